//! Secrets at rest: provider credentials sealed with AES-256-GCM under a master key kept outside
//! the database (the one home of the AES-GCM crate).
//!
//! A sealed value is `version (1) | key id (4) | nonce (12) | ciphertext+tag`; the id of the record
//! it belongs to is bound as associated data, so a sealed value copied onto another record does
//! not open. The key id (the first bytes of the key's SHA-256) tells which key sealed a value, so
//! a rotation can find what is left to re-seal.

use aes_gcm::Aes256Gcm;
use aes_gcm::aead::{Aead, KeyInit, Payload};
use std::path::Path;

const VERSION: u8 = 1;
const KEY_ID_LEN: usize = 4;
const NONCE_LEN: usize = 12;
/// The key file in the data directory.
pub const KEY_FILE: &str = "master.key";

/// Why a secret could not be sealed or opened. Never carries the secret or the key.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum VaultError {
    #[error("the master key must be 64 hexadecimal characters (32 bytes)")]
    BadKey,
    #[error("the master key file {0} is readable by others; make it mode 0600")]
    KeyFileOpen(String),
    #[error("cannot read or create the master key file: {0}")]
    KeyFile(String),
    #[error("the sealed value was made with another master key")]
    OtherKey,
    #[error("the sealed value is damaged or belongs to another record")]
    Damaged,
}

/// The master key. Its `Debug` never shows it.
#[derive(Clone)]
pub struct MasterKey {
    bytes: [u8; 32],
}

