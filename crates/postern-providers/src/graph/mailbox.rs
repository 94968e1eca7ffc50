//! A Microsoft 365 or Outlook.com mailbox through Graph, behind the seam's traits: folders with
//! roles from their well-known names, messages by immutable id (a move keeps it), a delta
//! query per folder whose delta link is the folder's cursor, flags, categories as keywords,
//! moves, permanent deletion, drafts from MIME and sending them.

use super::client::{Answer, Batched, Body, GraphClient, Method, Url, batch_failure, unsupported};
use crate::provider::{
    Changes, Drafts, Edit, Folder, Folders, Index, IndexText, Message, ProviderError, Push, Scope, Source, Submit,
};
use postern_core::Timestamp;
use postern_mail::compose::Detached;
use postern_mail::parse::Headers;
use serde_json::{Value, json};
use std::collections::{HashMap, HashSet};
use std::sync::atomic::Ordering;

/// Folders listed at most (all levels together), and how deep.
const MAX_FOLDERS: usize = 5000;
const MAX_DEPTH: usize = 16;

/// The well-known folder names of Graph and the roles Postern gives them
/// (https://learn.microsoft.com/en-us/graph/api/resources/mailfolder).
const WELL_KNOWN: &[(&str, &str)] = &[
    ("inbox", "inbox"),
    ("sentitems", "sent"),
    ("drafts", "drafts"),
    ("deleteditems", "trash"),
    ("junkemail", "junk"),
    ("archive", "archive"),
];

/// The largest MIME source a draft is made from in one request: in base64 it stays under
/// Graph's 4 MB a request. Larger attachments are added to the draft afterwards
/// (https://learn.microsoft.com/en-us/graph/outlook-large-attachments).
const MIME_KEEP: usize = 2_900_000;
/// An attachment under this goes in one request ("under 3 MB"); one of this size or larger
/// through an upload session
/// (https://learn.microsoft.com/en-us/graph/api/message-post-attachments).
const ATTACH_INLINE: usize = 3_000_000;

/// MAPI's PidTagLastVerbExecuted, the mark Outlook keeps of a reply or a forward (102 reply to
/// sender, 103 reply to all, 104 forward), and PidTagIconIndex, the icon that shows it (261
/// replied, 262 forwarded), as Graph names single-value extended properties
/// (https://learn.microsoft.com/en-us/office/client-developer/outlook/mapi/pidtaglastverbexecuted-canonical-property).
const LAST_VERB: &str = "Integer 0x1081";
const ICON: &str = "Integer 0x1080";

/// What a delta query expands of each message: its last verb (`\Answered`, `$Forwarded`).
const EXPAND: &str = "singleValueExtendedProperties($filter=id eq 'Integer 0x1081')";

/// What a delta query selects of each message.
const SELECT: &str = "internetMessageId,subject,from,toRecipients,ccRecipients,receivedDateTime,sentDateTime,\
hasAttachments,isRead,isDraft,flag,categories";

/// One mailbox.
pub struct GraphMailbox {
    client: GraphClient,
    /// Folder id → role, once asked (well-known folders keep their ids).
    roles: Option<HashMap<String, String>>,
    /// Messages per folder as last listed.
    totals: HashMap<String, u64>,
    /// Per folder, the next page of a delta query under way, and whether that query walks the
    /// folder from the start because its cursor was lost.
    pages: HashMap<String, (Url, bool)>,
    /// How change notifications reach the sync, when the installation receives them.
    push: Option<Push>,
}

/// A change-notification subscription as Graph holds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Subscription {
    pub id: String,
    pub expires: Timestamp,
}

/// Where Graph delivers a mailbox's change notifications, and the secret (`clientState`)
/// every notification must carry.
#[derive(Clone)]
pub struct NotificationTarget {
    pub notification_url: String,
    pub lifecycle_url: String,
    pub client_state: String,
}

impl GraphMailbox {
    pub fn new(client: GraphClient) -> GraphMailbox {
        GraphMailbox { client, roles: None, totals: HashMap::new(), pages: HashMap::new(), push: None }
    }

    /// Change notifications reach the sync through `push` (the server's notification route
    /// wakes it): [`Source::push`] hands it to the engine.
    pub fn pushed_by(&mut self, push: Push) {
        self.push = Some(push);
    }

