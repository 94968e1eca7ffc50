//! Style sheets (`<style>` elements): rules with their selectors, indexed by the id, class or
//! element name of the last compound, and the media they apply to.
//!
//! Selectors of element names, classes and ids, joined by descendant and child combinators, are
//! matched as a browser does. Rules a browser applies only under conditions this reader cannot
//! evaluate (attribute selectors, structural pseudo-classes, sibling combinators, `@supports`,
//! media queries it cannot read) are matched loosely, on what can be read of them, and only for
//! their declarations that hide: such a rule can hide more than a browser would, never show
//! what a browser hides. Rules for states a reader is not in (`:hover`, `:focus`) and for
//! pseudo-elements do not apply.
//! Media queries are read by [`super::media`].

use super::css::{self, Decl, split_top_level};
pub(super) use super::media::{Media, READERS, media_list};

/// Rules kept (those with a declaration that bears on seeing text), at most.
pub(super) const MAX_RULES: usize = 4096;
/// Bytes of style sheets read, at most.
pub(super) const MAX_CSS_BYTES: usize = 512 * 1024;
/// Compounds of one selector kept (the rightmost); more make it loose.
const MAX_COMPOUNDS: usize = 16;
/// At-rules nested in at-rules read, at most.
const MAX_NESTING: usize = 8;
/// Steps of selector matching per document; more make the document too complex to read.
pub(super) const MATCH_BUDGET: u64 = 8_000_000;

/// What the tree looks like to a selector.
pub(super) trait Tree {
    fn name(&self, element: u32) -> &str;
    fn id(&self, element: u32) -> &str;
    /// The `class` attribute, classes separated by white space.
    fn classes(&self, element: u32) -> &str;
    fn parent(&self, element: u32) -> Option<u32>;
}

/// The rules of a document's style sheets, in a few flat arrays.
#[derive(Default)]
pub(super) struct Sheet {
    rules: Vec<Rule>,
    decls: Vec<(Decl, bool)>,
    /// The element names, ids and classes of selectors, each where a range says.
    names: String,
    compounds: Vec<Compound>,
    /// The classes of compounds: ranges of `names`.
    classes: Vec<(u32, u32)>,
    /// Rules by a hash of the id, class or element name of their last compound ([`key`]),
    /// sorted once read.
    keyed: Vec<(u64, u32)>,
    /// Rules whose last compound names none of those.
    universal: Vec<u32>,
    /// Rules or bytes beyond the caps: the sheets were not read whole.
    pub too_big: bool,
    /// Some rule applies for one reader and not the other.
    pub per_reader: bool,
}

/// One selector of a rule, with the rule's declarations.
pub(super) struct Rule {
    /// Its compounds in [`Sheet::compounds`], right to left.
    compounds: (u32, u32),
    /// Bit `i`: compound `i` must be a child (not any descendant) of compound `i + 1`.
    child: u16,
    pub specificity: u32,
    pub order: u32,
    decls: (u32, u32),
    pub media: Media,
}

/// Element name, id and classes, as ranges (an empty range: none).
#[derive(Debug, Clone, Copy, Default)]
struct Compound {
    tag: (u32, u32),
    id: (u32, u32),
    classes: (u32, u32),
}

/// What a selector turned out to be.
enum Parsed {
    /// A selector that matches like this one, or (`loose`) like it and more.
    Selector { compounds: (u32, u32), child: u16, specificity: u32, loose: bool },
    /// One that never applies to a reader's text (`:hover`, `::before`).
    Never,
    /// Not a selector: the whole rule is dropped, as a browser does.
    Invalid,
}

