//! Hostile bytes: thousands of damaged variants of real files of every kind, and arbitrary bytes
//! behind each kind's magic, never make `read` panic, overrun its budget or take long.

mod samples;

use std::panic::{AssertUnwindSafe, catch_unwind, resume_unwind};
use std::time::{Duration, Instant};

use image::ImageFormat;
use postern_content::{Budget, Content, Part, read};
use proptest::prelude::*;
use samples::{Pdf, docx, invoice, jpeg, odt, op, picture, raw_page, text_at, xlsx, zip};

const DOCX: &str = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const XLSX: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const ODT: &str = "application/vnd.oasis.opendocument.text";

fn budget() -> Budget {
    Budget { max_chars: 5_000, max_output_bytes: 512 * 1024, max_image_pixels: 200_000, ..Budget::default() }
}

/// What every answer keeps to, whatever the input.
fn within(content: &Content, budget: &Budget) {
    let mut chars = 0;
    let mut bytes = 0;
    for part in &content.parts {
        match part {
            Part::Text { text, .. } => {
                chars += text.chars().count();
                bytes += text.len();
                assert!(!text.chars().any(|c| c.is_control() && c != '\n' && c != '\t'), "a control character");
            }
            Part::Image { mime, data, width, height, .. } => {
                bytes += data.len();
                assert!(u64::from(*width) * u64::from(*height) <= u64::from(budget.max_image_pixels));
                assert!(*mime == "image/png" || *mime == "image/jpeg");
            }
        }
    }
    assert!(chars <= budget.max_chars, "{chars} characters");
    assert!(bytes <= budget.max_output_bytes, "{bytes} bytes");
}

/// A small deterministic generator (xorshift), so that a failure can be found again.
struct Dice(u64);

