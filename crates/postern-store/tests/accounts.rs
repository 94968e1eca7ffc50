//! The index of connected accounts: ids survive moves and UIDVALIDITY changes, every change has
//! its event, ambiguous matches are never merged; searches find the same messages on both
//! backends (these tests run on SQLite and, with `POSTERN_TEST_DATABASE=postgres`, on PostgreSQL).

use postern_core::Timestamp;
use postern_core::model::{AccountStatus, Address};
use postern_store::testing::TestDatabase;
use postern_store::{
    BodyText, FeedScope, FlagChange, FolderDelta, FolderSpec, Found, IndexFilter, IndexedMessage, Locator, NewAccount,
    Store,
};

struct Fixture {
    _db: TestDatabase,
    store: Store,
    user: String,
    account: String,
    inbox: String,
    archive: String,
}

async fn fixture() -> Fixture {
    let db = TestDatabase::new().await;
    let store = db.open().await;
    let user = store.create_user("alice", false).await.unwrap().id;
    let settings = serde_json::json!({"imap_host": "127.0.0.1"});
    store
        .create_account(NewAccount {
            id: "acc_1",
            user_id: &user,
            email: "alice@example.test",
            provider: postern_core::model::ProviderKind::Imap,
            settings: &settings,
            sealed_credentials: b"sealed",
            capabilities: &[],
            audit: None,
        })
        .await
        .unwrap();
    let spec = |raw: &str, role: &str| FolderSpec {
        raw_name: raw.into(),
        name: raw.into(),
        role: Some(role.into()),
        selectable: true,
        delimiter: Some("/".into()),
    };
    let folders =
        store.sync_folders("acc_1", &user, &[spec("INBOX", "inbox"), spec("Archive", "archive")]).await.unwrap();
    let id_of = |raw: &str| folders.iter().find(|f| f.raw_name == raw).unwrap().folder.id.clone();
    Fixture { inbox: id_of("INBOX"), archive: id_of("Archive"), _db: db, store, user, account: "acc_1".into() }
}

fn message(uid: u32, message_id: Option<&str>, subject: &str) -> IndexedMessage {
    IndexedMessage {
        at: Locator::Number(uid),
        flags: vec![],
        internal_date: Timestamp(1_700_000_000_000_000 + uid as i64),
        date: Some(Timestamp(1_700_000_000_000_000)),
        size: 1000,
        modseq: None,
        message_id: message_id.map(str::to_string),
        in_reply_to: None,
        references: vec![],
        subject: subject.into(),
        from: vec![Address { name: None, email: "a@example.test".into() }],
        to: vec![],
        cc: vec![],
        has_attachments: false,
        found: None,
    }
}

fn delta(folder: &str) -> FolderDelta {
    FolderDelta::empty(folder, false)
}

async fn ids(f: &Fixture, folder: &str) -> Vec<(String, String)> {
    let page = f.store.list_indexed(&[], &[folder.to_string()], &IndexFilter::default(), None, 100).await.unwrap();
    page.messages.into_iter().map(|(_, m)| (m.subject, m.id)).collect()
}

/// How many of the account's messages `filter` finds.
async fn count(f: &Fixture, filter: IndexFilter) -> usize {
    f.store.list_indexed(std::slice::from_ref(&f.account), &[], &filter, None, 100).await.unwrap().messages.len()
}

async fn event_kinds(f: &Fixture) -> Vec<String> {
    f.store.account_events(&f.account).await.unwrap().into_iter().map(|(kind, _)| kind).collect()
}

#[tokio::test]
async fn a_move_keeps_the_id_and_a_flag_change_is_an_update() {
    let f = fixture().await;
    let mut first = delta(&f.inbox);
    first.created = vec![message(1, Some("m1@x"), "one"), message(2, Some("m2@x"), "two")];
    first.initial = true;
    let applied = f.store.apply_deltas(&f.account, &f.user, &[first]).await.unwrap();
    assert_eq!(applied.created, 2);
    let before = ids(&f, &f.inbox).await;

    // Another client moves "one" to Archive (it gets UID 7 there) and flags "two".
    let mut inbox = delta(&f.inbox);
    inbox.removed = vec![Locator::Number(1)];
    inbox.flags = vec![FlagChange { at: Locator::Number(2), flags: vec!["\\Flagged".into()], modseq: Some(9) }];
    let mut archive = delta(&f.archive);
    archive.created = vec![message(7, Some("m1@x"), "one")];
    let applied = f.store.apply_deltas(&f.account, &f.user, &[inbox, archive]).await.unwrap();
    assert_eq!((applied.moved, applied.updated, applied.deleted, applied.created), (1, 1, 0, 0));
    let moved = ids(&f, &f.archive).await;
    assert_eq!(moved, vec![before.iter().find(|(s, _)| s == "one").unwrap().clone()]);
    let page =
        f.store.list_indexed(&[], std::slice::from_ref(&f.inbox), &IndexFilter::default(), None, 10).await.unwrap();
    assert!(page.messages[0].1.starred);
    // The first indexing wrote no per-message events; the pass after it one per change.
    assert_eq!(event_kinds(&f).await, ["account.created", "message.moved", "message.updated"]);

    // The same flags from the API and from a pass, in another order: one change, not
    // two (a pass that ran between the API's STORE and its record saw the flags first).
    let two = before.iter().find(|(s, _)| s == "two").unwrap().1.clone();
    let mut pass = delta(&f.inbox);
    pass.flags =
        vec![FlagChange { at: Locator::Number(2), flags: vec!["\\Seen".into(), "\\Flagged".into()], modseq: None }];
    assert_eq!(f.store.apply_deltas(&f.account, &f.user, &[pass]).await.unwrap().updated, 1);
    let api = vec![(two, vec!["\\Flagged".into(), "\\Seen".into(), "\\Seen".into()])];
    assert!(f.store.record_flags(&api).await.unwrap().is_empty(), "no second change");
    assert_eq!(event_kinds(&f).await, ["account.created", "message.moved", "message.updated", "message.updated"]);
}

