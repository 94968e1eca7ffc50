-- The keys credentials are sealed with, when several instances share them (docs/STORE.md):
-- each sealed by the master key (the same on every instance; `id` bound as associated data).
-- One is current (it seals); the others still open what they sealed until a rotation ends.
CREATE TABLE data_keys (
    id         TEXT PRIMARY KEY,
    sealed     BYTEA NOT NULL,
    current    BOOLEAN NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX data_keys_one_current ON data_keys (current) WHERE current;
