//! Just enough MIME for the fake: header fields as Gmail reports them, address lists, the
//! part tree of the `full` format with decoded bodies, the snippet, and adding a header field.
//! Reading the header (unfolded, RFC 2047 left encoded), Message-ID lists and setting or
//! removing a field are the fakes' shared `crate::fake::mime`.

use base64::Engine as _;
use base64::alphabet;
use base64::engine::DecodePaddingMode;
use base64::engine::general_purpose::{GeneralPurpose, GeneralPurposeConfig};

use crate::fake::mime::{self as shared, address_items, line_break, line_end, message_ids};
use crate::fake::util::percent_decode;

pub(super) use crate::fake::mime::split;

/// Parts nested deeper than this are not split further (a hostile message cannot make the
/// parser recurse without end).
const MAX_DEPTH: usize = 24;

/// The header fields as (name, value): unfolded (line breaks removed), the leading and
/// trailing white space trimmed, as Gmail reports `payload.headers`; a line whose name is
/// empty or holds a space is not a field.
// https://developers.google.com/gmail/api/reference/rest/v1/users.messages#MessagePart
pub(super) fn fields(mime: &[u8]) -> Vec<(String, String)> {
    shared::fields(mime).into_iter().filter(|(name, _)| !name.is_empty() && !name.contains(' ')).collect()
}

/// The value of the first field `name` (case-insensitive).
pub(super) fn field(fields: &[(String, String)], name: &str) -> Option<String> {
    fields.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.clone())
}

/// What the fake reads from a message's header for threading, sending and its helpers.
#[derive(Debug, Clone, Default)]
pub(super) struct Head {
    pub(super) subject: String,
    /// The Message-ID with its angle brackets.
    pub(super) message_id: Option<String>,
    /// The Message-IDs of References and In-Reply-To.
    pub(super) refs: Vec<String>,
    /// Lowercase addresses of To, Cc and Bcc, in that order, without repeats.
    pub(super) recipients: Vec<String>,
    pub(super) from: Option<String>,
    pub(super) date: Option<String>,
}

pub(super) fn head(mime: &[u8]) -> Head {
    let mut head = Head::default();
    for (name, value) in fields(mime) {
        match name.to_ascii_lowercase().as_str() {
            "subject" if head.subject.is_empty() => head.subject = value,
            "message-id" if head.message_id.is_none() && !value.is_empty() => {
                head.message_id = message_ids(&value).into_iter().next().or(Some(value));
            }
            "references" | "in-reply-to" => head.refs.extend(message_ids(&value)),
            "to" | "cc" | "bcc" => {
                for address in addresses(&value) {
                    if !head.recipients.contains(&address) {
                        head.recipients.push(address);
                    }
                }
            }
            "from" if head.from.is_none() => head.from = addresses(&value).into_iter().next(),
            "date" if head.date.is_none() => head.date = Some(value),
            _ => {}
        }
    }
    head
}

/// A subject without its leading `Re:`, `Fwd:` and `Fw:` prefixes, lowercase, white space
/// collapsed: Gmail threads replies whose subject matches this way.
// https://developers.google.com/gmail/api/guides/threads
pub(super) fn thread_subject(subject: &str) -> String {
    let mut rest = subject.trim();
    loop {
        let lower = rest.to_ascii_lowercase();
        let stripped = ["re:", "fwd:", "fw:", "re :", "fwd :", "fw :"]
            .iter()
            .find(|prefix| lower.starts_with(*prefix))
            .map(|prefix| rest[prefix.len()..].trim_start());
        match stripped {
            Some(next) => rest = next,
            None => break,
        }
    }
    rest.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase()
}

/// The lowercase addresses of an address-list field: `Name <a@b>`, `"Name, Jr." <a@b>`, bare
/// `a@b`, comma-separated; group names are dropped, comments skipped.
pub(super) fn addresses(value: &str) -> Vec<String> {
    address_items(value, false).iter().filter_map(|p| one_address(p)).collect()
}

fn one_address(part: &str) -> Option<String> {
    let mut part = part.trim();
    // "Group: a@b" → "a@b" (a group name has no angle bracket or @ before its colon).
    if let Some(colon) = part.find(':')
        && !part[..colon].contains(['<', '@'])
    {
        part = part[colon + 1..].trim();
    }
    if let (Some(open), Some(close)) = (part.rfind('<'), part.rfind('>'))
        && open < close
    {
        let address = part[open + 1..close].trim();
        return address.contains('@').then(|| address.to_lowercase());
    }
    let bare = part.split_whitespace().next_back()?;
    bare.contains('@').then(|| bare.to_lowercase())
}

/// `mime` with the field `name: value` on top, with the message's own line ends.
pub(super) fn prepend_field(mime: &[u8], name: &str, value: &str) -> Vec<u8> {
    let mut out = format!("{name}: {value}{}", line_break(mime)).into_bytes();
    out.extend_from_slice(mime);
    out
}

