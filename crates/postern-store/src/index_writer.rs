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

use crate::folders::{
    FolderSyncState, IndexedMessage, NewRow, fingerprint, indexed_uids, insert_rows, merge_threads, new_thread_id,
    set_folder_state, set_subject_threads, strip_prefix, subject_key,
};
use crate::{Committed, Result, Store};
use postern_core::Timestamp;
use postern_core::id::{IdKind, new_time_ordered_id};
use std::collections::{HashMap, HashSet};

/// The page cache of an [`IndexWriter`]: the index pages a first indexing touches stay in it
/// from one batch to the next (a pooled connection's 2 MiB would read them back every time).
const CACHE_KIB: u32 = 64 * 1024;

/// Writes the first indexing of an account's folders, batch after batch, on a connection of its
/// own: its page cache is kept between batches, its statement journals stay in memory, and its
/// commits are not synced to disk one by one (`synchronous = NORMAL`: a power cut may lose the
/// last batches, never the database's consistency).
///
/// Messages of held threads, the threads' subjects and the folders' sync state are written by
/// [`IndexWriter::finish`], in one transaction: until then the folders count as not indexed, so
/// an interrupted first indexing starts over (the rows written are kept and skipped).
pub struct IndexWriter {
    store: Store,
    conn: sqlx::SqliteConnection,
    account_id: String,
    threads: Threads,
    held: Vec<Held>,
    states: Vec<(String, FolderSyncState)>,
}

/// A message written by [`IndexWriter::finish`].
struct Held {
    folder_id: String,
    message: IndexedMessage,
    slot: usize,
}

impl Store {
    /// A writer for the first indexing of folders of `account_id`, with the account's threads
    /// read into memory.
    pub async fn index_writer(&self, account_id: &str) -> Result<IndexWriter> {
        let options = self
            .options
            .clone()
            .pragma("cache_size", format!("-{CACHE_KIB}"))
            .pragma("temp_store", "memory")
            .synchronous(sqlx::sqlite::SqliteSynchronous::Normal);
        let mut conn = <sqlx::SqliteConnection as sqlx::Connection>::connect_with(&options).await?;
        let rows: Vec<(Option<String>, String, Option<String>)> = sqlx::query_as(
            "SELECT message_id_header, thread_id, parent_ref FROM account_messages WHERE account_id = ? ORDER BY seq",
        )
        .bind(account_id)
        .fetch_all(&mut conn)
        .await?;
        let subjects: Vec<(i64, String)> =
            sqlx::query_as("SELECT subject_key, thread_id FROM thread_subjects WHERE account_id = ?")
                .bind(account_id)
                .fetch_all(&mut conn)
                .await?;
        Ok(IndexWriter {
            store: self.clone(),
            conn,
            account_id: account_id.to_string(),
            threads: Threads::known(rows, subjects),
            held: Vec::new(),
            states: Vec::new(),
        })
    }
}

impl IndexWriter {
    /// Writes a batch of a folder's first indexing (messages already indexed are skipped), but
    /// for the messages of held threads, kept for [`IndexWriter::finish`].
    pub async fn index(&mut self, folder_id: &str, messages: Vec<IndexedMessage>) -> Result<()> {
        let mut tx = self.store.turns.after_on(&mut self.conn).await?;
        // An interrupted first indexing starts over, and a change made through the API may have
        // recorded a message already (a move, by COPYUID): those UIDs are left out.
        let existing = indexed_uids(&mut tx, folder_id, &messages).await?;
        let now = Timestamp::now();
        let mut ready = Vec::new();
        for message in messages.into_iter().filter(|m| !existing.contains(&m.uid)) {
            let slot = self.threads.assign(&message, now);
            if self.threads.is_held(slot) {
                self.held.push(Held { folder_id: folder_id.to_string(), message, slot });
            } else {
                ready.push((message, self.threads.write_into(slot)));
            }
        }
        let rows: Vec<NewRow> = ready
            .iter()
            .map(|(message, thread)| NewRow {
                id: new_time_ordered_id(IdKind::Message),
                folder_id,
                message,
                fingerprint: fingerprint(message),
                thread: thread.clone(),
            })
            .collect();
        let seen = insert_rows(&self.store, &mut tx, &self.account_id, &rows).await?;
        tx.commit().await?;
        self.wake(&rows, seen);
        Ok(())
    }

    /// Keeps a folder's sync state for [`IndexWriter::finish`].
    pub fn indexed(&mut self, folder_id: &str, state: FolderSyncState) {
        self.states.push((folder_id.to_string(), state));
    }

    /// Writes the held messages into their threads as they now stand, joins threads already
    /// written that turned out to be one, records the subjects' threads and the folders' sync
    /// state, in one transaction.
    pub async fn finish(mut self) -> Result<()> {
        let names = self.threads.final_names();
        let mut tx = self.store.turns.after_on(&mut self.conn).await?;
        merge_threads(&mut tx, &self.account_id, self.threads.merges(&names)).await?;
        let rows: Vec<NewRow> = self
            .held
            .iter()
            .map(|h| NewRow {
                id: new_time_ordered_id(IdKind::Message),
                folder_id: &h.folder_id,
                message: &h.message,
                fingerprint: fingerprint(&h.message),
                thread: names[self.threads.root(h.slot)].clone(),
            })
            .collect();
        let seen = insert_rows(&self.store, &mut tx, &self.account_id, &rows).await?;
        let mut subjects: Vec<(i64, &str)> = self
            .threads
            .touched
            .iter()
            .map(|key| (*key, names[self.threads.root(self.threads.by_subject[key])].as_str()))
            .collect();
        subjects.sort_unstable();
        set_subject_threads(&mut tx, &self.account_id, &subjects).await?;
        for (folder_id, state) in &self.states {
            set_folder_state(&mut tx, folder_id, *state).await?;
        }
        tx.commit().await?;
        self.store.note_changes();
        self.wake(&rows, seen);
        Ok(())
    }

    fn wake(&self, rows: &[NewRow], seen: Vec<Timestamp>) {
        self.store.wake(
            rows.iter()
                .zip(seen)
                .map(|(row, received_at)| Committed {
                    message_id: row.id.clone(),
                    inbox_id: row.folder_id.to_string(),
                    received_at,
                })
                .collect(),
        );
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
        let mut slots: HashMap<String, usize> = HashMap::new();
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
            uid: 1,
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
