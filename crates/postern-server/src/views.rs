//! The shapes the API answers with, as schemas of the OpenAPI document (`contract`): the
//! envelopes every route shares, the error body, and the resources more than one route module
//! shows (inboxes, their messages, account messages). A shape only one route module shows is
//! declared next to its handlers.
//!
//! They mirror what the handlers serialize (the core types, the store's records); the tests
//! validate every answer they receive against the document, so the two cannot drift apart.

use postern_core::ErrorCode;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ObjectBuilder, Schema, SchemaType, Type};
use utoipa::{IntoParams, PartialSchema, ToSchema};

/// One resource.
#[derive(Debug, Serialize, ToSchema)]
pub struct Data<T> {
    pub data: T,
}

/// One page of a list, newest first unless the route says otherwise.
#[derive(Debug, Serialize, ToSchema)]
pub struct Page<T> {
    pub data: Vec<T>,
    pub pagination: Pagination,
}

/// Where the next page starts.
#[derive(Debug, Serialize, ToSchema)]
pub struct Pagination {
    /// Pass as `cursor` for the next page; null on the last one.
    #[schema(required = true)]
    pub next_cursor: Option<String>,
    pub has_more: bool,
}

/// Paging of a list: `limit` and the `cursor` of the page before.
#[derive(Debug, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PageQuery {
    /// Entries per page, 1–100 (default 25).
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<u32>,
    /// `pagination.next_cursor` of the page before; bound to the query that made it.
    pub cursor: Option<String>,
}

/// Every error: a stable code, a sentence for a human, and the fields at fault.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorBody {
    pub error: ErrorDetail,
}

/// What went wrong. The request body is never echoed.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorDetail {
    pub code: Code,
    pub message: String,
    /// A parameter or body field (`limit`, `grants[0].allow`, `settings.imap_host`) and what is
    /// wrong with it.
    pub fields: BTreeMap<String, String>,
}

/// The error codes of docs/API.md, each with its one HTTP status.
#[derive(Debug, Serialize)]
pub struct Code(pub String);

impl PartialSchema for Code {
    fn schema() -> RefOr<Schema> {
        let names: Vec<&str> = ErrorCode::ALL.iter().map(|c| c.as_str()).collect();
        ObjectBuilder::new()
            .schema_type(SchemaType::Type(Type::String))
            .enum_values(Some(names))
            .description(Some("A stable error code (docs/API.md, Error codes)."))
            .into()
    }
}

impl ToSchema for Code {}

/// A disposable inbox.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = Inbox)]
pub struct InboxView {
    /// `inbox_…`
    pub id: String,
    /// The owner's label; `""` when none was given.
    pub label: String,
    /// The address mail to the inbox is sent to.
    #[schema(format = Email)]
    pub address: String,
    /// A disabled inbox refuses mail (SMTP 550 5.2.1) and waits (409).
    pub is_enabled: bool,
    #[schema(format = DateTime)]
    pub created_at: String,
    #[schema(format = DateTime)]
    pub updated_at: String,
    /// Only on `GET /inboxes/{id}`: messages received since 00:00 UTC on the first of this month.
    pub message_count_month: Option<i64>,
    /// Only on `GET /inboxes/{id}`: whether the inbox has a webhook.
    pub webhook_configured: Option<bool>,
    /// Only when set: waits that name no sender accept only mail this domain (or a subdomain of
    /// it) really sent (docs/SENDER_AUTH.md).
    pub from_domain: Option<String>,
    /// Only when set: waits that name no sender accept only authenticated mail.
    pub require_authenticated: Option<bool>,
    /// Only when set: whose mail the inbox refuses, and whose alone it takes.
    pub senders: Option<SenderListsView>,
}

/// An inbox's or an account's allow and block lists (docs/SENDER_AUTH.md): domains (each
/// covering its subdomains) and addresses.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = SenderLists)]
pub struct SenderListsView {
    /// When not empty, mail whose authenticated sender is not listed is quarantined: stored and
    /// shown, never answering a wait or calling a webhook.
    #[schema(example = json!(["github.com", "alerts@bank.example"]))]
    pub allow: Vec<String>,
    /// Mail whose `From:` names a listed sender, authenticated or not, is refused at DATA with
    /// `550 5.7.1` (inboxes) or quarantined (accounts: the provider took it already).
    pub block: Vec<String>,
}

