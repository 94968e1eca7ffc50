//! Dovecot's oauth2 passdb against the fake Google's tokeninfo endpoint: XOAUTH2 (and
//! OAUTHBEARER) logins over raw IMAP and SMTP submission, next to password logins.

use std::io::{BufRead as _, BufReader, Write as _};
use std::net::TcpStream;
use std::time::Duration;

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use postern_testkit::google::{CLIENT_ID, FakeGoogle};
use postern_testkit::{Dovecot, DovecotOptions};
use serde_json::Value;

const ALICE: &str = "alice@example.test";
const BOB: &str = "bob@example.test";

/// A line-based conversation over plain TCP.
struct Session {
    reader: BufReader<TcpStream>,
    writer: TcpStream,
}

impl Session {
    /// Connects and reads the greeting.
    fn open(port: u16) -> (Session, String) {
        let stream = TcpStream::connect(("127.0.0.1", port)).expect("connect");
        stream.set_read_timeout(Some(Duration::from_secs(10))).expect("a read timeout");
        let writer = stream.try_clone().expect("clone the stream");
        let mut session = Session { reader: BufReader::new(stream), writer };
        let greeting = session.line();
        (session, greeting)
    }

    fn send(&mut self, line: &str) {
        self.writer.write_all(format!("{line}\r\n").as_bytes()).expect("write a line");
    }

    fn line(&mut self) -> String {
        let mut line = String::new();
        self.reader.read_line(&mut line).expect("read a line");
        assert!(!line.is_empty(), "the server closed the connection");
        line.trim_end_matches(['\r', '\n']).to_string()
    }

    /// Reads lines until one starts with `prefix` (or is a continuation `+ `); returns it.
    fn until(&mut self, prefix: &str) -> String {
        loop {
            let line = self.line();
            if line.starts_with(prefix) || line.starts_with("+ ") || line == "+" {
                return line;
            }
        }
    }

    /// Reads an SMTP reply (its last line).
    fn smtp_reply(&mut self) -> String {
        loop {
            let line = self.line();
            if line.as_bytes().get(3) != Some(&b'-') {
                return line;
            }
        }
    }
}

/// The XOAUTH2 initial response: `user=…^Aauth=Bearer …^A^A`, base64.
fn xoauth2(user: &str, token: &str) -> String {
    STANDARD.encode(format!("user={user}\x01auth=Bearer {token}\x01\x01"))
}

/// The OAUTHBEARER initial response (RFC 7628): `n,a=…,^Aauth=Bearer …^A^A`, base64.
fn oauthbearer(user: &str, token: &str) -> String {
    STANDARD.encode(format!("n,a={user},\x01auth=Bearer {token}\x01\x01"))
}

/// The JSON of a base64 challenge (`+ …` in IMAP, `334 …` in SMTP).
fn challenge_json(encoded: &str) -> Value {
    let bytes = STANDARD.decode(encoded.trim()).expect("a base64 challenge");
    serde_json::from_slice(&bytes).unwrap_or_else(|e| panic!("a JSON challenge ({e}): {bytes:?}"))
}

fn start(fake: &FakeGoogle) -> Dovecot {
    Dovecot::start_with(DovecotOptions {
        oauth2_tokeninfo: Some(fake.tokeninfo_url()),
        submission: true,
        ..Default::default()
    })
}

/// `a AUTHENTICATE XOAUTH2 <ir>`: `Ok(tagged OK)`, or `Err((challenge JSON, tagged answer))`
/// after answering the error challenge with an empty line.
fn imap_xoauth2(port: u16, user: &str, token: &str) -> Result<String, (Value, String)> {
    let (mut imap, greeting) = Session::open(port);
    assert!(greeting.starts_with("* OK") && greeting.contains("AUTH=XOAUTH2"), "{greeting}");
    imap.send(&format!("a AUTHENTICATE XOAUTH2 {}", xoauth2(user, token)));
    let answer = imap.until("a ");
    if answer.starts_with("a OK") {
        imap.send("b LOGOUT");
        return Ok(answer);
    }
    let challenge = answer.strip_prefix("+ ").unwrap_or_else(|| panic!("an OK or a challenge, not {answer}"));
    let json = challenge_json(challenge);
    imap.send("");
    Err((json, imap.until("a ")))
}

