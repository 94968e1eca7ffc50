//! Signing in from remote MCP clients (docs/MCP_OAUTH.md): the parts of Postern's OAuth 2.1
//! authorization server that do no I/O. Client metadata as a Client ID Metadata Document or a
//! Dynamic Client Registration gives it, the redirect URIs a client may use, PKCE, and what a
//! person's consent grants, as ordinary [`Grant`]s: a consented token is a narrowed Postern token.

use crate::Timestamp;
use crate::rights::{Approval, Grant};
use base64::Engine;
use serde::Deserialize;
use sha2::{Digest, Sha256};

/// The scopes a client may ask for; each is a part of what the consent page offers.
pub const SCOPES: &[&str] = &["inboxes", "mail.read", "drafts", "send"];

/// The most redirect URIs one client may register, and the longest one.
pub const MAX_REDIRECT_URIS: usize = 10;
pub const MAX_URI: usize = 2048;
/// The longest client name kept (longer ones are cut at a character boundary).
pub const MAX_NAME: usize = 100;

/// Client metadata (RFC 7591 §2) as a registration or a metadata document says it. Members
/// nothing here acts on are ignored: both are extensible.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct ClientMetadata {
    #[serde(default)]
    pub client_id: Option<String>,
    #[serde(default)]
    pub client_name: Option<String>,
    #[serde(default)]
    pub redirect_uris: Vec<String>,
    #[serde(default)]
    pub token_endpoint_auth_method: Option<String>,
    #[serde(default)]
    pub grant_types: Option<Vec<String>>,
    #[serde(default)]
    pub response_types: Option<Vec<String>>,
    /// `web` or `native` (OpenID Connect Registration; the MCP revision of 2026-07-28 asks
    /// registering clients for it).
    #[serde(default)]
    pub application_type: Option<String>,
    #[serde(default)]
    pub scope: Option<String>,
}

/// How a client came to be known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Registration<'a> {
    /// A Client ID Metadata Document, fetched from its `client_id`, this URL.
    Document(&'a str),
    /// Dynamic Client Registration (RFC 7591).
    Dynamic,
}

/// A client as checked: what the consent page shows and the redirect URIs it may use.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, Deserialize)]
pub struct Client {
    pub name: String,
    pub redirect_uris: Vec<String>,
}

impl ClientMetadata {
    /// Checks the metadata of a public client (this server issues no client secrets); the
    /// error is the RFC 7591 `error_description`.
    pub fn checked(&self, registration: Registration<'_>) -> Result<Client, String> {
        if let Registration::Document(url) = registration
            && self.client_id.as_deref() != Some(url)
        {
            return Err("the document's client_id must be the URL it was fetched from".into());
        }
        // A registration asking for a client secret is answered `none` (RFC 7591 §3.2.1 lets the
        // server replace what it does not support; clients check the answer, the MCP SDK does);
        // a document must say so itself.
        match self.token_endpoint_auth_method.as_deref() {
            None | Some("none") => {}
            Some(_) if registration == Registration::Dynamic => {}
            Some(other) => {
                return Err(format!("token_endpoint_auth_method {other:?}: only \"none\" (a public client)"));
            }
        }
        if let Some(types) = &self.grant_types
            && let Some(bad) = types.iter().find(|t| !matches!(t.as_str(), "authorization_code" | "refresh_token"))
        {
            return Err(format!("grant_types: {bad:?} is not supported (authorization_code, refresh_token)"));
        }
        if let Some(types) = &self.response_types
            && let Some(bad) = types.iter().find(|t| t.as_str() != "code")
        {
            return Err(format!("response_types: {bad:?} is not supported (code)"));
        }
        let native = match self.application_type.as_deref() {
            None | Some("web") => false,
            Some("native") => true,
            Some(other) => return Err(format!("application_type {other:?}: web or native")),
        };
        if self.redirect_uris.is_empty() {
            return Err("redirect_uris: at least one is needed".into());
        }
        if self.redirect_uris.len() > MAX_REDIRECT_URIS {
            return Err(format!("redirect_uris: at most {MAX_REDIRECT_URIS}"));
        }
        for uri in &self.redirect_uris {
            redirect_uri_allowed(uri, native || self.application_type.is_none())
                .map_err(|why| format!("redirect_uris: {uri:?} {why}"))?;
        }
        let name = self.client_name.as_deref().map(crate::invisible::one_line).unwrap_or_default();
        let name = match name.trim() {
            "" => match registration {
                Registration::Document(url) => host_of(url).unwrap_or("an unnamed client").to_string(),
                Registration::Dynamic => "an unnamed client".to_string(),
            },
            given => cut(given, MAX_NAME),
        };
        Ok(Client { name, redirect_uris: self.redirect_uris.clone() })
    }
}

