//! Folders of connected accounts and what the sync asks of their index: the folder lists, the
//! types a sync pass hands over (written by `sync_pass`), and what is indexed already.

use crate::ingest::EventOf;
use crate::sqlite::direct::{self, Columns};
use crate::writes::Writes;
use crate::{Backend, Result, Store};
use postern_core::Timestamp;
use postern_core::id::{IdKind, new_id};
use postern_core::model::{Address, Folder};
use sha2::{Digest, Sha256};
use std::collections::HashMap;

/// A folder as the server lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FolderSpec {
    /// The name on the wire (used to select it).
    pub raw_name: String,
    /// The decoded name shown to people.
    pub name: String,
    pub role: Option<String>,
    pub selectable: bool,
    /// The server's hierarchy delimiter in `name` (`/`, `.`), if it has a hierarchy.
    pub delimiter: Option<String>,
}

/// A folder with the sync state kept for it.
#[derive(Debug, Clone)]
pub struct FolderRecord {
    pub folder: Folder,
    pub raw_name: String,
    /// The server's hierarchy delimiter in the folder's name, if it has a hierarchy.
    pub delimiter: Option<String>,
    /// The provider's opaque sync cursor of the folder, as it last handed it out; `None`: never
    /// indexed (or the index was reset).
    pub cursor: Option<String>,
}

/// Code and link found in a message body.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Found {
    pub otp: Option<String>,
    pub otp_confidence: Option<f64>,
    pub magic_link: Option<String>,
    pub link_confidence: Option<f64>,
    /// Who really sent it, as the provider's `Authentication-Results` says; `None` when the
    /// provider wrote none that can be trusted (docs/SENDER_AUTH.md).
    pub authentication: Option<postern_core::model::Authentication>,
}

/// Where a provider finds a message in its folder. The index keeps every message of a folder
/// under a number (the `uid` column, which orders a folder's messages): the provider's own when
/// it gives one, else one the store hands out in order of arrival.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Locator {
    /// A number the provider gives in order of arrival and keeps while the folder lasts
    /// (IMAP's UID): the index files the message under it.
    Number(u32),
    /// A name the provider gives (POP3's UIDL, a JMAP, Graph or Gmail id): the index looks the
    /// message up by it and numbers it itself.
    Name(String),
}

impl Locator {
    /// The message under `reference` as the provider gave it: a number when the provider
    /// numbers its messages (`None` when the reference is no number), else a name.
    pub fn of(reference: String, numbered: bool) -> Option<Locator> {
        match numbered {
            true => reference.parse().ok().map(Locator::Number),
            false => Some(Locator::Name(reference)),
        }
    }

    /// A message as the index holds it: under its name if it has one, else under the number
    /// of its `uid` column.
    pub(crate) fn stored(uid: i64, name: Option<String>) -> Locator {
        name.map(Locator::Name).unwrap_or(Locator::Number(u32::try_from(uid).unwrap_or_default()))
    }

    /// The provider's number, if it gives one.
    pub fn number(&self) -> Option<u32> {
        match self {
            Locator::Number(n) => Some(*n),
            Locator::Name(_) => None,
        }
    }

    /// The provider's name, if it gives one.
    pub fn name(&self) -> Option<&str> {
        match self {
            Locator::Number(_) => None,
            Locator::Name(name) => Some(name),
        }
    }

    /// The reference the provider knows the message by (its number in decimal, or its name).
    pub fn reference(&self) -> String {
        match self {
            Locator::Number(n) => n.to_string(),
            Locator::Name(name) => name.clone(),
        }
    }
}

/// A message as the sync found it on the server.
#[derive(Debug, Clone, PartialEq)]
pub struct IndexedMessage {
    pub at: Locator,
    pub flags: Vec<String>,
    pub internal_date: Timestamp,
    pub date: Option<Timestamp>,
    pub size: u64,
    pub modseq: Option<u64>,
    pub message_id: Option<String>,
    pub in_reply_to: Option<String>,
    pub references: Vec<String>,
    pub subject: String,
    pub from: Vec<Address>,
    pub to: Vec<Address>,
    pub cc: Vec<Address>,
    /// A guess from the top-level content type (see [`AccountMessage::has_attachments`]).
    ///
    /// [`AccountMessage::has_attachments`]: postern_core::model::AccountMessage::has_attachments
    pub has_attachments: bool,
    /// Filled when the body was read (new mail), so that waits can match it.
    pub found: Option<Found>,
}

