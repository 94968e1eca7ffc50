//! Characters a person does not see, left out of every text that is returned: control characters
//! other than newline and tab, and Unicode's default-ignorable code points (zero-width characters,
//! direction controls, variation selectors, the tag characters that can smuggle ASCII). Text in a
//! file is what an attacker writes to an agent; what a person reviewing the file cannot see must
//! not reach the model either.

/// Whether a person sees `c`, or it moves the text (newline, tab).
fn shown(c: char) -> bool {
    match c {
        '\n' | '\t' => true,
        c => !c.is_control() && !postern_mail::hidden::is_invisible(c),
    }
}

/// `text` without the characters a person does not see; line ends (`\r\n`, a lone `\r`, U+2028,
/// U+2029) become `\n`.
pub(crate) fn visible(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\r' => {
                if chars.peek() == Some(&'\n') {
                    chars.next();
                }
                out.push('\n');
            }
            '\u{2028}' | '\u{2029}' | '\u{0085}' | '\u{000B}' | '\u{000C}' => out.push('\n'),
            c if shown(c) => out.push(c),
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::visible;

    #[test]
    fn hidden_characters_are_left_out() {
        assert_eq!(visible("pa\u{200B}y\u{202E}me\u{FEFF}nt\u{E0041}\u{E0042}"), "payment");
        assert_eq!(visible("a\u{0}b\u{7}c\u{9F}d"), "abcd");
        assert_eq!(visible("one\r\ntwo\rthree\u{2028}four\tfive"), "one\ntwo\nthree\nfour\tfive");
        assert_eq!(visible("❤\u{FE0F}"), "❤");
    }
}
