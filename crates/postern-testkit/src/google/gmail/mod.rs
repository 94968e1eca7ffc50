//! Gmail API v1: what every request goes through (the access token, the user in the path, the
//! throttle, the quota units), Google's error shape, and the routes to the handlers of the
//! resources (`labels.rs`, `messages.rs`, `send.rs` for sending and drafts, `history.rs`,
//! `watch.rs`); `batch.rs` serves the batch endpoint.

pub(super) mod batch;
mod history;
pub(super) mod labels;
mod messages;
pub(super) mod send;
mod watch;

use serde_json::{Value, json};

use super::identity::{TokenProblem, access_user};
use super::util::decode_base64_lenient;
use super::{Call, Reply, State};
use crate::fake::util::percent_decode;

type Result<T> = std::result::Result<T, Reply>;

/// The message of a 404.
// https://developers.google.com/gmail/api/guides/handle-errors
const NOT_FOUND: &str = "Requested entity was not found.";

/// What a request asks for, with the parts of its path it names.
#[derive(Debug)]
enum Op {
    Profile,
    LabelsList,
    LabelsCreate,
    LabelsGet(String),
    LabelsPatch(String),
    LabelsUpdate(String),
    LabelsDelete(String),
    MessagesList,
    MessagesInsert,
    MessagesImport,
    MessagesSend,
    BatchModify,
    BatchDelete,
    MessagesGet(String),
    MessagesDelete(String),
    Modify(String),
    Trash(String),
    Untrash(String),
    Attachment(String, String),
    DraftsList,
    DraftsCreate,
    DraftsSend,
    DraftsGet(String),
    DraftsUpdate(String),
    DraftsDelete(String),
    History,
    Watch,
    Stop,
    SendAsList,
}

/// Each user's quota units per minute ("Per user rate limit").
// https://developers.google.com/gmail/api/reference/quota
pub(super) const UNITS_PER_MINUTE: u64 = 15_000;

impl Op {
    /// The method's name on the quota page.
    fn name(&self) -> &'static str {
        match self {
            Op::Profile => "getProfile",
            Op::LabelsList => "labels.list",
            Op::LabelsCreate => "labels.create",
            Op::LabelsGet(_) => "labels.get",
            Op::LabelsPatch(_) => "labels.patch",
            Op::LabelsUpdate(_) => "labels.update",
            Op::LabelsDelete(_) => "labels.delete",
            Op::MessagesList => "messages.list",
            Op::MessagesInsert => "messages.insert",
            Op::MessagesImport => "messages.import",
            Op::MessagesSend => "messages.send",
            Op::BatchModify => "messages.batchModify",
            Op::BatchDelete => "messages.batchDelete",
            Op::MessagesGet(_) => "messages.get",
            Op::MessagesDelete(_) => "messages.delete",
            Op::Modify(_) => "messages.modify",
            Op::Trash(_) => "messages.trash",
            Op::Untrash(_) => "messages.untrash",
            Op::Attachment(..) => "messages.attachments.get",
            Op::DraftsList => "drafts.list",
            Op::DraftsCreate => "drafts.create",
            Op::DraftsSend => "drafts.send",
            Op::DraftsGet(_) => "drafts.get",
            Op::DraftsUpdate(_) => "drafts.update",
            Op::DraftsDelete(_) => "drafts.delete",
            Op::History => "history.list",
            Op::Watch => "watch",
            Op::Stop => "stop",
            Op::SendAsList => "settings.sendAs.list",
        }
    }

    /// The quota units of the method, as the quota page lists them.
    // https://developers.google.com/gmail/api/reference/quota
    fn units(&self) -> u64 {
        match self {
            Op::Profile | Op::LabelsList | Op::LabelsGet(_) | Op::SendAsList => 1,
            Op::LabelsCreate | Op::LabelsPatch(_) | Op::LabelsUpdate(_) | Op::LabelsDelete(_) => 5,
            Op::History => 2,
            Op::MessagesList
            | Op::MessagesGet(_)
            | Op::Modify(_)
            | Op::Trash(_)
            | Op::Untrash(_)
            | Op::Attachment(..)
            | Op::DraftsGet(_)
            | Op::DraftsList => 5,
            Op::MessagesDelete(_) | Op::DraftsCreate | Op::DraftsDelete(_) => 10,
            Op::DraftsUpdate(_) => 15,
            Op::MessagesInsert | Op::MessagesImport => 25,
            Op::BatchModify | Op::BatchDelete | Op::Stop => 50,
            Op::MessagesSend | Op::DraftsSend | Op::Watch => 100,
        }
    }
}

