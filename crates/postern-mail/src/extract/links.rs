//! Link candidates: every link of the message, and the evidence that it is the action link.

use super::{Candidate, MAX_LINE_BYTES, MAX_LINKS, MAX_UNSUBSCRIBE_BYTES, round2, truncate_start};
use regex::Regex;
use std::collections::HashSet;
use std::sync::LazyLock;

/// An opening `<a …>` tag; its `href` and text are read by hand (no capture groups: fast).
static ANCHOR_OPEN: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)<a(?-u:\s)[^>]*>").expect("anchor regex"));

static HREF: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r#"(?i)(?-u:\b)href(?-u:\s)*=(?-u:\s)*(?:"[^"]*"|'[^']*')"#).expect("href regex"));

static BARE_URL: LazyLock<Regex> = LazyLock::new(|| Regex::new(r#"https?://[^\s<>"'\]\[]+"#).expect("url regex"));

static TAG: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?s)<[^>]*>").expect("tag regex"));

/// URL words of an action that completes a flow by itself.
static LINK_ACTION_URL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)verif|confirm|activat|magic|/auth|callback|token=|jeton=|code=|otp|reset|password|invite|oobcode|ticket=|passwordless|validat|unlock|approve").expect("link url regex")
});

/// URL words of a login page: an action only when the URL carries a token.
static LINK_LOGIN_URL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)login|log-in|signin|sign-in|sign_in|/session|connexion|anmeld").expect("login url regex")
});

static LINK_ACTION_TEXT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)verify|confirm|activate|reset|magic|accept|approve|it was me|bestätigen|verifizieren|zurücksetzen|confirmer|vérifier|réinitialiser|confirmar|verificar|restablecer|redefinir|確認|認証|验证|确认|확인|인증").expect("link text regex")
});

static LINK_LOGIN_TEXT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)sign ?in|log ?in|continue|get started|anmelden|connecter|connexion|iniciar sesión|entrar|acessar|ログイン|登录|登入|로그인").expect("login text regex")
});

/// Anchor text of links that are never the action.
static LINK_BAD_TEXT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)unsubscribe|track|view (?:in|online|order|your order)|privacy|terms|help|support|manage|preferences|download|follow us|désinscri|abmelden|darse de baja|cancelar|配信停止|退订|수신거부").expect("bad text regex")
});

static LINK_BAD: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)unsubscribe|opt-?out|preferences|trknbr|/tracking|tracking[_-]?(?:number|id)|track-?(?:package|order|shipment)|desinscri|abmeld|/privacy|/terms|/legal|/help|/support|webversion|view-in-browser|/view(?-u:\b)|facebook\.com|twitter\.com|//x\.com|linkedin\.com|instagram\.com|youtube\.com|tiktok\.com|apps\.apple\.com|play\.google\.com|\.(?:png|jpe?g|gif|svg|webp)(?:\?|$)").expect("link bad regex")
});

/// The destination inside a known redirect wrapper (Outlook Safe Links, Google `url?q=`,
/// Facebook/Instagram `l.php?u=`), percent-decoded. The wrapper itself stays the link the user
/// clicks; this is read from the URL only, never by following it.
pub fn unwrap_redirect(url: &str) -> Option<String> {
    let (base, query) = url.split_once('?')?;
    let host = base.split_once("://")?.1.split('/').next()?.to_ascii_lowercase();
    let path = base.split_once("://")?.1.trim_start_matches(|c| c != '/');
    let key = if host.ends_with("safelinks.protection.outlook.com") {
        "url"
    } else if (host == "www.google.com" || host == "google.com") && path == "/url" {
        "q"
    } else if matches!(host.as_str(), "l.facebook.com" | "lm.facebook.com" | "l.instagram.com") {
        "u"
    } else {
        return None;
    };
    let value = query.split('&').find_map(|pair| pair.strip_prefix(key)?.strip_prefix('='))?;
    let target = percent_encoding::percent_decode_str(&value.replace('+', " ")).decode_utf8().ok()?.into_owned();
    (target.starts_with("https://") || target.starts_with("http://")).then_some(target)
}

/// Where `</a` (any case) starts in `html`, if it does within a sane distance.
fn find_closing_anchor(html: &str) -> Option<usize> {
    let window = &html.as_bytes()[..html.len().min(1024)];
    window.windows(3).position(|w| w[0] == b'<' && w[1] == b'/' && (w[2] == b'a' || w[2] == b'A'))
}