#[tokio::test]
async fn ambiguous_or_anonymous_messages_are_deleted_and_created_never_merged() {
    let f = fixture().await;
    let mut first = delta(&f.inbox);
    // Two copies of the same mail, and one without a Message-ID.
    first.created = vec![message(1, Some("dup@x"), "dup"), message(2, Some("dup@x"), "dup"), message(3, None, "anon")];
    f.store.apply_deltas(&f.account, &f.user, &[first]).await.unwrap();
    let old: Vec<String> = ids(&f, &f.inbox).await.into_iter().map(|(_, id)| id).collect();

    let mut inbox = delta(&f.inbox);
    inbox.removed = (1..=3).map(Locator::Number).collect();
    let mut archive = delta(&f.archive);
    archive.created =
        vec![message(1, Some("dup@x"), "dup"), message(2, Some("dup@x"), "dup"), message(3, None, "anon")];
    let applied = f.store.apply_deltas(&f.account, &f.user, &[inbox, archive]).await.unwrap();
    assert_eq!((applied.moved, applied.deleted, applied.created), (0, 3, 3));
    let new: Vec<String> = ids(&f, &f.archive).await.into_iter().map(|(_, id)| id).collect();
    assert!(new.iter().all(|id| !old.contains(id)));
    let kinds = event_kinds(&f).await;
    assert_eq!(kinds.iter().filter(|k| *k == "message.deleted").count(), 3);
    assert_eq!(kinds.iter().filter(|k| *k == "message.created").count(), 6);
}

#[tokio::test]
async fn a_uidvalidity_change_reindexes_without_phantom_changes() {
    let f = fixture().await;
    let mut first = delta(&f.inbox);
    first.created = vec![message(1, Some("a@x"), "a"), message(2, Some("b@x"), "b"), message(3, Some("c@x"), "c")];
    first.cursor = Some("1:4:".into());
    f.store.apply_deltas(&f.account, &f.user, &[first]).await.unwrap();
    let before = ids(&f, &f.inbox).await;

    // The server renumbered the folder: "c" is gone, the others swapped UIDs 1 and 2.
    let mut reset = delta(&f.inbox);
    reset.reset = true;
    reset.created = vec![message(2, Some("a@x"), "a"), message(1, Some("b@x"), "b")];
    reset.cursor = Some("2:3:".into());
    let applied = f.store.apply_deltas(&f.account, &f.user, &[reset]).await.unwrap();
    assert_eq!((applied.moved, applied.created, applied.deleted, applied.updated), (0, 0, 1, 0));
    let after = ids(&f, &f.inbox).await;
    assert_eq!(after.len(), 2);
    assert!(after.iter().all(|m| before.contains(m)));
    assert_eq!(event_kinds(&f).await.iter().filter(|k| k.starts_with("message.")).count(), 4, "3 created + 1 deleted");
    let folder = f.store.folder(&f.inbox).await.unwrap().unwrap();
    assert_eq!(folder.cursor.as_deref(), Some("2:3:"));
}

#[tokio::test]
async fn filters_and_pages_answer_from_the_index() {
    let f = fixture().await;
    let mut first = delta(&f.inbox);
    first.created = (1..=30).map(|i| message(i, Some(&format!("{i}@x")), &format!("Grüße Nummer {i}"))).collect();
    first.created[4].flags = vec!["\\Seen".into()];
    f.store.apply_deltas(&f.account, &f.user, &[first]).await.unwrap();
    let all = [f.account.clone()];
    // ASCII letters fold, the rest matches itself.
    let filter = IndexFilter { subject: Some("grüße NUMMER 1".into()), ..IndexFilter::default() };
    let page = f.store.list_indexed(&all, &[], &filter, None, 100).await.unwrap();
    assert_eq!(page.messages.len(), 11); // 1, 10–19
    // The full-text index, partly filled, then whole, answers the same; so do short queries
    // (under 3 characters: no trigram) and rows deleted after they were indexed.
    let subject = |s: &str| IndexFilter { subject: Some(s.into()), ..IndexFilter::default() };
    assert_eq!(f.store.index_text_batch(10).await.unwrap(), 10);
    assert_eq!(count(&f, subject("Nummer 1")).await, 11);
    assert_eq!(count(&f, IndexFilter { q: Some("grüße nummer 2".into()), ..IndexFilter::default() }).await, 11);
    while f.store.index_text_batch(7).await.unwrap() > 0 {}
    assert_eq!(count(&f, subject("Nummer 1")).await, 11);
    assert_eq!(count(&f, subject("1")).await, 12, "1, 10–19, 21");
    let from = IndexFilter { from: Some("a@example".into()), ..IndexFilter::default() };
    assert_eq!(count(&f, from).await, 30);
    let mut gone = delta(&f.inbox);
    gone.removed = vec![Locator::Number(1), Locator::Number(10)];
    f.store.apply_deltas(&f.account, &f.user, &[gone]).await.unwrap();
    assert_eq!(count(&f, subject("Nummer 1")).await, 9);
    let read = IndexFilter { unread: Some(false), ..IndexFilter::default() };
    let page = f.store.list_indexed(&all, &[], &read, None, 100).await.unwrap();
    assert_eq!(page.messages.len(), 1);
    let mut seen = Vec::new();
    let mut after = None;
    loop {
        let page = f.store.list_indexed(&all, &[], &IndexFilter::default(), after, 7).await.unwrap();
        after = page.messages.last().map(|(p, _)| *p);
        seen.extend(page.messages.into_iter().map(|(_, m)| m.received_at));
        if !page.has_more {
            break;
        }
    }
    assert_eq!(seen.len(), 28);
    assert!(seen.windows(2).all(|w| w[0] > w[1]), "newest first, no repeats");
}

