//! `postern backup`, `postern backup verify` and `postern restore` (docs/BACKUPS.md), and the
//! scheduled backups of `serve`: the store's stream of an installation (`postern_store::backup`)
//! in the age format (the one home of the `age` crate: a passphrase, or age recipient keys).
//!
//! A backup is written beside its final name and renamed into place once whole and on disk, so a
//! half-written one never looks complete. A restore reads the file twice: once to check all of it
//! (the passphrase, every chunk's tag, the trailer's counts and checksum), then to write it in
//! one transaction; a file that fails the first reading writes nothing.

use crate::admin::{StoreArgs, master_key_given};
use age::secrecy::SecretString;
use anyhow::{Context, Result, bail};
use postern_store::Store;
use postern_store::backup::Manifest;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use tokio::sync::mpsc;

/// The longest line a backup may hold: a row with the largest message, with room to spare.
const MAX_LINE: usize = 256 * 1024 * 1024;

/// How a backup is encrypted, or opened.
#[derive(clap::Args, Clone, Default)]
pub(crate) struct Keys {
    /// A file whose first line is the passphrase (scrypt, as `age -p`).
    #[arg(long, env = "POSTERN_BACKUP_PASSPHRASE_FILE")]
    passphrase_file: Option<PathBuf>,
    /// An age recipient (`age1…`) to encrypt to; repeat for several. Backups only.
    #[arg(long = "recipient")]
    recipients: Vec<String>,
    /// An age identity file (`age-keygen`'s) to open a backup with. Restores and checks only.
    #[arg(long)]
    identity: Option<PathBuf>,
}

impl Keys {
    pub(crate) fn new(passphrase_file: Option<PathBuf>, recipients: Vec<String>) -> Keys {
        Keys { passphrase_file, recipients, identity: None }
    }

    pub(crate) fn is_set(&self) -> bool {
        self.passphrase_file.is_some() || !self.recipients.is_empty()
    }

    fn passphrase(&self) -> Result<Option<SecretString>> {
        let Some(path) = &self.passphrase_file else { return Ok(None) };
        let text = std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
        let line = text.lines().next().unwrap_or_default().to_string();
        if line.is_empty() {
            bail!("{} holds no passphrase", path.display());
        }
        Ok(Some(SecretString::from(line)))
    }

    fn encryptor(&self) -> Result<age::Encryptor> {
        match (self.passphrase()?, self.recipients.is_empty()) {
            (Some(_), false) => bail!("give a passphrase or recipients, not both"),
            (Some(passphrase), true) => Ok(age::Encryptor::with_user_passphrase(passphrase)),
            (None, false) => {
                let recipients = self
                    .recipients
                    .iter()
                    .map(|r| r.parse::<age::x25519::Recipient>().map_err(|e| anyhow::anyhow!("recipient {r}: {e}")))
                    .collect::<Result<Vec<_>>>()?;
                Ok(age::Encryptor::with_recipients(recipients.iter().map(|r| r as &dyn age::Recipient))?)
            }
            (None, true) => bail!("a backup needs --passphrase-file or --recipient"),
        }
    }

    fn identities(&self) -> Result<Vec<Box<dyn age::Identity + Send + Sync>>> {
        let mut identities: Vec<Box<dyn age::Identity + Send + Sync>> = Vec::new();
        if let Some(passphrase) = self.passphrase()? {
            identities.push(Box::new(age::scrypt::Identity::new(passphrase)));
        }
        if let Some(path) = &self.identity {
            let file = age::IdentityFile::from_file(path.display().to_string())
                .with_context(|| format!("reading {}", path.display()))?;
            identities.extend(file.into_identities().context("reading the identity file")?);
        }
        if identities.is_empty() {
            bail!("opening a backup needs --passphrase-file or --identity");
        }
        Ok(identities)
    }
}

/// Writes a backup of `store` to `out` (atomically) and returns its manifest.
pub(crate) async fn write(store: &Store, data: &Path, keys: &Keys, out: &Path) -> Result<Manifest> {
    let encryptor = keys.encryptor()?;
    let vault = store.vault(data, master_key_given()?.as_deref()).await.context("opening the keyring")?;
    let partial = partial_of(out);
    let file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode_private()
        .open(&partial)
        .with_context(|| format!("creating {}", partial.display()))?;
    let (tx, mut rx) = mpsc::channel::<Vec<u8>>(4);
    let writer = tokio::task::spawn_blocking(move || -> std::io::Result<()> {
        let mut writer = encryptor.wrap_output(std::io::BufWriter::new(file))?;
        while let Some(chunk) = rx.blocking_recv() {
            writer.write_all(&chunk)?;
        }
        let file = writer.finish()?.into_inner().map_err(|e| e.into_error())?;
        file.sync_all()
    });
    let dumped = store.back_up(&vault, env!("CARGO_PKG_VERSION"), tx).await;
    let written = writer.await.context("the backup's writer")?;
    let done = match (dumped, written) {
        (Ok(manifest), Ok(())) => std::fs::rename(&partial, out).map(|()| manifest).map_err(anyhow::Error::from),
        // The writer's failure first: a full disk stops the reading too.
        (_, Err(e)) => Err(anyhow::Error::from(e).context(format!("writing {}", partial.display()))),
        (Err(e), Ok(())) => Err(anyhow::Error::from(e).context("reading the installation")),
    };
    match done {
        Ok(manifest) => {
            if let Some(dir) = out.parent().filter(|d| !d.as_os_str().is_empty()) {
                let _ = std::fs::File::open(dir).and_then(|d| d.sync_all());
            }
            Ok(manifest)
        }
        Err(e) => {
            let _ = std::fs::remove_file(&partial);
            Err(e)
        }
    }
}

