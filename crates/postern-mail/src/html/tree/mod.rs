//! The document as far as seeing its text goes: the tokens of [`super::tokenizer`] feed a stack
//! of open elements that follows the HTML standard's tree construction where it decides which
//! element text is in (implied end tags, scopes, misnested formatting elements and the adoption
//! agency, foster parenting out of tables, foreign content). Each element is recorded with what
//! can style it, and each run of text with the element it is in; whether it is seen is decided
//! once all style sheets are known (a `<style>` at the end applies to the whole document).
//!
//! Not html5ever's tree builder: it is quadratic in nesting depth and caps nothing
//! (servo/html5ever#788), and mail is hostile input. Here at most [`MAX_DEPTH`] elements are
//! open and [`MAX_FORMATTING`] formatting elements active; beyond either, or past a record count
//! proportional to the input, the rest of the document is too complex to read, and its text is
//! left out (and said so) rather than guessed.

use super::css::{self, Decl};
use super::sheet::{self, Media, Tree};
use super::tokenizer::{self, Next, Tag};
use crate::hidden::Reason;
use kinds::kind;
use std::collections::HashMap;
use std::sync::LazyLock;

mod formatting;
mod kinds;
mod rules;

/// Elements open at once, at most.
pub const MAX_DEPTH: usize = 256;
/// Formatting elements active at once (after the last marker), at most.
pub const MAX_FORMATTING: usize = 64;

/// The root of the tree (`<html>`) and the element everything goes in (`<body>`).
pub(super) const ROOT: u32 = 0;
const BODY: u32 = 1;
const NO_PARENT: u32 = u32::MAX;

/// What the tokenizer made of a document.
pub(super) struct Document {
    pub records: Vec<Record>,
    pub events: Vec<Event>,
    /// The characters of text events, the values of `class`, `id` and `style` attributes and
    /// the text of style sheets, each where a range says.
    pub buf: String,
    /// Bytes of text events in `buf`.
    pub text_len: usize,
    /// Bytes of style sheets in `buf`.
    css_len: usize,
    /// Presentational attributes, by element.
    pub decls: Vec<Decl>,
    /// Where the style sheets are in `buf`, with their media.
    pub sheets: Vec<(Media, u32, u32)>,
    /// Names of elements outside [`KNOWN`], and their numbers.
    names: Vec<Box<str>>,
    numbers: HashMap<Box<str>, u32>,
}

/// An element's name as a number: [`KNOWN`] names have fixed ones, others one per document.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Name(u32);

/// The names tree construction asks for by number.
mod names {
    use super::Name;
    pub const BODY: Name = Name(18);
    pub const HTML: Name = Name(61);
    pub const P: Name = Name(99);
    pub const TABLE: Name = Name(128);
    pub const A: Name = Name(0);
    pub const FONT: Name = Name(45);
    pub const TEMPLATE: Name = Name(131);
}