/// `from=` with a whole address asks the trigram index for its local part only; the address
/// still decides, before and after the background indexer has reached the rows.
#[tokio::test]
async fn an_address_search_matches_the_whole_address() {
    let f = fixture().await;
    let mut first = delta(&f.inbox);
    first.created = ["klara.weber@bank.test", "klara.weber@other.test", "anna@bank.test"]
        .iter()
        .enumerate()
        .map(|(i, email)| IndexedMessage {
            from: vec![Address { name: Some("Klara Weber".into()), email: (*email).into() }],
            ..message(i as u32 + 1, Some(&format!("{i}@x")), "Statement")
        })
        .collect();
    f.store.apply_deltas(&f.account, &f.user, &[first]).await.unwrap();
    async fn from(f: &Fixture, value: &str) -> Vec<String> {
        let filter = IndexFilter { from: Some(value.into()), ..IndexFilter::default() };
        let page = f.store.list_indexed(std::slice::from_ref(&f.account), &[], &filter, None, 100).await.unwrap();
        page.messages.into_iter().map(|(_, m)| m.from[0].email.clone()).collect::<Vec<_>>()
    }
    for indexed in [false, true] {
        if indexed {
            while f.store.index_text_batch(100).await.unwrap() > 0 {}
        }
        assert_eq!(from(&f, "klara.weber@bank.test").await, ["klara.weber@bank.test"], "indexed: {indexed}");
        assert_eq!(from(&f, "KLARA.WEBER@").await, ["klara.weber@other.test", "klara.weber@bank.test"]);
        assert_eq!(from(&f, "@bank.test").await, ["anna@bank.test", "klara.weber@bank.test"]);
    }
}

#[tokio::test]
async fn a_key_rotation_reseals_every_credential_and_webhook_secret() {
    use postern_store::vault::Vault;
    let db = TestDatabase::new().await;
    let dir = db.dir();
    let store = db.open().await;
    let user = store.create_user("alice", false).await.unwrap().id;
    let vault = Vault::load(dir, None).unwrap();
    let settings = serde_json::json!({});
    for id in ["acc_a", "acc_b"] {
        let sealed = vault.seal(id, format!("secret of {id}").as_bytes()).unwrap();
        let new = NewAccount {
            id,
            user_id: &user,
            email: "a@example.test",
            provider: postern_core::model::ProviderKind::Imap,
            settings: &settings,
            sealed_credentials: &sealed,
            capabilities: &[],
            audit: None,
        };
        store.create_account(new).await.unwrap();
    }
    // A webhook endpoint's signing secret is sealed too.
    let secret = vault.seal("whk_a", b"whsec_a").unwrap();
    let filters = serde_json::json!({});
    let hook = postern_store::NewWebhook {
        id: "whk_a",
        user_id: &user,
        url: "https://hooks.example.test/in",
        description: "",
        events: &["*".to_string()],
        filters: &filters,
        inbox_id: None,
        enabled: true,
        secret: &secret,
        audit: None,
    };
    store.create_webhook(&hook).await.unwrap();
    // And a web UI user's TOTP secret.
    let totp = format!("totp:{user}");
    store.start_totp(&user, &vault.seal(&totp, b"totp secret").unwrap()).await.unwrap();
    let rotated = Vault::begin_rotation(dir).unwrap();
    assert_eq!(store.reseal_all(&rotated).await.unwrap(), 4);
    assert_eq!(store.reseal_all(&rotated).await.unwrap(), 0, "nothing left under the old key");
    Vault::finish_rotation(dir).unwrap();
    let fresh = Vault::load(dir, None).unwrap();
    for record in store.all_accounts().await.unwrap() {
        let id = &record.account.id;
        assert_eq!(fresh.open(id, &record.sealed_credentials).unwrap(), format!("secret of {id}").as_bytes());
    }
    let hook = store.webhook("whk_a").await.unwrap().unwrap();
    assert_eq!(fresh.open("whk_a", &hook.secret).unwrap(), b"whsec_a");
    let device = store.totp_of(&user).await.unwrap().unwrap();
    assert_eq!(fresh.open(&totp, &device.sealed).unwrap(), b"totp secret");
}

