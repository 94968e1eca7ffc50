//! Postern's mail providers. So far: [`discovery`], which turns an email address into
//! ready-to-use server settings. The adapters (IMAP+SMTP, JMAP, POP3, Graph, Gmail) come next.
//!
//! Depends on `postern-core` only; network access goes through the [`discovery::Lookup`] trait so
//! that tests answer from fixtures.

pub mod discovery;
