//! Whether each element's text is seen: the cascade of its declarations (the browser's defaults,
//! presentational attributes, style sheets, the `style` attribute, `!important`) and what it
//! inherits, worked out for each reader of [`sheet::READERS`]. Text is hidden when it is hidden
//! for every reader.

use super::css::{self, Decl, Display, FontSize, Rgba};
use super::sheet::{self, READERS, Sheet};
use super::tree::{self, Document, flag};
use crate::hidden::Reason;
use std::sync::LazyLock;

/// Text against a background with less contrast than this (WCAG's ratio; 1 is none) is not
/// seen: `#fefefe` on white is about 1.01, `#f0f0f0` 1.14, light grey footers 2 and more.
const SAME_COLOUR: f32 = 1.1;

/// What an element's content inherits, and whether it is seen.
#[derive(Clone, Copy)]
struct Computed {
    /// Hidden with everything in it (`display:none`, a clipped box, off-screen, …).
    gone: Option<Reason>,
    invisible: bool,
    font: f32,
    opacity: f32,
    color: Rgba,
    /// What is drawn behind the text; `None` for an image.
    background: Option<Rgba>,
    svg: Svg,
}

#[derive(Clone, Copy, PartialEq)]
enum Svg {
    Outside,
    Undrawn,
    Drawn,
}

const ROOT: Computed = Computed {
    gone: None,
    invisible: false,
    font: css::MEDIUM,
    opacity: 1.0,
    color: Rgba::BLACK,
    background: Some(Rgba::WHITE),
    svg: Svg::Outside,
};

/// Why the text of an element is not seen, worked out when first asked for an element that
/// holds text (and for its ancestors): elements that hold none, spacers and image links, are
/// never styled.
pub(super) struct Styles<'a> {
    cascade: Cascade<'a>,
    /// Per element: not yet known (0), seen (1), or 2 + the reason it is hidden.
    known: Vec<u8>,
    path: Vec<u32>,
}

const REASONS: [Reason; 16] = [
    Reason::DisplayNone,
    Reason::VisibilityHidden,
    Reason::FontSize,
    Reason::Opacity,
    Reason::SameColour,
    Reason::ZeroSize,
    Reason::OffScreen,
    Reason::HiddenAttribute,
    Reason::AriaHidden,
    Reason::Template,
    Reason::Noscript,
    Reason::NotRendered,
    Reason::Comment,
    Reason::TrackingImage,
    Reason::InvisibleUnicode,
    Reason::TooComplex,
];

impl<'a> Styles<'a> {
    pub(super) fn new(doc: &'a Document, sheet: &'a Sheet) -> Styles<'a> {
        let n = doc.records.len();
        let cascade = Cascade {
            doc,
            sheet,
            computed: vec![[ROOT; READERS]; n],
            done: vec![false; n],
            budget: sheet::MATCH_BUDGET,
            rules: Vec::with_capacity(16),
            entries: Vec::with_capacity(32),
        };
        Styles { cascade, known: vec![0; n], path: Vec::with_capacity(32) }
    }

    /// Why the text of `element` is not seen; `None` when it is.
    pub(super) fn hidden(&mut self, element: u32) -> Option<Reason> {
        match self.known[element as usize] {
            0 => {}
            1 => return None,
            k => return Some(REASONS[k as usize - 2]),
        }
        let (cascade, path) = (&mut self.cascade, &mut self.path);
        // Parents come first, except where the adoption agency moved a block under an element
        // recorded after it: those are worked out on the way up.
        let mut at = element;
        while !cascade.done[at as usize] && !path.contains(&at) && path.len() <= super::MAX_DEPTH * 4 {
            path.push(at);
            match cascade.doc.records[at as usize].parent {
                u32::MAX => break,
                parent => at = parent,
            }
        }
        while let Some(e) = path.pop() {
            cascade.compute(e);
        }
        let c = &cascade.computed[element as usize];
        let first = reason(&c[0]);
        let hidden = if cascade.sheet.per_reader && first.is_some() && reason(&c[1]).is_none() { None } else { first };
        self.known[element as usize] =
            hidden.map_or(1, |r| 2 + REASONS.iter().position(|x| *x == r).unwrap_or(15) as u8);
        hidden
    }

    /// Whether matching selectors ran out of budget: the document is then too complex to read.
    pub(super) fn exhausted(&self) -> bool {
        self.cascade.budget == 0
    }
}

/// Why text with this style is not seen.
fn reason(c: &Computed) -> Option<Reason> {
    if c.gone.is_some() {
        return c.gone;
    }
    if c.invisible {
        return Some(Reason::VisibilityHidden);
    }
    if c.svg == Svg::Undrawn {
        return Some(Reason::NotRendered);
    }
    if c.font < css::TINY_FONT {
        return Some(Reason::FontSize);
    }
    if c.opacity <= css::TRANSPARENT || c.color.a <= css::TRANSPARENT {
        return Some(Reason::Opacity);
    }
    let background = c.background?;
    let text = if c.color.a < 1.0 { c.color.over(background) } else { c.color };
    (text.contrast(background) < SAME_COLOUR).then_some(Reason::SameColour)
}

