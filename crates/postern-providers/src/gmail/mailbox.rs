//! A Gmail mailbox through the Gmail API, behind the seam's traits: labels are folders (the
//! system labels Inbox, Sent, Drafts, Trash and Spam with their roles, the user's labels, and
//! All Mail, where everything outside Trash and Spam is), so a message with several labels is
//! in several folders under one id; `UNREAD` and `STARRED` are flags. The account's history id
//! is its cursor: a first sync walks `messages.list` and reads metadata in HTTP batches, later
//! passes read `history.list` from the cursor (a 404 walks the mailbox again); moves and flags
//! are label changes, sending goes through a draft so that a reply joins its thread.

use super::client::{GmailClient, Inner, Method, batch_failure};
use super::quota::Call;
use crate::provider::{
    Changes, Drafts, Edit, Folder, Folders, Index, IndexText, Message, ProviderError, Push, Scope, Source, Submit,
};
use base64::Engine as _;
use postern_core::Timestamp;
use serde_json::{Value, json};
use std::collections::{HashMap, HashSet};

/// The pseudo-folder of everything outside Trash and Spam (Gmail's All Mail is not a label).
pub const ALL_MAIL: &str = "ALL";

/// The system labels shown as folders: (id, name, role)
/// (https://developers.google.com/gmail/api/guides/labels).
const SYSTEM: &[(&str, &str, &str)] = &[
    ("INBOX", "INBOX", "inbox"),
    ("SENT", "Sent", "sent"),
    ("DRAFT", "Drafts", "drafts"),
    ("TRASH", "Trash", "trash"),
    ("SPAM", "Spam", "junk"),
];

/// Labels that are no folder: flags (`UNREAD`, `STARRED`) and Gmail's own sorting.
fn hidden(label: &str) -> bool {
    matches!(label, "UNREAD" | "STARRED" | "IMPORTANT" | "CHAT" | "YELLOW_STAR") || label.starts_with("CATEGORY_")
}

/// Message ids per `messages.list` page of a walk.
const PAGE: u32 = 250;
/// History records per page.
const HISTORY_PAGE: u32 = 500;
/// Ids per `batchModify`/`batchDelete` (Gmail takes 1000).
const BULK: usize = 1000;
/// Messages per batch of full-format gets (their text parts come inline).
const TEXT_BATCH: usize = 20;
/// The header fields read of each message.
const HEADERS: &[&str] =
    &["Message-ID", "In-Reply-To", "References", "Subject", "From", "To", "Cc", "Date", "Content-Type"];
/// Sources up to this size go to Gmail inline (base64url in JSON); larger ones as an upload.
const INLINE_SOURCE: usize = 3 * 1024 * 1024;
/// How deep a message's part tree is read.
const MAX_DEPTH: usize = 32;

/// Base64url as Gmail writes it, with or without padding; standard base64 is read too.
fn decode(text: &str) -> Option<Vec<u8>> {
    use base64::engine::{DecodePaddingMode, GeneralPurpose, GeneralPurposeConfig};
    const URL: GeneralPurpose = GeneralPurpose::new(
        &base64::alphabet::URL_SAFE,
        GeneralPurposeConfig::new().with_decode_padding_mode(DecodePaddingMode::Indifferent),
    );
    const STANDARD: GeneralPurpose = GeneralPurpose::new(
        &base64::alphabet::STANDARD,
        GeneralPurposeConfig::new().with_decode_padding_mode(DecodePaddingMode::Indifferent),
    );
    URL.decode(text.trim()).or_else(|_| STANDARD.decode(text.trim())).ok()
}

fn encode(raw: &[u8]) -> String {
    base64::engine::general_purpose::URL_SAFE.encode(raw)
}

/// What the index keeps of messages read lately, by message id: a message in several folders is
/// asked for once per folder, and Gmail once. Bounded in entries and bytes; the oldest go first.
#[derive(Default)]
struct Recent {
    order: std::collections::VecDeque<String>,
    texts: HashMap<String, IndexText>,
    bytes: usize,
}

impl Recent {
    const ENTRIES: usize = 2000;
    const BYTES: usize = 16 * 1024 * 1024;

    fn size(text: &IndexText) -> usize {
        text.text.len() + text.references.iter().map(String::len).sum::<usize>() + 64
    }

    fn put(&mut self, id: String, text: IndexText) {
        self.bytes += Recent::size(&text);
        if let Some(old) = self.texts.insert(id.clone(), text) {
            self.bytes -= Recent::size(&old);
        } else {
            self.order.push_back(id);
        }
        while self.order.len() > Recent::ENTRIES || self.bytes > Recent::BYTES {
            let Some(oldest) = self.order.pop_front() else { break };
            if let Some(gone) = self.texts.remove(&oldest) {
                self.bytes -= Recent::size(&gone);
            }
        }
    }

    /// Those of `ids` held, and the ids that are not.
    fn split(&self, ids: &[String]) -> (HashMap<String, IndexText>, Vec<String>) {
        let mut held = HashMap::new();
        let mut missing = Vec::new();
        for id in ids {
            match self.texts.get(id) {
                Some(text) => {
                    held.insert(id.clone(), text.clone());
                }
                None => missing.push(id.clone()),
            }
        }
        (held, missing)
    }
}

/// How a first sync's cursor begins while its walk goes on: `walk:{history id}:{next page}`.
const WALK: &str = "walk:";

/// The history id and the next page a first walk's cursor names.
fn walk_at(cursor: &str) -> Option<(&str, &str)> {
    cursor.strip_prefix(WALK)?.split_once(':').filter(|(history, page)| !history.is_empty() && !page.is_empty())
}

/// A walk of the whole mailbox under way.
struct Walk {
    /// The history id from before the walk began: the cursor once it ends.
    history: String,
    /// The page last handed out (`None`: the first).
    page: Option<String>,
    /// The page after it.
    next: Option<String>,
    /// The index held the mailbox before (the cursor was lost): what the walk does not meet
    /// is gone.
    reset: bool,
    met: HashSet<String>,
}

