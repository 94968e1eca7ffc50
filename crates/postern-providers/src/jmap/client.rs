//! A thin JMAP client (RFC 8620) on reqwest: session discovery, method calls, blob download and
//! upload. Hand-written: `jmap-client` passes a server's relative URLs (Cyrus answers
//! `"apiUrl": "/jmap/"`) to reqwest unchanged and fails (docs/PROVIDERS.md). The one home of
//! reqwest for JMAP.
//!
//! The server is whatever the user pointed Postern at, so: the credentials go only to the origin
//! (scheme, host, port) the account was given, every URL the session names is resolved against
//! the session URL and refused if it leaves that origin, redirects are followed only within it,
//! plain HTTP only to a server on this machine, the host's addresses are the ones the caller
//! checked (pinned, not resolved again), and every answer is bounded.

use crate::provider::ProviderError;
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::time::Duration;

/// The capabilities a session must offer for Postern to use it.
pub const CORE: &str = "urn:ietf:params:jmap:core";
pub const MAIL: &str = "urn:ietf:params:jmap:mail";
pub const SUBMISSION: &str = "urn:ietf:params:jmap:submission";

/// The largest JSON answer read (a session, or the answer to a request).
const MAX_ANSWER: u64 = 32 * 1024 * 1024;

/// Where and as whom to connect. Never holds a secret.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JmapSettings {
    /// The session resource, or the server's base URL (then `/.well-known/jmap` is asked).
    pub url: String,
    pub username: String,
    /// `Authorization: Bearer` with the secret as the token, instead of Basic.
    pub bearer: bool,
}

/// Less common knobs of [`JmapClient::connect`].
#[derive(Debug, Clone)]
pub struct JmapOptions {
    /// The addresses the host was checked to resolve to; empty: resolve normally (a host an
    /// administrator allowed).
    pub addresses: Vec<SocketAddr>,
    /// Bound on each request. Default 60 s.
    pub timeout: Duration,
    /// The largest blob (message source) downloaded. Default 50 MiB.
    pub max_blob: u64,
}

impl Default for JmapOptions {
    fn default() -> Self {
        JmapOptions { addresses: Vec::new(), timeout: Duration::from_secs(60), max_blob: 50 * 1024 * 1024 }
    }
}

/// What a session says (RFC 8620 §2), with its URLs resolved.
#[derive(Debug, Clone)]
pub struct Session {
    pub api_url: reqwest::Url,
    /// With `{accountId}`, `{blobId}`, `{name}`, `{type}` still in it.
    pub download_url: String,
    pub upload_url: String,
    pub event_source_url: Option<String>,
    /// The account that holds the user's mail.
    pub account_id: String,
    /// Whether the server offers sending (EmailSubmission).
    pub submission: bool,
    /// `maxObjectsInGet` and `maxCallsInRequest` of the core capability.
    pub max_objects_in_get: usize,
    pub max_calls_in_request: usize,
}

/// A logged-in JMAP client.
pub struct JmapClient {
    http: reqwest::Client,
    authorization: String,
    origin: reqwest::Url,
    pub session: Session,
    max_blob: u64,
}

impl std::fmt::Debug for JmapClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("JmapClient").field("api_url", &self.session.api_url.as_str()).finish_non_exhaustive()
    }
}

/// The same scheme, host and port.
fn same_origin(a: &reqwest::Url, b: &reqwest::Url) -> bool {
    a.scheme() == b.scheme() && a.host_str() == b.host_str() && a.port_or_known_default() == b.port_or_known_default()
}

/// The session URL for what the user gave: a URL with a path is the session resource itself;
/// a bare origin means `/.well-known/jmap` (RFC 8620 §2.2).
pub fn session_url(given: &str) -> Result<reqwest::Url, String> {
    let mut url = reqwest::Url::parse(given.trim()).map_err(|_| "is not a URL".to_string())?;
    match url.scheme() {
        "https" => {}
        "http" if url.host_str().is_some_and(crate::transport::is_loopback_host) => {}
        "http" => return Err("must be https (plain http only for a server on this machine)".into()),
        _ => return Err("must be an https URL".into()),
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err("must not carry credentials (they go in `credentials`)".into());
    }
    if url.host_str().is_none() {
        return Err("has no host".into());
    }
    if url.path() == "/" || url.path().is_empty() {
        url.set_path("/.well-known/jmap");
    }
    Ok(url)
}

