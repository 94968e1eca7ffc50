//! Reading the index of connected accounts: lists with filters, single messages, and the query
//! behind waits on a folder.

use crate::folders::Locator;
use crate::sqlite::direct::{self, Bind, Columns};
use crate::{Backend, Result, SenderMatch, Store, WaitMatch, postgres, sqlite};
use postern_core::Timestamp;
use postern_core::model::AccountMessage;

/// Filters of the message lists of accounts; all are optional and combine with AND.
#[derive(Debug, Clone, Default)]
pub struct IndexFilter {
    /// Substring of subject, sender or recipients (case-insensitive for ASCII), or words (or
    /// word beginnings) of the body text, or one of `found_by_server`.
    pub q: Option<String>,
    /// Messages a server's own search found for `q` (bodies not in the local index yet).
    pub found_by_server: Vec<String>,
    pub from: Option<String>,
    pub to: Option<String>,
    pub subject: Option<String>,
    /// Received at or after.
    pub after: Option<Timestamp>,
    /// Received before.
    pub before: Option<Timestamp>,
    pub unread: Option<bool>,
    pub starred: Option<bool>,
    pub has_attachments: Option<bool>,
}

/// Where a list page starts: after this (received_at, seq) position, newest first.
pub type IndexPosition = (i64, i64);

/// One page of an account list, newest first, each with its position for the next cursor.
#[derive(Debug, Clone)]
pub struct IndexPage {
    pub messages: Vec<(IndexPosition, AccountMessage)>,
    pub has_more: bool,
}

/// An indexed message with what the server needs to fetch its body.
#[derive(Debug, Clone)]
pub struct IndexedRow {
    pub message: AccountMessage,
    pub user_id: String,
    pub at: Locator,
    pub folder_raw_name: String,
    pub seen_at: Timestamp,
}

macro_rules! account_message_columns {
    () => {
        "m.seq, m.id, m.account_id, m.folder_id, m.uid, m.seen_at, m.internal_date, m.date_header, m.size, m.flags_json, m.is_unread, m.is_starred, m.message_id_header, m.thread_id, m.subject, m.from_json, m.to_json, m.cc_json, m.otp, m.otp_confidence, m.magic_link, m.link_confidence, m.has_attachments, m.auth_json, m.quarantined"
    };
}

fn message_from_row(r: &impl Columns) -> AccountMessage {
    fn list<T: serde::de::DeserializeOwned>(r: &impl Columns, column: &str) -> Vec<T> {
        serde_json::from_str(&r.value::<String>(column)).unwrap_or_default()
    }
    AccountMessage {
        id: r.value("id"),
        account_id: r.value("account_id"),
        folder_id: r.value("folder_id"),
        message_id: r.value("message_id_header"),
        thread_id: r.value("thread_id"),
        subject: r.value("subject"),
        from: list(r, "from_json"),
        to: list(r, "to_json"),
        cc: list(r, "cc_json"),
        date: r.value::<Option<i64>>("date_header").map(Timestamp),
        received_at: Timestamp(r.value("internal_date")),
        size: r.value::<i64>("size") as u64,
        flags: list(r, "flags_json"),
        unread: r.value("is_unread"),
        starred: r.value("is_starred"),
        has_attachments: r.value("has_attachments"),
        otp: r.value("otp"),
        otp_confidence: r.value("otp_confidence"),
        magic_link: r.value("magic_link"),
        link_confidence: r.value("link_confidence"),
        authentication: r.value::<Option<String>>("auth_json").and_then(|j| serde_json::from_str(&j).ok()),
        quarantined: r.value("quarantined"),
    }
}

/// The body-index query of a `q=` value: each word, as a word or the beginning of one, all of
/// them (at most 16); `None` when `q` holds no word.
fn body_match(q: &str) -> Option<String> {
    let words: Vec<String> = q
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .take(16)
        .map(|w| format!("\"{w}\"*"))
        .collect();
    (!words.is_empty()).then(|| words.join(" "))
}

