//! The extractor over the labelled corpora in `tests/corpus` (copies of the shared sets: `otp`,
//! the first dev set; `otp-v2`, 873 template families in 17 languages; `otp-real`, real mail from
//! other projects' test fixtures; `otp-adv`, written here to break it, and `otp-fresh`, written to
//! break it by other hands, each with a hold-out),
//! scored with the corpora's own matching rules (`scoring`).
//! `cargo run -p postern-mail --example corpus_report` prints every figure and every miss.

mod scoring;

use postern_mail::extract::model::Weights;
use postern_mail::extract::model::{code_weights, link_weights};
use scoring::train::{CODES, Example, Figures, LINKS, Model, Scorer, adversarial, evaluate, exact, examples, models};
use scoring::{ADVERSARIAL, Prediction, Report, SEALED, code_matches, held_out_family, load};

/// The floors of `otp-fresh`'s hold-out: otp, link, no code kept, no link kept, codes at ≥ 0.9
/// right. Each is today's figure less one message: a change is decided on the cross-validated
/// figures, and the hold-out then moves by a message either way; a floor catches a fall.
const FRESH_FLOORS: [f64; 5] = [0.93, 0.98, 0.92, 0.99, 0.95];

/// The floors of `otp-fresh`'s sealed batch, in the order of [`FRESH_FLOORS`].
const SEALED_FLOORS: [f64; 5] = [0.95, 0.98, 0.95, 0.98, 0.95];

fn report(corpus: &str) -> Report {
    let mut report = Report::default();
    for item in load(corpus) {
        report.add(&item, &Prediction::of(&item.raw));
    }
    println!("{corpus}: {report}");
    report
}

#[test]
fn the_extractor_clears_the_bar_on_the_first_corpus() {
    let r = report("otp");
    assert!(r.messages >= 150, "the corpus is incomplete");
    assert!(r.otp.value() >= 0.98, "otp accuracy below 98%: {:#?}", r.wrong);
    assert!(r.link.value() >= 0.97, "link accuracy below 97%: {:#?}", r.wrong);
    assert!(r.exact.value() >= 0.96, "exact-match accuracy below 96%: {:#?}", r.wrong);
    assert_eq!(r.no_code_kept.value(), 1.0, "a code was returned for mail that has none: {:#?}", r.wrong);
    let (confident, _) = r.otp_calibration.at_or_above(0.9);
    assert!(confident.value() >= 0.99, "confident codes below 99% right: {confident}");
}

/// Where the extractor stands on mail of senders and templates the hand-written parts were not
/// written against. The floors are today's figures (a ratchet: raise them as it improves); the bar
/// of the extraction issue is above them.
#[test]
fn the_extractor_does_not_fall_back_on_unseen_templates() {
    let v2 = report("otp-v2");
    assert_eq!(v2.messages, 1800, "the corpus is incomplete");
    let real = report("otp-real");
    assert_eq!(real.messages, 60, "the corpus is incomplete");
    let floors = [
        ("otp-v2 exact", v2.exact.value(), 0.98),
        ("otp-v2 otp", v2.otp.value(), 0.98),
        ("otp-v2 link", v2.link.value(), 0.99),
        ("otp-v2 no code kept", v2.no_code_kept.value(), 0.99),
        ("otp-v2 no link kept", v2.no_link_kept.value(), 0.99),
        ("otp-real otp", real.otp.value(), 0.98),
        ("otp-real link", real.link.value(), 0.98),
    ];
    for (what, value, floor) in floors {
        assert!(value >= floor, "{what}: {value:.3} fell below {floor}");
    }
}

/// The hold-outs of the corpora written to break the extractor, scored strictly (a code must be
/// what a person types). The floors are today's figures (a ratchet); the bar of the extraction
/// issue (otp ≥ 99 %, a code on code-less mail ≤ 0.5 %, links ≥ 99 %, answers at ≥ 0.9 right
/// ≥ 99 %) is above them. `otp-fresh` is the honest one: nothing here was shaped with its hold-out
/// in view, while some of `otp-adv`'s signals were.
#[test]
fn the_adversarial_hold_outs_are_measured() {
    // Floors in the order of `above_floors`.
    let corpora = [("otp-adv", 80, [0.97, 0.98, 0.98, 0.99, 0.99]), ("otp-fresh", 90, FRESH_FLOORS)];
    for (corpus, size, floors) in corpora {
        let mut held = Report { strict: true, ..Report::default() };
        let mut trained = Report { strict: true, ..Report::default() };
        let parts = ADVERSARIAL.iter().filter(|part| part.split('/').next() == Some(corpus));
        for item in parts.flat_map(|part| load(part)) {
            let report = if held_out_family(&item.family) { &mut held } else { &mut trained };
            report.add(&item, &Prediction::of(&item.raw));
        }
        println!("{corpus}, decided on: {trained}");
        println!("{corpus}, held out: {held}");
        assert!(held.messages >= size && trained.messages >= 2 * size, "{corpus} is incomplete");
        above_floors(&format!("{corpus} held out"), &held, floors);
    }
}

/// Fails when a figure of `report` is below its floor: otp, link, no code kept, no link kept,
/// codes at ≥ 0.9 right.
fn above_floors(what: &str, report: &Report, floors: [f64; 5]) {
    let (confident, _) = report.otp_calibration.at_or_above(0.9);
    let figures = [
        ("otp", report.otp.value()),
        ("link", report.link.value()),
        ("no code kept", report.no_code_kept.value()),
        ("no link kept", report.no_link_kept.value()),
        ("codes at >= 0.9 right", confident.value()),
    ];
    for ((figure, value), floor) in figures.into_iter().zip(floors) {
        assert!(value >= floor, "{what}, {figure}: {value:.3} fell below {floor}");
    }
}

