//! HTML's tokenizer (WHATWG HTML, "Tokenization"), as a browser reads markup: tags and their
//! attributes, comments (with their odd endings, `<!-->`, `--!>`), doctypes, raw text up to the
//! appropriate end tag (`<style>`, `<title>`, `<textarea>`), script data with its escaped states,
//! CDATA in foreign content, and character references (the standard's named references from
//! `web_atoms`, the html5ever project's table; numeric ones with the Windows-1252 remapping; the
//! legacy rule for attributes). Where a browser would see a tag, so does this; where it would see
//! text, this gives text: the hiding that a reader relies on cannot be escaped by markup a
//! browser reads differently. `tokenizer_parity` checks the token stream against html5ever's
//! tokenizer on every corpus and on generated input.
//!
//! Written here rather than using html5ever's tokenizer for speed: the reader runs on every HTML
//! body, within the extractor's throughput budget (`bench/README.md`, "Hidden text"), and this
//! one copies nothing it does not have to (text and attribute values are slices of the input
//! unless a reference or a NUL must be decoded; values are decoded only when read). Line breaks
//! are not normalized (`\r` is white space wherever it matters). Linear in its input; never
//! panics.

use std::borrow::Cow;

/// How the text after a start tag is read, as the tree builder says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Next {
    Markup,
    /// Text with character references, up to the element's end tag (`<title>`, `<textarea>`).
    Rcdata,
    /// Text up to the element's end tag (`<style>`, `<noscript>`, `<xmp>`).
    Rawtext,
    /// `<script>`'s content, whose end depends on `<!--` and `<script>` inside it.
    ScriptData,
    /// Text to the end of the document.
    Plaintext,
}

/// A start or end tag. Names are lower case.
#[derive(Debug, Default)]
pub(super) struct Tag<'a> {
    pub name: Cow<'a, str>,
    pub attrs: Vec<Attribute<'a>>,
    pub self_closing: bool,
}

/// An attribute; its value is decoded when asked for (most are never read).
#[derive(Debug)]
pub(super) struct Attribute<'a> {
    pub name: Cow<'a, str>,
    raw: &'a str,
}

impl<'a> Attribute<'a> {
    /// The value as written.
    pub(super) fn raw(&self) -> &'a str {
        self.raw
    }

    /// The value, character references decoded.
    pub(super) fn value(&self) -> Cow<'a, str> {
        decode_attribute(self.raw)
    }
}

impl<'a> Tag<'a> {
    /// The value of attribute `name`.
    pub(super) fn get(&self, name: &str) -> Option<Cow<'a, str>> {
        self.attrs.iter().find(|a| a.name == name).map(Attribute::value)
    }
}

