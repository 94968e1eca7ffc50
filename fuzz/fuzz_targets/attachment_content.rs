#![no_main]
//! Any bytes as an attachment an agent asks to read, declared as any of the types it reads (the
//! first byte chooses one; the bytes' own magic then decides): reading never panics, and what it
//! returns keeps to the budget (characters, output bytes, pixels, no control characters).

use libfuzzer_sys::fuzz_target;
use postern_content::{Budget, Part, read};

const TYPES: &[&str] = &[
    "application/pdf",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "application/vnd.oasis.opendocument.text",
    "image/png",
    "image/jpeg",
    "image/gif",
    "image/webp",
    "text/plain; charset=utf-8",
    "text/csv; charset=iso-8859-1",
    "text/html",
    "application/octet-stream",
];

fuzz_target!(|data: &[u8]| {
    let Some((&choice, bytes)) = data.split_first() else { return };
    let content_type = TYPES[choice as usize % TYPES.len()];
    let budget = Budget {
        first_page: 1,
        pages: 2,
        max_chars: 2_000,
        max_image_pixels: 100_000,
        max_output_bytes: 256 * 1024,
        ..Budget::default()
    };
    let content = read(bytes, content_type, "fuzzed", &budget);
    let (mut chars, mut output) = (0, 0);
    for part in &content.parts {
        match part {
            Part::Text { text, .. } => {
                chars += text.chars().count();
                output += text.len();
                assert!(!text.chars().any(|c| c.is_control() && c != '\n' && c != '\t'));
            }
            Part::Image { data, width, height, .. } => {
                output += data.len();
                assert!(u64::from(*width) * u64::from(*height) <= u64::from(budget.max_image_pixels));
            }
        }
    }
    assert!(chars <= budget.max_chars && output <= budget.max_output_bytes);
});
