//! Whose mail an inbox or an account takes: allow and block lists of senders, judged by who
//! really sent a message (docs/SENDER_AUTH.md).
//!
//! An entry is a domain (which covers its subdomains) or an address. Allowing needs proof: the
//! message's DMARC-aligned, authenticated domain must match, and for an address the `From:`
//! address too. Blocking needs none: mail that claims a blocked sender in its `From:` is blocked
//! whether or not it is authenticated, since a forger gains nothing by claiming it.

use serde::{Deserialize, Serialize};

/// The most entries one list may hold.
pub const MAX_ENTRIES: usize = 100;

/// An inbox's or an account's lists; empty lists decide nothing.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SenderLists {
    /// When not empty, mail from anyone else is quarantined.
    #[serde(default)]
    pub allow: Vec<String>,
    /// Mail from these senders is refused (inboxes) or kept out of waits and webhooks (accounts).
    #[serde(default)]
    pub block: Vec<String>,
}

/// What becomes of a message, by its recipient's lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Admission {
    /// Stored, and answers waits.
    Deliver,
    /// Stored and shown, marked as quarantined; never answers a wait, never calls a webhook.
    Quarantine,
    /// Refused.
    Block,
}

impl SenderLists {
    pub fn is_empty(&self) -> bool {
        self.allow.is_empty() && self.block.is_empty()
    }

    /// What becomes of a message whose `From:` header is `from` (display form or bare), and
    /// whose `From:` domain its sender checks proved, if any (`Authentication::domain`).
    pub fn admit(&self, proven: Option<&str>, from: &str) -> Admission {
        if self.is_empty() {
            return Admission::Deliver;
        }
        let claimed = address_of(from).to_ascii_lowercase();
        let claimed_domain = claimed.rsplit_once('@').map_or("", |(_, d)| d);
        if self.block.iter().any(|entry| matches(entry, &claimed, claimed_domain)) {
            return Admission::Block;
        }
        if self.allow.is_empty() {
            return Admission::Deliver;
        }
        // The authenticated domain is the `From:` domain when DMARC passes: an address entry
        // also needs the claimed address, which that proof covers.
        let proven = proven.unwrap_or("");
        let allowed = !proven.is_empty()
            && claimed_domain == proven
            && self.allow.iter().any(|entry| matches(entry, &claimed, proven));
        if allowed { Admission::Deliver } else { Admission::Quarantine }
    }
}

/// Whether `entry` names the sender of `address` at `domain` (both lower case).
fn matches(entry: &str, address: &str, domain: &str) -> bool {
    if entry.contains('@') {
        return entry == address;
    }
    !domain.is_empty() && (domain == entry || domain.strip_suffix(entry).is_some_and(|head| head.ends_with('.')))
}

/// The address of a header in display form: `Name <a@b>` → `a@b`; a bare address as it is.
pub fn address_of(from: &str) -> &str {
    let from = from.trim();
    match (from.rfind('<'), from.ends_with('>')) {
        (Some(open), true) => from[open + 1..from.len() - 1].trim(),
        _ => from,
    }
}

/// Why an entry of a list was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadEntry(pub String);

/// `entries` as a list keeps them: trimmed, lower case, a domain's trailing dot dropped, each
/// once, in the order given. Refuses a list that is too long, and an entry that is neither a
/// domain name nor an address at one.
pub fn normalized(entries: &[String]) -> Result<Vec<String>, BadEntry> {
    if entries.len() > MAX_ENTRIES {
        return Err(BadEntry(format!("A list holds at most {MAX_ENTRIES} senders.")));
    }
    let mut list: Vec<String> = Vec::with_capacity(entries.len());
    for entry in entries {
        let entry = entry.trim().trim_end_matches('.').to_ascii_lowercase();
        let (local, domain) = match entry.rsplit_once('@') {
            Some((local, domain)) => (Some(local), domain),
            None => (None, entry.as_str()),
        };
        let local_ok = local.is_none_or(|l| {
            !l.is_empty() && l.len() <= 64 && l.bytes().all(|b| b.is_ascii_graphic() && !b"<>()[]\\,;:@\"".contains(&b))
        });
        if !local_ok || !is_domain_name(domain) {
            return Err(BadEntry(format!("`{}` is neither a domain name nor an address.", entry.escape_debug())));
        }
        if !list.contains(&entry) {
            list.push(entry);
        }
    }
    Ok(list)
}

