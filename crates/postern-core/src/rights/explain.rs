//! Grants in words, for the people who hand them out (the web UI's grant editor): what each
//! grant allows, and the warning the API gives for rights that can read mail and send it to
//! anyone. It decides nothing: [`super::allow`] does.

use super::{Compiled, GROUPS, Grant, Operation, Scope, expand};
use crate::Timestamp;

/// The code of the warning for rights that can read mail and send it to anyone (also in `/me`).
pub const READ_AND_SEND_ANYWHERE: &str = "read_and_send_anywhere";

/// Why [`READ_AND_SEND_ANYWHERE`] matters, in a person's words.
pub const READ_AND_SEND_ANYWHERE_WHY: &str =
    "mail that tells an agent to forward it could leak it, since nothing limits where it may be sent";

/// Grants in words.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Explained {
    /// One sentence per grant, in the grants' order.
    pub lines: Vec<String>,
    /// What a person should know before handing these rights out.
    pub warnings: Vec<Warning>,
}

/// A warning about a set of grants.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Warning {
    pub code: &'static str,
    pub text: String,
}

/// What a group lets its holder do, as a verb phrase.
fn group_words(group: &str) -> Option<&'static str> {
    Some(match group {
        "inboxes" => "make, read and delete disposable inboxes",
        "accounts.read" => "see the accounts and their status",
        "accounts.manage" => "change, check and remove the accounts",
        "accounts.connect" => "connect new accounts",
        "mail.read" => "read mail",
        "mail.write" => "mark, move and file mail and make folders",
        "mail.delete" => "delete mail and folders for good",
        "mail.share" => "share attachments by link",
        "drafts" => "write drafts",
        "send" => "send mail",
        "audit" => "read the audit",
        "users.read" => "see users and roles",
        "users.manage" => "manage users, roles and tokens",
        "webhooks.manage" => "manage webhooks",
        "metrics.read" => "read the service's metrics",
        "admin" => "do everything, on everything (an administrator)",
        _ => return None,
    })
}

/// A target as people know it: `name` gives the name of an account or user id when known.
fn target_words(target: &str, name: &dyn Fn(&str) -> Option<String>) -> String {
    match target {
        "*" => "every account and every inbox space".into(),
        "own" => "the accounts they connect and their own inboxes".into(),
        t if t.starts_with("acc_") => name(t).map_or_else(|| format!("account {t}"), |n| format!("account {n}")),
        t if t.starts_with("usr_") => {
            name(t).map_or_else(|| format!("the inboxes of {t}"), |n| format!("the inboxes of {n}"))
        }
        t => t.to_string(),
    }
}