/// What takes the tokens.
pub(super) trait Sink {
    fn text(&mut self, text: &str);
    /// A start tag; the answer says how what follows it is read.
    fn start(&mut self, tag: &Tag<'_>) -> Next;
    fn end(&mut self, tag: &Tag<'_>);
    fn comment(&mut self, text: &str);
    /// Whether the current node is in SVG or MathML, where `<![CDATA[…]]>` is text.
    fn in_foreign(&self) -> bool;
    /// A doctype (what follows `<!DOCTYPE`).
    fn doctype(&mut self, _text: &str) {}
}

/// Reads `html` into `sink`.
pub(super) fn tokenize(html: &str, sink: &mut impl Sink) {
    let html = html.strip_prefix('\u{FEFF}').unwrap_or(html);
    let mut t = Tokenizer {
        s: html,
        b: html.as_bytes(),
        i: 0,
        tag: Tag { attrs: Vec::with_capacity(8), ..Tag::default() },
        scratch: String::new(),
    };
    let mut next = Next::Markup;
    // The name of the last start tag: what ends raw text.
    let mut appropriate = String::new();
    while t.i < t.b.len() {
        next = match next {
            Next::Markup => match t.data(sink) {
                Some(next) => {
                    appropriate.clear();
                    appropriate.push_str(&t.tag.name);
                    next
                }
                None => Next::Markup,
            },
            Next::Rcdata | Next::Rawtext | Next::ScriptData => {
                let end = if next == Next::ScriptData { t.script_end() } else { t.raw_end(t.i, &appropriate) };
                t.emit(t.i, end, next == Next::Rcdata, sink);
                if end < t.b.len() {
                    if let Some(after) = t.tag(end + 2) {
                        sink.end(&t.tag);
                        t.i = after;
                    } else {
                        t.i = t.b.len();
                    }
                } else {
                    t.i = end;
                }
                Next::Markup
            }
            Next::Plaintext => {
                t.emit(t.i, t.b.len(), false, sink);
                t.i = t.b.len();
                Next::Plaintext
            }
        };
    }
}

struct Tokenizer<'a> {
    s: &'a str,
    b: &'a [u8],
    i: usize,
    /// The tag being read, reused.
    tag: Tag<'a>,
    /// Text with references decoded.
    scratch: String,
}

/// What a `<` starts.
enum Markup {
    /// Nothing: the `<` is text.
    Text,
    /// A tag in `Tokenizer::tag`, and where it ends.
    Start(usize),
    End(usize),
    /// A comment's text, and where it ends.
    Comment(usize, usize, usize),
    /// CDATA text, and where it ends.
    Cdata(usize, usize, usize),
    /// A doctype's text, and where it ends.
    Doctype(usize, usize, usize),
    /// `</>`: nothing to say.
    Skip(usize),
    /// The document ended inside a tag, which is dropped.
    Eof,
}

fn is_space(b: u8) -> bool {
    CLASS[b as usize] & SPACE != 0
}

/// Classes of bytes in tags, looked up rather than compared.
const SPACE: u8 = 1;
/// `/` and `>`, which end a name.
const ENDS_NAME: u8 = 2;
const EQUALS: u8 = 4;
/// What a name is lowered for: upper-case ASCII, and NUL.
const LOWERED: u8 = 8;

static CLASS: [u8; 256] = {
    let mut class = [0u8; 256];
    class[b' ' as usize] = SPACE;
    class[b'\t' as usize] = SPACE;
    class[b'\n' as usize] = SPACE;
    class[b'\r' as usize] = SPACE;
    class[0x0C] = SPACE;
    class[b'/' as usize] = ENDS_NAME;
    class[b'>' as usize] = ENDS_NAME;
    class[b'=' as usize] = EQUALS;
    class[0] = LOWERED;
    let mut c = b'A';
    while c <= b'Z' {
        class[c as usize] = LOWERED;
        c += 1;
    }
    class
};

/// `s[from..]` up to the first byte of a class in `stop`, and whether a byte of class
/// [`LOWERED`] came before it.
fn name_at(s: &str, from: usize, stop: u8) -> (&str, bool) {
    let b = s.as_bytes();
    let mut j = from;
    let mut lowered = 0;
    while j < b.len() {
        let class = CLASS[b[j] as usize];
        if class & stop != 0 {
            break;
        }
        lowered |= class;
        j += 1;
    }
    (&s[from..j], lowered & LOWERED != 0)
}

/// A name as read by [`name_at`], in lower case with NUL as U+FFFD.
fn lowered(name: &str, needs: bool) -> Cow<'_, str> {
    if needs { Cow::Owned(name.to_ascii_lowercase().replace('\0', "\u{FFFD}")) } else { Cow::Borrowed(name) }
}

