//! Change notifications through webhooks: `/subscriptions` (create with the validation
//! handshake, list, get, renew, delete), the change notifications that message changes
//! produce, their delivery with retries, and lifecycle notifications.
//!
//! Requests are served under the state lock like every other, but for creating a subscription
//! (`create`): it lets go of the lock while it awaits the validation requests. Message changes
//! are recorded by their mailbox (`Mailbox::events`), turned into notifications by
//! `State::notify` once a request or a test helper is done, and handed through the outbox to
//! `post_outbox`, a task on the server's runtime that posts them without the lock (the fakes'
//! shared `crate::fake::webhooks`).

use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, SystemTime};

use reqwest::header::{CONTENT_LENGTH, CONTENT_TYPE};
use serde_json::{Value, json};
use tokio::sync::mpsc::UnboundedReceiver;

use super::{
    Call, Reply, Result, State, admit, change_key_of, error, finish, folder_id, json_object, percent_decode, segments,
    unsupported,
};
use crate::fake::webhooks::{self, Outbound, Post};
use crate::microsoft::store::{EventKind, MailEvent, Subscription};
use crate::microsoft::util::{iso_precise, parse_iso};
use crate::microsoft::{FakeSubscription, TENANT_ID};

/// The longest lifetime of a subscription to Outlook messages: 10,080 minutes (under 7 days).
/// Older versions of the page said 4,230 minutes (under 3 days).
// https://learn.microsoft.com/en-us/graph/api/resources/subscription
const MAX_LIFETIME_MINUTES: u64 = 10_080;

/// The endpoint must answer the validation request within 10 seconds.
// https://learn.microsoft.com/en-us/graph/change-notifications-delivery-webhooks
const VALIDATION_TIMEOUT: Duration = Duration::from_secs(10);

/// Notifications are published with a 3-second timeout.
// https://learn.microsoft.com/en-us/graph/change-notifications-delivery-webhooks
const NOTIFICATION_TIMEOUT: Duration = Duration::from_secs(3);

/// `clientState` is at most 128 characters.
// https://learn.microsoft.com/en-us/graph/api/resources/subscription
const MAX_CLIENT_STATE: usize = 128;

const CHANGE_TYPES: [&str; 3] = ["created", "updated", "deleted"];

fn lock(state: &Mutex<State>) -> MutexGuard<'_, State> {
    state.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Whether the request creates a subscription (outside a `$batch`): `create` serves it.
pub(in crate::microsoft) fn is_create(call: &Call) -> bool {
    call.method == "POST" && percent_decode(call.path.trim_end_matches('/')).eq_ignore_ascii_case("/v1.0/subscriptions")
}

/// `POST /subscriptions`: checks the request, runs the validation handshake with the
/// notification URL and then the lifecycle URL (without the state lock), and answers 201 with
/// the subscription, or 400 `ValidationError` when an endpoint failed it (the subscription is
/// then not created).
// https://learn.microsoft.com/en-us/graph/api/subscription-post-subscriptions
// https://learn.microsoft.com/en-us/graph/change-notifications-delivery-webhooks
pub(in crate::microsoft) async fn create(state: &Mutex<State>, call: &Call) -> Reply {
    let (subscription, tokens, http) = {
        let mut st = lock(state);
        st.requests += 1;
        match new_subscription(&mut st, call) {
            Ok(subscription) => {
                let tokens = [validation_token(&mut st), validation_token(&mut st)];
                (subscription, tokens, st.http.clone())
            }
            Err(reply) => return finish(&mut st, reply, call),
        }
    };
    let mut failure = validate(&http, &subscription.notification_url, &tokens[0]).await;
    if failure.is_none()
        && let Some(url) = &subscription.lifecycle_url
    {
        failure = validate(&http, url, &tokens[1]).await;
    }
    let reply = {
        let mut st = lock(state);
        match failure {
            Some(message) => error(400, "ValidationError", message),
            None => {
                let body = entity(&st, &subscription);
                st.subscriptions.push(subscription);
                Reply::json(201, body)
            }
        }
    };
    // The subscription is live from here: changes are notified while the answer is on its way
    // (held as long as a test says).
    if reply.status == 201 {
        let mut held = lock(state).subscription_answers_held.subscribe();
        let _ = held.wait_for(|held| !*held).await;
    }
    finish(&mut lock(state), reply, call)
}

/// An opaque token, shaped like Graph's (spaces and colons: it must be URL-decoded).
fn validation_token(st: &mut State) -> String {
    format!("Validation: Testing client application reachability for subscription Request-Id: {}", st.rng.uuid())
}

