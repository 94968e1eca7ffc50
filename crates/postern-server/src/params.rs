//! Request inputs: query parameters with precise errors, JSON bodies whose failures use our
//! error envelope (and never echo the body), and opaque cursors bound to the query that made them.

use crate::error::ApiError;
use axum::body::Bytes;
use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::header::CONTENT_TYPE;
use axum::http::request::Parts;
use postern_core::{Error, ErrorCode};
use serde::de::DeserializeOwned;
use std::collections::HashMap;

/// The query string as a map; a repeated parameter keeps its last value.
#[derive(Debug, Default)]
pub struct Params(pub HashMap<String, String>);

impl<S: Send + Sync> FromRequestParts<S> for Params {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        let query = parts.uri.query().unwrap_or("");
        // No stored text holds a NUL (PostgreSQL's text cannot): one given here is U+FFFD, as
        // one in mail is when it is stored, so it finds the same on both backends.
        let value =
            |v: std::borrow::Cow<'_, str>| if v.contains('\0') { v.replace('\0', "\u{FFFD}") } else { v.into_owned() };
        Ok(Params(form_urlencoded::parse(query.as_bytes()).map(|(k, v)| (k.into_owned(), value(v))).collect()))
    }
}

impl Params {
    /// The raw value of `name`, if given.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0.get(name).map(String::as_str)
    }

    /// A non-empty string value.
    pub fn text(&self, name: &str) -> Option<String> {
        self.get(name).filter(|v| !v.is_empty()).map(str::to_string)
    }

    /// `true` / `false` (also `1` / `0`); an empty value is neither, as the document says.
    pub fn boolean(&self, name: &str) -> Result<Option<bool>, ApiError> {
        match self.get(name) {
            None => Ok(None),
            Some("true" | "1" | "True") => Ok(Some(true)),
            Some("false" | "0" | "False") => Ok(Some(false)),
            Some(_) => Err(Error::invalid_field(name, "must be true or false").into()),
        }
    }

    /// A finite number within `[min, max]`.
    pub fn number(&self, name: &str, min: f64, max: f64) -> Result<Option<f64>, ApiError> {
        match self.get(name) {
            None | Some("") => Ok(None),
            Some(v) => match v.trim().parse::<f64>() {
                Ok(x) if x.is_finite() && (min..=max).contains(&x) => Ok(Some(x)),
                _ => Err(Error::invalid_field(name, format!("must be a number from {min} to {max}")).into()),
            },
        }
    }

    /// `limit` as a whole number; its range is checked where lists are made (`LocalOps`).
    pub fn limit(&self) -> Result<Option<u32>, ApiError> {
        match self.get("limit") {
            None | Some("") => Ok(None),
            Some(v) => v.trim().parse::<u32>().map(Some).map_err(|_| crate::error::bad_limit().into()),
        }
    }
}

/// Path parameters, like axum's `Path`, whose failures (a segment that is not UTF-8 or not of
/// the expected type) use our error envelope instead of axum's plain-text answer.
#[derive(Debug)]
pub struct Path<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned + Send> FromRequestParts<S> for Path<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        // No id or name holds a NUL.
        if parts.uri.path().contains("%00") {
            return Err(ApiError(Error::new(ErrorCode::NotFound, "No such resource: a path parameter is malformed.")));
        }
        match axum::extract::Path::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Path(value)) => Ok(Path(value)),
            // The route matched, so a parameter that cannot be read names nothing that exists.
            Err(_) => {
                Err(ApiError(Error::new(ErrorCode::NotFound, "No such resource: a path parameter is malformed.")))
            }
        }
    }
}

