//! The host's commands on the store, run while no service holds it or beside one: users, roles,
//! tokens, the audit chain's verification, key rotation, and `extract` on files; each act
//! audited as the host's.

use anyhow::{Context, Result};
use postern_store::Store;
use postern_store::vault::Vault;
use std::path::PathBuf;

/// The master key the host gives, in hex: `POSTERN_MASTER_KEY`, else the credential
/// `master-key` that systemd hands the service (`LoadCredential=master-key:…`, read from
/// `$CREDENTIALS_DIRECTORY`, so the key is in no environment). `None`: the key file in the data
/// directory is used.
pub(crate) fn master_key_given() -> Result<Option<String>> {
    if let Ok(key) = std::env::var("POSTERN_MASTER_KEY")
        && !key.trim().is_empty()
    {
        return Ok(Some(key));
    }
    let Some(dir) = std::env::var_os("CREDENTIALS_DIRECTORY") else { return Ok(None) };
    let path = std::path::Path::new(&dir).join("master-key");
    match std::fs::read_to_string(&path) {
        Ok(key) => Ok(Some(key.trim().to_string())),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e).with_context(|| format!("reading the credential {}", path.display())),
    }
}

pub(crate) async fn key_rotate(at: StoreArgs) -> Result<()> {
    if at.database_url.is_some() {
        return data_key_rotate(at).await;
    }
    if master_key_given()?.is_some() {
        anyhow::bail!(
            "the master key comes from POSTERN_MASTER_KEY or the service's credential; remove it to rotate the key file, or change it yourself"
        );
    }
    let store = at.open().await?;
    let data = &at.data;
    let vault = Vault::begin_rotation(data).context("writing the new master key")?;
    let resealed = store.reseal_all(&vault).await.context("re-sealing credentials (run the rotation again)")?;
    Vault::finish_rotation(data).context("forgetting the old master key")?;
    store.close().await;
    let id = postern_core::hex(&vault.current_id());
    println!("re-sealed {resealed} credential(s) under the new master key {id}");
    Ok(())
}

/// On PostgreSQL: a new data key for the instances sharing the database (the master key, which
/// seals the data keys, stays), every credential re-sealed under it, the old one forgotten; the
/// running instances are told and reload.
async fn data_key_rotate(at: StoreArgs) -> Result<()> {
    let store = at.open().await?;
    let env = master_key_given()?;
    let vault = store.vault(&at.data, env.as_deref()).await.context("opening the keyring with the master key")?;
    let id = store.begin_data_key_rotation(&vault).await.context("making the new data key")?;
    // A seal an instance began before it heard of the new key lands meanwhile; the re-seal
    // passes look again until nothing is left under the old key.
    tokio::time::sleep(std::time::Duration::from_secs(1)).await;
    let resealed = store.reseal_all(&vault).await.context("re-sealing credentials (run the rotation again)")?;
    store.finish_data_key_rotation(&vault).await.context("forgetting the old data key")?;
    store.close().await;
    println!("re-sealed {resealed} credential(s) under the new data key {}", postern_core::hex(&id));
    Ok(())
}

pub(crate) fn extract(files: Vec<PathBuf>) -> Result<()> {
    use std::io::{Read, Write};
    let mut out = std::io::stdout().lock();
    for file in files {
        let raw = if file.as_os_str() == "-" {
            let mut raw = Vec::new();
            std::io::stdin().read_to_end(&mut raw)?;
            raw
        } else {
            std::fs::read(&file).with_context(|| format!("reading {}", file.display()))?
        };
        let parsed = postern_mail::parse(&raw);
        let e = &parsed.extraction;
        let report = serde_json::json!({
            "file": file.display().to_string(),
            "otp": e.otp,
            "confidence": e.otp_confidence,
            "link": e.magic_link,
            "link_confidence": e.link_confidence,
            "link_target": e.link_target,
            "candidates": e.candidates,
        });
        writeln!(out, "{report}")?;
    }
    Ok(())
}

/// An act of the host (a CLI command), for the audit.
pub(crate) fn host_act(action: &str, detail: serde_json::Value) -> postern_store::AuditEntry {
    postern_store::AuditEntry {
        actor: "host".into(),
        action: action.into(),
        outcome: "ok".into(),
        detail,
        source: Some("cli".into()),
        ..Default::default()
    }
}

