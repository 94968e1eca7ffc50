//! `/ui/tokens`: the viewer's own API tokens: made with a name, an optional expiry and optional
//! narrower grants (JSON, as the API takes them), shown once with a copy button, revoked. All of
//! it through `/users/{id}/tokens`, so the API's no-escalation rules decide.

use crate::Ui;
use crate::pages::{Frame, refused, render};
use crate::session::Viewer;
use askama::Template;
use axum::extract::{Form, Path, State};
use axum::http::{Method, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;
use serde_json::{Value, json};

/// A token as the page lists it.
pub struct TokenRow {
    pub id: String,
    pub name: String,
    pub created_at: String,
    pub expires_at: String,
    pub revoked: bool,
    pub narrowed: bool,
}

fn token_row(token: &Value) -> TokenRow {
    let text = |v: &Value| v.as_str().unwrap_or_default().to_string();
    TokenRow {
        id: text(&token["id"]),
        name: text(&token["name"]),
        created_at: text(&token["created_at"]),
        expires_at: token["expires_at"].as_str().unwrap_or("never").to_string(),
        revoked: !token["revoked_at"].is_null(),
        narrowed: token["grants"].is_array(),
    }
}

#[derive(Template)]
#[template(path = "tokens.html")]
struct TokensPage {
    frame: Frame,
    csrf: String,
    tokens: Vec<TokenRow>,
    /// A token just made: its name and secret, shown this once.
    created: Option<(String, String)>,
    error: Option<String>,
    name: String,
    grants: String,
}

async fn tokens_page(ui: &Ui, viewer: &Viewer, status: StatusCode, page: TokensPage) -> Response {
    let path = format!("/users/{}/tokens", viewer.user_id);
    match viewer.api(ui, Method::GET, &path, None).await {
        Ok(listed) => {
            let tokens = listed["data"].as_array().map(|a| a.iter().map(token_row).collect()).unwrap_or_default();
            render(status, &TokensPage { tokens, ..page })
        }
        Err(failure) => refused(&failure),
    }
}

fn empty(viewer: &Viewer) -> TokensPage {
    TokensPage {
        frame: Frame::of(viewer, "API tokens", "tokens"),
        csrf: viewer.csrf.clone(),
        tokens: Vec::new(),
        created: None,
        error: None,
        name: String::new(),
        grants: String::new(),
    }
}

/// `GET /ui/tokens`.
pub async fn list(State(ui): State<Ui>, viewer: Viewer) -> Response {
    let page = empty(&viewer);
    tokens_page(&ui, &viewer, StatusCode::OK, page).await
}

#[derive(Deserialize)]
pub struct NewToken {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    name: String,
    /// Days until it expires; empty: never.
    #[serde(default)]
    days: String,
    /// Narrower grants as JSON; empty: the viewer's own rights.
    #[serde(default)]
    grants: String,
}

/// `POST /ui/tokens`: makes a token and shows its secret once (this answer is not stored).
pub async fn create(State(ui): State<Ui>, viewer: Viewer, Form(form): Form<NewToken>) -> Response {
    if let Err(refused) = viewer.check(&form.csrf) {
        return *refused;
    }
    let mut body = json!({ "name": form.name.trim() });
    let retry = |error: String| TokensPage {
        error: Some(error),
        name: form.name.clone(),
        grants: form.grants.clone(),
        ..empty(&viewer)
    };
    if !form.days.trim().is_empty() {
        match form.days.trim().parse::<u32>() {
            Ok(days @ 1..=3650) => {
                let at = postern_core::Timestamp::now().micros() + i64::from(days) * 86_400_000_000;
                body["expires_at"] = json!(postern_core::Timestamp(at).to_string());
            }
            _ => {
                return tokens_page(
                    &ui,
                    &viewer,
                    StatusCode::BAD_REQUEST,
                    retry("Days must be a whole number from 1 to 3650.".into()),
                )
                .await;
            }
        }
    }
    if !form.grants.trim().is_empty() {
        match serde_json::from_str::<Value>(&form.grants) {
            Ok(grants) => body["grants"] = grants,
            Err(e) => {
                return tokens_page(
                    &ui,
                    &viewer,
                    StatusCode::BAD_REQUEST,
                    retry(format!("The grants are not JSON: {e}.")),
                )
                .await;
            }
        }
    }
    let path = format!("/users/{}/tokens", viewer.user_id);
    match viewer.api(&ui, Method::POST, &path, Some(body)).await {
        Ok(made) => {
            let secret = made["token"].as_str().unwrap_or_default().to_string();
            let name = made["data"]["name"].as_str().unwrap_or_default().to_string();
            let page = TokensPage { created: Some((name, secret)), ..empty(&viewer) };
            tokens_page(&ui, &viewer, StatusCode::CREATED, page).await
        }
        Err(failure) if failure.status == 400 || failure.status == 403 => {
            tokens_page(
                &ui,
                &viewer,
                StatusCode::from_u16(failure.status).unwrap_or(StatusCode::BAD_REQUEST),
                retry(failure.message),
            )
            .await
        }
        Err(failure) => refused(&failure),
    }
}

/// `POST /ui/tokens/{id}/revoke`.
pub async fn revoke(
    State(ui): State<Ui>,
    viewer: Viewer,
    Path(id): Path<String>,
    Form(form): Form<crate::session::CsrfForm>,
) -> Response {
    if let Err(refused) = viewer.check(&form.csrf) {
        return *refused;
    }
    if !id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') || id.is_empty() {
        return crate::pages::not_found().await;
    }
    let path = format!("/users/{}/tokens/{id}", viewer.user_id);
    match viewer.api(&ui, Method::DELETE, &path, None).await {
        Ok(_) => Redirect::to("/ui/tokens").into_response(),
        Err(failure) => refused(&failure),
    }
}
