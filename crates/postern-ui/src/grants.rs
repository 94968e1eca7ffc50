//! The grant editor of the user and role pages: grants as rows of a form that works without
//! JavaScript (targets, rights, folders, recipients, a daily cap of sends, an end), read back
//! into the grants the API takes, and rights in words (`postern_core::rights::explain`). The
//! API decides what may be handed out; the editor only checks a grant's shape first, so that a
//! mistake is named by its row.

use crate::Ui;
use crate::session::Viewer;
use axum::http::Method;
use postern_core::Timestamp;
use postern_core::rights::{GROUPS, Grant, explain};
use serde_json::Value;

/// Most rows one form may hold (the API takes at most 100 grants).
const MAX_ROWS: usize = 100;

/// A choice of a row: a target in the list or a right's checkbox.
pub struct Choice {
    pub value: String,
    pub label: String,
    pub on: bool,
}

/// A grant as a row of the form; `index` names its fields (`g3.allow`).
pub struct Row {
    pub index: usize,
    pub targets: Vec<Choice>,
    pub rights: Vec<Choice>,
    pub folders: String,
    pub recipients: String,
    pub cap: String,
    pub expires: String,
}

/// What the editor names by name: the accounts and users the viewer can see.
#[derive(Default)]
pub struct Known {
    /// Account ids and how people know them (`Work (bob@example.com)`).
    pub accounts: Vec<(String, String)>,
    /// User ids and names.
    pub users: Vec<(String, String)>,
}

impl Known {
    /// The accounts and users the viewer may list; what it may not list is left out (ids still
    /// show as they are written).
    pub async fn load(ui: &Ui, viewer: &Viewer) -> Known {
        let listed = |answer: Result<Value, crate::ApiFailure>, label: fn(&Value) -> String| {
            answer
                .ok()
                .and_then(|a| a["data"].as_array().cloned())
                .unwrap_or_default()
                .iter()
                .filter_map(|item| Some((item["id"].as_str()?.to_string(), label(item))))
                .collect::<Vec<_>>()
        };
        let account = |a: &Value| {
            let email = a["email"].as_str().unwrap_or_default();
            match a["name"].as_str().filter(|n| !n.is_empty() && *n != email) {
                Some(name) => format!("{name} ({email})"),
                None => email.to_string(),
            }
        };
        let user = |u: &Value| u["name"].as_str().unwrap_or_default().to_string();
        Known {
            accounts: listed(viewer.api(ui, Method::GET, "/accounts?limit=500", None).await, account),
            users: listed(viewer.api(ui, Method::GET, "/users", None).await, user),
        }
    }

    /// The name of an account or user id.
    pub fn name(&self, id: &str) -> Option<String> {
        self.accounts.iter().chain(&self.users).find(|(known, _)| known == id).map(|(_, name)| name.clone())
    }

    /// Every target a row may pick, those of `picked` marked (and kept even when unknown).
    fn targets(&self, picked: &[String]) -> Vec<Choice> {
        let mut choices = vec![
            ("*".to_string(), "Everything: every account and inbox space".to_string()),
            ("own".to_string(), "Their own: what they connect, their inboxes".to_string()),
        ];
        choices.extend(self.accounts.iter().map(|(id, name)| (id.clone(), format!("Account {name}"))));
        choices.extend(self.users.iter().map(|(id, name)| (id.clone(), format!("Inboxes of {name}"))));
        for id in picked {
            if !choices.iter().any(|(value, _)| value == id) {
                choices.push((id.clone(), id.clone()));
            }
        }
        choices.into_iter().map(|(value, label)| Choice { on: picked.contains(&value), value, label }).collect()
    }
}

/// What a group's checkbox says.
fn right_label(name: &str) -> String {
    let words = match name {
        "inboxes" => "disposable inboxes",
        "accounts.read" => "see accounts",
        "accounts.manage" => "change and remove accounts",
        "accounts.connect" => "connect accounts",
        "mail.read" => "read mail",
        "mail.write" => "mark, move, file mail",
        "mail.delete" => "delete mail for good",
        "mail.share" => "share attachments",
        "drafts" => "drafts",
        "send" => "send",
        "audit" => "read the audit",
        "users.read" => "see users and roles",
        "users.manage" => "manage users, roles, tokens",
        "webhooks.manage" => "manage webhooks",
        "metrics.read" => "read the metrics",
        "admin" => "administrator (everything)",
        other => other,
    };
    words.to_string()
}

