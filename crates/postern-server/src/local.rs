//! The inbox operations in process, acting as one authenticated principal. REST handlers and the
//! `/mcp` tools both call these, so the two surfaces cannot drift apart. Each method names its own
//! [`Operation`] and asks [`rights::allow`] before it touches anything.

use crate::AppState;
use crate::error::{bad_limit, internal};
use crate::metrics::Via;
use crate::params::Cursor;
use postern_core::model::{Inbox, Message};
use postern_core::ops::{InboxOps, MessageQuery, Page, Require, TestCode, WaitAnswer, WaitCall};
use postern_core::rights::{self, Operation, Principal, Resource};
use postern_core::{Error, ErrorCode, Timestamp};
use postern_store::{Delivery, MessageFilter, SenderMatch, WaitMatch};

const MAX_LABEL_CHARS: usize = 200;

/// Longest a single wait call blocks.
pub(crate) const MAX_WAIT_SECONDS: f64 = 25.0;

/// One principal's view of the inbox operations.
#[derive(Clone)]
pub struct LocalOps {
    pub state: AppState,
    pub principal: Principal,
}

fn check_limit(limit: Option<u32>) -> Result<u32, Error> {
    match limit {
        None => Ok(25),
        Some(n @ 1..=100) => Ok(n),
        Some(_) => Err(bad_limit()),
    }
}

/// Checks an inbox label.
pub(crate) fn check_label(label: &str) -> Result<(), Error> {
    if label.chars().count() > MAX_LABEL_CHARS {
        return Err(Error::invalid_field("label", format!("must be at most {MAX_LABEL_CHARS} characters")));
    }
    if label.chars().any(char::is_control) {
        return Err(Error::invalid_field("label", "must not contain control characters"));
    }
    Ok(())
}

/// A `since` that is not a message id: `0`, unix seconds or an ISO 8601 date-time.
pub(crate) fn since_time(since: &str) -> Result<Timestamp, Error> {
    Timestamp::parse_unix_seconds(since)
        .or_else(|| Timestamp::parse_iso(since))
        .ok_or_else(|| Error::invalid_field("since", "must be 0, unix seconds, an ISO 8601 date-time, or a message id"))
}

/// A domain name as waits compare it: lower case, without a final dot.
pub(crate) fn domain_name(domain: &str) -> Result<String, Error> {
    let domain = domain.trim().trim_end_matches('.').to_ascii_lowercase();
    let label =
        |l: &str| (1..=63).contains(&l.len()) && l.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    if domain.len() > 253 || !domain.split('.').all(label) {
        return Err(Error::invalid_field("from_domain", "must be a domain name, like github.com"));
    }
    Ok(domain)
}

/// Whose mail a wait accepts: what the call says, else what the inbox says by default.
/// `from_domain` implies an authenticated sender.
pub(crate) fn sender_of(call: &WaitCall, inbox: &Inbox) -> Result<SenderMatch, Error> {
    if call.from_domain.is_some() || call.require_authenticated {
        sender_match(call.from_domain.as_deref(), call.require_authenticated)
    } else {
        sender_match(inbox.from_domain.as_deref(), inbox.require_authenticated)
    }
}

/// A wait's sender match: mail from `domain` (or a subdomain), or any authenticated mail, or
/// any mail.
pub(crate) fn sender_match(domain: Option<&str>, authenticated: bool) -> Result<SenderMatch, Error> {
    match domain {
        Some(domain) => Ok(SenderMatch::Domain(domain_name(domain)?)),
        None if authenticated => Ok(SenderMatch::Authenticated),
        None => Ok(SenderMatch::Anyone),
    }
}

pub(crate) fn want_of(call: &WaitCall) -> Result<WaitMatch, Error> {
    if let Some(min) = call.min_confidence
        && !(0.0..=1.0).contains(&min)
    {
        return Err(Error::invalid_field("min_confidence", "must be a number from 0 to 1"));
    }
    let min_confidence = call.min_confidence.unwrap_or(0.0);
    Ok(match call.require {
        Require::Otp => WaitMatch::Otp { min_confidence },
        Require::Link => WaitMatch::Link,
        Require::Any => WaitMatch::Any { min_confidence },
    })
}

/// A wait's timeout in seconds, clamped to what one call may block.
pub(crate) fn clamp_timeout(timeout: f64) -> f64 {
    if timeout.is_finite() { timeout.clamp(1.0, MAX_WAIT_SECONDS) } else { MAX_WAIT_SECONDS }
}

