//! What every provider spoken to over HTTPS shares (JMAP, Microsoft Graph, Gmail, the OAuth
//! endpoints): answers read up to a bound, `Retry-After`, and transport failures described
//! without the request's URL or headers (they can carry a token).

use crate::provider::ProviderError;
use std::sync::Mutex;
use std::time::Duration;
use tokio::time::Instant;

/// A provider's window is counted in this many slots.
const SLOTS: usize = 60;
/// The longest rest of the exponential backoff, when the provider names none.
const MAX_STRIKE_REST: Duration = Duration::from_secs(64);

/// When one account's mailbox may be asked again after its provider asked to slow down, and
/// how much it was asked in the provider's window (requests for Graph, quota units for
/// Gmail): shared by everything that talks to the mailbox (its sync and the API's requests),
/// so that none of them keeps asking while it rests.
#[derive(Debug)]
pub struct Pacing {
    window: Duration,
    until: Mutex<Option<Instant>>,
    /// Use per slot of `window / SLOTS`, with the slot's number.
    counted: Mutex<[(u64, u64); SLOTS]>,
    /// Slow-downs in a row without a `Retry-After`: the next rest doubles.
    strikes: Mutex<u32>,
    started: Instant,
}

impl Pacing {
    /// Counts use over `window`.
    pub fn new(window: Duration) -> Pacing {
        Pacing {
            window: window.max(Duration::from_secs(SLOTS as u64)),
            until: Mutex::new(None),
            counted: Mutex::new([(0, 0); SLOTS]),
            strikes: Mutex::new(0),
            started: Instant::now(),
        }
    }

    fn slot_length(&self) -> Duration {
        self.window / SLOTS as u32
    }

    fn slot(&self) -> u64 {
        (self.started.elapsed().as_millis() / self.slot_length().as_millis()) as u64
    }

    /// Counts `used` (requests, quota units) now.
    pub(crate) fn count(&self, used: u64) {
        let slot = self.slot();
        let mut counted = self.counted.lock().expect("pacing lock");
        let entry = &mut counted[(slot % SLOTS as u64) as usize];
        if entry.0 != slot {
            *entry = (slot, 0);
        }
        entry.1 += used;
    }

    /// The provider says the allowance is spent: the window's use is counted as at least
    /// `allowed`, whatever this instance counted.
    pub(crate) fn fill(&self, allowed: u64) {
        let short = allowed.saturating_sub(self.used());
        if short > 0 {
            self.count(short);
        }
    }

    /// What was used in the last window (by this instance).
    pub fn used(&self) -> u64 {
        let slot = self.slot();
        let counted = self.counted.lock().expect("pacing lock");
        counted.iter().filter(|(s, _)| *s + SLOTS as u64 > slot).map(|(_, n)| n).sum()
    }

    /// The window use is counted in.
    pub fn window(&self) -> Duration {
        self.window
    }

    /// How much longer the mailbox rests, if it does.
    pub fn resting(&self) -> Option<Duration> {
        let until = (*self.until.lock().expect("pacing lock"))?;
        until.checked_duration_since(Instant::now()).filter(|left| !left.is_zero())
    }

    /// Rests at least `for_`.
    pub(crate) fn rest(&self, for_: Duration) {
        let mut until = self.until.lock().expect("pacing lock");
        let end = Instant::now() + for_;
        *until = Some(until.map_or(end, |u| u.max(end)));
    }

    /// A slow-down that names no time: rests 1 s, then twice as long each time in a row (at
    /// most 64 s), with up to a quarter more at random so that many mailboxes do not come back
    /// together (https://developers.google.com/gmail/api/guides/handle-errors). Returns the rest.
    pub(crate) fn strike(&self) -> Duration {
        let strikes = {
            let mut strikes = self.strikes.lock().expect("pacing lock");
            *strikes = (*strikes + 1).min(16);
            *strikes
        };
        let base = Duration::from_secs(1u64 << (strikes - 1).min(6)).min(MAX_STRIKE_REST);
        let mut noise = [0u8; 2];
        postern_core::id::random_bytes(&mut noise);
        let rest = base + base.mul_f64(f64::from(u16::from_le_bytes(noise)) / f64::from(u16::MAX) / 4.0);
        self.rest(rest);
        rest
    }

    /// An answer came: the backoff starts over.
    pub(crate) fn answered(&self) {
        *self.strikes.lock().expect("pacing lock") = 0;
    }

    /// Whether `units` more fit the provider's `allowed` use per window; if not, how long until
    /// the oldest slot frees (the mailbox is not asked past its quota).
    pub(crate) fn over(&self, units: u64, allowed: u64) -> Option<Duration> {
        (self.used() + units > allowed).then(|| self.slot_length())
    }
}

/// The HTTP client of a provider's API or an OAuth endpoint: bounded by `timeout` (15 s to
/// connect), no redirect followed (a token must not be sent where it was not given for).
pub(crate) fn client(timeout: Duration) -> Result<reqwest::Client, ProviderError> {
    reqwest::Client::builder()
        .timeout(timeout)
        .connect_timeout(Duration::from_secs(15).min(timeout))
        .redirect(reqwest::redirect::Policy::none())
        .user_agent(concat!("postern/", env!("CARGO_PKG_VERSION")))
        .build()
        .map_err(|e| ProviderError::Protocol(format!("cannot build the HTTP client: {e}")))
}

