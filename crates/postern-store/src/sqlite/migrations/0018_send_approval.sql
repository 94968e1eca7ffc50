-- Sends that wait for a person's approval (docs/AGENT_SAFETY.md). A held send keeps the message
-- exactly as built (`held_raw`, dropped once decided and gone), its recipients, the grant's
-- condition and who asked (`approval_json`), when it expires, and who decided (`decided_json`).
ALTER TABLE sends ADD COLUMN held_raw BLOB;
ALTER TABLE sends ADD COLUMN recipients_json TEXT;
ALTER TABLE sends ADD COLUMN approval_json TEXT;
ALTER TABLE sends ADD COLUMN expires_at INTEGER;
ALTER TABLE sends ADD COLUMN decided_json TEXT;
CREATE INDEX sends_pending ON sends (expires_at) WHERE state = 'pending';

-- When a token last read mail from outside the account's own addresses: a grant's
-- `approval: "after_untrusted"` holds a send made within the window after it.
CREATE TABLE untrusted_reads (
    token_id TEXT PRIMARY KEY,
    read_at  INTEGER NOT NULL
);
