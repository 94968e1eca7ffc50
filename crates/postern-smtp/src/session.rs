//! The SMTP server protocol as a state machine (RFC 5321, with PIPELINING, SIZE, 8BITMIME,
//! SMTPUTF8, ENHANCEDSTATUSCODES and STARTTLS). No I/O: feed it bytes with
//! [`Session::receive`], then call [`Session::next_action`] until it asks for more input.

use crate::budget::MemoryBudget;
use crate::command::{self, Command};
use crate::stats::{Refusal, Stats};
use std::collections::VecDeque;
use std::sync::Arc;

/// Limits and identity of the receiver.
#[derive(Debug, Clone)]
pub struct SessionConfig {
    /// Our host name, in the greeting and in `Received:`.
    pub hostname: String,
    /// Largest accepted message, in octets (declared `SIZE=` or actual).
    pub max_message_size: usize,
    /// Most recipients per transaction.
    pub max_recipients: usize,
    /// Longest accepted command line, CRLF included (RFC 5321 §4.5.3.1.4: 512).
    pub max_command_line: usize,
    /// Bad commands tolerated before the session is closed.
    pub max_errors: usize,
    /// Whether STARTTLS can be offered (a certificate is configured).
    pub tls_available: bool,
    /// Bytes of messages being received, shared by every session of a listener.
    pub budget: MemoryBudget,
    /// What the sessions of a listener accepted and refused.
    pub stats: Arc<Stats>,
}

/// The default budget of in-flight message bytes: ten messages of the largest size at once.
pub const DEFAULT_BUDGET: usize = 256 * 1024 * 1024;

/// How much of the budget a session takes at a time, so that the shared counter is not touched
/// for every line.
const RESERVE_STEP: usize = 64 * 1024;

impl Default for SessionConfig {
    fn default() -> Self {
        SessionConfig {
            hostname: "localhost".into(),
            max_message_size: 25 * 1024 * 1024,
            max_recipients: 100,
            max_command_line: 512,
            max_errors: 10,
            tls_available: false,
            budget: MemoryBudget::new(DEFAULT_BUDGET),
            stats: Arc::default(),
        }
    }
}

/// The sink's answer about one recipient.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecipientVerdict {
    /// Deliverable; `target` names where it goes (several addresses may share a target, and a
    /// message is delivered once per target).
    Accept { target: String },
    /// No such mailbox: 550 5.1.1.
    Unknown,
    /// The mailbox exists but does not accept mail: 550 5.2.1.
    Disabled,
    /// Not our domain: 550 5.7.1 (we are not a relay).
    NotLocal,
    /// Cannot decide now: 451 4.3.0.
    TempFail,
}

/// Why a message was not stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Undelivered {
    /// It could not be stored now: the sender should try again (451).
    Later,
    /// Every recipient refuses its sender (550 5.7.1); trying again changes nothing.
    Refused,
}

/// A complete message, ready to be stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Envelope {
    /// `MAIL FROM`; empty for the null sender.
    pub from: String,
    /// (target, address as given) for each accepted target, in RCPT order, one per target.
    pub recipients: Vec<(String, String)>,
    /// The message, dot-unstuffed, with CRLF line ends as received.
    pub data: Vec<u8>,
    /// The `EHLO`/`HELO` name the client gave.
    pub helo: String,
    /// Whether the session was encrypted.
    pub tls: bool,
    /// Whether the client used EHLO (ESMTP).
    pub esmtp: bool,
    /// The connecting client's address: the session does not know it, the listener sets it.
    pub client: Option<std::net::IpAddr>,
}