    /// Subscribes to every change of the mailbox's messages until `expires` (Graph allows
    /// 10,080 minutes); Graph first checks both URLs answer its validation request
    /// (https://learn.microsoft.com/en-us/graph/api/subscription-post-subscriptions).
    pub async fn subscribe(
        &self,
        target: &NotificationTarget,
        expires: Timestamp,
    ) -> Result<Subscription, ProviderError> {
        let body = json!({
            "changeType": "created,updated,deleted",
            "notificationUrl": target.notification_url,
            "lifecycleNotificationUrl": target.lifecycle_url,
            "resource": "me/messages",
            "expirationDateTime": expires.to_string(),
            "clientState": target.client_state,
        });
        let made = self.client.call(Method::POST, self.client.url("subscriptions"), Body::Json(body)).await?;
        subscription_of(made.as_ref())
            .ok_or_else(|| ProviderError::Protocol("a subscription came back without an id".into()))
    }

    /// Extends a subscription; `None` when Graph no longer has it
    /// (https://learn.microsoft.com/en-us/graph/api/subscription-update).
    pub async fn renew(&self, id: &str, expires: Timestamp) -> Result<Option<Subscription>, ProviderError> {
        let mut url = self.client.url("subscriptions");
        url.path_segments_mut().expect("a base URL").push(id);
        let body = json!({ "expirationDateTime": expires.to_string() });
        Ok(self.client.call(Method::PATCH, url, Body::Json(body)).await?.and_then(|s| subscription_of(Some(&s))))
    }

    /// Ends a subscription (gone already is fine).
    pub async fn unsubscribe(&self, id: &str) -> Result<(), ProviderError> {
        let mut url = self.client.url("subscriptions");
        url.path_segments_mut().expect("a base URL").push(id);
        self.client.call(Method::DELETE, url, Body::None).await.map(|_| ())
    }

    pub fn client(&self) -> &GraphClient {
        &self.client
    }

    /// The signed-in user's address (`mail`, else `userPrincipalName`) and name, from `/me`
    /// (never the ID token's claims: a tenant can set those).
    pub async fn whoami(&self) -> Result<(String, Option<String>), ProviderError> {
        let mut url = self.client.url("me");
        url.query_pairs_mut().append_pair("$select", "mail,userPrincipalName,displayName");
        let me = self.client.get(url, &[]).await?.ok_or_else(|| ProviderError::Protocol("/me is not found".into()))?;
        let text = |key: &str| me.get(key).and_then(Value::as_str).filter(|s| !s.trim().is_empty()).map(str::to_string);
        let address = text("mail")
            .or_else(|| text("userPrincipalName"))
            .ok_or_else(|| ProviderError::Protocol("/me names no address".into()))?;
        Ok((address, text("displayName")))
    }

    fn message_url(&self, id: &str, tail: &[&str]) -> Url {
        let mut url = self.client.url("me");
        url.path_segments_mut().expect("a base URL").push("messages").push(id).extend(tail);
        url
    }

    fn folder_url(&self, id: &str, tail: &[&str]) -> Url {
        let mut url = self.client.url("me");
        url.path_segments_mut().expect("a base URL").push("mailFolders").push(id).extend(tail);
        url
    }

    /// Folder ids of the well-known folders, asked in one `$batch`.
    async fn roles(&mut self) -> Result<&HashMap<String, String>, ProviderError> {
        if self.roles.is_none() {
            let requests = WELL_KNOWN
                .iter()
                .map(|(name, _)| (name.to_string(), format!("/me/mailFolders/{name}?$select=id")))
                .collect();
            let answers = self.client.batch_get(requests).await?;
            let mut roles = HashMap::new();
            for (name, role) in WELL_KNOWN {
                if let Some(id) = answers.get(*name).and_then(|a| a.get("id")).and_then(Value::as_str) {
                    roles.insert(id.to_string(), role.to_string());
                }
            }
            self.roles = Some(roles);
        }
        Ok(self.roles.as_ref().expect("just set"))
    }

    /// Every page of a listing.
    async fn all_pages(&self, mut url: Url) -> Result<Vec<Value>, ProviderError> {
        let mut items = Vec::new();
        loop {
            let page = self
                .client
                .get(url, &[])
                .await?
                .ok_or_else(|| ProviderError::Protocol("a folder vanished while listed".into()))?;
            items.extend(page.get("value").and_then(Value::as_array).cloned().unwrap_or_default());
            if items.len() > MAX_FOLDERS {
                return Err(ProviderError::TooLarge(format!("more than {MAX_FOLDERS} folders")));
            }
            match page.get("@odata.nextLink").and_then(Value::as_str) {
                Some(next) => url = self.client.link(next)?,
                None => return Ok(items),
            }
        }
    }

