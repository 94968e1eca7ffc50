//! The learned scorers: the evidence about a code or link candidate, and the weights that turn
//! it into the candidate's score (`weights.rs`, written by `examples/train_extractor.rs`).

use super::weights::{CODE, LINK};

/// The learned weights of one scorer: a logistic regression over its signals, and the
/// calibration that turns the regression's sum for a message's best candidate into a confidence.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights<const N: usize> {
    pub bias: f64,
    pub signals: [f64; N],
    /// The signals of the whole message that shift the calibration (`CODE_STRATA`).
    pub strata: &'static [usize],
    /// Added to the sum before calibration, per stratum ([`stratum`]): learned by a regression
    /// over each message's best candidate.
    pub offsets: &'static [f64],
    /// Points `(sum, confidence)`, sums rising, confidences never falling: the confidence of a
    /// candidate is read off the line through them (flat beyond the ends). Fitted by isotonic
    /// regression on the best candidate of each message scored by weights that did not see it:
    /// the regression is fitted on every candidate, and the best of a message is not an average
    /// candidate.
    pub calibration: &'static [(f64, f64)],
}

impl<const N: usize> Weights<N> {
    /// The bias plus the weighted signals.
    pub fn sum(&self, signals: &[f64; N]) -> f64 {
        self.bias + signals.iter().zip(&self.signals).map(|(x, w)| x * w).sum::<f64>()
    }

    /// The calibrated confidence of a candidate with these signals.
    pub fn score(&self, signals: &[f64; N]) -> f64 {
        calibrated(self.calibration, self.sum(signals) + self.offsets[stratum(self.strata, signals)])
    }
}

/// Which offset a candidate's sum takes before calibration: bit `i` holds when the signal
/// `strata[i]` does.
pub fn stratum(strata: &[usize], signals: &[f64]) -> usize {
    strata.iter().enumerate().filter(|(_, s)| signals[**s] > 0.0).map(|(i, _)| 1 << i).sum()
}

/// The message-level signals that shift the code scorer's calibration. Whether a message gives
/// a validity of minutes and whether its subject speaks of a code say much of whether the mail
/// sends a code at all, and nothing of which of its candidates it is: a regression over
/// candidates barely learns them (every candidate of a message shares them), one over each
/// message's best can.
pub const CODE_STRATA: &[usize] = &[CodeSignal::ShortLived as usize, CodeSignal::AboutCode as usize];
/// The link scorer's calibration is not shifted.
pub const LINK_STRATA: &[usize] = &[];

/// The highest confidence given: a learned scorer is never certain, and `min_confidence=1.0`
/// must stay a wait that nothing satisfies.
pub const MAX_CONFIDENCE: f64 = 0.99;

/// The confidence at `z` on the line through `points` (sorted by their first member), at most
/// [`MAX_CONFIDENCE`].
pub fn calibrated(points: &[(f64, f64)], z: f64) -> f64 {
    let after = points.partition_point(|(x, _)| *x < z);
    let p = match (after.checked_sub(1).map(|i| points[i]), points.get(after).copied()) {
        (Some((x0, y0)), Some((x1, y1))) if x1 > x0 => y0 + (y1 - y0) * (z - x0) / (x1 - x0),
        (_, Some((_, y))) | (Some((_, y)), None) => y,
        (None, None) => 1.0 / (1.0 + (-z).exp()),
    };
    p.min(MAX_CONFIDENCE)
}

