//! PostgreSQL's advisory locks, by key: what must not interleave across transactions and
//! instances takes one (docs/STORE.md).

/// The number of the advisory lock of the key `$1` (PostgreSQL): the same on every instance and
/// every version, and another in another schema, so that deployments (and tests) sharing one
/// database never wait on each other's locks. `hashtextextended` is the hash PostgreSQL's hash
/// partitioning relies on, stable across versions.
macro_rules! lock_number {
    () => {
        "hashtextextended('postern:' || COALESCE(current_schema(), '') || ':' || $1, 0)"
    };
}

/// Takes the advisory lock of the key `$1` until the transaction ends.
pub(crate) const XACT_LOCK: &str = concat!("SELECT pg_advisory_xact_lock(", lock_number!(), ")");
/// Takes the advisory lock of the key `$1` until [`SESSION_UNLOCK`] (or the connection ends).
pub(crate) const SESSION_LOCK: &str = concat!("SELECT pg_advisory_lock(", lock_number!(), ")");
pub(crate) const SESSION_UNLOCK: &str = concat!("SELECT pg_advisory_unlock(", lock_number!(), ")");
