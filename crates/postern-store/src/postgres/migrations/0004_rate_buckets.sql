-- Request rates counted across instances (docs/STORE.md): a token bucket per key, taken from
-- by one statement per request. Unlogged: after a crash of the database every bucket is full.
CREATE UNLOGGED TABLE rate_buckets (
    key    TEXT PRIMARY KEY,
    tokens DOUBLE PRECISION NOT NULL,
    at     BIGINT NOT NULL
);