/// The rows of `grants`, and a blank one to add a grant with.
pub fn rows(grants: &[Grant], known: &Known) -> Vec<Row> {
    let blank = Grant::new(&[], &[]);
    grants
        .iter()
        .chain(std::iter::once(&blank))
        .enumerate()
        .map(|(index, grant)| {
            let mut rights: Vec<Choice> = GROUPS
                .iter()
                .map(|g| Choice { value: g.to_string(), label: right_label(g), on: grant.allow.iter().any(|a| a == g) })
                .collect();
            // Single operations written by hand stay as they are.
            for single in grant.allow.iter().filter(|a| !GROUPS.contains(&a.as_str())) {
                rights.push(Choice { value: single.clone(), label: single.clone(), on: true });
            }
            let join = |list: &Option<Vec<String>>| list.as_ref().map(|l| l.join(", ")).unwrap_or_default();
            Row {
                index,
                targets: known.targets(&grant.accounts),
                rights,
                folders: join(&grant.folders),
                recipients: join(&grant.recipients),
                cap: grant.max_sends_per_day.map(|c| c.to_string()).unwrap_or_default(),
                expires: grant.expires_at.map(|at| at.to_string()).unwrap_or_default(),
            }
        })
        .collect()
}

/// An end as typed: an ISO 8601 date-time, or a date, meaning the end of that day (UTC).
fn read_end(typed: &str) -> Option<Timestamp> {
    let typed = typed.trim();
    if typed.len() == 10 {
        let start = Timestamp::parse_iso(&format!("{typed}T00:00:00Z"))?;
        return Some(Timestamp(start.micros() + 86_400_000_000));
    }
    Timestamp::parse_iso(typed)
}

/// A comma- or space-separated list; `None` when empty.
fn read_list(typed: &str, spaces_split: bool) -> Option<Vec<String>> {
    let items: Vec<String> = typed
        .split(|c: char| c == ',' || c == '\n' || (spaces_split && c.is_whitespace()))
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect();
    (!items.is_empty()).then_some(items)
}

/// The grants of a posted form (fields `g{i}.targets`, `g{i}.allow` repeated; `g{i}.folders`,
/// `.recipients`, `.cap`, `.expires`; `g{i}.remove` drops the row). A row with nothing chosen is
/// no grant. A grant of the wrong shape is named by its row, numbered from 1.
pub fn read(form: &[(String, String)], now: Timestamp) -> Result<Vec<Grant>, String> {
    let mut rows: Vec<(Grant, [String; 4], bool)> = Vec::new();
    for (key, value) in form {
        let Some((index, field)) = key.strip_prefix('g').and_then(|k| k.split_once('.')) else { continue };
        let Ok(index) = index.parse::<usize>() else { continue };
        if index >= MAX_ROWS {
            return Err(format!("At most {MAX_ROWS} grants."));
        }
        while rows.len() <= index {
            rows.push((Grant::new(&[], &[]), Default::default(), false));
        }
        let (grant, typed, removed) = &mut rows[index];
        match field {
            "targets" => grant.accounts.push(value.clone()),
            "allow" => grant.allow.push(value.clone()),
            "folders" => typed[0] = value.clone(),
            "recipients" => typed[1] = value.clone(),
            "cap" => typed[2] = value.clone(),
            "expires" => typed[3] = value.clone(),
            "remove" => *removed = true,
            _ => {}
        }
    }
    let mut grants = Vec::new();
    for (n, (mut grant, [folders, recipients, cap, expires], removed)) in rows.into_iter().enumerate() {
        let blank = grant.accounts.is_empty()
            && grant.allow.is_empty()
            && [&folders, &recipients, &cap, &expires].iter().all(|t| t.trim().is_empty());
        if removed || blank {
            continue;
        }
        let row = n + 1;
        grant.folders = read_list(&folders, false);
        grant.recipients = read_list(&recipients, true);
        if !cap.trim().is_empty() {
            grant.max_sends_per_day = Some(
                cap.trim()
                    .parse()
                    .map_err(|_| format!("Grant {row}: sends a day must be a whole number (empty: no limit)."))?,
            );
        }
        if !expires.trim().is_empty() {
            grant.expires_at = Some(read_end(&expires).ok_or_else(|| {
                format!("Grant {row}: the end must be a date (2027-01-31) or a date and time (2027-01-31T18:00:00Z).")
            })?);
        }
        grant.validate(&format!("grant {row}"), now).map_err(|e| e.message)?;
        grants.push(grant);
    }
    Ok(grants)
}