#[tokio::test]
async fn threads_follow_references_then_reply_subjects() {
    let f = fixture().await;
    let reply = |uid, id: &str, subject: &str, parent: Option<&str>, refs: &[&str]| IndexedMessage {
        in_reply_to: parent.map(str::to_string),
        references: refs.iter().map(|r| r.to_string()).collect(),
        ..message(uid, Some(id), subject)
    };
    let mut first = delta(&f.inbox);
    first.created = vec![
        reply(1, "a@x", "Plan", None, &[]),
        reply(2, "b@x", "Re: Plan", Some("a@x"), &["a@x"]),
        reply(3, "c@x", "AW: plan", None, &[]),
        reply(4, "d@x", "Other", None, &[]),
    ];
    f.store.apply_deltas(&f.account, &f.user, &[first]).await.unwrap();
    // Later, in another folder: a reply that names only its grandparent's chain, and an orphan.
    let mut later = delta(&f.archive);
    later.created =
        vec![reply(1, "e@x", "Re: Re: Plan", None, &["a@x", "b@x"]), reply(2, "f@x", "Re: Unknown", None, &[])];
    f.store.apply_deltas(&f.account, &f.user, &[later]).await.unwrap();

    let all =
        f.store.list_indexed(std::slice::from_ref(&f.account), &[], &IndexFilter::default(), None, 100).await.unwrap();
    let thread = |mid: &str| {
        all.messages.iter().find(|(_, m)| m.message_id.as_deref() == Some(mid)).unwrap().1.thread_id.clone()
    };
    assert!(thread("a@x").starts_with("thr_"));
    for mid in ["b@x", "c@x", "e@x"] {
        assert_eq!(thread(mid), thread("a@x"), "{mid}");
    }
    assert_ne!(thread("d@x"), thread("a@x"));
    assert_ne!(thread("f@x"), thread("a@x"));
    let messages = f.store.thread_messages(&f.account, &thread("a@x"), 100).await.unwrap();
    let order: Vec<_> = messages.iter().map(|m| m.message_id.clone().unwrap()).collect();
    assert_eq!(order, ["a@x", "e@x", "b@x", "c@x"], "oldest first by received time");

    // Replies indexed before their parent: one in an earlier pass, one earlier in the same batch,
    // and a grandchild that names only its parent. When the parent arrives, all join its thread.
    let mut early = delta(&f.inbox);
    early.created =
        vec![reply(5, "h@x", "Re: Launch", Some("g@x"), &["g@x"]), reply(6, "i@x", "Ping", Some("h@x"), &[])];
    f.store.apply_deltas(&f.account, &f.user, &[early]).await.unwrap();
    let mut parent = delta(&f.archive);
    parent.created = vec![reply(3, "j@x", "Re: Launch", None, &["g@x"]), reply(4, "g@x", "Launch", None, &[])];
    f.store.apply_deltas(&f.account, &f.user, &[parent]).await.unwrap();
    let all =
        f.store.list_indexed(std::slice::from_ref(&f.account), &[], &IndexFilter::default(), None, 100).await.unwrap();
    let thread = |mid: &str| {
        all.messages.iter().find(|(_, m)| m.message_id.as_deref() == Some(mid)).unwrap().1.thread_id.clone()
    };
    for mid in ["h@x", "i@x", "j@x"] {
        assert_eq!(thread(mid), thread("g@x"), "{mid}");
    }
    assert_ne!(thread("g@x"), thread("a@x"));
    assert_eq!(f.store.thread_messages(&f.account, &thread("g@x"), 100).await.unwrap().len(), 4);
}

/// Several writers at once (SMTP ingest, an account sync, the text indexer): none fails with
/// "database is locked"; each waits for the others.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_writers_wait_for_each_other() {
    let f = fixture().await;
    let inbox = f
        .store
        .create_inbox(postern_store::NewInbox { user_id: &f.user, label: "", domain: "postern.localhost" })
        .await
        .unwrap();
    let sync = {
        let (store, account, user, folder) = (f.store.clone(), f.account.clone(), f.user.clone(), f.inbox.clone());
        tokio::spawn(async move {
            for round in 0..40u32 {
                let mut d = delta(&folder);
                d.created = (0..50).map(|i| message(round * 50 + i + 1, None, &format!("sync {round} {i}"))).collect();
                store.apply_deltas(&account, &user, &[d]).await.unwrap();
                store.index_text_batch(100).await.unwrap();
            }
        })
    };
    let mut deliveries = Vec::new();
    for i in 0..200 {
        let store = f.store.clone();
        let inbox_id = inbox.id.clone();
        deliveries.push(tokio::spawn(async move {
            let raw = format!("Subject: code {i}\r\n\r\nYour code is {:06}\r\n", 100_000 + i).into_bytes();
            let parsed = postern_mail::parse(&raw);
            let delivery = postern_store::Delivery {
                recipients: vec![(inbox_id, "x@postern.localhost".into())],
                envelope_from: "a@example.test".into(),
                raw,
                parsed,
                authentication: None,
            };
            store.deliver(delivery).await
        }));
    }
    for d in deliveries {
        assert_eq!(d.await.unwrap().expect("no delivery fails while others write").len(), 1);
    }
    sync.await.unwrap();
}

/// A first indexing's rows (streamed with `COPY` on PostgreSQL) are found by their headers
/// before the background text index has them, while it fills, and after.
#[tokio::test]
async fn a_first_indexing_is_searchable_before_its_text_index_catches_up() {
    let f = fixture().await;
    let mut writer = f.store.index_writer(&f.account).await.unwrap();
    let batch = (1..=500).map(|uid| message(uid, Some(&format!("<{uid}@x>")), &format!("Invoice {uid}"))).collect();
    writer.index(&f.inbox, batch).await.unwrap();
    writer.indexed(&f.inbox, "1:501:");
    writer.finish().await.unwrap();
    let invoice = || IndexFilter { subject: Some("INVOICE 12".into()), ..IndexFilter::default() };
    let q = || IndexFilter { q: Some("invoice 49".into()), ..IndexFilter::default() };
    assert!(!f.store.text_index_complete(&f.account).await.unwrap());
    assert_eq!((count(&f, invoice()).await, count(&f, q()).await), (11, 11), "12, 120–129; 49, 490–499");
    assert_eq!(f.store.index_text_batch(200).await.unwrap(), 200);
    assert_eq!((count(&f, invoice()).await, count(&f, q()).await), (11, 11));
    while f.store.index_text_batch(200).await.unwrap() > 0 {}
    assert!(f.store.text_index_complete(&f.account).await.unwrap());
    assert_eq!((count(&f, invoice()).await, count(&f, q()).await), (11, 11));
}

