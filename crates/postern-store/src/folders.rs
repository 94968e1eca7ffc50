//! Folders of connected accounts and the index of their messages: the sync's write path.
//!
//! A sync pass hands over what it found in several folders at once ([`FolderDelta`]s) and
//! [`Store::apply_deltas`] writes it in one transaction, with its events. Messages that vanish
//! from one folder and appear in another in the same pass are matched (same `Message-ID` and the
//! same fingerprint, unique on both sides) and keep their id: that is a move, not a delete and a
//! create. A UIDVALIDITY change re-indexes a folder the same way, silently for messages that
//! are still there.

use crate::ingest::EventOf;
use crate::sqlite::direct::{self, Cell, Columns};
use crate::writes::Writes;
use crate::{Backend, Committed, Result, Store};
use postern_core::Timestamp;
use postern_core::id::{IdKind, new_id, new_time_ordered_id};
use postern_core::model::{Address, Folder};
use sha2::{Digest, Sha256};
use std::collections::{HashMap, HashSet};

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
}

/// A message as the sync found it on the server.
#[derive(Debug, Clone, PartialEq)]
pub struct IndexedMessage {
    /// The provider's number of the message in its folder (IMAP's UID); ignored when
    /// `remote_ref` is set (the store numbers such messages itself).
    pub uid: u32,
    /// The provider's reference of a message it does not number (POP3's UIDL, a JMAP id).
    pub remote_ref: Option<String>,
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
    pub uid: u32,
    /// The message's reference instead of `uid`, for providers without UIDs.
    pub remote_ref: Option<String>,
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
    /// Numbers (UIDs) of messages gone from the folder.
    pub vanished: Vec<u32>,
    /// References of messages gone from the folder, for providers without UIDs.
    pub removed: Vec<String>,
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
            vanished: Vec::new(),
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

/// A row that vanished in this pass, waiting to be matched with an arrival.
struct Gone {
    id: String,
    folder_id: String,
    message_id: Option<String>,
    fingerprint: String,
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
        let rows: Vec<(i64, String)> =
            sqlx::query_as("SELECT uid, flags_json FROM account_messages WHERE folder_id = ?")
                .bind(folder_id)
                .fetch_all(&self.sqlite()?.pool)
                .await?;
        Ok(rows
            .into_iter()
            .map(|(uid, flags)| (uid as u32, serde_json::from_str(&flags).unwrap_or_default()))
            .collect())
    }

    /// References and flags of the indexed messages of a folder (providers without UIDs).
    pub async fn indexed_refs(&self, folder_id: &str) -> Result<HashMap<String, Vec<String>>> {
        let rows: Vec<(String, String)> = sqlx::query_as(
            "SELECT remote_ref, flags_json FROM account_messages WHERE folder_id = ? AND remote_ref IS NOT NULL",
        )
        .bind(folder_id)
        .fetch_all(&self.sqlite()?.pool)
        .await?;
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
        for chunk in refs.chunks(5000) {
            let rows: Vec<(String, String, String)> = sqlx::query_as(
                "SELECT remote_ref, folder_id, flags_json FROM account_messages
                 WHERE account_id = ? AND remote_ref IN (SELECT value FROM json_each(?))",
            )
            .bind(account_id)
            .bind(json(&chunk))
            .fetch_all(&self.sqlite()?.pool)
            .await?;
            for (reference, folder, flags) in rows {
                held.entry(reference).or_default().push((folder, serde_json::from_str(&flags).unwrap_or_default()));
            }
        }
        Ok(held)
    }

    /// The account's changes cursor (providers whose cursor is the account's).
    pub async fn account_cursor(&self, account_id: &str) -> Result<Option<String>> {
        Ok(sqlx::query_scalar("SELECT cursor FROM accounts WHERE id = ?")
            .bind(account_id)
            .fetch_optional(&self.sqlite()?.pool)
            .await?
            .flatten())
    }

    /// References of a folder's messages first indexed before `cutoff` (for deleting them from
    /// servers that keep mail only for a while).
    pub async fn refs_seen_before(&self, folder_id: &str, cutoff: Timestamp) -> Result<Vec<String>> {
        Ok(sqlx::query_scalar(
            "SELECT remote_ref FROM account_messages WHERE folder_id = ? AND remote_ref IS NOT NULL AND seen_at < ?",
        )
        .bind(folder_id)
        .bind(cutoff.micros())
        .fetch_all(&self.sqlite()?.pool)
        .await?)
    }

