//! Per-folder message delta: the initial round, rounds of changes, skip and delta tokens, and
//! 410 for forgotten tokens.

use std::collections::BTreeMap;

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde_json::{Map, Value, json};

use super::extended::{expand, parse_expand};
use super::{Call, DEFAULT_PAGE, Reply, Result, State, error, max_page_size, message_json, parse_select};

/// Where a delta round stands; carried (base64) in skip and delta tokens. All query options
/// go on the initial request only and live on in the tokens.
// https://learn.microsoft.com/en-us/graph/delta-query-messages
#[derive(Clone)]
struct Cursor {
    generation: u64,
    /// `i`: the initial round (every message in the folder); `c`: a round of changes in
    /// `from < seq <= upto`; `d`: a delta token (the next round starts after `upto`).
    mode: char,
    folder: String,
    from: u64,
    upto: u64,
    /// The serial of the last message sent in this round.
    after: u64,
    select: String,
    /// The `$expand` of the initial request (last: it may hold colons).
    expand: String,
}

impl Cursor {
    fn encode(&self) -> String {
        let Cursor { generation, mode, folder, from, upto, after, select, expand } = self;
        URL_SAFE_NO_PAD.encode(format!("{generation}:{mode}:{folder}:{from}:{upto}:{after}:{select}:{expand}"))
    }

    fn decode(token: &str) -> Option<Cursor> {
        let text = String::from_utf8(URL_SAFE_NO_PAD.decode(token.trim()).ok()?).ok()?;
        let mut parts = text.splitn(8, ':');
        Some(Cursor {
            generation: parts.next()?.parse().ok()?,
            mode: parts.next()?.chars().next()?,
            folder: parts.next()?.to_string(),
            from: parts.next()?.parse().ok()?,
            upto: parts.next()?.parse().ok()?,
            after: parts.next()?.parse().ok()?,
            select: parts.next()?.to_string(),
            expand: parts.next()?.to_string(),
        })
    }
}

/// A token of this folder and of the current generation; 410 `SyncStateNotFound` for one
/// issued before `forget_delta_tokens`.
// https://learn.microsoft.com/en-us/graph/delta-query-overview
fn check_token(st: &State, token: &str, folder: &str, delta_token: bool) -> Result<Cursor> {
    let invalid = || error(400, "BadRequest", "The $deltatoken or $skiptoken is not valid.");
    let cursor = Cursor::decode(token).ok_or_else(invalid)?;
    let right_kind = if delta_token { cursor.mode == 'd' } else { matches!(cursor.mode, 'i' | 'c') };
    if !right_kind || cursor.folder != folder {
        return Err(invalid());
    }
    if cursor.generation != st.generation {
        let message = format!(
            "The sync state generation is not found; generation={};[highest={}].",
            cursor.generation, st.generation
        );
        // The Location header holds the initial request (an empty $deltatoken).
        let restart = format!("{}/v1.0/me/mailFolders/{folder}/messages/delta?$deltatoken=", st.url);
        let (status, code) = &st.lost_sync_state;
        return Err(error(*status, code, &message).with_header("Location", restart));
    }
    Ok(cursor)
}

/// `GET /me/mailFolders/{id}/messages/delta`: the initial round lists every message in the
/// folder; a round from a delta token lists each message changed in the folder since, once,
/// in its latest state: still there → the item, moved out or deleted → `@removed`. Honours
/// `$select` and the `$expand` of extended properties (as a message GET does).
// https://learn.microsoft.com/en-us/graph/delta-query-messages
// https://learn.microsoft.com/en-us/graph/api/message-delta
pub(super) fn delta(st: &mut State, user: usize, folder: &str, call: &Call) -> Result<Reply> {
    let seq = st.users[user].seq;
    let delta_token = call.query_value_any_case("$deltatoken").filter(|t| !t.is_empty());
    let skip_token = call.query_value_any_case("$skiptoken").filter(|t| !t.is_empty());
    let cursor = match (delta_token, skip_token) {
        (Some(token), _) => {
            let last = check_token(st, &token, folder, true)?;
            Cursor { mode: 'c', from: last.upto, upto: seq, after: 0, ..last }
        }
        (None, Some(token)) => check_token(st, &token, folder, false)?,
        (None, None) => Cursor {
            generation: st.generation,
            mode: 'i',
            folder: folder.to_string(),
            from: 0,
            upto: seq,
            after: 0,
            select: call.query_value_any_case("$select").unwrap_or_default(),
            expand: call.query_value_any_case("$expand").unwrap_or_default(),
        },
    };
    // Checked on the initial request; the tokens carry it on.
    let expanded = parse_expand(&cursor.expand)?;
    let page_size = max_page_size(call).unwrap_or(DEFAULT_PAGE).clamp(1, 1000);
    let mailbox = &st.users[user];
    let mut items: Vec<(u64, String)> = if cursor.mode == 'i' {
        mailbox
            .messages
            .iter()
            .filter(|m| m.folder == folder && m.serial > cursor.after)
            .map(|m| (m.serial, m.id.clone()))
            .collect()
    } else {
        let changed: BTreeMap<u64, String> = mailbox
            .changes
            .iter()
            .filter(|c| c.folder == folder && c.seq > cursor.from && c.seq <= cursor.upto && c.serial > cursor.after)
            .map(|c| (c.serial, c.id.clone()))
            .collect();
        changed.into_iter().collect()
    };
    items.sort_by_key(|(serial, _)| *serial);
    let more = items.len() > page_size;
    items.truncate(page_size);
    let selected = parse_select(&cursor.select);
    let value: Vec<Value> = items
        .iter()
        .map(|(_, id)| match mailbox.message_index(id).map(|i| &mailbox.messages[i]) {
            Some(message) if message.folder == folder => {
                let mut json = message_json(message, selected.as_deref());
                expand(&mut json, message, expanded.as_deref());
                json
            }
            _ => json!({"@odata.type": "#microsoft.graph.message", "id": id, "@removed": {"reason": "deleted"}}),
        })
        .collect();
    let base = format!("{}/v1.0/me/mailFolders/{folder}/messages/delta", st.url);
    let mut body = Map::new();
    body.insert("@odata.context".into(), format!("{}/v1.0/$metadata#Collection(message)", st.url).into());
    if more {
        let after = items.last().map_or(cursor.after, |(serial, _)| *serial);
        let next = Cursor { after, ..cursor };
        body.insert("@odata.nextLink".into(), format!("{base}?$skiptoken={}", next.encode()).into());
    } else {
        let next = Cursor { mode: 'd', from: 0, after: 0, ..cursor };
        body.insert("@odata.deltaLink".into(), format!("{base}?$deltatoken={}", next.encode()).into());
    }
    body.insert("value".into(), value.into());
    let mut reply = Reply::json(200, body.into());
    if let Some(size) = max_page_size(call) {
        reply.set_header("Preference-Applied", format!("odata.maxpagesize={size}"));
    }
    Ok(reply)
}
