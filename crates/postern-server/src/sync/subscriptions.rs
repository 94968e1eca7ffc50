//! Keeping an account's push channel alive while its sync runs, when the installation has a
//! public URL the provider reaches (docs/PROVIDERS.md, docs/GOOGLE.md):
//!
//! - a Microsoft account's change-notification subscription ([`keep`]): one found from an
//!   earlier session is renewed, else one is made (Graph validates both URLs first); it is
//!   renewed an hour before it expires and when Graph asks (`reauthorizationRequired`), and
//!   made again when Graph removed it;
//! - a Gmail account's watch on the installation's Pub/Sub topic ([`keep_watch`]), asked again
//!   every day.
//!
//! An account's channels are closed when it is deleted ([`close_channels`]).
//!
//! While a channel stands, the engine polls only as a net under it; when it cannot be had, the
//! sync polls as before.

use super::SessionOf;
use crate::AppState;
use postern_core::Timestamp;
use postern_providers::gmail::GmailMailbox;
use postern_providers::graph::{GraphMailbox, NotificationTarget, Subscription};
use postern_providers::provider::{ProviderError, Push};
use postern_providers::registry::ProviderKind;
use postern_store::PushChannel;
use std::sync::atomic::Ordering;
use std::time::Duration;

/// The provider name Graph's push channels are kept under.
pub(crate) const MICROSOFT: &str = ProviderKind::Microsoft.as_str();

/// A Graph subscription being made is known by this until Graph answered its creation.
const PENDING: &str = "pending:";

/// The channel id a subscription whose secret hashes to `secret_hash` is known by while Graph
/// has not answered its creation (Graph may notify before).
pub(crate) fn pending_id(secret_hash: &str) -> String {
    format!("{PENDING}{secret_hash}")
}

/// Whether a channel's id is a [`pending_id`].
fn is_pending(id: &str) -> bool {
    id.starts_with(PENDING)
}

/// Ends the account's push channel before the account is deleted: its Gmail watch, its Graph
/// subscriptions (best effort: one the provider no longer has, or a sign-in it no longer takes,
/// leaves nothing to end).
pub(crate) async fn close_channels(state: &AppState, record: &postern_store::AccountRecord) {
    let (tokens, id) = (&state.access_tokens, &record.account.id);
    match record.account.provider {
        ProviderKind::Google => {
            if state.gmails.push_check(state.config.public_url.as_deref()).is_some()
                && let Ok(mailbox) = state.gmails.mailbox(tokens, id)
            {
                let _ = mailbox.stop_watching().await;
            }
            return;
        }
        ProviderKind::Microsoft => {}
        // Their pushes need no channel made at the provider (IDLE, EventSource) or none exist.
        ProviderKind::Imap | ProviderKind::Jmap | ProviderKind::Pop3 => return,
    }
    let Ok(mut channels) = state.store.push_channels_of(MICROSOFT, &record.account.id).await else { return };
    channels.retain(|(id, _)| !is_pending(id));
    if channels.is_empty() {
        return;
    }
    let Ok(mailbox) = state.graphs.mailbox(tokens, id) else { return };
    for (id, _) in channels {
        if let Err(e) = mailbox.unsubscribe(&id).await {
            tracing::info!(account = %record.account.id, error = ?e, "a Graph subscription was not ended; it expires on its own");
        }
    }
}

/// How long each subscription is asked for: under the 4,230 minutes Graph allowed for mail
/// until 2025 (10,080 since), so that either limit takes it.
const LIFETIME: Duration = Duration::from_secs(4200 * 60);
/// A subscription is renewed this long before it expires.
const RENEW_AHEAD: Duration = Duration::from_secs(3600);
/// After a failed attempt to subscribe, the next one waits this long (polling covers the gap).
const RETRY: Duration = Duration::from_secs(600);

fn later(by: Duration) -> Timestamp {
    Timestamp(Timestamp::now().micros() + by.as_micros() as i64)
}

/// Runs until the session ends (its future is dropped); an `Err` only for a refused sign-in.
pub(super) async fn keep(
    of: &SessionOf<'_>,
    mailbox: GraphMailbox,
    push: Push,
    public_url: &str,
) -> Result<(), ProviderError> {
    let (store, account_id, control) = (&of.inner.store, of.account.id.as_str(), of.control);
    let mut current = resume(of, &mailbox).await?;
    loop {
        let subscription = match current.take() {
            Some(subscription) => subscription,
            None => match make(of, &mailbox, public_url).await {
                Ok(made) => made,
                Err(e @ ProviderError::Auth(_)) => return Err(e),
                Err(e) => {
                    tracing::warn!(account = %account_id, error = ?e, "no change notifications from Graph; the account is polled");
                    push.live.store(false, Ordering::Relaxed);
                    tokio::select! {
                        _ = tokio::time::sleep(RETRY) => {}
                        _ = control.repush.notified() => {}
                    }
                    continue;
                }
            },
        };
        push.live.store(true, Ordering::Relaxed);
        let left = Duration::from_micros((subscription.expires.micros() - Timestamp::now().micros()).max(0) as u64);
        tokio::select! {
            _ = tokio::time::sleep(left.saturating_sub(RENEW_AHEAD)) => {}
            _ = control.repush.notified() => {}
        }
        current = match mailbox.renew(&subscription.id, later(LIFETIME)).await {
            Ok(Some(renewed)) => {
                let channel = store.push_channel(MICROSOFT, &renewed.id).await.ok().flatten();
                if let Some(mut channel) = channel {
                    channel.expires_at = renewed.expires;
                    let _ = store.save_push_channel(MICROSOFT, &renewed.id, &channel).await;
                }
                Some(renewed)
            }
            Ok(None) => {
                let _ = store.drop_push_channel(MICROSOFT, &subscription.id).await;
                None
            }
            Err(e @ ProviderError::Auth(_)) => return Err(e),
            Err(_) => None,
        };
    }
}

