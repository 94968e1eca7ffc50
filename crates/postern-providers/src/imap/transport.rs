//! The IMAP session's stream: the shared [`crate::transport`] (plain TCP to loopback only, or
//! TLS), IMAP's STARTTLS and greeting, and the tap that bounds what the server makes it read.

use super::bulk::Tap;
use super::{ConnectOptions, ImapError, ImapSettings, truncate};
use crate::transport::{DialError, Security, Transport, handshake, open};
use async_imap::imap_proto::{Response, ResponseCode, Status};
use std::io;
use tokio::io::BufWriter;

/// The stream an IMAP session runs on. Writes are buffered (a command goes out in one write,
/// one TLS record); async-imap flushes after every command. Reads pass the [`Tap`], which
/// takes the envelopes of a bulk fetch out of them.
pub(crate) type Stream = BufWriter<Tap<Transport>>;

/// A connected, greeted, not yet logged-in client, and the capabilities the greeting (or the
/// server after STARTTLS) announced, if any.
pub(crate) struct Greeted {
    pub client: async_imap::Client<Stream>,
    pub capabilities: Vec<String>,
}

impl From<DialError> for ImapError {
    fn from(e: DialError) -> ImapError {
        match e {
            DialError::Unreachable(m) => ImapError::Unreachable(m),
            DialError::Tls(m) => ImapError::Tls(m),
            DialError::PlainRefused(m) => ImapError::Protocol(m),
        }
    }
}

/// TCP connect, TLS as `settings.security` says, read the greeting. The caller bounds the time.
pub(crate) async fn connect(settings: &ImapSettings, options: &ConnectOptions) -> Result<Greeted, ImapError> {
    let host = crate::transport::bare_host(&settings.host).to_string();
    let tcp = open(&host, settings.port, settings.security, &options.dial).await?;
    match settings.security {
        Security::None => greet(Transport::Plain(tcp), &host, options).await,
        Security::Tls => {
            let tls = handshake(tcp, &host, &options.dial.extra_roots).await?;
            greet(Transport::Tls(Box::new(tls)), &host, options).await
        }
        Security::Starttls => {
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
            let tls = handshake(tcp, &host, &options.dial.extra_roots).await?;
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
