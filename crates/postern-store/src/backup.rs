//! An installation as one stream of lines, read from either backend in one consistent snapshot
//! and written into an empty store of either backend (docs/BACKUPS.md): the way to keep it and
//! the way from SQLite to PostgreSQL and back. Encryption is the caller's (the binary's `age`).
//!
//! The stream: a header line (`{"postern-backup": 1, …}`), then per table a line naming it and
//! its columns followed by one JSON array per row, then a trailer with each table's row count
//! and the SHA-256 of every byte before it. A value is `null`, a number, a string, a boolean or
//! `{"b64": …}` for bytes. Sealed values (account credentials, webhook secrets, TOTP secrets)
//! are opened with the installation's keyring and sealed again under a key of the backup's own,
//! which travels in its header, so that the backup restores under whatever master key the
//! target has and never holds the installation's master key.

use crate::vault::{MasterKey, Vault};
use crate::{Backend, Result, Store, StoreError};
use base64::Engine as _;
use futures_util::TryStreamExt;
use postern_core::Timestamp;
use serde_json::{Map, Value, json};
use sha2::{Digest, Sha256};
use sqlx::{Column, Row, TypeInfo, ValueRef};
use std::collections::BTreeMap;
use tokio::sync::mpsc;

/// The version of the stream's layout.
pub const FORMAT_VERSION: u64 = 1;

/// The tables a backup holds, each after those it refers to. Left out: what each installation
/// makes of its own (the keyring's data keys, sync leases, live holds, request rates, schema
/// versions), what expires within the hour (sign-ins in progress, MCP clients' authorizations waiting
/// for consent, web UI sessions, setup links, failed sign-in counts), and the full-text indexes, which are rebuilt (the message list's at
/// once, bodies from the accounts' servers).
pub const TABLES: &[&str] = &[
    "meta",
    "users",
    "roles",
    "tokens",
    "oauth_clients",
    "oauth_refresh",
    "ui_totp",
    "ui_recovery_codes",
    "inboxes",
    "messages",
    "test_code_sends",
    "accounts",
    "folders",
    "account_messages",
    "thread_subjects",
    "attachment_links",
    "push_channels",
    "sends",
    "events",
    "audit_chain",
    "audit",
    "webhooks",
    "webhook_attempts",
];

/// A sealed column: its table, column, and how the record it is bound to is named.
struct Sealed {
    table: &'static str,
    column: &'static str,
    /// The column holding the record's id, and the prefix of the name it is sealed under.
    record: (&'static str, &'static str),
}

const SEALED: &[Sealed] = &[
    Sealed { table: "accounts", column: "credentials", record: ("id", "") },
    Sealed { table: "webhooks", column: "secret", record: ("id", "") },
    Sealed { table: "webhooks", column: "previous_secret", record: ("id", "") },
    Sealed { table: "ui_totp", column: "sealed", record: ("user_id", "totp:") },
];

/// How many values at most one INSERT of a restore binds (SQLite allows 32,766, PostgreSQL
/// 65,535), and how many bytes of lines it gathers at most.
const VALUES_PER_INSERT: usize = 30_000;
const BYTES_PER_INSERT: usize = 8 * 1024 * 1024;

/// How many rows at most one INSERT carries: PostgreSQL gains from long statements (a restore
/// of 100,000 messages 72 s with 100 rows, 11 s with 1,000), SQLite loses (14 s, 67 s).
const ROWS_PER_INSERT_POSTGRES: usize = 1000;
const ROWS_PER_INSERT_SQLITE: usize = 100;

/// Bytes gathered before they are handed on.
const CHUNK: usize = 256 * 1024;

/// What the header and the trailer of a backup say.
#[derive(Debug, Clone, PartialEq)]
pub struct Manifest {
    /// The version of Postern that wrote it.
    pub postern: String,
    /// `sqlite` or `postgresql`.
    pub source: String,
    pub created_at: Timestamp,
    /// Rows per table.
    pub tables: BTreeMap<String, u64>,
}