    /// The folder's message as the index keeps it, from a delta or a get.
    fn message_of(&self, item: &Value) -> Option<Message> {
        let id = item.get("id")?.as_str()?.to_string();
        let text = |key: &str| item.get(key).and_then(Value::as_str).map(str::to_string);
        let time = |key: &str| item.get(key).and_then(Value::as_str).and_then(Timestamp::parse_iso);
        let headers = Headers {
            message_id: text("internetMessageId")
                .map(|m| m.trim().trim_start_matches('<').trim_end_matches('>').to_string()),
            in_reply_to: None,
            references: Vec::new(),
            subject: text("subject"),
            from: item.get("from").and_then(address_of).into_iter().collect(),
            to: addresses_of(item.get("toRecipients")),
            cc: addresses_of(item.get("ccRecipients")),
            date: time("sentDateTime").map(|t| t.micros() / 1_000_000),
            attachment_hint: item.get("hasAttachments").and_then(Value::as_bool).unwrap_or(false),
        };
        Some(Message {
            reference: id,
            flags: flags_of(item),
            received: time("receivedDateTime").map(|t| t.micros()),
            size: 0,
            headers,
        })
    }

    /// The first page of a delta query of a folder.
    fn delta_start(&self, folder: &str) -> Url {
        let mut url = self.folder_url(folder, &["messages", "delta"]);
        url.query_pairs_mut().append_pair("$select", SELECT).append_pair("$expand", EXPAND);
        url
    }
}

fn subscription_of(value: Option<&Value>) -> Option<Subscription> {
    let value = value?;
    let id = value.get("id")?.as_str()?.to_string();
    let expires = value.get("expirationDateTime").and_then(Value::as_str).and_then(Timestamp::parse_iso)?;
    Some(Subscription { id, expires })
}

/// Flags as IMAP names them, from a message's properties; categories are keywords.
fn flags_of(item: &Value) -> Vec<String> {
    let mut flags = Vec::new();
    if item.get("isRead").and_then(Value::as_bool) == Some(true) {
        flags.push("\\Seen".to_string());
    }
    if item.pointer("/flag/flagStatus").and_then(Value::as_str) == Some("flagged") {
        flags.push("\\Flagged".to_string());
    }
    if item.get("isDraft").and_then(Value::as_bool) == Some(true) {
        flags.push("\\Draft".to_string());
    }
    let verb = item
        .get("singleValueExtendedProperties")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .find(|p| p.get("id").and_then(Value::as_str).is_some_and(|id| id.eq_ignore_ascii_case(LAST_VERB)))
        .and_then(|p| p.get("value").and_then(Value::as_str));
    match verb.map(str::trim) {
        Some("102" | "103") => flags.push("\\Answered".to_string()),
        Some("104") => flags.push("$Forwarded".to_string()),
        _ => {}
    }
    for category in item.get("categories").and_then(Value::as_array).into_iter().flatten() {
        if let Some(name) = category.as_str().filter(|c| !c.is_empty() && !c.starts_with('\\')) {
            flags.push(name.to_string());
        }
    }
    flags
}

/// `{"emailAddress": {"name", "address"}}`.
fn address_of(value: &Value) -> Option<(Option<String>, String)> {
    let address = value.pointer("/emailAddress/address")?.as_str()?.trim();
    if address.is_empty() {
        return None;
    }
    let name = value.pointer("/emailAddress/name").and_then(Value::as_str).filter(|n| !n.is_empty() && *n != address);
    Some((name.map(str::to_string), address.to_string()))
}

fn addresses_of(value: Option<&Value>) -> Vec<(Option<String>, String)> {
    value.and_then(Value::as_array).into_iter().flatten().filter_map(address_of).collect()
}

fn recipient_list(addresses: &[String]) -> Value {
    Value::Array(addresses.iter().map(|a| json!({ "emailAddress": { "address": a } })).collect())
}

impl Source for GraphMailbox {
    fn scope(&self) -> Scope {
        Scope::Folder
    }

    fn push(&mut self) -> Option<Push> {
        self.push.clone()
    }

