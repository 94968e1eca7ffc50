//! Sends held for a person's approval (docs/AGENT_SAFETY.md): what the API shows of them, and
//! their decision. A held send is decided by a caller that may send from its account to its
//! recipients without such a condition; approved, it goes once, as the attempt it was (under
//! its Message-ID and Idempotency-Key); refused or expired, never.

use crate::AppState;
use crate::error::{ApiError, ApiResult};
use crate::gate::Caller;
use crate::send::{Built, finish, outbound, stored_error, transmit};
use axum::Json;
use axum::response::{IntoResponse, Response};
use postern_core::rights::SendPolicy;
use postern_core::{Error, ErrorCode, Timestamp};
use postern_store::{AccountRecord, Decision, HeldSend, SendState};
use serde_json::{Value, json};
use std::time::Duration;

/// What a decision is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Verdict {
    Approve,
    Refuse,
}

/// How often held sends past their time are closed.
const EXPIRE_EVERY: Duration = Duration::from_secs(60);

/// A held send's status as the API names it.
fn status(held: &HeldSend, now: Timestamp) -> &'static str {
    match held.state {
        SendState::Pending if held.expires_at <= now => "expired",
        SendState::Pending => "pending",
        SendState::Prepared | SendState::Committing => "sending",
        SendState::Sent => "sent",
        SendState::Failed => "failed",
        SendState::Refused => "refused",
        SendState::Expired => "expired",
    }
}

fn parsed(text: Option<&str>) -> Value {
    text.and_then(|t| serde_json::from_str(t).ok()).unwrap_or(Value::Null)
}

/// A held send as the API shows it; with `message`, what would go out (read from the kept
/// message on the mail threads), as long as it is kept.
pub(crate) async fn view(held: &HeldSend, message: bool) -> Value {
    let now = Timestamp::now();
    let approval = parsed(Some(&held.approval_json));
    let mut view = json!({
        "id": held.id,
        "account_id": held.account_id,
        "status": status(held, now),
        "approval": approval["approval"],
        "requested_by": approval["requested_by"],
        "decided": parsed(held.decided_json.as_deref()),
        "recipients": parsed(Some(&held.recipients_json)),
        "message_id_header": format!("<{}>", held.message_id_header),
        "created_at": held.created_at,
        "expires_at": held.expires_at,
    });
    if message && let Some(raw) = held.raw.clone() {
        view["message"] = crate::processing::run(move || {
            let parsed = postern_mail::parse(&raw);
            let attachments: Vec<Value> = postern_mail::parse::attachments(&raw)
                .iter()
                .map(|a| json!({ "filename": a.filename, "content_type": a.content_type, "size": a.size }))
                .collect();
            // What goes out is the whole message: its HTML as written (escaped by whoever shows
            // it) and what of it a reader would not see, beside the text a reader sees.
            json!({
                "from": parsed.from, "to": parsed.to, "cc": parsed.cc, "subject": parsed.subject,
                "text": parsed.text, "html": parsed.html, "hidden": parsed.hidden,
                "attachments": attachments, "size": raw.len(),
            })
        })
        .await
        .unwrap_or(Value::Null);
    }
    view
}

/// The held send `id` if the caller reaches its account with the send right (the one who asked
/// does too), closed first if its time is up.
pub(crate) async fn reached(
    state: &AppState,
    caller: &Caller,
    id: &str,
    raw: bool,
) -> Result<(HeldSend, AccountRecord), ApiError> {
    let Some(mut held) = state.store.held_send(id, raw).await? else {
        return Err(Error::not_found("Send").into());
    };
    // A send that was never held is not one of these: `/sends` (the audit) shows those.
    if held.approval_json.is_empty() {
        return Err(Error::not_found("Send").into());
    }
    let record = crate::reach::record(state, caller, &held.account_id).await?;
    if held.state == SendState::Pending && held.expires_at <= state.config.clock.now() && expire(state, &held).await {
        held.state = SendState::Expired;
    }
    Ok((held, record))
}

/// Closes a held send whose time is up: never sent, `send.refused` with the reason `expired`.
/// False when someone decided it first.
async fn expire(state: &AppState, held: &HeldSend) -> bool {
    let now = state.config.clock.now();
    let refused = Error::new(ErrorCode::SendRefused, "Nobody approved this send before it expired: it was not sent.");
    let detail = json!({ "send_id": held.id, "reason": "expired", "recipients": parsed(Some(&held.recipients_json)) });
    let decision = Decision {
        id: &held.id,
        to: SendState::Expired,
        decided_json: &json!({ "decision": "expired", "at": now }).to_string(),
        answer_json: Some(&stored_error(&refused)),
        event: ("send.refused", &detail.to_string()),
        audit: None,
        now,
    };
    match state.store.decide_send(decision, &held.user_id, &held.account_id).await {
        Ok(done) => done,
        Err(e) => {
            tracing::warn!(error = %e, send = %held.id, "a held send past its time could not be closed");
            false
        }
    }
}

