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

#[tokio::test]
async fn an_account_keeps_its_folders_as_the_server_lists_them() {
    let database = TestDatabase::new().await;
    let store = database.open().await;
    let user = store.create_user("alice", false).await.unwrap().id;
    let settings = serde_json::json!({ "imap_host": "127.0.0.1" });
    let account = store
        .create_account(NewAccount {
            id: "acc_1",
            user_id: &user,
            email: "alice@example.test",
            provider: "imap",
            settings: &settings,
            sealed_credentials: b"sealed",
            capabilities: &["IDLE".to_string()],
            audit: None,
        })
        .await
        .unwrap();
    let record = store.account("acc_1").await.unwrap().unwrap();
    assert_eq!(
        (record.account.email.as_str(), record.sealed_credentials.as_slice()),
        ("alice@example.test", &b"sealed"[..])
    );
    assert_eq!(record.account.capabilities, ["IDLE"]);
    assert_eq!(store.accounts_of(&user).await.unwrap()[0].id, account.id);
    store.set_account_status("acc_1", "error", Some("login refused"), None).await.unwrap();
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
