-- Who really sent a received message (docs/SENDER_AUTH.md): the verdict of its SPF, DKIM, ARC
-- and DMARC checks as JSON, and its DMARC-aligned, authenticated domain alone (lower case), which
-- waits that insist on a sender compare with; both null for mail stored before verdicts were
-- kept, the domain also when DMARC did not pass.
ALTER TABLE messages ADD COLUMN auth_json TEXT;
ALTER TABLE messages ADD COLUMN auth_domain TEXT;
