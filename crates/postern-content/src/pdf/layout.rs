//! A page's text in reading order as a person sees it laid out: text drawn on one line stays on
//! one line (an invoice's "Amount due" beside its amount), a move to another line starts a new
//! one, a gap between words becomes a space. lopdf's own `extract_text` ends a line at every text
//! object and joins moves within one, so an amount lands on a line of its own or glued to the
//! next word; here the text's position is followed through the operators that move it (ISO
//! 32000-1, 9.4) and the transformations around it (8.3–8.4), forms included.
//!
//! Text a person cannot see is left out and counted: invisible rendering modes (the text layer an
//! OCR puts over a scan, or hidden instructions), glyphs under a point high, and text drawn off
//! the page.

use std::collections::HashMap;
use std::rc::Rc;
use std::time::Instant;

use lopdf::content::Content as Operations;
use lopdf::{Dictionary, Document, Encoding, Object, ObjectId};

use crate::budget::{MAX_PDF_FORM_DEPTH, MAX_PDF_PAGE_CONTENT, MAX_PDF_PAGE_OBJECTS};
use crate::pdf::guard::count_objects;

/// The most text kept of one page, in bytes.
const MAX_PAGE_TEXT: usize = 2 * 1024 * 1024;

/// The deepest `q` nesting followed.
const MAX_SAVED_STATES: usize = 256;

/// How far references are followed to reach an object.
const MAX_HOPS: usize = 16;

/// Widths kept of a composite font's `/W` array.
const MAX_CID_WIDTHS: usize = 20_000;

/// A transformation `[a b c d e f]` (ISO 32000-1, 8.3.3).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Matrix([f64; 6]);

impl Matrix {
    const IDENTITY: Matrix = Matrix([1.0, 0.0, 0.0, 1.0, 0.0, 0.0]);

    fn translation(x: f64, y: f64) -> Matrix {
        Matrix([1.0, 0.0, 0.0, 1.0, x, y])
    }

    /// `self` then `then`: self × then.
    fn then(self, then: Matrix) -> Matrix {
        let [a, b, c, d, e, f] = self.0;
        let [a2, b2, c2, d2, e2, f2] = then.0;
        Matrix([
            a * a2 + b * c2,
            a * b2 + b * d2,
            c * a2 + d * c2,
            c * b2 + d * d2,
            e * a2 + f * c2 + e2,
            e * b2 + f * d2 + f2,
        ])
    }

    /// The area of the unit square transformed (an image is drawn into it).
    fn area(self) -> f64 {
        let [a, b, c, d, _, _] = self.0;
        (a * d - b * c).abs()
    }
}

/// What a font tells about its glyphs: how their codes read as Unicode and how wide they are.
struct Font<'a> {
    encoding: Option<Encoding<'a>>,
    /// Composite fonts (Type0) take two bytes a code (Identity-H and nearly every CMap in use).
    two_byte: bool,
    /// A simple font's widths from `first_char` on.
    first_char: u32,
    widths: Vec<f64>,
    /// A composite font's widths: ranges of codes and their width.
    cid_widths: Vec<(u32, u32, f64)>,
    default_width: f64,
}

impl Font<'_> {
    /// A glyph's width in thousandths of the font size.
    fn width(&self, code: u32) -> f64 {
        if self.two_byte {
            // Sorted by their first code: the last range starting at or before `code`.
            let after = self.cid_widths.partition_point(|(first, _, _)| *first <= code);
            return after
                .checked_sub(1)
                .map(|i| self.cid_widths[i])
                .filter(|(_, last, _)| code <= *last)
                .map_or(self.default_width, |(_, _, w)| w);
        }
        code.checked_sub(self.first_char)
            .and_then(|i| self.widths.get(i as usize))
            .copied()
            .unwrap_or(self.default_width)
    }
}

fn number(object: &Object) -> Option<f64> {
    match object {
        Object::Integer(i) => Some(*i as f64),
        Object::Real(r) => Some(f64::from(*r)).filter(|r| r.is_finite()),
        _ => None,
    }
}

/// The object `object` stands for, following references.
fn resolve<'a>(doc: &'a Document, mut object: &'a Object) -> Option<&'a Object> {
    for _ in 0..MAX_HOPS {
        match object {
            Object::Reference(id) => object = doc.objects.get(id)?,
            other => return Some(other),
        }
    }
    None
}

fn dictionary<'a>(doc: &'a Document, object: &'a Object) -> Option<&'a Dictionary> {
    match resolve(doc, object)? {
        Object::Dictionary(d) => Some(d),
        Object::Stream(s) => Some(&s.dict),
        _ => None,
    }
}