fn cut(text: &str, most: usize) -> String {
    match text.char_indices().nth(most) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_string(),
    }
}

/// Whether a client may register `uri` as a redirect URI: https; plain http only to a loopback
/// host, and only for a native client (RFC 8252 §7.3); or a private-use scheme named after a
/// domain (`com.example.app:/cb`, RFC 8252 §7.1), also only for a native client. Never a
/// fragment, credentials or white space. `native`: the client is (or may be) a native app.
pub fn redirect_uri_allowed(uri: &str, native: bool) -> Result<(), &'static str> {
    if uri.len() > MAX_URI {
        return Err("is longer than 2,048 characters");
    }
    if uri.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err("contains white space");
    }
    if uri.contains('#') {
        return Err("must not carry a fragment");
    }
    let Some((scheme, rest)) = uri.split_once(':') else { return Err("is not a URI") };
    let scheme = scheme.to_ascii_lowercase();
    let valid_scheme = scheme.starts_with(|c: char| c.is_ascii_alphabetic())
        && scheme.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'));
    if !valid_scheme {
        return Err("is not a URI");
    }
    match scheme.as_str() {
        "https" | "http" => {
            let host = host_of(uri).ok_or("names no host")?;
            if rest.trim_start_matches('/').split(['/', '?']).next().is_some_and(|a| a.contains('@')) {
                return Err("must not carry credentials");
            }
            if scheme == "http" && !(native && is_loopback(host)) {
                return Err("must be https (plain http only to a loopback address, for a native client)");
            }
            Ok(())
        }
        private if private.contains('.') && native => Ok(()),
        _ => Err("must be https, loopback http or a private-use scheme of a native client"),
    }
}

/// The host of an `http(s)://` URL, lower-cased by the caller if needed; `None` when it has
/// none.
pub fn host_of(url: &str) -> Option<&str> {
    let rest = url.split_once("://")?.1;
    let authority = rest.split(['/', '?', '#']).next()?;
    let authority = authority.rsplit_once('@').map_or(authority, |(_, host)| host);
    let host = if authority.starts_with('[') {
        authority.split_once(']').map(|(h, _)| &h[1..])?
    } else {
        authority.split(':').next()?
    };
    (!host.is_empty()).then_some(host)
}

/// Whether `host` (a name, or an address in brackets or not) is this machine: `localhost`,
/// 127.0.0.0/8 or `::1`.
pub fn is_loopback(host: &str) -> bool {
    let host = host.trim_start_matches('[').trim_end_matches(']');
    host.eq_ignore_ascii_case("localhost") || host.parse::<std::net::IpAddr>().is_ok_and(|ip| ip.is_loopback())
}

/// Whether a Client ID Metadata Document's URL is one a client may use as its `client_id`:
/// https, a path other than `/`, no fragment, credentials or dot segments.
pub fn document_client_id(client_id: &str) -> bool {
    let Some(rest) = client_id.strip_prefix("https://") else { return false };
    let Some((authority, path)) = rest.split_once('/') else { return false };
    !authority.is_empty()
        && !authority.contains('@')
        && !path.is_empty()
        && client_id.len() <= MAX_URI
        && !client_id.contains('#')
        && !client_id.chars().any(|c| c.is_whitespace() || c.is_control())
        && !path.split(['/', '?']).any(|segment| segment == "." || segment == "..")
}

/// Whether `verifier` is a PKCE code verifier (RFC 7636 §4.1) whose S256 challenge is
/// `challenge`. Compared in constant time.
pub fn pkce_matches(verifier: &str, challenge: &str) -> bool {
    let shaped = (43..=128).contains(&verifier.len())
        && verifier.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~'));
    if !shaped {
        return false;
    }
    let computed = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes()));
    crate::token::same_secret(&computed, challenge)
}

/// Whether `challenge` has the shape of an S256 challenge: 43 base64url characters.
pub fn challenge_well_formed(challenge: &str) -> bool {
    challenge.len() == 43 && challenge.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_'))
}

/// The scopes of a request's `scope` that this server knows, in [`SCOPES`]' order; all of them
/// when it names none. Unknown ones are left out (RFC 6749 §3.3 lets a server grant less).
pub fn requested_scopes(scope: Option<&str>) -> Vec<&'static str> {
    let asked: Vec<&str> = scope.unwrap_or_default().split(' ').filter(|s| !s.is_empty()).collect();
    let known: Vec<&'static str> = SCOPES.iter().copied().filter(|s| asked.contains(s)).collect();
    if known.is_empty() { SCOPES.to_vec() } else { known }
}

/// How far a consent lets the client go with an account's mail.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Deserialize, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MailAccess {
    /// Read mail and folders.
    Read,
    /// Also write drafts and change mail (flags, moves).
    Draft,
    /// Also send.
    Send,
}