/// Where an account's walk after a lost history is kept between its sync's sessions: a session
/// that ends in the middle of it (an error, a restart of the task) leaves the next one the page
/// it was at, instead of a walk from the first page again (each page costs quota). A first
/// sync's walk needs none: its cursor names the next page ([`WALK`]), written with each page.
/// (A walk after a lost history keeps the ids it met, to tell what is gone at its end: that is
/// not for a cursor.)
#[derive(Clone, Default)]
pub struct WalkSlot(std::sync::Arc<std::sync::Mutex<Option<Walk>>>);

impl WalkSlot {
    fn lock(&self) -> std::sync::MutexGuard<'_, Option<Walk>> {
        self.0.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// One mailbox.
pub struct GmailMailbox {
    client: GmailClient,
    walk: WalkSlot,
    /// Whether this session handed out the walk's last page and was asked again since: that
    /// page's changes are written, and the walk goes on from the page after it.
    walking: bool,
    /// The next page of `history.list` under way: (start, page token).
    history_page: Option<(String, String)>,
    /// The labels (id and name) as last listed, to tell when they change.
    labels_seen: Option<Vec<(String, String)>>,
    /// Draft ids of the drafts this mailbox made, by their message's id.
    drafts: HashMap<String, String>,
    /// Body texts read lately, and References and attachment hints of messages listed lately.
    texts: Recent,
    details: Recent,
    push: Option<Push>,
}

impl GmailMailbox {
    pub fn new(client: GmailClient) -> GmailMailbox {
        GmailMailbox::resuming(client, WalkSlot::default())
    }

    /// A mailbox that goes on with the walk kept in `walk`, if there is one.
    pub fn resuming(client: GmailClient, walk: WalkSlot) -> GmailMailbox {
        GmailMailbox {
            client,
            walk,
            walking: false,
            history_page: None,
            labels_seen: None,
            drafts: HashMap::new(),
            texts: Recent::default(),
            details: Recent::default(),
            push: None,
        }
    }

    pub fn client(&self) -> &GmailClient {
        &self.client
    }

    /// The mailbox as its sync uses it: a request waits for the user's quota to free, for up
    /// to `wait`, rather than failing the pass.
    pub fn waiting(mut self, wait: std::time::Duration) -> GmailMailbox {
        self.client = self.client.waiting(wait);
        self
    }

    /// Push notifications reach the sync through `push` (the server's Pub/Sub route wakes it).
    pub fn pushed_by(&mut self, push: Push) {
        self.push = Some(push);
    }

    /// The signed-in user's address, from the profile.
    pub async fn whoami(&self) -> Result<String, ProviderError> {
        let profile = self.profile().await?;
        profile
            .get("emailAddress")
            .and_then(Value::as_str)
            .filter(|a| a.contains('@'))
            .map(str::to_string)
            .ok_or_else(|| ProviderError::Protocol("the Gmail profile names no address".into()))
    }

    async fn profile(&self) -> Result<Value, ProviderError> {
        self.client
            .get(self.client.url(&["profile"]), Call::GetProfile)
            .await?
            .ok_or_else(|| ProviderError::Protocol("the Gmail profile is not found".into()))
    }

    /// Asks Gmail to publish the mailbox's changes to the Pub/Sub `topic` for 7 days
    /// (https://developers.google.com/gmail/api/guides/push); returns when the watch expires.
    pub async fn watch(&self, topic: &str) -> Result<Timestamp, ProviderError> {
        let body = json!({ "topicName": topic, "labelFilterBehavior": "exclude", "labelIds": [] });
        let answer = self
            .client
            .call(Method::POST, self.client.url(&["watch"]), Some(body), Call::Watch)
            .await?
            .ok_or_else(|| ProviderError::Protocol("Gmail has no watch for this mailbox".into()))?;
        let ms = answer
            .get("expiration")
            .and_then(|e| e.as_str().and_then(|s| s.parse::<i64>().ok()).or_else(|| e.as_i64()))
            .ok_or_else(|| ProviderError::Protocol("a watch came back without its expiration".into()))?;
        Ok(Timestamp(ms.saturating_mul(1000)))
    }

    /// Stops publishing the mailbox's changes.
    /// The addresses the user may send as: the primary one and the send-as aliases that need no
    /// verification or passed it
    /// (https://developers.google.com/gmail/api/reference/rest/v1/users.settings.sendAs:
    /// `verificationStatus` applies to custom "from" aliases only).
    pub async fn send_as(&self) -> Result<Vec<String>, ProviderError> {
        let url = self.client.url(&["settings", "sendAs"]);
        let answer = self.client.get(url, Call::SendAsList).await?.unwrap_or(Value::Null);
        Ok(answer
            .get("sendAs")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter(|entry| {
                entry.get("isPrimary").and_then(Value::as_bool) == Some(true)
                    || entry.get("verificationStatus").and_then(Value::as_str).is_none_or(|s| s == "accepted")
            })
            .filter_map(|entry| entry.get("sendAsEmail").and_then(Value::as_str).map(str::to_string))
            .take(1000)
            .collect())
    }

    pub async fn stop_watching(&self) -> Result<(), ProviderError> {
        self.client.call(Method::POST, self.client.url(&["stop"]), None, Call::Stop).await.map(|_| ())
    }

    /// The labels as Gmail lists them.
    async fn labels(&mut self) -> Result<Vec<Value>, ProviderError> {
        let answer = self.client.get(self.client.url(&["labels"]), Call::LabelsList).await?.unwrap_or(Value::Null);
        let labels = answer.get("labels").and_then(Value::as_array).cloned().unwrap_or_default();
        let mut seen: Vec<(String, String)> = labels
            .iter()
            .filter_map(|l| Some((l.get("id")?.as_str()?.to_string(), l.get("name")?.as_str()?.to_string())))
            .collect();
        seen.sort();
        self.labels_seen = Some(seen);
        Ok(labels)
    }

