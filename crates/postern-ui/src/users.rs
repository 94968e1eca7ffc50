//! `/ui/users` and `/ui/roles`: people and roles with their rights, edited in the grant editor
//! (`grants.rs`) with what the result allows in words, setup links for a person's password,
//! and the second factor an administrator may require. All of it through `/users` and
//! `/roles`, so the API's rule that nobody hands out a right it does not hold decides.

use crate::Ui;
use crate::grants::{self, Known, Row, Words};
use crate::pages::{Frame, encode, path_id, refused, render};
use crate::session::{CsrfForm, Viewer};
use askama::Template;
use axum::extract::{Form, Path, Query, State};
use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use postern_core::Timestamp;
use postern_core::rights::Grant;
use serde::Deserialize;
use serde_json::{Value, json};

/// A user as the list shows it.
pub struct UserRow {
    pub id: String,
    pub name: String,
    pub roles: String,
    pub disabled: bool,
    pub totp_required: bool,
}

/// A role to tick on a user's page.
pub struct RoleChoice {
    pub name: String,
    /// The name in a path.
    pub path: String,
    pub description: String,
    pub on: bool,
}

#[derive(Template)]
#[template(path = "users.html")]
struct UsersPage {
    frame: Frame,
    csrf: String,
    users: Vec<UserRow>,
    roles: Vec<RoleChoice>,
    error: Option<String>,
    name: String,
}

#[derive(Template)]
#[template(path = "user.html")]
struct UserPage {
    frame: Frame,
    csrf: String,
    id: String,
    name: String,
    disabled: bool,
    totp_required: bool,
    roles: Vec<RoleChoice>,
    rows: Vec<Row>,
    words: Words,
    /// Whether the words are of the form as posted, not yet saved.
    preview: bool,
    error: Option<String>,
    notice: Option<String>,
    /// A setup link just made, shown this once, and its end.
    link: Option<(String, String)>,
    /// Where the user is signed in.
    sessions: Vec<crate::sessions::SessionRow>,
    /// Whose sessions: this user's.
    whose: String,
}

#[derive(Template)]
#[template(path = "roles.html")]
struct RolesPage {
    frame: Frame,
    /// Name, name in a path, description, rights in words.
    roles: Vec<(String, String, String, Vec<String>)>,
}

#[derive(Template)]
#[template(path = "role.html")]
struct RolePage {
    frame: Frame,
    csrf: String,
    name: String,
    /// The role's name in a path.
    path: String,
    exists: bool,
    description: String,
    rows: Vec<Row>,
    words: Words,
    preview: bool,
    error: Option<String>,
    notice: Option<String>,
}

fn text(value: &Value) -> String {
    value.as_str().unwrap_or_default().to_string()
}

/// Every role, and its grants.
async fn all_roles(ui: &Ui, viewer: &Viewer) -> Result<Vec<(String, String, Vec<Grant>)>, crate::ApiFailure> {
    let listed = viewer.api(ui, Method::GET, "/roles", None).await?;
    Ok(listed["data"]
        .as_array()
        .map(|roles| {
            roles.iter().map(|r| (text(&r["name"]), text(&r["description"]), grants::of_json(&r["grants"]))).collect()
        })
        .unwrap_or_default())
}

fn role_choices(roles: &[(String, String, Vec<Grant>)], held: &[String]) -> Vec<RoleChoice> {
    roles
        .iter()
        .map(|(name, description, _)| RoleChoice {
            name: name.clone(),
            path: encode(name),
            description: description.clone(),
            on: held.contains(name),
        })
        .collect()
}

/// `GET /ui/users`.
pub async fn list(State(ui): State<Ui>, viewer: Viewer) -> Response {
    users_page(&ui, &viewer, StatusCode::OK, None, String::new()).await
}

