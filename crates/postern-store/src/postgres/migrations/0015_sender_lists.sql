-- An inbox's allow and block lists of senders (JSON `{"allow": [...], "block": [...]}`, NULL
-- when it has none), judged when mail arrives; mail from a sender not on an allow list is kept
-- but quarantined: it never answers a wait.
ALTER TABLE inboxes ADD COLUMN senders_json TEXT;
ALTER TABLE messages ADD COLUMN quarantined BOOLEAN NOT NULL DEFAULT FALSE;
-- A connected account's message keeps its provider's verdict on the sender, read from the
-- Authentication-Results header the provider wrote, as inbox mail keeps the receiver's.
ALTER TABLE account_messages ADD COLUMN auth_json TEXT;
ALTER TABLE account_messages ADD COLUMN auth_domain TEXT;
-- A connected account's lists judge its new mail by the provider's verdict; what they hold back
-- stays in the index, quarantined.
ALTER TABLE accounts ADD COLUMN senders_json TEXT;
ALTER TABLE account_messages ADD COLUMN quarantined BOOLEAN NOT NULL DEFAULT FALSE;
