//! Gmail accounts through the Gmail API (docs/GOOGLE.md): the installation's OAuth client at
//! Google, where Google's endpoints are, the Pub/Sub topic Gmail publishes changes to, and one
//! Gmail client per account, shared by the account's sync and the API's requests, so that the
//! user's quota is counted once and a mailbox Gmail asked to slow down rests for both.

use crate::access_tokens::AccessTokens;
use postern_providers::gmail::client::WINDOW;
use postern_providers::gmail::push::{Expected, PushKeys};
use postern_providers::gmail::{GmailClient, GmailMailbox, GmailOptions, Pacing, WalkSlot};
use postern_providers::oauth::{Bearer, OAuthApp, endpoint_url};
use postern_providers::provider::ProviderError;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

pub const AUTHORIZE_URL: &str = "https://accounts.google.com/o/oauth2/v2/auth";
pub const TOKEN_URL: &str = "https://oauth2.googleapis.com/token";
pub const GMAIL: &str = "https://gmail.googleapis.com";
pub const CERTS_URL: &str = "https://www.googleapis.com/oauth2/v3/certs";
pub use postern_providers::gmail::client::UNITS_PER_MINUTE;
pub use postern_providers::gmail::quota::Costs;
/// The one scope that lets the API delete for good and insert (restricted: the app needs
/// Google's verification to leave testing).
const SCOPE: &str = "https://mail.google.com/";

/// The installation's OAuth client at Google, and where Google's endpoints are (tests). Never
/// printed with its secret.
#[derive(Clone)]
pub struct GoogleApp {
    pub client_id: String,
    /// Google's web and desktop clients both have one.
    pub client_secret: String,
    pub authorize_url: String,
    pub token_url: String,
    /// The Gmail API's root.
    pub gmail: String,
    /// The user's quota units per minute (the Cloud project's setting).
    pub units_per_minute: u64,
    /// What each Gmail call costs the project, where it is more than the quota page says.
    pub costs: Costs,
    /// Where Gmail publishes changes, when push is set up.
    pub pubsub: Option<PubSub>,
}

/// The Pub/Sub topic Gmail publishes mailbox changes to, and what a push from its
/// subscription must prove (docs/GOOGLE.md "Push").
#[derive(Debug, Clone)]
pub struct PubSub {
    /// `projects/{project}/topics/{topic}`.
    pub topic: String,
    /// The `aud` of the push's OIDC token: the push endpoint's URL unless the subscription
    /// names another.
    pub audience: Option<String>,
    /// The service account the subscription pushes as: the token's `email`.
    pub service_account: String,
    /// Google's public keys for its OIDC tokens.
    pub certs_url: String,
}

impl std::fmt::Debug for GoogleApp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GoogleApp")
            .field("client_id", &self.client_id)
            .field("authorize_url", &self.authorize_url)
            .field("token_url", &self.token_url)
            .field("gmail", &self.gmail)
            .field("pubsub", &self.pubsub)
            .finish_non_exhaustive()
    }
}

impl GoogleApp {
    /// Checks the endpoints (https, or http to this machine) and the topic's name.
    pub fn check(&self) -> Result<(), String> {
        if self.client_id.trim().is_empty() || self.client_secret.trim().is_empty() {
            return Err("the Google client id and secret are both needed".into());
        }
        for url in [&self.authorize_url, &self.token_url, &self.gmail] {
            endpoint_url(url)?;
        }
        if let Some(pubsub) = &self.pubsub {
            let parts: Vec<&str> = pubsub.topic.split('/').collect();
            if parts.len() != 4 || parts[0] != "projects" || parts[2] != "topics" || parts.iter().any(|p| p.is_empty())
            {
                return Err(format!("{:?} is not a topic (projects/PROJECT/topics/TOPIC)", pubsub.topic));
            }
            if !pubsub.service_account.contains('@') {
                return Err("the Pub/Sub push service account must be an address".into());
            }
            endpoint_url(&pubsub.certs_url)?;
        }
        Ok(())
    }

    /// The app as the OAuth client speaks it: offline access with a consent prompt (Google
    /// gives a refresh token only then), no scopes on refresh.
    pub fn oauth(&self) -> Result<OAuthApp, String> {
        Ok(OAuthApp {
            client_id: self.client_id.clone(),
            client_secret: Some(self.client_secret.clone()),
            authorize_url: endpoint_url(&self.authorize_url)?,
            token_url: endpoint_url(&self.token_url)?,
            device_url: None,
            scopes: vec![SCOPE.to_string()],
            scopes_on_refresh: false,
            authorize_extra: vec![
                ("access_type".into(), "offline".into()),
                ("prompt".into(), "consent".into()),
                ("include_granted_scopes".into(), "true".into()),
            ],
        })
    }
}

