//! Scoring of the extractor against a labelled corpus, with the corpora's own matching rules
//! (`tests/corpus/otp/README.md`, "Matching"): shared by the corpus test and the
//! `corpus_report` example.
#![allow(dead_code)]

use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt;
use std::path::Path;

/// One labelled message.
pub struct Labelled {
    pub corpus: String,
    pub file: String,
    pub otp: Option<String>,
    /// The action link and its equally right other forms; empty when the mail has none.
    pub links: Vec<String>,
    pub lang: String,
    pub kind: String,
    /// The template family (`otp-v2`); the file name elsewhere, so that each message of the
    /// older sets is a family of its own.
    pub family: String,
    pub raw: Vec<u8>,
}

/// The parts of the corpora written to break the extractor: `tests/corpus/otp-adv`, and
/// `tests/corpus/otp-fresh`, written later by other hands that saw no corpus and no code here.
pub const ADVERSARIAL: [&str; 29] = [
    "otp-adv/en",
    "otp-adv/west",
    "otp-adv/north-east",
    "otp-adv/asia",
    "otp-fresh/en-a",
    "otp-fresh/en-b",
    "otp-fresh/west",
    "otp-fresh/north-east",
    "otp-fresh/asia",
    "otp-fresh/en-c",
    "otp-fresh/en-d",
    "otp-fresh/west2",
    "otp-fresh/north-east2",
    "otp-fresh/asia2",
    "otp-fresh/en-e",
    "otp-fresh/en-f",
    "otp-fresh/west3",
    "otp-fresh/north-east3",
    "otp-fresh/asia3",
    "otp-fresh/en-i",
    "otp-fresh/en-j",
    "otp-fresh/west5",
    "otp-fresh/north-east5",
    "otp-fresh/asia5",
    "otp-fresh/en-k",
    "otp-fresh/en-l",
    "otp-fresh/west6",
    "otp-fresh/north-east6",
    "otp-fresh/asia6",
];

/// The fourth batch of `otp-fresh`, which nothing learns from and no rule was written for: all of
/// it is a hold-out, read only as figures (a third of the other batches is held out).
pub const SEALED: [&str; 5] =
    ["otp-fresh/en-g", "otp-fresh/en-h", "otp-fresh/west4", "otp-fresh/north-east4", "otp-fresh/asia4"];

/// Whether a family of the adversarial corpus is held out (a third of them, by a stable hash of
/// its name): rules and weights are decided on the rest, and the figures reported are these.
pub fn held_out_family(family: &str) -> bool {
    let hash = family.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| (h ^ b as u64).wrapping_mul(0x0100_0000_01b3));
    hash % 3 == 0
}

/// The corpus in `tests/corpus/<name>`.
pub fn load(name: &str) -> Vec<Labelled> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus").join(name);
    let labels = std::fs::read_to_string(dir.join("labels.jsonl")).expect("labels.jsonl");
    labels
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let label: Value = serde_json::from_str(line).expect("a label line");
            let text = |key: &str| label[key].as_str().map(str::to_string);
            let file = text("file").expect("file");
            let mut links: Vec<String> = text("link").into_iter().collect();
            links.extend(
                label["link_alt"].as_array().into_iter().flatten().filter_map(Value::as_str).map(str::to_string),
            );
            Labelled {
                corpus: name.to_string(),
                raw: std::fs::read(dir.join(&file)).expect("a message"),
                family: text("family").unwrap_or_else(|| format!("{name}/{file}")),
                otp: text("otp"),
                links,
                lang: text("lang").unwrap_or_else(|| "?".into()),
                kind: text("kind").unwrap_or_else(|| "?".into()),
                file,
            }
        })
        .collect()
}

/// NFKC as far as codes need it (full-width forms), upper case, without spaces, dashes and dots.
fn normalize_code(code: &str) -> String {
    code.chars()
        .map(|c| match c {
            '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
            '\u{3000}' => ' ',
            c => c,
        })
        .filter(|c| !c.is_whitespace() && !matches!(c, '-' | '.' | '\u{2010}'..='\u{2015}'))
        .flat_map(char::to_uppercase)
        .collect()
}

/// A code matches its label exactly, or as the label with a short letter prefix (`G-482913`).
pub fn code_matches(predicted: &str, label: &str) -> bool {
    let (p, l) = (normalize_code(predicted), normalize_code(label));
    p == l
        || (p.ends_with(&l)
            && p.len() - l.len() <= 2
            && p[..p.len() - l.len()].chars().all(|c| c.is_ascii_alphabetic()))
}

/// What the extractor said of one message.
pub struct Prediction {
    pub otp: Option<String>,
    pub otp_confidence: Option<f64>,
    pub link: Option<String>,
    pub link_confidence: Option<f64>,
}

impl Prediction {
    pub fn of(raw: &[u8]) -> Prediction {
        let e = postern_mail::parse(raw).extraction;
        Prediction {
            otp: e.otp,
            otp_confidence: e.otp_confidence,
            link: e.magic_link,
            link_confidence: e.link_confidence,
        }
    }
}

/// Right and total, printed as a percentage.
#[derive(Default, Clone, Copy)]
pub struct Rate {
    pub right: usize,
    pub total: usize,
}

impl Rate {
    pub fn add(&mut self, right: bool) {
        self.right += usize::from(right);
        self.total += 1;
    }

    pub fn value(&self) -> f64 {
        if self.total == 0 { 1.0 } else { self.right as f64 / self.total as f64 }
    }
}

impl fmt::Display for Rate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:.1}% ({}/{})", 100.0 * self.value(), self.right, self.total)
    }
}