    async fn counts(&mut self, folders: &[String]) -> Result<HashMap<String, u64>, ProviderError> {
        Ok(folders.iter().filter_map(|f| Some((f.clone(), *self.totals.get(f)?))).collect())
    }

    async fn folders(&mut self) -> Result<Vec<Folder>, ProviderError> {
        self.listing().await
    }

    /// A page of the folder's delta query: from the page under way, else from the cursor (the
    /// last delta link), else from the start. When Graph no longer knows the cursor (410), the
    /// folder is walked from the start and the answer is a `reset`.
    async fn changes(
        &mut self,
        folder: Option<&str>,
        cursor: Option<&str>,
        index: &impl Index,
    ) -> Result<Changes, ProviderError> {
        let folder = folder.ok_or_else(|| ProviderError::Protocol("Graph's cursors belong to folders".into()))?;
        let (mut url, mut walk) = match (self.pages.remove(folder), cursor) {
            (Some(page), _) => page,
            (None, Some(cursor)) => (self.client.link(cursor)?, false),
            (None, None) => (self.delta_start(folder), false),
        };
        let mut reset = false;
        let prefer = format!("odata.maxpagesize={}", self.client.page_size);
        let page = loop {
            match self.client.send(Method::GET, url.clone(), &Body::None, &[&prefer]).await? {
                Answer::Ok(response) => break super::client::json_of(response).await?,
                Answer::Gone if !walk => {
                    (url, walk, reset) = (self.delta_start(folder), true, true);
                }
                Answer::Gone => {
                    return Err(ProviderError::Protocol("Microsoft Graph refused a new delta query".into()));
                }
                Answer::NotFound => {
                    // The folder is gone: the next listing drops it.
                    return Ok(Changes { folders_changed: true, ..Changes::default() });
                }
            }
        };
        let items = page.get("value").and_then(Value::as_array).cloned().unwrap_or_default();
        let mut changes = Changes { reset, ..Changes::default() };
        let mut listed = Vec::new();
        for item in &items {
            let Some(id) = item.get("id").and_then(Value::as_str) else { continue };
            if item.get("@removed").is_some() {
                // Deleted, or moved out ("changed"): either way gone from this folder.
                if !walk {
                    changes.removed.push((folder.to_string(), id.to_string()));
                }
            } else if let Some(message) = self.message_of(item) {
                listed.push(message);
            }
        }
        // What the index holds already is a change of flags; the rest is new. A walk lists the
        // folder's whole content (a reset), all of it as new.
        let held: HashSet<String> = if walk || listed.is_empty() {
            HashSet::new()
        } else {
            let ids: Vec<String> = listed.iter().map(|m| m.reference.clone()).collect();
            let places = index.holding(&ids).await?;
            ids.into_iter().filter(|id| places.get(id).is_some_and(|p| p.iter().any(|(f, _)| f == folder))).collect()
        };
        for message in listed {
            if held.contains(&message.reference) {
                changes.updated.push((folder.to_string(), message.reference, message.flags));
            } else {
                changes.created.push((folder.to_string(), message));
            }
        }
        match (
            page.get("@odata.nextLink").and_then(Value::as_str),
            page.get("@odata.deltaLink").and_then(Value::as_str),
        ) {
            (Some(next), _) => {
                self.pages.insert(folder.to_string(), (self.client.link(next)?, walk));
                changes.more = true;
            }
            (None, Some(delta)) => changes.cursor = Some(self.client.link(delta)?.to_string()),
            (None, None) => {
                return Err(ProviderError::Protocol("a delta page had neither a next nor a delta link".into()));
            }
        }
        Ok(changes)
    }

    /// The bodies' text and the index's header fields, 20 messages a `$batch` (one `$value`
    /// download each would spend Graph's requests twentyfold).
    async fn index_texts(
        &mut self,
        _folder: &str,
        messages: &[String],
        max_chars: usize,
    ) -> Result<Option<HashMap<String, IndexText>>, ProviderError> {
        let texts = self.index_fields(messages, "body,hasAttachments,internetMessageHeaders").await?;
        Ok(Some(
            texts
                .into_iter()
                .map(|(id, mut text)| {
                    if let Some((cut, _)) = text.text.char_indices().nth(max_chars) {
                        text.text.truncate(cut);
                    }
                    (id, text)
                })
                .collect(),
        ))
    }

