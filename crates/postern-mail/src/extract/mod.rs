//! The OTP and magic-link extractor: code candidates (module `codes`) and link candidates
//! (module `links`) scored by learned weights over general signals (`model`). Deterministic: the
//! same input always gives the same result. docs/EXTRACTION.md says how it decides.

mod codes;
mod links;
pub mod model;
mod weights;
mod words;

use links::link_candidates;
pub use links::unwrap_redirect;

/// Codes scored above this are reported as `otp`, else only as `detected_otp`: a code is given
/// only when it is more likely right than wrong (a coin toss is no answer; a wrong code makes a
/// sign-up fail, while none lets the caller read the mail).
pub const OTP_THRESHOLD: f64 = 0.5;
/// Links scored above this are reported as `magic_link`.
pub const LINK_THRESHOLD: f64 = 0.5;
/// Links looked at per message, in each of the HTML and the text.
const MAX_LINKS: usize = 500;
/// Candidates of each kind reported with their evidence.
const MAX_REPORTED: usize = 5;
/// Bytes of the subject scanned for codes. A subject is one line, and every candidate on a line
/// is scored against the whole line; a real subject is far shorter.
pub const MAX_SUBJECT_BYTES: usize = 1024;
/// Bytes of each body line scanned for codes, and the most of its line taken as the context of a
/// bare URL. Real lines (paragraphs included) are far shorter.
pub const MAX_LINE_BYTES: usize = 4096;
/// Bytes of `List-Unsubscribe` URLs each link is compared with; a real header holds one or two.
const MAX_UNSUBSCRIBE_BYTES: usize = 8 * 1024;
/// Up to this many subject codes are looked for in the body one by one; more are looked for in
/// one pass over it.
const SUBJECT_CODES_SEARCHED_ALONE: usize = 8;

pub use postern_core::model::Candidate;

/// What extraction found in one message.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Extraction {
    /// The code, when its confidence is above [`OTP_THRESHOLD`].
    pub otp: Option<String>,
    /// Confidence of `otp` in 0–1 (two decimals); `None` when there is no otp.
    pub otp_confidence: Option<f64>,
    /// The best candidate whatever its confidence.
    pub detected_otp: Option<String>,
    /// The sign-in / verification / reset link, exactly as it appears in the message.
    pub magic_link: Option<String>,
    /// Confidence of `magic_link` in 0–1; `None` when there is no link.
    pub link_confidence: Option<f64>,
    /// Where `magic_link` leads when it is a known redirect wrapper (decoded, never fetched).
    pub link_target: Option<String>,
    /// Every http(s) link, de-duplicated, in document order.
    pub links: Vec<String>,
    /// The best candidates, best first, with their evidence.
    pub candidates: Vec<Candidate>,
}

/// Extracts the code and the link from a message's decoded subject and bodies.
///
/// `unsubscribe` holds the URLs of the `List-Unsubscribe` header; they are never the magic link.
pub fn extract(subject: &str, text: &str, html: &str, unsubscribe: &[String]) -> Extraction {
    let body = truncate(text, crate::MAX_SCAN_CHARS);
    let codes::Codes { found, introduced } = codes::scored(subject, body, false);
    let margin = match &found[..] {
        [best, second, ..] => {
            let weights = model::code_weights();
            weights.sum(&best.signals) - weights.sum(&second.signals)
        }
        _ => 0.0,
    };
    let mut codes: Vec<Candidate> = found.into_iter().map(|s| s.candidate).collect();
    if let [best, second, ..] = &mut codes[..] {
        let alone = best.score;
        best.score = round2(model::one_of_two(best.score, second.score, margin));
        if best.score < alone - 0.005 {
            best.evidence.push(format!("another candidate ({}) scores {:.2}", second.value, second.score));
        }
    }
    let (otp, detected_otp, otp_confidence) = match codes.first() {
        Some(best) if best.score > OTP_THRESHOLD => {
            (Some(best.value.clone()), Some(best.value.clone()), Some(best.score))
        }
        Some(best) => (None, Some(best.value.clone()), None),
        None => (None, None, None),
    };
    let message = links::Message {
        subject,
        text: body,
        html: truncate(html, 4 * crate::MAX_SCAN_CHARS),
        unsubscribe,
        has_code: introduced,
    };
    let (links, link_candidates) = link_candidates(&message);
    let (magic_link, link_confidence) = match link_candidates.first() {
        Some(best) if best.score > LINK_THRESHOLD => (Some(best.url.clone()), Some(round2(best.score))),
        _ => (None, None),
    };
    let link_target = magic_link.as_deref().and_then(unwrap_redirect);
    let mut candidates: Vec<Candidate> = codes.into_iter().take(MAX_REPORTED).collect();
    candidates.extend(link_candidates.into_iter().filter(|c| round2(c.score) > 0.0).take(MAX_REPORTED).map(|c| {
        Candidate {
            kind: "link".into(),
            score: round2(c.score),
            place: c.place.into(),
            evidence: model::ALL_LINK_SIGNALS
                .iter()
                .filter(|s| c.signals[**s as usize] > 0.0)
                .map(|s| s.describe().to_string())
                .collect(),
            value: c.url,
        }
    }));
    Extraction { otp, otp_confidence, detected_otp, magic_link, link_confidence, link_target, links, candidates }
}

