//! Google's OAuth 2.0 endpoints for web server apps: `/o/oauth2/v2/auth` (auth code + PKCE),
//! `/token` (authorization_code and refresh_token grants), `/revoke` and `/tokeninfo`; and the
//! check of the access tokens Gmail requests carry.
//!
//! There is no consent screen: `/o/oauth2/v2/auth` answers at once with a redirect for the
//! user the test signed in ([`super::FakeGoogle::sign_in_as`]).

use std::collections::HashMap;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use super::util::now_secs;
use super::{CLIENT_ID, CLIENT_SECRET, Call, Reply, State};
use crate::fake::oauth::{basic_credentials, s256_challenge};

/// How long an authorization code can be redeemed (10 minutes).
// https://developers.google.com/identity/protocols/oauth2/web-server
const CODE_LIFETIME: Duration = Duration::from_secs(600);

/// The issuer of Google's ID tokens.
// https://developers.google.com/identity/openid-connect/openid-connect
pub(super) const ISSUER: &str = "https://accounts.google.com";

pub(super) struct AuthCode {
    user: String,
    client_id: String,
    redirect_uri: String,
    /// The S256 PKCE challenge, if the request had one.
    challenge: Option<String>,
    scope: String,
    /// Whether redeeming it gives a refresh token.
    offline: bool,
    expires: Instant,
    redeemed: bool,
}

pub(super) struct RefreshGrant {
    pub(super) user: String,
    client_id: String,
    scope: String,
    pub(super) revoked: bool,
}

pub(super) struct AccessGrant {
    pub(super) user: String,
    pub(super) scope: String,
    pub(super) expires: Instant,
    /// The refresh token it came from (revoking that revokes it too).
    refresh_token: Option<String>,
    pub(super) revoked: bool,
}

pub(super) fn serve(st: &mut State, call: &Call, path: &str) -> Reply {
    match (call.method.as_str(), path) {
        ("GET", "/o/oauth2/v2/auth") => authorize(st, call),
        ("POST", "/token") => token(st, call),
        ("POST", "/revoke") => revoke_endpoint(st, call),
        ("GET" | "POST", "/tokeninfo") => tokeninfo(st, call),
        _ => Reply::text(405, "Method Not Allowed"),
    }
}

/// `GET /o/oauth2/v2/auth`: a 302 back to the redirect URI with `state`, `code` and `scope`,
/// or with `error`. An unknown client or a missing redirect URI gets an error page instead
/// (there is nowhere safe to redirect to).
// https://developers.google.com/identity/protocols/oauth2/web-server
fn authorize(st: &mut State, call: &Call) -> Reply {
    let query: HashMap<String, String> = call.query_pairs().into_iter().collect();
    st.authorize_requests.push(query.clone());
    let param = |name: &str| query.get(name).map(String::as_str).filter(|v| !v.is_empty());
    if param("client_id") != Some(CLIENT_ID) {
        return Reply::html(400, "Error 401: invalid_client", "The OAuth client was not found.");
    }
    let Some(redirect_uri) = param("redirect_uri") else {
        return Reply::html(400, "Error 400: invalid_request", "Missing required parameter: redirect_uri");
    };
    if !redirect_uri.contains("://") || axum::http::HeaderValue::try_from(redirect_uri).is_err() {
        return Reply::html(400, "Error 400: redirect_uri_mismatch", "The redirect URI is not valid.");
    }
    let state = param("state");
    let back = |pairs: &[(&str, &str)]| {
        let mut query = form_urlencoded::Serializer::new(String::new());
        if let Some(state) = state {
            query.append_pair("state", state);
        }
        for (name, value) in pairs {
            query.append_pair(name, value);
        }
        let separator = if redirect_uri.contains('?') { '&' } else { '?' };
        Reply::empty(302).with_header("Location", format!("{redirect_uri}{separator}{}", query.finish()))
    };
    let fail = |error: &str, description: &str| back(&[("error", error), ("error_description", description)]);
    if param("response_type") != Some("code") {
        return fail("unsupported_response_type", "The fake supports response_type=code only.");
    }
    let Some(scope) = param("scope") else { return fail("invalid_request", "Missing required parameter: scope") };
    let challenge = param("code_challenge").map(str::to_string);
    if challenge.is_some() && param("code_challenge_method") != Some("S256") {
        return fail("invalid_request", "code_challenge_method must be S256.");
    }
    let Some(user) = st.signed_in.clone() else { return back(&[("error", "access_denied")]) };
    // A refresh token comes with `access_type=offline`, on the user's first grant to the client
    // or when the request forced the consent screen again with `prompt=consent`.
    // https://developers.google.com/identity/protocols/oauth2/web-server#offline
    let consent_key = (user.to_lowercase(), CLIENT_ID.to_string());
    let first = !st.consents.contains(&consent_key);
    let prompt_consent = param("prompt").is_some_and(|p| p.split_whitespace().any(|w| w == "consent"));
    let offline = param("access_type") == Some("offline") && (first || prompt_consent);
    st.consents.insert(consent_key);
    let scope = scope.split_whitespace().collect::<Vec<_>>().join(" ");
    let code = format!("4/0A{}", st.rng.token(54));
    st.codes.insert(
        code.clone(),
        AuthCode {
            user,
            client_id: CLIENT_ID.to_string(),
            redirect_uri: redirect_uri.to_string(),
            challenge,
            scope: scope.clone(),
            offline,
            expires: Instant::now() + CODE_LIFETIME,
            redeemed: false,
        },
    );
    back(&[("code", &code), ("scope", &scope)])
}