/// A message an inbox received, parsed once when it was stored.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = InboxMessage)]
pub struct InboxMessageView {
    /// `msg_…`
    pub id: String,
    pub inbox_id: String,
    /// The `From:` header in display form (`Acme <no-reply@acme.test>`).
    pub from: String,
    pub to: Vec<String>,
    pub cc: Vec<String>,
    pub subject: String,
    #[schema(format = DateTime)]
    pub received_at: String,
    /// Always `parsed`: parsing is best-effort and never refuses a message.
    pub status: String,
    /// The code above the confidence threshold.
    #[schema(required = true)]
    pub otp: Option<String>,
    /// 0–1, two decimals; null without `otp`.
    #[schema(required = true, minimum = 0, maximum = 1)]
    pub otp_confidence: Option<f64>,
    /// The best code candidate even below the threshold (equal to `otp` when there is one).
    #[schema(required = true)]
    pub detected_otp: Option<String>,
    #[schema(required = true)]
    pub magic_link: Option<String>,
    /// Confidence of `magic_link`, 0–1.
    #[schema(required = true, minimum = 0, maximum = 1)]
    pub link_confidence: Option<f64>,
    /// Every http(s) link, de-duplicated, in document order.
    pub links: Vec<String>,
    pub envelope_from: String,
    pub envelope_recipient: String,
    /// The text part, or text derived from the HTML when there is none.
    pub text: String,
    /// `""` when none.
    pub html: String,
    /// What the extractor considered, best first (docs/EXTRACTION.md).
    pub candidates: Vec<CandidateView>,
    /// Who really sent it, checked when it arrived; null for mail stored before verdicts were
    /// kept, or when the receiver does not check senders (docs/SENDER_AUTH.md).
    #[schema(required = true)]
    pub authentication: Option<AuthenticationView>,
    /// Only when true: the sender is not on the inbox's allow list, so the message answers no
    /// wait, is not the inbox's latest message and calls no webhook.
    pub quarantined: Option<bool>,
}

/// Who really sent a message: the result of each check, as RFC 8601 names them.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = Authentication)]
pub struct AuthenticationView {
    /// SPF of the envelope sender (of the HELO name for the null sender).
    #[schema(pattern = "^(pass|fail|softfail|neutral|none|temperror|permerror)$")]
    pub spf: String,
    /// The best of the DKIM signatures.
    #[schema(pattern = "^(pass|fail|softfail|neutral|none|temperror|permerror)$")]
    pub dkim: String,
    #[schema(pattern = "^(pass|fail|softfail|neutral|none|temperror|permerror)$")]
    pub dmarc: String,
    #[schema(pattern = "^(pass|fail|softfail|neutral|none|temperror|permerror)$")]
    pub arc: String,
    /// The `From:` domain when DMARC passes (an aligned SPF or DKIM pass), else null.
    #[schema(required = true, example = "github.com")]
    pub domain: Option<String>,
    /// The `From:` domain's DMARC policy: `none`, `quarantine` or `reject`.
    #[schema(required = true)]
    pub policy: Option<String>,
    /// `receiver` (Postern's SMTP receiver) or `provider` (a connected account's provider).
    #[schema(pattern = "^(receiver|provider)$")]
    pub source: String,
}

/// One code or link the extractor considered, with why it scored as it did.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = Candidate)]
pub struct CandidateView {
    /// `code` or `link`.
    pub kind: String,
    pub value: String,
    pub score: f64,
    /// `subject`, `body`, `html` or `text`.
    pub place: String,
    pub evidence: Vec<String>,
}

/// A mail address with its display name.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = Address)]
pub struct AddressView {
    #[schema(required = true)]
    pub name: Option<String>,
    pub email: String,
}

