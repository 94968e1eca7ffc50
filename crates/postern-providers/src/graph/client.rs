//! Requests to Microsoft Graph for one mailbox: the access token from a [`Bearer`] (renewed
//! once on a 401), immutable ids on every request, throttling honoured per mailbox, links
//! followed only under the Graph base the installation configured (the token never goes
//! elsewhere), answers bounded.

use crate::oauth::Bearer;
use crate::provider::ProviderError;
pub use crate::rest::Pacing;
pub(crate) use reqwest::{Method, Url};
use serde_json::{Value, json};
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

/// The largest JSON answer read (a page of a delta query, a folder listing).
const MAX_ANSWER: u64 = 16 * 1024 * 1024;
/// How long a mailbox rests after a 429 or 503 that names no `Retry-After`.
const DEFAULT_REST: Duration = Duration::from_secs(30);
/// Asked on every request: ids that stay when a message moves
/// (https://learn.microsoft.com/en-us/graph/outlook-immutable-id).
const IMMUTABLE_IDS: &str = "IdType=\"ImmutableId\"";
/// Who the errors name.
const WHO: &str = "Microsoft Graph";
/// Requests one app may have under way to one mailbox; a `$batch` runs up to this many of its
/// own (https://learn.microsoft.com/en-us/graph/throttling-limits, Outlook service limits).
/// Past it Graph answers 429 without `Retry-After`, and the whole mailbox would rest.
pub const CONCURRENCY: usize = 4;

/// Where Graph is and what is read from it at most.
#[derive(Debug, Clone)]
pub struct GraphOptions {
    /// The service root with its version, `https://graph.microsoft.com/v1.0` by default.
    pub base: reqwest::Url,
    /// Bound on each request. Default 60 s.
    pub timeout: Duration,
    /// The largest message source downloaded. Default 50 MiB.
    pub max_message: u64,
    /// Messages per page of a delta query (`Prefer: odata.maxpagesize`).
    pub page_size: u32,
}

impl GraphOptions {
    pub fn new(base: reqwest::Url) -> GraphOptions {
        GraphOptions { base, timeout: Duration::from_secs(60), max_message: 50 * 1024 * 1024, page_size: 200 }
    }
}

/// Graph's limit per app and mailbox: 10,000 requests in 10 minutes
/// (https://learn.microsoft.com/en-us/graph/throttling-limits, Outlook service limits).
pub const REQUESTS_ALLOWED: u64 = 10_000;
/// The window that limit counts in.
pub const WINDOW: Duration = Duration::from_secs(600);

/// An answer that is not a success but that callers decide on.
#[derive(Debug)]
pub(crate) enum Answer {
    Ok(reqwest::Response),
    /// 404: the item is gone.
    NotFound,
    /// 410, or a sync state Graph no longer knows: start the delta query over.
    Gone,
}

/// What a request carries.
pub(crate) enum Body {
    None,
    Json(Value),
    /// A MIME message, base64 as Graph takes it (`Content-Type: text/plain`).
    Mime(Vec<u8>),
}

/// One mailbox's Graph client.
#[derive(Clone)]
pub struct GraphClient {
    http: reqwest::Client,
    base: reqwest::Url,
    bearer: Arc<dyn Bearer>,
    pacing: Arc<Pacing>,
    /// The mailbox's [`CONCURRENCY`], shared by the clones of this client (the account's sync,
    /// its subscription keeper and the API's requests on this instance).
    slots: Arc<tokio::sync::Semaphore>,
    /// Whether Graph has `permanentDelete` (the global service does; national clouds do not),
    /// learnt once for the account's every mailbox.
    pub(crate) permanent_delete: Arc<std::sync::atomic::AtomicBool>,
    pub(crate) max_message: u64,
    pub(crate) page_size: u32,
}

impl GraphClient {
    /// The mailbox's pacing (for the account's status).
    pub fn pacing(&self) -> &Pacing {
        &self.pacing
    }
}

impl std::fmt::Debug for GraphClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GraphClient").field("base", &self.base.as_str()).finish_non_exhaustive()
    }
}

