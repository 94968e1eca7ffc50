//! Envelope responses read beside async-imap: [`Tap`].
//!
//! A first indexing fetches every envelope of a mailbox (100,000 responses of about 450 bytes
//! for a large one). Through async-imap each response was parsed by imap-proto's combinators
//! and moved through its 4 KiB read blocks, which took about a fifth of the sync threads' time.
//! While [`Tap::begin`] is in force (an envelope fetch runs), the tap reads the socket in large
//! chunks, frames whole responses itself, and parses the `* n FETCH (UID … ENVELOPE …)`
//! responses (with FLAGS, INTERNALDATE, RFC822.SIZE, MODSEQ and header fields beside them) with
//! the small parser below. Everything else (other responses, the tagged completion, and any FETCH
//! the parser does not take) goes up to async-imap byte for byte, so the command ends and
//! unsolicited changes are seen exactly as before. The parser builds imap-proto's own types and
//! hands them to [`super::parse::message`], so both paths make the same messages.
//!
//! While a UID SEARCH runs ([`Take::SearchResults`]), the tap takes the `* SEARCH n n …` lines the
//! same way: a search of a large folder is one line of megabytes, which async-imap would parse
//! again after every 4 KiB it reads (quadratic in the line); the tap reads it once and passes a
//! `* SEARCH` without numbers up in its place. Other lines are refused past [`Limits::line`].
//!
//! The tap also holds the connection's [`Framer`]: every byte from the server passes it before
//! async-imap sees it, bulk fetch or not, so that no response is buffered past the limit in force
//! (see module `frame`). During a bulk fetch the framer also says where each response ends.

use super::frame::{Framer, Refused};
use super::{Limits, RemoteMessage};
use async_imap::imap_proto::{Address, AttributeValue, Envelope, MessageSection, SectionPath};
use std::borrow::Cow;
use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

/// Bytes asked of the socket per read while a bulk fetch runs.
const READ_CHUNK: usize = 64 * 1024;

/// A response longer than this is not an envelope worth parsing here: the tap stops taking
/// envelopes and lets the rest of the command through to async-imap, byte for byte (still past
/// the framer and its limits). So the tap itself holds at most this plus one read.
const MAX_RESPONSE: usize = 1024 * 1024;

/// A stream that can take the envelope responses of one command out of the bytes it passes up.
#[derive(Debug)]
pub(crate) struct Tap<T> {
    inner: T,
    /// Where the server's stream is in its responses; every byte read passes it once.
    framer: Framer,
    /// The largest response taken now (see [`Tap::set_limit`]), and the longest line that may go
    /// up to async-imap.
    limit: u64,
    line_limit: u64,
    /// Set once the framer refused the stream: every later read fails the same way.
    refused: Option<Refused>,
    /// Bytes read from `inner` during a bulk fetch and not yet taken: `input[start..end]`, of
    /// which the framer has seen up to `scanned` (the start of the response not yet whole).
    input: Vec<u8>,
    start: usize,
    scanned: usize,
    end: usize,
    /// Bytes for the reader above: `out[sent..]`.
    out: Vec<u8>,
    sent: usize,
    bulk: Option<Bulk>,
}

/// What a bulk read takes out of the stream.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Take {
    /// `* n FETCH (UID … ENVELOPE …)` responses, as messages.
    Envelopes,
    /// `* SEARCH n n …` responses, as UIDs.
    SearchResults,
}

/// What a bulk read took, in the server's order.
#[derive(Debug, Default)]
pub(crate) struct Taken {
    pub(crate) messages: Vec<RemoteMessage>,
    pub(crate) uids: Vec<u32>,
}

#[derive(Debug)]
struct Bulk {
    take: Take,
    taken: Taken,
    /// Cleared when a response was too long to frame: the rest goes up unframed.
    framing: bool,
}

impl<T> Tap<T> {
    /// A tap over `inner` that takes responses up to `limits.response` bytes.
    pub(crate) fn new(inner: T, limits: &Limits) -> Tap<T> {
        Tap {
            inner,
            framer: Framer::default(),
            limit: limits.response,
            line_limit: limits.line.min(limits.response),
            refused: None,
            input: Vec::new(),
            start: 0,
            scanned: 0,
            end: 0,
            out: Vec::new(),
            sent: 0,
            bulk: None,
        }
    }

    /// The largest response (its lines and literals) taken from now on; a larger one, or a
    /// literal announced larger, fails the read (and with it the connection). Lines stay bound
    /// by the limit the tap was made with.
    pub(crate) fn set_limit(&mut self, limit: u64) {
        self.limit = limit;
    }

    /// The stream under the tap (for STARTTLS: nothing read before the handshake may count).
    pub(crate) fn into_inner(self) -> T {
        self.inner
    }

