CREATE TABLE users (
    id         TEXT PRIMARY KEY,
    name       TEXT NOT NULL UNIQUE,
    is_admin   INTEGER NOT NULL,
    created_at INTEGER NOT NULL
);

CREATE TABLE tokens (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users(id),
    name       TEXT NOT NULL,
    hash       TEXT NOT NULL UNIQUE,
    created_at INTEGER NOT NULL
);

CREATE TABLE inboxes (
    seq        INTEGER PRIMARY KEY AUTOINCREMENT,
    id         TEXT NOT NULL UNIQUE,
    user_id    TEXT NOT NULL REFERENCES users(id),
    local_part TEXT NOT NULL UNIQUE,
    domain     TEXT NOT NULL,
    label      TEXT NOT NULL,
    is_enabled INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE INDEX inboxes_by_user ON inboxes (user_id, seq);

-- received_at is strictly increasing in commit order (the ingest writer assigns it), so a
-- timestamp cutoff and a message cutoff order messages the same way.
CREATE TABLE messages (
    seq                INTEGER PRIMARY KEY AUTOINCREMENT,
    id                 TEXT NOT NULL UNIQUE,
    inbox_id           TEXT NOT NULL,
    received_at        INTEGER NOT NULL,
    envelope_from      TEXT NOT NULL,
    envelope_recipient TEXT NOT NULL,
    from_display       TEXT NOT NULL,
    to_json            TEXT NOT NULL,
    cc_json            TEXT NOT NULL,
    subject            TEXT NOT NULL,
    text_body          TEXT NOT NULL,
    html_body          TEXT NOT NULL,
    links_json         TEXT NOT NULL,
    otp                TEXT,
    otp_confidence     REAL,
    detected_otp       TEXT,
    magic_link         TEXT,
    raw_deflate        BLOB NOT NULL,
    raw_size           INTEGER NOT NULL
);
CREATE INDEX messages_by_inbox ON messages (inbox_id, seq);
CREATE INDEX messages_by_inbox_time ON messages (inbox_id, received_at);

-- The spine: every change to mail is written here in the same transaction as the change.
CREATE TABLE events (
    seq        INTEGER PRIMARY KEY AUTOINCREMENT,
    id         TEXT NOT NULL UNIQUE,
    kind       TEXT NOT NULL,
    user_id    TEXT NOT NULL,
    inbox_id   TEXT,
    message_id TEXT,
    at         INTEGER NOT NULL
);

CREATE TABLE test_code_sends (
    user_id  TEXT NOT NULL,
    inbox_id TEXT NOT NULL,
    at       INTEGER NOT NULL
);
CREATE INDEX test_code_sends_by_user ON test_code_sends (user_id, at);
