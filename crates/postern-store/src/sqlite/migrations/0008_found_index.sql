-- A wait on a folder looks for the oldest message seen since its cutoff that holds a code or a
-- link, so only such messages need to be in its index. A first sync reads no bodies, so none of
-- its rows go into it: re-inserting 100,000 synced rows in batches of 2,500 cost 1.69 s of CPU
-- with the index over every row, 1.45 s without it.
DROP INDEX account_messages_by_folder_seen;
CREATE INDEX account_messages_by_folder_found ON account_messages (folder_id, seen_at)
    WHERE otp IS NOT NULL OR magic_link IS NOT NULL;
