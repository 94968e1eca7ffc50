//! Requests to the Gmail API for one mailbox: the access token from a [`Bearer`] (renewed once
//! on a 401), quota units counted against the user's allowance per minute and never asked past
//! it, Gmail's slow-downs (429, 403 `rateLimitExceeded`) honoured by resting the whole mailbox
//! with exponential backoff, HTTP batches of up to 50 requests, answers bounded.

use super::batch::{self, Part};
use super::quota::{Call, Costs};
use crate::oauth::Bearer;
use crate::provider::ProviderError;
pub use crate::rest::Pacing;
pub(crate) use reqwest::{Method, Url};
use serde_json::Value;
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

/// The largest JSON answer read (a page of a listing, a batch of metadata).
const MAX_ANSWER: u64 = 32 * 1024 * 1024;
/// Requests per HTTP batch: Gmail takes 100, and advises against more than 50
/// (https://developers.google.com/gmail/api/guides/batch).
pub(crate) const BATCH: usize = 50;
/// Who the errors name.
const WHO: &str = "the Gmail API";

/// Gmail counts quota units per user per minute
/// (https://developers.google.com/gmail/api/reference/quota).
pub const WINDOW: Duration = Duration::from_secs(60);
/// The allowance per user per minute of Cloud projects made since May 2026 (older projects
/// keep 15,000): the default of `--google-units-per-minute`.
pub const UNITS_PER_MINUTE: u64 = 6_000;
/// The longest a request waits by default for the mailbox's quota to free before it is refused
/// as throttled (an API caller's; the sync waits the whole window: [`GmailClient::waiting`]).
const MAX_QUOTA_WAIT: Duration = Duration::from_secs(10);

/// Where the Gmail API is and what is read from it at most.
#[derive(Debug, Clone)]
pub struct GmailOptions {
    /// The API's root, `https://gmail.googleapis.com` by default; the paths
    /// (`gmail/v1/users/me/…`, `batch/gmail/v1`) hang off it.
    pub base: Url,
    /// Bound on each request. Default 60 s.
    pub timeout: Duration,
    /// The largest message source downloaded. Default 50 MiB.
    pub max_message: u64,
    /// The user's quota units per minute.
    pub units_per_minute: u64,
    /// What each call costs the installation's project.
    pub costs: Costs,
}

impl GmailOptions {
    pub fn new(base: Url) -> GmailOptions {
        GmailOptions {
            base,
            timeout: Duration::from_secs(60),
            max_message: 50 * 1024 * 1024,
            units_per_minute: UNITS_PER_MINUTE,
            costs: Costs::default(),
        }
    }
}

/// An answer callers decide on.
pub(crate) enum Answer {
    Ok(reqwest::Response),
    /// 404: the item (or, for `history.list`, the start) is gone.
    NotFound,
}

/// What a request carries.
enum Payload<'a> {
    None,
    Json(&'a Value),
    /// A message source with its JSON metadata, as one `multipart/related` upload (the body
    /// and its content type).
    Upload(Vec<u8>, String),
}

/// One request of an HTTP batch: its key, method, path under `gmail/v1/users/me/` (with its
/// query), JSON body and the call it is (for its cost).
pub(crate) struct Inner {
    pub key: String,
    pub method: &'static str,
    pub path: String,
    pub body: Option<Value>,
    pub call: Call,
}

/// One mailbox's Gmail client.
#[derive(Clone)]
pub struct GmailClient {
    http: reqwest::Client,
    base: Url,
    bearer: Arc<dyn Bearer>,
    pacing: Arc<Pacing>,
    allowed: u64,
    costs: Arc<Costs>,
    quota_wait: Duration,
    pub(crate) max_message: u64,
}

impl std::fmt::Debug for GmailClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GmailClient").field("base", &self.base.as_str()).finish_non_exhaustive()
    }
}

impl GmailClient {
    pub fn new(
        options: &GmailOptions,
        bearer: Arc<dyn Bearer>,
        pacing: Arc<Pacing>,
    ) -> Result<GmailClient, ProviderError> {
        let http = crate::rest::client(options.timeout)?;
        let base = crate::rest::as_base(&options.base);
        Ok(GmailClient {
            http,
            base,
            bearer,
            pacing,
            allowed: options.units_per_minute.max(100),
            costs: Arc::new(options.costs.clone()),
            quota_wait: MAX_QUOTA_WAIT,
            max_message: options.max_message,
        })
    }