/// Names every document knows, in byte order: HTML's elements and the SVG and MathML ones
/// tree construction or visibility looks at.
const KNOWN: &[&str] = &[
    "a",
    "abbr",
    "address",
    "annotation-xml",
    "applet",
    "area",
    "article",
    "aside",
    "audio",
    "b",
    "base",
    "basefont",
    "bdi",
    "bdo",
    "bgsound",
    "big",
    "blink",
    "blockquote",
    "body",
    "br",
    "button",
    "canvas",
    "caption",
    "center",
    "cite",
    "code",
    "col",
    "colgroup",
    "data",
    "datalist",
    "dd",
    "del",
    "desc",
    "details",
    "dfn",
    "dialog",
    "dir",
    "div",
    "dl",
    "dt",
    "em",
    "embed",
    "fieldset",
    "figcaption",
    "figure",
    "font",
    "footer",
    "foreignobject",
    "form",
    "frame",
    "frameset",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "head",
    "header",
    "hgroup",
    "hr",
    "html",
    "i",
    "iframe",
    "image",
    "img",
    "input",
    "ins",
    "kbd",
    "keygen",
    "label",
    "legend",
    "li",
    "link",
    "listing",
    "main",
    "map",
    "mark",
    "marquee",
    "math",
    "menu",
    "meta",
    "metadata",
    "meter",
    "mi",
    "mn",
    "mo",
    "ms",
    "mtext",
    "nav",
    "nobr",
    "noembed",
    "noframes",
    "noscript",
    "object",
    "ol",
    "optgroup",
    "option",
    "output",
    "p",
    "param",
    "picture",
    "plaintext",
    "pre",
    "progress",
    "q",
    "rb",
    "rp",
    "rt",
    "rtc",
    "ruby",
    "s",
    "samp",
    "script",
    "search",
    "section",
    "select",
    "slot",
    "small",
    "source",
    "span",
    "strike",
    "strong",
    "style",
    "sub",
    "summary",
    "sup",
    "svg",
    "table",
    "tbody",
    "td",
    "template",
    "text",
    "textarea",
    "textpath",
    "tfoot",
    "th",
    "thead",
    "time",
    "title",
    "tr",
    "track",
    "tspan",
    "tt",
    "u",
    "ul",
    "var",
    "video",
    "wbr",
    "xmp",
];

/// A known name as it is written, or `""`.
pub(super) fn label(name: Name) -> &'static str {
    KNOWN.get(name.0 as usize).copied().unwrap_or("")
}

impl Name {
    /// Its place among [`known_names`], when it is one of them.
    pub(super) fn known(self) -> Option<usize> {
        ((self.0 as usize) < KNOWN.len()).then_some(self.0 as usize)
    }
}

/// The names every document knows, by number.
pub(super) fn known_names() -> &'static [&'static str] {
    KNOWN
}

/// The kind of element a name is ([`kinds::kind`]), from a table for known names.
fn kind_of(name: Name) -> u32 {
    static KINDS: LazyLock<Vec<u32>> = LazyLock::new(|| KNOWN.iter().map(|n| kind(n)).collect());
    KINDS.get(name.0 as usize).copied().unwrap_or(0)
}

/// The rules for a name's start and end tags ([`kinds::start_rule`], [`kinds::end_rule`]).
fn rules_of(name: Name) -> (kinds::Start, kinds::End) {
    static RULES: LazyLock<Vec<(kinds::Start, kinds::End)>> =
        LazyLock::new(|| KNOWN.iter().map(|n| (kinds::start_rule(n), kinds::end_rule(n))).collect());
    RULES.get(name.0 as usize).copied().unwrap_or((kinds::Start::Other, kinds::End::Other))
}

/// Slots of an open-addressed table of [`KNOWN`] by a hash of their bytes.
const SLOTS: usize = 512;

fn slot(name: &[u8]) -> usize {
    let h = name.iter().fold(0u32, |h, &b| h.wrapping_mul(31).wrapping_add(b as u32));
    (h ^ (h >> 9)) as usize % SLOTS
}

/// A name of at most eight bytes as one number (names hold no NUL: shorter ones end in zeros).
fn packed(name: &[u8]) -> Option<u64> {
    let mut bytes = [0u8; 8];
    bytes.get_mut(..name.len())?.copy_from_slice(name);
    Some(u64::from_le_bytes(bytes))
}

/// The number of a known name.
fn known(name: &str) -> Option<Name> {
    static TABLE: LazyLock<[u16; SLOTS]> = LazyLock::new(|| {
        let mut table = [u16::MAX; SLOTS];
        for (i, n) in KNOWN.iter().enumerate() {
            let mut s = slot(n.as_bytes());
            while table[s] != u16::MAX {
                s = (s + 1) % SLOTS;
            }
            table[s] = i as u16;
        }
        table
    });
    static PACKED: LazyLock<Vec<Option<u64>>> = LazyLock::new(|| KNOWN.iter().map(|n| packed(n.as_bytes())).collect());
    let short = packed(name.as_bytes());
    let mut s = slot(name.as_bytes());
    loop {
        match TABLE[s] {
            u16::MAX => return None,
            i if short.is_some() && PACKED[i as usize] == short => return Some(Name(i as u32)),
            i if short.is_none() && KNOWN[i as usize] == name => return Some(Name(i as u32)),
            _ => s = (s + 1) % SLOTS,
        }
    }
}

