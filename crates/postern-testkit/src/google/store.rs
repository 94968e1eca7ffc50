//! What the fake knows: users and their mailboxes (messages, labels, drafts, the history log
//! and its counter, the watch), OAuth grants and tokens, push subscriptions, counters and the
//! injected faults. Every change to a message goes through `Mailbox` so that it writes its
//! history record and marks the mailbox for a push.

use std::collections::{HashMap, HashSet};
use std::time::SystemTime;

use tokio::sync::mpsc::UnboundedSender;

use super::identity::{AccessGrant, AuthCode, RefreshGrant};
use super::mime::{self, Head};
use super::oidc::Signer;
use super::pubsub::PushSubscription;
use super::util::now_ms;
use super::{DEFAULT_ACCESS_LIFETIME, FakeGmailMessage, FakeSent};
use crate::fake::util::Rng;
use crate::fake::webhooks::{Outbound, http_client};

/// The system labels: their `name` is their id.
// https://developers.google.com/gmail/api/guides/labels
pub(super) const SYSTEM_LABELS: [&str; 14] = [
    "INBOX",
    "SENT",
    "DRAFT",
    "TRASH",
    "SPAM",
    "STARRED",
    "UNREAD",
    "IMPORTANT",
    "CHAT",
    "CATEGORY_PERSONAL",
    "CATEGORY_SOCIAL",
    "CATEGORY_PROMOTIONS",
    "CATEGORY_UPDATES",
    "CATEGORY_FORUMS",
];

/// Where a new mailbox's history ids start (a large number, as Gmail's are).
const FIRST_HISTORY_ID: u64 = 1_200_000;

/// Everything the fake knows, behind one lock.
pub(super) struct State {
    pub(super) rng: Rng,
    pub(super) users: Vec<Mailbox>,
    pub(super) signed_in: Option<String>,
    pub(super) codes: HashMap<String, AuthCode>,
    pub(super) refresh_tokens: HashMap<String, RefreshGrant>,
    pub(super) access_tokens: HashMap<String, AccessGrant>,
    /// (lowercase user, client id) pairs that granted access: a later authorization is not
    /// the first grant any more.
    pub(super) consents: HashSet<(String, String)>,
    pub(super) access_lifetime: u64,
    pub(super) refreshes: usize,
    /// `/tokeninfo` requests so far, whatever their answer.
    pub(super) tokeninfo_requests: usize,
    pub(super) authorize_requests: Vec<HashMap<String, String>>,
    /// The last message id handed out (ids grow across all mailboxes).
    pub(super) last_message_id: u64,
    pub(super) throttle: Option<Throttle>,
    /// Each user's quota units per minute.
    pub(super) units_per_minute: u64,
    /// Costs set by a test in place of the quota page's, by method name (`messages.get`).
    pub(super) costs: HashMap<String, u64>,
    /// Requests refused because the user's units of the last minute were spent.
    pub(super) quota_refusals: usize,
    pub(super) requests: usize,
    pub(super) batches: usize,
    pub(super) sent: Vec<FakeSent>,
    pub(super) fail_next_send: Option<u16>,
    /// Push subscriptions, by topic, as the test created them.
    pub(super) subscriptions: Vec<PushSubscription>,
    /// The RSA key that signs ID tokens, published at `/oauth2/v3/certs`.
    pub(super) signer: Signer,
    /// The outbound HTTP client (pushes).
    pub(super) http: reqwest::Client,
    /// Where pushes go to be posted from the server's runtime.
    pub(super) outbox: UnboundedSender<Outbound>,
    pub(super) push_paused: bool,
    pub(super) push_deliveries: usize,
    pub(super) push_failures: usize,
    /// The last Pub/Sub message id handed out.
    pub(super) last_pubsub_id: u64,
}

/// The next `left` Gmail requests answer `status` (429 or 403).
pub(super) struct Throttle {
    pub(super) left: usize,
    pub(super) status: u16,
    /// The error's reason.
    pub(super) reason: &'static str,
    pub(super) retry_after: Option<u64>,
}

