//! The SMTP state machine driven without sockets: input bytes in, replies out.

use postern_smtp::session::{Action, Envelope, RecipientVerdict, Session, SessionConfig};

/// Feeds `input` in one piece (as a pipelining client may) and returns every reply and every
/// delivered envelope. Recipients are judged by their local part: `nobody` is unknown, `off` is
/// disabled, `temp` fails temporarily, domain `elsewhere.test` is not ours; everyone else is accepted,
/// with `user+tag` going to `user`.
fn drive(config: SessionConfig, chunks: &[&[u8]]) -> (String, Vec<Envelope>) {
    let mut session = Session::new(config);
    let mut out = String::new();
    let mut delivered = Vec::new();
    let mut chunks = chunks.iter();
    loop {
        match session.next_action() {
            Action::Reply(r) => out.push_str(&r),
            Action::CheckRecipient(addr) => {
                let (local, domain) = addr.rsplit_once('@').unwrap();
                let local = local.split('+').next().unwrap();
                let verdict = match (local, domain) {
                    (_, "elsewhere.test") => RecipientVerdict::NotLocal,
                    ("nobody", _) => RecipientVerdict::Unknown,
                    ("off", _) => RecipientVerdict::Disabled,
                    ("temp", _) => RecipientVerdict::TempFail,
                    _ => RecipientVerdict::Accept { target: local.to_string() },
                };
                session.recipient_checked(verdict);
            }
            Action::Deliver(env) => {
                delivered.push(env);
                session.delivered(Ok("msg_1".into()));
            }
            Action::StartTls => {
                out.push_str("<TLS>\r\n");
                session.tls_started();
            }
            Action::Close => {
                out.push_str("<CLOSE>\r\n");
                break;
            }
            Action::NeedInput => match chunks.next() {
                Some(c) => session.receive(c),
                None => break,
            },
        }
    }
    (out, delivered)
}

fn codes(transcript: &str) -> Vec<&str> {
    transcript.lines().filter(|l| l.len() >= 3 && l.as_bytes()[3] != b'-').map(|l| &l[..3.min(l.len())]).collect()
}

#[test]
fn rfc5321_a_complete_transaction() {
    let (out, env) = drive(
        SessionConfig::default(),
        &[
            b"EHLO client.test\r\n",
            b"MAIL FROM:<sender@acme.test>\r\n",
            b"RCPT TO:<box@in.test>\r\n",
            b"DATA\r\n",
            b"Subject: hi\r\n\r\nYour code is 123456\r\n..leading dot\r\n.\r\n",
            b"QUIT\r\n",
        ],
    );
    assert_eq!(codes(&out), ["220", "250", "250", "250", "354", "250", "221", "<CL"]);
    assert!(out.contains(
        "250-PIPELINING\r\n250-SIZE 26214400\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250 ENHANCEDSTATUSCODES\r\n"
    ));
    assert_eq!(env.len(), 1);
    assert_eq!(env[0].from, "sender@acme.test");
    assert_eq!(env[0].recipients, vec![("box".to_string(), "box@in.test".to_string())]);
    assert_eq!(env[0].data, b"Subject: hi\r\n\r\nYour code is 123456\r\n.leading dot\r\n");
    assert!(env[0].esmtp);
}

#[test]
fn rfc2920_pipelined_commands_in_one_packet() {
    let (out, env) = drive(SessionConfig::default(), &[
        b"EHLO c\r\nMAIL FROM:<a@b.test>\r\nRCPT TO:<x@in.test>\r\nRCPT TO:<nobody@in.test>\r\nRCPT TO:<x+tag@in.test>\r\nDATA\r\n",
        b"body\r\n.\r\nQUIT\r\n",
    ]);
    assert_eq!(codes(&out), ["220", "250", "250", "250", "550", "250", "354", "250", "221", "<CL"]);
    assert!(out.contains("550 5.1.1"));
    // Two addresses of one inbox: stored once.
    assert_eq!(env[0].recipients.len(), 1);
}

