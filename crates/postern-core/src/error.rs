//! The error catalogue: every error a client can see has a stable snake_case code, an HTTP status
//! and a sentence for a human. Handlers build [`Error`] values; the server renders them.

use std::collections::BTreeMap;

/// Stable error codes. Adding one is fine; renaming one breaks clients.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorCode {
    /// No credential was sent.
    AuthenticationRequired,
    /// A credential was sent and is not valid.
    AuthenticationFailed,
    /// A credential was put in the URL.
    CredentialInUrl,
    /// The request is malformed (bad JSON, bad parameter, bad cursor).
    InvalidRequest,
    /// The Host header names a host this endpoint does not answer to (DNS-rebinding protection).
    InvalidHost,
    /// The caller may see the resource but not do this to it.
    Forbidden,
    /// Missing, deleted, or not the caller's.
    NotFound,
    /// The method is not served on this path.
    MethodNotAllowed,
    /// The inbox is disabled.
    InboxDisabled,
    /// The installation does not let agents register themselves.
    RegistrationDisabled,
    /// The request conflicts with the object's state (a folder that is not empty, say).
    Conflict,
    /// A change to where or as whom Postern logs in came without the credentials for it.
    CredentialsRequired,
    /// A one-time link was used already or has expired.
    LinkExpired,
    /// A change-feed position from before the retention window (or not issued here).
    CursorExpired,
    /// An Idempotency-Key used before with a different request.
    IdempotencyConflict,
    /// An earlier send with this Idempotency-Key may have reached the server; it is not sent
    /// again. The error names the Message-ID to look for.
    SendOutcomeUnknown,
    /// A send held for a person's approval was refused, or expired undecided: it was not sent.
    SendRefused,
    /// The mail server refused a recipient or the message.
    RecipientRejected,
    /// No grant of the caller allows sending to these recipients.
    RecipientNotAllowed,
    /// The caller's sends per 24 hours from this account are used up.
    SendLimitReached,
    /// The request body is larger than the route accepts.
    PayloadTooLarge,
    /// The request body is not JSON.
    UnsupportedMediaType,
    /// A quota or rate limit was hit.
    RateLimited,
    /// Too many concurrent waits for this token.
    TooManyWaitRequests,
    /// The server-wide wait pool is full.
    WaitCapacity,
    /// Too many change streams open for this user (or token).
    TooManyStreams,
    /// The server holds as many change streams as it allows.
    StreamCapacity,
    /// The mail provider refused the account's credentials.
    ProviderAuthFailed,
    /// The mail provider could not be reached (DNS, connection, TLS, timeout).
    ProviderUnreachable,
    /// The mail provider answered in a way Postern cannot use.
    ProviderError,
    /// The mail provider asks this account to slow down (its quota or rate limit): nothing was
    /// done; `Retry-After` says when to ask again.
    ProviderThrottled,
    /// The account's provider or server cannot do this at all (the message names what is
    /// missing); asking again will not help.
    NotSupported,
    /// The server is shutting down.
    Unavailable,
    /// A bug or a storage failure; details are in the server log, never in the response.
    Internal,
}

impl ErrorCode {
    /// Every code, for the API's published list (the OpenAPI document).
    pub const ALL: [ErrorCode; 34] = [
        ErrorCode::AuthenticationRequired,
        ErrorCode::AuthenticationFailed,
        ErrorCode::CredentialInUrl,
        ErrorCode::InvalidRequest,
        ErrorCode::InvalidHost,
        ErrorCode::Forbidden,
        ErrorCode::NotFound,
        ErrorCode::MethodNotAllowed,
        ErrorCode::InboxDisabled,
        ErrorCode::RegistrationDisabled,
        ErrorCode::Conflict,
        ErrorCode::CredentialsRequired,
        ErrorCode::LinkExpired,
        ErrorCode::CursorExpired,
        ErrorCode::IdempotencyConflict,
        ErrorCode::SendOutcomeUnknown,
        ErrorCode::SendRefused,
        ErrorCode::RecipientRejected,
        ErrorCode::RecipientNotAllowed,
        ErrorCode::SendLimitReached,
        ErrorCode::PayloadTooLarge,
        ErrorCode::UnsupportedMediaType,
        ErrorCode::RateLimited,
        ErrorCode::TooManyWaitRequests,
        ErrorCode::WaitCapacity,
        ErrorCode::TooManyStreams,
        ErrorCode::StreamCapacity,
        ErrorCode::ProviderAuthFailed,
        ErrorCode::ProviderUnreachable,
        ErrorCode::ProviderError,
        ErrorCode::ProviderThrottled,
        ErrorCode::NotSupported,
        ErrorCode::Unavailable,
        ErrorCode::Internal,
    ];

