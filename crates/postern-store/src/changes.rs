//! The change feed: the events that concern messages (inbox mail received; account mail
//! created, updated, moved, deleted; sends held for approval, approved, refused), in commit
//! order. A position in the feed is an event's
//! `seq`: never reused, and in commit order (SQLite has one writer at a time; on PostgreSQL the
//! writers of events take the log's lock and hold it to their commit), so a position taken from
//! one instance resumes on another. Events older than the retention window are purged; the highest purged `seq` is the
//! horizon, before which a position can no longer be resumed.

use crate::{Backend, Result, Store};
use postern_core::Timestamp;

/// The kinds of events the feed carries.
pub const FEED_KINDS: &[&str] = &[
    "message.received",
    "message.created",
    "message.updated",
    "message.moved",
    "message.deleted",
    "send.pending",
    "send.approved",
    "send.refused",
];

/// Every kind of event the log carries (what webhooks deliver): the feed's, and those of
/// accounts and inboxes. An account's own events are read with `accounts.read` on it.
pub const EVENT_KINDS: &[&str] = &[
    "message.received",
    "message.created",
    "message.updated",
    "message.moved",
    "message.deleted",
    "send.pending",
    "send.approved",
    "send.refused",
    "account.created",
    "account.updated",
    "account.deleted",
    "account.needs_reauth",
    "account.error",
    "account.connected",
    "inbox.created",
    "inbox.updated",
    "inbox.deleted",
];

/// One entry of the feed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    pub seq: i64,
    pub id: String,
    pub kind: String,
    pub at: Timestamp,
    pub message_id: Option<String>,
    pub inbox_id: Option<String>,
    pub account_id: Option<String>,
    pub folder_id: Option<String>,
    /// What the event said when it happened (JSON), beyond the ids: an account's status.
    pub detail: Option<String>,
}

/// What a reader of the feed may see: whole accounts, single folders (of accounts its grants
/// narrow), and the inbox spaces of users (`None`: every user's); and the accounts whose own
/// events (`account.*`) it may see, with `account.deleted` of the accounts `owner` had.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FeedScope {
    pub accounts: Vec<String>,
    pub folders: Vec<String>,
    pub spaces: Option<Vec<String>>,
    pub account_events: Vec<String>,
    pub owner: Option<String>,
}

/// Where a reader may resume.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FeedBounds {
    /// The highest purged position: resuming from before it would skip changes.
    pub horizon: i64,
    /// The last position handed out (committed), for anyone.
    pub last: i64,
}

/// An event row as the feed reads it.
type Row = (i64, String, String, i64, Option<String>, Option<String>, Option<String>, Option<String>, Option<String>);

const COLUMNS: &str = "seq, id, kind, at, message_id, inbox_id, account_id, folder_id, detail";

fn change_of((seq, id, kind, at, message_id, inbox_id, account_id, folder_id, detail): Row) -> Change {
    Change { seq, id, kind, at: Timestamp(at), message_id, inbox_id, account_id, folder_id, detail }
}

impl Store {
    /// Puts every event committed so far in its place in the log, before the log is read: on
    /// PostgreSQL writers append to a queue and a sequencer orders them (`postgres::events`); on
    /// SQLite a writer's commit is the log's order.
    pub(crate) async fn settle_log(&self) -> Result<()> {
        match &self.backend {
            Backend::Sqlite(_) => Ok(()),
            Backend::Postgres(db) => db.log.settle().await,
        }
    }

    /// The feed's horizon and last position, read together.
    pub async fn feed_bounds(&self) -> Result<FeedBounds> {
        self.settle_log().await?;
        // The last position of a committed event: SQLite remembers the highest ever handed out;
        // PostgreSQL's sequence also counts rows of moves still uncommitted, so the highest
        // visible one is taken (a later move hands out higher ones).
        let last = match self.backend {
            Backend::Sqlite(_) => "COALESCE((SELECT seq FROM sqlite_sequence WHERE name = 'events'), 0)",
            Backend::Postgres(_) => "COALESCE((SELECT MAX(seq) FROM events), 0)",
        };
        let sql = format!("SELECT (SELECT value FROM meta WHERE key = 'changes_horizon'), {last}");
        let (horizon, last): (i64, i64) =
            on_both!(self, db => sqlx::query_as(sqlx::AssertSqlSafe(sql)).fetch_one(&db.pool).await?);
        let last = last.max(horizon);
        Ok(FeedBounds { horizon, last })
    }

    /// The changes `scope` reaches after position `after`, oldest first, at most `limit`; only
    /// those of `account` when given. Message events only ([`FEED_KINDS`]).
    pub async fn changes(
        &self,
        scope: &FeedScope,
        account: Option<&str>,
        after: i64,
        limit: u32,
    ) -> Result<Vec<Change>> {
        self.read_log(scope, FEED_KINDS, account, after, limit).await
    }

    /// Every event `scope` reaches after position `after` ([`EVENT_KINDS`]), oldest first, at
    /// most `limit`.
    pub async fn events(&self, scope: &FeedScope, after: i64, limit: u32) -> Result<Vec<Change>> {
        self.read_log(scope, EVENT_KINDS, None, after, limit).await
    }

