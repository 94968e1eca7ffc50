//! Test peers for Postern's tests. Dev-only (`publish = false`): nothing here ships.
//!
//! [`Dovecot`] starts a throwaway Dovecot 2.3 (IMAP + POP3, plaintext auth, Maildir) as a child
//! process in the foreground, in its own temporary folder, on free loopback ports, and stops it
//! when dropped. The recipe and its pitfalls are in `shared/reference/stack.md` (B.2): the folder
//! must be world-readable, and as root the mail processes run as `nobody`, the login processes
//! as `dovenull` and the internal ones as `dovecot`.
//!
//! Users live in a passwd-file (`alice@example.test` / `alicepass` by default), mail in Maildir
//! (`~/Maildir`, Maildir++ sub-folders, `/` as separator), with the SPECIAL-USE folders Drafts,
//! Sent, Trash, Junk and Archive; up to 50 connections per user and IP. Failed logins are
//! answered without Dovecot's growing auth penalty (tests fail logins on purpose). With
//! [`DovecotOptions::oauth2_tokeninfo`], XOAUTH2 and OAUTHBEARER logins are checked against a
//! tokeninfo URL (the fake Google's) by Dovecot's oauth2 passdb.
//!
//! The kit speaks no IMAP: tests use the IMAP adapter of `postern-providers` for that. Mail can
//! arrive "from outside" with [`Dovecot::deliver_to_maildir`], the way an MTA would deliver it.
//!
//! Dovecot itself is installed by `scripts/test` (`dovecot-imapd`, `dovecot-pop3d`,
//! `dovecot-submissiond`).
//!
//! [`microsoft::FakeMicrosoft`] is a loopback fake of the Microsoft identity platform (OAuth
//! authorize, token and device-code endpoints) and of Microsoft Graph mail (folders, messages,
//! delta, send, `$batch`), on its own thread, for the Graph adapter's tests.
//!
//! [`google::FakeGoogle`] is a loopback fake of Google's OAuth 2.0 endpoints, of the Gmail API
//! v1 (labels, messages, drafts, history, batch, watch) and of Cloud Pub/Sub push delivery
//! with OIDC-signed pushes, on its own thread, for the Gmail adapter's tests.

mod cyrus;
pub mod dns;
mod fake;
pub mod google;
pub mod hooks;
pub mod microsoft;
mod sink;
pub use cyrus::{CYRUS_MASTER, Cyrus};
pub use sink::Relayed;

use std::fmt::Write as _;
use std::fs;
use std::io::{self, Read as _};
use std::net::{Ipv4Addr, SocketAddr, TcpListener, TcpStream};
use std::os::unix::fs::{PermissionsExt as _, chown};
use std::os::unix::process::CommandExt as _;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// Where Debian installs the Dovecot master binary.
pub const DOVECOT_BIN: &str = "/usr/sbin/dovecot";

/// How long [`Dovecot::start`] waits for the IMAP port.
const READY_TIMEOUT: Duration = Duration::from_secs(10);

/// The capability list of the `condstore: false` server: a plainer server without CONDSTORE,
/// QRESYNC and MOVE (and without LITERAL+, ESEARCH and NOTIFY, so clients must fall back to
/// synchronizing literals and plain SEARCH too). Dovecot 2.3 has MOVE built in (there is no
/// plugin to leave out): the explicit `imap_capability` hides it, and a client that follows the
/// announcement never uses it.
pub const PLAIN_CAPABILITY: &str = "IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE IDLE SORT NAMESPACE UIDPLUS \
     CHILDREN UNSELECT LIST-EXTENDED I18NLEVEL=1 SPECIAL-USE";

/// The folders every user has, with their SPECIAL-USE attribute.
pub const SPECIAL_FOLDERS: [(&str, &str); 5] =
    [("Drafts", "\\Drafts"), ("Sent", "\\Sent"), ("Trash", "\\Trash"), ("Junk", "\\Junk"), ("Archive", "\\Archive")];

/// A name the TLS certificate is also valid for that resolves nowhere: a test connects to it
/// by giving the address itself (no DNS involved).
pub const PINNED_NAME: &str = "imap.postern.invalid";

