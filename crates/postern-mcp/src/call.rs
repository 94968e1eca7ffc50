//! Running one tool call: arguments in, a JSON result or a tool-error sentence out.

use postern_core::model::Message;
use postern_core::ops::{InboxOps, MessageQuery, Require, WaitAnswer, WaitCall};
use postern_core::{Error, ErrorCode};
use serde_json::{Map, Value, json};
use std::time::Duration;
use tokio::time::Instant;

/// Longest single long-poll call; the server clamps to this too.
const MAX_CALL_SECONDS: f64 = 25.0;

/// How the transport wants waits run.
pub struct Settings {
    pub ceiling: f64,
    pub retry_429: bool,
    pub auth_hint: &'static str,
}

/// A tool failure, as a sentence for the model.
pub(crate) fn describe(e: &Error, settings: &Settings) -> String {
    let message = e.message.trim_end_matches('.');
    match e.code {
        ErrorCode::AuthenticationRequired | ErrorCode::AuthenticationFailed => {
            format!("Authentication failed (HTTP 401): the token was rejected. {}", settings.auth_hint)
        }
        ErrorCode::NotFound => format!("Not found (HTTP 404): {message}."),
        ErrorCode::RateLimited | ErrorCode::TooManyWaitRequests | ErrorCode::WaitCapacity => match e.retry_after {
            Some(n) if n > 0 => format!("Rate limited (HTTP 429): {message}. Retry after {n}s."),
            _ => format!("Rate limited (HTTP 429): {message}."),
        },
        _ => format!("{message}."),
    }
}

fn bad_argument(name: &str, what: &str) -> String {
    format!("Invalid argument `{name}`: {what}.")
}

fn text(args: &Map<String, Value>, name: &str) -> Result<Option<String>, String> {
    match args.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(_) => Err(bad_argument(name, "expected a string")),
    }
}

fn required_id(args: &Map<String, Value>, name: &str) -> Result<String, String> {
    let id = text(args, name)?.ok_or_else(|| bad_argument(name, "required"))?;
    if id.is_empty() || id == "." || id == ".." {
        return Err(format!("Invalid id {id:?}: ids must be non-empty and not \".\" or \"..\"."));
    }
    Ok(id)
}

fn number(args: &Map<String, Value>, name: &str, default: f64) -> Result<f64, String> {
    match args.get(name) {
        None | Some(Value::Null) => Ok(default),
        Some(v) => v.as_f64().filter(|x| x.is_finite()).ok_or_else(|| bad_argument(name, "expected a number")),
    }
}

fn integer(args: &Map<String, Value>, name: &str) -> Result<Option<u32>, String> {
    match args.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(v) => v
            .as_u64()
            .and_then(|n| u32::try_from(n).ok())
            .map(Some)
            .ok_or_else(|| bad_argument(name, "expected a whole number")),
    }
}

fn boolean(args: &Map<String, Value>, name: &str) -> Result<Option<bool>, String> {
    match args.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Bool(b)) => Ok(Some(*b)),
        Some(_) => Err(bad_argument(name, "expected true or false")),
    }
}

/// `since` is forwarded exactly: `0` stays `0`, numbers keep their form.
fn since(args: &Map<String, Value>) -> Result<Option<String>, String> {
    match args.get("since") {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(Value::Number(n)) => Ok(Some(n.to_string())),
        Some(_) => Err(bad_argument("since", "expected a string, a number or null")),
    }
}

