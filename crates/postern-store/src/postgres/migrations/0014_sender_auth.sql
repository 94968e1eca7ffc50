-- Who really sent a received message (docs/SENDER_AUTH.md): the verdict of its SPF, DKIM, ARC
-- and DMARC checks as JSON; null for mail stored before verdicts were kept.
ALTER TABLE messages ADD COLUMN auth_json TEXT;