impl<'a> Tokenizer<'a> {
    /// The data state: text and markup, up to a start tag after which text is read otherwise
    /// (its answer is returned) or the end.
    fn data(&mut self, sink: &mut impl Sink) -> Option<Next> {
        let mut start = self.i;
        let mut decoded = false;
        let mut k = self.i;
        while let Some(at) = self.b[k..].iter().position(|&b| matches!(b, b'<' | b'&' | b'\0')).map(|p| k + p) {
            match self.b[at] {
                b'&' => match reference(self.s, at, false) {
                    Some((chars, len)) => {
                        if !decoded {
                            self.scratch.clear();
                            decoded = true;
                        }
                        self.scratch.push_str(&self.s[start..at]);
                        push_chars(&mut self.scratch, chars);
                        start = at + len;
                        k = start;
                    }
                    None => k = at + 1,
                },
                b'\0' => {
                    // The tree builder drops NUL in text.
                    if !decoded {
                        self.scratch.clear();
                        decoded = true;
                    }
                    self.scratch.push_str(&self.s[start..at]);
                    start = at + 1;
                    k = start;
                }
                _ => {
                    let markup = self.markup(at, sink.in_foreign());
                    if let Markup::Text = markup {
                        k = at + 1;
                        continue;
                    }
                    self.flush(start, at, &mut decoded, sink);
                    let end = match markup {
                        Markup::Start(end) => {
                            self.i = end;
                            let next = sink.start(&self.tag);
                            if next != Next::Markup {
                                return Some(next);
                            }
                            end
                        }
                        Markup::End(end) => {
                            sink.end(&self.tag);
                            end
                        }
                        Markup::Comment(from, to, end) => {
                            sink.comment(&self.s[from..to]);
                            end
                        }
                        Markup::Cdata(from, to, end) => {
                            self.emit(from, to, false, sink);
                            end
                        }
                        Markup::Doctype(from, to, end) => {
                            sink.doctype(&self.s[from..to]);
                            end
                        }
                        Markup::Skip(end) => end,
                        Markup::Text | Markup::Eof => {
                            self.i = self.b.len();
                            return None;
                        }
                    };
                    start = end;
                    k = end;
                }
            }
        }
        self.flush(start, self.b.len(), &mut decoded, sink);
        self.i = self.b.len();
        None
    }

    /// Gives the text `start..end` (after what `scratch` holds, when `decoded`).
    fn flush(&mut self, start: usize, end: usize, decoded: &mut bool, sink: &mut impl Sink) {
        if *decoded {
            self.scratch.push_str(&self.s[start..end]);
            if !self.scratch.is_empty() {
                sink.text(&self.scratch);
            }
            *decoded = false;
        } else if end > start {
            sink.text(&self.s[start..end]);
        }
    }

    /// Gives the raw text `start..end`, references decoded when `references`; NUL is U+FFFD.
    fn emit(&mut self, start: usize, end: usize, references: bool, sink: &mut impl Sink) {
        let text = &self.s[start..end];
        if text.is_empty() {
            return;
        }
        let decoded = text.contains('\0') || (references && text.contains('&'));
        if !decoded {
            return sink.text(text);
        }
        self.scratch.clear();
        decode_into(text, references, false, &mut self.scratch);
        sink.text(&self.scratch);
    }

    /// What the `<` at `at` starts.
    fn markup(&mut self, at: usize, foreign: bool) -> Markup {
        let b = self.b;
        let rest = &b[at + 1..];
        match rest.first() {
            Some(b'!') => {
                let after = at + 2;
                if rest[1..].starts_with(b"--") {
                    self.comment(after + 2)
                } else if rest.len() >= 8 && rest[1..8].eq_ignore_ascii_case(b"DOCTYPE") {
                    let from = after + 7;
                    match find(b, from, b'>') {
                        Some(e) => Markup::Doctype(from, e, e + 1),
                        None => Markup::Doctype(from, b.len(), b.len()),
                    }
                } else if rest[1..].starts_with(b"[CDATA[") && foreign {
                    let from = after + 7;
                    match find_bytes(b, from, b"]]>") {
                        Some(e) => Markup::Cdata(from, e, e + 3),
                        None => Markup::Cdata(from, b.len(), b.len()),
                    }
                } else {
                    self.bogus_comment(after)
                }
            }
            Some(b'/') => match rest.get(1) {
                Some(c) if c.is_ascii_alphabetic() => match self.tag(at + 2) {
                    Some(end) => Markup::End(end),
                    None => Markup::Eof,
                },
                Some(b'>') => Markup::Skip(at + 3),
                Some(_) => self.bogus_comment(at + 2),
                None => Markup::Text,
            },
            Some(c) if c.is_ascii_alphabetic() => match self.tag(at + 1) {
                Some(end) => Markup::Start(end),
                None => Markup::Eof,
            },
            Some(b'?') => self.bogus_comment(at + 1),
            _ => Markup::Text,
        }
    }

