//! The mail sink the SMTP receiver delivers into: recipients are inboxes, messages go to the store.

use crate::metrics::{Metrics, SmtpCounts};
use postern_core::model::{AuthResult, Authentication};
use postern_smtp::verify::Sender;
use postern_smtp::{Envelope, Listener, MailSink, RecipientVerdict, Undelivered, Verifier};
use postern_store::{Compressed, Delivery, Store, StoreError};
use std::sync::Arc;

/// Delivers SMTP mail into disposable inboxes.
#[derive(Clone)]
pub struct StoreSink {
    store: Store,
    /// Lower-cased inbox domains; an inbox is reachable at every one of them.
    domains: Vec<String>,
    metrics: Metrics,
    /// Who really sent each message, checked before it is stored; not checked without.
    verifier: Option<Verifier>,
}

impl StoreSink {
    /// The sink of `listener`, which delivers into the state's store and inbox domains; the
    /// metrics report the listener's counts.
    pub fn of(state: &crate::AppState, listener: &Listener) -> StoreSink {
        state.metrics.observe_smtp(SmtpCounts { stats: listener.stats(), budget: listener.budget() });
        StoreSink {
            store: state.store.clone(),
            domains: state.config.inbox_domains.iter().map(|d| d.to_ascii_lowercase()).collect(),
            metrics: state.metrics.clone(),
            verifier: None,
        }
    }

    /// This sink, checking each message's sender with `verifier` before storing it.
    pub fn verifying(self, verifier: Verifier) -> StoreSink {
        StoreSink { verifier: Some(verifier), ..self }
    }
}

/// A code from mail that failed DMARC while its `From:` domain asks receivers to quarantine or
/// refuse such mail is most likely forged: the best code candidate's evidence says so, for an
/// agent reading it (waits with `from_domain` never return it).
fn mark_unauthenticated(candidates: &mut [postern_core::model::Candidate], verdict: &Authentication) {
    let Some(policy) = verdict.policy.as_deref().filter(|p| matches!(*p, "quarantine" | "reject")) else { return };
    if verdict.dmarc == AuthResult::Pass {
        return;
    }
    if let Some(code) = candidates.iter_mut().find(|c| c.kind == "code") {
        code.evidence.push(format!(
            "the sender is not authenticated: the From domain asks to {} mail that fails DMARC, and this mail failed it",
            if policy == "reject" { "refuse" } else { "quarantine" }
        ));
    }
}

/// `User+Tag@Domain` → (`user`, `domain`): the tag is dropped and case folded.
pub fn inbox_key(address: &str) -> Option<(String, String)> {
    let (local, domain) = address.rsplit_once('@')?;
    let local = local.split('+').next().unwrap_or(local).to_lowercase();
    let domain = domain.trim_end_matches('.').to_ascii_lowercase();
    (!local.is_empty() && !domain.is_empty()).then_some((local, domain))
}

impl MailSink for StoreSink {
    async fn check_recipient(&self, address: &str) -> RecipientVerdict {
        let Some((local, domain)) = inbox_key(address) else { return RecipientVerdict::Unknown };
        if !self.domains.contains(&domain) {
            return RecipientVerdict::NotLocal;
        }
        match self.store.inbox_by_local_part(&local).await {
            Ok(Some(inbox)) if inbox.is_enabled => RecipientVerdict::Accept { target: inbox.id },
            Ok(Some(_)) => RecipientVerdict::Disabled,
            Ok(None) => RecipientVerdict::Unknown,
            Err(e) => {
                tracing::error!(error = %e, "recipient lookup failed");
                RecipientVerdict::TempFail
            }
        }
    }

    async fn deliver(&self, envelope: Envelope) -> Result<String, Undelivered> {
        let started = std::time::Instant::now();
        let Envelope { from, recipients, data, helo, client, .. } = envelope;
        let data = Arc::new(data);
        // The verdict, on the checker's thread within its budget (DNS lookups and hashing), while
        // the mail threads parse and compress the message (CPU work on untrusted input, never on
        // the workers that answer HTTP): a message waits for the longer of the two, not both.
        let checking = async {
            match (&self.verifier, client) {
                (Some(verifier), Some(client)) => {
                    let sender = Sender { client, helo, mail_from: from.clone() };
                    Some(verifier.verify(sender, data.clone()).await)
                }
                _ => None,
            }
        };
        let source = data.clone();
        let reading = crate::processing::run(move || (postern_mail::parse(&source), Compressed::of(&source)));
        let (authentication, read) = tokio::join!(checking, reading);
        let (mut parsed, compressed) = match read {
            Some((parsed, Ok(compressed))) => (parsed, compressed),
            // A bug met by hostile mail: 451, so the sender tries again (and the log says why).
            None => {
                tracing::error!("a received message could not be parsed");
                return Err(Undelivered::Later);
            }
            Some((_, Err(e))) => {
                tracing::error!(error = %e, "a received message could not be compressed");
                return Err(Undelivered::Later);
            }
        };
        if let Some(verdict) = &authentication {
            mark_unauthenticated(&mut parsed.extraction.candidates, verdict);
        }
        // The checker and the reader let go of the message when done; past its budget the
        // checker may still hold it, and the message is copied.
        let raw = Arc::try_unwrap(data).unwrap_or_else(|shared| shared.as_ref().clone());
        let prepared = Delivery { recipients, envelope_from: from, raw, parsed, authentication }.with(compressed);
        match self.store.deliver_prepared(prepared).await {
            Ok(stored) => {
                self.metrics.stored(started.elapsed());
                Ok(stored.first().map(|c| c.message_id.clone()).unwrap_or_else(|| "nothing".into()))
            }
            // The inboxes' block lists name the sender: said at DATA, so the sender learns it.
            Err(StoreError::Refused) => Err(Undelivered::Refused),
            Err(e) => {
                tracing::error!(error = %e, "delivery failed");
                Err(Undelivered::Later)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plus_tags_and_case_fold_to_the_inbox() {
        assert_eq!(inbox_key("Box+Signup@Postern.Localhost"), Some(("box".into(), "postern.localhost".into())));
        assert_eq!(inbox_key("box@postern.localhost."), Some(("box".into(), "postern.localhost".into())));
        assert_eq!(inbox_key("nodomain"), None);
        assert_eq!(inbox_key("+tag@x.test"), None);
    }
}
