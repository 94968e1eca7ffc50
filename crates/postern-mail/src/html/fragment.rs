//! The words of a fragment of HTML on one line: what the link scorer reads around a link (its
//! anchor's text, the words before it), cut out of the raw HTML at any byte, even inside a tag.
//! Hand-written and tolerant of cut markup: tags removed, character references decoded, the
//! content of styles, scripts and comments left out. Linear in its input; never panics.

use super::Writer;

/// Named character references common in mail, and what they stand for.
const ENTITIES: &[(&str, &str)] = &[
    ("nbsp", " "),
    ("amp", "&"),
    ("lt", "<"),
    ("gt", ">"),
    ("quot", "\""),
    ("apos", "'"),
    ("rsquo", "’"),
    ("lsquo", "‘"),
    ("rdquo", "”"),
    ("ldquo", "“"),
    ("laquo", "«"),
    ("raquo", "»"),
    ("zwnj", ""),
    ("zwj", ""),
    ("shy", ""),
    ("middot", "·"),
    ("bull", "•"),
    ("ndash", "–"),
    ("mdash", "—"),
    ("hellip", "…"),
    ("copy", "©"),
    ("reg", "®"),
    ("trade", "™"),
    ("euro", "€"),
    ("pound", "£"),
    ("times", "×"),
    ("eacute", "é"),
    ("egrave", "è"),
    ("ecirc", "ê"),
    ("euml", "ë"),
    ("aacute", "á"),
    ("agrave", "à"),
    ("acirc", "â"),
    ("atilde", "ã"),
    ("auml", "ä"),
    ("aring", "å"),
    ("aelig", "æ"),
    ("iacute", "í"),
    ("igrave", "ì"),
    ("icirc", "î"),
    ("iuml", "ï"),
    ("oacute", "ó"),
    ("ograve", "ò"),
    ("ocirc", "ô"),
    ("otilde", "õ"),
    ("ouml", "ö"),
    ("oslash", "ø"),
    ("uacute", "ú"),
    ("ugrave", "ù"),
    ("ucirc", "û"),
    ("uuml", "ü"),
    ("yacute", "ý"),
    ("ccedil", "ç"),
    ("ntilde", "ñ"),
    ("szlig", "ß"),
    ("Eacute", "É"),
    ("Egrave", "È"),
    ("Aacute", "Á"),
    ("Agrave", "À"),
    ("Auml", "Ä"),
    ("Ouml", "Ö"),
    ("Uuml", "Ü"),
    ("Ccedil", "Ç"),
    ("Ntilde", "Ñ"),
    ("iquest", "¿"),
    ("iexcl", "¡"),
    ("ordm", "º"),
    ("ordf", "ª"),
    ("deg", "°"),
];

/// The text of an HTML fragment on one line. A fragment that starts inside a tag starts after
/// it.
pub(crate) fn line(fragment: &str) -> String {
    let fragment = match (fragment.find('>'), fragment.find('<')) {
        (Some(close), Some(open)) if close < open => &fragment[close + 1..],
        (Some(close), None) => &fragment[close + 1..],
        _ => fragment,
    };
    convert(fragment)
}

fn convert(html: &str) -> String {
    let mut w = Writer::new(false, html.len());
    let mut rest = html;
    while let Some(i) = rest.find(['<', '&']) {
        w.push_words(&rest[..i]);
        rest = &rest[i..];
        if rest.starts_with('&') {
            rest = reference(rest, &mut w);
            continue;
        }
        if let Some(comment) = rest.strip_prefix("<!--") {
            rest = comment.find("-->").map_or("", |end| &comment[end + 3..]);
            continue;
        }
        let Some(end) = rest.find('>') else {
            // An unclosed `<` is text.
            w.push_words(rest);
            rest = "";
            break;
        };
        let tag = &rest[1..end];
        rest = &rest[end + 1..];
        let closing = tag.starts_with('/');
        let name_len = tag.trim_start_matches('/').bytes().take_while(u8::is_ascii_alphanumeric).count();
        let name = &tag.trim_start_matches('/')[..name_len];
        match kind(name) {
            Kind::Separates => w.space(),
            Kind::Skipped if !closing && !tag.ends_with('/') => rest = after_closing(rest, name),
            _ => {}
        }
    }
    w.push_words(rest);
    w.finish()
}

