-- Webhook endpoints (docs/WEBHOOKS.md): each is a reader of the event log with its own cursor;
-- the log is the queue. Claims let one instance at a time post an endpoint's next event.
CREATE TABLE webhooks (
    id              TEXT PRIMARY KEY,
    user_id         TEXT NOT NULL REFERENCES users(id),
    url             TEXT NOT NULL,
    description     TEXT NOT NULL,
    -- JSON array of event types and wildcards (`message.*`, `*`).
    events          TEXT NOT NULL,
    -- JSON {"accounts": [...], "inboxes": [...], "folders": [...]}: each list, when present, narrows.
    filters         TEXT NOT NULL,
    -- mailsocket's shape: the webhook of one inbox.
    inbox_id        TEXT REFERENCES inboxes(id) ON DELETE CASCADE,
    enabled         BOOLEAN NOT NULL,
    paused_reason   TEXT,
    -- Sealed by the vault (the id as associated data); the previous one signs too until its end.
    secret          BYTEA NOT NULL,
    previous_secret BYTEA,
    previous_until  BIGINT,
    -- The last position of the log delivered or passed over.
    cursor          BIGINT NOT NULL,
    failures        BIGINT NOT NULL,
    failing_since   BIGINT,
    next_attempt_at BIGINT,
    last_error      TEXT,
    claimed_by      TEXT,
    claimed_until   BIGINT,
    created_at      BIGINT NOT NULL,
    updated_at      BIGINT NOT NULL
);
CREATE INDEX webhooks_by_user ON webhooks (user_id);

-- Each post to an endpoint, newest kept (docs/WEBHOOKS.md).
CREATE TABLE webhook_attempts (
    id          BIGSERIAL PRIMARY KEY,
    webhook_id  TEXT NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
    event_id    TEXT NOT NULL,
    -- NULL for a test post.
    seq         BIGINT,
    at          BIGINT NOT NULL,
    -- The HTTP status, NULL when there was no answer.
    status      BIGINT,
    latency_ms  BIGINT NOT NULL,
    excerpt     TEXT,
    error       TEXT
);
CREATE INDEX webhook_attempts_by_webhook ON webhook_attempts (webhook_id, id);

-- What an event says beyond the ids, at the time it happened (JSON: an account's status and
-- its reason), so that a post made later tells what was true then.
ALTER TABLE events ADD COLUMN detail TEXT;
