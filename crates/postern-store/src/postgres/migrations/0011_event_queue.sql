-- Events as their transactions write them, before they have a place in the log (docs/STORE.md,
-- "Ordering"): writers append here without waiting for each other, and a sequencer, one at a
-- time, moves what has committed into `events`, where `seq` is handed out in its commit order.
CREATE TABLE event_queue (
    qid        BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    id         TEXT NOT NULL,
    kind       TEXT NOT NULL,
    user_id    TEXT NOT NULL,
    inbox_id   TEXT,
    message_id TEXT,
    at         BIGINT NOT NULL,
    account_id TEXT,
    folder_id  TEXT,
    detail     TEXT
);
