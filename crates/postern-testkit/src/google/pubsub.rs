//! Cloud Pub/Sub push delivery of Gmail's notifications: the push subscriptions the test
//! creates, the push request (its JSON and its OIDC token), and its delivery with retries.
//!
//! Changes are noted by their mailbox (`Mailbox::push_pending`, when its watch covers them),
//! turned into one publication per mailbox by `State::flush_pushes` once a request or a test
//! helper is done (several changes in one call share one push), and handed through the outbox
//! to `post_outbox`, a task on the server's runtime that posts them without the lock.

use std::sync::{Arc, Mutex, MutexGuard, PoisonError, mpsc as std_mpsc};
use std::time::{Duration, SystemTime};

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use reqwest::header::{AUTHORIZATION, CONTENT_TYPE, USER_AGENT};
use serde_json::json;
use tokio::sync::mpsc::UnboundedReceiver;

use super::State;
use super::identity::ISSUER;
use super::util::{now_secs, rfc3339_millis};

/// How long a push endpoint has to answer: the subscription's acknowledgement deadline (10 s
/// by default).
// https://cloud.google.com/pubsub/docs/push
const PUSH_TIMEOUT: Duration = Duration::from_secs(10);

/// The waits before the second, third and fourth tries of a push. Pub/Sub backs off
/// exponentially and keeps the message for days; the fake shortens that to these 4 tries, then
/// drops it.
// https://cloud.google.com/pubsub/docs/handling-failures
const RETRY_DELAYS: [Duration; 3] = [Duration::from_secs(1), Duration::from_secs(2), Duration::from_secs(4)];

/// The User-Agent of Pub/Sub's push requests.
// https://cloud.google.com/pubsub/docs/push
const PUSH_USER_AGENT: &str = "APIs-Google; (+https://developers.google.com/webmasters/APIs-Google.html)";

/// A push subscription to a topic, with OIDC authentication as a service account.
// https://cloud.google.com/pubsub/docs/authenticate-push-subscriptions
pub(super) struct PushSubscription {
    /// `projects/P/topics/T`.
    pub(super) topic: String,
    /// `projects/P/subscriptions/S`.
    pub(super) name: String,
    pub(super) endpoint: String,
    /// The `aud` of its tokens (the endpoint URL unless set).
    pub(super) audience: String,
    /// The `email` of its tokens.
    pub(super) service_account: String,
}

/// Something for the server's runtime to post.
pub(super) enum Outbound {
    /// A push, retried until answered 2xx.
    Push { url: String, body: Vec<u8>, token: String },
    /// A request a test forged, tried once; its status (0 without an answer) goes to `answered`.
    Raw { url: String, body: Vec<u8>, bearer: Option<String>, answered: std_mpsc::Sender<u16> },
}

/// The client the fake makes its own requests with: no proxy (the endpoints are on loopback),
/// no redirects.
pub(super) fn http_client() -> reqwest::Client {
    reqwest::Client::builder()
        .no_proxy()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("an HTTP client for the fake's push requests")
}

fn lock(state: &Mutex<State>) -> MutexGuard<'_, State> {
    state.lock().unwrap_or_else(PoisonError::into_inner)
}

/// A topic name: `projects/{project}/topics/{topic}`.
// https://cloud.google.com/pubsub/docs/create-topic
pub(super) fn is_topic_name(name: &str) -> bool {
    let parts: Vec<&str> = name.split('/').collect();
    matches!(parts.as_slice(), ["projects", p, "topics", t] if !p.is_empty() && !t.is_empty())
}

impl State {
    /// The OIDC token of a push: an ID token of the service account for the audience.
    // https://cloud.google.com/pubsub/docs/authenticate-push-subscriptions
    pub(super) fn push_token(&self, audience: &str, email: &str) -> String {
        let now = now_secs();
        let sub = numeric_id(email);
        self.signer.sign(&json!({
            "iss": ISSUER,
            "aud": audience,
            "azp": sub,
            "email": email,
            "email_verified": true,
            "sub": sub,
            "iat": now,
            "exp": now + 3600,
        }))
    }

