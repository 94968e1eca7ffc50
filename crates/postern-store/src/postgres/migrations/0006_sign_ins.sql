-- Sign-ins at an OAuth provider under way (docs/PROVIDERS.md): a browser's authorization code
-- flow waits for its callback, a device code flow for the person's approval. Kept in the
-- database so that any instance can finish what another started.
CREATE TABLE sign_ins (
    id                TEXT PRIMARY KEY,
    -- SHA-256 of the `state` handed to the provider (browser flows); NULL for device flows.
    state_hash        TEXT UNIQUE,
    user_id           TEXT NOT NULL,
    provider          TEXT NOT NULL,
    flow              TEXT NOT NULL,
    -- The account being signed in again, if any.
    account_id        TEXT,
    -- The PKCE verifier or the device code, sealed by the vault (the id as associated data).
    sealed            BYTEA NOT NULL,
    redirect_uri      TEXT,
    -- pending | exchanging | connected | failed
    status            TEXT NOT NULL,
    result_account_id TEXT,
    error             TEXT,
    created_at        BIGINT NOT NULL,
    expires_at        BIGINT NOT NULL
);
CREATE INDEX sign_ins_by_user ON sign_ins (user_id, provider, flow, created_at);

-- Channels a provider pushes an account's changes through (Microsoft Graph's subscriptions):
-- any instance can tell a notification's account, and check its secret (kept as its SHA-256).
CREATE TABLE push_channels (
    provider     TEXT NOT NULL,
    id           TEXT NOT NULL,
    account_id   TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    secret_hash  TEXT NOT NULL,
    expires_at   BIGINT NOT NULL,
    PRIMARY KEY (provider, id)
);
CREATE INDEX push_channels_by_account ON push_channels (account_id);
