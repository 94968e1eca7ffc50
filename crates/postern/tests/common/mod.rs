//! A `postern serve` child process for the tests that kill and restart it.
#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::process::Child;

pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
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
