//! The OpenAPI document: it lists exactly the routes the router serves, each fully described,
//! `docs/openapi.json` is what the code generates, and the server publishes both the document
//! and its docs page. (Every answer of the other tests is checked against it: `common::contract`.)

mod common;

use common::TestServer;
use serde_json::{Value, json};
use std::collections::{BTreeSet, HashSet};

/// The documented routes outside `/api/v1`'s bearer table (`routes()`).
const OUTSIDE: &[(&str, &str)] = &[
    ("GET", "/healthz"),
    ("GET", "/livez"),
    ("GET", "/readyz"),
    ("GET", "/metrics"),
    ("GET", "/api/v1/openapi.json"),
    ("GET", "/api/v1/attachment-links/{secret}"),
    ("GET", "/api/v1/oauth/{provider}/callback"),
    ("POST", "/api/v1/oauth/{provider}/confirm"),
    ("POST", "/api/v1/push/microsoft"),
    ("POST", "/api/v1/push/microsoft/lifecycle"),
    ("POST", "/api/v1/push/google"),
    ("POST", "/api/v1/agents/register"),
];

fn document() -> Value {
    postern_server::openapi()
}

fn operations(document: &Value) -> Vec<(String, String, &Value)> {
    let mut all = Vec::new();
    for (path, item) in document["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            all.push((method.to_uppercase(), path.clone(), operation));
        }
    }
    all
}

#[test]
fn the_document_lists_every_route_and_no_other() {
    let document = document();
    let documented: BTreeSet<(String, String)> =
        operations(&document).into_iter().map(|(method, path, _)| (method, path)).collect();
    let mut served: BTreeSet<(String, String)> =
        postern_server::routes().into_iter().map(|r| (r.method.to_string(), format!("/api/v1{}", r.path))).collect();
    served.extend(OUTSIDE.iter().map(|(m, p)| (m.to_string(), p.to_string())));
    let missing: Vec<_> = served.difference(&documented).collect();
    let extra: Vec<_> = documented.difference(&served).collect();
    assert!(missing.is_empty(), "routes the document lacks: {missing:?}");
    assert!(extra.is_empty(), "documented routes the router lacks: {extra:?}");
    assert!(documented.len() >= 89, "{} operations", documented.len());
}

#[test]
fn every_operation_is_described() {
    let document = document();
    let mut ids = HashSet::new();
    for (method, path, operation) in operations(&document) {
        let id = operation["operationId"].as_str().unwrap_or_else(|| panic!("{method} {path} has no operationId"));
        assert!(ids.insert(id.to_string()), "operationId {id} is used twice");
        let summary = operation["summary"].as_str().unwrap_or_default();
        assert!(!summary.is_empty() && summary.len() < 80, "{method} {path}: summary {summary:?}");
        assert!(operation["tags"].as_array().is_some_and(|t| t.len() == 1), "{method} {path} has one tag");
        let declared: BTreeSet<&str> = operation["parameters"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|p| p["in"] == "path")
            .map(|p| p["name"].as_str().unwrap())
            .collect();
        let in_path: BTreeSet<&str> =
            path.split('/').filter_map(|s| s.strip_prefix('{').and_then(|s| s.strip_suffix('}'))).collect();
        assert_eq!(declared, in_path, "{method} {path}: path parameters");
        if let Some(body) = operation.get("requestBody") {
            assert!(body["content"].is_object(), "{method} {path}: request body {body}");
        }
        let responses = operation["responses"].as_object().unwrap();
        assert!(
            responses.keys().any(|s| s.starts_with('2')),
            "{method} {path} documents a success: {:?}",
            responses.keys().collect::<Vec<_>>()
        );
        let public =
            operation["security"].as_array().is_some_and(|s| s.iter().all(|r| r.as_object().unwrap().is_empty()));
        if !public {
            for status in ["401", "403", "429"] {
                assert!(responses.contains_key(status), "{method} {path} documents {status}");
            }
            assert!(operation["x-postern-right"].is_string(), "{method} {path} names its right");
        }
    }
    // Every reference names a component.
    let text = document.to_string();
    for reference in text.split("\"$ref\":\"").skip(1) {
        let target = &reference[..reference.find('"').unwrap()];
        assert!(document.pointer(target.trim_start_matches('#')).is_some(), "{target} is not in the document");
    }
}

#[test]
fn the_committed_document_is_what_the_code_generates() {
    let generated = serde_json::to_string_pretty(&postern_server::openapi()).unwrap() + "\n";
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/openapi.json");
    if std::env::var_os("POSTERN_BLESS").is_some() {
        std::fs::write(&file, &generated).unwrap();
    }
    let committed = std::fs::read_to_string(&file).unwrap_or_default();
    assert!(
        committed == generated,
        "docs/openapi.json is not what the code generates: run `POSTERN_BLESS=1 cargo nextest run -p postern-server \
         --test contract` and commit it"
    );
}