    /// The mailbox's pacing (for the account's status).
    pub fn pacing(&self) -> &Pacing {
        &self.pacing
    }

    /// This client, waiting up to `wait` for the user's quota to free before a request is
    /// refused as throttled.
    pub fn waiting(mut self, wait: Duration) -> GmailClient {
        self.quota_wait = wait;
        self
    }

    /// The quota units the user is allowed per [`WINDOW`].
    pub fn allowed(&self) -> u64 {
        self.allowed
    }

    /// The path of the signed-in user's resources, as a batch's request line names it.
    fn user_path(&self) -> String {
        format!("{}gmail/v1/users/me/", self.base.path())
    }

    /// `segments` under `gmail/v1/users/me/`, each escaped.
    pub(crate) fn url(&self, segments: &[&str]) -> Url {
        let mut url = self.base.join("gmail/v1/users/me").expect("a path joins the base");
        url.path_segments_mut().expect("a base URL").extend(segments);
        url
    }

    /// Waits while `units` more would pass the user's allowance (at most [`MAX_QUOTA_WAIT`]), or
    /// while the mailbox rests; then counts them.
    async fn admit(&self, units: u64) -> Result<(), ProviderError> {
        if let Some(left) = self.pacing.resting() {
            return Err(throttled("the mailbox rests after Gmail asked to slow down".into(), left));
        }
        let mut waited = Duration::ZERO;
        while let Some(wait) = self.pacing.over(units, self.allowed) {
            if waited >= self.quota_wait {
                return Err(throttled(format!("the user's {} quota units a minute are used up", self.allowed), wait));
            }
            tokio::time::sleep(wait).await;
            waited += wait;
        }
        self.pacing.count(units);
        Ok(())
    }

    /// Sends a request with the mailbox's token; a 401 renews the token once. A slow-down
    /// makes the whole mailbox rest.
    async fn send(&self, method: Method, url: Url, body: &Payload<'_>, call: Call) -> Result<Answer, ProviderError> {
        self.admit(self.costs.of(call)).await?;
        let mut renewed = false;
        loop {
            let token = self.bearer.token().await?;
            let mut request = self.http.request(method.clone(), url.clone()).bearer_auth(&token);
            request = match body {
                Payload::Json(body) => request.json(body),
                Payload::Upload(body, content_type) => {
                    request.header("content-type", content_type.as_str()).body(body.clone())
                }
                // Google's front end wants a length on a POST without a body.
                Payload::None if method == Method::POST => request.header("content-length", "0"),
                Payload::None => request,
            };
            let response = request.send().await.map_err(|e| crate::rest::transport(e, WHO))?;
            let status = response.status().as_u16();
            match status {
                200..=299 => {
                    self.pacing.answered();
                    return Ok(Answer::Ok(response));
                }
                401 if !renewed => {
                    renewed = true;
                    self.bearer.refused(&token).await;
                    continue;
                }
                404 => return Ok(Answer::NotFound),
                _ => {}
            }
            let retry_after = crate::rest::retry_after(response.headers());
            let body = crate::rest::bounded(response, 64 * 1024, WHO).await.unwrap_or_default();
            return Err(self.failure(status, &body, retry_after));
        }
    }

    /// What an answer that is not a success means (Gmail's error shape:
    /// https://developers.google.com/gmail/api/guides/handle-errors).
    fn failure(&self, status: u16, body: &[u8], retry_after: Option<Duration>) -> ProviderError {
        let value: Value = serde_json::from_slice(body).unwrap_or(Value::Null);
        let reason = value.pointer("/error/errors/0/reason").and_then(Value::as_str).unwrap_or_default();
        let message: String =
            value.pointer("/error/message").and_then(Value::as_str).unwrap_or_default().chars().take(200).collect();
        let said = format!(
            "Gmail answered {status} {reason}{}",
            if message.is_empty() { String::new() } else { format!(": {message}") }
        );
        // `dailyLimitExceeded` is the Cloud project's day, not the account's sign-in.
        let slow_down = status == 429
            || (status == 403
                && matches!(
                    reason,
                    "rateLimitExceeded" | "userRateLimitExceeded" | "quotaExceeded" | "dailyLimitExceeded"
                ))
            || (status == 503 && retry_after.is_some());
        if status == 403 && reason == "userRateLimitExceeded" {
            // Gmail counted more than the ledger did (another client of the user, a cost
            // raised): the ledger takes Gmail's word and claims the whole allowance.
            self.pacing.fill(self.allowed);
        }
        if slow_down {
            let rest = match retry_after {
                Some(after) => {
                    self.pacing.rest(after);
                    after
                }
                None => self.pacing.strike(),
            };
            return throttled(said, rest);
        }
        refusal(status, reason, said)
    }

