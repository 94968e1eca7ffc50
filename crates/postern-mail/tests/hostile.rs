//! Hostile mail: extraction looks at a bounded prefix of the subject, of each line and of the
//! text, so huge inputs give the same result as their scanned part and finish. Timings are in
//! `examples/extract_scaling.rs`, not here.

use postern_mail::extract::{MAX_LINE_BYTES, MAX_SUBJECT_BYTES};
use postern_mail::{MAX_SCAN_CHARS, extract};

const SIZES: [usize; 3] = [64 << 10, 1 << 20, 16 << 20];

/// Repeats `piece(i)` until `size` bytes.
fn fill(size: usize, piece: impl Fn(usize) -> String) -> String {
    let mut out = String::with_capacity(size + 64);
    let mut i = 0;
    while out.len() < size {
        out.push_str(&piece(i));
        i += 1;
    }
    out
}

/// Distinct codes next to keywords, an address word and a stale word.
fn code_words(i: usize) -> String {
    format!("code {:06} old street ", 100_000 + i % 900_000)
}

fn prefix(s: &str, max: usize) -> &str {
    let mut end = max.min(s.len());
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    &s[..end]
}

#[test]
fn a_huge_subject_is_read_up_to_its_cap() {
    for size in SIZES {
        // A multi-byte character straddles the cap at some sizes: the cut stays on a boundary.
        let subject = fill(size, |i| format!("é{}", code_words(i)));
        let e = extract(&subject, "", "", &[]);
        assert_eq!(e, extract(prefix(&subject, MAX_SUBJECT_BYTES), "", "", &[]), "{size} bytes");
        assert_eq!(e.detected_otp.as_deref(), Some("100000"), "the first code wins a tie");
    }
}

#[test]
fn a_huge_line_is_read_up_to_its_cap() {
    for size in SIZES {
        let line = fill(size, code_words);
        let text = format!("Your code is 654371\n{line}\n");
        let e = extract("", &text, "", &[]);
        let capped = format!("Your code is 654371\n{}\n", prefix(&line, MAX_LINE_BYTES));
        assert_eq!(e, extract("", &capped, "", &[]), "{size} bytes");
        assert_eq!(e.otp.as_deref(), Some("654371"));
    }
}

#[test]
fn a_huge_number_token_body_is_read_up_to_the_text_cap() {
    for size in SIZES {
        let text = fill(size, |_| "123456 ".to_string());
        let e = extract("Your code", &text, "", &[]);
        assert_eq!(e, extract("Your code", prefix(&text, MAX_SCAN_CHARS), "", &[]), "{size} bytes");
        assert_eq!(e.detected_otp.as_deref(), Some("123456"));
    }
}

#[test]
fn many_short_lines_and_many_distinct_codes_finish() {
    for size in SIZES {
        let text = fill(size, |i| format!("{}\n", code_words(i)));
        let e = extract("", &text, "", &[]);
        assert_eq!(e, extract("", prefix(&text, MAX_SCAN_CHARS), "", &[]), "{size} bytes");
        assert!(e.candidates.len() <= 5);
    }
}

#[test]
fn huge_html_and_many_links_finish() {
    for size in SIZES {
        let html =
            fill(size, |i| format!("x https://x.test/verify?token={i:012} <a href=\"https://y.test/{i}\">y</a>"));
        let e = extract("", &html, &html, std::slice::from_ref(&html));
        assert!(e.links.len() <= 1000, "{size} bytes: {} links", e.links.len());
        assert!(e.magic_link.iter().all(|l| e.links.contains(l)));
    }
}

#[test]
fn a_huge_hostile_message_parses() {
    for size in SIZES {
        let html = fill(size, |i| {
            format!("<div style=\"display:none\">code {i:06}</div><td>1</td><td>2</td><td>3</td><td>4</td><b><i>")
        });
        let raw = format!("Subject: {}\r\nContent-Type: text/html\r\n\r\n{html}", fill(size, code_words));
        let parsed = postern_mail::parse(raw.as_bytes());
        assert!(parsed.text.contains("1234"));
        assert!(parsed.extraction.detected_otp.is_some());
    }
}