impl Dice {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Pieces that make damage interesting to a parser rather than merely fatal.
const TOKENS: &[&[u8]] = &[
    b"[",
    b"]",
    b"<<",
    b">>",
    b"(",
    b")",
    b" 0 R",
    b"/Type /ObjStm",
    b" stream\n",
    b"endstream",
    b"99999999999",
    b"-1",
    b"<w:p>",
    b"</w:t>",
    b"<c r=\"XFD9\" t=\"s\"><v>99</v></c>",
    b"&#0;",
    b"&amp",
    b"\xff\xfe",
    b"\0",
    b"BT",
    b"Tj",
    b"/Filter /FlateDecode",
    b"Do",
    b"cm",
    b"Q",
    b"q",
];

fn mutate(seed: &[u8], dice: &mut Dice) -> Vec<u8> {
    let mut bytes = seed.to_vec();
    for _ in 0..1 + dice.below(6) {
        if bytes.is_empty() {
            break;
        }
        let at = dice.below(bytes.len());
        match dice.below(6) {
            0 => bytes[at] = dice.next() as u8,
            1 => bytes.truncate(at.max(1)),
            2 => {
                let token = TOKENS[dice.below(TOKENS.len())];
                bytes.splice(at..at, token.iter().copied());
            }
            3 => {
                let end = (at + 1 + dice.below(64)).min(bytes.len());
                bytes.drain(at..end);
            }
            4 => {
                let end = (at + 1 + dice.below(256)).min(bytes.len());
                let chunk = bytes[at..end].to_vec();
                bytes.splice(at..at, chunk);
            }
            _ => {
                for b in bytes.iter_mut().skip(at).take(8) {
                    *b = b'9';
                }
            }
        }
    }
    bytes
}

/// Reads every mutant of `seed`, remade by `make` (which zips office parts again, so that the
/// damage reaches the XML rather than the archive's checksums).
fn survive(name: &str, seed: &[u8], count: usize, content_type: &str, make: impl Fn(Vec<u8>) -> Vec<u8>) {
    let checked = name.starts_with("whole") || name.starts_with("image/");
    endure(name, seed, count, content_type, make, !checked);
}

/// [`survive`], asking that some mutants are read at all unless the format carries checksums
/// (ZIP archives, PNG) or compressed data without slack (GIF, WebP, JPEG), where nearly every
/// mutant stops at the door.
fn endure(name: &str, seed: &[u8], count: usize, content_type: &str, make: impl Fn(Vec<u8>) -> Vec<u8>, some: bool) {
    let budget = budget();
    let mut dice = Dice(0x9E37_79B9_7F4A_7C15 ^ name.len() as u64);
    let mut read_something = 0;
    for i in 0..count {
        let bytes = make(mutate(seed, &mut dice));
        let started = Instant::now();
        let result = catch_unwind(AssertUnwindSafe(|| read(&bytes, content_type, name, &budget)));
        let content = match result {
            Ok(content) => content,
            Err(panic) => {
                let path = std::env::temp_dir().join(format!("postern-content-{name}-{i}"));
                let _ = std::fs::write(&path, &bytes);
                eprintln!("{name}: mutant {i} panicked; its bytes are in {}", path.display());
                resume_unwind(panic);
            }
        };
        within(&content, &budget);
        assert!(started.elapsed() < Duration::from_secs(5), "{name}: mutant {i} took {:?}", started.elapsed());
        read_something += usize::from(!content.parts.is_empty());
    }
    // Damage that stops every reader at the door would test nothing.
    assert!(!some || read_something > count / 20, "{name}: {read_something} of {count} mutants were read at all");
    eprintln!("{name}: {read_something} of {count} mutants gave content");
}

fn as_is(bytes: Vec<u8>) -> Vec<u8> {
    bytes
}

#[test]
fn damaged_pdfs_never_panic() {
    survive("invoice.pdf", &invoice(), 600, "application/pdf", as_is);
    survive("hand.pdf", &raw_page("Amount due: 1.00", Vec::new()), 600, "application/pdf", as_is);
    let mut pdf = Pdf::new();
    let picture = pdf.image(64, 48, "DeviceRGB", Some("DCTDecode"), jpeg(64, 48));
    let gray = pdf.image(32, 32, "DeviceGray", None, vec![128; 32 * 32]);
    let ops = |name: &str| {
        vec![
            op("q", vec![]),
            op("cm", vec![595.into(), 0.into(), 0.into(), 842.into(), 0.into(), 0.into()]),
            op("Do", vec![name.into()]),
            op("Q", vec![]),
        ]
    };
    pdf.page_with(ops("Im0"), vec![("Im0", picture)]);
    pdf.page_with(ops("Im1"), vec![("Im1", gray)]);
    let form = pdf.form(text_at(10, 10, 12, "in a form"));
    pdf.page_with(vec![op("Do", vec!["Fm0".into()])], vec![("Fm0", form)]);
    survive("scans.pdf", &pdf.finish(), 600, "application/pdf", as_is);
}

#[test]
fn damaged_office_parts_never_panic() {
    let body = "<w:p><w:r><w:rPr><w:vanish/></w:rPr><w:t>a</w:t></w:r></w:p><w:tbl><w:tr><w:tc><w:p><w:r><w:t>b</w:t><w:tab/></w:r></w:p></w:tc></w:tr></w:tbl>";
    let part = format!("<w:document xmlns:w=\"w\"><w:body>{body}</w:body></w:document>");
    survive("part.docx", part.as_bytes(), 500, DOCX, |xml| zip(&[("word/document.xml", &xml)]));
    let content = "<office:document-content><office:body><office:text><text:p>a<text:s text:c=\"99999999999\"/>b</text:p><table:table-row><table:table-cell><text:p>c</text:p></table:table-cell></table:table-row></office:text></office:body></office:document-content>";
    survive("part.odt", content.as_bytes(), 500, ODT, |xml| {
        zip(&[("mimetype", b"application/vnd.oasis.opendocument.text"), ("content.xml", &xml)])
    });
    let sheet = r#"<cols><col min="1" max="99999999999" hidden="1"/></cols><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" s="1"><v>46387.25</v></c></row></sheetData>"#;
    let book = xlsx(&[("S", "visible", sheet)], &["one"], &[0, 164]);
    survive("book.xlsx", sheet.as_bytes(), 300, XLSX, |xml| {
        let text = String::from_utf8_lossy(&xml).into_owned();
        xlsx(&[("S", "visible", &text)], &["one"], &[0, 164])
    });
    survive("whole.xlsx", &book, 200, XLSX, as_is);
    survive("whole.docx", &docx(body), 200, DOCX, as_is);
    survive("whole.odt", &odt("<text:p>x</text:p>"), 200, ODT, as_is);
}

#[test]
fn damaged_pictures_never_panic() {
    for (format, mime) in
        [(ImageFormat::Png, "image/png"), (ImageFormat::Gif, "image/gif"), (ImageFormat::WebP, "image/webp")]
    {
        survive(mime, &picture(48, 32, format), 300, mime, as_is);
    }
    survive("image/jpeg", &jpeg(48, 32), 300, "image/jpeg", as_is);
}

#[test]
fn damaged_text_never_panics() {
    let html = b"<html><body><div style=\"display:none\">x</div><p>Amount &euro; 12</p><table><tr><td>a</td></tr></table></body></html>";
    survive("page.html", html, 500, "text/html; charset=windows-1252", as_is);
    survive("data.csv", b"a,b\r\n\"1,2\",3\r\n", 300, "text/csv; charset=utf-16", as_is);
}

fn kinds() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "application/pdf",
        DOCX,
        XLSX,
        ODT,
        "image/png",
        "image/jpeg",
        "image/gif",
        "image/webp",
        "text/plain; charset=shift_jis",
        "text/html",
        "application/octet-stream",
        "",
    ])
}

