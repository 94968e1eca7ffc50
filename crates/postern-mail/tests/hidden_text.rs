//! Hidden text never reaches a model: the corpus in `tests/hidden-text` holds injection attempts
//! in every hiding style (`injection/`) and ordinary newsletters and receipts (`ordinary/`);
//! `expected.txt` says what each must show and must never show. Every text made from a message
//! is checked: the visible text of its HTML, the parsed message's `text` and `visible_text` (what
//! people, agents and the extractor read), the search index's text, the text JMAP bodies get.

use postern_mail::parse::{html_text, searchable};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// What a message must show and must never show.
#[derive(Default)]
struct Expected {
    shown: Vec<String>,
    hidden: Vec<String>,
}

/// The instruction planted in every injection attempt.
const PLANTED: [&str; 2] = ["IGNORE PREVIOUS INSTRUCTIONS", "attacker@evil.test"];

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/hidden-text")
}

/// `\u{…}` escapes of the manifest as characters.
fn unescape(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(i) = rest.find("\\u{") {
        out.push_str(&rest[..i]);
        let end = rest[i..].find('}').map(|e| i + e).expect("a closed escape");
        let c = u32::from_str_radix(&rest[i + 3..end], 16).ok().and_then(char::from_u32).expect("a character");
        out.push(c);
        rest = &rest[end + 1..];
    }
    out.push_str(rest);
    out
}

fn manifest() -> BTreeMap<String, Expected> {
    let text = std::fs::read_to_string(corpus().join("expected.txt")).expect("expected.txt");
    let mut files: BTreeMap<String, Expected> = BTreeMap::new();
    let mut current = None;
    for line in text.lines() {
        let line = line.trim_end();
        if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            assert!(!files.contains_key(name), "{name} twice in expected.txt");
            files.insert(name.to_string(), Expected::default());
            current = Some(name.to_string());
        } else if let Some(s) = line.strip_prefix("+ ") {
            files.get_mut(current.as_deref().expect("a section")).unwrap().shown.push(unescape(s));
        } else if let Some(s) = line.strip_prefix("- ") {
            files.get_mut(current.as_deref().expect("a section")).unwrap().hidden.push(unescape(s));
        } else {
            assert!(line.is_empty() || line.starts_with('#'), "unreadable line in expected.txt: {line}");
        }
    }
    files
}

/// A message with `html` as its only body.
fn message(html: &str) -> Vec<u8> {
    format!(
        "From: Sender <sender@example.test>\r\nTo: reader@example.test\r\nSubject: Notice\r\nMIME-Version: 1.0\r\n\
         Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n{html}"
    )
    .into_bytes()
}

/// Every text made from a corpus file, named, and whether hidden text was reported.
fn texts(path: &Path) -> (Vec<(&'static str, String)>, bool) {
    let raw = std::fs::read(path).expect("corpus file");
    let mut texts = Vec::new();
    let mut reported = false;
    let raw = if path.extension().is_some_and(|e| e == "html") {
        let html = String::from_utf8(raw).expect("UTF-8 HTML");
        let visible = postern_mail::visible_text(&html);
        reported |= !visible.hidden.is_empty() && visible.hidden.summary().is_some();
        texts.push(("visible_text", visible.text));
        texts.push(("parse::html_text", html_text(&html)));
        message(&html)
    } else {
        raw
    };
    let parsed = postern_mail::parse(&raw);
    reported |= !parsed.hidden.is_empty();
    texts.push(("ParsedMessage::text", parsed.text));
    texts.push(("searchable", searchable(&raw, usize::MAX).0));
    (texts, reported)
}

/// Characters that must never be in any text: tag characters, zero-width spaces, word joiners,
/// byte-order marks, soft hyphens; no run of variation selectors; no joiner between ASCII.
fn invisible_left(text: &str) -> Option<String> {
    let chars: Vec<char> = text.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        let code = c as u32;
        let never = matches!(code, 0xE0000..=0xE007F | 0x200B | 0x2060..=0x2064 | 0xFEFF | 0xAD | 0x202A..=0x202E);
        let selector = |c: char| matches!(c as u32, 0xFE00..=0xFE0F | 0xE0100..=0xE01EF);
        let run = selector(c) && i > 0 && selector(chars[i - 1]);
        let ascii_joiner = matches!(code, 0x200C | 0x200D)
            && (i == 0 || chars[i - 1].is_ascii() || chars.get(i + 1).is_none_or(char::is_ascii));
        if never || run || ascii_joiner {
            return Some(format!("U+{code:04X} at character {i}"));
        }
    }
    None
}

#[test]
fn hidden_text_never_reaches_a_reader_and_visible_text_is_kept() {
    let manifest = manifest();
    let mut on_disk = Vec::new();
    for dir in ["injection", "ordinary"] {
        for entry in std::fs::read_dir(corpus().join(dir)).expect("corpus folder") {
            let name = entry.expect("entry").file_name().to_string_lossy().into_owned();
            on_disk.push(format!("{dir}/{name}"));
        }
    }
    on_disk.sort();
    let listed: Vec<&String> = manifest.keys().collect();
    assert_eq!(on_disk.iter().collect::<Vec<_>>(), listed, "expected.txt and the corpus folders list different files");

    let mut failures = Vec::new();
    let (mut shown, mut hidden) = (0, 0);
    for (name, expected) in &manifest {
        let injection = name.starts_with("injection/");
        let (texts, reported) = texts(&corpus().join(name));
        let mut never: Vec<&str> = expected.hidden.iter().map(String::as_str).collect();
        if injection {
            never.extend(PLANTED);
            if !reported {
                failures.push(format!("{name}: no hidden text reported"));
            }
        }
        for (what, text) in &texts {
            for s in &expected.shown {
                shown += 1;
                if !text.contains(s.as_str()) {
                    failures.push(format!("{name}: {what} lost {s:?}:\n{text}"));
                }
            }
            for s in &never {
                hidden += 1;
                if text.contains(s) {
                    failures.push(format!("{name}: {what} shows {s:?}:\n{text}"));
                }
            }
            if let Some(left) = invisible_left(text) {
                failures.push(format!("{name}: {what} keeps an invisible character, {left}"));
            }
        }
    }
    println!(
        "hidden-text corpus: {} injection attempts, {} ordinary messages; {shown} visible and {hidden} hidden strings checked",
        manifest.keys().filter(|k| k.starts_with("injection/")).count(),
        manifest.keys().filter(|k| k.starts_with("ordinary/")).count(),
    );
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n\n"));
}

#[test]
fn the_corpus_covers_every_hiding_style() {
    // Each reason a reader can give is exercised by at least one injection attempt.
    let mut seen = std::collections::BTreeSet::new();
    for entry in std::fs::read_dir(corpus().join("injection")).expect("injection folder") {
        let path = entry.expect("entry").path();
        let raw = std::fs::read(&path).expect("file");
        let hidden = if path.extension().is_some_and(|e| e == "html") {
            postern_mail::visible_text(&String::from_utf8_lossy(&raw)).hidden
        } else {
            postern_mail::parse(&raw).hidden
        };
        seen.extend(hidden.reasons.keys().map(|r| r.as_str()));
    }
    for reason in [
        "display_none",
        "visibility_hidden",
        "font_size",
        "opacity",
        "same_colour",
        "zero_size",
        "off_screen",
        "hidden_attribute",
        "aria_hidden",
        "template",
        "noscript",
        "not_rendered",
        "comment",
        "tracking_image",
        "invisible_unicode",
    ] {
        assert!(seen.contains(reason), "no injection attempt is hidden by {reason}: {seen:?}");
    }
}
