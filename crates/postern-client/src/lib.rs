//! A typed client of Postern's REST API (`/api/v1`), implementing [`InboxOps`] over HTTP. This is
//! what `postern mcp` (stdio) uses to reach a running service.
//!
//! The one home of reqwest. Depends on `postern-core` only. The token lives in one field and is
//! never formatted into an error.

use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, utf8_percent_encode};
use postern_core::model::{Inbox, Message};
use postern_core::ops::{ApiCall, InboxOps, MessageQuery, Page, TestCode, WaitAnswer, WaitCall};
use postern_core::{Error, ErrorCode};
use reqwest::{Method, StatusCode};
use serde::de::DeserializeOwned;
use serde_json::Value;
use std::time::Duration;

/// Percent-encode everything but unreserved characters: an id stays one path segment.
const SEGMENT: &AsciiSet = &NON_ALPHANUMERIC.remove(b'-').remove(b'_').remove(b'.').remove(b'~');

/// Seconds of slack a wait's HTTP timeout gets beyond the server-side block.
const WAIT_SLACK: f64 = 10.0;

/// A client bound to one service and one token.
#[derive(Clone)]
pub struct Client {
    http: reqwest::Client,
    api: String,
    token: String,
}

impl std::fmt::Debug for Client {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Client").field("api", &self.api).finish_non_exhaustive()
    }
}

/// Whether `url` may be used: https anywhere, plain http only to a loopback host unless
/// `allow_insecure` is set.
pub fn check_url(url: &str, allow_insecure: bool) -> Result<(), String> {
    let parsed = reqwest::Url::parse(url).map_err(|e| format!("{url:?} is not a URL: {e}"))?;
    match parsed.scheme() {
        "https" => Ok(()),
        "http" => {
            let host = parsed.host_str().unwrap_or_default().trim_matches(['[', ']']);
            let loopback = host == "localhost"
                || host.ends_with(".localhost")
                || host.parse::<std::net::IpAddr>().is_ok_and(|ip| ip.is_loopback());
            if loopback || allow_insecure {
                Ok(())
            } else {
                Err(format!(
                    "refusing plain http:// to {host}: the token would cross the network unencrypted (use https, or allow it explicitly)"
                ))
            }
        }
        other => Err(format!("unsupported URL scheme {other:?}")),
    }
}

impl Client {
    /// A client of the service at `base_url` (e.g. `http://127.0.0.1:8080`) acting with `token`.
    pub fn new(base_url: &str, token: &str, allow_insecure: bool) -> Result<Client, String> {
        check_url(base_url, allow_insecure)?;
        let http = reqwest::Client::builder()
            .user_agent(concat!("postern-client/", env!("CARGO_PKG_VERSION")))
            .connect_timeout(Duration::from_secs(10))
            .build()
            .map_err(|e| format!("cannot build the HTTP client: {e}"))?;
        Ok(Client { http, api: format!("{}/api/v1", base_url.trim_end_matches('/')), token: token.to_string() })
    }

    async fn call(
        &self,
        method: Method,
        path: &str,
        query: &[(&str, String)],
        body: Option<Value>,
        timeout: f64,
    ) -> Result<(StatusCode, reqwest::header::HeaderMap, Value), Error> {
        self.send(method, path, query, body, None, timeout).await
    }

    async fn send(
        &self,
        method: Method,
        path: &str,
        query: &[(&str, String)],
        body: Option<Value>,
        idempotency_key: Option<String>,
        timeout: f64,
    ) -> Result<(StatusCode, reqwest::header::HeaderMap, Value), Error> {
        let response = self.answer(method, path, query, body, idempotency_key, timeout).await?;
        let status = response.status();
        let headers = response.headers().clone();
        let bytes = response.bytes().await.map_err(|_| self.unreachable("failed"))?;
        Ok((status, headers, serde_json::from_slice(&bytes).unwrap_or(Value::Null)))
    }

    /// Sends a request and returns a successful answer unread; an error answer becomes its
    /// [`Error`].
    async fn answer(
        &self,
        method: Method,
        path: &str,
        query: &[(&str, String)],
        body: Option<Value>,
        idempotency_key: Option<String>,
        timeout: f64,
    ) -> Result<reqwest::Response, Error> {
        let mut url = format!("{}{path}", self.api);
        if !query.is_empty() {
            let mut q = form_urlencoded::Serializer::new(String::new());
            for (k, v) in query {
                q.append_pair(k, v);
            }
            url.push('?');
            url.push_str(&q.finish());
        }
        let mut request = self
            .http
            .request(method, &url)
            .bearer_auth(&self.token)
            .header("accept", "application/json, */*;q=0.5")
            .timeout(Duration::from_secs_f64(timeout));
        if let Some(body) = body {
            request = request.json(&body);
        }
        if let Some(key) = idempotency_key {
            request = request.header("idempotency-key", key);
        }
        let response =
            request.send().await.map_err(|e| self.unreachable(if e.is_timeout() { "timed out" } else { "failed" }))?;
        if response.status().is_success() {
            return Ok(response);
        }
        Err(refusal(response).await)
    }

