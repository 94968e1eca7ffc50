//! Users, roles and tokens, on the backend the tests run on: a token speaks for its user with
//! the grants of the user's roles until it is revoked or the user disabled; names are unique
//! without regard to case, also when two writers race; a held role cannot go.

use postern_core::rights::Grant;
use postern_core::token;
use postern_store::testing::TestDatabase;
use postern_store::{AuditEntry, Before, NewToken, NewUser, RoleRecord, StoreError, UserChange, UserRecord};

fn act(action: &str) -> AuditEntry {
    AuditEntry { actor: "usr_root".into(), action: action.into(), outcome: "ok".into(), ..Default::default() }
}

/// The rights check of the server, which this test does not exercise: everything passes.
fn accept(_: Before<'_>, _: &[UserRecord], _: &[RoleRecord]) -> Result<(), String> {
    Ok(())
}

#[tokio::test]
async fn a_token_speaks_for_its_user_and_the_roles_it_holds_until_revoked_or_disabled() {
    let database = TestDatabase::new().await;
    let store = database.open().await;
    let reader = vec![Grant::new(&["own"], &["mail.read"])];
    store.put_role("reader", "reads mail", &reader, accept, &act("role.put")).await.unwrap();
    let own = vec![Grant::new(&["own"], &["inboxes"])];
    let user = store.add_user(&NewUser { name: "Ada", roles: &["reader".into()], grants: &own }, None).await.unwrap();
    let (record, secret) = store
        .add_token(
            &NewToken { user_id: &user.id, name: "ci", grants: None, expires_at: None },
            Some(&act("token.create")),
        )
        .await
        .unwrap();

    let owner = store.token_owner(&token::hash(&secret)).await.unwrap().expect("a live token");
    assert_eq!((owner.token_id.as_str(), owner.user.name.as_str()), (record.id.as_str(), "Ada"));
    assert_eq!(owner.user.grants, own);
    assert_eq!(owner.role_grants, reader, "the role's grants come with the user");
    assert_eq!(store.tokens_of(&user.id).await.unwrap(), vec![record.clone()]);
    assert_eq!(store.token_user(&record.id).await.unwrap().as_deref(), Some(user.id.as_str()));

    let disabled = UserChange { disabled: Some(true), ..UserChange::default() };
    store.change_user(&user.id, &disabled, accept, &act("user.update")).await.unwrap().unwrap();
    assert!(store.token_owner(&token::hash(&secret)).await.unwrap().is_none(), "a disabled user's token is dead");
    let enabled = UserChange { disabled: Some(false), ..UserChange::default() };
    store.change_user(&user.id, &enabled, accept, &act("user.update")).await.unwrap().unwrap();
    assert!(store.token_owner(&token::hash(&secret)).await.unwrap().is_some());

    assert!(store.revoke_token(&user.id, &record.id, &act("token.revoke")).await.unwrap());
    assert!(!store.revoke_token(&user.id, &record.id, &act("token.revoke")).await.unwrap(), "revoked once");
    assert!(store.token_owner(&token::hash(&secret)).await.unwrap().is_none());

    match store.delete_role("reader", &act("role.delete")).await {
        Err(StoreError::Conflict(message)) => assert!(message.contains("Ada"), "{message}"),
        other => panic!("a held role went: {other:?}"),
    }
    let no_roles = UserChange { roles: Some(Vec::new()), ..UserChange::default() };
    store.change_user(&user.id, &no_roles, accept, &act("user.update")).await.unwrap().unwrap();
    assert!(store.delete_role("reader", &act("role.delete")).await.unwrap());
    assert!(store.role("reader").await.unwrap().is_none());

    let check = store.verify_audit().await.unwrap();
    assert_eq!((check.records, check.broken), (7, None), "every audited act in the chain");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn one_name_one_user_whatever_the_case_also_when_writers_race() {
    let database = TestDatabase::new().await;
    let first = database.open().await;
    first.create_user("grace", false).await.unwrap();
    match first.create_user("GRACE", false).await {
        Err(StoreError::Conflict(_)) => {}
        other => panic!("a second user of the name: {other:?}"),
    }
    assert_eq!(first.user_by_name("Grace").await.unwrap().unwrap().name, "grace");

    // Two handles on the database, as two instances: eight writers, one name.
    let second = database.open().await;
    let start = std::sync::Arc::new(tokio::sync::Barrier::new(8));
    let racing: Vec<_> = (0..8)
        .map(|n| {
            let store = if n % 2 == 0 { first.clone() } else { second.clone() };
            let name = if n % 2 == 0 { "linus" } else { "LINUS" };
            let start = start.clone();
            tokio::spawn(async move {
                start.wait().await;
                store.create_user(name, false).await
            })
        })
        .collect();
    let mut made = 0;
    for race in racing {
        match race.await.unwrap() {
            Ok(_) => made += 1,
            Err(StoreError::Conflict(_)) => {}
            Err(other) => panic!("{other}"),
        }
    }
    assert_eq!(made, 1, "one writer made the user, the others were told it exists");
    assert_eq!(first.user_count().await.unwrap(), 2);
}