    async fn details(
        &mut self,
        _folder: &str,
        messages: &[String],
    ) -> Result<Option<HashMap<String, IndexText>>, ProviderError> {
        Ok(Some(self.index_fields(messages, "hasAttachments,internetMessageHeaders").await?))
    }

    async fn read(&mut self, _folder: &str, message: &str) -> Result<Option<Vec<u8>>, ProviderError> {
        let url = self.message_url(message, &["$value"]);
        self.client.bytes(url, self.client.max_message).await
    }

    async fn delete(&mut self, folder: &str, messages: &[String]) -> Result<(), ProviderError> {
        self.destroy(folder, messages).await
    }

    async fn end_pass(&mut self) -> Result<(), ProviderError> {
        Ok(())
    }
}

impl GraphMailbox {
    /// The URL of a message (and what follows it) as a `$batch` names it.
    fn batched_url(id: &str, tail: &str) -> String {
        let id = percent_encoding::utf8_percent_encode(id, percent_encoding::NON_ALPHANUMERIC);
        format!("/me/messages/{id}{tail}")
    }
}

impl GraphMailbox {
    /// `select`ed fields of messages as the index keeps them (body text as text, `References:`
    /// from the header fields), 20 a `$batch`; those gone are left out.
    async fn index_fields(
        &self,
        messages: &[String],
        select: &str,
    ) -> Result<HashMap<String, IndexText>, ProviderError> {
        let asked = messages
            .iter()
            .map(|id| Batched {
                id: id.clone(),
                method: "GET",
                url: format!("{}?$select={select}", Self::batched_url(id, "")),
                body: None,
                prefer: Some("outlook.body-content-type=\"text\""),
            })
            .collect();
        let answers = self.client.batch(asked).await?;
        batch_failure(&answers, "read the messages")?;
        Ok(answers
            .into_iter()
            .filter(|(_, (status, _))| *status == 200)
            .map(|(id, (_, item))| {
                let references = item
                    .get("internetMessageHeaders")
                    .and_then(Value::as_array)
                    .into_iter()
                    .flatten()
                    .filter(|h| {
                        h.get("name").and_then(Value::as_str).is_some_and(|n| n.eq_ignore_ascii_case("references"))
                    })
                    .filter_map(|h| h.get("value").and_then(Value::as_str))
                    .flat_map(message_ids)
                    .collect();
                let text = IndexText {
                    text: item.pointer("/body/content").and_then(Value::as_str).unwrap_or_default().to_string(),
                    has_attachments: item.get("hasAttachments").and_then(Value::as_bool).unwrap_or(false),
                    references,
                };
                (id, text)
            })
            .collect())
    }
}

/// The ids of a `References:` value, without their angle brackets.
fn message_ids(value: &str) -> Vec<String> {
    value
        .split('<')
        .skip(1)
        .filter_map(|part| part.split_once('>').map(|(id, _)| id.trim().to_string()))
        .filter(|id| !id.is_empty())
        .collect()
}

