//! Kinds of element, as tree construction sorts them (special, scopes, formatting, blocks).

use super::super::tokenizer::Tag;

/// Kinds of element, as tree construction sorts them.
pub(super) mod kind {
    pub const SPECIAL: u32 = 1;
    /// A boundary of the default scope.
    pub const SCOPE: u32 = 1 << 1;
    /// `ol`, `ul`: boundaries of list-item scope.
    pub const LIST: u32 = 1 << 2;
    /// `button`: a boundary of button scope.
    pub const BUTTON: u32 = 1 << 3;
    /// A boundary of table scope.
    pub const TABLE_SCOPE: u32 = 1 << 4;
    /// Text and elements in it are foster-parented.
    pub const TABLE_CONTEXT: u32 = 1 << 5;
    pub const FORMATTING: u32 = 1 << 6;
    pub const HEADING: u32 = 1 << 7;
    /// Its start and end tags begin a new line.
    pub const BLOCK: u32 = 1 << 8;
    /// Its start and end tags separate words.
    pub const CELL: u32 = 1 << 9;
    /// Holds one character of a code written one per element.
    pub const SPLIT: u32 = 1 << 10;
    pub const FOREIGN: u32 = 1 << 11;
    /// Foreign, but what is in it is HTML again.
    pub const INTEGRATION: u32 = 1 << 12;
    pub const SVG: u32 = 1 << 13;
    pub const VOID: u32 = 1 << 14;
    /// `td`, `th`, `tr`, `tbody`, `thead`, `tfoot`, `caption`, `colgroup`, `col`.
    pub const TABLE_PART: u32 = 1 << 15;
}

/// The kind of an HTML element.
pub(super) fn kind(name: &str) -> u32 {
    use kind::*;
    let special_block = SPECIAL | BLOCK;
    match name {
        "div" | "p" => special_block | SPLIT,
        "address" | "article" | "aside" | "blockquote" | "center" | "dd" | "dl" | "dt" | "fieldset" | "footer"
        | "form" | "header" | "hr" | "li" | "main" | "nav" | "pre" | "section" | "tbody" | "tfoot" | "thead" => {
            special_block | if matches!(name, "tbody" | "tfoot" | "thead") { TABLE_CONTEXT | TABLE_PART } else { 0 }
        }
        "ol" | "ul" => special_block | LIST,
        "h1" | "h2" | "h3" | "h4" | "h5" | "h6" => special_block | HEADING,
        "br" => special_block | VOID,
        "table" => special_block | SCOPE | TABLE_SCOPE | TABLE_CONTEXT,
        "tr" => special_block | TABLE_CONTEXT | TABLE_PART,
        "td" | "th" => SPECIAL | SCOPE | CELL | SPLIT | TABLE_PART,
        "caption" => SPECIAL | SCOPE | TABLE_PART,
        "colgroup" => SPECIAL | TABLE_PART,
        "col" => SPECIAL | TABLE_PART | VOID,
        "html" => SPECIAL | SCOPE | TABLE_SCOPE,
        "template" => SPECIAL | SCOPE | TABLE_SCOPE,
        "applet" | "marquee" | "object" => SPECIAL | SCOPE,
        "button" => SPECIAL | BUTTON,
        "area" | "base" | "basefont" | "bgsound" | "embed" | "img" | "input" | "keygen" | "link" | "meta" | "param"
        | "source" | "track" | "wbr" | "frame" => SPECIAL | VOID,
        "image" => VOID,
        "details" | "dialog" | "dir" | "figcaption" | "figure" | "frameset" | "hgroup" | "iframe" | "listing"
        | "menu" | "noembed" | "noframes" | "noscript" | "plaintext" | "script" | "search" | "select" | "style"
        | "summary" | "textarea" | "title" | "xmp" | "body" | "head" => SPECIAL,
        "b" | "strong" | "font" => FORMATTING | SPLIT,
        "span" => SPLIT,
        "a" | "big" | "code" | "em" | "i" | "nobr" | "s" | "small" | "strike" | "tt" | "u" => FORMATTING,
        _ => 0,
    }
}

/// The kind of an element in SVG or MathML.
pub(super) fn foreign_kind(name: &str, svg: bool) -> u32 {
    use kind::*;
    let integration = if svg {
        matches!(name, "foreignobject" | "desc" | "title")
    } else {
        matches!(name, "mi" | "mo" | "mn" | "ms" | "mtext" | "annotation-xml")
    };
    FOREIGN | if svg { SVG } else { 0 } | if integration { INTEGRATION | SCOPE | SPECIAL } else { 0 }
}

