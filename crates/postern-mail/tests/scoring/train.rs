//! Learning the weights of the code and link signals (`extract::model`): logistic regression over
//! every candidate of the labelled corpora, with whole template families held out to measure it.
//! Shared by the corpus test and `examples/train_extractor.rs`.
#![allow(dead_code)]
// Matrix arithmetic reads best with indices.
#![allow(clippy::needless_range_loop)]

use super::{ADVERSARIAL, Calibration, Labelled, Rate, code_matches, held_out_family, load};
use postern_mail::extract::model::{CodeSignals, LinkSignals};
use std::collections::BTreeMap;

pub const FOLDS: u64 = 5;
/// Blocks of the calibration hold at least this many messages: a rate read off one or two says
/// little, and a block of two with one right would put a coin toss at the threshold.
const MIN_BLOCK: f64 = 3.0;

/// The candidates of one kind (codes or links) of a message: whether the message has a labelled
/// one, and each candidate's signals and whether it is the labelled one.
pub struct Candidates<const N: usize> {
    pub labelled: bool,
    pub candidates: Vec<([f64; N], bool)>,
}

/// One message: its family's fold, and its code and link candidates.
pub struct Example {
    pub corpus: String,
    pub file: String,
    pub lang: String,
    pub fold: u64,
    pub codes: Candidates<{ postern_mail::extract::model::CODE_SIGNALS }>,
    pub links: Candidates<{ postern_mail::extract::model::LINK_SIGNALS }>,
}

/// Which candidates of an example a scorer is about.
pub type Part<const N: usize> = fn(&Example) -> &Candidates<N>;

pub fn codes(e: &Example) -> &Candidates<{ postern_mail::extract::model::CODE_SIGNALS }> {
    &e.codes
}

pub fn links(e: &Example) -> &Candidates<{ postern_mail::extract::model::LINK_SIGNALS }> {
    &e.links
}

/// A scorer to learn: its candidates, the L2 penalty on its weights (not the bias), and whether
/// the adversarial corpus teaches it. Penalties and teachers are chosen by the cross-validated
/// figures: the code scorer learns best with a light penalty and from the adversarial corpus,
/// whose mail brings what no template does (references in trips, codes without the word
/// "code"); the link scorer learns nothing there that it lacks, and the corpora of templates
/// score lower when it does.
pub struct Scorer<const N: usize> {
    pub part: Part<N>,
    pub penalty: f64,
    pub learns_from_adversarial: bool,
    /// The message-level signals that shift its calibration (`extract::model::Weights::strata`).
    pub strata: &'static [usize],
}

pub const CODES: Scorer<{ postern_mail::extract::model::CODE_SIGNALS }> = Scorer {
    part: codes,
    penalty: 0.03,
    learns_from_adversarial: true,
    strata: postern_mail::extract::model::CODE_STRATA,
};
pub const LINKS: Scorer<{ postern_mail::extract::model::LINK_SIGNALS }> = Scorer {
    part: links,
    penalty: 0.3,
    learns_from_adversarial: false,
    strata: postern_mail::extract::model::LINK_STRATA,
};

impl<const N: usize> Scorer<N> {
    /// The examples this scorer learns from.
    pub fn teachers<'a>(&self, examples: &'a [Example]) -> Vec<&'a Example> {
        examples.iter().filter(|e| self.learns_from_adversarial || !adversarial(e)).collect()
    }
}

fn fold_of(family: &str) -> u64 {
    family.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)) % FOLDS
}

pub fn example(item: &Labelled) -> Example {
    let input = postern_mail::parse::extractor_input(&item.raw);
    let codes = postern_mail::extract::code_signals(&input.subject, &input.text)
        .into_iter()
        .map(|(value, signals): (String, CodeSignals)| {
            (signals, item.otp.as_deref().is_some_and(|l| code_matches(&value, l)))
        })
        .collect();
    let links = postern_mail::extract::link_signals(&input.subject, &input.text, &input.html, &input.unsubscribe)
        .into_iter()
        .map(|(url, signals): (String, LinkSignals)| (signals, item.links.contains(&url)))
        .collect();
    Example {
        corpus: item.corpus.clone(),
        file: item.file.clone(),
        lang: item.lang.clone(),
        fold: fold_of(&item.family),
        codes: Candidates { labelled: item.otp.is_some(), candidates: codes },
        links: Candidates { labelled: !item.links.is_empty(), candidates: links },
    }
}

pub fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

/// Bias and weights, by Newton's method on the L2-penalised log loss.
pub fn train<const N: usize>(rows: &[([f64; N], bool)], penalty: f64) -> Vec<f64> {
    regression(rows, penalty)
}