/// Where a backup is written until it is whole.
fn partial_of(out: &Path) -> PathBuf {
    let mut name = out.file_name().unwrap_or_default().to_os_string();
    name.push(".partial");
    out.with_file_name(name)
}

trait Private {
    fn mode_private(&mut self) -> &mut Self;
}

impl Private for std::fs::OpenOptions {
    /// Only its owner reads a backup.
    fn mode_private(&mut self) -> &mut Self {
        use std::os::unix::fs::OpenOptionsExt;
        self.mode(0o600)
    }
}

/// Decrypts `file` on a thread of its own and hands its lines on.
fn lines_of(file: &Path, keys: &Keys) -> Result<(mpsc::Receiver<String>, tokio::task::JoinHandle<Result<()>>)> {
    let identities = keys.identities()?;
    let input = std::fs::File::open(file).with_context(|| format!("opening {}", file.display()))?;
    let (tx, rx) = mpsc::channel::<String>(64);
    let reader = tokio::task::spawn_blocking(move || -> Result<()> {
        let decryptor = age::Decryptor::new(BufReader::new(input)).map_err(refused)?;
        let plain = decryptor.decrypt(identities.iter().map(|i| i.as_ref() as &dyn age::Identity)).map_err(refused)?;
        let mut plain = BufReader::new(plain);
        let mut line = Vec::new();
        loop {
            line.clear();
            let n = (&mut plain).take(MAX_LINE as u64 + 1).read_until(b'\n', &mut line).map_err(refused)?;
            if n == 0 {
                return Ok(());
            }
            if line.len() > MAX_LINE {
                bail!("a line of the backup is longer than {MAX_LINE} bytes");
            }
            if line.last() == Some(&b'\n') {
                line.pop();
            }
            let text = String::from_utf8(std::mem::take(&mut line)).context("the backup is not text")?;
            if tx.blocking_send(text).is_err() {
                return Ok(());
            }
        }
    });
    Ok((rx, reader))
}

/// Why a file could not be opened, in words an operator acts on.
fn refused(e: impl std::fmt::Display) -> anyhow::Error {
    anyhow::anyhow!("the backup could not be opened: {e} (a wrong passphrase or key, or a damaged or cut-short file)")
}

/// Checks all of `file`; its manifest.
pub(crate) async fn check(file: &Path, keys: &Keys) -> Result<Manifest> {
    let (lines, reader) = lines_of(file, keys)?;
    let checked = postern_store::backup::check(lines).await;
    reader.await.context("the backup's reader")??;
    Ok(checked?)
}

/// `postern backup --out FILE`.
pub(crate) async fn backup(at: StoreArgs, keys: Keys, out: PathBuf) -> Result<()> {
    let store = at.open().await?;
    let manifest = write(&store, at.data(), &keys, &out).await;
    store.close().await;
    print(&manifest?, &out);
    Ok(())
}

/// `postern backup verify FILE`.
pub(crate) async fn verify(file: PathBuf, keys: Keys) -> Result<()> {
    let manifest = check(&file, &keys).await?;
    print(&manifest, &file);
    Ok(())
}

/// `postern restore FILE`: into an empty data directory or database.
pub(crate) async fn restore(at: StoreArgs, keys: Keys, file: PathBuf) -> Result<()> {
    check(&file, &keys).await?;
    let store = at.open().await?;
    if !store.is_empty().await? {
        store.close().await;
        bail!("the target already holds an installation; restore into an empty data directory or database");
    }
    let restored = async {
        let vault = store.vault(at.data(), master_key_given()?.as_deref()).await.context("opening the keyring")?;
        let (lines, reader) = lines_of(&file, &keys)?;
        let restored = store.restore(&vault, lines).await;
        reader.await.context("the backup's reader")??;
        restored.context("restoring")
    }
    .await;
    store.close().await;
    let manifest = restored?;
    print(&manifest, &file);
    Ok(())
}

