//! A POP3 account as a [`Source`]: one folder, `INBOX`, whose messages are named by their UIDL.
//!
//! A POP3 session sees the maildrop as it was at login, so every pass logs in anew and ends with
//! `QUIT` ([`Source::end_pass`]), which also commits deletions. Each pass lists `UIDL` and `LIST`
//! and compares the ids with the index: the ids it does not hold are new (their headers read by
//! `TOP n 0`), the ones the server no longer lists are gone. The cursor is a digest of the
//! listing, so that a pass over an unchanged maildrop does not ask the index.

use super::{Pop3Error, Pop3Options, Pop3Session, Pop3Settings};
use crate::provider::{Changes, Edit, Folder, Index, Message, ProviderError, Scope, Source};
use std::collections::{HashMap, HashSet};

/// The one folder's reference.
pub const INBOX: &str = "INBOX";
/// Headers read (`TOP n 0`) per answer: a first sync of a large maildrop is written in steps.
const HEADERS_PER_ANSWER: usize = 500;

/// A session's listing: message number and size per UIDL.
type Listing = HashMap<String, (u32, u64)>;

/// A POP3 account's maildrop. Holds the password to log in at each pass; never shows it.
pub struct Pop3Mailbox {
    settings: Pop3Settings,
    password: String,
    options: Pop3Options,
    /// The session of the running pass …
    session: Option<Pop3Session>,
    /// … and its listing (message number and size per UIDL), asked for when first needed.
    listing: Option<Listing>,
}

impl std::fmt::Debug for Pop3Mailbox {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pop3Mailbox").field("settings", &self.settings).finish_non_exhaustive()
    }
}

impl Pop3Mailbox {
    /// Logs in once (so that wrong credentials or an unreachable server are known now) and keeps
    /// the session for the first pass; the maildrop is listed when something needs it.
    pub async fn connect(
        settings: &Pop3Settings,
        password: &str,
        options: &Pop3Options,
    ) -> Result<Pop3Mailbox, Pop3Error> {
        let session = Pop3Session::connect(settings, password, options).await?;
        Ok(Pop3Mailbox {
            settings: settings.clone(),
            password: password.to_string(),
            options: options.clone(),
            session: Some(session),
            listing: None,
        })
    }

    /// Ends the running session, if any, committing its deletions.
    pub async fn quit(&mut self) -> Result<(), Pop3Error> {
        self.listing = None;
        match self.session.take() {
            Some(session) => session.quit().await,
            None => Ok(()),
        }
    }

    /// The running session (logged in anew after a `QUIT`) and its listing.
    async fn session(&mut self) -> Result<(&mut Pop3Session, &Listing), Pop3Error> {
        if self.session.is_none() {
            self.session = Some(Pop3Session::connect(&self.settings, &self.password, &self.options).await?);
        }
        let session = self.session.as_mut().expect("a session was just opened");
        if self.listing.is_none() {
            let sizes: HashMap<u32, u64> = session.list().await?.into_iter().collect();
            let listing = session.uidl().await?.into_iter();
            self.listing =
                Some(listing.map(|(number, id)| (id, (number, sizes.get(&number).copied().unwrap_or(0)))).collect());
        }
        Ok((session, self.listing.as_ref().expect("the maildrop was just listed")))
    }
}

