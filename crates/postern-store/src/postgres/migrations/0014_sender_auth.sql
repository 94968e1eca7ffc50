-- Who really sent a received message (docs/SENDER_AUTH.md): the verdict of its SPF, DKIM, ARC
-- and DMARC checks as JSON, and its DMARC-aligned, authenticated domain alone (lower case), which
-- waits that insist on a sender compare with; both null for mail stored before verdicts were
-- kept, the domain also when DMARC did not pass.
ALTER TABLE messages ADD COLUMN auth_json TEXT;
ALTER TABLE messages ADD COLUMN auth_domain TEXT;
-- An inbox's waits may insist on their sender by default: only mail from this domain (or a
-- subdomain), or only authenticated mail, answers a wait that does not say otherwise.
ALTER TABLE inboxes ADD COLUMN from_domain TEXT;
ALTER TABLE inboxes ADD COLUMN require_authenticated BOOLEAN NOT NULL DEFAULT FALSE;