/// One MIME part as Gmail's `full` format shows it.
// https://developers.google.com/gmail/api/reference/rest/v1/users.messages#MessagePart
pub(super) struct Part {
    /// `""` for the message itself, then `0`, `1`, … and `0.1` for nested parts.
    pub(super) part_id: String,
    /// Lowercase `type/subtype` (`text/plain` when the part has no Content-Type).
    pub(super) mime_type: String,
    pub(super) filename: String,
    pub(super) headers: Vec<(String, String)>,
    /// The body with its transfer encoding undone (empty for a multipart).
    pub(super) body: Vec<u8>,
    pub(super) parts: Vec<Part>,
    /// Whether it is an attachment: it has a filename or `Content-Disposition: attachment`.
    pub(super) attachment: bool,
    pub(super) charset: String,
}

/// The part tree of a message.
pub(super) fn parse(mime: &[u8]) -> Part {
    parse_part(mime, String::new(), 0, "text/plain")
}

fn parse_part(bytes: &[u8], part_id: String, depth: usize, default_type: &str) -> Part {
    let headers = fields(bytes);
    let (_, body_start) = split(bytes);
    let body = &bytes[body_start..];
    let (mime_type, params) = match field(&headers, "content-type") {
        Some(value) => {
            let (kind, params) = parameters(&value);
            if kind.contains('/') { (kind, params) } else { (default_type.to_string(), params) }
        }
        None => (default_type.to_string(), Vec::new()),
    };
    let param = |list: &[(String, String)], name: &str| {
        list.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.clone())
    };
    let (disposition, disposition_params) =
        field(&headers, "content-disposition").map(|v| parameters(&v)).unwrap_or_default();
    let filename = param(&disposition_params, "filename")
        .or_else(|| param(&params, "name"))
        .unwrap_or_default()
        .trim()
        .to_string();
    let charset = param(&params, "charset").unwrap_or_default().to_ascii_lowercase();
    let boundary = param(&params, "boundary").filter(|b| !b.is_empty());
    if mime_type.starts_with("multipart/")
        && depth < MAX_DEPTH
        && let Some(boundary) = boundary
    {
        let child_default = if mime_type == "multipart/digest" { "message/rfc822" } else { "text/plain" };
        let parts = split_multipart(body, &boundary)
            .into_iter()
            .enumerate()
            .map(|(i, child)| {
                let id = if part_id.is_empty() { i.to_string() } else { format!("{part_id}.{i}") };
                parse_part(child, id, depth + 1, child_default)
            })
            .collect();
        return Part {
            part_id,
            mime_type,
            filename: String::new(),
            headers,
            body: Vec::new(),
            parts,
            attachment: false,
            charset,
        };
    }
    let encoding = field(&headers, "content-transfer-encoding").unwrap_or_default().trim().to_ascii_lowercase();
    let decoded = match encoding.as_str() {
        "base64" => decode_base64_body(body),
        "quoted-printable" => decode_quoted_printable(body),
        _ => body.to_vec(),
    };
    let attachment = !filename.is_empty() || disposition.eq_ignore_ascii_case("attachment");
    Part { part_id, mime_type, filename, headers, body: decoded, parts: Vec::new(), attachment, charset }
}

/// `type/subtype; name=value; name="quoted value"` → (lowercase type, parameters). RFC 2231
/// extended values (`name*=utf-8''%E2%82%AC`) are percent-decoded.
pub(super) fn parameters(value: &str) -> (String, Vec<(String, String)>) {
    let mut items = Vec::new();
    let mut current = String::new();
    let (mut quoted, mut escaped) = (false, false);
    for c in value.chars() {
        if escaped {
            current.push(c);
            escaped = false;
            continue;
        }
        match c {
            '\\' if quoted => escaped = true,
            '"' => quoted = !quoted,
            ';' if !quoted => items.push(std::mem::take(&mut current)),
            _ => current.push(c),
        }
    }
    items.push(current);
    let kind = items.first().map(|k| k.trim().to_ascii_lowercase()).unwrap_or_default();
    let params = items
        .iter()
        .skip(1)
        .filter_map(|item| {
            let (name, value) = item.split_once('=')?;
            let name = name.trim();
            let value = value.trim();
            match name.strip_suffix('*') {
                Some(name) => {
                    let encoded = value.splitn(3, '\'').nth(2).unwrap_or(value);
                    Some((name.to_string(), percent_decode(encoded)))
                }
                None => Some((name.to_string(), value.to_string())),
            }
        })
        .collect();
    (kind, params)
}

/// The bodies of the parts of a multipart body: what lies between the `--boundary` lines, up
/// to `--boundary--` (or the end).
// https://www.rfc-editor.org/rfc/rfc2046#section-5.1.1
pub(super) fn split_multipart<'a>(body: &'a [u8], boundary: &str) -> Vec<&'a [u8]> {
    let delimiter = format!("--{boundary}").into_bytes();
    // (start of the delimiter line, start of the next line)
    let mut marks: Vec<(usize, usize)> = Vec::new();
    let mut closed = false;
    let mut start = 0;
    while start < body.len() {
        let end = line_end(body, start, body.len());
        let line = &body[start..end];
        if let Some(rest) = line.strip_prefix(delimiter.as_slice()) {
            let close = rest.starts_with(b"--");
            let rest = if close { &rest[2..] } else { rest };
            if rest.iter().all(|b| b.is_ascii_whitespace()) {
                marks.push((start, end));
                if close {
                    closed = true;
                    break;
                }
            }
        }
        start = end;
    }
    if !closed {
        marks.push((body.len(), body.len()));
    }
    marks
        .windows(2)
        .map(|pair| {
            let content = &body[pair[0].1..pair[1].0.max(pair[0].1)];
            // The line break before a delimiter belongs to the delimiter.
            let content = content.strip_suffix(b"\n").unwrap_or(content);
            content.strip_suffix(b"\r").unwrap_or(content)
        })
        .collect()
}

