#![no_main]
//! Any bytes as a received message: parsing and extraction must never panic; nor must taking
//! attachments out of it (a draft given to the API), and what is left is never longer; nor must
//! reading a provider's `Authentication-Results` from it.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|raw: &[u8]| {
    let _ = postern_mail::parse(raw);
    use postern_mail::authres::{Stamp, provider_verdict};
    let _ = provider_verdict(raw, &Stamp::AuthservId("mx.google.com".into()));
    let _ = provider_verdict(raw, &Stamp::ExchangeOnline);
    if let Some((rest, _)) = postern_mail::compose::detach(raw, raw.len() / 2) {
        assert!(rest.len() <= raw.len());
    }
});