async fn users_page(ui: &Ui, viewer: &Viewer, status: StatusCode, error: Option<String>, name: String) -> Response {
    let listed = match viewer.api(ui, Method::GET, "/users", None).await {
        Ok(listed) => listed,
        Err(failure) => return refused(&failure),
    };
    let users = listed["data"]
        .as_array()
        .map(|users| {
            users
                .iter()
                .map(|u| UserRow {
                    id: text(&u["id"]),
                    name: text(&u["name"]),
                    roles: u["roles"]
                        .as_array()
                        .map(|r| r.iter().filter_map(Value::as_str).collect::<Vec<_>>().join(", "))
                        .unwrap_or_default(),
                    disabled: u["disabled"] == Value::Bool(true),
                    totp_required: u["totp_required"] == Value::Bool(true),
                })
                .collect()
        })
        .unwrap_or_default();
    let roles = all_roles(ui, viewer).await.unwrap_or_default();
    let page = UsersPage {
        frame: Frame::of(viewer, "Users", "users"),
        csrf: viewer.csrf.clone(),
        users,
        roles: role_choices(&roles, &[]),
        error,
        name,
    };
    render(status, &page)
}

/// `POST /ui/users`: a new user with the roles ticked and no grants of its own; its page
/// comes next, to give it rights and a setup link.
pub async fn create(State(ui): State<Ui>, viewer: Viewer, Form(form): Form<Vec<(String, String)>>) -> Response {
    if let Err(refused) = viewer.check(field(&form, "csrf")) {
        return *refused;
    }
    let name = field(&form, "name").trim().to_string();
    let roles: Vec<&str> = form.iter().filter(|(k, _)| k == "roles").map(|(_, v)| v.as_str()).collect();
    match viewer.api(&ui, Method::POST, "/users", Some(json!({ "name": name, "roles": roles }))).await {
        Ok(made) => Redirect::to(&format!("/ui/users/{}", text(&made["data"]["id"]))).into_response(),
        Err(failure) if matches!(failure.status, 400 | 403 | 409) => {
            let status = StatusCode::from_u16(failure.status).unwrap_or(StatusCode::BAD_REQUEST);
            users_page(&ui, &viewer, status, Some(failure.message), name).await
        }
        Err(failure) => refused(&failure),
    }
}

/// The first value of `key` in a posted form.
fn field<'a>(form: &'a [(String, String)], key: &str) -> &'a str {
    form.iter().find(|(k, _)| k == key).map_or("", |(_, v)| v.as_str())
}

/// What a user page shows besides the stored user: a form as posted, a message, a link.
#[derive(Default)]
struct Shown {
    /// The form's roles and grants, when they are shown instead of the stored ones.
    posted: Option<(Vec<String>, Vec<Grant>)>,
    error: Option<String>,
    notice: Option<String>,
    link: Option<(String, String)>,
}

async fn user_page(ui: &Ui, viewer: &Viewer, id: &str, status: StatusCode, shown: Shown) -> Response {
    let user = match viewer.api(ui, Method::GET, &format!("/users/{id}"), None).await {
        Ok(user) => user["data"].clone(),
        Err(failure) => return refused(&failure),
    };
    let roles = match all_roles(ui, viewer).await {
        Ok(roles) => roles,
        Err(failure) => return refused(&failure),
    };
    let preview = shown.posted.is_some();
    let (held, own) = shown.posted.unwrap_or_else(|| {
        let held = user["roles"].as_array().map(|r| r.iter().map(text).collect()).unwrap_or_default();
        (held, grants::of_json(&user["grants"]))
    });
    let known = Known::load(ui, viewer).await;
    let mut sections: Vec<(String, &[Grant])> = vec![("Their own grants".into(), own.as_slice())];
    for (name, _, role_grants) in roles.iter().filter(|(name, _, _)| held.contains(name)) {
        sections.push((format!("From the role {name}"), role_grants.as_slice()));
    }
    let words = grants::words(&sections, &known);
    let name = text(&user["name"]);
    let page = UserPage {
        frame: Frame::of(viewer, format!("User {name}"), "user"),
        csrf: viewer.csrf.clone(),
        id: id.to_string(),
        name,
        disabled: user["disabled"] == Value::Bool(true),
        totp_required: user["totp_required"] == Value::Bool(true),
        roles: role_choices(&roles, &held),
        rows: grants::rows(&own, &known),
        words,
        preview,
        error: shown.error,
        notice: shown.notice,
        link: shown.link,
        sessions: crate::sessions::of(ui, viewer, id).await,
        whose: id.to_string(),
    };
    render(status, &page)
}

