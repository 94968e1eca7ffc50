//! The XML of an office file's parts as a stream of opened elements, closed elements and text,
//! elements by their local name (`w:p` is `p`), character references resolved. quick-xml reads
//! without recursion and expands no entity of a DTD, so neither depth nor a billion laughs costs
//! more than the part's size; the deadline is checked as it goes.

use std::time::Instant;

use quick_xml::Reader;
use quick_xml::XmlVersion;
use quick_xml::escape::resolve_predefined_entity;
use quick_xml::events::{BytesStart, Event};

/// Events between two looks at the clock.
const EVENTS_PER_CHECK: usize = 4096;

/// An element as it opens.
pub(crate) struct Tag<'e> {
    start: &'e BytesStart<'e>,
}

impl Tag<'_> {
    /// The element's local name.
    pub fn name(&self) -> &str {
        local(self.start.name().0)
    }

    /// The value of the attribute whose local name is `name`.
    pub fn attr(&self, name: &str) -> Option<String> {
        self.start
            .attributes()
            .flatten()
            .find(|a| local(a.key.0) == name)
            .and_then(|a| a.normalized_value(XmlVersion::Explicit1_0).ok().map(|v| v.into_owned()))
    }
}

fn local(name: &str) -> &str {
    name.rsplit_once(':').map_or(name, |(_, local)| local)
}

/// What the reader meets.
pub(crate) enum Node<'e> {
    Open(Tag<'e>),
    Close(&'e str),
    Text(&'e str),
}

/// Why reading a part stopped early.
pub(crate) enum Stop {
    Damaged,
    OutOfTime,
}

/// Reads `xml`, handing each node to `visit`; an empty element opens and closes.
pub(crate) fn walk(xml: &[u8], deadline: Instant, mut visit: impl FnMut(Node<'_>)) -> Result<(), Stop> {
    let xml = String::from_utf8_lossy(xml.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(xml));
    let mut reader = Reader::from_str(&xml);
    for count in 0usize.. {
        if count % EVENTS_PER_CHECK == 0 && Instant::now() >= deadline {
            return Err(Stop::OutOfTime);
        }
        match reader.read_event().map_err(|_| Stop::Damaged)? {
            Event::Start(start) => visit(Node::Open(Tag { start: &start })),
            Event::Empty(start) => {
                visit(Node::Open(Tag { start: &start }));
                visit(Node::Close(local(start.name().0)));
            }
            Event::End(end) => visit(Node::Close(local(end.name().0))),
            Event::Text(text) => visit(Node::Text(&text.xml10_content())),
            Event::CData(data) => visit(Node::Text(&data.xml10_content())),
            Event::GeneralRef(reference) => {
                let resolved = match reference.resolve_char_ref() {
                    Ok(Some(c)) => Some(c.to_string()),
                    Ok(None) => resolve_predefined_entity(reference.as_ref()).map(str::to_string),
                    Err(_) => None,
                };
                if let Some(text) = resolved {
                    visit(Node::Text(&text));
                }
            }
            Event::Eof => break,
            _ => {}
        }
    }
    Ok(())
}

/// What was read of a document: its text, how much text a person would not see was left out, why
/// reading stopped early, if it did, and notes.
#[derive(Default)]
pub(crate) struct Reading {
    pub text: String,
    pub hidden_chars: usize,
    pub stopped: Option<Stop>,
    /// What else a reader should know (a hidden sheet left out).
    pub notes: Vec<String>,
}

impl Reading {
    /// Counts hidden text that was left out.
    pub fn hide(&mut self, text: &str) {
        self.hidden_chars += text.chars().filter(|c| !c.is_whitespace()).count();
    }

    /// Ends a cell or a row's last cell: what ends the text so far (trailing tabs and spaces) is
    /// replaced with `end`.
    pub fn end_with(&mut self, end: char) {
        let kept = self.text.trim_end_matches([' ', '\t']).len();
        self.text.truncate(kept);
        self.text.push(end);
    }
}
