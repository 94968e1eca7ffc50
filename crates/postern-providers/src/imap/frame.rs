//! The framing of the server's byte stream into responses, byte by byte: [`Framer`].
//!
//! The server may be hostile, and what reads its responses does not bound them: async-imap
//! buffers a whole response before it is parsed (up to 512 MiB), allocates the size a literal
//! announces as soon as it sees the announcement, and parses an incomplete response again after
//! every 4 KiB read; imap-proto's BODYSTRUCTURE parser recurses once per parenthesis, with no
//! bound, so a deep enough list overflows the stack. The tap (module `bulk`) therefore hands
//! every byte from the server to a [`Framer`] before async-imap sees it. The framer refuses a
//! response that grows past the limit in force, a literal announced larger than that limit
//! (before any of it is read), a line longer than the line limit, and parentheses nested deeper
//! than [`MAX_DEPTH`]. A refusal ends the connection: the stream cannot be followed past it.
//!
//! It also mends the one shape known to panic imap-proto 0.17: a response code followed by a byte
//! that is not ASCII (`* OK [PARSE]\xad`), where imap-proto cuts the text after `]` one byte in and
//! that byte is not a character's boundary. Outside quoted strings and literals, such a byte right
//! after `]` becomes a space (the protocol wants one there); the text after it is unchanged.
//!
//! It costs one pass over each byte of a line (literals are skipped by their length), with no
//! buffering: its state is a few counters.

use std::fmt;
use std::io;

/// Deepest nesting of parentheses taken in one response. What Postern asks for nests four deep
/// at most (ENVELOPE's address lists); imap-proto recurses on a BODYSTRUCTURE's nesting, and
/// this keeps that recursion far from the stack's end.
pub(crate) const MAX_DEPTH: u32 = 64;

/// Why the framer refused the stream.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Refused {
    /// A response (its lines and literals), or one literal it announced, is longer than `limit`.
    Response { limit: u64 },
    /// A line (without its literals) is longer than `limit`.
    Line { limit: u64 },
    /// Parentheses nested deeper than [`MAX_DEPTH`].
    TooDeep,
}

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refused::Response { limit } => write!(f, "a response is larger than the limit of {limit} bytes"),
            Refused::Line { limit } => write!(f, "a response line is longer than the limit of {limit} bytes"),
            Refused::TooDeep => write!(f, "a response nests parentheses deeper than {MAX_DEPTH}"),
        }
    }
}

impl std::error::Error for Refused {}

impl Refused {
    /// As the I/O error the tap returns to async-imap (which passes it on unchanged).
    pub(crate) fn into_io(self) -> io::Error {
        io::Error::new(io::ErrorKind::InvalidData, self)
    }

    /// The refusal inside an I/O error, if the framer made it.
    pub(crate) fn of(error: &io::Error) -> Option<Refused> {
        error.get_ref().and_then(|inner| inner.downcast_ref::<Refused>()).copied()
    }
}

/// Where a literal announcement (`{n}` or `~{n}` at the end of a line) stands.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
enum Announce {
    /// Nothing that could end in an announcement.
    #[default]
    None,
    /// After `{` and these digits (saturating: a number past `u64` stays huge).
    Digits { n: u64, any: bool },
    /// After `{n}`; then `\r` or the line end.
    Closed { n: u64 },
    /// After `{n}\r`.
    ClosedCr { n: u64 },
}

/// The framing state of one server stream (see the module docs).
#[derive(Debug, Clone, Default)]
pub(crate) struct Framer {
    /// Bytes of the current response so far.
    len: u64,
    /// Bytes of the current line so far.
    line: u64,
    /// Literal bytes still to come (0: in a line).
    literal: u64,
    announce: Announce,
    in_quote: bool,
    escaped: bool,
    depth: u32,
    /// The byte before was a `]` outside a quoted string.
    after_bracket: bool,
    /// The longest line of the current response so far, and of the last whole one.
    longest: u64,
    last_longest: u64,
}

