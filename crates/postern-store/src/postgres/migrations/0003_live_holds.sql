-- What callers hold open at once across instances (waits, change streams), for the caps per
-- token and per user (docs/STORE.md): a row per hold, its expiry pushed on by its instance while
-- it lives, deleted when it ends; a dead instance's rows expire. Unlogged: after a crash of the
-- database nothing is held.
CREATE UNLOGGED TABLE live_holds (
    id         TEXT PRIMARY KEY,
    kind       TEXT NOT NULL,
    user_id    TEXT NOT NULL,
    token_id   TEXT NOT NULL,
    instance   TEXT NOT NULL,
    expires_at BIGINT NOT NULL
);
CREATE INDEX live_holds_by_user ON live_holds (kind, user_id);
CREATE INDEX live_holds_by_instance ON live_holds (instance);
