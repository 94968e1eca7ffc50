//! SQLite against PostgreSQL, and one PostgreSQL instance against two on one database, in one
//! run (docs/STORE.md, "PostgreSQL at full speed"): SMTP ingest with its senders split between
//! the instances, and the time from the end of a message's data to a wait's answer.

use crate::{Server, ingest_through, latency, start_on};
use anyhow::Result;

/// The master key both instances of a deployment share (a test value, never a real one).
pub const MASTER_KEY: &str = "0b1e4c7a9d2f5e8b1c4d7a0e3f6b9c2d5e8a1b4c7d0e3f6a9b2c5d8e1f4a7b0c";

pub async fn run(bin: &str, messages: usize) -> Result<()> {
    const SENDERS: usize = 10;
    const SIZE: usize = 5 * 1024;
    let per_sender = messages / SENDERS;
    let sqlite = {
        let (s, _) = start_on(bin, &[], None).await?;
        let rate = ingest_through(&[&s], SENDERS, per_sender, SIZE).await?;
        latency(&s, 300).await?;
        rate
    };
    let database = postern_store::testing::TestDatabase::postgres().await;
    let url = database.url().expect("a PostgreSQL schema");
    let one = {
        let (s, _) = start_on(bin, &[], Some((&url, MASTER_KEY))).await?;
        let rate = ingest_through(&[&s], SENDERS, per_sender, SIZE).await?;
        latency(&s, 300).await?;
        rate
    };
    drop(database);
    let database = postern_store::testing::TestDatabase::postgres().await;
    let url = database.url().expect("a PostgreSQL schema");
    let two = {
        let (a, _) = start_on(bin, &[], Some((&url, MASTER_KEY))).await?;
        let (mut b, _) = start_on(bin, &[], Some((&url, MASTER_KEY))).await?;
        b.token = a.token.clone();
        let both: [&Server; 2] = [&a, &b];
        ingest_through(&both, SENDERS, per_sender, SIZE).await?
    };
    drop(database);
    println!(
        "ingest {messages} × 5 KiB, {SENDERS} senders: SQLite {sqlite:.0}/s; PostgreSQL one instance {one:.0}/s (×{:.2} of SQLite), two instances {two:.0}/s (×{:.2} of one)",
        one / sqlite,
        two / one
    );
    Ok(())
}