    /// A JSON answer; `None` when the item is gone (404).
    pub(crate) async fn get(&self, url: Url, call: Call) -> Result<Option<Value>, ProviderError> {
        match self.send(Method::GET, url, &Payload::None, call).await? {
            Answer::Ok(response) => json_of(response, MAX_ANSWER).await.map(Some),
            Answer::NotFound => Ok(None),
        }
    }

    /// A JSON answer bounded at `limit` bytes (a message's raw source); `None` when gone.
    pub(crate) async fn get_large(&self, url: Url, call: Call, limit: u64) -> Result<Option<Value>, ProviderError> {
        match self.send(Method::GET, url, &Payload::None, call).await? {
            Answer::Ok(response) => json_of(response, limit).await.map(Some),
            Answer::NotFound => Ok(None),
        }
    }

    /// A request whose answer is JSON or empty (204: `Value::Null`); `None` when the item is
    /// gone (404).
    pub(crate) async fn call(
        &self,
        method: Method,
        url: Url,
        body: Option<Value>,
        call: Call,
    ) -> Result<Option<Value>, ProviderError> {
        let body = match &body {
            Some(body) => Payload::Json(body),
            None => Payload::None,
        };
        self.answer(self.send(method, url, &body, call).await?).await
    }

    /// Uploads a message source with its JSON `metadata` to `segments` under the upload root
    /// (`upload/gmail/v1/users/me/…?uploadType=multipart`, with `query`): how sources too large to
    /// go inline as base64 in JSON reach Gmail (up to its 35 MB;
    /// https://developers.google.com/gmail/api/guides/uploads). The answer as [`GmailClient::call`]'s.
    pub(crate) async fn upload(
        &self,
        method: Method,
        segments: &[&str],
        query: &[(&str, &str)],
        metadata: &Value,
        raw: &[u8],
        call: Call,
    ) -> Result<Option<Value>, ProviderError> {
        let mut url = self.base.join("upload/gmail/v1/users/me").expect("a path joins the base");
        url.path_segments_mut().expect("a base URL").extend(segments);
        url.query_pairs_mut().append_pair("uploadType", "multipart").extend_pairs(query);
        let boundary = boundary();
        let mut body = format!(
            "--{boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n{metadata}\r\n--{boundary}\r\nContent-Type: message/rfc822\r\n\r\n"
        )
        .into_bytes();
        body.extend_from_slice(raw);
        body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
        let payload = Payload::Upload(body, format!("multipart/related; boundary={boundary}"));
        self.answer(self.send(method, url, &payload, call).await?).await
    }

    /// An answer that is JSON or empty (`Value::Null`); `None` when the item is gone.
    async fn answer(&self, answer: Answer) -> Result<Option<Value>, ProviderError> {
        match answer {
            Answer::Ok(response) => {
                let body = crate::rest::bounded(response, MAX_ANSWER, WHO).await?;
                if body.iter().all(u8::is_ascii_whitespace) {
                    return Ok(Some(Value::Null));
                }
                serde_json::from_slice(&body).map(Some).map_err(|_| not_json())
            }
            Answer::NotFound => Ok(None),
        }
    }

