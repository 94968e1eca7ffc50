//! Colours: CSS's notations and names (CSS Color 4), HTML's legacy colour attributes, and how
//! far apart two colours look (WCAG's contrast ratio).

use super::css::{number, number_or_percentage};
use std::sync::LazyLock;

/// A colour with its alpha (0–1).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Rgba {
    pub r: u8,
    pub g: u8,
    pub b: u8,
    pub a: f32,
}

impl Rgba {
    pub(super) const BLACK: Rgba = Rgba::opaque(0x000000);
    pub(super) const WHITE: Rgba = Rgba::opaque(0xFFFFFF);

    pub(super) const fn opaque(rgb: u32) -> Rgba {
        Rgba { r: (rgb >> 16) as u8, g: (rgb >> 8) as u8, b: rgb as u8, a: 1.0 }
    }

    /// This colour drawn over `below` (opaque).
    pub(super) fn over(self, below: Rgba) -> Rgba {
        let mix = |a: u8, b: u8| (a as f32 * self.a + b as f32 * (1.0 - self.a)).round().clamp(0.0, 255.0) as u8;
        Rgba { r: mix(self.r, below.r), g: mix(self.g, below.g), b: mix(self.b, below.b), a: 1.0 }
    }

    /// WCAG's relative luminance.
    fn luminance(self) -> f32 {
        static LINEAR: LazyLock<[f32; 256]> = LazyLock::new(|| {
            std::array::from_fn(|c| {
                let c = c as f32 / 255.0;
                if c <= 0.04045 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
            })
        });
        let linear = &*LINEAR;
        0.2126 * linear[self.r as usize] + 0.7152 * linear[self.g as usize] + 0.0722 * linear[self.b as usize]
    }

    /// WCAG's contrast ratio of two opaque colours, 1 (none) to 21.
    pub(super) fn contrast(self, other: Rgba) -> f32 {
        let (a, b) = (self.luminance(), other.luminance());
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    }
}

/// A CSS colour (`#rgb`, `#rrggbb` with or without alpha, `rgb()`/`rgba()`, `hsl()`/`hsla()`, a
/// name, `transparent`); `None` for what cannot be read.
pub(super) fn colour(value: &str) -> Option<Rgba> {
    let value = value.trim_ascii();
    if let Some(hex) = value.strip_prefix('#') {
        return hex_colour(hex);
    }
    if value.eq_ignore_ascii_case("transparent") {
        return Some(Rgba { a: 0.0, ..Rgba::BLACK });
    }
    if let Some(rgb) = named(value) {
        return Some(Rgba::opaque(rgb));
    }
    let open = value.find('(')?;
    let function = value[..open].to_ascii_lowercase();
    let args: Vec<&str> = value[open + 1..]
        .trim_end()
        .strip_suffix(')')?
        .split([',', ' ', '/'])
        .map(str::trim)
        .filter(|a| !a.is_empty())
        .collect();
    if args.len() < 3 || args.len() > 4 {
        return None;
    }
    let alpha = match args.get(3) {
        Some(a) => number_or_percentage(a)?.clamp(0.0, 1.0),
        None => 1.0,
    };
    match function.as_str() {
        "rgb" | "rgba" => {
            let channel = |a: &str| match number(a)? {
                (n, "") => Some(n.clamp(0.0, 255.0).round() as u8),
                (n, "%") => Some((n * 2.55).clamp(0.0, 255.0).round() as u8),
                _ => None,
            };
            Some(Rgba { r: channel(args[0])?, g: channel(args[1])?, b: channel(args[2])?, a: alpha })
        }
        "hsl" | "hsla" => {
            let (h, unit) = number(args[0])?;
            let h = if unit.eq_ignore_ascii_case("turn") { h * 360.0 } else { h };
            let s = number_or_percentage(args[1])?.clamp(0.0, 1.0);
            let l = number_or_percentage(args[2])?.clamp(0.0, 1.0);
            Some(Rgba { a: alpha, ..hsl(h, s, l) })
        }
        _ => None,
    }
}

