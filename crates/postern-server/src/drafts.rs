//! Drafts of connected accounts, kept in the account's Drafts folder (`\Draft`): list, create,
//! update (saved again under a new UID; the draft keeps its id and its Message-ID), delete, and
//! send (with `Idempotency-Key`, as `POST /accounts/{id}/send`). A draft may name a message it
//! replies to or forwards: it is written as the reply or forward would be, and the reference is
//! kept in an `X-Postern-Reference` header (removed, with `Bcc:`, when the draft is sent) so that
//! the original is marked once the draft goes out.

use crate::AppState;
use crate::error::failed;
use crate::error::{ApiError, ApiResult};
use crate::gate::Caller;
use crate::lists::{Listing, list_page, query_binding};
use crate::open::{give_back, open};
use crate::params::{JsonBody, Params, Path};
use crate::reach::record as account;
use crate::send::{self, Built, SendBody, Start};
use crate::views::{
    AccountMessagePageView, AccountMessageView, Data, ErrorBody, HeldSendView, MessageFilters, SendMessageView,
    SendReceiptView,
};
use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use postern_core::{Error, ErrorCode};
use postern_providers::provider::{Capability, Drafts};
use postern_store::{AccountRecord, FolderDelta, FolderRecord, IndexedRow, SendState};
use serde_json::json;

/// The account's Drafts folder: 409 when it has none (one can be made), 501 for an account
/// without folders.
async fn drafts_folder(state: &AppState, record: &AccountRecord) -> Result<FolderRecord, ApiError> {
    if !crate::connect::supports(&state.store, &record.account).await?.contains(&Capability::Folders) {
        crate::connect::require(&state.store, &record.account, Capability::Drafts, "keep drafts on the server").await?;
    }
    let folders = state.store.folder_states(&record.account.id).await?;
    folders
        .into_iter()
        .find(|f| f.folder.role.as_deref() == Some("drafts") && f.folder.selectable)
        .ok_or_else(|| Error::new(ErrorCode::Conflict, "This account has no Drafts folder.").into())
}

/// A draft of this account: a message in its Drafts folder.
async fn draft(state: &AppState, record: &AccountRecord, draft_id: &str) -> Result<IndexedRow, ApiError> {
    let drafts = drafts_folder(state, record).await?;
    state
        .store
        .indexed_message(draft_id)
        .await?
        .filter(|r| r.message.account_id == record.account.id && r.message.folder_id == drafts.folder.id)
        .ok_or_else(|| Error::new(ErrorCode::NotFound, "Draft not found.").into())
}

/// List drafts.
///
/// The account's Drafts folder, newest first, with the list filters.
#[utoipa::path(
    get,
    path = "/accounts/{id}/drafts",
    operation_id = "drafts_list",
    tag = "drafts",
    params(("id" = String, Path, description = "`acc_…`"), MessageFilters),
    responses(
        (status = 200, description = "One page of drafts.", body = AccountMessagePageView),
        (status = 409, description = "`conflict`: the account has no Drafts folder.", body = ErrorBody),
    )
)]
pub async fn list(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    params: Params,
) -> ApiResult<Response> {
    let record = account(&state, &caller, &id).await?;
    let drafts = drafts_folder(&state, &record).await?;
    let binding = format!("drafts:{}:{}", record.account.id, query_binding(&params));
    Ok(Json(list_page(&state, &caller, Listing::Folder(&record.account, &drafts), &params, &binding).await?)
        .into_response())
}

/// Writes a draft into the Drafts folder (replacing `replacing`, if given) and records it.
async fn save(
    state: &AppState,
    caller: &Caller,
    record: &AccountRecord,
    body: &SendBody,
    replacing: Option<&IndexedRow>,
) -> Result<String, ApiError> {
    let drafts = drafts_folder(state, record).await?;
    let message_id = match replacing.and_then(|r| r.message.message_id.clone()) {
        Some(id) => id,
        None => send::fresh_message_id(record),
    };
    let threading = match replacing {
        Some(old) if body.reference.is_none() => threading_of(state, old).await?,
        _ => send::Threading::default(),
    };
    let built = send::build(state, caller, record, body, &message_id, Some(&threading)).await.map_err(|(e, _)| e)?;
    let mut remote = open(state, record).await?;
    let (message, _) = remote.store(&drafts.raw_name, built.raw, &["\\Draft", "\\Seen"]).await.map_err(failed)?;
    let reference = message.reference.clone();
    let message = crate::sync::indexed_as(message, remote.numbered()).ok_or_else(Error::internal)?;
    let id = match replacing {
        Some(old) => {
            // Recorded before the old version is taken out: a sync pass in between then finds
            // the new version indexed under the draft's id, never the old one gone and a new
            // message come (which would give the draft a new id).
            state.store.record_replacement(&old.message.id, &message).await?;
            // Saved again unchanged, a JMAP draft is the same email: nothing to take out.
            let old_ref = old.at.reference();
            if old_ref != reference {
                remote.take_out(&old.folder_raw_name, &old_ref).await.map_err(failed)?;
            }
            old.message.id.clone()
        }
        None => {
            let delta = FolderDelta { created: vec![message], ..FolderDelta::empty(&drafts.folder.id, false) };
            state.store.apply_deltas(&record.account.id, &record.account.user_id, &[delta]).await?;
            let ids = state.store.ids_of_references(&drafts.folder.id, &[reference], remote.numbered()).await?;
            ids.into_iter().next().ok_or_else(Error::internal)?
        }
    };
    give_back(state, &record.account.id, remote).await;
    Ok(id)
}

