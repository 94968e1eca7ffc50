-- The browser a sign-in was started in (docs/PROVIDERS.md, binding the sign-in): the SHA-256 of
-- the secret its cookie holds, NULL when started outside a browser (the callback then asks the
-- person to confirm). While a sign-in waits for that confirmation, `state_hash` holds the hash of
-- the confirmation's secret and `sealed` the tokens.
ALTER TABLE sign_ins ADD COLUMN browser_hash TEXT;