impl Document {
    /// The element name `name` stands for.
    pub(super) fn name(&self, name: Name) -> &str {
        match KNOWN.get(name.0 as usize) {
            Some(known) => known,
            None => &self.names[name.0 as usize - KNOWN.len()],
        }
    }

    /// The number of `name`, if it has one yet.
    fn find(&self, name: &str) -> Option<Name> {
        known(name).or_else(|| self.numbers.get(name).map(|&n| Name(n)))
    }

    fn number(&mut self, name: &str) -> Name {
        if let Some(name) = self.find(name) {
            return name;
        }
        let n = (KNOWN.len() + self.names.len()) as u32;
        self.names.push(name.into());
        self.numbers.insert(name.into(), n);
        Name(n)
    }
}

/// An element, as far as style goes.
#[derive(Clone)]
pub(super) struct Record {
    pub parent: u32,
    pub name: Name,
    class: (u32, u32),
    id: (u32, u32),
    /// The `style` attribute, in [`Document::strings`].
    style: (u32, u32),
    pub decls: (u32, u32),
    pub flags: u16,
    open: bool,
}

/// Flags of a [`Record`].
pub(super) mod flag {
    pub const ARIA_HIDDEN: u16 = 1;
    pub const TEMPLATE: u16 = 2;
    /// `<svg>` itself: text directly in it is not drawn.
    pub const SVG: u16 = 4;
    /// SVG's `<text>`, `<tspan>`, `<textPath>`, `<foreignObject>`: what is in them is drawn.
    pub const SVG_TEXT: u16 = 8;
    /// SVG's `<title>`, `<desc>`, `<metadata>`: never drawn.
    pub const SVG_UNDRAWN: u16 = 16;
    /// `<a href>`: link-coloured.
    pub const LINK: u16 = 32;
}

/// What the document holds, in order.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Event {
    /// Characters `start..end` of [`Document::text`], in element `record`. `single`: the only
    /// character of a cell or span (1), and one right after another such (2): a code written
    /// one character per element, which is read as one word.
    Text { record: u32, start: u32, end: u32, single: u8 },
    /// A block begins or ends.
    Break,
    /// Cells side by side.
    Space,
    /// Characters left out before style was known (comments, tracking images).
    Left { reason: Reason, characters: u32 },
    /// The rest of the document is too complex to read.
    TooComplex,
    /// The `alt` text of an image that is not a tracking pixel (characters `start..end` of
    /// [`Document::buf`]), in element `record`.
    Image { record: u32, start: u32, end: u32 },
}

/// Reads `html` into a [`Document`]. Linear in its input; never panics.
pub(super) fn read(html: &str) -> Document {
    let mut builder = Builder::new(html.len());
    tokenizer::tokenize(html, &mut builder);
    // A style sheet left open at the end still applies.
    if let Raw::Style(start, media) = builder.raw {
        builder.doc.sheets.push((media, start, builder.doc.buf.len() as u32));
    }
    builder.end_svg_style();
    builder.doc
}

impl Document {
    /// The `style` attribute of `element`.
    pub(super) fn style(&self, element: u32) -> &str {
        let (start, end) = self.records[element as usize].style;
        &self.buf[start as usize..end as usize]
    }
}

impl Tree for Document {
    fn name(&self, element: u32) -> &str {
        Document::name(self, self.records[element as usize].name)
    }
    fn id(&self, element: u32) -> &str {
        let (start, end) = self.records[element as usize].id;
        &self.buf[start as usize..end as usize]
    }
    fn classes(&self, element: u32) -> &str {
        let (start, end) = self.records[element as usize].class;
        &self.buf[start as usize..end as usize]
    }
    fn parent(&self, element: u32) -> Option<u32> {
        let parent = self.records[element as usize].parent;
        (parent != NO_PARENT).then_some(parent)
    }
}

