//! Learns the weights of the code and link signals (`extract::model`) by logistic regression
//! over every candidate of the labelled corpora, reports what they score on template families they
//! were not trained on (five folds, whole families held out) beside the weights in use, and with
//! `--write` writes the weights trained on everything to `src/extract/weights.rs`:
//! `cargo run --release -p postern-mail --example train_extractor [-- --write]`.

#[path = "../tests/scoring/mod.rs"]
mod scoring;

use postern_mail::extract::model::{ALL_CODE_SIGNALS, ALL_LINK_SIGNALS, code_score, link_score};
use scoring::train::{Example, Part, codes, evaluate, examples, fold_weights, links, logistic, rows, train};
use std::fmt::Debug;

/// Held-out and in-use figures of one scorer per corpus and per language, and the weights
/// trained on everything.
fn report<const N: usize, S: Debug>(
    what: &str,
    examples: &[Example],
    part: Part<N>,
    in_use: fn(&[f64; N]) -> f64,
    signals: &[S],
) -> Vec<f64> {
    println!("== {what}: {} candidates", rows(examples, part, None).len());
    // Each message is scored by the weights trained without its family's fold.
    let weights = fold_weights(examples, part);
    let learned = |e: &Example, s: &[f64; N]| logistic(&weights[e.fold as usize], s);
    let in_use = |_: &Example, s: &[f64; N]| in_use(s);
    for corpus in ["otp", "otp-v2", "otp-real"].iter().map(|c| Some(*c)).chain([None]) {
        let held: Vec<&Example> = examples.iter().filter(|e| corpus.is_none_or(|k| e.corpus == k)).collect();
        let name = corpus.unwrap_or("all");
        println!("{name:>8} learned, held out: {}", evaluate(&held, part, &learned));
        println!("{name:>8} weights in use:    {}", evaluate(&held, part, &in_use));
    }
    let mut langs: Vec<&str> = examples.iter().map(|e| e.lang.as_str()).collect();
    langs.sort_unstable();
    langs.dedup();
    let by_lang: Vec<String> = langs
        .iter()
        .map(|lang| {
            let held: Vec<&Example> = examples.iter().filter(|e| e.lang == *lang).collect();
            format!("{lang} {:.0}%", 100.0 * evaluate(&held, part, &learned).accuracy.value())
        })
        .collect();
    println!("learned, held out, by language: {}", by_lang.join(", "));
    if std::env::args().any(|a| a == "--misses") {
        for e in examples {
            let c = part(e);
            let best = c.candidates.iter().map(|(s, right)| (learned(e, s), *right)).fold(
                None,
                |b: Option<(f64, bool)>, c| match b {
                    Some(b) if b.0 >= c.0 => Some(b),
                    _ => Some(c),
                },
            );
            let returned = best.filter(|(p, _)| *p >= 0.5);
            let right = returned.map_or(!c.labelled, |(_, right)| right);
            if !right {
                let p = best.map_or(0.0, |b| b.0);
                println!("  held-out miss {}/{} best {p:.2} labelled {}", e.corpus, e.file, c.labelled);
            }
        }
    }
    let all = train(&rows(examples, part, None));
    println!("weights trained on everything (bias first):");
    println!("  bias {:+.3}", all[0]);
    for (signal, w) in signals.iter().zip(&all[1..]) {
        println!("  {signal:?} {w:+.3}");
    }
    all
}

fn main() {
    let examples = examples();
    println!("{} messages, {} folds by template family", examples.len(), scoring::train::FOLDS);
    let code = report("codes", &examples, codes, code_score, ALL_CODE_SIGNALS);
    let link = report("links", &examples, links, link_score, ALL_LINK_SIGNALS);
    if std::env::args().any(|a| a == "--write") {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/extract/weights.rs");
        std::fs::write(&path, scoring::train::weights_source(&code, &link)).expect("write the weights");
        println!("wrote {}", path.display());
    }
}