fn hsl(h: f32, s: f32, l: f32) -> Rgba {
    let h = h.rem_euclid(360.0) / 30.0;
    let a = s * l.min(1.0 - l);
    let f = |n: f32| {
        let k = (n + h) % 12.0;
        let v = l - a * (k - 3.0).min(9.0 - k).clamp(-1.0, 1.0);
        (v * 255.0).round().clamp(0.0, 255.0) as u8
    };
    Rgba { r: f(0.0), g: f(8.0), b: f(4.0), a: 1.0 }
}

fn hex_colour(hex: &str) -> Option<Rgba> {
    let mut n = [0u8; 8];
    if !matches!(hex.len(), 3 | 4 | 6 | 8) {
        return None;
    }
    for (d, c) in n.iter_mut().zip(hex.bytes()) {
        *d = (c as char).to_digit(16)? as u8;
    }
    let (r, g, b, a) = if hex.len() <= 4 {
        (n[0] * 17, n[1] * 17, n[2] * 17, if hex.len() == 4 { n[3] * 17 } else { 255 })
    } else {
        (n[0] << 4 | n[1], n[2] << 4 | n[3], n[4] << 4 | n[5], if hex.len() == 8 { n[6] << 4 | n[7] } else { 255 })
    };
    Some(Rgba { r, g, b, a: a as f32 / 255.0 })
}

/// A colour attribute (`bgcolor`, `<font color>`, `<body text>`) read by HTML's rules for a
/// legacy colour value, which make a colour of almost any string.
pub(super) fn legacy_colour(value: &str) -> Option<Rgba> {
    let value = value.trim();
    if value.is_empty() || value.eq_ignore_ascii_case("transparent") {
        return None;
    }
    if let Some(rgb) = named(value) {
        return Some(Rgba::opaque(rgb));
    }
    if value.len() == 4
        && value.starts_with('#')
        && let Some(c) = hex_colour(&value[1..])
    {
        return Some(c);
    }
    let mut digits: Vec<u8> = Vec::with_capacity(value.len().min(128));
    for c in value.chars() {
        if digits.len() >= 128 {
            break;
        }
        if c as u32 > 0xFFFF {
            digits.extend_from_slice(b"00");
        } else {
            digits.push(if c.is_ascii_hexdigit() { c as u8 } else { b'0' });
        }
    }
    digits.truncate(128);
    if digits.first() == Some(&b'0') && value.starts_with('#') {
        digits.remove(0);
    }
    while digits.is_empty() || !digits.len().is_multiple_of(3) {
        digits.push(b'0');
    }
    let mut len = digits.len() / 3;
    let mut parts: Vec<&[u8]> = digits.chunks(len).collect();
    if len > 8 {
        parts = parts.iter().map(|p| &p[len - 8..]).collect();
        len = 8;
    }
    while len > 2 && parts.iter().all(|p| p[0] == b'0') {
        parts = parts.iter().map(|p| &p[1..]).collect();
        len -= 1;
    }
    let channel = |p: &[u8]| {
        let p = &p[..p.len().min(2)];
        u8::from_str_radix(std::str::from_utf8(p).unwrap_or("0"), 16).unwrap_or(0)
    };
    Some(Rgba { r: channel(parts[0]), g: channel(parts[1]), b: channel(parts[2]), a: 1.0 })
}

/// The colour a name stands for (ASCII case-insensitive), as `0xRRGGBB`.
pub(super) fn named(name: &str) -> Option<u32> {
    if name.len() > 20 || !name.is_ascii() {
        return None;
    }
    let mut lower = [0u8; 20];
    for (l, b) in lower.iter_mut().zip(name.bytes()) {
        *l = b.to_ascii_lowercase();
    }
    let name = &lower[..name.len()];
    NAMED.binary_search_by(|(n, _)| n.as_bytes().cmp(name)).ok().map(|i| NAMED[i].1)
}