impl Edit for GraphMailbox {
    /// `isRead` for `\Seen`, `flag` for `\Flagged`, the last verb for `\Answered` and
    /// `$Forwarded` (as Outlook marks a reply or a forward), categories for other keywords (read
    /// first: Graph replaces the whole list); 20 messages a `$batch`. Other system flags have no
    /// property to set. A message gone meanwhile is left to the next sync pass.
    async fn set_flags(
        &mut self,
        _folder: &str,
        messages: &[String],
        add: &[String],
        remove: &[String],
    ) -> Result<(), ProviderError> {
        let is = |list: &[String], flag: &str| list.iter().any(|f| f.eq_ignore_ascii_case(flag));
        let keyword = |f: &&String| !f.starts_with('\\') && !f.eq_ignore_ascii_case("$Forwarded");
        let (add_keywords, remove_keywords): (Vec<&String>, Vec<&String>) =
            (add.iter().filter(keyword).collect(), remove.iter().filter(keyword).collect());
        let mut common = serde_json::Map::new();
        if is(add, "\\Seen") || is(remove, "\\Seen") {
            common.insert("isRead".into(), json!(is(add, "\\Seen")));
        }
        if is(add, "\\Flagged") || is(remove, "\\Flagged") {
            let status = if is(add, "\\Flagged") { "flagged" } else { "notFlagged" };
            common.insert("flag".into(), json!({ "flagStatus": status }));
        }
        // A reply or a forward is one mark (the last verb): a reply wins when both are added.
        let verb = if is(add, "\\Answered") {
            Some(("102", "261"))
        } else if is(add, "$Forwarded") {
            Some(("104", "262"))
        } else if is(remove, "\\Answered") || is(remove, "$Forwarded") {
            Some(("0", "-1"))
        } else {
            None
        };
        if let Some((verb, icon)) = verb {
            let marks = json!([{ "id": LAST_VERB, "value": verb }, { "id": ICON, "value": icon }]);
            common.insert("singleValueExtendedProperties".into(), marks);
        }
        let keywords = !add_keywords.is_empty() || !remove_keywords.is_empty();
        let current = if keywords {
            let asked = messages
                .iter()
                .map(|id| (id.clone(), format!("{}?$select=categories", Self::batched_url(id, ""))))
                .collect();
            self.client.batch_get(asked).await?
        } else {
            HashMap::new()
        };
        let mut patches = Vec::new();
        for id in messages {
            let mut patch = common.clone();
            if keywords {
                let Some(found) = current.get(id) else { continue };
                let mut categories: Vec<String> = found
                    .get("categories")
                    .and_then(Value::as_array)
                    .into_iter()
                    .flatten()
                    .filter_map(|c| c.as_str().map(str::to_string))
                    .filter(|c| !remove_keywords.iter().any(|r| r.eq_ignore_ascii_case(c)))
                    .collect();
                for k in &add_keywords {
                    if !categories.iter().any(|c| c.eq_ignore_ascii_case(k)) {
                        categories.push(k.to_string());
                    }
                }
                patch.insert("categories".into(), json!(categories));
            }
            if !patch.is_empty() {
                patches.push(Batched {
                    id: id.clone(),
                    method: "PATCH",
                    url: Self::batched_url(id, ""),
                    body: Some(Value::Object(patch)),
                    prefer: None,
                });
            }
        }
        if patches.is_empty() {
            return Ok(());
        }
        batch_failure(&self.client.batch(patches).await?, "change the flags")
    }

    /// `move`, 20 messages a `$batch`: with immutable ids each keeps its id.
    async fn move_to(
        &mut self,
        _from: &str,
        messages: &[String],
        to: &str,
    ) -> Result<Vec<(String, String)>, ProviderError> {
        let moves = messages
            .iter()
            .map(|id| Batched {
                id: id.clone(),
                method: "POST",
                url: Self::batched_url(id, "/move"),
                body: Some(json!({ "destinationId": to })),
                prefer: None,
            })
            .collect();
        let answers = self.client.batch(moves).await?;
        batch_failure(&answers, "move the messages")?;
        Ok(messages
            .iter()
            .filter_map(|id| {
                let new = answers.get(id)?.1.get("id")?.as_str()?;
                Some((id.clone(), new.to_string()))
            })
            .collect())
    }

    /// `permanentDelete`, 20 messages a `$batch`: gone for good, not into Deleted Items
    /// (https://learn.microsoft.com/en-us/graph/api/message-permanentdelete). Where Graph has
    /// no `permanentDelete` (national clouds), a message is deleted twice instead: into Deleted
    /// Items, then out of it (immutable ids keep it findable), which is as far as Graph goes
    /// there.
    async fn destroy(&mut self, _folder: &str, messages: &[String]) -> Result<(), ProviderError> {
        let batched = |method: &'static str, tail: &str, ids: &[String]| -> Vec<Batched> {
            ids.iter()
                .map(|id| Batched {
                    id: id.clone(),
                    method,
                    url: Self::batched_url(id, tail),
                    body: None,
                    prefer: None,
                })
                .collect()
        };
        let mut left = messages.to_vec();
        if self.client.permanent_delete.load(Ordering::Relaxed) {
            let answers = self.client.batch(batched("POST", "/permanentDelete", &left)).await?;
            left = unsupported(&answers);
            if left.is_empty() {
                return batch_failure(&answers, "delete the messages");
            }
            self.client.permanent_delete.store(false, Ordering::Relaxed);
            let others = answers.into_iter().filter(|(id, _)| !left.contains(id)).collect();
            batch_failure(&others, "delete the messages")?;
        }
        for _ in 0..2 {
            batch_failure(&self.client.batch(batched("DELETE", "", &left)).await?, "delete the messages")?;
        }
        Ok(())
    }
}

