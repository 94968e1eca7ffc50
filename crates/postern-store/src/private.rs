//! The data directory and its database files belong to the service's user alone: they hold mail,
//! password hashes and sealed credentials, which no other local user may read. A directory is
//! made 0700 and a file 0600; ones made looser (by an older Postern, or by hand) are tightened at
//! start, with a log line saying so.

use std::io;
use std::path::Path;

/// Makes `dir` (and its parents) if missing, and keeps it to its owner.
pub(crate) fn dir(dir: &Path) -> io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt;
        std::fs::DirBuilder::new().recursive(true).mode(0o700).create(dir)?;
        tighten(dir, 0o700)
    }
    #[cfg(not(unix))]
    std::fs::create_dir_all(dir)
}

/// Makes `file` empty if missing, and keeps it to its owner.
pub(crate) fn file(file: &Path) -> io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        std::fs::OpenOptions::new().append(true).create(true).mode(0o600).open(file)?;
        tighten(file, 0o600)
    }
    #[cfg(not(unix))]
    std::fs::OpenOptions::new().append(true).create(true).open(file).map(|_| ())
}

/// Keeps `file` to its owner if it exists.
pub(crate) fn if_there(file: &Path) -> io::Result<()> {
    match file.exists() {
        true => tighten(file, 0o600),
        false => Ok(()),
    }
}

/// Takes the group's and others' bits off `path`, which should be `mode`.
#[cfg(unix)]
fn tighten(path: &Path, mode: u32) -> io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    let was = std::fs::metadata(path)?.permissions().mode() & 0o777;
    if was & 0o077 != 0 {
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode))?;
        tracing::warn!(path = %path.display(), was = format!("{was:o}"), now = format!("{mode:o}"),
            "other local users could read this: it is now its owner's alone");
    }
    Ok(())
}

/// Elsewhere the service's user owns what it makes.
#[cfg(not(unix))]
fn tighten(_path: &Path, _mode: u32) -> io::Result<()> {
    Ok(())
}

#[cfg(all(test, unix))]
mod tests {
    use std::os::unix::fs::PermissionsExt;

    fn mode(path: &std::path::Path) -> u32 {
        std::fs::metadata(path).unwrap().permissions().mode() & 0o777
    }

    #[test]
    fn new_and_loose_ones_are_made_the_owners_alone() {
        let top = tempfile::tempdir().unwrap();
        let data = top.path().join("a/b");
        super::dir(&data).unwrap();
        assert_eq!(mode(&data), 0o700);
        let db = data.join("postern.db");
        super::file(&db).unwrap();
        assert_eq!(mode(&db), 0o600);

        std::fs::set_permissions(&data, std::fs::Permissions::from_mode(0o755)).unwrap();
        std::fs::set_permissions(&db, std::fs::Permissions::from_mode(0o644)).unwrap();
        let wal = data.join("postern.db-wal");
        std::fs::write(&wal, b"").unwrap();
        std::fs::set_permissions(&wal, std::fs::Permissions::from_mode(0o664)).unwrap();
        super::dir(&data).unwrap();
        super::file(&db).unwrap();
        super::if_there(&wal).unwrap();
        super::if_there(&data.join("postern.db-shm")).unwrap();
        assert_eq!((mode(&data), mode(&db), mode(&wal)), (0o700, 0o600, 0o600));
        assert!(!data.join("postern.db-shm").exists(), "nothing is made that was not there");
    }
}