/// Charges the method's units to the user, or refuses it with 403 `userRateLimitExceeded` when
/// they would pass the user's allowance for the last minute (a refused request costs nothing).
// https://developers.google.com/gmail/api/reference/quota
// https://developers.google.com/gmail/api/guides/handle-errors
fn charge(st: &mut State, user: usize, op: &Op) -> Option<Reply> {
    let units = st.costs.get(op.name()).copied().unwrap_or_else(|| op.units());
    let now = std::time::Instant::now();
    let allowance = st.units_per_minute;
    let mailbox = &mut st.users[user];
    while mailbox.spent.front().is_some_and(|(at, _)| now.duration_since(*at) >= std::time::Duration::from_secs(60)) {
        mailbox.spent.pop_front();
    }
    let last_minute: u64 = mailbox.spent.iter().map(|(_, n)| n).sum();
    if last_minute + units > allowance {
        st.quota_refusals += 1;
        return Some(error(403, "userRateLimitExceeded", "User Rate Limit Exceeded"));
    }
    mailbox.spent.push_back((now, units));
    mailbox.units += units;
    None
}

/// One request to `/gmail/v1/…` or `/upload/gmail/v1/…` (not inside a batch).
pub(super) fn serve(st: &mut State, call: &Call) -> Reply {
    st.requests += 1;
    run(st, call)
}

/// Serves one Gmail request, alone or inside a batch: the token, the throttle, the quota, the
/// handler.
fn run(st: &mut State, call: &Call) -> Reply {
    let upload = call.path.starts_with("/upload/");
    let prefix = if upload { "/upload/gmail/v1/users/" } else { "/gmail/v1/users/" };
    let segments: Vec<String> = match call.path.strip_prefix(prefix) {
        Some(rest) => rest.split('/').filter(|s| !s.is_empty()).map(percent_decode).collect(),
        None => return unsupported(call),
    };
    let address = match access_user(st, call) {
        Ok(address) => address,
        Err(problem) => return unauthenticated(problem),
    };
    if let Some(reply) = throttled(st) {
        return reply;
    }
    let Some(user) = st.user_index(&address) else {
        return error(400, "failedPrecondition", "Mail service not enabled");
    };
    let Some((user_id, rest)) = segments.split_first() else { return unsupported(call) };
    if user_id != "me" && !user_id.eq_ignore_ascii_case(&address) {
        // https://developers.google.com/gmail/api/guides/handle-errors
        return error(403, "forbidden", &format!("Delegation denied for {address}"));
    }
    let Some(op) = operation(&call.method, upload, rest) else { return unsupported(call) };
    if let Some(refused) = charge(st, user, &op) {
        return refused;
    }
    let result = match op {
        Op::Profile => Ok(profile(st, user)),
        Op::LabelsList => Ok(labels::list(st, user)),
        Op::LabelsCreate => labels::create(st, user, call),
        Op::LabelsGet(id) => labels::get(st, user, &id),
        Op::LabelsPatch(id) => labels::update(st, user, &id, call, true),
        Op::LabelsUpdate(id) => labels::update(st, user, &id, call, false),
        Op::LabelsDelete(id) => labels::delete(st, user, &id),
        Op::MessagesList => messages::list(st, user, call),
        Op::MessagesInsert => messages::insert(st, user, call, upload, false),
        Op::MessagesImport => messages::insert(st, user, call, upload, true),
        Op::MessagesSend => send::send_message(st, user, call, upload),
        Op::BatchModify => messages::batch_modify(st, user, call),
        Op::BatchDelete => messages::batch_delete(st, user, call),
        Op::MessagesGet(id) => messages::get(st, user, &id, call),
        Op::MessagesDelete(id) => messages::delete(st, user, &id),
        Op::Modify(id) => messages::modify(st, user, &id, call),
        Op::Trash(id) => messages::trash(st, user, &id, true),
        Op::Untrash(id) => messages::trash(st, user, &id, false),
        Op::Attachment(id, attachment) => messages::attachment(st, user, &id, &attachment),
        Op::DraftsList => send::list_drafts(st, user, call),
        Op::DraftsCreate => send::create_draft(st, user, call, upload),
        Op::DraftsSend => send::send_draft(st, user, call),
        Op::DraftsGet(id) => send::get_draft(st, user, &id, call),
        Op::DraftsUpdate(id) => send::update_draft(st, user, &id, call, upload),
        Op::DraftsDelete(id) => send::delete_draft(st, user, &id),
        Op::History => history::list(st, user, call),
        Op::Watch => watch::watch(st, user, call),
        Op::Stop => Ok(watch::stop(st, user)),
        Op::SendAsList => Ok(send::send_as_list(st, user)),
    };
    result.unwrap_or_else(|reply| reply)
}