impl Manifest {
    /// Rows in all.
    pub fn rows(&self) -> u64 {
        self.tables.values().sum()
    }
}

/// Hands the stream on in chunks, hashing what passed.
struct Out {
    to: mpsc::Sender<Vec<u8>>,
    buffer: Vec<u8>,
    hash: Sha256,
}

impl Out {
    async fn line(&mut self, value: &Value) -> Result<()> {
        let mut line = serde_json::to_vec(value).map_err(|e| StoreError::Conflict(e.to_string()))?;
        line.push(b'\n');
        self.hash.update(&line);
        self.buffer.extend_from_slice(&line);
        if self.buffer.len() >= CHUNK {
            self.flush().await?;
        }
        Ok(())
    }

    async fn flush(&mut self) -> Result<()> {
        let chunk = std::mem::take(&mut self.buffer);
        self.to.send(chunk).await.map_err(|_| StoreError::Conflict("the backup's writer stopped".into()))
    }
}

fn bytes_value(bytes: &[u8]) -> Value {
    json!({ "b64": base64::engine::general_purpose::STANDARD.encode(bytes) })
}

fn bytes_of(value: &Value) -> Option<Vec<u8>> {
    base64::engine::general_purpose::STANDARD.decode(value.get("b64")?.as_str()?).ok()
}

/// A SQLite value as the stream holds it.
fn sqlite_cell(row: &sqlx::sqlite::SqliteRow, i: usize) -> Result<Value> {
    let raw = row.try_get_raw(i)?;
    if raw.is_null() {
        return Ok(Value::Null);
    }
    let kind = raw.type_info().name().to_string();
    Ok(match kind.as_str() {
        "INTEGER" | "BOOLEAN" | "INT8" => json!(row.try_get::<i64, _>(i)?),
        "REAL" => json!(row.try_get::<f64, _>(i)?),
        "BLOB" => bytes_value(&row.try_get::<Vec<u8>, _>(i)?),
        _ => json!(row.try_get::<String, _>(i)?),
    })
}

/// A PostgreSQL value as the stream holds it.
fn postgres_cell(row: &sqlx::postgres::PgRow, i: usize) -> Result<Value> {
    let raw = row.try_get_raw(i)?;
    if raw.is_null() {
        return Ok(Value::Null);
    }
    let kind = raw.type_info().name().to_string();
    Ok(match kind.as_str() {
        "INT8" => json!(row.try_get::<i64, _>(i)?),
        "INT4" => json!(row.try_get::<i32, _>(i)?),
        "INT2" => json!(row.try_get::<i16, _>(i)?),
        "BOOL" => json!(row.try_get::<bool, _>(i)?),
        "FLOAT8" => json!(row.try_get::<f64, _>(i)?),
        "FLOAT4" => json!(row.try_get::<f32, _>(i)?),
        "BYTEA" => bytes_value(&row.try_get::<Vec<u8>, _>(i)?),
        "TEXT" | "VARCHAR" => json!(row.try_get::<String, _>(i)?),
        other => return Err(StoreError::Conflict(format!("a column of type {other} cannot be backed up"))),
    })
}

/// Opens the sealed values of a row with `from` and seals them with `to`.
fn reseal(table: &str, columns: &[String], row: &mut [Value], from: &Vault, to: &Vault) -> Result<()> {
    for sealed in SEALED.iter().filter(|s| s.table == table) {
        let at = |name: &str| columns.iter().position(|c| c == name);
        let (Some(value_at), Some(record_at)) = (at(sealed.column), at(sealed.record.0)) else { continue };
        let Some(bytes) = bytes_of(&row[value_at]) else { continue };
        let record = format!("{}{}", sealed.record.1, row[record_at].as_str().unwrap_or_default());
        row[value_at] = bytes_value(&to.seal(&record, &from.open(&record, &bytes)?)?);
    }
    Ok(())
}

