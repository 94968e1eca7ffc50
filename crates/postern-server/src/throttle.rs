//! Request rates: a bucket per token for every authenticated request, and a bucket per client
//! address for failed authentications. While an address has used up its failures, its requests
//! are refused before their credential is even looked at, so a flood of guessed tokens costs a
//! map look-up each, and the first refusal of each spell is logged. Instances sharing a database
//! share each token's bucket ([`Throttle::across`]); the failures' buckets stay each instance's
//! (they shed load from guessing, and a guessed 256-bit token is not a risk they carry).

use postern_core::{Error, ErrorCode};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Buckets kept per map before full (idle) ones are forgotten.
const MAX_BUCKETS: usize = 10_000;

/// A rate: `per_minute` on average, up to `burst` at once; `per_minute == 0` turns it off.
#[derive(Debug, Clone, Copy)]
pub struct Rate {
    pub per_minute: u32,
    pub burst: u32,
}

impl Rate {
    /// A rate whose burst is a tenth of a minute's worth (at least 10).
    pub fn per_minute(per_minute: u32) -> Rate {
        Rate { per_minute, burst: (per_minute / 10).max(10) }
    }

    fn per_second(self) -> f64 {
        f64::from(self.per_minute) / 60.0
    }
}

#[derive(Debug)]
struct Bucket {
    tokens: f64,
    at: Instant,
    /// The spell of refusals since it last ran dry has been logged.
    logged: bool,
}

impl Bucket {
    fn refill(&mut self, rate: Rate, now: Instant) {
        let gained = now.saturating_duration_since(self.at).as_secs_f64() * rate.per_second();
        self.tokens = (self.tokens + gained).min(f64::from(rate.burst));
        self.at = now;
        if self.tokens >= 1.0 {
            self.logged = false;
        }
    }

    /// How long until one more is allowed.
    fn wait(&self, rate: Rate) -> Duration {
        Duration::from_secs_f64(((1.0 - self.tokens) / rate.per_second()).max(0.0))
    }
}

/// Buckets by key, bounded in number.
struct Buckets<K> {
    rate: Rate,
    map: Mutex<HashMap<K, Bucket>>,
}

impl<K: std::hash::Hash + Eq> Buckets<K> {
    fn new(rate: Rate) -> Buckets<K> {
        Buckets { rate, map: Mutex::new(HashMap::new()) }
    }

    /// Runs `f` on the key's bucket, refilled to now (a new key starts full). The key is copied
    /// only when it is new: the usual request finds its bucket by reference.
    fn with<Q, T>(&self, key: &Q, f: impl FnOnce(&mut Bucket, Rate) -> T) -> T
    where
        K: std::borrow::Borrow<Q>,
        Q: std::hash::Hash + Eq + ToOwned<Owned = K> + ?Sized,
    {
        let now = Instant::now();
        let mut map = self.map.lock().expect("throttle lock");
        if let Some(bucket) = map.get_mut(key) {
            bucket.refill(self.rate, now);
            return f(bucket, self.rate);
        }
        if map.len() >= MAX_BUCKETS {
            let (rate, full) = (self.rate, f64::from(self.rate.burst));
            map.retain(|_, b| {
                b.refill(rate, now);
                b.tokens < full
            });
            if map.len() >= MAX_BUCKETS {
                // Every bucket is in use: forget them all rather than grow without bound.
                tracing::warn!(buckets = map.len(), "rate-limit buckets full; starting over");
                map.clear();
            }
        }
        let bucket =
            map.entry(key.to_owned()).or_insert(Bucket { tokens: f64::from(self.rate.burst), at: now, logged: false });
        f(bucket, self.rate)
    }
}

/// The service's request limits.
pub struct Throttle {
    tokens: Option<Buckets<String>>,
    failures: Option<Buckets<IpAddr>>,
    /// Where the tokens' buckets are kept for every instance, when several share the store.
    shared: Option<postern_store::Store>,
}

/// The 429 of a rate limit, with the seconds until a retry may pass.
fn limited(message: &str, wait: Duration) -> Error {
    Error::new(ErrorCode::RateLimited, message).retry_after(wait.as_secs_f64().ceil().max(1.0) as u64)
}

