//! Changes made to account messages through the API, recorded as soon as the server confirmed
//! them, each with its event (the change is logged where it is made). The sync later finds the
//! same state on the server and reports nothing twice: equal flags are no change, a moved row
//! already sits at its new UID, a deleted row is gone.

use crate::folders::{Locator, fingerprint, flags_json, is_starred, is_unread, json, message_event};
use crate::ingest::MessageEvent;
use crate::threads::message_key;
use crate::writes::Writes;
use crate::{Backend, Committed, Result, Store};
use crate::{FolderDelta, IndexedMessage};
use postern_core::Timestamp;
use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How long a message deleted through the API is kept from a sync's writes.
const DELETED_FOR: Duration = Duration::from_secs(600);
/// The most deletions remembered (the oldest go first).
const DELETED_KEPT: usize = 10_000;

/// Messages deleted through the API lately, by folder and reference (providers without UIDs):
/// a sync pass that read the server before the deletion would write them back, to be removed
/// again only by its next pass. [`Store::apply_changes`] leaves them out. In memory: the syncs
/// of this process (on several instances, the lease holder's pass may still write one back for
/// a pass).
#[derive(Default)]
pub(crate) struct RecentlyDeleted {
    entries: Mutex<Deleted>,
}

/// The deletions by (folder, reference), and their order for forgetting the oldest: a pass
/// looks each new message up, in constant time.
#[derive(Default)]
struct Deleted {
    at: HashMap<(String, Locator), Instant>,
    order: VecDeque<(String, Locator)>,
}

impl RecentlyDeleted {
    fn note(&self, folder_id: &str, at: Locator) {
        let mut deleted = self.entries.lock().expect("recently deleted lock");
        while deleted.order.len() >= DELETED_KEPT
            || deleted.order.front().and_then(|k| deleted.at.get(k)).is_some_and(|at| at.elapsed() > DELETED_FOR)
        {
            if let Some(key) = deleted.order.pop_front() {
                deleted.at.remove(&key);
            }
        }
        let key = (folder_id.to_string(), at);
        if deleted.at.insert(key.clone(), Instant::now()).is_none() {
            deleted.order.push_back(key);
        }
    }

    /// `deltas` without the messages deleted lately, when they name any.
    pub(crate) fn left_out(&self, deltas: &[FolderDelta]) -> Option<Vec<FolderDelta>> {
        let deleted = self.entries.lock().expect("recently deleted lock");
        if deleted.at.is_empty() {
            return None;
        }
        let gone = |folder: &str, m: &IndexedMessage| {
            let key = (folder.to_string(), m.at.clone());
            deleted.at.get(&key).is_some_and(|at| at.elapsed() <= DELETED_FOR)
        };
        // A folder indexed again under new UIDs (UIDVALIDITY) is left whole: a number may name
        // another message now.
        let touched = |d: &FolderDelta| !d.reset && d.created.iter().any(|m| gone(&d.folder_id, m));
        if !deltas.iter().any(touched) {
            return None;
        }
        let mut kept = deltas.to_vec();
        for delta in kept.iter_mut().filter(|d| !d.reset) {
            let folder = delta.folder_id.clone();
            delta.created.retain(|m| !gone(&folder, m));
        }
        Some(kept)
    }
}

/// Whose a changed message is: its (user, account, folder).
type Owner = (String, String, String);

/// Appends an event of `kind` for each changed message, in order: the last thing a transaction
/// writes (the rows' locks before the log's, docs/STORE.md).
async fn message_events(tx: &mut impl Writes, kind: &str, rows: &[(Owner, &String, Timestamp)]) -> Result<()> {
    let events: Vec<MessageEvent> = rows
        .iter()
        .map(|((user_id, account_id, folder_id), id, at)| MessageEvent {
            kind,
            user_id,
            account_id,
            folder_id,
            message_id: id,
            at: *at,
        })
        .collect();
    tx.message_events(&events).await
}