/// `POST /token`: the client authenticates with `client_id` and `client_secret` in the form or
/// with HTTP Basic.
// https://developers.google.com/identity/protocols/oauth2/web-server#exchange-authorization-code
fn token(st: &mut State, call: &Call) -> Reply {
    let form = call.form();
    let basic = call.header("authorization").and_then(basic_credentials);
    let client_id = form.get("client_id").cloned().or_else(|| basic.as_ref().map(|(id, _)| id.clone()));
    let secret = form.get("client_secret").cloned().or_else(|| basic.map(|(_, secret)| secret.unwrap_or_default()));
    if client_id.as_deref() != Some(CLIENT_ID) {
        return error(401, "invalid_client", "The OAuth client was not found.");
    }
    match secret.as_deref() {
        None | Some("") => return error(400, "invalid_request", "client_secret is missing."),
        Some(CLIENT_SECRET) => {}
        Some(_) => return error(401, "invalid_client", "The OAuth client was not found."),
    }
    match form.get("grant_type").map(String::as_str) {
        Some("authorization_code") => code_grant(st, &form),
        Some("refresh_token") => refresh_grant(st, &form),
        None | Some("") => error(400, "unsupported_grant_type", "Invalid grant_type: "),
        Some(other) => error(400, "unsupported_grant_type", &format!("Invalid grant_type: {other}")),
    }
}

// https://developers.google.com/identity/protocols/oauth2/web-server#exchange-authorization-code
fn code_grant(st: &mut State, form: &HashMap<String, String>) -> Reply {
    let bad = || error(400, "invalid_grant", "Bad Request");
    let Some(code) = form.get("code") else { return bad() };
    let Some(grant) = st.codes.get_mut(code) else { return bad() };
    if grant.redeemed || Instant::now() >= grant.expires || grant.client_id != CLIENT_ID {
        return bad();
    }
    if form.get("redirect_uri") != Some(&grant.redirect_uri) {
        return bad();
    }
    if let Some(challenge) = &grant.challenge {
        let Some(verifier) = form.get("code_verifier") else { return bad() };
        if s256_challenge(verifier) != *challenge {
            return bad();
        }
    }
    grant.redeemed = true;
    let (user, scope, offline) = (grant.user.clone(), grant.scope.clone(), grant.offline);
    let refresh_token = offline.then(|| {
        let token = format!("1//0{}", st.rng.token(75));
        st.refresh_tokens.insert(
            token.clone(),
            RefreshGrant { user: user.clone(), client_id: CLIENT_ID.to_string(), scope: scope.clone(), revoked: false },
        );
        token
    });
    let mut body = issue(st, &user, &scope, refresh_token.clone());
    if let Some(token) = refresh_token {
        body["refresh_token"] = Value::from(token);
    }
    token_reply(body)
}