/// The part of a searched value that the trigram index is asked for: of an address, its local
/// part and the `@`. A domain's trigrams occur in a large share of all messages, and a phrase
/// query reads the whole list of every trigram it names: `klara.weber@bank.example` took 1.6 ms
/// over 10,000 messages, `klara.weber@` 0.2 ms with the same hits. The LIKE conditions still
/// check the whole value.
fn selective(value: &str) -> &str {
    match value.find('@') {
        Some(at) if value[..at].chars().count() >= 2 => &value[..=at],
        _ => value,
    }
}

/// `%text%` for LIKE, with the wildcards in `text` escaped (`\` is the escape character).
fn like(text: &str) -> String {
    let escaped = text.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_");
    format!("%{escaped}%")
}

/// A thread's messages. `no_index` keeps the account's time index out of SQLite's choice (it
/// would read every message of the account): the thread index finds the rows.
fn thread_messages_sql(no_index: &str) -> String {
    format!(
        concat!(
            "SELECT ",
            account_message_columns!(),
            " FROM account_messages m WHERE {}m.account_id = $1 AND m.thread_id = $2 ORDER BY m.internal_date, m.seq LIMIT $3"
        ),
        no_index
    )
}

/// An indexed message with what the server needs to fetch its body.
macro_rules! indexed_rows {
    () => {
        concat!(
            "SELECT ",
            account_message_columns!(),
            ", m.remote_ref, a.user_id, f.raw_name FROM account_messages m JOIN accounts a ON a.id = m.account_id JOIN folders f ON f.id = m.folder_id"
        )
    };
}

const INDEXED_MESSAGE: &str = concat!(indexed_rows!(), " WHERE m.id = $1");

fn indexed_from_row(r: &impl Columns) -> IndexedRow {
    IndexedRow {
        message: message_from_row(r),
        user_id: r.value("user_id"),
        at: Locator::stored(r.value("uid"), r.value("remote_ref")),
        folder_raw_name: r.value("raw_name"),
        seen_at: Timestamp(r.value("seen_at")),
    }
}

/// The oldest message of a folder first indexed at or after a cutoff that holds what a wait
/// wants. Every match holds a code or a link, and saying so in a term of its own lets SQLite use
/// the index of only such messages (`account_messages_by_folder_found`).
const FOLDER_MATCH: &str = concat!(
    "SELECT ",
    account_message_columns!(),
    " FROM account_messages m WHERE m.folder_id = $1 AND m.seen_at >= $2",
    " AND (m.otp IS NOT NULL OR m.magic_link IS NOT NULL) AND NOT m.quarantined",
    wait_condition!(),
    sender_condition!(),
    " ORDER BY m.seen_at ASC LIMIT 1"
);

impl Store {
    /// Whether every indexed message of the account is in the full-text index of the headers,
    /// which a background task writes ([`Store::index_text_batch`]).
    pub async fn text_index_complete(&self, account_id: &str) -> Result<bool> {
        let sql = match self.backend {
            Backend::Sqlite(_) => {
                "SELECT NOT EXISTS (SELECT 1 FROM account_messages WHERE account_id = $1 AND seq > (SELECT indexed_seq FROM fts_progress WHERE id = 1))"
            }
            Backend::Postgres(_) => {
                "SELECT NOT EXISTS (SELECT 1 FROM headers_pending p JOIN account_messages m ON m.seq = p.seq WHERE m.account_id = $1)"
            }
        };
        Ok(on_both!(self, db => sqlx::query_scalar(sql).bind(account_id).fetch_one(&db.pool).await?))
    }

