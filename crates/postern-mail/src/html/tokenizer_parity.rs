//! The tokenizer reads markup as html5ever's tokenizer does, token for token: on every HTML body
//! of the corpora, on tricky markup written to tell tokenizers apart, and on generated input.
//! Both are told to read the same raw text after the same start tags, as the tree builder would.
//! Line breaks are normalized first (html5ever turns `\r` into `\n`; ours leaves it, as white
//! space), and html5ever's NUL tokens in text are dropped (the tree builder drops them).

use super::tokenizer::{self, Next, Sink, Tag};
use html5ever::tendril::StrTendril;
use html5ever::tokenizer::states::RawKind;
use html5ever::tokenizer::{BufferQueue, TagKind, Token, TokenSink, TokenSinkResult, Tokenizer};
use std::cell::RefCell;

#[derive(Debug, PartialEq)]
enum T {
    Text(String),
    Start(String, Vec<(String, String)>, bool),
    End(String),
    Comment(String),
}

fn raw_after(name: &str) -> Next {
    match name {
        "style" | "xmp" | "iframe" | "noembed" | "noframes" | "noscript" => Next::Rawtext,
        "title" | "textarea" => Next::Rcdata,
        "script" => Next::ScriptData,
        "plaintext" => Next::Plaintext,
        _ => Next::Markup,
    }
}

fn push_text(tokens: &mut Vec<T>, text: &str) {
    if let Some(T::Text(last)) = tokens.last_mut() {
        last.push_str(text);
    } else if !text.is_empty() {
        tokens.push(T::Text(text.to_string()));
    }
}

struct Ours(Vec<T>);

impl Sink for Ours {
    fn text(&mut self, text: &str) {
        push_text(&mut self.0, text);
    }
    fn start(&mut self, tag: &Tag<'_>) -> Next {
        let attrs = tag.attrs.iter().map(|a| (a.name.to_string(), a.value().to_string())).collect();
        self.0.push(T::Start(tag.name.to_string(), attrs, tag.self_closing));
        raw_after(&tag.name)
    }
    fn end(&mut self, tag: &Tag<'_>) {
        self.0.push(T::End(tag.name.to_string()));
    }
    fn comment(&mut self, text: &str) {
        self.0.push(T::Comment(text.replace('\0', "\u{FFFD}")));
    }
    fn in_foreign(&self) -> bool {
        false
    }
}

struct Theirs(RefCell<Vec<T>>);

impl TokenSink for Theirs {
    type Handle = ();
    fn process_token(&self, token: Token, _line: u64) -> TokenSinkResult<()> {
        let mut tokens = self.0.borrow_mut();
        match token {
            Token::CharacterTokens(text) => push_text(&mut tokens, &text),
            Token::TagToken(tag) if tag.kind == TagKind::StartTag => {
                let attrs = tag.attrs.iter().map(|a| (a.name.local.to_string(), a.value.to_string())).collect();
                tokens.push(T::Start(tag.name.to_string(), attrs, tag.self_closing));
                return match raw_after(&tag.name) {
                    Next::Markup => TokenSinkResult::Continue,
                    Next::Rawtext => TokenSinkResult::RawData(RawKind::Rawtext),
                    Next::Rcdata => TokenSinkResult::RawData(RawKind::Rcdata),
                    Next::ScriptData => TokenSinkResult::RawData(RawKind::ScriptData),
                    Next::Plaintext => TokenSinkResult::Plaintext,
                };
            }
            Token::TagToken(tag) => tokens.push(T::End(tag.name.to_string())),
            Token::CommentToken(text) => tokens.push(T::Comment(text.to_string())),
            _ => {}
        }
        TokenSinkResult::Continue
    }
}

fn ours(html: &str) -> Vec<T> {
    let mut sink = Ours(Vec::new());
    tokenizer::tokenize(html, &mut sink);
    sink.0
}