fn regression<const N: usize>(rows: &[([f64; N], bool)], penalty: f64) -> Vec<f64> {
    let n = N + 1;
    let mut w = vec![0.0; n];
    let x = |s: &[f64; N], j: usize| if j == 0 { 1.0 } else { s[j - 1] };
    for _ in 0..25 {
        let mut gradient = vec![0.0; n];
        let mut hessian = vec![vec![0.0; n]; n];
        for (s, y) in rows {
            let p = sigmoid((0..n).map(|j| w[j] * x(s, j)).sum());
            let r = p - f64::from(u8::from(*y));
            for j in 0..n {
                gradient[j] += r * x(s, j);
                for k in 0..n {
                    hessian[j][k] += p * (1.0 - p) * x(s, j) * x(s, k);
                }
            }
        }
        for j in 1..n {
            gradient[j] += penalty * w[j];
            hessian[j][j] += penalty;
        }
        hessian[0][0] += 1e-9;
        let step = solve(hessian, gradient);
        for j in 0..n {
            w[j] -= step[j];
        }
    }
    w
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting.
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Vec<f64> {
    let n = b.len();
    for col in 0..n {
        let pivot = (col..n).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs())).unwrap();
        a.swap(col, pivot);
        b.swap(col, pivot);
        for row in col + 1..n {
            let f = a[row][col] / a[col][col];
            for k in col..n {
                a[row][k] -= f * a[col][k];
            }
            b[row] -= f * b[col];
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        x[row] = (b[row] - (row + 1..n).map(|k| a[row][k] * x[k]).sum::<f64>()) / a[row][row];
    }
    x
}

/// What a scorer achieves on some messages.
#[derive(Default)]
pub struct Figures {
    pub accuracy: Rate,
    /// Messages without a labelled one left without one.
    pub none_kept: Rate,
    /// Of the answers returned.
    pub calibration: Calibration,
}

impl std::fmt::Display for Figures {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (confident, reach) = self.calibration.at_or_above(0.9);
        write!(
            f,
            "accuracy {}, none kept {}, ECE {:.3}, right at >= 0.9 {confident}, right reaching 0.9 {reach}",
            self.accuracy,
            self.none_kept,
            self.calibration.ece()
        )
    }
}

/// The answer of `score` for the `part` of one example: its best candidate (the earliest among
/// equals) with its confidence and whether it is the labelled one, when it is above 0.5; and
/// whether that answer (or no answer) is right.
pub fn answer<const N: usize>(
    e: &Example,
    part: Part<N>,
    score: &dyn Fn(&Example, &[f64; N]) -> f64,
) -> (Option<(f64, bool)>, bool) {
    let c = part(e);
    let best = c.candidates.iter().map(|(s, right)| (score(e, s), *right)).fold(
        None,
        |best: Option<(f64, bool)>, c| match best {
            Some(b) if b.0 >= c.0 => Some(b),
            _ => Some(c),
        },
    );
    let returned = best.filter(|(p, _)| *p > 0.5);
    (returned, returned.map_or(!c.labelled, |(_, right)| right))
}

/// Accuracy, mail without a labelled one left without one, and calibration of `score` (a
/// confidence in 0–1 of a candidate of a message) on the `part` of `examples`; an answer is
/// returned above 0.5.
pub fn evaluate<const N: usize>(
    examples: &[&Example],
    part: Part<N>,
    score: &dyn Fn(&Example, &[f64; N]) -> f64,
) -> Figures {
    let mut f = Figures::default();
    for e in examples {
        let (returned, right) = answer(e, part, score);
        f.accuracy.add(right);
        if !part(e).labelled {
            f.none_kept.add(returned.is_none());
        }
        if let Some((p, right)) = returned {
            f.calibration.add(p, right);
        }
    }
    f
}

/// Messages whose code and link answers are both right, in all and per language, each message
/// scored by the models of its fold (which did not see it).
pub fn exact(
    examples: &[&Example],
    codes_by_fold: &[Model],
    links_by_fold: &[Model],
) -> (Rate, BTreeMap<String, Rate>) {
    let mut all = Rate::default();
    let mut by_lang: BTreeMap<String, Rate> = BTreeMap::new();
    for e in examples {
        let fold = e.fold as usize;
        let (_, code) = answer(e, codes, &|_, s| codes_by_fold[fold].score(s));
        let (_, link) = answer(e, links, &|_, s| links_by_fold[fold].score(s));
        all.add(code && link);
        by_lang.entry(e.lang.clone()).or_default().add(code && link);
    }
    (all, by_lang)
}

