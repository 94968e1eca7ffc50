//! SMTP submission (RFC 6409): connect (implicit TLS, STARTTLS, or plain text to loopback only),
//! AUTH PLAIN or LOGIN (UTF-8 credentials), then a transaction in two steps, so that the caller
//! can record that the outcome is about to become uncertain:
//! [`SmtpSession::prepare`] sends MAIL, RCPT and the data — everything but the final dot; the
//! server has accepted nothing yet, and a crash here delivers nothing — and
//! [`Prepared::commit`] sends the dot and reads the answer. Any recipient refused aborts the
//! whole transaction (RSET): nothing goes out to the others either.

use crate::transport::{Dial, DialError, Security, Transport, handshake, open};
use base64::Engine as _;
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};

/// Where and as whom to submit. Never holds a secret.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SmtpSettings {
    pub host: String,
    pub port: u16,
    pub security: Security,
    pub username: String,
    /// With a password, or an OAuth access token (XOAUTH2).
    pub auth: crate::transport::Auth,
}

/// Why a submission failed. Messages never contain the password.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SmtpError {
    /// The server refused the login.
    Auth(String),
    /// DNS, refused connection, timeout, dropped connection.
    Unreachable(String),
    /// Certificate or handshake failure.
    Tls(String),
    /// The server refused the sender, a recipient or the message (`code` is its reply code).
    Rejected { code: u16, message: String, recipients: Vec<String> },
    /// An unexpected answer, or a request this client will not make.
    Protocol(String),
}

impl std::fmt::Display for SmtpError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SmtpError::Auth(m) | SmtpError::Unreachable(m) | SmtpError::Tls(m) | SmtpError::Protocol(m) => {
                f.write_str(m)
            }
            SmtpError::Rejected { code, message, recipients } if recipients.is_empty() => {
                write!(f, "refused ({code}): {message}")
            }
            SmtpError::Rejected { code, message, recipients } => {
                write!(f, "refused ({code}) for {}: {message}", recipients.join(", "))
            }
        }
    }
}

/// A logged-in submission session.
pub struct SmtpSession {
    stream: BufReader<Transport>,
    host: String,
    smtputf8: bool,
    timeout: Duration,
}

/// A transaction with everything sent but the final dot.
pub struct Prepared {
    session: SmtpSession,
}

/// One reply: its code and its text (lines joined).
struct Reply {
    code: u16,
    text: String,
}

const TIMEOUT: Duration = Duration::from_secs(60);

impl SmtpSession {
    /// Connects, secures, greets and logs in. `dial` bounds the TCP connect, names the checked
    /// addresses to connect to and the extra roots to trust.
    pub async fn connect(settings: &SmtpSettings, password: &str, dial: &Dial) -> Result<SmtpSession, SmtpError> {
        let host = crate::transport::bare_host(&settings.host).to_string();
        let tcp = open(&host, settings.port, settings.security, dial).await?;
        let stream = match settings.security {
            Security::Tls => Transport::Tls(Box::new(handshake(tcp, &host, &dial.extra_roots).await?)),
            _ => Transport::Plain(tcp),
        };
        let mut session =
            SmtpSession { stream: BufReader::new(stream), host: host.clone(), smtputf8: false, timeout: TIMEOUT };
        session.expect(220, "the greeting").await?;
        let mut extensions = session.ehlo().await?;
        if settings.security == Security::Starttls {
            if !extensions.iter().any(|e| e == "STARTTLS") {
                return Err(SmtpError::Tls(format!("{host} does not offer STARTTLS")));
            }
            session.command("STARTTLS", 220).await?;
            // Anything the server sent after its 220 is dropped with the buffer (no injection
            // into the TLS session).
            let Transport::Plain(tcp) = session.stream.into_inner() else {
                return Err(SmtpError::Protocol("STARTTLS on a secured stream".into()));
            };
            session.stream = BufReader::new(Transport::Tls(Box::new(handshake(tcp, &host, &dial.extra_roots).await?)));
            extensions = session.ehlo().await?;
        }
        session.smtputf8 = extensions.iter().any(|e| e == "SMTPUTF8");
        session.login(&extensions, settings, password).await?;
        Ok(session)
    }

    async fn ehlo(&mut self) -> Result<Vec<String>, SmtpError> {
        self.send_line("EHLO postern").await?;
        let reply = self.reply().await?;
        if reply.code != 250 {
            return Err(SmtpError::Protocol(format!("{} refused EHLO: {}", self.host, reply.text)));
        }
        Ok(reply.text.lines().skip(1).map(|l| l.trim().to_ascii_uppercase()).collect())
    }