/// The method a request path (after `users/{userId}`) names.
// https://developers.google.com/gmail/api/reference/rest
fn operation(method: &str, upload: bool, rest: &[String]) -> Option<Op> {
    let keys: Vec<&str> = rest.iter().map(String::as_str).collect();
    let op = match (method, keys.as_slice()) {
        ("GET", ["profile"]) => Op::Profile,
        ("GET", ["labels"]) => Op::LabelsList,
        ("POST", ["labels"]) => Op::LabelsCreate,
        ("GET", ["labels", id]) => Op::LabelsGet(id.to_string()),
        ("PATCH", ["labels", id]) => Op::LabelsPatch(id.to_string()),
        ("PUT", ["labels", id]) => Op::LabelsUpdate(id.to_string()),
        ("DELETE", ["labels", id]) => Op::LabelsDelete(id.to_string()),
        ("GET", ["messages"]) => Op::MessagesList,
        ("POST", ["messages"]) => Op::MessagesInsert,
        ("POST", ["messages", "import"]) => Op::MessagesImport,
        ("POST", ["messages", "send"]) => Op::MessagesSend,
        ("POST", ["messages", "batchModify"]) => Op::BatchModify,
        ("POST", ["messages", "batchDelete"]) => Op::BatchDelete,
        ("GET", ["messages", id]) => Op::MessagesGet(id.to_string()),
        ("DELETE", ["messages", id]) => Op::MessagesDelete(id.to_string()),
        ("POST", ["messages", id, "modify"]) => Op::Modify(id.to_string()),
        ("POST", ["messages", id, "trash"]) => Op::Trash(id.to_string()),
        ("POST", ["messages", id, "untrash"]) => Op::Untrash(id.to_string()),
        ("GET", ["messages", id, "attachments", attachment]) => Op::Attachment(id.to_string(), attachment.to_string()),
        ("GET", ["drafts"]) => Op::DraftsList,
        ("POST", ["drafts"]) => Op::DraftsCreate,
        ("POST", ["drafts", "send"]) => Op::DraftsSend,
        ("GET", ["drafts", id]) => Op::DraftsGet(id.to_string()),
        ("PUT", ["drafts", id]) => Op::DraftsUpdate(id.to_string()),
        ("DELETE", ["drafts", id]) => Op::DraftsDelete(id.to_string()),
        ("GET", ["history"]) => Op::History,
        ("POST", ["watch"]) => Op::Watch,
        ("POST", ["stop"]) => Op::Stop,
        ("GET", ["settings", "sendAs"]) => Op::SendAsList,
        _ => return None,
    };
    // Only these take a media upload.
    // https://developers.google.com/gmail/api/guides/uploads
    let uploadable = matches!(
        op,
        Op::MessagesInsert | Op::MessagesImport | Op::MessagesSend | Op::DraftsCreate | Op::DraftsUpdate(_)
    );
    (!upload || uploadable).then_some(op)
}

