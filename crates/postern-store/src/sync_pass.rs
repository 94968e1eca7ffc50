//! One sync pass written into the index of a connected account, on either backend.
//!
//! A sync pass hands over what it found in several folders at once ([`FolderDelta`]s) and
//! [`Store::apply_deltas`] writes it in one transaction, with its events. Messages that vanish
//! from one folder and appear in another in the same pass are matched (same `Message-ID` and the
//! same fingerprint, unique on both sides) and keep their id: that is a move, not a delete and a
//! create. A UIDVALIDITY change re-indexes a folder the same way, silently for messages that
//! are still there.

use crate::folders::{
    Applied, FolderDelta, IndexedMessage, Locator, fingerprint, flags_json, is_starred, is_unread, json,
};
use crate::ingest::MessageEvent;
use crate::ingest::{latest_per_mailbox, placeholders};
use crate::sqlite::direct::Cell;
use crate::threads::message_key;
use crate::writes::Writes;
use crate::{Backend, Committed, Result, Store, json_values, stored};
use postern_core::Timestamp;
use postern_core::id::{IdKind, new_time_ordered_id};
use std::collections::{HashMap, HashSet};

impl Store {
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
        let kept = self.recently_deleted.left_out(deltas);
        let deltas = kept.as_deref().unwrap_or(deltas);
        let pass = Pass { account_id, user_id, deltas, account_cursor };
        let (applied, arrived) = match &self.backend {
            Backend::Sqlite(db) => {
                let mut conn = db.pool.acquire().await?;
                // A big write touches index pages all over: a larger page cache for its
                // transaction saves most re-reads (given back after the commit).
                let big = deltas.iter().map(|d| d.created.len()).sum::<usize>() >= 1000;
                if big {
                    sqlx::query("PRAGMA cache_size = -32768").execute(&mut *conn).await?;
                }
                let written = async {
                    let mut tx = db.turns.first_on(&mut conn).await?;
                    let written = on_sqlite::write(self, &mut tx, &pass).await?;
                    tx.commit().await?;
                    Ok::<_, crate::StoreError>(written)
                }
                .await;
                if big {
                    // Back to the usual cache (SQLite frees what is over the limit).
                    let _ = sqlx::query("PRAGMA cache_size = -2000").execute(&mut *conn).await;
                }
                written?
            }
            Backend::Postgres(db) => {
                let mut tx = db.write().await?;
                let (applied, arrived) = on_postgres::write(self, &mut tx, &pass).await?;
                tx.arrived(self, &arrived).await?;
                tx.commit().await?;
                (applied, arrived)
            }
        };
        self.note_changes();
        self.wake(arrived);
        Ok(applied)
    }

    /// Tells the waits about committed arrivals. Waits listen per mailbox: one wake-up per folder
    /// is enough (a first indexing commits thousands of messages at a time).
    pub(crate) fn wake(&self, arrived: Vec<Committed>) {
        for c in latest_per_mailbox(arrived) {
            let _ = self.committed.send(c);
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

/// What a pass writes.
struct Pass<'a> {
    account_id: &'a str,
    user_id: &'a str,
    deltas: &'a [FolderDelta],
    account_cursor: Option<&'a str>,
}

/// A row that vanished in this pass, waiting to be matched with an arrival.
struct Gone {
    id: String,
    folder_id: String,
    message_id: Option<String>,
    fingerprint: String,
}

/// The update of a folder's sync cursor: cursor, folder.
pub(crate) const SET_FOLDER_CURSOR: &str = "UPDATE folders SET cursor = $1 WHERE id = $2";

per_connection! {
    with crate::threads;

    /// Writes `pass` in the caller's transaction; returns what it did and the messages that
    /// arrived in a folder (in the order written), for the waits. Its events are written last.
    pub(super) async fn write(store: &Store, tx: &mut Conn, pass: &Pass<'_>) -> Result<(Applied, Vec<Committed>)> {
        let Pass { account_id, user_id, deltas, account_cursor } = *pass;
        tx.fenced(store).await?;
        let mut applied = Applied::default();
        let mut arrived = Vec::new();
        // (kind, folder, message, at), written after the rows.
        let mut events: Vec<(&str, String, String, Timestamp)> = Vec::new();
        // Everything that vanished in this pass, by (Message-ID, fingerprint).
        let mut gone: Vec<Gone> = Vec::new();
        for delta in deltas {
            let rows: Vec<(String, Option<String>, String)> = if delta.reset {
                sqlx::query_as("SELECT id, message_id_header, fingerprint FROM account_messages WHERE folder_id = $1")
                    .bind(&delta.folder_id)
                    .fetch_all(&mut *tx)
                    .await?
            } else {
                // What vanished, in two statements (by number and by name), not one per message.
                let numbers: Vec<i64> = delta.removed.iter().filter_map(|l| l.number()).map(i64::from).collect();
                let names: Vec<&str> = delta.removed.iter().filter_map(|l| l.name()).collect();
                let mut rows = Vec::new();
                for (column, listed, int) in [("uid", json(&numbers), true), ("remote_ref", json(&names), false)] {
                    if listed == "[]" {
                        continue;
                    }
                    let found: Vec<(String, Option<String>, String)> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
                        "SELECT id, message_id_header, fingerprint FROM account_messages
                         WHERE folder_id = $1 AND {column} IN ({}) ORDER BY seq",
                        json_values(PG, "$2", int)
                    )))
                    .bind(&delta.folder_id)
                    .bind(listed)
                    .fetch_all(&mut *tx)
                    .await?;
                    rows.extend(found);
                }
                rows
            };
            // Free the UIDs of what vanished: the server may hand them out again (a reset) and a
            // matched arrival may take one of them.
            if !rows.is_empty() {
                let ids: Vec<&str> = rows.iter().map(|(id, _, _)| id.as_str()).collect();
                sqlx::query(sqlx::AssertSqlSafe(format!(
                    "UPDATE account_messages SET uid = -seq, remote_ref = NULL WHERE id IN ({})",
                    json_values(PG, "$1", false)
                )))
                .bind(json(&ids))
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
            let seen_at = store.next_seen_at();
            let uid = ordinals.uid(tx, &delta.folder_id, message).await?;
            sqlx::query(
                "UPDATE account_messages SET folder_id = $1, uid = $2, remote_ref = $3, flags_json = $4, is_unread = $5,
                     is_starred = $6, modseq = $7, seen_at = $8 WHERE id = $9",
            )
            .bind(&delta.folder_id)
            .bind(uid as i64)
            .bind(message.at.name())
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
                events.push(("message.moved", delta.folder_id.clone(), gone[i].id.clone(), seen_at));
                arrived.push(Committed {
                    message_id: gone[i].id.clone(),
                    inbox_id: delta.folder_id.clone(),
                    received_at: seen_at,
                });
            }
        }
        let deleted: Vec<&Gone> = gone.iter().zip(&kept).filter(|(_, kept)| !**kept).map(|(g, _)| g).collect();
        if !deleted.is_empty() {
            let ids: Vec<&str> = deleted.iter().map(|g| g.id.as_str()).collect();
            sqlx::query(sqlx::AssertSqlSafe(format!("DELETE FROM account_messages WHERE id IN ({})", json_values(PG, "$1", false))))
                .bind(json(&ids))
                .execute(&mut *tx)
                .await?;
        }
        for g in deleted {
            applied.deleted += 1;
            events.push(("message.deleted", g.folder_id.clone(), g.id.clone(), Timestamp::now()));
        }
        // A first indexing interrupted earlier starts over (what it wrote stays), and a change
        // made through the API may have recorded a message already (a move, by COPYUID): those
        // UIDs are left out.
        let mut existing: HashSet<(&str, u32)> = HashSet::new();
        let mut existing_refs: HashSet<(&str, String)> = HashSet::new();
        for delta in deltas.iter().filter(|d| !d.created.is_empty()) {
            let uids = indexed_uids(tx, &delta.folder_id, &delta.created).await?;
            existing.extend(uids.into_iter().map(|uid| (delta.folder_id.as_str(), uid)));
            let refs = indexed_refs_of(tx, &delta.folder_id, &delta.created).await?;
            existing_refs.extend(refs.into_iter().map(|r| (delta.folder_id.as_str(), r)));
        }
        inserts.retain(|(_, delta, m, _)| match &m.at {
            Locator::Name(r) => !existing_refs.contains(&(delta.folder_id.as_str(), r.clone())),
            Locator::Number(uid) => !existing.contains(&(delta.folder_id.as_str(), *uid)),
        });
        let threads = assign_threads(tx, account_id, inserts.iter().map(|(_, _, m, _)| *m)).await?;
        // New mail (not a first indexing's) is judged by the account's lists as it is written;
        // a pass with none reads no lists.
        let lists = if inserts.iter().any(|(_, delta, _, _)| !delta.initial) {
            let json: Option<Option<String>> = sqlx::query_scalar("SELECT senders_json FROM accounts WHERE id = $1")
                .bind(account_id)
                .fetch_optional(&mut *tx)
                .await?;
            crate::ingest::senders_of(json.flatten())
        } else {
            postern_core::senders::SenderLists::default()
        };
        let mut rows: Vec<NewRow> = Vec::with_capacity(inserts.len());
        for ((id, delta, message, fp), thread) in inserts.iter().zip(threads) {
            rows.push(NewRow {
                id: id.clone(),
                folder_id: &delta.folder_id,
                uid: ordinals.uid(tx, &delta.folder_id, message).await?,
                message,
                fingerprint: fp.clone(),
                thread,
                quarantined: !delta.initial && held_back(&lists, message),
            });
        }
        let seen = insert_rows(store, tx, account_id, &rows).await?;
        for (((id, delta, _, _), row), seen_at) in inserts.iter().zip(&rows).zip(seen) {
            applied.created += 1;
            if !delta.initial && !row.quarantined {
                events.push(("message.created", delta.folder_id.clone(), id.clone(), seen_at));
            }
            arrived.push(Committed { message_id: id.clone(), inbox_id: delta.folder_id.clone(), received_at: seen_at });
        }
        let parents: Vec<&str> = inserts.iter().filter_map(|(_, _, m, _)| m.message_id.as_deref()).collect();
        join_orphans(tx, account_id, &parents).await?;
        for delta in deltas {
            for change in &delta.flags {
                let key = if change.at.number().is_some() { "uid" } else { "remote_ref" };
                let query = sqlx::query_scalar::<_, String>(sqlx::AssertSqlSafe(format!(
                    "UPDATE account_messages SET flags_json = $1, is_unread = $2, is_starred = $3, modseq = COALESCE($4, modseq)
                     WHERE folder_id = $5 AND {key} = $6 AND flags_json <> $1 RETURNING id"
                )))
                .bind(flags_json(&change.flags))
                .bind(is_unread(&change.flags))
                .bind(is_starred(&change.flags))
                .bind(change.modseq.map(|v| v as i64))
                .bind(&delta.folder_id);
                let id = match &change.at {
                    Locator::Name(name) => query.bind(name.clone()),
                    Locator::Number(uid) => query.bind(*uid as i64),
                }
                .fetch_optional(&mut *tx)
                .await?;
                if let Some(id) = id {
                    applied.updated += 1;
                    events.push(("message.updated", delta.folder_id.clone(), id, Timestamp::now()));
                }
            }
            if let Some(cursor) = &delta.cursor {
                sqlx::query(SET_FOLDER_CURSOR).bind(cursor).bind(&delta.folder_id).execute(&mut *tx).await?;
            }
        }
        if let Some(cursor) = account_cursor {
            sqlx::query("UPDATE accounts SET cursor = $1 WHERE id = $2")
                .bind(cursor)
                .bind(account_id)
                .execute(&mut *tx)
                .await?;
        }
        let events: Vec<MessageEvent> = events
            .iter()
            .map(|(kind, folder_id, message_id, at)| MessageEvent { kind, user_id, account_id, folder_id, message_id, at: *at })
            .collect();
        tx.message_events(&events).await?;
        Ok((applied, arrived))
    }

    /// Of `messages` (found in a folder), the UIDs the folder's index holds already. Asked up
    /// front (new UIDs lie above the known ones, so the range is short), which spares the inserts
    /// a RETURNING row per message.
    async fn indexed_uids(tx: &mut Conn, folder_id: &str, messages: &[IndexedMessage]) -> Result<HashSet<u32>> {
        let (low, high) =
            messages.iter().filter_map(|m| m.at.number()).fold((u32::MAX, 0), |(l, h), uid| (l.min(uid), h.max(uid)));
        if low > high {
            return Ok(HashSet::new());
        }
        let uids: Vec<i64> =
            sqlx::query_scalar("SELECT uid FROM account_messages WHERE folder_id = $1 AND uid BETWEEN $2 AND $3")
                .bind(folder_id)
                .bind(low as i64)
                .bind(high as i64)
                .fetch_all(&mut *tx)
                .await?;
        Ok(uids.into_iter().map(|uid| uid as u32).collect())
    }

    /// Of `messages`, the references the folder's index holds already (providers without UIDs).
    async fn indexed_refs_of(tx: &mut Conn, folder_id: &str, messages: &[IndexedMessage]) -> Result<HashSet<String>> {
        let refs: Vec<&str> = messages.iter().filter_map(|m| m.at.name()).collect();
        if refs.is_empty() {
            return Ok(HashSet::new());
        }
        let values = json_values(PG, "$2", false);
        let found: Vec<String> = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
            "SELECT remote_ref FROM account_messages WHERE folder_id = $1 AND remote_ref IN ({values})"
        )))
        .bind(folder_id)
        .bind(json(&refs))
        .fetch_all(&mut *tx)
        .await?;
        Ok(found.into_iter().collect())
    }

    /// The `uid` column of messages written in one transaction: IMAP's UID, or for a message
    /// with a reference instead the next number of its folder (after every number the folder has
    /// used).
    #[derive(Default)]
    struct Ordinals(HashMap<String, u32>);

    impl Ordinals {
        async fn uid(&mut self, tx: &mut Conn, folder_id: &str, m: &IndexedMessage) -> Result<u32> {
            if let Locator::Number(uid) = m.at {
                return Ok(uid);
            }
            let next = match self.0.get(folder_id) {
                Some(last) => last + 1,
                None => {
                    let highest: i64 =
                        sqlx::query_scalar("SELECT COALESCE(MAX(uid), 0) FROM account_messages WHERE folder_id = $1")
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

    /// Inserts `rows`; returns the `seen_at` of each.
    pub(crate) async fn insert_rows(
        store: &Store,
        tx: &mut Conn,
        account_id: &str,
        rows: &[NewRow<'_>],
    ) -> Result<Vec<Timestamp>> {
        let seen: Vec<Timestamp> = rows.iter().map(|_| store.next_seen_at()).collect();
        tx.write_rows(account_id, rows, &seen).await?;
        Ok(seen)
    }
}

/// How a connection writes new message rows.
pub(crate) trait WriteRows {
    /// Writes `rows`, each seen at its time in `seen`.
    async fn write_rows(&mut self, account_id: &str, rows: &[NewRow<'_>], seen: &[Timestamp]) -> Result<()>;
}

/// On SQLite: 400 rows to an `INSERT`.
impl WriteRows for sqlx::SqliteConnection {
    async fn write_rows(&mut self, account_id: &str, rows: &[NewRow<'_>], seen: &[Timestamp]) -> Result<()> {
        for (chunk, seen) in rows.chunks(400).zip(seen.chunks(400)) {
            let mut insert = sqlx::query(sqlx::AssertSqlSafe(insert_rows_sql(chunk.len())));
            for (row, seen_at) in chunk.iter().zip(seen) {
                for cell in row.cells(account_id, *seen_at) {
                    insert = match cell {
                        Cell::Text(text) => insert.bind(text),
                        Cell::MaybeText(text) => insert.bind(text),
                        Cell::Int(value) => insert.bind(value),
                        Cell::MaybeInt(value) => insert.bind(value),
                        Cell::MaybeReal(value) => insert.bind(value),
                        Cell::Bool(value) => insert.bind(value),
                    };
                }
            }
            insert.execute(&mut *self).await?;
        }
        Ok(())
    }
}

/// On PostgreSQL: streamed by `COPY`, in its text format. A statement of 400 rows bound to
/// 12,000 parameters cost the server more to parse, plan and bind than the rows cost to write
/// (docs/STORE.md).
impl WriteRows for sqlx::PgConnection {
    async fn write_rows(&mut self, account_id: &str, rows: &[NewRow<'_>], seen: &[Timestamp]) -> Result<()> {
        if rows.is_empty() {
            return Ok(());
        }
        let mut copy = self.copy_in_raw(&format!("COPY account_messages ({ROW_COLUMNS}) FROM STDIN")).await?;
        let mut data = Vec::with_capacity(256 * 1024);
        for (row, seen_at) in rows.iter().zip(seen) {
            copy_line(&row.cells(account_id, *seen_at), &mut data);
            if data.len() >= 256 * 1024 {
                copy.send(std::mem::take(&mut data)).await?;
            }
        }
        if !data.is_empty() {
            copy.send(data).await?;
        }
        copy.finish().await?;
        Ok(())
    }
}

/// One row in `COPY`'s text format: tab-separated, `\N` for NULL, and a backslash, tab, line
/// feed or carriage return inside a value escaped.
fn copy_line(cells: &[Cell<'_>], out: &mut Vec<u8>) {
    use std::io::Write;
    for (i, cell) in cells.iter().enumerate() {
        if i > 0 {
            out.push(b'\t');
        }
        let text = match cell {
            Cell::Text(text) | Cell::MaybeText(Some(text)) => Some(text.as_ref()),
            Cell::MaybeText(None) | Cell::MaybeInt(None) | Cell::MaybeReal(None) => None,
            Cell::Int(v) | Cell::MaybeInt(Some(v)) => {
                let _ = write!(out, "{v}");
                continue;
            }
            Cell::MaybeReal(Some(v)) => {
                let _ = write!(out, "{v}");
                continue;
            }
            Cell::Bool(v) => {
                out.push(if *v { b't' } else { b'f' });
                continue;
            }
        };
        let Some(text) = text else {
            out.extend_from_slice(b"\\N");
            continue;
        };
        for byte in text.bytes() {
            match byte {
                b'\\' => out.extend_from_slice(b"\\\\"),
                b'\t' => out.extend_from_slice(b"\\t"),
                b'\n' => out.extend_from_slice(b"\\n"),
                b'\r' => out.extend_from_slice(b"\\r"),
                other => out.push(other),
            }
        }
    }
    out.push(b'\n');
}

/// A message row to insert, with its id and thread chosen.
pub(crate) struct NewRow<'a> {
    pub id: String,
    pub folder_id: &'a str,
    /// The `uid` column: IMAP's UID or the store's number (see `Ordinals`).
    pub uid: u32,
    pub message: &'a IndexedMessage,
    pub fingerprint: String,
    pub thread: String,
    /// Held back by the account's sender lists: no event, no wait.
    pub quarantined: bool,
}

/// Whether the account's `lists` hold `message` back, by its `From:` and, to be allowed, the
/// provider's proof of it (an account takes its mail whatever the lists say: what a list would
/// refuse is quarantined too).
fn held_back(lists: &postern_core::senders::SenderLists, message: &IndexedMessage) -> bool {
    let from = message.from.first().map_or("", |a| a.email.as_str());
    let proven = message.found.as_ref().and_then(|f| f.authentication.as_ref()).and_then(|a| a.domain.as_deref());
    lists.admit(proven, from) != postern_core::senders::Admission::Deliver
}

/// The columns of a new message row, in the order of [`NewRow::cells`].
const ROW_COLUMNS: &str = "id, account_id, folder_id, uid, seen_at, internal_date, date_header, size, flags_json, is_unread, is_starred, modseq, message_id_header, in_reply_to, references_json, subject, from_json, to_json, cc_json, fingerprint, thread_id, otp, otp_confidence, magic_link, link_confidence, has_attachments, parent_ref, message_key, parent_key, remote_ref, auth_json, auth_domain, quarantined";

/// How many columns [`ROW_COLUMNS`] names.
const ROW_CELLS: usize = 33;

/// The `INSERT` of `rows` new message rows, each bound by [`NewRow::cells`].
pub(crate) fn insert_rows_sql(rows: usize) -> String {
    format!("INSERT INTO account_messages ({ROW_COLUMNS}) VALUES {}", placeholders(rows, ROW_CELLS))
}

impl NewRow<'_> {
    /// The row's values, for [`ROW_COLUMNS`].
    pub(crate) fn cells<'a>(&'a self, account_id: &'a str, seen_at: Timestamp) -> [Cell<'a>; ROW_CELLS] {
        let m = self.message;
        let found = m.found.as_ref();
        let authentication = found.and_then(|f| f.authentication.as_ref());
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
            Cell::Bool(is_unread(&m.flags)),
            Cell::Bool(is_starred(&m.flags)),
            Cell::MaybeInt(m.modseq.map(|v| v as i64)),
            Cell::MaybeText(m.message_id.as_deref().map(stored)),
            Cell::MaybeText(m.in_reply_to.as_deref().map(stored)),
            Cell::Text(json(&m.references).into()),
            Cell::Text(stored(&m.subject)),
            Cell::Text(json(&m.from).into()),
            Cell::Text(json(&m.to).into()),
            Cell::Text(json(&m.cc).into()),
            Cell::Text(self.fingerprint.as_str().into()),
            Cell::Text(self.thread.as_str().into()),
            Cell::MaybeText(found.and_then(|f| f.otp.as_deref()).map(stored)),
            Cell::MaybeReal(found.and_then(|f| f.otp_confidence)),
            Cell::MaybeText(found.and_then(|f| f.magic_link.as_deref()).map(stored)),
            Cell::MaybeReal(found.and_then(|f| f.link_confidence)),
            Cell::Bool(m.has_attachments),
            Cell::MaybeText(parent.map(stored)),
            Cell::MaybeInt(m.message_id.as_deref().map(message_key)),
            Cell::MaybeInt(parent.map(message_key)),
            // As the provider names it: it is looked up as given.
            Cell::MaybeText(m.at.name().map(Into::into)),
            Cell::MaybeText(authentication.and_then(|a| serde_json::to_string(a).ok()).map(Into::into)),
            Cell::MaybeText(authentication.and_then(|a| a.domain.as_deref()).map(Into::into)),
            Cell::Bool(self.quarantined),
        ]
    }
}
