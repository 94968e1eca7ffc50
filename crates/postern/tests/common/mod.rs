//! A `postern serve` child process for the tests that kill and restart it.
#![allow(dead_code)]

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
