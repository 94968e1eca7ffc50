//! Messages: list with filters, latest, read, raw source, delete.

use crate::AppState;
use crate::error::internal;
use crate::error::{ApiError, ApiResult};
use crate::gate::Caller;
use crate::local::LocalOps;
use crate::params::{JsonBody, Params, Path};
use crate::reach;
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
    Ok(Json(json!({ "data": message })).into_response())
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
        let attachments: Vec<serde_json::Value> = postern_mail::parse::attachments(&raw)
            .iter()
            .map(|a| {
                json!({
                    "index": a.index, "filename": a.filename, "content_type": a.content_type, "size": a.size,
                    "inline": a.inline, "content_id": a.content_id,
                })
            })
            .collect();
        let bcc: Vec<postern_core::model::Address> = postern_mail::parse::bcc(&raw)
            .into_iter()
            .map(|(name, email)| postern_core::model::Address { name, email })
            .collect();
        let view = json!({
            "bcc": bcc,
            "text": parsed.visible_text,
            "html": postern_mail::parse::sanitize_html(&parsed.html),
            "links": parsed.links,
            "attachments": attachments,
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
    Ok(Arc::new(raw))
}

pub async fn raw(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    let raw = source(&state, &caller, &id).await?;
    Ok(([(header::CONTENT_TYPE, "message/rfc822")], Arc::unwrap_or_clone(raw)).into_response())
}

/// `GET /messages/{id}/attachments/{index}`: one attachment, decoded, always as a download.
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

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LinkBody {
    /// Seconds until the link expires.
    expires_in: Option<u64>,
}

/// `POST /messages/{id}/attachments/{index}/link`: a URL that downloads this attachment once,
/// without a token, until it expires; for handing a file to another service.
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

/// `GET /attachment-links/{secret}`: the attachment, once. No token: the secret is the
/// credential. A used or expired link is a 410; a download that fails before sending anything
/// leaves the link usable.
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
