//! Every answer the test server gives is checked against the OpenAPI document
//! (`postern_server::openapi()`): its status must be documented for the route, its content
//! type must be the documented one, and a JSON body must match the documented schema, read
//! strictly (no property the schema does not name). A violation replaces the answer with a 599
//! naming it, so the test that made the request fails where it reads the answer.

use axum::body::Body;
use axum::extract::Request;
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde_json::{Map, Value};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// The document, made strict, and the validators built from it so far.
struct Contract {
    document: Value,
    /// (template, method) of every operation, templates as segment lists.
    routes: Vec<(Vec<String>, String)>,
    validators: Mutex<HashMap<String, Arc<jsonschema::Validator>>>,
}

fn contract() -> &'static Contract {
    static CONTRACT: OnceLock<Contract> = OnceLock::new();
    CONTRACT.get_or_init(|| {
        let mut document = postern_server::openapi();
        strict(&mut document);
        let mut routes = Vec::new();
        for (path, item) in document["paths"].as_object().expect("paths") {
            for method in item.as_object().expect("a path item").keys() {
                routes.push((path.split('/').map(str::to_string).collect(), method.to_uppercase()));
            }
        }
        Contract { document, routes, validators: Mutex::new(HashMap::new()) }
    })
}

/// Each documented example its answer's schema refuses (an example must be a real answer).
pub fn refused_examples() -> Vec<String> {
    contract().refused_examples()
}

/// The middleware: checks each answer of `app` against the document.
pub async fn check(request: Request, next: Next) -> Response {
    let method = request.method().as_str().to_string();
    let path = request.uri().path().to_string();
    let response = next.run(request).await;
    let status = response.status().as_u16();
    let content_type =
        response.headers().get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or("").to_string();
    // A stream is never read to its end here; its head is what the document describes.
    if content_type.starts_with("text/event-stream") {
        return match contract().answer(&method, &path, status, &content_type) {
            Ok(_) => response,
            Err(problem) => violation(&method, &path, status, &problem),
        };
    }
    let (parts, body) = response.into_parts();
    let bytes = match axum::body::to_bytes(body, usize::MAX).await {
        Ok(bytes) => bytes,
        Err(e) => return violation(&method, &path, status, &format!("the body could not be read: {e}")),
    };
    if let Err(problem) = contract().verify(&method, &path, status, &content_type, &bytes) {
        return violation(&method, &path, status, &problem);
    }
    Response::from_parts(parts, Body::from(bytes))
}

fn violation(method: &str, path: &str, status: u16, problem: &str) -> Response {
    let text = format!("contract violation: {method} {path} answered {status}: {problem}");
    eprintln!("{text}");
    let mut response = (StatusCode::from_u16(599).expect("a status"), text).into_response();
    response.headers_mut().insert("x-contract-violation", HeaderValue::from_static("1"));
    response
}

impl Contract {
    /// The documented operation a request reached, if any.
    fn operation(&self, method: &str, path: &str) -> Option<(&str, &Value)> {
        let segments: Vec<&str> = path.split('/').collect();
        let matches = |template: &[String]| {
            template.len() == segments.len()
                && template.iter().zip(&segments).all(|(t, s)| t.starts_with('{') || t == s)
        };
        // A literal segment wins over a parameter (`/messages/batch` over `/messages/{id}`).
        let literal = |template: &[String]| template.iter().filter(|t| !t.starts_with('{')).count();
        let (template, method) = self
            .routes
            .iter()
            .filter(|(template, m)| m == method && matches(template))
            .max_by_key(|(template, _)| literal(template))?;
        let key = template.join("/");
        let (path, item) = self.document["paths"].as_object()?.get_key_value(&key)?;
        Some((path.as_str(), &item[method.to_lowercase()]))
    }

    /// The documented answer for a status, and the schema of its content type.
    fn answer(&self, method: &str, path: &str, status: u16, content_type: &str) -> Result<Option<Value>, String> {
        let Some((template, operation)) = self.operation(method, path) else {
            // Not a documented route: the web UI, MCP, the docs page, or a 404/405 of no route.
            return Ok(None);
        };
        let responses = &operation["responses"];
        let answer = responses.get(status.to_string()).ok_or_else(|| {
            let documented: Vec<&String> = responses.as_object().map(|r| r.keys().collect()).unwrap_or_default();
            format!("{status} is not documented for {method} {template} (documented: {documented:?})")
        })?;
        let answer = self.resolve(answer);
        let Some(content) = answer.get("content").and_then(Value::as_object) else {
            return if content_type.is_empty() {
                Ok(None)
            } else {
                Err(format!("the document gives no content for {status}, the answer is {content_type}"))
            };
        };
        let essence = content_type.split(';').next().unwrap_or("").trim();
        let media = content
            .iter()
            .find(|(documented, _)| media_matches(documented, essence))
            .map(|(_, media)| media)
            .ok_or_else(|| {
            let documented: Vec<&String> = content.keys().collect();
            format!("content type {content_type:?} is not documented (documented: {documented:?})")
        })?;
        Ok(media.get("schema").cloned())
    }