impl MailAccess {
    fn scope(self) -> &'static str {
        match self {
            MailAccess::Read => "mail.read",
            MailAccess::Draft => "drafts",
            MailAccess::Send => "send",
        }
    }
}

/// What a person consents to: the choices of the consent page.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(deny_unknown_fields)]
pub struct Consent {
    /// The person's own disposable inboxes and their mail.
    pub inboxes: bool,
    /// Connected accounts the client may reach (ids).
    #[serde(default)]
    pub accounts: Vec<String>,
    /// What it may do with their mail; required when `accounts` names any.
    #[serde(default)]
    pub mail: Option<MailAccess>,
    /// Folder roles, names or ids; all folders when absent.
    #[serde(default)]
    pub folders: Option<Vec<String>>,
    /// Whom it may send to (`name@domain`, `*@domain`); anyone when absent.
    #[serde(default)]
    pub recipients: Option<Vec<String>>,
    /// Whether each send waits for the person's approval.
    #[serde(default)]
    pub approval: bool,
    /// When the consent ends: no access token or refresh after it.
    pub ends_at: Timestamp,
}

impl Consent {
    /// Checks the consent against the scopes the client asked for; the error names what is
    /// wrong.
    pub fn check(&self, requested: &[&str], now: Timestamp) -> Result<(), String> {
        if !self.inboxes && self.accounts.is_empty() {
            return Err("choose at least one thing the client may reach".into());
        }
        if self.inboxes && !requested.contains(&"inboxes") {
            return Err("the client did not ask for inboxes".into());
        }
        match (self.accounts.is_empty(), self.mail) {
            (false, None) => return Err("say what the client may do with the accounts' mail".into()),
            (true, Some(_)) => return Err("mail access needs at least one account".into()),
            (false, Some(mail)) if !requested.contains(&mail.scope()) => {
                return Err(format!("the client did not ask for {}", mail.scope()));
            }
            _ => {}
        }
        if self.ends_at <= now {
            return Err("the end date has passed".into());
        }
        Ok(())
    }

    /// The scope granted, as the token answer names it.
    pub fn scope(&self) -> String {
        let mut scopes = Vec::new();
        if self.inboxes {
            scopes.push("inboxes");
        }
        if let Some(mail) = self.mail.filter(|_| !self.accounts.is_empty()) {
            let accesses = [MailAccess::Read, MailAccess::Draft, MailAccess::Send];
            scopes.extend(accesses.into_iter().filter(|access| *access <= mail).map(MailAccess::scope));
        }
        scopes.join(" ")
    }

    /// The grants a token issued under this consent holds.
    pub fn grants(&self) -> Vec<Grant> {
        let mut grants = Vec::new();
        if self.inboxes {
            grants.push(Grant { expires_at: Some(self.ends_at), ..Grant::new(&["own"], &["inboxes"]) });
        }
        if let Some(mail) = self.mail.filter(|_| !self.accounts.is_empty()) {
            let mut allow = vec!["accounts.read", "mail.read"];
            if mail >= MailAccess::Draft {
                allow.extend(["mail.write", "drafts"]);
            }
            let accounts: Vec<&str> = self.accounts.iter().map(String::as_str).collect();
            let reading = Grant {
                folders: self.folders.clone(),
                expires_at: Some(self.ends_at),
                ..Grant::new(&accounts, &allow)
            };
            grants.push(reading);
            if mail == MailAccess::Send {
                grants.push(Grant {
                    recipients: self.recipients.clone(),
                    approval: self.approval.then_some(Approval::Required),
                    expires_at: Some(self.ends_at),
                    ..Grant::new(&accounts, &["send"])
                });
            }
        }
        grants
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn meta(json: &str) -> ClientMetadata {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn redirect_uris_follow_rfc_8252() {
        assert!(redirect_uri_allowed("https://claude.ai/api/mcp/auth_callback", false).is_ok());
        assert!(redirect_uri_allowed("http://127.0.0.1:33418/callback", true).is_ok());
        assert!(redirect_uri_allowed("http://[::1]:8080/cb", true).is_ok());
        assert!(redirect_uri_allowed("http://localhost/cb", true).is_ok());
        assert!(redirect_uri_allowed("http://127.0.0.1:33418/callback", false).is_err(), "a web client");
        assert!(redirect_uri_allowed("http://example.com/cb", true).is_err());
        assert!(redirect_uri_allowed("http://127.0.0.1.evil.test/cb", true).is_err());
        assert!(redirect_uri_allowed("https://a.test/cb#frag", false).is_err());
        assert!(redirect_uri_allowed("https://user:pw@a.test/cb", false).is_err());
        assert!(redirect_uri_allowed("com.example.app:/oauth", true).is_ok());
        assert!(redirect_uri_allowed("myapp:/oauth", true).is_err(), "a private-use scheme names a domain");
        assert!(redirect_uri_allowed("javascript:alert(1)", true).is_err());
        assert!(redirect_uri_allowed("https://a.test/c b", false).is_err());
        assert!(redirect_uri_allowed("https:///cb", false).is_err());
    }

    #[test]
    fn metadata_documents_must_name_themselves_and_be_public_clients() {
        let url = "https://app.example/client.json";
        let doc = meta(&format!(
            r#"{{"client_id":"{url}","client_name":"Example\u200b App","redirect_uris":["https://app.example/cb"],
               "token_endpoint_auth_method":"none","grant_types":["authorization_code","refresh_token"],"logo_uri":"x"}}"#
        ));
        let client = doc.checked(Registration::Document(url)).unwrap();
        assert_eq!(client.name, "Example App");
        assert!(doc.checked(Registration::Document("https://other.example/c.json")).is_err());
        let secret = ClientMetadata { token_endpoint_auth_method: Some("client_secret_basic".into()), ..doc.clone() };
        assert!(secret.checked(Registration::Document(url)).is_err());
        assert!(secret.checked(Registration::Dynamic).is_ok(), "a registration is answered with none");
        let implicit = ClientMetadata { grant_types: Some(vec!["implicit".into()]), ..doc.clone() };
        assert!(implicit.checked(Registration::Document(url)).is_err());
        let none = ClientMetadata { redirect_uris: vec![], ..doc.clone() };
        assert!(none.checked(Registration::Dynamic).is_err());
        let web = ClientMetadata {
            application_type: Some("web".into()),
            redirect_uris: vec!["http://127.0.0.1:9/cb".into()],
            ..doc.clone()
        };
        assert!(web.checked(Registration::Dynamic).is_err(), "a web client gets no loopback http");
        let unnamed = ClientMetadata { client_name: None, ..doc };
        assert_eq!(unnamed.checked(Registration::Document(url)).unwrap().name, "app.example");
    }

