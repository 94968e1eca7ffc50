//! Message bodies of connected accounts, read on demand: a bounded in-memory cache of sources
//! and a small pool of logged-in connections per account, so that reading a message does not pay
//! a TLS handshake and a login each time.

use postern_providers::imap::ImapConnection;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Bytes of message sources kept in memory, all accounts together.
const CACHE_BYTES: usize = 32 * 1024 * 1024;
/// Sources larger than this are not cached.
const LARGEST_CACHED: usize = 4 * 1024 * 1024;
/// Idle connections kept per account.
const IDLE_PER_ACCOUNT: usize = 2;
/// An idle connection older than this is logged out instead of reused.
const IDLE_FOR: Duration = Duration::from_secs(120);

/// The cache and the connection pools.
#[derive(Default)]
pub struct Bodies {
    cache: Mutex<Cache>,
    idle: Mutex<HashMap<String, Vec<(ImapConnection, Instant)>>>,
}

#[derive(Default)]
struct Cache {
    entries: HashMap<String, (Arc<Vec<u8>>, u64)>,
    bytes: usize,
    tick: u64,
}

impl Bodies {
    /// A cached source.
    pub fn cached(&self, key: &str) -> Option<Arc<Vec<u8>>> {
        let mut cache = self.cache.lock().expect("body cache lock");
        cache.tick += 1;
        let tick = cache.tick;
        let entry = cache.entries.get_mut(key)?;
        entry.1 = tick;
        Some(entry.0.clone())
    }

    /// Keeps a source, evicting the least recently used ones over the budget.
    pub fn keep(&self, key: String, raw: Arc<Vec<u8>>) {
        if raw.len() > LARGEST_CACHED {
            return;
        }
        let mut cache = self.cache.lock().expect("body cache lock");
        cache.tick += 1;
        let tick = cache.tick;
        cache.bytes += raw.len();
        if let Some((old, _)) = cache.entries.insert(key, (raw, tick)) {
            cache.bytes -= old.len();
        }
        while cache.bytes > CACHE_BYTES {
            let Some(oldest) = cache.entries.iter().min_by_key(|(_, (_, t))| *t).map(|(k, _)| k.clone()) else { break };
            if let Some((gone, _)) = cache.entries.remove(&oldest) {
                cache.bytes -= gone.len();
            }
        }
    }

    /// An idle connection of the account, if a fresh one is pooled (stale ones are logged out).
    pub async fn checkout(&self, account_id: &str) -> Option<ImapConnection> {
        let (found, stale) = {
            let mut idle = self.idle.lock().expect("pool lock");
            let pooled = idle.get_mut(account_id)?;
            let (mut fresh, stale): (Vec<_>, Vec<_>) = pooled.drain(..).partition(|(_, at)| at.elapsed() < IDLE_FOR);
            let found = fresh.pop().map(|(conn, _)| conn);
            *pooled = fresh;
            (found, stale)
        };
        for (conn, _) in stale {
            conn.logout().await;
        }
        found
    }

    /// Returns a connection that still works to the account's pool.
    pub async fn give_back(&self, account_id: &str, conn: ImapConnection) {
        let surplus = {
            let mut idle = self.idle.lock().expect("pool lock");
            let pooled = idle.entry(account_id.to_string()).or_default();
            if pooled.len() < IDLE_PER_ACCOUNT {
                pooled.push((conn, Instant::now()));
                None
            } else {
                Some(conn)
            }
        };
        if let Some(conn) = surplus {
            conn.logout().await;
        }
    }

    /// Drops the pooled connections of an account (deleted, or its settings changed).
    pub async fn forget(&self, account_id: &str) {
        let pooled = self.idle.lock().expect("pool lock").remove(account_id).unwrap_or_default();
        for (conn, _) in pooled {
            conn.logout().await;
        }
    }
}