#[tokio::test]
async fn deleting_an_account_of_more_messages_than_one_chunk_removes_them_all() {
    let f = fixture().await;
    let mut writer = f.store.index_writer(&f.account).await.unwrap();
    for (folder, base) in [(&f.inbox, 0), (&f.archive, 10_000)] {
        let batch =
            (1..=2_600).map(|uid| message(uid, Some(&format!("<{}@x>", base + uid)), &format!("S{uid}"))).collect();
        writer.index(folder, batch).await.unwrap();
        writer.indexed(folder, "1:2601:");
    }
    writer.finish().await.unwrap();
    f.store.index_text_batch(10_000).await.unwrap();
    let page =
        f.store.list_indexed(std::slice::from_ref(&f.account), &[], &IndexFilter::default(), None, 1).await.unwrap();
    assert!(page.has_more, "5,200 messages are indexed");

    assert!(f.store.delete_account(&f.account, None).await.unwrap());
    assert!(f.store.account(&f.account).await.unwrap().is_none());
    for folder in [&f.inbox, &f.archive] {
        assert!(f.store.indexed_flags(folder).await.unwrap().is_empty(), "no message of {folder} is left");
    }
    let page =
        f.store.list_indexed(std::slice::from_ref(&f.account), &[], &IndexFilter::default(), None, 1).await.unwrap();
    assert!(page.messages.is_empty());
    assert!(!f.store.delete_account(&f.account, None).await.unwrap(), "it is gone");
}

#[tokio::test]
async fn a_first_indexing_started_over_keeps_its_rows_unless_their_uid_names_another_message() {
    let f = fixture().await;
    // Interrupted: two messages written, the folder never marked indexed.
    let mut writer = f.store.index_writer(&f.account).await.unwrap();
    writer.index(&f.inbox, vec![message(1, Some("<a@x>"), "A"), message(2, Some("<b@x>"), "B")]).await.unwrap();
    writer.index(&f.inbox, Vec::new()).await.unwrap(); // the batch before is written
    drop(writer);
    let before = ids(&f, &f.inbox).await;
    assert_eq!(before.len(), 2);
    let id_of =
        |list: &[(String, String)], subject: &str| list.iter().find(|(s, _)| s == subject).map(|(_, id)| id.clone());

    // Started over under a new UIDVALIDITY: UID 1 is another message now, UID 2 the same one.
    let mut writer = f.store.index_writer(&f.account).await.unwrap();
    writer.index(&f.inbox, vec![message(1, Some("<c@x>"), "C"), message(2, Some("<b@x>"), "B")]).await.unwrap();
    writer.indexed(&f.inbox, "2:3:");
    writer.finish().await.unwrap();
    let after = ids(&f, &f.inbox).await;
    let mut subjects: Vec<&str> = after.iter().map(|(s, _)| s.as_str()).collect();
    subjects.sort_unstable();
    assert_eq!(subjects, ["B", "C"], "A's row went with the UID it had");
    assert_eq!(id_of(&after, "B"), id_of(&before, "B"), "B was written already and keeps its id");
    assert!(event_kinds(&f).await.iter().all(|k| !k.starts_with("message.")), "a first indexing reports no changes");
}

#[tokio::test]
async fn a_first_indexing_joins_two_threads_already_written_when_a_message_links_them() {
    let f = fixture().await;
    // Written earlier: <a> starts a thread; <b> answers <x>, which is not there yet.
    let mut writer = f.store.index_writer(&f.account).await.unwrap();
    writer.index(&f.archive, vec![message(1, Some("a@x"), "Plan")]).await.unwrap();
    let mut b = message(2, Some("b@x"), "Re: Budget");
    b.in_reply_to = Some("x@x".into());
    writer.index(&f.archive, vec![b]).await.unwrap();
    writer.indexed(&f.archive, "1:3:");
    writer.finish().await.unwrap();
    let thread = |list: &postern_store::IndexPage, mid: &str| {
        list.messages.iter().find(|(_, m)| m.message_id.as_deref() == Some(mid)).unwrap().1.thread_id.clone()
    };
    let all =
        f.store.list_indexed(std::slice::from_ref(&f.account), &[], &IndexFilter::default(), None, 10).await.unwrap();
    let (thread_a, thread_b) = (thread(&all, "a@x"), thread(&all, "b@x"));
    assert_ne!(thread_a, thread_b);

    // Now <x> arrives, answering <a>: the three are one thread, in the rows and the subjects.
    let mut writer = f.store.index_writer(&f.account).await.unwrap();
    let mut x = message(1, Some("x@x"), "Re: Plan");
    x.in_reply_to = Some("a@x".into());
    writer.index(&f.inbox, vec![x]).await.unwrap();
    writer.indexed(&f.inbox, "1:2:");
    writer.finish().await.unwrap();
    let all =
        f.store.list_indexed(std::slice::from_ref(&f.account), &[], &IndexFilter::default(), None, 10).await.unwrap();
    let joined = thread(&all, "a@x");
    assert_eq!(joined, thread_a.min(thread_b), "the older thread id stays");
    assert_eq!(thread(&all, "b@x"), joined);
    assert_eq!(thread(&all, "x@x"), joined);
    assert_eq!(f.store.thread_messages(&f.account, &joined, 10).await.unwrap().len(), 3);
}