    /// From now on, the responses `take` names are taken out of the stream (see the module docs).
    pub(crate) fn begin(&mut self, take: Take) {
        self.bulk = Some(Bulk { take, taken: Taken::default(), framing: true });
    }

    /// Ends [`Tap::begin`]: what was taken. Bytes read but not yet framed go up unchanged.
    pub(crate) fn end(&mut self) -> Taken {
        self.pass_unframed();
        self.input = Vec::new();
        self.bulk.take().map(|b| b.taken).unwrap_or_default()
    }

    fn pass_unframed(&mut self) {
        self.out.extend_from_slice(self.input.get(self.start..self.end).unwrap_or_default());
        self.start = 0;
        self.scanned = 0;
        self.end = 0;
    }

    /// Bytes that go up unframed (no bulk fetch): through the framer all the same.
    fn pass(&mut self, mut bytes: &mut [u8]) -> Result<(), Refused> {
        while let Some(n) = self.framer.feed(bytes, self.limit, self.line_limit)? {
            bytes = bytes.get_mut(n..).unwrap_or_default();
        }
        Ok(())
    }

    /// Frames the whole responses in `input`: what the bulk read takes into it, the rest into `out`.
    fn frame(&mut self) -> Result<(), Refused> {
        let Some(bulk) = self.bulk.as_mut() else { return Ok(()) };
        // A search result may be as long as a response; what goes up is checked below.
        let line_limit = if bulk.take == Take::SearchResults { self.limit } else { self.line_limit };
        while let Some(n) =
            self.framer.feed(self.input.get_mut(self.scanned..self.end).unwrap_or_default(), self.limit, line_limit)?
        {
            let end = self.scanned + n;
            let response = self.input.get(self.start..end).unwrap_or_default();
            match bulk.take {
                Take::Envelopes => match fetched_envelope(response) {
                    Some(message) => bulk.taken.messages.push(message),
                    None => self.out.extend_from_slice(response),
                },
                Take::SearchResults => match search_results(response, &mut bulk.taken.uids) {
                    true => self.out.extend_from_slice(b"* SEARCH\r\n"),
                    false if self.framer.last_longest_line() > self.line_limit => {
                        return Err(Refused::Line { limit: self.line_limit });
                    }
                    false => self.out.extend_from_slice(response),
                },
            }
            self.start = end;
            self.scanned = end;
            // On the syncs' threads: a waiting API thread gets the core within 0.1 ms.
            postern_core::sched::offer();
        }
        self.scanned = self.end;
        Ok(())
    }

    /// Makes room for at least `READ_CHUNK` more bytes after `end`.
    fn make_room(&mut self) {
        if self.start > 0 {
            self.input.copy_within(self.start..self.end, 0);
            self.end -= self.start;
            self.scanned -= self.start;
            self.start = 0;
        }
        if self.input.len() < self.end + READ_CHUNK {
            self.input.resize(self.end + READ_CHUNK, 0);
        }
    }
}

