//! The inbox operations as one trait: what the MCP tools call. `postern-client` implements it over
//! HTTP (for `postern mcp` on stdio); `postern-server` implements it in process (for `/mcp`).

use crate::Error;
use crate::model::{Inbox, Message};
use serde::{Deserialize, Serialize};
use std::future::Future;

/// One page of a list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Page<T> {
    pub data: Vec<T>,
    pub next_cursor: Option<String>,
    pub has_more: bool,
}

/// Filters and paging of a message list.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct MessageQuery {
    pub has_otp: Option<bool>,
    pub subject_contains: Option<String>,
    pub from: Option<String>,
    pub limit: Option<u32>,
    pub cursor: Option<String>,
}

/// What a wait call waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Require {
    Otp,
    Link,
    Any,
}

impl Require {
    /// The wire value of `require`.
    pub fn as_str(self) -> &'static str {
        match self {
            Require::Otp => "otp",
            Require::Link => "link",
            Require::Any => "any",
        }
    }
}

/// One long-poll wait call (at most 25 s on the server).
#[derive(Debug, Clone, PartialEq)]
pub struct WaitCall {
    pub inbox_id: String,
    pub require: Require,
    /// Forwarded exactly as given (`0` stays `0`); `None` means the request start.
    pub since: Option<String>,
    pub min_confidence: Option<f64>,
    /// Seconds this call may block, 1–25.
    pub timeout: f64,
    /// Only mail whose DMARC-aligned, authenticated domain is this one or a subdomain of it
    /// (docs/SENDER_AUTH.md).
    pub from_domain: Option<String>,
    /// Only mail whose `From:` domain passed DMARC.
    pub require_authenticated: bool,
}

/// The answer to one wait call.
#[derive(Debug, Clone, PartialEq)]
pub enum WaitAnswer {
    /// A message matched.
    Matched(Box<Message>),
    /// Nothing matched in time; `cutoff` is the server's cutoff, to send back as `since`.
    Nothing { cutoff: Option<String> },
}

/// The result of a test code.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TestCode {
    pub message_id: String,
    pub sent_at: String,
}

/// The disposable-inbox operations, acting as one authenticated caller.
pub trait InboxOps: Send + Sync {
    fn create_inbox(&self, label: Option<String>) -> impl Future<Output = Result<Inbox, Error>> + Send;
    fn list_inboxes(
        &self,
        limit: Option<u32>,
        cursor: Option<String>,
    ) -> impl Future<Output = Result<Page<Inbox>, Error>> + Send;
    fn list_messages(
        &self,
        inbox_id: &str,
        query: MessageQuery,
    ) -> impl Future<Output = Result<Page<Message>, Error>> + Send;
    fn latest_message(&self, inbox_id: &str) -> impl Future<Output = Result<Message, Error>> + Send;
    fn wait(&self, call: WaitCall) -> impl Future<Output = Result<WaitAnswer, Error>> + Send;
    fn send_test_code(&self, inbox_id: &str) -> impl Future<Output = Result<TestCode, Error>> + Send;
    fn delete_inbox(&self, inbox_id: &str) -> impl Future<Output = Result<(), Error>> + Send;
}

/// One REST request, as the mailbox tools make them: they go through the same routes, gate and
/// rights as any client. `postern-client` sends it over HTTP; `postern-server` dispatches it in
/// process.
pub trait ApiCall: Send + Sync {
    /// `method` `path` (under `/api/v1`, with its query) with an optional JSON body and
    /// `Idempotency-Key`. A success answers its JSON body (`null` for 204); a failure is the
    /// error the API answered.
    fn api(
        &self,
        method: &str,
        path: &str,
        body: Option<serde_json::Value>,
        idempotency_key: Option<String>,
    ) -> impl Future<Output = Result<serde_json::Value, Error>> + Send;
}
