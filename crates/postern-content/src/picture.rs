//! Pictures as an agent receives them: decoded with limits (a small file that claims to be huge
//! fails before anything large is allocated), turned upright, scaled down (never up) to the pixel
//! budget and encoded again, as JPEG where the source was a photograph, else as PNG. Encoding
//! again also leaves out whatever the file carried besides its pixels (EXIF places, comments).

use std::io::Cursor;

use image::codecs::jpeg::JpegEncoder;
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{
    DynamicImage, GrayImage, ImageDecoder, ImageError, ImageFormat, ImageReader, Limits, Rgb, RgbImage,
    metadata::Orientation,
};

use crate::budget::{MAX_DECODE_ALLOC, MAX_SOURCE_PIXELS};
use crate::kind::Picture;
use crate::output::{Encoded, Output};

/// The widest or tallest picture decoded.
const MAX_SIDE: u32 = 65_000;

/// JPEG quality of pictures encoded again.
const JPEG_QUALITY: u8 = 85;

/// Times a picture that does not fit in the output is halved before it is left out.
const SHRINK_TRIES: usize = 4;

fn format(picture: Picture) -> ImageFormat {
    match picture {
        Picture::Png => ImageFormat::Png,
        Picture::Jpeg => ImageFormat::Jpeg,
        Picture::Gif => ImageFormat::Gif,
        Picture::WebP => ImageFormat::WebP,
    }
}

fn describe(error: &ImageError) -> String {
    match error {
        ImageError::Limits(_) => "it is too large to decode".to_string(),
        ImageError::Unsupported(_) => "it uses a feature that is not supported".to_string(),
        _ => "it is damaged or not a picture".to_string(),
    }
}

/// Decodes `bytes` as `picture`, with the decoder's allocations and the picture's size bounded,
/// upright (EXIF orientation applied). The first frame of an animation.
fn decode(bytes: &[u8], picture: Picture) -> Result<DynamicImage, String> {
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format(picture));
    let mut limits = Limits::default();
    limits.max_alloc = Some(MAX_DECODE_ALLOC);
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(|e| describe(&e))?;
    let (width, height) = decoder.dimensions();
    if u64::from(width) * u64::from(height) > MAX_SOURCE_PIXELS {
        return Err(format!("it is too large to decode ({width}×{height} pixels)"));
    }
    let orientation = decoder.orientation().unwrap_or(Orientation::NoTransforms);
    let mut decoded = DynamicImage::from_decoder(decoder).map_err(|e| describe(&e))?;
    decoded.apply_orientation(orientation);
    Ok(decoded)
}

/// The size of a `width`×`height` picture scaled down to at most `max_pixels`, aspect kept.
pub(crate) fn fitted(width: u32, height: u32, max_pixels: u32) -> (u32, u32) {
    let pixels = u64::from(width) * u64::from(height);
    let max = u64::from(max_pixels.max(1));
    if pixels <= max {
        return (width, height);
    }
    let scale = (max as f64 / pixels as f64).sqrt();
    let mut w = ((f64::from(width) * scale).floor() as u32).clamp(1, width);
    let mut h = ((f64::from(height) * scale).floor() as u32).clamp(1, height);
    while u64::from(w) * u64::from(h) > max {
        if w >= h { w -= 1 } else { h -= 1 }
    }
    (w, h)
}

/// The picture with transparency laid on white (JPEG has none).
fn flattened(picture: &DynamicImage) -> DynamicImage {
    if !picture.color().has_alpha() {
        return match picture {
            DynamicImage::ImageLuma8(_) | DynamicImage::ImageRgb8(_) => picture.clone(),
            DynamicImage::ImageLuma16(_) => DynamicImage::ImageLuma8(picture.to_luma8()),
            _ => DynamicImage::ImageRgb8(picture.to_rgb8()),
        };
    }
    let rgba = picture.to_rgba8();
    let mut rgb = RgbImage::new(rgba.width(), rgba.height());
    for (to, from) in rgb.pixels_mut().zip(rgba.pixels()) {
        let alpha = u16::from(from[3]);
        let over_white = |c: u8| ((u16::from(c) * alpha + 255 * (255 - alpha)) / 255) as u8;
        *to = Rgb([over_white(from[0]), over_white(from[1]), over_white(from[2])]);
    }
    DynamicImage::ImageRgb8(rgb)
}

