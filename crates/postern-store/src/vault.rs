//! Secrets at rest: provider credentials sealed with AES-256-GCM under a master key kept outside
//! the database (the one home of the AES-GCM crate).
//!
//! A sealed value is `version (1) | key id (4) | nonce (12) | ciphertext+tag`; the id of the record
//! it belongs to is bound as associated data, so a sealed value copied onto another record does
//! not open. The key id (the first bytes of the key's SHA-256) tells which key sealed a value, so
//! a rotation can find what is left to re-seal.
//!
//! [`Vault`] is the keyring the server uses: the current key and, during a rotation, the keys
//! before it. On SQLite the keys are the master key's files: `postern key rotate` writes a new
//! `master.key` (keeping the old one in `master.key.previous`), re-seals every credential and
//! then forgets the old key; a running server re-reads the key files when it meets a value sealed
//! by a key it does not know and before every seal, so a rotation needs no restart. On
//! PostgreSQL, where several instances share the credentials, the keys are data keys kept in the
//! database sealed by the master key (the same on every instance, the `keyring` module): a rotation
//! replaces the data key, and every instance reloads the ring when told, before every seal and
//! when it meets an unknown key.

use aes_gcm::Aes256Gcm;
use aes_gcm::aead::{Aead, KeyInit, Payload};
use postern_core::hex;
use std::path::Path;

const VERSION: u8 = 1;
const KEY_ID_LEN: usize = 4;
const NONCE_LEN: usize = 12;
/// The key file in the data directory.
pub const KEY_FILE: &str = "master.key";
/// The keys a rotation in progress still needs, one per line.
pub const PREVIOUS_KEY_FILE: &str = "master.key.previous";

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

    /// The key's bytes, to be sealed themselves (a data key in the database).
    pub(crate) fn bytes(&self) -> &[u8; 32] {
        &self.bytes
    }

    /// A key from its bytes (a data key opened from the database).
    pub(crate) fn from_bytes(bytes: [u8; 32]) -> MasterKey {
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
        if let Some(text) = read_private(&path)? {
            return MasterKey::from_hex(&text);
        }
        let key = MasterKey::generate();
        write_private(&path, &format!("{}\n", hex(&key.bytes))).map_err(|e| VaultError::KeyFile(e.to_string()))?;
        Ok(key)
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

/// Reads a private key file: `None` if it does not exist; refused when others can read it.
fn read_private(path: &Path) -> Result<Option<String>, VaultError> {
    match std::fs::read_to_string(path) {
        Ok(text) => {
            #[cfg(unix)]
            {
                use std::os::unix::fs::PermissionsExt;
                let mode =
                    std::fs::metadata(path).map_err(|e| VaultError::KeyFile(e.to_string()))?.permissions().mode();
                if mode & 0o077 != 0 {
                    return Err(VaultError::KeyFileOpen(path.display().to_string()));
                }
            }
            Ok(Some(text))
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(VaultError::KeyFile(e.to_string())),
    }
}

/// Replaces `path` atomically with a private file holding `text`.
fn replace_private(path: &Path, text: &str) -> Result<(), VaultError> {
    let fail = |e: std::io::Error| VaultError::KeyFile(e.to_string());
    let staging = path.with_extension("staging");
    let _ = std::fs::remove_file(&staging);
    write_private(&staging, text).map_err(fail)?;
    std::fs::rename(&staging, path).map_err(fail)
}

/// The keys in use: the current one seals, any of them opens.
pub(crate) struct Keys {
    pub(crate) current: MasterKey,
    pub(crate) previous: Vec<MasterKey>,
}

/// The keyring of a server (see the module docs for rotation).
pub struct Vault {
    /// The data directory when the keys come from files (re-read on rotation), or `None` when the
    /// key came from `POSTERN_MASTER_KEY` (fixed for the life of the process) or the keys from the
    /// database.
    dir: Option<std::path::PathBuf>,
    keys: std::sync::RwLock<Keys>,
    /// The master key the database's data keys are sealed with, when the keys come from there.
    pub(crate) sealing: Option<MasterKey>,
}

impl std::fmt::Debug for Vault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Vault(current key id {})", hex(&self.current_id()))
    }
}

impl Vault {
    /// A keyring of one key that never changes (tests; or a key from the environment).
    pub fn fixed(key: MasterKey) -> Vault {
        Vault { dir: None, keys: std::sync::RwLock::new(Keys { current: key, previous: Vec::new() }), sealing: None }
    }

    /// A keyring of data keys from the database, sealed by `master`.
    pub(crate) fn of_data_keys(master: MasterKey, keys: Keys) -> Vault {
        Vault { dir: None, keys: std::sync::RwLock::new(keys), sealing: Some(master) }
    }

    /// Replaces the keys (data keys reloaded from the database).
    pub(crate) fn replace(&self, keys: Keys) {
        *self.keys.write().expect("vault lock") = keys;
    }

    /// Whether `sealed` names a key of the ring.
    pub(crate) fn knows(&self, sealed: &[u8]) -> bool {
        let keys = self.keys.read().expect("vault lock");
        std::iter::once(&keys.current).chain(&keys.previous).any(|k| k.sealed_this(sealed))
    }

