//! The second factor (docs/UI.md §4): enrolling an authenticator app (TOTP, RFC 6238, with a QR
//! code), the code page of a sign-in, recovery codes, and removing it. The secret is sealed by the
//! vault (record `totp:<user_id>`); each time step is accepted once; recovery codes are kept as
//! hashes and used once.

use crate::pages::{self, Frame, render};
use crate::session::{self, Pending, Viewer};
use crate::sign_in::{self, audit, peer};
use crate::{ClientAddress, Ui, lockout, qr};
use askama::Template;
use axum::extract::{Form, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use postern_core::{Timestamp, totp};
use serde::Deserialize;
use sha2::{Digest, Sha256};

/// Recovery codes made at a time.
pub const RECOVERY_CODES: usize = 10;
/// Wrong codes one sign-in may try before it ends.
const TRIES: i64 = 5;
/// Crockford's base32: no I, L, O or U, so a code read aloud or typed is not mistaken.
const CROCKFORD: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// A new recovery code: 80 random bits as `XXXX-XXXX-XXXX-XXXX`.
fn recovery_code() -> String {
    let mut raw = [0u8; 16];
    postern_core::id::random_bytes(&mut raw);
    let chars: Vec<char> = raw.iter().map(|b| CROCKFORD[usize::from(b & 31)] as char).collect();
    chars.chunks(4).map(|c| c.iter().collect::<String>()).collect::<Vec<_>>().join("-")
}

/// A recovery code as typed, in its stored form: case, spaces and dashes do not matter, and the
/// letters Crockford reads as digits (O, I, L) are read so. `None`: not the shape of one.
fn normal_recovery(typed: &str) -> Option<String> {
    let code: String = typed
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| match c.to_ascii_uppercase() {
            'O' => '0',
            'I' | 'L' => '1',
            other => other,
        })
        .collect();
    (code.len() == 16 && code.bytes().all(|b| CROCKFORD.contains(&b))).then_some(code)
}

/// What the store keeps of a recovery code: 80 random bits need no keyed hash.
fn recovery_hash(user_id: &str, normal: &str) -> String {
    postern_core::hex(&Sha256::digest(format!("recovery:{user_id}:{normal}").as_bytes()))
}

/// New recovery codes for `user_id`: as shown, and as stored.
fn new_recovery_codes(user_id: &str) -> (Vec<String>, Vec<String>) {
    let codes: Vec<String> = (0..RECOVERY_CODES).map(|_| recovery_code()).collect();
    let hashes = codes.iter().map(|c| recovery_hash(user_id, &normal_recovery(c).unwrap_or_default())).collect();
    (codes, hashes)
}

fn vault_record(user_id: &str) -> String {
    format!("totp:{user_id}")
}

fn unix_now() -> u64 {
    (Timestamp::now().micros() / 1_000_000) as u64
}

/// Checks a typed TOTP code against `user_id`'s confirmed device and uses its time step.
async fn totp_accepted(ui: &Ui, user_id: &str, typed: &str) -> Result<bool, Response> {
    let Some(device) = ui.store.totp_of(user_id).await.map_err(|e| pages::failed(&e))? else { return Ok(false) };
    if device.confirmed_at.is_none() {
        return Ok(false);
    }
    let secret = ui.vault.open(&vault_record(user_id), &device.sealed).map_err(|e| pages::failed(&e))?;
    let last = u64::try_from(device.last_step).ok().filter(|s| *s > 0);
    let Some(step) = totp::verify(&secret, typed.trim(), unix_now(), last) else { return Ok(false) };
    ui.store.use_totp_step(user_id, step as i64).await.map_err(|e| pages::failed(&e))
}

#[derive(Template)]
#[template(path = "code.html")]
struct CodePage {
    frame: Frame,
    name: String,
    csrf: String,
    next: String,
    error: Option<String>,
}

#[derive(Deserialize)]
pub struct NextQuery {
    next: Option<String>,
}

/// `GET /ui/sign-in/code`: the second step of a sign-in.
pub async fn code_form(pending: Pending, axum::extract::Query(query): axum::extract::Query<NextQuery>) -> Response {
    let viewer = pending.0;
    let page = CodePage {
        frame: Frame::new("Second factor", "code"),
        name: viewer.name.clone(),
        csrf: viewer.csrf.clone(),
        next: session::local_next(query.next.as_deref()).to_string(),
        error: None,
    };
    render(StatusCode::OK, &page)
}

#[derive(Deserialize)]
pub struct CodeForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    code: String,
    next: Option<String>,
}