/// The validation handshake: `POST {url}?validationToken={token}` (`&validationToken=` after
/// an existing query), `Content-Type: text/plain; charset=utf-8`, no body. The endpoint must
/// answer within 10 seconds with 200, `text/plain`, and the URL-decoded token. Returns why it
/// failed, if it did.
// https://learn.microsoft.com/en-us/graph/change-notifications-delivery-webhooks
async fn validate(http: &reqwest::Client, url: &str, token: &str) -> Option<&'static str> {
    const NO_200: &str =
        "Subscription validation request failed. Notification endpoint must respond with 200 OK to validation request.";
    const MISMATCH: &str =
        "Subscription validation request failed. Response must exactly match validationToken query parameter.";
    let Ok(mut target) = reqwest::Url::parse(url) else { return Some(NO_200) };
    target.query_pairs_mut().append_pair("validationToken", token);
    let request = http
        .post(target)
        .header(CONTENT_TYPE, "text/plain; charset=utf-8")
        .header(CONTENT_LENGTH, "0")
        .timeout(VALIDATION_TIMEOUT);
    let Ok(response) = request.send().await else { return Some(NO_200) };
    if response.status().as_u16() != 200 {
        return Some(NO_200);
    }
    let plain = response
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.trim().to_ascii_lowercase().starts_with("text/plain"));
    match response.bytes().await {
        Ok(body) if plain && body == token.as_bytes() => None,
        Ok(_) => Some(MISMATCH),
        Err(_) => Some(NO_200),
    }
}

fn invalid_payload() -> Reply {
    let message = "Could not process subscription creation payload. Are all property names spelled and camelCased \
                   properly? Also are the dateTimeOffset properties in a valid internet date and time format?";
    error(400, "InvalidRequest", message)
}

/// The subscription a create request asks for (not yet validated), or the error to answer.
// https://learn.microsoft.com/en-us/graph/api/subscription-post-subscriptions
fn new_subscription(st: &mut State, call: &Call) -> Result<Subscription> {
    let user = admit(st, call, false)?;
    let body = json_object(call).map_err(|_| invalid_payload())?;
    let text = |name: &str| -> Result<Option<String>> {
        match body.get(name) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(text)) => Ok(Some(text.clone())),
            Some(_) => Err(invalid_payload()),
        }
    };
    let required = |name: &str| -> Result<String> {
        text(name)?.filter(|t| !t.trim().is_empty()).ok_or_else(|| {
            error(400, "InvalidRequest", &format!("{name} is a required property for subscription creation."))
        })
    };
    let change_types = change_types(&required("changeType")?)?;
    let notification_url = webhook_url(required("notificationUrl")?, "notificationUrl")?;
    let lifecycle_url =
        text("lifecycleNotificationUrl")?.map(|url| webhook_url(url, "lifecycleNotificationUrl")).transpose()?;
    let resource = required("resource")?;
    let folder = watched_folder(st, user, &resource)?;
    let expires = expiration(&required("expirationDateTime")?)?;
    let client_state = text("clientState")?;
    if client_state.as_ref().is_some_and(|c| c.chars().count() > MAX_CLIENT_STATE) {
        return Err(error(400, "InvalidRequest", "The clientState must be at most 128 characters."));
    }
    // Resource data must be encrypted with the app's certificate; the fake sends basic
    // notifications only.
    // https://learn.microsoft.com/en-us/graph/change-notifications-with-resource-data
    if body.get("includeResourceData").and_then(Value::as_bool) == Some(true) {
        let message = "The fake does not send change notifications with resource data.";
        return Err(error(400, "InvalidRequest", message));
    }
    let tls_version = text("latestSupportedTlsVersion")?.unwrap_or_else(|| "v1_2".into());
    if !["v1_0", "v1_1", "v1_2", "v1_3"].contains(&tls_version.as_str()) {
        return Err(error(400, "InvalidRequest", "Invalid value for latestSupportedTlsVersion."));
    }
    let application_id =
        call.bearer().and_then(|token| st.access_tokens.get(token)).map(|g| g.client_id.clone()).unwrap_or_default();
    Ok(Subscription {
        id: st.rng.uuid(),
        user,
        resource,
        folder,
        change_types,
        notification_url,
        lifecycle_url,
        client_state,
        expires,
        application_id,
        tls_version,
    })
}

/// A comma list of `created`, `updated`, `deleted` (any case; repeats ignored).
fn change_types(text: &str) -> Result<Vec<String>> {
    let mut types = Vec::new();
    for item in text.split(',').map(str::trim) {
        let Some(known) = CHANGE_TYPES.iter().find(|t| t.eq_ignore_ascii_case(item)) else {
            let message = format!("Invalid changeType '{item}': use created, updated and/or deleted.");
            return Err(error(400, "InvalidRequest", &message));
        };
        if !types.iter().any(|t| t == known) {
            types.push(known.to_string());
        }
    }
    Ok(types)
}

