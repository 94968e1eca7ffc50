//! CSS declarations, as far as seeing text goes: the properties that can hide it and the values
//! they take (lengths, colours). Everything else in a declaration block is skipped; a value that
//! cannot be read leaves its property unset, as a browser drops an invalid declaration.

pub(super) use super::colours::{Rgba, colour, legacy_colour};
use std::borrow::Cow;

/// A declaration that bears on whether text is seen.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Decl {
    Display(Display),
    /// The `hidden` attribute: `display:none` at the presentational level.
    HiddenAttribute,
    /// `content-visibility:hidden` (true) or another value.
    ContentHidden(bool),
    /// `visibility:hidden|collapse` (true) or `visible`.
    Visibility(bool),
    FontSize(FontSize),
    Opacity(f32),
    /// `None`: `currentColor`, the parent's colour.
    Color(Option<Rgba>),
    BackgroundColor(Rgba),
    /// Whether an image or gradient is drawn behind the text.
    BackgroundImage(bool),
    /// Sizes in px; infinite when not a fixed length.
    Height(f32),
    MaxHeight(f32),
    Width(f32),
    MaxWidth(f32),
    /// Whether overflow is clipped, across and down.
    OverflowX(bool),
    OverflowY(bool),
    /// Whether `left`/`top` move the box (`position` other than `static`).
    Positioned(bool),
    Left(f32),
    Top(f32),
    TextIndent(f32),
    MarginLeft(f32),
    MarginTop(f32),
    /// `transform`'s translation across, in px.
    Shift(f32),
    /// `transform: scale(0)` or `clip: rect(0 0 0 0)`.
    ScaledAway(bool),
}

/// How many kinds of [`Decl`] there are: one slot each in a cascade.
pub(super) const SLOTS: usize = 22;

impl Decl {
    /// The property it sets; the `hidden` attribute and `display` share one.
    pub(super) fn slot(self) -> usize {
        match self {
            Decl::Display(_) | Decl::HiddenAttribute => 0,
            Decl::ContentHidden(_) => 1,
            Decl::Visibility(_) => 2,
            Decl::FontSize(_) => 3,
            Decl::Opacity(_) => 4,
            Decl::Color(_) => 5,
            Decl::BackgroundColor(_) => 6,
            Decl::BackgroundImage(_) => 7,
            Decl::Height(_) => 8,
            Decl::MaxHeight(_) => 9,
            Decl::Width(_) => 10,
            Decl::MaxWidth(_) => 11,
            Decl::OverflowX(_) => 12,
            Decl::OverflowY(_) => 13,
            Decl::Positioned(_) => 14,
            Decl::Left(_) => 15,
            Decl::Top(_) => 16,
            Decl::TextIndent(_) => 17,
            Decl::MarginLeft(_) => 18,
            Decl::MarginTop(_) => 19,
            Decl::Shift(_) => 20,
            Decl::ScaledAway(_) => 21,
        }
    }

    /// Whether it can only hide, never reveal: what is kept of a rule whose selector was read
    /// loosely (matching more elements than a browser would), so that the looseness can hide
    /// more but never show what a browser hides.
    pub(super) fn only_hides(self) -> bool {
        match self {
            Decl::Display(d) => d == Display::None,
            Decl::HiddenAttribute => true,
            Decl::ContentHidden(h) | Decl::Visibility(h) | Decl::OverflowX(h) | Decl::OverflowY(h) => h,
            Decl::Positioned(p) | Decl::ScaledAway(p) => p,
            Decl::FontSize(f) => f.tiny(),
            Decl::Opacity(o) => o <= TRANSPARENT,
            Decl::Height(v) | Decl::MaxHeight(v) | Decl::Width(v) | Decl::MaxWidth(v) => v <= ZERO_SIZE,
            Decl::Left(v) | Decl::Top(v) | Decl::TextIndent(v) | Decl::MarginLeft(v) | Decl::MarginTop(v) => {
                v <= OFF_SCREEN
            }
            Decl::Shift(v) => v <= OFF_SCREEN,
            Decl::Color(_) | Decl::BackgroundColor(_) | Decl::BackgroundImage(_) => false,
        }
    }
}