/// Grants given on the command line, checked as the API checks them.
fn parse_grants(text: &str) -> Result<Vec<postern_core::rights::Grant>> {
    let grants: Vec<postern_core::rights::Grant> =
        serde_json::from_str(text).context("--grants is not a JSON array of grants")?;
    let now = postern_core::Timestamp::now();
    for (i, grant) in grants.iter().enumerate() {
        grant.validate(&format!("grants[{i}]"), now).map_err(|e| anyhow::anyhow!(e.message))?;
    }
    Ok(grants)
}

/// One JSON object per line.
fn print_lines<T: serde::Serialize>(items: &[T]) -> Result<()> {
    for item in items {
        println!("{}", serde_json::to_string(item)?);
    }
    Ok(())
}

/// Where the data lives: the data directory (the master key, and the SQLite database unless
/// PostgreSQL is named).
#[derive(clap::Args)]
pub(crate) struct StoreArgs {
    /// Data directory.
    #[arg(long, env = "POSTERN_DATA", default_value = "./postern-data")]
    data: PathBuf,
    /// PostgreSQL to keep the data in instead of SQLite in the data directory
    /// (`postgres://user:password@host/database?sslmode=verify-full&sslrootcert=ca.pem`).
    #[arg(long, env = "POSTERN_DATABASE_URL", hide_env_values = true)]
    database_url: Option<String>,
}

impl StoreArgs {
    /// The data directory.
    pub(crate) fn data(&self) -> &std::path::Path {
        &self.data
    }

    pub(crate) async fn open(&self) -> Result<Store> {
        open_store(&self.data, self.database_url.as_deref(), &postern_store::PostgresOptions::default()).await
    }
}

/// The store: PostgreSQL at `url` if given, else SQLite in `data`. The URL is never printed (it
/// may hold a password).
pub(crate) async fn open_store(
    data: &std::path::Path,
    url: Option<&str>,
    options: &postern_store::PostgresOptions,
) -> Result<Store> {
    match url {
        Some(url) => Store::open_postgres_with(url, options).await.context("opening the PostgreSQL database"),
        None => Store::open(data).await.with_context(|| format!("opening the data directory {}", data.display())),
    }
}

pub(crate) async fn user_create(at: StoreArgs, name: String, grants: Option<String>, admin: bool) -> Result<()> {
    let grants = match (grants, admin) {
        (Some(text), _) => parse_grants(&text)?,
        (None, true) => postern_core::rights::admin_grants(),
        (None, false) => postern_core::rights::personal(),
    };
    let store = at.open().await?;
    let audit = host_act("user.create", serde_json::json!({ "name": name }));
    let user =
        store.add_user(&postern_store::NewUser { name: &name, roles: &[], grants: &grants }, Some(&audit)).await?;
    store.close().await;
    println!("{}", serde_json::to_string(&user)?);
    Ok(())
}

pub(crate) async fn user_list(at: StoreArgs) -> Result<()> {
    let store = at.open().await?;
    let users = store.users().await;
    store.close().await;
    print_lines(&users?)
}

pub(crate) async fn user_set_password(at: StoreArgs, name: String, reset_second_factor: bool) -> Result<()> {
    let mut password = String::new();
    std::io::stdin().read_line(&mut password).context("reading the password from standard input")?;
    let password = password.trim_end_matches(['\r', '\n']);
    if let Some(refusal) = postern_ui::password::refusal(password, None, &name) {
        anyhow::bail!("{refusal}");
    }
    let hash = postern_ui::password::hash(password).map_err(anyhow::Error::msg)?;
    let store = at.open().await?;
    let user = store.user_by_name(&name).await?.with_context(|| format!("there is no user {name:?}"))?;
    let mut audit = host_act("ui.password_set", serde_json::json!({ "by": "host" }));
    audit.target = Some(user.id.clone());
    let name_key = postern_ui::lockout::name_key(&user.name);
    store.set_password(&user.id, &hash, None, &name_key, &audit).await?;
    if reset_second_factor {
        let mut audit = host_act("ui.totp_removed", serde_json::json!({ "by": "host" }));
        audit.target = Some(user.id.clone());
        store.remove_totp(&user.id, &audit).await?;
    }
    store.close().await;
    eprintln!("the web UI password of {name} is set; its sessions have ended");
    Ok(())
}

pub(crate) async fn user_setup_link(at: StoreArgs, name: String, public_url: String) -> Result<()> {
    let store = at.open().await?;
    let user = store.user_by_name(&name).await?.with_context(|| format!("there is no user {name:?}"))?;
    let (link, _) =
        postern_ui::issue_setup_link(&store, &user.id, &public_url, &host_act("ui.setup_link", serde_json::json!({})))
            .await?;
    store.close().await;
    println!("{link}");
    Ok(())
}

