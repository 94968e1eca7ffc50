//! A loopback fake of the Microsoft identity platform (the OAuth 2.0 v2 endpoints of
//! `login.microsoftonline.com`) and of Microsoft Graph mail (`graph.microsoft.com/v1.0`), for
//! tests.
//!
//! [`FakeMicrosoft::start`] binds `127.0.0.1:0` and serves plain HTTP from its own thread with
//! its own Tokio runtime, so tests on any runtime (or none) can use it; dropping it stops it.
//! Point the OAuth client at [`FakeMicrosoft::authority`] and the Graph client at
//! [`FakeMicrosoft::graph`].
//!
//! - Identity (`identity.rs`): `/{tenant}/oauth2/v2.0/authorize` (auth code + PKCE, answered at
//!   once with a 302 for the user of [`FakeMicrosoft::sign_in_as`]), `/token` (authorization
//!   code, refresh token with rotation, device code) and `/devicecode`. Each access token is
//!   for one resource (audience), the one its scopes name: Graph (`{url}/Mail.ReadWrite`,
//!   `https://graph.microsoft.com/…`, bare `Mail.Read`) or [`OUTLOOK`] (IMAP and SMTP); a
//!   token request naming two gets AADSTS28000, and Graph refuses tokens for another resource.
//! - `/fake/tokeninfo` ([`FakeMicrosoft::tokeninfo_url`]): not a Microsoft API; it stands in
//!   for Exchange Online's check of an Outlook token, so that a Dovecot can play Exchange.
//! - Graph (`graph/`): `/me`, mail folders, messages (get, `$value`, update, move, delete),
//!   single-value extended properties of messages (set with `PATCH`, read with
//!   `$expand=singleValueExtendedProperties($filter=id eq '…')` on a message, a list or a delta
//!   round: `extended.rs`), drafts, send and sendMail (`send.rs`), file attachments of drafts,
//!   in one POST or through an upload session whose pre-authenticated URL is under `/upload/`
//!   (`attachments.rs`), per-folder message delta with skip and delta tokens (`delta.rs`), JSON
//!   `$batch` (`batch.rs`), and change notifications through webhooks (`subscriptions.rs`).
//!   Request bodies over 4 MB get 413.
//! - Change notifications: `/subscriptions` creates (after the validation handshake with the
//!   notification and lifecycle URLs), lists, gets, renews and deletes webhook subscriptions on
//!   `me/messages` or one folder's messages. Every change to a subscribed mailbox's messages
//!   (arrival, move, flag/read/categories/extended property change, deletion; made through
//!   Graph or through the test helpers) is POSTed as a change notification to each live
//!   subscription that covers it, from a background task on the fake's runtime, with retries
//!   (1 s, 2 s, 4 s) before it is dropped. Tests send lifecycle notifications with
//!   [`FakeMicrosoft::send_lifecycle`], expire subscriptions, and pause notifications (a silent
//!   push failure).
//!
//! `server.rs` routes the HTTP requests (the server itself, and what the fakes share, is in
//! `crate::fake`), `store.rs` holds the state (mailboxes, the change log, grants,
//! subscriptions, upload sessions, injected faults), `mime.rs` reads the few header fields
//! Graph reports and adds attachments to a message's MIME source.
//!
//! The test plays "everyone else": mail arrives with [`FakeMicrosoft::deliver`], other clients
//! change flags, move or delete, a person approves device codes, an admin revokes sessions, and
//! faults are injected (throttling, lost delta tokens, expired access tokens, ambiguous send
//! failures, failing or paused notifications). Each behaviour names the learn.microsoft.com
//! page it follows.

mod graph;
mod identity;
mod mime;
mod server;
mod store;
mod util;

use std::fmt;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Instant, SystemTime};

use tokio::sync::mpsc;

use crate::fake::http::{Listener, Server};
use graph::subscriptions::{post_outbox, send_lifecycle};
use identity::DeviceStatus;
use server::{Call, Payload, Reply};
use store::{Folder, Mailbox, Message, PropertyId, State, Subscription};
use util::{aad_time, iso};

