//! Every figure of the extraction bar on each labelled corpus in `tests/corpus` (or those named),
//! and every message the extractor gets wrong: `cargo run --release -p postern-mail --example
//! corpus_report [otp otp-v2 otp-real]`.

#[path = "../tests/scoring/mod.rs"]
mod scoring;

use scoring::{Prediction, Report, load};

fn main() {
    let named: Vec<String> = std::env::args().skip(1).collect();
    let corpora = if named.is_empty() { vec!["otp".into(), "otp-v2".into(), "otp-real".into()] } else { named };
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