    /// The keyring of a server: `env` (`POSTERN_MASTER_KEY`) when given, else the key files in
    /// `data_dir` (`master.key` is created on first use).
    pub fn load(data_dir: &Path, env: Option<&str>) -> Result<Vault, VaultError> {
        if env.is_some_and(|t| !t.trim().is_empty()) {
            return Ok(Vault::fixed(MasterKey::load(data_dir, env)?));
        }
        let keys = read_keys(data_dir)?;
        Ok(Vault { dir: Some(data_dir.to_path_buf()), keys: std::sync::RwLock::new(keys), sealing: None })
    }

    /// The id of the key that seals now.
    pub fn current_id(&self) -> [u8; KEY_ID_LEN] {
        self.keys.read().expect("vault lock").current.id()
    }

    /// Whether `sealed` was sealed by the current key (nothing left to re-seal).
    pub fn is_current(&self, sealed: &[u8]) -> bool {
        self.keys.read().expect("vault lock").current.sealed_this(sealed)
    }

    /// Re-reads the key files, if the keys come from files.
    fn refresh(&self) -> Result<(), VaultError> {
        if let Some(dir) = &self.dir {
            let keys = read_keys(dir)?;
            *self.keys.write().expect("vault lock") = keys;
        }
        Ok(())
    }

    /// Seals `secret` for `record_id` under the current key (re-read first: a rotation may have
    /// just replaced it).
    pub fn seal(&self, record_id: &str, secret: &[u8]) -> Result<Vec<u8>, VaultError> {
        self.refresh()?;
        Ok(self.keys.read().expect("vault lock").current.seal(record_id, secret))
    }

    /// Opens a value sealed for `record_id` by any key of the ring.
    pub fn open(&self, record_id: &str, sealed: &[u8]) -> Result<Vec<u8>, VaultError> {
        let attempt = |keys: &Keys| {
            let key = std::iter::once(&keys.current).chain(&keys.previous).find(|k| k.sealed_this(sealed));
            key.map(|k| k.open(record_id, sealed))
        };
        if let Some(result) = attempt(&self.keys.read().expect("vault lock")) {
            return result;
        }
        self.refresh()?;
        attempt(&self.keys.read().expect("vault lock")).unwrap_or(Err(VaultError::OtherKey))
    }

    /// Starts a rotation: a new current key in `master.key`, the old ones kept in
    /// `master.key.previous` until [`Vault::finish_rotation`]. Returns the keyring after it.
    pub fn begin_rotation(data_dir: &Path) -> Result<Vault, VaultError> {
        let old = read_keys(data_dir)?;
        let new = MasterKey::generate();
        let kept: Vec<String> = std::iter::once(&old.current).chain(&old.previous).map(|k| hex(&k.bytes)).collect();
        replace_private(&data_dir.join(PREVIOUS_KEY_FILE), &(kept.join("\n") + "\n"))?;
        replace_private(&data_dir.join(KEY_FILE), &format!("{}\n", hex(&new.bytes)))?;
        Vault::load(data_dir, None)
    }

    /// Ends a rotation once nothing is sealed by an old key: forgets the old keys.
    pub fn finish_rotation(data_dir: &Path) -> Result<(), VaultError> {
        match std::fs::remove_file(data_dir.join(PREVIOUS_KEY_FILE)) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(VaultError::KeyFile(e.to_string())),
            _ => Ok(()),
        }
    }
}

/// The keys in the files of `data_dir`.
fn read_keys(data_dir: &Path) -> Result<Keys, VaultError> {
    let current = MasterKey::load(data_dir, None)?;
    let previous = match read_private(&data_dir.join(PREVIOUS_KEY_FILE))? {
        Some(text) => {
            text.lines().filter(|l| !l.trim().is_empty()).map(MasterKey::from_hex).collect::<Result<_, _>>()?
        }
        None => Vec::new(),
    };
    Ok(Keys { current, previous })
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
    fn a_rotation_keeps_every_value_open_for_a_running_server() {
        let dir = tempfile::tempdir().unwrap();
        let running = Vault::load(dir.path(), None).unwrap();
        let before = running.seal("acc_1", b"old secret").unwrap();
        let rotated = Vault::begin_rotation(dir.path()).unwrap();
        assert_ne!(rotated.current_id(), running.current_id());
        // Re-sealed by the rotation: the running server meets an unknown key id and re-reads.
        let after = rotated.seal("acc_1", &rotated.open("acc_1", &before).unwrap()).unwrap();
        assert_eq!(running.open("acc_1", &after).unwrap(), b"old secret");
        // The running server now seals under the new key, and both old values still open.
        let sealed_by_server = running.seal("acc_2", b"new secret").unwrap();
        assert!(rotated.is_current(&sealed_by_server));
        assert_eq!(running.open("acc_1", &before).unwrap(), b"old secret");
        Vault::finish_rotation(dir.path()).unwrap();
        let restarted = Vault::load(dir.path(), None).unwrap();
        assert_eq!(restarted.open("acc_1", &before), Err(VaultError::OtherKey), "the old key is forgotten");
        assert_eq!(restarted.open("acc_2", &sealed_by_server).unwrap(), b"new secret");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(dir.path().join(KEY_FILE)).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
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
