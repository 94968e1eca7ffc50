-- Rights: grants on users, roles and tokens (JSON arrays of grants, see docs/RIGHTS.md).
ALTER TABLE users ADD COLUMN grants TEXT NOT NULL DEFAULT '[]';
ALTER TABLE users ADD COLUMN roles TEXT NOT NULL DEFAULT '[]';
ALTER TABLE users ADD COLUMN disabled INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN updated_at INTEGER NOT NULL DEFAULT 0;
UPDATE users SET updated_at = created_at;
-- Before rights existed an admin could do everything and anyone else everything with what it
-- owned: the same, written as grants (rights::personal()).
UPDATE users SET grants = '[{"accounts":["*"],"allow":["admin"]}]' WHERE is_admin = 1;
UPDATE users SET grants = '[{"accounts":["own"],"allow":["inboxes","accounts.read","accounts.manage","mail.read","mail.write","mail.delete","mail.share","drafts","send","audit"]},{"allow":["accounts.connect"]}]'
    WHERE is_admin = 0;
CREATE UNIQUE INDEX users_by_folded_name ON users (lower(name));

-- NULL grants: the token may do what its user may.
ALTER TABLE tokens ADD COLUMN grants TEXT;
ALTER TABLE tokens ADD COLUMN expires_at INTEGER;
ALTER TABLE tokens ADD COLUMN revoked_at INTEGER;
CREATE INDEX tokens_by_user ON tokens (user_id, created_at);

CREATE TABLE roles (
    name        TEXT PRIMARY KEY,
    description TEXT NOT NULL,
    grants      TEXT NOT NULL,
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
);

-- The audit: every send attempt and every administrative act, hash-chained. `hash` is
-- SHA-256 over the previous record's hash and this record's fields; `audit_chain.anchor` is the
-- hash before the oldest kept record (changed only by the retention purge) and
-- `audit_chain.last` the newest record's seq, so that removing records at either end is seen.
CREATE TABLE audit (
    seq        INTEGER PRIMARY KEY AUTOINCREMENT,
    id         TEXT NOT NULL UNIQUE,
    at         INTEGER NOT NULL,
    actor      TEXT NOT NULL,
    token_id   TEXT,
    action     TEXT NOT NULL,
    target     TEXT,
    account_id TEXT,
    outcome    TEXT NOT NULL,
    detail     TEXT NOT NULL,
    source     TEXT,
    prev_hash  TEXT NOT NULL,
    hash       TEXT NOT NULL
);
CREATE INDEX audit_by_at ON audit (at);
CREATE INDEX audit_by_action ON audit (action, seq);
CREATE TABLE audit_chain (
    id     INTEGER PRIMARY KEY CHECK (id = 1),
    anchor TEXT NOT NULL,
    last   INTEGER NOT NULL
);
INSERT INTO audit_chain (id, anchor, last) VALUES (1, '0000000000000000000000000000000000000000000000000000000000000000', 0);

CREATE INDEX sends_by_user_account ON sends (user_id, account_id, created_at);
