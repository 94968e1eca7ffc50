//! Who really sent a received message: SPF for the client's address and the envelope sender,
//! DKIM signatures, ARC chains and DMARC over them, by `mail-auth` (Stalwart's; the one home of
//! `mail_auth` and, in this crate, of `hickory_resolver`). docs/SENDER_AUTH.md.
//!
//! The checks run on a thread of their own with its own runtime: reading a message's signatures
//! hashes its body, CPU work on untrusted input that must not run on the workers that answer
//! HTTP, and the DNS lookups wait on servers an attacker may run, which must not hold the mail
//! threads. Every message's checks together have a time budget; what is not known by then is
//! `temperror`, and the message is delivered as usual.

use postern_core::model::{AuthResult, AuthSource, Authentication};
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};
use tokio::time::{Instant, timeout_at};

use hickory_resolver::config::{NameServerConfig, ResolverConfig, ResolverOpts};
use mail_auth::dkim::DkimError;
use mail_auth::dmarc::Policy;
use mail_auth::dmarc::verify::DmarcParameters;
use mail_auth::spf::verify::SpfParameters;
use mail_auth::{AuthenticatedMessage, DkimResult, DmarcResult, MessageAuthenticator, SpfResult};

/// How the receiver checks senders.
#[derive(Debug, Clone)]
pub struct VerifyConfig {
    /// The one DNS server asked (a local validating resolver; a test's own server); the
    /// system's resolvers when `None`.
    pub resolver: Option<SocketAddr>,
    /// How long one message's checks may take in all, DNS included.
    pub budget: Duration,
    /// This receiver's host name, which SPF's macros may name.
    pub hostname: String,
}

impl Default for VerifyConfig {
    fn default() -> Self {
        VerifyConfig { resolver: None, budget: DEFAULT_BUDGET, hostname: "localhost".into() }
    }
}

/// The default budget of one message's checks.
pub const DEFAULT_BUDGET: Duration = Duration::from_secs(5);

/// The longest one DNS query is waited for: a server that never answers costs each lookup this
/// much, and a message's budget allows several.
const QUERY_TIMEOUT: Duration = Duration::from_secs(2);

/// DNS answers kept (hickory's cache, shared by every message): a flood of mail from many
/// domains evicts old answers rather than growing memory.
const CACHE_ENTRIES: u64 = 4096;

/// Messages waiting for the checker thread before senders wait in turn.
const QUEUE: usize = 256;

/// What the checker needs of one message.
pub struct Sender {
    /// The connecting client's address.
    pub client: IpAddr,
    /// The `EHLO`/`HELO` name.
    pub helo: String,
    /// `MAIL FROM`, empty for the null sender.
    pub mail_from: String,
}

struct Job {
    sender: Sender,
    data: Arc<Vec<u8>>,
    deadline: Instant,
    reply: oneshot::Sender<Authentication>,
}

/// The sender checks of the SMTP receiver; cheap to clone.
#[derive(Clone)]
pub struct Verifier {
    jobs: mpsc::Sender<Job>,
    budget: Duration,
}

impl Verifier {
    /// Starts the checker thread.
    pub fn start(config: VerifyConfig) -> std::io::Result<Verifier> {
        let (jobs, mut queue) = mpsc::channel::<Job>(QUEUE);
        let (resolver, hostname) = (config.resolver, Arc::<str>::from(config.hostname));
        let (started, ready) = std::sync::mpsc::channel();
        std::thread::Builder::new().name("postern-verify".into()).spawn(move || {
            let runtime = match tokio::runtime::Builder::new_current_thread().enable_all().build() {
                Ok(runtime) => runtime,
                Err(e) => return drop(started.send(Err(e))),
            };
            runtime.block_on(async move {
                let authenticator = match authenticator(resolver) {
                    Ok(a) => Arc::new(a),
                    Err(e) => return drop(started.send(Err(std::io::Error::other(e)))),
                };
                let _ = started.send(Ok(()));
                while let Some(job) = queue.recv().await {
                    let (authenticator, hostname) = (authenticator.clone(), hostname.clone());
                    tokio::spawn(async move {
                        let Job { sender, data, deadline, reply } = job;
                        let verdict = check(&authenticator, &hostname, &sender, &data, deadline).await;
                        // Let go of the message before answering, so that the caller gets it
                        // back without a copy.
                        drop(data);
                        let _ = reply.send(verdict);
                    });
                }
            });
        })?;
        ready.recv().map_err(std::io::Error::other)??;
        Ok(Verifier { jobs, budget: config.budget })
    }

    /// The verdict on one message (`data` as received, with our `Received:` header or without).
    /// Never longer than the budget and a little: what is not known by then is `temperror`.
    pub async fn verify(&self, sender: Sender, data: Arc<Vec<u8>>) -> Authentication {
        let deadline = Instant::now() + self.budget;
        let (reply, verdict) = oneshot::channel();
        let job = Job { sender, data, deadline, reply };
        let unknown = || Authentication {
            spf: AuthResult::Temperror,
            dkim: AuthResult::Temperror,
            dmarc: AuthResult::Temperror,
            arc: AuthResult::Temperror,
            ..Authentication::default()
        };
        // The queue and the thread are waited for within the budget too.
        match timeout_at(deadline, self.jobs.send(job)).await {
            Ok(Ok(())) => {}
            _ => return unknown(),
        }
        match timeout_at(deadline + Duration::from_millis(100), verdict).await {
            Ok(Ok(verdict)) => verdict,
            _ => unknown(),
        }
    }
}