    /// Adds up to `limit` messages, in seq order, to the full-text index of the headers.
    /// Returns how many (0: the index has caught up).
    pub async fn index_text_batch(&self, limit: u32) -> Result<usize> {
        let db = match &self.backend {
            Backend::Sqlite(db) => db,
            Backend::Postgres(db) => return index_headers_on_postgres(db, limit).await,
        };
        // Nothing to do: no write at all (a write every poll would disturb other writers).
        let pending: bool = sqlx::query_scalar(
            "SELECT EXISTS (SELECT 1 FROM account_messages WHERE seq > (SELECT indexed_seq FROM fts_progress WHERE id = 1))",
        )
        .fetch_one(&db.pool)
        .await?;
        if !pending {
            return Ok(0);
        }
        // IMMEDIATE: the write lock first, so that no lower seq can still be uncommitted.
        let mut tx = db.background_write().await?;
        let from: i64 =
            sqlx::query_scalar("SELECT indexed_seq FROM fts_progress WHERE id = 1").fetch_one(&mut *tx).await?;
        let to: Option<i64> = sqlx::query_scalar(
            "SELECT MAX(seq) FROM (SELECT seq FROM account_messages WHERE seq > ? ORDER BY seq LIMIT ?)",
        )
        .bind(from)
        .bind(limit as i64)
        .fetch_one(&mut *tx)
        .await?;
        let Some(to) = to else { return Ok(0) };
        let added = sqlx::query(
            "INSERT INTO account_messages_fts (rowid, subject, from_json, to_json)
             SELECT seq, subject, from_json, to_json FROM account_messages WHERE seq > ? AND seq <= ?",
        )
        .bind(from)
        .bind(to)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        sqlx::query("UPDATE fts_progress SET indexed_seq = ? WHERE id = 1").bind(to).execute(&mut *tx).await?;
        tx.commit().await?;
        Ok(added as usize)
    }

    /// A page of messages in the given folders (or of the given accounts when `folders` is
    /// empty), newest first. The same filters find the same messages on both backends.
    pub async fn list_indexed(
        &self,
        accounts: &[String],
        folders: &[String],
        filter: &IndexFilter,
        after: Option<IndexPosition>,
        limit: u32,
    ) -> Result<IndexPage> {
        let mut messages = match &self.backend {
            Backend::Sqlite(db) => list_on_sqlite(db, accounts, folders, filter, after, limit)?,
            Backend::Postgres(db) => list_on_postgres(db, accounts, folders, filter, after, limit).await?,
        };
        let has_more = messages.len() > limit as usize;
        messages.truncate(limit as usize);
        Ok(IndexPage { messages, has_more })
    }

    /// The messages of one thread of an account, oldest first (at most `limit`).
    pub async fn thread_messages(&self, account_id: &str, thread_id: &str, limit: u32) -> Result<Vec<AccountMessage>> {
        let sql = thread_messages_sql(self.backend.no_index());
        Ok(on_both!(self, db => {
            let rows = sqlx::query(sqlx::AssertSqlSafe(sql))
                .bind(account_id)
                .bind(thread_id)
                .bind(limit as i64)
                .fetch_all(&db.pool)
                .await?;
            rows.iter().map(message_from_row).collect()
        }))
    }

    /// The indexed message with this id, with what is needed to fetch its body (on SQLite a
    /// read on the calling thread).
    pub async fn indexed_message(&self, id: &str) -> Result<Option<IndexedRow>> {
        match &self.backend {
            Backend::Sqlite(db) => {
                db.direct.read(|conn| direct::one(conn, INDEXED_MESSAGE, [id], |r| indexed_from_row(r)))
            }
            Backend::Postgres(db) => {
                let row = sqlx::query(INDEXED_MESSAGE).bind(id).fetch_optional(&db.pool).await?;
                Ok(row.as_ref().map(indexed_from_row))
            }
        }
    }

    /// The indexed messages of these ids that exist, in one query (a batch of changes names up
    /// to a thousand).
    pub async fn indexed_messages(&self, ids: &[String]) -> Result<Vec<IndexedRow>> {
        let sql = format!("{} WHERE m.id IN ({})", indexed_rows!(), self.backend.json_values("$1"));
        let ids = serde_json::to_string(ids).unwrap_or_else(|_| "[]".into());
        match &self.backend {
            Backend::Sqlite(db) => {
                db.direct.read(|conn| direct::all(conn, &sql, [ids.as_str()], |r| indexed_from_row(r)))
            }
            Backend::Postgres(db) => {
                let rows = sqlx::query(sqlx::AssertSqlSafe(sql)).bind(ids).fetch_all(&db.pool).await?;
                Ok(rows.iter().map(indexed_from_row).collect())
            }
        }
    }

