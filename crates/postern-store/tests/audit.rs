//! The audit's hash chain finds an edited record, a removed one, and records removed at either
//! end; the retention purge keeps the rest verifiable.

use postern_core::Timestamp;
use postern_store::testing::TestDatabase;
use postern_store::{AuditEntry, Store};

fn entry(action: &str) -> AuditEntry {
    AuditEntry {
        actor: "usr_root".into(),
        token_id: Some("tok_1".into()),
        action: action.into(),
        outcome: "ok".into(),
        detail: serde_json::json!({ "n": action }),
        ..Default::default()
    }
}

async fn filled() -> (TestDatabase, Store) {
    let database = TestDatabase::new().await;
    let store = database.open().await;
    for action in ["a", "b", "c", "d"] {
        store.audit(&entry(action)).await.unwrap();
    }
    let check = store.verify_audit().await.unwrap();
    assert_eq!((check.records, check.broken), (4, None));
    (database, store)
}

#[tokio::test]
async fn edits_and_removals_are_found() {
    let (database, store) = filled().await;
    database.tamper("UPDATE audit SET outcome = 'denied' WHERE action = 'b'").await;
    let broken = store.verify_audit().await.unwrap().broken.unwrap();
    assert!(broken.contains("was changed"), "{broken}");

    let (database, store) = filled().await;
    database.tamper("DELETE FROM audit WHERE action = 'c'").await;
    let broken = store.verify_audit().await.unwrap().broken.unwrap();
    assert!(broken.contains("was removed"), "{broken}");

    let (database, store) = filled().await;
    database.tamper("DELETE FROM audit WHERE action = 'a'").await;
    assert!(store.verify_audit().await.unwrap().broken.unwrap().contains("removed"));

    let (database, store) = filled().await;
    database.tamper("DELETE FROM audit WHERE action = 'd'").await;
    let broken = store.verify_audit().await.unwrap().broken.unwrap();
    assert!(broken.contains("newest records were removed"), "{broken}");
}

#[tokio::test]
async fn the_purge_keeps_the_chain_verifiable() {
    let (_dir, store) = filled().await;
    assert_eq!(store.purge_audit(Timestamp(Timestamp::now().micros() + 1)).await.unwrap(), 4);
    store.audit(&entry("e")).await.unwrap();
    let check = store.verify_audit().await.unwrap();
    assert_eq!((check.records, check.broken), (1, None));
    let kept = store.audit_records(&postern_store::AuditFilter { limit: 10, ..Default::default() }).await.unwrap();
    assert_eq!(kept.iter().map(|r| r.action.as_str()).collect::<Vec<_>>(), ["e"]);
}
