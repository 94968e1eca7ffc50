//! Messages: list with filters, latest, read, raw source, delete.

use crate::AppState;
use crate::error::internal;
use crate::error::{ApiError, ApiResult};
use crate::gate::Caller;
use crate::local::LocalOps;
use crate::params::{JsonBody, Params, Path};
use crate::reach;
use crate::views::{AnyMessageView, Binary, Data, ErrorBody, InboxMessageView, Page};
use axum::Json;
use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use postern_core::model::Message;
use postern_core::ops::{InboxOps, MessageQuery};
use postern_core::rights::{Operation, Principal, Resource, Rights};
use postern_core::{Error, ErrorCode, Timestamp, token};
use postern_mail::parse::Attachment;
use postern_store::{LinkTarget, LinkUse};
use serde::Deserialize;
use serde_json::json;
use std::sync::Arc;
use utoipa::ToSchema;

/// The filters of an inbox's message list (mailsocket's).
#[derive(Debug, utoipa::IntoParams)]
#[allow(dead_code)] // a schema (contract::document); the handler reads the query itself
#[into_params(parameter_in = Query)]
pub struct InboxMessageFilters {
    /// Only messages with (`true`) or without (`false`) a code.
    pub has_otp: Option<bool>,
    /// A case-insensitive substring of the subject.
    pub subject_contains: Option<String>,
    /// A case-insensitive substring of `From:` or the envelope sender.
    pub from: Option<String>,
    /// Entries per page, 1–100 (default 25).
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<u32>,
    /// `pagination.next_cursor` of the page before.
    pub cursor: Option<String>,
}

/// List an inbox's messages.
///
/// Newest first.
#[utoipa::path(
    get,
    path = "/inboxes/{id}/messages",
    operation_id = "inboxes_messages_list",
    tag = "inboxes",
    params(("id" = String, Path, description = "`inbox_…`"), InboxMessageFilters),
    responses((status = 200, description = "One page of messages.", body = Page<InboxMessageView>))
)]
pub async fn list(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    params: Params,
) -> ApiResult<Response> {
    let query = MessageQuery {
        has_otp: params.boolean("has_otp")?,
        subject_contains: params.text("subject_contains"),
        from: params.text("from"),
        limit: params.limit()?,
        cursor: params.text("cursor"),
    };
    let page = LocalOps { state, principal: caller.principal }.list_messages(&id, query).await?;
    Ok(crate::params::page_response(page))
}

/// The newest message of an inbox.
///
/// A message held back as `quarantined` is never the newest. 404 `not_found` when the inbox
/// has no other.
#[utoipa::path(
    get,
    path = "/inboxes/{id}/messages/latest",
    operation_id = "inboxes_messages_latest",
    tag = "inboxes",
    params(("id" = String, Path, description = "`inbox_…`")),
    responses((status = 200, description = "The newest message.", body = Data<InboxMessageView>))
)]
pub async fn latest(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    let message = LocalOps { state, principal: caller.principal }.latest_message(&id).await?;
    Ok(Json(json!({ "data": message })).into_response())
}

async fn authorized_message(state: &AppState, caller: &Caller, id: &str) -> ApiResult<Message> {
    let Some((message, owner)) = state.store.message(id).await.map_err(internal)? else {
        return Err(Error::not_found("Message").into());
    };
    caller.allow(Resource::Space(&owner))?;
    Ok(message)
}

