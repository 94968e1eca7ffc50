//! IMAP: the one home of `async-imap` and of the IMAP TLS connection.
//!
//! [`ImapConnection`] connects (implicit TLS, STARTTLS, or plain text to loopback only), logs in,
//! and offers what the sync engine needs: the folder list with roles, SELECT/STATUS with
//! UIDVALIDITY/UIDNEXT/HIGHESTMODSEQ, a streaming header fetch, CONDSTORE/QRESYNC change fetches,
//! raw bodies, UTF-8 search, APPEND with APPENDUID, flag changes, MOVE (with a COPY fallback),
//! EXPUNGE and IDLE.
//!
//! Most commands are sent with async-imap's `run_command` and their responses read one by one
//! (`read_response`), so that nothing the server says is lost: async-imap forwards responses it
//! does not expect to a channel of 100 that drops the rest when full, and has no typed support for
//! ENABLE, QRESYNC/VANISHED, APPENDUID or literals. Every untagged EXISTS, EXPUNGE, VANISHED or
//! FETCH that a command did not ask for marks "the server reported a change", which
//! [`ImapConnection::idle`] answers at once.
//!
//! Two limits of the parser underneath (imap-proto 0.17): it cannot parse ESEARCH or NAMESPACE
//! responses, and a response it cannot parse ends the connection. So `uids` uses plain
//! `UID SEARCH ALL` and `folders` relies on `LIST "" "*"` (which lists every listable namespace).
//!
//! After an [`ImapError::Unreachable`] (or a timeout, or a command whose future was dropped
//! midway) the connection is unusable: every later call fails fast with `Unreachable`; connect
//! anew.

mod bulk;
mod frame;
#[cfg(feature = "fuzzing")]
pub(crate) mod fuzzing;
mod parse;
mod roles;
mod search;
pub(crate) mod transport;
pub mod utf7;

pub use search::SearchQuery;

mod edit;
mod sync;

pub use sync::{ImapSync, neutral_folder, neutral_message};

use crate::transport::{Dial, Security};
use async_imap::imap_proto::{self, AttributeValue, MailboxDatum, NameAttribute, Response, ResponseCode, Status};
use async_imap::types::UnsolicitedResponse;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::future::Future;
use std::time::Duration;
use tokio::io::AsyncWriteExt as _;
use tokio::time::Instant;
use transport::Stream;

/// Where and as whom to connect. Never holds a secret.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImapSettings {
    /// Host name or IP address (IPv6 with or without brackets).
    pub host: String,
    /// TCP port.
    pub port: u16,
    /// How the connection is secured.
    pub security: Security,
    /// The login name.
    pub username: String,
    /// How to log in: with a password, or an OAuth access token (XOAUTH2).
    #[serde(default)]
    pub auth: crate::transport::Auth,
}

/// Less common knobs of [`ImapConnection::connect_with`]; [`ImapConnection::connect`] uses the
/// defaults.
#[derive(Debug, Clone)]
pub struct ConnectOptions {
    /// How to reach the server: extra roots to trust, the checked addresses to connect to, and the
    /// bound on the TCP connect, which for IMAP also bounds the TLS handshake, the greeting and
    /// STARTTLS (default 15 s).
    pub dial: Dial,
    /// Bound on the login. Default 30 s.
    pub login_timeout: Duration,
    /// Bound on each wait for the server during a command (not on the whole command: a large
    /// fetch may take long as long as data flows). Default 120 s.
    pub command_timeout: Duration,
    /// How much the connection reads from the server at most (see [`Limits`]).
    pub limits: Limits,
}

/// Caps on what one connection reads from its server. The server is whatever the user pointed
/// Postern at, so it may be hostile; without them, async-imap buffers a response of up to
/// 512 MiB. docs/LIMITS.md lists them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// The largest message source [`ImapConnection::fetch_raw`] reads, in bytes. Its
    /// RFC822.SIZE is asked first, and a larger message is not fetched at all
    /// ([`ImapError::TooLarge`]; the connection stays usable). Default
    /// [`Limits::DEFAULT_MESSAGE`], 50 MiB.
    pub message: u64,
    /// The largest response to anything else, in bytes, and the longest line of any response: a
    /// header fetch, a partial body ([`ImapConnection::fetch_starts`] takes its `max_bytes` on top, up to
    /// `message`), a SEARCH of a large folder (about 8 bytes a message). A server that sends more
    /// fails the command with [`ImapError::TooLarge`] before the rest is read, and the connection
    /// is closed. Default [`Limits::DEFAULT_RESPONSE`], 8 MiB.
    pub response: u64,
    /// The longest line (without its literals) of any response but a SEARCH result, in bytes.
    /// async-imap parses an incomplete response again after every 4 KiB it reads, so a line of
    /// n bytes costs it about n² / 8 KiB bytes of parsing; the tap reads SEARCH results itself
    /// (in one pass), and every other line is refused past this, like a response past `response`.
    /// Default [`Limits::DEFAULT_LINE`], 1 MiB.
    pub line: u64,
}

impl Limits {
    /// Default of [`Limits::message`]: 50 MiB (most providers refuse mail over 25–50 MB).
    pub const DEFAULT_MESSAGE: u64 = 50 * 1024 * 1024;
    /// Default of [`Limits::response`]: 8 MiB (a SEARCH of a million UIDs is about 7 MB).
    pub const DEFAULT_RESPONSE: u64 = 8 * 1024 * 1024;
    /// Default of [`Limits::line`]: 1 MiB (what servers send as one line is mostly under 10 KiB).
    pub const DEFAULT_LINE: u64 = 1024 * 1024;
}

impl Default for Limits {
    fn default() -> Self {
        Limits { message: Limits::DEFAULT_MESSAGE, response: Limits::DEFAULT_RESPONSE, line: Limits::DEFAULT_LINE }
    }
}

/// Room for the response around a body literal (`* 7 FETCH (UID 9 BODY[] {n}` … `)`), beyond
/// the body's own limit.
const BODY_RESPONSE_ROOM: u64 = 64 * 1024;

impl Default for ConnectOptions {
    fn default() -> Self {
        ConnectOptions {
            dial: Dial::default(),
            login_timeout: Duration::from_secs(30),
            command_timeout: Duration::from_secs(120),
            limits: Limits::default(),
        }
    }
}

/// Why a connection or command failed, classified for account status. The messages never
/// contain the password.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ImapError {
    /// The server refused the login: the account needs new credentials (`needs_reauth`).
    Auth(String),
    /// DNS, connection refused, timeout, connection dropped: `unreachable`.
    Unreachable(String),
    /// Certificate or handshake failure: `unreachable`, the reason says TLS.
    Tls(String),
    /// An unexpected answer, a refused command, or a request this client will not make (such as
    /// plain text to a non-loopback host).
    Protocol(String),
    /// A message or a response is larger than `limit` bytes (see [`Limits`]). When
    /// [`ImapConnection::fetch_raw`] refuses a message by its RFC822.SIZE, the connection is
    /// still usable; when the server sent (or announced) more than the limit, it is closed.
    TooLarge {
        /// The limit that was exceeded, in bytes.
        limit: u64,
        /// What was too large, for people.
        reason: String,
    },
}

impl ImapError {
    /// The human-readable reason, without the class.
    pub fn message(&self) -> &str {
        match self {
            ImapError::Auth(m) | ImapError::Unreachable(m) | ImapError::Tls(m) | ImapError::Protocol(m) => m,
            ImapError::TooLarge { reason, .. } => reason,
        }
    }
}

impl fmt::Display for ImapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let class = match self {
            ImapError::Auth(_) => "login refused",
            ImapError::Unreachable(_) => "server unreachable",
            ImapError::Tls(_) => "TLS failure",
            ImapError::Protocol(_) => "IMAP protocol error",
            ImapError::TooLarge { .. } => "too large",
        };
        write!(f, "{class}: {}", self.message())
    }
}

impl std::error::Error for ImapError {}

/// What the server offers (after login).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Capabilities {
    /// IDLE (RFC 2177).
    pub idle: bool,
    /// CONDSTORE (RFC 7162; also set when only QRESYNC is announced, which implies it).
    pub condstore: bool,
    /// QRESYNC (RFC 7162).
    pub qresync: bool,
    /// MOVE (RFC 6851).
    pub r#move: bool,
    /// UIDPLUS (RFC 4315): APPENDUID, UID EXPUNGE.
    pub uidplus: bool,
    /// SPECIAL-USE (RFC 6154).
    pub special_use: bool,
    /// NOTIFY (RFC 5465).
    pub notify: bool,
    /// UTF8=ACCEPT or UTF8=ONLY (RFC 6855).
    pub utf8_accept: bool,
    /// Every capability as announced, sorted.
    pub all: Vec<String>,
}

impl Capabilities {
    /// Reads the flags from a capability list.
    pub fn from_list(mut all: Vec<String>) -> Capabilities {
        all.sort();
        all.dedup();
        let has = |name: &str| all.iter().any(|c| c.eq_ignore_ascii_case(name));
        Capabilities {
            idle: has("IDLE"),
            condstore: has("CONDSTORE") || has("QRESYNC"),
            qresync: has("QRESYNC"),
            r#move: has("MOVE"),
            uidplus: has("UIDPLUS"),
            special_use: has("SPECIAL-USE"),
            notify: has("NOTIFY"),
            utf8_accept: has("UTF8=ACCEPT") || has("UTF8=ONLY"),
            all,
        }
    }