/// A refresh gives a new access token and no new refresh token (Google does not rotate them).
/// A `scope` parameter is accepted and ignored.
// https://developers.google.com/identity/protocols/oauth2/web-server#offline
fn refresh_grant(st: &mut State, form: &HashMap<String, String>) -> Reply {
    let token = form.get("refresh_token").cloned().unwrap_or_default();
    let Some(grant) = st.refresh_tokens.get(&token).filter(|g| !g.revoked && g.client_id == CLIENT_ID) else {
        return error(400, "invalid_grant", "Token has been expired or revoked.");
    };
    let (user, scope) = (grant.user.clone(), grant.scope.clone());
    st.refreshes += 1;
    let body = issue(st, &user, &scope, Some(token));
    token_reply(body)
}

/// A token response without its refresh token: an access token, and an ID token when the
/// scope has `openid`.
// https://developers.google.com/identity/protocols/oauth2/web-server#exchange-authorization-code
fn issue(st: &mut State, user: &str, scope: &str, refresh_token: Option<String>) -> Value {
    let lifetime = st.access_lifetime;
    let access_token = format!("ya29.a0{}", st.rng.token(120));
    let now = Instant::now();
    let expires = now.checked_add(Duration::from_secs(lifetime)).unwrap_or(now + Duration::from_secs(3_153_600_000));
    st.access_tokens.insert(
        access_token.clone(),
        AccessGrant { user: user.to_string(), scope: scope.to_string(), expires, refresh_token, revoked: false },
    );
    let mut body = json!({
        "access_token": access_token,
        "expires_in": lifetime,
        "scope": scope,
        "token_type": "Bearer",
    });
    if scope.split_whitespace().any(|s| s == "openid") {
        let now = now_secs();
        let sub = match st.user_index(user) {
            Some(index) => st.users[index].sub.clone(),
            None => st.rng.digits(21),
        };
        let claims = json!({
            "iss": ISSUER,
            "azp": CLIENT_ID,
            "aud": CLIENT_ID,
            "sub": sub,
            "email": user,
            "email_verified": true,
            "iat": now,
            "exp": now + 3600,
        });
        body["id_token"] = Value::from(st.signer.sign(&claims));
    }
    body
}

/// Access and refresh tokens for `address` as if it had signed in with `access_type=offline`
/// (for tests that skip the browser flow).
pub(super) fn grant_tokens(st: &mut State, address: &str, scope: &str) -> (String, String) {
    let refresh_token = format!("1//0{}", st.rng.token(75));
    st.refresh_tokens.insert(
        refresh_token.clone(),
        RefreshGrant {
            user: address.to_string(),
            client_id: CLIENT_ID.to_string(),
            scope: scope.to_string(),
            revoked: false,
        },
    );
    st.consents.insert((address.to_lowercase(), CLIENT_ID.to_string()));
    let body = issue(st, address, scope, Some(refresh_token.clone()));
    (body["access_token"].as_str().unwrap_or_default().to_string(), refresh_token)
}

/// `POST /revoke` with `token` in the query or the form: a refresh token is revoked with its
/// access tokens; an access token with the refresh token it came from (and that one's other
/// access tokens). The grant is gone: the next authorization is a first one again.
// https://developers.google.com/identity/protocols/oauth2/web-server#tokenrevoke
fn revoke_endpoint(st: &mut State, call: &Call) -> Reply {
    let token = call.query_value("token").or_else(|| call.form().get("token").cloned()).unwrap_or_default();
    let refresh = if st.refresh_tokens.contains_key(&token) {
        Some(token.clone())
    } else if let Some(grant) = st.access_tokens.get_mut(&token) {
        grant.revoked = true;
        grant.refresh_token.clone()
    } else {
        return error(400, "invalid_token", "Token expired or revoked");
    };
    if let Some(refresh) = refresh
        && let Some(grant) = st.refresh_tokens.get_mut(&refresh)
    {
        grant.revoked = true;
        let user = grant.user.to_lowercase();
        for access in st.access_tokens.values_mut() {
            if access.refresh_token.as_deref() == Some(refresh.as_str()) {
                access.revoked = true;
            }
        }
        st.consents.remove(&(user, CLIENT_ID.to_string()));
    }
    Reply::json(200, json!({}))
}

