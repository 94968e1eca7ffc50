//! A POP3 client (RFC 1939; CAPA, RFC 2449; STLS, RFC 2595; SASL PLAIN, RFC 5034), on the shared
//! [`crate::transport`]. Hand-written: the protocol is a few hundred lines, and the crates found
//! pull async-std or native-tls (docs/PROVIDERS.md). A POP3 server is whatever the user pointed
//! Postern at, so every line and every multi-line answer is bounded, and reading is linear in
//! what arrives.
//!
//! A session sees the mailbox as it was when it logged in (the maildrop is locked); deletions
//! (`DELE`) take effect only when [`Pop3Session::quit`] ends the session cleanly.

mod mailbox;

pub use mailbox::{INBOX, Pop3Mailbox};

use crate::transport::{Dial, DialError, Security, Transport, handshake, open};
use base64::Engine as _;
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};

/// Where and as whom to connect. Never holds a secret.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pop3Settings {
    pub host: String,
    pub port: u16,
    pub security: Security,
    pub username: String,
}

/// Less common knobs of [`Pop3Session::connect`].
#[derive(Debug, Clone)]
pub struct Pop3Options {
    pub dial: Dial,
    /// Bound on each wait for the server (the greeting, a reply, each read of a long answer).
    /// Default 60 s.
    pub timeout: Duration,
    /// The largest message [`Pop3Session::retr`] reads, in bytes (its `LIST` size is asked
    /// first). Default 50 MiB.
    pub max_message: u64,
}

impl Default for Pop3Options {
    fn default() -> Self {
        Pop3Options { dial: Dial::default(), timeout: Duration::from_secs(60), max_message: 50 * 1024 * 1024 }
    }
}

/// The longest line a server may send (RFC 1939 allows 512 octets for replies; message lines are
/// up to 998 plus CRLF in RFC 5322, and some servers send longer ones).
const MAX_LINE: usize = 64 * 1024;
/// The largest multi-line answer other than a message (`UIDL`, `LIST`, `CAPA`, a `TOP`): about
/// 30 bytes a message for the listings.
const MAX_LISTING: u64 = 16 * 1024 * 1024;

/// Why a POP3 step failed. Messages never hold the password.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pop3Error {
    /// The server refused the login.
    Auth(String),
    /// DNS, a refused or dropped connection, a timeout, or a temporary refusal (`[SYS/TEMP]`,
    /// `[IN-USE]`: the maildrop is locked by another session).
    Unreachable(String),
    /// Certificate or handshake failure.
    Tls(String),
    /// An unexpected answer, or an `-ERR` to a command.
    Protocol(String),
    /// An answer or a message larger than the limits.
    TooLarge(String),
}

impl std::fmt::Display for Pop3Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Pop3Error::Auth(m)
            | Pop3Error::Unreachable(m)
            | Pop3Error::Tls(m)
            | Pop3Error::Protocol(m)
            | Pop3Error::TooLarge(m) => f.write_str(m),
        }
    }
}

impl From<DialError> for Pop3Error {
    fn from(e: DialError) -> Pop3Error {
        match e {
            DialError::Unreachable(m) => Pop3Error::Unreachable(m),
            DialError::Tls(m) => Pop3Error::Tls(m),
            DialError::PlainRefused(m) => Pop3Error::Protocol(m),
        }
    }
}

/// A logged-in POP3 session.
pub struct Pop3Session {
    stream: BufReader<Transport>,
    host: String,
    timeout: Duration,
    max_message: u64,
    capabilities: Vec<String>,
}

