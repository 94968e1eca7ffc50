//! The first indexing of an account's folders: [`IndexWriter`].
//!
//! A first pass writes tens of thousands of messages in batches. Asking the database for each
//! batch's parents and reply subjects took a fifth of such a pass (1.15 s of 5.6 s at 100,000
//! messages), and joining the threads of replies indexed before their parents took another
//! 0.77 s at its end. The writer keeps the account's threading in memory instead: every
//! Message-ID and subject key of the account (read once when it opens) and of what it wrote
//! since. A message whose parent it has not seen yet starts a thread that is held back, with
//! every message that joins it, until the writer finishes: by then most parents have arrived
//! (in a later batch or another folder), and the held messages are written straight into their
//! parent's thread instead of being renamed afterwards.
//!
//! The writer's transactions run one behind the caller: [`IndexWriter::index`] returns once the
//! batch before is written, so that the next batch is fetched while this one is written, from
//! one folder to the next too.

use crate::folders::{IndexedMessage, fingerprint};
use crate::sqlite::direct::{self, Columns};
use crate::sync_pass::{NewRow, SET_FOLDER_CURSOR, insert_rows_sql};
use crate::threads::{new_thread_id, rename_threads_sql, strip_prefix, subject_key, subject_threads_sql};
use crate::writes::Writes;
use crate::{Backend, Committed, Result, Store, StoreError};
use foldhash::{HashMap, HashSet};
use postern_core::Timestamp;
use postern_core::id::{IdKind, new_time_ordered_id};

/// The page cache of an [`IndexWriter`]: the index pages a first indexing touches stay in it
/// from one batch to the next (a pooled connection's 2 MiB would read them back every time).
const CACHE_KIB: u32 = 64 * 1024;

/// Writes the first indexing of an account's folders, batch after batch.
///
/// On SQLite through `rusqlite` on a connection of its own ([`direct::Direct::writer`]), one
/// prepared single-row `INSERT` per message, on a blocking thread. Not through `sqlx`: in a
/// profile of a 100,000-message first indexing, more than a quarter of the writer's time went
/// outside SQLite's B-trees, to `sqlx`'s copies of every bound value, the hand-over to its worker
/// thread, and the statement journal of a multi-row `INSERT` (SQLite copies every page such a
/// statement touches first, so that it can undo the statement alone; a single-row `INSERT` needs
/// none). On PostgreSQL through `sqlx`, 400 rows to an `INSERT`.
///
/// Messages of held threads, the threads' subjects and the folders' sync cursors are written by
/// [`IndexWriter::finish`], in one transaction: until then the folders count as not indexed, so
/// an interrupted first indexing starts over (the rows written are kept and skipped).
pub struct IndexWriter {
    store: Store,
    account_id: String,
    /// Away while a transaction runs, and gone after one failed: the writer is then done.
    open: Option<Open>,
    /// The transaction of the batch given last (it tells the waits what it wrote), until
    /// [`IndexWriter::settle`] takes the writer's state back.
    running: Option<tokio::task::JoinHandle<Result<Open>>>,
    cursors: Vec<(String, String)>,
}

/// What a writer's transactions work on.
enum Open {
    /// With the connection they run on, on their blocking thread.
    Sqlite(OnSqlite),
    Postgres(Threading),
}

struct OnSqlite {
    conn: rusqlite::Connection,
    threading: Threading,
}

impl AsRef<rusqlite::Connection> for OnSqlite {
    fn as_ref(&self) -> &rusqlite::Connection {
        &self.conn
    }
}

/// The account's threads, and the messages held until their threads are settled.
struct Threading {
    threads: Threads,
    held: Vec<Held>,
}

/// A message written by [`IndexWriter::finish`].
struct Held {
    folder_id: String,
    message: IndexedMessage,
    slot: usize,
}

/// What a batch writes.
struct Batch {
    /// Rows whose UID now names another message (the folder's UIDVALIDITY changed since an
    /// interrupted first indexing): they go first.
    stale: Vec<String>,
    /// Messages written now, with their threads.
    rows: Vec<(IndexedMessage, String)>,
}