/// A JSON request body. An empty body reads as `{}`; anything that is not a JSON object of the
/// expected shape is a 400 whose message names the problem, never the body's content.
#[derive(Debug)]
pub struct JsonBody<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for JsonBody<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        let content_type = req.headers().get(CONTENT_TYPE).and_then(|v| v.to_str().ok()).map(str::to_ascii_lowercase);
        let bytes = Bytes::from_request(req, state).await.map_err(|rejection| {
            if rejection.status() == axum::http::StatusCode::PAYLOAD_TOO_LARGE {
                ApiError(Error::new(ErrorCode::PayloadTooLarge, "The request body is too large."))
            } else {
                ApiError(Error::new(ErrorCode::InvalidRequest, "The request body could not be read."))
            }
        })?;
        let bytes: &[u8] = if bytes.iter().all(u8::is_ascii_whitespace) { b"{}" } else { &bytes };
        if bytes != b"{}" && content_type.as_deref().is_some_and(|ct| !ct.starts_with("application/json")) {
            return Err(ApiError(Error::new(ErrorCode::UnsupportedMediaType, "Send the body as application/json.")));
        }
        if carries_nul(bytes) {
            return Err(ApiError(Error::new(
                ErrorCode::InvalidRequest,
                "Text in the body must not contain NUL (\\u0000).",
            )));
        }
        // serde reads a struct from an array too (`[null, null]`): only an object is a body.
        if bytes.iter().find(|b| !b.is_ascii_whitespace()) != Some(&b'{') {
            let what = if serde_json::from_slice::<serde::de::IgnoredAny>(bytes).is_ok() {
                "The JSON body has the wrong shape: it must be an object."
            } else {
                "The request body is not valid JSON."
            };
            return Err(ApiError(Error::new(ErrorCode::InvalidRequest, what)));
        }
        let refused = |e: serde_json::Error| {
            let what = match e.classify() {
                serde_json::error::Category::Data => format!("The JSON body has the wrong shape: {}", shape_error(&e)),
                _ => "The request body is not valid JSON.".to_string(),
            };
            ApiError(Error::new(ErrorCode::InvalidRequest, what))
        };
        match serde_json::from_slice(bytes) {
            Ok(body) => Ok(JsonBody(body)),
            // JSON has one kind of number: `300.0` is the integer 300 to a client (and to JSON
            // Schema), so a whole number written with a fraction is read again as an integer.
            Err(e) if e.classify() == serde_json::error::Category::Data => {
                let Ok(mut value) = serde_json::from_slice::<serde_json::Value>(bytes) else { return Err(refused(e)) };
                if !whole_numbers_as_integers(&mut value) {
                    return Err(refused(e));
                }
                serde_json::from_value(value).map(JsonBody).map_err(|_| refused(e))
            }
            Err(e) => Err(refused(e)),
        }
    }
}

/// Rewrites each number with a zero fraction (`300.0`) as an integer; whether any was.
fn whole_numbers_as_integers(value: &mut serde_json::Value) -> bool {
    use serde_json::Value;
    match value {
        Value::Number(n) if !n.is_i64() && !n.is_u64() => match n.as_f64() {
            Some(f) if f.fract() == 0.0 && f.abs() < 9.0e15 => {
                *value = Value::from(f as i64);
                true
            }
            _ => false,
        },
        // Every value is visited (no short circuit): each whole number is rewritten.
        Value::Array(items) => items.iter_mut().map(whole_numbers_as_integers).filter(|changed| *changed).count() > 0,
        Value::Object(map) => map.values_mut().map(whole_numbers_as_integers).filter(|changed| *changed).count() > 0,
        _ => false,
    }
}

/// Whether JSON text holds a NUL: only as the escape `\u0000` (a raw control character in a
/// string is not JSON), and not where the backslash is itself escaped (`\\u0000` is text).
fn carries_nul(json: &[u8]) -> bool {
    let mut backslashes = 0;
    for (i, &b) in json.iter().enumerate() {
        if b == b'\\' {
            backslashes += 1;
            continue;
        }
        if b == b'u' && backslashes % 2 == 1 && json.get(i + 1..i + 5) == Some(b"0000") {
            return true;
        }
        backslashes = 0;
    }
    false
}

/// serde's message for a body of the wrong shape, without the input: "invalid type: integer
/// `12345`, expected a string" would echo a password sent as a number. Messages that name only
/// fields (missing, unknown, duplicate) are kept.
fn shape_error(e: &serde_json::Error) -> String {
    let text = e.to_string();
    let names_a_value = ["invalid type", "invalid value", "invalid length", "unknown variant"];
    if names_a_value.iter().any(|p| text.starts_with(p)) {
        format!("a value has the wrong type or form at line {} column {}", e.line(), e.column())
    } else {
        text
    }
}

/// A pagination cursor: a position in a list, bound to the query that produced it.
pub struct Cursor;

impl Cursor {
    /// Encodes `position` for the query described by `binding`.
    pub fn encode(position: i64, binding: &str) -> String {
        format!("c{:x}.{:08x}", position, fnv(binding))
    }

    /// Decodes a cursor given as `cursor`; one from another query is a 400.
    pub fn decode(cursor: Option<&str>, binding: &str) -> Result<Option<i64>, Error> {
        let Some(cursor) = cursor.filter(|c| !c.is_empty()) else { return Ok(None) };
        let invalid = || Error::invalid_field("cursor", "is not a cursor of this query");
        let (position, bound) = cursor.strip_prefix('c').and_then(|c| c.split_once('.')).ok_or_else(invalid)?;
        let position = i64::from_str_radix(position, 16).map_err(|_| invalid())?;
        let bound = u32::from_str_radix(bound, 16).map_err(|_| invalid())?;
        if bound != fnv(binding) || position <= 0 {
            return Err(invalid());
        }
        Ok(Some(position))
    }