/// `POST /ui/sign-in/code`: a TOTP code or a recovery code. A wrong one counts toward the
/// lockout like a wrong password; five end the sign-in.
pub async fn code(
    State(ui): State<Ui>,
    pending: Pending,
    address: Option<axum::Extension<ClientAddress>>,
    Form(form): Form<CodeForm>,
) -> Response {
    let viewer = pending.0;
    let address = peer(address);
    if let Err(refused) = viewer.check(&form.csrf) {
        return *refused;
    }
    // The try and the lockout are counted before the code is checked, so that codes sent at
    // once cannot all be checked.
    let tries = match ui.store.session_try(&viewer.session_id, TRIES).await {
        Ok(Some(tries)) => tries,
        Ok(None) => return end_sign_in(&ui, &viewer).await,
        Err(e) => return pages::failed(&e),
    };
    let attempt = match lockout::attempt(&ui, address, Some((&viewer.name, Some(&viewer.user_id)))).await {
        Ok(attempt) => attempt,
        Err(locked) => return locked,
    };
    let typed = form.code.trim();
    let how = if typed.len() == 6 && typed.bytes().all(|b| b.is_ascii_digit()) {
        match totp_accepted(&ui, &viewer.user_id, typed).await {
            Ok(true) => Some("totp"),
            Ok(false) => None,
            Err(e) => return e,
        }
    } else if let Some(normal) = normal_recovery(typed) {
        match ui.store.use_recovery_code(&viewer.user_id, &recovery_hash(&viewer.user_id, &normal)).await {
            Ok(true) => Some("recovery_code"),
            Ok(false) => None,
            Err(e) => return pages::failed(&e),
        }
    } else {
        None
    };
    let next = session::local_next(form.next.as_deref()).to_string();
    let Some(how) = how else {
        if let Err(e) = attempt.wrong(&ui).await {
            return e;
        }
        if tries >= TRIES {
            return end_sign_in(&ui, &viewer).await;
        }
        let page = CodePage {
            frame: Frame::new("Second factor", "code"),
            name: viewer.name.clone(),
            csrf: viewer.csrf.clone(),
            next,
            error: Some("That code is wrong or was used already.".into()),
        };
        return render(StatusCode::UNAUTHORIZED, &page);
    };
    // The sign-in is complete: the name's failures in a row end here.
    if let Err(e) = attempt.right(&ui, true).await {
        return e;
    }
    let entry = audit(&viewer.user_id, "ui.sign_in", "ok", address, serde_json::json!({ "second_factor": how }));
    sign_in::promote(&ui, &viewer, "second_factor", &entry, &next).await
}

/// Ends a sign-in that used up its tries at the code step, and sends the browser to sign in.
async fn end_sign_in(ui: &Ui, viewer: &Viewer) -> Response {
    let _ = ui.store.end_session(&viewer.user_id, &viewer.session_id, None).await;
    let mut response = Redirect::to("/ui/sign-in").into_response();
    response.headers_mut().append(header::SET_COOKIE, session::clear_cookie(session::COOKIE));
    response
}

#[derive(Template)]
#[template(path = "security.html")]
struct SecurityPage {
    frame: Frame,
    csrf: String,
    enrolled: bool,
    required: bool,
    recovery_left: i64,
    error: Option<String>,
    notice: Option<String>,
    /// Where the viewer is signed in (empty while a second factor is being set up).
    sessions: Vec<crate::sessions::SessionRow>,
    /// Whose sessions: the viewer's own.
    whose: String,
}

async fn security_page(
    ui: &Ui,
    viewer: &Viewer,
    status: StatusCode,
    error: Option<String>,
    notice: Option<String>,
) -> Response {
    let device = match ui.store.totp_of(&viewer.user_id).await {
        Ok(device) => device,
        Err(e) => return pages::failed(&e),
    };
    let enrolled = device.is_some_and(|d| d.confirmed_at.is_some());
    let recovery_left = match enrolled {
        true => ui.store.recovery_codes_left(&viewer.user_id).await.unwrap_or(0),
        false => 0,
    };
    let required = match sign_in::totp_required(ui, &viewer.user_id).await {
        Ok(required) => required,
        Err(e) => return e,
    };
    let page = SecurityPage {
        frame: Frame::of(viewer, "Security", "security"),
        csrf: viewer.csrf.clone(),
        enrolled,
        required,
        recovery_left,
        error,
        notice,
        sessions: crate::sessions::of(ui, viewer, &viewer.user_id).await,
        whose: String::new(),
    };
    render(status, &page)
}

/// `GET /ui/security`: the second factor's state and what can be done with it.
pub async fn security(State(ui): State<Ui>, viewer: session::Enrolling) -> Response {
    security_page(&ui, &viewer.0, StatusCode::OK, None, None).await
}

#[derive(Deserialize)]
pub struct PasswordOnly {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    current: String,
    #[serde(default)]
    code: String,
}