/// An absolute http(s) URL. Graph requires HTTPS; the fake takes plain http too, for endpoints
/// on loopback.
// https://learn.microsoft.com/en-us/graph/api/resources/subscription
fn webhook_url(url: String, name: &str) -> Result<String> {
    match reqwest::Url::parse(&url) {
        Ok(parsed) if matches!(parsed.scheme(), "http" | "https") && parsed.has_host() => Ok(url),
        _ => Err(error(400, "InvalidRequest", &format!("The {name} must be an absolute https URL."))),
    }
}

/// The folder a subscription watches: `None` for the whole mailbox (`me/messages`), or the id
/// of the folder of `me/mailFolders('{id or well-known name}')/messages` (any case, with or
/// without a leading slash; `users/{id or address}` of the caller works for `me`).
// https://learn.microsoft.com/en-us/graph/api/subscription-post-subscriptions
fn watched_folder(st: &State, user: usize, resource: &str) -> Result<Option<String>> {
    let unsupported = || {
        let message = format!(
            "The fake does not support the resource '{resource}': use me/messages or \
             me/mailFolders('{{id}}')/messages."
        );
        error(400, "InvalidRequest", &message)
    };
    if resource.contains('?') {
        return Err(unsupported());
    }
    let all = segments(resource);
    let lower: Vec<String> = all.iter().map(|s| s.to_ascii_lowercase()).collect();
    let start = match lower.first().map(String::as_str) {
        Some("me") => 1,
        Some("users") if all.len() > 1 => {
            let mailbox = &st.users[user];
            if !mailbox.address.eq_ignore_ascii_case(&all[1]) && mailbox.object_id != all[1] {
                return Err(error(403, "ErrorAccessDenied", "Access is denied. Check credentials and try again."));
            }
            2
        }
        _ => return Err(unsupported()),
    };
    let keys: Vec<&str> = lower[start..].iter().map(String::as_str).collect();
    match keys.as_slice() {
        ["messages"] => Ok(None),
        ["mailfolders", _, "messages"] => folder_id(st, user, &all[start + 1]).map(Some),
        _ => Err(unsupported()),
    }
}

/// A new `expirationDateTime`: in the future, at most 10,080 minutes ahead.
// https://learn.microsoft.com/en-us/graph/api/resources/subscription
fn expiration(text: &str) -> Result<SystemTime> {
    let expires = parse_iso(text).ok_or_else(invalid_payload)?;
    let now = SystemTime::now();
    if expires <= now {
        return Err(error(400, "InvalidRequest", "Subscription expiration must be in the future."));
    }
    if expires > now + Duration::from_secs(MAX_LIFETIME_MINUTES * 60) {
        let message = format!("Subscription expiration can only be {MAX_LIFETIME_MINUTES} minutes in the future.");
        return Err(error(400, "ExtensionError", &message));
    }
    Ok(expires)
}

/// `/subscriptions` and `/subscriptions/{id}`, but a create outside a `$batch` (`create`).
pub(super) fn route(st: &mut State, user: usize, rest: &[String], call: &Call) -> Result<Reply> {
    match (call.method.as_str(), rest) {
        ("GET", []) => Ok(list(st, user)),
        ("POST", []) => Err(error(400, "BadRequest", "The fake creates subscriptions only outside a $batch.")),
        (method, [id]) => {
            let index = find(st, user, id)?;
            match method {
                // https://learn.microsoft.com/en-us/graph/api/subscription-get
                "GET" => Ok(Reply::json(200, entity(st, &st.subscriptions[index]))),
                "PATCH" => renew(st, index, call),
                // https://learn.microsoft.com/en-us/graph/api/subscription-delete
                "DELETE" => {
                    st.subscriptions.remove(index);
                    Ok(Reply::empty(204))
                }
                _ => Err(unsupported(call)),
            }
        }
        _ => Err(unsupported(call)),
    }
}

/// A live subscription of the caller's mailbox: an expired one is gone (Graph deletes it, and
/// it must be created again).
// https://learn.microsoft.com/en-us/graph/change-notifications-delivery-webhooks
fn find(st: &State, user: usize, id: &str) -> Result<usize> {
    let now = SystemTime::now();
    st.subscriptions
        .iter()
        .position(|s| s.user == user && s.id.eq_ignore_ascii_case(id) && s.expires > now)
        .ok_or_else(|| error(404, "ResourceNotFound", &format!("The subscription '{id}' was not found.")))
}