/// What the I/O layer must do next.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// Send these bytes (one or more complete replies). Replies may be batched until the next
    /// `NeedInput`, as PIPELINING allows.
    Reply(String),
    /// Ask the sink about a recipient, then call [`Session::recipient_checked`].
    CheckRecipient(String),
    /// Store this message, then call [`Session::delivered`].
    Deliver(Envelope),
    /// Flush the replies, then start TLS on the connection, then call [`Session::tls_started`].
    StartTls,
    /// Flush the replies and close the connection.
    Close,
    /// Nothing to do until more bytes arrive.
    NeedInput,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Reading commands.
    Command,
    /// Waiting for the sink's verdict on a recipient.
    AwaitRecipient,
    /// Reading the message after `354`.
    Data,
    /// Waiting for the sink to store the message.
    AwaitDelivery,
    /// Waiting for the TLS handshake.
    AwaitTls,
    /// The session is over.
    Closed,
}

/// One SMTP session.
#[derive(Debug)]
pub struct Session {
    config: SessionConfig,
    /// The size of the message handed to the sink, until it answers.
    delivering: usize,
    phase: Phase,
    input: Input,
    actions: VecDeque<Action>,
    helo: Option<String>,
    esmtp: bool,
    tls: bool,
    errors: usize,
    /// Discarding the rest of an over-long command line.
    discarding_line: bool,
    /// In DATA, the start of the current line has been taken into the message already.
    mid_line: bool,
    // The current transaction.
    mail_from: Option<String>,
    recipients: Vec<(String, String)>,
    recipient_count: usize,
    pending_recipient: Option<String>,
    message: MessageBuffer,
}

/// Bytes read from the client and not yet consumed. Lines are taken from a read position, and
/// the search for the next newline resumes where the last one stopped, so a long line costs its
/// length once however many reads it takes to arrive.
#[derive(Debug, Default)]
struct Input {
    bytes: Vec<u8>,
    /// Where unconsumed bytes begin.
    start: usize,
    /// Up to here, no byte after `start` is a newline.
    scanned: usize,
}

impl Input {
    fn extend(&mut self, more: &[u8]) {
        // Consumed bytes are dropped once they are at least half the buffer: each byte is moved
        // a bounded number of times.
        if self.start > 0 && self.start * 2 >= self.bytes.len() {
            self.bytes.drain(..self.start);
            self.scanned -= self.start;
            self.start = 0;
        }
        self.bytes.extend_from_slice(more);
    }

    /// The unconsumed bytes.
    fn pending(&self) -> &[u8] {
        &self.bytes[self.start..]
    }

    /// The length of the next line with its `\n`, if one is complete.
    fn next_line(&mut self) -> Option<usize> {
        let from = self.scanned.max(self.start);
        match self.bytes[from..].iter().position(|&b| b == b'\n') {
            Some(at) => Some(from + at + 1 - self.start),
            None => {
                self.scanned = self.bytes.len();
                None
            }
        }
    }

    fn consume(&mut self, len: usize) {
        self.start += len;
        if self.start >= self.bytes.len() {
            self.clear();
        }
    }

    fn clear(&mut self) {
        self.bytes.clear();
        self.start = 0;
        self.scanned = 0;
    }
}

/// The message of the current transaction as it arrives: bounded by the message size limit and
/// by the listener's shared budget.
#[derive(Debug)]
struct MessageBuffer {
    data: Vec<u8>,
    max: usize,
    budget: MemoryBudget,
    /// Bytes taken from the budget for this message.
    reserved: usize,
    /// Over the size limit: the rest is read and dropped, the answer is 552.
    too_big: bool,
    /// The budget was spent: the rest is read and dropped, the answer is 452.
    no_room: bool,
}

impl MessageBuffer {
    fn new(config: &SessionConfig) -> MessageBuffer {
        MessageBuffer {
            data: Vec::new(),
            max: config.max_message_size,
            budget: config.budget.clone(),
            reserved: 0,
            too_big: false,
            no_room: false,
        }
    }