/// The Gmail clients of the accounts, built on first use.
pub(crate) struct Gmails {
    app: Option<GoogleApp>,
    /// Google's keys, to check pushes with, when push is set up.
    keys: Option<PushKeys>,
    max_message: u64,
    /// Each account's client, and where its walk under way is kept between sync sessions.
    clients: Mutex<HashMap<String, (GmailClient, WalkSlot)>>,
}

impl Gmails {
    pub(crate) fn new(app: Option<GoogleApp>, max_message: u64) -> Gmails {
        let keys = app.as_ref().and_then(|a| a.pubsub.as_ref()).and_then(|p| {
            let url = endpoint_url(&p.certs_url).ok()?;
            PushKeys::new(url).map_err(|e| tracing::error!(error = ?e, "Gmail pushes cannot be checked")).ok()
        });
        Gmails { app, keys, max_message, clients: Mutex::new(HashMap::new()) }
    }

    pub(crate) fn app(&self) -> Option<&GoogleApp> {
        self.app.as_ref()
    }

    /// Google's keys and what a push must prove, when the installation takes Gmail's pushes
    /// (a topic, and a public URL its subscription posts to).
    pub(crate) fn push_check(&self, public_url: Option<&str>) -> Option<(&PushKeys, Expected)> {
        let (pubsub, public_url) = (self.app.as_ref()?.pubsub.as_ref()?, public_url?);
        let audience = match &pubsub.audience {
            Some(audience) => audience.clone(),
            None => format!("{}/api/v1/push/google", public_url.trim_end_matches('/')),
        };
        Some((self.keys.as_ref()?, Expected { audience, service_account: pubsub.service_account.clone() }))
    }

    /// The account's mailbox, on the account's client.
    pub(crate) fn mailbox(&self, tokens: &Arc<AccessTokens>, account_id: &str) -> Result<GmailMailbox, ProviderError> {
        let mut clients = self.clients.lock().expect("gmail clients lock");
        if let Some((client, walk)) = clients.get(account_id) {
            return Ok(GmailMailbox::resuming(client.clone(), walk.clone()));
        }
        let (client, walk) = (self.client(tokens.bearer(account_id))?, WalkSlot::default());
        clients.insert(account_id.to_string(), (client.clone(), walk.clone()));
        Ok(GmailMailbox::resuming(client, walk))
    }

    fn client(&self, bearer: Arc<dyn Bearer>) -> Result<GmailClient, ProviderError> {
        let app = self.app.as_ref().ok_or_else(|| {
            ProviderError::Auth("this installation has no Google client configured (docs/GOOGLE.md)".into())
        })?;
        let mut options = GmailOptions::new(endpoint_url(&app.gmail).map_err(ProviderError::Protocol)?);
        options.max_message = self.max_message;
        options.units_per_minute = app.units_per_minute;
        options.costs = app.costs.clone();
        GmailClient::new(&options, bearer, Arc::new(Pacing::new(WINDOW)))
    }

    /// A mailbox on a token just issued (a sign-in asking who signed in).
    pub(crate) fn signed_in(&self, bearer: Arc<dyn Bearer>) -> Result<GmailMailbox, ProviderError> {
        Ok(GmailMailbox::new(self.client(bearer)?))
    }

    /// What Gmail allows the user and what this instance used of it: quota units in Gmail's
    /// window, and until when the mailbox rests after Gmail asked it to slow down.
    pub(crate) fn limits(&self, account_id: &str) -> Option<serde_json::Value> {
        let clients = self.clients.lock().expect("gmail clients lock");
        let (client, _) = clients.get(account_id)?;
        let pacing = client.pacing();
        Some(serde_json::json!({
            "window_seconds": pacing.window().as_secs(),
            "units_allowed": client.allowed(),
            "units_used": pacing.used(),
            "resting_until": crate::microsoft::resting_until(pacing),
        }))
    }

    /// The mailboxes resting now, and the largest share of its quota units one user used in
    /// Gmail's window (the metrics).
    pub(crate) fn use_now(&self) -> (i64, f64) {
        let clients = self.clients.lock().expect("gmail clients lock");
        clients.values().fold((0, 0.0), |(resting, most), (client, _)| {
            let pacing = client.pacing();
            let share = pacing.used() as f64 / client.allowed().max(1) as f64;
            (resting + i64::from(pacing.resting().is_some()), f64::max(most, share))
        })
    }

    /// Forgets an account's client (deleted, or signed in again).
    pub(crate) fn forget(&self, account_id: &str) {
        self.clients.lock().expect("gmail clients lock").remove(account_id);
    }
}
