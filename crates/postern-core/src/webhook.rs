//! Webhook signatures as Standard Webhooks v1 defines them (https://www.standardwebhooks.com/,
//! a home of `hmac`, as `totp` is): a request carries `webhook-id`, `webhook-timestamp` and
//! `webhook-signature`, the last `v1,` and the base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`
//! under the endpoint's secret (several, space-separated, while a rotated secret still signs).
//! The server signs with it (docs/WEBHOOKS.md); a Rust consumer verifies with it.

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use hmac::{KeyInit, Mac};

/// How a secret is written: `whsec_` and its bytes in base64.
pub const SECRET_PREFIX: &str = "whsec_";

/// The bytes of a new secret.
const SECRET_BYTES: usize = 32;

/// How far a request's timestamp may be from the verifier's clock (the spec's suggestion).
pub const TOLERANCE_SECONDS: i64 = 300;

type HmacSha256 = hmac::Hmac<sha2::Sha256>;

/// An endpoint's signing secret. Never printed.
#[derive(Clone, PartialEq, Eq)]
pub struct Secret(Vec<u8>);

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Secret(…)")
    }
}

impl Secret {
    /// A new random secret.
    pub fn generate() -> Secret {
        let mut bytes = vec![0u8; SECRET_BYTES];
        crate::id::random_bytes(&mut bytes);
        Secret(bytes)
    }

    /// A secret as written (`whsec_…`, or the base64 alone); `None` when it is not one.
    pub fn parse(text: &str) -> Option<Secret> {
        let encoded = text.trim().strip_prefix(SECRET_PREFIX).unwrap_or(text.trim());
        let bytes = STANDARD.decode(encoded).ok()?;
        (!bytes.is_empty() && bytes.len() <= 64).then_some(Secret(bytes))
    }

    /// The secret as written, `whsec_…`: shown once, to the endpoint's owner.
    pub fn reveal(&self) -> String {
        format!("{SECRET_PREFIX}{}", STANDARD.encode(&self.0))
    }

    fn mac(&self, id: &str, timestamp: i64, body: &[u8]) -> HmacSha256 {
        let mut mac = HmacSha256::new_from_slice(&self.0).expect("HMAC takes a key of any length");
        mac.update(id.as_bytes());
        mac.update(b".");
        mac.update(timestamp.to_string().as_bytes());
        mac.update(b".");
        mac.update(body);
        mac
    }
}

/// The `webhook-signature` value for a request signed with each of `secrets` (the current one,
/// and a rotated one during its grace period).
pub fn signature(secrets: &[&Secret], id: &str, timestamp: i64, body: &[u8]) -> String {
    let each =
        secrets.iter().map(|s| format!("v1,{}", STANDARD.encode(s.mac(id, timestamp, body).finalize().into_bytes())));
    each.collect::<Vec<_>>().join(" ")
}

/// Why a request does not verify.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refused {
    /// `webhook-timestamp` is not a number, or further than [`TOLERANCE_SECONDS`] from `now`.
    Timestamp,
    /// No `v1` signature matches.
    Signature,
}

/// Checks a request's headers against `secret`: the timestamp within the tolerance of `now`
/// (Unix seconds) and one of the `v1` signatures (compared in constant time).
pub fn verify(
    secret: &Secret,
    id: &str,
    timestamp: &str,
    signatures: &str,
    body: &[u8],
    now: i64,
) -> Result<(), Refused> {
    let at: i64 = timestamp.trim().parse().map_err(|_| Refused::Timestamp)?;
    if (now - at).abs() > TOLERANCE_SECONDS {
        return Err(Refused::Timestamp);
    }
    let matches = signatures.split_whitespace().filter_map(|s| s.strip_prefix("v1,")).any(|encoded| {
        STANDARD.decode(encoded).is_ok_and(|given| secret.mac(id, at, body).verify_slice(&given).is_ok())
    });
    if matches { Ok(()) } else { Err(Refused::Signature) }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The vector of the specification's reference libraries, checked against the official
    /// `standardwebhooks` package (PyPI 1.3.0).
    #[test]
    fn the_reference_vector_signs_and_verifies() {
        let secret = Secret::parse("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw").unwrap();
        let (id, at, body) = ("msg_p5jXN8AQM9LWM0D4loKWxJek", 1_614_265_330, br#"{"test": 2432232314}"#);
        let signed = signature(&[&secret], id, at, body);
        assert_eq!(signed, "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
        assert_eq!(verify(&secret, id, "1614265330", &signed, body, at + 10), Ok(()));
        assert_eq!(Secret::parse("MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"), Some(secret.clone()));
        assert_eq!(secret.reveal(), "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw");
    }

    #[test]
    fn tampering_an_old_timestamp_or_another_secret_is_refused() {
        let (secret, other) = (Secret::generate(), Secret::generate());
        assert_ne!(secret, other);
        let (id, at, body) = ("evt_1", 1_800_000_000, b"{}".as_slice());
        let signed = signature(&[&secret], id, at, body);
        assert_eq!(verify(&secret, id, "1800000000", &signed, b"{ }", at), Err(Refused::Signature));
        assert_eq!(verify(&secret, "evt_2", "1800000000", &signed, body, at), Err(Refused::Signature));
        assert_eq!(verify(&other, id, "1800000000", &signed, body, at), Err(Refused::Signature));
        assert_eq!(verify(&secret, id, "1800000000", &signed, body, at + 301), Err(Refused::Timestamp));
        assert_eq!(verify(&secret, id, "soon", &signed, body, at), Err(Refused::Timestamp));
        assert_eq!(verify(&secret, id, "1800000000", "v1,%%%", body, at), Err(Refused::Signature));
        assert_eq!(Secret::parse("whsec_not base64!"), None);
        assert_eq!(Secret::parse("whsec_"), None);
        assert!(!format!("{secret:?}").contains(&secret.reveal()[6..]));
    }

    /// While a rotated secret still signs, both signatures go, and either secret verifies.
    #[test]
    fn a_rotation_signs_twice() {
        let (new, old) = (Secret::generate(), Secret::generate());
        let signed = signature(&[&new, &old], "evt_1", 1_800_000_000, b"{}");
        assert_eq!(signed.split(' ').count(), 2);
        for secret in [&new, &old] {
            assert_eq!(verify(secret, "evt_1", "1800000000", &signed, b"{}", 1_800_000_000), Ok(()));
        }
    }
}