/// `GET profile`.
// https://developers.google.com/gmail/api/reference/rest/v1/users/getProfile
fn profile(st: &State, user: usize) -> Reply {
    let mailbox = &st.users[user];
    let mut threads: Vec<&str> = mailbox.messages.iter().map(|m| m.thread_id.as_str()).collect();
    threads.sort_unstable();
    threads.dedup();
    Reply::json(
        200,
        json!({
            "emailAddress": mailbox.address,
            "messagesTotal": mailbox.messages.len(),
            "threadsTotal": threads.len(),
            "historyId": mailbox.history_id.to_string(),
        }),
    )
}

/// Google's error body: `{"error":{"code","message","errors":[{"message","domain","reason"}],
/// "status"}}`. Rate limits are in the `usageLimits` domain.
// https://developers.google.com/gmail/api/guides/handle-errors
pub(super) fn error(code: u16, reason: &str, message: &str) -> Reply {
    let domain = match reason {
        "rateLimitExceeded" | "userRateLimitExceeded" | "dailyLimitExceeded" => "usageLimits",
        _ => "global",
    };
    let status = match (code, reason) {
        (400, "failedPrecondition") => "FAILED_PRECONDITION",
        (400, _) => "INVALID_ARGUMENT",
        (401, _) => "UNAUTHENTICATED",
        (403, _) => "PERMISSION_DENIED",
        (404, _) => "NOT_FOUND",
        (409, _) => "ALREADY_EXISTS",
        (412, _) => "FAILED_PRECONDITION",
        (429, _) => "RESOURCE_EXHAUSTED",
        (500, _) => "INTERNAL",
        (501, _) => "UNIMPLEMENTED",
        (503, _) => "UNAVAILABLE",
        (504, _) => "DEADLINE_EXCEEDED",
        _ => "UNKNOWN",
    };
    Reply::json(
        code,
        json!({"error": {
            "code": code,
            "message": message,
            "errors": [{"message": message, "domain": domain, "reason": reason}],
            "status": status,
        }}),
    )
}

/// The error a status stands for, as `fail_next_send` and the throttle answer it.
// https://developers.google.com/gmail/api/guides/handle-errors
pub(super) fn status_error(code: u16) -> Reply {
    match code {
        400 => error(400, "invalidArgument", "Invalid argument"),
        403 => error(403, "userRateLimitExceeded", "User Rate Limit Exceeded"),
        404 => not_found(),
        429 => error(429, "rateLimitExceeded", "Too many concurrent requests for user"),
        503 => error(503, "backendError", "The service is currently unavailable."),
        500..=599 => error(code, "backendError", "Backend Error"),
        _ => error(code, "failedPrecondition", "Precondition check failed."),
    }
}

pub(super) fn not_found() -> Reply {
    error(404, "notFound", NOT_FOUND)
}

pub(super) fn invalid(message: &str) -> Reply {
    error(400, "invalidArgument", message)
}

fn unsupported(call: &Call) -> Reply {
    invalid(&format!("The fake does not serve {} {}", call.method, call.path))
}

/// 401 for a missing, unknown, expired or revoked access token; 403 for one without a Gmail
/// scope.
// https://developers.google.com/gmail/api/guides/handle-errors
fn unauthenticated(problem: TokenProblem) -> Reply {
    const EXPECTED: &str = "Expected OAuth 2 access token, login cookie or other valid authentication credential.";
    let (message, inner, reason, challenge) = match problem {
        TokenProblem::Missing => (
            format!("Request is missing required authentication credential. {EXPECTED}"),
            "Login Required.",
            "required",
            "Bearer realm=\"https://accounts.google.com/\"",
        ),
        TokenProblem::Invalid => (
            "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other \
             valid authentication credential."
                .to_string(),
            "Invalid Credentials",
            "authError",
            "Bearer realm=\"https://accounts.google.com/\", error=\"invalid_token\"",
        ),
        TokenProblem::Scope => {
            return error(403, "insufficientPermissions", "Request had insufficient authentication scopes.")
                .with_header(
                    "WWW-Authenticate",
                    "Bearer realm=\"https://accounts.google.com/\", error=\"insufficient_scope\", \
                     scope=\"https://mail.google.com/\"",
                );
        }
    };
    Reply::json(
        401,
        json!({"error": {
            "code": 401,
            "message": message,
            "errors": [{
                "message": inner,
                "domain": "global",
                "reason": reason,
                "location": "Authorization",
                "locationType": "header",
            }],
            "status": "UNAUTHENTICATED",
        }}),
    )
    .with_header("WWW-Authenticate", challenge)
}

