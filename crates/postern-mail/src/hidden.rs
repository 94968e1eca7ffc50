//! Text a person would not see, and the report of it. A message's text is what a model reads, so
//! whatever the sender hid from the person (by HTML and CSS, or with characters that draw nothing)
//! is left out of it; what was left out is counted by reason, so that an agent and the person
//! reviewing what it read both know how much was taken out and why.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The text a person sees, and what was left out of it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Visible {
    /// The text, one line per block (for HTML).
    pub text: String,
    /// What was left out.
    pub hidden: Hidden,
    /// The `alt` text of the images a person sees (not tracking pixels, not hidden), one per
    /// line: what is shown in their place when images are not loaded, the default of many mail
    /// clients. Not part of `text`; the extractor reads it, for codes sent as a picture.
    pub alt_text: String,
}

/// How much text was left out, and why.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hidden {
    /// Characters left out, white space not counted.
    pub characters: usize,
    /// Characters left out per reason.
    pub reasons: BTreeMap<Reason, usize>,
}

/// Why text was left out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// `display:none` (or `content-visibility:hidden`), inline or by a `<style>` rule.
    DisplayNone,
    /// `visibility:hidden` or `collapse`.
    VisibilityHidden,
    /// A font smaller than 2px.
    FontSize,
    /// `opacity` (or a colour's alpha) of 0.05 or less.
    Opacity,
    /// Text the colour, or nearly, of the background it is drawn on.
    SameColour,
    /// A box of at most 1px that clips what overflows it, or scaled to nothing.
    ZeroSize,
    /// Moved a thousand pixels or more off the page.
    OffScreen,
    /// The `hidden` attribute.
    HiddenAttribute,
    /// `aria-hidden="true"`: left out of what a screen reader reads, and so here.
    AriaHidden,
    /// The inert content of a `<template>`.
    Template,
    /// `<noscript>`, which a reader that runs scripts does not show.
    Noscript,
    /// SVG text that is not drawn (outside `<text>`, or a `<title>`/`<desc>`).
    NotRendered,
    /// HTML comments.
    Comment,
    /// The `alt`/`title` text of a tracking image (1×1 or not displayed).
    TrackingImage,
    /// Characters that draw nothing (zero-width and direction controls, tag characters, runs of
    /// variation selectors, other default-ignorable code points).
    InvisibleUnicode,
    /// Markup nested or styled beyond what is read (deeper than the HTML reader's `MAX_DEPTH`
    /// elements, or style sheets over their caps): left out rather than guessed.
    TooComplex,
}

impl Reason {
    /// The reason's name in JSON (`display_none`).
    pub fn as_str(self) -> &'static str {
        match self {
            Reason::DisplayNone => "display_none",
            Reason::VisibilityHidden => "visibility_hidden",
            Reason::FontSize => "font_size",
            Reason::Opacity => "opacity",
            Reason::SameColour => "same_colour",
            Reason::ZeroSize => "zero_size",
            Reason::OffScreen => "off_screen",
            Reason::HiddenAttribute => "hidden_attribute",
            Reason::AriaHidden => "aria_hidden",
            Reason::Template => "template",
            Reason::Noscript => "noscript",
            Reason::NotRendered => "not_rendered",
            Reason::Comment => "comment",
            Reason::TrackingImage => "tracking_image",
            Reason::InvisibleUnicode => "invisible_unicode",
            Reason::TooComplex => "too_complex",
        }
    }

    /// How a summary names it, after a count ("300 display:none").
    pub fn describe(self) -> &'static str {
        match self {
            Reason::DisplayNone => "display:none",
            Reason::VisibilityHidden => "visibility:hidden",
            Reason::FontSize => "in a font under 2px",
            Reason::Opacity => "transparent",
            Reason::SameColour => "in the background's colour",
            Reason::ZeroSize => "in a zero-size box",
            Reason::OffScreen => "off-screen",
            Reason::HiddenAttribute => "hidden attribute",
            Reason::AriaHidden => "aria-hidden",
            Reason::Template => "in templates",
            Reason::Noscript => "in noscript",
            Reason::NotRendered => "SVG text not drawn",
            Reason::Comment => "in comments",
            Reason::TrackingImage => "tracking-image text",
            Reason::InvisibleUnicode => "invisible characters",
            Reason::TooComplex => "in markup too deep or complex to read",
        }
    }
}

