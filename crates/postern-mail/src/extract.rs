//! A first OTP and magic-link extractor: candidates scored by nearby keywords (in the languages
//! of our corpus), by layout and by decoy context. Deterministic: the same input always gives the
//! same result.

use regex::Regex;
use std::collections::{HashMap, HashSet};
use std::sync::LazyLock;

/// Codes scored at or above this are reported as `otp`; below it only as `detected_otp`.
pub const OTP_THRESHOLD: f64 = 0.5;
/// Links scored at or above this are reported as `magic_link`.
pub const LINK_THRESHOLD: f64 = 0.5;
/// Links looked at per message, in each of the HTML and the text.
const MAX_LINKS: usize = 500;
/// Candidates of each kind reported with their evidence.
const MAX_REPORTED: usize = 5;
/// Bytes of the subject scanned for codes. A subject is one line, and every candidate on a line
/// is scored against the whole line; a real subject is far shorter.
pub const MAX_SUBJECT_BYTES: usize = 1024;
/// Bytes of each body line scanned for codes, and the most of its line taken as the context of a
/// bare URL. Real lines (paragraphs included) are far shorter.
pub const MAX_LINE_BYTES: usize = 4096;
/// Bytes of `List-Unsubscribe` URLs each link is compared with; a real header holds one or two.
const MAX_UNSUBSCRIBE_BYTES: usize = 8 * 1024;
/// Up to this many subject codes are looked for in the body one by one; more are looked for in
/// one pass over it.
const SUBJECT_CODES_SEARCHED_ALONE: usize = 8;

pub use postern_core::model::Candidate;

/// What extraction found in one message.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Extraction {
    /// The code, when its confidence reaches [`OTP_THRESHOLD`].
    pub otp: Option<String>,
    /// Confidence of `otp` in 0–1 (two decimals); `None` when there is no otp.
    pub otp_confidence: Option<f64>,
    /// The best candidate whatever its confidence.
    pub detected_otp: Option<String>,
    /// The sign-in / verification / reset link, exactly as it appears in the message.
    pub magic_link: Option<String>,
    /// Confidence of `magic_link` in 0–1; `None` when there is no link.
    pub link_confidence: Option<f64>,
    /// Where `magic_link` leads when it is a known redirect wrapper (decoded, never fetched).
    pub link_target: Option<String>,
    /// Every http(s) link, de-duplicated, in document order.
    pub links: Vec<String>,
    /// The best candidates, best first, with their evidence.
    pub candidates: Vec<Candidate>,
}

static KEYWORD: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)(?-u:\b)(?:code|codes|otp|passcode|pass code|pin|one[- ]time|verification|verify|verifizierung|2fa|mfa|security|login|log-in|sign[- ]in|token|código|codigo|codice|kod|kode|cod|bestätigungscode|sicherheitscode|einmalcode|anmeldecode|mot de passe)(?-u:\b)|код|コード|認証|確認番号|ワンタイム|验证码|驗證碼|校验码|动态码|인증",
    )
    .expect("keyword regex")
});

static DECOY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)(?:order|invoice|receipt|ref(?-u:\b)|reference|ticket|case|booking|account|customer|member|tracking|phone|tel(?-u:\b)|fax|call|zip|postal|po box|no\.|nr\.|\#|pedido|commande|bestellung|bestellnummer|rechnung|kundennummer|注文|订单|주문|운송장|우편번호|邮编|〒|suite|street|avenue|card|ending in|promo|coupon|discount|voucher|gift|\*\*\*)",
    )
    .expect("decoy regex")
});

static STALE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)previous|earlier|old code|expired|no longer valid|invalid|replaces|ersetzt|ancien|anterior")
        .expect("stale regex")
});