/// The folders every mailbox starts with under its hidden root, as (well-known name, display
/// name). Well-known names work wherever a folder id does, whatever the mailbox locale.
// https://learn.microsoft.com/en-us/graph/api/resources/mailfolder
const STANDARD_FOLDERS: [(&str, &str); 7] = [
    ("inbox", "Inbox"),
    ("sentitems", "Sent Items"),
    ("drafts", "Drafts"),
    ("deleteditems", "Deleted Items"),
    ("junkemail", "Junk Email"),
    ("archive", "Archive"),
    ("outbox", "Outbox"),
];

/// The well-known name of the root of the folder tree (its children are `/me/mailFolders`).
const ROOT: &str = "msgfolderroot";

/// The tenant of every user (the `tid` of ID tokens, the `tenantId` of notifications).
const TENANT_ID: &str = "9188040d-6c67-4c5b-b112-36a304b66dad";

/// How long a new access token lives unless [`FakeMicrosoft::set_access_lifetime`] says
/// otherwise.
const DEFAULT_ACCESS_LIFETIME: u64 = 3600;

/// The resource (audience) of Exchange Online's IMAP and SMTP: tokens for it, with the scope
/// `https://outlook.office.com/IMAP.AccessAsUser.All` and/or `…/SMTP.Send`, are what IMAP and
/// SMTP take with XOAUTH2 (here: what [`FakeMicrosoft::tokeninfo_url`] vouches for).
// https://learn.microsoft.com/en-us/exchange/client-developer/legacy-protocols/how-to-authenticate-an-imap-pop-smtp-application-by-using-oauth
pub const OUTLOOK: &str = "https://outlook.office.com";

/// The resource of Microsoft Graph. Scopes on the fake's own origin (`{url}/Mail.ReadWrite`)
/// and bare scopes (`Mail.Read`) are Graph's too.
// https://learn.microsoft.com/en-us/entra/identity-platform/scopes-oidc
const GRAPH: &str = "https://graph.microsoft.com";

/// A running fake of the Microsoft identity platform and Graph mail. Dropping it stops the
/// server (its thread and runtime).
pub struct FakeMicrosoft {
    state: Arc<Mutex<State>>,
    server: Server,
}

/// A message as the fake holds it (a snapshot).
#[derive(Debug, Clone)]
pub struct FakeMessage {
    /// Its immutable id (kept across moves).
    pub id: String,
    /// The id of the folder holding it.
    pub folder: String,
    /// The MIME source.
    pub mime: Vec<u8>,
    pub is_read: bool,
    /// Whether its follow-up flag is `flagged` (not `notFlagged` or `complete`).
    pub flagged: bool,
    pub categories: Vec<String>,
    pub is_draft: bool,
    pub subject: String,
    /// The Message-ID, with its angle brackets.
    pub internet_message_id: String,
    /// The Bcc addresses (`bccRecipients`) of a draft or sent message.
    pub bcc: Vec<String>,
}

/// A webhook subscription as the fake holds it (a snapshot).
#[derive(Debug, Clone)]
pub struct FakeSubscription {
    pub id: String,
    /// As created (`me/messages`, `/me/mailfolders('inbox')/messages`, …).
    pub resource: String,
    /// `created`, `updated` and/or `deleted`, comma-separated.
    pub change_type: String,
    pub notification_url: String,
    pub lifecycle_url: Option<String>,
    pub client_state: Option<String>,
    /// When it expires (or expired): no notification is sent for it from then on.
    pub expires: SystemTime,
}

impl fmt::Debug for FakeMicrosoft {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("FakeMicrosoft").field("url", &self.url()).finish_non_exhaustive()
    }
}

impl FakeMicrosoft {
    /// Starts the fake on a free loopback port. It answers as soon as this returns (the socket
    /// is bound before the server thread starts).
    pub fn start() -> FakeMicrosoft {
        let listener = Listener::bind("Microsoft");
        let (outbox, inbox) = mpsc::unbounded_channel();
        let state = Arc::new(Mutex::new(State::new(format!("http://{}", listener.addr()), outbox)));
        let shared = state.clone();
        let handler = move |call| server::handle(shared.clone(), call);
        let server = listener.serve(handler, post_outbox(inbox, state.clone()));
        FakeMicrosoft { state, server }
    }

    /// `http://127.0.0.1:PORT`.
    pub fn url(&self) -> String {
        self.server.url()
    }