/// Checks the CSRF token and the viewer's current password (a wrong one counts toward the
/// lockout); the error page when either fails.
async fn reconfirm(
    ui: &Ui,
    viewer: &Viewer,
    address: Option<std::net::IpAddr>,
    form: &PasswordOnly,
) -> Result<(), Response> {
    viewer.check(&form.csrf).map_err(|r| *r)?;
    let attempt = lockout::attempt(ui, address, Some((&viewer.name, Some(&viewer.user_id)))).await?;
    let stored = ui.store.ui_user(&viewer.user_id).await.map_err(|e| pages::failed(&e))?.and_then(|u| u.password_hash);
    match ui.hashing.verify(&form.current, stored.as_deref()).await {
        Ok(true) => attempt.right(ui, false).await,
        Ok(false) => {
            attempt.wrong(ui).await?;
            Err(security_page(ui, viewer, StatusCode::UNAUTHORIZED, Some("The password is wrong.".into()), None).await)
        }
        Err(_) => {
            let _ = attempt.right(ui, false).await;
            Err(pages::busy())
        }
    }
}

#[derive(Template)]
#[template(path = "enrol.html")]
struct EnrolPage {
    frame: Frame,
    csrf: String,
    qr: String,
    secret: String,
    error: Option<String>,
}

fn enrol_page(viewer: &Viewer, secret: &[u8], error: Option<String>) -> Response {
    let url = totp::otpauth_url(secret, "Postern", &viewer.name);
    let page = EnrolPage {
        frame: Frame::of(viewer, "Authenticator app", "enrol"),
        csrf: viewer.csrf.clone(),
        qr: qr::svg(&url).unwrap_or_default(),
        secret: totp::base32(secret),
        error,
    };
    let status = if page.error.is_some() { StatusCode::UNAUTHORIZED } else { StatusCode::OK };
    render(status, &page)
}

/// `POST /ui/security/totp`: starts an enrolment (the current password first) and shows the QR
/// code and the secret.
pub async fn start(
    State(ui): State<Ui>,
    viewer: session::Enrolling,
    address: Option<axum::Extension<ClientAddress>>,
    Form(form): Form<PasswordOnly>,
) -> Response {
    let viewer = viewer.0;
    if let Err(refused) = reconfirm(&ui, &viewer, peer(address), &form).await {
        return refused;
    }
    let secret = totp::generate_secret();
    let sealed = match ui.vault.seal(&vault_record(&viewer.user_id), &secret) {
        Ok(sealed) => sealed,
        Err(e) => return pages::failed(&e),
    };
    match ui.store.start_totp(&viewer.user_id, &sealed).await {
        Ok(true) => enrol_page(&viewer, &secret, None),
        Ok(false) => {
            let error = Some("An authenticator app is set up already; remove it first.".to_string());
            security_page(&ui, &viewer, StatusCode::CONFLICT, error, None).await
        }
        Err(e) => pages::failed(&e),
    }
}

#[derive(Template)]
#[template(path = "recovery.html")]
struct RecoveryPage {
    frame: Frame,
    notice: String,
    codes: Vec<String>,
    onward: String,
}

fn recovery_page(viewer: &Viewer, notice: &str, codes: Vec<String>) -> Response {
    let page = RecoveryPage {
        frame: Frame::of(viewer, "Recovery codes", "recovery-codes"),
        notice: notice.to_string(),
        codes,
        onward: "/ui/security".into(),
    };
    render(StatusCode::OK, &page)
}

#[derive(Deserialize)]
pub struct CodeOnly {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    code: String,
}

/// `POST /ui/security/totp/confirm`: a code from the app confirms the enrolment; the recovery
/// codes are shown once. A session that had to enrol becomes a full one.
pub async fn confirm(
    State(ui): State<Ui>,
    viewer: session::Enrolling,
    address: Option<axum::Extension<ClientAddress>>,
    Form(form): Form<CodeOnly>,
) -> Response {
    let viewer = viewer.0;
    let address = peer(address);
    if let Err(refused) = viewer.check(&form.csrf) {
        return *refused;
    }
    let device = match ui.store.totp_of(&viewer.user_id).await {
        Ok(Some(device)) if device.confirmed_at.is_none() => device,
        Ok(_) => return Redirect::to("/ui/security").into_response(),
        Err(e) => return pages::failed(&e),
    };
    let secret = match ui.vault.open(&vault_record(&viewer.user_id), &device.sealed) {
        Ok(secret) => secret,
        Err(e) => return pages::failed(&e),
    };
    let Some(step) = totp::verify(&secret, form.code.trim(), unix_now(), None) else {
        return enrol_page(
            &viewer,
            &secret,
            Some("That code is wrong; check the app's clock and try the next one.".into()),
        );
    };
    let (codes, hashes) = new_recovery_codes(&viewer.user_id);
    let entry = sign_in::session_audit(&viewer, "ui.totp_enrolled", address, serde_json::json!({}));
    match ui.store.confirm_totp(&viewer.user_id, step as i64, &hashes, &entry).await {
        Ok(true) => {}
        Ok(false) => return Redirect::to("/ui/security").into_response(),
        Err(e) => return pages::failed(&e),
    }
    let mut response = recovery_page(&viewer, "The authenticator app is set up.", codes);
    if viewer.stage == "enrol" {
        // The sign-in that had to enrol is now complete: a new secret, a full session.
        let entry =
            audit(&viewer.user_id, "ui.sign_in", "ok", address, serde_json::json!({ "second_factor": "enrolled" }));
        match sign_in::promote_cookie(&ui, &viewer, "enrol", &entry).await {
            Ok(cookie) => {
                response.headers_mut().append(header::SET_COOKIE, cookie);
            }
            Err(e) => return e,
        }
    }
    response
}

