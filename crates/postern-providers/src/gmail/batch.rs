//! Google's HTTP batch format (https://developers.google.com/gmail/api/guides/batch): requests
//! written as `application/http` parts of one `multipart/mixed` body, answers read back from
//! the `multipart/mixed` answer. Reading is linear in the answer and never panics: the answer
//! is the network's.

/// One request of a batch.
pub(crate) struct Part<'a> {
    /// Sent as the part's `Content-ID`; the answer's names it back (`response-…`).
    pub key: &'a str,
    pub method: &'a str,
    /// The absolute path with its query (`/gmail/v1/users/me/messages/…?format=metadata`).
    pub path: String,
    /// JSON.
    pub body: Option<String>,
}

/// One answer of a batch.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Answered {
    /// The request's key, when the answer names it.
    pub key: Option<String>,
    pub status: u16,
    pub retry_after: Option<String>,
    pub body: Vec<u8>,
}

/// The body of a batch request.
pub(crate) fn request(boundary: &str, parts: &[Part<'_>]) -> Vec<u8> {
    let mut out = String::new();
    for part in parts {
        out.push_str(&format!(
            "--{boundary}\r\nContent-Type: application/http\r\nContent-ID: <{}>\r\n\r\n{} {} HTTP/1.1\r\n",
            part.key, part.method, part.path
        ));
        match &part.body {
            Some(body) => {
                out.push_str(&format!(
                    "Content-Type: application/json; charset=UTF-8\r\nContent-Length: {}\r\n\r\n{body}\r\n",
                    body.len()
                ));
            }
            None => out.push_str("\r\n"),
        }
    }
    out.push_str(&format!("--{boundary}--\r\n"));
    out.into_bytes()
}

/// The `boundary` parameter of a `multipart/mixed` content type.
pub(crate) fn boundary_of(content_type: &str) -> Option<String> {
    let mut parts = content_type.split(';');
    if !parts.next()?.trim().eq_ignore_ascii_case("multipart/mixed") {
        return None;
    }
    parts.find_map(|p| {
        let (name, value) = p.split_once('=')?;
        if !name.trim().eq_ignore_ascii_case("boundary") {
            return None;
        }
        let value = value.trim().trim_matches('"');
        (!value.is_empty() && value.len() <= 200).then(|| value.to_string())
    })
}

/// The answers of a batch, in their order; `None` when the body is not a multipart answer.
pub(crate) fn response(body: &[u8], boundary: &str) -> Option<Vec<Answered>> {
    let delimiter = format!("--{boundary}");
    let delimiter = delimiter.as_bytes();
    let mut answers = Vec::new();
    let mut at = find(body, delimiter, 0)?;
    loop {
        let after = at + delimiter.len();
        if body[after..].starts_with(b"--") {
            return Some(answers);
        }
        let next = find(body, delimiter, after)?;
        answers.push(answer_of(&body[after..next])?);
        at = next;
    }
}

/// The first `needle` in `hay` from `from`; the needle is short (a boundary), so this is
/// linear in practice.
fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if needle.is_empty() || from > hay.len() {
        return None;
    }
    hay[from..].windows(needle.len()).position(|w| w == needle).map(|p| p + from)
}

/// Splits a header block from what follows the first blank line (CRLF or LF).
fn split_head(part: &[u8]) -> Option<(&[u8], &[u8])> {
    let crlf = find(part, b"\r\n\r\n", 0).map(|p| (p, 4));
    let lf = find(part, b"\n\n", 0).map(|p| (p, 2));
    let (at, len) = match (crlf, lf) {
        (Some(a), Some(b)) => {
            if a.0 <= b.0 {
                a
            } else {
                b
            }
        }
        (a, b) => a.or(b)?,
    };
    Some((&part[..at], &part[at + len..]))
}

/// A header's value in a header block.
fn header<'a>(head: &'a str, name: &str) -> Option<&'a str> {
    head.lines().find_map(|line| {
        let (n, v) = line.split_once(':')?;
        n.trim().eq_ignore_ascii_case(name).then(|| v.trim())
    })
}

