#![no_main]
//! Any text as a cursor of a list or a position in the change feed: decoding never panics, a
//! cursor is accepted only by the query it was made for, and what the server hands out decodes
//! to what it encoded.

use libfuzzer_sys::fuzz_target;
use postern_server::fuzzing;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let (cursor, binding) = text.split_once('\n').unwrap_or((&text, "inboxes:usr_1"));

    if let Ok(Some(position)) = fuzzing::decode_cursor(cursor, binding) {
        assert!(position > 0);
        // What decodes is a cursor this binding's encoding reads the same.
        let again = fuzzing::encode_cursor(position, binding);
        assert_eq!(fuzzing::decode_cursor(&again, binding).unwrap(), Some(position));
    }
    let _ = fuzzing::decode_pair(cursor, binding);
    if let Ok(Some(seq)) = fuzzing::decode_feed_position(cursor) {
        assert!(seq >= 0);
        assert_eq!(fuzzing::decode_feed_position(&fuzzing::encode_feed_position(seq)).unwrap(), Some(seq));
    }

    // Round trips of the numbers in the input, and no cursor crosses to another query.
    let mut numbers = data.chunks_exact(8).map(|c| i64::from_le_bytes(c.try_into().unwrap()));
    if let (Some(a), Some(b)) = (numbers.next(), numbers.next()) {
        if a > 0 {
            let made = fuzzing::encode_cursor(a, binding);
            assert_eq!(fuzzing::decode_cursor(&made, binding).unwrap(), Some(a));
            let other = format!("{binding}x");
            assert!(fuzzing::decode_cursor(&made, &other).is_err());
        }
        if a >= 0 && b >= 0 {
            let pair = fuzzing::encode_pair((a, b), binding);
            assert_eq!(fuzzing::decode_pair(&pair, binding).unwrap(), Some((a, b)));
        }
        if a >= 0 {
            assert_eq!(fuzzing::decode_feed_position(&fuzzing::encode_feed_position(a)).unwrap(), Some(a));
        }
    }
});