fn array<'a>(doc: &'a Document, object: &'a Object) -> Option<&'a [Object]> {
    match resolve(doc, object)? {
        Object::Array(a) => Some(a),
        _ => None,
    }
}

/// The entry `key` of `dict`, resolved.
fn entry<'a>(doc: &'a Document, dict: &'a Dictionary, key: &[u8]) -> Option<&'a Object> {
    resolve(doc, dict.get(key).ok()?)
}

/// A page's resources: its own or the nearest ancestor's (ISO 32000-1, 7.7.3.4).
pub(crate) fn page_resources(doc: &Document, page: ObjectId) -> Option<&Dictionary> {
    let mut node = doc.objects.get(&page).and_then(|o| dictionary(doc, o))?;
    for _ in 0..MAX_HOPS {
        if let Ok(resources) = node.get(b"Resources") {
            return dictionary(doc, resources);
        }
        node = dictionary(doc, node.get(b"Parent").ok()?)?;
    }
    None
}

/// A font dictionary's encoding and widths.
fn font<'a>(doc: &'a Document, dict: &'a Dictionary) -> Font<'a> {
    let encoding = dict.get_font_encoding_with_limit(doc, MAX_PDF_PAGE_CONTENT).ok();
    let two_byte = dict.get(b"Subtype").and_then(Object::as_name).is_ok_and(|s| s == b"Type0");
    let mut font =
        Font { encoding, two_byte, first_char: 0, widths: Vec::new(), cid_widths: Vec::new(), default_width: 500.0 };
    if two_byte {
        let descendant = entry(doc, dict, b"DescendantFonts")
            .and_then(|d| array(doc, d))
            .and_then(|d| d.first())
            .and_then(|d| dictionary(doc, d));
        if let Some(descendant) = descendant {
            font.default_width = entry(doc, descendant, b"DW").and_then(number).unwrap_or(1000.0);
            if let Some(w) = entry(doc, descendant, b"W").and_then(|w| array(doc, w)) {
                font.cid_widths = cid_widths(doc, w);
                font.cid_widths.sort_by_key(|(first, _, _)| *first);
            }
        }
    } else {
        font.first_char = entry(doc, dict, b"FirstChar").and_then(number).unwrap_or(0.0).clamp(0.0, 255.0) as u32;
        if let Some(widths) = entry(doc, dict, b"Widths").and_then(|w| array(doc, w)) {
            font.widths = widths.iter().take(256).map(|w| resolve(doc, w).and_then(number).unwrap_or(0.0)).collect();
        }
        if let Some(missing) = entry(doc, dict, b"FontDescriptor")
            .and_then(|d| dictionary(doc, d))
            .and_then(|d| entry(doc, d, b"MissingWidth"))
            .and_then(number)
        {
            font.default_width = missing;
        }
    }
    font
}

/// A composite font's `/W`: `c [w1 w2 …]` and `c_first c_last w` (ISO 32000-1, 9.7.4.3).
fn cid_widths(doc: &Document, w: &[Object]) -> Vec<(u32, u32, f64)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < w.len() && out.len() < MAX_CID_WIDTHS {
        let Some(first) = number(&w[i]).map(|n| n.clamp(0.0, f64::from(u32::MAX)) as u32) else { break };
        match w.get(i + 1).and_then(|o| resolve(doc, o)) {
            Some(Object::Array(each)) => {
                for (k, width) in each.iter().take(MAX_CID_WIDTHS).enumerate() {
                    let code = first.saturating_add(k as u32);
                    out.push((code, code, number(width).unwrap_or(0.0)));
                }
                i += 2;
            }
            Some(last) => {
                let (Some(last), Some(width)) = (number(last), w.get(i + 2).and_then(number)) else { break };
                out.push((first, last.clamp(0.0, f64::from(u32::MAX)) as u32, width));
                i += 3;
            }
            None => break,
        }
    }
    out
}

/// An image drawn on a page, and the area it covers there.
pub(crate) struct Drawn {
    pub id: ObjectId,
    pub area: f64,
}

/// What a page shows.
pub(crate) struct Page {
    pub text: String,
    /// The page's area in its own units, for how much of it an image covers.
    pub area: f64,
    pub images: Vec<Drawn>,
    /// Characters a person would not see, left out.
    pub hidden_chars: usize,
    /// Why the page could not be read whole.
    pub problem: Option<String>,
}

/// Fonts met so far in a document, by their object.
#[derive(Default)]
pub(crate) struct Fonts<'a> {
    known: HashMap<ObjectId, Rc<Font<'a>>>,
}

