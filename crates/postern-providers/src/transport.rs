//! The byte stream under every connection a provider opens to a mail server (IMAP, SMTP
//! submission, and POP3 next): plain TCP to loopback hosts only, or TLS (implicit, or after the
//! protocol's own STARTTLS) with rustls on aws-lc-rs and Mozilla's roots (webpki-roots) plus any
//! extra roots the caller trusts. The one home of this crate's rustls.

use rustls_pki_types::{CertificateDer, ServerName};
use serde::{Deserialize, Serialize};
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;
use tokio_rustls::TlsConnector;
use tokio_rustls::client::TlsStream;

/// How a connection is secured.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Security {
    /// Implicit TLS (IMAP 993, submission 465, POP3 995).
    Tls,
    /// Plain connect, then the protocol's STARTTLS before anything else (IMAP 143, submission
    /// 587, POP3 110 with STLS).
    Starttls,
    /// No TLS at all: only allowed to loopback hosts (tests, a local bridge).
    None,
}

/// How the client proves who it is once connected (IMAP and SMTP submission).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Auth {
    /// A password: IMAP LOGIN or AUTHENTICATE PLAIN, SMTP AUTH PLAIN or LOGIN.
    #[default]
    Password,
    /// An OAuth 2.0 access token in SASL XOAUTH2 (Google's and Microsoft's IMAP and SMTP:
    /// https://developers.google.com/workspace/gmail/imap/xoauth2-protocol); the secret handed
    /// to the login is the access token.
    Xoauth2,
}

/// The XOAUTH2 initial response: `user=…^Aauth=Bearer …^A^A`.
pub(crate) fn xoauth2(username: &str, token: &str) -> Vec<u8> {
    format!("user={username}\x01auth=Bearer {token}\x01\x01").into_bytes()
}

/// How to reach a server, whatever the protocol.
#[derive(Debug, Clone)]
pub struct Dial {
    /// Certificates (DER) to trust as roots in addition to Mozilla's (webpki-roots): a private
    /// CA, or a self-signed test server.
    pub extra_roots: Vec<Vec<u8>>,
    /// Bound on the TCP connect (protocols bound their greeting and TLS on top). Default 15 s.
    pub connect_timeout: Duration,
    /// Connect to these addresses instead of resolving the host again (the caller resolved and
    /// checked them, so that a name cannot resolve elsewhere in between: DNS rebinding). The
    /// host still names the server for TLS. Empty: resolve the host.
    pub addresses: Vec<SocketAddr>,
}

impl Default for Dial {
    fn default() -> Self {
        Dial { extra_roots: Vec::new(), connect_timeout: Duration::from_secs(15), addresses: Vec::new() }
    }
}

/// Why a connection could not be opened or secured. Messages name the host, never a secret.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum DialError {
    /// DNS, a refused connection, a dropped one.
    Unreachable(String),
    /// Certificate or handshake failure.
    Tls(String),
    /// Plain text asked for a host that is not loopback.
    PlainRefused(String),
}

/// Plain TCP or TLS over TCP.
#[derive(Debug)]
pub(crate) enum Transport {
    Plain(TcpStream),
    Tls(Box<TlsStream<TcpStream>>),
}

impl AsyncRead for Transport {
    fn poll_read(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        match self.get_mut() {
            Transport::Plain(s) => Pin::new(s).poll_read(cx, buf),
            Transport::Tls(s) => Pin::new(s.as_mut()).poll_read(cx, buf),
        }
    }
}

impl AsyncWrite for Transport {
    fn poll_write(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        match self.get_mut() {
            Transport::Plain(s) => Pin::new(s).poll_write(cx, buf),
            Transport::Tls(s) => Pin::new(s.as_mut()).poll_write(cx, buf),
        }
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match self.get_mut() {
            Transport::Plain(s) => Pin::new(s).poll_flush(cx),
            Transport::Tls(s) => Pin::new(s.as_mut()).poll_flush(cx),
        }
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match self.get_mut() {
            Transport::Plain(s) => Pin::new(s).poll_shutdown(cx),
            Transport::Tls(s) => Pin::new(s.as_mut()).poll_shutdown(cx),
        }
    }
}