/// 429 `rateLimitExceeded` or 403 `userRateLimitExceeded` while
/// [`crate::google::FakeGoogle::throttle`] has requests left.
// https://developers.google.com/gmail/api/guides/handle-errors#resolve_a_429_error_too_many_requests
fn throttled(st: &mut State) -> Option<Reply> {
    let throttle = st.throttle.as_mut()?;
    throttle.left = throttle.left.saturating_sub(1);
    let (status, reason, retry_after) = (throttle.status, throttle.reason, throttle.retry_after);
    if throttle.left == 0 {
        st.throttle = None;
    }
    let reply = match (status, reason) {
        (403, "dailyLimitExceeded") => error(403, reason, "Daily Limit Exceeded"),
        (403, _) => error(403, "userRateLimitExceeded", "User Rate Limit Exceeded"),
        _ => error(429, "rateLimitExceeded", "Too many concurrent requests for user"),
    };
    Some(match retry_after {
        Some(seconds) => reply.with_header("Retry-After", seconds.to_string()),
        None => reply,
    })
}

/// The JSON object of a request body (an empty body is an empty object).
fn json_body(call: &Call) -> Result<serde_json::Map<String, Value>> {
    if call.body.iter().all(u8::is_ascii_whitespace) {
        return Ok(serde_json::Map::new());
    }
    match serde_json::from_slice::<Value>(&call.body) {
        Ok(Value::Object(map)) => Ok(map),
        _ => Err(invalid("Invalid JSON payload received. Unexpected token.")),
    }
}

/// A list of strings in a JSON body (`addLabelIds`, `ids`); missing or null is empty.
fn string_list(body: &serde_json::Map<String, Value>, name: &str) -> Result<Vec<String>> {
    match body.get(name) {
        None | Some(Value::Null) => Ok(Vec::new()),
        Some(Value::Array(items)) => items
            .iter()
            .map(|item| item.as_str().map(str::to_string))
            .collect::<Option<Vec<_>>>()
            .ok_or_else(|| invalid(&format!("Invalid value at '{name}': expected a list of strings"))),
        Some(_) => Err(invalid(&format!("Invalid value at '{name}': expected a list of strings"))),
    }
}

/// A string in a JSON body; missing or null is `None`.
fn string_field(body: &serde_json::Map<String, Value>, name: &str) -> Result<Option<String>> {
    match body.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(text)) => Ok(Some(text.clone())),
        Some(_) => Err(invalid(&format!("Invalid value at '{name}': expected a string"))),
    }
}

/// `maxResults`: `default` when absent, at most `max`.
fn max_results(call: &Call, default: usize, max: usize) -> Result<usize> {
    match call.query_value("maxResults") {
        None => Ok(default),
        Some(text) => match text.trim().parse::<u32>() {
            Ok(0) => Ok(default),
            Ok(n) => Ok((n as usize).min(max)),
            Err(_) => Err(invalid(&format!("Invalid value '{text}' for maxResults"))),
        },
    }
}

/// A boolean query parameter (`includeSpamTrash=true`).
fn query_bool(call: &Call, name: &str) -> Result<bool> {
    match call.query_value(name).as_deref() {
        None | Some("false") | Some("False") | Some("0") => Ok(false),
        Some("true") | Some("True") | Some("1") => Ok(true),
        Some(other) => Err(invalid(&format!("Invalid value '{other}' for {name}"))),
    }
}

/// A message as a request gives it: its MIME source and what the JSON said with it.
struct MessageInput {
    raw: Vec<u8>,
    thread_id: Option<String>,
    label_ids: Vec<String>,
}

