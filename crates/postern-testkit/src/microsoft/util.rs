//! Small helpers: a random generator for tokens and ids, dates, percent-decoding.

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;

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

    /// `n` random bytes in URL-safe base64.
    pub(super) fn token(&mut self, n: usize) -> String {
        URL_SAFE_NO_PAD.encode(self.bytes(n))
    }

    pub(super) fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    pub(super) fn uuid(&mut self) -> String {
        let hex: String = self.bytes(16).iter().map(|b| format!("{b:02x}")).collect();
        format!("{}-{}-{}-{}-{}", &hex[..8], &hex[8..12], &hex[12..16], &hex[16..20], &hex[20..])
    }
}

/// A UTC time split into its calendar fields.
pub(super) struct Civil {
    pub(super) year: i64,
    pub(super) month: u32,
    pub(super) day: u32,
    pub(super) hour: u64,
    pub(super) minute: u64,
    pub(super) second: u64,
    /// 0 = Sunday.
    pub(super) weekday: usize,
}

pub(super) fn civil(time: SystemTime) -> Civil {
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
    Civil {
        year,
        month,
        day,
        hour: rest / 3600,
        minute: rest % 3600 / 60,
        second: rest % 60,
        weekday: (days + 4).rem_euclid(7) as usize,
    }
}

/// `2024-05-01T12:00:00Z`, as Graph writes DateTimeOffset values.
// https://learn.microsoft.com/en-us/graph/api/resources/message
pub(super) fn iso(time: SystemTime) -> String {
    let c = civil(time);
    format!("{:04}-{:02}-{:02}T{:02}:{:02}:{:02}Z", c.year, c.month, c.day, c.hour, c.minute, c.second)
}

/// `2016-11-20T18:23:45.9356913Z` (seven fractional digits), as Graph writes a subscription's
/// `expirationDateTime`.
// https://learn.microsoft.com/en-us/graph/api/subscription-post-subscriptions
pub(super) fn iso_precise(time: SystemTime) -> String {
    let c = civil(time);
    let ticks = time.duration_since(UNIX_EPOCH).map_or(0, |d| d.subsec_nanos() / 100);
    format!("{:04}-{:02}-{:02}T{:02}:{:02}:{:02}.{ticks:07}Z", c.year, c.month, c.day, c.hour, c.minute, c.second)
}

/// Reads an ISO 8601 date and time (`2016-03-20T11:00:00.0000000Z`): an optional fraction,
/// then `Z`, an offset (`+02:00`) or nothing (UTC). `None` for anything else or before 1970.
pub(super) fn parse_iso(text: &str) -> Option<SystemTime> {
    let (date, rest) = text.trim().split_once(['T', 't'])?;
    let mut fields = date.split('-');
    let year: i64 = fields.next()?.parse().ok()?;
    let month: i64 = fields.next()?.parse().ok()?;
    let day: i64 = fields.next()?.parse().ok()?;
    if fields.next().is_some() || !(1..=12).contains(&month) || !(1..=31).contains(&day) {
        return None;
    }
    let (clock, offset) = if let Some(clock) = rest.strip_suffix(['Z', 'z']) {
        (clock, 0)
    } else if let Some(at) = rest.rfind(['+', '-']) {
        let (clock, offset) = rest.split_at(at);
        let (hours, minutes) = offset[1..].split_once(':')?;
        let seconds = hours.parse::<i64>().ok()? * 3600 + minutes.parse::<i64>().ok()? * 60;
        (clock, if offset.starts_with('-') { -seconds } else { seconds })
    } else {
        (rest, 0)
    };
    let (hms, fraction) = clock.split_once('.').unwrap_or((clock, ""));
    let mut fields = hms.split(':');
    let hour: i64 = fields.next()?.parse().ok()?;
    let minute: i64 = fields.next()?.parse().ok()?;
    let second: i64 = fields.next()?.parse().ok()?;
    if fields.next().is_some()
        || hour > 23
        || minute > 59
        || second > 59
        || !fraction.bytes().all(|b| b.is_ascii_digit())
    {
        return None;
    }
    let nanos: u32 = format!("{:0<9}", &fraction[..fraction.len().min(9)]).parse().ok()?;
    let seconds = days_from_civil(year, month, day) * 86_400 + hour * 3600 + minute * 60 + second - offset;
    Some(UNIX_EPOCH + Duration::new(u64::try_from(seconds).ok()?, nanos))
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

/// `2024-05-01 12:00:00Z`, as the token endpoint writes its error timestamps.
// https://learn.microsoft.com/en-us/entra/identity-platform/reference-error-codes
pub(super) fn aad_time(time: SystemTime) -> String {
    let c = civil(time);
    format!("{:04}-{:02}-{:02} {:02}:{:02}:{:02}Z", c.year, c.month, c.day, c.hour, c.minute, c.second)
}

/// `Wed, 01 May 2024 12:00:00 +0000` (RFC 5322 Date).
pub(super) fn rfc5322_date(time: SystemTime) -> String {
    const DAYS: [&str; 7] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
    const MONTHS: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    let c = civil(time);
    format!(
        "{}, {:02} {} {:04} {:02}:{:02}:{:02} +0000",
        DAYS[c.weekday],
        c.day,
        MONTHS[(c.month as usize).saturating_sub(1) % 12],
        c.year,
        c.hour,
        c.minute,
        c.second
    )
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