    /// A comment whose text starts at `from` (after `<!--`): it ends at `-->` or `--!>`, or at
    /// once with `<!-->` and `<!--->`.
    fn comment(&self, from: usize) -> Markup {
        let b = self.b;
        if b.get(from) == Some(&b'>') {
            return Markup::Comment(from, from, from + 1);
        }
        if b[from..].starts_with(b"->") {
            return Markup::Comment(from, from, from + 2);
        }
        let mut k = from;
        while let Some(dashes) = find_bytes(b, k, b"--") {
            let mut e = dashes + 2;
            while b.get(e) == Some(&b'-') {
                e += 1;
            }
            if b.get(e) == Some(&b'>') {
                return Markup::Comment(from, e - 2, e + 1);
            }
            if b[e..].starts_with(b"!>") {
                return Markup::Comment(from, e - 2, e + 2);
            }
            k = dashes + 1;
        }
        // At the end of the document, dashes that might have closed it are not its text.
        let rest = &b[from..];
        let cut = if rest.ends_with(b"--!") {
            3
        } else if rest.ends_with(b"--") {
            2
        } else {
            rest.ends_with(b"-") as usize
        };
        Markup::Comment(from, b.len() - cut, b.len())
    }

    /// A bogus comment (`<?…>`, `<!…>`, `</ …>`): its text from `from` to the next `>`.
    fn bogus_comment(&self, from: usize) -> Markup {
        match find(self.b, from, b'>') {
            Some(e) => Markup::Comment(from, e, e + 1),
            None => Markup::Comment(from, self.b.len(), self.b.len()),
        }
    }

    /// Reads the tag whose name starts at `p` into `self.tag`; where it ends, or `None` when
    /// the document ends inside it.
    fn tag(&mut self, p: usize) -> Option<usize> {
        let (s, b) = (self.s, self.b);
        let (name, lower) = name_at(s, p, SPACE | ENDS_NAME);
        let name_end = p + name.len();
        if name_end == b.len() {
            return None;
        }
        self.tag.name = lowered(name, lower);
        self.tag.attrs.clear();
        self.tag.self_closing = false;
        let mut j = name_end;
        loop {
            while j < b.len() && is_space(b[j]) {
                j += 1;
            }
            match *b.get(j)? {
                b'>' => return Some(j + 1),
                b'/' => {
                    if *b.get(j + 1)? == b'>' {
                        self.tag.self_closing = true;
                        return Some(j + 2);
                    }
                    j += 1;
                }
                _ => {
                    // An attribute's name may start with `=`; it ends at white space, `/`, `>`
                    // or `=`.
                    let start = j;
                    let equals = (b[j] == b'=') as usize;
                    let (rest, lower) = name_at(s, j + equals, SPACE | ENDS_NAME | EQUALS);
                    j += equals + rest.len();
                    let name = &s[start..j];
                    while j < b.len() && is_space(b[j]) {
                        j += 1;
                    }
                    let mut value = "";
                    if b.get(j) == Some(&b'=') {
                        j += 1;
                        while j < b.len() && is_space(b[j]) {
                            j += 1;
                        }
                        match *b.get(j)? {
                            quote @ (b'"' | b'\'') => {
                                let close = find(b, j + 1, quote)?;
                                value = &s[j + 1..close];
                                j = close + 1;
                            }
                            b'>' => {}
                            _ => {
                                let v = j;
                                while j < b.len() && !(is_space(b[j]) || b[j] == b'>') {
                                    j += 1;
                                }
                                value = &s[v..j];
                            }
                        }
                    }
                    let name = lowered(name, lower);
                    // A repeated attribute is dropped: the first one counts.
                    let repeated = self.tag.attrs.iter().any(|a| {
                        a.name.len() == name.len()
                            && a.name.as_bytes().first() == name.as_bytes().first()
                            && a.name == name
                    });
                    if !repeated {
                        self.tag.attrs.push(Attribute { name, raw: value });
                    }
                }
            }
        }
    }

    /// Where raw text from `from` ends: at `</name` followed by white space, `/` or `>`.
    fn raw_end(&self, from: usize, name: &str) -> usize {
        let b = self.b;
        let mut k = from;
        while let Some(lt) = find_bytes(b, k, b"</") {
            if is_end_tag(b, lt, name) {
                return lt;
            }
            k = lt + 1;
        }
        b.len()
    }

