//! A loopback fake of Google's OAuth 2.0 endpoints, of the Gmail API v1 and of Cloud Pub/Sub
//! push delivery, for tests.
//!
//! [`FakeGoogle::start`] binds `127.0.0.1:0` and serves plain HTTP/1.1 from its own thread with
//! its own Tokio runtime, so tests on any runtime (or none) can use it; dropping it stops it.
//! Everything hangs off [`FakeGoogle::url`]:
//!
//! - OAuth (`identity.rs`): `GET /o/oauth2/v2/auth` (auth code + PKCE, answered at once with
//!   a 302 for the user of [`FakeGoogle::sign_in_as`]), `POST /token` (authorization_code and
//!   refresh_token grants; the client is [`CLIENT_ID`] / [`CLIENT_SECRET`]), `POST /revoke`,
//!   `GET|POST /tokeninfo` (what Google knows of an access token, for servers such as
//!   Dovecot's oauth2 passdb that check the tokens clients present).
//! - Gmail (`gmail/`): `/gmail/v1/users/{me|address}/…`: profile, labels, messages (list, get
//!   in the four formats, attachments, modify, batchModify, batchDelete, trash, untrash,
//!   delete, insert, import, send), drafts, history, watch and stop; media uploads under
//!   `/upload/gmail/v1/…`; the batch endpoint `POST /batch/gmail/v1` (`gmail/batch.rs`).
//!   Requests cost quota units and can be throttled.
//! - Push (`pubsub.rs`, `oidc.rs`): after a change to a watched mailbox, the fake POSTs a
//!   Pub/Sub push request to every push subscription of the watch's topic, with an OIDC token
//!   signed by an RSA key whose JWKS is at `GET /oauth2/v3/certs`.
//!
//! `server.rs` routes the HTTP requests (the server itself, and what the fakes share, is in
//! `crate::fake`), `store.rs` holds the state (mailboxes with their history log, grants,
//! subscriptions, injected faults), `mime.rs` reads messages, `util.rs` has clocks, dates,
//! base64 and page tokens.
//!
//! The test plays "everyone else": mail arrives with [`FakeGoogle::deliver`], other clients
//! change labels, trash or delete, the Cloud admin creates push subscriptions, the user
//! revokes access, and faults are injected (throttling, expired tokens and history, failing
//! sends, paused or lapsed pushes). Each behaviour names the developers.google.com or
//! cloud.google.com page it follows.

mod gmail;
mod identity;
mod mime;
mod oidc;
mod pubsub;
mod server;
mod store;
mod util;

use std::collections::HashMap;
use std::fmt;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Instant, SystemTime};

use serde_json::Value;
use tokio::sync::mpsc;

use crate::fake::http::{Listener, Server};
use crate::fake::util::Rng;
use gmail::labels::delete_label as remove_label;
use gmail::send::deliver as deliver_mail;
use oidc::Signer;
use pubsub::{PushSubscription, is_topic_name, post_outbox};
use server::{Call, Reply};
use store::{Label, Message, State, Throttle};

/// The OAuth client registered with the fake.
pub const CLIENT_ID: &str = "postern-test.apps.googleusercontent.com";

/// The secret of [`CLIENT_ID`].
pub const CLIENT_SECRET: &str = "fake-google-secret";

/// The scope [`FakeGoogle::issue_tokens`] grants: full Gmail access.
// https://developers.google.com/gmail/api/auth/scopes
pub const GMAIL_SCOPE: &str = "https://mail.google.com/";

/// How long a new access token lives unless [`FakeGoogle::set_access_lifetime`] says otherwise
/// (Google's `expires_in` is 3599).
// https://developers.google.com/identity/protocols/oauth2/web-server#exchange-authorization-code
const DEFAULT_ACCESS_LIFETIME: u64 = 3599;

/// A running fake of Google's OAuth endpoints, Gmail and Pub/Sub push. Dropping it stops the
/// server (its thread and runtime).
pub struct FakeGoogle {
    state: Arc<Mutex<State>>,
    server: Server,
}

/// A message as the fake holds it (a snapshot).
#[derive(Debug, Clone)]
pub struct FakeGmailMessage {
    /// Its id (16 hex digits; it never changes).
    pub id: String,
    pub thread_id: String,
    pub label_ids: Vec<String>,
    /// The MIME source.
    pub raw: Vec<u8>,
    pub subject: String,
    /// The Message-ID, with its angle brackets (empty when it has none).
    pub message_id_header: String,
    /// Its `internalDate`, in milliseconds since the epoch.
    pub internal_date_ms: i64,
}

