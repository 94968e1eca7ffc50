//! Microsoft Graph v1.0, the mail part: `/me`, mail folders, messages, per-folder message
//! delta, MIME drafts, file attachments of drafts (small ones in one POST, large ones through
//! upload sessions), send and sendMail, JSON `$batch`, and webhook subscriptions with their
//! change notifications.
//!
//! Every request needs a valid bearer token for Graph (which decides the mailbox) and a body of
//! at most 4 MB; `/users/{address}/…` works for the token's own user. Paths may use the key
//! syntax too (`/me/mailFolders('inbox')/messages`).

mod attachments;
mod batch;
mod delta;
mod extended;
mod send;
pub(super) mod subscriptions;

use std::time::{Instant, SystemTime};

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use serde_json::{Map, Value, json};

use super::mime::{self, Addr};
use super::{Call, Folder, GRAPH, Mailbox, Message, Payload, ROOT, Reply, State, iso};
use crate::fake::util::percent_decode;
pub(super) use attachments::upload;
use attachments::{add_attachment, create_upload_session};
use batch::run_batch;
use delta::delta;
use extended::{expand, expansion};
use send::{create_draft, recipients, send_draft, send_mail};

/// Graph's JSON content type.
const GRAPH_JSON: &str =
    "application/json;odata.metadata=minimal;odata.streaming=true;IEEE754Compatible=false;charset=utf-8";

/// The default page size of collections and delta pages.
// https://learn.microsoft.com/en-us/graph/api/user-list-mailfolders
const DEFAULT_PAGE: usize = 10;

/// At most 20 requests in a `$batch`.
// https://learn.microsoft.com/en-us/graph/json-batching
const MAX_BATCH: usize = 20;

/// The largest request body Graph takes: 4 MB (a MIME message, an attachment in one POST, a
/// `$batch`).
// https://learn.microsoft.com/en-us/graph/api/user-sendmail
// https://learn.microsoft.com/en-us/graph/outlook-large-attachments
const MAX_REQUEST: usize = 4 * 1024 * 1024;

/// HTTP.sys's answer to a POST without Content-Length.
const LENGTH_REQUIRED: &str = "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\"\"http://www.w3.org/TR/html4/strict.dtd\">\r\n\
<HTML><HEAD><TITLE>Length Required</TITLE>\r\n\
<META HTTP-EQUIV=\"Content-Type\" Content=\"text/html; charset=us-ascii\"></HEAD>\r\n\
<BODY><h2>Length Required</h2>\r\n\
<hr><p>HTTP Error 411. The request must be chunked or have a content length.</p>\r\n\
</BODY></HTML>\r\n";

const NOT_FOUND: &str = "The specified object was not found in the store.";

type Result<T> = std::result::Result<T, Reply>;

/// One HTTP request to `/v1.0/…` (but `POST /subscriptions`, which `subscriptions::create`
/// serves). The message changes it made are then notified.
pub(super) fn serve(st: &mut State, call: &Call) -> Reply {
    st.requests += 1;
    let reply = outer(st, call);
    let reply = finish(st, reply, call);
    st.notify();
    reply
}

fn outer(st: &mut State, call: &Call) -> Reply {
    let batch = percent_decode(call.path.trim_end_matches('/')) == "/v1.0/$batch";
    match admit(st, call, batch) {
        Err(reply) => reply,
        Ok(_) if batch && call.method != "POST" => error(405, "BadRequest", "A $batch is a POST."),
        Ok(user) if batch => run_batch(st, user, call),
        Ok(user) => dispatch(st, user, call),
    }
}

/// What a request goes through before its handler: the `Prefer` count, the length check, the
/// token, and (for all but a `$batch` envelope) the throttle. Returns the token's user.
fn admit(st: &mut State, call: &Call, batch: bool) -> Result<usize> {
    if !batch {
        note_prefer(st, call);
    }
    // A POST without a body still needs `Content-Length: 0`: without it the front end (HTTP.sys)
    // answers 411 Length Required with an HTML page, before Graph sees the request.
    // https://learn.microsoft.com/en-us/graph/api/message-send
    // https://learn.microsoft.com/en-us/graph/errors
    if matches!(call.method.as_str(), "POST" | "PATCH" | "PUT")
        && call.header("content-length").is_none()
        && call.header("transfer-encoding").is_none()
    {
        return Err(Reply::bytes(411, "text/html; charset=us-ascii", LENGTH_REQUIRED.as_bytes().to_vec()));
    }
    // https://learn.microsoft.com/en-us/graph/api/user-sendmail
    // https://learn.microsoft.com/en-us/graph/outlook-large-attachments
    if call.body.len() > MAX_REQUEST {
        return Err(error(413, "RequestEntityTooLarge", "The maximum request length supported is 4MB."));
    }
    let user = authenticate(st, call)?;
    if !batch && let Some(reply) = throttled(st) {
        return Err(reply);
    }
    Ok(user)
}

