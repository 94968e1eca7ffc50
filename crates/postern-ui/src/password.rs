//! Web UI passwords: the rules a new one must meet, and Argon2id hashes as PHC strings (the home
//! of `argon2` and `unicode-normalization`). Hashing is deliberately slow and takes 19 MiB, so it
//! runs on blocking threads, two at a time at most.

use argon2::Argon2;
use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use std::sync::OnceLock;
use std::time::Duration;
use tokio::sync::Semaphore;
use unicode_normalization::UnicodeNormalization;

/// The shortest password accepted, in characters (NIST SP 800-63B, when a password may be the
/// only factor).
pub const MIN_CHARS: usize = 15;
/// The longest password accepted, in characters.
pub const MAX_CHARS: usize = 256;

/// Hashes computed at once; a third request waits for one of them.
const AT_ONCE: usize = 2;
/// How long a request waits for its turn before it is refused.
const TURN_WAIT: Duration = Duration::from_secs(2);

/// Why a new password is refused, in words for the person choosing it.
pub fn refusal(password: &str, confirm: Option<&str>, name: &str) -> Option<String> {
    let normal: String = password.nfkc().collect();
    let chars = normal.chars().count();
    if chars < MIN_CHARS {
        return Some(format!("Choose a password of at least {MIN_CHARS} characters (a few words make a good one)."));
    }
    if chars > MAX_CHARS {
        return Some(format!("A password has at most {MAX_CHARS} characters."));
    }
    if normal.to_lowercase() == name.to_lowercase() {
        return Some("The password must not be the user's name.".into());
    }
    if confirm.is_some_and(|confirm| confirm != password) {
        return Some("The two passwords differ.".into());
    }
    None
}

/// The PHC string of `password` (NFKC-normalised) under Argon2id with the crate's defaults
/// (m = 19 MiB, t = 2, p = 1, OWASP's minimum). Slow: call it off the async threads.
pub fn hash(password: &str) -> Result<String, String> {
    let normal: String = password.nfkc().collect();
    let mut salt = [0u8; 16];
    postern_core::id::random_bytes(&mut salt);
    Argon2::default()
        .hash_password_with_salt(normal.as_bytes(), &salt)
        .map(|hash| hash.to_string())
        .map_err(|e| format!("hashing the password failed: {e}"))
}

/// Whether `password` matches the PHC string `stored`. Slow: call it off the async threads.
/// A hash whose parameters would cost more than ten times ours is not tried.
pub fn verify(password: &str, stored: &str) -> bool {
    let Ok(parsed) = PasswordHash::new(stored) else { return false };
    let bounded = ["m", "t", "p"]
        .into_iter()
        .zip([19 * 1024 * 10, 20, 4])
        .all(|(name, most)| parsed.params.get_decimal(name).is_some_and(|value| value <= most));
    if !bounded {
        return false;
    }
    let normal: String = password.nfkc().collect();
    Argon2::default().verify_password(normal.as_bytes(), &parsed).is_ok()
}

/// A hash of a password nobody has, verified when the name is unknown so that an unknown name
/// takes as long as a known one.
fn decoy() -> &'static str {
    static DECOY: OnceLock<String> = OnceLock::new();
    DECOY.get_or_init(|| hash("no account has this password, ever").unwrap_or_default())
}

/// The turns at hashing.
pub struct Hashing {
    turns: Semaphore,
}

impl Default for Hashing {
    fn default() -> Self {
        Hashing { turns: Semaphore::new(AT_ONCE) }
    }
}

/// Too many passwords are being hashed at once; try again in a moment.
#[derive(Debug)]
pub struct Busy;

impl Hashing {
    /// Verifies `password` against `stored` (`None`: an unknown name, checked against a decoy
    /// and always wrong) on a blocking thread, in turn.
    pub async fn verify(&self, password: &str, stored: Option<&str>) -> Result<bool, Busy> {
        let _turn = tokio::time::timeout(TURN_WAIT, self.turns.acquire()).await.map_err(|_| Busy)?.map_err(|_| Busy)?;
        let (password, stored) = (password.to_string(), stored.map(str::to_string));
        tokio::task::spawn_blocking(move || match stored {
            Some(stored) => verify(&password, &stored),
            None => {
                verify(&password, decoy());
                false
            }
        })
        .await
        .map_err(|_| Busy)
    }

    /// Hashes `password` on a blocking thread, in turn.
    pub async fn hash(&self, password: &str) -> Result<String, Busy> {
        let _turn = tokio::time::timeout(TURN_WAIT, self.turns.acquire()).await.map_err(|_| Busy)?.map_err(|_| Busy)?;
        let password = password.to_string();
        tokio::task::spawn_blocking(move || hash(&password)).await.map_err(|_| Busy)?.map_err(|e| {
            tracing::error!(error = %e, "a password could not be hashed");
            Busy
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_passwords_follow_the_rules() {
        assert!(refusal("short", None, "ann").is_some());
        assert!(refusal(&"x".repeat(14), None, "ann").is_some());
        assert_eq!(refusal("correct horse battery", Some("correct horse battery"), "ann"), None);
        assert!(refusal("correct horse battery", Some("correct horse batterY"), "ann").is_some());
        assert!(refusal(&"y".repeat(257), None, "ann").is_some());
        assert!(refusal("Administrator-01", None, "administrator-01").is_some(), "the name");
        // Fifteen characters after NFKC, though more bytes.
        assert_eq!(refusal("ééééééééééééééé", None, "ann"), None);
    }

    #[test]
    fn hashes_are_argon2id_and_verify() {
        let stored = hash("correct horse battery").unwrap();
        assert!(stored.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{stored}");
        assert!(verify("correct horse battery", &stored));
        assert!(!verify("correct horse batter", &stored));
        assert_ne!(hash("correct horse battery").unwrap(), stored, "salted");
        // NFKC: the compatibility form of a character signs in as its plain form.
        let ligature = hash("ﬁfteen characters!").unwrap();
        assert!(verify("fifteen characters!", &ligature));
    }

    #[test]
    fn costly_or_broken_hashes_are_not_tried() {
        assert!(!verify("x", "not a hash"));
        assert!(!verify("x", ""));
        let stored = hash("correct horse battery").unwrap();
        let costly = stored.replace("m=19456", "m=4000000");
        assert!(!verify("correct horse battery", &costly));
    }
}
