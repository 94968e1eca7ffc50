//! Reading the mail of connected accounts (docs/UI.md §5, slice 5): an account's folders and a
//! folder's messages with search, and a message's reading view: headers, attachments downloaded
//! through one-time links, and the body in a sandboxed frame of its own, its inline (`cid:`)
//! images shown and remote content left out unless the person asks. Every read is a REST
//! request with the session's rights, so a folder-scoped user sees only its folders.

use crate::Ui;
use crate::pages::{self, Frame, encode, refused, render};
use crate::session::Viewer;
use askama::Template;
use axum::extract::{Form, Path, Query, State};
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::response::{Html, IntoResponse, Redirect, Response};
use serde::Deserialize;
use serde_json::Value;
use std::collections::HashMap;

/// The policy of a mail body's frame: nothing runs, nothing is fetched but this origin's own
/// files and `data:` images (and, when asked, remote images), and only a Postern page may frame it.
fn body_csp(remote: bool) -> String {
    let images = if remote { "'self' data: https: http:" } else { "'self' data:" };
    format!(
        "default-src 'none'; img-src {images}; style-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'"
    )
}

fn addresses(list: &Value) -> String {
    list.as_array()
        .map(|a| {
            a.iter()
                .map(|p| match (p["name"].as_str().filter(|n| !n.is_empty()), p["email"].as_str()) {
                    (Some(name), Some(email)) => format!("{name} <{email}>"),
                    (None, Some(email)) => email.to_string(),
                    (Some(name), None) => name.to_string(),
                    (None, None) => String::new(),
                })
                .collect::<Vec<_>>()
                .join(", ")
        })
        .unwrap_or_default()
}

/// A folder in the folder list.
pub struct FolderRow {
    pub id: String,
    pub name: String,
    pub unread: u64,
    pub current: bool,
}

/// A message in a folder's list.
pub struct ListRow {
    pub id: String,
    pub from: String,
    pub subject: String,
    pub date: String,
    pub unread: bool,
    pub attachments: bool,
    /// Held back by the account's sender lists (docs/SENDER_AUTH.md).
    pub quarantined: bool,
}

#[derive(Template)]
#[template(path = "mail.html")]
struct MailPage {
    frame: Frame,
    account: String,
    address: String,
    folders: Vec<FolderRow>,
    folder: String,
    q: String,
    messages: Vec<ListRow>,
    next: Option<String>,
}

#[derive(Deserialize)]
pub struct MailQuery {
    folder: Option<String>,
    q: Option<String>,
    cursor: Option<String>,
}