/// `a`, `a and b`, `a, b and c`.
fn listing(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// A day and minute in UTC, as people read them: `2027-01-31 18:00 UTC`.
fn when(at: Timestamp) -> String {
    let iso = at.to_string();
    format!("{} {} UTC", &iso[..10], &iso[11..16])
}

/// One grant in words.
fn sentence(grant: &Grant, name: &dyn Fn(&str) -> Option<String>, now: Timestamp) -> String {
    let compiled = Compiled::new(grant.clone());
    let mut verbs: Vec<String> = Vec::new();
    for written in &grant.allow {
        let words = match group_words(written) {
            Some(words) if GROUPS.contains(&written.as_str()) => words.to_string(),
            _ => match Operation::parse(written) {
                Some(op) => format!("{} (only {})", group_words(op.group()).unwrap_or(op.as_str()), op.as_str()),
                None => format!("nothing for {written:?}, which is not a right"),
            },
        };
        if !verbs.contains(&words) {
            verbs.push(words);
        }
    }
    let on_targets = grant.allow.iter().filter_map(|a| expand(a)).flatten().any(|op| op.scope() != Scope::Service)
        || compiled.admin();
    let mut text = if on_targets && !grant.accounts.is_empty() {
        let targets: Vec<String> = grant.accounts.iter().map(|t| target_words(t, name)).collect();
        format!("on {}: {}", listing(&targets), listing(&verbs))
    } else {
        format!("across the service: {}", listing(&verbs))
    };
    let scoped = Operation::ALL.iter().any(|op| op.folder_scoped() && compiled.ops & op.bit() != 0);
    if let Some(folders) = grant.folders.as_ref().filter(|_| scoped && !compiled.admin()) {
        text.push_str(&format!(", in the folders {} and their subfolders only", listing(folders)));
    }
    if compiled.has(Operation::MessageSend) && !compiled.admin() {
        match &grant.recipients {
            Some(patterns) if !patterns.iter().any(|p| p == "*") => {
                let who: Vec<String> = patterns
                    .iter()
                    .map(|p| match p.strip_prefix("*@") {
                        Some(domain) => format!("anyone at {domain}"),
                        None => p.clone(),
                    })
                    .collect();
                text.push_str(&format!("; sending only to {}", listing(&who)));
            }
            _ => text.push_str("; sending to anyone"),
        }
        if let Some(cap) = grant.max_sends_per_day {
            let sends = if cap == 1 { "send" } else { "sends" };
            text.push_str(&format!(", at most {cap} {sends} a day from each account"));
        }
        match grant.approval {
            Some(super::Approval::Required) => text.push_str(", each send waiting for a person's approval"),
            Some(super::Approval::AfterUntrusted) => {
                text.push_str(", a send waiting for a person's approval after mail from outside was read")
            }
            None => {}
        }
    }
    let text = match grant.expires_at {
        Some(at) if at <= now => format!("expired on {} and grants nothing now; it was {text}.", when(at)),
        Some(at) => format!("{text}, until {}.", when(at)),
        None => format!("{text}."),
    };
    let mut chars = text.chars();
    chars.next().map(|first| first.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// Whether two grants' targets can name the same account.
fn overlap(a: &Compiled, b: &Compiled) -> bool {
    let wide = |g: &Compiled| g.admin() || g.grant.accounts.iter().any(|t| t == "*");
    wide(a) || wide(b) || a.grant.accounts.iter().any(|t| b.grant.accounts.contains(t))
}

/// `grants` in words: a sentence each, and a [`READ_AND_SEND_ANYWHERE`] warning naming the
/// targets where some live grant reads mail and another (or the same) sends it to anyone.
/// `name` names account and user ids where it knows them.
pub fn explain(grants: &[Grant], name: &dyn Fn(&str) -> Option<String>, now: Timestamp) -> Explained {
    let lines = grants.iter().map(|g| sentence(g, name, now)).collect();
    let live: Vec<Compiled> =
        grants.iter().cloned().map(Compiled::new).filter(|g| g.live(now) && !g.grant.accounts.is_empty()).collect();
    // A send that always waits for a person is not an agent sending alone.
    let anyone = |g: &Compiled| {
        g.has(Operation::MessageSend)
            && g.grant.recipients.as_ref().is_none_or(|ps| ps.iter().any(|p| p == "*"))
            && g.grant.approval != Some(super::Approval::Required)
    };
    let mut exposed: Vec<String> = Vec::new();
    for reader in live.iter().filter(|g| g.has(Operation::MessageRead)) {
        for sender in live.iter().filter(|g| anyone(g) && overlap(reader, g)) {
            let wide = |g: &Compiled| g.admin() || g.grant.accounts.iter().any(|t| t == "*");
            let targets: Vec<&String> = match (wide(reader), wide(sender)) {
                (true, true) => vec![],
                (true, false) => sender.grant.accounts.iter().collect(),
                (false, true) => reader.grant.accounts.iter().collect(),
                (false, false) => reader.grant.accounts.iter().filter(|t| sender.grant.accounts.contains(t)).collect(),
            };
            let named = if targets.is_empty() {
                vec![target_words("*", name)]
            } else {
                targets.iter().map(|t| target_words(t, name)).collect()
            };
            for words in named {
                if !exposed.contains(&words) {
                    exposed.push(words);
                }
            }
        }
    }
    let warnings = if exposed.is_empty() {
        Vec::new()
    } else {
        vec![Warning {
            code: READ_AND_SEND_ANYWHERE,
            text: format!(
                "These rights can read mail and send it to anyone on {}: {READ_AND_SEND_ANYWHERE_WHY}.",
                listing(&exposed)
            ),
        }]
    };
    Explained { lines, warnings }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(id: &str) -> Option<String> {
        match id {
            "acc_work" => Some("Work (bob@example.com)".into()),
            "usr_carol" => Some("carol".into()),
            _ => None,
        }
    }

    fn words(grants: &[Grant]) -> Explained {
        explain(grants, &names, Timestamp(1_800_000_000_000_000))
    }

    #[test]
    fn each_grant_is_a_sentence_with_its_narrowing() {
        let mut send = Grant::new(&["acc_work"], &["mail.read", "send"]);
        send.folders = Some(vec!["inbox".into(), "Receipts".into()]);
        send.recipients = Some(vec!["*@example.com".into(), "ann@example.org".into()]);
        send.max_sends_per_day = Some(20);
        send.expires_at = Some(Timestamp(1_900_000_000_000_000));
        let explained =
            words(&[send, Grant::new(&[], &["accounts.connect"]), Grant::new(&["usr_carol"], &["inboxes"])]);
        assert_eq!(
            explained.lines,
            [
                "On account Work (bob@example.com): read mail and send mail, in the folders inbox and Receipts and \
                 their subfolders only; sending only to anyone at example.com and ann@example.org, at most 20 sends a \
                 day from each account, until 2030-03-17 17:46 UTC.",
                "Across the service: connect new accounts.",
                "On the inboxes of carol: make, read and delete disposable inboxes.",
            ]
        );
        assert!(explained.warnings.is_empty(), "recipients are narrowed: {:?}", explained.warnings);
    }

    #[test]
    fn single_operations_unknown_names_admin_and_expiry_read_plainly() {
        let mut old = Grant::new(&["*"], &["message.read", "bogus"]);
        old.expires_at = Some(Timestamp(1_700_000_000_000_000));
        let explained = words(&[old, Grant::new(&["*"], &["admin"]), Grant::new(&["acc_x"], &["audit"])]);
        assert_eq!(
            explained.lines,
            [
                "Expired on 2023-11-14 22:13 UTC and grants nothing now; it was on every account and every inbox \
                 space: read mail (only message.read) and nothing for \"bogus\", which is not a right.",
                "On every account and every inbox space: do everything, on everything (an administrator).",
                "On account acc_x: read the audit.",
            ]
        );
        // An administrator can read and send anywhere.
        assert_eq!(explained.warnings.len(), 1);
        assert!(explained.warnings[0].text.contains("on every account and every inbox space"));
    }

    #[test]
    fn reading_and_sending_to_anyone_on_the_same_targets_is_warned() {
        let read = Grant::new(&["acc_work", "acc_home"], &["mail.read"]);
        let send = Grant::new(&["acc_work"], &["send"]);
        let explained = words(&[read.clone(), send.clone()]);
        assert_eq!(explained.warnings.len(), 1);
        assert_eq!(explained.warnings[0].code, READ_AND_SEND_ANYWHERE);
        assert!(explained.warnings[0].text.contains("on account Work (bob@example.com):"), "{:?}", explained.warnings);
        assert!(!explained.warnings[0].text.contains("acc_home"));

        // Disjoint targets, narrowed recipients or an expired sender: no warning.
        assert!(words(&[read.clone(), Grant::new(&["acc_other"], &["send"])]).warnings.is_empty());
        let mut narrowed = send.clone();
        narrowed.recipients = Some(vec!["*@example.com".into()]);
        assert!(words(&[read.clone(), narrowed.clone()]).warnings.is_empty());
        let mut expired = send.clone();
        expired.expires_at = Some(Timestamp(1));
        assert!(words(&[read.clone(), expired]).warnings.is_empty());
        // A `*` recipient is anyone; a `*` target overlaps every account.
        narrowed.recipients = Some(vec!["*".into()]);
        assert_eq!(words(&[read.clone(), narrowed]).warnings.len(), 1);
        assert_eq!(words(&[Grant::new(&["*"], &["mail.read"]), send]).warnings.len(), 1);
    }
}