/// Sorted by name.
const NAMED: &[(&str, u32)] = &[
    ("aliceblue", 0xF0F8FF),
    ("antiquewhite", 0xFAEBD7),
    ("aqua", 0x00FFFF),
    ("aquamarine", 0x7FFFD4),
    ("azure", 0xF0FFFF),
    ("beige", 0xF5F5DC),
    ("bisque", 0xFFE4C4),
    ("black", 0x000000),
    ("blanchedalmond", 0xFFEBCD),
    ("blue", 0x0000FF),
    ("blueviolet", 0x8A2BE2),
    ("brown", 0xA52A2A),
    ("burlywood", 0xDEB887),
    ("cadetblue", 0x5F9EA0),
    ("chartreuse", 0x7FFF00),
    ("chocolate", 0xD2691E),
    ("coral", 0xFF7F50),
    ("cornflowerblue", 0x6495ED),
    ("cornsilk", 0xFFF8DC),
    ("crimson", 0xDC143C),
    ("cyan", 0x00FFFF),
    ("darkblue", 0x00008B),
    ("darkcyan", 0x008B8B),
    ("darkgoldenrod", 0xB8860B),
    ("darkgray", 0xA9A9A9),
    ("darkgreen", 0x006400),
    ("darkgrey", 0xA9A9A9),
    ("darkkhaki", 0xBDB76B),
    ("darkmagenta", 0x8B008B),
    ("darkolivegreen", 0x556B2F),
    ("darkorange", 0xFF8C00),
    ("darkorchid", 0x9932CC),
    ("darkred", 0x8B0000),
    ("darksalmon", 0xE9967A),
    ("darkseagreen", 0x8FBC8F),
    ("darkslateblue", 0x483D8B),
    ("darkslategray", 0x2F4F4F),
    ("darkslategrey", 0x2F4F4F),
    ("darkturquoise", 0x00CED1),
    ("darkviolet", 0x9400D3),
    ("deeppink", 0xFF1493),
    ("deepskyblue", 0x00BFFF),
    ("dimgray", 0x696969),
    ("dimgrey", 0x696969),
    ("dodgerblue", 0x1E90FF),
    ("firebrick", 0xB22222),
    ("floralwhite", 0xFFFAF0),
    ("forestgreen", 0x228B22),
    ("fuchsia", 0xFF00FF),
    ("gainsboro", 0xDCDCDC),
    ("ghostwhite", 0xF8F8FF),
    ("gold", 0xFFD700),
    ("goldenrod", 0xDAA520),
    ("gray", 0x808080),
    ("green", 0x008000),
    ("greenyellow", 0xADFF2F),
    ("grey", 0x808080),
    ("honeydew", 0xF0FFF0),
    ("hotpink", 0xFF69B4),
    ("indianred", 0xCD5C5C),
    ("indigo", 0x4B0082),
    ("ivory", 0xFFFFF0),
    ("khaki", 0xF0E68C),
    ("lavender", 0xE6E6FA),
    ("lavenderblush", 0xFFF0F5),
    ("lawngreen", 0x7CFC00),
    ("lemonchiffon", 0xFFFACD),
    ("lightblue", 0xADD8E6),
    ("lightcoral", 0xF08080),
    ("lightcyan", 0xE0FFFF),
    ("lightgoldenrodyellow", 0xFAFAD2),
    ("lightgray", 0xD3D3D3),
    ("lightgreen", 0x90EE90),
    ("lightgrey", 0xD3D3D3),
    ("lightpink", 0xFFB6C1),
    ("lightsalmon", 0xFFA07A),
    ("lightseagreen", 0x20B2AA),
    ("lightskyblue", 0x87CEFA),
    ("lightslategray", 0x778899),
    ("lightslategrey", 0x778899),
    ("lightsteelblue", 0xB0C4DE),
    ("lightyellow", 0xFFFFE0),
    ("lime", 0x00FF00),
    ("limegreen", 0x32CD32),
    ("linen", 0xFAF0E6),
    ("magenta", 0xFF00FF),
    ("maroon", 0x800000),
    ("mediumaquamarine", 0x66CDAA),
    ("mediumblue", 0x0000CD),
    ("mediumorchid", 0xBA55D3),
    ("mediumpurple", 0x9370DB),
    ("mediumseagreen", 0x3CB371),
    ("mediumslateblue", 0x7B68EE),
    ("mediumspringgreen", 0x00FA9A),
    ("mediumturquoise", 0x48D1CC),
    ("mediumvioletred", 0xC71585),
    ("midnightblue", 0x191970),
    ("mintcream", 0xF5FFFA),
    ("mistyrose", 0xFFE4E1),
    ("moccasin", 0xFFE4B5),
    ("navajowhite", 0xFFDEAD),
    ("navy", 0x000080),
    ("oldlace", 0xFDF5E6),
    ("olive", 0x808000),
    ("olivedrab", 0x6B8E23),
    ("orange", 0xFFA500),
    ("orangered", 0xFF4500),
    ("orchid", 0xDA70D6),
    ("palegoldenrod", 0xEEE8AA),
    ("palegreen", 0x98FB98),
    ("paleturquoise", 0xAFEEEE),
    ("palevioletred", 0xDB7093),
    ("papayawhip", 0xFFEFD5),
    ("peachpuff", 0xFFDAB9),
    ("peru", 0xCD853F),
    ("pink", 0xFFC0CB),
    ("plum", 0xDDA0DD),
    ("powderblue", 0xB0E0E6),
    ("purple", 0x800080),
    ("rebeccapurple", 0x663399),
    ("red", 0xFF0000),
    ("rosybrown", 0xBC8F8F),
    ("royalblue", 0x4169E1),
    ("saddlebrown", 0x8B4513),
    ("salmon", 0xFA8072),
    ("sandybrown", 0xF4A460),
    ("seagreen", 0x2E8B57),
    ("seashell", 0xFFF5EE),
    ("sienna", 0xA0522D),
    ("silver", 0xC0C0C0),
    ("skyblue", 0x87CEEB),
    ("slateblue", 0x6A5ACD),
    ("slategray", 0x708090),
    ("slategrey", 0x708090),
    ("snow", 0xFFFAFA),
    ("springgreen", 0x00FF7F),
    ("steelblue", 0x4682B4),
    ("tan", 0xD2B48C),
    ("teal", 0x008080),
    ("thistle", 0xD8BFD8),
    ("tomato", 0xFF6347),
    ("turquoise", 0x40E0D0),
    ("violet", 0xEE82EE),
    ("wheat", 0xF5DEB3),
    ("white", 0xFFFFFF),
    ("whitesmoke", 0xF5F5F5),
    ("yellow", 0xFFFF00),
    ("yellowgreen", 0x9ACD32),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_are_read_in_every_notation() {
        let white = Some(Rgba::WHITE);
        for c in [
            "#fff",
            "#FFFFFF",
            "#ffff",
            "white",
            "WHITE",
            "rgb(255,255,255)",
            "rgb(100% 100% 100%)",
            "hsl(0, 0%, 100%)",
        ] {
            assert_eq!(colour(c), white, "{c}");
        }
        assert_eq!(colour("rgba(0,0,0,0)").map(|c| c.a), Some(0.0));
        assert_eq!(colour("rgb(0 0 0 / 50%)").map(|c| c.a), Some(0.5));
        assert_eq!(colour("snow"), Some(Rgba::opaque(0xFFFAFA)));
        for bad in ["#ggg", "rgb(1,2)", "nonsense", "", "#12345", "rgb(", "hsl(x,y,z)"] {
            assert_eq!(colour(bad), None, "{bad}");
        }
    }

    #[test]
    fn legacy_colour_attributes_follow_html() {
        assert_eq!(legacy_colour("ffffff"), Some(Rgba::WHITE));
        assert_eq!(legacy_colour("#fff"), Some(Rgba::WHITE));
        assert_eq!(legacy_colour("White"), Some(Rgba::WHITE));
        // The standard's own example.
        assert_eq!(legacy_colour("chucknorris"), Some(Rgba::opaque(0xC00000)));
        assert_eq!(legacy_colour(""), None);
        assert!(legacy_colour("😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀").is_some());
    }

    #[test]
    fn contrast_tells_near_colours() {
        assert!(Rgba::WHITE.contrast(Rgba::opaque(0xFEFEFE)) < 1.1);
        assert!(Rgba::WHITE.contrast(Rgba::opaque(0x999999)) > 2.5);
        assert!((Rgba::WHITE.contrast(Rgba::BLACK) - 21.0).abs() < 0.01);
    }
}
