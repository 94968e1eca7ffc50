//! Microsoft 365 and Outlook.com accounts (docs/MICROSOFT.md): the installation's app at
//! Microsoft's identity platform, and one Graph client per account, shared by the account's
//! sync and the API's requests, so that a mailbox Graph asked to slow down rests for both.

use crate::access_tokens::AccessTokens;
use postern_providers::graph::{GraphClient, GraphMailbox, GraphOptions, Pacing};
use postern_providers::oauth::{OAuthApp, endpoint_url};
use postern_providers::provider::ProviderError;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// The installation's app registration at Microsoft's identity platform, and where Microsoft's
/// endpoints are (national clouds, tests). Never printed with its secret.
#[derive(Clone)]
pub struct MicrosoftApp {
    pub client_id: String,
    /// `None` for a public client (PKCE only).
    pub client_secret: Option<String>,
    /// `common`, `organizations`, `consumers`, or a tenant id or domain.
    pub tenant: String,
    /// The identity platform, `https://login.microsoftonline.com` by default.
    pub authority: String,
    /// Graph's service root with its version, `https://graph.microsoft.com/v1.0` by default.
    pub graph: String,
    /// The resource Exchange Online's IMAP and SMTP scopes name, `https://outlook.office.com`
    /// by default (a national cloud has its own). Never contacted: only a scope's prefix.
    pub outlook: String,
}

impl std::fmt::Debug for MicrosoftApp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MicrosoftApp")
            .field("client_id", &self.client_id)
            .field("tenant", &self.tenant)
            .field("authority", &self.authority)
            .field("graph", &self.graph)
            .field("outlook", &self.outlook)
            .finish_non_exhaustive()
    }
}

pub const AUTHORITY: &str = "https://login.microsoftonline.com";
pub const GRAPH: &str = "https://graph.microsoft.com/v1.0";
pub const OUTLOOK: &str = "https://outlook.office.com";

impl MicrosoftApp {
    /// Checks the endpoints (https, or http to this machine).
    pub fn check(&self) -> Result<(), String> {
        if self.client_id.trim().is_empty() {
            return Err("the Microsoft client id is empty".into());
        }
        endpoint_url(&self.authority)?;
        endpoint_url(&self.graph)?;
        endpoint_url(&self.outlook)?;
        if self.tenant.is_empty() || !self.tenant.chars().all(|c| c.is_ascii_alphanumeric() || "-._".contains(c)) {
            return Err(format!("{:?} is not a tenant", self.tenant));
        }
        Ok(())
    }

    /// The app as the OAuth client speaks it: the v2 endpoints of the tenant, Graph's mail
    /// scopes on the configured Graph host (a national cloud's scopes name its own host), and
    /// `offline_access` for a refresh token.
    pub fn oauth(&self) -> Result<OAuthApp, String> {
        let base = format!("{}/{}/oauth2/v2.0", self.authority.trim_end_matches('/'), self.tenant);
        let graph = endpoint_url(&self.graph)?;
        let resource = graph.origin().ascii_serialization();
        Ok(OAuthApp {
            client_id: self.client_id.clone(),
            client_secret: self.client_secret.clone(),
            authorize_url: endpoint_url(&format!("{base}/authorize"))?,
            token_url: endpoint_url(&format!("{base}/token"))?,
            device_url: Some(endpoint_url(&format!("{base}/devicecode"))?),
            scopes: ["offline_access", "User.Read", "Mail.ReadWrite", "Mail.Send"]
                .iter()
                .map(|s| if *s == "offline_access" { s.to_string() } else { format!("{resource}/{s}") })
                .collect(),
            scopes_on_refresh: true,
            authorize_extra: Vec::new(),
        })
    }

    /// The scopes of an account that speaks IMAP and SMTP with XOAUTH2: Outlook's
    /// `IMAP.AccessAsUser.All` and `SMTP.Send`
    /// (https://learn.microsoft.com/en-us/exchange/client-developer/legacy-protocols/how-to-authenticate-an-imap-pop-smtp-application-by-using-oauth),
    /// and `openid email profile` for the ID token that names the mailbox (Graph's `/me` cannot
    /// be asked with a token for Outlook).
    pub fn imap_scopes(&self) -> Result<Vec<String>, String> {
        let outlook = endpoint_url(&self.outlook)?.origin().ascii_serialization();
        let mut scopes: Vec<String> = ["offline_access", "openid", "email", "profile"].map(String::from).to_vec();
        scopes.extend(["IMAP.AccessAsUser.All", "SMTP.Send"].map(|s| format!("{outlook}/{s}")));
        Ok(scopes)
    }

