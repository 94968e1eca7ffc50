//! What the fakes' OAuth 2.0 token endpoints read of a client's request the same way: HTTP
//! Basic client credentials and the PKCE `S256` challenge of a verifier. Which errors they
//! answer is each fake's own `identity.rs`.

use base64::Engine as _;
use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
use sha2::{Digest as _, Sha256};

/// `Authorization: Basic base64(client_id:secret)` (both form-encoded, RFC 6749 §2.3.1): the
/// client id and the secret (`None` when it is empty).
// https://www.rfc-editor.org/rfc/rfc6749#section-2.3.1
pub(crate) fn basic_credentials(header: &str) -> Option<(String, Option<String>)> {
    let (scheme, value) = header.trim().split_once(' ')?;
    if !scheme.eq_ignore_ascii_case("basic") {
        return None;
    }
    let decoded = String::from_utf8(STANDARD.decode(value.trim()).ok()?).ok()?;
    let (id, secret) = decoded.split_once(':').unwrap_or((&decoded, ""));
    let unescape = |s: &str| form_urlencoded::parse(format!("x={s}").as_bytes()).next().map(|(_, v)| v.into_owned());
    let id = unescape(id)?;
    Some((id, (!secret.is_empty()).then(|| unescape(secret).unwrap_or_default())))
}

/// The PKCE `S256` challenge of a code verifier: its SHA-256 in URL-safe base64, unpadded.
// https://www.rfc-editor.org/rfc/rfc7636#section-4.2
pub(crate) fn s256_challenge(verifier: &str) -> String {
    URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes()))
}