impl<T: AsyncRead + Unpin> AsyncRead for Tap<T> {
    fn poll_read(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        loop {
            if this.sent < this.out.len() {
                let n = buf.remaining().min(this.out.len() - this.sent);
                buf.put_slice(&this.out[this.sent..this.sent + n]);
                this.sent += n;
                if this.sent == this.out.len() {
                    this.out.clear();
                    this.sent = 0;
                }
                return Poll::Ready(Ok(()));
            }
            if let Some(refused) = this.refused {
                return Poll::Ready(Err(refused.into_io()));
            }
            match &this.bulk {
                Some(bulk) if bulk.framing => {}
                _ => {
                    let before = buf.filled().len();
                    std::task::ready!(Pin::new(&mut this.inner).poll_read(cx, buf))?;
                    if let Err(refused) = this.pass(buf.filled_mut().get_mut(before..).unwrap_or_default()) {
                        // Nothing of a refused read goes up.
                        buf.set_filled(before);
                        this.refused = Some(refused);
                        return Poll::Ready(Err(refused.into_io()));
                    }
                    return Poll::Ready(Ok(()));
                }
            }
            if let Err(refused) = this.frame() {
                this.refused = Some(refused);
                return Poll::Ready(Err(refused.into_io()));
            }
            if !this.out.is_empty() {
                continue;
            }
            let envelopes = this.bulk.as_ref().is_some_and(|b| b.take == Take::Envelopes);
            if envelopes && this.end - this.start > MAX_RESPONSE {
                if let Some(bulk) = this.bulk.as_mut() {
                    bulk.framing = false;
                }
                this.pass_unframed();
                continue;
            }
            this.make_room();
            let mut read = ReadBuf::new(&mut this.input[this.end..]);
            match Pin::new(&mut this.inner).poll_read(cx, &mut read) {
                Poll::Pending => return Poll::Pending,
                Poll::Ready(Err(e)) => return Poll::Ready(Err(e)),
                Poll::Ready(Ok(())) => {
                    let n = read.filled().len();
                    if n == 0 {
                        // End of stream: what is left goes up, then the end itself.
                        this.pass_unframed();
                        if this.out.is_empty() {
                            return Poll::Ready(Ok(()));
                        }
                    }
                    this.end += n;
                }
            }
        }
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for Tap<T> {
    fn poll_write(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().inner).poll_write(cx, buf)
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_shutdown(cx)
    }
}

/// A `* n FETCH (…)` response that carries a UID and an ENVELOPE and nothing this parser does
/// not know, as a message; `None` for anything else (it then goes to async-imap).
pub(crate) fn fetched_envelope(response: &[u8]) -> Option<RemoteMessage> {
    let mut p = Parser { data: response, at: 0 };
    p.expect(b"* ")?;
    p.number()?;
    p.expect_word(b" FETCH (")?;
    let mut attrs: Vec<AttributeValue<'_>> = Vec::with_capacity(6);
    loop {
        attrs.push(p.attribute()?);
        match p.next()? {
            b' ' => {}
            b')' => break,
            _ => return None,
        }
    }
    p.expect(b"\r\n")?;
    let envelope = attrs.iter().any(|a| matches!(a, AttributeValue::Envelope(_)));
    if !envelope || p.at != response.len() {
        return None;
    }
    // `None` without a UID.
    super::parse::message(&attrs)
}

/// A `* SEARCH n n …` response: its numbers appended to `uids`, and `true`; `false` (and `uids`
/// as it was) for anything else. One pass over the line.
pub(crate) fn search_results(response: &[u8], uids: &mut Vec<u32>) -> bool {
    let mut p = Parser { data: response, at: 0 };
    let before = uids.len();
    let whole = (|| {
        p.expect(b"* ")?;
        p.expect_word(b"SEARCH")?;
        loop {
            match p.next()? {
                b' ' => {}
                b'\r' => break,
                _ => return None,
            }
            if p.peek().is_some_and(|b| b.is_ascii_digit()) {
                let uid = u32::try_from(p.number()?).ok().filter(|&n| n > 0)?;
                uids.push(uid);
            }
        }
        p.expect(b"\n")?;
        (p.at == response.len()).then_some(())
    })();
    if whole.is_none() {
        uids.truncate(before);
    }
    whole.is_some()
}

fn text(bytes: Cow<'_, [u8]>) -> Option<Cow<'_, str>> {
    match bytes {
        Cow::Borrowed(b) => std::str::from_utf8(b).ok().map(Cow::Borrowed),
        Cow::Owned(b) => String::from_utf8(b).ok().map(Cow::Owned),
    }
}

/// A cursor over one framed response.
struct Parser<'a> {
    data: &'a [u8],
    at: usize,
}

impl<'a> Parser<'a> {
    fn peek(&self) -> Option<u8> {
        self.data.get(self.at).copied()
    }

    fn next(&mut self) -> Option<u8> {
        let b = self.peek()?;
        self.at += 1;
        Some(b)
    }

    fn expect(&mut self, what: &[u8]) -> Option<()> {
        self.data.get(self.at..)?.starts_with(what).then(|| self.at += what.len())
    }

    fn expect_word(&mut self, what: &[u8]) -> Option<()> {
        let end = self.at.checked_add(what.len())?;
        self.data.get(self.at..end)?.eq_ignore_ascii_case(what).then(|| self.at = end)
    }

    fn take_while(&mut self, keep: impl Fn(u8) -> bool) -> &'a [u8] {
        let start = self.at;
        while self.peek().is_some_and(&keep) {
            self.at += 1;
        }
        self.data.get(start..self.at).unwrap_or_default()
    }

    fn number(&mut self) -> Option<u64> {
        let digits = self.take_while(|b| b.is_ascii_digit());
        if digits.is_empty() || digits.len() > 19 {
            return None;
        }
        digits.iter().try_fold(0u64, |n, d| n.checked_mul(10)?.checked_add(u64::from(d - b'0')))
    }

