//! The published contract: the OpenAPI 3.1 document of the REST API and its docs page.
//!
//! Routes are registered with their `#[utoipa::path]` entries (`lib.rs`, `Api::route`), so the
//! document is built from the same table as the router. This module adds what every route
//! shares, in one place: the `/api/v1` prefix, the bearer scheme, the right each route needs,
//! its tag, and the error answers the gate and the extractors give to any route (a credential in
//! the URL, a missing token, a missing right, a rate limit, an unreadable body), so an
//! annotation names only what its own handler adds.

use crate::views::ErrorBody;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use postern_core::rights::Operation;
use std::collections::BTreeMap;
use std::sync::{Arc, OnceLock};
use utoipa::openapi::content::ContentBuilder;
use utoipa::openapi::header::HeaderBuilder;
use utoipa::openapi::path::{Operation as Op, PathItem, Paths};
use utoipa::openapi::response::{Response as Answer, ResponseBuilder};
use utoipa::openapi::schema::{ObjectBuilder, Schema, SchemaType, Type};
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityRequirement, SecurityScheme};
use utoipa::openapi::tag::TagBuilder;
use utoipa::openapi::{ComponentsBuilder, InfoBuilder, LicenseBuilder, OpenApi, OpenApiBuilder, Ref, RefOr};
use utoipa::{PartialSchema, ToSchema};

