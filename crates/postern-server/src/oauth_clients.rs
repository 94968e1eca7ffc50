//! Who a remote MCP client is (docs/MCP_OAUTH.md): a `client_id` that is an https URL names a
//! Client ID Metadata Document, fetched under the webhooks' outbound rules (https, no internal
//! addresses but those `--internal-host` allows, no redirects, 64 KiB, 5 s) and kept as its
//! `Cache-Control` says, between 5 minutes and a day; any other `client_id` must have been
//! registered (RFC 7591).

use crate::AppState;
use crate::webhooks::outbound;
use postern_core::Timestamp;
use postern_core::oauth::{Client, ClientMetadata, Registration, document_client_id};
use postern_store::ClientKind;
use std::time::Duration;

/// The largest metadata document read, and how long its fetch may take.
pub const MAX_DOCUMENT: usize = 64 * 1024;
pub const FETCH_TIME: Duration = Duration::from_secs(5);
/// How long a document is kept: as its server says, within these bounds (1 hour when it says
/// nothing).
const KEEP_LEAST: Duration = Duration::from_secs(300);
const KEEP_MOST: Duration = Duration::from_secs(86_400);
const KEEP_DEFAULT: Duration = Duration::from_secs(3_600);

/// A known client, and how it became known.
#[derive(Debug, Clone)]
pub(crate) struct Known {
    pub client: Client,
    pub kind: ClientKind,
}

/// The client `client_id` names; the error says why it is unknown, for the person's page.
pub(crate) async fn find(state: &AppState, client_id: &str) -> Result<Known, String> {
    let stored = state.store.oauth_client(client_id).await.map_err(|_| "the store failed".to_string())?;
    if !document_client_id(client_id) {
        return match stored {
            Some(record) if record.kind == ClientKind::Registered => {
                Ok(Known { client: record.client, kind: ClientKind::Registered })
            }
            _ => Err("this client is not registered here".into()),
        };
    }
    if let Some(record) = stored.filter(|r| r.fresh_until.is_some_and(|at| at > Timestamp::now())) {
        return Ok(Known { client: record.client, kind: ClientKind::Document });
    }
    let fetched =
        outbound::get_json(&state.documents, client_id, &state.config.internal_hosts, MAX_DOCUMENT, FETCH_TIME)
            .await
            .map_err(|why| format!("its metadata document could not be read: {why}"))?;
    let metadata: ClientMetadata = serde_json::from_slice(&fetched.body)
        .map_err(|_| "its metadata document is not client metadata (RFC 7591 §2)".to_string())?;
    let client =
        metadata.checked(Registration::Document(client_id)).map_err(|why| format!("its metadata document: {why}"))?;
    let keep = fetched.max_age.unwrap_or(KEEP_DEFAULT).clamp(KEEP_LEAST, KEEP_MOST);
    let until = Timestamp(Timestamp::now().micros() + keep.as_micros() as i64);
    if let Err(e) = state.store.keep_client_document(client_id, &client, until).await {
        tracing::warn!(error = %e, "keeping a client's metadata document failed");
    }
    Ok(Known { client, kind: ClientKind::Document })
}
