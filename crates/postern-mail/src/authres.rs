//! The verdict a connected account's provider wrote on a message: its `Authentication-Results`
//! header (RFC 8601), read only where the provider wrote it (docs/SENDER_AUTH.md).
//!
//! Anyone can write an `Authentication-Results` header into the mail they send. A receiver
//! writes its own above every header the sender wrote, naming itself by its authserv-id, and
//! removes any that claim its id. So the header to trust is the topmost one with the provider's
//! authserv-id; every other is ignored.
//!
//! Untrusted input: only the header section is read, at most [`MAX_HEADER_BYTES`], each
//! candidate field at most [`MAX_FIELD_BYTES`]; the work is linear in what is read.

use postern_core::model::{AuthResult, AuthSource, Authentication};

/// How much of a message's start is searched for the header section's end.
pub const MAX_HEADER_BYTES: usize = 256 * 1024;
/// A longer `Authentication-Results` field is not read (the providers' are under 2 KiB).
pub const MAX_FIELD_BYTES: usize = 16 * 1024;

/// How a provider marks the `Authentication-Results` header it writes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stamp {
    /// The topmost field whose authserv-id is this one (compared without case): Gmail's
    /// `mx.google.com`, or the one an IMAP or JMAP account names.
    AuthservId(String),
    /// Exchange Online writes its field with no authserv-id (against RFC 8601), on every
    /// message from outside the organization, above the sender's own headers: the topmost field,
    /// when it names no authserv-id or one of Exchange Online's (`*.protection.outlook.com`).
    ExchangeOnline,
}

/// The provider's verdict on `raw`, or `None` when it wrote none that `stamp` finds.
pub fn provider_verdict(raw: &[u8], stamp: &Stamp) -> Option<Authentication> {
    let header = header_section(raw);
    let mut fields = fields_named(header, b"authentication-results");
    let results = match stamp {
        Stamp::AuthservId(id) => fields.find_map(|field| {
            let results = Results::parse(&field)?;
            results.authserv_id.as_deref().is_some_and(|a| a.eq_ignore_ascii_case(id)).then_some(results)
        })?,
        Stamp::ExchangeOnline => {
            let results = Results::parse(&fields.next()?)?;
            let ours = results.authserv_id.as_deref().is_none_or(|a| {
                let a = a.to_ascii_lowercase();
                a.ends_with(".protection.outlook.com") || a.ends_with(".prod.outlook.com")
            });
            if !ours {
                return None;
            }
            results
        }
    };
    Some(results.verdict())
}

/// The header section of `raw`: up to the first empty line, at most [`MAX_HEADER_BYTES`].
fn header_section(raw: &[u8]) -> &[u8] {
    let raw = &raw[..raw.len().min(MAX_HEADER_BYTES)];
    let mut at = 0;
    while at < raw.len() {
        let end = raw[at..].iter().position(|&b| b == b'\n').map_or(raw.len(), |n| at + n);
        let line = &raw[at..end];
        if line.is_empty() || line == b"\r" {
            return &raw[..at];
        }
        at = end + 1;
    }
    raw
}

/// The unfolded values of the fields called `name` (lower case), top to bottom; a field longer
/// than [`MAX_FIELD_BYTES`] is given as empty.
fn fields_named<'a>(header: &'a [u8], name: &'a [u8]) -> impl Iterator<Item = String> + 'a {
    let mut lines = header.split(|&b| b == b'\n').peekable();
    std::iter::from_fn(move || {
        loop {
            let line = lines.next()?;
            let Some(colon) = line.iter().position(|&b| b == b':') else { continue };
            if line.first().is_some_and(|b| b.is_ascii_whitespace())
                || !line[..colon].trim_ascii_end().eq_ignore_ascii_case(name)
            {
                continue;
            }
            let mut value = line[colon + 1..].to_vec();
            while let Some(next) = lines.peek() {
                if !next.first().is_some_and(|&b| b == b' ' || b == b'\t') {
                    break;
                }
                if value.len() <= MAX_FIELD_BYTES {
                    value.push(b' ');
                    value.extend_from_slice(next);
                }
                lines.next();
            }
            if value.len() > MAX_FIELD_BYTES {
                value.clear();
            }
            return Some(String::from_utf8_lossy(&value).replace('\r', ""));
        }
    })
}

