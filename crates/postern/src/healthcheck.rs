//! `postern healthcheck`: whether the Postern listening on this host can serve (`GET /healthz`
//! answers 200), for a container's `HEALTHCHECK` or a service manager, so that an image needs no
//! curl. It speaks the one HTTP/1.1 request it needs itself, on loopback only.

use anyhow::{Context, Result, bail};
use std::io::{Read, Write};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, TcpStream};
use std::time::Duration;

/// Most of the answer read: its status line is all that counts.
const READ: u64 = 4096;

/// Where to ask for a service that listens on `http`: an address of every interface is asked
/// on loopback.
pub fn target(http: SocketAddr) -> SocketAddr {
    match http.ip() {
        IpAddr::V4(ip) if ip.is_unspecified() => SocketAddr::new(Ipv4Addr::LOCALHOST.into(), http.port()),
        IpAddr::V6(ip) if ip.is_unspecified() => SocketAddr::new(Ipv6Addr::LOCALHOST.into(), http.port()),
        _ => http,
    }
}

/// [`run`] again every quarter of a second until it is `Ok` or `wait` has passed; its last
/// failure otherwise.
pub fn run_until(http: SocketAddr, timeout: Duration, wait: Duration) -> Result<()> {
    let until = std::time::Instant::now() + wait;
    loop {
        match run(http, timeout) {
            Ok(()) => return Ok(()),
            Err(e) if std::time::Instant::now() >= until => return Err(e),
            Err(_) => std::thread::sleep(Duration::from_millis(250)),
        }
    }
}

/// `Ok` when `GET /healthz` at `http` answers 200 within `timeout`.
pub fn run(http: SocketAddr, timeout: Duration) -> Result<()> {
    let at = target(http);
    let mut stream = TcpStream::connect_timeout(&at, timeout).with_context(|| format!("nothing answers at {at}"))?;
    stream.set_read_timeout(Some(timeout))?;
    stream.set_write_timeout(Some(timeout))?;
    let request = format!("GET /healthz HTTP/1.1\r\nHost: {at}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes())?;
    let mut answer = Vec::new();
    // A reset after the status line still tells the status.
    let read = stream.take(READ).read_to_end(&mut answer);
    if answer.is_empty() {
        read.with_context(|| format!("{at} did not answer in time"))?;
    }
    let text = String::from_utf8_lossy(&answer);
    let status = text.lines().next().unwrap_or_default();
    match status.split(' ').nth(1) {
        Some("200") => Ok(()),
        _ => bail!("{at} answered {status:?}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::TcpListener;

    #[test]
    fn every_interface_is_asked_on_loopback() {
        assert_eq!(target("0.0.0.0:8080".parse().unwrap()), "127.0.0.1:8080".parse().unwrap());
        assert_eq!(target("[::]:8080".parse().unwrap()), "[::1]:8080".parse().unwrap());
        assert_eq!(target("10.0.0.5:9".parse().unwrap()), "10.0.0.5:9".parse().unwrap());
    }

    fn answering(status: &'static str) -> SocketAddr {
        answering_in_turn(&[status])
    }

    /// A server that answers one request with each status in turn.
    fn answering_in_turn(statuses: &[&'static str]) -> SocketAddr {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let at = listener.local_addr().unwrap();
        let statuses = statuses.to_vec();
        std::thread::spawn(move || {
            for status in statuses {
                let (mut peer, _) = listener.accept().unwrap();
                // The whole request first: closing with some of it unread would reset the connection.
                let mut request = Vec::new();
                let mut byte = [0u8; 1];
                while !request.ends_with(b"\r\n\r\n") && peer.read(&mut byte).unwrap_or(0) == 1 {
                    request.push(byte[0]);
                }
                let _ = write!(peer, "HTTP/1.1 {status}\r\ncontent-length: 0\r\n\r\n");
            }
        });
        at
    }

    #[test]
    fn waiting_asks_again_until_it_is_healthy() {
        let starting = answering_in_turn(&["503 Service Unavailable", "503 Service Unavailable", "200 OK"]);
        assert!(run_until(starting, Duration::from_secs(5), Duration::from_secs(30)).is_ok());
        let sick = answering_in_turn(&["503 Service Unavailable"]);
        let without_waiting = run_until(sick, Duration::from_secs(5), Duration::ZERO).unwrap_err();
        assert!(format!("{without_waiting:#}").contains("503"), "asked once, its answer told");
    }

    #[test]
    fn only_a_200_is_healthy() {
        assert!(run(answering("200 OK"), Duration::from_secs(5)).is_ok());
        let sick = run(answering("503 Service Unavailable"), Duration::from_secs(5)).unwrap_err();
        assert!(format!("{sick:#}").contains("503"));
        let closed = TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap();
        assert!(run(closed, Duration::from_secs(5)).is_err(), "nothing listens there now");
    }
}