impl Store {
    /// Records the flags messages now have; returns the ids whose flags changed (each with a
    /// `message.updated` event).
    pub async fn record_flags(&self, updates: &[(String, Vec<String>)]) -> Result<Vec<String>> {
        // Each message whose flags changed.
        let mut rows: Vec<(Owner, &String, Timestamp)> = Vec::new();
        match &self.backend {
            Backend::Sqlite(db) => {
                let mut tx = db.write().await?;
                for (id, flags) in updates {
                    let row: Option<(String, String, String)> = sqlx::query_as(
                        "UPDATE account_messages SET flags_json = $1, is_unread = $2, is_starred = $3
                         WHERE id = $4 AND flags_json <> $1
                         RETURNING (SELECT user_id FROM accounts WHERE accounts.id = account_id), account_id, folder_id",
                    )
                    .bind(flags_json(flags))
                    .bind(is_unread(flags))
                    .bind(is_starred(flags))
                    .bind(id)
                    .fetch_optional(&mut *tx)
                    .await?;
                    rows.extend(row.map(|row| (row, id, Timestamp::now())));
                }
                message_events(&mut *tx, "message.updated", &rows).await?;
                tx.commit().await?;
            }
            Backend::Postgres(db) => {
                // One statement for the whole batch (a round trip per message took most of it).
                let mut tx = db.write().await?;
                let ids: Vec<&str> = updates.iter().map(|(id, _)| id.as_str()).collect();
                let flags: Vec<String> = updates.iter().map(|(_, f)| flags_json(f)).collect();
                let unread: Vec<bool> = updates.iter().map(|(_, f)| is_unread(f)).collect();
                let starred: Vec<bool> = updates.iter().map(|(_, f)| is_starred(f)).collect();
                let changed: Vec<(String, String, String, String)> = sqlx::query_as(
                    "UPDATE account_messages m SET flags_json = u.flags, is_unread = u.unread, is_starred = u.starred
                     FROM unnest($1::text[], $2::text[], $3::bool[], $4::bool[]) AS u(id, flags, unread, starred)
                     WHERE m.id = u.id AND m.flags_json <> u.flags
                     RETURNING m.id, (SELECT user_id FROM accounts WHERE accounts.id = m.account_id), m.account_id, m.folder_id",
                )
                .bind(&ids)
                .bind(&flags)
                .bind(&unread)
                .bind(&starred)
                .fetch_all(&mut *tx)
                .await?;
                let mut by_id: HashMap<String, Owner> =
                    changed.into_iter().map(|(id, user, account, folder)| (id, (user, account, folder))).collect();
                // In the order asked, as on SQLite.
                let now = Timestamp::now();
                rows.extend(updates.iter().filter_map(|(id, _)| Some((by_id.remove(id)?, id, now))));
                message_events(&mut *tx, "message.updated", &rows).await?;
                tx.commit().await?;
            }
        }
        let changed = rows.into_iter().map(|(_, id, _)| id.clone()).collect();
        self.note_changes();
        Ok(changed)
    }

