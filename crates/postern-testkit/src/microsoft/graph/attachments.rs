//! File attachments of drafts: a small file in one POST, a large one through an upload session
//! (createUploadSession, then PUTs of byte ranges to the session's pre-authenticated URL, which
//! is not under Graph's root and needs no token). Each file becomes a base64 part of the
//! draft's MIME source (`mime::attach`): `$value`, the fake's snapshots and what a send delivers
//! all carry it.

use std::time::{Duration, SystemTime};

use base64::Engine as _;
use base64::engine::general_purpose::{STANDARD, URL_SAFE};
use serde_json::{Map, Value, json};

use super::super::TENANT_ID;
use super::super::mime::{self, FileAttachment};
use super::super::store::Upload;
use super::super::util::iso_precise;
use super::{Call, Payload, Reply, Result, State, error, iso, json_object, not_found};

/// One POST attaches a file under this size ("under 3 MB", in bytes as the page counts them:
/// its base64 and the JSON around it must stay within the 4 MB of a request); larger ones go
/// through an upload session.
// https://learn.microsoft.com/en-us/graph/api/message-post-attachments
const POSTED_UNDER: usize = 3_000_000;

/// The smallest file an upload session takes (smaller ones are POSTed).
// https://learn.microsoft.com/en-us/graph/outlook-large-attachments
const MIN_UPLOAD: u64 = POSTED_UNDER as u64;

/// The largest file an upload session takes (150 MB).
// https://learn.microsoft.com/en-us/graph/outlook-large-attachments
const MAX_UPLOAD: u64 = 150 * 1024 * 1024;

/// The largest body of one PUT to an upload session. The docs only advise keeping ranges
/// under 4 MB; the fake refuses what no client should send.
// https://learn.microsoft.com/en-us/graph/api/attachment-createuploadsession
const MAX_CHUNK: usize = 60 * 1024 * 1024;

/// How long an upload session's URL works (the fake's choice: the docs give no figure).
const UPLOAD_LIFETIME: Duration = Duration::from_secs(15 * 60);

/// Attachments go to drafts only: the fake refuses them on a sent or received message, with
/// the error Graph gives for other changes a sent message does not take.
// https://learn.microsoft.com/en-us/graph/api/message-update
fn draft_only(st: &State, user: usize, index: usize) -> Result<()> {
    if st.users[user].messages[index].is_draft {
        return Ok(());
    }
    let message = "Update operation is not supported for some property on a sent message.";
    Err(error(400, "ErrorInvalidPropertyUpdateSentMessage", message))
}

/// A property of a JSON object, its name in any case (Graph's JSON names are case-insensitive).
fn property<'a>(object: &'a Map<String, Value>, name: &str) -> Option<&'a Value> {
    object.iter().find(|(key, _)| key.eq_ignore_ascii_case(name)).map(|(_, value)| value).filter(|v| !v.is_null())
}

/// The file's `name`, `contentType` (default `application/octet-stream`), `isInline` and
/// `contentId`.
// https://learn.microsoft.com/en-us/graph/api/resources/fileattachment
fn file_of(object: &Map<String, Value>) -> Result<FileAttachment> {
    let text = |name: &str| property(object, name).and_then(Value::as_str).map(str::to_string);
    let name = text("name")
        .filter(|n| !n.trim().is_empty())
        .ok_or_else(|| error(400, "ErrorInvalidParameter", "The attachment needs a name."))?;
    let inline = match property(object, "isInline") {
        None => false,
        Some(value) => value.as_bool().ok_or_else(|| super::invalid_property("isInline"))?,
    };
    Ok(FileAttachment {
        name: name.replace(['\r', '\n'], " "),
        content_type: text("contentType").unwrap_or_else(|| "application/octet-stream".to_string()),
        inline,
        content_id: text("contentId"),
    })
}

/// Adds the file to the draft's MIME source (a new change of the draft); returns the
/// attachment's id.
fn attach_file(st: &mut State, user: usize, index: usize, file: &FileAttachment, bytes: &[u8]) -> String {
    let mut boundary = format!("=_postern_fake_{}", st.rng.token(18));
    while st.users[user].messages[index].mime.windows(boundary.len()).any(|w| w == boundary.as_bytes()) {
        boundary = format!("=_postern_fake_{}", st.rng.token(18));
    }
    let mut raw = st.users[user].messages[index].serial.to_be_bytes().to_vec();
    raw.extend_from_slice(&st.rng.bytes(12));
    let id = format!("AAMkAD{}", URL_SAFE.encode(raw));
    let mailbox = &mut st.users[user];
    let message = &mut mailbox.messages[index];
    message.mime = mime::attach(&message.mime, file, bytes, &boundary);
    message.head = mime::parse(&message.mime);
    mailbox.touch(index);
    id
}