impl Framer {
    /// Takes the next bytes of the stream, with `limit` on a response and `line_limit` on a
    /// line. `Ok(Some(n))`: the current response ends after the first `n` of them (give the
    /// rest again); `Ok(None)`: all taken, the response goes on. A byte may be mended in place
    /// (see the module docs).
    pub(crate) fn feed(&mut self, bytes: &mut [u8], limit: u64, line_limit: u64) -> Result<Option<usize>, Refused> {
        let mut at = 0;
        while at < bytes.len() {
            if self.literal > 0 {
                let left = bytes.len() - at;
                // Whichever is smaller fits in a usize: `left` does.
                let take = usize::try_from(self.literal).map_or(left, |n| n.min(left));
                self.literal -= take as u64;
                at += take;
                continue;
            }
            let Some(&b) = bytes.get(at) else { break };
            if self.after_bracket
                && b >= 0x80
                && !self.in_quote
                && let Some(byte) = bytes.get_mut(at)
            {
                *byte = b' ';
            }
            self.after_bracket = b == b']' && !self.in_quote;
            at += 1;
            self.len = self.len.saturating_add(1);
            self.line = self.line.saturating_add(1);
            if self.len > limit {
                return Err(Refused::Response { limit });
            }
            if self.line > line_limit {
                return Err(Refused::Line { limit: line_limit });
            }
            if b == b'\n' {
                if let Announce::Closed { n } | Announce::ClosedCr { n } = self.announce {
                    // A literal follows: refused now if it would not fit, before any of it is
                    // read (async-imap would set its size aside at once).
                    if n > limit.saturating_sub(self.len) {
                        return Err(Refused::Response { limit });
                    }
                    self.len += n;
                    self.literal = n;
                    self.longest = self.longest.max(self.line);
                    self.line = 0;
                    self.announce = Announce::None;
                    self.in_quote = false;
                    self.escaped = false;
                    continue;
                }
                *self = Framer { last_longest: self.longest.max(self.line), ..Framer::default() };
                return Ok(Some(at));
            }
            self.announce = match (self.announce, b) {
                (_, b'{') => Announce::Digits { n: 0, any: false },
                (Announce::Digits { n, .. }, b'0'..=b'9') => {
                    Announce::Digits { n: n.saturating_mul(10).saturating_add(u64::from(b - b'0')), any: true }
                }
                (Announce::Digits { n, any: true }, b'}') => Announce::Closed { n },
                (Announce::Closed { n }, b'\r') => Announce::ClosedCr { n },
                _ => Announce::None,
            };
            // Parentheses inside quoted strings are text. A quoted string ends with its line.
            if self.in_quote {
                if self.escaped {
                    self.escaped = false;
                } else if b == b'\\' {
                    self.escaped = true;
                } else if b == b'"' {
                    self.in_quote = false;
                }
            } else if b == b'"' {
                self.in_quote = true;
            } else if b == b'(' {
                self.depth += 1;
                if self.depth > MAX_DEPTH {
                    return Err(Refused::TooDeep);
                }
            } else if b == b')' {
                self.depth = self.depth.saturating_sub(1);
            }
        }
        Ok(None)
    }
}

impl Framer {
    /// The longest line (without literals, with its line end) of the last whole response.
    pub(crate) fn last_longest_line(&self) -> u64 {
        self.last_longest
    }
}

