//! Signing in and out (docs/UI.md §4): one-time setup links at which a user sets its password,
//! sign-in with lockout, sign-out, and changing one's password. The only pages that read and
//! write the store themselves: everything after sign-in goes through the REST API.

use crate::lockout;
use crate::pages::{self, Frame, render};
use crate::password::{self, MIN_CHARS};
use crate::session::{self, PRE_COOKIE, Viewer};
use crate::{ClientAddress, Ui};
use askama::Template;
use axum::extract::{Form, Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use postern_core::Timestamp;
use postern_core::rights::{Principal, Rights};
use postern_store::{AuditEntry, NewSession, SetupLink, Store};
use serde::Deserialize;
use std::net::IpAddr;
use std::time::Duration;

/// How long a sign-in form (its pre-session cookie) may be left open.
const FORM_LIFE: Duration = Duration::from_secs(3600);

/// Issues a setup link for `user_id` that works once within [`crate::SETUP_LINK_TTL`], and
/// returns it under `base` (`http://127.0.0.1:8080`; empty: the path alone) with its end. The
/// user's older unused links stop working; the user's password, if any, stays until it is used.
pub async fn issue_setup_link(
    store: &Store,
    user_id: &str,
    base: &str,
    audit: &AuditEntry,
) -> postern_store::Result<(String, Timestamp)> {
    let secret = postern_core::token::setup_secret();
    let expires_at = Timestamp(Timestamp::now().micros() + crate::SETUP_LINK_TTL.as_micros() as i64);
    let entry = AuditEntry { action: "ui.setup_link".into(), ..audit.clone() };
    store.create_setup_link(user_id, &session::hash(&secret), &audit.actor, expires_at, &entry).await?;
    Ok((format!("{}/ui/setup/{secret}", base.trim_end_matches('/')), expires_at))
}

#[derive(Template)]
#[template(path = "setup.html")]
struct SetupPage {
    frame: Frame,
    name: String,
    action: String,
    pre: String,
    error: Option<String>,
    min_chars: usize,
}

#[derive(Template)]
#[template(path = "sign_in.html")]
struct SignInPage {
    frame: Frame,
    name: String,
    next: String,
    pre: String,
    error: Option<String>,
}

#[derive(Template)]
#[template(path = "password.html")]
struct PasswordPage {
    frame: Frame,
    name: String,
    csrf: String,
    error: Option<String>,
    notice: Option<String>,
    min_chars: usize,
}

/// A form page with a fresh pre-session cookie, whose value the form echoes.
fn with_pre(status: StatusCode, pre: &str, page: &impl Template) -> Response {
    let mut response = render(status, page);
    response.headers_mut().append(header::SET_COOKIE, session::set_cookie(PRE_COOKIE, pre, FORM_LIFE));
    response
}

/// The browser's pre-session nonce if it has one (two sign-in tabs must not void each other's
/// form), else a new one.
fn form_nonce(headers: &HeaderMap) -> String {
    session::cookie(headers, PRE_COOKIE).unwrap_or_else(|| postern_core::token::random_secret(""))
}

/// Whether the form's `pre` is the browser's pre-session cookie; when the cookie is missing, the
/// page says why (a browser that keeps no `Secure` cookie over plain http).
fn check_pre(headers: &HeaderMap, pre: &str) -> Result<(), Box<Response>> {
    match session::cookie(headers, PRE_COOKIE) {
        Some(cookie) if postern_core::token::same_secret(&cookie, pre) => Ok(()),
        Some(_) => Err(Box::new(pages::form_expired())),
        None => Err(Box::new(pages::message(
            StatusCode::FORBIDDEN,
            "error",
            "Your browser did not keep Postern's sign-in cookie. Postern's cookies are Secure: use https, \
             or Chromium or Firefox at http://127.0.0.1 or http://localhost, and allow cookies for this site.",
        ))),
    }
}

pub(crate) fn peer(address: Option<axum::Extension<ClientAddress>>) -> Option<IpAddr> {
    address.map(|a| a.0.0)
}

fn user_agent(headers: &HeaderMap) -> Option<&str> {
    headers.get(header::USER_AGENT).and_then(|v| v.to_str().ok())
}

/// A signed-in answer: the session cookie and a redirect to `to`.
fn signed_in(ui: &Ui, secret: &str, to: &str) -> Response {
    let mut response = Redirect::to(to).into_response();
    let headers = response.headers_mut();
    headers.append(header::SET_COOKIE, session::set_cookie(session::COOKIE, secret, ui.config.session_max));
    headers.append(header::SET_COOKIE, session::clear_cookie(PRE_COOKIE));
    response
}

fn expires(ui: &Ui) -> Timestamp {
    Timestamp(Timestamp::now().micros() + ui.config.session_max.as_micros() as i64)
}

pub(crate) fn audit(
    actor: &str,
    action: &str,
    outcome: &str,
    source: Option<IpAddr>,
    detail: serde_json::Value,
) -> AuditEntry {
    AuditEntry {
        actor: actor.to_string(),
        action: action.to_string(),
        outcome: outcome.to_string(),
        detail,
        source: source.map(|s| s.to_string()),
        ..Default::default()
    }
}

/// An audit record of an act by a signed-in viewer, naming its session.
pub(crate) fn session_audit(
    viewer: &Viewer,
    action: &str,
    address: Option<IpAddr>,
    detail: serde_json::Value,
) -> AuditEntry {
    AuditEntry { token_id: Some(viewer.session_id.clone()), ..audit(&viewer.user_id, action, "ok", address, detail) }
}

/// The secret of a setup link in a path, if it has the shape of one.
fn setup_secret(secret: &str) -> Option<&str> {
    let hex = secret.strip_prefix(postern_core::token::SETUP_PREFIX)?;
    (hex.len() == 64 && hex.bytes().all(|b| b.is_ascii_hexdigit())).then_some(secret)
}

fn unknown_link() -> Response {
    pages::message(
        StatusCode::NOT_FOUND,
        "error",
        "This setup link is unknown, used or expired. Ask an administrator for a new link.",
    )
}

/// The setup link of `secret` if it can be used: unused, unexpired, of an enabled user, and
/// still vouched for by its maker. A link signs in as its user, so its maker (unless the host)
/// must be enabled and hold every right the user holds now, not only when the link was made:
/// else a user manager could keep a link to a user that an administrator later raised.
async fn usable_link(ui: &Ui, secret: &str) -> Result<Option<SetupLink>, Response> {
    let Some(link) = ui.store.setup_link(&session::hash(secret)).await.map_err(|e| pages::failed(&e))? else {
        return Ok(None);
    };
    if link.created_by == HOST {
        return Ok(Some(link));
    }
    let (maker, user, roles) =
        tokio::try_join!(ui.store.user(&link.created_by), ui.store.user(&link.user_id), ui.store.roles())
            .map_err(|e| pages::failed(&e))?;
    let (Some(maker), Some(user)) = (maker, user) else { return Ok(None) };
    let now = Timestamp::now();
    let vouching = Principal {
        user_id: maker.id.clone(),
        token_id: String::new(),
        user: Rights::new(maker.rights(&roles)),
        token: None,
        expires_at: None,
    };
    let covered = vouching.covers(&user.rights(&roles), maker.id == user.id, now).is_ok();
    Ok((!maker.disabled && covered).then_some(link))
}

/// Who made a setup link on the command line.
const HOST: &str = "host";

/// `GET /ui/setup/{secret}`: the password form. Loading it uses nothing up (link scanners).
pub async fn setup_form(State(ui): State<Ui>, Path(secret): Path<String>, headers: HeaderMap) -> Response {
    let Some(secret) = setup_secret(&secret) else { return unknown_link() };
    let link = match usable_link(&ui, secret).await {
        Ok(Some(link)) => link,
        Ok(None) => return unknown_link(),
        Err(e) => return e,
    };
    let pre = form_nonce(&headers);
    let page = setup_page(link.user_name, secret, &pre, None);
    let mut response = with_pre(StatusCode::OK, &pre, &page);
    response.headers_mut().insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    response
}

fn setup_page(name: String, secret: &str, pre: &str, error: Option<String>) -> SetupPage {
    SetupPage {
        frame: Frame::new("Choose a password", "setup"),
        name,
        action: format!("/ui/setup/{secret}"),
        pre: pre.to_string(),
        error,
        min_chars: MIN_CHARS,
    }
}

#[derive(Deserialize)]
pub struct SetupForm {
    #[serde(default)]
    pre: String,
    #[serde(default)]
    password: String,
    #[serde(default)]
    confirm: String,
}

/// `POST /ui/setup/{secret}`: sets the password, uses the link up, and signs in.
pub async fn setup(
    State(ui): State<Ui>,
    Path(secret): Path<String>,
    address: Option<axum::Extension<ClientAddress>>,
    headers: HeaderMap,
    Form(form): Form<SetupForm>,
) -> Response {
    let address = peer(address);
    if let Err(refused) = check_pre(&headers, &form.pre) {
        return *refused;
    }
    let attempt = match lockout::attempt(&ui, address, None).await {
        Ok(attempt) => attempt,
        Err(locked) => return locked,
    };
    let link = match setup_secret(&secret) {
        Some(secret) => usable_link(&ui, secret).await,
        None => Ok(None),
    };
    let link = match link {
        Ok(Some(link)) => link,
        Ok(None) => {
            if let Err(e) = attempt.wrong(&ui).await {
                return e;
            }
            return unknown_link();
        }
        Err(e) => return e,
    };
    if let Err(e) = attempt.right(&ui, false).await {
        return e;
    }
    if let Some(error) = password::refusal(&form.password, Some(&form.confirm), &link.user_name) {
        let page = setup_page(link.user_name, &secret, &form.pre, Some(error));
        return render(StatusCode::UNPROCESSABLE_ENTITY, &page);
    }
    let Ok(hash) = ui.hashing.hash(&form.password).await else { return pages::busy() };
    // A new password is one factor: a user with a second factor still gives its code.
    let required = match ui.store.ui_user(&link.user_id).await {
        Ok(user) => user.is_some_and(|u| u.totp_required),
        Err(e) => return pages::failed(&e),
    };
    let (stage, life, to) = match first_stage(&ui, &link.user_id, required, crate::HOME.to_string()).await {
        Ok(first) => first,
        Err(e) => return e,
    };
    let secret_cookie = postern_core::token::random_secret("");
    let cookie_hash = session::hash(&secret_cookie);
    let source = address.map(|a| a.to_string());
    let new = NewSession {
        user_id: &link.user_id,
        secret_hash: &cookie_hash,
        stage,
        expires_at: Timestamp(Timestamp::now().micros() + life.as_micros() as i64),
        source: source.as_deref(),
        user_agent: user_agent(&headers),
    };
    let entry = audit(&link.user_id, "ui.password_set", "ok", address, serde_json::json!({ "by": "setup_link" }));
    match ui.store.use_setup_link(&session::hash(&secret), &hash, &new, &entry).await {
        Ok(Some(_)) => signed_in(&ui, &secret_cookie, &to),
        Ok(None) => unknown_link(),
        Err(e) => pages::failed(&e),
    }
}

#[derive(Deserialize)]
pub struct Next {
    next: Option<String>,
}

/// `GET /ui/sign-in`.
pub async fn sign_in_form(Query(query): Query<Next>, headers: HeaderMap) -> Response {
    let pre = form_nonce(&headers);
    let page = SignInPage {
        frame: Frame::new("Sign in", "sign-in"),
        name: String::new(),
        next: session::local_next(query.next.as_deref()).to_string(),
        pre: pre.clone(),
        error: None,
    };
    with_pre(StatusCode::OK, &pre, &page)
}

#[derive(Deserialize)]
pub struct SignInForm {
    #[serde(default)]
    pre: String,
    #[serde(default)]
    name: String,
    #[serde(default)]
    password: String,
    next: Option<String>,
}

/// `POST /ui/sign-in`: name and password. Locked names and addresses are refused before any
/// credential is looked at; a failure counts against both.
pub async fn sign_in(
    State(ui): State<Ui>,
    address: Option<axum::Extension<ClientAddress>>,
    headers: HeaderMap,
    Form(form): Form<SignInForm>,
) -> Response {
    let address = peer(address);
    if let Err(refused) = check_pre(&headers, &form.pre) {
        return *refused;
    }
    let name = form.name.trim();
    let user = match ui.store.ui_user_named(name).await {
        Ok(user) => user.filter(|u| !u.disabled && !name.is_empty()),
        Err(e) => return pages::failed(&e),
    };
    let attempt = match lockout::attempt(&ui, address, Some((name, user.as_ref().map(|u| u.id.as_str())))).await {
        Ok(attempt) => attempt,
        Err(locked) => return locked,
    };
    let stored = user.as_ref().and_then(|u| u.password_hash.as_deref());
    let right = match ui.hashing.verify(&form.password, stored).await {
        Ok(right) => right,
        Err(_) => {
            // Nothing was checked: the attempt does not count.
            let _ = attempt.right(&ui, false).await;
            return pages::busy();
        }
    };
    let next = session::local_next(form.next.as_deref()).to_string();
    let Some(user) = user.as_ref().filter(|_| right) else {
        if let Err(e) = attempt.wrong(&ui).await {
            return e;
        }
        let page = SignInPage {
            frame: Frame::new("Sign in", "sign-in"),
            name: name.to_string(),
            next,
            pre: form.pre.clone(),
            error: Some("Wrong name or password.".into()),
        };
        return render(StatusCode::UNAUTHORIZED, &page);
    };
    let (stage, life, to) = match first_stage(&ui, &user.id, user.totp_required, next).await {
        Ok(first) => first,
        Err(e) => return e,
    };
    let full = stage == "active";
    if let Err(e) = attempt.right(&ui, full).await {
        return e;
    }
    let secret = postern_core::token::random_secret("");
    let cookie_hash = session::hash(&secret);
    let source = address.map(|a| a.to_string());
    let new = NewSession {
        user_id: &user.id,
        secret_hash: &cookie_hash,
        stage,
        expires_at: Timestamp(Timestamp::now().micros() + life.as_micros() as i64),
        source: source.as_deref(),
        user_agent: user_agent(&headers),
    };
    let entry = audit(&user.id, "ui.sign_in", "ok", address, serde_json::json!({}));
    if let Err(e) = ui.store.open_session(&new, full.then_some(&entry)).await {
        return pages::failed(&e);
    }
    signed_in(&ui, &secret, &to)
}

/// The stage a new session of `user_id` starts at, how long it lasts, and where the browser goes:
/// the code page for a user with a second factor, its set-up for one who must have one, else
/// `next`, signed in.
async fn first_stage(
    ui: &Ui,
    user_id: &str,
    required: bool,
    next: String,
) -> Result<(&'static str, Duration, String), Response> {
    let device = ui.store.totp_of(user_id).await.map_err(|e| pages::failed(&e))?;
    let enrolled = device.is_some_and(|d| d.confirmed_at.is_some());
    Ok(match (enrolled, ui.config.require_totp || required) {
        (true, _) => {
            let next = percent_encoding::utf8_percent_encode(&next, percent_encoding::NON_ALPHANUMERIC);
            ("second_factor", SECOND_STEP, format!("/ui/sign-in/code?next={next}"))
        }
        (false, true) => ("enrol", SECOND_STEP * 3, "/ui/security".to_string()),
        (false, false) => ("active", ui.config.session_max, next),
    })
}

/// How long a sign-in may stay at the code page.
const SECOND_STEP: Duration = Duration::from_secs(300);

/// Whether the web UI asks `user_id` for a second factor (everyone's, or this user's setting).
pub(crate) async fn totp_required(ui: &Ui, user_id: &str) -> Result<bool, Response> {
    if ui.config.require_totp {
        return Ok(true);
    }
    let user = ui.store.ui_user(user_id).await.map_err(|e| pages::failed(&e))?;
    Ok(user.is_some_and(|u| u.totp_required))
}

/// Completes a sign-in at stage `from`: the session becomes a full one under a new secret (no
/// cookie from before the second factor works after it); returns the new cookie.
pub(crate) async fn promote_cookie(
    ui: &Ui,
    viewer: &Viewer,
    from: &str,
    entry: &AuditEntry,
) -> Result<HeaderValue, Response> {
    let secret = postern_core::token::random_secret("");
    match ui.store.promote_session(&viewer.session_id, from, &session::hash(&secret), expires(ui), entry).await {
        Ok(true) => Ok(session::set_cookie(session::COOKIE, &secret, ui.config.session_max)),
        Ok(false) => Err(Redirect::to("/ui/sign-in").into_response()),
        Err(e) => Err(pages::failed(&e)),
    }
}

/// [`promote_cookie`], and on to `next`.
pub(crate) async fn promote(ui: &Ui, viewer: &Viewer, from: &str, entry: &AuditEntry, next: &str) -> Response {
    let cookie = match promote_cookie(ui, viewer, from, entry).await {
        Ok(cookie) => cookie,
        Err(e) => return e,
    };
    let mut response = Redirect::to(next).into_response();
    response.headers_mut().append(header::SET_COOKIE, cookie);
    response
}

/// `POST /ui/sign-out`: ends the session here and in the store.
pub async fn sign_out(State(ui): State<Ui>, viewer: Viewer, Form(form): Form<session::CsrfForm>) -> Response {
    if let Err(refused) = viewer.check(&form.csrf) {
        return *refused;
    }
    if let Err(e) = ui.store.end_session(&viewer.user_id, &viewer.session_id, None).await {
        return pages::failed(&e);
    }
    let mut response = Redirect::to("/ui/sign-in").into_response();
    response.headers_mut().append(header::SET_COOKIE, session::clear_cookie(session::COOKIE));
    response
}

fn password_page(viewer: &Viewer, error: Option<String>, notice: Option<String>) -> PasswordPage {
    PasswordPage {
        frame: Frame::of(viewer, "Password", "password"),
        name: viewer.name.clone(),
        csrf: viewer.csrf.clone(),
        error,
        notice,
        min_chars: MIN_CHARS,
    }
}

/// `GET /ui/password`.
pub async fn password_form(viewer: Viewer) -> Response {
    render(StatusCode::OK, &password_page(&viewer, None, None))
}

#[derive(Deserialize)]
pub struct PasswordForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    current: String,
    #[serde(default)]
    password: String,
    #[serde(default)]
    confirm: String,
}