    /// Encodes a two-part position (a time and a sequence number) for the query `binding`.
    pub fn encode_pair((time, seq): (i64, i64), binding: &str) -> String {
        format!("p{time:x}-{seq:x}.{:08x}", fnv(binding))
    }

    /// Decodes a cursor made by [`Cursor::encode_pair`]; one from another query is a 400.
    pub fn decode_pair(cursor: Option<&str>, binding: &str) -> Result<Option<(i64, i64)>, Error> {
        let Some(cursor) = cursor.filter(|c| !c.is_empty()) else { return Ok(None) };
        let invalid = || Error::invalid_field("cursor", "is not a cursor of this query");
        let (position, bound) = cursor.strip_prefix('p').and_then(|c| c.split_once('.')).ok_or_else(invalid)?;
        let (time, seq) = position.split_once('-').ok_or_else(invalid)?;
        let time = i64::from_str_radix(time, 16).map_err(|_| invalid())?;
        let seq = i64::from_str_radix(seq, 16).map_err(|_| invalid())?;
        if u32::from_str_radix(bound, 16).map_err(|_| invalid())? != fnv(binding) {
            return Err(invalid());
        }
        Ok(Some((time, seq)))
    }
}

/// FNV-1a: a stable hash, so cursors survive restarts.
fn fnv(s: &str) -> u32 {
    s.bytes().fold(0x811c_9dc5u32, |h, b| (h ^ u32::from(b)).wrapping_mul(0x0100_0193))
}

/// A page in the API's list envelope.
pub(crate) fn page_response<T: serde::Serialize>(page: postern_core::ops::Page<T>) -> axum::response::Response {
    use axum::response::IntoResponse;
    axum::Json(serde_json::json!({
        "data": page.data,
        "pagination": { "next_cursor": page.next_cursor, "has_more": page.has_more }
    }))
    .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cursors_round_trip_and_are_bound_to_their_query() {
        let c = Cursor::encode(42, "inboxes:usr_1");
        assert_eq!(Cursor::decode(Some(&c), "inboxes:usr_1").unwrap(), Some(42));
        assert!(Cursor::decode(Some(&c), "inboxes:usr_2").is_err());
        assert!(Cursor::decode(Some("garbage"), "inboxes:usr_1").is_err());
        assert!(Cursor::decode(Some("c-1.0"), "x").is_err());
        assert_eq!(Cursor::decode(None, "x").unwrap(), None);
    }

    #[test]
    fn a_body_is_an_object_and_a_whole_number_may_carry_a_fraction() {
        #[derive(Debug, serde::Deserialize)]
        struct Body {
            n: Option<u64>,
        }
        let read = |text: &'static str| {
            let request = axum::http::Request::builder()
                .header(CONTENT_TYPE, "application/json")
                .body(axum::body::Body::from(text))
                .unwrap();
            let runtime = tokio::runtime::Builder::new_current_thread().build().unwrap();
            runtime.block_on(JsonBody::<Body>::from_request(request, &())).map(|b| b.0.n).map_err(|e| e.0.message)
        };
        assert_eq!(read(r#"{"n": 300}"#), Ok(Some(300)));
        assert_eq!(read(r#"{"n": 300.0}"#), Ok(Some(300)));
        assert_eq!(read(" {} "), Ok(None));
        assert!(read(r#"{"n": 300.5}"#).unwrap_err().contains("wrong shape"));
        assert!(read("[null]").unwrap_err().contains("must be an object"));
        assert!(read("[").unwrap_err().contains("not valid JSON"));
        assert!(read("12").unwrap_err().contains("must be an object"));
    }

    #[test]
    fn a_nul_is_found_only_where_json_escapes_one() {
        assert!(carries_nul(br#"{"label":"a\u0000b"}"#));
        assert!(carries_nul(br#"{"label":"\\\u0000"}"#), "an escaped backslash, then the escape");
        assert!(!carries_nul(br#"{"label":"\\u0000"}"#), "a backslash, then the text u0000");
        assert!(!carries_nul(br#"{"label":"u0000 \u0001"}"#));
        for json in [r#"{"label":"a\u0000b"}"#, r#"{"label":"\\\u0000"}"#] {
            let value: serde_json::Value = serde_json::from_str(json).unwrap();
            assert!(value["label"].as_str().unwrap().contains('\0'), "{json} does hold a NUL");
        }
        let value: serde_json::Value = serde_json::from_str(r#"{"label":"\\u0000"}"#).unwrap();
        assert!(!value["label"].as_str().unwrap().contains('\0'));
    }
}