/// Read a message.
///
/// An inbox's message, or a connected account's with its body read from the server (never
/// marking it read): reader text, sanitized HTML, links and attachments.
#[utoipa::path(
    get,
    path = "/messages/{id}",
    operation_id = "messages_read",
    tag = "messages",
    params(("id" = String, Path, description = "`msg_…`")),
    responses((status = 200, description = "The message.", body = Data<AnyMessageView>))
)]
pub async fn read(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    if let Some(row) = state.store.indexed_message(&id).await? {
        // A message of a connected account: the index plus the body, read from the server.
        reach::message(&state, &caller, caller.operation, &row).await?;
        let view = reader_view(&state, &row).await?;
        let mut data = serde_json::to_value(&row.message).unwrap_or_default();
        if let (Some(data), Some(view)) = (data.as_object_mut(), view.as_object()) {
            data.extend(view.iter().map(|(k, v)| (k.clone(), v.clone())));
        }
        return Ok(Json(json!({ "data": data })).into_response());
    }
    let message = authorized_message(&state, &caller, &id).await?;
    crate::untrusted::note(&state, &caller.principal.token_id).await;
    let Some((raw, _)) = state.store.raw_message(&id).await.map_err(internal)? else {
        return Err(Error::not_found("Message").into());
    };
    let (attachments, hidden) =
        crate::processing::run(move || (attachment_list(&raw), postern_mail::parse::hidden(&raw)))
            .await
            .ok_or_else(Error::internal)?;
    let mut data = serde_json::to_value(&message).unwrap_or_default();
    data["attachments"] = attachments.into();
    data["hidden"] = json!(hidden);
    Ok(Json(json!({ "data": data })).into_response())
}

/// A message's attachments as its reads show them.
fn attachment_list(raw: &[u8]) -> Vec<serde_json::Value> {
    postern_mail::parse::attachments(raw)
        .iter()
        .map(|a| {
            json!({
                "index": a.index, "filename": a.filename, "content_type": a.content_type, "size": a.size,
                "inline": a.inline, "content_id": a.content_id,
            })
        })
        .collect()
}

/// What a read of an account message shows besides its index row: the reader text, sanitized
/// HTML, links and attachments, parsed on the mail threads once and cached.
async fn reader_view(state: &AppState, row: &postern_store::IndexedRow) -> ApiResult<Arc<serde_json::Value>> {
    let key = crate::open::source_key(row);
    if let Some(view) = state.bodies.view(&key) {
        return Ok(view);
    }
    let raw = crate::open::fetch_raw(state, row).await?;
    let view = crate::processing::run(move || {
        let parsed = postern_mail::parse(&raw);
        let attachments = attachment_list(&raw);
        let bcc: Vec<postern_core::model::Address> = postern_mail::parse::bcc(&raw)
            .into_iter()
            .map(|(name, email)| postern_core::model::Address { name, email })
            .collect();
        let view = json!({
            "bcc": bcc,
            "text": parsed.text,
            "html": postern_mail::parse::sanitize_html(&parsed.html),
            "links": parsed.links,
            "attachments": attachments,
            "hidden": parsed.hidden,
        });
        let size = view.to_string().len();
        (Arc::new(view), size)
    })
    .await;
    let Some((view, size)) = view else {
        tracing::error!(message = %row.message.id, "an account message could not be parsed");
        return Err(Error::internal().into());
    };
    state.bodies.keep_view(key, view.clone(), size);
    Ok(view)
}

/// The source of any message the caller may read: stored for inboxes, fetched for accounts (an
/// account's message is checked before its body is read from the server).
async fn source(state: &AppState, caller: &Caller, id: &str) -> ApiResult<Arc<Vec<u8>>> {
    if let Some(row) = state.store.indexed_message(id).await? {
        reach::message(state, caller, caller.operation, &row).await?;
        return crate::open::fetch_raw(state, &row).await;
    }
    let Some((raw, owner)) = state.store.raw_message(id).await.map_err(internal)? else {
        return Err(Error::not_found("Message").into());
    };
    caller.allow(Resource::Space(&owner))?;
    crate::untrusted::note(state, &caller.principal.token_id).await;
    Ok(Arc::new(raw))
}

/// A message's source.
///
/// As received, with Postern's `Received:` header on top for inbox mail.
#[utoipa::path(
    get,
    path = "/messages/{id}/raw",
    operation_id = "messages_raw",
    tag = "messages",
    params(("id" = String, Path, description = "`msg_…`")),
    responses((status = 200, description = "The source.", content_type = "message/rfc822", body = Binary))
)]
pub async fn raw(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    let raw = source(&state, &caller, &id).await?;
    Ok(([(header::CONTENT_TYPE, "message/rfc822")], Arc::unwrap_or_clone(raw)).into_response())
}