#[test]
fn recipient_verdicts_have_their_codes() {
    let (out, _) = drive(SessionConfig::default(), &[
        b"HELO c\r\nMAIL FROM:<>\r\nRCPT TO:<off@in.test>\r\nRCPT TO:<temp@in.test>\r\nRCPT TO:<x@elsewhere.test>\r\nDATA\r\n",
    ]);
    assert_eq!(codes(&out), ["220", "250", "250", "550", "451", "550", "554"]);
    assert!(out.contains("550 5.2.1"));
    assert!(out.contains("550 5.7.1"));
}

#[test]
fn sequence_errors() {
    let (out, _) = drive(SessionConfig::default(), &[
        b"MAIL FROM:<a@b.test>\r\nEHLO c\r\nRCPT TO:<x@in.test>\r\nDATA\r\nMAIL FROM:<a@b.test>\r\nMAIL FROM:<a@b.test>\r\nRSET\r\nNOOP\r\nVRFY x\r\nEXPN x\r\nAUTH PLAIN\r\nBDAT 10\r\nFOO\r\nHELP\r\n",
    ]);
    assert_eq!(
        codes(&out),
        ["220", "503", "250", "503", "503", "250", "503", "250", "250", "252", "502", "502", "502", "500", "214"]
    );
}

#[test]
fn syntax_errors() {
    let (out, _) = drive(SessionConfig::default(), &[
        b"EHLO\r\nEHLO c\r\nMAIL FROM:<a@b\r\nMAIL FROM:<a@b.test> FOO=1\r\nMAIL FROM:<a@b.test> SIZE=abc\r\nMAIL FROM:<a@b.test>\r\nRCPT TO:<>\r\nRCPT TO:<x@in.test> NOTIFY=NEVER\r\n",
    ]);
    assert_eq!(codes(&out), ["220", "501", "250", "501", "555", "501", "250", "501", "555"]);
}

#[test]
fn rfc1870_declared_size_over_the_limit() {
    let config = SessionConfig { max_message_size: 1000, ..Default::default() };
    let (out, _) = drive(config, &[b"EHLO c\r\nMAIL FROM:<a@b.test> SIZE=1001\r\nMAIL FROM:<a@b.test> SIZE=1000\r\n"]);
    assert_eq!(codes(&out), ["220", "250", "552", "250"]);
    assert!(out.contains("552 5.3.4"));
}

#[test]
fn rfc1870_actual_size_over_the_limit_is_refused_and_the_session_goes_on() {
    let config = SessionConfig { max_message_size: 100, ..Default::default() };
    let big = "x".repeat(60);
    let body = format!("{big}\r\n{big}\r\n.\r\nRSET\r\n");
    let (out, env) =
        drive(config, &[b"EHLO c\r\nMAIL FROM:<a@b.test>\r\nRCPT TO:<x@in.test>\r\nDATA\r\n", body.as_bytes()]);
    assert_eq!(codes(&out), ["220", "250", "250", "250", "354", "552", "250"]);
    assert!(env.is_empty());
}

#[test]
fn a_single_huge_data_line_is_bounded() {
    let config = SessionConfig { max_message_size: 1000, ..Default::default() };
    let huge = vec![b'x'; 5000];
    let (out, env) =
        drive(config, &[b"EHLO c\r\nMAIL FROM:<a@b.test>\r\nRCPT TO:<x@in.test>\r\nDATA\r\n", &huge, b"\r\n.\r\n"]);
    assert!(out.ends_with("552 5.3.4 Message size exceeds fixed maximum message size\r\n"), "{out}");
    assert!(env.is_empty());
}

#[test]
fn rfc5321_4_5_3_1_over_long_command_lines() {
    let long = format!("NOOP {}\r\n", "a".repeat(600));
    let (out, _) = drive(SessionConfig::default(), &[long.as_bytes(), b"NOOP\r\n"]);
    assert_eq!(codes(&out), ["220", "500", "250"]);
    assert!(out.contains("500 5.5.6"));
    // A line that never ends is answered once, and the rest of it is skipped.
    let endless = vec![b'a'; 2000];
    let (out, _) = drive(SessionConfig::default(), &[&endless, &endless, b"\r\nNOOP\r\n"]);
    assert_eq!(codes(&out), ["220", "500", "250"]);
}

