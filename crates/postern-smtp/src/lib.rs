//! Postern's inbound SMTP receiver.
//!
//! [`session::Session`] is the protocol: a sans-I/O state machine fed bytes and verdicts, which
//! answers with [`session::Action`]s. [`listener`] is the thin tokio layer around it: sockets,
//! TLS, timeouts, the connection cap and graceful shutdown. Where mail goes is the caller's
//! business, through the [`MailSink`] trait.
//!
//! [`verify`] checks who really sent a message (SPF, DKIM, ARC, DMARC) for the sink to keep.
//!
//! Depends on `postern-core` only, of ours.

pub mod budget;
pub mod command;
pub mod listener;
pub mod session;
pub mod stats;
pub mod verify;

pub use budget::MemoryBudget;
pub use listener::{Listener, ListenerConfig};
pub use session::{Envelope, RecipientVerdict, SessionConfig, Undelivered};
pub use stats::{Refusal, Stats};
pub use verify::{Verifier, VerifyConfig};

use std::future::Future;

/// Where accepted mail goes. Implemented by the server on top of the store.
pub trait MailSink: Send + Sync + 'static {
    /// Decides whether `address` (as given in `RCPT TO`, without angle brackets) is deliverable.
    fn check_recipient(&self, address: &str) -> impl Future<Output = RecipientVerdict> + Send;

    /// Stores a complete message durably. `Ok` carries a queue id for the `250` reply; only return
    /// once the message is committed to disk.
    fn deliver(&self, envelope: Envelope) -> impl Future<Output = Result<String, Undelivered>> + Send;
}