/// Street addresses: a number on such a line is a house number or a postal code.
static ADDRESS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)(?:st|street|ave|avenue|rd|road|blvd|boulevard|floor|suite|rue|straße|strasse|str\.|calle|rua|avenida|via|platz|gasse)(?-u:\b)|(?-i:(?-u:\b)[A-Z]{2} [0-9]{5}(?-u:\b)|(?-u:\b)[0-9]{5} [A-Z][a-zé]+)|광역시|区|丁目|번지|〒")
        .expect("address regex")
});

static CANDIDATE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?-u:\b)(?:[0-9](?: [0-9]){3,7}|[0-9]{3}[- ][0-9]{3}|[0-9]{2} [0-9]{2} [0-9]{2}|[0-9A-Za-z]{4,10})(?-u:\b)",
    )
    .expect("candidate regex")
});

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

/// Extracts the code and the link from a message's decoded subject and bodies.
///
/// `unsubscribe` holds the URLs of the `List-Unsubscribe` header; they are never the magic link.
pub fn extract(subject: &str, text: &str, html: &str, unsubscribe: &[String]) -> Extraction {
    let body = truncate(text, crate::MAX_SCAN_CHARS);
    let codes = code_candidates(subject, body);
    let (otp, detected_otp, otp_confidence) = match codes.first() {
        Some(best) if best.score >= OTP_THRESHOLD => {
            (Some(best.value.clone()), Some(best.value.clone()), Some(best.score))
        }
        Some(best) => (None, Some(best.value.clone()), None),
        None => (None, None, None),
    };
    let (links, link_candidates) = link_candidates(body, truncate(html, 4 * crate::MAX_SCAN_CHARS), unsubscribe);
    let (magic_link, link_confidence) = match link_candidates.first() {
        Some(best) if best.score >= LINK_THRESHOLD => (Some(best.value.clone()), Some(best.score.min(1.0))),
        _ => (None, None),
    };
    let link_target = magic_link.as_deref().and_then(unwrap_redirect);
    let mut candidates: Vec<Candidate> = codes.into_iter().take(MAX_REPORTED).collect();
    candidates.extend(link_candidates.into_iter().filter(|c| c.score > 0.0).take(MAX_REPORTED));
    Extraction { otp, otp_confidence, detected_otp, magic_link, link_confidence, link_target, links, candidates }
}

fn truncate(s: &str, max: usize) -> &str {
    if s.len() <= max {
        return s;
    }
    let mut end = max;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    &s[..end]
}

/// The last at most `max` bytes of `s`, on a character boundary.
fn truncate_start(s: &str, max: usize) -> &str {
    if s.len() <= max {
        return s;
    }
    let mut start = s.len() - max;
    while !s.is_char_boundary(start) {
        start += 1;
    }
    &s[start..]
}

fn round2(x: f64) -> f64 {
    (x.clamp(0.0, 1.0) * 100.0).round() / 100.0
}

/// Removes characters inserted to defeat scraping and folds exotic spaces.
fn clean_line(line: &str) -> String {
    line.chars()
        .filter(|c| !matches!(c, '\u{200B}'..='\u{200D}' | '\u{2060}' | '\u{FEFF}' | '\u{00AD}'))
        .map(|c| if c.is_whitespace() { ' ' } else { c })
        .collect()
}

/// The lines of the body that are this message's own words: quoted history is dropped.
fn own_lines(body: &str) -> Vec<String> {
    let mut lines = Vec::new();
    for raw in body.lines() {
        let line = clean_line(truncate(raw, MAX_LINE_BYTES));
        let trimmed = line.trim();
        if trimmed.starts_with('>') {
            continue;
        }
        if trimmed.starts_with("-----Original Message-----")
            || (trimmed.starts_with("On ") && trimmed.ends_with("wrote:"))
        {
            break;
        }
        lines.push(line);
    }
    lines
}