/// At or below this opacity nothing is seen.
pub(super) const TRANSPARENT: f32 = 0.05;
/// A box this small (px) that clips its overflow shows nothing.
pub(super) const ZERO_SIZE: f32 = 1.0;
/// Moved this far (px) left or up, a box is off any screen.
pub(super) const OFF_SCREEN: f32 = -999.0;
/// Text smaller than this (px) cannot be read.
pub(super) const TINY_FONT: f32 = 2.0;
/// The font size a document starts from (px).
pub(super) const MEDIUM: f32 = 16.0;

/// The outer display type, as far as sizes go: only block-level boxes clip to their size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Display {
    None,
    Inline,
    Block,
    /// Table cells, rows and groups: their height is a minimum.
    TablePart,
    /// `display:contents`: no box of its own.
    Contents,
}

/// A font size as declared.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum FontSize {
    Px(f32),
    /// A multiple of the parent's size (`em`, `%`, `smaller`).
    Scale(f32),
    /// A multiple of the root's size.
    Rem(f32),
}

impl FontSize {
    /// Whether it makes text tiny wherever it applies (relative sizes from a medium parent).
    pub(super) fn tiny(self) -> bool {
        match self {
            FontSize::Px(px) => px < TINY_FONT,
            FontSize::Scale(s) | FontSize::Rem(s) => s * MEDIUM < TINY_FONT,
        }
    }
}

/// Calls `each` with every declaration of a declaration block (a `style` attribute or a rule's
/// body) that bears on visibility, in order, with whether it is `!important`.
pub(super) fn declarations(block: &str, each: &mut impl FnMut(Decl, bool)) {
    let block = clean(block);
    let text: &str = &block;
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        // The name, up to `:`; a `;` first ends a declaration without a value.
        let start = i;
        let Some(end) = b[i..].iter().position(|&c| c == b':' || c == b';') else { break };
        i += end;
        if b[i] == b';' {
            i += 1;
            continue;
        }
        let name = text[start..i].trim_ascii();
        i += 1;
        // The value, up to a `;` outside quotes and brackets (most have neither).
        let value_start = i;
        while i < b.len() && !matches!(b[i], b';' | b'"' | b'\'' | b'(' | b'[') {
            i += 1;
        }
        let (mut depth, mut quote) = (0usize, 0u8);
        while i < b.len() {
            let c = b[i];
            if quote != 0 {
                if c == quote {
                    quote = 0;
                }
            } else {
                match c {
                    b';' if depth == 0 => break,
                    b'"' | b'\'' => quote = c,
                    b'(' | b'[' => depth += 1,
                    b')' | b']' => depth = depth.saturating_sub(1),
                    _ => {}
                }
            }
            i += 1;
        }
        let mut value = text[value_start..i].trim_ascii();
        i += 1;
        let Some(property) = relevant(name) else { continue };
        let mut important = false;
        if value.as_bytes().last().is_some_and(|b| b.eq_ignore_ascii_case(&b't'))
            && let Some(bang) = value.rfind('!')
            && value[bang + 1..].trim().eq_ignore_ascii_case("important")
        {
            important = true;
            value = value[..bang].trim_end();
        }
        read(property, value, &mut |d| each(d, important));
    }
}

/// The properties that bear on seeing text, in the order of [`PROPERTIES`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Property {
    Display,
    ContentVisibility,
    Visibility,
    FontSize,
    Font,
    Opacity,
    Color,
    BackgroundColor,
    BackgroundImage,
    Background,
    Height,
    MaxHeight,
    Width,
    MaxWidth,
    Overflow,
    OverflowX,
    OverflowY,
    Position,
    Left,
    Top,
    TextIndent,
    MarginLeft,
    MarginTop,
    Margin,
    Transform,
    Clip,
}

/// The names of the properties that bear on seeing text.
const PROPERTIES: [(&str, Property); 26] = [
    ("display", Property::Display),
    ("content-visibility", Property::ContentVisibility),
    ("visibility", Property::Visibility),
    ("font-size", Property::FontSize),
    ("font", Property::Font),
    ("opacity", Property::Opacity),
    ("color", Property::Color),
    ("background-color", Property::BackgroundColor),
    ("background-image", Property::BackgroundImage),
    ("background", Property::Background),
    ("height", Property::Height),
    ("max-height", Property::MaxHeight),
    ("width", Property::Width),
    ("max-width", Property::MaxWidth),
    ("overflow", Property::Overflow),
    ("overflow-x", Property::OverflowX),
    ("overflow-y", Property::OverflowY),
    ("position", Property::Position),
    ("left", Property::Left),
    ("top", Property::Top),
    ("text-indent", Property::TextIndent),
    ("margin-left", Property::MarginLeft),
    ("margin-top", Property::MarginTop),
    ("margin", Property::Margin),
    ("transform", Property::Transform),
    ("clip", Property::Clip),
];