/// A message sent through `messages.send` or `drafts.send`.
#[derive(Debug, Clone)]
pub struct FakeSent {
    /// The source as delivered: the sent copy without its Bcc field.
    pub raw_sent: Vec<u8>,
    /// The lowercase addresses of To, Cc and Bcc.
    pub recipients: Vec<String>,
    pub thread_id: String,
    /// The Gmail id of the sent copy.
    pub message_id: String,
}

/// A mailbox's `users.watch` (a snapshot).
#[derive(Debug, Clone)]
pub struct FakeWatch {
    /// `projects/P/topics/T`.
    pub topic: String,
    pub label_ids: Vec<String>,
    /// `include` or `exclude`.
    pub behavior: String,
    /// When it lapses (or lapsed): no push from then on.
    pub expiration: SystemTime,
}

impl fmt::Debug for FakeGoogle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("FakeGoogle").field("url", &self.url()).finish_non_exhaustive()
    }
}

impl FakeGoogle {
    /// Starts the fake on a free loopback port, with a fresh RSA signing key. It answers as
    /// soon as this returns (the socket is bound before the server thread starts).
    pub fn start() -> FakeGoogle {
        let listener = Listener::bind("Google");
        let (outbox, inbox) = mpsc::unbounded_channel();
        let mut rng = Rng::new();
        let signer = Signer::generate(rng.hex(40));
        let state = Arc::new(Mutex::new(State::new(outbox, signer)));
        let shared = state.clone();
        let handler = move |call| server::handle(shared.clone(), call);
        let server = listener.serve(handler, post_outbox(inbox, state.clone()));
        FakeGoogle { state, server }
    }

    /// `http://127.0.0.1:PORT`.
    pub fn url(&self) -> String {
        self.server.url()
    }

    /// The root the Gmail paths hang off (`{url}`: `{url}/gmail/v1/users/me/…`,
    /// `{url}/batch/gmail/v1`, `{url}/upload/gmail/v1/…`).
    pub fn gmail(&self) -> String {
        self.url()
    }

    /// `{url}/o/oauth2/v2/auth`.
    pub fn authorize_url(&self) -> String {
        format!("{}/o/oauth2/v2/auth", self.url())
    }

    /// `{url}/token`.
    pub fn token_url(&self) -> String {
        format!("{}/token", self.url())
    }

    /// `{url}/revoke`.
    pub fn revoke_url(&self) -> String {
        format!("{}/revoke", self.url())
    }

    /// `{url}/tokeninfo?access_token=`: the tokeninfo endpoint, ready for the token to be
    /// appended (as Dovecot's `tokeninfo_url` wants it).
    // https://developers.google.com/identity/protocols/oauth2 (tokeninfo)
    pub fn tokeninfo_url(&self) -> String {
        format!("{}/tokeninfo?access_token=", self.url())
    }

    /// `/tokeninfo` requests so far, whatever their answer.
    pub fn tokeninfo_requests(&self) -> usize {
        self.lock().tokeninfo_requests
    }

    /// `{url}/oauth2/v3/certs`: the JWKS of the key that signs push tokens.
    pub fn certs_url(&self) -> String {
        format!("{}/oauth2/v3/certs", self.url())
    }

    /// Adds a user with an empty mailbox. Adding a user twice changes nothing.
    pub fn add_user(&self, address: &str) {
        self.lock().ensure_user(address);
    }

    /// Who the browser "is" when `/o/oauth2/v2/auth` is opened (added as a user if needed).
    pub fn sign_in_as(&self, address: &str) {
        let mut st = self.lock();
        st.ensure_user(address);
        st.signed_in = Some(address.to_string());
    }

    /// Access and refresh tokens for `address` (added as a user if needed) with the full Gmail
    /// scope, as an offline sign-in would give them, for tests that skip the browser flow.
    pub fn issue_tokens(&self, address: &str) -> (String, String) {
        let mut st = self.lock();
        st.ensure_user(address);
        identity::grant_tokens(&mut st, address, GMAIL_SCOPE)
    }

    /// The user (or an admin) revokes the app's access: every refresh token of the user
    /// answers `invalid_grant`, every access token 401, and the next sign-in is a first grant
    /// again.
    pub fn revoke(&self, address: &str) {
        identity::revoke_user(&mut self.lock(), address);
    }

    /// Every access token issued so far is now expired.
    pub fn expire_access_tokens(&self) {
        let now = Instant::now();
        for grant in self.lock().access_tokens.values_mut() {
            grant.expires = now;
        }
    }

    /// The lifetime (`expires_in`) of access tokens issued from now on (default 3599 s).
    pub fn set_access_lifetime(&self, seconds: u64) {
        self.lock().access_lifetime = seconds;
    }

