//! A throwaway Cyrus IMAP 3.6 serving JMAP (RFC 8620/8621) over plain HTTP on a free loopback
//! port, for the JMAP provider's tests. The recipe and its pitfalls are in
//! `shared/reference/stack.md` (B.3): only `cyrus-common` and `cyrus-caldav` are installed (the
//! `cyrus-imapd` package would remove Dovecot), JMAP runs inside `httpd`, users live in a private
//! sasldb, and every service line carries `-C` (the master does not pass it on). Must run as
//! root: the master drops to the `cyrus` user.
//!
//! Mail arrives by LMTP on a Unix socket ([`Cyrus::deliver`]). Each user starts with an empty
//! INBOX and no other mailbox. What JMAP's EmailSubmission sends goes to a recording SMTP sink
//! ([`Cyrus::relayed`]). Debian's Cyrus is built without JMAP push: its EventSource answers 204.

use crate::sink::{Relayed, Sink};
use crate::{free_ports, kill_now, passwd_id, spawn_in_group, tail};
use std::fs;
use std::io::{self, BufRead as _, BufReader, Write as _};
use std::net::{Ipv4Addr, SocketAddr, TcpStream};
use std::os::unix::fs::{PermissionsExt as _, chown};
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Where Debian installs the Cyrus master.
pub const CYRUS_MASTER: &str = "/usr/lib/cyrus/bin/master";

/// The users every Cyrus has: (name, password).
const USERS: [(&str, &str); 2] = [("alice", "alicepass"), ("bob", "bobpass")];

/// A running throwaway Cyrus. Dropping it stops Cyrus and deletes its folder.
#[derive(Debug)]
pub struct Cyrus {
    dir: tempfile::TempDir,
    http_port: u16,
    sink: Sink,
    child: Option<Child>,
}

impl Cyrus {
    /// Starts Cyrus and waits (≤ 10 s) until its HTTP port accepts connections. Users `alice`
    /// (`alicepass`) and `bob` (`bobpass`). Panics with the reason if it does not come up.
    pub fn start() -> Cyrus {
        assert!(
            Path::new(CYRUS_MASTER).exists() && Path::new("/usr/lib/cyrus/bin/httpd").exists(),
            "Cyrus is missing: install cyrus-common, cyrus-caldav and sasl2-bin (scripts/test does)"
        );
        let mut last = String::new();
        for _ in 0..5 {
            match Cyrus::try_start() {
                Ok(cyrus) => return cyrus,
                Err(failure) => last = failure,
            }
        }
        panic!("{last}")
    }

