//! The parsers of request inputs that are not reached through a whole request cheaply enough,
//! for the fuzz targets only (cargo feature `fuzzing`); not an API.

use crate::params::Cursor;
use postern_core::Error;

/// A list's pagination cursor as the routes decode it ([`Cursor::decode`]).
pub fn decode_cursor(cursor: &str, binding: &str) -> Result<Option<i64>, Error> {
    Cursor::decode(Some(cursor), binding)
}

/// A position as the routes encode it.
pub fn encode_cursor(position: i64, binding: &str) -> String {
    Cursor::encode(position, binding)
}

/// A two-part cursor (time and sequence) as the routes decode it.
pub fn decode_pair(cursor: &str, binding: &str) -> Result<Option<(i64, i64)>, Error> {
    Cursor::decode_pair(Some(cursor), binding)
}

/// A two-part position as the routes encode it.
pub fn encode_pair(position: (i64, i64), binding: &str) -> String {
    Cursor::encode_pair(position, binding)
}

/// A change-feed position (`since`, `Last-Event-ID`) as the feed decodes it.
pub fn decode_feed_position(value: &str) -> Result<Option<i64>, Error> {
    crate::feed::position(Some(value), "since")
}

/// A change-feed position as the feed hands it out.
pub fn encode_feed_position(seq: i64) -> String {
    crate::feed::cursor(seq)
}
