-- Signing in from remote MCP clients (docs/MCP_OAUTH.md). A token issued under a person's
-- consent names its client, the resource it is for (its audience) and when the consent ends:
-- no refresh goes past that.
ALTER TABLE tokens ADD COLUMN client_id TEXT;
ALTER TABLE tokens ADD COLUMN audience TEXT;
ALTER TABLE tokens ADD COLUMN consent_ends_at BIGINT;
-- Clients: registered (RFC 7591) or read from their metadata document, kept until `fresh_until`.
CREATE TABLE oauth_clients (
    client_id     TEXT PRIMARY KEY,
    kind          TEXT NOT NULL,
    client_json   TEXT NOT NULL,
    registered_by TEXT,
    created_at    BIGINT NOT NULL,
    fresh_until   BIGINT
);
CREATE INDEX oauth_clients_by_source ON oauth_clients (registered_by, created_at);
-- Authorizations: pending until the person consents (bound to the browser that asked), then a
-- single-use code (kept as its SHA-256), then the token it was exchanged for.
CREATE TABLE oauth_requests (
    id              TEXT PRIMARY KEY,
    client_id       TEXT NOT NULL,
    redirect_uri    TEXT NOT NULL,
    state           TEXT NOT NULL,
    code_challenge  TEXT NOT NULL,
    scope           TEXT NOT NULL,
    resource        TEXT NOT NULL,
    browser_hash    TEXT NOT NULL,
    created_at      BIGINT NOT NULL,
    expires_at      BIGINT NOT NULL,
    user_id         TEXT,
    consent_json    TEXT,
    code_hash       TEXT UNIQUE,
    code_expires_at BIGINT,
    token_id        TEXT,
    used_at         BIGINT
);
CREATE INDEX oauth_requests_by_expiry ON oauth_requests (expires_at);
-- Refresh tokens (as SHA-256), one family per token: each is used once.
CREATE TABLE oauth_refresh (
    hash       TEXT PRIMARY KEY,
    token_id   TEXT NOT NULL REFERENCES tokens(id),
    used_at    BIGINT,
    created_at BIGINT NOT NULL
);
CREATE INDEX oauth_refresh_by_token ON oauth_refresh (token_id);