    /// Where script data from `self.i` ends: at `</script`, unless inside `<!--` … `-->` a
    /// `<script>` was opened (the standard's escaped and double-escaped states).
    fn script_end(&self) -> usize {
        #[derive(Clone, Copy, PartialEq)]
        enum S {
            Data,
            Escaped,
            EscapedDash,
            EscapedDashDash,
            Double,
            DoubleDash,
            DoubleDashDash,
        }
        let b = self.b;
        let mut state = S::Data;
        let mut k = self.i;
        while k < b.len() {
            let c = b[k];
            state = match state {
                S::Data => {
                    let Some(lt) = find(b, k, b'<') else { return b.len() };
                    if is_end_tag(b, lt, "script") {
                        return lt;
                    }
                    if b[lt + 1..].starts_with(b"!--") {
                        k = lt + 4;
                        S::EscapedDashDash
                    } else {
                        k = lt + 1;
                        S::Data
                    }
                }
                S::Escaped | S::EscapedDash | S::EscapedDashDash if c == b'<' => {
                    if is_end_tag(b, k, "script") {
                        return k;
                    }
                    let name_len = b[k + 1..].iter().take_while(|c| c.is_ascii_alphabetic()).count();
                    let after = k + 1 + name_len;
                    if name_len > 0 {
                        let opens = b[k + 1..after].eq_ignore_ascii_case(b"script")
                            && b.get(after).is_some_and(|&d| is_space(d) || d == b'/' || d == b'>');
                        k = if opens { after + 1 } else { after };
                        if opens { S::Double } else { S::Escaped }
                    } else {
                        k += 1;
                        S::Escaped
                    }
                }
                S::Double | S::DoubleDash | S::DoubleDashDash if c == b'<' => {
                    if b.get(k + 1) == Some(&b'/') {
                        let name_len = b[k + 2..].iter().take_while(|c| c.is_ascii_alphabetic()).count();
                        let after = k + 2 + name_len;
                        let closes = b[k + 2..after].eq_ignore_ascii_case(b"script")
                            && b.get(after).is_some_and(|&d| is_space(d) || d == b'/' || d == b'>');
                        k = if closes { after + 1 } else { after };
                        if closes { S::Escaped } else { S::Double }
                    } else {
                        k += 1;
                        S::Double
                    }
                }
                S::Escaped => {
                    k += 1;
                    if c == b'-' { S::EscapedDash } else { S::Escaped }
                }
                S::EscapedDash => {
                    k += 1;
                    if c == b'-' { S::EscapedDashDash } else { S::Escaped }
                }
                S::EscapedDashDash => {
                    k += 1;
                    match c {
                        b'-' => S::EscapedDashDash,
                        b'>' => S::Data,
                        _ => S::Escaped,
                    }
                }
                S::Double => {
                    k += 1;
                    if c == b'-' { S::DoubleDash } else { S::Double }
                }
                S::DoubleDash => {
                    k += 1;
                    if c == b'-' { S::DoubleDashDash } else { S::Double }
                }
                S::DoubleDashDash => {
                    k += 1;
                    match c {
                        b'-' => S::DoubleDashDash,
                        b'>' => S::Data,
                        _ => S::Double,
                    }
                }
            };
        }
        b.len()
    }
}

/// Whether `</name` followed by white space, `/` or `>` is at `lt`.
fn is_end_tag(b: &[u8], lt: usize, name: &str) -> bool {
    let after = lt + 2 + name.len();
    b.get(lt + 1) == Some(&b'/')
        && b.get(lt + 2..after).is_some_and(|n| n.eq_ignore_ascii_case(name.as_bytes()))
        && b.get(after).is_some_and(|&d| is_space(d) || d == b'/' || d == b'>')
}

fn find(b: &[u8], from: usize, byte: u8) -> Option<usize> {
    b.get(from..)?.iter().position(|&c| c == byte).map(|p| from + p)
}

fn find_bytes(b: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    let first = needle[0];
    let mut k = from;
    while let Some(at) = find(b, k, first) {
        if b[at..].starts_with(needle) {
            return Some(at);
        }
        k = at + 1;
    }
    None
}

fn decode_attribute(value: &str) -> Cow<'_, str> {
    if !value.bytes().any(|c| c == b'&' || c == 0) {
        return Cow::Borrowed(value);
    }
    let mut out = String::with_capacity(value.len());
    decode_into(value, true, true, &mut out);
    Cow::Owned(out)
}

