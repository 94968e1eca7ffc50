//! Google's signing key: an RSA-2048 key generated when the fake starts, which signs the OIDC
//! ID tokens of Pub/Sub push requests (and of `openid` sign-ins) with RS256, and its JWKS at
//! `/oauth2/v3/certs`.

use aws_lc_rs::rand::SystemRandom;
use aws_lc_rs::rsa::{KeyPair, KeySize};
use aws_lc_rs::signature::{KeyPair as _, RSA_PKCS1_SHA256};
use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde_json::{Value, json};

use super::{Call, Reply, State};

pub(super) struct Signer {
    key: KeyPair,
    /// The key id (`kid`): 40 hex digits, as Google's are.
    pub(super) kid: String,
    /// The modulus and the public exponent, big-endian without leading zeros.
    n: Vec<u8>,
    e: Vec<u8>,
}

impl Signer {
    /// A fresh key. Panics if the key cannot be generated (a broken crypto library, not input).
    pub(super) fn generate(kid: String) -> Signer {
        let key = KeyPair::generate(KeySize::Rsa2048).expect("generate the fake Google's RSA key");
        let (n, e) = rsa_public_components(key.public_key().as_ref()).expect("read the fake Google's RSA public key");
        Signer { key, kid, n, e }
    }

    /// A JWT with `{"alg":"RS256","kid","typ":"JWT"}` and `claims`, signed RSASSA-PKCS1-v1_5
    /// with SHA-256.
    // https://cloud.google.com/pubsub/docs/authenticate-push-subscriptions
    pub(super) fn sign(&self, claims: &Value) -> String {
        let header = json!({"alg": "RS256", "kid": self.kid, "typ": "JWT"});
        let input =
            format!("{}.{}", URL_SAFE_NO_PAD.encode(header.to_string()), URL_SAFE_NO_PAD.encode(claims.to_string()));
        let mut signature = vec![0u8; self.key.public_modulus_len()];
        // Signing with a valid key cannot fail; a failure leaves a signature that does not verify.
        let _ = self.key.sign(&RSA_PKCS1_SHA256, &SystemRandom::new(), input.as_bytes(), &mut signature);
        format!("{input}.{}", URL_SAFE_NO_PAD.encode(signature))
    }

    /// The key as a JWK (`n` and `e` in base64url without padding).
    // https://www.rfc-editor.org/rfc/rfc7518#section-6.3.1
    fn jwk(&self) -> Value {
        json!({
            "kty": "RSA",
            "alg": "RS256",
            "use": "sig",
            "kid": self.kid,
            "n": URL_SAFE_NO_PAD.encode(&self.n),
            "e": URL_SAFE_NO_PAD.encode(&self.e),
        })
    }
}

/// `GET /oauth2/v3/certs`: Google's public keys as a JWK set, cacheable as Google's are.
// https://developers.google.com/identity/openid-connect/openid-connect#validatinganidtoken
pub(super) fn certs(st: &State, call: &Call) -> Reply {
    if call.method != "GET" {
        return Reply::text(405, "Method Not Allowed");
    }
    Reply::json(200, json!({"keys": [st.signer.jwk()]}))
        .with_header("Cache-Control", "public, max-age=21600, must-revalidate, no-transform")
}

/// (n, e) of a DER `RSAPublicKey` (`SEQUENCE { INTEGER n, INTEGER e }`, RFC 8017 A.1.1),
/// big-endian without leading zeros.
fn rsa_public_components(der: &[u8]) -> Option<(Vec<u8>, Vec<u8>)> {
    let (tag, body, _) = der_item(der)?;
    if tag != 0x30 {
        return None;
    }
    let (tag_n, n, rest) = der_item(body)?;
    let (tag_e, e, _) = der_item(rest)?;
    if tag_n != 0x02 || tag_e != 0x02 {
        return None;
    }
    let strip = |bytes: &[u8]| {
        let start = bytes.iter().position(|&b| b != 0).unwrap_or(bytes.len().saturating_sub(1));
        bytes[start..].to_vec()
    };
    Some((strip(n), strip(e)))
}

/// One DER item: (tag, contents, what follows).
fn der_item(input: &[u8]) -> Option<(u8, &[u8], &[u8])> {
    let tag = *input.first()?;
    let first = *input.get(1)?;
    let (len, header) = if first < 0x80 {
        (first as usize, 2)
    } else {
        let count = (first & 0x7f) as usize;
        if count == 0 || count > 4 {
            return None;
        }
        let bytes = input.get(2..2 + count)?;
        (bytes.iter().fold(0usize, |acc, &b| (acc << 8) | b as usize), 2 + count)
    };
    let contents = input.get(header..header.checked_add(len)?)?;
    Some((tag, contents, &input[header + len..]))
}
