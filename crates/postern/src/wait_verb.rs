//! `postern wait otp|link INBOX`: blocks until a message with a one-time code (or a sign-in link)
//! reaches the inbox, and prints only that value, for shells and CI jobs. It waits through as many
//! server waits (25 s at most each) as its timeout takes, each resuming at the last one's cutoff,
//! so nothing that arrives between two of them is missed.
//!
//! Exit codes: 0 found, 1 timed out, 2 usage, 3 refused by Postern (its error code on stderr),
//! 4 Postern could not be reached. Every outcome but a value found ends the process here, with
//! one line on stderr.

use postern_core::ErrorCode;
use postern_core::ops::{InboxOps, Require, WaitAnswer, WaitCall};
use tokio::time::{Duration, Instant};

/// The longest one server wait may block.
const SERVER_WAIT: f64 = 25.0;

/// What to wait for.
#[derive(Clone, Copy, clap::ValueEnum)]
pub enum What {
    /// A one-time code.
    Otp,
    /// A sign-in link.
    Link,
}

pub struct Wait {
    pub what: What,
    pub inbox: String,
    /// Passed on as the first wait's `since` (a timestamp, or a message id).
    pub since: Option<String>,
    pub timeout: Duration,
    /// Print the whole message as JSON instead of the value.
    pub json: bool,
    /// Only mail this domain (or a subdomain) really sent.
    pub from_domain: Option<String>,
    pub allow_insecure_http: bool,
}

/// Prints the value and returns when it arrives; exits the process otherwise.
pub async fn run(wait: Wait) {
    let (client, _) = crate::api_client::from_env("wait", wait.allow_insecure_http);
    let require = match wait.what {
        What::Otp => Require::Otp,
        What::Link => Require::Link,
    };
    let deadline = Instant::now() + wait.timeout;
    let mut since = wait.since;
    loop {
        let left = deadline.saturating_duration_since(Instant::now()).as_secs_f64();
        if left < 1.0 {
            eprintln!("postern wait: nothing arrived in {} s", wait.timeout.as_secs());
            std::process::exit(1);
        }
        let call = WaitCall {
            inbox_id: wait.inbox.clone(),
            require,
            since: since.clone(),
            min_confidence: None,
            timeout: left.min(SERVER_WAIT),
            from_domain: wait.from_domain.clone(),
            require_authenticated: false,
        };
        match client.wait(call).await {
            Ok(WaitAnswer::Matched(message)) => {
                let value = match wait.what {
                    What::Otp => message.otp.clone(),
                    What::Link => message.magic_link.clone(),
                };
                if wait.json {
                    println!("{}", serde_json::to_string(&message).unwrap_or_default());
                } else {
                    println!("{}", value.unwrap_or_default());
                }
                return;
            }
            Ok(WaitAnswer::Nothing { cutoff }) => since = cutoff.or(since),
            Err(e) if e.code == ErrorCode::RateLimited => {
                let pause = Duration::from_secs(e.retry_after.unwrap_or(1).max(1));
                tokio::time::sleep(pause.min(deadline.saturating_duration_since(Instant::now()))).await;
            }
            Err(e) => crate::api_client::fail("wait", &e),
        }
    }
}
