//! `postern`: the binary. It only wires the crates together: CLI, configuration, start-up and
//! shutdown.

mod account_connect;
mod api_client;
mod config;
mod healthcheck;
mod logging;
mod mcp_stdio;

use anyhow::{Context, Result};
use clap::{Parser, Subcommand};
use config::ServeArgs;
use postern_store::Store;
use postern_store::vault::Vault;
use std::path::PathBuf;
use std::sync::Arc;
use tokio::sync::watch;

/// jemalloc rather than the system allocator: it keeps no headers inside allocations, so the
/// untouched parts of hyper's per-connection buffers stay out of resident memory, and with
/// immediate purging a server holding 10,000 long-poll waits stays near 120 MB instead of
/// 200 MB (`bench/run.sh waits`). The environment variable `_RJEM_MALLOC_CONF` overrides this.
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

/// jemalloc's `malloc_conf` (a C string pointer): give freed pages back to the system at once.
#[unsafe(export_name = "_rjem_malloc_conf")]
static MALLOC_CONF: &u8 = &b"dirty_decay_ms:0,muzzy_decay_ms:0\0"[0];

/// How long the sync threads' arena keeps freed pages before giving them back, in ms.
const SYNC_ARENA_DECAY_MS: isize = 1000;

/// Points the calling thread at an arena of its own kind, made once, that keeps freed pages for
/// [`SYNC_ARENA_DECAY_MS`]: the sync threads' (`ApiConfig::on_sync_thread`). A first sync
/// allocates and frees a batch of rows every few milliseconds, and with the immediate purge each
/// batch faulted its pages in again: at 100,000 messages, 13 % of the pass went to page faults.
/// If jemalloc refuses, the thread keeps the shared arenas.
fn use_sync_arena() {
    use std::ffi::{CStr, c_void};
    static ARENA: std::sync::OnceLock<Option<u32>> = std::sync::OnceLock::new();
    fn ctl<T>(name: &CStr, old: Option<&mut T>, new: Option<&mut T>) -> bool {
        let mut old_len = size_of::<T>();
        let (old, old_len_ptr) = match old {
            Some(old) => (old as *mut T as *mut c_void, &mut old_len as *mut usize),
            None => (std::ptr::null_mut(), std::ptr::null_mut()),
        };
        let (new, new_len) = match new {
            Some(new) => (new as *mut T as *mut c_void, size_of::<T>()),
            None => (std::ptr::null_mut(), 0),
        };
        // SAFETY: each name below is a mallctl of type T, the pointers are to live values of T
        // or null, and the lengths are T's size.
        unsafe { tikv_jemalloc_sys::mallctl(name.as_ptr(), old, old_len_ptr, new, new_len) == 0 }
    }
    let arena = ARENA.get_or_init(|| {
        let mut index: u32 = 0;
        if !ctl(c"arenas.create", Some(&mut index), None) {
            return None;
        }
        let name = std::ffi::CString::new(format!("arena.{index}.dirty_decay_ms")).expect("no NUL");
        let mut decay = SYNC_ARENA_DECAY_MS;
        ctl(&name, None, Some(&mut decay)).then_some(index)
    });
    if let Some(mut index) = *arena {
        ctl(c"thread.arena", None, Some(&mut index));
    }
}

