//! Who may do what. Every route names its [`Operation`]; [`allow`] is the one function that
//! decides, from the caller's grants. Handlers never decide rights themselves.
//!
//! A **grant** names targets (connected accounts `acc_…`, inbox spaces `usr_…`, `own` for what
//! the holder connected plus its own inbox space, or `*`), operations or groups of them, and may
//! narrow to folders, recipients, a number of sends per rolling 24 h and an expiry. A user's
//! rights are its own grants and those of its roles; a token may carry grants of its own, and
//! then it may do only what both its user and its own grants allow.
//! See `docs/RIGHTS.md`.

use crate::{Error, ErrorCode, Timestamp};
use serde::{Deserialize, Serialize};

mod explain;

pub use explain::{Explained, READ_AND_SEND_ANYWHERE, READ_AND_SEND_ANYWHERE_WHY, Warning, explain};

/// What a target of an operation is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// Disposable inboxes, in the inbox space of their owner.
    Inbox,
    /// A connected account, its folders and mail.
    Account,
    /// The service itself (users, roles, connecting accounts).
    Service,
    /// Any authenticated caller.
    Open,
}

macro_rules! operations {
    ($($variant:ident = $name:literal, $scope:ident, $group:literal;)*) => {
        /// Everything a request can ask to do.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Operation { $($variant,)* }

        impl Operation {
            /// Every operation.
            pub const ALL: &'static [Operation] = &[$(Operation::$variant,)*];

            /// The operation's stable name (used in grants and audit records).
            pub fn as_str(self) -> &'static str {
                match self { $(Operation::$variant => $name,)* }
            }

            /// What the operation acts on.
            pub fn scope(self) -> Scope {
                match self { $(Operation::$variant => Scope::$scope,)* }
            }

            /// The group the operation belongs to (empty for open operations).
            pub fn group(self) -> &'static str {
                match self { $(Operation::$variant => $group,)* }
            }
        }
    };
}

operations! {
    InboxCreate = "inbox.create", Inbox, "inboxes";
    InboxList = "inbox.list", Inbox, "inboxes";
    InboxRead = "inbox.read", Inbox, "inboxes";
    InboxUpdate = "inbox.update", Inbox, "inboxes";
    InboxDelete = "inbox.delete", Inbox, "inboxes";
    TestCodeSend = "inbox.test_code", Inbox, "inboxes";
    AccountList = "account.list", Account, "accounts.read";
    AccountRead = "account.read", Account, "accounts.read";
    AccountUpdate = "account.update", Account, "accounts.manage";
    AccountVerify = "account.verify", Account, "accounts.manage";
    AccountDelete = "account.delete", Account, "accounts.manage";
    AccountCreate = "account.create", Service, "accounts.connect";
    AccountDiscover = "account.discover", Service, "accounts.connect";
    FolderList = "folder.list", Account, "mail.read";
    MessageList = "message.list", Account, "mail.read";
    MessageRead = "message.read", Account, "mail.read";
    MessageWait = "message.wait", Account, "mail.read";
    ThreadRead = "thread.read", Account, "mail.read";
    ChangeList = "change.list", Account, "mail.read";
    AttachmentShare = "attachment.share", Account, "mail.share";
    MessageUpdate = "message.update", Account, "mail.write";
    MessageDelete = "message.delete", Account, "mail.write";
    FolderCreate = "folder.create", Account, "mail.write";
    FolderUpdate = "folder.update", Account, "mail.write";
    MessageDeletePermanent = "message.delete_permanent", Account, "mail.delete";
    FolderDelete = "folder.delete", Account, "mail.delete";
    DraftList = "draft.list", Account, "drafts";
    DraftWrite = "draft.write", Account, "drafts";
    MessageSend = "message.send", Account, "send";
    AuditRead = "audit.read", Account, "audit";
    UserRead = "user.read", Service, "users.read";
    RoleRead = "role.read", Service, "users.read";
    UserCreate = "user.create", Service, "users.manage";
    UserUpdate = "user.update", Service, "users.manage";
    UserDelete = "user.delete", Service, "users.manage";
    TokenCreate = "token.create", Service, "users.manage";
    TokenRevoke = "token.revoke", Service, "users.manage";
    RoleWrite = "role.write", Service, "users.manage";
    WebhookManage = "webhook.manage", Service, "webhooks.manage";
    MetricsRead = "metrics.read", Service, "metrics.read";
    Admin = "admin", Service, "admin";
    MeRead = "me.read", Open, "";
}

/// The groups a grant may name, besides single operations.
pub const GROUPS: &[&str] = &[
    "inboxes",
    "accounts.read",
    "accounts.manage",
    "accounts.connect",
    "mail.read",
    "mail.write",
    "mail.delete",
    "mail.share",
    "drafts",
    "send",
    "audit",
    "users.read",
    "users.manage",
    "webhooks.manage",
    "metrics.read",
    "admin",
];

impl Operation {
    /// The operation called `name`.
    pub fn parse(name: &str) -> Option<Operation> {
        Operation::ALL.iter().copied().find(|op| op.as_str() == name)
    }

