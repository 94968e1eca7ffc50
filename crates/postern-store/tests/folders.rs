//! Connected accounts and their folder lists, on the backend the tests run on: an account's
//! rows, status and events; the folders made what the server lists (kept ids, renamed in place,
//! gone ones deleted); the account and its events gone with it.

use postern_store::testing::TestDatabase;
use postern_store::{FolderSpec, NewAccount};

fn spec(raw: &str, role: Option<&str>) -> FolderSpec {
    FolderSpec {
        raw_name: raw.into(),
        name: raw.into(),
        role: role.map(String::from),
        selectable: true,
        delimiter: Some("/".into()),
    }
}

/// alice's IMAP account `acc_1` of `user`.
fn alice<'a>(user: &'a str, settings: &'a serde_json::Value) -> NewAccount<'a> {
    NewAccount {
        id: "acc_1",
        user_id: user,
        email: "alice@example.test",
        provider: postern_core::model::ProviderKind::Imap,
        settings,
        sealed_credentials: b"sealed",
        capabilities: &[],
        audit: None,
    }
}

#[tokio::test]
async fn an_account_keeps_its_folders_as_the_server_lists_them() {
    let database = TestDatabase::new().await;
    let store = database.open().await;
    let user = store.create_user("alice", false).await.unwrap().id;
    let settings = serde_json::json!({ "imap_host": "127.0.0.1" });
    let capabilities = ["IDLE".to_string()];
    let account =
        store.create_account(NewAccount { capabilities: &capabilities, ..alice(&user, &settings) }).await.unwrap();
    let record = store.account("acc_1").await.unwrap().unwrap();
    assert_eq!(
        (record.account.email.as_str(), record.sealed_credentials.as_slice()),
        ("alice@example.test", &b"sealed"[..])
    );
    assert_eq!(record.account.capabilities, ["IDLE"]);
    assert_eq!(store.accounts_of(&user).await.unwrap()[0].id, account.id);
    store
        .set_account_status("acc_1", postern_core::model::AccountStatus::Error, Some("login refused"), None)
        .await
        .unwrap();
    let record = store.account("acc_1").await.unwrap().unwrap();
    assert_eq!(
        (record.account.status.as_str(), record.account.status_reason.as_deref()),
        ("error", Some("login refused"))
    );
    assert_eq!(record.account.capabilities, ["IDLE"], "kept when not given");

    let first = store
        .sync_folders("acc_1", &user, &[spec("INBOX", Some("inbox")), spec("Sent", Some("sent")), spec("Old", None)])
        .await
        .unwrap();
    assert_eq!(first.iter().map(|f| f.raw_name.as_str()).collect::<Vec<_>>(), ["INBOX", "Old", "Sent"]);
    let inbox = first.iter().find(|f| f.raw_name == "INBOX").unwrap().folder.id.clone();
    let mut renamed = spec("Sent", Some("sent"));
    renamed.name = "Sent Items".into();
    let second = store.sync_folders("acc_1", &user, &[spec("INBOX", Some("inbox")), renamed]).await.unwrap();
    assert_eq!(second.len(), 2, "the folder the server no longer lists is gone");
    assert_eq!(second.iter().find(|f| f.raw_name == "INBOX").unwrap().folder.id, inbox, "kept its id");
    assert_eq!(second.iter().find(|f| f.raw_name == "Sent").unwrap().folder.name, "Sent Items");
    let counted = store.folders("acc_1").await.unwrap();
    assert!(counted.iter().all(|f| f.folder.message_count == 0 && f.folder.unread_count == 0));
    let one = store.folder(&inbox).await.unwrap().unwrap();
    assert_eq!((one.folder.role.as_deref(), one.delimiter.as_deref(), one.cursor), (Some("inbox"), Some("/"), None));
    assert_eq!(store.folder_states("acc_1").await.unwrap().len(), 2);

    let events = store.account_events("acc_1").await.unwrap();
    assert_eq!(events.first().map(|e| e.0.as_str()), Some("account.created"));
    assert!(store.delete_account("acc_1", None).await.unwrap());
    assert!(store.account("acc_1").await.unwrap().is_none());
    assert!(store.folder(&inbox).await.unwrap().is_none(), "its folders went with it");
    assert!(store.account_events("acc_1").await.unwrap().iter().all(|e| e.0 == "account.deleted"));
    assert!(!store.delete_account("acc_1", None).await.unwrap());
}

/// One instance syncs an account at a time: a second handle (another instance) cannot take the
/// lease while it runs; once it has expired and been taken over, the old holder can neither renew
/// it nor write a sync pass, and the new one can. On SQLite the lease is always held.
#[tokio::test]
async fn a_sync_lease_has_one_holder_and_a_replaced_one_cannot_write() {
    let database = TestDatabase::new().await;
    let (a, b) = (database.open().await, database.open().await);
    let user = a.create_user("alice", false).await.unwrap().id;
    let settings = serde_json::json!({ "imap_host": "127.0.0.1" });
    a.create_account(alice(&user, &settings)).await.unwrap();
    let held = a.take_sync_lease("acc_1").await.unwrap().expect("a free lease is taken");
    let inbox = held.store().sync_folders("acc_1", &user, &[spec("INBOX", Some("inbox"))]).await.unwrap();
    if !a.shared() {
        assert!(b.take_sync_lease("acc_1").await.unwrap().is_some(), "SQLite: one instance, always held");
        return;
    }
    assert!(b.take_sync_lease("acc_1").await.unwrap().is_none(), "a holds it");
    assert!(held.renew().await.unwrap());

    // a pauses past its lease and b takes over.
    database.tamper("UPDATE sync_leases SET expires_at = 0").await;
    let taken = b.take_sync_lease("acc_1").await.unwrap().expect("an expired lease is taken over");
    assert!(!held.renew().await.unwrap(), "a lost it");
    let pass = postern_store::FolderDelta::empty(&inbox[0].folder.id, false);
    let refused = held.store().apply_deltas("acc_1", &user, std::slice::from_ref(&pass)).await;
    assert!(matches!(refused, Err(postern_store::StoreError::LeaseLost)), "{refused:?}");
    let spec_list = [spec("INBOX", Some("inbox")), spec("Archive", None)];
    assert!(matches!(
        held.store().sync_folders("acc_1", &user, &spec_list).await,
        Err(postern_store::StoreError::LeaseLost)
    ));
    taken.store().apply_deltas("acc_1", &user, &[pass]).await.expect("the new holder writes");
    // Given up, it is free at once.
    taken.release().await;
    assert!(a.take_sync_lease("acc_1").await.unwrap().is_some());
}