    /// Records messages moved to `folder_id` under their new references (each with
    /// `message.moved`); they keep their ids. A row without a reference is named by its UID, so
    /// its new reference is its new UID (a row whose new UID is not known stays for the next
    /// pass to find); a row with a reference takes the new one and the folder's next number.
    /// When the folder holds that reference already (the message was in both), the row stays
    /// where it was and the next pass tidies up.
    pub async fn record_moves(&self, folder_id: &str, moves: &[(String, Option<String>)]) -> Result<()> {
        let mut arrived = Vec::new();
        on_both!(self, db => {
            let mut tx = db.write().await?;
            let mut events = Vec::new();
            for (id, new_ref) in moves {
                let seen_at = self.next_seen_at();
                let uid = new_ref.as_deref().and_then(|r| r.parse::<u32>().ok()).map(i64::from);
                // Not where the folder holds the message's new UID or reference already.
                let row: Option<(String, String)> = sqlx::query_as(
                    "UPDATE account_messages SET folder_id = $1,
                         uid = CASE WHEN remote_ref IS NULL THEN $2
                                    ELSE (SELECT COALESCE(MAX(o.uid), 0) + 1 FROM account_messages o WHERE o.folder_id = $1) END,
                         remote_ref = CASE WHEN remote_ref IS NULL THEN NULL ELSE COALESCE($5, remote_ref) END,
                         seen_at = $3
                     WHERE id = $4 AND (remote_ref IS NOT NULL OR $2 IS NOT NULL)
                         AND NOT EXISTS (SELECT 1 FROM account_messages o WHERE o.folder_id = $1 AND o.id <> $4
                             AND ((account_messages.remote_ref IS NULL AND o.uid = $2)
                                 OR o.remote_ref = COALESCE($5, account_messages.remote_ref)))
                     RETURNING (SELECT user_id FROM accounts WHERE accounts.id = account_id), account_id",
                )
                .bind(folder_id)
                .bind(uid)
                .bind(seen_at.micros())
                .bind(id)
                .bind(new_ref)
                .fetch_optional(&mut *tx)
                .await?;
                if let Some((user_id, account_id)) = row {
                    events.push(((user_id, account_id, folder_id.to_string()), id, seen_at));
                    arrived.push(Committed {
                        message_id: id.clone(),
                        inbox_id: folder_id.to_string(),
                        received_at: seen_at,
                    });
                }
            }
            message_events(&mut *tx, "message.moved", &events).await?;
            tx.arrived(self, &arrived).await?;
            tx.commit().await?;
        });
        self.note_changes();
        self.wake(arrived);
        Ok(())
    }

    /// Records messages deleted for good (each with `message.deleted`).
    pub async fn record_deletions(&self, ids: &[String]) -> Result<()> {
        on_both!(self, db => {
            let mut tx = db.write().await?;
            let mut events = Vec::new();
            for id in ids {
                let row: Option<(String, String, String, Option<String>, i64)> = sqlx::query_as(
                    "DELETE FROM account_messages WHERE id = $1
                     RETURNING (SELECT user_id FROM accounts WHERE accounts.id = account_id), account_id, folder_id,
                               remote_ref, uid",
                )
                .bind(id)
                .fetch_optional(&mut *tx)
                .await?;
                if let Some((user_id, account_id, folder_id, remote_ref, uid)) = row {
                    self.recently_deleted.note(&folder_id, Locator::stored(uid, remote_ref));
                    events.push(((user_id, account_id, folder_id), id, Timestamp::now()));
                }
            }
            message_events(&mut *tx, "message.deleted", &events).await?;
            tx.commit().await?;
        });
        self.note_changes();
        Ok(())
    }

    /// Records a folder renamed on the server (and its subfolders, whose names start with
    /// `old_raw` and the delimiter): the rows keep their ids, so their messages keep theirs.
    pub async fn rename_folder(
        &self,
        account_id: &str,
        old: (&str, &str),
        new: (&str, &str),
        delimiter: &str,
    ) -> Result<()> {
        let ((old_raw, old_name), (new_raw, new_name)) = (old, new);
        let under = |full: &str, root: &str| {
            full == root || (!delimiter.is_empty() && full.starts_with(&format!("{root}{delimiter}")))
        };
        on_both!(self, db => {
            let mut tx = db.write().await?;
            let rows: Vec<(String, String, String)> =
                sqlx::query_as("SELECT id, raw_name, name FROM folders WHERE account_id = $1")
                    .bind(account_id)
                    .fetch_all(&mut *tx)
                    .await?;
            for (id, raw, name) in rows {
                if !under(&raw, old_raw) {
                    continue;
                }
                let raw = format!("{new_raw}{}", &raw[old_raw.len()..]);
                let name = if under(&name, old_name) { format!("{new_name}{}", &name[old_name.len()..]) } else { name };
                sqlx::query("UPDATE folders SET raw_name = $1, name = $2 WHERE id = $3")
                    .bind(raw)
                    .bind(name)
                    .bind(id)
                    .execute(&mut *tx)
                    .await?;
            }
            tx.commit().await?;
        });
        self.layout_changed();
        Ok(())
    }

