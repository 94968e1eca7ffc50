//! Properties that hold for any input: parsing and extraction never panic, are deterministic,
//! and only ever return a code that is in the message; text hidden from a person is never in the
//! visible text, however the markup around it is written.

use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn parsing_any_bytes_never_panics(raw in proptest::collection::vec(any::<u8>(), 0..4096)) {
        let _ = postern_mail::parse(&raw);
    }

    /// Fields built of the characters that matter to the reader (separators, comments, quotes,
    /// folds), above and below the provider's own: no panic, and a domain only ever from the
    /// topmost field with the provider's authserv-id.
    #[test]
    fn a_providers_verdict_comes_from_its_own_field_only(
        above in "[a-z=;() \"\\\r\n\t.@]{0,200}",
        below in "[a-z=;() \"\\\r\n\t.@]{0,200}",
    ) {
        use postern_mail::authres::{Stamp, provider_verdict};
        let raw = format!("Authentication-Results: x.test;{above}\r\nAuthentication-Results: mx.google.com; dmarc=pass header.from=real.test\r\nAuthentication-Results: mx.google.com;{below}\r\n\r\nbody");
        let verdict = provider_verdict(raw.as_bytes(), &Stamp::AuthservId("mx.google.com".into()));
        // Unless the text above holds an empty line (which ends the header section there),
        // Gmail's own field is the one read.
        let above_gmails = &raw[..raw.find("Authentication-Results: mx.google.com; dmarc").unwrap()];
        let cut = above_gmails.contains("\n\n") || above_gmails.contains("\n\r\n");
        let domain = verdict.and_then(|v| v.domain);
        if cut {
            prop_assert_eq!(domain, None);
        } else {
            prop_assert_eq!(domain.as_deref(), Some("real.test"));
        }
        let _ = provider_verdict(raw.as_bytes(), &Stamp::ExchangeOnline);
    }

    #[test]
    fn extraction_is_deterministic_and_codes_come_from_the_message(
        subject in "[ -~]{0,80}",
        text in "(?s).{0,600}",
        html in "(?s)(<a href=\"https://x\\.test/[a-z0-9=?&]{0,30}\">[a-zA-Z ]{0,20}</a>|<td>[0-9]</td>|[^<]{0,40}){0,12}",
    ) {
        let a = postern_mail::extract(&subject, &text, &html, &[]);
        let b = postern_mail::extract(&subject, &text, &html, &[]);
        prop_assert_eq!(&a, &b);
        if let Some(code) = &a.otp {
            prop_assert!((4..=8).contains(&code.len()) && code.chars().all(|c| c.is_ascii_alphanumeric()));
            let squeeze = |s: &str| s.chars().filter(|c| c.is_ascii_alphanumeric()).collect::<String>();
            prop_assert!(squeeze(&subject).contains(code.as_str()) || squeeze(&text).contains(code.as_str()));
            prop_assert!(a.otp_confidence.is_some_and(|c| (0.5..=1.0).contains(&c)));
        }
        if let Some(link) = &a.magic_link {
            prop_assert!(a.links.contains(link));
        }
    }

    #[test]
    fn messages_built_around_a_code_give_that_code(code in "[0-9]{6}", name in "[A-Z][a-z]{2,10}") {
        // Runs (123456) and repeats (111111) are what examples and placeholders look like, and
        // the extractor weighs them as such.
        let steps: Vec<i8> = code.as_bytes().windows(2).map(|w| w[1] as i8 - w[0] as i8).collect();
        prop_assume!(!steps.iter().all(|&s| s == steps[0] && s.abs() <= 1));
        let raw = format!("From: {name} <no-reply@{}.test>\r\nSubject: Your {name} sign-in\r\n\r\nHi,\r\n\r\nYour verification code is {code}.\r\n\r\nIt expires in 10 minutes.\r\n", name.to_lowercase());
        let parsed = postern_mail::parse(raw.as_bytes());
        prop_assert_eq!(parsed.extraction.otp.as_deref(), Some(code.as_str()));
    }

    #[test]
    fn visible_text_of_any_markup_never_panics_nor_grows(html in "(?s).{0,2000}") {
        let v = postern_mail::visible_text(&html);
        // Only a NUL in raw text (one byte) grows: into U+FFFD (three).
        prop_assert!(v.text.len() <= 3 * html.len());
        prop_assert_eq!(v.hidden.characters, v.hidden.reasons.values().sum::<usize>());
    }

    #[test]
    fn hidden_words_stay_hidden_whatever_surrounds_them(
        before in "(<p>|<div>|<td>|<b>|<span>|<table><tr><td>|<font size=2>|</p>|</div>|[a-z ]{1,8}){0,6}",
        hiding in prop::sample::select(vec![
            "<div style=\"display:none\">",
            "<span style=\"font-size:0\">",
            "<div style=\"color:#ffffff\">",
            "<div style=\"opacity:0\">",
            "<div hidden>",
            "<span aria-hidden=\"true\">",
            "<div style=\"position:absolute;left:-9999px\">",
            "<div style=\"max-height:0;overflow:hidden\">",
            "<template>",
            "<div class=\"h\">",
            "<div id=\"h\">",
        ]),
        inside in "(<b>|<span>|<i>|<em>|<small>|<br>|[a-z ]{1,8}){0,6}",
        after in "(<p>|</div>|</td>|</b>|</span>|</table>|[a-z ]{1,8}){0,6}",
    ) {
        // Nothing in it closes the hiding element (inline content, which no block start is
        // among) or gives the word a colour of its own (a link, a font colour, as a browser
        // would); what comes after may or may not close it, and what comes before never is in it.
        let html = format!(
            "<style>.h, #h {{ display: none }}</style><p>Visible start</p>{before}{hiding}{inside} Zqxjkvw{after}"
        );
        let v = postern_mail::visible_text(&html);
        prop_assert!(!v.text.contains("Zqxjkvw"), "{html}\n→ {}", v.text);
        prop_assert!(v.text.contains("Visible start"), "{html}\n→ {}", v.text);
    }
}