    fn unreachable(&self, what: &str) -> Error {
        Error::new(ErrorCode::Unavailable, format!("The request to Postern at {} {what}.", self.api))
    }

    async fn data<T: DeserializeOwned>(
        &self,
        method: Method,
        path: &str,
        query: &[(&str, String)],
        body: Option<Value>,
    ) -> Result<T, Error> {
        let (_, _, body) = self.call(method, path, query, body, 30.0).await?;
        parse(body["data"].clone())
    }

    async fn page<T: DeserializeOwned>(&self, path: &str, query: &[(&str, String)]) -> Result<Page<T>, Error> {
        let (_, _, body) = self.call(Method::GET, path, query, None, 30.0).await?;
        Ok(Page {
            data: parse(body["data"].clone())?,
            next_cursor: body["pagination"]["next_cursor"].as_str().map(str::to_string),
            has_more: body["pagination"]["has_more"].as_bool().unwrap_or(false),
        })
    }
}

/// Answers as they come: a JSON answer whole, a message's source, the change feed's stream.
impl Client {
    /// The whole JSON answer of a GET at `path` (under `/api/v1`) with `query`.
    pub async fn get(&self, path: &str, query: &[(&str, String)]) -> Result<Value, Error> {
        Ok(self.call(Method::GET, path, query, None, 30.0).await?.2)
    }

    /// The bytes of a GET answer as they are (`path` under `/api/v1`, its query included).
    pub async fn bytes(&self, path: &str) -> Result<Vec<u8>, Error> {
        let response = self.answer(Method::GET, path, &[], None, None, 120.0).await?;
        Ok(response.bytes().await.map_err(|_| self.unreachable("failed"))?.to_vec())
    }

    /// Opens a Server-Sent Events stream at `path`, resuming after `last_event_id`.
    pub async fn events(&self, path: &str, last_event_id: Option<&str>) -> Result<Events, Error> {
        let mut request =
            self.http.get(format!("{}{path}", self.api)).bearer_auth(&self.token).header("accept", "text/event-stream");
        if let Some(id) = last_event_id {
            request = request.header("last-event-id", id);
        }
        let response = request.send().await.map_err(|_| self.unreachable("failed"))?;
        if !response.status().is_success() {
            return Err(refusal(response).await);
        }
        Ok(Events { response, buffer: Vec::new(), api: self.api.clone() })
    }
}

/// One Server-Sent Event.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Event {
    pub id: Option<String>,
    pub event: Option<String>,
    pub data: String,
}

/// The longest event read; a longer one ends the stream (a Postern event is a few KiB).
const MAX_EVENT: usize = 1 << 20;

/// An open event stream.
pub struct Events {
    response: reqwest::Response,
    buffer: Vec<u8>,
    api: String,
}

impl Events {
    /// The next event; `None` when the server ended the stream. Comments (keep-alives) are
    /// skipped.
    pub async fn next(&mut self) -> Result<Option<Event>, Error> {
        loop {
            if let Some(event) = take_event(&mut self.buffer) {
                if event.data.is_empty() && event.id.is_none() {
                    continue;
                }
                return Ok(Some(event));
            }
            if self.buffer.len() > MAX_EVENT {
                return Err(Error::new(ErrorCode::Internal, "An event of the change stream is too long."));
            }
            match self.response.chunk().await {
                Ok(Some(chunk)) => self.buffer.extend_from_slice(&chunk),
                Ok(None) => return Ok(None),
                Err(_) => {
                    let message = format!("The change stream from Postern at {} broke off.", self.api);
                    return Err(Error::new(ErrorCode::Unavailable, message));
                }
            }
        }
    }
}