/// Where each of [`PROPERTIES`] is, by [`property_hash`] of its name: no two share a slot.
static PROPERTY_SLOTS: [u8; 64] = {
    let mut slots = [u8::MAX; 64];
    let mut i = 0;
    while i < PROPERTIES.len() {
        let slot = property_hash(PROPERTIES[i].0.as_bytes());
        assert!(slots[slot] == u8::MAX, "two properties share a slot");
        slots[slot] = i as u8;
        i += 1;
    }
    slots
};

/// A hash of a property's name (lower case, at least two bytes) that tells [`PROPERTIES`] apart.
const fn property_hash(name: &[u8]) -> usize {
    let n = name.len();
    (n + name[n - 1].to_ascii_lowercase() as usize * 9 + name[n - 2].to_ascii_lowercase() as usize * 15) % 64
}

/// The property a declaration's name is, when it is one of [`PROPERTIES`] (names are ASCII
/// case-insensitive).
fn relevant(name: &str) -> Option<Property> {
    if !(3..=18).contains(&name.len()) {
        return None;
    }
    let (known, property) = PROPERTIES.get(PROPERTY_SLOTS[property_hash(name.as_bytes())] as usize)?;
    // Names are mostly written in lower case: compared whole first.
    (known.as_bytes() == name.as_bytes() || known.eq_ignore_ascii_case(name)).then_some(*property)
}

/// `text` without comments and CSS escapes, which a browser reads through (`dis\play: none`).
pub(super) fn clean(text: &str) -> Cow<'_, str> {
    // Most blocks hold neither: one pass over short text tells.
    let b = text.as_bytes();
    let escaped = b.contains(&b'\\');
    if !escaped && !b.windows(2).any(|w| w == b"/*") {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(['/', '\\']) {
        out.push_str(&rest[..i]);
        rest = &rest[i..];
        if let Some(comment) = rest.strip_prefix("/*") {
            rest = comment.find("*/").map_or("", |end| &comment[end + 2..]);
            out.push(' ');
        } else if let Some(escaped) = rest.strip_prefix('\\') {
            let hex = escaped.bytes().take(6).take_while(u8::is_ascii_hexdigit).count();
            if hex > 0 {
                let c = u32::from_str_radix(&escaped[..hex], 16).ok().and_then(char::from_u32);
                out.push(c.filter(|c| *c != '\0').unwrap_or('\u{FFFD}'));
                rest = &escaped[hex..];
                // One white-space character ends a hex escape.
                if let Some(space) = rest.chars().next().filter(|c| c.is_ascii_whitespace()) {
                    rest = &rest[space.len_utf8()..];
                }
            } else if let Some(c) = escaped.chars().next() {
                if c != '\n' {
                    out.push(c);
                }
                rest = &escaped[c.len_utf8()..];
            } else {
                rest = "";
            }
        } else {
            out.push('/');
            rest = &rest[1..];
        }
    }
    out.push_str(rest);
    Cow::Owned(out)
}

/// The parts of `text` between `separator`s outside quotes, parentheses and brackets.
pub(super) fn split_top_level(text: &str, separator: u8) -> impl Iterator<Item = &str> {
    let bytes = text.as_bytes();
    // Without quotes or brackets every separator counts.
    let plain = !bytes.iter().any(|b| matches!(b, b'"' | b'\'' | b'(' | b'['));
    let mut start = 0;
    let mut depth = 0usize;
    let mut quote = 0u8;
    let mut i = 0;
    let mut done = false;
    std::iter::from_fn(move || {
        if done {
            return None;
        }
        if plain {
            match bytes[start..].iter().position(|&b| b == separator) {
                Some(p) => {
                    let part = &text[start..start + p];
                    start += p + 1;
                    return Some(part);
                }
                None => {
                    done = true;
                    return Some(&text[start..]);
                }
            }
        }
        while i < bytes.len() {
            let b = bytes[i];
            i += 1;
            if quote != 0 {
                if b == quote {
                    quote = 0;
                }
            } else if b == b'"' || b == b'\'' {
                quote = b;
            } else if b == b'(' || b == b'[' {
                depth += 1;
            } else if (b == b')' || b == b']') && depth > 0 {
                depth -= 1;
            } else if b == separator && depth == 0 {
                let part = &text[start..i - 1];
                start = i;
                return Some(part);
            }
        }
        done = true;
        Some(&text[start..])
    })
}