    /// Requests in HTTP batches of [`BATCH`]; each answer's status and JSON body by key. A
    /// slow-down inside a batch makes the mailbox rest as a slowed-down request does; a 401
    /// renews the token and asks that batch once more; the other answers are the caller's to
    /// judge.
    pub(crate) async fn batch(&self, requests: Vec<Inner>) -> Result<HashMap<String, (u16, Value)>, ProviderError> {
        let mut answers = HashMap::with_capacity(requests.len());
        let user = self.user_path();
        for chunk in requests.chunks(BATCH) {
            self.admit(chunk.iter().map(|r| self.costs.of(r.call)).sum()).await?;
            let boundary = boundary();
            let parts: Vec<Part> = chunk
                .iter()
                .map(|r| Part {
                    key: &r.key,
                    method: r.method,
                    path: format!("{user}{}", r.path),
                    body: r.body.as_ref().map(Value::to_string),
                })
                .collect();
            let body = batch::request(&boundary, &parts);
            let mut renewed = false;
            let got = loop {
                let token = self.bearer.token().await?;
                let response = self
                    .http
                    .post(self.base.join("batch/gmail/v1").expect("a path joins the base"))
                    .bearer_auth(&token)
                    .header("content-type", format!("multipart/mixed; boundary={boundary}"))
                    .body(body.clone())
                    .send()
                    .await
                    .map_err(|e| crate::rest::transport(e, WHO))?;
                let status = response.status().as_u16();
                let retry_after = crate::rest::retry_after(response.headers());
                let content_type = response
                    .headers()
                    .get("content-type")
                    .and_then(|v| v.to_str().ok())
                    .unwrap_or_default()
                    .to_string();
                let answer = crate::rest::bounded(response, MAX_ANSWER, WHO).await?;
                if !(200..300).contains(&status) {
                    if status == 401 && !renewed {
                        renewed = true;
                        self.bearer.refused(&token).await;
                        continue;
                    }
                    return Err(self.failure(status, &answer, retry_after));
                }
                let boundary = batch::boundary_of(&content_type)
                    .ok_or_else(|| ProviderError::Protocol("Gmail answered a batch without a multipart body".into()))?;
                let got = batch::response(&answer, &boundary)
                    .ok_or_else(|| ProviderError::Protocol("Gmail answered a batch that cannot be read".into()))?;
                if got.iter().any(|a| a.status == 401) && !renewed {
                    renewed = true;
                    self.bearer.refused(&token).await;
                    continue;
                }
                break got;
            };
            self.pacing.answered();
            for answer in got {
                let retry_after = answer.retry_after.as_deref().and_then(crate::rest::seconds);
                let value: Value = serde_json::from_slice(&answer.body).unwrap_or(Value::Null);
                if matches!(answer.status, 429 | 403 | 503)
                    && let e @ ProviderError::Throttled { .. } = self.failure(answer.status, &answer.body, retry_after)
                {
                    return Err(e);
                }
                if let Some(key) = answer.key {
                    answers.insert(key, (answer.status, value));
                }
            }
        }
        Ok(answers)
    }
}

/// What a refusal that is no slow-down means, alone or inside a batch alike: a refused token or
/// a permission the user or the domain withholds is the account's sign-in; the rest is an
/// error of this request only.
fn refusal(status: u16, reason: &str, said: String) -> ProviderError {
    match status {
        401 => ProviderError::Auth(said),
        403 if matches!(reason, "insufficientPermissions" | "forbidden" | "domainPolicy" | "authError") => {
            ProviderError::Auth(said)
        }
        500..=599 => ProviderError::Unreachable(said),
        _ => ProviderError::Protocol(said),
    }
}

/// The first answer of a batch that failed other than by the item being gone, as an error
/// (`rest::batch_failure`), read as the same answer outside a batch is ([`GmailClient::batch`]
/// returned the slow-downs already).
pub(crate) fn batch_failure(answers: &HashMap<String, (u16, Value)>, what: &str) -> Result<(), ProviderError> {
    crate::rest::batch_failure(answers, |status, body| {
        let reason = body.pointer("/error/errors/0/reason").and_then(Value::as_str).unwrap_or_default();
        refusal(status, reason, format!("Gmail refused to {what}: {status} {reason}"))
    })
}

/// A multipart boundary no message or JSON body holds by chance.
fn boundary() -> String {
    let mut noise = [0u8; 12];
    postern_core::id::random_bytes(&mut noise);
    format!("postern_{}", postern_core::hex(&noise))
}

async fn json_of(response: reqwest::Response, limit: u64) -> Result<Value, ProviderError> {
    let body = crate::rest::bounded(response, limit, WHO).await?;
    serde_json::from_slice(&body).map_err(|_| not_json())
}

fn not_json() -> ProviderError {
    ProviderError::Protocol("Gmail answered with something that is not JSON".into())
}

fn throttled(reason: String, rest: Duration) -> ProviderError {
    ProviderError::Throttled { reason, retry_after: Some(rest) }
}
