//! HTML as a person sees it. [`visible_text`] is the one way from an HTML body to text: what
//! people and agents read, what the extractor and the search index see. Mail is the main channel
//! for prompt injection into agents, and its hiding places are in the HTML (white on white,
//! zero-size fonts, off-screen or `display:none` blocks, comments, characters that draw nothing):
//! a model must not read what the person it works for would not see, and both should know how
//! much was left out. So the HTML is read as a browser reads it, styled as far as seeing goes,
//! and only what is seen is written out, with a [`Hidden`] report of the rest.
//!
//! - `tokenizer`: HTML's tokenizer, as a browser reads markup (checked against html5ever's).
//! - `tree`: a bounded stack of open elements following the HTML standard's tree construction;
//!   records elements and runs of text.
//! - `css`, `colours`: declarations that bear on seeing text, and their values.
//! - `sheet`, `media`: `<style>` rules (element, class and id selectors with descendant and
//!   child combinators) and the media they apply to, for a desktop and a phone reader.
//! - `style`: the cascade and what each element inherits; which text is hidden, and why.
//! - `fragment`: the link scorer's words around a link, from a fragment cut out of raw HTML.
//!
//! Text is hidden by `display:none` (and `content-visibility:hidden`), `visibility`, a font under
//! 2px, an opacity or colour alpha of 0.05 or less, a colour within a contrast of 1.1 of what is
//! behind it (background colours and `bgcolor` blended down the tree; text over an image counts
//! as seen), a block of at most 1px that clips its overflow or is scaled to nothing, a move of a
//! thousand pixels off the page, the `hidden` and `aria-hidden` attributes, `<template>`,
//! `<noscript>`, SVG outside its `<text>`; comments, tracking images' `alt` text and invisible
//! characters are left out too; the `alt` text of the other images a person sees is kept apart
//! (`Visible::alt_text`), for codes sent as a picture. A `<style>` anywhere applies to the whole
//! document, as in a browser; rules whose conditions cannot be read apply loosely and only to
//! hide.
//!
//! Not read, and so not hidden: external and `@import`ed style sheets, custom properties
//! (`var()`), pseudo-elements (`::first-line`), `clip-path`, filters, most transforms, blend
//! modes, text covered by another box, fonts that draw nothing, closed `<details>`. What is past
//! the caps ([`MAX_DEPTH`] open elements, [`MAX_FORMATTING`] active formatting elements, the
//! style sheets' rule and byte caps) is left out as too complex rather than guessed.
//!
//! Text is written one line per block (`<div>482913</div><p>Your…` must not read
//! `482913Your…`, which hides codes from the extractor), cells side by side, white space
//! folded, character references decoded, invisible characters ([`crate::hidden::is_invisible`])
//! taken out. A code written one character per cell or span (`<td>4</td><td>8</td>…`, 4 to 8 of
//! them), or sent one picture per character (`alt` text), is read as one word. Time and memory
//! are linear in the input; nothing panics.

mod colours;
mod css;
mod fragment;
mod media;
mod sheet;
mod style;
mod tokenizer;
#[cfg(test)]
mod tokenizer_parity;
mod tree;

use crate::hidden::{Hidden, Reason, Visible, may_hold_invisible, strip_invisible};
use tree::Event;
pub use tree::{MAX_DEPTH, MAX_FORMATTING};

pub(crate) use fragment::line;

