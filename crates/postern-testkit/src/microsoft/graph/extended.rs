//! Single-value extended properties of messages: set with `PATCH` (the message's
//! `singleValueExtendedProperties`), read with `$expand=singleValueExtendedProperties($filter=…)`
//! on a message, a list of messages or a delta round.

use serde_json::Value;

use super::{Call, Message, Reply, Result, error, invalid_property};
use crate::microsoft::store::PropertyId;

/// The property that holds them, in requests and in responses.
const PROPERTY: &str = "singleValueExtendedProperties";

/// 400 for an id in none of the three formats, as Graph answers it (in a `PATCH` body and in
/// an `$expand` filter alike).
// https://learn.microsoft.com/en-us/graph/api/resources/extended-properties-overview
// https://github.com/microsoftgraph/msgraph-sdk-powershell/issues/2784 (the error's wording)
pub(super) fn invalid_id() -> Reply {
    let message = "PropertyId values may only be in one of the following formats: 'MapiPropertyType namespaceGuid \
                   Name propertyName', 'MapiPropertyType namespaceGuid Id propertyId' or 'MapiPropertyType \
                   propertyTag'.";
    error(400, "ErrorInvalidProperty", message)
}

fn property_id(text: &str) -> Result<PropertyId> {
    PropertyId::parse(text).ok_or_else(invalid_id)
}

/// The `singleValueExtendedProperties` of a `PATCH` body: an array of `{"id", "value"}`, each
/// value a string (an integer type's value must be a number in that string). Each property is
/// created or replaced.
// https://learn.microsoft.com/en-us/graph/api/singlevaluelegacyextendedproperty-post-singlevalueextendedproperties
pub(super) fn patched(value: &Value) -> Result<Vec<(PropertyId, String)>> {
    let items = value.as_array().ok_or_else(|| invalid_property(PROPERTY))?;
    let mut properties = Vec::new();
    for item in items {
        let id = item.get("id").and_then(Value::as_str).ok_or_else(|| invalid_property(PROPERTY))?;
        let id = property_id(id)?;
        let text = item.get("value").and_then(Value::as_str).ok_or_else(|| invalid_property(PROPERTY))?;
        let text = id.value(text).ok_or_else(|| invalid_property(PROPERTY))?;
        properties.push((id, text));
    }
    Ok(properties)
}

/// The extended properties the request's `$expand` asks for: `Some` for
/// `singleValueExtendedProperties($filter=id eq '…')`, or several such comparisons joined by
/// `or`. Other `$expand` items, and `singleValueExtendedProperties` without a filter, are
/// ignored (Graph returns no extended property unless it is named). A filter of another shape
/// gets 400.
// https://learn.microsoft.com/en-us/graph/api/singlevaluelegacyextendedproperty-get
pub(super) fn expansion(call: &Call) -> Result<Option<Vec<PropertyId>>> {
    parse_expand(&call.query_value_any_case("$expand").unwrap_or_default())
}

pub(super) fn parse_expand(expand: &str) -> Result<Option<Vec<PropertyId>>> {
    for item in split_top(expand, |rest| rest.starts_with(',').then_some(1)) {
        let item = item.trim();
        let (name, options) = match item.split_once('(') {
            Some((name, options)) => (name.trim(), options.strip_suffix(')')),
            None => (item, Some("")),
        };
        if !name.eq_ignore_ascii_case(PROPERTY) {
            continue;
        }
        let options = options.ok_or_else(|| bad_filter(item))?;
        let filter = split_top(options, |rest| rest.starts_with(';').then_some(1)).into_iter().find_map(|option| {
            let (key, value) = option.split_once('=')?;
            key.trim().eq_ignore_ascii_case("$filter").then(|| value.trim().to_string())
        });
        let Some(filter) = filter else { return Ok(None) };
        let mut ids = Vec::new();
        for term in split_top(&filter, or_at) {
            let literal = id_comparison(term).ok_or_else(|| bad_filter(&filter))?;
            ids.push(property_id(&literal)?);
        }
        return Ok(Some(ids));
    }
    Ok(None)
}

fn bad_filter(text: &str) -> Reply {
    let message = format!(
        "Invalid filter clause '{text}': the fake expands extended properties for `id eq '…'` (or several joined by \
         `or`) only."
    );
    error(400, "BadRequest", &message)
}

/// Splits `text` where `separator` matches (it gives the separator's length), outside quotes
/// and parentheses.
fn split_top(text: &str, separator: impl Fn(&str) -> Option<usize>) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut start, mut depth, mut quoted) = (0, 0usize, false);
    let mut at = 0;
    while at < text.len() {
        let rest = &text[at..];
        let c = rest.chars().next().unwrap_or_default();
        if !quoted
            && depth == 0
            && let Some(len) = separator(rest)
        {
            parts.push(&text[start..at]);
            at += len;
            start = at;
            continue;
        }
        match c {
            // A doubled quote inside a literal toggles twice: it stays a literal.
            '\'' => quoted = !quoted,
            '(' if !quoted => depth += 1,
            ')' if !quoted => depth = depth.saturating_sub(1),
            _ => {}
        }
        at += c.len_utf8();
    }
    parts.push(&text[start..]);
    parts
}

/// ` or ` (any case, any whitespace around it).
fn or_at(rest: &str) -> Option<usize> {
    let trimmed = rest.trim_start();
    let leading = rest.len() - trimmed.len();
    let after = trimmed.get(..2).filter(|w| leading > 0 && w.eq_ignore_ascii_case("or")).map(|_| &trimmed[2..])?;
    let trailing = after.len() - after.trim_start().len();
    (trailing > 0).then_some(leading + 2 + trailing)
}

/// The string of `id eq '…'` (any case, optionally in parentheses), unquoted.
fn id_comparison(term: &str) -> Option<String> {
    let mut term = term.trim();
    while let Some(inner) = term.strip_prefix('(').and_then(|t| t.strip_suffix(')')) {
        term = inner.trim();
    }
    let rest = term.get(..2).filter(|w| w.eq_ignore_ascii_case("id")).map(|_| &term[2..])?;
    let rest = rest.strip_prefix(char::is_whitespace)?.trim_start();
    let rest = rest.get(..2).filter(|w| w.eq_ignore_ascii_case("eq")).map(|_| &rest[2..])?;
    let literal = rest.strip_prefix(char::is_whitespace)?.trim();
    let inner = literal.strip_prefix('\'')?.strip_suffix('\'')?;
    // Inside an OData string literal a quote is doubled.
    let mut text = String::new();
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        if c == '\'' && chars.next() != Some('\'') {
            return None;
        }
        text.push(c);
    }
    Some(text)
}

/// Adds the message's properties named by `ids` to its JSON: `singleValueExtendedProperties`
/// with `{"id", "value"}` for each, the id as Graph writes it back (see [`PropertyId`]'s
/// `Display`). The pages do not say what comes when the message has none of them; the fake
/// then leaves the property out, so a client must take a missing property and an empty array
/// alike.
// https://learn.microsoft.com/en-us/graph/api/singlevaluelegacyextendedproperty-get
pub(super) fn expand(json: &mut Value, message: &Message, ids: Option<&[PropertyId]>) {
    let Some(ids) = ids else { return };
    let found: Vec<Value> = message
        .extended
        .iter()
        .filter(|(id, _)| ids.contains(id))
        .map(|(id, value)| serde_json::json!({"id": id.to_string(), "value": value}))
        .collect();
    if let (false, Some(map)) = (found.is_empty(), json.as_object_mut()) {
        map.insert(PROPERTY.into(), found.into());
    }
}
