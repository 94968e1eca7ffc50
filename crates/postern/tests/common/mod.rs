//! A `postern serve` child process for the tests that kill and restart it.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// Two ports free when chosen, never the same one twice (both are held while the second is chosen).
pub fn two_free_ports() -> (u16, u16) {
    let first = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let second = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    (first.local_addr().unwrap().port(), second.local_addr().unwrap().port())
}

/// A running `postern serve`, killed when dropped.
pub struct Serve {
    pub child: Child,
    /// `http://127.0.0.1:<port>`
    pub http: String,
    pub smtp: u16,
}

impl Drop for Serve {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `postern serve` on `data` and the two ports, logging warnings (to the test's standard error
/// with `POSTERN_TEST_LOG`, else nowhere); callers add their flags.
pub fn serve_command(data: &std::path::Path, http_port: u16, smtp_port: u16) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_postern"));
    command
        .args(["serve", "--data"])
        .arg(data)
        .args(["--http", &format!("127.0.0.1:{http_port}"), "--smtp", &format!("127.0.0.1:{smtp_port}")])
        .args(["--log", "warn"])
        // Tests reach loopback only: the sender checks would ask the system's DNS servers.
        .env("POSTERN_SENDER_CHECKS", "false")
        .stderr(if std::env::var_os("POSTERN_TEST_LOG").is_some() { Stdio::inherit() } else { Stdio::null() });
    command
}

/// Starts `serve` (a `postern serve` command with its stdout piped) on the HTTP and SMTP ports it
/// is given and waits until that process answers `GET /healthz` as a healthy Postern does;
/// returns it with the admin token when a start printed one.
///
/// A port free when chosen may be taken by another test's process before the child binds it:
/// the child then exits, and it starts again on other ports. A first start prints the token
/// before it binds, so a token printed by a start that failed is the one returned (the next
/// start prints none). `http_port` names the HTTP port for callers that must know it before the
/// child starts (a public URL); then nothing can be retried and an early exit fails the test.
pub fn start(
    http_port: Option<u16>,
    wait: Duration,
    mut serve: impl FnMut(u16, u16) -> Command,
) -> (Serve, Option<String>) {
    let mut token = None;
    for _ in 0..5 {
        let (chosen, smtp) = two_free_ports();
        let http = http_port.unwrap_or(chosen);
        let mut child = serve(http, smtp).stdout(Stdio::piped()).spawn().expect("postern starts");
        let tokens = printed_tokens(&mut child);
        let started = Instant::now();
        let serving = loop {
            if let Some(status) = child.try_wait().unwrap() {
                eprintln!("postern exited ({status}) before serving on ports {http} and {smtp}");
                break false;
            }
            if healthy(http) {
                break true;
            }
            assert!(started.elapsed() < wait, "postern did not serve on port {http} within {wait:?}");
            std::thread::sleep(Duration::from_millis(20));
        };
        // The child's stdout is read on a thread of its own: what it printed may still be on its way.
        if token.is_none() {
            token = tokens.recv_timeout(Duration::from_millis(300)).ok();
        }
        if serving {
            return (Serve { child, http: format!("http://127.0.0.1:{http}"), smtp }, token);
        }
        assert!(http_port.is_none(), "postern could not serve on the port it was given ({http})");
    }
    panic!("postern exited five times before serving");
}

/// Whether a Postern with its database answers `GET /healthz` on `port` (not merely something
/// listening: another test's SMTP receiver may hold a port this one chose).
fn healthy(port: u16) -> bool {
    let Ok(mut stream) = std::net::TcpStream::connect(("127.0.0.1", port)) else { return false };
    let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
    let request = format!("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n");
    if stream.write_all(request.as_bytes()).is_err() {
        return false;
    }
    let mut answer = Vec::new();
    let _ = stream.take(64 * 1024).read_to_end(&mut answer);
    let answer = String::from_utf8_lossy(&answer);
    answer.starts_with("HTTP/1.1 200") && answer.contains(r#""database":"ok""#)
}

/// The tokens the child prints on stdout (the admin token of a first start), as they come.
pub fn printed_tokens(child: &mut Child) -> std::sync::mpsc::Receiver<String> {
    let stdout = child.stdout.take().expect("stdout is piped");
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if let Some(token) = line.split_whitespace().find(|w| w.starts_with("pst_")) {
                let _ = tx.send(token.to_string());
            }
        }
    });
    rx
}