impl tokenizer::Sink for Builder {
    fn text(&mut self, text: &str) {
        self.characters(text);
    }

    fn start(&mut self, tag: &Tag<'_>) -> Next {
        self.tags_since_single = self.tags_since_single.saturating_add(1);
        self.start_tag(tag)
    }

    fn end(&mut self, tag: &Tag<'_>) {
        self.tags_since_single = self.tags_since_single.saturating_add(1);
        self.end_tag(tag);
    }

    fn comment(&mut self, text: &str) {
        // Outlook's conditional comments hold markup for Outlook, not hidden text.
        let conditional = text.trim_start().starts_with("[if") || text.trim_end().ends_with("<![endif]");
        if !conditional {
            self.left(Reason::Comment, text_outside_tags(text));
        }
    }

    fn in_foreign(&self) -> bool {
        self.in_foreign_content()
    }

    fn doctype(&mut self, text: &str) {
        // Only a doctype before any element sets the mode.
        if self.doc.records.len() == 2 {
            self.quirks = quirky(text);
        }
    }
}

/// Whether a doctype puts a document in quirks mode (HTML's list, the identifiers mail is
/// written with): none at all does too.
fn quirky(doctype: &str) -> bool {
    let lower = doctype.trim().to_ascii_lowercase();
    let name_end = lower.find(|c: char| c.is_ascii_whitespace()).unwrap_or(lower.len());
    if &lower[..name_end] != "html" {
        return true;
    }
    let quoted = |after: &str| -> Option<String> {
        let rest = lower[lower.find(after)? + after.len()..].trim_start();
        let quote = rest.chars().next().filter(|c| *c == '"' || *c == '\'')?;
        rest[1..].split(quote).next().map(str::to_string)
    };
    let public = quoted("public").unwrap_or_default();
    let system = quoted("system").or_else(|| {
        // `PUBLIC "…" "system"`: the second quoted string.
        let rest = &lower[lower.find("public")?..];
        let mut parts = rest.split(['"', '\'']).skip(3);
        parts.next().map(str::to_string)
    });
    const QUIRKY: &[&str] = &[
        "-//w3c//dtd html 4.0 transitional//",
        "-//w3c//dtd html 4.0 frameset//",
        "-//w3c//dtd html 3",
        "-//w3c//dtd html 2",
        "-//w3c//dtd w3 html",
        "-//w3o//dtd w3 html",
        "-//ietf//dtd html",
        "-//netscape comm. corp.//dtd",
        "-//microsoft//dtd internet explorer",
        "-//webtechs//dtd mozilla html",
        "-//softquad",
        "-//spyglass//dtd html 2.0",
        "-//sq//dtd html 2.0",
        "-//sun microsystems corp.//dtd hotjava",
        "-//metrius//dtd metrius presentational",
        "-//o'reilly and associates//dtd html",
        "-//as//dtd html 3.0 aswedit",
        "-//advasoft ltd//dtd html 3.0 aswedit",
    ];
    QUIRKY.iter().any(|q| public.starts_with(q))
        || (system.is_none()
            && (public.starts_with("-//w3c//dtd html 4.01 transitional//")
                || public.starts_with("-//w3c//dtd html 4.01 frameset//")))
        || system.as_deref() == Some("http://www.ibm.com/data/dtd/v11/ibmxhtml1-transitional.dtd")
}

/// An open element.
struct Frame {
    record: u32,
    name: Name,
    /// The name, when it is a known one.
    label: &'static str,
    kind: u32,
    content: Content,
    /// Opened right after a one-character element closed (see [`Event::Text`]'s `single`).
    after_single: bool,
}

/// What an open element holds so far, for codes written one character per element.
#[derive(Clone, Copy, PartialEq)]
enum Content {
    Empty,
    /// One character, in this text event.
    One(u32),
    Other,
}