    /// Whether a grant's folders narrow this operation.
    pub fn folder_scoped(self) -> bool {
        matches!(self.group(), "mail.read" | "mail.write" | "mail.delete" | "mail.share")
    }

    /// The inbox-space operation that stands for this one when its target is a disposable inbox
    /// (`GET /messages/{id}` serves inbox and account mail alike).
    pub fn on_inbox(self) -> Operation {
        match self {
            Operation::MessageList
            | Operation::MessageRead
            | Operation::MessageWait
            | Operation::ChangeList
            | Operation::AttachmentShare => Operation::InboxRead,
            Operation::MessageDelete | Operation::MessageDeletePermanent => Operation::InboxUpdate,
            other => other,
        }
    }

    fn bit(self) -> u64 {
        1 << (self as u32)
    }
}

/// The operations a group or operation name stands for (`users.manage` includes `users.read`,
/// `admin` everything); `None` for an unknown name.
pub fn expand(name: &str) -> Option<Vec<Operation>> {
    if let Some(op) = Operation::parse(name).filter(|op| op.scope() != Scope::Open) {
        return Some(vec![op]);
    }
    if !GROUPS.contains(&name) {
        return None;
    }
    Some(
        Operation::ALL
            .iter()
            .copied()
            .filter(|op| op.group() == name || name == "users.manage" && op.group() == "users.read")
            .collect(),
    )
}

/// The rights of a user created without any (by `postern token create --user`): everything on
/// what it connects itself and on its own inboxes, and connecting accounts.
pub fn personal() -> Vec<Grant> {
    let grant = Grant::new;
    vec![
        grant(
            &["own"],
            &[
                "inboxes",
                "accounts.read",
                "accounts.manage",
                "mail.read",
                "mail.write",
                "mail.delete",
                "mail.share",
                "drafts",
                "send",
                "audit",
            ],
        ),
        grant(&[], &["accounts.connect"]),
    ]
}

/// The rights of an agent that registered itself (`POST /agents/register`): its own disposable
/// inboxes and their mail, nothing else.
pub fn inboxes_only() -> Vec<Grant> {
    vec![Grant::new(&["own"], &["inboxes", "mail.read"])]
}

/// The one grant of an administrator.
pub fn admin_grants() -> Vec<Grant> {
    vec![Grant::new(&["*"], &["admin"])]
}

/// A grant as users write it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Grant {
    /// Account ids, inbox spaces (user ids), `own` or `*`. Not needed for service rights.
    #[serde(default)]
    pub accounts: Vec<String>,
    /// Groups or single operations.
    pub allow: Vec<String>,
    /// Folder roles, names or ids (with their subfolders); all folders when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub folders: Option<Vec<String>>,
    /// `name@domain`, `*@domain` or `*`; anyone when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recipients: Option<Vec<String>>,
    /// Sends per rolling 24 h from one account under this grant; no limit when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_sends_per_day: Option<u32>,
    /// After this instant the grant grants nothing (it stays stored).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expires_at: Option<Timestamp>,
    /// When a send under this grant waits for a person's approval; never when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub approval: Option<Approval>,
}

/// When a send waits for a person's approval (docs/AGENT_SAFETY.md). Ordered from the weaker
/// condition to the stronger.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Approval {
    /// A send by a token that has read mail from outside the account's own addresses within the
    /// installation's window: what it read may have told it to send.
    AfterUntrusted,
    /// Every send.
    Required,
}

impl Approval {
    /// Its name in grants and answers.
    pub fn as_str(self) -> &'static str {
        match self {
            Approval::AfterUntrusted => "after_untrusted",
            Approval::Required => "required",
        }
    }
}

/// What the grants say of a send they allow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SendPolicy {
    /// Sends per rolling 24 hours from the account (`None`: no cap).
    pub cap: Option<u32>,
    /// Whether, and when, the send waits for a person (`None`: it goes at once).
    pub approval: Option<Approval>,
}

/// Most entries a grant's lists may hold.
const MAX_LIST: usize = 100;

impl Grant {
    /// A grant of `allow` on `accounts`, not narrowed further.
    pub fn new(accounts: &[&str], allow: &[&str]) -> Grant {
        Grant {
            accounts: accounts.iter().map(|s| s.to_string()).collect(),
            allow: allow.iter().map(|s| s.to_string()).collect(),
            folders: None,
            recipients: None,
            max_sends_per_day: None,
            expires_at: None,
            approval: None,
        }
    }

