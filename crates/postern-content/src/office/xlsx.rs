//! Excel workbooks (Office Open XML, ECMA-376 part 1, 18): each visible sheet under its name, a
//! row to a line, cells separated by tabs (empty cells between values kept, up to
//! [`MAX_SHEET_COLUMNS`]). Cells read as Excel shows them where that matters to a reader: shared
//! and inline strings, booleans, errors, cached formula results, and dates as dates. Hidden
//! sheets, rows and columns and cells formatted to show nothing (`;;;`) are left out and counted.
//!
//! Written on zip and quick-xml rather than calamine: calamine builds a sheet's range from the
//! dimensions it declares (two cells at A1 and XFD1048576 ask for 17 billion), and it brings a
//! second set of ZIP features.

use std::collections::HashMap;
use std::time::Instant;

use crate::budget::MAX_SHEET_COLUMNS;
use crate::office::archive::Archive;
use crate::office::xml::{Node, Reading, Stop, walk};

/// Column ranges of one sheet's hidden columns that are kept.
const MAX_COLUMN_RANGES: usize = 1_024;

/// How a cell's style shows its number.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Shown {
    AsIs,
    Date,
    Nothing,
}

struct Sheet {
    name: String,
    relation: String,
    hidden: bool,
}

/// The workbook's sheets in order, and whether its dates count from 1904.
fn sheets(xml: &[u8], deadline: Instant) -> (Vec<Sheet>, bool) {
    let mut sheets = Vec::new();
    let mut from_1904 = false;
    let _ = walk(xml, deadline, |node| {
        if let Node::Open(tag) = node {
            match tag.name() {
                "sheet" => sheets.push(Sheet {
                    name: tag.attr("name").unwrap_or_default(),
                    relation: tag.attr("id").unwrap_or_default(),
                    hidden: tag.attr("state").is_some_and(|s| s != "visible"),
                }),
                "workbookPr" => from_1904 = matches!(tag.attr("date1904").as_deref(), Some("1" | "true")),
                _ => {}
            }
        }
    });
    (sheets, from_1904)
}

/// The workbook's relationships: id → part name in the archive.
fn relationships(xml: &[u8], deadline: Instant) -> HashMap<String, String> {
    let mut found = HashMap::new();
    let _ = walk(xml, deadline, |node| {
        if let Node::Open(tag) = node
            && tag.name() == "Relationship"
            && let (Some(id), Some(target)) = (tag.attr("Id"), tag.attr("Target"))
        {
            let part = match target.strip_prefix('/') {
                Some(absolute) => absolute.to_string(),
                None => format!("xl/{}", target.trim_start_matches("./")),
            };
            found.insert(id, part);
        }
    });
    found
}

/// The shared strings, in order (phonetic runs left out).
fn shared_strings(xml: &[u8], deadline: Instant) -> Vec<String> {
    let mut strings = Vec::new();
    let (mut current, mut in_text, mut phonetic) = (String::new(), false, false);
    let _ = walk(xml, deadline, |node| match node {
        Node::Open(tag) => match tag.name() {
            "si" => current.clear(),
            "t" => in_text = true,
            "rPh" => phonetic = true,
            _ => {}
        },
        Node::Close(name) => match name {
            "si" => strings.push(std::mem::take(&mut current)),
            "t" => in_text = false,
            "rPh" => phonetic = false,
            _ => {}
        },
        Node::Text(text) if in_text && !phonetic => current.push_str(text),
        Node::Text(_) => {}
    });
    strings
}

/// Whether a number format shows a date or time, or nothing at all.
fn shown_by(format: &str) -> Shown {
    if !format.is_empty() && format.chars().all(|c| c == ';') {
        return Shown::Nothing;
    }
    let mut plain = String::new();
    let (mut quoted, mut bracketed, mut escaped) = (false, false, false);
    for c in format.chars() {
        match c {
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            '"' => quoted = !quoted,
            '[' if !quoted => bracketed = true,
            ']' if !quoted => bracketed = false,
            _ if !quoted && !bracketed => plain.push(c.to_ascii_lowercase()),
            _ => {}
        }
    }
    if plain.contains("general") || !plain.contains(['d', 'm', 'y', 'h', 's']) { Shown::AsIs } else { Shown::Date }
}