impl GraphClient {
    pub fn new(
        options: &GraphOptions,
        bearer: Arc<dyn Bearer>,
        pacing: Arc<Pacing>,
    ) -> Result<GraphClient, ProviderError> {
        let http = crate::rest::client(options.timeout)?;
        let base = crate::rest::as_base(&options.base);
        Ok(GraphClient {
            http,
            base,
            bearer,
            pacing,
            slots: Arc::new(tokio::sync::Semaphore::new(CONCURRENCY)),
            permanent_delete: Arc::new(std::sync::atomic::AtomicBool::new(true)),
            max_message: options.max_message,
            page_size: options.page_size.clamp(1, 1000),
        })
    }

    /// `path` (relative, such as `me/mailFolders`) under the base, with its segments as given.
    pub(crate) fn url(&self, path: &str) -> reqwest::Url {
        self.base.join(path.trim_start_matches('/')).expect("a path joins the base")
    }

    /// A link Graph handed out (`@odata.nextLink`, `@odata.deltaLink`), if it stays under the
    /// base: the token must not follow a link elsewhere.
    pub(crate) fn link(&self, link: &str) -> Result<reqwest::Url, ProviderError> {
        let url = reqwest::Url::parse(link)
            .map_err(|_| ProviderError::Protocol("Microsoft Graph handed out a link that is not a URL".into()))?;
        let same_origin = url.scheme() == self.base.scheme()
            && url.host_str().map(str::to_ascii_lowercase) == self.base.host_str().map(str::to_ascii_lowercase)
            && url.port_or_known_default() == self.base.port_or_known_default();
        // Graph writes the version segment as it likes (`v1.0`), case aside.
        if !same_origin || !url.path().to_ascii_lowercase().starts_with(&self.base.path().to_ascii_lowercase()) {
            return Err(ProviderError::Protocol(format!(
                "Microsoft Graph handed out a link to {}, where the token must not go",
                url.host_str().unwrap_or("?")
            )));
        }
        Ok(url)
    }

    /// Sends a request with the mailbox's token and `Prefer` values; a 401 renews the token
    /// once. Throttling makes the whole mailbox rest. The request waits for a slot of the
    /// mailbox's [`CONCURRENCY`] (a `$batch` for one per request it holds), kept until its answer
    /// is dropped.
    pub(crate) async fn send(
        &self,
        method: reqwest::Method,
        url: reqwest::Url,
        body: &Body,
        prefer: &[&str],
    ) -> Result<Answer, ProviderError> {
        if let Some(left) = self.pacing.resting() {
            return Err(throttled("the mailbox rests after Microsoft Graph asked to slow down", Some(left)));
        }
        let weight = match body {
            Body::Json(value) if url.path().ends_with("/$batch") => {
                value.get("requests").and_then(Value::as_array).map_or(1, |r| r.len().clamp(1, CONCURRENCY))
            }
            _ => 1,
        };
        let slot = self.slots.clone().acquire_many_owned(weight as u32).await.expect("the slots are never closed");
        let mut renewed = false;
        loop {
            let token = self.bearer.token().await?;
            self.pacing.count(1);
            let mut request = self.http.request(method.clone(), url.clone()).bearer_auth(&token).header(
                "Prefer",
                std::iter::once("IdType=\"ImmutableId\"").chain(prefer.iter().copied()).collect::<Vec<_>>().join(", "),
            );
            request = match body {
                // Graph's front end answers 411 to a POST without a length, and hyper sends none
                // for an empty body.
                Body::None if method != Method::GET && method != Method::DELETE => {
                    request.header("content-length", "0")
                }
                Body::None => request,
                Body::Json(value) => request.json(value),
                Body::Mime(raw) => {
                    use base64::Engine as _;
                    request
                        .header("Content-Type", "text/plain")
                        .body(base64::engine::general_purpose::STANDARD.encode(raw))
                }
            };
            let mut response = request.send().await.map_err(|e| crate::rest::transport(e, WHO))?;
            let status = response.status().as_u16();
            match status {
                200..=299 => {
                    // Graph counts the request until its answer is read.
                    response.extensions_mut().insert(Arc::new(slot));
                    return Ok(Answer::Ok(response));
                }
                401 if !renewed => {
                    renewed = true;
                    self.bearer.refused(&token).await;
                    continue;
                }
                410 => return Ok(Answer::Gone),
                _ => {}
            }
            let retry_after = crate::rest::retry_after(response.headers());
            // The error's code before its status: a delta token Graph no longer knows comes
            // back as 410, but also as a 404 or 400 naming the sync state.
            let (code, message) = error_of(response).await;
            if is_sync_state(&code) {
                return Ok(Answer::Gone);
            }
            if status == 404 {
                return Ok(Answer::NotFound);
            }
            let reason = format!(
                "Microsoft Graph answered {status} {code}{}",
                message.map(|m| format!(": {m}")).unwrap_or_default()
            );
            let error = classify(status, &code, reason, retry_after);
            if let ProviderError::Throttled { retry_after: Some(rest), .. } = &error {
                self.pacing.rest(*rest);
            }
            return Err(error);
        }
    }

