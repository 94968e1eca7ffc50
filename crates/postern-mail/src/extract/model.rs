//! The weights that turn the evidence about a code candidate into its score.

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
}

/// How many [`CodeSignal`]s there are.
pub const CODE_SIGNALS: usize = 13;

/// Every signal, in the order of [`CodeSignals`].
pub const ALL_CODE_SIGNALS: [CodeSignal; CODE_SIGNALS] = [
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
];

/// The score of a candidate with no signal.
const CODE_BIAS: f64 = 0.3;

/// What each signal adds to the score (hand-set; see docs/EXTRACTION.md).
const CODE_WEIGHTS: CodeSignals = [-0.15, 0.45, 0.1, 0.35, 0.15, 0.1, 0.05, -0.6, -0.6, -0.3, -0.3, -0.2, 0.1];

/// The score of a candidate with these signals, unrounded.
pub fn code_score(signals: &CodeSignals) -> f64 {
    CODE_BIAS + signals.iter().zip(CODE_WEIGHTS).map(|(x, w)| x * w).sum::<f64>()
}
