#![no_main]
//! Any bytes as what an IMAP (or SMTP, POP3, JMAP, Gmail, or autoconfig) server sends, through every hand-written
//! parser of provider data in postern-providers: none may panic, and each is linear in its input.
//! The first byte picks how the stream is cut into reads and which limits the framer gets.

use libfuzzer_sys::fuzz_target;
use postern_providers::fuzzing;

fuzz_target!(|data: &[u8]| {
    let Some((&knobs, data)) = data.split_first() else { return };
    let step = usize::from(knobs & 0x0f) + 1;
    let limit = if knobs & 0x10 == 0 { u64::MAX } else { 512 };
    let line_limit = if knobs & 0x20 == 0 { u64::MAX } else { 128 };

    // The framer under async-imap: the same ends however the stream is cut, and never past it.
    let (ends, refused) = fuzzing::frame(data, step, limit, line_limit);
    let (whole, whole_refused) = fuzzing::frame(data, data.len().max(1), limit, line_limit);
    assert_eq!(ends, whole);
    assert_eq!(refused, whole_refused);
    assert!(ends.iter().sum::<usize>() <= data.len());

    // Each framed response through the tap's envelope parser and through imap-proto and our
    // conversion of its FETCH attributes.
    let mut rest = data;
    while let Some(len) = fuzzing::response_len(rest) {
        let (response, tail) = rest.split_at(len);
        let _ = fuzzing::fetched_envelope(response);
        // A SEARCH result read by the tap: what imap-proto reads of it, number for number.
        if let Some(uids) = fuzzing::search_results(response) {
            assert!(uids.len() <= response.len() / 2);
            assert!(response.len() >= 10 && response[..8].eq_ignore_ascii_case(b"* SEARCH"));
            if let Some(theirs) = fuzzing::imap_proto_search(response) {
                assert_eq!(uids, theirs);
            }
        }
        let _ = fuzzing::imap_proto_message(response);
        rest = tail;
    }
    let _ = fuzzing::fetched_envelope(data);

    // The text parsers, on the bytes as a server's text.
    let text = String::from_utf8_lossy(data);
    let _ = fuzzing::internal_date(&text);
    let _ = fuzzing::message_ids(data);
    let _ = fuzzing::header_value(data, "references");
    let _ = fuzzing::attachment_hint(&text);
    let _ = postern_providers::imap::details_of(data);
    let _ = postern_providers::imap::utf7::decode(&text);
    for line in text.split('\n') {
        let _ = fuzzing::smtp_reply_line(line);
    }
    // POP3's UIDL and LIST lines: an id is 1 to 70 printable characters of the line.
    for line in data.split(|&b| b == b'\n') {
        let (uidl, _) = fuzzing::pop3_entries(line);
        if let Some((_, id)) = uidl {
            assert!((1..=70).contains(&id.len()) && line.len() >= id.len());
        }
    }
    let _ = fuzzing::autoconfig(&text);

    // JMAP: the event stream reads the same events however it is cut (unless a line is too
    // long), and a server's JSON comes out as emails and folders without a panic.
    let (events, overflowed) = fuzzing::jmap_events(data, step);
    let (whole, whole_overflowed) = fuzzing::jmap_events(data, data.len().max(1));
    assert_eq!(overflowed, whole_overflowed);
    if !overflowed {
        assert_eq!(events, whole);
    }
    let _ = fuzzing::jmap_answer(data);
    // Gmail: a batch's multipart answer has at most one answer per delimiter.
    let (answers, _, _) = fuzzing::gmail_answer(data);
    assert!(answers.unwrap_or(0) <= data.len() / 3);
});
