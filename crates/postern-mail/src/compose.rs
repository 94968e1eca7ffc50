//! Outgoing mail (the one home of `mail-builder`): a message from its parts, and what a reply
//! or a forward takes from the original (recipients, subject, thread headers, quoted text).

use mail_builder::MessageBuilder;
use mail_builder::headers::address::Address;
use mail_parser::MessageParser;

/// A mailbox: an address and an optional display name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mailbox {
    pub name: Option<String>,
    pub email: String,
}

/// An attachment to send.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutgoingAttachment {
    pub filename: String,
    pub content_type: String,
    pub bytes: Vec<u8>,
}

/// A message to send, or a draft. `bcc` is written into drafts only (a sent message carries it
/// on the envelope alone).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Outgoing {
    pub from: Option<Mailbox>,
    pub to: Vec<Mailbox>,
    pub cc: Vec<Mailbox>,
    pub bcc: Vec<Mailbox>,
    /// Whether this is a draft (keeps `Bcc:`, and `headers`).
    pub draft: bool,
    /// Extra headers of a draft (name, value).
    pub headers: Vec<(String, String)>,
    pub subject: String,
    pub text: Option<String>,
    pub html: Option<String>,
    pub attachments: Vec<OutgoingAttachment>,
    /// Without `<>`.
    pub message_id: String,
    pub in_reply_to: Option<String>,
    /// Oldest first, without `<>`.
    pub references: Vec<String>,
    /// Unix seconds.
    pub date: i64,
}

fn list(mailboxes: &[Mailbox]) -> Address<'_> {
    Address::new_list(mailboxes.iter().map(|m| Address::new_address(m.name.as_deref(), m.email.as_str())).collect())
}

/// The message as bytes (CRLF line ends).
pub fn compose(m: &Outgoing) -> Vec<u8> {
    let mut b = MessageBuilder::new().subject(m.subject.as_str()).message_id(m.message_id.as_str()).date(m.date);
    if let Some(from) = &m.from {
        b = b.from(Address::new_address(from.name.as_deref(), from.email.as_str()));
    }
    if !m.to.is_empty() {
        b = b.to(list(&m.to));
    }
    if !m.cc.is_empty() {
        b = b.cc(list(&m.cc));
    }
    if m.draft {
        if !m.bcc.is_empty() {
            b = b.bcc(list(&m.bcc));
        }
        for (name, value) in &m.headers {
            b = b.header(name.as_str(), mail_builder::headers::raw::Raw::new(value.as_str()));
        }
    }
    if let Some(parent) = &m.in_reply_to {
        b = b.in_reply_to(parent.as_str());
    }
    if !m.references.is_empty() {
        b = b.references(m.references.as_slice());
    }
    if let Some(text) = &m.text {
        b = b.text_body(text.as_str());
    }
    if let Some(html) = &m.html {
        b = b.html_body(html.as_str());
    }
    if m.text.is_none() && m.html.is_none() {
        b = b.text_body("");
    }
    for a in &m.attachments {
        b = b.attachment(a.content_type.as_str(), a.filename.as_str(), a.bytes.as_slice());
    }
    b.write_to_vec().unwrap_or_default()
}

/// What a reply or a forward takes from the original message.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Original {
    pub message_id: Option<String>,
    pub references: Vec<String>,
    pub subject: String,
    pub from: Vec<Mailbox>,
    pub reply_to: Vec<Mailbox>,
    pub to: Vec<Mailbox>,
    pub cc: Vec<Mailbox>,
    /// `Date:` as written.
    pub date: String,
    pub text: String,
}

fn mailboxes(value: Option<&mail_parser::Address<'_>>) -> Vec<Mailbox> {
    value
        .map(|a| {
            a.iter()
                .filter_map(|x| Some(Mailbox { name: x.name().map(str::to_string), email: x.address()?.to_string() }))
                .collect()
        })
        .unwrap_or_default()
}

/// Reads the parts of `raw` a reply or forward needs. Never panics.
pub fn original(raw: &[u8]) -> Original {
    let Some(message) = MessageParser::default().parse(raw) else { return Original::default() };
    let ids = |value: &mail_parser::HeaderValue<'_>| -> Vec<String> {
        match value {
            mail_parser::HeaderValue::Text(t) => vec![t.to_string()],
            mail_parser::HeaderValue::TextList(l) => l.iter().map(|t| t.to_string()).collect(),
            _ => Vec::new(),
        }
    };
    Original {
        message_id: message.message_id().map(str::to_string),
        references: ids(message.references()),
        subject: message.subject().unwrap_or_default().to_string(),
        from: mailboxes(message.from()),
        reply_to: mailboxes(message.reply_to()),
        to: mailboxes(message.to()),
        cc: mailboxes(message.cc()),
        date: message.date().map(|d| d.to_rfc822()).unwrap_or_default(),
        text: crate::parse(raw).text,
    }
}

