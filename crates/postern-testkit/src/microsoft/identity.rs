//! The identity platform's v2 endpoints: `/authorize` (auth code + PKCE), `/token`
//! (authorization_code, refresh_token and device_code grants) and `/devicecode`; and
//! `/fake/tokeninfo`, which stands in for Exchange Online's check of an IMAP or SMTP token.
//!
//! There is no login page: `/authorize` answers at once with a redirect for the user the test
//! signed in ([`super::FakeMicrosoft::sign_in_as`]), and device codes are approved by the test
//! ([`super::FakeMicrosoft::approve_device`]).
//!
//! Each access token is for one resource (its audience): the resource its scopes name. Consent
//! (`/authorize`) may name scopes of several resources; a token request names one.

use std::collections::HashMap;
use std::time::{Duration, Instant, SystemTime};

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde_json::{Value, json};

use super::{Call, GRAPH, OUTLOOK, Reply, State, TENANT_ID, aad_time};
use crate::fake::oauth::{basic_credentials, s256_challenge};

/// How long an authorization code can be redeemed ("about 10 minutes").
// https://learn.microsoft.com/en-us/entra/identity-platform/v2-oauth2-auth-code-flow
const CODE_LIFETIME: Duration = Duration::from_secs(600);

/// How long a device code lives (the documented default, 15 minutes).
// https://learn.microsoft.com/en-us/entra/identity-platform/v2-oauth2-device-code
const DEVICE_LIFETIME: u64 = 900;

/// The polling interval the fake asks for: 1 s (the real service says 5) so that tests that
/// poll stay fast.
const DEVICE_INTERVAL: u64 = 1;

const DEVICE_GRANT: &str = "urn:ietf:params:oauth:grant-type:device_code";

/// Scopes that are not a resource's: they are granted alongside any resource scope.
const OIDC_SCOPES: [&str; 4] = ["openid", "profile", "email", "offline_access"];

/// Graph's application id, which also names it in scopes (`00000003-…/Mail.Read`).
const GRAPH_APP_ID: &str = "00000003-0000-0000-c000-000000000000";

/// The scopes of [`OUTLOOK`] that IMAP and SMTP take (the part after the resource).
// https://learn.microsoft.com/en-us/exchange/client-developer/legacy-protocols/how-to-authenticate-an-imap-pop-smtp-application-by-using-oauth
const MAIL_PROTOCOL_SCOPES: [&str; 2] = ["IMAP.AccessAsUser.All", "SMTP.Send"];

pub(super) struct AuthCode {
    user: String,
    client_id: String,
    redirect_uri: String,
    /// The PKCE challenge and whether its method is `plain` (else S256).
    challenge: Option<(String, bool)>,
    scopes: Vec<String>,
    expires: Instant,
    redeemed: bool,
}

pub(super) struct RefreshGrant {
    pub(super) user: String,
    client_id: String,
    /// Everything consented to, whatever the resource.
    scopes: Vec<String>,
    /// The resource of the access token issued with it: what a refresh without `scope` is for.
    resource: String,
    /// Whether it was issued to a confidential client (its secret presented): redeeming it
    /// needs the secret again. A device code's grant is a public client's, and redeeming it
    /// with a secret is refused.
    confidential: bool,
    pub(super) revoked: bool,
}

pub(super) struct AccessGrant {
    pub(super) user: String,
    /// The application it was issued to (a subscription's `applicationId`).
    pub(super) client_id: String,
    pub(super) expires: Instant,
    /// Its audience: the resource its scopes name (see [`resource_of`]).
    pub(super) resource: String,
    /// Its scopes of that resource, as asked (`https://outlook.office.com/SMTP.Send`).
    pub(super) scopes: Vec<String>,
}

pub(super) struct DeviceGrant {
    device_code: String,
    pub(super) user_code: String,
    client_id: String,
    scopes: Vec<String>,
    pub(super) expires: Instant,
    pub(super) status: DeviceStatus,
}

pub(super) enum DeviceStatus {
    Pending,
    Approved(String),
    Declined,
    Redeemed,
}