/// The confidence of the best of two candidates scored `best` and `second` (each on its own)
/// when only one of them can be the answer: the odds of the first being right and the second
/// wrong against the reverse. A runner-up that scores low changes little (0.99 against 0.07
/// stays 0.99); two that score alike are a coin toss (0.99 against 0.99 is 0.5), which a
/// confidence on its own would hide. `margin` is how far the regression's sum of the best is
/// above the second's: where calibration gives both the highest confidence, the regression still
/// tells them apart (the mail says which of two codes to type), and its own odds of one against
/// the other, `1 / (1 + e^-margin)`, are taken when higher.
pub fn one_of_two(best: f64, second: f64, margin: f64) -> f64 {
    let (right, reverse) = (best * (1.0 - second), second * (1.0 - best));
    let calibrated = if right + reverse <= 0.0 { best } else { right / (right + reverse) };
    let regression = 1.0 / (1.0 + (-margin).exp());
    calibrated.max(regression).min(best)
}

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
    /// The value of a label that names no code (`Request ID: 491349`).
    OtherLabel,
    /// Right after a colon, with a keyword earlier on the line ("Enter this code to activate
    /// your account: 482913").
    AfterColon,
    /// Right after a verb that asks to enter or use it ("Enter 1776 to confirm").
    EnterBefore,
    /// Alone on its line but for marks around it (`>> 482913 <<`, `[ 482913 ]`, `** 4829 **`).
    Decorated,
    /// Upper-case letters only (`TPAHHY`).
    LettersOnly,
    /// Letters that read like a word (a third or more vowels).
    WordLike,
    /// Words joined by hyphens or spaces (`willow-pepper-harbor`).
    Passphrase,
    /// The message speaks of a meeting or a call.
    Meeting,
    /// The subject says the message is a reply (`Re:`).
    Reply,
    /// A decoy word in the two lines above ("Gift card number: …" above "PIN: 5544").
    DecoyAbove,
    /// Words of an action or a login (not a code keyword) in the 40 bytes after it ("Use 014320
    /// to reset your password").
    ActionAfter,
    /// A decoy word touches the keyword: the keyword names another kind of code
    /// ("Gutscheincode", "promo code", "Kod rezerwacji").
    DecoyKeyword,
    /// A card or account number (twelve digits or more) in the two lines above: the PIN of a
    /// card.
    CardAbove,
    /// The subject says a code did not arrive or does not work (a support conversation).
    CodeProblem,
    /// Somewhere in the message the same value has a decoy or advice word nearer than any
    /// keyword, or a decoy word just before it.
    DecoyElsewhere,
    /// The keyword and the value make a sentence: a verb that states the value stands between
    /// them ("code is 482913", "Code lautet 482913", "验证码是 482913").
    Stated,
    /// One of several keyworded values, and the one a sentence asking to type a code names (by
    /// its value or by a word only its label has).
    Chosen,
    /// Another value is the one the mail says to type ([`CodeSignal::Chosen`]).
    OtherChosen,
    /// Words joined by spaces that run on into more words on their line: perhaps the start of
    /// a wrapped sentence ("new email from the sign-in page").
    RunsOn,
    /// A word stating what the value is just before it, and a keyword earlier in the same
    /// sentence, perhaps on the line above ("OTP for transaction of INR 12,450.00 … is 730164").
    StatedInSentence,
    /// The message speaks of a trip or a reservation, whose references look like codes.
    Booking,
    /// Capitals that the message also writes as a word in lower case (a heading: `STROOM`).
    SeenAsWord,
    /// Letters in a message about a trip or a reservation: a booking reference (`K7XQ2M`).
    BookingLetters,
    /// A place to type it just after ("… into the box on the sign-up page", "… in the app").
    PlaceAfter,
    /// Its line or the lines just above keep it for later ("Use 920355 then, not now", "NON
    /// inserirlo ora"): of several codes, not the one to type now.
    ForLater,
    /// A word and a number whose word reads like one (`TAKE15`, `FRIEND25`): a promotion's
    /// code.
    PromoShape,
    /// The message gives something a validity of minutes ("expires in 10 minutes"), as one-time
    /// codes have.
    ShortLived,
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
    CodeSignal::OtherLabel,
    CodeSignal::AfterColon,
    CodeSignal::EnterBefore,
    CodeSignal::Decorated,
    CodeSignal::LettersOnly,
    CodeSignal::WordLike,
    CodeSignal::Passphrase,
    CodeSignal::Meeting,
    CodeSignal::Reply,
    CodeSignal::DecoyAbove,
    CodeSignal::ActionAfter,
    CodeSignal::DecoyKeyword,
    CodeSignal::CardAbove,
    CodeSignal::CodeProblem,
    CodeSignal::DecoyElsewhere,
    CodeSignal::Stated,
    CodeSignal::Chosen,
    CodeSignal::OtherChosen,
    CodeSignal::RunsOn,
    CodeSignal::StatedInSentence,
    CodeSignal::Booking,
    CodeSignal::SeenAsWord,
    CodeSignal::BookingLetters,
    CodeSignal::PlaceAfter,
    CodeSignal::ForLater,
    CodeSignal::PromoShape,
    CodeSignal::ShortLived,
];

/// The confidence that a candidate with these signals is the message's code, with the weights
/// learned from the labelled corpora.
pub fn code_score(signals: &CodeSignals) -> f64 {
    CODE.score(signals)
}

/// The code weights in use.
pub fn code_weights() -> &'static Weights<CODE_SIGNALS> {
    &CODE
}

/// What is known of one link candidate: one entry per [`LinkSignal`], 1 when it holds.
pub type LinkSignals = [f64; LINK_SIGNALS];

