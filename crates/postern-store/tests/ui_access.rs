//! Signing in to the web UI as the store keeps it: sessions found by their secret's hash with
//! their user's rights, idle and absolute expiry, revocation, the cap per user, a user's live
//! sessions listed; setup links used once; password changes ending the other sessions; lockout
//! counters counted one at a time
//! (these tests run on SQLite and, with `POSTERN_TEST_DATABASE=postgres`, on PostgreSQL).

use postern_core::Timestamp;
use postern_store::testing::TestDatabase;
use postern_store::{
    Attempted, AuditEntry, FailureRule, Failures, NewSession, PENDING_PER_USER, SESSIONS_PER_USER, Store, UserChange,
};

fn later(seconds: i64) -> Timestamp {
    Timestamp(Timestamp::now().micros() + seconds * 1_000_000)
}

fn long_ago() -> Timestamp {
    Timestamp(0)
}

fn act(action: &str) -> AuditEntry {
    AuditEntry { actor: "host".into(), action: action.into(), outcome: "ok".into(), ..Default::default() }
}

fn session<'a>(user_id: &'a str, secret_hash: &'a str) -> NewSession<'a> {
    NewSession {
        user_id,
        secret_hash,
        stage: "active",
        expires_at: later(3600),
        source: Some("127.0.0.1"),
        user_agent: Some("test"),
    }
}

/// The latest lock among `keys` that has not ended, read through a no-op count.
async fn locked_until(store: &Store, keys: &[&str]) -> Option<Timestamp> {
    let mut latest = None;
    for key in keys {
        let now = store.update_sign_in_failures(key, |b| b.unwrap_or_default()).await.unwrap();
        latest = latest.max(now.locked_until.filter(|until| *until > Timestamp::now()));
    }
    latest
}

async fn user(store: &Store, name: &str) -> String {
    store.create_user(name, false).await.unwrap().id
}

#[tokio::test]
async fn a_session_speaks_for_its_user_until_it_ends() {
    let db = TestDatabase::new().await;
    let store = db.open().await;
    let ann = user(&store, "ann").await;
    let id = store.open_session(&session(&ann, "hash-1"), Some(&act("ui.sign_in"))).await.unwrap();
    assert!(id.starts_with("ses_"));

    let found = store.session_owner("hash-1", long_ago()).await.unwrap().expect("live");
    assert_eq!((found.owner.token_id.as_str(), found.owner.user.name.as_str()), (id.as_str(), "ann"));
    assert_eq!(found.stage, "active");
    assert!(found.owner.token_grants.is_none(), "a session is never narrowed");
    assert!(store.session_owner("hash-2", long_ago()).await.unwrap().is_none());

    // Idle: not seen since the cut-off.
    assert!(store.session_owner("hash-1", later(1)).await.unwrap().is_none());
    store.touch_session(&id).await.unwrap();
    assert!(store.session_owner("hash-1", Timestamp(Timestamp::now().micros() - 1_000_000)).await.unwrap().is_some());

    // Absolute expiry.
    let expired = NewSession { expires_at: Timestamp(Timestamp::now().micros() - 1), ..session(&ann, "hash-old") };
    store.open_session(&expired, None).await.unwrap();
    assert!(store.session_owner("hash-old", long_ago()).await.unwrap().is_none());

    // Listed while live, the one seen last first; never another user's, nor an expired one.
    let bea = user(&store, "bea").await;
    store.open_session(&session(&bea, "hash-bea"), None).await.unwrap();
    tokio::time::sleep(std::time::Duration::from_millis(2)).await;
    let second = store.open_session(&session(&ann, "hash-2nd"), None).await.unwrap();
    let listed = store.sessions_of(&ann, long_ago()).await.unwrap();
    assert_eq!(listed.iter().map(|s| s.id.as_str()).collect::<Vec<_>>(), [second.as_str(), id.as_str()]);
    assert_eq!((listed[1].source.as_deref(), listed[1].user_agent.as_deref()), (Some("127.0.0.1"), Some("test")));
    assert!(store.sessions_of(&ann, later(1)).await.unwrap().is_empty(), "idle ones are not listed");
    assert!(!store.end_session(&bea, &second, None).await.unwrap(), "only its own user's");
    assert!(store.end_session(&ann, &second, None).await.unwrap());
    assert_eq!(store.sessions_of(&ann, long_ago()).await.unwrap().len(), 1, "ended ones are not listed");

    // A disabled user's sessions stop at once.
    let change = postern_store::UserChange { disabled: Some(true), ..Default::default() };
    store.change_user(&ann, &change, |_, _, _| Ok(()), &act("user.update")).await.unwrap();
    assert!(store.session_owner("hash-1", long_ago()).await.unwrap().is_none());
    let change = postern_store::UserChange { disabled: Some(false), ..Default::default() };
    store.change_user(&ann, &change, |_, _, _| Ok(()), &act("user.update")).await.unwrap();

    assert!(store.end_session(&ann, &id, None).await.unwrap());
    assert!(!store.end_session(&ann, &id, None).await.unwrap(), "once");
    assert!(store.session_owner("hash-1", long_ago()).await.unwrap().is_none());
}

