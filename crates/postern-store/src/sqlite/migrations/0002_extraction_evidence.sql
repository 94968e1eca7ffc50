-- The extractor's evidence: the link's confidence and every candidate with why it scored.
ALTER TABLE messages ADD COLUMN link_confidence REAL;
ALTER TABLE messages ADD COLUMN candidates_json TEXT NOT NULL DEFAULT '[]';