/// Download an attachment.
///
/// Decoded, with its content type, always as a download (`Content-Disposition: attachment`).
#[utoipa::path(
    get,
    path = "/messages/{id}/attachments/{index}",
    operation_id = "messages_attachment",
    tag = "messages",
    params(
        ("id" = String, Path, description = "`msg_…`"),
        ("index" = u32, Path, description = "Its `index` among the message's `attachments`, from 0."),
    ),
    responses((
        status = 200,
        description = "The attachment.",
        content_type = "*/*",
        body = Binary,
        headers(("Content-Disposition" = String, description = "`attachment; filename*=UTF-8''…`"))
    ))
)]
pub async fn attachment(
    State(state): State<AppState>,
    caller: Caller,
    Path((id, index)): Path<(String, String)>,
) -> ApiResult<Response> {
    let index = attachment_index(&index)?;
    let raw = source(&state, &caller, &id).await?;
    let (meta, bytes) = find_attachment(raw, index).await?;
    Ok(download(meta, bytes))
}

/// How much of an attachment to read.
#[derive(Debug, utoipa::IntoParams)]
#[allow(dead_code)] // a schema (contract::document); the handler reads the query itself
#[into_params(parameter_in = Query)]
pub struct ContentQuery {
    /// The first page to read, from 1 (a text, HTML or office file's page is 4,000 characters).
    #[param(minimum = 1, maximum = 100000)]
    first_page: Option<u32>,
    /// How many pages: 1–20, default 3.
    #[param(minimum = 1, maximum = 20)]
    pages: Option<u32>,
    /// The most characters of text in all: 200–100000, default 20000.
    #[param(minimum = 200, maximum = 100000)]
    max_chars: Option<u32>,
}

/// An attachment as an agent reads it.
#[derive(serde::Serialize, ToSchema)]
#[schema(as = AttachmentContent)]
#[allow(dead_code)] // the schema of the answer below; the handler serializes the same fields
pub struct AttachmentContentView {
    #[schema(required = true)]
    pub filename: Option<String>,
    /// As the message declares it.
    pub content_type: String,
    /// Bytes, decoded.
    pub size: u64,
    /// What the file was found to be, from its bytes and its declared type: `text`, `html`,
    /// `pdf`, `docx`, `xlsx`, `odt`, `image` or `unsupported`.
    pub kind: String,
    /// Its pages, where known.
    #[schema(required = true)]
    pub pages_total: Option<u32>,
    /// Whether something of the pages asked for was left out (`notes` says what).
    pub truncated: bool,
    /// What was cut or left out and why, pages without text, a file that cannot be read; hidden
    /// text is never given, only counted here.
    pub notes: Vec<String>,
    pub parts: Vec<ContentPartView>,
}

/// Text of a page, or a picture (a picture attachment, or a page without text: a scan).
#[derive(serde::Serialize, ToSchema)]
#[serde(tag = "type", rename_all = "lowercase")]
#[schema(as = AttachmentContentPart)]
#[allow(dead_code)]
pub enum ContentPartView {
    Text {
        #[schema(required = true)]
        page: Option<u32>,
        text: String,
    },
    Image {
        #[schema(required = true)]
        page: Option<u32>,
        /// `image/png` or `image/jpeg`.
        mime: String,
        width: u32,
        height: u32,
        data_base64: String,
    },
}

