//! Just enough RFC 5322 for the fake: the header fields Graph reports (unfolded; no RFC 2047
//! decoding), address lists, setting a header field, and small messages built for JSON
//! `sendMail` and drafts.

use std::time::SystemTime;

/// A mailbox: display name (the address itself when there is none, as Graph reports it) and
/// address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Addr {
    pub(super) name: String,
    pub(super) address: String,
}

impl Addr {
    pub(super) fn new(name: &str, address: &str) -> Addr {
        let (name, address) = (name.trim(), address.trim());
        Addr { name: if name.is_empty() { address } else { name }.to_string(), address: address.to_string() }
    }

    /// `"Name" <address>`, or the bare address when the name is the address.
    pub(super) fn to_header(&self) -> String {
        if self.name.is_empty() || self.name == self.address {
            self.address.clone()
        } else {
            format!("\"{}\" <{}>", self.name.replace('\\', "\\\\").replace('"', "\\\""), self.address)
        }
    }
}

/// What Graph reports from a message's header (and body preview).
#[derive(Debug, Clone, Default)]
pub(super) struct Head {
    pub(super) subject: String,
    pub(super) from: Option<Addr>,
    pub(super) to: Vec<Addr>,
    pub(super) cc: Vec<Addr>,
    pub(super) bcc: Vec<Addr>,
    /// The Message-ID with its angle brackets.
    pub(super) message_id: Option<String>,
    /// The first Message-ID of References (else In-Reply-To): the thread's start.
    pub(super) thread_root: Option<String>,
    pub(super) has_date: bool,
    /// The top Content-Type is multipart/mixed (Graph's `hasAttachments`).
    pub(super) multipart_mixed: bool,
    /// The first 255 characters of a plain-text body, whitespace collapsed.
    pub(super) preview: String,
    /// A plain-text body as it is (without a transfer encoding); empty otherwise (the fake
    /// decodes no MIME structure).
    pub(super) text: String,
}

/// Where the header block ends: (end of the last header line, start of the body).
fn split(mime: &[u8]) -> (usize, usize) {
    let mut start = 0;
    while start < mime.len() {
        let end = line_end(mime, start, mime.len());
        let line = &mime[start..end];
        if line == b"\r\n" || line == b"\n" {
            return (start, end);
        }
        start = end;
    }
    (mime.len(), mime.len())
}

/// The end of the line starting at `start` (after its `\n`), at most `limit`.
fn line_end(mime: &[u8], start: usize, limit: usize) -> usize {
    mime[start..limit].iter().position(|&b| b == b'\n').map_or(limit, |p| start + p + 1)
}

/// The byte ranges of the header fields, continuation lines included.
fn field_ranges(mime: &[u8]) -> Vec<(usize, usize)> {
    let (head_end, _) = split(mime);
    let mut ranges: Vec<(usize, usize)> = Vec::new();
    let mut start = 0;
    while start < head_end {
        let end = line_end(mime, start, head_end);
        let continuation = matches!(mime[start], b' ' | b'\t');
        match ranges.last_mut() {
            Some(last) if continuation => last.1 = end,
            _ => ranges.push((start, end)),
        }
        start = end;
    }
    ranges
}

/// The header fields as (name, unfolded and trimmed value).
pub(super) fn fields(mime: &[u8]) -> Vec<(String, String)> {
    field_ranges(mime)
        .into_iter()
        .filter_map(|(start, end)| {
            let raw = String::from_utf8_lossy(&mime[start..end]);
            let (name, value) = raw.split_once(':')?;
            Some((name.trim().to_string(), value.replace(['\r', '\n'], "").trim().to_string()))
        })
        .collect()
}

pub(super) fn parse(mime: &[u8]) -> Head {
    let mut head = Head::default();
    let (mut content_type, mut encoding) = (None::<String>, String::new());
    let (mut in_reply_to, mut references) = (None, None);
    for (name, value) in fields(mime) {
        match name.to_ascii_lowercase().as_str() {
            "subject" if head.subject.is_empty() => head.subject = value,
            "from" if head.from.is_none() => head.from = addresses(&value).into_iter().next(),
            "to" => head.to.extend(addresses(&value)),
            "cc" => head.cc.extend(addresses(&value)),
            "bcc" => head.bcc.extend(addresses(&value)),
            "message-id" if head.message_id.is_none() && !value.is_empty() => head.message_id = Some(value),
            "date" => head.has_date = true,
            "content-type" if content_type.is_none() => content_type = Some(value.to_ascii_lowercase()),
            "content-transfer-encoding" => encoding = value.to_ascii_lowercase(),
            "in-reply-to" => in_reply_to = first_message_id(&value),
            "references" => references = first_message_id(&value),
            _ => {}
        }
    }
    head.thread_root = references.or(in_reply_to);
    let content_type = content_type.unwrap_or_default();
    head.multipart_mixed = content_type.starts_with("multipart/mixed");
    let plain = content_type.is_empty() || content_type.starts_with("text/plain");
    if plain && encoding != "base64" && encoding != "quoted-printable" {
        let (_, body) = split(mime);
        let text = String::from_utf8_lossy(&mime[body..]);
        head.preview = text.split_whitespace().collect::<Vec<_>>().join(" ").chars().take(255).collect();
        head.text = text.into_owned();
    }
    head
}

fn first_message_id(value: &str) -> Option<String> {
    let open = value.find('<')?;
    let close = open + value[open..].find('>')?;
    Some(value[open..=close].to_string())
}