/// Adds what every Graph response carries: a `request-id` (also in an error's `innerError`),
/// the `client-request-id`, Graph's JSON content type.
// https://learn.microsoft.com/en-us/graph/errors
fn finish(st: &mut State, mut reply: Reply, call: &Call) -> Reply {
    let request_id = st.rng.uuid();
    let client_request_id = call.header("client-request-id").map_or_else(|| request_id.clone(), str::to_string);
    if let Payload::Json(body) = &mut reply.payload {
        if let Some(inner) = body.get_mut("error").and_then(|e| e.get_mut("innerError")).and_then(Value::as_object_mut)
        {
            inner.insert("date".into(), iso(SystemTime::now()).trim_end_matches('Z').into());
            inner.insert("request-id".into(), request_id.clone().into());
            inner.insert("client-request-id".into(), client_request_id.clone().into());
        }
        reply.set_header("Content-Type", GRAPH_JSON);
    }
    reply.set_header("request-id", request_id);
    reply.set_header("client-request-id", client_request_id);
    reply
}

/// The Graph error body: `{"error":{"code","message","innerError":{…}}}` (the inner error is
/// filled in by `finish`).
// https://learn.microsoft.com/en-us/graph/errors
fn error(status: u16, code: &str, message: &str) -> Reply {
    Reply::json(status, json!({"error": {"code": code, "message": message, "innerError": {}}}))
}

fn unsupported(call: &Call) -> Reply {
    let segment = call.path.rsplit('/').next().unwrap_or_default();
    let message = format!(
        "Resource not found for the segment '{}' ({} {} is not served by the fake).",
        percent_decode(segment),
        call.method,
        call.path
    );
    error(400, "BadRequest", &message)
}

/// The user of the bearer token, or 401 `InvalidAuthenticationToken` (also for a token for
/// another resource than Graph, such as Outlook's).
// https://learn.microsoft.com/en-us/graph/errors
// https://learn.microsoft.com/en-us/entra/identity-platform/access-tokens
fn authenticate(st: &State, call: &Call) -> Result<usize> {
    let unauthorized = |message: &str| {
        error(401, "InvalidAuthenticationToken", message).with_header(
            "WWW-Authenticate",
            "Bearer realm=\"\", authorization_uri=\"https://login.microsoftonline.com/common/oauth2/authorize\", \
             client_id=\"00000003-0000-0000-c000-000000000000\"",
        )
    };
    let Some(token) = call.bearer() else { return Err(unauthorized("Access token is empty.")) };
    let Some(grant) = st.access_tokens.get(token) else {
        return Err(unauthorized("CompactToken parsing failed with error code: 80049217"));
    };
    if grant.resource != GRAPH {
        return Err(unauthorized("Invalid audience."));
    }
    if Instant::now() >= grant.expires {
        return Err(unauthorized("Access token has expired or is not yet valid."));
    }
    st.user_index(&grant.user).ok_or_else(|| {
        let message = "The mailbox is either inactive, soft-deleted, or is hosted on-premise.";
        error(404, "MailboxNotEnabledForRESTAPI", message)
    })
}

/// At most 4 requests of one app to one mailbox are under way at once; a `$batch` runs up to 4
/// of its own. Past that, 429 `ApplicationThrottled` ("MailboxConcurrency"), without
/// `Retry-After`.
// https://learn.microsoft.com/en-us/graph/throttling-limits (Outlook service limits)
const MAILBOX_CONCURRENCY: usize = 4;

/// The mailbox a Graph request is for and how many of its concurrent slots it takes (a
/// `$batch`: one per request, at most 4); `None` for what is not a Graph request of a known
/// token.
pub(super) fn concurrency_of(st: &State, call: &Call) -> Option<(usize, usize)> {
    if !call.path.starts_with("/v1.0/") {
        return None;
    }
    let grant = st.access_tokens.get(call.bearer()?)?;
    let user = st.user_index(&grant.user)?;
    let weight = if percent_decode(call.path.trim_end_matches('/')) == "/v1.0/$batch" {
        let requests = serde_json::from_slice::<Value>(&call.body).ok();
        let count = requests.as_ref().and_then(|b| b.get("requests")).and_then(Value::as_array).map_or(1, Vec::len);
        count.clamp(1, MAILBOX_CONCURRENCY)
    } else {
        1
    };
    Some((user, weight))
}