impl State {
    pub(super) fn new(outbox: UnboundedSender<Outbound>, signer: Signer) -> State {
        let mut rng = Rng::new();
        let last_pubsub_id = 10_000_000_000_000 + rng.below(1_000_000_000_000);
        State {
            rng,
            users: Vec::new(),
            signed_in: None,
            codes: HashMap::new(),
            refresh_tokens: HashMap::new(),
            access_tokens: HashMap::new(),
            consents: HashSet::new(),
            access_lifetime: DEFAULT_ACCESS_LIFETIME,
            refreshes: 0,
            tokeninfo_requests: 0,
            authorize_requests: Vec::new(),
            last_message_id: 0,
            throttle: None,
            units_per_minute: super::gmail::UNITS_PER_MINUTE,
            costs: HashMap::new(),
            quota_refusals: 0,
            requests: 0,
            batches: 0,
            sent: Vec::new(),
            fail_next_send: None,
            subscriptions: Vec::new(),
            signer,
            http: http_client("push requests"),
            outbox,
            push_paused: false,
            push_deliveries: 0,
            push_failures: 0,
            last_pubsub_id,
        }
    }

    pub(super) fn user_index(&self, address: &str) -> Option<usize> {
        self.users.iter().position(|u| u.address.eq_ignore_ascii_case(address))
    }

    pub(super) fn user_or_panic(&self, address: &str) -> usize {
        self.user_index(address).unwrap_or_else(|| panic!("no user {address}: call add_user first"))
    }

    pub(super) fn ensure_user(&mut self, address: &str) -> usize {
        if let Some(user) = self.user_index(address) {
            return user;
        }
        let start = FIRST_HISTORY_ID + self.rng.below(50_000);
        let sub = self.rng.digits(21);
        self.users.push(Mailbox {
            address: address.to_string(),
            sub,
            messages: Vec::new(),
            labels: Vec::new(),
            next_label: 0,
            drafts: Vec::new(),
            history: Vec::new(),
            history_id: start,
            history_floor: start,
            watch: None,
            send_as: Vec::new(),
            push_pending: false,
            units: 0,
            spent: std::collections::VecDeque::new(),
        });
        self.users.len() - 1
    }

    /// A new message id: 16 lowercase hex digits, larger than every id before, derived from
    /// the clock as Gmail's are.
    pub(super) fn new_message_id(&mut self) -> String {
        let from_clock = u64::try_from(now_ms()).unwrap_or(0) << 20;
        let next = from_clock.max(self.last_message_id.saturating_add(1 + self.rng.below(64)));
        self.last_message_id = next;
        format!("{next:016x}")
    }

    /// A new message in `user`'s mailbox (an arrival in its history); returns its index.
    /// `thread` is the thread it joins, `None` for a thread of its own.
    pub(super) fn add_message(
        &mut self,
        user: usize,
        raw: Vec<u8>,
        labels: Vec<String>,
        thread: Option<String>,
        internal_date: i64,
    ) -> usize {
        let id = self.new_message_id();
        let head = mime::head(&raw);
        let message = Message {
            thread_id: thread.unwrap_or_else(|| id.clone()),
            id,
            labels,
            raw,
            head,
            internal_date,
            history_id: 0,
        };
        self.users[user].insert(message)
    }
}

/// One user's mailbox.
pub(super) struct Mailbox {
    pub(super) address: String,
    /// The user's Google account id (`sub`): 21 digits, stable for the user.
    pub(super) sub: String,
    /// In arrival order.
    pub(super) messages: Vec<Message>,
    /// The user labels (system labels are implied).
    pub(super) labels: Vec<Label>,
    pub(super) next_label: u32,
    pub(super) drafts: Vec<Draft>,
    /// The history records kept, oldest first.
    pub(super) history: Vec<Record>,
    /// The mailbox's current history id (that of the last change).
    pub(super) history_id: u64,
    /// The oldest `startHistoryId` history.list still serves; older ones answer 404.
    pub(super) history_floor: u64,
    pub(super) watch: Option<Watch>,
    /// Send-as aliases besides the primary address, with their `verificationStatus` (`None`
    /// for an alias that needs none, such as another address of the domain).
    pub(super) send_as: Vec<(String, Option<String>)>,
    /// A change the watch covers happened since the last push.
    pub(super) push_pending: bool,
    /// Quota units used so far.
    pub(super) units: u64,
    /// The units of the last minute's requests, with when each was made.
    pub(super) spent: std::collections::VecDeque<(std::time::Instant, u64)>,
}