    /// Whether `name` (case-insensitive, e.g. `"LITERAL+"`) is announced.
    pub fn has(&self, name: &str) -> bool {
        self.all.iter().any(|c| c.eq_ignore_ascii_case(name))
    }
}

/// What a folder is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FolderRole {
    /// INBOX.
    Inbox,
    /// Sent mail.
    Sent,
    /// Drafts.
    Drafts,
    /// Deleted mail.
    Trash,
    /// Spam.
    Junk,
    /// Archived mail.
    Archive,
    /// A virtual folder of all mail (Gmail's "All Mail").
    All,
    /// A virtual folder of flagged mail (Gmail's "Starred").
    Flagged,
}

/// One folder of the account.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RemoteFolder {
    /// The name as the server names it, modified UTF-7 decoded (`Entwürfe`).
    pub name: String,
    /// The name as on the wire (`Entw&APw-rfe`): what SELECT and STATUS take.
    pub raw_name: String,
    /// The hierarchy delimiter (`/`, `.`), if the server has a hierarchy.
    pub delimiter: Option<String>,
    /// From SPECIAL-USE, else from a well-known name; INBOX is always [`FolderRole::Inbox`].
    /// Each role goes to one folder at most.
    pub role: Option<FolderRole>,
    /// False for `\Noselect` / `\NonExistent` folders (a parent that only holds children).
    pub selectable: bool,
    /// The LIST attributes as sent (`\HasChildren`, `\Sent`, …).
    pub attributes: Vec<String>,
}

/// The state of a folder, from SELECT or STATUS.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct FolderState {
    /// UIDVALIDITY: when it changes, every UID known so far is void.
    pub uidvalidity: u32,
    /// The UID the next message will get (at least).
    pub uidnext: u32,
    /// Number of messages.
    pub exists: u32,
    /// HIGHESTMODSEQ, with CONDSTORE (and unless the folder has no mod-sequences).
    pub highestmodseq: Option<u64>,
}

/// What a message's header says beyond its ENVELOPE.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Details {
    /// The ids of `References:`, oldest first, without `<>`.
    pub references: Vec<String>,
    /// Whether the top-level `Content-Type` suggests attachments (see [`RemoteMessage::has_attachments`]).
    pub attachment_hint: bool,
}

/// [`Details`] from a message's header, or from its start (the header ends at the first empty
/// line).
pub fn details_of(raw: &[u8]) -> Details {
    let end = raw.windows(2).position(|w| w == b"\n\n" || w == b"\n\r").map_or(raw.len(), |i| i + 1);
    let header = raw.get(..end).unwrap_or(raw);
    Details {
        references: parse::message_ids(parse::header_value(header, "References").as_bytes()),
        attachment_hint: parse::attachment_hint(&parse::header_value(header, "Content-Type")),
    }
}

/// A message as the header fetch sees it (no body).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RemoteMessage {
    /// The message's UID in its folder.
    pub uid: u32,
    /// Stored flags as the server names them: `\Seen`, `\Flagged`, `$Forwarded`, … (`\Recent`
    /// is left out: it is a session property).
    pub flags: Vec<String>,
    /// INTERNALDATE (arrival) in unix microseconds.
    pub internal_date: Option<i64>,
    /// RFC822.SIZE in bytes.
    pub size: u32,
    /// MODSEQ, with CONDSTORE.
    pub modseq: Option<u64>,
    /// `Message-ID:` without `<>`.
    pub message_id: Option<String>,
    /// The first id of `In-Reply-To:`, without `<>`.
    pub in_reply_to: Option<String>,
    /// The ids of `References:`, oldest first, without `<>`.
    pub references: Vec<String>,
    /// `Subject:`, RFC 2047 decoded.
    pub subject: Option<String>,
    /// `From:` (groups flattened).
    pub from: Vec<Address>,
    /// `To:`.
    pub to: Vec<Address>,
    /// `Cc:`.
    pub cc: Vec<Address>,
    /// The `Date:` header in unix microseconds.
    pub date: Option<i64>,
    /// Whether the top-level `Content-Type` suggests attachments (`multipart/mixed`, or a
    /// single non-text part): a guess, until the body is read.
    pub has_attachments: bool,
}

/// One mailbox address.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Address {
    /// The display name, RFC 2047 decoded.
    pub name: Option<String>,
    /// `local@domain` (only `local` when the server reports no domain).
    pub email: String,
}

/// What changed in the selected folder since a mod-sequence.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Changes {
    /// Messages whose flags changed (or that are new) since: only `uid`, `flags` and `modseq`
    /// are filled in.
    pub changed: Vec<RemoteMessage>,
    /// UIDs expunged since (VANISHED; only with QRESYNC, else empty: compare [`ImapConnection::uids`]).
    pub vanished: Vec<u32>,
}

/// A piece of a command: text, or a literal (sent as `{n}` + bytes, or `{n+}` with LITERAL+).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Arg {
    Text(String),
    Literal(Vec<u8>),
}

/// Most UIDs one [`ImapConnection::changes_since`] reports as vanished (40 MB of them).
const MAX_VANISHED: u64 = 10_000_000;

/// How often IDLE is re-issued at most (RFC 2177 asks for less than 30 minutes).
const IDLE_REISSUE: Duration = Duration::from_secs(25 * 60);
/// How often the IDLE fallback (a server without IDLE) polls with NOOP.
const NOOP_POLL: Duration = Duration::from_secs(10);

/// A logged-in IMAP connection. Not `Clone`; one command at a time (`&mut self`).
pub struct ImapConnection {
    session: async_imap::Session<Stream>,
    capabilities: Capabilities,
    host: String,
    command_timeout: Duration,
    limits: Limits,
    /// The raw name of the selected folder.
    selected: Option<String>,
    qresync_enabled: bool,
    /// The server reported EXISTS/EXPUNGE/VANISHED/FETCH that no command asked for.
    pending_changes: bool,
    /// Why the connection cannot be used any more.
    broken: Option<String>,
    /// Set while a command runs: still set at the next call means a command was cancelled midway
    /// and the protocol state is unknown.
    in_command: bool,
}

impl fmt::Debug for ImapConnection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ImapConnection")
            .field("host", &self.host)
            .field("selected", &self.selected)
            .field("capabilities", &self.capabilities.all)
            .field("broken", &self.broken)
            .finish_non_exhaustive()
    }
}

impl ImapConnection {
    /// Connects and logs in with the default [`ConnectOptions`]. `settings.security` `None` is
    /// only allowed to loopback hosts (else [`ImapError::Protocol`] with a clear message).
    /// Timeouts: 15 s for connect + TLS + greeting, 30 s for the login.
    pub async fn connect(settings: &ImapSettings, password: &str) -> Result<ImapConnection, ImapError> {
        ImapConnection::connect_with(settings, password, &ConnectOptions::default()).await
    }

    /// Connects and logs in with `options`.
    pub async fn connect_with(
        settings: &ImapSettings,
        password: &str,
        options: &ConnectOptions,
    ) -> Result<ImapConnection, ImapError> {
        let host = settings.host.clone();
        let greeted = tokio::time::timeout(options.dial.connect_timeout, transport::connect(settings, options))
            .await
            .map_err(|_| {
                ImapError::Unreachable(format!(
                    "no IMAP greeting from {host}:{} within {}s",
                    settings.port,
                    options.dial.connect_timeout.as_secs()
                ))
            })??;
        let login = tokio::time::timeout(options.login_timeout, login(greeted, settings, password, &host))
            .await
            .map_err(|_| {
                ImapError::Unreachable(format!(
                    "{host} did not answer the login within {}s",
                    options.login_timeout.as_secs()
                ))
            })?;
        let (mut session, capabilities) = login.map_err(|e| redact(e, password))?;
        let capabilities = match capabilities {
            Some(list) => list,
            None => {
                let caps = tokio::time::timeout(options.command_timeout, session.capabilities())
                    .await
                    .map_err(|_| ImapError::Unreachable(format!("{host} did not answer CAPABILITY")))?
                    .map_err(|e| command_error(&host, "CAPABILITY", e))?;
                caps.iter().map(owned_capability_name).collect()
            }
        };
        Ok(ImapConnection {
            session,
            capabilities: Capabilities::from_list(capabilities),
            host,
            command_timeout: options.command_timeout,
            limits: options.limits,
            selected: None,
            qresync_enabled: false,
            pending_changes: false,
            broken: None,
            in_command: false,
        })
    }

    /// What the server offers.
    pub fn capabilities(&self) -> &Capabilities {
        &self.capabilities
    }

    /// The raw name of the selected folder, if any.
    pub fn selected(&self) -> Option<&str> {
        self.selected.as_deref()
    }

    /// Whether the server reported a change (EXISTS/EXPUNGE/VANISHED/FETCH) alongside an earlier
    /// command that did not ask for it, not yet answered by [`ImapConnection::idle`] or a SELECT.
    pub fn has_pending_changes(&self) -> bool {
        self.pending_changes
    }