/// A message whose flags changed.
#[derive(Debug, Clone, PartialEq)]
pub struct FlagChange {
    pub at: Locator,
    pub flags: Vec<String>,
    pub modseq: Option<u64>,
}

/// What one pass found in one folder.
#[derive(Debug, Clone)]
pub struct FolderDelta {
    pub folder_id: String,
    /// Messages new to the index.
    pub created: Vec<IndexedMessage>,
    pub flags: Vec<FlagChange>,
    /// Messages gone from the folder.
    pub removed: Vec<Locator>,
    /// The folder's numbers are void (IMAP's UIDVALIDITY changed): every indexed message of it
    /// is treated as gone, and `created` holds the folder's whole content under the new ones.
    pub reset: bool,
    /// The first indexing of this folder: no per-message events (they are not changes).
    pub initial: bool,
    /// The cursor to remember once the delta is written.
    pub cursor: Option<String>,
}

impl FolderDelta {
    /// A delta of folder `folder_id` that changes nothing yet; `initial`: part of its first
    /// indexing.
    pub fn empty(folder_id: &str, initial: bool) -> FolderDelta {
        FolderDelta {
            folder_id: folder_id.to_string(),
            created: Vec::new(),
            flags: Vec::new(),
            removed: Vec::new(),
            reset: false,
            initial,
            cursor: None,
        }
    }
}

/// What [`Store::apply_deltas`] did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Applied {
    pub created: usize,
    pub updated: usize,
    pub moved: usize,
    pub deleted: usize,
}

macro_rules! folder_columns {
    () => {
        "f.id, f.account_id, f.raw_name, f.name, f.role, f.selectable, f.delimiter, f.cursor"
    };
}

/// A folder row; its counts are filled by [`Store::folders`] only.
fn folder_from_row(r: &impl Columns) -> FolderRecord {
    FolderRecord {
        folder: Folder {
            id: r.value("id"),
            account_id: r.value("account_id"),
            name: r.value("name"),
            role: r.value("role"),
            selectable: r.value("selectable"),
            message_count: 0,
            unread_count: 0,
        },
        raw_name: r.value("raw_name"),
        delimiter: r.value("delimiter"),
        cursor: r.value("cursor"),
    }
}

/// What identifies a message across folders besides its `Message-ID`.
pub(crate) fn fingerprint(m: &IndexedMessage) -> String {
    let mut hash = Sha256::new();
    hash.update(m.date.map(|d| d.micros()).unwrap_or(0).to_be_bytes());
    for a in &m.from {
        hash.update(a.email.to_ascii_lowercase().as_bytes());
        hash.update([0]);
    }
    hash.update(m.subject.as_bytes());
    hash.update(m.size.to_be_bytes());
    postern_core::hex(&hash.finalize()[..12])
}

pub(crate) fn is_unread(flags: &[String]) -> bool {
    !flags.iter().any(|f| f.eq_ignore_ascii_case("\\Seen"))
}

pub(crate) fn is_starred(flags: &[String]) -> bool {
    flags.iter().any(|f| f.eq_ignore_ascii_case("\\Flagged"))
}

pub(crate) fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_else(|_| "[]".into())
}

/// A message's flags as stored: in one order (by their lower-case form) and each once, so that
/// the same flags written by the sync and by the API compare equal and are one change, not two.
pub(crate) fn flags_json(flags: &[String]) -> String {
    let mut flags: Vec<&String> = flags.iter().collect();
    flags.sort_by_cached_key(|f| f.to_ascii_lowercase());
    flags.dedup_by(|a, b| a.eq_ignore_ascii_case(b));
    json(&flags)
}

