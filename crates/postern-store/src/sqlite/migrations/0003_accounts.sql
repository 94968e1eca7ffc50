-- Connected accounts, their folders and the index of their messages (bodies stay at the provider).
CREATE TABLE accounts (
    seq               INTEGER PRIMARY KEY AUTOINCREMENT,
    id                TEXT NOT NULL UNIQUE,
    user_id           TEXT NOT NULL REFERENCES users(id),
    email             TEXT NOT NULL,
    provider          TEXT NOT NULL,
    settings_json     TEXT NOT NULL,
    -- Sealed by the vault with the account id as associated data; never leaves the store unsealed.
    credentials       BLOB NOT NULL,
    status            TEXT NOT NULL,
    status_reason     TEXT,
    capabilities_json TEXT NOT NULL DEFAULT '[]',
    sync_json         TEXT NOT NULL DEFAULT '{}',
    created_at        INTEGER NOT NULL,
    updated_at        INTEGER NOT NULL
);
CREATE INDEX accounts_by_user ON accounts (user_id, seq);

CREATE TABLE folders (
    id            TEXT PRIMARY KEY,
    account_id    TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    raw_name      TEXT NOT NULL,
    name          TEXT NOT NULL,
    role          TEXT,
    selectable    INTEGER NOT NULL,
    uidvalidity   INTEGER,
    uidnext       INTEGER,
    highestmodseq INTEGER,
    UNIQUE (account_id, raw_name)
);

-- seen_at: when Postern first indexed the message, strictly increasing in commit order (the
-- cutoff of waits on a folder, as received_at is for inboxes).
CREATE TABLE account_messages (
    seq               INTEGER PRIMARY KEY AUTOINCREMENT,
    id                TEXT NOT NULL UNIQUE,
    account_id        TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    folder_id         TEXT NOT NULL REFERENCES folders(id) ON DELETE CASCADE,
    uid               INTEGER NOT NULL,
    seen_at           INTEGER NOT NULL,
    internal_date     INTEGER NOT NULL,
    date_header       INTEGER,
    size              INTEGER NOT NULL,
    flags_json        TEXT NOT NULL,
    is_unread         INTEGER NOT NULL,
    is_starred        INTEGER NOT NULL,
    modseq            INTEGER,
    message_id_header TEXT,
    in_reply_to       TEXT,
    references_json   TEXT NOT NULL,
    subject           TEXT NOT NULL,
    from_json         TEXT NOT NULL,
    to_json           TEXT NOT NULL,
    cc_json           TEXT NOT NULL,
    fingerprint       TEXT NOT NULL,
    thread_id         TEXT NOT NULL,
    -- A hash of the subject without reply/forward prefixes, lower-cased: threads replies that
    -- name no parent.
    subject_key       INTEGER NOT NULL,
    otp               TEXT,
    otp_confidence    REAL,
    magic_link        TEXT,
    link_confidence   REAL,
    UNIQUE (folder_id, uid)
);
CREATE INDEX account_messages_by_folder_time ON account_messages (folder_id, internal_date DESC, seq DESC);
CREATE INDEX account_messages_by_folder_seen ON account_messages (folder_id, seen_at);
CREATE INDEX account_messages_by_account_time ON account_messages (account_id, internal_date DESC, seq DESC);
CREATE INDEX account_messages_by_message_id ON account_messages (account_id, message_id_header);
CREATE INDEX account_messages_by_thread ON account_messages (account_id, thread_id);
CREATE INDEX account_messages_by_subject_key ON account_messages (account_id, subject_key);

ALTER TABLE events ADD COLUMN account_id TEXT;
ALTER TABLE events ADD COLUMN folder_id TEXT;
CREATE INDEX events_by_account ON events (account_id);

-- Substring search over subject and addresses (trigram full-text index). A background task fills
-- it in seq order after the headers are synced; rows up to fts_progress.indexed_seq are in it,
-- later ones are searched with LIKE until the task catches up.
CREATE VIRTUAL TABLE account_messages_fts USING fts5(
    subject, from_json, to_json,
    content = 'account_messages', content_rowid = 'seq', tokenize = 'trigram'
);
CREATE TABLE fts_progress (id INTEGER PRIMARY KEY CHECK (id = 1), indexed_seq INTEGER NOT NULL);
INSERT INTO fts_progress (id, indexed_seq) VALUES (1, 0);
CREATE TRIGGER account_messages_fts_delete AFTER DELETE ON account_messages
WHEN old.seq <= (SELECT indexed_seq FROM fts_progress)
BEGIN
    INSERT INTO account_messages_fts (account_messages_fts, rowid, subject, from_json, to_json)
    VALUES ('delete', old.seq, old.subject, old.from_json, old.to_json);
END;