/// A request of `user`'s mailbox starts, or is refused for the mailbox's concurrency.
pub(super) fn begin(st: &mut State, call: &Call, user: usize, weight: usize) -> Option<Reply> {
    let under_way = st.in_flight.get(&user).copied().unwrap_or(0);
    if under_way + weight > MAILBOX_CONCURRENCY {
        st.concurrency_refusals += 1;
        let message = "Application is over its MailboxConcurrency limit.";
        return Some(finish(st, error(429, "ApplicationThrottled", message), call));
    }
    st.in_flight.insert(user, under_way + weight);
    st.most_in_flight = st.most_in_flight.max(under_way + weight);
    None
}

/// A request of `user`'s mailbox is answered.
pub(super) fn end(st: &mut State, user: usize, weight: usize) {
    if let Some(under_way) = st.in_flight.get_mut(&user) {
        *under_way = under_way.saturating_sub(weight);
    }
}

/// 429 with `Retry-After` while [`crate::microsoft::FakeMicrosoft::throttle`] has requests left.
// https://learn.microsoft.com/en-us/graph/throttling
fn throttled(st: &mut State) -> Option<Reply> {
    let (left, seconds) = st.throttle?;
    st.throttle = (left > 1).then_some((left - 1, seconds));
    let message = "Application is over its MailboxConcurrency limit.";
    Some(error(429, "ApplicationThrottled", message).with_header("Retry-After", seconds.to_string()))
}

/// The preferences of all `Prefer` headers.
fn preferences(call: &Call) -> Vec<String> {
    call.headers_named("prefer").flat_map(|v| v.split(',')).map(|p| p.trim().to_string()).collect()
}

/// Counts the request for [`crate::microsoft::FakeMicrosoft::immutable_ids_asked`].
// https://learn.microsoft.com/en-us/graph/outlook-immutable-id
fn note_prefer(st: &mut State, call: &Call) {
    st.graph_calls += 1;
    let immutable = preferences(call).iter().any(|p| {
        p.split_once('=').is_some_and(|(name, value)| {
            name.trim().eq_ignore_ascii_case("IdType")
                && value.trim().trim_matches('"').eq_ignore_ascii_case("ImmutableId")
        })
    });
    if immutable {
        st.immutable_calls += 1;
    }
}

/// `Prefer: odata.maxpagesize=N`.
// https://learn.microsoft.com/en-us/graph/delta-query-messages
fn max_page_size(call: &Call) -> Option<usize> {
    preferences(call).iter().find_map(|p| {
        let (name, value) = p.split_once('=')?;
        name.trim().eq_ignore_ascii_case("odata.maxpagesize").then(|| value.trim().trim_matches('"').parse().ok())?
    })
}

/// The path's segments, percent-decoded; a key in parentheses (`mailFolders('inbox')`) is a
/// segment of its own.
fn segments(path: &str) -> Vec<String> {
    let mut out = Vec::new();
    for raw in path.split('/').filter(|s| !s.is_empty()) {
        let segment = percent_decode(raw);
        match segment.find('(') {
            Some(open) if open > 0 && segment.ends_with(')') => {
                out.push(segment[..open].to_string());
                out.push(segment[open + 1..segment.len() - 1].trim_matches('\'').to_string());
            }
            _ => out.push(segment),
        }
    }
    out
}

fn dispatch(st: &mut State, user: usize, call: &Call) -> Reply {
    match route(st, user, call) {
        Ok(reply) | Err(reply) => reply,
    }
}

