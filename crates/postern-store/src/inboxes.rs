//! Disposable inboxes: create, read, update, delete, and the test-code quota.

use crate::ingest::{EventOf, senders_of};
use crate::sqlite::direct::Columns;
use crate::writes::Writes;
use crate::{Result, Store, StoreError};
use postern_core::Timestamp;
use postern_core::id::{IdKind, new_id, new_local_part};
use postern_core::model::Inbox;
use postern_core::senders::SenderLists;

/// What a new inbox is made of.
#[derive(Debug, Clone)]
pub struct NewInbox<'a> {
    pub user_id: &'a str,
    pub label: &'a str,
    /// The domain its address is shown with.
    pub domain: &'a str,
}

/// One page of a user's inboxes, newest first, with each inbox's position for the next cursor.
#[derive(Debug, Clone)]
pub struct InboxPage {
    pub inboxes: Vec<(i64, Inbox)>,
    pub has_more: bool,
}

/// What to change of an inbox; `None` keeps a field as it is.
#[derive(Debug, Clone, Copy, Default)]
pub struct InboxChange<'a> {
    pub label: Option<&'a str>,
    pub is_enabled: Option<bool>,
    /// `Some(None)` clears the inbox's sender domain.
    pub from_domain: Option<Option<&'a str>>,
    pub require_authenticated: Option<bool>,
    /// The allow and block lists, both replaced.
    pub senders: Option<&'a SenderLists>,
}

/// The column of `lists`: NULL when they are empty, so that delivery skips judging.
fn senders_json(lists: &SenderLists) -> Option<String> {
    (!lists.is_empty()).then(|| serde_json::to_string(lists).unwrap_or_default())
}

/// The columns every inbox query reads (a macro, so that queries are `&'static str`s).
macro_rules! inbox_columns {
    () => {
        "seq, id, user_id, local_part, domain, label, is_enabled, created_at, updated_at, from_domain, require_authenticated, senders_json"
    };
}

fn inbox_from_row(r: &impl Columns) -> (i64, Inbox) {
    let local: String = r.value("local_part");
    let domain: String = r.value("domain");
    (
        r.value("seq"),
        Inbox {
            id: r.value("id"),
            label: r.value("label"),
            address: format!("{local}@{domain}"),
            is_enabled: r.value("is_enabled"),
            created_at: Timestamp(r.value("created_at")),
            updated_at: Timestamp(r.value("updated_at")),
            message_count_month: None,
            webhook_configured: None,
            from_domain: r.value("from_domain"),
            require_authenticated: r.value("require_authenticated"),
            senders: senders_of(r.value("senders_json")),
            user_id: r.value("user_id"),
        },
    )
}

impl Store {
    /// Creates an inbox with a fresh random address and records an `inbox.created` event.
    pub async fn create_inbox(&self, new: NewInbox<'_>) -> Result<Inbox> {
        let now = Timestamp::now();
        for _ in 0..8 {
            let id = new_id(IdKind::Inbox);
            let local = new_local_part();
            let created = on_both!(self, db => {
                let mut tx = db.write().await?;
                let inserted = sqlx::query(
                    "INSERT INTO inboxes (id, user_id, local_part, domain, label, is_enabled, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, TRUE, $6, $7) ON CONFLICT DO NOTHING",
                )
                .bind(&id)
                .bind(new.user_id)
                .bind(&local)
                .bind(new.domain)
                .bind(new.label)
                .bind(now.micros())
                .bind(now.micros())
                .execute(&mut *tx)
                .await?;
                if inserted.rows_affected() == 1 {
                    let of = EventOf { inbox: Some(&id), ..EventOf::default() };
                    tx.event("inbox.created", new.user_id, of, now).await?;
                    tx.commit().await?;
                }
                inserted.rows_affected() == 1
            });
            if !created {
                continue; // a random collision: try another address
            }
            return Ok(Inbox {
                id,
                label: new.label.to_string(),
                address: format!("{local}@{}", new.domain),
                is_enabled: true,
                created_at: now,
                updated_at: now,
                message_count_month: None,
                webhook_configured: None,
                from_domain: None,
                require_authenticated: false,
                senders: SenderLists::default(),
                user_id: new.user_id.to_string(),
            });
        }
        Err(StoreError::Conflict("could not find a free inbox address".into()))
    }

    /// The inbox with this id, whoever owns it (the caller authorizes).
    pub async fn inbox(&self, id: &str) -> Result<Option<Inbox>> {
        on_both!(self, db => {
            let row = sqlx::query(concat!("SELECT ", inbox_columns!(), " FROM inboxes WHERE id = $1"))
                .bind(id)
                .fetch_optional(&db.pool)
                .await?;
            Ok(row.map(|r| inbox_from_row(&r).1))
        })
    }

    /// The inbox whose address has this local part (already lower-cased, `+tag` removed).
    pub async fn inbox_by_local_part(&self, local_part: &str) -> Result<Option<Inbox>> {
        on_both!(self, db => {
            let row = sqlx::query(concat!("SELECT ", inbox_columns!(), " FROM inboxes WHERE local_part = $1"))
                .bind(local_part)
                .fetch_optional(&db.pool)
                .await?;
            Ok(row.map(|r| inbox_from_row(&r).1))
        })
    }

