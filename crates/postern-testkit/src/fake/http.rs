//! The HTTP side of a fake: the server thread with its own current-thread runtime, and the
//! request ([`Call`]) and answer ([`Reply`]) types its handlers share.
//!
//! Each fake serves plain HTTP/1.1 on `127.0.0.1:0` from its own thread, so tests on any
//! runtime (or none) can use it; dropping its [`Server`] stops the thread.

use std::collections::HashMap;
use std::convert::Infallible;
use std::future::Future;
use std::marker::PhantomData;
use std::net::{SocketAddr, TcpListener};
use std::thread::JoinHandle;
use std::time::Duration;

use axum::body::Body;
use axum::http::{HeaderName, HeaderValue, Request, Response, StatusCode};
use hyper::body::Incoming;
use hyper_util::rt::TokioIo;
use serde_json::Value;
use tokio::sync::oneshot;

/// The largest request body a fake reads.
const MAX_BODY: usize = 64 << 20;

/// The little that differs between the fakes' answers.
pub(crate) trait Dialect {
    /// The Content-Type of a JSON answer ([`Reply::json`]).
    const JSON: &'static str;
}

/// A fake's socket, bound before its server thread starts (so the fake answers as soon as its
/// `start` returns).
pub(crate) struct Listener {
    listener: TcpListener,
    addr: SocketAddr,
    /// The fake's name (`Microsoft`, `Google`), for its thread and its panics.
    name: &'static str,
}

impl Listener {
    /// Binds a free loopback port for the fake `name`.
    pub(crate) fn bind(name: &'static str) -> Listener {
        let listener =
            TcpListener::bind("127.0.0.1:0").unwrap_or_else(|error| panic!("bind the fake {name} server: {error:?}"));
        listener.set_nonblocking(true).expect("make the listener non-blocking");
        let addr = listener.local_addr().expect("the fake's address");
        Listener { listener, addr, name }
    }