/// One part: its MIME headers, then an HTTP answer (status line, headers, body).
fn answer_of(part: &[u8]) -> Option<Answered> {
    let part = part.strip_prefix(b"\r\n").or_else(|| part.strip_prefix(b"\n")).unwrap_or(part);
    let (mime, http) = split_head(part)?;
    let mime = String::from_utf8_lossy(mime);
    let key = header(&mime, "content-id").map(|id| {
        let id = id.trim_start_matches('<').trim_end_matches('>');
        id.strip_prefix("response-").unwrap_or(id).to_string()
    });
    let (head, body) = split_head(http).unwrap_or((http, &[]));
    let head = String::from_utf8_lossy(head);
    let status_line = head.lines().next()?;
    let mut words = status_line.split_whitespace();
    if !words.next()?.starts_with("HTTP/") {
        return None;
    }
    let status = words.next()?.parse::<u16>().ok().filter(|s| (100..600).contains(s))?;
    let retry_after = header(&head, "retry-after").map(str::to_string);
    let body = body.strip_suffix(b"\r\n").or_else(|| body.strip_suffix(b"\n")).unwrap_or(body);
    Some(Answered { key, status, retry_after, body: body.to_vec() })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_names_each_part_and_its_body() {
        let parts = [
            Part { key: "a", method: "GET", path: "/gmail/v1/users/me/messages/1?format=metadata".into(), body: None },
            Part {
                key: "b",
                method: "POST",
                path: "/gmail/v1/users/me/messages/2/modify".into(),
                body: Some("{}".into()),
            },
        ];
        let text = String::from_utf8(request("xyz", &parts)).unwrap();
        assert!(text.starts_with("--xyz\r\nContent-Type: application/http\r\nContent-ID: <a>\r\n\r\nGET /gmail/v1/users/me/messages/1?format=metadata HTTP/1.1\r\n\r\n--xyz\r\n"));
        assert!(text.contains("POST /gmail/v1/users/me/messages/2/modify HTTP/1.1\r\nContent-Type: application/json; charset=UTF-8\r\nContent-Length: 2\r\n\r\n{}\r\n--xyz--\r\n"));
    }

    #[test]
    fn answers_are_read_with_their_keys_statuses_and_bodies() {
        let body = "--batch_x\r\nContent-Type: application/http\r\nContent-ID: <response-a>\r\n\r\nHTTP/1.1 200 OK\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n{\"id\":\"1\"}\r\n--batch_x\r\nContent-Type: application/http\r\nContent-ID: <response-b>\r\n\r\nHTTP/1.1 429 Too Many Requests\r\nRetry-After: 3\r\n\r\n{}\r\n--batch_x--\r\n";
        let answers = response(body.as_bytes(), "batch_x").unwrap();
        assert_eq!(answers.len(), 2);
        assert_eq!(
            answers[0],
            Answered { key: Some("a".into()), status: 200, retry_after: None, body: b"{\"id\":\"1\"}".to_vec() }
        );
        assert_eq!((answers[1].status, answers[1].retry_after.as_deref()), (429, Some("3")));
        assert_eq!(boundary_of("multipart/mixed; boundary=batch_x"), Some("batch_x".into()));
        assert_eq!(boundary_of("application/json"), None);
    }

    #[test]
    fn broken_answers_are_refused_without_panicking() {
        for body in [
            "",
            "--b",
            "--b\r\n",
            "--b\r\n\r\nHTTP/1.1 abc\r\n\r\n--b--",
            "--b\r\nX\r\n\r\nnot http\r\n\r\n--b--",
            "--b\r\n\r\nHTTP/1.1 200\r\n\r\n",
        ] {
            assert_eq!(response(body.as_bytes(), "b"), None, "{body:?}");
        }
        assert_eq!(response(b"--b--", "b"), Some(Vec::new()));
    }
}
