//! How the service's threads ask Linux for the cores: the home of `libc`.
//!
//! Two kinds of threads share the machine. Those that answer (API requests, SMTP ingest, their
//! SQLite reads) work in bursts of well under a millisecond and are measured by their latency;
//! the syncs, the text indexers and the WAL's checkpoints parse and write for seconds at a time
//! and are measured by their throughput.
//! - Background threads run at a lower priority, nice 10 ([`background`]), which gives the
//!   answering threads the larger share of a busy core.
//! - A share is not a wake-up, though: Linux (EEVDF) lets the running thread finish its slice
//!   before a thread that just woke takes its core, unless the one that woke asked for a shorter
//!   slice (Linux 6.12 and later). Answering threads ask for the kernel's shortest ([`answering`]).
//! - Nor does a share say when: an answering thread preempted in the middle of a request has
//!   just run more than its share, and until the next tick nothing gives the core back to it.
//!   Background work therefore offers its core back between its steps, at most every
//!   [`OFFER_EVERY`] ([`offer`]); the kernel then hands it to a thread that waits for it.
//!
//! The traces that chose these (nice 10 against 19, the slice, the offers) are in
//! bench/README.md ("Who gets the cores").

use std::cell::Cell;
use std::time::{Duration, Instant};

/// The slice the answering threads ask for: the kernel's shortest (it clamps to 0.1–100 ms).
const ANSWER_SLICE_NS: u64 = 100_000;
/// The nice value of background threads (0 is normal, 19 the lowest priority).
pub const BACKGROUND_NICE: i32 = 10;
/// How long a background thread works before it offers its core back.
pub const OFFER_EVERY: Duration = Duration::from_micros(100);

thread_local! {
    /// On a background thread, when it last offered its core; `None` on any other thread.
    static OFFERED: Cell<Option<Instant>> = const { Cell::new(None) };
}

/// Sets the calling thread's nice value and slice (0: the kernel's default); threads it starts
/// later inherit both. Before Linux 6.12 the slice is ignored. Failing changes nothing else.
#[cfg(target_os = "linux")]
fn set(nice: i32, slice_ns: u64) -> bool {
    let attr = libc::sched_attr {
        size: std::mem::size_of::<libc::sched_attr>() as u32,
        sched_policy: libc::SCHED_OTHER as u32,
        sched_flags: 0,
        sched_nice: nice,
        sched_priority: 0,
        sched_runtime: slice_ns,
        sched_deadline: 0,
        sched_period: 0,
    };
    // SAFETY: sched_setattr reads `attr`, which lives across the call; pid 0 is this thread.
    unsafe { libc::syscall(libc::SYS_sched_setattr, 0, &attr as *const libc::sched_attr, 0) == 0 }
}

#[cfg(not(target_os = "linux"))]
fn set(nice: i32, _slice_ns: u64) -> bool {
    // SAFETY: setpriority only reads its arguments.
    unsafe { libc::setpriority(libc::PRIO_PROCESS as _, 0, nice) == 0 }
}

/// For the thread that starts the service's runtime, before it starts: the normal priority and
/// the shortest slice, which the runtime's workers, its blocking threads and the SQLite threads
/// they open inherit.
pub fn answering() -> bool {
    set(0, ANSWER_SLICE_NS)
}

/// For a background thread: a lower priority and the default slice; [`offer`] yields on it.
pub fn background() -> bool {
    OFFERED.set(Some(Instant::now()));
    set(BACKGROUND_NICE, 0)
}

/// Between two steps of background work: on a background thread that has worked for
/// [`OFFER_EVERY`] since it last offered, gives its core to a thread that waits for it, if any
/// (elsewhere nothing happens).
pub fn offer() {
    offer_at(Instant::now());
}

/// [`offer`] at `now`; whether it offered.
fn offer_at(now: Instant) -> bool {
    match OFFERED.get() {
        Some(since) if now.saturating_duration_since(since) >= OFFER_EVERY => {
            std::thread::yield_now();
            OFFERED.set(Some(Instant::now()));
            true
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    #[test]
    fn background_threads_offer_their_core_at_most_every_offer_every_and_other_threads_never() {
        std::thread::spawn(|| {
            let later = Instant::now() + super::OFFER_EVERY * 10;
            assert!(!super::offer_at(later), "not a background thread");
            super::background();
            let began = super::OFFERED.get().expect("a background thread");
            assert!(!super::offer_at(began), "it has only just begun");
            let almost = began + super::OFFER_EVERY - std::time::Duration::from_micros(1);
            assert!(!super::offer_at(almost), "not yet OFFER_EVERY");
            assert!(super::offer_at(began + super::OFFER_EVERY), "worked for OFFER_EVERY");
            let offered = super::OFFERED.get().expect("a background thread");
            assert!(offered > began, "offering starts the next span");
            assert!(!super::offer_at(offered), "it has only just offered");
        })
        .join()
        .expect("the test's thread");
    }
}

#[cfg(all(test, target_os = "linux"))]
mod linux_tests {
    /// The calling thread's nice value and slice, as the kernel reports them.
    fn read() -> (i32, u64) {
        // SAFETY: gettid has no arguments.
        let tid = unsafe { libc::gettid() };
        let sched = std::fs::read_to_string(format!("/proc/self/task/{tid}/sched")).expect("sched of this thread");
        let field = |name: &str| {
            sched.lines().find_map(|l| {
                let (key, value) = l.split_once(':')?;
                (key.trim() == name).then(|| value.trim().parse::<i64>().expect("a number"))
            })
        };
        let prio = field("prio").expect("prio");
        (prio as i32 - 120, field("se.slice").unwrap_or(0) as u64)
    }

    #[test]
    fn answering_threads_ask_for_a_short_slice_and_background_threads_for_a_lower_priority() {
        std::thread::spawn(|| {
            let (_, default_slice) = read();
            if !super::answering() {
                return; // an older kernel or a sandbox that refuses sched_setattr
            }
            let (nice, slice) = read();
            assert_eq!(nice, 0);
            if default_slice != 0 {
                assert_eq!(slice, super::ANSWER_SLICE_NS, "the kernel keeps the slice asked for");
            }
            let started = std::thread::spawn(read).join().expect("a thread started here");
            assert_eq!(started, (nice, slice), "a thread started after inherits both");
            assert!(super::background());
            let (nice, slice) = read();
            assert_eq!(nice, super::BACKGROUND_NICE);
            if default_slice != 0 {
                assert_eq!(slice, default_slice, "the default slice again");
            }
        })
        .join()
        .expect("the test's thread");
    }
}