/// What [`IndexWriter::finish`] writes.
struct Finish {
    /// (final id, id written under): threads renamed.
    merges: Vec<(String, String)>,
    /// The held messages, with their folders and threads.
    held: Vec<(String, IndexedMessage, String)>,
    /// Subject keys and their threads.
    subjects: Vec<(i64, String)>,
}

impl Threading {
    /// Of a batch of a folder's messages, given the rows the folder holds under their UIDs:
    /// messages indexed already are left out (an interrupted first indexing starts over, and a
    /// change made through the API may have recorded a message already: a move, by COPYUID),
    /// messages of held threads are kept for [`IndexWriter::finish`], the rest get their threads.
    fn batch(&mut self, folder_id: &str, messages: Vec<IndexedMessage>, existing: HashMap<u32, Existing>) -> Batch {
        let now = Timestamp::now();
        let mut batch = Batch { stale: Vec::new(), rows: Vec::with_capacity(messages.len()) };
        for message in messages {
            if let Some(row) = message.at.number().and_then(|uid| existing.get(&uid)) {
                if row.message_id == message.message_id && row.fingerprint == fingerprint(&message) {
                    continue;
                }
                batch.stale.push(row.id.clone());
            }
            let slot = self.threads.assign(&message, now);
            if self.threads.is_held(slot) {
                self.held.push(Held { folder_id: folder_id.to_string(), message, slot });
            } else {
                let thread = self.threads.write_into(slot);
                batch.rows.push((message, thread));
            }
        }
        batch
    }

    /// The held messages in their threads as they now stand, the threads already written that
    /// turned out to be one, and the subjects' threads.
    fn finish(self) -> Finish {
        let Threading { threads, held } = self;
        let names = threads.final_names();
        let merges = threads.merges(&names);
        let held = held.into_iter().map(|h| (h.folder_id, h.message, names[threads.root(h.slot)].clone())).collect();
        let mut subjects: Vec<i64> = threads.touched.iter().copied().collect();
        subjects.sort_unstable();
        let subjects =
            subjects.into_iter().map(|key| (key, names[threads.root(threads.by_subject[&key])].clone())).collect();
        Finish { merges, held, subjects }
    }
}

/// The account's messages (Message-ID, thread, parent) in the order they were indexed, and its
/// subjects' threads: what [`Threads::known`] starts from.
const KNOWN_MESSAGES: &str =
    "SELECT message_id_header, thread_id, parent_ref FROM account_messages WHERE account_id = $1 ORDER BY seq";
const KNOWN_SUBJECTS: &str = "SELECT subject_key, thread_id FROM thread_subjects WHERE account_id = $1";

/// The rows a folder's index holds under UIDs from `$2` to `$3`.
const ROWS_OF_UIDS: &str = "SELECT uid, id, message_id_header, fingerprint FROM account_messages WHERE folder_id = $1 AND uid BETWEEN $2 AND $3";

/// The UIDs `messages` span.
fn uid_range(messages: &[IndexedMessage]) -> (i64, i64) {
    let (low, high) =
        messages.iter().filter_map(|m| m.at.number()).fold((u32::MAX, 0), |(l, h), uid| (l.min(uid), h.max(uid)));
    (low.into(), high.into())
}

impl Store {
    /// A writer for the first indexing of folders of `account_id`, with the account's threads
    /// read into memory.
    pub async fn index_writer(&self, account_id: &str) -> Result<IndexWriter> {
        let account = account_id.to_string();
        let open = match &self.backend {
            Backend::Sqlite(db) => {
                let direct = db.direct.clone();
                tokio::task::spawn_blocking(move || -> Result<_> {
                    let conn = direct.writer(CACHE_KIB)?;
                    let rows = direct::all(&conn, KNOWN_MESSAGES, [&account], |r| {
                        (r.value("message_id_header"), r.value("thread_id"), r.value("parent_ref"))
                    })?;
                    let subjects = direct::all(&conn, KNOWN_SUBJECTS, [&account], |r| {
                        (r.value("subject_key"), r.value("thread_id"))
                    })?;
                    let threads = Threads::known(rows, subjects);
                    Ok(Open::Sqlite(OnSqlite { conn, threading: Threading { threads, held: Vec::new() } }))
                })
                .await
                .map_err(|_| StoreError::ThreadGone)??
            }
            Backend::Postgres(db) => {
                let rows = sqlx::query_as(KNOWN_MESSAGES).bind(&account).fetch_all(&db.pool).await?;
                let subjects = sqlx::query_as(KNOWN_SUBJECTS).bind(&account).fetch_all(&db.pool).await?;
                Open::Postgres(Threading { threads: Threads::known(rows, subjects), held: Vec::new() })
            }
        };
        Ok(IndexWriter {
            store: self.clone(),
            account_id: account_id.to_string(),
            open: Some(open),
            running: None,
            cursors: Vec::new(),
        })
    }
}