impl LocalOps {
    /// An inbox this principal may act on with `op`; missing and foreign are the same 404.
    pub(crate) async fn inbox(&self, op: Operation, id: &str) -> Result<Inbox, Error> {
        let inbox = self.state.store.inbox(id).await.map_err(internal)?.ok_or_else(|| Error::not_found("Inbox"))?;
        rights::allow(&self.principal, op, Resource::Space(&inbox.user_id))?;
        Ok(inbox)
    }

    /// Resolves `since` to an inclusive cutoff. See docs/API.md for every form.
    async fn cutoff(&self, inbox_id: &str, since: Option<&str>, request_start: Timestamp) -> Result<Timestamp, Error> {
        let Some(since) = since.map(str::trim).filter(|s| !s.is_empty()) else { return Ok(request_start) };
        if since.starts_with("msg_") {
            // After that message; an unknown id means "from the beginning", as in mailsocket.
            return Ok(match self.state.store.received_at(inbox_id, since).await.map_err(internal)? {
                Some(at) => Timestamp(at.micros() + 1),
                None => Timestamp::EPOCH,
            });
        }
        since_time(since)
    }

    /// One wait call. Returns the cutoff it used (once known) beside the outcome, so that REST can
    /// put it in a header even on an error.
    pub async fn wait_call(
        &self,
        call: &WaitCall,
        request_start: Timestamp,
        via: Via,
    ) -> (Option<Timestamp>, Result<Option<Message>, Error>) {
        let inbox = match self.inbox(Operation::MessageWait, &call.inbox_id).await {
            Ok(inbox) => inbox,
            Err(e) => return (None, Err(e)),
        };
        let (want, sender) = match (want_of(call), sender_of(call, &inbox)) {
            (Ok(want), Ok(sender)) => (want, sender),
            (Err(e), _) | (_, Err(e)) => return (None, Err(e)),
        };
        let cutoff = match self.cutoff(&inbox.id, call.since.as_deref(), request_start).await {
            Ok(c) => c,
            Err(e) => return (None, Err(e)),
        };
        if !inbox.is_enabled {
            return (
                Some(cutoff),
                Err(Error::new(ErrorCode::InboxDisabled, "This inbox is disabled. Enable it to receive mail.")),
            );
        }
        let timeout = clamp_timeout(call.timeout);
        let store = &self.state.store;
        let inbox_id = inbox.id.as_str();
        let sender = &sender;
        let query = || async move { store.first_match(inbox_id, cutoff, want, sender).await.map_err(internal) };
        let stored = |m: &Message| Some(m.received_at);
        let outcome =
            self.state.waits.hold(&self.state, &self.principal, (inbox_id, via), timeout, query, stored).await;
        (Some(cutoff), outcome)
    }
}

impl InboxOps for LocalOps {
    async fn create_inbox(&self, label: Option<String>) -> Result<Inbox, Error> {
        rights::allow(&self.principal, Operation::InboxCreate, Resource::Space(&self.principal.user_id))?;
        let label = label.unwrap_or_default();
        check_label(&label)?;
        let domain = &self.state.config.inbox_domains[0];
        let new = postern_store::NewInbox { user_id: &self.principal.user_id, label: &label, domain };
        self.state.store.create_inbox(new).await.map_err(internal)
    }

    async fn list_inboxes(&self, limit: Option<u32>, cursor: Option<String>) -> Result<Page<Inbox>, Error> {
        rights::allow(&self.principal, Operation::InboxList, Resource::Space(&self.principal.user_id))?;
        let limit = check_limit(limit)?;
        let binding = format!("inboxes:{}", self.principal.user_id);
        let before = Cursor::decode(cursor.as_deref(), &binding)?;
        let page = self.state.store.list_inboxes(&self.principal.user_id, before, limit).await.map_err(internal)?;
        let next_cursor =
            page.has_more.then(|| page.inboxes.last().map(|(seq, _)| Cursor::encode(*seq, &binding))).flatten();
        Ok(Page { data: page.inboxes.into_iter().map(|(_, i)| i).collect(), next_cursor, has_more: page.has_more })
    }