    /// The OAuth authority: `{url}/common/oauth2/v2.0`, with `/authorize`, `/token` and
    /// `/devicecode` under it (any tenant segment works in place of `common`).
    pub fn authority(&self) -> String {
        format!("{}/common/oauth2/v2.0", self.url())
    }

    /// The Graph root: `{url}/v1.0`.
    pub fn graph(&self) -> String {
        format!("{}/v1.0", self.url())
    }

    /// Adds a user with a mailbox (the standard folders, empty). `address` is also its `mail`
    /// and `userPrincipalName`. Adding a user twice changes nothing.
    pub fn add_user(&self, address: &str) {
        self.lock().ensure_user(address);
    }

    /// Who the browser "is" when `/authorize` is opened (added as a user if needed).
    pub fn sign_in_as(&self, address: &str) {
        let mut st = self.lock();
        st.ensure_user(address);
        st.signed_in = Some(address.to_string());
    }

    /// The person approves the device code `user_code` (as shown, e.g. `ABCD-EFGH`; case and
    /// dash do not matter) as `address` (added as a user if needed). Panics for an unknown code.
    pub fn approve_device(&self, user_code: &str, address: &str) {
        let mut st = self.lock();
        st.ensure_user(address);
        let grant = st.device_by_user_code(user_code);
        grant.status = DeviceStatus::Approved(address.to_string());
    }

    /// The person declines the device code `user_code`. Panics for an unknown code.
    pub fn decline_device(&self, user_code: &str) {
        self.lock().device_by_user_code(user_code).status = DeviceStatus::Declined;
    }

    /// Every device code issued so far has expired (polling answers `expired_token`).
    pub fn expire_device_codes(&self) {
        let now = Instant::now();
        for grant in &mut self.lock().devices {
            grant.expires = now;
        }
    }

    /// Revokes every refresh token of the user issued so far (as a password reset or an admin
    /// does): redeeming one answers `invalid_grant` with AADSTS50173. Access tokens keep working
    /// until they expire; a new sign-in gets fresh tokens.
    pub fn revoke(&self, address: &str) {
        for grant in self.lock().refresh_tokens.values_mut() {
            if grant.user.eq_ignore_ascii_case(address) {
                grant.revoked = true;
            }
        }
    }

    /// The lifetime (`expires_in`) of access tokens issued from now on (default 3600 s). An
    /// expired access token gets 401 `InvalidAuthenticationToken` from Graph.
    pub fn set_access_lifetime(&self, seconds: u64) {
        self.lock().access_lifetime = seconds;
    }

    /// Every access token issued so far is now expired.
    pub fn expire_access_tokens(&self) {
        let now = Instant::now();
        for grant in self.lock().access_tokens.values_mut() {
            grant.expires = now;
        }
    }

    /// How many `refresh_token` grants succeeded.
    pub fn refreshes(&self) -> usize {
        self.lock().refreshes
    }

    /// The `scope` parameter of each successful `refresh_token` grant, in order (empty when the
    /// request sent none): one per [`FakeMicrosoft::refreshes`].
    pub fn refresh_scopes(&self) -> Vec<String> {
        self.lock().refresh_scopes.clone()
    }

    /// `{url}/fake/tokeninfo?access_token=`, ready for a token to be appended (as Dovecot's
    /// `tokeninfo_url` wants it). Not a Microsoft API: it stands in for Exchange Online's own
    /// check of the token an IMAP or SMTP client presents with XOAUTH2, so that a Dovecot can
    /// play Exchange Online. It vouches (200 with `email`) only for a live token for
    /// [`OUTLOOK`] with the IMAP or SMTP scope; anything else, a Graph token included, gets 400
    /// `invalid_token`.
    pub fn tokeninfo_url(&self) -> String {
        format!("{}/fake/tokeninfo?access_token=", self.url())
    }

    /// Requests to [`FakeMicrosoft::tokeninfo_url`] so far, whatever their answer.
    pub fn tokeninfo_requests(&self) -> usize {
        self.lock().tokeninfo_requests
    }

    /// How many token requests carried a client secret (form `client_secret` or HTTP Basic).
    /// The secret itself is accepted, ignored and not kept.
    pub fn secrets_sent(&self) -> usize {
        self.lock().secrets_sent
    }

