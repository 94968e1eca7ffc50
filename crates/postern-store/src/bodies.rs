//! The full-text index of message bodies of connected accounts. The sync reads bodies in steps
//! and hands their text here; each account's messages are indexed in `seq` order, and
//! `accounts.bodies_indexed_seq` says how far. Searches use the index for messages up to there and
//! ask the server for the rest. The same steps bring what a first indexing leaves out of each
//! message (References, whether it has attachments), also for accounts that keep no body index.

use crate::folders::Locator;
use crate::threads::message_key;
use crate::writes::Writes;
use crate::{Backend, Result, Store, numbered};

/// A message whose body is not in the index yet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PendingBody {
    pub seq: i64,
    pub folder_id: String,
    pub at: Locator,
    pub size: u64,
}

/// What the sync read of one message in a body step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BodyText {
    pub seq: i64,
    /// The text for the full-text index (`None`: the account keeps no body index).
    pub text: Option<String>,
    pub has_attachments: bool,
    /// `References:`, oldest first.
    pub references: Vec<String>,
}

impl Store {
    /// The next messages of the account whose bodies are not indexed, in `seq` order.
    pub async fn pending_bodies(&self, account_id: &str, limit: u32) -> Result<Vec<PendingBody>> {
        let sql = format!(
            "SELECT seq, folder_id, uid, remote_ref, size FROM account_messages
             WHERE seq > (SELECT bodies_indexed_seq FROM accounts WHERE id = $1) AND {}account_id = $1
             ORDER BY seq LIMIT $2",
            self.backend.no_index()
        );
        let rows: Vec<(i64, String, i64, Option<String>, i64)> = on_both!(self, db => {
            sqlx::query_as(sqlx::AssertSqlSafe(sql)).bind(account_id).bind(limit as i64).fetch_all(&db.pool).await?
        });
        Ok(rows
            .into_iter()
            .map(|(seq, folder_id, uid, remote_ref, size)| PendingBody {
                seq,
                folder_id,
                at: Locator::stored(uid, remote_ref),
                size: size as u64,
            })
            .collect())
    }

    /// Adds bodies to the index, records the References and attachment flags read with them,
    /// joins the threads those References link, and marks every message of the account up to
    /// `through` as done (those without a text here were gone or not worth reading). Messages
    /// deleted meanwhile are left out.
    pub async fn index_bodies(&self, account_id: &str, through: i64, bodies: &[BodyText]) -> Result<()> {
        match &self.backend {
            Backend::Sqlite(db) => {
                let mut tx = db.background_write().await?;
                on_sqlite::index_bodies(&mut tx, account_id, through, bodies).await?;
                tx.commit().await?;
            }
            Backend::Postgres(db) => {
                let mut tx = db.background_write().await?;
                tx.fenced(self).await?;
                on_postgres::index_bodies(&mut tx, account_id, through, bodies).await?;
                tx.commit().await?;
            }
        }
        Ok(())
    }

    /// Body indexing of the account turned on or off. Off: the indexed bodies are forgotten,
    /// and the steps go on from where they are with header fields only (the References and
    /// attachment flags already read stay). On: the steps start over and read every body.
    pub async fn set_body_indexing(&self, account_id: &str, on: bool) -> Result<()> {
        let forget = match self.backend {
            Backend::Sqlite(_) => {
                "DELETE FROM account_bodies_fts WHERE rowid IN (SELECT seq FROM account_messages WHERE account_id = $1)"
            }
            Backend::Postgres(_) => {
                "DELETE FROM account_bodies WHERE seq IN (SELECT seq FROM account_messages WHERE account_id = $1)"
            }
        };
        let sql = if on { "UPDATE accounts SET bodies_indexed_seq = 0 WHERE id = $1" } else { forget };
        on_both!(self, db => sqlx::query(sql).bind(account_id).execute(&db.pool).await.map(drop)?);
        Ok(())
    }