    fn push(&mut self, bytes: &[u8]) {
        if self.too_big || self.no_room {
            return;
        }
        let needed = self.data.len() + bytes.len();
        if needed > self.max {
            self.too_big = true;
            self.drop_data();
            return;
        }
        if needed > self.reserved {
            // At least what is needed, in steps, never past the size limit.
            let more = (needed - self.reserved).max(RESERVE_STEP.min(self.max - self.reserved));
            if !self.budget.try_reserve(more) {
                self.no_room = true;
                self.drop_data();
                return;
            }
            self.reserved += more;
        }
        self.data.extend_from_slice(bytes);
    }

    fn drop_data(&mut self) {
        self.data = Vec::new();
        self.release();
    }

    /// Gives the message's share of the budget back (once it is stored or dropped).
    fn release(&mut self) {
        self.budget.release(std::mem::take(&mut self.reserved));
    }

    fn reset(&mut self) {
        self.drop_data();
        self.too_big = false;
        self.no_room = false;
    }
}

impl Drop for MessageBuffer {
    fn drop(&mut self) {
        self.release();
    }
}

impl Session {
    /// A new session; the greeting is the first action.
    pub fn new(config: SessionConfig) -> Session {
        let greeting = format!("220 {} ESMTP Postern ready\r\n", config.hostname);
        Session {
            phase: Phase::Command,
            input: Input::default(),
            actions: VecDeque::from([Action::Reply(greeting)]),
            helo: None,
            esmtp: false,
            tls: false,
            errors: 0,
            discarding_line: false,
            mid_line: false,
            mail_from: None,
            recipients: Vec::new(),
            recipient_count: 0,
            pending_recipient: None,
            message: MessageBuffer::new(&config),
            delivering: 0,
            config,
        }
    }

    /// Whether a mail transaction is under way (MAIL given, not yet finished or reset).
    pub fn in_transaction(&self) -> bool {
        self.mail_from.is_some()
    }

    /// Whether the session has ended.
    pub fn is_closed(&self) -> bool {
        self.phase == Phase::Closed
    }

    /// Appends bytes read from the client.
    pub fn receive(&mut self, bytes: &[u8]) {
        if self.phase != Phase::Closed {
            self.input.extend(bytes);
        }
    }

    /// The next thing to do.
    pub fn next_action(&mut self) -> Action {
        loop {
            if let Some(action) = self.actions.pop_front() {
                return action;
            }
            match self.phase {
                Phase::Closed => return Action::Close,
                Phase::AwaitRecipient | Phase::AwaitDelivery | Phase::AwaitTls => {
                    unreachable_wait();
                    return Action::NeedInput;
                }
                Phase::Command => {
                    if !self.step_command() {
                        return Action::NeedInput;
                    }
                }
                Phase::Data => {
                    if !self.step_data() {
                        return Action::NeedInput;
                    }
                }
            }
        }
    }

    /// The sink's verdict on the recipient of the last [`Action::CheckRecipient`].
    pub fn recipient_checked(&mut self, verdict: RecipientVerdict) {
        let Some(address) = self.pending_recipient.take() else {
            return;
        };
        self.phase = Phase::Command;
        let reply = match verdict {
            RecipientVerdict::Accept { target } => {
                self.recipient_count += 1;
                if !self.recipients.iter().any(|(t, _)| *t == target) {
                    self.recipients.push((target, address));
                }
                "250 2.1.5 Recipient OK\r\n"
            }
            refused => {
                let (reason, reply) = match refused {
                    RecipientVerdict::Disabled => {
                        (Refusal::DisabledRecipient, "550 5.2.1 This mailbox is disabled\r\n")
                    }
                    RecipientVerdict::NotLocal => {
                        (Refusal::NotLocal, "550 5.7.1 Relaying denied: not a domain of this server\r\n")
                    }
                    RecipientVerdict::TempFail => {
                        (Refusal::LookupFailed, "451 4.3.0 Temporary failure, try again later\r\n")
                    }
                    _ => (Refusal::UnknownRecipient, "550 5.1.1 No such mailbox here\r\n"),
                };
                self.config.stats.refuse(reason);
                reply
            }
        };
        self.reply(reply);
    }

