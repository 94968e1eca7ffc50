//! Keeping tokens out of tool results and errors: the caller's token (whole, percent-encoded, or
//! any 8-character piece of it), anything shaped like a Postern token and any webhook signing
//! secret (`whsec_` and its base64) become `***`.

use serde_json::Value;

const MASK: &str = "***";

fn is_token_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '-'
}

/// Scrubs `text`: the `secret` in any form, and every `pst_…` token whoever's it is.
pub fn scrub(text: &str, secret: Option<&str>) -> String {
    let mut out = text.to_string();
    if let Some(secret) = secret.filter(|s| !s.is_empty()) {
        out = out.replace(secret, MASK);
        let encoded = percent_encoding::utf8_percent_encode(secret, percent_encoding::NON_ALPHANUMERIC).to_string();
        out = out.replace(&encoded, MASK);
        // Any run of token characters sharing an 8-character window with the secret goes whole.
        if secret.len() >= 8 {
            let windows: Vec<&str> = (0..=secret.len() - 8).filter_map(|i| secret.get(i..i + 8)).collect();
            out = replace_runs(&out, |run| windows.iter().any(|w| run.contains(w)));
        }
    }
    let out = replace_runs(&out, |run| run.to_ascii_lowercase().contains("pst_") && run.len() >= 8);
    without_webhook_secrets(&out)
}

/// `whsec_` and the base64 that follows it become `***`.
fn without_webhook_secrets(text: &str) -> String {
    const PREFIX: &str = "whsec_";
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(PREFIX) {
        out.push_str(&rest[..at]);
        out.push_str(MASK);
        let after = &rest[at + PREFIX.len()..];
        let end = after.find(|c: char| !(c.is_ascii_alphanumeric() || "+/=_-".contains(c))).unwrap_or(after.len());
        rest = &after[end..];
    }
    out.push_str(rest);
    out
}

/// Replaces every maximal run of token characters for which `hit` holds.
fn replace_runs(text: &str, hit: impl Fn(&str) -> bool) -> String {
    let mut out = String::with_capacity(text.len());
    let mut run = String::new();
    let flush = |run: &mut String, out: &mut String| {
        if !run.is_empty() {
            out.push_str(if run.len() >= 8 && hit(run) { MASK } else { run });
            run.clear();
        }
    };
    for c in text.chars() {
        if is_token_char(c) {
            run.push(c);
        } else {
            flush(&mut run, &mut out);
            out.push(c);
        }
    }
    flush(&mut run, &mut out);
    out
}

/// Scrubs every string in a JSON value.
pub fn scrub_value(value: Value, secret: Option<&str>) -> Value {
    match value {
        Value::String(s) => Value::String(scrub(&s, secret)),
        Value::Array(items) => Value::Array(items.into_iter().map(|v| scrub_value(v, secret)).collect()),
        Value::Object(map) => Value::Object(map.into_iter().map(|(k, v)| (k, scrub_value(v, secret))).collect()),
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SECRET: &str = "pst_66G1HvrLt1GFBy5Zy1KESIk9AG6260FI3mvvC5";

    #[test]
    fn the_secret_goes_in_every_form() {
        let text = format!("a {SECRET} b {} c {}… d", SECRET.replace('_', "%5F"), &SECRET[6..20]);
        let out = scrub(&text, Some(SECRET));
        assert!(!out.contains(&SECRET[4..12]) && !out.contains(&SECRET[10..18]), "{out}");
        assert!(!out.contains("%5F"), "{out}");
    }

    #[test]
    fn any_postern_token_goes_but_ordinary_words_stay() {
        let out = scrub("key pst_abcdefgh1234 here, inbox_abc and msg_123 stay", None);
        assert_eq!(out, "key *** here, inbox_abc and msg_123 stay");
        let v = scrub_value(serde_json::json!({"a": [SECRET, "fine"]}), Some(SECRET));
        assert_eq!(v, serde_json::json!({"a": ["***", "fine"]}));
    }

    #[test]
    fn webhook_secrets_go_whole() {
        let out = scrub("secret whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw+/9dk= here; whsec_", None);
        assert_eq!(out, "secret *** here; ***");
    }
}
