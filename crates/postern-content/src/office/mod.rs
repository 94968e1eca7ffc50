//! Office documents as text: Word (`docx`), OpenDocument text (`odt`) and Excel (`xlsx`), each an
//! XML part or a few inside a ZIP archive (`archive`, bounded against zip bombs), read as a
//! stream of XML events (`xml`). Like other text without pages, the result is paged by
//! characters.

mod archive;
mod docx;
mod odt;
mod xlsx;
mod xml;

use crate::kind::Kind;
use crate::office::archive::Archive;
use crate::office::xml::Stop;
use crate::output::{Output, paged};

/// The text of an office document of `kind`.
pub(crate) fn read(kind: Kind, bytes: &[u8], out: &mut Output<'_>) {
    let deadline = out.budget().deadline;
    let what = match kind {
        Kind::Docx => "Word document",
        Kind::Odt => "OpenDocument text",
        _ => "Excel workbook",
    };
    let read = Archive::open(bytes).and_then(|mut archive| match kind {
        Kind::Docx => docx::read(&mut archive, deadline),
        Kind::Odt => odt::read(&mut archive, deadline),
        _ => xlsx::read(&mut archive, deadline),
    });
    let reading = match read {
        Ok(reading) => reading,
        Err(why) => {
            out.note(format!("the {what} cannot be read: {why}"));
            return;
        }
    };
    for note in reading.notes {
        out.note(note);
    }
    if reading.hidden_chars > 0 {
        out.note(format!(
            "{} characters of text a person would not see (hidden, too small, or in hidden rows, columns or cells) were left out",
            reading.hidden_chars
        ));
    }
    match reading.stopped {
        Some(Stop::Damaged) => out.cut(format!("the {what} is damaged: only the text before the damage was read")),
        Some(Stop::OutOfTime) => out.cut("the time for reading this file ran out: only the text read by then is shown"),
        None => {}
    }
    paged(out, &reading.text);
}
