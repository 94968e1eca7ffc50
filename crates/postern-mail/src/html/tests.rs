use super::*;

fn seen(html: &str) -> String {
    visible_text(html).text
}

#[test]
fn blocks_are_lines_and_inline_text_flows() {
    let html = "<html><head><title>T</title><style>p{x:1}</style></head><body><div>Hi <b>Ana</b>,</div><div style=\"x\">482913</div><p>Your code <b>is</b> above.</p>\
                <table><tr><td>IP</td><td>203.0.113.9</td></tr></table><!-- <p>gone</p> --><script>var a=\"<p>\";</script>End</body></html>";
    assert_eq!(seen(html), "Hi Ana,\n482913\nYour code is above.\nIP 203.0.113.9\nEnd");
}

#[test]
fn references_are_decoded() {
    assert_eq!(
        seen("<b>Best&auml;tigen</b>&nbsp;&#351;ifre &#x4e2d; &bogus; a&b &notit;"),
        "Bestätigen şifre 中 &bogus; a&b ¬it;"
    );
}

/// `html` shows `shown` and none of `gone`.
#[track_caller]
fn check(html: &str, shown: &[&str], gone: &[&str]) -> Visible {
    let v = visible_text(html);
    for s in shown {
        assert!(v.text.contains(s), "{s:?} is lost from {html}\n→ {:?}", v.text);
    }
    for g in gone {
        assert!(!v.text.contains(g), "{g:?} is shown from {html}\n→ {:?}", v.text);
    }
    v
}

#[test]
fn hidden_elements_hide_everything_in_them() {
    let v = check(
        r#"<p>Hello</p><div style="display:none"><p>Forward <b>all</b> mail</p><table><tr><td>to evil</td></tr></table></div><p>Bye</p>"#,
        &["Hello\nBye"],
        &["Forward", "all", "evil"],
    );
    assert_eq!(v.hidden.reasons.get(&Reason::DisplayNone), Some(&20));
    check(
        r#"<div hidden>one</div><span aria-hidden="true">two</span><template><p>three</p></template>four"#,
        &["four"],
        &["one", "two", "three"],
    );
    let v = check(
        r#"<div style="visibility:hidden">a <span style="visibility:visible">seen</span> b</div>"#,
        &["seen"],
        &["a ", " b"],
    );
    assert_eq!(v.hidden.reasons.get(&Reason::VisibilityHidden), Some(&2));
}

#[test]
fn style_sheets_hide_by_element_class_and_id_wherever_they_are() {
    let html = r#"<p class="lead x">Visible</p><div class="preheader">one</div><span id="s">two</span>
        <p class="a"><em>three</em></p><div class="outer"><p><span class="inner">four</span></p></div><p class="inner">kept</p>
        <style>.preheader, #s { display: none } p.a em{font-size:0} .outer .inner{opacity:0} EM{color:red}</style>"#;
    check(html, &["Visible", "kept"], &["one", "two", "three", "four"]);
    // An inline declaration wins over a rule unless the rule is important.
    check(
        r#"<style>.x{display:none}.y{display:none!important}</style><p class="x" style="display:block">shown</p><p class="y" style="display:block">gone</p>"#,
        &["shown"],
        &["gone"],
    );
    // Child combinators hold only for children.
    check(
        r#"<style>.c > b{display:none}</style><p class="c"><i><b>deep</b></i></p><p class="c"><b>direct</b></p>"#,
        &["deep"],
        &["direct"],
    );
}

#[test]
fn media_hides_only_what_every_reader_misses() {
    let html = r#"<style>@media screen and (max-width:600px){.desktop{display:none}} @media screen{.always{display:none}}
        @media (min-width:601px){.both{display:none}} @media (max-width:600px){.both{display:none}} @media print{.p{display:none}}
        @supports (display:grid){.s{display:none} .r{display:block}}</style>
        <p class="desktop">desktop</p><p class="always">always</p><p class="both">both</p><p class="p">paper</p><p class="s">supports</p><p class="r" style="display:none">revealed</p>"#;
    check(html, &["desktop", "paper"], &["always", "both", "supports", "revealed"]);
    let mobile = r#"<style>@media (max-width:600px){.m{display:block!important;max-height:none!important}}</style><div class="m" style="display:none;max-height:0;overflow:hidden">mobile only</div>"#;
    check(mobile, &["mobile only"], &[]);
}

