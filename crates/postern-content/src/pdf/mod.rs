//! PDF documents, page by page: each page's text as it is laid out (`layout`), or, for a page
//! without text, the scan it shows (`scan`). lopdf parses the file; what it is handed is bounded
//! first (`guard`): the file's objects are counted before it parses them, each object stream's
//! size and count, each page's content. The deadline is checked between pages. A file that cannot
//! be read (encrypted with a password, damaged, too large inside) is said in a note.

mod guard;
mod layout;
mod scan;

use lopdf::{DecompressError, Document, Error, LoadOptions};

use crate::budget::MAX_PDF_OBJECTS;
use crate::output::{Output, tidy};

/// What a reader is told about a file lopdf would not load.
fn unreadable(error: &Error) -> String {
    match error {
        Error::InvalidPassword | Error::Decryption(_) => "the PDF is encrypted and cannot be read".to_string(),
        Error::Decompress(DecompressError::MemoryLimitExceeded { .. }) => {
            "the PDF cannot be read: a stream inside it is too large".to_string()
        }
        _ => "the PDF cannot be read: it is damaged or not a PDF".to_string(),
    }
}

/// A PDF's pages within the budget.
pub(crate) fn read(bytes: &[u8], out: &mut Output<'_>) {
    let budget = out.budget();
    let too_many = format!("the PDF cannot be read: it holds more than {MAX_PDF_OBJECTS} objects");
    let Some(plan) = guard::plan(bytes, MAX_PDF_OBJECTS) else {
        out.note(too_many);
        return;
    };
    let options = LoadOptions {
        max_decompressed_size: Some(plan.object_stream_bytes),
        filter: plan.filter,
        ..LoadOptions::default()
    };
    let doc = match Document::load_mem_with_options(bytes, options) {
        Ok(doc) => doc,
        Err(error) => {
            out.note(unreadable(&error));
            return;
        }
    };
    if guard::objects_ran_out() {
        out.note(too_many);
        return;
    }
    if doc.is_encrypted() {
        out.note("the PDF is encrypted with a password and cannot be read");
        return;
    }
    let pages = doc.get_pages();
    let total = u32::try_from(pages.len()).unwrap_or(u32::MAX);
    out.set_pages_total(total);
    if total == 0 {
        out.note("the PDF has no pages that can be read");
        return;
    }
    let (first, last) = budget.page_range();
    if first > total {
        out.note(format!("the PDF has {total} page(s); page {first} was asked for"));
        return;
    }
    let last = last.min(total);
    let mut fonts = layout::Fonts::default();
    for (&number, &id) in pages.range(first..=last) {
        if budget.out_of_time() {
            out.cut(format!("stopped before page {number}: the time for reading this file ran out"));
            break;
        }
        let page = layout::read_page(&doc, id, &mut fonts, budget.deadline);
        if let Some(problem) = &page.problem {
            out.note(format!("page {number}: {problem}"));
        }
        if page.hidden_chars > 0 {
            out.note(format!(
                "page {number}: {} characters of text a person would not see (invisible, too small or off the page) were left out",
                page.hidden_chars
            ));
        }
        let text = tidy(&page.text);
        if !text.is_empty() {
            out.text(Some(number), &text);
            continue;
        }
        let max_pixels = budget.max_image_pixels;
        match scan::page_picture(&doc, &page.images, page.area, max_pixels, out.bytes_left()) {
            Ok(picture) => {
                out.note(format!("page {number} has no text: shown as an image"));
                out.image(Some(number), picture);
            }
            Err(why) => out.note(format!("page {number} has no text, and {why}")),
        }
    }
    if total > 1 {
        out.note(format!("pages {first}–{last} of {total} were read"));
    }
}
