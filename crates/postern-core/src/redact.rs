//! Keeping credentials out of text that is shown or kept: a webhook receiver's answer in the
//! attempts log, the service's log lines in `GET /log`. Words shaped like a secret become
//! `[scrubbed]`: Postern's own tokens and secrets (`pst_`, `pss_`, `whsec_`, `plk_`), JSON Web
//! Tokens, long base64 or hex runs, the word after `Bearer` or `Basic`, and the value of a
//! `password=`, `secret=` or `token=` pair. It works on words, so it never cuts a word in half
//! and runs in one pass over the text.

const MASK: &str = "[scrubbed]";

/// Prefixes of words that are secrets whatever follows.
const PREFIXES: &[&str] = &["pst_", "pss_", "whsec_", "plk_", "eyJ"];

/// Names whose value, after `=` or `:`, is a secret.
const SECRET_KEYS: &[&str] = &["password", "passwd", "secret", "token", "access_token", "refresh_token"];

/// Whether `key` (of `key=value`, a JSON field or a query pair) names a secret.
fn secret_key(key: &str) -> bool {
    let key = key.trim_matches('"').to_ascii_lowercase();
    SECRET_KEYS.iter().any(|k| key == *k || key.strip_suffix(k).is_some_and(|rest| rest.ends_with(['_', '-'])))
}

fn base64ish(c: char) -> bool {
    c.is_ascii_alphanumeric() || "+/=_-".contains(c)
}

/// Whether a word (without the punctuation around it) is a secret by its shape.
fn secret_shaped(word: &str) -> bool {
    PREFIXES.iter().any(|p| word.starts_with(p)) || (word.len() >= 32 && word.chars().all(base64ish))
}

/// `text` with whatever looks like a credential replaced by `[scrubbed]`.
pub fn scrub(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    // The next word is a secret (after `Bearer`, or a key whose value follows a space).
    let mut after_scheme = false;
    for (i, piece) in text.split(' ').enumerate() {
        if i > 0 {
            out.push(' ');
        }
        if piece.is_empty() {
            continue;
        }
        if after_scheme {
            after_scheme = false;
            out.push_str(MASK);
            continue;
        }
        let core = piece.trim_matches(|c: char| "\"'(),;[]{}<>".contains(c));
        if core.eq_ignore_ascii_case("bearer") || core.eq_ignore_ascii_case("basic") {
            after_scheme = true;
            out.push_str(piece);
            continue;
        }
        let mut pairs = core.split(['?', '&', ',']).filter_map(|pair| pair.split_once(['=', ':']));
        if let Some((_, value)) = pairs.find(|(key, _)| secret_key(key)) {
            // `password: hunter2` has its value in the next word.
            after_scheme = value.trim_matches('"').is_empty();
            out.push_str(MASK);
            continue;
        }
        if secret_shaped(core) || core.split(['=', ':', '/', '&', '?']).any(secret_shaped) {
            out.push_str(MASK);
        } else {
            out.push_str(piece);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_are_scrubbed_and_the_rest_kept() {
        let line = "sync failed for acc_01 (bob@example.com): token pst_abcdefghijklmnop refused; \
                    Authorization: Bearer ya29.short, url=https://x.test/ui/setup/pss_0123456789abcdef \
                    whsec_QUJDRA== password=hunter2 \"secret\":\"s3cr3t\" key eyJhbGciOiJSUzI1NiJ9.e30.sig \
                    id 3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w3q2+7w Password: swordfish /cb?state=x&refresh_token=r3fr3sh";
        let kept = scrub(line);
        for secret in [
            "pst_abc",
            "ya29.short",
            "pss_0123",
            "whsec_",
            "hunter2",
            "s3cr3t",
            "eyJhbGci",
            "3q2+7w",
            "swordfish",
            "r3fr3sh",
        ] {
            assert!(!kept.contains(secret), "{secret} in {kept}");
        }
        for kept_word in ["sync failed for acc_01", "(bob@example.com):", "refused;", "Bearer"] {
            assert!(kept.contains(kept_word), "{kept_word} missing from {kept}");
        }
    }

    #[test]
    fn long_input_is_one_pass_and_never_panics() {
        let long = "é ".repeat(100_000) + &"x".repeat(100_000);
        assert!(scrub(&long).ends_with(MASK));
        assert_eq!(scrub(""), "");
        assert_eq!(scrub("Bearer"), "Bearer");
        assert_eq!(scrub("  two  spaces "), "  two  spaces ");
    }
}
