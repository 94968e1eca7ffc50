//! Delivering the event log to webhook endpoints (docs/WEBHOOKS.md): each endpoint reads the log
//! after its cursor, the events its owner may read now (rights checked per event), of the types
//! and filters it names; one post in flight per endpoint, in order; an endpoint is claimed in the
//! database before it posts, so that each event goes out once per endpoint however many instances
//! run. Failures are retried with backoff; past the horizon the endpoint is paused, its events
//! kept.

use super::outbound::{self, Answer};
use crate::AppState;
use crate::gate::Caller;
use postern_core::Timestamp;
use postern_core::rights::{Operation, Principal, Rights};
use postern_core::webhook::{Secret, signature};
use postern_store::{Attempt, Change, FeedScope, Webhook};
use serde_json::{Value, json};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How long a claim lasts: longer than a post may take. A claim of an instance that died is
/// taken over after this; one that stops gives its claims back.
const CLAIM: Duration = Duration::from_secs(30);
/// The first retry, doubled after each failure up to the longest.
const FIRST_RETRY: Duration = Duration::from_secs(5);
const LONGEST_RETRY: Duration = Duration::from_secs(3600);
/// Posts in flight at once, all endpoints together.
const IN_FLIGHT: usize = 64;
/// Events read past a cursor at a time, looking for the next one the endpoint takes.
const SCAN: u32 = 500;
/// How often due endpoints are looked for when nothing was written (retries coming due).
const TICK: Duration = Duration::from_secs(1);

/// The delivering task (for a server that stops to wait until its claims are given back) and
/// the HTTP clients its posts reuse.
#[derive(Default)]
pub struct Deliveries {
    task: Mutex<Option<tokio::task::JoinHandle<()>>>,
    clients: outbound::Clients,
}

impl Deliveries {
    /// Waits (up to 10 s) for the posts in flight after the server's shutdown signal, and for
    /// this instance's claims to be given back.
    pub async fn stopped(&self) {
        let task = self.task.lock().expect("deliveries lock").take();
        if let Some(task) = task {
            let _ = tokio::time::timeout(Duration::from_secs(10), task).await;
        }
    }
}

/// Starts delivering, until the server shuts down.
pub(crate) fn start(state: &AppState) {
    let task = tokio::spawn(dispatch(state.clone()));
    *state.deliveries.task.lock().expect("deliveries lock") = Some(task);
}

async fn dispatch(state: AppState) {
    // This process's name in claims.
    let holder = postern_core::id::new_id(postern_core::id::IdKind::Token).replacen("tok_", "dlv_", 1);
    let mut written = state.store.watch_changes();
    let mut shutdown = state.shutdown.clone();
    let slots = Arc::new(tokio::sync::Semaphore::new(IN_FLIGHT));
    // The endpoints being delivered here, and whether events were written meanwhile (their
    // run may have passed the end of the log before those: look again when it ends).
    let busy: Arc<Mutex<HashMap<String, bool>>> = Arc::default();
    let again = Arc::new(tokio::sync::Notify::new());
    loop {
        match state.store.due_webhooks(Timestamp::now()).await {
            Ok(due) => {
                for id in due {
                    if busy.lock().expect("webhook busy lock").insert(id.clone(), false).is_some() {
                        continue;
                    }
                    let Ok(slot) = slots.clone().acquire_owned().await else { break };
                    let (state, holder, busy, again) = (state.clone(), holder.clone(), busy.clone(), again.clone());
                    tokio::spawn(async move {
                        let more = deliver(&state, &holder, &id).await;
                        let poked = busy.lock().expect("webhook busy lock").remove(&id) == Some(true);
                        drop(slot);
                        if more || poked {
                            again.notify_one();
                        }
                    });
                }
            }
            Err(e) => tracing::warn!(error = %e, "the webhooks due cannot be read"),
        }
        tokio::select! {
            _ = written.changed() => busy.lock().expect("webhook busy lock").values_mut().for_each(|p| *p = true),
            _ = again.notified() => {}
            _ = tokio::time::sleep(TICK) => {}
            _ = shutdown.wait_for(|s| *s) => break,
        }
    }
    // The posts in flight end (each within its timeout), then the claims go back.
    let _ = tokio::time::timeout(Duration::from_secs(8), slots.acquire_many(IN_FLIGHT as u32)).await;
    if let Err(e) = state.store.release_webhook_claims(&holder).await {
        tracing::warn!(error = %e, "the webhook claims could not be given back; they expire");
    }
}

