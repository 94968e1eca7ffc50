//! OAuth 2.0 as the mail providers that take no passwords need it (Microsoft's identity
//! platform, Google): the authorization code grant with PKCE (RFC 7636, S256), the refresh
//! grant, and the device authorization grant (RFC 8628). Hand-written on reqwest (the `oauth2`
//! crate ties its HTTP client to reqwest 0.12, and would add a second digest stack and `chrono`
//! for four form posts; docs/PROVIDERS.md): every answer is bounded, no redirect is followed,
//! and its errors are classified for the account's status.
//!
//! [`Bearer`] is what the adapters of such providers ask for an access token: the server's
//! implementation refreshes it ahead of its expiry, once per account at a time, and stores a
//! rotated refresh token before the new access token is used.

use crate::provider::ProviderError;
use futures_util::future::BoxFuture;
use serde_json::Value;
use std::time::Duration;

/// The largest answer of a token or device endpoint read.
const MAX_ANSWER: u64 = 64 * 1024;

/// An installation's client at one identity provider, and where that provider's endpoints are.
/// Endpoints are settings (national clouds, tests).
#[derive(Clone)]
pub struct OAuthApp {
    pub client_id: String,
    /// `None` for a public client (PKCE only).
    pub client_secret: Option<String>,
    pub authorize_url: reqwest::Url,
    pub token_url: reqwest::Url,
    /// The device authorization endpoint, where the provider has one (Microsoft; not Google).
    pub device_url: Option<reqwest::Url>,
    pub scopes: Vec<String>,
    /// Whether a refresh names the scopes again (Microsoft's v2 endpoint wants them; Google's
    /// does not).
    pub scopes_on_refresh: bool,
    /// More parameters of the authorization URL (Google: `access_type=offline`,
    /// `prompt=consent`, without which it gives no refresh token).
    pub authorize_extra: Vec<(String, String)>,
}

impl std::fmt::Debug for OAuthApp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OAuthApp")
            .field("client_id", &self.client_id)
            .field("client_secret", &self.client_secret.as_ref().map(|_| "…"))
            .field("authorize_url", &self.authorize_url.as_str())
            .field("token_url", &self.token_url.as_str())
            .finish_non_exhaustive()
    }
}

/// An endpoint URL as an administrator gives it: https, or plain http to this machine only.
pub fn endpoint_url(given: &str) -> Result<reqwest::Url, String> {
    let url = reqwest::Url::parse(given.trim()).map_err(|_| format!("{given:?} is not a URL"))?;
    match url.scheme() {
        "https" => {}
        "http" if url.host_str().is_some_and(crate::transport::is_loopback_host) => {}
        _ => return Err(format!("{given:?} must be https (plain http only to this machine)")),
    }
    if url.host_str().is_none() || !url.username().is_empty() || url.password().is_some() {
        return Err(format!("{given:?} must name a host and carry no credentials"));
    }
    Ok(url)
}

/// A PKCE pair (RFC 7636): the verifier stays with Postern, the challenge goes in the
/// authorization URL.
pub struct Pkce {
    pub verifier: String,
    pub challenge: String,
}

impl Pkce {
    /// A verifier of 64 random bytes (86 characters, within the RFC's 43–128) and its S256
    /// challenge.
    pub fn new() -> Pkce {
        let mut bytes = [0u8; 64];
        postern_core::id::random_bytes(&mut bytes);
        let verifier = b64url(&bytes);
        let challenge = Pkce::challenge_of(&verifier);
        Pkce { verifier, challenge }
    }

    /// The S256 challenge of a verifier: BASE64URL(SHA-256(verifier)), unpadded.
    pub fn challenge_of(verifier: &str) -> String {
        use sha2::Digest as _;
        b64url(&sha2::Sha256::digest(verifier.as_bytes()))
    }
}

impl Default for Pkce {
    fn default() -> Self {
        Pkce::new()
    }
}