impl Folders for GraphMailbox {
    /// The folders, each level asked for its children, named by their path (`/` between
    /// levels); the message counts are kept for a first sync's progress.
    async fn listing(&mut self) -> Result<Vec<Folder>, ProviderError> {
        let roles = self.roles().await?.clone();
        let mut top = self.client.url("me/mailFolders");
        top.query_pairs_mut().append_pair("$top", "250");
        let mut queue: Vec<(Value, String, usize)> =
            self.all_pages(top).await?.into_iter().map(|f| (f, String::new(), 0)).collect();
        let mut folders = Vec::new();
        self.totals.clear();
        while let Some((item, parent, depth)) = queue.pop() {
            let Some(id) = item.get("id").and_then(Value::as_str) else { continue };
            let leaf = item.get("displayName").and_then(Value::as_str).unwrap_or(id);
            let name = if parent.is_empty() { leaf.to_string() } else { format!("{parent}/{leaf}") };
            if let Some(total) = item.get("totalItemCount").and_then(Value::as_u64) {
                self.totals.insert(id.to_string(), total);
            }
            let children = item.get("childFolderCount").and_then(Value::as_u64).unwrap_or(0);
            if children > 0 && depth < MAX_DEPTH {
                let mut url = self.folder_url(id, &["childFolders"]);
                url.query_pairs_mut().append_pair("$top", "250");
                for child in self.all_pages(url).await? {
                    queue.push((child, name.clone(), depth + 1));
                }
            }
            folders.push(Folder {
                reference: id.to_string(),
                name,
                role: roles.get(id).cloned(),
                selectable: true,
                delimiter: Some("/".into()),
            });
            if folders.len() > MAX_FOLDERS {
                return Err(ProviderError::TooLarge(format!("more than {MAX_FOLDERS} folders")));
            }
        }
        folders.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(folders)
    }

    async fn create_folder(&mut self, parent: Option<&str>, leaf: &str, _full: &str) -> Result<String, ProviderError> {
        let url = match parent {
            Some(parent) => self.folder_url(parent, &["childFolders"]),
            None => self.client.url("me/mailFolders"),
        };
        let made = self.client.call(Method::POST, url, Body::Json(json!({ "displayName": leaf }))).await?;
        made.as_ref()
            .and_then(|m| m.get("id"))
            .and_then(Value::as_str)
            .map(str::to_string)
            .ok_or_else(|| ProviderError::Protocol("a new folder came back without an id".into()))
    }

    async fn rename_folder(&mut self, folder: &str, leaf: &str, _full: &str) -> Result<String, ProviderError> {
        let url = self.folder_url(folder, &[]);
        self.client.call(Method::PATCH, url, Body::Json(json!({ "displayName": leaf }))).await?;
        Ok(folder.to_string())
    }

    /// Graph deletes a folder with what it holds: it is asked first, and left alone unless
    /// empty.
    async fn delete_folder(&mut self, folder: &str, _selectable: bool) -> Result<bool, ProviderError> {
        let Some(found) = self.client.get(self.folder_url(folder, &[]), &[]).await? else { return Ok(true) };
        let count = |key: &str| found.get(key).and_then(Value::as_u64).unwrap_or(0);
        if count("totalItemCount") > 0 || count("childFolderCount") > 0 {
            return Ok(false);
        }
        self.client.call(Method::DELETE, self.folder_url(folder, &[]), Body::None).await?;
        Ok(true)
    }
}

impl Drafts for GraphMailbox {
    /// A draft made from the MIME source (Graph puts it in Drafts), moved to `folder` when
    /// that is another folder.
    async fn store(&mut self, folder: &str, raw: Vec<u8>, _flags: &[&str]) -> Result<(Message, bool), ProviderError> {
        let (raw, detached) = postern_mail::compose::detach(&raw, MIME_KEEP).unwrap_or((raw, Vec::new()));
        let made = self.client.call(Method::POST, self.client.url("me/messages"), Body::Mime(raw)).await?;
        let mut made = made.ok_or_else(|| ProviderError::Protocol("Graph did not make the message".into()))?;
        if !detached.is_empty() {
            let id = made.get("id").and_then(Value::as_str).unwrap_or_default().to_string();
            for attachment in &detached {
                if let Err(e) = self.attach(&id, attachment).await {
                    // Half a message is no draft: it goes (best effort), the error stays.
                    let _ = self.destroy("", std::slice::from_ref(&id)).await;
                    return Err(e);
                }
            }
        }
        let in_folder = made.get("parentFolderId").and_then(Value::as_str).unwrap_or_default().to_string();
        let drafts = self.roles().await?.iter().find(|(_, r)| *r == "drafts").map(|(id, _)| id.clone());
        if in_folder != folder && drafts.as_deref() != Some(folder) {
            let id = made.get("id").and_then(Value::as_str).unwrap_or_default().to_string();
            let url = self.message_url(&id, &["move"]);
            made = self
                .client
                .call(Method::POST, url, Body::Json(json!({ "destinationId": folder })))
                .await?
                .ok_or_else(|| ProviderError::Protocol("the new message vanished".into()))?;
        }
        let message =
            self.message_of(&made).ok_or_else(|| ProviderError::Protocol("a message without an id".into()))?;
        Ok((message, true))
    }