#[derive(Clone)]
enum Entry {
    Marker,
    /// A formatting element, with a hash of its attributes (elements with the same name and
    /// attributes are limited to three).
    Element {
        record: u32,
        name: Name,
        attributes: u64,
    },
}

impl Entry {
    fn record(&self) -> Option<u32> {
        match self {
            Entry::Marker => None,
            Entry::Element { record, .. } => Some(*record),
        }
    }
}

/// What the characters of a raw-text element are.
#[derive(Clone, Copy, PartialEq)]
enum Raw {
    No,
    /// A style sheet, starting at this byte of [`Document::css`].
    Style(u32, Media),
    Dropped,
    Counted(Reason),
}

struct Builder {
    doc: Document,
    stack: Vec<Frame>,
    formatting: Vec<Entry>,
    raw: Raw,
    /// Open elements per bit of their name's hash: a name whose bit is zero is not open.
    open: [u32; 64],
    /// Tags since a one-character element closed.
    tags_since_single: u32,
    /// The name of the start tag at hand.
    tag_name: Name,
    /// Quirks mode (no doctype, or an old one): a table does not close a paragraph.
    quirks: bool,
    /// The text of SVG `<style>` elements, kept apart until they end (tags in them are not raw
    /// text).
    svg_style: String,
    max_records: usize,
    too_complex: bool,
}

fn bit(name: Name) -> usize {
    (name.0 & 63) as usize
}

impl Builder {
    fn new(input: usize) -> Builder {
        let record = |parent, name| Record {
            parent,
            name,
            class: (0, 0),
            id: (0, 0),
            style: (0, 0),
            decls: (0, 0),
            flags: 0,
            open: true,
        };
        let doc = Document {
            records: {
                let mut records = Vec::with_capacity(input / 32 + 8);
                records.extend([record(NO_PARENT, names::HTML), record(ROOT, names::BODY)]);
                records
            },
            events: Vec::with_capacity(input / 16),
            buf: String::with_capacity(input / 2),
            text_len: 0,
            css_len: 0,
            decls: Vec::new(),
            sheets: Vec::new(),
            names: Vec::new(),
            numbers: HashMap::new(),
        };
        let body = Frame {
            record: BODY,
            name: names::BODY,
            label: "body",
            kind: kind::SPECIAL | kind::SCOPE | kind::TABLE_SCOPE,
            content: Content::Other,
            after_single: false,
        };
        Builder {
            doc,
            stack: {
                let mut stack = Vec::with_capacity(32);
                stack.push(body);
                stack
            },
            formatting: Vec::with_capacity(8),
            raw: Raw::No,
            open: [0; 64],
            tags_since_single: u32::MAX,
            tag_name: names::BODY,
            quirks: true,
            svg_style: String::new(),
            max_records: input / 2 + 4096,
            too_complex: false,
        }
    }

    fn top(&self) -> &Frame {
        self.stack.last().expect("the body is never popped")
    }

    fn in_foreign_content(&self) -> bool {
        let top = self.top();
        top.kind & kind::FOREIGN != 0 && top.kind & kind::INTEGRATION == 0
    }

    fn left(&mut self, reason: Reason, characters: usize) {
        if characters > 0 {
            self.doc.events.push(Event::Left { reason, characters: characters as u32 });
        }
    }

    /// The rest of the document is too complex to read: its text is left out.
    fn give_up(&mut self) {
        if !self.too_complex {
            self.too_complex = true;
            self.doc.events.push(Event::TooComplex);
        }
    }