/// A subscription an earlier session made, renewed; those Graph no longer has are forgotten.
async fn resume(of: &SessionOf<'_>, mailbox: &GraphMailbox) -> Result<Option<Subscription>, ProviderError> {
    let store = &of.inner.store;
    let known = store.push_channels_of(MICROSOFT, &of.account.id).await.unwrap_or_default();
    let mut kept = None;
    for (id, mut channel) in known {
        if is_pending(&id) {
            // A creation an earlier session did not see answered: Graph lets what it may have
            // made expire.
            let _ = store.drop_push_channel(MICROSOFT, &id).await;
            continue;
        }
        if kept.is_some() {
            let _ = mailbox.unsubscribe(&id).await;
            let _ = store.drop_push_channel(MICROSOFT, &id).await;
            continue;
        }
        match mailbox.renew(&id, later(LIFETIME)).await {
            Ok(Some(renewed)) => {
                channel.expires_at = renewed.expires;
                let _ = store.save_push_channel(MICROSOFT, &id, &channel).await;
                kept = Some(renewed);
            }
            Err(e @ ProviderError::Auth(_)) => return Err(e),
            _ => {
                let _ = store.drop_push_channel(MICROSOFT, &id).await;
            }
        }
    }
    Ok(kept)
}

/// A new subscription with a new secret. Graph may notify before its answer arrives
/// (https://learn.microsoft.com/en-us/graph/api/subscription-post-subscriptions): the secret is
/// recorded first, as a pending channel that the push route knows it by, and the subscription
/// under its id once Graph answered.
async fn make(of: &SessionOf<'_>, mailbox: &GraphMailbox, public_url: &str) -> Result<Subscription, ProviderError> {
    let store = &of.inner.store;
    let unreachable = |_| ProviderError::Unreachable("Postern's database did not answer".into());
    let secret = postern_core::token::link_secret();
    let secret_hash = postern_core::token::hash(&secret);
    let pending = pending_id(&secret_hash);
    let waiting = PushChannel {
        account_id: of.account.id.clone(),
        secret_hash: secret_hash.clone(),
        expires_at: later(PENDING_LIFETIME),
    };
    store.save_push_channel(MICROSOFT, &pending, &waiting).await.map_err(unreachable)?;
    let target = NotificationTarget {
        notification_url: format!("{public_url}/api/v1/push/microsoft"),
        lifecycle_url: format!("{public_url}/api/v1/push/microsoft/lifecycle"),
        client_state: secret,
    };
    let made = mailbox.subscribe(&target, later(LIFETIME)).await;
    if let Ok(made) = &made {
        let channel = PushChannel { account_id: of.account.id.clone(), secret_hash, expires_at: made.expires };
        store.save_push_channel(MICROSOFT, &made.id, &channel).await.map_err(unreachable)?;
    }
    let _ = store.drop_push_channel(MICROSOFT, &pending).await;
    made
}

/// How long a pending channel is taken (Graph answers within its request's timeout).
const PENDING_LIFETIME: Duration = Duration::from_secs(600);

/// A Gmail watch is asked again this often: Google advises once a day, and it lapses after 7
/// days (https://developers.google.com/gmail/api/guides/push).
const WATCH_AGAIN: Duration = Duration::from_secs(24 * 3600);

/// Keeps a Gmail account's watch on the installation's Pub/Sub topic while its sync runs
/// (docs/GOOGLE.md): asked at once, again every day and when told to, and after a failure
/// every [`RETRY`] (the account is polled meanwhile). Runs until the session ends; an `Err`
/// only for a refused sign-in.
pub(super) async fn keep_watch(
    of: &SessionOf<'_>,
    mailbox: GmailMailbox,
    push: Push,
    topic: &str,
) -> Result<(), ProviderError> {
    loop {
        let pause = match mailbox.watch(topic).await {
            Ok(expires) => {
                push.live.store(true, Ordering::Relaxed);
                let left = Duration::from_micros((expires.micros() - Timestamp::now().micros()).max(0) as u64);
                WATCH_AGAIN.min(left.saturating_sub(RENEW_AHEAD))
            }
            Err(e @ ProviderError::Auth(_)) => return Err(e),
            Err(e) => {
                tracing::warn!(account = %of.account.id, error = ?e, "no pushes from Gmail; the account is polled");
                push.live.store(false, Ordering::Relaxed);
                RETRY
            }
        };
        tokio::select! {
            _ = tokio::time::sleep(pause) => {}
            _ = of.control.repush.notified() => {}
        }
    }
}
