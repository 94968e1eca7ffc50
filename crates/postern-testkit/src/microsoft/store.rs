//! What the fake knows: users and their mailboxes (folders, messages, the change log that
//! delta queries read), tokens and grants, and the injected faults.

use std::collections::{BTreeMap, HashMap};
use std::fmt;
use std::time::SystemTime;

use tokio::sync::mpsc::UnboundedSender;

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE;

use super::identity::{AccessGrant, AuthCode, DeviceGrant, RefreshGrant};
use super::mime::{self, Addr, FileAttachment, Head};
use super::{DEFAULT_ACCESS_LIFETIME, FakeMessage, ROOT, STANDARD_FOLDERS};
use crate::fake::util::Rng;
use crate::fake::webhooks::{Outbound, http_client};

/// Everything the fake knows, behind one lock.
pub(super) struct State {
    pub(super) url: String,
    pub(super) rng: Rng,
    pub(super) users: Vec<Mailbox>,
    pub(super) signed_in: Option<String>,
    pub(super) codes: HashMap<String, AuthCode>,
    pub(super) refresh_tokens: HashMap<String, RefreshGrant>,
    pub(super) access_tokens: HashMap<String, AccessGrant>,
    pub(super) devices: Vec<DeviceGrant>,
    pub(super) access_lifetime: u64,
    pub(super) refreshes: usize,
    /// The `scope` parameter of each successful refresh_token grant.
    pub(super) refresh_scopes: Vec<String>,
    pub(super) secrets_sent: usize,
    /// Requests to `/fake/tokeninfo`, whatever their answer.
    pub(super) tokeninfo_requests: usize,
    /// Bumped by `forget_delta_tokens`: tokens of an older generation answer 410.
    pub(super) generation: u64,
    /// The status and error code a token of an older generation gets (410
    /// `SyncStateNotFound` by default).
    pub(super) lost_sync_state: (u16, String),
    /// How long each Graph request takes to answer, past its handling (0 by default): with a
    /// latency, requests of one mailbox overlap and its concurrency limit shows.
    pub(super) latency: std::time::Duration,
    /// Graph requests under way per mailbox (by user index; a `$batch` counts up to 4).
    pub(super) in_flight: HashMap<usize, usize>,
    /// The most requests one mailbox had under way at once.
    pub(super) most_in_flight: usize,
    /// Requests refused for a mailbox's concurrency.
    pub(super) concurrency_refusals: usize,
    /// Messages (by id) every request on which answers 403 `ErrorAccessDenied`.
    pub(super) denied: Vec<String>,
    /// Written into every authorization code from now on (`pst_`: a code's base64url spells
    /// anything, a token prefix too).
    pub(super) code_infix: String,
    /// While it holds `true`, a subscription created is live but its 201 is not answered yet.
    pub(super) subscription_answers_held: tokio::sync::watch::Sender<bool>,
    /// Whether `permanentDelete` is served (not in national clouds).
    pub(super) permanent_delete: bool,
    /// Set by `expire_client_secret`: a request that presents a client secret is refused as
    /// the expired secret it is.
    pub(super) secret_expired: bool,
    pub(super) throttle: Option<(usize, u64)>,
    pub(super) requests: usize,
    pub(super) batched: usize,
    pub(super) graph_calls: usize,
    pub(super) immutable_calls: usize,
    pub(super) sent: Vec<Vec<u8>>,
    pub(super) fail_next_send: Option<u16>,
    /// Attachment upload sessions not yet completed or cancelled.
    pub(super) uploads: Vec<Upload>,
    /// The body size of each accepted upload chunk.
    pub(super) upload_chunks: Vec<usize>,
    /// Upload requests refused for their `Authorization` header.
    pub(super) upload_authorization_refusals: usize,
    pub(super) next_serial: u64,
    /// Webhook subscriptions (`/subscriptions`), expired ones included until deleted.
    pub(super) subscriptions: Vec<Subscription>,
    /// The outbound HTTP client (validation requests, change and lifecycle notifications).
    pub(super) http: reqwest::Client,
    /// Where change and lifecycle notifications go to be posted from the server's runtime.
    pub(super) outbox: UnboundedSender<Outbound>,
    /// While set, message changes are not notified (and the notifications are lost).
    pub(super) notifications_paused: bool,
    /// Change-notification POSTs answered 2xx.
    pub(super) notifications_delivered: usize,
    /// Change-notification attempts that failed (non-2xx, connection error, timeout).
    pub(super) notifications_failed: usize,
}

