//! The change feed on the backend the tests run on: while two handles of one database (two
//! instances, on PostgreSQL) write, a reader that pages through the feed from either handle in
//! turn, carrying its position over, meets every change once and in order; the purge moves the
//! horizon.

use postern_core::Timestamp;
use postern_store::testing::TestDatabase;
use postern_store::{Delivery, FeedScope, NewInbox};

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_reader_alternating_between_handles_meets_every_change_once_in_order() {
    let database = TestDatabase::new().await;
    let handles = [database.open().await, database.open().await];
    let user = handles[0].create_user("ada", false).await.unwrap();
    let inbox =
        handles[0].create_inbox(NewInbox { user_id: &user.id, label: "", domain: "postern.localhost" }).await.unwrap();
    let start = handles[1].feed_bounds().await.unwrap().last;
    const EACH: usize = 30;
    let writers: Vec<_> = (0..2)
        .map(|w| {
            let (store, inbox_id) = (handles[w].clone(), inbox.id.clone());
            tokio::spawn(async move {
                for n in 0..EACH {
                    let raw = format!("Subject: {w}-{n}\r\n\r\nHello.\r\n").into_bytes();
                    let parsed = postern_mail::parse(&raw);
                    let recipients = vec![(inbox_id.clone(), "x@postern.localhost".to_string())];
                    let delivery = Delivery {
                        recipients,
                        envelope_from: "a@example.test".into(),
                        raw,
                        parsed,
                        authentication: None,
                    };
                    store.deliver(delivery).await.unwrap();
                }
            })
        })
        .collect();
    let scope = FeedScope { spaces: Some(vec![user.id.clone()]), ..FeedScope::default() };
    let (mut after, mut seen, mut turn) = (start, Vec::new(), 0);
    while seen.len() < 2 * EACH {
        let page = handles[turn % 2].changes(&scope, None, after, 7).await.unwrap();
        turn += 1;
        if let Some(last) = page.last() {
            after = last.seq;
        }
        seen.extend(page.into_iter().filter(|c| c.kind == "message.received"));
        tokio::time::sleep(std::time::Duration::from_millis(1)).await;
    }
    for writer in writers {
        writer.await.unwrap();
    }
    let mut ids: Vec<&str> = seen.iter().filter_map(|c| c.message_id.as_deref()).collect();
    assert_eq!(ids.len(), 2 * EACH);
    assert!(seen.windows(2).all(|w| w[0].seq < w[1].seq), "in order");
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), 2 * EACH, "each once");
    assert!(handles[0].changes(&scope, None, after, 100).await.unwrap().is_empty(), "nothing left behind");
    let other = FeedScope { spaces: Some(vec!["usr_other".into()]), ..FeedScope::default() };
    assert!(handles[1].changes(&other, None, start, 100).await.unwrap().is_empty(), "another space sees none");

    let bounds = handles[1].feed_bounds().await.unwrap();
    assert_eq!(bounds.last, after, "the last position is the last change");
    assert_eq!(bounds.horizon, 0);
    let purged = handles[0].purge_changes(Timestamp(Timestamp::now().micros() + 1)).await.unwrap();
    assert!(purged as usize >= 2 * EACH, "{purged}");
    let bounds = handles[1].feed_bounds().await.unwrap();
    assert_eq!((bounds.horizon, bounds.last), (after, after), "the horizon moved past the purged changes");
}