/// One `Authentication-Results` field, read.
#[derive(Debug, Default)]
struct Results {
    authserv_id: Option<String>,
    spf: Option<AuthResult>,
    dkim: Option<AuthResult>,
    dmarc: Option<AuthResult>,
    arc: Option<AuthResult>,
    /// `header.from` of the DMARC result.
    from_domain: Option<String>,
    /// `p=` in the DMARC result's comment (Gmail's `(p=REJECT sp=REJECT dis=NONE)`).
    policy: Option<String>,
}

impl Results {
    fn parse(field: &str) -> Option<Results> {
        let mut results = Results::default();
        let mut statements = field.split(';');
        // The authserv-id, unless the field starts with a result (Exchange Online's).
        let first = statements.next()?;
        let (text, _) = uncomment(first);
        if text.contains('=') {
            results.read(first);
        } else {
            results.authserv_id = text.split_ascii_whitespace().next().map(str::to_string);
            results.authserv_id.as_ref()?;
        }
        for statement in statements {
            results.read(statement);
        }
        Some(results)
    }

    /// Reads one `method=result property=value …` statement.
    fn read(&mut self, statement: &str) {
        let (text, comments) = uncomment(statement);
        let mut words = text.split_ascii_whitespace();
        let Some((method, result)) = words.next().and_then(|w| w.split_once('=')) else { return };
        let method = method.split('/').next().unwrap_or(method).to_ascii_lowercase();
        let result = result_of(result);
        match method.as_str() {
            "spf" => self.spf = Some(best(self.spf, result)),
            "dkim" => self.dkim = Some(best(self.dkim, result)),
            "arc" => self.arc = Some(best(self.arc, result)),
            "dmarc" if self.dmarc.is_none() => {
                self.dmarc = Some(result);
                for word in words {
                    if let Some((property, value)) = word.split_once('=')
                        && property.eq_ignore_ascii_case("header.from")
                    {
                        let domain = value.trim_matches('"').rsplit('@').next().unwrap_or_default();
                        self.from_domain = Some(domain.trim_end_matches('.').to_ascii_lowercase());
                    }
                }
                self.policy = comments.split_ascii_whitespace().find_map(|w| {
                    let (key, value) = w.split_once('=')?;
                    let value = value.trim_end_matches([',', ')']).to_ascii_lowercase();
                    (key.eq_ignore_ascii_case("p") && matches!(value.as_str(), "none" | "quarantine" | "reject"))
                        .then_some(value)
                });
            }
            _ => {}
        }
    }

    fn verdict(self) -> Authentication {
        let dmarc = self.dmarc.unwrap_or_default();
        let domain = self.from_domain.filter(|d| dmarc == AuthResult::Pass && !d.is_empty() && d.contains('.'));
        Authentication {
            spf: self.spf.unwrap_or_default(),
            dkim: self.dkim.unwrap_or_default(),
            dmarc: if domain.is_none() && dmarc == AuthResult::Pass { AuthResult::None } else { dmarc },
            arc: self.arc.unwrap_or_default(),
            domain,
            policy: self.policy,
            source: AuthSource::Provider,
        }
    }
}