    /// Writes one sync pass in one transaction, with an event per change, and tells waits about
    /// messages that arrived in a folder.
    pub async fn apply_deltas(&self, account_id: &str, user_id: &str, deltas: &[FolderDelta]) -> Result<Applied> {
        self.apply_changes(account_id, user_id, deltas, None).await
    }

    /// [`Store::apply_deltas`], and in the same transaction the account's cursor, for providers
    /// whose changes cursor is the account's, not a folder's (`None`: left as it is).
    pub async fn apply_changes(
        &self,
        account_id: &str,
        user_id: &str,
        deltas: &[FolderDelta],
        account_cursor: Option<&str>,
    ) -> Result<Applied> {
        let mut conn = self.sqlite()?.pool.acquire().await?;
        // A big write touches index pages all over: a larger page cache for its transaction
        // saves most re-reads (given back after the commit).
        let big = deltas.iter().map(|d| d.created.len()).sum::<usize>() >= 1000;
        if big {
            sqlx::query("PRAGMA cache_size = -32768").execute(&mut *conn).await?;
        }
        let applied = self.apply_on(&mut conn, account_id, user_id, deltas, account_cursor).await;
        if big {
            // Back to the usual cache (SQLite frees what is over the limit).
            let _ = sqlx::query("PRAGMA cache_size = -2000").execute(&mut *conn).await;
        }
        applied
    }

