-- The hierarchy delimiter the server listed a folder with: a grant for `Work` reaches
-- `Work/Private` on a `/` server but not its sibling `Work.Private`. Unknown (NULL) until the
-- next folder list, and then no subfolders are reached.
ALTER TABLE folders ADD COLUMN delimiter TEXT;
