#![no_main]
//! Any bytes as one SMTP command line: the parser must never panic.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|line: &[u8]| {
    let _ = postern_smtp::command::parse(line);
});