/// What the router registered: every documented route's `#[utoipa::path]` entry (full paths),
/// the schemas they name, and the right each authenticated route needs.
#[derive(Default)]
pub struct Parts {
    pub paths: Paths,
    pub schemas: Vec<(String, RefOr<Schema>)>,
    pub rights: BTreeMap<(&'static str, String), Operation>,
}

/// The document: every route with its parameters, bodies, answers and the right it needs.
pub fn document(parts: Parts) -> serde_json::Value {
    let mut paths = parts.paths;
    for (path, item) in paths.paths.iter_mut() {
        for (method, op) in operations(item) {
            let right = parts.rights.get(&(method, path.clone())).copied();
            if right.is_none() {
                // Its own credential (a link's secret, the provider's signature) or none.
                op.security = Some(vec![SecurityRequirement::default()]);
            }
            complete(path, op, right);
        }
    }
    let mut schemas = parts.schemas;
    schemas.push((ErrorBody::name().into_owned(), ErrorBody::schema()));
    let mut more = Vec::new();
    <ErrorBody as ToSchema>::schemas(&mut more);
    schemas.extend(more);
    let mut components = ComponentsBuilder::new().schemas_from_iter(schemas).security_scheme(
        "bearer",
        SecurityScheme::Http(
            HttpBuilder::new()
                .scheme(HttpAuthScheme::Bearer)
                .bearer_format("pst_…")
                .description(Some("A Postern API token (`postern token create`, `POST /users/{id}/tokens`)."))
                .build(),
        ),
    );
    for (status, name, description) in ERRORS {
        components = components.response(*name, error_answer(*status, description));
    }
    let tags = TAGS.iter().map(|(name, about)| TagBuilder::new().name(*name).description(Some(*about)).build());
    let document = OpenApiBuilder::new()
        .info(
            InfoBuilder::new()
                .title("Postern")
                .version(env!("CARGO_PKG_VERSION"))
                .description(Some(ABOUT))
                .license(Some(LicenseBuilder::new().name("Apache-2.0").identifier(Some("Apache-2.0")).build())),
        )
        .paths(paths)
        .components(Some(components.build()))
        .security(Some(vec![SecurityRequirement::new("bearer", Vec::<String>::new())]))
        .tags(Some(tags.collect::<Vec<_>>()))
        .build();
    referenced(document)
}

/// Marks a JSON body whose schema requires no property as optional: an empty body reads as
/// `{}` (`params::JsonBody`), and the providers' notifications may come without one.
fn optional_bodies(document: &mut serde_json::Value) {
    let schemas = document["components"]["schemas"].clone();
    let Some(paths) = document["paths"].as_object_mut() else { return };
    for operation in paths.values_mut().filter_map(|item| item.as_object_mut()).flat_map(|item| item.values_mut()) {
        let Some(body) = operation.get_mut("requestBody") else { continue };
        let Some(schema) = body["content"]["application/json"]["schema"].as_object() else { continue };
        let schema = match schema.get("$ref").and_then(|r| r.as_str()) {
            Some(reference) => &schemas[reference.trim_start_matches("#/components/schemas/")],
            None => &body["content"]["application/json"]["schema"],
        };
        let requires = schema["required"].as_array().is_some_and(|r| !r.is_empty());
        body["required"] = requires.into();
    }
}

/// The document with every inline copy of a named schema replaced by a reference to it: utoipa
/// inlines the argument of a generic (`Data<Inbox>` holds a copy of `Inbox`), and a client
/// generator would make a type of each copy.
fn referenced(document: OpenApi) -> serde_json::Value {
    let mut value = serde_json::to_value(&document).expect("the document serializes");
    let components = value["components"]["schemas"].as_object().cloned().unwrap_or_default();
    let named: BTreeMap<String, String> =
        components.iter().map(|(name, schema)| (schema.to_string(), name.clone())).collect();
    fn replace(node: &mut serde_json::Value, named: &BTreeMap<String, String>, root: bool) {
        if !root
            && node.is_object()
            && let Some(name) = named.get(&node.to_string())
        {
            *node = serde_json::json!({ "$ref": format!("#/components/schemas/{name}") });
            return;
        }
        match node {
            serde_json::Value::Object(object) => object.values_mut().for_each(|v| replace(v, named, false)),
            serde_json::Value::Array(items) => items.iter_mut().for_each(|v| replace(v, named, false)),
            _ => {}
        }
    }
    if let Some(schemas) = value["components"]["schemas"].as_object_mut() {
        schemas.values_mut().for_each(|schema| replace(schema, &named, true));
    }
    replace(&mut value["paths"], &named, true);
    optional_bodies(&mut value);
    examples(&mut value);
    value
}

/// Real answers recorded by the server tests (`scripts/examples`), by operation and status,
/// shown as each JSON answer's `example`; `tests/contract.rs` checks each still matches its schema.
fn examples(document: &mut serde_json::Value) {
    let recorded: serde_json::Value =
        serde_json::from_str(include_str!("examples.json")).expect("examples.json is JSON");
    let Some(paths) = document["paths"].as_object_mut() else { return };
    for operation in paths.values_mut().filter_map(|item| item.as_object_mut()).flat_map(|item| item.values_mut()) {
        let Some(by_status) =
            operation["operationId"].as_str().and_then(|id| recorded.get(id)).and_then(|e| e.as_object())
        else {
            continue;
        };
        for (status, example) in by_status {
            if let Some(media) = operation["responses"][status]["content"].get_mut("application/json") {
                media["example"] = example.clone();
            }
        }
    }
}

const ABOUT: &str = "Every mailbox behind one gate: disposable inboxes that wait for codes and links \
(wire-compatible with the mailsocket v1 API), connected IMAP, JMAP, POP3, Microsoft and Google accounts, \
an idempotent send, a change feed and webhooks. Answers are `{\"data\": …}` (lists add `pagination`); \
errors are `{\"error\": {\"code\", \"message\", \"fields\"}}`. Times are RFC 3339 UTC with microseconds. \
docs/API.md says the rest.";

/// The tags, one per resource, in the order the docs page shows them.
const TAGS: &[(&str, &str)] = &[
    ("inboxes", "Disposable inboxes and the mail they receive (mailsocket v1)."),
    ("messages", "Messages by id, of inboxes and of connected accounts."),
    ("accounts", "Connected mailboxes: IMAP, JMAP, POP3, Microsoft, Google."),
    ("drafts", "Drafts of a connected account, and sending them."),
    ("changes", "The change feed: every change, in one order, resumable from a cursor."),
    ("oauth", "Signing in to Microsoft and Google."),
    ("authorizations", "Remote MCP clients' sign-ins waiting for the person's consent (the web UI's consent page)."),
    ("webhooks", "Standard Webhooks endpoints fed from the change feed."),
    ("users", "Users, their tokens and sessions, and who the caller is."),
    ("roles", "Named sets of grants."),
    ("audit", "The hash-chained audit and the sends it recorded."),
    ("service", "The installation: health, metrics, logs, DNS."),
    ("agents", "Agents registering themselves for a key to their own inboxes (mailsocket), when allowed."),
    ("push", "Where Microsoft Graph and Gmail notify Postern of changes; not for clients."),
];

/// The error answers any route may give, by status (`components.responses`).
const ERRORS: &[(u16, &str, &str)] = &[
    (
        400,
        "BadRequest",
        "`invalid_request`: a parameter or body field is wrong (`fields` names it), or a cursor is another query's; \
         `credential_in_url`: a credential in the path or query.",
    ),
    (
        401,
        "Unauthenticated",
        "`authentication_required`: no `Authorization` header; `authentication_failed`: a token that is malformed, \
         revoked, expired, or was never issued.",
    ),
    (
        403,
        "Forbidden",
        "`forbidden`: the caller sees the target but lacks the right; the message names it (`Missing right: …`).",
    ),
    (404, "NotFound", "`not_found`: missing, deleted, or reached by no right of the caller."),
    (413, "PayloadTooLarge", "`payload_too_large`: the body is over the route's limit."),
    (415, "UnsupportedMediaType", "`unsupported_media_type`: a non-empty body that is not `application/json`."),
    (
        429,
        "TooManyRequests",
        "`rate_limited`: the token is over its request rate, or the address over its failed authentications. \
         `Retry-After` says when to ask again.",
    ),
    (500, "InternalError", "`internal_error`: details only in the server log."),
    (
        431,
        "RequestHeadTooLarge",
        "The request line and headers together are over 8 KiB (a very long query string, say); answered by the \
         listener, without a body.",
    ),
    (
        501,
        "NotSupported",
        "`not_supported`: the account's provider or server cannot do this (`supports` lists what it can).",
    ),
    (
        502,
        "ProviderFailed",
        "`provider_unreachable`: the mail server could not be reached; `provider_error`: it answered in a way Postern \
         cannot use.",
    ),
    (
        503,
        "ProviderThrottled",
        "`provider_throttled`: the mail provider asks to slow down; `Retry-After` says when to ask again.",
    ),
];

fn error_answer(status: u16, description: &str) -> Answer {
    if status == 431 {
        return ResponseBuilder::new().description(description).build();
    }
    let mut answer = ResponseBuilder::new()
        .description(description)
        .content("application/json", ContentBuilder::new().schema(Some(Ref::from_schema_name("ErrorBody"))).build());
    if status == 429 || status == 503 {
        let seconds = ObjectBuilder::new().schema_type(SchemaType::Type(Type::Integer)).minimum(Some(0));
        answer = answer.header(
            "Retry-After",
            HeaderBuilder::new().schema(Some(seconds)).description(Some("Seconds after which to ask again.")).build(),
        );
    }
    if status == 401 {
        let value = ObjectBuilder::new().schema_type(SchemaType::Type(Type::String));
        answer = answer.header("WWW-Authenticate", HeaderBuilder::new().schema(Some(value)).build());
    }
    answer.build()
}

/// The operations of a path item with their methods.
fn operations(item: &mut PathItem) -> Vec<(&'static str, &mut Op)> {
    [
        ("GET", &mut item.get),
        ("PUT", &mut item.put),
        ("POST", &mut item.post),
        ("DELETE", &mut item.delete),
        ("PATCH", &mut item.patch),
        ("HEAD", &mut item.head),
        ("OPTIONS", &mut item.options),
        ("TRACE", &mut item.trace),
    ]
    .into_iter()
    .filter_map(|(method, op)| op.as_mut().map(|op| (method, op)))
    .collect()
}

/// The method of a route's single path item (`api()` registers one handler per entry).
pub fn method_of(item: &mut PathItem) -> Option<&'static str> {
    match operations(item).as_slice() {
        [(method, _)] => Some(method),
        _ => None,
    }
}