    fn try_start() -> Result<Cyrus, String> {
        let dir = tempfile::Builder::new().prefix("postern-cyrus-").tempdir().map_err(|e| e.to_string())?;
        let base = dir.path().to_path_buf();
        // The sink first: it keeps its port, which the free one then cannot be.
        let sink = Sink::start();
        let [http_port] = free_ports::<1>();
        for sub in ["config", "spool", "run/socket", "run/lock", "run/proc", "sieve"] {
            fs::create_dir_all(base.join(sub)).map_err(|e| e.to_string())?;
        }
        let b = base.display();
        let conf = format!(
            "configdirectory: {b}/config\ndefaultpartition: default\npartition-default: {b}/spool\n\
             proc_path: {b}/run/proc\nmboxname_lockpath: {b}/run/lock\nlmtpsocket: {b}/run/socket/lmtp\n\
             idlesocket: {b}/run/socket/idle\nnotifysocket: {b}/run/socket/notify\nsievedir: {b}/sieve\n\
             servername: localhost\nadmins: admin\nallowplaintext: yes\nsasl_mech_list: PLAIN LOGIN\n\
             sasl_pwcheck_method: auxprop\nsasl_auxprop_plugin: sasldb\nsasl_sasldb_path: {b}/sasldb2\n\
             altnamespace: yes\nunixhierarchysep: yes\nvirtdomains: off\nautocreate_quota: 0\n\
             autocreate_post: yes\nconversations: yes\nconversations_db: twoskip\nhttpmodules: jmap\n\
             httpallowcompress: no\njmap_preview_annot: /shared/vendor/messagingengine.com/preview\n\
             specialusealways: yes\nsyslog_prefix: postern-cyrus\nsmtp_backend: host\n\
             smtp_host: 127.0.0.1:{}/noauth\n",
            sink.port
        );
        fs::write(base.join("imapd.conf"), conf).map_err(|e| e.to_string())?;
        let c = format!("-C {b}/imapd.conf");
        let services = format!(
            "START {{\n  recover cmd=\"ctl_cyrusdb {c} -r\"\n}}\nSERVICES {{\n  http cmd=\"httpd {c}\" listen=\"127.0.0.1:{http_port}\" prefork=0\n  lmtpunix cmd=\"lmtpd {c}\" listen=\"{b}/run/socket/lmtp\" prefork=0\n}}\nEVENTS {{\n  checkpoint cmd=\"ctl_cyrusdb {c} -c\" period=30\n}}\n"
        );
        fs::write(base.join("cyrus.conf"), services).map_err(|e| e.to_string())?;
        for (user, password) in USERS.iter().chain([&("admin", "adminpass")]) {
            for realm in [Some("localhost"), None] {
                let mut command = Command::new("saslpasswd2");
                command.args(["-p", "-c", "-f"]).arg(base.join("sasldb2"));
                if let Some(realm) = realm {
                    command.args(["-u", realm]);
                }
                let mut child = command
                    .arg(user)
                    .stdin(Stdio::piped())
                    .stdout(Stdio::null())
                    .stderr(Stdio::null())
                    .spawn()
                    .map_err(|e| format!("saslpasswd2 (sasl2-bin) could not run: {e}"))?;
                child.stdin.take().expect("piped stdin").write_all(password.as_bytes()).map_err(|e| e.to_string())?;
                child.wait().map_err(|e| e.to_string())?;
            }
        }
        // The master drops to `cyrus`, which must own (and reach) the whole folder.
        let uid = passwd_id("/etc/passwd", "cyrus").ok_or("no `cyrus` user: is cyrus-common installed?")?;
        let gid = passwd_id("/etc/group", "mail").unwrap_or(0);
        fs::set_permissions(&base, fs::Permissions::from_mode(0o755)).map_err(|e| e.to_string())?;
        own_all(&base, uid, gid).map_err(|e| e.to_string())?;
        let args = vec![
            "-C".to_string(),
            format!("{b}/imapd.conf"),
            "-M".to_string(),
            format!("{b}/cyrus.conf"),
            "-p".to_string(),
            format!("{b}/run/master.pid"),
        ];
        let mut child = spawn_in_group(Path::new(CYRUS_MASTER), args, &base.join("master.stderr"))
            .map_err(|e| format!("could not start {CYRUS_MASTER}: {e}"))?;
        let started = Instant::now();
        let address = SocketAddr::from((Ipv4Addr::LOCALHOST, http_port));
        loop {
            if let Ok(Some(status)) = child.try_wait() {
                let stderr = fs::read_to_string(base.join("master.stderr")).unwrap_or_default();
                return Err(format!("Cyrus exited with {status} before it was ready\n{}", tail(&stderr, 20)));
            }
            // Both services: the master starts them one after the other, and a machine under load
            // can leave a gap of a second between them.
            if TcpStream::connect_timeout(&address, Duration::from_millis(200)).is_ok()
                && UnixStream::connect(base.join("run/socket/lmtp")).is_ok()
            {
                break;
            }
            if started.elapsed() > Duration::from_secs(10) {
                kill_now(Some(child));
                return Err(format!("Cyrus's HTTP port {http_port} or LMTP socket did not answer within 10 s"));
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let cyrus = Cyrus { dir, http_port, sink, child: Some(child) };
        // A user's INBOX exists once mail was delivered to it (a JMAP session without one finds
        // no account): deliver one message each, then purge every mailbox, as root would with
        // `ipurge` (all messages smaller than 1 GB).
        for (user, _) in USERS {
            cyrus.deliver(user, b"Subject: the mailbox exists\r\n\r\n-\r\n");
        }
        let purged = Command::new("runuser")
            .args(["-u", "cyrus", "--", "/usr/lib/cyrus/bin/ipurge", "-f", "-C"])
            .arg(format!("{b}/imapd.conf"))
            .args(["-i", "-b", "1000000000"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .map_err(|e| format!("ipurge could not run: {e}"))?;
        if !purged.success() {
            return Err(format!("ipurge failed: {purged}"));
        }
        Ok(cyrus)
    }

    /// The HTTP port (JMAP at `/jmap/`, discovery at `/.well-known/jmap`).
    pub fn http_port(&self) -> u16 {
        self.http_port
    }

    /// `http://127.0.0.1:<port>`.
    pub fn base_url(&self) -> String {
        format!("http://127.0.0.1:{}", self.http_port)
    }

    /// The folder holding the configuration and the mail.
    pub fn dir(&self) -> &Path {
        self.dir.path()
    }

    /// What EmailSubmission sent so far, in order.
    pub fn relayed(&self) -> Vec<Relayed> {
        self.sink.relayed.lock().expect("sink lock").clone()
    }

    /// Purges expunged messages and their history now (`cyr_expire -X 0`), as a server does
    /// after a while: changes since a state older than that can no longer be calculated
    /// (`cannotCalculateChanges`).
    pub fn expire(&self) {
        let status = Command::new("runuser")
            .args(["-u", "cyrus", "--", "/usr/lib/cyrus/bin/cyr_expire", "-C"])
            .arg(self.dir().join("imapd.conf"))
            .args(["-X", "0", "-E", "0", "-D", "0"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .expect("cyr_expire runs");
        assert!(status.success(), "cyr_expire failed: {status}");
    }

    /// Delivers `raw` to `user`'s INBOX over LMTP, as an MTA would (bare line feeds become
    /// CRLF). Panics if Cyrus refuses it.
    pub fn deliver(&self, user: &str, raw: &[u8]) {
        lmtp(&self.dir().join("run/socket/lmtp"), user, raw)
            .unwrap_or_else(|e| panic!("LMTP delivery to {user} failed: {e}"));
    }
}

impl Drop for Cyrus {
    fn drop(&mut self) {
        kill_now(self.child.take());
    }
}

fn own_all(path: &Path, uid: u32, gid: u32) -> io::Result<()> {
    chown(path, Some(uid), Some(gid))?;
    if path.is_dir() {
        for entry in fs::read_dir(path)? {
            own_all(&entry?.path(), uid, gid)?;
        }
    }
    Ok(())
}

/// One LMTP transaction (RFC 2033) on a Unix socket.
fn lmtp(socket: &PathBuf, user: &str, raw: &[u8]) -> io::Result<()> {
    let stream = UnixStream::connect(socket)?;
    stream.set_read_timeout(Some(Duration::from_secs(10)))?;
    let mut out = stream.try_clone()?;
    let mut lines = BufReader::new(stream);
    let reply = |lines: &mut BufReader<UnixStream>| -> io::Result<String> {
        loop {
            let mut line = String::new();
            if lines.read_line(&mut line)? == 0 {
                return Err(io::Error::other("LMTP connection closed"));
            }
            if line.as_bytes().get(3) != Some(&b'-') {
                if !line.starts_with('2') && !line.starts_with('3') {
                    return Err(io::Error::other(line.trim().to_string()));
                }
                return Ok(line);
            }
        }
    };
    reply(&mut lines)?;
    for command in [
        "LHLO localhost".to_string(),
        "MAIL FROM:<kit@example.test>".into(),
        format!("RCPT TO:<{user}>"),
        "DATA".into(),
    ] {
        out.write_all(format!("{command}\r\n").as_bytes())?;
        reply(&mut lines)?;
    }
    let text = String::from_utf8_lossy(raw).replace("\r\n", "\n");
    let mut data = String::new();
    for line in text.split('\n') {
        if line.starts_with('.') {
            data.push('.');
        }
        data.push_str(line);
        data.push_str("\r\n");
    }
    data.push_str(".\r\n");
    out.write_all(data.as_bytes())?;
    reply(&mut lines)?;
    out.write_all(b"QUIT\r\n")?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::Cyrus;

    #[test]
    fn cyrus_starts_serves_jmap_and_takes_mail() {
        use std::io::{Read as _, Write as _};
        let cyrus = Cyrus::start();
        // Delivery panics when LMTP refuses (a dot-stuffed line included).
        cyrus.deliver("alice", b"Subject: hello\r\n\r\n.a line with a dot\r\n");
        // JMAP asks for credentials: the httpd runs with the jmap module.
        let mut http = std::net::TcpStream::connect(("127.0.0.1", cyrus.http_port())).unwrap();
        http.write_all(b"GET /jmap/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n").unwrap();
        let mut answer = String::new();
        let _ = http.read_to_string(&mut answer);
        assert!(answer.starts_with("HTTP/1.1 401"), "{answer}");
    }
}
