//! A send killed (SIGKILL) at each step and retried with the same Idempotency-Key, through a
//! real `postern serve` and Dovecot's submission service: never more than one copy arrives, and
//! exactly one when the crash came before the SMTP transaction began.
//!
//! The steps are reached from outside, as a crash meets them: the account's submission server
//! is a proxy in front of Dovecot's that stops the conversation at the step (no greeting yet;
//! the final dot kept back; Dovecot's answer to it kept back) and tells the test, which then
//! kills the process.

mod common;

use common::Serve;
use postern_testkit::{Dovecot, DovecotOptions};
use serde_json::{Value, json};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc;

/// Starts `postern serve` on `data`. Returns it, and the admin token when this start printed one.
fn serve(data: &Path) -> (Serve, Option<String>) {
    common::start(None, Duration::from_secs(20), |http_port, smtp_port| {
        let mut command = common::serve_command(data, http_port, smtp_port);
        command.args(["--internal-host", "127.0.0.1"]).env_remove("POSTERN_MASTER_KEY");
        command
    })
}

/// Where the proxy stops a conversation.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Stop {
    /// Nowhere: it passes everything on.
    Never,
    /// Before the greeting: the client waits to begin.
    Greeting,
    /// At the final dot of the message, which never reaches the server.
    FinalDot,
    /// At the server's answer to the final dot, which never reaches the client.
    Answer,
}

/// A TCP proxy in front of an SMTP server that stops each conversation where [`Stop`] says,
/// and says so on its channel.
struct Proxy {
    port: u16,
    stop: Arc<Mutex<Stop>>,
    stopped: mpsc::UnboundedReceiver<Stop>,
}

impl Proxy {
    async fn start(server: u16) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let stop = Arc::new(Mutex::new(Stop::Never));
        let (tell, stopped) = mpsc::unbounded_channel();
        let at = stop.clone();
        tokio::spawn(async move {
            while let Ok((client, _)) = listener.accept().await {
                tokio::spawn(relay(client, server, *at.lock().unwrap(), tell.clone()));
            }
        });
        Proxy { port, stop, stopped }
    }

    fn stop_at(&self, stop: Stop) {
        *self.stop.lock().unwrap() = stop;
    }

    /// Waits until a conversation stopped.
    async fn reached(&mut self) -> Stop {
        tokio::time::timeout(Duration::from_secs(30), self.stopped.recv())
            .await
            .expect("the send reached the step")
            .unwrap()
    }
}

async fn relay(mut client: TcpStream, server: u16, stop: Stop, tell: mpsc::UnboundedSender<Stop>) {
    if stop == Stop::Greeting {
        let _ = tell.send(stop);
        // Held open, silent, until the client goes away.
        let _ = client.read(&mut [0; 1]).await;
        return;
    }
    let upstream = TcpStream::connect(("127.0.0.1", server)).await.unwrap();
    let (mut client_read, mut client_write) = client.into_split();
    let (mut server_read, mut server_write) = upstream.into_split();
    let dot_sent = Arc::new(tokio::sync::Notify::new());
    let dot_seen = dot_sent.clone();
    let tell_up = tell.clone();
    let up = tokio::spawn(async move {
        let (mut sent, mut buf) = (Vec::new(), [0u8; 16384]);
        loop {
            let n = match client_read.read(&mut buf).await {
                Ok(0) | Err(_) => return,
                Ok(n) => n,
            };
            sent.extend_from_slice(&buf[..n]);
            let in_data = sent.windows(6).any(|w| w.eq_ignore_ascii_case(b"DATA\r\n"));
            let ends = in_data && sent.ends_with(b"\r\n.\r\n");
            if ends && stop == Stop::FinalDot {
                let _ = server_write.write_all(&buf[..n - 3]).await;
                let _ = tell_up.send(stop);
                return;
            }
            if server_write.write_all(&buf[..n]).await.is_err() {
                return;
            }
            if ends {
                dot_seen.notify_one();
            }
        }
    });
    let mut buf = [0u8; 16384];
    let mut after_dot = false;
    loop {
        let read = tokio::select! {
            biased;
            _ = dot_sent.notified(), if !after_dot => {
                after_dot = true;
                continue;
            }
            read = server_read.read(&mut buf) => read,
        };
        let n = match read {
            Ok(0) | Err(_) => break,
            Ok(n) => n,
        };
        if after_dot && stop == Stop::Answer {
            let _ = tell.send(stop);
            break;
        }
        if client_write.write_all(&buf[..n]).await.is_err() {
            break;
        }
    }
    let _ = up.await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_send_killed_at_any_step_is_never_delivered_twice() {
    let dovecot = Dovecot::start_with(DovecotOptions { submission: true, ..Default::default() });
    let mut proxy = Proxy::start(dovecot.submission_port().unwrap()).await;
    let client = reqwest::Client::new();
    for (stop, delivered_after_crash, retry_status) in
        [(Stop::Greeting, 0, 200), (Stop::FinalDot, 0, 409), (Stop::Answer, 1, 409)]
    {
        let dir = tempfile::tempdir().unwrap();
        let before = dovecot.relayed().len();
        proxy.stop_at(Stop::Never);
        let (first, token) = serve(dir.path());
        let token = token.expect("the first start prints the admin token");
        let account: Value = client
            .post(format!("{}/api/v1/accounts", first.http))
            .bearer_auth(&token)
            .json(&json!({
                "provider": "imap", "email": "alice@example.test",
                "settings": { "imap_host": "127.0.0.1", "imap_port": dovecot.imap_port(), "imap_security": "none",
                              "smtp_host": "127.0.0.1", "smtp_port": proxy.port, "smtp_security": "none" },
                "credentials": { "password": "alicepass" },
            }))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let account = account["data"]["id"].as_str().unwrap().to_string();
        let body =
            json!({ "to": [{ "email": "bob@example.org" }], "subject": format!("crash at {stop:?}"), "text": "once" });
        let send = |serve: &Serve| {
            client
                .post(format!("{}/api/v1/accounts/{account}/send", serve.http))
                .bearer_auth(&token)
                .header("Idempotency-Key", "order-17")
                .json(&body)
                .send()
        };
        proxy.stop_at(stop);
        let pending = tokio::spawn(send(&first));
        assert_eq!(proxy.reached().await, stop);
        drop(first); // SIGKILL
        assert!(pending.await.unwrap().is_err(), "the client saw the connection drop");
        // Whatever reached Dovecot has been relayed by the time its answer was kept back.
        assert_eq!(dovecot.relayed().len() - before, delivered_after_crash, "after a crash at {stop:?}");

        proxy.stop_at(Stop::Never);
        let (second, _) = serve(dir.path());
        let retry = send(&second).await.unwrap();
        let status = retry.status().as_u16();
        let answer: Value = retry.json().await.unwrap();
        assert_eq!(status, retry_status, "retry after a crash at {stop:?}: {answer}");
        if status == 409 {
            assert_eq!(answer["error"]["code"], "send_outcome_unknown");
            assert!(answer["error"]["fields"]["message_id_header"].as_str().unwrap().starts_with('<'));
        }
        let delivered = dovecot.relayed().len() - before;
        assert_eq!(delivered, if stop == Stop::FinalDot { 0 } else { 1 }, "copies delivered for a crash at {stop:?}");
        // A third try changes nothing.
        let third = send(&second).await.unwrap();
        assert_eq!(third.status().as_u16(), retry_status);
        assert_eq!(dovecot.relayed().len() - before, delivered);
    }
}
