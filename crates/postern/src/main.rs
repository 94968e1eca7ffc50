//! `postern`: the binary. It only wires: the command line, dispatched to `serve`, the host's
//! commands (`admin`), `mcp`, `healthcheck`, and the commands over REST (`wait`, `inbox`,
//! `messages`, `send`, `changes`, `account`); the allocator is `allocator`'s. The one home of
//! `clap_complete`.

mod account_connect;
mod accounts_verb;
mod admin;
mod allocator;
mod api_client;
mod backup;
mod changes_verb;
mod config;
mod healthcheck;
mod inbox_verb;
mod logging;
mod mcp_stdio;
mod messages_verb;
mod send_verb;
mod serve;
mod wait_verb;

use admin::{
    StoreArgs, audit_verify, extract, key_rotate, role_list, role_put, token_create, token_revoke, user_create,
    user_list, user_set_password, user_setup_link, user_update,
};
use clap::{CommandFactory, Parser, Subcommand};
use config::ServeArgs;
use std::path::PathBuf;

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
    /// Write an encrypted backup of the installation (the service may run meanwhile), or check
    /// one (`backup verify FILE`). docs/BACKUPS.md.
    #[command(args_conflicts_with_subcommands = true)]
    Backup {
        #[command(subcommand)]
        command: Option<BackupCommand>,
        #[command(flatten)]
        at: admin::StoreArgs,
        #[command(flatten)]
        keys: backup::Keys,
        /// The file to write (written beside it first, then renamed into place).
        #[arg(long)]
        out: Option<std::path::PathBuf>,
    },
    /// Restore a backup into an empty data directory or PostgreSQL database (from either).
    Restore {
        /// The backup.
        file: std::path::PathBuf,
        #[command(flatten)]
        at: admin::StoreArgs,
        #[command(flatten)]
        keys: backup::Keys,
    },
    /// Exit 0 when the Postern serving on this host answers `/healthz` with 200 (for a
    /// container's HEALTHCHECK; an address of every interface is asked on loopback).
    Healthcheck {
        /// The address `serve` listens on.
        #[arg(long, env = "POSTERN_HTTP", default_value = "127.0.0.1:8080")]
        http: std::net::SocketAddr,
        /// Seconds to wait for each answer.
        #[arg(long, default_value_t = 5)]
        timeout: u64,
        /// Ask again until it is healthy or this many seconds have passed (a service that is
        /// still starting).
        #[arg(long, default_value_t = 0)]
        wait: u64,
    },
    /// Wait until mail with a one-time code (`otp`) or a sign-in link (`link`) reaches an inbox,
    /// and print only that value, through a running Postern.
    ///
    /// Reads POSTERN_URL (default http://127.0.0.1:8080) and POSTERN_TOKEN. Exit codes: 0 found,
    /// 1 timed out, 2 usage, 3 refused by Postern (its error code on stderr), 4 unreachable.
    Wait {
        /// What to wait for.
        what: wait_verb::What,
        /// The inbox's id.
        inbox: String,
        /// Take mail from here on: a time (RFC 3339 or unix seconds) or a message id. Default:
        /// what arrives after the command starts.
        #[arg(long)]
        since: Option<String>,
        /// Seconds to wait before giving up (exit 1).
        #[arg(long, default_value_t = 60)]
        timeout: u64,
        /// Print the whole message as JSON instead of the value.
        #[arg(long)]
        json: bool,
        /// Only mail this domain (or a subdomain of it) really sent, as DMARC says.
        #[arg(long)]
        from_domain: Option<String>,
        /// Allow plain http:// to a host that is not loopback.
        #[arg(long, env = "POSTERN_ALLOW_INSECURE_HTTP")]
        allow_insecure_http: bool,
    },
    /// Create, list and delete disposable inboxes, through a running Postern.
    ///
    /// Reads POSTERN_URL (default http://127.0.0.1:8080) and POSTERN_TOKEN. Exit codes: 0 done,
    /// 2 usage, 3 refused by Postern (its error code on stderr), 4 unreachable.
    Inbox {
        #[command(subcommand)]
        command: inbox_verb::InboxCommand,
    },
    /// List, search and read the mail of inboxes and accounts, through a running Postern.
    ///
    /// Reads POSTERN_URL and POSTERN_TOKEN; exit codes as `inbox`.
    Messages {
        #[command(subcommand)]
        command: messages_verb::MessagesCommand,
    },
    /// Send a message from a connected account, through a running Postern; prints its id and
    /// status.
    ///
    /// Reads POSTERN_URL and POSTERN_TOKEN; exit codes as `inbox`.
    Send(Box<send_verb::Send>),
    /// Print the change feed as JSON lines; `--follow` keeps printing changes as they happen.
    ///
    /// Reads POSTERN_URL and POSTERN_TOKEN; exit codes as `inbox`.
    Changes(changes_verb::Changes),
    /// Connect mail accounts, through a running Postern.
    ///
    /// Reads POSTERN_URL (default http://127.0.0.1:8080) and POSTERN_TOKEN; exit codes as
    /// `inbox`.
    #[command(visible_alias = "accounts")]
    Account {
        #[command(subcommand)]
        command: AccountCommand,
    },
    /// Print a shell's completion script, e.g. `postern completions bash >
    /// /etc/bash_completion.d/postern`.
    Completions {
        /// bash, zsh, fish, elvish or powershell.
        shell: clap_complete::Shell,
    },
}

