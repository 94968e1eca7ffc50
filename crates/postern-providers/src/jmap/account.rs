//! A JMAP account as a [`Source`] of [`Scope::Account`]: one cursor, the account's `Email`
//! state. Mailboxes are the folders (their ids the references, their path of names the name);
//! an email is in every mailbox of its `mailboxIds`, and its id is the same in each and across
//! moves.
//!
//! Without a cursor (a first sync), the account is walked oldest first, 500 emails an answer,
//! each page anchored on the last id of the one before (a deletion meanwhile shifts no page);
//! the state taken before the first page becomes the cursor once the walk ends, so whatever
//! changed during the walk comes with the next `Email/changes`. When the server cannot
//! calculate changes from the cursor (`cannotCalculateChanges`), the account is walked again and
//! compared with the index: what the index holds that the walk did not meet is removed.

use super::client::{JmapClient, JmapOptions, JmapSettings};
use crate::provider::{
    Changes, Drafts, Edit, Folder, Folders, Index, IndexText, Message, ProviderError, Push, Scope, Source, Submit,
};
use postern_mail::parse::Headers;
use serde_json::{Value, json};
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

/// Emails read per answer.
const PAGE: usize = 500;
/// The properties of an email the index keeps.
const PROPERTIES: &[&str] = &[
    "id",
    "mailboxIds",
    "keywords",
    "size",
    "receivedAt",
    "sentAt",
    "messageId",
    "inReplyTo",
    "references",
    "subject",
    "from",
    "to",
    "cc",
    "hasAttachment",
];

/// A walk over every email of the account, page by page.
#[derive(Debug, Clone)]
struct Walk {
    /// The `Email` state taken before the first page.
    state: Option<String>,
    /// The last id of the page before, the anchor of the next.
    after: Option<String>,
    /// Whether the walk replaces a lost cursor: then it also removes what it did not meet.
    reset: bool,
    met: HashSet<String>,
}

/// A JMAP account.
pub struct JmapAccount {
    client: Arc<JmapClient>,
    walk: Option<Walk>,
    /// The event stream's reader, once [`Source::push`] started it; stopped with the account.
    push: Option<(Push, tokio::task::JoinHandle<()>)>,
    /// The `Mailbox` state of the last listing: another one means the mailboxes changed.
    mailbox_state: Option<String>,
}

impl Drop for JmapAccount {
    fn drop(&mut self) {
        if let Some((_, task)) = self.push.take() {
            task.abort();
        }
    }
}

impl std::fmt::Debug for JmapAccount {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("JmapAccount").field("client", &self.client).finish_non_exhaustive()
    }
}

/// A JMAP keyword as the index names flags (IMAP's system flags for the four of RFC 8621 §4.1.1).
pub fn flag_of(keyword: &str) -> String {
    match keyword.to_ascii_lowercase().as_str() {
        "$seen" => "\\Seen".into(),
        "$flagged" => "\\Flagged".into(),
        "$answered" => "\\Answered".into(),
        "$draft" => "\\Draft".into(),
        _ => keyword.to_string(),
    }
}

/// An index flag as a JMAP keyword.
pub fn keyword_of(flag: &str) -> String {
    match flag.to_ascii_lowercase().as_str() {
        "\\seen" => "$seen".into(),
        "\\flagged" => "$flagged".into(),
        "\\answered" => "$answered".into(),
        "\\draft" => "$draft".into(),
        _ => flag.to_ascii_lowercase(),
    }
}

/// The flags of an email's `keywords` object.
pub fn flags_of(keywords: &Value) -> Vec<String> {
    let mut flags: Vec<String> = keywords
        .as_object()
        .map(|k| k.iter().filter(|(_, on)| on.as_bool() == Some(true)).map(|(k, _)| flag_of(k)).collect())
        .unwrap_or_default();
    flags.sort();
    flags
}

fn micros(rfc3339: Option<&str>) -> Option<i64> {
    let text = rfc3339?;
    postern_mail::parse::parse_date_header(rfc3339_as_rfc5322(text)?.as_bytes()).map(|s| s.saturating_mul(1_000_000))
}

/// `2026-12-03T08:46:30Z` as `3 Dec 2026 08:46:30 +0000`, for the one date parser we have.
fn rfc3339_as_rfc5322(text: &str) -> Option<String> {
    let (date, time) = text.split_once('T')?;
    let mut parts = date.split('-');
    let (year, month, day) = (parts.next()?, parts.next()?.parse::<usize>().ok()?, parts.next()?);
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    let month = months.get(month.checked_sub(1)?)?;
    let (clock, zone) = match time.find(['Z', 'z', '+', '-']) {
        Some(at) => (&time[..at], &time[at..]),
        None => (time, "Z"),
    };
    let clock = clock.split('.').next()?;
    let zone = match zone {
        "Z" | "z" => "+0000".to_string(),
        other => other.replace(':', ""),
    };
    Some(format!("{day} {month} {year} {clock} {zone}"))
}