impl IndexWriter {
    /// Writes a batch of a folder's first indexing (messages already indexed are skipped), but
    /// for the messages of held threads, kept for [`IndexWriter::finish`]. Returns once the
    /// batch given before is written; this one is written meanwhile, and a failure to write it
    /// is returned by the next call or by [`IndexWriter::finish`]. The messages are those of a
    /// provider that numbers them (the writer files them under their numbers).
    pub async fn index(&mut self, folder_id: &str, messages: Vec<IndexedMessage>) -> Result<()> {
        if messages.iter().any(|m| m.at.number().is_none()) {
            return Err(StoreError::Conflict("a first indexing in bulk takes numbered messages only".into()));
        }
        self.settle().await?;
        let open = self.open.take().ok_or(StoreError::ThreadGone)?;
        let (store, account_id, folder_id) = (self.store.clone(), self.account_id.clone(), folder_id.to_string());
        self.running = Some(tokio::spawn(async move {
            let (open, last) = match (open, &store.backend) {
                (Open::Sqlite(open), Backend::Sqlite(db)) => {
                    let writing = store.clone();
                    let (open, last) = db
                        .turns
                        .after_blocking(open, move |open| {
                            let existing = rows_of_uids(&open.conn, &folder_id, &messages)?;
                            let batch = open.threading.batch(&folder_id, messages, existing);
                            let mut stale = open.conn.prepare_cached("DELETE FROM account_messages WHERE id = ?")?;
                            for id in &batch.stale {
                                stale.execute([id])?;
                            }
                            let mut insert = Insert::new(&open.conn, &writing, &account_id)?;
                            for (message, thread) in &batch.rows {
                                insert.row(&folder_id, message, thread.clone())?;
                            }
                            Ok(insert.last)
                        })
                        .await?;
                    (Open::Sqlite(open), last)
                }
                (Open::Postgres(mut threading), Backend::Postgres(db)) => {
                    let mut tx = db.write().await?;
                    tx.fenced(&store).await?;
                    let (low, high) = uid_range(&messages);
                    let rows: Vec<(i64, String, Option<String>, String)> =
                        sqlx::query_as(ROWS_OF_UIDS).bind(&folder_id).bind(low).bind(high).fetch_all(&mut *tx).await?;
                    let existing = rows
                        .into_iter()
                        .map(|(uid, id, message_id, fingerprint)| {
                            (uid as u32, Existing { id, message_id, fingerprint })
                        })
                        .collect();
                    let batch = threading.batch(&folder_id, messages, existing);
                    sqlx::query("DELETE FROM account_messages WHERE id = ANY($1)")
                        .bind(&batch.stale)
                        .execute(&mut *tx)
                        .await?;
                    let rows = batch.rows.iter().map(|(message, thread)| (folder_id.as_str(), message, thread.clone()));
                    let last = write_on_postgres(&store, &mut tx, &account_id, rows).await?;
                    tx.arrived(&store, &last).await?;
                    tx.commit().await?;
                    (Open::Postgres(threading), last)
                }
                _ => return Err(StoreError::ThreadGone),
            };
            store.wake(last);
            Ok(open)
        }));
        Ok(())
    }

    /// Waits for the transaction of the batch given last.
    async fn settle(&mut self) -> Result<()> {
        if let Some(running) = self.running.take() {
            self.open = Some(running.await.map_err(|_| StoreError::ThreadGone)??);
        }
        Ok(())
    }

