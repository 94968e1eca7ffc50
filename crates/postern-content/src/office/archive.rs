//! An office file's ZIP archive, read with bounds: a zip bomb (a small file that unzips to
//! gigabytes, or claims one size and inflates to another) is refused before it costs more than
//! the caps.

use std::io::{Cursor, Read};

use zip::ZipArchive;
use zip::result::ZipError;

use crate::budget::{MAX_ZIP_ENTRIES, MAX_ZIP_ENTRY_BYTES, MAX_ZIP_TOTAL_BYTES};

/// An opened archive and what has been unzipped from it so far.
pub(crate) struct Archive<'a> {
    zip: ZipArchive<Cursor<&'a [u8]>>,
    unzipped: u64,
}

impl<'a> Archive<'a> {
    /// Opens `bytes` as a ZIP archive of at most [`MAX_ZIP_ENTRIES`] entries.
    pub fn open(bytes: &'a [u8]) -> Result<Self, String> {
        let zip = ZipArchive::new(Cursor::new(bytes)).map_err(|_| "it is damaged (not a readable ZIP archive)")?;
        if zip.len() > MAX_ZIP_ENTRIES {
            return Err(format!("its archive has {} entries, more than the {MAX_ZIP_ENTRIES} read", zip.len()));
        }
        Ok(Archive { zip, unzipped: 0 })
    }

    /// The unzipped entry `name`, `None` if the archive has none. Refused when it declares more
    /// than [`MAX_ZIP_ENTRY_BYTES`], when it inflates past what it declares, or when the archive's
    /// entries together pass [`MAX_ZIP_TOTAL_BYTES`].
    pub fn read(&mut self, name: &str) -> Result<Option<Vec<u8>>, String> {
        let entry = match self.zip.by_name(name) {
            Ok(entry) => entry,
            Err(ZipError::FileNotFound) => return Ok(None),
            Err(ZipError::UnsupportedArchive(_)) => {
                return Err(format!("{name} is encrypted or compressed in a way not read here"));
            }
            Err(_) => return Err(format!("{name} is damaged")),
        };
        let declared = entry.size();
        let allowed = MAX_ZIP_ENTRY_BYTES.min(MAX_ZIP_TOTAL_BYTES - self.unzipped);
        if declared > allowed {
            return Err(format!("{name} unzips to {declared} bytes, more than the {allowed} read (a zip bomb?)"));
        }
        let mut data = Vec::with_capacity(declared as usize);
        // One byte past what it declares tells a lie from the truth.
        entry.take(declared + 1).read_to_end(&mut data).map_err(|_| format!("{name} is damaged"))?;
        if data.len() as u64 > declared {
            return Err(format!("{name} unzips to more than the {declared} bytes it declares (a zip bomb?)"));
        }
        self.unzipped += data.len() as u64;
        Ok(Some(data))
    }
}