    fn verify(&self, method: &str, path: &str, status: u16, content_type: &str, body: &[u8]) -> Result<(), String> {
        let Some(schema) = self.answer(method, path, status, content_type)? else { return Ok(()) };
        if !content_type.starts_with("application/json") {
            return Ok(());
        }
        let value: Value = serde_json::from_slice(body).map_err(|e| format!("the body is not JSON: {e}"))?;
        let validator = self.validator(&schema)?;
        let errors: Vec<String> =
            validator.iter_errors(&value).take(5).map(|e| format!("{} at {}", e, e.instance_path())).collect();
        if !errors.is_empty() {
            return Err(format!("{}; the body: {value}", errors.join("; ")));
        }
        if let Some(dir) = std::env::var_os("POSTERN_RECORD_EXAMPLES")
            && let Some((_, operation)) = self.operation(method, path)
            && let Some(id) = operation["operationId"].as_str()
        {
            // The first answer of each operation and status is kept (`scripts/examples`).
            let file = std::path::Path::new(&dir).join(format!("{id}.{status}.json"));
            if let Ok(mut out) = std::fs::File::create_new(file) {
                let _ = std::io::Write::write_all(&mut out, body);
            }
        }
        Ok(())
    }

    /// Each documented example that its answer's schema, read strictly, refuses.
    fn refused_examples(&self) -> Vec<String> {
        let mut refused = Vec::new();
        for (path, item) in self.document["paths"].as_object().into_iter().flatten() {
            for (method, operation) in item.as_object().into_iter().flatten() {
                for (status, answer) in operation["responses"].as_object().into_iter().flatten() {
                    let answer = self.resolve(answer);
                    for (media, content) in answer["content"].as_object().into_iter().flatten() {
                        let (Some(example), Some(schema)) = (content.get("example"), content.get("schema")) else {
                            continue;
                        };
                        let problems = match self.validator(schema) {
                            Ok(v) => v
                                .iter_errors(example)
                                .take(3)
                                .map(|e| format!("{e} at {}", e.instance_path()))
                                .collect(),
                            Err(e) => vec![e],
                        };
                        if !problems.is_empty() {
                            refused.push(format!("{method} {path} {status} {media}: {}", problems.join("; ")));
                        }
                    }
                }
            }
        }
        refused
    }

    fn validator(&self, schema: &Value) -> Result<Arc<jsonschema::Validator>, String> {
        let key = schema.to_string();
        if let Some(found) = self.validators.lock().unwrap().get(&key) {
            return Ok(found.clone());
        }
        let mut root = schema.clone();
        if let Some(object) = root.as_object_mut() {
            object.insert("components".into(), self.document["components"].clone());
        }
        let validator = jsonschema::draft202012::new(&root).map_err(|e| format!("the schema does not compile: {e}"))?;
        let validator = Arc::new(validator);
        self.validators.lock().unwrap().insert(key, validator.clone());
        Ok(validator)
    }

    /// A `$ref` to `#/components/…`, followed.
    fn resolve<'a>(&'a self, value: &'a Value) -> &'a Value {
        match value.get("$ref").and_then(Value::as_str) {
            Some(reference) => self.document.pointer(reference.trim_start_matches('#')).unwrap_or(value),
            None => value,
        }
    }
}

/// Whether a documented media type (`application/json`, `text/*`, `*/*`, parameters ignored)
/// covers an answer's.
fn media_matches(documented: &str, essence: &str) -> bool {
    let documented = documented.split(';').next().unwrap_or("").trim();
    match documented.strip_suffix("/*") {
        Some("*") => true,
        Some(kind) => essence.split('/').next() == Some(kind),
        None => documented == essence,
    }
}

/// Makes every object schema of the document closed: an `allOf` of objects (a flattened Rust
/// struct) is merged into one object first, then an object that names its properties and says
/// nothing of others gets `additionalProperties: false`.
fn strict(document: &mut Value) {
    let components = document["components"]["schemas"].clone();
    merge_all_of(document, &components);
    close(document);
}

fn merge_all_of(value: &mut Value, components: &Value) {
    match value {
        Value::Object(object) => {
            if let Some(Value::Array(parts)) = object.get("allOf") {
                let resolved: Vec<Value> = parts
                    .iter()
                    .map(|part| match part.get("$ref").and_then(Value::as_str) {
                        Some(r) => components[r.trim_start_matches("#/components/schemas/")].clone(),
                        None => part.clone(),
                    })
                    .collect();
                if resolved.iter().all(|p| p.get("properties").is_some()) {
                    let mut properties = Map::new();
                    let mut required = Vec::new();
                    for part in resolved {
                        properties.extend(part["properties"].as_object().cloned().unwrap_or_default());
                        required.extend(part["required"].as_array().cloned().unwrap_or_default());
                    }
                    object.remove("allOf");
                    object.insert("type".into(), "object".into());
                    object.insert("properties".into(), Value::Object(properties));
                    object.insert("required".into(), Value::Array(required));
                }
            }
            for child in object.values_mut() {
                merge_all_of(child, components);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|item| merge_all_of(item, components)),
        _ => {}
    }
}

fn close(value: &mut Value) {
    match value {
        Value::Object(object) => {
            if object.contains_key("properties") && !object.contains_key("additionalProperties") {
                object.insert("additionalProperties".into(), Value::Bool(false));
            }
            object.values_mut().for_each(close);
        }
        Value::Array(items) => items.iter_mut().for_each(close),
        _ => {}
    }
}
