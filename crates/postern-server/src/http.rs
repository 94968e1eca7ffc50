//! The HTTP/1.1 listener (the one home of hyper): one task per connection, small buffers, a
//! deadline for request heads, and graceful shutdown.
//!
//! Long-poll waits keep a connection each, so per-connection memory is what bounds how many
//! agents can wait at once; hyper is used directly rather than through `axum::serve` to keep it
//! small (HTTP/1 only, smallest read buffer hyper allows).

use axum::Router;
use hyper::service::Service;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::watch;

/// Longest a client may take to send a request head.
const HEADER_READ_TIMEOUT: Duration = Duration::from_secs(30);
/// On shutdown, how long requests in flight may take to finish (waits answer 204 at once).
const DRAIN_TIMEOUT: Duration = Duration::from_secs(30);

/// The address of the client a request came from.
#[derive(Debug, Clone, Copy)]
pub struct Peer(pub std::net::SocketAddr);

/// Serves `app` on `listener` until `shutdown` turns true, then stops accepting and lets the
/// requests in flight finish.
pub async fn serve(listener: TcpListener, app: Router, mut shutdown: watch::Receiver<bool>) {
    let graceful = GracefulShutdown::new();
    let mut builder = hyper::server::conn::http1::Builder::new();
    builder.timer(TokioTimer::new()).header_read_timeout(HEADER_READ_TIMEOUT).max_buf_size(8192);
    loop {
        tokio::select! {
            _ = stopped(&mut shutdown) => break,
            accepted = listener.accept() => {
                let (stream, peer) = match accepted {
                    Ok(accepted) => accepted,
                    Err(e) => {
                        // Out of file descriptors and the like: back off instead of spinning.
                        tracing::warn!(error = %e, "accepting an HTTP connection failed");
                        tokio::time::sleep(Duration::from_millis(50)).await;
                        continue;
                    }
                };
                let _ = stream.set_nodelay(true);
                // The peer's address reaches handlers as [`Peer`] (the audit names it).
                let app = app.clone();
                let service = hyper::service::service_fn(move |mut request: hyper::Request<hyper::body::Incoming>| {
                    request.extensions_mut().insert(Peer(peer));
                    TowerToHyperService::new(app.clone()).call(request)
                });
                let connection = builder.serve_connection(TokioIo::new(stream), service);
                let connection = graceful.watch(connection);
                tokio::spawn(async move {
                    let _ = connection.await;
                });
            }
        }
    }
    drop(listener);
    if tokio::time::timeout(DRAIN_TIMEOUT, graceful.shutdown()).await.is_err() {
        tracing::warn!("HTTP requests still open after the drain timeout");
    }
}

/// Resolves once `shutdown` is true (or its sender is gone).
async fn stopped(shutdown: &mut watch::Receiver<bool>) {
    let _ = shutdown.wait_for(|stop| *stop).await;
}

/// Largest API answer read by an in-process request (attachments go by link; only the web UI's
/// inline images of a mail body come through here, up to this size).
const MAX_IN_PROCESS_ANSWER: usize = 8 * 1024 * 1024;

/// Sends `request` through `router` in process, as if it had come from the network (the MCP
/// mailbox tools and the web UI use the REST API this way), and returns its status and JSON.
pub(crate) async fn in_process(
    router: &Router,
    request: axum::http::Request<axum::body::Body>,
) -> Option<(axum::http::StatusCode, serde_json::Value)> {
    let (status, _, bytes) = in_process_bytes(router, request).await?;
    Some((status, serde_json::from_slice(&bytes).unwrap_or(serde_json::Value::Null)))
}

/// [`in_process`] for an answer that is not JSON: its status, `Content-Type` and bytes (none
/// when it is larger than [`MAX_IN_PROCESS_ANSWER`]).
pub(crate) async fn in_process_bytes(
    router: &Router,
    request: axum::http::Request<axum::body::Body>,
) -> Option<(axum::http::StatusCode, String, axum::body::Bytes)> {
    let service = TowerToHyperService::new(router.clone());
    let response = service.call(request).await.ok()?;
    let status = response.status();
    let content_type = response
        .headers()
        .get(axum::http::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    let bytes = axum::body::to_bytes(response.into_body(), MAX_IN_PROCESS_ANSWER).await.ok()?;
    Some((status, content_type, bytes))
}
