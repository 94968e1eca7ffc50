//! `users.watch` and `users.stop`: Gmail's push notifications through a Cloud Pub/Sub topic.

use std::time::{Duration, SystemTime};

use serde_json::json;

use super::{Result, invalid, json_body, string_field, string_list};
use crate::google::pubsub::is_topic_name;
use crate::google::store::Watch;
use crate::google::util::ms_of;
use crate::google::{Call, Reply, State};

/// A watch lapses after 7 days unless renewed by calling watch again.
// https://developers.google.com/gmail/api/guides/push#renewing_mailbox_watch
const WATCH_LIFETIME: Duration = Duration::from_secs(7 * 86_400);

/// `POST watch {"topicName","labelIds","labelFilterBehavior"}` (the older
/// `labelFilterAction` is read too): `{"historyId","expiration"}`. The topic must exist; a new
/// watch replaces the one before.
// https://developers.google.com/gmail/api/reference/rest/v1/users/watch
// https://developers.google.com/gmail/api/guides/push
pub(super) fn watch(st: &mut State, user: usize, call: &Call) -> Result<Reply> {
    let body = json_body(call)?;
    let topic = string_field(&body, "topicName")?.unwrap_or_default();
    if !is_topic_name(&topic) {
        return Err(invalid(&format!("Invalid topicName does not match projects/{{project}}/topics/*: {topic}")));
    }
    if !st.subscriptions.iter().any(|s| s.topic == topic) {
        return Err(invalid(&format!("Resource not found (resource={topic}).")));
    }
    let label_ids = string_list(&body, "labelIds")?;
    let mailbox = &st.users[user];
    if let Some(unknown) = label_ids.iter().find(|l| !mailbox.knows_label(l)) {
        return Err(invalid(&format!("Invalid label: {unknown}")));
    }
    let behavior = match string_field(&body, "labelFilterBehavior")?.or(string_field(&body, "labelFilterAction")?) {
        None => "include".to_string(),
        Some(b) if b.eq_ignore_ascii_case("include") => "include".to_string(),
        Some(b) if b.eq_ignore_ascii_case("exclude") => "exclude".to_string(),
        Some(other) => return Err(invalid(&format!("Invalid value '{other}' for labelFilterBehavior"))),
    };
    let expiration = SystemTime::now() + WATCH_LIFETIME;
    let mailbox = &mut st.users[user];
    mailbox.watch = Some(Watch { topic, label_ids, behavior, expiration });
    Ok(Reply::json(
        200,
        json!({"historyId": mailbox.history_id.to_string(), "expiration": ms_of(expiration).to_string()}),
    ))
}

/// `POST stop`: 204; no more pushes for the mailbox.
// https://developers.google.com/gmail/api/reference/rest/v1/users/stop
pub(super) fn stop(st: &mut State, user: usize) -> Reply {
    st.users[user].watch = None;
    st.users[user].push_pending = false;
    Reply::empty(204)
}