/// Steps taken for one endpoint before others get their turn.
const STEPS: usize = 100;
/// How long the owner's rights read at the start of a run hold: a revoked right stops posts
/// within this.
const RIGHTS_FRESH: Duration = Duration::from_secs(1);

/// Steps of one endpoint while it has events to post, under one claim renewed at each: posts
/// its next event, or moves its cursor past what it does not take. Whether there is more to do.
async fn deliver(state: &AppState, holder: &str, id: &str) -> bool {
    let claimed_until = || Timestamp(Timestamp::now().micros() + CLAIM.as_micros() as i64);
    let mut hook = match state.store.claim_webhook(id, holder, Timestamp::now(), claimed_until()).await {
        Ok(Some(hook)) => hook,
        Ok(None) => return false,
        Err(e) => {
            tracing::warn!(error = %e, webhook = %id, "a webhook cannot be claimed");
            return false;
        }
    };
    let mut scope: Option<(std::time::Instant, FeedScope)> = None;
    for n in 1..=STEPS {
        if scope.as_ref().is_none_or(|(read, _)| read.elapsed() > RIGHTS_FRESH) {
            match owner_scope(state, &hook.user_id).await {
                Ok(Some(read)) => scope = Some((std::time::Instant::now(), read)),
                Ok(None) => {
                    let attempt = note(None, "the owner is disabled or gone".into());
                    let paused = Some("its owner is disabled");
                    let _ = state.store.webhook_failed(id, holder, &attempt, Timestamp::now(), paused).await;
                    return false;
                }
                Err(e) => {
                    given_back(state, holder, id, e).await;
                    return false;
                }
            }
        }
        let Some((_, owner)) = &scope else { return false };
        let keep = (n < STEPS).then(claimed_until);
        match step(state, holder, &hook, owner, keep).await {
            Ok(true) if keep.is_none() => return true,
            Ok(true) => {}
            Ok(false) => return false,
            Err(e) => {
                given_back(state, holder, id, e).await;
                return false;
            }
        }
        // Changed meanwhile (disabled, paused): the run ends there (a claim taken over is
        // refused at the next pass).
        hook = match state.store.webhook(id).await {
            Ok(Some(h)) if h.enabled && h.paused_reason.is_none() => h,
            _ => {
                let _ = state.store.release_webhook_claim(id, holder).await;
                return false;
            }
        };
    }
    false
}

/// A step that failed inside Postern (the database): the endpoint is tried again shortly.
async fn given_back(state: &AppState, holder: &str, id: &str, e: postern_store::StoreError) {
    tracing::warn!(error = %e, webhook = %id, "a webhook's delivery failed inside Postern");
    let attempt = note(None, "Postern could not read what to post; it tries again".into());
    let retry = Timestamp(Timestamp::now().micros() + FIRST_RETRY.as_micros() as i64);
    let _ = state.store.webhook_failed(id, holder, &attempt, retry, None).await;
}