/// The graphics state that matters here (ISO 32000-1, 8.4 and 9.3).
#[derive(Clone)]
struct State<'a> {
    ctm: Matrix,
    font: Option<Rc<Font<'a>>>,
    size: f64,
    char_spacing: f64,
    word_spacing: f64,
    scale: f64,
    leading: f64,
    invisible: bool,
}

struct Walk<'a, 'f> {
    doc: &'a Document,
    fonts: &'f mut Fonts<'a>,
    deadline: Instant,
    page_box: [f64; 4],
    state: State<'a>,
    saved: Vec<State<'a>>,
    tm: Matrix,
    tlm: Matrix,
    /// Where the last text drawn ended, and its height.
    last: Option<(f64, f64, f64)>,
    page: Page,
    bytes_left: usize,
    objects_left: usize,
}

/// The text and images of page `page` of `doc`.
pub(crate) fn read_page<'a>(doc: &'a Document, page: ObjectId, fonts: &mut Fonts<'a>, deadline: Instant) -> Page {
    let page_dict = doc.objects.get(&page).and_then(|o| dictionary(doc, o));
    let page_box = page_dict.and_then(|p| media_box(doc, p)).unwrap_or([0.0, 0.0, 612.0, 792.0]);
    let state = State {
        ctm: Matrix::IDENTITY,
        font: None,
        size: 0.0,
        char_spacing: 0.0,
        word_spacing: 0.0,
        scale: 1.0,
        leading: 0.0,
        invisible: false,
    };
    let mut walk = Walk {
        doc,
        fonts,
        deadline,
        page_box,
        state,
        saved: Vec::new(),
        tm: Matrix::IDENTITY,
        tlm: Matrix::IDENTITY,
        last: None,
        page: Page {
            text: String::new(),
            area: (page_box[2] - page_box[0]) * (page_box[3] - page_box[1]),
            images: Vec::new(),
            hidden_chars: 0,
            problem: None,
        },
        bytes_left: MAX_PDF_PAGE_CONTENT,
        objects_left: MAX_PDF_PAGE_OBJECTS,
    };
    match doc.get_page_content_with_limit(page, MAX_PDF_PAGE_CONTENT) {
        Ok(content) => {
            walk.bytes_left -= content.len().min(walk.bytes_left);
            walk.content(&content, page_resources(doc, page), 0);
        }
        Err(_) => walk.page.problem = Some("its content is damaged or too large to read".to_string()),
    }
    walk.page
}

/// The page's visible area (`/CropBox`, else `/MediaBox`, inherited).
fn media_box(doc: &Document, page: &Dictionary) -> Option<[f64; 4]> {
    let mut node = page;
    for _ in 0..MAX_HOPS {
        for key in [&b"CropBox"[..], b"MediaBox"] {
            if let Some(b) = entry(doc, node, key).and_then(|b| array(doc, b))
                && let [x0, y0, x1, y1] = b.iter().map(number).collect::<Option<Vec<_>>>()?[..]
            {
                return Some([x0.min(x1), y0.min(y1), x0.max(x1), y0.max(y1)]);
            }
        }
        node = dictionary(doc, node.get(b"Parent").ok()?)?;
    }
    None
}