impl std::fmt::Debug for MasterKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "MasterKey(id {})", hex(&self.id()))
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(text: &str) -> Option<[u8; 32]> {
    let text = text.trim();
    if text.len() != 64 || !text.is_ascii() {
        return None;
    }
    let mut out = [0u8; 32];
    for (i, slot) in out.iter_mut().enumerate() {
        *slot = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(out)
}

impl MasterKey {
    /// A new random key.
    pub fn generate() -> MasterKey {
        let mut bytes = [0u8; 32];
        postern_core::id::random_bytes(&mut bytes);
        MasterKey { bytes }
    }

    /// A key from its 64-character hexadecimal form (as in `POSTERN_MASTER_KEY`).
    pub fn from_hex(text: &str) -> Result<MasterKey, VaultError> {
        unhex(text).map(|bytes| MasterKey { bytes }).ok_or(VaultError::BadKey)
    }

    /// The key to use: `env` (the value of `POSTERN_MASTER_KEY`) when given, otherwise the key
    /// file in `data_dir`, created with mode 0600 on first use. A key file others can read is
    /// refused.
    pub fn load(data_dir: &Path, env: Option<&str>) -> Result<MasterKey, VaultError> {
        if let Some(text) = env.filter(|t| !t.trim().is_empty()) {
            return MasterKey::from_hex(text);
        }
        let path = data_dir.join(KEY_FILE);
        match std::fs::read_to_string(&path) {
            Ok(text) => {
                #[cfg(unix)]
                {
                    use std::os::unix::fs::PermissionsExt;
                    let mode =
                        std::fs::metadata(&path).map_err(|e| VaultError::KeyFile(e.to_string()))?.permissions().mode();
                    if mode & 0o077 != 0 {
                        return Err(VaultError::KeyFileOpen(path.display().to_string()));
                    }
                }
                MasterKey::from_hex(&text)
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                let key = MasterKey::generate();
                write_private(&path, &format!("{}\n", hex(&key.bytes)))
                    .map_err(|e| VaultError::KeyFile(e.to_string()))?;
                Ok(key)
            }
            Err(e) => Err(VaultError::KeyFile(e.to_string())),
        }
    }

    /// A short public identifier of the key.
    pub fn id(&self) -> [u8; KEY_ID_LEN] {
        let digest = postern_core::token::hash(&hex(&self.bytes));
        let mut id = [0u8; KEY_ID_LEN];
        for (i, slot) in id.iter_mut().enumerate() {
            *slot = u8::from_str_radix(&digest[2 * i..2 * i + 2], 16).unwrap_or(0);
        }
        id
    }

    fn cipher(&self) -> Aes256Gcm {
        Aes256Gcm::new_from_slice(&self.bytes).expect("an AES-256 key is 32 bytes")
    }

    /// Seals `secret` for the record `record_id`.
    pub fn seal(&self, record_id: &str, secret: &[u8]) -> Vec<u8> {
        let mut nonce = [0u8; NONCE_LEN];
        postern_core::id::random_bytes(&mut nonce);
        let sealed = self
            .cipher()
            .encrypt(&nonce.into(), Payload { msg: secret, aad: record_id.as_bytes() })
            .expect("AES-GCM encryption of a bounded secret cannot fail");
        let mut out = Vec::with_capacity(1 + KEY_ID_LEN + NONCE_LEN + sealed.len());
        out.push(VERSION);
        out.extend_from_slice(&self.id());
        out.extend_from_slice(&nonce);
        out.extend_from_slice(&sealed);
        out
    }

    /// Whether `sealed` was sealed with this key.
    pub fn sealed_this(&self, sealed: &[u8]) -> bool {
        sealed.len() > 1 + KEY_ID_LEN && sealed[0] == VERSION && sealed[1..1 + KEY_ID_LEN] == self.id()
    }

    /// Opens a value sealed for `record_id`.
    pub fn open(&self, record_id: &str, sealed: &[u8]) -> Result<Vec<u8>, VaultError> {
        let header = 1 + KEY_ID_LEN + NONCE_LEN;
        if sealed.len() < header || sealed[0] != VERSION {
            return Err(VaultError::Damaged);
        }
        if !self.sealed_this(sealed) {
            return Err(VaultError::OtherKey);
        }
        let nonce: [u8; NONCE_LEN] = sealed[1 + KEY_ID_LEN..header].try_into().map_err(|_| VaultError::Damaged)?;
        self.cipher()
            .decrypt(&nonce.into(), Payload { msg: &sealed[header..], aad: record_id.as_bytes() })
            .map_err(|_| VaultError::Damaged)
    }
}

/// Writes a file only its owner can read.
fn write_private(path: &Path, text: &str) -> std::io::Result<()> {
    use std::io::Write;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let mut file = options.open(path)?;
    file.write_all(text.as_bytes())?;
    file.sync_all()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sealed_secrets_open_only_for_their_record_and_key() {
        let key = MasterKey::generate();
        let sealed = key.seal("acc_1", b"hunter2");
        assert!(!sealed.windows(7).any(|w| w == b"hunter2"));
        assert_eq!(key.open("acc_1", &sealed).unwrap(), b"hunter2");
        assert_eq!(key.open("acc_2", &sealed), Err(VaultError::Damaged), "bound to its record");
        assert_eq!(MasterKey::generate().open("acc_1", &sealed), Err(VaultError::OtherKey));
        let mut tampered = sealed.clone();
        *tampered.last_mut().unwrap() ^= 1;
        assert_eq!(key.open("acc_1", &tampered), Err(VaultError::Damaged));
        assert_eq!(key.open("acc_1", &sealed[..10]), Err(VaultError::Damaged));
        assert_ne!(key.seal("acc_1", b"hunter2"), sealed, "a fresh nonce every time");
    }

    #[test]
    fn the_key_file_is_created_private_and_reused() {
        let dir = tempfile::tempdir().unwrap();
        let first = MasterKey::load(dir.path(), None).unwrap();
        let again = MasterKey::load(dir.path(), None).unwrap();
        assert_eq!(first.id(), again.id());
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let path = dir.path().join(KEY_FILE);
            assert_eq!(std::fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o600);
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).unwrap();
            assert!(matches!(MasterKey::load(dir.path(), None), Err(VaultError::KeyFileOpen(_))));
        }
    }

    #[test]
    fn the_environment_wins_and_must_be_well_formed() {
        let dir = tempfile::tempdir().unwrap();
        let key = MasterKey::generate();
        let from_env = MasterKey::load(dir.path(), Some(&hex(&key.bytes))).unwrap();
        assert_eq!(from_env.id(), key.id());
        assert!(!dir.path().join(KEY_FILE).exists(), "no key file when the environment has one");
        assert_eq!(MasterKey::load(dir.path(), Some("not hex")).unwrap_err(), VaultError::BadKey);
        assert!(!format!("{key:?}").contains(&hex(&key.bytes)[..16]));
    }
}