    /// Keeps a folder's sync cursor for [`IndexWriter::finish`].
    pub fn indexed(&mut self, folder_id: &str, cursor: &str) {
        self.cursors.push((folder_id.to_string(), cursor.to_string()));
    }

    /// Writes the held messages into their threads as they now stand, joins threads already
    /// written that turned out to be one, records the subjects' threads and the folders' sync
    /// cursors, in one transaction.
    pub async fn finish(mut self) -> Result<()> {
        self.settle().await?;
        let IndexWriter { store, account_id, open, cursors, .. } = self;
        let last = match (open.ok_or(StoreError::ThreadGone)?, &store.backend) {
            (Open::Sqlite(open), Backend::Sqlite(db)) => {
                let writing = store.clone();
                let (_, last) = db
                    .turns
                    .after_blocking(open, move |OnSqlite { conn, threading }| {
                        let finish =
                            std::mem::replace(threading, Threading { threads: Threads::default(), held: Vec::new() })
                                .finish();
                        // Threads written under another id than their set's: renamed, messages
                        // and subjects (no other row names a thread). rusqlite binds by
                        // position: `?N` is numbered as written, `$N` by first appearance.
                        for (to, from) in &finish.merges {
                            for sql in rename_threads_sql(1, "+") {
                                conn.prepare_cached(&sql.replace('$', "?"))?.execute((&account_id, from, to))?;
                            }
                        }
                        let mut insert = Insert::new(conn, &writing, &account_id)?;
                        for (folder_id, message, thread) in &finish.held {
                            insert.row(folder_id, message, thread.clone())?;
                        }
                        let mut subject = conn.prepare_cached(&subject_threads_sql(1))?;
                        for (key, thread) in &finish.subjects {
                            subject.execute((&account_id, key, thread))?;
                        }
                        let mut folder = conn.prepare_cached(SET_FOLDER_CURSOR)?;
                        for (folder_id, cursor) in &cursors {
                            folder.execute((cursor, folder_id))?;
                        }
                        Ok(insert.last)
                    })
                    .await?;
                last
            }
            (Open::Postgres(threading), Backend::Postgres(db)) => {
                let finish = threading.finish();
                let mut tx = db.write().await?;
                tx.fenced(&store).await?;
                for (to, from) in &finish.merges {
                    for sql in rename_threads_sql(1, "") {
                        sqlx::query(sqlx::AssertSqlSafe(sql))
                            .bind(&account_id)
                            .bind(from)
                            .bind(to)
                            .execute(&mut *tx)
                            .await?;
                    }
                }
                let rows = finish
                    .held
                    .iter()
                    .map(|(folder_id, message, thread)| (folder_id.as_str(), message, thread.clone()));
                let last = write_on_postgres(&store, &mut tx, &account_id, rows).await?;
                // The subjects' threads in one statement (the keys are distinct).
                let (keys, threads): (Vec<i64>, Vec<&str>) =
                    finish.subjects.iter().map(|(key, thread)| (*key, thread.as_str())).unzip();
                sqlx::query(
                    "INSERT INTO thread_subjects (account_id, subject_key, thread_id)
                     SELECT $1, key, thread FROM unnest($2::int8[], $3::text[]) AS s(key, thread)
                     ON CONFLICT (account_id, subject_key) DO UPDATE SET thread_id = excluded.thread_id",
                )
                .bind(&account_id)
                .bind(&keys)
                .bind(&threads)
                .execute(&mut *tx)
                .await?;
                for (folder_id, cursor) in &cursors {
                    sqlx::query(SET_FOLDER_CURSOR).bind(cursor).bind(folder_id).execute(&mut *tx).await?;
                }
                tx.arrived(&store, &last).await?;
                tx.commit().await?;
                // A first indexing is a bulk load: the searches that follow it plan with the
                // rows' true statistics, not those of the empty table (autovacuum analyses
                // a minute or more later).
                let pool = db.pool.clone();
                tokio::spawn(async move {
                    if let Err(e) = sqlx::query("ANALYZE account_messages").execute(&pool).await {
                        tracing::debug!(error = %e, "account_messages was not analysed after a first indexing");
                    }
                });
                last
            }
            _ => return Err(StoreError::ThreadGone),
        };
        store.note_changes();
        store.wake(last);
        Ok(())
    }
}