    /// The folders of the account that hold messages whose bodies are not indexed.
    pub async fn folders_with_unindexed_bodies(&self, account_id: &str) -> Result<Vec<String>> {
        let sql = format!(
            "SELECT DISTINCT folder_id FROM account_messages
             WHERE seq > (SELECT bodies_indexed_seq FROM accounts WHERE id = $1) AND {}account_id = $1",
            self.backend.no_index()
        );
        Ok(on_both!(self, db => {
            sqlx::query_scalar(sqlx::AssertSqlSafe(sql)).bind(account_id).fetch_all(&db.pool).await?
        }))
    }

    /// The ids of the indexed messages of a folder with these references.
    async fn ids_of_refs(&self, folder_id: &str, refs: &[String]) -> Result<Vec<String>> {
        let sql = format!(
            "SELECT id FROM account_messages WHERE folder_id = $1 AND remote_ref IN ({})",
            self.backend.json_values("$2")
        );
        let refs = serde_json::to_string(refs).unwrap_or_else(|_| "[]".into());
        Ok(on_both!(self, db => {
            sqlx::query_scalar(sqlx::AssertSqlSafe(sql)).bind(folder_id).bind(refs).fetch_all(&db.pool).await?
        }))
    }

    /// The ids of the folder's messages the provider names by these references
    /// ([`crate::Locator::reference`]); `numbered`: the references are the folder's numbers
    /// (IMAP's UIDs), as the provider says.
    pub async fn ids_of_references(
        &self,
        folder_id: &str,
        references: &[String],
        numbered: bool,
    ) -> Result<Vec<String>> {
        if numbered {
            let uids: Vec<u32> = references.iter().filter_map(|r| r.parse().ok()).collect();
            self.ids_of_uids(folder_id, &uids).await
        } else {
            self.ids_of_refs(folder_id, references).await
        }
    }

    /// The ids of the folder's messages with these UIDs.
    async fn ids_of_uids(&self, folder_id: &str, uids: &[u32]) -> Result<Vec<String>> {
        let uids: Vec<i64> = uids.iter().map(|&uid| uid.into()).collect();
        Ok(match &self.backend {
            Backend::Sqlite(db) => {
                sqlx::query_scalar(
                    "SELECT id FROM account_messages WHERE folder_id = $1 AND uid IN (SELECT value FROM json_each($2))",
                )
                .bind(folder_id)
                .bind(serde_json::to_string(&uids).unwrap_or_else(|_| "[]".into()))
                .fetch_all(&db.pool)
                .await?
            }
            Backend::Postgres(db) => {
                sqlx::query_scalar("SELECT id FROM account_messages WHERE folder_id = $1 AND uid = ANY($2)")
                    .bind(folder_id)
                    .bind(uids)
                    .fetch_all(&db.pool)
                    .await?
            }
        })
    }
}