#[tokio::test]
async fn tokeninfo_answers_as_google_does() {
    let fake = FakeGoogle::start();
    let (token, _) = fake.issue_tokens(ALICE);
    let client = reqwest::Client::builder().no_proxy().build().expect("a client");
    let get = async |token: &str| {
        let response = client.get(format!("{}{token}", fake.tokeninfo_url())).send().await.expect("tokeninfo");
        (response.status().as_u16(), response.json::<Value>().await.expect("JSON"))
    };
    let (status, info) = get(&token).await;
    assert_eq!(status, 200, "{info}");
    assert_eq!(info["aud"], CLIENT_ID);
    assert_eq!(info["azp"], CLIENT_ID);
    assert_eq!(info["email"], ALICE);
    assert_eq!(info["email_verified"], "true");
    assert_eq!(info["scope"], "https://mail.google.com/");
    assert_eq!(info["access_type"], "offline");
    let sub = info["sub"].as_str().expect("a sub").to_string();
    assert!(sub.len() == 21 && sub.bytes().all(|b| b.is_ascii_digit()), "{sub}");
    let left: u64 = info["expires_in"].as_str().expect("expires_in as a string").parse().expect("a number");
    assert!((3590..=3599).contains(&left), "{left}");
    let exp: u64 = info["exp"].as_str().expect("exp as a string").parse().expect("a number");
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).expect("after 1970").as_secs();
    assert!(exp.abs_diff(now + left) <= 2, "{exp} vs {}", now + left);

    // The same user keeps the same id; POST with a form works too.
    let (again, _) = fake.issue_tokens(ALICE);
    let response = client
        .post(format!("{}/tokeninfo", fake.url()))
        .header("Content-Type", "application/x-www-form-urlencoded")
        .body(format!("access_token={again}"))
        .send()
        .await
        .expect("tokeninfo by POST");
    assert_eq!(response.status().as_u16(), 200);
    assert_eq!(response.json::<Value>().await.expect("JSON")["sub"], sub.as_str());

    let invalid = serde_json::json!({"error": "invalid_token", "error_description": "Invalid Value"});
    assert_eq!(get("ya29.unknown").await, (400, invalid.clone()));
    assert_eq!(get("").await, (400, invalid.clone()));
    fake.expire_access_tokens();
    assert_eq!(get(&token).await, (400, invalid.clone()));
    let (fresh, _) = fake.issue_tokens(ALICE);
    assert_eq!(get(&fresh).await.0, 200);
    fake.revoke(ALICE);
    assert_eq!(get(&fresh).await, (400, invalid));
    assert_eq!(fake.tokeninfo_requests(), 7);
}