/// Whether a server's string is a JMAP id (RFC 8620 §1.2): 1 to 255 characters of the URL-safe
/// base64 alphabet. Anything else (a NUL, a slash, a megabyte) from a hostile server is dropped
/// where ids come in, so that it never becomes a reference, a key or a stored value.
pub(crate) fn is_id(id: &str) -> bool {
    (1..=255).contains(&id.len()) && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// The ids of a list, those that are ids.
fn ids(value: &Value) -> Vec<String> {
    value
        .as_array()
        .map(|a| a.iter().filter_map(Value::as_str).filter(|id| is_id(id)).map(str::to_string).collect())
        .unwrap_or_default()
}

fn strings(value: &Value) -> Vec<String> {
    value.as_array().map(|a| a.iter().filter_map(Value::as_str).map(str::to_string).collect()).unwrap_or_default()
}

fn addresses(value: &Value) -> Vec<(Option<String>, String)> {
    value
        .as_array()
        .map(|list| {
            list.iter()
                .filter_map(|a| {
                    let email = a.get("email")?.as_str()?.trim().to_string();
                    let name = a.get("name").and_then(Value::as_str).map(str::trim).filter(|n| !n.is_empty());
                    (!email.is_empty()).then(|| (name.map(str::to_string), email))
                })
                .collect()
        })
        .unwrap_or_default()
}

/// An email of `Email/get` as a provider-neutral message, and the mailboxes it is in.
pub(crate) fn message_of(email: &Value) -> Option<(Message, Vec<String>)> {
    let id = email.get("id")?.as_str().filter(|id| is_id(id))?.to_string();
    let mailboxes: Vec<String> = email
        .get("mailboxIds")
        .and_then(Value::as_object)
        .map(|m| m.iter().filter(|(k, on)| on.as_bool() == Some(true) && is_id(k)).map(|(k, _)| k.clone()).collect())
        .unwrap_or_default();
    let headers = Headers {
        message_id: strings(&email["messageId"]).into_iter().next(),
        in_reply_to: strings(&email["inReplyTo"]).into_iter().next(),
        references: strings(&email["references"]),
        subject: email.get("subject").and_then(Value::as_str).map(str::to_string),
        from: addresses(&email["from"]),
        to: addresses(&email["to"]),
        cc: addresses(&email["cc"]),
        date: micros(email.get("sentAt").and_then(Value::as_str)).map(|m| m / 1_000_000),
        attachment_hint: email.get("hasAttachment").and_then(Value::as_bool).unwrap_or(false),
    };
    let message = Message {
        reference: id,
        flags: flags_of(&email["keywords"]),
        received: micros(email.get("receivedAt").and_then(Value::as_str)),
        size: email.get("size").and_then(Value::as_u64).unwrap_or(0),
        headers,
    };
    Some((message, mailboxes))
}

impl JmapAccount {
    /// Fetches the session and checks the credentials with one request.
    pub async fn connect(
        settings: &JmapSettings,
        secret: &str,
        options: &JmapOptions,
    ) -> Result<JmapAccount, ProviderError> {
        let client = Arc::new(JmapClient::connect(settings, secret, options).await?);
        let mut account = JmapAccount { client, walk: None, push: None, mailbox_state: None };
        // The session may be public; a mailbox listing is not.
        account.mailboxes().await?;
        Ok(account)
    }

    /// An account on a client that fetched its session already (a pooled one).
    pub fn with_client(client: Arc<JmapClient>) -> JmapAccount {
        JmapAccount { client, walk: None, push: None, mailbox_state: None }
    }

    /// The client, for the changes Postern makes on the account (and to pool).
    pub fn client(&self) -> &Arc<JmapClient> {
        &self.client
    }

    fn account(&self) -> &str {
        &self.client.session.account_id
    }

    async fn mailboxes(&mut self) -> Result<Vec<Value>, ProviderError> {
        let answer = self.client.call_one("Mailbox/get", json!({ "accountId": self.account(), "ids": null })).await?;
        self.mailbox_state = answer.get("state").and_then(Value::as_str).map(str::to_string);
        Ok(answer.get("list").and_then(Value::as_array).cloned().unwrap_or_default())
    }

    /// The emails with these ids (`properties`), in pages the server takes.
    async fn emails(&self, ids: &[String]) -> Result<Vec<Value>, ProviderError> {
        let mut found = Vec::with_capacity(ids.len());
        for chunk in ids.chunks(self.client.session.max_objects_in_get.min(PAGE)) {
            let answer = self
                .client
                .call_one("Email/get", json!({ "accountId": self.account(), "ids": chunk, "properties": PROPERTIES }))
                .await?;
            found.extend(answer.get("list").and_then(Value::as_array).cloned().unwrap_or_default());
        }
        Ok(found)
    }

    /// One page of a walk.
    async fn walk_page(&mut self, index: &impl Index) -> Result<Changes, ProviderError> {
        let mut walk = self.walk.take().unwrap_or(Walk { state: None, after: None, reset: false, met: HashSet::new() });
        // A page must fit one `Email/get`.
        let page = PAGE.min(self.client.session.max_objects_in_get);
        let mut query = json!({
            "accountId": self.account(),
            "sort": [{ "property": "receivedAt", "isAscending": true }],
            "limit": page,
        });
        if let Some(after) = &walk.after {
            query["anchor"] = json!(after);
            query["anchorOffset"] = json!(1);
        }
        let calls = [
            ("Email/query", query.clone()),
            (
                "Email/get",
                json!({ "accountId": self.account(), "#ids": { "resultOf": "c0", "name": "Email/query", "path": "/ids" },
                        "properties": PROPERTIES }),
            ),
        ];
        let mut answers = self.client.call(&calls).await?;
        let got = answers.pop().expect("two answers");
        let listed = match answers.pop().expect("two answers") {
            Ok(listed) => listed,
            // The anchor went away meanwhile: start the walk again (what is indexed stays).
            Err(e) if e.kind == "anchorNotFound" => {
                walk.after = None;
                self.walk = Some(walk);
                return Ok(Changes { more: true, ..Changes::default() });
            }
            Err(e) => return Err(e.into_provider("Email/query")),
        };
        let got = got.map_err(|e| e.into_provider("Email/get"))?;
        if walk.state.is_none() {
            walk.state = got.get("state").and_then(Value::as_str).map(str::to_string);
        }
        let emails: Vec<Value> = got.get("list").and_then(Value::as_array).cloned().unwrap_or_default();
        let ids = ids(&listed["ids"]);
        let mut changes = Changes::default();
        walk.met.extend(ids.iter().cloned());
        walk.after = ids.last().cloned().or(walk.after);
        crate::provider::compare(emails.iter().filter_map(message_of).collect(), &[], index, &mut changes).await?;
        // A server may cap the page lower than asked, and says so (RFC 8620 §5.5).
        let limit = listed.get("limit").and_then(Value::as_u64).map_or(page, |l| l as usize);
        if !ids.is_empty() && ids.len() >= limit {
            changes.more = true;
            self.walk = Some(walk);
            return Ok(changes);
        }
        if walk.reset {
            // What the index holds that the walk did not meet is gone from the server.
            for folder in self.mailboxes().await?.iter().filter_map(|m| m.get("id")?.as_str()) {
                for reference in index.known(folder).await?.into_keys().filter(|r| !walk.met.contains(r)) {
                    changes.removed.push((folder.to_string(), reference));
                }
            }
        }
        changes.cursor = walk.state;
        Ok(changes)
    }
}

/// The mailboxes of `Mailbox/get` as folders, named by their path of names (`/` between).
pub(crate) fn folders_of(list: &[Value]) -> Vec<Folder> {
    let by_id: HashMap<&str, &Value> = list.iter().filter_map(|m| Some((m.get("id")?.as_str()?, m))).collect();
    let path = |mailbox: &Value| -> String {
        let mut names = vec![mailbox.get("name").and_then(Value::as_str).unwrap_or_default().to_string()];
        let mut parent = mailbox.get("parentId").and_then(Value::as_str);
        // A cycle in a hostile answer ends the walk up.
        while let Some(id) = parent.filter(|_| names.len() < 64) {
            let Some(up) = by_id.get(id) else { break };
            names.push(up.get("name").and_then(Value::as_str).unwrap_or_default().to_string());
            parent = up.get("parentId").and_then(Value::as_str);
        }
        names.reverse();
        names.join("/")
    };
    list.iter()
        .filter_map(|m| {
            Some(Folder {
                reference: m.get("id")?.as_str().filter(|id| is_id(id))?.to_string(),
                name: path(m),
                role: m.get("role").and_then(Value::as_str).map(str::to_ascii_lowercase),
                selectable: true,
                delimiter: Some("/".into()),
            })
        })
        .collect()
}

/// The index's text of an `Email/get` answer with `textBody` and `bodyValues`: the text parts
/// (an HTML part read as a reader sees it: `textBody` falls back to HTML where there is no
/// plain text), then the attachments' names.
pub(crate) fn index_text_of(email: &Value, max_chars: usize) -> IndexText {
    let mut text = String::new();
    for part in email.get("textBody").and_then(Value::as_array).into_iter().flatten() {
        let Some(value) = part
            .get("partId")
            .and_then(Value::as_str)
            .and_then(|id| email.pointer(&format!("/bodyValues/{}", id.replace('~', "~0").replace('/', "~1"))))
            .and_then(|v| v.get("value"))
            .and_then(Value::as_str)
        else {
            continue;
        };
        let html = part.get("type").and_then(Value::as_str).is_some_and(|t| t.eq_ignore_ascii_case("text/html"));
        if !text.is_empty() {
            text.push('\n');
        }
        text.push_str(&if html { postern_mail::parse::html_text(value) } else { value.to_string() });
    }
    if let Some((cut, _)) = text.char_indices().nth(max_chars) {
        text.truncate(cut);
    }
    let mut has_attachments = false;
    for attachment in email.get("attachments").and_then(Value::as_array).into_iter().flatten() {
        has_attachments |= attachment.get("disposition").and_then(Value::as_str) != Some("inline");
        if let Some(name) = attachment.get("name").and_then(Value::as_str) {
            text.push('\n');
            text.push_str(name);
        }
    }
    IndexText { text, has_attachments, references: strings(&email["references"]) }
}

/// A JSON pointer segment (RFC 6901) for a patch key.
fn pointer(segment: &str) -> String {
    segment.replace('~', "~0").replace('/', "~1")
}

/// The changes Postern makes on the account. Each checks every email's answer: one the server
/// refused fails the call, naming why.
impl JmapAccount {
    async fn update(&self, patches: serde_json::Map<String, Value>) -> Result<(), ProviderError> {
        if patches.is_empty() {
            return Ok(());
        }
        let answer =
            self.client.call_one("Email/set", json!({ "accountId": self.account(), "update": patches })).await?;
        refused(&answer, "notUpdated")
    }

    /// Adds and removes flags (as the index names them) on these emails.
    pub async fn set_flags(&self, emails: &[String], add: &[String], remove: &[String]) -> Result<(), ProviderError> {
        let mut patch = serde_json::Map::new();
        for flag in add {
            patch.insert(format!("keywords/{}", pointer(&keyword_of(flag))), json!(true));
        }
        for flag in remove {
            patch.insert(format!("keywords/{}", pointer(&keyword_of(flag))), Value::Null);
        }
        self.update(emails.iter().map(|id| (id.clone(), Value::Object(patch.clone()))).collect()).await
    }

    /// Moves these emails from mailbox `from` to `to` (their ids stay).
    pub async fn move_emails(&self, emails: &[String], from: &str, to: &str) -> Result<(), ProviderError> {
        let patch =
            json!({ format!("mailboxIds/{}", pointer(from)): null, format!("mailboxIds/{}", pointer(to)): true });
        self.update(emails.iter().map(|id| (id.clone(), patch.clone())).collect()).await
    }

    /// The email with this id as the index keeps it, if it exists.
    pub async fn message(&self, id: &str) -> Result<Option<Message>, ProviderError> {
        let found = self.emails(&[id.to_string()]).await?;
        Ok(found.first().and_then(message_of).map(|(message, _)| message))
    }

    /// Destroys these emails (deleted for good, from every mailbox).
    pub async fn destroy(&self, emails: &[String]) -> Result<(), ProviderError> {
        let answer =
            self.client.call_one("Email/set", json!({ "accountId": self.account(), "destroy": emails })).await?;
        refused(&answer, "notDestroyed")
    }

    /// Creates a mailbox `name` under `parent` (a mailbox id); returns its id.
    pub async fn create_mailbox(&self, name: &str, parent: Option<&str>) -> Result<String, ProviderError> {
        let answer = self
            .client
            .call_one(
                "Mailbox/set",
                json!({ "accountId": self.account(), "create": { "new": { "name": name, "parentId": parent } } }),
            )
            .await?;
        refused(&answer, "notCreated")?;
        answer
            .pointer("/created/new/id")
            .and_then(Value::as_str)
            .map(str::to_string)
            .ok_or_else(|| ProviderError::Protocol("Mailbox/set created no mailbox".into()))
    }

    /// Renames a mailbox (its id stays).
    pub async fn rename_mailbox(&self, id: &str, name: &str) -> Result<(), ProviderError> {
        let answer = self
            .client
            .call_one("Mailbox/set", json!({ "accountId": self.account(), "update": { id: { "name": name } } }))
            .await?;
        refused(&answer, "notUpdated")
    }

    /// Destroys an empty mailbox.
    pub async fn destroy_mailbox(&self, id: &str) -> Result<(), ProviderError> {
        let answer = self
            .client
            .call_one(
                "Mailbox/set",
                json!({ "accountId": self.account(), "destroy": [id], "onDestroyRemoveEmails": false }),
            )
            .await?;
        refused(&answer, "notDestroyed")
    }

    /// Stores a message in a mailbox (`Email/import` of an uploaded blob) with these flags;
    /// returns its id, and whether the email is new (the same bytes stored before are that
    /// email, which then joins the mailbox too).
    pub async fn import(&self, raw: Vec<u8>, mailbox: &str, flags: &[&str]) -> Result<(String, bool), ProviderError> {
        // Servers refuse bare line feeds (Cyrus does): the message goes with CRLF.
        let blob = self.client.upload(crlf(&raw), "message/rfc822").await?;
        let keywords: serde_json::Map<String, Value> = flags.iter().map(|f| (keyword_of(f), json!(true))).collect();
        let answer = self
            .client
            .call_one(
                "Email/import",
                json!({ "accountId": self.account(), "emails": { "new": { "blobId": blob, "mailboxIds": { mailbox: true }, "keywords": keywords } } }),
            )
            .await?;
        // The same bytes are the same email (RFC 8621 §4.8): it joins this mailbox too.
        if let Some(existing) = answer.pointer("/notCreated/new").filter(|e| e["type"] == "alreadyExists") {
            let id = existing.get("existingId").and_then(Value::as_str).ok_or_else(|| {
                ProviderError::Protocol("Email/import: the email exists, and the server did not say which".into())
            })?;
            let mut patch = json!({ format!("mailboxIds/{}", pointer(mailbox)): true });
            for flag in flags {
                patch[format!("keywords/{}", pointer(&keyword_of(flag)))] = json!(true);
            }
            self.update([(id.to_string(), patch)].into_iter().collect()).await?;
            return Ok((id.to_string(), false));
        }
        refused(&answer, "notCreated")?;
        let id = answer.pointer("/created/new/id").and_then(Value::as_str).map(str::to_string);
        Ok((id.ok_or_else(|| ProviderError::Protocol("Email/import created no email".into()))?, true))
    }

    /// Takes an email out of `mailbox` (and drops `$draft`); one in no other mailbox is
    /// destroyed (an email lives in at least one).
    pub async fn take_out(&self, email: &str, mailbox: &str) -> Result<(), ProviderError> {
        let found = self
            .client
            .call_one("Email/get", json!({ "accountId": self.account(), "ids": [email], "properties": ["mailboxIds"] }))
            .await?;
        let Some(mailboxes) = found.pointer("/list/0/mailboxIds").and_then(Value::as_object) else { return Ok(()) };
        if mailboxes.keys().all(|m| m == mailbox) {
            return self.destroy(&[email.to_string()]).await;
        }
        let patch = json!({ format!("mailboxIds/{}", pointer(mailbox)): null, "keywords/$draft": null });
        self.update([(email.to_string(), patch)].into_iter().collect()).await
    }

    /// Sends an email already stored on the server (`EmailSubmission/set`), from `from` to
    /// `to`; with `sent` it goes from wherever it is to that mailbox and loses `$draft` once
    /// sent. `Ok` means the server took it for delivery.
    pub async fn submit(
        &self,
        email: &str,
        from: &str,
        to: &[String],
        sent: Option<(&str, &str)>,
    ) -> Result<(), ProviderError> {
        let identities = self.client.call_one("Identity/get", json!({ "accountId": self.account() })).await?;
        let identity = identities
            .get("list")
            .and_then(Value::as_array)
            .and_then(|list| {
                list.iter()
                    .find(|i| i.get("email").and_then(Value::as_str).is_some_and(|e| e.eq_ignore_ascii_case(from)))
                    .or_else(|| list.first())
            })
            .and_then(|i| i.get("id")?.as_str())
            .ok_or_else(|| ProviderError::Protocol("the JMAP account has no identity to send as".into()))?
            .to_string();
        let envelope = json!({
            "mailFrom": { "email": from },
            "rcptTo": to.iter().map(|r| json!({ "email": r })).collect::<Vec<_>>(),
        });
        let mut args = json!({
            "accountId": self.account(),
            "create": { "send": { "identityId": identity, "emailId": email, "envelope": envelope } },
        });
        if let Some((from_mailbox, sent_mailbox)) = sent {
            args["onSuccessUpdateEmail"] = json!({ "#send": {
                format!("mailboxIds/{}", pointer(from_mailbox)): null,
                format!("mailboxIds/{}", pointer(sent_mailbox)): true,
                "keywords/$draft": null, "keywords/$seen": true } });
        }
        let answer = self.client.call_one("EmailSubmission/set", args).await?;
        refused(&answer, "notCreated")
    }
}

/// Emails keep their ids when they move; destroying one removes it from every mailbox.
/// Mailboxes keep their ids through a rename; one that holds emails or children is refused
/// by the server (`mailboxHasEmail`, `mailboxHasChild`), which is no failure.
impl Folders for JmapAccount {
    async fn listing(&mut self) -> Result<Vec<Folder>, ProviderError> {
        self.folders().await
    }

    async fn create_folder(&mut self, parent: Option<&str>, leaf: &str, _full: &str) -> Result<String, ProviderError> {
        self.create_mailbox(leaf, parent).await
    }

    async fn rename_folder(&mut self, folder: &str, leaf: &str, _full: &str) -> Result<String, ProviderError> {
        self.rename_mailbox(folder, leaf).await?;
        Ok(folder.to_string())
    }

    async fn delete_folder(&mut self, folder: &str, _selectable: bool) -> Result<bool, ProviderError> {
        match self.destroy_mailbox(folder).await {
            Ok(()) => Ok(true),
            Err(ProviderError::Protocol(reason))
                if reason.contains("mailboxHasEmail") || reason.contains("mailboxHasChild") =>
            {
                Ok(false)
            }
            Err(e) => Err(e),
        }
    }
}

impl Drafts for JmapAccount {
    async fn store(&mut self, folder: &str, raw: Vec<u8>, flags: &[&str]) -> Result<(Message, bool), ProviderError> {
        let (email, new) = self.import(raw, folder, flags).await?;
        let message = self.message(&email).await?;
        Ok((message.ok_or_else(|| ProviderError::Protocol("the imported email is not there".into()))?, new))
    }

    async fn take_out(&mut self, folder: &str, message: &str) -> Result<(), ProviderError> {
        JmapAccount::take_out(self, message, folder).await
    }
}

impl Submit for JmapAccount {
    async fn submit(&mut self, message: &str, from: &str, recipients: &[String]) -> Result<(), ProviderError> {
        JmapAccount::submit(self, message, from, recipients, None).await
    }
}

impl Edit for JmapAccount {
    async fn set_flags(
        &mut self,
        _folder: &str,
        messages: &[String],
        add: &[String],
        remove: &[String],
    ) -> Result<(), ProviderError> {
        JmapAccount::set_flags(self, messages, add, remove).await
    }

    async fn move_to(
        &mut self,
        from: &str,
        messages: &[String],
        to: &str,
    ) -> Result<Vec<(String, String)>, ProviderError> {
        self.move_emails(messages, from, to).await?;
        Ok(messages.iter().map(|m| (m.clone(), m.clone())).collect())
    }

    async fn destroy(&mut self, _folder: &str, messages: &[String]) -> Result<(), ProviderError> {
        JmapAccount::destroy(self, messages).await
    }
}

/// `Err` naming the first item a `/set` answer lists under `key` (`notCreated`, …).
fn refused(answer: &Value, key: &str) -> Result<(), ProviderError> {
    let Some(first) = answer.get(key).and_then(Value::as_object).and_then(|m| m.values().next()) else { return Ok(()) };
    let kind = first.get("type").and_then(Value::as_str).unwrap_or("refused");
    let why: String = first.get("description").and_then(Value::as_str).unwrap_or_default().chars().take(200).collect();
    Err(ProviderError::Protocol(format!("the JMAP server refused the change: {kind} {why}").trim_end().to_string()))
}

/// `raw` with every line ending CRLF.
fn crlf(raw: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(raw.len() + raw.len() / 32);
    for (i, &b) in raw.iter().enumerate() {
        if b == b'\n' && (i == 0 || raw[i - 1] != b'\r') {
            out.push(b'\r');
        }
        out.push(b);
    }
    out
}

impl Source for JmapAccount {
    fn scope(&self) -> Scope {
        Scope::Account
    }

    fn push(&mut self) -> Option<Push> {
        if self.push.is_none() {
            self.push = super::push::start(self.client.clone());
        }
        self.push.as_ref().map(|(push, _)| push.clone())
    }

    async fn folders(&mut self) -> Result<Vec<Folder>, ProviderError> {
        Ok(folders_of(&self.mailboxes().await?))
    }

    async fn changes(
        &mut self,
        _folder: Option<&str>,
        cursor: Option<&str>,
        index: &impl Index,
    ) -> Result<Changes, ProviderError> {
        let Some(cursor) = cursor.filter(|_| self.walk.is_none()) else { return self.walk_page(index).await };
        let asked = json!({ "accountId": self.account(), "sinceState": cursor, "maxChanges": PAGE });
        // The mailboxes' state with it (an empty `Mailbox/get`): another one means a mailbox was
        // made, renamed or deleted.
        let mailboxes = json!({ "accountId": self.account(), "ids": [] });
        let mut answers = self.client.call(&[("Email/changes", asked), ("Mailbox/get", mailboxes)]).await?;
        let mailbox_state =
            answers.pop().and_then(Result::ok).and_then(|a| a.get("state")?.as_str().map(str::to_string));
        let folders_changed =
            mailbox_state.is_some() && self.mailbox_state.is_some() && mailbox_state != self.mailbox_state;
        let answer = match answers.pop().expect("two answers") {
            Ok(answer) => answer,
            // The server forgot the cursor (or never knew it): walk the account again and compare.
            Err(e) if e.kind == "cannotCalculateChanges" || e.kind == "invalidArguments" => {
                self.walk = Some(Walk { state: None, after: None, reset: true, met: HashSet::new() });
                return self.walk_page(index).await;
            }
            Err(e) => return Err(e.into_provider("Email/changes")),
        };
        let mut touched = ids(&answer["created"]);
        touched.extend(ids(&answer["updated"]));
        let gone = ids(&answer["destroyed"]);
        let emails = self.emails(&touched).await?;
        // Asked for and not found: destroyed since the changes were computed.
        let found: HashSet<&str> = emails.iter().filter_map(|e| e.get("id")?.as_str()).collect();
        let mut gone = gone;
        gone.extend(touched.iter().filter(|id| !found.contains(id.as_str())).cloned());
        let mut changes = Changes::default();
        crate::provider::compare(emails.iter().filter_map(message_of).collect(), &gone, index, &mut changes).await?;
        changes.cursor = answer.get("newState").and_then(Value::as_str).map(str::to_string);
        changes.more = answer.get("hasMoreChanges").and_then(Value::as_bool).unwrap_or(false);
        changes.folders_changed = folders_changed;
        Ok(changes)
    }

    /// `Email/get` with the text parts' values (at most about four bytes a character of
    /// `max_chars`), 100 emails a request: no blob is downloaded.
    async fn index_texts(
        &mut self,
        _folder: &str,
        messages: &[String],
        max_chars: usize,
    ) -> Result<Option<HashMap<String, IndexText>>, ProviderError> {
        let mut texts = HashMap::with_capacity(messages.len());
        for chunk in messages.chunks(self.client.session.max_objects_in_get.min(100)) {
            let answer = self
                .client
                .call_one(
                    "Email/get",
                    json!({ "accountId": self.account(), "ids": chunk,
                            "properties": ["id", "references", "textBody", "bodyValues", "attachments"],
                            "fetchTextBodyValues": true, "maxBodyValueBytes": max_chars * 4 }),
                )
                .await?;
            for email in answer.get("list").and_then(Value::as_array).into_iter().flatten() {
                let Some(id) = email.get("id").and_then(Value::as_str) else { continue };
                texts.insert(id.to_string(), index_text_of(email, max_chars));
            }
        }
        Ok(Some(texts))
    }

    async fn read(&mut self, _folder: &str, message: &str) -> Result<Option<Vec<u8>>, ProviderError> {
        let answer = self
            .client
            .call_one("Email/get", json!({ "accountId": self.account(), "ids": [message], "properties": ["blobId"] }))
            .await?;
        let Some(blob) = answer.pointer("/list/0/blobId").and_then(Value::as_str) else { return Ok(None) };
        self.client.download(blob).await
    }

    async fn delete(&mut self, _folder: &str, messages: &[String]) -> Result<(), ProviderError> {
        let answer =
            self.client.call_one("Email/set", json!({ "accountId": self.account(), "destroy": messages })).await?;
        match answer.get("notDestroyed").and_then(Value::as_object) {
            Some(refused) if refused.values().any(|e| e.get("type").and_then(Value::as_str) != Some("notFound")) => {
                Err(ProviderError::Protocol("the JMAP server refused to destroy some emails".into()))
            }
            _ => Ok(()),
        }
    }

    async fn end_pass(&mut self) -> Result<(), ProviderError> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keywords_and_dates_read_as_the_index_keeps_them() {
        assert_eq!(flags_of(&json!({ "$seen": true, "$flagged": false, "work": true })), ["\\Seen", "work"]);
        assert_eq!(keyword_of("\\Answered"), "$answered");
        assert_eq!(pointer("a/b~c"), "a~1b~0c");
        assert_eq!(crlf(b"a\nb\r\nc\n"), b"a\r\nb\r\nc\r\n");
        assert_eq!(rfc3339_as_rfc5322("2026-12-03T08:46:30Z").unwrap(), "03 Dec 2026 08:46:30 +0000");
        assert_eq!(micros(Some("2026-12-01T10:00:00Z")), Some(1_796_119_200_000_000));
        assert_eq!(micros(Some("2026-12-01T11:00:00+01:00")), Some(1_796_119_200_000_000));
        assert_eq!(micros(Some("2026-13-01T10:00:00Z")), None);
        assert_eq!(micros(Some("garbage")), None);
    }

    #[test]
    fn an_email_names_its_mailboxes_and_headers() {
        let email = json!({
            "id": "M1", "mailboxIds": { "inbox": true, "work": true, "gone": false }, "keywords": { "$seen": true },
            "size": 450, "receivedAt": "2026-12-03T08:46:30Z", "sentAt": "2026-12-01T10:00:00Z",
            "messageId": ["c1@example.org"], "inReplyTo": null, "references": null, "subject": "Your code",
            "from": [{ "name": "Bob", "email": "bob@example.org" }], "to": [{ "name": null, "email": "alice@localhost" }],
            "cc": null, "hasAttachment": false
        });
        let (message, mut mailboxes) = message_of(&email).unwrap();
        mailboxes.sort();
        assert_eq!(mailboxes, ["inbox", "work"]);
        assert_eq!(message.flags, ["\\Seen"]);
        assert_eq!(message.headers.from, [(Some("Bob".to_string()), "bob@example.org".to_string())]);
        assert_eq!(message.headers.date, Some(1_796_119_200));
        assert!(message_of(&json!({ "mailboxIds": {} })).is_none());
    }

    #[test]
    fn what_is_not_an_id_is_dropped_where_ids_come_in() {
        // RFC 8620 §1.2: 1 to 255 octets of A-Z a-z 0-9 - _.
        assert!(is_id("M1") && is_id("a-Z_9") && is_id(&"x".repeat(255)));
        for bad in ["", "a\0b", "a/b", "a b", "é", "a.b", "x".repeat(256).as_str()] {
            assert!(!is_id(bad), "{bad:?}");
        }
        let hostile = json!({ "id": "M\0", "mailboxIds": { "inbox": true } });
        assert!(message_of(&hostile).is_none());
        let (_, mailboxes) =
            message_of(&json!({ "id": "M2", "mailboxIds": { "in\0box": true, "work": true } })).unwrap();
        assert_eq!(mailboxes, ["work"]);
        assert_eq!(ids(&json!(["M1", "M/2", "", "M3"])), ["M1", "M3"]);
        let folders = folders_of(&[json!({ "id": "../x", "name": "Evil" }), json!({ "id": "F1", "name": "Inbox" })]);
        assert_eq!(folders.iter().map(|f| f.reference.as_str()).collect::<Vec<_>>(), ["F1"]);
    }

    #[test]
    fn index_text_comes_from_body_values_and_attachment_names() {
        let email = json!({
            "id": "M1", "references": ["r@test"],
            "textBody": [{ "partId": "1", "type": "text/plain" }, { "partId": "2", "type": "text/html" }],
            "bodyValues": { "1": { "value": "Hello plain" }, "2": { "value": "<p>Hello <b>html</b></p>" } },
            "attachments": [{ "name": "invoice.pdf", "disposition": "attachment" }, { "name": "logo.png", "disposition": "inline" }]
        });
        let text = index_text_of(&email, 1000);
        assert!(text.text.starts_with("Hello plain\nHello html"), "{}", text.text);
        assert!(text.text.contains("invoice.pdf") && text.has_attachments);
        assert_eq!(text.references, ["r@test"]);
        assert_eq!(index_text_of(&email, 5).text.lines().next(), Some("Hello"));
        assert_eq!(index_text_of(&json!({}), 10), IndexText::default());
    }
}
