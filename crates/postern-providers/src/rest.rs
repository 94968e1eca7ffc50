//! What every provider spoken to over HTTPS shares (JMAP, Microsoft Graph, Gmail, the OAuth
//! endpoints): answers read up to a bound, `Retry-After`, and transport failures described
//! without the request's URL or headers (they can carry a token).

use crate::provider::ProviderError;
use std::time::Duration;

/// `Retry-After` in seconds (RFC 9110 §10.2.3; Graph writes fractions, `2.128`), rounded up,
/// at most a day; an HTTP date is not read.
pub(crate) fn retry_after(headers: &reqwest::header::HeaderMap) -> Option<Duration> {
    let text = headers.get("retry-after")?.to_str().ok()?;
    seconds(text)
}

/// Seconds as `Retry-After` writes them.
pub(crate) fn seconds(text: &str) -> Option<Duration> {
    let seconds = text.trim().parse::<f64>().ok().filter(|s| s.is_finite() && *s >= 0.0)?;
    Some(Duration::from_secs(seconds.ceil().min(24.0 * 3600.0) as u64))
}

/// A failed request as an error of `who` ("the JMAP server").
pub(crate) fn transport(e: reqwest::Error, who: &str) -> ProviderError {
    if e.is_timeout() {
        ProviderError::Unreachable(format!("{who} did not answer in time"))
    } else if e.is_redirect() {
        ProviderError::Protocol(format!("{who} redirected where Postern does not follow"))
    } else if e.is_connect() {
        ProviderError::Unreachable(format!("{who} could not be reached"))
    } else {
        ProviderError::Unreachable(format!("the request to {who} failed: {}", e.without_url()))
    }
}

/// The body, refused past `limit` bytes.
pub(crate) async fn bounded(mut response: reqwest::Response, limit: u64, who: &str) -> Result<Vec<u8>, ProviderError> {
    if response.content_length().is_some_and(|n| n > limit) {
        return Err(ProviderError::TooLarge(format!("an answer of {who} of more than {limit} bytes")));
    }
    let mut body = Vec::new();
    while let Some(chunk) = response.chunk().await.map_err(|e| transport(e, who))? {
        if body.len() as u64 + chunk.len() as u64 > limit {
            return Err(ProviderError::TooLarge(format!("an answer of {who} of more than {limit} bytes")));
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}

#[cfg(test)]
mod tests {
    use super::seconds;
    use std::time::Duration;

    #[test]
    fn retry_after_takes_whole_and_fractional_seconds() {
        assert_eq!(seconds("7"), Some(Duration::from_secs(7)));
        assert_eq!(seconds(" 2.128 "), Some(Duration::from_secs(3)));
        assert_eq!(seconds("999999999"), Some(Duration::from_secs(86_400)));
        assert_eq!(seconds("-1"), None);
        assert_eq!(seconds("NaN"), None);
        assert_eq!(seconds("Wed, 21 Oct 2026 07:28:00 GMT"), None);
    }
}