/// Runs tool `name` with `args`.
pub async fn run<O: InboxOps>(
    ops: &O,
    name: &str,
    args: &Map<String, Value>,
    settings: &Settings,
) -> Result<Value, String> {
    let fail = |e: Error| describe(&e, settings);
    match name {
        "create_inbox" => {
            let inbox = ops.create_inbox(text(args, "label")?).await.map_err(fail)?;
            Ok(json!({ "id": inbox.id, "address": inbox.address }))
        }
        "wait_for_otp" | "wait_for_link" => {
            let otp = name == "wait_for_otp";
            let inbox_id = required_id(args, "inbox_id")?;
            let requested = number(args, "timeout", 60.0)?;
            let want = Want {
                otp,
                min_confidence: if otp { Some(number(args, "min_confidence", 0.0)?) } else { None },
                from_domain: text(args, "from_domain")?,
                require_authenticated: boolean(args, "require_authenticated")?.unwrap_or(false),
            };
            let message = wait(ops, inbox_id, &want, requested, since(args)?, settings).await?;
            // The domain that really sent it (DMARC passed), or null: a `From:` alone proves nothing.
            let authenticated = message.authentication.as_ref().and_then(|a| a.domain.clone());
            Ok(if otp {
                json!({ "otp": message.otp, "confidence": message.otp_confidence, "subject": message.subject, "from": message.from, "authenticated_domain": authenticated, "id": message.id, "received_at": message.received_at })
            } else {
                json!({ "magic_link": message.magic_link, "subject": message.subject, "from": message.from, "authenticated_domain": authenticated, "id": message.id, "received_at": message.received_at })
            })
        }
        "list_inboxes" => {
            let page = ops.list_inboxes(integer(args, "limit")?, text(args, "cursor")?).await.map_err(fail)?;
            Ok(json!({ "inboxes": page.data, "next_cursor": page.next_cursor, "has_more": page.has_more }))
        }
        "list_messages" => {
            let inbox_id = required_id(args, "inbox_id")?;
            let query = MessageQuery {
                has_otp: boolean(args, "has_otp")?,
                subject_contains: text(args, "subject_contains")?,
                from: text(args, "sender")?,
                limit: integer(args, "limit")?,
                cursor: text(args, "cursor")?,
            };
            let page = ops.list_messages(&inbox_id, query).await.map_err(fail)?;
            Ok(json!({ "messages": page.data, "next_cursor": page.next_cursor, "has_more": page.has_more }))
        }
        "get_latest" => {
            let message = ops.latest_message(&required_id(args, "inbox_id")?).await.map_err(fail)?;
            Ok(serde_json::to_value(message).unwrap_or_default())
        }
        "send_test_code" => {
            let sent = ops.send_test_code(&required_id(args, "inbox_id")?).await.map_err(fail)?;
            Ok(json!({ "message_id": sent.message_id, "sent_at": sent.sent_at }))
        }
        "delete_inbox" => {
            let inbox_id = required_id(args, "inbox_id")?;
            ops.delete_inbox(&inbox_id).await.map_err(fail)?;
            Ok(json!({ "deleted": inbox_id }))
        }
        other => Err(format!("Unknown tool: {other}")),
    }
}

/// What a wait tool waits for: a code (with its least confidence) or a link, and whose mail it
/// accepts (docs/SENDER_AUTH.md).
struct Want {
    otp: bool,
    min_confidence: Option<f64>,
    from_domain: Option<String>,
    require_authenticated: bool,
}