pub(crate) async fn user_update(
    at: StoreArgs,
    name: String,
    grants: Option<String>,
    roles: Option<String>,
    disabled: Option<bool>,
) -> Result<()> {
    let change = postern_store::UserChange {
        name: None,
        grants: grants.as_deref().map(parse_grants).transpose()?,
        roles: roles.map(|r| r.split(',').map(str::trim).filter(|r| !r.is_empty()).map(str::to_string).collect()),
        disabled,
        totp_required: None,
    };
    let store = at.open().await?;
    let user = store.user_by_name(&name).await?.with_context(|| format!("there is no user {name:?}"))?;
    if let Some(roles) = &change.roles
        && let Some(missing) = postern_store::unknown_role(&store.roles().await?, roles)
    {
        anyhow::bail!("there is no role {missing:?}");
    }
    let mut audit = host_act("user.update", serde_json::json!({ "name": name }));
    audit.target = Some(user.id.clone());
    let updated = store.change_user(&user.id, &change, |_, _, _| Ok(()), &audit).await?;
    store.close().await;
    println!("{}", serde_json::to_string(&updated)?);
    Ok(())
}

pub(crate) async fn role_put(at: StoreArgs, name: String, grants: String, description: String) -> Result<()> {
    let grants = parse_grants(&grants)?;
    let store = at.open().await?;
    let mut audit = host_act("role.write", serde_json::json!({}));
    audit.target = Some(name.clone());
    let (role, _) = store.put_role(&name, &description, &grants, |_, _, _| Ok(()), &audit).await?;
    store.close().await;
    println!("{}", serde_json::to_string(&role)?);
    Ok(())
}

pub(crate) async fn role_list(at: StoreArgs) -> Result<()> {
    let store = at.open().await?;
    let roles = store.roles().await;
    store.close().await;
    print_lines(&roles?)
}

pub(crate) async fn token_revoke(at: StoreArgs, id: String) -> Result<()> {
    let store = at.open().await?;
    let owner = store.token_user(&id).await?.with_context(|| format!("there is no token {id}"))?;
    let mut audit = host_act("token.revoke", serde_json::json!({ "user_id": owner }));
    audit.target = Some(id.clone());
    let revoked = store.revoke_token(&owner, &id, &audit).await?;
    store.close().await;
    anyhow::ensure!(revoked, "the token {id} was revoked already");
    println!("revoked {id}");
    Ok(())
}

pub(crate) async fn audit_verify(at: StoreArgs) -> Result<()> {
    let store = at.open().await?;
    let check = store.verify_audit().await?;
    store.close().await;
    match check.broken {
        None => {
            println!("the audit is intact: {} record(s) checked", check.records);
            Ok(())
        }
        Some(broken) => {
            anyhow::bail!("the audit was tampered with: {broken} ({} record(s) intact before it)", check.records)
        }
    }
}

pub(crate) async fn token_create(
    at: StoreArgs,
    name: String,
    user: Option<String>,
    grants: Option<String>,
    expires_at: Option<String>,
) -> Result<()> {
    let grants = grants.as_deref().map(parse_grants).transpose()?;
    let expires_at = match expires_at {
        Some(text) => Some(
            postern_core::Timestamp::parse_iso(&text)
                .filter(|at| *at > postern_core::Timestamp::now())
                .context("--expires-at must be an RFC 3339 time in the future")?,
        ),
        None => None,
    };
    let store = at.open().await?;
    let owner = match user {
        Some(user) => match store.user_by_name(&user).await? {
            Some(found) => found,
            None => store.create_user(&user, false).await?,
        },
        None => match store.first_admin().await? {
            Some(admin) => admin,
            None => store.create_user("admin", true).await?,
        },
    };
    if let Some(grants) = &grants {
        // Never wider than its user.
        let rights = postern_core::rights::Rights::new(owner.rights(&store.roles().await?));
        let user = postern_core::rights::Principal {
            user: rights,
            token: None,
            user_id: owner.id.clone(),
            token_id: String::new(),
            expires_at: None,
        };
        user.covers(grants, true, postern_core::Timestamp::now())
            .map_err(|what| anyhow::anyhow!("a token cannot hold what its user does not: {what}"))?;
    }
    let audit = host_act("token.create", serde_json::json!({ "user_id": owner.id, "name": name }));
    let new = postern_store::NewToken { user_id: &owner.id, name: &name, grants: grants.as_deref(), expires_at };
    let (_, secret) = store.add_token(&new, Some(&audit)).await?;
    store.close().await;
    println!("{secret}");
    Ok(())
}