#[tokio::test]
async fn a_user_keeps_at_most_its_newest_sessions() {
    let db = TestDatabase::new().await;
    let store = db.open().await;
    let ann = user(&store, "ann").await;
    let hashes: Vec<String> = (0..=SESSIONS_PER_USER).map(|n| format!("hash-{n}")).collect();
    for hash in &hashes {
        store.open_session(&session(&ann, hash), None).await.unwrap();
        tokio::time::sleep(std::time::Duration::from_millis(2)).await;
    }
    assert!(store.session_owner(&hashes[0], long_ago()).await.unwrap().is_none(), "the oldest ended");
    for hash in &hashes[1..] {
        assert!(store.session_owner(hash, long_ago()).await.unwrap().is_some(), "{hash}");
    }
}

#[tokio::test]
async fn sign_ins_stopped_at_a_second_step_never_end_a_full_session() {
    let db = TestDatabase::new().await;
    let store = db.open().await;
    let ann = user(&store, "ann").await;
    store.open_session(&session(&ann, "full"), None).await.unwrap();
    let pending: Vec<String> = (0..=PENDING_PER_USER).map(|n| format!("code-step-{n}")).collect();
    let mut ids = Vec::new();
    for hash in &pending {
        ids.push(
            store.open_session(&NewSession { stage: "second_factor", ..session(&ann, hash) }, None).await.unwrap(),
        );
        tokio::time::sleep(std::time::Duration::from_millis(2)).await;
    }
    assert!(store.session_owner("full", long_ago()).await.unwrap().is_some(), "the full session stays");
    assert!(store.session_owner(&pending[0], long_ago()).await.unwrap().is_none(), "the oldest code step ended");
    assert!(store.session_owner(&pending[1], long_ago()).await.unwrap().is_some());
    // Completing second steps makes full sessions, which end the oldest full ones past the cap.
    let full: Vec<String> = (0..SESSIONS_PER_USER - 1).map(|n| format!("full-{n}")).collect();
    for hash in &full {
        store.open_session(&session(&ann, hash), None).await.unwrap();
        tokio::time::sleep(std::time::Duration::from_millis(2)).await;
    }
    assert!(store.session_owner("full", long_ago()).await.unwrap().is_some(), "ten full sessions");
    assert!(
        store.promote_session(&ids[1], "second_factor", "promoted", later(3600), &act("ui.sign_in")).await.unwrap()
    );
    assert!(store.session_owner("promoted", long_ago()).await.unwrap().is_some());
    assert!(store.session_owner("full", long_ago()).await.unwrap().is_none(), "the eleventh full one ends the oldest");
    assert!(store.session_owner(&pending[2], long_ago()).await.unwrap().is_some(), "other code steps stay");
}

fn count_one(before: Option<Failures>, now: Timestamp) -> Failures {
    let failures = before.map_or(0, |b| b.failures) + 1;
    let locked_until = (failures >= 3).then(|| Timestamp(now.micros() + 60_000_000));
    Failures { failures, first_at: now, locked_until }
}

