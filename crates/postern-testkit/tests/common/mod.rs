//! What the tests of the two loopback fakes (`microsoft.rs`, `google.rs`) share: an HTTP client
//! and its answers, the OAuth request pieces, a webhook endpoint on loopback, waiting.

use std::convert::Infallible;
use std::time::{Duration, Instant};

use axum::body::Body;
use hyper::Response;
use hyper::http::request::Parts;
use hyper_util::rt::TokioIo;

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use reqwest::header::HeaderMap;
use serde_json::Value;
use sha2::{Digest as _, Sha256};

/// A client that follows no redirects (the tests read them) and uses no proxy (everything is
/// on loopback).
pub fn http() -> reqwest::Client {
    reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).no_proxy().build().expect("a client")
}

/// `pairs` as an `application/x-www-form-urlencoded` body (or query).
pub fn form(pairs: &[(&str, &str)]) -> String {
    let mut form = form_urlencoded::Serializer::new(String::new());
    for (name, value) in pairs {
        form.append_pair(name, value);
    }
    form.finish()
}

/// The PKCE S256 challenge of `verifier`.
pub fn challenge(verifier: &str) -> String {
    URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes()))
}

/// The value of the first pair called `name`.
pub fn pair<'a>(pairs: &'a [(String, String)], name: &str) -> Option<&'a str> {
    pairs.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
}

/// An API's answer, read whole.
pub struct Answer {
    pub status: u16,
    pub headers: HeaderMap,
    pub bytes: Vec<u8>,
}

impl Answer {
    /// Sends `request` (`what` it is names the panic when it gets no answer) and reads the
    /// answer.
    pub async fn of(request: reqwest::RequestBuilder, what: &str) -> Answer {
        let response = request.send().await.unwrap_or_else(|error| panic!("{what}: {error:?}"));
        let status = response.status().as_u16();
        let headers = response.headers().clone();
        let bytes = response.bytes().await.expect("a body").to_vec();
        Answer { status, headers, bytes }
    }

    /// The body as JSON (`null` when it is not).
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.bytes).unwrap_or(Value::Null)
    }
}

/// An HTTP endpoint on loopback, on a thread and runtime of its own (the fakes' blocking
/// helpers are called from the test's runtime): `answer` answers each request from its head
/// and body (the first MiB). Dropping it stops it.
pub struct Endpoint {
    base: String,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Endpoint {
    pub fn start(answer: impl Fn(&Parts, &[u8]) -> Response<Body> + Clone + Send + 'static) -> Endpoint {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind the receiver");
        listener.set_nonblocking(true).expect("a non-blocking listener");
        let base = format!("http://{}", listener.local_addr().expect("the receiver's address"));
        let (stop, mut stopped) = tokio::sync::oneshot::channel::<()>();
        let thread = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("a runtime");
            runtime.block_on(async move {
                let listener = tokio::net::TcpListener::from_std(listener).expect("a Tokio listener");
                loop {
                    tokio::select! {
                        _ = &mut stopped => break,
                        accepted = listener.accept() => {
                            let Ok((stream, _)) = accepted else { continue };
                            tokio::spawn(serve(stream, answer.clone()));
                        }
                    }
                }
            });
        });
        Endpoint { base, stop: Some(stop), thread: Some(thread) }
    }

    /// `http://127.0.0.1:PORT`.
    pub fn base(&self) -> &str {
        &self.base
    }
}

/// Serves one connection.
async fn serve(
    stream: tokio::net::TcpStream,
    answer: impl Fn(&Parts, &[u8]) -> Response<Body> + Clone + Send + 'static,
) {
    let service = hyper::service::service_fn(move |request: hyper::Request<hyper::body::Incoming>| {
        let answer = answer.clone();
        async move {
            let (parts, body) = request.into_parts();
            let bytes = axum::body::to_bytes(Body::new(body), 1 << 20).await.unwrap_or_default();
            Ok::<_, Infallible>(answer(&parts, &bytes))
        }
    });
    let _ = hyper::server::conn::http1::Builder::new().serve_connection(TokioIo::new(stream), service).await;
}

impl Drop for Endpoint {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Waits (up to `within`, panicking after) until `done` holds.
pub async fn wait_until(within: Duration, done: impl Fn() -> bool) {
    let started = Instant::now();
    while !done() {
        assert!(started.elapsed() < within, "timed out waiting");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}