fn b64url(bytes: &[u8]) -> String {
    use base64::Engine as _;
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

/// What a token endpoint gave. Never printed.
#[derive(Clone)]
pub struct Tokens {
    pub access_token: String,
    /// A new refresh token, when the provider gives (or rotates) one.
    pub refresh_token: Option<String>,
    /// How long the access token is good for.
    pub expires_in: Duration,
    /// The OpenID Connect ID token, when `openid` was asked for.
    pub id_token: Option<String>,
}

impl Tokens {
    /// The address the ID token names (`email`, else `preferred_username` when it is one).
    ///
    /// Its signature is not checked: the token came straight from the token endpoint over
    /// TLS, which OpenID Connect Core §3.1.3.7 accepts in place of the signature. What it says
    /// is a claim the tenant may set, so it only names the mailbox to open: the mail server
    /// then decides whether this access token opens it.
    pub fn signed_in_as(&self) -> Option<String> {
        let token = self.id_token.as_deref().filter(|t| t.len() <= 16 * 1024)?;
        let payload = token.split('.').nth(1)?;
        let bytes =
            base64::Engine::decode(&base64::engine::general_purpose::URL_SAFE_NO_PAD, payload.trim_end_matches('='))
                .ok()?;
        let claims: Value = serde_json::from_slice(&bytes).ok()?;
        ["email", "preferred_username"]
            .iter()
            .filter_map(|k| claims.get(*k).and_then(Value::as_str))
            .map(str::trim)
            .find(|a| a.contains('@') && a.len() <= 254 && !a.chars().any(|c| c.is_whitespace() || c.is_control()))
            .map(str::to_string)
    }
}

impl std::fmt::Debug for Tokens {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tokens").field("expires_in", &self.expires_in).finish_non_exhaustive()
    }
}

/// A device authorization (RFC 8628 §3.2): the person enters `user_code` at
/// `verification_uri`; Postern polls with `device_code`, never shown.
#[derive(Clone)]
pub struct DeviceCode {
    pub device_code: String,
    pub user_code: String,
    pub verification_uri: String,
    pub expires_in: Duration,
    /// The shortest time between two polls.
    pub interval: Duration,
    /// The provider's own instructions, if it gives them.
    pub message: Option<String>,
}

impl std::fmt::Debug for DeviceCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DeviceCode")
            .field("user_code", &self.user_code)
            .field("verification_uri", &self.verification_uri)
            .finish_non_exhaustive()
    }
}

/// How a grant was obtained, and so how its refresh token is redeemed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Obtained {
    /// The authorization code flow in a browser: as the app, with its secret if it has one.
    Browser,
    /// The device code flow: as a public client, never with a secret.
    Device,
}

/// Where a device authorization stands (RFC 8628 §3.5).
#[derive(Debug)]
pub enum DevicePoll {
    /// Not approved yet: ask again after the interval.
    Pending,
    /// Asked too often: the interval grows by 5 s.
    SlowDown,
    Done(Tokens),
}

/// Talks to one identity provider's token and device endpoints.
#[derive(Clone)]
pub struct OAuthClient {
    http: reqwest::Client,
    app: OAuthApp,
}

impl std::fmt::Debug for OAuthClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OAuthClient").field("app", &self.app).finish_non_exhaustive()
    }
}

impl OAuthClient {
    pub fn new(app: OAuthApp) -> Result<OAuthClient, ProviderError> {
        let http = crate::rest::client(Duration::from_secs(30))?;
        Ok(OAuthClient { http, app })
    }

    pub fn app(&self) -> &OAuthApp {
        &self.app
    }

    /// The same client asking for other scopes (another resource of the same provider, such
    /// as Outlook's IMAP and SMTP beside Graph).
    pub fn with_scopes(&self, scopes: Vec<String>) -> OAuthClient {
        OAuthClient { http: self.http.clone(), app: OAuthApp { scopes, ..self.app.clone() } }
    }

    /// The URL a person opens to sign in and consent (RFC 6749 §4.1.1 with RFC 7636 §4.3).
    pub fn authorize_url(
        &self,
        state: &str,
        challenge: &str,
        redirect_uri: &str,
        login_hint: Option<&str>,
    ) -> reqwest::Url {
        let mut url = self.app.authorize_url.clone();
        {
            let mut query = url.query_pairs_mut();
            query
                .append_pair("client_id", &self.app.client_id)
                .append_pair("response_type", "code")
                .append_pair("redirect_uri", redirect_uri)
                .append_pair("response_mode", "query")
                .append_pair("scope", &self.app.scopes.join(" "))
                .append_pair("state", state)
                .append_pair("code_challenge", challenge)
                .append_pair("code_challenge_method", "S256");
            if let Some(hint) = login_hint {
                query.append_pair("login_hint", hint);
            }
            for (name, value) in &self.app.authorize_extra {
                query.append_pair(name, value);
            }
        }
        url
    }

