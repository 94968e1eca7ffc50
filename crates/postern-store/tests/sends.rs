//! Send attempts and one-time links, on the backend the tests run on, with writers racing on two
//! handles of one database (two instances, on PostgreSQL): one Idempotency-Key records one
//! attempt, one link is used once.

use postern_core::Timestamp;
use postern_store::testing::TestDatabase;
use postern_store::{LinkTarget, LinkUse, NewSend, SendState};

/// Writers started together on each handle.
const RACERS: usize = 16;

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn one_key_records_one_attempt_however_many_race_for_it() {
    let database = TestDatabase::new().await;
    let stores = [database.open().await, database.open().await];
    let start = std::sync::Arc::new(tokio::sync::Barrier::new(RACERS));
    let racing: Vec<_> = (0..RACERS)
        .map(|n| {
            let (store, start) = (stores[n % 2].clone(), start.clone());
            tokio::spawn(async move {
                let id = format!("snd_{n}");
                start.wait().await;
                let new = NewSend {
                    id: &id,
                    user_id: "usr_1",
                    account_id: "acc_1",
                    idempotency_key: Some("order-4711"),
                    request_hash: "h1",
                    message_id_header: "<m1@example.com>",
                };
                store.begin_send(new).await.unwrap()
            })
        })
        .collect();
    let (mut began, mut earlier) = (Vec::new(), Vec::new());
    for race in racing {
        match race.await.unwrap() {
            Ok(record) => began.push(record),
            Err(record) => earlier.push(record),
        }
    }
    assert_eq!(began.len(), 1, "one attempt recorded: {began:?}");
    assert!(earlier.iter().all(|e| e.id == began[0].id), "the others were given the attempt recorded first");

    // Another key, or none, is another attempt; what went to the server counts for the caps.
    let store = &stores[0];
    let other = NewSend { id: "snd_x", idempotency_key: None, ..new_send("snd_x") };
    assert!(store.begin_send(other).await.unwrap().is_ok());
    let before = Timestamp(Timestamp::now().micros() - 1);
    store.set_transmitting(&began[0].id, Timestamp::now()).await.unwrap();
    store.set_send_state(&began[0].id, SendState::Sent, Some("{\"ok\":true}")).await.unwrap();
    store.set_transmitting("snd_x", Timestamp::now()).await.unwrap();
    store.set_send_state("snd_x", SendState::Failed, None).await.unwrap();
    let (count, oldest) = stores[1].sends_since("usr_1", "acc_1", before).await.unwrap();
    assert_eq!(count, 1, "the failed one does not count");
    assert!(oldest.is_some_and(|at| at > before));
    let again = stores[1].begin_send(new_send("snd_y")).await.unwrap().unwrap_err();
    assert_eq!((again.state, again.result_json.as_deref()), (SendState::Sent, Some("{\"ok\":true}")));
}

fn new_send(id: &str) -> NewSend<'_> {
    NewSend {
        id,
        user_id: "usr_1",
        account_id: "acc_1",
        idempotency_key: Some("order-4711"),
        request_hash: "h1",
        message_id_header: "<m1@example.com>",
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_link_is_used_once_however_many_race_for_it() {
    let database = TestDatabase::new().await;
    let stores = [database.open().await, database.open().await];
    let target = LinkTarget { message_id: "amsg_1".into(), attachment_index: 2, user_id: "usr_1".into() };
    let later = Timestamp(Timestamp::now().micros() + 60_000_000);
    stores[0].create_attachment_link("hash-1", &target, later).await.unwrap();
    let start = std::sync::Arc::new(tokio::sync::Barrier::new(RACERS));
    let racing: Vec<_> = (0..RACERS)
        .map(|n| {
            let (store, start) = (stores[n % 2].clone(), start.clone());
            tokio::spawn(async move {
                start.wait().await;
                store.use_attachment_link("hash-1").await.unwrap()
            })
        })
        .collect();
    let mut granted = Vec::new();
    for race in racing {
        match race.await.unwrap() {
            LinkUse::Granted(t) => granted.push(t),
            LinkUse::Gone => {}
            LinkUse::Unknown => panic!("the link was there"),
        }
    }
    assert_eq!(granted, vec![target.clone()], "granted once");
    stores[1].restore_attachment_link("hash-1").await.unwrap();
    assert_eq!(stores[0].use_attachment_link("hash-1").await.unwrap(), LinkUse::Granted(target.clone()));
    assert_eq!(stores[0].use_attachment_link("nothing").await.unwrap(), LinkUse::Unknown);

    let past = Timestamp(Timestamp::now().micros() - 1);
    stores[1].create_attachment_link("hash-2", &target, past).await.unwrap();
    assert_eq!(stores[0].use_attachment_link("hash-2").await.unwrap(), LinkUse::Gone, "expired");
}
