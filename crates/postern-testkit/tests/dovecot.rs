//! The kit's own checks: Dovecot starts, greets, restarts on the same ports, and leaves no
//! process behind. (IMAP-level checks live in postern-providers' tests.)

use postern_testkit::{Dovecot, DovecotOptions};
use std::io::{BufRead as _, BufReader, Write as _};
use std::net::TcpStream;
use std::time::Duration;

/// Sends `lines` over a fresh connection to `port` and returns everything read until `until`.
fn converse(port: u16, lines: &[&str], until: &str) -> String {
    let stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
    stream.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    let mut writer = stream.try_clone().unwrap();
    let mut reader = BufReader::new(stream);
    let mut seen = String::new();
    reader.read_line(&mut seen).unwrap();
    for line in lines {
        writer.write_all(format!("{line}\r\n").as_bytes()).unwrap();
    }
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).unwrap() == 0 {
            break;
        }
        seen.push_str(&line);
        if line.starts_with(until) {
            break;
        }
    }
    seen
}

fn processes_of(dovecot: &Dovecot) -> usize {
    count_processes(&needles(dovecot))
}

/// What identifies a Dovecot's processes: the master's `-c <conf>`, the children's
/// `dovecot-<instance_name>/<service>` titles.
fn needles(dovecot: &Dovecot) -> [String; 2] {
    [dovecot.dir().join("dovecot.conf").display().to_string(), format!("postern-testkit-{}/", dovecot.imap_port())]
}

fn count_processes(needles: &[String]) -> usize {
    let mut count = 0;
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        if let Ok(cmdline) = std::fs::read(entry.path().join("cmdline")) {
            let cmdline = String::from_utf8_lossy(&cmdline);
            if needles.iter().any(|n| cmdline.contains(n.as_str())) {
                count += 1;
            }
        }
    }
    count
}

#[test]
fn starts_logs_in_restarts_and_stops() {
    let mut dovecot = Dovecot::start();
    let answer = converse(dovecot.imap_port(), &["a LOGIN alice@example.test alicepass", "b LOGOUT"], "b ");
    assert!(answer.contains("a OK"), "{answer}");
    let pop = converse(dovecot.pop3_port(), &["USER alice@example.test", "PASS alicepass", "QUIT"], "+OK Logging out");
    assert!(pop.contains("+OK Logged in"), "{pop}");
    let port = dovecot.imap_port();
    dovecot.restart();
    assert_eq!(dovecot.imap_port(), port);
    let answer = converse(port, &["a LOGIN alice@example.test wrong", "b LOGOUT"], "b ");
    assert!(answer.contains("a NO"), "{answer}");
    assert!(processes_of(&dovecot) >= 3, "master, log, config at least");
    // A logged-in session during the stop: its imap process would outlive the master.
    let session = TcpStream::connect(("127.0.0.1", port)).unwrap();
    session.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    let mut session_writer = session.try_clone().unwrap();
    let mut session_reader = BufReader::new(session);
    let mut greeting = String::new();
    session_reader.read_line(&mut greeting).unwrap();
    session_writer.write_all(b"a LOGIN alice@example.test alicepass\r\n").unwrap();
    let mut answer = String::new();
    session_reader.read_line(&mut answer).unwrap();
    assert!(answer.starts_with("a OK"), "{answer}");
    dovecot.stop();
    let mut rest = String::new();
    let _ = std::io::Read::read_to_string(&mut session_reader, &mut rest);
    assert!(rest.contains("BYE"), "the session was told: {rest:?}");
    assert!(!dovecot.is_running());
    assert_eq!(processes_of(&dovecot), 0, "Dovecot left processes behind");
    dovecot.restart();
    let needles = needles(&dovecot);
    // A logged-in session too: its imap process must go with the rest.
    let stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
    let mut writer = stream.try_clone().unwrap();
    let mut reader = BufReader::new(stream);
    let mut line = String::new();
    reader.read_line(&mut line).unwrap();
    writer.write_all(b"a LOGIN alice@example.test alicepass\r\n").unwrap();
    line.clear();
    reader.read_line(&mut line).unwrap();
    assert!(line.starts_with("a OK"), "{line}");
    let started = std::time::Instant::now();
    drop(dovecot);
    assert!(started.elapsed() < Duration::from_millis(500), "drop took {:?}", started.elapsed());
    assert_eq!(count_processes(&needles), 0, "Dovecot left processes behind after drop");
    drop(reader);
}

#[test]
fn plain_server_lacks_condstore_qresync_move() {
    let dovecot = Dovecot::start_with(DovecotOptions { condstore: false, ..Default::default() });
    let answer =
        converse(dovecot.imap_port(), &["a LOGIN alice@example.test alicepass", "b CAPABILITY", "c LOGOUT"], "c ");
    let caps = answer.lines().find(|l| l.starts_with("* CAPABILITY")).unwrap_or_default().to_string();
    assert!(caps.contains("IDLE") && caps.contains("UIDPLUS") && caps.contains("SPECIAL-USE"), "{answer}");
    for missing in ["CONDSTORE", "QRESYNC", "MOVE", "LITERAL+"] {
        assert!(!caps.contains(missing), "{missing} offered: {caps}");
    }
    let dovecot = Dovecot::start();
    let answer =
        converse(dovecot.imap_port(), &["a LOGIN alice@example.test alicepass", "b CAPABILITY", "c LOGOUT"], "c ");
    for present in ["IDLE", "CONDSTORE", "QRESYNC", "MOVE", "UIDPLUS", "SPECIAL-USE"] {
        assert!(answer.contains(present), "{present} missing: {answer}");
    }
}

#[test]
fn delivered_mail_is_in_the_maildir() {
    let dovecot = Dovecot::start();
    let path = dovecot.deliver_to_maildir("alice@example.test", b"Subject: hi\r\n\r\nbody\r\n");
    assert!(path.starts_with(dovecot.maildir("alice@example.test").join("new")));
    let answer = converse(
        dovecot.imap_port(),
        &["a LOGIN alice@example.test alicepass", "b STATUS INBOX (MESSAGES)", "c LOGOUT"],
        "c ",
    );
    assert!(answer.contains("(MESSAGES 1)"), "{answer}");
}

#[test]
fn tls_listener_greets() {
    let dovecot = Dovecot::start_with(DovecotOptions { tls: true, ..Default::default() });
    assert!(dovecot.imaps_port().is_some());
    assert!(dovecot.tls_cert_der().is_some());
    let answer = converse(dovecot.imap_port(), &["a CAPABILITY", "b LOGOUT"], "b ");
    assert!(answer.contains("STARTTLS"), "{answer}");
}