/// How each cell style (`s`, an index into `cellXfs`) shows numbers.
fn styles(xml: &[u8], deadline: Instant) -> Vec<Shown> {
    let mut formats: HashMap<u32, Shown> = HashMap::new();
    let mut cell_formats = Vec::new();
    let mut in_cell_formats = false;
    let _ = walk(xml, deadline, |node| match node {
        Node::Open(tag) => match tag.name() {
            "numFmt" => {
                if let (Some(id), Some(code)) =
                    (tag.attr("numFmtId").and_then(|i| i.parse().ok()), tag.attr("formatCode"))
                {
                    formats.insert(id, shown_by(&code));
                }
            }
            "cellXfs" => in_cell_formats = true,
            "xf" if in_cell_formats => {
                let id: u32 = tag.attr("numFmtId").and_then(|i| i.parse().ok()).unwrap_or(0);
                let builtin_date = matches!(id, 14..=22 | 45..=47);
                let shown = formats.get(&id).copied().unwrap_or(if builtin_date { Shown::Date } else { Shown::AsIs });
                cell_formats.push(shown);
            }
            _ => {}
        },
        Node::Close("cellXfs") => in_cell_formats = false,
        _ => {}
    });
    cell_formats
}

/// The date (and time) an Excel serial number stands for: days since 1899-12-30 (or 1904-01-01),
/// with Excel's 29 February 1900 kept for serials before it.
fn date(serial: f64, from_1904: bool) -> Option<String> {
    if !(0.0..2_958_466.0).contains(&serial) {
        return None;
    }
    let days = serial.floor() as i64;
    let seconds = ((serial - serial.floor()) * 86_400.0).round() as i64;
    let epoch_days = if from_1904 {
        days + days_from_civil(1904, 1, 1)
    } else if days < 61 {
        days + days_from_civil(1899, 12, 31) - i64::from(days == 60)
    } else {
        days + days_from_civil(1899, 12, 30)
    };
    let (y, m, d) = civil_from_days(epoch_days);
    let (h, min) = (seconds / 3600 % 24, seconds / 60 % 60);
    Some(match (days, seconds) {
        (0, s) if !from_1904 && s > 0 => format!("{h:02}:{min:02}"),
        (_, 0) => format!("{y:04}-{m:02}-{d:02}"),
        _ => format!("{y:04}-{m:02}-{d:02} {h:02}:{min:02}"),
    })
}

/// Days since 1970-01-01 of a date of the proleptic Gregorian calendar (H. Hinnant's algorithm).
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

/// The 0-based column of a cell reference (`AB12` → 27).
fn column(reference: &str) -> Option<usize> {
    let letters = reference.bytes().take_while(u8::is_ascii_alphabetic);
    let mut column = 0usize;
    for (i, b) in letters.enumerate() {
        if i >= 3 {
            return None;
        }
        column = column * 26 + usize::from(b.to_ascii_uppercase() - b'A' + 1);
    }
    column.checked_sub(1)
}

/// What a worksheet's reader needs of the rest of the workbook.
struct Workbook {
    strings: Vec<String>,
    styles: Vec<Shown>,
    from_1904: bool,
}

#[derive(Default)]
struct Cell {
    column: usize,
    kind: Option<String>,
    style: usize,
    value: String,
}

#[derive(Default)]
struct Worksheet {
    hidden_columns: Vec<(usize, usize)>,
    row_hidden: bool,
    row: Vec<(usize, String)>,
    cell: Option<Cell>,
    next_column: usize,
    in_value: bool,
}

impl Worksheet {
    fn visit(&mut self, node: Node<'_>, book: &Workbook, out: &mut Reading) {
        match node {
            Node::Open(tag) => match tag.name() {
                "col" if tag.attr("hidden").is_some_and(|h| h == "1" || h == "true") => {
                    let at = |key: &str| tag.attr(key).and_then(|v| v.parse::<usize>().ok());
                    if let (Some(min), Some(max)) = (at("min"), at("max"))
                        && self.hidden_columns.len() < MAX_COLUMN_RANGES
                    {
                        self.hidden_columns.push((min.saturating_sub(1), max.saturating_sub(1)));
                    }
                }
                "row" => {
                    self.row.clear();
                    self.next_column = 0;
                    self.row_hidden = tag.attr("hidden").is_some_and(|h| h == "1" || h == "true");
                }
                "c" => {
                    let column = tag.attr("r").and_then(|r| column(&r)).unwrap_or(self.next_column);
                    let style = tag.attr("s").and_then(|s| s.parse().ok()).unwrap_or(0);
                    self.next_column = column + 1;
                    self.cell = Some(Cell { column, kind: tag.attr("t"), style, value: String::new() });
                }
                "v" | "t" => self.in_value = true,
                _ => {}
            },
            Node::Text(text) if self.in_value => {
                if let Some(cell) = self.cell.as_mut() {
                    cell.value.push_str(text);
                }
            }
            Node::Text(_) => {}
            Node::Close(name) => match name {
                "v" | "t" => self.in_value = false,
                "c" => {
                    if let Some(cell) = self.cell.take() {
                        self.finish(cell, book, out);
                    }
                }
                "row" => self.end_row(out),
                _ => {}
            },
        }
    }

