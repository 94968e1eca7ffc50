//! What Gmail's changes pushed through Cloud Pub/Sub carry, and how a push proves it comes from
//! the installation's subscription: an OIDC ID token (a JWT signed RS256 by Google) in its
//! `Authorization` header, checked against Google's published keys, with the audience and the
//! service account the subscription was set up with
//! (https://cloud.google.com/pubsub/docs/authenticate-push-subscriptions). The push's content
//! only names a mailbox to look at: what changed is asked of Gmail.

use crate::provider::ProviderError;
use base64::Engine as _;
use postern_core::Timestamp;
use serde_json::Value;
use std::collections::HashMap;
use std::time::Duration;
use tokio::time::Instant;

/// Keys are fetched again after this long (Google rotates them over days).
const KEYS_FRESH: Duration = Duration::from_secs(3600);
/// An unknown key id fetches the keys again at most this often.
const REFETCH_AT_MOST: Duration = Duration::from_secs(60);
/// The largest token read, and the largest key set.
const MAX_TOKEN: usize = 8 * 1024;
const MAX_KEYS: u64 = 64 * 1024;
/// Clocks may differ this much.
const SKEW: i64 = 300;

/// Who may push, as the installation set its subscription up.
#[derive(Debug, Clone)]
pub struct Expected {
    pub audience: String,
    pub service_account: String,
}

/// Google's public keys for its ID tokens, fetched from `certs_url` when needed and kept.
pub struct PushKeys {
    http: reqwest::Client,
    certs_url: reqwest::Url,
    /// The keys, and when they were fetched.
    keys: tokio::sync::Mutex<(Keys, Option<Instant>)>,
}

/// RSA public keys by key id: (modulus, exponent).
type Keys = HashMap<String, (Vec<u8>, Vec<u8>)>;

/// A push that names a mailbox: its address and the history id Gmail had reached.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pushed {
    pub email: String,
    pub history_id: Option<u64>,
}

fn url_safe(text: &str) -> Option<Vec<u8>> {
    use base64::engine::{DecodePaddingMode, GeneralPurpose, GeneralPurposeConfig};
    const URL: GeneralPurpose = GeneralPurpose::new(
        &base64::alphabet::URL_SAFE,
        GeneralPurposeConfig::new().with_decode_padding_mode(DecodePaddingMode::Indifferent),
    );
    URL.decode(text).ok()
}

impl PushKeys {
    pub fn new(certs_url: reqwest::Url) -> Result<PushKeys, ProviderError> {
        let http = crate::rest::client(Duration::from_secs(10))?;
        Ok(PushKeys { http, certs_url, keys: tokio::sync::Mutex::new((HashMap::new(), None)) })
    }

    /// The key `kid`, fetching the key set when it is stale or lacks it (at most once a minute).
    async fn key(&self, kid: &str) -> Result<Option<(Vec<u8>, Vec<u8>)>, ProviderError> {
        let mut keys = self.keys.lock().await;
        let age = keys.1.map(|at| at.elapsed());
        let stale = age.is_none_or(|a| a >= KEYS_FRESH);
        let missing = !keys.0.contains_key(kid) && age.is_none_or(|a| a >= REFETCH_AT_MOST);
        if stale || missing {
            let fetched = self.fetch().await?;
            *keys = (fetched, Some(Instant::now()));
        }
        Ok(keys.0.get(kid).cloned())
    }

    async fn fetch(&self) -> Result<Keys, ProviderError> {
        let who = "Google's key server";
        let response =
            self.http.get(self.certs_url.clone()).send().await.map_err(|e| crate::rest::transport(e, who))?;
        if !response.status().is_success() {
            return Err(ProviderError::Unreachable(format!("{who} answered {}", response.status().as_u16())));
        }
        let body = crate::rest::bounded(response, MAX_KEYS, who).await?;
        let value: Value = serde_json::from_slice(&body)
            .map_err(|_| ProviderError::Protocol(format!("{who} answered with something that is not JSON")))?;
        Ok(value
            .get("keys")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter(|k| k.get("kty").and_then(Value::as_str) == Some("RSA"))
            .filter_map(|k| {
                let text = |name: &str| k.get(name).and_then(Value::as_str);
                Some((text("kid")?.to_string(), (url_safe(text("n")?)?, url_safe(text("e")?)?)))
            })
            .collect())
    }

    /// Checks a push's `Authorization` header: `Ok(false)` when the token is missing, badly
    /// signed, expired, or for another audience or account; `Err` only when Google's keys
    /// cannot be had.
    pub async fn verify(&self, authorization: Option<&str>, expected: &Expected) -> Result<bool, ProviderError> {
        let Some(token) = authorization.and_then(|a| a.strip_prefix("Bearer ")).map(str::trim) else {
            return Ok(false);
        };
        let Some(token) = Token::read(token) else { return Ok(false) };
        let Some((n, e)) = self.key(&token.kid).await? else { return Ok(false) };
        Ok(token.signed_by(&n, &e) && token.claims_hold(expected, Timestamp::now().micros() / 1_000_000))
    }
}

/// A JWT as read, before it is trusted.
struct Token {
    kid: String,
    signed: Vec<u8>,
    signature: Vec<u8>,
    claims: Value,
}

