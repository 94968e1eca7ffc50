#![no_main]
//! Any bytes as a received message: parsing and extraction must never panic; nor must taking
//! attachments out of it (a draft given to the API), and what is left is never longer.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|raw: &[u8]| {
    let _ = postern_mail::parse(raw);
    if let Some((rest, _)) = postern_mail::compose::detach(raw, raw.len() / 2) {
        assert!(rest.len() <= raw.len());
    }
});
