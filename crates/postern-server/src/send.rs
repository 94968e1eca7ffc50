//! `POST /accounts/{id}/send`: new mail, replies, reply-all and forwards through the account's
//! submission server, with `Idempotency-Key`.
//!
//! An attempt is recorded (`prepared`, with its Message-ID) before anything reaches the server,
//! and moved to `committing` right before the final dot: until then the server has accepted
//! nothing, and a crash delivers nothing. A retry with the same key and request
//! - after `sent` or `failed` answers the first answer and sends nothing;
//! - after `prepared` (the intent never reached the server) sends it, under the same Message-ID;
//! - after `committing` (the dot may have reached the server) sends nothing and answers 409
//!   `send_outcome_unknown`, naming the Message-ID to look for.
//!
//! The same key with another request is a 409 `idempotency_conflict`; concurrent duplicates wait
//! for the first. After the server's 250 nothing turns the answer into an error: the Sent copy
//! and the original's `\Answered`/`$Forwarded` flag are best effort.

use crate::AppState;
use crate::connect::check_host;
use crate::error::provider_failure;
use crate::error::{ApiError, ApiResult};
use crate::gate::Caller;
use crate::open::{fetch_raw, give_back, open, stored_password};
use axum::Json;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use base64::Engine as _;
use postern_core::id::{IdKind, new_id};
use postern_core::rights::{Approval, Operation, SendPolicy};
use postern_core::{Error, ErrorCode, Timestamp};
use postern_mail::compose::{self, Mailbox, Original, Outgoing, OutgoingAttachment};
use postern_providers::provider::{Capability, Drafts, Edit, ProviderError, Submit};
use postern_providers::registry::{self, Sending};
use postern_providers::smtp::{SmtpError, SmtpSession, SmtpSettings};
use postern_providers::transport::{Dial, Security};
use postern_store::{AccountRecord, NewSend, SendState};
use serde::Deserialize;
use serde_json::{Value, json};
use sha2::Digest as _;
use std::sync::Arc;