    /// [`Store::apply_deltas`] on the given connection.
    pub(crate) async fn apply_on(
        &self,
        conn: &mut sqlx::SqliteConnection,
        account_id: &str,
        user_id: &str,
        deltas: &[FolderDelta],
        account_cursor: Option<&str>,
    ) -> Result<Applied> {
        let mut applied = Applied::default();
        let mut arrived = Vec::new();
        let mut tx = self.sqlite()?.turns.first_on(conn).await?;
        // Everything that vanished in this pass, by (Message-ID, fingerprint).
        let mut gone: Vec<Gone> = Vec::new();
        for delta in deltas {
            let rows: Vec<(String, Option<String>, String)> = if delta.reset {
                sqlx::query_as("SELECT id, message_id_header, fingerprint FROM account_messages WHERE folder_id = ?")
                    .bind(&delta.folder_id)
                    .fetch_all(&mut *tx)
                    .await?
            } else {
                let mut rows = Vec::new();
                for uid in &delta.vanished {
                    if let Some(row) = sqlx::query_as(
                        "SELECT id, message_id_header, fingerprint FROM account_messages WHERE folder_id = ? AND uid = ?",
                    )
                    .bind(&delta.folder_id)
                    .bind(*uid as i64)
                    .fetch_optional(&mut *tx)
                    .await?
                    {
                        rows.push(row);
                    }
                }
                for reference in &delta.removed {
                    if let Some(row) = sqlx::query_as(
                        "SELECT id, message_id_header, fingerprint FROM account_messages WHERE folder_id = ? AND remote_ref = ?",
                    )
                    .bind(&delta.folder_id)
                    .bind(reference)
                    .fetch_optional(&mut *tx)
                    .await?
                    {
                        rows.push(row);
                    }
                }
                rows
            };
            // Free the UIDs of what vanished: the server may hand them out again (a reset) and a
            // matched arrival may take one of them.
            for (id, _, _) in &rows {
                sqlx::query("UPDATE account_messages SET uid = -seq, remote_ref = NULL WHERE id = ?")
                    .bind(id)
                    .execute(&mut *tx)
                    .await?;
            }
            gone.extend(rows.into_iter().map(|(id, message_id, fingerprint)| Gone {
                id,
                folder_id: delta.folder_id.clone(),
                message_id,
                fingerprint,
            }));
        }
        let mut key_count: HashMap<(Option<&str>, &str), usize> = HashMap::new();
        for g in &gone {
            *key_count.entry((g.message_id.as_deref(), g.fingerprint.as_str())).or_default() += 1;
        }
        let arrivals: Vec<(&FolderDelta, &IndexedMessage, String)> =
            deltas.iter().flat_map(|d| d.created.iter().map(move |m| (d, m, fingerprint(m)))).collect();
        let mut arrival_count: HashMap<(Option<&str>, &str), usize> = HashMap::new();
        for (_, m, fp) in &arrivals {
            *arrival_count.entry((m.message_id.as_deref(), fp.as_str())).or_default() += 1;
        }
        // A vanished row matches an arrival only when the key is unique on both sides and not
        // empty (no Message-ID and no fingerprint match is a guess, never a merge).
        let mut matched: HashMap<(Option<&str>, &str), usize> = HashMap::new();
        for (i, g) in gone.iter().enumerate() {
            let key = (g.message_id.as_deref(), g.fingerprint.as_str());
            if g.message_id.is_some() && key_count[&key] == 1 && arrival_count.get(&key) == Some(&1) {
                matched.insert(key, i);
            }
        }
        let mut kept = vec![false; gone.len()];
        let mut ordinals = Ordinals::default();
        let mut inserts: Vec<(String, &FolderDelta, &IndexedMessage, String)> = Vec::new();
        for (delta, message, fp) in &arrivals {
            let key = (message.message_id.as_deref(), fp.as_str());
            let Some(&i) = matched.get(&key) else {
                inserts.push((new_time_ordered_id(IdKind::Message), delta, message, fp.clone()));
                continue;
            };
            kept[i] = true;
            let seen_at = self.next_seen_at();
            let uid = ordinals.uid(&mut tx, &delta.folder_id, message).await?;
            sqlx::query(
                "UPDATE account_messages SET folder_id = ?, uid = ?, remote_ref = ?, flags_json = ?, is_unread = ?, is_starred = ?, modseq = ?, seen_at = ? WHERE id = ?",
            )
            .bind(&delta.folder_id)
            .bind(uid as i64)
            .bind(&message.remote_ref)
            .bind(flags_json(&message.flags))
            .bind(is_unread(&message.flags))
            .bind(is_starred(&message.flags))
            .bind(message.modseq.map(|m| m as i64))
            .bind(seen_at.micros())
            .bind(&gone[i].id)
            .execute(&mut *tx)
            .await?;
            if gone[i].folder_id != delta.folder_id {
                applied.moved += 1;
                message_event(&mut *tx, "message.moved", user_id, account_id, &delta.folder_id, &gone[i].id, seen_at)
                    .await?;
                arrived.push(Committed {
                    message_id: gone[i].id.clone(),
                    inbox_id: delta.folder_id.clone(),
                    received_at: seen_at,
                });
            }
        }
        for (g, _) in gone.iter().zip(&kept).filter(|(_, kept)| !**kept) {
            sqlx::query("DELETE FROM account_messages WHERE id = ?").bind(&g.id).execute(&mut *tx).await?;
            applied.deleted += 1;
            message_event(&mut *tx, "message.deleted", user_id, account_id, &g.folder_id, &g.id, Timestamp::now())
                .await?;
        }
        // A first indexing interrupted earlier starts over (what it wrote stays), and a change
        // made through the API may have recorded a message already (a move, by COPYUID): those
        // UIDs are left out.
        let mut existing: HashSet<(&str, u32)> = HashSet::new();
        let mut existing_refs: HashSet<(&str, String)> = HashSet::new();
        for delta in deltas.iter().filter(|d| !d.created.is_empty()) {
            let uids = indexed_uids(&mut tx, &delta.folder_id, &delta.created).await?;
            existing.extend(uids.into_iter().map(|uid| (delta.folder_id.as_str(), uid)));
            let refs = indexed_refs_of(&mut tx, &delta.folder_id, &delta.created).await?;
            existing_refs.extend(refs.into_iter().map(|r| (delta.folder_id.as_str(), r)));
        }
        inserts.retain(|(_, delta, m, _)| match &m.remote_ref {
            Some(r) => !existing_refs.contains(&(delta.folder_id.as_str(), r.clone())),
            None => !existing.contains(&(delta.folder_id.as_str(), m.uid)),
        });
        let threads = assign_threads(&mut tx, account_id, inserts.iter().map(|(_, _, m, _)| *m)).await?;
        let mut rows: Vec<NewRow> = Vec::with_capacity(inserts.len());
        for ((id, delta, message, fp), thread) in inserts.iter().zip(threads) {
            rows.push(NewRow {
                id: id.clone(),
                folder_id: &delta.folder_id,
                uid: ordinals.uid(&mut tx, &delta.folder_id, message).await?,
                message,
                fingerprint: fp.clone(),
                thread,
            });
        }
        let seen = insert_rows(self, &mut tx, account_id, &rows).await?;
        for ((id, delta, _, _), seen_at) in inserts.iter().zip(seen) {
            applied.created += 1;
            if !delta.initial {
                message_event(&mut *tx, "message.created", user_id, account_id, &delta.folder_id, id, seen_at).await?;
            }
            arrived.push(Committed { message_id: id.clone(), inbox_id: delta.folder_id.clone(), received_at: seen_at });
        }
        let parents: Vec<&str> = inserts.iter().filter_map(|(_, _, m, _)| m.message_id.as_deref()).collect();
        join_orphans(&mut tx, account_id, &parents).await?;
        for delta in deltas {
            for change in &delta.flags {
                let key = if change.remote_ref.is_some() { "remote_ref" } else { "uid" };
                let query = sqlx::query_as::<_, (String, String)>(sqlx::AssertSqlSafe(format!(
                    "UPDATE account_messages SET flags_json = ?, is_unread = ?, is_starred = ?, modseq = COALESCE(?, modseq)
                     WHERE folder_id = ? AND {key} = ? AND flags_json <> ? RETURNING id, flags_json"
                )))
                .bind(flags_json(&change.flags))
                .bind(is_unread(&change.flags))
                .bind(is_starred(&change.flags))
                .bind(change.modseq.map(|v| v as i64))
                .bind(&delta.folder_id);
                let row = match &change.remote_ref {
                    Some(reference) => query.bind(reference.clone()),
                    None => query.bind(change.uid as i64),
                }
                .bind(flags_json(&change.flags))
                .fetch_optional(&mut *tx)
                .await?;
                if let Some((id, _)) = row {
                    applied.updated += 1;
                    message_event(
                        &mut *tx,
                        "message.updated",
                        user_id,
                        account_id,
                        &delta.folder_id,
                        &id,
                        Timestamp::now(),
                    )
                    .await?;
                }
            }
            if let Some(cursor) = &delta.cursor {
                sqlx::query(SET_FOLDER_CURSOR).bind(cursor).bind(&delta.folder_id).execute(&mut *tx).await?;
            }
        }
        if let Some(cursor) = account_cursor {
            sqlx::query("UPDATE accounts SET cursor = ? WHERE id = ?")
                .bind(cursor)
                .bind(account_id)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        self.note_changes();
        self.wake(arrived);
        Ok(applied)
    }

    /// Tells the waits about committed arrivals. Waits listen per mailbox: one wake-up per folder
    /// is enough (a first indexing commits thousands of messages at a time).
    pub(crate) fn wake(&self, arrived: Vec<Committed>) {
        let mut woken = HashSet::new();
        for c in arrived.into_iter().rev() {
            if woken.insert(c.inbox_id.clone()) {
                let _ = self.committed.send(c);
            }
        }
    }

    /// A `seen_at` later than every one handed out before (commit order within an account's sync
    /// task, which is the only writer of its folders).
    pub(crate) fn next_seen_at(&self) -> Timestamp {
        let now = Timestamp::now().micros();
        let mut last = self.last_seen_at.lock().expect("seen_at lock");
        *last = (*last + 1).max(now);
        Timestamp(*last)
    }
}

/// Reply and forward prefixes in the languages mail clients write them in.
const REPLY_PREFIXES: &[&str] =
    &["re", "aw", "sv", "vs", "antw", "odp", "fw", "fwd", "wg", "tr", "rv", "enc", "doorst"];

/// Strips one `Re:`-like prefix (with an optional `[2]` or `(2)` counter); `None` if there is none.
pub(crate) fn strip_prefix(subject: &str) -> Option<&str> {
    let (word, rest) = subject.split_once(':')?;
    let word = word.trim().trim_end_matches(|c: char| c == ']' || c == ')' || c.is_ascii_digit());
    let word = word.trim_end_matches(['[', '(']).trim();
    REPLY_PREFIXES.iter().any(|p| word.eq_ignore_ascii_case(p)).then_some(rest)
}

/// The subject without reply/forward prefixes, trimmed.
fn without_prefixes(subject: &str) -> &str {
    let mut rest = subject.trim();
    while let Some(stripped) = strip_prefix(rest) {
        rest = stripped.trim();
    }
    rest
}

/// The subject without reply/forward prefixes, lower-cased, white space collapsed.
pub(crate) fn subject_text(subject: &str) -> String {
    without_prefixes(subject).split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase()
}

/// 64-bit FNV-1a: small index keys for long texts (queries compare the text as well).
fn fnv1a(text: &str) -> i64 {
    text.bytes().fold(FNV_OFFSET, fnv1a_byte) as i64
}

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;

fn fnv1a_byte(hash: u64, byte: u8) -> u64 {
    (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
}

/// [`subject_text`] as a key; 0 for an empty subject.
pub(crate) fn subject_key(subject: &str) -> i64 {
    let rest = without_prefixes(subject);
    if rest.is_empty() {
        return 0;
    }
    if !rest.is_ascii() {
        return fnv1a(&subject_text(subject));
    }
    // The same hash as of `subject_text`, without building it (most subjects are ASCII).
    let mut hash = FNV_OFFSET;
    for (i, word) in rest.split_whitespace().enumerate() {
        if i > 0 {
            hash = fnv1a_byte(hash, b' ');
        }
        hash = word.bytes().fold(hash, |h, b| fnv1a_byte(h, b.to_ascii_lowercase()));
    }
    hash as i64
}

/// The index key of a Message-ID (`message_key`, and `parent_key` for the parent's).
pub(crate) fn message_key(message_id: &str) -> i64 {
    fnv1a(message_id)
}

/// A thread id that sorts by creation (new threads append to the thread index instead of
/// landing at random places in it), with a random tail.
pub(crate) fn new_thread_id(now: Timestamp) -> String {
    format!("thr_{:014x}{}", now.micros(), &new_id(IdKind::Thread)[4..12])
}

/// Threads for `messages` (in the order given, which is the order they are inserted): the
/// thread of the nearest parent named by `In-Reply-To` or `References` (among these messages or
/// the account's), else, for a reply, the thread of a message with the same subject, else a new
/// thread. Two queries per 500 names, so the work grows linearly with the mailbox.
async fn assign_threads<'a>(
    tx: &mut sqlx::SqliteConnection,
    account_id: &str,
    messages: impl Iterator<Item = &'a IndexedMessage> + Clone,
) -> Result<Vec<String>> {
    let mut by_message_id: HashMap<String, String> = HashMap::new();
    let mut by_subject: HashMap<i64, String> = HashMap::new();
    let own: std::collections::HashSet<&str> = messages.clone().filter_map(|m| m.message_id.as_deref()).collect();
    let mut wanted: Vec<&str> = messages
        .clone()
        .flat_map(|m| m.in_reply_to.iter().chain(&m.references).map(String::as_str))
        .filter(|id| !own.contains(id))
        .collect();
    wanted.sort_unstable();
    wanted.dedup();
    for names in wanted.chunks(500) {
        // Rows of another Message-ID with the same key land under their own name (never asked).
        let sql = format!(
            "SELECT message_id_header, thread_id FROM account_messages WHERE message_key IN ({}) AND +account_id = ?",
            vec!["?"; names.len()].join(", ")
        );
        let mut query = sqlx::query_as::<_, (String, String)>(sqlx::AssertSqlSafe(sql));
        for name in names {
            query = query.bind(message_key(name));
        }
        by_message_id.extend(query.bind(account_id).fetch_all(&mut *tx).await?);
    }
    let mut keys: Vec<i64> = messages
        .clone()
        .filter(|m| strip_prefix(m.subject.trim()).is_some())
        .map(|m| subject_key(&m.subject))
        .collect();
    keys.sort_unstable();
    keys.dedup();
    for names in keys.chunks(500) {
        let sql = format!(
            "SELECT subject_key, thread_id FROM thread_subjects WHERE account_id = ? AND subject_key IN ({})",
            vec!["?"; names.len()].join(", ")
        );
        let mut query = sqlx::query_as::<_, (i64, String)>(sqlx::AssertSqlSafe(sql)).bind(account_id);
        for key in names {
            query = query.bind(*key);
        }
        by_subject.extend(query.fetch_all(&mut *tx).await?);
    }
    let now = Timestamp::now();
    let mut threads = Vec::new();
    let mut touched = std::collections::HashSet::new();
    for m in messages {
        let parent = m.in_reply_to.iter().chain(m.references.iter().rev()).find_map(|id| by_message_id.get(id));
        let key = subject_key(&m.subject);
        let (thread, begun) = match parent {
            Some(thread) => (thread.clone(), false),
            None if strip_prefix(m.subject.trim()).is_some() && key != 0 => match by_subject.get(&key) {
                Some(thread) => (thread.clone(), false),
                None => (new_thread_id(now), true),
            },
            None => (new_thread_id(now), true),
        };
        if let Some(id) = &m.message_id {
            by_message_id.insert(id.clone(), thread.clone());
        }
        // A new thread becomes its subject's; a reply only claims a subject nobody has.
        if key != 0 && (begun || !by_subject.contains_key(&key)) {
            by_subject.insert(key, thread.clone());
            touched.insert(key);
        }
        threads.push(thread);
    }
    let touched: Vec<(i64, &str)> =
        touched.into_iter().filter_map(|k| Some((k, by_subject.get(&k)?.as_str()))).collect();
    set_subject_threads(tx, account_id, &touched).await?;
    Ok(threads)
}

/// Records the thread each subject key now belongs to (300 to a statement).
async fn set_subject_threads(
    tx: &mut sqlx::SqliteConnection,
    account_id: &str,
    subjects: &[(i64, &str)],
) -> Result<()> {
    for chunk in subjects.chunks(300) {
        let mut query = sqlx::query(sqlx::AssertSqlSafe(subject_threads_sql(chunk.len())));
        for (key, thread) in chunk {
            query = query.bind(account_id).bind(*key).bind(*thread);
        }
        query.execute(&mut *tx).await?;
    }
    Ok(())
}

/// The upsert of `subjects` (account, subject key, thread) rows into `thread_subjects`.
pub(crate) fn subject_threads_sql(subjects: usize) -> String {
    format!(
        "INSERT INTO thread_subjects (account_id, subject_key, thread_id) VALUES {}
         ON CONFLICT (account_id, subject_key) DO UPDATE SET thread_id = excluded.thread_id",
        vec!["(?, ?, ?)"; subjects].join(", ")
    )
}

/// Replies indexed before the message they answer (it arrived later, or sits in a folder synced
/// later, or later in the same batch) started threads of their own: those threads join the
/// parent's. Runs after the parents are inserted; one indexed query per 500 parents.
async fn join_orphans(tx: &mut sqlx::SqliteConnection, account_id: &str, parents: &[&str]) -> Result<()> {
    let mut pairs = Vec::new();
    for chunk in parents.chunks(500) {
        let sql = format!(
            "SELECT DISTINCT p.thread_id, c.thread_id FROM account_messages p
             JOIN account_messages c ON c.parent_key = p.message_key AND +c.account_id = p.account_id
                 AND c.parent_ref = p.message_id_header
             WHERE p.message_key IN ({}) AND +p.account_id = ? AND c.thread_id <> p.thread_id",
            vec!["?"; chunk.len()].join(", ")
        );
        let mut query = sqlx::query_as::<_, (String, String)>(sqlx::AssertSqlSafe(sql));
        for id in chunk {
            query = query.bind(message_key(id));
        }
        pairs.extend(query.bind(account_id).fetch_all(&mut *tx).await?);
    }
    merge_threads(tx, account_id, pairs).await
}

/// Threads renamed per statement by [`merge_threads`].
const MERGE_CHUNK: usize = 200;

/// Joins each (parent thread, child thread) pair into one thread (union-find; each set ends in
/// its smallest, oldest, id), in the messages and in `thread_subjects`.
pub(crate) async fn merge_threads(
    tx: &mut sqlx::SqliteConnection,
    account_id: &str,
    pairs: Vec<(String, String)>,
) -> Result<()> {
    let mut root: HashMap<String, String> = HashMap::new();
    fn find(root: &HashMap<String, String>, mut id: String) -> String {
        while let Some(next) = root.get(&id) {
            id = next.clone();
        }
        id
    }
    for (parent_thread, child_thread) in pairs {
        let (a, b) = (find(&root, parent_thread), find(&root, child_thread));
        if a != b {
            let (low, high) = if a < b { (a, b) } else { (b, a) };
            root.insert(high, low);
        }
    }
    let moves: Vec<(&String, String)> = root.keys().map(|from| (from, find(&root, from.clone()))).collect();
    // One statement per table and MERGE_CHUNK threads: the index finds each thread's rows, a
    // CASE names its new id (a statement per thread cost 0.1 s per 1,000 threads). The `+`
    // leaves the account's indexes out: the thread index finds the rows.
    for chunk in moves.chunks(MERGE_CHUNK) {
        for sql in rename_threads_sql(chunk.len()) {
            let mut query = sqlx::query(sqlx::AssertSqlSafe(sql)).bind(account_id);
            for (from, to) in chunk {
                query = query.bind(*from).bind(to);
            }
            query.execute(&mut *tx).await?;
        }
    }
    Ok(())
}

/// The renames of `threads` threads in the messages and in `thread_subjects`, one statement per
/// table: bound to the account (`?1`), then each thread's (old id, new id).
pub(crate) fn rename_threads_sql(threads: usize) -> [String; 2] {
    let cases: String = (0..threads).map(|i| format!(" WHEN ?{} THEN ?{}", 2 * i + 2, 2 * i + 3)).collect();
    let names = (0..threads).map(|i| format!("?{}", 2 * i + 2)).collect::<Vec<_>>().join(", ");
    ["account_messages", "thread_subjects"].map(|table| {
        format!(
            "UPDATE {table} SET thread_id = CASE thread_id{cases} END WHERE +account_id = ?1 AND thread_id IN ({names})"
        )
    })
}

/// The update of a folder's sync cursor: cursor, folder.
pub(crate) const SET_FOLDER_CURSOR: &str = "UPDATE folders SET cursor = ? WHERE id = ?";

/// Of `messages` (found in a folder), the UIDs the folder's index holds already. Asked up front
/// (new UIDs lie above the known ones, so the range is short), which spares the inserts a
/// RETURNING row per message.
async fn indexed_uids(
    tx: &mut sqlx::SqliteConnection,
    folder_id: &str,
    messages: &[IndexedMessage],
) -> Result<HashSet<u32>> {
    let (low, high) = messages
        .iter()
        .filter(|m| m.remote_ref.is_none())
        .fold((u32::MAX, 0), |(l, h), m| (l.min(m.uid), h.max(m.uid)));
    if low > high {
        return Ok(HashSet::new());
    }
    let uids: Vec<i64> =
        sqlx::query_scalar("SELECT uid FROM account_messages WHERE folder_id = ? AND uid BETWEEN ? AND ?")
            .bind(folder_id)
            .bind(low as i64)
            .bind(high as i64)
            .fetch_all(&mut *tx)
            .await?;
    Ok(uids.into_iter().map(|uid| uid as u32).collect())
}

/// Of `messages`, the references the folder's index holds already (providers without UIDs).
async fn indexed_refs_of(
    tx: &mut sqlx::SqliteConnection,
    folder_id: &str,
    messages: &[IndexedMessage],
) -> Result<HashSet<String>> {
    let refs: Vec<&str> = messages.iter().filter_map(|m| m.remote_ref.as_deref()).collect();
    if refs.is_empty() {
        return Ok(HashSet::new());
    }
    let found: Vec<String> = sqlx::query_scalar(
        "SELECT remote_ref FROM account_messages WHERE folder_id = ? AND remote_ref IN (SELECT value FROM json_each(?))",
    )
    .bind(folder_id)
    .bind(json(&refs))
    .fetch_all(&mut *tx)
    .await?;
    Ok(found.into_iter().collect())
}

/// The `uid` column of messages written in one transaction: IMAP's UID, or for a message with a
/// reference instead the next number of its folder (after every number the folder has used).
#[derive(Default)]
struct Ordinals(HashMap<String, u32>);

impl Ordinals {
    async fn uid(&mut self, tx: &mut sqlx::SqliteConnection, folder_id: &str, m: &IndexedMessage) -> Result<u32> {
        if m.remote_ref.is_none() {
            return Ok(m.uid);
        }
        let next = match self.0.get(folder_id) {
            Some(last) => last + 1,
            None => {
                let highest: i64 =
                    sqlx::query_scalar("SELECT COALESCE(MAX(uid), 0) FROM account_messages WHERE folder_id = ?")
                        .bind(folder_id)
                        .fetch_one(&mut *tx)
                        .await?;
                highest.max(0) as u32 + 1
            }
        };
        self.0.insert(folder_id.to_string(), next);
        Ok(next)
    }
}

/// A message row to insert, with its id and thread chosen.
pub(crate) struct NewRow<'a> {
    pub id: String,
    pub folder_id: &'a str,
    /// The `uid` column: IMAP's UID or the store's number (see [`Ordinals`]).
    pub uid: u32,
    pub message: &'a IndexedMessage,
    pub fingerprint: String,
    pub thread: String,
}