impl Store {
    /// Makes the account's folders what the server lists: new ones are added, gone ones deleted
    /// with their messages (each with `message.deleted`). Returns all folders.
    pub async fn sync_folders(
        &self,
        account_id: &str,
        user_id: &str,
        specs: &[FolderSpec],
    ) -> Result<Vec<FolderRecord>> {
        let now = Timestamp::now();
        let known = self.folder_states(account_id).await?;
        let unchanged = known.len() == specs.len()
            && specs.iter().all(|s| {
                known.iter().any(|k| {
                    k.raw_name == s.raw_name
                        && k.folder.name == s.name
                        && k.folder.role == s.role
                        && k.folder.selectable == s.selectable
                        && k.delimiter == s.delimiter
                })
            });
        if unchanged {
            // The usual case on a refresh: no write transaction at all.
            return Ok(known);
        }
        on_both!(self, db => {
            let mut tx = db.write().await?;
            tx.fenced(self).await?;
            let existing: Vec<(String, String)> = sqlx::query_as("SELECT id, raw_name FROM folders WHERE account_id = $1")
                .bind(account_id)
                .fetch_all(&mut *tx)
                .await?;
            for (id, raw_name) in &existing {
                if specs.iter().any(|s| &s.raw_name == raw_name) {
                    continue;
                }
                let gone: Vec<(String,)> = sqlx::query_as("DELETE FROM account_messages WHERE folder_id = $1 RETURNING id")
                    .bind(id)
                    .fetch_all(&mut *tx)
                    .await?;
                for (message_id,) in gone {
                    message_event(&mut *tx, "message.deleted", user_id, account_id, id, &message_id, now).await?;
                }
                sqlx::query("DELETE FROM folders WHERE id = $1").bind(id).execute(&mut *tx).await?;
            }
            for spec in specs {
                sqlx::query(
                    "INSERT INTO folders (id, account_id, raw_name, name, role, selectable, delimiter) VALUES ($1, $2, $3, $4, $5, $6, $7)
                     ON CONFLICT (account_id, raw_name) DO UPDATE SET name = excluded.name, role = excluded.role,
                         selectable = excluded.selectable, delimiter = excluded.delimiter",
                )
                .bind(new_id(IdKind::Folder))
                .bind(account_id)
                .bind(&spec.raw_name)
                .bind(&spec.name)
                .bind(&spec.role)
                .bind(spec.selectable)
                .bind(&spec.delimiter)
                .execute(&mut *tx)
                .await?;
            }
            tx.commit().await?;
        });
        self.note_changes();
        self.layout_changed();
        self.folder_states(account_id).await
    }

    /// The folders of an account, with their message and unread counts.
    pub async fn folders(&self, account_id: &str) -> Result<Vec<FolderRecord>> {
        let mut folders = self.folder_states(account_id).await?;
        let counts: Vec<(String, i64, i64)> = on_both!(self, db => sqlx::query_as(
            "SELECT folder_id, COUNT(*), COUNT(CASE WHEN is_unread THEN 1 END) FROM account_messages WHERE account_id = $1 GROUP BY folder_id",
        )
        .bind(account_id)
        .fetch_all(&db.pool)
        .await?);
        for (id, total, unread) in counts {
            if let Some(f) = folders.iter_mut().find(|f| f.folder.id == id) {
                f.folder.message_count = total as u64;
                f.folder.unread_count = unread as u64;
            }
        }
        Ok(folders)
    }

    /// The folders of an account with their sync state, without counting messages (on SQLite
    /// a read on the calling thread).
    pub async fn folder_states(&self, account_id: &str) -> Result<Vec<FolderRecord>> {
        const SQL: &str =
            concat!("SELECT ", folder_columns!(), " FROM folders f WHERE f.account_id = $1 ORDER BY f.raw_name");
        match &self.backend {
            Backend::Sqlite(db) => db.direct.read(|conn| direct::all(conn, SQL, [account_id], |r| folder_from_row(r))),
            Backend::Postgres(db) => {
                Ok(sqlx::query(SQL).bind(account_id).fetch_all(&db.pool).await?.iter().map(folder_from_row).collect())
            }
        }
    }