    async fn take_out(&mut self, folder: &str, message: &str) -> Result<(), ProviderError> {
        self.destroy(folder, &[message.to_string()]).await
    }
}

impl GraphMailbox {
    /// Adds an attachment to a draft: in the request under 3 MB
    /// (https://learn.microsoft.com/en-us/graph/api/message-post-attachments), else through an
    /// upload session (https://learn.microsoft.com/en-us/graph/api/attachment-createuploadsession).
    async fn attach(&self, message: &str, attachment: &Detached) -> Result<(), ProviderError> {
        let gone = || ProviderError::Protocol("the draft vanished while its attachments were added".into());
        let mut item = json!({
            "name": attachment.filename.as_deref().unwrap_or("attachment"),
            "contentType": attachment.content_type,
            "isInline": attachment.inline,
        });
        if let Some(id) = &attachment.content_id {
            item["contentId"] = json!(id);
        }
        if attachment.bytes.len() < ATTACH_INLINE {
            use base64::Engine as _;
            item["@odata.type"] = json!("#microsoft.graph.fileAttachment");
            item["contentBytes"] = json!(base64::engine::general_purpose::STANDARD.encode(&attachment.bytes));
            let url = self.message_url(message, &["attachments"]);
            self.client.call(Method::POST, url, Body::Json(item)).await?.ok_or_else(gone)?;
            return Ok(());
        }
        item["attachmentType"] = json!("file");
        item["size"] = json!(attachment.bytes.len());
        let url = self.message_url(message, &["attachments", "createUploadSession"]);
        let session = self.client.call(Method::POST, url, Body::Json(json!({ "AttachmentItem": item }))).await?;
        let session = session.ok_or_else(gone)?;
        let upload = session.get("uploadUrl").and_then(Value::as_str).ok_or_else(|| {
            ProviderError::Protocol("Microsoft Graph answered an upload session without its URL".into())
        })?;
        self.client.upload(upload, &attachment.bytes).await
    }
}

impl Submit for GraphMailbox {
    /// Sends the stored message (Graph moves it to Sent Items). Recipients its headers do not
    /// name (Bcc) are added to it first. A 4xx is a refusal: nothing went out.
    async fn submit(&mut self, message: &str, _from: &str, recipients: &[String]) -> Result<(), ProviderError> {
        let mut url = self.message_url(message, &[]);
        url.query_pairs_mut().append_pair("$select", "toRecipients,ccRecipients,bccRecipients");
        let draft = self
            .client
            .get(url, &[])
            .await?
            .ok_or_else(|| ProviderError::Protocol("the message to send is gone".into()))?;
        let named: Vec<String> = ["toRecipients", "ccRecipients", "bccRecipients"]
            .iter()
            .flat_map(|k| addresses_of(draft.get(*k)))
            .map(|(_, a)| a.to_ascii_lowercase())
            .collect();
        let hidden: Vec<String> =
            recipients.iter().filter(|r| !named.contains(&r.to_ascii_lowercase())).cloned().collect();
        if !hidden.is_empty() {
            let mut bcc: Vec<String> = addresses_of(draft.get("bccRecipients")).into_iter().map(|(_, a)| a).collect();
            bcc.extend(hidden);
            let patch = json!({ "bccRecipients": recipient_list(&bcc) });
            self.client.call(Method::PATCH, self.message_url(message, &[]), Body::Json(patch)).await?;
        }
        match self.client.call(Method::POST, self.message_url(message, &["send"]), Body::None).await? {
            Some(_) => Ok(()),
            None => Err(ProviderError::Protocol("the message to send is gone".into())),
        }
    }
}