/// `POST /ui/security/recovery-codes`: new recovery codes (the password first); the old ones stop
/// working.
pub async fn renew(
    State(ui): State<Ui>,
    viewer: Viewer,
    address: Option<axum::Extension<ClientAddress>>,
    Form(form): Form<PasswordOnly>,
) -> Response {
    let address = peer(address);
    if let Err(refused) = reconfirm(&ui, &viewer, address, &form).await {
        return refused;
    }
    let (codes, hashes) = new_recovery_codes(&viewer.user_id);
    let entry = sign_in::session_audit(&viewer, "ui.recovery_codes_renewed", address, serde_json::json!({}));
    if let Err(e) = ui.store.renew_recovery_codes(&viewer.user_id, &hashes, &entry).await {
        return pages::failed(&e);
    }
    recovery_page(&viewer, "New recovery codes are made; the old ones no longer work.", codes)
}

/// `POST /ui/security/totp/remove`: the password and a current code remove the second factor,
/// unless it is required of this user.
pub async fn remove(
    State(ui): State<Ui>,
    viewer: Viewer,
    address: Option<axum::Extension<ClientAddress>>,
    Form(form): Form<PasswordOnly>,
) -> Response {
    let address = peer(address);
    if let Err(refused) = reconfirm(&ui, &viewer, address, &form).await {
        return refused;
    }
    match sign_in::totp_required(&ui, &viewer.user_id).await {
        Ok(true) => {
            let error = Some("A second factor is required of you; an administrator can reset it.".to_string());
            return security_page(&ui, &viewer, StatusCode::FORBIDDEN, error, None).await;
        }
        Ok(false) => {}
        Err(e) => return e,
    }
    let attempt = match lockout::attempt(&ui, address, Some((&viewer.name, Some(&viewer.user_id)))).await {
        Ok(attempt) => attempt,
        Err(locked) => return locked,
    };
    match totp_accepted(&ui, &viewer.user_id, &form.code).await {
        Ok(true) => {
            if let Err(e) = attempt.right(&ui, false).await {
                return e;
            }
        }
        Ok(false) => {
            if let Err(e) = attempt.wrong(&ui).await {
                return e;
            }
            let error = Some("That code is wrong or was used already.".to_string());
            return security_page(&ui, &viewer, StatusCode::UNAUTHORIZED, error, None).await;
        }
        Err(e) => return e,
    }
    let entry = sign_in::session_audit(&viewer, "ui.totp_removed", address, serde_json::json!({ "by": "self" }));
    match ui.store.remove_totp(&viewer.user_id, &entry).await {
        Ok(_) => security_page(&ui, &viewer, StatusCode::OK, None, Some("The second factor is removed.".into())).await,
        Err(e) => pages::failed(&e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recovery_codes_are_crockford_and_typed_loosely() {
        let code = recovery_code();
        assert_eq!(code.len(), 19);
        assert_eq!(code.matches('-').count(), 3);
        let normal = normal_recovery(&code).unwrap();
        assert_eq!(normal_recovery(&code.to_lowercase()), Some(normal.clone()));
        assert_eq!(normal_recovery(&format!(" {} ", code.replace('-', " "))), Some(normal.clone()));
        assert_eq!(normal_recovery("O1IL-0000-0000-0000"), Some("0111000000000000".into()), "O, I, L read as digits");
        assert_eq!(normal_recovery("123456"), None);
        assert_eq!(normal_recovery("UUUU-UUUU-UUUU-UUUU"), None, "U is not in the alphabet");
        assert_ne!(recovery_hash("usr_a", &normal), recovery_hash("usr_b", &normal), "bound to the user");
        let (shown, stored) = new_recovery_codes("usr_a");
        assert_eq!((shown.len(), stored.len()), (RECOVERY_CODES, RECOVERY_CODES));
    }
}