impl Store {
    /// Writes the installation to `out` as lines (the module's stream), read in one snapshot:
    /// on SQLite one read transaction, on PostgreSQL one `REPEATABLE READ` transaction, so that
    /// what a commit wrote is in it whole or not at all. `vault` opens the sealed values.
    pub async fn back_up(&self, vault: &Vault, postern: &str, out: mpsc::Sender<Vec<u8>>) -> Result<Manifest> {
        let backup_key = MasterKey::generate();
        let sealing = Vault::fixed(backup_key.clone());
        let manifest = Manifest {
            postern: postern.to_string(),
            source: if self.shared() { "postgresql" } else { "sqlite" }.into(),
            created_at: Timestamp::now(),
            tables: BTreeMap::new(),
        };
        let mut out = Out { to: out, buffer: Vec::new(), hash: Sha256::new() };
        out.line(&json!({
            "postern-backup": FORMAT_VERSION,
            "postern": manifest.postern,
            "source": manifest.source,
            "created_at": manifest.created_at,
            "key": postern_core::hex(backup_key.bytes()),
        }))
        .await?;
        let mut counts = BTreeMap::new();
        match &self.backend {
            Backend::Sqlite(db) => {
                let mut tx = db.pool.begin().await?;
                for table in TABLES {
                    let sql = format!("SELECT * FROM {table}");
                    let mut rows = sqlx::query(sqlx::AssertSqlSafe(sql)).fetch(&mut *tx);
                    let n = dump_table(table, &mut out, vault, &sealing, &mut rows, sqlite_cell).await?;
                    counts.insert(table.to_string(), n);
                }
                tx.commit().await?;
            }
            Backend::Postgres(db) => {
                // Events still queued go into the log first: the queue is not backed up.
                self.settle_log().await?;
                let mut tx = db.pool.begin().await?;
                sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY").execute(&mut *tx).await?;
                for table in TABLES {
                    let sql = format!("SELECT * FROM {table}");
                    let mut rows = sqlx::query(sqlx::AssertSqlSafe(sql)).fetch(&mut *tx);
                    let n = dump_table(table, &mut out, vault, &sealing, &mut rows, postgres_cell).await?;
                    counts.insert(table.to_string(), n);
                }
                tx.commit().await?;
            }
        }
        let digest = postern_core::hex(&out.hash.clone().finalize());
        let trailer = json!({ "end": { "tables": counts, "sha256": digest } });
        let mut line = serde_json::to_vec(&trailer).map_err(|e| StoreError::Conflict(e.to_string()))?;
        line.push(b'\n');
        out.buffer.extend_from_slice(&line);
        out.flush().await?;
        Ok(Manifest { tables: counts, ..manifest })
    }

    /// Whether the store holds no installation yet (no user, inbox or account): only such a
    /// store is restored into.
    pub async fn is_empty(&self) -> Result<bool> {
        let n: i64 = on_both!(self, db => sqlx::query_scalar(
            "SELECT (SELECT COUNT(*) FROM users) + (SELECT COUNT(*) FROM inboxes) + (SELECT COUNT(*) FROM accounts)"
        )
        .fetch_one(&db.pool)
        .await?);
        Ok(n == 0)
    }

