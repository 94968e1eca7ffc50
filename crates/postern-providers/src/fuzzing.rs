//! The hand-written parsers of what a provider sends, for the fuzz targets in `fuzz/` (cargo
//! feature `fuzzing`). Not an API: it exists so that the targets can reach code that is
//! otherwise private, and may change at any time.

pub use crate::imap::fuzzing::*;

/// SMTP: one reply line as `(code, text, more lines follow)`.
pub fn smtp_reply_line(line: &str) -> Option<(u16, &str, bool)> {
    crate::smtp::reply_line(line)
}

/// Discovery: how many usable servers an autoconfig file lists (or why it is refused).
pub fn autoconfig(xml: &str) -> Result<usize, String> {
    crate::discovery::parse_autoconfig(xml, "user@example.test", "user", "example.test").map(|s| s.len())
}

/// POP3: a `UIDL` line and a `LIST` line.
pub fn pop3_entries(line: &[u8]) -> (Option<(u32, String)>, Option<(u32, u64)>) {
    (crate::pop3::uidl_entry(line), crate::pop3::list_entry(line))
}

/// JMAP: an event stream cut into reads of `step` bytes: the events (name, data, whether it is
/// a `StateChange` of account `a1`) and whether the reader gave up on an overlong line.
pub fn jmap_events(stream: &[u8], step: usize) -> (Vec<(Option<String>, String, bool)>, bool) {
    let mut events = crate::jmap::push::Events::default();
    let mut out = Vec::new();
    for chunk in stream.chunks(step.max(1)) {
        for e in events.feed(chunk) {
            let state = crate::jmap::push::changes_something(&e.data, "a1");
            out.push((e.name, e.data, state));
        }
        if events.overflowed {
            break;
        }
    }
    (out, events.overflowed)
}

/// JMAP: a server's JSON as an `Email/get` list and a `Mailbox/get` list: how many emails and
/// folders come out of it.
pub fn jmap_answer(json: &[u8]) -> (usize, usize) {
    let Ok(value) = serde_json::from_slice::<serde_json::Value>(json) else { return (0, 0) };
    let list = value.get("list").and_then(|l| l.as_array()).cloned().unwrap_or_default();
    let emails = list.iter().filter_map(crate::jmap::account::message_of).count();
    (emails, crate::jmap::account::folders_of(&list).len())
}

/// Gmail: an HTTP batch's answer with boundary `b` (how many answers, or `None`), and a
/// server's JSON as a message (metadata and full formats): whether it reads as one, and its
/// index text.
pub fn gmail_answer(data: &[u8]) -> (Option<usize>, bool, usize) {
    let answers = crate::gmail::batch::response(data, "b").map(|a| a.len());
    let Ok(value) = serde_json::from_slice::<serde_json::Value>(data) else { return (answers, false, 0) };
    let message = crate::gmail::mailbox::message_of(&value).is_some();
    (answers, message, crate::gmail::mailbox::index_text_of(&value, 1000).text.len())
}