    /// A message arrives in `folder` (an id or a well-known name) of `address`, unread; returns
    /// its immutable id.
    pub fn deliver(&self, address: &str, folder: &str, mime: &[u8]) -> String {
        let mut st = self.lock();
        let (user, folder) = st.user_folder(address, folder);
        let id = st.add_message(user, folder, mime.to_vec(), false, false);
        st.notify();
        id
    }

    /// What `folder` (an id or a well-known name) holds now, in arrival order.
    pub fn messages(&self, address: &str, folder: &str) -> Vec<FakeMessage> {
        let st = self.lock();
        let (user, folder) = st.user_folder(address, folder);
        st.users[user].messages.iter().filter(|m| m.folder == folder).map(Message::snapshot).collect()
    }

    /// The message `id` of `address`, wherever it is; `None` once deleted for good.
    pub fn message(&self, address: &str, id: &str) -> Option<FakeMessage> {
        let st = self.lock();
        let user = st.user_or_panic(address);
        st.users[user].message_index(id).map(|i| st.users[user].messages[i].snapshot())
    }

    /// Another client marks the message read or unread.
    pub fn set_read(&self, address: &str, id: &str, read: bool) {
        self.change(address, id, |m| m.is_read = read);
    }

    /// Another client sets or clears the follow-up flag.
    pub fn set_flagged(&self, address: &str, id: &str, flagged: bool) {
        self.change(address, id, |m| m.flag = if flagged { "flagged" } else { "notFlagged" }.to_string());
    }

    /// Another client replaces the categories.
    pub fn set_categories(&self, address: &str, id: &str, categories: &[&str]) {
        self.change(address, id, |m| m.categories = categories.iter().map(|c| c.to_string()).collect());
    }

    /// The value of the message's single-value extended property `id` (any of its formats:
    /// `Integer 0x1081`, `String {guid} Name …`, `… Id 0x…`; the same property whatever the case
    /// of its type and hexadecimal digits), as Graph would return it (a string); `None` when the
    /// message does not have it or is gone. Panics for an id in none of the formats.
    // https://learn.microsoft.com/en-us/graph/api/singlevaluelegacyextendedproperty-get
    pub fn extended_property(&self, address: &str, message_id: &str, id: &str) -> Option<String> {
        let id = PropertyId::parse(id).unwrap_or_else(|| panic!("not an extended property id: {id}"));
        let st = self.lock();
        let user = st.user_or_panic(address);
        let mailbox = &st.users[user];
        mailbox.message_index(message_id).and_then(|i| mailbox.messages[i].extended.get(&id).cloned())
    }

    /// Another client sets a single-value extended property of the message (as Outlook sets
    /// `Integer 0x1081`, PidTagLastVerbExecuted, to 102 and `Integer 0x1080`, PidTagIconIndex,
    /// to 261 when the user replies): an update, like a change made through Graph. Panics for
    /// an id in none of the formats, or a value an integer type does not take.
    // https://learn.microsoft.com/en-us/graph/api/singlevaluelegacyextendedproperty-post-singlevalueextendedproperties
    // https://learn.microsoft.com/en-us/office/client-developer/outlook/mapi/pidtaglastverbexecuted-canonical-property
    pub fn set_extended_property(&self, address: &str, message_id: &str, id: &str, value: &str) {
        let parsed = PropertyId::parse(id).unwrap_or_else(|| panic!("not an extended property id: {id}"));
        let value = parsed.value(value).unwrap_or_else(|| panic!("{value:?} is not a value for {id}"));
        self.change(address, message_id, |m| {
            m.extended.insert(parsed, value);
        });
    }

    /// Another client moves the message to `folder` (an id or a well-known name); the id stays.
    pub fn move_message(&self, address: &str, id: &str, folder: &str) {
        let mut st = self.lock();
        let (user, folder) = st.user_folder(address, folder);
        let mailbox = &mut st.users[user];
        let index = mailbox.message_index(id).unwrap_or_else(|| panic!("no message {id} in {address}"));
        mailbox.relocate(index, folder);
        st.notify();
    }

    /// Another client deletes the message for good.
    pub fn delete_message(&self, address: &str, id: &str) {
        let mut st = self.lock();
        let user = st.user_or_panic(address);
        let mailbox = &mut st.users[user];
        let index = mailbox.message_index(id).unwrap_or_else(|| panic!("no message {id} in {address}"));
        mailbox.remove(index);
        st.notify();
    }

