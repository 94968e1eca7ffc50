//! What a reading returns ([`Content`], [`Part`]) and the one place where it is put together, so
//! that every reader keeps to the same budget: text is cleaned of what a person does not see,
//! characters and bytes are counted, and a cut is marked and said.

use crate::budget::{Budget, PAGE_CHARS};
use crate::kind::Kind;
use crate::visible::visible;

/// What a file holds that an agent can read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Content {
    /// What the file was found to be (from its bytes and declared type).
    pub kind: Kind,
    /// The text and pictures of the pages asked for, in order.
    pub parts: Vec<Part>,
    /// How many pages the file has (for text and office files: of [`PAGE_CHARS`] characters),
    /// where that is known.
    pub pages_total: Option<u32>,
    /// Whether something of the pages asked for was left out: text past `max_chars` or the output
    /// bytes, a picture that did not fit, pages after the deadline.
    pub truncated: bool,
    /// What a reader should know, in words: what was cut or left out and why, pages without text,
    /// a file that cannot be read.
    pub notes: Vec<String>,
}

/// One piece of a file's content.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part {
    /// Text of a page (pages of PDFs are the file's own; other text is paged by characters).
    Text { page: Option<u32>, text: String },
    /// A picture: the file itself, or a page that has no text (a scan), scaled to the budget.
    Image {
        page: Option<u32>,
        /// `"image/png"` or `"image/jpeg"`.
        mime: &'static str,
        data: Vec<u8>,
        width: u32,
        height: u32,
    },
}

/// A picture encoded for the output.
pub(crate) struct Encoded {
    pub mime: &'static str,
    pub data: Vec<u8>,
    pub width: u32,
    pub height: u32,
}

/// A [`Content`] being put together within a [`Budget`].
pub(crate) struct Output<'b> {
    budget: &'b Budget,
    content: Content,
    chars: usize,
    bytes: usize,
    text_full: bool,
}

impl<'b> Output<'b> {
    pub fn new(kind: Kind, budget: &'b Budget) -> Self {
        let content = Content { kind, parts: Vec::new(), pages_total: None, truncated: false, notes: Vec::new() };
        Output { budget, content, chars: 0, bytes: 0, text_full: false }
    }

    pub fn budget(&self) -> &'b Budget {
        self.budget
    }

    pub fn note(&mut self, note: impl Into<String>) {
        self.content.notes.push(note.into());
    }

    /// Marks the content as cut, and says why.
    pub fn cut(&mut self, why: impl Into<String>) {
        self.content.truncated = true;
        self.note(why);
    }

    pub fn set_pages_total(&mut self, pages: u32) {
        self.content.pages_total = Some(pages);
    }

    /// Output bytes still free.
    pub fn bytes_left(&self) -> usize {
        self.budget.max_output_bytes.saturating_sub(self.bytes)
    }

    /// Whether no more text fits.
    pub fn text_full(&self) -> bool {
        self.text_full
    }

    /// Adds a page's text, cleaned ([`tidy`]); past the characters or bytes left it is cut, the
    /// content marked truncated, and later text refused. Empty text adds nothing.
    pub fn text(&mut self, page: Option<u32>, text: &str) {
        let text = tidy(text);
        if text.is_empty() || self.text_full {
            return;
        }
        let chars_left = self.budget.max_chars.saturating_sub(self.chars);
        let bytes_left = self.bytes_left();
        let mut end = text.len();
        let mut taken = 0;
        for (count, (at, c)) in text.char_indices().enumerate() {
            if count == chars_left || at + c.len_utf8() > bytes_left {
                end = at;
                break;
            }
            taken = count + 1;
        }
        if end < text.len() {
            self.text_full = true;
            let why = if taken == chars_left {
                format!("cut at {} characters (max_chars)", self.budget.max_chars)
            } else {
                format!("cut at {} bytes of output", self.budget.max_output_bytes)
            };
            self.cut(why);
        }
        if end > 0 {
            self.chars += taken;
            self.bytes += end;
            self.content.parts.push(Part::Text { page, text: text[..end].to_string() });
        }
    }

    /// Adds a picture if its bytes fit; otherwise says it was left out.
    pub fn image(&mut self, page: Option<u32>, picture: Encoded) {
        if picture.data.len() > self.bytes_left() {
            let what = page.map_or("the picture".to_string(), |p| format!("the picture of page {p}"));
            self.cut(format!(
                "{what} was left out: it does not fit in {} bytes of output",
                self.budget.max_output_bytes
            ));
            return;
        }
        self.bytes += picture.data.len();
        let Encoded { mime, data, width, height } = picture;
        self.content.parts.push(Part::Image { page, mime, data, width, height });
    }

    pub fn finish(self) -> Content {
        self.content
    }
}