/// The largest request body on a metadata (non-upload) URI.
const MAX_METADATA_BODY: usize = 5 * 1024 * 1024;

const RAW_REQUIRED: &str = "'raw' RFC822 payload message string or uploading message via /upload/* URL required";

/// The message of a request: `{"raw","threadId","labelIds"}` (for drafts wrapped in
/// `{"message":…}`), or a media upload (`uploadType=media`: the body is the message;
/// `uploadType=multipart`: JSON metadata, then the message, as `multipart/related`).
// https://developers.google.com/gmail/api/guides/uploads
// https://developers.google.com/gmail/api/reference/rest/v1/users.messages/insert
fn message_input(call: &Call, upload: bool, wrapped: bool) -> Result<MessageInput> {
    let (metadata, uploaded) = if upload {
        match call.query_value("uploadType").as_deref() {
            Some("media") => (serde_json::Map::new(), Some(call.body.clone())),
            Some("multipart") => {
                let (metadata, content) = multipart_related(call)?;
                (metadata, Some(content))
            }
            Some(other) => return Err(invalid(&format!("The fake does not support uploadType={other}"))),
            None => return Err(invalid("Missing uploadType")),
        }
    } else {
        // Google's front end takes at most 5 MiB on the metadata URIs: larger messages must be
        // uploaded (https://developers.google.com/gmail/api/guides/uploads).
        if call.body.len() > MAX_METADATA_BODY {
            return Err(invalid("Request payload size exceeds the limit: 5242880 bytes."));
        }
        (json_body(call)?, None)
    };
    let message = if wrapped {
        match metadata.get("message") {
            Some(Value::Object(map)) => map.clone(),
            None | Some(Value::Null) => serde_json::Map::new(),
            Some(_) => return Err(invalid("Invalid value at 'message'")),
        }
    } else {
        metadata
    };
    let raw = match (uploaded, string_field(&message, "raw")?) {
        (Some(bytes), _) => bytes,
        (None, Some(text)) => decode_base64_lenient(&text)
            .ok_or_else(|| invalid("Invalid value at 'message.raw' (TYPE_BYTES), Base64 decoding failed"))?,
        (None, None) => return Err(invalid(RAW_REQUIRED)),
    };
    if raw.is_empty() {
        return Err(invalid(RAW_REQUIRED));
    }
    Ok(MessageInput {
        raw,
        thread_id: string_field(&message, "threadId")?.filter(|t| !t.is_empty()),
        label_ids: string_list(&message, "labelIds")?,
    })
}

/// The two parts of a `multipart/related` upload: the JSON metadata and the media.
fn multipart_related(call: &Call) -> Result<(serde_json::Map<String, Value>, Vec<u8>)> {
    let bad = || invalid("The multipart upload is malformed: expected JSON metadata and the message");
    let content_type = call.header("content-type").unwrap_or_default();
    let boundary = batch::boundary_of(content_type).ok_or_else(bad)?;
    let parts = batch::split_parts(&call.body, &boundary);
    let [metadata, media] = parts.as_slice() else { return Err(bad()) };
    let metadata_body = &metadata[batch::body_start(metadata)..];
    let metadata = if metadata_body.iter().all(u8::is_ascii_whitespace) {
        serde_json::Map::new()
    } else {
        match serde_json::from_slice::<Value>(metadata_body) {
            Ok(Value::Object(map)) => map,
            _ => return Err(bad()),
        }
    };
    Ok((metadata, media[batch::body_start(media)..].to_vec()))
}

/// Whether `id` looks like a Gmail message or thread id (hex digits): a malformed one is a
/// 400, an unknown one a 404.
fn check_id(id: &str) -> Result<()> {
    if id.is_empty() || id.len() > 16 || !id.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(invalid("Invalid id value"));
    }
    Ok(())
}

/// The index of the message `id` of `user`, or a 404.
fn find_message(st: &State, user: usize, id: &str) -> Result<usize> {
    check_id(id)?;
    st.users[user].message_index(id).ok_or_else(not_found)
}
