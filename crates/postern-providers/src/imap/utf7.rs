//! Modified UTF-7 (RFC 3501 §5.1.3), the encoding of non-ASCII IMAP mailbox names:
//! `Entw&APw-rfe` is `Entwürfe`. Printable ASCII stands for itself except `&`, which is `&-`;
//! anything else is UTF-16BE in base64 (with `,` for `/`, no padding) between `&` and `-`.

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+,";

fn sextet(byte: u8) -> Option<u32> {
    ALPHABET.iter().position(|&c| c == byte).map(|p| p as u32)
}

/// Decodes a mailbox name as it is on the wire. A name that is not valid modified UTF-7 (a
/// server that sends raw UTF-8, or plain garbage) is returned as it is.
pub fn decode(name: &str) -> String {
    decode_strict(name).unwrap_or_else(|| name.to_string())
}

fn decode_strict(name: &str) -> Option<String> {
    if !name.contains('&') {
        return Some(name.to_string());
    }
    let bytes = name.as_bytes();
    let mut out = String::with_capacity(name.len());
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b != b'&' {
            // Only printable ASCII may stand for itself.
            if !(0x20..=0x7e).contains(&b) {
                return None;
            }
            out.push(b as char);
            i += 1;
            continue;
        }
        let end = i + 1 + bytes[i + 1..].iter().position(|&c| c == b'-')?;
        let run = &bytes[i + 1..end];
        i = end + 1;
        if run.is_empty() {
            out.push('&');
            continue;
        }
        let mut bits: u32 = 0;
        let mut nbits = 0;
        let mut units = Vec::with_capacity(run.len() * 6 / 16);
        for &c in run {
            bits = (bits << 6) | sextet(c)?;
            nbits += 6;
            if nbits >= 16 {
                nbits -= 16;
                units.push((bits >> nbits) as u16);
                bits &= (1 << nbits) - 1;
            }
        }
        // Leftover bits are padding and must be zero.
        if bits != 0 || nbits >= 6 {
            return None;
        }
        let text = String::from_utf16(&units).ok()?;
        // A shifted run holding only printable ASCII is not the canonical form, and control
        // characters have no place in a name: refuse both.
        if text.chars().all(|c| (' '..='~').contains(&c)) || text.chars().any(char::is_control) {
            return None;
        }
        out.push_str(&text);
    }
    Some(out)
}

/// Encodes a mailbox name for the wire.
pub fn encode(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    let mut pending: Vec<u16> = Vec::new();
    let flush = |pending: &mut Vec<u16>, out: &mut String| {
        if pending.is_empty() {
            return;
        }
        out.push('&');
        let mut bits: u32 = 0;
        let mut nbits = 0;
        for unit in pending.drain(..) {
            bits = (bits << 16) | u32::from(unit);
            nbits += 16;
            while nbits >= 6 {
                nbits -= 6;
                out.push(ALPHABET[((bits >> nbits) & 0x3f) as usize] as char);
            }
            bits &= (1 << nbits) - 1;
        }
        if nbits > 0 {
            out.push(ALPHABET[((bits << (6 - nbits)) & 0x3f) as usize] as char);
        }
        out.push('-');
    };
    for c in name.chars() {
        if (' '..='~').contains(&c) {
            flush(&mut pending, &mut out);
            if c == '&' {
                out.push_str("&-");
            } else {
                out.push(c);
            }
        } else {
            let mut buf = [0u16; 2];
            pending.extend_from_slice(c.encode_utf16(&mut buf));
        }
    }
    flush(&mut pending, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_the_rfc_examples_and_common_names() {
        assert_eq!(decode("~peter/mail/&U,BTFw-/&ZeVnLIqe-"), "~peter/mail/台北/日本語");
        assert_eq!(decode("Entw&APw-rfe"), "Entwürfe");
        assert_eq!(decode("Envoy&AOk-s"), "Envoyés");
        assert_eq!(decode("&BB4EQgQ,BEAEMAQyBDsENQQ9BD0ESwQ1-"), "Отправленные");
        assert_eq!(decode("Tom &- Jerry"), "Tom & Jerry");
        assert_eq!(decode("INBOX"), "INBOX");
        assert_eq!(decode("&2D3eAA-"), "😀");
    }

    #[test]
    fn invalid_names_come_back_unchanged() {
        for name in ["&", "&Jjo", "&Jjo!-", "&AGE-", "Grüße", "&AAA-", "a&ZeVnLIqe"] {
            assert_eq!(decode(name), name, "{name}");
        }
    }

    #[test]
    fn encoding_round_trips() {
        for name in ["Entwürfe", "台北/日本語", "Tom & Jerry", "Отправленные", "plain", "", "🎞 films & more", "ü&ü"]
        {
            let wire = encode(name);
            assert!(wire.is_ascii(), "{wire}");
            assert_eq!(decode(&wire), name, "{name} → {wire}");
        }
        assert_eq!(encode("~peter/mail/台北/日本語"), "~peter/mail/&U,BTFw-/&ZeVnLIqe-");
    }
}