/// The bias plus the weighted signals.
pub fn sum(w: &[f64], s: &[f64]) -> f64 {
    w[0] + s.iter().zip(&w[1..]).map(|(x, w)| x * w).sum::<f64>()
}

/// Weights and the calibration of the best candidate (`extract::model::Weights`).
pub struct Model {
    /// Bias first.
    pub w: Vec<f64>,
    pub strata: &'static [usize],
    /// Added to the sum before calibration, per stratum.
    pub offsets: Vec<f64>,
    pub calibration: Vec<(f64, f64)>,
}

impl Model {
    pub fn score(&self, s: &[f64]) -> f64 {
        let offset = self.offsets[postern_mail::extract::model::stratum(self.strata, s)];
        postern_mail::extract::model::calibrated(&self.calibration, sum(&self.w, s) + offset)
    }
}

/// A message's best candidate as calibration sees it: the message's fold, the stratum, the
/// candidate's sum under the weights of its own fold (which did not see it), and whether it is
/// the labelled one.
type Point = (u64, usize, f64, bool);

/// The [`Point`] of each example with candidates.
fn best_sums<const N: usize>(
    examples: &[&Example],
    part: Part<N>,
    per_fold: &[Vec<f64>],
    strata: &[usize],
) -> Vec<Point> {
    examples
        .iter()
        .filter_map(|e| {
            let w = &per_fold[e.fold as usize];
            let best = part(e).candidates.iter().map(|(s, right)| (sum(w, s), *right, s)).fold(
                None,
                |best: Option<(f64, bool, &[f64; N])>, c| match best {
                    Some(b) if b.0 >= c.0 => Some(b),
                    _ => Some(c),
                },
            )?;
            Some((e.fold, postern_mail::extract::model::stratum(strata, best.2), best.0, best.1))
        })
        .collect()
}

/// The offset of each stratum and the calibration of the shifted sums, from the points outside
/// `fold`. The offsets come from a logistic regression of rightness on the sum and the stratum
/// over the best candidates, divided by the sum's own weight: what the stratum is worth in
/// units of the sum.
fn calibrate_strata(points: &[Point], fold: Option<u64>, strata: &[usize]) -> (Vec<f64>, Vec<(f64, f64)>) {
    let count = 1usize << strata.len();
    let offsets = if count == 1 {
        vec![0.0]
    } else {
        assert_eq!(count, 4, "the offsets' regression is written for two signals");
        let rows: Vec<([f64; 5], bool)> = points
            .iter()
            .filter(|p| Some(p.0) != fold)
            .map(|&(_, stratum, z, right)| {
                let mut x = [0.0; 5];
                x[0] = z;
                x[1 + stratum] = 1.0;
                (x, right)
            })
            .collect();
        let w = train(&rows, OFFSET_PENALTY);
        (0..count).map(|g| (w[2 + g] - w[2]) / w[1]).collect()
    };
    let shifted: Vec<(u64, f64, bool)> =
        points.iter().map(|&(f, stratum, z, right)| (f, z + offsets[stratum], right)).collect();
    (offsets, calibrate(&shifted, fold))
}

/// The L2 penalty of the strata's regression: light, as there are few weights and many messages.
const OFFSET_PENALTY: f64 = 0.1;

/// Points `(sum, confidence)` through which the chance that a best candidate of that sum is
/// right rises: isotonic regression (pooling adjacent violators) of rightness on the sum. Each
/// pooled block is flat from its lowest sum to its highest at its share right; between blocks the
/// line runs straight.
fn calibrate(points: &[(u64, f64, bool)], fold: Option<u64>) -> Vec<(f64, f64)> {
    let mut sorted: Vec<(f64, f64)> = points
        .iter()
        .filter(|(f, ..)| Some(*f) != fold)
        .map(|(_, z, right)| (*z, f64::from(u8::from(*right))))
        .collect();
    sorted.sort_by(|a, b| a.0.total_cmp(&b.0));
    // Blocks of (lowest sum, highest sum, sum of rightness, count).
    let mut blocks: Vec<(f64, f64, f64, f64)> = Vec::new();
    for (z, y) in sorted {
        blocks.push((z, z, y, 1.0));
        while blocks.len() >= 2 {
            let (b, a) = (blocks[blocks.len() - 1], blocks[blocks.len() - 2]);
            if a.2 / a.3 < b.2 / b.3 {
                break;
            }
            blocks.pop();
            let last = blocks.len() - 1;
            blocks[last] = (a.0, b.1, a.2 + b.2, a.3 + b.3);
        }
    }
    // Blocks of fewer than MIN_BLOCK points join the neighbour whose rate is closer (which
    // keeps the rates rising).
    while let Some(i) = blocks.iter().position(|b| b.3 < MIN_BLOCK) {
        if blocks.len() < 2 {
            break;
        }
        let rate = |b: &(f64, f64, f64, f64)| b.2 / b.3;
        let j = match (i.checked_sub(1), blocks.get(i + 1)) {
            (Some(p), Some(n)) => {
                if (rate(&blocks[p]) - rate(&blocks[i])).abs() <= (rate(n) - rate(&blocks[i])).abs() {
                    p
                } else {
                    i + 1
                }
            }
            (Some(p), None) => p,
            _ => i + 1,
        };
        let (a, b) = (i.min(j), i.max(j));
        let (x, y) = (blocks[a], blocks[b]);
        blocks[a] = (x.0, y.1, x.2 + y.2, x.3 + y.3);
        blocks.remove(b);
    }
    let mut line = Vec::new();
    for (low, high, right, n) in blocks {
        line.push((low, right / n));
        if high > low {
            line.push((high, right / n));
        }
    }
    line
}