pub(super) fn serve(st: &mut State, call: &Call, endpoint: &str) -> Reply {
    match (call.method.as_str(), endpoint) {
        ("GET", "authorize") => authorize(st, call),
        ("POST", "token") => token(st, call),
        ("POST", "devicecode") => devicecode(st, call),
        (_, "token" | "devicecode") => {
            error(st, 405, "invalid_request", 900561, "The endpoint only accepts POST requests.")
        }
        _ => Reply::text(404, "Not found."),
    }
}

/// `GET /authorize`: a 302 back to the redirect URI with `code` and `state`, or with `error`.
// https://learn.microsoft.com/en-us/entra/identity-platform/v2-oauth2-auth-code-flow
fn authorize(st: &mut State, call: &Call) -> Reply {
    let query: HashMap<String, String> = call.query_pairs().into_iter().collect();
    let param = |name: &str| query.get(name).map(String::as_str).filter(|v| !v.is_empty());
    // Without a usable redirect URI there is nowhere to send an error: the page shows it.
    let Some(redirect_uri) = param("redirect_uri") else {
        return Reply::text(
            400,
            "AADSTS900144: The request body must contain the following parameter: 'redirect_uri'.",
        );
    };
    if !redirect_uri.contains(':') || axum::http::HeaderValue::try_from(redirect_uri).is_err() {
        return Reply::text(400, "AADSTS50011: The redirect URI specified in the request is not valid.");
    }
    let state = param("state");
    let back = |pairs: &[(&str, &str)]| {
        let mut query = form_urlencoded::Serializer::new(String::new());
        for (name, value) in pairs {
            query.append_pair(name, value);
        }
        if let Some(state) = state {
            query.append_pair("state", state);
        }
        let separator = if redirect_uri.contains('?') { '&' } else { '?' };
        Reply::empty(302).with_header("Location", format!("{redirect_uri}{separator}{}", query.finish()))
    };
    let fail = |error: &str, description: &str| back(&[("error", error), ("error_description", description)]);

    let Some(client_id) = param("client_id") else {
        return fail(
            "invalid_request",
            "AADSTS900144: The request body must contain the following parameter: 'client_id'.",
        );
    };
    let response_type = param("response_type").unwrap_or("");
    if !response_type.split(' ').any(|t| t == "code") {
        return fail(
            "unsupported_response_type",
            &format!("AADSTS70005: response_type '{response_type}' is not enabled for the application."),
        );
    }
    let Some(scope) = param("scope") else {
        return fail(
            "invalid_request",
            "AADSTS900144: The request body must contain the following parameter: 'scope'.",
        );
    };
    if let Some(mode) = param("response_mode")
        && mode != "query"
    {
        return fail("invalid_request", &format!("The fake answers with response_mode=query only, not '{mode}'."));
    }
    let challenge = match (param("code_challenge"), param("code_challenge_method")) {
        (None, _) => None,
        (Some(challenge), None | Some("plain")) => Some((challenge.to_string(), true)),
        (Some(challenge), Some("S256")) => Some((challenge.to_string(), false)),
        (Some(_), Some(method)) => {
            return fail("invalid_request", &format!("AADSTS50000: Unsupported code_challenge_method '{method}'."));
        }
    };
    let Some(user) = st.signed_in.clone() else {
        if param("prompt") == Some("none") {
            return fail("login_required", "AADSTS50058: A silent sign-in request was sent but no user is signed in.");
        }
        return fail("access_denied", "AADSTS65004: User declined to consent to access the app.");
    };
    let code = format!("0.AXEA{}{}", st.code_infix, st.rng.token(72));
    st.codes.insert(
        code.clone(),
        AuthCode {
            user,
            client_id: client_id.to_string(),
            redirect_uri: redirect_uri.to_string(),
            challenge,
            scopes: split_scopes(scope),
            expires: Instant::now() + CODE_LIFETIME,
            redeemed: false,
        },
    );
    back(&[("code", &code)])
}