    /// The oldest message of a folder first indexed at or after `cutoff` that satisfies `want`
    /// and comes from a sender `sender` accepts, as the provider's verdict says.
    pub async fn first_folder_match(
        &self,
        folder_id: &str,
        cutoff: Timestamp,
        want: WaitMatch,
        sender: &SenderMatch,
    ) -> Result<Option<AccountMessage>> {
        let (otp, confidence, link) = want.parts();
        let (domain, authenticated) = sender.parts();
        on_both!(self, db => {
            let row = sqlx::query(FOLDER_MATCH)
                .bind(folder_id)
                .bind(cutoff.micros())
                .bind(otp)
                .bind(confidence)
                .bind(link)
                .bind(domain)
                .bind(authenticated)
                .fetch_optional(&db.pool)
                .await?;
            Ok(row.as_ref().map(message_from_row))
        })
    }
}

/// A page of [`Store::list_indexed`] and one more row, on SQLite: the full-text indexes (FTS5)
/// pick the candidates, read on the calling thread.
fn list_on_sqlite(
    db: &sqlite::Db,
    accounts: &[String],
    folders: &[String],
    filter: &IndexFilter,
    after: Option<IndexPosition>,
    limit: u32,
) -> Result<Vec<(IndexPosition, AccountMessage)>> {
    let mut sql = String::from(concat!("SELECT ", account_message_columns!(), " FROM "));
    let mut binds: Vec<Bind> = Vec::new();
    let body = filter.q.as_deref().and_then(body_match);
    let found = serde_json::to_string(&filter.found_by_server).unwrap_or_else(|_| "[]".into());
    // The full-text indexes pick the candidate rows (and drive the query, so that a rare
    // match does not scan the folder); the conditions below still decide. A phrase of fewer
    // than 3 characters matches nothing in the trigram index of the headers.
    // FTS5 reads its query as a C string: a NUL would end it inside the phrase.
    let phrase = |text: &str| format!("\"{}\"", text.replace('\0', "").replace('"', "\"\""));
    let long = |value: &Option<String>| value.as_deref().map(selective).filter(|v| v.chars().count() >= 3).map(phrase);
    let mut candidates: Vec<(&str, Option<Bind>)> = Vec::new();
    if filter.q.is_some() {
        // `q` matches headers, bodies or the servers' finds: all three give candidates.
        if let Some(q) = long(&filter.q) {
            let header = format!("{{subject from_json to_json}} : {q}");
            candidates.push((
                "SELECT rowid FROM account_messages_fts WHERE account_messages_fts MATCH ?",
                Some(Bind::Text(header)),
            ));
            if let Some(body) = &body {
                candidates.push((
                    "SELECT rowid FROM account_bodies_fts WHERE account_bodies_fts MATCH ?",
                    Some(Bind::Text(body.clone())),
                ));
            }
            if !filter.found_by_server.is_empty() {
                candidates.push((
                    "SELECT seq FROM account_messages WHERE id IN (SELECT value FROM json_each(?))",
                    Some(Bind::Text(found.clone())),
                ));
            }
        }
    } else {
        let matches: Vec<String> = [("from_json", &filter.from), ("to_json", &filter.to), ("subject", &filter.subject)]
            .into_iter()
            .filter_map(|(column, value)| Some(format!("{column} : {}", long(value)?)))
            .collect();
        if !matches.is_empty() {
            candidates.push((
                "SELECT rowid FROM account_messages_fts WHERE account_messages_fts MATCH ?",
                Some(Bind::Text(matches.join(" AND "))),
            ));
        }
    }
    if candidates.is_empty() {
        sql.push_str("account_messages m WHERE ");
    } else {
        // Rows the background indexer has not reached yet are candidates too.
        candidates.push((
            "SELECT seq FROM account_messages WHERE seq > (SELECT indexed_seq FROM fts_progress WHERE id = 1)",
            None,
        ));
        sql.push('(');
        sql.push_str(&candidates.iter().map(|(select, _)| *select).collect::<Vec<_>>().join(" UNION "));
        sql.push_str(") AS hits CROSS JOIN account_messages m ON m.seq = hits.rowid WHERE ");
        binds.extend(candidates.into_iter().filter_map(|(_, bind)| bind));
    }
    let scope = if folders.is_empty() { ("m.account_id", accounts) } else { ("m.folder_id", folders) };
    sql.push_str(scope.0);
    sql.push_str(" IN (");
    sql.push_str(&vec!["?"; scope.1.len().max(1)].join(", "));
    sql.push(')');
    if scope.1.is_empty() {
        binds.push(Bind::Text(String::new()));
    }
    binds.extend(scope.1.iter().cloned().map(Bind::Text));
    if let Some(q) = &filter.q {
        sql.push_str(
            " AND (m.subject LIKE ? ESCAPE '\\' OR m.from_json LIKE ? ESCAPE '\\' OR m.to_json LIKE ? ESCAPE '\\'",
        );
        binds.extend([Bind::Text(like(q)), Bind::Text(like(q)), Bind::Text(like(q))]);
        if let Some(body) = body {
            sql.push_str(" OR m.seq IN (SELECT rowid FROM account_bodies_fts WHERE account_bodies_fts MATCH ?)");
            binds.push(Bind::Text(body));
        }
        if !filter.found_by_server.is_empty() {
            sql.push_str(" OR m.id IN (SELECT value FROM json_each(?))");
            binds.push(Bind::Text(found));
        }
        sql.push(')');
    }
    for (column, value) in [("m.from_json", &filter.from), ("m.to_json", &filter.to), ("m.subject", &filter.subject)] {
        if let Some(value) = value {
            sql.push_str(&format!(" AND {column} LIKE ? ESCAPE '\\'"));
            binds.push(Bind::Text(like(value)));
        }
    }
    if let Some(t) = filter.after {
        sql.push_str(" AND m.internal_date >= ?");
        binds.push(Bind::Int(t.micros()));
    }
    if let Some(t) = filter.before {
        sql.push_str(" AND m.internal_date < ?");
        binds.push(Bind::Int(t.micros()));
    }
    if let Some(unread) = filter.unread {
        sql.push_str(" AND m.is_unread = ?");
        binds.push(Bind::Int(unread as i64));
    }
    if let Some(starred) = filter.starred {
        sql.push_str(" AND m.is_starred = ?");
        binds.push(Bind::Int(starred as i64));
    }
    if let Some(has) = filter.has_attachments {
        sql.push_str(" AND m.has_attachments = ?");
        binds.push(Bind::Int(has as i64));
    }
    if let Some((time, seq)) = after {
        sql.push_str(" AND (m.internal_date < ? OR (m.internal_date = ? AND m.seq < ?))");
        binds.extend([Bind::Int(time), Bind::Int(time), Bind::Int(seq)]);
    }
    sql.push_str(" ORDER BY m.internal_date DESC, m.seq DESC LIMIT ?");
    binds.push(Bind::Int(limit as i64 + 1));
    db.direct.read(|conn| {
        direct::all(conn, &sql, rusqlite::params_from_iter(&binds), |r| {
            ((r.value::<i64>("internal_date"), r.value::<i64>("seq")), message_from_row(r))
        })
    })
}

