use postern_core::Timestamp;
use postern_core::model::Address;
use postern_store::{FolderDelta, FolderSpec, IndexedMessage, NewAccount, Store};
use std::time::Instant;

#[tokio::main]
async fn main() {
    let n: u32 = std::env::var("N").ok().and_then(|v| v.parse().ok()).unwrap_or(100_000);
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).await.unwrap();
    let user = store.create_user("alice", false).await.unwrap().id;
    if let Ok(drop) = std::env::var("DROP") {
        use sqlx::Connection;
        let mut c = sqlx::SqliteConnection::connect(&format!("sqlite://{}", dir.path().join("postern.db").display()))
            .await
            .unwrap();
        for index in drop.split(',') {
            sqlx::query(sqlx::AssertSqlSafe(format!("DROP INDEX {index}"))).execute(&mut c).await.unwrap();
        }
    }
    let settings = serde_json::json!({"imap_host": "127.0.0.1"});
    store
        .create_account(NewAccount {
            id: "acc_1",
            user_id: &user,
            email: "a@x.test",
            provider: "imap",
            settings: &settings,
            sealed_credentials: b"s",
            capabilities: &[],
        })
        .await
        .unwrap();
    let folders = store
        .sync_folders(
            "acc_1",
            &user,
            &[FolderSpec {
                raw_name: "INBOX".into(),
                name: "INBOX".into(),
                role: Some("inbox".into()),
                selectable: true,
            }],
        )
        .await
        .unwrap();
    let folder = folders[0].folder.id.clone();
    let mut rng: u64 = 7;
    let mut next = || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng
    };
    let started = Instant::now();
    for batch in 0..(n / 2500) {
        let created: Vec<IndexedMessage> = (0..2500u32)
            .map(|i| {
                let uid = batch * 2500 + i + 1;
                let r = next();
                let reply = r % 10 < 3;
                IndexedMessage {
                    uid,
                    flags: vec!["\\Seen".into()],
                    internal_date: Timestamp(1_700_000_000_000_000 + (r % 60_000_000) as i64 * 1_000_000),
                    date: Some(Timestamp(1_700_000_000_000_000)),
                    size: 8000,
                    modseq: Some(uid as u64),
                    message_id: Some(format!("{uid}.{:08x}@example.com", r as u32)),
                    in_reply_to: reply.then(|| format!("{}.x@example.com", uid.saturating_sub(5))),
                    references: vec![],
                    subject: format!(
                        "{}Subject number {}",
                        if reply { "Re: " } else { "" },
                        r % std::env::var("SUBJECTS").ok().and_then(|v| v.parse().ok()).unwrap_or(5000u64)
                    ),
                    from: vec![Address {
                        name: Some("Anna Schmidt".into()),
                        email: format!("anna{}@example.com", r % 400),
                    }],
                    to: vec![Address { name: None, email: "alice@example.test".into() }],
                    cc: vec![],
                    has_attachments: false,
                    found: None,
                }
            })
            .collect();
        let delta = FolderDelta {
            folder_id: folder.clone(),
            created,
            flags: vec![],
            vanished: vec![],
            reset: false,
            initial: true,
            state: None,
        };
        store.apply_deltas("acc_1", &user, &[delta]).await.unwrap();
    }
    println!("{n} messages written in {:.2} s", started.elapsed().as_secs_f64());
    while store.index_text_batch(5000).await.unwrap() > 0 {}
    for (label, filter) in [
        ("list", postern_store::IndexFilter::default()),
        ("from=full", postern_store::IndexFilter { from: Some("anna17@example.com".into()), ..Default::default() }),
        ("from=local", postern_store::IndexFilter { from: Some("anna17".into()), ..Default::default() }),
        ("q=word", postern_store::IndexFilter { q: Some("number 42".into()), ..Default::default() }),
    ] {
        let t = Instant::now();
        let mut hits = 0;
        for _ in 0..100 {
            hits = store.list_indexed(&[], &[folder.clone()], &filter, None, 50).await.unwrap().messages.len();
        }
        println!("{label}: {:.2} ms per query ({hits} hits)", t.elapsed().as_secs_f64() * 10.0);
    }
}
