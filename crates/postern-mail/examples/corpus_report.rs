//! Every figure of the extraction bar on each labelled corpus in `tests/corpus` (or those named),
//! and every message the extractor gets wrong: `cargo run --release -p postern-mail --example
//! corpus_report [otp otp-v2 otp-real otp-adv/en …]`; given message files (`….eml`), their candidates and the
//! evidence behind each (with `--text`, also the text the extractor reads). With `--strict`, a code
//! must be what a person types (a service prefix left on is wrong), as the hold-outs are scored.

#[path = "../tests/scoring/mod.rs"]
mod scoring;

use scoring::{Prediction, Report, load};

fn main() {
    let mut named: Vec<String> = std::env::args().skip(1).collect();
    let show_text = named.iter().any(|a| a == "--text");
    let strict = named.iter().any(|a| a == "--strict");
    named.retain(|a| a != "--text" && a != "--strict");
    let (files, named): (Vec<String>, Vec<String>) = named.into_iter().partition(|a| a.ends_with(".eml"));
    for file in &files {
        let raw = std::fs::read(file).expect("a message file");
        if show_text {
            let input = postern_mail::parse::extractor_input(&raw);
            println!("{file}: subject {:?}\n{}", input.subject, input.text);
        }
        let e = postern_mail::parse(&raw).extraction;
        println!("{file}: otp {:?} ({:?}), link {:?} ({:?})", e.otp, e.otp_confidence, e.magic_link, e.link_confidence);
        for c in &e.candidates {
            println!("  {} {:.2} {} [{}]", c.kind, c.score, c.value, c.evidence.join("; "));
        }
    }
    if !files.is_empty() {
        return;
    }
    let corpora = if named.is_empty() {
        ["otp", "otp-v2", "otp-real"]
            .into_iter()
            .chain(scoring::ADVERSARIAL)
            .chain(scoring::SEALED)
            .map(String::from)
            .collect()
    } else {
        named
    };
    let mut all = Report { strict, ..Report::default() };
    for corpus in &corpora {
        let mut report = Report { strict, ..Report::default() };
        for item in load(corpus) {
            let p = Prediction::of(&item.raw);
            report.add(&item, &p);
            all.add(&item, &p);
        }
        for wrong in &report.wrong {
            println!("miss {wrong}");
        }
        println!("{corpus}: {report}");
    }
    println!("all: {all}");
}