impl State {
    pub(super) fn new(url: String, outbox: UnboundedSender<Outbound>) -> State {
        State {
            url,
            rng: Rng::new(),
            users: Vec::new(),
            signed_in: None,
            codes: HashMap::new(),
            refresh_tokens: HashMap::new(),
            access_tokens: HashMap::new(),
            devices: Vec::new(),
            access_lifetime: DEFAULT_ACCESS_LIFETIME,
            refreshes: 0,
            refresh_scopes: Vec::new(),
            secrets_sent: 0,
            tokeninfo_requests: 0,
            generation: 1,
            lost_sync_state: (410, "SyncStateNotFound".to_string()),
            latency: std::time::Duration::ZERO,
            in_flight: HashMap::new(),
            most_in_flight: 0,
            concurrency_refusals: 0,
            denied: Vec::new(),
            code_infix: String::new(),
            subscription_answers_held: tokio::sync::watch::Sender::new(false),
            permanent_delete: true,
            secret_expired: false,
            throttle: None,
            requests: 0,
            batched: 0,
            graph_calls: 0,
            immutable_calls: 0,
            sent: Vec::new(),
            fail_next_send: None,
            uploads: Vec::new(),
            upload_chunks: Vec::new(),
            upload_authorization_refusals: 0,
            next_serial: 0,
            subscriptions: Vec::new(),
            http: http_client("webhook requests"),
            outbox,
            notifications_paused: false,
            notifications_delivered: 0,
            notifications_failed: 0,
        }
    }

    pub(super) fn user_index(&self, address: &str) -> Option<usize> {
        self.users.iter().position(|u| u.address.eq_ignore_ascii_case(address))
    }

    pub(super) fn user_or_panic(&self, address: &str) -> usize {
        self.user_index(address).unwrap_or_else(|| panic!("no user {address}: call add_user first"))
    }

    /// The user and the id of its folder `folder` (an id or a well-known name); panics if
    /// either is unknown.
    pub(super) fn user_folder(&self, address: &str, folder: &str) -> (usize, String) {
        let user = self.user_or_panic(address);
        let mailbox = &self.users[user];
        let index = mailbox.folder_index(folder).unwrap_or_else(|| panic!("no folder {folder} for {address}"));
        (user, mailbox.folders[index].id.clone())
    }

    pub(super) fn ensure_user(&mut self, address: &str) -> usize {
        if let Some(user) = self.user_index(address) {
            return user;
        }
        let number = self.users.len() as u16 + 1;
        let object_id = self.rng.uuid();
        let mut mailbox = Mailbox {
            address: address.to_string(),
            display_name: display_name(address),
            object_id,
            number,
            next_folder: 0,
            root_parent: String::new(),
            folders: Vec::new(),
            messages: Vec::new(),
            seq: 0,
            changes: Vec::new(),
            events: Vec::new(),
        };
        mailbox.root_parent = mailbox.new_folder_id(&mut self.rng);
        let root = mailbox.new_folder_id(&mut self.rng);
        let root_parent = mailbox.root_parent.clone();
        mailbox.folders.push(Folder {
            id: root.clone(),
            name: "Top of Information Store".into(),
            parent: root_parent,
            well_known: Some(ROOT),
        });
        for (well_known, name) in STANDARD_FOLDERS {
            let id = mailbox.new_folder_id(&mut self.rng);
            mailbox.folders.push(Folder { id, name: name.into(), parent: root.clone(), well_known: Some(well_known) });
        }
        self.users.push(mailbox);
        self.users.len() - 1
    }