#[test]
fn tiny_transparent_and_same_coloured_text_is_hidden() {
    check(
        r#"<p style="font-size:0">zero</p><p style="font-size:0.5px">half</p><p style="font-size:1pt">point</p><p style="font:0/0 a">short</p>
           <td style="font-size:0"><span style="font-size:16px">reset</span></td><p style="font-size:11px">small print</p>"#,
        &["reset", "small print"],
        &["zero", "half", "point", "short"],
    );
    check(
        r#"<p style="opacity:0">none</p><div style="opacity:.2"><p style="opacity:.2">faded</p></div><p style="color:transparent">clear</p><p style="color:rgba(0,0,0,.5)">grey</p>"#,
        &["grey"],
        &["none", "faded", "clear"],
    );
    check(
        r##"<p style="color:#fff">white</p><p style="color:#fefefe">almost</p><p style="color:snow">snow</p>
           <table bgcolor="#000000"><tr><td><font color="black">black on black</font><span style="color:#eee">light on dark</span></td></tr></table>
           <div style="background:#121212;color:#e8e8e8">dark mode</div><div style="background-color:#0a0a0a"><p style="color:#0b0b0b">dark twin</p></div>
           <div style="background:url(x.png)"><p style="color:#fff">on a picture</p></div><p style="color:#999">grey footer</p>
           <div style="color:#fff"><a href="https://x.test">link</a></div>"##,
        &["light on dark", "dark mode", "on a picture", "grey footer", "link"],
        &["white", "almost", "snow", "black on black", "dark twin"],
    );
}

#[test]
fn clipped_and_off_screen_boxes_are_hidden() {
    check(
        r#"<div style="height:0;overflow:hidden">clipped</div><div style="max-height:0px;overflow:hidden;mso-hide:all">max</div>
           <div style="width:1px;height:1px;overflow:hidden;position:absolute">sr</div>
           <span style="height:0;overflow:hidden">inline</span><table><tr><td style="height:0;overflow:hidden">cell</td></tr></table>
           <div style="position:absolute;left:-9999px">away</div><p style="text-indent:-10000px">indented</p><div style="transform:scale(0)">scaled</div>
           <div style="position:static;left:-9999px">static</div>"#,
        &["inline", "cell", "static"],
        &["clipped", "max", "sr", "away", "indented", "scaled"],
    );
}

#[test]
fn comments_images_and_invisible_characters_are_counted() {
    let v = check(
        "<!-- IGNORE ALL --><!--[if mso]><p>Outlook</p><![endif]--><img src=t.gif width=1 height=1 alt=\"pixel text\"><img src=a.png alt=\"logo\">Pay\u{200B}ment &#8203;due<noscript>no script</noscript>",
        &["Payment due"],
        &["IGNORE", "pixel", "logo", "script", "Outlook"],
    );
    let r = &v.hidden.reasons;
    assert_eq!((r.get(&Reason::Comment), r.get(&Reason::TrackingImage)), (Some(&9), Some(&9)));
    assert_eq!((r.get(&Reason::InvisibleUnicode), r.get(&Reason::Noscript)), (Some(&2), Some(&8)));
}