impl Hidden {
    /// Whether nothing was left out.
    pub fn is_empty(&self) -> bool {
        self.characters == 0
    }

    pub(crate) fn add(&mut self, reason: Reason, characters: usize) {
        if characters > 0 {
            self.characters += characters;
            *self.reasons.entry(reason).or_default() += characters;
        }
    }

    /// One line for an envelope, largest reason first ("312 characters of hidden text left
    /// out: 300 display:none, 12 invisible characters"); `None` when nothing was left out.
    pub fn summary(&self) -> Option<String> {
        if self.is_empty() {
            return None;
        }
        let mut reasons: Vec<(Reason, usize)> = self.reasons.iter().map(|(r, n)| (*r, *n)).collect();
        reasons.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let parts: Vec<String> = reasons.iter().map(|(r, n)| format!("{n} {}", r.describe())).collect();
        let noun = if self.characters == 1 { "character" } else { "characters" };
        Some(format!("{} {noun} of hidden text left out: {}", self.characters, parts.join(", ")))
    }
}

/// A text/plain body as a person sees it: [`is_invisible`] characters taken out and counted.
pub fn visible_plain_text(text: &str) -> Visible {
    if !may_hold_invisible(text) {
        return Visible { text: text.to_string(), ..Visible::default() };
    }
    strip(text)
}

/// [`visible_plain_text`] of a body the caller gives up (most need no copy).
pub(crate) fn visible_plain_text_of(text: String) -> Visible {
    if !may_hold_invisible(&text) {
        return Visible { text, ..Visible::default() };
    }
    strip(&text)
}

fn strip(text: &str) -> Visible {
    let mut hidden = Hidden::default();
    let mut out = String::with_capacity(text.len());
    hidden.add(Reason::InvisibleUnicode, strip_invisible(text, &mut out));
    Visible { text: out, hidden, ..Visible::default() }
}

/// Whether `text` may hold an [`is_invisible`] character: whether it has a byte that begins one
/// in UTF-8 (most text has none, and is not looked at character by character).
pub(crate) fn may_hold_invisible(text: &str) -> bool {
    if text.is_ascii() {
        return false;
    }
    // The UTF-8 encodings of the ranges of `is_invisible`, by their first two bytes (and the
    // third where a range is narrower than a two-byte prefix).
    let b = text.as_bytes();
    let at = |i: usize| b.get(i).copied().unwrap_or(0);
    let mut i = 0;
    while i < b.len() {
        let lead = b[i];
        // Characters are stepped over whole: only where one starts can one be invisible.
        let len = match lead {
            0..0x80 => 1,
            0xC0..0xE0 => 2,
            0xE0..0xF0 => 3,
            0xF0.. => 4,
            _ => 1,
        };
        if lead >= 0xC2 && is_invisible_at(lead, at(i + 1), at(i + 2), at(i + 3)) {
            return true;
        }
        i += len;
    }
    false
}

/// Whether the UTF-8 bytes `b0 b1 b2 b3…` begin a character of [`is_invisible`].
fn is_invisible_at(b0: u8, b1: u8, b2: u8, b3: u8) -> bool {
    match (b0, b1) {
        (0xC2, 0xAD) | (0xCD, 0x8F) | (0xD8, 0x9C) | (0xF3, 0xA0) => true,
        (0xE1, 0x85) => matches!(b2, 0x9F | 0xA0),
        (0xE1, 0x9E) => matches!(b2, 0xB4 | 0xB5),
        (0xE1, 0xA0) => matches!(b2, 0x8B..=0x8F),
        (0xE2, 0x80) => matches!(b2, 0x8B..=0x8F | 0xAA..=0xAE),
        (0xE2, 0x81) => matches!(b2, 0xA0..=0xAF),
        (0xE3, 0x85) => b2 == 0xA4,
        (0xEF, 0xB8) => matches!(b2, 0x80..=0x8F),
        (0xEF, 0xBB) => b2 == 0xBF,
        (0xEF, 0xBE) => b2 == 0xA0,
        (0xEF, 0xBF) => matches!(b2, 0xB0..=0xBB),
        (0xF0, 0x9B) => b2 == 0xB2 && matches!(b3, 0xA0..=0xA3),
        (0xF0, 0x9D) => b2 == 0x85 && matches!(b3, 0xB3..=0xBA),
        _ => false,
    }
}