    /// Writes a backup's lines (checked whole by [`check`] first) into this store, which must be
    /// empty, in one transaction: all of it or, on any failure, nothing. Sealed values are
    /// sealed again with `vault`, this store's keyring; the body index of each account is
    /// rebuilt from its server, the rest is as it was.
    pub async fn restore(&self, vault: &Vault, mut lines: mpsc::Receiver<String>) -> Result<Manifest> {
        if !self.is_empty().await? {
            return Err(StoreError::Conflict(
                "the target already holds an installation; restore into an empty one".into(),
            ));
        }
        let header = lines.recv().await.ok_or_else(|| broken("it is empty"))?;
        let (manifest, key) = header_of(&header)?;
        let opening = Vault::fixed(MasterKey::from_hex(&key)?);
        let rows_per_insert = if self.shared() { ROWS_PER_INSERT_POSTGRES } else { ROWS_PER_INSERT_SQLITE };
        let mut restorer = Restorer { rows_per_insert, ..Restorer::default() };
        match &self.backend {
            Backend::Sqlite(db) => {
                let mut tx = db.write().await?;
                // The children of a table may come before the rows they name (a thread's root).
                sqlx::query("PRAGMA defer_foreign_keys = ON").execute(&mut *tx).await?;
                while let Some(line) = lines.recv().await {
                    // SQLite takes every value as it comes (each column's affinity converts).
                    for step in restorer.take(&line, vault, &opening, |_| None)? {
                        step.run_sqlite(&mut tx).await?;
                    }
                }
                for sql in AFTER_RESTORE {
                    sqlx::query(*sql).execute(&mut *tx).await?;
                }
                tx.commit().await?;
            }
            Backend::Postgres(db) => {
                let mut tx = db.write().await?;
                let types = postgres_types(&mut tx).await?;
                while let Some(line) = lines.recv().await {
                    for step in restorer.take(&line, vault, &opening, |t| types.get(t).cloned())? {
                        step.run_postgres(&mut tx).await?;
                    }
                }
                for sql in AFTER_RESTORE {
                    sqlx::query(*sql).execute(&mut *tx).await?;
                }
                // Identity columns go on after the highest value restored.
                let identities: Vec<(String, String)> = sqlx::query_as(
                    "SELECT table_name::text, column_name::text FROM information_schema.columns
                     WHERE table_schema = current_schema() AND (is_identity = 'YES' OR column_default LIKE 'nextval%')",
                )
                .fetch_all(&mut *tx)
                .await?;
                for (table, column) in identities {
                    let sql = format!(
                        "SELECT setval(pg_get_serial_sequence('{table}', '{column}'), GREATEST((SELECT MAX({column}) FROM {table}), 1))"
                    );
                    sqlx::query(sqlx::AssertSqlSafe(sql)).execute(&mut *tx).await?;
                }
                tx.commit().await?;
            }
        }
        Ok(Manifest { tables: restorer.counts, ..manifest })
    }
}

/// What a restore changes after the rows are in: each account's body index is rebuilt (the
/// index itself is not in a backup), and no webhook endpoint stays claimed by an instance of
/// the installation the backup was made of.
const AFTER_RESTORE: &[&str] = &[
    "UPDATE accounts SET bodies_indexed_seq = 0, body_index = CASE WHEN body_index = 'off' THEN 'off' ELSE 'pending' END",
    "UPDATE webhooks SET claimed_by = NULL, claimed_until = NULL",
];

fn broken(why: &str) -> StoreError {
    StoreError::Conflict(format!("this is not a whole Postern backup: {why}"))
}

/// The manifest and the backup's key from its header line.
fn header_of(line: &str) -> Result<(Manifest, String)> {
    let header: Value = serde_json::from_str(line).map_err(|_| broken("its header is not JSON"))?;
    match header.get("postern-backup").and_then(Value::as_u64) {
        Some(FORMAT_VERSION) => {}
        Some(other) => {
            return Err(StoreError::Conflict(format!(
                "the backup's format {other} is not one this Postern reads ({FORMAT_VERSION})"
            )));
        }
        None => return Err(broken("it has no header")),
    }
    let text = |key: &str| {
        header.get(key).and_then(Value::as_str).map(str::to_string).ok_or_else(|| broken("its header is incomplete"))
    };
    let created_at =
        serde_json::from_value(header["created_at"].clone()).map_err(|_| broken("its header is incomplete"))?;
    let manifest = Manifest { postern: text("postern")?, source: text("source")?, created_at, tables: BTreeMap::new() };
    Ok((manifest, text("key")?))
}