#[derive(Subcommand)]
enum AccountCommand {
    /// Connect a mailbox that signs in with a password: servers from discovery (or --settings),
    /// the password from a prompt (or one line of stdin), and a progress bar while the first
    /// sync runs. Prints the account's id, address and sync state.
    Add(Box<accounts_verb::Add>),
    /// Print the accounts the token may list: id, address, provider and status, tab-separated.
    List {
        #[command(flatten)]
        remote: api_client::Remote,
    },
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
enum BackupCommand {
    /// Check a backup without restoring it: the passphrase or key, every part, the counts and
    /// the checksum.
    Verify {
        file: std::path::PathBuf,
        #[command(flatten)]
        keys: backup::Keys,
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
            Command::Serve(args) => serve::serve(*args).await,
            Command::Mcp { allow_insecure_http } => {
                logging::init("warn", None);
                mcp_stdio::run(allow_insecure_http).await
            }
            Command::Extract { files } => extract(files),
            Command::Healthcheck { http, timeout, wait } => {
                use std::time::Duration;
                healthcheck::run_until(http, Duration::from_secs(timeout), Duration::from_secs(wait))
            }
            Command::Wait { what, inbox, since, timeout, json, from_domain, allow_insecure_http } => {
                logging::init("warn", None);
                let timeout = std::time::Duration::from_secs(timeout);
                let wait = wait_verb::Wait { what, inbox, since, timeout, json, from_domain, allow_insecure_http };
                wait_verb::run(wait).await;
                Ok(())
            }
            Command::Inbox { command } => {
                logging::init("warn", None);
                inbox_verb::run(command).await;
                Ok(())
            }
            Command::Messages { command } => {
                logging::init("warn", None);
                messages_verb::run(command).await;
                Ok(())
            }
            Command::Send(send) => {
                logging::init("warn", None);
                send_verb::run(*send).await;
                Ok(())
            }
            Command::Changes(changes) => {
                logging::init("warn", None);
                changes_verb::run(changes).await;
                Ok(())
            }
            Command::Account { command: AccountCommand::Add(add) } => {
                logging::init("warn", None);
                accounts_verb::add(*add).await;
                Ok(())
            }
            Command::Account { command: AccountCommand::List { remote } } => {
                logging::init("warn", None);
                accounts_verb::list(remote).await;
                Ok(())
            }
            Command::Completions { shell } => {
                clap_complete::generate(shell, &mut Cli::command(), "postern", &mut std::io::stdout());
                Ok(())
            }
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
            Command::Backup { command: Some(BackupCommand::Verify { file, keys }), .. } => {
                logging::init("warn", None);
                backup::verify(file, keys).await
            }
            Command::Backup { command: None, at, keys, out } => {
                logging::init("warn", None);
                let out = out.ok_or_else(|| anyhow::anyhow!("name the file to write with --out"))?;
                backup::backup(at, keys, out).await
            }
            Command::Restore { file, at, keys } => {
                logging::init("warn", None);
                backup::restore(at, keys, file).await
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
