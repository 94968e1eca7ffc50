//! Reads on the calling thread: the home of `rusqlite`.
//!
//! A query through `sqlx` crosses to the connection's worker thread and back, and the pool pings
//! the connection on another hop when it is returned. A list request made four such queries, and
//! under 20 concurrent clients on two cores most of its time went to those hand-offs, not to
//! SQLite. The short, bounded reads on the API's hot path (the token, the account, its folders,
//! a page of messages, one message) therefore run here instead: on the thread that asks, through
//! a small set of idle connections, with their statements prepared once per connection.
//!
//! The pooled connections only read (`query_only`); in WAL mode a reader never waits for a
//! writer. Rows are decoded through [`Columns`], which both bindings implement, so each record has
//! one decoder. One writer also runs here: a first indexing's (the `index_writer` module's), which
//! inserts its rows one prepared statement at a time from a blocking thread.

use crate::{Result, StoreError};
use rusqlite::{Connection, OpenFlags, ToSql};
use std::borrow::Cow;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// Idle connections kept for reuse; more may be open while more threads read at once.
const IDLE: usize = 8;

/// Prepared statements kept per connection (the list query has a shape per filter combination).
const STATEMENTS: usize = 64;

/// Connections for reads on the calling thread.
pub(crate) struct Direct {
    path: PathBuf,
    idle: Mutex<Vec<Connection>>,
}

impl Direct {
    pub(crate) fn new(path: &Path) -> Direct {
        Direct { path: path.to_path_buf(), idle: Mutex::new(Vec::new()) }
    }

    /// A connection to the database as every connection here starts: busy timeout, the shared
    /// memory map, statements prepared once.
    fn connect(&self) -> rusqlite::Result<Connection> {
        let conn = Connection::open_with_flags(
            &self.path,
            OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )?;
        conn.busy_timeout(super::BUSY_TIMEOUT)?;
        conn.pragma_update(None, "mmap_size", super::MMAP_SIZE)?;
        conn.set_prepared_statement_cache_capacity(STATEMENTS);
        Ok(conn)
    }

    fn open(&self) -> rusqlite::Result<Connection> {
        let conn = self.connect()?;
        conn.pragma_update(None, "query_only", true)?;
        Ok(conn)
    }

    /// A connection of its own for a writer on a blocking thread: a page cache of `cache_kib`
    /// kept between its transactions, temporary files in memory, and commits not synced one by
    /// one (`synchronous = NORMAL`: a power cut may lose the last commits, never the database's
    /// consistency). Like the pool's: foreign keys on, no checkpoints of its own.
    pub(crate) fn writer(&self, cache_kib: u32) -> rusqlite::Result<Connection> {
        let conn = self.connect()?;
        conn.pragma_update(None, "foreign_keys", true)?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        conn.pragma_update(None, "cache_size", -i64::from(cache_kib))?;
        conn.pragma_update(None, "temp_store", "MEMORY")?;
        conn.pragma_update(None, "wal_autocheckpoint", 0)?;
        Ok(conn)
    }

    /// A connection of its own for the WAL's checkpoints ([`super::checkpoints`]).
    pub(crate) fn checkpointer(&self) -> rusqlite::Result<Connection> {
        let conn = self.connect()?;
        conn.pragma_update(None, "wal_autocheckpoint", 0)?;
        Ok(conn)
    }

    /// Runs `read` with an idle connection (or a new one) on this thread.
    pub(crate) fn read<T>(&self, read: impl FnOnce(&Connection) -> rusqlite::Result<T>) -> Result<T> {
        let taken = self.idle.lock().expect("direct readers").pop();
        let conn = match taken {
            Some(conn) => conn,
            None => self.open()?,
        };
        let result = read(&conn);
        let mut idle = self.idle.lock().expect("direct readers");
        if idle.len() < IDLE {
            idle.push(conn);
        }
        Ok(result?)
    }
}

