//! Postern's mail layer: parses raw RFC 5322 messages into the fields clients see, turns their
//! HTML into the text a person sees ([`visible_text`]: hidden text never reaches a model, and
//! [`Hidden`] says what was left out), and extracts one-time codes and sign-in links from them.
//!
//! No I/O. Everything here takes untrusted bytes: nothing panics on hostile input, and the
//! extractor's work is bounded by [`MAX_SCAN_CHARS`] and the caps in [`mod@extract`]
//! ([`extract::MAX_SUBJECT_BYTES`], [`extract::MAX_LINE_BYTES`]), applied before anything else.

pub mod authres;
pub mod compose;
pub mod extract;
pub mod hidden;
pub mod html;
pub mod parse;

pub use extract::{Extraction, extract};
pub use hidden::{Hidden, Reason, Visible, visible_plain_text};
pub use html::visible_text;
pub use parse::{ParsedMessage, parse};

/// How much decoded text (subject + body) extraction looks at; codes live near the top.
pub const MAX_SCAN_CHARS: usize = 64 * 1024;
