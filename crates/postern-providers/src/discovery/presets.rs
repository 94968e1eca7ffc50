//! Built-in settings of the big providers, matched by address domain or by MX host.

use super::{Candidate, Protocol, Security, Server, Source};

/// How a provider forms the login name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Login {
    Email,
    LocalPart,
}

/// One provider's settings.
#[derive(Debug)]
pub struct Preset {
    pub name: &'static str,
    /// Address domains.
    pub domains: &'static [&'static str],
    /// MX host suffixes that reveal the provider behind a custom domain.
    pub mx: &'static [&'static str],
    /// (protocol, host, port, security); empty when the provider allows no third-party access.
    pub servers: &'static [(Protocol, &'static str, u16, Security)],
    pub login: Login,
    pub hints: &'static [&'static str],
}

use Protocol::{Imap, Smtp};
use Security::{Starttls, Tls};

const APP_PASSWORD: &str =
    "Use an app password: this provider refuses the account password for IMAP when two-step sign-in is on.";

/// The presets, in no particular order.
pub const PRESETS: &[Preset] = &[
    Preset {
        name: "Gmail",
        domains: &["gmail.com", "googlemail.com"],
        mx: &["google.com", "googlemail.com"],
        servers: &[(Imap, "imap.gmail.com", 993, Tls), (Smtp, "smtp.gmail.com", 465, Tls)],
        login: Login::Email,
        hints: &[APP_PASSWORD],
    },
    Preset {
        name: "Outlook.com",
        domains: &["outlook.com", "hotmail.com", "live.com", "msn.com", "outlook.de", "hotmail.de"],
        mx: &["outlook.com", "protection.outlook.com"],
        servers: &[(Imap, "outlook.office365.com", 993, Tls), (Smtp, "smtp-mail.outlook.com", 587, Starttls)],
        login: Login::Email,
        hints: &[
            "Microsoft accounts need OAuth for IMAP; password sign-in works only where the tenant still allows it.",
        ],
    },
    Preset {
        name: "Yahoo",
        domains: &["yahoo.com", "yahoo.de", "yahoo.co.uk", "ymail.com"],
        mx: &["yahoodns.net"],
        servers: &[(Imap, "imap.mail.yahoo.com", 993, Tls), (Smtp, "smtp.mail.yahoo.com", 465, Tls)],
        login: Login::Email,
        hints: &[APP_PASSWORD],
    },
    Preset {
        name: "AOL",
        domains: &["aol.com"],
        mx: &[],
        servers: &[(Imap, "imap.aol.com", 993, Tls), (Smtp, "smtp.aol.com", 465, Tls)],
        login: Login::Email,
        hints: &[APP_PASSWORD],
    },
    Preset {
        name: "iCloud",
        domains: &["icloud.com", "me.com", "mac.com"],
        mx: &["icloud.com"],
        servers: &[(Imap, "imap.mail.me.com", 993, Tls), (Smtp, "smtp.mail.me.com", 587, Starttls)],
        login: Login::LocalPart,
        hints: &[APP_PASSWORD],
    },
    Preset {
        name: "Fastmail",
        domains: &["fastmail.com", "fastmail.fm"],
        mx: &["messagingengine.com"],
        servers: &[(Imap, "imap.fastmail.com", 993, Tls), (Smtp, "smtp.fastmail.com", 465, Tls)],
        login: Login::Email,
        hints: &[APP_PASSWORD],
    },
    Preset {
        name: "GMX",
        domains: &["gmx.net", "gmx.de", "gmx.at", "gmx.ch", "gmx.com"],
        mx: &["gmx.net"],
        servers: &[(Imap, "imap.gmx.net", 993, Tls), (Smtp, "mail.gmx.net", 587, Starttls)],
        login: Login::Email,
        hints: &["Turn on IMAP access in the GMX web settings first."],
    },
    Preset {
        name: "WEB.DE",
        domains: &["web.de"],
        mx: &["web.de"],
        servers: &[(Imap, "imap.web.de", 993, Tls), (Smtp, "smtp.web.de", 587, Starttls)],
        login: Login::Email,
        hints: &["Turn on IMAP access in the WEB.DE web settings first."],
    },
    Preset {
        name: "Telekom",
        domains: &["t-online.de", "magenta.de"],
        mx: &["t-online.de"],
        servers: &[(Imap, "secureimap.t-online.de", 993, Tls), (Smtp, "securesmtp.t-online.de", 465, Tls)],
        login: Login::Email,
        hints: &["Use the e-mail password set in the Telekom mail centre, not the Telekom login password."],
    },
    Preset {
        name: "Posteo",
        domains: &["posteo.de", "posteo.net"],
        mx: &["posteo.de"],
        servers: &[(Imap, "posteo.de", 993, Tls), (Smtp, "posteo.de", 465, Tls)],
        login: Login::Email,
        hints: &[],
    },
    Preset {
        name: "mailbox.org",
        domains: &["mailbox.org"],
        mx: &["mailbox.org"],
        servers: &[(Imap, "imap.mailbox.org", 993, Tls), (Smtp, "smtp.mailbox.org", 465, Tls)],
        login: Login::Email,
        hints: &[],
    },
    Preset {
        name: "IONOS",
        domains: &[],
        mx: &["ionos.de", "ionos.com", "1and1.com"],
        servers: &[(Imap, "imap.ionos.de", 993, Tls), (Smtp, "smtp.ionos.de", 465, Tls)],
        login: Login::Email,
        hints: &[],
    },
    Preset {
        name: "Proton Mail",
        domains: &["proton.me", "protonmail.com", "pm.me"],
        mx: &["protonmail.ch"],
        servers: &[],
        login: Login::Email,
        hints: &[
            "Proton Mail offers IMAP only through Proton Mail Bridge on your own computer; connect the Bridge's local IMAP and SMTP instead.",
        ],
    },
    Preset {
        name: "Tuta",
        domains: &["tuta.com", "tutanota.com", "tutanota.de", "tuta.io"],
        mx: &["tutanota.de"],
        servers: &[],
        login: Login::Email,
        hints: &["Tuta offers no IMAP or SMTP access for other programs."],
    },
];

/// The preset for an address domain.
pub fn for_domain(domain: &str) -> Option<&'static Preset> {
    PRESETS.iter().find(|p| p.domains.contains(&domain))
}

/// The preset for an MX host (`aspmx.l.google.com` → Gmail).
pub fn for_mx(host: &str) -> Option<&'static Preset> {
    let host = host.trim_end_matches('.').to_ascii_lowercase();
    PRESETS.iter().find(|p| p.mx.iter().any(|s| host == *s || host.ends_with(&format!(".{s}"))))
}

impl Preset {
    /// This preset's candidate for an address.
    pub fn candidate(&self, email: &str, local: &str, source: Source) -> Candidate {
        let username = match self.login {
            Login::Email => email.trim().to_string(),
            Login::LocalPart => local.to_string(),
        };
        Candidate {
            provider: Some(self.name.to_string()),
            servers: self
                .servers
                .iter()
                .map(|(protocol, host, port, security)| Server {
                    protocol: *protocol,
                    host: host.to_string(),
                    port: *port,
                    security: *security,
                    username: username.clone(),
                })
                .collect(),
            source,
            confirmed: true,
            hints: self.hints.iter().map(|h| h.to_string()).collect(),
        }
    }
}
