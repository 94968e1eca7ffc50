//! A recording SMTP server on loopback: what Dovecot's submission service relays ends up here,
//! so that a test can check what actually went out (envelope and data). Recipients whose local
//! part starts with `reject` are refused with 550 5.1.1.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::{Arc, Mutex};

/// One relayed transaction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Relayed {
    /// The reverse path of `MAIL FROM`.
    pub from: String,
    /// The accepted recipients, in order.
    pub to: Vec<String>,
    /// The message as sent (dot-stuffing undone, CRLF line ends).
    pub data: Vec<u8>,
}

/// The sink: its port and what it received.
#[derive(Debug, Clone)]
pub(crate) struct Sink {
    pub(crate) port: u16,
    pub(crate) relayed: Arc<Mutex<Vec<Relayed>>>,
}

impl Sink {
    pub(crate) fn start() -> Sink {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind the SMTP sink");
        let port = listener.local_addr().expect("sink address").port();
        let relayed = Arc::new(Mutex::new(Vec::new()));
        let store = relayed.clone();
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                let store = store.clone();
                std::thread::spawn(move || {
                    let _ = serve(stream, &store);
                });
            }
        });
        Sink { port, relayed }
    }
}

/// The address inside `<…>` (or the first word).
fn angle(arg: &str) -> String {
    let arg = arg.trim();
    match (arg.find('<'), arg.find('>')) {
        (Some(open), Some(close)) if open < close => arg[open + 1..close].to_string(),
        _ => arg.split_whitespace().next().unwrap_or("").to_string(),
    }
}

fn serve(stream: TcpStream, store: &Mutex<Vec<Relayed>>) -> std::io::Result<()> {
    let mut out = stream.try_clone()?;
    let mut lines = BufReader::new(stream);
    out.write_all(b"220 sink.postern.test ESMTP\r\n")?;
    let (mut from, mut to) = (String::new(), Vec::new());
    loop {
        let mut line = String::new();
        if lines.read_line(&mut line)? == 0 {
            return Ok(());
        }
        let upper = line.to_ascii_uppercase();
        if upper.starts_with("EHLO") {
            out.write_all(b"250-sink.postern.test\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n")?;
        } else if upper.starts_with("HELO") || upper.starts_with("NOOP") {
            out.write_all(b"250 OK\r\n")?;
        } else if upper.starts_with("MAIL FROM:") {
            from = angle(&line[10..]);
            to.clear();
            out.write_all(b"250 2.1.0 OK\r\n")?;
        } else if upper.starts_with("RCPT TO:") {
            let rcpt = angle(&line[8..]);
            if rcpt.to_ascii_lowercase().starts_with("reject") {
                out.write_all(b"550 5.1.1 No such user here\r\n")?;
            } else {
                to.push(rcpt);
                out.write_all(b"250 2.1.5 OK\r\n")?;
            }
        } else if upper.starts_with("DATA") {
            out.write_all(b"354 End data with <CR><LF>.<CR><LF>\r\n")?;
            let mut data = Vec::new();
            loop {
                let mut raw = Vec::new();
                if lines.read_until(b'\n', &mut raw)? == 0 {
                    return Ok(());
                }
                if raw == b".\r\n" || raw == b".\n" {
                    break;
                }
                let unstuffed = if raw.starts_with(b"..") { &raw[1..] } else { &raw[..] };
                data.extend_from_slice(unstuffed);
            }
            store.lock().expect("sink lock").push(Relayed { from: from.clone(), to: to.clone(), data });
            out.write_all(b"250 2.0.0 Queued as SINK1\r\n")?;
        } else if upper.starts_with("RSET") {
            to.clear();
            out.write_all(b"250 2.0.0 OK\r\n")?;
        } else if upper.starts_with("QUIT") {
            out.write_all(b"221 2.0.0 Bye\r\n")?;
            return Ok(());
        } else {
            out.write_all(b"502 5.5.2 Not implemented\r\n")?;
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn angles() {
        assert_eq!(super::angle("<a@b.test> SIZE=10"), "a@b.test");
        assert_eq!(super::angle("<>"), "");
    }
}
