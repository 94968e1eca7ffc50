//! Every figure of the extraction bar on each labelled corpus in `tests/corpus` (or those named),
//! and every message the extractor gets wrong: `cargo run --release -p postern-mail --example
//! corpus_report [otp otp-v2 otp-real otp-adv/en …]`; given message files (`….eml`), their candidates and the
//! evidence behind each.

#[path = "../tests/scoring/mod.rs"]
mod scoring;

use scoring::{Prediction, Report, load};

fn main() {
    let named: Vec<String> = std::env::args().skip(1).collect();
    let (files, named): (Vec<String>, Vec<String>) = named.into_iter().partition(|a| a.ends_with(".eml"));
    for file in &files {
        let e = postern_mail::parse(&std::fs::read(file).expect("a message file")).extraction;
        println!("{file}: otp {:?} ({:?}), link {:?} ({:?})", e.otp, e.otp_confidence, e.magic_link, e.link_confidence);
        for c in &e.candidates {
            println!("  {} {:.2} {} [{}]", c.kind, c.score, c.value, c.evidence.join("; "));
        }
    }
    if !files.is_empty() {
        return;
    }
    let corpora = if named.is_empty() {
        ["otp", "otp-v2", "otp-real", "otp-adv/en", "otp-adv/west", "otp-adv/north-east", "otp-adv/asia"]
            .map(String::from)
            .to_vec()
    } else {
        named
    };
    let mut all = Report::default();
    for corpus in &corpora {
        let mut report = Report::default();
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