/// `Re: subject`, unless it is a reply already (`Re:`, `RE:`, `AW:`, `SV:`, `Antw:`, …).
pub fn reply_subject(subject: &str) -> String {
    prefixed("Re: ", subject, &["re", "aw", "sv", "vs", "antw", "odp", "ynt"])
}

/// `Fwd: subject`, unless it is a forward already (`Fwd:`, `Fw:`, `WG:`, `TR:`, `RV:`, …).
pub fn forward_subject(subject: &str) -> String {
    prefixed("Fwd: ", subject, &["fwd", "fw", "wg", "tr", "rv", "vs"])
}

fn prefixed(prefix: &str, subject: &str, known: &[&str]) -> String {
    let trimmed = subject.trim();
    let already = trimmed
        .split_once(':')
        .map(|(head, _)| head.trim().trim_end_matches(|c: char| c == ']' || c.is_ascii_digit() || c == '['))
        .is_some_and(|head| known.iter().any(|k| head.eq_ignore_ascii_case(k)));
    if already { trimmed.to_string() } else { format!("{prefix}{trimmed}") }
}

/// The original's text quoted under an attribution line, for a reply.
pub fn quoted(original: &Original) -> String {
    let who = original.from.first().map(|m| match &m.name {
        Some(name) => format!("{name} <{}>", m.email),
        None => m.email.clone(),
    });
    let mut out = match (who, original.date.is_empty()) {
        (Some(who), false) => format!("On {}, {who} wrote:\n", original.date),
        (Some(who), true) => format!("{who} wrote:\n"),
        (None, _) => String::new(),
    };
    for line in original.text.lines() {
        out.push('>');
        if !line.starts_with('>') {
            out.push(' ');
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// The original as an inline forward: a header block, then its text.
pub fn forwarded(original: &Original) -> String {
    let join = |list: &[Mailbox]| list.iter().map(|m| m.email.as_str()).collect::<Vec<_>>().join(", ");
    format!(
        "---------- Forwarded message ----------\nFrom: {}\nDate: {}\nSubject: {}\nTo: {}\n\n{}",
        join(&original.from),
        original.date,
        original.subject,
        join(&original.to),
        original.text
    )
}

/// A draft made ready to send: its recipients (To, Cc and Bcc), its Message-ID, the headers
/// Postern keeps on drafts (`X-Postern-…`), and the message without `Bcc:` and those headers.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DraftParts {
    pub recipients: Vec<String>,
    pub message_id: Option<String>,
    pub postern_headers: Vec<(String, String)>,
    pub message: Vec<u8>,
}

/// Splits a draft for sending. Never panics.
pub fn draft_parts(raw: &[u8]) -> DraftParts {
    let mut parts = DraftParts::default();
    if let Some(message) = MessageParser::default().parse(raw) {
        for list in [message.to(), message.cc(), message.bcc()] {
            parts.recipients.extend(mailboxes(list).into_iter().map(|m| m.email));
        }
        parts.message_id = message.message_id().map(str::to_string);
    }
    let split = raw.windows(4).position(|w| w == b"\r\n\r\n").map(|i| i + 2).unwrap_or(raw.len());
    let (head, body) = raw.split_at(split);
    let mut kept = Vec::with_capacity(raw.len());
    let mut dropping = false;
    for line in head.split_inclusive(|b| *b == b'\n') {
        let continuation = line.first().is_some_and(|b| *b == b' ' || *b == b'\t');
        if !continuation {
            let name = line.split(|b| *b == b':').next().unwrap_or_default();
            let name = String::from_utf8_lossy(name).trim().to_ascii_lowercase();
            dropping = name == "bcc" || name.starts_with("x-postern-");
            if name.starts_with("x-postern-")
                && let Some((_, value)) = String::from_utf8_lossy(line).split_once(':')
            {
                parts.postern_headers.push((name, value.trim().to_string()));
            }
        }
        if !dropping {
            kept.extend_from_slice(line);
        }
    }
    kept.extend_from_slice(body);
    parts.message = kept;
    parts
}

/// An attachment taken out of a message, to be added to it by other means.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Detached {
    pub filename: Option<String>,
    /// `type/subtype`.
    pub content_type: String,
    /// Without `<>`.
    pub content_id: Option<String>,
    pub inline: bool,
    /// Decoded.
    pub bytes: Vec<u8>,
}

/// Takes the largest attachments of a multipart message (its top level only) out of it until
/// the rest is at most `keep` bytes, for a provider whose upload of a whole message is limited
/// (Graph's 4 MB) and that adds attachments by other means. `None` when nothing need or can
/// be taken out; the rest may still be over `keep` when the attachments were not enough.
/// Linear in the message; never panics.
pub fn detach(raw: &[u8], keep: usize) -> Option<(Vec<u8>, Vec<Detached>)> {
    use mail_parser::{MimeHeaders, PartType};
    if raw.len() <= keep {
        return None;
    }
    let message = MessageParser::default().parse(raw)?;
    let root = message.parts.first()?;
    let PartType::Multipart(children) = &root.body else { return None };
    let boundary = root.content_type()?.attribute("boundary")?;
    let delimiter = format!("--{boundary}");
    // (cut from, cut to, part) of each top-level attachment, the CRLF before its delimiter
    // line included: what is left is a well-formed multipart.
    let mut cuts: Vec<(usize, usize, &mail_parser::MessagePart<'_>)> = Vec::new();
    for id in children {
        let Some(part) = message.parts.get(*id as usize) else { continue };
        if !message.attachments.contains(id) || matches!(part.body, PartType::Multipart(_)) {
            continue;
        }
        let (start, end) = (part.offset_header as usize, part.offset_end as usize);
        if start > end || end > raw.len() {
            continue;
        }
        let before = raw[..start].strip_suffix(b"\n")?;
        let before = before.strip_suffix(b"\r").unwrap_or(before);
        let line = before.iter().rposition(|b| *b == b'\n').map_or(0, |i| i + 1);
        if !before[line..].starts_with(delimiter.as_bytes()) {
            continue;
        }
        let from = if raw[..line].ends_with(b"\r\n") { line - 2 } else { line.saturating_sub(1) };
        let search = end.saturating_sub(2).max(start);
        let next = raw[search..].windows(3).position(|w| w == b"\n--").map(|i| search + i)?;
        let to = if next > 0 && raw[next - 1] == b'\r' { next - 1 } else { next };
        if to >= from {
            cuts.push((from, to.max(from), part));
        }
    }
    cuts.sort_by_key(|(from, to, _)| std::cmp::Reverse(to - from));
    let mut left = raw.len();
    let mut taken = Vec::new();
    for (from, to, part) in cuts {
        if left <= keep {
            break;
        }
        left -= to - from;
        taken.push((from, to, part));
    }
    if taken.is_empty() {
        return None;
    }
    taken.sort_by_key(|(from, _, _)| *from);
    let mut rest = Vec::with_capacity(left);
    let mut at = 0;
    let mut detached = Vec::with_capacity(taken.len());
    for (from, to, part) in taken {
        rest.extend_from_slice(&raw[at..from]);
        at = to;
        let described = crate::parse::describe_attachment(0, part);
        detached.push(Detached {
            filename: described.filename,
            content_type: described.content_type,
            content_id: part.content_id().map(|id| id.trim_matches(['<', '>']).to_string()),
            inline: described.inline,
            bytes: part.contents().to_vec(),
        });
    }
    rest.extend_from_slice(&raw[at..]);
    Some((rest, detached))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subjects_are_not_prefixed_twice() {
        assert_eq!(reply_subject("Plans"), "Re: Plans");
        assert_eq!(reply_subject("RE: Plans"), "RE: Plans");
        assert_eq!(reply_subject("AW: Pläne"), "AW: Pläne");
        assert_eq!(reply_subject("Re[2]: Plans"), "Re[2]: Plans");
        assert_eq!(reply_subject("Ticket: 42"), "Re: Ticket: 42");
        assert_eq!(forward_subject("Plans"), "Fwd: Plans");
        assert_eq!(forward_subject("Fw: Plans"), "Fw: Plans");
        assert_eq!(forward_subject("Re: Plans"), "Fwd: Re: Plans");
    }

    #[test]
    fn a_composed_message_reads_back() {
        let m = Outgoing {
            from: Some(Mailbox { name: Some("Alice Ä".into()), email: "alice@example.test".into() }),
            to: vec![Mailbox { name: None, email: "bob@example.org".into() }],
            subject: "Grüße".into(),
            text: Some("Hallo Bob\n.dot".into()),
            html: Some("<p>Hallo</p>".into()),
            attachments: vec![OutgoingAttachment {
                filename: "a.pdf".into(),
                content_type: "application/pdf".into(),
                bytes: b"%PDF-1.4".to_vec(),
            }],
            message_id: "m1@example.test".into(),
            in_reply_to: Some("p@example.org".into()),
            references: vec!["r@example.org".into(), "p@example.org".into()],
            date: 1_764_000_000,
            ..Outgoing::default()
        };
        let raw = compose(&m);
        let back = original(&raw);
        assert_eq!(back.subject, "Grüße");
        assert_eq!(back.message_id.as_deref(), Some("m1@example.test"));
        assert_eq!(back.references, ["r@example.org", "p@example.org"]);
        assert_eq!(back.from[0].name.as_deref(), Some("Alice Ä"));
        assert!(back.text.contains("Hallo Bob"));
        assert_eq!(crate::parse::attachments(&raw)[0].filename.as_deref(), Some("a.pdf"));
        let raw_text = String::from_utf8_lossy(&raw);
        assert!(raw_text.contains("In-Reply-To: <p@example.org>"), "{raw_text}");
        // No Bcc header (random boundaries and ids may hold the letters).
        assert!(!raw_text.to_ascii_lowercase().contains("\nbcc:"), "{raw_text}");
        let mut draft = m.clone();
        draft.draft = true;
        draft.bcc = vec![Mailbox { name: None, email: "hidden@example.org".into() }];
        draft.headers = vec![("X-Postern-Reference".into(), "msg_1 reply".into())];
        let parts = draft_parts(&compose(&draft));
        assert_eq!(parts.recipients, ["bob@example.org", "hidden@example.org"]);
        assert_eq!(parts.message_id.as_deref(), Some("m1@example.test"));
        assert_eq!(parts.postern_headers, [("x-postern-reference".to_string(), "msg_1 reply".to_string())]);
        let sendable = String::from_utf8_lossy(&parts.message);
        assert!(!sendable.contains("hidden@") && !sendable.contains("X-Postern"), "{sendable}");
        assert!(sendable.contains("Subject: ") && sendable.contains("a.pdf"));
        let q = quoted(&back);
        assert!(q.starts_with("On ") && q.contains("Alice Ä <alice@example.test> wrote:\n> Hallo Bob"), "{q}");
    }

    #[test]
    fn the_largest_attachments_are_taken_out_and_the_rest_is_well_formed() {
        let attachment = |name: &str, size: usize| OutgoingAttachment {
            filename: name.into(),
            content_type: "application/octet-stream".into(),
            bytes: (0..size).map(|i| (i % 251) as u8).collect(),
        };
        let m = Outgoing {
            to: vec![Mailbox { name: None, email: "bob@example.org".into() }],
            subject: "Files".into(),
            text: Some("See the files.".into()),
            html: Some("<p>See the files.</p>".into()),
            attachments: vec![
                attachment("small.bin", 1_000),
                attachment("big.bin", 300_000),
                attachment("mid.bin", 100_000),
            ],
            message_id: "f1@example.test".into(),
            date: 1_764_000_000,
            ..Outgoing::default()
        };
        let raw = compose(&m);
        assert_eq!(detach(&raw, raw.len()), None, "nothing to do when it fits");
        let (rest, taken) = detach(&raw, 200_000).expect("detached");
        assert_eq!(taken.len(), 1);
        assert_eq!(taken[0].filename.as_deref(), Some("big.bin"));
        assert_eq!(taken[0].bytes, m.attachments[1].bytes);
        assert!(rest.len() <= 200_000, "{}", rest.len());
        let left: Vec<_> = crate::parse::attachments(&rest).into_iter().filter_map(|a| a.filename).collect();
        assert_eq!(left, ["small.bin", "mid.bin"]);
        assert_eq!(crate::parse::attachment(&rest, 1).unwrap().1, m.attachments[2].bytes);
        assert!(original(&rest).text.contains("See the files."));
        let (rest, taken) = detach(&raw, 10_000).expect("detached");
        assert_eq!(taken.iter().map(|t| t.filename.clone().unwrap()).collect::<Vec<_>>(), ["big.bin", "mid.bin"]);
        assert_eq!(crate::parse::attachments(&rest).len(), 1);
        assert!(String::from_utf8_lossy(&rest).trim_end().ends_with("--"), "the closing delimiter stays");
        // A message that is not multipart, or is not a message, has nothing to take out.
        assert_eq!(detach(&[b'x'; 500], 10), None);
        let plain = compose(&Outgoing { text: Some("x".repeat(5_000)), ..Outgoing::default() });
        assert_eq!(detach(&plain, 100), None);
    }
}
