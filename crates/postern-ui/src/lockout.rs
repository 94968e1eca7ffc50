//! Lockout with backoff after failed sign-ins (docs/UI.md §4), counted in the store so that all
//! instances share it. Per client (an IPv4 address or an IPv6 /64): 10 failures within 15
//! minutes lock it for 15 minutes. Per name, known or not: after 5 failures in a row each attempt
//! waits 30 s × 2^(n−5), 15 minutes at most. While locked, no credential is checked at all.
//!
//! Every attempt at a secret (a password, a code, a setup link) is counted as a failure before
//! the secret is checked, in the step that finds the lock open ([`attempt`]), and a right secret
//! gives its count back: so attempts sent at once cannot all be checked before the first
//! failure counts.

use crate::{Ui, pages};
use axum::response::Response;
use postern_core::Timestamp;
use postern_store::{Attempted, AuditEntry, Counted, FailureRule, Failures};
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

/// The counter of an address: its client's network ([`postern_core::client::network`]).
pub fn address_key(address: IpAddr) -> String {
    format!("ip:{}", postern_core::client::network(address))
}

/// The counter of a name (case-folded, as names are unique).
pub fn name_key(name: &str) -> String {
    format!("name:{}", name.trim().to_lowercase())
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

/// A counter after an attempt counted in it turned out right. Untouched since: as it was before
/// the attempt, or empty when `reset` (a name's failures in a row end at a full sign-in).
/// Counted on since: one failure fewer, its lock kept, whatever `reset` says (those failures came
/// while this attempt was checked, and are no fewer for it; a lock that stays a little long is
/// the safe side).
pub fn given_back(now_counted: Option<Failures>, counted: &Counted, reset: bool, now: Timestamp) -> Failures {
    let none = Failures { failures: 0, first_at: now, locked_until: None };
    match now_counted {
        Some(current) if current == counted.after => match reset {
            true => none,
            false => counted.before.unwrap_or(none),
        },
        Some(current) => Failures { failures: (current.failures - 1).max(0), ..current },
        None => none,
    }
}

/// An attempt at a secret, counted as a failure until [`Attempt::right`] gives it back.
#[must_use = "an attempt ends right or wrong"]
pub(crate) struct Attempt {
    counted: Vec<Counted>,
    address: Option<IpAddr>,
    /// Whose lockout a name's counter is: the user, when the name is one.
    user: Option<String>,
    at: Timestamp,
}

/// Starts an attempt at a secret from `address` (when known) for `name` (when it names one,
/// with its user's id when it is a user's): the lockout page when a counter is locked, with
/// nothing checked; else the attempt, already counted.
pub(crate) async fn attempt(
    ui: &Ui,
    address: Option<IpAddr>,
    name: Option<(&str, Option<&str>)>,
) -> Result<Attempt, Response> {
    let at = Timestamp::now();
    let mut counters: Vec<(String, FailureRule)> = Vec::new();
    if let Some(address) = address {
        counters.push((address_key(address), address_failed));
    }
    if let Some((name, _)) = name {
        counters.push((name_key(name), name_failed));
    }
    match ui.store.sign_in_attempt(&counters, at).await.map_err(|e| pages::failed(&e))? {
        Attempted::Locked(until) => Err(pages::locked(((until.micros() - at.micros()) / 1_000_000).max(1))),
        Attempted::Counted(counted) => {
            Ok(Attempt { counted, address, user: name.and_then(|(_, user)| user).map(str::to_string), at })
        }
    }
}

impl Attempt {
    /// The secret was wrong: the failure stays counted, and a lockout it started is audited.
    pub(crate) async fn wrong(self, ui: &Ui) -> Result<(), Response> {
        for counted in &self.counted {
            if !started(counted.before, counted.after, self.at) {
                continue;
            }
            let (kind, actor) = match counted.key.starts_with("ip:") {
                true => ("address", "host"),
                false => ("name", self.user.as_deref().unwrap_or("host")),
            };
            let detail = serde_json::json!({ "by": kind, "failures": counted.after.failures, "until": counted.after.locked_until });
            let entry = AuditEntry {
                actor: actor.to_string(),
                action: "ui.locked".into(),
                outcome: "denied".into(),
                detail,
                source: self.address.map(|a| a.to_string()),
                ..Default::default()
            };
            ui.store.audit(&entry).await.map_err(|e| pages::failed(&e))?;
        }
        Ok(())
    }

    /// The secret was right: the attempt's count is given back. `complete`: this completes a
    /// sign-in, so the name's failures in a row end too (unless more came meanwhile).
    pub(crate) async fn right(self, ui: &Ui, complete: bool) -> Result<(), Response> {
        let now = Timestamp::now();
        for counted in &self.counted {
            let reset = complete && counted.key.starts_with("name:");
            let back =
                ui.store.update_sign_in_failures(&counted.key, |current| given_back(current, counted, reset, now));
            back.await.map_err(|e| pages::failed(&e))?;
        }
        Ok(())
    }
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
    fn keys_fold_names_and_group_addresses() {
        assert_eq!(name_key(" Admin "), "name:admin");
        assert_eq!(address_key("127.0.0.1".parse().unwrap()), "ip:127.0.0.1");
        assert_eq!(address_key("::ffff:127.0.0.1".parse().unwrap()), "ip:127.0.0.1");
        assert_eq!(
            address_key("2001:db8:0:7::1".parse().unwrap()),
            address_key("2001:db8:0:7:ffff::2".parse().unwrap())
        );
    }

    #[test]
    fn a_right_secret_gives_its_count_back() {
        let first = name_failed(None, at(0));
        let counted = Counted { key: "name:ann".into(), before: None, after: first };
        assert_eq!(given_back(Some(first), &counted, false, at(0)).failures, 0, "as before the attempt");
        // Four failures, then a fifth that locked, counted at once with a right one.
        let mut state = None;
        for _ in 0..4 {
            state = Some(name_failed(state, at(0)));
        }
        let right = Counted { key: "name:ann".into(), before: state, after: name_failed(state, at(0)) };
        let after_both = name_failed(Some(right.after), at(0));
        for reset in [false, true] {
            let back = given_back(Some(after_both), &right, reset, at(0));
            assert_eq!(back.failures, 5, "the wrong ones stay counted");
            assert!(back.locked_until.is_some(), "and their lock stays");
        }
        let untouched = given_back(Some(right.after), &right, false, at(0));
        assert_eq!(untouched, state.unwrap(), "a lock the right one started alone is lifted");
        let complete = given_back(Some(right.after), &right, true, at(0));
        assert_eq!((complete.failures, complete.locked_until), (0, None), "a full sign-in ends the failures in a row");
    }
}
