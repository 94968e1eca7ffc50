//! Disposable inboxes: create, read, update, delete, and the test-code quota.

use crate::ingest::{EventOf, insert_event};
use crate::{Result, Store, StoreError};
use postern_core::Timestamp;
use postern_core::id::{IdKind, new_id, new_local_part};
use postern_core::model::Inbox;
use sqlx::Row;
use sqlx::sqlite::SqliteRow;

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

/// The columns every inbox query reads (a macro, so that queries are `&'static str`s).
macro_rules! inbox_columns {
    () => {
        "seq, id, user_id, local_part, domain, label, is_enabled, created_at, updated_at"
    };
}

fn inbox_from_row(r: &SqliteRow) -> (i64, Inbox) {
    let local: String = r.get("local_part");
    let domain: String = r.get("domain");
    (
        r.get("seq"),
        Inbox {
            id: r.get("id"),
            label: r.get("label"),
            address: format!("{local}@{domain}"),
            is_enabled: r.get("is_enabled"),
            created_at: Timestamp(r.get("created_at")),
            updated_at: Timestamp(r.get("updated_at")),
            message_count_month: None,
            webhook_configured: None,
            user_id: r.get("user_id"),
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
            let mut tx = self.write().await?;
            let inserted = sqlx::query(
                "INSERT INTO inboxes (id, user_id, local_part, domain, label, is_enabled, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 1, ?, ?) ON CONFLICT DO NOTHING",
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
            if inserted.rows_affected() == 0 {
                continue; // a random collision: try another address
            }
            insert_event(
                &mut tx,
                "inbox.created",
                new.user_id,
                EventOf { inbox: Some(&id), ..EventOf::default() },
                now,
            )
            .await?;
            tx.commit().await?;
            return Ok(Inbox {
                id,
                label: new.label.to_string(),
                address: format!("{local}@{}", new.domain),
                is_enabled: true,
                created_at: now,
                updated_at: now,
                message_count_month: None,
                webhook_configured: None,
                user_id: new.user_id.to_string(),
            });
        }
        Err(StoreError::Conflict("could not find a free inbox address".into()))
    }

    /// The inbox with this id, whoever owns it (the caller authorizes).
    pub async fn inbox(&self, id: &str) -> Result<Option<Inbox>> {
        let row = sqlx::query(concat!("SELECT ", inbox_columns!(), " FROM inboxes WHERE id = ?"))
            .bind(id)
            .fetch_optional(&self.sqlite()?.pool)
            .await?;
        Ok(row.map(|r| inbox_from_row(&r).1))
    }

    /// The inbox whose address has this local part (already lower-cased, `+tag` removed).
    pub async fn inbox_by_local_part(&self, local_part: &str) -> Result<Option<Inbox>> {
        let row = sqlx::query(concat!("SELECT ", inbox_columns!(), " FROM inboxes WHERE local_part = ?"))
            .bind(local_part)
            .fetch_optional(&self.sqlite()?.pool)
            .await?;
        Ok(row.map(|r| inbox_from_row(&r).1))
    }

    /// A page of `user_id`'s inboxes, newest first, strictly before position `before` if given.
    pub async fn list_inboxes(&self, user_id: &str, before: Option<i64>, limit: u32) -> Result<InboxPage> {
        let rows = sqlx::query(concat!(
            "SELECT ",
            inbox_columns!(),
            " FROM inboxes WHERE user_id = ? AND seq < ? ORDER BY seq DESC LIMIT ?"
        ))
        .bind(user_id)
        .bind(before.unwrap_or(i64::MAX))
        .bind(i64::from(limit) + 1)
        .fetch_all(&self.sqlite()?.pool)
        .await?;
        let mut inboxes: Vec<_> = rows.iter().map(inbox_from_row).collect();
        let has_more = inboxes.len() > limit as usize;
        inboxes.truncate(limit as usize);
        Ok(InboxPage { inboxes, has_more })
    }

    /// Messages received by the inbox since the first of the current month (UTC).
    pub async fn message_count_since(&self, inbox_id: &str, since: Timestamp) -> Result<i64> {
        Ok(sqlx::query_scalar("SELECT COUNT(*) FROM messages WHERE inbox_id = ? AND received_at >= ?")
            .bind(inbox_id)
            .bind(since.micros())
            .fetch_one(&self.sqlite()?.pool)
            .await?)
    }

    /// Changes the label and/or the enabled flag; returns the updated inbox.
    pub async fn update_inbox(&self, id: &str, label: Option<&str>, is_enabled: Option<bool>) -> Result<Option<Inbox>> {
        let now = Timestamp::now();
        let mut tx = self.write().await?;
        let updated = sqlx::query(
            "UPDATE inboxes SET label = COALESCE(?, label), is_enabled = COALESCE(?, is_enabled), updated_at = ? WHERE id = ? RETURNING user_id",
        )
        .bind(label)
        .bind(is_enabled)
        .bind(now.micros())
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?;
        let Some(row) = updated else { return Ok(None) };
        let user_id: String = row.get("user_id");
        insert_event(&mut tx, "inbox.updated", &user_id, EventOf { inbox: Some(id), ..EventOf::default() }, now)
            .await?;
        tx.commit().await?;
        self.inbox(id).await
    }

    /// Deletes the inbox and all its messages; returns whether it existed.
    pub async fn delete_inbox(&self, id: &str) -> Result<bool> {
        let now = Timestamp::now();
        let mut tx = self.write().await?;
        let deleted =
            sqlx::query("DELETE FROM inboxes WHERE id = ? RETURNING user_id").bind(id).fetch_optional(&mut *tx).await?;
        let Some(row) = deleted else { return Ok(false) };
        let user_id: String = row.get("user_id");
        sqlx::query("DELETE FROM messages WHERE inbox_id = ?").bind(id).execute(&mut *tx).await?;
        insert_event(&mut tx, "inbox.deleted", &user_id, EventOf { inbox: Some(id), ..EventOf::default() }, now)
            .await?;
        tx.commit().await?;
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
        let now = Timestamp::now();
        let window_start = now.micros() - 3_600_000_000;
        let mut tx = self.write().await?;
        let quotas = [
            (
                "SELECT at FROM test_code_sends WHERE inbox_id = ? AND at > ? ORDER BY at DESC LIMIT ?",
                inbox_id,
                per_inbox,
            ),
            ("SELECT at FROM test_code_sends WHERE user_id = ? AND at > ? ORDER BY at DESC LIMIT ?", user_id, per_user),
        ];
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
        sqlx::query("DELETE FROM test_code_sends WHERE at <= ?").bind(window_start).execute(&mut *tx).await?;
        sqlx::query("INSERT INTO test_code_sends (user_id, inbox_id, at) VALUES (?, ?, ?)")
            .bind(user_id)
            .bind(inbox_id)
            .bind(now.micros())
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(Ok(()))
    }
}