    /// `LIST "" "*"` (with `RETURN (SPECIAL-USE)` when offered): every folder, `\Noselect`
    /// parents included with `selectable: false`, names decoded from modified UTF-7, roles from
    /// SPECIAL-USE else from well-known localized names (each role to one folder at most).
    pub async fn folders(&mut self) -> Result<Vec<RemoteFolder>, ImapError> {
        let command = if self.capabilities.special_use && self.capabilities.has("LIST-EXTENDED") {
            "LIST \"\" \"*\" RETURN (SPECIAL-USE)"
        } else {
            "LIST \"\" \"*\""
        };
        let mut folders: Vec<RemoteFolder> = Vec::new();
        self.run(&[Arg::Text(command.into())], |response| {
            let Response::MailboxData(MailboxDatum::List(list)) = response else { return false };
            let attributes: Vec<String> = list.name_attributes.iter().map(name_attribute).collect();
            let selectable = !attributes
                .iter()
                .any(|a| a.eq_ignore_ascii_case("\\Noselect") || a.eq_ignore_ascii_case("\\NonExistent"));
            let raw_name = list.name.to_string();
            let name =
                if raw_name.eq_ignore_ascii_case("INBOX") { "INBOX".to_string() } else { utf7::decode(&raw_name) };
            folders.push(RemoteFolder {
                name,
                raw_name,
                delimiter: list.delimiter.as_deref().map(str::to_string),
                role: None,
                selectable,
                attributes,
            });
            true
        })
        .await?;
        assign_roles(&mut folders);
        Ok(folders)
    }

    /// Creates a folder; `name` is the decoded name (encoded to modified UTF-7 here), with the
    /// server's delimiter for hierarchy.
    pub async fn create_folder(&mut self, name: &str) -> Result<(), ImapError> {
        let encoded = utf7::encode(name);
        self.run(&[Arg::Text("CREATE ".into()), mailbox_arg(&encoded)], |_| false).await?;
        Ok(())
    }

    /// Renames a folder (and, as IMAP does, its subfolders); `new_name` is the decoded full
    /// name, with the server's delimiter for hierarchy.
    pub async fn rename_folder(&mut self, raw_name: &str, new_name: &str) -> Result<(), ImapError> {
        self.leave(raw_name).await?;
        let encoded = utf7::encode(new_name);
        self.run(
            &[Arg::Text("RENAME ".into()), mailbox_arg(raw_name), Arg::Text(" ".into()), mailbox_arg(&encoded)],
            |_| false,
        )
        .await?;
        Ok(())
    }

    /// Deletes a folder.
    pub async fn delete_folder(&mut self, raw_name: &str) -> Result<(), ImapError> {
        self.leave(raw_name).await?;
        self.run(&[Arg::Text("DELETE ".into()), mailbox_arg(raw_name)], |_| false).await?;
        Ok(())
    }

    /// Selects the INBOX instead when `raw_name` is selected (servers refuse to rename or delete
    /// the selected folder; CLOSE would expunge).
    async fn leave(&mut self, raw_name: &str) -> Result<(), ImapError> {
        if self.selected.as_deref() == Some(raw_name) {
            self.select("INBOX").await?;
        }
        Ok(())
    }

    /// SELECT (read-write; with CONDSTORE when offered; `ENABLE QRESYNC` first, once per
    /// connection, when offered). Clears [`ImapConnection::has_pending_changes`].
    pub async fn select(&mut self, raw_name: &str) -> Result<FolderState, ImapError> {
        if self.capabilities.qresync && !self.qresync_enabled {
            self.run(&[Arg::Text("ENABLE QRESYNC".into())], |_| true).await?;
            self.qresync_enabled = true;
        }
        self.selected = None;
        let mut uidvalidity = None;
        let mut uidnext = None;
        let mut exists = 0;
        let mut highestmodseq = None;
        let mut args = vec![Arg::Text("SELECT ".into()), mailbox_arg(raw_name)];
        if self.capabilities.condstore {
            args.push(Arg::Text(" (CONDSTORE)".into()));
        }
        self.run(&args, |response| match response {
            Response::Data { status: Status::Ok, outcome } => {
                match &outcome.code {
                    Some(ResponseCode::UidValidity(v)) => uidvalidity = Some(*v),
                    Some(ResponseCode::UidNext(v)) => uidnext = Some(*v),
                    Some(ResponseCode::HighestModSeq(v)) => highestmodseq = Some(*v),
                    _ => {}
                }
                true
            }
            Response::MailboxData(MailboxDatum::Exists(n)) => {
                exists = *n;
                true
            }
            Response::MailboxData(MailboxDatum::Recent(_) | MailboxDatum::Flags(_)) => true,
            _ => false,
        })
        .await?;
        let uidvalidity = uidvalidity
            .ok_or_else(|| ImapError::Protocol(format!("SELECT {raw_name} on {} gave no UIDVALIDITY", self.host)))?;
        self.selected = Some(raw_name.to_string());
        self.pending_changes = false;
        let uidnext = match uidnext {
            Some(n) => n,
            // Some servers leave UIDNEXT out: one past the highest UID then (an empty folder may
            // refuse `*`: 1 then).
            None => match self.highest_uid().await {
                Ok(highest) => highest.map_or(1, |u| u.saturating_add(1)),
                Err(ImapError::Protocol(_)) if self.broken.is_none() => 1,
                Err(e) => return Err(e),
            },
        };
        Ok(FolderState { uidvalidity, uidnext, exists, highestmodseq })
    }

    async fn highest_uid(&mut self) -> Result<Option<u32>, ImapError> {
        let mut highest = None;
        self.run(&[Arg::Text("UID FETCH * (UID)".into())], |response| {
            let Response::Fetch(_, attrs) = response else { return false };
            if let (Some(uid), _) = parse::uid_and_flags(attrs) {
                highest = highest.max(Some(uid));
            }
            true
        })
        .await?;
        Ok(highest)
    }

    /// STATUS (UIDNEXT UIDVALIDITY MESSAGES, and HIGHESTMODSEQ with CONDSTORE): a cheap look at
    /// a folder without selecting it.
    pub async fn status(&mut self, raw_name: &str) -> Result<FolderState, ImapError> {
        let items = if self.capabilities.condstore {
            " (UIDNEXT UIDVALIDITY MESSAGES HIGHESTMODSEQ)"
        } else {
            " (UIDNEXT UIDVALIDITY MESSAGES)"
        };
        let mut state = FolderState { uidvalidity: 0, uidnext: 0, exists: 0, highestmodseq: None };
        let mut seen = false;
        self.run(&[Arg::Text("STATUS ".into()), mailbox_arg(raw_name), Arg::Text(items.into())], |response| {
            let Response::MailboxData(MailboxDatum::Status { mailbox, status }) = response else { return false };
            let same = mailbox == raw_name
                || (mailbox.eq_ignore_ascii_case("INBOX") && raw_name.eq_ignore_ascii_case("INBOX"));
            if !same {
                return false;
            }
            seen = true;
            for item in status {
                match item {
                    imap_proto::StatusAttribute::UidValidity(v) => state.uidvalidity = *v,
                    imap_proto::StatusAttribute::UidNext(v) => state.uidnext = *v,
                    imap_proto::StatusAttribute::Messages(v) => state.exists = *v,
                    imap_proto::StatusAttribute::HighestModSeq(v) => state.highestmodseq = Some(*v),
                    _ => {}
                }
            }
            true
        })
        .await?;
        if !seen || state.uidvalidity == 0 {
            return Err(ImapError::Protocol(format!("STATUS {raw_name} on {} gave no UIDVALIDITY", self.host)));
        }
        Ok(state)
    }

    /// UID FETCH `uids` (`"1:*"`, `"5:100"`, `"3,7,9"`) of UID, FLAGS, INTERNALDATE, RFC822.SIZE,
    /// ENVELOPE, the References and Content-Type headers (BODY.PEEK: never sets `\Seen`) and MODSEQ with
    /// CONDSTORE, on the selected folder. Each response is turned into a [`RemoteMessage`] as it
    /// arrives, in the server's order.
    pub async fn fetch_headers(&mut self, uids: &str) -> Result<Vec<RemoteMessage>, ImapError> {
        self.fetch_messages(uids, " BODY.PEEK[HEADER.FIELDS (REFERENCES CONTENT-TYPE)]").await
    }

    /// [`Self::fetch_headers`] without the two header fields: only what servers keep in their
    /// index, so that they need not open a message file (Dovecot answers a folder of 10,000 about
    /// three times faster). `references` stay empty and `has_attachments` false; [`Self::fetch_details`]
    /// or [`details_of`] a message's start gives them later.
    pub async fn fetch_envelopes(&mut self, uids: &str) -> Result<Vec<RemoteMessage>, ImapError> {
        self.fetch_messages(uids, "").await
    }