fn print(manifest: &Manifest, file: &Path) {
    let summary = serde_json::json!({
        "file": file.display().to_string(),
        "postern": manifest.postern,
        "source": manifest.source,
        "created_at": manifest.created_at,
        "rows": manifest.rows(),
        "tables": manifest.tables,
    });
    println!("{summary}");
}

/// Backups `serve` writes on its own (`--backup-dir`, `--backup-every`, `--backup-keep`).
#[derive(Clone)]
pub(crate) struct Schedule {
    pub dir: PathBuf,
    pub every: std::time::Duration,
    /// How many of the newest to keep; older ones are removed.
    pub keep: usize,
    pub keys: Keys,
}

/// What a scheduled backup is named: `postern-<UTC time>.age`, so that names sort by age.
fn scheduled_name(at: postern_core::Timestamp) -> String {
    let stamp: String = at.to_string().chars().filter(|c| c.is_ascii_digit() || *c == 'T').take(15).collect();
    format!("postern-{stamp}Z.age")
}

/// Writes a backup every `schedule.every` until the service stops (a backup under way is
/// finished first); each success is the metrics' `postern_backup_last_success_timestamp_seconds`.
pub(crate) async fn scheduled(
    store: Store,
    data: PathBuf,
    schedule: Schedule,
    metrics: postern_server::metrics::Metrics,
    mut shutdown: tokio::sync::watch::Receiver<bool>,
) {
    // What a backup cut short by a crash left.
    if let Ok(entries) = std::fs::read_dir(&schedule.dir) {
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.starts_with("postern-") && name.ends_with(".age.partial") {
                let _ = std::fs::remove_file(entry.path());
            }
        }
    }
    loop {
        tokio::select! {
            _ = tokio::time::sleep(schedule.every) => {}
            _ = shutdown.wait_for(|stop| *stop) => return,
        }
        let at = postern_core::Timestamp::now();
        let out = schedule.dir.join(scheduled_name(at));
        let started = std::time::Instant::now();
        match write(&store, &data, &schedule.keys, &out).await {
            Ok(manifest) => {
                metrics.backed_up(at);
                tracing::info!(file = %out.display(), rows = manifest.rows(), ms = started.elapsed().as_millis() as u64, "backup written");
                prune(&schedule.dir, schedule.keep);
            }
            Err(e) => tracing::error!(file = %out.display(), error = %format!("{e:#}"), "the scheduled backup failed"),
        }
    }
}

/// Removes all but the `keep` newest scheduled backups in `dir`.
fn prune(dir: &Path, keep: usize) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut names: Vec<String> = entries
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.starts_with("postern-") && n.ends_with(".age"))
        .collect();
    names.sort();
    let old = names.len().saturating_sub(keep.max(1));
    for name in &names[..old] {
        if let Err(e) = std::fs::remove_file(dir.join(name)) {
            tracing::warn!(file = %name, error = %e, "an old backup could not be removed");
        }
    }
}

/// A duration as `30s`, `15m`, `6h` or `1d`.
pub(crate) fn parse_every(text: &str) -> Result<std::time::Duration> {
    let text = text.trim();
    let (number, unit) = text.split_at(text.find(|c: char| !c.is_ascii_digit()).unwrap_or(text.len()));
    let n: u64 = number.parse().with_context(|| format!("{text:?} is not a duration like 6h"))?;
    let seconds = match unit {
        "s" | "" => n,
        "m" => n * 60,
        "h" => n * 3600,
        "d" => n * 86_400,
        _ => bail!("{text:?} is not a duration like 30m, 6h or 1d"),
    };
    if seconds == 0 {
        bail!("backups need a time between them ({text:?})");
    }
    Ok(std::time::Duration::from_secs(seconds))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_and_names() {
        assert_eq!(parse_every("6h").unwrap(), std::time::Duration::from_secs(6 * 3600));
        assert_eq!(parse_every("1d").unwrap(), std::time::Duration::from_secs(86_400));
        assert_eq!(parse_every("90").unwrap(), std::time::Duration::from_secs(90));
        assert!(parse_every("0s").is_err() && parse_every("h").is_err() && parse_every("5w").is_err());
        let name = scheduled_name(postern_core::Timestamp::parse_iso("2026-12-05T23:09:33Z").unwrap());
        assert_eq!(name, "postern-20261205T230933Z.age");
    }

    #[test]
    fn pruning_keeps_the_newest() {
        let dir = tempfile::tempdir().unwrap();
        for name in [
            "postern-20260101T000000Z.age",
            "postern-20260102T000000Z.age",
            "postern-20260103T000000Z.age",
            "other.txt",
        ] {
            std::fs::write(dir.path().join(name), b"x").unwrap();
        }
        prune(dir.path(), 2);
        let mut left: Vec<String> =
            std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
        left.sort();
        assert_eq!(left, ["other.txt", "postern-20260102T000000Z.age", "postern-20260103T000000Z.age"]);
    }
}