    async fn list_messages(&self, inbox_id: &str, query: MessageQuery) -> Result<Page<Message>, Error> {
        let inbox = self.inbox(Operation::MessageList, inbox_id).await?;
        let limit = check_limit(query.limit)?;
        let filter = MessageFilter {
            has_otp: query.has_otp,
            subject_contains: query.subject_contains.filter(|s| !s.is_empty()),
            from: query.from.filter(|s| !s.is_empty()),
        };
        let binding =
            format!("messages:{}:{:?}:{:?}:{:?}", inbox.id, filter.has_otp, filter.subject_contains, filter.from);
        let before = Cursor::decode(query.cursor.as_deref(), &binding)?;
        let page = self.state.store.list_messages(&inbox.id, &filter, before, limit).await.map_err(internal)?;
        let next_cursor =
            page.has_more.then(|| page.messages.last().map(|(seq, _)| Cursor::encode(*seq, &binding))).flatten();
        Ok(Page { data: page.messages.into_iter().map(|(_, m)| m).collect(), next_cursor, has_more: page.has_more })
    }

    async fn latest_message(&self, inbox_id: &str) -> Result<Message, Error> {
        let inbox = self.inbox(Operation::MessageRead, inbox_id).await?;
        self.state
            .store
            .latest_message(&inbox.id)
            .await
            .map_err(internal)?
            .ok_or_else(|| Error::new(ErrorCode::NotFound, "This inbox has no messages yet."))
    }

    async fn wait(&self, call: WaitCall) -> Result<WaitAnswer, Error> {
        // The in-process binding of inbox operations is the MCP tools'.
        let (cutoff, outcome) = self.wait_call(&call, Timestamp::now(), Via::Mcp).await;
        Ok(match outcome? {
            Some(message) => WaitAnswer::Matched(Box::new(message)),
            None => WaitAnswer::Nothing { cutoff: cutoff.map(|c| c.to_string()) },
        })
    }

    async fn send_test_code(&self, inbox_id: &str) -> Result<TestCode, Error> {
        let inbox = self.inbox(Operation::TestCodeSend, inbox_id).await?;
        if !inbox.is_enabled {
            return Err(Error::new(
                ErrorCode::InboxDisabled,
                "This inbox is disabled. Enable it to receive a test code.",
            ));
        }
        let config = &self.state.config;
        let quota = self
            .state
            .store
            .charge_test_code(
                &self.principal.user_id,
                &inbox.id,
                config.test_codes_per_inbox,
                config.test_codes_per_user,
            )
            .await
            .map_err(internal)?;
        if let Err(retry_after) = quota {
            let at = Timestamp(Timestamp::now().micros() + retry_after as i64 * 1_000_000).to_string();
            return Err(Error::new(
                ErrorCode::RateLimited,
                format!("Too many test codes. Try again at {} UTC.", &at[11..16]),
            )
            .retry_after(retry_after));
        }
        let (raw, envelope_from) = test_message(&inbox.address);
        let parsed = postern_mail::parse(raw.as_bytes());
        let delivery = Delivery {
            recipients: vec![(inbox.id.clone(), inbox.address.clone())],
            envelope_from,
            raw: raw.into_bytes(),
            parsed,
            authentication: None,
        };
        let stored = self.state.store.deliver(delivery).await.map_err(internal)?;
        let message = stored.first().ok_or_else(|| Error::not_found("Inbox"))?;
        Ok(TestCode { message_id: message.message_id.clone(), sent_at: message.received_at.to_string() })
    }

    async fn delete_inbox(&self, inbox_id: &str) -> Result<(), Error> {
        let inbox = self.inbox(Operation::InboxDelete, inbox_id).await?;
        self.state.store.delete_inbox(&inbox.id).await.map_err(internal)?;
        Ok(())
    }
}

/// The test message for `to` (a random 6-digit code) and its envelope sender.
fn test_message(to: &str) -> (String, String) {
    let mut random = [0u8; 4];
    postern_core::id::random_bytes(&mut random);
    let code = format!("{:06}", u32::from_le_bytes(random) % 1_000_000);
    let domain = to.rsplit_once('@').map_or("postern.localhost", |(_, d)| d);
    let date =
        time::OffsetDateTime::now_utc().format(&time::format_description::well_known::Rfc2822).unwrap_or_default();
    let id = postern_core::id::new_local_part();
    let raw = format!(
        "From: Postern <test-code@{domain}>\r\nTo: <{to}>\r\nSubject: Your Postern test code is {code}\r\nDate: {date}\r\nMessage-ID: <{id}@{domain}>\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nYour verification code is:\r\n\r\n{code}\r\n\r\nThis is a test message from Postern; it did not go through the mail server.\r\n"
    );
    (raw, format!("test-code@{domain}"))
}
