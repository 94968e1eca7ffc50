//! Just enough RFC 5322 for the fake: what Graph reports of a message's header (unfolded; no
//! RFC 2047 decoding), address lists, and small messages built for JSON `sendMail` and drafts.
//! Reading and setting header fields is the fakes' shared `crate::fake::mime`.

use std::time::SystemTime;

use crate::fake::mime::{address_items, fields, message_ids, split};
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