/// A message of a connected account, as the index knows it.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = AccountMessage)]
pub struct AccountMessageView {
    /// `msg_…`, stable when the message moves between folders.
    pub id: String,
    pub account_id: String,
    pub folder_id: String,
    /// The `Message-ID` header, without angle brackets.
    #[schema(required = true)]
    pub message_id: Option<String>,
    /// The conversation (`thr_…`).
    pub thread_id: String,
    pub subject: String,
    pub from: Vec<AddressView>,
    pub to: Vec<AddressView>,
    pub cc: Vec<AddressView>,
    /// The `Date:` header.
    #[schema(required = true, format = DateTime)]
    pub date: Option<String>,
    /// When the server received it (IMAP INTERNALDATE).
    #[schema(format = DateTime)]
    pub received_at: String,
    pub size: u64,
    /// The server's flags (`\Seen`, `\Flagged`, keywords).
    pub flags: Vec<String>,
    pub unread: bool,
    pub starred: bool,
    pub has_attachments: bool,
    #[schema(required = true)]
    pub otp: Option<String>,
    #[schema(required = true)]
    pub otp_confidence: Option<f64>,
    #[schema(required = true)]
    pub magic_link: Option<String>,
    #[schema(required = true)]
    pub link_confidence: Option<f64>,
    /// Who really sent it, as the provider's `Authentication-Results` says; null until the body
    /// has been read, and when the provider wrote none Postern trusts (docs/SENDER_AUTH.md).
    #[schema(required = true)]
    pub authentication: Option<AuthenticationView>,
    /// Only when true: held back by the account's sender lists, so it answers no wait and calls
    /// no webhook.
    pub quarantined: Option<bool>,
}

/// An account message read in full: the index plus what its body shows.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = AccountMessageRead)]
pub struct AccountMessageReadView {
    #[serde(flatten)]
    pub message: AccountMessageView,
    /// Blind copies, where the source keeps them (drafts, some sent copies).
    pub bcc: Vec<AddressView>,
    /// The text a reader sees (hidden text left out).
    pub text: String,
    /// Sanitized: no scripts, styles, event handlers, forms or frames.
    pub html: String,
    pub links: Vec<String>,
    pub attachments: Vec<AttachmentView>,
    pub hidden: HiddenView,
}

/// What the sender hid from a person and `text` leaves out (docs/AGENT_SAFETY.md).
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = HiddenText)]
pub struct HiddenView {
    /// Characters left out, white space not counted.
    pub characters: u64,
    /// Characters left out per reason: `display_none`, `visibility_hidden`, `font_size`,
    /// `opacity`, `same_colour`, `zero_size`, `off_screen`, `hidden_attribute`, `aria_hidden`,
    /// `template`, `noscript`, `not_rendered`, `comment`, `tracking_image`, `invisible_unicode`,
    /// `too_complex`.
    pub reasons: std::collections::BTreeMap<String, u64>,
}

/// One attachment of a message.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = Attachment)]
pub struct AttachmentView {
    /// Its place in `/messages/{id}/attachments/{index}`.
    pub index: u32,
    #[schema(required = true)]
    pub filename: Option<String>,
    pub content_type: String,
    pub size: u64,
    /// Shown inside the HTML body rather than attached.
    pub inline: bool,
    /// What a `cid:` URL of the HTML names.
    #[schema(required = true)]
    pub content_id: Option<String>,
}

/// The filters of an account message list (`/accounts/{id}/messages`, `/messages`, drafts).
#[derive(Debug, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MessageFilters {
    /// A substring of the subject, sender or recipients, or words and word beginnings of the
    /// body and attachment names (accents ignored); also asks the mail server about bodies not
    /// indexed yet.
    pub q: Option<String>,
    /// A substring of the sender, case-insensitive for ASCII.
    pub from: Option<String>,
    /// A substring of the recipients.
    pub to: Option<String>,
    /// A substring of the subject.
    pub subject: Option<String>,
    /// On `received_at`: ISO 8601 or unix seconds.
    pub after: Option<String>,
    /// On `received_at`: ISO 8601 or unix seconds.
    pub before: Option<String>,
    pub unread: Option<bool>,
    pub starred: Option<bool>,
    pub has_attachments: Option<bool>,
    /// Entries per page, 1–100 (default 25).
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<u32>,
    /// `pagination.next_cursor` of the page before.
    pub cursor: Option<String>,
}

/// A page of account messages, plus the accounts whose server could not be asked (`q`).
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = AccountMessagePage)]
pub struct AccountMessagePageView {
    pub data: Vec<AccountMessageView>,
    pub pagination: Pagination,
    /// Accounts whose server could not be searched for `q`: the page may miss their matches.
    pub incomplete: Vec<String>,
}