pub(super) struct Message {
    pub(super) id: String,
    pub(super) thread_id: String,
    pub(super) labels: Vec<String>,
    pub(super) raw: Vec<u8>,
    pub(super) head: Head,
    /// Milliseconds since the epoch.
    pub(super) internal_date: i64,
    /// The id of the last history record that touched it.
    pub(super) history_id: u64,
}

pub(super) struct Label {
    pub(super) id: String,
    pub(super) name: String,
    pub(super) message_list_visibility: Option<String>,
    pub(super) label_list_visibility: Option<String>,
    pub(super) color: Option<serde_json::Value>,
}

pub(super) struct Draft {
    pub(super) id: String,
    pub(super) message_id: String,
}

/// One history record: a change to one message.
// https://developers.google.com/gmail/api/reference/rest/v1/users.history/list
pub(super) struct Record {
    pub(super) id: u64,
    pub(super) message_id: String,
    pub(super) thread_id: String,
    /// The message's labels right after the change (before it, for a deletion).
    pub(super) labels: Vec<String>,
    pub(super) change: Change,
}

pub(super) enum Change {
    Added,
    Deleted,
    Labels { added: Vec<String>, removed: Vec<String> },
}

/// A mailbox's `users.watch`.
// https://developers.google.com/gmail/api/reference/rest/v1/users/watch
pub(super) struct Watch {
    pub(super) topic: String,
    pub(super) label_ids: Vec<String>,
    /// `include` or `exclude`.
    pub(super) behavior: String,
    pub(super) expiration: SystemTime,
}

impl Watch {
    /// Whether a change to a message with labels `before` (none for an arrival) and `after`
    /// (none for a deletion) is pushed: every change without label ids; with `include`, when
    /// the message has or had one of them; with `exclude`, when it lacks all of them before
    /// or after the change.
    // https://developers.google.com/gmail/api/reference/rest/v1/users/watch
    fn covers(&self, before: Option<&[String]>, after: Option<&[String]>) -> bool {
        if self.label_ids.is_empty() {
            return true;
        }
        let has = |labels: &[String]| labels.iter().any(|l| self.label_ids.contains(l));
        if self.behavior == "exclude" {
            before.is_some_and(|b| !has(b)) || after.is_some_and(|a| !has(a))
        } else {
            before.is_some_and(has) || after.is_some_and(has)
        }
    }
}

impl Mailbox {
    pub(super) fn message_index(&self, id: &str) -> Option<usize> {
        self.messages.iter().position(|m| m.id == id)
    }

    pub(super) fn label_index(&self, id: &str) -> Option<usize> {
        self.labels.iter().position(|l| l.id == id)
    }

    /// Whether `id` is a label of this mailbox (system or user).
    pub(super) fn knows_label(&self, id: &str) -> bool {
        SYSTEM_LABELS.contains(&id) || self.label_index(id).is_some()
    }

    /// A label id from an id or a name (system names are their ids; names case-insensitive).
    pub(super) fn resolve_label(&self, key: &str) -> Option<String> {
        if self.knows_label(key) {
            return Some(key.to_string());
        }
        if let Some(system) = SYSTEM_LABELS.iter().find(|s| s.eq_ignore_ascii_case(key)) {
            return Some(system.to_string());
        }
        self.labels.iter().find(|l| l.name.eq_ignore_ascii_case(key)).map(|l| l.id.clone())
    }

    /// Bumps the history id by a few (ids are not contiguous) and returns it.
    pub(super) fn bump_history(&mut self) -> u64 {
        let step = 2 + (self.history_id.wrapping_mul(0x9E37_79B9) >> 13) % 4;
        self.history_id = self.history_id.saturating_add(step);
        self.history_id
    }