    pub(super) fn new_folder_id(&mut self, user: usize) -> String {
        self.users[user].new_folder_id(&mut self.rng)
    }

    pub(super) fn device_by_user_code(&mut self, user_code: &str) -> &mut DeviceGrant {
        let wanted = normalize_user_code(user_code);
        self.devices
            .iter_mut()
            .rev()
            .find(|d| normalize_user_code(&d.user_code) == wanted)
            .unwrap_or_else(|| panic!("no device code with user code {user_code}"))
    }

    /// A new message in `folder` (an id) of `user`; returns its id.
    pub(super) fn add_message(
        &mut self,
        user: usize,
        folder: String,
        mime: Vec<u8>,
        is_read: bool,
        is_draft: bool,
    ) -> String {
        self.next_serial += 1;
        let serial = self.next_serial;
        // Immutable ids look like Exchange's: "AAMkAD" and URL-safe base64 with padding.
        // https://learn.microsoft.com/en-us/graph/outlook-immutable-id
        let mut raw = self.users[user].number.to_be_bytes().to_vec();
        raw.extend_from_slice(&serial.to_be_bytes());
        raw.extend_from_slice(&self.rng.bytes(6));
        let id = format!("AAMkAD{}", URL_SAFE.encode(raw));
        let head = mime::parse(&mime);
        let domain = self.users[user].address.rsplit_once('@').map_or("fake.postern.test", |(_, d)| d).to_string();
        let internet_message_id =
            head.message_id.clone().unwrap_or_else(|| format!("<{}@{domain}>", self.rng.token(15)));
        let conversation_id = conversation_id(&head, &internet_message_id);
        let now = SystemTime::now();
        let message = Message {
            id: id.clone(),
            serial,
            folder,
            bcc: head.bcc.clone(),
            head,
            mime,
            is_read,
            flag: "notFlagged".into(),
            categories: Vec::new(),
            is_draft,
            created: now,
            received: now,
            sent: now,
            modified: now,
            version: 1,
            internet_message_id,
            conversation_id,
            extended: BTreeMap::new(),
        };
        self.users[user].insert(message);
        id
    }
}

/// One user's mailbox.
pub(super) struct Mailbox {
    pub(super) address: String,
    pub(super) display_name: String,
    /// The user's object id (a GUID), as `/me` reports it.
    pub(super) object_id: String,
    /// Its number, which goes into its ids.
    pub(super) number: u16,
    pub(super) next_folder: u32,
    /// The id of the (invisible) parent of the root folder.
    pub(super) root_parent: String,
    pub(super) folders: Vec<Folder>,
    /// In arrival order.
    pub(super) messages: Vec<Message>,
    /// The sequence number of the last change.
    pub(super) seq: u64,
    /// Every change to a message, per folder: what delta queries read.
    pub(super) changes: Vec<Change>,
    /// The changes not yet turned into change notifications (see `State::notify`).
    pub(super) events: Vec<MailEvent>,
}

pub(super) struct Folder {
    pub(super) id: String,
    pub(super) name: String,
    pub(super) parent: String,
    pub(super) well_known: Option<&'static str>,
}

pub(super) struct Message {
    pub(super) id: String,
    /// Global creation order; delta pages are ordered by it.
    pub(super) serial: u64,
    pub(super) folder: String,
    pub(super) mime: Vec<u8>,
    pub(super) head: Head,
    pub(super) is_read: bool,
    /// `notFlagged`, `flagged` or `complete`.
    pub(super) flag: String,
    pub(super) categories: Vec<String>,
    pub(super) is_draft: bool,
    pub(super) bcc: Vec<Addr>,
    pub(super) created: SystemTime,
    pub(super) received: SystemTime,
    pub(super) sent: SystemTime,
    pub(super) modified: SystemTime,
    /// Bumped on each change: the change key and etag derive from it.
    pub(super) version: u64,
    pub(super) internet_message_id: String,
    pub(super) conversation_id: String,
    /// Its single-value extended properties (MAPI properties Graph does not expose), each
    /// value as Graph writes it: a string.
    pub(super) extended: BTreeMap<PropertyId, String>,
}