impl Throttle {
    pub fn new(per_token: Rate, failures_per_ip: Rate) -> Throttle {
        Throttle {
            tokens: (per_token.per_minute > 0).then(|| Buckets::new(per_token)),
            failures: (failures_per_ip.per_minute > 0).then(|| Buckets::new(failures_per_ip)),
            shared: None,
        }
    }

    /// The same limits, with each token's bucket kept in `store` for every instance.
    pub fn across(self, store: postern_store::Store) -> Throttle {
        Throttle { shared: Some(store), ..self }
    }

    /// Refuses a request from `ip` while its failed authentications are used up.
    pub fn check_source(&self, ip: Option<IpAddr>) -> Result<(), Error> {
        let (Some(buckets), Some(ip)) = (&self.failures, ip) else { return Ok(()) };
        let key = postern_core::client::network(ip);
        buckets.with(&key, |b, rate| {
            if b.tokens >= 1.0 {
                return Ok(());
            }
            if !b.logged {
                b.logged = true;
                tracing::warn!(source = %key, "too many failed authentications; refusing this address for a while");
            }
            Err(limited("Too many failed authentications from this address; try again later.", b.wait(rate)))
        })
    }

    /// Counts a failed authentication from `ip`.
    pub fn failed(&self, ip: Option<IpAddr>) {
        if let (Some(buckets), Some(ip)) = (&self.failures, ip) {
            buckets.with(&postern_core::client::network(ip), |b, _| b.tokens = (b.tokens - 1.0).max(0.0));
        }
    }

    /// Takes one request from the token's rate (every instance's, when shared; this instance's
    /// alone while the store cannot be asked).
    pub async fn request(&self, token_id: &str) -> Result<(), Error> {
        let Some(buckets) = &self.tokens else { return Ok(()) };
        if let Some(store) = &self.shared {
            let rate = buckets.rate;
            match store.take_from_bucket(&format!("token:{token_id}"), rate.per_minute, rate.burst).await {
                Ok(None) => return Ok(()),
                Ok(Some(wait)) => return Err(limited("Too many requests for this token; slow down.", wait)),
                Err(e) => tracing::warn!(error = %e, "the shared request rate could not be asked"),
            }
        }
        buckets.with(token_id, |b, rate| {
            if b.tokens >= 1.0 {
                b.tokens -= 1.0;
                return Ok(());
            }
            Err(limited("Too many requests for this token; slow down.", b.wait(rate)))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_token_gets_its_burst_then_waits() {
        let throttle = Throttle::new(Rate { per_minute: 60, burst: 3 }, Rate::per_minute(0));
        for _ in 0..3 {
            throttle.request("tok_a").await.unwrap();
        }
        let refused = throttle.request("tok_a").await.unwrap_err();
        assert_eq!((refused.code, refused.retry_after), (ErrorCode::RateLimited, Some(1)));
        assert!(throttle.request("tok_b").await.is_ok(), "each token has its own bucket");
        assert!(throttle.check_source(Some("10.0.0.1".parse().unwrap())).is_ok(), "failures are not limited");
    }

    #[tokio::test]
    async fn failures_close_an_address_and_its_ipv6_neighbours() {
        let throttle = Throttle::new(Rate::per_minute(0), Rate { per_minute: 2, burst: 2 });
        let ip: IpAddr = "2001:db8:1:2::5".parse().unwrap();
        throttle.failed(Some(ip));
        assert!(throttle.check_source(Some(ip)).is_ok());
        throttle.failed(Some(ip));
        let refused = throttle.check_source(Some("2001:db8:1:2::99".parse().unwrap())).unwrap_err();
        assert_eq!(refused.code, ErrorCode::RateLimited);
        assert!((29..=30).contains(&refused.retry_after.unwrap()), "{refused:?}");
        assert!(throttle.check_source(Some("2001:db8:1:3::5".parse().unwrap())).is_ok(), "another /64");
        assert!(throttle.request("tok_a").await.is_ok(), "requests are not limited");
    }

    #[tokio::test]
    async fn buckets_stay_bounded() {
        let throttle = Throttle::new(Rate { per_minute: 60, burst: 5 }, Rate::per_minute(0));
        for i in 0..(MAX_BUCKETS * 2) {
            throttle.request(&format!("tok_{i}")).await.unwrap();
        }
        assert!(throttle.tokens.as_ref().unwrap().map.lock().unwrap().len() <= MAX_BUCKETS);
    }
}