/// Closes the held sends past their time every minute, until shutdown, so that their
/// `send.refused` events go out without anyone looking.
pub(crate) fn start_expiring(state: &AppState) {
    let state = state.clone();
    let mut shutdown = state.shutdown.clone();
    tokio::spawn(async move {
        loop {
            if let Ok(held) = state.store.pending_sends(500, false).await {
                let now = state.config.clock.now();
                for held in held.iter().filter(|h| h.expires_at <= now) {
                    expire(&state, held).await;
                }
            }
            tokio::select! {
                _ = tokio::time::sleep(EXPIRE_EVERY) => {}
                _ = shutdown.wait_for(|s| *s) => return,
            }
        }
    });
}

/// Decides the held send `id`: the caller must be able to send from its account to its
/// recipients without approval. Approved, it goes now and the answer is the send's (a receipt,
/// or why it failed); refused, the answer is the send as it is now.
pub(crate) async fn decide(state: &AppState, caller: &Caller, id: &str, verdict: Verdict) -> ApiResult<Response> {
    let (mut held, record) = reached(state, caller, id, verdict == Verdict::Approve).await?;
    let now = state.config.clock.now();
    if held.state != SendState::Pending {
        return Err(Error::new(
            ErrorCode::Conflict,
            format!("This send is {} and waits for no decision.", status(&held, now)),
        )
        .into());
    }
    let recipients: Vec<String> = serde_json::from_str(&held.recipients_json).unwrap_or_default();
    match caller.principal.send_policy(crate::reach::target(&record.account), &recipients, now) {
        Err(refused) => {
            return Err(Error::new(
                ErrorCode::RecipientNotAllowed,
                format!("No grant lets you send to: {}; someone who may must decide.", refused.join(", ")),
            )
            .into());
        }
        Ok(SendPolicy { approval: Some(_), .. }) => {
            return Err(Error::new(
                ErrorCode::Forbidden,
                "Your own sends from this account wait for approval, so you cannot approve or refuse others'.",
            )
            .into());
        }
        Ok(_) => {}
    }
    let approval = parsed(Some(&held.approval_json));
    let by = json!({ "user_id": caller.principal.user_id, "token_id": caller.principal.token_id });
    let word = if verdict == Verdict::Approve { "approved" } else { "refused" };
    let decided = json!({ "decision": word, "by": by, "at": now });
    let detail = json!({ "send_id": held.id, "recipients": recipients, "requested_by": approval["requested_by"],
                         "decided_by": by, "reason": word });
    let mut entry = caller.audit(
        if verdict == Verdict::Approve { "send.approve" } else { "send.refuse" },
        "ok",
        json!({ "recipients": recipients, "requested_by": approval["requested_by"],
                "message_id": held.message_id_header }),
    );
    entry.target = Some(held.id.clone());
    entry.account_id = Some(held.account_id.clone());
    let refused = Error::new(ErrorCode::SendRefused, "A person refused this send: it was not sent.");
    let refused = stored_error(&refused);
    let decision = Decision {
        id: &held.id,
        // Approved, it is on its way at once: a retry of its request meanwhile is told it may
        // have been sent (`send_outcome_unknown`), never held or sent again.
        to: if verdict == Verdict::Approve { SendState::Committing } else { SendState::Refused },
        decided_json: &decided.to_string(),
        answer_json: (verdict == Verdict::Refuse).then_some(refused.as_str()),
        event: (if verdict == Verdict::Approve { "send.approved" } else { "send.refused" }, &detail.to_string()),
        audit: Some(&entry),
        now,
    };
    if !state.store.decide_send(decision, &held.user_id, &held.account_id).await? {
        return Err(Error::new(ErrorCode::Conflict, "Someone decided this send first, or its time is up.").into());
    }
    if verdict == Verdict::Refuse {
        // As the store now holds it.
        held.state = SendState::Refused;
        held.decided_json = Some(decided.to_string());
        return Ok(Json(json!({ "data": view(&held, false).await })).into_response());
    }
    let Some(raw) = held.raw.clone() else { return Err(Error::internal().into()) };
    let answered = match approval["answered"]["message_id"].as_str() {
        Some(original) => {
            let flag = if approval["answered"]["flag"] == "$Forwarded" { "$Forwarded" } else { "\\Answered" };
            state.store.indexed_message(original).await?.map(|row| (row, flag))
        }
        None => None,
    };
    let built = Built { raw, recipients: recipients.clone(), answered };
    let outcome = match outbound(state, &record).await {
        Ok(how) => transmit(state, &record, &how, built, &held.id, &held.message_id_header).await,
        Err(e) => Err((e, None)),
    };
    // Nobody retries an approved send: a failure that surely sent nothing is final, and only one
    // that may have reached the server stays `committing`.
    let outcome = outcome.map_err(|(e, state)| match state {
        None if e.0.code != ErrorCode::SendOutcomeUnknown => (e, Some(SendState::Failed)),
        state => (e, state),
    });
    let mut entry = caller.audit(
        "message.send",
        if outcome.is_ok() { "sent" } else { "failed" },
        json!({ "recipients": recipients, "message_id": held.message_id_header,
                "requested_by": approval["requested_by"], "approved_by": by }),
    );
    entry.target = Some(held.id.clone());
    entry.account_id = Some(held.account_id.clone());
    if let Err(e) = state.store.audit(&entry).await {
        tracing::error!(error = %e, "an approved send could not be written to the audit");
    }
    if let Err(e) = state.store.drop_held_message(&held.id).await {
        tracing::warn!(error = %e, send = %held.id, "a held message could not be dropped after its send");
    }
    finish(state, &held.id, outcome).await
}
