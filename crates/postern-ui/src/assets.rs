//! The UI's stylesheet and script, embedded in the binary, gzipped once, and served under a path
//! that names their content (`/ui/static/<sha256-8>/<name>`), so browsers may keep them forever.

use axum::extract::Path;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use flate2::Compression;
use flate2::write::GzEncoder;
use sha2::{Digest, Sha256};
use std::io::Write;
use std::sync::LazyLock;

/// One embedded file.
pub struct Asset {
    pub name: &'static str,
    content_type: &'static str,
    raw: &'static [u8],
    gzipped: Vec<u8>,
    /// `/ui/static/<hash>/<name>`.
    pub path: String,
}

/// Every embedded file.
pub struct Assets {
    pub files: Vec<Asset>,
}

const FILES: &[(&str, &str, &[u8])] = &[
    ("ui.css", "text/css; charset=utf-8", include_bytes!("../assets/ui.css")),
    ("ui.js", "text/javascript; charset=utf-8", include_bytes!("../assets/ui.js")),
];

static ASSETS: LazyLock<Assets> = LazyLock::new(|| Assets {
    files: FILES
        .iter()
        .map(|(name, content_type, raw)| {
            let mut gz = GzEncoder::new(Vec::new(), Compression::best());
            let gzipped = gz.write_all(raw).and_then(|()| gz.finish()).unwrap_or_default();
            let hash = postern_core::hex(&Sha256::digest(raw)[..4]);
            Asset { name, content_type, raw, gzipped, path: format!("/ui/static/{hash}/{name}") }
        })
        .collect(),
});

/// The embedded files.
pub fn all() -> &'static Assets {
    &ASSETS
}

/// The path a page links file `name` at.
pub fn path(name: &str) -> &'static str {
    all().files.iter().find(|f| f.name == name).map_or("", |f| f.path.as_str())
}

/// `GET /ui/static/{hash}/{name}`: the file, gzipped when the browser takes it so.
pub async fn serve(Path((hash, name)): Path<(String, String)>, headers: HeaderMap) -> Response {
    let wanted = format!("/ui/static/{hash}/{name}");
    let Some(file) = all().files.iter().find(|f| f.path == wanted) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let gzip = headers
        .get(header::ACCEPT_ENCODING)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|accepted| accepted.split(',').any(|e| e.trim().starts_with("gzip")));
    let mut response = if gzip { file.gzipped.clone().into_response() } else { file.raw.into_response() };
    let out = response.headers_mut();
    out.insert(header::CONTENT_TYPE, HeaderValue::from_static(file.content_type));
    out.insert(header::CACHE_CONTROL, HeaderValue::from_static("public, max-age=31536000, immutable"));
    out.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    if gzip {
        out.insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_whole_ui_is_small_when_compressed() {
        let total: usize = all().files.iter().map(|f| f.gzipped.len()).sum();
        assert!(total > 0 && total < 100 * 1024, "{total} bytes gzipped");
        for file in &all().files {
            assert!(file.path.starts_with("/ui/static/") && file.path.ends_with(file.name));
        }
    }
}