/// HTML elements that end foreign content when they start in it.
pub(super) fn breaks_out(tag: &Tag<'_>) -> bool {
    match &*tag.name {
        "b" | "big" | "blockquote" | "body" | "br" | "center" | "code" | "dd" | "div" | "dl" | "dt" | "em"
        | "embed" | "h1" | "h2" | "h3" | "h4" | "h5" | "h6" | "head" | "hr" | "i" | "img" | "li" | "listing"
        | "menu" | "meta" | "nobr" | "ol" | "p" | "pre" | "ruby" | "s" | "small" | "span" | "strong" | "strike"
        | "sub" | "sup" | "table" | "tt" | "u" | "ul" | "var" => true,
        "font" => tag.attrs.iter().any(|a| matches!(&*a.name, "color" | "face" | "size")),
        _ => false,
    }
}

/// Tree construction's rule for a start tag (headings and formatting elements go by their kind).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Start {
    Html,
    Body,
    Nothing,
    Style,
    Dropped,
    Noscript,
    Textarea,
    Xmp,
    Plaintext,
    Template,
    Br,
    Hr,
    Image,
    Foreign,
    TablePart,
    Table,
    ListItem,
    Definition,
    Block,
    A,
    Nobr,
    Marker,
    Button,
    Option,
    Other,
}

pub(super) fn start_rule(name: &str) -> Start {
    match name {
        "html" => Start::Html,
        "body" => Start::Body,
        "head" | "frameset" | "base" | "basefont" | "bgsound" | "link" | "meta" | "area" | "embed" | "input"
        | "keygen" | "wbr" | "param" | "source" | "track" | "frame" => Start::Nothing,
        "style" => Start::Style,
        "script" | "title" | "iframe" | "noembed" | "noframes" => Start::Dropped,
        "noscript" => Start::Noscript,
        "textarea" => Start::Textarea,
        "xmp" => Start::Xmp,
        "plaintext" => Start::Plaintext,
        "template" => Start::Template,
        "br" => Start::Br,
        "hr" => Start::Hr,
        "img" | "image" => Start::Image,
        "svg" | "math" => Start::Foreign,
        "caption" | "colgroup" | "col" | "tbody" | "thead" | "tfoot" | "tr" | "td" | "th" => Start::TablePart,
        "table" => Start::Table,
        "li" => Start::ListItem,
        "dd" | "dt" => Start::Definition,
        "address" | "article" | "aside" | "blockquote" | "center" | "details" | "dialog" | "dir" | "div" | "dl"
        | "fieldset" | "figcaption" | "figure" | "footer" | "header" | "hgroup" | "main" | "menu" | "nav" | "ol"
        | "p" | "search" | "section" | "summary" | "ul" | "pre" | "listing" | "form" => Start::Block,
        "a" => Start::A,
        "nobr" => Start::Nobr,
        "applet" | "marquee" | "object" => Start::Marker,
        "button" => Start::Button,
        "option" | "optgroup" => Start::Option,
        _ => Start::Other,
    }
}

/// Tree construction's rule for an end tag (headings and other special elements go by their
/// kind).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum End {
    Nothing,
    P,
    Li,
    Formatting,
    /// `applet`, `marquee`, `object`: closed in scope, clearing formatting to the marker.
    Marker,
    Template,
    /// `td`, `th`, `caption`: closed in table scope, clearing formatting to the marker.
    Cell,
    /// `tr`, `tbody`, `thead`, `tfoot`, `table`.
    Table,
    Other,
}

pub(super) fn end_rule(name: &str) -> End {
    match name {
        "body" | "html" | "head" | "br" => End::Nothing,
        "p" => End::P,
        "li" => End::Li,
        "a" | "b" | "big" | "code" | "em" | "font" | "i" | "nobr" | "s" | "small" | "strike" | "strong" | "tt"
        | "u" => End::Formatting,
        "applet" | "marquee" | "object" => End::Marker,
        "template" => End::Template,
        "td" | "th" | "caption" => End::Cell,
        "tr" | "tbody" | "thead" | "tfoot" | "table" => End::Table,
        _ => End::Other,
    }
}
