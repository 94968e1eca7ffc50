//! Disposable inboxes and the mail delivered to them, on the backend the tests run on: deliveries
//! through two handles of one database (two instances, on PostgreSQL) get receive times that
//! rise in commit order; lists, filters, the wait's match, the source and deletion; the hourly
//! test-code quota holds when charges race.

use postern_core::Timestamp;
use postern_store::testing::TestDatabase;
use postern_store::{Delivery, MessageFilter, NewInbox, Store, WaitMatch};

async fn deliver(store: &Store, inbox_id: &str, raw: &str) -> String {
    let raw = raw.as_bytes().to_vec();
    let parsed = postern_mail::parse(&raw);
    let delivery = Delivery {
        recipients: vec![(inbox_id.to_string(), "x@postern.localhost".into())],
        envelope_from: "noreply@shop.example".into(),
        raw,
        parsed,
        authentication: None,
    };
    let stored = store.deliver(delivery).await.unwrap();
    assert_eq!(stored.len(), 1);
    stored[0].message_id.clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn mail_delivered_through_two_handles_is_read_matched_and_deleted() {
    let database = TestDatabase::new().await;
    let (a, b) = (database.open().await, database.open().await);
    let user = a.create_user("ada", false).await.unwrap();
    let inbox =
        a.create_inbox(NewInbox { user_id: &user.id, label: "sign-up", domain: "postern.localhost" }).await.unwrap();
    let local = inbox.address.split('@').next().unwrap();
    assert_eq!(b.inbox_by_local_part(local).await.unwrap().unwrap().id, inbox.id);

    let cutoff = Timestamp::now();
    let mut arriving = b.subscribe();
    let deliveries: Vec<_> = (0..20)
        .map(|n| {
            let (store, inbox_id) = (if n % 2 == 0 { a.clone() } else { b.clone() }, inbox.id.clone());
            tokio::spawn(async move {
                let raw = format!("From: Shop <noreply@shop.example>\r\nSubject: News {n}\r\n\r\nNothing to see.\r\n");
                deliver(&store, &inbox_id, &raw).await
            })
        })
        .collect();
    for d in deliveries {
        d.await.unwrap();
    }
    let code = deliver(
        &a,
        &inbox.id,
        "From: Acme <security@acme.example>\r\nSubject: Your Acme verification code\r\n\r\nYour verification code is 482913.\r\n",
    )
    .await;
    assert_eq!(arriving.recv().await.unwrap().inbox_id, inbox.id, "the other handle's writer tells its subscribers");

    // Newest first, receive times strictly falling, across both writers.
    let page = b.list_messages(&inbox.id, &MessageFilter::default(), None, 50).await.unwrap();
    assert_eq!(page.messages.len(), 21);
    assert_eq!(page.messages[0].1.id, code);
    assert!(page.messages.windows(2).all(|w| w[0].1.received_at > w[1].1.received_at && w[0].0 > w[1].0));
    let first_page = a.list_messages(&inbox.id, &MessageFilter::default(), None, 5).await.unwrap();
    assert!(first_page.has_more);
    let next = a.list_messages(&inbox.id, &MessageFilter::default(), Some(first_page.messages[4].0), 50).await.unwrap();
    assert_eq!(next.messages.len(), 16);

    let with_code = MessageFilter { has_otp: Some(true), ..MessageFilter::default() };
    let found = a.list_messages(&inbox.id, &with_code, None, 50).await.unwrap();
    assert_eq!(found.messages.iter().map(|m| m.1.otp.as_deref()).collect::<Vec<_>>(), [Some("482913")]);
    let by_subject = MessageFilter { subject_contains: Some("VERIFICATION".into()), ..MessageFilter::default() };
    assert_eq!(a.list_messages(&inbox.id, &by_subject, None, 50).await.unwrap().messages.len(), 1);
    let by_sender = MessageFilter { from: Some("SHOP.example".into()), ..MessageFilter::default() };
    assert_eq!(b.list_messages(&inbox.id, &by_sender, None, 50).await.unwrap().messages.len(), 21, "envelope sender");
    let by_name = MessageFilter { from: Some("acme".into()), ..MessageFilter::default() };
    assert_eq!(b.list_messages(&inbox.id, &by_name, None, 50).await.unwrap().messages.len(), 1);

    let want = WaitMatch::Otp { min_confidence: 0.5 };
    assert_eq!(b.first_match(&inbox.id, cutoff, want, &Default::default()).await.unwrap().unwrap().id, code);
    assert!(
        b.first_match(&inbox.id, Timestamp::now(), want, &Default::default()).await.unwrap().is_none(),
        "nothing after the cutoff"
    );
    assert_eq!(a.latest_message(&inbox.id).await.unwrap().unwrap().id, code);
    let (message, owner) = b.message(&code).await.unwrap().unwrap();
    assert_eq!((message.subject.as_str(), owner.as_str()), ("Your Acme verification code", user.id.as_str()));
    let (raw, _) = a.raw_message(&code).await.unwrap().unwrap();
    assert!(raw.ends_with(b"Your verification code is 482913.\r\n"));
    assert!(a.received_at(&inbox.id, &code).await.unwrap().is_some());
    assert_eq!(b.message_count_since(&inbox.id, cutoff).await.unwrap(), 21);

    assert!(b.delete_message(&code).await.unwrap());
    assert!(!a.delete_message(&code).await.unwrap());
    let change = postern_store::InboxChange { label: Some("renamed"), is_enabled: Some(false), ..Default::default() };
    let renamed = a.update_inbox(&inbox.id, &change).await.unwrap().unwrap();
    assert_eq!((renamed.label.as_str(), renamed.is_enabled), ("renamed", false));
    assert_eq!(b.list_inboxes(&user.id, None, 10).await.unwrap().inboxes.len(), 1);
    assert!(b.delete_inbox(&inbox.id).await.unwrap());
    assert!(a.inbox(&inbox.id).await.unwrap().is_none());
    assert_eq!(a.message_count_since(&inbox.id, cutoff).await.unwrap(), 0, "its mail went with it");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_test_code_quota_holds_when_charges_race() {
    let database = TestDatabase::new().await;
    let (a, b) = (database.open().await, database.open().await);
    let user = a.create_user("ada", false).await.unwrap();
    let inbox = a.create_inbox(NewInbox { user_id: &user.id, label: "", domain: "postern.localhost" }).await.unwrap();
    let start = std::sync::Arc::new(tokio::sync::Barrier::new(12));
    let charges: Vec<_> = (0..12)
        .map(|n| {
            let (store, user_id, inbox_id) =
                (if n % 2 == 0 { a.clone() } else { b.clone() }, user.id.clone(), inbox.id.clone());
            let start = start.clone();
            tokio::spawn(async move {
                start.wait().await;
                store.charge_test_code(&user_id, &inbox_id, 5, 100).await.unwrap()
            })
        })
        .collect();
    let mut charged = 0;
    for c in charges {
        match c.await.unwrap() {
            Ok(()) => charged += 1,
            Err(wait) => assert!((1..=3600).contains(&wait), "{wait}"),
        }
    }
    assert_eq!(charged, 5, "five of twelve racing charges fit the hourly quota of five");
}

/// Mail may carry NULs, which PostgreSQL's text cannot hold: stored as U+FFFD on both backends,
/// and the mail delivered with it in one batch is stored as well.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mail_with_nuls_is_stored_with_replacement_characters() {
    let database = TestDatabase::new().await;
    let store = database.open().await;
    let user = store.create_user("ada", false).await.unwrap();
    let inbox =
        store.create_inbox(NewInbox { user_id: &user.id, label: "", domain: "postern.localhost" }).await.unwrap();
    let batch: Vec<_> = [
        "From: Shop\0 <noreply@shop.example>\r\nSubject: Code\0 inside\r\n\r\nYour code is 482913\0.\r\n",
        "From: Shop <noreply@shop.example>\r\nSubject: Plain\r\n\r\nNothing.\r\n",
    ]
    .into_iter()
    .map(|raw| {
        let (store, inbox_id) = (store.clone(), inbox.id.clone());
        tokio::spawn(async move { deliver(&store, &inbox_id, raw).await })
    })
    .collect();
    let mut ids = Vec::new();
    for delivery in batch {
        ids.push(delivery.await.unwrap());
    }
    let (message, _) = store.message(&ids[0]).await.unwrap().unwrap();
    assert_eq!(message.subject, "Code\u{FFFD} inside");
    assert!(message.text.contains("482913\u{FFFD}."), "{:?}", message.text);
    assert_eq!(store.message(&ids[1]).await.unwrap().unwrap().0.subject, "Plain");
}
