//! A webhook receiver on loopback for tests and the bench: a bare HTTP/1.1 server (keep-alive,
//! `Content-Length` bodies) that records each post's Standard Webhooks headers and body in
//! arrival order, and answers 200, or the statuses queued with [`Receiver::fail_next`] first
//! (with `Retry-After: 1`), or whatever [`Receiver::answer_with`] says (without it).

use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, AtomicU16, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;
use tokio::sync::watch;

/// One post as it arrived.
#[derive(Debug, Clone)]
pub struct Post {
    pub at: Instant,
    /// `webhook-id`, `webhook-timestamp`, `webhook-signature`.
    pub id: String,
    pub timestamp: String,
    pub signature: String,
    pub body: Vec<u8>,
}

impl Post {
    /// The body as JSON (`null` when it is not).
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body).unwrap_or(serde_json::Value::Null)
    }
}

#[derive(Default)]
struct Shared {
    posts: Mutex<Vec<Post>>,
    fail: Mutex<VecDeque<u16>>,
    status: AtomicU16,
    /// Counts posts without keeping them (a bench's many thousands).
    forget: AtomicBool,
}

/// The receiver; it runs until the test's runtime ends.
pub struct Receiver {
    pub url: String,
    shared: Arc<Shared>,
    count: watch::Receiver<usize>,
}

impl Receiver {
    /// A receiver on a free loopback port.
    pub async fn start() -> Receiver {
        Receiver::on(TcpListener::bind("127.0.0.1:0").await.expect("a loopback port")).await
    }

    /// A receiver on `listener` (a port an endpoint already names).
    pub async fn on(listener: TcpListener) -> Receiver {
        let url = format!("http://{}/hooks", listener.local_addr().expect("a bound listener"));
        let shared = Arc::new(Shared { status: AtomicU16::new(200), ..Shared::default() });
        let (counter, count) = watch::channel(0usize);
        let (state, counter) = (shared.clone(), Arc::new(counter));
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                tokio::spawn(serve(stream, state.clone(), counter.clone()));
            }
        });
        Receiver { url, shared, count }
    }

    /// The posts so far, in arrival order.
    pub fn posts(&self) -> Vec<Post> {
        self.shared.posts.lock().expect("posts lock").clone()
    }

    /// How many posts arrived.
    pub fn count(&self) -> usize {
        *self.count.borrow()
    }

    /// Waits until `n` posts arrived, or `limit` passed; whether they did.
    pub async fn until(&self, n: usize, limit: Duration) -> bool {
        let mut count = self.count.clone();
        tokio::time::timeout(limit, count.wait_for(|c| *c >= n)).await.is_ok_and(|r| r.is_ok())
    }

    /// The next posts are answered with these statuses (and `Retry-After: 1`), in turn.
    pub fn fail_next(&self, statuses: &[u16]) {
        self.shared.fail.lock().expect("fail lock").extend(statuses);
    }

    /// Every later post is answered with `status` (after those [`Receiver::fail_next`] queued).
    pub fn answer_with(&self, status: u16) {
        self.shared.status.store(status, Ordering::Relaxed);
    }

    /// Later posts are counted, not kept.
    pub fn forget_posts(&self) {
        self.shared.forget.store(true, Ordering::Relaxed);
    }
}

async fn serve(stream: tokio::net::TcpStream, shared: Arc<Shared>, counter: Arc<watch::Sender<usize>>) {
    let (read, mut write) = stream.into_split();
    let mut read = BufReader::new(read);
    loop {
        let (mut length, mut headers) = (0usize, Vec::new());
        let mut line = String::new();
        loop {
            line.clear();
            if read.read_line(&mut line).await.unwrap_or(0) == 0 {
                return;
            }
            if line == "\r\n" {
                break;
            }
            if let Some((name, value)) = line.split_once(':') {
                let (name, value) = (name.trim().to_ascii_lowercase(), value.trim().to_string());
                if name == "content-length" {
                    length = value.parse().unwrap_or(0);
                }
                headers.push((name, value));
            }
        }
        let mut body = vec![0; length];
        if read.read_exact(&mut body).await.is_err() {
            return;
        }
        let header = |name: &str| headers.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone()).unwrap_or_default();
        let post = Post {
            at: Instant::now(),
            id: header("webhook-id"),
            timestamp: header("webhook-timestamp"),
            signature: header("webhook-signature"),
            body,
        };
        if !shared.forget.load(Ordering::Relaxed) {
            shared.posts.lock().expect("posts lock").push(post);
        }
        counter.send_modify(|c| *c += 1);
        let failing = shared.fail.lock().expect("fail lock").pop_front();
        let status = failing.unwrap_or_else(|| shared.status.load(Ordering::Relaxed));
        let retry = if failing.is_some() { "retry-after: 1\r\n" } else { "" };
        let head = format!("HTTP/1.1 {status} X\r\n{retry}content-length: 6\r\n\r\nthanks");
        if write.write_all(head.as_bytes()).await.is_err() {
            return;
        }
    }
}