/// Providers without UIDs name messages by reference: the store numbers them itself, finds them
/// by reference for flags and removal, never indexes one twice, and keeps the folder's cursor.
#[tokio::test]
async fn messages_named_by_reference_are_numbered_found_and_never_doubled() {
    let f = fixture().await;
    let by_ref = |reference: &str, subject: &str| IndexedMessage {
        at: Locator::Name(reference.into()),
        ..message(0, Some(&format!("{reference}@test")), subject)
    };
    let mut first = delta(&f.inbox);
    first.created = vec![by_ref("uidl-a", "a"), by_ref("uidl-b", "b")];
    first.cursor = Some("2:abc".into());
    f.store.apply_deltas(&f.account, &f.user, &[first]).await.unwrap();
    let states = f.store.folder_states(&f.account).await.unwrap();
    assert_eq!(states.iter().find(|s| s.folder.id == f.inbox).unwrap().cursor.as_deref(), Some("2:abc"));

    // The same reference again (a pass that started over) is not a second message.
    let mut again = delta(&f.inbox);
    again.created = vec![by_ref("uidl-b", "b"), by_ref("uidl-c", "c")];
    again.flags = vec![FlagChange { at: Locator::Name("uidl-a".into()), flags: vec!["\\Seen".into()], modseq: None }];
    let applied = f.store.apply_deltas(&f.account, &f.user, &[again]).await.unwrap();
    assert_eq!((applied.created, applied.updated), (1, 1));
    let known = f.store.indexed_refs(&f.inbox).await.unwrap();
    assert_eq!(known.len(), 3);
    assert_eq!(known["uidl-a"], ["\\Seen"]);
    let rows: Vec<_> = ids(&f, &f.inbox).await;
    let mut found = Vec::new();
    for (_, id) in &rows {
        found.push(f.store.indexed_message(id).await.unwrap().unwrap().at.reference());
    }
    found.sort_unstable();
    assert_eq!(found, ["uidl-a", "uidl-b", "uidl-c"], "each indexed once, under its name");

    let mut gone = delta(&f.inbox);
    gone.removed = vec![Locator::Name("uidl-b".into())];
    assert_eq!(f.store.apply_deltas(&f.account, &f.user, &[gone]).await.unwrap().deleted, 1);
    let subjects: Vec<String> = ids(&f, &f.inbox).await.into_iter().map(|(s, _)| s).collect();
    assert!(!subjects.contains(&"b".to_string()) && subjects.len() == 2, "{subjects:?}");
    // A later arrival takes a number of its own in the index (the numbers are unique per folder).
    let mut later = delta(&f.inbox);
    later.created = vec![by_ref("uidl-d", "d")];
    assert_eq!(f.store.apply_deltas(&f.account, &f.user, &[later]).await.unwrap().created, 1);
    let d = ids(&f, &f.inbox).await.into_iter().find(|(s, _)| s == "d").unwrap().1;
    assert_eq!(f.store.indexed_message(&d).await.unwrap().unwrap().at, Locator::Name("uidl-d".into()));
}

/// A message deleted through the API is not written back by a sync pass that read the server
/// before the deletion (its delta still names it as new); other new messages are.
/// A draft saved again is its new version under the same id; a pass that read the folder before
/// the old version was taken out does not index that old version again as a new message.
#[tokio::test]
async fn a_pass_that_read_the_server_before_a_replacement_does_not_bring_the_old_version_back() {
    let f = fixture().await;
    let mut first = delta(&f.inbox);
    first.created = vec![message(3, Some("draft-v1@test"), "Draft 1")];
    f.store.apply_deltas(&f.account, &f.user, &[first]).await.unwrap();
    let (_, draft) = ids(&f, &f.inbox).await.into_iter().find(|(s, _)| s == "Draft 1").unwrap();
    assert!(f.store.record_replacement(&draft, &message(4, Some("draft-v2@test"), "Draft 2")).await.unwrap());
    let mut stale = delta(&f.inbox);
    stale.created = vec![message(3, Some("draft-v1@test"), "Draft 1"), message(4, Some("draft-v2@test"), "Draft 2")];
    f.store.apply_deltas(&f.account, &f.user, &[stale]).await.unwrap();
    assert_eq!(ids(&f, &f.inbox).await, [("Draft 2".to_string(), draft)], "one draft, under its id");
}

#[tokio::test]
async fn a_pass_that_read_the_server_before_a_deletion_does_not_bring_it_back() {
    let f = fixture().await;
    let by_ref = |reference: &str, subject: &str| IndexedMessage {
        at: Locator::Name(reference.into()),
        ..message(0, Some(&format!("{reference}@test")), subject)
    };
    let mut first = delta(&f.inbox);
    first.created = vec![by_ref("draft-1", "Draft")];
    f.store.apply_deltas(&f.account, &f.user, &[first]).await.unwrap();
    let (_, draft) = ids(&f, &f.inbox).await.into_iter().find(|(s, _)| s == "Draft").unwrap();
    f.store.record_deletions(std::slice::from_ref(&draft)).await.unwrap();
    let mut stale = delta(&f.inbox);
    stale.created = vec![by_ref("draft-1", "Draft"), by_ref("other-1", "Other")];
    let applied = f.store.apply_deltas(&f.account, &f.user, &[stale]).await.unwrap();
    assert_eq!(applied.created, 1);
    let subjects: Vec<String> = ids(&f, &f.inbox).await.into_iter().map(|(s, _)| s).collect();
    assert_eq!(subjects, ["Other"]);

    // The same for IMAP, by UID; a folder indexed again under new UIDs is left whole.
    let mut imap = delta(&f.inbox);
    imap.created = vec![message(7, Some("seven@test"), "Seven")];
    f.store.apply_deltas(&f.account, &f.user, &[imap]).await.unwrap();
    let (_, seven) = ids(&f, &f.inbox).await.into_iter().find(|(s, _)| s == "Seven").unwrap();
    f.store.record_deletions(std::slice::from_ref(&seven)).await.unwrap();
    let mut stale = delta(&f.inbox);
    stale.created = vec![message(7, Some("seven@test"), "Seven")];
    assert_eq!(f.store.apply_deltas(&f.account, &f.user, &[stale]).await.unwrap().created, 0);
    let mut reset = delta(&f.inbox);
    reset.reset = true;
    reset.created = vec![message(7, Some("new-seven@test"), "New seven")];
    f.store.apply_deltas(&f.account, &f.user, &[reset]).await.unwrap();
    let subjects: Vec<String> = ids(&f, &f.inbox).await.into_iter().map(|(s, _)| s).collect();
    assert!(subjects.contains(&"New seven".to_string()), "{subjects:?}");
}