impl Sheet {
    /// Reads style sheets, each with the media it applies to (`<style media>`).
    pub(super) fn parse<'a>(sheets: impl Iterator<Item = (Media, &'a str)>) -> Sheet {
        let mut sheet = Sheet::default();
        let mut bytes = 0;
        for (media, text) in sheets {
            bytes += text.len();
            if bytes > MAX_CSS_BYTES {
                sheet.too_big = true;
                break;
            }
            let text = css::clean(text);
            sheet.rule_list(&text, media, 0);
        }
        sheet.keyed.sort_unstable();
        sheet
    }

    pub(super) fn is_empty(&self) -> bool {
        self.rules.is_empty()
    }

    /// The declarations of a rule: (declaration, `!important`).
    pub(super) fn decls(&self, rule: &Rule) -> &[(Decl, bool)] {
        &self.decls[rule.decls.0 as usize..rule.decls.1 as usize]
    }

    pub(super) fn rule(&self, index: u32) -> &Rule {
        &self.rules[index as usize]
    }

    /// Adds the rules that match `element` to `out`, spending `budget`.
    pub(super) fn matching(&self, tree: &impl Tree, element: u32, out: &mut Vec<u32>, budget: &mut u64) {
        for &r in &self.universal {
            if self.matches(tree, &self.rules[r as usize], 0, element, budget) {
                out.push(r);
            }
        }
        let mut consider = |k: u64| {
            let start = self.keyed.partition_point(|(key, _)| *key < k);
            for &(_, r) in self.keyed[start..].iter().take_while(|(key, _)| *key == k) {
                if self.matches(tree, &self.rules[r as usize], 0, element, budget) {
                    out.push(r);
                }
            }
        };
        if self.keyed.is_empty() {
            return;
        }
        consider(key(b't', tree.name(element)));
        let id = tree.id(element);
        if !id.is_empty() {
            consider(key(b'i', id));
        }
        for class in tree.classes(element).split_ascii_whitespace() {
            consider(key(b'c', class));
        }
    }

    fn name(&self, (start, end): (u32, u32)) -> &str {
        &self.names[start as usize..end as usize]
    }

    /// Whether compounds `from..` of `rule` match `element` and its ancestors.
    fn matches(&self, tree: &impl Tree, rule: &Rule, from: u32, element: u32, budget: &mut u64) -> bool {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        let compound = &self.compounds[(rule.compounds.0 + from) as usize];
        let classes = &self.classes[compound.classes.0 as usize..compound.classes.1 as usize];
        if (compound.tag.1 > compound.tag.0 && self.name(compound.tag) != tree.name(element))
            || (compound.id.1 > compound.id.0 && self.name(compound.id) != tree.id(element))
            || !classes.iter().all(|&c| tree.classes(element).split_ascii_whitespace().any(|e| e == self.name(c)))
        {
            return false;
        }
        if rule.compounds.0 + from + 1 == rule.compounds.1 {
            return true;
        }
        let child = rule.child & (1 << from) != 0;
        let mut ancestor = tree.parent(element);
        while let Some(a) = ancestor {
            if self.matches(tree, rule, from + 1, a, budget) {
                return true;
            }
            if child || *budget == 0 {
                return false;
            }
            ancestor = tree.parent(a);
        }
        false
    }

    fn rule_list(&mut self, text: &str, media: Media, nesting: usize) {
        let bytes = text.as_bytes();
        let mut i = 0;
        while i < bytes.len() && !self.too_big {
            let rest = &text[i..];
            let skipped = rest.len() - rest.trim_start_matches(|c: char| c.is_whitespace()).len();
            if skipped > 0 {
                i += skipped;
                continue;
            }
            // HTML comment markers are allowed around a style sheet's rules.
            if rest.starts_with("<!--") || rest.starts_with("-->") {
                i += if rest.starts_with("<!--") { 4 } else { 3 };
                continue;
            }
            let Some(open) = prelude_end(rest) else { return };
            let prelude = &rest[..open];
            if rest.as_bytes()[open] == b';' {
                i += open + 1;
                continue;
            }
            let (block, after) = block(rest, open);
            i += after;
            if let Some(at) = prelude.strip_prefix('@') {
                if nesting >= MAX_NESTING {
                    continue;
                }
                let name_len = at.find(|c: char| c.is_whitespace() || c == '(').unwrap_or(at.len());
                let (name, condition) = (at[..name_len].to_ascii_lowercase(), &at[name_len..]);
                match name.as_str() {
                    "media" => self.rule_list(block, media.and(media_list(condition)), nesting + 1),
                    "supports" | "layer" | "container" | "document" | "-moz-document" | "scope" => {
                        self.rule_list(block, media.loosely(), nesting + 1)
                    }
                    _ => {}
                }
            } else {
                self.style_rule(prelude, block, media, nesting);
            }
        }
    }

    fn style_rule(&mut self, selectors: &str, block: &str, media: Media, nesting: usize) {
        if !media.applies.iter().any(|a| *a) {
            return;
        }
        let start = self.decls.len();
        let mut nested = Vec::new();
        let mut declarations = String::new();
        let mut rest = block;
        // Nested rules (CSS nesting) are read on their own selector, loosely.
        while let Some(open) = prelude_end(rest) {
            if rest.as_bytes()[open] == b';' {
                declarations.push_str(&rest[..=open]);
                rest = &rest[open + 1..];
                continue;
            }
            let (inner, after) = self::block(rest, open);
            nested.push((rest[..open].trim().trim_start_matches('&'), inner));
            rest = &rest[after..];
        }
        let block = if nested.is_empty() {
            block
        } else {
            declarations.push_str(rest);
            &declarations
        };
        css::declarations(block, &mut |d, important| self.decls.push((d, important)));
        let end = self.decls.len();
        if end > start {
            let (names, compounds, classes) = (self.names.len(), self.compounds.len(), self.classes.len());
            let parsed: Vec<Parsed> = split_top_level(selectors, b',').map(|s| self.parse_selector(s)).collect();
            if parsed.iter().any(|p| matches!(p, Parsed::Invalid)) {
                self.names.truncate(names);
                self.compounds.truncate(compounds);
                self.classes.truncate(classes);
            } else {
                for p in parsed {
                    if let Parsed::Selector { compounds, child, specificity, loose } = p {
                        let media = if loose { media.loosely() } else { media };
                        self.add(Rule {
                            compounds,
                            child,
                            specificity,
                            order: 0,
                            decls: (start as u32, end as u32),
                            media,
                        });
                    }
                }
            }
        }
        if nesting < MAX_NESTING {
            for (selector, inner) in nested {
                self.style_rule(selector, inner, media.loosely(), nesting + 1);
            }
        }
    }

    fn add(&mut self, mut rule: Rule) {
        if rule.media.loose && !self.decls(&rule).iter().any(|(d, _)| d.only_hides()) {
            return;
        }
        if self.rules.len() >= MAX_RULES {
            self.too_big = true;
            return;
        }
        let index = self.rules.len() as u32;
        rule.order = index;
        self.per_reader |= rule.media.applies != [true; READERS];
        let last = self.compounds[rule.compounds.0 as usize];
        if last.id.1 > last.id.0 {
            self.keyed.push((key(b'i', self.name(last.id)), index));
        } else if last.classes.1 > last.classes.0 {
            let class = self.classes[last.classes.0 as usize];
            self.keyed.push((key(b'c', self.name(class)), index));
        } else if last.tag.1 > last.tag.0 {
            self.keyed.push((key(b't', self.name(last.tag)), index));
        } else {
            self.universal.push(index);
        }
        self.rules.push(rule);
    }
}

