//! The document as far as seeing its text goes (the one home of `html5ever`): html5ever's
//! tokenizer, which reads markup exactly as a browser does, feeds a stack of open elements that
//! follows the HTML standard's tree construction where it decides which element text is in
//! (implied end tags, scopes, misnested formatting elements and the adoption agency, foster
//! parenting out of tables, foreign content). Each element is recorded with what can style it,
//! and each run of text with the element it is in; whether it is seen is decided once all style
//! sheets are known (a `<style>` at the end applies to the whole document).
//!
//! html5ever's own tree builder is not used: it is quadratic in nesting depth and caps nothing
//! (servo/html5ever#788), and mail is hostile input. Here at most [`MAX_DEPTH`] elements are
//! open and [`MAX_FORMATTING`] formatting elements active; beyond either, or past a record count
//! proportional to the input, the rest of the document is too complex to read, and its text is
//! left out (and said so) rather than guessed.

use super::css::{self, Decl};
use super::sheet::{self, Media, Tree};
use crate::hidden::Reason;
use html5ever::tendril::StrTendril;
use html5ever::tokenizer::states::RawKind;
use html5ever::tokenizer::{BufferQueue, Tag, TagKind, Token, TokenSink, TokenSinkResult, Tokenizer};
use html5ever::{LocalName, local_name};
use kinds::kind;
use std::cell::RefCell;

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
    /// The characters of text events.
    pub text: String,
    /// The values of `class` and `id` attributes.
    strings: String,
    /// Inline styles and presentational attributes, by element.
    pub decls: Vec<(Decl, Origin)>,
    /// The text of `<style>` elements, and where each one is in it with its media.
    pub css: String,
    pub sheets: Vec<(Media, u32, u32)>,
}

/// An element, as far as style goes.
#[derive(Clone)]
pub(super) struct Record {
    pub parent: u32,
    pub name: LocalName,
    class: (u32, u32),
    id: (u32, u32),
    pub decls: (u32, u32),
    pub flags: u16,
    open: bool,
}

/// Where a declaration of an element comes from, lowest priority first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Origin {
    /// A presentational attribute (`bgcolor`, `<font color>`, `hidden`).
    Hint,
    /// The `style` attribute.
    Inline,
    /// The `style` attribute's `!important` declarations.
    Important,
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
}

/// Reads `html` into a [`Document`]. Linear in its input; never panics.
pub(super) fn read(html: &str) -> Document {
    let tokenizer = Tokenizer::new(Sink(RefCell::new(Builder::new(html.len()))), Default::default());
    let input = BufferQueue::default();
    input.push_back(StrTendril::from_slice(html));
    let _ = tokenizer.feed(&input);
    tokenizer.end();
    let mut builder = tokenizer.sink.0.into_inner();
    // A style sheet left open at the end still applies.
    if let Raw::Style(start, media) = builder.raw {
        builder.doc.sheets.push((media, start, builder.doc.css.len() as u32));
    }
    if let Some(start) = builder.svg_style {
        builder.doc.sheets.push((Media::ALL, start, builder.doc.css.len() as u32));
    }
    builder.doc
}

impl Tree for Document {
    fn name(&self, element: u32) -> &LocalName {
        &self.records[element as usize].name
    }
    fn id(&self, element: u32) -> &str {
        let (start, end) = self.records[element as usize].id;
        &self.strings[start as usize..end as usize]
    }
    fn classes(&self, element: u32) -> &str {
        let (start, end) = self.records[element as usize].class;
        &self.strings[start as usize..end as usize]
    }
    fn parent(&self, element: u32) -> Option<u32> {
        let parent = self.records[element as usize].parent;
        (parent != NO_PARENT).then_some(parent)
    }
}

struct Sink(RefCell<Builder>);

impl TokenSink for Sink {
    type Handle = ();

    fn process_token(&self, token: Token, _line: u64) -> TokenSinkResult<()> {
        self.0.borrow_mut().token(token)
    }

    fn adjusted_current_node_present_but_not_in_html_namespace(&self) -> bool {
        self.0.borrow().in_foreign()
    }
}

/// An open element.
struct Frame {
    record: u32,
    name: LocalName,
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
        name: LocalName,
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
    /// Where the text of an open SVG `<style>` starts in [`Document::css`].
    svg_style: Option<u32>,
    max_records: usize,
    too_complex: bool,
}

