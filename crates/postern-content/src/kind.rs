//! What a file is: from its declared content type and the magic bytes it starts with, never from
//! its name alone. A sender can declare anything, so bytes that say PDF, PNG, JPEG, GIF, WebP or
//! ZIP win over the declared type; the name only helps to read an undeclared file as text when its
//! bytes look like text.

use std::fmt;

/// The kinds of file that are read, and the rest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Text: `text/*`, JSON, XML, CSV, calendars, YAML, decoded by their charset.
    Text,
    /// HTML, read as the text a person sees.
    Html,
    /// PDF, as text page by page, and a scanned page as its picture.
    Pdf,
    /// Word documents (Office Open XML).
    Docx,
    /// Excel workbooks (Office Open XML).
    Xlsx,
    /// OpenDocument text.
    Odt,
    /// PNG, JPEG, GIF and WebP pictures.
    Image,
    /// Anything else: named in a note, not read.
    Unsupported,
}

impl Kind {
    /// The kind's name in lower case (`"pdf"`, `"unsupported"`).
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Text => "text",
            Kind::Html => "html",
            Kind::Pdf => "pdf",
            Kind::Docx => "docx",
            Kind::Xlsx => "xlsx",
            Kind::Odt => "odt",
            Kind::Image => "image",
            Kind::Unsupported => "unsupported",
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The picture formats that are decoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Picture {
    Png,
    Jpeg,
    Gif,
    WebP,
}

/// A content type as declared: its lower-case `type/subtype` and its `charset` parameter.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct MediaType {
    pub essence: String,
    pub charset: Option<String>,
}

impl MediaType {
    /// Parses `type/subtype; charset="x"; …`; anything unreadable gives an empty essence.
    pub fn parse(declared: &str) -> MediaType {
        let mut parts = declared.split(';');
        let essence = parts.next().unwrap_or_default().trim().to_ascii_lowercase();
        let essence =
            if essence.contains('/') && !essence.contains(char::is_whitespace) { essence } else { String::new() };
        let charset = parts.find_map(|p| {
            let (name, value) = p.split_once('=')?;
            name.trim().eq_ignore_ascii_case("charset").then(|| value.trim().trim_matches('"').trim().to_string())
        });
        MediaType { essence, charset: charset.filter(|c| !c.is_empty()) }
    }
}

/// What a file was found to be.
#[derive(Clone, Debug)]
pub(crate) struct Detected {
    pub kind: Kind,
    pub picture: Option<Picture>,
    pub media: MediaType,
    /// Said when the bytes contradict the declared type.
    pub note: Option<String>,
}

/// How many bytes of the start of a file the sniffing looks at for text and PDF headers.
const SNIFF: usize = 1024;

/// What the magic bytes at the start of a file say it is.
fn magic(bytes: &[u8]) -> Option<(Kind, Option<Picture>, &'static str)> {
    let head = &bytes[..bytes.len().min(SNIFF)];
    if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        return Some((Kind::Image, Some(Picture::Png), "a PNG image"));
    }
    if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        return Some((Kind::Image, Some(Picture::Jpeg), "a JPEG image"));
    }
    if bytes.starts_with(b"GIF87a") || bytes.starts_with(b"GIF89a") {
        return Some((Kind::Image, Some(Picture::Gif), "a GIF image"));
    }
    if bytes.len() >= 12 && bytes.starts_with(b"RIFF") && &bytes[8..12] == b"WEBP" {
        return Some((Kind::Image, Some(Picture::WebP), "a WebP image"));
    }
    // Readers accept the header anywhere in the first kilobyte (ISO 32000-1, annex H.3).
    if find(head, b"%PDF-").is_some() {
        return Some((Kind::Pdf, None, "a PDF document"));
    }
    if bytes.starts_with(b"PK\x03\x04") {
        return Some(zipped(bytes));
    }
    None
}

