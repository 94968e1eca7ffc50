//! Learns the weights of the code signals (`extract::model`) by logistic regression over every
//! candidate of the labelled corpora, reports what they score on template families they were not
//! trained on (five folds, whole families held out) beside the weights in use, and with `--write`
//! writes the weights trained on everything to `src/extract/code_weights.rs`:
//! `cargo run --release -p postern-mail --example train_codes [-- --write]`.

#[path = "../tests/scoring/mod.rs"]
mod scoring;

use postern_mail::extract::model::{ALL_CODE_SIGNALS, CodeSignals, code_score};
use scoring::train::{Example, evaluate, examples, fold_weights, logistic, rows, train};

fn main() {
    let examples = examples();
    println!(
        "{} messages, {} candidates, {} folds by template family",
        examples.len(),
        rows(&examples, None).len(),
        scoring::train::FOLDS
    );
    // Each message is scored by the weights trained without its family's fold.
    let weights = fold_weights(&examples);
    let learned = |e: &Example, s: &CodeSignals| logistic(&weights[e.fold as usize], s);
    let in_use = |_: &Example, s: &CodeSignals| code_score(s);
    for corpus in ["otp", "otp-v2", "otp-real"].iter().map(|c| Some(*c)).chain([None]) {
        let held: Vec<&Example> = examples.iter().filter(|e| corpus.is_none_or(|k| e.corpus == k)).collect();
        let name = corpus.unwrap_or("all");
        println!("{name:>8} learned, held out: {}", evaluate(&held, &learned));
        println!("{name:>8} weights in use:    {}", evaluate(&held, &in_use));
    }
    let mut langs: Vec<&str> = examples.iter().map(|e| e.lang.as_str()).collect();
    langs.sort_unstable();
    langs.dedup();
    let by_lang: Vec<String> = langs
        .iter()
        .map(|lang| {
            let held: Vec<&Example> = examples.iter().filter(|e| e.lang == *lang).collect();
            format!("{lang} {:.0}%", 100.0 * evaluate(&held, &learned).accuracy.value())
        })
        .collect();
    println!("learned, held out, otp by language: {}", by_lang.join(", "));
    let all = train(&rows(&examples, None));
    println!("weights trained on everything (bias first):");
    println!("  bias {:+.3}", all[0]);
    for (signal, w) in ALL_CODE_SIGNALS.iter().zip(&all[1..]) {
        println!("  {signal:?} {w:+.3}");
    }
    if std::env::args().any(|a| a == "--write") {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/extract/code_weights.rs");
        std::fs::write(&path, scoring::train::weights_source(&all)).expect("write the weights");
        println!("wrote {}", path.display());
    }
}