/// The columns of a new message row, in the order of [`NewRow::cells`].
const ROW_COLUMNS: &str = "id, account_id, folder_id, uid, seen_at, internal_date, date_header, size, flags_json, is_unread, is_starred, modseq, message_id_header, in_reply_to, references_json, subject, from_json, to_json, cc_json, fingerprint, thread_id, otp, otp_confidence, magic_link, link_confidence, has_attachments, parent_ref, message_key, parent_key, remote_ref";

/// How many columns [`ROW_COLUMNS`] names.
const ROW_CELLS: usize = 30;

/// The `INSERT` of `rows` new message rows, each bound by [`NewRow::cells`].
pub(crate) fn insert_rows_sql(rows: usize) -> String {
    let row = format!("({})", vec!["?"; ROW_CELLS].join(", "));
    format!("INSERT INTO account_messages ({ROW_COLUMNS}) VALUES {}", vec![row; rows].join(", "))
}

impl NewRow<'_> {
    /// The row's values, for [`ROW_COLUMNS`].
    pub(crate) fn cells<'a>(&'a self, account_id: &'a str, seen_at: Timestamp) -> [Cell<'a>; ROW_CELLS] {
        let m = self.message;
        let found = m.found.as_ref();
        let parent = m.in_reply_to.as_ref().or(m.references.last()).map(String::as_str);
        [
            Cell::Text(self.id.as_str().into()),
            Cell::Text(account_id.into()),
            Cell::Text(self.folder_id.into()),
            Cell::Int(self.uid.into()),
            Cell::Int(seen_at.micros()),
            Cell::Int(m.internal_date.micros()),
            Cell::MaybeInt(m.date.map(|d| d.micros())),
            Cell::Int(m.size as i64),
            Cell::Text(flags_json(&m.flags).into()),
            Cell::Int(is_unread(&m.flags).into()),
            Cell::Int(is_starred(&m.flags).into()),
            Cell::MaybeInt(m.modseq.map(|v| v as i64)),
            Cell::MaybeText(m.message_id.as_deref()),
            Cell::MaybeText(m.in_reply_to.as_deref()),
            Cell::Text(json(&m.references).into()),
            Cell::Text(m.subject.as_str().into()),
            Cell::Text(json(&m.from).into()),
            Cell::Text(json(&m.to).into()),
            Cell::Text(json(&m.cc).into()),
            Cell::Text(self.fingerprint.as_str().into()),
            Cell::Text(self.thread.as_str().into()),
            Cell::MaybeText(found.and_then(|f| f.otp.as_deref())),
            Cell::MaybeReal(found.and_then(|f| f.otp_confidence)),
            Cell::MaybeText(found.and_then(|f| f.magic_link.as_deref())),
            Cell::MaybeReal(found.and_then(|f| f.link_confidence)),
            Cell::Int(m.has_attachments.into()),
            Cell::MaybeText(parent),
            Cell::MaybeInt(m.message_id.as_deref().map(message_key)),
            Cell::MaybeInt(parent.map(message_key)),
            Cell::MaybeText(m.remote_ref.as_deref()),
        ]
    }
}

