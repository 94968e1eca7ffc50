//! Just enough RFC 5322 for the fake: what Graph reports of a message's header (unfolded; no
//! RFC 2047 decoding), address lists, small messages built for JSON `sendMail` and drafts, and
//! file attachments added to a message as base64 parts of a multipart/mixed.
//! Reading and setting header fields is the fakes' shared `crate::fake::mime`.

use std::time::SystemTime;

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;

use crate::fake::mime::{address_items, fields, line_break, line_end, message_ids, split};
use crate::fake::util::rfc5322_date;

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

/// What Graph reports of a message (see [`Head`]).
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
            "in-reply-to" => in_reply_to = message_ids(&value).into_iter().next(),
            "references" => references = message_ids(&value).into_iter().next(),
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

/// The addresses of an address-list field: `Name <a@b>`, `"Name, Jr." <a@b>`, bare `a@b`,
/// comma-separated; group names are dropped, comments skipped.
pub(super) fn addresses(value: &str) -> Vec<Addr> {
    address_items(value, true).iter().filter_map(|p| one_address(p)).collect()
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
    field("Date", &rfc5322_date(message.date, true));
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

/// A file attached to a message: what goes into the header of its MIME part.
#[derive(Debug, Clone)]
pub(super) struct FileAttachment {
    pub(super) name: String,
    pub(super) content_type: String,
    /// Shown in the body (`Content-Disposition: inline`) rather than listed as an attachment.
    pub(super) inline: bool,
    /// The Content-ID, without angle brackets (what an inline image's `cid:` URL names).
    pub(super) content_id: Option<String>,
}

/// `mime` with `bytes` attached as a base64 part (RFC 2046, RFC 2183). A multipart/mixed
/// message gets the part before its closing boundary; any other message is wrapped first: its
/// content fields and body become the first part of a new multipart/mixed with `boundary`
/// (which must not occur in `mime`).
pub(super) fn attach(mime: &[u8], file: &FileAttachment, bytes: &[u8], boundary: &str) -> Vec<u8> {
    let lb = line_break(mime);
    let part = attachment_part(file, bytes, lb);
    match mixed_boundary(mime) {
        Some(existing) => append_part(mime, &existing, &part, lb),
        None => wrap(mime, &part, boundary, lb),
    }
}

/// The boundary of a multipart/mixed message (`None` for any other).
fn mixed_boundary(mime: &[u8]) -> Option<String> {
    let (_, value) = fields(mime).into_iter().find(|(name, _)| name.eq_ignore_ascii_case("content-type"))?;
    let mut params = value.split(';');
    if !params.next()?.trim().eq_ignore_ascii_case("multipart/mixed") {
        return None;
    }
    params.find_map(|param| {
        let (name, value) = param.split_once('=')?;
        name.trim().eq_ignore_ascii_case("boundary").then(|| value.trim().trim_matches('"').to_string())
    })
}

/// Adds `part` (its header, a blank line, its content) before the closing delimiter
/// `--{boundary}--` (at the end when there is none).
fn append_part(mime: &[u8], boundary: &str, part: &str, lb: &str) -> Vec<u8> {
    let (_, body) = split(mime);
    let closing = format!("--{boundary}--");
    let mut last = None;
    let mut start = body;
    while start < mime.len() {
        if mime[start..].starts_with(closing.as_bytes()) {
            last = Some(start);
        }
        start = line_end(mime, start, mime.len());
    }
    let mut out = Vec::with_capacity(mime.len() + part.len() + 2 * boundary.len() + 16);
    match last {
        // The line break before the closing delimiter now goes before the new part's.
        Some(at) => {
            out.extend_from_slice(&mime[..at]);
            out.extend_from_slice(format!("--{boundary}{lb}{part}{lb}").as_bytes());
            out.extend_from_slice(&mime[at..]);
        }
        None => {
            out.extend_from_slice(mime);
            if !mime.ends_with(b"\n") {
                out.extend_from_slice(lb.as_bytes());
            }
            out.extend_from_slice(format!("--{boundary}{lb}{part}{lb}{closing}{lb}").as_bytes());
        }
    }
    out
}

/// A multipart/mixed of the message's own content (its `Content-*` fields and body, as they
/// are) and `part`; the other header fields stay on top.
fn wrap(mime: &[u8], part: &str, boundary: &str, lb: &str) -> Vec<u8> {
    let (head_end, body) = split(mime);
    let (mut top, mut content) = (Vec::new(), Vec::new());
    let mut start = 0;
    while start < head_end {
        let mut end = line_end(mime, start, head_end);
        while end < head_end && matches!(mime[end], b' ' | b'\t') {
            end = line_end(mime, end, head_end);
        }
        let field = &mime[start..end];
        let name = field.split(|&b| b == b':').next().unwrap_or_default().trim_ascii().to_ascii_lowercase();
        if name.starts_with(b"content-") {
            content.extend_from_slice(field);
        } else if name != b"mime-version" {
            top.extend_from_slice(field);
        }
        start = end;
    }
    let mut out = top;
    out.extend_from_slice(
        format!("MIME-Version: 1.0{lb}Content-Type: multipart/mixed; boundary=\"{boundary}\"{lb}{lb}").as_bytes(),
    );
    out.extend_from_slice(format!("--{boundary}{lb}").as_bytes());
    out.extend_from_slice(&content);
    out.extend_from_slice(lb.as_bytes());
    out.extend_from_slice(&mime[body..]);
    out.extend_from_slice(format!("{lb}--{boundary}{lb}{part}{lb}--{boundary}--{lb}").as_bytes());
    out
}

/// The attachment's part: its header fields, a blank line and the base64 content in lines of
/// 76 characters (without a line break after the last).
fn attachment_part(file: &FileAttachment, bytes: &[u8], lb: &str) -> String {
    let content_type = file.content_type.trim();
    let content_type = if content_type.contains('/') && !content_type.contains(['\r', '\n', ';']) {
        content_type
    } else {
        "application/octet-stream"
    };
    let disposition = if file.inline { "inline" } else { "attachment" };
    let mut part = format!(
        "Content-Type: {content_type}; {}{lb}Content-Disposition: {disposition}; {}{lb}",
        parameter("name", &file.name),
        parameter("filename", &file.name)
    );
    if let Some(id) =
        file.content_id.as_deref().map(|id| id.trim().trim_matches(['<', '>'])).filter(|id| !id.is_empty())
    {
        part.push_str(&format!("Content-ID: <{}>{lb}", id.replace(['\r', '\n', '<', '>'], "")));
    }
    part.push_str(&format!("Content-Transfer-Encoding: base64{lb}{lb}"));
    let encoded = STANDARD.encode(bytes);
    let lines: Vec<&str> =
        encoded.as_bytes().chunks(76).map(|chunk| std::str::from_utf8(chunk).unwrap_or_default()).collect();
    part.push_str(&lines.join(lb));
    part
}

/// `name="value"` for a printable ASCII value, else the RFC 2231 form `name*=utf-8''…`.
fn parameter(name: &str, value: &str) -> String {
    if value.bytes().all(|b| (0x20..0x7f).contains(&b)) {
        format!("{name}=\"{}\"", value.replace('\\', "\\\\").replace('"', "\\\""))
    } else {
        let encoded: String = value
            .bytes()
            .map(|b| {
                if b.is_ascii_alphanumeric() || b"!#$&+-.^_`|~".contains(&b) {
                    (b as char).to_string()
                } else {
                    format!("%{b:02X}")
                }
            })
            .collect();
        format!("{name}*=utf-8''{encoded}")
    }
}
