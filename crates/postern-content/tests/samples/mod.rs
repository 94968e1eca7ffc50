//! Real files made for the tests: PDFs (lopdf's document builder), office documents (ZIP archives
//! with the minimal parts), pictures (the image crate's encoders). Nothing is downloaded.
#![allow(dead_code)]

use std::io::{Cursor, Write};

use image::codecs::jpeg::JpegEncoder;
use image::{ImageFormat, Rgb, RgbImage};
use lopdf::content::{Content, Operation};
use lopdf::{Document, Object, ObjectId, Stream, dictionary};
use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, ZipWriter};

/// A page of PDF content: operators and their operands.
pub type Ops = Vec<Operation>;

pub fn op(operator: &str, operands: Vec<Object>) -> Operation {
    Operation::new(operator, operands)
}

/// Text drawn at `x`, `y` in Helvetica of `size`, as its own text object.
pub fn text_at(x: i64, y: i64, size: i64, text: &str) -> Ops {
    vec![
        op("BT", vec![]),
        op("Tf", vec!["F1".into(), size.into()]),
        op("Td", vec![x.into(), y.into()]),
        op("Tj", vec![Object::string_literal(text)]),
        op("ET", vec![]),
    ]
}

/// A PDF document being built: pages of A4 sharing Helvetica (`/F1`).
pub struct Pdf {
    pub doc: Document,
    pages_id: ObjectId,
    font_id: ObjectId,
    pages: Vec<Object>,
}

impl Pdf {
    pub fn new() -> Pdf {
        let mut doc = Document::with_version("1.5");
        let pages_id = doc.new_object_id();
        let font_id = doc.add_object(dictionary! {
            "Type" => "Font", "Subtype" => "Type1", "BaseFont" => "Helvetica", "Encoding" => "WinAnsiEncoding",
        });
        Pdf { doc, pages_id, font_id, pages: Vec::new() }
    }

    /// Adds a page drawn by `ops`, with images (`/Im0`, `/Im1`…) and forms (`/Fm0`…) it may draw.
    pub fn page_with(&mut self, ops: Ops, xobjects: Vec<(&str, ObjectId)>) -> ObjectId {
        let content = Content { operations: ops }.encode().expect("content encodes");
        let content_id = self.doc.add_object(Stream::new(dictionary! {}, content));
        let mut xobject = lopdf::Dictionary::new();
        for (name, id) in xobjects {
            xobject.set(name, id);
        }
        let page_id = self.doc.add_object(dictionary! {
            "Type" => "Page",
            "Parent" => self.pages_id,
            "Contents" => content_id,
            "Resources" => dictionary! { "Font" => dictionary! { "F1" => self.font_id }, "XObject" => xobject },
        });
        self.pages.push(page_id.into());
        page_id
    }

    pub fn page(&mut self, ops: Ops) -> ObjectId {
        self.page_with(ops, Vec::new())
    }

    /// An image XObject of `width`×`height` with these samples, filter and colour space.
    pub fn image(
        &mut self,
        width: u32,
        height: u32,
        color_space: &str,
        filter: Option<&str>,
        data: Vec<u8>,
    ) -> ObjectId {
        let mut dict = dictionary! {
            "Type" => "XObject", "Subtype" => "Image", "Width" => width as i64, "Height" => height as i64,
            "ColorSpace" => color_space, "BitsPerComponent" => 8,
        };
        if let Some(filter) = filter {
            dict.set("Filter", filter);
        }
        let mut stream = Stream::new(dict, data);
        if filter.is_none() {
            stream.compress().expect("compresses");
        }
        self.doc.add_object(stream)
    }

    /// A form XObject drawn by `ops`, using the page's Helvetica.
    pub fn form(&mut self, ops: Ops) -> ObjectId {
        let content = Content { operations: ops }.encode().expect("content encodes");
        self.doc.add_object(Stream::new(
            dictionary! {
                "Type" => "XObject", "Subtype" => "Form", "BBox" => vec![0.into(), 0.into(), 595.into(), 842.into()],
                "Resources" => dictionary! { "Font" => dictionary! { "F1" => self.font_id } },
            },
            content,
        ))
    }

    /// The document's bytes, its streams compressed.
    pub fn finish(mut self) -> Vec<u8> {
        self.seal();
        let mut bytes = Vec::new();
        self.doc.save_to(&mut bytes).expect("saves");
        bytes
    }

