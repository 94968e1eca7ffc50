//! API tokens: `pst_` + 32 base62 characters of randomness (190 bits) + a 6-character checksum.
//!
//! The checksum lets secret scanners (and our own gate) recognise a token without a database
//! look-up; only the SHA-256 of a token is ever stored.

use sha2::{Digest, Sha256};

/// Every token starts with this, so a leaked one is easy to find.
pub const TOKEN_PREFIX: &str = "pst_";
const RANDOM_LEN: usize = 32;
const CHECK_LEN: usize = 6;
/// Total length of a token.
pub const TOKEN_LEN: usize = TOKEN_PREFIX.len() + RANDOM_LEN + CHECK_LEN;

const BASE62: &[u8; 62] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/// A freshly minted token. Its `Debug` output never shows the secret.
pub struct NewToken {
    /// The token itself: shown to its owner once, never stored.
    pub secret: String,
    /// What the store keeps: the hex SHA-256 of the secret.
    pub hash: String,
}

impl std::fmt::Debug for NewToken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("NewToken").field("hash", &self.hash).finish_non_exhaustive()
    }
}

/// Mints a new random token.
pub fn generate() -> NewToken {
    let mut secret = String::with_capacity(TOKEN_LEN);
    secret.push_str(TOKEN_PREFIX);
    let mut filled = 0;
    while filled < RANDOM_LEN {
        let mut buf = [0u8; 64];
        crate::id::random_bytes(&mut buf);
        // Rejection sampling keeps every character equally likely: 248 = 4 * 62.
        for b in buf.iter().filter(|b| **b < 248) {
            if filled == RANDOM_LEN {
                break;
            }
            secret.push(BASE62[(*b % 62) as usize] as char);
            filled += 1;
        }
    }
    let check = checksum(&secret[TOKEN_PREFIX.len()..]);
    secret.push_str(&check);
    let hash = hash(&secret);
    NewToken { secret, hash }
}

/// The prefix of one-time link secrets.
pub const LINK_PREFIX: &str = "plk_";

/// A new one-time link secret: `plk_` and 256 random bits in hex. Stored only as [`hash`].
pub fn link_secret() -> String {
    random_secret(LINK_PREFIX)
}

/// `prefix` and 256 random bits in hex: the secret of a link, a cookie, an OAuth code or
/// refresh token. Stored only as [`hash`].
pub fn random_secret(prefix: &str) -> String {
    let mut raw = [0u8; 32];
    crate::id::random_bytes(&mut raw);
    format!("{prefix}{}", crate::hex(&raw))
}

/// Whether two secrets (or their hashes) are equal, in time that depends on their length only.
pub fn same_secret(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// The prefix of the secrets of web UI setup links (docs/UI.md §4).
pub const SETUP_PREFIX: &str = "pss_";

/// A new setup link secret: `pss_` and 256 random bits in hex. Stored only as [`hash`].
pub fn setup_secret() -> String {
    random_secret(SETUP_PREFIX)
}

/// Whether `candidate` has the shape of a Postern token and a valid checksum.
pub fn is_well_formed(candidate: &str) -> bool {
    if candidate.len() != TOKEN_LEN || !candidate.starts_with(TOKEN_PREFIX) {
        return false;
    }
    let body = &candidate[TOKEN_PREFIX.len()..];
    if !body.bytes().all(|b| b.is_ascii_alphanumeric()) {
        return false;
    }
    let (random, check) = body.split_at(RANDOM_LEN);
    checksum(random) == check
}

/// The hex SHA-256 of a token: the only form the store keeps.
pub fn hash(secret: &str) -> String {
    crate::hex(&Sha256::digest(secret.as_bytes()))
}

/// CRC-32 (IEEE) of `data`, written as 6 base62 characters.
fn checksum(data: &str) -> String {
    let mut crc: u32 = 0xFFFF_FFFF;
    for byte in data.bytes() {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            let mask = (crc & 1).wrapping_neg();
            crc = (crc >> 1) ^ (0xEDB8_8320 & mask);
        }
    }
    let mut value = u64::from(!crc);
    let mut out = [b'0'; CHECK_LEN];
    for slot in out.iter_mut().rev() {
        *slot = BASE62[(value % 62) as usize];
        value /= 62;
    }
    String::from_utf8(out.to_vec()).expect("base62 is ASCII")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_tokens_are_well_formed_and_unique() {
        let a = generate();
        let b = generate();
        assert!(is_well_formed(&a.secret), "{}", a.secret.len());
        assert_eq!(a.secret.len(), TOKEN_LEN);
        assert_ne!(a.secret, b.secret);
        assert_eq!(a.hash, hash(&a.secret));
        assert_eq!(a.hash.len(), 64);
    }

    #[test]
    fn a_changed_character_breaks_the_checksum() {
        let t = generate().secret;
        let mut bytes = t.clone().into_bytes();
        let i = TOKEN_PREFIX.len() + 3;
        bytes[i] = if bytes[i] == b'a' { b'b' } else { b'a' };
        assert!(!is_well_formed(&String::from_utf8(bytes).unwrap()));
        assert!(!is_well_formed("pst_short"));
        assert!(!is_well_formed(&t.replace("pst_", "pat_")));
    }

    #[test]
    fn debug_never_shows_the_secret() {
        let t = generate();
        let shown = format!("{t:?}");
        assert!(!shown.contains(&t.secret[4..12]));
    }
}
