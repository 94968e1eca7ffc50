//! The weights that turn the evidence about a code candidate into its score.

use super::code_weights::{CODE_BIAS, CODE_WEIGHTS};

/// What is known of one code candidate: one entry per [`CodeSignal`], 1 when it holds.
pub type CodeSignals = [f64; CODE_SIGNALS];

/// The evidence a code candidate's score rests on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodeSignal {
    /// Letters and digits, not digits only.
    LetterDigit,
    /// A code keyword on the same line (80 characters before or 40 after).
    Keyword,
    /// The keyword introduces this value ("code: 123456", "code is 123456").
    Introduced,
    /// No keyword on the line, but one in the two lines above, and the code (nearly) alone.
    KeywordAbove,
    /// Alone on its line.
    Alone,
    /// In the subject, next to a keyword.
    SubjectKeyword,
    /// Six characters.
    SixChars,
    /// A decoy word (order, booking, promo, …) in the 24 characters before.
    Decoy,
    /// On an address line.
    Address,
    /// The line speaks of a previous, expired or invalid code.
    Stale,
    /// Looks like a year, with no keyword close before.
    Year,
    /// One repeated digit.
    RepeatedDigit,
    /// A subject code that is in the body too.
    AlsoInBody,
    /// The subject speaks of a code.
    AboutCode,
    /// The line speaks of a promotion, a meeting, a booking or another reference.
    DecoyInLine,
    /// The line gives advice or an example.
    Advice,
    /// Digits that run up or down by one.
    Sequence,
    /// A word followed by a number (SAVE10, GIFT2024).
    WordThenNumber,
    /// Letters in lower case.
    Lowercase,
    /// Shown in groups (`482 913`, `482-913`).
    Separated,
    /// Four characters.
    Length4,
    /// Five characters.
    Length5,
    /// Seven characters.
    Length7,
    /// Eight characters.
    Length8,
    /// A decoy word on the line nearer to the candidate than any keyword.
    DecoyNearer,
    /// Advice or an example on the line nearer to the candidate than any keyword.
    AdviceNearer,
    /// In a forwarded message (after its header).
    Forwarded,
}

/// How many [`CodeSignal`]s there are.
pub const CODE_SIGNALS: usize = ALL_CODE_SIGNALS.len();

/// Every signal, in the order of [`CodeSignals`] (their discriminants).
pub const ALL_CODE_SIGNALS: &[CodeSignal] = &[
    CodeSignal::LetterDigit,
    CodeSignal::Keyword,
    CodeSignal::Introduced,
    CodeSignal::KeywordAbove,
    CodeSignal::Alone,
    CodeSignal::SubjectKeyword,
    CodeSignal::SixChars,
    CodeSignal::Decoy,
    CodeSignal::Address,
    CodeSignal::Stale,
    CodeSignal::Year,
    CodeSignal::RepeatedDigit,
    CodeSignal::AlsoInBody,
    CodeSignal::AboutCode,
    CodeSignal::DecoyInLine,
    CodeSignal::Advice,
    CodeSignal::Sequence,
    CodeSignal::WordThenNumber,
    CodeSignal::Lowercase,
    CodeSignal::Separated,
    CodeSignal::Length4,
    CodeSignal::Length5,
    CodeSignal::Length7,
    CodeSignal::Length8,
    CodeSignal::DecoyNearer,
    CodeSignal::AdviceNearer,
    CodeSignal::Forwarded,
];

/// The confidence that a candidate with these signals is the message's code: the logistic
/// function of the weighted signals, with the weights `examples/train_codes.rs` learns from the
/// labelled corpora (`code_weights.rs`).
pub fn code_score(signals: &CodeSignals) -> f64 {
    let z = CODE_BIAS + signals.iter().zip(CODE_WEIGHTS).map(|(x, w)| x * w).sum::<f64>();
    1.0 / (1.0 + (-z).exp())
}

/// The weights in use: the bias and one weight per signal.
pub fn code_weights() -> (f64, CodeSignals) {
    (CODE_BIAS, CODE_WEIGHTS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_signal_is_listed_once_at_its_own_index() {
        // `signals[signal as usize]` and the trainer's names both rely on it.
        for (i, signal) in ALL_CODE_SIGNALS.iter().enumerate() {
            assert_eq!(*signal as usize, i, "{signal:?}");
        }
    }
}