    /// How many `refresh_token` grants succeeded.
    pub fn refreshes(&self) -> usize {
        self.lock().refreshes
    }

    /// The query of every `/o/oauth2/v2/auth` request so far, in order (to check
    /// `access_type`, `prompt`, `scope`, the PKCE fields…).
    pub fn authorize_requests(&self) -> Vec<HashMap<String, String>> {
        self.lock().authorize_requests.clone()
    }

    /// A message arrives in the INBOX of `address` (added as a user if needed), UNREAD; it
    /// joins a thread by References or In-Reply-To and subject. Its `internalDate` is now.
    /// Returns its id.
    pub fn deliver(&self, address: &str, mime: &[u8]) -> String {
        self.deliver_as(address, mime, &["INBOX", "UNREAD"], false)
    }

    /// As [`FakeGoogle::deliver`], but the `internalDate` is the message's Date field (now if
    /// it has none or it cannot be read): for tests that need a known order.
    pub fn deliver_dated(&self, address: &str, mime: &[u8]) -> String {
        self.deliver_as(address, mime, &["INBOX", "UNREAD"], true)
    }

    /// A message arrives with exactly `labels` (ids or names; panics for an unknown one).
    pub fn deliver_with_labels(&self, address: &str, mime: &[u8], labels: &[&str]) -> String {
        self.deliver_as(address, mime, labels, false)
    }

    fn deliver_as(&self, address: &str, mime: &[u8], labels: &[&str], dated: bool) -> String {
        let mut st = self.lock();
        let user = st.ensure_user(address);
        let labels = resolve_labels(&st, user, labels);
        let id = deliver_mail(&mut st, user, mime.to_vec(), labels, dated);
        st.flush_pushes();
        id
    }

    /// Every message of `address`, in arrival order.
    pub fn messages(&self, address: &str) -> Vec<FakeGmailMessage> {
        let st = self.lock();
        let user = st.user_or_panic(address);
        st.users[user].messages.iter().map(Message::snapshot).collect()
    }

    /// The message `id` of `address`; `None` once deleted for good.
    pub fn message(&self, address: &str, id: &str) -> Option<FakeGmailMessage> {
        let st = self.lock();
        let user = st.user_or_panic(address);
        st.users[user].message_index(id).map(|i| st.users[user].messages[i].snapshot())
    }

    /// Another client adds labels (ids or names) to the message.
    pub fn add_labels(&self, address: &str, id: &str, labels: &[&str]) {
        self.relabel(address, id, labels, &[]);
    }

    /// Another client removes labels (ids or names) from the message.
    pub fn remove_labels(&self, address: &str, id: &str, labels: &[&str]) {
        self.relabel(address, id, &[], labels);
    }

    /// Another client moves the message to the trash (adds TRASH).
    pub fn trash(&self, address: &str, id: &str) {
        self.relabel(address, id, &["TRASH"], &[]);
    }

    fn relabel(&self, address: &str, id: &str, add: &[&str], remove: &[&str]) {
        let mut st = self.lock();
        let user = st.user_or_panic(address);
        let add = resolve_labels(&st, user, add);
        let remove = resolve_labels(&st, user, remove);
        let mailbox = &mut st.users[user];
        let index = mailbox.message_index(id).unwrap_or_else(|| panic!("no message {id} for {address}"));
        mailbox.relabel(index, &add, &remove);
        st.flush_pushes();
    }

    /// Another client deletes the message for good.
    pub fn delete_message(&self, address: &str, id: &str) {
        let mut st = self.lock();
        let user = st.user_or_panic(address);
        let mailbox = &mut st.users[user];
        let index = mailbox.message_index(id).unwrap_or_else(|| panic!("no message {id} for {address}"));
        mailbox.remove(index);
        st.flush_pushes();
    }

    /// Another client creates a user label `name`; returns its id (`Label_N`). Panics if the
    /// name is taken.
    pub fn create_label(&self, address: &str, name: &str) -> String {
        let mut st = self.lock();
        let user = st.user_or_panic(address);
        let mailbox = &mut st.users[user];
        assert!(mailbox.resolve_label(name).is_none(), "the label name {name} is taken");
        mailbox.next_label += 1;
        let id = format!("Label_{}", mailbox.next_label);
        mailbox.labels.push(Label {
            id: id.clone(),
            name: name.to_string(),
            message_list_visibility: Some("show".into()),
            label_list_visibility: Some("labelShow".into()),
            color: None,
        });
        id
    }