/// The id of a single-value extended property, in one of its three formats: `{type} {proptag}`
/// (`Integer 0x1081`), `{type} {guid} Id {id}` or `{type} {guid} Name {name}`. Two ids name the
/// same property when their type (any case), tag or numeric id (any case, any padding) and GUID
/// (any case) agree, and their `Name` agrees exactly: filtering on the name is case-sensitive.
// https://learn.microsoft.com/en-us/graph/api/resources/extended-properties-overview
// https://learn.microsoft.com/en-us/graph/api/singlevaluelegacyextendedproperty-get
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub(super) struct PropertyId {
    /// The type, spelled as Graph spells it (`Integer`, `String`, …).
    pub(super) kind: &'static str,
    pub(super) name: PropertyName,
}

#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum PropertyName {
    /// A MAPI property identifier (`0x1081`): the upper half of a full tag (`0x10810003`).
    Tag(u16),
    /// A named property by namespace (GUID, lowercase) and numeric id.
    Id(String, u32),
    /// A named property by namespace (GUID, lowercase) and string name.
    Name(String, String),
}

/// The types of single-value extended properties (MAPI property types; the `…Array` ones are
/// for multi-value properties only).
// https://learn.microsoft.com/en-us/graph/api/resources/extended-properties-overview
const PROPERTY_TYPES: [&str; 12] = [
    "ApplicationTime",
    "Binary",
    "Boolean",
    "CLSID",
    "Currency",
    "Double",
    "Float",
    "Integer",
    "Long",
    "Short",
    "String",
    "SystemTime",
];

impl PropertyId {
    /// Reads an id; `None` when it is in none of the three formats.
    pub(super) fn parse(text: &str) -> Option<PropertyId> {
        let hex = |text: &str| {
            let digits = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X"))?;
            let valid = (1..=8).contains(&digits.len()) && digits.bytes().all(|b| b.is_ascii_hexdigit());
            valid.then(|| u32::from_str_radix(digits, 16).ok())?
        };
        let (kind, rest) = text.trim().split_once(' ')?;
        let kind = PROPERTY_TYPES.into_iter().find(|k| k.eq_ignore_ascii_case(kind))?;
        if !rest.starts_with('{') {
            // A full property tag (0x10810003) carries the type in its lower half.
            let tag = hex(rest)?;
            let id = u16::try_from(if tag > 0xFFFF { tag >> 16 } else { tag }).ok().filter(|id| *id != 0)?;
            return Some(PropertyId { kind, name: PropertyName::Tag(id) });
        }
        let (guid, rest) = rest.split_once(' ')?;
        let inner = guid.strip_prefix('{')?.strip_suffix('}')?;
        let groups: Vec<&str> = inner.split('-').collect();
        let shape = groups.iter().map(|g| g.len()).eq([8, 4, 4, 4, 12]);
        if !shape || !inner.bytes().all(|b| b == b'-' || b.is_ascii_hexdigit()) {
            return None;
        }
        let guid = inner.to_ascii_lowercase();
        let (keyword, value) = rest.split_once(' ')?;
        let name = if keyword.eq_ignore_ascii_case("Id") {
            PropertyName::Id(guid, hex(value)?)
        } else if keyword.eq_ignore_ascii_case("Name") && !value.trim().is_empty() {
            PropertyName::Name(guid, value.to_string())
        } else {
            return None;
        };
        Some(PropertyId { kind, name })
    }

