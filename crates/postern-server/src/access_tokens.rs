//! Access tokens of the accounts signed in with OAuth: each account's refresh token is sealed in
//! the vault like a password; its access token lives in memory only, refreshed a minute before
//! it expires and after a 401, by one request at a time per account (the others wait for its
//! answer). A refresh token the provider rotates is stored before the new access token is used.
//! A refused refresh (`invalid_grant`: expired, revoked, consent withdrawn) is an
//! [`ProviderError::Auth`]: the account needs a new sign-in, and nothing retries it in a loop.
//! A refused app (`invalid_client`: its secret expired) is the installation's problem, kept here
//! for the service's health until a refresh with that app succeeds again.

use postern_core::Timestamp;
use postern_providers::oauth::{Bearer, OAuthClient, Obtained, Tokens};
use postern_providers::provider::ProviderError;
use postern_store::Store;
use postern_store::vault::Vault;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::time::Instant;

/// An access token is renewed this long before it expires.
const AHEAD: Duration = Duration::from_secs(60);

/// The providers' OAuth clients and the accounts' access tokens.
pub(crate) struct AccessTokens {
    store: Store,
    vault: Arc<Vault>,
    clients: HashMap<Grant, OAuthClient>,
    slots: Mutex<HashMap<String, Arc<Slot>>>,
    /// The apps their provider refuses now: why, and since when.
    refused: Mutex<HashMap<Grant, (String, Timestamp)>>,
}

/// An app of this installation its provider refuses (its secret expired, say).
#[derive(Debug, Clone)]
pub(crate) struct RefusedApp {
    pub(crate) provider: &'static str,
    pub(crate) over_imap: bool,
    pub(crate) reason: String,
    pub(crate) since: Timestamp,
}

/// What a client's tokens are for: a provider, through its API or through IMAP and SMTP
/// (scopes of another resource at Microsoft).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct Grant {
    pub(crate) provider: &'static str,
    pub(crate) over_imap: bool,
}

/// One account's access token, behind the lock its refreshes take turns on.
#[derive(Default)]
struct Slot {
    current: tokio::sync::Mutex<Option<(String, Instant)>>,
}

impl AccessTokens {
    pub(crate) fn new(store: Store, vault: Arc<Vault>, clients: HashMap<Grant, OAuthClient>) -> AccessTokens {
        AccessTokens { store, vault, clients, slots: Mutex::new(HashMap::new()), refused: Mutex::new(HashMap::new()) }
    }

    /// The apps their provider refuses now (none when all is well).
    pub(crate) fn refused_apps(&self) -> Vec<RefusedApp> {
        let refused = self.refused.lock().expect("refused apps lock");
        let mut apps: Vec<RefusedApp> = refused
            .iter()
            .map(|(grant, (reason, since))| RefusedApp {
                provider: grant.provider,
                over_imap: grant.over_imap,
                reason: reason.clone(),
                since: *since,
            })
            .collect();
        apps.sort_by_key(|a| (a.provider, a.over_imap));
        apps
    }

    /// [`AccessTokens::refused_apps`] as `/service` and `/healthz` show them: no account of a
    /// refused app's provider syncs until an administrator renews it.
    pub(crate) fn refused_shown(&self) -> Vec<serde_json::Value> {
        let shown = |app: RefusedApp| {
            serde_json::json!({
                "provider": app.provider,
                "protocol": if app.over_imap { "imap" } else { "api" },
                "reason": app.reason,
                "since": app.since,
            })
        };
        self.refused_apps().into_iter().map(shown).collect()
    }

    /// Notes what the provider said of the app at a refresh: refused (logged once, as the
    /// installation's problem), or accepted again.
    fn judged(&self, grant: Grant, refusal: Option<&str>) {
        let mut refused = self.refused.lock().expect("refused apps lock");
        match refusal {
            Some(reason) => {
                if !refused.contains_key(&grant) {
                    tracing::error!(
                        provider = grant.provider,
                        over_imap = grant.over_imap,
                        %reason,
                        "the provider refuses this installation's app: no account can sync until an administrator renews its secret"
                    );
                }
                refused.entry(grant).or_insert_with(|| (reason.to_string(), Timestamp::now()));
            }
            None => {
                if refused.remove(&grant).is_some() {
                    tracing::info!(provider = grant.provider, "the provider accepts this installation's app again");
                }
            }
        }
    }

    /// The OAuth client of a provider for its API or for IMAP, if the installation configured
    /// one.
    pub(crate) fn client(&self, provider: &str, over_imap: bool) -> Option<&OAuthClient> {
        self.grant(provider, over_imap).map(|(_, c)| c)
    }

    /// The grant and client of a provider for its API or for IMAP.
    fn grant(&self, provider: &str, over_imap: bool) -> Option<(Grant, &OAuthClient)> {
        self.clients.iter().find(|(g, _)| g.provider == provider && g.over_imap == over_imap).map(|(g, c)| (*g, c))
    }

    /// What an account's adapter asks for its tokens.
    pub(crate) fn bearer(self: &Arc<Self>, account_id: &str) -> Arc<dyn Bearer> {
        Arc::new(AccountBearer { tokens: self.clone(), account_id: account_id.to_string() })
    }

