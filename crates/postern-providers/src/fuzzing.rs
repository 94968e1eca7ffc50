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