    async fn fetch_messages(&mut self, uids: &str, headers: &str) -> Result<Vec<RemoteMessage>, ImapError> {
        self.require_selected()?;
        let uids = uid_set(uids)?;
        let modseq = if self.capabilities.condstore { " MODSEQ" } else { "" };
        let command = format!("UID FETCH {uids} (UID FLAGS INTERNALDATE RFC822.SIZE ENVELOPE{headers}{modseq})");
        // The tap (module `bulk`) reads the envelopes; what it leaves comes here.
        self.tap().begin(bulk::Take::Envelopes);
        let mut messages = Vec::new();
        let done = self
            .run(&[Arg::Text(command)], |response| {
                let Response::Fetch(_, attrs) = response else { return false };
                // A FETCH without ENVELOPE is the server telling about a flag change elsewhere.
                if !attrs.iter().any(|a| matches!(a, AttributeValue::Envelope(_))) {
                    return false;
                }
                match parse::message(attrs) {
                    Some(message) => {
                        messages.push(message);
                        true
                    }
                    None => false,
                }
            })
            .await;
        let taken = self.tap().end().messages;
        if messages.is_empty() {
            messages = taken;
        } else {
            messages.extend(taken);
            messages.sort_by_key(|m| m.uid);
        }
        done?;
        Ok(messages)
    }

    /// The References and Content-Type headers of messages of the selected folder, by UID.
    pub async fn fetch_details(&mut self, uids: &str) -> Result<Vec<(u32, Details)>, ImapError> {
        self.require_selected()?;
        let uids = uid_set(uids)?;
        let mut found = Vec::new();
        let command = format!("UID FETCH {uids} (UID BODY.PEEK[HEADER.FIELDS (REFERENCES CONTENT-TYPE)])");
        self.run(&[Arg::Text(command)], |response| {
            let Response::Fetch(_, attrs) = response else { return false };
            let (Some(uid), _) = parse::uid_and_flags(attrs) else { return false };
            let header = attrs.iter().find_map(|attr| match attr {
                AttributeValue::BodySection { section: Some(_), data: Some(data), .. } => Some(data),
                _ => None,
            });
            match header {
                Some(header) => {
                    found.push((uid, details_of(header)));
                    true
                }
                None => false,
            }
        })
        .await?;
        Ok(found)
    }

    /// Every UID of the selected folder, ascending (`UID SEARCH ALL`; see the module docs on
    /// ESEARCH).
    pub async fn uids(&mut self) -> Result<Vec<u32>, ImapError> {
        self.require_selected()?;
        self.search_args(Vec::new(), &[Arg::Text(" ALL".into())]).await
    }

    /// With CONDSTORE: `UID FETCH 1:* (UID FLAGS MODSEQ) (CHANGEDSINCE modseq)`, plus VANISHED
    /// (expunged UIDs) when QRESYNC is enabled. Without CONDSTORE: [`ImapError::Protocol`] (use
    /// [`ImapConnection::all_flags`]).
    pub async fn changes_since(&mut self, modseq: u64) -> Result<Changes, ImapError> {
        self.require_selected()?;
        if !self.capabilities.condstore {
            return Err(ImapError::Protocol(format!("{} does not offer CONDSTORE", self.host)));
        }
        let vanished = if self.qresync_enabled { " VANISHED" } else { "" };
        let command = format!("UID FETCH 1:* (UID FLAGS MODSEQ) (CHANGEDSINCE {modseq}{vanished})");
        let mut changes = Changes::default();
        self.run(&[Arg::Text(command)], |response| match response {
            Response::Fetch(_, attrs) => {
                let mut uid = None;
                let mut message = RemoteMessage::default();
                for attr in attrs {
                    match attr {
                        AttributeValue::Uid(u) => uid = Some(*u),
                        AttributeValue::ModSeq(m) => message.modseq = Some(*m),
                        _ => {}
                    }
                }
                let (_, flags) = parse::uid_and_flags(attrs);
                match (uid, flags) {
                    (Some(uid), Some(flags)) => {
                        message.uid = uid;
                        message.flags = flags;
                        changes.changed.push(message);
                        true
                    }
                    _ => false,
                }
            }
            Response::Vanished { uids, .. } => {
                for range in uids {
                    // Hostile ranges must not allocate without bound: no more than 10 M UIDs
                    // in all (a folder holds fewer), the rest is left out.
                    let width = u64::from(range.end().saturating_sub(*range.start())) + 1;
                    if (changes.vanished.len() as u64).saturating_add(width) <= MAX_VANISHED {
                        changes.vanished.extend(range.clone());
                    }
                }
                true
            }
            _ => false,
        })
        .await?;
        changes.vanished.sort_unstable();
        changes.vanished.dedup();
        Ok(changes)
    }

    /// The flags of every message of the selected folder (`UID FETCH 1:* (UID FLAGS)`): the
    /// fallback without CONDSTORE.
    pub async fn all_flags(&mut self) -> Result<Vec<(u32, Vec<String>)>, ImapError> {
        self.require_selected()?;
        let mut all = Vec::new();
        self.run(&[Arg::Text("UID FETCH 1:* (UID FLAGS)".into())], |response| {
            let Response::Fetch(_, attrs) = response else { return false };
            match parse::uid_and_flags(attrs) {
                (Some(uid), Some(flags)) => {
                    all.push((uid, flags));
                    true
                }
                _ => false,
            }
        })
        .await?;
        Ok(all)
    }

    /// The first `max_bytes` of each message of `uids` (`BODY.PEEK[]<0.max_bytes>`: never marks
    /// them read), in the server's order; UIDs that are gone are missing from the answer.
    /// `max_bytes` is taken up to [`Limits::message`]; a server that sends more than it was asked
    /// for is cut to `max_bytes`, and one that sends more than the limit in force fails the command
    /// ([`ImapError::TooLarge`]).
    pub async fn fetch_starts(&mut self, uids: &str, max_bytes: u32) -> Result<Vec<(u32, Vec<u8>)>, ImapError> {
        self.require_selected()?;
        let uids = uid_set(uids)?;
        let max_bytes = u64::from(max_bytes).min(self.limits.message);
        let keep = usize::try_from(max_bytes).unwrap_or(usize::MAX);
        let mut found = Vec::new();
        let limit = self.limits.response.max(max_bytes.saturating_add(BODY_RESPONSE_ROOM));
        self.tap().set_limit(limit);
        let done = self
            .run(&[Arg::Text(format!("UID FETCH {uids} (UID BODY.PEEK[]<0.{max_bytes}>)"))], |response| {
                let Response::Fetch(_, attrs) = response else { return false };
                let (Some(uid), _) = parse::uid_and_flags(attrs) else { return false };
                let data = attrs.iter().find_map(|attr| match attr {
                    AttributeValue::BodySection { section: None, data: Some(data), .. } => {
                        Some(data.get(..keep).unwrap_or(data.as_ref()).to_vec())
                    }
                    _ => None,
                });
                match data {
                    Some(data) => {
                        found.push((uid, data));
                        true
                    }
                    None => false,
                }
            })
            .await;
        self.restore_limit();
        done?;
        Ok(found)
    }

    /// The whole message of `uid` in `folder` ([`Self::fetch_raw`]), selecting the folder if it
    /// is not selected; `None` if the UID is gone.
    pub async fn source_in(&mut self, folder: &str, uid: u32) -> Result<Option<Vec<u8>>, ImapError> {
        if self.selected() != Some(folder) {
            self.select(folder).await?;
            return self.fetch_raw(uid).await;
        }
        match self.fetch_raw(uid).await? {
            Some(raw) => Ok(Some(raw)),
            // A kept connection's view of the folder may predate the message: NOOP lets the
            // server tell it about new mail, then once more.
            None => {
                self.noop().await?;
                self.fetch_raw(uid).await
            }
        }
    }

    /// The whole message (`BODY.PEEK[]`: never marks it read); `None` if the UID is gone. A
    /// message over [`Limits::message`] is [`ImapError::TooLarge`]: its RFC822.SIZE is asked first
    /// (async-imap reads a whole response before it hands it on, so the size must be known
    /// before the body is asked for), and a server that sends more than it said fails the
    /// command as soon as it announces the body.
    pub async fn fetch_raw(&mut self, uid: u32) -> Result<Option<Vec<u8>>, ImapError> {
        self.require_selected()?;
        let limit = self.limits.message;
        let mut seen = false;
        let mut size = None;
        self.run(&[Arg::Text(format!("UID FETCH {uid} (UID RFC822.SIZE)"))], |response| {
            let Response::Fetch(_, attrs) = response else { return false };
            if parse::uid_and_flags(attrs).0 != Some(uid) {
                return false;
            }
            seen = true;
            for attr in attrs {
                if let AttributeValue::Rfc822Size(n) = attr {
                    size = Some(u64::from(*n));
                }
            }
            true
        })
        .await?;
        if !seen {
            return Ok(None);
        }
        if let Some(size) = size.filter(|&size| size > limit) {
            return Err(self.message_too_large(uid, size, limit));
        }
        let mut raw = None;
        let room = limit.saturating_add(BODY_RESPONSE_ROOM).max(self.limits.response);
        self.tap().set_limit(room);
        let done = self
            .run(&[Arg::Text(format!("UID FETCH {uid} (UID BODY.PEEK[])"))], |response| {
                let Response::Fetch(_, attrs) = response else { return false };
                let (this_uid, _) = parse::uid_and_flags(attrs);
                if this_uid != Some(uid) {
                    return false;
                }
                for attr in attrs {
                    if let AttributeValue::BodySection { section: None, data: Some(data), .. }
                    | AttributeValue::Rfc822(Some(data)) = attr
                    {
                        raw = Some(data.to_vec());
                    }
                }
                raw.is_some()
            })
            .await;
        self.restore_limit();
        done?;
        match raw {
            // More than RFC822.SIZE said, within the room the response had.
            Some(raw) if raw.len() as u64 > limit => Err(self.message_too_large(uid, raw.len() as u64, limit)),
            raw => Ok(raw),
        }
    }