    fn slot(&self, account_id: &str) -> Arc<Slot> {
        self.slots.lock().expect("access token slots lock").entry(account_id.to_string()).or_default().clone()
    }

    /// Keeps the access token a sign-in just received (no refresh right after it).
    pub(crate) async fn keep(&self, account_id: &str, tokens: &Tokens) {
        let slot = self.slot(account_id);
        *slot.current.lock().await = Some((tokens.access_token.clone(), Instant::now() + tokens.expires_in));
    }

    /// Forgets an account's access token (deleted, or signed in again).
    pub(crate) fn forget(&self, account_id: &str) {
        self.slots.lock().expect("access token slots lock").remove(account_id);
    }

    async fn token(&self, account_id: &str) -> Result<String, ProviderError> {
        let slot = self.slot(account_id);
        let mut current = slot.current.lock().await;
        if let Some((token, until)) = current.as_ref()
            && *until > Instant::now() + AHEAD
        {
            return Ok(token.clone());
        }
        let unreadable = || ProviderError::Auth("the stored sign-in cannot be read".into());
        let record = self.store.account(account_id).await.map_err(|_| unreachable_store())?.ok_or_else(unreadable)?;
        let provider = postern_providers::settings::oauth_provider_of(&record.account);
        let (grant, client) = self
            .grant(provider, record.account.provider == postern_providers::registry::ProviderKind::Imap)
            .ok_or_else(|| ProviderError::Auth(format!("this installation has no {provider} app configured")))?;
        let sealed = record.sealed_credentials.clone();
        let opened = self.store.open_secret(&self.vault, account_id, &sealed).await.map_err(|_| unreadable())?;
        let credentials: serde_json::Value = serde_json::from_slice(&opened).map_err(|_| unreadable())?;
        let refresh = credentials.get("refresh_token").and_then(|t| t.as_str()).ok_or_else(unreadable)?;
        let obtained = obtained_of(&credentials);
        let tokens = match client.refresh(refresh, obtained).await {
            Ok(tokens) => {
                // A public client's refresh says nothing of the app's secret.
                if obtained == Obtained::Browser {
                    self.judged(grant, None);
                }
                tokens
            }
            Err(ProviderError::App(reason)) => {
                self.judged(grant, Some(&reason));
                return Err(ProviderError::App(reason));
            }
            Err(e) => return Err(e),
        };
        if let Some(rotated) = tokens.refresh_token.as_deref().filter(|t| *t != refresh) {
            // Stored before the new access token is used: a crash now loses nothing.
            let secret = sealed_grant(rotated, obtained);
            let resealed = self
                .store
                .seal_secret(&self.vault, account_id, secret.as_bytes())
                .await
                .map_err(|_| unreachable_store())?;
            self.store.reseal_account(account_id, &sealed, &resealed).await.map_err(|_| unreachable_store())?;
        }
        *current = Some((tokens.access_token.clone(), Instant::now() + tokens.expires_in));
        Ok(tokens.access_token)
    }

    async fn refused(&self, account_id: &str, token: &str) {
        let slot = self.slot(account_id);
        let mut current = slot.current.lock().await;
        if current.as_ref().is_some_and(|(held, _)| held == token) {
            *current = None;
        }
    }
}

/// What an OAuth account's vault entry holds: its refresh token and how the grant was obtained
/// (a device code's is refreshed as a public client).
pub(crate) fn sealed_grant(refresh_token: &str, obtained: Obtained) -> String {
    match obtained {
        Obtained::Browser => serde_json::json!({ "refresh_token": refresh_token }),
        Obtained::Device => serde_json::json!({ "refresh_token": refresh_token, "obtained": "device" }),
    }
    .to_string()
}

fn obtained_of(credentials: &serde_json::Value) -> Obtained {
    if credentials.get("obtained").and_then(|o| o.as_str()) == Some("device") {
        Obtained::Device
    } else {
        Obtained::Browser
    }
}

fn unreachable_store() -> ProviderError {
    ProviderError::Unreachable("Postern's database did not answer".into())
}

struct AccountBearer {
    tokens: Arc<AccessTokens>,
    account_id: String,
}

impl Bearer for AccountBearer {
    fn token(&self) -> futures_util::future::BoxFuture<'_, Result<String, ProviderError>> {
        Box::pin(self.tokens.token(&self.account_id))
    }

    fn refused(&self, token: &str) -> futures_util::future::BoxFuture<'_, ()> {
        let token = token.to_string();
        Box::pin(async move { self.tokens.refused(&self.account_id, &token).await })
    }
}

/// A token just issued, before there is an account to keep it (a sign-in asking who signed in).
pub(crate) struct FreshToken(pub String);

impl Bearer for FreshToken {
    fn token(&self) -> futures_util::future::BoxFuture<'_, Result<String, ProviderError>> {
        Box::pin(async move { Ok(self.0.clone()) })
    }

    fn refused(&self, _token: &str) -> futures_util::future::BoxFuture<'_, ()> {
        Box::pin(async {})
    }
}