    /// The value as stored and written back: a number for the integer types (`"0102"` is
    /// `"102"`), as given otherwise; `None` when an integer type gets something else.
    pub(super) fn value(&self, value: &str) -> Option<String> {
        match self.kind {
            "Integer" => value.trim().parse::<i32>().ok().map(|n| n.to_string()),
            "Short" => value.trim().parse::<i16>().ok().map(|n| n.to_string()),
            "Long" => value.trim().parse::<i64>().ok().map(|n| n.to_string()),
            _ => Some(value.to_string()),
        }
    }
}

/// The id as Graph writes it back: the type as Graph spells it, hexadecimal numbers in
/// lowercase without leading zeros (not on the pages; reported from live use: `Long 0x0E08`
/// comes back as `Long 0xe08`), the GUID in
/// lowercase, the name as given.
impl fmt::Display for PropertyId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.name {
            PropertyName::Tag(tag) => write!(f, "{} {tag:#x}", self.kind),
            PropertyName::Id(guid, id) => write!(f, "{} {{{guid}}} Id {id:#x}", self.kind),
            PropertyName::Name(guid, name) => write!(f, "{} {{{guid}}} Name {name}", self.kind),
        }
    }
}

/// A message changed in a folder (arrived, changed, moved in or out, deleted) at `seq`.
pub(super) struct Change {
    pub(super) seq: u64,
    pub(super) folder: String,
    pub(super) id: String,
    pub(super) serial: u64,
}

/// A change to a message as change notifications see it.
pub(super) struct MailEvent {
    pub(super) kind: EventKind,
    pub(super) id: String,
    /// The message's serial and version then: its etag.
    pub(super) serial: u64,
    pub(super) version: u64,
}

/// Each names the folder (id) or folders involved.
pub(super) enum EventKind {
    Created(String),
    Updated(String),
    Moved { from: String, to: String },
    Deleted(String),
}

/// An upload session: a file being attached to a draft in byte ranges.
// https://learn.microsoft.com/en-us/graph/api/resources/uploadsession
pub(super) struct Upload {
    /// The session's id (a segment of its URL).
    pub(super) id: String,
    /// The `authtoken` of its URL: the URL is all a client needs.
    pub(super) token: String,
    pub(super) user: usize,
    /// The id of the draft the file goes to.
    pub(super) message: String,
    pub(super) file: FileAttachment,
    /// The file's size, as the session was created with.
    pub(super) size: usize,
    /// The bytes received so far (always a prefix of the file).
    pub(super) received: Vec<u8>,
    pub(super) expires: SystemTime,
}

/// A webhook subscription of one mailbox.
// https://learn.microsoft.com/en-us/graph/api/resources/subscription
pub(super) struct Subscription {
    pub(super) id: String,
    /// The mailbox of the token that created it.
    pub(super) user: usize,
    /// As the request gave it.
    pub(super) resource: String,
    /// The id of the folder it watches; `None` for the whole mailbox (`me/messages`).
    pub(super) folder: Option<String>,
    /// `created`, `updated`, `deleted` (lowercase, in the request's order).
    pub(super) change_types: Vec<String>,
    pub(super) notification_url: String,
    pub(super) lifecycle_url: Option<String>,
    pub(super) client_state: Option<String>,
    pub(super) expires: SystemTime,
    /// The `client_id` of the token that created it.
    pub(super) application_id: String,
    pub(super) tls_version: String,
}

impl Mailbox {
    pub(super) fn new_folder_id(&mut self, rng: &mut Rng) -> String {
        self.next_folder += 1;
        let mut raw = self.number.to_be_bytes().to_vec();
        raw.extend_from_slice(&self.next_folder.to_be_bytes());
        raw.extend_from_slice(&rng.bytes(4));
        format!("AQMkAD{}", URL_SAFE.encode(raw))
    }

    /// A folder by id, or by well-known name (case-insensitive).
    // https://learn.microsoft.com/en-us/graph/api/resources/mailfolder
    pub(super) fn folder_index(&self, key: &str) -> Option<usize> {
        self.folders
            .iter()
            .position(|f| f.id == key)
            .or_else(|| self.folders.iter().position(|f| f.well_known.is_some_and(|w| w.eq_ignore_ascii_case(key))))
    }