/// The declarations `property` with its value gives.
fn read(property: Property, value: &str, out: &mut impl FnMut(Decl)) {
    let keyword = |k: &str| value.eq_ignore_ascii_case(k);
    // The CSS-wide keywords leave the property as if it were not set.
    if value.as_bytes().first().is_some_and(|b| matches!(b | 0x20, b'i' | b'u' | b'r'))
        && ["inherit", "initial", "unset", "revert", "revert-layer"].iter().any(|k| keyword(k))
    {
        return;
    }
    match property {
        Property::Display => out(Decl::Display(display(value))),
        Property::ContentVisibility => out(Decl::ContentHidden(keyword("hidden"))),
        Property::Visibility => {
            if keyword("hidden") || keyword("collapse") {
                out(Decl::Visibility(true));
            } else if keyword("visible") {
                out(Decl::Visibility(false));
            }
        }
        Property::FontSize => {
            if let Some(size) = font_size(value) {
                out(Decl::FontSize(size));
            }
        }
        Property::Font => {
            // `font: [style…] size[/line-height] family`: the size is the first token that is one.
            let size = value.split_ascii_whitespace().find_map(|t| font_size(t.split('/').next().unwrap_or(t)));
            if let Some(size) = size {
                out(Decl::FontSize(size));
            }
        }
        Property::Opacity => {
            if let Some(o) = number_or_percentage(value) {
                out(Decl::Opacity(o.clamp(0.0, 1.0)));
            }
        }
        Property::Color => {
            if keyword("currentcolor") {
                out(Decl::Color(None));
            } else if let Some(c) = colour(value) {
                out(Decl::Color(Some(c)));
            }
        }
        Property::BackgroundColor => {
            if let Some(c) = colour(value) {
                out(Decl::BackgroundColor(c));
            }
        }
        Property::BackgroundImage => out(Decl::BackgroundImage(image(value))),
        Property::Background => {
            // The shorthand resets what it does not name: no image, a transparent colour.
            out(Decl::BackgroundImage(image(value)));
            let c = split_top_level(value, b' ').find_map(|t| colour(t.trim()));
            out(Decl::BackgroundColor(c.unwrap_or(Rgba { a: 0.0, ..Rgba::BLACK })));
        }
        Property::Height => out(Decl::Height(size(value))),
        Property::MaxHeight => out(Decl::MaxHeight(size(value))),
        Property::Width => out(Decl::Width(size(value))),
        Property::MaxWidth => out(Decl::MaxWidth(size(value))),
        Property::Overflow => {
            let mut words = value.split_ascii_whitespace().map(clips);
            let x = words.next().unwrap_or(false);
            out(Decl::OverflowX(x));
            out(Decl::OverflowY(words.next().unwrap_or(x)));
        }
        Property::OverflowX => out(Decl::OverflowX(clips(value))),
        Property::OverflowY => out(Decl::OverflowY(clips(value))),
        Property::Position => out(Decl::Positioned(!keyword("static"))),
        Property::Left | Property::Top | Property::TextIndent | Property::MarginLeft | Property::MarginTop => {
            if let Some(px) = length(value) {
                out(match property {
                    Property::Left => Decl::Left(px),
                    Property::Top => Decl::Top(px),
                    Property::TextIndent => Decl::TextIndent(px),
                    Property::MarginLeft => Decl::MarginLeft(px),
                    _ => Decl::MarginTop(px),
                });
            }
        }
        Property::Margin => {
            // One to four values: top, right, bottom, left; the left one is the right one when
            // not given, and the top one when neither is.
            let mut values = [None; 4];
            for (slot, v) in values.iter_mut().zip(value.split_ascii_whitespace()) {
                *slot = Some(length(v));
            }
            if let Some(Some(top)) = values[0] {
                out(Decl::MarginTop(top));
            }
            if let Some(Some(left)) = values[3].or(values[1]).or(values[0]) {
                out(Decl::MarginLeft(left));
            }
        }
        Property::Transform => {
            let lower = value.to_ascii_lowercase();
            let first = |f: &str| {
                lower.find(f).and_then(|i| lower[i + f.len()..].split([',', ')', ' ']).next().and_then(length))
            };
            let scale = ["scale(", "scalex(", "scaley(", "scale3d("].iter().filter_map(|f| first(f)).any(|s| s == 0.0);
            out(Decl::ScaledAway(scale));
            if let Some(x) = first("translate(").or_else(|| first("translatex(")).or_else(|| first("translate3d(")) {
                out(Decl::Shift(x));
            }
        }
        Property::Clip => {
            let lower = value.to_ascii_lowercase();
            let inner = lower.strip_prefix("rect(").and_then(|r| r.strip_suffix(')'));
            let nothing = inner.is_some_and(|r| {
                let v: Vec<Option<f32>> = r.split([',', ' ']).filter(|s| !s.is_empty()).map(length).collect();
                v.len() == 4 && (v[0] == v[2] || v[1] == v[3])
            });
            out(Decl::ScaledAway(nothing));
        }
    }
}

