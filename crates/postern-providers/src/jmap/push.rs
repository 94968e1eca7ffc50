//! Push from a JMAP server (RFC 8620 §7.3, EventSource): a task that keeps the account's event
//! stream open and says when its state changed, so the sync makes a pass at once instead of at
//! its next poll. A server without push (Debian's Cyrus answers 204) leaves the sync polling;
//! a stream that breaks is opened again after a pause that doubles up to five minutes, and
//! polling covers the gap. Every line and event is bounded: the server is the user's choice.

use super::client::JmapClient;
use crate::provider::Push;
use serde_json::Value;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

/// The longest line of the stream read, and the longest event (its data lines together).
const MAX_LINE: usize = 64 * 1024;
/// How often the server is asked to send a ping; a stream silent for three times as long is
/// taken as broken.
const PING: Duration = Duration::from_secs(30);
/// Longest pause before opening a broken stream again.
const MAX_PAUSE: Duration = Duration::from_secs(300);

/// Starts the task that reads the stream; it ends when the returned handle is dropped (aborted).
pub(super) fn start(client: Arc<JmapClient>) -> Option<(Push, tokio::task::JoinHandle<()>)> {
    let url = client.session.event_source_url.clone()?;
    let url = url.replace("{types}", "*").replace("{closeafter}", "no").replace("{ping}", &PING.as_secs().to_string());
    let push = Push::default();
    let task = tokio::spawn(run(client, url, push.clone()));
    Some((push, task))
}

async fn run(client: Arc<JmapClient>, url: String, push: Push) {
    let mut pause = Duration::from_secs(5);
    loop {
        match listen(&client, &url, &push).await {
            // No push on this server: the sync polls for good.
            Listened::Unsupported => {
                push.live.store(false, Ordering::Relaxed);
                return;
            }
            Listened::Broken(heard) => {
                push.live.store(false, Ordering::Relaxed);
                // A change may have been missed while the stream was down.
                push.changed.notify_one();
                if heard {
                    pause = Duration::from_secs(5);
                }
            }
        }
        tokio::time::sleep(pause).await;
        pause = (pause * 2).min(MAX_PAUSE);
    }
}

enum Listened {
    Unsupported,
    /// Whether any event came before it broke.
    Broken(bool),
}

async fn listen(client: &JmapClient, url: &str, push: &Push) -> Listened {
    let Ok(mut response) = client.event_stream(url).await else { return Listened::Broken(false) };
    let status = response.status().as_u16();
    if status == 204 || status == 404 || status == 501 {
        return Listened::Unsupported;
    }
    if !response.status().is_success() {
        return Listened::Broken(false);
    }
    push.live.store(true, Ordering::Relaxed);
    let mut events = Events::default();
    let mut heard = false;
    loop {
        let chunk = match tokio::time::timeout(PING * 3, response.chunk()).await {
            Ok(Ok(Some(chunk))) => chunk,
            _ => return Listened::Broken(heard),
        };
        for event in events.feed(&chunk) {
            heard = true;
            if event.name.as_deref().unwrap_or("message") == "state"
                && changes_something(&event.data, &client.session.account_id)
            {
                push.changed.notify_one();
            }
        }
        if events.overflowed {
            return Listened::Broken(heard);
        }
    }
}

/// Whether a `StateChange` names a type of `account`.
pub(crate) fn changes_something(data: &str, account: &str) -> bool {
    let Ok(value) = serde_json::from_str::<Value>(data) else { return false };
    value.get("@type").and_then(Value::as_str) == Some("StateChange")
        && value
            .pointer(&format!("/changed/{}", account.replace('~', "~0").replace('/', "~1")))
            .is_some_and(Value::is_object)
}

/// One server-sent event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Event {
    pub(crate) name: Option<String>,
    pub(crate) data: String,
}

/// Server-sent events (the HTML Living Standard's event-stream format) from chunks as they
/// arrive: `event:` and `data:` fields, an empty line ends an event, comments (`:`) ignored.
#[derive(Debug, Default)]
pub(crate) struct Events {
    line: Vec<u8>,
    name: Option<String>,
    data: String,
    pub(crate) overflowed: bool,
}

impl Events {
    pub(crate) fn feed(&mut self, chunk: &[u8]) -> Vec<Event> {
        let mut out = Vec::new();
        for &byte in chunk {
            if byte != b'\n' {
                if self.line.len() >= MAX_LINE {
                    self.overflowed = true;
                    return out;
                }
                self.line.push(byte);
                continue;
            }
            let line = std::mem::take(&mut self.line);
            let line = String::from_utf8_lossy(line.strip_suffix(b"\r").unwrap_or(&line)).into_owned();
            if line.is_empty() {
                if !self.data.is_empty() || self.name.is_some() {
                    let data = std::mem::take(&mut self.data);
                    out.push(Event {
                        name: self.name.take(),
                        data: data.strip_suffix('\n').unwrap_or(&data).to_string(),
                    });
                }
                continue;
            }
            if line.starts_with(':') {
                continue;
            }
            let (field, value) = match line.split_once(':') {
                Some((field, value)) => (field, value.strip_prefix(' ').unwrap_or(value)),
                None => (line.as_str(), ""),
            };
            match field {
                "event" => self.name = Some(value.to_string()),
                "data" => {
                    if self.data.len() + value.len() > MAX_LINE {
                        self.overflowed = true;
                        return out;
                    }
                    self.data.push_str(value);
                    self.data.push('\n');
                }
                _ => {}
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_are_read_across_chunks_and_bounded() {
        let mut events = Events::default();
        assert!(events.feed(b": ping\r\nevent: state\r\nda").is_empty());
        let got =
            events.feed(b"ta: {\"@type\":\"StateChange\",\r\ndata: \"changed\":{\"a1\":{\"Email\":\"9\"}}}\r\n\r\n");
        assert_eq!(got.len(), 1);
        assert_eq!(got[0].name.as_deref(), Some("state"));
        assert!(changes_something(&got[0].data, "a1"));
        assert!(!changes_something(&got[0].data, "a2"));
        assert!(!changes_something("not json", "a1"));
        let mut flood = Events::default();
        flood.feed(&vec![b'x'; MAX_LINE + 1]);
        assert!(flood.overflowed);
    }
}
