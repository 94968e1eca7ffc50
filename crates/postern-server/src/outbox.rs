//! `POST /accounts/{id}/send`: a message sent from a connected account, once per
//! `Idempotency-Key`; the sending itself is `send`'s.

use crate::AppState;
use crate::error::ApiResult;
use crate::gate::Caller;
use crate::params::{JsonBody, Path};
use crate::reach::record as account;
use crate::send::{
    SendBody, Start, build, checked_transmit, finish, fresh_message_id, idempotency_key, outbound, request_hash, start,
};
use crate::views::{Data, ErrorBody};
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use postern_core::{Error, ErrorCode};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

// Schemas of the body and the answer below (contract::document); the handlers read `send::SendBody`
// and serialize the answer `send` builds, which these mirror. Drafts take the same body.

/// A message to send (`send::SendBody`); as a draft, recipients are optional.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = OutgoingMessage)]
#[allow(dead_code)]
pub struct SendMessageView {
    /// Who it is from: the account's own address by default; a Gmail account may name one of its
    /// send-as aliases. Any other address is 400 (`fields.from`).
    #[serde(default)]
    pub from: Option<SendRecipientView>,
    #[serde(default)]
    pub to: Vec<SendRecipientView>,
    #[serde(default)]
    pub cc: Vec<SendRecipientView>,
    /// On the envelope only (kept in a draft).
    #[serde(default)]
    pub bcc: Vec<SendRecipientView>,
    /// A reply gets `Re:` and a forward `Fwd:` (not doubled).
    #[serde(default)]
    pub subject: Option<String>,
    #[serde(default)]
    pub text: Option<String>,
    #[serde(default)]
    pub html: Option<String>,
    /// At most 25 MiB together, decoded.
    #[serde(default)]
    pub attachments: Vec<SendAttachmentView>,
    /// The message this replies to or forwards.
    #[serde(default)]
    pub reference: Option<SendReferenceView>,
}

/// A mailbox: to, cc and bcc together name at most 100.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = OutgoingRecipient)]
#[allow(dead_code)]
pub struct SendRecipientView {
    pub email: String,
    #[serde(default)]
    pub name: Option<String>,
}

/// An attachment: uploaded in base64, or taken from a message of the account.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(untagged)]
#[schema(as = OutgoingAttachment)]
#[allow(dead_code)]
pub enum SendAttachmentView {
    Upload(SendUploadView),
    Copy(SendCopyView),
}

/// An uploaded attachment.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = OutgoingUpload)]
#[allow(dead_code)]
pub struct SendUploadView {
    /// Default `attachment`.
    #[serde(default)]
    pub filename: Option<String>,
    /// `type/subtype`; default `application/octet-stream`.
    #[serde(default)]
    pub content_type: Option<String>,
    /// The bytes, in base64.
    pub content_base64: String,
}

/// An attachment of a message of the same account, which the caller may read.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = OutgoingCopy)]
#[allow(dead_code)]
pub struct SendCopyView {
    /// `msg_…`
    pub message_id: String,
    /// Its `index` among the message's `attachments`.
    pub index: u32,
    /// Another name for it; default its own.
    #[serde(default)]
    pub filename: Option<String>,
}

/// What the message answers: written as the reply or forward would be, and the original gets
/// `\Answered` or `$Forwarded` once it is sent.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = OutgoingReference)]
#[allow(dead_code)]
pub struct SendReferenceView {
    /// `msg_…` of the original, a message of the same account.
    pub message_id: String,
    pub action: SendActionView,
    /// For a forward: the original inline (default) or attached as `message/rfc822`.
    #[serde(default)]
    pub forward_as: Option<SendForwardAsView>,
}

/// A reply goes to Reply-To or From; reply-all adds To and Cc (never the account's own address);
/// explicit `to`/`cc` win.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = OutgoingAction)]
#[allow(dead_code)]
pub enum SendActionView {
    Reply,
    ReplyAll,
    Forward,
}

/// How a forward carries the original.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = OutgoingForwardAs)]
#[allow(dead_code)]
pub enum SendForwardAsView {
    Inline,
    Attachment,
}

/// A message the mail server accepted. A retry with the same `Idempotency-Key` answers the same.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = SendReceipt)]
#[allow(dead_code)]
pub struct SendReceiptView {
    /// `snd_…`: the attempt, as `/sends` shows it.
    pub id: String,
    /// Always `sent`.
    pub status: String,
    /// The `Message-ID` header, with its angle brackets.
    pub message_id_header: String,
    /// The envelope recipients (To, Cc and Bcc).
    pub recipients: Vec<String>,
    /// What the server answered (the SMTP 250 text, or `EmailSubmission created`).
    pub server_answer: String,
    /// Whether a copy is in the Sent folder.
    pub sent_copy: bool,
    #[schema(format = DateTime)]
    pub sent_at: String,
}

/// Send a message.
///
/// Through the account's submission server (JMAP: its EmailSubmission), once per
/// `Idempotency-Key`: the same request again answers the first answer and sends nothing.
#[utoipa::path(
    post,
    path = "/accounts/{id}/send",
    operation_id = "accounts_send",
    tag = "drafts",
    params(
        ("id" = String, Path, description = "`acc_…`"),
        ("Idempotency-Key" = Option<String>, Header, description = "1–255 visible ASCII characters; the same key \
            with the same request answers the first answer."),
    ),
    request_body = SendMessageView,
    responses(
        (status = 200, description = "Sent.", body = Data<SendReceiptView>),
        (status = 403, description = "`forbidden`: the caller lacks the right; `recipient_not_allowed`: no one grant \
            of the caller accepts every recipient (nothing was sent).", body = ErrorBody),
        (status = 409, description = "`idempotency_conflict`: the key was used for another request; \
            `send_outcome_unknown`: an earlier attempt with the key may have reached the server (`fields.message_id_header`); \
            `conflict`: the account has no SMTP settings.", body = ErrorBody),
        (status = 422, description = "`recipient_rejected`: the mail server refused a recipient (`fields.recipients`) \
            or the message, nothing was sent; `provider_auth_failed`: it refused the login.", body = ErrorBody),
        (status = 429, description = "`send_limit_reached`: the caller's sends per 24 hours from this account are \
            used up; `rate_limited`: the token is over its request rate.", body = ErrorBody,
            headers(("Retry-After" = u64, description = "Seconds after which to ask again."))),
    )
)]
pub async fn send(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    headers: HeaderMap,
    JsonBody(raw): JsonBody<Value>,
) -> ApiResult<Response> {
    let record = account(&state, &caller, &id).await?;
    let key = idempotency_key(&headers)?;
    let body: SendBody = serde_json::from_value(raw.clone())
        .map_err(|_| Error::new(ErrorCode::InvalidRequest, "The JSON body has the wrong shape for a send."))?;
    let hash = request_hash(&raw);
    let smtp = outbound(&state, &record).await?;
    let user_id = caller.principal.user_id.clone();
    let _turn = state.send_turns.turn(&state.store, &user_id, &record.account.id, key.as_deref()).await?;
    let attempt =
        match start(&state, &user_id, &record.account.id, key.as_deref(), &hash, &fresh_message_id(&record)).await? {
            Start::Go(attempt) => attempt,
            Start::Answered(answer) => return Ok(answer),
        };
    let outcome = match build(&state, &caller, &record, &body, &attempt.message_id_header, None).await {
        Ok(built) => checked_transmit(&state, &caller, &record, &smtp, built, &attempt).await,
        Err(e) => Err(e),
    };
    finish(&state, &attempt.id, outcome).await
}