#[tokio::test]
async fn attempts_at_once_are_counted_before_any_is_checked_and_refused_once_locked() {
    let db = TestDatabase::new().await;
    let store = db.open().await;
    let counters: Vec<(String, FailureRule)> =
        vec![("ip:10.0.0.7".to_string(), count_one), ("name:ann".to_string(), count_one)];
    let attempts = (0..12).map(|_| {
        let (store, counters) = (store.clone(), counters.clone());
        tokio::spawn(async move { store.sign_in_attempt(&counters, Timestamp::now()).await.unwrap() })
    });
    let mut counted = 0;
    for task in attempts.collect::<Vec<_>>() {
        match task.await.unwrap() {
            Attempted::Counted(keys) => {
                counted += 1;
                assert_eq!(keys.len(), 2);
            }
            Attempted::Locked(until) => assert!(until > Timestamp::now()),
        }
    }
    assert_eq!(counted, 3, "the third failure locks: nine attempts are refused unchecked");
    // A right secret gives its count back.
    let Attempted::Locked(_) = store.sign_in_attempt(&counters[1..], Timestamp::now()).await.unwrap() else {
        panic!("locked")
    };
    let back =
        store.update_sign_in_failures("name:ann", |b| Failures { failures: b.unwrap().failures - 1, ..b.unwrap() });
    assert_eq!(back.await.unwrap().failures, 2);
    for key in ["name:ann", "ip:10.0.0.7"] {
        store.update_sign_in_failures(key, |_| Failures::default()).await.unwrap();
    }
    let Attempted::Counted(keys) = store.sign_in_attempt(&counters, Timestamp::now()).await.unwrap() else {
        panic!("counted")
    };
    assert_eq!(
        (keys[1].key.as_str(), keys[1].before, keys[1].after.failures),
        ("name:ann", Some(Failures::default()), 1)
    );
}

#[tokio::test]
async fn a_change_of_rights_voids_the_users_unused_setup_links() {
    let db = TestDatabase::new().await;
    let store = db.open().await;
    let ann = user(&store, "ann").await;
    store.create_setup_link(&ann, "renamed", "usr_maker", later(3600), &act("ui.setup_link")).await.unwrap();
    let link = store.setup_link("renamed").await.unwrap().unwrap();
    assert_eq!(link.created_by, "usr_maker");
    let rename = UserChange { name: Some("ann2".into()), ..Default::default() };
    store.change_user(&ann, &rename, |_, _, _| Ok(()), &act("user.update")).await.unwrap();
    assert!(store.setup_link("renamed").await.unwrap().is_some(), "a new name is no new right");
    let admin = UserChange { roles: Some(vec!["admin".into()]), ..Default::default() };
    store.change_user(&ann, &admin, |_, _, _| Ok(()), &act("user.update")).await.unwrap();
    assert!(store.setup_link("renamed").await.unwrap().is_none(), "new rights void the link");
    store.create_setup_link(&ann, "granted", "usr_maker", later(3600), &act("ui.setup_link")).await.unwrap();
    let grants = UserChange { grants: Some(Vec::new()), ..Default::default() };
    store.change_user(&ann, &grants, |_, _, _| Ok(()), &act("user.update")).await.unwrap();
    assert!(store.setup_link("granted").await.unwrap().is_none());
}

#[tokio::test]
async fn a_setup_link_works_once_and_a_new_one_voids_the_old() {
    let db = TestDatabase::new().await;
    let store = db.open().await;
    let ann = user(&store, "ann").await;
    let bob = user(&store, "bob").await;
    store.open_session(&session(&ann, "before"), None).await.unwrap();
    store.open_session(&session(&bob, "bob's"), None).await.unwrap();

    store.create_setup_link(&ann, "link-1", "host", later(3600), &act("ui.setup_link")).await.unwrap();
    store.create_setup_link(&ann, "link-2", "host", later(3600), &act("ui.setup_link")).await.unwrap();
    assert!(store.setup_link("link-1").await.unwrap().is_none(), "voided by the newer link");
    let link = store.setup_link("link-2").await.unwrap().expect("usable");
    assert_eq!((link.user_id.as_str(), link.user_name.as_str()), (ann.as_str(), "ann"));

    let new = session(&ann, "after");
    let opened = store.use_setup_link("link-2", "$argon2id$x", &new, &act("ui.password_set")).await.unwrap();
    assert!(opened.is_some());
    assert!(store.use_setup_link("link-2", "$argon2id$y", &session(&ann, "again"), &act("x")).await.unwrap().is_none());
    assert!(store.setup_link("link-2").await.unwrap().is_none());
    assert_eq!(store.ui_user(&ann).await.unwrap().unwrap().password_hash.as_deref(), Some("$argon2id$x"));
    assert!(store.session_owner("before", long_ago()).await.unwrap().is_none(), "older sessions end");
    assert!(store.session_owner("after", long_ago()).await.unwrap().is_some());
    assert!(store.session_owner("bob's", long_ago()).await.unwrap().is_some(), "others' stay");

    store.create_setup_link(&bob, "expired", "host", Timestamp(1), &act("ui.setup_link")).await.unwrap();
    assert!(store.setup_link("expired").await.unwrap().is_none());
    assert!(store.use_setup_link("expired", "h", &session(&bob, "n"), &act("x")).await.unwrap().is_none());
}