fn bit(name: &LocalName) -> usize {
    (name.get_hash() & 63) as usize
}
impl Builder {
    fn new(input: usize) -> Builder {
        let record = |parent, name: &str| Record {
            parent,
            name: LocalName::from(name),
            class: (0, 0),
            id: (0, 0),
            decls: (0, 0),
            flags: 0,
            open: true,
        };
        let doc = Document {
            records: vec![record(NO_PARENT, "html"), record(ROOT, "body")],
            events: Vec::with_capacity(input / 32),
            text: String::with_capacity(input / 2),
            strings: String::new(),
            decls: Vec::new(),
            css: String::new(),
            sheets: Vec::new(),
        };
        let body = Frame {
            record: BODY,
            name: local_name!("body"),
            kind: kind::SPECIAL | kind::SCOPE | kind::TABLE_SCOPE,
            content: Content::Other,
            after_single: false,
        };
        Builder {
            doc,
            stack: vec![body],
            formatting: Vec::new(),
            raw: Raw::No,
            open: [0; 64],
            tags_since_single: u32::MAX,
            svg_style: None,
            max_records: input / 2 + 4096,
            too_complex: false,
        }
    }

    fn token(&mut self, token: Token) -> TokenSinkResult<()> {
        match token {
            Token::TagToken(tag) => {
                self.tags_since_single = self.tags_since_single.saturating_add(1);
                match tag.kind {
                    TagKind::StartTag => return self.start(tag),
                    TagKind::EndTag => self.end(&tag),
                }
            }
            Token::CharacterTokens(text) => self.characters(&text),
            Token::CommentToken(text) => self.comment(&text),
            _ => {}
        }
        TokenSinkResult::Continue
    }

    fn top(&self) -> &Frame {
        self.stack.last().expect("the body is never popped")
    }