    pub fn graph_options(&self) -> Result<GraphOptions, String> {
        Ok(GraphOptions::new(endpoint_url(&self.graph)?))
    }
}

/// The Graph clients of the accounts, built on first use.
pub(crate) struct Graphs {
    app: Option<MicrosoftApp>,
    max_message: u64,
    clients: Mutex<HashMap<String, GraphClient>>,
}

impl Graphs {
    pub(crate) fn new(app: Option<MicrosoftApp>, max_message: u64) -> Graphs {
        Graphs { app, max_message, clients: Mutex::new(HashMap::new()) }
    }

    /// The account's mailbox, on the account's client.
    pub(crate) fn mailbox(&self, tokens: &Arc<AccessTokens>, account_id: &str) -> Result<GraphMailbox, ProviderError> {
        let mut clients = self.clients.lock().expect("graph clients lock");
        if let Some(client) = clients.get(account_id) {
            return Ok(GraphMailbox::new(client.clone()));
        }
        let client = self.client(tokens.bearer(account_id))?;
        clients.insert(account_id.to_string(), client.clone());
        Ok(GraphMailbox::new(client))
    }

    /// A client of the installation's Graph with `bearer`'s tokens, resting on its own.
    fn client(&self, bearer: Arc<dyn postern_providers::oauth::Bearer>) -> Result<GraphClient, ProviderError> {
        let app = self.app.as_ref().ok_or_else(not_configured)?;
        let mut options = app.graph_options().map_err(ProviderError::Protocol)?;
        options.max_message = self.max_message;
        GraphClient::new(&options, bearer, Arc::new(Pacing::new(postern_providers::graph::client::WINDOW)))
    }

    /// A mailbox on a token just issued (a sign-in asking who signed in).
    pub(crate) fn signed_in(
        &self,
        bearer: Arc<dyn postern_providers::oauth::Bearer>,
    ) -> Result<GraphMailbox, ProviderError> {
        Ok(GraphMailbox::new(self.client(bearer)?))
    }

    /// What Graph allows the account's mailbox and what this instance used of it: requests in
    /// Graph's window, and until when the mailbox rests after Graph asked it to slow down.
    pub(crate) fn limits(&self, account_id: &str) -> Option<serde_json::Value> {
        use postern_providers::graph::client::{REQUESTS_ALLOWED, WINDOW};
        let clients = self.clients.lock().expect("graph clients lock");
        let pacing = clients.get(account_id)?.pacing();
        Some(serde_json::json!({
            "window_seconds": WINDOW.as_secs(),
            "requests_allowed": REQUESTS_ALLOWED,
            "requests_used": pacing.used(),
            "resting_until": resting_until(pacing),
        }))
    }

    /// The mailboxes resting now, and the largest share of Graph's allowance one used in its
    /// window (the metrics).
    pub(crate) fn use_now(&self) -> (i64, f64) {
        let clients = self.clients.lock().expect("graph clients lock");
        let allowed = postern_providers::graph::client::REQUESTS_ALLOWED as f64;
        clients.values().map(|c| c.pacing()).fold((0, 0.0), |(resting, most), pacing| {
            (resting + i64::from(pacing.resting().is_some()), f64::max(most, pacing.used() as f64 / allowed))
        })
    }

    /// Forgets an account's client (deleted, or signed in again).
    pub(crate) fn forget(&self, account_id: &str) {
        self.clients.lock().expect("graph clients lock").remove(account_id);
    }
}

/// Until when a mailbox rests after its provider asked it to slow down, if it does.
pub(crate) fn resting_until(pacing: &Pacing) -> Option<postern_core::Timestamp> {
    let left = pacing.resting()?;
    Some(postern_core::Timestamp(postern_core::Timestamp::now().micros() + left.as_micros() as i64))
}

fn not_configured() -> ProviderError {
    ProviderError::Auth("this installation has no Microsoft app configured (docs/MICROSOFT.md)".into())
}
