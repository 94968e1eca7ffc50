//! Caps on what callers hold at once (waits, change streams, MCP calls): per token, per user and
//! in total. Per token alone is not enough, since a user may mint tokens for itself; per user alone
//! would let one token starve the user's others. Caps of a kind counted across instances
//! ([`Caps::across`]) also count, per token and per user, what the other instances sharing the
//! database hold; the total is each instance's own (it guards the instance's memory).

use postern_core::rights::Principal;
use postern_store::{HeldAlready, Store};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// How many may be held at once.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Limits {
    pub per_token: usize,
    pub per_user: usize,
    pub total: usize,
}

/// Which cap a caller ran into, and its size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Over {
    Token(usize),
    User(usize),
    Total(usize),
}

/// Counts of what is held now, against [`Limits`].
pub(crate) struct Caps {
    limits: Limits,
    held: Mutex<Held>,
    /// The kind its holds are counted as across instances, if they are.
    across: Option<&'static str>,
}

#[derive(Default)]
struct Held {
    tokens: HashMap<String, usize>,
    users: HashMap<String, usize>,
    total: usize,
}

impl Caps {
    pub(crate) fn new(limits: Limits) -> Arc<Caps> {
        Arc::new(Caps { limits, held: Mutex::new(Held::default()), across: None })
    }

    /// Caps whose per-token and per-user counts take in every instance's holds of `kind`.
    pub(crate) fn across(limits: Limits, kind: &'static str) -> Arc<Caps> {
        Arc::new(Caps { limits, held: Mutex::new(Held::default()), across: Some(kind) })
    }

    /// [`Caps::acquire`], and for caps counted across instances a hold in `store` too. When the
    /// store cannot be asked, this instance's count alone decides (and the failure is logged).
    pub(crate) async fn acquire_across(self: &Arc<Self>, store: &Store, principal: &Principal) -> Result<Slot, Over> {
        let mut slot = self.acquire(principal)?;
        let Some(kind) = self.across else { return Ok(slot) };
        let Limits { per_token, per_user, .. } = self.limits;
        match store.hold_live(kind, &principal.user_id, &principal.token_id, per_token, per_user).await {
            Ok(Ok(hold)) => slot.live = Some(hold),
            Ok(Err(HeldAlready::User)) => return Err(Over::User(per_user)),
            Ok(Err(HeldAlready::Token)) => return Err(Over::Token(per_token)),
            Err(e) => tracing::warn!(error = %e, kind, "holds of other instances could not be counted"),
        }
        Ok(slot)
    }

    /// Takes one slot for `principal`, given back when the guard is dropped.
    /// How many this instance holds now.
    pub(crate) fn held(&self) -> usize {
        self.held.lock().expect("caps lock").total
    }

    pub(crate) fn acquire(self: &Arc<Self>, principal: &Principal) -> Result<Slot, Over> {
        let mut held = self.held.lock().expect("caps lock");
        let Limits { per_token, per_user, total } = self.limits;
        if held.total >= total {
            return Err(Over::Total(total));
        }
        if held.users.get(&principal.user_id).is_some_and(|n| *n >= per_user) {
            return Err(Over::User(per_user));
        }
        if held.tokens.get(&principal.token_id).is_some_and(|n| *n >= per_token) {
            return Err(Over::Token(per_token));
        }
        *held.tokens.entry(principal.token_id.clone()).or_default() += 1;
        *held.users.entry(principal.user_id.clone()).or_default() += 1;
        held.total += 1;
        Ok(Slot { caps: self.clone(), token: principal.token_id.clone(), user: principal.user_id.clone(), live: None })
    }
}

/// One held slot.
pub(crate) struct Slot {
    caps: Arc<Caps>,
    token: String,
    user: String,
    /// Its count across instances, given back with it.
    live: Option<postern_store::LiveHold>,
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut held = self.caps.held.lock().expect("caps lock");
        let Held { tokens, users, total } = &mut *held;
        for (map, key) in [(tokens, &self.token), (users, &self.user)] {
            if let Some(n) = map.get_mut(key) {
                *n -= 1;
                if *n == 0 {
                    map.remove(key);
                }
            }
        }
        *total -= 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn principal(user: &str, token: &str) -> Principal {
        let mut p = Principal::admin(user, token);
        p.user_id = user.into();
        p
    }

    #[test]
    fn caps_hold_per_token_per_user_and_in_total() {
        let caps = Caps::new(Limits { per_token: 2, per_user: 3, total: 5 });
        let (a1, a2, b1) = (principal("alice", "t1"), principal("alice", "t2"), principal("bob", "t3"));
        let held: Vec<Slot> = [&a1, &a1].iter().map(|p| caps.acquire(p).unwrap()).collect();
        assert_eq!(caps.acquire(&a1).err(), Some(Over::Token(2)));
        let third = caps.acquire(&a2).unwrap();
        assert_eq!(caps.acquire(&a2).err(), Some(Over::User(3)), "a new token does not widen the user's cap");
        let bobs: Vec<Slot> = [&b1, &b1].iter().map(|p| caps.acquire(p).unwrap()).collect();
        assert_eq!(caps.acquire(&principal("carol", "t4")).err(), Some(Over::Total(5)));
        drop(third);
        assert!(caps.acquire(&a2).is_ok(), "a slot comes back when dropped");
        drop((held, bobs));
        assert_eq!(caps.held.lock().unwrap().total, 0);
        assert!(caps.held.lock().unwrap().users.is_empty() && caps.held.lock().unwrap().tokens.is_empty());
    }
}
