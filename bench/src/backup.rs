//! Backups of a full installation: `postern backup` and `postern restore` of 100,000 inbox
//! messages on SQLite, into PostgreSQL and back out of it (time and size), and SMTP ingest with
//! and without scheduled backups running.

use crate::{ingest, start};
use anyhow::{Context, Result, bail};
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

/// Runs `postern <args>`; how long it took.
fn timed(bin: &str, args: &[&str], env: &[(&str, String)]) -> Result<Duration> {
    let started = Instant::now();
    let out = Command::new(bin).args(args).envs(env.iter().map(|(k, v)| (k, v))).output()?;
    if !out.status.success() {
        bail!("postern {}: {}", args[0], String::from_utf8_lossy(&out.stderr));
    }
    Ok(started.elapsed())
}

fn mib(path: &Path) -> f64 {
    std::fs::metadata(path).map_or(0.0, |m| m.len() as f64 / (1024.0 * 1024.0))
}

pub async fn run(bin: &str, messages: usize) -> Result<()> {
    let (s, _) = start(bin, &[]).await?;
    let senders = 10;
    ingest(&s, senders, messages / senders, 1024).await?;
    // Beside the server's directory, which goes with it.
    let work = s.dir.with_extension("backup-bench");
    std::fs::create_dir_all(&work)?;
    let passphrase = work.join("passphrase");
    std::fs::write(&passphrase, "bench passphrase\n")?;
    let pass = passphrase.to_str().context("a path")?;
    let data = s.dir.join("data");
    let from_sqlite = work.join("sqlite.age");
    let took = timed(
        bin,
        &[
            "backup",
            "--data",
            data.to_str().unwrap(),
            "--passphrase-file",
            pass,
            "--out",
            from_sqlite.to_str().unwrap(),
        ],
        &[],
    )?;
    let (db, wal) = (mib(&data.join("postern.db")), mib(&data.join("postern.db-wal")));
    println!(
        "backup of {messages} messages from SQLite (database {db:.0} MiB, its WAL {wal:.0} MiB), while the service runs: {:.2} s, {:.1} MiB",
        took.as_secs_f64(),
        mib(&from_sqlite)
    );
    let took = timed(bin, &["backup", "verify", from_sqlite.to_str().unwrap(), "--passphrase-file", pass], &[])?;
    println!("backup verify: {:.2} s", took.as_secs_f64());
    let into = work.join("restored");
    let took = timed(
        bin,
        &["restore", from_sqlite.to_str().unwrap(), "--passphrase-file", pass, "--data", into.to_str().unwrap()],
        &[],
    )?;
    println!("restore into an empty SQLite data directory: {:.2} s", took.as_secs_f64());
    let database = postern_store::testing::TestDatabase::postgres().await;
    let url = database.url().context("a PostgreSQL URL")?;
    let key = [("POSTERN_MASTER_KEY", "ab".repeat(32))];
    let pg_data = work.join("pg");
    let took = timed(
        bin,
        &[
            "restore",
            from_sqlite.to_str().unwrap(),
            "--passphrase-file",
            pass,
            "--data",
            pg_data.to_str().unwrap(),
            "--database-url",
            &url,
        ],
        &key,
    )?;
    println!("restore into an empty PostgreSQL database: {:.2} s", took.as_secs_f64());
    let from_pg = work.join("postgres.age");
    let took = timed(
        bin,
        &[
            "backup",
            "--data",
            pg_data.to_str().unwrap(),
            "--database-url",
            &url,
            "--passphrase-file",
            pass,
            "--out",
            from_pg.to_str().unwrap(),
        ],
        &key,
    )?;
    println!("backup of the same from PostgreSQL: {:.2} s, {:.1} MiB", took.as_secs_f64(), mib(&from_pg));
    drop(s);

    // Ingest alone, then with a backup written every second meanwhile.
    let (plain, _) = start(bin, &[]).await?;
    println!("ingest without backups:");
    ingest(&plain, senders, 2000, 5 * 1024).await?;
    drop(plain);
    let dir = work.join("scheduled");
    let flags = ["--backup-dir", dir.to_str().unwrap(), "--backup-every", "1s", "--backup-passphrase-file", pass];
    let (busy, _) = start(bin, &flags).await?;
    println!("ingest with a backup every second:");
    ingest(&busy, senders, 2000, 5 * 1024).await?;
    let written = std::fs::read_dir(&dir).map_or(0, |d| d.count());
    println!("(scheduled backups written meanwhile, the newest 7 kept: {written} files)");
    drop(busy);
    drop(database);
    let _ = std::fs::remove_dir_all(&work);
    Ok(())
}
