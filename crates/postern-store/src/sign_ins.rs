//! Sign-ins at an OAuth provider under way: a browser's authorization code flow waiting for its
//! callback (found by the SHA-256 of its `state`, used once) and, when the callback did not come
//! to the browser that started it, for the person's confirmation (found by the SHA-256 of the
//! confirmation's secret, used once); a device code flow waiting for the person's approval
//! (polled by whichever instance started it, read by any).

use crate::sqlite::direct::Columns;
use crate::{Result, Store};
use postern_core::Timestamp;

/// Sign-ins one user may have open per provider and flow; starting another drops the oldest.
pub const OPEN_SIGN_INS: i64 = 5;

/// A sign-in as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SignIn {
    pub id: String,
    pub user_id: String,
    pub provider: String,
    /// `code` or `device`.
    pub flow: String,
    /// The account being signed in again.
    pub account_id: Option<String>,
    /// The PKCE verifier or the device code, sealed (the id as associated data); while the
    /// sign-in waits for its confirmation, the tokens.
    pub sealed: Vec<u8>,
    pub redirect_uri: Option<String>,
    /// What the sign-in connects, as JSON: `None` for the provider's API.
    pub options: Option<String>,
    /// The SHA-256 of the secret of the cookie of the browser it was started in, if it was.
    pub browser_hash: Option<String>,
    pub status: SignInStatus,
    pub result_account_id: Option<String>,
    pub error: Option<String>,
    pub created_at: Timestamp,
    pub expires_at: Timestamp,
}

/// Where a sign-in is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SignInStatus {
    /// Started; the provider has not called back yet.
    Pending,
    /// Called back: the code is being exchanged for tokens (taken by one callback only).
    Exchanging,
    /// Called back in a browser other than the one it was started in: the tokens wait, sealed,
    /// for the person's confirmation.
    Confirming,
    Connected,
    Failed,
}

impl SignInStatus {
    pub const fn as_str(self) -> &'static str {
        match self {
            SignInStatus::Pending => "pending",
            SignInStatus::Exchanging => "exchanging",
            SignInStatus::Confirming => "confirming",
            SignInStatus::Connected => "connected",
            SignInStatus::Failed => "failed",
        }
    }

    /// The status a row holds; a value this build does not know reads as `failed`.
    fn stored(status: &str) -> SignInStatus {
        match status {
            "pending" => SignInStatus::Pending,
            "exchanging" => SignInStatus::Exchanging,
            "confirming" => SignInStatus::Confirming,
            "connected" => SignInStatus::Connected,
            _ => SignInStatus::Failed,
        }
    }
}

/// A new sign-in.
#[derive(Debug, Clone)]
pub struct NewSignIn<'a> {
    pub id: &'a str,
    pub state_hash: Option<&'a str>,
    pub user_id: &'a str,
    pub provider: &'a str,
    pub flow: &'a str,
    pub account_id: Option<&'a str>,
    pub sealed: &'a [u8],
    pub redirect_uri: Option<&'a str>,
    pub options: Option<&'a str>,
    pub browser_hash: Option<&'a str>,
    pub expires_at: Timestamp,
}

macro_rules! columns {
    () => {
        "id, user_id, provider, flow, account_id, sealed, redirect_uri, options, browser_hash, status, result_account_id, error, created_at, expires_at"
    };
}

fn sign_in_of(row: &impl Columns) -> SignIn {
    SignIn {
        id: row.value("id"),
        user_id: row.value("user_id"),
        provider: row.value("provider"),
        flow: row.value("flow"),
        account_id: row.value("account_id"),
        sealed: row.value("sealed"),
        redirect_uri: row.value("redirect_uri"),
        options: row.value("options"),
        browser_hash: row.value("browser_hash"),
        status: SignInStatus::stored(&row.value::<String>("status")),
        result_account_id: row.value("result_account_id"),
        error: row.value("error"),
        created_at: Timestamp(row.value("created_at")),
        expires_at: Timestamp(row.value("expires_at")),
    }
}