fn decode_entities(s: &str) -> String {
    s.replace("&amp;", "&").replace("&#38;", "&").replace("&#x26;", "&").replace("&#61;", "=").replace("&quot;", "\"")
}

fn trim_url(url: &str) -> &str {
    url.trim().trim_end_matches(['.', ',', ';', ':', '!', '?', ')', '>'])
}

/// Every http(s) link in document order, and the link candidates best first.
pub(super) fn link_candidates(text: &str, html: &str, unsubscribe: &[String]) -> (Vec<String>, Vec<Candidate>) {
    let mut links: Vec<String> = Vec::new();
    let mut seen: HashSet<String> = HashSet::new();
    let mut scored: Vec<Candidate> = Vec::new();
    // Every link is compared with these: a hostile header is not compared with whole.
    let mut budget = MAX_UNSUBSCRIBE_BYTES;
    let unsubscribe: Vec<&str> = unsubscribe
        .iter()
        .take_while(|u| {
            let fits = u.len() <= budget;
            budget = budget.saturating_sub(u.len());
            fits
        })
        .map(String::as_str)
        .collect();
    let mut push = |url: &str, anchor: &str, place: &'static str, links: &mut Vec<String>| {
        let url = trim_url(url);
        let lower = url.to_ascii_lowercase();
        if !(lower.starts_with("http://") || lower.starts_with("https://")) || !seen.insert(url.to_string()) {
            return;
        }
        links.push(url.to_string());
        let has_long_token = lower.split(['/', '?', '&', '=', '#']).any(|part| {
            part.len() >= 16 && part.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_' || b == b'.')
        });
        let mut score = 0.0;
        let mut evidence = Vec::new();
        if let Some(m) = LINK_ACTION_URL.find(&lower) {
            score += 0.5;
            evidence.push(format!("action word \"{}\" in the URL", m.as_str()));
        }
        if let Some(m) = LINK_ACTION_TEXT.find(anchor) {
            score += 0.4;
            evidence.push(format!("link text \"{}\"", m.as_str()));
        }
        if LINK_LOGIN_URL.is_match(&lower) || LINK_LOGIN_TEXT.is_match(anchor) {
            // A login page is the action only when the link itself carries a token.
            score += if has_long_token { 0.35 } else { 0.05 };
            evidence.push(
                if has_long_token { "login link with a token" } else { "login page without a token" }.to_string(),
            );
        }
        if has_long_token {
            score += 0.2;
            evidence.push("carries a long token".to_string());
        }
        if let Some(m) = LINK_BAD.find(&lower).or_else(|| LINK_BAD_TEXT.find(anchor)) {
            score -= 1.0;
            evidence.push(format!("not an action (\"{}\")", m.as_str()));
        } else if unsubscribe.iter().any(|u| u.contains(url)) {
            score -= 1.0;
            evidence.push("in List-Unsubscribe".to_string());
        }
        scored.push(Candidate {
            kind: "link".into(),
            value: url.to_string(),
            score: round2(score),
            place: place.into(),
            evidence,
        });
    };
    // A real message has dozens of links; a hostile one is cut off rather than scanned forever.
    for open in ANCHOR_OPEN.find_iter(html).take(MAX_LINKS) {
        let Some(href) = HREF.find(open.as_str()) else { continue };
        let quoted = href.as_str().split_once('=').map_or("", |(_, v)| v.trim());
        let href = &quoted[1..quoted.len() - 1];
        let rest = &html[open.end()..];
        let text_end = find_closing_anchor(rest).unwrap_or(0);
        let anchor = TAG.replace_all(&rest[..text_end], " ");
        push(&decode_entities(href), &anchor, "html", &mut links);
    }
    for m in BARE_URL.find_iter(html).take(MAX_LINKS).chain(BARE_URL.find_iter(text).take(MAX_LINKS)) {
        let url = decode_entities(m.as_str());
        // The text around a bare URL plays the role of anchor text: its own line (the last
        // MAX_LINE_BYTES of it before the URL).
        let in_html = m.start() < html.len() && html.get(m.start()..m.end()) == Some(m.as_str());
        let (hay, place) = if in_html { (html, "html") } else { (text, "text") };
        let window = m.start() - truncate_start(&hay[..m.start()], MAX_LINE_BYTES).len();
        let line_start = hay[window..m.start()].rfind('\n').map_or(window, |i| window + i + 1);
        push(&url, &hay[line_start..m.start()], place, &mut links);
    }
    // Best first; among equals the first in the document (a stable sort keeps order).
    scored.sort_by(|a, b| b.score.total_cmp(&a.score));
    (links, scored)
}