impl<'a> Walk<'a, '_> {
    fn content(&mut self, bytes: &[u8], resources: Option<&'a Dictionary>, depth: usize) {
        let Some(count) = count_objects(bytes, self.objects_left) else {
            self.page.problem = Some(format!("it has more than {MAX_PDF_PAGE_OBJECTS} drawing operations"));
            return;
        };
        self.objects_left -= count;
        let Ok(operations) = Operations::decode(bytes) else {
            self.page.problem = Some("its content is damaged".to_string());
            return;
        };
        for operation in &operations.operations {
            if self.page.text.len() > MAX_PAGE_TEXT {
                break;
            }
            self.operate(&operation.operator, &operation.operands, resources, depth);
        }
    }

    fn operate(&mut self, operator: &str, operands: &[Object], resources: Option<&'a Dictionary>, depth: usize) {
        let n = |i: usize| operands.get(i).and_then(number);
        match operator {
            "q" if self.saved.len() < MAX_SAVED_STATES => self.saved.push(self.state.clone()),
            "Q" => {
                if let Some(state) = self.saved.pop() {
                    self.state = state;
                }
            }
            "cm" => {
                if let (Some(a), Some(b), Some(c), Some(d), Some(e), Some(f)) = (n(0), n(1), n(2), n(3), n(4), n(5)) {
                    self.state.ctm = Matrix([a, b, c, d, e, f]).then(self.state.ctm);
                }
            }
            "BT" => {
                self.tm = Matrix::IDENTITY;
                self.tlm = Matrix::IDENTITY;
            }
            "Tf" => {
                let name = operands.first().and_then(|o| o.as_name().ok());
                self.state.font = name.and_then(|name| self.font(resources, name));
                self.state.size = n(1).unwrap_or(0.0);
            }
            "Tc" => self.state.char_spacing = n(0).unwrap_or(0.0),
            "Tw" => self.state.word_spacing = n(0).unwrap_or(0.0),
            "Tz" => self.state.scale = n(0).unwrap_or(100.0) / 100.0,
            "TL" => self.state.leading = n(0).unwrap_or(0.0),
            "Tr" => self.state.invisible = matches!(n(0), Some(r) if r == 3.0 || r == 7.0),
            "Td" | "TD" => {
                let (x, y) = (n(0).unwrap_or(0.0), n(1).unwrap_or(0.0));
                if operator == "TD" {
                    self.state.leading = -y;
                }
                self.move_line(x, y);
            }
            "Tm" => {
                if let (Some(a), Some(b), Some(c), Some(d), Some(e), Some(f)) = (n(0), n(1), n(2), n(3), n(4), n(5)) {
                    self.tm = Matrix([a, b, c, d, e, f]);
                    self.tlm = self.tm;
                }
            }
            "T*" => self.move_line(0.0, -self.state.leading),
            "Tj" => self.show_operand(operands.first()),
            "'" => {
                self.move_line(0.0, -self.state.leading);
                self.show_operand(operands.first());
            }
            "\"" => {
                self.state.word_spacing = n(0).unwrap_or(0.0);
                self.state.char_spacing = n(1).unwrap_or(0.0);
                self.move_line(0.0, -self.state.leading);
                self.show_operand(operands.get(2));
            }
            "TJ" => {
                for item in operands.first().and_then(|a| a.as_array().ok()).map_or(&[][..], |a| a) {
                    match item {
                        Object::String(..) => self.show_operand(Some(item)),
                        other => {
                            let adjust = number(other).unwrap_or(0.0);
                            let tx = -adjust / 1000.0 * self.state.size * self.state.scale;
                            self.tm = Matrix::translation(tx, 0.0).then(self.tm);
                        }
                    }
                }
            }
            "Do" => {
                if let Some(name) = operands.first().and_then(|o| o.as_name().ok()) {
                    self.draw(resources, name, depth);
                }
            }
            _ => {}
        }
    }

    fn move_line(&mut self, x: f64, y: f64) {
        self.tlm = Matrix::translation(x, y).then(self.tlm);
        self.tm = self.tlm;
    }

    /// The font named `name` in `resources`.
    fn font(&mut self, resources: Option<&'a Dictionary>, name: &[u8]) -> Option<Rc<Font<'a>>> {
        let doc = self.doc;
        let fonts = entry(doc, resources?, b"Font").and_then(|f| dictionary(doc, f))?;
        let reference = fonts.get(name).ok()?;
        if let Object::Reference(id) = reference {
            if let Some(known) = self.fonts.known.get(id) {
                return Some(known.clone());
            }
            let made = Rc::new(font(doc, dictionary(doc, reference)?));
            self.fonts.known.insert(*id, made.clone());
            return Some(made);
        }
        Some(Rc::new(font(doc, dictionary(doc, reference)?)))
    }

    fn show_operand(&mut self, operand: Option<&Object>) {
        if let Some(Object::String(bytes, _)) = operand {
            self.show(bytes);
        }
    }

    /// Draws the glyphs of `bytes`: their text goes to the page unless a person cannot see it,
    /// and the text position moves past them (ISO 32000-1, 9.4.4).
    fn show(&mut self, bytes: &[u8]) {
        let Some(font) = self.state.font.clone() else { return };
        let place = self.tm.then(self.state.ctm);
        let [_, _, c, d, x, y] = place.0;
        let height = self.state.size.abs() * c.hypot(d);
        let mut text = String::new();
        if let Some(encoding) = &font.encoding {
            let _ = encoding.write_to_string(bytes, &mut text);
        }
        let [x0, y0, x1, y1] = self.page_box;
        let (margin_x, margin_y) = ((x1 - x0) * 0.1, (y1 - y0) * 0.1);
        let off_page = x < x0 - margin_x || x > x1 + margin_x || y < y0 - margin_y || y > y1 + margin_y;
        if self.state.invisible || height < 1.0 || off_page {
            self.page.hidden_chars += text.chars().filter(|c| !c.is_whitespace()).count();
        } else if !text.is_empty() {
            self.separate(x, y, height);
            self.page.text.push_str(&text);
        }
        let step = if font.two_byte { 2 } else { 1 };
        let mut advance = 0.0;
        for code in bytes.chunks(step) {
            let code = code.iter().fold(0u32, |acc, &b| acc << 8 | u32::from(b));
            advance += font.width(code) / 1000.0 * self.state.size + self.state.char_spacing;
            if step == 1 && code == 32 {
                advance += self.state.word_spacing;
            }
        }
        self.tm = Matrix::translation(advance * self.state.scale, 0.0).then(self.tm);
        if !(self.state.invisible || height < 1.0 || off_page || text.is_empty()) {
            let end = self.tm.then(self.state.ctm).0;
            self.last = Some((end[4], end[5], height));
        }
    }

    /// A line break or a space between the text drawn last and text drawn at `x`, `y`.
    fn separate(&mut self, x: f64, y: f64, height: f64) {
        let Some((last_x, last_y, last_height)) = self.last else { return };
        let h = height.max(last_height);
        let text = &mut self.page.text;
        if (y - last_y).abs() > 0.5 * h {
            text.push('\n');
            if (y - last_y).abs() > 2.0 * h {
                text.push('\n');
            }
        } else if (x - last_x).abs() > 0.2 * h && !text.ends_with([' ', '\n']) {
            text.push(' ');
        }
    }

    /// `Do`: an image is noted with the area it covers; a form is read as part of the page.
    fn draw(&mut self, resources: Option<&'a Dictionary>, name: &[u8], depth: usize) {
        let doc = self.doc;
        let Some(xobjects) = resources.and_then(|r| entry(doc, r, b"XObject")).and_then(|x| dictionary(doc, x)) else {
            return;
        };
        let Ok(reference @ Object::Reference(id)) = xobjects.get(name) else { return };
        let Some(Object::Stream(stream)) = resolve(doc, reference) else { return };
        match stream.dict.get(b"Subtype").and_then(Object::as_name) {
            Ok(b"Image") => self.page.images.push(Drawn { id: *id, area: self.state.ctm.area() }),
            Ok(b"Form") if depth < MAX_PDF_FORM_DEPTH && Instant::now() < self.deadline => {
                let Ok(content) = stream.decompressed_content_with_limit(self.bytes_left) else {
                    self.page.problem = Some("a form on it is damaged or too large to read".to_string());
                    return;
                };
                self.bytes_left -= content.len().min(self.bytes_left);
                let saved = (self.state.clone(), self.tm, self.tlm, self.saved.len());
                if let Some(m) = entry(doc, &stream.dict, b"Matrix")
                    .and_then(|m| array(doc, m))
                    .and_then(|m| m.iter().map(number).collect::<Option<Vec<_>>>())
                    && let [a, b, c, d, e, f] = m[..]
                {
                    self.state.ctm = Matrix([a, b, c, d, e, f]).then(self.state.ctm);
                }
                let own = entry(doc, &stream.dict, b"Resources").and_then(|r| dictionary(doc, r));
                self.content(&content, own.or(resources), depth + 1);
                (self.state, self.tm, self.tlm) = (saved.0, saved.1, saved.2);
                self.saved.truncate(saved.3);
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Font, Matrix};

    #[test]
    fn widths_are_found_by_code() {
        let cid_widths = vec![(1, 1, 100.0), (5, 9, 300.0), (20, 20, 50.0)];
        let composite =
            Font { encoding: None, two_byte: true, first_char: 0, widths: vec![], cid_widths, default_width: 1000.0 };
        let widths: Vec<f64> = [0, 1, 3, 5, 9, 10, 20, 99].map(|c| composite.width(c)).to_vec();
        assert_eq!(widths, vec![1000.0, 100.0, 1000.0, 300.0, 300.0, 1000.0, 50.0, 1000.0]);
        let simple = Font {
            encoding: None,
            two_byte: false,
            first_char: 32,
            widths: vec![250.0, 333.0],
            cid_widths: vec![],
            default_width: 500.0,
        };
        assert_eq!([31, 32, 33, 34].map(|c| simple.width(c)), [500.0, 250.0, 333.0, 500.0]);
    }

    #[test]
    fn matrices_compose_in_pdf_order() {
        let scale = Matrix([2.0, 0.0, 0.0, 2.0, 0.0, 0.0]);
        let moved = Matrix::translation(10.0, 5.0).then(scale);
        assert_eq!(moved.0, [2.0, 0.0, 0.0, 2.0, 20.0, 10.0]);
        assert_eq!(scale.area(), 4.0);
    }
}