    /// Writes a history record for the message at `index` and marks the mailbox for a push
    /// when its watch covers the change.
    fn log(&mut self, index: usize, before: Option<&[String]>, change: Change) {
        let id = self.bump_history();
        let message = &mut self.messages[index];
        message.history_id = id;
        let after = match change {
            Change::Deleted => None,
            _ => Some(message.labels.as_slice()),
        };
        if self.watch.as_ref().is_some_and(|w| w.covers(before, after)) {
            self.push_pending = true;
        }
        self.history.push(Record {
            id,
            message_id: message.id.clone(),
            thread_id: message.thread_id.clone(),
            labels: message.labels.clone(),
            change,
        });
    }

    /// Adds a message (a `messagesAdded` record); returns its index.
    pub(super) fn insert(&mut self, message: Message) -> usize {
        self.messages.push(message);
        let index = self.messages.len() - 1;
        self.log(index, None, Change::Added);
        index
    }

    /// Deletes the message for good (a `messagesDeleted` record), and the draft holding it.
    pub(super) fn remove(&mut self, index: usize) -> Message {
        let before = self.messages[index].labels.clone();
        self.log(index, Some(&before), Change::Deleted);
        let message = self.messages.remove(index);
        self.drafts.retain(|d| d.message_id != message.id);
        message
    }

    /// Adds and removes labels (one record with what really changed, if anything did).
    /// Returns whether something changed.
    pub(super) fn relabel(&mut self, index: usize, add: &[String], remove: &[String]) -> bool {
        let before = self.messages[index].labels.clone();
        let labels = &mut self.messages[index].labels;
        let mut added = Vec::new();
        let mut removed = Vec::new();
        for label in remove {
            if !add.contains(label)
                && let Some(at) = labels.iter().position(|l| l == label)
            {
                labels.remove(at);
                removed.push(label.clone());
            }
        }
        for label in add {
            if !labels.contains(label) {
                labels.push(label.clone());
                added.push(label.clone());
            }
        }
        if added.is_empty() && removed.is_empty() {
            return false;
        }
        self.log(index, Some(&before), Change::Labels { added, removed });
        true
    }

    /// The thread a new message joins, `Ok(None)` for a thread of its own. With `requested`
    /// (a `threadId` in the request), that thread must exist (else `Err`), and the message joins
    /// it only if its References or In-Reply-To name a message of the thread whose subject
    /// matches. Without one, a message joins by References or In-Reply-To and subject only if
    /// `by_references` (mail Gmail receives).
    // https://developers.google.com/gmail/api/guides/threads
    pub(super) fn thread_for(
        &self,
        head: &Head,
        requested: Option<&str>,
        by_references: bool,
    ) -> Result<Option<String>, ()> {
        let subject = mime::thread_subject(&head.subject);
        let related = |m: &&Message| {
            m.head.message_id.as_ref().is_some_and(|id| head.refs.contains(id))
                && mime::thread_subject(&m.head.subject) == subject
        };
        match requested {
            Some(thread) => {
                if !self.messages.iter().any(|m| m.thread_id == thread) {
                    return Err(());
                }
                let joins = self.messages.iter().filter(|m| m.thread_id == thread).any(|m| related(&m));
                Ok(joins.then(|| thread.to_string()))
            }
            None if by_references => Ok(self.messages.iter().rev().find(related).map(|m| m.thread_id.clone())),
            None => Ok(None),
        }
    }

    /// Forgets all history: `startHistoryId`s up to now answer 404. The history id moves on
    /// (without a record) so that the id a full sync reads next is served.
    // https://developers.google.com/gmail/api/reference/rest/v1/users.history/list
    pub(super) fn expire_history(&mut self) {
        self.history.clear();
        self.history_floor = self.bump_history();
    }
}

impl Message {
    pub(super) fn snapshot(&self) -> FakeGmailMessage {
        FakeGmailMessage {
            id: self.id.clone(),
            thread_id: self.thread_id.clone(),
            label_ids: self.labels.clone(),
            raw: self.raw.clone(),
            subject: self.head.subject.clone(),
            message_id_header: self.head.message_id.clone().unwrap_or_default(),
            internal_date_ms: self.internal_date,
        }
    }

    pub(super) fn has(&self, label: &str) -> bool {
        self.labels.iter().any(|l| l == label)
    }
}