/// `q=` over headers and indexed bodies: the same messages on both backends. Headers match as
/// substrings folding ASCII letters only (SQLite's `LIKE`); bodies by words and word beginnings,
/// accents and case folded, words split at every sign (an address or a URL is several words).
#[tokio::test]
async fn searches_find_the_same_messages_on_both_backends() {
    let f = fixture().await;
    let subjects =
        ["Invoice 100% paid", "Réunion lundi", "under_score report", "Weekly digest", "Passwort zurücksetzen"];
    let mut first = delta(&f.inbox);
    first.created =
        subjects.iter().enumerate().map(|(i, s)| message(i as u32 + 1, Some(&format!("<{i}@x>")), s)).collect();
    f.store.apply_deltas(&f.account, &f.user, &[first]).await.unwrap();
    while f.store.index_text_batch(100).await.unwrap() > 0 {}
    let texts = [
        "Please pay to klara.weber@bank.test by Friday",
        "Café au lait à 9h, salle B-12",
        "see https://docs.example.test/setup-guide",
        "Nothing here",
        "Ihr Code lautet 482913",
    ];
    let pending = f.store.pending_bodies(&f.account, 100).await.unwrap();
    assert_eq!(pending.len(), 5);
    let bodies: Vec<BodyText> = pending
        .iter()
        .zip(texts)
        .map(|(p, text)| BodyText { seq: p.seq, text: Some(text.into()), has_attachments: false, references: vec![] })
        .collect();
    f.store.index_bodies(&f.account, pending.last().unwrap().seq, &bodies).await.unwrap();
    assert!(f.store.pending_bodies(&f.account, 100).await.unwrap().is_empty());

    async fn found(f: &Fixture, q: &str, by_server: Vec<String>) -> Vec<String> {
        let filter = IndexFilter { q: Some(q.into()), found_by_server: by_server, ..IndexFilter::default() };
        let page = f.store.list_indexed(std::slice::from_ref(&f.account), &[], &filter, None, 100).await.unwrap();
        let mut subjects: Vec<String> = page.messages.into_iter().map(|(_, m)| m.subject).collect();
        subjects.sort();
        subjects
    }
    let cases: &[(&str, &[&str])] = &[
        ("klara", &["Invoice 100% paid"]),
        ("bank.test", &["Invoice 100% paid"]),
        ("cafe", &["Réunion lundi"]),
        ("CAFÉ", &["Réunion lundi"]),
        ("réunion", &["Réunion lundi"]),
        // Headers fold ASCII letters only.
        ("RÉUNION", &[]),
        ("REPORT", &["under_score report"]),
        ("100%", &["Invoice 100% paid"]),
        ("under_score", &["under_score report"]),
        ("under%score", &[]),
        ("setup gui", &["under_score report"]),
        ("4829", &["Passwort zurücksetzen"]),
        ("zurück", &["Passwort zurücksetzen"]),
        ("digest weekly", &[]),
        ("9h", &["Réunion lundi"]),
        ("b-12", &["Réunion lundi"]),
        ("\"pay\" OR", &[]),
        ("pay:* | x", &[]),
        ("", &["Invoice 100% paid", "Passwort zurücksetzen", "Réunion lundi", "Weekly digest", "under_score report"]),
    ];
    for (q, expected) in cases {
        assert_eq!(found(&f, q, vec![]).await, *expected, "q={q:?}");
    }
    let digest = ids(&f, &f.inbox).await.into_iter().find(|(s, _)| s == "Weekly digest").unwrap().1;
    assert_eq!(found(&f, "zzz", vec![digest]).await, ["Weekly digest"], "what the server's search found");

    // Body indexing turned off: the bodies are forgotten, the headers still match.
    f.store.set_body_indexing(&f.account, false).await.unwrap();
    assert!(found(&f, "klara", vec![]).await.is_empty());
    assert_eq!(found(&f, "invoice", vec![]).await, ["Invoice 100% paid"]);
}

/// The store's keyring, on a data directory not made yet and without the environment's key:
/// what it seals opens again (through a second handle, as another instance would), only for its
/// record.
#[tokio::test]
async fn the_keyring_seals_and_opens_across_handles() {
    let db = TestDatabase::new().await;
    let (a, b) = (db.open().await, db.open().await);
    let data = db.dir().join("not-made-yet");
    let vault = a.vault(&data, None).await.unwrap();
    let sealed = a.seal_secret(&vault, "acc_1", b"hunter2").await.unwrap();
    assert!(!sealed.windows(7).any(|w| w == b"hunter2"));
    let other = b.vault(&data, None).await.unwrap();
    assert_eq!(b.open_secret(&other, "acc_1", &sealed).await.unwrap(), b"hunter2");
    assert!(b.open_secret(&other, "acc_2", &sealed).await.is_err(), "bound to its record");
}

