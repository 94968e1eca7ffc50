//! QR codes as inline SVG (the home of `qrcodegen`), for TOTP enrolment: an authenticator app
//! scans the `otpauth://` link instead of the person typing the secret.

use qrcodegen::{QrCode, QrCodeEcc};

/// `text` as an SVG QR code: one path of the dark modules, four modules of quiet zone. Only
/// numbers are written into it, so it is safe to put in a page unescaped.
pub fn svg(text: &str) -> Option<String> {
    let code = QrCode::encode_text(text, QrCodeEcc::Medium).ok()?;
    let size = code.size();
    let border = 4;
    let mut path = String::new();
    for y in 0..size {
        for x in 0..size {
            if code.get_module(x, y) {
                path.push_str(&format!("M{},{}h1v1h-1z", x + border, y + border));
            }
        }
    }
    let full = size + 2 * border;
    Some(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {full} {full}\" class=\"qr\" role=\"img\" \
         aria-label=\"QR code\" shape-rendering=\"crispEdges\"><rect width=\"{full}\" height=\"{full}\" fill=\"#fff\"/>\
         <path d=\"{path}\" fill=\"#000\"/></svg>"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_otpauth_link_becomes_an_svg_of_numbers() {
        let url = "otpauth://totp/Postern:ann?secret=JBSWY3DPEHPK3PXP&issuer=Postern&algorithm=SHA1&digits=6&period=30";
        let svg = svg(url).unwrap();
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
        let d = &svg[svg.find(" d=\"").unwrap() + 4..];
        let d = &d[..d.find('"').unwrap()];
        assert!(d.bytes().all(|b| b.is_ascii_digit() || b"Mhvz,-".contains(&b)), "{d}");
        assert!(d.matches('M').count() > 100, "a real code has many dark modules");
    }
}