fn magic() -> impl Strategy<Value = &'static [u8]> {
    prop::sample::select(vec![
        &b""[..],
        b"%PDF-1.7\n",
        b"PK\x03\x04",
        b"\x89PNG\r\n\x1a\n",
        b"\xff\xd8\xff",
        b"GIF89a",
        b"RIFF\0\0\0\0WEBPVP8 ",
    ])
}

proptest! {
    #[test]
    fn arbitrary_bytes_never_panic(
        head in magic(),
        tail in prop::collection::vec(any::<u8>(), 0..2048),
        content_type in kinds(),
        first_page in 0u32..4,
        pages in 0u32..4,
    ) {
        let mut bytes = head.to_vec();
        bytes.extend_from_slice(&tail);
        let budget = Budget { first_page, pages, ..budget() };
        let content = read(&bytes, content_type, "file", &budget);
        within(&content, &budget);
    }
}

#[test]
fn deep_nesting_and_recursion_stay_bounded() {
    let deep = format!("{}0{}", "[".repeat(5_000), "]".repeat(5_000));
    let nested_object = deep.clone().into_bytes();
    // A form that draws itself three times, and a page whose content nests arrays and states.
    let form = samples::raw_stream(
        "/Type /XObject /Subtype /Form /BBox [0 0 10 10] /Resources << /XObject << /Fm0 7 0 R >> /Font << /F1 5 0 R >> >>",
        b"/Fm0 Do /Fm0 Do /Fm0 Do BT /F1 12 Tf 72 700 Td (loop) Tj ET",
    );
    let content = format!("{} BT /F1 12 Tf 72 600 Td (deep) Tj ET /Fm0 Do", "q ".repeat(10_000));
    let bytes = samples::raw_pdf(&[
        b"<< /Type /Catalog /Pages 2 0 R >>".to_vec(),
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 595 842] >>".to_vec(),
        b"<< /Type /Page /Parent 2 0 R /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> /XObject << /Fm0 7 0 R >> >> >>".to_vec(),
        samples::raw_stream("", content.as_bytes()),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>".to_vec(),
        nested_object,
        form,
    ]);
    let started = Instant::now();
    let content = read(&bytes, "application/pdf", "deep.pdf", &budget());
    within(&content, &budget());
    assert!(started.elapsed() < Duration::from_secs(10), "{:?}", started.elapsed());
    // The form is followed 8 levels deep: 3 + 9 + … + 3^8 times "loop".
    let text = samples::text_of(&content);
    assert!(text.starts_with("deep\n\nloop loop"), "{text:.80} {:?}", content.notes);
    let unbalanced =
        samples::raw_page(&format!("{}x{}", "(".repeat(10_000), "[".repeat(10_000)), vec![deep.into_bytes()]);
    within(&read(&unbalanced, "application/pdf", "open.pdf", &budget()), &budget());
    let xml =
        format!("<w:document><w:body>{}x{}</w:body></w:document>", "<w:p>".repeat(50_000), "</w:p>".repeat(50_000));
    let content = read(&zip(&[("word/document.xml", xml.as_bytes())]), DOCX, "deep.docx", &budget());
    within(&content, &budget());
}
