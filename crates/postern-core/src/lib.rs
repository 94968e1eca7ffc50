//! Postern's domain: ids, tokens, timestamps, the error catalogue, the shapes of inboxes and
//! messages, and the rights model.
//!
//! This crate does no I/O and depends on no other Postern crate; every other crate depends on it.

pub mod error;
pub mod id;
pub mod model;
pub mod ops;
pub mod rights;
pub mod time;
pub mod token;

pub use error::{Error, ErrorCode};
pub use time::Timestamp;
