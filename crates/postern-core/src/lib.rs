//! Postern's domain: ids, tokens, timestamps, the error catalogue, the shapes of inboxes and
//! messages, and the rights model.
//!
//! This crate does no I/O and depends on no other Postern crate; every other crate depends on it.

pub mod client;
pub mod error;
pub mod id;
pub mod invisible;
pub mod model;
pub mod oauth;
pub mod ops;
pub mod redact;
pub mod rights;
pub mod sched;
pub mod senders;
pub mod time;
pub mod token;
pub mod totp;
pub mod webhook;

pub use error::{Error, ErrorCode};
pub use time::Timestamp;

/// `bytes` in lower-case hex (digests, keys, fingerprints).
pub fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut text = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        text.push(char::from(DIGITS[usize::from(b >> 4)]));
        text.push(char::from(DIGITS[usize::from(b & 15)]));
    }
    text
}

#[cfg(test)]
mod tests {
    #[test]
    fn hex_is_lower_case_two_digits_a_byte() {
        assert_eq!(super::hex(&[0x00, 0x0f, 0xa5, 0xff]), "000fa5ff");
        assert_eq!(super::hex(&[]), "");
    }
}