#[test]
fn too_many_recipients() {
    let config = SessionConfig { max_recipients: 2, ..Default::default() };
    let (out, _) = drive(
        config,
        &[b"EHLO c\r\nMAIL FROM:<a@b.test>\r\nRCPT TO:<x@in.test>\r\nRCPT TO:<y@in.test>\r\nRCPT TO:<z@in.test>\r\n"],
    );
    assert_eq!(codes(&out), ["220", "250", "250", "250", "250", "452"]);
    assert!(out.contains("452 4.5.3"));
}

#[test]
fn too_many_errors_close_the_session() {
    let config = SessionConfig { max_errors: 3, ..Default::default() };
    let (out, _) = drive(config, &[b"A\r\nB\r\nC\r\nD\r\n"]);
    assert_eq!(codes(&out), ["220", "500", "500", "500", "421", "<CL"]);
}

#[test]
fn rfc3207_starttls_is_offered_only_with_a_certificate_and_resets_the_session() {
    let (out, _) = drive(SessionConfig::default(), &[b"EHLO c\r\nSTARTTLS\r\n"]);
    assert!(!out.contains("250-STARTTLS") && !out.contains("250 STARTTLS"));
    assert_eq!(codes(&out), ["220", "250", "502"]);

    let config = SessionConfig { tls_available: true, ..Default::default() };
    // The pipelined MAIL after STARTTLS must be discarded, not run inside TLS (STARTTLS injection).
    let (out, _) = drive(
        config,
        &[b"EHLO c\r\nSTARTTLS\r\nMAIL FROM:<a@b.test>\r\n", b"MAIL FROM:<a@b.test>\r\nEHLO c\r\nSTARTTLS\r\n"],
    );
    let (before_tls, after_tls) = out.split_once("<TLS>").unwrap();
    assert!(before_tls.contains("250-STARTTLS") || before_tls.contains("250 STARTTLS"));
    assert_eq!(codes(&out), ["220", "250", "220", "<TL", "503", "250", "503"]);
    // After TLS: the EHLO answer no longer offers STARTTLS, and asking again is refused.
    assert!(
        after_tls.contains("250-PIPELINING")
            && !after_tls.contains("250-STARTTLS")
            && !after_tls.contains("250 STARTTLS")
    );
    assert!(after_tls.ends_with("503 5.5.1 TLS is already active\r\n"), "{after_tls}");
}

#[test]
fn bare_lf_and_8bit_data_are_accepted() {
    let (out, env) = drive(
        SessionConfig::default(),
        &[b"EHLO c\nMAIL FROM:<a@b.test> BODY=8BITMIME SMTPUTF8\nRCPT TO:<x@in.test>\nDATA\nGr\xc3\xbc\xc3\x9fe\n.\n"],
    );
    assert_eq!(codes(&out), ["220", "250", "250", "250", "354", "250"]);
    assert_eq!(env[0].data, "Grüße\r\n".as_bytes());
}

#[test]
fn garbage_input_never_panics() {
    let inputs: [&[u8]; 4] = [b"\0\0\0\r\n", b"\xff\xfe\r\n\r\n\r\n", b"MAIL FROM:<\xff@\xfe>\r\n", b".\r\n..\r\n"];
    for input in inputs {
        let _ = drive(SessionConfig::default(), &[b"EHLO c\r\n", input]);
    }
}

const OPEN: &[u8] = b"EHLO c\r\nMAIL FROM:<a@b.test>\r\nRCPT TO:<x@in.test>\r\nDATA\r\n";