fn route(st: &mut State, user: usize, call: &Call) -> Result<Reply> {
    let all = segments(call.path.strip_prefix("/v1.0").unwrap_or(&call.path));
    let seg: &[String] = match all.first().map(|s| s.to_ascii_lowercase()).as_deref() {
        Some("subscriptions") => return subscriptions::route(st, user, &all[1..], call),
        Some("me") => &all[1..],
        Some("users") if all.len() >= 2 => {
            let mailbox = &st.users[user];
            if !mailbox.address.eq_ignore_ascii_case(&all[1]) && mailbox.object_id != all[1] {
                return Err(error(403, "ErrorAccessDenied", "Access is denied. Check credentials and try again."));
            }
            &all[2..]
        }
        _ => return Err(unsupported(call)),
    };
    let lower: Vec<String> = seg.iter().map(|s| s.to_ascii_lowercase()).collect();
    let keys: Vec<&str> = lower.iter().map(String::as_str).collect();
    let method = call.method.as_str();
    match (method, keys.as_slice()) {
        ("GET", []) => Ok(me(st, user, call)),
        ("GET", ["mailfolders"]) => {
            let root = st.users[user].well_known_id(ROOT);
            list_folders(st, user, &root, call)
        }
        ("POST", ["mailfolders"]) => {
            let root = st.users[user].well_known_id(ROOT);
            create_folder(st, user, &root, call)
        }
        (_, ["mailfolders", _, tail @ ..]) => {
            let folder = folder_id(st, user, &seg[1])?;
            match (method, tail) {
                ("GET", []) => {
                    let mailbox = &st.users[user];
                    let index = mailbox.folder_index(&folder).ok_or_else(not_found)?;
                    Ok(Reply::json(200, folder_json(mailbox, &mailbox.folders[index])))
                }
                ("PATCH", []) => rename_folder(st, user, &folder, call),
                ("DELETE", []) => delete_folder(st, user, &folder),
                ("GET", ["childfolders"]) => list_folders(st, user, &folder, call),
                ("POST", ["childfolders"]) => create_folder(st, user, &folder, call),
                ("GET", ["messages"]) => list_messages(st, user, Some(&folder), call),
                ("POST", ["messages"]) => create_draft(st, user, &folder, call),
                ("GET", ["messages", "delta"]) => delta(st, user, &folder, call),
                (_, ["messages", _, more @ ..]) => message_op(st, user, Some(&folder), &seg[3], more, call),
                _ => Err(unsupported(call)),
            }
        }
        ("GET", ["messages"]) => list_messages(st, user, None, call),
        ("POST", ["messages"]) => {
            let drafts = st.users[user].well_known_id("drafts");
            create_draft(st, user, &drafts, call)
        }
        (_, ["messages", _, more @ ..]) => message_op(st, user, None, &seg[1], more, call),
        ("POST", ["sendmail"]) => send_mail(st, user, call),
        _ => Err(unsupported(call)),
    }
}

fn not_found() -> Reply {
    error(404, "ErrorItemNotFound", NOT_FOUND)
}

/// The id of a folder given by id or well-known name.
// https://learn.microsoft.com/en-us/graph/api/resources/mailfolder
fn folder_id(st: &State, user: usize, key: &str) -> Result<String> {
    let mailbox = &st.users[user];
    mailbox.folder_index(key).map(|i| mailbox.folders[i].id.clone()).ok_or_else(not_found)
}

/// `GET /me` (honours `$select`).
// https://learn.microsoft.com/en-us/graph/api/user-get
fn me(st: &State, user: usize, call: &Call) -> Reply {
    let mailbox = &st.users[user];
    let mut words = mailbox.display_name.split(' ');
    let given = words.next().unwrap_or_default();
    let surname = words.next_back();
    let full = json!({
        "@odata.context": format!("{}/v1.0/$metadata#users/$entity", st.url),
        "businessPhones": [],
        "displayName": mailbox.display_name,
        "givenName": given,
        "jobTitle": null,
        "mail": mailbox.address,
        "mobilePhone": null,
        "officeLocation": null,
        "preferredLanguage": "en-US",
        "surname": surname,
        "userPrincipalName": mailbox.address,
        "id": mailbox.object_id,
    });
    Reply::json(200, select(full, selection(call).as_deref(), false))
}

/// The properties asked for with `$select` (lowercase), if any.
fn selection(call: &Call) -> Option<Vec<String>> {
    parse_select(&call.query_value_any_case("$select").unwrap_or_default())
}

fn parse_select(select: &str) -> Option<Vec<String>> {
    let names: Vec<String> =
        select.split(',').map(|s| s.trim().to_ascii_lowercase()).filter(|s| !s.is_empty()).collect();
    (!names.is_empty()).then_some(names)
}

/// Keeps the selected properties (and the `@odata` annotations; `id` too for entities that
/// always return it).
// https://learn.microsoft.com/en-us/graph/api/message-delta
fn select(value: Value, selected: Option<&[String]>, keep_id: bool) -> Value {
    let Some(selected) = selected else { return value };
    match value {
        Value::Object(map) => Value::Object(
            map.into_iter()
                .filter(|(k, _)| {
                    k.starts_with('@') || (keep_id && k == "id") || selected.iter().any(|s| s.eq_ignore_ascii_case(k))
                })
                .collect(),
        ),
        other => other,
    }
}