/// Every code candidate of the message, best first (one entry per value, its best score).
fn code_candidates(subject: &str, body: &str) -> Vec<Candidate> {
    let mut found: Vec<Candidate> = Vec::new();
    // Where each value is in `found`: a value keeps the place of its first sighting.
    let mut index: HashMap<String, usize> = HashMap::new();
    let subject = clean_line(truncate(subject, MAX_SUBJECT_BYTES));
    let lines = own_lines(body);
    let mut consider = |c: Candidate| match index.get(&c.value) {
        Some(&i) if found[i].score >= c.score => {}
        Some(&i) => found[i] = c,
        None => {
            index.insert(c.value.clone(), found.len());
            found.push(c);
        }
    };
    for c in score_line(&subject, None, "subject") {
        consider(c);
    }
    for (i, line) in lines.iter().enumerate() {
        // Every candidate holds a digit; most lines of a long mail have none.
        if !line.bytes().any(|b| b.is_ascii_digit()) {
            continue;
        }
        let context: String = lines[i.saturating_sub(2)..i].join(" ");
        for c in score_line(line, Some(&context), "body") {
            consider(c);
        }
    }
    // The same code in the subject and in the body: the message insists on it. Values are
    // unique in `found`, so a subject candidate is the only sighting of its value.
    let insisted: Vec<usize> =
        (0..found.len()).filter(|&i| found[i].place == "subject" && found[i].score >= OTP_THRESHOLD).collect();
    if !insisted.is_empty() {
        let squeezed_body: String = body.chars().filter(char::is_ascii_alphanumeric).collect();
        let values: Vec<&str> = insisted.iter().map(|&i| found[i].value.as_str()).collect();
        let present = contained(&squeezed_body, &values);
        for (&i, present) in insisted.iter().zip(present) {
            if present {
                let c = &mut found[i];
                c.score = round2(c.score + 0.1);
                c.evidence.push("also in the body".to_string());
            }
        }
    }
    // Best first; among equals, the earliest (a stable sort keeps document order).
    found.sort_by(|a, b| b.score.total_cmp(&a.score));
    found
}

/// Which of `values` (ASCII, 4–8 bytes) occur in `haystack` (ASCII), in time linear in the
/// haystack whatever the number of values.
fn contained(haystack: &str, values: &[&str]) -> Vec<bool> {
    if values.len() <= SUBJECT_CODES_SEARCHED_ALONE {
        return values.iter().map(|v| haystack.contains(v)).collect();
    }
    let wanted: HashSet<&[u8]> = values.iter().map(|v| v.as_bytes()).collect();
    let (shortest, longest) = values.iter().fold((usize::MAX, 0), |(lo, hi), v| (lo.min(v.len()), hi.max(v.len())));
    let bytes = haystack.as_bytes();
    let mut seen: HashSet<&[u8]> = HashSet::new();
    for start in 0..bytes.len() {
        for len in shortest..=longest.min(bytes.len() - start) {
            let piece = &bytes[start..start + len];
            if wanted.contains(piece) {
                seen.insert(piece);
            }
        }
    }
    values.iter().map(|v| seen.contains(v.as_bytes())).collect()
}

/// Whether the word just before a position holds `://` or `www.` (the candidate is part of a
/// URL). Asked for increasing positions, it reads the line once.
struct UrlWords<'a> {
    line: &'a str,
    /// Ends and starts of every `://` and `www.` of the line, by end.
    marks: Vec<(usize, usize)>,
    /// Marks `marks[..next_mark]` end at or before the last position asked.
    next_mark: usize,
    /// The latest start among those marks.
    latest_mark: Option<usize>,
    /// The line up to here has been searched for spaces.
    scanned: usize,
    /// Where the word at `scanned` starts: after the last space before it.
    word_start: usize,
}

impl<'a> UrlWords<'a> {
    fn new(line: &'a str) -> Self {
        let mut marks: Vec<(usize, usize)> = line
            .match_indices("://")
            .chain(line.match_indices("www."))
            .map(|(start, m)| (start + m.len(), start))
            .collect();
        marks.sort_unstable();
        UrlWords { line, marks, next_mark: 0, latest_mark: None, scanned: 0, word_start: 0 }
    }