per_connection! {
    with crate::threads;

    /// [`Store::index_bodies`] in the caller's transaction.
    pub(super) async fn index_bodies(tx: &mut Conn, account_id: &str, through: i64, bodies: &[BodyText]) -> Result<()> {
            let mut pairs = Vec::new();
            // The step's rows in one query (a list bound once), not one per body.
            let seqs: Vec<i64> = bodies.iter().map(|b| b.seq).collect();
            let sql = format!(
                "SELECT seq, has_attachments, references_json, in_reply_to, thread_id FROM account_messages
                 WHERE account_id = $1 AND seq IN ({})",
                crate::json_values(PG, "$2", true)
            );
            let rows: std::collections::HashMap<i64, (bool, String, Option<String>, String)> =
                sqlx::query_as::<_, (i64, bool, String, Option<String>, String)>(sqlx::AssertSqlSafe(sql))
                    .bind(account_id)
                    .bind(serde_json::to_string(&seqs).unwrap_or_else(|_| "[]".into()))
                    .fetch_all(&mut *tx)
                    .await?
                    .into_iter()
                    .map(|(seq, had, references, in_reply_to, thread)| (seq, (had, references, in_reply_to, thread)))
                    .collect();
            // PostgreSQL's word index takes the step's bodies in one statement (by seq: a body
            // given twice is written once).
            let mut words_of: std::collections::BTreeMap<i64, String> = std::collections::BTreeMap::new();
            for body in bodies {
                let Some((had, references, in_reply_to, thread)) = rows.get(&body.seq) else { continue };
                if let Some(text) = &body.text {
                    if PG {
                        words_of.insert(body.seq, words(text));
                    } else {
                        sqlx::query("INSERT INTO account_bodies_fts (rowid, body) VALUES ($1, $2)")
                            .bind(body.seq)
                            .bind(text)
                            .execute(&mut *tx)
                            .await?;
                    }
                }
                if body.has_attachments != *had {
                    sqlx::query("UPDATE account_messages SET has_attachments = $1 WHERE seq = $2")
                        .bind(body.has_attachments)
                        .bind(body.seq)
                        .execute(&mut *tx)
                        .await?;
                }
                // A first indexing reads no References: they arrive here.
                if body.references.is_empty() || references != "[]" {
                    continue;
                }
                let parent = in_reply_to.as_ref().or(body.references.last());
                sqlx::query(
                    "UPDATE account_messages SET references_json = $1, parent_ref = $2, parent_key = $3 WHERE seq = $4",
                )
                .bind(crate::folders::json(&body.references))
                .bind(parent)
                .bind(parent.map(|p| message_key(p)))
                .bind(body.seq)
                .execute(&mut *tx)
                .await?;
                // Through the Message-ID key index, one look-up per id (with DISTINCT, SQLite would
                // rather walk the thread index over the whole account).
                let names = body.references.iter().rev().take(100).collect::<Vec<_>>();
                let sql = format!(
                    "SELECT message_id_header, thread_id FROM account_messages
                     WHERE message_key IN ({}) AND {NO_INDEX}account_id = $1 AND thread_id <> $2",
                    numbered(3, names.len())
                );
                let mut query = sqlx::query_as::<_, (String, String)>(sqlx::AssertSqlSafe(sql)).bind(account_id).bind(thread);
                for name in &names {
                    query = query.bind(message_key(name));
                }
                let linked = query.fetch_all(&mut *tx).await?;
                pairs.extend(
                    linked.into_iter().filter(|(name, _)| names.contains(&name)).map(|(_, other)| (other, thread.clone())),
                );
            }
            if !words_of.is_empty() {
                let words_of: Vec<(i64, String)> = words_of.into_iter().collect();
                sqlx::query(
                    "INSERT INTO account_bodies (seq, body)
                     SELECT (b->>0)::int8, strip(to_tsvector('simple', public.unaccent(b->>1))) FROM json_array_elements($1::json) AS b
                     ON CONFLICT (seq) DO UPDATE SET body = excluded.body",
                )
                .bind(serde_json::to_string(&words_of).unwrap_or_else(|_| "[]".into()))
                .execute(&mut *tx)
                .await?;
            }
            merge_threads(tx, account_id, pairs).await?;
            let greatest = if PG { "GREATEST" } else { "MAX" };
            sqlx::query(sqlx::AssertSqlSafe(format!(
                "UPDATE accounts SET bodies_indexed_seq = {greatest}(bodies_indexed_seq, $1) WHERE id = $2"
            )))
                .bind(through)
                .bind(account_id)
                .execute(&mut *tx)
                .await?;
            Ok(())
    }
}

/// What PostgreSQL's index is given of a body, and of a query: the text's words (runs of letters
/// and digits, as SQLite's `unicode61` tokenizer finds them), lower-cased, one space apart, so that
/// its own parser finds the same words (it would keep an address or a URL as one) and the same
/// search finds the same messages on both backends.
pub(crate) fn words(text: &str) -> String {
    text.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).collect::<Vec<_>>().join(" ").to_lowercase()
}