/// Where a rule's prelude ends: at its `{` or (an at-rule without a block) its `;`, outside
/// quotes, parentheses and brackets.
fn prelude_end(text: &str) -> Option<usize> {
    let mut depth = 0usize;
    let mut quote = 0u8;
    for (i, &b) in text.as_bytes().iter().enumerate() {
        if quote != 0 {
            if b == quote {
                quote = 0;
            }
            continue;
        }
        match b {
            b'"' | b'\'' => quote = b,
            b'(' | b'[' => depth += 1,
            b')' | b']' => depth = depth.saturating_sub(1),
            b'{' | b';' if depth == 0 => return Some(i),
            b'}' if depth == 0 => return None,
            _ => {}
        }
    }
    None
}

/// The inside of the block that opens at `open`, and where its closing brace ends (the end of
/// `text` when it is not closed).
fn block(text: &str, open: usize) -> (&str, usize) {
    let mut depth = 0usize;
    let mut quote = 0u8;
    for (i, &b) in text.as_bytes().iter().enumerate().skip(open) {
        if quote != 0 {
            if b == quote {
                quote = 0;
            }
            continue;
        }
        match b {
            b'"' | b'\'' => quote = b,
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return (&text[open + 1..i], i + 1);
                }
            }
            _ => {}
        }
    }
    (&text[open + 1..], text.len())
}

