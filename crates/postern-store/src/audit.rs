//! The audit: every send attempt and every administrative act, written in the same transaction
//! as the act it describes, and hash-chained so that an edited or removed record is detected
//! ([`Store::verify_audit`]).
//!
//! A record's hash is SHA-256 over the previous record's hash and the JSON array of this
//! record's fields. `audit_chain.anchor` holds the hash before the oldest kept record (only the
//! retention purge moves it) and `audit_chain.last` the newest record's seq.

use crate::{Result, Store};
use postern_core::Timestamp;
use postern_core::id::{IdKind, new_time_ordered_id};
use serde::Serialize;
use sha2::{Digest, Sha256};

/// One act, as the audit keeps it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AuditEntry {
    /// The user who acted.
    pub actor: String,
    /// The token it used (none for acts on the host, like `postern token create`).
    pub token_id: Option<String>,
    /// What was done: an operation name (`user.create`, `message.send`, …).
    pub action: String,
    /// The record acted on (a user, token, role or account id).
    pub target: Option<String>,
    /// The account concerned, for sends and account acts.
    pub account_id: Option<String>,
    /// `ok`, `sent`, `denied` or `failed`.
    pub outcome: String,
    /// What else matters (recipients, the error code, changed fields); never content or secrets.
    pub detail: serde_json::Value,
    /// Where the request came from (the peer address).
    pub source: Option<String>,
}

/// A stored record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AuditRecord {
    pub id: String,
    pub at: Timestamp,
    pub actor: String,
    pub token_id: Option<String>,
    pub action: String,
    pub target: Option<String>,
    pub account_id: Option<String>,
    pub outcome: String,
    pub detail: serde_json::Value,
    pub source: Option<String>,
    #[serde(skip)]
    pub seq: i64,
}

/// Which records to read.
#[derive(Debug, Clone, Default)]
pub struct AuditFilter {
    pub action: Option<String>,
    pub actor: Option<String>,
    pub target: Option<String>,
    pub outcome: Option<String>,
    /// Only records of these accounts (`None`: any record).
    pub accounts: Option<Vec<String>>,
    pub after: Option<Timestamp>,
    pub before: Option<Timestamp>,
    /// Only records older than this seq (the page cursor).
    pub before_seq: Option<i64>,
    pub limit: u32,
}

/// What [`Store::verify_audit`] found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AuditCheck {
    /// Records checked.
    pub records: u64,
    /// The first problem, if any.
    pub broken: Option<String>,
}

fn hash_of(prev: &str, record: &AuditRecord) -> String {
    let fields = serde_json::json!([
        record.seq,
        record.id,
        record.at.micros(),
        record.actor,
        record.token_id,
        record.action,
        record.target,
        record.account_id,
        record.outcome,
        record.detail,
        record.source,
    ]);
    let mut digest = Sha256::new();
    digest.update(prev.as_bytes());
    digest.update(fields.to_string().as_bytes());
    postern_core::hex(&digest.finalize())
}

/// The next record of the chain for `entry`, numbered `seq`.
fn record_for(entry: &AuditEntry, seq: i64) -> AuditRecord {
    AuditRecord {
        id: new_time_ordered_id(IdKind::Audit),
        at: Timestamp::now(),
        actor: entry.actor.clone(),
        token_id: entry.token_id.clone(),
        action: entry.action.clone(),
        target: entry.target.clone(),
        account_id: entry.account_id.clone(),
        outcome: entry.outcome.clone(),
        detail: entry.detail.clone(),
        source: entry.source.clone(),
        seq,
    }
}

/// The newest record's seq and hash (the anchor's when none is kept).
const CHAIN_END: &str =
    "SELECT last, COALESCE((SELECT hash FROM audit ORDER BY seq DESC LIMIT 1), anchor) FROM audit_chain";

/// Appends `record` after the record whose hash is `prev`, and moves the chain's end to it: the
/// same statements on either backend, inside a transaction that holds the chain.
macro_rules! insert_record {
    ($conn:expr, $record:expr, $prev:expr) => {{
        let (record, prev): (&AuditRecord, &str) = ($record, $prev);
        sqlx::query(
            "INSERT INTO audit (seq, id, at, actor, token_id, action, target, account_id, outcome, detail, source, prev_hash, hash)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
        )
        .bind(record.seq)
        .bind(&record.id)
        .bind(record.at.micros())
        .bind(&record.actor)
        .bind(&record.token_id)
        .bind(&record.action)
        .bind(&record.target)
        .bind(&record.account_id)
        .bind(&record.outcome)
        .bind(record.detail.to_string())
        .bind(&record.source)
        .bind(prev)
        .bind(hash_of(prev, record))
        .execute(&mut *$conn)
        .await?;
        sqlx::query("UPDATE audit_chain SET last = $1").bind(record.seq).execute(&mut *$conn).await?;
    }};
}

