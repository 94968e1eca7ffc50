//! The tokio listener over real sockets: timeouts, the connection cap, STARTTLS and shutdown.

use postern_smtp::{Envelope, Listener, ListenerConfig, MailSink, RecipientVerdict, Undelivered};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncWrite, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;
use tokio::sync::watch;

#[derive(Default)]
struct Recorder {
    delivered: Mutex<Vec<Envelope>>,
}

impl MailSink for Recorder {
    async fn check_recipient(&self, address: &str) -> RecipientVerdict {
        RecipientVerdict::Accept { target: address.to_string() }
    }
    async fn deliver(&self, envelope: Envelope) -> Result<String, Undelivered> {
        self.delivered.lock().unwrap().push(envelope);
        Ok("msg_test".into())
    }
}

async fn start(
    config: ListenerConfig,
) -> (SocketAddr, Arc<Recorder>, watch::Sender<bool>, tokio::task::JoinHandle<()>) {
    let listener = Listener::bind("127.0.0.1:0".parse().unwrap(), config).await.unwrap();
    let addr = listener.local_addr().unwrap();
    let sink = Arc::new(Recorder::default());
    let (stop, shutdown) = watch::channel(false);
    let task = tokio::spawn(listener.serve(sink.clone(), shutdown));
    (addr, sink, stop, task)
}

struct Client<S> {
    io: BufReader<S>,
}

impl<S: AsyncRead + AsyncWrite + Unpin> Client<S> {
    async fn reply(&mut self) -> String {
        let mut all = String::new();
        loop {
            let mut line = String::new();
            if self.io.read_line(&mut line).await.unwrap() == 0 {
                return all;
            }
            all.push_str(&line);
            if line.as_bytes().get(3) != Some(&b'-') {
                return all;
            }
        }
    }
    async fn cmd(&mut self, line: &str) -> String {
        self.io.get_mut().write_all(format!("{line}\r\n").as_bytes()).await.unwrap();
        self.reply().await
    }
}

async fn connect(addr: SocketAddr) -> Client<TcpStream> {
    let mut c = Client { io: BufReader::new(TcpStream::connect(addr).await.unwrap()) };
    assert!(c.reply().await.starts_with("220 "));
    c
}

#[tokio::test]
async fn an_idle_client_is_told_and_disconnected() {
    let (addr, _sink, _stop, _task) =
        start(ListenerConfig { idle_timeout: Duration::from_millis(200), ..Default::default() }).await;
    let mut c = connect(addr).await;
    assert!(c.reply().await.starts_with("421 4.4.2"));
    assert_eq!(c.reply().await, "", "closed");
}