/// Read an attachment.
///
/// What an agent can read of it, within a budget: text page by page (text types by their
/// charset, HTML as a person sees it, PDF, DOCX, ODT, XLSX), pictures scaled to 1.6 megapixels
/// (PNG, JPEG, GIF, WebP, and PDF pages that are scans). Text a person would not see is left
/// out. Files over 10 MiB, or of other types, are named, not read (docs/LIMITS.md).
#[utoipa::path(
    get,
    path = "/messages/{id}/attachments/{index}/content",
    operation_id = "messages_attachment_content",
    tag = "messages",
    params(
        ("id" = String, Path, description = "`msg_…`"),
        ("index" = u32, Path, description = "Its `index` among the message's `attachments`, from 0."),
        ContentQuery,
    ),
    responses((status = 200, description = "What could be read.", body = Data<AttachmentContentView>))
)]
pub async fn attachment_content(
    State(state): State<AppState>,
    caller: Caller,
    Path((id, index)): Path<(String, String)>,
    params: Params,
) -> ApiResult<Response> {
    let index = attachment_index(&index)?;
    let page = |name: &str, min: f64, max: f64| params.number(name, min, max);
    let whole = |value: Option<f64>, name: &str| match value {
        Some(v) if v.fract() != 0.0 => Err(ApiError::from(Error::invalid_field(name, "must be a whole number"))),
        other => Ok(other.map(|v| v as u32)),
    };
    let first_page = whole(page("first_page", 1.0, 100_000.0)?, "first_page")?.unwrap_or(1);
    let pages = whole(page("pages", 1.0, 20.0)?, "pages")?.unwrap_or(3);
    let max_chars = whole(page("max_chars", 200.0, 100_000.0)?, "max_chars")?.unwrap_or(20_000);
    let raw = source(&state, &caller, &id).await?;
    let (meta, bytes) = find_attachment(raw, index).await?;
    let (content_type, filename) = (meta.content_type.clone(), meta.filename.clone().unwrap_or_default());
    let content = crate::processing::run(move || {
        let budget = postern_content::Budget {
            first_page,
            pages,
            max_chars: max_chars as usize,
            deadline: std::time::Instant::now() + postern_content::READ_WITHIN,
            ..Default::default()
        };
        postern_content::read(&bytes, &content_type, &filename, &budget)
    })
    .await
    .ok_or_else(Error::internal)?;
    use base64::Engine;
    let parts: Vec<serde_json::Value> = content
        .parts
        .into_iter()
        .map(|part| match part {
            postern_content::Part::Text { page, text } => json!({ "type": "text", "page": page, "text": text }),
            postern_content::Part::Image { page, mime, data, width, height } => json!({
                "type": "image", "page": page, "mime": mime, "width": width, "height": height,
                "data_base64": base64::engine::general_purpose::STANDARD.encode(data),
            }),
        })
        .collect();
    Ok(Json(json!({ "data": {
        "filename": meta.filename,
        "content_type": meta.content_type,
        "size": meta.size,
        "kind": content.kind.as_str(),
        "pages_total": content.pages_total,
        "truncated": content.truncated,
        "notes": content.notes,
        "parts": parts,
    } }))
    .into_response())
}

fn attachment_index(text: &str) -> Result<usize, Error> {
    text.parse().map_err(|_| Error::new(ErrorCode::NotFound, "Attachment not found."))
}

async fn find_attachment(raw: Arc<Vec<u8>>, index: usize) -> Result<(Attachment, Vec<u8>), Error> {
    crate::processing::run(move || postern_mail::parse::attachment(&raw, index))
        .await
        .flatten()
        .ok_or_else(|| Error::new(ErrorCode::NotFound, "Attachment not found."))
}