impl Pop3Session {
    /// Connects, secures (implicit TLS, or STLS, which the server must offer), reads the
    /// greeting and logs in: SASL PLAIN when offered (UTF-8 credentials), else USER and PASS.
    pub async fn connect(
        settings: &Pop3Settings,
        password: &str,
        options: &Pop3Options,
    ) -> Result<Pop3Session, Pop3Error> {
        let host = crate::transport::bare_host(&settings.host).to_string();
        let tcp = open(&host, settings.port, settings.security, &options.dial).await?;
        let stream = match settings.security {
            Security::Tls => Transport::Tls(Box::new(handshake(tcp, &host, &options.dial.extra_roots).await?)),
            _ => Transport::Plain(tcp),
        };
        let mut session = Pop3Session {
            stream: BufReader::new(stream),
            host: host.clone(),
            timeout: options.timeout,
            max_message: options.max_message,
            capabilities: Vec::new(),
        };
        session.reply("the greeting").await?;
        session.capabilities = session.capa().await?;
        if settings.security == Security::Starttls {
            if !session.offers("STLS") {
                return Err(Pop3Error::Tls(format!("{host} does not offer STLS")));
            }
            session.command("STLS").await?;
            // Whatever the server sent after its +OK is dropped with the buffer: nothing read
            // before the handshake may count (command injection).
            let Transport::Plain(tcp) = session.stream.into_inner() else {
                return Err(Pop3Error::Protocol("STLS on a secured stream".into()));
            };
            let tls = handshake(tcp, &host, &options.dial.extra_roots).await?;
            session.stream = BufReader::new(Transport::Tls(Box::new(tls)));
            session.capabilities = session.capa().await?;
        }
        session.login(&settings.username, password).await.map_err(|e| redact(e, password))?;
        Ok(session)
    }

    /// The capabilities the server announced (`CAPA`, upper case), after STLS if any.
    pub fn capabilities(&self) -> &[String] {
        &self.capabilities
    }

    fn offers(&self, name: &str) -> bool {
        self.capabilities.iter().any(|c| c.split(' ').next() == Some(name))
    }

    async fn capa(&mut self) -> Result<Vec<String>, Pop3Error> {
        self.send("CAPA").await?;
        // A server without CAPA answers -ERR: it offers nothing we can rely on.
        let Ok(_) = self.reply("CAPA").await else { return Ok(Vec::new()) };
        let lines = self.multiline(MAX_LISTING).await?;
        Ok(lines.iter().map(|l| String::from_utf8_lossy(l).trim().to_ascii_uppercase()).collect())
    }

    async fn login(&mut self, username: &str, password: &str) -> Result<(), Pop3Error> {
        let sasl_plain = self.capabilities.iter().any(|c| {
            let mut words = c.split(' ');
            words.next() == Some("SASL") && words.any(|m| m == "PLAIN")
        });
        let outcome = if sasl_plain {
            let token = base64::engine::general_purpose::STANDARD.encode(format!("\0{username}\0{password}"));
            self.send(&format!("AUTH PLAIN {token}")).await?;
            self.reply("the login").await
        } else {
            if username.contains(['\r', '\n', ' ']) || password.contains(['\r', '\n']) {
                return Err(Pop3Error::Auth("the user name or password cannot be sent with USER/PASS".into()));
            }
            self.send(&format!("USER {username}")).await?;
            match self.reply("USER").await {
                Ok(_) => {
                    self.send(&format!("PASS {password}")).await?;
                    self.reply("the login").await
                }
                Err(e) => Err(e),
            }
        };
        outcome.map(|_| ()).map_err(|e| match e {
            // RFC 3206: a locked maildrop or a temporary failure is no verdict on the password.
            Pop3Error::Protocol(m) if m.contains("[IN-USE]") || m.contains("[SYS/TEMP]") => Pop3Error::Unreachable(m),
            Pop3Error::Protocol(m) => Pop3Error::Auth(m),
            other => other,
        })
    }

    /// How many messages the maildrop holds and their total size.
    pub async fn stat(&mut self) -> Result<(u32, u64), Pop3Error> {
        let reply = self.command("STAT").await?;
        list_entry(reply.as_bytes()).ok_or_else(|| self.unexpected("STAT", &reply))
    }

    /// Every message's number and unique id (`UIDL`), in order. The ids are stable across
    /// sessions; the numbers are this session's.
    pub async fn uidl(&mut self) -> Result<Vec<(u32, String)>, Pop3Error> {
        self.listing("UIDL", uidl_entry).await
    }

