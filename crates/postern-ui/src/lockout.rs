//! Lockout with backoff after failed sign-ins (docs/UI.md §4), counted in the store so that all
//! instances share it. Per address: 10 failures within 15 minutes lock it for 15 minutes. Per
//! name, known or not: after 5 failures in a row each attempt waits 30 s × 2^(n−5), 15 minutes
//! at most. While locked, no credential is checked at all.

use postern_core::Timestamp;
use postern_store::Failures;
use std::net::IpAddr;

const MINUTE: i64 = 60_000_000;

/// Failures per address within [`ADDRESS_WINDOW`] that lock it.
pub const ADDRESS_FAILURES: i64 = 10;
const ADDRESS_WINDOW: i64 = 15 * MINUTE;
const ADDRESS_LOCK: i64 = 15 * MINUTE;
/// Failures in a row per name after which each attempt waits.
pub const NAME_FAILURES: i64 = 5;
const NAME_FIRST_WAIT: i64 = MINUTE / 2;
const NAME_LONGEST_WAIT: i64 = 15 * MINUTE;
/// A name's failures are forgotten a day after the first.
const NAME_MEMORY: i64 = 24 * 60 * MINUTE;

/// The counter of an address.
pub fn address_key(address: IpAddr) -> String {
    format!("ip:{address}")
}

/// The counter of a name (case-folded, as names are unique).
pub fn name_key(name: &str) -> String {
    format!("name:{}", name.trim().to_lowercase())
}

/// The counters an attempt by `name` (when it names one) from `address` (when known) is checked
/// against and counted under.
pub fn keys(name: Option<&str>, address: Option<IpAddr>) -> Vec<String> {
    address.map(address_key).into_iter().chain(name.map(name_key)).collect()
}

/// An address's counter after one more failure at `now`.
pub fn address_failed(before: Option<Failures>, now: Timestamp) -> Failures {
    let counted = before.filter(|b| now.micros() - b.first_at.micros() < ADDRESS_WINDOW);
    let failures = counted.map_or(0, |b| b.failures) + 1;
    let first_at = counted.map_or(now, |b| b.first_at);
    let locked_until = if failures >= ADDRESS_FAILURES {
        Some(Timestamp(now.micros() + ADDRESS_LOCK))
    } else {
        before.and_then(|b| b.locked_until)
    };
    Failures { failures, first_at, locked_until }
}

/// A name's counter after one more failure at `now`.
pub fn name_failed(before: Option<Failures>, now: Timestamp) -> Failures {
    let counted = before.filter(|b| now.micros() - b.first_at.micros() < NAME_MEMORY);
    let failures = counted.map_or(0, |b| b.failures) + 1;
    let first_at = counted.map_or(now, |b| b.first_at);
    let locked_until = (failures >= NAME_FAILURES).then(|| {
        let doublings = (failures - NAME_FAILURES).min(16) as u32;
        Timestamp(now.micros() + (NAME_FIRST_WAIT << doublings).min(NAME_LONGEST_WAIT))
    });
    Failures { failures, first_at, locked_until }
}

/// Whether this failure started a lockout (audited once per lockout, single failures never).
pub fn started(before: Option<Failures>, after: Failures, now: Timestamp) -> bool {
    let was_locked = before.and_then(|b| b.locked_until).is_some_and(|until| until > now);
    !was_locked && after.locked_until.is_some_and(|until| until > now)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(minutes: i64) -> Timestamp {
        Timestamp(1_700_000_000_000_000 + minutes * MINUTE)
    }

    fn run(failed: fn(Option<Failures>, Timestamp) -> Failures, times: &[i64]) -> Vec<Option<i64>> {
        let mut state = None;
        times
            .iter()
            .map(|t| {
                let after = failed(state, at(*t));
                state = Some(after);
                after.locked_until.map(|until| (until.micros() - at(*t).micros()) / 1_000_000)
            })
            .collect()
    }

    #[test]
    fn a_name_waits_longer_after_each_failure() {
        let waits = run(name_failed, &[0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256]);
        let seconds = [None, None, None, None, Some(30), Some(60), Some(120), Some(240), Some(480), Some(900)];
        assert_eq!(&waits[..10], &seconds);
        assert!(waits[10..].iter().all(|w| *w == Some(900)), "15 minutes at most: {waits:?}");
    }

    #[test]
    fn a_name_forgets_after_a_day() {
        let waits = run(name_failed, &[0, 1, 2, 3, 24 * 60 + 5]);
        assert_eq!(waits, vec![None; 5]);
    }

    #[test]
    fn an_address_is_locked_after_ten_in_fifteen_minutes() {
        let quick: Vec<i64> = (0..10).collect();
        let waits = run(address_failed, &quick);
        assert_eq!(waits[..9], vec![None; 9]);
        assert_eq!(waits[9], Some(900));
        let slow: Vec<i64> = (0..10).map(|n| n * 2).collect();
        assert_eq!(run(address_failed, &slow), vec![None; 10], "spread over 18 minutes: the window starts again");
    }

    #[test]
    fn a_lockout_starts_once() {
        let mut state = None;
        let mut starts = 0;
        for n in 0..8 {
            let after = name_failed(state, at(0));
            starts += usize::from(started(state, after, at(0)));
            state = Some(after);
            assert!(n < 4 || after.locked_until.is_some());
        }
        assert_eq!(starts, 1);
        let later = at(30);
        let after = name_failed(state, later);
        assert!(started(state, after, later), "a lockout after the last one ended is a new one");
    }

    #[test]
    fn keys_fold_names() {
        assert_eq!(name_key(" Admin "), "name:admin");
        assert_eq!(address_key("127.0.0.1".parse().unwrap()), "ip:127.0.0.1");
    }
}