    /// Metadata of messages, in batches; those gone are left out. What the index keeps of their
    /// headers is kept for [`Source::details`].
    async fn metadata(&mut self, ids: &[String]) -> Result<Vec<Value>, ProviderError> {
        let query: String = HEADERS.iter().map(|h| format!("&metadataHeaders={h}")).collect();
        let asked = ids
            .iter()
            .map(|id| Inner {
                key: id.clone(),
                method: "GET",
                path: format!("messages/{}?format=metadata{query}", segment(id)),
                body: None,
                call: Call::MessagesGet,
            })
            .collect();
        let answers = self.client.batch(asked).await?;
        batch_failure(&answers, "read the messages")?;
        let found: Vec<Value> =
            ids.iter().filter_map(|id| answers.get(id).filter(|(s, _)| *s == 200).map(|(_, v)| v.clone())).collect();
        for (message, _) in found.iter().filter_map(message_of) {
            let text = IndexText {
                text: String::new(),
                has_attachments: message.headers.attachment_hint,
                references: message.headers.references,
            };
            self.details.put(message.reference, text);
        }
        Ok(found)
    }

    /// One page of a walk of the whole mailbox: the page after the one this session handed out
    /// last; in a new session, the page the walk was at (its changes may not have been
    /// written), else the first.
    async fn walk_page(&mut self, index: &impl Index) -> Result<Changes, ProviderError> {
        let taken = self.walk.lock().take();
        let mut walk = match taken {
            Some(mut walk) => {
                if self.walking {
                    walk.page = walk.next.take();
                }
                walk
            }
            None => {
                let history = history_of(&self.profile().await?)
                    .ok_or_else(|| ProviderError::Protocol("the Gmail profile has no history id".into()))?;
                Walk { history, page: None, next: None, reset: false, met: HashSet::new() }
            }
        };
        self.walking = false;
        match self.walk_from(&mut walk, index).await {
            Ok(changes) => {
                if changes.more {
                    *self.walk.lock() = Some(walk);
                    self.walking = true;
                }
                Ok(changes)
            }
            Err(e) => {
                *self.walk.lock() = Some(walk);
                Err(e)
            }
        }
    }

    /// Reads the walk's page; `more` while pages follow, else the cursor.
    async fn walk_from(&mut self, walk: &mut Walk, index: &impl Index) -> Result<Changes, ProviderError> {
        let mut url = self.client.url(&["messages"]);
        {
            let mut query = url.query_pairs_mut();
            query.append_pair("maxResults", &PAGE.to_string()).append_pair("includeSpamTrash", "true");
            if let Some(page) = &walk.page {
                query.append_pair("pageToken", page);
            }
        }
        let listed = self.client.get(url, Call::MessagesList).await?.unwrap_or(Value::Null);
        let ids: Vec<String> = listed
            .get("messages")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(|m| m.get("id")?.as_str().map(str::to_string))
            .collect();
        let messages = self.metadata(&ids).await?;
        walk.met.extend(ids);
        let mut changes = Changes::default();
        crate::provider::compare(listed_in_folders(&messages), &[], index, &mut changes).await?;
        changes.first_sync = !walk.reset;
        if let Some(next) = listed.get("nextPageToken").and_then(Value::as_str).filter(|t| !t.is_empty()) {
            walk.next = Some(next.to_string());
            changes.more = true;
            if !walk.reset {
                changes.cursor = Some(format!("{WALK}{}:{next}", walk.history));
            }
            return Ok(changes);
        }
        if walk.reset {
            let folders: Vec<String> = self.listing().await?.into_iter().map(|f| f.reference).collect();
            for folder in folders {
                for reference in index.known(&folder).await?.into_keys().filter(|r| !walk.met.contains(r)) {
                    changes.removed.push((folder.clone(), reference));
                }
            }
        }
        changes.cursor = Some(walk.history.clone());
        Ok(changes)
    }

    /// A thread this message answers, found by the Message-ID it replies to
    /// (https://developers.google.com/gmail/api/guides/threads: a reply names its thread).
    async fn thread_of(&self, raw: &[u8]) -> Result<Option<String>, ProviderError> {
        let headers = postern_mail::parse::headers(raw);
        let Some(answered) = headers.in_reply_to.or_else(|| headers.references.last().cloned()) else {
            return Ok(None);
        };
        if answered.contains(['"', ' ']) || answered.len() > 500 {
            return Ok(None);
        }
        let mut url = self.client.url(&["messages"]);
        url.query_pairs_mut()
            .append_pair("q", &format!("rfc822msgid:{answered}"))
            .append_pair("maxResults", "1")
            .append_pair("includeSpamTrash", "true");
        let found = self.client.get(url, Call::MessagesList).await?.unwrap_or(Value::Null);
        Ok(found.pointer("/messages/0/threadId").and_then(Value::as_str).map(str::to_string))
    }

    /// The message of a draft this mailbox made or Gmail lists; `None` when it is no draft.
    async fn draft_of(&mut self, message: &str) -> Result<Option<String>, ProviderError> {
        if let Some(draft) = self.drafts.get(message) {
            return Ok(Some(draft.clone()));
        }
        let mut page: Option<String> = None;
        for _ in 0..100 {
            let mut url = self.client.url(&["drafts"]);
            url.query_pairs_mut().append_pair("maxResults", "500");
            if let Some(token) = &page {
                url.query_pairs_mut().append_pair("pageToken", token);
            }
            let listed = self.client.get(url, Call::MessagesList).await?.unwrap_or(Value::Null);
            for draft in listed.get("drafts").and_then(Value::as_array).into_iter().flatten() {
                if draft.pointer("/message/id").and_then(Value::as_str) == Some(message) {
                    return Ok(draft.get("id").and_then(Value::as_str).map(str::to_string));
                }
            }
            match listed.get("nextPageToken").and_then(Value::as_str) {
                Some(next) if !next.is_empty() => page = Some(next.to_string()),
                _ => return Ok(None),
            }
        }
        Ok(None)
    }