impl Store {
    /// Stores a new sign-in; forgets sign-ins that ended more than a day ago, and the oldest of
    /// the user's open ones past [`OPEN_SIGN_INS`] for this provider and flow.
    pub async fn create_sign_in(&self, new: &NewSignIn<'_>) -> Result<()> {
        let now = Timestamp::now().micros();
        on_both!(self, db => {
            let mut tx = db.write().await?;
            sqlx::query("DELETE FROM sign_ins WHERE expires_at < $1").bind(now - 86_400_000_000).execute(&mut *tx).await?;
            sqlx::query(
                "DELETE FROM sign_ins WHERE user_id = $1 AND provider = $2 AND flow = $3 AND status = 'pending'
                   AND id NOT IN (SELECT id FROM sign_ins WHERE user_id = $1 AND provider = $2 AND flow = $3
                                   AND status = 'pending' ORDER BY created_at DESC LIMIT $4)",
            )
            .bind(new.user_id)
            .bind(new.provider)
            .bind(new.flow)
            .bind(OPEN_SIGN_INS - 1)
            .execute(&mut *tx)
            .await?;
            sqlx::query(
                "INSERT INTO sign_ins (id, state_hash, user_id, provider, flow, account_id, sealed, redirect_uri, options, browser_hash, status, created_at, expires_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'pending', $11, $12)",
            )
            .bind(new.id)
            .bind(new.state_hash)
            .bind(new.user_id)
            .bind(new.provider)
            .bind(new.flow)
            .bind(new.account_id)
            .bind(new.sealed)
            .bind(new.redirect_uri)
            .bind(new.options)
            .bind(new.browser_hash)
            .bind(now)
            .bind(new.expires_at.micros())
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// The pending browser sign-in whose state hashes to `state_hash`, taken atomically: of two
    /// callbacks with the same state (at one instance or several), one gets it. `None`: unknown,
    /// used, or expired.
    pub async fn take_sign_in(&self, state_hash: &str) -> Result<Option<SignIn>> {
        let now = Timestamp::now().micros();
        const SQL: &str = concat!(
            "UPDATE sign_ins SET status = 'exchanging' WHERE state_hash = $1 AND status = 'pending' AND expires_at > $2 RETURNING ",
            columns!()
        );
        on_both!(self, db => {
            let row = sqlx::query(SQL).bind(state_hash).bind(now).fetch_optional(&db.pool).await?;
            Ok(row.as_ref().map(sign_in_of))
        })
    }

    /// A sign-in being exchanged now waits for the person's confirmation: found by
    /// `confirm_hash` until `expires_at`, holding the `sealed` tokens.
    pub async fn await_confirmation(
        &self,
        id: &str,
        confirm_hash: &str,
        sealed: &[u8],
        expires_at: Timestamp,
    ) -> Result<()> {
        on_both!(self, db => {
            sqlx::query(
                "UPDATE sign_ins SET status = 'confirming', state_hash = $1, sealed = $2, expires_at = $3
                  WHERE id = $4 AND status = 'exchanging'",
            )
            .bind(confirm_hash)
            .bind(sealed)
            .bind(expires_at.micros())
            .bind(id)
            .execute(&db.pool)
            .await?;
        });
        Ok(())
    }

    /// The sign-in waiting for the confirmation whose secret hashes to `confirm_hash`, taken
    /// atomically as [`Store::take_sign_in`] takes a state. `None`: unknown, used, or expired.
    pub async fn take_confirmation(&self, confirm_hash: &str) -> Result<Option<SignIn>> {
        let now = Timestamp::now().micros();
        const SQL: &str = concat!(
            "UPDATE sign_ins SET status = 'exchanging' WHERE state_hash = $1 AND status = 'confirming' AND expires_at > $2 RETURNING ",
            columns!()
        );
        on_both!(self, db => {
            let row = sqlx::query(SQL).bind(confirm_hash).bind(now).fetch_optional(&db.pool).await?;
            Ok(row.as_ref().map(sign_in_of))
        })
    }

    /// A sign-in by id.
    pub async fn sign_in(&self, id: &str) -> Result<Option<SignIn>> {
        const SQL: &str = concat!("SELECT ", columns!(), " FROM sign_ins WHERE id = $1");
        on_both!(self, db => {
            let row = sqlx::query(SQL).bind(id).fetch_optional(&db.pool).await?;
            Ok(row.as_ref().map(sign_in_of))
        })
    }

    /// Records how a sign-in ended: `connected` to `account_id`, or `failed` with `error`.
    pub async fn finish_sign_in(&self, id: &str, account_id: Option<&str>, error: Option<&str>) -> Result<()> {
        let status = if account_id.is_some() { SignInStatus::Connected } else { SignInStatus::Failed }.as_str();
        on_both!(self, db => {
            sqlx::query("UPDATE sign_ins SET status = $1, result_account_id = $2, error = $3 WHERE id = $4")
                .bind(status)
                .bind(account_id)
                .bind(error)
                .bind(id)
                .execute(&db.pool)
                .await?;
        });
        Ok(())
    }
}