/// A base64 body: characters outside the alphabet (line breaks) are skipped; what cannot be
/// decoded is kept as it is.
fn decode_base64_body(body: &[u8]) -> Vec<u8> {
    const INDIFFERENT: GeneralPurpose = GeneralPurpose::new(
        &alphabet::STANDARD,
        GeneralPurposeConfig::new()
            .with_decode_padding_mode(DecodePaddingMode::Indifferent)
            .with_decode_allow_trailing_bits(true),
    );
    let clean: Vec<u8> =
        body.iter().copied().filter(|b| b.is_ascii_alphanumeric() || *b == b'+' || *b == b'/').collect();
    // A length of 4n+1 cannot be base64: the last character is dropped.
    let usable = if clean.len() % 4 == 1 { &clean[..clean.len() - 1] } else { &clean[..] };
    INDIFFERENT.decode(usable).unwrap_or_else(|_| body.to_vec())
}

/// A quoted-printable body: `=XX` escapes and soft line breaks undone.
// https://www.rfc-editor.org/rfc/rfc2045#section-6.7
fn decode_quoted_printable(body: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(body.len());
    let mut i = 0;
    while i < body.len() {
        if body[i] != b'=' {
            out.push(body[i]);
            i += 1;
            continue;
        }
        let hex = |b: Option<&u8>| b.and_then(|b| (*b as char).to_digit(16));
        match (hex(body.get(i + 1)), hex(body.get(i + 2))) {
            (Some(hi), Some(lo)) => {
                out.push((hi * 16 + lo) as u8);
                i += 3;
            }
            _ => {
                // A soft line break: `=` then optional blanks then the line end.
                let mut j = i + 1;
                while j < body.len() && matches!(body[j], b' ' | b'\t') {
                    j += 1;
                }
                if body.get(j) == Some(&b'\r') {
                    j += 1;
                }
                if body.get(j) == Some(&b'\n') {
                    i = j + 1;
                } else {
                    out.push(b'=');
                    i += 1;
                }
            }
        }
    }
    out
}

/// Text of a part in its charset (UTF-8 unless it says Latin-1 or Windows-1252).
fn text_of(part: &Part) -> String {
    match part.charset.as_str() {
        "iso-8859-1" | "latin1" | "latin-1" | "windows-1252" | "us-ascii" => {
            part.body.iter().map(|&b| char::from(b)).collect()
        }
        _ => String::from_utf8_lossy(&part.body).into_owned(),
    }
}

/// The snippet: the start of the message's text (its first `text/plain` part, else its first
/// `text/html` part without tags), white space collapsed, cut to 100 characters, with HTML's
/// special characters escaped as Gmail escapes them (`&#39;`, `&quot;`, `&amp;`, `&lt;`,
/// `&gt;`).
// https://developers.google.com/gmail/api/reference/rest/v1/users.messages
pub(super) fn snippet(root: &Part) -> String {
    let text = find_leaf(root, "text/plain")
        .map(text_of)
        .or_else(|| find_leaf(root, "text/html").map(|p| strip_tags(&text_of(p))));
    let collapsed = text.unwrap_or_default().split_whitespace().collect::<Vec<_>>().join(" ");
    let cut: String = collapsed.chars().take(100).collect();
    let mut out = String::with_capacity(cut.len());
    for c in cut.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            other => out.push(other),
        }
    }
    out
}

fn find_leaf<'a>(part: &'a Part, mime_type: &str) -> Option<&'a Part> {
    if part.parts.is_empty() {
        return (part.mime_type == mime_type && !part.attachment).then_some(part);
    }
    part.parts.iter().find_map(|child| find_leaf(child, mime_type))
}

/// HTML without its tags (and without the content of `style` and `script`), the common
/// entities decoded.
fn strip_tags(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(open) = rest.find('<') {
        out.push_str(&rest[..open]);
        out.push(' ');
        let after = &rest[open..];
        let lower = after.get(..7).unwrap_or(after).to_ascii_lowercase();
        let skip_to = if lower.starts_with("<style") {
            after.to_ascii_lowercase().find("</style>").map(|i| i + 8)
        } else if lower.starts_with("<script") {
            after.to_ascii_lowercase().find("</script>").map(|i| i + 9)
        } else {
            after.find('>').map(|i| i + 1)
        };
        match skip_to {
            Some(skip) => rest = &after[skip..],
            None => {
                rest = "";
                break;
            }
        }
    }
    out.push_str(rest);
    out.replace("&nbsp;", " ")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}
