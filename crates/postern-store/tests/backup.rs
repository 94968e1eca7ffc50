//! A backup's stream (docs/BACKUPS.md) on the backend the tests run on: read back whole into an
//! empty store under another master key, refused when any line is missing, altered or added,
//! and never written into a store that holds an installation.

use postern_core::model::ProviderKind;
use postern_store::backup::check;
use postern_store::testing::TestDatabase;
use postern_store::vault::{MasterKey, Vault};
use postern_store::{Delivery, MessageFilter, NewAccount, NewInbox, Store};
use tokio::sync::mpsc;

/// The stream's lines, as a backup of `store` writes them.
async fn backed_up(store: &Store, vault: &Vault) -> Vec<String> {
    let (tx, mut rx) = mpsc::channel(4);
    let (manifest, bytes) = tokio::join!(store.back_up(vault, "test", tx), async {
        let mut bytes = Vec::new();
        while let Some(chunk) = rx.recv().await {
            bytes.extend(chunk);
        }
        bytes
    });
    assert!(manifest.unwrap().rows() > 0);
    String::from_utf8(bytes).unwrap().lines().map(str::to_string).collect()
}

fn fed(lines: Vec<String>) -> mpsc::Receiver<String> {
    let (tx, rx) = mpsc::channel(lines.len().max(1));
    for line in lines {
        tx.try_send(line).unwrap();
    }
    rx
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_restores_whole_under_another_key_and_a_damaged_one_is_refused() {
    let source_db = TestDatabase::new().await;
    let source = source_db.open().await;
    let source_vault = Vault::fixed(MasterKey::generate());
    let user = source.create_user("alice", false).await.unwrap();
    let token = source.create_token(&user.id, "agent").await.unwrap();
    let sealed = source_vault.seal("acc_1", b"app-password").unwrap();
    let settings = serde_json::json!({"imap_host": "127.0.0.1"});
    source
        .create_account(NewAccount {
            id: "acc_1",
            user_id: &user.id,
            email: "alice@example.test",
            provider: ProviderKind::Imap,
            settings: &settings,
            sealed_credentials: &sealed,
            capabilities: &[],
            audit: None,
        })
        .await
        .unwrap();
    let inbox =
        source.create_inbox(NewInbox { user_id: &user.id, label: "", domain: "postern.localhost" }).await.unwrap();
    for n in 0..3 {
        let raw = format!("Subject: m{n}\r\n\r\nYour code is 12345{n}\r\n").into_bytes();
        let parsed = postern_mail::parse(&raw);
        let recipients = vec![(inbox.id.clone(), "x@postern.localhost".into())];
        source
            .deliver(Delivery { recipients, envelope_from: "a@shop.test".into(), raw, parsed, authentication: None })
            .await
            .unwrap();
    }
    let lines = backed_up(&source, &source_vault).await;
    let manifest = check(fed(lines.clone())).await.unwrap();
    assert_eq!((manifest.tables["users"], manifest.tables["messages"], manifest.tables["accounts"]), (1, 3, 1));
    assert!(!lines.iter().any(|l| l.contains("app-password")), "no credential in the clear");

    // Each kind of damage is found.
    let a_row = lines.iter().position(|l| l.starts_with('[') && l.contains("m1")).unwrap();
    let without_a_row = lines.iter().enumerate().filter(|(i, _)| *i != a_row).map(|(_, l)| l.clone()).collect();
    let cut_short = lines[..lines.len() - 1].to_vec();
    let mut altered = lines.clone();
    let at = altered.iter().position(|l| l.contains("m1")).unwrap();
    altered[at] = altered[at].replace("m1", "m9");
    let mut extended = lines.clone();
    extended.push("[]".into());
    let mut injected = lines.clone();
    let at = injected.iter().position(|l| l.starts_with("{\"table\":\"users\"")).unwrap();
    injected[at] = injected[at].replacen("\"id\"", "\"id) VALUES (1); DROP TABLE users; --\"", 1);
    for (damaged, why) in [
        (without_a_row, "its checksum does not match"),
        (cut_short, "it ends before its trailer"),
        (altered, "its checksum does not match"),
        (extended, "something follows its end"),
        (injected, "a column's name is not one of Postern's"),
    ] {
        let refused = check(fed(damaged)).await.unwrap_err().to_string();
        assert!(refused.contains(why), "{refused}");
    }

    // Into an empty store under another key: everything there, the credential opens there.
    let target_db = TestDatabase::new().await;
    let target = target_db.open().await;
    let target_vault = Vault::fixed(MasterKey::generate());
    let restored = target.restore(&target_vault, fed(lines.clone())).await.unwrap();
    assert_eq!(restored.tables, manifest.tables);
    let account = target.account("acc_1").await.unwrap().unwrap();
    assert_eq!(target_vault.open("acc_1", &account.sealed_credentials).unwrap(), b"app-password");
    assert!(source_vault.open("acc_1", &account.sealed_credentials).is_err(), "sealed under the target's key");
    let owner = target.token_owner(&postern_core::token::hash(&token)).await.unwrap().expect("the token works");
    assert_eq!(owner.user.id, user.id);
    let page = target.list_messages(&inbox.id, &MessageFilter::default(), None, 10).await.unwrap();
    assert_eq!(page.messages.len(), 3);
    assert!(target.verify_audit().await.unwrap().broken.is_none(), "the audit chain verifies");

    // A store that holds an installation is refused, and keeps what it had.
    let again = target.restore(&target_vault, fed(lines)).await.unwrap_err().to_string();
    assert!(again.contains("already holds an installation"), "{again}");
    assert_eq!(target.list_messages(&inbox.id, &MessageFilter::default(), None, 10).await.unwrap().messages.len(), 3);
}