    /// Sends a message source with `metadata` (the source goes in as `raw` at the JSON pointer
    /// `at`): inline as base64 when it is small, else as an upload.
    #[allow(clippy::too_many_arguments)]
    async fn with_source(
        &self,
        method: Method,
        segments: &[&str],
        query: &[(&str, &str)],
        mut metadata: Value,
        at: &str,
        raw: &[u8],
        call: Call,
    ) -> Result<Value, ProviderError> {
        let answer = if raw.len() > INLINE_SOURCE {
            self.client.upload(method, segments, query, &metadata, raw, call).await?
        } else {
            if let Some(Value::Object(place)) = metadata.pointer_mut(at) {
                place.insert("raw".into(), json!(encode(raw)));
            }
            let mut url = self.client.url(segments);
            url.query_pairs_mut().extend_pairs(query);
            self.client.call(method, url, Some(metadata), call).await?
        };
        answer.ok_or_else(|| ProviderError::Protocol("Gmail did not find where to store the message".into()))
    }

    /// A message as listed, by its id.
    async fn listed(&mut self, id: &str) -> Result<Message, ProviderError> {
        let got = self.metadata(&[id.to_string()]).await?;
        got.first()
            .and_then(message_of)
            .map(|(m, _)| m)
            .ok_or_else(|| ProviderError::Protocol("the stored message vanished".into()))
    }

    /// Adds and removes labels of messages, a thousand at a time.
    async fn relabel(&self, messages: &[String], add: &[&str], remove: &[&str]) -> Result<(), ProviderError> {
        if add.is_empty() && remove.is_empty() {
            return Ok(());
        }
        for chunk in messages.chunks(BULK) {
            let body = json!({ "ids": chunk, "addLabelIds": add, "removeLabelIds": remove });
            self.client
                .call(
                    Method::POST,
                    self.client.url(&["messages", "batchModify"]),
                    Some(body),
                    Call::MessagesBatchModify,
                )
                .await?;
        }
        Ok(())
    }
}

/// A path segment, escaped (ids are hex, but they come from the network).
fn segment(text: &str) -> String {
    percent_encoding::utf8_percent_encode(text, percent_encoding::NON_ALPHANUMERIC).to_string()
}

/// The history id of a profile or an answer.
fn history_of(value: &Value) -> Option<String> {
    let id = value.get("historyId")?;
    id.as_str().map(str::to_string).or_else(|| id.as_u64().map(|n| n.to_string()))
}

/// The folders a message with these labels is in.
pub(crate) fn folders_of(labels: &[String]) -> Vec<String> {
    let mut folders: Vec<String> = labels.iter().filter(|l| !hidden(l)).cloned().collect();
    if !labels.iter().any(|l| l == "TRASH" || l == "SPAM") {
        folders.push(ALL_MAIL.to_string());
    }
    folders
}

/// Messages of `messages.get` with the folders their labels put them in.
fn listed_in_folders(messages: &[Value]) -> Vec<(Message, Vec<String>)> {
    messages
        .iter()
        .filter_map(message_of)
        .map(|(message, labels)| {
            let folders = folders_of(&labels);
            (message, folders)
        })
        .collect()
}

/// Flags as IMAP names them, from labels.
pub(crate) fn flags_of(labels: &[String]) -> Vec<String> {
    let has = |name: &str| labels.iter().any(|l| l == name);
    let mut flags = Vec::new();
    if !has("UNREAD") {
        flags.push("\\Seen".to_string());
    }
    if has("STARRED") {
        flags.push("\\Flagged".to_string());
    }
    if has("DRAFT") {
        flags.push("\\Draft".to_string());
    }
    flags
}

/// A message of `messages.get` (metadata format) as the index keeps it, and its labels.
pub(crate) fn message_of(item: &Value) -> Option<(Message, Vec<String>)> {
    let id = item.get("id")?.as_str()?.to_string();
    let labels: Vec<String> = item
        .get("labelIds")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(|l| l.as_str().map(str::to_string))
        .collect();
    let headers = postern_mail::parse::headers(&header_block(item));
    let received = item
        .get("internalDate")
        .and_then(|d| d.as_str().and_then(|s| s.parse::<i64>().ok()).or_else(|| d.as_i64()))
        .map(|ms| ms.saturating_mul(1000));
    let message = Message {
        reference: id,
        flags: flags_of(&labels),
        received,
        size: item.get("sizeEstimate").and_then(Value::as_u64).unwrap_or(0),
        headers,
    };
    Some((message, labels))
}

/// The top-level header fields of a message's `payload`, as a header block to parse.
fn header_block(item: &Value) -> Vec<u8> {
    let mut block = Vec::new();
    for field in item.pointer("/payload/headers").and_then(Value::as_array).into_iter().flatten() {
        let (Some(name), Some(value)) =
            (field.get("name").and_then(Value::as_str), field.get("value").and_then(Value::as_str))
        else {
            continue;
        };
        if name.is_empty() || name.contains([':', '\r', '\n']) {
            continue;
        }
        block.extend_from_slice(name.as_bytes());
        block.extend_from_slice(b": ");
        block.extend(value.bytes().map(|b| if b == b'\r' || b == b'\n' { b' ' } else { b }));
        block.extend_from_slice(b"\r\n");
    }
    block.extend_from_slice(b"\r\n");
    block
}

/// What the full-text index keeps of a message of `messages.get` (full format): its first
/// text part (else its HTML's text), its attachments' names, its `References:`.
pub(crate) fn index_text_of(item: &Value, max_chars: usize) -> IndexText {
    let mut plain: Option<String> = None;
    let mut html: Option<String> = None;
    let mut names = Vec::new();
    let mut has_attachments = false;
    let mut parts = vec![(item.get("payload"), 0usize)];
    while let Some((part, depth)) = parts.pop() {
        let Some(part) = part else { continue };
        let mime = part.get("mimeType").and_then(Value::as_str).unwrap_or_default().to_ascii_lowercase();
        let filename = part.get("filename").and_then(Value::as_str).unwrap_or_default();
        let inline = part.get("headers").and_then(Value::as_array).into_iter().flatten().any(|h| {
            h.get("name").and_then(Value::as_str).is_some_and(|n| n.eq_ignore_ascii_case("content-disposition"))
                && h.get("value")
                    .and_then(Value::as_str)
                    .is_some_and(|v| v.trim_start().to_ascii_lowercase().starts_with("inline"))
        });
        if !filename.is_empty() {
            names.push(filename.to_string());
            has_attachments |= !inline;
        } else if let Some(data) = part.pointer("/body/data").and_then(Value::as_str) {
            let text = || decode(data).map(|b| String::from_utf8_lossy(&b).into_owned());
            if mime == "text/plain" && plain.is_none() {
                plain = text();
            } else if mime == "text/html" && html.is_none() {
                html = text().map(|h| postern_mail::parse::html_text(&h));
            }
        }
        if depth < MAX_DEPTH {
            for child in part.get("parts").and_then(Value::as_array).into_iter().flatten().rev() {
                parts.push((Some(child), depth + 1));
            }
        }
    }
    let mut text = plain.or(html).unwrap_or_default();
    if let Some((cut, _)) = text.char_indices().nth(max_chars) {
        text.truncate(cut);
    }
    for name in names {
        text.push('\n');
        text.push_str(&name);
    }
    let references = postern_mail::parse::headers(&header_block(item)).references;
    IndexText { text, has_attachments, references }
}

impl Source for GmailMailbox {
    fn scope(&self) -> Scope {
        Scope::Account
    }

