//! Sessions in the browser: the `__Host-postern` cookie (its secret's SHA-256 finds the session
//! in the store), the pre-session cookie that binds sign-in forms to the browser that loaded
//! them, and the checks that a state-changing request came from this site (docs/UI.md §4).

use crate::{ClientAddress, Ui, pages};
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};
use postern_core::Timestamp;
use sha2::{Digest, Sha256};

/// The session cookie. `__Host-`: set only with `Secure`, `Path=/` and no `Domain`.
pub const COOKIE: &str = "__Host-postern";
/// The pre-session cookie of the setup and sign-in forms (login CSRF).
pub const PRE_COOKIE: &str = "__Host-postern-pre";

/// How often a session's last use is written (its idle expiry is counted from it).
const TOUCH_EVERY: i64 = 60_000_000;

/// The hex SHA-256 of a cookie's secret: all the store keeps.
pub fn hash(secret: &str) -> String {
    postern_core::hex(&Sha256::digest(secret.as_bytes()))
}

/// The CSRF token of a session: derived from its secret, so nothing is stored, and it does not
/// reveal the cookie.
pub fn csrf_token(secret: &str) -> String {
    postern_core::hex(&Sha256::digest(format!("csrf:{secret}").as_bytes()))
}

/// The value of cookie `name` in the request's `Cookie` headers.
pub fn cookie(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|line| line.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(key, _)| *key == name)
        .map(|(_, value)| value.trim_matches('"').to_string())
        .filter(|value| !value.is_empty() && value.len() <= 128 && value.bytes().all(|b| b.is_ascii_alphanumeric()))
}

/// A `Set-Cookie` value for `name` with the rules every Postern cookie follows.
pub fn set_cookie(name: &str, value: &str, max_age: std::time::Duration) -> HeaderValue {
    let line = format!("{name}={value}; Secure; HttpOnly; SameSite=Strict; Path=/; Max-Age={}", max_age.as_secs());
    HeaderValue::from_str(&line).unwrap_or(HeaderValue::from_static(""))
}

/// A `Set-Cookie` value that removes cookie `name`.
pub fn clear_cookie(name: &str) -> HeaderValue {
    set_cookie(name, "", std::time::Duration::ZERO)
}

/// Whether a state-changing request came from a page of this site: its `Origin`, when sent, has
/// the request's own host; without one, `Sec-Fetch-Site`, when sent, says `same-origin`. An
/// `Origin: null` (a form on a page whose `Referrer-Policy` is `no-referrer`, such as the setup
/// page) passes only with `Sec-Fetch-Site: same-origin`, which a page of an opaque origin (a
/// sandboxed frame) never sends.
pub fn same_site(headers: &HeaderMap, host: &str) -> bool {
    let fetched_here = |absent: bool| match headers.get("sec-fetch-site") {
        Some(site) => site.as_bytes() == b"same-origin",
        None => absent,
    };
    match headers.get(header::ORIGIN) {
        Some(origin) if origin.as_bytes() == b"null" => fetched_here(false),
        Some(origin) => {
            let origin = origin.to_str().unwrap_or_default().to_ascii_lowercase();
            let authority = origin.split_once("://").map(|(_, rest)| rest.trim_end_matches('/'));
            authority.is_some_and(|a| !host.is_empty() && a == host.to_ascii_lowercase())
        }
        None => fetched_here(true),
    }
}

/// A form that carries only its CSRF token (a sign-out, a delete).
#[derive(serde::Deserialize)]
pub struct CsrfForm {
    #[serde(default)]
    pub csrf: String,
}

// Here, so that `pages` need not know sessions.
impl crate::pages::Frame {
    /// The frame of a signed-in page.
    pub fn of(viewer: &Viewer, title: impl Into<String>, page: &'static str) -> crate::pages::Frame {
        crate::pages::Frame {
            viewer: Some(viewer.name.clone()),
            csrf: Some(viewer.csrf.clone()),
            ..crate::pages::Frame::new(title, page)
        }
    }
}

/// A signed-in person, from a live session at stage `active`.
#[derive(Debug, Clone)]
pub struct Viewer {
    pub session_id: String,
    /// `active`, or for [`Pending`] and [`Enrolling`] the stage a sign-in is at.
    pub stage: String,
    pub user_id: String,
    pub name: String,
    /// The SHA-256 of the session's secret: the credential the REST requests carry.
    pub credential: String,
    /// The token the page's forms must send back.
    pub csrf: String,
    pub peer: Option<std::net::IpAddr>,
    /// The `Host` the browser asked for.
    pub host: Option<String>,
}

