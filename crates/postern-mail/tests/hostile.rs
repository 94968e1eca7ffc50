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
        // Separated by more than a space: numbers one space apart are read as one long number.
        let text = fill(size, |_| "123456; ".to_string());
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

/// Markup built to make an HTML reader slow or large (deep nesting, the standard's quadratic
/// cases, thousands of formatting elements, huge style sheets, endless raw text): the visible
/// text is read, what is beyond the reader's caps left out and said so, and nothing panics.
#[test]
fn hostile_markup_is_read_within_bounds() {
    type Piece = fn(usize) -> String;
    let shapes: [(&str, Piece); 10] = [
        ("deep divs", |_| "<div>".into()),
        ("lists in lists", |_| "<ul><li>".into()),
        ("distinct formatting", |i| format!("<b id=b{i}>x")),
        ("misnested blocks", |i| format!("<b><p>{i}</b>")),
        ("links in links", |_| "<a href=x><div><a href=y>t".into()),
        ("table soup", |_| "<table><tr><td><table>x</td></tr><tr>".into()),
        ("unknown names", |i| format!("<x-{i} class=c{i}>t</x-{i}>")),
        ("style rules", |i| format!("<style>.c{i} .d{i} > p {{ color: #fff }} #i{i} {{ display: none }}</style>")),
        ("upper case", |_| "<TD CLASS=A STYLE=\"COLOR:RED;FONT-SIZE:12PX\">Text</TD>".into()),
        ("svg", |_| "<svg><g><text>t</text><foreignObject><p>p".into()),
    ];
    for size in SIZES {
        for (what, piece) in shapes {
            let html = format!("<p>Visible start</p>{}", fill(size, piece));
            let v = postern_mail::visible_text(&html);
            // Style sheets over the caps leave the whole document out: their rules apply to it all.
            let over_caps = what == "style rules" && v.hidden.reasons.contains_key(&postern_mail::Reason::TooComplex);
            assert!(
                v.text.starts_with("Visible start") || over_caps,
                "{what}, {size} bytes: {:?}",
                &v.text[..v.text.len().min(80)]
            );
            assert!(v.text.len() <= html.len(), "{what}, {size} bytes");
        }
    }
    // Raw text and comments that never end take the rest of the document with them.
    for opener in ["<script>", "<style>", "<!--", "<title>", "<textarea>", "<plaintext>"] {
        let html = format!("<p>Visible start</p>{opener}{}", fill(1 << 20, |_| "</p><b>x</b>".into()));
        let v = postern_mail::visible_text(&html);
        let over_caps = opener == "<style>" && v.hidden.reasons.contains_key(&postern_mail::Reason::TooComplex);
        assert!(v.text.starts_with("Visible start") || over_caps, "{opener}");
    }
}

/// Past the reader's caps the rest of a document is left out, and the report says so.
#[test]
fn markup_beyond_the_caps_is_left_out_and_reported() {
    let deep = format!("<p>top</p>{}deep text", "<div>".repeat(postern_mail::html::MAX_DEPTH + 1));
    let v = postern_mail::visible_text(&deep);
    assert_eq!(v.text, "top");
    assert_eq!(v.hidden.reasons.get(&postern_mail::Reason::TooComplex), Some(&8));
    let rules: String = (0..5000).map(|i| format!(".c{i}{{display:none}}")).collect();
    let many = format!("<style>{rules}</style><p>text</p>");
    let v = postern_mail::visible_text(&many);
    assert_eq!(v.text, "", "a sheet over the rule cap is not guessed at");
    assert!(v.hidden.reasons.contains_key(&postern_mail::Reason::TooComplex));
}
