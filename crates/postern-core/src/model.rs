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
    /// Only on `GET /inboxes/{id}`: whether a webhook is configured (none yet).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub webhook_configured: Option<bool>,
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
