-- The trigram index of the headers is written in the background, as SQLite's FTS5 index is
-- (docs/STORE.md): writing it with each row took most of a first indexing's time. A row written
-- to `account_messages` (by any statement, `COPY` too) is noted in `headers_pending` by a
-- trigger; `Store::index_text_batch` moves noted rows into `account_headers`, which holds the
-- index; searches take the rows still pending as candidates.
DROP INDEX account_messages_headers_trgm;

CREATE TABLE headers_pending (
    seq BIGINT PRIMARY KEY
);

-- The headers as the index holds them: ASCII letters folded, as SQLite's LIKE folds them.
CREATE TABLE account_headers (
    seq       BIGINT PRIMARY KEY REFERENCES account_messages(seq) ON DELETE CASCADE,
    subject   TEXT NOT NULL,
    from_json TEXT NOT NULL,
    to_json   TEXT NOT NULL
);
CREATE INDEX account_headers_trgm ON account_headers USING gin (
    subject public.gin_trgm_ops,
    from_json public.gin_trgm_ops,
    to_json public.gin_trgm_ops
);

CREATE FUNCTION note_headers() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
    INSERT INTO headers_pending (seq) SELECT seq FROM written;
    RETURN NULL;
END
$$;
CREATE TRIGGER account_messages_headers AFTER INSERT ON account_messages
    REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION note_headers();

INSERT INTO headers_pending (seq) SELECT seq FROM account_messages;