    /// Every message's number and size in bytes (`LIST`), in order.
    pub async fn list(&mut self) -> Result<Vec<(u32, u64)>, Pop3Error> {
        self.listing("LIST", list_entry).await
    }

    /// A multi-line answer to `command`, one entry per line.
    async fn listing<T>(&mut self, command: &str, entry: fn(&[u8]) -> Option<T>) -> Result<Vec<T>, Pop3Error> {
        self.command(command).await?;
        let lines = self.multiline(MAX_LISTING).await?;
        lines
            .iter()
            .map(|line| entry(line).ok_or_else(|| self.unexpected(command, &String::from_utf8_lossy(line))))
            .collect()
    }

    /// The header of message `number` and the first `lines` lines of its body (`TOP`), CRLF line
    /// ends, dots unstuffed.
    pub async fn top(&mut self, number: u32, lines: u32) -> Result<Vec<u8>, Pop3Error> {
        self.command(&format!("TOP {number} {lines}")).await?;
        Ok(join(self.multiline(MAX_LISTING).await?))
    }

    /// Message `number` whole (`RETR`), CRLF line ends, dots unstuffed; one larger than
    /// [`Pop3Options::max_message`] is not read ([`Pop3Error::TooLarge`]).
    pub async fn retr(&mut self, number: u32) -> Result<Vec<u8>, Pop3Error> {
        let reply = self.command(&format!("LIST {number}")).await?;
        let (_, size) = list_entry(reply.as_bytes()).ok_or_else(|| self.unexpected("LIST", &reply))?;
        if size > self.max_message {
            return Err(Pop3Error::TooLarge(format!(
                "message {number} on {} has {size} bytes; at most {} are read",
                self.host, self.max_message
            )));
        }
        self.command(&format!("RETR {number}")).await?;
        // Servers count line ends as CRLF; a little slack for their own counting.
        Ok(join(self.multiline(size + size / 8 + 1024).await?))
    }

    /// Marks message `number` deleted; it goes when [`Pop3Session::quit`] ends the session.
    pub async fn dele(&mut self, number: u32) -> Result<(), Pop3Error> {
        self.command(&format!("DELE {number}")).await.map(|_| ())
    }

    /// Ends the session: the server commits the deletions (RFC 1939 UPDATE state).
    pub async fn quit(mut self) -> Result<(), Pop3Error> {
        self.command("QUIT").await.map(|_| ())
    }

    async fn command(&mut self, line: &str) -> Result<String, Pop3Error> {
        self.send(line).await?;
        let what = line.split(' ').next().unwrap_or(line).to_string();
        self.reply(&what).await
    }

    async fn send(&mut self, line: &str) -> Result<(), Pop3Error> {
        let host = self.host.clone();
        let write = async {
            let stream = self.stream.get_mut();
            stream.write_all(line.as_bytes()).await?;
            stream.write_all(b"\r\n").await?;
            stream.flush().await
        };
        tokio::time::timeout(self.timeout, write)
            .await
            .map_err(|_| Pop3Error::Unreachable(format!("{host} did not take a command in time")))?
            .map_err(|e| Pop3Error::Unreachable(format!("connection to {host} failed: {e}")))
    }

    /// One status line: its text after `+OK`, or the `-ERR` text as [`Pop3Error::Protocol`].
    async fn reply(&mut self, what: &str) -> Result<String, Pop3Error> {
        let line = self.line().await?;
        let text = String::from_utf8_lossy(&line).into_owned();
        if let Some(rest) = text.strip_prefix("+OK") {
            Ok(rest.trim().to_string())
        } else if let Some(rest) = text.strip_prefix("-ERR") {
            Err(Pop3Error::Protocol(format!("{} refused {what}: {}", self.host, rest.trim())))
        } else {
            Err(self.unexpected(what, &text))
        }
    }

