//! The OpenAPI document: it lists exactly the routes the router serves, each fully described,
//! `docs/openapi.json` is what the code generates, and the server publishes both the document
//! and its docs page. (Every answer of the other tests is checked against it: `common::contract`.)

mod common;

use common::TestServer;
use serde_json::Value;
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
];

fn document() -> Value {
    serde_json::to_value(postern_server::openapi()).unwrap()
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
        let in_path: BTreeSet<&str> = path
            .split('/')
            .filter_map(|s| s.strip_prefix('{').and_then(|s| s.strip_suffix('}')))
            .collect();
        assert_eq!(declared, in_path, "{method} {path}: path parameters");
        let responses = operation["responses"].as_object().unwrap();
        assert!(
            responses.keys().any(|s| s.starts_with('2')),
            "{method} {path} documents a success: {:?}",
            responses.keys().collect::<Vec<_>>()
        );
        let public = operation["security"].as_array().is_some_and(|s| s.iter().all(|r| r.as_object().unwrap().is_empty()));
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
    let generated = postern_server::openapi().to_pretty_json().unwrap() + "\n";
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