    /// The folder with this id (its sync state; no counts).
    pub async fn folder(&self, id: &str) -> Result<Option<FolderRecord>> {
        on_both!(self, db => {
            let row = sqlx::query(concat!("SELECT ", folder_columns!(), " FROM folders f WHERE f.id = $1"))
                .bind(id)
                .fetch_optional(&db.pool)
                .await?;
            Ok(row.as_ref().map(folder_from_row))
        })
    }

    /// UIDs and flags of the indexed messages of a folder (for a sync without CONDSTORE).
    pub async fn indexed_flags(&self, folder_id: &str) -> Result<HashMap<u32, Vec<String>>> {
        let rows: Vec<(i64, String)> = on_both!(self, db => {
            sqlx::query_as("SELECT uid, flags_json FROM account_messages WHERE folder_id = $1")
                .bind(folder_id)
                .fetch_all(&db.pool)
                .await?
        });
        Ok(rows
            .into_iter()
            .map(|(uid, flags)| (uid as u32, serde_json::from_str(&flags).unwrap_or_default()))
            .collect())
    }

    /// References and flags of the indexed messages of a folder (providers without UIDs).
    pub async fn indexed_refs(&self, folder_id: &str) -> Result<HashMap<String, Vec<String>>> {
        let rows: Vec<(String, String)> = on_both!(self, db => {
            sqlx::query_as(
                "SELECT remote_ref, flags_json FROM account_messages WHERE folder_id = $1 AND remote_ref IS NOT NULL",
            )
            .bind(folder_id)
            .fetch_all(&db.pool)
            .await?
        });
        Ok(rows.into_iter().map(|(r, flags)| (r, serde_json::from_str(&flags).unwrap_or_default())).collect())
    }

    /// The folders of an account that hold each of these references, with the message's flags
    /// there (providers whose messages can be in several folders).
    pub async fn holding(
        &self,
        account_id: &str,
        refs: &[String],
    ) -> Result<HashMap<String, Vec<(String, Vec<String>)>>> {
        let mut held: HashMap<String, Vec<(String, Vec<String>)>> = HashMap::new();
        let sql = format!(
            "SELECT remote_ref, folder_id, flags_json FROM account_messages WHERE account_id = $1 AND remote_ref IN ({})",
            self.backend.json_values("$2")
        );
        for chunk in refs.chunks(5000) {
            let rows: Vec<(String, String, String)> = on_both!(self, db => {
                sqlx::query_as(sqlx::AssertSqlSafe(sql.as_str()))
                    .bind(account_id)
                    .bind(json(&chunk))
                    .fetch_all(&db.pool)
                    .await?
            });
            for (reference, folder, flags) in rows {
                held.entry(reference).or_default().push((folder, serde_json::from_str(&flags).unwrap_or_default()));
            }
        }
        Ok(held)
    }

    /// The account's changes cursor (providers whose cursor is the account's).
    pub async fn account_cursor(&self, account_id: &str) -> Result<Option<String>> {
        let cursor: Option<Option<String>> = on_both!(self, db => {
            sqlx::query_scalar("SELECT cursor FROM accounts WHERE id = $1")
                .bind(account_id)
                .fetch_optional(&db.pool)
                .await?
        });
        Ok(cursor.flatten())
    }

    /// References of a folder's messages first indexed before `cutoff` (for deleting them from
    /// servers that keep mail only for a while).
    pub async fn refs_seen_before(&self, folder_id: &str, cutoff: Timestamp) -> Result<Vec<String>> {
        Ok(on_both!(self, db => {
            sqlx::query_scalar(
                "SELECT remote_ref FROM account_messages WHERE folder_id = $1 AND remote_ref IS NOT NULL AND seen_at < $2",
            )
            .bind(folder_id)
            .bind(cutoff.micros())
            .fetch_all(&db.pool)
            .await?
        }))
    }
}

/// Appends a message event of a connected account inside the caller's transaction.
pub(crate) async fn message_event(
    tx: &mut impl Writes,
    kind: &str,
    user_id: &str,
    account_id: &str,
    folder_id: &str,
    message_id: &str,
    at: Timestamp,
) -> Result<()> {
    let of =
        EventOf { account: Some(account_id), folder: Some(folder_id), message: Some(message_id), ..EventOf::default() };
    tx.event(kind, user_id, of, at).await
}