/// An attachment as a download (never shown inline by a browser).
fn download(meta: Attachment, bytes: Vec<u8>) -> Response {
    let name = meta.filename.unwrap_or_else(|| format!("attachment-{}", meta.index));
    let encoded = percent_encoding::utf8_percent_encode(&name, percent_encoding::NON_ALPHANUMERIC);
    let content_type = HeaderValue::from_str(&meta.content_type)
        .unwrap_or_else(|_| HeaderValue::from_static("application/octet-stream"));
    let disposition = HeaderValue::from_str(&format!("attachment; filename*=UTF-8''{encoded}"))
        .unwrap_or_else(|_| HeaderValue::from_static("attachment"));
    let headers = [
        (header::CONTENT_TYPE, content_type),
        (header::CONTENT_DISPOSITION, disposition),
        (header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff")),
        (header::CACHE_CONTROL, HeaderValue::from_static("no-store")),
    ];
    (headers, bytes).into_response()
}

/// How long a one-time link lives unless asked otherwise, and at most.
const LINK_LIFETIME: (u64, u64) = (15 * 60, 24 * 60 * 60);

/// How long the link lives; an empty body counts as `{}`.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = NewAttachmentLink)]
pub struct LinkBody {
    /// Seconds until the link expires: 1–86400, default 900.
    #[schema(minimum = 1, maximum = 86400)]
    expires_in: Option<u64>,
}

/// A link that downloads one attachment once, without a token.
#[derive(serde::Serialize, ToSchema)]
#[schema(as = AttachmentLink)]
#[allow(dead_code)] // the schema of the answer below; the handler serializes the same fields
pub struct AttachmentLinkView {
    /// `/api/v1/attachment-links/…`: the secret is the credential.
    pub url: String,
    #[schema(format = DateTime)]
    pub expires_at: String,
    #[schema(required = true)]
    pub filename: Option<String>,
    pub content_type: String,
    pub size: u64,
}

/// Share an attachment by link.
///
/// A URL that downloads this attachment once, without a token, until it expires: for handing a
/// file to another service.
#[utoipa::path(
    post,
    path = "/messages/{id}/attachments/{index}/link",
    operation_id = "messages_attachment_link",
    tag = "messages",
    params(
        ("id" = String, Path, description = "`msg_…`"),
        ("index" = u32, Path, description = "Its `index` among the message's `attachments`, from 0."),
    ),
    request_body = LinkBody,
    responses((status = 201, description = "The link.", body = Data<AttachmentLinkView>))
)]
pub async fn attachment_link(
    State(state): State<AppState>,
    caller: Caller,
    Path((id, index)): Path<(String, String)>,
    JsonBody(body): JsonBody<LinkBody>,
) -> ApiResult<Response> {
    let lifetime = body.expires_in.unwrap_or(LINK_LIFETIME.0);
    if !(1..=LINK_LIFETIME.1).contains(&lifetime) {
        return Err(Error::invalid_field("expires_in", "must be between 1 and 86400 seconds").into());
    }
    let index = attachment_index(&index)?;
    let raw = source(&state, &caller, &id).await?;
    let (meta, _) = find_attachment(raw, index).await?;
    let secret = token::link_secret();
    let expires_at = Timestamp(Timestamp::now().micros() + lifetime as i64 * 1_000_000);
    let target = LinkTarget { message_id: id, attachment_index: index as u32, user_id: caller.principal.user_id };
    state.store.create_attachment_link(&token::hash(&secret), &target, expires_at).await.map_err(internal)?;
    let data = json!({
        "url": format!("{LINK_PATH}{secret}"),
        "expires_at": expires_at,
        "filename": meta.filename,
        "content_type": meta.content_type,
        "size": meta.size,
    });
    Ok((StatusCode::CREATED, Json(json!({ "data": data }))).into_response())
}

/// The maker of a link as it is now: its user's rights and roles, without a token layer (the
/// link outlives the token it was made with, as it was made to).
async fn link_maker(state: &AppState, user_id: &str) -> ApiResult<Caller> {
    let user = state.store.user(user_id).await.map_err(internal)?;
    let user = user.filter(|u| !u.disabled).ok_or_else(|| Error::not_found("Message"))?;
    let roles = state.store.roles().await.map_err(internal)?;
    let principal = Principal {
        user: Rights::new(user.rights(&roles)),
        token: None,
        user_id: user.id,
        token_id: String::new(),
        expires_at: None,
    };
    Ok(Caller { principal, operation: Operation::AttachmentShare, source: None })
}

