//! What a caller allows one reading to produce and to spend, and the fixed limits that keep a
//! hostile file from spending more (each a row of docs/LIMITS.md).

use std::time::{Duration, Instant};

/// Characters in one page of a file that has no pages of its own (text, HTML, office files).
pub const PAGE_CHARS: usize = 4_000;

/// The largest file that is read at all (the default of [`Budget::max_input_bytes`]).
pub const MAX_INPUT_BYTES: usize = 10 * 1024 * 1024;

/// The time one reading may take (the default of [`Budget::deadline`], from when it is made).
pub const READ_WITHIN: Duration = Duration::from_secs(10);

/// PDF objects (numbers, names, strings, arrays, dictionaries…) parsed from one file, counted
/// before they are parsed: the parser keeps each in 120 bytes, so a file of small objects would
/// otherwise take 60 times its size in memory. At this cap a file of the smallest objects peaks
/// near 130 MB (bench/README.md).
pub const MAX_PDF_OBJECTS: usize = 500_000;

/// How large one of a PDF's object streams may be once decompressed.
pub const MAX_PDF_OBJECT_STREAM: usize = 4 * 1024 * 1024;

/// How large a PDF page's content (its streams and the forms it draws) may be once decompressed.
pub const MAX_PDF_PAGE_CONTENT: usize = 8 * 1024 * 1024;

/// Operators and operands read from one PDF page's content, counted before they are parsed.
pub const MAX_PDF_PAGE_OBJECTS: usize = 500_000;

/// How deep forms drawn inside forms are followed on a PDF page.
pub const MAX_PDF_FORM_DEPTH: usize = 8;

/// Entries in an office file's ZIP archive.
pub const MAX_ZIP_ENTRIES: usize = 10_000;

/// How large one part of an office file (`word/document.xml`, a worksheet) may be unzipped.
pub const MAX_ZIP_ENTRY_BYTES: u64 = 64 * 1024 * 1024;

/// How much of an office file is unzipped in all.
pub const MAX_ZIP_TOTAL_BYTES: u64 = 128 * 1024 * 1024;

/// Columns of one spreadsheet row that are shown; empty cells between two values count too.
pub const MAX_SHEET_COLUMNS: usize = 256;

/// The largest picture decoded (width × height, before it is scaled down).
pub const MAX_SOURCE_PIXELS: u64 = 50_000_000;

/// The most one picture's decoder may allocate.
pub const MAX_DECODE_ALLOC: u64 = 256 * 1024 * 1024;

/// What one reading may produce and spend. Text types and office files have no pages of their
/// own: there a page is [`PAGE_CHARS`] characters.
#[derive(Clone, Debug)]
pub struct Budget {
    /// The first page shown, from 1 (0 is taken as 1).
    pub first_page: u32,
    /// How many pages are shown from `first_page` on (0 is taken as 1).
    pub pages: u32,
    /// Characters of text in all (a longer text is cut and marked truncated).
    pub max_chars: usize,
    /// Pixels of each picture (width × height); larger ones are scaled down, never up.
    pub max_image_pixels: u32,
    /// Bytes of output in all: the text's UTF-8 and the pictures' encoded bytes.
    pub max_output_bytes: usize,
    /// The largest file that is read; a larger one is named in a note and not read.
    pub max_input_bytes: usize,
    /// When reading stops, checked between units of work (pages, parts, pictures).
    pub deadline: Instant,
}

impl Default for Budget {
    /// Three pages from the first, 20,000 characters, pictures of 1.6 megapixels, 4 MiB of output,
    /// files up to 10 MiB, and [`READ_WITHIN`] from now.
    fn default() -> Self {
        Budget {
            first_page: 1,
            pages: 3,
            max_chars: 20_000,
            max_image_pixels: 1_600_000,
            max_output_bytes: 4 * 1024 * 1024,
            max_input_bytes: MAX_INPUT_BYTES,
            deadline: Instant::now() + READ_WITHIN,
        }
    }
}

impl Budget {
    /// The pages asked for, as a 1-based inclusive range.
    pub(crate) fn page_range(&self) -> (u32, u32) {
        let first = self.first_page.max(1);
        (first, first.saturating_add(self.pages.max(1) - 1))
    }

    /// Whether the deadline has passed.
    pub(crate) fn out_of_time(&self) -> bool {
        Instant::now() >= self.deadline
    }
}