/// The length of the first whole response in `data` (its lines and literals, up to and with the
/// final line end), or `None` if `data` does not hold all of it (or holds a response the framer
/// refuses without limits: one nested too deep).
#[cfg(any(test, feature = "fuzzing"))]
pub(crate) fn response_len(data: &[u8]) -> Option<usize> {
    Framer::default().feed(&mut data.to_vec(), u64::MAX, u64::MAX).ok().flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Feeds `stream` in pieces of `step` bytes; the response ends found, or the refusal.
    fn ends(stream: &[u8], step: usize, limit: u64, line_limit: u64) -> Result<Vec<usize>, Refused> {
        let mut framer = Framer::default();
        let mut found = Vec::new();
        let mut base = 0;
        for chunk in stream.chunks(step) {
            let mut chunk = chunk.to_vec();
            let mut rest = &mut chunk[..];
            let mut at = base;
            while let Some(n) = framer.feed(rest, limit, line_limit)? {
                at += n;
                found.push(at);
                rest = &mut rest[n..];
            }
            base += chunk.len();
        }
        Ok(found)
    }

    #[test]
    fn responses_end_where_their_last_line_ends() {
        let stream = b"* 1 FETCH (UID 1 BODY[] {5}\r\nab\r\nc)\r\n* 2 EXISTS\r\na1 OK done\r\n";
        for step in [1, 2, 3, 7, 1000] {
            assert_eq!(ends(stream, step, 1 << 20, 1 << 20), Ok(vec![37, 49, 61]), "step {step}");
        }
        assert_eq!(response_len(b"* 1 FETCH (UID 1 ENVELOPE (NIL {5}\r\nab"), None);
        assert_eq!(response_len(b"* OK {x}\r\n* 2"), Some(10));
        assert_eq!(response_len(b"* OK {}\r\n* 2"), Some(9));
        // A literal8 (BINARY) counts like a literal.
        assert_eq!(response_len(b"* 1 FETCH (BINARY[] ~{2}\r\n\r\n)\r\n"), Some(31));
    }

    #[test]
    fn a_response_code_followed_by_a_byte_that_is_not_ascii_gets_its_space() {
        // imap-proto 0.17 panicked on both (found by the imap_response fuzz target).
        for (sent, mended) in [
            (&b"+ [PARSE]\xad\r\n"[..], &b"+ [PARSE] \r\n"[..]),
            (b"* OK [ALERT]\xc3\xa9t\xc3\xa9\r\n", b"* OK [ALERT] \xa9t\xc3\xa9\r\n"),
            // Inside a quoted string, and after a space, nothing changes.
            (b"* 1 FETCH (ENVELOPE (NIL \"[x]\xc3\xa9\"))\r\n", b"* 1 FETCH (ENVELOPE (NIL \"[x]\xc3\xa9\"))\r\n"),
            (b"* OK [ALERT] \xc3\xa9\r\n", b"* OK [ALERT] \xc3\xa9\r\n"),
        ] {
            let mut bytes = sent.to_vec();
            assert_eq!(Framer::default().feed(&mut bytes, u64::MAX, u64::MAX), Ok(Some(sent.len())));
            assert_eq!(bytes, mended);
            // imap-proto reads it without panicking (whether it accepts it is its own business).
            let _ = async_imap::imap_proto::Response::parse(&bytes);
        }
        // A literal is data: a `]` and an 8-bit byte in it stay as they are.
        let mut bytes = b"* 1 FETCH (BODY[] {2}\r\n]\xff)\r\n".to_vec();
        assert_eq!(Framer::default().feed(&mut bytes, u64::MAX, u64::MAX), Ok(Some(bytes.len())));
        assert_eq!(&bytes[..], b"* 1 FETCH (BODY[] {2}\r\n]\xff)\r\n");
    }

    #[test]
    fn the_longest_line_of_a_response_is_known_when_it_ends() {
        let mut framer = Framer::default();
        let stream = b"* 1 FETCH (UID 1 BODY[] {5}\r\nabcde X)\r\n* 2 EXISTS\r\n";
        assert_eq!(framer.feed(&mut stream.to_vec(), u64::MAX, u64::MAX), Ok(Some(39)));
        // `* 1 FETCH (UID 1 BODY[] {5}\r\n` is the longer line; the literal does not count.
        assert_eq!(framer.last_longest_line(), 29);
        assert_eq!(framer.feed(&mut stream[39..].to_vec(), u64::MAX, u64::MAX), Ok(Some(12)));
        assert_eq!(framer.last_longest_line(), 12);
    }

    #[test]
    fn a_huge_literal_is_refused_as_soon_as_it_is_announced() {
        for announced in ["{18446744073709551615}", "{18446744073709551616}", "{99999999999999999999999999}", "{1025}"]
        {
            let line = format!("* 1 FETCH (UID 1 BODY[] {announced}\r\n");
            assert_eq!(ends(line.as_bytes(), 4, 1024, 1024), Err(Refused::Response { limit: 1024 }), "{announced}");
        }
        // What fits is taken, and counted against the response's limit with the rest.
        let response = b"* 1 FETCH (UID 1 BODY[] {1000}\r\n";
        assert_eq!(ends(response, 100, 1032, 1032), Ok(vec![]));
        assert_eq!(ends(response, 100, 1031, 1031), Err(Refused::Response { limit: 1031 }));
    }

    #[test]
    fn endless_lines_and_responses_are_refused() {
        assert_eq!(ends(&[b'x'; 5000], 64, 1 << 20, 4096), Err(Refused::Line { limit: 4096 }));
        // Many short lines joined by literals make one long response.
        let mut response = b"* 1 FETCH (X {3}\r\n".to_vec();
        for _ in 0..100 {
            response.extend_from_slice(b"abc X {3}\r\n");
        }
        assert_eq!(ends(&response, 64, 1000, 1000), Err(Refused::Response { limit: 1000 }));
    }

    #[test]
    fn deep_nesting_is_refused_but_parentheses_in_quotes_are_text() {
        let deep = format!("* 1 FETCH (BODYSTRUCTURE {}", "(".repeat(10_000));
        assert_eq!(ends(deep.as_bytes(), 100, u64::MAX, u64::MAX), Err(Refused::TooDeep));
        let quoted = format!("* 1 FETCH (UID 1 ENVELOPE (NIL \"{}\\\"(\" NIL))\r\n", "(".repeat(1000));
        assert_eq!(response_len(quoted.as_bytes()), Some(quoted.len()));
        // Depth is counted per response: many balanced responses are fine.
        let many = "* 1 FETCH (FLAGS (\\Seen))\r\n".repeat(100);
        assert_eq!(ends(many.as_bytes(), 7, 1 << 20, 1 << 20).map(|e| e.len()), Ok(100));
    }

    #[test]
    fn refusals_travel_inside_io_errors() {
        let e = Refused::TooDeep.into_io();
        assert_eq!(Refused::of(&e), Some(Refused::TooDeep));
        assert_eq!(Refused::of(&io::Error::other("x")), None);
    }
}