/// Recipients (To, Cc and Bcc together) a send may name at most.
pub const MAX_RECIPIENTS: usize = 100;
/// Attachments a send may carry at most, decoded.
pub const MAX_ATTACHMENT_BYTES: usize = 25 * 1024 * 1024;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Recipient {
    email: String,
    #[serde(default)]
    name: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttachmentIn {
    #[serde(default)]
    filename: Option<String>,
    #[serde(default)]
    content_type: Option<String>,
    /// Uploaded: the bytes in base64.
    #[serde(default)]
    content_base64: Option<String>,
    /// Or taken from an existing message: its id and the attachment's index.
    #[serde(default)]
    message_id: Option<String>,
    #[serde(default)]
    index: Option<usize>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reference {
    message_id: String,
    action: Action,
    /// For a forward: `inline` (default) or `attachment` (the original as message/rfc822).
    #[serde(default)]
    forward_as: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum Action {
    Reply,
    ReplyAll,
    Forward,
}

impl Action {
    fn name(self) -> &'static str {
        match self {
            Action::Reply => "reply",
            Action::ReplyAll => "reply_all",
            Action::Forward => "forward",
        }
    }

    /// The flag the original gets once this is sent.
    pub(crate) fn flag(name: &str) -> Option<&'static str> {
        match name {
            "reply" | "reply_all" => Some("\\Answered"),
            "forward" => Some("$Forwarded"),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SendBody {
    /// Who it is from: the account's own address by default, or one the account may send as.
    #[serde(default)]
    from: Option<Recipient>,
    #[serde(default)]
    to: Vec<Recipient>,
    #[serde(default)]
    cc: Vec<Recipient>,
    #[serde(default)]
    bcc: Vec<Recipient>,
    #[serde(default)]
    subject: Option<String>,
    #[serde(default)]
    text: Option<String>,
    #[serde(default)]
    html: Option<String>,
    #[serde(default)]
    attachments: Vec<AttachmentIn>,
    #[serde(default)]
    pub(crate) reference: Option<Reference>,
}

fn mailbox_ok(email: &str) -> bool {
    let Some((local, domain)) = email.rsplit_once('@') else { return false };
    !local.is_empty()
        && !domain.is_empty()
        && email.len() <= 254
        && !local.starts_with('@')
        && !email.contains(['<', '>', ',', ';', ':', '"', '\\'])
        && !email.chars().any(|c| c.is_whitespace() || c.is_control())
        && !domain.contains('@')
}

fn mailboxes(list: &[Recipient], field: &str) -> Result<Vec<Mailbox>, Error> {
    list.iter()
        .map(|r| {
            let email = r.email.trim();
            if !mailbox_ok(email) {
                return Err(Error::invalid_field(field, "each recipient needs an address like name@example.com"));
            }
            Ok(Mailbox { name: r.name.clone().filter(|n| !n.trim().is_empty()), email: email.to_string() })
        })
        .collect()
}

/// Who a message is from: the account's own address, or another one the account may send as
/// (a Gmail account's send-as aliases, verified where Gmail asks it,
/// https://developers.google.com/gmail/api/guides/alias_and_signature_settings). Other accounts
/// send as their own address only.
async fn sender(state: &AppState, record: &AccountRecord, asked: Option<&Recipient>) -> Result<Mailbox, Error> {
    let own = &record.account.email;
    let Some(asked) = asked else { return Ok(Mailbox { name: None, email: own.clone() }) };
    let mut from = mailboxes(std::slice::from_ref(asked), "from")?.remove(0);
    if from.email.eq_ignore_ascii_case(own) {
        from.email = own.clone();
        return Ok(from);
    }
    if registry::has_aliases(record.account.provider) {
        let aliases = open(state, record).await.map_err(|e| e.0)?.send_as().await.map_err(|e| provider_failure(&e))?;
        if let Some(alias) = aliases.iter().find(|a| a.eq_ignore_ascii_case(&from.email)) {
            from.email = alias.clone();
            return Ok(from);
        }
    }
    Err(Error::invalid_field("from", "is not an address this account may send as"))
}

/// The request with its keys sorted: the same request sent twice hashes the same.
pub(crate) fn request_hash(body: &Value) -> String {
    fn canonical(v: &Value) -> Value {
        match v {
            Value::Object(map) => {
                let mut keys: Vec<&String> = map.keys().collect();
                keys.sort();
                Value::Object(keys.into_iter().map(|k| (k.clone(), canonical(&map[k]))).collect())
            }
            Value::Array(items) => Value::Array(items.iter().map(canonical).collect()),
            other => other.clone(),
        }
    }
    postern_core::hex(&sha2::Sha256::digest(serde_json::to_vec(&canonical(body)).unwrap_or_default()))
}

/// How an account's mail goes out.
pub(crate) enum Outbound {
    /// Through its submission server.
    Smtp(SmtpSettings),
    /// Stored on the provider, then handed over to it ([`Submit`]: JMAP's EmailSubmission).
    Provider,
}

/// How this account sends: JMAP accounts through their server (when it offers submission),
/// the others through their SMTP settings.
pub(crate) async fn outbound(state: &AppState, record: &AccountRecord) -> Result<Outbound, ApiError> {
    match registry::sending(record.account.provider) {
        Sending::Provider => {
            crate::connect::require(&state.store, &record.account, Capability::Send, "send").await?;
            Ok(Outbound::Provider)
        }
        Sending::Smtp => Ok(Outbound::Smtp(smtp_settings(record)?)),
    }
}

pub(crate) fn smtp_settings(record: &AccountRecord) -> Result<SmtpSettings, Error> {
    let s = &record.account.settings;
    let host = s.get("smtp_host").and_then(Value::as_str).ok_or_else(|| {
        Error::new(ErrorCode::Conflict, "This account has no SMTP settings; add smtp_host with PATCH /accounts/{id}.")
    })?;
    let security: Security =
        s.get("smtp_security").and_then(|v| serde_json::from_value(v.clone()).ok()).unwrap_or(Security::Tls);
    let port = s.get("smtp_port").and_then(Value::as_u64).and_then(|p| u16::try_from(p).ok()).unwrap_or(465);
    let username = s.get("username").and_then(Value::as_str).unwrap_or(&record.account.email).to_string();
    let auth = postern_providers::settings::auth(s);
    Ok(SmtpSettings { host: host.to_string(), port, security, username, auth })
}

fn smtp_error(e: &SmtpError) -> Error {
    match e {
        SmtpError::Auth(m) => {
            Error::new(ErrorCode::ProviderAuthFailed, format!("The mail server refused the login: {m}"))
        }
        SmtpError::Unreachable(m) | SmtpError::Tls(m) => {
            Error::new(ErrorCode::ProviderUnreachable, format!("The mail server could not be reached: {m}"))
        }
        SmtpError::Rejected { recipients, .. } if !recipients.is_empty() => {
            let mut error = Error::new(ErrorCode::RecipientRejected, format!("The mail server refused: {e}"));
            error.fields.insert("recipients".into(), recipients.join(", "));
            error
        }
        SmtpError::Rejected { .. } => {
            Error::new(ErrorCode::RecipientRejected, format!("The mail server refused the message: {e}"))
        }
        SmtpError::Protocol(m) => {
            Error::new(ErrorCode::ProviderError, format!("The mail server answered unexpectedly: {m}"))
        }
    }
}

fn unknown_outcome(message_id_header: &str) -> Error {
    let mut e = Error::new(
        ErrorCode::SendOutcomeUnknown,
        format!(
            "An earlier attempt with this Idempotency-Key may have reached the mail server; it is not sent again. Look for Message-ID {message_id_header} in the recipients' mail or the Sent folder."
        ),
    );
    e.fields.insert("message_id_header".into(), message_id_header.to_string());
    e
}

/// An error stored as the answer to an attempt, and given again for its key.
pub(crate) fn stored_error(e: &Error) -> String {
    json!({ "error": { "code": e.code.as_str(), "message": e.message, "fields": e.fields } }).to_string()
}

fn replay(result_json: &str) -> Result<Response, ApiError> {
    let value: Value = serde_json::from_str(result_json).map_err(|_| Error::internal())?;
    if is_pending(&value) {
        return Ok((StatusCode::ACCEPTED, Json(value)).into_response());
    }
    if let Some(error) = value.get("error") {
        let code = error["code"].as_str().and_then(ErrorCode::parse).unwrap_or(ErrorCode::Internal);
        let mut e = Error::new(code, error["message"].as_str().unwrap_or_default());
        if let Some(fields) = error["fields"].as_object() {
            for (k, v) in fields {
                e.fields.insert(k.clone(), v.as_str().unwrap_or_default().to_string());
            }
        }
        return Err(e.into());
    }
    Ok(Json(value).into_response())
}

/// The `Idempotency-Key` header, if any.
pub(crate) fn idempotency_key(headers: &HeaderMap) -> Result<Option<String>, Error> {
    match headers.get("idempotency-key") {
        None => Ok(None),
        Some(v) => v
            .to_str()
            .ok()
            .map(str::trim)
            .filter(|k| !k.is_empty() && k.len() <= 255)
            .map(|k| Some(k.to_string()))
            .ok_or_else(|| Error::invalid_field("Idempotency-Key", "must be 1–255 visible ASCII characters")),
    }
}

/// How an attempt starts: go ahead (a new one, or one that never reached the server), or the
/// answer it already has.
pub(crate) enum Start {
    Go(postern_store::SendRecord),
    Answered(Response),
}

/// Records a new attempt under `key`, or finds the earlier one; concurrent duplicates have
/// waited for their turn before this (`SendTurns`).
pub(crate) async fn start(
    state: &AppState,
    user_id: &str,
    account_id: &str,
    key: Option<&str>,
    hash: &str,
    message_id: &str,
) -> Result<Start, ApiError> {
    let send_id = new_id(IdKind::Send);
    let attempt = state
        .store
        .begin_send(NewSend {
            id: &send_id,
            user_id,
            account_id,
            idempotency_key: key,
            request_hash: hash,
            message_id_header: message_id,
        })
        .await?;
    match attempt {
        Ok(new) => Ok(Start::Go(new)),
        Err(earlier) if earlier.request_hash != hash => Err(Error::new(
            ErrorCode::IdempotencyConflict,
            "This Idempotency-Key was used for a different request; use a new key.",
        )
        .into()),
        Err(earlier) => match (earlier.state, &earlier.result_json) {
            (
                SendState::Sent | SendState::Failed | SendState::Pending | SendState::Refused | SendState::Expired,
                Some(result),
            ) => Ok(Start::Answered(replay(result)?)),
            (SendState::Committing, _) => Err(unknown_outcome(&format!("<{}>", earlier.message_id_header)).into()),
            // The intent never reached the server (or its answer was not kept): send it now, as
            // that attempt.
            (SendState::Prepared | SendState::Sent | SendState::Failed, _) => Ok(Start::Go(earlier)),
            (SendState::Pending | SendState::Refused | SendState::Expired, None) => Err(Error::internal().into()),
        },
    }
}

/// Records how an attempt ended and gives its answer.
pub(crate) async fn finish(
    state: &AppState,
    attempt_id: &str,
    outcome: Result<Value, SendFailure>,
) -> ApiResult<Response> {
    use crate::metrics::SendOutcome;
    state.metrics.send(match &outcome {
        Ok(result) if is_pending(result) => SendOutcome::Pending,
        Ok(_) => SendOutcome::Sent,
        Err((e, _)) if e.0.code == ErrorCode::SendOutcomeUnknown => SendOutcome::Unknown,
        Err(_) => SendOutcome::Failed,
    });
    match outcome {
        Ok(result) if is_pending(&result) => Ok((StatusCode::ACCEPTED, Json(result)).into_response()),
        Ok(result) => Ok(Json(result).into_response()),
        Err((e, recorded_as)) => {
            if let Some(state_name) = recorded_as {
                let _ = state.store.set_send_state(attempt_id, state_name, Some(&stored_error(&e.0))).await;
            }
            Err(e)
        }
    }
}

/// A fresh Message-ID on the account's domain (without `<>`).
pub(crate) fn fresh_message_id(record: &AccountRecord) -> String {
    let domain = record.account.email.rsplit_once('@').map_or("postern.localhost", |(_, d)| d);
    format!("{}@{domain}", new_id(IdKind::Send).trim_start_matches("snd_"))
}

/// A message ready to go out.
pub(crate) struct Built {
    pub(crate) raw: Vec<u8>,
    pub(crate) recipients: Vec<String>,
    /// The original of a reply or forward, and the flag it gets once this is sent.
    pub(crate) answered: Option<(postern_store::IndexedRow, &'static str)>,
}

/// A failure, and the state to record for the attempt (`None`: keep `prepared`, so that a retry
/// sends it).
pub(crate) type SendFailure = (ApiError, Option<SendState>);

/// What a draft saved again without a `reference` keeps of its earlier version: its place in
/// the thread and the message it answers or forwards (`X-Postern-Reference`), so that a reply
/// edited later is still a reply, without quoting the original a second time.
#[derive(Debug, Default)]
pub(crate) struct Threading {
    pub(crate) in_reply_to: Option<String>,
    pub(crate) references: Vec<String>,
    pub(crate) reference: Option<String>,
}

/// Builds the message of a send (or, with `draft`, of a draft: `Bcc:` kept, the reference in
/// `X-Postern-Reference`, no recipient needed, and what it keeps of its earlier version).
pub(crate) async fn build(
    state: &AppState,
    caller: &Caller,
    record: &AccountRecord,
    body: &SendBody,
    message_id: &str,
    draft: Option<&Threading>,
) -> Result<Built, SendFailure> {
    let failed = |e: Error| (ApiError(e), Some(SendState::Failed));
    let from = sender(state, record, body.from.as_ref()).await.map_err(failed)?;
    let own = record.account.email.to_ascii_lowercase();
    let mut to = mailboxes(&body.to, "to").map_err(failed)?;
    let mut cc = mailboxes(&body.cc, "cc").map_err(failed)?;
    let bcc = mailboxes(&body.bcc, "bcc").map_err(failed)?;
    let mut subject = body.subject.clone();
    let mut text = body.text.clone();
    let mut in_reply_to = None;
    let mut references = Vec::new();
    if let Some(kept) = draft.filter(|_| body.reference.is_none()) {
        in_reply_to = kept.in_reply_to.as_ref().map(|id| id.trim_matches(['<', '>']).to_string());
        references = kept.references.iter().map(|id| id.trim_matches(['<', '>']).to_string()).collect();
    }
    let mut attachments = Vec::new();
    let mut answered: Option<(postern_store::IndexedRow, &'static str)> = None;
    if let Some(reference) = &body.reference {
        let row = state
            .store
            .indexed_message(&reference.message_id)
            .await
            .map_err(|e| (ApiError::from(e), None))?
            .filter(|r| r.message.account_id == record.account.id)
            .ok_or_else(|| failed(Error::invalid_field("reference.message_id", "names no message of this account")))?;
        // Quoting or forwarding a message shows it: the caller must be able to read it.
        crate::reach::message(state, caller, Operation::MessageRead, &row)
            .await
            .map_err(|e| (e, Some(SendState::Failed)))?;
        let raw = fetch_raw(state, &row).await.map_err(|e| (e, None))?;
        let original: Original = {
            let raw = raw.clone();
            tokio::task::spawn_blocking(move || compose::original(&raw)).await.unwrap_or_default()
        };
        match reference.action {
            Action::Reply | Action::ReplyAll => {
                if to.is_empty() && cc.is_empty() {
                    to = if original.reply_to.is_empty() { original.from.clone() } else { original.reply_to.clone() };
                    if reference.action == Action::ReplyAll {
                        cc = original.to.iter().chain(&original.cc).cloned().collect();
                    }
                }
                subject.get_or_insert_with(|| compose::reply_subject(&original.subject));
                let quote = compose::quoted(&original);
                text = Some(match text {
                    Some(t) => format!("{t}\n\n{quote}"),
                    None => quote,
                });
                references = original.references.clone();
                if let Some(parent) = &original.message_id {
                    references.push(parent.clone());
                    in_reply_to = Some(parent.clone());
                }
                answered = Some((row, "\\Answered"));
            }
            Action::Forward => {
                subject.get_or_insert_with(|| compose::forward_subject(&original.subject));
                if reference.forward_as.as_deref() == Some("attachment") {
                    attachments.push(OutgoingAttachment {
                        filename: "forwarded.eml".into(),
                        content_type: "message/rfc822".into(),
                        bytes: raw.to_vec(),
                    });
                } else {
                    let inline = compose::forwarded(&original);
                    text = Some(match text {
                        Some(t) => format!("{t}\n\n{inline}"),
                        None => inline,
                    });
                }
                answered = Some((row, "$Forwarded"));
            }
        }
    }
    // Our own address is never a recipient of a reply-all; nobody twice.
    let mut seen = std::collections::HashSet::new();
    let mut keep = |m: &Mailbox| m.email.to_ascii_lowercase() != own && seen.insert(m.email.to_ascii_lowercase());
    to.retain(&mut keep);
    cc.retain(&mut keep);
    let bcc: Vec<Mailbox> = bcc.into_iter().filter(|m| keep(m)).collect();
    let recipients: Vec<String> = to.iter().chain(&cc).chain(&bcc).map(|m| m.email.clone()).collect();
    if recipients.is_empty() && draft.is_none() {
        return Err(failed(Error::invalid_field("to", "name at least one recipient")));
    }
    if recipients.len() > MAX_RECIPIENTS {
        return Err(failed(Error::invalid_field(
            "to",
            format!("at most {MAX_RECIPIENTS} recipients (To, Cc and Bcc together)"),
        )));
    }
    for a in &body.attachments {
        attachments.push(attachment(state, caller, record, a).await.map_err(|e| match e.0.code {
            ErrorCode::InvalidRequest | ErrorCode::NotFound => (e, Some(SendState::Failed)),
            _ => (e, None),
        })?);
    }
    let total: usize = attachments.iter().map(|a| a.bytes.len()).sum();
    if total > MAX_ATTACHMENT_BYTES {
        return Err(failed(Error::new(ErrorCode::PayloadTooLarge, "Attachments may total at most 25 MiB.")));
    }
    let subject = subject.unwrap_or_default();
    if subject.len() > 998 || subject.contains(['\r', '\n']) {
        return Err(failed(Error::invalid_field("subject", "must be one line of at most 998 bytes")));
    }
    let headers = match (&body.reference, draft) {
        (Some(r), Some(_)) => {
            vec![("X-Postern-Reference".to_string(), format!("{} {}", r.message_id, r.action.name()))]
        }
        (None, Some(Threading { reference: Some(kept), .. })) => {
            vec![("X-Postern-Reference".to_string(), kept.clone())]
        }
        _ => Vec::new(),
    };
    let outgoing = Outgoing {
        from: Some(from),
        to,
        cc,
        bcc,
        draft: draft.is_some(),
        headers,
        subject,
        text,
        html: body.html.clone(),
        attachments,
        message_id: message_id.to_string(),
        in_reply_to,
        references,
        date: Timestamp::now().micros() / 1_000_000,
    };
    let raw = tokio::task::spawn_blocking(move || compose::compose(&outgoing)).await.unwrap_or_default();
    Ok(Built { raw, recipients, answered })
}

/// Sends `built` once the caller's grants accept every recipient and the daily cap has room;
/// sends of one user from one account take turns, so two cannot both pass the cap. Every
/// attempt is audited: sent, denied or failed, with its recipients (never its content).
pub(crate) async fn checked_transmit(
    state: &AppState,
    caller: &Caller,
    record: &AccountRecord,
    smtp: &Outbound,
    built: Built,
    attempt: &postern_store::SendRecord,
) -> Result<Value, SendFailure> {
    let account = &record.account;
    let user_id = caller.principal.user_id.as_str();
    let _turn = state.send_turns.cap_turn(&state.store, user_id, &account.id).await.map_err(|e| (e.into(), None))?;
    let recipients = built.recipients.clone();
    let audit = |outcome: &str, detail: Value| {
        let mut entry = caller.audit("message.send", outcome, detail);
        entry.target = Some(attempt.id.clone());
        entry.account_id = Some(account.id.clone());
        entry
    };
    let detail = |extra: Value| {
        let mut d = json!({ "recipients": recipients, "message_id": attempt.message_id_header });
        if let (Some(d), Some(extra)) = (d.as_object_mut(), extra.as_object()) {
            d.extend(extra.clone());
        }
        d
    };
    let now = state.config.clock.now();
    let policy = caller.principal.send_policy(crate::reach::target(account), &recipients, now);
    let denied = match &policy {
        Err(refused) => Some((
            Error::new(ErrorCode::RecipientNotAllowed, format!("No grant allows sending to: {}.", refused.join(", "))),
            json!({ "refused": refused }),
        )),
        Ok(SendPolicy { cap: Some(cap), .. }) => {
            let cap = *cap;
            let day = Timestamp(now.micros() - DAY_MICROS);
            let (sent, oldest) =
                state.store.sends_since(user_id, &account.id, day).await.map_err(|e| (e.into(), None))?;
            (sent >= cap).then(|| {
                let free_at = oldest.map_or(0, |t| t.micros() + DAY_MICROS - now.micros());
                let error = Error::new(
                    ErrorCode::SendLimitReached,
                    format!("At most {cap} sends per 24 hours from this account; the next is possible later."),
                )
                .retry_after((free_at.max(0) as u64).div_ceil(1_000_000).max(1));
                (error, json!({ "cap": cap }))
            })
        }
        Ok(SendPolicy { cap: None, .. }) => None,
    };
    if let Some((error, extra)) = denied {
        let mut extra = extra;
        extra["code"] = json!(error.code.as_str());
        state.store.audit(&audit("denied", detail(extra))).await.map_err(|e| (e.into(), None))?;
        // Nothing was sent: the attempt stays `prepared`, so a retry with the same key is
        // checked again (a cap frees up, a grant is widened).
        return Err((ApiError(error), None));
    }
    let approval = policy.ok().and_then(|p| p.approval);
    if let Some(approval) = approval
        && (approval == Approval::Required || read_from_outside(state, caller, now).await.map_err(|e| (e, None))?)
    {
        let detail = detail(json!({ "approval": approval.as_str() }));
        return hold(state, caller, record, built, attempt, approval, audit("pending", detail)).await;
    }
    let outcome = transmit(state, record, smtp, built, &attempt.id, &attempt.message_id_header).await;
    let entry = match &outcome {
        Ok(_) => audit("sent", detail(json!({}))),
        Err((e, _)) => audit("failed", detail(json!({ "code": e.0.code.as_str() }))),
    };
    if let Err(e) = state.store.audit(&entry).await {
        tracing::error!(error = %e, "a send could not be written to the audit");
    }
    outcome
}

/// Whether the caller's token read mail from outside an account's own addresses within the
/// window of `approval: "after_untrusted"`.
async fn read_from_outside(state: &AppState, caller: &Caller, now: Timestamp) -> Result<bool, ApiError> {
    let window = state.config.approval_untrusted_window.as_micros() as i64;
    let read = state.store.untrusted_read_at(&caller.principal.token_id).await?;
    Ok(read.is_some_and(|at| at.micros() > now.micros() - window))
}

/// Holds a built send for a person's approval: the message is kept as it would go out, the
/// answer says it waits (202), `send.pending` goes to the feed and webhooks, and the audit
/// records who asked. It goes once approved (`approval`), or never.
async fn hold(
    state: &AppState,
    caller: &Caller,
    record: &AccountRecord,
    built: Built,
    attempt: &postern_store::SendRecord,
    approval: Approval,
    entry: postern_store::AuditEntry,
) -> Result<Value, SendFailure> {
    let Built { raw, recipients, answered } = built;
    let now = state.config.clock.now();
    let expires_at = Timestamp(now.micros() + state.config.approval_ttl.as_micros() as i64);
    let requested_by = json!({ "user_id": caller.principal.user_id, "token_id": caller.principal.token_id });
    let answered = answered.map(|(row, flag)| json!({ "message_id": row.message.id, "flag": flag }));
    let approval_json = json!({ "approval": approval.as_str(), "requested_by": requested_by, "answered": answered });
    let answer = json!({ "data": {
        "id": attempt.id, "status": "pending", "account_id": record.account.id, "approval": approval.as_str(),
        "recipients": recipients, "message_id_header": format!("<{}>", attempt.message_id_header),
        "expires_at": expires_at,
    } });
    let event = json!({ "send_id": attempt.id, "approval": approval.as_str(), "recipients": recipients,
                        "requested_by": requested_by });
    let hold = postern_store::Hold {
        id: &attempt.id,
        raw: &raw,
        recipients_json: &json!(recipients).to_string(),
        approval_json: &approval_json.to_string(),
        expires_at,
        answer_json: &answer.to_string(),
        event_json: &event.to_string(),
        audit: &entry,
    };
    state.store.hold_send(hold, &record.account.user_id, &record.account.id).await.map_err(|e| (e.into(), None))?;
    Ok(answer)
}

/// Whether an answer says the send waits for approval (answered 202).
pub(crate) fn is_pending(answer: &Value) -> bool {
    answer["data"]["status"] == "pending"
}

/// A day, in microseconds: the window of the daily send caps.
const DAY_MICROS: i64 = 24 * 3600 * 1_000_000;

/// Sends a built message the account's way ([`Outbound`]); records each step.
pub(crate) async fn transmit(
    state: &AppState,
    record: &AccountRecord,
    outbound: &Outbound,
    built: Built,
    send_id: &str,
    message_id: &str,
) -> Result<Value, SendFailure> {
    let smtp = match outbound {
        Outbound::Smtp(smtp) => smtp,
        Outbound::Provider => {
            let mut mailbox = open(state, record).await.map_err(|e| (e, None))?;
            return transmit_through(state, record, &mut mailbox, built, send_id, message_id).await;
        }
    };
    let Built { raw, recipients, answered } = built;
    let password = stored_password(state, record).await.map_err(|e| (e.into(), None))?;
    let addresses = check_host(&state.config.internal_hosts, &smtp.host, smtp.port)
        .await
        .map_err(|reason| (Error::new(ErrorCode::ProviderUnreachable, reason).into(), None))?;
    let options = Dial { addresses, ..Dial::default() };
    let session = SmtpSession::connect(smtp, &password, &options).await.map_err(|e| (smtp_error(&e).into(), None))?;
    let prepared = session.prepare(&record.account.email, &recipients, &raw).await.map_err(|e| {
        let keep_prepared = !matches!(e, SmtpError::Rejected { .. });
        (ApiError(smtp_error(&e)), if keep_prepared { None } else { Some(SendState::Failed) })
    })?;
    // From here the outcome may be unknown: record that before the final dot.
    let at = state.config.clock.now();
    state.store.set_transmitting(send_id, at).await.map_err(|e| (ApiError::from(e), None))?;
    let (answer, session) = match prepared.commit().await {
        Ok(done) => done,
        Err(e @ SmtpError::Rejected { .. }) => return Err((ApiError(smtp_error(&e)), Some(SendState::Failed))),
        Err(_) => return Err((ApiError(unknown_outcome(&format!("<{message_id}>"))), None)),
    };
    session.quit().await;
    // Sent: from here on only best effort.
    let sent_copy = save_sent_copy(state, record, &raw).await;
    if let Some((row, flag)) = answered {
        flag_original(state, record, &row, flag).await;
    }
    Ok(sent(state, send_id, message_id, recipients, json!(answer), sent_copy).await)
}

async fn attachment(
    state: &AppState,
    caller: &Caller,
    record: &AccountRecord,
    a: &AttachmentIn,
) -> Result<OutgoingAttachment, ApiError> {
    match (&a.content_base64, &a.message_id, a.index) {
        (Some(data), None, None) => {
            let bytes = base64::engine::general_purpose::STANDARD
                .decode(data.as_bytes())
                .map_err(|_| Error::invalid_field("attachments", "content_base64 is not valid base64"))?;
            let filename = a.filename.clone().filter(|f| !f.trim().is_empty()).unwrap_or_else(|| "attachment".into());
            let content_type = a.content_type.clone().unwrap_or_else(|| "application/octet-stream".into());
            if !content_type.contains('/') || content_type.contains(['\r', '\n']) || filename.contains(['\r', '\n']) {
                return Err(
                    Error::invalid_field("attachments", "content_type must be type/subtype, names one line").into()
                );
            }
            Ok(OutgoingAttachment { filename, content_type, bytes })
        }
        (None, Some(message_id), Some(index)) => {
            let row = state
                .store
                .indexed_message(message_id)
                .await?
                .filter(|r| r.message.account_id == record.account.id)
                .ok_or_else(|| Error::invalid_field("attachments", "message_id names no message of this account"))?;
            crate::reach::message(state, caller, Operation::MessageRead, &row).await?;
            let raw = fetch_raw(state, &row).await?;
            let found = crate::processing::run(move || postern_mail::parse::attachment(&raw, index))
                .await
                .flatten()
                .ok_or_else(|| Error::invalid_field("attachments", "that message has no attachment with this index"))?;
            let (meta, bytes) = found;
            Ok(OutgoingAttachment {
                filename: a.filename.clone().or(meta.filename).unwrap_or_else(|| "attachment".into()),
                content_type: meta.content_type,
                bytes,
            })
        }
        _ => Err(Error::invalid_field(
            "attachments",
            "each needs either content_base64 (with filename, content_type) or message_id and index",
        )
        .into()),
    }
}

/// [`transmit`] through a provider that sends itself: the message is stored in the Sent folder
/// (the sent copy) or, without one, in Drafts (taken out once sent), then submitted. Until the
/// submission is asked for, a failure sent nothing; once asked, a failure without an answer may
/// have sent it.
async fn transmit_through<S: Submit>(
    state: &AppState,
    record: &AccountRecord,
    provider: &mut S,
    built: Built,
    send_id: &str,
    message_id: &str,
) -> Result<Value, SendFailure> {
    let Built { raw, recipients, answered } = built;
    let failed = |e: ProviderError| (ApiError(provider_failure(&e)), None);
    let folders = state.store.folder_states(&record.account.id).await.map_err(|e| (e.into(), None))?;
    let with_role =
        |role: &str| folders.iter().find(|f| f.folder.role.as_deref() == Some(role)).map(|f| f.raw_name.clone());
    let (mailbox, flags, sent_copy) = match (with_role("sent"), with_role("drafts")) {
        (Some(sent), _) => (sent, vec!["\\Seen"], true),
        (None, Some(drafts)) => (drafts, vec!["\\Draft", "\\Seen"], false),
        (None, None) => {
            let e = Error::new(
                ErrorCode::NotSupported,
                "This account has neither a Sent nor a Drafts mailbox to send from.",
            );
            return Err((e.into(), Some(SendState::Failed)));
        }
    };
    let (stored, new) = provider.store(&mailbox, raw, &flags).await.map_err(failed)?;
    let email = stored.reference;
    let at = state.config.clock.now();
    state.store.set_transmitting(send_id, at).await.map_err(|e| (ApiError::from(e), None))?;
    match provider.submit(&email, &record.account.email, &recipients).await {
        Ok(()) => {}
        // The server answered and refused, or asked to slow down first: nothing went out.
        Err(e @ (ProviderError::Protocol(_) | ProviderError::Throttled { .. })) => {
            if new {
                let _ = provider.take_out(&mailbox, &email).await;
            }
            return Err((ApiError(provider_failure(&e)), Some(SendState::Failed)));
        }
        Err(_) => return Err((ApiError(unknown_outcome(&format!("<{message_id}>"))), None)),
    }
    if !sent_copy && new {
        let _ = provider.take_out(&mailbox, &email).await;
    }
    if let Some((row, flag)) = answered {
        mark_original(state, provider, &row, flag).await;
    }
    state.syncer.start(&record.account.id);
    Ok(sent(state, send_id, message_id, recipients, json!("EmailSubmission created"), sent_copy).await)
}

/// Stores the sent message in the Sent folder (`\Seen`); false when there is none or it fails.
async fn save_sent_copy(state: &AppState, record: &AccountRecord, raw: &[u8]) -> bool {
    let Ok(folders) = state.store.folder_states(&record.account.id).await else { return false };
    let Some(sent) = folders.into_iter().find(|f| f.folder.role.as_deref() == Some("sent")) else { return false };
    let Ok(mut mailbox) = open(state, record).await else { return false };
    match mailbox.store(&sent.raw_name, raw.to_vec(), &["\\Seen"]).await {
        Ok(_) => {
            give_back(state, &record.account.id, mailbox).await;
            state.syncer.start(&record.account.id);
            true
        }
        Err(e) => {
            tracing::warn!(account = %record.account.id, error = %provider_failure(&e), "the sent copy could not be saved");
            false
        }
    }
}

/// Marks the original answered or forwarded (on the server and in the index).
async fn flag_original(state: &AppState, record: &AccountRecord, row: &postern_store::IndexedRow, flag: &str) {
    let Ok(mut mailbox) = open(state, record).await else { return };
    if mark_original(state, &mut mailbox, row, flag).await {
        give_back(state, &record.account.id, mailbox).await;
    }
}

/// Adds `flag` to the original on the provider and in the index; false when the provider
/// refused (best effort: the message went out).
async fn mark_original<E: Edit>(state: &AppState, editor: &mut E, row: &postern_store::IndexedRow, flag: &str) -> bool {
    let name = row.at.reference();
    if editor.set_flags(&row.folder_raw_name, &[name], &[flag.to_string()], &[]).await.is_err() {
        return false;
    }
    let mut flags = row.message.flags.clone();
    if !flags.iter().any(|f| f.eq_ignore_ascii_case(flag)) {
        flags.push(flag.to_string());
    }
    let _ = state.store.record_flags(&[(row.message.id.clone(), flags)]).await;
    true
}

/// Records a send as sent and returns its answer (the same for a replay of its key).
async fn sent(
    state: &AppState,
    send_id: &str,
    message_id: &str,
    recipients: Vec<String>,
    answer: Value,
    sent_copy: bool,
) -> Value {
    let result = json!({
        "data": {
            "id": send_id,
            "status": "sent",
            "message_id_header": format!("<{message_id}>"),
            "recipients": recipients,
            "server_answer": answer,
            "sent_copy": sent_copy,
            "sent_at": Timestamp::now(),
        }
    });
    if let Err(e) = state.store.set_send_state(send_id, SendState::Sent, Some(&result.to_string())).await {
        tracing::error!(error = %e, send = send_id, "a sent message could not be recorded as sent");
    }
    result
}

/// One turn per idempotency key at a time, and one send per user and account while a daily cap
/// is checked: in this process, and across instances through the store
/// ([`postern_store::Exclusive`], nothing to hold on SQLite).
#[derive(Default)]
pub struct SendTurns {
    locks: std::sync::Mutex<std::collections::HashMap<String, Arc<tokio::sync::Mutex<()>>>>,
}

/// A turn, held until dropped.
pub struct Turn {
    _here: tokio::sync::OwnedMutexGuard<()>,
    _everywhere: postern_store::Exclusive,
}

impl SendTurns {
    /// Waits for the turn of this user's `key` on this account (none without a key); the turn
    /// lasts as long as the guard.
    pub async fn turn(
        &self,
        store: &postern_store::Store,
        user_id: &str,
        account_id: &str,
        key: Option<&str>,
    ) -> Result<Option<Turn>, postern_store::StoreError> {
        let Some(key) = key else { return Ok(None) };
        Ok(Some(self.lock(store, format!("key:{user_id}:{account_id}:{key}")).await?))
    }

    /// Waits for this user's turn to send from this account.
    pub async fn cap_turn(
        &self,
        store: &postern_store::Store,
        user_id: &str,
        account_id: &str,
    ) -> Result<Turn, postern_store::StoreError> {
        self.lock(store, format!("cap:{user_id}:{account_id}")).await
    }

    /// The turn of `key` in this process first (waiters here queue without holding a
    /// connection), then across instances.
    async fn lock(&self, store: &postern_store::Store, key: String) -> Result<Turn, postern_store::StoreError> {
        let here = self.lock_here(key.clone()).await;
        Ok(Turn { _here: here, _everywhere: store.exclusive(&format!("send-turn\n{key}")).await? })
    }

    async fn lock_here(&self, key: String) -> tokio::sync::OwnedMutexGuard<()> {
        let lock = {
            let mut locks = self.locks.lock().expect("send turns lock");
            locks.retain(|_, l| Arc::strong_count(l) > 1);
            locks.entry(key).or_default().clone()
        };
        lock.lock_owned().await
    }
}