/// Confidence against correctness, in ten bins.
#[derive(Default)]
pub struct Calibration {
    /// Per bin: (sum of confidences, right, count).
    bins: [(f64, usize, usize); 10],
}

impl Calibration {
    fn add(&mut self, confidence: f64, right: bool) {
        let bin = ((confidence * 10.0) as usize).min(9);
        let b = &mut self.bins[bin];
        b.0 += confidence;
        b.1 += usize::from(right);
        b.2 += 1;
    }

    /// Per bin of 0.1 that holds answers: its lower bound, mean confidence, share right, count.
    pub fn bins(&self) -> Vec<(f64, f64, f64, usize)> {
        (0..10)
            .filter(|&i| self.bins[i].2 > 0)
            .map(|i| {
                let (sum, right, n) = self.bins[i];
                (i as f64 / 10.0, sum / n as f64, right as f64 / n as f64, n)
            })
            .collect()
    }

    /// Expected calibration error: the mean gap between confidence and accuracy, bins weighted by size.
    pub fn ece(&self) -> f64 {
        let n: usize = self.bins.iter().map(|b| b.2).sum();
        if n == 0 {
            return 0.0;
        }
        self.bins
            .iter()
            .filter(|b| b.2 > 0)
            .map(|b| (b.0 / b.2 as f64 - b.1 as f64 / b.2 as f64).abs() * b.2 as f64)
            .sum::<f64>()
            / n as f64
    }

    /// Of the answers at `at` or more, the share right; and of all right answers, the share at `at` or more.
    pub fn at_or_above(&self, at: f64) -> (Rate, Rate) {
        let first = ((at * 10.0) as usize).min(9);
        let above =
            self.bins[first..].iter().fold(Rate::default(), |r, b| Rate { right: r.right + b.1, total: r.total + b.2 });
        let right: usize = self.bins.iter().map(|b| b.1).sum();
        (above, Rate { right: above.right, total: right })
    }
}

/// The figures of the extraction issue's bar.
#[derive(Default)]
pub struct Report {
    pub messages: usize,
    pub otp: Rate,
    pub link: Rate,
    pub exact: Rate,
    /// Messages without a code that got none; without a link that got none.
    pub no_code_kept: Rate,
    pub no_link_kept: Rate,
    pub otp_calibration: Calibration,
    pub link_calibration: Calibration,
    pub exact_by_lang: BTreeMap<String, Rate>,
    pub exact_by_kind: BTreeMap<String, Rate>,
    pub wrong: Vec<String>,
    /// Codes must equal their label: a service prefix left on (`FB-12345` for `12345`) is wrong,
    /// as a person typing it would find.
    pub strict: bool,
}

impl Report {
    pub fn add(&mut self, item: &Labelled, p: &Prediction) {
        self.messages += 1;
        let otp_ok = match (p.otp.as_deref(), item.otp.as_deref()) {
            (None, None) => true,
            (Some(p), Some(l)) if self.strict => normalize_code(p) == normalize_code(l),
            (Some(p), Some(l)) => code_matches(p, l),
            _ => false,
        };
        let link_ok = match p.link.as_deref() {
            None => item.links.is_empty(),
            Some(link) => item.links.iter().any(|l| l == link.trim()),
        };
        self.otp.add(otp_ok);
        self.link.add(link_ok);
        self.exact.add(otp_ok && link_ok);
        if item.otp.is_none() {
            self.no_code_kept.add(p.otp.is_none());
        }
        if item.links.is_empty() {
            self.no_link_kept.add(p.link.is_none());
        }
        if let (Some(_), Some(c)) = (&p.otp, p.otp_confidence) {
            self.otp_calibration.add(c, otp_ok);
        }
        if let (Some(_), Some(c)) = (&p.link, p.link_confidence) {
            self.link_calibration.add(c, link_ok);
        }
        self.exact_by_lang.entry(item.lang.clone()).or_default().add(otp_ok && link_ok);
        self.exact_by_kind.entry(item.kind.clone()).or_default().add(otp_ok && link_ok);
        if !(otp_ok && link_ok) {
            self.wrong.push(format!(
                "{}/{} [{}]: otp {:?} (label {:?}), link {:?} (label {:?})",
                item.corpus,
                item.file,
                item.family,
                p.otp,
                item.otp,
                p.link,
                item.links.first()
            ));
        }
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{} messages", self.messages)?;
        writeln!(f, "  otp accuracy     {}", self.otp)?;
        writeln!(f, "  link accuracy    {}", self.link)?;
        writeln!(f, "  exact match      {}", self.exact)?;
        writeln!(f, "  no code kept     {} of code-less mail", self.no_code_kept)?;
        writeln!(f, "  no link kept     {} of link-less mail", self.no_link_kept)?;
        for (name, c) in [("otp", &self.otp_calibration), ("link", &self.link_calibration)] {
            let (above, reach) = c.at_or_above(0.9);
            writeln!(
                f,
                "  {name} confidence: ECE {:.3}; right at >= 0.9: {above}; right reaching 0.9: {reach}",
                c.ece()
            )?;
        }
        let langs: Vec<String> =
            self.exact_by_lang.iter().map(|(k, r)| format!("{k} {:.0}%/{}", 100.0 * r.value(), r.total)).collect();
        writeln!(f, "  exact by language: {}", langs.join(", "))?;
        let kinds: Vec<String> =
            self.exact_by_kind.iter().map(|(k, r)| format!("{k} {:.0}%/{}", 100.0 * r.value(), r.total)).collect();
        writeln!(f, "  exact by kind: {}", kinds.join(", "))
    }
}
pub mod train;
