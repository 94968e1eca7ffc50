//! The batch endpoint: `POST /batch/gmail/v1` with a `multipart/mixed` body of
//! `application/http` parts, each an HTTP request served as if it came alone; the answer is a
//! `multipart/mixed` body of their responses, in order.

use axum::http::StatusCode;

use super::{error, run};
use crate::google::mime;
use crate::google::{Call, Reply, State};

/// At most 100 requests in a batch.
// https://developers.google.com/gmail/api/guides/batch
const MAX_PARTS: usize = 100;

/// `POST /batch/gmail/v1`. The inner requests carry the outer `Authorization` unless they have
/// their own; each counts as a request (and against the quota and the throttle), the envelope
/// does not.
// https://developers.google.com/gmail/api/guides/batch
pub(in crate::google) fn serve(st: &mut State, call: &Call) -> Reply {
    st.batches += 1;
    if call.method != "POST" {
        return error(405, "badRequest", "A batch request is a POST.");
    }
    let content_type = call.header("content-type").unwrap_or_default();
    let boundary = match boundary_of(content_type) {
        Some(boundary) if content_type.trim().to_ascii_lowercase().starts_with("multipart/mixed") => boundary,
        _ => {
            return error(400, "badRequest", "Failed to parse batch request: expected multipart/mixed with a boundary");
        }
    };
    let parts = split_parts(&call.body, &boundary);
    if parts.is_empty() {
        return error(400, "badRequest", "Failed to parse batch request: no parts");
    }
    if parts.len() > MAX_PARTS {
        return error(400, "badRequest", &format!("Too many requests in a batch: at most {MAX_PARTS}"));
    }
    let outer_auth = call.header("authorization").map(str::to_string);
    let mut requests = Vec::new();
    for part in &parts {
        match inner_request(part, outer_auth.as_deref()) {
            Some(request) => requests.push(request),
            None => return error(400, "badRequest", "Failed to parse batch request: a part is not an HTTP request"),
        }
    }
    let response_boundary = format!("batch_{}", st.rng.token(18).replace(['-', '_'], "x"));
    let mut out = Vec::new();
    for (content_id, inner) in requests {
        st.requests += 1;
        let reply = if inner.path.starts_with("/gmail/v1/") {
            run(st, &inner)
        } else {
            error(404, "notFound", &format!("The fake serves only /gmail/v1/ requests in a batch, not {}", inner.path))
        };
        out.extend_from_slice(format!("--{response_boundary}\r\nContent-Type: application/http\r\n").as_bytes());
        if let Some(id) = content_id {
            out.extend_from_slice(format!("Content-ID: <response-{id}>\r\n").as_bytes());
        }
        out.extend_from_slice(b"\r\n");
        out.extend_from_slice(&http_response(&reply));
        out.extend_from_slice(b"\r\n");
    }
    out.extend_from_slice(format!("--{response_boundary}--\r\n").as_bytes());
    Reply::bytes(200, &format!("multipart/mixed; boundary={response_boundary}"), out)
}

/// A response as the text of an HTTP/1.1 message.
fn http_response(reply: &Reply) -> Vec<u8> {
    let reason = StatusCode::from_u16(reply.status).ok().and_then(|s| s.canonical_reason()).unwrap_or("Unknown");
    let body = reply.body_bytes();
    let mut head = format!("HTTP/1.1 {} {reason}\r\n", reply.status);
    for (name, value) in &reply.headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str(&format!("Content-Length: {}\r\n\r\n", body.len()));
    let mut out = head.into_bytes();
    out.extend_from_slice(&body);
    out
}

/// The `boundary` parameter of a multipart Content-Type.
pub(super) fn boundary_of(content_type: &str) -> Option<String> {
    let (_, params) = mime::parameters(content_type);
    params.into_iter().find(|(name, _)| name.eq_ignore_ascii_case("boundary")).map(|(_, v)| v).filter(|b| !b.is_empty())
}

/// The parts of a multipart body (each with its own header).
pub(super) fn split_parts<'a>(body: &'a [u8], boundary: &str) -> Vec<&'a [u8]> {
    mime::split_multipart(body, boundary).into_iter().filter(|p| !p.iter().all(u8::is_ascii_whitespace)).collect()
}

/// Where the body of a part (or of an HTTP message) starts: after its header and blank line.
pub(super) fn body_start(part: &[u8]) -> usize {
    mime::split(part).1
}

/// The request inside an `application/http` part, with its Content-ID (without brackets).
fn inner_request(part: &[u8], outer_auth: Option<&str>) -> Option<(Option<String>, Call)> {
    let fields = mime::fields(part);
    let content_id = mime::field(&fields, "content-id")
        .map(|id| id.trim().trim_start_matches('<').trim_end_matches('>').to_string())
        .filter(|id| !id.is_empty());
    let http = &part[body_start(part)..];
    // Blank lines before the request line are skipped.
    let start = http.iter().position(|b| !b.is_ascii_whitespace())?;
    let http = &http[start..];
    let line_end = http.iter().position(|&b| b == b'\n').unwrap_or(http.len());
    let request_line = String::from_utf8_lossy(&http[..line_end]).trim().to_string();
    let mut words = request_line.split_whitespace();
    let method = words.next()?.to_ascii_uppercase();
    let target = words.next()?;
    // An absolute URL names the host too: only its path and query matter here.
    let target = match target.find("://") {
        Some(scheme) => target[scheme + 3..].find('/').map_or("/", |p| &target[scheme + 3 + p..]),
        None => target,
    };
    let (path, query) = target.split_once('?').unwrap_or((target, ""));
    let rest = http.get(line_end + 1..).unwrap_or_default();
    let mut headers: Vec<(String, String)> =
        mime::fields(rest).into_iter().map(|(name, value)| (name.to_ascii_lowercase(), value)).collect();
    let mut body = rest[body_start(rest)..].to_vec();
    if let Some(length) = mime::field(&headers, "content-length").and_then(|l| l.trim().parse::<usize>().ok()) {
        body.truncate(length);
    }
    if !headers.iter().any(|(name, _)| name == "authorization")
        && let Some(auth) = outer_auth
    {
        headers.push(("authorization".into(), auth.to_string()));
    }
    Some((content_id, Call { method, path: path.to_string(), query: query.to_string(), headers, body }))
}