/// What kind of Dovecot to start.
#[derive(Debug, Clone)]
pub struct DovecotOptions {
    /// Users and their passwords (`alice@example.test` / `alicepass` by default). Neither may
    /// contain `:` or a line break (the passwd-file format).
    pub users: Vec<(String, String)>,
    /// Whether CONDSTORE, QRESYNC and MOVE are offered (default `true`). With `false` the server
    /// announces the explicit, plainer [`PLAIN_CAPABILITY`] list.
    pub condstore: bool,
    /// Whether to also listen for implicit TLS (IMAPS) and offer STARTTLS, with a fresh
    /// self-signed certificate for `localhost` and `127.0.0.1` (default `false`); see
    /// [`Dovecot::imaps_port`] and [`Dovecot::tls_cert_der`].
    pub tls: bool,
    /// Whether to run Dovecot's submission service (SMTP with AUTH, and STARTTLS with `tls`),
    /// relaying to a recording sink (default `false`); see [`Dovecot::submission_port`] and
    /// [`Dovecot::relayed`]. Needs the `dovecot-submissiond` package.
    pub submission: bool,
    /// The SASL mechanisms offered (default `plain login`).
    pub auth_mechanisms: &'static str,
    /// The IMAP capabilities to announce instead of Dovecot's own (default `None`), to test a
    /// client's fallbacks; with `condstore: false` and no list, [`PLAIN_CAPABILITY`].
    pub capability: Option<&'static str>,
    /// A tokeninfo URL to check OAuth bearer tokens against (default `None`), the token
    /// appended to it, such as [`google::FakeGoogle::tokeninfo_url`]. With one, `xoauth2
    /// oauthbearer` join [`DovecotOptions::auth_mechanisms`] and an oauth2 passdb serves them:
    /// the login succeeds when the URL answers 200 with an `email` equal to the user name
    /// (any user: no passwd-file entry needed); passwords still go to the passwd-file.
    pub oauth2_tokeninfo: Option<String>,
}

impl Default for DovecotOptions {
    fn default() -> Self {
        DovecotOptions {
            users: vec![("alice@example.test".to_string(), "alicepass".to_string())],
            condstore: true,
            tls: false,
            submission: false,
            auth_mechanisms: "plain login",
            capability: None,
            oauth2_tokeninfo: None,
        }
    }
}

/// A running throwaway Dovecot. Dropping it stops Dovecot and deletes its folder.
#[derive(Debug)]
pub struct Dovecot {
    dir: tempfile::TempDir,
    imap_port: u16,
    pop3_port: u16,
    imaps_port: Option<u16>,
    submission_port: Option<u16>,
    sink: Option<sink::Sink>,
    cert_der: Option<Vec<u8>>,
    /// Owner of the mail folders (uid, gid): `nobody` as root, else the current user.
    mail_owner: (u32, u32),
    child: Option<Child>,
}

impl Dovecot {
    /// Starts a Dovecot with the default options.
    pub fn start() -> Dovecot {
        Dovecot::start_with(DovecotOptions::default())
    }

    /// Starts a Dovecot with `options` and waits (≤ 10 s) until its IMAP port accepts
    /// connections. Panics with the tail of `dovecot.log` if it does not come up.
    pub fn start_with(options: DovecotOptions) -> Dovecot {
        assert!(
            Path::new(DOVECOT_BIN).exists(),
            "{DOVECOT_BIN} is missing: install dovecot-imapd and dovecot-pop3d (scripts/test does)"
        );
        assert!(
            !options.submission || Path::new("/usr/lib/dovecot/submission").exists(),
            "Dovecot's submission service is missing: install dovecot-submissiond (scripts/test does)"
        );
        for (user, password) in &options.users {
            assert!(
                !format!("{user}{password}").contains([':', '\n', '\r']) && !user.is_empty(),
                "user names and passwords for the passwd-file may not be empty or contain ':' or line breaks"
            );
        }
        let mut last_failure = String::new();
        // A port picked as free can be taken by someone else before Dovecot binds it: try again.
        for _ in 0..5 {
            let mut dovecot = Dovecot::prepare(&options);
            match dovecot.spawn_and_wait() {
                Ok(()) => return dovecot,
                Err(failure) if failure.contains("Address already in use") => last_failure = failure,
                Err(failure) => panic!("{failure}"),
            }
        }
        panic!("{last_failure}")
    }

    /// The loopback address Dovecot listens on.
    pub fn host(&self) -> &str {
        "127.0.0.1"
    }

    /// The plain IMAP port (STARTTLS is offered there when `tls` is on).
    pub fn imap_port(&self) -> u16 {
        self.imap_port
    }

    /// The plain POP3 port.
    pub fn pop3_port(&self) -> u16 {
        self.pop3_port
    }

    /// The implicit-TLS IMAP port, when started with `tls: true`.
    pub fn imaps_port(&self) -> Option<u16> {
        self.imaps_port
    }

