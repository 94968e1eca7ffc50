//! The HTTP side: what a request goes to (Graph or the identity platform), and the answer type
//! the handlers share. The server thread and the request and answer types are the fakes'
//! shared ones (`crate::fake::http`).

use std::sync::{Arc, Mutex, PoisonError};

use super::graph::subscriptions;
use super::{State, graph, identity};
use crate::fake::http::{self, Dialect};

pub(super) use crate::fake::http::{Call, Payload};

/// How the fake Microsoft answers: JSON as `application/json; charset=utf-8` (the identity
/// platform's; Graph's own content type is set by `graph::finish`).
pub(super) enum Microsoft {}

impl Dialect for Microsoft {
    const JSON: &'static str = "application/json; charset=utf-8";
}

/// An answer, before it becomes an HTTP response (or an item of a `$batch` response).
pub(super) type Reply = http::Reply<Microsoft>;

/// Answers one request.
pub(super) async fn handle(state: Arc<Mutex<State>>, call: Call) -> Reply {
    // Creating a subscription awaits the validation requests, so it is served apart (without
    // the state lock across the awaits).
    if subscriptions::is_create(&call) {
        return subscriptions::create(&state, &call).await;
    }
    let lock = || state.lock().unwrap_or_else(PoisonError::into_inner);
    let Some((user, weight)) = graph::concurrency_of(&lock(), &call) else { return route(&mut lock(), &call) };
    if let Some(refused) = graph::begin(&mut lock(), &call, user, weight) {
        return refused;
    }
    let reply = route(&mut lock(), &call);
    let latency = lock().latency;
    if !latency.is_zero() {
        tokio::time::sleep(latency).await;
    }
    graph::end(&mut lock(), user, weight);
    reply
}

/// Graph under `/v1.0`, the identity platform under `/{tenant}/oauth2/v2.0/`, upload sessions'
/// URLs under `/upload/`, and the token check for Dovecot at `/fake/tokeninfo`.
fn route(st: &mut State, call: &Call) -> Reply {
    if call.path == "/v1.0" || call.path.starts_with("/v1.0/") {
        return graph::serve(st, call);
    }
    if call.path.starts_with("/upload/") {
        return graph::upload(st, call);
    }
    if call.path == "/fake/tokeninfo" {
        return identity::tokeninfo(st, call);
    }
    let parts: Vec<&str> = call.path.trim_matches('/').split('/').collect();
    if let [_tenant, "oauth2", "v2.0", endpoint] = parts.as_slice() {
        return identity::serve(st, call, endpoint);
    }
    Reply::text(404, "Not found.")
}