/// `GET /ui/users/{id}`.
pub async fn page(State(ui): State<Ui>, viewer: Viewer, Path(id): Path<String>) -> Response {
    let Some(id) = path_id(&id) else { return crate::pages::not_found().await };
    user_page(&ui, &viewer, id, StatusCode::OK, Shown::default()).await
}

/// `POST /ui/users/{id}`: saves the name, roles, grants, second-factor rule and whether the
/// user is disabled, or (`action=preview`) only shows what the form's rights would allow.
pub async fn save(
    State(ui): State<Ui>,
    viewer: Viewer,
    Path(id): Path<String>,
    Form(form): Form<Vec<(String, String)>>,
) -> Response {
    if let Err(refused) = viewer.check(field(&form, "csrf")) {
        return *refused;
    }
    let Some(id) = path_id(&id) else { return crate::pages::not_found().await };
    let held: Vec<String> = form.iter().filter(|(k, _)| k == "roles").map(|(_, v)| v.clone()).collect();
    let grants = match grants::read(&form, Timestamp::now()) {
        Ok(grants) => grants,
        Err(error) => {
            let shown = Shown { error: Some(error), ..Shown::default() };
            return user_page(&ui, &viewer, id, StatusCode::BAD_REQUEST, shown).await;
        }
    };
    if field(&form, "action") == "preview" {
        let shown = Shown { posted: Some((held, grants)), ..Shown::default() };
        return user_page(&ui, &viewer, id, StatusCode::OK, shown).await;
    }
    let change = json!({
        "name": field(&form, "name").trim(),
        "roles": held,
        "grants": grants,
        "disabled": field(&form, "disabled") == "on",
        "totp_required": field(&form, "totp_required") == "on",
    });
    match viewer.api(&ui, Method::PATCH, &format!("/users/{id}"), Some(change)).await {
        Ok(_) => {
            let shown = Shown { notice: Some("Saved.".into()), ..Shown::default() };
            user_page(&ui, &viewer, id, StatusCode::OK, shown).await
        }
        Err(failure) if matches!(failure.status, 400 | 403 | 409) => {
            let status = StatusCode::from_u16(failure.status).unwrap_or(StatusCode::BAD_REQUEST);
            let shown = Shown { posted: Some((held, grants)), error: Some(failure.message), ..Shown::default() };
            user_page(&ui, &viewer, id, status, shown).await
        }
        Err(failure) => refused(&failure),
    }
}

/// The address people open this UI at, from the request: the link is shown under it when
/// `--public-url` is not set. The form's `Origin` (which the CSRF check has matched to this UI,
/// scheme included: behind a TLS proxy it is `https`), else the `Host`, which passed the UI's
/// allow-list.
fn this_origin(headers: &HeaderMap) -> String {
    let header = |name: axum::http::HeaderName| headers.get(name).and_then(|h| h.to_str().ok());
    match header(axum::http::header::ORIGIN).filter(|o| o.starts_with("http://") || o.starts_with("https://")) {
        Some(origin) => origin.to_string(),
        None => format!("http://{}", header(axum::http::header::HOST).unwrap_or("127.0.0.1")),
    }
}

/// The user's page with the API's refusal on it when a person can act on it (not allowed, gone,
/// in conflict with the user's state); the error page otherwise.
async fn refusal_on_page(ui: &Ui, viewer: &Viewer, id: &str, failure: crate::ApiFailure) -> Response {
    if !matches!(failure.status, 403 | 404 | 409) {
        return refused(&failure);
    }
    let status = StatusCode::from_u16(failure.status).unwrap_or(StatusCode::FORBIDDEN);
    user_page(ui, viewer, id, status, Shown { error: Some(failure.message), ..Shown::default() }).await
}