/// Every link candidate of a message with its signals, however it scores: what
/// `examples/train_extractor.rs` learns from. Not an API.
#[doc(hidden)]
pub fn link_signals(
    subject: &str,
    text: &str,
    html: &str,
    unsubscribe: &[String],
) -> Vec<(String, model::LinkSignals)> {
    let body = truncate(text, crate::MAX_SCAN_CHARS);
    let has_code = codes::scored(subject, body, false).introduced;
    let message =
        links::Message { subject, text: body, html: truncate(html, 4 * crate::MAX_SCAN_CHARS), unsubscribe, has_code };
    link_candidates(&message).1.into_iter().map(|c| (c.url, c.signals)).collect()
}

/// Every sighting of a code candidate in a message's decoded subject and text with its signals,
/// however it scores: what `examples/train_extractor.rs` learns from. Not an API.
#[doc(hidden)]
pub fn code_signals(subject: &str, text: &str) -> Vec<(String, model::CodeSignals)> {
    codes::scored(subject, truncate(text, crate::MAX_SCAN_CHARS), true)
        .found
        .into_iter()
        .map(|s| (s.candidate.value, s.signals))
        .collect()
}

fn truncate(s: &str, max: usize) -> &str {
    if s.len() <= max {
        return s;
    }
    let mut end = max;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    &s[..end]
}

/// The last at most `max` bytes of `s`, on a character boundary.
fn truncate_start(s: &str, max: usize) -> &str {
    if s.len() <= max {
        return s;
    }
    let mut start = s.len() - max;
    while !s.is_char_boundary(start) {
        start += 1;
    }
    &s[start..]
}

fn round2(x: f64) -> f64 {
    (x.clamp(0.0, 1.0) * 100.0).round() / 100.0
}