    /// Publishes a notification for every mailbox with a pending change and a live watch: one
    /// Pub/Sub message on the watch's topic, pushed to each of the topic's subscriptions. While
    /// pushes are paused the pending changes wait; without a live watch they are dropped.
    // https://developers.google.com/gmail/api/guides/push
    pub(super) fn flush_pushes(&mut self) {
        let now = SystemTime::now();
        for user in 0..self.users.len() {
            if !self.users[user].push_pending || self.push_paused {
                continue;
            }
            self.users[user].push_pending = false;
            let mailbox = &self.users[user];
            let Some(watch) = mailbox.watch.as_ref().filter(|w| w.expiration > now) else { continue };
            // The data is `{"emailAddress","historyId"}`; the guide's example shows the history
            // id as a string, Gmail sends a JSON number.
            let data = json!({"emailAddress": mailbox.address, "historyId": mailbox.history_id});
            let topic = watch.topic.clone();
            self.last_pubsub_id += 1 + self.rng.below(1000);
            let message_id = self.last_pubsub_id.to_string();
            let publish_time = rfc3339_millis(now);
            let data = STANDARD.encode(data.to_string());
            let mut jobs = Vec::new();
            for subscription in self.subscriptions.iter().filter(|s| s.topic == topic) {
                // https://cloud.google.com/pubsub/docs/push#receive_push
                let body = json!({
                    "message": {
                        "attributes": {},
                        "data": data,
                        "messageId": message_id,
                        "message_id": message_id,
                        "publishTime": publish_time,
                        "publish_time": publish_time,
                    },
                    "subscription": subscription.name,
                });
                let token = self.push_token(&subscription.audience, &subscription.service_account);
                let body = serde_json::to_vec(&body).unwrap_or_default();
                jobs.push(Outbound::Push { url: subscription.endpoint.clone(), body, token });
            }
            for job in jobs {
                // The receiving end is gone only when the server is stopping.
                let _ = self.outbox.send(job);
            }
        }
    }
}

/// A numeric id for a service account (its `sub` and `azp`): 21 digits derived from its email.
fn numeric_id(email: &str) -> String {
    use sha2::{Digest as _, Sha256};
    let digest = Sha256::digest(email.as_bytes());
    let mut out = String::from("1");
    for byte in digest.iter().take(20) {
        out.push(char::from(b'0' + byte % 10));
    }
    out
}

/// The task on the server's runtime that posts what arrives in the outbox, each POST in a task
/// of its own (a slow or failing endpoint holds up no other).
pub(super) async fn post_outbox(mut outbox: UnboundedReceiver<Outbound>, state: Arc<Mutex<State>>) {
    while let Some(job) = outbox.recv().await {
        let http = lock(&state).http.clone();
        match job {
            Outbound::Push { url, body, token } => {
                tokio::spawn(deliver(http, state.clone(), url, body, token));
            }
            Outbound::Raw { url, body, bearer, answered } => {
                tokio::spawn(async move {
                    let status = post(&http, &url, body, bearer.as_deref()).await;
                    let _ = answered.send(status.unwrap_or(0));
                });
            }
        }
    }
}

/// Posts a push until it is answered 2xx (Pub/Sub's acknowledgement): at most 4 tries, 1 s,
/// 2 s and 4 s apart, then it is dropped.
// https://cloud.google.com/pubsub/docs/push
async fn deliver(http: reqwest::Client, state: Arc<Mutex<State>>, url: String, body: Vec<u8>, token: String) {
    for attempt in 0..=RETRY_DELAYS.len() {
        if let Some(delay) = attempt.checked_sub(1).map(|i| RETRY_DELAYS[i]) {
            tokio::time::sleep(delay).await;
        }
        let delivered = post(&http, &url, body.clone(), Some(&token)).await.is_some_and(|s| (200..300).contains(&s));
        let mut st = lock(&state);
        if delivered {
            st.push_deliveries += 1;
            return;
        }
        st.push_failures += 1;
    }
}

/// POSTs a JSON body as Pub/Sub does: the status, or `None` without an answer in time.
async fn post(http: &reqwest::Client, url: &str, body: Vec<u8>, bearer: Option<&str>) -> Option<u16> {
    let mut request = http
        .post(url)
        .header(CONTENT_TYPE, "application/json")
        .header(USER_AGENT, PUSH_USER_AGENT)
        .body(body)
        .timeout(PUSH_TIMEOUT);
    if let Some(token) = bearer {
        request = request.header(AUTHORIZATION, format!("Bearer {token}"));
    }
    let response = request.send().await.ok()?;
    let status = response.status().as_u16();
    let _ = response.bytes().await;
    Some(status)
}

/// Posts `body` to `url` from the server's runtime and waits for the status (0 without one).
pub(super) fn send_raw(state: &Mutex<State>, url: &str, body: Vec<u8>, bearer: Option<String>) -> u16 {
    let (answered, answer) = std_mpsc::channel();
    let sent = lock(state).outbox.send(Outbound::Raw { url: url.to_string(), body, bearer, answered });
    if sent.is_err() {
        return 0;
    }
    answer.recv().unwrap_or(0)
}
