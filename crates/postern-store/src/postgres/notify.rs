//! Commits made by other instances, heard through PostgreSQL's `LISTEN`/`NOTIFY`: every
//! transaction that writes events or delivers mail notifies the schema's channel (delivered at its
//! commit, never before), and each instance feeds what it hears into the same channels its own
//! commits use (`Store::subscribe` for waits, the `written` watch for the change feed's
//! readers). So a wait on one instance wakes when mail lands through another.
//!
//! Payloads: `e` (events were written: feed readers look again; PostgreSQL delivers identical
//! payloads of one transaction once), `m␉<instance>␉<message id>␉<mailbox id>␉<received at>`
//! for a delivered message (skipped by the instance that wrote it: it told its own waiters), `k`
//! (the keyring changed), and `s␉<instance>␉<account id>␉<what>`, a nudge for the instance
//! that syncs the account (`crate::sync_leases::Nudge`; skipped by its sender).
//! While the listening connection is being replaced, notifications can be lost: once it listens
//! again, every feed reader and every wait looks again.

use crate::ingest::Committed;
use crate::sync_leases::Nudge;
use postern_core::Timestamp;
use sqlx::PgPool;
use sqlx::postgres::PgListener;
use std::sync::Weak;
use std::time::Duration;
use tokio::sync::{broadcast, watch};

/// The channel of commits, as SQL: one per schema (notifications are heard database-wide, and
/// deployments in two schemas of one database must not hear each other).
pub(crate) const CHANNEL: &str = "('postern_' || left(md5(current_schema()), 16))";

/// The payload that says events were written.
pub(crate) const EVENTS: &str = "e";

/// The payload of a message delivered by `instance`.
pub(crate) fn delivered(instance: &str, c: &Committed) -> String {
    format!("m\t{instance}\t{}\t{}\t{}", c.message_id, c.inbox_id, c.received_at.micros())
}

/// Tells the other instances, at the commit of `tx`, about `arrived` (messages written by
/// `instance` into mailboxes: inboxes or folders), and that events were written.
pub(crate) async fn arrivals(tx: &mut sqlx::PgConnection, instance: &str, arrived: &[Committed]) -> sqlx::Result<()> {
    let said: Vec<String> = arrived.iter().map(|c| delivered(instance, c)).chain([EVENTS.to_string()]).collect();
    sqlx::query(sqlx::AssertSqlSafe(format!("SELECT pg_notify({CHANNEL}, said) FROM unnest($1::text[]) AS said")))
        .bind(&said)
        .execute(&mut *tx)
        .await?;
    Ok(())
}

/// The payload that says the keyring of data keys changed (the `keyring` module).
pub(crate) const KEYS: &str = "k";

/// Tells every instance, at the commit of `tx`, to reload its keyring.
pub(crate) async fn keys_changed(tx: &mut sqlx::PgConnection) -> sqlx::Result<()> {
    sqlx::query(sqlx::AssertSqlSafe(format!("SELECT pg_notify({CHANNEL}, $1)"))).bind(KEYS).execute(&mut *tx).await?;
    Ok(())
}

/// Tells every other instance, now (outside any transaction), a nudge for an account's sync.
pub(crate) async fn nudge(pool: &PgPool, instance: &str, account_id: &str, what: &str) -> sqlx::Result<()> {
    let payload = format!("s\t{instance}\t{account_id}\t{what}");
    sqlx::query(sqlx::AssertSqlSafe(format!("SELECT pg_notify({CHANNEL}, $1)"))).bind(payload).execute(pool).await?;
    Ok(())
}

/// Where what is heard goes: the store's own channels.
pub(crate) struct Hearers {
    pub(crate) committed: broadcast::Sender<Committed>,
    pub(crate) nudges: broadcast::Sender<Nudge>,
    pub(crate) written: Weak<watch::Sender<u64>>,
    pub(crate) missed: Weak<watch::Sender<u64>>,
    pub(crate) keys: Weak<watch::Sender<u64>>,
}

/// Listens on `pool` until the pool closes or the store is gone.
pub(crate) fn start(pool: PgPool, instance: std::sync::Arc<str>, hearers: Hearers) {
    tokio::spawn(async move {
        loop {
            match listen(&pool, &instance, &hearers).await {
                Ok(Ended::StoreGone) => return,
                Err(_) if pool.is_closed() => return,
                // Listen again at once (the database was restarted, or the connection killed).
                Ok(Ended::Lost) => {
                    tracing::info!("the connection listening for other instances' commits was lost; listening again");
                    continue;
                }
                Err(e) => tracing::warn!(error = %e, "listening for other instances' commits failed; trying again"),
            }
            tokio::time::sleep(Duration::from_secs(1)).await;
        }
    });
}

