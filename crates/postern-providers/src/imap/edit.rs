//! The IMAP connection as an [`Edit`]: messages are named by their UIDs (decimal), each call
//! selects the folder first.

use super::ImapConnection;
use crate::provider::{Edit, ProviderError};

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