    /// The id of a folder given by well-known name (`inbox`, `sentitems`, `drafts`,
    /// `deleteditems`, `junkemail`, `archive`, `outbox`, `msgfolderroot`) or by id.
    pub fn folder_id(&self, address: &str, well_known: &str) -> String {
        self.lock().user_folder(address, well_known).1
    }

    /// Another client creates a folder `name` under `parent` (an id or a well-known name; use
    /// `msgfolderroot` for a top-level folder); returns its id.
    pub fn create_folder(&self, address: &str, parent: &str, name: &str) -> String {
        let mut st = self.lock();
        let (user, parent) = st.user_folder(address, parent);
        let id = st.new_folder_id(user);
        st.users[user].folders.push(Folder { id: id.clone(), name: name.to_string(), parent, well_known: None });
        id
    }

    /// Every delta and skip token issued so far answers 410 Gone with `SyncStateNotFound`.
    pub fn forget_delta_tokens(&self) {
        self.forget_delta_tokens_with(410, "SyncStateNotFound");
    }

    /// Every delta and skip token issued so far answers `status` with the error `code`: Graph
    /// also answers a lost sync state with a 4xx other than 410 (`syncStateNotFound`,
    /// `resyncRequired`; https://learn.microsoft.com/en-us/graph/delta-query-overview).
    pub fn forget_delta_tokens_with(&self, status: u16, code: &str) {
        let mut st = self.lock();
        st.generation += 1;
        st.lost_sync_state = (status, code.to_string());
    }

    /// Graph as a national cloud serves it: without `permanentDelete`, which answers 400
    /// "Resource not found for the segment"
    /// (https://learn.microsoft.com/en-us/graph/api/message-permanentdelete lists the global
    /// service only).
    pub fn without_permanent_delete(&self) {
        self.lock().permanent_delete = false;
    }

    /// Each Graph request takes `millis` to answer after it was handled, so that requests of
    /// one mailbox overlap as they do against the real service; over 4 at once (a `$batch`
    /// counting as up to 4) are refused with 429 `ApplicationThrottled`
    /// (https://learn.microsoft.com/en-us/graph/throttling-limits).
    pub fn set_latency(&self, millis: u64) {
        self.lock().latency = std::time::Duration::from_millis(millis);
    }

    /// The most Graph requests one mailbox had under way at once (a `$batch` counting as up
    /// to 4), and how many were refused for it.
    pub fn concurrency(&self) -> (usize, usize) {
        let st = self.lock();
        (st.most_in_flight, st.concurrency_refusals)
    }

    /// Every request on the message `id` answers 403 `ErrorAccessDenied` (as an item in a
    /// folder the user may not change does), alone or inside a `$batch`.
    pub fn deny_access(&self, id: &str) {
        self.lock().denied.push(id.to_string());
    }

    /// Authorization codes issued from now on contain `text` (base64url characters): a real
    /// code is 1–2 KB of base64url and spells a token prefix such as `pst_` now and then.
    pub fn codes_containing(&self, text: &str) {
        self.lock().code_infix = text.to_string();
    }

    /// While `held`, a subscription created is live (its changes are notified) but Graph's 201
    /// is not answered yet: Graph may notify before its answer arrives
    /// (https://learn.microsoft.com/en-us/graph/api/subscription-post-subscriptions).
    pub fn hold_subscription_answers(&self, held: bool) {
        self.lock().subscription_answers_held.send_replace(held);
    }

    /// The app's client secret has expired: every token request that presents it answers 401
    /// `invalid_client` with AADSTS7000222, whoever's grant it redeems.
    pub fn expire_client_secret(&self) {
        self.lock().secret_expired = true;
    }

    /// The next `requests` Graph requests (requests inside a `$batch` count one by one, the
    /// batch itself does not) answer 429 with `Retry-After: retry_after_seconds` and
    /// `ApplicationThrottled`.
    pub fn throttle(&self, requests: usize, retry_after_seconds: u64) {
        self.lock().throttle = (requests > 0).then_some((requests, retry_after_seconds));
    }