impl Token {
    fn read(text: &str) -> Option<Token> {
        if text.len() > MAX_TOKEN {
            return None;
        }
        let mut parts = text.split('.');
        let (header, claims, signature) = (parts.next()?, parts.next()?, parts.next()?);
        if parts.next().is_some() {
            return None;
        }
        let head: Value = serde_json::from_slice(&url_safe(header)?).ok()?;
        if head.get("alg").and_then(Value::as_str) != Some("RS256") {
            return None;
        }
        Some(Token {
            kid: head.get("kid")?.as_str()?.to_string(),
            signed: format!("{header}.{claims}").into_bytes(),
            signature: url_safe(signature)?,
            claims: serde_json::from_slice(&url_safe(claims)?).ok()?,
        })
    }

    fn signed_by(&self, n: &[u8], e: &[u8]) -> bool {
        use aws_lc_rs::signature::{RSA_PKCS1_2048_8192_SHA256, RsaPublicKeyComponents};
        RsaPublicKeyComponents { n, e }.verify(&RSA_PKCS1_2048_8192_SHA256, &self.signed, &self.signature).is_ok()
    }

    fn claims_hold(&self, expected: &Expected, now: i64) -> bool {
        let text = |name: &str| self.claims.get(name).and_then(Value::as_str);
        let number = |name: &str| self.claims.get(name).and_then(Value::as_i64);
        matches!(text("iss"), Some("https://accounts.google.com" | "accounts.google.com"))
            && text("aud") == Some(expected.audience.as_str())
            && text("email").is_some_and(|e| e.eq_ignore_ascii_case(&expected.service_account))
            && self.claims.get("email_verified").and_then(Value::as_bool) == Some(true)
            && number("exp").is_some_and(|exp| exp + SKEW > now)
            && number("iat").is_some_and(|iat| iat - SKEW <= now)
    }
}

/// The mailbox a push's body names (`message.data`: base64 of
/// `{"emailAddress","historyId"}`, https://developers.google.com/gmail/api/guides/push).
pub fn pushed(body: &[u8]) -> Option<Pushed> {
    let value: Value = serde_json::from_slice(body).ok()?;
    let data = value.pointer("/message/data")?.as_str()?;
    let data = base64::engine::general_purpose::STANDARD.decode(data).ok().or_else(|| url_safe(data))?;
    let inner: Value = serde_json::from_slice(&data).ok()?;
    let email = inner.get("emailAddress")?.as_str()?.trim();
    if !email.contains('@') || email.len() > 254 {
        return None;
    }
    let history = inner.get("historyId");
    let history_id = history.and_then(|h| h.as_u64().or_else(|| h.as_str()?.parse().ok()));
    Some(Pushed { email: email.to_string(), history_id })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn token(claims: Value) -> Token {
        Token { kid: "k".into(), signed: Vec::new(), signature: Vec::new(), claims }
    }

    #[test]
    fn claims_must_name_google_the_audience_and_the_account_and_be_current() {
        let expected = Expected {
            audience: "https://p.example/api/v1/push/google".into(),
            service_account: "push@p.iam.gserviceaccount.com".into(),
        };
        let good = json!({ "iss": "https://accounts.google.com", "aud": expected.audience, "email": expected.service_account,
                           "email_verified": true, "iat": 1000, "exp": 4600 });
        assert!(token(good.clone()).claims_hold(&expected, 2000));
        for (key, value) in [
            ("iss", json!("https://evil.example")),
            ("aud", json!("https://other.example")),
            ("email", json!("someone@else.example")),
            ("email_verified", json!(false)),
            ("exp", json!(1000)),
            ("iat", json!(9000)),
        ] {
            let mut bad = good.clone();
            bad[key] = value;
            assert!(!token(bad).claims_hold(&expected, 2000), "{key}");
        }
    }

    #[test]
    fn a_token_must_be_three_parts_of_rs256() {
        assert!(Token::read("a.b").is_none());
        let header = |alg: &str| {
            base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(json!({ "alg": alg, "kid": "k" }).to_string())
        };
        let claims = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(b"{}");
        assert!(Token::read(&format!("{}.{claims}.c2ln", header("RS256"))).is_some());
        assert!(Token::read(&format!("{}.{claims}.c2ln", header("none"))).is_none());
        assert!(Token::read(&format!("{}.{claims}.c2ln", header("HS256"))).is_none());
        assert!(Token::read(&format!("{}.{claims}.c2ln.x", header("RS256"))).is_none());
    }

    #[test]
    fn a_push_names_its_mailbox() {
        let data =
            base64::engine::general_purpose::STANDARD.encode(br#"{"emailAddress":"a@gmail.com","historyId":9876}"#);
        let body =
            json!({ "message": { "data": data, "messageId": "1" }, "subscription": "projects/p/subscriptions/s" });
        assert_eq!(
            pushed(body.to_string().as_bytes()),
            Some(Pushed { email: "a@gmail.com".into(), history_id: Some(9876) })
        );
        assert_eq!(pushed(b"{}"), None);
        assert_eq!(pushed(br#"{"message":{"data":"!!"}}"#), None);
    }
}