    async fn read_log(
        &self,
        scope: &FeedScope,
        kinds: &[&str],
        account: Option<&str>,
        after: i64,
        limit: u32,
    ) -> Result<Vec<Change>> {
        self.settle_log().await?;
        let kinds = serde_json::to_string(kinds).unwrap_or_default();
        let list = |v: &[String]| serde_json::to_string(v).unwrap_or_else(|_| "[]".into());
        let values = |param: &str| self.backend.json_values(param);
        let sql = format!(
            "SELECT {COLUMNS} FROM events
                 WHERE seq > $2 AND kind IN ({})
                   AND ((kind NOT LIKE 'account.%'
                         AND (account_id IN ({})
                              OR folder_id IN ({})
                              OR (inbox_id IS NOT NULL AND ($8 OR user_id IN ({})))))
                        OR (kind LIKE 'account.%'
                            AND (account_id IN ({}) OR (kind = 'account.deleted' AND user_id = $10))))
                   AND ($4 IS NULL OR account_id = $4)
                 ORDER BY seq LIMIT $5",
            values("$3"),
            values("$1"),
            values("$6"),
            values("$7"),
            values("$9"),
        );
        let rows: Vec<Row> = on_both!(self, db => sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(list(&scope.accounts))
        .bind(after)
        .bind(kinds)
        .bind(account)
        .bind(limit as i64)
        .bind(list(&scope.folders))
        .bind(list(scope.spaces.as_deref().unwrap_or_default()))
        .bind(scope.spaces.is_none())
        .bind(list(&scope.account_events))
        .bind(scope.owner.as_deref())
        .fetch_all(&db.pool)
        .await?);
        Ok(rows.into_iter().map(change_of).collect())
    }

    /// The feed's entry `id`, whoever may read it (the caller checks), if it was not purged.
    pub async fn change(&self, id: &str) -> Result<Option<Change>> {
        self.settle_log().await?;
        let sql = format!("SELECT {COLUMNS} FROM events WHERE id = $1");
        let row: Option<Row> = on_both!(self, db => sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(id)
        .fetch_optional(&db.pool)
        .await?);
        Ok(row.map(change_of))
    }

    /// The position just before the first event at or after `at` (a cursor that resumes
    /// there); the horizon when that is later.
    pub async fn position_at(&self, at: Timestamp) -> Result<i64> {
        let horizon = self.feed_bounds().await?.horizon;
        let before: Option<i64> = on_both!(self, db => sqlx::query_scalar("SELECT MAX(seq) FROM events WHERE at < $1")
            .bind(at.micros())
            .fetch_one(&db.pool)
            .await?);
        Ok(before.unwrap_or(0).max(horizon))
    }

    /// Forgets events older than `before` and moves the horizon past them. Returns how many.
    pub async fn purge_changes(&self, before: Timestamp) -> Result<u64> {
        self.purge_changes_keeping(before, before).await
    }

    /// [`Store::purge_changes`], but keeps what an enabled webhook endpoint (failing or paused
    /// too) has not had yet, unless it is older than `keep_before` (docs/WEBHOOKS.md).
    pub async fn purge_changes_keeping(&self, before: Timestamp, keep_before: Timestamp) -> Result<u64> {
        let greater = match self.backend {
            Backend::Sqlite(_) => "MAX",
            Backend::Postgres(_) => "GREATEST",
        };
        let horizon = format!("UPDATE meta SET value = {greater}(value, $1) WHERE key = 'changes_horizon'");
        self.settle_log().await?;
        on_both!(self, db => {
            let mut tx = db.background_write().await?;
            let newest: Option<i64> = sqlx::query_scalar("SELECT MAX(seq) FROM events WHERE at < $1")
                .bind(before.micros())
                .fetch_one(&mut *tx)
                .await?;
            let Some(mut newest) = newest else { return Ok(0) };
            let needed: Option<i64> =
                sqlx::query_scalar("SELECT MIN(cursor) FROM webhooks WHERE enabled").fetch_one(&mut *tx).await?;
            if let Some(needed) = needed.filter(|n| *n < newest) {
                let too_old: Option<i64> = sqlx::query_scalar("SELECT MAX(seq) FROM events WHERE at < $1")
                    .bind(keep_before.micros())
                    .fetch_one(&mut *tx)
                    .await?;
                newest = needed.max(too_old.unwrap_or(0));
            }
            let gone =
                sqlx::query("DELETE FROM events WHERE seq <= $1").bind(newest).execute(&mut *tx).await?.rows_affected();
            sqlx::query(sqlx::AssertSqlSafe(horizon)).bind(newest).execute(&mut *tx).await?;
            tx.commit().await?;
            Ok(gone)
        })
    }

    /// Changes whenever events may have been written: a feed reader waits on it.
    pub fn watch_changes(&self) -> tokio::sync::watch::Receiver<u64> {
        self.written.subscribe()
    }

    /// Tells feed readers that events were committed.
    pub(crate) fn note_changes(&self) {
        self.written.send_modify(|n| *n = n.wrapping_add(1));
    }
}
