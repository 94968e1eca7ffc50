//! The mailbox of the connected-account bench: the mail mix of the benethos reference run
//! (`shared/reference/benethos-bench.md`, "Mail"), written directly as Maildir++ files the way a
//! delivery agent leaves them, deterministic (a seeded RNG, a fixed clock).
//!
//! INBOX 40 %, Archive 30 %, Sent 15 %, Lists 15 %; sizes log-uniform 2–20 KB; 65 % text/plain,
//! 15 % multipart/alternative, 20 % multipart/mixed with a 0.8–3 KB base64 attachment
//! (pdf/png/txt); 400 senders over 8 domains; 30 % replies (In-Reply-To/References to one of
//! the 200 previous messages, "Re: " subject); 1 % subjects start with "Invoice"; 60 % of
//! INBOX/Lists and all of Sent/Archive `\Seen`, 3 % `\Flagged`; arrival times (file mtime,
//! which Dovecot takes as INTERNALDATE) spread over the two years before 2026-11-30.

use anyhow::{Context, Result};
use postern_testkit::Dovecot;
use std::fmt::Write as _;
use std::fs;
use std::os::unix::fs::{MetadataExt as _, PermissionsExt as _, chown};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// The folders mail is written to, with their share of the messages.
pub const FOLDERS: [(&str, f64); 4] = [("INBOX", 0.40), ("Archive", 0.30), ("Sent", 0.15), ("Lists", 0.15)];
/// Every folder the account has (the first four hold the mail; Dovecot auto-creates the rest).
pub const ALL_FOLDERS: [&str; 7] = ["INBOX", "Archive", "Sent", "Lists", "Drafts", "Trash", "Junk"];

const END: u64 = 1_795_996_800; // 2026-11-30T00:00:00Z
const SPAN: u64 = 730 * 86_400;
const SEED: u64 = 0x5057_4552_4e42_454e;

const DOMAINS: [&str; 8] = [
    "example.com",
    "mail.example.net",
    "corp.example.org",
    "shop.example",
    "news.example.net",
    "uni.example.edu",
    "bank.example",
    "lists.example.org",
];
const FIRST: [&str; 20] = [
    "anna", "ben", "carla", "david", "eva", "felix", "greta", "hugo", "ida", "jonas", "klara", "lukas", "mia", "noah",
    "olga", "paul", "rosa", "simon", "tina", "viktor",
];
const LAST: [&str; 20] = [
    "adler", "becker", "crane", "dorn", "engel", "fuchs", "graf", "hahn", "iversen", "jung", "keller", "lang", "moser",
    "neumann", "ortiz", "peters", "quast", "richter", "stein", "weber",
];
const WORDS: [&str; 48] = [
    "meeting",
    "project",
    "update",
    "report",
    "schedule",
    "review",
    "budget",
    "team",
    "client",
    "release",
    "draft",
    "notes",
    "quarter",
    "plan",
    "design",
    "feedback",
    "question",
    "agenda",
    "travel",
    "order",
    "delivery",
    "account",
    "contract",
    "proposal",
    "summary",
    "status",
    "deadline",
    "workshop",
    "office",
    "server",
    "backup",
    "ticket",
    "support",
    "launch",
    "survey",
    "training",
    "lunch",
    "holiday",
    "newsletter",
    "event",
    "invite",
    "minutes",
    "change",
    "request",
    "approval",
    "offer",
    "document",
    "weekly",
];

/// What was written.
pub struct Mailbox {
    /// Messages per folder, in the order of [`FOLDERS`].
    pub counts: [usize; 4],
    pub bytes: u64,
    pub took: Duration,
    /// A sender address of the INBOX and how many INBOX messages it sent (the `from=` query).
    pub sender: String,
    pub sender_hits: usize,
    /// INBOX messages whose subject or body holds "invoice" (the `q=` query).
    pub invoice_hits: usize,
}

/// splitmix64: small, seeded, good enough to pick from lists.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn word(&mut self) -> &'static str {
        WORDS[self.below(WORDS.len())]
    }
}

fn sender(k: usize) -> (String, String) {
    let (first, last) = (FIRST[k % 20], LAST[(k / 20) % 20]);
    let name = format!("{}{} {}{}", first[..1].to_uppercase(), &first[1..], last[..1].to_uppercase(), &last[1..]);
    (name, format!("{first}.{last}@{}", DOMAINS[k % 8]))
}

/// RFC 5322 date of a Unix time (UTC).
fn rfc5322(t: u64) -> String {
    time::OffsetDateTime::from_unix_timestamp(t as i64)
        .ok()
        .and_then(|d| d.format(&time::format_description::well_known::Rfc2822).ok())
        .unwrap_or_default()
}

/// Lines of filler text (LF endings) until `text` is about `target` bytes long.
fn fill(rng: &mut Rng, text: &mut String, target: usize) {
    while text.len() < target {
        let mut line = String::new();
        while line.len() < 66 {
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(rng.word());
        }
        line.push('\n');
        text.push_str(&line);
    }
}