/// `GET /ui/accounts/{id}/mail?folder=&q=&cursor=`: the account's folders, and one folder's
/// messages, newest first, 50 a page.
pub async fn folder(
    State(ui): State<Ui>,
    viewer: Viewer,
    Path(account): Path<String>,
    Query(query): Query<MailQuery>,
) -> Response {
    let Some(account) = pages::path_id(&account) else { return pages::not_found().await };
    // Who may read an account's mail without `account.read` finds its address in `/me`.
    let record = match viewer.api(&ui, Method::GET, &format!("/accounts/{account}"), None).await {
        Ok(record) => record,
        Err(failure) if failure.status == 403 => {
            let me = viewer.api(&ui, Method::GET, "/me", None).await.unwrap_or_default();
            let entry = me["data"]["accounts"].as_array().and_then(|a| a.iter().find(|a| a["id"] == account).cloned());
            match entry {
                Some(entry) => entry,
                None => return refused(&failure),
            }
        }
        Err(failure) => return refused(&failure),
    };
    let folders = match viewer.api(&ui, Method::GET, &format!("/accounts/{account}/folders"), None).await {
        Ok(folders) => folders,
        Err(failure) => return refused(&failure),
    };
    let listed: Vec<&Value> =
        folders["data"].as_array().map(|f| f.iter().filter(|f| f["selectable"] != false).collect()).unwrap_or_default();
    // The inbox when it is reachable, else the first folder the viewer may read.
    let current = query.folder.filter(|f| !f.is_empty()).or_else(|| {
        let inbox = listed.iter().find(|f| f["role"] == "inbox").or(listed.first());
        inbox.and_then(|f| f["id"].as_str()).map(str::to_string)
    });
    let q = query.q.unwrap_or_default();
    let mut messages = Vec::new();
    let mut next = None;
    if let Some(current) = &current {
        let mut path = format!("/accounts/{account}/messages?limit=50&folder={}", encode(current));
        if !q.trim().is_empty() {
            path.push_str(&format!("&q={}", encode(q.trim())));
        }
        if let Some(cursor) = query.cursor.as_deref().filter(|c| !c.is_empty()) {
            path.push_str(&format!("&cursor={}", encode(cursor)));
        }
        let page = match viewer.api(&ui, Method::GET, &path, None).await {
            Ok(page) => page,
            Err(failure) => return refused(&failure),
        };
        messages = page["data"]
            .as_array()
            .map(|list| {
                list.iter()
                    .map(|m| ListRow {
                        id: m["id"].as_str().unwrap_or_default().to_string(),
                        from: addresses(&m["from"]),
                        subject: m["subject"].as_str().unwrap_or_default().to_string(),
                        date: m["received_at"].as_str().unwrap_or_default().to_string(),
                        unread: m["unread"] == true,
                        attachments: m["has_attachments"] == true,
                        quarantined: m["quarantined"] == true,
                    })
                    .collect()
            })
            .unwrap_or_default();
        next = page["pagination"]["next_cursor"].as_str().map(|cursor| {
            format!("/ui/accounts/{account}/mail?folder={}&q={}&cursor={}", encode(current), encode(&q), encode(cursor))
        });
    }
    let data = if record["data"].is_object() { &record["data"] } else { &record };
    let page = MailPage {
        frame: Frame::of(&viewer, "Mail", "mail"),
        account: account.to_string(),
        address: data["email"].as_str().unwrap_or_default().to_string(),
        folders: listed
            .iter()
            .map(|f| {
                let id = f["id"].as_str().unwrap_or_default().to_string();
                FolderRow {
                    current: current.as_deref() == Some(id.as_str()) || current.as_deref() == f["role"].as_str(),
                    id,
                    name: f["name"].as_str().unwrap_or_default().to_string(),
                    unread: f["unread_count"].as_u64().unwrap_or(0),
                }
            })
            .collect(),
        folder: current.unwrap_or_default(),
        q,
        messages,
        next,
    };
    render(StatusCode::OK, &page)
}

/// An attachment as the reading view lists it.
pub struct AttachmentRow {
    pub index: u64,
    pub filename: String,
    pub content_type: String,
    pub size: u64,
}

/// A message as `GET /messages/{id}` answers it for the viewer, or the page its refusal is.
async fn read(ui: &Ui, viewer: &Viewer, id: &str) -> Result<Value, Box<Response>> {
    match viewer.api(ui, Method::GET, &format!("/messages/{id}"), None).await {
        Ok(mut found) => Ok(if found["data"].is_object() { found["data"].take() } else { found }),
        Err(failure) => Err(Box::new(refused(&failure))),
    }
}

#[derive(Template)]
#[template(path = "reading.html")]
struct MessagePage {
    frame: Frame,
    csrf: String,
    id: String,
    account: String,
    subject: String,
    from: String,
    to: String,
    cc: String,
    date: String,
    attachments: Vec<AttachmentRow>,
    body: String,
    remote_blocked: bool,
    /// What the sender hid from view, which agents are not shown either (empty: nothing).
    hidden: String,
    /// A draft (`\Draft`): it can be written on and sent.
    is_draft: bool,
    /// Who really sent it, as the provider says: (what to say, whether it is authenticated).
    sender_check: Option<(String, bool)>,
    /// Held back by the account's sender lists.
    quarantined: bool,
}

/// What the reading view says of a message's sender, from its `authentication` (the provider's
/// verdict, docs/SENDER_AUTH.md): nothing when there is none.
fn sender_check(m: &Value) -> Option<(String, bool)> {
    let verdict = m["authentication"].as_object()?;
    Some(match verdict.get("domain").and_then(Value::as_str) {
        Some(domain) => (format!("Sent by {domain} (DMARC pass, as the provider checked)"), true),
        None => {
            let dmarc = verdict.get("dmarc").and_then(Value::as_str).unwrap_or("none");
            (format!("Sender not authenticated (DMARC {dmarc}, as the provider checked)"), false)
        }
    })
}