/// A message read by id: an inbox's, or a connected account's with its body.
#[derive(Debug, Serialize, ToSchema)]
#[serde(untagged)]
#[schema(as = AnyMessage)]
pub enum AnyMessageView {
    Inbox(InboxMessageReadView),
    Account(AccountMessageReadView),
}

/// An inbox message read by id: as its lists show it, plus its attachments.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = InboxMessageRead)]
pub struct InboxMessageReadView {
    #[serde(flatten)]
    pub message: InboxMessageView,
    /// Read with `/messages/{id}/attachments/{index}` (or `…/content`, as an agent reads them).
    pub attachments: Vec<AttachmentView>,
    /// What `text` leaves out of the HTML body.
    pub hidden: HiddenView,
}

/// An OAuth app its provider refuses now (an expired or withdrawn secret): no account of it
/// syncs until an administrator renews it.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = RefusedApp)]
pub struct RefusedAppView {
    /// `microsoft` or `google`.
    pub provider: String,
    /// `api` or `imap`.
    pub protocol: String,
    /// What the provider said (`invalid_client`).
    pub reason: String,
    #[schema(format = DateTime)]
    pub since: String,
}

// The body of a send and of a draft (`send::SendBody`), and a send's answer: mirrors, for the
// document; the handlers read `send::SendBody` and serialize the answer `send` builds.

/// A message to send (`send::SendBody`); as a draft, recipients are optional.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = OutgoingMessage)]
#[allow(dead_code)]
pub struct SendMessageView {
    /// Who it is from: the account's own address by default; a Gmail account may name one of its
    /// send-as aliases. Any other address is 400 (`fields.from`).
    #[serde(default)]
    pub from: Option<SendRecipientView>,
    #[serde(default)]
    pub to: Vec<SendRecipientView>,
    #[serde(default)]
    pub cc: Vec<SendRecipientView>,
    /// On the envelope only (kept in a draft).
    #[serde(default)]
    pub bcc: Vec<SendRecipientView>,
    /// A reply gets `Re:` and a forward `Fwd:` (not doubled).
    #[serde(default)]
    pub subject: Option<String>,
    #[serde(default)]
    pub text: Option<String>,
    #[serde(default)]
    pub html: Option<String>,
    /// At most 25 MiB together, decoded.
    #[serde(default)]
    pub attachments: Vec<SendAttachmentView>,
    /// The message this replies to or forwards.
    #[serde(default)]
    pub reference: Option<SendReferenceView>,
}

/// A mailbox: to, cc and bcc together name at most 100.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = OutgoingRecipient)]
#[allow(dead_code)]
pub struct SendRecipientView {
    pub email: String,
    #[serde(default)]
    pub name: Option<String>,
}

/// An attachment: uploaded in base64, or taken from a message of the account.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(untagged)]
#[schema(as = OutgoingAttachment)]
#[allow(dead_code)]
pub enum SendAttachmentView {
    Upload(SendUploadView),
    Copy(SendCopyView),
}

/// An uploaded attachment.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = OutgoingUpload)]
#[allow(dead_code)]
pub struct SendUploadView {
    /// Default `attachment`.
    #[serde(default)]
    pub filename: Option<String>,
    /// `type/subtype`; default `application/octet-stream`.
    #[serde(default)]
    pub content_type: Option<String>,
    /// The bytes, in base64.
    pub content_base64: String,
}

/// An attachment of a message of the same account, which the caller may read.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = OutgoingCopy)]
#[allow(dead_code)]
pub struct SendCopyView {
    /// `msg_…`
    pub message_id: String,
    /// Its `index` among the message's `attachments`.
    pub index: u32,
    /// Another name for it; default its own.
    #[serde(default)]
    pub filename: Option<String>,
}

/// What the message answers: written as the reply or forward would be, and the original gets
/// `\Answered` or `$Forwarded` once it is sent.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = OutgoingReference)]
#[allow(dead_code)]
pub struct SendReferenceView {
    /// `msg_…` of the original, a message of the same account.
    pub message_id: String,
    pub action: SendActionView,
    /// For a forward: the original inline (default) or attached as `message/rfc822`.
    #[serde(default)]
    pub forward_as: Option<SendForwardAsView>,
}

