//! The IMAP side of the crate's `fuzzing` module: each hand-written parser of server bytes,
//! callable on any input.

use super::RemoteMessage;
use super::frame::Framer;
use async_imap::imap_proto::Response;

/// The framer over `stream` fed in pieces of `step` bytes, with these limits: the length of
/// each whole response found, and whether it refused the stream.
pub fn frame(stream: &[u8], step: usize, limit: u64, line_limit: u64) -> (Vec<usize>, bool) {
    let mut framer = Framer::default();
    let mut lengths = Vec::new();
    let mut current = 0;
    for chunk in stream.chunks(step.max(1)) {
        let mut chunk = chunk.to_vec();
        let mut rest = &mut chunk[..];
        loop {
            match framer.feed(rest, limit, line_limit) {
                Ok(Some(n)) => {
                    lengths.push(current + n);
                    current = 0;
                    rest = rest.get_mut(n..).unwrap_or_default();
                }
                Ok(None) => {
                    current += rest.len();
                    break;
                }
                Err(_) => return (lengths, true),
            }
        }
    }
    (lengths, false)
}

/// The length of the first whole response in `data`, as the framer sees it.
pub fn response_len(data: &[u8]) -> Option<usize> {
    super::frame::response_len(data)
}

/// The bulk tap's own parser of an envelope FETCH (module `bulk`).
pub fn fetched_envelope(response: &[u8]) -> Option<RemoteMessage> {
    super::bulk::fetched_envelope(response)
}

/// The tap's own parser of a SEARCH result (module `bulk`): its UIDs, or `None` for anything else.
pub fn search_results(response: &[u8]) -> Option<Vec<u32>> {
    let mut uids = Vec::new();
    super::bulk::search_results(response, &mut uids).then_some(uids)
}

/// `response` as async-imap gets it: through the framer, which bounds it and mends what would
/// panic imap-proto; `None` when the framer refuses it or it is not whole.
fn framed(response: &[u8]) -> Option<Vec<u8>> {
    let mut bytes = response.to_vec();
    let len = Framer::default().feed(&mut bytes, u64::MAX, u64::MAX).ok().flatten()?;
    bytes.truncate(len);
    Some(bytes)
}

/// A SEARCH result as imap-proto reads it, past the framer.
pub fn imap_proto_search(response: &[u8]) -> Option<Vec<u32>> {
    let bytes = framed(response)?;
    match Response::parse(&bytes).ok()?.1 {
        Response::MailboxData(async_imap::imap_proto::MailboxDatum::Search(uids)) => Some(uids),
        _ => None,
    }
}

/// One response as async-imap reads it: past the framer (which refuses, among others, what would
/// make imap-proto recurse too deep, and mends what would make it panic), then imap-proto, then,
/// for a FETCH, our conversion.
pub fn imap_proto_message(response: &[u8]) -> Option<RemoteMessage> {
    let bytes = framed(response)?;
    let (_, parsed) = Response::parse(&bytes).ok()?;
    match parsed {
        Response::Fetch(_, attrs) => {
            let _ = super::parse::uid_and_flags(&attrs);
            super::parse::message(&attrs)
        }
        _ => None,
    }
}

/// `INTERNALDATE` as unix microseconds.
pub fn internal_date(text: &str) -> Option<i64> {
    super::parse::internal_date(text)
}

/// Message ids of a header value.
pub fn message_ids(raw: &[u8]) -> Vec<String> {
    super::parse::message_ids(raw)
}

/// One header's value among fetched header fields.
pub fn header_value(header: &[u8], wanted: &str) -> String {
    super::parse::header_value(header, wanted)
}

/// Whether a `Content-Type` suggests attachments.
pub fn attachment_hint(content_type: &str) -> bool {
    super::parse::attachment_hint(content_type)
}