    /// The port of the submission service, when started with `submission: true`.
    pub fn submission_port(&self) -> Option<u16> {
        self.submission_port
    }

    /// What the submission service relayed so far, in order (empty without `submission`).
    pub fn relayed(&self) -> Vec<Relayed> {
        self.sink.as_ref().map(|s| s.relayed.lock().expect("sink lock").clone()).unwrap_or_default()
    }

    /// The DER of the self-signed server certificate (valid for `localhost` and `127.0.0.1`),
    /// when started with `tls: true`: a client trusts it as a root.
    pub fn tls_cert_der(&self) -> Option<&[u8]> {
        self.cert_der.as_deref()
    }

    /// The folder holding the configuration, the log and the mail.
    pub fn dir(&self) -> &Path {
        self.dir.path()
    }

    /// Dovecot's log so far (empty if there is none yet).
    pub fn log(&self) -> String {
        fs::read_to_string(self.dir().join("dovecot.log")).unwrap_or_default()
    }

    /// The process id of the Dovecot master, while it runs.
    pub fn pid(&self) -> Option<u32> {
        self.child.as_ref().map(Child::id)
    }

    /// Whether the master process is running.
    pub fn is_running(&self) -> bool {
        self.child.is_some()
    }

    /// Stops Dovecot gracefully: SIGTERM to the master, which stops its services, and waits for
    /// it (SIGKILL after 10 s). Client sessions outlive Dovecot's master (the `imap` process of a
    /// logged-in client stays until the client leaves), so they get SIGTERM next (they say
    /// `* BYE Server shutting down.`), and SIGKILL if still there after 2 s: nothing is left
    /// behind and clients see the connection end, as with a real server restart. Takes about a
    /// second (the master waits 1 s for its log process). Mail and configuration stay, so
    /// [`Dovecot::restart`] can follow.
    pub fn stop(&mut self) {
        let Some(mut child) = self.child.take() else { return };
        let group = child.id() as libc::pid_t;
        if let Ok(None) = child.try_wait() {
            // SAFETY: kill(2) on our own child, not yet reaped; no memory is touched.
            unsafe { libc::kill(group, libc::SIGTERM) };
            let deadline = Instant::now() + Duration::from_secs(10);
            loop {
                match child.try_wait() {
                    Ok(Some(_)) | Err(_) => break,
                    Ok(None) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(10)),
                    Ok(None) => {
                        kill_group(group, libc::SIGKILL);
                        let _ = child.wait();
                        break;
                    }
                }
            }
        }
        end_group(group, Some(libc::SIGTERM));
    }

    /// Stops Dovecot if it runs and starts it again on the same ports with the same mail: for
    /// "the server restarted mid-sync" tests. Panics if it does not come back.
    pub fn restart(&mut self) {
        self.stop();
        // The old listening sockets are closed; Dovecot binds with SO_REUSEADDR, but a port can
        // still be briefly in use by a dying child: retry for a little while.
        let mut failure = String::new();
        for _ in 0..20 {
            match self.spawn_and_wait() {
                Ok(()) => return,
                Err(f) if f.contains("Address already in use") => {
                    failure = f;
                    std::thread::sleep(Duration::from_millis(100));
                }
                Err(f) => panic!("{f}"),
            }
        }
        panic!("{failure}")
    }

    /// Gives `user` a new password: the next login with the old one is refused (Dovecot reads
    /// the passwd-file again when it changes).
    pub fn set_password(&self, user: &str, password: &str) {
        let path = self.dir().join("users");
        let users = fs::read_to_string(&path).expect("read the passwd-file");
        let mut changed = String::new();
        for line in users.lines() {
            match line.split_once(':') {
                Some((name, _)) if name == user => {
                    let _ = writeln!(changed, "{user}:{{PLAIN}}{password}");
                }
                _ => {
                    let _ = writeln!(changed, "{line}");
                }
            }
        }
        fs::write(&path, changed).expect("write the passwd-file");
        // Dovecot looks at the file at most once a second: until it has, the old one still works.
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        while !self.logs_in(user, password) {
            assert!(std::time::Instant::now() < deadline, "Dovecot did not take the new password");
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
    }

    /// Whether IMAP `LOGIN` with `user` and `password` succeeds now.
    pub fn logs_in(&self, user: &str, password: &str) -> bool {
        use std::io::{BufRead, BufReader, Write as _};
        let Ok(stream) = std::net::TcpStream::connect((self.host(), self.imap_port())) else { return false };
        let _ = stream.set_read_timeout(Some(std::time::Duration::from_secs(5)));
        let mut reader = BufReader::new(stream.try_clone().expect("clone the stream"));
        let mut line = String::new();
        if reader.read_line(&mut line).is_err() {
            return false;
        }
        let mut writer = stream;
        if writer.write_all(format!("a LOGIN \"{user}\" \"{password}\"\r\n").as_bytes()).is_err() {
            return false;
        }
        loop {
            line.clear();
            match reader.read_line(&mut line) {
                Ok(0) | Err(_) => return false,
                Ok(_) if line.starts_with("a ") => return line.starts_with("a OK"),
                Ok(_) => {}
            }
        }
    }

    /// The Maildir of `user` (it exists once the user logged in or mail was delivered).
    pub fn maildir(&self, user: &str) -> PathBuf {
        self.dir().join("mail").join(user).join("Maildir")
    }

    /// Delivers `raw` into `user`'s INBOX the way an MTA does: written to `tmp/`, then renamed
    /// into `new/`. Dovecot picks it up at its next look at the folder (IDLE sees it at once).
    /// Returns the path of the delivered file.
    pub fn deliver_to_maildir(&self, user: &str, raw: &[u8]) -> PathBuf {
        self.deliver_to_folder(user, "INBOX", raw)
    }

    /// Delivers `raw` into `folder` of `user` (`INBOX`, or a folder name as in
    /// [`Dovecot::create_folder`]), like [`Dovecot::deliver_to_maildir`].
    pub fn deliver_to_folder(&self, user: &str, folder: &str, raw: &[u8]) -> PathBuf {
        let folder_dir = self.folder_dir(user, folder);
        self.make_maildir(&folder_dir);
        static COUNTER: AtomicU64 = AtomicU64::new(0);
        let now = SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default();
        let name = format!(
            "{}.M{}P{}Q{}.postern-testkit,S={}",
            now.as_secs(),
            now.subsec_micros(),
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed),
            raw.len()
        );
        let tmp = folder_dir.join("tmp").join(&name);
        fs::write(&tmp, raw).expect("write the message into tmp/");
        self.own(&tmp);
        let new = folder_dir.join("new").join(&name);
        fs::rename(&tmp, &new).expect("move the message into new/");
        new
    }

    /// Creates a folder of `user` directly on disk, as a Maildir++ sub-folder: `name` uses `/`
    /// as the hierarchy separator (`"Projects/2025"`), ASCII only, no `.`. Missing parents are
    /// not created, so they show up as `\Noselect` (non-existent) parents in LIST.
    pub fn create_folder(&self, user: &str, name: &str) -> PathBuf {
        assert!(
            name.is_ascii() && !name.contains('.') && !name.is_empty() && !name.eq_ignore_ascii_case("INBOX"),
            "create_folder takes an ASCII name without '.', not INBOX"
        );
        let dir = self.folder_dir(user, name);
        self.make_maildir(&dir);
        let marker = dir.join("maildirfolder");
        fs::write(&marker, b"").expect("write maildirfolder");
        self.own(&marker);
        dir
    }

    fn folder_dir(&self, user: &str, folder: &str) -> PathBuf {
        let maildir = self.maildir(user);
        if folder.eq_ignore_ascii_case("INBOX") {
            maildir
        } else {
            maildir.join(format!(".{}", folder.replace('/', ".")))
        }
    }

    /// Creates `dir` with `cur/ new/ tmp/` and every missing parent up to the mail root, owned by
    /// the mail user.
    fn make_maildir(&self, dir: &Path) {
        let root = self.dir().join("mail");
        for sub in ["cur", "new", "tmp"] {
            let path = dir.join(sub);
            fs::create_dir_all(&path).expect("create the Maildir");
        }
        let mut owned = vec![dir.join("cur"), dir.join("new"), dir.join("tmp")];
        let mut cursor = Some(dir);
        while let Some(path) = cursor {
            if path == root {
                break;
            }
            owned.push(path.to_path_buf());
            cursor = path.parent();
        }
        for path in owned {
            self.own(&path);
        }
    }

    fn own(&self, path: &Path) {
        let (uid, gid) = self.mail_owner;
        // Not root: the files are ours already and chown to ourselves is a no-op.
        let _ = chown(path, Some(uid), Some(gid));
        let mode = if path.is_dir() { 0o700 } else { 0o600 };
        let _ = fs::set_permissions(path, fs::Permissions::from_mode(mode));
    }

    /// Writes the folder, the users and the configuration; picks ports. Does not start Dovecot.
    fn prepare(options: &DovecotOptions) -> Dovecot {
        let dir = tempfile::Builder::new().prefix("postern-dovecot-").tempdir().expect("create a temp dir");
        // The auth process (user `dovecot`) must be able to read the folder: mktemp makes 0700.
        fs::set_permissions(dir.path(), fs::Permissions::from_mode(0o755)).expect("chmod 755 the temp dir");
        let base = dir.path();
        for sub in ["run", "state", "mail"] {
            fs::create_dir_all(base.join(sub)).expect("create Dovecot's folders");
        }
        let is_root = unsafe_getuid() == 0;
        let (mail_owner, mail_user, mail_group, login_user, internal_user) = if is_root {
            let uid = passwd_id("/etc/passwd", "nobody").unwrap_or(65534);
            let gid = passwd_id("/etc/group", "nogroup").unwrap_or(65534);
            ((uid, gid), "nobody".to_string(), "nogroup".to_string(), "dovenull".to_string(), "dovecot".to_string())
        } else {
            let uid = unsafe_getuid();
            let gid = unsafe_getgid();
            let user = passwd_name("/etc/passwd", uid).unwrap_or_else(|| uid.to_string());
            let group = passwd_name("/etc/group", gid).unwrap_or_else(|| gid.to_string());
            ((uid, gid), user.clone(), group, user.clone(), user)
        };
        let mail_root = base.join("mail");
        let _ = chown(&mail_root, Some(mail_owner.0), Some(mail_owner.1));

        let mut users = String::new();
        for (user, password) in &options.users {
            let _ = writeln!(users, "{user}:{{PLAIN}}{password}");
        }
        let users_path = base.join("users");
        fs::write(&users_path, users).expect("write the passwd-file");
        fs::set_permissions(&users_path, fs::Permissions::from_mode(0o644)).expect("chmod the passwd-file");

        // The sink first (it keeps its port), then every port at once: ports taken one call after
        // another can repeat (a released port is free again), and Dovecot refuses a duplicate
        // listener.
        let sink = options.submission.then(sink::Sink::start);
        let [imap_port, pop3_port, imaps_port, submission_port] = free_ports::<4>();
        let imaps_port = options.tls.then_some(imaps_port);

        let mut cert_der = None;
        let ssl = if options.tls {
            let cert = rcgen::generate_simple_self_signed(vec![
                "localhost".to_string(),
                "127.0.0.1".to_string(),
                PINNED_NAME.to_string(),
            ])
            .expect("generate a certificate");
            let cert_path = base.join("cert.pem");
            let key_path = base.join("key.pem");
            fs::write(&cert_path, cert.cert.pem()).expect("write cert.pem");
            fs::write(&key_path, cert.signing_key.serialize_pem()).expect("write key.pem");
            fs::set_permissions(&key_path, fs::Permissions::from_mode(0o600)).expect("chmod key.pem");
            cert_der = Some(cert.cert.der().to_vec());
            format!(
                "ssl = yes\nssl_cert = <{}\nssl_key = <{}\nssl_min_protocol = TLSv1.2\n",
                cert_path.display(),
                key_path.display()
            )
        } else {
            "ssl = no\n".to_string()
        };
        let submission_port = options.submission.then_some(submission_port);
        let submission = match (submission_port, &sink) {
            (Some(port), Some(sink)) => format!(
                "submission_relay_host = 127.0.0.1
submission_relay_port = {}
submission_relay_trusted = yes
hostname = submission.postern.test
service submission-login {{
  inet_listener submission {{
    address = 127.0.0.1
    port = {port}
  }}
}}
",
                sink.port
            ),
            _ => String::new(),
        };
        let protocols = if options.submission { "imap pop3 submission" } else { "imap pop3" };
        let imaps_listener = match imaps_port {
            Some(port) => {
                format!("  inet_listener imaps {{\n    address = 127.0.0.1\n    port = {port}\n    ssl = yes\n  }}\n")
            }
            None => "  inet_listener imaps {\n    port = 0\n  }\n".to_string(),
        };
        let capability = match (options.capability, options.condstore) {
            (Some(list), _) => format!("  imap_capability = {list}\n"),
            (None, true) => String::new(),
            (None, false) => format!("  imap_capability = {PLAIN_CAPABILITY}\n"),
        };
        let mut mailboxes = String::new();
        for (name, special_use) in SPECIAL_FOLDERS {
            let _ =
                write!(mailboxes, "  mailbox {name} {{\n    special_use = {special_use}\n    auto = subscribe\n  }}\n");
        }
        let (auth_mechanisms, oauth2_passdb, password_mechanisms) = match &options.oauth2_tokeninfo {
            Some(url) => {
                assert!(!url.contains(['\n', '\r']), "the tokeninfo URL may not contain line breaks");
                let oauth2_path = base.join("dovecot-oauth2.conf.ext");
                fs::write(&oauth2_path, format!("tokeninfo_url = {url}\nusername_attribute = email\n"))
                    .expect("write dovecot-oauth2.conf.ext");
                fs::set_permissions(&oauth2_path, fs::Permissions::from_mode(0o644))
                    .expect("chmod dovecot-oauth2.conf.ext");
                (
                    format!("{} xoauth2 oauthbearer", options.auth_mechanisms),
                    format!(
                        "passdb {{\n  driver = oauth2\n  mechanisms = xoauth2 oauthbearer\n  args = {}\n}}\n",
                        oauth2_path.display()
                    ),
                    // The passwords keep the mechanisms the option names (`plain login` by default).
                    format!("  mechanisms = {}\n", options.auth_mechanisms),
                )
            }
            None => (options.auth_mechanisms.to_string(), String::new(), String::new()),
        };
        let dir_s = base.display();
        let conf = format!(
            "# Written by postern-testkit: a throwaway Dovecot for one test.
base_dir = {dir_s}/run
state_dir = {dir_s}/state
instance_name = postern-testkit-{imap_port}
log_path = {dir_s}/dovecot.log
info_log_path = {dir_s}/dovecot.log
protocols = {protocols}
listen = 127.0.0.1
{ssl}disable_plaintext_auth = no
auth_mechanisms = {auth_mechanisms}
# Failed logins (which tests make on purpose) are answered in 0.5 s, not 2 s.
auth_failure_delay = 0
default_login_user = {login_user}
default_internal_user = {internal_user}
first_valid_uid = 1
{oauth2_passdb}passdb {{
  driver = passwd-file
{password_mechanisms}  args = scheme=PLAIN username_format=%u {users}
}}
userdb {{
  driver = static
  args = uid={mail_user} gid={mail_group} home={dir_s}/mail/%u
}}
mail_location = maildir:~/Maildir
namespace inbox {{
  inbox = yes
  separator = /
{mailboxes}}}
protocol imap {{
  mail_max_userip_connections = 50
{capability}}}
service imap-login {{
  inet_listener imap {{
    address = 127.0.0.1
    port = {imap_port}
  }}
{imaps_listener}}}
service pop3-login {{
  inet_listener pop3 {{
    address = 127.0.0.1
    port = {pop3_port}
  }}
  inet_listener pop3s {{
    port = 0
  }}
}}
service anvil {{
  # No growing delay after failed logins (the auth penalty): tests fail logins on purpose.
  unix_listener anvil-auth-penalty {{
    mode = 0
  }}
}}
pop3_uidl_format = %08Xu%08Xv
{submission}",
            users = users_path.display(),
        );
        fs::write(base.join("dovecot.conf"), conf).expect("write dovecot.conf");
        Dovecot { dir, imap_port, pop3_port, imaps_port, submission_port, sink, cert_der, mail_owner, child: None }
    }

    /// Starts the master and waits until the IMAP port greets. On failure, the error is the
    /// message to panic with (it carries the log's tail).
    fn spawn_and_wait(&mut self) -> Result<(), String> {
        let base = self.dir().to_path_buf();
        let stderr_path = base.join("dovecot.stderr");
        let _ = fs::remove_file(&stderr_path);
        let log_len = fs::metadata(base.join("dovecot.log")).map(|m| m.len()).unwrap_or(0);
        let mut child = spawn_dovecot(&base.join("dovecot.conf"), &stderr_path)
            .map_err(|e| format!("could not start {DOVECOT_BIN}: {e}"))?;
        let started = Instant::now();
        let address = SocketAddr::from((Ipv4Addr::LOCALHOST, self.imap_port));
        loop {
            if let Ok(Some(status)) = child.try_wait() {
                return Err(self.failure(&format!("Dovecot exited with {status} before it was ready"), log_len));
            }
            if greets(address) {
                self.child = Some(child);
                return Ok(());
            }
            if started.elapsed() > READY_TIMEOUT {
                kill_group(child.id() as libc::pid_t, libc::SIGKILL);
                let _ = child.wait();
                end_group(child.id() as libc::pid_t, None);
                return Err(self.failure(
                    &format!("Dovecot's IMAP port {} did not answer within {READY_TIMEOUT:?}", self.imap_port),
                    log_len,
                ));
            }
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    fn failure(&self, what: &str, log_from: u64) -> String {
        let log = fs::read(self.dir().join("dovecot.log")).unwrap_or_default();
        let log = String::from_utf8_lossy(log.get(log_from as usize..).unwrap_or_default()).into_owned();
        let stderr = fs::read_to_string(self.dir().join("dovecot.stderr")).unwrap_or_default();
        format!("{what}\n--- tail of dovecot.log ---\n{}\n--- stderr ---\n{}", tail(&log, 40), tail(&stderr, 20))
    }
}

impl Drop for Dovecot {
    /// Kills Dovecot's whole process group at once: a graceful [`Dovecot::stop`] costs a second
    /// (the master sleeps 1 s for its log process), and the mail is thrown away anyway.
    fn drop(&mut self) {
        kill_now(self.child.take());
    }
}

/// Kills a peer's whole process group at once and reaps it (a peer whose data is thrown away
/// needs no graceful stop).
fn kill_now(child: Option<Child>) {
    let Some(mut child) = child else { return };
    let group = child.id() as libc::pid_t;
    if let Ok(None) = child.try_wait() {
        kill_group(group, libc::SIGKILL);
    }
    let _ = child.wait();
    end_group(group, None);
}

/// Sends `signal` to the process group `group` (Dovecot's own group, see `spawn_now`; its id is
/// the master's pid, which the kernel does not hand out again while the group has members).
fn kill_group(group: libc::pid_t, signal: libc::c_int) {
    // SAFETY: kill(2) with a negative pid addresses the process group; no memory is touched.
    unsafe { libc::kill(-group, signal) };
}

/// Ends what is left of the group after the master is gone: `first` (if any), then SIGKILL
/// after 2 s; returns once no live member is left (or after 4 s).
fn end_group(group: libc::pid_t, first: Option<libc::c_int>) {
    if !group_alive(group) {
        return;
    }
    let mut signal = first.unwrap_or(libc::SIGKILL);
    let started = Instant::now();
    kill_group(group, signal);
    while group_alive(group) && started.elapsed() < Duration::from_secs(4) {
        if signal != libc::SIGKILL && started.elapsed() > Duration::from_secs(2) {
            signal = libc::SIGKILL;
            kill_group(group, signal);
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Whether a live (not zombie) process is in process group `group`, from `/proc/*/stat`.
fn group_alive(group: libc::pid_t) -> bool {
    let Ok(entries) = fs::read_dir("/proc") else { return false };
    entries.flatten().any(|entry| {
        let Ok(stat) = fs::read_to_string(entry.path().join("stat")) else { return false };
        // "pid (comm) state ppid pgrp …": comm may hold anything, so split after its last ')'.
        let Some((_, rest)) = stat.rsplit_once(')') else { return false };
        let mut fields = rest.split_whitespace();
        let state = fields.next();
        let pgrp = fields.nth(1).and_then(|p| p.parse::<libc::pid_t>().ok());
        pgrp == Some(group) && state != Some("Z") && state != Some("X")
    })
}

/// Whether something on `address` answers with an IMAP greeting (`* OK`).
fn greets(address: SocketAddr) -> bool {
    let Ok(mut stream) = TcpStream::connect_timeout(&address, Duration::from_millis(200)) else { return false };
    let _ = stream.set_read_timeout(Some(Duration::from_secs(2)));
    let mut buf = [0u8; 4];
    stream.read_exact(&mut buf).is_ok() && &buf == b"* OK"
}

/// `n` distinct free loopback ports (bound together, then released).
/// `N` distinct free ports for a server's listeners, taken below the kernel's ephemeral range
/// when there is room: a port from that range, free while the server is down for a restart, can
/// be taken meanwhile as the local port of any outgoing connection on the machine ("Address
/// already in use" when the server comes back).
fn free_ports<const N: usize>() -> [u16; N] {
    let ephemeral_start = fs::read_to_string("/proc/sys/net/ipv4/ip_local_port_range")
        .ok()
        .and_then(|range| range.split_whitespace().next()?.parse::<u16>().ok())
        .unwrap_or(32768);
    let (low, high) = (10_000u16, ephemeral_start);
    let mut listeners: Vec<TcpListener> = Vec::with_capacity(N);
    if high > low + 1000 {
        // A different walk per process and call: tests in other processes pick ports too.
        static CALLS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let calls = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
        let mut state =
            (nanos as u64) ^ (u64::from(std::process::id()) << 32) ^ calls.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        for _ in 0..1000 {
            if listeners.len() == N {
                break;
            }
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let port = low + (state % u64::from(high - low)) as u16;
            if let Ok(listener) = TcpListener::bind((Ipv4Addr::LOCALHOST, port)) {
                listeners.push(listener);
            }
        }
    }
    while listeners.len() < N {
        listeners.push(TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).expect("bind a free port"));
    }
    std::array::from_fn(|i| listeners[i].local_addr().expect("local address").port())
}

fn tail(text: &str, lines: usize) -> String {
    let all: Vec<&str> = text.lines().collect();
    all[all.len().saturating_sub(lines)..].join("\n")
}

/// The numeric id of `name` in a passwd or group file.
fn passwd_id(file: &str, name: &str) -> Option<u32> {
    let text = fs::read_to_string(file).ok()?;
    text.lines().map(|l| l.split(':').collect::<Vec<_>>()).find(|f| f.first() == Some(&name))?.get(2)?.parse().ok()
}

/// The name of numeric id `id` in a passwd or group file.
fn passwd_name(file: &str, id: u32) -> Option<String> {
    let text = fs::read_to_string(file).ok()?;
    let id = id.to_string();
    text.lines()
        .map(|l| l.split(':').collect::<Vec<_>>())
        .find(|f| f.get(2) == Some(&id.as_str()))
        .map(|f| f[0].to_string())
}

fn unsafe_getuid() -> u32 {
    // SAFETY: getuid(2) cannot fail and touches no memory.
    unsafe { libc::getuid() }
}

fn unsafe_getgid() -> u32 {
    // SAFETY: getgid(2) cannot fail and touches no memory.
    unsafe { libc::getgid() }
}

type SpawnRequest = (PathBuf, Vec<String>, PathBuf, mpsc::Sender<io::Result<Child>>);

/// Starts `dovecot -F -c conf` from one long-lived thread, in its own process group. The child
/// gets PR_SET_PDEATHSIG, which
/// fires when the *thread* that forked it ends: spawning from a thread that lives as long as the
/// test process means a killed test run (timeout, SIGKILL) still takes its Dovecots down, while
/// a Dovecot started in one test thread may outlive that thread.
fn spawn_dovecot(conf: &Path, stderr: &Path) -> io::Result<Child> {
    let args = vec!["-F".to_string(), "-c".to_string(), conf.to_string_lossy().into_owned()];
    spawn_in_group(Path::new(DOVECOT_BIN), args, stderr)
}

/// Starts `program` with `args` as [`spawn_dovecot`] does: in its own process group, from the
/// long-lived spawner thread.
fn spawn_in_group(program: &Path, args: Vec<String>, stderr: &Path) -> io::Result<Child> {
    static SPAWNER: OnceLock<Mutex<mpsc::Sender<SpawnRequest>>> = OnceLock::new();
    let spawner = SPAWNER.get_or_init(|| {
        let (tx, rx) = mpsc::channel::<SpawnRequest>();
        std::thread::Builder::new()
            .name("postern-testkit-spawner".into())
            .spawn(move || {
                for (program, args, stderr, reply) in rx {
                    let _ = reply.send(spawn_now(&program, &args, &stderr));
                }
            })
            .expect("start the spawner thread");
        Mutex::new(tx)
    });
    let (reply_tx, reply_rx) = mpsc::channel();
    spawner
        .lock()
        .map_err(|_| io::Error::other("spawner lock poisoned"))?
        .send((program.to_path_buf(), args, stderr.to_path_buf(), reply_tx))
        .map_err(|_| io::Error::other("spawner thread is gone"))?;
    reply_rx.recv().map_err(|_| io::Error::other("spawner thread is gone"))?
}

fn spawn_now(program: &Path, args: &[String], stderr: &Path) -> io::Result<Child> {
    let stderr = fs::File::create(stderr)?;
    let mut command = Command::new(program);
    command.args(args).stdin(Stdio::null()).stdout(Stdio::null()).stderr(stderr);
    // SAFETY: prctl(2) is async-signal-safe; the closure allocates nothing.
    unsafe {
        command.pre_exec(|| {
            // Its own process group, so that Drop can kill the master and all its children.
            if libc::setpgid(0, 0) == -1 {
                return Err(io::Error::last_os_error());
            }
            if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGTERM) == -1 {
                return Err(io::Error::last_os_error());
            }
            Ok(())
        });
    }
    command.spawn()
}