#[tokio::test]
async fn the_document_and_its_docs_page_are_served_without_a_token() {
    let server = TestServer::start().await;
    let origin = server.origin();
    let answer = server.client.get(format!("{origin}/api/v1/openapi.json")).send().await.unwrap();
    assert_eq!(answer.status(), 200);
    let served: Value = answer.json().await.unwrap();
    assert_eq!(served, document());
    assert_eq!(served["openapi"], "3.1.0");

    let page = server.client.get(format!("{origin}/docs")).send().await.unwrap();
    assert_eq!(page.status(), 200, "/docs leads to the page");
    assert!(page.url().path().ends_with("/docs/"));
    let csp = page.headers()["content-security-policy"].to_str().unwrap().to_string();
    assert!(csp.contains("script-src 'self'") && !csp.contains("unsafe"), "{csp}");
    let html = page.text().await.unwrap();
    assert!(html.contains("swagger-initializer.js"), "{html}");
    assert!(!html.contains("http://") && !html.contains("https://"), "the page loads nothing from elsewhere");

    let initializer = server.client.get(format!("{origin}/docs/swagger-initializer.js")).send().await.unwrap();
    assert_eq!(initializer.status(), 200);
    assert!(initializer.text().await.unwrap().contains("/api/v1/openapi.json"));
    let bundle = server.client.get(format!("{origin}/docs/swagger-ui-bundle.js")).send().await.unwrap();
    assert_eq!(bundle.status(), 200);
    assert!(bundle.headers()["content-type"].to_str().unwrap().contains("javascript"));
    let missing = server.client.get(format!("{origin}/docs/nothing.js")).send().await.unwrap();
    assert_eq!(missing.status(), 404);
}

/// The check every other test's server runs (`common::contract`) refuses what the document
/// does not allow: a field it does not name, a field of the wrong type, a status it does not
/// list, a content type it does not give. The handlers here stand in for a drifted server.
#[tokio::test]
async fn the_answer_check_refuses_what_the_document_does_not_allow() {
    use axum::routing::get;
    use axum::{Json, Router};
    let inbox = json!({
        "id": "inbox_1", "label": "", "address": "a@b.test", "is_enabled": true,
        "created_at": "2026-01-01T00:00:00.000000Z", "updated_at": "2026-01-01T00:00:00.000000Z",
    });
    let with = |change: fn(&mut Value)| {
        let mut body = json!({ "data": inbox.clone() });
        change(&mut body);
        body
    };
    let answers: Vec<(u16, &str, String)> = vec![
        (200, "application/json", with(|_| {}).to_string()),
        (200, "application/json", with(|b| b["data"]["secret"] = json!("x")).to_string()),
        (200, "application/json", with(|b| b["data"]["is_enabled"] = json!("yes")).to_string()),
        (200, "application/json", with(|b| drop(b["data"].as_object_mut().unwrap().remove("address"))).to_string()),
        (418, "application/json", with(|_| {}).to_string()),
        (200, "text/plain", "hello".to_string()),
    ];
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let app = Router::new()
        .route(
            "/api/v1/inboxes/{id}",
            get(move |axum::extract::Path(n): axum::extract::Path<usize>| {
                let (status, content_type, body) = answers[n].clone();
                async move {
                    let status = axum::http::StatusCode::from_u16(status).unwrap();
                    (status, [(axum::http::header::CONTENT_TYPE, content_type)], body)
                }
            }),
        )
        .route("/api/v1/inboxes", get(|| async { Json(json!({ "data": [], "pagination": { "has_more": false } })) }))
        .layer(axum::middleware::from_fn(common::contract::check));
    let (_stop, shutdown) = tokio::sync::watch::channel(false);
    tokio::spawn(postern_server::http::serve(listener, app, shutdown));
    let client = reqwest::Client::new();
    let status = |n: usize| {
        let request = client.get(format!("{base}/api/v1/inboxes/{n}"));
        async move { request.send().await.unwrap().status().as_u16() }
    };
    assert_eq!(status(0).await, 200, "the inbox as documented passes");
    for n in 1..6 {
        assert_eq!(status(n).await, 599, "answer {n} is refused");
    }
    // `next_cursor` is always given, null on the last page.
    let page = client.get(format!("{base}/api/v1/inboxes")).send().await.unwrap();
    assert_eq!(page.status(), 599);
}

#[test]
fn every_example_is_an_answer_the_document_allows() {
    let refused = common::contract::refused_examples();
    assert!(refused.is_empty(), "examples their schema refuses (run scripts/examples):\n{}", refused.join("\n"));
    let document = document();
    let shown = document.to_string().matches("\"example\":").count();
    assert!(shown >= 30, "{shown} examples");
}