impl Sheet {
    /// Reads a selector into the arenas (left for garbage when it is not one).
    fn parse_selector(&mut self, text: &str) -> Parsed {
        let text = text.trim();
        let bytes = text.as_bytes();
        let first = self.compounds.len();
        let mut child = 0u32;
        let mut current = Compound::default();
        let mut current_used = false;
        let mut combinator: Option<bool> = None;
        let (mut ids, mut classes, mut types) = (0u32, 0u32, 0u32);
        let mut loose = false;
        let mut i = 0;
        let mut start = first;
        while i < bytes.len() {
            let b = bytes[i];
            if b.is_ascii_whitespace() || b == b'>' || b == b'+' || b == b'~' {
                if current_used {
                    self.compounds.push(std::mem::take(&mut current));
                    current_used = false;
                    combinator = Some(false);
                }
                match b {
                    b'>' if self.compounds.len() > start => combinator = Some(true),
                    b'+' | b'~' => {
                        // A sibling's condition is not read: what follows it matches on its own.
                        start = self.compounds.len();
                        child = 0;
                        combinator = None;
                        loose = true;
                    }
                    _ if b.is_ascii_whitespace() => {}
                    _ => return Parsed::Invalid,
                }
                i += 1;
                continue;
            }
            if !current_used {
                if let Some(c) = combinator.take() {
                    // The combinator before compound `n` (left to right).
                    let n = self.compounds.len() - start;
                    if c && n < 32 {
                        child |= 1 << n;
                    }
                }
                current_used = true;
                current.classes = (self.classes.len() as u32, self.classes.len() as u32);
            }
            match b {
                b'*' => i += 1,
                b'&' | b'|' => {
                    loose = true;
                    i += 1;
                }
                b'.' | b'#' => {
                    let name = ident(&text[i + 1..]);
                    if name.is_empty() {
                        return Parsed::Invalid;
                    }
                    let range = self.intern(name, false);
                    if b == b'.' {
                        classes += 1;
                        self.classes.push(range);
                        current.classes.1 = self.classes.len() as u32;
                    } else {
                        ids += 1;
                        current.id = range;
                    }
                    i += 1 + name.len();
                }
                b'[' => {
                    let Some(close) = text[i..].find(']') else { return Parsed::Invalid };
                    classes += 1;
                    loose = true;
                    i += close + 1;
                }
                b':' => {
                    if bytes.get(i + 1) == Some(&b':') {
                        return Parsed::Never;
                    }
                    let name = ident(&text[i + 1..]).to_ascii_lowercase();
                    if name.is_empty() {
                        return Parsed::Invalid;
                    }
                    i += 1 + name.len();
                    if bytes.get(i) == Some(&b'(') {
                        let mut depth = 0;
                        while i < bytes.len() {
                            depth += match bytes[i] {
                                b'(' => 1,
                                b')' => -1,
                                _ => 0,
                            };
                            i += 1;
                            if depth == 0 {
                                break;
                            }
                        }
                    }
                    match name.as_str() {
                        "before" | "after" | "first-line" | "first-letter" | "hover" | "active" | "focus"
                        | "focus-within" | "focus-visible" | "target" => return Parsed::Never,
                        "root" => {
                            classes += 1;
                            current.tag = self.intern("html", false);
                        }
                        _ => {
                            classes += 1;
                            loose = true;
                        }
                    }
                }
                _ => {
                    let name = ident(&text[i..]);
                    if name.is_empty() {
                        return Parsed::Invalid;
                    }
                    types += 1;
                    current.tag = self.intern(name, true);
                    i += name.len();
                }
            }
        }
        if current_used {
            self.compounds.push(current);
        }
        // Compounds before a sibling combinator are dropped.
        self.compounds.drain(first..start);
        let count = self.compounds.len() - first;
        if count == 0 {
            return if loose { Parsed::Never } else { Parsed::Invalid };
        }
        let mut child_bits = child;
        if count > MAX_COMPOUNDS {
            let cut = count - MAX_COMPOUNDS;
            self.compounds.drain(first..first + cut);
            child_bits >>= cut;
            loose = true;
        }
        let count = self.compounds.len() - first;
        // Right to left: compound `i` from the right is a child of `i + 1` when the combinator
        // before compound `count - 1 - i` (left to right) was `>`.
        self.compounds[first..].reverse();
        let child = (0..count.saturating_sub(1))
            .filter(|i| child_bits & (1 << (count - 1 - i)) != 0)
            .fold(0u16, |bits, i| bits | 1 << i);
        let specificity = ids.min(1023) << 20 | classes.min(1023) << 10 | types.min(1023);
        Parsed::Selector { compounds: (first as u32, self.compounds.len() as u32), child, specificity, loose }
    }

