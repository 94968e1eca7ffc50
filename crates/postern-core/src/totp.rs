//! Time-based one-time passwords, the second factor of the web UI's sign-in (docs/UI.md):
//! RFC 6238 with the parameters every authenticator app reads from an `otpauth://` link
//! (HMAC-SHA1, 6 digits, 30-second steps), a code accepted one step early or late, and each
//! step at most once (the caller keeps the last step used). The home of `sha1`; `hmac` here is
//! RFC 4226's, as `webhook`'s is Standard Webhooks'.

use hmac::{KeyInit, Mac};

/// Digits of a code.
pub const DIGITS: u32 = 6;
/// Seconds of a step.
pub const STEP: u64 = 30;
/// Bytes of a secret: 160 bits, as RFC 4226 recommends for HMAC-SHA1.
pub const SECRET_LEN: usize = 20;

type HmacSha1 = hmac::Hmac<sha1::Sha1>;

/// A new random secret.
pub fn generate_secret() -> [u8; SECRET_LEN] {
    let mut secret = [0u8; SECRET_LEN];
    crate::id::random_bytes(&mut secret);
    secret
}

/// RFC 4226's HOTP value of `counter`, `digits` long.
pub fn hotp(secret: &[u8], counter: u64, digits: u32) -> u32 {
    let mut mac = HmacSha1::new_from_slice(secret).expect("HMAC takes a key of any length");
    mac.update(&counter.to_be_bytes());
    let digest = mac.finalize().into_bytes();
    let offset = usize::from(digest[digest.len() - 1] & 0x0f);
    let word = u32::from_be_bytes([digest[offset], digest[offset + 1], digest[offset + 2], digest[offset + 3]]);
    (word & 0x7fff_ffff) % 10u32.pow(digits)
}

/// The step a Unix time falls in.
pub fn step_at(unix_seconds: u64) -> u64 {
    unix_seconds / STEP
}

/// The code of `step`, zero-padded to [`DIGITS`].
pub fn code(secret: &[u8], step: u64) -> String {
    format!("{:0width$}", hotp(secret, step, DIGITS), width = DIGITS as usize)
}

/// The step `given` is the code of, if it is one of the steps around `unix_seconds` (one
/// early, now, one late) and later than `last_used` (a code is good once). Spaces in `given`
/// are ignored; anything else that is not [`DIGITS`] digits is no code.
pub fn verify(secret: &[u8], given: &str, unix_seconds: u64, last_used: Option<u64>) -> Option<u64> {
    let given: String = given.chars().filter(|c| !c.is_whitespace()).collect();
    if given.len() != DIGITS as usize || !given.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let now = step_at(unix_seconds);
    let mut matched = None;
    // Every candidate is computed and compared alike, whichever matches.
    for step in [now.saturating_sub(1), now, now + 1] {
        if crate::token::same_secret(&code(secret, step), &given) && last_used.is_none_or(|last| step > last) {
            matched = matched.or(Some(step));
        }
    }
    matched
}

/// The `otpauth://` link an authenticator app reads (from a QR code): `issuer:account`, the
/// secret in base32, and the parameters.
pub fn otpauth_url(secret: &[u8], issuer: &str, account: &str) -> String {
    let label = format!("{}:{}", escape(issuer), escape(account));
    format!(
        "otpauth://totp/{label}?secret={}&issuer={}&algorithm=SHA1&digits={DIGITS}&period={STEP}",
        base32(secret),
        escape(issuer)
    )
}

/// RFC 4648 base32, without padding (as `otpauth://` links carry secrets).
pub fn base32(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 32] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    let mut out = String::with_capacity(bytes.len().div_ceil(5) * 8);
    let (mut buffer, mut bits) = (0u32, 0u32);
    for &byte in bytes {
        buffer = (buffer << 8) | u32::from(byte);
        bits += 8;
        while bits >= 5 {
            bits -= 5;
            out.push(char::from(ALPHABET[((buffer >> bits) & 31) as usize]));
        }
        buffer &= (1 << bits) - 1;
    }
    if bits > 0 {
        out.push(char::from(ALPHABET[((buffer << (5 - bits)) & 31) as usize]));
    }
    out
}

/// Percent-encodes all but unreserved characters (RFC 3986).
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~".contains(&byte) {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const RFC_SECRET: &[u8] = b"12345678901234567890";

    /// RFC 4226, appendix D: HOTP values of counters 0 to 9.
    #[test]
    fn hotp_matches_rfc_4226() {
        let expected = [755224, 287082, 359152, 969429, 338314, 254676, 287922, 162583, 399871, 520489];
        for (counter, value) in expected.iter().enumerate() {
            assert_eq!(hotp(RFC_SECRET, counter as u64, 6), *value, "counter {counter}");
        }
    }

    /// RFC 6238, appendix B: the SHA-1 column, 8 digits.
    #[test]
    fn totp_matches_rfc_6238() {
        let vectors = [
            (59, 94287082),
            (1111111109, 7081804),
            (1111111111, 14050471),
            (1234567890, 89005924),
            (2000000000, 69279037),
            (20000000000, 65353130),
        ];
        for (time, value) in vectors {
            assert_eq!(hotp(RFC_SECRET, step_at(time), 8), value, "time {time}");
        }
        assert_eq!(code(RFC_SECRET, step_at(59)), "287082", "six digits, zero-padded");
    }

    #[test]
    fn a_code_is_good_one_step_around_now_and_once() {
        let now = 1_700_000_000;
        let current = code(RFC_SECRET, step_at(now));
        assert_eq!(verify(RFC_SECRET, &current, now, None), Some(step_at(now)));
        assert_eq!(verify(RFC_SECRET, &current, now + STEP, None), Some(step_at(now)), "one step late");
        assert_eq!(verify(RFC_SECRET, &current, now - STEP, None), Some(step_at(now)), "one step early");
        assert_eq!(verify(RFC_SECRET, &current, now + 2 * STEP, None), None, "two steps late");
        assert_eq!(verify(RFC_SECRET, &current, now, Some(step_at(now))), None, "used already");
        let spaced = format!("{} {}", &current[..3], &current[3..]);
        assert_eq!(verify(RFC_SECRET, &spaced, now, None), Some(step_at(now)));
        for bad in ["", "12345", "1234567", "12a456", "１２３４５６"] {
            assert_eq!(verify(RFC_SECRET, bad, now, None), None, "{bad:?}");
        }
    }

    #[test]
    fn otpauth_links_carry_the_secret_in_base32() {
        // RFC 4648's test vectors, padding left out.
        for (bytes, text) in [("", ""), ("f", "MY"), ("fo", "MZXQ"), ("foo", "MZXW6"), ("foobar", "MZXW6YTBOI")] {
            assert_eq!(base32(bytes.as_bytes()), text);
        }
        assert_eq!(base32(RFC_SECRET), "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
        let url = otpauth_url(RFC_SECRET, "Postern", "ada@example.test");
        assert_eq!(
            url,
            "otpauth://totp/Postern:ada%40example.test?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Postern&algorithm=SHA1&digits=6&period=30"
        );
        assert_ne!(generate_secret(), generate_secret());
    }
}
