//! Microsoft 365 and Outlook.com mailboxes through Microsoft Graph (docs/PROVIDERS.md): the
//! [`client`] speaks to Graph for one mailbox, the [`mailbox`] is that mailbox behind the
//! seam's traits. The one home of Graph's wire format.

pub mod client;
pub mod mailbox;

pub use client::{GraphClient, GraphOptions, Pacing};
pub use mailbox::{GraphMailbox, NotificationTarget, Subscription};
