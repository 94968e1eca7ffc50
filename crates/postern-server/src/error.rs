//! Rendering of [`postern_core::Error`] as HTTP responses, in the one envelope every route uses:
//! `{"error": {"code", "message", "fields"}}`.

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use postern_core::{Error, ErrorCode};

/// An error on its way to the client.
#[derive(Debug)]
pub struct ApiError(pub Error);

impl From<Error> for ApiError {
    fn from(e: Error) -> Self {
        ApiError(e)
    }
}

impl From<postern_store::StoreError> for ApiError {
    fn from(e: postern_store::StoreError) -> Self {
        match e {
            postern_store::StoreError::Conflict(message) => ApiError(Error::new(ErrorCode::Conflict, message)),
            e => ApiError(crate::error::internal(e)),
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let e = self.0;
        let status = StatusCode::from_u16(e.code.http_status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        let body = serde_json::json!({
            "error": { "code": e.code.as_str(), "message": e.message, "fields": e.fields }
        });
        let mut response = (status, axum::Json(body)).into_response();
        let headers = response.headers_mut();
        if status == StatusCode::UNAUTHORIZED {
            headers.insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer realm=\"postern\""));
        }
        if status == StatusCode::TOO_MANY_REQUESTS || status == StatusCode::SERVICE_UNAVAILABLE {
            let seconds = e.retry_after.unwrap_or(1);
            headers.insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        response
    }
}

/// Result type of handlers.
pub type ApiResult<T> = Result<T, ApiError>;

/// The error for a missing route.
pub async fn not_found() -> ApiError {
    ApiError(Error::new(ErrorCode::NotFound, "No such route."))
}

/// The error for a method a route does not serve.
pub async fn method_not_allowed() -> ApiError {
    ApiError(Error::new(ErrorCode::MethodNotAllowed, "This method is not allowed on this route."))
}

/// A storage failure: logged here, reported as a bare 500.
pub(crate) fn internal(e: postern_store::StoreError) -> Error {
    tracing::error!(error = %e, "store failure");
    Error::internal()
}

/// The error for a `limit` out of range or not a number.
pub(crate) fn bad_limit() -> Error {
    Error::invalid_field("limit", "must be an integer from 1 to 100")
}

/// The API error for what a provider refused or failed to do (never carries a secret).
pub(crate) fn provider_failure(e: &postern_providers::provider::ProviderError) -> Error {
    use postern_providers::provider::ProviderError;
    let (_, reason) = e.account_status();
    match e {
        ProviderError::Auth(_) => Error::new(ErrorCode::ProviderAuthFailed, reason),
        ProviderError::Protocol(_) | ProviderError::TooLarge(_) | ProviderError::App(_) => {
            Error::new(ErrorCode::ProviderError, reason)
        }
        ProviderError::Unreachable(_) | ProviderError::Tls(_) => Error::new(ErrorCode::ProviderUnreachable, reason),
        ProviderError::Throttled { retry_after, .. } => Error::new(ErrorCode::ProviderThrottled, reason)
            .retry_after(retry_after.map_or(30, |after| after.as_secs().max(1))),
    }
}

/// [`provider_failure`] on its way to the client.
pub(crate) fn failed(e: postern_providers::provider::ProviderError) -> ApiError {
    ApiError(provider_failure(&e))
}