/// Inserts `rows` (folder, message, thread) on PostgreSQL; returns per folder the last message
/// written.
async fn write_on_postgres<'a>(
    store: &Store,
    tx: &mut sqlx::PgConnection,
    account_id: &str,
    rows: impl Iterator<Item = (&'a str, &'a IndexedMessage, String)>,
) -> Result<Vec<Committed>> {
    let rows: Vec<NewRow> = rows
        .map(|(folder_id, message, thread)| NewRow {
            id: new_time_ordered_id(IdKind::Message),
            folder_id,
            uid: message.at.number().unwrap_or_default(),
            message,
            fingerprint: fingerprint(message),
            thread,
            // A first indexing is history: no list judges it.
            quarantined: false,
        })
        .collect();
    let seen = crate::sync_pass::on_postgres::insert_rows(store, tx, account_id, &rows).await?;
    let arrived = rows
        .iter()
        .zip(seen)
        .map(|(row, at)| Committed { message_id: row.id.clone(), inbox_id: row.folder_id.to_string(), received_at: at })
        .collect();
    Ok(crate::ingest::latest_per_mailbox(arrived))
}

/// A row a folder's index holds already under a UID.
struct Existing {
    id: String,
    message_id: Option<String>,
    fingerprint: String,
}

/// The rows the folder's index holds already under the UIDs of `messages`, by UID (new UIDs lie
/// above the known ones, so the range asked for is short).
fn rows_of_uids(
    conn: &rusqlite::Connection,
    folder_id: &str,
    messages: &[IndexedMessage],
) -> Result<HashMap<u32, Existing>> {
    let (low, high) = uid_range(messages);
    let rows = direct::all(conn, ROWS_OF_UIDS, (folder_id, low, high), |r| {
        let row = Existing {
            id: r.value("id"),
            message_id: r.value("message_id_header"),
            fingerprint: r.value("fingerprint"),
        };
        (r.value::<i64>("uid") as u32, row)
    })?;
    Ok(rows.into_iter().collect())
}

/// Message rows inserted one prepared statement at a time.
struct Insert<'c> {
    statement: rusqlite::CachedStatement<'c>,
    store: &'c Store,
    account_id: &'c str,
    /// Per folder, the last message written: what [`Store::wake`] tells waits about.
    last: Vec<Committed>,
}