/// `column` with its ASCII letters lower-cased, as the trigram index of the headers holds it:
/// with the pattern lower-cased the same way, `LIKE` folds case as SQLite's does (ASCII only).
fn folded(column: &str) -> String {
    format!("translate({column}, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')")
}

/// The body-index query of a `q=` value on PostgreSQL, as [`body_match`] on SQLite: each word
/// (of [`crate::bodies::words`]), as a word or the beginning of one, all of them (at most 16).
fn body_query(q: &str) -> Option<String> {
    let words = crate::bodies::words(q);
    let words: Vec<String> = words.split(' ').filter(|w| !w.is_empty()).take(16).map(|w| format!("{w}:*")).collect();
    (!words.is_empty()).then(|| words.join(" & "))
}

/// [`Store::index_text_batch`] on PostgreSQL: moves up to `limit` rows noted as written (by the
/// trigger of `account_messages`) into `account_headers`, which holds the trigram index. Rows
/// another instance is moving are skipped; a row deleted since it was noted is just dropped.
async fn index_headers_on_postgres(db: &postgres::Db, limit: u32) -> Result<usize> {
    let sql = format!(
        "WITH taken AS (
             DELETE FROM headers_pending
             WHERE seq IN (SELECT seq FROM headers_pending ORDER BY seq LIMIT $1 FOR UPDATE SKIP LOCKED)
             RETURNING seq),
         added AS (
             INSERT INTO account_headers (seq, subject, from_json, to_json)
             SELECT m.seq, {}, {}, {} FROM taken JOIN account_messages m ON m.seq = taken.seq
             ON CONFLICT (seq) DO NOTHING)
         SELECT COUNT(*) FROM taken",
        folded("m.subject"),
        folded("m.from_json"),
        folded("m.to_json")
    );
    let taken: i64 = sqlx::query_scalar(sqlx::AssertSqlSafe(sql)).bind(i64::from(limit)).fetch_one(&db.pool).await?;
    if taken > 0 && taken < i64::from(limit) {
        // Caught up after many rows (a first indexing): searches plan with the index's true
        // statistics from now on, not a minute later when autovacuum would analyse it.
        let stale: bool = sqlx::query_scalar(
            "SELECT COALESCE((SELECT n_mod_since_analyze > GREATEST(500, n_live_tup / 10)
                              FROM pg_stat_user_tables WHERE relid = 'account_headers'::regclass), FALSE)",
        )
        .fetch_one(&db.pool)
        .await?;
        if stale {
            sqlx::query("ANALYZE account_headers").execute(&db.pool).await?;
        }
    }
    Ok(taken as usize)
}