/// Inserts `rows`, 400 to a statement; returns the `seen_at` of each.
async fn insert_rows(
    store: &Store,
    tx: &mut sqlx::SqliteConnection,
    account_id: &str,
    rows: &[NewRow<'_>],
) -> Result<Vec<Timestamp>> {
    let mut seen = Vec::with_capacity(rows.len());
    for chunk in rows.chunks(400) {
        let mut insert = sqlx::query(sqlx::AssertSqlSafe(insert_rows_sql(chunk.len())));
        for row in chunk {
            let seen_at = store.next_seen_at();
            seen.push(seen_at);
            for cell in row.cells(account_id, seen_at) {
                insert = match cell {
                    Cell::Text(text) => insert.bind(text),
                    Cell::MaybeText(text) => insert.bind(text),
                    Cell::Int(value) => insert.bind(value),
                    Cell::MaybeInt(value) => insert.bind(value),
                    Cell::MaybeReal(value) => insert.bind(value),
                };
            }
        }
        insert.execute(&mut *tx).await?;
    }
    Ok(seen)
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
    let of = EventOf { account: Some(account_id), folder: Some(folder_id), message: Some(message_id), inbox: None };
    tx.event(kind, user_id, of, at).await
}

#[cfg(test)]
mod tests {
    use super::{subject_key, subject_text};

    #[test]
    fn subject_keys_drop_reply_and_forward_prefixes() {
        assert_eq!(subject_text("Re: AW: Fwd[2]:  Hello   World "), "hello world");
        assert_eq!(subject_text("SV: Vs: Tr: Réunion"), "réunion");
        assert_eq!(subject_text("Ticket: 42 is open"), "ticket: 42 is open", "only known prefixes");
        assert_eq!(subject_key("Re:"), 0);
        assert_eq!(subject_key("Re: hello"), subject_key("HELLO"));
        for subject in ["Re:  Hello \t\x0b World", "AW: Réunion  Été", "ΣΟΦΟΣ", "plain", " Fwd[2]: x ", "Re: Re:"]
        {
            let text = subject_text(subject);
            let expected = if text.is_empty() { 0 } else { super::fnv1a(&text) };
            assert_eq!(subject_key(subject), expected, "{subject}");
        }
    }
}