/// Appends `text` to `out` without its invisible characters, and says how many it left out.
pub(crate) fn strip_invisible(text: &str, out: &mut String) -> usize {
    let mut removed = 0;
    let mut chars = text.chars().peekable();
    let mut prev = None;
    while let Some(c) = chars.next() {
        if is_invisible(c) && !kept(c, prev, chars.peek().copied()) {
            removed += 1;
        } else {
            out.push(c);
        }
        prev = Some(c);
    }
    removed
}

pub use postern_core::invisible::is_invisible;

/// Whether an invisible character is kept where a writing system needs it: one variation selector
/// after a character outside ASCII (emoji and CJK variants), and a joiner between two (emoji
/// sequences, Indic and Persian words). A run of selectors after one character, the way bytes
/// are smuggled, keeps only its first.
fn kept(c: char, prev: Option<char>, next: Option<char>) -> bool {
    let letter = |c: Option<char>| c.is_some_and(|c| !c.is_ascii() && !is_invisible(c) && !c.is_whitespace());
    match c as u32 {
        0xFE00..=0xFE0F | 0xE0100..=0xE01EF => letter(prev),
        0x200C | 0x200D => letter(prev) && letter(next),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invisible_characters_are_taken_out_and_counted() {
        let tags: String = "IGNORE".chars().map(|c| char::from_u32(0xE0000 + c as u32).unwrap()).collect();
        let text = format!("Pay\u{200B}ment due\u{202E}\u{2066} soon{tags}\u{FEFF}");
        let v = visible_plain_text(&text);
        assert_eq!(v.text, "Payment due soon");
        assert_eq!(v.hidden.characters, 4 + tags.chars().count());
        assert_eq!(v.hidden.reasons.get(&Reason::InvisibleUnicode), Some(&v.hidden.characters));
    }

    #[test]
    fn the_quick_check_finds_every_invisible_character() {
        for c in (0..=0x10FFFFu32).filter_map(char::from_u32) {
            let text = format!("a{c}b");
            assert_eq!(may_hold_invisible(&text), is_invisible(c), "U+{:04X}", c as u32);
        }
    }

    #[test]
    fn writing_systems_keep_their_joiners_and_one_selector() {
        let family = "👨\u{200D}👩\u{200D}👧 ❤\u{FE0F} می\u{200C}خواهم 葛\u{E0100}";
        assert_eq!(visible_plain_text(family).text, family);
        // Bytes smuggled as a run of selectors after one emoji: only the first stays.
        let smuggled = format!("😀{}", "\u{FE01}\u{E0110}\u{E0142}\u{FE0F}");
        assert_eq!(visible_plain_text(&smuggled).text, "😀\u{FE01}");
        assert_eq!(visible_plain_text("a\u{FE0F}b\u{200D}c").text, "abc");
    }

    #[test]
    fn a_summary_names_the_largest_reasons_first() {
        let mut h = Hidden::default();
        assert_eq!(h.summary(), None);
        h.add(Reason::InvisibleUnicode, 12);
        h.add(Reason::DisplayNone, 300);
        h.add(Reason::Comment, 0);
        assert_eq!(
            h.summary().as_deref(),
            Some("312 characters of hidden text left out: 300 display:none, 12 invisible characters")
        );
        assert_eq!(
            serde_json::to_string(&h).unwrap(),
            r#"{"characters":312,"reasons":{"display_none":300,"invisible_unicode":12}}"#
        );
    }
}
