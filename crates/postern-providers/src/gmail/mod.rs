//! Gmail mailboxes through the Gmail API (docs/GOOGLE.md, docs/PROVIDERS.md): the [`client`]
//! speaks to the API for one mailbox (quota, slow-downs, HTTP batches in [`batch`]), the
//! [`mailbox`] is that mailbox behind the seam's traits, [`push`] reads and proves what Gmail
//! pushes through Pub/Sub, [`quota`] is what each call costs. The one home of Gmail's wire
//! format.

pub(crate) mod batch;
pub mod client;
pub mod mailbox;
pub mod push;
pub mod quota;

pub use client::{GmailClient, GmailOptions, Pacing};
pub use mailbox::{ALL_MAIL, GmailMailbox, WalkSlot};