/// Which office format a ZIP archive is, from the names its first entries carry (the local
/// headers at the start; the archive itself is opened only by `office`).
fn zipped(bytes: &[u8]) -> (Kind, Option<Picture>, &'static str) {
    let head = &bytes[..bytes.len().min(64 * 1024)];
    // ODF puts an uncompressed `mimetype` entry first (ODF 1.2, part 3, 3.3).
    if find(&head[..head.len().min(200)], b"mimetypeapplication/vnd.oasis.opendocument.text").is_some() {
        return (Kind::Odt, None, "an OpenDocument text");
    }
    if find(head, b"word/").is_some() {
        return (Kind::Docx, None, "a Word document");
    }
    if find(head, b"xl/").is_some() {
        return (Kind::Xlsx, None, "an Excel workbook");
    }
    (Kind::Unsupported, None, "a ZIP archive")
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// The kind a declared content type names.
fn declared_kind(essence: &str) -> Option<Kind> {
    let (top, sub) = essence.split_once('/')?;
    Some(match (top, sub) {
        ("text", "html") | ("application", "xhtml+xml") => Kind::Html,
        ("application", "pdf" | "x-pdf") => Kind::Pdf,
        ("application", "vnd.openxmlformats-officedocument.wordprocessingml.document") => Kind::Docx,
        ("application", "vnd.openxmlformats-officedocument.spreadsheetml.sheet") => Kind::Xlsx,
        ("application", "vnd.oasis.opendocument.text") => Kind::Odt,
        ("image", "png" | "jpeg" | "jpg" | "pjpeg" | "gif" | "webp") => Kind::Image,
        ("text", _) => Kind::Text,
        (
            "application",
            "json" | "xml" | "csv" | "ics" | "yaml" | "x-yaml" | "toml" | "x-ndjson" | "javascript" | "ecmascript"
            | "x-sh" | "sql",
        ) => Kind::Text,
        (_, sub) if sub.ends_with("+json") || sub.ends_with("+xml") || sub.ends_with("+yaml") => Kind::Text,
        _ => return None,
    })
}

/// Names whose files are text, for files declared as `application/octet-stream` (or not at all)
/// whose bytes look like text.
const TEXT_NAMES: &[&str] = &[
    "txt", "text", "csv", "tsv", "json", "xml", "ics", "ical", "vcf", "yaml", "yml", "md", "log", "toml", "ini", "eml",
];

/// Whether the bytes could be text: no NUL, and few other control characters (one in twenty), in
/// the first 8 KiB (UTF-16 with a byte-order mark counts).
pub(crate) fn looks_like_text(bytes: &[u8]) -> bool {
    if bytes.starts_with(&[0xFF, 0xFE]) || bytes.starts_with(&[0xFE, 0xFF]) {
        return true;
    }
    let head = &bytes[..bytes.len().min(8 * 1024)];
    let controls = head.iter().filter(|&&b| b < 0x20 && !matches!(b, b'\n' | b'\r' | b'\t' | 0x0C | 0x1B)).count();
    !head.contains(&0) && controls <= 1 + head.len() / 20
}

/// Whether a declared charset is UTF-16, whose text has NUL bytes.
fn utf16(charset: Option<&str>) -> bool {
    charset.is_some_and(|c| c.to_ascii_lowercase().starts_with("utf-16"))
}

/// What `bytes` are, declared as `content_type` and named `filename`.
pub(crate) fn detect(bytes: &[u8], content_type: &str, filename: &str) -> Detected {
    let media = MediaType::parse(content_type);
    let declared = declared_kind(&media.essence);
    if let Some((kind, picture, what)) = magic(bytes) {
        // An archive whose first entries do not tell its format: the declared office format is
        // checked when the archive is opened.
        if let (Kind::Unsupported, Some(office @ (Kind::Docx | Kind::Xlsx | Kind::Odt))) = (kind, declared) {
            return Detected { kind: office, picture: None, media, note: None };
        }
        let note = match declared {
            Some(d) if d != kind => Some(format!("declared as {}, but its content is {what}", media.essence)),
            _ => None,
        };
        return Detected { kind, picture, media, note };
    }
    let extension = filename.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase()).unwrap_or_default();
    let kind = match declared {
        Some(Kind::Text | Kind::Html) if !looks_like_text(bytes) && !utf16(media.charset.as_deref()) => {
            let note = format!("declared as {}, but its content is binary data", media.essence);
            return Detected { kind: Kind::Unsupported, picture: None, media, note: Some(note) };
        }
        // A declared picture or PDF without its magic bytes is broken: its reader says so.
        Some(kind) => kind,
        None if TEXT_NAMES.contains(&extension.as_str()) && looks_like_text(bytes) => Kind::Text,
        None if matches!(extension.as_str(), "html" | "htm") && looks_like_text(bytes) => Kind::Html,
        None => Kind::Unsupported,
    };
    let picture = match media.essence.as_str() {
        "image/png" => Some(Picture::Png),
        "image/jpeg" | "image/jpg" | "image/pjpeg" => Some(Picture::Jpeg),
        "image/gif" => Some(Picture::Gif),
        "image/webp" => Some(Picture::WebP),
        _ => None,
    };
    Detected { kind, picture: picture.filter(|_| kind == Kind::Image), media, note: None }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn media_types_parse_with_their_charset() {
        let m = MediaType::parse("Text/Plain; format=flowed; Charset=\"ISO-8859-1\"");
        assert_eq!(m.essence, "text/plain");
        assert_eq!(m.charset.as_deref(), Some("ISO-8859-1"));
        assert_eq!(MediaType::parse("garbage").essence, "");
        assert_eq!(MediaType::parse("").charset, None);
    }

    #[test]
    fn bytes_win_over_the_declared_type_and_the_name() {
        let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
        let d = detect(png, "application/pdf", "invoice.pdf");
        assert_eq!(d.kind, Kind::Image);
        assert_eq!(d.picture, Some(Picture::Png));
        assert!(d.note.unwrap().contains("PNG"));
        let d = detect(b"%PDF-1.7\n", "application/octet-stream", "scan.bin");
        assert_eq!(d.kind, Kind::Pdf);
        assert!(d.note.is_none());
    }

    #[test]
    fn a_name_alone_never_makes_a_pdf() {
        assert_eq!(detect(b"hello", "application/octet-stream", "invoice.pdf").kind, Kind::Unsupported);
        assert_eq!(detect(b"a,b\n1,2\n", "application/octet-stream", "data.csv").kind, Kind::Text);
        assert_eq!(detect(b"\0\x01\x02", "application/octet-stream", "data.csv").kind, Kind::Unsupported);
        assert_eq!(detect(b"\0\x01\x02garbage", "text/plain", "a.txt").kind, Kind::Unsupported);
    }

    #[test]
    fn declared_text_types() {
        for t in [
            "text/csv",
            "text/calendar",
            "application/json",
            "application/ld+json",
            "image/svg+xml",
            "application/yaml",
        ] {
            assert_eq!(detect(b"x", t, "").kind, Kind::Text, "{t}");
        }
        assert_eq!(detect(b"<p>x</p>", "text/html; charset=utf-8", "").kind, Kind::Html);
        assert_eq!(detect(b"x", "application/zip", "").kind, Kind::Unsupported);
    }

    #[test]
    fn an_archive_is_the_office_file_it_is_declared_as() {
        let odt = "application/vnd.oasis.opendocument.text";
        assert_eq!(detect(b"PK\x03\x04other", odt, "a.odt").kind, Kind::Odt);
        assert_eq!(detect(b"PK\x03\x04other", "application/zip", "a.odt").kind, Kind::Unsupported);
        assert_eq!(detect(b"PK\x03\x04..word/document.xml", "application/zip", "a.zip").kind, Kind::Docx);
    }
}