/// `GET /tokeninfo?access_token=…` (or `POST` with the form field `access_token`): what Google
/// knows of a live access token, every value a string as Google writes them (`email` with
/// `email_verified`, as for a token whose grant included the user's address). An unknown,
/// expired or revoked token answers 400 `invalid_token`.
// https://developers.google.com/identity/protocols/oauth2 (https://oauth2.googleapis.com/tokeninfo)
fn tokeninfo(st: &mut State, call: &Call) -> Reply {
    st.tokeninfo_requests += 1;
    let token = call.query_value("access_token").or_else(|| call.form().remove("access_token")).unwrap_or_default();
    let now = Instant::now();
    let Some(grant) = st.access_tokens.get(&token).filter(|g| !g.revoked && now < g.expires) else {
        return error(400, "invalid_token", "Invalid Value");
    };
    let left = grant.expires.saturating_duration_since(now).as_secs();
    let sub = st.user_index(&grant.user).map(|i| st.users[i].sub.clone()).unwrap_or_default();
    // Google says `offline` for a token that came with (or from) a refresh token.
    let access_type = if grant.refresh_token.is_some() { "offline" } else { "online" };
    Reply::json(
        200,
        json!({
            "azp": CLIENT_ID,
            "aud": CLIENT_ID,
            "sub": sub,
            "scope": grant.scope,
            "exp": (now_secs() + left).to_string(),
            "expires_in": left.to_string(),
            "email": grant.user,
            "email_verified": "true",
            "access_type": access_type,
        }),
    )
    .with_header("Cache-Control", "no-cache, no-store, max-age=0, must-revalidate")
}

/// Revokes every token of `address` and forgets its grant.
pub(super) fn revoke_user(st: &mut State, address: &str) {
    for grant in st.refresh_tokens.values_mut() {
        if grant.user.eq_ignore_ascii_case(address) {
            grant.revoked = true;
        }
    }
    for grant in st.access_tokens.values_mut() {
        if grant.user.eq_ignore_ascii_case(address) {
            grant.revoked = true;
        }
    }
    st.consents.retain(|(user, _)| !user.eq_ignore_ascii_case(address));
}

fn token_reply(body: Value) -> Reply {
    Reply::json(200, body).with_header("Cache-Control", "no-cache, no-store, max-age=0, must-revalidate")
}

/// The token endpoint's error body: `{"error","error_description"}`.
// https://developers.google.com/identity/protocols/oauth2/web-server#exchange-errors
fn error(status: u16, error: &str, description: &str) -> Reply {
    Reply::json(status, json!({"error": error, "error_description": description}))
}

/// Why an access token is refused, if it is.
pub(super) enum TokenProblem {
    Missing,
    Invalid,
    Scope,
}

/// The user of the request's access token (`Authorization: Bearer …`, or the `access_token`
/// query parameter). The token must be live and its scope must include Gmail
/// (`https://mail.google.com/` or a `https://www.googleapis.com/auth/gmail.*` scope).
// https://developers.google.com/gmail/api/auth/scopes
pub(super) fn access_user(st: &State, call: &Call) -> Result<String, TokenProblem> {
    let header = call.bearer().map(str::to_string);
    let Some(token) = header.or_else(|| call.query_value("access_token")).filter(|t| !t.is_empty()) else {
        return Err(TokenProblem::Missing);
    };
    let grant = st.access_tokens.get(&token).ok_or(TokenProblem::Invalid)?;
    if grant.revoked || Instant::now() >= grant.expires {
        return Err(TokenProblem::Invalid);
    }
    let gmail = grant
        .scope
        .split_whitespace()
        .any(|s| s == "https://mail.google.com/" || s.starts_with("https://www.googleapis.com/auth/gmail."));
    if !gmail {
        return Err(TokenProblem::Scope);
    }
    Ok(grant.user.clone())
}