    /// The page tree and catalog, in place.
    pub fn seal(&mut self) {
        let count = self.pages.len() as i64;
        let pages = dictionary! {
            "Type" => "Pages", "Kids" => self.pages.clone(), "Count" => count,
            "MediaBox" => vec![0.into(), 0.into(), 595.into(), 842.into()],
        };
        self.doc.objects.insert(self.pages_id, Object::Dictionary(pages));
        let catalog_id = self.doc.add_object(dictionary! { "Type" => "Catalog", "Pages" => self.pages_id });
        self.doc.trailer.set("Root", catalog_id);
        self.doc.compress();
    }
}

/// A one-page invoice: its amount and due date each beside their label, as invoicing programs lay
/// them out (one text object per piece, placed by coordinates).
pub fn invoice() -> Vec<u8> {
    let mut pdf = Pdf::new();
    let mut ops = Vec::new();
    ops.extend(text_at(72, 760, 20, "INVOICE INV-2026-0042"));
    ops.extend(text_at(72, 730, 11, "Acme Supplies Ltd, 12 Harbour Road, Bristol"));
    ops.extend(text_at(72, 690, 11, "Toner cartridge"));
    ops.extend(text_at(400, 690, 11, "EUR 1,205.50"));
    ops.extend(text_at(72, 675, 11, "Paper, A4"));
    ops.extend(text_at(400, 675, 11, "EUR 45.00"));
    // The totals in one text object, moved with Td and T*, as lopdf's own extractor reads poorly.
    ops.extend([
        op("BT", vec![]),
        op("Tf", vec!["F1".into(), 12.into()]),
        op("TL", vec![16.into()]),
        op("Td", vec![72.into(), 640.into()]),
        op("Tj", vec![Object::string_literal("Amount due:")]),
        op("Td", vec![328.into(), 0.into()]),
        op("Tj", vec![Object::string_literal("EUR 1,250.50")]),
        op("Td", vec![(-328).into(), 0.into()]),
        op("T*", vec![]),
        op(
            "TJ",
            vec![Object::Array(vec![Object::string_literal("Due"), (-300).into(), Object::string_literal("date:")])],
        ),
        op("Td", vec![328.into(), 0.into()]),
        op("Tj", vec![Object::string_literal("31 December 2026")]),
        op("ET", vec![]),
    ]);
    pdf.page(ops);
    pdf.finish()
}

/// A JPEG photograph-like picture of `width`×`height`.
pub fn jpeg(width: u32, height: u32) -> Vec<u8> {
    let picture =
        RgbImage::from_fn(width, height, |x, y| Rgb([(x % 256) as u8, (y % 256) as u8, ((x + y) % 256) as u8]));
    let mut bytes = Vec::new();
    JpegEncoder::new_with_quality(&mut bytes, 80).encode_image(&picture).expect("encodes");
    bytes
}

/// A picture of `width`×`height` in `format` (PNG, GIF or WebP).
pub fn picture(width: u32, height: u32, format: ImageFormat) -> Vec<u8> {
    let picture = RgbImage::from_fn(width, height, |x, y| Rgb([(x / 8 % 2 * 255) as u8, (y % 256) as u8, 40]));
    let mut bytes = Cursor::new(Vec::new());
    picture.write_to(&mut bytes, format).expect("encodes");
    bytes.into_inner()
}

/// A ZIP archive of these entries, deflated unless named in `stored`.
pub fn zip(entries: &[(&str, &[u8])]) -> Vec<u8> {
    let mut writer = ZipWriter::new(Cursor::new(Vec::new()));
    for (name, data) in entries {
        let method = if *name == "mimetype" { CompressionMethod::Stored } else { CompressionMethod::Deflated };
        writer.start_file(*name, SimpleFileOptions::default().compression_method(method)).expect("starts");
        writer.write_all(data).expect("writes");
    }
    writer.finish().expect("finishes").into_inner()
}

const CONTENT_TYPES: &str = r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>"#;

/// A Word document whose body is `body` (the inside of `w:body`).
pub fn docx(body: &str) -> Vec<u8> {
    let document = format!(
        r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"><w:body>{body}</w:body></w:document>"#
    );
    zip(&[("[Content_Types].xml", CONTENT_TYPES.as_bytes()), ("word/document.xml", document.as_bytes())])
}

/// An OpenDocument text whose body is `body` (the inside of `office:text`).
pub fn odt(body: &str) -> Vec<u8> {
    let content = format!(
        r#"<?xml version="1.0" encoding="UTF-8"?>
<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" office:version="1.3"><office:body><office:text>{body}</office:text></office:body></office:document-content>"#
    );
    zip(&[
        ("mimetype", b"application/vnd.oasis.opendocument.text"),
        ("content.xml", content.as_bytes()),
        (
            "META-INF/manifest.xml",
            b"<manifest:manifest xmlns:manifest=\"urn:oasis:names:tc:opendocument:xmlns:manifest:1.0\"/>",
        ),
    ])
}