/// The models each fold is scored with (weights and calibration that never saw it), and the
/// model trained on everything (the one in use).
pub fn models<const N: usize>(examples: &[Example], scorer: &Scorer<N>) -> (Vec<Model>, Model) {
    let examples = scorer.teachers(examples);
    let (part, penalty) = (scorer.part, scorer.penalty);
    let per_fold: Vec<Vec<f64>> = (0..FOLDS).map(|fold| train(&rows(&examples, part, Some(fold)), penalty)).collect();
    let strata = scorer.strata;
    let points = best_sums(&examples, part, &per_fold, strata);
    let folds = per_fold
        .iter()
        .enumerate()
        .map(|(fold, w)| {
            let (offsets, calibration) = calibrate_strata(&points, Some(fold as u64), strata);
            Model { w: w.clone(), strata, offsets, calibration }
        })
        .collect();
    let (offsets, calibration) = calibrate_strata(&points, None, strata);
    let all = Model { w: train(&rows(&examples, part, None), penalty), strata, offsets, calibration };
    (folds, all)
}

/// Whether an example is of the adversarial corpus (written to break the extractor), not of the
/// corpora of templates.
pub fn adversarial(e: &Example) -> bool {
    ADVERSARIAL.contains(&e.corpus.as_str())
}

/// Every message of the three corpora and of the adversarial corpus outside its hold-out, as a
/// training example.
pub fn examples() -> Vec<Example> {
    let adversarial = ADVERSARIAL.iter().flat_map(|c| load(c)).filter(|item| !held_out_family(&item.family));
    ["otp", "otp-v2", "otp-real"].iter().flat_map(|c| load(c)).chain(adversarial).map(|item| example(&item)).collect()
}

/// Candidates with their labels, of the examples outside `fold` (all of them for `None`).
pub fn rows<const N: usize>(examples: &[&Example], part: Part<N>, fold: Option<u64>) -> Vec<([f64; N], bool)> {
    examples.iter().filter(|e| Some(e.fold) != fold).flat_map(|e| part(e).candidates.iter().copied()).collect()
}

/// The Rust source of `src/extract/weights.rs` for these code and link models. Printed with
/// `{:?}`, which gives the shortest text that reads back as the same `f64`.
pub fn weights_source(code: &Model, link: &Model) -> String {
    let mut out = String::from(
        "// Written by `cargo run --release -p postern-mail --example train_extractor -- --write`:\n// the weights of the code and link signals trained on every labelled corpus. Do not edit\n// by hand.\n\nuse super::model::{CODE_SIGNALS, LINK_SIGNALS, Weights};\n",
    );
    for (name, count, m) in [("CODE", "CODE_SIGNALS", code), ("LINK", "LINK_SIGNALS", link)] {
        out.push_str(&format!("\npub(super) const {name}: Weights<{count}> = Weights {{\n"));
        out.push_str(&format!("    bias: {:?},\n    signals: [\n", m.w[0]));
        for x in &m.w[1..] {
            out.push_str(&format!("        {x:?},\n"));
        }
        out.push_str(&format!("    ],\n    strata: super::model::{name}_STRATA,\n    offsets: &{:?},\n", m.offsets));
        out.push_str("    calibration: &[\n");
        for (z, p) in &m.calibration {
            out.push_str(&format!("        ({z:?}, {p:?}),\n"));
        }
        out.push_str("    ],\n};\n");
    }
    out
}
