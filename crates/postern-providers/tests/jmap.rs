//! The JMAP client against hostile scripted servers: credentials never go to a host they were
//! not given for (a session naming another origin, a redirect elsewhere), a refused login says
//! so without the secret, answers are bounded. The client against a real server (Cyrus) is
//! tested through the account tests of `postern-server`.

use postern_providers::jmap::{JmapClient, JmapOptions, JmapSettings};
use postern_providers::provider::ProviderError;
use std::sync::{Arc, Mutex};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpListener;

/// What a scripted server saw: (path, Authorization header) per request.
type Seen = Arc<Mutex<Vec<(String, Option<String>)>>>;

/// Serves every request on `host` with `answer(path)` (status line, headers, body).
async fn scripted(host: &str, answer: fn(&str, u16) -> (String, Vec<u8>)) -> (u16, Seen) {
    let listener = TcpListener::bind((host, 0)).await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let seen: Seen = Arc::default();
    let log = seen.clone();
    tokio::spawn(async move {
        while let Ok((mut stream, _)) = listener.accept().await {
            let log = log.clone();
            tokio::spawn(async move {
                let mut head = Vec::new();
                let mut byte = [0u8; 1];
                while !head.ends_with(b"\r\n\r\n") && stream.read(&mut byte).await.unwrap_or(0) == 1 {
                    head.push(byte[0]);
                }
                let head = String::from_utf8_lossy(&head).to_string();
                let path = head.split_whitespace().nth(1).unwrap_or_default().to_string();
                let auth = head
                    .lines()
                    .find(|l| l.to_ascii_lowercase().starts_with("authorization:"))
                    .map(|l| l[14..].trim().to_string());
                log.lock().unwrap().push((path.clone(), auth));
                let (status_and_headers, body) = answer(&path, port);
                let reply = format!(
                    "HTTP/1.1 {status_and_headers}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
                    body.len()
                );
                let _ = stream.write_all(reply.as_bytes()).await;
                let _ = stream.write_all(&body).await;
            });
        }
    });
    (port, seen)
}

fn session(api_url: &str) -> Vec<u8> {
    format!(
        r#"{{"capabilities":{{"urn:ietf:params:jmap:core":{{}},"urn:ietf:params:jmap:mail":{{}}}},
        "primaryAccounts":{{"urn:ietf:params:jmap:mail":"a1"}},"apiUrl":"{api_url}",
        "downloadUrl":"/d/{{accountId}}/{{blobId}}/{{name}}?type={{type}}","uploadUrl":"/u/{{accountId}}/",
        "eventSourceUrl":"/e/"}}"#
    )
    .into_bytes()
}

fn settings(port: u16) -> JmapSettings {
    JmapSettings { url: format!("http://127.0.0.1:{port}/jmap/"), username: "alice".into(), bearer: false }
}

const SECRET: &str = "s3cret-jmap-pass";

#[tokio::test]
async fn a_session_naming_another_host_is_refused_and_nothing_goes_there() {
    // The session's API lives on another origin.
    let (port, seen) = scripted("127.0.0.1", |_, _| {
        ("200 OK\r\nContent-Type: application/json".into(), session("http://127.0.0.2:9/jmap/"))
    })
    .await;
    let refused = JmapClient::connect(&settings(port), SECRET, &JmapOptions::default()).await.unwrap_err();
    assert!(matches!(&refused, ProviderError::Protocol(m) if m.contains("another host")), "{refused:?}");
    assert!(!format!("{refused:?}").contains(SECRET));
    assert_eq!(seen.lock().unwrap().len(), 1, "only the session was asked for");
    // Relative URLs resolve against the session's origin and are taken.
    let (port, _) = scripted("127.0.0.1", |_, _| ("200 OK".into(), session("/api/"))).await;
    let client = JmapClient::connect(&settings(port), SECRET, &JmapOptions::default()).await.unwrap();
    assert_eq!(client.session.api_url.as_str(), format!("http://127.0.0.1:{port}/api/"));
    assert_eq!(client.session.account_id, "a1");
}

#[tokio::test]
async fn a_redirect_to_another_host_is_not_followed_with_the_credentials() {
    let (elsewhere, seen_elsewhere) = scripted("127.0.0.2", |_, _| ("200 OK".into(), b"{}".to_vec())).await;
    let target = format!("http://127.0.0.2:{elsewhere}/jmap/");
    // The scripted answer is a plain function: the other host's port comes in the path asked.
    let (port, seen) = scripted("127.0.0.1", |path, _| {
        let to = path.trim_start_matches("/go/");
        (format!("301 Moved Permanently\r\nLocation: http://127.0.0.2:{to}/jmap/"), Vec::new())
    })
    .await;
    let mut s = settings(port);
    s.url = format!("http://127.0.0.1:{port}/go/{elsewhere}");
    let refused = JmapClient::connect(&s, SECRET, &JmapOptions::default()).await.unwrap_err();
    assert!(matches!(&refused, ProviderError::Protocol(_)), "{refused:?}");
    assert!(!format!("{refused:?}").contains(SECRET));
    assert_eq!(seen.lock().unwrap().len(), 1);
    assert!(seen_elsewhere.lock().unwrap().is_empty(), "nothing reached {target}");
}

#[tokio::test]
async fn a_refused_login_and_an_oversized_answer_are_told_apart() {
    let (port, seen) =
        scripted("127.0.0.1", |_, _| ("401 Unauthorized\r\nWWW-Authenticate: Basic".into(), Vec::new())).await;
    let refused = JmapClient::connect(&settings(port), SECRET, &JmapOptions::default()).await.unwrap_err();
    assert!(matches!(refused, ProviderError::Auth(_)), "{refused:?}");
    // Basic, to the origin it was given for.
    use base64::Engine as _;
    let expected = format!("Basic {}", base64::engine::general_purpose::STANDARD.encode(format!("alice:{SECRET}")));
    assert_eq!(seen.lock().unwrap()[0].1.as_deref(), Some(expected.as_str()));
    // Bearer: the secret is the token.
    let bearer = JmapSettings { bearer: true, ..settings(port) };
    let _ = JmapClient::connect(&bearer, SECRET, &JmapOptions::default()).await;
    assert_eq!(seen.lock().unwrap()[1].1.as_deref(), Some(format!("Bearer {SECRET}").as_str()));

    let (port, _) = scripted("127.0.0.1", |_, _| ("200 OK".into(), vec![b' '; 33 * 1024 * 1024])).await;
    let large = JmapClient::connect(&settings(port), SECRET, &JmapOptions::default()).await.unwrap_err();
    assert!(matches!(large, ProviderError::TooLarge(_)), "{large:?}");

    let (port, _) = scripted("127.0.0.1", |_, _| ("429 Too Many Requests\r\nRetry-After: 7".into(), Vec::new())).await;
    let slow = JmapClient::connect(&settings(port), SECRET, &JmapOptions::default()).await.unwrap_err();
    assert_eq!(
        slow,
        ProviderError::Throttled {
            reason: "the JMAP server answered 429 Too Many Requests".into(),
            retry_after: Some(std::time::Duration::from_secs(7))
        }
    );
    assert_eq!(slow.account_status().0.as_str(), "throttled");

    let (port, _) = scripted("127.0.0.1", |_, _| ("200 OK".into(), b"<html>not json</html>".to_vec())).await;
    let garbage = JmapClient::connect(&settings(port), SECRET, &JmapOptions::default()).await.unwrap_err();
    assert!(matches!(garbage, ProviderError::Protocol(_)), "{garbage:?}");
}