/// `POST /token`.
// https://learn.microsoft.com/en-us/entra/identity-platform/v2-oauth2-auth-code-flow
fn token(st: &mut State, call: &Call) -> Reply {
    let form = call.form();
    // A confidential client may send its secret in the form or with HTTP Basic: accepted,
    // counted and not kept.
    let basic = call.header("authorization").and_then(basic_credentials);
    let secret = form.contains_key("client_secret") || basic.as_ref().is_some_and(|(_, secret)| secret.is_some());
    if secret {
        st.secrets_sent += 1;
    }
    let client_id = form.get("client_id").cloned().or(basic.map(|(id, _)| id)).unwrap_or_default();
    if client_id.is_empty() {
        return missing(st, "client_id");
    }
    if secret && st.secret_expired {
        let text = format!("The provided client secret keys for app '{client_id}' are expired.");
        return error(st, 401, "invalid_client", 7000222, &text);
    }
    match form.get("grant_type").map(String::as_str) {
        None | Some("") => missing(st, "grant_type"),
        Some("authorization_code") => code_grant(st, &form, &client_id, secret),
        Some("refresh_token") => refresh_grant(st, &form, &client_id, secret),
        // The device code flow is a public client's: the page lists only `client_id`,
        // `grant_type` and `device_code`, and Entra refuses a secret (AADSTS700025).
        // https://learn.microsoft.com/en-us/entra/identity-platform/v2-oauth2-device-code
        Some(DEVICE_GRANT) if secret => public_client(st),
        Some(DEVICE_GRANT) => device_grant(st, &form, &client_id),
        Some(other) => {
            let text = format!("The app requested an unsupported grant type '{other}'.");
            error(st, 400, "unsupported_grant_type", 70003, &text)
        }
    }
}

/// AADSTS700025: a public client's grant presented with a secret.
// https://learn.microsoft.com/en-us/entra/identity-platform/reference-error-codes
fn public_client(st: &mut State) -> Reply {
    let text = "Client is public so neither 'client_assertion' nor 'client_secret' should be presented.";
    error(st, 401, "invalid_client", 700025, text)
}

// https://learn.microsoft.com/en-us/entra/identity-platform/v2-oauth2-auth-code-flow
fn code_grant(st: &mut State, form: &HashMap<String, String>, client_id: &str, secret: bool) -> Reply {
    let Some(code) = form.get("code").filter(|c| !c.is_empty()) else { return missing(st, "code") };
    let Some(grant) = st.codes.get(code) else {
        return error(st, 400, "invalid_grant", 9002313, "Invalid request. Request is malformed or invalid.");
    };
    if grant.redeemed {
        let text = "OAuth2 Authorization code was already redeemed, please retry with a new valid code or use an \
                    existing refresh token.";
        return error(st, 400, "invalid_grant", 54005, text);
    }
    if Instant::now() >= grant.expires {
        let text = "The provided authorization code or refresh token has expired due to inactivity. Send a new \
                    interactive authorization request for this user and resource.";
        return error(st, 400, "invalid_grant", 70008, text);
    }
    if grant.client_id != client_id {
        let text = "The provided value for the 'code' parameter is not valid: it was issued to another client.";
        return error(st, 400, "invalid_grant", 70000, text);
    }
    match form.get("redirect_uri") {
        None => return missing(st, "redirect_uri"),
        Some(uri) if *uri != grant.redirect_uri => {
            let text = "The reply URL specified in the request does not match the reply URL used to request the \
                        authorization code.";
            return error(st, 400, "invalid_grant", 500112, text);
        }
        Some(_) => {}
    }
    if let Some((challenge, plain)) = &grant.challenge {
        let Some(verifier) = form.get("code_verifier") else { return missing(st, "code_verifier") };
        let computed = if *plain { verifier.clone() } else { s256_challenge(verifier) };
        if computed != *challenge {
            let text = "The code_verifier does not match the code_challenge supplied in the authorization request.";
            return error(st, 400, "invalid_grant", 501481, text);
        }
    }
    let (user, granted) = (grant.user.clone(), grant.scopes.clone());
    // Without `scope`, the token is for the first resource the authorization request named.
    let first = first_resource(&granted, &st.url);
    let asked = match asked_scopes(st, form, &granted, &first) {
        Ok(asked) => asked,
        Err(reply) => return reply,
    };
    if let Some(grant) = st.codes.get_mut(code) {
        grant.redeemed = true;
    }
    issue(st, &user, client_id, &asked, &granted, secret)
}