fn theirs(html: &str) -> Vec<T> {
    let tokenizer = Tokenizer::new(Theirs(RefCell::new(Vec::new())), Default::default());
    let input = BufferQueue::default();
    input.push_back(StrTendril::from_slice(html));
    let _ = tokenizer.feed(&input);
    tokenizer.end();
    tokenizer.sink.0.into_inner()
}

#[track_caller]
fn same(html: &str) {
    let html = html.replace("\r\n", "\n").replace('\r', "\n");
    let (a, b) = (ours(&html), theirs(&html));
    if a != b {
        let at = a.iter().zip(&b).position(|(x, y)| x != y).unwrap_or(a.len().min(b.len()));
        panic!(
            "tokens differ at {at} for {:?}\n ours:   {:?}\n theirs: {:?}",
            html.chars().take(300).collect::<String>(),
            a.get(at.saturating_sub(1)..(at + 2).min(a.len())),
            b.get(at.saturating_sub(1)..(at + 2).min(b.len())),
        );
    }
}

#[test]
fn markup_that_tells_tokenizers_apart_reads_the_same() {
    for html in [
        "<p class=a CLASS=b id='x' data-x=\"y\" hidden>t</P>",
        "<div style=display:none/>x</div><br/><img src=a alt=\"1 > 2\">",
        "<!-- a --> <!--> b <!---> c <!-- d --!> e <!-- f ---> g <!----> h <!-- <!-- i --> j",
        "<!-- unclosed comment",
        "<!DOCTYPE html PUBLIC \"x>y\"><?xml?><!bogus> </ x> </> <3 < b a<b",
        "&amp;&lt&gt;&nbsp&notit; &notin; &#65;&#x42;&#X43 &#128; &#0; &#xD800; &#1114112; &bogus; & ;",
        "<a href=\"?a=1&copy=2&amp;b=3&notit=4\" title='&quot;x&quot'>",
        "<style>p{}</p></style ><p>a</p><style>x</STYLE>y",
        "<title>a<b>&amp;</title>t<textarea>x</textareax></textarea>",
        "<script>a</script >b<script><!--x</script>c",
        "<script><!-- <script> </script> still --></script>after",
        "<script><!--<script>x</script>--></script>after",
        "<noscript><b>x</b></noscript>y<xmp><b></xmp>",
        "<plaintext><p>all text</p>",
        "<div a=1 a=2 b c= d =e f='g'h>",
        "<div\u{0}a=\"\u{0}\">\u{0}x<!--\u{0}-->",
        "<tag a=\"unclosed>",
        "<p =x a==b>",
        "<![CDATA[x]]>",
        "\u{FEFF}<p>bom</p>",
        "<a<b>c</d e>",
    ] {
        same(html);
    }
}

#[test]
fn every_corpus_body_reads_the_same() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut bodies = 0;
    for dir in ["corpus/otp", "corpus/otp-v2", "corpus/otp-real", "hidden-text/injection", "hidden-text/ordinary"] {
        let Ok(entries) = std::fs::read_dir(root.join(dir)) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            let raw = std::fs::read(&path).expect("corpus file");
            let html = match path.extension().and_then(|e| e.to_str()) {
                Some("html") => String::from_utf8_lossy(&raw).into_owned(),
                Some("eml") => crate::parse(&raw).html,
                _ => continue,
            };
            if !html.is_empty() {
                same(&html);
                bodies += 1;
            }
        }
    }
    assert!(bodies > 700, "{bodies} bodies");
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2000))]
    #[test]
    fn any_markup_reads_the_same(html in "(<|>|/|!|-|=|\"|'|&|;|#|x|[a-c]|[A-C]|[0-9]| |\n|\u{0}|é|<p|<P|</p|<div|<b|</b|<a |<!--|-->|--!>|<!|<?|<!DOCTYPE|<![CDATA[|]]>|<script>|</script|<!--<script>|<style>|</style|<title>|</title|<textarea>|<xmp>|<noscript>|<plaintext>|&amp;|&amp|&lt|&nbsp;|&notin|&not|&#[0-9]{1,8};?|&#x[0-9a-f]{1,7};?| a=| a='| b=\"|/>){0,60}") {
        same(&html);
    }
}