    /// Adds a name to the arena (element names in lower case) and says where it is.
    fn intern(&mut self, name: &str, lower: bool) -> (u32, u32) {
        let start = self.names.len() as u32;
        self.names.push_str(name);
        if lower {
            self.names[start as usize..].make_ascii_lowercase();
        }
        (start, self.names.len() as u32)
    }
}

/// A hash of a selector's last id (`i`), class (`c`) or element name (`t`).
fn key(kind: u8, name: &str) -> u64 {
    name.bytes().fold(0xcbf2_9ce4_8422_2325u64 ^ kind as u64, |h, b| (h ^ b as u64).wrapping_mul(0x0100_0000_01b3))
}

/// The CSS identifier at the start of `text`.
fn ident(text: &str) -> &str {
    let end = text
        .char_indices()
        .find(|(_, c)| !(c.is_ascii_alphanumeric() || *c == '-' || *c == '_' || !c.is_ascii()))
        .map_or(text.len(), |(i, _)| i);
    &text[..end]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn selectors_are_read_or_refused() {
        let parse = |s: &str| Sheet::default().parse_selector(s);
        let spec = |s: &str| match parse(s) {
            Parsed::Selector { specificity, loose, compounds, .. } => {
                Some((specificity, loose, (compounds.1 - compounds.0) as usize))
            }
            _ => None,
        };
        assert_eq!(spec("div.a#b > span .c"), Some((1 << 20 | 2 << 10 | 2, false, 3)));
        assert_eq!(spec("td[class=x]"), Some((1 << 10 | 1, true, 1)));
        assert_eq!(spec("u + .body .hide"), Some((2 << 10 | 1, true, 2)));
        assert_eq!(spec(":root .x"), Some((2 << 10, false, 2)));
        assert!(matches!(parse("a:hover"), Parsed::Never));
        assert!(matches!(parse("p::first-line"), Parsed::Never));
        for bad in ["", ".", "#", "a{", "[x", "div!"] {
            assert!(matches!(parse(bad), Parsed::Invalid), "{bad}");
        }
    }
}