/// Redeeming a refresh token gives a new one (rotation); the old one keeps working unless
/// revoked.
// https://learn.microsoft.com/en-us/entra/identity-platform/v2-oauth2-auth-code-flow
/// A refresh is made as the grant was: with the secret when a confidential client got it
/// (else AADSTS7000218), without when a public client did (else AADSTS700025).
// https://learn.microsoft.com/en-us/entra/identity-platform/v2-oauth2-auth-code-flow
// https://learn.microsoft.com/en-us/entra/identity-platform/v2-oauth2-device-code
fn refresh_grant(st: &mut State, form: &HashMap<String, String>, client_id: &str, secret: bool) -> Reply {
    let Some(token) = form.get("refresh_token").filter(|t| !t.is_empty()) else {
        return missing(st, "refresh_token");
    };
    let Some(grant) = st.refresh_tokens.get(token) else {
        let text = "The provided value for the input parameter 'refresh_token' or 'assertion' is not valid.";
        return error(st, 400, "invalid_grant", 70000, text);
    };
    if grant.revoked {
        // https://learn.microsoft.com/en-us/entra/identity-platform/reference-error-codes
        let text = "The provided grant has expired due to it being revoked, a fresh auth token is needed. The user \
                    might have changed or reset their password.";
        return error(st, 400, "invalid_grant", 50173, text);
    }
    if grant.client_id != client_id {
        let text = "The provided value for the input parameter 'refresh_token' is not valid: it was issued to \
                    another client.";
        return error(st, 400, "invalid_grant", 70000, text);
    }
    match (grant.confidential, secret) {
        (true, false) => {
            let text = "The request body must contain the following parameter: 'client_assertion' or 'client_secret'.";
            return error(st, 401, "invalid_client", 7000218, text);
        }
        (false, true) => return public_client(st),
        _ => {}
    }
    let (user, granted, resource) = (grant.user.clone(), grant.scopes.clone(), grant.resource.clone());
    // Without `scope`, the new token is for the resource the refresh token came with.
    let asked = match asked_scopes(st, form, &granted, &resource) {
        Ok(asked) => asked,
        Err(reply) => return reply,
    };
    st.refreshes += 1;
    st.refresh_scopes.push(form.get("scope").cloned().unwrap_or_default());
    issue(st, &user, client_id, &asked, &granted, secret)
}

/// The scopes a token request gets: its `scope` parameter, which must name one resource and
/// only scopes consented to (OIDC scopes always are); without one, the consented scopes of
/// `resource` (and the OIDC ones).
// https://learn.microsoft.com/en-us/entra/identity-platform/v2-oauth2-auth-code-flow
// https://learn.microsoft.com/en-us/entra/identity-platform/reference-error-codes
fn asked_scopes(
    st: &mut State,
    form: &HashMap<String, String>,
    granted: &[String],
    resource: &str,
) -> Result<Vec<String>, Reply> {
    let url = st.url.clone();
    let Some(scope) = form.get("scope").filter(|s| !s.trim().is_empty()) else {
        return Ok(granted.iter().filter(|s| resource_of(s, &url).is_none_or(|r| r == resource)).cloned().collect());
    };
    let asked = split_scopes(scope);
    if token_resource(&asked, &url).is_none() {
        return Err(more_than_one_resource(st, scope));
    }
    let outside = asked.iter().find(|s| !is_oidc(s) && !granted.iter().any(|g| same_scope(g, s, &url))).cloned();
    if let Some(outside) = outside {
        let text = format!(
            "The user or administrator has not consented to use the application for the scope '{outside}'. Send \
             an interactive authorization request for this user and resource."
        );
        return Err(error(st, 400, "invalid_grant", 65001, &text));
    }
    Ok(asked)
}

/// AADSTS28000: a token is for one resource only.
// https://learn.microsoft.com/en-us/entra/identity-platform/reference-error-codes
fn more_than_one_resource(st: &mut State, scope: &str) -> Reply {
    let text = format!(
        "Provided value for the input parameter scope is not valid because it contains more than one resource. \
         Scope {scope} is not valid."
    );
    error(st, 400, "invalid_scope", 28000, &text)
}

