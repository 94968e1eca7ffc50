//! Media queries, read for two readers: one at a desktop (1024×768) and one on a phone
//! (375×667), both in light mode. Text is hidden only when it is hidden for both; a query that
//! cannot be read makes its rules loose (see [`super::sheet`]).

use super::css::{self, split_top_level};

/// The two readers media queries are read for: at a desktop and on a phone.
pub(super) const READERS: usize = 2;
const WIDTH: [f32; READERS] = [1024.0, 375.0];
const HEIGHT: [f32; READERS] = [768.0, 667.0];
const PIXEL_RATIO: [f32; READERS] = [1.0, 3.0];

/// Which readers a rule applies for, and whether only loosely.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Media {
    pub applies: [bool; READERS],
    pub loose: bool,
}

impl Media {
    pub(super) const ALL: Media = Media { applies: [true; READERS], loose: false };

    /// Rules under both this and `inner`.
    pub(super) fn and(self, inner: Media) -> Media {
        Media {
            applies: [self.applies[0] && inner.applies[0], self.applies[1] && inner.applies[1]],
            loose: self.loose || inner.loose,
        }
    }

    /// The same, matched loosely.
    pub(super) fn loosely(self) -> Media {
        Media { loose: true, ..self }
    }
}

/// A media query list (`screen and (max-width: 600px), print`) read for each reader; loose
/// when any query cannot be read.
pub(super) fn media_list(list: &str) -> Media {
    let mut media = Media { applies: [false; READERS], loose: false };
    if list.trim().is_empty() {
        return Media::ALL;
    }
    for query in split_top_level(list, b',') {
        match media_query(&query.trim().to_ascii_lowercase()) {
            Some(applies) => {
                for (m, a) in media.applies.iter_mut().zip(applies) {
                    *m |= a;
                }
            }
            None => return Media { applies: [true; READERS], loose: true },
        }
    }
    media
}

/// One media query for each reader; `None` when it cannot be read.
fn media_query(query: &str) -> Option<[bool; READERS]> {
    let (negate, query) = match query.strip_prefix("not ") {
        Some(rest) => (true, rest.trim_start()),
        None => (false, query.strip_prefix("only ").map_or(query, str::trim_start)),
    };
    let mut applies = [true; READERS];
    for (n, part) in query.split(" and ").map(str::trim).enumerate() {
        let result = if let Some(feature) = part.strip_prefix('(').and_then(|p| p.strip_suffix(')')) {
            feature_query(feature.trim())?
        } else if n == 0 && !part.contains(['(', ')', ' ']) {
            let shown = matches!(part, "all" | "screen" | "");
            [shown; READERS]
        } else {
            return None;
        };
        for (a, r) in applies.iter_mut().zip(result) {
            *a &= r;
        }
    }
    if negate {
        applies = applies.map(|a| !a);
    }
    Some(applies)
}

fn feature_query(feature: &str) -> Option<[bool; READERS]> {
    let (name, value) = match feature.split_once(':') {
        Some((n, v)) => (n.trim(), v.trim()),
        None => (feature, ""),
    };
    let each = |f: &dyn Fn(usize) -> bool| Some([f(0), f(1)]);
    let compare = |limit: &[f32; READERS], value: f32, name: &str| {
        each(&|r| {
            if name.starts_with("min-") {
                limit[r] >= value
            } else if name.starts_with("max-") {
                limit[r] <= value
            } else {
                limit[r] == value
            }
        })
    };
    let bare = name.trim_start_matches("-webkit-").trim_start_matches("min-").trim_start_matches("max-");
    let bare = bare.trim_start_matches("-webkit-");
    match bare {
        "width" | "device-width" if !value.is_empty() => compare(&WIDTH, css::length(value)?, name),
        "height" | "device-height" if !value.is_empty() => compare(&HEIGHT, css::length(value)?, name),
        "device-pixel-ratio" => compare(&PIXEL_RATIO, value.parse().ok()?, name.trim_start_matches("-webkit-")),
        "resolution" => {
            let (number, unit) = value.split_at(value.find(|c: char| c.is_ascii_alphabetic())?);
            let n: f32 = number.trim().parse().ok()?;
            let ratio = match unit {
                "dppx" | "x" => n,
                "dpi" => n / 96.0,
                "dpcm" => n * 2.54 / 96.0,
                _ => return None,
            };
            compare(&PIXEL_RATIO, ratio, name)
        }
        "orientation" => match value {
            "landscape" => each(&|r| WIDTH[r] > HEIGHT[r]),
            "portrait" => each(&|r| WIDTH[r] <= HEIGHT[r]),
            _ => None,
        },
        "prefers-color-scheme" => Some([value == "light"; READERS]),
        "prefers-reduced-motion" => Some([value == "no-preference"; READERS]),
        "hover" | "any-hover" => Some([value == "hover", value == "none"]),
        "pointer" | "any-pointer" => Some([value == "fine", value == "coarse"]),
        "color" => Some([true; READERS]),
        "monochrome" | "grid" => Some([false; READERS]),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn media_queries_are_read_for_both_readers() {
        assert_eq!(media_list("").applies, [true, true]);
        assert_eq!(media_list("screen").applies, [true, true]);
        assert_eq!(media_list("print").applies, [false, false]);
        assert_eq!(media_list("only screen and (max-width: 600px)").applies, [false, true]);
        assert_eq!(media_list("screen and (min-width:601px)").applies, [true, false]);
        assert_eq!(media_list("(max-width: 480px), print").applies, [false, true]);
        assert_eq!(media_list("not print").applies, [true, true]);
        assert_eq!(media_list("(prefers-color-scheme: dark)").applies, [false, false]);
        assert_eq!(media_list("(min-width: 1px)").applies, [true, true]);
        assert_eq!(media_list("(-webkit-min-device-pixel-ratio: 2)").applies, [false, true]);
        let unknown = media_list("(width >= 600px)");
        assert!(unknown.loose && unknown.applies == [true, true]);
    }
}