/// Reads a whole backup's lines and checks them: the header, each table, each row's width,
/// and the trailer's counts and checksum. Its manifest when all is well.
pub async fn check(mut lines: mpsc::Receiver<String>) -> Result<Manifest> {
    let mut hash = Sha256::new();
    let header = lines.recv().await.ok_or_else(|| broken("it is empty"))?;
    hash.update(header.as_bytes());
    hash.update(b"\n");
    let (mut manifest, _) = header_of(&header)?;
    let mut current: Option<(String, usize)> = None;
    let mut counts: BTreeMap<String, u64> = BTreeMap::new();
    while let Some(line) = lines.recv().await {
        let value: Value = serde_json::from_str(&line).map_err(|_| broken("a line is not JSON"))?;
        if let Some(end) = value.get("end") {
            let digest = postern_core::hex(&hash.finalize());
            if end.get("sha256").and_then(Value::as_str) != Some(digest.as_str()) {
                return Err(broken("its checksum does not match"));
            }
            let said: BTreeMap<String, u64> =
                serde_json::from_value(end["tables"].clone()).map_err(|_| broken("its trailer is incomplete"))?;
            if said != counts {
                return Err(broken("its row counts do not match"));
            }
            if lines.recv().await.is_some() {
                return Err(broken("something follows its end"));
            }
            manifest.tables = counts;
            return Ok(manifest);
        }
        hash.update(line.as_bytes());
        hash.update(b"\n");
        match value {
            Value::Array(row) => {
                let (table, width) = current.as_ref().ok_or_else(|| broken("a row comes before its table"))?;
                if row.len() != *width {
                    return Err(broken("a row has the wrong number of values"));
                }
                *counts.entry(table.clone()).or_default() += 1;
            }
            Value::Object(table) => {
                let (name, columns) = table_line(&table)?;
                counts.insert(name.clone(), 0);
                current = Some((name, columns.len()));
            }
            _ => return Err(broken("a line is neither a table nor a row")),
        }
    }
    Err(broken("it ends before its trailer (cut short?)"))
}

fn table_line(table: &Map<String, Value>) -> Result<(String, Vec<String>)> {
    let name = table.get("table").and_then(Value::as_str).ok_or_else(|| broken("a table has no name"))?;
    if !TABLES.contains(&name) {
        return Err(broken(&format!("it holds a table this Postern does not know ({name})")));
    }
    let columns: Vec<String> = serde_json::from_value(table.get("columns").cloned().unwrap_or_default())
        .map_err(|_| broken("a table has no columns"))?;
    // Column names go into SQL: only what a column of ours can be called.
    let plain =
        |c: &String| !c.is_empty() && c.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_');
    if !columns.iter().all(plain) {
        return Err(broken("a column's name is not one of Postern's"));
    }
    Ok((name.to_string(), columns))
}

/// Writes one table's rows; how many.
async fn dump_table<R, S>(
    table: &str,
    out: &mut Out,
    vault: &Vault,
    sealing: &Vault,
    rows: &mut S,
    cell: fn(&R, usize) -> Result<Value>,
) -> Result<u64>
where
    R: Row,
    S: futures_util::Stream<Item = std::result::Result<R, sqlx::Error>> + Unpin,
{
    let mut columns: Option<Vec<String>> = None;
    let mut n = 0;
    while let Some(row) = rows.try_next().await? {
        let names = match &columns {
            Some(names) => names,
            None => {
                let names: Vec<String> = row.columns().iter().map(|c| c.name().to_string()).collect();
                out.line(&json!({ "table": table, "columns": names })).await?;
                columns.insert(names)
            }
        };
        let mut values = (0..names.len()).map(|i| cell(&row, i)).collect::<Result<Vec<_>>>()?;
        reseal(table, names, &mut values, vault, sealing)?;
        out.line(&Value::Array(values)).await?;
        n += 1;
    }
    if columns.is_none() {
        // An empty table still names itself (and no columns), so that a restore empties it.
        out.line(&json!({ "table": table, "columns": [] })).await?;
    }
    Ok(n)
}