/// An attachment resource, as a POST answers it.
// https://learn.microsoft.com/en-us/graph/api/resources/fileattachment
fn attachment_json(st: &State, user: usize, index: usize, id: &str, file: &FileAttachment, size: usize) -> Value {
    let mailbox = &st.users[user];
    let message = &mailbox.messages[index];
    json!({
        "@odata.context": format!(
            "{}/v1.0/$metadata#users('{}')/messages('{}')/attachments/$entity",
            st.url, mailbox.address, message.id
        ),
        "@odata.type": "#microsoft.graph.fileAttachment",
        "@odata.mediaContentType": file.content_type,
        "id": id,
        "lastModifiedDateTime": iso(message.modified),
        "name": file.name,
        "contentType": file.content_type,
        "size": size,
        "isInline": file.inline,
        "contentId": file.content_id,
        "contentLocation": null,
    })
}

/// `POST /me/messages/{id}/attachments` with a `#microsoft.graph.fileAttachment` (`name`,
/// `contentType`, `contentBytes` in base64, `isInline`, `contentId`): 201 with the attachment.
/// A file over 3 MB gets 413 (the page limits this call to files under 3 MB; larger ones take
/// an upload session), as does any request over 4 MB. Item and reference attachments are not
/// served.
// https://learn.microsoft.com/en-us/graph/api/message-post-attachments
pub(super) fn add_attachment(st: &mut State, user: usize, index: usize, call: &Call) -> Result<Reply> {
    draft_only(st, user, index)?;
    let body = json_object(call)?;
    let kind = property(&body, "@odata.type").and_then(Value::as_str).unwrap_or_default();
    if !kind.trim_start_matches('#').eq_ignore_ascii_case("microsoft.graph.fileAttachment") {
        let message = format!("The fake takes file attachments (#microsoft.graph.fileAttachment) only, not '{kind}'.");
        return Err(error(400, "BadRequest", &message));
    }
    let file = file_of(&body)?;
    let encoded = property(&body, "contentBytes").and_then(Value::as_str).unwrap_or_default();
    let bytes = STANDARD
        .decode(encoded.trim())
        .map_err(|_| error(400, "ErrorInvalidParameter", "The contentBytes are not valid base64."))?;
    if bytes.len() >= POSTED_UNDER {
        let message = "The attachment is over 3 MB: attach it through an upload session (createUploadSession).";
        return Err(error(413, "RequestEntityTooLarge", message));
    }
    let id = attach_file(st, user, index, &file, &bytes);
    Ok(Reply::json(201, attachment_json(st, user, index, &id, &file, bytes.len())))
}

/// `POST /me/messages/{id}/attachments/createUploadSession` with `{"AttachmentItem":
/// {"attachmentType": "file", "name", "size", "contentType", "isInline", "contentId"}}`: 201
/// with the upload session (`uploadUrl`, `expirationDateTime`, `nextExpectedRanges: ["0-"]`).
/// A file under 3 MB gets 400 `ErrorAttachmentSizeShouldNotBeLessThanMinimumSize` (the
/// documented error); one over 150 MB gets 413 `ErrorMessageSizeExceeded`.
// https://learn.microsoft.com/en-us/graph/api/attachment-createuploadsession
// https://learn.microsoft.com/en-us/graph/outlook-large-attachments
pub(super) fn create_upload_session(st: &mut State, user: usize, index: usize, call: &Call) -> Result<Reply> {
    draft_only(st, user, index)?;
    let body = json_object(call)?;
    let item = property(&body, "AttachmentItem")
        .and_then(Value::as_object)
        .ok_or_else(|| error(400, "ErrorInvalidParameter", "The AttachmentItem parameter is missing."))?;
    let kind = property(item, "attachmentType").and_then(Value::as_str).unwrap_or_default();
    if !kind.eq_ignore_ascii_case("file") {
        return Err(error(400, "ErrorInvalidParameter", "The attachmentType must be 'file'."));
    }
    let file = file_of(item)?;
    let size = property(item, "size")
        .and_then(Value::as_u64)
        .ok_or_else(|| error(400, "ErrorInvalidParameter", "The AttachmentItem needs its size."))?;
    if size < MIN_UPLOAD {
        let message = "The attachment is under 3 MB: attach it with a single POST to the attachments.";
        return Err(error(400, "ErrorAttachmentSizeShouldNotBeLessThanMinimumSize", message));
    }
    if size > MAX_UPLOAD {
        return Err(error(413, "ErrorMessageSizeExceeded", "The message exceeds the maximum supported size."));
    }
    let id = format!("AAMkAD{}", st.rng.token(24));
    let token = format!("eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.{}", st.rng.token(96));
    let expires = SystemTime::now() + UPLOAD_LIFETIME;
    let message = st.users[user].messages[index].id.clone();
    let size = usize::try_from(size).unwrap_or(usize::MAX);
    let received = Vec::new();
    st.uploads.push(Upload { id: id.clone(), token: token.clone(), user, message, file, size, received, expires });
    Ok(Reply::json(
        201,
        json!({
            "@odata.context": format!("{}/v1.0/$metadata#microsoft.graph.uploadSession", st.url),
            "uploadUrl": format!("{}/upload/{id}?authtoken={token}", st.url),
            "expirationDateTime": iso_precise(expires),
            "nextExpectedRanges": ["0-"],
        }),
    ))
}