/// A page of [`Store::list_indexed`] and one more row, on PostgreSQL: the trigram index of the
/// headers (`account_headers`, and the rows not in it yet) and the word index of the bodies serve
/// the same conditions as FTS5 on SQLite.
async fn list_on_postgres(
    db: &postgres::Db,
    accounts: &[String],
    folders: &[String],
    filter: &IndexFilter,
    after: Option<IndexPosition>,
    limit: u32,
) -> Result<Vec<(IndexPosition, AccountMessage)>> {
    let mut b = sqlx::QueryBuilder::<sqlx::Postgres>::new(concat!(
        "SELECT ",
        account_message_columns!(),
        " FROM account_messages m WHERE "
    ));
    let scope = if folders.is_empty() { ("m.account_id", accounts) } else { ("m.folder_id", folders) };
    match scope.1 {
        // One folder or account: `=` lets its time index give the rows in order (`= ANY` sorts
        // every row of the scope first).
        [one] => b.push(scope.0).push(" = ").push_bind(one.clone()),
        many => b.push(scope.0).push(" = ANY(").push_bind(many.to_vec()).push(")"),
    };
    // A condition on headers: a row of the trigram index (`account_headers`) that matches, or a
    // row not in it yet that matches itself. Under 3 characters there is no trigram to look up:
    // every row matches itself. Either way the row's own folded text is read only for the rows
    // that need it, and the answer is the same whether a row is indexed or not.
    let headers_like = |b: &mut sqlx::QueryBuilder<sqlx::Postgres>, columns: &[&str], value: &str| {
        let pattern = like(&value.to_ascii_lowercase());
        let on_rows = |b: &mut sqlx::QueryBuilder<sqlx::Postgres>| {
            b.push("(");
            for (i, column) in columns.iter().enumerate() {
                b.push(if i > 0 { " OR " } else { "" });
                b.push(folded(&format!("m.{column}"))).push(" LIKE ").push_bind(pattern.clone()).push(" ESCAPE '\\'");
            }
            b.push(")");
        };
        if value.chars().count() < 3 {
            on_rows(b);
            return;
        }
        b.push("(m.seq IN (SELECT seq FROM account_headers WHERE ");
        for (i, column) in columns.iter().enumerate() {
            b.push(if i > 0 { " OR " } else { "" });
            b.push(*column).push(" LIKE ").push_bind(pattern.clone()).push(" ESCAPE '\\'");
        }
        b.push(") OR (m.seq IN (SELECT seq FROM headers_pending) AND ");
        on_rows(b);
        b.push("))");
    };
    if let Some(q) = &filter.q {
        b.push(" AND (");
        headers_like(&mut b, &["subject", "from_json", "to_json"], q);
        if let Some(query) = body_query(q) {
            b.push(" OR m.seq IN (SELECT seq FROM account_bodies WHERE body @@ to_tsquery('simple', public.unaccent(")
                .push_bind(query)
                .push(")))");
        }
        if !filter.found_by_server.is_empty() {
            b.push(" OR m.id = ANY(").push_bind(filter.found_by_server.clone()).push(")");
        }
        b.push(")");
    }
    for (column, value) in [("from_json", &filter.from), ("to_json", &filter.to), ("subject", &filter.subject)] {
        if let Some(value) = value {
            b.push(" AND ");
            headers_like(&mut b, &[column], value);
        }
    }
    if let Some(t) = filter.after {
        b.push(" AND m.internal_date >= ").push_bind(t.micros());
    }
    if let Some(t) = filter.before {
        b.push(" AND m.internal_date < ").push_bind(t.micros());
    }
    for (column, value) in [
        ("m.is_unread", filter.unread),
        ("m.is_starred", filter.starred),
        ("m.has_attachments", filter.has_attachments),
    ] {
        if let Some(value) = value {
            b.push(format!(" AND {column} = ")).push_bind(value);
        }
    }
    if let Some((time, seq)) = after {
        b.push(" AND (m.internal_date, m.seq) < (").push_bind(time).push(", ").push_bind(seq).push(")");
    }
    b.push(" ORDER BY m.internal_date DESC, m.seq DESC LIMIT ").push_bind(limit as i64 + 1);
    let rows = b.build().fetch_all(&db.pool).await?;
    Ok(rows.iter().map(|r| ((r.value::<i64>("internal_date"), r.value::<i64>("seq")), message_from_row(r))).collect())
}