    /// The code as it appears on the wire.
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::AuthenticationRequired => "authentication_required",
            ErrorCode::AuthenticationFailed => "authentication_failed",
            ErrorCode::CredentialInUrl => "credential_in_url",
            ErrorCode::InvalidRequest => "invalid_request",
            ErrorCode::InvalidHost => "invalid_host",
            ErrorCode::Forbidden => "forbidden",
            ErrorCode::NotFound => "not_found",
            ErrorCode::MethodNotAllowed => "method_not_allowed",
            ErrorCode::InboxDisabled => "inbox_disabled",
            ErrorCode::RegistrationDisabled => "registration_disabled",
            ErrorCode::Conflict => "conflict",
            ErrorCode::CredentialsRequired => "credentials_required",
            ErrorCode::LinkExpired => "link_expired",
            ErrorCode::CursorExpired => "cursor_expired",
            ErrorCode::IdempotencyConflict => "idempotency_conflict",
            ErrorCode::SendOutcomeUnknown => "send_outcome_unknown",
            ErrorCode::SendRefused => "send_refused",
            ErrorCode::RecipientRejected => "recipient_rejected",
            ErrorCode::RecipientNotAllowed => "recipient_not_allowed",
            ErrorCode::SendLimitReached => "send_limit_reached",
            ErrorCode::PayloadTooLarge => "payload_too_large",
            ErrorCode::UnsupportedMediaType => "unsupported_media_type",
            ErrorCode::RateLimited => "rate_limited",
            ErrorCode::TooManyWaitRequests => "too_many_wait_requests",
            ErrorCode::WaitCapacity => "wait_capacity",
            ErrorCode::TooManyStreams => "too_many_streams",
            ErrorCode::StreamCapacity => "stream_capacity",
            ErrorCode::ProviderAuthFailed => "provider_auth_failed",
            ErrorCode::ProviderUnreachable => "provider_unreachable",
            ErrorCode::ProviderError => "provider_error",
            ErrorCode::ProviderThrottled => "provider_throttled",
            ErrorCode::NotSupported => "not_supported",
            ErrorCode::Unavailable => "unavailable",
            ErrorCode::Internal => "internal_error",
        }
    }

    /// The code for a wire name, if it is one of ours.
    pub fn parse(code: &str) -> Option<ErrorCode> {
        ErrorCode::ALL.iter().copied().find(|c| c.as_str() == code)
    }

    /// The HTTP status that carries this code.
    pub fn http_status(self) -> u16 {
        match self {
            ErrorCode::AuthenticationRequired | ErrorCode::AuthenticationFailed => 401,
            ErrorCode::CredentialInUrl | ErrorCode::InvalidRequest | ErrorCode::CredentialsRequired => 400,
            ErrorCode::Forbidden | ErrorCode::RecipientNotAllowed => 403,
            ErrorCode::InvalidHost => 421,
            ErrorCode::NotFound => 404,
            ErrorCode::MethodNotAllowed => 405,
            ErrorCode::InboxDisabled
            | ErrorCode::RegistrationDisabled
            | ErrorCode::Conflict
            | ErrorCode::IdempotencyConflict
            | ErrorCode::SendOutcomeUnknown
            | ErrorCode::SendRefused => 409,
            ErrorCode::RecipientRejected => 422,
            ErrorCode::LinkExpired | ErrorCode::CursorExpired => 410,
            ErrorCode::PayloadTooLarge => 413,
            ErrorCode::UnsupportedMediaType => 415,
            ErrorCode::RateLimited
            | ErrorCode::SendLimitReached
            | ErrorCode::TooManyWaitRequests
            | ErrorCode::WaitCapacity
            | ErrorCode::TooManyStreams
            | ErrorCode::StreamCapacity => 429,
            ErrorCode::ProviderAuthFailed => 422,
            ErrorCode::ProviderUnreachable | ErrorCode::ProviderError => 502,
            ErrorCode::NotSupported => 501,
            ErrorCode::Unavailable | ErrorCode::ProviderThrottled => 503,
            ErrorCode::Internal => 500,
        }
    }
}

/// An error a client can see.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{}: {message}", code.as_str())]
pub struct Error {
    /// The stable code.
    pub code: ErrorCode,
    /// A sentence for a human. Never contains a secret or an echo of the request body.
    pub message: String,
    /// Per-field details (parameter name → what is wrong with it).
    pub fields: BTreeMap<String, String>,
    /// For 429 and 503: seconds after which a retry may succeed.
    pub retry_after: Option<u64>,
}

impl Error {
    /// An error with `code` and `message`.
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Self {
        Error { code, message: message.into(), fields: BTreeMap::new(), retry_after: None }
    }

    /// A 400 naming the parameter that is wrong.
    pub fn invalid_field(field: &str, message: impl Into<String>) -> Self {
        let message = message.into();
        let mut e = Error::new(ErrorCode::InvalidRequest, format!("Invalid `{field}`: {message}"));
        e.fields.insert(field.to_string(), message);
        e
    }

    /// A 404 for `what` (missing and foreign look the same).
    pub fn not_found(what: &str) -> Self {
        Error::new(ErrorCode::NotFound, format!("{what} not found."))
    }

    /// A 500 whose details stay in the server log.
    pub fn internal() -> Self {
        Error::new(ErrorCode::Internal, "Internal error; the server log has the details.")
    }

    /// Sets the `Retry-After` seconds.
    pub fn retry_after(mut self, seconds: u64) -> Self {
        self.retry_after = Some(seconds);
        self
    }
}