    fn characters(&mut self, text: &str) {
        match self.raw {
            Raw::Style(..) => return self.style_text(text),
            Raw::Dropped => return,
            Raw::Counted(reason) => return self.left(reason, text_outside_tags(text)),
            Raw::No => {}
        }
        if self.too_complex {
            let n = text.chars().filter(|c| !c.is_whitespace()).count();
            return self.left(Reason::TooComplex, n);
        }
        let top = self.top();
        if top.kind & kind::FOREIGN != 0 && top.kind & kind::INTEGRATION == 0 {
            match top.label {
                // SVG's style sheets apply to the whole document.
                "style" => {
                    if self.doc.css_len <= sheet::MAX_CSS_BYTES {
                        self.doc.css_len += text.len();
                        self.svg_style.push_str(text);
                    }
                    return;
                }
                "script" => return,
                _ => {}
            }
        }
        let blank = text.bytes().all(|b| matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b'\x0C'));
        let record = if self.top().kind & kind::TABLE_CONTEXT != 0 {
            if blank {
                return;
            }
            self.foster_parent()
        } else {
            self.reconstruct();
            self.top().record
        };
        let start = self.doc.buf.len() as u32;
        self.doc.buf.push_str(text);
        self.doc.text_len += text.len();
        let event = self.doc.events.len() as u32;
        self.doc.events.push(Event::Text { record, start, end: self.doc.buf.len() as u32, single: 0 });
        if !blank {
            let one = {
                let t = text.trim_ascii();
                t.len() == 1 && t.as_bytes()[0].is_ascii_alphanumeric()
            };
            let top = self.stack.last_mut().expect("the body is never popped");
            top.content = match top.content {
                Content::Empty if one && top.record == record => Content::One(event),
                _ => Content::Other,
            };
            self.tags_since_single = u32::MAX;
        }
    }

    /// The style sheet of an SVG `<style>` that ended applies.
    fn end_svg_style(&mut self) {
        if !self.svg_style.is_empty() {
            let start = self.doc.buf.len() as u32;
            self.doc.buf.push_str(&self.svg_style);
            self.doc.sheets.push((Media::ALL, start, self.doc.buf.len() as u32));
            self.svg_style.clear();
        }
    }

    fn style_text(&mut self, text: &str) {
        if self.doc.css_len <= sheet::MAX_CSS_BYTES {
            self.doc.css_len += text.len();
            self.doc.buf.push_str(text);
        }
    }

    /// The end tag of an element with no rule of its own: it closes the nearest open element of
    /// its name, unless a special element (a block, a cell) is open inside that one.
    fn any_other_end(&mut self, name: Name) {
        if self.open[bit(name)] == 0 {
            return;
        }
        for i in (1..self.stack.len()).rev() {
            if self.stack[i].name == name {
                return self.close(i);
            }
            if self.stack[i].kind & kind::SPECIAL != 0 {
                return;
            }
        }
    }

    /// Closes open element `i` by its own end tag (and those open inside it). An element that
    /// held nothing but one character is marked, for codes written one character per element.
    fn close(&mut self, i: usize) {
        let frame = &self.stack[i];
        if let (true, Content::One(event)) = (i == self.stack.len() - 1 && frame.kind & kind::SPLIT != 0, frame.content)
        {
            let after = frame.after_single;
            if let Some(Event::Text { single, .. }) = self.doc.events.get_mut(event as usize) {
                *single = if after { 2 } else { 1 };
            }
            self.pop_to(i);
            self.tags_since_single = 0;
        } else {
            self.pop_to(i);
        }
    }

    /// Records an element (without opening it) in `parent`, with its attributes.
    fn record(&mut self, tag: &Tag<'_>, parent: u32, mut flags: u16) -> u32 {
        let decls_start = self.doc.decls.len() as u32;
        let mut class = (0, 0);
        let mut id = (0, 0);
        let mut style = (0, 0);
        let tag_name = self.tag_name;
        for attr in &tag.attrs {
            let Some(kind) = attribute_kind(&attr.name) else { continue };
            if kind == Attr::Hidden {
                self.doc.decls.push(Decl::HiddenAttribute);
                continue;
            }
            if kind == Attr::Href {
                if tag_name == names::A {
                    flags |= flag::LINK;
                }
                continue;
            }
            let value = attr.value();
            let value = &*value;
            match kind {
                Attr::Class => class = self.string(value),
                Attr::Id => id = self.string(value.trim()),
                // Read only for elements that hold text (`style::Styles`).
                Attr::Style => style = self.string(value),
                Attr::AriaHidden if value.trim().eq_ignore_ascii_case("true") => flags |= flag::ARIA_HIDDEN,
                Attr::Bgcolor => {
                    if let Some(c) = css::legacy_colour(value) {
                        self.doc.decls.push(Decl::BackgroundColor(c));
                    }
                }
                Attr::Background if !value.trim().is_empty() => {
                    self.doc.decls.push(Decl::BackgroundImage(true));
                }
                Attr::Color if tag_name == names::FONT => {
                    if let Some(c) = css::legacy_colour(value) {
                        self.doc.decls.push(Decl::Color(Some(c)));
                    }
                }
                Attr::Text if tag_name == names::BODY => {
                    if let Some(c) = css::legacy_colour(value) {
                        self.doc.decls.push(Decl::Color(Some(c)));
                    }
                }
                Attr::Size if tag_name == names::FONT => {
                    if let Some(size) = font_size_attribute(value) {
                        self.doc.decls.push(Decl::FontSize(css::FontSize::Px(size)));
                    }
                }
                _ => {}
            }
        }
        let name = self.tag_name;
        let record = Record {
            parent,
            name,
            class,
            id,
            style,
            decls: (decls_start, self.doc.decls.len() as u32),
            flags,
            open: false,
        };
        self.doc.records.push(record);
        if self.doc.records.len() > self.max_records {
            self.give_up();
        }
        (self.doc.records.len() - 1) as u32
    }

    fn string(&mut self, value: &str) -> (u32, u32) {
        let start = self.doc.buf.len() as u32;
        self.doc.buf.push_str(value);
        (start, self.doc.buf.len() as u32)
    }

    /// `<html>` and `<body>` tags give their attributes to the one root and body.
    fn merge(&mut self, record: u32, tag: &Tag<'_>) {
        let fresh = self.record(tag, NO_PARENT, 0);
        let fresh = self.doc.records.pop().filter(|_| fresh as usize == self.doc.records.len());
        let (Some(fresh), Some(target)) = (fresh, self.doc.records.get_mut(record as usize)) else { return };
        if target.class == (0, 0) {
            target.class = fresh.class;
        }
        if target.id == (0, 0) {
            target.id = fresh.id;
        }
        if target.decls.0 == target.decls.1 {
            target.decls = fresh.decls;
        }
        if target.style == (0, 0) {
            target.style = fresh.style;
        }
        target.flags |= fresh.flags;
    }

    /// Opens an element for `tag` where the current node puts it.
    fn insert(&mut self, tag: &Tag<'_>, k: u32, flags: u16) -> u32 {
        let parent = if self.top().kind & kind::TABLE_CONTEXT != 0 && k & kind::TABLE_PART == 0 {
            self.foster_parent()
        } else {
            self.top().record
        };
        let record = self.record(tag, parent, flags);
        if k & kind::BLOCK != 0 {
            self.doc.events.push(Event::Break);
        }
        self.push(record, self.doc.records[record as usize].name, k);
        record
    }

    fn push(&mut self, record: u32, name: Name, k: u32) {
        if self.stack.len() >= MAX_DEPTH {
            return self.give_up();
        }
        let after_single = self.tags_since_single == 1;
        let top = self.stack.last_mut().expect("the body is never popped");
        top.content = Content::Other;
        self.open[bit(name)] += 1;
        self.doc.records[record as usize].open = true;
        self.stack.push(Frame { record, name, label: label(name), kind: k, content: Content::Empty, after_single });
    }

    /// Where the nearest open element named `name` is, if no boundary of the scope (kinds in
    /// `boundary`) is open inside it.
    fn in_scope(&self, name: Name, boundary: u32) -> Option<usize> {
        if self.open[bit(name)] == 0 {
            return None;
        }
        for i in (1..self.stack.len()).rev() {
            let f = &self.stack[i];
            if f.name == name && f.kind & kind::FOREIGN == 0 {
                return Some(i);
            }
            if f.kind & boundary != 0 {
                return None;
            }
        }
        None
    }

    fn position(&self, name: Name) -> Option<usize> {
        if self.open[bit(name)] == 0 {
            return None;
        }
        (1..self.stack.len()).rev().find(|&i| self.stack[i].name == name)
    }

    fn is_open(&self, name: Name) -> bool {
        self.position(name).is_some()
    }

    /// Where text and elements go when the current node is a table part that cannot hold them:
    /// before the table, in its parent.
    fn foster_parent(&self) -> u32 {
        match self.stack.iter().rposition(|f| f.name == names::TABLE && f.kind & kind::FOREIGN == 0) {
            Some(t) if t > 0 => self.doc.records[self.stack[t].record as usize].parent,
            _ => self.top().record,
        }
    }

    /// Closes the elements from the top of the stack down to `i`.
    fn pop_to(&mut self, i: usize) {
        while self.stack.len() > i.max(1) {
            let frame = self.stack.pop().expect("above the body");
            self.open[bit(frame.name)] -= 1;
            self.doc.records[frame.record as usize].open = false;
        }
    }

    fn remove_frame(&mut self, i: usize) {
        let frame = self.stack.remove(i);
        self.open[bit(frame.name)] -= 1;
        self.doc.records[frame.record as usize].open = false;
    }
}