    fn push(&mut self) -> Option<Push> {
        self.push.clone()
    }

    async fn folders(&mut self) -> Result<Vec<Folder>, ProviderError> {
        self.listing().await
    }

    /// A page of the mailbox's history since the cursor; without a cursor, or when Gmail no
    /// longer keeps it (404: about a week), a page of a walk of the whole mailbox.
    async fn changes(
        &mut self,
        _folder: Option<&str>,
        cursor: Option<&str>,
        index: &impl Index,
    ) -> Result<Changes, ProviderError> {
        if let Some((history, page)) = cursor.and_then(walk_at) {
            // A first walk under way: on from the page after the last one written, whichever
            // session (or instance) wrote it. A page Gmail no longer takes starts it over.
            let walk = Walk {
                history: history.into(),
                page: Some(page.into()),
                next: None,
                reset: false,
                met: HashSet::new(),
            };
            *self.walk.lock() = Some(walk);
            self.walking = false;
            return match self.walk_page(index).await {
                Err(ProviderError::Protocol(_)) => {
                    *self.walk.lock() = None;
                    self.walk_page(index).await
                }
                answer => answer,
            };
        }
        let walking = self.walk.lock().is_some();
        let Some(cursor) = cursor.filter(|_| !walking) else { return self.walk_page(index).await };
        // Labels made, renamed or deleted do not show in the history: the listing tells.
        let mut folders_changed = false;
        if self.history_page.is_none() {
            let before = self.labels_seen.clone();
            self.labels().await?;
            folders_changed = before.is_some() && before != self.labels_seen;
        }
        let mut url = self.client.url(&["history"]);
        {
            let mut query = url.query_pairs_mut();
            query.append_pair("startHistoryId", cursor).append_pair("maxResults", &HISTORY_PAGE.to_string());
            if let Some((start, token)) = &self.history_page
                && start == cursor
            {
                query.append_pair("pageToken", token);
            }
        }
        self.history_page = None;
        let Some(answer) = self.client.get(url, Call::HistoryList).await? else {
            let history = history_of(&self.profile().await?)
                .ok_or_else(|| ProviderError::Protocol("the Gmail profile has no history id".into()))?;
            *self.walk.lock() = Some(Walk { history, page: None, next: None, reset: true, met: HashSet::new() });
            self.walking = false;
            let mut changes = self.walk_page(index).await?;
            changes.folders_changed |= folders_changed;
            return Ok(changes);
        };
        let mut touched: Vec<String> = Vec::new();
        let mut seen = HashSet::new();
        let mut deleted = HashSet::new();
        for record in answer.get("history").and_then(Value::as_array).into_iter().flatten() {
            for key in ["messagesAdded", "labelsAdded", "labelsRemoved", "messagesDeleted"] {
                for entry in record.get(key).and_then(Value::as_array).into_iter().flatten() {
                    let Some(id) = entry.pointer("/message/id").and_then(Value::as_str) else { continue };
                    if key == "messagesDeleted" {
                        deleted.insert(id.to_string());
                    } else if seen.insert(id.to_string()) {
                        touched.push(id.to_string());
                    }
                }
            }
        }
        touched.retain(|id| !deleted.contains(id));
        let messages = self.metadata(&touched).await?;
        let found: HashSet<&str> = messages.iter().filter_map(|m| m.get("id")?.as_str()).collect();
        let mut gone: Vec<String> = deleted.into_iter().collect();
        gone.extend(touched.iter().filter(|id| !found.contains(id.as_str())).cloned());
        let mut changes = Changes { folders_changed, ..Changes::default() };
        crate::provider::compare(listed_in_folders(&messages), &gone, index, &mut changes).await?;
        match answer.get("nextPageToken").and_then(Value::as_str).filter(|t| !t.is_empty()) {
            Some(next) => {
                self.history_page = Some((cursor.to_string(), next.to_string()));
                changes.more = true;
            }
            None => {
                changes.cursor = Some(history_of(&answer).unwrap_or_else(|| cursor.to_string()));
            }
        }
        Ok(changes)
    }

    /// Full-format gets in batches: the text parts come inline, attachments stay behind.
    async fn index_texts(
        &mut self,
        _folder: &str,
        messages: &[String],
        max_chars: usize,
    ) -> Result<Option<HashMap<String, IndexText>>, ProviderError> {
        let (mut texts, missing) = self.texts.split(messages);
        for chunk in missing.chunks(TEXT_BATCH) {
            let asked = chunk
                .iter()
                .map(|id| Inner {
                    key: id.clone(),
                    method: "GET",
                    path: format!("messages/{}?format=full", segment(id)),
                    body: None,
                    call: Call::MessagesGet,
                })
                .collect();
            let answers = self.client.batch(asked).await?;
            batch_failure(&answers, "read the messages")?;
            for (id, (status, item)) in answers {
                if status == 200 {
                    let text = index_text_of(&item, max_chars);
                    self.texts.put(id.clone(), text.clone());
                    texts.insert(id, text);
                }
            }
        }
        Ok(Some(texts))
    }

