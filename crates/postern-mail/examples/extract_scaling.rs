//! How extraction and parsing scale with hostile input: each shape is timed at 64 KiB, 1 MiB and
//! 16 MiB, each in its own process and as the best of a few runs, with the ratio to the 64 KiB
//! time (linear work gives about 16 and 256; work bounded by a cap stays near 1). A measurement
//! that runs past the budget is stopped.
//!
//! Run with `cargo run --release -p postern-mail --example extract_scaling`.

use std::hint::black_box;
use std::time::{Duration, Instant};

const SIZES: [(usize, &str); 3] = [(64 << 10, "64 KiB"), (1 << 20, "1 MiB"), (16 << 20, "16 MiB")];
/// A measurement still running after this is stopped, and larger sizes of its shape are not run.
const BUDGET: Duration = Duration::from_secs(30);

/// Repeats `piece(i)` until `size` bytes.
fn fill(size: usize, piece: impl Fn(usize) -> String) -> String {
    let mut out = String::with_capacity(size + 64);
    let mut i = 0;
    while out.len() < size {
        out.push_str(&piece(i));
        i += 1;
    }
    out
}

/// Distinct six-digit codes next to keywords, an address word and a stale word: every candidate
/// is scored and every per-line pattern has something to find.
fn code_words(i: usize) -> String {
    format!("code {:06} old street ", 100_000 + i % 900_000)
}

fn message(headers: &str, body: &str) -> Vec<u8> {
    let mut raw = format!("From: a@b.test\r\nTo: c@d.test\r\n{headers}\r\n").into_bytes();
    raw.extend_from_slice(body.as_bytes());
    raw
}

fn hostile_html(size: usize) -> String {
    let pieces = [
        "<a href=\"https://x.test/verify?token=",
        "0123456789",
        "\">Verify",
        "<td>1</td><td>2</td><td>3</td>",
        "<div style=\"display:none\">code 123456 order #998877 ",
        "<span><b><i><u>",
        "&amp;&#x26;&nbsp;",
        "Your code is 4 8 2 9 1 3 ",
        "<!-- unclosed comment <script>",
    ];
    fill(size, |i| pieces[i % pieces.len()].to_string())
}

