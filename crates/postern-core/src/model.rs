//! The shapes clients see: inboxes and messages, exactly as the mailsocket v1 API returns them.

use crate::Timestamp;
use serde::{Deserialize, Serialize};

/// A disposable inbox.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Inbox {
    pub id: String,
    /// The owner's label; `""` when none was given.
    pub label: String,
    pub address: String,
    pub is_enabled: bool,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
    /// Only on `GET /inboxes/{id}`: messages received since the first of this month (UTC).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message_count_month: Option<i64>,
    /// Only on `GET /inboxes/{id}`: whether the inbox has a webhook (`PUT /inboxes/{id}/webhook`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub webhook_configured: Option<bool>,
    /// Waits on this inbox that name no sender accept only mail this domain (or a subdomain of
    /// it) really sent (docs/SENDER_AUTH.md); shown only when set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from_domain: Option<String>,
    /// Waits on this inbox that name no sender accept only authenticated mail; shown only when
    /// set.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub require_authenticated: bool,
    /// Whose mail the inbox refuses, and whose alone it takes (docs/SENDER_AUTH.md); shown only
    /// when set.
    #[serde(default, skip_serializing_if = "crate::senders::SenderLists::is_empty")]
    pub senders: crate::senders::SenderLists,
    /// The owning user; never serialized.
    #[serde(skip, default)]
    pub user_id: String,
}

/// A received message, parsed once when it is stored.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Message {
    pub id: String,
    pub inbox_id: String,
    /// The `From:` header in display form (`Acme <no-reply@acme.test>`).
    pub from: String,
    pub to: Vec<String>,
    pub cc: Vec<String>,
    pub subject: String,
    pub received_at: Timestamp,
    /// Always `parsed`: parsing is best-effort and never rejects a stored message.
    pub status: String,
    /// The code above the confidence threshold, or null.
    pub otp: Option<String>,
    pub otp_confidence: Option<f64>,
    /// The best code candidate before the threshold is applied (may equal `otp`).
    pub detected_otp: Option<String>,
    pub magic_link: Option<String>,
    /// Confidence of `magic_link` in 0–1, or null.
    #[serde(default)]
    pub link_confidence: Option<f64>,
    pub links: Vec<String>,
    pub envelope_from: String,
    pub envelope_recipient: String,
    pub text: String,
    pub html: String,
    /// What the extractor considered, best first, with the evidence behind each score.
    #[serde(default)]
    pub candidates: Vec<Candidate>,
    /// Who really sent it: SPF, DKIM, DMARC and ARC, checked when it arrived (docs/SENDER_AUTH.md).
    /// Null for mail stored before verdicts were kept.
    #[serde(default)]
    pub authentication: Option<Authentication>,
    /// Stored but held back: the sender is not on the inbox's allow list, so the message never
    /// answers a wait or calls a webhook; shown only when true.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub quarantined: bool,
}

/// The outcome of one check of a sender, as RFC 8601 names them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AuthResult {
    Pass,
    Fail,
    Softfail,
    Neutral,
    /// Nothing to check (no record, no signature), or not checked.
    #[default]
    None,
    /// A temporary failure: DNS did not answer in time.
    Temperror,
    /// A record or signature that cannot be read.
    Permerror,
}

/// Who checked a message's sender.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AuthSource {
    /// Postern's SMTP receiver, when the mail arrived.
    #[default]
    Receiver,
    /// The provider of a connected account, read from the `Authentication-Results` it added.
    Provider,
}

/// Who really sent a received message.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Authentication {
    /// SPF of the envelope sender (of the `HELO` name for the null sender).
    pub spf: AuthResult,
    /// The best of the DKIM signatures: `pass` when one passes.
    pub dkim: AuthResult,
    pub dmarc: AuthResult,
    pub arc: AuthResult,
    /// The `From:` domain when DMARC passes (an aligned SPF or DKIM pass), else null: what waits
    /// and allow lists compare with.
    pub domain: Option<String>,
    /// The `From:` domain's DMARC policy (`none`, `quarantine`, `reject`), when it publishes one.
    pub policy: Option<String>,
    pub source: AuthSource,
}

/// One code or link the extractor considered, with why it scored as it did.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Candidate {
    /// `code` or `link`.
    pub kind: String,
    pub value: String,
    pub score: f64,
    /// Where it stands: `subject`, `body`, `html` or `text`.
    pub place: String,
    /// The signals that decided the score.
    pub evidence: Vec<String>,
}

/// Which provider an account is at: the one place a provider is named. Stored and shown as its
/// name (`imap`, `jmap`, `pop3`, `microsoft`, `google`), parsed once where it comes in (a
/// request, a row); everything else matches on the enum, so the compiler lists every place a new
/// provider must be handled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ProviderKind {
    Imap,
    Jmap,
    Pop3,
    Microsoft,
    Google,
}

impl ProviderKind {
    pub const ALL: [ProviderKind; 5] =
        [ProviderKind::Imap, ProviderKind::Jmap, ProviderKind::Pop3, ProviderKind::Microsoft, ProviderKind::Google];

    pub const fn as_str(self) -> &'static str {
        match self {
            ProviderKind::Imap => "imap",
            ProviderKind::Jmap => "jmap",
            ProviderKind::Pop3 => "pop3",
            ProviderKind::Microsoft => "microsoft",
            ProviderKind::Google => "google",
        }
    }

    /// The kind a stored or given name stands for.
    pub fn parse(name: &str) -> Option<ProviderKind> {
        ProviderKind::ALL.into_iter().find(|k| k.as_str() == name)
    }
}

