//! JSON batching: `POST /$batch`.

use std::collections::HashMap;

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use serde_json::{Map, Value, json};

use super::{Call, MAX_BATCH, Payload, Reply, State, dispatch, error, finish, note_prefer, percent_decode, throttled};

/// One request of a `$batch`.
struct Inner {
    id: String,
    depends_on: Vec<String>,
    call: Call,
}

/// `POST /$batch`: 200 with one response per request, in order; each request goes through the
/// same handlers (and the throttle) with the batch's token. A request whose `dependsOn` failed
/// gets 424.
// https://learn.microsoft.com/en-us/graph/json-batching
pub(super) fn run_batch(st: &mut State, user: usize, call: &Call) -> Reply {
    let invalid = |message: &str| error(400, "BadRequest", message);
    let Ok(Value::Object(body)) = serde_json::from_slice::<Value>(&call.body) else {
        return invalid("Invalid batch payload format.");
    };
    let Some(Value::Array(requests)) = body.get("requests") else {
        return invalid("The batch payload needs a 'requests' array.");
    };
    if requests.len() > MAX_BATCH {
        return invalid("The number of batch requests exceeds the maximum of 20.");
    }
    let mut inners: Vec<Inner> = Vec::new();
    for request in requests {
        match inner_request(request, &inners) {
            Ok(inner) => inners.push(inner),
            Err(message) => return invalid(&message),
        }
    }
    let mut statuses: HashMap<String, u16> = HashMap::new();
    let mut responses = Vec::new();
    for inner in inners {
        st.batched += 1;
        let failed = inner.depends_on.iter().any(|d| statuses.get(&d.to_lowercase()).is_none_or(|s| *s >= 400));
        let reply = if failed {
            error(424, "FailedDependency", "A request this one depends on failed.")
        } else {
            run_inner(st, user, &inner.call)
        };
        let reply = finish(st, reply, &inner.call);
        statuses.insert(inner.id.to_lowercase(), reply.status);
        responses.push(batch_item(&inner.id, reply));
    }
    Reply::json(200, json!({"responses": responses}))
}

fn inner_request(request: &Value, earlier: &[Inner]) -> std::result::Result<Inner, String> {
    let text = |key: &str| request.get(key).and_then(Value::as_str);
    let id = text("id").filter(|id| !id.is_empty()).ok_or("Every request of a batch needs an 'id'.")?;
    let seen = |id: &str| earlier.iter().any(|e| e.id.eq_ignore_ascii_case(id));
    if seen(id) {
        return Err(format!("The id '{id}' is used twice in the batch."));
    }
    let method = text("method").ok_or(format!("The request '{id}' has no 'method'."))?.to_ascii_uppercase();
    let url = text("url").ok_or(format!("The request '{id}' has no 'url'."))?.trim();
    if url.contains("://") {
        return Err(format!("The url of the request '{id}' must be relative."));
    }
    let mut headers = Vec::new();
    match request.get("headers") {
        None | Some(Value::Null) => {}
        Some(Value::Object(map)) => {
            for (name, value) in map {
                let value = value.as_str().map_or_else(|| value.to_string(), str::to_string);
                headers.push((name.to_ascii_lowercase(), value));
            }
        }
        Some(_) => return Err(format!("The headers of the request '{id}' must be an object.")),
    }
    let body = match request.get("body") {
        // A write without a body is refused, even one that needs nothing (`permanentDelete`):
        // the SDKs send `{}` (msgraph-sdk-dotnet issue 2628 quotes the answer).
        None | Some(Value::Null) if matches!(method.as_str(), "POST" | "PATCH" | "PUT") => {
            return Err(format!("Write request id : {id} does not contain Content-Type header or body."));
        }
        None | Some(Value::Null) => Vec::new(),
        Some(body) => {
            if !headers.iter().any(|(name, _)| name == "content-type") {
                return Err(format!("The request '{id}' has a body but no Content-Type header."));
            }
            match body {
                Value::String(text) => text.clone().into_bytes(),
                other => serde_json::to_vec(other).unwrap_or_default(),
            }
        }
    };
    let depends_on = match request.get("dependsOn") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(items)) => items
            .iter()
            .map(|d| d.as_str().map(str::to_string))
            .collect::<Option<Vec<_>>>()
            .ok_or(format!("The dependsOn of the request '{id}' must list ids."))?,
        Some(_) => return Err(format!("The dependsOn of the request '{id}' must be an array.")),
    };
    if let Some(unknown) = depends_on.iter().find(|d| !seen(d)) {
        return Err(format!("The request '{id}' depends on '{unknown}', which is not an earlier request."));
    }
    let relative = url.trim_start_matches('/');
    let (path, query) = relative.split_once('?').unwrap_or((relative, ""));
    let call = Call { method, path: format!("/v1.0/{path}"), query: query.to_string(), headers, body };
    Ok(Inner { id: id.to_string(), depends_on, call })
}

fn run_inner(st: &mut State, user: usize, call: &Call) -> Reply {
    note_prefer(st, call);
    if let Some(reply) = throttled(st) {
        return reply;
    }
    if percent_decode(&call.path) == "/v1.0/$batch" {
        return error(400, "BadRequest", "A batch cannot hold a batch.");
    }
    dispatch(st, user, call)
}

/// A response inside the batch response: `id`, `status`, `headers`, and the body (JSON, or
/// base64 for other content).
fn batch_item(id: &str, reply: Reply) -> Value {
    let headers: Map<String, Value> =
        reply.headers.iter().map(|(name, value)| (name.clone(), Value::from(value.clone()))).collect();
    let mut item = json!({"id": id, "status": reply.status, "headers": headers});
    match reply.payload {
        Payload::Json(body) => item["body"] = body,
        Payload::Bytes(bytes) => item["body"] = STANDARD.encode(bytes).into(),
        Payload::Empty => {}
    }
    item
}