/// `base` ending in `/`, so that relative paths join under it.
pub(crate) fn as_base(base: &reqwest::Url) -> reqwest::Url {
    let mut base = base.clone();
    if !base.path().ends_with('/') {
        base.set_path(&format!("{}/", base.path()));
    }
    base
}

/// `Retry-After` in seconds (RFC 9110 §10.2.3; Graph writes fractions, `2.128`), rounded up,
/// at most a day; an HTTP date is not read.
pub fn retry_after(headers: &reqwest::header::HeaderMap) -> Option<Duration> {
    let text = headers.get("retry-after")?.to_str().ok()?;
    seconds(text)
}

/// Seconds as `Retry-After` writes them.
pub(crate) fn seconds(text: &str) -> Option<Duration> {
    let seconds = text.trim().parse::<f64>().ok().filter(|s| s.is_finite() && *s >= 0.0)?;
    Some(Duration::from_secs(seconds.ceil().min(24.0 * 3600.0) as u64))
}

/// A failed request as an error of `who` ("the JMAP server").
pub(crate) fn transport(e: reqwest::Error, who: &str) -> ProviderError {
    if e.is_timeout() {
        ProviderError::Unreachable(format!("{who} did not answer in time"))
    } else if e.is_redirect() {
        ProviderError::Protocol(format!("{who} redirected where Postern does not follow"))
    } else if e.is_connect() {
        ProviderError::Unreachable(format!("{who} could not be reached"))
    } else {
        ProviderError::Unreachable(format!("the request to {who} failed: {}", e.without_url()))
    }
}

/// The first answer of a batch (status and JSON body, by request) that failed other than by the
/// item being gone, as `read` makes of the same answer outside a batch. A refusal that would be
/// the account's sign-in is only this request's when another request of the batch went through
/// with the same token (one item the provider will not touch is not a lost consent).
pub(crate) fn batch_failure(
    answers: &std::collections::HashMap<String, (u16, serde_json::Value)>,
    read: impl Fn(u16, &serde_json::Value) -> ProviderError,
) -> Result<(), ProviderError> {
    let Some((status, body)) = answers.values().find(|(status, _)| !(200..300).contains(status) && *status != 404)
    else {
        return Ok(());
    };
    match read(*status, body) {
        ProviderError::Auth(reason) if answers.values().any(|(status, _)| (200..300).contains(status)) => {
            Err(ProviderError::Protocol(reason))
        }
        error => Err(error),
    }
}

/// The body, refused past `limit` bytes.
pub(crate) async fn bounded(mut response: reqwest::Response, limit: u64, who: &str) -> Result<Vec<u8>, ProviderError> {
    if response.content_length().is_some_and(|n| n > limit) {
        return Err(ProviderError::TooLarge(format!("an answer of {who} of more than {limit} bytes")));
    }
    let mut body = Vec::new();
    while let Some(chunk) = response.chunk().await.map_err(|e| transport(e, who))? {
        if body.len() as u64 + chunk.len() as u64 > limit {
            return Err(ProviderError::TooLarge(format!("an answer of {who} of more than {limit} bytes")));
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}

#[cfg(test)]
mod tests {
    use super::{Pacing, seconds};
    use std::time::Duration;

    #[test]
    fn rests_without_a_named_time_double_and_start_over_after_an_answer() {
        let pacing = Pacing::new(Duration::from_secs(60));
        let rests: Vec<Duration> = (0..9).map(|_| pacing.strike()).collect();
        for (i, rest) in rests.iter().enumerate() {
            let base = Duration::from_secs(1 << i.min(6));
            assert!(*rest >= base && *rest <= base.mul_f64(1.25), "rest {i}: {rest:?}");
        }
        assert!(pacing.resting().is_some());
        pacing.answered();
        assert!(pacing.strike() <= Duration::from_millis(1250));
    }

    #[test]
    fn use_is_counted_over_the_window_and_past_the_allowance_waits_a_slot() {
        let pacing = Pacing::new(Duration::from_secs(60));
        pacing.count(5990);
        assert_eq!(pacing.used(), 5990);
        assert_eq!(pacing.over(10, 6000), None);
        assert_eq!(pacing.over(11, 6000), Some(Duration::from_secs(1)));
    }

    #[test]
    fn retry_after_takes_whole_and_fractional_seconds() {
        assert_eq!(seconds("7"), Some(Duration::from_secs(7)));
        assert_eq!(seconds(" 2.128 "), Some(Duration::from_secs(3)));
        assert_eq!(seconds("999999999"), Some(Duration::from_secs(86_400)));
        assert_eq!(seconds("-1"), None);
        assert_eq!(seconds("NaN"), None);
        assert_eq!(seconds("Wed, 21 Oct 2026 07:28:00 GMT"), None);
    }
}
