//! The rules of tree construction for each tag: which elements a start tag closes, where it
//! goes, what an end tag closes; raw text; table parts; foreign content; images.

use super::kinds::{End, Start, breaks_out, foreign_kind};
use super::*;

impl Builder {
    pub(super) fn start_tag(&mut self, tag: &Tag<'_>) -> Next {
        if self.too_complex {
            return self.raw_text(tag, Raw::Dropped);
        }
        if self.in_foreign_content() {
            if !breaks_out(tag) {
                self.tag_name = self.doc.number(&tag.name);
                self.foreign(tag);
                return Next::Markup;
            }
            while self.stack.len() > 1 && self.in_foreign_content() {
                self.pop_to(self.stack.len() - 1);
            }
        }
        let name = self.doc.number(&tag.name);
        self.tag_name = name;
        let k = kind_of(name);
        match rules_of(name).0 {
            Start::Html => self.merge(ROOT, tag),
            Start::Body => self.merge(BODY, tag),
            Start::Nothing => {}
            Start::Style => {
                let media = tag.get("media").map_or(Media::ALL, |m| sheet::media_list(&m));
                let raw = if self.is_open(names::TEMPLATE) {
                    Raw::Dropped
                } else {
                    Raw::Style(self.doc.buf.len() as u32, media)
                };
                return self.raw_text(tag, raw);
            }
            Start::Dropped => return self.raw_text(tag, Raw::Dropped),
            Start::Noscript => return self.raw_text(tag, Raw::Counted(Reason::Noscript)),
            Start::Textarea => {
                self.insert(tag, k, 0);
                return Next::Rcdata;
            }
            rule @ (Start::Xmp | Start::Plaintext) => {
                self.close_p();
                self.reconstruct();
                self.insert(tag, k, 0);
                return if rule == Start::Xmp { Next::Rawtext } else { Next::Plaintext };
            }
            Start::Template => {
                self.insert(tag, k, flag::TEMPLATE);
                self.formatting.push(Entry::Marker);
            }
            Start::Br => {
                self.reconstruct();
                self.doc.events.push(Event::Break);
            }
            Start::Hr => {
                self.close_p();
                self.doc.events.push(Event::Break);
            }
            Start::Image => self.image(tag),
            Start::Foreign => {
                self.reconstruct();
                self.foreign(tag);
            }
            Start::TablePart => self.table_part(tag, k),
            Start::Table => {
                if !self.quirks {
                    self.close_p();
                }
                let context = self.stack.iter().rev().find(|f| matches!(f.label, "table" | "td" | "th" | "caption"));
                if let Some(table) = context.filter(|f| f.label == "table").map(|f| f.record) {
                    // A table started where only table parts may be ends the open one.
                    if let Some(i) = self.stack.iter().rposition(|f| f.record == table) {
                        self.pop_to(i);
                    }
                }
                self.insert(tag, k, 0);
            }
            rule @ (Start::ListItem | Start::Definition) => {
                let closes: &[&str] = if rule == Start::ListItem { &["li"] } else { &["dd", "dt"] };
                for i in (1..self.stack.len()).rev() {
                    let f = &self.stack[i];
                    if closes.contains(&f.label) {
                        self.pop_to(i);
                        break;
                    }
                    if f.kind & kind::SPECIAL != 0 && !matches!(f.label, "address" | "div" | "p") {
                        break;
                    }
                }
                self.close_p();
                self.insert(tag, k, 0);
            }
            Start::Other if k & kind::HEADING != 0 => {
                self.close_p();
                if self.top().kind & kind::HEADING != 0 {
                    self.pop_to(self.stack.len() - 1);
                }
                self.insert(tag, k, 0);
            }
            Start::Block => {
                self.close_p();
                self.insert(tag, k, 0);
            }
            Start::A => {
                if let Some(record) = self.active_formatting(name) {
                    self.adoption(name);
                    self.forget(record);
                }
                self.reconstruct();
                self.insert_formatting(tag, k);
            }
            Start::Nobr => {
                self.reconstruct();
                if self.in_scope(name, kind::SCOPE).is_some() {
                    self.adoption(name);
                    self.reconstruct();
                }
                self.insert_formatting(tag, k);
            }
            Start::Other if k & kind::FORMATTING != 0 => {
                self.reconstruct();
                self.insert_formatting(tag, k);
            }
            Start::Marker => {
                self.reconstruct();
                self.insert(tag, k, 0);
                self.formatting.push(Entry::Marker);
            }
            Start::Button => {
                if let Some(i) = self.in_scope(name, kind::SCOPE) {
                    self.pop_to(i);
                }
                self.reconstruct();
                self.insert(tag, k, 0);
            }
            Start::Option => {
                if self.top().label == "option" {
                    self.pop_to(self.stack.len() - 1);
                }
                self.reconstruct();
                self.insert(tag, k, 0);
            }
            Start::Other => {
                self.reconstruct();
                self.insert(tag, k, 0);
            }
        }
        Next::Markup
    }

