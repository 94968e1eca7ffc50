//! The picture of a page that has no text, a scan, taken out of the file without rendering the
//! page: the largest image drawn on it, when it covers most of the page. A JPEG (`DCTDecode`) is
//! decoded and encoded again at the pixel budget; 8-bit gray, RGB or CMYK samples (compressed or
//! not, indexed or not) and 1-bit black and white become a PNG. Rendering a page (vector drawing,
//! text in fonts) needs a renderer, which this crate does not carry.

use lopdf::{Document, Object, Stream};

use crate::budget::{MAX_DECODE_ALLOC, MAX_SOURCE_PIXELS};
use crate::output::Encoded;
use crate::pdf::layout::Drawn;
use crate::picture::{from_jpeg, from_pixels};

/// The share of the page an image must cover to stand for it.
const MIN_COVER: f64 = 0.3;

/// The image standing for a page of `page_area`, among those drawn on it.
pub(crate) fn page_picture(
    doc: &Document,
    drawn: &[Drawn],
    page_area: f64,
    max_pixels: u32,
    max_bytes: usize,
) -> Result<Encoded, String> {
    let largest = drawn.iter().max_by(|a, b| a.area.total_cmp(&b.area)).ok_or("it has no picture either")?;
    if largest.area < MIN_COVER * page_area {
        return Err("its pictures are too small to stand for it".to_string());
    }
    let Some(Object::Stream(stream)) = doc.objects.get(&largest.id) else {
        return Err("its picture is missing".to_string());
    };
    picture(doc, stream, max_pixels, max_bytes)
}

fn number(doc: &Document, stream: &Stream, key: &[u8]) -> Option<i64> {
    let object = stream.dict.get(key).ok()?;
    doc.dereference(object).ok()?.1.as_i64().ok()
}

/// A palette: the components of its base colour space, and its colours one after another.
type Palette = (usize, Vec<u8>);

/// The colour space's components per sample, and its palette if it is indexed.
fn color_space(doc: &Document, object: &Object) -> Option<(usize, Option<Palette>)> {
    let (_, object) = doc.dereference(object).ok()?;
    let (name, rest) = match object {
        Object::Name(name) => (name.as_slice(), &[][..]),
        Object::Array(array) => (array.first()?.as_name().ok()?, &array[1..]),
        _ => return None,
    };
    match name {
        b"DeviceGray" | b"CalGray" | b"G" => Some((1, None)),
        b"DeviceRGB" | b"CalRGB" | b"RGB" => Some((3, None)),
        b"DeviceCMYK" | b"CMYK" => Some((4, None)),
        b"ICCBased" => {
            let (_, profile) = doc.dereference(rest.first()?).ok()?;
            let n = profile.as_stream().ok()?.dict.get(b"N").ok()?.as_i64().ok()?;
            matches!(n, 1 | 3 | 4).then_some((n as usize, None))
        }
        b"Indexed" | b"I" => {
            let (base, None) = color_space(doc, rest.first()?)? else { return None };
            let (_, lookup) = doc.dereference(rest.get(2)?).ok()?;
            let palette = match lookup {
                Object::String(bytes, _) => bytes.clone(),
                Object::Stream(s) => s.decompressed_content_with_limit(256 * 4).ok()?,
                _ => return None,
            };
            Some((1, Some((base, palette))))
        }
        _ => None,
    }
}