/// A DNS name of two labels or more: letters, digits and hyphens, at most 253 characters.
fn is_domain_name(name: &str) -> bool {
    name.len() <= 253
        && name.split('.').count() >= 2
        && name.split('.').all(|label| {
            (1..=63).contains(&label.len())
                && label.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
                && !label.starts_with('-')
                && !label.ends_with('-')
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lists(allow: &[&str], block: &[&str]) -> SenderLists {
        SenderLists {
            allow: allow.iter().map(|s| s.to_string()).collect(),
            block: block.iter().map(|s| s.to_string()).collect(),
        }
    }

    #[test]
    fn an_allow_list_takes_only_proven_senders() {
        let l = lists(&["github.com", "alerts@bank.test"], &[]);
        let github = Some("github.com");
        assert_eq!(l.admit(github, "GitHub <noreply@github.com>"), Admission::Deliver);
        let sub = Some("mail.github.com");
        assert_eq!(l.admit(sub, "x@Mail.GitHub.com"), Admission::Deliver);
        // The same From: without proof, or proof of another domain, is quarantined.
        assert_eq!(l.admit(None, "noreply@github.com"), Admission::Quarantine);
        assert_eq!(l.admit(Some("evil.test"), "noreply@github.com"), Admission::Quarantine);
        // A look-alike suffix is not a subdomain.
        assert_eq!(l.admit(Some("notgithub.com"), "a@notgithub.com"), Admission::Quarantine);
        // An address entry takes that address only, proven.
        let bank = Some("bank.test");
        assert_eq!(l.admit(bank, "Bank <alerts@bank.test>"), Admission::Deliver);
        assert_eq!(l.admit(bank, "promo@bank.test"), Admission::Quarantine);
    }

    #[test]
    fn a_block_list_needs_no_proof_and_wins() {
        let l = lists(&["github.com"], &["spam.test", "ceo@github.com"]);
        assert_eq!(l.admit(None, "a@spam.test"), Admission::Block);
        assert_eq!(l.admit(Some("x.spam.test"), "a@x.spam.test"), Admission::Block);
        assert_eq!(l.admit(Some("github.com"), "CEO@github.com"), Admission::Block);
        assert_eq!(lists(&[], &["spam.test"]).admit(None, "a@other.test"), Admission::Deliver);
        assert_eq!(SenderLists::default().admit(None, "garbage"), Admission::Deliver);
    }

    #[test]
    fn entries_are_normalized_and_checked() {
        let given = ["  GitHub.com. ".to_string(), "Alerts@Bank.test".into(), "github.com".into()];
        assert_eq!(normalized(&given).unwrap(), ["github.com", "alerts@bank.test"]);
        for bad in ["", "localhost", "a b.test", "@x.test", "a@", "-x.test", "a<b@x.test", "x..test"] {
            assert!(normalized(&[bad.to_string()]).is_err(), "{bad}");
        }
        let many: Vec<String> = (0..=MAX_ENTRIES).map(|i| format!("d{i}.test")).collect();
        assert!(normalized(&many).is_err());
        assert_eq!(normalized(&many[..MAX_ENTRIES]).unwrap().len(), MAX_ENTRIES);
    }

    #[test]
    fn addresses_come_out_of_display_forms() {
        assert_eq!(address_of("Acme <no-reply@acme.test>"), "no-reply@acme.test");
        assert_eq!(address_of(" a@b.test "), "a@b.test");
        assert_eq!(address_of("\"<odd>\" <x@y.test>"), "x@y.test");
    }
}