/// Rights in words: sentences under headings (a user's own grants, each role's), and the
/// warnings of them all together.
pub struct Words {
    pub sections: Vec<(String, Vec<String>)>,
    /// Each warning's code (`read_and_send_anywhere`) and words.
    pub warnings: Vec<(&'static str, String)>,
}

/// `sections` (a heading and its grants) in words.
pub fn words(sections: &[(String, &[Grant])], known: &Known) -> Words {
    let now = Timestamp::now();
    let name = |id: &str| known.name(id);
    let all: Vec<Grant> = sections.iter().flat_map(|(_, grants)| grants.iter().cloned()).collect();
    Words {
        sections: sections
            .iter()
            .filter(|(_, grants)| !grants.is_empty())
            .map(|(heading, grants)| (heading.clone(), explain(grants, &name, now).lines))
            .collect(),
        warnings: explain(&all, &name, now).warnings.into_iter().map(|w| (w.code, w.text)).collect(),
    }
}

/// The grants of a JSON array as the API answers them (a record's `grants`).
pub fn of_json(value: &Value) -> Vec<Grant> {
    serde_json::from_value(value.clone()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
    }

    #[test]
    fn rows_come_back_as_the_grants_they_show() {
        let mut grant = Grant::new(&["acc_work", "usr_gone"], &["mail.read", "send", "message.read"]);
        grant.folders = Some(vec!["inbox".into(), "Work/Receipts".into()]);
        grant.recipients = Some(vec!["*@example.com".into()]);
        grant.max_sends_per_day = Some(5);
        grant.expires_at = Some(Timestamp(1_900_000_000_000_000));
        let known = Known { accounts: vec![("acc_work".into(), "Work".into())], users: vec![] };
        let rows = rows(std::slice::from_ref(&grant), &known);
        assert_eq!(rows.len(), 2, "the grant and a blank row");
        // What the form would post: the chosen options and the typed fields.
        let mut form = vec![("csrf".to_string(), "x".to_string())];
        for row in &rows {
            let key = |f: &str| format!("g{}.{f}", row.index);
            form.extend(row.targets.iter().filter(|c| c.on).map(|c| (key("targets"), c.value.clone())));
            form.extend(row.rights.iter().filter(|c| c.on).map(|c| (key("allow"), c.value.clone())));
            for (f, v) in [("folders", &row.folders), ("recipients", &row.recipients), ("cap", &row.cap)] {
                form.push((key(f), v.clone()));
            }
            form.push((key("expires"), row.expires.clone()));
        }
        assert!(rows[0].targets.iter().any(|c| c.value == "usr_gone" && c.on), "unknown targets are kept");
        let mut expected = grant.clone();
        expected.allow = vec!["mail.read".into(), "send".into(), "message.read".into()];
        assert_eq!(read(&form, Timestamp(1_800_000_000_000_000)).unwrap(), vec![expected]);
    }

    #[test]
    fn removed_blank_and_wrong_rows() {
        let now = Timestamp(1_800_000_000_000_000);
        let form = pairs(&[
            ("g0.targets", "own"),
            ("g0.allow", "inboxes"),
            ("g0.remove", "on"),
            ("g1.targets", "*"),
            ("g1.allow", "mail.read"),
            ("g1.expires", "2030-01-31"),
            ("g2.folders", ""),
        ]);
        let grants = read(&form, now).unwrap();
        assert_eq!(grants.len(), 1);
        assert_eq!(grants[0].expires_at, Timestamp::parse_iso("2030-02-01T00:00:00Z"));
        let wrong = |list: &[(&str, &str)]| read(&pairs(list), now).unwrap_err();
        assert!(wrong(&[("g0.targets", "own")]).contains("grant 1.allow"));
        assert!(wrong(&[("g0.targets", "own"), ("g0.allow", "send"), ("g0.cap", "many")]).starts_with("Grant 1:"));
        assert!(wrong(&[("g1.allow", "send"), ("g1.targets", "own"), ("g1.expires", "soon")]).starts_with("Grant 2:"));
        assert!(wrong(&[("g0.allow", "send"), ("g0.targets", "own"), ("g0.recipients", "bob")]).contains("recipients"));
        assert!(wrong(&[("g100.allow", "send")]).contains("At most"));
    }
}
