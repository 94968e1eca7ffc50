//! Dates as Graph and the identity platform write and read them (the random generator,
//! the calendar and percent-decoding are the fakes' shared `crate::fake::util`).

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use crate::fake::util::{civil, days_from_civil};

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

/// `2024-05-01 12:00:00Z`, as the token endpoint writes its error timestamps.
// https://learn.microsoft.com/en-us/entra/identity-platform/reference-error-codes
pub(super) fn aad_time(time: SystemTime) -> String {
    let c = civil(time);
    format!("{:04}-{:02}-{:02} {:02}:{:02}:{:02}Z", c.year, c.month, c.day, c.hour, c.minute, c.second)
}