impl JmapClient {
    /// Fetches the session (following redirects within the origin) and checks it.
    pub async fn connect(
        settings: &JmapSettings,
        secret: &str,
        options: &JmapOptions,
    ) -> Result<JmapClient, ProviderError> {
        let url = session_url(&settings.url).map_err(|e| ProviderError::Protocol(format!("the JMAP URL {e}")))?;
        let origin = url.clone();
        let host = url.host_str().unwrap_or_default().to_string();
        let allowed = origin.clone();
        let mut builder = reqwest::Client::builder()
            .timeout(options.timeout)
            .connect_timeout(Duration::from_secs(15))
            .redirect(reqwest::redirect::Policy::custom(move |attempt| {
                if attempt.previous().len() >= 5 {
                    attempt.error("more than 5 redirects")
                } else if !same_origin(attempt.url(), &allowed) {
                    attempt.error("a redirect to another host, where the credentials must not go")
                } else {
                    attempt.follow()
                }
            }))
            .user_agent(concat!("postern/", env!("CARGO_PKG_VERSION")));
        if !options.addresses.is_empty() {
            builder = builder.resolve_to_addrs(&host, &options.addresses);
        }
        let http =
            builder.build().map_err(|e| ProviderError::Protocol(format!("cannot build the HTTP client: {e}")))?;
        let authorization = if settings.bearer {
            format!("Bearer {secret}")
        } else {
            use base64::Engine as _;
            format!(
                "Basic {}",
                base64::engine::general_purpose::STANDARD.encode(format!("{}:{secret}", settings.username))
            )
        };
        let mut client = JmapClient {
            http,
            authorization,
            origin,
            session: Session {
                api_url: url.clone(),
                download_url: String::new(),
                upload_url: String::new(),
                event_source_url: None,
                account_id: String::new(),
                submission: false,
                max_objects_in_get: 500,
                max_calls_in_request: 16,
            },
            max_blob: options.max_blob,
        };
        let response = client.send(client.http.get(url.clone())).await?;
        // The session is where the redirects ended.
        let base = response.url().clone();
        let value = json_of(response, MAX_ANSWER).await?;
        client.session = client.session_of(&base, &value)?;
        Ok(client)
    }

    fn session_of(&self, base: &reqwest::Url, value: &Value) -> Result<Session, ProviderError> {
        let bad = |what: &str| ProviderError::Protocol(format!("the JMAP session {what}"));
        let capabilities =
            value.get("capabilities").and_then(Value::as_object).ok_or_else(|| bad("has no capabilities"))?;
        if !capabilities.contains_key(CORE) || !capabilities.contains_key(MAIL) {
            return Err(bad("does not offer mail (urn:ietf:params:jmap:mail)"));
        }
        let url = |key: &str| -> Result<String, ProviderError> {
            let raw = value.get(key).and_then(Value::as_str).ok_or_else(|| bad(&format!("has no {key}")))?;
            self.resolve(base, raw)
        };
        let account_id = value
            .pointer(&format!("/primaryAccounts/{}", MAIL.replace('/', "~1")))
            .and_then(Value::as_str)
            .ok_or_else(|| bad("names no mail account"))?
            .to_string();
        let core = &capabilities[CORE];
        let count = |key: &str, default: usize| core.get(key).and_then(Value::as_u64).map_or(default, |n| n as usize);
        Ok(Session {
            api_url: reqwest::Url::parse(&url("apiUrl")?).map_err(|_| bad("has a bad apiUrl"))?,
            download_url: url("downloadUrl")?,
            upload_url: url("uploadUrl")?,
            event_source_url: url("eventSourceUrl").ok(),
            submission: capabilities.contains_key(SUBMISSION),
            account_id,
            max_objects_in_get: count("maxObjectsInGet", 500).clamp(1, 4096),
            max_calls_in_request: count("maxCallsInRequest", 16).clamp(1, 64),
        })
    }

