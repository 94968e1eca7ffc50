//! The HTTP side: the server thread with its own runtime, and the request and answer types
//! the handlers share.

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

use super::graph::subscriptions::{self, Outbound};
use super::{MAX_BODY, State, graph, identity};

/// The server thread: a current-thread runtime accepting connections until told to stop, and
/// posting what arrives in `outbox` (webhook notifications). Dropping the runtime at the end
/// ends every open connection and every notification still on its way.
pub(super) fn serve(
    listener: TcpListener,
    state: Arc<Mutex<State>>,
    mut stopped: oneshot::Receiver<()>,
    outbox: mpsc::UnboundedReceiver<Outbound>,
) {
    let Ok(runtime) = tokio::runtime::Builder::new_current_thread().enable_all().build() else { return };
    runtime.block_on(async move {
        tokio::spawn(subscriptions::post_outbox(outbox, state.clone()));
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
    // Creating a subscription awaits the validation requests, so it is served apart (without
    // the state lock across the awaits).
    let reply = if subscriptions::is_create(&call) {
        subscriptions::create(&state, &call).await
    } else {
        route(&mut state.lock().unwrap_or_else(PoisonError::into_inner), &call)
    };
    Ok(reply.into_response())
}

/// Graph under `/v1.0`, the identity platform under `/{tenant}/oauth2/v2.0/`.
pub(super) fn route(st: &mut State, call: &Call) -> Reply {
    if call.path == "/v1.0" || call.path.starts_with("/v1.0/") {
        return graph::serve(st, call);
    }
    let parts: Vec<&str> = call.path.trim_matches('/').split('/').collect();
    if let [_tenant, "oauth2", "v2.0", endpoint] = parts.as_slice() {
        return identity::serve(st, call, endpoint);
    }
    Reply::text(404, "Not found.")
}

/// One HTTP request (or one request inside a `$batch`). Header names are lowercase.
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

    pub(super) fn headers_named<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        self.headers.iter().filter(move |(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }

    pub(super) fn query_pairs(&self) -> Vec<(String, String)> {
        form_urlencoded::parse(self.query.as_bytes()).into_owned().collect()
    }

    /// A query parameter (names compared case-insensitively, as OData does).
    pub(super) fn query_value(&self, name: &str) -> Option<String> {
        self.query_pairs().into_iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v)
    }

    pub(super) fn form(&self) -> HashMap<String, String> {
        let mut form = HashMap::new();
        for (name, value) in form_urlencoded::parse(&self.body) {
            form.entry(name.into_owned()).or_insert_with(|| value.into_owned());
        }
        form
    }
}

/// An answer, before it becomes an HTTP response (or an item of a `$batch` response).
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
    pub(super) fn json(status: u16, value: Value) -> Reply {
        Reply {
            status,
            headers: vec![("Content-Type".into(), "application/json; charset=utf-8".into())],
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

    pub(super) fn with_header(mut self, name: &str, value: impl Into<String>) -> Reply {
        self.set_header(name, value);
        self
    }

    pub(super) fn set_header(&mut self, name: &str, value: impl Into<String>) {
        self.headers.retain(|(n, _)| !n.eq_ignore_ascii_case(name));
        self.headers.push((name.to_string(), value.into()));
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