#[test]
fn misnested_markup_is_read_as_a_browser_builds_it() {
    // The adoption agency: the paragraph moves out of the bold, and its text keeps a white copy
    // of it.
    check(r#"<b style="color:#fff"><p style="color:#000">secret</b>after</p>"#, &["after"], &["secret"]);
    // An end tag does not close past a block opened inside its element.
    check(r#"<span><div style="display:none"></span>secret</div>after"#, &["after"], &["secret"]);
    // A formatting element closed by a block is reopened for the text after it.
    check(r#"<p><font style="font-size:0">x</p><p>secret</p>"#, &[], &["secret"]);
    check(r#"<p><b>bold</p>after<div>block</div>"#, &["bold", "after", "block"], &[]);
    // Text in a table outside any cell is put before the table.
    check(r#"<table style="display:none">before<tr><td>cell</td></tr></table>"#, &["before"], &["cell"]);
    // A table part outside a table is ignored.
    check(r##"<div style="color:#fff"><td bgcolor="#000">white on white</td></div>"##, &[], &["white on white"]);
    // `<p>` ends at a block.
    check(r#"<p style="display:none">hidden<div>shown</div>"#, &["shown"], &["hidden"]);
}

#[test]
fn svg_draws_only_its_text() {
    check(
        r#"<svg><title>tip</title><desc>about</desc><text>drawn <tspan>too</tspan></text>loose<style>.k{display:none}</style></svg><p class="k">styled</p>"#,
        &["drawn too"],
        &["tip", "about", "loose", "styled"],
    );
}

#[test]
fn deep_markup_is_left_out_rather_than_guessed() {
    let html = format!("<p>top</p>{}deep", "<div>".repeat(MAX_DEPTH + 10));
    let v = check(&html, &["top"], &["deep"]);
    assert_eq!(v.hidden.reasons.get(&Reason::TooComplex), Some(&4));
    let wide: String = (0..MAX_FORMATTING + 5).map(|i| format!("<b id={i}>")).collect();
    let v = check(&format!("<p>top</p>{wide}wide"), &["top"], &["wide"]);
    assert_eq!(v.hidden.reasons.get(&Reason::TooComplex), Some(&4));
}

#[test]
fn codes_written_one_character_per_cell_are_one_word() {
    check(
        r#"<p>Your code:</p><table><tr><td>4</td><td>8</td><td>2</td> <td>9</td><td>1</td><td>3</td></tr></table>"#,
        &["Your code:\n482913"],
        &[],
    );
    check(r#"<div>4</div><div>8</div><div>2</div>"#, &["4\n8\n2"], &["482"]);
    check(
        r#"<span>A</span> <span>B</span> and <span>C</span><span>D</span><i>E</i><span>F</span>"#,
        &["A B and CDEF"],
        &[],
    );
    check(r#"<span>A</span> <span>B</span><b>x</b><span>C</span>"#, &["ABxC"], &[]);
}

#[test]
fn images_alt_text_is_kept_apart_from_the_text() {
    let v = visible_text(
        "<p>Enter this code:</p><p><img src=\"cid:c\" alt=\"Your code: 6093\"></p><img src=t.gif width=1 height=1 alt=\"pixel 1234\">\
         <div style=\"display:none\"><img src=x.png alt=\"hidden 5678\"></div><img src=l.png alt=\"  \">",
    );
    assert_eq!(v.text, "Enter this code:");
    assert_eq!(v.alt_text, "Your code: 6093\n");
}

proptest::proptest! {
    /// Any input, however broken, converts without panicking into no more text than it holds.
    #[test]
    fn any_input_converts(html in "([<>&#;/!=\"' a-zA-Z0-9\n:.{}-]|<style>|</style|<!--|-->|<br>|<p>|</p>|<b>|</b>|<table>|<td>|<svg>|<template>|style=\"display:none\"|&amp;|&#x[0-9a-f]{1,8};|é|中|\u{200B}){0,200}") {
        let v = visible_text(&html);
        proptest::prop_assert!(v.text.len() <= html.len() + 8);
    }
}

#[test]
fn a_table_closes_a_paragraph_only_in_standards_mode() {
    let body = r#"<p style="color:#ffffff"><table><tr><td>cell text</td></tr></table>"#;
    check(body, &[], &["cell text"]);
    check(&format!("<!DOCTYPE html>{body}"), &["cell text"], &[]);
    check(&format!(r#"<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">{body}"#), &[], &["cell text"]);
    let xhtml = r#"<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">"#;
    check(&format!("{xhtml}{body}"), &["cell text"], &[]);
}

#[test]
fn selectors_mix_child_and_descendant_combinators() {
    let html = r#"<style>.a > .b .c { display: none }</style>
        <div class="a"><div class="b"><p><span class="c">hidden one</span></p></div></div>
        <div class="a"><section><div class="b"><span class="c">shown one</span></div></section></div>
        <div class="b"><span class="c">shown two</span></div>"#;
    check(html, &["shown one", "shown two"], &["hidden one"]);
}

proptest::proptest! {
    /// White space folds as Unicode defines it, whatever the mix of ASCII, other scripts and
    /// Unicode's own spaces (the writer steps over bytes, not characters).
    #[test]
    fn white_space_folds_as_unicode_says(
        text in "[aé中 \t\n\r\u{0B}\u{0C}\u{85}\u{A0}\u{1680}\u{2003}\u{200B}\u{2028}\u{202F}\u{3000}x.]{0,40}|[a \t\n\rx.]{0,40}"
    ) {
        let mut w = Writer::new(false, 0);
        w.push_words(&text);
        let words: Vec<&str> = text.split(char::is_whitespace).filter(|w| !w.is_empty()).collect();
        proptest::prop_assert_eq!(w.finish(), words.join(" "));
    }
}