#[test]
fn data_split_anywhere_is_the_same_message() {
    // Dot-stuffing, bare CRs, a lone dot inside a line, and a long line, cut at every offset.
    let body: &[u8] = b"..dot\r\n.\r.x\r\nplain\rcr\r\nlong line of text here\r\n..\r\n.\r\nNOOP\r\n";
    let (whole, env) = drive(SessionConfig::default(), &[OPEN, body]);
    assert_eq!(env[0].data, b".dot\r\n.\r.x\r\nplain\rcr\r\nlong line of text here\r\n.\r\n");
    for cut in 1..body.len() {
        for second in (cut + 1..body.len()).step_by(3) {
            let (out, split) =
                drive(SessionConfig::default(), &[OPEN, &body[..cut], &body[cut..second], &body[second..]]);
            assert_eq!((&out, &split[0].data), (&whole, &env[0].data), "cut at {cut} and {second}");
        }
    }
}

#[test]
fn a_long_line_arriving_in_small_reads_is_read_once() {
    // 30 MiB without a newline, in 1 KiB reads: before, every read scanned the whole buffer
    // again (a 24 MiB line cost 29 s of CPU in a release build); each byte is now looked at once.
    let chunk = vec![b'x'; 1024];
    let mut chunks: Vec<&[u8]> = vec![OPEN];
    chunks.extend(std::iter::repeat_n(&chunk[..], 30 * 1024));
    chunks.push(b"\r\n.\r\n");
    let (out, env) = drive(SessionConfig::default(), &chunks);
    assert!(out.ends_with("552 5.3.4 Message size exceeds fixed maximum message size\r\n"), "{out}");
    assert!(env.is_empty());
    // Under the limit, the long line arrives whole.
    chunks.truncate(1 + 20 * 1024);
    chunks.push(b"\r\n.\r\n");
    let (out, env) = drive(SessionConfig::default(), &chunks);
    assert!(out.ends_with("250 2.0.0 Ok: stored as msg_1\r\n"), "{}", &out[out.len() - 100..]);
    assert_eq!(env[0].data.len(), 20 * 1024 * 1024 + 2);
}

#[test]
fn messages_in_flight_share_one_budget_and_452_when_it_is_spent() {
    use postern_smtp::MemoryBudget;
    let budget = MemoryBudget::new(200 * 1024);
    let config = SessionConfig { budget: budget.clone(), ..Default::default() };
    let line = format!("{}\r\n", "y".repeat(998));
    let step = |session: &mut Session, out: &mut String| loop {
        match session.next_action() {
            Action::Reply(r) => out.push_str(&r),
            Action::CheckRecipient(_) => session.recipient_checked(RecipientVerdict::Accept { target: "x".into() }),
            Action::Deliver(_) => session.delivered(Ok("msg_2".into())),
            _ => break,
        }
    };
    // A first session holds 150 KiB of a message it has not finished.
    let mut first = Session::new(config.clone());
    let mut ignored = String::new();
    for c in std::iter::once(OPEN).chain(std::iter::repeat_n(line.as_bytes(), 150)) {
        step(&mut first, &mut ignored);
        first.receive(c);
    }
    step(&mut first, &mut ignored);
    assert!(budget.used() >= 150 * 1000);
    let mut second = Session::new(config.clone());
    let mut chunks = vec![OPEN];
    chunks.extend(vec![line.as_bytes(); 100]);
    chunks.push(b".\r\nNOOP\r\n");
    let mut out = String::new();
    for c in &chunks {
        step(&mut second, &mut out);
        second.receive(c);
    }
    step(&mut second, &mut out);
    assert!(out.contains("452 4.3.1"), "{out}");
    assert!(out.ends_with("250 2.0.0 Ok\r\n"), "the session goes on: {out}");
    assert!(budget.used() <= budget.limit());
    drop(first);
    assert_eq!(budget.used(), 0, "a session gives its share back when it ends");
    // With the budget free again, the same message goes through.
    let (out, env) = drive(config, &chunks);
    assert!(out.ends_with("250 2.0.0 Ok\r\n") && out.contains("250 2.0.0 Ok: stored"), "{out}");
    assert_eq!(env[0].data.len(), 100 * 1000);
    assert_eq!(budget.used(), 0);
}