    /// The lines of a multi-line answer up to its `.` line, dots unstuffed, at most `max` bytes.
    async fn multiline(&mut self, max: u64) -> Result<Vec<Vec<u8>>, Pop3Error> {
        let mut lines = Vec::new();
        let mut total = 0u64;
        loop {
            let mut line = self.line().await?;
            if line == b"." {
                return Ok(lines);
            }
            if line.first() == Some(&b'.') {
                line.remove(0);
            }
            total += line.len() as u64 + 2;
            if total > max {
                return Err(Pop3Error::TooLarge(format!("{} sent an answer of more than {max} bytes", self.host)));
            }
            lines.push(line);
        }
    }

    /// One line without its line end, at most [`MAX_LINE`] bytes, each wait bounded.
    async fn line(&mut self) -> Result<Vec<u8>, Pop3Error> {
        let mut line = Vec::new();
        loop {
            let host = &self.host;
            let buffer = tokio::time::timeout(self.timeout, self.stream.fill_buf())
                .await
                .map_err(|_| Pop3Error::Unreachable(format!("{host} did not answer in time")))?
                .map_err(|e| Pop3Error::Unreachable(format!("connection to {host} failed: {e}")))?;
            if buffer.is_empty() {
                return Err(Pop3Error::Unreachable(format!("{host} closed the connection")));
            }
            let (taken, done) = match buffer.iter().position(|&b| b == b'\n') {
                Some(i) => (i + 1, true),
                None => (buffer.len(), false),
            };
            if line.len() + taken > MAX_LINE + 2 {
                return Err(Pop3Error::TooLarge(format!("{host} sent a line of more than {MAX_LINE} bytes")));
            }
            line.extend_from_slice(&buffer[..taken]);
            self.stream.consume(taken);
            if done {
                line.pop();
                if line.last() == Some(&b'\r') {
                    line.pop();
                }
                return Ok(line);
            }
        }
    }

    fn unexpected(&self, what: &str, text: &str) -> Pop3Error {
        let shown: String = text.chars().take(200).collect();
        Pop3Error::Protocol(format!("{} answered {what} unexpectedly: {shown}", self.host))
    }
}

/// A `UIDL` line: the message's number and its unique id (1 to 70 printable ASCII characters).
pub(crate) fn uidl_entry(line: &[u8]) -> Option<(u32, String)> {
    let text = std::str::from_utf8(line).ok()?;
    let mut words = text.split_ascii_whitespace();
    let number = words.next()?.parse().ok()?;
    let id =
        words.next().filter(|id| (1..=70).contains(&id.len()) && id.bytes().all(|b| (0x21..=0x7e).contains(&b)))?;
    Some((number, id.to_string()))
}

/// A `LIST` line (or the text of a one-message `LIST`'s or of `STAT`'s `+OK`): two numbers, the
/// message's number (or the count) and the size.
pub(crate) fn list_entry(line: &[u8]) -> Option<(u32, u64)> {
    let text = std::str::from_utf8(line).ok()?;
    let mut words = text.split_ascii_whitespace();
    Some((words.next()?.parse().ok()?, words.next()?.parse().ok()?))
}

/// Lines joined with CRLF, as the message was.
fn join(lines: Vec<Vec<u8>>) -> Vec<u8> {
    let mut out = Vec::with_capacity(lines.iter().map(|l| l.len() + 2).sum());
    for line in lines {
        out.extend_from_slice(&line);
        out.extend_from_slice(b"\r\n");
    }
    out
}

/// The password is never echoed, even if a server quotes it.
fn redact(e: Pop3Error, password: &str) -> Pop3Error {
    let clean = |m: String| if password.is_empty() { m } else { m.replace(password, "…") };
    match e {
        Pop3Error::Auth(m) => Pop3Error::Auth(clean(m)),
        Pop3Error::Unreachable(m) => Pop3Error::Unreachable(clean(m)),
        Pop3Error::Tls(m) => Pop3Error::Tls(clean(m)),
        Pop3Error::Protocol(m) => Pop3Error::Protocol(clean(m)),
        Pop3Error::TooLarge(m) => Pop3Error::TooLarge(clean(m)),
    }
}