fn display(value: &str) -> Display {
    let first = lower_small(value.split_ascii_whitespace().next().unwrap_or(""));
    match &*first {
        "none" => Display::None,
        "inline" | "ruby" | "ruby-text" => Display::Inline,
        "contents" => Display::Contents,
        v if v.starts_with("table-") => Display::TablePart,
        _ => Display::Block,
    }
}

fn clips(value: &str) -> bool {
    value.eq_ignore_ascii_case("hidden") || value.eq_ignore_ascii_case("clip")
}

fn image(value: &str) -> bool {
    if !value.contains('(') {
        return false;
    }
    let lower = value.to_ascii_lowercase();
    lower.contains("url(") || lower.contains("gradient(") || lower.contains("image(")
}

/// A fixed size in px; infinite for `auto`, `none`, percentages and whatever cannot be read.
fn size(value: &str) -> f32 {
    match number(value.trim()) {
        Some((0.0, _)) => 0.0,
        Some((_, "%")) | None => f32::INFINITY,
        Some((n, unit)) => px(n, unit).filter(|v| v.is_finite()).unwrap_or(f32::INFINITY),
    }
}

/// A length in px (`em`/`rem` taken as 16px, the viewport as 1024×768); `None` for a percentage
/// or what is not a length.
pub(super) fn length(value: &str) -> Option<f32> {
    let (number, unit) = number(value.trim())?;
    px(number, unit)
}

/// `number` of `unit` in px.
fn px(number: f32, unit: &str) -> Option<f32> {
    if unit == "px" {
        return Some(number);
    }
    let factor = match &*lower_small(unit) {
        "" if number == 0.0 => 1.0,
        "px" => 1.0,
        "pt" => 4.0 / 3.0,
        "pc" => 16.0,
        "in" => 96.0,
        "cm" => 96.0 / 2.54,
        "mm" => 96.0 / 25.4,
        "q" => 96.0 / 101.6,
        "em" | "rem" => MEDIUM,
        "ex" | "ch" => MEDIUM / 2.0,
        "vw" | "vmax" => 10.24,
        "vh" | "vmin" => 7.68,
        _ => return None,
    };
    Some(number * factor)
}

fn font_size(value: &str) -> Option<FontSize> {
    if value.as_bytes().first().is_some_and(|b| b.is_ascii_digit() || *b == b'.') {
        let (number, unit) = number(value)?;
        let scale = |s: f32| Some(FontSize::Scale(s));
        return match unit.len() {
            2 if unit.eq_ignore_ascii_case("em") => scale(number),
            1 if unit == "%" => scale(number / 100.0),
            3 if unit.eq_ignore_ascii_case("rem") => Some(FontSize::Rem(number)),
            _ => px(number, unit).map(FontSize::Px),
        };
    }
    let keyword = match &*lower_small(value) {
        "xx-small" => Some(FontSize::Px(9.0)),
        "x-small" => Some(FontSize::Px(10.0)),
        "small" => Some(FontSize::Px(13.0)),
        "medium" => Some(FontSize::Px(16.0)),
        "large" => Some(FontSize::Px(18.0)),
        "x-large" => Some(FontSize::Px(24.0)),
        "xx-large" => Some(FontSize::Px(32.0)),
        "xxx-large" => Some(FontSize::Px(48.0)),
        "smaller" => Some(FontSize::Scale(0.83)),
        "larger" => Some(FontSize::Scale(1.2)),
        _ => None,
    };
    if keyword.is_some() {
        return keyword;
    }
    keyword
}