impl<'c> Insert<'c> {
    fn new(conn: &'c rusqlite::Connection, store: &'c Store, account_id: &'c str) -> Result<Insert<'c>> {
        Ok(Insert { statement: conn.prepare_cached(&insert_rows_sql(1))?, store, account_id, last: Vec::new() })
    }

    fn row(&mut self, folder_id: &str, message: &IndexedMessage, thread: String) -> Result<()> {
        let row = NewRow {
            id: new_time_ordered_id(IdKind::Message),
            folder_id,
            uid: message.at.number().unwrap_or_default(),
            message,
            fingerprint: fingerprint(message),
            thread,
            quarantined: false,
        };
        // On the syncs' threads: a waiting API thread gets the core within 0.1 ms.
        postern_core::sched::offer();
        let seen_at = self.store.next_seen_at();
        self.statement.execute(rusqlite::params_from_iter(row.cells(self.account_id, seen_at)))?;
        match self.last.iter_mut().find(|c| c.inbox_id == folder_id) {
            Some(last) => (last.message_id, last.received_at) = (row.id, seen_at),
            None => self.last.push(Committed { message_id: row.id, inbox_id: folder_id.into(), received_at: seen_at }),
        }
        Ok(())
    }
}

/// The threads of an account as a first indexing builds them: union-find over thread slots.
/// Two threads become one when a message arrives that a message of the other names as its
/// parent.
#[derive(Default)]
struct Threads {
    /// Per slot: its thread id, the slot it joined (itself for a root), and whether messages
    /// are in the database under its id.
    names: Vec<String>,
    up: Vec<usize>,
    written: Vec<bool>,
    /// Per root: a message of its set waited for a parent when it began the thread.
    held: Vec<bool>,
    by_message: HashMap<String, usize>,
    by_subject: HashMap<i64, usize>,
    /// Parents not seen yet, and the threads of the messages that name them.
    waiting: HashMap<String, Vec<usize>>,
    /// Subject keys whose thread this writer set.
    touched: HashSet<i64>,
}

impl Threads {
    /// The account's messages (Message-ID, thread, parent), in the order they were indexed, and
    /// its subjects' threads.
    fn known(rows: Vec<(Option<String>, String, Option<String>)>, subjects: Vec<(i64, String)>) -> Threads {
        let mut threads = Threads::default();
        let mut slots: HashMap<String, usize> = HashMap::default();
        let mut slot_of = |threads: &mut Threads, name: String| {
            *slots.entry(name).or_insert_with_key(|name| threads.add(name.clone(), true, false))
        };
        let mut parents = Vec::new();
        for (message_id, thread, parent) in rows {
            let slot = slot_of(&mut threads, thread);
            if let Some(id) = message_id {
                threads.by_message.insert(id, slot);
            }
            parents.extend(parent.map(|p| (p, slot)));
        }
        for (parent, slot) in parents {
            if !threads.by_message.contains_key(&parent) {
                threads.waiting.entry(parent).or_default().push(slot);
            }
        }
        for (key, thread) in subjects {
            let slot = slot_of(&mut threads, thread);
            threads.by_subject.insert(key, slot);
        }
        threads
    }

    fn add(&mut self, name: String, written: bool, held: bool) -> usize {
        self.names.push(name);
        self.up.push(self.up.len());
        self.written.push(written);
        self.held.push(held);
        self.names.len() - 1
    }

    fn root(&self, mut slot: usize) -> usize {
        while self.up[slot] != slot {
            slot = self.up[slot];
        }
        slot
    }

    fn is_held(&self, slot: usize) -> bool {
        self.held[self.root(slot)]
    }

    /// The thread id to write a message of `slot`'s set under now.
    fn write_into(&mut self, slot: usize) -> String {
        let root = self.root(slot);
        self.written[root] = true;
        self.names[root].clone()
    }

    fn union(&mut self, a: usize, b: usize) {
        let (a, b) = (self.root(a), self.root(b));
        if a == b {
            return;
        }
        // A written root stays the root: messages joining the set later take its id.
        let (root, child) = if self.written[b] && !self.written[a] { (b, a) } else { (a, b) };
        self.up[child] = root;
        self.held[root] |= self.held[child];
    }

    /// The thread of a message (as [`crate::folders`] threads a batch): the thread of the
    /// nearest parent named by `In-Reply-To` or `References`, else, for a reply, the thread of
    /// its subject, else a new thread, held when it names a parent not seen yet. Threads that
    /// waited for this message join its thread.
    fn assign(&mut self, m: &IndexedMessage, now: Timestamp) -> usize {
        let parent =
            m.in_reply_to.iter().chain(m.references.iter().rev()).find_map(|id| self.by_message.get(id).copied());
        let named = m.in_reply_to.as_ref().or(m.references.last());
        let waits = named.filter(|p| !self.by_message.contains_key(*p));
        let key = subject_key(&m.subject);
        let reply = strip_prefix(m.subject.trim()).is_some() && key != 0;
        let (slot, begun) = match (parent, reply.then(|| self.by_subject.get(&key).copied()).flatten()) {
            (Some(slot), _) | (None, Some(slot)) => (slot, false),
            (None, None) => (self.add(new_thread_id(now), false, waits.is_some()), true),
        };
        if let Some(parent) = waits {
            self.waiting.entry(parent.clone()).or_default().push(slot);
        }
        if let Some(id) = &m.message_id {
            for waiter in self.waiting.remove(id).unwrap_or_default() {
                self.union(slot, waiter);
            }
            self.by_message.insert(id.clone(), slot);
        }
        // A new thread becomes its subject's; a reply only claims a subject nobody has.
        if key != 0 && (begun || !self.by_subject.contains_key(&key)) {
            self.by_subject.insert(key, slot);
            self.touched.insert(key);
        }
        slot
    }