/// `POST /ui/users/{id}/setup-link`: a link at which the user sets a password, shown once.
pub async fn setup_link(
    State(ui): State<Ui>,
    viewer: Viewer,
    Path(id): Path<String>,
    headers: HeaderMap,
    Form(form): Form<CsrfForm>,
) -> Response {
    if let Err(refused) = viewer.check(&form.csrf) {
        return *refused;
    }
    let Some(id) = path_id(&id) else { return crate::pages::not_found().await };
    match viewer.api(&ui, Method::POST, &format!("/users/{id}/setup-link"), None).await {
        Ok(made) => {
            let made = &made["data"];
            let url = made["url"]
                .as_str()
                .map_or_else(|| format!("{}{}", this_origin(&headers), text(&made["path"])), str::to_string);
            let shown = Shown { link: Some((url, text(&made["expires_at"]))), ..Shown::default() };
            user_page(&ui, &viewer, id, StatusCode::CREATED, shown).await
        }
        Err(failure) => refusal_on_page(&ui, &viewer, id, failure).await,
    }
}

/// `POST /ui/users/{id}/second-factor/remove`: takes away the user's authenticator app and
/// recovery codes (they lost both), and says so on the user's page.
pub async fn remove_second_factor(
    State(ui): State<Ui>,
    viewer: Viewer,
    Path(id): Path<String>,
    Form(form): Form<CsrfForm>,
) -> Response {
    if let Err(refused) = viewer.check(&form.csrf) {
        return *refused;
    }
    let Some(id) = path_id(&id) else { return crate::pages::not_found().await };
    match viewer.api(&ui, Method::DELETE, &format!("/users/{id}/second-factor"), None).await {
        Ok(_) => {
            let notice = "Their second factor is removed: they sign in with their password alone until they set up \
                          a new one (at once, where one is required)."
                .to_string();
            user_page(&ui, &viewer, id, StatusCode::OK, Shown { notice: Some(notice), ..Shown::default() }).await
        }
        Err(failure) => refusal_on_page(&ui, &viewer, id, failure).await,
    }
}

/// `POST /ui/users/{id}/delete`.
pub async fn delete(
    State(ui): State<Ui>,
    viewer: Viewer,
    Path(id): Path<String>,
    Form(form): Form<CsrfForm>,
) -> Response {
    if let Err(refused) = viewer.check(&form.csrf) {
        return *refused;
    }
    let Some(id) = path_id(&id) else { return crate::pages::not_found().await };
    match viewer.api(&ui, Method::DELETE, &format!("/users/{id}"), None).await {
        Ok(_) => Redirect::to("/ui/users").into_response(),
        Err(failure) => refusal_on_page(&ui, &viewer, id, failure).await,
    }
}

#[derive(Deserialize)]
pub struct RolesQuery {
    /// A role to make: its editor comes next.
    #[serde(default)]
    new: String,
}

/// `GET /ui/roles[?new=name]`: every role with its rights in words; with `new`, the editor of
/// the role so named (made when saved).
pub async fn roles(State(ui): State<Ui>, viewer: Viewer, Query(query): Query<RolesQuery>) -> Response {
    if !query.new.trim().is_empty() {
        return Redirect::to(&format!("/ui/roles/{}", encode(query.new.trim()))).into_response();
    }
    let roles = match all_roles(&ui, &viewer).await {
        Ok(roles) => roles,
        Err(failure) => return refused(&failure),
    };
    let known = Known::load(&ui, &viewer).await;
    let name = |id: &str| known.name(id);
    let now = Timestamp::now();
    let roles = roles
        .into_iter()
        .map(|(role, description, grants)| {
            let lines = postern_core::rights::explain(&grants, &name, now).lines;
            let path = encode(&role);
            (role, path, description, lines)
        })
        .collect();
    render(StatusCode::OK, &RolesPage { frame: Frame::of(&viewer, "Roles", "roles"), roles })
}

/// What a role page shows besides the stored role.
#[derive(Default)]
struct RoleShown {
    posted: Option<(String, Vec<Grant>)>,
    error: Option<String>,
    notice: Option<String>,
}