// https://learn.microsoft.com/en-us/entra/identity-platform/v2-oauth2-device-code
fn device_grant(st: &mut State, form: &HashMap<String, String>, client_id: &str) -> Reply {
    let Some(code) = form.get("device_code").filter(|c| !c.is_empty()) else { return missing(st, "device_code") };
    let now = Instant::now();
    let Some(index) = st.devices.iter().position(|d| d.device_code == *code && d.client_id == client_id) else {
        return error(st, 400, "bad_verification_code", 70018, "Invalid verification code entered.");
    };
    let grant = &st.devices[index];
    let expired = now >= grant.expires;
    match &grant.status {
        DeviceStatus::Redeemed => {
            let text = "The device code was already redeemed; request a new one.";
            error(st, 400, "invalid_grant", 54005, text)
        }
        _ if expired => error(st, 400, "expired_token", 70019, "Verification code expired."),
        DeviceStatus::Pending => {
            let text = "OAuth 2.0 device flow error. Authorization is pending. Continue polling.";
            error(st, 400, "authorization_pending", 70016, text)
        }
        DeviceStatus::Declined => {
            error(st, 400, "authorization_declined", 65004, "User declined to consent to access the app.")
        }
        DeviceStatus::Approved(user) => {
            let (user, scopes) = (user.clone(), grant.scopes.clone());
            st.devices[index].status = DeviceStatus::Redeemed;
            issue(st, &user, client_id, &scopes, &scopes, false)
        }
    }
}

/// `POST /devicecode`.
// https://learn.microsoft.com/en-us/entra/identity-platform/v2-oauth2-device-code
fn devicecode(st: &mut State, call: &Call) -> Reply {
    let form = call.form();
    let Some(client_id) = form.get("client_id").filter(|c| !c.is_empty()) else { return missing(st, "client_id") };
    let Some(scope) = form.get("scope").filter(|s| !s.trim().is_empty()) else { return missing(st, "scope") };
    // The token comes without a further `scope`: the request names the one resource it is for.
    if token_resource(&split_scopes(scope), &st.url).is_none() {
        return more_than_one_resource(st, scope);
    }
    // Letters only, without vowels, so that no word appears: "BCDF-GHJK".
    const LETTERS: &[u8] = b"BCDFGHJKLMNPQRSTVWXZ";
    let mut user_code: String = (0..8).map(|_| LETTERS[st.rng.below(LETTERS.len() as u64) as usize] as char).collect();
    user_code.insert(4, '-');
    let device_code = format!("DAQABAAEAAAD{}", st.rng.token(96));
    st.devices.push(DeviceGrant {
        device_code: device_code.clone(),
        user_code: user_code.clone(),
        client_id: client_id.clone(),
        scopes: split_scopes(scope),
        expires: Instant::now() + Duration::from_secs(DEVICE_LIFETIME),
        status: DeviceStatus::Pending,
    });
    let verification_uri = "https://microsoft.com/devicelogin";
    json_reply(json!({
        "device_code": device_code,
        "user_code": user_code,
        "verification_uri": verification_uri,
        "expires_in": DEVICE_LIFETIME,
        "interval": DEVICE_INTERVAL,
        "message": format!(
            "To sign in, use a web browser to open the page {verification_uri} and enter the code {user_code} to \
             authenticate."
        ),
    }))
}

/// A token response: an access token for the one resource `asked` names, a refresh token when
/// `offline_access` was granted (for a `confidential` client when its secret was presented),
/// an ID token when `openid` was.
// https://learn.microsoft.com/en-us/entra/identity-platform/v2-oauth2-auth-code-flow
fn issue(
    st: &mut State,
    user: &str,
    client_id: &str,
    asked: &[String],
    granted: &[String],
    confidential: bool,
) -> Reply {
    let lifetime = st.access_lifetime;
    let access_token = format!("EwBIA8l6BAAU{}", st.rng.token(96));
    let url = st.url.clone();
    let resource = token_resource(asked, &url).unwrap_or_else(|| GRAPH.to_string());
    let scopes = asked.iter().filter(|s| !is_oidc(s)).cloned().collect();
    st.access_tokens.insert(
        access_token.clone(),
        AccessGrant {
            user: user.to_string(),
            client_id: client_id.to_string(),
            expires: in_seconds(lifetime),
            resource: resource.clone(),
            scopes,
        },
    );
    let scope: Vec<&str> =
        asked.iter().map(String::as_str).filter(|s| !s.eq_ignore_ascii_case("offline_access")).collect();
    let mut body = json!({
        "token_type": "Bearer",
        "scope": scope.join(" "),
        "expires_in": lifetime,
        "ext_expires_in": lifetime,
        "access_token": access_token,
    });
    if has_scope(granted, "offline_access") {
        let refresh_token = format!("1.AXEA{}", st.rng.token(144));
        st.refresh_tokens.insert(
            refresh_token.clone(),
            RefreshGrant {
                user: user.to_string(),
                client_id: client_id.to_string(),
                scopes: granted.to_vec(),
                resource,
                confidential,
                revoked: false,
            },
        );
        body["refresh_token"] = Value::from(refresh_token);
    }
    if has_scope(granted, "openid") {
        body["id_token"] = Value::from(id_token(st, user, client_id));
    }
    json_reply(body)
}

