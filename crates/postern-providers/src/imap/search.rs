//! UID SEARCH criteria from a typed query. Values never become IMAP syntax: printable ASCII goes
//! in a quoted string with `\` and `"` escaped, anything else in a literal; line breaks and NULs
//! are dropped (IMAP cannot carry them in a search key).

use super::Arg;
use super::parse::civil_from_days;

/// What to search for in the selected folder; every field that is set must match (AND).
/// An empty query matches every message.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SearchQuery {
    /// Anywhere in the header or body (`TEXT`).
    pub text: Option<String>,
    /// In `From:` (`FROM`).
    pub from: Option<String>,
    /// In `To:` (`TO`).
    pub to: Option<String>,
    /// In `Subject:` (`SUBJECT`).
    pub subject: Option<String>,
    /// Internal date on or after this day (`SINCE`): unix microseconds, of which the UTC day
    /// counts (IMAP compares whole days).
    pub since: Option<i64>,
    /// Internal date before this day (`BEFORE`): unix microseconds, of which the UTC day counts.
    pub before: Option<i64>,
    /// `Some(true)`: only read (`SEEN`); `Some(false)`: only unread (`UNSEEN`).
    pub seen: Option<bool>,
    /// `Some(true)`: only flagged (`FLAGGED`); `Some(false)`: only unflagged (`UNFLAGGED`).
    pub flagged: Option<bool>,
}

impl SearchQuery {
    /// The command's arguments after `UID SEARCH`, and whether it needs `CHARSET UTF-8`.
    pub(crate) fn to_args(&self) -> (Vec<Arg>, bool) {
        let mut args = Vec::new();
        let mut utf8 = false;
        let mut string_key = |key: &str, value: &Option<String>, args: &mut Vec<Arg>| {
            if let Some(value) = value {
                let value: String = value.chars().filter(|c| !matches!(c, '\r' | '\n' | '\0')).collect();
                args.push(Arg::Text(format!(" {key} ")));
                if value.chars().all(|c| (' '..='~').contains(&c)) {
                    args.push(Arg::Text(quote(&value)));
                } else {
                    utf8 |= !value.is_ascii();
                    args.push(Arg::Literal(value.into_bytes()));
                }
            }
        };
        string_key("TEXT", &self.text, &mut args);
        string_key("FROM", &self.from, &mut args);
        string_key("TO", &self.to, &mut args);
        string_key("SUBJECT", &self.subject, &mut args);
        if let Some(since) = self.since {
            args.push(Arg::Text(format!(" SINCE {}", imap_date(since))));
        }
        if let Some(before) = self.before {
            args.push(Arg::Text(format!(" BEFORE {}", imap_date(before))));
        }
        match self.seen {
            Some(true) => args.push(Arg::Text(" SEEN".into())),
            Some(false) => args.push(Arg::Text(" UNSEEN".into())),
            None => {}
        }
        match self.flagged {
            Some(true) => args.push(Arg::Text(" FLAGGED".into())),
            Some(false) => args.push(Arg::Text(" UNFLAGGED".into())),
            None => {}
        }
        if args.is_empty() {
            args.push(Arg::Text(" ALL".into()));
        }
        (args, utf8)
    }
}

/// A quoted string (`"…"`) for printable ASCII.
pub(crate) fn quote(value: &str) -> String {
    format!("\"{}\"", value.replace('\\', "\\\\").replace('"', "\\\""))
}

/// An IMAP `date` (`1-Feb-1994`) of the UTC day of unix microseconds.
fn imap_date(micros: i64) -> String {
    const MONTHS: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    let days = micros.div_euclid(86_400_000_000);
    let (year, month, day) = civil_from_days(days);
    format!("{day}-{}-{year}", MONTHS[(month - 1) as usize])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn render(query: &SearchQuery) -> (String, bool) {
        let (args, utf8) = query.to_args();
        let text = args
            .iter()
            .map(|a| match a {
                Arg::Text(t) => t.clone(),
                Arg::Literal(l) => format!("{{{}}}[{}]", l.len(), String::from_utf8_lossy(l)),
            })
            .collect::<String>();
        (text, utf8)
    }

    #[test]
    fn builds_criteria() {
        assert_eq!(render(&SearchQuery::default()), (" ALL".into(), false));
        let q = SearchQuery {
            from: Some("bob@example.test".into()),
            subject: Some("say \"hi\" \\o/".into()),
            since: Some(837_596_665_000_000),
            seen: Some(false),
            flagged: Some(true),
            ..Default::default()
        };
        assert_eq!(
            render(&q),
            (
                " FROM \"bob@example.test\" SUBJECT \"say \\\"hi\\\" \\\\o/\" SINCE 17-Jul-1996 UNSEEN FLAGGED".into(),
                false
            )
        );
    }

    #[test]
    fn non_ascii_and_hostile_values_become_literals() {
        let q = SearchQuery { text: Some("Grüße".into()), ..Default::default() };
        assert_eq!(render(&q), (" TEXT {7}[Grüße]".into(), true));
        let q = SearchQuery { subject: Some("x\r\nA1 DELETE INBOX".into()), ..Default::default() };
        assert_eq!(render(&q), (" SUBJECT \"xA1 DELETE INBOX\"".into(), false));
        let q = SearchQuery { to: Some("tab\there".into()), ..Default::default() };
        assert_eq!(render(&q), (" TO {8}[tab\there]".into(), false));
    }
}