/// Takes one whole event (up to its blank line) off the front of `buffer`; a partial one stays.
fn take_event(buffer: &mut Vec<u8>) -> Option<Event> {
    let find = |needle: &[u8]| buffer.windows(needle.len()).position(|w| w == needle).map(|at| (at, needle.len()));
    let (end, gap) = match (find(b"\n\n"), find(b"\r\n\r\n")) {
        (Some(a), Some(b)) => a.min(b),
        (a, b) => a.or(b)?,
    };
    let block: Vec<u8> = buffer.drain(..end + gap).take(end).collect();
    let mut event = Event::default();
    let mut data = Vec::new();
    for line in String::from_utf8_lossy(&block).lines() {
        let (field, value) = line.split_once(':').unwrap_or((line, ""));
        let value = value.strip_prefix(' ').unwrap_or(value);
        match field {
            "id" => event.id = Some(value.to_string()),
            "event" => event.event = Some(value.to_string()),
            "data" => data.push(value.to_string()),
            _ => {}
        }
    }
    event.data = data.join("\n");
    Some(event)
}

/// Sign-ins at OAuth providers (`/oauth/…`): connecting accounts that take no passwords.
impl Client {
    /// Starts a device code sign-in at `provider` (optionally signing `account_id` in again, or
    /// connecting over `protocol` `imap`, at the servers `settings` names, instead of the
    /// provider's API):
    /// the code to enter, where, and the sign-in's id.
    pub async fn start_device_sign_in(
        &self,
        provider: &str,
        account_id: Option<&str>,
        protocol: Option<&str>,
        settings: Option<Value>,
    ) -> Result<Value, Error> {
        let mut body = serde_json::json!({});
        if let Some(id) = account_id {
            body["account_id"] = id.into();
        }
        if let Some(protocol) = protocol {
            body["protocol"] = protocol.into();
        }
        if let Some(settings) = settings {
            body["settings"] = settings;
        }
        let path = format!("/oauth/{}/device", segment(provider)?);
        self.data(Method::POST, &path, &[], Some(body)).await
    }

    /// How a sign-in stands (`pending`, `connected` with its `account_id`, `failed` with its
    /// `error`, `expired`).
    pub async fn sign_in(&self, id: &str) -> Result<Value, Error> {
        self.data(Method::GET, &format!("/oauth/sign-ins/{}", segment(id)?), &[], None).await
    }
}

/// The error an unsuccessful answer carries (its `error.code` and `message`, `Retry-After`).
async fn refusal(response: reqwest::Response) -> Error {
    let status = response.status();
    let headers = response.headers().clone();
    let bytes = response.bytes().await.unwrap_or_default();
    let body: Value = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
    let code = body["error"]["code"].as_str().and_then(ErrorCode::parse).unwrap_or(match status.as_u16() {
        401 => ErrorCode::AuthenticationFailed,
        404 => ErrorCode::NotFound,
        429 => ErrorCode::RateLimited,
        400..=499 => ErrorCode::InvalidRequest,
        _ => ErrorCode::Internal,
    });
    let message = body["error"]["message"].as_str().map_or_else(|| format!("HTTP {}", status.as_u16()), str::to_string);
    let mut error = Error::new(code, message);
    error.retry_after = headers
        .get("retry-after")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<f64>().ok())
        .map(|s| s.max(0.0).ceil() as u64);
    error
}

fn parse<T: DeserializeOwned>(value: Value) -> Result<T, Error> {
    serde_json::from_value(value)
        .map_err(|e| Error::new(ErrorCode::Internal, format!("Unexpected answer from Postern: {e}")))
}

/// One id as one path segment; empty and dot segments are refused before any request.
pub fn segment(id: &str) -> Result<String, Error> {
    if id.is_empty() || id == "." || id == ".." {
        return Err(Error::invalid_field(
            "id",
            format!("{id:?} is not an id: ids must be non-empty and not \".\" or \"..\""),
        ));
    }
    Ok(utf8_percent_encode(id, SEGMENT).to_string())
}

fn paging(limit: Option<u32>, cursor: Option<String>) -> Vec<(&'static str, String)> {
    let mut q = Vec::new();
    if let Some(limit) = limit {
        q.push(("limit", limit.to_string()));
    }
    if let Some(cursor) = cursor {
        q.push(("cursor", cursor));
    }
    q
}

impl InboxOps for Client {
    async fn create_inbox(&self, label: Option<String>) -> Result<Inbox, Error> {
        let body = match label {
            Some(label) => serde_json::json!({ "label": label }),
            None => serde_json::json!({}),
        };
        self.data(Method::POST, "/inboxes", &[], Some(body)).await
    }

    async fn list_inboxes(&self, limit: Option<u32>, cursor: Option<String>) -> Result<Page<Inbox>, Error> {
        self.page("/inboxes", &paging(limit, cursor)).await
    }