/// One post, or one move of the cursor, by the owner's rights `scope`; whether there may be more
/// to do at once (then the claim is held until `keep`, when given).
async fn step(
    state: &AppState,
    holder: &str,
    hook: &Webhook,
    scope: &FeedScope,
    keep: Option<Timestamp>,
) -> Result<bool, postern_store::StoreError> {
    let bounds = state.store.feed_bounds().await?;
    if hook.cursor < bounds.horizon {
        // Paused past the keep limit: the endpoint is told what was purged before it could be
        // posted (one `webhook.missed`, the same id at each retry), then goes on from the horizon.
        let id = format!("evt_missed_{}", hook.cursor);
        let data = json!({
            "event_id": id,
            "after": crate::feed::cursor(hook.cursor),
            "until": crate::feed::cursor(bounds.horizon),
        });
        let missed = json!({ "type": "webhook.missed", "timestamp": Timestamp::now(), "data": data });
        let answer = post(state, hook, &id, serde_json::to_vec(&missed).unwrap_or_default()).await;
        return posted(state, holder, hook, attempt_of(&id, Some(bounds.horizon), &answer), &answer, keep).await;
    }
    let found = state.store.events(scope, hook.cursor, SCAN).await?;
    let Some(next) = found.iter().find(|c| takes(hook, c)) else {
        // Nothing it takes up to the end of what was read (or of the log, when all was read).
        let full = found.len() == SCAN as usize;
        let upto = if full { found.last().map_or(hook.cursor, |c| c.seq) } else { bounds.last };
        let keep = keep.filter(|_| full);
        let passed = state.store.webhook_passed(&hook.id, holder, upto.max(hook.cursor), None, keep).await?;
        return Ok(passed && full);
    };
    let body = serde_json::to_vec(&payload(state, next).await?).unwrap_or_default();
    let answer = post(state, hook, &next.id, body).await;
    posted(state, holder, hook, attempt_of(&next.id, Some(next.seq), &answer), &answer, keep).await
}

/// Records a post's outcome: the cursor moves to the attempt's position on a 2xx (there may be
/// more to do at once: the claim is held until `keep`); otherwise a retry after the backoff or
/// `Retry-After`, or a pause past the horizon.
async fn posted(
    state: &AppState,
    holder: &str,
    hook: &Webhook,
    attempt: Attempt,
    answer: &Answer,
    keep: Option<Timestamp>,
) -> Result<bool, postern_store::StoreError> {
    if answer.delivered() {
        state.metrics.webhook_post(true, false);
        let upto = attempt.seq.unwrap_or(hook.cursor);
        return state.store.webhook_passed(&hook.id, holder, upto, Some(&attempt), keep).await;
    }
    let failures = hook.failures + 1;
    let wait = answer.retry_after.map_or_else(|| backoff(failures), |d| d.min(LONGEST_RETRY));
    let retry = Timestamp(Timestamp::now().micros() + wait.as_micros() as i64);
    let since = hook.failing_since.unwrap_or(attempt.at);
    let horizon = state.config.webhook_horizon.as_micros() as i64;
    let pause = (attempt.at.micros() - since.micros() >= horizon).then(|| {
        format!(
            "failing since {} (more than {} hours): {}",
            since,
            state.config.webhook_horizon.as_secs() / 3600,
            attempt.error.as_deref().unwrap_or("no 2xx answer")
        )
    });
    state.metrics.webhook_post(false, pause.is_some());
    state.store.webhook_failed(&hook.id, holder, &attempt, retry, pause.as_deref()).await?;
    Ok(false)
}

/// 5 s doubling to an hour, plus up to a quarter at random.
fn backoff(failures: u32) -> Duration {
    let base = FIRST_RETRY.saturating_mul(1 << failures.saturating_sub(1).min(20)).min(LONGEST_RETRY);
    let mut jitter = [0u8; 2];
    postern_core::id::random_bytes(&mut jitter);
    let quarter = base.as_millis() as u64 / 4;
    base + Duration::from_millis(u64::from(u16::from_le_bytes(jitter)) * quarter / u64::from(u16::MAX))
}

/// Whether the endpoint's owner may read `c` now (its feed would show it).
pub(crate) async fn owner_reads(
    state: &AppState,
    hook: &Webhook,
    c: &Change,
) -> Result<bool, postern_store::StoreError> {
    let Some(scope) = owner_scope(state, &hook.user_id).await? else { return Ok(false) };
    let found = state.store.events(&scope, c.seq - 1, 1).await?;
    Ok(found.first().is_some_and(|f| f.seq == c.seq))
}