/// A request to an upload session's URL (`/upload/{session}?authtoken=…`, standing in for the
/// documented `outlook.office.com` URL): `PUT` a byte range, `DELETE` to cancel (204). The URL
/// is pre-authenticated: a request with an `Authorization` header gets 401 (and is counted).
/// Not counted as a Graph request.
// https://learn.microsoft.com/en-us/graph/outlook-large-attachments
pub(in crate::microsoft) fn upload(st: &mut State, call: &Call) -> Reply {
    if call.header("authorization").is_some() {
        st.upload_authorization_refusals += 1;
        let message = "Do not send an Authorization header to the upload URL: it is pre-authenticated.";
        return error(401, "InvalidAuthenticationToken", message);
    }
    let id = call.path.trim_start_matches("/upload/");
    let token = call.query_value("authtoken").unwrap_or_default();
    let now = SystemTime::now();
    st.uploads.retain(|u| u.expires > now);
    let Some(session) = st.uploads.iter().position(|u| u.id == id && u.token == token) else {
        return error(404, "ErrorItemNotFound", "The upload session was not found or has expired.");
    };
    match call.method.as_str() {
        "PUT" => put_range(st, session, call).unwrap_or_else(|reply| reply),
        "DELETE" => {
            st.uploads.remove(session);
            Reply::empty(204)
        }
        _ => error(405, "ErrorInvalidRequest", "An upload session takes PUT and DELETE."),
    }
}

/// `Content-Range: bytes {start}-{end}/{total}`.
fn content_range(call: &Call) -> Option<(usize, usize, usize)> {
    let value = call.header("content-range")?.trim();
    let (unit, rest) = value.split_once(' ')?;
    let (range, total) = rest.trim().split_once('/')?;
    let (start, end) = range.split_once('-')?;
    let parse = |s: &str| s.trim().parse::<usize>().ok();
    unit.eq_ignore_ascii_case("bytes").then_some(())?;
    let (start, end, total) = (parse(start)?, parse(end)?, parse(total)?);
    (start <= end && end < total).then_some((start, end, total))
}

/// One `PUT` of a byte range: 200 with the session (`nextExpectedRanges` giving the next byte
/// to send) until the file is complete, then 201 with the attachment's URL in `Location` (the
/// file is attached to the draft and the session ends). A range that does not start at the
/// next expected byte gets 416.
// https://learn.microsoft.com/en-us/graph/outlook-large-attachments
fn put_range(st: &mut State, session: usize, call: &Call) -> Result<Reply> {
    let Some((start, end, total)) = content_range(call) else {
        let message = "The Content-Range header is missing or is not 'bytes {start}-{end}/{total}'.";
        return Err(error(400, "ErrorInvalidRequest", message));
    };
    let upload = &st.uploads[session];
    if total != upload.size {
        let message = format!("The Content-Range total {total} is not the file's size {}.", upload.size);
        return Err(error(400, "ErrorInvalidRequest", &message));
    }
    if call.body.len() > MAX_CHUNK {
        return Err(error(413, "RequestEntityTooLarge", "The range is too large: send at most 60 MiB per request."));
    }
    if call.body.len() != end - start + 1 {
        let message = format!("The body has {} bytes; the Content-Range names {}.", call.body.len(), end - start + 1);
        return Err(error(400, "ErrorInvalidRequest", &message));
    }
    let next = upload.received.len();
    if start != next {
        let message = format!("The range must start at byte {next}.");
        let mut reply = error(416, "ErrorInvalidRange", &message);
        if let Payload::Json(body) = &mut reply.payload {
            body["nextExpectedRanges"] = json!([next.to_string()]);
        }
        return Err(reply);
    }
    st.upload_chunks.push(call.body.len());
    let owner = st.users[st.uploads[session].user].object_id.clone();
    let upload = &mut st.uploads[session];
    upload.received.extend_from_slice(&call.body);
    if upload.received.len() < upload.size {
        let context = format!(
            "{}/api/v2.0/$metadata#Users('{owner}@{TENANT_ID}')/Messages('{}')/AttachmentSessions/$entity",
            st.url, upload.message
        );
        return Ok(Reply::json(
            200,
            json!({
                "@odata.context": context,
                "ExpirationDateTime": iso_precise(upload.expires),
                "nextExpectedRanges": [upload.received.len().to_string()],
            }),
        ));
    }
    let upload = st.uploads.remove(session);
    let index = st.users[upload.user].message_index(&upload.message).ok_or_else(not_found)?;
    draft_only(st, upload.user, index)?;
    let id = attach_file(st, upload.user, index, &upload.file, &upload.received);
    st.notify();
    let mailbox = &st.users[upload.user];
    let location = format!(
        "{}/api/v2.0/Users('{}@{TENANT_ID}')/Messages('{}')/Attachments('{id}')",
        st.url, mailbox.object_id, upload.message
    );
    Ok(Reply::empty(201).with_header("Location", location))
}