/// Appends `entry` inside the caller's (IMMEDIATE) SQLite transaction: it holds the database,
/// and with it the chain. Seqs are never reused, not even those of purged records.
/// The audit chain as a write transaction appends to it (every `Writes` does).
pub(crate) trait AuditLog {
    /// Appends `entry` to the audit chain.
    async fn audit(&mut self, entry: &AuditEntry) -> Result<()>;

    /// Holds the audit chain from here to the commit, as writing a record does (for a change to
    /// the chain that writes none: a purge).
    async fn hold_chain(&mut self) -> Result<()>;
}

impl AuditLog for sqlx::SqliteConnection {
    async fn audit(&mut self, entry: &AuditEntry) -> Result<()> {
        append_sqlite(self, entry).await
    }

    async fn hold_chain(&mut self) -> Result<()> {
        Ok(())
    }
}

impl AuditLog for sqlx::PgConnection {
    async fn audit(&mut self, entry: &AuditEntry) -> Result<()> {
        append_postgres(self, entry).await
    }

    async fn hold_chain(&mut self) -> Result<()> {
        sqlx::query(crate::postgres::locks::XACT_LOCK).bind(CHAIN_LOCK).execute(&mut *self).await?;
        Ok(())
    }
}

pub(crate) async fn append_sqlite(conn: &mut sqlx::SqliteConnection, entry: &AuditEntry) -> Result<()> {
    let (last, prev): (i64, String) = sqlx::query_as(CHAIN_END).fetch_one(&mut *conn).await?;
    let seq: i64 =
        sqlx::query_scalar("SELECT MAX(COALESCE((SELECT seq FROM sqlite_sequence WHERE name = 'audit'), 0), ?) + 1")
            .bind(last)
            .fetch_one(&mut *conn)
            .await?;
    insert_record!(conn, &record_for(entry, seq), &prev);
    Ok(())
}

/// The key of the advisory lock a PostgreSQL transaction holds from its audit record to its
/// commit: each record hashes the one before, so the chain has one writer at a time.
const CHAIN_LOCK: &str = "audit";

/// Appends `entry` inside the caller's PostgreSQL transaction, which holds the chain from here to
/// its commit.
pub(crate) async fn append_postgres(conn: &mut sqlx::PgConnection, entry: &AuditEntry) -> Result<()> {
    sqlx::query(crate::postgres::locks::XACT_LOCK).bind(CHAIN_LOCK).execute(&mut *conn).await?;
    let (last, prev): (i64, String) = sqlx::query_as(CHAIN_END).fetch_one(&mut *conn).await?;
    let seq: i64 = sqlx::query_scalar("SELECT GREATEST($1, COALESCE((SELECT MAX(seq) FROM audit), 0)) + 1")
        .bind(last)
        .fetch_one(&mut *conn)
        .await?;
    insert_record!(conn, &record_for(entry, seq), &prev);
    Ok(())
}

type Row =
    (i64, String, i64, String, Option<String>, String, Option<String>, Option<String>, String, String, Option<String>);

/// A [`Row`] with the record's previous hash and its own.
type ChainRow = (
    i64,
    String,
    i64,
    String,
    Option<String>,
    String,
    Option<String>,
    Option<String>,
    String,
    String,
    Option<String>,
    String,
    String,
);

const COLUMNS: &str = "seq, id, at, actor, token_id, action, target, account_id, outcome, detail, source";

fn record((seq, id, at, actor, token_id, action, target, account_id, outcome, detail, source): Row) -> AuditRecord {
    AuditRecord {
        id,
        at: Timestamp(at),
        actor,
        token_id,
        action,
        target,
        account_id,
        outcome,
        detail: serde_json::from_str(&detail).unwrap_or(serde_json::Value::String(detail)),
        source,
        seq,
    }
}