/// `text` without its comments and quoted strings' quotes, and the comments' text.
fn uncomment(text: &str) -> (String, String) {
    let (mut kept, mut comments) = (String::with_capacity(text.len()), String::new());
    let (mut depth, mut quoted, mut escaped) = (0usize, false, false);
    for c in text.chars() {
        if escaped {
            escaped = false;
            if depth > 0 {
                comments.push(c)
            } else {
                kept.push(c)
            }
            continue;
        }
        match c {
            '\\' => escaped = true,
            '"' if depth == 0 => {
                quoted = !quoted;
                kept.push(c);
            }
            '(' if !quoted => {
                depth += 1;
                comments.push(' ');
            }
            ')' if !quoted && depth > 0 => {
                depth -= 1;
                comments.push(' ');
            }
            _ if depth > 0 => comments.push(c),
            _ => kept.push(c),
        }
    }
    (kept, comments)
}

/// A result word; an unknown one (Exchange Online's `bestguesspass`) says nothing.
fn result_of(word: &str) -> AuthResult {
    match word.to_ascii_lowercase().as_str() {
        "pass" => AuthResult::Pass,
        "fail" | "hardfail" => AuthResult::Fail,
        "softfail" => AuthResult::Softfail,
        "neutral" => AuthResult::Neutral,
        "temperror" => AuthResult::Temperror,
        "permerror" => AuthResult::Permerror,
        _ => AuthResult::None,
    }
}

