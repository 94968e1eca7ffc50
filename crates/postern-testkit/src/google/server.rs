//! The HTTP side: the server thread with its own runtime, the routing of the four services
//! (OAuth, Gmail, the Gmail batch endpoint, Google's public keys), and the request and answer
//! types the handlers share.

use std::collections::HashMap;
use std::convert::Infallible;
use std::net::TcpListener;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use axum::body::Body;
use axum::http::{HeaderName, HeaderValue, Request, Response, StatusCode};
use hyper::body::Incoming;
use hyper_util::rt::TokioIo;
use serde_json::Value;
use tokio::sync::{mpsc, oneshot};

use super::pubsub::{self, Outbound};
use super::{MAX_BODY, State, gmail, identity, oidc};

/// The server thread: a current-thread runtime accepting connections until told to stop, and
/// posting what arrives in `outbox` (Pub/Sub pushes). Dropping the runtime at the end ends
/// every open connection and every push still on its way.
pub(super) fn serve(
    listener: TcpListener,
    state: Arc<Mutex<State>>,
    mut stopped: oneshot::Receiver<()>,
    outbox: mpsc::UnboundedReceiver<Outbound>,
) {
    let Ok(runtime) = tokio::runtime::Builder::new_current_thread().enable_all().build() else { return };
    runtime.block_on(async move {
        tokio::spawn(pubsub::post_outbox(outbox, state.clone()));
        let Ok(listener) = tokio::net::TcpListener::from_std(listener) else { return };
        loop {
            tokio::select! {
                _ = &mut stopped => break,
                accepted = listener.accept() => {
                    let Ok((stream, _)) = accepted else {
                        tokio::time::sleep(Duration::from_millis(10)).await;
                        continue;
                    };
                    let state = state.clone();
                    tokio::spawn(async move {
                        let service = hyper::service::service_fn(move |request| handle(state.clone(), request));
                        let _ = hyper::server::conn::http1::Builder::new()
                            .serve_connection(TokioIo::new(stream), service)
                            .await;
                    });
                }
            }
        }
    });
}

async fn handle(state: Arc<Mutex<State>>, request: Request<Incoming>) -> Result<Response<Body>, Infallible> {
    let (parts, body) = request.into_parts();
    let Ok(body) = axum::body::to_bytes(Body::new(body), MAX_BODY).await else {
        return Ok(Reply::text(413, "The request body is too large or broken.").into_response());
    };
    let headers = parts
        .headers
        .iter()
        .map(|(name, value)| (name.as_str().to_string(), String::from_utf8_lossy(value.as_bytes()).into_owned()))
        .collect();
    let call = Call {
        method: parts.method.as_str().to_string(),
        path: parts.uri.path().to_string(),
        query: parts.uri.query().unwrap_or("").to_string(),
        headers,
        body: body.to_vec(),
    };
    let reply = route(&mut state.lock().unwrap_or_else(PoisonError::into_inner), &call);
    Ok(reply.into_response())
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

/// One HTTP request (or one request inside a batch). Header names are lowercase.
pub(super) struct Call {
    pub(super) method: String,
    pub(super) path: String,
    pub(super) query: String,
    pub(super) headers: Vec<(String, String)>,
    pub(super) body: Vec<u8>,
}

impl Call {
    pub(super) fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }

    pub(super) fn query_pairs(&self) -> Vec<(String, String)> {
        form_urlencoded::parse(self.query.as_bytes()).into_owned().collect()
    }

    /// The first value of a query parameter (names are case-sensitive, as Google's are).
    pub(super) fn query_value(&self, name: &str) -> Option<String> {
        self.query_pairs().into_iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }

    /// Every value of a repeated query parameter (`labelIds=A&labelIds=B`).
    pub(super) fn query_values(&self, name: &str) -> Vec<String> {
        self.query_pairs().into_iter().filter(|(n, _)| n == name).map(|(_, v)| v).collect()
    }

    pub(super) fn form(&self) -> HashMap<String, String> {
        let mut form = HashMap::new();
        for (name, value) in form_urlencoded::parse(&self.body) {
            form.entry(name.into_owned()).or_insert_with(|| value.into_owned());
        }
        form
    }
}

/// An answer, before it becomes an HTTP response (or a part of a batch response).
pub(super) struct Reply {
    pub(super) status: u16,
    pub(super) headers: Vec<(String, String)>,
    pub(super) payload: Payload,
}

pub(super) enum Payload {
    Empty,
    Json(Value),
    Bytes(Vec<u8>),
}

impl Reply {
    /// JSON with Google's content type.
    pub(super) fn json(status: u16, value: Value) -> Reply {
        Reply {
            status,
            headers: vec![("Content-Type".into(), "application/json; charset=UTF-8".into())],
            payload: Payload::Json(value),
        }
    }

    pub(super) fn empty(status: u16) -> Reply {
        Reply { status, headers: Vec::new(), payload: Payload::Empty }
    }

    pub(super) fn bytes(status: u16, content_type: &str, bytes: Vec<u8>) -> Reply {
        Reply { status, headers: vec![("Content-Type".into(), content_type.into())], payload: Payload::Bytes(bytes) }
    }

    pub(super) fn text(status: u16, text: &str) -> Reply {
        Reply::bytes(status, "text/plain; charset=utf-8", text.as_bytes().to_vec())
    }

    /// An HTML page, as the consent screen shows its errors.
    pub(super) fn html(status: u16, title: &str, text: &str) -> Reply {
        let escape = |s: &str| s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;");
        let page = format!(
            "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>{}</title></head>\
             <body><h1>{}</h1><p>{}</p></body></html>",
            escape(title),
            escape(title),
            escape(text)
        );
        Reply::bytes(status, "text/html; charset=utf-8", page.into_bytes())
    }

    pub(super) fn with_header(mut self, name: &str, value: impl Into<String>) -> Reply {
        self.set_header(name, value);
        self
    }

    pub(super) fn set_header(&mut self, name: &str, value: impl Into<String>) {
        self.headers.retain(|(n, _)| !n.eq_ignore_ascii_case(name));
        self.headers.push((name.to_string(), value.into()));
    }

    /// The body as bytes (for a batch response part).
    pub(super) fn body_bytes(&self) -> Vec<u8> {
        match &self.payload {
            Payload::Empty => Vec::new(),
            Payload::Json(value) => serde_json::to_vec_pretty(value).unwrap_or_default(),
            Payload::Bytes(bytes) => bytes.clone(),
        }
    }

    pub(super) fn into_response(self) -> Response<Body> {
        let status = StatusCode::from_u16(self.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        let mut builder = Response::builder().status(status);
        for (name, value) in &self.headers {
            if let (Ok(name), Ok(value)) = (HeaderName::try_from(name.as_str()), HeaderValue::try_from(value.as_str()))
            {
                builder = builder.header(name, value);
            }
        }
        let body = match self.payload {
            Payload::Empty => Body::empty(),
            Payload::Json(value) => Body::from(serde_json::to_vec(&value).unwrap_or_default()),
            Payload::Bytes(bytes) => Body::from(bytes),
        };
        builder.body(body).unwrap_or_else(|_| Response::new(Body::empty()))
    }
}