    async fn login(&mut self, extensions: &[String], settings: &SmtpSettings, password: &str) -> Result<(), SmtpError> {
        let username = settings.username.as_str();
        let auth =
            extensions.iter().find(|e| e.starts_with("AUTH ") || e.starts_with("AUTH=")).cloned().unwrap_or_default();
        let b64 = |s: &str| base64::engine::general_purpose::STANDARD.encode(s.as_bytes());
        let reply = if settings.auth == crate::transport::Auth::Xoauth2 {
            if !auth.split([' ', '=']).any(|m| m == "XOAUTH2") {
                return Err(SmtpError::Auth(format!("{} does not offer AUTH XOAUTH2", self.host)));
            }
            let initial =
                base64::engine::general_purpose::STANDARD.encode(crate::transport::xoauth2(username, password));
            self.send_line(&format!("AUTH XOAUTH2 {initial}")).await?;
            let reply = self.reply().await?;
            if reply.code == 334 {
                // The reason, as a challenge: answered empty, the server then refuses.
                self.send_line("").await?;
                self.reply().await?
            } else {
                reply
            }
        } else if auth.split([' ', '=']).any(|m| m == "PLAIN") {
            self.send_line(&format!("AUTH PLAIN {}", b64(&format!("\0{username}\0{password}")))).await?;
            self.reply().await?
        } else if auth.split([' ', '=']).any(|m| m == "LOGIN") {
            self.send_line("AUTH LOGIN").await?;
            self.expect(334, "AUTH LOGIN").await?;
            self.send_line(&b64(username)).await?;
            self.expect(334, "AUTH LOGIN").await?;
            self.send_line(&b64(password)).await?;
            self.reply().await?
        } else {
            return Err(SmtpError::Auth(format!("{} offers neither AUTH PLAIN nor AUTH LOGIN", self.host)));
        };
        match reply.code {
            235 => Ok(()),
            code => Err(SmtpError::Auth(format!(
                "{} refused the login ({code}): {}",
                self.host,
                redact(&reply.text, password)
            ))),
        }
    }

    /// MAIL, RCPT for every recipient, DATA and the message (dot-stuffed), all but the final
    /// dot. A refused recipient aborts the transaction (RSET) with [`SmtpError::Rejected`]
    /// naming every refused one.
    pub async fn prepare(mut self, from: &str, recipients: &[String], data: &[u8]) -> Result<Prepared, SmtpError> {
        let utf8 = !from.is_ascii() || recipients.iter().any(|r| !r.is_ascii());
        if utf8 && !self.smtputf8 {
            return Err(SmtpError::Protocol(format!(
                "{} does not accept non-ASCII addresses (no SMTPUTF8)",
                self.host
            )));
        }
        for address in std::iter::once(from).chain(recipients.iter().map(String::as_str)) {
            if address.chars().any(|c| c.is_control() || c == '<' || c == '>' || c.is_whitespace()) {
                return Err(SmtpError::Protocol(format!("not a mailbox address: {address:?}")));
            }
        }
        let mail = format!("MAIL FROM:<{from}> BODY=8BITMIME{}", if utf8 { " SMTPUTF8" } else { "" });
        self.send_line(&mail).await?;
        let reply = self.reply().await?;
        if reply.code != 250 {
            let _ = self.command("RSET", 250).await;
            return Err(SmtpError::Rejected { code: reply.code, message: reply.text, recipients: Vec::new() });
        }
        let mut refused = Vec::new();
        let mut first_refusal = None;
        for rcpt in recipients {
            self.send_line(&format!("RCPT TO:<{rcpt}>")).await?;
            let reply = self.reply().await?;
            if !(250..=252).contains(&reply.code) {
                refused.push(rcpt.clone());
                first_refusal.get_or_insert(reply);
            }
        }
        if let Some(reply) = first_refusal {
            let _ = self.command("RSET", 250).await;
            return Err(SmtpError::Rejected { code: reply.code, message: reply.text, recipients: refused });
        }
        self.command("DATA", 354).await?;
        let mut stuffed = Vec::with_capacity(data.len() + 64);
        let mut at_line_start = true;
        for &b in data {
            if at_line_start && b == b'.' {
                stuffed.push(b'.');
            }
            stuffed.push(b);
            at_line_start = b == b'\n';
        }
        if !stuffed.ends_with(b"\r\n") {
            stuffed.extend_from_slice(b"\r\n");
        }
        self.write(&stuffed).await?;
        Ok(Prepared { session: self })
    }

    async fn command(&mut self, line: &str, want: u16) -> Result<Reply, SmtpError> {
        self.send_line(line).await?;
        self.expect(want, line.split(' ').next().unwrap_or(line)).await
    }

    async fn expect(&mut self, want: u16, what: &str) -> Result<Reply, SmtpError> {
        let reply = self.reply().await?;
        if reply.code != want {
            return Err(SmtpError::Protocol(format!(
                "{} answered {what} with {}: {}",
                self.host, reply.code, reply.text
            )));
        }
        Ok(reply)
    }