/// Of two results for one method (several DKIM signatures): a pass wins, then a failure.
fn best(seen: Option<AuthResult>, new: AuthResult) -> AuthResult {
    let rank = |r: AuthResult| match r {
        AuthResult::Pass => 0,
        AuthResult::Fail => 1,
        AuthResult::Softfail => 2,
        AuthResult::Neutral => 3,
        AuthResult::Temperror => 4,
        AuthResult::Permerror => 5,
        AuthResult::None => 6,
    };
    match seen {
        Some(seen) if rank(seen) <= rank(new) => seen,
        _ => new,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Gmail's field, as Google's help and every "show original" print it.
    const GMAIL: &str = "Authentication-Results: mx.google.com;\r\n       dkim=pass header.i=@github.com header.s=pf2023 header.b=Ax3k;\r\n       spf=pass (google.com: domain of noreply@github.com designates 192.30.252.201 as permitted sender) smtp.mailfrom=noreply@github.com;\r\n       dmarc=pass (p=REJECT sp=REJECT dis=NONE) header.from=github.com\r\n";

    fn message(headers: &str) -> Vec<u8> {
        format!("{headers}From: GitHub <noreply@github.com>\r\nSubject: code\r\n\r\nYour code is 123456.\r\n")
            .into_bytes()
    }

    #[test]
    fn gmails_own_field_is_read() {
        let verdict = provider_verdict(&message(GMAIL), &Stamp::AuthservId("mx.google.com".into())).unwrap();
        assert_eq!(
            verdict,
            Authentication {
                spf: AuthResult::Pass,
                dkim: AuthResult::Pass,
                dmarc: AuthResult::Pass,
                arc: AuthResult::None,
                domain: Some("github.com".into()),
                policy: Some("reject".into()),
                source: AuthSource::Provider,
            }
        );
    }

    #[test]
    fn a_field_the_sender_wrote_is_never_read() {
        // The sender's own claim, under Gmail's field that says otherwise.
        let forged = "Authentication-Results: mx.google.com; dmarc=pass header.from=github.com\r\n";
        let real = "Authentication-Results: mx.google.com; spf=pass smtp.mailfrom=evil.test;\r\n dmarc=fail (p=REJECT sp=REJECT dis=QUARANTINE) header.from=github.com\r\n";
        let verdict =
            provider_verdict(&message(&format!("{real}{forged}")), &Stamp::AuthservId("mx.google.com".into())).unwrap();
        assert_eq!((verdict.dmarc, verdict.domain.as_deref()), (AuthResult::Fail, None));
        assert_eq!(verdict.policy.as_deref(), Some("reject"));
        // Another authserv-id is not the provider's; without the provider's field, no verdict.
        let other = "Authentication-Results: mx.evil.test; dmarc=pass header.from=github.com\r\n";
        assert_eq!(provider_verdict(&message(other), &Stamp::AuthservId("mx.google.com".into())), None);
        // A field in the body is not a header.
        let body =
            b"From: a@b.test\r\n\r\nAuthentication-Results: mx.google.com; dmarc=pass header.from=github.com\r\n";
        assert_eq!(provider_verdict(body, &Stamp::AuthservId("mx.google.com".into())), None);
    }

    /// Exchange Online's field, as "Anti-spam message headers in Microsoft 365" documents it
    /// (learn.microsoft.com/defender-office-365/message-headers-eop-mdo): no authserv-id.
    #[test]
    fn exchange_onlines_topmost_field_is_read() {
        let field = "Authentication-Results: spf=pass (sender IP is 192.30.252.201)\r\n smtp.mailfrom=github.com; dkim=pass (signature was verified)\r\n header.d=github.com;dmarc=pass action=none header.from=github.com;compauth=pass\r\n reason=100\r\n";
        let verdict = provider_verdict(&message(field), &Stamp::ExchangeOnline).unwrap();
        assert_eq!((verdict.spf, verdict.dkim, verdict.dmarc), (AuthResult::Pass, AuthResult::Pass, AuthResult::Pass));
        assert_eq!(verdict.domain.as_deref(), Some("github.com"));
        // `bestguesspass` (no DMARC record, but it would pass) is not a pass.
        let guess = "Authentication-Results: spf=pass smtp.mailfrom=shop.test; dkim=none (message not signed) header.d=none;dmarc=bestguesspass action=none header.from=shop.test;compauth=pass reason=109\r\n";
        let verdict = provider_verdict(&message(guess), &Stamp::ExchangeOnline).unwrap();
        assert_eq!((verdict.dmarc, verdict.domain), (AuthResult::None, None));
        // A topmost field naming another server is not Exchange Online's.
        let other = "Authentication-Results: mx.evil.test; dmarc=pass header.from=github.com\r\n";
        assert_eq!(provider_verdict(&message(other), &Stamp::ExchangeOnline), None);
    }

    #[test]
    fn several_signatures_give_the_best_and_odd_fields_give_nothing_wrong() {
        let field = "Authentication-Results: mail.example.net 1; dkim=fail header.d=a.test; DKIM=Pass header.d=b.test; arc=pass (i=1); dmarc=pass header.from=\"b.test\"\r\n";
        let verdict = provider_verdict(&message(field), &Stamp::AuthservId("MAIL.example.net".into())).unwrap();
        assert_eq!(
            (verdict.dkim, verdict.arc, verdict.domain.as_deref()),
            (AuthResult::Pass, AuthResult::Pass, Some("b.test"))
        );
        for odd in [
            "Authentication-Results: mx.google.com; none\r\n",
            "Authentication-Results: mx.google.com; dmarc=pass\r\n",
            "Authentication-Results: mx.google.com; dmarc=pass header.from=(((\r\n",
            "Authentication-Results: mx.google.com; dmarc=pass (p=reject header.from=github.com\r\n",
            "Authentication-Results: mx.google.com;;;=;==\r\n",
        ] {
            let verdict = provider_verdict(&message(odd), &Stamp::AuthservId("mx.google.com".into())).unwrap();
            assert_eq!(verdict.domain, None, "{odd}");
        }
        assert_eq!(provider_verdict(b"", &Stamp::ExchangeOnline), None);
        assert_eq!(provider_verdict(b"Authentication-Results:", &Stamp::ExchangeOnline), None);
    }

    #[test]
    fn a_huge_field_is_not_read() {
        let huge = format!(
            "Authentication-Results: mx.google.com; dmarc=pass header.from=github.com ({})\r\n",
            "x".repeat(MAX_FIELD_BYTES)
        );
        assert_eq!(provider_verdict(&message(&huge), &Stamp::AuthservId("mx.google.com".into())), None);
    }
}