/// How a listening connection's life ended.
enum Ended {
    StoreGone,
    Lost,
}

/// One listening connection's life.
async fn listen(pool: &PgPool, instance: &str, hearers: &Hearers) -> sqlx::Result<Ended> {
    let mut listener = PgListener::connect_with(pool).await?;
    // A lost connection ends this listener, and a new one replaces it. Not sqlx's own
    // reconnection: when the `LISTEN` on its new connection fails (a database still starting),
    // it loses the buffer that notifications go to, and every connection after that is deaf.
    listener.eager_reconnect(false);
    let channel: String = sqlx::query_scalar(sqlx::AssertSqlSafe(format!("SELECT {CHANNEL}"))).fetch_one(pool).await?;
    listener.listen(&channel).await?;
    // Listening (again): what was said meanwhile may be lost, so everyone looks again.
    let (Some(written), Some(missed)) = (hearers.written.upgrade(), hearers.missed.upgrade()) else {
        return Ok(Ended::StoreGone);
    };
    written.send_modify(|n| *n = n.wrapping_add(1));
    missed.send_modify(|n| *n = n.wrapping_add(1));
    drop((written, missed));
    loop {
        let notification = match listener.try_recv().await {
            Ok(Some(notification)) => notification,
            // The connection was lost (`None`), or PostgreSQL ended it with an error.
            Ok(None) => return Ok(Ended::Lost),
            // The store is closing.
            Err(sqlx::Error::PoolClosed) => return Ok(Ended::StoreGone),
            Err(e) => {
                tracing::debug!(error = %e, "the listening connection ended");
                return Ok(Ended::Lost);
            }
        };
        let Some(written) = hearers.written.upgrade() else { return Ok(Ended::StoreGone) };
        match heard(notification.payload(), instance) {
            Heard::Events => written.send_modify(|n| *n = n.wrapping_add(1)),
            Heard::Keys => {
                if let Some(keys) = hearers.keys.upgrade() {
                    keys.send_modify(|n| *n = n.wrapping_add(1));
                }
            }
            Heard::Delivered(c) => {
                let _ = hearers.committed.send(c);
            }
            Heard::Nudge(n) => {
                let _ = hearers.nudges.send(n);
            }
            Heard::Own | Heard::Unknown => {}
        }
    }
}

/// What a notification said.
#[derive(Debug, PartialEq, Eq)]
enum Heard {
    Events,
    Keys,
    Delivered(Committed),
    Nudge(Nudge),
    /// A delivery or a nudge of this instance's own.
    Own,
    Unknown,
}