/// The evidence a link candidate's score rests on: its URL, its anchor (the link text, or for a
/// bare URL the text before it on its line or the line above), the text before it, and the
/// message around it. None names a sender, a brand or a template.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkSignal {
    /// The URL names an action that completes a flow (verify, confirm, activate, reset, magic,
    /// callback, approve, unlock, invite, …).
    UrlAction,
    /// The URL names a login page.
    UrlLogin,
    /// A path or query part of 16 or more token characters.
    UrlToken,
    /// A query parameter that carries a secret (`token=`, `key=`, `code=`, `sig=`, …).
    UrlTokenParam,
    /// The URL is of a footer page: unsubscribe, preferences, privacy, terms, help, support,
    /// the web version.
    UrlFooter,
    /// The URL leads elsewhere: a social network, an app store, an image.
    UrlElsewhere,
    /// The URL is of account settings, the profile, security or activity pages.
    UrlSettings,
    /// The URL refuses or reports (not me, deny, report, lock, remove, cancel).
    UrlRefuse,
    /// The URL tracks a parcel or shows an order, an invoice or a receipt.
    UrlParcel,
    /// The URL is a click-tracking or rewriting redirect, which hides where it leads.
    UrlRedirect,
    /// The URL has no path and no query: a home page.
    UrlRoot,
    /// The anchor names an action (verify, confirm, reset, approve, "it was me", … in 17
    /// languages).
    TextAction,
    /// The anchor says sign in, log in or continue.
    TextLogin,
    /// The anchor names a footer page (unsubscribe, privacy, help, contact, …).
    TextFooter,
    /// The anchor refuses, reports or secures (not me, secure your account, change password,
    /// review activity).
    TextRefuse,
    /// The anchor speaks of a parcel, an order, a booking, an invoice or a receipt.
    TextParcel,
    /// The anchor says view or manage (a page to look at, not an action).
    TextView,
    /// The anchor text is a URL (a link printed for copying).
    TextIsUrl,
    /// An HTML link without text (an image).
    TextEmpty,
    /// The text before says to click, tap, or copy the link below.
    ContextAction,
    /// The text before speaks of a request the reader did not make ("if this wasn't you"), or
    /// says nothing needs doing, nearer to the link than any [`LinkSignal::ContextAction`] words.
    ContextRefuse,
    /// The text before names an action (verify, confirm, reset, …).
    ContextAsks,
    /// The text before speaks of a link.
    ContextLink,
    /// In an HTML `<a href>` of a message with five links or more (most of which are not the
    /// action).
    AnchorAmongMany,
    /// Drawn as a button (a background, padding or rounded border on the link or its cell).
    Button,
    /// Only in an HTML attribute other than a link's (an image source, a VML shape).
    Attribute,
    /// Only in the text part of a message that has an HTML part.
    TextOnly,
    /// The same URL is there twice in the HTML or twice in the text (a button and its printed
    /// copy).
    Repeated,
    /// In the `List-Unsubscribe` header.
    Unsubscribe,
    /// The subject speaks of an action, a login or a link.
    SubjectAction,
    /// The subject reports something that happened (a change, a new sign-in, an alert).
    SubjectNotice,
    /// A code keyword introduces a code in the message ("code: 482913").
    HasCode,
    /// A login URL or text, and a token in the URL.
    LoginWithToken,
    /// The first link with text that does not name a footer page: of the HTML, or of the text
    /// when there is no HTML.
    FirstWithText,
    /// The first link drawn as a button.
    FirstButton,
    /// The text before speaks of a request not made, in a message that gives a code: the link
    /// is the way out for someone else ("Not you? Reset your password"), not the way in.
    RefuseWithCode,
    /// The URL leads to a password's reset or change, in a message that gives a code and whose
    /// subject speaks of no password: a sign-in code's way out, not its flow.
    ResetBesideCode,
}

/// How many [`LinkSignal`]s there are.
pub const LINK_SIGNALS: usize = ALL_LINK_SIGNALS.len();

/// Every link signal, in the order of [`LinkSignals`] (their discriminants).
pub const ALL_LINK_SIGNALS: &[LinkSignal] = &[
    LinkSignal::UrlAction,
    LinkSignal::UrlLogin,
    LinkSignal::UrlToken,
    LinkSignal::UrlTokenParam,
    LinkSignal::UrlFooter,
    LinkSignal::UrlElsewhere,
    LinkSignal::UrlSettings,
    LinkSignal::UrlRefuse,
    LinkSignal::UrlParcel,
    LinkSignal::UrlRedirect,
    LinkSignal::UrlRoot,
    LinkSignal::TextAction,
    LinkSignal::TextLogin,
    LinkSignal::TextFooter,
    LinkSignal::TextRefuse,
    LinkSignal::TextParcel,
    LinkSignal::TextView,
    LinkSignal::TextIsUrl,
    LinkSignal::TextEmpty,
    LinkSignal::ContextAction,
    LinkSignal::ContextRefuse,
    LinkSignal::ContextAsks,
    LinkSignal::ContextLink,
    LinkSignal::AnchorAmongMany,
    LinkSignal::Button,
    LinkSignal::Attribute,
    LinkSignal::TextOnly,
    LinkSignal::Repeated,
    LinkSignal::Unsubscribe,
    LinkSignal::SubjectAction,
    LinkSignal::SubjectNotice,
    LinkSignal::HasCode,
    LinkSignal::LoginWithToken,
    LinkSignal::FirstWithText,
    LinkSignal::FirstButton,
    LinkSignal::RefuseWithCode,
    LinkSignal::ResetBesideCode,
];