/// What a tag does to the words around it on a line.
enum Kind {
    /// A block or a cell: its start and end separate words.
    Separates,
    /// An element whose content is not text.
    Skipped,
    Other,
}

fn kind(name: &str) -> Kind {
    let mut lower = [0u8; 10];
    if name.is_empty() || name.len() > lower.len() {
        return Kind::Other;
    }
    for (l, b) in lower.iter_mut().zip(name.bytes()) {
        *l = b.to_ascii_lowercase();
    }
    match &lower[..name.len()] {
        b"address" | b"article" | b"aside" | b"blockquote" | b"br" | b"center" | b"dd" | b"div" | b"dl" | b"dt"
        | b"fieldset" | b"footer" | b"form" | b"h1" | b"h2" | b"h3" | b"h4" | b"h5" | b"h6" | b"header" | b"hr"
        | b"li" | b"main" | b"nav" | b"ol" | b"p" | b"pre" | b"section" | b"table" | b"tbody" | b"tfoot" | b"thead"
        | b"tr" | b"ul" | b"td" | b"th" => Kind::Separates,
        b"head" | b"style" | b"script" | b"template" | b"title" => Kind::Skipped,
        _ => Kind::Other,
    }
}

/// What follows `</name…>` in `html` (any case), or nothing when it is not closed.
fn after_closing<'a>(html: &'a str, name: &str) -> &'a str {
    let mut rest = html;
    while let Some(i) = rest.find("</") {
        let after = &rest[i + 2..];
        if after.get(..name.len()).is_some_and(|n| n.eq_ignore_ascii_case(name)) {
            return after.find('>').map_or("", |end| &after[end + 1..]);
        }
        rest = after;
    }
    ""
}

/// Writes the character reference at the start of `html` (`&name;`, `&#NNN;`, `&#xHH;`, at most
/// 10 bytes long), or a plain `&` when it is none, and returns what follows.
fn reference<'a>(html: &'a str, w: &mut Writer) -> &'a str {
    let end = html.as_bytes().iter().take(10).position(|&b| b == b';');
    let decoded = end.and_then(|end| {
        let name = &html[1..end];
        let c = if let Some(hex) = name.strip_prefix("#x").or_else(|| name.strip_prefix("#X")) {
            u32::from_str_radix(hex, 16).ok().and_then(char::from_u32)
        } else if let Some(dec) = name.strip_prefix('#') {
            dec.parse::<u32>().ok().and_then(char::from_u32)
        } else {
            return ENTITIES.iter().find(|(n, _)| *n == name).map(|(_, v)| (end, Decoded::Str(v)));
        };
        c.map(|c| (end, Decoded::Char(c)))
    });
    match decoded {
        Some((end, d)) => {
            let mut buf = [0; 4];
            w.push_words(match d {
                Decoded::Str(s) => s,
                Decoded::Char(c) => c.encode_utf8(&mut buf),
            });
            &html[end + 1..]
        }
        None => {
            w.push_words("&");
            &html[1..]
        }
    }
}

/// What a character reference stands for.
enum Decoded {
    Str(&'static str),
    Char(char),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn references_are_decoded() {
        assert_eq!(
            line("<b>Best&auml;tigen</b>&nbsp;&#351;ifre &#x4e2d; &bogus; a&b"),
            "Bestätigen şifre 中 &bogus; a&b"
        );
        assert_eq!(line("&uuml;ber&#xFFFFFFFF;"), "über&#xFFFFFFFF;");
    }

    proptest::proptest! {
        /// Any input, however broken (cut tags and references, unclosed comments and styles,
        /// text outside any alphabet), converts without panicking into no more text than it
        /// holds.
        #[test]
        fn any_input_converts(html in "([<>&#;/!=\"' a-zA-Z0-9\n-]|<style>|</style|<!--|-->|<br>|&amp;|&#x[0-9a-f]{1,8};|é|中){0,200}") {
            proptest::prop_assert!(line(&html).len() <= html.len());
        }
    }

    #[test]
    fn fragments_start_after_a_cut_tag() {
        assert_eq!(line("x=\"1\">Hello <i>there</i>\n\n  you"), "Hello there you");
        assert_eq!(line("a < b and <unclosed"), "a < b and <unclosed");
    }
}
