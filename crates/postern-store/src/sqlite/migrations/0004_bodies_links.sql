-- Bodies in the full-text index, the attachments flag, threads joined when a parent arrives after
-- its replies, and one-time attachment links.

-- Guessed from the top-level Content-Type at sync, corrected when the body is read.
ALTER TABLE account_messages ADD COLUMN has_attachments INTEGER NOT NULL DEFAULT 0;
-- The message this one answers (In-Reply-To, else the last References id): a parent that arrives
-- after its replies finds their threads through it.
ALTER TABLE account_messages ADD COLUMN parent_ref TEXT;
UPDATE account_messages SET parent_ref = COALESCE(in_reply_to, json_extract(references_json, '$[#-1]'));
CREATE INDEX account_messages_by_parent ON account_messages (account_id, parent_ref, thread_id) WHERE parent_ref IS NOT NULL;
-- Threading looks up a parent's thread by Message-ID: from the index alone.
DROP INDEX account_messages_by_message_id;
CREATE INDEX account_messages_by_message_id ON account_messages (account_id, message_id_header, thread_id);

-- The thread a reply without references joins: the latest thread begun under its subject (one
-- row per subject, where an index over every message's subject made each look-up read all the
-- messages with that subject).
CREATE TABLE thread_subjects (
    account_id  TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    subject_key INTEGER NOT NULL,
    thread_id   TEXT NOT NULL,
    PRIMARY KEY (account_id, subject_key)
) WITHOUT ROWID;
CREATE INDEX thread_subjects_by_thread ON thread_subjects (account_id, thread_id);
INSERT OR REPLACE INTO thread_subjects (account_id, subject_key, thread_id)
    SELECT account_id, subject_key, thread_id FROM account_messages WHERE subject_key <> 0 ORDER BY seq;
DROP INDEX account_messages_by_subject_key;
ALTER TABLE account_messages DROP COLUMN subject_key;

-- Body text by word (prefix queries), without a copy of the text: rowid = account_messages.seq.
-- Each account's bodies are indexed in seq order; rows up to accounts.bodies_indexed_seq are
-- done (or skipped: too large to matter, gone, or body indexing turned off).
CREATE VIRTUAL TABLE account_bodies_fts USING fts5(
    body, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2'
);
ALTER TABLE accounts ADD COLUMN bodies_indexed_seq INTEGER NOT NULL DEFAULT 0;
-- pending | indexing | complete | off, as the sync last saw it.
ALTER TABLE accounts ADD COLUMN body_index TEXT NOT NULL DEFAULT 'pending';
CREATE TRIGGER account_bodies_fts_delete AFTER DELETE ON account_messages
BEGIN
    DELETE FROM account_bodies_fts WHERE rowid = old.seq;
END;

-- A link that lets another service download one attachment once, without a token.
CREATE TABLE attachment_links (
    token_hash       TEXT PRIMARY KEY,
    message_id       TEXT NOT NULL,
    attachment_index INTEGER NOT NULL,
    user_id          TEXT NOT NULL,
    created_at       INTEGER NOT NULL,
    expires_at       INTEGER NOT NULL,
    used_at          INTEGER
);
CREATE INDEX attachment_links_by_expiry ON attachment_links (expires_at);

-- The change feed: a user's events in order, and how far old events have been purged.
CREATE INDEX events_by_user ON events (user_id, seq);
CREATE TABLE meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
INSERT INTO meta (key, value) VALUES ('changes_horizon', 0);

-- Every send attempt through an account, and the Idempotency-Key that names it. The state says
-- how far it got: prepared (nothing handed to the server yet), committing (the final dot may have
-- reached the server: the outcome is unknown until its answer), sent, failed.
CREATE TABLE sends (
    id                TEXT PRIMARY KEY,
    user_id           TEXT NOT NULL,
    account_id        TEXT NOT NULL,
    idempotency_key   TEXT,
    request_hash      TEXT NOT NULL,
    message_id_header TEXT NOT NULL,
    state             TEXT NOT NULL,
    result_json       TEXT,
    created_at        INTEGER NOT NULL,
    updated_at        INTEGER NOT NULL
);
CREATE UNIQUE INDEX sends_by_key ON sends (user_id, account_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX sends_by_account ON sends (account_id, created_at);