/// `$top` (1..=1000, default 10) and `$skip`.
fn paging(call: &Call) -> Result<(usize, usize)> {
    let top = match call.query_value_any_case("$top") {
        None => DEFAULT_PAGE,
        Some(value) => value
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=1000).contains(n))
            .ok_or_else(|| error(400, "BadRequest", &format!("Invalid value '{value}' for $top.")))?,
    };
    let skip = match call.query_value_any_case("$skip") {
        None => 0,
        Some(value) => {
            value.parse().map_err(|_| error(400, "BadRequest", &format!("Invalid value '{value}' for $skip.")))?
        }
    };
    Ok((top, skip))
}

/// A link to the next page of a collection: `base?$top=…&$skip=…[&$select=…][&$expand=…]`.
fn page_link(base: &str, top: usize, skip: usize, call: &Call) -> String {
    let mut link = format!("{base}?$top={top}&$skip={skip}");
    for option in ["$select", "$expand"] {
        if let Some(value) = call.query_value_any_case(option) {
            link.push('&');
            link.push_str(&form_urlencoded::Serializer::new(String::new()).append_pair(option, &value).finish());
        }
    }
    link
}

/// A mailFolder resource.
// https://learn.microsoft.com/en-us/graph/api/resources/mailfolder
fn folder_json(mailbox: &Mailbox, folder: &Folder) -> Value {
    let children = mailbox.folders.iter().filter(|f| f.parent == folder.id).count();
    let messages = mailbox.messages.iter().filter(|m| m.folder == folder.id);
    let (total, unread) = messages.fold((0, 0), |(t, u), m| (t + 1, u + usize::from(!m.is_read)));
    json!({
        "id": folder.id,
        "displayName": folder.name,
        "parentFolderId": folder.parent,
        "childFolderCount": children,
        "unreadItemCount": unread,
        "totalItemCount": total,
        "isHidden": false,
    })
}

/// The direct children of a folder (for the root: `/me/mailFolders`), by display name, paged.
// https://learn.microsoft.com/en-us/graph/api/user-list-mailfolders
// https://learn.microsoft.com/en-us/graph/api/mailfolder-list-childfolders
fn list_folders(st: &State, user: usize, parent: &str, call: &Call) -> Result<Reply> {
    let (top, skip) = paging(call)?;
    let mailbox = &st.users[user];
    let mut children: Vec<&Folder> = mailbox.folders.iter().filter(|f| f.parent == parent).collect();
    children.sort_by_key(|f| f.name.to_lowercase());
    let value: Vec<Value> = children.iter().skip(skip).take(top).map(|f| folder_json(mailbox, f)).collect();
    let mut body = Map::new();
    let context = format!("{}/v1.0/$metadata#users('{}')/mailFolders", st.url, mailbox.address);
    body.insert("@odata.context".into(), context.into());
    if skip + top < children.len() {
        let base = if parent == mailbox.well_known_id(ROOT) {
            format!("{}/v1.0/me/mailFolders", st.url)
        } else {
            format!("{}/v1.0/me/mailFolders/{parent}/childFolders", st.url)
        };
        body.insert("@odata.nextLink".into(), page_link(&base, top, skip + top, call).into());
    }
    body.insert("value".into(), value.into());
    Ok(Reply::json(200, body.into()))
}

/// The `displayName` of a folder request.
fn display_name(call: &Call) -> Result<String> {
    let body = json_object(call)?;
    body.get("displayName")
        .and_then(Value::as_str)
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .map(str::to_string)
        .ok_or_else(|| error(400, "ErrorInvalidParameter", "The folder needs a non-empty displayName."))
}

fn folder_exists(mailbox: &Mailbox, parent: &str, name: &str, except: Option<&str>) -> bool {
    mailbox
        .folders
        .iter()
        .any(|f| f.parent == parent && f.name.eq_ignore_ascii_case(name) && Some(f.id.as_str()) != except)
}

fn folder_conflict() -> Reply {
    error(409, "ErrorFolderExists", "A folder with the specified name already exists.")
}