#[tokio::test]
async fn a_new_password_ends_the_other_sessions_and_clears_the_lockout() {
    let db = TestDatabase::new().await;
    let store = db.open().await;
    let ann = user(&store, "Ann").await;
    let kept = store.open_session(&session(&ann, "kept"), None).await.unwrap();
    store.open_session(&session(&ann, "other"), None).await.unwrap();
    store
        .update_sign_in_failures("name:ann", |_| Failures {
            failures: 5,
            first_at: Timestamp::now(),
            locked_until: Some(later(30)),
        })
        .await
        .unwrap();
    assert!(locked_until(&store, &["name:ann"]).await.is_some());

    assert_eq!(store.ui_user_named("ANN").await.unwrap().unwrap().id, ann, "names fold");
    assert!(store.set_password(&ann, "$argon2id$z", Some(&kept), "name:ann", &act("ui.password_set")).await.unwrap());
    assert!(store.session_owner("kept", long_ago()).await.unwrap().is_some());
    assert!(store.session_owner("other", long_ago()).await.unwrap().is_none());
    assert!(locked_until(&store, &["name:ann"]).await.is_none());
    assert!(!store.set_password("usr_none", "h", None, "name:none", &act("x")).await.unwrap());
}

#[tokio::test]
async fn failures_are_counted_one_at_a_time_and_locks_end() {
    let db = TestDatabase::new().await;
    let store = db.open().await;
    let counting = (0..20).map(|_| {
        let store = store.clone();
        tokio::spawn(async move {
            store
                .update_sign_in_failures("ip:10.0.0.1", |before| {
                    let b = before.unwrap_or_default();
                    Failures { failures: b.failures + 1, first_at: Timestamp::now(), locked_until: None }
                })
                .await
                .unwrap()
        })
    });
    for task in counting.collect::<Vec<_>>() {
        task.await.unwrap();
    }
    let last = store.update_sign_in_failures("ip:10.0.0.1", |b| b.unwrap()).await.unwrap();
    assert_eq!(last.failures, 20, "no failure lost to a race");

    store
        .update_sign_in_failures("name:x", |_| Failures {
            failures: 1,
            first_at: Timestamp::now(),
            locked_until: Some(later(60)),
        })
        .await
        .unwrap();
    store
        .update_sign_in_failures("name:y", |_| Failures {
            failures: 1,
            first_at: Timestamp::now(),
            locked_until: Some(Timestamp(1)),
        })
        .await
        .unwrap();
    let until = locked_until(&store, &["ip:10.0.0.1", "name:x", "name:y"]).await.unwrap();
    assert!(until > Timestamp::now());
    assert!(locked_until(&store, &["name:y"]).await.is_none(), "an ended lock");
    store.update_sign_in_failures("name:x", |_| Failures::default()).await.unwrap();
    assert!(locked_until(&store, &["name:x"]).await.is_none());
}

#[tokio::test]
async fn ended_sessions_and_links_are_purged_and_a_deleted_user_leaves_none() {
    let db = TestDatabase::new().await;
    let store = db.open().await;
    let ann = user(&store, "ann").await;
    let id = store.open_session(&session(&ann, "s1"), None).await.unwrap();
    store.open_session(&session(&ann, "s2"), None).await.unwrap();
    store.end_session(&ann, &id, None).await.unwrap();
    store.create_setup_link(&ann, "l1", "host", Timestamp(1), &act("ui.setup_link")).await.unwrap();
    assert_eq!(store.purge_ui_access(later(1)).await.unwrap(), 2, "the ended session and the expired link");
    assert!(store.session_owner("s2", long_ago()).await.unwrap().is_some());

    store.create_setup_link(&ann, "l2", "host", later(3600), &act("ui.setup_link")).await.unwrap();
    assert!(store.delete_user(&ann, |_, _, _| Ok(()), &act("user.delete")).await.unwrap());
    assert!(store.session_owner("s2", long_ago()).await.unwrap().is_none());
    assert!(store.setup_link("l2").await.unwrap().is_none());
}

