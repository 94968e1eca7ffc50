//! Webhook endpoints (docs/WEBHOOKS.md) on the backend the tests run on: created at the log's
//! end, changed, claimed by one holder at a time (two handles race, as two instances would), a
//! post's outcome moving the cursor or counting a failure only under the claim, the attempts
//! log kept to its newest, a pause and a resume.

use postern_core::Timestamp;
use postern_store::testing::TestDatabase;
use postern_store::{ATTEMPTS_KEPT, Attempt, NewInbox, NewWebhook, WebhookChange};
use serde_json::json;

fn attempt(event: &str, seq: Option<i64>, status: Option<u16>) -> Attempt {
    Attempt {
        event_id: event.into(),
        seq,
        at: Timestamp::now(),
        status,
        latency_ms: 12,
        excerpt: Some("ok".into()),
        error: status.is_none().then(|| "connection refused".into()),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_endpoint_is_claimed_once_and_moves_only_under_its_claim() {
    let database = TestDatabase::new().await;
    let (a, b) = (database.open().await, database.open().await);
    let user = a.create_user("ada", false).await.unwrap();
    let inbox = a.create_inbox(NewInbox { user_id: &user.id, label: "", domain: "postern.localhost" }).await.unwrap();
    let last = a.feed_bounds().await.unwrap().last;
    let events = vec!["message.*".to_string()];
    let created = a
        .create_webhook(&NewWebhook {
            id: "whk_1",
            user_id: &user.id,
            url: "https://hooks.example.test/in",
            description: "ci",
            events: &events,
            filters: &json!({ "inboxes": [inbox.id] }),
            inbox_id: Some(&inbox.id),
            enabled: true,
            secret: b"sealed",
            audit: None,
        })
        .await
        .unwrap();
    assert_eq!((created.cursor, created.failures, created.enabled), (last, 0, true));
    assert_eq!(created.events, events);
    assert!(a.inbox_has_webhook(&inbox.id).await.unwrap());
    assert_eq!(b.webhooks_of(Some(&user.id)).await.unwrap(), vec![created.clone()]);
    assert!(b.webhooks_of(Some("usr_other")).await.unwrap().is_empty());

    // One holder at a time, whichever handle asks first.
    let now = Timestamp::now();
    let until = Timestamp(now.micros() + 60_000_000);
    let (one, two) =
        tokio::join!(a.claim_webhook("whk_1", "inst-a", now, until), b.claim_webhook("whk_1", "inst-b", now, until));
    let (one, two) = (one.unwrap(), two.unwrap());
    assert!(one.is_some() != two.is_some(), "exactly one claim");
    let (holder, other) = if one.is_some() { ("inst-a", "inst-b") } else { ("inst-b", "inst-a") };
    assert!(a.due_webhooks(now).await.unwrap().is_empty(), "claimed: not due");
    // The other holder's outcome is refused; the holder's moves the cursor.
    assert!(!b.webhook_passed("whk_1", other, last + 5, None, None).await.unwrap());
    assert!(
        a.webhook_passed("whk_1", holder, last + 5, Some(&attempt("evt_5", Some(last + 5), Some(200))), None)
            .await
            .unwrap()
    );
    let after = a.webhook("whk_1").await.unwrap().unwrap();
    assert_eq!(after.cursor, last + 5);
    assert_eq!(a.due_webhooks(now).await.unwrap(), ["whk_1"]);
    // Held for the next event: still the holder's, not due; given back, due.
    a.claim_webhook("whk_1", holder, now, until).await.unwrap().unwrap();
    assert!(a.webhook_passed("whk_1", holder, last + 5, None, Some(until)).await.unwrap());
    assert!(b.claim_webhook("whk_1", other, now, until).await.unwrap().is_none());
    a.release_webhook_claim("whk_1", holder).await.unwrap();
    assert_eq!(a.due_webhooks(now).await.unwrap(), ["whk_1"]);

    // A failure waits for its retry; past the horizon it pauses; enabling resumes it.
    a.claim_webhook("whk_1", holder, now, until).await.unwrap().unwrap();
    let retry = Timestamp(now.micros() + 5_000_000);
    assert!(a.webhook_failed("whk_1", holder, &attempt("evt_6", Some(last + 6), None), retry, None).await.unwrap());
    let failing = a.webhook("whk_1").await.unwrap().unwrap();
    assert_eq!((failing.failures, failing.cursor), (1, last + 5));
    assert_eq!(failing.last_error.as_deref(), Some("connection refused"));
    assert!(failing.failing_since.is_some());
    assert!(
        a.due_webhooks(now).await.unwrap().is_empty()
            && a.claim_webhook("whk_1", holder, now, until).await.unwrap().is_none()
    );
    a.claim_webhook("whk_1", holder, retry, until).await.unwrap().unwrap();
    assert!(
        a.webhook_failed(
            "whk_1",
            holder,
            &attempt("evt_6", Some(last + 6), Some(500)),
            retry,
            Some("failing for 3 days")
        )
        .await
        .unwrap()
    );
    let paused = a.webhook("whk_1").await.unwrap().unwrap();
    assert_eq!((paused.failures, paused.paused_reason.as_deref()), (2, Some("failing for 3 days")));
    assert!(a.due_webhooks(Timestamp(retry.micros() + 1)).await.unwrap().is_empty());
    assert!(
        a.update_webhook("whk_1", &WebhookChange { enabled: Some(true), ..Default::default() }, None).await.unwrap()
    );
    let resumed = a.webhook("whk_1").await.unwrap().unwrap();
    assert_eq!((resumed.failures, resumed.paused_reason, resumed.cursor), (0, None, last + 5));
    assert_eq!(a.due_webhooks(now).await.unwrap(), ["whk_1"]);

    let attempts = a.webhook_attempts("whk_1", 10).await.unwrap();
    assert_eq!(attempts.iter().map(|t| t.status).collect::<Vec<_>>(), [Some(500), None, Some(200)], "newest first");

    // Rotation keeps the old secret beside the new one; a replay moves the cursor back.
    let until_old = Timestamp(now.micros() + 86_400_000_000);
    assert!(a.rotate_webhook_secret("whk_1", b"new", Some((b"sealed", until_old)), None).await.unwrap());
    assert!(a.move_webhook_cursor("whk_1", last, None).await.unwrap());
    let rotated = a.webhook("whk_1").await.unwrap().unwrap();
    assert_eq!(
        (rotated.secret.as_slice(), rotated.previous_secret.as_deref()),
        (b"new".as_slice(), Some(b"sealed".as_slice()))
    );
    assert_eq!((rotated.previous_until, rotated.cursor), (Some(until_old), last));

    assert!(a.delete_webhook("whk_1", None).await.unwrap());
    assert!(!a.delete_webhook("whk_1", None).await.unwrap());
    assert!(!a.inbox_has_webhook(&inbox.id).await.unwrap());
}

#[tokio::test]
async fn the_attempts_log_keeps_the_newest() {
    let database = TestDatabase::new().await;
    let store = database.open().await;
    let user = store.create_user("ada", false).await.unwrap();
    let events = vec!["*".to_string()];
    store
        .create_webhook(&NewWebhook {
            id: "whk_1",
            user_id: &user.id,
            url: "https://hooks.example.test/in",
            description: "",
            events: &events,
            filters: &json!({}),
            inbox_id: None,
            enabled: true,
            secret: b"sealed",
            audit: None,
        })
        .await
        .unwrap();
    for n in 0..(ATTEMPTS_KEPT + 5) {
        store.log_webhook_attempt("whk_1", &attempt(&format!("evt_{n}"), None, Some(200))).await.unwrap();
    }
    let kept = store.webhook_attempts("whk_1", 5000).await.unwrap();
    assert_eq!(kept.len() as i64, ATTEMPTS_KEPT);
    assert_eq!(kept[0].event_id, format!("evt_{}", ATTEMPTS_KEPT + 4));
}

/// The feed's purge keeps what an enabled endpoint has not had yet, up to the keep limit.
#[tokio::test]
async fn the_purge_keeps_what_an_endpoint_still_needs() {
    let database = TestDatabase::new().await;
    let store = database.open().await;
    let user = store.create_user("ada", false).await.unwrap();
    let inbox =
        store.create_inbox(NewInbox { user_id: &user.id, label: "", domain: "postern.localhost" }).await.unwrap();
    let events = vec!["*".to_string()];
    let hook = store
        .create_webhook(&NewWebhook {
            id: "whk_1",
            user_id: &user.id,
            url: "https://hooks.example.test/in",
            description: "",
            events: &events,
            filters: &json!({}),
            inbox_id: None,
            enabled: true,
            secret: b"sealed",
            audit: None,
        })
        .await
        .unwrap();
    for n in 0..3 {
        let raw = format!("Subject: m{n}\r\n\r\nhello\r\n").into_bytes();
        let parsed = postern_mail::parse(&raw);
        let recipients = vec![(inbox.id.clone(), "x@postern.localhost".to_string())];
        store
            .deliver(postern_store::Delivery {
                recipients,
                envelope_from: "a@example.test".into(),
                raw,
                parsed,
                authentication: None,
            })
            .await
            .unwrap();
    }
    let soon = Timestamp(Timestamp::now().micros() + 1);
    let long_ago = Timestamp(0);
    // What came before the endpoint goes; its three deliveries stay.
    store.purge_changes_keeping(soon, long_ago).await.unwrap();
    assert_eq!(store.feed_bounds().await.unwrap().horizon, hook.cursor);
    // Past the keep limit they go all the same.
    assert_eq!(store.purge_changes_keeping(soon, soon).await.unwrap(), 3);
}