/// What the owner's feed shows now, by its own rights (not the token's that made the
/// endpoint); `None` when the owner is disabled or gone.
async fn owner_scope(state: &AppState, user_id: &str) -> Result<Option<FeedScope>, postern_store::StoreError> {
    let Some(user) = state.store.user(user_id).await?.filter(|u| !u.disabled) else { return Ok(None) };
    let roles = state.store.roles().await?;
    let principal = Principal {
        user_id: user.id.clone(),
        token_id: String::new(),
        user: Rights::new(user.rights(&roles)),
        token: None,
        expires_at: None,
    };
    let caller = Caller { principal, operation: Operation::ChangeList, source: None };
    let scope = crate::feed::scope(state, &caller).await;
    scope.map(Some).map_err(|e| postern_store::StoreError::Conflict(e.0.message))
}

/// A line of the attempts log that is no post: what Postern itself has to say.
fn note(seq: Option<i64>, error: String) -> Attempt {
    Attempt {
        event_id: String::new(),
        seq,
        at: Timestamp::now(),
        status: None,
        latency_ms: 0,
        excerpt: None,
        error: Some(error),
    }
}

/// Whether the endpoint takes this event: one of its types (`*`, `message.*`, or exact), and
/// inside its filters (none: everything its owner may read).
pub(crate) fn takes(hook: &Webhook, c: &Change) -> bool {
    let typed = hook.events.iter().any(|pattern| match pattern.strip_suffix('*') {
        Some(prefix) => c.kind.starts_with(prefix),
        None => *pattern == c.kind,
    });
    let list = |key: &str| hook.filters.get(key).and_then(Value::as_array);
    let (accounts, inboxes, folders) = (list("accounts"), list("inboxes"), list("folders"));
    if accounts.is_none() && inboxes.is_none() && folders.is_none() {
        return typed;
    }
    let named = |ids: Option<&Vec<Value>>, id: &Option<String>| {
        ids.zip(id.as_deref()).is_some_and(|(ids, id)| ids.iter().any(|v| v.as_str() == Some(id)))
    };
    typed && (named(accounts, &c.account_id) || named(inboxes, &c.inbox_id) || named(folders, &c.folder_id))
}

/// The body of an event's post: the Standard Webhooks envelope, with what most consumers need
/// of the message (never its body, never a credential).
pub(crate) async fn payload(state: &AppState, c: &Change) -> Result<Value, postern_store::StoreError> {
    let mut data = json!({ "event_id": c.id });
    let ids = [
        ("message_id", &c.message_id),
        ("inbox_id", &c.inbox_id),
        ("account_id", &c.account_id),
        ("folder_id", &c.folder_id),
    ];
    for (key, value) in ids {
        if let Some(value) = value {
            data[key] = json!(value);
        }
    }
    let mut put = |fields: Vec<(&str, Value)>| {
        for (key, value) in fields {
            data[key] = value;
        }
    };
    if let Some(message_id) = &c.message_id {
        if c.inbox_id.is_some() {
            if let Some((m, _)) = state.store.message(message_id).await? {
                put(vec![
                    ("from", json!(m.from)),
                    ("to", json!(m.to)),
                    ("subject", json!(m.subject)),
                    ("received_at", json!(m.received_at)),
                    ("otp", json!(m.otp)),
                    ("otp_confidence", json!(m.otp_confidence)),
                    ("magic_link", json!(m.magic_link)),
                    ("link_confidence", json!(m.link_confidence)),
                ]);
            }
        } else if let Some(row) = state.store.indexed_message(message_id).await? {
            let m = row.message;
            put(vec![
                ("from", json!(m.from)),
                ("to", json!(m.to)),
                ("subject", json!(m.subject)),
                ("received_at", json!(m.received_at)),
                ("flags", json!(m.flags)),
                ("has_attachments", json!(m.has_attachments)),
                ("otp", json!(m.otp)),
                ("magic_link", json!(m.magic_link)),
            ]);
        }
    } else if let Some(account_id) = c.account_id.as_deref().filter(|_| c.kind.starts_with("account.")) {
        if let Some(record) = state.store.account(account_id).await? {
            let a = record.account;
            put(vec![("email", json!(a.email)), ("provider", json!(a.provider)), ("status", json!(a.status))]);
        }
        // A change of status says what was true then, not now.
        let detail = c.detail.as_deref().and_then(|d| serde_json::from_str::<Value>(d).ok());
        for key in ["status", "reason", "previous_status"] {
            if let Some(value) = detail.as_ref().map(|d| &d[key]).filter(|v| !v.is_null()) {
                put(vec![(key, value.clone())]);
            }
        }
    } else if c.kind.starts_with("send.") {
        // What was asked, and by whom, as it was when it happened.
        let detail = c.detail.as_deref().and_then(|d| serde_json::from_str::<Value>(d).ok());
        for key in ["send_id", "approval", "recipients", "requested_by", "decided_by", "reason"] {
            if let Some(value) = detail.as_ref().map(|d| &d[key]).filter(|v| !v.is_null()) {
                put(vec![(key, value.clone())]);
            }
        }
    } else if let Some(inbox_id) = c.inbox_id.as_deref().filter(|_| c.kind.starts_with("inbox."))
        && let Some(inbox) = state.store.inbox(inbox_id).await?
    {
        put(vec![("address", json!(inbox.address)), ("label", json!(inbox.label))]);
    }
    Ok(json!({ "type": c.kind, "timestamp": c.at, "data": data }))
}