fn base64(bytes: &[u8]) -> String {
    const A: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for (i, chunk) in bytes.chunks(3).enumerate() {
        if i > 0 && i % 19 == 0 {
            out.push('\n'); // 76-character lines
        }
        let n = (u32::from(chunk[0]) << 16)
            | (u32::from(*chunk.get(1).unwrap_or(&0)) << 8)
            | u32::from(*chunk.get(2).unwrap_or(&0));
        for j in 0..4 {
            if j <= chunk.len() {
                out.push(A[(n >> (18 - 6 * j) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out.push('\n');
    out
}

struct Written {
    subject: String,
    message_id: String,
    references: Vec<String>,
}

/// Creates the folders and writes `n` messages into `user`'s Maildir of `dovecot`.
pub fn generate(dovecot: &Dovecot, user: &str, n: usize) -> Result<Mailbox> {
    let started = std::time::Instant::now();
    let mut dirs = Vec::new();
    for (name, _) in FOLDERS {
        let dir = if name == "INBOX" { dovecot.maildir(user) } else { dovecot.create_folder(user, name) };
        dirs.push(dir);
    }
    // The INBOX's own cur/new/tmp, owned like the folders the kit made.
    let owner = fs::metadata(&dirs[0]).context("the Maildir")?;
    for sub in ["cur", "new", "tmp"] {
        let path = dirs[0].join(sub);
        fs::create_dir_all(&path)?;
        chown(&path, Some(owner.uid()), Some(owner.gid()))?;
        fs::set_permissions(&path, fs::Permissions::from_mode(0o700))?;
    }
    let mut rng = Rng(SEED);
    let mut written: Vec<Written> = Vec::with_capacity(n);
    let mut mailbox = Mailbox {
        counts: [0; 4],
        bytes: 0,
        took: Duration::ZERO,
        sender: String::new(),
        sender_hits: 0,
        invoice_hits: 0,
    };
    let mut inbox_senders = std::collections::HashMap::<String, usize>::new();
    let mut first_inbox_sender = None;
    for i in 0..n {
        let r = rng.unit();
        let mut acc = 0.0;
        let folder = FOLDERS.iter().position(|(_, share)| {
            acc += share;
            r < acc
        });
        let folder = folder.unwrap_or(FOLDERS.len() - 1);
        let arrival = END - SPAN + ((i as f64 + rng.unit()) * SPAN as f64 / n as f64) as u64;
        let target = (2000f64.ln() + rng.unit() * (20000f64.ln() - 2000f64.ln())).exp() as usize;
        let kind = rng.unit();
        let (name, address) = sender(rng.below(400));
        let domain = address.split('@').nth(1).unwrap_or("example.com").to_string();
        let invoice = rng.unit() < 0.01;
        let reply = !invoice && i > 0 && rng.unit() < 0.30 / 0.99;
        let (subject, parent) = if invoice {
            (format!("Invoice {} for your {} order", 10_000 + rng.below(90_000), rng.word()), None)
        } else if reply {
            let p = i - 1 - rng.below(i.min(200));
            let base = written[p].subject.trim_start_matches("Re: ").to_string();
            (format!("Re: {base}"), Some(p))
        } else {
            let words = 3 + rng.below(5);
            let mut s = String::new();
            for w in 0..words {
                if w > 0 {
                    s.push(' ');
                }
                s.push_str(rng.word());
            }
            (format!("{}{}", s[..1].to_uppercase(), &s[1..]), None)
        };
        let message_id = format!("<{i}.{:08x}@{domain}>", rng.next() as u32);
        let mut references = Vec::new();
        if let Some(p) = parent {
            let parent = &written[p];
            references.extend(parent.references.iter().rev().take(9).rev().cloned());
            references.push(parent.message_id.clone());
        }
        let me = "Alice Example <alice@example.test>";
        let them = format!("{name} <{address}>");
        let (from, to) = if FOLDERS[folder].0 == "Sent" { (me.to_string(), them) } else { (them, me.to_string()) };
        let mut head = format!(
            "Return-Path: <{address}>\nMessage-ID: {message_id}\nDate: {}\nFrom: {from}\nTo: {to}\nSubject: {subject}\nMIME-Version: 1.0\n",
            rfc5322(arrival)
        );
        if let Some(parent) = references.last() {
            let _ = writeln!(head, "In-Reply-To: {parent}\nReferences: {}", references.join("\n "));
        }
        if FOLDERS[folder].0 == "Lists" {
            let _ = writeln!(head, "List-Id: <{}.lists.example.org>", WORDS[i % 7]);
        }
        let mut text = if invoice {
            String::from("Hello,\n\nplease find the invoice for your order below.\n\n")
        } else {
            String::from("Hello,\n\n")
        };
        let raw = if kind < 0.65 {
            head.push_str("Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 7bit\n\n");
            fill(&mut rng, &mut text, target.saturating_sub(head.len()));
            head + &text
        } else if kind < 0.80 {
            let boundary = format!("alt-{i:08}");
            let _ = write!(head, "Content-Type: multipart/alternative; boundary=\"{boundary}\"\n\n");
            let half = target.saturating_sub(head.len() + 200) / 2;
            fill(&mut rng, &mut text, half.saturating_sub(20));
            let html = format!("<html><body><p>{}</p></body></html>\n", text.replace('\n', "<br>\n"));
            format!(
                "{head}--{boundary}\nContent-Type: text/plain; charset=utf-8\n\n{text}\n--{boundary}\nContent-Type: text/html; charset=utf-8\n\n{html}\n--{boundary}--\n"
            )
        } else {
            let boundary = format!("mix-{i:08}");
            let _ = write!(head, "Content-Type: multipart/mixed; boundary=\"{boundary}\"\n\n");
            let size = 800 + rng.below(2201);
            let (filename, content_type) = match rng.below(3) {
                0 => (format!("document-{i}.pdf"), "application/pdf"),
                1 => (format!("image-{i}.png"), "image/png"),
                _ => (format!("notes-{i}.txt"), "text/plain"),
            };
            let bytes: Vec<u8> = (0..size).map(|_| rng.next() as u8).collect();
            let attachment = base64(&bytes);
            fill(&mut rng, &mut text, target.saturating_sub(head.len() + attachment.len() + 300));
            format!(
                "{head}--{boundary}\nContent-Type: text/plain; charset=utf-8\n\n{text}\n--{boundary}\nContent-Type: {content_type}; name=\"{filename}\"\nContent-Disposition: attachment; filename=\"{filename}\"\nContent-Transfer-Encoding: base64\n\n{attachment}\n--{boundary}--\n"
            )
        };
        let seen = matches!(FOLDERS[folder].0, "Sent" | "Archive") || rng.unit() < 0.60;
        let flagged = rng.unit() < 0.03;
        let flags = format!("{}{}", if flagged { "F" } else { "" }, if seen { "S" } else { "" });
        let vsize = raw.len() + raw.bytes().filter(|b| *b == b'\n').count();
        let file = format!("{arrival}.M{i}P1.bench,S={},W={vsize}:2,{flags}", raw.len());
        write_owned(&dirs[folder].join("cur").join(file), raw.as_bytes(), arrival, &owner)?;
        mailbox.counts[folder] += 1;
        mailbox.bytes += raw.len() as u64;
        if folder == 0 {
            *inbox_senders.entry(address.clone()).or_default() += 1;
            first_inbox_sender.get_or_insert(address);
            if raw.to_ascii_lowercase().contains("invoice") {
                mailbox.invoice_hits += 1;
            }
        }
        written.push(Written { subject, message_id, references });
    }
    mailbox.sender = first_inbox_sender.unwrap_or_default();
    mailbox.sender_hits = inbox_senders.get(&mailbox.sender).copied().unwrap_or(0);
    mailbox.took = started.elapsed();
    Ok(mailbox)
}

fn write_owned(path: &Path, bytes: &[u8], mtime: u64, owner: &fs::Metadata) -> Result<()> {
    let file = fs::File::create(path)?;
    std::io::Write::write_all(&mut &file, bytes)?;
    file.set_modified(UNIX_EPOCH + Duration::from_secs(mtime))?;
    drop(file);
    chown(path, Some(owner.uid()), Some(owner.gid()))?;
    fs::set_permissions(path, fs::Permissions::from_mode(0o600))?;
    Ok(())
}

/// Removes files whose name starts with one of `names` from the INBOX (`new/` or `cur/`, where
/// Dovecot moved them): the new-mail trials of one side must not be in the other side's mailbox.
pub fn remove_delivered(dovecot: &Dovecot, user: &str, delivered: &[PathBuf]) -> Result<usize> {
    let names: Vec<String> = delivered.iter().filter_map(|p| p.file_name()?.to_str().map(|s| s.to_string())).collect();
    let mut removed = 0;
    for sub in ["new", "cur"] {
        for entry in fs::read_dir(dovecot.maildir(user).join(sub))? {
            let entry = entry?;
            let name = entry.file_name().to_string_lossy().into_owned();
            if names.iter().any(|n| name.starts_with(n.as_str())) {
                fs::remove_file(entry.path())?;
                removed += 1;
            }
        }
    }
    Ok(removed)
}

/// Seconds since the epoch (for unique subjects of new mail).
pub fn now_secs() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default().as_secs()
}

#[cfg(test)]
mod tests {
    #[test]
    fn dates_are_rfc5322() {
        assert_eq!(super::rfc5322(0), "Thu, 01 Jan 1970 00:00:00 +0000");
        assert_eq!(super::rfc5322(1_764_496_800), "Sun, 30 Nov 2025 10:00:00 +0000");
    }
}