    /// An attribute name such as `UID` or `RFC822.SIZE` (a `[` means a section: not ours).
    fn atom(&mut self) -> Option<&'a [u8]> {
        let name = self.take_while(|b| b.is_ascii_alphanumeric() || b == b'.');
        (!name.is_empty()).then_some(name)
    }

    /// `(\Seen $Label …)`.
    fn flags(&mut self) -> Option<Vec<Cow<'a, str>>> {
        self.expect(b"(")?;
        let mut flags = Vec::new();
        loop {
            let flag = self.take_while(|b| b > b' ' && b < 0x7f && !matches!(b, b'(' | b')' | b'{' | b'"' | b'%'));
            if !flag.is_empty() {
                flags.push(Cow::Borrowed(std::str::from_utf8(flag).ok()?));
            }
            match self.next()? {
                b' ' if !flag.is_empty() => {}
                b')' => return Some(flags),
                _ => return None,
            }
        }
    }

    /// A quoted string, unescaped.
    fn quoted(&mut self) -> Option<Cow<'a, [u8]>> {
        self.expect(b"\"")?;
        let data = self.data;
        // The text since the last escape; copied only when there is one.
        let mut run = self.at;
        let mut owned: Option<Vec<u8>> = None;
        loop {
            let rest = data.get(run..)?;
            let len = rest.iter().position(|&b| matches!(b, b'"' | b'\\' | b'\r' | b'\n'))?;
            let text = rest.get(..len)?;
            match rest.get(len)? {
                b'"' => {
                    self.at = run + len + 1;
                    return Some(match owned {
                        None => Cow::Borrowed(text),
                        Some(mut owned) => {
                            owned.extend_from_slice(text);
                            Cow::Owned(owned)
                        }
                    });
                }
                b'\\' => {
                    let escaped = *rest.get(len + 1)?;
                    if !matches!(escaped, b'"' | b'\\') {
                        return None;
                    }
                    let owned = owned.get_or_insert_with(Vec::new);
                    owned.extend_from_slice(text);
                    owned.push(escaped);
                    run += len + 2;
                }
                _ => return None,
            }
        }
    }

    /// `NIL`, a quoted string or a literal.
    fn nstring(&mut self) -> Option<Option<Cow<'a, [u8]>>> {
        match self.peek()? {
            b'"' => self.quoted().map(Some),
            b'{' => {
                self.at += 1;
                // A size past the response (or past usize) is not a literal of this response.
                let n = usize::try_from(self.number()?).ok()?;
                self.expect(b"}\r\n")?;
                let end = self.at.checked_add(n)?;
                let bytes = self.data.get(self.at..end)?;
                self.at = end;
                Some(Some(Cow::Borrowed(bytes)))
            }
            _ => self.expect_word(b"NIL").map(|()| None),
        }
    }

    /// `NIL` or `((name adl mailbox host) …)`.
    fn addresses(&mut self) -> Option<Option<Vec<Address<'a>>>> {
        if self.expect_word(b"NIL").is_some() {
            return Some(None);
        }
        self.expect(b"(")?;
        let mut list = Vec::new();
        loop {
            self.expect(b"(")?;
            let name = self.nstring()?;
            self.expect(b" ")?;
            let adl = self.nstring()?;
            self.expect(b" ")?;
            let mailbox = self.nstring()?;
            self.expect(b" ")?;
            let host = self.nstring()?;
            self.expect(b")")?;
            list.push(Address { name, adl, mailbox, host });
            if self.expect(b")").is_some() {
                return Some(Some(list));
            }
            // Some servers put a space between the addresses of a list.
            let _ = self.expect(b" ");
        }
    }

    /// One attribute and its value; `None` for one this parser does not know.
    fn attribute(&mut self) -> Option<AttributeValue<'a>> {
        let name = self.atom()?;
        if name.eq_ignore_ascii_case(b"BODY") {
            // `BODY[HEADER.FIELDS (…)] "…"`: header fields asked for beside the envelope.
            self.expect(b"[")?;
            let section = self.take_while(|b| b != b']' && b != b'\r');
            self.expect(b"] ")?;
            if !section.get(..6).is_some_and(|s| s.eq_ignore_ascii_case(b"HEADER")) {
                return None;
            }
            let section = Some(SectionPath::Full(MessageSection::Header));
            return Some(AttributeValue::BodySection { section, index: None, data: self.nstring()? });
        }
        self.expect(b" ")?;
        Some(if name.eq_ignore_ascii_case(b"UID") {
            AttributeValue::Uid(u32::try_from(self.number()?).ok()?)
        } else if name.eq_ignore_ascii_case(b"FLAGS") {
            AttributeValue::Flags(self.flags()?)
        } else if name.eq_ignore_ascii_case(b"INTERNALDATE") {
            AttributeValue::InternalDate(text(self.quoted()?)?)
        } else if name.eq_ignore_ascii_case(b"RFC822.SIZE") {
            AttributeValue::Rfc822Size(u32::try_from(self.number()?).ok()?)
        } else if name.eq_ignore_ascii_case(b"MODSEQ") {
            self.expect(b"(")?;
            let modseq = self.number()?;
            self.expect(b")")?;
            AttributeValue::ModSeq(modseq)
        } else if name.eq_ignore_ascii_case(b"ENVELOPE") {
            AttributeValue::Envelope(Box::new(self.envelope()?))
        } else {
            return None;
        })
    }

    /// `(date subject from sender reply-to to cc bcc in-reply-to message-id)`.
    fn envelope(&mut self) -> Option<Envelope<'a>> {
        self.expect(b"(")?;
        let date = self.nstring()?;
        self.expect(b" ")?;
        let subject = self.nstring()?;
        let mut lists = Vec::with_capacity(6);
        for _ in 0..6 {
            self.expect(b" ")?;
            lists.push(self.addresses()?);
        }
        self.expect(b" ")?;
        let in_reply_to = self.nstring()?;
        self.expect(b" ")?;
        let message_id = self.nstring()?;
        self.expect(b")")?;
        let mut lists = lists.into_iter();
        let mut list = || lists.next().flatten();
        Some(Envelope {
            date,
            subject,
            from: list(),
            sender: list(),
            reply_to: list(),
            to: list(),
            cc: list(),
            bcc: list(),
            in_reply_to,
            message_id,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::frame::response_len;
    use super::*;
    use async_imap::imap_proto::Response;
    use tokio::io::AsyncReadExt;

    /// Responses as Dovecot writes them, with the odd corners: escapes, a literal subject, an
    /// encoded word, a group, NIL lists, keywords.
    const RESPONSES: &[&[u8]] = &[
        b"* 1 FETCH (UID 7 FLAGS (\\Seen $Forwarded) INTERNALDATE \"17-Jul-1996 02:44:25 -0700\" RFC822.SIZE 3230 ENVELOPE (\"Wed, 17 Jul 1996 02:23:25 -0700\" \"Re: Plan B\" ((\"Hugo Crane\" NIL \"hugo\" \"example.org\")) ((\"Hugo Crane\" NIL \"hugo\" \"example.org\")) ((\"Hugo Crane\" NIL \"hugo\" \"example.org\")) ((NIL NIL \"alice\" \"example.test\")(\"Bob\" NIL \"bob\" \"example.test\")) NIL NIL \"<p@example.org>\" \"<r@example.org>\") MODSEQ (12))\r\n",
        b"* 2 FETCH (UID 8 FLAGS () INTERNALDATE \" 1-Jan-2024 10:00:00 +0000\" RFC822.SIZE 10 ENVELOPE (NIL {24}\r\n=?utf-8?q?R=C3=A9union?= NIL NIL NIL ((NIL NIL \"team\" NIL)(NIL NIL \"carol\" \"example.test\")(NIL NIL NIL NIL)) NIL NIL NIL NIL) MODSEQ (3))\r\n",
        b"* 3 FETCH (UID 11 FLAGS () INTERNALDATE \"01-Feb-2024 00:00:00 +0100\" RFC822.SIZE 5 ENVELOPE (NIL \"Hi\" NIL NIL NIL NIL NIL NIL NIL \"<c@x.test>\") BODY[HEADER.FIELDS (REFERENCES CONTENT-TYPE)] {82}\r\nReferences: <a@x.test>\r\n <b@x.test>\r\nContent-Type: multipart/mixed; boundary=x\r\n\r\n MODSEQ (4))\r\n",
        b"* 3 FETCH (FLAGS (\\Flagged) UID 9 RFC822.SIZE 1 INTERNALDATE \"01-Feb-2024 00:00:00 +0100\" ENVELOPE (NIL NIL NIL NIL NIL NIL NIL NIL NIL NIL))\r\n",
    ];

    fn by_imap_proto(response: &[u8]) -> RemoteMessage {
        let (rest, parsed) = Response::parse(response).expect("imap-proto parses it");
        assert!(rest.is_empty());
        let Response::Fetch(_, attrs) = parsed else { panic!("a FETCH") };
        super::super::parse::message(&attrs).expect("a message")
    }

    #[test]
    fn envelopes_parse_as_imap_proto_parses_them() {
        for response in RESPONSES {
            assert_eq!(response_len(response), Some(response.len()));
            let fast = fetched_envelope(response).expect("taken");
            assert_eq!(fast, by_imap_proto(response), "{}", String::from_utf8_lossy(response));
        }
        let first = fetched_envelope(RESPONSES[0]).unwrap();
        assert_eq!(first.to.len(), 2);
        assert_eq!(first.modseq, Some(12));
        assert_eq!(fetched_envelope(RESPONSES[1]).unwrap().subject.as_deref(), Some("Réunion"));
        let headers = fetched_envelope(RESPONSES[2]).unwrap();
        assert_eq!(headers.references, ["a@x.test", "b@x.test"]);
        assert!(headers.has_attachments);
    }

    #[test]
    fn quoted_strings_are_unescaped() {
        // imap-proto leaves the backslashes in; RFC 3501's quoted strings escape `"` and `\`.
        let response =
            b"* 1 FETCH (UID 7 ENVELOPE (NIL \"Re: \\\"Plan\\\" \\\\ B\" NIL NIL NIL NIL NIL NIL NIL NIL))\r\n";
        assert_eq!(fetched_envelope(response).unwrap().subject.as_deref(), Some("Re: \"Plan\" \\ B"));
    }

    #[test]
    fn what_is_not_a_plain_envelope_is_left_alone() {
        for response in [
            &b"* 4 FETCH (FLAGS (\\Seen) UID 10)\r\n"[..],
            b"* 4 FETCH (UID 10 BODY[TEXT] {2}\r\n\r\n ENVELOPE (NIL NIL NIL NIL NIL NIL NIL NIL NIL NIL))\r\n",
            b"* 4 FETCH (UID 10 ENVELOPE (NIL NIL NIL NIL NIL NIL NIL NIL NIL NIL) X-GM-LABELS ())\r\n",
            b"* 4 FETCH (UID 10 ENVELOPE (NIL \"unterminated NIL NIL NIL NIL NIL NIL NIL NIL))\r\n",
            b"* 12 EXISTS\r\n",
            b"a3 OK Fetch completed.\r\n",
        ] {
            assert_eq!(fetched_envelope(response), None, "{}", String::from_utf8_lossy(response));
        }
        assert_eq!(response_len(b"* 1 FETCH (UID 1 ENVELOPE (NIL {5}\r\nab"), None);
        let whole = b"* 1 FETCH (UID 1 ENVELOPE (NIL {2}\r\nab NIL))\r\n";
        assert_eq!(response_len(&[&whole[..], b"* 2"].concat()), Some(whole.len()));
    }

    #[test]
    fn hostile_envelopes_are_left_alone_or_parsed_without_panic() {
        let envelope = "ENVELOPE (NIL NIL NIL NIL NIL NIL NIL NIL NIL NIL)";
        for response in [
            // Literal sizes past the response, past usize, past u64.
            "* 1 FETCH (UID 1 ENVELOPE (NIL {18446744073709551615}\r\nab NIL NIL NIL NIL NIL NIL NIL NIL))\r\n"
                .to_string(),
            "* 1 FETCH (UID 1 ENVELOPE (NIL {99999999999999999999999}\r\nab NIL NIL NIL NIL NIL NIL NIL NIL))\r\n"
                .to_string(),
            "* 1 FETCH (UID 1 ENVELOPE (NIL {1000}\r\nab NIL NIL NIL NIL NIL NIL NIL NIL))\r\n".to_string(),
            // Truncated everywhere.
            "* 1 FETCH (UID 1 ENVELOPE (NIL {5}\r\nab".to_string(),
            "* 1 FETCH (UID 1 ENVELOPE (NIL \"a\\".to_string(),
            "* 1 FETCH (UID 1 ENVELOPE (NIL NIL ((NIL NIL \"a\"".to_string(),
            format!("* 1 FETCH (UID 1 {envelope}"),
            format!("* 1 FETCH (UID 1 {envelope})"),
            "* 1 FETCH (".to_string(),
            "* ".to_string(),
            String::new(),
            // Numbers past their types.
            format!("* 1 FETCH (UID 4294967296 {envelope})\r\n"),
            format!("* 1 FETCH (UID 99999999999999999999 {envelope})\r\n"),
            format!("* 1 FETCH (UID 1 RFC822.SIZE 4294967296 {envelope})\r\n"),
            format!("* 1 FETCH (UID 1 MODSEQ (18446744073709551616) {envelope})\r\n"),
            format!("* 99999999999999999999 FETCH (UID 1 {envelope})\r\n"),
            // Escapes that are not.
            "* 1 FETCH (UID 1 ENVELOPE (NIL \"a\\x\" NIL NIL NIL NIL NIL NIL NIL NIL))\r\n".to_string(),
            format!("* 1 FETCH (UID 1 BODY[ {envelope})\r\n"),
            format!("* 1 FETCH (UID 1 BODY[HEAD] NIL {envelope})\r\n"),
        ] {
            assert_eq!(fetched_envelope(response.as_bytes()), None, "{response:?}");
        }
        // Invalid UTF-8 in a flag or INTERNALDATE: left to async-imap; in envelope fields: lossy.
        let flag = [&b"* 1 FETCH (UID 1 FLAGS (\\Seen \xff) "[..], envelope.as_bytes(), b")\r\n"].concat();
        assert_eq!(fetched_envelope(&flag), None);
        let date = [&b"* 1 FETCH (UID 1 INTERNALDATE \"\xff\" "[..], envelope.as_bytes(), b")\r\n"].concat();
        assert_eq!(fetched_envelope(&date), None);
        let fields = b"* 1 FETCH (UID 1 ENVELOPE (\"\xff\" \"\xc3\" ((\"\xfe\" NIL \"a\xff\" \"b\")) NIL NIL NIL NIL NIL \"<\xff\" \"<x\xc3@y>\"))\r\n";
        let message = fetched_envelope(fields).expect("taken");
        assert_eq!(message.from[0].email, "a\u{fffd}@b");
        assert_eq!(message.message_id.as_deref(), Some("x\u{fffd}@y"));
        assert_eq!(message.date, None);
        // A garbage INTERNALDATE is a message without one.
        let garbage = format!("* 1 FETCH (UID 1 INTERNALDATE \"1-Jan-1970 00:00:00 +0ü0\" {envelope})\r\n");
        assert_eq!(fetched_envelope(garbage.as_bytes()).map(|m| m.internal_date), Some(None));
    }

    #[test]
    fn very_long_lists_take_linear_time() {
        let started = std::time::Instant::now();
        let addresses = "(NIL NIL \"a\" \"b\")".repeat(100_000);
        let response = format!("* 1 FETCH (UID 1 ENVELOPE (NIL NIL ({addresses}) NIL NIL NIL NIL NIL NIL NIL))\r\n");
        assert_eq!(fetched_envelope(response.as_bytes()).map(|m| m.from.len()), Some(100_000));
        let flags = "\\Seen ".repeat(200_000);
        let response =
            format!("* 1 FETCH (UID 1 FLAGS ({flags}) ENVELOPE (NIL NIL NIL NIL NIL NIL NIL NIL NIL NIL))\r\n");
        assert_eq!(fetched_envelope(response.as_bytes()).map(|m| m.flags.len()), Some(200_000));
        let escapes = "\\\"".repeat(500_000);
        let response = format!("* 1 FETCH (UID 1 ENVELOPE (NIL \"{escapes}\" NIL NIL NIL NIL NIL NIL NIL NIL))\r\n");
        assert_eq!(fetched_envelope(response.as_bytes()).and_then(|m| m.subject).map(|s| s.len()), Some(500_000));
        assert!(started.elapsed() < std::time::Duration::from_secs(10), "{:?}", started.elapsed());
    }

    #[tokio::test]
    async fn a_refused_stream_fails_every_read_and_passes_nothing_up() {
        let limits = Limits { message: 1 << 20, response: 1024, line: 1024 };
        let huge = b"* 1 FETCH (UID 1 BODY[] {18446744073709551615}\r\nab".to_vec();
        for bulk in [false, true] {
            let mut tap = Tap::new(Trickle { data: huge.clone(), at: 0, step: 3 }, &limits);
            if bulk {
                tap.begin(Take::Envelopes);
            }
            let mut up = Vec::new();
            let error = loop {
                let mut chunk = [0u8; 5];
                match tap.read(&mut chunk).await {
                    Ok(n) => up.extend_from_slice(&chunk[..n]),
                    Err(e) => break e,
                }
            };
            assert_eq!(Refused::of(&error), Some(Refused::Response { limit: 1024 }), "bulk {bulk}");
            assert!(!up.ends_with(b"}\r\n"), "bulk {bulk}: the announcement never reaches async-imap");
            let again = tap.read(&mut [0u8; 5]).await.unwrap_err();
            assert_eq!(Refused::of(&again), Some(Refused::Response { limit: 1024 }));
        }
        // A raised limit lets a body through.
        let body = b"* 1 FETCH (UID 1 BODY[] {2000}\r\n"
            .iter()
            .copied()
            .chain(std::iter::repeat_n(b'x', 2000))
            .chain(*b")\r\n");
        let body: Vec<u8> = body.collect();
        let mut tap = Tap::new(Trickle { data: body.clone(), at: 0, step: 100 }, &limits);
        tap.set_limit(4096);
        let mut up = Vec::new();
        tap.read_to_end(&mut up).await.unwrap();
        assert_eq!(up, body);
    }

    #[test]
    fn search_results_are_read_in_one_pass() {
        let mut uids = vec![9];
        assert!(search_results(b"* SEARCH 3 1 4294967295\r\n", &mut uids));
        assert!(search_results(b"* search\r\n", &mut uids));
        assert!(search_results(b"* SEARCH 5 \r\n", &mut uids));
        assert_eq!(uids, vec![9, 3, 1, 4_294_967_295, 5]);
        for other in [
            &b"* SEARCH 0\r\n"[..],
            b"* SEARCH 4294967296\r\n",
            b"* SEARCH 1 2x\r\n",
            b"* SEARCH 1 (MODSEQ 5)\r\n",
            b"* SEARCHES 1\r\n",
            b"* SEARCH 1\r\n* 2 EXISTS\r\n",
            b"* SEARCH 1",
            b"* 1 EXISTS\r\n",
        ] {
            assert!(!search_results(other, &mut uids), "{other:?}");
            assert_eq!(uids.len(), 5, "{other:?}: nothing kept");
        }
    }

    #[tokio::test]
    async fn a_search_result_goes_up_without_its_numbers() {
        let mut stream = b"* 3 EXISTS\r\n* SEARCH".to_vec();
        for uid in 1..=200_000u32 {
            stream.extend_from_slice(format!(" {uid}").as_bytes());
        }
        stream.extend_from_slice(b"\r\n* SEARCH 1 (MODSEQ 5)\r\na1 OK done\r\n");
        let limits = Limits::default();
        for step in [3, 4096, 1 << 20] {
            let mut tap = Tap::new(Trickle { data: stream.clone(), at: 0, step }, &limits);
            tap.begin(Take::SearchResults);
            let mut up = Vec::new();
            while !up.ends_with(b"a1 OK done\r\n") {
                let mut chunk = [0u8; 4096];
                let n = tap.read(&mut chunk).await.unwrap();
                up.extend_from_slice(&chunk[..n]);
            }
            let uids = tap.end().uids;
            assert_eq!(uids.len(), 200_000, "step {step}");
            assert!(uids.iter().copied().eq(1..=200_000), "step {step}");
            // What the tap does not read goes up as it came.
            assert_eq!(up, b"* 3 EXISTS\r\n* SEARCH\r\n* SEARCH 1 (MODSEQ 5)\r\na1 OK done\r\n", "step {step}");
        }
        // Only a search result may be longer than a line going up.
        let long = format!("* FLAGS ({})\r\na1 OK done\r\n", "x".repeat(5000));
        let limits = Limits { line: 1024, ..Limits::default() };
        let mut tap = Tap::new(Trickle { data: long.into_bytes(), at: 0, step: 100 }, &limits);
        tap.begin(Take::SearchResults);
        let error = tap.read(&mut [0u8; 64]).await.unwrap_err();
        assert_eq!(Refused::of(&error), Some(Refused::Line { limit: 1024 }));
    }

    /// A stream that hands out its bytes a few at a time.
    struct Trickle {
        data: Vec<u8>,
        at: usize,
        step: usize,
    }

    impl AsyncRead for Trickle {
        fn poll_read(self: Pin<&mut Self>, _: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
            let this = self.get_mut();
            let n = this.step.min(buf.remaining()).min(this.data.len() - this.at);
            buf.put_slice(&this.data[this.at..this.at + n]);
            this.at += n;
            Poll::Ready(Ok(()))
        }
    }

    #[tokio::test]
    async fn the_rest_reaches_the_reader_byte_for_byte_however_it_arrives() {
        let passed: Vec<&[u8]> = vec![
            b"* 5 EXISTS\r\n",
            b"* 4 FETCH (FLAGS (\\Seen) UID 10)\r\n",
            b"* 9 FETCH (UID 20 BODY[] {3}\r\nabc)\r\n",
            b"a1 OK done\r\n",
        ];
        let mut stream = Vec::new();
        stream.extend_from_slice(passed[0]);
        stream.extend_from_slice(RESPONSES[0]);
        stream.extend_from_slice(passed[1]);
        stream.extend_from_slice(RESPONSES[1]);
        stream.extend_from_slice(passed[2]);
        stream.extend_from_slice(RESPONSES[2]);
        stream.extend_from_slice(RESPONSES[3]);
        stream.extend_from_slice(passed[3]);
        let after = b"* 6 EXISTS\r\n* 7 EXI";
        stream.extend_from_slice(after);
        let passed = passed.concat();
        for step in [1, 2, 7, 100, 1 << 20] {
            let mut tap = Tap::new(Trickle { data: stream.clone(), at: 0, step }, &Limits::default());
            tap.begin(Take::Envelopes);
            let mut up = Vec::new();
            while up.len() < passed.len() {
                let mut chunk = [0u8; 5];
                let n = tap.read(&mut chunk).await.unwrap();
                assert!(n > 0, "step {step}");
                up.extend_from_slice(&chunk[..n]);
            }
            let uids: Vec<u32> = tap.end().messages.iter().map(|m| m.uid).collect();
            assert_eq!(uids, vec![7, 8, 11, 9], "step {step}");
            tap.read_to_end(&mut up).await.unwrap();
            assert_eq!(&up[..passed.len()], passed, "step {step}");
            assert_eq!(&up[passed.len()..], after, "step {step}: what came after the command goes up unchanged");
        }
    }
}