    #[test]
    fn document_client_ids_are_https_urls_with_a_path() {
        assert!(document_client_id("https://app.example/oauth/client.json"));
        assert!(!document_client_id("https://app.example/"));
        assert!(!document_client_id("https://app.example"));
        assert!(!document_client_id("http://app.example/c.json"));
        assert!(!document_client_id("https://u@app.example/c.json"));
        assert!(!document_client_id("https://app.example/a/../c.json"));
        assert!(!document_client_id("https://app.example/c.json#x"));
        assert!(!document_client_id("8f3c1d"));
    }

    #[test]
    fn pkce_s256_as_rfc_7636_appendix_b() {
        let verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
        let challenge = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
        assert!(challenge_well_formed(challenge));
        assert!(pkce_matches(verifier, challenge));
        assert!(!pkce_matches(verifier, "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cN"));
        assert!(!pkce_matches("short", challenge));
        assert!(!pkce_matches(&format!("{verifier}!"), challenge));
        assert!(!challenge_well_formed("plain"));
    }

    #[test]
    fn consent_grants_no_more_than_chosen() {
        let now = Timestamp::now();
        let ends_at = Timestamp(now.micros() + 86_400_000_000);
        let inboxes = Consent {
            inboxes: true,
            accounts: vec![],
            mail: None,
            folders: None,
            recipients: None,
            approval: false,
            ends_at,
        };
        assert_eq!(inboxes.scope(), "inboxes");
        assert_eq!(inboxes.grants().len(), 1);
        assert!(inboxes.grants().iter().all(|g| g.expires_at == Some(ends_at)));
        let sending = Consent {
            inboxes: false,
            accounts: vec!["acc_1".into()],
            mail: Some(MailAccess::Send),
            folders: Some(vec!["inbox".into()]),
            recipients: Some(vec!["*@example.com".into()]),
            approval: true,
            ..inboxes.clone()
        };
        assert_eq!(sending.scope(), "mail.read drafts send");
        let grants = sending.grants();
        assert_eq!(grants.len(), 2);
        assert_eq!(grants[1].approval, Some(Approval::Required));
        assert_eq!(grants[1].recipients.as_deref(), Some(&["*@example.com".to_string()][..]));
        for grant in &grants {
            grant.validate("g", now).unwrap();
        }
        let all = requested_scopes(None);
        assert!(sending.check(&all, now).is_ok());
        assert!(sending.check(&["inboxes", "mail.read"], now).is_err(), "send was not asked for");
        let nothing = Consent { inboxes: false, ..inboxes.clone() };
        assert!(nothing.check(&all, now).is_err());
        let ended = Consent { ends_at: now, ..inboxes };
        assert!(ended.check(&all, now).is_err());
        assert_eq!(requested_scopes(Some("inboxes offline_access")), vec!["inboxes"]);
        assert_eq!(requested_scopes(Some("unknown")), SCOPES.to_vec());
    }
}
