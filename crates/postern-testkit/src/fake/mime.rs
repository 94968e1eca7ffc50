//! What the fakes read of a MIME source (RFC 5322): where the header ends, the header fields
//! (unfolded; RFC 2047 words left encoded), Message-ID lists and the items of address lists;
//! and setting or removing a header field. What each provider reports of a message is its
//! fake's own `mime.rs`.

/// Where the header block ends: (end of the last header line, start of the body).
pub(crate) fn split(mime: &[u8]) -> (usize, usize) {
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
pub(crate) fn line_end(mime: &[u8], start: usize, limit: usize) -> usize {
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

/// The header fields as (name, value), both trimmed, the value unfolded (line breaks removed).
pub(crate) fn fields(mime: &[u8]) -> Vec<(String, String)> {
    field_ranges(mime)
        .into_iter()
        .filter_map(|(start, end)| {
            let raw = String::from_utf8_lossy(&mime[start..end]);
            let (name, value) = raw.split_once(':')?;
            Some((name.trim().to_string(), value.replace(['\r', '\n'], "").trim().to_string()))
        })
        .collect()
}

/// `mime` with the field `name` set to `value`: the first such field is replaced in place and
/// the others removed; without one, the field goes on top. `None` removes them all. The body
/// is left as it is.
pub(crate) fn set_field(mime: &[u8], name: &str, value: Option<&str>) -> Vec<u8> {
    let line = value.map(|v| format!("{name}: {v}{}", line_break(mime)).into_bytes());
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

/// The message's own line break: CRLF if it has one anywhere, else LF.
pub(crate) fn line_break(mime: &[u8]) -> &'static str {
    if mime.windows(2).any(|w| w == b"\r\n") { "\r\n" } else { "\n" }
}

/// The `<…>` tokens of a Message-ID, References or In-Reply-To field.
pub(crate) fn message_ids(value: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = value;
    while let Some(open) = rest.find('<') {
        let Some(close) = rest[open..].find('>') else { break };
        out.push(rest[open..=open + close].to_string());
        rest = &rest[open + close + 1..];
    }
    out
}

/// The items of an address-list field (`Name <a@b>`, `"Name, Jr." <a@b>`, bare `a@b`, …):
/// split at the commas and semicolons outside quoted strings and angle brackets, comments
/// dropped. With `keep_quoting` the quotes and escaping backslashes stay (to read display
/// names from); without, they go (only the address is wanted).
pub(crate) fn address_items(value: &str, keep_quoting: bool) -> Vec<String> {
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
                if keep_quoting {
                    current.push(c);
                }
            }
            '(' if !quoted && !angle => comment += 1,
            ')' if comment > 0 => comment -= 1,
            _ if comment > 0 => {}
            '"' => {
                quoted = !quoted;
                if keep_quoting {
                    current.push(c);
                }
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
    parts
}