type Shape = (&'static str, fn(usize) -> Box<dyn Fn()>);

fn shapes() -> Vec<Shape> {
    vec![
        ("extract: subject", |n| {
            let subject = fill(n, code_words);
            Box::new(move || drop(black_box(postern_mail::extract(&subject, "", "", &[]))))
        }),
        ("extract: one long body line", |n| {
            let text = fill(n, code_words);
            Box::new(move || drop(black_box(postern_mail::extract("", &text, "", &[]))))
        }),
        ("extract: number-token body", |n| {
            let text = fill(n, |_| "123456 ".to_string());
            Box::new(move || drop(black_box(postern_mail::extract("", &text, "", &[]))))
        }),
        ("extract: many short lines", |n| {
            let text = fill(n, |i| format!("{}\n", code_words(i)));
            Box::new(move || drop(black_box(postern_mail::extract("", &text, "", &[]))))
        }),
        ("extract: links in one HTML line", |n| {
            let html = fill(n, |i| format!("x https://x.test/verify?token={i:012} "));
            Box::new(move || drop(black_box(postern_mail::extract("", "", &html, &[]))))
        }),
        ("parse: subject header", |n| {
            let raw = message(&format!("Subject: {}\r\n", fill(n, code_words)), "hi\r\n");
            Box::new(move || drop(black_box(postern_mail::parse(&raw))))
        }),
        ("parse: number-token text body", |n| {
            let raw = message("Subject: x\r\n", &fill(n, |_| "123456 ".to_string()));
            Box::new(move || drop(black_box(postern_mail::parse(&raw))))
        }),
        ("parse: hostile HTML body", |n| {
            let raw = message("Subject: x\r\nContent-Type: text/html\r\n", &hostile_html(n));
            Box::new(move || drop(black_box(postern_mail::parse(&raw))))
        }),
        ("parse: hidden elements and split codes", |n| {
            let html = fill(n, |i| {
                format!("<div style=\"display:none\">code {i:06}</div><td>1</td><td>2</td><td>3</td><td>4</td><p>x</p>")
            });
            let raw = message("Subject: x\r\nContent-Type: text/html\r\n", &html);
            Box::new(move || drop(black_box(postern_mail::parse(&raw))))
        }),
        ("parse: many MIME parts", |n| {
            let body = fill(n, |i| format!("--b\r\nContent-Type: text/plain\r\n\r\npart {i}\r\n"));
            let raw = message("Subject: x\r\nContent-Type: multipart/mixed; boundary=b\r\n", &body);
            Box::new(move || drop(black_box(postern_mail::parse(&raw))))
        }),
        ("parse: nested multiparts", |n| {
            let body = fill(n, |i| format!("Content-Type: multipart/mixed; boundary=b{i}\r\n\r\n--b{i}\r\n"));
            let raw = message("Subject: x\r\n", &body);
            Box::new(move || drop(black_box(postern_mail::parse(&raw))))
        }),
        ("parse: many recipients", |n| {
            let to = fill(n, |i| format!("User {i} <u{i}@x.test>, "));
            let raw = message(&format!("Subject: x\r\nCc: {to}\r\n"), "hi\r\n");
            Box::new(move || drop(black_box(postern_mail::parse(&raw))))
        }),
        ("parse: encoded-word subject", |n| {
            let subject = fill(n, |i| format!("=?utf-8?q?code_{i:06}_=C3=BC?=\r\n "));
            let raw = message(&format!("Subject: {subject}\r\n"), "hi\r\n");
            Box::new(move || drop(black_box(postern_mail::parse(&raw))))
        }),
        ("searchable: hostile HTML body", |n| {
            let raw = message("Subject: x\r\nContent-Type: text/html\r\n", &hostile_html(n));
            Box::new(move || drop(black_box(postern_mail::parse::searchable(&raw, 64 * 1024))))
        }),
        ("sanitize_html: misnested formatting", |n| {
            let html = fill(n, |i| format!("<b><i><a href=\"https://x.test/{i}\"><p></b>x</i></a>"));
            Box::new(move || drop(black_box(postern_mail::parse::sanitize_html(&html))))
        }),
        ("sanitize_html: hostile HTML", |n| {
            let html = hostile_html(n);
            Box::new(move || drop(black_box(postern_mail::parse::sanitize_html(&html))))
        }),
    ]
}

/// Times one shape at one size in this process and prints the milliseconds.
fn run_one(shape: usize, size: usize) {
    // The patterns are compiled on first use: not part of any measurement.
    black_box(postern_mail::parse(b"Subject: code 123456\r\n\r\n<a href=\"https://x.test\">y</a> https://x.test/a"));
    black_box(postern_mail::parse(b"Content-Type: text/html\r\n\r\n<div style=\"display:none\">1</div><td>1</td>"));
    black_box(postern_mail::parse::sanitize_html("<b>x</b>"));
    let run = (shapes()[shape].1)(SIZES[size].0);
    // The best of a few runs, so that a short measurement is not one preemption's length.
    let (mut best, mut spent, mut runs) = (f64::MAX, Duration::ZERO, 0);
    while runs < 3 || spent < Duration::from_millis(300) && runs < 20 {
        let started = Instant::now();
        run();
        let took = started.elapsed();
        best = best.min(took.as_secs_f64() * 1e3);
        spent += took;
        runs += 1;
        if spent > BUDGET / 3 {
            break;
        }
    }
    println!("{best}");
}

/// Runs each measurement in a child process, so that one past [`BUDGET`] can be stopped.
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let [flag, shape, size] = args.as_slice()
        && flag == "--one"
    {
        return run_one(shape.parse().expect("shape"), size.parse().expect("size"));
    }
    let exe = std::env::current_exe().expect("own path");
    for (index, (name, _)) in shapes().into_iter().enumerate() {
        if !args.is_empty() && !args.iter().any(|o| name.contains(o.as_str())) {
            continue;
        }
        let mut line = format!("{name:40}");
        let mut first: Option<f64> = None;
        for (size, (_, label)) in SIZES.iter().enumerate() {
            let mut child = std::process::Command::new(&exe)
                .args(["--one", &index.to_string(), &size.to_string()])
                .stdout(std::process::Stdio::piped())
                .spawn()
                .expect("child");
            let started = Instant::now();
            while child.try_wait().expect("wait").is_none() && started.elapsed() < BUDGET {
                std::thread::sleep(Duration::from_millis(20));
            }
            if child.try_wait().expect("wait").is_none() {
                let _ = child.kill();
                let _ = child.wait();
                line += &format!("  {label} > {} s, stopped", BUDGET.as_secs());
                break;
            }
            let mut out = String::new();
            std::io::Read::read_to_string(&mut child.stdout.take().expect("stdout"), &mut out).expect("read");
            let ms: f64 = out.trim().parse().expect("milliseconds");
            let base = *first.get_or_insert(ms);
            line += &format!("  {label} {ms:>9.1} ms (x{:.0})", ms / base.max(1e-6));
        }
        println!("{line}");
    }
}