    pub(crate) fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Starts the server thread: a current-thread runtime that runs `background` (the fake's
    /// outbound requests) and accepts connections, each request answered by `handler`, until
    /// the [`Server`] is dropped.
    pub(crate) fn serve<D, H, F, B>(self, handler: H, background: B) -> Server
    where
        D: Dialect,
        H: Fn(Call) -> F + Clone + Send + Sync + 'static,
        F: Future<Output = Reply<D>> + Send + 'static,
        B: Future<Output = ()> + Send + 'static,
    {
        let Listener { listener, addr, name } = self;
        let (stop, stopped) = oneshot::channel();
        let thread = std::thread::Builder::new()
            .name(format!("postern-testkit-{}", name.to_lowercase()))
            .spawn(move || run(listener, stopped, handler, background))
            .unwrap_or_else(|error| panic!("start the fake {name} thread: {error:?}"));
        Server { addr, stop: Some(stop), thread: Some(thread) }
    }
}

/// A running fake's server thread. Dropping it stops the server (its thread and runtime).
pub(crate) struct Server {
    addr: SocketAddr,
    stop: Option<oneshot::Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl Server {
    /// `http://127.0.0.1:PORT`.
    pub(crate) fn url(&self) -> String {
        format!("http://{}", self.addr)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The server thread: a current-thread runtime accepting connections until told to stop, with
/// `background` spawned beside them. Dropping the runtime at the end ends every open
/// connection and every outbound request still on its way.
fn run<D, H, F, B>(listener: TcpListener, mut stopped: oneshot::Receiver<()>, handler: H, background: B)
where
    D: Dialect,
    H: Fn(Call) -> F + Clone + Send + Sync + 'static,
    F: Future<Output = Reply<D>> + Send + 'static,
    B: Future<Output = ()> + Send + 'static,
{
    let Ok(runtime) = tokio::runtime::Builder::new_current_thread().enable_all().build() else { return };
    runtime.block_on(async move {
        tokio::spawn(background);
        let Ok(listener) = tokio::net::TcpListener::from_std(listener) else { return };
        loop {
            tokio::select! {
                _ = &mut stopped => break,
                accepted = listener.accept() => {
                    let Ok((stream, _)) = accepted else {
                        tokio::time::sleep(Duration::from_millis(10)).await;
                        continue;
                    };
                    let handler = handler.clone();
                    tokio::spawn(async move {
                        let service = hyper::service::service_fn(move |request| handle(handler.clone(), request));
                        let _ = hyper::server::conn::http1::Builder::new()
                            .serve_connection(TokioIo::new(stream), service)
                            .await;
                    });
                }
            }
        }
    });
}

async fn handle<D, H, F>(handler: H, request: Request<Incoming>) -> Result<Response<Body>, Infallible>
where
    D: Dialect,
    H: Fn(Call) -> F,
    F: Future<Output = Reply<D>>,
{
    let (parts, body) = request.into_parts();
    let Ok(body) = axum::body::to_bytes(Body::new(body), MAX_BODY).await else {
        return Ok(Reply::<D>::text(413, "The request body is too large or broken.").into_response());
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
    Ok(handler(call).await.into_response())
}

/// One HTTP request (or one request inside a batch). Header names are lowercase.
pub(crate) struct Call {
    pub(crate) method: String,
    pub(crate) path: String,
    pub(crate) query: String,
    pub(crate) headers: Vec<(String, String)>,
    pub(crate) body: Vec<u8>,
}

impl Call {
    pub(crate) fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }

    pub(crate) fn headers_named<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        self.headers.iter().filter(move |(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }

    /// The token of `Authorization: Bearer …`, if there is one.
    pub(crate) fn bearer(&self) -> Option<&str> {
        self.header("authorization")
            .and_then(|value| {
                let (scheme, token) = value.trim().split_once(' ')?;
                scheme.eq_ignore_ascii_case("bearer").then(|| token.trim())
            })
            .filter(|token| !token.is_empty())
    }

    pub(crate) fn query_pairs(&self) -> Vec<(String, String)> {
        form_urlencoded::parse(self.query.as_bytes()).into_owned().collect()
    }

    /// The first value of a query parameter (names are case-sensitive, as Google's are).
    pub(crate) fn query_value(&self, name: &str) -> Option<String> {
        self.query_pairs().into_iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }

    /// A query parameter, its name compared case-insensitively (as OData does).
    pub(crate) fn query_value_any_case(&self, name: &str) -> Option<String> {
        self.query_pairs().into_iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v)
    }

    /// Every value of a repeated query parameter (`labelIds=A&labelIds=B`).
    pub(crate) fn query_values(&self, name: &str) -> Vec<String> {
        self.query_pairs().into_iter().filter(|(n, _)| n == name).map(|(_, v)| v).collect()
    }

    /// The form of an `application/x-www-form-urlencoded` body (the first value of each name).
    pub(crate) fn form(&self) -> HashMap<String, String> {
        let mut form = HashMap::new();
        for (name, value) in form_urlencoded::parse(&self.body) {
            form.entry(name.into_owned()).or_insert_with(|| value.into_owned());
        }
        form
    }
}

/// An answer, before it becomes an HTTP response (or an item or a part of a batch response).
/// `D` says what differs between the fakes (see [`Dialect`]).
pub(crate) struct Reply<D> {
    pub(crate) status: u16,
    pub(crate) headers: Vec<(String, String)>,
    pub(crate) payload: Payload,
    dialect: PhantomData<fn() -> D>,
}

pub(crate) enum Payload {
    Empty,
    Json(Value),
    Bytes(Vec<u8>),
}

impl<D: Dialect> Reply<D> {
    fn new(status: u16, headers: Vec<(String, String)>, payload: Payload) -> Reply<D> {
        Reply { status, headers, payload, dialect: PhantomData }
    }

    /// JSON with the fake's JSON content type ([`Dialect::JSON`]).
    pub(crate) fn json(status: u16, value: Value) -> Reply<D> {
        Reply::new(status, vec![("Content-Type".into(), D::JSON.into())], Payload::Json(value))
    }

    pub(crate) fn empty(status: u16) -> Reply<D> {
        Reply::new(status, Vec::new(), Payload::Empty)
    }

    pub(crate) fn bytes(status: u16, content_type: &str, bytes: Vec<u8>) -> Reply<D> {
        Reply::new(status, vec![("Content-Type".into(), content_type.into())], Payload::Bytes(bytes))
    }

    pub(crate) fn text(status: u16, text: &str) -> Reply<D> {
        Reply::bytes(status, "text/plain; charset=utf-8", text.as_bytes().to_vec())
    }

    /// An HTML page, as Google's consent screen shows its errors.
    pub(crate) fn html(status: u16, title: &str, text: &str) -> Reply<D> {
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

    pub(crate) fn with_header(mut self, name: &str, value: impl Into<String>) -> Reply<D> {
        self.set_header(name, value);
        self
    }

    pub(crate) fn set_header(&mut self, name: &str, value: impl Into<String>) {
        self.headers.retain(|(n, _)| !n.eq_ignore_ascii_case(name));
        self.headers.push((name.to_string(), value.into()));
    }

    /// The body as bytes (for a part of a Gmail batch response: its JSON pretty-printed).
    pub(crate) fn body_bytes(&self) -> Vec<u8> {
        match &self.payload {
            Payload::Empty => Vec::new(),
            Payload::Json(value) => serde_json::to_vec_pretty(value).unwrap_or_default(),
            Payload::Bytes(bytes) => bytes.clone(),
        }
    }

    pub(crate) fn into_response(self) -> Response<Body> {
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