    /// Switches the tokenizer to raw text for `tag`, whose characters are `raw`.
    pub(super) fn raw_text(&mut self, tag: &Tag<'_>, raw: Raw) -> Next {
        let next = match &*tag.name {
            "style" | "iframe" | "noembed" | "noframes" | "noscript" | "xmp" => Next::Rawtext,
            "script" => Next::ScriptData,
            "title" | "textarea" => Next::Rcdata,
            "plaintext" => return Next::Plaintext,
            _ => return Next::Markup,
        };
        self.raw = raw;
        next
    }

    pub(super) fn end_tag(&mut self, tag: &Tag<'_>) {
        if self.raw != Raw::No {
            // Raw text ends only at its own end tag.
            if let Raw::Style(start, media) = self.raw {
                self.doc.sheets.push((media, start, self.doc.buf.len() as u32));
            }
            self.raw = Raw::No;
            return;
        }
        if self.too_complex {
            return;
        }
        let label = &*tag.name;
        let found = self.doc.find(label);
        let k = found.map_or(0, kind_of);
        let Some(name) = found else {
            // No element of this name was ever opened.
            if k & kind::BLOCK != 0 {
                self.doc.events.push(Event::Break);
            }
            return;
        };
        if self.top().kind & kind::FOREIGN != 0 && self.top().label == "style" {
            self.end_svg_style();
        }
        if self.top().kind & kind::FOREIGN != 0 {
            for i in (1..self.stack.len()).rev() {
                if self.stack[i].kind & kind::FOREIGN == 0 {
                    break;
                }
                if self.stack[i].name == name {
                    self.pop_to(i);
                    return;
                }
            }
        }
        match rules_of(name).1 {
            End::Nothing => {}
            End::P => {
                if let Some(i) = self.in_scope(name, kind::SCOPE | kind::BUTTON) {
                    self.close(i);
                }
            }
            End::Li => {
                if let Some(i) = self.in_scope(name, kind::SCOPE | kind::LIST) {
                    self.pop_to(i);
                }
            }
            End::Other if k & kind::HEADING != 0 => {
                let heading =
                    (1..self.stack.len()).rev().find(|&i| self.stack[i].kind & (kind::HEADING | kind::SCOPE) != 0);
                if let Some(i) = heading.filter(|&i| self.stack[i].kind & kind::HEADING != 0) {
                    self.pop_to(i);
                }
            }
            End::Formatting => self.adoption(name),
            rule @ (End::Marker | End::Template | End::Cell) => {
                let found = match rule {
                    End::Template => self.position(name),
                    End::Cell => self.in_scope(name, kind::TABLE_SCOPE),
                    _ => self.in_scope(name, kind::SCOPE),
                };
                if let Some(i) = found {
                    self.close(i);
                    self.clear_to_marker();
                }
            }
            End::Table => {
                if let Some(i) = self.in_scope(name, kind::TABLE_SCOPE) {
                    self.pop_to(i);
                }
            }
            End::Other if k & kind::SPECIAL != 0 && k & kind::VOID == 0 => {
                if let Some(i) = self.in_scope(name, kind::SCOPE) {
                    self.close(i);
                }
            }
            End::Other => self.any_other_end(name),
        }
        if k & kind::BLOCK != 0 {
            self.doc.events.push(Event::Break);
        } else if k & kind::CELL != 0 && self.is_open(names::TABLE) {
            self.doc.events.push(Event::Space);
        }
    }

