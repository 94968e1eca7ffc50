//! Small helpers: clocks and dates as Google writes and reads them, base64 in the variants
//! Google writes and accepts, opaque page tokens (the random generator, the calendar and
//! percent-decoding are the fakes' shared `crate::fake::util`).

use std::time::{SystemTime, UNIX_EPOCH};

use base64::Engine as _;
use base64::alphabet;
use base64::engine::DecodePaddingMode;
use base64::engine::general_purpose::{GeneralPurpose, GeneralPurposeConfig, URL_SAFE, URL_SAFE_NO_PAD};

use crate::fake::util::{civil, days_from_civil};

/// Milliseconds since the epoch.
pub(super) fn now_ms() -> i64 {
    ms_of(SystemTime::now())
}

pub(super) fn ms_of(time: SystemTime) -> i64 {
    time.duration_since(UNIX_EPOCH).map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// Seconds since the epoch.
pub(super) fn now_secs() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

/// `2021-02-26T19:13:55.749Z`, as Pub/Sub writes a message's `publishTime` (RFC 3339, UTC).
// https://cloud.google.com/pubsub/docs/reference/rest/v1/PubsubMessage
pub(super) fn rfc3339_millis(time: SystemTime) -> String {
    let c = civil(time);
    let millis = time.duration_since(UNIX_EPOCH).map_or(0, |d| d.subsec_millis());
    format!("{:04}-{:02}-{:02}T{:02}:{:02}:{:02}.{millis:03}Z", c.year, c.month, c.day, c.hour, c.minute, c.second)
}

/// The instant of an RFC 5322 Date field (`Wed, 01 May 2024 12:00:00 +0200`; the day name,
/// the seconds and the zone are optional, obsolete zone names are read), in milliseconds
/// since the epoch. `None` when it cannot be read.
// https://www.rfc-editor.org/rfc/rfc5322#section-3.3
pub(super) fn parse_rfc5322_date(text: &str) -> Option<i64> {
    const MONTHS: [&str; 12] = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
    // Comments such as "(UTC)" are dropped; the day name, if any, ends with a comma.
    let text = text.split('(').next().unwrap_or_default();
    let text = match text.split_once(',') {
        Some((_, rest)) => rest,
        None => text,
    };
    let mut words = text.split_whitespace();
    let day: i64 = words.next()?.parse().ok()?;
    let month_name = words.next()?.to_ascii_lowercase();
    let month = MONTHS.iter().position(|m| month_name.starts_with(m))? as i64 + 1;
    let mut year: i64 = words.next()?.parse().ok()?;
    if year < 50 {
        year += 2000;
    } else if year < 1000 {
        year += 1900;
    }
    let clock = words.next()?;
    let mut fields = clock.split(':');
    let hour: i64 = fields.next()?.parse().ok()?;
    let minute: i64 = fields.next()?.parse().ok()?;
    let second: i64 = fields.next().map_or(Some(0), |s| s.parse().ok())?;
    if !(1..=31).contains(&day) || hour > 23 || minute > 59 || second > 60 || !(1970..=9999).contains(&year) {
        return None;
    }
    let offset = match words.next() {
        None => 0,
        Some(zone) => zone_offset(zone)?,
    };
    let seconds = days_from_civil(year, month, day) * 86_400 + hour * 3600 + minute * 60 + second - offset;
    seconds.checked_mul(1000)
}

/// A zone's offset from UTC in seconds: `+0200`, `-0530`, `UT`, `GMT`, `Z` and the US zones.
fn zone_offset(zone: &str) -> Option<i64> {
    if let Some(sign) = zone.chars().next().filter(|c| *c == '+' || *c == '-') {
        let digits = zone.get(1..5)?;
        if !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let hours: i64 = digits[..2].parse().ok()?;
        let minutes: i64 = digits[2..].parse().ok()?;
        let seconds = hours * 3600 + minutes * 60;
        return Some(if sign == '-' { -seconds } else { seconds });
    }
    let hours = match zone.to_ascii_uppercase().as_str() {
        "UT" | "UTC" | "GMT" | "Z" => 0,
        "EDT" => -4,
        "EST" | "CDT" => -5,
        "CST" | "MDT" => -6,
        "MST" | "PDT" => -7,
        "PST" => -8,
        _ => 0,
    };
    Some(hours * 3600)
}

/// Base64 as Gmail writes `raw`, `body.data` and attachment data: the URL-safe alphabet, with
/// `=` padding.
// https://developers.google.com/gmail/api/reference/rest/v1/users.messages
pub(super) fn base64url(bytes: &[u8]) -> String {
    URL_SAFE.encode(bytes)
}

/// Decodes base64 as Gmail accepts it in a `raw` field: the URL-safe or the standard
/// alphabet (or a mix), padding optional, line breaks and spaces ignored. `None` when it is
/// not base64.
pub(super) fn decode_base64_lenient(text: &str) -> Option<Vec<u8>> {
    const INDIFFERENT: GeneralPurpose = GeneralPurpose::new(
        &alphabet::STANDARD,
        GeneralPurposeConfig::new().with_decode_padding_mode(DecodePaddingMode::Indifferent),
    );
    let normalized: String = text
        .chars()
        .filter(|c| !c.is_ascii_whitespace())
        .map(|c| match c {
            '-' => '+',
            '_' => '/',
            other => other,
        })
        .collect();
    let trimmed = normalized.trim_end_matches('=');
    INDIFFERENT.decode(trimmed).ok()
}

/// An opaque page token carrying `cursor` (Google's page tokens are opaque strings).
pub(super) fn page_token(kind: &str, cursor: &str) -> String {
    URL_SAFE_NO_PAD.encode(format!("{kind}:{cursor}"))
}

/// The cursor of a page token made by [`page_token`] with the same `kind`.
pub(super) fn read_page_token(kind: &str, token: &str) -> Option<String> {
    let bytes = URL_SAFE_NO_PAD.decode(token.trim_end_matches('=')).ok()?;
    let text = String::from_utf8(bytes).ok()?;
    text.strip_prefix(kind)?.strip_prefix(':').map(str::to_string)
}
