//! The fakes' outbound POSTs (Graph's change and lifecycle notifications, Pub/Sub's pushes and
//! forged requests): a JSON body posted from the server's runtime, without the state lock,
//! either retried until it is answered 2xx or tried once with its status handed back.
//!
//! A fake hands an [`Outbound`] to its outbox (under its lock, when a change is done);
//! [`post_outbox`], a task on the fake's runtime, posts it.

use std::sync::{Arc, mpsc as std_mpsc};
use std::time::Duration;

use reqwest::header::{CONTENT_TYPE, HeaderName};
use tokio::sync::mpsc::UnboundedReceiver;

/// The waits before the second, third and fourth tries of a POST that is retried. Graph keeps
/// retrying a change notification for up to 4 hours, Pub/Sub backs off exponentially and keeps
/// a push for days; the fakes shorten that to these 4 tries over 7 seconds, then drop it.
// https://learn.microsoft.com/en-us/graph/change-notifications-delivery-webhooks
// https://cloud.google.com/pubsub/docs/handling-failures
const RETRY_DELAYS: [Duration; 3] = [Duration::from_secs(1), Duration::from_secs(2), Duration::from_secs(4)];

/// The client a fake makes its own requests with (for `purpose`, named if it cannot be
/// built): no proxy (the endpoints are on loopback), no redirects.
pub(crate) fn http_client(purpose: &str) -> reqwest::Client {
    reqwest::Client::builder()
        .no_proxy()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap_or_else(|error| panic!("an HTTP client for the fake's {purpose}: {error:?}"))
}

/// A POST of a JSON body (`Content-Type: application/json`).
pub(crate) struct Post {
    pub(crate) url: String,
    pub(crate) body: Vec<u8>,
    /// More header fields, in order (Pub/Sub's User-Agent and Authorization).
    pub(crate) headers: Vec<(HeaderName, String)>,
    /// How long the endpoint has to answer.
    pub(crate) timeout: Duration,
}

/// Something for the server's runtime to post.
pub(crate) enum Outbound {
    /// Retried until answered 2xx (at most 4 tries, see [`RETRY_DELAYS`]); each try is counted.
    Retried(Post),
    /// Tried once; its status (`None`: no answer in time) goes to `answered`.
    Once { post: Post, answered: std_mpsc::Sender<Option<u16>> },
}

impl Outbound {
    /// A POST tried once, and where its status will arrive.
    pub(crate) fn once(post: Post) -> (Outbound, std_mpsc::Receiver<Option<u16>>) {
        let (answered, answer) = std_mpsc::channel();
        (Outbound::Once { post, answered }, answer)
    }
}

/// The task on the server's runtime that posts what arrives in the outbox, each POST in a task
/// of its own (a slow or failing endpoint holds up no other). `count` is told of each try of a
/// retried POST whether it was answered 2xx.
pub(crate) async fn post_outbox(
    mut outbox: UnboundedReceiver<Outbound>,
    http: reqwest::Client,
    count: impl Fn(bool) + Send + Sync + 'static,
) {
    let count = Arc::new(count);
    while let Some(job) = outbox.recv().await {
        let http = http.clone();
        match job {
            Outbound::Retried(post) => {
                let count = count.clone();
                tokio::spawn(async move { deliver(&http, &post, &*count).await });
            }
            Outbound::Once { post, answered } => {
                tokio::spawn(async move {
                    let _ = answered.send(send(&http, &post).await);
                });
            }
        }
    }
}

/// Posts until answered 2xx: at most 4 tries, 1 s, 2 s and 4 s apart, then it is dropped.
async fn deliver(http: &reqwest::Client, post: &Post, count: &(impl Fn(bool) + ?Sized)) {
    for attempt in 0..=RETRY_DELAYS.len() {
        if let Some(delay) = attempt.checked_sub(1).map(|i| RETRY_DELAYS[i]) {
            tokio::time::sleep(delay).await;
        }
        let delivered = send(http, post).await.is_some_and(|s| (200..300).contains(&s));
        count(delivered);
        if delivered {
            return;
        }
    }
}

/// POSTs once: the status, or `None` without an answer in time.
async fn send(http: &reqwest::Client, post: &Post) -> Option<u16> {
    let mut request = http.post(&post.url).header(CONTENT_TYPE, "application/json");
    for (name, value) in &post.headers {
        request = request.header(name, value);
    }
    let response = request.body(post.body.clone()).timeout(post.timeout).send().await.ok()?;
    let status = response.status().as_u16();
    let _ = response.bytes().await;
    Some(status)
}