impl Store {
    /// Appends one record in a transaction of its own (acts that change nothing in the store:
    /// a refused send, a refused change).
    pub async fn audit(&self, entry: &AuditEntry) -> Result<()> {
        on_both!(self, db => {
            let mut tx = db.write().await?;
            tx.audit(entry).await?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// Records matching `filter`, newest first.
    pub async fn audit_records(&self, filter: &AuditFilter) -> Result<Vec<AuditRecord>> {
        let accounts = filter.accounts.as_ref().map(|a| serde_json::to_string(a).unwrap_or_default());
        let sql = format!(
            "SELECT {COLUMNS} FROM audit
             WHERE ($1 IS NULL OR action = $1) AND ($2 IS NULL OR actor = $2) AND ($3 IS NULL OR target = $3)
               AND ($4 IS NULL OR outcome = $4)
               AND ($5 IS NULL OR account_id IN ({}))
               AND ($6 IS NULL OR at >= $6) AND ($7 IS NULL OR at < $7) AND ($8 IS NULL OR seq < $8)
             ORDER BY seq DESC LIMIT $9",
            self.backend.json_values("$5")
        );
        on_both!(self, db => {
            let rows: Vec<Row> = sqlx::query_as(sqlx::AssertSqlSafe(sql))
                .bind(&filter.action)
                .bind(&filter.actor)
                .bind(&filter.target)
                .bind(&filter.outcome)
                .bind(accounts)
                .bind(filter.after.map(Timestamp::micros))
                .bind(filter.before.map(Timestamp::micros))
                .bind(filter.before_seq)
                .bind(filter.limit as i64)
                .fetch_all(&db.pool)
                .await?;
            Ok(rows.into_iter().map(record).collect())
        })
    }

    /// Walks the whole chain: every record's hash, every link, and both ends.
    pub async fn verify_audit(&self) -> Result<AuditCheck> {
        on_both!(self, db => {
            let (anchor, last): (String, i64) =
                sqlx::query_as("SELECT anchor, last FROM audit_chain").fetch_one(&db.pool).await?;
            let mut expected = anchor;
            let mut records = 0u64;
            let mut after = i64::MIN;
            let mut newest = None;
            loop {
                let rows: Vec<ChainRow> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
                    "SELECT {COLUMNS}, prev_hash, hash FROM audit WHERE seq > $1 ORDER BY seq LIMIT 1000"
                )))
                .bind(after)
                .fetch_all(&db.pool)
                .await?;
                if rows.is_empty() {
                    break;
                }
                for (seq, id, at, actor, token_id, action, target, account_id, outcome, detail, source, prev, hash) in rows
                {
                    let rec = record((seq, id, at, actor, token_id, action, target, account_id, outcome, detail, source));
                    after = rec.seq;
                    if prev != expected {
                        let what =
                            if records == 0 { "records before it were removed" } else { "a record before it was removed" };
                        return Ok(AuditCheck {
                            records,
                            broken: Some(format!("record {} (seq {}): {what}", rec.id, rec.seq)),
                        });
                    }
                    if hash_of(&prev, &rec) != hash {
                        return Ok(AuditCheck {
                            records,
                            broken: Some(format!("record {} (seq {}) was changed", rec.id, rec.seq)),
                        });
                    }
                    expected = hash;
                    records += 1;
                    newest = Some(rec.seq);
                }
            }
            if newest.unwrap_or(0) != last && !(newest.is_none() && records == 0 && last == 0) {
                return Ok(AuditCheck {
                    records,
                    broken: Some(format!("the newest records were removed (the log ended at seq {last})")),
                });
            }
            Ok(AuditCheck { records, broken: None })
        })
    }

    /// Forgets records older than `before`; the chain stays verifiable from the oldest kept one.
    pub async fn purge_audit(&self, before: Timestamp) -> Result<u64> {
        on_both!(self, db => {
            let mut tx = db.write().await?;
            tx.hold_chain().await?;
            let newest_gone: Option<(i64, String)> =
                sqlx::query_as("SELECT seq, hash FROM audit WHERE at < $1 ORDER BY seq DESC LIMIT 1")
                    .bind(before.micros())
                    .fetch_optional(&mut *tx)
                    .await?;
            let Some((seq, hash)) = newest_gone else { return Ok(0) };
            let gone =
                sqlx::query("DELETE FROM audit WHERE seq <= $1").bind(seq).execute(&mut *tx).await?.rows_affected();
            sqlx::query("UPDATE audit_chain SET anchor = $1").bind(hash).execute(&mut *tx).await?;
            tx.commit().await?;
            Ok(gone)
        })
    }
}