    /// A JSON answer; `None` when the item is gone (404).
    pub(crate) async fn get(&self, url: reqwest::Url, prefer: &[&str]) -> Result<Option<Value>, ProviderError> {
        match self.send(Method::GET, url, &Body::None, prefer).await? {
            Answer::Ok(response) => json_of(response).await.map(Some),
            Answer::NotFound => Ok(None),
            Answer::Gone => Err(ProviderError::Protocol("Microsoft Graph answered 410 Gone".into())),
        }
    }

    /// A request whose answer is JSON or empty (202, 204: `Value::Null`); `None` when the item
    /// is gone (404).
    pub(crate) async fn call(
        &self,
        method: reqwest::Method,
        url: reqwest::Url,
        body: Body,
    ) -> Result<Option<Value>, ProviderError> {
        match self.send(method, url, &body, &[]).await? {
            Answer::Ok(response) => {
                let body = crate::rest::bounded(response, MAX_ANSWER, WHO).await?;
                if body.iter().all(u8::is_ascii_whitespace) {
                    return Ok(Some(Value::Null));
                }
                serde_json::from_slice(&body).map(Some).map_err(|_| not_json())
            }
            Answer::NotFound => Ok(None),
            Answer::Gone => Err(ProviderError::Protocol("Microsoft Graph answered 410 Gone".into())),
        }
    }

    /// Bytes (a message's MIME source), at most `limit`; `None` when gone.
    pub(crate) async fn bytes(&self, url: reqwest::Url, limit: u64) -> Result<Option<Vec<u8>>, ProviderError> {
        match self.send(Method::GET, url, &Body::None, &[]).await? {
            Answer::Ok(response) => Ok(Some(crate::rest::bounded(response, limit, WHO).await?)),
            Answer::NotFound => Ok(None),
            Answer::Gone => Err(ProviderError::Protocol("Microsoft Graph answered 410 Gone".into())),
        }
    }
}

/// Whether an error code says Graph lost a delta query's sync state: the query starts over
/// (https://learn.microsoft.com/en-us/graph/delta-query-overview, "Synchronization reset").
fn is_sync_state(code: &str) -> bool {
    ["syncStateNotFound", "syncStateInvalid", "resyncRequired", "ErrorInvalidSyncStateData"]
        .iter()
        .any(|c| code.eq_ignore_ascii_case(c))
}

/// What an answer that is not a success means, alone or inside a `$batch` alike: a refused
/// token or a permission the app lacks is the account's sign-in; a slow-down rests the
/// mailbox (30 s without `Retry-After`); the rest is an error of this request only.
fn classify(status: u16, code: &str, reason: String, retry_after: Option<Duration>) -> ProviderError {
    match status {
        401 => ProviderError::Auth(reason),
        403 if code.eq_ignore_ascii_case("ErrorAccessDenied")
            || code.eq_ignore_ascii_case("Authorization_RequestDenied") =>
        {
            ProviderError::Auth(reason)
        }
        429 | 503 | 504 if status == 429 || retry_after.is_some() => {
            throttled(&reason, Some(retry_after.unwrap_or(DEFAULT_REST)))
        }
        500..=599 => ProviderError::Unreachable(reason),
        _ => ProviderError::Protocol(reason),
    }
}

/// An upload session's chunk: a multiple of 320 KiB, as Graph asks
/// (https://learn.microsoft.com/en-us/graph/outlook-large-attachments).
const CHUNK: usize = 10 * 320 * 1024;