    async fn details(
        &mut self,
        _folder: &str,
        messages: &[String],
    ) -> Result<Option<HashMap<String, IndexText>>, ProviderError> {
        let (mut held, missing) = self.details.split(messages);
        if !missing.is_empty() {
            self.metadata(&missing).await?;
            held.extend(self.details.split(&missing).0);
        }
        Ok(Some(held))
    }

    async fn read(&mut self, _folder: &str, message: &str) -> Result<Option<Vec<u8>>, ProviderError> {
        let mut url = self.client.url(&["messages", message]);
        url.query_pairs_mut().append_pair("format", "raw");
        // Base64 takes a third more, and the JSON around it a little.
        let limit = self.client.max_message.saturating_mul(4) / 3 + 64 * 1024;
        let Some(got) = self.client.get_large(url, Call::MessagesGet, limit).await? else { return Ok(None) };
        let raw = got
            .get("raw")
            .and_then(Value::as_str)
            .and_then(decode)
            .ok_or_else(|| ProviderError::Protocol("Gmail answered a message without its source".into()))?;
        if raw.len() as u64 > self.client.max_message {
            return Err(ProviderError::TooLarge(format!("a message of more than {} bytes", self.client.max_message)));
        }
        Ok(Some(raw))
    }

    async fn delete(&mut self, folder: &str, messages: &[String]) -> Result<(), ProviderError> {
        self.destroy(folder, messages).await
    }

    async fn end_pass(&mut self) -> Result<(), ProviderError> {
        Ok(())
    }
}

impl Edit for GmailMailbox {
    /// `\Seen` is the absence of `UNREAD`, `\Flagged` is `STARRED`; Gmail has no other flags
    /// to set (the user's labels are folders).
    async fn set_flags(
        &mut self,
        _folder: &str,
        messages: &[String],
        add: &[String],
        remove: &[String],
    ) -> Result<(), ProviderError> {
        let is = |list: &[String], flag: &str| list.iter().any(|f| f.eq_ignore_ascii_case(flag));
        let (mut adding, mut removing) = (Vec::new(), Vec::new());
        if is(add, "\\Seen") {
            removing.push("UNREAD");
        } else if is(remove, "\\Seen") {
            adding.push("UNREAD");
        }
        if is(add, "\\Flagged") {
            adding.push("STARRED");
        } else if is(remove, "\\Flagged") {
            removing.push("STARRED");
        }
        self.relabel(messages, &adding, &removing).await
    }

    /// The label of `from` comes off, that of `to` goes on (All Mail is no label: moving there
    /// archives, moving from there only adds). Ids stay.
    async fn move_to(
        &mut self,
        from: &str,
        messages: &[String],
        to: &str,
    ) -> Result<Vec<(String, String)>, ProviderError> {
        let add: Vec<&str> = [to].into_iter().filter(|l| *l != ALL_MAIL && *l != from).collect();
        let remove: Vec<&str> = [from].into_iter().filter(|l| *l != ALL_MAIL && *l != to).collect();
        self.relabel(messages, &add, &remove).await?;
        Ok(messages.iter().map(|m| (m.clone(), m.clone())).collect())
    }

    /// `batchDelete`: gone for good, not into Trash.
    async fn destroy(&mut self, _folder: &str, messages: &[String]) -> Result<(), ProviderError> {
        for chunk in messages.chunks(BULK) {
            let body = json!({ "ids": chunk });
            self.client
                .call(
                    Method::POST,
                    self.client.url(&["messages", "batchDelete"]),
                    Some(body),
                    Call::MessagesBatchDelete,
                )
                .await?;
        }
        Ok(())
    }
}

impl Folders for GmailMailbox {
    /// The system labels shown as folders, the user's labels (named by their path, `/`
    /// between levels, as Gmail names nested labels) and All Mail.
    async fn listing(&mut self) -> Result<Vec<Folder>, ProviderError> {
        let labels = self.labels().await?;
        let mut folders: Vec<Folder> = Vec::new();
        for label in &labels {
            let Some(id) = label.get("id").and_then(Value::as_str) else { continue };
            if hidden(id) {
                continue;
            }
            let system = SYSTEM.iter().find(|(s, _, _)| *s == id);
            let user = label.get("type").and_then(Value::as_str) == Some("user");
            if system.is_none() && !user {
                continue;
            }
            let name = match system {
                Some((_, name, _)) => name.to_string(),
                None => label.get("name").and_then(Value::as_str).unwrap_or(id).to_string(),
            };
            folders.push(Folder {
                reference: id.to_string(),
                name,
                role: system.map(|(_, _, role)| role.to_string()),
                selectable: true,
                delimiter: Some("/".into()),
            });
        }
        folders.push(Folder {
            reference: ALL_MAIL.into(),
            name: "All Mail".into(),
            role: Some("all".into()),
            selectable: true,
            delimiter: Some("/".into()),
        });
        folders.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(folders)
    }

    async fn create_folder(&mut self, _parent: Option<&str>, _leaf: &str, full: &str) -> Result<String, ProviderError> {
        let body = json!({ "name": full, "labelListVisibility": "labelShow", "messageListVisibility": "show" });
        let made = self.client.call(Method::POST, self.client.url(&["labels"]), Some(body), Call::LabelsCreate).await?;
        made.as_ref()
            .and_then(|m| m.get("id"))
            .and_then(Value::as_str)
            .map(str::to_string)
            .ok_or_else(|| ProviderError::Protocol("a new label came back without an id".into()))
    }