/// An ID token shaped like Entra's (a JWT whose signature is random bytes: nothing verifies
/// it), with the claims clients read for the account: `preferred_username`, `email`, `name`,
/// `oid`, `tid`.
fn id_token(st: &mut State, user: &str, client_id: &str) -> String {
    let now = SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let (name, oid) = match st.user_index(user) {
        Some(i) => (st.users[i].display_name.clone(), st.users[i].object_id.clone()),
        None => (user.to_string(), st.rng.uuid()),
    };
    let tenant = TENANT_ID;
    let header = json!({"typ": "JWT", "alg": "RS256", "kid": "fake-postern-testkit"});
    let claims = json!({
        "aud": client_id,
        "iss": format!("https://login.microsoftonline.com/{tenant}/v2.0"),
        "iat": now,
        "nbf": now,
        "exp": now + 3600,
        "name": name,
        "preferred_username": user,
        "email": user,
        "oid": oid,
        "sub": URL_SAFE_NO_PAD.encode(oid.as_bytes()),
        "tid": tenant,
        "ver": "2.0",
    });
    let signature = st.rng.token(256);
    format!("{}.{}.{signature}", URL_SAFE_NO_PAD.encode(header.to_string()), URL_SAFE_NO_PAD.encode(claims.to_string()))
}

/// `GET /fake/tokeninfo?access_token=…` (or the token as a bearer): not a Microsoft API. It
/// stands in for Exchange Online's own check of the token an IMAP or SMTP client presents with
/// XOAUTH2, for a Dovecot that plays Exchange Online (its oauth2 passdb asks this URL and reads
/// the user from `email`). 200 with `email`, `aud`, `scp` and `exp` for a live access token
/// (not expired) for [`OUTLOOK`] with `IMAP.AccessAsUser.All` or `SMTP.Send`; 400
/// `invalid_token` for anything else (a Graph token too). As with Graph, revoking a user's
/// refresh tokens leaves its access tokens live until they expire.
// https://learn.microsoft.com/en-us/exchange/client-developer/legacy-protocols/how-to-authenticate-an-imap-pop-smtp-application-by-using-oauth
pub(super) fn tokeninfo(st: &mut State, call: &Call) -> Reply {
    st.tokeninfo_requests += 1;
    let refuse = || Reply::json(400, json!({"error": "invalid_token"})).with_header("Cache-Control", "no-store");
    let token = call.query_value("access_token").or_else(|| call.bearer().map(str::to_string)).unwrap_or_default();
    let now = Instant::now();
    let Some(grant) = st.access_tokens.get(&token).filter(|g| now < g.expires && g.resource == OUTLOOK) else {
        return refuse();
    };
    let scp: Vec<&str> = grant
        .scopes
        .iter()
        .filter_map(|s| s.rsplit_once('/').map(|(_, name)| name))
        .filter(|name| MAIL_PROTOCOL_SCOPES.iter().any(|m| m.eq_ignore_ascii_case(name)))
        .collect();
    if scp.is_empty() {
        return refuse();
    }
    let left = grant.expires.saturating_duration_since(now).as_secs();
    let unix_now = SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let body = json!({
        "email": grant.user,
        "aud": grant.resource,
        "scp": scp.join(" "),
        "exp": unix_now + left,
    });
    Reply::json(200, body).with_header("Cache-Control", "no-store")
}