/// Whether `host` (a name or an IP literal, IPv6 with or without brackets) is loopback by its
/// very spelling: `localhost`, `*.localhost`, 127.0.0.0/8, ::1.
pub(crate) fn is_loopback_host(host: &str) -> bool {
    let host = host.trim_start_matches('[').trim_end_matches(']');
    if let Ok(ip) = host.parse::<IpAddr>() {
        return ip.is_loopback();
    }
    let host = host.trim_end_matches('.').to_ascii_lowercase();
    host == "localhost" || host.ends_with(".localhost")
}

/// The host as TLS and the messages name it (IPv6 without brackets).
pub(crate) fn bare_host(host: &str) -> &str {
    host.trim_start_matches('[').trim_end_matches(']')
}

/// Opens the TCP connection for `security`: plain text only to a host that is loopback by name
/// and turns out loopback once connected. Within [`Dial::connect_timeout`].
pub(crate) async fn open(host: &str, port: u16, security: Security, dial: &Dial) -> Result<TcpStream, DialError> {
    let host = bare_host(host);
    if security == Security::None && !is_loopback_host(host) {
        return Err(DialError::PlainRefused(format!(
            "refusing to log in to {host} without TLS: security \"none\" is only allowed to loopback hosts \
             (localhost, 127.0.0.1, ::1); use \"tls\" or \"starttls\""
        )));
    }
    let connect = async {
        if dial.addresses.is_empty() {
            TcpStream::connect((host, port)).await
        } else {
            TcpStream::connect(dial.addresses.as_slice()).await
        }
    };
    let tcp = tokio::time::timeout(dial.connect_timeout, connect)
        .await
        .map_err(|_| DialError::Unreachable(format!("{host}:{port} did not accept a connection")))?
        .map_err(|e| DialError::Unreachable(format!("cannot connect to {host}:{port}: {e}")))?;
    let _ = tcp.set_nodelay(true);
    if security == Security::None {
        // Loopback by name; make sure the name did not resolve elsewhere.
        if let Ok(peer) = tcp.peer_addr()
            && !peer.ip().is_loopback()
        {
            return Err(DialError::PlainRefused(format!(
                "refusing to log in to {host} without TLS: it resolved to {}, not a loopback address",
                peer.ip()
            )));
        }
    }
    Ok(tcp)
}

/// The TLS handshake with `host` over `tcp`, the certificate checked against `host`.
pub(crate) async fn handshake(
    tcp: TcpStream,
    host: &str,
    extra_roots: &[Vec<u8>],
) -> Result<TlsStream<TcpStream>, DialError> {
    let host = bare_host(host);
    let name = ServerName::try_from(host.to_string())
        .map_err(|_| DialError::Tls(format!("{host} is not a valid name for a TLS certificate")))?;
    let connector = TlsConnector::from(client_config(extra_roots)?);
    connector.connect(name, tcp).await.map_err(|e| {
        let tls = e.get_ref().and_then(|inner| inner.downcast_ref::<rustls::Error>()).is_some();
        if tls || e.kind() == io::ErrorKind::InvalidData {
            DialError::Tls(format!("TLS handshake with {host} failed: {e}"))
        } else {
            DialError::Unreachable(format!("connection to {host} failed during the TLS handshake: {e}"))
        }
    })
}

/// The TLS client configuration: aws-lc-rs (set explicitly, so no process-wide default is
/// needed), TLS 1.2+, Mozilla's roots plus `extra_roots` (DER).
fn client_config(extra_roots: &[Vec<u8>]) -> Result<Arc<rustls::ClientConfig>, DialError> {
    let mut roots = rustls::RootCertStore { roots: webpki_roots::TLS_SERVER_ROOTS.to_vec() };
    for der in extra_roots {
        roots
            .add(CertificateDer::from(der.clone()))
            .map_err(|e| DialError::Tls(format!("an extra root certificate is not usable: {e}")))?;
    }
    let provider = Arc::new(rustls::crypto::aws_lc_rs::default_provider());
    let config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| DialError::Tls(format!("TLS setup failed: {e}")))?
        .with_root_certificates(roots)
        .with_no_client_auth();
    Ok(Arc::new(config))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loopback_by_spelling() {
        for host in ["localhost", "LOCALHOST.", "imap.localhost", "127.0.0.1", "127.1.2.3", "::1", "[::1]"] {
            assert!(is_loopback_host(host), "{host}");
        }
        for host in ["example.com", "192.0.2.1", "10.0.0.1", "localhost.example.com", "::2", "0.0.0.0"] {
            assert!(!is_loopback_host(host), "{host}");
        }
    }
}