    /// A URL of the session, resolved against where the session came from; refused when it
    /// leaves the origin the account was given (the credentials would follow it). Template
    /// braces survive (they are filled in later).
    fn resolve(&self, base: &reqwest::Url, raw: &str) -> Result<String, ProviderError> {
        let joined =
            base.join(raw).map_err(|_| ProviderError::Protocol(format!("the JMAP session names a bad URL: {raw}")))?;
        if !same_origin(&joined, &self.origin) {
            return Err(ProviderError::Protocol(format!(
                "the JMAP session sends requests to another host ({}), where the credentials must not go",
                joined.host_str().unwrap_or("?")
            )));
        }
        // `join` percent-encodes the braces of templates; put them back.
        Ok(joined.as_str().replace("%7B", "{").replace("%7D", "}"))
    }

    async fn send(&self, request: reqwest::RequestBuilder) -> Result<reqwest::Response, ProviderError> {
        let response = request.header("Authorization", &self.authorization).send().await.map_err(transport)?;
        let status = response.status();
        if status.is_success() {
            return Ok(response);
        }
        let retry_after = crate::rest::retry_after(response.headers());
        let detail = String::from_utf8_lossy(&bounded(response, 4096).await.unwrap_or_default())
            .chars()
            .take(200)
            .collect::<String>();
        Err(match status.as_u16() {
            401 | 403 => ProviderError::Auth(format!("the JMAP server answered {status}")),
            429 => ProviderError::Throttled { reason: format!("the JMAP server answered {status}"), retry_after },
            503 if retry_after.is_some() => {
                ProviderError::Throttled { reason: format!("the JMAP server answered {status}"), retry_after }
            }
            500..=599 => ProviderError::Unreachable(format!("the JMAP server answered {status}")),
            _ => ProviderError::Protocol(format!("the JMAP server answered {status}: {}", detail.trim())),
        })
    }

    /// One request of method calls, each `(name, arguments)`; returns each call's answer in
    /// order. A method-level error is returned as `Err` with its type (`cannotCalculateChanges`,
    /// `anchorNotFound`, …) as [`JmapCallError`].
    pub async fn call(&self, calls: &[(&str, Value)]) -> Result<Vec<Result<Value, JmapCallError>>, ProviderError> {
        let using = if calls.iter().any(|(name, _)| name.starts_with("EmailSubmission") || name.starts_with("Identity"))
        {
            json!([CORE, MAIL, SUBMISSION])
        } else {
            json!([CORE, MAIL])
        };
        let method_calls: Vec<Value> =
            calls.iter().enumerate().map(|(i, (name, args))| json!([name, args, format!("c{i}")])).collect();
        let body = json!({ "using": using, "methodCalls": method_calls });
        let response = self.send(self.http.post(self.session.api_url.clone()).json(&body)).await?;
        let answer = json_of(response, MAX_ANSWER).await?;
        let responses = answer
            .get("methodResponses")
            .and_then(Value::as_array)
            .ok_or_else(|| ProviderError::Protocol("the JMAP answer has no methodResponses".into()))?;
        let mut out = Vec::with_capacity(calls.len());
        for (i, (method, _)) in calls.iter().enumerate() {
            let tag = format!("c{i}");
            let found = responses.iter().find(|r| r.get(2).and_then(Value::as_str) == Some(tag.as_str()));
            let Some(found) = found else {
                return Err(ProviderError::Protocol(format!("the JMAP answer lacks the answer to {method}")));
            };
            let (name, args) = (
                found.get(0).and_then(Value::as_str).unwrap_or_default(),
                found.get(1).cloned().unwrap_or(Value::Null),
            );
            out.push(if name == "error" {
                Err(JmapCallError {
                    kind: args.get("type").and_then(Value::as_str).unwrap_or("serverFail").to_string(),
                    description: args.get("description").and_then(Value::as_str).map(|d| d.chars().take(200).collect()),
                })
            } else {
                Ok(args)
            });
        }
        Ok(out)
    }

    /// One method call; a method-level error becomes a protocol error.
    pub async fn call_one(&self, name: &str, args: Value) -> Result<Value, ProviderError> {
        let mut answers = self.call(&[(name, args)]).await?;
        answers.pop().expect("one answer per call").map_err(|e| e.into_provider(name))
    }

