//! Small helpers: a random generator for tokens and ids, clocks and dates, percent-decoding,
//! base64 in the variants Google writes and accepts, opaque page tokens.

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};
use std::time::{SystemTime, UNIX_EPOCH};

use base64::Engine as _;
use base64::alphabet;
use base64::engine::DecodePaddingMode;
use base64::engine::general_purpose::{GeneralPurpose, GeneralPurposeConfig, URL_SAFE, URL_SAFE_NO_PAD};

/// A small non-cryptographic generator (SplitMix64, seeded per fake from the std hasher's
/// random keys and the clock): tokens and ids only need to look random and be unique.
pub(super) struct Rng(u64);

impl Rng {
    pub(super) fn new() -> Rng {
        let mut hasher = RandomState::new().build_hasher();
        hasher.write_u128(SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos()));
        Rng(hasher.finish())
    }

    pub(super) fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub(super) fn bytes(&mut self, n: usize) -> Vec<u8> {
        let mut out = Vec::with_capacity(n + 8);
        while out.len() < n {
            out.extend_from_slice(&self.next_u64().to_le_bytes());
        }
        out.truncate(n);
        out
    }

    /// `n` random bytes in URL-safe base64 (no padding).
    pub(super) fn token(&mut self, n: usize) -> String {
        URL_SAFE_NO_PAD.encode(self.bytes(n))
    }

    pub(super) fn below(&mut self, n: u64) -> u64 {
        if n == 0 { 0 } else { self.next_u64() % n }
    }

    /// `n` random decimal digits, the first not zero.
    pub(super) fn digits(&mut self, n: usize) -> String {
        let mut out = String::with_capacity(n);
        for i in 0..n {
            let digit = if i == 0 { 1 + self.below(9) } else { self.below(10) };
            out.push(char::from(b'0' + digit as u8));
        }
        out
    }

    /// `n` random lowercase hex digits.
    pub(super) fn hex(&mut self, n: usize) -> String {
        self.bytes(n.div_ceil(2)).iter().map(|b| format!("{b:02x}")).collect::<String>()[..n].to_string()
    }
}

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

/// A UTC time split into its calendar fields.
struct Civil {
    year: i64,
    month: u32,
    day: u32,
    hour: u64,
    minute: u64,
    second: u64,
}

fn civil(time: SystemTime) -> Civil {
    let secs = time.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let days = (secs / 86_400) as i64;
    let rest = secs % 86_400;
    // Days since 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's civil_from_days).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    Civil { year, month, day, hour: rest / 3600, minute: rest % 3600 / 60, second: rest % 60 }
}

/// `2021-02-26T19:13:55.749Z`, as Pub/Sub writes a message's `publishTime` (RFC 3339, UTC).
// https://cloud.google.com/pubsub/docs/reference/rest/v1/PubsubMessage
pub(super) fn rfc3339_millis(time: SystemTime) -> String {
    let c = civil(time);
    let millis = time.duration_since(UNIX_EPOCH).map_or(0, |d| d.subsec_millis());
    format!("{:04}-{:02}-{:02}T{:02}:{:02}:{:02}.{millis:03}Z", c.year, c.month, c.day, c.hour, c.minute, c.second)
}

/// `Wed, 01 May 2024 12:00:00 +0000` (an RFC 5322 Date), for messages sent without one.
pub(super) fn rfc5322_date(time: SystemTime) -> String {
    const MONTHS: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    let c = civil(time);
    format!(
        "{:02} {} {:04} {:02}:{:02}:{:02} +0000",
        c.day,
        MONTHS[(c.month as usize).saturating_sub(1) % 12],
        c.year,
        c.hour,
        c.minute,
        c.second
    )
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

/// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil).
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let yoe = year - era * 400;
    let doy = (153 * ((month + 9) % 12) + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// Decodes `%XX` escapes of a URL path segment (`+` stays a plus).
pub(super) fn percent_decode(segment: &str) -> String {
    let bytes = segment.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        if bytes[i] == b'%'
            && i + 2 < bytes.len()
            && let (Some(hi), Some(lo)) = (hex(bytes[i + 1]), hex(bytes[i + 2]))
        {
            out.push((hi * 16 + lo) as u8);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8_lossy(&out).into_owned()
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
