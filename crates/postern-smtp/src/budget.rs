//! The bytes of messages being received, counted across all sessions of a listener, so that many
//! large transactions at once cannot take more memory than the operator allows: a session that
//! finds the budget spent answers `452 4.3.1` and the sender retries later.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

/// A shared budget of in-flight message bytes; clones share it.
#[derive(Debug, Clone)]
pub struct MemoryBudget {
    limit: usize,
    used: Arc<AtomicUsize>,
}

impl MemoryBudget {
    /// A budget of `limit` bytes.
    pub fn new(limit: usize) -> MemoryBudget {
        MemoryBudget { limit, used: Arc::new(AtomicUsize::new(0)) }
    }

    /// Takes `bytes` from the budget if that many are left.
    pub fn try_reserve(&self, bytes: usize) -> bool {
        self.used
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |used| {
                used.checked_add(bytes).filter(|total| *total <= self.limit)
            })
            .is_ok()
    }

    /// Gives back `bytes` taken earlier.
    pub fn release(&self, bytes: usize) {
        if bytes > 0 {
            self.used.fetch_sub(bytes, Ordering::AcqRel);
        }
    }

    /// Bytes taken now.
    pub fn used(&self) -> usize {
        self.used.load(Ordering::Acquire)
    }

    /// The budget's size.
    pub fn limit(&self) -> usize {
        self.limit
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reservations_stop_at_the_limit_and_come_back() {
        let budget = MemoryBudget::new(100);
        let other = budget.clone();
        assert!(budget.try_reserve(60));
        assert!(!other.try_reserve(41), "clones share one budget");
        assert!(other.try_reserve(40));
        assert!(!budget.try_reserve(1));
        budget.release(60);
        assert_eq!(other.used(), 40);
        assert!(budget.try_reserve(60));
        assert!(!budget.try_reserve(usize::MAX), "no overflow");
    }
}