#[tokio::test]
async fn the_session_timeout_bounds_a_slow_client() {
    let config = ListenerConfig { session_timeout: Duration::from_millis(400), ..Default::default() };
    let (addr, _sink, _stop, _task) = start(config).await;
    let mut c = connect(addr).await;
    for _ in 0..3 {
        assert!(c.cmd("NOOP").await.starts_with("250"));
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(c.reply().await.starts_with("421 4.4.2"));
}

#[tokio::test]
async fn connections_over_the_cap_are_refused_with_421() {
    let (addr, _sink, _stop, _task) = start(ListenerConfig { max_connections: 1, ..Default::default() }).await;
    let mut first = connect(addr).await;
    let mut second = Client { io: BufReader::new(TcpStream::connect(addr).await.unwrap()) };
    assert!(second.reply().await.starts_with("421 4.7.0"));
    assert!(first.cmd("NOOP").await.starts_with("250"));
}

#[tokio::test]
async fn shutdown_lets_a_transaction_finish_and_turns_idle_sessions_away() {
    let (addr, sink, stop, task) = start(ListenerConfig::default()).await;
    let mut idle = connect(addr).await;
    let mut busy = connect(addr).await;
    busy.cmd("EHLO c").await;
    busy.cmd("MAIL FROM:<a@b.test>").await;
    busy.cmd("RCPT TO:<x@in.test>").await;
    assert!(busy.cmd("DATA").await.starts_with("354"));
    busy.io.get_mut().write_all(b"Subject: in flight\r\n\r\nbody\r\n").await.unwrap();
    stop.send(true).unwrap();
    assert!(idle.reply().await.starts_with("421 4.3.2"));
    // New connections are no longer accepted.
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert!(TcpStream::connect(addr).await.is_err());
    assert!(busy.cmd(".").await.starts_with("250 2.0.0"));
    assert!(busy.reply().await.starts_with("421 4.3.2"), "and then it is closed too");
    tokio::time::timeout(Duration::from_secs(5), task).await.unwrap().unwrap();
    assert_eq!(sink.delivered.lock().unwrap().len(), 1);
}

#[tokio::test]
async fn rfc3207_starttls_upgrades_the_session() {
    let cert = rcgen::generate_simple_self_signed(vec!["localhost".to_string()]).unwrap();
    let provider = Arc::new(rustls::crypto::aws_lc_rs::default_provider());
    let key = rustls_pki_types::PrivateKeyDer::Pkcs8(cert.signing_key.serialize_der().into());
    let server = rustls::ServerConfig::builder_with_provider(provider.clone())
        .with_safe_default_protocol_versions()
        .unwrap()
        .with_no_client_auth()
        .with_single_cert(vec![cert.cert.der().clone()], key)
        .unwrap();
    let (addr, sink, _stop, _task) = start(ListenerConfig { tls: Some(Arc::new(server)), ..Default::default() }).await;

    let mut c = connect(addr).await;
    assert!(c.cmd("EHLO c").await.contains("STARTTLS"));
    assert!(c.cmd("STARTTLS").await.starts_with("220 2.0.0"));
    let mut roots = rustls::RootCertStore::empty();
    roots.add(cert.cert.der().clone()).unwrap();
    let client = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .unwrap()
        .with_root_certificates(roots)
        .with_no_client_auth();
    let tcp = c.io.into_inner();
    let tls = tokio_rustls::TlsConnector::from(Arc::new(client))
        .connect(rustls_pki_types::ServerName::try_from("localhost").unwrap(), tcp)
        .await
        .unwrap();
    let mut c = Client { io: BufReader::new(tls) };
    let ehlo = c.cmd("EHLO c").await;
    assert!(ehlo.starts_with("250") && !ehlo.contains("STARTTLS"), "{ehlo}");
    c.cmd("MAIL FROM:<a@b.test>").await;
    c.cmd("RCPT TO:<x@in.test>").await;
    c.cmd("DATA").await;
    assert!(c.cmd("Subject: secret\r\n\r\nover TLS\r\n.").await.starts_with("250"));
    let delivered = sink.delivered.lock().unwrap();
    assert!(delivered[0].tls);
    let data = String::from_utf8_lossy(&delivered[0].data).to_string();
    assert!(data.starts_with("Received: from c ([127.0.0.1])"), "{data}");
    assert!(data.contains("with ESMTPS"));
}

#[tokio::test]
async fn a_client_that_drops_mid_data_stores_nothing() {
    let (addr, sink, _stop, _task) = start(ListenerConfig::default()).await;
    let mut c = connect(addr).await;
    c.cmd("EHLO c").await;
    c.cmd("MAIL FROM:<a@b.test>").await;
    c.cmd("RCPT TO:<x@in.test>").await;
    assert!(c.cmd("DATA").await.starts_with("354"));
    c.io.get_mut().write_all(b"Subject: half\r\n\r\nthe rest never comes").await.unwrap();
    drop(c);
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert!(sink.delivered.lock().unwrap().is_empty(), "a message without its final dot is never stored");
    // The listener is still serving.
    let mut again = connect(addr).await;
    assert!(again.cmd("NOOP").await.starts_with("250"));
}
