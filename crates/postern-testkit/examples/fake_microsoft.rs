//! The loopback fake of Microsoft's identity platform and Graph mail, for tests written in other
//! languages (the web UI's sign-in button). `fake_microsoft <address>`: the browser "is" that
//! person when the sign-in page is opened, and their Inbox holds one message. Prints one JSON
//! line `{"url", "authority", "graph"}` (the settings Postern takes), then waits for the end of
//! its input.

use postern_testkit::microsoft::FakeMicrosoft;
use std::io::{BufRead, Write};

fn main() {
    let address = std::env::args().nth(1).unwrap_or_else(|| "ann@contoso.test".into());
    let fake = FakeMicrosoft::start();
    fake.sign_in_as(&address);
    let mail = format!(
        "From: Contoso <news@contoso.test>\r\nTo: {address}\r\nSubject: Welcome to Contoso\r\nMessage-ID: <welcome@contoso.test>\r\nDate: Mon, 30 Nov 2026 08:00:00 +0000\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nHello from Contoso.\r\n"
    );
    fake.deliver(&address, "inbox", mail.as_bytes());
    let mut out = std::io::stdout().lock();
    let _ = writeln!(
        out,
        "{{\"url\": \"{}\", \"authority\": \"{}\", \"graph\": \"{}\"}}",
        fake.url(),
        fake.url(),
        fake.graph()
    );
    let _ = out.flush();
    for line in std::io::stdin().lock().lines() {
        if line.is_err() {
            break;
        }
    }
}
