//! Attachment content for agents: a file's bytes turned into what a model can read, within a
//! budget. An agent asked to "read this week's invoices and tell me the amounts and due dates"
//! needs the text of a PDF, a spreadsheet or a scan, not a download link; [`read`] gives it, as
//! text parts page by page and pictures scaled to a pixel budget.
//!
//! Every file here comes from whoever sent the mail, so:
//! - what a file is comes from its bytes and its declared type, never from its name alone
//!   (`kind`);
//! - every parser is handed bounded input: files over [`Budget::max_input_bytes`] are not read,
//!   and each format has its own caps on what it expands (objects and streams of a PDF, entries
//!   of an office archive, pixels of a picture; the constants in `budget`), so memory stays
//!   bounded and nothing panics;
//! - the deadline is checked between units of work (pages, sheets, pictures, XML events);
//! - text a person would not see is left out and counted: invisible characters everywhere
//!   (`visible`), hidden text in PDFs, Word, OpenDocument and Excel files, the hidden parts of
//!   HTML as far as postern-mail's reader knows them;
//! - what could not be read, was cut or left out is said in [`Content::notes`], in words an agent
//!   can repeat.
//!
//! Modules, each with one job and no import cycles between them: `budget` (what a reading may
//! spend), `kind` (sniffing), `visible` (characters a person does not see), `output` (putting the
//! result together within the budget), `text` (charsets, HTML), `pdf`, `office`, `picture`.
//!
//! No I/O and no async: the caller brings the bytes, and runs this where blocking is fine. Of our
//! crates it depends only on `postern-mail` (HTML as text).

mod budget;
mod kind;
mod office;
mod output;
mod pdf;
mod picture;
mod text;
mod visible;

pub use budget::{
    Budget, MAX_DECODE_ALLOC, MAX_INPUT_BYTES, MAX_PDF_FORM_DEPTH, MAX_PDF_OBJECT_STREAM, MAX_PDF_OBJECTS,
    MAX_PDF_PAGE_CONTENT, MAX_PDF_PAGE_OBJECTS, MAX_SHEET_COLUMNS, MAX_SOURCE_PIXELS, MAX_ZIP_ENTRIES,
    MAX_ZIP_ENTRY_BYTES, MAX_ZIP_TOTAL_BYTES, PAGE_CHARS, READ_WITHIN,
};
pub use kind::Kind;
pub use output::{Content, Part};

use output::Output;

/// What `bytes`, declared as `content_type` (with its parameters, such as `charset`) and named
/// `filename`, hold that an agent can read, within `budget`. Never panics; a file that cannot be
/// read gives no parts and a note that says why.
pub fn read(bytes: &[u8], content_type: &str, filename: &str, budget: &Budget) -> Content {
    let detected = kind::detect(bytes, content_type, filename);
    let mut out = Output::new(detected.kind, budget);
    let contradicted = detected.note.is_some();
    if let Some(note) = detected.note {
        out.note(note);
    }
    if bytes.len() > budget.max_input_bytes {
        out.note(format!(
            "the file is {} bytes, more than the {} that are read: it was not read",
            bytes.len(),
            budget.max_input_bytes
        ));
        return out.finish();
    }
    let charset = detected.media.charset.as_deref();
    match detected.kind {
        Kind::Text => text::read_text(bytes, charset, &mut out),
        Kind::Html => text::read_html(bytes, charset, &mut out),
        Kind::Pdf => pdf::read(bytes, &mut out),
        Kind::Docx | Kind::Xlsx | Kind::Odt => office::read(detected.kind, bytes, &mut out),
        Kind::Image => picture::read_file(bytes, detected.picture, &mut out),
        Kind::Unsupported if contradicted => {}
        Kind::Unsupported => {
            let named = if detected.media.essence.is_empty() { "this type" } else { detected.media.essence.as_str() };
            out.note(format!("files of {named} are not read: only its name and type are known"));
        }
    }
    out.finish()
}
