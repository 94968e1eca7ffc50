#![no_main]
//! Any bytes as a received message: parsing and extraction must never panic.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|raw: &[u8]| {
    let _ = postern_mail::parse(raw);
});