/// The resource a scope is for, lowercase: what comes before its last `/`
/// (`https://outlook.office.com/SMTP.Send` → `https://outlook.office.com`). Graph's
/// ([`GRAPH`]) for a bare scope (`Mail.Read`) and for a scope on the fake's own origin `url`;
/// `None` for an OIDC scope, which goes with any resource.
// https://learn.microsoft.com/en-us/entra/identity-platform/scopes-oidc
fn resource_of(scope: &str, url: &str) -> Option<String> {
    if is_oidc(scope) {
        return None;
    }
    let Some((resource, _)) = scope.rsplit_once('/') else { return Some(GRAPH.to_string()) };
    let resource = resource.trim_end_matches('/').to_ascii_lowercase();
    let graph = resource == GRAPH || resource == GRAPH_APP_ID || resource.eq_ignore_ascii_case(url);
    Some(if graph { GRAPH.to_string() } else { resource })
}

/// Whether two scopes are the same permission of the same resource (`User.Read` is
/// `https://graph.microsoft.com/User.Read`); names compare case-insensitively.
fn same_scope(a: &str, b: &str, url: &str) -> bool {
    let name = |s: &str| s.rsplit_once('/').map_or(s, |(_, name)| name).to_ascii_lowercase();
    resource_of(a, url) == resource_of(b, url) && name(a) == name(b)
}

/// The one resource of a token asking for `scopes`: Graph's when they name none (only OIDC
/// scopes: the token is for the UserInfo endpoint, on Graph); `None` when they name more than
/// one.
// https://learn.microsoft.com/en-us/entra/identity-platform/userinfo
fn token_resource(scopes: &[String], url: &str) -> Option<String> {
    let mut resources = scopes.iter().filter_map(|s| resource_of(s, url));
    let first = resources.next().unwrap_or_else(|| GRAPH.to_string());
    resources.all(|r| r == first).then_some(first)
}

/// The first resource `scopes` name (Graph's when none).
fn first_resource(scopes: &[String], url: &str) -> String {
    scopes.iter().find_map(|s| resource_of(s, url)).unwrap_or_else(|| GRAPH.to_string())
}

/// `seconds` from now (a century for a lifetime too long for the clock).
fn in_seconds(seconds: u64) -> Instant {
    let now = Instant::now();
    now.checked_add(Duration::from_secs(seconds)).unwrap_or(now + Duration::from_secs(100 * 365 * 86_400))
}

fn json_reply(body: Value) -> Reply {
    Reply::json(200, body).with_header("Cache-Control", "no-store").with_header("Pragma", "no-cache")
}

fn missing(st: &mut State, parameter: &str) -> Reply {
    let text = format!("The request body must contain the following parameter: '{parameter}'.");
    error(st, 400, "invalid_request", 900144, &text)
}

/// The token endpoint's error body: `error`, `error_description` (with the Trace ID,
/// Correlation ID and Timestamp lines), `error_codes`, `timestamp`, `trace_id`,
/// `correlation_id`, `error_uri`.
// https://learn.microsoft.com/en-us/entra/identity-platform/reference-error-codes
// https://learn.microsoft.com/en-us/entra/identity-platform/v2-oauth2-client-creds-grant-flow
fn error(st: &mut State, status: u16, error: &str, code: u32, text: &str) -> Reply {
    let trace_id = st.rng.uuid();
    let correlation_id = st.rng.uuid();
    let timestamp = aad_time(SystemTime::now());
    let body = json!({
        "error": error,
        "error_description": format!(
            "AADSTS{code}: {text}\r\nTrace ID: {trace_id}\r\nCorrelation ID: {correlation_id}\r\nTimestamp: {timestamp}"
        ),
        "error_codes": [code],
        "timestamp": timestamp,
        "trace_id": trace_id,
        "correlation_id": correlation_id,
        "error_uri": format!("https://login.microsoftonline.com/error?code={code}"),
    });
    Reply::json(status, body).with_header("Cache-Control", "no-store").with_header("Pragma", "no-cache")
}

fn split_scopes(scope: &str) -> Vec<String> {
    scope.split_whitespace().map(str::to_string).collect()
}

fn is_oidc(scope: &str) -> bool {
    OIDC_SCOPES.iter().any(|s| s.eq_ignore_ascii_case(scope))
}

fn has_scope(scopes: &[String], wanted: &str) -> bool {
    scopes.iter().any(|s| s.eq_ignore_ascii_case(wanted))
}