    /// The sink's answer to the last [`Action::Deliver`].
    pub fn delivered(&mut self, result: Result<String, Undelivered>) {
        self.phase = Phase::Command;
        match result {
            Ok(id) => {
                self.config.stats.accept(self.delivering);
                self.reply(&format!("250 2.0.0 Ok: stored as {id}\r\n"))
            }
            Err(Undelivered::Later) => {
                self.config.stats.refuse(Refusal::StoreFailed);
                self.reply("451 4.3.0 Could not store the message, try again later\r\n")
            }
            Err(Undelivered::Refused) => {
                self.config.stats.refuse(Refusal::SenderRefused);
                self.reply("550 5.7.1 The recipient does not take mail from this sender\r\n")
            }
        }
        self.reset_transaction();
    }

    /// The TLS handshake finished; the client must greet again (RFC 3207 §4.2).
    pub fn tls_started(&mut self) {
        self.phase = Phase::Command;
        self.tls = true;
        self.helo = None;
        self.esmtp = false;
        self.input.clear();
        self.reset_transaction();
    }

    /// Ends the session with a 421 (timeout or shutdown); `reason` becomes the reply text.
    pub fn abort(&mut self, code: &str, reason: &str) {
        self.actions.push_back(Action::Reply(format!("421 {code} {reason}\r\n")));
        self.actions.push_back(Action::Close);
        self.phase = Phase::Closed;
    }

    fn reply(&mut self, text: &str) {
        self.actions.push_back(Action::Reply(text.to_string()));
    }

    fn reset_transaction(&mut self) {
        self.mail_from = None;
        self.recipients.clear();
        self.recipient_count = 0;
        self.pending_recipient = None;
        self.mid_line = false;
        self.message.reset();
    }

    /// A syntax or sequence error; too many of them end the session.
    fn error(&mut self, text: &str) {
        self.reply(text);
        self.errors += 1;
        if self.errors >= self.config.max_errors {
            self.abort("4.7.0", "Too many errors, closing connection");
        }
    }

    /// Takes one line from the input: `Some(line)` without its line ending, or `None` if no
    /// complete line has arrived. Over-long lines are answered and skipped.
    fn take_command_line(&mut self) -> Option<Vec<u8>> {
        loop {
            let Some(len) = self.input.next_line() else {
                if self.input.pending().len() > self.config.max_command_line {
                    if !self.discarding_line {
                        self.error("500 5.5.6 Line too long\r\n");
                    }
                    self.discarding_line = true;
                    self.input.clear();
                }
                return None;
            };
            let mut line = self.input.pending()[..len - 1].to_vec();
            self.input.consume(len);
            if line.last() == Some(&b'\r') {
                line.pop();
            }
            if self.discarding_line {
                self.discarding_line = false;
                continue;
            }
            if line.len() + 2 > self.config.max_command_line {
                self.error("500 5.5.6 Line too long\r\n");
                continue;
            }
            return Some(line);
        }
    }