impl GraphClient {
    /// Uploads `bytes` to an upload session's URL in ranges (`PUT` with `Content-Range`),
    /// without the mailbox's token: the URL is pre-authorised, and Graph refuses a request
    /// that carries one. Only to https, or to Graph's own origin.
    pub(crate) async fn upload(&self, url: &str, bytes: &[u8]) -> Result<(), ProviderError> {
        let url = reqwest::Url::parse(url).map_err(|_| {
            ProviderError::Protocol("Microsoft Graph handed out an upload URL that is not a URL".into())
        })?;
        let same_origin = url.origin() == self.base.origin();
        if url.scheme() != "https" && !same_origin || !url.username().is_empty() || url.password().is_some() {
            return Err(ProviderError::Protocol(format!(
                "Microsoft Graph handed out an upload URL to {}, where nothing is sent",
                url.host_str().unwrap_or("?")
            )));
        }
        let total = bytes.len();
        let mut start = 0;
        while start < total {
            if let Some(left) = self.pacing.resting() {
                return Err(throttled("the mailbox rests after Microsoft Graph asked to slow down", Some(left)));
            }
            let end = (start + CHUNK).min(total);
            self.pacing.count(1);
            let response = self
                .http
                .put(url.clone())
                .header("Content-Range", format!("bytes {start}-{}/{total}", end - 1))
                .header("Content-Length", (end - start).to_string())
                .body(bytes[start..end].to_vec())
                .send()
                .await
                .map_err(|e| crate::rest::transport(e, WHO))?;
            let status = response.status().as_u16();
            let retry_after = crate::rest::retry_after(response.headers());
            match status {
                200..=299 if end == total => return Ok(()),
                200..=299 => start = end,
                _ => {
                    let (code, message) = error_of(response).await;
                    let reason = format!(
                        "Microsoft Graph answered {status} {code}{} to an attachment's upload",
                        message.map(|m| format!(": {m}")).unwrap_or_default()
                    );
                    return Err(match status {
                        429 | 503 if status == 429 || retry_after.is_some() => {
                            let rest = retry_after.unwrap_or(DEFAULT_REST);
                            self.pacing.rest(rest);
                            throttled(&reason, Some(rest))
                        }
                        500..=599 => ProviderError::Unreachable(reason),
                        _ => ProviderError::Protocol(reason),
                    });
                }
            }
        }
        Ok(())
    }
}

/// One request of a JSON `$batch`: its id, method, URL under the service root (`/me/…`) and
/// JSON body.
pub(crate) struct Batched {
    pub id: String,
    pub method: &'static str,
    pub url: String,
    pub body: Option<Value>,
    /// A `Prefer` value besides immutable ids.
    pub prefer: Option<&'static str>,
}

impl GraphClient {
    /// Requests in JSON `$batch`es of 20, as Graph takes them
    /// (https://learn.microsoft.com/en-us/graph/json-batching); each answer's status and body by
    /// id. A throttled inner request makes the mailbox rest as a throttled request does; the
    /// other answers are the caller's to judge.
    pub(crate) async fn batch(&self, requests: Vec<Batched>) -> Result<HashMap<String, (u16, Value)>, ProviderError> {
        let mut answers = HashMap::new();
        for chunk in requests.chunks(20) {
            // Graph counts each request of a batch.
            self.pacing.count(chunk.len() as u64 - 1);
            let inner: Vec<Value> = chunk
                .iter()
                .map(|r| {
                    let prefer = match r.prefer {
                        Some(more) => format!("{IMMUTABLE_IDS}, {more}"),
                        None => IMMUTABLE_IDS.to_string(),
                    };
                    let mut request =
                        json!({ "id": r.id, "method": r.method, "url": r.url, "headers": { "Prefer": prefer } });
                    // Graph refuses a write inside a batch without a body and its content type
                    // (https://learn.microsoft.com/en-us/graph/json-batching): `{}` when there is
                    // nothing to say (`permanentDelete`).
                    let write = matches!(r.method, "POST" | "PATCH" | "PUT");
                    if let Some(body) = r.body.clone().or_else(|| write.then(|| json!({}))) {
                        request["body"] = body;
                        request["headers"]["Content-Type"] = json!("application/json");
                    }
                    request
                })
                .collect();
            let answer = self
                .call(Method::POST, self.url("$batch"), Body::Json(json!({ "requests": inner })))
                .await?
                .ok_or_else(|| ProviderError::Protocol("Microsoft Graph has no $batch".into()))?;
            for response in answer.get("responses").and_then(Value::as_array).into_iter().flatten() {
                let id = response.get("id").and_then(Value::as_str).unwrap_or_default().to_string();
                let status = response.get("status").and_then(Value::as_u64).unwrap_or(0) as u16;
                if status == 429 || status == 503 {
                    let after = response
                        .pointer("/headers/Retry-After")
                        .or_else(|| response.pointer("/headers/retry-after"))
                        .and_then(|v| v.as_str().map(str::to_string).or_else(|| v.as_u64().map(|n| n.to_string())))
                        .and_then(|v| crate::rest::seconds(&v))
                        .unwrap_or(DEFAULT_REST);
                    self.pacing.rest(after);
                    return Err(throttled("Microsoft Graph answered 429 inside a $batch", Some(after)));
                }
                answers.insert(id, (status, response.get("body").cloned().unwrap_or(Value::Null)));
            }
        }
        Ok(answers)
    }

