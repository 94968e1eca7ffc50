//! Timestamps: microseconds since the Unix epoch, written as RFC 3339 UTC with six fraction
//! digits and `Z` (`2026-10-12T03:04:05.123456Z`).

use std::fmt;

/// An instant, in microseconds since 1970-01-01T00:00:00Z.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Timestamp(pub i64);

/// The time as the service sees it: the wall clock, plus an offset that only tests move (to
/// check what a day later looks like without waiting a day).
#[derive(Debug, Clone, Default)]
pub struct Clock {
    offset_micros: std::sync::Arc<std::sync::atomic::AtomicI64>,
}

impl Clock {
    /// Now, by this clock.
    pub fn now(&self) -> Timestamp {
        Timestamp(Timestamp::now().0 + self.offset_micros.load(std::sync::atomic::Ordering::Relaxed))
    }

    /// Moves this clock (and its clones) forward by `by`.
    pub fn advance(&self, by: std::time::Duration) {
        let by = i64::try_from(by.as_micros()).unwrap_or(i64::MAX);
        self.offset_micros.fetch_add(by, std::sync::atomic::Ordering::Relaxed);
    }
}

impl Timestamp {
    /// The Unix epoch: what `since=0` means.
    pub const EPOCH: Timestamp = Timestamp(0);

    /// The current wall-clock time.
    pub fn now() -> Timestamp {
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
        Timestamp(now.as_micros() as i64)
    }

    /// Microseconds since the epoch.
    pub fn micros(self) -> i64 {
        self.0
    }

    /// Parses an RFC 3339 / ISO 8601 date-time: `T` or a space between date and time, an optional
    /// fraction (extra digits beyond microseconds are truncated), and `Z` or a `±HH:MM` offset.
    /// A date-time without an offset is taken as UTC.
    pub fn parse_iso(input: &str) -> Option<Timestamp> {
        let s = input.trim();
        let b = s.as_bytes();
        if b.len() < 19 || !s.is_ascii() {
            return None;
        }
        let num = |from: usize, to: usize| -> Option<i64> {
            let part = &s[from..to];
            part.bytes().all(|c| c.is_ascii_digit()).then(|| part.parse().ok())?
        };
        if b[4] != b'-' || b[7] != b'-' || !matches!(b[10], b'T' | b't' | b' ') || b[13] != b':' || b[16] != b':' {
            return None;
        }
        let (year, month, day) = (num(0, 4)?, num(5, 7)?, num(8, 10)?);
        let (hour, minute, second) = (num(11, 13)?, num(14, 16)?, num(17, 19)?);
        if hour > 23 || minute > 59 || second > 60 {
            return None;
        }
        let month = time::Month::try_from(u8::try_from(month).ok()?).ok()?;
        let date = time::Date::from_calendar_date(i32::try_from(year).ok()?, month, u8::try_from(day).ok()?).ok()?;
        let mut rest = &s[19..];
        let mut micros = 0i64;
        if let Some(frac) = rest.strip_prefix('.').or_else(|| rest.strip_prefix(',')) {
            let digits = frac.bytes().take_while(u8::is_ascii_digit).count();
            if digits == 0 {
                return None;
            }
            for (i, c) in frac[..digits].bytes().take(6).enumerate() {
                micros += i64::from(c - b'0') * 10i64.pow(5 - i as u32);
            }
            rest = &frac[digits..];
        }
        let offset_secs = match rest {
            "" | "Z" | "z" => 0,
            _ => {
                let sign = match rest.as_bytes()[0] {
                    b'+' => 1,
                    b'-' => -1,
                    _ => return None,
                };
                let hm = rest[1..].replace(':', "");
                if hm.len() != 4 || !hm.bytes().all(|c| c.is_ascii_digit()) {
                    return None;
                }
                let h: i64 = hm[..2].parse().ok()?;
                let m: i64 = hm[2..].parse().ok()?;
                sign * (h * 3600 + m * 60)
            }
        };
        let days = i64::from(
            date.to_julian_day() - time::Date::from_calendar_date(1970, time::Month::January, 1).ok()?.to_julian_day(),
        );
        let secs = days * 86_400 + hour * 3600 + minute * 60 + second.min(59) - offset_secs;
        secs.checked_mul(1_000_000)?.checked_add(micros).map(Timestamp)
    }