    /// Handles one command if a complete line is there; returns whether progress was made.
    fn step_command(&mut self) -> bool {
        let Some(line) = self.take_command_line() else {
            return !self.actions.is_empty();
        };
        match command::parse(&line) {
            Command::Ehlo(domain) => {
                self.reset_transaction();
                self.helo = Some(domain);
                self.esmtp = true;
                let mut lines = vec![
                    format!("{} greets you", self.config.hostname),
                    "PIPELINING".to_string(),
                    format!("SIZE {}", self.config.max_message_size),
                    "8BITMIME".to_string(),
                    "SMTPUTF8".to_string(),
                    "ENHANCEDSTATUSCODES".to_string(),
                ];
                if self.config.tls_available && !self.tls {
                    lines.push("STARTTLS".to_string());
                }
                let last = lines.len() - 1;
                let reply: String = lines
                    .iter()
                    .enumerate()
                    .map(|(i, l)| format!("250{}{l}\r\n", if i == last { ' ' } else { '-' }))
                    .collect();
                self.reply(&reply);
            }
            Command::Helo(domain) => {
                self.reset_transaction();
                self.helo = Some(domain);
                self.esmtp = false;
                let reply = format!("250 {}\r\n", self.config.hostname);
                self.reply(&reply);
            }
            Command::Mail { from, params } => self.mail(from, params),
            Command::Rcpt { to, params } => self.rcpt(to, params),
            Command::Data => {
                if self.mail_from.is_none() {
                    self.error("503 5.5.1 Need MAIL command first\r\n");
                } else if self.recipients.is_empty() {
                    self.error("554 5.5.1 No valid recipients\r\n");
                } else {
                    self.reply("354 End data with <CR><LF>.<CR><LF>\r\n");
                    self.phase = Phase::Data;
                }
            }
            Command::Rset => {
                self.reset_transaction();
                self.reply("250 2.0.0 Ok\r\n");
            }
            Command::Noop => self.reply("250 2.0.0 Ok\r\n"),
            Command::Quit => {
                self.reply("221 2.0.0 Bye\r\n");
                self.actions.push_back(Action::Close);
                self.phase = Phase::Closed;
            }
            Command::Vrfy => self.reply("252 2.5.2 Cannot VRFY user, but will accept message and attempt delivery\r\n"),
            Command::Expn => self.reply("502 5.5.1 EXPN is not supported\r\n"),
            Command::Help => self.reply("214 2.0.0 See RFC 5321\r\n"),
            Command::StartTls => {
                if self.tls {
                    self.error("503 5.5.1 TLS is already active\r\n");
                } else if !self.config.tls_available {
                    self.error("502 5.5.1 STARTTLS is not available\r\n");
                } else {
                    self.reply("220 2.0.0 Ready to start TLS\r\n");
                    self.actions.push_back(Action::StartTls);
                    self.phase = Phase::AwaitTls;
                    // Anything pipelined after STARTTLS must not be read as plaintext commands.
                    self.input.clear();
                }
            }
            Command::Auth => self.error("502 5.5.1 Authentication is not offered on this port\r\n"),
            Command::Bdat => self.error("502 5.5.1 CHUNKING is not supported\r\n"),
            Command::Invalid { verb, reason } => self.error(&format!("501 5.5.4 Syntax error in {verb}: {reason}\r\n")),
            Command::Unknown => self.error("500 5.5.2 Command not recognized\r\n"),
        }
        true
    }

    fn mail(&mut self, from: String, params: command::Params) {
        if self.helo.is_none() {
            return self.error("503 5.5.1 Send EHLO or HELO first\r\n");
        }
        if self.mail_from.is_some() {
            return self.error("503 5.5.1 Nested MAIL command\r\n");
        }
        for (key, value) in &params {
            match (key.as_str(), value.as_deref()) {
                ("SIZE", Some(v)) if self.esmtp => match v.parse::<u64>() {
                    Ok(size) if size > self.config.max_message_size as u64 => {
                        self.config.stats.refuse(Refusal::TooLarge);
                        return self.reply("552 5.3.4 Message size exceeds fixed maximum message size\r\n");
                    }
                    Ok(_) => {}
                    Err(_) => return self.error("501 5.5.4 Invalid SIZE parameter\r\n"),
                },
                ("BODY", Some(v))
                    if self.esmtp && (v.eq_ignore_ascii_case("7BIT") || v.eq_ignore_ascii_case("8BITMIME")) => {}
                ("SMTPUTF8", None) if self.esmtp => {}
                _ => return self.error("555 5.5.4 Unsupported MAIL parameter\r\n"),
            }
        }
        self.mail_from = Some(from);
        self.reply("250 2.1.0 Sender OK\r\n");
    }

