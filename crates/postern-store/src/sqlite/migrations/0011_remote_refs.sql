-- Providers without IMAP's UIDs (POP3's UIDL, JMAP's and Graph's ids) name a message with an
-- opaque reference of their own. Such rows also get a `uid`, the store's arrival ordinal in the
-- folder, so that ordering and the body steps work alike; IMAP rows leave `remote_ref` NULL (the
-- UID is the reference), which keeps them out of this index.
ALTER TABLE account_messages ADD COLUMN remote_ref TEXT;
-- A message in several folders (JMAP's mailboxIds, Gmail's labels) has a row in each, with the
-- same reference.
CREATE UNIQUE INDEX account_messages_by_ref ON account_messages (folder_id, remote_ref) WHERE remote_ref IS NOT NULL;
CREATE INDEX account_messages_by_account_ref ON account_messages (account_id, remote_ref) WHERE remote_ref IS NOT NULL;
-- A provider's opaque sync cursor for the folder (unused by IMAP, whose cursor is UIDVALIDITY,
-- UIDNEXT and HIGHESTMODSEQ in their own columns).
ALTER TABLE folders ADD COLUMN cursor TEXT;
-- The same, for providers whose cursor is the account's (JMAP's Email state).
ALTER TABLE accounts ADD COLUMN cursor TEXT;