#[derive(Deserialize)]
pub struct Remote {
    remote: Option<String>,
}

impl Remote {
    fn asked(&self) -> bool {
        self.remote.as_deref() == Some("1")
    }
}

/// `GET /ui/messages/{id}[?remote=1]`: the reading view.
pub async fn message(
    State(ui): State<Ui>,
    viewer: Viewer,
    Path(id): Path<String>,
    Query(remote): Query<Remote>,
) -> Response {
    let Some(id) = pages::path_id(&id) else { return pages::not_found().await };
    let m = match read(&ui, &viewer, id).await {
        Ok(m) => m,
        Err(refusal) => return *refusal,
    };
    let html = m["html"].as_str().unwrap_or_default();
    let page = MessagePage {
        frame: Frame::of(&viewer, "Message", "message"),
        csrf: viewer.csrf.clone(),
        id: id.to_string(),
        account: m["account_id"].as_str().unwrap_or_default().to_string(),
        subject: m["subject"].as_str().unwrap_or_default().to_string(),
        from: addresses(&m["from"]),
        to: addresses(&m["to"]),
        cc: addresses(&m["cc"]),
        date: m["date"].as_str().or(m["received_at"].as_str()).unwrap_or_default().to_string(),
        attachments: m["attachments"]
            .as_array()
            .map(|list| {
                list.iter()
                    .map(|a| AttachmentRow {
                        index: a["index"].as_u64().unwrap_or(0),
                        filename: a["filename"].as_str().unwrap_or("attachment").to_string(),
                        content_type: a["content_type"].as_str().unwrap_or_default().to_string(),
                        size: a["size"].as_u64().unwrap_or(0),
                    })
                    .collect()
            })
            .unwrap_or_default(),
        body: format!("/ui/messages/{id}/body{}", if remote.asked() { "?remote=1" } else { "" }),
        remote_blocked: !remote.asked() && postern_mail::parse::has_remote_content(html),
        hidden: serde_json::from_value::<postern_mail::Hidden>(m["hidden"].clone())
            .ok()
            .and_then(|h| h.summary())
            .unwrap_or_default(),
        is_draft: m["flags"].as_array().is_some_and(|f| f.iter().any(|f| f == "\\Draft")),
        sender_check: sender_check(&m),
        quarantined: m["quarantined"] == true,
    };
    render(StatusCode::OK, &page)
}

#[derive(Template)]
#[template(path = "body.html")]
struct BodyDocument {
    html: String,
    text: String,
}

/// `GET /ui/messages/{id}/body[?remote=1]`: the mail's body as a document of its own, for the
/// reading view's sandboxed frame.
pub async fn body(
    State(ui): State<Ui>,
    viewer: Viewer,
    Path(id): Path<String>,
    Query(remote): Query<Remote>,
) -> Response {
    let Some(id) = pages::path_id(&id) else { return pages::not_found().await };
    let m = match read(&ui, &viewer, id).await {
        Ok(m) => m,
        Err(refusal) => return *refusal,
    };
    let html = m["html"].as_str().unwrap_or_default();
    let inline: HashMap<String, String> = m["attachments"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|a| a["content_type"].as_str().is_some_and(|t| INLINE_IMAGES.contains(&t)))
        .filter_map(|a| {
            Some((a["content_id"].as_str()?.to_string(), format!("/ui/messages/{id}/parts/{}", a["index"].as_u64()?)))
        })
        .collect();
    let document = BodyDocument {
        html: if html.is_empty() {
            String::new()
        } else {
            postern_mail::parse::sanitize_for_display(html, remote.asked(), &inline)
        },
        text: m["text"].as_str().unwrap_or_default().to_string(),
    };
    let mut response = match askama::Template::render(&document) {
        Ok(page) => Html(page).into_response(),
        Err(_) => return pages::failed(&"the body could not be rendered"),
    };
    let headers = response.headers_mut();
    if let Ok(csp) = HeaderValue::from_str(&body_csp(remote.asked())) {
        headers.insert(header::CONTENT_SECURITY_POLICY, csp);
    }
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("SAMEORIGIN"));
    headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    response
}