// https://learn.microsoft.com/en-us/graph/api/user-post-mailfolders
// https://learn.microsoft.com/en-us/graph/api/mailfolder-post-childfolders
fn create_folder(st: &mut State, user: usize, parent: &str, call: &Call) -> Result<Reply> {
    let name = display_name(call)?;
    if folder_exists(&st.users[user], parent, &name, None) {
        return Err(folder_conflict());
    }
    let id = st.new_folder_id(user);
    let mailbox = &mut st.users[user];
    mailbox.folders.push(Folder { id, name, parent: parent.to_string(), well_known: None });
    let mailbox = &st.users[user];
    let folder = mailbox.folders.last().ok_or_else(not_found)?;
    Ok(Reply::json(201, folder_json(mailbox, folder)))
}

// https://learn.microsoft.com/en-us/graph/api/mailfolder-update
fn rename_folder(st: &mut State, user: usize, folder: &str, call: &Call) -> Result<Reply> {
    let name = display_name(call)?;
    let mailbox = &mut st.users[user];
    let index = mailbox.folder_index(folder).ok_or_else(not_found)?;
    let parent = mailbox.folders[index].parent.clone();
    if folder_exists(mailbox, &parent, &name, Some(folder)) {
        return Err(folder_conflict());
    }
    mailbox.folders[index].name = name;
    Ok(Reply::json(200, folder_json(mailbox, &mailbox.folders[index])))
}

/// Deletes a folder with its sub-folders and their messages (each message shows up as removed
/// in its folder's delta).
// https://learn.microsoft.com/en-us/graph/api/mailfolder-delete
fn delete_folder(st: &mut State, user: usize, folder: &str) -> Result<Reply> {
    let mailbox = &mut st.users[user];
    let index = mailbox.folder_index(folder).ok_or_else(not_found)?;
    if mailbox.folders[index].well_known.is_some() {
        return Err(error(403, "ErrorDeleteDistinguishedFolder", "Distinguished folders cannot be deleted."));
    }
    let mut doomed = vec![folder.to_string()];
    let mut next = 0;
    while next < doomed.len() {
        let parent = doomed[next].clone();
        doomed.extend(mailbox.folders.iter().filter(|f| f.parent == parent).map(|f| f.id.clone()));
        next += 1;
    }
    while let Some(index) = mailbox.messages.iter().position(|m| doomed.contains(&m.folder)) {
        mailbox.remove(index);
    }
    mailbox.folders.retain(|f| !doomed.contains(&f.id));
    Ok(Reply::empty(204))
}

/// Messages of a folder (or of the mailbox), newest first, paged (honours `$select` and the
/// `$expand` of extended properties).
// https://learn.microsoft.com/en-us/graph/api/user-list-messages
// https://learn.microsoft.com/en-us/graph/api/singlevaluelegacyextendedproperty-get
fn list_messages(st: &State, user: usize, folder: Option<&str>, call: &Call) -> Result<Reply> {
    let (top, skip) = paging(call)?;
    let selected = selection(call);
    let expanded = expansion(call)?;
    let mailbox = &st.users[user];
    let all: Vec<&Message> = mailbox.messages.iter().rev().filter(|m| folder.is_none_or(|f| m.folder == f)).collect();
    let value: Vec<Value> = all
        .iter()
        .skip(skip)
        .take(top)
        .map(|m| {
            let mut json = message_json(m, selected.as_deref());
            expand(&mut json, m, expanded.as_deref());
            json
        })
        .collect();
    let mut body = Map::new();
    body.insert(
        "@odata.context".into(),
        format!("{}/v1.0/$metadata#users('{}')/messages", st.url, mailbox.address).into(),
    );
    if skip + top < all.len() {
        let base = match folder {
            Some(folder) => format!("{}/v1.0/me/mailFolders/{folder}/messages", st.url),
            None => format!("{}/v1.0/me/messages", st.url),
        };
        body.insert("@odata.nextLink".into(), page_link(&base, top, skip + top, call).into());
    }
    body.insert("value".into(), value.into());
    Ok(Reply::json(200, body.into()))
}

/// The message's change key (its version): also the payload of its `@odata.etag`.
// https://learn.microsoft.com/en-us/graph/api/resources/message
fn change_key(message: &Message) -> String {
    change_key_of(message.serial, message.version)
}

/// The change key of version `version` of the message with serial `serial`.
fn change_key_of(serial: u64, version: u64) -> String {
    let mut raw = b"\x09\0\0\0\x16\0\0\0".to_vec();
    raw.extend_from_slice(&serial.to_be_bytes());
    raw.extend_from_slice(&version.to_be_bytes());
    STANDARD.encode(raw)
}