    /// GETs of `(id, URL under the service root)` in `$batch`es; the bodies of those answered
    /// 200, by id.
    pub(crate) async fn batch_get(
        &self,
        requests: Vec<(String, String)>,
    ) -> Result<HashMap<String, Value>, ProviderError> {
        let requests = requests
            .into_iter()
            .map(|(id, url)| Batched { id, method: "GET", url, body: None, prefer: None })
            .collect();
        let answers = self.batch(requests).await?;
        Ok(answers.into_iter().filter(|(_, (status, _))| *status == 200).map(|(id, (_, body))| (id, body)).collect())
    }
}

/// The first answer of a batch that failed other than by the item being gone, as an error
/// (`rest::batch_failure`), read as the same answer outside a batch is.
pub(crate) fn batch_failure(answers: &HashMap<String, (u16, Value)>, what: &str) -> Result<(), ProviderError> {
    crate::rest::batch_failure(answers, |status, body| {
        let code = body.pointer("/error/code").and_then(Value::as_str).unwrap_or_default();
        classify(status, code, format!("Microsoft Graph refused to {what}: {status} {code}"), None)
    })
}

/// The requests of a batch Graph answered as not knowing their action (a national cloud has no
/// `permanentDelete`: "Resource not found for the segment"), by id.
pub(crate) fn unsupported(answers: &HashMap<String, (u16, Value)>) -> Vec<String> {
    answers
        .iter()
        .filter(|(_, (status, body))| {
            let message = body.pointer("/error/message").and_then(Value::as_str).unwrap_or_default();
            matches!(status, 405 | 501) || (*status == 400 && message.contains("segment"))
        })
        .map(|(id, _)| id.clone())
        .collect()
}

pub(crate) async fn json_of(response: reqwest::Response) -> Result<Value, ProviderError> {
    let body = crate::rest::bounded(response, MAX_ANSWER, WHO).await?;
    serde_json::from_slice(&body).map_err(|_| not_json())
}

fn not_json() -> ProviderError {
    ProviderError::Protocol("Microsoft Graph answered with something that is not JSON".into())
}

fn throttled(reason: &str, retry_after: Option<Duration>) -> ProviderError {
    ProviderError::Throttled { reason: reason.to_string(), retry_after }
}

/// The `error.code` and `error.message` of a Graph error answer (the message cut to 200
/// characters).
async fn error_of(response: reqwest::Response) -> (String, Option<String>) {
    let body = crate::rest::bounded(response, 64 * 1024, WHO).await.unwrap_or_default();
    let value: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
    let error = value.get("error");
    let code = error.and_then(|e| e.get("code")).and_then(Value::as_str).unwrap_or("").chars().take(80).collect();
    let message =
        error.and_then(|e| e.get("message")).and_then(Value::as_str).map(|m| m.chars().take(200).collect::<String>());
    (code, message)
}