    /// Exchanges an authorization code (RFC 6749 §4.1.3, with the PKCE verifier).
    pub async fn exchange(&self, code: &str, verifier: &str, redirect_uri: &str) -> Result<Tokens, ProviderError> {
        let form = vec![
            ("grant_type", "authorization_code"),
            ("code", code),
            ("redirect_uri", redirect_uri),
            ("code_verifier", verifier),
        ];
        let answer = self.post(&self.app.token_url, form, true).await?;
        tokens_of(answer)
    }

    /// A new access token for a refresh token (RFC 6749 §6), asked the way the grant was
    /// obtained: a device code's grant is a public client's, and Microsoft refuses its refresh
    /// when it carries the app's secret (AADSTS700025), as it refuses a browser grant's without
    /// it. `invalid_grant` (the refresh token expired, was revoked, or consent was withdrawn) is
    /// [`ProviderError::Auth`]; a refused app is [`ProviderError::App`].
    pub async fn refresh(&self, refresh_token: &str, obtained: Obtained) -> Result<Tokens, ProviderError> {
        let scopes = self.app.scopes.join(" ");
        let mut form = vec![("grant_type", "refresh_token"), ("refresh_token", refresh_token)];
        if self.app.scopes_on_refresh {
            form.push(("scope", &scopes));
        }
        let answer = self.post(&self.app.token_url, form, obtained == Obtained::Browser).await?;
        tokens_of(answer)
    }

    /// Starts a device authorization (RFC 8628 §3.1).
    pub async fn device_start(&self) -> Result<DeviceCode, ProviderError> {
        let url = self
            .app
            .device_url
            .as_ref()
            .ok_or_else(|| ProviderError::Protocol("this provider has no device authorization".into()))?;
        let scopes = self.app.scopes.join(" ");
        let answer = self.post(url, vec![("scope", &scopes)], false).await?.map_err(refusal)?;
        let text = |key: &str| answer.get(key).and_then(Value::as_str).map(str::to_string);
        let seconds = |key: &str| seconds_of(answer.get(key));
        let bad = |what: &str| ProviderError::Protocol(format!("the device authorization answered without {what}"));
        let verification_uri =
            text("verification_uri").or_else(|| text("verification_url")).ok_or_else(|| bad("a verification_uri"))?;
        if !verification_uri.starts_with("https://") {
            return Err(ProviderError::Protocol("the device authorization's verification_uri is not https".into()));
        }
        Ok(DeviceCode {
            device_code: text("device_code").ok_or_else(|| bad("a device_code"))?,
            user_code: text("user_code").ok_or_else(|| bad("a user_code"))?,
            verification_uri,
            expires_in: seconds("expires_in").unwrap_or(Duration::from_secs(900)),
            interval: seconds("interval").unwrap_or(Duration::from_secs(5)).max(Duration::from_secs(1)),
            message: text("message").map(|m| m.chars().take(500).collect()),
        })
    }

    /// Asks whether a device authorization was approved (RFC 8628 §3.4), as the public client
    /// the device flow is: without the app's secret (Microsoft's page lists only `client_id`,
    /// `grant_type` and `device_code`,
    /// https://learn.microsoft.com/en-us/entra/identity-platform/v2-oauth2-device-code).
    /// Declined, expired or unknown codes are [`ProviderError::Auth`].
    pub async fn device_poll(&self, device_code: &str) -> Result<DevicePoll, ProviderError> {
        let form = vec![("grant_type", "urn:ietf:params:oauth:grant-type:device_code"), ("device_code", device_code)];
        match self.post(&self.app.token_url, form, false).await? {
            Ok(answer) => Ok(DevicePoll::Done(tokens_of(Ok(answer))?)),
            Err(refused) if refused.code == "authorization_pending" => Ok(DevicePoll::Pending),
            Err(refused) if refused.code == "slow_down" => Ok(DevicePoll::SlowDown),
            Err(refused) => Err(refusal(refused)),
        }
    }