/// The text of an HTML document or fragment as a person sees it, and what was left out: text
/// hidden by the markup or its styles (inline, presentational or by `<style>` rules), comments,
/// tracking images' text, and invisible characters. Never panics.
pub fn visible_text(html: &str) -> Visible {
    let doc = tree::read(html);
    let sheet = sheet::Sheet::parse(
        doc.sheets.iter().map(|&(media, start, end)| (media, &doc.buf[start as usize..end as usize])),
    );
    let mut styles = style::Styles::new(&doc, &sheet);
    let mut w = Writer::new(true, doc.text_len + 64);
    w.filter = true;
    let mut hidden = Hidden::default();
    let mut too_complex = sheet.too_big;
    let mut alt_text = String::new();
    let events = &doc.events;
    let text = |start: u32, end: u32| &doc.buf[start as usize..end as usize];
    let mut i = 0;
    while i < events.len() {
        match events[i] {
            Event::Break => w.break_line(),
            Event::Space => w.space(),
            Event::Left { reason, characters } => hidden.add(reason, characters as usize),
            Event::TooComplex => too_complex = true,
            Event::Image { record, start, end } => {
                if !too_complex && styles.hidden(record).is_none() {
                    // A code sent one picture per character is read as one word, as one written
                    // one character per cell is.
                    let run = one_character_run(&doc, i, |_, event| match *event {
                        Event::Image { record, start, end } => {
                            let mut chars = text(start, end).trim().chars();
                            chars.next().is_some_and(|c| c.is_ascii_alphanumeric())
                                && chars.next().is_none()
                                && styles.hidden(record).is_none()
                        }
                        _ => false,
                    });
                    if run.len() >= 4 {
                        for &j in &run {
                            if let Event::Image { start, end, .. } = events[j] {
                                alt_text.push_str(text(start, end).trim());
                            }
                        }
                        i = run[run.len() - 1];
                    } else {
                        alt_text.push_str(&postern_core::invisible::one_line(text(start, end)));
                    }
                    alt_text.push('\n');
                }
            }
            Event::Text { record, start, end, single } => {
                let t = text(start, end);
                if t.bytes().all(|b| b.is_ascii_whitespace()) || (!t.is_ascii() && t.chars().all(char::is_whitespace)) {
                    // White space is a space wherever it is: no element's style is needed for it.
                    if !too_complex {
                        w.space();
                    }
                    i += 1;
                    continue;
                }
                let reason = if too_complex { Some(Reason::TooComplex) } else { styles.hidden(record) };
                if let Some(reason) = reason {
                    hidden.add(reason, t.chars().filter(|c| !c.is_whitespace()).count());
                } else if single == 0 {
                    w.push(t);
                } else {
                    let run = one_character_run(&doc, i, |j, event| {
                        j == i
                            || matches!(*event, Event::Text { single: 2, record, .. } if styles.hidden(record).is_none())
                    });
                    if run.len() >= 4 {
                        let code: String = run
                            .iter()
                            .map(|&j| match events[j] {
                                Event::Text { start, end, .. } => text(start, end).trim(),
                                _ => "",
                            })
                            .collect();
                        w.push(&code);
                        i = run[run.len() - 1];
                    } else {
                        w.push(t);
                    }
                }
            }
        }
        i += 1;
    }
    if styles.exhausted() {
        // Selectors too costly to match: nothing is shown rather than what they might hide.
        let mut all = Hidden::default();
        for event in events {
            match *event {
                Event::Text { start, end, .. } => {
                    all.add(Reason::TooComplex, text(start, end).chars().filter(|c| !c.is_whitespace()).count())
                }
                Event::Left { reason, characters } => all.add(reason, characters as usize),
                _ => {}
            }
        }
        return Visible { text: String::new(), hidden: all, alt_text: String::new() };
    }
    hidden.add(Reason::InvisibleUnicode, w.removed);
    Visible { text: w.finish(), hidden, alt_text }
}

/// The events of a code written one character per element, or sent one picture per character,
/// that starts at event `first`: up to 8 events `member` takes (given each event's index), with
/// only white space and line or cell breaks between them.
fn one_character_run(doc: &tree::Document, first: usize, mut member: impl FnMut(usize, &Event) -> bool) -> Vec<usize> {
    let mut run = Vec::new();
    for (j, event) in doc.events.iter().enumerate().skip(first) {
        if member(j, event) {
            run.push(j);
            if run.len() == 8 {
                break;
            }
            continue;
        }
        match *event {
            Event::Break | Event::Space => {}
            Event::Text { start, end, single: 0, .. } if doc.buf[start as usize..end as usize].trim().is_empty() => {}
            _ => break,
        }
    }
    run
}