    /// Whether the text after the last space before `at` holds a mark. `at` never decreases.
    fn ends_in_url(&mut self, at: usize) -> bool {
        if let Some(space) = self.line[self.scanned..at].rfind(' ') {
            self.word_start = self.scanned + space + 1;
        }
        self.scanned = at;
        while let Some(&(end, start)) = self.marks.get(self.next_mark)
            && end <= at
        {
            self.latest_mark = Some(self.latest_mark.map_or(start, |l| l.max(start)));
            self.next_mark += 1;
        }
        self.latest_mark.is_some_and(|start| start >= self.word_start)
    }
}

/// Scores every candidate on one line. `above` is the text of the two lines before it.
///
/// The line-wide patterns (keywords, address, staleness, URL words) are evaluated once for the
/// line, not once per candidate: a line holds many candidates.
fn score_line(line: &str, above: Option<&str>, place: &'static str) -> Vec<Candidate> {
    let is_subject = place == "subject";
    let mut out = Vec::new();
    let keyword_here = KEYWORD.find_iter(line).collect::<Vec<_>>();
    let keyword_above = above.is_some_and(|a| KEYWORD.is_match(a));
    let trimmed = line.trim();
    let mut url_words: Option<UrlWords<'_>> = None;
    // The address match and whether the line speaks of an old code, once a candidate asks.
    let mut line_flags: Option<(Option<&str>, bool)> = None;
    for m in CANDIDATE.find_iter(line) {
        let raw = m.as_str();
        let code: String = raw.chars().filter(|c| c.is_ascii_alphanumeric()).collect();
        let digits = code.chars().filter(char::is_ascii_digit).count();
        let letters = code.len() - digits;
        if code.len() < 4 || code.len() > 8 || digits == 0 {
            continue;
        }
        let alnum = letters > 0;
        if alnum
            && (code.len() < 6
                || code.chars().any(|c| c.is_ascii_lowercase()) && code.chars().any(|c| c.is_ascii_uppercase()))
        {
            continue;
        }
        let before = &line[..m.start()];
        let after = &line[m.end()..];
        let prev = before.chars().next_back();
        let next = after.chars().next();
        // Parts of amounts, dates, times, versions, phone numbers, URLs and identifiers.
        if matches!(prev, Some('$' | '€' | '£' | '¥' | '+' | '/' | '#' | '=' | '&' | '?' | '@' | '_' | '*'))
            || matches!(next, Some('%' | '/' | '@' | '_' | '='))
            || (matches!(prev, Some('.' | ':' | '-' | ','))
                && before.chars().rev().nth(1).is_some_and(|c| c.is_ascii_digit()))
            || (matches!(next, Some('.' | ':' | '-' | ',')) && after.chars().nth(1).is_some_and(|c| c.is_ascii_digit()))
            || before.ends_with("://")
            || url_words.get_or_insert_with(|| UrlWords::new(line)).ends_in_url(m.start())
        {
            continue;
        }
        let mut score: f64 = if alnum { 0.15 } else { 0.3 };
        let mut evidence = Vec::new();
        // The first keyword of the line (they are in order) starting at most 80 bytes before the
        // candidate, else the first starting at most 40 after it.
        let first_before = keyword_here.partition_point(|k| k.start() + 80 < m.start());
        let first_after = keyword_here.partition_point(|k| k.start() < m.end());
        let near = keyword_here
            .get(first_before)
            .filter(|k| k.start() < m.start())
            .or_else(|| keyword_here.get(first_after).filter(|k| k.start() - m.end() <= 40));
        if let Some(k) = near {
            score += 0.45;
            evidence.push(format!("keyword \"{}\" on the same line", k.as_str()));
            // "code: 123456", "code is 123456": the keyword introduces this very value.
            let between = line.get(k.end()..m.start()).unwrap_or("");
            if k.end() <= m.start() && between.chars().count() <= 12 && !between.chars().any(|c| c.is_ascii_digit()) {
                score += 0.1;
                evidence.push("introduced by the keyword".to_string());
            }
        } else if keyword_above && trimmed.len() <= raw.len() + 12 {
            // A code on a line of its own under "Your code is:".
            score += 0.35;
            evidence.push("keyword in the lines just above".to_string());
        } else if alnum {
            continue;
        }
        if trimmed == raw {
            score += 0.15;
            evidence.push("stands alone on its line".to_string());
        }
        if is_subject && near.is_some() {
            score += 0.1;
            evidence.push("in the subject".to_string());
        }
        if code.len() == 6 {
            score += 0.05;
            evidence.push("six characters".to_string());
        }
        let window_start = before.char_indices().rev().nth(24).map_or(0, |(i, _)| i);
        if let Some(d) = DECOY.find(&before[window_start..]) {
            score -= 0.6;
            evidence.push(format!("decoy \"{}\" just before", d.as_str()));
        }
        let (address, stale) = *line_flags.get_or_insert_with(|| {
            let stale = STALE.is_match(line) && !line.to_lowercase().contains("new");
            (ADDRESS.find(line).map(|a| a.as_str()), stale)
        });
        if let Some(a) = address {
            score -= 0.6;
            evidence.push(format!("address line (\"{a}\")"));
        }
        if stale {
            score -= 0.3;
            evidence.push("line speaks of an old or expired code".to_string());
        }
        // The last keyword starting before the candidate is the closest one before it.
        let keywords_before = keyword_here.partition_point(|k| k.start() < m.start());
        let keyword_close = keywords_before > 0 && m.start() - keyword_here[keywords_before - 1].start() <= 30;
        if !alnum && code.len() == 4 && (code.starts_with("19") || code.starts_with("20")) && !keyword_close {
            score -= 0.3;
            evidence.push("looks like a year".to_string());
        }
        if !alnum && digits > 4 && code.bytes().all(|b| b == code.as_bytes()[0]) {
            score -= 0.2;
            evidence.push("one repeated digit".to_string());
        }
        if score > 0.0 {
            out.push(Candidate {
                kind: "code".into(),
                value: code,
                score: round2(score),
                place: place.into(),
                evidence,
            });
        }
    }
    out
}

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
fn link_candidates(text: &str, html: &str, unsubscribe: &[String]) -> (Vec<String>, Vec<Candidate>) {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn otp(subject: &str, text: &str) -> Option<String> {
        extract(subject, text, "", &[]).otp
    }

    #[test]
    fn finds_codes_next_to_keywords() {
        assert_eq!(otp("Welcome", "Your verification code is 482913."), Some("482913".into()));
        assert_eq!(otp("", "Code:\n\n  048213\n\nIt expires in 10 minutes."), Some("048213".into()));
        assert_eq!(otp("123456 is your login code", ""), Some("123456".into()));
        assert_eq!(otp("", "Ihr Bestätigungscode lautet 771 204"), Some("771204".into()));
        assert_eq!(otp("", "認証コード: 601246"), Some("601246".into()));
        assert_eq!(otp("", "Use code X63XWE to sign in"), Some("X63XWE".into()));
    }

    #[test]
    fn ignores_decoys() {
        assert_eq!(otp("Your order", "Order #123456 shipped. Total $1,234.56 on 12/10/2026 at 10:45."), None);
        assert_eq!(otp("", "Call us at +1 (555) 123-4567 or visit us in 2026."), None);
        let e = extract("", "Your code is 654321. Your order number is 998877.", "", &[]);
        assert_eq!(e.otp.as_deref(), Some("654321"));
        assert!(e.otp_confidence.unwrap() >= 0.7);
    }

    #[test]
    fn a_bare_number_is_only_detected() {
        let e = extract("Hello", "Reference 2026 meeting", "", &[]);
        assert_eq!(e.otp, None);
        assert_eq!(e.otp_confidence, None);
    }

    #[test]
    fn quoted_history_does_not_win() {
        assert_eq!(otp("", "Thanks!\n\nOn Mon, Alice wrote:\n> Your code is 111222"), None);
    }

    #[test]
    fn picks_the_sign_in_link_not_the_footer() {
        let html = r#"<a href="https://news.test/unsubscribe?u=1">Unsubscribe</a>
            <a href="https://app.test/auth/verify?token=eyJhbGciOiJIUzI1NiJ9abc&amp;x=1">Confirm your email</a>
            <a href="https://app.test/privacy">Privacy</a>"#;
        let e = extract("Confirm", "", html, &[]);
        assert_eq!(e.magic_link.as_deref(), Some("https://app.test/auth/verify?token=eyJhbGciOiJIUzI1NiJ9abc&x=1"));
        assert_eq!(e.links.len(), 3);
    }

    #[test]
    fn known_redirect_wrappers_are_unwrapped_without_being_followed() {
        let safe = "https://eur01.safelinks.protection.outlook.com/?url=https%3A%2F%2Fapp.test%2Fverify%3Ftoken%3Dabc&data=05%7C01&reserved=0";
        assert_eq!(unwrap_redirect(safe).as_deref(), Some("https://app.test/verify?token=abc"));
        let google = "https://www.google.com/url?q=https://app.test/login?t%3D1&sa=D";
        assert_eq!(unwrap_redirect(google).as_deref(), Some("https://app.test/login?t=1"));
        assert_eq!(unwrap_redirect("https://app.test/verify?url=https://evil.test"), None);
        assert_eq!(unwrap_redirect("https://www.google.com/url?q=javascript:alert(1)"), None);
        let html = format!(r#"<a href="{}">Verify your email</a>"#, safe.replace('&', "&amp;"));
        let e = extract("Verify", "", &html, &[]);
        assert_eq!(e.magic_link.as_deref(), Some(safe));
        assert_eq!(e.link_target.as_deref(), Some("https://app.test/verify?token=abc"));
    }

    #[test]
    fn many_codes_are_found_in_one_pass_as_one_by_one() {
        let haystack = "ab200001cd2000391234567x99999999";
        let values: Vec<String> = (0..40)
            .map(|i| format!("{}", 200_000 + i))
            .chain(["1234", "4567x", "99999999", "999999990"].map(String::from))
            .collect();
        let values: Vec<&str> = values.iter().map(String::as_str).collect();
        assert!(values.len() > SUBJECT_CODES_SEARCHED_ALONE);
        let expected: Vec<bool> = values.iter().map(|v| haystack.contains(v)).collect();
        assert_eq!(contained(haystack, &values), expected);
        assert_eq!(expected.iter().filter(|&&x| x).count(), 5);
        assert_eq!(contained("", &values), vec![false; values.len()]);
    }

    #[test]
    fn url_words_agree_with_the_word_before_each_position() {
        let line = "see https://a.test/123456 www.x.test/7890 12345 a://b 5555 www. 6666 x:// 7777 http:/ 8888";
        let mut words = UrlWords::new(line);
        for at in (0..=line.len()).filter(|&i| line.is_char_boundary(i)) {
            let word = line[..at].rsplit(' ').next().unwrap_or("");
            let expected = word.contains("://") || word.contains("www.");
            assert_eq!(words.ends_in_url(at), expected, "at {at}: {word:?}");
        }
    }

    #[test]
    fn no_link_without_signal() {
        let e = extract("", "Read more at https://blog.test/post/1.", "", &[]);
        assert_eq!(e.magic_link, None);
        assert_eq!(e.links, vec!["https://blog.test/post/1"]);
    }
}