#[test]
fn imap_xoauth2_logins_are_checked_against_tokeninfo() {
    let fake = FakeGoogle::start();
    fake.add_user(ALICE);
    let (alice_token, _) = fake.issue_tokens(ALICE);
    let (bob_token, _) = fake.issue_tokens(BOB);
    let dovecot = start(&fake);
    let port = dovecot.imap_port();
    let before = fake.tokeninfo_requests();

    let ok = imap_xoauth2(port, ALICE, &alice_token).unwrap_or_else(|e| panic!("{e:?}\n{}", dovecot.log()));
    assert!(ok.starts_with("a OK"), "{ok}");
    // Bob has no password entry: the token alone lets him in (the userdb is static).
    assert!(imap_xoauth2(port, BOB, &bob_token).is_ok(), "{}", dovecot.log());
    assert!(fake.tokeninfo_requests() >= before + 2);

    // A token the fake never issued.
    // Dovecot's XOAUTH2 error challenge is Google's: {"status":"401","schemes":"bearer","scope":"mail"}.
    let (json, no) = imap_xoauth2(port, ALICE, "ya29.a0not-a-token").expect_err("an unknown token");
    assert!(no.starts_with("a NO [AUTHENTICATIONFAILED]"), "{no}");
    assert_eq!(json["status"], "401", "{json}");
    assert_eq!(json["schemes"], "bearer", "{json}");
    // Bob's token, claiming to be Alice.
    let (json, no) = imap_xoauth2(port, ALICE, &bob_token).expect_err("someone else's token");
    assert!(no.starts_with("a NO [AUTHENTICATIONFAILED]"), "{no}");
    assert_eq!(json["status"], "401", "{json}");

    // OAUTHBEARER works with the same passdb.
    let (mut imap, _) = Session::open(port);
    imap.send(&format!("o AUTHENTICATE OAUTHBEARER {}", oauthbearer(ALICE, &alice_token)));
    let answer = imap.until("o ");
    assert!(answer.starts_with("o OK"), "{answer}\n{}", dovecot.log());

    // Passwords still go to the passwd-file, and never to tokeninfo.
    let counted = fake.tokeninfo_requests();
    let (mut imap, _) = Session::open(port);
    imap.send("l LOGIN alice@example.test alicepass");
    let answer = imap.until("l ");
    assert!(answer.starts_with("l OK"), "{answer}");
    let (mut imap, _) = Session::open(port);
    imap.send("w LOGIN alice@example.test wrongpass");
    let answer = imap.until("w ");
    assert!(answer.starts_with("w NO [AUTHENTICATIONFAILED]"), "{answer}");
    assert_eq!(fake.tokeninfo_requests(), counted, "a password login asked tokeninfo");

    // Expired tokens are refused.
    fake.expire_access_tokens();
    let (json, no) = imap_xoauth2(port, ALICE, &alice_token).expect_err("an expired token");
    assert!(no.starts_with("a NO [AUTHENTICATIONFAILED]"), "{no}");
    assert_eq!(json["status"], "401", "{json}");
    assert!(fake.tokeninfo_requests() > counted);
}

#[test]
fn submission_xoauth2_logins_are_checked_against_tokeninfo() {
    let fake = FakeGoogle::start();
    fake.add_user(ALICE);
    let (alice_token, _) = fake.issue_tokens(ALICE);
    let (bob_token, _) = fake.issue_tokens(BOB);
    let dovecot = start(&fake);
    let port = dovecot.submission_port().expect("a submission port");
    let before = fake.tokeninfo_requests();

    let session = || {
        let (mut smtp, greeting) = Session::open(port);
        assert!(greeting.starts_with("220 "), "{greeting}");
        smtp.send("EHLO client.test");
        let mut ehlo = Vec::new();
        loop {
            let line = smtp.line();
            let last = line.as_bytes().get(3) != Some(&b'-');
            ehlo.push(line);
            if last {
                break;
            }
        }
        let auth = ehlo.iter().find(|l| l[4..].starts_with("AUTH ")).expect("an AUTH extension");
        assert!(auth.contains("XOAUTH2") && auth.contains("OAUTHBEARER"), "{ehlo:?}");
        smtp
    };

    let mut smtp = session();
    smtp.send(&format!("AUTH XOAUTH2 {}", xoauth2(ALICE, &alice_token)));
    let reply = smtp.smtp_reply();
    assert!(reply.starts_with("235 "), "{reply}\n{}", dovecot.log());
    smtp.send("QUIT");

    let refused = |user: &str, token: &str| {
        let mut smtp = session();
        smtp.send(&format!("AUTH XOAUTH2 {}", xoauth2(user, token)));
        let reply = smtp.smtp_reply();
        let challenge = reply.strip_prefix("334 ").unwrap_or_else(|| panic!("a 334 challenge, not {reply}"));
        let json = challenge_json(challenge);
        assert_eq!(json["status"], "401", "{json}");
        smtp.send("");
        let reply = smtp.smtp_reply();
        assert!(reply.starts_with("535 5.7.8 "), "{reply}");
    };
    refused(ALICE, "ya29.a0not-a-token");
    refused(ALICE, &bob_token);

    // Passwords still work.
    let mut smtp = session();
    smtp.send(&format!("AUTH PLAIN {}", STANDARD.encode(format!("\0{ALICE}\0alicepass"))));
    let reply = smtp.smtp_reply();
    assert!(reply.starts_with("235 "), "{reply}");

    fake.expire_access_tokens();
    refused(ALICE, &alice_token);
    assert!(fake.tokeninfo_requests() >= before + 4, "{} vs {before}", fake.tokeninfo_requests());
}
