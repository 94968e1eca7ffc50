//! The IMAP connection as an [`Edit`] and as [`Drafts`] (messages are named by their UIDs,
//! decimal; each call selects the folder first) and as [`Folders`] (folders are named by their
//! raw names).

use super::ImapConnection;
use crate::provider::{Drafts, Edit, Folder, Folders, Message, ProviderError};

fn uid_set(messages: &[String]) -> String {
    messages.join(",")
}

fn refs(flags: &[String]) -> Vec<&str> {
    flags.iter().map(String::as_str).collect()
}

impl Edit for ImapConnection {
    async fn set_flags(
        &mut self,
        folder: &str,
        messages: &[String],
        add: &[String],
        remove: &[String],
    ) -> Result<(), ProviderError> {
        self.select(folder).await?;
        if !add.is_empty() {
            self.add_flags(&uid_set(messages), &refs(add)).await?;
        }
        if !remove.is_empty() {
            self.remove_flags(&uid_set(messages), &refs(remove)).await?;
        }
        Ok(())
    }

    async fn move_to(
        &mut self,
        from: &str,
        messages: &[String],
        to: &str,
    ) -> Result<Vec<(String, String)>, ProviderError> {
        self.select(from).await?;
        let pairs = ImapConnection::move_to(self, &uid_set(messages), to).await?;
        Ok(pairs.into_iter().map(|(old, new)| (old.to_string(), new.to_string())).collect())
    }

    async fn destroy(&mut self, folder: &str, messages: &[String]) -> Result<(), ProviderError> {
        self.select(folder).await?;
        Ok(self.expunge(&uid_set(messages)).await?)
    }
}

impl ImapConnection {
    /// The raw name of the folder listed as `name`.
    async fn raw_name_of(&mut self, name: &str) -> Result<String, ProviderError> {
        let listed = self.folders().await?;
        let found = listed.into_iter().find(|l| l.name == name).map(|l| l.raw_name);
        found.ok_or_else(|| ProviderError::Protocol(format!("the server does not list {name:?} after the change")))
    }
}

impl Folders for ImapConnection {
    async fn listing(&mut self) -> Result<Vec<Folder>, ProviderError> {
        Ok(self.folders().await?.iter().map(super::neutral_folder).collect())
    }

    async fn create_folder(&mut self, _parent: Option<&str>, _leaf: &str, full: &str) -> Result<String, ProviderError> {
        ImapConnection::create_folder(self, full).await?;
        self.raw_name_of(full).await
    }

    async fn rename_folder(&mut self, folder: &str, _leaf: &str, full: &str) -> Result<String, ProviderError> {
        ImapConnection::rename_folder(self, folder, full).await?;
        self.raw_name_of(full).await
    }

    async fn delete_folder(&mut self, folder: &str, selectable: bool) -> Result<bool, ProviderError> {
        if selectable && self.status(folder).await?.exists > 0 {
            return Ok(false);
        }
        ImapConnection::delete_folder(self, folder).await?;
        Ok(true)
    }
}

/// Storing needs UIDPLUS (APPENDUID says where the message went); deleting for good, too.
impl Drafts for ImapConnection {
    fn numbered(&self) -> bool {
        true
    }

    async fn store(&mut self, folder: &str, raw: Vec<u8>, flags: &[&str]) -> Result<(Message, bool), ProviderError> {
        let uid = self.append(folder, flags, &raw).await?.ok_or_else(|| {
            ProviderError::Protocol("the server did not say where it stored the message (no UIDPLUS)".into())
        })?;
        self.select(folder).await?;
        let fetched = self.fetch_headers(&uid.to_string()).await?.into_iter().next();
        let message = fetched.ok_or_else(|| ProviderError::Protocol("the stored message is not there".into()))?;
        Ok((super::neutral_message(message), true))
    }

    async fn take_out(&mut self, folder: &str, message: &str) -> Result<(), ProviderError> {
        self.destroy(folder, std::slice::from_ref(&message.to_string())).await
    }
}