/// The attributes that bear on seeing an element's text.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Attr {
    Class,
    Id,
    Style,
    Hidden,
    AriaHidden,
    Bgcolor,
    Background,
    Color,
    Text,
    Size,
    Href,
}

/// Which of [`Attr`] a (lower-case) attribute name is; most are none, told by length and first
/// letter.
fn attribute_kind(name: &str) -> Option<Attr> {
    let kind = match (name.len(), name.as_bytes().first()?) {
        (2, b'i') => Attr::Id,
        (4, b'h') => Attr::Href,
        (4, b's') => Attr::Size,
        (4, b't') => Attr::Text,
        (5, b'c') => {
            if name.as_bytes()[1] == b'l' {
                Attr::Class
            } else {
                Attr::Color
            }
        }
        (5, b's') => Attr::Style,
        (6, b'h') => Attr::Hidden,
        (7, b'b') => Attr::Bgcolor,
        (10, b'b') => Attr::Background,
        (11, b'a') => Attr::AriaHidden,
        _ => return None,
    };
    const NAMES: [(Attr, &str); 11] = [
        (Attr::Class, "class"),
        (Attr::Id, "id"),
        (Attr::Style, "style"),
        (Attr::Hidden, "hidden"),
        (Attr::AriaHidden, "aria-hidden"),
        (Attr::Bgcolor, "bgcolor"),
        (Attr::Background, "background"),
        (Attr::Color, "color"),
        (Attr::Text, "text"),
        (Attr::Size, "size"),
        (Attr::Href, "href"),
    ];
    NAMES.iter().any(|&(k, n)| k == kind && n == name).then_some(kind)
}

/// `<font size>`: 1–7, or relative to 3, in px.
fn font_size_attribute(value: &str) -> Option<f32> {
    let value = value.trim();
    let n: i32 = value.trim_start_matches(['+', '-']).parse().ok()?;
    let size = match value.as_bytes().first() {
        Some(b'+') => 3 + n,
        Some(b'-') => 3 - n,
        _ => n,
    };
    Some([10.0, 13.0, 16.0, 18.0, 24.0, 32.0, 48.0][size.clamp(1, 7) as usize - 1])
}

/// Characters of `text` outside anything that looks like a tag, white space not counted: how
/// much text a comment or a `<noscript>` holds.
fn text_outside_tags(text: &str) -> usize {
    let mut in_tag = false;
    text.chars()
        .filter(|&c| {
            match c {
                '<' => in_tag = true,
                '>' => {
                    in_tag = false;
                    return false;
                }
                _ => {}
            }
            !in_tag && !c.is_whitespace()
        })
        .count()
}