/// `GET /subscriptions`: the caller's live subscriptions.
// https://learn.microsoft.com/en-us/graph/api/subscription-list
fn list(st: &State, user: usize) -> Reply {
    let now = SystemTime::now();
    let value: Vec<Value> = st
        .subscriptions
        .iter()
        .filter(|s| s.user == user && s.expires > now)
        .map(|s| subscription_json(st, s))
        .collect();
    Reply::json(200, json!({"@odata.context": format!("{}/v1.0/$metadata#subscriptions", st.url), "value": value}))
}

/// `PATCH /subscriptions/{id}` with a new `expirationDateTime` (the only property the fake
/// updates; the same limits as at creation): 200 with the subscription.
// https://learn.microsoft.com/en-us/graph/api/subscription-update
fn renew(st: &mut State, index: usize, call: &Call) -> Result<Reply> {
    let body = json_object(call).map_err(|_| invalid_payload())?;
    let mut expires = None;
    for (name, value) in &body {
        match name.as_str() {
            "expirationDateTime" => expires = Some(expiration(value.as_str().ok_or_else(invalid_payload)?)?),
            annotation if annotation.starts_with('@') => {}
            other => {
                let message = format!("The fake updates only the expirationDateTime of a subscription, not '{other}'.");
                return Err(error(400, "InvalidRequest", &message));
            }
        }
    }
    let expires = expires.ok_or_else(|| {
        error(400, "InvalidRequest", "expirationDateTime is a required property for subscription update.")
    })?;
    st.subscriptions[index].expires = expires;
    Ok(Reply::json(200, entity(st, &st.subscriptions[index])))
}

/// The subscription resource.
// https://learn.microsoft.com/en-us/graph/api/resources/subscription
fn subscription_json(st: &State, subscription: &Subscription) -> Value {
    json!({
        "id": subscription.id,
        "resource": subscription.resource,
        "applicationId": subscription.application_id,
        "changeType": subscription.change_types.join(","),
        "clientState": subscription.client_state,
        "notificationUrl": subscription.notification_url,
        "notificationQueryOptions": null,
        "lifecycleNotificationUrl": subscription.lifecycle_url,
        "expirationDateTime": iso_precise(subscription.expires),
        "creatorId": st.users[subscription.user].object_id,
        "includeResourceData": false,
        "latestSupportedTlsVersion": subscription.tls_version,
        "encryptionCertificate": null,
        "encryptionCertificateId": null,
        "notificationUrlAppId": null,
    })
}

/// The subscription resource as create, get and update answer it (with its context).
// https://learn.microsoft.com/en-us/graph/api/subscription-post-subscriptions
fn entity(st: &State, subscription: &Subscription) -> Value {
    let mut body = subscription_json(st, subscription);
    body["@odata.context"] = format!("{}/v1.0/$metadata#subscriptions/$entity", st.url).into();
    body
}

impl Subscription {
    pub(in crate::microsoft) fn snapshot(&self) -> FakeSubscription {
        FakeSubscription {
            id: self.id.clone(),
            resource: self.resource.clone(),
            change_type: self.change_types.join(","),
            notification_url: self.notification_url.clone(),
            lifecycle_url: self.lifecycle_url.clone(),
            client_state: self.client_state.clone(),
            expires: self.expires,
        }
    }

    /// The change type under which this subscription sees a change, if it covers the folder:
    /// for a folder subscription a message moved in is `created` and one moved out `deleted`;
    /// for the whole mailbox a move is `updated` (the pages do not say; ids are immutable).
    fn sees(&self, kind: &EventKind) -> Option<&'static str> {
        let Some(watched) = &self.folder else {
            return Some(match kind {
                EventKind::Created(_) => "created",
                EventKind::Updated(_) | EventKind::Moved { .. } => "updated",
                EventKind::Deleted(_) => "deleted",
            });
        };
        match kind {
            EventKind::Moved { from, to } if from == watched && to == watched => Some("updated"),
            EventKind::Created(folder) | EventKind::Moved { to: folder, .. } if folder == watched => Some("created"),
            EventKind::Updated(folder) if folder == watched => Some("updated"),
            EventKind::Deleted(folder) | EventKind::Moved { from: folder, .. } if folder == watched => Some("deleted"),
            _ => None,
        }
    }
}