fn heard(payload: &str, instance: &str) -> Heard {
    if payload == EVENTS {
        return Heard::Events;
    }
    if payload == KEYS {
        return Heard::Keys;
    }
    if let Some(nudge) = payload.strip_prefix("s\t") {
        return match nudge.splitn(3, '\t').collect::<Vec<_>>()[..] {
            [from, _, _] if from == instance => Heard::Own,
            [_, account_id, what] => Heard::Nudge(Nudge { account_id: account_id.into(), what: what.into() }),
            _ => Heard::Unknown,
        };
    }
    let mut parts = payload.split('\t');
    match (parts.next(), parts.next(), parts.next(), parts.next(), parts.next().and_then(|t| t.parse().ok())) {
        (Some("m"), Some(from), ..) if from == instance => Heard::Own,
        (Some("m"), Some(_), Some(message_id), Some(inbox_id), Some(at)) => Heard::Delivered(Committed {
            message_id: message_id.to_string(),
            inbox_id: inbox_id.to_string(),
            received_at: Timestamp(at),
        }),
        _ => Heard::Unknown,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::postgres::tests::Schema;
    use crate::{Delivery, NewInbox, Store};

    /// Mail delivered through one instance wakes the waits and feed readers of another, and
    /// the instance that wrote it hears of it once (from its own writer), not twice.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_delivery_through_one_instance_is_heard_by_the_other() {
        let schema = Schema::new().await;
        let (a, b) =
            (Store::open_postgres(&schema.url()).await.unwrap(), Store::open_postgres(&schema.url()).await.unwrap());
        let user = a.create_user("ada", false).await.unwrap();
        let inbox =
            a.create_inbox(NewInbox { user_id: &user.id, label: "", domain: "postern.localhost" }).await.unwrap();
        let (mut heard_by_a, mut heard_by_b) = (a.subscribe(), b.subscribe());
        let mut feed_of_a = a.watch_changes();
        // Both listen before the delivery (and each tells its readers to look again once it
        // listens: not what is tested here).
        tokio::time::sleep(Duration::from_millis(300)).await;
        feed_of_a.mark_unchanged();
        let raw = b"Subject: hi\r\n\r\nYour code is 482913\r\n".to_vec();
        let parsed = postern_mail::parse(&raw);
        let recipients = vec![(inbox.id.clone(), "x@postern.localhost".to_string())];
        let stored = b
            .deliver(Delivery { recipients, envelope_from: "a@example.test".into(), raw, parsed, authentication: None })
            .await
            .unwrap();
        let heard = tokio::time::timeout(Duration::from_secs(5), heard_by_a.recv()).await.expect("heard").unwrap();
        assert_eq!(heard, stored[0], "the other instance's wait hears of it");
        tokio::time::timeout(Duration::from_secs(5), feed_of_a.changed()).await.expect("feed told").unwrap();
        assert_eq!(heard_by_b.recv().await.unwrap(), stored[0]);
        tokio::time::sleep(Duration::from_millis(300)).await;
        assert!(heard_by_b.try_recv().is_err(), "the writer's own instance is told once");
        a.close().await;
        b.close().await;
    }

    /// A nudge for an account's sync reaches the other instance, not the sender's own; a nudge
    /// that is not one short line is refused before anything is said.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_nudge_reaches_the_other_instances() {
        let schema = Schema::new().await;
        let (a, b) =
            (Store::open_postgres(&schema.url()).await.unwrap(), Store::open_postgres(&schema.url()).await.unwrap());
        let (mut heard_by_a, mut heard_by_b) = (a.sync_nudges(), b.sync_nudges());
        tokio::time::sleep(Duration::from_millis(300)).await;
        b.nudge_sync("acc_1", "hurry\tnot one line").await.unwrap_err();
        b.nudge_sync("acc_1", "push").await.unwrap();
        let heard = tokio::time::timeout(Duration::from_secs(5), heard_by_a.recv()).await.expect("heard").unwrap();
        assert_eq!(heard, Nudge { account_id: "acc_1".into(), what: "push".into() });
        tokio::time::sleep(Duration::from_millis(300)).await;
        assert!(heard_by_b.try_recv().is_err(), "the sender does not hear itself");
        assert!(heard_by_a.try_recv().is_err(), "the refused one was never said");
        a.close().await;
        b.close().await;
    }

    /// Notifications are heard database-wide: a deployment in another schema of the same
    /// database hears nothing of this one's deliveries.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn another_schemas_deployment_hears_nothing() {
        let (here, there) = (Schema::new().await, Schema::new().await);
        let a = Store::open_postgres(&here.url()).await.unwrap();
        let elsewhere = Store::open_postgres(&there.url()).await.unwrap();
        let user = a.create_user("ada", false).await.unwrap();
        let inbox =
            a.create_inbox(NewInbox { user_id: &user.id, label: "", domain: "postern.localhost" }).await.unwrap();
        let mut heard = elsewhere.subscribe();
        tokio::time::sleep(Duration::from_millis(300)).await;
        let raw = b"Subject: hi\r\n\r\nYour code is 482913\r\n".to_vec();
        let parsed = postern_mail::parse(&raw);
        let recipients = vec![(inbox.id.clone(), "x@postern.localhost".to_string())];
        a.deliver(Delivery { recipients, envelope_from: "a@example.test".into(), raw, parsed, authentication: None })
            .await
            .unwrap();
        let said = tokio::time::timeout(Duration::from_millis(700), heard.recv()).await;
        assert!(said.is_err(), "heard across schemas: {said:?}");
        a.close().await;
        elsewhere.close().await;
    }

    #[test]
    fn payloads_say_what_was_committed_and_by_whom() {
        let c = Committed { message_id: "msg_1".into(), inbox_id: "inb_1".into(), received_at: Timestamp(42) };
        assert_eq!(heard(&delivered("a", &c), "b"), Heard::Delivered(c.clone()));
        assert_eq!(heard(&delivered("a", &c), "a"), Heard::Own);
        assert_eq!(heard(EVENTS, "a"), Heard::Events);
        assert_eq!(heard("m\tb\tmsg_1", "a"), Heard::Unknown);
    }
}