/// A change of an account's status is one event with what was true then (the first refusal or
/// failure, not each retry's; connecting again after it), read by those who may read the
/// account; the change feed (message events) does not carry them.
#[tokio::test]
async fn status_changes_are_events_for_those_who_read_the_account() {
    let f = fixture().await;
    let start = f.store.feed_bounds().await.unwrap().last;
    for (status, reason) in [
        ("unreachable", Some("The server could not be reached: refused")),
        ("error", Some("The sync stopped on an internal error")),
        ("unreachable", Some("again")),
        ("connected", None),
        ("throttled", Some("slow down")),
        ("connected", None),
        ("needs_reauth", Some("The server refused the login: invalid_grant")),
        ("needs_reauth", Some("still refused")),
    ] {
        f.store.set_account_status(&f.account, AccountStatus::parse(status).unwrap(), reason, None).await.unwrap();
    }
    // Signed in again: new credentials end the refusal.
    let settings = serde_json::json!({"imap_host": "127.0.0.1"});
    assert!(f.store.update_account(&f.account, &settings, b"sealed again", &[], None).await.unwrap());
    let scope = FeedScope { account_events: vec![f.account.clone()], ..FeedScope::default() };
    let events = f.store.events(&scope, start, 100).await.unwrap();
    let kinds: Vec<&str> = events.iter().map(|e| e.kind.as_str()).collect();
    let expected =
        ["account.error", "account.connected", "account.needs_reauth", "account.updated", "account.connected"];
    assert_eq!(kinds, expected);
    let detail: serde_json::Value = serde_json::from_str(events[0].detail.as_deref().unwrap()).unwrap();
    assert_eq!(detail["status"], "unreachable");
    assert_eq!(detail["previous_status"], "connected");
    assert_eq!(detail["reason"], "The server could not be reached: refused");
    assert!(events.iter().all(|e| e.account_id.as_deref() == Some(f.account.as_str())));

    // Reading the account's mail is not reading the account; the feed has none of them.
    let mail_only = FeedScope { accounts: vec![f.account.clone()], ..FeedScope::default() };
    assert!(f.store.events(&mail_only, start, 100).await.unwrap().is_empty());
    assert!(f.store.changes(&scope, None, start, 100).await.unwrap().is_empty());

    // A deleted account's event reaches its owner, who can no longer be said to read it.
    f.store.delete_account(&f.account, None).await.unwrap();
    let owner = FeedScope { owner: Some(f.user.clone()), ..FeedScope::default() };
    let gone = f.store.events(&owner, start, 100).await.unwrap();
    assert_eq!(gone.iter().map(|e| e.kind.as_str()).collect::<Vec<_>>(), ["account.deleted"]);
    let stranger = FeedScope { owner: Some("usr_other".into()), ..FeedScope::default() };
    assert!(f.store.events(&stranger, start, 100).await.unwrap().is_empty());
}

/// Whatever a header holds comes back as it was written, through the first indexing and through a
/// sync pass (on PostgreSQL both stream their rows with `COPY`, whose text format escapes
/// backslashes, tabs and line breaks, and writes NULL as `\N`).
#[tokio::test]
async fn every_column_comes_back_as_written_whatever_its_text_holds() {
    let f = fixture().await;
    let awkward = "tab\there \\N back\\slash \\. line\nfeed\r\nend \u{1F4EC} é";
    let full = |uid: u32| IndexedMessage {
        flags: vec!["$Label\\1".into(), "\\Seen".into()],
        modseq: Some(u64::MAX >> 1),
        in_reply_to: Some("parent\t@x".into()),
        references: vec!["r1@x".into(), "r2\\@x".into()],
        from: vec![Address { name: Some("Tab\tName \\N".into()), email: "a@example.test".into() }],
        to: vec![Address { name: None, email: "b@example.test".into() }],
        cc: vec![Address { name: Some("\\".into()), email: "c@example.test".into() }],
        has_attachments: true,
        found: Some(Found {
            otp: Some("12\t34".into()),
            otp_confidence: Some(0.1 + 0.2),
            magic_link: Some("https://x.test/\\N".into()),
            link_confidence: Some(1e-7),
            authentication: Some(postern_core::model::Authentication {
                dmarc: postern_core::model::AuthResult::Pass,
                domain: Some("tab\t.test".into()),
                policy: Some("\\N".into()),
                source: postern_core::model::AuthSource::Provider,
                ..Default::default()
            }),
        }),
        ..message(uid, Some(&format!("{uid}\\\t@x")), awkward)
    };
    let bare = |uid: u32| IndexedMessage { date: None, from: vec![], ..message(uid, None, "\\N") };
    let mut writer = f.store.index_writer(&f.account).await.unwrap();
    writer.index(&f.inbox, vec![full(1), bare(2)]).await.unwrap();
    writer.indexed(&f.inbox, "1:3:");
    writer.finish().await.unwrap();
    let mut pass = delta(&f.inbox);
    pass.created = vec![full(3), bare(4)];
    f.store.apply_deltas(&f.account, &f.user, &[pass]).await.unwrap();

    let page =
        f.store.list_indexed(&[], std::slice::from_ref(&f.inbox), &IndexFilter::default(), None, 10).await.unwrap();
    let mut listed: Vec<_> = page.messages.into_iter().map(|(_, m)| m).collect();
    listed.sort_by_key(|m| m.received_at);
    assert_eq!(listed.len(), 4);
    for (m, uid) in listed.iter().zip(1..) {
        let written = if uid % 2 == 1 { full(uid) } else { bare(uid) };
        let found = written.found.clone().unwrap_or_default();
        assert_eq!(m.subject, written.subject, "uid {uid}");
        assert_eq!(m.message_id, written.message_id);
        assert_eq!((m.from.clone(), m.to.clone(), m.cc.clone()), (written.from, written.to, written.cc));
        assert_eq!((m.date, m.received_at, m.size), (written.date, written.internal_date, written.size));
        assert_eq!(m.flags, written.flags);
        assert_eq!((m.unread, m.has_attachments), (uid % 2 == 0, uid % 2 == 1));
        assert_eq!((m.otp.clone(), m.otp_confidence), (found.otp, found.otp_confidence));
        assert_eq!((m.magic_link.clone(), m.link_confidence), (found.magic_link, found.link_confidence));
        assert_eq!(m.authentication, found.authentication);
    }
    let q = IndexFilter { q: Some("back\\slash".into()), ..IndexFilter::default() };
    assert_eq!(count(&f, q).await, 2, "the search reads what was written");
}