fn encode_png(picture: &DynamicImage) -> Option<Vec<u8>> {
    let eight_bit = match picture {
        DynamicImage::ImageLuma8(_) | DynamicImage::ImageLumaA8(_) | DynamicImage::ImageRgb8(_) => picture.clone(),
        DynamicImage::ImageRgba8(_) => picture.clone(),
        p if p.color().has_alpha() => DynamicImage::ImageRgba8(p.to_rgba8()),
        p => DynamicImage::ImageRgb8(p.to_rgb8()),
    };
    let mut data = Vec::new();
    let encoder = PngEncoder::new_with_quality(&mut data, CompressionType::Fast, FilterType::Adaptive);
    eight_bit.write_with_encoder(encoder).ok()?;
    Some(data)
}

fn encode_jpeg(picture: &DynamicImage) -> Option<Vec<u8>> {
    let mut data = Vec::new();
    let encoder = JpegEncoder::new_with_quality(&mut data, JPEG_QUALITY);
    flattened(picture).write_with_encoder(encoder).ok()?;
    Some(data)
}

/// `picture` scaled to `max_pixels` and encoded in at most `max_bytes`: as JPEG if `photo`, else
/// as PNG, or as JPEG when the PNG is too large; halved until it fits, a few times at most.
fn encoded(picture: DynamicImage, photo: bool, max_pixels: u32, max_bytes: usize) -> Result<Encoded, String> {
    let mut max_pixels = max_pixels;
    for _ in 0..=SHRINK_TRIES {
        let (width, height) = fitted(picture.width(), picture.height(), max_pixels);
        let scaled = if (width, height) == (picture.width(), picture.height()) {
            picture.clone()
        } else {
            picture.thumbnail_exact(width, height)
        };
        let png = if photo { None } else { encode_png(&scaled).filter(|d| d.len() <= max_bytes) };
        let found = match png {
            Some(data) => Some(("image/png", data)),
            None => encode_jpeg(&scaled).filter(|d| d.len() <= max_bytes).map(|d| ("image/jpeg", d)),
        };
        if let Some((mime, data)) = found {
            return Ok(Encoded { mime, data, width, height });
        }
        max_pixels = (width / 2).max(1) * (height / 2).max(1);
        if width <= 1 && height <= 1 {
            break;
        }
    }
    Err(format!("it does not fit in {max_bytes} bytes of output"))
}

/// A picture file, scaled to the budget.
pub(crate) fn read_file(bytes: &[u8], picture: Option<Picture>, out: &mut Output<'_>) {
    let Some(picture) = picture else {
        out.note("the picture is damaged or not a picture");
        return;
    };
    let budget = out.budget();
    let decoded = match decode(bytes, picture) {
        Ok(decoded) => decoded,
        Err(why) => {
            out.note(format!("the picture cannot be shown: {why}"));
            return;
        }
    };
    let (width, height) = (decoded.width(), decoded.height());
    match encoded(decoded, picture == Picture::Jpeg, budget.max_image_pixels, out.bytes_left()) {
        Ok(encoded) => {
            if (encoded.width, encoded.height) != (width, height) {
                out.note(format!("scaled down from {width}×{height} to {}×{} pixels", encoded.width, encoded.height));
            }
            out.image(None, encoded);
        }
        Err(why) => out.cut(format!("the picture cannot be shown: {why}")),
    }
}

/// A JPEG taken out of a PDF page, scaled to `max_pixels` and encoded in at most `max_bytes`.
pub(crate) fn from_jpeg(bytes: &[u8], max_pixels: u32, max_bytes: usize) -> Result<Encoded, String> {
    encoded(decode(bytes, Picture::Jpeg)?, true, max_pixels, max_bytes)
}

/// Pixels taken out of a PDF page: 8-bit gray (1 byte each) or RGB (3 bytes each), row by row.
pub(crate) fn from_pixels(
    width: u32,
    height: u32,
    rgb: bool,
    data: Vec<u8>,
    max_pixels: u32,
    max_bytes: usize,
) -> Result<Encoded, String> {
    let pixels = if rgb {
        RgbImage::from_raw(width, height, data).map(DynamicImage::ImageRgb8)
    } else {
        GrayImage::from_raw(width, height, data).map(DynamicImage::ImageLuma8)
    };
    let pixels = pixels.ok_or_else(|| "its data is shorter than its size".to_string())?;
    encoded(pixels, false, max_pixels, max_bytes)
}

#[cfg(test)]
mod tests {
    use super::fitted;

    #[test]
    fn fitting_keeps_the_aspect_and_never_scales_up() {
        assert_eq!(fitted(4000, 3000, 1_600_000), (1460, 1095));
        assert_eq!(fitted(100, 50, 1_600_000), (100, 50));
        assert_eq!(fitted(100_000, 1, 10), (10, 1));
        let (w, h) = fitted(3, 3, 1);
        assert!(w * h <= 1 && w >= 1 && h >= 1);
    }
}