    /// A blob (a message source), at most the options' `max_blob` bytes; `None` when the
    /// server no longer has it.
    pub async fn download(&self, blob_id: &str) -> Result<Option<Vec<u8>>, ProviderError> {
        let url = self
            .session
            .download_url
            .replace("{accountId}", &encode(&self.session.account_id))
            .replace("{blobId}", &encode(blob_id))
            .replace("{name}", "message.eml")
            .replace("{type}", "message%2Frfc822");
        let response =
            self.http.get(&url).header("Authorization", &self.authorization).send().await.map_err(transport)?;
        if response.status().as_u16() == 404 {
            return Ok(None);
        }
        if !response.status().is_success() {
            return Err(ProviderError::Protocol(format!("downloading a blob answered {}", response.status())));
        }
        if response.content_length().is_some_and(|n| n > self.max_blob) {
            return Err(ProviderError::TooLarge(format!("a message of more than {} bytes", self.max_blob)));
        }
        Ok(Some(bounded(response, self.max_blob).await?))
    }

    /// Opens the event stream at `url` (RFC 8620 §7.3); the caller reads it.
    pub(super) async fn event_stream(&self, url: &str) -> Result<reqwest::Response, ProviderError> {
        // No overall timeout on a stream: its reader bounds each wait instead.
        let request =
            self.http.get(url).header("Accept", "text/event-stream").header("Authorization", &self.authorization);
        request.timeout(Duration::from_secs(365 * 24 * 3600)).send().await.map_err(transport)
    }

    /// Uploads `data` as a blob of `content_type`; returns its id.
    pub async fn upload(&self, data: Vec<u8>, content_type: &str) -> Result<String, ProviderError> {
        let url = self.session.upload_url.replace("{accountId}", &encode(&self.session.account_id));
        let response = self.send(self.http.post(&url).header("Content-Type", content_type).body(data)).await?;
        let answer = json_of(response, MAX_ANSWER).await?;
        answer
            .get("blobId")
            .and_then(Value::as_str)
            .map(str::to_string)
            .ok_or_else(|| ProviderError::Protocol("an upload answered no blobId".into()))
    }
}

/// A method-level error (RFC 8620 §3.6.2).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JmapCallError {
    pub kind: String,
    pub description: Option<String>,
}

impl JmapCallError {
    pub fn into_provider(self, method: &str) -> ProviderError {
        ProviderError::Protocol(format!(
            "{method} failed: {}{}",
            self.kind,
            self.description.map(|d| format!(" ({d})")).unwrap_or_default()
        ))
    }
}

fn encode(part: &str) -> String {
    percent_encoding::utf8_percent_encode(part, percent_encoding::NON_ALPHANUMERIC).to_string()
}

fn transport(e: reqwest::Error) -> ProviderError {
    crate::rest::transport(e, "the JMAP server")
}

/// The body, refused past `limit` bytes.
async fn bounded(response: reqwest::Response, limit: u64) -> Result<Vec<u8>, ProviderError> {
    crate::rest::bounded(response, limit, "the JMAP server").await
}

async fn json_of(response: reqwest::Response, limit: u64) -> Result<Value, ProviderError> {
    let body = bounded(response, limit).await?;
    serde_json::from_slice(&body)
        .map_err(|_| ProviderError::Protocol("the JMAP server answered with something that is not JSON".into()))
}

#[cfg(test)]
mod tests {
    use super::session_url;

    #[test]
    fn session_urls_are_https_or_loopback_and_carry_no_credentials() {
        assert_eq!(
            session_url("https://mail.example.com").unwrap().as_str(),
            "https://mail.example.com/.well-known/jmap"
        );
        assert_eq!(session_url("https://mail.example.com/jmap/session").unwrap().path(), "/jmap/session");
        assert_eq!(session_url("http://127.0.0.1:8080").unwrap().as_str(), "http://127.0.0.1:8080/.well-known/jmap");
        assert!(session_url("http://mail.example.com").is_err());
        assert!(session_url("https://user:pw@mail.example.com").is_err());
        assert!(session_url("ftp://mail.example.com").is_err());
        assert!(session_url("not a url").is_err());
    }
}