#[tokio::test]
async fn a_second_factor_is_confirmed_once_and_its_codes_work_once() {
    let db = TestDatabase::new().await;
    let store = db.open().await;
    let ann = user(&store, "ann").await;
    assert!(store.totp_of(&ann).await.unwrap().is_none());
    assert!(store.start_totp(&ann, b"sealed-1").await.unwrap());
    assert!(store.start_totp(&ann, b"sealed-2").await.unwrap(), "an unconfirmed enrolment is replaced");
    let device = store.totp_of(&ann).await.unwrap().unwrap();
    assert_eq!((device.sealed.as_slice(), device.confirmed_at), (&b"sealed-2"[..], None));
    assert!(!store.use_totp_step(&ann, 10).await.unwrap(), "not before it is confirmed");

    let hashes: Vec<String> = (0..3).map(|n| format!("code-{n}")).collect();
    assert!(store.confirm_totp(&ann, 100, &hashes, &act("ui.totp_enrolled")).await.unwrap());
    assert!(!store.confirm_totp(&ann, 101, &hashes, &act("ui.totp_enrolled")).await.unwrap(), "once");
    assert!(!store.start_totp(&ann, b"sealed-3").await.unwrap(), "a confirmed device stays until removed");
    assert!(!store.use_totp_step(&ann, 100).await.unwrap(), "the confirming step is used");
    assert!(store.use_totp_step(&ann, 101).await.unwrap());
    assert!(!store.use_totp_step(&ann, 101).await.unwrap(), "a step works once");
    assert!(!store.use_totp_step(&ann, 99).await.unwrap(), "and no earlier one after it");

    assert_eq!(store.recovery_codes_left(&ann).await.unwrap(), 3);
    assert!(store.use_recovery_code(&ann, "code-1").await.unwrap());
    assert!(!store.use_recovery_code(&ann, "code-1").await.unwrap(), "once");
    assert!(!store.use_recovery_code(&ann, "code-9").await.unwrap());
    assert_eq!(store.recovery_codes_left(&ann).await.unwrap(), 2);
    store.renew_recovery_codes(&ann, &["new".to_string()], &act("ui.recovery_codes_renewed")).await.unwrap();
    assert!(!store.use_recovery_code(&ann, "code-0").await.unwrap(), "the old ones stop working");
    assert_eq!(store.recovery_codes_left(&ann).await.unwrap(), 1);

    assert!(store.remove_totp(&ann, &act("ui.totp_removed")).await.unwrap());
    assert!(store.totp_of(&ann).await.unwrap().is_none());
    assert_eq!(store.recovery_codes_left(&ann).await.unwrap(), 0);
    assert!(!store.remove_totp(&ann, &act("ui.totp_removed")).await.unwrap());
}

#[tokio::test]
async fn a_sign_in_at_the_code_step_becomes_a_session_under_a_new_secret() {
    let db = TestDatabase::new().await;
    let store = db.open().await;
    let ann = user(&store, "ann").await;
    let pending = NewSession { stage: "second_factor", ..session(&ann, "before") };
    let id = store.open_session(&pending, None).await.unwrap();
    assert_eq!(store.session_owner("before", long_ago()).await.unwrap().unwrap().stage, "second_factor");
    assert_eq!(store.session_try(&id, 2).await.unwrap(), Some(1));
    assert_eq!(store.session_try(&id, 2).await.unwrap(), Some(2));
    assert_eq!(store.session_try(&id, 2).await.unwrap(), None, "two tries were all it had");
    assert_eq!(store.session_try("ses_none", 2).await.unwrap(), None);
    assert!(!store.promote_session(&id, "enrol", "after", later(3600), &act("ui.sign_in")).await.unwrap());
    assert!(store.promote_session(&id, "second_factor", "after", later(3600), &act("ui.sign_in")).await.unwrap());
    assert!(store.session_owner("before", long_ago()).await.unwrap().is_none(), "the old secret is void");
    let found = store.session_owner("after", long_ago()).await.unwrap().unwrap();
    assert_eq!((found.owner.token_id.as_str(), found.stage.as_str()), (id.as_str(), "active"));
    assert!(!store.promote_session(&id, "second_factor", "again", later(3600), &act("x")).await.unwrap(), "once");
}

#[tokio::test]
async fn an_administrator_may_require_a_second_factor() {
    let db = TestDatabase::new().await;
    let store = db.open().await;
    let ann = user(&store, "ann").await;
    assert!(!store.ui_user(&ann).await.unwrap().unwrap().totp_required);
    let change = postern_store::UserChange { totp_required: Some(true), ..Default::default() };
    let changed = store.change_user(&ann, &change, |_, _, _| Ok(()), &act("user.update")).await.unwrap().unwrap();
    assert!(changed.totp_required);
    assert!(store.ui_user(&ann).await.unwrap().unwrap().totp_required);
    assert!(store.user(&ann).await.unwrap().unwrap().totp_required);
}