/// The authenticator asking `resolver`, or the system's resolvers.
fn authenticator(resolver: Option<SocketAddr>) -> Result<MessageAuthenticator, String> {
    let (config, mut options) = match resolver {
        Some(at) => {
            let mut server = NameServerConfig::udp_and_tcp(at.ip());
            for connection in &mut server.connections {
                connection.port = at.port();
            }
            (ResolverConfig::from_name_servers(vec![server]), ResolverOpts::default())
        }
        None => hickory_resolver::system_conf::read_system_conf()
            .map_err(|e| format!("cannot read the system's DNS settings: {e}"))?,
    };
    options.timeout = QUERY_TIMEOUT;
    options.attempts = 1;
    options.cache_size = CACHE_ENTRIES;
    MessageAuthenticator::new(config, options).map_err(|e| format!("cannot set up DNS: {e}"))
}

/// Runs the checks of one message, each cut off at `deadline`: SPF, DKIM and ARC side by side
/// (a sender's domain whose DNS never answers costs SPF its time, not the signatures theirs),
/// then DMARC over them.
async fn check(
    authenticator: &MessageAuthenticator,
    hostname: &str,
    sender: &Sender,
    data: &[u8],
    deadline: Instant,
) -> Authentication {
    let helo = sender.helo.as_str();
    let spf = if sender.mail_from.is_empty() {
        SpfParameters::verify_ehlo(sender.client, helo, hostname)
    } else {
        SpfParameters::verify_mail_from(sender.client, helo, hostname, &sender.mail_from)
    };
    let message = AuthenticatedMessage::parse(data);
    let (spf, dkim, arc) = tokio::join!(
        timeout_at(deadline, authenticator.verify_spf(spf)),
        async {
            let message = message.as_ref()?;
            timeout_at(deadline, authenticator.verify_dkim(message)).await.ok()
        },
        async {
            let message = message.as_ref()?;
            timeout_at(deadline, authenticator.verify_arc(message)).await.ok()
        },
    );
    let mut verdict = Authentication {
        spf: spf.as_ref().map_or(AuthResult::Temperror, |spf| spf_result(spf.result())),
        // A message mail-auth cannot read at all has no signature that can be checked.
        dkim: match (&message, &dkim) {
            (None, _) => AuthResult::Permerror,
            (Some(_), None) => AuthResult::Temperror,
            (Some(_), Some(dkim)) => dkim_result(dkim.iter().map(|d| d.result())),
        },
        arc: match (&message, &arc) {
            (None, _) => AuthResult::None,
            (Some(_), None) => AuthResult::Temperror,
            (Some(_), Some(arc)) => dkim_result(std::iter::once(arc.result())),
        },
        dmarc: AuthResult::Temperror,
        source: AuthSource::Receiver,
        ..Authentication::default()
    };
    let (Some(message), Ok(spf), Some(dkim)) = (&message, &spf, &dkim) else {
        if message.is_none() {
            verdict.dmarc = AuthResult::None;
        }
        return verdict;
    };
    let mail_from_domain = match sender.mail_from.rsplit_once('@') {
        Some((_, domain)) => domain,
        None => helo,
    };
    let dmarc = DmarcParameters::new(message, dkim, mail_from_domain, spf);
    let Ok(dmarc) = timeout_at(deadline, authenticator.verify_dmarc(dmarc)).await else { return verdict };
    verdict.dmarc = match dmarc.result() {
        DmarcResult::Pass => AuthResult::Pass,
        DmarcResult::Fail(_) => AuthResult::Fail,
        DmarcResult::TempError(_) => AuthResult::Temperror,
        DmarcResult::PermError(_) => AuthResult::Permerror,
        DmarcResult::None => AuthResult::None,
    };
    verdict.policy = match dmarc.policy() {
        Policy::None => Some("none".into()),
        Policy::Quarantine => Some("quarantine".into()),
        Policy::Reject => Some("reject".into()),
        Policy::Unspecified => None,
    };
    if verdict.dmarc == AuthResult::Pass {
        verdict.domain = Some(dmarc.domain().trim_end_matches('.').to_ascii_lowercase());
    }
    verdict
}

fn spf_result(result: SpfResult) -> AuthResult {
    match result {
        SpfResult::Pass => AuthResult::Pass,
        SpfResult::Fail => AuthResult::Fail,
        SpfResult::SoftFail => AuthResult::Softfail,
        SpfResult::Neutral => AuthResult::Neutral,
        SpfResult::TempError => AuthResult::Temperror,
        SpfResult::PermError => AuthResult::Permerror,
        SpfResult::None => AuthResult::None,
    }
}

/// The best of several signatures' results: a pass wins, then a failure (a signature that does
/// not verify), then errors; no signature is `none`. Also ARC's result, which is one.
fn dkim_result<'a>(results: impl Iterator<Item = &'a DkimResult>) -> AuthResult {
    results
        .map(|r| match r {
            DkimResult::Pass => AuthResult::Pass,
            DkimResult::Fail(_) => AuthResult::Fail,
            // A body changed after signing: mail-auth calls it neutral, RFC 6376 (6.1.3) a
            // signature that does not verify, which RFC 8601 reports as `fail`.
            DkimResult::Neutral(mail_auth::Error::Dkim(DkimError::FailedBodyHashMatch)) => AuthResult::Fail,
            DkimResult::Neutral(_) => AuthResult::Neutral,
            DkimResult::TempError(_) => AuthResult::Temperror,
            DkimResult::PermError(_) => AuthResult::Permerror,
            DkimResult::None => AuthResult::None,
        })
        .min_by_key(|r| match r {
            AuthResult::Pass => 0,
            AuthResult::Fail => 1,
            AuthResult::Temperror => 2,
            AuthResult::Permerror => 3,
            AuthResult::Neutral | AuthResult::Softfail => 4,
            AuthResult::None => 5,
        })
        .unwrap_or(AuthResult::None)
}
