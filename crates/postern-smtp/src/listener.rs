//! The tokio layer around [`Session`]: accepts connections, enforces timeouts and the connection
//! cap, upgrades to TLS, and drains gracefully on shutdown.

use crate::MailSink;
use crate::session::{Action, Session, SessionConfig, received_header};
use crate::stats::Refusal;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{Semaphore, watch};
use tokio::task::JoinSet;
use tokio_rustls::TlsAcceptor;
use tokio_rustls::server::TlsStream;

/// Settings of the listener.
#[derive(Clone)]
pub struct ListenerConfig {
    pub session: SessionConfig,
    /// Longest wait for the client's next bytes.
    pub idle_timeout: Duration,
    /// Longest a whole session may last.
    pub session_timeout: Duration,
    /// Most sessions at once; more are answered 421 and closed.
    pub max_connections: usize,
    /// On shutdown, how long sessions in a transaction may take to finish.
    pub drain_timeout: Duration,
    /// Enables STARTTLS.
    pub tls: Option<Arc<rustls::ServerConfig>>,
}

impl Default for ListenerConfig {
    fn default() -> Self {
        ListenerConfig {
            session: SessionConfig::default(),
            idle_timeout: Duration::from_secs(300),
            session_timeout: Duration::from_secs(1800),
            max_connections: 512,
            drain_timeout: Duration::from_secs(30),
            tls: None,
        }
    }
}

/// A bound SMTP listener.
pub struct Listener {
    tcp: TcpListener,
    config: ListenerConfig,
}

impl Listener {
    /// Binds `addr`.
    pub async fn bind(addr: SocketAddr, mut config: ListenerConfig) -> std::io::Result<Listener> {
        config.session.tls_available = config.tls.is_some();
        Ok(Listener { tcp: TcpListener::bind(addr).await?, config })
    }

    /// What its sessions accepted and refused.
    pub fn stats(&self) -> Arc<crate::Stats> {
        self.config.session.stats.clone()
    }

    /// The in-flight bytes of messages being received, against their budget.
    pub fn budget(&self) -> crate::MemoryBudget {
        self.config.session.budget.clone()
    }

    /// The bound address (useful with port 0).
    pub fn local_addr(&self) -> std::io::Result<SocketAddr> {
        self.tcp.local_addr()
    }

    /// Serves until `shutdown` turns true, then stops accepting, lets transactions in flight finish
    /// (up to the drain timeout), answers idle sessions 421, and returns.
    pub async fn serve<S: MailSink>(self, sink: Arc<S>, mut shutdown: watch::Receiver<bool>) {
        let config = Arc::new(self.config);
        let slots = Arc::new(Semaphore::new(config.max_connections));
        let mut sessions = JoinSet::new();
        let session_shutdown = shutdown.clone();
        loop {
            tokio::select! {
                _ = shutdown.wait_for(|stop| *stop) => break,
                accepted = self.tcp.accept() => {
                    let Ok((stream, peer)) = accepted else { continue };
                    let _ = stream.set_nodelay(true);
                    match slots.clone().try_acquire_owned() {
                        Ok(permit) => {
                            let (config, sink, shutdown) = (config.clone(), sink.clone(), session_shutdown.clone());
                            sessions.spawn(async move {
                                run(stream, peer, config, sink, shutdown).await;
                                drop(permit);
                            });
                        }
                        Err(_) => {
                            config.session.stats.refuse(Refusal::TooManyConnections);
                            tokio::spawn(async move {
                                let mut stream = stream;
                                let _ = stream.write_all(b"421 4.7.0 Too many connections, try again later\r\n").await;
                                let _ = stream.shutdown().await;
                            });
                        }
                    }
                }
                Some(_) = sessions.join_next(), if !sessions.is_empty() => {}
            }
        }
        drop(self.tcp);
        let drain = async { while sessions.join_next().await.is_some() {} };
        if tokio::time::timeout(config.drain_timeout, drain).await.is_err() {
            tracing::warn!("SMTP sessions still open after the drain timeout; closing them");
            sessions.abort_all();
        }
    }
}

/// A connection that may be upgraded to TLS in the middle.
enum Conn {
    Plain(TcpStream),
    Tls(Box<TlsStream<TcpStream>>),
    Upgrading,
}