/// Adds what the gate gives every route: the right it needs, its tag, the shared errors.
fn complete(path: &str, op: &mut Op, right: Option<Operation>) {
    if let Some(right) = right {
        let needs = format!("Needs the right `{}` (docs/RIGHTS.md).", right.as_str());
        op.description = Some(match op.description.take() {
            Some(text) if !text.is_empty() => format!("{text}\n\n{needs}"),
            _ => needs,
        });
        op.extensions.get_or_insert_default().insert("x-postern-right".into(), right.as_str().into());
    }
    if op.tags.as_ref().is_none_or(Vec::is_empty) {
        let resource = path.trim_start_matches("/api/v1").trim_start_matches('/').split('/').next().unwrap_or_default();
        op.tags = Some(vec![resource.to_string()]);
    }
    let authenticated = right.is_some();
    let mut statuses = vec![400, 431, 500];
    if authenticated {
        statuses.extend([401, 403, 429]);
    }
    if path.contains('{') {
        statuses.push(404);
    }
    if op.request_body.is_some() {
        statuses.extend([413, 415]);
    }
    if right.is_some_and(asks_provider) {
        statuses.extend([501, 502, 503]);
    }
    for status in statuses {
        let (_, name, _) = ERRORS.iter().find(|(s, _, _)| *s == status).expect("a shared error");
        op.responses.responses.entry(status.to_string()).or_insert_with(|| Ref::from_response_name(*name).into());
    }
}