    fn finish(&mut self, cell: Cell, book: &Workbook, out: &mut Reading) {
        let raw = cell.value.trim();
        let shown = match cell.kind.as_deref() {
            Some("s") => raw.parse::<usize>().ok().and_then(|i| book.strings.get(i)).cloned().unwrap_or_default(),
            Some("b") => (if raw == "1" { "TRUE" } else { "FALSE" }).to_string(),
            Some("inlineStr" | "str" | "e") => cell.value.clone(),
            _ => match book.styles.get(cell.style).copied().unwrap_or(Shown::AsIs) {
                Shown::Date => {
                    raw.parse().ok().and_then(|n| date(n, book.from_1904)).unwrap_or_else(|| raw.to_string())
                }
                Shown::Nothing => {
                    out.hide(raw);
                    return;
                }
                Shown::AsIs => raw.to_string(),
            },
        };
        let hidden = self.row_hidden || self.hidden_columns.iter().any(|(a, b)| (*a..=*b).contains(&cell.column));
        if hidden {
            out.hide(&shown);
        } else if !shown.trim().is_empty() {
            self.row.push((cell.column, shown));
        }
    }

    fn end_row(&mut self, out: &mut Reading) {
        let Some(first) = self.row.iter().map(|(c, _)| *c).min() else { return };
        let mut line = String::new();
        let mut at = first;
        let mut shown = 0;
        for (column, value) in &self.row {
            let gap = column.saturating_sub(at);
            shown += gap + 1;
            if shown > MAX_SHEET_COLUMNS {
                break;
            }
            if !line.is_empty() {
                line.extend(std::iter::repeat_n('\t', gap + 1));
            }
            // A value's own tabs and line breaks would shift the columns after it.
            line.extend(value.chars().map(|c| if c == '\t' || c == '\n' || c == '\r' { ' ' } else { c }));
            at = column + 1;
        }
        out.text.push_str(&line);
        out.text.push('\n');
        self.row.clear();
    }
}

/// The text of a workbook's visible sheets.
pub(crate) fn read(archive: &mut Archive<'_>, deadline: Instant) -> Result<Reading, String> {
    let workbook = archive.read("xl/workbook.xml")?.ok_or("it has no xl/workbook.xml")?;
    let (sheets, from_1904) = sheets(&workbook, deadline);
    let parts = archive.read("xl/_rels/workbook.xml.rels")?.map(|x| relationships(&x, deadline)).unwrap_or_default();
    let strings = archive.read("xl/sharedStrings.xml")?.map(|x| shared_strings(&x, deadline)).unwrap_or_default();
    let styles = archive.read("xl/styles.xml")?.map(|x| styles(&x, deadline)).unwrap_or_default();
    let book = Workbook { strings, styles, from_1904 };
    let mut reading = Reading::default();
    for sheet in sheets {
        if Instant::now() >= deadline {
            reading.stopped = Some(Stop::OutOfTime);
            break;
        }
        if sheet.hidden {
            reading.notes.push(format!("the hidden sheet {:?} was not read", sheet.name));
            continue;
        }
        let Some(xml) = (match parts.get(&sheet.relation) {
            Some(part) => archive.read(part)?,
            None => None,
        }) else {
            reading.notes.push(format!("the sheet {:?} is missing", sheet.name));
            continue;
        };
        reading.text.push_str(&format!("# {}\n", sheet.name));
        let mut state = Worksheet::default();
        if let Err(stop) = walk(&xml, deadline, |node| state.visit(node, &book, &mut reading)) {
            reading.stopped = Some(stop);
            break;
        }
        reading.text.push('\n');
    }
    Ok(reading)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serials_are_dates() {
        assert_eq!(date(46387.0, false).as_deref(), Some("2026-12-31"));
        assert_eq!(date(1.0, false).as_deref(), Some("1900-01-01"));
        assert_eq!(date(61.0, false).as_deref(), Some("1900-03-01"));
        assert_eq!(date(45000.5, false).as_deref(), Some("2023-03-15 12:00"));
        assert_eq!(date(0.0, true).as_deref(), Some("1904-01-01"));
        assert_eq!(date(-1.0, false), None);
        assert_eq!(date(f64::NAN, false), None);
    }

    #[test]
    fn formats_say_dates_and_nothing() {
        assert!(shown_by("dd/mm/yyyy") == Shown::Date);
        assert!(shown_by("[$-409]d-mmm-yy;@") == Shown::Date);
        assert!(shown_by("#,##0.00 [$€-1]") == Shown::AsIs);
        assert!(shown_by("\"Days: \"0") == Shown::AsIs);
        assert!(shown_by(";;;") == Shown::Nothing);
        assert!(shown_by("General") == Shown::AsIs);
    }

    #[test]
    fn references_name_columns() {
        assert_eq!(column("A1"), Some(0));
        assert_eq!(column("AB12"), Some(27));
        assert_eq!(column("XFD1048576"), Some(16_383));
        assert_eq!(column("AAAA1"), None);
        assert_eq!(column("12"), None);
    }
}
