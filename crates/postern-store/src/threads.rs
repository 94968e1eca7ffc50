//! Threads of connected accounts: which thread a message joins (its parent's, named by
//! `In-Reply-To` or `References`, else for a reply its subject's, else a new one), the keys
//! that find parents and subjects through an index, and the joining of threads that turn out
//! to be one. Written once for both backends (`per_connection!`).

use crate::folders::IndexedMessage;
use crate::{Result, numbered};
use postern_core::Timestamp;
use postern_core::id::{IdKind, new_id};
use std::collections::HashMap;

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

/// Threads renamed per statement by [`merge_threads`].
const MERGE_CHUNK: usize = 200;

/// The upsert of `subjects` (account, subject key, thread) rows into `thread_subjects`.
pub(crate) fn subject_threads_sql(subjects: usize) -> String {
    format!(
        "INSERT INTO thread_subjects (account_id, subject_key, thread_id) VALUES {}
         ON CONFLICT (account_id, subject_key) DO UPDATE SET thread_id = excluded.thread_id",
        (0..subjects)
            .map(|i| format!("(${}, ${}, ${})", 3 * i + 1, 3 * i + 2, 3 * i + 3))
            .collect::<Vec<_>>()
            .join(", ")
    )
}

per_connection! {
    /// Threads for `messages` (in the order given, which is the order they are inserted): the
    /// thread of the nearest parent named by `In-Reply-To` or `References` (among these messages or
    /// the account's), else, for a reply, the thread of a message with the same subject, else a new
    /// thread. Two queries per 500 names, so the work grows linearly with the mailbox.
    pub(crate) async fn assign_threads<'a>(
        tx: &mut Conn,
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
                "SELECT message_id_header, thread_id FROM account_messages WHERE message_key IN ({}) AND {NO_INDEX}account_id = $1",
                numbered(2, names.len())
            );
            let mut query = sqlx::query_as::<_, (String, String)>(sqlx::AssertSqlSafe(sql)).bind(account_id);
            for name in names {
                query = query.bind(message_key(name));
            }
            by_message_id.extend(query.fetch_all(&mut *tx).await?);
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
                "SELECT subject_key, thread_id FROM thread_subjects WHERE account_id = $1 AND subject_key IN ({})",
                numbered(2, names.len())
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
    pub(crate) async fn set_subject_threads(
        tx: &mut Conn,
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

    /// Replies indexed before the message they answer (it arrived later, or sits in a folder synced
    /// later, or later in the same batch) started threads of their own: those threads join the
    /// parent's. Runs after the parents are inserted; one indexed query per 500 parents.
    pub(crate) async fn join_orphans(tx: &mut Conn, account_id: &str, parents: &[&str]) -> Result<()> {
        let mut pairs = Vec::new();
        for chunk in parents.chunks(500) {
            let sql = format!(
                "SELECT DISTINCT p.thread_id, c.thread_id FROM account_messages p
                 JOIN account_messages c ON c.parent_key = p.message_key AND {NO_INDEX}c.account_id = p.account_id
                     AND c.parent_ref = p.message_id_header
                 WHERE p.message_key IN ({}) AND {NO_INDEX}p.account_id = $1 AND c.thread_id <> p.thread_id",
                numbered(2, chunk.len())
            );
            let mut query = sqlx::query_as::<_, (String, String)>(sqlx::AssertSqlSafe(sql)).bind(account_id);
            for id in chunk {
                query = query.bind(message_key(id));
            }
            pairs.extend(query.fetch_all(&mut *tx).await?);
        }
        merge_threads(tx, account_id, pairs).await
    }

    /// Joins each (parent thread, child thread) pair into one thread (union-find; each set ends in
    /// its smallest, oldest, id), in the messages and in `thread_subjects`.
    pub(crate) async fn merge_threads(
        tx: &mut Conn,
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
            for sql in rename_threads_sql(chunk.len(), NO_INDEX) {
                let mut query = sqlx::query(sqlx::AssertSqlSafe(sql)).bind(account_id);
                for (from, to) in chunk {
                    query = query.bind(*from).bind(to);
                }
                query.execute(&mut *tx).await?;
            }
        }
        Ok(())
    }
}

/// The renames of `threads` threads in the messages and in `thread_subjects`, one statement per
/// table: bound to the account (`$1`), then each thread's (old id, new id); `no_index` prefixes
/// the account column (see `per_connection!`).
pub(crate) fn rename_threads_sql(threads: usize, no_index: &str) -> [String; 2] {
    let cases: String = (0..threads).map(|i| format!(" WHEN ${} THEN ${}", 2 * i + 2, 2 * i + 3)).collect();
    let names = (0..threads).map(|i| format!("${}", 2 * i + 2)).collect::<Vec<_>>().join(", ");
    ["account_messages", "thread_subjects"].map(|table| {
        format!(
            "UPDATE {table} SET thread_id = CASE thread_id{cases} END WHERE {no_index}account_id = $1 AND thread_id IN ({names})"
        )
    })
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