/// Where one-time links are served (the access log leaves out what follows).
pub const LINK_PATH: &str = "/api/v1/attachment-links/";

/// Download a shared attachment.
///
/// Once, without a token: the secret is the credential. A used or expired link is a 410; a
/// download that fails before sending anything leaves the link usable.
#[utoipa::path(
    get,
    path = "/api/v1/attachment-links/{secret}",
    operation_id = "attachment_links_read",
    tag = "messages",
    params(("secret" = String, Path, description = "The link's secret (`url` of the link).")),
    responses(
        (
            status = 200,
            description = "The attachment.",
            content_type = "*/*",
            body = Binary,
            headers(("Content-Disposition" = String, description = "`attachment; filename*=UTF-8''…`"))
        ),
        (status = 410, description = "`link_expired`: used already or expired.", body = ErrorBody),
        (status = 502, description = "`provider_unreachable`, `provider_error`: the message could not be read from its server; the link stays usable.", body = ErrorBody),
    )
)]
pub async fn linked_attachment(
    State(state): State<AppState>,
    peer: Option<axum::Extension<crate::http::Peer>>,
    Path(secret): Path<String>,
) -> ApiResult<Response> {
    let unknown = || Error::new(ErrorCode::NotFound, "Link not found.");
    // A secret that names no link counts as a failed authentication of the address; an address
    // over its failures gets the same 404 as a guess, without a look-up.
    let peer = peer.map(|p| p.0.0.ip());
    if state.throttle.check_source(peer).is_err() {
        return Err(unknown().into());
    }
    if !secret.starts_with(token::LINK_PREFIX) || secret.len() > 100 {
        state.throttle.failed(peer);
        return Err(unknown().into());
    }
    let hash = token::hash(&secret);
    let target = match state.store.use_attachment_link(&hash).await.map_err(internal)? {
        LinkUse::Granted(target) => target,
        LinkUse::Gone => {
            return Err(Error::new(ErrorCode::LinkExpired, "This link was used already or has expired.").into());
        }
        LinkUse::Unknown => {
            state.throttle.failed(peer);
            return Err(unknown().into());
        }
    };
    let fetched = async {
        // The secret is the credential now, and the message must still be its maker's to share:
        // a maker disabled or deleted, a right revoked or a message moved out of the maker's
        // folders ends the link.
        let maker = link_maker(&state, &target.user_id).await?;
        let raw = source(&state, &maker, &target.message_id).await?;
        Ok::<_, ApiError>(find_attachment(raw, target.attachment_index as usize).await?)
    }
    .await;
    match fetched {
        Ok((meta, bytes)) => Ok(download(meta, bytes)),
        Err(e) => {
            // Nothing was sent: the link stays usable, unless the message is gone for good.
            if e.0.code != ErrorCode::NotFound {
                state.store.restore_attachment_link(&hash).await.map_err(internal)?;
            }
            Err(e)
        }
    }
}

/// Delete a message.
///
/// An inbox's message is gone. An account's goes to the Trash, or is deleted for good with
/// `permanent=true` (needs `message.delete_permanent`), when it is in the Trash already, or when
/// the account has none.
#[utoipa::path(
    delete,
    path = "/messages/{id}",
    operation_id = "messages_delete",
    tag = "messages",
    params(
        ("id" = String, Path, description = "`msg_…`"),
        ("permanent" = Option<bool>, Query, description = "Delete for good instead of moving to the Trash."),
    ),
    responses((status = 204, description = "Deleted (or moved to the Trash)."))
)]
pub async fn remove(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    params: Params,
) -> ApiResult<StatusCode> {
    if let Some(done) = crate::edits::delete(&state, &caller, &id, &params).await? {
        return Ok(done);
    }
    authorized_message(&state, &caller, &id).await?;
    state.store.delete_message(&id).await.map_err(internal)?;
    Ok(StatusCode::NO_CONTENT)
}