struct Cascade<'a> {
    doc: &'a Document,
    sheet: &'a Sheet,
    computed: Vec<[Computed; READERS]>,
    done: Vec<bool>,
    budget: u64,
    /// Rules matched by the element at hand.
    rules: Vec<u32>,
    /// Its declarations with their ranks.
    entries: Vec<(Decl, u64)>,
}

/// A declaration's rank in the cascade: `!important`, then origin (browser defaults,
/// presentational attributes, style sheets, the `style` attribute), then specificity, then order.
fn rank(important: bool, origin: u64, specificity: u32, order: usize) -> u64 {
    (important as u64) << 63 | origin << 61 | (specificity as u64 & 0x3FFF_FFFF) << 31 | (order as u64 & 0x7FFF_FFFF)
}

impl Cascade<'_> {
    fn compute(&mut self, element: u32) {
        let record = &self.doc.records[element as usize];
        let parent = match record.parent {
            u32::MAX => [ROOT; READERS],
            p if self.done[p as usize] => self.computed[p as usize],
            _ => [ROOT; READERS],
        };
        self.entries.clear();
        static DEFAULTS: LazyLock<Vec<Vec<Decl>>> = LazyLock::new(|| {
            tree::known_names()
                .iter()
                .map(|n| {
                    let mut out = Vec::new();
                    defaults(n, 0, &mut out);
                    out.into_iter().map(|(d, _)| d).collect()
                })
                .collect()
        });
        match record.name.known() {
            Some(i) => self.entries.extend(DEFAULTS[i].iter().map(|d| (*d, 0))),
            None => self.entries.push((Decl::Display(Display::Inline), 0)),
        }
        if record.flags & flag::LINK != 0 {
            self.entries.push((Decl::Color(Some(Rgba::opaque(0x0000EE))), 0));
        }
        let (start, end) = record.decls;
        for (i, decl) in self.doc.decls[start as usize..end as usize].iter().enumerate() {
            self.entries.push((*decl, rank(false, 1, 0, i)));
        }
        let entries = &mut self.entries;
        let mut order = 0;
        css::declarations(self.doc.style(element), &mut |decl, important| {
            entries.push((decl, rank(important, 3, 0, order)));
            order += 1;
        });
        self.rules.clear();
        if !self.sheet.is_empty() && self.budget > 0 {
            self.sheet.matching(self.doc, element, &mut self.rules, &mut self.budget);
        }
        let plain = matches!(self.entries[..], [(Decl::Display(d), _)] if d != Display::None);
        if plain && self.rules.is_empty() && record.flags == 0 {
            // Nothing styles it: it is as its parent.
            self.computed[element as usize] = parent;
            self.done[element as usize] = true;
            return;
        }
        let common = self.entries.len();
        let mut computed = [ROOT; READERS];
        let mut computed_first = ROOT;
        let per_reader = self.rules.iter().any(|&r| self.sheet.rule(r).media.applies != [true; READERS]);
        for (reader, out) in computed.iter_mut().enumerate() {
            if reader > 0 && !self.sheet.per_reader {
                // Every reader reads this document alike.
                *out = computed_first;
                continue;
            }
            if reader == 0 || per_reader {
                self.entries.truncate(common);
                for &r in &self.rules {
                    let rule = self.sheet.rule(r);
                    if !rule.media.applies[reader] {
                        continue;
                    }
                    for (decl, important) in self.sheet.decls(rule) {
                        if !rule.media.loose || decl.only_hides() {
                            self.entries.push((*decl, rank(*important, 2, rule.specificity, rule.order as usize)));
                        }
                    }
                }
            }
            *out = inherit(&parent[reader], &self.entries, record.flags);
            computed_first = *out;
        }
        self.computed[element as usize] = computed;
        self.done[element as usize] = true;
    }
}

/// A browser's own style for an element (read once per name, into a table).
fn defaults(name: &str, flags: u16, out: &mut Vec<(Decl, u64)>) {
    let mut push = |d: Decl| out.push((d, 0));
    push(Decl::Display(match name {
        "address" | "article" | "aside" | "blockquote" | "body" | "center" | "dd" | "details" | "dir" | "div"
        | "dl" | "dt" | "fieldset" | "figcaption" | "figure" | "footer" | "form" | "h1" | "h2" | "h3" | "h4" | "h5"
        | "h6" | "header" | "hgroup" | "hr" | "html" | "legend" | "li" | "listing" | "main" | "menu" | "nav" | "ol"
        | "p" | "plaintext" | "pre" | "search" | "section" | "summary" | "table" | "ul" | "xmp" => Display::Block,
        "td" | "th" | "tr" | "tbody" | "thead" | "tfoot" | "caption" | "col" | "colgroup" => Display::TablePart,
        "datalist" | "rp" => Display::None,
        _ => Display::Inline,
    }));
    match name {
        "small" | "sub" | "sup" | "h5" => push(Decl::FontSize(FontSize::Scale(0.83))),
        "big" => push(Decl::FontSize(FontSize::Scale(1.2))),
        "h1" => push(Decl::FontSize(FontSize::Scale(2.0))),
        "h2" => push(Decl::FontSize(FontSize::Scale(1.5))),
        "h3" => push(Decl::FontSize(FontSize::Scale(1.17))),
        "h6" => push(Decl::FontSize(FontSize::Scale(0.67))),
        "code" | "kbd" | "samp" | "tt" | "pre" => push(Decl::FontSize(FontSize::Scale(0.8125))),
        "mark" => {
            push(Decl::BackgroundColor(Rgba::opaque(0xFFFF00)));
            push(Decl::Color(Some(Rgba::BLACK)));
        }
        "button" => {
            push(Decl::BackgroundColor(Rgba::opaque(0xEFEFEF)));
            push(Decl::Color(Some(Rgba::BLACK)));
        }
        _ => {}
    }
    if flags & flag::LINK != 0 {
        push(Decl::Color(Some(Rgba::opaque(0x0000EE))));
    }
}