async fn role_page(ui: &Ui, viewer: &Viewer, name: &str, status: StatusCode, shown: RoleShown) -> Response {
    let (exists, stored) = match viewer.api(ui, Method::GET, &format!("/roles/{}", encode(name)), None).await {
        Ok(role) => (true, role["data"].clone()),
        Err(failure) if failure.status == 404 => (false, Value::Null),
        Err(failure) => return refused(&failure),
    };
    let preview = shown.posted.is_some();
    let (description, grants) =
        shown.posted.unwrap_or_else(|| (text(&stored["description"]), grants::of_json(&stored["grants"])));
    let known = Known::load(ui, viewer).await;
    let words = grants::words(&[("This role".to_string(), grants.as_slice())], &known);
    let page = RolePage {
        frame: Frame::of(viewer, format!("Role {name}"), "role"),
        csrf: viewer.csrf.clone(),
        name: name.to_string(),
        path: encode(name),
        exists,
        description,
        rows: grants::rows(&grants, &known),
        words,
        preview,
        error: shown.error,
        notice: shown.notice,
    };
    render(status, &page)
}

/// `GET /ui/roles/{name}`.
pub async fn role(State(ui): State<Ui>, viewer: Viewer, Path(name): Path<String>) -> Response {
    role_page(&ui, &viewer, &name, StatusCode::OK, RoleShown::default()).await
}

/// `POST /ui/roles/{name}`: makes or replaces the role, or (`action=preview`) shows what the
/// form's rights would allow.
pub async fn save_role(
    State(ui): State<Ui>,
    viewer: Viewer,
    Path(name): Path<String>,
    Form(form): Form<Vec<(String, String)>>,
) -> Response {
    if let Err(refused) = viewer.check(field(&form, "csrf")) {
        return *refused;
    }
    let description = field(&form, "description").trim().to_string();
    let grants = match grants::read(&form, Timestamp::now()) {
        Ok(grants) => grants,
        Err(error) => {
            let shown = RoleShown { error: Some(error), ..RoleShown::default() };
            return role_page(&ui, &viewer, &name, StatusCode::BAD_REQUEST, shown).await;
        }
    };
    if field(&form, "action") == "preview" {
        let shown = RoleShown { posted: Some((description, grants)), ..RoleShown::default() };
        return role_page(&ui, &viewer, &name, StatusCode::OK, shown).await;
    }
    let body = json!({ "description": description, "grants": grants });
    match viewer.api(&ui, Method::PUT, &format!("/roles/{}", encode(&name)), Some(body)).await {
        Ok(_) => {
            let shown = RoleShown { notice: Some("Saved.".into()), ..RoleShown::default() };
            role_page(&ui, &viewer, &name, StatusCode::OK, shown).await
        }
        Err(failure) if matches!(failure.status, 400 | 403 | 409) => {
            let status = StatusCode::from_u16(failure.status).unwrap_or(StatusCode::BAD_REQUEST);
            let shown =
                RoleShown { posted: Some((description, grants)), error: Some(failure.message), ..RoleShown::default() };
            role_page(&ui, &viewer, &name, status, shown).await
        }
        Err(failure) => refused(&failure),
    }
}

/// `POST /ui/roles/{name}/delete`.
pub async fn delete_role(
    State(ui): State<Ui>,
    viewer: Viewer,
    Path(name): Path<String>,
    Form(form): Form<CsrfForm>,
) -> Response {
    if let Err(refused) = viewer.check(&form.csrf) {
        return *refused;
    }
    match viewer.api(&ui, Method::DELETE, &format!("/roles/{}", encode(&name)), None).await {
        Ok(_) => Redirect::to("/ui/roles").into_response(),
        Err(failure) if matches!(failure.status, 403 | 409) => {
            let status = StatusCode::from_u16(failure.status).unwrap_or(StatusCode::CONFLICT);
            let shown = RoleShown { error: Some(failure.message), ..RoleShown::default() };
            role_page(&ui, &viewer, &name, status, shown).await
        }
        Err(failure) => refused(&failure),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_setup_link_is_shown_under_the_origin_the_form_came_from() {
        let mut headers = HeaderMap::new();
        headers.insert("host", "mail.example.com".parse().unwrap());
        assert_eq!(this_origin(&headers), "http://mail.example.com");
        headers.insert("origin", "https://mail.example.com".parse().unwrap());
        assert_eq!(this_origin(&headers), "https://mail.example.com", "behind a TLS proxy");
        headers.insert("origin", "null".parse().unwrap());
        assert_eq!(this_origin(&headers), "http://mail.example.com");
    }
}