/// A reply goes to Reply-To or From; reply-all adds To and Cc (never the account's own address);
/// explicit `to`/`cc` win.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = OutgoingAction)]
#[allow(dead_code)]
pub enum SendActionView {
    Reply,
    ReplyAll,
    Forward,
}

/// How a forward carries the original.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = OutgoingForwardAs)]
#[allow(dead_code)]
pub enum SendForwardAsView {
    Inline,
    Attachment,
}

/// A message the mail server accepted. A retry with the same `Idempotency-Key` answers the same.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = SendReceipt)]
#[allow(dead_code)]
pub struct SendReceiptView {
    /// `snd_…`: the attempt, as `/sends` shows it.
    pub id: String,
    /// Always `sent`.
    pub status: String,
    /// The `Message-ID` header, with its angle brackets.
    pub message_id_header: String,
    /// The envelope recipients (To, Cc and Bcc).
    pub recipients: Vec<String>,
    /// What the server answered (the SMTP 250 text, or `EmailSubmission created`).
    pub server_answer: String,
    /// Whether a copy is in the Sent folder.
    pub sent_copy: bool,
    #[schema(format = DateTime)]
    pub sent_at: String,
}

/// A send held for a person's approval (docs/AGENT_SAFETY.md); `POST /accounts/{id}/send`
/// answers 202 with it when a grant holds the send.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = HeldSend)]
#[allow(dead_code)]
pub struct HeldSendView {
    /// `snd_…`: the send, as `/sends/{id}` shows it.
    pub id: String,
    pub account_id: String,
    /// `pending`, `sending` (approved, going now), `sent`, `failed`, `refused` or `expired`.
    pub status: String,
    /// The grant's condition: `required` or `after_untrusted`.
    pub approval: String,
    /// `{user_id, token_id}` of who asked (absent in the 202 answer, which goes to them).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub requested_by: Option<serde_json::Value>,
    /// `{decision, by: {user_id, token_id}, at}` once decided; null before.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub decided: Option<serde_json::Value>,
    /// The envelope recipients (To, Cc and Bcc).
    pub recipients: Vec<String>,
    /// The `Message-ID` header it goes out with.
    pub message_id_header: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(format = DateTime)]
    pub created_at: Option<String>,
    /// Undecided by then, it is never sent.
    #[schema(format = DateTime)]
    pub expires_at: String,
    /// While it waits: what it would send, `{from, to, cc, subject, text, html, hidden,
    /// attachments: [{filename, content_type, size}], size}` (`from` the sender's address, `to`
    /// and `cc` lists of addresses; `text` as a reader sees it, `html` as written, `hidden` what
    /// of it a reader would not see, as `HiddenText`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<serde_json::Value>,
}

/// A grant as users write it (docs/RIGHTS.md): operations on targets, optionally narrowed.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = Grant)]
#[allow(dead_code)]
pub struct GrantView {
    /// Account ids, inbox spaces (user ids), `own` or `*`. Not needed for service rights (`[]`
    /// when absent; always present in answers).
    #[schema(required = false)]
    pub accounts: Vec<String>,
    /// Groups or single operations.
    #[schema(min_items = 1)]
    pub allow: Vec<String>,
    /// Folder roles, names or ids (with their subfolders); all folders when absent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub folders: Option<Vec<String>>,
    /// `name@domain`, `*@domain` or `*`; anyone when absent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub recipients: Option<Vec<String>>,
    /// Sends per rolling 24 h from one account under this grant; no limit when absent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_sends_per_day: Option<u32>,
    /// After this instant the grant grants nothing (it stays stored).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(format = DateTime)]
    pub expires_at: Option<String>,
    /// `required`: every send waits for a person's approval; `after_untrusted`: a send by a
    /// token that has read mail from outside the account's own addresses within the window
    /// (`--approval-untrusted-window`) does. Needs `send` in `allow`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>, pattern = "^(required|after_untrusted)$")]
    pub approval: Option<String>,
}

/// Bytes as they are: a message's source, an attachment (not JSON).
pub struct Binary;

impl PartialSchema for Binary {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(SchemaType::Type(Type::String))
            .format(Some(utoipa::openapi::SchemaFormat::KnownFormat(utoipa::openapi::KnownFormat::Binary)))
            .into()
    }
}

impl ToSchema for Binary {}