#[cfg(test)]
mod tests {
    use super::selective;
    use crate::Store;
    use crate::sqlite::direct::{self, Columns};

    #[test]
    fn addresses_are_searched_by_their_local_part() {
        assert_eq!(selective("klara.weber@bank.example"), "klara.weber@");
        assert_eq!(selective("Klara Weber"), "Klara Weber");
        // Too short a local part to narrow anything: the whole value.
        assert_eq!(selective("k@bank.example"), "k@bank.example");
        assert_eq!(selective("@bank.example"), "@bank.example");
    }

    /// The steps of SQLite's plan for `sql` with `params`.
    async fn plan(sql: &str, params: impl rusqlite::Params) -> Vec<String> {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).await.unwrap();
        let explain = format!("EXPLAIN QUERY PLAN {sql}");
        store
            .sqlite()
            .unwrap()
            .direct
            .read(|conn| direct::all(conn, &explain, params, |r| r.value::<String>("detail")))
            .unwrap()
    }

    #[tokio::test]
    async fn a_thread_is_read_through_the_thread_index() {
        let plan = plan(&super::thread_messages_sql("+"), ("acc_1", "thr_1", 10)).await;
        assert!(plan.iter().any(|step| step.contains("account_messages_by_thread")), "{plan:?}");
    }

    #[tokio::test]
    async fn a_folder_wait_reads_the_index_of_messages_with_a_code_or_a_link() {
        let plan = plan(super::FOLDER_MATCH, ("fld_1", 0, true, 0.5, true, "", false)).await;
        assert!(plan.iter().any(|step| step.contains("account_messages_by_folder_found")), "{plan:?}");
        assert!(!plan.iter().any(|step| step.contains("TEMP B-TREE")), "in seen_at order: {plan:?}");
    }
}
