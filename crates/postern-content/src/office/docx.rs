//! Word documents (Office Open XML, ECMA-376 part 1, 17): the body's paragraphs on lines of their
//! own, table cells separated by tabs, a row to a line. Text a person does not see is left out
//! and counted: hidden runs (`w:vanish`), runs under 2 points, deleted revisions and field codes
//! (only the text of `w:t` is read), and the fallback copy of alternate content.

use std::time::Instant;

use crate::office::archive::Archive;
use crate::office::xml::{Node, Reading, walk};

/// Font sizes below this many half-points are taken as hidden.
const MIN_HALF_POINTS: f64 = 4.0;

#[derive(Default)]
struct State {
    in_text: bool,
    in_run: bool,
    in_run_properties: bool,
    run_hidden: bool,
    /// Open elements inside content that is skipped (`mc:Fallback`).
    skipped: usize,
    cells: usize,
}

fn off(value: Option<String>) -> bool {
    matches!(value.as_deref(), Some("false" | "0" | "off"))
}

impl State {
    fn visit(&mut self, node: Node<'_>, out: &mut Reading) {
        match node {
            Node::Open(tag) => {
                if self.skipped > 0 || tag.name() == "Fallback" {
                    self.skipped += 1;
                    return;
                }
                match tag.name() {
                    "t" => self.in_text = true,
                    "r" => (self.in_run, self.run_hidden) = (true, false),
                    "rPr" if self.in_run => self.in_run_properties = true,
                    "vanish" if self.in_run_properties => self.run_hidden |= !off(tag.attr("val")),
                    "sz" if self.in_run_properties => {
                        let size = tag.attr("val").and_then(|v| v.parse::<f64>().ok());
                        self.run_hidden |= size.is_some_and(|s| s < MIN_HALF_POINTS);
                    }
                    "tab" if self.in_run && !self.run_hidden => out.text.push('\t'),
                    "br" | "cr" if self.in_run && !self.run_hidden => out.text.push('\n'),
                    "noBreakHyphen" if self.in_run && !self.run_hidden => out.text.push('-'),
                    "tc" => self.cells += 1,
                    _ => {}
                }
            }
            Node::Close(name) => {
                if self.skipped > 0 {
                    self.skipped -= 1;
                    return;
                }
                match name {
                    "t" => self.in_text = false,
                    "r" => self.in_run = false,
                    "rPr" => self.in_run_properties = false,
                    "p" if self.cells > 0 => out.text.push(' '),
                    "p" => out.text.push('\n'),
                    "tc" => {
                        self.cells = self.cells.saturating_sub(1);
                        out.end_with('\t');
                    }
                    "tr" => out.end_with('\n'),
                    _ => {}
                }
            }
            Node::Text(text) if self.in_text && self.skipped == 0 => {
                if self.run_hidden {
                    out.hide(text);
                } else {
                    out.text.push_str(text);
                }
            }
            Node::Text(_) => {}
        }
    }
}

/// The text of a Word document's body.
pub(crate) fn read(archive: &mut Archive<'_>, deadline: Instant) -> Result<Reading, String> {
    let xml = archive.read("word/document.xml")?.ok_or("it has no word/document.xml")?;
    let mut reading = Reading::default();
    let mut state = State::default();
    reading.stopped = walk(&xml, deadline, |node| state.visit(node, &mut reading)).err();
    Ok(reading)
}