/// The addresses of an address-list field: `Name <a@b>`, `"Name, Jr." <a@b>`, bare `a@b`,
/// comma-separated; group names are dropped, comments skipped.
pub(super) fn addresses(value: &str) -> Vec<Addr> {
    let mut parts = Vec::new();
    let mut current = String::new();
    let (mut quoted, mut angle, mut escaped, mut comment) = (false, false, false, 0usize);
    for c in value.chars() {
        if escaped {
            current.push(c);
            escaped = false;
            continue;
        }
        match c {
            '\\' if quoted => {
                escaped = true;
                current.push(c);
            }
            '(' if !quoted && !angle => comment += 1,
            ')' if comment > 0 => comment -= 1,
            _ if comment > 0 => {}
            '"' => {
                quoted = !quoted;
                current.push(c);
            }
            '<' if !quoted => {
                angle = true;
                current.push(c);
            }
            '>' if !quoted => {
                angle = false;
                current.push(c);
            }
            ',' | ';' if !quoted && !angle => parts.push(std::mem::take(&mut current)),
            _ => current.push(c),
        }
    }
    parts.push(current);
    parts.iter().filter_map(|p| one_address(p)).collect()
}

fn one_address(part: &str) -> Option<Addr> {
    let mut part = part.trim();
    // "Group: a@b" → "a@b" (a group name has no quote, angle bracket or @ before its colon).
    if let Some(colon) = part.find(':')
        && !part[..colon].contains(['"', '<', '@'])
    {
        part = part[colon + 1..].trim();
    }
    if let (Some(open), Some(close)) = (part.rfind('<'), part.rfind('>'))
        && open < close
    {
        let address = part[open + 1..close].trim();
        return (!address.is_empty()).then(|| Addr::new(&unquote(part[..open].trim()), address));
    }
    part.contains('@').then(|| Addr::new("", part))
}

fn unquote(name: &str) -> String {
    match name.strip_prefix('"').and_then(|n| n.strip_suffix('"')) {
        Some(inner) => {
            let mut out = String::new();
            let mut escaped = false;
            for c in inner.chars() {
                if c == '\\' && !escaped {
                    escaped = true;
                } else {
                    out.push(c);
                    escaped = false;
                }
            }
            out
        }
        None => name.to_string(),
    }
}

/// An address list as a field value.
pub(super) fn list(addresses: &[Addr]) -> String {
    addresses.iter().map(Addr::to_header).collect::<Vec<_>>().join(", ")
}

/// `mime` with the field `name` set to `value`: the first such field is replaced in place and
/// the others removed; without one, the field goes on top. `None` removes them all.
pub(super) fn set_header(mime: &[u8], name: &str, value: Option<&str>) -> Vec<u8> {
    let eol: &[u8] = if mime.windows(2).any(|w| w == b"\r\n") { b"\r\n" } else { b"\n" };
    let line = value.map(|v| [format!("{name}: {v}").as_bytes(), eol].concat());
    let mut out = Vec::with_capacity(mime.len() + 80);
    let (mut copied, mut placed) = (0, false);
    for (start, end) in field_ranges(mime) {
        let raw = &mime[start..end];
        let same = raw
            .iter()
            .position(|&b| b == b':')
            .is_some_and(|colon| raw[..colon].trim_ascii().eq_ignore_ascii_case(name.as_bytes()));
        if same {
            out.extend_from_slice(&mime[copied..start]);
            if !placed && let Some(line) = &line {
                out.extend_from_slice(line);
            }
            placed = true;
            copied = end;
        }
    }
    out.extend_from_slice(&mime[copied..]);
    if !placed && let Some(line) = line {
        out.splice(0..0, line);
    }
    out
}

/// What a small built message holds.
pub(super) struct Outgoing<'a> {
    pub(super) from: Option<&'a Addr>,
    pub(super) to: &'a [Addr],
    pub(super) cc: &'a [Addr],
    pub(super) bcc: &'a [Addr],
    pub(super) subject: &'a str,
    pub(super) html: bool,
    pub(super) body: &'a str,
    pub(super) message_id: &'a str,
    pub(super) date: SystemTime,
    /// Custom `x-` header fields.
    pub(super) extra: &'a [(String, String)],
}

/// A single-part message (CRLF line ends, 8bit UTF-8 body).
pub(super) fn build(message: &Outgoing<'_>) -> Vec<u8> {
    let mut out = String::new();
    let mut field = |name: &str, value: &str| {
        out.push_str(name);
        out.push_str(": ");
        out.push_str(value);
        out.push_str("\r\n");
    };
    if let Some(from) = message.from {
        field("From", &from.to_header());
    }
    field("Date", &super::rfc5322_date(message.date));
    for (name, addresses) in [("To", message.to), ("Cc", message.cc), ("Bcc", message.bcc)] {
        if !addresses.is_empty() {
            field(name, &list(addresses));
        }
    }
    field("Subject", message.subject);
    field("Message-ID", message.message_id);
    for (name, value) in message.extra {
        field(name, value);
    }
    field("MIME-Version", "1.0");
    field("Content-Type", if message.html { "text/html; charset=utf-8" } else { "text/plain; charset=utf-8" });
    field("Content-Transfer-Encoding", "8bit");
    out.push_str("\r\n");
    for line in message.body.lines() {
        out.push_str(line);
        out.push_str("\r\n");
    }
    out.into_bytes()
}