/// Image types a mail body may show inline: raster formats only (an SVG can carry script and
/// links), so nothing served here is more than pixels.
const INLINE_IMAGES: [&str; 4] = ["image/png", "image/jpeg", "image/gif", "image/webp"];

/// `GET /ui/messages/{id}/parts/{index}`: an image of the message that its HTML shows inside it
/// (a `cid:` URL), for the body's frame; the API's attachment, read with the session's rights,
/// and only when it is one of [`INLINE_IMAGES`].
pub async fn part(State(ui): State<Ui>, viewer: Viewer, Path((id, index)): Path<(String, u32)>) -> Response {
    let Some(id) = pages::path_id(&id) else { return pages::not_found().await };
    let (content_type, bytes) = match viewer.file(&ui, &format!("/messages/{id}/attachments/{index}")).await {
        Ok(file) => file,
        Err(failure) => return refused(&failure),
    };
    let content_type = content_type.split(';').next().unwrap_or_default().trim().to_ascii_lowercase();
    let Some(image) = INLINE_IMAGES.into_iter().find(|t| *t == content_type) else { return pages::not_found().await };
    let headers = [
        (header::CONTENT_TYPE, HeaderValue::from_static(image)),
        (header::CONTENT_SECURITY_POLICY, HeaderValue::from_static("default-src 'none'")),
        (header::CACHE_CONTROL, HeaderValue::from_static("private, no-store")),
    ];
    (headers, bytes).into_response()
}

/// `POST /ui/messages/{id}/attachments/{index}`: a one-time link to the attachment, followed at
/// once (the download itself is the API's, with its `Content-Disposition: attachment`).
pub async fn attachment(
    State(ui): State<Ui>,
    viewer: Viewer,
    Path((id, index)): Path<(String, u32)>,
    Form(form): Form<crate::session::CsrfForm>,
) -> Response {
    if let Err(refused) = viewer.check(&form.csrf) {
        return *refused;
    }
    let Some(id) = pages::path_id(&id) else { return pages::not_found().await };
    let path = format!("/messages/{id}/attachments/{index}/link");
    match viewer.api(&ui, Method::POST, &path, Some(serde_json::json!({ "expires_in": 60 }))).await {
        Ok(link) => match link["url"].as_str().or(link["data"]["url"].as_str()) {
            // Only a link on this origin is followed.
            Some(url) => {
                let local = url.find("/api/v1/attachment-links/").map(|at| &url[at..]).unwrap_or("/ui");
                Redirect::to(local).into_response()
            }
            None => pages::failed(&"the attachment link had no url"),
        },
        Err(failure) => refused(&failure),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_body_frame_runs_nothing_and_fetches_nothing_remote_unless_asked() {
        let closed = body_csp(false);
        assert!(closed.contains("default-src 'none'") && closed.contains("img-src 'self' data:;"));
        assert!(!closed.contains("https:") && !closed.contains("script-src"));
        assert!(body_csp(true).contains("img-src 'self' data: https: http:"));
    }

    #[test]
    fn the_reading_view_says_what_the_provider_checked() {
        let passed = json!({"authentication": {"dmarc": "pass", "domain": "github.test"}});
        assert_eq!(
            sender_check(&passed),
            Some(("Sent by github.test (DMARC pass, as the provider checked)".into(), true))
        );
        let failed = json!({"authentication": {"dmarc": "fail", "domain": null}});
        let said = sender_check(&failed).unwrap();
        assert_eq!(
            (said.0.as_str(), said.1),
            ("Sender not authenticated (DMARC fail, as the provider checked)", false)
        );
        assert_eq!(sender_check(&json!({"authentication": null})), None);
    }

    #[test]
    fn addresses_read_as_people_write_them() {
        let list = serde_json::json!([{"name": "Ann", "email": "ann@x.test"}, {"name": "", "email": "bob@x.test"}]);
        assert_eq!(addresses(&list), "Ann <ann@x.test>, bob@x.test");
        assert_eq!(addresses(&Value::Null), "");
    }
}