    /// The id of a label given by name (case-insensitive) or id.
    pub fn label_id(&self, address: &str, name: &str) -> Option<String> {
        let st = self.lock();
        let user = st.user_or_panic(address);
        st.users[user].resolve_label(name)
    }

    /// Another client renames a user label. Panics for an unknown one.
    pub fn rename_label(&self, address: &str, id: &str, name: &str) {
        let mut st = self.lock();
        let user = st.user_or_panic(address);
        let mailbox = &mut st.users[user];
        let index = mailbox.label_index(id).unwrap_or_else(|| panic!("no user label {id} for {address}"));
        mailbox.labels[index].name = name.to_string();
    }

    /// Another client deletes a user label: it leaves every message (a `labelsRemoved` record
    /// for each). Panics for an unknown one.
    pub fn delete_label(&self, address: &str, id: &str) {
        let mut st = self.lock();
        let user = st.user_or_panic(address);
        assert!(remove_label(&mut st.users[user], id), "no user label {id} for {address}");
        st.flush_pushes();
    }

    /// The drafts of `address` as (draft id, message id), oldest first.
    pub fn drafts(&self, address: &str) -> Vec<(String, String)> {
        let st = self.lock();
        let user = st.user_or_panic(address);
        st.users[user].drafts.iter().map(|d| (d.id.clone(), d.message_id.clone())).collect()
    }

    /// The mailbox's current history id.
    pub fn history_id(&self, address: &str) -> u64 {
        let st = self.lock();
        st.users[st.user_or_panic(address)].history_id
    }

    /// All history of `address` so far is forgotten: `history.list` answers 404 for every
    /// `startHistoryId` up to now (the client must sync in full). The history id moves on, so
    /// the id a full sync reads next is served.
    pub fn expire_history(&self, address: &str) {
        let mut st = self.lock();
        let user = st.user_or_panic(address);
        st.users[user].expire_history();
    }

    /// Every message sent so far (`messages.send`, `drafts.send`), in order.
    pub fn sent(&self) -> Vec<FakeSent> {
        self.lock().sent.clone()
    }

    /// The next `messages.send` or `drafts.send` answers `status` with Google's error body
    /// (500 `backendError`, 400 `invalidArgument`, 429 `rateLimitExceeded`…) and sends
    /// nothing.
    pub fn fail_next_send(&self, status: u16) {
        self.lock().fail_next_send = Some(status);
    }

    /// `address` may send as `alias` (added as a user if needed): `status` is the alias's
    /// `verificationStatus` (`Some("pending")` until verified, `Some("accepted")`, or `None` for
    /// one that needs no verification). Gmail sends a message whose `From` is neither the user
    /// nor such an alias from the user's primary address instead.
    // https://developers.google.com/gmail/api/reference/rest/v1/users.settings.sendAs
    pub fn add_send_as(&self, address: &str, alias: &str, status: Option<&str>) {
        let mut st = self.lock();
        let user = st.user_or_panic(address);
        st.users[user].send_as.push((alias.to_string(), status.map(str::to_string)));
    }

    /// Each user may spend `units` quota units a minute (15,000 by default, as the quota page
    /// says); past them a request answers 403 `userRateLimitExceeded`.
    // https://developers.google.com/gmail/api/reference/quota
    pub fn set_units_per_minute(&self, units: u64) {
        self.lock().units_per_minute = units;
    }

    /// The method named as on the quota page (`messages.get`) costs `units` from now on (the
    /// page has listed other costs for some methods for newer projects).
    pub fn set_cost(&self, method: &str, units: u64) {
        self.lock().costs.insert(method.to_string(), units);
    }

    /// Requests refused so far because the user's units of the last minute were spent.
    pub fn quota_refusals(&self) -> usize {
        self.lock().quota_refusals
    }

    /// The quota units the requests for `address` used so far.
    pub fn units_used(&self, address: &str) -> u64 {
        let st = self.lock();
        st.users[st.user_or_panic(address)].units
    }

    /// Gmail API requests so far (each request inside a batch counts, the batch envelope does
    /// not), whatever their answer.
    pub fn requests(&self) -> usize {
        self.lock().requests
    }

    /// Batch requests so far.
    pub fn batches(&self) -> usize {
        self.lock().batches
    }

    /// The next `requests` Gmail requests (alone or inside a batch) answer `status`: 429
    /// `rateLimitExceeded` (`RESOURCE_EXHAUSTED`), or with 403 `userRateLimitExceeded`
    /// (`PERMISSION_DENIED`), with `Retry-After: seconds` when given. They change nothing.
    pub fn throttle(&self, requests: usize, status: u16, retry_after: Option<u64>) {
        let reason = if status == 403 { "userRateLimitExceeded" } else { "rateLimitExceeded" };
        self.lock().throttle = (requests > 0).then_some(Throttle { left: requests, status, reason, retry_after });
    }

