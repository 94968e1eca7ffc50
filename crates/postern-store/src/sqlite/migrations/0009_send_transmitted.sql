-- A daily send cap counts a send at the moment it went to the mail server (right before the
-- final dot), not when its attempt was first recorded: an attempt refused at the cap keeps its
-- first `created_at`, and replayed a day later it would otherwise fall in no counting window.
ALTER TABLE sends ADD COLUMN transmitted_at INTEGER;
UPDATE sends SET transmitted_at = updated_at WHERE state IN ('sent', 'committing');
CREATE INDEX sends_by_user_account_transmitted ON sends (user_id, account_id, transmitted_at)
    WHERE transmitted_at IS NOT NULL;