/// One image XObject as a picture.
fn picture(doc: &Document, stream: &Stream, max_pixels: u32, max_bytes: usize) -> Result<Encoded, String> {
    let filters: Vec<&[u8]> = stream.filters().unwrap_or_default();
    if filters == [b"DCTDecode".as_slice()] {
        return from_jpeg(&stream.content, max_pixels, max_bytes);
    }
    let decoded_here = |f: &&[u8]| {
        matches!(*f, b"FlateDecode" | b"LZWDecode" | b"RunLengthDecode" | b"ASCII85Decode" | b"ASCIIHexDecode")
    };
    if let Some(other) = filters.iter().find(|f| !decoded_here(f)) {
        let name = String::from_utf8_lossy(other);
        return Err(format!("its picture is in a format that is not read here ({name})"));
    }
    let width = number(doc, stream, b"Width").filter(|w| (1..=65_000).contains(w)).ok_or("its picture has no size")?;
    let height =
        number(doc, stream, b"Height").filter(|h| (1..=65_000).contains(h)).ok_or("its picture has no size")?;
    let (width, height) = (width as u32, height as u32);
    if u64::from(width) * u64::from(height) > MAX_SOURCE_PIXELS {
        return Err(format!("its picture is too large to decode ({width}×{height} pixels)"));
    }
    let mask = stream.dict.get(b"ImageMask").and_then(Object::as_bool).unwrap_or(false);
    let bits = if mask { 1 } else { number(doc, stream, b"BitsPerComponent").unwrap_or(8) };
    let (components, palette) = match stream.dict.get(b"ColorSpace") {
        _ if mask => (1, None),
        Ok(space) => color_space(doc, space).ok_or("its picture's colours are not read here")?,
        Err(_) => return Err("its picture has no colours".to_string()),
    };
    if bits != 8 && !(bits == 1 && components == 1) {
        return Err(format!("its picture has {bits}-bit colours, which are not read here"));
    }
    let row = (width as usize * components * bits as usize).div_ceil(8);
    let expected = row * height as usize;
    if expected as u64 > MAX_DECODE_ALLOC {
        return Err(format!("its picture is too large to decode ({width}×{height} pixels)"));
    }
    let samples = stream
        .decompressed_content_with_limit(expected + 64 * 1024)
        .map_err(|_| "its picture is damaged".to_string())?;
    if samples.len() < expected {
        return Err("its picture is damaged".to_string());
    }
    // `/Decode [1 0]` inverts one-component samples; an image mask paints where samples are 0.
    let inverted = mask
        || stream.dict.get(b"Decode").and_then(Object::as_array).is_ok_and(|d| {
            d.first().and_then(|o| o.as_float().ok()) == Some(1.0) && components == 1 && palette.is_none()
        });
    let (rgb, pixels) = match (bits, palette) {
        (1, _) => (false, bilevel(&samples, width as usize, height as usize, row, inverted)),
        (_, Some((base, palette))) => indexed(&samples[..expected], base, &palette),
        (_, None) => match components {
            1 => (false, samples[..expected].iter().map(|&v| if inverted { 255 - v } else { v }).collect()),
            3 => (true, samples[..expected].to_vec()),
            _ => (true, cmyk_to_rgb(&samples[..expected])),
        },
    };
    from_pixels(width, height, rgb, pixels, max_pixels, max_bytes)
}

/// 1-bit samples, rows padded to bytes, as 8-bit gray (1 is white unless inverted).
fn bilevel(samples: &[u8], width: usize, height: usize, row: usize, inverted: bool) -> Vec<u8> {
    let mut out = Vec::with_capacity(width * height);
    for y in 0..height {
        let line = &samples[y * row..(y + 1) * row];
        for x in 0..width {
            let bit = line[x / 8] >> (7 - x % 8) & 1 == 1;
            out.push(if bit != inverted { 255 } else { 0 });
        }
    }
    out
}

/// Palette indices as gray or RGB samples.
fn indexed(samples: &[u8], base: usize, palette: &[u8]) -> (bool, Vec<u8>) {
    let mut out = Vec::with_capacity(samples.len() * base.min(3));
    for &i in samples {
        let entry = palette.get(i as usize * base..(i as usize + 1) * base).unwrap_or(&[0, 0, 0, 0][..base]);
        match base {
            1 => out.push(entry[0]),
            3 => out.extend_from_slice(entry),
            _ => out.extend_from_slice(&cmyk_to_rgb(entry)),
        }
    }
    (base != 1, out)
}

/// CMYK samples as RGB, without a colour profile (enough to read a scan).
fn cmyk_to_rgb(samples: &[u8]) -> Vec<u8> {
    samples
        .chunks_exact(4)
        .flat_map(|p| {
            let k = 255 - u16::from(p[3]);
            [0, 1, 2].map(|i| ((255 - u16::from(p[i])) * k / 255) as u8)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bilevel_rows_are_padded_to_bytes() {
        // Two rows of 3 pixels: 1 0 1 / 0 1 0.
        assert_eq!(bilevel(&[0b1010_0000, 0b0100_0000], 3, 2, 1, false), vec![255, 0, 255, 0, 255, 0]);
        assert_eq!(bilevel(&[0b1000_0000], 1, 1, 1, true), vec![0]);
    }

    #[test]
    fn palettes_and_cmyk_become_rgb() {
        assert_eq!(indexed(&[1, 0, 9], 3, &[0, 0, 0, 255, 0, 0]), (true, vec![255, 0, 0, 0, 0, 0, 0, 0, 0]));
        assert_eq!(cmyk_to_rgb(&[0, 0, 0, 0, 0, 0, 0, 255]), vec![255, 255, 255, 0, 0, 0]);
    }
}