/// The type of each column of every table on PostgreSQL.
async fn postgres_types(
    tx: &mut sqlx::Transaction<'static, sqlx::Postgres>,
) -> Result<BTreeMap<String, BTreeMap<String, String>>> {
    let rows: Vec<(String, String, String)> = sqlx::query_as(
        "SELECT table_name::text, column_name::text, data_type::text FROM information_schema.columns
         WHERE table_schema = current_schema()",
    )
    .fetch_all(&mut **tx)
    .await?;
    let mut types: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    for (table, column, kind) in rows {
        types.entry(table).or_default().insert(column, kind);
    }
    Ok(types)
}

/// Gathers a backup's rows into INSERTs.
#[derive(Default)]
struct Restorer {
    table: Option<Current>,
    rows: Vec<Vec<Value>>,
    /// The bytes of the lines of `rows`.
    gathered: usize,
    rows_per_insert: usize,
    counts: BTreeMap<String, u64>,
}

/// The table whose rows come now: its name, the backup's columns, and the target's type of
/// each column where the target needs them.
#[derive(Clone)]
struct Current {
    name: String,
    columns: Vec<String>,
    types: Option<BTreeMap<String, String>>,
}

/// What a restore does next, in order.
enum Step {
    /// Empties a table of what a new store starts with (a row or two of its own), before its rows.
    Empty(String),
    Insert(Insert),
}

/// One INSERT of rows.
struct Insert {
    table: String,
    columns: Vec<String>,
    types: Option<BTreeMap<String, String>>,
    rows: Vec<Vec<Value>>,
}

impl Restorer {
    /// Takes one line; the steps it completes: an INSERT when enough rows have gathered, or
    /// the last rows of a table and the emptying of the next one, or the last rows at the end.
    fn take(
        &mut self,
        line: &str,
        vault: &Vault,
        opening: &Vault,
        types_of: impl Fn(&str) -> Option<BTreeMap<String, String>>,
    ) -> Result<Vec<Step>> {
        let value: Value = serde_json::from_str(line).map_err(|_| broken("a line is not JSON"))?;
        match value {
            Value::Array(mut row) => {
                let current = self.table.as_ref().ok_or_else(|| broken("a row comes before its table"))?;
                if row.len() != current.columns.len() {
                    return Err(broken("a row has the wrong number of values"));
                }
                reseal(&current.name, &current.columns, &mut row, opening, vault)?;
                *self.counts.entry(current.name.clone()).or_default() += 1;
                let most = (VALUES_PER_INSERT / current.columns.len().max(1)).min(self.rows_per_insert);
                self.rows.push(row);
                self.gathered += line.len();
                let full = self.rows.len() >= most || self.gathered >= BYTES_PER_INSERT;
                Ok(if full { self.flush() } else { Vec::new() })
            }
            Value::Object(object) if object.contains_key("end") => Ok(self.flush()),
            Value::Object(object) => {
                let mut steps = self.flush();
                let (name, columns) = table_line(&object)?;
                let types = types_of(&name);
                if let Some(types) = &types
                    && let Some(missing) = columns.iter().find(|c| !types.contains_key(*c))
                {
                    return Err(StoreError::Conflict(format!(
                        "the backup has a column this Postern's schema lacks ({name}.{missing}): restore it with the version that made it"
                    )));
                }
                self.counts.insert(name.clone(), 0);
                self.table = Some(Current { name: name.clone(), columns, types });
                steps.push(Step::Empty(name));
                Ok(steps)
            }
            _ => Err(broken("a line is neither a table nor a row")),
        }
    }

    /// The rows gathered, as one INSERT (none when there are none).
    fn flush(&mut self) -> Vec<Step> {
        self.gathered = 0;
        match (&self.table, self.rows.is_empty()) {
            (Some(Current { name, columns, types }), false) => vec![Step::Insert(Insert {
                table: name.clone(),
                columns: columns.clone(),
                types: types.clone(),
                rows: std::mem::take(&mut self.rows),
            })],
            _ => Vec::new(),
        }
    }
}