/// `text` in lower case, borrowed when it already is.
fn lower_small(text: &str) -> Cow<'_, str> {
    if text.bytes().any(|b| b.is_ascii_uppercase()) {
        Cow::Owned(text.to_ascii_lowercase())
    } else {
        Cow::Borrowed(text)
    }
}

pub(super) fn number_or_percentage(value: &str) -> Option<f32> {
    match number(value.trim())? {
        (n, "") => Some(n),
        (n, "%") => Some(n / 100.0),
        _ => None,
    }
}

/// The number at the start of `value` and the unit after it.
pub(super) fn number(value: &str) -> Option<(f32, &str)> {
    let bytes = value.as_bytes();
    let mut end = 0;
    if matches!(bytes.first(), Some(b'+' | b'-')) {
        end = 1;
    }
    let digits_start = end;
    while end < bytes.len() && (bytes[end].is_ascii_digit() || bytes[end] == b'.') {
        end += 1;
    }
    if end == digits_start {
        return None;
    }
    if end < bytes.len() && (bytes[end] == b'e' || bytes[end] == b'E') {
        let mut exp = end + 1;
        if matches!(bytes.get(exp), Some(b'+' | b'-')) {
            exp += 1;
        }
        if bytes.get(exp).is_some_and(u8::is_ascii_digit) {
            end = exp;
            while end < bytes.len() && bytes[end].is_ascii_digit() {
                end += 1;
            }
        }
    }
    let text = &value[digits_start..end];
    // Short plain decimals, most of CSS's numbers, without the general parser.
    let simple = text.len() <= 9 && text.bytes().filter(|&b| b == b'.').count() <= 1 && text != ".";
    let n: f32 = if simple {
        let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
        let digits = |s: &str| s.bytes().fold(0u32, |n, b| n * 10 + (b - b'0') as u32);
        let n = digits(whole) as f32 + digits(fraction) as f32 / 10f32.powi(fraction.len() as i32);
        if bytes.first() == Some(&b'-') { -n } else { n }
    } else {
        value[..end].parse().ok()?
    };
    n.is_finite().then_some((n, &value[end..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(block: &str) -> Vec<(Decl, bool)> {
        let mut out = Vec::new();
        declarations(block, &mut |d, i| out.push((d, i)));
        out
    }

    #[test]
    fn declarations_that_hide_are_read_and_others_skipped() {
        assert_eq!(
            all("color: #FFF; padding: 4px; DISPLAY : None !important; font-family: 'a;b'"),
            vec![(Decl::Color(Some(Rgba::WHITE)), false), (Decl::Display(Display::None), true)]
        );
        assert_eq!(all("dis\\play:/* x */none"), vec![(Decl::Display(Display::None), false)]);
        assert_eq!(all("font: 0/0 a"), vec![(Decl::FontSize(FontSize::Px(0.0)), false)]);
        assert_eq!(
            all("font-size: 0.5px; font-size: 75%"),
            vec![(Decl::FontSize(FontSize::Px(0.5)), false), (Decl::FontSize(FontSize::Scale(0.75)), false)]
        );
        assert_eq!(
            all("margin: 0 0 0 -9999px"),
            vec![(Decl::MarginTop(0.0), false), (Decl::MarginLeft(-9999.0), false)]
        );
        assert_eq!(
            all("opacity: 0%; max-height: 0px; width: auto"),
            vec![(Decl::Opacity(0.0), false), (Decl::MaxHeight(0.0), false), (Decl::Width(f32::INFINITY), false)]
        );
        assert!(
            all("display: inherit; color: var(--x); height: calc(1px)")
                .iter()
                .all(|(d, _)| *d == Decl::Height(f32::INFINITY))
        );
        assert!(all("::;;;:!important;\\").is_empty());
    }
}