/// Whether a route's operation may ask the account's mail server (and so answer its failures).
fn asks_provider(right: Operation) -> bool {
    use Operation::*;
    matches!(
        right,
        AccountCreate
            | AccountDiscover
            | AccountUpdate
            | AccountVerify
            | FolderCreate
            | FolderUpdate
            | FolderDelete
            | MessageList
            | MessageRead
            | ThreadRead
            | AttachmentShare
            | MessageUpdate
            | MessageDelete
            | MessageDeletePermanent
            | DraftList
            | DraftWrite
            | MessageSend
    )
}

/// The document as served, built once.
fn served() -> &'static [u8] {
    static DOCUMENT: OnceLock<Vec<u8>> = OnceLock::new();
    DOCUMENT.get_or_init(|| serde_json::to_vec_pretty(&crate::openapi()).expect("the document serializes"))
}

/// This document.
///
/// Served without a token: it holds no secret, and a client generator or a docs page reads it
/// before it has one.
#[utoipa::path(
    get,
    path = "/api/v1/openapi.json",
    operation_id = "openapi",
    tag = "service",
    responses((status = 200, description = "This document.", content_type = "application/json", body = Object))
)]
pub async fn openapi_json() -> Response {
    ([(header::CONTENT_TYPE, HeaderValue::from_static("application/json"))], served()).into_response()
}

/// The docs page's policy: its scripts and styles come from this server only, and it talks only
/// to this server (the page tries requests with the token a person pastes). The one inline
/// style allowed, by its hash, is the `<style>` element the vendored Swagger UI's bundle inserts
/// (`e2e/test_contract.py` sees the page render with no violation).
const DOCS_CSP: &str = "default-src 'self'; script-src 'self'; \
style-src 'self' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='; img-src 'self' data:; connect-src 'self'; \
frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/// `GET /docs`: Swagger UI over the document, its files embedded in the binary.
pub async fn docs_root() -> Response {
    axum::response::Redirect::permanent("/docs/").into_response()
}

/// `GET /docs/`: the docs page.
pub async fn docs_index() -> Response {
    docs_file(axum::extract::Path(String::new())).await
}

/// `GET /docs/{*file}`: one file of the docs page.
pub async fn docs_file(axum::extract::Path(file): axum::extract::Path<String>) -> Response {
    static CONFIG: OnceLock<Arc<utoipa_swagger_ui::Config<'static>>> = OnceLock::new();
    let config = CONFIG.get_or_init(|| {
        Arc::new(
            utoipa_swagger_ui::Config::new(["/api/v1/openapi.json"])
                .try_it_out_enabled(true)
                .persist_authorization(false),
        )
    });
    let found = match utoipa_swagger_ui::serve(&file, config.clone()) {
        Ok(found) => found,
        Err(e) => {
            tracing::error!(error = %e, "the docs page could not be served");
            return StatusCode::INTERNAL_SERVER_ERROR.into_response();
        }
    };
    let Some(found) = found else { return crate::error::not_found().await.into_response() };
    let content_type =
        HeaderValue::from_str(&found.content_type).unwrap_or(HeaderValue::from_static("application/octet-stream"));
    let mut response = (
        [
            (header::CONTENT_TYPE, content_type),
            (header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(DOCS_CSP)),
            (header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff")),
            (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
        ],
        found.bytes.into_owned(),
    )
        .into_response();
    if found.gzpipped {
        response.headers_mut().insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
    }
    response
}
