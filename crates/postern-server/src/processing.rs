//! The threads that parse, extract and sanitize mail: received mail, and account mail read
//! through the API. Mail is attacker-controlled and its processing is CPU work, so it runs here,
//! on threads fed through a bounded queue, one fewer than the machine has cores (at least one),
//! never on the workers that answer HTTP: a flood of hostile mail slows ingest (the queue fills
//! and deliveries wait) and leaves a core to the API. The threads keep the normal priority: at a
//! lower one, mail waited behind every busy thread of the machine (a wait's answer after new mail
//! took several times longer at p99 under load).

use std::panic::AssertUnwindSafe;
use std::sync::{Arc, Mutex, OnceLock};
use tokio::sync::{mpsc, oneshot};

type Job = Box<dyn FnOnce() + Send>;

/// Jobs queued per thread before senders wait.
const QUEUE_PER_THREAD: usize = 8;

/// The pool's queue; its threads start with the first job.
fn queue() -> &'static mpsc::Sender<Job> {
    static QUEUE: OnceLock<mpsc::Sender<Job>> = OnceLock::new();
    QUEUE.get_or_init(|| {
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get().saturating_sub(1).max(1));
        let (tx, rx) = mpsc::channel::<Job>(threads * QUEUE_PER_THREAD);
        let rx = Arc::new(Mutex::new(rx));
        for i in 0..threads {
            let rx = rx.clone();
            std::thread::Builder::new()
                .name(format!("postern-mail-{i}"))
                .spawn(move || {
                    loop {
                        let Some(job) = rx.lock().expect("mail queue lock").blocking_recv() else { return };
                        // A job that panics loses its answer (its caller sees `None`), not the thread.
                        let _ = std::panic::catch_unwind(AssertUnwindSafe(job));
                    }
                })
                .expect("a mail processing thread starts");
        }
        tx
    })
}

/// Runs `work` on the pool and waits for its result; `None` when it panicked.
pub(crate) async fn run<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> Option<T> {
    let (done, result) = oneshot::channel();
    let job: Job = Box::new(move || {
        let _ = done.send(work());
    });
    queue().send(job).await.ok()?;
    result.await.ok()
}

#[cfg(test)]
mod tests {
    #[tokio::test]
    async fn work_runs_on_the_mail_threads_and_a_panic_loses_only_its_answer() {
        let name = super::run(|| std::thread::current().name().map(str::to_string)).await.flatten();
        assert!(name.is_some_and(|n| n.starts_with("postern-mail-")));
        assert_eq!(super::run(|| -> u8 { panic!("hostile") }).await, None);
        let results = futures_util::future::join_all((0..100).map(|i| super::run(move || i * 2))).await;
        assert_eq!(results.iter().map(|r| r.unwrap()).sum::<i32>(), 9900, "the threads survive a panic");
    }
}
