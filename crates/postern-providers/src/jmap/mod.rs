//! JMAP accounts (RFC 8620, RFC 8621): a thin client of our own ([`client`]) and the account
//! as a [`crate::provider::Source`] with the changes Postern makes on it ([`account`]).

pub(crate) mod account;
mod client;
pub(crate) mod push;

pub use account::{JmapAccount, flags_of, keyword_of};
pub use client::{JmapCallError, JmapClient, JmapOptions, JmapSettings, Session, session_url};
