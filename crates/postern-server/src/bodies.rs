//! Message bodies of connected accounts, read on demand: a bounded in-memory cache of sources
//! and a small pool of logged-in connections per account (IMAP connections, JMAP clients with
//! their session), so that reading or changing a message does not pay a TLS handshake and a
//! login each time.

use postern_providers::imap::ImapConnection;
use postern_providers::jmap::JmapClient;
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

/// Bytes of parsed reader views (text, sanitized HTML, links, attachments) kept in memory.
const VIEW_BYTES: usize = 16 * 1024 * 1024;

/// The caches and the connection pools.
pub struct Bodies {
    sources: Mutex<Lru<Arc<Vec<u8>>>>,
    /// What a read of the message shows, so that a message read again is not parsed again.
    views: Mutex<Lru<Arc<serde_json::Value>>>,
    idle: Mutex<HashMap<String, Vec<(ImapConnection, Instant)>>>,
    /// A JMAP client per account (its session fetched, its login checked), and since when.
    jmap: Mutex<HashMap<String, (Arc<JmapClient>, Instant)>>,
}

impl Default for Bodies {
    fn default() -> Self {
        Bodies {
            sources: Mutex::new(Lru::new(CACHE_BYTES)),
            views: Mutex::new(Lru::new(VIEW_BYTES)),
            idle: Mutex::default(),
            jmap: Mutex::default(),
        }
    }
}

/// Least recently used entries go first once their sizes pass the budget.
struct Lru<V> {
    entries: HashMap<String, (V, usize, u64)>,
    bytes: usize,
    tick: u64,
    budget: usize,
}

impl<V: Clone> Lru<V> {
    fn new(budget: usize) -> Lru<V> {
        Lru { entries: HashMap::new(), bytes: 0, tick: 0, budget }
    }

    fn get(&mut self, key: &str) -> Option<V> {
        self.tick += 1;
        let tick = self.tick;
        let entry = self.entries.get_mut(key)?;
        entry.2 = tick;
        Some(entry.0.clone())
    }

    fn put(&mut self, key: String, value: V, size: usize) {
        self.tick += 1;
        self.bytes += size;
        if let Some((_, old, _)) = self.entries.insert(key, (value, size, self.tick)) {
            self.bytes -= old;
        }
        while self.bytes > self.budget {
            let Some(oldest) = self.entries.iter().min_by_key(|(_, e)| e.2).map(|(k, _)| k.clone()) else { break };
            if let Some((_, gone, _)) = self.entries.remove(&oldest) {
                self.bytes -= gone;
            }
        }
    }
}

impl Bodies {
    /// A cached source.
    pub fn cached(&self, key: &str) -> Option<Arc<Vec<u8>>> {
        self.sources.lock().expect("body cache lock").get(key)
    }

    /// Keeps a source, evicting the least recently used ones over the budget.
    pub fn keep(&self, key: String, raw: Arc<Vec<u8>>) {
        if raw.len() <= LARGEST_CACHED {
            let size = raw.len();
            self.sources.lock().expect("body cache lock").put(key, raw, size);
        }
    }

    /// A cached reader view of a message.
    pub fn view(&self, key: &str) -> Option<Arc<serde_json::Value>> {
        self.views.lock().expect("view cache lock").get(key)
    }

    /// Keeps a reader view of `size` bytes.
    pub fn keep_view(&self, key: String, view: Arc<serde_json::Value>, size: usize) {
        if size <= LARGEST_CACHED {
            self.views.lock().expect("view cache lock").put(key, view, size);
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

    /// The account's JMAP client, if one younger than [`IDLE_FOR`] is pooled.
    pub fn jmap(&self, account_id: &str) -> Option<Arc<JmapClient>> {
        let mut pooled = self.jmap.lock().expect("pool lock");
        match pooled.get(account_id) {
            Some((client, at)) if at.elapsed() < IDLE_FOR => Some(client.clone()),
            Some(_) => {
                pooled.remove(account_id);
                None
            }
            None => None,
        }
    }

    /// Pools the account's JMAP client.
    pub fn keep_jmap(&self, account_id: &str, client: Arc<JmapClient>) {
        self.jmap.lock().expect("pool lock").insert(account_id.to_string(), (client, Instant::now()));
    }

    /// Drops the pooled connections of an account (deleted, or its settings changed).
    pub async fn forget(&self, account_id: &str) {
        self.jmap.lock().expect("pool lock").remove(account_id);
        let pooled = self.idle.lock().expect("pool lock").remove(account_id).unwrap_or_default();
        for (conn, _) in pooled {
            conn.logout().await;
        }
    }
}
