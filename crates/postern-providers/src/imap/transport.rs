//! The byte stream under an IMAP session: plain TCP (loopback only) or TLS (implicit or after
//! STARTTLS), with rustls on aws-lc-rs and Mozilla's roots (webpki-roots) plus any extra roots
//! the caller trusts.

use super::bulk::Tap;
use super::{ConnectOptions, ImapError, ImapSecurity, ImapSettings, truncate};
use async_imap::imap_proto::{Response, ResponseCode, Status};
use rustls_pki_types::{CertificateDer, ServerName};
use std::io;
use std::net::IpAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use tokio::io::{AsyncRead, AsyncWrite, BufWriter, ReadBuf};
use tokio::net::TcpStream;
use tokio_rustls::TlsConnector;
use tokio_rustls::client::TlsStream;

/// The stream an IMAP session runs on. Writes are buffered (a command goes out in one write,
/// one TLS record); async-imap flushes after every command. Reads pass the [`Tap`], which
/// takes the envelopes of a bulk fetch out of them.
pub(crate) type Stream = BufWriter<Tap<Transport>>;

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

/// A connected, greeted, not yet logged-in client, and the capabilities the greeting (or the
/// server after STARTTLS) announced, if any.
pub(crate) struct Greeted {
    pub client: async_imap::Client<Stream>,
    pub capabilities: Vec<String>,
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

/// TCP connect, TLS as `settings.security` says, read the greeting. The caller bounds the time.
pub(crate) async fn connect(settings: &ImapSettings, options: &ConnectOptions) -> Result<Greeted, ImapError> {
    let host = settings.host.trim_start_matches('[').trim_end_matches(']').to_string();
    if settings.security == ImapSecurity::None && !is_loopback_host(&host) {
        return Err(ImapError::Protocol(format!(
            "refusing to log in to {host} without TLS: security \"none\" is only allowed to loopback hosts \
             (localhost, 127.0.0.1, ::1); use \"tls\" or \"starttls\""
        )));
    }
    let tcp = if options.addresses.is_empty() {
        TcpStream::connect((host.as_str(), settings.port)).await
    } else {
        TcpStream::connect(options.addresses.as_slice()).await
    };
    let tcp = tcp.map_err(|e| ImapError::Unreachable(format!("cannot connect to {host}:{}: {e}", settings.port)))?;
    let _ = tcp.set_nodelay(true);
    if settings.security == ImapSecurity::None {
        // Loopback by name; make sure the name did not resolve elsewhere.
        if let Ok(peer) = tcp.peer_addr()
            && !peer.ip().is_loopback()
        {
            return Err(ImapError::Protocol(format!(
                "refusing to log in to {host} without TLS: it resolved to {}, not a loopback address",
                peer.ip()
            )));
        }
    }
    match settings.security {
        ImapSecurity::None => greet(Transport::Plain(tcp), &host, options).await,
        ImapSecurity::Tls => {
            let tls = handshake(tcp, &host, options).await?;
            greet(Transport::Tls(Box::new(tls)), &host, options).await
        }
        ImapSecurity::Starttls => {
            // The plain part passes a tap too: a server (or whoever sits between) must not make it
            // buffer without bound before TLS is up.
            let mut plain = async_imap::Client::new(Tap::new(Transport::Plain(tcp), &options.limits));
            let greeting = read_greeting(&mut plain, &host).await?;
            if !greeting.is_empty() && !greeting.iter().any(|c| c.eq_ignore_ascii_case("STARTTLS")) {
                return Err(ImapError::Tls(format!("{host} does not offer STARTTLS")));
            }
            plain.run_command_and_check_ok("STARTTLS", None).await.map_err(|e| match e {
                async_imap::error::Error::No(m) | async_imap::error::Error::Bad(m) => {
                    ImapError::Tls(format!("{host} refused STARTTLS: {}", truncate(&m)))
                }
                async_imap::error::Error::Io(e) if super::frame::Refused::of(&e).is_some() => read_error(&host, e),
                other => ImapError::Unreachable(format!("connection to {host} failed during STARTTLS: {other}")),
            })?;
            // Whatever the server sent after its OK is dropped with the plain client: nothing read
            // before the handshake may count (STARTTLS command injection).
            let Transport::Plain(tcp) = plain.into_inner().into_inner() else {
                return Err(ImapError::Tls(format!("{host}: STARTTLS over a connection that already has TLS")));
            };
            let tls = handshake(tcp, &host, options).await?;
            let client =
                async_imap::Client::new(BufWriter::new(Tap::new(Transport::Tls(Box::new(tls)), &options.limits)));
            // No greeting after STARTTLS; the capabilities are asked for after login.
            Ok(Greeted { client, capabilities: Vec::new() })
        }
    }
}

async fn greet(transport: Transport, host: &str, options: &ConnectOptions) -> Result<Greeted, ImapError> {
    let mut client = async_imap::Client::new(BufWriter::new(Tap::new(transport, &options.limits)));
    let capabilities = read_greeting(&mut client, host).await?;
    Ok(Greeted { client, capabilities })
}

/// Reads the server greeting; returns the capabilities it carries (empty if none).
async fn read_greeting<T>(client: &mut async_imap::Client<T>, host: &str) -> Result<Vec<String>, ImapError>
where
    T: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + std::fmt::Debug + Send,
{
    let response = client
        .read_response()
        .await
        .map_err(|e| read_error(host, e))?
        .ok_or_else(|| ImapError::Unreachable(format!("{host} closed the connection before greeting")))?;
    match response.parsed() {
        Response::Data { status: Status::Ok, outcome } => Ok(match &outcome.code {
            Some(ResponseCode::Capabilities(caps)) => caps.iter().map(super::capability_name).collect(),
            _ => Vec::new(),
        }),
        Response::Data { status: Status::Bye, outcome } => Err(ImapError::Unreachable(format!(
            "{host} refused the connection: {}",
            truncate(outcome.information.as_deref().unwrap_or(""))
        ))),
        Response::Data { status: Status::PreAuth, .. } => {
            Err(ImapError::Protocol(format!("{host} greeted with PREAUTH; a login is expected")))
        }
        other => Err(ImapError::Protocol(format!("{host} sent no IMAP greeting: {}", truncate(&format!("{other:?}"))))),
    }
}

fn read_error(host: &str, e: io::Error) -> ImapError {
    if let Some(refused) = super::frame::Refused::of(&e) {
        super::refusal(host, "the greeting", refused)
    } else if super::is_parse_error(&e) {
        ImapError::Protocol(format!("{host} does not speak IMAP: {}", truncate(&e.to_string())))
    } else {
        ImapError::Unreachable(format!("connection to {host} failed: {e}"))
    }
}

pub(crate) async fn handshake(
    tcp: TcpStream,
    host: &str,
    options: &ConnectOptions,
) -> Result<TlsStream<TcpStream>, ImapError> {
    let name = ServerName::try_from(host.to_string())
        .map_err(|_| ImapError::Tls(format!("{host} is not a valid name for a TLS certificate")))?;
    let connector = TlsConnector::from(client_config(&options.extra_roots)?);
    connector.connect(name, tcp).await.map_err(|e| {
        let tls = e.get_ref().and_then(|inner| inner.downcast_ref::<rustls::Error>()).is_some();
        if tls || e.kind() == io::ErrorKind::InvalidData {
            ImapError::Tls(format!("TLS handshake with {host} failed: {e}"))
        } else {
            ImapError::Unreachable(format!("connection to {host} failed during the TLS handshake: {e}"))
        }
    })
}

/// The TLS client configuration: aws-lc-rs (set explicitly, so no process-wide default is
/// needed), TLS 1.2+, Mozilla's roots plus `extra_roots` (DER).
pub(crate) fn client_config(extra_roots: &[Vec<u8>]) -> Result<Arc<rustls::ClientConfig>, ImapError> {
    let mut roots = rustls::RootCertStore { roots: webpki_roots::TLS_SERVER_ROOTS.to_vec() };
    for der in extra_roots {
        roots
            .add(CertificateDer::from(der.clone()))
            .map_err(|e| ImapError::Tls(format!("an extra root certificate is not usable: {e}")))?;
    }
    let provider = Arc::new(rustls::crypto::aws_lc_rs::default_provider());
    let config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| ImapError::Tls(format!("TLS setup failed: {e}")))?
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