    fn in_foreign(&self) -> bool {
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
            match &*top.name {
                // SVG's style sheets apply to the whole document.
                "style" => return self.style_text(text),
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
        let start = self.doc.text.len() as u32;
        self.doc.text.push_str(text);
        let event = self.doc.events.len() as u32;
        self.doc.events.push(Event::Text { record, start, end: self.doc.text.len() as u32, single: 0 });
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

    fn style_text(&mut self, text: &str) {
        if self.doc.css.len() <= sheet::MAX_CSS_BYTES {
            self.doc.css.push_str(text);
        }
    }

    fn comment(&mut self, text: &str) {
        // Outlook's conditional comments hold markup for Outlook, not hidden text.
        let conditional = text.trim_start().starts_with("[if") || text.trim_end().ends_with("<![endif]");
        if !conditional {
            self.left(Reason::Comment, text_outside_tags(text));
        }
    }

    /// The end tag of an element with no rule of its own: it closes the nearest open element of
    /// its name, unless a special element (a block, a cell) is open inside that one.
    fn any_other_end(&mut self, name: &LocalName) {
        if self.open[bit(name)] == 0 {
            return;
        }
        for i in (1..self.stack.len()).rev() {
            if self.stack[i].name == *name {
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
    fn record(&mut self, tag: &Tag, parent: u32, mut flags: u16) -> u32 {
        let decls_start = self.doc.decls.len() as u32;
        let mut class = (0, 0);
        let mut id = (0, 0);
        for attr in &tag.attrs {
            let value = &*attr.value;
            match &*attr.name.local {
                "class" => class = self.string(value),
                "id" => id = self.string(value.trim()),
                "style" => {
                    let decls = &mut self.doc.decls;
                    css::declarations(value, &mut |d, important| {
                        decls.push((d, if important { Origin::Important } else { Origin::Inline }));
                    });
                }
                "hidden" => self.doc.decls.push((Decl::HiddenAttribute, Origin::Hint)),
                "aria-hidden" if value.trim().eq_ignore_ascii_case("true") => flags |= flag::ARIA_HIDDEN,
                "bgcolor" => {
                    if let Some(c) = css::legacy_colour(value) {
                        self.doc.decls.push((Decl::BackgroundColor(c), Origin::Hint));
                    }
                }
                "background" if !value.trim().is_empty() => {
                    self.doc.decls.push((Decl::BackgroundImage(true), Origin::Hint));
                }
                "color" if &*tag.name == "font" => {
                    if let Some(c) = css::legacy_colour(value) {
                        self.doc.decls.push((Decl::Color(Some(c)), Origin::Hint));
                    }
                }
                "text" if &*tag.name == "body" => {
                    if let Some(c) = css::legacy_colour(value) {
                        self.doc.decls.push((Decl::Color(Some(c)), Origin::Hint));
                    }
                }
                "size" if &*tag.name == "font" => {
                    if let Some(size) = font_size_attribute(value) {
                        self.doc.decls.push((Decl::FontSize(css::FontSize::Px(size)), Origin::Hint));
                    }
                }
                "href" if &*tag.name == "a" => flags |= flag::LINK,
                _ => {}
            }
        }
        let record = Record {
            parent,
            name: tag.name.clone(),
            class,
            id,
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
        let start = self.doc.strings.len() as u32;
        self.doc.strings.push_str(value);
        (start, self.doc.strings.len() as u32)
    }

    /// `<html>` and `<body>` tags give their attributes to the one root and body.
    fn merge(&mut self, record: u32, tag: &Tag) {
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
        target.flags |= fresh.flags;
    }

    /// Opens an element for `tag` where the current node puts it.
    fn insert(&mut self, tag: &Tag, k: u32, flags: u16) -> u32 {
        let parent = if self.top().kind & kind::TABLE_CONTEXT != 0 && k & kind::TABLE_PART == 0 {
            self.foster_parent()
        } else {
            self.top().record
        };
        let record = self.record(tag, parent, flags);
        if k & kind::BLOCK != 0 {
            self.doc.events.push(Event::Break);
        }
        self.push(record, tag.name.clone(), k);
        record
    }

    fn push(&mut self, record: u32, name: LocalName, k: u32) {
        if self.stack.len() >= MAX_DEPTH {
            return self.give_up();
        }
        let after_single = self.tags_since_single == 1;
        let top = self.stack.last_mut().expect("the body is never popped");
        top.content = Content::Other;
        self.open[bit(&name)] += 1;
        self.doc.records[record as usize].open = true;
        self.stack.push(Frame { record, name, kind: k, content: Content::Empty, after_single });
    }

    /// Where the nearest open element named `name` is, if no boundary of the scope (kinds in
    /// `boundary`) is open inside it.
    fn in_scope(&self, name: &LocalName, boundary: u32) -> Option<usize> {
        if self.open[bit(name)] == 0 {
            return None;
        }
        for i in (1..self.stack.len()).rev() {
            let f = &self.stack[i];
            if f.name == *name && f.kind & kind::FOREIGN == 0 {
                return Some(i);
            }
            if f.kind & boundary != 0 {
                return None;
            }
        }
        None
    }

    fn position(&self, name: &LocalName) -> Option<usize> {
        if self.open[bit(name)] == 0 {
            return None;
        }
        (1..self.stack.len()).rev().find(|&i| self.stack[i].name == *name)
    }

    fn is_open(&self, name: &LocalName) -> bool {
        self.position(name).is_some()
    }

    /// Where text and elements go when the current node is a table part that cannot hold them:
    /// before the table, in its parent.
    fn foster_parent(&self) -> u32 {
        match self.stack.iter().rposition(|f| &*f.name == "table" && f.kind & kind::FOREIGN == 0) {
            Some(t) if t > 0 => self.doc.records[self.stack[t].record as usize].parent,
            _ => self.top().record,
        }
    }

    /// Closes the elements from the top of the stack down to `i`.
    fn pop_to(&mut self, i: usize) {
        while self.stack.len() > i.max(1) {
            let frame = self.stack.pop().expect("above the body");
            self.open[bit(&frame.name)] -= 1;
            self.doc.records[frame.record as usize].open = false;
        }
    }

    fn remove_frame(&mut self, i: usize) {
        let frame = self.stack.remove(i);
        self.open[bit(&frame.name)] -= 1;
        self.doc.records[frame.record as usize].open = false;
    }
}

fn attribute<'a>(tag: &'a Tag, name: &str) -> Option<&'a str> {
    tag.attrs.iter().find(|a| &*a.name.local == name).map(|a| &*a.value)
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