    fn message_too_large(&self, uid: u32, size: u64, limit: u64) -> ImapError {
        ImapError::TooLarge {
            limit,
            reason: format!(
                "message {uid} on {} is {size} bytes, more than the limit of {limit} bytes for a message source",
                self.host
            ),
        }
    }

    /// Back to [`Limits::response`] after a body fetch.
    fn restore_limit(&mut self) {
        let normal = self.limits.response;
        self.tap().set_limit(normal);
    }

    /// The tap under the session (module `bulk`).
    fn tap(&mut self) -> &mut bulk::Tap<crate::transport::Transport> {
        self.session.get_mut().get_mut()
    }

    /// UID SEARCH on the selected folder; `CHARSET UTF-8` when a value is not ASCII. Values are
    /// quoted or sent as literals, never as syntax.
    pub async fn search(&mut self, query: &SearchQuery) -> Result<Vec<u32>, ImapError> {
        self.require_selected()?;
        let (args, utf8) = query.to_args();
        let prefix = if utf8 { vec![Arg::Text(" CHARSET UTF-8".into())] } else { Vec::new() };
        self.search_args(prefix, &args).await
    }

    async fn search_args(&mut self, mut args: Vec<Arg>, criteria: &[Arg]) -> Result<Vec<u32>, ImapError> {
        args.insert(0, Arg::Text("UID SEARCH".into()));
        args.extend_from_slice(criteria);
        let mut uids = Vec::new();
        // The tap reads the result lines (module `bulk`); async-imap sees them without numbers.
        self.tap().begin(bulk::Take::SearchResults);
        let done = self
            .run(&args, |response| match response {
                Response::MailboxData(MailboxDatum::Search(found)) => {
                    uids.extend_from_slice(found);
                    true
                }
                _ => false,
            })
            .await;
        uids.extend(self.tap().end().uids);
        done?;
        uids.sort_unstable();
        uids.dedup();
        Ok(uids)
    }

    /// APPEND `raw` to the folder with `flags` (`"\\Seen"`, `"$Forwarded"`; each must be a
    /// valid flag atom). Returns the new UID when the server says APPENDUID (UIDPLUS).
    pub async fn append(&mut self, raw_name: &str, flags: &[&str], raw: &[u8]) -> Result<Option<u32>, ImapError> {
        let flags = flag_list(flags)?;
        let args = [
            Arg::Text("APPEND ".into()),
            mailbox_arg(raw_name),
            Arg::Text(format!(" ({flags}) ")),
            Arg::Literal(raw.to_vec()),
        ];
        Ok(self.run(&args, |_| false).await?.append_uid)
    }

    /// `UID STORE uids +FLAGS.SILENT (flags)`.
    pub async fn add_flags(&mut self, uids: &str, flags: &[&str]) -> Result<(), ImapError> {
        self.store(uids, '+', flags).await
    }

    /// `UID STORE uids -FLAGS.SILENT (flags)`.
    pub async fn remove_flags(&mut self, uids: &str, flags: &[&str]) -> Result<(), ImapError> {
        self.store(uids, '-', flags).await
    }

    async fn store(&mut self, uids: &str, sign: char, flags: &[&str]) -> Result<(), ImapError> {
        self.require_selected()?;
        let uids = uid_set(uids)?;
        let flags = flag_list(flags)?;
        self.run(&[Arg::Text(format!("UID STORE {uids} {sign}FLAGS.SILENT ({flags})"))], |_| false).await?;
        Ok(())
    }

