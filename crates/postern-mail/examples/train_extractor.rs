//! Learns the weights of the code and link signals (`extract::model`) by logistic regression
//! over every candidate of the labelled corpora, reports what they score on template families they
//! were not trained on (five folds, whole families held out) beside the weights in use, and with
//! `--write` writes the weights trained on everything to `src/extract/weights.rs`:
//! `cargo run --release -p postern-mail --example train_extractor [-- --write]`.

#[path = "../tests/scoring/mod.rs"]
mod scoring;

use postern_mail::extract::model::{ALL_CODE_SIGNALS, ALL_LINK_SIGNALS, code_score, link_score};
use scoring::train::{CODES, Example, LINKS, Model, Scorer, answer, evaluate, exact, examples, models, rows};
use std::fmt::Debug;

/// Held-out and in-use figures of one scorer per corpus and per language, and the weights
/// trained on everything.
fn report<const N: usize, S: Debug>(
    what: &str,
    examples: &[Example],
    scorer: &Scorer<N>,
    in_use: fn(&[f64; N]) -> f64,
    signals: &[S],
) -> (Vec<Model>, Model) {
    let part = scorer.part;
    println!("== {what}: {} candidates", rows(&scorer.teachers(examples), part, None).len());
    // Each message is scored by the weights trained without its family's fold.
    let (folds, all) = models(examples, scorer);
    let learned = |e: &Example, s: &[f64; N]| folds[e.fold as usize].score(s);
    let in_use = |_: &Example, s: &[f64; N]| in_use(s);
    for corpus in ["otp", "otp-v2", "otp-real", "otp-adv", "otp-fresh"].iter().map(|c| Some(*c)).chain([None]) {
        // The adversarial corpora's parts (`otp-adv/en`, …) are reported together.
        let of = |e: &Example, k: &str| e.corpus == k || e.corpus.strip_prefix(k).is_some_and(|r| r.starts_with('/'));
        let held: Vec<&Example> = examples.iter().filter(|e| corpus.is_none_or(|k| of(e, k))).collect();
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
    let all_held: Vec<&Example> = examples.iter().collect();
    let bins: Vec<String> = evaluate(&all_held, part, &learned)
        .calibration
        .bins()
        .iter()
        .map(|(from, mean, right, n)| format!("{from:.1}: {mean:.2} vs {right:.2} ({n})"))
        .collect();
    println!("learned, held out, confidence vs right per bin: {}", bins.join(", "));
    if std::env::args().any(|a| a == "--misses") {
        for e in examples {
            let (returned, right) = answer(e, part, &learned);
            if !right {
                let c = part(e);
                let best = returned.map_or(0.0, |b| b.0);
                let labelled =
                    c.candidates.iter().filter(|(_, right)| *right).map(|(s, _)| learned(e, s)).reduce(f64::max);
                let labelled = labelled.map_or("not a candidate".to_string(), |p| format!("{p:.2}"));
                println!("  held-out miss {}/{} best {best:.2}, labelled {}: {labelled}", e.corpus, e.file, c.labelled);
            }
        }
    }
    println!("weights trained on everything (bias first), calibration {:.3?}:", all.calibration);
    println!("  bias {:+.3}", all.w[0]);
    for (signal, w) in signals.iter().zip(&all.w[1..]) {
        println!("  {signal:?} {w:+.3}");
    }
    (folds, all)
}

fn main() {
    let examples = examples();
    println!("{} messages, {} folds by template family", examples.len(), scoring::train::FOLDS);
    let (code_folds, code) = report("codes", &examples, &CODES, code_score, ALL_CODE_SIGNALS);
    let (link_folds, link) = report("links", &examples, &LINKS, link_score, ALL_LINK_SIGNALS);
    let (all, by_lang) = exact(&examples.iter().collect::<Vec<_>>(), &code_folds, &link_folds);
    let by_lang: Vec<String> = by_lang.iter().map(|(l, r)| format!("{l} {:.1}%", 100.0 * r.value())).collect();
    println!("== exact (code and link right), held out: {all}; by language: {}", by_lang.join(", "));
    if std::env::args().any(|a| a == "--write") {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/extract/weights.rs");
        std::fs::write(&path, scoring::train::weights_source(&code, &link)).expect("write the weights");
        println!("wrote {}", path.display());
    }
}