impl Step {
    async fn run_sqlite(self, tx: &mut sqlx::Transaction<'static, sqlx::Sqlite>) -> Result<()> {
        match self {
            Step::Empty(table) => {
                sqlx::query(sqlx::AssertSqlSafe(format!("DELETE FROM {table}"))).execute(&mut **tx).await?;
                Ok(())
            }
            Step::Insert(insert) => insert.run_sqlite(tx).await,
        }
    }

    async fn run_postgres(self, tx: &mut sqlx::Transaction<'static, sqlx::Postgres>) -> Result<()> {
        match self {
            Step::Empty(table) => {
                sqlx::query(sqlx::AssertSqlSafe(format!("DELETE FROM {table}"))).execute(&mut **tx).await?;
                Ok(())
            }
            Step::Insert(insert) => insert.run_postgres(tx).await,
        }
    }
}

impl Insert {
    fn sql(&self) -> String {
        let columns = self.columns.join(", ");
        let mut n = 0;
        let rows: Vec<String> = self
            .rows
            .iter()
            .map(|row| {
                let marks: Vec<String> = row
                    .iter()
                    .map(|_| {
                        n += 1;
                        format!("${n}")
                    })
                    .collect();
                format!("({})", marks.join(", "))
            })
            .collect();
        format!("INSERT INTO {} ({columns}) VALUES {}", self.table, rows.join(", "))
    }

    async fn run_sqlite(self, tx: &mut sqlx::Transaction<'static, sqlx::Sqlite>) -> Result<()> {
        let insert = self;
        {
            let sql = insert.sql();
            let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
            for value in insert.rows.iter().flatten() {
                query = match value {
                    Value::Null => query.bind(None::<i64>),
                    Value::Bool(b) => query.bind(i64::from(*b)),
                    Value::Number(n) if n.is_i64() => query.bind(n.as_i64()),
                    Value::Number(n) => query.bind(n.as_f64()),
                    Value::String(s) => query.bind(s.clone()),
                    object => query.bind(bytes_of(object).ok_or_else(|| broken("a value is of no known kind"))?),
                };
            }
            query.execute(&mut **tx).await?;
        }
        Ok(())
    }

    async fn run_postgres(self, tx: &mut sqlx::Transaction<'static, sqlx::Postgres>) -> Result<()> {
        let insert = self;
        {
            let types = insert.types.clone().unwrap_or_default();
            let sql = insert.sql();
            let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
            for row in &insert.rows {
                for (value, column) in row.iter().zip(&insert.columns) {
                    let kind = types.get(column).map(String::as_str).unwrap_or("text");
                    query = match (kind, value) {
                        ("boolean", Value::Null) => query.bind(None::<bool>),
                        ("boolean", Value::Bool(b)) => query.bind(*b),
                        ("boolean", Value::Number(n)) => query.bind(n.as_i64().unwrap_or(0) != 0),
                        ("bigint" | "integer" | "smallint", Value::Null) => query.bind(None::<i64>),
                        ("bigint" | "integer" | "smallint", Value::Number(n)) => {
                            query.bind(n.as_i64().ok_or_else(|| broken("a whole number is not whole"))?)
                        }
                        ("bigint" | "integer" | "smallint", Value::Bool(b)) => query.bind(i64::from(*b)),
                        ("double precision" | "real", Value::Null) => query.bind(None::<f64>),
                        ("double precision" | "real", Value::Number(n)) => query.bind(n.as_f64()),
                        ("bytea", Value::Null) => query.bind(None::<Vec<u8>>),
                        ("bytea", object) => query.bind(bytes_of(object).ok_or_else(|| broken("bytes are not bytes"))?),
                        (_, Value::Null) => query.bind(None::<String>),
                        (_, Value::String(s)) => query.bind(s.clone()),
                        (_, Value::Number(n)) => query.bind(n.to_string()),
                        _ => return Err(broken(&format!("a value does not fit {}.{column}", insert.table))),
                    };
                }
            }
            query.execute(&mut **tx).await?;
        }
        Ok(())
    }
}