    /// Moves messages of the selected folder to another: `UID MOVE`, or without MOVE `UID COPY`,
    /// `\Deleted` and `UID EXPUNGE`. Returns (old UID, new UID) pairs when the server says
    /// COPYUID (UIDPLUS); empty when it does not. Without MOVE and UIDPLUS it refuses
    /// ([`ImapError::Protocol`]): a plain EXPUNGE would also remove other clients' messages
    /// marked `\Deleted`.
    pub async fn move_to(&mut self, uids: &str, target_raw_name: &str) -> Result<Vec<(u32, u32)>, ImapError> {
        self.require_selected()?;
        let uids = uid_set(uids)?;
        if !self.capabilities.r#move && !self.capabilities.uidplus {
            return Err(self.without_uidplus("move"));
        }
        let mut pairs = Vec::new();
        let command = if self.capabilities.r#move { "MOVE" } else { "COPY" };
        let done = self
            .run(&[Arg::Text(format!("UID {command} {uids} ")), mailbox_arg(target_raw_name)], |response| {
                // MOVE tells COPYUID in an untagged OK before its expunges.
                if let Response::Data { status: Status::Ok, outcome } = response
                    && let Some(ResponseCode::CopyUid(_, from, to)) = &outcome.code
                {
                    pairs = uid_pairs(from, to);
                }
                matches!(response, Response::Expunge(_) | Response::Vanished { .. } | Response::Data { .. })
            })
            .await?;
        if let Some(copied) = done.copy_uids {
            pairs = copied;
        }
        if command == "COPY" {
            self.expunge(&uids).await?;
        }
        Ok(pairs)
    }

    /// Deletes messages of the selected folder for good: `\Deleted`, then `UID EXPUNGE`. Refuses
    /// without UIDPLUS ([`ImapError::Protocol`]): a plain EXPUNGE would also remove other
    /// clients' messages marked `\Deleted`.
    pub async fn expunge(&mut self, uids: &str) -> Result<(), ImapError> {
        self.require_selected()?;
        let uids = uid_set(uids)?;
        if !self.capabilities.uidplus {
            return Err(self.without_uidplus("delete"));
        }
        self.run(&[Arg::Text(format!("UID STORE {uids} +FLAGS.SILENT (\\Deleted)"))], |_| false).await?;
        // Our own expunge reports come back as EXPUNGE/VANISHED: they are not news.
        self.run(&[Arg::Text(format!("UID EXPUNGE {uids}"))], |response| {
            matches!(response, Response::Expunge(_) | Response::Vanished { .. })
        })
        .await?;
        Ok(())
    }

    fn without_uidplus(&self, what: &str) -> ImapError {
        ImapError::Protocol(format!(
            "{} offers no UIDPLUS: messages cannot be {what}d there without also removing other clients' messages marked \\Deleted",
            self.host
        ))
    }

    /// NOOP: lets the server report changes; returns whether it did (or had before).
    pub async fn noop(&mut self) -> Result<bool, ImapError> {
        self.run(&[Arg::Text("NOOP".into())], |_| false).await?;
        Ok(std::mem::take(&mut self.pending_changes))
    }

    /// With NOTIFY (RFC 5465): asks the server to report new, expunged and re-flagged messages in
    /// every folder of the personal namespace, not only the selected one. Those reports (untagged
    /// STATUS for other folders) then end [`ImapConnection::idle`] like changes to the selected
    /// folder. Returns false, asking nothing, when the server does not offer NOTIFY.
    pub async fn notify_changes(&mut self) -> Result<bool, ImapError> {
        if !self.capabilities.notify {
            return Ok(false);
        }
        let events = "(MessageNew MessageExpunge FlagChange)";
        let command = format!("NOTIFY SET (selected {events}) (personal {events})");
        self.run(&[Arg::Text(command)], |_| false).await?;
        Ok(true)
    }

    /// IDLE on the selected folder until the server reports something (EXISTS, EXPUNGE, FETCH,
    /// VANISHED; with [`ImapConnection::notify_changes`] also STATUS of another folder) or
    /// `timeout` passes; returns whether something changed. Answers `true` at once
    /// when such a report already came alongside an earlier command (reports caused by this
    /// connection's own commands count too, such as the EXISTS after an APPEND to the selected
    /// folder: at worst one sync too many, never one too few). IDLE is re-issued every 25
    /// minutes; a server without IDLE is polled with NOOP every 10 s. Takes the connection and
    /// gives it back (async-imap's IDLE handle owns the session); on error it is gone.
    pub async fn idle(self, timeout: Duration) -> Result<(ImapConnection, bool), ImapError> {
        self.idle_until(timeout, std::future::pending()).await
    }

    /// [`ImapConnection::idle`] that also ends when `stop` resolves (cleanly, after DONE; `true`
    /// only if a report came in meanwhile): for shutdown, or when the engine wants the
    /// connection back.
    pub async fn idle_until<F>(mut self, timeout: Duration, stop: F) -> Result<(ImapConnection, bool), ImapError>
    where
        F: Future<Output = ()>,
    {
        self.usable()?;
        self.require_selected()?;
        self.drain_unsolicited();
        if std::mem::take(&mut self.pending_changes) {
            return Ok((self, true));
        }
        tokio::pin!(stop);
        let deadline = Instant::now() + timeout;
        if !self.capabilities.idle {
            loop {
                let now = Instant::now();
                if now >= deadline {
                    return Ok((self, false));
                }
                tokio::select! {
                    _ = tokio::time::sleep((deadline - now).min(NOOP_POLL)) => {}
                    _ = &mut stop => return Ok((self, false)),
                }
                if self.noop().await? {
                    return Ok((self, true));
                }
            }
        }
        loop {
            let now = Instant::now();
            if now >= deadline {
                return Ok((self, false));
            }
            let slice_end = now + (deadline - now).min(IDLE_REISSUE);
            let (connection, outcome) = self.idle_once(slice_end, &mut stop).await?;
            self = connection;
            match outcome {
                IdleOutcome::Changed => return Ok((self, true)),
                IdleOutcome::Stopped => {
                    let changed = std::mem::take(&mut self.pending_changes);
                    return Ok((self, changed));
                }
                IdleOutcome::Quiet if std::mem::take(&mut self.pending_changes) => return Ok((self, true)),
                IdleOutcome::Quiet => {}
            }
        }
    }

    /// One IDLE … DONE round until `until`, a report, or `stop`.
    async fn idle_once<F>(
        mut self,
        until: Instant,
        stop: &mut std::pin::Pin<&mut F>,
    ) -> Result<(ImapConnection, IdleOutcome), ImapError>
    where
        F: Future<Output = ()>,
    {
        let host = self.host.clone();
        let limit = self.command_timeout;
        let mut handle = self.session.idle();
        match tokio::time::timeout(limit, handle.init()).await {
            Ok(Ok(())) => {}
            Ok(Err(e)) => return Err(command_error(&host, "IDLE", e)),
            Err(_) => {
                return Err(ImapError::Unreachable(format!("{host} did not accept IDLE within {}s", limit.as_secs())));
            }
        }
        let outcome = {
            // Keep the stop source alive: dropping it interrupts the wait.
            let (wait, _interrupt) = handle.wait_with_timeout(until.saturating_duration_since(Instant::now()) + limit);
            tokio::select! {
                result = wait => match result {
                    Ok(async_imap::extensions::idle::IdleResponse::NewData(data)) => match data.parsed() {
                        Response::Data { status: Status::Bye, outcome } => {
                            return Err(ImapError::Unreachable(format!(
                                "{host} closed the connection: {}",
                                truncate(outcome.information.as_deref().unwrap_or(""))
                            )));
                        }
                        response if is_change(response) => IdleOutcome::Changed,
                        _ => IdleOutcome::Quiet,
                    },
                    Ok(async_imap::extensions::idle::IdleResponse::Timeout) => IdleOutcome::Quiet,
                    Ok(async_imap::extensions::idle::IdleResponse::ManualInterrupt) => {
                        return Err(ImapError::Unreachable(format!("{host} closed the connection during IDLE")));
                    }
                    Err(e) => return Err(command_error(&host, "IDLE", e)),
                },
                _ = tokio::time::sleep_until(until) => IdleOutcome::Quiet,
                _ = stop.as_mut() => IdleOutcome::Stopped,
            }
        };
        let session = match tokio::time::timeout(limit, handle.done()).await {
            Ok(Ok(session)) => session,
            Ok(Err(e)) => return Err(command_error(&host, "DONE", e)),
            Err(_) => {
                return Err(ImapError::Unreachable(format!("{host} did not end IDLE within {}s", limit.as_secs())));
            }
        };
        self.session = session;
        self.drain_unsolicited();
        Ok((self, outcome))
    }

    /// LOGOUT (bounded to 5 s, errors ignored) and close.
    pub async fn logout(mut self) {
        if self.usable().is_ok() {
            self.command_timeout = self.command_timeout.min(Duration::from_secs(5));
            let _ =
                tokio::time::timeout(Duration::from_secs(5), self.run(&[Arg::Text("LOGOUT".into())], |_| true)).await;
        }
    }

    fn require_selected(&self) -> Result<(), ImapError> {
        if self.selected.is_none() {
            return Err(ImapError::Protocol("no folder is selected: call select first".into()));
        }
        Ok(())
    }

    fn usable(&mut self) -> Result<(), ImapError> {
        if self.in_command {
            self.broken = Some("an earlier command was cancelled midway".into());
        }
        match &self.broken {
            Some(reason) => {
                Err(ImapError::Unreachable(format!("the connection to {} is unusable: {reason}", self.host)))
            }
            None => Ok(()),
        }
    }

    fn fail(&mut self, error: ImapError) -> ImapError {
        if matches!(error, ImapError::Unreachable(_)) && self.broken.is_none() {
            self.broken = Some(error.message().to_string());
        }
        error
    }

    /// Takes what async-imap put on its unsolicited channel (during IDLE and DONE) into
    /// `pending_changes`.
    fn drain_unsolicited(&mut self) {
        while let Ok(response) = self.session.unsolicited_responses.try_recv() {
            let change = match &response {
                UnsolicitedResponse::Exists(_)
                | UnsolicitedResponse::Expunge(_)
                | UnsolicitedResponse::Status { .. } => true,
                UnsolicitedResponse::Other(data) => is_change(data.parsed()),
                _ => false,
            };
            self.pending_changes |= change;
        }
    }

    /// Sends one command and reads up to its tagged completion. Every untagged response goes to
    /// `on_data`, which returns whether it was the command's own data; the rest that report a
    /// change set `pending_changes`.
    async fn run<F>(&mut self, args: &[Arg], mut on_data: F) -> Result<TaggedOk, ImapError>
    where
        F: FnMut(&Response<'_>) -> bool,
    {
        self.usable()?;
        self.drain_unsolicited();
        self.in_command = true;
        let result = self.run_inner(args, &mut on_data).await;
        self.in_command = false;
        result.map_err(|e| self.fail(e))
    }

    async fn run_inner<F>(&mut self, args: &[Arg], on_data: &mut F) -> Result<TaggedOk, ImapError>
    where
        F: FnMut(&Response<'_>) -> bool,
    {
        let name = command_name(args);
        let (host, limit) = (self.host.clone(), self.command_timeout);
        let literal_plus = self.capabilities.has("LITERAL+");
        // The command up to (and with the header of) the first literal goes out with its tag.
        let mut pieces = args.iter();
        let mut head = String::new();
        let mut literal: Option<&[u8]> = None;
        for arg in pieces.by_ref() {
            match arg {
                Arg::Text(text) => head.push_str(text),
                Arg::Literal(bytes) => {
                    head.push_str(&literal_header(bytes.len(), literal_plus));
                    literal = Some(bytes);
                    break;
                }
            }
        }
        let tag = timed(&host, limit, &name, self.session.run_command(&head))
            .await?
            .map_err(|e| command_error(&host, &name, e))?;
        while let Some(bytes) = literal.take() {
            if !literal_plus {
                // A synchronizing literal: wait for "+" (or the refusal).
                loop {
                    match self.step(&name, &tag, on_data).await? {
                        Step::Continue => break,
                        Step::Tagged(result) => {
                            return Err(result.err().unwrap_or_else(|| {
                                ImapError::Protocol(format!("{host} completed {name} before its literal was sent"))
                            }));
                        }
                        Step::Other => {}
                    }
                }
            }
            let mut tail: Vec<u8> = bytes.to_vec();
            for arg in pieces.by_ref() {
                match arg {
                    Arg::Text(text) => tail.extend_from_slice(text.as_bytes()),
                    Arg::Literal(next) => {
                        tail.extend_from_slice(literal_header(next.len(), literal_plus).as_bytes());
                        literal = Some(next);
                        break;
                    }
                }
            }
            if literal.is_none() {
                tail.extend_from_slice(b"\r\n");
            }
            let stream = self.session.get_mut();
            let write = async {
                stream.write_all(&tail).await?;
                stream.flush().await
            };
            timed(&host, limit, &name, write)
                .await?
                .map_err(|e| ImapError::Unreachable(format!("connection to {host} failed during {name}: {e}")))?;
        }
        loop {
            match self.step(&name, &tag, on_data).await? {
                Step::Tagged(result) => return result,
                Step::Continue | Step::Other => {}
            }
        }
    }

    /// Reads one response of the running command `tag` and deals with it.
    async fn step<F>(&mut self, name: &str, tag: &imap_proto::RequestId, on_data: &mut F) -> Result<Step, ImapError>
    where
        F: FnMut(&Response<'_>) -> bool,
    {
        let (host, limit) = (self.host.clone(), self.command_timeout);
        let response = match timed(&host, limit, name, self.session.read_response()).await? {
            Ok(Some(response)) => response,
            Ok(None) => {
                return Err(ImapError::Unreachable(match &self.broken {
                    Some(reason) => format!("{host} closed the connection during {name} ({reason})"),
                    None => format!("{host} closed the connection during {name}"),
                }));
            }
            Err(e) if frame::Refused::of(&e).is_some() => {
                let error = frame::Refused::of(&e).map_or_else(
                    || ImapError::Unreachable(format!("connection to {host} failed during {name}: {e}")),
                    |refused| refusal(&host, name, refused),
                );
                self.broken = Some(error.message().to_string());
                return Err(error);
            }
            Err(e) if is_parse_error(&e) => {
                // imap-proto could not parse the answer; the stream cannot go on from here.
                self.broken = Some("an answer could not be parsed".into());
                return Err(ImapError::Protocol(format!(
                    "{host} sent an answer to {name} that cannot be parsed: {}",
                    truncate(&e.to_string())
                )));
            }
            Err(e) => return Err(ImapError::Unreachable(format!("connection to {host} failed during {name}: {e}"))),
        };
        let step = match response.parsed() {
            Response::Done { tag: done, status, outcome } if done == tag => Step::Tagged(match status {
                Status::Ok => {
                    let mut done = TaggedOk { append_uid: None, copy_uids: None };
                    match &outcome.code {
                        Some(ResponseCode::AppendUid(_, set)) => {
                            if let [imap_proto::rfc4315::UidSetMember::Uid(new)] = set.as_slice() {
                                done.append_uid = Some(*new);
                            }
                        }
                        Some(ResponseCode::CopyUid(_, from, to)) => done.copy_uids = Some(uid_pairs(from, to)),
                        _ => {}
                    }
                    Ok(done)
                }
                _ => Err(refused(&host, name, status, outcome)),
            }),
            Response::Continue(_) => Step::Continue,
            Response::Done { .. } => Step::Other,
            Response::Data { status: Status::Bye, outcome } => {
                // The tagged answer may still come (LOGOUT); else the next read fails.
                self.broken =
                    Some(format!("the server said BYE: {}", truncate(outcome.information.as_deref().unwrap_or(""))));
                Step::Other
            }
            other => {
                if !on_data(other) && is_change(other) {
                    self.pending_changes = true;
                }
                Step::Other
            }
        };
        Ok(step)
    }
}

/// The tagged OK of a command: what the sync engine may need from its response code.
struct TaggedOk {
    /// APPENDUID's UID (UIDPLUS), for APPEND.
    append_uid: Option<u32>,
    /// COPYUID's (old, new) UID pairs (UIDPLUS), for COPY.
    copy_uids: Option<Vec<(u32, u32)>>,
}

/// COPYUID's two UID sets as (old, new) pairs, in order; empty when they do not line up (or
/// would expand past 100,000 UIDs).
fn uid_pairs(from: &[imap_proto::rfc4315::UidSetMember], to: &[imap_proto::rfc4315::UidSetMember]) -> Vec<(u32, u32)> {
    fn expand(set: &[imap_proto::rfc4315::UidSetMember]) -> Option<Vec<u32>> {
        let mut uids = Vec::new();
        for member in set {
            match member {
                imap_proto::rfc4315::UidSetMember::Uid(uid) => uids.push(*uid),
                imap_proto::rfc4315::UidSetMember::UidRange(range) => {
                    // The width by arithmetic: counting a range of 4 G UIDs would take seconds.
                    let width = range.end().saturating_sub(*range.start()) as usize + 1;
                    if uids.len().saturating_add(width) > 100_000 {
                        return None;
                    }
                    uids.extend(range.clone());
                }
            }
        }
        Some(uids)
    }
    match (expand(from), expand(to)) {
        (Some(from), Some(to)) if from.len() == to.len() => from.into_iter().zip(to).collect(),
        _ => Vec::new(),
    }
}

/// What one response meant to the running command.
enum Step {
    /// Its tagged completion.
    Tagged(Result<TaggedOk, ImapError>),
    /// A continuation request (`+`).
    Continue,
    /// Anything else (already handed to `on_data`).
    Other,
}

/// Whether a read error is async-imap's "could not parse the answer" (an `Other` I/O error
/// naming the parse), not a transport failure.
pub(crate) fn is_parse_error(error: &std::io::Error) -> bool {
    error.kind() == std::io::ErrorKind::Other && error.to_string().contains("during parsing of")
}

/// `future`, bounded by `limit`; a timeout is [`ImapError::Unreachable`].
async fn timed<T>(host: &str, limit: Duration, name: &str, future: impl Future<Output = T>) -> Result<T, ImapError> {
    tokio::time::timeout(limit, future)
        .await
        .map_err(|_| ImapError::Unreachable(format!("{host} did not answer {name} within {}s", limit.as_secs())))
}

enum IdleOutcome {
    Changed,
    Quiet,
    Stopped,
}

/// Logs in: with an access token, AUTHENTICATE XOAUTH2; with a password, AUTHENTICATE PLAIN
/// when the credentials are not ASCII and the greeting offers it (LOGIN's quoted strings are
/// 7-bit), else LOGIN. Returns the session and the capabilities the server sent with its OK, if
/// it did.
async fn login(
    greeted: transport::Greeted,
    settings: &ImapSettings,
    password: &str,
    host: &str,
) -> Result<(async_imap::Session<Stream>, Option<Vec<String>>), ImapError> {
    let username = settings.username.as_str();
    let transport::Greeted { client, capabilities } = greeted;
    if settings.auth == crate::transport::Auth::Xoauth2 {
        if !capabilities.iter().any(|c| c.eq_ignore_ascii_case("AUTH=XOAUTH2")) {
            return Err(ImapError::Protocol(format!("{host} does not offer XOAUTH2")));
        }
        // A refusal comes as a challenge with the reason, answered empty (the response is taken).
        let auth = PlainAuth { response: crate::transport::xoauth2(username, password) };
        let session = client.authenticate("XOAUTH2", auth).await.map_err(|(e, _)| login_error(host, e))?;
        return Ok((session, None));
    }
    if capabilities.iter().any(|c| c.eq_ignore_ascii_case("LOGINDISABLED")) {
        return Err(ImapError::Protocol(format!("{host} does not allow a login on this connection without TLS")));
    }
    let plain_offered = capabilities.iter().any(|c| c.eq_ignore_ascii_case("AUTH=PLAIN"));
    if (!username.is_ascii() || !password.is_ascii()) && plain_offered {
        let auth = PlainAuth { response: format!("\0{username}\0{password}").into_bytes() };
        let session = client.authenticate("PLAIN", auth).await.map_err(|(e, _)| login_error(host, e))?;
        return Ok((session, None));
    }
    let (session, capabilities) =
        client.login_with_capabilities(username, password).await.map_err(|(e, _)| login_error(host, e))?;
    Ok((session, capabilities.map(|caps| caps.iter().map(owned_capability_name).collect())))
}

/// A SASL mechanism with one initial response (PLAIN, XOAUTH2): sent for the first challenge,
/// an empty line for any later one.
struct PlainAuth {
    response: Vec<u8>,
}

impl async_imap::Authenticator for PlainAuth {
    type Response = Vec<u8>;

    fn process(&mut self, _challenge: &[u8]) -> Vec<u8> {
        std::mem::take(&mut self.response)
    }
}

fn login_error(host: &str, error: async_imap::error::Error) -> ImapError {
    use async_imap::error::Error;
    match error {
        Error::No(text) | Error::Bad(text) => {
            let upper = text.to_ascii_uppercase();
            if upper.contains("UNAVAILABLE") {
                ImapError::Unreachable(format!("{host} cannot log in now: {}", truncate(&text)))
            } else if upper.contains("PRIVACYREQUIRED") {
                ImapError::Protocol(format!("{host} requires TLS for the login: {}", truncate(&text)))
            } else {
                ImapError::Auth(format!("{host} refused the login: {}", truncate(&text)))
            }
        }
        Error::Validate(_) => ImapError::Auth("the user name or password contains a line break".into()),
        Error::Io(e) => match frame::Refused::of(&e) {
            Some(refused) => refusal(host, "the login", refused),
            None => ImapError::Unreachable(format!("connection to {host} failed during the login: {e}")),
        },
        Error::ConnectionLost => ImapError::Unreachable(format!("{host} closed the connection during the login")),
        other => {
            ImapError::Protocol(format!("unexpected answer from {host} to the login: {}", truncate(&other.to_string())))
        }
    }
}

fn command_error(host: &str, name: &str, error: async_imap::error::Error) -> ImapError {
    use async_imap::error::Error;
    match error {
        Error::Io(e) => match frame::Refused::of(&e) {
            Some(refused) => refusal(host, name, refused),
            None => ImapError::Unreachable(format!("connection to {host} failed during {name}: {e}")),
        },
        Error::ConnectionLost => ImapError::Unreachable(format!("{host} closed the connection during {name}")),
        other => ImapError::Protocol(format!("{name} failed on {host}: {}", truncate(&other.to_string()))),
    }
}

/// The error for a response the framer refused (module `frame`): the connection is gone.
pub(crate) fn refusal(host: &str, name: &str, refused: frame::Refused) -> ImapError {
    let reason =
        format!("{host} sent an answer to {name} that Postern does not take: {refused}; the connection is closed");
    match refused {
        frame::Refused::Response { limit } | frame::Refused::Line { limit } => ImapError::TooLarge { limit, reason },
        frame::Refused::TooDeep => ImapError::Protocol(reason),
    }
}

fn refused(host: &str, name: &str, status: &Status, outcome: &imap_proto::Outcome<'_>) -> ImapError {
    let text = outcome.information.as_deref().unwrap_or("");
    let word = if *status == Status::Bad { "BAD" } else { "NO" };
    let message = format!("{host} answered {name} with {word}: {}", truncate(text));
    if text.to_ascii_uppercase().contains("[UNAVAILABLE]") {
        ImapError::Unreachable(message)
    } else {
        ImapError::Protocol(message)
    }
}

/// The first word(s) of a command, for messages (`UID FETCH`, `APPEND`): never its arguments.
fn command_name(args: &[Arg]) -> String {
    let Some(Arg::Text(first)) = args.first() else { return "command".into() };
    let words: Vec<&str> = first.split_whitespace().take(2).collect();
    match words.as_slice() {
        ["UID", second, ..] => format!("UID {second}"),
        [first, ..] => first.to_string(),
        [] => "command".into(),
    }
}

fn literal_header(len: usize, literal_plus: bool) -> String {
    if literal_plus { format!("{{{len}+}}") } else { format!("{{{len}}}") }
}

/// Whether an untagged response reports a change to the selected folder.
fn is_change(response: &Response<'_>) -> bool {
    matches!(
        response,
        Response::MailboxData(MailboxDatum::Exists(_) | MailboxDatum::Recent(_) | MailboxDatum::Status { .. })
            | Response::Expunge(_)
            | Response::Vanished { .. }
            | Response::Fetch(..)
    )
}

/// A mailbox name as an argument: quoted when printable ASCII, else a literal.
fn mailbox_arg(raw_name: &str) -> Arg {
    if raw_name.chars().all(|c| (' '..='~').contains(&c)) {
        Arg::Text(search::quote(raw_name))
    } else {
        Arg::Literal(raw_name.as_bytes().to_vec())
    }
}

/// Checks a UID set (`1:*`, `5:100`, `3,7,9`): digits, `:`, `,`, `*` only.
fn uid_set(uids: &str) -> Result<String, ImapError> {
    let uids = uids.trim();
    let valid = !uids.is_empty()
        && uids.split(',').all(|part| {
            let mut ends = part.split(':');
            let ok = |s: Option<&str>| {
                s.is_some_and(|s| s == "*" || (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())))
            };
            match part.matches(':').count() {
                0 => ok(ends.next()),
                1 => ok(ends.next()) && ok(ends.next()),
                _ => false,
            }
        });
    if valid { Ok(uids.to_string()) } else { Err(ImapError::Protocol(format!("not a UID set: {}", truncate(uids)))) }
}

/// A parenthesized flag list's content; each flag must be `\Atom` or `atom`.
fn flag_list(flags: &[&str]) -> Result<String, ImapError> {
    for flag in flags {
        let atom = flag.strip_prefix('\\').unwrap_or(flag);
        let valid = !atom.is_empty()
            && atom
                .bytes()
                .all(|b| b.is_ascii_graphic() && !matches!(b, b'(' | b')' | b'{' | b'%' | b'*' | b'"' | b'\\' | b']'));
        if !valid {
            return Err(ImapError::Protocol(format!("not a valid IMAP flag: {}", truncate(flag))));
        }
    }
    Ok(flags.join(" "))
}

/// Roles: INBOX; SPECIAL-USE attributes; then well-known names for the roles still free. Each
/// role goes to the first folder that claims it.
fn assign_roles(folders: &mut [RemoteFolder]) {
    let mut taken: Vec<FolderRole> = Vec::new();
    for folder in folders.iter_mut() {
        if folder.raw_name.eq_ignore_ascii_case("INBOX") {
            folder.role = Some(FolderRole::Inbox);
            taken.push(FolderRole::Inbox);
        }
    }
    for folder in folders.iter_mut().filter(|f| f.role.is_none()) {
        if let Some(role) = folder.attributes.iter().find_map(|a| roles::from_attribute(a))
            && !taken.contains(&role)
        {
            folder.role = Some(role);
            taken.push(role);
        }
    }
    for folder in folders.iter_mut().filter(|f| f.role.is_none() && f.selectable) {
        if let Some(role) = roles::from_name(&folder.name, folder.delimiter.as_deref())
            && !taken.contains(&role)
        {
            folder.role = Some(role);
            taken.push(role);
        }
    }
}

fn name_attribute(attribute: &NameAttribute<'_>) -> String {
    match attribute {
        NameAttribute::NoInferiors => "\\Noinferiors".into(),
        NameAttribute::NoSelect => "\\Noselect".into(),
        NameAttribute::Marked => "\\Marked".into(),
        NameAttribute::Unmarked => "\\Unmarked".into(),
        NameAttribute::All => "\\All".into(),
        NameAttribute::Archive => "\\Archive".into(),
        NameAttribute::Drafts => "\\Drafts".into(),
        NameAttribute::Flagged => "\\Flagged".into(),
        NameAttribute::Junk => "\\Junk".into(),
        NameAttribute::Sent => "\\Sent".into(),
        NameAttribute::Trash => "\\Trash".into(),
        NameAttribute::Extension(name) => name.to_string(),
        other => format!("{other:?}"),
    }
}

pub(crate) fn capability_name(capability: &imap_proto::Capability<'_>) -> String {
    match capability {
        imap_proto::Capability::Imap4rev1 => "IMAP4rev1".into(),
        imap_proto::Capability::Auth(mechanism) => format!("AUTH={mechanism}"),
        imap_proto::Capability::Atom(atom) => atom.to_string(),
    }
}

fn owned_capability_name(capability: &async_imap::types::Capability) -> String {
    match capability {
        async_imap::types::Capability::Imap4rev1 => "IMAP4rev1".into(),
        async_imap::types::Capability::Auth(mechanism) => format!("AUTH={mechanism}"),
        async_imap::types::Capability::Atom(atom) => atom.clone(),
    }
}

/// Server text in a message: one line, at most 300 characters.
pub(crate) fn truncate(text: &str) -> String {
    let line: String = text.chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
    match line.char_indices().nth(300) {
        Some((cut, _)) => format!("{}…", &line[..cut]),
        None => line,
    }
}

/// Makes sure no message carries the password (a server could echo it).
fn redact(error: ImapError, password: &str) -> ImapError {
    if password.is_empty() {
        return error;
    }
    let clean = |m: String| m.replace(password, "***");
    match error {
        ImapError::Auth(m) => ImapError::Auth(clean(m)),
        ImapError::Unreachable(m) => ImapError::Unreachable(clean(m)),
        ImapError::Tls(m) => ImapError::Tls(clean(m)),
        ImapError::Protocol(m) => ImapError::Protocol(clean(m)),
        ImapError::TooLarge { limit, reason } => ImapError::TooLarge { limit, reason: clean(reason) },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uid_sets_are_checked() {
        for ok in ["1:*", "5:100", "3,7,9", "*", "1,3:5,*"] {
            assert!(uid_set(ok).is_ok(), "{ok}");
        }
        for bad in ["", "1:2:3", "1 FLAGS", "a", "1,", ":5", "1:*)"] {
            assert!(uid_set(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn flags_are_checked() {
        assert_eq!(flag_list(&["\\Seen", "$Forwarded"]).unwrap(), "\\Seen $Forwarded");
        for bad in ["", "\\", "a b", "x)", "\\Seen\r\nA1 LOGOUT", "\"q\""] {
            assert!(flag_list(&[bad]).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn capabilities_from_a_list() {
        let caps =
            Capabilities::from_list(vec!["IMAP4rev1".into(), "qresync".into(), "IDLE".into(), "UTF8=ACCEPT".into()]);
        assert!(caps.idle && caps.condstore && caps.qresync && caps.utf8_accept);
        assert!(!caps.r#move && !caps.uidplus);
        assert!(caps.has("QRESYNC"));
    }

    #[test]
    fn errors_never_carry_the_password() {
        let e = redact(ImapError::Auth("server said: hunter2 is wrong".into()), "hunter2");
        assert_eq!(e.to_string(), "login refused: server said: *** is wrong");
    }

    #[test]
    fn roles_are_assigned_once() {
        let folder = |name: &str, attributes: &[&str]| RemoteFolder {
            name: name.into(),
            raw_name: name.into(),
            delimiter: Some("/".into()),
            role: None,
            selectable: true,
            attributes: attributes.iter().map(|a| a.to_string()).collect(),
        };
        let mut folders = vec![
            folder("INBOX", &[]),
            folder("Sent", &[]),
            folder("Sent Items", &["\\Sent"]),
            folder("Papierkorb", &[]),
            folder("Trash", &[]),
        ];
        assign_roles(&mut folders);
        let roles: Vec<Option<FolderRole>> = folders.iter().map(|f| f.role).collect();
        assert_eq!(roles, vec![Some(FolderRole::Inbox), None, Some(FolderRole::Sent), Some(FolderRole::Trash), None]);
    }

    #[test]
    fn messages_are_trimmed_to_one_line() {
        assert_eq!(truncate("a\r\nb"), "a  b");
        assert_eq!(truncate(&"x".repeat(400)).chars().count(), 301);
    }

    #[test]
    fn command_names_carry_no_arguments() {
        assert_eq!(command_name(&[Arg::Text("UID FETCH 1:* (FLAGS)".into())]), "UID FETCH");
        assert_eq!(command_name(&[Arg::Text("APPEND ".into()), Arg::Literal(b"x".to_vec())]), "APPEND");
    }
}
