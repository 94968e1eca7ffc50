//! The HTTP side: the routing of the four services (OAuth, Gmail, the Gmail batch endpoint,
//! Google's public keys), and the answer type the handlers share. The server thread and the
//! request and answer types are the fakes' shared ones (`crate::fake::http`).

use std::sync::{Arc, Mutex, PoisonError};

use super::{State, gmail, identity, oidc};
use crate::fake::http::{self, Dialect};

pub(super) use crate::fake::http::Call;

/// How the fake Google answers: JSON with Google's content type,
/// `application/json; charset=UTF-8`.
pub(super) enum Google {}

impl Dialect for Google {
    const JSON: &'static str = "application/json; charset=UTF-8";
}

/// An answer, before it becomes an HTTP response (or a part of a batch response).
pub(super) type Reply = http::Reply<Google>;

/// Answers one request.
pub(super) async fn handle(state: Arc<Mutex<State>>, call: Call) -> Reply {
    route(&mut state.lock().unwrap_or_else(PoisonError::into_inner), &call)
}

/// OAuth under `/o/oauth2/v2/auth`, `/token`, `/revoke` and `/tokeninfo`; the JWKS under `/oauth2/v3/certs`;
/// Gmail under `/gmail/v1/`, its media uploads under `/upload/gmail/v1/`, its batches at
/// `/batch/gmail/v1`.
fn route(st: &mut State, call: &Call) -> Reply {
    let path = call.path.trim_end_matches('/');
    let api = path.starts_with("/gmail/") || path.starts_with("/upload/") || path.starts_with("/batch");
    if api && let Some(reply) = length_required(call) {
        return reply;
    }
    let reply = match path {
        "/o/oauth2/v2/auth" | "/token" | "/revoke" | "/tokeninfo" => identity::serve(st, call, path),
        "/oauth2/v3/certs" => oidc::certs(st, call),
        "/batch/gmail/v1" | "/batch" => gmail::batch::serve(st, call),
        _ if path.starts_with("/gmail/v1/") || path.starts_with("/upload/gmail/v1/") => gmail::serve(st, call),
        _ => Reply::text(404, "Not Found"),
    };
    st.flush_pushes();
    reply
}

/// Google's front end answers a POST, PUT or PATCH without `Content-Length` (and not chunked)
/// with 411 and an HTML page, before the API sees it.
// https://developers.google.com/gmail/api/guides/handle-errors
fn length_required(call: &Call) -> Option<Reply> {
    let needs = matches!(call.method.as_str(), "POST" | "PUT" | "PATCH");
    if !needs || call.header("content-length").is_some() || call.header("transfer-encoding").is_some() {
        return None;
    }
    Some(Reply::html(
        411,
        "Error 411 (Length Required)!!1",
        "411. That’s an error. POST requests require a Content-length header. That’s all we know.",
    ))
}