    /// Per root, the id its set ends under: the smallest id written under (the rows under the
    /// others are renamed to it, as [`merge_threads`] does), else the smallest of its ids.
    fn final_names(&self) -> Vec<String> {
        let mut best: Vec<Option<(bool, &String)>> = vec![None; self.names.len()];
        for slot in 0..self.names.len() {
            let root = self.root(slot);
            // Written ids first, then the smallest.
            let candidate = (!self.written[slot], &self.names[slot]);
            if best[root].is_none_or(|b| candidate < b) {
                best[root] = Some(candidate);
            }
        }
        (0..self.names.len()).map(|slot| best[slot].map(|(_, name)| name.clone()).unwrap_or_default()).collect()
    }

    /// (final id, written id) for every written thread that ends under another id.
    fn merges(&self, names: &[String]) -> Vec<(String, String)> {
        (0..self.names.len())
            .filter(|&slot| self.written[slot])
            .filter_map(|slot| {
                let target = &names[self.root(slot)];
                (*target != self.names[slot]).then(|| (target.clone(), self.names[slot].clone()))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::Threads;
    use crate::folders::IndexedMessage;
    use postern_core::Timestamp;

    fn message(id: &str, parent: Option<&str>, subject: &str) -> IndexedMessage {
        IndexedMessage {
            at: crate::folders::Locator::Number(1),
            flags: Vec::new(),
            internal_date: Timestamp(0),
            date: None,
            size: 1,
            modseq: None,
            message_id: Some(id.to_string()),
            in_reply_to: parent.map(str::to_string),
            references: Vec::new(),
            subject: subject.to_string(),
            from: Vec::new(),
            to: Vec::new(),
            cc: Vec::new(),
            has_attachments: false,
            found: None,
        }
    }

    #[test]
    fn replies_before_their_parents_are_held_and_end_in_the_parents_thread() {
        let now = Timestamp(1);
        let mut t = Threads::default();
        let reply = t.assign(&message("<r>", Some("<p>"), "Re: Plan"), now);
        assert!(t.is_held(reply), "its parent is not known yet");
        let other = t.assign(&message("<o>", None, "Lunch"), now);
        assert!(!t.is_held(other));
        let lunch = t.write_into(other);
        let parent = t.assign(&message("<p>", None, "Plan"), now);
        assert_eq!(t.root(parent), t.root(reply), "the parent's thread and the reply's are one");
        let names = t.final_names();
        assert_eq!(names[t.root(reply)], names[t.root(parent)]);
        assert_ne!(names[t.root(reply)], lunch);
        assert!(t.merges(&names).is_empty(), "nothing written needs renaming");
    }

    #[test]
    fn written_threads_keep_their_ids_and_two_written_threads_merge() {
        let now = Timestamp(1);
        // Known from the database: <a> in thr_a, <b> in thr_b waiting for <x>.
        let mut t = Threads::known(
            vec![(Some("<a>".into()), "thr_a".into(), None), (Some("<b>".into()), "thr_b".into(), Some("<x>".into()))],
            vec![],
        );
        // <x> answers <a>: it joins thr_a, and thr_b, which waited for it, joins too.
        let x = t.assign(&message("<x>", Some("<a>"), "Re: A"), now);
        assert!(!t.is_held(x));
        assert_eq!(t.write_into(x), "thr_a");
        let names = t.final_names();
        assert_eq!(t.merges(&names), vec![("thr_a".to_string(), "thr_b".to_string())]);
    }

    #[test]
    fn a_reply_without_a_parent_joins_its_subject() {
        let now = Timestamp(1);
        let mut t = Threads::default();
        let first = t.assign(&message("<1>", None, "Invoice 7"), now);
        let reply = t.assign(&message("<2>", None, "AW: Invoice 7"), now);
        assert_eq!(t.root(first), t.root(reply));
        assert_eq!(t.touched.len(), 1);
    }
}