/// Text as it is returned: without what a person does not see ([`visible`]), without spaces at
/// the ends of lines, and at most one empty line in a row.
pub(crate) fn tidy(text: &str) -> String {
    let text = visible(text);
    let mut out = String::with_capacity(text.len());
    let mut empty_lines = 0;
    for line in text.trim_matches('\n').split('\n') {
        let line = line.trim_end();
        if line.is_empty() {
            empty_lines += 1;
            if empty_lines > 1 {
                continue;
            }
        } else {
            empty_lines = 0;
        }
        out.push_str(line);
        out.push('\n');
    }
    let kept = out.trim_end().len();
    out.truncate(kept);
    out
}

/// Puts text without pages of its own into `out` as pages of [`PAGE_CHARS`] characters: those the
/// budget asks for, the total, and a note of which were shown.
pub(crate) fn paged(out: &mut Output<'_>, text: &str) {
    let text = tidy(text);
    let starts: Vec<usize> = text.char_indices().map(|(i, _)| i).step_by(PAGE_CHARS).collect();
    let total = u32::try_from(starts.len()).unwrap_or(u32::MAX);
    out.set_pages_total(total);
    if total == 0 {
        out.note("the file has no text");
        return;
    }
    let (first, last) = out.budget().page_range();
    if first > total {
        out.note(format!("the text has {total} page(s) of {PAGE_CHARS} characters; page {first} was asked for"));
        return;
    }
    let last = last.min(total);
    for page in first..=last {
        let start = starts[page as usize - 1];
        let end = starts.get(page as usize).copied().unwrap_or(text.len());
        out.text(Some(page), &text[start..end]);
        if out.text_full() {
            break;
        }
    }
    if total > 1 {
        out.note(format!(
            "a page here is {PAGE_CHARS} characters of the text; pages {first}–{last} of {total} were read"
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tidy_trims_lines_and_keeps_one_empty_line() {
        assert_eq!(tidy("\n\na  \n\n\n\nb\u{200B}\t \n\n"), "a\n\nb");
    }

    #[test]
    fn text_is_cut_at_max_chars_and_said() {
        let budget = Budget { max_chars: 5, ..Budget::default() };
        let mut out = Output::new(Kind::Text, &budget);
        out.text(Some(1), "héllo world");
        out.text(Some(2), "more");
        let content = out.finish();
        assert_eq!(content.parts, vec![Part::Text { page: Some(1), text: "héllo".into() }]);
        assert!(content.truncated);
        assert!(content.notes[0].contains("5 characters"));
    }

    #[test]
    fn pages_are_chunks_of_characters() {
        let budget = Budget { first_page: 2, pages: 1, ..Budget::default() };
        let mut out = Output::new(Kind::Text, &budget);
        let text = "a".repeat(PAGE_CHARS) + &"b".repeat(PAGE_CHARS) + "c";
        paged(&mut out, &text);
        let content = out.finish();
        assert_eq!(content.pages_total, Some(3));
        assert_eq!(content.parts, vec![Part::Text { page: Some(2), text: "b".repeat(PAGE_CHARS) }]);
        assert!(!content.truncated);
    }
}