/// `POST /ui/password`: the current password, then the new one twice. The user's other
/// sessions end. A wrong current password counts toward the lockout.
pub async fn change_password(
    State(ui): State<Ui>,
    viewer: Viewer,
    address: Option<axum::Extension<ClientAddress>>,
    Form(form): Form<PasswordForm>,
) -> Response {
    let address = peer(address);
    if let Err(refused) = viewer.check(&form.csrf) {
        return *refused;
    }
    let name_key = lockout::name_key(&viewer.name);
    let attempt = match lockout::attempt(&ui, address, Some((&viewer.name, Some(&viewer.user_id)))).await {
        Ok(attempt) => attempt,
        Err(locked) => return locked,
    };
    let stored = match ui.store.ui_user(&viewer.user_id).await {
        Ok(user) => user.and_then(|u| u.password_hash),
        Err(e) => return pages::failed(&e),
    };
    let right = match ui.hashing.verify(&form.current, stored.as_deref()).await {
        Ok(right) => right,
        Err(_) => {
            let _ = attempt.right(&ui, false).await;
            return pages::busy();
        }
    };
    if !right {
        if let Err(e) = attempt.wrong(&ui).await {
            return e;
        }
        let page = password_page(&viewer, Some("The current password is wrong.".into()), None);
        return render(StatusCode::UNAUTHORIZED, &page);
    }
    if let Err(e) = attempt.right(&ui, false).await {
        return e;
    }
    if let Some(error) = password::refusal(&form.password, Some(&form.confirm), &viewer.name) {
        return render(StatusCode::UNPROCESSABLE_ENTITY, &password_page(&viewer, Some(error), None));
    }
    let Ok(hash) = ui.hashing.hash(&form.password).await else { return pages::busy() };
    let entry = AuditEntry {
        target: Some(viewer.user_id.clone()),
        ..session_audit(&viewer, "ui.password_set", address, serde_json::json!({ "by": "self" }))
    };
    match ui.store.set_password(&viewer.user_id, &hash, Some(&viewer.session_id), &name_key, &entry).await {
        Ok(_) => {
            let notice = "Your password is changed; your other sessions have ended.".to_string();
            render(StatusCode::OK, &password_page(&viewer, None, Some(notice)))
        }
        Err(e) => pages::failed(&e),
    }
}