impl State {
    /// Turns the message changes recorded since the last call into change notifications: one
    /// for each change and each live subscription that covers the change's folder and asked
    /// for its change type, batched into one POST per notification URL and handed to
    /// `post_outbox`. While notifications are paused, the changes are dropped.
    // https://learn.microsoft.com/en-us/graph/change-notifications-delivery-webhooks
    pub(in crate::microsoft) fn notify(&mut self) {
        let now = SystemTime::now();
        let mut batches: Vec<(String, Vec<Value>)> = Vec::new();
        for user in 0..self.users.len() {
            let events = std::mem::take(&mut self.users[user].events);
            if self.notifications_paused {
                continue;
            }
            for event in &events {
                for subscription in self.subscriptions.iter().filter(|s| s.user == user && s.expires > now) {
                    let Some(change) = subscription.sees(&event.kind) else { continue };
                    if !subscription.change_types.iter().any(|c| c == change) {
                        continue;
                    }
                    let id = self.rng.token(12);
                    let item = notification(subscription, change, &self.users[user].object_id, event, id);
                    match batches.iter_mut().find(|(url, _)| *url == subscription.notification_url) {
                        Some((_, items)) => items.push(item),
                        None => batches.push((subscription.notification_url.clone(), vec![item])),
                    }
                }
            }
        }
        for (url, items) in batches {
            let body = serde_json::to_vec(&json!({"value": items})).unwrap_or_default();
            // The receiving end is gone only when the server is stopping.
            let _ = self.outbox.send(Outbound::Retried(notification_post(url, body)));
        }
    }
}

/// One change notification (without resource data).
// https://learn.microsoft.com/en-us/graph/change-notifications-delivery-webhooks
// https://learn.microsoft.com/en-us/graph/api/resources/changenotification
fn notification(subscription: &Subscription, change: &str, user_id: &str, event: &MailEvent, id: String) -> Value {
    let resource = format!("Users/{user_id}/Messages/{}", event.id);
    json!({
        "id": id,
        "subscriptionId": subscription.id,
        "subscriptionExpirationDateTime": iso_precise(subscription.expires),
        "changeType": change,
        "resource": resource,
        "resourceData": {
            "@odata.type": "#Microsoft.Graph.Message",
            "@odata.id": resource,
            "@odata.etag": format!("W/\"{}\"", change_key_of(event.serial, event.version)),
            "id": event.id,
        },
        "clientState": subscription.client_state,
        "tenantId": TENANT_ID,
    })
}

/// The task on the server's runtime that posts what arrives in the outbox: a collection of
/// change notifications until it is answered 2xx (at most 4 tries, 1 s, 2 s and 4 s apart;
/// Graph retries for up to 4 hours, the fake shortens that), a lifecycle notification once.
// https://learn.microsoft.com/en-us/graph/change-notifications-delivery-webhooks
pub(in crate::microsoft) async fn post_outbox(outbox: UnboundedReceiver<Outbound>, state: Arc<Mutex<State>>) {
    let http = lock(&state).http.clone();
    webhooks::post_outbox(outbox, http, move |delivered| count(&state, delivered)).await;
}

fn count(state: &Mutex<State>, delivered: bool) {
    let mut st = lock(state);
    if delivered {
        st.notifications_delivered += 1;
    } else {
        st.notifications_failed += 1;
    }
}

/// A POST of a JSON body with a 3-second timeout.
fn notification_post(url: String, body: Vec<u8>) -> Post {
    Post { url, body, headers: Vec::new(), timeout: NOTIFICATION_TIMEOUT }
}

/// Posts a lifecycle notification for the subscription `id` to its lifecycle URL and waits for
/// the answer (see `FakeMicrosoft::send_lifecycle`). Without a lifecycle URL nothing is sent:
/// subscriptions without one get no lifecycle notifications.
// https://learn.microsoft.com/en-us/graph/change-notifications-lifecycle-events
pub(in crate::microsoft) fn send_lifecycle(state: &Mutex<State>, id: &str, event: &str) -> Option<u16> {
    let answer = {
        let mut st = lock(state);
        let Some(index) = st.subscriptions.iter().position(|s| s.id == id) else {
            drop(st);
            panic!("no subscription {id}");
        };
        let subscription = &st.subscriptions[index];
        let body = json!({"value": [{
            "subscriptionId": subscription.id,
            "subscriptionExpirationDateTime": iso_precise(subscription.expires),
            "tenantId": TENANT_ID,
            "clientState": subscription.client_state,
            "lifecycleEvent": event,
        }]});
        let url = subscription.lifecycle_url.clone();
        if event == "subscriptionRemoved" {
            st.subscriptions.remove(index);
        }
        let body = serde_json::to_vec(&body).unwrap_or_default();
        let (job, answer) = Outbound::once(notification_post(url?, body));
        st.outbox.send(job).ok()?;
        answer
    };
    answer.recv().ok().flatten()
}
