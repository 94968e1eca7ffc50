//! OpenDocument text (ODF 1.3, part 3): paragraphs and headings on lines of their own, table
//! cells separated by tabs, a row to a line, runs of white space as one space (ODF's own rule;
//! `text:s` stands for more). Left out: hidden text and paragraphs, tracked deletions, notes and
//! comments, and descriptions of drawings.

use std::time::Instant;

use crate::office::archive::Archive;
use crate::office::xml::{Node, Reading, walk};

/// Elements whose content is not read; those hiding text count it as hidden.
const SKIPPED: &[&str] = &["tracked-changes", "annotation", "note", "desc", "forms", "sequence-decls"];
const HIDDEN: &[&str] = &["hidden-text", "hidden-paragraph"];

/// The most spaces one `text:s` stands for.
const MAX_SPACES: usize = 64;

#[derive(Default)]
struct State {
    paragraphs: usize,
    cells: usize,
    /// Open elements inside content that is not read, and whether it is hidden text.
    skipped: usize,
    hidden: bool,
}

impl State {
    fn visit(&mut self, node: Node<'_>, out: &mut Reading) {
        match node {
            Node::Open(tag) => {
                let name = tag.name();
                if self.skipped > 0 || SKIPPED.contains(&name) || HIDDEN.contains(&name) {
                    if self.skipped == 0 {
                        self.hidden = HIDDEN.contains(&name);
                    }
                    self.skipped += 1;
                    return;
                }
                match name {
                    "p" | "h" => self.paragraphs += 1,
                    "table-cell" | "covered-table-cell" => self.cells += 1,
                    "tab" if self.paragraphs > 0 => out.text.push('\t'),
                    "line-break" if self.paragraphs > 0 => out.text.push('\n'),
                    "s" if self.paragraphs > 0 => {
                        let count = tag.attr("c").and_then(|c| c.parse::<usize>().ok()).unwrap_or(1);
                        out.text.extend(std::iter::repeat_n(' ', count.clamp(1, MAX_SPACES)));
                    }
                    _ => {}
                }
            }
            Node::Close(name) => {
                if self.skipped > 0 {
                    self.skipped -= 1;
                    return;
                }
                match name {
                    "p" | "h" => {
                        self.paragraphs = self.paragraphs.saturating_sub(1);
                        out.text.push(if self.cells > 0 { ' ' } else { '\n' });
                    }
                    "table-cell" | "covered-table-cell" => {
                        self.cells = self.cells.saturating_sub(1);
                        out.end_with('\t');
                    }
                    "table-row" => out.end_with('\n'),
                    _ => {}
                }
            }
            Node::Text(text) if self.skipped > 0 => {
                if self.hidden {
                    out.hide(text);
                }
            }
            Node::Text(text) if self.paragraphs > 0 => {
                let mut words = text.split_whitespace().peekable();
                if text.starts_with(char::is_whitespace)
                    && words.peek().is_some()
                    && !out.text.ends_with([' ', '\n', '\t'])
                {
                    out.text.push(' ');
                }
                while let Some(word) = words.next() {
                    out.text.push_str(word);
                    if words.peek().is_some() || text.ends_with(char::is_whitespace) {
                        out.text.push(' ');
                    }
                }
            }
            Node::Text(_) => {}
        }
    }
}

/// The text of an OpenDocument text's body.
pub(crate) fn read(archive: &mut Archive<'_>, deadline: Instant) -> Result<Reading, String> {
    let xml = archive.read("content.xml")?.ok_or("it has no content.xml")?;
    let mut reading = Reading::default();
    let mut state = State::default();
    reading.stopped = walk(&xml, deadline, |node| state.visit(node, &mut reading)).err();
    Ok(reading)
}