    /// Renames the label and the labels nested under it (Gmail's API renames only the one).
    async fn rename_folder(&mut self, folder: &str, _leaf: &str, full: &str) -> Result<String, ProviderError> {
        let labels = self.labels().await?;
        let name_of = |id: &str| {
            labels
                .iter()
                .find(|l| l.get("id").and_then(Value::as_str) == Some(id))
                .and_then(|l| l.get("name")?.as_str())
        };
        let old =
            name_of(folder).ok_or_else(|| ProviderError::Protocol("the label to rename is gone".into()))?.to_string();
        let nested: Vec<(String, String)> = labels
            .iter()
            .filter_map(|l| {
                let name = l.get("name")?.as_str()?;
                let rest = name.strip_prefix(&old)?.strip_prefix('/')?;
                Some((l.get("id")?.as_str()?.to_string(), format!("{full}/{rest}")))
            })
            .collect();
        for (id, name) in std::iter::once((folder.to_string(), full.to_string())).chain(nested) {
            self.client
                .call(
                    Method::PATCH,
                    self.client.url(&["labels", &id]),
                    Some(json!({ "name": name })),
                    Call::LabelsPatch,
                )
                .await?;
        }
        Ok(folder.to_string())
    }

    /// Deletes a label that no message has and that has no nested labels (Gmail would take the
    /// label off its messages, which then stay in All Mail).
    async fn delete_folder(&mut self, folder: &str, _selectable: bool) -> Result<bool, ProviderError> {
        if folder == ALL_MAIL || SYSTEM.iter().any(|(id, _, _)| *id == folder) {
            return Err(ProviderError::Protocol("Gmail's own folders cannot be deleted".into()));
        }
        let Some(label) = self.client.get(self.client.url(&["labels", folder]), Call::LabelsGet).await? else {
            return Ok(true);
        };
        let name = label.get("name").and_then(Value::as_str).unwrap_or_default().to_string();
        let nested = self.labels().await?.iter().any(|l| {
            l.get("name")
                .and_then(Value::as_str)
                .is_some_and(|n| n.strip_prefix(&name).is_some_and(|r| r.starts_with('/')))
        });
        if label.get("messagesTotal").and_then(Value::as_u64).unwrap_or(0) > 0 || nested {
            return Ok(false);
        }
        self.client.call(Method::DELETE, self.client.url(&["labels", folder]), None, Call::LabelsDelete).await?;
        Ok(true)
    }
}

impl Drafts for GmailMailbox {
    /// Into Drafts or Sent: a draft (a reply joins the thread of what it answers), which
    /// [`Submit::submit`] sends. Elsewhere: the message is inserted with the folder's label.
    async fn store(&mut self, folder: &str, raw: Vec<u8>, flags: &[&str]) -> Result<(Message, bool), ProviderError> {
        let thread = self.thread_of(&raw).await?;
        let id = if folder == "DRAFT" || folder == "SENT" {
            let mut made = json!({ "message": {} });
            if let Some(thread) = &thread {
                made["message"]["threadId"] = json!(thread);
            }
            let made =
                self.with_source(Method::POST, &["drafts"], &[], made, "/message", &raw, Call::DraftsCreate).await?;
            let (Some(draft), Some(id)) =
                (made.get("id").and_then(Value::as_str), made.pointer("/message/id").and_then(Value::as_str))
            else {
                return Err(ProviderError::Protocol("a new draft came back without its ids".into()));
            };
            self.drafts.insert(id.to_string(), draft.to_string());
            id.to_string()
        } else {
            let has = |flag: &str| flags.iter().any(|f| f.eq_ignore_ascii_case(flag));
            let mut labels: Vec<&str> = [folder].into_iter().filter(|f| *f != ALL_MAIL).collect();
            if !has("\\Seen") {
                labels.push("UNREAD");
            }
            if has("\\Flagged") {
                labels.push("STARRED");
            }
            let mut body = json!({ "labelIds": labels });
            if let Some(thread) = &thread {
                body["threadId"] = json!(thread);
            }
            let query = [("internalDateSource", "dateHeader")];
            let made =
                self.with_source(Method::POST, &["messages"], &query, body, "", &raw, Call::MessagesInsert).await?;
            made.get("id")
                .and_then(Value::as_str)
                .map(str::to_string)
                .ok_or_else(|| ProviderError::Protocol("a stored message came back without its id".into()))?
        };
        Ok((self.listed(&id).await?, true))
    }

