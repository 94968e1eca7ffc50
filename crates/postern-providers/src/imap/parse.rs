//! From imap-proto's parsed responses to our types: FETCH attributes, ENVELOPE, dates, message
//! ids. Nothing here trusts the server: odd values become `None` or are skipped.

use super::{Address, RemoteMessage};
use async_imap::imap_proto::{self, AttributeValue};
use postern_mail::parse::{decode_header_words, parse_date_header};

/// One FETCH response as a message. `None` without a UID (an unsolicited FETCH that only reports
/// flags carries none unless the UID was asked for).
pub(crate) fn message(attrs: &[AttributeValue<'_>]) -> Option<RemoteMessage> {
    let mut message = RemoteMessage { uid: 0, ..RemoteMessage::default() };
    let mut has_uid = false;
    for attr in attrs {
        match attr {
            AttributeValue::Uid(uid) => {
                message.uid = *uid;
                has_uid = true;
            }
            AttributeValue::Flags(flags) => message.flags = flags_of(flags),
            AttributeValue::InternalDate(date) => message.internal_date = internal_date(date),
            AttributeValue::Rfc822Size(size) => message.size = *size,
            AttributeValue::ModSeq(modseq) => message.modseq = Some(*modseq),
            AttributeValue::Envelope(envelope) => apply_envelope(&mut message, envelope),
            AttributeValue::BodySection { section: Some(_), data: Some(header), .. }
            | AttributeValue::Rfc822Header(Some(header)) => {
                let details = super::details_of(header);
                message.references = details.references;
                message.has_attachments = details.attachment_hint;
            }
            _ => {}
        }
    }
    has_uid.then_some(message)
}

/// The UID and flags of a FETCH response, if it carries both.
pub(crate) fn uid_and_flags(attrs: &[AttributeValue<'_>]) -> (Option<u32>, Option<Vec<String>>) {
    let mut uid = None;
    let mut flags = None;
    for attr in attrs {
        match attr {
            AttributeValue::Uid(u) => uid = Some(*u),
            AttributeValue::Flags(f) => flags = Some(flags_of(f)),
            _ => {}
        }
    }
    (uid, flags)
}

/// Stored flags as the server names them (`\Seen`, `$Forwarded`); `\Recent` is a session
/// property, not a stored flag, and is left out.
fn flags_of(flags: &[std::borrow::Cow<'_, str>]) -> Vec<String> {
    flags.iter().filter(|f| !f.eq_ignore_ascii_case("\\Recent")).map(|f| f.to_string()).collect()
}

fn apply_envelope(message: &mut RemoteMessage, envelope: &imap_proto::Envelope<'_>) {
    message.subject = envelope.subject.as_deref().map(decode_header_words);
    message.date = envelope.date.as_deref().and_then(parse_date_header).map(|s| s.saturating_mul(1_000_000));
    message.from = addresses(envelope.from.as_deref());
    message.to = addresses(envelope.to.as_deref());
    message.cc = addresses(envelope.cc.as_deref());
    message.message_id = envelope.message_id.as_deref().and_then(|id| message_ids(id).into_iter().next());
    message.in_reply_to = envelope.in_reply_to.as_deref().and_then(|id| message_ids(id).into_iter().next());
}

/// ENVELOPE addresses: groups (`mailbox` without `host`) are flattened to their members.
fn addresses(list: Option<&[imap_proto::Address<'_>]>) -> Vec<Address> {
    let Some(list) = list else { return Vec::new() };
    list.iter()
        .filter_map(|a| {
            let mailbox = a.mailbox.as_deref()?;
            // Group start (`host` NIL, `mailbox` = group name) and end (both NIL).
            let host = a.host.as_deref()?;
            let mailbox = String::from_utf8_lossy(mailbox);
            let host = String::from_utf8_lossy(host);
            let email = if host.is_empty() { mailbox.into_owned() } else { format!("{mailbox}@{host}") };
            let name = a.name.as_deref().map(decode_header_words).filter(|n| !n.is_empty());
            Some(Address { name, email })
        })
        .collect()
}

/// Message ids (`<a@b>`) in a header value, without the brackets. A value without brackets
/// counts as whitespace-separated ids (some mailers leave them out).
pub(crate) fn message_ids(raw: &[u8]) -> Vec<String> {
    let text = String::from_utf8_lossy(raw);
    let mut ids = Vec::new();
    let mut rest = text.as_ref();
    while let Some((_, after)) = rest.split_once('<') {
        let Some((id, tail)) = after.split_once('>') else { break };
        let id = id.trim();
        if !id.is_empty() {
            ids.push(id.to_string());
        }
        rest = tail;
    }
    if ids.is_empty() && !text.contains(['<', '>']) {
        ids = text.split_whitespace().filter(|s| s.contains('@')).map(str::to_string).collect();
    }
    ids
}

/// The value of one header among those fetched with `HEADER.FIELDS (…)` (the bytes hold the
/// header lines and the blank line), unfolded; `""` when it is absent.
pub(crate) fn header_value(header: &[u8], wanted: &str) -> String {
    let text = String::from_utf8_lossy(header);
    let mut value = String::new();
    let mut inside = false;
    for line in text.split('\n') {
        let line = line.trim_end_matches('\r');
        if line.starts_with([' ', '\t']) {
            if inside {
                value.push(' ');
                value.push_str(line.trim());
            }
        } else if let Some((name, rest)) = line.split_once(':') {
            inside = name.trim().eq_ignore_ascii_case(wanted);
            if inside {
                value.push(' ');
                value.push_str(rest.trim());
            }
        } else {
            inside = false;
        }
    }
    value
}

/// Whether a message's top-level `Content-Type` says it carries attachments: `multipart/mixed`,
/// or a single non-text part. A guess until the body is read (the full-text indexer corrects it).
pub(crate) fn attachment_hint(content_type: &str) -> bool {
    let media = content_type.split(';').next().unwrap_or("").trim().to_ascii_lowercase();
    match media.split_once('/') {
        Some(("multipart", sub)) => sub == "mixed",
        Some(("text" | "message", _)) | None => false,
        Some(_) => true,
    }
}

/// `INTERNALDATE` (`"17-Jul-1996 02:44:25 -0700"`) as unix microseconds; `None` for anything
/// else. Only ASCII is taken (so no cut can fall inside a character), every number must be
/// digits only, and the ranges are checked before any arithmetic, which cannot overflow.
pub(crate) fn internal_date(text: &str) -> Option<i64> {
    let text = text.trim();
    if !text.is_ascii() {
        return None;
    }
    let (date, rest) = text.split_once(' ')?;
    let (time, zone) = rest.trim().split_once(' ')?;
    let mut date_parts = date.split('-');
    let day = digits(date_parts.next()?, 2)?;
    let month = month_number(date_parts.next()?)?;
    let year = digits(date_parts.next()?, 4)?;
    let mut time_parts = time.split(':');
    let hour = digits(time_parts.next()?, 2)?;
    let minute = digits(time_parts.next()?, 2)?;
    let second = digits(time_parts.next()?, 2)?;
    if date_parts.next().is_some() || time_parts.next().is_some() {
        return None;
    }
    let zone = zone.trim().as_bytes();
    let (sign, zone_hours, zone_minutes) = match zone {
        [sign @ (b'+' | b'-'), h1, h2, m1, m2] => {
            let two = |a: &u8, b: &u8| digits(std::str::from_utf8(&[*a, *b]).ok()?, 2);
            (if *sign == b'+' { 1 } else { -1 }, two(h1, h2)?, two(m1, m2)?)
        }
        _ => return None,
    };
    if !(1..=31).contains(&day) || hour > 23 || minute > 59 || second > 60 || zone_minutes > 59 {
        return None;
    }
    // Month and day as u32: both are small and checked above.
    let days = days_from_civil(year, month, day as u32);
    let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - sign * (zone_hours * 3600 + zone_minutes * 60);
    Some(seconds * 1_000_000)
}

/// A number of 1 to `max_len` ASCII digits (no sign, no spaces).
fn digits(text: &str, max_len: usize) -> Option<i64> {
    if text.is_empty() || text.len() > max_len || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

fn month_number(name: &str) -> Option<u32> {
    const MONTHS: [&str; 12] = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
    let lower = name.to_ascii_lowercase();
    MONTHS.iter().position(|m| *m == lower).map(|p| p as u32 + 1)
}

/// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
pub(crate) fn days_from_civil(year: i64, month: u32, day: u32) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let yoe = year - era * 400;
    let month = i64::from(month);
    let doy = (153 * (if month > 2 { month - 3 } else { month + 9 }) + 2) / 5 + i64::from(day) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The civil date (year, month, day) of a day count since 1970-01-01.
pub(crate) fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn internal_dates() {
        assert_eq!(internal_date("17-Jul-1996 02:44:25 -0700"), Some(837_596_665_000_000));
        assert_eq!(internal_date(" 1-Jan-1970 00:00:00 +0000"), Some(0));
        assert_eq!(internal_date("01-Jan-1970 01:00:00 +0100"), Some(0));
        assert_eq!(internal_date("17-Foo-1996 02:44:25 -0700"), None);
        assert_eq!(internal_date("garbage"), None);
        assert_eq!(internal_date("1-Jan-1970 00:00:00 +ü0"), None);
    }

    #[test]
    fn hostile_internal_dates_are_none() {
        for text in [
            // Multi-byte characters where the zone's digits are looked for (this panicked).
            "1-Jan-1970 00:00:00 +0ü0",
            "1-Jan-1970 00:00:00 +00ü",
            "1-Jan-1970 00:00:00 ü000",
            "1-Jan-1970 00:00:00 +€0",
            "1-Jän-1970 00:00:00 +0000",
            "1-Jan-1970 00:00:0ü +0000",
            // Numbers past every range, signs, and parts too many.
            "1-Jan-9223372036854775807 00:00:00 +0000",
            "1-Jan-99999999999999999999999 00:00:00 +0000",
            "99999999999-Jan-1970 00:00:00 +0000",
            "1-Jan-1970 99999999999999999999:00:00 +0000",
            "+1-Jan-1970 00:00:00 +0000",
            "1-Jan--197 00:00:00 +0000",
            "1-Jan-1970 +1:00:00 +0000",
            "1-Jan-1970 00:00:00 ++100",
            "1-Jan-1970 00:00:00 +0060",
            "1-Jan-1970 00:00:00 +00000",
            "1-Jan-1970-1 00:00:00 +0000",
            "1-Jan-1970 00:00:00:00 +0000",
            "32-Jan-1970 00:00:00 +0000",
            "0-Jan-1970 24:00:00 +0000",
            "",
            " ",
            "\u{0}",
        ] {
            assert_eq!(internal_date(text), None, "{text:?}");
        }
        // The far ends that are taken do not overflow.
        assert!(internal_date("31-Dec-9999 23:59:60 -9959").is_some());
        assert!(internal_date("1-Jan-0 00:00:00 +9959").is_some());
    }

    #[test]
    fn hostile_header_values_and_ids() {
        // Invalid UTF-8 and multi-byte characters next to the brackets.
        assert_eq!(message_ids(b"\xff<a@b\xfe>\xc3"), vec!["a@b\u{fffd}"]);
        assert_eq!(message_ids("ü<ä@ö>ü<".as_bytes()), vec!["ä@ö"]);
        assert_eq!(message_ids(b"<<<>>>"), vec!["<<"]);
        assert!(message_ids(b">>>").is_empty());
        assert_eq!(
            header_value(b"Refer\xffences: x\r\nReferences:\xff\r\n \xfe\r\n", "references").trim(),
            "\u{fffd} \u{fffd}"
        );
        assert!(!attachment_hint("\u{fffd}/\u{fffd}") || attachment_hint("\u{fffd}/\u{fffd}"));
        // Linear in the input: a megabyte of brackets takes no time.
        let started = std::time::Instant::now();
        let many = "<".repeat(1 << 20) + &"<a@b>".repeat(1 << 18);
        assert_eq!(message_ids(many.as_bytes()).len(), 1 << 18);
        assert!(message_ids(">".repeat(1 << 20).as_bytes()).is_empty());
        let folded = "References: <a@b>\r\n".to_string() + &" <c@d>\r\n".repeat(1 << 17);
        assert_eq!(message_ids(header_value(folded.as_bytes(), "References").as_bytes()).len(), (1 << 17) + 1);
        assert!(started.elapsed() < std::time::Duration::from_secs(5));
    }

    #[test]
    fn civil_dates_round_trip() {
        for days in [-800_000, -1, 0, 1, 11_016, 19_999, 2_932_896] {
            let (y, m, d) = civil_from_days(days);
            assert_eq!(days_from_civil(y, m, d), days);
        }
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
    }

    #[test]
    fn message_ids_and_references() {
        assert_eq!(message_ids(b"<a@b.test>"), vec!["a@b.test"]);
        assert_eq!(message_ids(b" <a@b.test> <c@d.test>"), vec!["a@b.test", "c@d.test"]);
        assert_eq!(message_ids(b"a@b.test"), vec!["a@b.test"]);
        assert!(message_ids(b"<>").is_empty());
        assert!(message_ids(b"<unterminated").is_empty());
        let fields = b"References: <a@x.test>\r\n <b@x.test>\r\n\tnot-an-id <c@x.test>\r\nContent-Type: multipart/mixed;\r\n boundary=x\r\n\r\n";
        let refs = header_value(fields, "references");
        assert_eq!(message_ids(refs.as_bytes()), vec!["a@x.test", "b@x.test", "c@x.test"]);
        assert_eq!(header_value(fields, "Content-Type").trim(), "multipart/mixed; boundary=x");
        assert_eq!(header_value(b"\r\n", "References"), "");
    }

    #[test]
    fn attachment_hints() {
        for (content_type, hint) in [
            (" multipart/mixed; boundary=x", true),
            ("Multipart/Alternative; boundary=x", false),
            ("multipart/related", false),
            ("application/pdf; name=a.pdf", true),
            ("image/png", true),
            ("text/plain; charset=utf-8", false),
            ("", false),
        ] {
            assert_eq!(attachment_hint(content_type), hint, "{content_type}");
        }
    }
}
