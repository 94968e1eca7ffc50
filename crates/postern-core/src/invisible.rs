//! Characters that draw nothing. Mail and files written by strangers use them to hide text from
//! the person reading while a model still reads it, or to make text look like what it is not;
//! every text Postern hands to a reader leaves them out, by this one definition.

/// Whether `c` draws nothing: Unicode's default-ignorable code points (soft hyphen, zero-width
/// spaces and joiners, direction controls, invisible operators, variation selectors, fillers,
/// tag characters U+E0000–U+E0FFF) and the interlinear annotation controls U+FFF9–U+FFFB, the
/// channels used to smuggle text past a reader.
pub fn is_invisible(c: char) -> bool {
    matches!(
        c as u32,
        0xAD | 0x34F
            | 0x61C
            | 0x115F..=0x1160
            | 0x17B4..=0x17B5
            | 0x180B..=0x180F
            | 0x200B..=0x200F
            | 0x202A..=0x202E
            | 0x2060..=0x206F
            | 0x3164
            | 0xFE00..=0xFE0F
            | 0xFEFF
            | 0xFFA0
            | 0xFFF0..=0xFFFB
            | 0x1BCA0..=0x1BCA3
            | 0x1D173..=0x1D17A
            | 0xE0000..=0xE0FFF
    )
}

/// `text` on one line, as sender text is shown beside Postern's own (a subject, a name, a file
/// name): invisible characters left out, every run of white space or control characters one
/// space, so that it cannot fake a line of its own.
pub fn one_line(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut space = false;
    for c in text.chars().filter(|c| !is_invisible(*c)) {
        if c.is_whitespace() || c.is_control() {
            space = !out.is_empty();
        } else {
            if space {
                out.push(' ');
                space = false;
            }
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_draws_nothing_is_invisible() {
        for c in ['\u{AD}', '\u{200B}', '\u{202E}', '\u{2066}', '\u{FEFF}', '\u{FE0F}', '\u{E0041}', '\u{FFF9}'] {
            assert!(is_invisible(c), "U+{:04X}", c as u32);
        }
        for c in ['a', ' ', 'é', '漢', '\u{1F600}', '\u{FFFC}', '\u{FFFD}'] {
            assert!(!is_invisible(c), "U+{:04X}", c as u32);
        }
    }

    #[test]
    fn one_line_cannot_fake_a_line() {
        assert_eq!(one_line("  Pay\u{200B}ment\r\nTo: boss@x \t due\u{0}now "), "Payment To: boss@x due now");
        assert_eq!(one_line("\u{202E}\u{2066}"), "");
    }
}