#[derive(Parser)]
#[command(name = "postern", version, about = "A self-hosted email gateway for scripts and AI agents.")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run the service: the HTTP API and the SMTP receiver.
    Serve(Box<ServeArgs>),
    /// Serve the MCP tools on stdin/stdout for one agent, acting through a running Postern.
    ///
    /// Reads POSTERN_URL (default http://127.0.0.1:8080) and POSTERN_TOKEN.
    Mcp {
        /// Allow plain http:// to a host that is not loopback (the token then crosses the network
        /// unencrypted).
        #[arg(long, env = "POSTERN_ALLOW_INSECURE_HTTP")]
        allow_insecure_http: bool,
    },
    /// Extract the one-time code and the sign-in link from messages (no network access, ever).
    ///
    /// Prints one JSON object per message, in order.
    Extract {
        /// Raw RFC 5322 messages; `-` reads one from stdin.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Manage API tokens (works offline, against the data directory).
    Token {
        #[command(subcommand)]
        command: TokenCommand,
    },
    /// Manage the master key that seals account credentials.
    Key {
        #[command(subcommand)]
        command: KeyCommand,
    },
    /// Manage users (works offline, against the data directory; audited as acts of the host).
    User {
        #[command(subcommand)]
        command: UserCommand,
    },
    /// Manage roles (named grants users hold; offline, audited as acts of the host).
    Role {
        #[command(subcommand)]
        command: RoleCommand,
    },
    /// Check the audit.
    Audit {
        #[command(subcommand)]
        command: AuditCommand,
    },
    /// Exit 0 when the Postern serving on this host answers `/healthz` with 200 (for a
    /// container's HEALTHCHECK; an address of every interface is asked on loopback).
    Healthcheck {
        /// The address `serve` listens on.
        #[arg(long, env = "POSTERN_HTTP", default_value = "127.0.0.1:8080")]
        http: std::net::SocketAddr,
        /// Seconds to wait for the answer.
        #[arg(long, default_value_t = 5)]
        timeout: u64,
    },
    /// Connect mail accounts, through a running Postern.
    ///
    /// Reads POSTERN_URL (default http://127.0.0.1:8080) and POSTERN_TOKEN.
    Account {
        #[command(subcommand)]
        command: AccountCommand,
    },
}

#[derive(Subcommand)]
enum AccountCommand {
    /// Sign in at a provider that takes no passwords (`microsoft`) with a device code: prints
    /// the code and where to enter it, waits until the sign-in ends, and prints the account as
    /// JSON.
    Connect {
        /// The provider: microsoft.
        provider: String,
        /// Sign this account in again instead of connecting a new one.
        #[arg(long)]
        account: Option<String>,
        /// Connect the mailbox over IMAP and SMTP with XOAUTH2 (Microsoft's servers) instead
        /// of the provider's API.
        #[arg(long, conflicts_with = "account")]
        imap: bool,
        /// With --imap: other servers than the provider's, as an IMAP account's settings
        /// (JSON, such as '{"imap_host": "…", "smtp_host": "…"}').
        #[arg(long, requires = "imap")]
        settings: Option<String>,
        /// Allow plain http:// to a host that is not loopback.
        #[arg(long, env = "POSTERN_ALLOW_INSECURE_HTTP")]
        allow_insecure_http: bool,
    },
}

#[derive(Subcommand)]
enum UserCommand {
    /// Create a user and print it as JSON.
    Create {
        #[command(flatten)]
        at: StoreArgs,
        /// The user's name.
        #[arg(long)]
        name: String,
        /// Its grants, as a JSON array (see docs/RIGHTS.md); without: everything on what it
        /// connects and on its own inboxes.
        #[arg(long, conflicts_with = "admin")]
        grants: Option<String>,
        /// Make it an admin.
        #[arg(long)]
        admin: bool,
    },
    /// Print every user as JSON, one per line.
    List {
        #[command(flatten)]
        at: StoreArgs,
    },
    /// Change a user's grants, roles or state. The host may do what no API caller may (a way
    /// back in when the last admin was locked out), so the last-admin rule does not apply here.
    Update {
        #[command(flatten)]
        at: StoreArgs,
        /// The user's name.
        #[arg(long)]
        name: String,
        /// New grants, as a JSON array.
        #[arg(long)]
        grants: Option<String>,
        /// New roles, comma-separated (empty for none).
        #[arg(long)]
        roles: Option<String>,
        /// Disable (true) or enable (false) the user.
        #[arg(long)]
        disabled: Option<bool>,
    },
    /// Set a user's web UI password, read as one line on standard input (recovery on the host).
    /// Ends the user's UI sessions and clears its sign-in lockout.
    SetPassword {
        #[command(flatten)]
        at: StoreArgs,
        /// The user's name.
        #[arg(long)]
        name: String,
        /// Also remove its second factor (a lost authenticator app and recovery codes).
        #[arg(long)]
        reset_second_factor: bool,
    },
    /// Print a one-time link (valid one hour) at which a user sets its web UI password; the
    /// user's older unused links stop working.
    SetupLink {
        #[command(flatten)]
        at: StoreArgs,
        /// The user's name.
        #[arg(long)]
        name: String,
        /// Where people reach Postern.
        #[arg(long, env = "POSTERN_PUBLIC_URL", default_value = "http://127.0.0.1:8080")]
        public_url: String,
    },
}