impl std::fmt::Display for ProviderKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// How an account's last connection went: stored and shown as its name (`connected`,
/// `needs_reauth`, `unreachable`, `throttled`, `error`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AccountStatus {
    /// Logged in, syncing or watching for changes.
    Connected,
    /// The provider refused the credentials: a person must give new ones or sign in again.
    NeedsReauth,
    /// The server could not be reached or answered unexpectedly; retried with backoff.
    Unreachable,
    /// The provider asked to slow down; retried when it said.
    Throttled,
    /// Postern's own failure (a sync task that panicked); retried with backoff.
    Error,
}

impl AccountStatus {
    pub const ALL: [AccountStatus; 5] = [
        AccountStatus::Connected,
        AccountStatus::NeedsReauth,
        AccountStatus::Unreachable,
        AccountStatus::Throttled,
        AccountStatus::Error,
    ];

    pub const fn as_str(self) -> &'static str {
        match self {
            AccountStatus::Connected => "connected",
            AccountStatus::NeedsReauth => "needs_reauth",
            AccountStatus::Unreachable => "unreachable",
            AccountStatus::Throttled => "throttled",
            AccountStatus::Error => "error",
        }
    }

    /// The status a stored name stands for.
    pub fn parse(name: &str) -> Option<AccountStatus> {
        AccountStatus::ALL.into_iter().find(|s| s.as_str() == name)
    }

    /// Whether the account is failing (not a refusal, not a request to slow down).
    pub fn failing(self) -> bool {
        matches!(self, AccountStatus::Unreachable | AccountStatus::Error)
    }
}

impl std::fmt::Display for AccountStatus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A connected mailbox: an account at a provider that Postern syncs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Account {
    pub id: String,
    pub email: String,
    pub provider: ProviderKind,
    /// Server settings (hosts, ports, security, username); never a secret.
    pub settings: serde_json::Value,
    pub status: AccountStatus,
    /// Why the account is not `connected` (never holds a credential).
    pub status_reason: Option<String>,
    /// What the server offers (`idle`, `condstore`, `qresync`, `move`, …).
    pub capabilities: Vec<String>,
    /// What the account can do (`folders`, `move`, `purge`, `send`, …; docs/PROVIDERS.md): an
    /// operation outside it answers 501 `not_supported`. Filled when the API shows the account.
    #[serde(default)]
    pub supports: Vec<String>,
    pub sync: SyncProgress,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
    /// Whose new mail answers waits and calls webhooks (docs/SENDER_AUTH.md); shown only when
    /// set.
    #[serde(default, skip_serializing_if = "crate::senders::SenderLists::is_empty")]
    pub senders: crate::senders::SenderLists,
    /// The owning user; never serialized.
    #[serde(skip, default)]
    pub user_id: String,
}

/// How far the sync of an account has come.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct SyncProgress {
    /// `pending`, `syncing`, `idle` (caught up, watching for changes) or `failed`.
    pub state: String,
    pub folders_done: u32,
    pub folders_total: u32,
    pub messages_done: u64,
    pub messages_total: u64,
    /// When the last full pass over all folders finished.
    pub last_synced_at: Option<Timestamp>,
    /// The full-text index of bodies: `pending`, `indexing`, `complete` (searches answer from
    /// it alone) or `off` (the account's `index_bodies` setting; searches ask the server).
    #[serde(default)]
    pub bodies: String,
}

/// A folder of a connected account.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Folder {
    pub id: String,
    pub account_id: String,
    /// The folder's name as the server shows it (decoded), with the server's delimiter.
    pub name: String,
    /// `inbox`, `sent`, `drafts`, `trash`, `junk`, `archive`, `all`, `flagged`, or null.
    pub role: Option<String>,
    /// False for a `\Noselect` parent that only holds other folders.
    pub selectable: bool,
    pub message_count: u64,
    pub unread_count: u64,
}

/// A mail address with its display name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Address {
    pub name: Option<String>,
    pub email: String,
}

/// A message of a connected account, as the index knows it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AccountMessage {
    pub id: String,
    pub account_id: String,
    pub folder_id: String,
    /// The `Message-ID` header, without angle brackets.
    pub message_id: Option<String>,
    /// The conversation (`thr_…`): from `In-Reply-To` and `References`, else a reply's subject.
    pub thread_id: String,
    pub subject: String,
    pub from: Vec<Address>,
    pub to: Vec<Address>,
    pub cc: Vec<Address>,
    /// The `Date` header.
    pub date: Option<Timestamp>,
    /// When the server received it (IMAP INTERNALDATE).
    pub received_at: Timestamp,
    pub size: u64,
    /// The server's flags (`\Seen`, `\Flagged`, keywords).
    pub flags: Vec<String>,
    pub unread: bool,
    pub starred: bool,
    /// Whether it carries attachments (other than images shown inside an HTML body): guessed
    /// from its top-level content type until the body has been read.
    pub has_attachments: bool,
    /// Code and link found in the body (filled once the body has been read).
    pub otp: Option<String>,
    pub otp_confidence: Option<f64>,
    pub magic_link: Option<String>,
    pub link_confidence: Option<f64>,
    /// Who really sent it, as the provider's `Authentication-Results` says (filled once the body
    /// has been read, when the provider wrote one Postern trusts; docs/SENDER_AUTH.md).
    #[serde(default)]
    pub authentication: Option<Authentication>,
    /// Held back by the account's sender lists: it answers no wait and calls no webhook; shown
    /// only when true.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub quarantined: bool,
}