    /// Posts a form (with the client's credentials) and reads the JSON answer: `Ok(Err(..))`
    /// is an OAuth error answer (RFC 6749 §5.2), `Err` anything that is not one.
    async fn post(
        &self,
        url: &reqwest::Url,
        mut form: Vec<(&str, &str)>,
        with_secret: bool,
    ) -> Result<Result<Value, Refused>, ProviderError> {
        form.push(("client_id", &self.app.client_id));
        if with_secret && let Some(secret) = &self.app.client_secret {
            form.push(("client_secret", secret));
        }
        let body = form_urlencoded::Serializer::new(String::new()).extend_pairs(form).finish();
        let response = self
            .http
            .post(url.clone())
            .header("Content-Type", "application/x-www-form-urlencoded")
            .header("Accept", "application/json")
            .body(body)
            .send()
            .await
            .map_err(|e| crate::rest::transport(e, "the sign-in service"))?;
        let status = response.status();
        let retry_after = crate::rest::retry_after(response.headers());
        let body = crate::rest::bounded(response, MAX_ANSWER, "the sign-in service").await?;
        let value: Option<Value> = serde_json::from_slice(&body).ok();
        if status.is_success() {
            return value.map(Ok).ok_or_else(|| ProviderError::Protocol("the sign-in service answered no JSON".into()));
        }
        if status.as_u16() == 429 {
            return Err(ProviderError::Throttled { reason: "the sign-in service answered 429".into(), retry_after });
        }
        match value.as_ref().and_then(|v| v.get("error")).and_then(Value::as_str) {
            Some(code) if status.is_client_error() => {
                let description = value
                    .as_ref()
                    .and_then(|v| v.get("error_description"))
                    .and_then(Value::as_str)
                    .map(first_line)
                    .unwrap_or_default();
                Ok(Err(Refused { code: code.to_string(), description }))
            }
            _ if status.is_server_error() => {
                Err(ProviderError::Unreachable(format!("the sign-in service answered {status}")))
            }
            _ => Err(ProviderError::Protocol(format!("the sign-in service answered {status}"))),
        }
    }
}

/// An OAuth error answer.
struct Refused {
    code: String,
    description: String,
}

/// What a refusal means: a grant or client the provider no longer accepts is the account's
/// credentials refused (`needs_reauth`); a provider's trouble is temporary.
fn refusal(refused: Refused) -> ProviderError {
    let reason = if refused.description.is_empty() {
        refused.code.clone()
    } else {
        format!("{}: {}", refused.code, refused.description)
    };
    match refused.code.as_str() {
        "temporarily_unavailable" | "server_error" => ProviderError::Unreachable(reason),
        "invalid_request" | "unsupported_grant_type" | "invalid_scope" => ProviderError::Protocol(reason),
        // The app itself: its secret expired or is wrong (Microsoft's AADSTS7000222,
        // AADSTS7000215), it was deleted or disabled. Every account would fail alike.
        "invalid_client" | "unauthorized_client" => ProviderError::App(reason),
        // invalid_grant, access_denied, interaction_required, consent_required,
        // authorization_declined, expired_token, bad_verification_code, and anything else the
        // provider refuses.
        _ => ProviderError::Auth(reason),
    }
}

/// The first line of a provider's description, at most 200 characters (Microsoft's carry a
/// trace id and a timestamp on the lines after).
fn first_line(text: &str) -> String {
    text.lines().next().unwrap_or_default().trim().chars().take(200).collect()
}

fn seconds_of(value: Option<&Value>) -> Option<Duration> {
    let value = value?;
    let seconds = value.as_u64().or_else(|| value.as_str().and_then(|s| s.trim().parse().ok()))?;
    Some(Duration::from_secs(seconds.min(366 * 86_400)))
}

fn tokens_of(answer: Result<Value, Refused>) -> Result<Tokens, ProviderError> {
    let answer = answer.map_err(refusal)?;
    let bad = |what: &str| ProviderError::Protocol(format!("the sign-in service answered {what}"));
    let kind = answer.get("token_type").and_then(Value::as_str).unwrap_or_default();
    if !kind.eq_ignore_ascii_case("bearer") {
        return Err(bad("a token that is not a bearer token"));
    }
    let access_token = answer.get("access_token").and_then(Value::as_str).ok_or_else(|| bad("no access_token"))?;
    Ok(Tokens {
        access_token: access_token.to_string(),
        refresh_token: answer.get("refresh_token").and_then(Value::as_str).map(str::to_string),
        expires_in: seconds_of(answer.get("expires_in")).unwrap_or(Duration::from_secs(3600)),
        id_token: answer.get("id_token").and_then(Value::as_str).map(str::to_string),
    })
}

/// Where an adapter gets its access token.
pub trait Bearer: Send + Sync {
    /// A token good for a while yet (refreshed first when it is about to expire).
    fn token(&self) -> BoxFuture<'_, Result<String, ProviderError>>;