impl LinkSignal {
    /// The signal in words, for a candidate's evidence.
    pub fn describe(self) -> &'static str {
        match self {
            LinkSignal::UrlAction => "an action in the URL",
            LinkSignal::UrlLogin => "a login URL",
            LinkSignal::UrlToken => "a long token in the URL",
            LinkSignal::UrlTokenParam => "a secret parameter in the URL",
            LinkSignal::UrlFooter => "a footer page URL",
            LinkSignal::UrlElsewhere => "a social, app store or image URL",
            LinkSignal::UrlSettings => "an account settings URL",
            LinkSignal::UrlRefuse => "a URL that refuses or reports",
            LinkSignal::UrlParcel => "an order or parcel URL",
            LinkSignal::UrlRedirect => "a click-tracking redirect",
            LinkSignal::UrlRoot => "a home page",
            LinkSignal::TextAction => "link text names an action",
            LinkSignal::TextLogin => "link text says sign in or continue",
            LinkSignal::TextFooter => "link text names a footer page",
            LinkSignal::TextRefuse => "link text refuses or secures",
            LinkSignal::TextParcel => "link text speaks of an order or parcel",
            LinkSignal::TextView => "link text says view or manage",
            LinkSignal::TextIsUrl => "link text is the URL",
            LinkSignal::TextEmpty => "a link without text",
            LinkSignal::ContextAction => "the text before says to click or copy it",
            LinkSignal::ContextRefuse => "the text before speaks of a request not made",
            LinkSignal::ContextAsks => "the text before names an action",
            LinkSignal::ContextLink => "the text before speaks of a link",
            LinkSignal::AnchorAmongMany => "one HTML link among many",
            LinkSignal::Button => "a button",
            LinkSignal::Attribute => "only in an HTML attribute",
            LinkSignal::TextOnly => "only in the text part",
            LinkSignal::Repeated => "shown twice",
            LinkSignal::Unsubscribe => "in List-Unsubscribe",
            LinkSignal::SubjectAction => "the subject asks for an action",
            LinkSignal::SubjectNotice => "the subject reports a change",
            LinkSignal::HasCode => "the message speaks of a code",
            LinkSignal::LoginWithToken => "a login link with a token",
            LinkSignal::FirstWithText => "the first link with text",
            LinkSignal::FirstButton => "the first button",
            LinkSignal::RefuseWithCode => "a way out for someone else, in a message that gives a code",
            LinkSignal::ResetBesideCode => "a password's reset beside a code that is not about a password",
        }
    }
}

/// The confidence that a link with these signals is the message's action link.
pub fn link_score(signals: &LinkSignals) -> f64 {
    LINK.score(signals)
}

/// The link weights in use.
pub fn link_weights() -> &'static Weights<LINK_SIGNALS> {
    &LINK
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stratum_has_a_bit_per_signal_that_holds() {
        let mut signals = [0.0; CODE_SIGNALS];
        assert_eq!(stratum(CODE_STRATA, &signals), 0);
        signals[CodeSignal::AboutCode as usize] = 1.0;
        assert_eq!(stratum(CODE_STRATA, &signals), 2);
        signals[CodeSignal::ShortLived as usize] = 1.0;
        assert_eq!(stratum(CODE_STRATA, &signals), 3);
        assert_eq!(CODE.offsets.len(), 1 << CODE_STRATA.len());
        assert_eq!(LINK.offsets.len(), 1 << LINK_STRATA.len());
    }

    #[test]
    fn every_signal_is_listed_once_at_its_own_index() {
        // `signals[signal as usize]` and the trainer's names both rely on it.
        for (i, signal) in ALL_CODE_SIGNALS.iter().enumerate() {
            assert_eq!(*signal as usize, i, "{signal:?}");
        }
        for (i, signal) in ALL_LINK_SIGNALS.iter().enumerate() {
            assert_eq!(*signal as usize, i, "{signal:?}");
        }
    }
}
