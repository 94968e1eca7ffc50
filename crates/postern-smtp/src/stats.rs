//! What a listener has done, counted as it happens, for the service's metrics: sessions, mail
//! accepted, and everything refused by reason. Plain atomics, read whenever asked.

use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};

/// Why the receiver refused a connection, a recipient or a message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// Every session slot was taken (421).
    TooManyConnections,
    /// No inbox has the address (550).
    UnknownRecipient,
    /// The inbox is disabled (550).
    DisabledRecipient,
    /// The domain is not one of the inbox domains (550).
    NotLocal,
    /// The recipient could not be looked up now (451).
    LookupFailed,
    /// More recipients than a transaction may have (452).
    TooManyRecipients,
    /// Larger than the largest message accepted (552).
    TooLarge,
    /// The in-flight bytes' budget was spent (452).
    NoRoom,
    /// The message could not be stored (451).
    StoreFailed,
    /// Every recipient's lists block the sender (550).
    SenderRefused,
    /// The client was silent too long, or the session lasted too long (421).
    Timeout,
}

impl Refusal {
    /// Every reason, in the order [`Stats::refused`] lists them.
    pub const ALL: [Refusal; 11] = [
        Refusal::TooManyConnections,
        Refusal::UnknownRecipient,
        Refusal::DisabledRecipient,
        Refusal::NotLocal,
        Refusal::LookupFailed,
        Refusal::TooManyRecipients,
        Refusal::TooLarge,
        Refusal::NoRoom,
        Refusal::StoreFailed,
        Refusal::SenderRefused,
        Refusal::Timeout,
    ];

    /// The reason's stable name (a metric's label).
    pub fn as_str(self) -> &'static str {
        match self {
            Refusal::TooManyConnections => "too_many_connections",
            Refusal::UnknownRecipient => "unknown_recipient",
            Refusal::DisabledRecipient => "disabled_recipient",
            Refusal::NotLocal => "not_local",
            Refusal::LookupFailed => "lookup_failed",
            Refusal::TooManyRecipients => "too_many_recipients",
            Refusal::TooLarge => "too_large",
            Refusal::NoRoom => "no_room",
            Refusal::StoreFailed => "store_failed",
            Refusal::SenderRefused => "sender_refused",
            Refusal::Timeout => "timeout",
        }
    }
}

/// A listener's counts, shared by its sessions.
#[derive(Debug, Default)]
pub struct Stats {
    open: AtomicI64,
    sessions: AtomicU64,
    accepted: AtomicU64,
    accepted_bytes: AtomicU64,
    refused: [AtomicU64; Refusal::ALL.len()],
}

impl Stats {
    /// Sessions open now.
    pub fn open(&self) -> i64 {
        self.open.load(Ordering::Relaxed)
    }

    /// Sessions begun since the start.
    pub fn sessions(&self) -> u64 {
        self.sessions.load(Ordering::Relaxed)
    }

    /// Messages stored, and their bytes.
    pub fn accepted(&self) -> (u64, u64) {
        (self.accepted.load(Ordering::Relaxed), self.accepted_bytes.load(Ordering::Relaxed))
    }

    /// How often each reason refused something.
    pub fn refused(&self) -> impl Iterator<Item = (Refusal, u64)> + '_ {
        Refusal::ALL.iter().zip(&self.refused).map(|(r, n)| (*r, n.load(Ordering::Relaxed)))
    }

    pub(crate) fn refuse(&self, reason: Refusal) {
        self.refused[reason as usize].fetch_add(1, Ordering::Relaxed);
    }

    pub(crate) fn accept(&self, bytes: usize) {
        self.accepted.fetch_add(1, Ordering::Relaxed);
        self.accepted_bytes.fetch_add(bytes as u64, Ordering::Relaxed);
    }

    /// Counts a session open until the guard is dropped.
    pub(crate) fn session(&self) -> OpenSession<'_> {
        self.sessions.fetch_add(1, Ordering::Relaxed);
        self.open.fetch_add(1, Ordering::Relaxed);
        OpenSession(self)
    }
}

pub(crate) struct OpenSession<'a>(&'a Stats);

impl Drop for OpenSession<'_> {
    fn drop(&mut self) {
        self.0.open.fetch_sub(1, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_reason_has_its_own_count() {
        let stats = Stats::default();
        stats.refuse(Refusal::Timeout);
        stats.refuse(Refusal::Timeout);
        stats.refuse(Refusal::TooManyConnections);
        let counts: Vec<_> = stats.refused().filter(|(_, n)| *n > 0).collect();
        assert_eq!(counts, [(Refusal::TooManyConnections, 1), (Refusal::Timeout, 2)]);
        assert!(Refusal::ALL.iter().enumerate().all(|(i, r)| *r as usize == i), "ALL is in declaration order");
        let open = stats.session();
        assert_eq!((stats.open(), stats.sessions()), (1, 1));
        drop(open);
        assert_eq!((stats.open(), stats.sessions()), (0, 1));
    }
}
