-- Signing in to the web UI (docs/UI.md §3): a password per user, a second factor, sessions,
-- one-time setup links and the lockout counters. Secrets are kept as SHA-256 hashes, the TOTP
-- secret sealed by the vault.
ALTER TABLE users ADD COLUMN password_hash TEXT;
ALTER TABLE users ADD COLUMN password_set_at BIGINT;
ALTER TABLE users ADD COLUMN totp_required BOOLEAN NOT NULL DEFAULT FALSE;

CREATE TABLE ui_totp (
    user_id      TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    sealed       BYTEA NOT NULL,
    -- NULL while the user is enrolling.
    confirmed_at BIGINT,
    -- The last time step a code was accepted for: a code is accepted only for a later one.
    last_step    BIGINT NOT NULL DEFAULT 0,
    created_at   BIGINT NOT NULL
);

CREATE TABLE ui_recovery_codes (
    user_id   TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL,
    used_at   BIGINT,
    PRIMARY KEY (user_id, code_hash)
);

CREATE TABLE ui_sessions (
    id           TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    secret_hash  TEXT NOT NULL UNIQUE,
    -- second_factor | enrol | active
    stage        TEXT NOT NULL,
    tries        BIGINT NOT NULL DEFAULT 0,
    created_at   BIGINT NOT NULL,
    last_seen_at BIGINT NOT NULL,
    expires_at   BIGINT NOT NULL,
    revoked_at   BIGINT,
    source       TEXT,
    user_agent   TEXT
);
CREATE INDEX ui_sessions_by_user ON ui_sessions (user_id, created_at);

CREATE TABLE ui_setup_links (
    id          TEXT PRIMARY KEY,
    user_id     TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    secret_hash TEXT NOT NULL UNIQUE,
    -- The user who issued it, or `host` for the command line and the first start.
    created_by  TEXT NOT NULL,
    created_at  BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL,
    used_at     BIGINT
);
CREATE INDEX ui_setup_links_by_user ON ui_setup_links (user_id);

-- Failed sign-ins per key (`ip:<address>` or `name:<folded name>`), shared by the instances.
CREATE TABLE ui_sign_in_failures (
    key          TEXT PRIMARY KEY,
    failures     BIGINT NOT NULL,
    first_at     BIGINT NOT NULL,
    locked_until BIGINT
);
