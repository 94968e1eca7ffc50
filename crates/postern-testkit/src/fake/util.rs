//! Small helpers: a random generator for tokens and ids, calendar dates (the formats each
//! provider writes are its fake's own `util.rs`), percent-decoding.

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};
use std::time::{SystemTime, UNIX_EPOCH};

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;

/// A small non-cryptographic generator (SplitMix64, seeded per fake from the std hasher's
/// random keys and the clock): tokens and ids only need to look random and be unique.
pub(crate) struct Rng(u64);

impl Rng {
    pub(crate) fn new() -> Rng {
        let mut hasher = RandomState::new().build_hasher();
        hasher.write_u128(SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos()));
        Rng(hasher.finish())
    }

    pub(crate) fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub(crate) fn bytes(&mut self, n: usize) -> Vec<u8> {
        let mut out = Vec::with_capacity(n + 8);
        while out.len() < n {
            out.extend_from_slice(&self.next_u64().to_le_bytes());
        }
        out.truncate(n);
        out
    }

    /// `n` random bytes in URL-safe base64 (no padding).
    pub(crate) fn token(&mut self, n: usize) -> String {
        URL_SAFE_NO_PAD.encode(self.bytes(n))
    }

    /// A number below `n` (0 when `n` is 0).
    pub(crate) fn below(&mut self, n: u64) -> u64 {
        if n == 0 { 0 } else { self.next_u64() % n }
    }

    /// `n` random decimal digits, the first not zero.
    pub(crate) fn digits(&mut self, n: usize) -> String {
        let mut out = String::with_capacity(n);
        for i in 0..n {
            let digit = if i == 0 { 1 + self.below(9) } else { self.below(10) };
            out.push(char::from(b'0' + digit as u8));
        }
        out
    }

    /// `n` random lowercase hex digits.
    pub(crate) fn hex(&mut self, n: usize) -> String {
        self.bytes(n.div_ceil(2)).iter().map(|b| format!("{b:02x}")).collect::<String>()[..n].to_string()
    }

    /// A random GUID in its usual form (`8-4-4-4-12` lowercase hex digits).
    pub(crate) fn uuid(&mut self) -> String {
        let hex: String = self.bytes(16).iter().map(|b| format!("{b:02x}")).collect();
        format!("{}-{}-{}-{}-{}", &hex[..8], &hex[8..12], &hex[12..16], &hex[16..20], &hex[20..])
    }
}

/// A UTC time split into its calendar fields.
pub(crate) struct Civil {
    pub(crate) year: i64,
    pub(crate) month: u32,
    pub(crate) day: u32,
    pub(crate) hour: u64,
    pub(crate) minute: u64,
    pub(crate) second: u64,
    /// 0 = Sunday.
    pub(crate) weekday: usize,
}

pub(crate) fn civil(time: SystemTime) -> Civil {
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

/// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil).
pub(crate) fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let yoe = year - era * 400;
    let doy = (153 * ((month + 9) % 12) + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// `Wed, 01 May 2024 12:00:00 +0000` (an RFC 5322 Date, in UTC), or without the day name
/// (`01 May 2024 12:00:00 +0000`: the day name is optional) unless `day_name`.
// https://www.rfc-editor.org/rfc/rfc5322#section-3.3
pub(crate) fn rfc5322_date(time: SystemTime, day_name: bool) -> String {
    const DAYS: [&str; 7] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
    const MONTHS: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    let c = civil(time);
    let day = if day_name { format!("{}, ", DAYS[c.weekday]) } else { String::new() };
    format!(
        "{day}{:02} {} {:04} {:02}:{:02}:{:02} +0000",
        c.day,
        MONTHS[(c.month as usize).saturating_sub(1) % 12],
        c.year,
        c.hour,
        c.minute,
        c.second
    )
}

/// Decodes `%XX` escapes of a URL path segment (`+` stays a plus).
pub(crate) fn percent_decode(segment: &str) -> String {
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