/// Signs `body` as event `event_id` with the endpoint's secret (and the rotated one still in its
/// grace period) and posts it.
pub(crate) async fn post(state: &AppState, hook: &Webhook, event_id: &str, body: Vec<u8>) -> Answer {
    let now = Timestamp::now();
    let mut secrets = Vec::new();
    match state
        .store
        .open_secret(&state.vault, &hook.id, &hook.secret)
        .await
        .ok()
        .and_then(|s| Secret::parse(&String::from_utf8_lossy(&s)))
    {
        Some(secret) => secrets.push(secret),
        None => {
            return Answer {
                status: None,
                retry_after: None,
                latency: Duration::ZERO,
                excerpt: None,
                error: Some("the endpoint's secret cannot be opened".into()),
            };
        }
    }
    if let (Some(previous), Some(until)) = (&hook.previous_secret, hook.previous_until)
        && until.micros() > now.micros()
        && let Some(secret) = state
            .store
            .open_secret(&state.vault, &hook.id, previous)
            .await
            .ok()
            .and_then(|s| Secret::parse(&String::from_utf8_lossy(&s)))
    {
        secrets.push(secret);
    }
    let timestamp = now.micros() / 1_000_000;
    let signed = signature(&secrets.iter().collect::<Vec<_>>(), event_id, timestamp, &body);
    let headers = [
        ("webhook-id", event_id.to_string()),
        ("webhook-timestamp", timestamp.to_string()),
        ("webhook-signature", signed),
    ];
    outbound::post(&state.deliveries.clients, &hook.url, &state.config.internal_hosts, &headers, body).await
}

/// The attempts log's record of a post.
pub(crate) fn attempt_of(event_id: &str, seq: Option<i64>, answer: &Answer) -> Attempt {
    Attempt {
        event_id: event_id.to_string(),
        seq,
        at: Timestamp::now(),
        status: answer.status,
        latency_ms: answer.latency.as_millis().min(u32::MAX as u128) as u32,
        excerpt: answer.excerpt.clone(),
        error: answer.error.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retries_double_to_an_hour_with_a_little_at_random() {
        let first = backoff(1);
        assert!(first >= FIRST_RETRY && first <= FIRST_RETRY + FIRST_RETRY / 4, "{first:?}");
        let third = backoff(3);
        assert!(third >= FIRST_RETRY * 4 && third <= FIRST_RETRY * 5, "{third:?}");
        let late = backoff(40);
        assert!(late >= LONGEST_RETRY && late <= LONGEST_RETRY + LONGEST_RETRY / 4, "{late:?}");
    }
}