#[derive(Subcommand)]
enum RoleCommand {
    /// Create or replace a role and print it as JSON.
    Put {
        #[command(flatten)]
        at: StoreArgs,
        /// The role's name.
        #[arg(long)]
        name: String,
        /// Its grants, as a JSON array.
        #[arg(long)]
        grants: String,
        /// What it is for.
        #[arg(long, default_value = "")]
        description: String,
    },
    /// Print every role as JSON, one per line.
    List {
        #[command(flatten)]
        at: StoreArgs,
    },
}

#[derive(Subcommand)]
enum AuditCommand {
    /// Walk the hash chain of the audit: exits 0 when every record is as written, 1 when one was
    /// changed or removed.
    Verify {
        #[command(flatten)]
        at: StoreArgs,
    },
}

#[derive(Subcommand)]
enum KeyCommand {
    /// Replace the master key in the data directory and re-seal every credential under the new
    /// one. A running server keeps working (it re-reads the key files); no restart is needed.
    Rotate {
        #[command(flatten)]
        at: StoreArgs,
    },
}

#[derive(Subcommand)]
enum TokenCommand {
    /// Create a token and print it (only it) on stdout.
    Create {
        #[command(flatten)]
        at: StoreArgs,
        /// A name for the token, to recognise it later.
        #[arg(long)]
        name: String,
        /// The user the token is for (created with default rights if it does not exist);
        /// the admin user when omitted.
        #[arg(long)]
        user: Option<String>,
        /// The token's own grants, as a JSON array: it may then do only what both these and its
        /// user's rights allow.
        #[arg(long)]
        grants: Option<String>,
        /// When the token stops working (RFC 3339).
        #[arg(long)]
        expires_at: Option<String>,
    },
    /// Revoke a token at once.
    Revoke {
        #[command(flatten)]
        at: StoreArgs,
        /// The token's id (`tok_…`).
        #[arg(long)]
        id: String,
    },
}

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    if matches!(cli.command, Command::Serve(_)) {
        // Before the runtime starts, so that its threads inherit it (the syncs' runtime sets its
        // own).
        postern_core::sched::answering();
    }
    let runtime = match tokio::runtime::Builder::new_multi_thread().enable_all().build() {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("postern: cannot start the async runtime: {e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    let result = runtime.block_on(async {
        match cli.command {
            Command::Serve(args) => serve(*args).await,
            Command::Mcp { allow_insecure_http } => {
                logging::init("warn", None);
                mcp_stdio::run(allow_insecure_http).await
            }
            Command::Extract { files } => extract(files),
            Command::Healthcheck { http, timeout } => healthcheck::run(http, std::time::Duration::from_secs(timeout)),
            Command::Account {
                command: AccountCommand::Connect { provider, account, imap, settings, allow_insecure_http },
            } => {
                logging::init("warn", None);
                let how = account_connect::How { account: account.as_deref(), imap, settings: settings.as_deref() };
                account_connect::run(&provider, how, allow_insecure_http).await
            }
            Command::Token { command: TokenCommand::Create { at, name, user, grants, expires_at } } => {
                logging::init("warn", None);
                token_create(at, name, user, grants, expires_at).await
            }
            Command::Token { command: TokenCommand::Revoke { at, id } } => {
                logging::init("warn", None);
                token_revoke(at, id).await
            }
            Command::User { command: UserCommand::Create { at, name, grants, admin } } => {
                logging::init("warn", None);
                user_create(at, name, grants, admin).await
            }
            Command::User { command: UserCommand::List { at } } => {
                logging::init("warn", None);
                user_list(at).await
            }
            Command::User { command: UserCommand::Update { at, name, grants, roles, disabled } } => {
                logging::init("warn", None);
                user_update(at, name, grants, roles, disabled).await
            }
            Command::User { command: UserCommand::SetPassword { at, name, reset_second_factor } } => {
                logging::init("warn", None);
                user_set_password(at, name, reset_second_factor).await
            }
            Command::User { command: UserCommand::SetupLink { at, name, public_url } } => {
                logging::init("warn", None);
                user_setup_link(at, name, public_url).await
            }
            Command::Role { command: RoleCommand::Put { at, name, grants, description } } => {
                logging::init("warn", None);
                role_put(at, name, grants, description).await
            }
            Command::Role { command: RoleCommand::List { at } } => {
                logging::init("warn", None);
                role_list(at).await
            }
            Command::Audit { command: AuditCommand::Verify { at } } => {
                logging::init("warn", None);
                audit_verify(at).await
            }
            Command::Key { command: KeyCommand::Rotate { at } } => {
                logging::init("warn", None);
                key_rotate(at).await
            }
        }
    });
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("postern: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}

/// The master key the host gives, in hex: `POSTERN_MASTER_KEY`, else the credential
/// `master-key` that systemd hands the service (`LoadCredential=master-key:…`, read from
/// `$CREDENTIALS_DIRECTORY`, so the key is in no environment). `None`: the key file in the data
/// directory is used.
fn master_key_given() -> Result<Option<String>> {
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

async fn key_rotate(at: StoreArgs) -> Result<()> {
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

fn extract(files: Vec<PathBuf>) -> Result<()> {
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
fn host_act(action: &str, detail: serde_json::Value) -> postern_store::AuditEntry {
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
struct StoreArgs {
    /// Data directory.
    #[arg(long, env = "POSTERN_DATA", default_value = "./postern-data")]
    data: PathBuf,
    /// PostgreSQL to keep the data in instead of SQLite in the data directory
    /// (`postgres://user:password@host/database?sslmode=verify-full&sslrootcert=ca.pem`).
    #[arg(long, env = "POSTERN_DATABASE_URL", hide_env_values = true)]
    database_url: Option<String>,
}

impl StoreArgs {
    async fn open(&self) -> Result<Store> {
        open_store(&self.data, self.database_url.as_deref(), &postern_store::PostgresOptions::default()).await
    }
}

/// The store: PostgreSQL at `url` if given, else SQLite in `data`. The URL is never printed (it
/// may hold a password).
async fn open_store(
    data: &std::path::Path,
    url: Option<&str>,
    options: &postern_store::PostgresOptions,
) -> Result<Store> {
    match url {
        Some(url) => Store::open_postgres_with(url, options).await.context("opening the PostgreSQL database"),
        None => Store::open(data).await.with_context(|| format!("opening the data directory {}", data.display())),
    }
}

async fn user_create(at: StoreArgs, name: String, grants: Option<String>, admin: bool) -> Result<()> {
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

async fn user_list(at: StoreArgs) -> Result<()> {
    let store = at.open().await?;
    let users = store.users().await;
    store.close().await;
    print_lines(&users?)
}

async fn user_set_password(at: StoreArgs, name: String, reset_second_factor: bool) -> Result<()> {
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

async fn user_setup_link(at: StoreArgs, name: String, public_url: String) -> Result<()> {
    let store = at.open().await?;
    let user = store.user_by_name(&name).await?.with_context(|| format!("there is no user {name:?}"))?;
    let (link, _) =
        postern_ui::issue_setup_link(&store, &user.id, &public_url, &host_act("ui.setup_link", serde_json::json!({})))
            .await?;
    store.close().await;
    println!("{link}");
    Ok(())
}

async fn user_update(
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

async fn role_put(at: StoreArgs, name: String, grants: String, description: String) -> Result<()> {
    let grants = parse_grants(&grants)?;
    let store = at.open().await?;
    let mut audit = host_act("role.write", serde_json::json!({}));
    audit.target = Some(name.clone());
    let (role, _) = store.put_role(&name, &description, &grants, |_, _, _| Ok(()), &audit).await?;
    store.close().await;
    println!("{}", serde_json::to_string(&role)?);
    Ok(())
}

async fn role_list(at: StoreArgs) -> Result<()> {
    let store = at.open().await?;
    let roles = store.roles().await;
    store.close().await;
    print_lines(&roles?)
}

async fn token_revoke(at: StoreArgs, id: String) -> Result<()> {
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

async fn audit_verify(at: StoreArgs) -> Result<()> {
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

async fn token_create(
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

async fn serve(args: ServeArgs) -> Result<()> {
    let settings = args.resolve()?;
    logging::init(&settings.log, Some(&settings.api.service_log));
    let started = std::time::Instant::now();
    let store = open_store(&settings.data, settings.database_url.as_deref(), &settings.database).await?;
    // Instances starting together on one PostgreSQL: one creates the admin (the others find
    // its name taken) and prints its token.
    let bootstrap = match store.user_count().await? {
        0 => match store.create_user("admin", true).await {
            Ok(admin) => Some(admin),
            Err(postern_store::StoreError::Conflict(_)) => None,
            Err(e) => return Err(e.into()),
        },
        _ => None,
    };
    if let Some(admin) = bootstrap {
        let secret = store.create_token(&admin.id, "bootstrap").await?;
        // Printed once, to stdout only: never to the log.
        println!("================================================================");
        println!("Postern admin token (shown once; store it now):");
        println!("  {secret}");
        let base = settings.api.public_url.clone().unwrap_or_else(|| match settings.http.ip().is_unspecified() {
            true => format!("http://127.0.0.1:{}", settings.http.port()),
            false => format!("http://{}", settings.http),
        });
        let audit = host_act("ui.setup_link", serde_json::json!({ "by": "first start" }));
        let (link, _) = postern_ui::issue_setup_link(&store, &admin.id, &base, &audit).await?;
        println!("Set the admin's web UI password here (works once, for one hour):");
        println!("  {link}");
        println!("================================================================");
    }

    let (stop, shutdown) = watch::channel(false);
    let key = store
        .vault(&settings.data, master_key_given()?.as_deref())
        .await
        .context("loading the master key and the keyring")?;
    let http = tokio::net::TcpListener::bind(settings.http)
        .await
        .with_context(|| format!("binding HTTP on {}", settings.http))?;
    let smtp = postern_smtp::Listener::bind(settings.smtp, settings.smtp_config.clone())
        .await
        .with_context(|| format!("binding SMTP on {}", settings.smtp))?;
    let listeners = postern_server::service::Listeners {
        http: Some(http.local_addr()?),
        smtp: Some(smtp.local_addr()?),
        mail_host: Some(settings.smtp_config.session.hostname.clone()),
    };
    let api = postern_server::ApiConfig { on_sync_thread: Some(use_sync_arena), listeners, ..settings.api.clone() };
    let state = postern_server::AppState::new(store.clone(), api, key, shutdown.clone());
    state.syncer.start_all().await?;
    let syncer = state.syncer.clone();
    let deliveries = state.deliveries();
    let app = postern_server::router(state);
    tracing::info!(
        http = %http.local_addr()?,
        smtp = %smtp.local_addr()?,
        data = %settings.data.display(),
        database = if settings.database_url.is_some() { "postgresql" } else { "sqlite" },
        domains = ?settings.api.inbox_domains,
        ms = started.elapsed().as_millis() as u64,
        "postern is serving"
    );

    let sink = Arc::new(postern_server::StoreSink::new(store.clone(), &settings.api.inbox_domains));
    let smtp_task = tokio::spawn(smtp.serve(sink, shutdown.clone()));
    let http_task = tokio::spawn(postern_server::http::serve(http, app, shutdown.clone()));

    wait_for_signal().await;
    tracing::info!("shutting down: no new connections; finishing transactions and answering open waits");
    let _ = stop.send(true);
    let _ = smtp_task.await;
    let _ = http_task.await;
    syncer.stopped().await;
    deliveries.stopped().await;
    store.close().await;
    tracing::info!("stopped");
    Ok(())
}

async fn wait_for_signal() {
    let ctrl_c = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut term =
            tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()).expect("SIGTERM handler");
        tokio::select! {
            _ = ctrl_c => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    let _ = ctrl_c.await;
}