/// The style of an element from its parent's and its declarations (the highest rank of each
/// property wins; a later one of equal rank).
fn inherit(parent: &Computed, entries: &[(Decl, u64)], flags: u16) -> Computed {
    let mut best = [u32::MAX; css::SLOTS];
    for (i, (decl, r)) in entries.iter().enumerate() {
        let slot = &mut best[decl.slot()];
        if *slot == u32::MAX || entries[*slot as usize].1 <= *r {
            *slot = i as u32;
        }
    }
    let get = |slot: usize| (best[slot] != u32::MAX).then(|| entries[best[slot] as usize].0);
    let length = |slot: usize| match get(slot) {
        Some(
            Decl::Height(v)
            | Decl::MaxHeight(v)
            | Decl::Width(v)
            | Decl::MaxWidth(v)
            | Decl::Left(v)
            | Decl::Top(v)
            | Decl::TextIndent(v)
            | Decl::MarginLeft(v)
            | Decl::MarginTop(v)
            | Decl::Shift(v),
        ) => v,
        _ => f32::INFINITY,
    };
    let on = |slot: usize| {
        matches!(
            get(slot),
            Some(Decl::OverflowX(true) | Decl::OverflowY(true) | Decl::Positioned(true) | Decl::ScaledAway(true))
        )
    };
    let mut c = *parent;
    let gone = |c: &mut Computed, reason: Reason| {
        c.gone.get_or_insert(reason);
    };
    let display = match get(0) {
        Some(Decl::Display(d)) => d,
        Some(Decl::HiddenAttribute) => {
            gone(&mut c, Reason::HiddenAttribute);
            Display::None
        }
        _ => Display::Inline,
    };
    if display == Display::None || get(1) == Some(Decl::ContentHidden(true)) {
        gone(&mut c, Reason::DisplayNone);
    }
    if flags & flag::ARIA_HIDDEN != 0 {
        gone(&mut c, Reason::AriaHidden);
    }
    if flags & flag::TEMPLATE != 0 {
        gone(&mut c, Reason::Template);
    }
    if flags & flag::SVG_UNDRAWN != 0 {
        gone(&mut c, Reason::NotRendered);
    }
    if flags & flag::SVG != 0 {
        c.svg = Svg::Undrawn;
    } else if flags & flag::SVG_TEXT != 0 && c.svg != Svg::Outside {
        c.svg = Svg::Drawn;
    }
    if let Some(Decl::Visibility(v)) = get(2) {
        c.invisible = v;
    }
    c.font = match get(3) {
        Some(Decl::FontSize(FontSize::Px(px))) => px,
        Some(Decl::FontSize(FontSize::Scale(s))) => parent.font * s,
        Some(Decl::FontSize(FontSize::Rem(s))) => css::MEDIUM * s,
        _ => parent.font,
    };
    if let Some(Decl::Opacity(o)) = get(4) {
        c.opacity = parent.opacity * o;
    }
    if let Some(Decl::Color(Some(color))) = get(5) {
        c.color = color;
    }
    if get(7) == Some(Decl::BackgroundImage(true)) {
        c.background = None;
    } else if let Some(Decl::BackgroundColor(colour)) = get(6)
        && colour.a > 0.0
    {
        c.background = match parent.background {
            Some(below) => Some(colour.over(below)),
            None => (colour.a >= 0.99).then_some(Rgba { a: 1.0, ..colour }),
        };
    }
    // Only a block-level box is as small as its size says; a table cell grows to its content.
    if display == Display::Block
        && ((on(13) && length(8).min(length(9)) <= css::ZERO_SIZE)
            || (on(12) && length(10).min(length(11)) <= css::ZERO_SIZE))
    {
        gone(&mut c, Reason::ZeroSize);
    }
    if on(21) {
        gone(&mut c, Reason::ZeroSize);
    }
    let moved = on(14) && (length(15) <= css::OFF_SCREEN || length(16) <= css::OFF_SCREEN);
    if moved || [17, 18, 19, 20].into_iter().any(|slot| length(slot) <= css::OFF_SCREEN) {
        gone(&mut c, Reason::OffScreen);
    }
    c
}
