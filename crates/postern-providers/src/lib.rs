//! Postern's mail providers.
//!
//! - [`discovery`] turns an email address into ready-to-use server settings (presets, autoconfig,
//!   RFC 6186 SRV, MX); the network sits behind the [`discovery::Lookup`] trait so that tests
//!   answer from fixtures.
//! - [`transport`] is the stream under every connection to a mail server: TLS (rustls) or, to
//!   loopback only, plain TCP; [`transport::Security`] and [`transport::Dial`] say how.
//! - [`imap`] is the IMAP adapter (the one home of `async-imap`):
//!   [`imap::ImapConnection`] connects (TLS, STARTTLS, or plain text to loopback only), logs in and
//!   offers folders with roles, SELECT/STATUS, a streaming header fetch, CONDSTORE/QRESYNC change
//!   fetches, raw bodies, UTF-8 search, APPEND, flags, MOVE, EXPUNGE and IDLE. Its errors are
//!   classified for the account status ([`imap::ImapError`]).
//!
//! - [`smtp`] submits mail (TLS, STARTTLS, AUTH PLAIN/LOGIN) in two steps around the final dot,
//!   so that a caller can tell "not sent" from "may have been sent"; its settings are its own
//!   ([`smtp::SmtpSettings`]), not an IMAP account's.
//!
//! - [`pop3`] is a POP3 client (STLS, SASL PLAIN or USER/PASS, UIDL, TOP, RETR, DELE), every
//!   answer bounded; the POP3 account that syncs through it comes with the provider seam.
//! - [`provider`] says what an account can do whatever its provider ([`provider::Capability`]);
//!   [`registry`] names every provider ([`registry::ProviderKind`]), what each needs and can do,
//!   and an opened account as one value ([`registry::Mailbox`]).
//!
//! - [`jmap`] is the JMAP adapter, [`graph`] the Microsoft Graph adapter, [`gmail`] the Gmail
//!   API adapter; [`oauth`] signs in to the providers that take no passwords (authorization
//!   code with PKCE, refresh, device code) and hands their adapters access tokens
//!   ([`oauth::Bearer`]).
//!
//! Depends on
//! `postern-core` and `postern-mail` (RFC 2047 words and dates in IMAP envelopes). Tests run
//! against a real Dovecot started per test by `postern-testkit`.

pub mod discovery;
pub mod gmail;
pub mod graph;
pub mod imap;
pub mod jmap;
pub mod oauth;
pub mod pop3;
pub mod provider;
pub mod registry;
mod rest;
pub mod settings;
/// `Retry-After` as every HTTP peer of Postern writes it (also webhook endpoints).
pub use rest::retry_after;
pub mod smtp;
pub mod transport;

/// The parsers of provider data, for the fuzz targets only (cargo feature `fuzzing`).
#[cfg(feature = "fuzzing")]
#[doc(hidden)]
pub mod fuzzing;
