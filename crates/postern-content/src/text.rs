//! Text files decoded by their charset, and HTML as the text a person sees. The charset is the
//! declared one (`charset=`), else a byte-order mark, else for XML and HTML the one their start
//! names; without any, UTF-8, with what is not UTF-8 replaced (and said).

use encoding_rs::{Encoding, UTF_8};

use crate::output::{Output, paged};

/// The charset an XML declaration (`<?xml … encoding="…"?>`) or an HTML `<meta charset>` names at
/// the start of a document.
fn declared_inside(bytes: &[u8]) -> Option<&'static Encoding> {
    let head = &bytes[..bytes.len().min(1024)];
    let head = String::from_utf8_lossy(head).to_ascii_lowercase();
    let after = if head.trim_start().starts_with("<?xml") {
        let declaration = &head[..head.find("?>")?];
        &declaration[declaration.find("encoding")? + "encoding".len()..]
    } else {
        &head[head.find("charset")? + "charset".len()..]
    };
    let value = after.trim_start().strip_prefix('=')?.trim_start().trim_start_matches(['"', '\'']);
    let end = value.find(|c: char| !(c.is_ascii_alphanumeric() || "-_.:".contains(c))).unwrap_or(value.len());
    Encoding::for_label(&value.as_bytes()[..end])
}

/// `bytes` as text in `charset` (a label such as `iso-8859-1`; `None` when none was declared).
pub(crate) fn decode(bytes: &[u8], charset: Option<&str>, out: &mut Output<'_>) -> String {
    let declared = charset.and_then(|label| {
        let found = Encoding::for_label(label.trim().as_bytes());
        if found.is_none() {
            out.note(format!("the declared charset {label:?} is unknown: read as UTF-8"));
        }
        found
    });
    let encoding = declared.or_else(|| declared_inside(bytes)).unwrap_or(UTF_8);
    // A byte-order mark wins over the label (WHATWG Encoding, "decode").
    let (text, used, replaced) = encoding.decode(bytes);
    if replaced {
        if used == UTF_8 && declared.is_none() {
            out.note("the text is not valid UTF-8 and names no charset: what could not be read is shown as �");
        } else {
            out.note(format!("some bytes are not valid {}: shown as �", used.name()));
        }
    }
    text.into_owned()
}

/// A text file's pages.
pub(crate) fn read_text(bytes: &[u8], charset: Option<&str>, out: &mut Output<'_>) {
    let text = decode(bytes, charset, out);
    paged(out, &text);
}

/// An HTML file's visible text, in pages.
pub(crate) fn read_html(bytes: &[u8], charset: Option<&str>, out: &mut Output<'_>) {
    let html = decode(bytes, charset, out);
    let visible = postern_mail::visible_text(&html);
    if let Some(summary) = visible.hidden.summary() {
        out.note(summary);
    }
    paged(out, &visible.text);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::budget::Budget;
    use crate::kind::Kind;

    fn decoded(bytes: &[u8], charset: Option<&str>) -> (String, Vec<String>) {
        let budget = Budget::default();
        let mut out = Output::new(Kind::Text, &budget);
        let text = decode(bytes, charset, &mut out);
        (text, out.finish().notes)
    }

    #[test]
    fn declared_charsets_are_used() {
        assert_eq!(decoded(b"caf\xe9", Some("ISO-8859-1")).0, "café");
        assert_eq!(decoded(b"caf\xe9", Some("windows-1252")).0, "café");
        assert_eq!(decoded("café".as_bytes(), None).0, "café");
    }

    #[test]
    fn a_byte_order_mark_wins() {
        assert_eq!(decoded(b"\xff\xfeh\0i\0", Some("iso-8859-1")).0, "hi");
    }

    #[test]
    fn xml_and_html_name_their_own_charset() {
        let xml = b"<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a>\xe9</a>";
        assert_eq!(decoded(xml, None).0, "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a>é</a>");
        let html = b"<html><head><meta charset='windows-1252'></head><p>\x80</p>";
        assert!(decoded(html, None).0.contains('€'));
    }

    #[test]
    fn invalid_utf8_is_replaced_and_said() {
        let (text, notes) = decoded(b"a\xffb", None);
        assert_eq!(text, "a\u{FFFD}b");
        assert!(notes[0].contains("not valid UTF-8"));
        let (_, notes) = decoded(b"a", Some("no-such-charset"));
        assert!(notes[0].contains("unknown"));
    }
}