    /// Checks a grant before it is stored; `field` names it in errors (`grants[0]`).
    pub fn validate(&self, field: &str, now: Timestamp) -> Result<(), Error> {
        let bad = |name: &str, why: &str| Err(Error::invalid_field(&format!("{field}.{name}"), why));
        if self.allow.is_empty() {
            return bad("allow", "must name at least one operation or group");
        }
        let mut needs_targets = false;
        for name in &self.allow {
            let Some(ops) = expand(name) else {
                return bad("allow", &format!("{name:?} is not an operation or group"));
            };
            needs_targets |= ops.iter().any(|op| matches!(op.scope(), Scope::Account | Scope::Inbox));
        }
        if needs_targets && self.accounts.is_empty() {
            return bad("accounts", "must name accounts, inbox spaces, \"own\" or \"*\"");
        }
        if self.accounts.len() > MAX_LIST {
            return bad("accounts", "at most 100 entries");
        }
        for target in &self.accounts {
            let valid = target == "*"
                || target == "own"
                || ["acc_", "usr_"].iter().any(|p| {
                    target.strip_prefix(p).is_some_and(|rest| {
                        !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
                    })
                });
            if !valid {
                return bad("accounts", &format!("{target:?} is not an account id, user id, \"own\" or \"*\""));
            }
        }
        if let Some(folders) = &self.folders
            && (folders.is_empty() || folders.len() > MAX_LIST || folders.iter().any(|f| f.trim().is_empty()))
        {
            return bad("folders", "1 to 100 folder roles, names or ids");
        }
        if let Some(recipients) = &self.recipients {
            if recipients.len() > MAX_LIST {
                return bad("recipients", "at most 100 entries");
            }
            if let Some(p) = recipients.iter().find(|p| !valid_pattern(p)) {
                return bad("recipients", &format!("{p:?} is not name@domain, *@domain or *"));
            }
        }
        if self.approval.is_some() && !needs_send(&self.allow) {
            return bad("approval", "applies to sending: the grant must allow send");
        }
        if self.max_sends_per_day == Some(0) {
            return bad("max_sends_per_day", "must be at least 1");
        }
        if self.expires_at.is_some_and(|at| at <= now) {
            return bad("expires_at", "must be in the future");
        }
        Ok(())
    }
}

/// Whether the operations or groups `allow` include sending.
fn needs_send(allow: &[String]) -> bool {
    allow.iter().filter_map(|n| expand(n)).flatten().any(|op| op == Operation::MessageSend)
}

/// Whether `p` is a recipient pattern: `*`, `*@domain` or `name@domain`, without source routes.
fn valid_pattern(p: &str) -> bool {
    if p == "*" {
        return true;
    }
    let Some((local, domain)) = p.split_once('@') else { return false };
    !local.is_empty()
        && !domain.is_empty()
        && !domain.contains('@')
        && (domain.contains('.') || domain == "localhost")
        && !p.contains(char::is_whitespace)
        && !local.contains(['%', '!'])
        && (local == "*" || !local.contains('*'))
        && !domain.contains('*')
}

/// Whether the recipient `address` is accepted by `pattern` (case-insensitively). A local part
/// with `%` or `!` (source routing, `bob%evil.org@example.com`) matches nothing but `*`.
pub fn recipient_matches(pattern: &str, address: &str) -> bool {
    let (p, a) = (pattern.to_lowercase(), address.to_lowercase());
    if p == "*" {
        return true;
    }
    let Some((local, domain)) = a.split_once('@') else { return false };
    if local.is_empty() || local.contains(['%', '!']) {
        return false;
    }
    match p.strip_prefix("*@") {
        Some(d) => d == domain,
        None => p == a,
    }
}

/// A grant ready for evaluation.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Compiled {
    grant: Grant,
    ops: u64,
}

impl Compiled {
    fn new(grant: Grant) -> Compiled {
        let ops = grant.allow.iter().filter_map(|n| expand(n)).flatten().fold(0, |acc, op| acc | op.bit());
        Compiled { grant, ops }
    }

    fn live(&self, now: Timestamp) -> bool {
        self.grant.expires_at.is_none_or(|at| at > now)
    }

    fn has(&self, op: Operation) -> bool {
        self.ops & (op.bit() | Operation::Admin.bit()) != 0
    }

    fn admin(&self) -> bool {
        self.ops & Operation::Admin.bit() != 0
    }

    fn reaches(&self, target: Target<'_>, holder: &str) -> bool {
        self.admin()
            || self.grant.accounts.iter().any(|t| match (t.as_str(), target) {
                ("*", _) => true,
                ("own", Target::Account { owner, .. } | Target::Space { owner }) => owner == holder,
                (t, Target::Account { id, .. }) => t == id,
                (t, Target::Space { owner }) => t == owner,
            })
    }
}

/// One layer of rights: a user's (own grants and its roles'), or a token's own narrowing.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Rights {
    grants: Vec<Compiled>,
}

impl Rights {
    /// Rights from grants (unknown names in stored grants grant nothing).
    pub fn new(grants: impl IntoIterator<Item = Grant>) -> Rights {
        Rights { grants: grants.into_iter().map(Compiled::new).collect() }
    }

    /// Every right on everything.
    pub fn admin() -> Rights {
        Rights::new(admin_grants())
    }

    /// The grants as written.
    pub fn grants(&self) -> impl Iterator<Item = &Grant> {
        self.grants.iter().map(|c| &c.grant)
    }

    /// Whether a live grant holds `admin`.
    pub fn is_admin(&self, now: Timestamp) -> bool {
        self.grants.iter().any(|g| g.live(now) && g.admin())
    }

    fn live(&self, now: Timestamp) -> impl Iterator<Item = &Compiled> {
        self.grants.iter().filter(move |g| g.live(now))
    }

    /// Whether some live grant holds `op` anywhere.
    fn holds_anywhere(&self, op: Operation, now: Timestamp) -> bool {
        self.live(now).any(|g| g.has(op))
    }
}