    /// The next `requests` Gmail requests (alone or inside a batch) answer 403
    /// `dailyLimitExceeded`: the Cloud project's daily allowance is spent
    /// (https://developers.google.com/gmail/api/guides/handle-errors). They change nothing.
    pub fn exceed_daily_limit(&self, requests: usize) {
        let throttle = Throttle { left: requests, status: 403, reason: "dailyLimitExceeded", retry_after: None };
        self.lock().throttle = (requests > 0).then_some(throttle);
    }

    /// The Cloud admin creates a push subscription `subscription` (`projects/P/subscriptions/S`)
    /// to the topic `topic` (`projects/P/topics/T`, created if needed), pushing to `endpoint`
    /// with OIDC tokens for `service_account` whose audience is `audience` (the endpoint URL
    /// when `None`). Panics for malformed names.
    // https://cloud.google.com/pubsub/docs/create-push-subscription
    pub fn create_push_subscription(
        &self,
        topic: &str,
        subscription: &str,
        endpoint: &str,
        audience: Option<&str>,
        service_account: &str,
    ) {
        assert!(is_topic_name(topic), "a topic is projects/P/topics/T, not {topic}");
        assert!(
            matches!(subscription.split('/').collect::<Vec<_>>().as_slice(), ["projects", _, "subscriptions", _]),
            "a subscription is projects/P/subscriptions/S, not {subscription}"
        );
        let mut st = self.lock();
        st.subscriptions.retain(|s| s.name != subscription);
        st.subscriptions.push(PushSubscription {
            topic: topic.to_string(),
            name: subscription.to_string(),
            endpoint: endpoint.to_string(),
            audience: audience.unwrap_or(endpoint).to_string(),
            service_account: service_account.to_string(),
        });
    }

    /// Pushes answered 2xx so far.
    pub fn push_deliveries(&self) -> usize {
        self.lock().push_deliveries
    }

    /// Push attempts that failed so far (non-2xx, no connection, no answer within 10 s); each
    /// failed retry counts again.
    pub fn push_failures(&self) -> usize {
        self.lock().push_failures
    }

    /// While paused nothing is pushed; on resuming, one push (with the current history id)
    /// covers the changes made meanwhile.
    pub fn pause_push(&self, paused: bool) {
        let mut st = self.lock();
        st.push_paused = paused;
        st.flush_pushes();
    }

    /// The watch of `address` lapses now: no more pushes until the client calls watch again.
    pub fn expire_watch(&self, address: &str) {
        let mut st = self.lock();
        let user = st.user_or_panic(address);
        if let Some(watch) = &mut st.users[user].watch {
            watch.expiration = SystemTime::now();
        }
    }

    /// The watch of `address`, lapsed or not; `None` without one (or after `stop`).
    pub fn watch_of(&self, address: &str) -> Option<FakeWatch> {
        let st = self.lock();
        let user = st.user_or_panic(address);
        st.users[user].watch.as_ref().map(|w| FakeWatch {
            topic: w.topic.clone(),
            label_ids: w.label_ids.clone(),
            behavior: w.behavior.clone(),
            expiration: w.expiration,
        })
    }

    /// POSTs `body` (as `application/json`) to `endpoint` from the fake, with
    /// `Authorization: Bearer {bearer}` when given, as a forged or replayed push; returns the
    /// status (0 without an answer). This blocks the calling thread: the receiver must not run
    /// on it.
    pub fn send_push_raw(&self, endpoint: &str, body: &[u8], bearer: Option<String>) -> u16 {
        pubsub::send_raw(&self.state, endpoint, body.to_vec(), bearer)
    }

    /// A validly signed push token (an OIDC ID token from `https://accounts.google.com`) for
    /// `audience` and the service account `email`, as pushes carry.
    pub fn id_token(&self, audience: &str, email: &str) -> String {
        self.lock().push_token(audience, email)
    }

    /// A JWT with exactly `claims`, signed with the fake's key (to forge expired tokens, wrong
    /// issuers or audiences).
    pub fn id_token_with(&self, claims: Value) -> String {
        self.lock().signer.sign(&claims)
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// Label ids from ids or names; panics for an unknown one.
fn resolve_labels(st: &State, user: usize, labels: &[&str]) -> Vec<String> {
    labels
        .iter()
        .map(|l| {
            st.users[user].resolve_label(l).unwrap_or_else(|| panic!("no label {l} for {}", st.users[user].address))
        })
        .collect()
}