/// What a draft saved again keeps of its earlier version (`old`).
async fn threading_of(state: &AppState, old: &IndexedRow) -> Result<send::Threading, ApiError> {
    let raw = crate::open::fetch_raw(state, old).await?;
    let threading = tokio::task::spawn_blocking(move || {
        let headers = postern_mail::parse::headers(&raw);
        let parts = postern_mail::compose::draft_parts(&raw);
        let reference = parts.postern_headers.into_iter().find(|(k, _)| k == "x-postern-reference").map(|(_, v)| v);
        send::Threading { in_reply_to: headers.in_reply_to, references: headers.references, reference }
    })
    .await
    .unwrap_or_default();
    Ok(threading)
}

/// Deletes a draft for good on the server and in the index. On a JMAP server a draft that was
/// sent may be its own Sent copy (the same bytes are the same email): it only leaves Drafts.
async fn discard(state: &AppState, record: &AccountRecord, old: &IndexedRow) -> Result<(), ApiError> {
    let mut remote = open(state, record).await?;
    remote.take_out(&old.folder_raw_name, &old.at.reference()).await.map_err(failed)?;
    give_back(state, &record.account.id, remote).await;
    state.store.record_deletions(std::slice::from_ref(&old.message.id)).await?;
    Ok(())
}

async fn answer(state: &AppState, id: &str, status: StatusCode) -> ApiResult<Response> {
    let row = state.store.indexed_message(id).await?.ok_or_else(|| Error::not_found("Draft"))?;
    Ok((status, Json(json!({ "data": row.message }))).into_response())
}

/// Create a draft.
///
/// The body of a send, recipients optional: stored in Drafts (`\Draft`) with its Bcc; a
/// `reference` writes it as the reply or forward.
#[utoipa::path(
    post,
    path = "/accounts/{id}/drafts",
    operation_id = "drafts_create",
    tag = "drafts",
    params(("id" = String, Path, description = "`acc_…`")),
    request_body = SendMessageView,
    responses(
        (status = 201, description = "The draft, as indexed.", body = Data<AccountMessageView>),
        (status = 409, description = "`conflict`: the account has no Drafts folder.", body = ErrorBody),
    )
)]
pub async fn create(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<SendBody>,
) -> ApiResult<Response> {
    let record = account(&state, &caller, &id).await?;
    let draft_id = save(&state, &caller, &record, &body, None).await?;
    answer(&state, &draft_id, StatusCode::CREATED).await
}

/// Replace a draft.
///
/// The draft's whole new content; it keeps its id and its Message-ID.
#[utoipa::path(
    patch,
    path = "/accounts/{id}/drafts/{draft_id}",
    operation_id = "drafts_update",
    tag = "drafts",
    params(
        ("id" = String, Path, description = "`acc_…`"),
        ("draft_id" = String, Path, description = "`msg_…` of a message in Drafts"),
    ),
    request_body = SendMessageView,
    responses(
        (status = 200, description = "The draft, as indexed.", body = Data<AccountMessageView>),
        (status = 409, description = "`conflict`: the account has no Drafts folder.", body = ErrorBody),
    )
)]
pub async fn update(
    State(state): State<AppState>,
    caller: Caller,
    Path((id, draft_id)): Path<(String, String)>,
    JsonBody(body): JsonBody<SendBody>,
) -> ApiResult<Response> {
    let record = account(&state, &caller, &id).await?;
    let old = draft(&state, &record, &draft_id).await?;
    let draft_id = save(&state, &caller, &record, &body, Some(&old)).await?;
    answer(&state, &draft_id, StatusCode::OK).await
}