/// The target of an account or inbox operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target<'a> {
    /// A connected account, connected by `owner`.
    Account { id: &'a str, owner: &'a str },
    /// The inbox space of user `owner`.
    Space { owner: &'a str },
}

/// The authenticated caller.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Principal {
    pub user_id: String,
    pub token_id: String,
    /// The user's rights.
    pub user: Rights,
    /// The token's own grants, when it carries any: it may then do only what both allow.
    pub token: Option<Rights>,
    /// When the token expires, if it does.
    pub expires_at: Option<Timestamp>,
}

/// What an operation acts on.
#[derive(Debug, Clone, Copy)]
pub enum Resource<'a> {
    /// The service (users, roles, connecting accounts), or a list that is filtered afterwards.
    Service,
    /// One user's record and tokens: a user may read itself and manage its own tokens.
    User(&'a str),
    /// A connected account (or a folder or message of it).
    Account(Target<'a>),
    /// Disposable inboxes of the space of user `owner`.
    Space(&'a str),
}

/// Folder narrowing of an allowed account operation: each layer's folder list (roles, names or
/// ids, with subfolders); a folder must be reached by every layer. No layers: every folder.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Folders {
    pub layers: Vec<Vec<String>>,
}

impl Folders {
    /// Whether every folder is reachable.
    pub fn all(&self) -> bool {
        self.layers.is_empty()
    }
}

impl Principal {
    /// A principal with every right (the bootstrap admin, tools run on the host).
    pub fn admin(user_id: &str, token_id: &str) -> Principal {
        Principal {
            user_id: user_id.into(),
            token_id: token_id.into(),
            user: Rights::admin(),
            token: None,
            expires_at: None,
        }
    }

    fn layers(&self) -> impl Iterator<Item = &Rights> {
        std::iter::once(&self.user).chain(self.token.as_ref())
    }

    /// Whether both layers hold `admin`.
    pub fn is_admin(&self, now: Timestamp) -> bool {
        self.layers().all(|r| r.is_admin(now))
    }

    /// Whether the caller holds `op` on at least one target (the gate's first check, before a
    /// body is read). The operations of the routes that serve inbox mail too (`/messages/{id}`)
    /// count as held with their inbox counterpart.
    pub fn holds_anywhere(&self, op: Operation, now: Timestamp) -> bool {
        let held = |op: Operation| self.layers().all(|r| r.holds_anywhere(op, now));
        let shared = matches!(op, Operation::MessageRead | Operation::MessageDelete | Operation::AttachmentShare);
        op.scope() == Scope::Open || held(op) || (shared && held(op.on_inbox()))
    }

    /// Whether every layer holds `op` through a grant on `*` (or `admin`): the whole service's
    /// records, like the audit of every account.
    pub fn holds_everywhere(&self, op: Operation, now: Timestamp) -> bool {
        self.layers()
            .all(|r| r.live(now).any(|g| g.has(op) && (g.admin() || g.grant.accounts.iter().any(|a| a == "*"))))
    }

    /// Whether some right at all reaches `target` (else it is reported as missing).
    pub fn sees(&self, target: Target<'_>, now: Timestamp) -> bool {
        let scope = match target {
            Target::Account { .. } => Scope::Account,
            Target::Space { .. } => Scope::Inbox,
        };
        let mask = Operation::ALL
            .iter()
            .filter(|op| op.scope() == scope)
            .fold(Operation::Admin.bit(), |acc, op| acc | op.bit());
        self.layers().all(|r| r.live(now).any(|g| g.ops & mask != 0 && g.reaches(target, &self.user_id)))
    }

    /// The folder narrowing under which `op` is allowed on `target`, or `None` when it is not.
    pub fn folders_for(&self, op: Operation, target: Target<'_>, now: Timestamp) -> Option<Folders> {
        let mut layers = Vec::new();
        for rights in self.layers() {
            let mut fitting = rights.live(now).filter(|g| g.has(op) && g.reaches(target, &self.user_id)).peekable();
            fitting.peek()?;
            if !op.folder_scoped() {
                continue;
            }
            let mut union = Vec::new();
            for g in fitting {
                match &g.grant.folders {
                    None => {
                        union.clear();
                        break;
                    }
                    Some(list) => union.extend(list.iter().cloned()),
                }
            }
            if !union.is_empty() {
                layers.push(union);
            }
        }
        Some(Folders { layers })
    }

    /// The operations allowed on `target`.
    pub fn operations_on(&self, target: Target<'_>, now: Timestamp) -> Vec<Operation> {
        let scope = match target {
            Target::Account { .. } => Scope::Account,
            Target::Space { .. } => Scope::Inbox,
        };
        Operation::ALL
            .iter()
            .copied()
            .filter(|op| op.scope() == scope && self.folders_for(*op, target, now).is_some())
            .collect()
    }

    /// The users whose inbox spaces `op` reaches (`None`: every user's): the users the grants
    /// name, without listing every user.
    pub fn spaces_for(&self, op: Operation, now: Timestamp) -> Option<Vec<String>> {
        let op = op.on_inbox();
        if self.holds_everywhere(op, now) {
            return None;
        }
        let mut named: Vec<String> = self
            .layers()
            .flat_map(Rights::grants)
            .flat_map(|g| &g.accounts)
            .filter_map(|target| match target.as_str() {
                "own" => Some(self.user_id.clone()),
                t if t.starts_with("usr_") => Some(t.to_string()),
                _ => None,
            })
            .collect();
        named.sort();
        named.dedup();
        named.retain(|owner| self.folders_for(op, Target::Space { owner }, now).is_some());
        Some(named)
    }

    /// The live grants of every layer that allow sending from `account`.
    pub fn sending_grants(&self, account: Target<'_>, now: Timestamp) -> Vec<&Grant> {
        self.layers()
            .flat_map(|r| r.live(now))
            .filter(|g| g.has(Operation::MessageSend) && g.reaches(account, &self.user_id))
            .map(|g| &g.grant)
            .collect()
    }

    /// Whether sending from `account` to `recipients` is allowed, under which daily cap and
    /// whether it waits for approval. Within a layer the grant easiest on the send applies
    /// (no cap over any cap, no approval over any); across layers the stricter. Refused: the
    /// recipients no grant accepts.
    pub fn send_policy(
        &self,
        account: Target<'_>,
        recipients: &[String],
        now: Timestamp,
    ) -> Result<SendPolicy, Vec<String>> {
        let mut cap: Option<u32> = None;
        let mut approval: Option<Approval> = None;
        let mut refused: Vec<String> = Vec::new();
        for rights in self.layers() {
            let sending: Vec<&Compiled> = rights
                .live(now)
                .filter(|g| g.has(Operation::MessageSend) && g.reaches(account, &self.user_id))
                .collect();
            let accepts = |g: &Compiled, r: &str| {
                g.grant.recipients.as_ref().is_none_or(|ps| ps.iter().any(|p| recipient_matches(p, r)))
            };
            let fitting: Vec<&&Compiled> =
                sending.iter().filter(|g| recipients.iter().all(|r| accepts(g, r))).collect();
            if fitting.is_empty() {
                for r in recipients {
                    if !sending.iter().any(|g| accepts(g, r)) && !refused.contains(r) {
                        refused.push(r.clone());
                    }
                }
                if refused.is_empty() {
                    // Each recipient is accepted by some grant, but no one grant takes them all.
                    refused = recipients.to_vec();
                }
                continue;
            }
            let layer_cap = if fitting.iter().any(|g| g.grant.max_sends_per_day.is_none()) {
                None
            } else {
                fitting.iter().filter_map(|g| g.grant.max_sends_per_day).max()
            };
            cap = match (cap, layer_cap) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
            let layer_approval = fitting.iter().map(|g| g.grant.approval).min().flatten();
            approval = approval.max(layer_approval);
        }
        if refused.is_empty() { Ok(SendPolicy { cap, approval }) } else { Err(refused) }
    }

    /// Whether every layer of the caller covers `grants`: nobody hands out a right it does not
    /// hold. `same_user`: the grants are for the caller's own user (a token of its own), where
    /// `own` means the same thing. Returns what is not covered.
    pub fn covers(&self, grants: &[Grant], same_user: bool, now: Timestamp) -> Result<(), String> {
        for rights in self.layers() {
            if rights.is_admin(now) {
                continue;
            }
            for grant in grants {
                let target = Compiled::new(grant.clone());
                if target.admin() {
                    return Err("admin can be handed out only by an admin".into());
                }
                for op in Operation::ALL.iter().copied().filter(|op| target.ops & op.bit() != 0) {
                    if !rights.live(now).any(|h| h.has(op) && grant_covers(&h.grant, grant, op, same_user)) {
                        let right = match op.group() {
                            group if group.is_empty() || group == op.as_str() => op.as_str().to_string(),
                            group => format!("{group} ({})", op.as_str()),
                        };
                        let on = if op.scope() == Scope::Service {
                            String::new()
                        } else {
                            format!(" on {}", grant.accounts.join(", "))
                        };
                        return Err(format!("{right}{on}"));
                    }
                }
            }
        }
        Ok(())
    }
}

/// Whether `holder` covers `wanted` for `op`: targets, folders, recipients, cap and expiry.
fn grant_covers(holder: &Grant, wanted: &Grant, op: Operation, same_user: bool) -> bool {
    let targets = op.scope() == Scope::Service
        || wanted
            .accounts
            .iter()
            .all(|t| holder.accounts.iter().any(|h| h == "*" || (h == t && (t != "own" || same_user))));
    let folders = !op.folder_scoped()
        || match (&holder.folders, &wanted.folders) {
            (None, _) => true,
            (Some(_), None) => false,
            (Some(h), Some(w)) => w.iter().all(|f| h.iter().any(|g| folder_within(f, g))),
        };
    let sending = op != Operation::MessageSend
        || (match (&holder.recipients, &wanted.recipients) {
            (None, _) => true,
            (Some(_), None) => false,
            (Some(h), Some(w)) => w.iter().all(|p| h.iter().any(|q| pattern_covers(q, p))),
        }) && match (holder.max_sends_per_day, wanted.max_sends_per_day) {
            (None, _) => true,
            (Some(_), None) => false,
            (Some(h), Some(w)) => w <= h,
        } && match (holder.approval, wanted.approval) {
            (None, _) => true,
            (Some(_), None) => false,
            (Some(h), Some(w)) => w >= h,
        };
    let expiry = match (holder.expires_at, wanted.expires_at) {
        (None, _) => true,
        (Some(_), None) => false,
        (Some(h), Some(w)) => w <= h,
    };
    targets && folders && sending && expiry
}

/// Whether folder spec `wanted` lies within `holder` (the same, or a subfolder by path).
fn folder_within(wanted: &str, holder: &str) -> bool {
    let (w, h) = (wanted.to_lowercase(), holder.to_lowercase());
    w == h || w.strip_prefix(&h).is_some_and(|rest| rest.starts_with(['/', '.']))
}

/// Whether recipient pattern `holder` accepts everything `wanted` accepts.
fn pattern_covers(holder: &str, wanted: &str) -> bool {
    let (h, w) = (holder.to_lowercase(), wanted.to_lowercase());
    if h == "*" || h == w {
        return true;
    }
    match (h.strip_prefix("*@"), w.split_once('@')) {
        (Some(domain), Some((_, wd))) => w != "*" && domain == wd,
        _ => false,
    }
}

/// Decides whether `principal` may perform `op` on `resource`; for account operations, under
/// which folder narrowing.
///
/// An account or inbox space that no right reaches is reported as missing (404), so that ids
/// cannot be probed; one the caller sees without this right is a 403 naming the missing right.
pub fn allow(principal: &Principal, op: Operation, resource: Resource<'_>) -> Result<Folders, Error> {
    let now = Timestamp::now();
    let missing = |on: &str| Error::new(ErrorCode::Forbidden, format!("Missing right: {}{on}.", op.as_str()));
    match resource {
        Resource::Service => {
            if principal.holds_anywhere(op, now) {
                Ok(Folders::default())
            } else {
                Err(missing(""))
            }
        }
        Resource::User(id) => {
            let own = id == principal.user_id
                && matches!(op, Operation::UserRead | Operation::TokenCreate | Operation::TokenRevoke);
            if own || principal.holds_anywhere(op, now) { Ok(Folders::default()) } else { Err(missing("")) }
        }
        Resource::Space(owner) => {
            let inbox_op = op.on_inbox();
            let target = Target::Space { owner };
            match principal.folders_for(inbox_op, target, now) {
                Some(folders) => Ok(folders),
                None if principal.sees(target, now) => Err(Error::new(
                    ErrorCode::Forbidden,
                    format!("Missing right: {} on the inboxes of {owner}.", inbox_op.as_str()),
                )),
                None => Err(Error::not_found(match op {
                    Operation::MessageRead | Operation::MessageDelete => "Message",
                    _ => "Inbox",
                })),
            }
        }
        Resource::Account(target) => match principal.folders_for(op, target, now) {
            Some(folders) => Ok(folders),
            None if principal.sees(target, now) => {
                let id = match target {
                    Target::Account { id, .. } => id,
                    Target::Space { .. } => "",
                };
                Err(missing(&format!(" on account {id}")))
            }
            None => Err(Error::not_found(match op.group() {
                "mail.read" | "mail.write" | "mail.delete" | "mail.share" if op != Operation::FolderList => "Message",
                _ => "Account",
            })),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use Grant as G;

    fn grant(accounts: &[&str], allow: &[&str]) -> Grant {
        G::new(accounts, allow)
    }

    fn user(grants: Vec<Grant>) -> Principal {
        Principal {
            user_id: "usr_alice".into(),
            token_id: "tok_a".into(),
            user: Rights::new(grants),
            token: None,
            expires_at: None,
        }
    }

    const ACC: Target<'static> = Target::Account { id: "acc_1", owner: "usr_bob" };

    #[test]
    fn groups_expand_and_names_are_checked() {
        assert!(expand("mail.read").unwrap().contains(&Operation::MessageRead));
        assert!(expand("users.manage").unwrap().contains(&Operation::UserRead));
        assert_eq!(expand("message.send").unwrap(), vec![Operation::MessageSend]);
        assert!(expand("me.read").is_none() && expand("mail.everything").is_none());
        assert_eq!(expand("admin").unwrap(), vec![Operation::Admin], "which holds every other");
        let err = grant(&["*"], &["mail.nothing"]).validate("grants[0]", Timestamp::now()).unwrap_err();
        assert_eq!(err.fields.keys().next().unwrap(), "grants[0].allow");
        assert!(grant(&[], &["mail.read"]).validate("g", Timestamp::now()).is_err(), "account rights need targets");
        assert!(grant(&[], &["users.manage"]).validate("g", Timestamp::now()).is_ok());
        assert!(grant(&["acc_x y"], &["mail.read"]).validate("g", Timestamp::now()).is_err());
    }

    #[test]
    fn unseen_accounts_are_missing_and_seen_ones_forbidden() {
        let p = user(vec![grant(&["acc_1"], &["mail.read"])]);
        assert!(allow(&p, Operation::MessageRead, Resource::Account(ACC)).is_ok());
        let err = allow(&p, Operation::MessageSend, Resource::Account(ACC)).unwrap_err();
        assert_eq!(
            (err.code, err.message.as_str()),
            (ErrorCode::Forbidden, "Missing right: message.send on account acc_1.")
        );
        let other = Target::Account { id: "acc_2", owner: "usr_bob" };
        assert_eq!(allow(&p, Operation::MessageRead, Resource::Account(other)).unwrap_err().code, ErrorCode::NotFound);
        assert_eq!(allow(&p, Operation::UserCreate, Resource::Service).unwrap_err().code, ErrorCode::Forbidden);
    }

    #[test]
    fn own_reaches_what_the_holder_connected_and_its_inboxes() {
        let p = user(vec![grant(&["own"], &["inboxes", "mail.read"])]);
        let mine = Target::Account { id: "acc_9", owner: "usr_alice" };
        assert!(allow(&p, Operation::MessageList, Resource::Account(mine)).is_ok());
        assert!(allow(&p, Operation::MessageList, Resource::Account(ACC)).is_err());
        assert!(allow(&p, Operation::InboxCreate, Resource::Space("usr_alice")).is_ok());
        assert_eq!(allow(&p, Operation::InboxRead, Resource::Space("usr_bob")).unwrap_err().code, ErrorCode::NotFound);
        // Inbox mail read through `/messages/{id}` needs the inbox right, not mail.read.
        let q = user(vec![grant(&["own"], &["mail.read"])]);
        assert!(allow(&q, Operation::MessageRead, Resource::Space("usr_alice")).is_err());
    }

    #[test]
    fn expired_grants_grant_nothing_and_tokens_narrow() {
        let mut g = grant(&["*"], &["mail.read"]);
        g.expires_at = Some(Timestamp(Timestamp::now().micros() - 1));
        let p = user(vec![g]);
        assert_eq!(allow(&p, Operation::MessageRead, Resource::Account(ACC)).unwrap_err().code, ErrorCode::NotFound);
        let mut p = user(vec![grant(&["*"], &["mail.read", "send"])]);
        p.token = Some(Rights::new([grant(&["acc_1"], &["mail.read"])]));
        assert!(allow(&p, Operation::MessageRead, Resource::Account(ACC)).is_ok());
        assert_eq!(allow(&p, Operation::MessageSend, Resource::Account(ACC)).unwrap_err().code, ErrorCode::Forbidden);
        assert!(!p.holds_anywhere(Operation::MessageSend, Timestamp::now()));
    }

    #[test]
    fn folders_narrow_per_layer() {
        let mut g = grant(&["*"], &["mail.read", "send"]);
        g.folders = Some(vec!["Invoices".into()]);
        let p = user(vec![g.clone(), grant(&["acc_1"], &["drafts"])]);
        let f = allow(&p, Operation::MessageList, Resource::Account(ACC)).unwrap();
        assert_eq!(f.layers, vec![vec!["Invoices".to_string()]]);
        assert!(allow(&p, Operation::MessageSend, Resource::Account(ACC)).unwrap().all(), "sending is not by folder");
        let p = user(vec![g, grant(&["*"], &["mail.read"])]);
        assert!(allow(&p, Operation::MessageList, Resource::Account(ACC)).unwrap().all(), "an unnarrowed grant wins");
    }

    #[test]
    fn inbox_spaces_are_read_off_the_grants() {
        let now = Timestamp::now();
        let mut p = user(vec![grant(&["own", "usr_bob", "acc_1"], &["inboxes"])]);
        assert_eq!(p.spaces_for(Operation::ChangeList, now), Some(vec!["usr_alice".into(), "usr_bob".into()]));
        p.token = Some(Rights::new([grant(&["usr_bob"], &["inbox.read"])]));
        assert_eq!(p.spaces_for(Operation::ChangeList, now), Some(vec!["usr_bob".into()]), "both layers");
        assert_eq!(user(vec![grant(&["*"], &["inbox.read"])]).spaces_for(Operation::ChangeList, now), None);
        assert_eq!(user(vec![grant(&["*"], &["mail.read"])]).spaces_for(Operation::ChangeList, now), Some(vec![]));
    }

    #[test]
    fn recipients_match_without_source_routes() {
        assert!(recipient_matches("*@Example.com", "bob@example.COM"));
        assert!(!recipient_matches("*@example.com", "bob%evil.org@example.com"));
        assert!(!recipient_matches("*@example.com", "@example.com"));
        assert!(recipient_matches("bob@example.com", "BOB@example.com"));
        assert!(!recipient_matches("bob@example.com", "eve@example.com"));
        assert!(!valid_pattern("bob%evil.org@example.com") && !valid_pattern("b*b@example.com"));
        assert!(valid_pattern("*@example.com") && valid_pattern("*"));
    }

    #[test]
    fn sending_takes_one_grant_that_accepts_every_recipient() {
        let mut team = grant(&["acc_1"], &["send"]);
        team.recipients = Some(vec!["*@team.test".into()]);
        team.max_sends_per_day = Some(5);
        let mut boss = grant(&["acc_1"], &["send"]);
        boss.recipients = Some(vec!["boss@corp.test".into()]);
        boss.max_sends_per_day = Some(2);
        let p = user(vec![team, boss]);
        let to = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let cap = |n| Ok(SendPolicy { cap: Some(n), approval: None });
        assert_eq!(p.send_policy(ACC, &to(&["a@team.test", "b@team.test"]), Timestamp::now()), cap(5));
        assert_eq!(p.send_policy(ACC, &to(&["boss@corp.test"]), Timestamp::now()), cap(2));
        assert_eq!(
            p.send_policy(ACC, &to(&["a@team.test", "x@evil.test"]), Timestamp::now()),
            Err(to(&["x@evil.test"]))
        );
        // Each accepted, by different grants: no single grant takes both.
        assert!(p.send_policy(ACC, &to(&["a@team.test", "boss@corp.test"]), Timestamp::now()).is_err());
    }

    #[test]
    fn approval_is_the_easiest_grant_of_a_layer_and_the_strictest_layer() {
        let now = Timestamp::now();
        let to = vec!["a@b.test".to_string()];
        let with = |approval: Option<Approval>| {
            let mut g = grant(&["acc_1"], &["send"]);
            g.approval = approval;
            g
        };
        let approval = |p: &Principal| p.send_policy(ACC, &to, now).unwrap().approval;
        let p = user(vec![with(Some(Approval::Required)), with(Some(Approval::AfterUntrusted))]);
        assert_eq!(approval(&p), Some(Approval::AfterUntrusted));
        let p = user(vec![with(Some(Approval::Required)), with(None)]);
        assert_eq!(approval(&p), None, "a grant without the condition lets the send go");
        let mut p = user(vec![with(None)]);
        p.token = Some(Rights::new(vec![with(Some(Approval::Required))]));
        assert_eq!(approval(&p), Some(Approval::Required), "a narrowed token holds its sends");
        // Handing out: never without the condition, nor with a weaker one.
        let p = user(vec![with(Some(Approval::AfterUntrusted))]);
        assert!(p.covers(&[with(None)], true, now).is_err());
        assert!(p.covers(&[with(Some(Approval::AfterUntrusted))], true, now).is_ok());
        assert!(p.covers(&[with(Some(Approval::Required))], true, now).is_ok());
        let p = user(vec![with(Some(Approval::Required))]);
        assert!(p.covers(&[with(Some(Approval::AfterUntrusted))], true, now).is_err());
        // Only where the grant sends.
        let mut reading = grant(&["acc_1"], &["mail.read"]);
        reading.approval = Some(Approval::Required);
        assert!(reading.validate("grants[0]", now).is_err());
        assert!(with(Some(Approval::Required)).validate("grants[0]", now).is_ok());
    }

    #[test]
    fn nobody_hands_out_what_it_does_not_hold() {
        let now = Timestamp::now();
        let mut held = grant(&["acc_1"], &["mail.read", "send"]);
        held.recipients = Some(vec!["*@corp.test".into()]);
        held.max_sends_per_day = Some(10);
        held.folders = Some(vec!["Invoices".into()]);
        let p = user(vec![held]);
        let mut ok = grant(&["acc_1"], &["send", "message.read"]);
        ok.recipients = Some(vec!["ann@corp.test".into()]);
        ok.max_sends_per_day = Some(3);
        ok.folders = Some(vec!["Invoices/2026".into()]);
        assert_eq!(p.covers(std::slice::from_ref(&ok), false, now), Ok(()));
        let wider = |f: fn(&mut Grant)| {
            let mut g = ok.clone();
            f(&mut g);
            p.covers(&[g], false, now)
        };
        assert_eq!(
            wider(|g| g.accounts = vec!["*".into()]),
            Err("mail.read (message.read) on *".into()),
            "more accounts"
        );
        assert_eq!(p.covers(&[grant(&[], &["users.read"])], false, now), Err("users.read (user.read)".into()));
        assert!(wider(|g| g.recipients = None).is_err(), "anyone");
        assert!(wider(|g| g.recipients = Some(vec!["*".into()])).is_err(), "anyone, written out");
        assert!(wider(|g| g.max_sends_per_day = Some(11)).is_err(), "a higher cap");
        assert!(wider(|g| g.folders = Some(vec!["Private".into()])).is_err(), "another folder");
        assert!(wider(|g| g.allow.push("mail.write".into())).is_err(), "another right");
        assert!(wider(|g| g.allow = vec!["admin".into()]).is_err(), "admin");
        let mut expiring = user(vec![]);
        let mut g = grant(&["own"], &["mail.read"]);
        g.expires_at = Some(Timestamp(now.micros() + 1_000_000));
        expiring.user = Rights::new([g.clone()]);
        let mut later = g.clone();
        later.expires_at = None;
        assert!(expiring.covers(&[later], true, now).is_err(), "expiring later");
        assert_eq!(expiring.covers(std::slice::from_ref(&g), true, now), Ok(()));
        assert!(expiring.covers(&[g], false, now).is_err(), "another user's own is other accounts");
        assert_eq!(Principal::admin("usr_a", "tok_a").covers(&[grant(&["*"], &["admin"])], false, now), Ok(()));
    }
}