    pub(super) fn well_known_id(&self, name: &str) -> String {
        self.folder_index(name).map(|i| self.folders[i].id.clone()).unwrap_or_default()
    }

    pub(super) fn message_index(&self, id: &str) -> Option<usize> {
        self.messages.iter().position(|m| m.id == id)
    }

    pub(super) fn owner(&self) -> Addr {
        Addr::new(&self.display_name, &self.address)
    }

    pub(super) fn record(&mut self, folder: String, index: usize) {
        self.seq += 1;
        let message = &self.messages[index];
        self.changes.push(Change { seq: self.seq, folder, id: message.id.clone(), serial: message.serial });
    }

    pub(super) fn insert(&mut self, message: Message) {
        let folder = message.folder.clone();
        self.messages.push(message);
        let index = self.messages.len() - 1;
        self.record(folder.clone(), index);
        self.event(index, EventKind::Created(folder));
    }

    /// A property of the message changed (the caller changed it).
    pub(super) fn touch(&mut self, index: usize) {
        self.bump(index);
        let folder = self.messages[index].folder.clone();
        self.event(index, EventKind::Updated(folder));
    }

    /// Moves the message to the folder with id `folder` (the id stays).
    pub(super) fn relocate(&mut self, index: usize, folder: String) {
        let from = std::mem::replace(&mut self.messages[index].folder, folder.clone());
        self.record(from.clone(), index);
        self.bump(index);
        self.event(index, EventKind::Moved { from, to: folder });
    }

    /// Deletes the message for good.
    pub(super) fn remove(&mut self, index: usize) -> Message {
        let folder = self.messages[index].folder.clone();
        self.record(folder.clone(), index);
        self.event(index, EventKind::Deleted(folder));
        self.messages.remove(index)
    }

    /// A new version of the message (a new change key), seen by its folder's delta.
    fn bump(&mut self, index: usize) {
        let message = &mut self.messages[index];
        message.version += 1;
        message.modified = SystemTime::now();
        let folder = message.folder.clone();
        self.record(folder, index);
    }

    fn event(&mut self, index: usize, kind: EventKind) {
        let message = &self.messages[index];
        let event = MailEvent { kind, id: message.id.clone(), serial: message.serial, version: message.version };
        self.events.push(event);
    }
}

impl Message {
    pub(super) fn snapshot(&self) -> FakeMessage {
        FakeMessage {
            id: self.id.clone(),
            folder: self.folder.clone(),
            mime: self.mime.clone(),
            is_read: self.is_read,
            flagged: self.flag == "flagged",
            categories: self.categories.clone(),
            is_draft: self.is_draft,
            subject: self.head.subject.clone(),
            internet_message_id: self.internet_message_id.clone(),
            bcc: self.bcc.iter().map(|a| a.address.clone()).collect(),
        }
    }
}

/// "alice.smith@example.test" → "Alice Smith".
pub(super) fn display_name(address: &str) -> String {
    let local = address.split('@').next().unwrap_or(address);
    local
        .split(['.', '_', '-'])
        .filter(|w| !w.is_empty())
        .map(|w| {
            let mut chars = w.chars();
            chars.next().map(|c| c.to_uppercase().chain(chars).collect::<String>()).unwrap_or_default()
        })
        .collect::<Vec<_>>()
        .join(" ")
}

pub(super) fn normalize_user_code(code: &str) -> String {
    code.chars().filter(char::is_ascii_alphanumeric).map(|c| c.to_ascii_uppercase()).collect()
}

/// Messages of one thread share a conversation id: derived from the thread's first Message-ID.
pub(super) fn conversation_id(head: &Head, internet_message_id: &str) -> String {
    use sha2::{Digest as _, Sha256};
    let root = head.thread_root.as_deref().unwrap_or(internet_message_id);
    let digest = Sha256::digest(root.as_bytes());
    format!("AAQkAD{}", URL_SAFE.encode(&digest[..12]))
}