/// Delete a draft.
///
/// Gone for good, on the server and in the index.
#[utoipa::path(
    delete,
    path = "/accounts/{id}/drafts/{draft_id}",
    operation_id = "drafts_delete",
    tag = "drafts",
    params(
        ("id" = String, Path, description = "`acc_…`"),
        ("draft_id" = String, Path, description = "`msg_…` of a message in Drafts"),
    ),
    responses(
        (status = 204, description = "Deleted."),
        (status = 409, description = "`conflict`: the account has no Drafts folder.", body = ErrorBody),
    )
)]
pub async fn remove(
    State(state): State<AppState>,
    caller: Caller,
    Path((id, draft_id)): Path<(String, String)>,
) -> ApiResult<Response> {
    let record = account(&state, &caller, &id).await?;
    let old = draft(&state, &record, &draft_id).await?;
    discard(&state, &record, &old).await?;
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// Send a draft.
///
/// Sends the draft as it is (with `Idempotency-Key`, answering as `POST /accounts/{id}/send`),
/// then removes it from Drafts; a reply draft marks its original answered.
#[utoipa::path(
    post,
    path = "/accounts/{id}/drafts/{draft_id}/send",
    operation_id = "drafts_send",
    tag = "drafts",
    params(
        ("id" = String, Path, description = "`acc_…`"),
        ("draft_id" = String, Path, description = "`msg_…` of a message in Drafts"),
        ("Idempotency-Key" = Option<String>, Header, pattern = "^[!-~]{1,255}$", description = "1–255 visible ASCII characters; the same key \
            for the same draft answers the first answer, also once the draft is gone."),
    ),
    responses(
        (status = 200, description = "Sent.", body = Data<SendReceiptView>),
        (status = 202, description = "Held for a person's approval (the caller's grant says `approval`): sent once \
            approved at `/sends/{id}/approve`, never if refused or expired; the same key answers this again.", body = Data<HeldSendView>),
        (status = 403, description = "`forbidden`: the caller lacks the right; `recipient_not_allowed`: no one grant \
            of the caller accepts every recipient (nothing was sent).", body = ErrorBody),
        (status = 409, description = "`conflict`: the account has no Drafts folder, or no SMTP settings; \
            `idempotency_conflict`: the key was used for another request; `send_outcome_unknown`: an earlier attempt \
            with the key may have reached the server (`fields.message_id_header`).", body = ErrorBody),
        (status = 422, description = "`recipient_rejected`: the mail server refused a recipient (`fields.recipients`) \
            or the message, nothing was sent; `provider_auth_failed`: it refused the login.", body = ErrorBody),
        (status = 429, description = "`send_limit_reached`: the caller's sends per 24 hours from this account are \
            used up; `rate_limited`: the token is over its request rate.", body = ErrorBody,
            headers(("Retry-After" = u64, description = "Seconds after which to ask again."))),
    )
)]
pub async fn send_draft(
    State(state): State<AppState>,
    caller: Caller,
    Path((id, draft_id)): Path<(String, String)>,
    headers: HeaderMap,
) -> ApiResult<Response> {
    let record = account(&state, &caller, &id).await?;
    let key = send::idempotency_key(&headers)?;
    let smtp = send::outbound(&state, &record).await?;
    let user_id = caller.principal.user_id.clone();
    let _turn = state.send_turns.turn(&state.store, &user_id, &record.account.id, key.as_deref()).await?;
    // The same key for the same draft: the request is the draft (it is gone once sent).
    let hash = send::request_hash(&json!({ "draft": draft_id }));
    let row = match draft(&state, &record, &draft_id).await {
        Ok(row) => Some(row),
        // Sent already: the stored answer (or 404) comes from `start`.
        Err(_) if key.is_some() => None,
        Err(e) => return Err(e),
    };
    let message_id =
        row.as_ref().and_then(|r| r.message.message_id.clone()).unwrap_or_else(|| send::fresh_message_id(&record));
    let attempt = match send::start(&state, &user_id, &record.account.id, key.as_deref(), &hash, &message_id).await? {
        Start::Go(attempt) => attempt,
        Start::Answered(answer) => return Ok(answer),
    };
    let Some(row) = row else { return Err(Error::new(ErrorCode::NotFound, "Draft not found.").into()) };
    let raw = crate::open::fetch_raw(&state, &row).await?;
    let parts = {
        let raw = raw.clone();
        tokio::task::spawn_blocking(move || postern_mail::compose::draft_parts(&raw)).await.unwrap_or_default()
    };
    let own = record.account.email.to_ascii_lowercase();
    let mut recipients: Vec<String> = Vec::new();
    for r in parts.recipients {
        if r.to_ascii_lowercase() != own && !recipients.iter().any(|x| x.eq_ignore_ascii_case(&r)) {
            recipients.push(r);
        }
    }
    if recipients.is_empty() {
        let e = Error::invalid_field("to", "the draft names no recipient");
        return send::finish(&state, &attempt.id, Err((e.into(), Some(SendState::Failed)))).await;
    }
    let mut answered = None;
    if let Some((_, value)) = parts.postern_headers.iter().find(|(k, _)| k == "x-postern-reference")
        && let Some((original, action)) = value.split_once(' ')
        && let Some(flag) = send::Action::flag(action.trim())
        && let Ok(Some(original)) = state.store.indexed_message(original.trim()).await
        && original.message.account_id == record.account.id
    {
        answered = Some((original, flag));
    }
    let built = Built { raw: parts.message, recipients, answered };
    let outcome = send::checked_transmit(&state, &caller, &record, &smtp, built, &attempt).await;
    if outcome.is_ok() {
        // Sent: the draft goes (best effort; the next pass tidies up otherwise).
        let _ = discard(&state, &record, &row).await;
    }
    send::finish(&state, &attempt.id, outcome).await
}