impl Viewer {
    /// Refuses a form whose CSRF token is not this session's.
    pub fn check(&self, token: &str) -> Result<(), Box<Response>> {
        if postern_core::token::same_secret(token, &self.csrf) { Ok(()) } else { Err(Box::new(pages::form_expired())) }
    }

    /// A REST request (`/api/v1` + `path`) as this viewer.
    pub async fn api(
        &self,
        ui: &Ui,
        method: axum::http::Method,
        path: &str,
        body: Option<serde_json::Value>,
    ) -> Result<serde_json::Value, crate::ApiFailure> {
        self.api_once(ui, method, path, body, None).await
    }

    /// A REST request as this viewer with an `Idempotency-Key` (sends).
    pub async fn api_once(
        &self,
        ui: &Ui,
        method: axum::http::Method,
        path: &str,
        body: Option<serde_json::Value>,
        idempotency_key: Option<&str>,
    ) -> Result<serde_json::Value, crate::ApiFailure> {
        let on =
            crate::OnBehalf { session: &self.credential, peer: self.peer, host: self.host.as_deref(), idempotency_key };
        ui.binding.call(on, method, path, body).await
    }

    /// A `GET` of a file (`/api/v1` + `path`) as this viewer: its content type and bytes.
    pub async fn file(&self, ui: &Ui, path: &str) -> Result<(String, Vec<u8>), crate::ApiFailure> {
        let on = crate::OnBehalf {
            session: &self.credential,
            peer: self.peer,
            host: self.host.as_deref(),
            idempotency_key: None,
        };
        ui.binding.file(on, path).await
    }
}

/// A sign-in that has passed the password and waits for the second factor's code.
pub struct Pending(pub Viewer);

/// A signed-in person, or a sign-in that must set up a second factor before it goes on: the
/// security pages take both.
pub struct Enrolling(pub Viewer);

impl FromRequestParts<Ui> for Viewer {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, ui: &Ui) -> Result<Self, Self::Rejection> {
        session_at(parts, ui, &["active"]).await
    }
}

impl FromRequestParts<Ui> for Pending {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, ui: &Ui) -> Result<Self, Self::Rejection> {
        session_at(parts, ui, &["second_factor"]).await.map(Pending)
    }
}

impl FromRequestParts<Ui> for Enrolling {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, ui: &Ui) -> Result<Self, Self::Rejection> {
        session_at(parts, ui, &["enrol", "active"]).await.map(Enrolling)
    }
}

/// The live session of the request at one of `stages`. A sign-in at another stage is sent where
/// it can go on: the code page, or the security page to set up the second factor.
async fn session_at(parts: &Parts, ui: &Ui, stages: &[&str]) -> Result<Viewer, Response> {
    let peer = parts.extensions.get::<ClientAddress>().map(|a| a.0);
    let Some(secret) = cookie(&parts.headers, COOKIE) else {
        return Err(signed_out(parts));
    };
    let credential = hash(&secret);
    let found = ui.store.session_owner(&credential, ui.config.idle_since()).await.map_err(|e| pages::failed(&e))?;
    let Some(found) = found else {
        return Err(signed_out(parts));
    };
    if !stages.contains(&found.stage.as_str()) {
        let elsewhere = match found.stage.as_str() {
            // The page asked for comes next, once the code is given.
            "second_factor" => format!("/ui/sign-in/code?next={}", pages::encode(asked(parts))),
            "enrol" => "/ui/security".to_string(),
            _ => return Err(signed_out(parts)),
        };
        if parts.method != axum::http::Method::GET {
            return Err(pages::form_expired());
        }
        return Err(axum::response::Redirect::to(&elsewhere).into_response());
    }
    if Timestamp::now().micros() - found.last_seen_at.micros() > TOUCH_EVERY {
        ui.store.touch_session(&found.owner.token_id).await.map_err(|e| pages::failed(&e))?;
    }
    Ok(Viewer {
        session_id: found.owner.token_id,
        stage: found.stage,
        user_id: found.owner.user.id,
        name: found.owner.user.name,
        credential,
        csrf: csrf_token(&secret),
        peer,
        host: parts.headers.get(header::HOST).and_then(|h| h.to_str().ok()).map(str::to_string),
    })
}