    /// A draft is deleted as a draft; another message for good.
    async fn take_out(&mut self, _folder: &str, message: &str) -> Result<(), ProviderError> {
        match self.draft_of(message).await? {
            Some(draft) => {
                self.client
                    .call(Method::DELETE, self.client.url(&["drafts", &draft]), None, Call::DraftsDelete)
                    .await?;
                self.drafts.remove(message);
                Ok(())
            }
            None => self
                .client
                .call(Method::DELETE, self.client.url(&["messages", message]), None, Call::MessagesDelete)
                .await
                .map(|_| ()),
        }
    }
}

impl Submit for GmailMailbox {
    /// Sends the draft. Gmail takes the recipients from the header fields: those the fields do
    /// not name are added as `Bcc:` first (Gmail keeps it in the Sent copy only). A 4xx is a
    /// refusal: nothing went out.
    async fn submit(&mut self, message: &str, _from: &str, recipients: &[String]) -> Result<(), ProviderError> {
        let draft = self
            .draft_of(message)
            .await?
            .ok_or_else(|| ProviderError::Protocol("the message to send is not a draft".into()))?;
        let got = self.metadata(&[message.to_string()]).await?;
        let item = got.first().ok_or_else(|| ProviderError::Protocol("the message to send is gone".into()))?;
        let block = header_block(item);
        let named: Vec<String> = {
            let headers = postern_mail::parse::headers(&block);
            let bcc = bcc_of(&block);
            headers.to.iter().chain(headers.cc.iter()).map(|(_, a)| a.to_ascii_lowercase()).chain(bcc).collect()
        };
        let hidden: Vec<&String> = recipients.iter().filter(|r| !named.contains(&r.to_ascii_lowercase())).collect();
        if !hidden.is_empty() {
            let raw = self
                .read("DRAFT", message)
                .await?
                .ok_or_else(|| ProviderError::Protocol("the draft is gone".into()))?;
            let line = format!("Bcc: {}\r\n", hidden.iter().map(|r| r.as_str()).collect::<Vec<_>>().join(", "));
            let mut with_bcc = line.into_bytes();
            with_bcc.extend_from_slice(&raw);
            let mut update = json!({ "id": draft, "message": {} });
            if let Some(thread) = item.get("threadId") {
                update["message"]["threadId"] = thread.clone();
            }
            self.with_source(Method::PUT, &["drafts", &draft], &[], update, "/message", &with_bcc, Call::DraftsUpdate)
                .await?;
        }
        let url = self.client.url(&["drafts", "send"]);
        match self.client.call(Method::POST, url, Some(json!({ "id": draft })), Call::DraftsSend).await? {
            Some(_) => {
                self.drafts.remove(message);
                Ok(())
            }
            None => Err(ProviderError::Protocol("the draft to send is gone".into())),
        }
    }
}

/// The addresses of a header block's `Bcc:` fields, lowercased.
fn bcc_of(block: &[u8]) -> Vec<String> {
    let text = String::from_utf8_lossy(block);
    text.lines()
        .filter_map(|line| {
            line.split_once(':').filter(|(name, _)| name.trim().eq_ignore_ascii_case("bcc")).map(|(_, v)| v)
        })
        .flat_map(|value| {
            let block = format!("To: {value}\r\n\r\n");
            postern_mail::parse::headers(block.as_bytes()).to.into_iter().map(|(_, a)| a.to_ascii_lowercase())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_are_folders_and_flags() {
        let labels: Vec<String> =
            ["INBOX", "UNREAD", "STARRED", "Label_3", "CATEGORY_UPDATES", "IMPORTANT"].map(String::from).to_vec();
        assert_eq!(folders_of(&labels), ["INBOX", "Label_3", ALL_MAIL]);
        assert_eq!(flags_of(&labels), ["\\Flagged"]);
        let trashed: Vec<String> = ["TRASH"].map(String::from).to_vec();
        assert_eq!(folders_of(&trashed), ["TRASH"]);
        assert_eq!(flags_of(&trashed), ["\\Seen"]);
    }

    #[test]
    fn a_metadata_answer_reads_as_a_message() {
        let item = json!({
            "id": "18c9f2a4b5d60e01", "threadId": "18c9f2a4b5d60e01", "labelIds": ["INBOX", "UNREAD"],
            "internalDate": "1764000000000", "sizeEstimate": 2048,
            "payload": { "mimeType": "multipart/mixed", "headers": [
                { "name": "Subject", "value": "Your code" },
                { "name": "From", "value": "Shop <no-reply@shop.example>" },
                { "name": "Message-ID", "value": "<abc@shop.example>" },
                { "name": "References", "value": "<r1@x> <r2@x>" },
                { "name": "Content-Type", "value": "multipart/mixed; boundary=\"b\"" },
                { "name": "Bad\r\nName", "value": "x" }
            ]}
        });
        let (message, labels) = message_of(&item).unwrap();
        assert_eq!(labels, ["INBOX", "UNREAD"]);
        assert_eq!(message.reference, "18c9f2a4b5d60e01");
        assert!(message.flags.is_empty());
        assert_eq!(message.received, Some(1_764_000_000_000_000));
        assert_eq!(message.size, 2048);
        assert_eq!(message.headers.subject.as_deref(), Some("Your code"));
        assert_eq!(message.headers.from, [(Some("Shop".into()), "no-reply@shop.example".into())]);
        assert_eq!(message.headers.message_id.as_deref(), Some("abc@shop.example"));
        assert_eq!(message.headers.references, ["r1@x", "r2@x"]);
        assert!(message.headers.attachment_hint);
    }

    #[test]
    fn the_index_text_is_the_first_text_part_and_the_attachment_names() {
        let item = json!({ "payload": { "mimeType": "multipart/mixed", "headers": [], "parts": [
            { "mimeType": "multipart/alternative", "filename": "", "parts": [
                { "mimeType": "text/plain", "filename": "", "body": { "data": encode("Your code is 123456".as_bytes()) } },
                { "mimeType": "text/html", "filename": "", "body": { "data": encode(b"<p>ignored</p>") } }
            ]},
            { "mimeType": "application/pdf", "filename": "invoice.pdf", "body": { "attachmentId": "a1", "size": 10 } }
        ]}});
        let text = index_text_of(&item, 9);
        assert_eq!(text.text, "Your code\ninvoice.pdf");
        assert!(text.has_attachments);
        let html_only =
            json!({ "payload": { "mimeType": "text/html", "body": { "data": encode(b"<b>Hi</b> there") } } });
        assert_eq!(index_text_of(&html_only, 100).text.trim(), "Hi there");
    }

    #[test]
    fn base64_is_read_with_or_without_padding_and_in_either_alphabet() {
        assert_eq!(decode("aGk_Pz4-"), Some(b"hi??>>".to_vec()));
        assert_eq!(decode("aGk/Pz4+"), Some(b"hi??>>".to_vec()));
        assert_eq!(decode("aGk"), Some(b"hi".to_vec()));
        assert_eq!(decode("aGk="), Some(b"hi".to_vec()));
        assert_eq!(decode("!!"), None);
    }

    #[test]
    fn texts_read_lately_are_held_within_their_bounds() {
        let mut recent = Recent::default();
        let text = |n: usize| IndexText { text: "x".repeat(n), ..IndexText::default() };
        recent.put("a".into(), text(10));
        recent.put("b".into(), text(10));
        let (held, missing) = recent.split(&["a".into(), "c".into()]);
        assert_eq!((held.len(), missing), (1, vec!["c".to_string()]));
        for i in 0..Recent::ENTRIES {
            recent.put(format!("m{i}"), text(1));
        }
        assert!(recent.split(&["a".into()]).0.is_empty(), "the oldest went first");
        assert_eq!(recent.texts.len(), Recent::ENTRIES);
        recent.put("big".into(), text(Recent::BYTES));
        assert!(recent.bytes <= Recent::BYTES + 64 || recent.texts.len() <= 1);
        assert!(recent.texts.len() <= 1, "bytes bound the held texts too");
    }

    #[test]
    fn hidden_recipients_are_read_from_bcc_fields() {
        assert_eq!(bcc_of(b"To: a@x\r\nBcc: B <b@y>, c@z\r\n\r\n"), ["b@y", "c@z"]);
    }
}