/// Removes characters inserted to defeat scraping, folds exotic spaces and reads full-width
/// digits and letters as ASCII.
fn clean_line(line: &str) -> String {
    if line.bytes().all(|b| (b' '..=b'~').contains(&b)) {
        return line.to_string();
    }
    // Full-width forms (U+FF00–U+FFEF) all begin with the byte 0xEF in UTF-8.
    let full_width = line.as_bytes().contains(&0xEF);
    line.chars()
        .filter(|c| !matches!(c, '\u{200B}'..='\u{200D}' | '\u{2060}' | '\u{FEFF}' | '\u{00AD}'))
        .map(|c| match c {
            c if c.is_whitespace() => ' ',
            c if !full_width => c,
            // Full-width digits and letters (Japanese and Chinese mail): what a person types is
            // their ASCII form.
            '\u{FF10}'..='\u{FF19}' | '\u{FF21}'..='\u{FF3A}' | '\u{FF41}'..='\u{FF5A}' => {
                char::from_u32(c as u32 - 0xFEE0).unwrap_or(c)
            }
            c => c,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn otp(subject: &str, text: &str) -> Option<String> {
        extract(subject, text, "", &[]).otp
    }

    #[test]
    fn finds_codes_next_to_keywords() {
        assert_eq!(otp("Welcome", "Your verification code is 482913."), Some("482913".into()));
        assert_eq!(otp("", "Code:\n\n  048213\n\nIt expires in 10 minutes."), Some("048213".into()));
        assert_eq!(otp("739216 is your login code", ""), Some("739216".into()));
        assert_eq!(otp("", "Ihr Bestätigungscode lautet 771 204"), Some("771204".into()));
        assert_eq!(otp("", "認証コード: 601246"), Some("601246".into()));
        assert_eq!(otp("", "新しいワンタイムパスワード：３６６５０７"), Some("366507".into()));
        assert_eq!(otp("", "Use code X63XWE to sign in"), Some("X63XWE".into()));
    }

    #[test]
    fn a_service_prefix_is_not_part_of_the_code() {
        assert_eq!(otp("", "Your verification code is FB-48213."), Some("48213".into()));
        assert_eq!(otp("", "Your verification code is 482-913."), Some("482913".into()));
    }

    #[test]
    fn ignores_decoys() {
        assert_eq!(otp("Your order", "Order #123456 shipped. Total $1,234.56 on 12/10/2026 at 10:45."), None);
        assert_eq!(otp("", "Call us at +1 (555) 123-4567 or visit us in 2026."), None);
        let e = extract("", "Your code is 654371.\nYour order number is 998877.", "", &[]);
        assert_eq!(e.otp.as_deref(), Some("654371"));
        assert!(e.otp_confidence.unwrap() > OTP_THRESHOLD);
    }

    #[test]
    fn a_bare_number_is_only_detected() {
        let e = extract("Hello", "Reference 2026 meeting", "", &[]);
        assert_eq!(e.otp, None);
        assert_eq!(e.otp_confidence, None);
    }

    #[test]
    fn quoted_history_does_not_win() {
        assert_eq!(otp("", "Thanks!\n\nOn Mon, Alice wrote:\n> Your code is 111222"), None);
    }

    #[test]
    fn picks_the_sign_in_link_not_the_footer() {
        let html = r#"<a href="https://news.test/unsubscribe?u=1">Unsubscribe</a>
            <a href="https://app.test/auth/verify?token=eyJhbGciOiJIUzI1NiJ9abc&amp;x=1">Confirm your email</a>
            <a href="https://app.test/privacy">Privacy</a>"#;
        let e = extract("Confirm", "", html, &[]);
        assert_eq!(e.magic_link.as_deref(), Some("https://app.test/auth/verify?token=eyJhbGciOiJIUzI1NiJ9abc&x=1"));
        assert_eq!(e.links.len(), 3);
    }

    #[test]
    fn known_redirect_wrappers_are_unwrapped_without_being_followed() {
        let safe = "https://eur01.safelinks.protection.outlook.com/?url=https%3A%2F%2Fapp.test%2Fverify%3Ftoken%3Dabc&data=05%7C01&reserved=0";
        assert_eq!(unwrap_redirect(safe).as_deref(), Some("https://app.test/verify?token=abc"));
        let google = "https://www.google.com/url?q=https://app.test/login?t%3D1&sa=D";
        assert_eq!(unwrap_redirect(google).as_deref(), Some("https://app.test/login?t=1"));
        assert_eq!(unwrap_redirect("https://app.test/verify?url=https://evil.test"), None);
        assert_eq!(unwrap_redirect("https://www.google.com/url?q=javascript:alert(1)"), None);
        let html = format!(r#"<a href="{}">Verify your email</a>"#, safe.replace('&', "&amp;"));
        let e = extract("Verify", "", &html, &[]);
        assert_eq!(e.magic_link.as_deref(), Some(safe));
        assert_eq!(e.link_target.as_deref(), Some("https://app.test/verify?token=abc"));
    }

    /// Short mails written by hand (what a developer sends to try Postern) are understood as well
    /// as the templates of the corpora: none of these is in them.
    #[test]
    fn short_hand_written_mails_are_understood() {
        let codes = [
            ("Your code", "Your verification code is 739264", "739264"),
            ("Login", "Use 58213 to sign in.", "58213"),
            ("Ihr Code", "Ihr Anmeldecode: 604918", "604918"),
            ("Votre code", "Voici votre code de vérification : 318054", "318054"),
            ("Código", "Tu código es 907142", "907142"),
            ("認証コード", "認証コードは 552810 です。", "552810"),
            ("验证码", "您的验证码是 846201，10分钟内有效。", "846201"),
        ];
        for (subject, text, code) in codes {
            assert_eq!(otp(subject, text).as_deref(), Some(code), "{text}");
        }
        let links = [
            ("Sign in to Acme", "Sign in: https://app.acme.test/auth/magic?token=Zx81kQ0aPr5tLm2VbN7c", ""),
            (
                "Reset your password",
                "",
                r#"<p>Reset your password:</p><a href="https://a.test/reset?t=9f8e7d6c5b4a39281706">Reset password</a>"#,
            ),
            (
                "Bestätigen Sie Ihre E-Mail",
                "",
                r#"<a href="https://a.test/confirm/9f8e7d6c5b4a39281706">E-Mail bestätigen</a>"#,
            ),
        ];
        for (subject, text, html) in links {
            let e = extract(subject, text, html, &[]);
            assert!(e.magic_link.is_some(), "{subject}: {:?}", e.candidates);
        }
        assert_eq!(extract("Hello", "See you at https://blog.test/post/1 tomorrow.", "", &[]).magic_link, None);
    }

    /// What the whole message says moves the confidence of the same weak answer: a mail that
    /// gives no validity and whose subject names no code keeps it to itself, one that says it
    /// expires in minutes (in any of the languages; a clock time is no validity) gives it, and a
    /// subject about a code as well gives it with more confidence.
    #[test]
    fn a_validity_of_minutes_and_a_subject_about_a_code_raise_a_weak_answer() {
        let confidence = |subject: &str, text: &str| {
            let e = extract(subject, text, "", &[]);
            assert_eq!(e.detected_otp.as_deref(), Some("5521"), "{text}");
            e.otp_confidence
        };
        assert_eq!(confidence("Hello", "Use 5521."), None);
        assert_eq!(confidence("Hello", "Use 5521.\nSent at 10:15, 14時55分."), None);
        let validity = confidence("Hello", "Use 5521.\nIt expires in 10 minutes.").expect("an answer");
        assert_eq!(confidence("Hello", "Use 5521.\nこのコードは10分間有効です").expect("an answer"), validity);
        let both = confidence("Your code", "Use 5521.\nIt expires in 10 minutes.").expect("an answer");
        assert!(both > validity, "{both} against {validity}");
    }

    /// A code the mail says was replaced or cancelled, in its own words and language, is known
    /// as an old one, and the new one wins.
    #[test]
    fn a_replaced_or_cancelled_code_is_an_old_one() {
        for text in [
            "Code 40718 has been replaced and can no longer be used.\nYour code is 93160.",
            "Code 40718 wurde storniert.\nIhr Code lautet 93160.",
            "Código 40718 anulado.\nO seu código é 93160.",
            "Koden 40718 gäller inte längre.\nDin kod är 93160.",
            "Kod 40718 został anulowany.\nTwój kod to 93160.",
            "验证码 40718 已作废。\n验证码：93160",
        ] {
            let e = extract("", text, "", &[]);
            let old = e.candidates.iter().find(|c| c.value == "40718").expect("the old code is a candidate");
            assert!(old.evidence.iter().any(|x| x.contains("old or expired")), "{text}: {:?}", old.evidence);
            assert_eq!(e.otp.as_deref(), Some("93160"), "{text}");
        }
    }

    /// A keyword's reach is counted in characters: a Thai label as long as an English one still
    /// introduces its code, and a Thai year of the Buddhist era is no code.
    #[test]
    fn thai_labels_reach_their_code_and_thai_years_are_years() {
        let text = "รหัสยืนยันใหม่สำหรับการโอนเงินไปยังบัญชีออมทรัพย์ของท่าน: 604 291";
        assert_eq!(extract("", text, "", &[]).otp.as_deref(), Some("604291"));
        let subject = "ยืนยันอีเมลสำหรับการสมัครเรียน ปีการศึกษา 2569";
        let e = extract(subject, "ขอบคุณที่สมัครเรียน ปีการศึกษา 2569\nกรุณากดลิงก์เพื่อยืนยันอีเมล", "", &[]);
        assert_eq!(e.otp, None);
        let year = e.candidates.iter().find(|c| c.value == "2569").expect("the year is a candidate");
        assert!(year.evidence.iter().any(|x| x == "looks like a year"), "{:?}", year.evidence);
    }

    /// A password reset beside a sign-in code is the way out, and beside a code to reset the
    /// password it is the flow itself.
    #[test]
    fn a_reset_link_beside_a_code_is_read_with_the_subject() {
        let text = "Your sign-in code is 482913.\nNot you? Reset your password: https://app.test/account/password/reset?src=mail";
        let reset_beside = |subject: &str| {
            let links = link_signals(subject, text, "", &[]);
            let (url, signals) = links.first().expect("the reset link is a candidate");
            assert!(url.contains("/password/reset"));
            signals[model::LinkSignal::ResetBesideCode as usize] > 0.0
        };
        assert!(reset_beside("Your sign-in code"));
        assert!(!reset_beside("Reset your password"));
        assert!(!reset_beside("Passwort zurücksetzen"));
    }

    #[test]
    fn no_link_without_signal() {
        let e = extract("", "Read more at https://blog.test/post/1.", "", &[]);
        assert_eq!(e.magic_link, None);
        assert_eq!(e.links, vec!["https://blog.test/post/1"]);
    }
}
