//! Parsing of SMTP command lines (RFC 5321 §4.1), without any state.

/// `KEY=value` parameters of MAIL and RCPT (keys upper-cased).
pub type Params = Vec<(String, Option<String>)>;

/// A parsed command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    Ehlo(String),
    Helo(String),
    /// `MAIL FROM:<path> params…`; the path is empty for the null sender.
    Mail {
        from: String,
        params: Vec<(String, Option<String>)>,
    },
    Rcpt {
        to: String,
        params: Vec<(String, Option<String>)>,
    },
    Data,
    Bdat,
    Rset,
    Noop,
    Quit,
    Vrfy,
    Expn,
    Help,
    StartTls,
    Auth,
    /// A known verb with arguments it does not take, or a malformed path.
    Invalid {
        verb: &'static str,
        reason: &'static str,
    },
    Unknown,
}

/// Parses one command line (without its line ending). Never panics.
pub fn parse(line: &[u8]) -> Command {
    let line = String::from_utf8_lossy(line);
    let line = line.trim_end_matches([' ', '\t']);
    let (verb, rest) = match line.find(' ') {
        Some(i) => (&line[..i], line[i + 1..].trim_start()),
        None => (line, ""),
    };
    let upper = verb.to_ascii_uppercase();
    match upper.as_str() {
        "EHLO" | "HELO" => {
            let domain = rest.split_whitespace().next().unwrap_or("");
            if domain.is_empty() {
                return Command::Invalid {
                    verb: if upper == "EHLO" { "EHLO" } else { "HELO" },
                    reason: "a domain or address literal is required",
                };
            }
            if upper == "EHLO" { Command::Ehlo(domain.to_string()) } else { Command::Helo(domain.to_string()) }
        }
        "MAIL" => match path_argument(rest, "FROM:") {
            Some((from, params)) => Command::Mail { from, params },
            None => Command::Invalid { verb: "MAIL", reason: "expected MAIL FROM:<address>" },
        },
        "RCPT" => match path_argument(rest, "TO:") {
            Some((to, params)) if !to.is_empty() => Command::Rcpt { to, params },
            _ => Command::Invalid { verb: "RCPT", reason: "expected RCPT TO:<address>" },
        },
        "DATA" if rest.is_empty() => Command::Data,
        "RSET" if rest.is_empty() => Command::Rset,
        "QUIT" if rest.is_empty() => Command::Quit,
        "STARTTLS" if rest.is_empty() => Command::StartTls,
        "DATA" | "RSET" | "QUIT" | "STARTTLS" => {
            Command::Invalid { verb: "command", reason: "this command takes no arguments" }
        }
        "NOOP" => Command::Noop,
        "VRFY" => Command::Vrfy,
        "EXPN" => Command::Expn,
        "HELP" => Command::Help,
        "AUTH" => Command::Auth,
        "BDAT" => Command::Bdat,
        _ => Command::Unknown,
    }
}

/// Parses `FROM:<path> params` / `TO:<path> params`. Tolerates a space after the colon and a
/// path without angle brackets, as real clients send both.
fn path_argument(rest: &str, keyword: &str) -> Option<(String, Params)> {
    if !rest.get(..keyword.len()).is_some_and(|k| k.eq_ignore_ascii_case(keyword)) {
        return None;
    }
    let rest = rest[keyword.len()..].trim_start();
    let (path, params) = if let Some(inner) = rest.strip_prefix('<') {
        let end = inner.find('>')?;
        (&inner[..end], &inner[end + 1..])
    } else {
        match rest.find(' ') {
            Some(i) => (&rest[..i], &rest[i..]),
            None => (rest, ""),
        }
    };
    // A source route (`@a,@b:user@host`) is obsolete; keep only the mailbox.
    let path = match path.rfind(':') {
        Some(i) if path.starts_with('@') => &path[i + 1..],
        _ => path,
    };
    if path.chars().any(|c| c.is_control() || c == ' ' || c == '<' || c == '>') {
        return None;
    }
    if !path.is_empty() {
        let (local, domain) = path.rsplit_once('@')?;
        if local.is_empty() || domain.is_empty() {
            return None;
        }
    }
    let params = params
        .split_whitespace()
        .map(|p| match p.split_once('=') {
            Some((k, v)) => (k.to_ascii_uppercase(), Some(v.to_string())),
            None => (p.to_ascii_uppercase(), None),
        })
        .collect();
    Some((path.to_string(), params))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc5321_4_1_1_commands() {
        assert_eq!(parse(b"EHLO client.test"), Command::Ehlo("client.test".into()));
        assert_eq!(parse(b"helo [127.0.0.1]"), Command::Helo("[127.0.0.1]".into()));
        assert_eq!(
            parse(b"MAIL FROM:<a@b.test> SIZE=1000 BODY=8BITMIME"),
            Command::Mail {
                from: "a@b.test".into(),
                params: vec![("SIZE".into(), Some("1000".into())), ("BODY".into(), Some("8BITMIME".into()))]
            }
        );
        assert_eq!(parse(b"MAIL FROM:<>"), Command::Mail { from: String::new(), params: vec![] });
        assert_eq!(parse(b"mail from: <a@b.test>"), Command::Mail { from: "a@b.test".into(), params: vec![] });
        assert_eq!(parse(b"RCPT TO:<@relay.test:u@x.test>"), Command::Rcpt { to: "u@x.test".into(), params: vec![] });
        assert_eq!(parse(b"RCPT TO:u@x.test"), Command::Rcpt { to: "u@x.test".into(), params: vec![] });
        assert_eq!(parse(b"DATA"), Command::Data);
        assert_eq!(parse(b"VRFY someone"), Command::Vrfy);
        assert_eq!(parse(b"NOOP anything"), Command::Noop);
    }

    #[test]
    fn malformed_commands() {
        assert!(matches!(parse(b"EHLO"), Command::Invalid { .. }));
        assert!(matches!(parse(b"MAIL TO:<a@b>"), Command::Invalid { .. }));
        assert!(matches!(parse(b"MAIL FROM:<a@b"), Command::Invalid { .. }));
        assert!(matches!(parse(b"RCPT TO:<>"), Command::Invalid { .. }));
        assert!(matches!(parse(b"RCPT TO:<nodomain>"), Command::Invalid { .. }));
        assert!(matches!(parse(b"DATA now"), Command::Invalid { .. }));
        assert_eq!(parse(b"FOO"), Command::Unknown);
        assert_eq!(parse(b""), Command::Unknown);
        assert_eq!(parse(&[0xff, 0xfe, b' ', 0]), Command::Unknown);
        // Found by the smtp_session fuzz target: a multi-byte character where `FROM:` would be.
        assert!(matches!(parse("MAIL ��       �".as_bytes()), Command::Invalid { .. }));
        assert!(matches!(parse("RCPT Tö:<a@b>".as_bytes()), Command::Invalid { .. }));
    }
}
