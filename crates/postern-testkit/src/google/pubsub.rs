//! Cloud Pub/Sub push delivery of Gmail's notifications: the push subscriptions the test
//! creates, the push request (its JSON and its OIDC token), and its delivery with retries.
//!
//! Changes are noted by their mailbox (`Mailbox::push_pending`, when its watch covers them),
//! turned into one publication per mailbox by `State::flush_pushes` once a request or a test
//! helper is done (several changes in one call share one push), and handed through the outbox
//! to `post_outbox`, a task on the server's runtime that posts them without the lock (the
//! fakes' shared `crate::fake::webhooks`).

use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, SystemTime};

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use reqwest::header::{AUTHORIZATION, USER_AGENT};
use serde_json::json;
use tokio::sync::mpsc::UnboundedReceiver;

use super::State;
use super::identity::ISSUER;
use super::util::{now_secs, rfc3339_millis};
use crate::fake::webhooks::{self, Outbound, Post};

/// How long a push endpoint has to answer: the subscription's acknowledgement deadline (10 s
/// by default).
// https://cloud.google.com/pubsub/docs/push
const PUSH_TIMEOUT: Duration = Duration::from_secs(10);

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
                jobs.push(Outbound::Retried(push(subscription.endpoint.clone(), body, Some(&token))));
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

/// The task on the server's runtime that posts what arrives in the outbox: a push until it is
/// answered 2xx (Pub/Sub's acknowledgement; at most 4 tries, 1 s, 2 s and 4 s apart, then it
/// is dropped: Pub/Sub backs off exponentially and keeps the message for days), a forged
/// request once.
// https://cloud.google.com/pubsub/docs/push
// https://cloud.google.com/pubsub/docs/handling-failures
pub(super) async fn post_outbox(outbox: UnboundedReceiver<Outbound>, state: Arc<Mutex<State>>) {
    let http = lock(&state).http.clone();
    webhooks::post_outbox(outbox, http, move |delivered| {
        let mut st = lock(&state);
        if delivered {
            st.push_deliveries += 1;
        } else {
            st.push_failures += 1;
        }
    })
    .await;
}

/// A POST of a JSON body as Pub/Sub makes it: its User-Agent, the token as a bearer (when
/// there is one), the push deadline.
fn push(url: String, body: Vec<u8>, bearer: Option<&str>) -> Post {
    let mut headers = vec![(USER_AGENT, PUSH_USER_AGENT.to_string())];
    if let Some(token) = bearer {
        headers.push((AUTHORIZATION, format!("Bearer {token}")));
    }
    Post { url, body, headers, timeout: PUSH_TIMEOUT }
}

/// Posts `body` to `url` from the server's runtime and waits for the status (0 without one).
pub(super) fn send_raw(state: &Mutex<State>, url: &str, body: Vec<u8>, bearer: Option<String>) -> u16 {
    let (job, answer) = Outbound::once(push(url.to_string(), body, bearer.as_deref()));
    if lock(state).outbox.send(job).is_err() {
        return 0;
    }
    answer.recv().ok().flatten().unwrap_or(0)
}