/// Appends `text` with its references decoded (when `references`) and NUL as U+FFFD.
fn decode_into(text: &str, references: bool, attribute: bool, out: &mut String) {
    let mut start = 0;
    let mut k = 0;
    let b = text.as_bytes();
    while let Some(at) = b[k..].iter().position(|&c| c == b'&' || c == 0).map(|p| k + p) {
        if b[at] == 0 {
            out.push_str(&text[start..at]);
            out.push('\u{FFFD}');
            start = at + 1;
            k = start;
        } else if let Some((chars, len)) = references.then(|| reference(text, at, attribute)).flatten() {
            out.push_str(&text[start..at]);
            push_chars(out, chars);
            start = at + len;
            k = start;
        } else {
            k = at + 1;
        }
    }
    out.push_str(&text[start..]);
}

fn push_chars(out: &mut String, (first, second): (char, Option<char>)) {
    out.push(first);
    if let Some(second) = second {
        out.push(second);
    }
}

/// The character reference at `s[at..]` (`s[at]` is `&`): the characters it stands for and its
/// length, or `None` when it is none (the `&` is text).
fn reference(s: &str, at: usize, attribute: bool) -> Option<((char, Option<char>), usize)> {
    let b = s.as_bytes();
    let rest = &b[at + 1..];
    if rest.first() == Some(&b'#') {
        let hex = matches!(rest.get(1), Some(b'x' | b'X'));
        let digits_at = if hex { 2 } else { 1 };
        let digits = rest[digits_at..]
            .iter()
            .take_while(|c| if hex { c.is_ascii_hexdigit() } else { c.is_ascii_digit() })
            .count();
        if digits == 0 {
            return None;
        }
        let mut value: u32 = 0;
        for &c in &rest[digits_at..digits_at + digits] {
            let d = (c as char).to_digit(16).unwrap_or(0);
            value = value.saturating_mul(if hex { 16 } else { 10 }).saturating_add(d).min(0x11_0000);
        }
        let mut len = 1 + digits_at + digits;
        if rest.get(digits_at + digits) == Some(&b';') {
            len += 1;
        }
        let c = match value {
            0 | 0xD800..=0xDFFF | 0x11_0000.. => '\u{FFFD}',
            0x80..=0x9F => web_atoms::C1_REPLACEMENTS[(value - 0x80) as usize]
                .unwrap_or_else(|| char::from_u32(value).unwrap_or('\u{FFFD}')),
            v => char::from_u32(v).unwrap_or('\u{FFFD}'),
        };
        return Some(((c, None), len));
    }
    let alnum = rest.iter().take(32).take_while(|c| c.is_ascii_alphanumeric()).count();
    if alnum == 0 {
        return None;
    }
    let semicolon = rest.get(alnum) == Some(&b';');
    let candidate = &s[at + 1..at + 1 + alnum + semicolon as usize];
    // The longest name the table holds that begins the candidate.
    let (name_len, (first, second)) = common(candidate).or_else(|| {
        // Most references are a whole name; otherwise the longest name that begins it.
        if let Some(&(first, second)) = web_atoms::NAMED_ENTITIES.get(candidate).filter(|v| v.0 != 0) {
            return Some((candidate.len(), (first, second)));
        }
        let mut best = None;
        for n in 1..=candidate.len() {
            match web_atoms::NAMED_ENTITIES.get(&candidate[..n]) {
                None => break,
                Some(&(0, _)) => {}
                Some(&(first, second)) => best = Some((n, (first, second))),
            }
        }
        best
    })?;
    let terminated = candidate.as_bytes()[name_len - 1] == b';';
    if attribute && !terminated && rest.get(name_len).is_some_and(|&c| c == b'=' || c.is_ascii_alphanumeric()) {
        return None;
    }
    let first = char::from_u32(first)?;
    let second = (second != 0).then(|| char::from_u32(second)).flatten();
    Some(((first, second), 1 + name_len))
}

/// The references most mail uses, without a look in the table.
fn common(candidate: &str) -> Option<(usize, (u32, u32))> {
    let c = match candidate {
        "nbsp;" => 0xA0,
        "amp;" => '&' as u32,
        "lt;" => '<' as u32,
        "gt;" => '>' as u32,
        "quot;" => '"' as u32,
        "zwnj;" => 0x200C,
        "copy;" => 0xA9,
        _ => return None,
    };
    Some((candidate.len(), (c, 0)))
}
