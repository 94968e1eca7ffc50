-- IMAP folders keep their sync state as an opaque cursor like every other provider's
-- (`UIDVALIDITY:UIDNEXT:HIGHESTMODSEQ`, read only by the IMAP adapter); the three columns go.
UPDATE folders SET cursor = uidvalidity || ':' || uidnext || ':' || COALESCE(highestmodseq, '')
 WHERE uidvalidity IS NOT NULL AND uidnext IS NOT NULL AND cursor IS NULL;
ALTER TABLE folders DROP COLUMN uidvalidity;
ALTER TABLE folders DROP COLUMN uidnext;
ALTER TABLE folders DROP COLUMN highestmodseq;
