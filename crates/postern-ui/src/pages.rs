//! Rendering: the frame every page shares (stylesheet, script, the signed-in person, the CSRF
//! token), and the pages that only say something (errors, the lockout, expired forms).

use crate::assets;
use askama::Template;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};

/// The policy of every `/ui` answer: nothing but this origin's own files, no inline script or
/// style, no framing by others, forms posted here only.
pub const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
connect-src 'self'; object-src 'none'; frame-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/// What the layout (`base.html`) shows around a page.
pub struct Frame {
    pub title: String,
    /// `data-page` of `<body>`: what the page is, for tests and styles.
    pub page: &'static str,
    /// The signed-in person's name.
    pub viewer: Option<String>,
    /// The session's CSRF token, for forms and scripts.
    pub csrf: Option<String>,
    /// Whether the browser should load this same page again at once (see `reload_here`).
    pub reload: bool,
}

impl Frame {
    pub fn new(title: impl Into<String>, page: &'static str) -> Frame {
        Frame { title: title.into(), page, viewer: None, csrf: None, reload: false }
    }

    pub fn css(&self) -> &'static str {
        assets::path("ui.css")
    }

    pub fn js(&self) -> &'static str {
        assets::path("ui.js")
    }
}

/// A page that says one thing.
#[derive(Template)]
#[template(path = "message.html")]
pub struct Message {
    pub frame: Frame,
    pub text: String,
    /// `error` (shown as `#error`) or `notice`.
    pub kind: &'static str,
    /// A link onwards: (href, words).
    pub onward: Option<(String, String)>,
}

/// Renders `template` with `status`.
pub fn render(status: StatusCode, template: &impl Template) -> Response {
    match template.render() {
        Ok(html) => (status, Html(html)).into_response(),
        Err(e) => {
            tracing::error!(error = %e, "a page could not be rendered");
            (StatusCode::INTERNAL_SERVER_ERROR, "The page could not be rendered.").into_response()
        }
    }
}

/// A page with one message; `page` is its `data-page`.
pub fn message(status: StatusCode, page: &'static str, text: &str) -> Response {
    let title = status.canonical_reason().unwrap_or("Postern");
    let onward = Some((crate::HOME.to_string(), "Back to Postern".to_string()));
    render(status, &Message { frame: Frame::new(title, page), text: text.into(), kind: "error", onward })
}

/// A form that did not come from this site or from this session.
pub fn form_expired() -> Response {
    message(
        StatusCode::FORBIDDEN,
        "error",
        "This form has expired or did not come from this site; nothing was done. Load the page again and retry.",
    )
}

/// The lockout page: no credential is checked until `wait` has passed.
pub fn locked(wait_seconds: i64) -> Response {
    let minutes = (wait_seconds + 59) / 60;
    let text = format!(
        "Too many failed sign-ins. Try again in {} (nothing is checked until then).",
        if wait_seconds < 60 { format!("{wait_seconds} seconds") } else { format!("{minutes} minutes") }
    );
    let mut response = message(StatusCode::TOO_MANY_REQUESTS, "locked", &text);
    if let Ok(value) = HeaderValue::from_str(&wait_seconds.max(1).to_string()) {
        response.headers_mut().insert(header::RETRY_AFTER, value);
    }
    response
}

/// Too many passwords are being checked at once.
pub fn busy() -> Response {
    let mut response = message(
        StatusCode::SERVICE_UNAVAILABLE,
        "error",
        "Postern is busy checking other sign-ins; retry in a moment.",
    );
    response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from_static("2"));
    response
}

/// A page for a browser that came from another site without its `SameSite=Strict` cookie: it
/// loads the same address again at once, now from this site, and sends it.
pub fn reload_here() -> Response {
    let frame = Frame { reload: true, ..Frame::new("Postern", "reload") };
    let onward = Some((String::new(), "Continue".to_string()));
    render(StatusCode::OK, &Message { frame, text: "Opening Postern…".into(), kind: "notice", onward })
}

/// The store failed: the page says so, the log says why.
pub fn failed(error: &dyn std::fmt::Display) -> Response {
    tracing::error!(error = %error, "a web UI page failed");
    message(StatusCode::INTERNAL_SERVER_ERROR, "error", "Something went wrong on the server; try again.")
}

/// A REST request's refusal as a page with its status and message; a session that ended sends
/// the person to sign in again.
pub fn refused(failure: &crate::ApiFailure) -> Response {
    if failure.status == 401 {
        return axum::response::Redirect::to("/ui/sign-in").into_response();
    }
    let status = StatusCode::from_u16(failure.status).unwrap_or(StatusCode::BAD_GATEWAY);
    message(status, "error", &failure.message)
}

/// An id taken from a path (`msg_…`, `acc_…`): letters, digits and `_`, at most 64; anything
/// else is no id (a 404 page), and never reaches an API path.
pub fn path_id(id: &str) -> Option<&str> {
    (!id.is_empty() && id.len() <= 64 && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')).then_some(id)
}

/// `text` made safe for a path segment or a query value.
pub fn encode(text: &str) -> String {
    percent_encoding::utf8_percent_encode(text, percent_encoding::NON_ALPHANUMERIC).to_string()
}

/// Unknown `/ui` paths.
pub async fn not_found() -> Response {
    message(StatusCode::NOT_FOUND, "error", "There is no such page.")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_in_paths_are_plain() {
        assert_eq!(path_id("inbox_01abc"), Some("inbox_01abc"));
        for bad in ["", "../x", "a b", "x%2F", &"a".repeat(65)] {
            assert_eq!(path_id(bad), None, "{bad}");
        }
    }
}