/// What a request without a live session gets: the sign-in page, coming back here after. A
/// browser arriving from another site sends no `SameSite=Strict` cookie: it is asked to load
/// the page again from here, which sends it.
fn signed_out(parts: &Parts) -> Response {
    let cross_site = parts.headers.get("sec-fetch-site").is_some_and(|v| v.as_bytes() == b"cross-site");
    if cross_site && parts.method == axum::http::Method::GET && cookie(&parts.headers, COOKIE).is_none() {
        return pages::reload_here();
    }
    if parts.method != axum::http::Method::GET {
        return pages::form_expired();
    }
    let target = format!("/ui/sign-in?next={}", pages::encode(asked(parts)));
    axum::response::Redirect::to(&target).into_response()
}

/// The page as the browser asked for it (path and query), not as the `/ui` mount sees it.
fn asked(parts: &Parts) -> &str {
    let uri = parts.extensions.get::<axum::extract::OriginalUri>().map_or(&parts.uri, |o| &o.0);
    uri.path_and_query().map(|p| p.as_str()).unwrap_or(crate::HOME)
}

/// Where to go after signing in: a local `/ui` page, never another site.
pub fn local_next(next: Option<&str>) -> &str {
    match next {
        Some(path)
            if (path == crate::HOME || path.starts_with("/ui/") || path.starts_with("/ui?"))
                && !path.contains("//")
                && !path.contains('\\')
                && path.bytes().all(|b| b.is_ascii_graphic()) =>
        {
            path
        }
        _ => crate::HOME,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(*name, HeaderValue::from_str(value).unwrap());
        }
        map
    }

    #[test]
    fn state_changes_must_come_from_this_site() {
        let host = "127.0.0.1:8080";
        let cases: &[(&[(&str, &str)], bool)] = &[
            (&[("origin", "http://127.0.0.1:8080")], true),
            (&[("origin", "https://127.0.0.1:8080/")], true),
            (&[("origin", "http://localhost:9000")], false),
            (&[("origin", "null")], false),
            // A form on a `no-referrer` page of this site; never a sandboxed frame's.
            (&[("origin", "null"), ("sec-fetch-site", "same-origin")], true),
            (&[("origin", "null"), ("sec-fetch-site", "cross-site")], false),
            (&[("origin", "http://127.0.0.1:8080.evil.test")], false),
            (&[("origin", "http://localhost:9000"), ("sec-fetch-site", "same-origin")], false),
            (&[("sec-fetch-site", "same-origin")], true),
            (&[("sec-fetch-site", "same-site")], false),
            (&[("sec-fetch-site", "cross-site")], false),
            (&[("sec-fetch-site", "none")], false),
            // Neither header: not a browser, or one too old to send them; the CSRF token decides.
            (&[], true),
        ];
        for (pairs, expected) in cases {
            assert_eq!(same_site(&headers(pairs), host), *expected, "{pairs:?}");
        }
    }

    #[test]
    fn cookies_are_read_strictly() {
        let h = headers(&[("cookie", "a=1; __Host-postern=abc123; other=x"), ("cookie", "__Host-postern-pre=ff")]);
        assert_eq!(cookie(&h, COOKIE).as_deref(), Some("abc123"));
        assert_eq!(cookie(&h, PRE_COOKIE).as_deref(), Some("ff"));
        assert_eq!(cookie(&h, "missing"), None);
        let odd = headers(&[("cookie", "__Host-postern=a%20b; x")]);
        assert_eq!(cookie(&odd, COOKIE), None, "only the alphabet our secrets use");
        let long = headers(&[("cookie", &format!("__Host-postern={}", "a".repeat(200)))]);
        assert_eq!(cookie(&long, COOKIE), None);
    }

    #[test]
    fn csrf_tokens_are_per_session_and_compared_whole() {
        let (a, b) = (postern_core::token::random_secret(""), postern_core::token::random_secret(""));
        assert_ne!(csrf_token(&a), csrf_token(&b));
        assert_ne!(csrf_token(&a), a, "the token does not reveal the cookie");
        assert!(postern_core::token::same_secret(&csrf_token(&a), &csrf_token(&a)));
        assert!(!postern_core::token::same_secret(&csrf_token(&a), &csrf_token(&a)[..10]));
        assert!(!postern_core::token::same_secret(&csrf_token(&a), ""));
    }

    #[test]
    fn only_local_pages_come_next() {
        assert_eq!(local_next(Some("/ui/password")), "/ui/password");
        assert_eq!(local_next(Some("/ui")), "/ui");
        assert_eq!(local_next(Some("/ui?x=1")), "/ui?x=1");
        for bad in
            ["https://evil.test/", "//evil.test", "/ui//evil.test", "/api/v1/me", "/ui\\@evil", "/uix", "/ui/\u{7f}"]
        {
            assert_eq!(local_next(Some(bad)), "/ui", "{bad}");
        }
        assert_eq!(local_next(None), "/ui");
    }
}