    fn rcpt(&mut self, to: String, params: command::Params) {
        if self.mail_from.is_none() {
            return self.error("503 5.5.1 Need MAIL command first\r\n");
        }
        if !params.is_empty() {
            return self.error("555 5.5.4 Unsupported RCPT parameter\r\n");
        }
        if self.recipient_count >= self.config.max_recipients {
            self.config.stats.refuse(Refusal::TooManyRecipients);
            return self.reply("452 4.5.3 Too many recipients\r\n");
        }
        self.pending_recipient = Some(to.clone());
        self.phase = Phase::AwaitRecipient;
        self.actions.push_back(Action::CheckRecipient(to));
    }

    /// Consumes data lines; returns whether progress was made.
    fn step_data(&mut self) -> bool {
        let mut progressed = false;
        loop {
            let Some(len) = self.input.next_line() else {
                self.take_partial_line();
                return progressed;
            };
            progressed = true;
            let pending = self.input.pending();
            let mut line = &pending[..len - 1];
            if line.last() == Some(&b'\r') {
                line = &line[..line.len() - 1];
            }
            if self.mid_line {
                self.message.push(line);
            } else if line == b"." {
                self.input.consume(len);
                self.end_of_data();
                return true;
            } else {
                // RFC 5321 §4.5.2: a leading dot was doubled by the client.
                self.message.push(line.strip_prefix(b".").filter(|_| line.starts_with(b"..")).unwrap_or(line));
            }
            self.message.push(b"\r\n");
            self.mid_line = false;
            self.input.consume(len);
        }
    }

    /// Moves the start of a line that has not ended yet into the message, once it cannot be the
    /// end-of-data dot, so that a long line is not held twice (as input and as message) and
    /// input stays as small as one read. A trailing CR stays: it may begin the line's CRLF.
    fn take_partial_line(&mut self) {
        let pending = self.input.pending();
        if pending.len() <= 2 {
            return;
        }
        let keep = usize::from(pending.last() == Some(&b'\r'));
        let mut part = &pending[..pending.len() - keep];
        if !self.mid_line && part.starts_with(b"..") {
            part = &part[1..];
        }
        let taken = pending.len() - keep;
        self.message.push(part);
        self.mid_line = true;
        self.input.consume(taken);
    }

    fn end_of_data(&mut self) {
        if self.message.too_big {
            self.phase = Phase::Command;
            self.config.stats.refuse(Refusal::TooLarge);
            self.reply("552 5.3.4 Message size exceeds fixed maximum message size\r\n");
            self.reset_transaction();
        } else if self.message.no_room {
            self.phase = Phase::Command;
            self.config.stats.refuse(Refusal::NoRoom);
            self.reply("452 4.3.1 Insufficient system storage, try again later\r\n");
            self.reset_transaction();
        } else {
            self.phase = Phase::AwaitDelivery;
            self.delivering = self.message.data.len();
            let envelope = Envelope {
                from: self.mail_from.clone().unwrap_or_default(),
                recipients: self.recipients.clone(),
                data: std::mem::take(&mut self.message.data),
                helo: self.helo.clone().unwrap_or_default(),
                tls: self.tls,
                esmtp: self.esmtp,
                client: None,
            };
            self.actions.push_back(Action::Deliver(envelope));
        }
    }
}

/// The I/O layer must answer a pending check before asking for the next action.
fn unreachable_wait() {
    debug_assert!(false, "next_action called while a verdict, delivery or TLS handshake is pending");
}

/// Builds our `Received:` trace header (RFC 5321 §4.4).
pub fn received_header(envelope: &Envelope, peer: &str, hostname: &str, id: &str, date: &str) -> String {
    let protocol = match (envelope.esmtp, envelope.tls) {
        (true, true) => "ESMTPS",
        (true, false) => "ESMTP",
        (false, true) => "SMTPS",
        (false, false) => "SMTP",
    };
    let helo: String = envelope.helo.chars().filter(|c| !c.is_control()).take(255).collect();
    format!("Received: from {helo} ({peer})\r\n\tby {hostname} (Postern) with {protocol} id {id};\r\n\t{date}\r\n")
}