/// Runs the prepared `sql` with `params`; the first row decoded by `decode`, if any.
pub(crate) fn one<T>(
    conn: &Connection,
    sql: &str,
    params: impl rusqlite::Params,
    decode: impl FnOnce(&Named<'_>) -> T,
) -> rusqlite::Result<Option<T>> {
    let mut statement = conn.prepare_cached(sql)?;
    let names = column_names(&statement);
    let mut rows = statement.query(params)?;
    Ok(rows.next()?.map(|row| decode(&Named { row, names: &names })))
}

/// Runs the prepared `sql` with `params`; every row decoded by `decode`.
pub(crate) fn all<T>(
    conn: &Connection,
    sql: &str,
    params: impl rusqlite::Params,
    mut decode: impl FnMut(&Named<'_>) -> T,
) -> rusqlite::Result<Vec<T>> {
    let mut statement = conn.prepare_cached(sql)?;
    let names = column_names(&statement);
    let mut rows = statement.query(params)?;
    let mut out = Vec::new();
    while let Some(row) = rows.next()? {
        out.push(decode(&Named { row, names: &names }));
    }
    Ok(out)
}

fn column_names(statement: &rusqlite::Statement<'_>) -> Vec<String> {
    statement.column_names().into_iter().map(String::from).collect()
}

/// A row with its statement's column names: asking SQLite for a column by name costs a call and
/// a `strlen` per column tried, which was a fifth of a list request's CPU.
pub(crate) struct Named<'a> {
    row: &'a rusqlite::Row<'a>,
    names: &'a [String],
}

/// A value bound to a query built at run time.
pub(crate) enum Bind {
    Text(String),
    Int(i64),
}

impl ToSql for Bind {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        match self {
            Bind::Text(t) => t.to_sql(),
            Bind::Int(i) => i.to_sql(),
        }
    }
}

/// A value of a row written through any binding (`rusqlite`, or `sqlx` on either backend).
pub(crate) enum Cell<'a> {
    Text(Cow<'a, str>),
    MaybeText(Option<Cow<'a, str>>),
    Int(i64),
    MaybeInt(Option<i64>),
    MaybeReal(Option<f64>),
    Bool(bool),
}

impl ToSql for Cell<'_> {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        match self {
            Cell::Text(t) => t.to_sql(),
            Cell::MaybeText(t) => t.to_sql(),
            Cell::Int(i) => i.to_sql(),
            Cell::MaybeInt(i) => i.to_sql(),
            Cell::MaybeReal(r) => r.to_sql(),
            Cell::Bool(b) => b.to_sql(),
        }
    }
}

/// A column value every binding decodes (both of SQLite's, and PostgreSQL's).
pub(crate) trait Value:
    for<'r> sqlx::Decode<'r, sqlx::Sqlite>
    + sqlx::Type<sqlx::Sqlite>
    + rusqlite::types::FromSql
    + for<'r> sqlx::Decode<'r, sqlx::Postgres>
    + sqlx::Type<sqlx::Postgres>
{
}

impl<T> Value for T where
    T: for<'r> sqlx::Decode<'r, sqlx::Sqlite>
        + sqlx::Type<sqlx::Sqlite>
        + rusqlite::types::FromSql
        + for<'r> sqlx::Decode<'r, sqlx::Postgres>
        + sqlx::Type<sqlx::Postgres>
{
}

/// A result row of any binding, read by column name. A column missing or of another type is
/// a bug in the query beside the decoder, and panics (as `sqlx::Row::get` does).
pub(crate) trait Columns {
    fn value<T: Value>(&self, name: &str) -> T;
}

impl Columns for sqlx::sqlite::SqliteRow {
    fn value<T: Value>(&self, name: &str) -> T {
        sqlx::Row::get(self, name)
    }
}

impl Columns for sqlx::postgres::PgRow {
    fn value<T: Value>(&self, name: &str) -> T {
        sqlx::Row::get(self, name)
    }
}

impl Columns for Named<'_> {
    fn value<T: Value>(&self, name: &str) -> T {
        let index = self.names.iter().position(|n| n == name).unwrap_or_else(|| panic!("no column {name}"));
        self.row.get(index).unwrap_or_else(|e| panic!("column {name}: {e}"))
    }
}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> StoreError {
        StoreError::Direct(e)
    }
}

#[cfg(test)]
mod tests {
    use crate::Store;

    /// `.cargo/config.toml` builds SQLite with a page cache per connection and no memory
    /// statistics (see docs/ARCHITECTURE.md): both are process-wide mutexes otherwise.
    #[tokio::test]
    async fn sqlite_is_built_without_its_process_wide_mutexes() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).await.unwrap();
        let used = |option: &'static str| {
            store
                .sqlite()
                .unwrap()
                .direct
                .read(|conn| conn.query_row("SELECT sqlite_compileoption_used(?1)", [option], |r| r.get::<_, bool>(0)))
                .unwrap()
        };
        assert!(!used("ENABLE_MEMORY_MANAGEMENT"), "one page cache shared by every connection");
        assert!(used("DEFAULT_MEMSTATUS=0"), "memory statistics kept under a mutex");
    }
}