fn recipient_json(address: &Addr) -> Value {
    json!({"emailAddress": {"name": address.name, "address": address.address}})
}

/// A message resource (honours `$select`; `id` and the annotations always come).
// https://learn.microsoft.com/en-us/graph/api/resources/message
fn message_json(message: &Message, selected: Option<&[String]>) -> Value {
    let change_key = change_key(message);
    let from = message.head.from.as_ref().map_or(Value::Null, recipient_json);
    let list = |addresses: &[Addr]| addresses.iter().map(recipient_json).collect::<Vec<_>>();
    let full = json!({
        "@odata.type": "#microsoft.graph.message",
        "@odata.etag": format!("W/\"{change_key}\""),
        "id": message.id,
        "createdDateTime": iso(message.created),
        "lastModifiedDateTime": iso(message.modified),
        "changeKey": change_key,
        "categories": message.categories,
        "receivedDateTime": iso(message.received),
        "sentDateTime": iso(message.sent),
        "hasAttachments": message.head.multipart_mixed,
        "internetMessageId": message.internet_message_id,
        "subject": message.head.subject,
        "bodyPreview": message.head.preview,
        "importance": "normal",
        "parentFolderId": message.folder,
        "conversationId": message.conversation_id,
        "isRead": message.is_read,
        "isDraft": message.is_draft,
        "inferenceClassification": "focused",
        "sender": from.clone(),
        "from": from,
        "toRecipients": list(&message.head.to),
        "ccRecipients": list(&message.head.cc),
        "bccRecipients": list(&message.bcc),
        "replyTo": [],
        "flag": {"flagStatus": message.flag},
        // The text form of the body, as with `Prefer: outlook.body-content-type="text"`.
        "body": {"contentType": "text", "content": message.head.text},
    });
    let mut full = full;
    // Returned only when selected.
    if selected.is_some_and(|s| s.iter().any(|n| n.eq_ignore_ascii_case("internetMessageHeaders"))) {
        let headers: Vec<Value> = crate::fake::mime::fields(&message.mime)
            .into_iter()
            .map(|(name, value)| json!({"name": name, "value": value}))
            .collect();
        full["internetMessageHeaders"] = Value::Array(headers);
    }
    select(full, selected, true)
}

/// The message `id` (in `folder`, when the path names one), or 404 `ErrorItemNotFound`.
fn find_message(st: &State, user: usize, folder: Option<&str>, id: &str) -> Result<usize> {
    let mailbox = &st.users[user];
    mailbox.message_index(id).filter(|&i| folder.is_none_or(|f| mailbox.messages[i].folder == f)).ok_or_else(not_found)
}

fn message_op(
    st: &mut State,
    user: usize,
    folder: Option<&str>,
    id: &str,
    more: &[&str],
    call: &Call,
) -> Result<Reply> {
    let index = find_message(st, user, folder, id)?;
    if st.denied.iter().any(|d| d == id) {
        return Err(error(403, "ErrorAccessDenied", "Access is denied. Check credentials and try again."));
    }
    match (call.method.as_str(), more) {
        // https://learn.microsoft.com/en-us/graph/api/message-get
        // https://learn.microsoft.com/en-us/graph/api/singlevaluelegacyextendedproperty-get
        ("GET", []) => {
            let message = &st.users[user].messages[index];
            let mut json = message_json(message, selection(call).as_deref());
            expand(&mut json, message, expansion(call)?.as_deref());
            Ok(Reply::json(200, json))
        }
        // https://learn.microsoft.com/en-us/graph/api/message-get (the MIME content, `$value`)
        ("GET", ["$value"]) => Ok(Reply::bytes(200, "message/rfc822", st.users[user].messages[index].mime.clone())),
        ("PATCH", []) => update_message(st, user, index, call),
        ("DELETE", []) => {
            // Where a deleted message goes is not documented; like Outlook, the fake moves it to
            // Deleted Items, or deletes it for good when it is there already.
            // https://learn.microsoft.com/en-us/graph/api/message-delete
            let mailbox = &mut st.users[user];
            let deleted = mailbox.well_known_id("deleteditems");
            if mailbox.messages[index].folder == deleted {
                mailbox.remove(index);
            } else {
                mailbox.relocate(index, deleted);
            }
            Ok(Reply::empty(204))
        }
        ("POST", ["move"]) => move_message(st, user, index, call),
        ("POST", ["permanentdelete"]) if st.permanent_delete => {
            // https://learn.microsoft.com/en-us/graph/api/message-permanentdelete
            st.users[user].remove(index);
            Ok(Reply::empty(204))
        }
        ("POST", ["send"]) => send_draft(st, user, index),
        ("POST", ["attachments"]) => add_attachment(st, user, index, call),
        ("POST", ["attachments", "createuploadsession"]) => create_upload_session(st, user, index, call),
        _ => Err(unsupported(call)),
    }
}