    /// Forgets a folder deleted on the server (it held no messages).
    pub async fn forget_folder(&self, folder_id: &str) -> Result<()> {
        on_both!(self, db => sqlx::query("DELETE FROM folders WHERE id = $1").bind(folder_id).execute(&db.pool).await.map(drop)?);
        self.layout_changed();
        Ok(())
    }

    /// Records that message `id` was replaced on the server by `new` (a draft saved again under
    /// a new UID, or a new reference, in the same folder): the row takes the new UID or
    /// reference and headers and keeps its id (`message.updated`).
    pub async fn record_replacement(&self, id: &str, new: &IndexedMessage) -> Result<bool> {
        on_both!(self, db => {
            let mut tx = db.write().await?;
            // The sync may have indexed the new UID on its own meanwhile: that row goes.
            let twin: Option<(String, String, String, String)> = sqlx::query_as(
                "DELETE FROM account_messages WHERE folder_id = (SELECT folder_id FROM account_messages WHERE id = $1)
                     AND (($3 IS NULL AND uid = $2) OR remote_ref = $3) AND id <> $1
                 RETURNING id, (SELECT user_id FROM accounts WHERE accounts.id = account_id), account_id, folder_id",
            )
            .bind(id)
            .bind(new.at.number().map(i64::from))
            .bind(new.at.name())
            .fetch_optional(&mut *tx)
            .await?;
            let before: Option<(String, i64, Option<String>)> =
                sqlx::query_as("SELECT folder_id, uid, remote_ref FROM account_messages WHERE id = $1")
                    .bind(id)
                    .fetch_optional(&mut *tx)
                    .await?;
            let row: Option<(String, String, String)> = sqlx::query_as(
                "UPDATE account_messages SET uid = COALESCE($1, uid), remote_ref = COALESCE($2, remote_ref), internal_date = $3,
                     date_header = $4, size = $5, flags_json = $6, is_unread = $7, is_starred = $8, modseq = $9, message_id_header = $10,
                     message_key = $11, subject = $12, from_json = $13, to_json = $14, cc_json = $15, fingerprint = $16,
                     has_attachments = $17
                 WHERE id = $18
                 RETURNING (SELECT user_id FROM accounts WHERE accounts.id = account_id), account_id, folder_id",
            )
            // A message named by a reference keeps the number the store gave it.
            .bind(new.at.number().map(i64::from))
            .bind(new.at.name())
            .bind(new.internal_date.micros())
            .bind(new.date.map(|d| d.micros()))
            .bind(new.size as i64)
            .bind(flags_json(&new.flags))
            .bind(is_unread(&new.flags))
            .bind(is_starred(&new.flags))
            .bind(new.modseq.map(|m| m as i64))
            .bind(new.message_id.as_deref().map(crate::stored))
            .bind(new.message_id.as_deref().map(message_key))
            .bind(crate::stored(&new.subject))
            .bind(json(&new.from))
            .bind(json(&new.to))
            .bind(json(&new.cc))
            .bind(fingerprint(new))
            .bind(new.has_attachments)
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
            // Nothing to record: the transaction ends unwritten.
            let Some((user_id, account_id, folder_id)) = row else {
                tx.rollback().await?;
                return Ok(false);
            };
            if let Some((twin, user_id, account_id, folder_id)) = twin {
                message_event(&mut *tx, "message.deleted", &user_id, &account_id, &folder_id, &twin, Timestamp::now())
                    .await?;
            }
            message_event(&mut *tx, "message.updated", &user_id, &account_id, &folder_id, id, Timestamp::now()).await?;
            tx.commit().await?;
            // The old version is being taken out: a pass that read the folder before that must
            // not index it again as a new message.
            if let Some((folder, uid, remote_ref)) = before {
                let old = Locator::stored(uid, remote_ref);
                if old != new.at {
                    self.recently_deleted.note(&folder, old);
                }
            }
        });
        self.note_changes();
        Ok(true)
    }
}
