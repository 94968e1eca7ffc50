//! The keys credentials are sealed with ([`Vault`]), where the store keeps them: on SQLite the
//! master key's files in the data directory (or the environment's key), one instance's own; on
//! PostgreSQL data keys in the database, each sealed by the master key, so that every instance
//! sharing the database opens what another sealed, and a rotation run anywhere reaches all of
//! them while they run (told by `NOTIFY`, and reloading before every seal and when a value names
//! a key they do not know).

use crate::postgres::locks::XACT_LOCK;
use crate::postgres::notify;
use crate::vault::{Keys, MasterKey, Vault, VaultError};
use crate::{Backend, Result, Store, StoreError};
use std::path::Path;

/// The associated data a data key is sealed under.
fn bound(id: &str) -> String {
    format!("data-key:{id}")
}

impl Store {
    /// The keyring of this store: the key files in `data_dir` or the environment's key
    /// (`POSTERN_MASTER_KEY`) on SQLite; on PostgreSQL the database's data keys, opened with that
    /// key (the first instance makes the first data key).
    pub async fn vault(&self, data_dir: &Path, env: Option<&str>) -> Result<Vault> {
        // Without the environment's key, its file is made there on first use.
        crate::private::dir(data_dir)?;
        let Backend::Postgres(_) = &self.backend else { return Ok(Vault::load(data_dir, env)?) };
        let master = MasterKey::load(data_dir, env)?;
        let keys = self.data_keys(&master).await?;
        Ok(Vault::of_data_keys(master, keys))
    }

    /// Reloads a keyring of data keys from the database (nothing to do for one of files).
    pub async fn refresh_vault(&self, vault: &Vault) -> Result<()> {
        if let Some(master) = &vault.sealing {
            vault.replace(self.data_keys(master).await?);
        }
        Ok(())
    }

    /// Seals `secret` for `record_id` under the current key, as it stands in the store now.
    pub async fn seal_secret(&self, vault: &Vault, record_id: &str, secret: &[u8]) -> Result<Vec<u8>> {
        self.refresh_vault(vault).await?;
        Ok(vault.seal(record_id, secret)?)
    }

    /// Opens a value sealed for `record_id`, reloading the keyring first when it names a key the
    /// ring does not know (another instance rotated).
    pub async fn open_secret(&self, vault: &Vault, record_id: &str, sealed: &[u8]) -> Result<Vec<u8>> {
        if !vault.knows(sealed) {
            self.refresh_vault(vault).await?;
        }
        Ok(vault.open(record_id, sealed)?)
    }

    /// Starts a rotation of a keyring of data keys: a new current key (the old ones still open
    /// what they sealed), and every instance told to reload. Returns the new key's id.
    pub async fn begin_data_key_rotation(&self, vault: &Vault) -> Result<[u8; 4]> {
        let (Backend::Postgres(db), Some(master)) = (&self.backend, &vault.sealing) else {
            return Err(StoreError::Conflict("the keys are not kept in the database".into()));
        };
        let key = MasterKey::generate();
        let id = postern_core::hex(&key.id());
        let mut tx = db.write().await?;
        sqlx::query(XACT_LOCK).bind("keyring").execute(&mut *tx).await?;
        sqlx::query("UPDATE data_keys SET current = FALSE WHERE current").execute(&mut *tx).await?;
        sqlx::query("INSERT INTO data_keys (id, sealed, current, created_at) VALUES ($1, $2, TRUE, $3)")
            .bind(&id)
            .bind(master.seal(&bound(&id), key.bytes()))
            .bind(postern_core::Timestamp::now().micros())
            .execute(&mut *tx)
            .await?;
        notify::keys_changed(&mut tx).await?;
        tx.commit().await?;
        self.refresh_vault(vault).await?;
        Ok(key.id())
    }

    /// Ends a rotation once nothing is sealed by an old data key: forgets them, everywhere.
    pub async fn finish_data_key_rotation(&self, vault: &Vault) -> Result<()> {
        let Backend::Postgres(db) = &self.backend else { return Ok(()) };
        let mut tx = db.write().await?;
        sqlx::query(XACT_LOCK).bind("keyring").execute(&mut *tx).await?;
        sqlx::query("DELETE FROM data_keys WHERE NOT current").execute(&mut *tx).await?;
        notify::keys_changed(&mut tx).await?;
        tx.commit().await?;
        self.refresh_vault(vault).await
    }

    /// The data keys, opened with `master`; the first is made when there is none.
    async fn data_keys(&self, master: &MasterKey) -> Result<Keys> {
        let Backend::Postgres(db) = &self.backend else {
            return Err(StoreError::Conflict("the keys are not kept in the database".into()));
        };
        let read = async || -> Result<Vec<(String, Vec<u8>, bool)>> {
            Ok(sqlx::query_as("SELECT id, sealed, current FROM data_keys ORDER BY created_at DESC")
                .fetch_all(&db.pool)
                .await?)
        };
        let mut rows = read().await?;
        if !rows.iter().any(|(_, _, current)| *current) {
            let key = MasterKey::generate();
            let id = postern_core::hex(&key.id());
            let mut tx = db.write().await?;
            sqlx::query(XACT_LOCK).bind("keyring").execute(&mut *tx).await?;
            // Instances starting together make one.
            sqlx::query(
                "INSERT INTO data_keys (id, sealed, current, created_at)
                 SELECT $1, $2, TRUE, $3 WHERE NOT EXISTS (SELECT 1 FROM data_keys WHERE current)",
            )
            .bind(&id)
            .bind(master.seal(&bound(&id), key.bytes()))
            .bind(postern_core::Timestamp::now().micros())
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            rows = read().await?;
        }
        let mut current = None;
        let mut previous = Vec::new();
        for (id, sealed, is_current) in rows {
            // A master key other than the one that sealed the data keys opens none of them.
            let bytes = master.open(&bound(&id), &sealed)?;
            let bytes: [u8; 32] = bytes.try_into().map_err(|_| VaultError::Damaged)?;
            let key = MasterKey::from_bytes(bytes);
            if is_current && current.is_none() {
                current = Some(key);
            } else {
                previous.push(key);
            }
        }
        let current = current.ok_or(VaultError::Damaged)?;
        Ok(Keys { current, previous })
    }
}