impl AsyncRead for Conn {
    fn poll_read(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<std::io::Result<()>> {
        match self.get_mut() {
            Conn::Plain(s) => Pin::new(s).poll_read(cx, buf),
            Conn::Tls(s) => Pin::new(s.as_mut()).poll_read(cx, buf),
            Conn::Upgrading => Poll::Ready(Err(std::io::ErrorKind::NotConnected.into())),
        }
    }
}

impl AsyncWrite for Conn {
    fn poll_write(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<std::io::Result<usize>> {
        match self.get_mut() {
            Conn::Plain(s) => Pin::new(s).poll_write(cx, buf),
            Conn::Tls(s) => Pin::new(s.as_mut()).poll_write(cx, buf),
            Conn::Upgrading => Poll::Ready(Err(std::io::ErrorKind::NotConnected.into())),
        }
    }
    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        match self.get_mut() {
            Conn::Plain(s) => Pin::new(s).poll_flush(cx),
            Conn::Tls(s) => Pin::new(s.as_mut()).poll_flush(cx),
            Conn::Upgrading => Poll::Ready(Ok(())),
        }
    }
    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        match self.get_mut() {
            Conn::Plain(s) => Pin::new(s).poll_shutdown(cx),
            Conn::Tls(s) => Pin::new(s.as_mut()).poll_shutdown(cx),
            Conn::Upgrading => Poll::Ready(Ok(())),
        }
    }
}

async fn run<S: MailSink>(
    stream: TcpStream,
    peer: SocketAddr,
    config: Arc<ListenerConfig>,
    sink: Arc<S>,
    mut shutdown: watch::Receiver<bool>,
) {
    let _open = config.session.stats.session();
    let deadline = tokio::time::Instant::now() + config.session_timeout;
    let mut conn = Conn::Plain(stream);
    let mut session = Session::new(config.session.clone());
    let mut out = Vec::with_capacity(1024);
    let mut buf = vec![0u8; 16 * 1024];
    let peer_text = format!("[{}]", peer.ip());
    loop {
        match session.next_action() {
            Action::Reply(text) => out.extend_from_slice(text.as_bytes()),
            Action::CheckRecipient(address) => {
                let verdict = sink.check_recipient(&address).await;
                session.recipient_checked(verdict);
            }
            Action::Deliver(mut envelope) => {
                let id = postern_core::id::new_id(postern_core::id::IdKind::Message);
                let date = rfc2822_now();
                let header = received_header(&envelope, &peer_text, &config.session.hostname, &id[4..16], &date);
                let mut data = Vec::with_capacity(header.len() + envelope.data.len());
                data.extend_from_slice(header.as_bytes());
                data.append(&mut envelope.data);
                envelope.data = data;
                envelope.client = Some(peer.ip());
                session.delivered(sink.deliver(envelope).await);
            }
            Action::StartTls => {
                if conn_write(&mut conn, &mut out).await.is_err() {
                    return;
                }
                let (Some(tls), Conn::Plain(tcp)) = (config.tls.clone(), std::mem::replace(&mut conn, Conn::Upgrading))
                else {
                    return;
                };
                match tokio::time::timeout(config.idle_timeout, TlsAcceptor::from(tls).accept(tcp)).await {
                    Ok(Ok(stream)) => conn = Conn::Tls(Box::new(stream)),
                    _ => return,
                }
                session.tls_started();
            }
            Action::Close => {
                let _ = conn_write(&mut conn, &mut out).await;
                let _ = conn.shutdown().await;
                return;
            }
            Action::NeedInput => {
                if conn_write(&mut conn, &mut out).await.is_err() {
                    return;
                }
                let idle = tokio::time::Instant::now() + config.idle_timeout;
                let stop_idle = !session.in_transaction();
                tokio::select! {
                    read = conn.read(&mut buf) => match read {
                        Ok(0) | Err(_) => return,
                        Ok(n) => session.receive(&buf[..n]),
                    },
                    _ = tokio::time::sleep_until(idle.min(deadline)) => {
                        config.session.stats.refuse(Refusal::Timeout);
                        session.abort("4.4.2", "Timeout, closing connection");
                    }
                    _ = shutdown.wait_for(|stop| *stop), if stop_idle => {
                        session.abort("4.3.2", "Service shutting down, try again later");
                    }
                }
            }
        }
    }
}

async fn conn_write(conn: &mut Conn, out: &mut Vec<u8>) -> std::io::Result<()> {
    if !out.is_empty() {
        conn.write_all(out).await?;
        conn.flush().await?;
        out.clear();
    }
    Ok(())
}

fn rfc2822_now() -> String {
    let now = time::OffsetDateTime::now_utc();
    let weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][now.weekday().number_days_from_monday() as usize];
    let month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        [u8::from(now.month()) as usize - 1];
    format!(
        "{weekday}, {} {month} {} {:02}:{:02}:{:02} +0000",
        now.day(),
        now.year(),
        now.hour(),
        now.minute(),
        now.second()
    )
}