    /// A page of `user_id`'s inboxes, newest first, strictly before position `before` if given.
    pub async fn list_inboxes(&self, user_id: &str, before: Option<i64>, limit: u32) -> Result<InboxPage> {
        let sql = concat!(
            "SELECT ",
            inbox_columns!(),
            " FROM inboxes WHERE user_id = $1 AND seq < $2 ORDER BY seq DESC LIMIT $3"
        );
        let mut inboxes: Vec<_> = on_both!(self, db => {
            let rows = sqlx::query(sql)
                .bind(user_id)
                .bind(before.unwrap_or(i64::MAX))
                .bind(i64::from(limit) + 1)
                .fetch_all(&db.pool)
                .await?;
            rows.iter().map(inbox_from_row).collect()
        });
        let has_more = inboxes.len() > limit as usize;
        inboxes.truncate(limit as usize);
        Ok(InboxPage { inboxes, has_more })
    }

    /// Messages received by the inbox since the first of the current month (UTC).
    pub async fn message_count_since(&self, inbox_id: &str, since: Timestamp) -> Result<i64> {
        on_both!(self, db => Ok(sqlx::query_scalar("SELECT COUNT(*) FROM messages WHERE inbox_id = $1 AND received_at >= $2")
            .bind(inbox_id)
            .bind(since.micros())
            .fetch_one(&db.pool)
            .await?))
    }

    /// Changes what `change` names; returns the updated inbox.
    pub async fn update_inbox(&self, id: &str, change: &InboxChange<'_>) -> Result<Option<Inbox>> {
        let now = Timestamp::now();
        on_both!(self, db => {
            let mut tx = db.write().await?;
            let updated: Option<String> = sqlx::query_scalar(
                "UPDATE inboxes SET label = COALESCE($1, label), is_enabled = COALESCE($2, is_enabled), updated_at = $3, from_domain = CASE WHEN $5 THEN $6 ELSE from_domain END, require_authenticated = COALESCE($7, require_authenticated), senders_json = CASE WHEN $8 THEN $9 ELSE senders_json END WHERE id = $4 RETURNING user_id",
            )
            .bind(change.label)
            .bind(change.is_enabled)
            .bind(now.micros())
            .bind(id)
            .bind(change.from_domain.is_some())
            .bind(change.from_domain.flatten())
            .bind(change.require_authenticated)
            .bind(change.senders.is_some())
            .bind(change.senders.and_then(senders_json))
            .fetch_optional(&mut *tx)
            .await?;
            let Some(user_id) = updated else { return Ok(None) };
            tx.event("inbox.updated", &user_id, EventOf { inbox: Some(id), ..EventOf::default() }, now).await?;
            tx.commit().await?;
        });
        self.inbox(id).await
    }

    /// Deletes the inbox and all its messages; returns whether it existed.
    pub async fn delete_inbox(&self, id: &str) -> Result<bool> {
        let now = Timestamp::now();
        on_both!(self, db => {
            let mut tx = db.write().await?;
            let deleted: Option<String> = sqlx::query_scalar("DELETE FROM inboxes WHERE id = $1 RETURNING user_id")
                .bind(id)
                .fetch_optional(&mut *tx)
                .await?;
            let Some(user_id) = deleted else { return Ok(false) };
            sqlx::query("DELETE FROM messages WHERE inbox_id = $1").bind(id).execute(&mut *tx).await?;
            tx.event("inbox.deleted", &user_id, EventOf { inbox: Some(id), ..EventOf::default() }, now).await?;
            tx.commit().await?;
        });
        Ok(true)
    }

    /// Charges one test code to the quota (per inbox and per user, over the last hour).
    /// Over quota, nothing is charged and the error holds the seconds until a slot frees up.
    pub async fn charge_test_code(
        &self,
        user_id: &str,
        inbox_id: &str,
        per_inbox: i64,
        per_user: i64,
    ) -> Result<std::result::Result<(), u64>> {
        let quotas = [
            (
                "SELECT at FROM test_code_sends WHERE inbox_id = $1 AND at > $2 ORDER BY at DESC LIMIT $3",
                inbox_id,
                per_inbox,
            ),
            (
                "SELECT at FROM test_code_sends WHERE user_id = $1 AND at > $2 ORDER BY at DESC LIMIT $3",
                user_id,
                per_user,
            ),
        ];
        on_both!(self, db => {
        let mut tx = db.write().await?;
        // Two charges at once (at two instances, on PostgreSQL) see each other.
        tx.serialise(&format!("test-code\n{user_id}")).await?;
        // The time once it is this charge's turn: a charge that went first is never later.
        let now = Timestamp::now();
        let window_start = now.micros() - 3_600_000_000;
        for (sql, value, cap) in quotas {
            let times: Vec<i64> =
                sqlx::query_scalar(sql).bind(value).bind(window_start).bind(cap).fetch_all(&mut *tx).await?;
            if times.len() as i64 >= cap {
                // The oldest of the last `cap` sends leaves the window first.
                let frees_at = times.last().copied().unwrap_or(now.micros()) + 3_600_000_000;
                let wait = (frees_at - now.micros()).max(0) as u64;
                return Ok(Err(wait.div_ceil(1_000_000).max(1)));
            }
        }
        sqlx::query("DELETE FROM test_code_sends WHERE at <= $1").bind(window_start).execute(&mut *tx).await?;
        sqlx::query("INSERT INTO test_code_sends (user_id, inbox_id, at) VALUES ($1, $2, $3)")
            .bind(user_id)
            .bind(inbox_id)
            .bind(now.micros())
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(Ok(()))
        })
    }
}