    /// Parses unix seconds with an optional fraction (`1760239445`, `1760239445.123456`).
    pub fn parse_unix_seconds(input: &str) -> Option<Timestamp> {
        let s = input.trim();
        let (int, frac) = s.split_once('.').unwrap_or((s, ""));
        if int.is_empty() || !int.bytes().all(|c| c.is_ascii_digit()) || !frac.bytes().all(|c| c.is_ascii_digit()) {
            return None;
        }
        let secs: i64 = int.parse().ok()?;
        let mut micros = 0i64;
        for (i, c) in frac.bytes().take(6).enumerate() {
            micros += i64::from(c - b'0') * 10i64.pow(5 - i as u32);
        }
        secs.checked_mul(1_000_000)?.checked_add(micros).map(Timestamp)
    }
}

impl fmt::Display for Timestamp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let secs = self.0.div_euclid(1_000_000);
        let micros = self.0.rem_euclid(1_000_000);
        let dt = time::OffsetDateTime::from_unix_timestamp(secs).unwrap_or(time::OffsetDateTime::UNIX_EPOCH);
        write!(
            f,
            "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}.{:06}Z",
            dt.year(),
            u8::from(dt.month()),
            dt.day(),
            dt.hour(),
            dt.minute(),
            dt.second(),
            micros
        )
    }
}

impl serde::Serialize for Timestamp {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Timestamp {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Timestamp::parse_iso(&text).ok_or_else(|| serde::de::Error::custom("not an RFC 3339 timestamp"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_with_microseconds_and_z() {
        assert_eq!(Timestamp::EPOCH.to_string(), "1970-01-01T00:00:00.000000Z");
        let t = Timestamp(1_760_238_245_123_456);
        assert_eq!(t.to_string(), "2025-10-12T03:04:05.123456Z");
        assert_eq!(Timestamp::parse_iso(&t.to_string()), Some(t));
    }

    #[test]
    fn parses_the_iso_forms_clients_send() {
        let t = Timestamp(1_760_238_245_000_000);
        for s in [
            "2025-10-12T03:04:05Z",
            "2025-10-12T03:04:05.000Z",
            "2025-10-12 03:04:05+00:00",
            "2025-10-12T05:04:05+02:00",
            "2025-10-12T03:04:05",
            "2025-10-12t03:04:05z",
        ] {
            assert_eq!(Timestamp::parse_iso(s), Some(t), "{s}");
        }
        assert_eq!(Timestamp::parse_iso("2025-10-12T03:04:05.1234567Z"), Some(Timestamp(1_760_238_245_123_456)));
        for bad in [
            "",
            "2025-13-12T03:04:05Z",
            "2025-10-12",
            "2025-10-12T03:04:05.Z",
            "2025-10-12T03:04:05+0x:00",
            "yesterday",
        ] {
            assert_eq!(Timestamp::parse_iso(bad), None, "{bad}");
        }
    }

    #[test]
    fn parses_unix_seconds_with_fraction() {
        assert_eq!(Timestamp::parse_unix_seconds("1.5"), Some(Timestamp(1_500_000)));
        assert_eq!(Timestamp::parse_unix_seconds("1760239445.123456"), Some(Timestamp(1_760_239_445_123_456)));
        assert_eq!(Timestamp::parse_unix_seconds("0"), Some(Timestamp::EPOCH));
        assert_eq!(Timestamp::parse_unix_seconds("-1"), None);
        assert_eq!(Timestamp::parse_unix_seconds("1e9"), None);
    }
}