/// The wait loop: 25 s long-polls until the overall deadline, carrying the server's cutoff from
/// each empty answer to the next call when the caller gave no `since`.
async fn wait<O: InboxOps>(
    ops: &O,
    inbox_id: String,
    want: &Want,
    requested: f64,
    since: Option<String>,
    settings: &Settings,
) -> Result<Message, String> {
    let overall = requested.clamp(1.0, settings.ceiling);
    let deadline = Instant::now() + Duration::from_secs_f64(overall);
    let caller_since = since.is_some();
    let mut cursor = since;
    let timed_out = || {
        format!(
            "Timed out waiting for a matching message: no matching message arrived within {overall}s. Nothing matched yet — call the wait tool again to keep waiting."
        )
    };
    loop {
        let remaining = deadline.saturating_duration_since(Instant::now()).as_secs_f64();
        if remaining <= 0.0 {
            return Err(timed_out());
        }
        let call = WaitCall {
            inbox_id: inbox_id.clone(),
            require: if want.otp { Require::Otp } else { Require::Link },
            since: cursor.clone(),
            min_confidence: want.min_confidence,
            timeout: remaining.clamp(1.0, MAX_CALL_SECONDS),
            from_domain: want.from_domain.clone(),
            require_authenticated: want.require_authenticated,
        };
        match ops.wait(call).await {
            Ok(WaitAnswer::Matched(message)) => return Ok(*message),
            Ok(WaitAnswer::Nothing { cutoff }) => {
                if !caller_since && cutoff.is_some() {
                    cursor = cutoff;
                }
            }
            Err(e) if settings.retry_429 && e.code.http_status() == 429 => {
                let pause = Duration::from_secs(e.retry_after.unwrap_or(1).max(1));
                if Instant::now() + pause > deadline {
                    return Err(timed_out());
                }
                tokio::time::sleep(pause).await;
            }
            Err(e) => return Err(describe(&e, settings)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use postern_core::model::Inbox;
    use postern_core::ops::{Page, TestCode};
    use std::sync::Mutex;

    /// Answers wait calls from a script and records what it was asked.
    struct Scripted {
        answers: Mutex<Vec<Result<WaitAnswer, Error>>>,
        calls: Mutex<Vec<WaitCall>>,
    }

    fn message() -> Message {
        serde_json::from_value(json!({
            "id": "msg_1", "inbox_id": "inbox_1", "from": "a@b.test", "to": [], "cc": [], "subject": "s",
            "received_at": "2026-01-01T00:00:00.000000Z", "status": "parsed", "otp": "123456", "otp_confidence": 0.9,
            "detected_otp": "123456", "magic_link": null, "links": [], "envelope_from": "", "envelope_recipient": "",
            "text": "", "html": ""
        }))
        .unwrap()
    }

    impl InboxOps for Scripted {
        async fn create_inbox(&self, _: Option<String>) -> Result<Inbox, Error> {
            unreachable!()
        }
        async fn list_inboxes(&self, _: Option<u32>, _: Option<String>) -> Result<Page<Inbox>, Error> {
            unreachable!()
        }
        async fn list_messages(&self, _: &str, _: MessageQuery) -> Result<Page<Message>, Error> {
            unreachable!()
        }
        async fn latest_message(&self, _: &str) -> Result<Message, Error> {
            unreachable!()
        }
        async fn wait(&self, call: WaitCall) -> Result<WaitAnswer, Error> {
            self.calls.lock().unwrap().push(call);
            self.answers.lock().unwrap().remove(0)
        }
        async fn send_test_code(&self, _: &str) -> Result<TestCode, Error> {
            unreachable!()
        }
        async fn delete_inbox(&self, _: &str) -> Result<(), Error> {
            unreachable!()
        }
    }

    fn scripted(answers: Vec<Result<WaitAnswer, Error>>) -> Scripted {
        Scripted { answers: Mutex::new(answers), calls: Mutex::new(Vec::new()) }
    }

    const STDIO: Settings = Settings { ceiling: 120.0, retry_429: true, auth_hint: "" };
    const HTTP: Settings = Settings { ceiling: 55.0, retry_429: false, auth_hint: "" };

    fn args(v: Value) -> Map<String, Value> {
        v.as_object().unwrap().clone()
    }

    #[tokio::test]
    async fn the_server_cutoff_is_carried_to_the_next_long_poll() {
        let ops = scripted(vec![
            Ok(WaitAnswer::Nothing { cutoff: Some("2026-01-01T00:00:00.000001Z".into()) }),
            Ok(WaitAnswer::Nothing { cutoff: None }),
            Ok(WaitAnswer::Matched(Box::new(message()))),
        ]);
        let got = run(&ops, "wait_for_otp", &args(json!({"inbox_id": "inbox_1"})), &STDIO).await.unwrap();
        assert_eq!(got["otp"], "123456");
        let calls = ops.calls.lock().unwrap();
        let sinces: Vec<_> = calls.iter().map(|c| c.since.clone()).collect();
        assert_eq!(
            sinces,
            [None, Some("2026-01-01T00:00:00.000001Z".into()), Some("2026-01-01T00:00:00.000001Z".into())]
        );
        assert!(calls.iter().all(|c| c.timeout <= 25.0 && c.timeout >= 1.0));
        assert_eq!(calls[0].min_confidence, Some(0.0));
    }

    #[tokio::test]
    async fn a_wait_that_insists_on_its_sender_says_so_on_every_long_poll() {
        let ops = scripted(vec![
            Ok(WaitAnswer::Nothing { cutoff: Some("2026-01-01T00:00:00.000001Z".into()) }),
            Ok(WaitAnswer::Matched(Box::new(message()))),
        ]);
        let asked = json!({"inbox_id": "inbox_1", "from_domain": "github.com", "require_authenticated": true});
        run(&ops, "wait_for_link", &args(asked), &STDIO).await.unwrap();
        {
            let calls = ops.calls.lock().unwrap();
            assert_eq!(calls.len(), 2);
            assert!(calls.iter().all(|c| c.from_domain.as_deref() == Some("github.com") && c.require_authenticated));
        }
        // Not given: any sender, as mailsocket's tools have it.
        let ops = scripted(vec![Ok(WaitAnswer::Matched(Box::new(message())))]);
        run(&ops, "wait_for_otp", &args(json!({"inbox_id": "inbox_1"})), &STDIO).await.unwrap();
        let calls = ops.calls.lock().unwrap();
        assert!(calls[0].from_domain.is_none() && !calls[0].require_authenticated);
    }

    #[tokio::test]
    async fn an_explicit_since_is_forwarded_exactly_and_never_replaced() {
        for (since, wire) in [(json!(0), "0"), (json!(1.5), "1.5"), (json!("msg_111"), "msg_111")] {
            let ops = scripted(vec![
                Ok(WaitAnswer::Nothing { cutoff: Some("1970-01-01T00:00:00.000000Z".into()) }),
                Ok(WaitAnswer::Matched(Box::new(message()))),
            ]);
            run(&ops, "wait_for_link", &args(json!({"inbox_id": "inbox_1", "since": since})), &STDIO).await.unwrap();
            let calls = ops.calls.lock().unwrap();
            assert!(calls.iter().all(|c| c.since.as_deref() == Some(wire) && c.min_confidence.is_none()), "{wire}");
        }
    }

    #[tokio::test(start_paused = true)]
    async fn the_overall_deadline_is_clamped_per_transport() {
        for (settings, requested, expected) in [(&STDIO, 9999.0, 120.0), (&HTTP, 9999.0, 55.0), (&HTTP, 0.0, 1.0)] {
            let ops = scripted((0..10).map(|_| Ok(WaitAnswer::Nothing { cutoff: None })).collect());
            // Each scripted answer "takes" the call's full timeout.
            let started = Instant::now();
            let slow = SlowOps(ops);
            let err = run(&slow, "wait_for_otp", &args(json!({"inbox_id": "inbox_1", "timeout": requested})), settings)
                .await
                .unwrap_err();
            assert!(err.contains(&format!("within {expected}s")), "{err}");
            assert!(err.contains("call the wait tool again"));
            let took = started.elapsed().as_secs_f64();
            assert!((expected..expected + 1.5).contains(&took), "{took}");
            let calls = slow.0.calls.lock().unwrap();
            assert!(calls.iter().all(|c| c.timeout <= 25.0));
        }
    }

    #[tokio::test]
    async fn a_429_is_surfaced_at_once_over_http() {
        let limited = Error::new(ErrorCode::TooManyWaitRequests, "Too many concurrent waits").retry_after(3);
        let ops = scripted(vec![Err(limited)]);
        let err = run(&ops, "wait_for_otp", &args(json!({"inbox_id": "inbox_1"})), &HTTP).await.unwrap_err();
        assert_eq!(err, "Rate limited (HTTP 429): Too many concurrent waits. Retry after 3s.");
        assert_eq!(ops.calls.lock().unwrap().len(), 1);
    }

    #[tokio::test]
    async fn invalid_ids_and_arguments_never_reach_the_operations() {
        let ops = scripted(vec![]);
        for bad in [json!({"inbox_id": ""}), json!({"inbox_id": ".."}), json!({}), json!({"inbox_id": 5})] {
            let err = run(&ops, "wait_for_otp", &args(bad), &HTTP).await.unwrap_err();
            assert!(err.starts_with("Invalid"), "{err}");
        }
        assert!(ops.calls.lock().unwrap().is_empty());
    }

    /// Makes every wait call last its full timeout, as a server with no mail would.
    struct SlowOps(Scripted);

    impl InboxOps for SlowOps {
        async fn create_inbox(&self, l: Option<String>) -> Result<Inbox, Error> {
            self.0.create_inbox(l).await
        }
        async fn list_inboxes(&self, l: Option<u32>, c: Option<String>) -> Result<Page<Inbox>, Error> {
            self.0.list_inboxes(l, c).await
        }
        async fn list_messages(&self, i: &str, q: MessageQuery) -> Result<Page<Message>, Error> {
            self.0.list_messages(i, q).await
        }
        async fn latest_message(&self, i: &str) -> Result<Message, Error> {
            self.0.latest_message(i).await
        }
        async fn wait(&self, call: WaitCall) -> Result<WaitAnswer, Error> {
            tokio::time::sleep(Duration::from_secs_f64(call.timeout)).await;
            self.0.wait(call).await
        }
        async fn send_test_code(&self, i: &str) -> Result<TestCode, Error> {
            self.0.send_test_code(i).await
        }
        async fn delete_inbox(&self, i: &str) -> Result<(), Error> {
            self.0.delete_inbox(i).await
        }
    }
}