/// The JSON object of a request body.
fn json_object(call: &Call) -> Result<Map<String, Value>> {
    match serde_json::from_slice::<Value>(&call.body) {
        Ok(Value::Object(map)) => Ok(map),
        _ => Err(error(
            400,
            "BadRequest",
            "Unable to read JSON request payload. Please ensure Content-Type header is set and payload is of valid \
             JSON format.",
        )),
    }
}

fn invalid_property(name: &str) -> Reply {
    error(400, "BadRequest", &format!("Invalid value for the property '{name}'."))
}

/// `PATCH /me/messages/{id}`: `isRead`, `flag`, `categories` (replaced), `bccRecipients` of a
/// draft, and single-value extended properties (each created or replaced; the response does
/// not show them). Any of them is an update of the message: a new change key, seen by delta
/// and notified.
// https://learn.microsoft.com/en-us/graph/api/message-update
// https://learn.microsoft.com/en-us/graph/api/singlevaluelegacyextendedproperty-post-singlevalueextendedproperties
fn update_message(st: &mut State, user: usize, index: usize, call: &Call) -> Result<Reply> {
    let body = json_object(call)?;
    let is_draft = st.users[user].messages[index].is_draft;
    let (mut is_read, mut flag, mut categories, mut bcc) = (None, None, None, None);
    let mut extended_properties = Vec::new();
    for (name, value) in &body {
        match name.as_str() {
            "isRead" => is_read = Some(value.as_bool().ok_or_else(|| invalid_property(name))?),
            "flag" => {
                let status = value.get("flagStatus").and_then(Value::as_str).ok_or_else(|| invalid_property(name))?;
                let status = ["notFlagged", "flagged", "complete"]
                    .into_iter()
                    .find(|s| s.eq_ignore_ascii_case(status))
                    .ok_or_else(|| invalid_property(name))?;
                flag = Some(status.to_string());
            }
            "categories" => {
                let list = value
                    .as_array()
                    .and_then(|items| items.iter().map(|c| c.as_str().map(str::to_string)).collect::<Option<Vec<_>>>());
                categories = Some(list.ok_or_else(|| invalid_property(name))?);
            }
            "bccRecipients" => {
                if !is_draft {
                    let message = "Update operation is not supported for some property on a sent message.";
                    return Err(error(400, "ErrorInvalidPropertyUpdateSentMessage", message));
                }
                bcc = Some(recipients(Some(value))?);
            }
            "singleValueExtendedProperties" => extended_properties = extended::patched(value)?,
            annotation if annotation.starts_with('@') => {}
            other => {
                let message = format!("The fake does not update the property '{other}'.");
                return Err(error(400, "BadRequest", &message));
            }
        }
    }
    let mailbox = &mut st.users[user];
    let message = &mut mailbox.messages[index];
    if let Some(is_read) = is_read {
        message.is_read = is_read;
    }
    if let Some(flag) = flag {
        message.flag = flag;
    }
    if let Some(categories) = categories {
        message.categories = categories;
    }
    if let Some(bcc) = bcc {
        message.bcc = bcc;
    }
    message.extended.extend(extended_properties);
    mailbox.touch(index);
    Ok(Reply::json(200, message_json(&mailbox.messages[index], None)))
}

/// `POST /me/messages/{id}/move`: 201 with the moved message (the same immutable id).
// https://learn.microsoft.com/en-us/graph/api/message-move
fn move_message(st: &mut State, user: usize, index: usize, call: &Call) -> Result<Reply> {
    let body = json_object(call)?;
    let destination = body
        .get("destinationId")
        .and_then(Value::as_str)
        .ok_or_else(|| error(400, "ErrorInvalidParameter", "The destinationId is missing."))?;
    let destination = folder_id(st, user, destination)?;
    let mailbox = &mut st.users[user];
    if mailbox.messages[index].folder != destination {
        mailbox.relocate(index, destination);
    }
    Ok(Reply::json(201, message_json(&mailbox.messages[index], None)))
}
