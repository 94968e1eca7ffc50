//! `postern key rotate` on a data directory: every credential is re-sealed under a new key file,
//! the old key is forgotten, and nothing secret is printed.

mod common;

use postern_store::vault::{KEY_FILE, PREVIOUS_KEY_FILE, Vault};
use postern_store::{NewAccount, Store};
use std::process::Command;

#[tokio::test]
async fn rotation_reseals_credentials_under_a_new_key_file() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).await.unwrap();
    let user = store.create_user("alice", false).await.unwrap().id;
    let before = Vault::load(dir.path(), None).unwrap();
    let sealed = before.seal("acc_rot", br#"{"password":"s3cret-rotation"}"#).unwrap();
    let settings = serde_json::json!({});
    let account = NewAccount {
        id: "acc_rot",
        user_id: &user,
        email: "alice@example.test",
        provider: postern_core::model::ProviderKind::Imap,
        settings: &settings,
        sealed_credentials: &sealed,
        capabilities: &[],
        audit: None,
    };
    store.create_account(account).await.unwrap();
    store.close().await;
    let old_key = std::fs::read_to_string(dir.path().join(KEY_FILE)).unwrap();

    let out = Command::new(env!("CARGO_BIN_EXE_postern"))
        .args(["key", "rotate", "--data"])
        .arg(dir.path())
        .env_remove("POSTERN_MASTER_KEY")
        .env("POSTERN_SENDER_CHECKS", "false")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("re-sealed 1 credential"), "{stdout}");
    let new_key = std::fs::read_to_string(dir.path().join(KEY_FILE)).unwrap();
    assert_ne!(old_key, new_key);
    for key in [&old_key, &new_key] {
        assert!(!stdout.contains(key.trim()) && !String::from_utf8_lossy(&out.stderr).contains(key.trim()));
    }
    assert!(!dir.path().join(PREVIOUS_KEY_FILE).exists(), "the old key is forgotten");

    let store = Store::open(dir.path()).await.unwrap();
    let record = store.account("acc_rot").await.unwrap().unwrap();
    let after = Vault::load(dir.path(), None).unwrap();
    assert_eq!(after.open("acc_rot", &record.sealed_credentials).unwrap(), br#"{"password":"s3cret-rotation"}"#);
    assert!(
        before.open("acc_rot", &sealed).is_ok()
            && Vault::load(dir.path(), None).unwrap().open("acc_rot", &sealed).is_err()
    );

    // With the key in the environment there is no file to rotate: refused, nothing changed.
    let out = Command::new(env!("CARGO_BIN_EXE_postern"))
        .args(["key", "rotate", "--data"])
        .arg(dir.path())
        .env("POSTERN_MASTER_KEY", "00".repeat(32))
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert_eq!(std::fs::read_to_string(dir.path().join(KEY_FILE)).unwrap(), new_key);
}

/// Under systemd the master key is a credential (`LoadCredential=master-key:…`), read from
/// `$CREDENTIALS_DIRECTORY`: `serve` uses it and writes no key file, `postern healthcheck` finds
/// the service healthy, and `key rotate` refuses as for the environment's key.
#[test]
fn a_master_key_given_as_a_systemd_credential_is_used() {
    let dir = tempfile::tempdir().unwrap();
    let credentials = dir.path().join("credentials");
    std::fs::create_dir(&credentials).unwrap();
    std::fs::write(credentials.join("master-key"), format!("{}\n", "ab".repeat(32))).unwrap();
    let data = dir.path().join("data");
    let (http_port, smtp_port) = common::two_free_ports();
    let http = format!("127.0.0.1:{http_port}");
    let mut serve = Command::new(env!("CARGO_BIN_EXE_postern"))
        .args(["serve", "--data"])
        .arg(&data)
        .args(["--http", &http, "--smtp", &format!("127.0.0.1:{smtp_port}"), "--log", "warn"])
        .env_remove("POSTERN_MASTER_KEY")
        .env("CREDENTIALS_DIRECTORY", &credentials)
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let healthy = || {
        Command::new(env!("CARGO_BIN_EXE_postern"))
            .args(["healthcheck", "--http", &http, "--timeout", "2"])
            .output()
            .unwrap()
            .status
            .success()
    };
    let started = std::time::Instant::now();
    while !healthy() {
        assert!(serve.try_wait().unwrap().is_none(), "serve exited");
        assert!(started.elapsed() < std::time::Duration::from_secs(120), "not healthy within 120 s");
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    assert!(!data.join(KEY_FILE).exists(), "the credential is the key: no key file");
    let _ = serve.kill();
    let _ = serve.wait();
    assert!(!healthy(), "nothing answers once it is stopped");

    let rotate = Command::new(env!("CARGO_BIN_EXE_postern"))
        .args(["key", "rotate", "--data"])
        .arg(&data)
        .env_remove("POSTERN_MASTER_KEY")
        .env("CREDENTIALS_DIRECTORY", &credentials)
        .output()
        .unwrap();
    assert!(!rotate.status.success());
    assert!(String::from_utf8_lossy(&rotate.stderr).contains("credential"));
}
