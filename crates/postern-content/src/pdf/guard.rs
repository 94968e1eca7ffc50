//! Bounds on what the PDF parser is handed. lopdf keeps every object it parses in about 120 bytes,
//! so two bytes of input (`0 `) can cost 120 of memory; and it expands every object stream while
//! it loads a file. The objects of the file, of each object stream and of each page's content are
//! therefore counted here, with a lexer that keeps nothing, before lopdf parses them.

use std::cell::Cell;

use lopdf::{Object, ObjectId};

use crate::budget::MAX_PDF_OBJECT_STREAM;

/// Whether `b` ends a PDF token (white space or a delimiter, ISO 32000-1, 7.2.2).
fn ends_token(b: u8) -> bool {
    matches!(b, 0 | 9 | 10 | 12 | 13 | 32 | b'(' | b')' | b'<' | b'>' | b'[' | b']' | b'{' | b'}' | b'/' | b'%')
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// How many objects (numbers, names, strings, arrays, dictionaries, keywords) `bytes` hold in PDF
/// syntax, or `None` past `limit`. Stream data and cross-reference tables are skipped. Counts at
/// least what a parser makes of the same bytes; linear in their length.
pub(crate) fn count_objects(bytes: &[u8], limit: usize) -> Option<usize> {
    let mut count = 0usize;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        match b {
            0 | 9 | 10 | 12 | 13 | 32 | b')' | b']' | b'>' | b'{' | b'}' => {
                i += 1;
                continue;
            }
            b'%' => {
                while i < bytes.len() && !matches!(bytes[i], b'\r' | b'\n') {
                    i += 1;
                }
                continue;
            }
            b'(' => {
                let mut depth = 0usize;
                while i < bytes.len() {
                    match bytes[i] {
                        b'\\' => i += 1,
                        b'(' => depth += 1,
                        b')' => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                    i += 1;
                }
                i += 1;
            }
            b'<' if bytes.get(i + 1) == Some(&b'<') => i += 2,
            b'<' => i = i + 1 + bytes[i + 1..].iter().position(|&c| c == b'>').map_or(bytes.len(), |p| p + 1),
            b'[' => i += 1,
            b'/' => {
                i += 1;
                while i < bytes.len() && !ends_token(bytes[i]) {
                    i += 1;
                }
            }
            _ => {
                let start = i;
                while i < bytes.len() && !ends_token(bytes[i]) {
                    i += 1;
                }
                match &bytes[start..i] {
                    b"stream" => i += find(&bytes[i..], b"endstream").map_or(bytes.len() - i, |p| p + 9),
                    b"xref" => i += find(&bytes[i..], b"trailer").unwrap_or(bytes.len() - i),
                    b"ID" => i += find(&bytes[i..], b"EI").map_or(bytes.len() - i, |p| p + 2),
                    _ => {}
                }
            }
        }
        count += 1;
        if count > limit {
            return None;
        }
    }
    Some(count)
}

thread_local! {
    /// Objects the object streams of the file being loaded may still hold.
    static LEFT: Cell<usize> = const { Cell::new(0) };
    /// Whether an object stream was left out for want of them.
    static OVER: Cell<bool> = const { Cell::new(false) };
}

/// lopdf's filter of loaded objects (a plain function, hence the thread-local counts): an object
/// stream is counted before lopdf expands it, and left out once the file's objects run out.
fn tally(id: ObjectId, object: &mut Object) -> Option<(ObjectId, Object)> {
    if let Object::Stream(stream) = &*object
        && stream.dict.has_type(b"ObjStm")
        && let Ok(content) = stream.get_plain_content_with_limit(MAX_PDF_OBJECT_STREAM)
    {
        let left = LEFT.get();
        match count_objects(&content, left) {
            Some(found) => LEFT.set(left - found),
            None => {
                OVER.set(true);
                return None;
            }
        }
    }
    // lopdf keeps a file's own objects where they are and uses what is returned only for the
    // objects of object streams, which are never streams: a stream is not copied for nothing.
    match object {
        Object::Stream(_) => Some((id, Object::Null)),
        other => Some((id, other.clone())),
    }
}

/// How loading a file is bounded.
pub(crate) struct Plan {
    /// The largest an object stream may be once decompressed.
    pub object_stream_bytes: usize,
    /// Counts object streams as they are loaded (unencrypted files: lopdf does not filter the
    /// objects of encrypted ones, whose object streams are bounded by their size instead).
    pub filter: Option<lopdf::FilterFunc>,
}

/// How to load `bytes`, with `limit` objects in all; `None` if the file alone holds more.
pub(crate) fn plan(bytes: &[u8], limit: usize) -> Option<Plan> {
    let outside = count_objects(bytes, limit)?;
    let left = limit - outside;
    LEFT.set(left);
    OVER.set(false);
    if find(bytes, b"/Encrypt").is_none() {
        return Some(Plan { object_stream_bytes: MAX_PDF_OBJECT_STREAM, filter: Some(tally) });
    }
    // Without the filter, each object stream gets an equal share: an object takes two bytes at
    // least, so no stream can hold more than its share of objects.
    let streams = bytes.windows(7).filter(|w| w == b"/ObjStm").count().max(1);
    Some(Plan { object_stream_bytes: (left.saturating_mul(2) / streams).min(MAX_PDF_OBJECT_STREAM), filter: None })
}

/// Whether an object stream was left out while the last file was loaded on this thread.
pub(crate) fn objects_ran_out() -> bool {
    OVER.get()
}

#[cfg(test)]
mod tests {
    use super::count_objects;

    #[test]
    fn objects_are_counted_without_streams_and_tables() {
        assert_eq!(count_objects(b"1 0 obj << /Type /Page /Kids [1 0 R] >> endobj", 100), Some(12));
        assert_eq!(count_objects(b"(a (nested) \\) string) <414243> % comment\n/Name", 100), Some(3));
        assert_eq!(count_objects(b"stream\n0 0 0 0 0\nendstream 1", 100), Some(2));
        assert_eq!(count_objects(b"xref\n0 1\n0000000000 65535 f \ntrailer", 100), Some(2));
        assert_eq!(count_objects(b"0 0 0 0", 3), None);
        assert_eq!(count_objects(b"(((", 10), Some(1));
        assert_eq!(count_objects(b"<", 10), Some(1));
    }
}