    async fn list_messages(&self, inbox_id: &str, query: MessageQuery) -> Result<Page<Message>, Error> {
        let mut q = paging(query.limit, query.cursor);
        if let Some(has_otp) = query.has_otp {
            q.push(("has_otp", has_otp.to_string()));
        }
        if let Some(s) = query.subject_contains.filter(|s| !s.is_empty()) {
            q.push(("subject_contains", s));
        }
        if let Some(s) = query.from.filter(|s| !s.is_empty()) {
            q.push(("from", s));
        }
        self.page(&format!("/inboxes/{}/messages", segment(inbox_id)?), &q).await
    }

    async fn latest_message(&self, inbox_id: &str) -> Result<Message, Error> {
        self.data(Method::GET, &format!("/inboxes/{}/messages/latest", segment(inbox_id)?), &[], None).await
    }

    async fn wait(&self, call: WaitCall) -> Result<WaitAnswer, Error> {
        let path = format!("/inboxes/{}/messages/wait", segment(&call.inbox_id)?);
        let mut q = vec![("timeout", format!("{:.1}", call.timeout)), ("require", call.require.as_str().to_string())];
        if let Some(since) = call.since {
            q.push(("since", since));
        }
        if let Some(min) = call.min_confidence {
            q.push(("min_confidence", min.to_string()));
        }
        if let Some(domain) = call.from_domain {
            q.push(("from_domain", domain));
        }
        if call.require_authenticated {
            q.push(("require_authenticated", "true".to_string()));
        }
        let (status, headers, body) = self.call(Method::GET, &path, &q, None, call.timeout + WAIT_SLACK).await?;
        if status == StatusCode::NO_CONTENT {
            let cutoff = headers.get("mailsocket-wait-since").and_then(|v| v.to_str().ok()).filter(|v| !v.is_empty());
            return Ok(WaitAnswer::Nothing { cutoff: cutoff.map(str::to_string) });
        }
        Ok(WaitAnswer::Matched(Box::new(parse(body["data"].clone())?)))
    }

    async fn send_test_code(&self, inbox_id: &str) -> Result<TestCode, Error> {
        self.data(Method::POST, &format!("/inboxes/{}/test-code", segment(inbox_id)?), &[], None).await
    }

    async fn delete_inbox(&self, inbox_id: &str) -> Result<(), Error> {
        self.call(Method::DELETE, &format!("/inboxes/{}", segment(inbox_id)?), &[], None, 30.0).await.map(|_| ())
    }
}

impl ApiCall for Client {
    async fn api(
        &self,
        method: &str,
        path: &str,
        body: Option<Value>,
        idempotency_key: Option<String>,
    ) -> Result<Value, Error> {
        let method = Method::from_bytes(method.as_bytes()).map_err(|_| Error::internal())?;
        // Waits block for up to 25 s on the server.
        let (_, _, body) = self.send(method, path, &[], body, idempotency_key, 25.0 + WAIT_SLACK).await?;
        Ok(body)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_stay_one_segment() {
        assert_eq!(segment("a/b?c=d").unwrap(), "a%2Fb%3Fc%3Dd");
        assert_eq!(segment("../../admin").unwrap(), "..%2F..%2Fadmin");
        assert_eq!(segment("inbox_abc").unwrap(), "inbox_abc");
        for bad in ["", ".", ".."] {
            assert_eq!(segment(bad).unwrap_err().code, ErrorCode::InvalidRequest);
        }
    }

    #[test]
    fn events_are_cut_at_blank_lines_and_partial_ones_wait() {
        let mut buffer =
            b": keep-alive\n\nid: chg_1\nevent: inbox.created\ndata: {\"a\":\ndata: 1}\r\n\r\nid: chg_2\nda".to_vec();
        assert_eq!(take_event(&mut buffer), Some(Event::default()));
        let event = take_event(&mut buffer).unwrap();
        assert_eq!(event.id.as_deref(), Some("chg_1"));
        assert_eq!(event.event.as_deref(), Some("inbox.created"));
        assert_eq!(event.data, "{\"a\":\n1}");
        assert_eq!(take_event(&mut buffer), None);
        assert_eq!(buffer, b"id: chg_2\nda");
    }

    #[test]
    fn plain_http_only_to_loopback() {
        assert!(check_url("http://127.0.0.1:8080", false).is_ok());
        assert!(check_url("http://localhost:8080", false).is_ok());
        assert!(check_url("http://[::1]:8080", false).is_ok());
        assert!(check_url("https://mail.example.com", false).is_ok());
        assert!(check_url("http://mail.example.com", false).is_err());
        assert!(check_url("http://mail.example.com", true).is_ok());
        assert!(check_url("ftp://x", true).is_err());
    }
}
