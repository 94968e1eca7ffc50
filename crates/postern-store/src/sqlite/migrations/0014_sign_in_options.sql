-- What a sign-in connects (docs/GOOGLE.md, XOAUTH2): NULL for the provider's API; else JSON
-- naming the protocol (`{"protocol": "imap", "settings": {…}}`) the account then logs in with.
ALTER TABLE sign_ins ADD COLUMN options TEXT;
