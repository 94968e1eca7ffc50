#![no_main]
//! Any bytes as an HTML body: reading the text a person sees never panics, is never more than
//! the markup can make (a NUL in raw text, one byte, becomes U+FFFD, three), the report of what
//! was left out adds up, and no invisible character that smuggles text is left in it.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let html = String::from_utf8_lossy(data);
    let visible = postern_mail::visible_text(&html);
    assert!(visible.text.len() <= 3 * html.len());
    assert_eq!(visible.hidden.characters, visible.hidden.reasons.values().sum::<usize>());
    assert!(!visible.text.chars().any(|c| matches!(c as u32, 0xE0000..=0xE007F | 0x200B | 0x2060 | 0xFEFF)));
    let plain = postern_mail::visible_plain_text(&html);
    assert!(plain.text.len() <= html.len());
});