    /// HTTP requests to Graph so far (a `$batch` counts as one; identity endpoints do not
    /// count), whatever their answer.
    pub fn requests(&self) -> usize {
        self.lock().requests
    }

    /// Requests served inside `$batch` requests so far.
    pub fn batched(&self) -> usize {
        self.lock().batched
    }

    /// Whether Graph requests were made and every one of them (each request inside a `$batch`
    /// on its own, the batch envelope aside) carried `Prefer: IdType="ImmutableId"`.
    pub fn immutable_ids_asked(&self) -> bool {
        let st = self.lock();
        st.graph_calls > 0 && st.immutable_calls == st.graph_calls
    }

    /// The MIME of every message sent (draft send or sendMail), in order, with a `Bcc` header
    /// listing `bccRecipients` when there are any, and `From`, `Date` and `Message-ID` added
    /// when the message lacked them.
    pub fn sent(&self) -> Vec<Vec<u8>> {
        self.lock().sent.clone()
    }

    /// The body size of each chunk (`PUT` to an upload session's URL) the fake accepted, in
    /// order, over all upload sessions.
    pub fn upload_chunks(&self) -> Vec<usize> {
        self.lock().upload_chunks.clone()
    }

    /// Requests to an upload session's URL refused because they carried an `Authorization`
    /// header (the URL is pre-authenticated: the docs say not to send one).
    pub fn upload_authorization_refusals(&self) -> usize {
        self.lock().upload_authorization_refusals
    }

    /// The next `/send` or `/sendMail` answers `status` with a Graph error. For a 5xx the
    /// message is sent anyway (an ambiguous failure); for any other status it is not.
    pub fn fail_next_send(&self, status: u16) {
        self.lock().fail_next_send = Some(status);
    }

    /// The webhook subscriptions created with `address`'s tokens, oldest first, expired ones
    /// included (Graph no longer shows those).
    pub fn subscriptions(&self, address: &str) -> Vec<FakeSubscription> {
        let st = self.lock();
        let user = st.user_or_panic(address);
        st.subscriptions.iter().filter(|s| s.user == user).map(Subscription::snapshot).collect()
    }

    /// Posts a lifecycle notification (`reauthorizationRequired`, `subscriptionRemoved` or
    /// `missed`) for the subscription to its `lifecycleNotificationUrl`, and returns once it
    /// was answered: the HTTP status, or `None` when it could not be delivered (connection
    /// error, timeout) or the subscription has no lifecycle URL (Graph then sends none).
    /// `subscriptionRemoved` also removes the subscription. Panics for an unknown id.
    ///
    /// This blocks the calling thread: the receiver must not run on it (give it its own
    /// thread, or use a multi-thread runtime).
    pub fn send_lifecycle(&self, subscription_id: &str, event: &str) -> Option<u16> {
        send_lifecycle(&self.state, subscription_id, event)
    }

    /// Change-notification POSTs answered with a 2xx so far (validation and lifecycle POSTs
    /// are not counted).
    pub fn notifications_delivered(&self) -> usize {
        self.lock().notifications_delivered
    }

    /// Change-notification attempts that failed so far (a non-2xx answer, a connection error
    /// or no answer within 3 s); each retry that fails counts again.
    pub fn notifications_failed(&self) -> usize {
        self.lock().notifications_failed
    }

    /// While paused, message changes are made (and seen by delta) but not notified: their
    /// notifications are lost, as when a push silently fails. Notifications already on their
    /// way are not affected.
    pub fn pause_notifications(&self, paused: bool) {
        self.lock().notifications_paused = paused;
    }

    /// Every subscription expires now: no more notifications for them, and Graph answers 404
    /// for them (an expired subscription is deleted; it must be created again).
    pub fn expire_subscriptions(&self) {
        let now = SystemTime::now();
        for subscription in &mut self.lock().subscriptions {
            subscription.expires = now;
        }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn change(&self, address: &str, id: &str, edit: impl FnOnce(&mut Message)) {
        let mut st = self.lock();
        let user = st.user_or_panic(address);
        let mailbox = &mut st.users[user];
        let index = mailbox.message_index(id).unwrap_or_else(|| panic!("no message {id} in {address}"));
        edit(&mut mailbox.messages[index]);
        mailbox.touch(index);
        st.notify();
    }
}