    /// A table part (`td`, `tr`, …): ignored outside a table, and closing the parts it ends.
    pub(super) fn table_part(&mut self, tag: &Tag<'_>, k: u32) {
        if self.in_scope(names::TABLE, kind::TABLE_SCOPE).is_none() {
            return;
        }
        let name = &*tag.name;
        if matches!(name, "td" | "th")
            && let Some(i) = self.stack.iter().rposition(|f| matches!(f.label, "td" | "th" | "table" | "template"))
            && matches!(self.stack[i].label, "td" | "th")
        {
            self.pop_to(i);
            self.clear_to_marker();
        }
        let context: &[&str] = match name {
            "td" | "th" => &["tr", "tbody", "thead", "tfoot", "table", "template"],
            "tr" => &["tbody", "thead", "tfoot", "table", "template"],
            _ => &["table", "template"],
        };
        while self.stack.len() > 1 && !context.contains(&self.top().label) {
            self.pop_to(self.stack.len() - 1);
        }
        match name {
            "colgroup" | "col" => {}
            "td" | "th" => {
                self.doc.events.push(Event::Space);
                self.insert(tag, k, 0);
                self.formatting.push(Entry::Marker);
            }
            "caption" => {
                self.insert(tag, k, 0);
                self.formatting.push(Entry::Marker);
            }
            _ => {
                self.insert(tag, k, 0);
            }
        }
    }

    /// An element in SVG or MathML (or `<svg>`/`<math>` itself).
    pub(super) fn foreign(&mut self, tag: &Tag<'_>) {
        let svg = &*tag.name == "svg" || (&*tag.name != "math" && self.top().kind & kind::SVG != 0);
        let k = foreign_kind(&tag.name, svg);
        let flags = match &*tag.name {
            "svg" => flag::SVG,
            "text" | "tspan" | "textpath" | "foreignobject" if svg => flag::SVG_TEXT,
            "title" | "desc" | "metadata" if svg => flag::SVG_UNDRAWN,
            _ => 0,
        };
        if tag.self_closing {
            self.record(tag, self.top().record, flags);
        } else {
            self.insert(tag, k, flags);
        }
    }

    pub(super) fn image(&mut self, tag: &Tag<'_>) {
        let alt = tag.get("alt");
        let text: usize = [alt.as_deref(), tag.get("title").as_deref()]
            .into_iter()
            .flatten()
            .map(|v| v.chars().filter(|c| !c.is_whitespace()).count())
            .sum();
        if text == 0 {
            return;
        }
        let tiny = |v: &str| v.trim().trim_end_matches("px").trim().parse::<f32>().is_ok_and(|n| n <= css::ZERO_SIZE);
        let mut tracking = ["width", "height"].iter().any(|a| tag.get(a).is_some_and(|v| tiny(&v)));
        if let Some(style) = tag.get("style") {
            css::declarations(&style, &mut |d, _| {
                tracking |= matches!(d, Decl::Width(v) | Decl::Height(v) if v <= css::ZERO_SIZE)
                    || d == Decl::Display(css::Display::None)
                    || d == Decl::Visibility(true);
            });
        }
        if tracking {
            self.left(Reason::TrackingImage, text);
        } else if let Some(alt) = alt.filter(|a| !a.trim().is_empty() && !self.too_complex) {
            let record = self.top().record;
            let start = self.doc.buf.len() as u32;
            self.doc.buf.push_str(alt.trim());
            self.doc.events.push(Event::Image { record, start, end: self.doc.buf.len() as u32 });
        }
    }

    pub(super) fn close_p(&mut self) {
        if let Some(i) = self.in_scope(names::P, kind::SCOPE | kind::BUTTON) {
            self.pop_to(i);
        }
    }
}