    /// The provider refused `token` (HTTP 401): the next [`Bearer::token`] refreshes it, unless
    /// another request did meanwhile.
    fn refused(&self, token: &str) -> BoxFuture<'_, ()>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pkce_challenge_is_the_rfcs() {
        // RFC 7636 appendix B.
        assert_eq!(
            Pkce::challenge_of("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"),
            "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
        );
        let pkce = Pkce::new();
        assert_eq!(pkce.verifier.len(), 86);
        assert_ne!(pkce.verifier, Pkce::new().verifier);
        assert_eq!(pkce.challenge, Pkce::challenge_of(&pkce.verifier));
    }

    #[test]
    fn refusals_say_what_they_mean_for_the_account() {
        let refused = |code: &str| refusal(Refused { code: code.into(), description: "AADSTS70008: expired".into() });
        assert!(
            matches!(refused("invalid_grant"), ProviderError::Auth(m) if m == "invalid_grant: AADSTS70008: expired")
        );
        assert!(matches!(refused("consent_required"), ProviderError::Auth(_)));
        assert!(matches!(refused("invalid_client"), ProviderError::App(_)));
        assert!(matches!(refused("temporarily_unavailable"), ProviderError::Unreachable(_)));
        assert!(matches!(refused("invalid_scope"), ProviderError::Protocol(_)));
        assert_eq!(
            first_line("AADSTS700082: The refresh token has expired.\r\nTrace ID: 1"),
            "AADSTS700082: The refresh token has expired."
        );
    }

    #[test]
    fn endpoints_are_https_or_this_machine() {
        assert!(endpoint_url("https://login.microsoftonline.com/common/oauth2/v2.0/token").is_ok());
        assert!(endpoint_url("http://127.0.0.1:9000/token").is_ok());
        assert!(endpoint_url("http://login.example.com/token").is_err());
        assert!(endpoint_url("https://user:pw@login.example.com/token").is_err());
    }

    #[test]
    fn the_authorization_url_carries_the_challenge_and_the_state() {
        let app = OAuthApp {
            client_id: "client".into(),
            client_secret: Some("s3cr3t-value".into()),
            authorize_url: endpoint_url("https://login.example.com/authorize?p=1").unwrap(),
            token_url: endpoint_url("https://login.example.com/token").unwrap(),
            device_url: None,
            scopes: vec!["offline_access".into(), "Mail.ReadWrite".into()],
            scopes_on_refresh: true,
            authorize_extra: vec![("prompt".into(), "consent".into())],
        };
        let client = OAuthClient::new(app).unwrap();
        let url = client.authorize_url("st", "ch", "https://postern.example/cb", Some("a@b.example"));
        let pairs: Vec<(String, String)> = url.query_pairs().map(|(k, v)| (k.into(), v.into())).collect();
        let get = |k: &str| pairs.iter().find(|(n, _)| n == k).map(|(_, v)| v.as_str());
        assert_eq!(get("p"), Some("1"));
        assert_eq!(get("scope"), Some("offline_access Mail.ReadWrite"));
        assert_eq!(get("code_challenge_method"), Some("S256"));
        assert_eq!(get("state"), Some("st"));
        assert_eq!(get("login_hint"), Some("a@b.example"));
        assert_eq!(get("prompt"), Some("consent"));
        assert!(!url.as_str().contains("s3cr3t-value"));
        assert!(!format!("{client:?}").contains("s3cr3t-value"));
    }

    #[test]
    fn the_id_token_names_the_address_it_was_issued_for() {
        use base64::Engine as _;
        let jwt = |claims: serde_json::Value| {
            let part = |v: String| base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(v);
            format!("{}.{}.c2ln", part(r#"{"alg":"RS256"}"#.into()), part(claims.to_string()))
        };
        let tokens = |id_token: Option<String>| Tokens {
            access_token: "a".into(),
            refresh_token: None,
            expires_in: Duration::from_secs(60),
            id_token,
        };
        let of = |claims| tokens(Some(jwt(claims))).signed_in_as();
        assert_eq!(
            of(serde_json::json!({"email": "adele@contoso.test", "preferred_username": "x@y"})).as_deref(),
            Some("adele@contoso.test")
        );
        assert_eq!(
            of(serde_json::json!({"preferred_username": "adele@contoso.test"})).as_deref(),
            Some("adele@contoso.test")
        );
        assert_eq!(of(serde_json::json!({"preferred_username": "+15551234", "email": "no at sign"})), None);
        assert_eq!(of(serde_json::json!({"email": "a b@c"})), None);
        assert_eq!(tokens(None).signed_in_as(), None);
        assert_eq!(tokens(Some("not a jwt".into())).signed_in_as(), None);
        assert_eq!(tokens(Some("a.%%%.c".into())).signed_in_as(), None);
    }
}