    async fn send_line(&mut self, line: &str) -> Result<(), SmtpError> {
        self.write(format!("{line}\r\n").as_bytes()).await
    }

    async fn write(&mut self, bytes: &[u8]) -> Result<(), SmtpError> {
        let host = self.host.clone();
        let io = async {
            self.stream.get_mut().write_all(bytes).await?;
            self.stream.get_mut().flush().await
        };
        tokio::time::timeout(self.timeout, io)
            .await
            .map_err(|_| SmtpError::Unreachable(format!("{host} stopped reading")))?
            .map_err(|e| SmtpError::Unreachable(format!("connection to {host} failed: {e}")))
    }

    /// One reply (all its lines); bounded in time and in size (100 lines of 1,000 bytes).
    async fn reply(&mut self) -> Result<Reply, SmtpError> {
        let host = self.host.clone();
        let mut text = String::new();
        for _ in 0..100 {
            let mut line = Vec::new();
            let read = tokio::time::timeout(self.timeout, (&mut self.stream).take(1000).read_until(b'\n', &mut line))
                .await
                .map_err(|_| {
                    SmtpError::Unreachable(format!("{host} did not answer within {}s", self.timeout.as_secs()))
                })?
                .map_err(|e| SmtpError::Unreachable(format!("connection to {host} failed: {e}")))?;
            if read == 0 {
                return Err(SmtpError::Unreachable(format!("{host} closed the connection")));
            }
            // A server may say anything in its text, in any charset: it is read lossily.
            let line = String::from_utf8_lossy(&line);
            let (code, line_text, more) = reply_line(&line).ok_or_else(|| {
                SmtpError::Protocol(format!("{host} sent a line that is not an SMTP reply: {:?}", truncate(&line)))
            })?;
            if !text.is_empty() {
                text.push('\n');
            }
            text.push_str(line_text);
            if !more {
                return Ok(Reply { code, text });
            }
        }
        Err(SmtpError::Protocol(format!("{host} sent a reply of more than 100 lines")))
    }

    /// QUIT, errors ignored.
    pub async fn quit(mut self) {
        let _ = tokio::time::timeout(Duration::from_secs(5), self.command("QUIT", 221)).await;
    }
}

impl Prepared {
    /// Sends the final dot and reads the answer: from here on the message may have been
    /// delivered even if no answer comes. Returns the server's reply text (often a queue id).
    pub async fn commit(mut self) -> Result<(String, SmtpSession), SmtpError> {
        self.session.write(b".\r\n").await?;
        let reply = self.session.reply().await?;
        if reply.code != 250 {
            return Err(SmtpError::Rejected { code: reply.code, message: reply.text, recipients: Vec::new() });
        }
        Ok((reply.text, self.session))
    }

    /// Gives up before the final dot: closes the connection, so the server delivers nothing.
    pub async fn abandon(self) {
        drop(self.session);
    }
}

impl From<DialError> for SmtpError {
    fn from(e: DialError) -> SmtpError {
        match e {
            DialError::Unreachable(m) => SmtpError::Unreachable(m),
            DialError::Tls(m) => SmtpError::Tls(m),
            DialError::PlainRefused(m) => SmtpError::Protocol(m),
        }
    }
}

/// The password is never echoed, even if a server quotes it.
fn redact(text: &str, password: &str) -> String {
    if password.is_empty() { text.to_string() } else { text.replace(password, "…") }
}

/// One line of a reply (`250-PIPELINING`, `250 OK`): the code, the text, and whether more lines
/// follow. `None` when it does not begin with three digits.
pub(crate) fn reply_line(line: &str) -> Option<(u16, &str, bool)> {
    let line = line.trim_end();
    let digits = line.get(..3).filter(|c| c.bytes().all(|b| b.is_ascii_digit()))?;
    let code = digits.parse().ok()?;
    Some((code, line.get(4..).unwrap_or(""), line.as_bytes().get(3) == Some(&b'-')))
}

fn truncate(text: &str) -> String {
    text.chars().take(200).collect()
}

#[cfg(test)]
mod tests {
    use super::reply_line;

    #[test]
    fn reply_lines_from_a_hostile_server() {
        assert_eq!(reply_line("250-PIPELINING\r\n"), Some((250, "PIPELINING", true)));
        assert_eq!(reply_line("250 OK"), Some((250, "OK", false)));
        assert_eq!(reply_line("250"), Some((250, "", false)));
        assert_eq!(reply_line("354é"), Some((354, "", false)));
        assert_eq!(reply_line("25é OK"), None);
        assert_eq!(reply_line("+12 OK"), None);
        assert_eq!(reply_line("é"), None);
        assert_eq!(reply_line(""), None);
        assert_eq!(reply_line(&String::from_utf8_lossy(b"250 \xff\xfe")), Some((250, "\u{fffd}\u{fffd}", false)));
    }
}