/// `otp-fresh`'s fourth batch, sealed: nothing learns from it and no rule was made from it, so
/// its figures are what the next sender meets. Strict matching; the floors are its first sight
/// by the extractor it was sealed against (8385e45) less one message.
#[test]
fn the_sealed_batch_is_measured() {
    let mut sealed = Report { strict: true, ..Report::default() };
    for item in SEALED.iter().flat_map(|part| load(part)) {
        sealed.add(&item, &Prediction::of(&item.raw));
    }
    println!("otp-fresh, sealed: {sealed}");
    assert_eq!(sealed.messages, 316, "the sealed batch is incomplete");
    above_floors("otp-fresh sealed", &sealed, SEALED_FLOORS);
}

/// What the models of one scorer score on the families they were not trained on (five folds), on
/// the corpora of templates and on the adversarial corpus's part outside its hold-out, and
/// those models; fails when the weights in use are not those the training gives on everything.
fn held_out<const N: usize>(
    examples: &[Example],
    scorer: &Scorer<N>,
    in_use: &Weights<N>,
) -> (Figures, Figures, Vec<Model>) {
    let (folds, all) = models(examples, scorer);
    let part = scorer.part;
    let score = |e: &Example, s: &[f64; N]| folds[e.fold as usize].score(s);
    let (hard, templates): (Vec<&Example>, Vec<&Example>) = examples.iter().partition(|e| adversarial(e));
    let (f, hard) = (evaluate(&templates, part, &score), evaluate(&hard, part, &score));
    let close = |a: f64, b: f64| (a - b).abs() < 1e-6;
    let trained = all.w.iter().chain(&all.offsets).copied().chain(all.calibration.iter().flat_map(|(z, p)| [*z, *p]));
    let used = [in_use.bias]
        .into_iter()
        .chain(in_use.signals)
        .chain(in_use.offsets.iter().copied())
        .chain(in_use.calibration.iter().flat_map(|(z, p)| [*z, *p]));
    assert!(
        all.calibration.len() == in_use.calibration.len()
            && all.offsets.len() == in_use.offsets.len()
            && trained.zip(used).all(|(a, b)| close(a, b)),
        "src/extract/weights.rs is not what training gives: run `cargo run --release -p postern-mail --example train_extractor -- --write`"
    );
    (f, hard, folds)
}

/// The code and link weights are learned: what they score is measured on template families they
/// were not trained on, and the weights in use are those the training gives on everything.
#[test]
fn learned_weights_hold_on_held_out_families() {
    let examples = examples();
    let (f, hard, code_folds) = held_out(&examples, &CODES, code_weights());
    println!("codes, held out: {f}");
    println!("codes, held out, adversarial: {hard}");
    assert!(f.accuracy.value() >= 0.985, "otp accuracy on held-out families: {}", f.accuracy);
    assert!(f.none_kept.value() >= 0.995, "code-less mail given a code: {}", f.none_kept);
    let ece = f.calibration.ece();
    assert!(ece <= 0.05, "expected calibration error of codes {ece:.3}");
    let (confident, reach) = f.calibration.at_or_above(0.9);
    assert!(confident.value() >= 0.99, "codes at >= 0.9 right: {confident}");
    assert!(reach.value() >= 0.90, "right codes reaching 0.9: {reach}");

    let (f, hard, folds) = held_out(&examples, &LINKS, link_weights());
    println!("links, held out: {f}");
    println!("links, held out, adversarial: {hard}");
    assert!(f.accuracy.value() >= 0.99, "link accuracy on held-out families: {}", f.accuracy);
    assert!(f.none_kept.value() >= 0.99, "link-less mail given a link: {}", f.none_kept);
    let ece = f.calibration.ece();
    assert!(ece <= 0.05, "expected calibration error of links {ece:.3}");
    let (confident, reach) = f.calibration.at_or_above(0.9);
    assert!(confident.value() >= 0.99, "links at >= 0.9 right: {confident}");
    assert!(reach.value() >= 0.80, "right links reaching 0.9: {reach}");
    let real: Vec<&Example> = examples.iter().filter(|e| e.corpus == "otp-real").collect();
    let f = evaluate(&real, LINKS.part, &|e: &Example, s| folds[e.fold as usize].score(s));
    let false_links = f.none_kept.total - f.none_kept.right;
    assert!(false_links <= 1, "otp-real, held out: {false_links} false links");

    let templates: Vec<&Example> = examples.iter().filter(|e| !adversarial(e)).collect();
    let (all, by_lang) = exact(&templates, &code_folds, &folds);
    println!("exact, held out: {all}");
    assert!(all.value() >= 0.98, "code and link both right on held-out families: {all}");
    for (lang, rate) in by_lang {
        assert!(rate.value() >= 0.95, "{lang}: code and link both right on held-out families: {rate}");
    }
}

#[test]
fn prefixed_and_spaced_codes_match_their_label() {
    assert!(code_matches("G-482913", "482913"));
    assert!(code_matches("482 913", "482913"));
    assert!(code_matches("４８２９１３", "482913"));
    assert!(!code_matches("1482913", "482913"));
}