/// An Excel workbook with these sheets (name, state, the inside of `sheetData`), shared strings
/// and cell styles (`numFmtId`s of `cellXfs`).
pub fn xlsx(sheets: &[(&str, &str, &str)], strings: &[&str], styles: &[u32]) -> Vec<u8> {
    let mut workbook = String::from(
        r#"<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>"#,
    );
    let mut rels = String::from(
        r#"<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">"#,
    );
    let mut parts = Vec::new();
    for (i, (name, state, data)) in sheets.iter().enumerate() {
        let n = i + 1;
        workbook.push_str(&format!(r#"<sheet name="{name}" sheetId="{n}" state="{state}" r:id="rId{n}"/>"#));
        rels.push_str(&format!(r#"<Relationship Id="rId{n}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet{n}.xml"/>"#));
        parts.push((
            format!("xl/worksheets/sheet{n}.xml"),
            format!(r#"<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">{data}</worksheet>"#),
        ));
    }
    workbook.push_str("</sheets></workbook>");
    rels.push_str("</Relationships>");
    let shared: String = strings.iter().map(|s| format!("<si><t>{s}</t></si>")).collect();
    let shared = format!(
        r#"<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">{shared}</sst>"#
    );
    let xfs: String = styles.iter().map(|id| format!(r#"<xf numFmtId="{id}"/>"#)).collect();
    let styles = format!(
        r#"<?xml version="1.0"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/><numFmt numFmtId="165" formatCode=";;;"/></numFmts><cellXfs>{xfs}</cellXfs></styleSheet>"#
    );
    let mut entries: Vec<(&str, &[u8])> = vec![
        ("[Content_Types].xml", CONTENT_TYPES.as_bytes()),
        ("xl/workbook.xml", workbook.as_bytes()),
        ("xl/_rels/workbook.xml.rels", rels.as_bytes()),
        ("xl/sharedStrings.xml", shared.as_bytes()),
        ("xl/styles.xml", styles.as_bytes()),
    ];
    for (name, data) in &parts {
        entries.push((name, data.as_bytes()));
    }
    zip(&entries)
}

/// The text of a content's text parts, joined by newlines.
pub fn text_of(content: &postern_content::Content) -> String {
    content
        .parts
        .iter()
        .filter_map(|p| match p {
            postern_content::Part::Text { text, .. } => Some(text.as_str()),
            postern_content::Part::Image { .. } => None,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Whether any note contains `needle`.
pub fn noted(content: &postern_content::Content, needle: &str) -> bool {
    content.notes.iter().any(|n| n.contains(needle))
}

/// A PDF written by hand: these objects (numbered from 1; the first is the catalog), a
/// cross-reference table and a trailer.
pub fn raw_pdf(objects: &[Vec<u8>]) -> Vec<u8> {
    let mut out = b"%PDF-1.5\n".to_vec();
    let mut offsets = Vec::new();
    for (i, object) in objects.iter().enumerate() {
        offsets.push(out.len());
        out.extend_from_slice(format!("{} 0 obj\n", i + 1).as_bytes());
        out.extend_from_slice(object);
        out.extend_from_slice(b"\nendobj\n");
    }
    let xref = out.len();
    out.extend_from_slice(format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1).as_bytes());
    for offset in offsets {
        out.extend_from_slice(format!("{offset:010} 00000 n \n").as_bytes());
    }
    out.extend_from_slice(
        format!("trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n", objects.len() + 1).as_bytes(),
    );
    out
}

/// A stream object of `dict` entries and `data`.
pub fn raw_stream(dict: &str, data: &[u8]) -> Vec<u8> {
    let mut out = format!("<< {dict} /Length {} >>\nstream\n", data.len()).into_bytes();
    out.extend_from_slice(data);
    out.extend_from_slice(b"\nendstream");
    out
}

/// A one-page PDF written by hand whose page shows `text`, followed by `more` objects.
pub fn raw_page(text: &str, more: Vec<Vec<u8>>) -> Vec<u8> {
    let content = format!("BT /F1 12 Tf 72 700 Td ({text}) Tj ET");
    let mut objects = vec![
        b"<< /Type /Catalog /Pages 2 0 R >>".to_vec(),
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 595 842] >>".to_vec(),
        b"<< /Type /Page /Parent 2 0 R /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>".to_vec(),
        raw_stream("", content.as_bytes()),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>".to_vec(),
    ];
    objects.extend(more);
    raw_pdf(&objects)
}