/// Whether the only white space (Unicode's) in `s` is single ASCII spaces between words, and
/// none at its ends. Bytes are stepped over: only ASCII ones and the lead bytes 0xC2, 0xE1,
/// 0xE2 and 0xE3 can start a white-space character, and only those are looked at closely.
fn single_spaced(s: &str) -> bool {
    let b = s.as_bytes();
    // A pass without branches finds whether there is anything to look at closely.
    let rare = b.iter().fold(false, |any, &c| any | (c < b' ') | (c == 0xC2) | (c.wrapping_sub(0xE1) < 3));
    if !rare {
        return !b.windows(2).any(|w| w == b"  ");
    }
    let mut after_space = true;
    for (i, &c) in b.iter().enumerate() {
        if c == b' ' {
            if after_space {
                return false;
            }
            after_space = true;
            continue;
        }
        after_space = false;
        let may_be_blank = c < b' ' || c == 0xC2 || (0xE1..=0xE3).contains(&c);
        if may_be_blank && s.get(i..).and_then(|t| t.chars().next()).is_some_and(char::is_whitespace) {
            return false;
        }
    }
    !after_space
}

/// Text being written: white space folded, line breaks where blocks begin and end.
pub(super) struct Writer {
    out: String,
    lines: bool,
    space: bool,
    line_start: bool,
    /// Take out invisible characters, counting them in `removed`.
    filter: bool,
    removed: usize,
    scratch: String,
}

impl Writer {
    pub(super) fn new(lines: bool, capacity: usize) -> Writer {
        Writer {
            out: String::with_capacity(capacity),
            lines,
            space: false,
            line_start: true,
            filter: false,
            removed: 0,
            scratch: String::new(),
        }
    }

    pub(super) fn push(&mut self, s: &str) {
        if self.filter && !s.is_ascii() && may_hold_invisible(s) {
            let mut scratch = std::mem::take(&mut self.scratch);
            scratch.clear();
            self.removed += strip_invisible(s, &mut scratch);
            self.push_words(&scratch);
            self.scratch = scratch;
        } else {
            self.push_words(s);
        }
    }

    /// Writes `s`: a run of words' characters is copied whole, a run of white space (Unicode's)
    /// becomes one space.
    pub(super) fn push_words(&mut self, s: &str) {
        let words = s.trim();
        if words.len() < s.len() && s.starts_with(char::is_whitespace) {
            self.space = !self.line_start;
        }
        if words.is_empty() {
            return;
        }
        if single_spaced(words) {
            // Most text has single spaces between its words, and is copied whole.
            self.push_word(words);
        } else {
            self.push_each_word(words);
        }
        self.space = s.ends_with(char::is_whitespace);
    }

    /// [`Writer::push_words`] for text without white space at its ends, word by word.
    fn push_each_word(&mut self, s: &str) {
        if !s.bytes().any(|c| c == b'\x0B' || c == 0xC2 || (0xE1..=0xE3).contains(&c)) {
            // Only ASCII white space.
            for word in s.split_ascii_whitespace() {
                self.push_word(word);
                self.space = true;
            }
            return;
        }
        let mut rest = s;
        while !rest.is_empty() {
            let word = rest.find(char::is_whitespace).unwrap_or(rest.len());
            self.push_word(&rest[..word]);
            rest = &rest[word..];
            let blank = rest.find(|c: char| !c.is_whitespace()).unwrap_or(rest.len());
            if blank > 0 {
                self.space = true;
                rest = &rest[blank..];
            }
        }
    }

    fn push_word(&mut self, word: &str) {
        if self.space {
            self.out.push(' ');
            self.space = false;
        }
        self.out.push_str(word);
        self.line_start = false;
    }

    #[inline]
    pub(super) fn space(&mut self) {
        self.space = !self.line_start;
    }

    #[inline]
    pub(super) fn break_line(&mut self) {
        if !self.lines {
            self.space();
        } else if !self.line_start {
            self.out.push('\n');
            self.line_start = true;
            self.space = false;
        }
    }

    pub(super) fn finish(mut self) -> String {
        let kept = self.out.trim_end().len();
        self.out.truncate(kept);
        self.out
    }
}

#[cfg(test)]
mod tests;