/// A digest of a listing: equal listings give equal digests, whatever their order.
fn digest(listing: &Listing) -> String {
    let mut ids: Vec<&String> = listing.keys().collect();
    ids.sort_unstable();
    // FNV-1a over the sorted ids: a cursor, not a security boundary.
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for id in ids {
        for byte in id.bytes().chain([0]) {
            hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    format!("{}:{hash:016x}", listing.len())
}

impl Source for Pop3Mailbox {
    fn scope(&self) -> Scope {
        Scope::Folder
    }

    async fn folders(&mut self) -> Result<Vec<Folder>, ProviderError> {
        Ok(vec![Folder {
            reference: INBOX.into(),
            name: "INBOX".into(),
            role: Some("inbox".into()),
            selectable: true,
            delimiter: None,
        }])
    }

    async fn changes(
        &mut self,
        folder: Option<&str>,
        cursor: Option<&str>,
        index: &impl Index,
    ) -> Result<Changes, ProviderError> {
        if folder != Some(INBOX) {
            return Ok(Changes::default());
        }
        let (session, listing) = self.session().await?;
        let now = digest(listing);
        if cursor == Some(now.as_str()) {
            return Ok(Changes { cursor: Some(now), ..Changes::default() });
        }
        let known = index.known(INBOX).await?;
        let removed = known.keys().filter(|id| !listing.contains_key(*id)).map(|id| (INBOX.to_string(), id.clone()));
        let removed = removed.collect();
        let mut new: Vec<(&String, &(u32, u64))> = listing.iter().filter(|(id, _)| !known.contains_key(*id)).collect();
        new.sort_unstable_by_key(|(_, (number, _))| *number);
        let more = new.len() > HEADERS_PER_ANSWER;
        let mut created = Vec::with_capacity(new.len().min(HEADERS_PER_ANSWER));
        let mut seen = HashSet::new();
        for (id, (number, size)) in new.into_iter().take(HEADERS_PER_ANSWER) {
            // A server that lists one id twice gets one message.
            if !seen.insert(id) {
                continue;
            }
            let header = session.top(*number, 0).await?;
            let message = Message {
                reference: id.clone(),
                flags: Vec::new(),
                received: None,
                size: *size,
                headers: postern_mail::parse::headers(&header),
            };
            created.push((INBOX.to_string(), message));
        }
        Ok(Changes { created, removed, cursor: (!more).then_some(now), more, ..Changes::default() })
    }

    async fn read(&mut self, folder: &str, message: &str) -> Result<Option<Vec<u8>>, ProviderError> {
        if folder != INBOX {
            return Ok(None);
        }
        let (session, listing) = self.session().await?;
        let Some(&(number, _)) = listing.get(message) else { return Ok(None) };
        Ok(Some(session.retr(number).await?))
    }

    /// `TOP n lines`, with lines enough for `max_bytes` of text at 76 characters a line: a large
    /// message's attachments are not downloaded for the index.
    async fn read_start(
        &mut self,
        folder: &str,
        message: &str,
        max_bytes: u64,
    ) -> Result<Option<Vec<u8>>, ProviderError> {
        if folder != INBOX {
            return Ok(None);
        }
        let (session, listing) = self.session().await?;
        let Some(&(number, size)) = listing.get(message) else { return Ok(None) };
        if size <= max_bytes {
            return Ok(Some(session.retr(number).await?));
        }
        let lines = u32::try_from(max_bytes / 76).unwrap_or(u32::MAX).max(1);
        Ok(Some(session.top(number, lines).await?))
    }

    async fn delete(&mut self, folder: &str, messages: &[String]) -> Result<(), ProviderError> {
        if folder != INBOX {
            return Ok(());
        }
        let (session, listing) = self.session().await?;
        for id in messages {
            if let Some(&(number, _)) = listing.get(id) {
                session.dele(number).await?;
            }
        }
        Ok(())
    }

    async fn end_pass(&mut self) -> Result<(), ProviderError> {
        Ok(self.quit().await?)
    }
}

/// POP3 deletes, and nothing else: the routes never ask it for flags or moves (the account does
/// not support them), and would get a protocol error if they did.
impl Edit for Pop3Mailbox {
    async fn set_flags(&mut self, _: &str, _: &[String], _: &[String], _: &[String]) -> Result<(), ProviderError> {
        Err(ProviderError::Protocol("POP3 has no flags".into()))
    }

    async fn move_to(&mut self, _: &str, _: &[String], _: &str) -> Result<Vec<(String, String)>, ProviderError> {
        Err(ProviderError::Protocol("POP3 has one folder".into()))
    }

    /// `DELE`, committed at once by `QUIT`.
    async fn destroy(&mut self, folder: &str, messages: &[String]) -> Result<(), ProviderError> {
        Source::delete(self, folder, messages).await?;
        Ok(self.quit().await?)
    }
}

#[cfg(test)]
mod tests {
    use super::digest;
    use std::collections::HashMap;

    #[test]
    fn the_cursor_names_the_listing_not_its_order() {
        let a: HashMap<String, (u32, u64)> = [("x".to_string(), (1, 10)), ("y".to_string(), (2, 20))].into();
        let b: HashMap<String, (u32, u64)> = [("y".to_string(), (1, 20)), ("x".to_string(), (2, 10))].into();
        assert_eq!(digest(&a), digest(&b));
        let c: HashMap<String, (u32, u64)> = [("x".to_string(), (1, 10))].into();
        assert_ne!(digest(&a), digest(&c));
        // Ids are joined with a separator: ("ab","c") is not ("a","bc").
        let d: HashMap<String, (u32, u64)> = [("ab".to_string(), (1, 1)), ("c".to_string(), (2, 1))].into();
        let e: HashMap<String, (u32, u64)> = [("a".to_string(), (1, 1)), ("bc".to_string(), (2, 1))].into();
        assert_ne!(digest(&d), digest(&e));
    }
}
