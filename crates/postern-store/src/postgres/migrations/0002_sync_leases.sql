-- Which instance syncs each connected account (docs/STORE.md): a lease the holder renews while
-- its task runs. `fence` grows with every change of holder; each write of a sync names the fence
-- it holds, and one from a holder that has lost the lease is refused. Times are the database's
-- clock (unix microseconds), so instances' clocks need not agree.
CREATE TABLE sync_leases (
    account_id TEXT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
    holder     TEXT NOT NULL,
    fence      BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
);
