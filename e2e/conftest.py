"""Starts a real `postern serve` for the e2e tests, on free loopback ports and a fresh data dir.

The binary comes from POSTERN_BIN (default: target/debug/postern at the repository root).
After the session, every log line and every captured output is scanned for tokens. The
`browser` fixture is a headless Chromium (e2e/browser.py) with a profile of its own per test.
"""

import io
import json
import os
import re
import secrets
import signal
import socket
import subprocess
import threading
import time
import urllib.error
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from contract import Contract

ROOT = Path(__file__).resolve().parent.parent
TOKEN_RE = re.compile(r"pst_[A-Za-z0-9]{38}")
SETUP_PATH_RE = re.compile(r"/ui/setup/pss_[0-9a-f]{64}")


def free_port() -> int:
    return free_ports(1)[0]


def free_ports(n: int) -> list:
    """`n` ports free when chosen, all different (each is held while the next is chosen)."""
    sockets = [socket.socket() for _ in range(n)]
    try:
        for s in sockets:
            s.bind(("127.0.0.1", 0))
        return [s.getsockname()[1] for s in sockets]
    finally:
        for s in sockets:
            s.close()


# What a user gets by default, without the "admin" of the first user: their own inboxes and accounts.
PERSONAL = [{"accounts": ["own"], "allow": ["inboxes", "accounts.read"]}]
DOVECOT = os.environ.get("POSTERN_TEST_DOVECOT", str(ROOT / "target" / "debug" / "examples" / "dovecot"))


class Dovecot:
    """A throwaway Dovecot from the testkit's `dovecot` example: `info` has its host, ports, user
    and password; `deliver <subject>` puts a message in the inbox; `relayed` lists what its
    submission service relayed."""

    def __init__(self):
        self.process = subprocess.Popen([DOVECOT], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.info = json.loads(self.process.stdout.readline())

    def ask(self, line):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        return self.process.stdout.readline().strip()

    def relayed(self):
        return json.loads(self.ask("relayed"))

    def account(self):
        """The `POST /accounts` body that connects its mailbox over IMAP and submission, in clear
        on loopback."""
        d = self.info
        return {
            "provider": "imap", "email": d["user"],
            "settings": {"imap_host": d["host"], "imap_port": d["imap_port"], "imap_security": "none",
                         "smtp_host": "127.0.0.1", "smtp_port": d["submission_port"], "smtp_security": "none"},
            "credentials": {"password": d["password"]},
        }

    def stop(self):
        self.process.stdin.close()
        self.process.wait(timeout=30)


def until(check, what, seconds=30):
    """Waits until `check()` holds and returns what it gave; fails with `what` after `seconds`."""
    deadline = time.monotonic() + seconds
    while not (found := check()):
        assert time.monotonic() < deadline, what
        time.sleep(0.05)
    return found


class HookEndpoint:
    """A webhook endpoint on loopback: records each post (its headers and body) and answers
    `status`."""

    def __init__(self, status=200):
        self.posts = []
        endpoint = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("content-length", "0")))
                endpoint.posts.append((dict(self.headers), body))
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", free_port()), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/hooks"

    def ids(self):
        """The `webhook-id` of each post, in order."""
        return [{k.lower(): v for k, v in headers.items()}.get("webhook-id") for headers, _ in self.posts]


def contract(server) -> Contract:
    """The document `server` publishes, read once per server."""
    if getattr(server, "_contract", None) is None:
        with urllib.request.urlopen(server.api + "/openapi.json", timeout=30) as response:
            server._contract = Contract(json.loads(response.read()))
    return server._contract


def rest(server, method, path, body=None, token=None):
    """One REST request with the admin token (or `token`); the decoded JSON answer. Every
    answer, errors too, is checked against the document the server publishes."""
    request = urllib.request.Request(
        server.api + path, method=method, data=None if body is None else json.dumps(body).encode(),
        headers={"Authorization": f"Bearer {token or server.admin_token}", "Content-Type": "application/json"},
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            raw = response.read()
            contract(server).check(method, "/api/v1" + path, response.status,
                                   response.headers.get("Content-Type", ""), raw)
            return json.loads(raw or b"null")
    except urllib.error.HTTPError as e:
        raw = e.read()
        contract(server).check(method, "/api/v1" + path, e.code, e.headers.get("Content-Type", ""), raw)
        # The body was read here: whoever catches the error reads it again.
        e.read = io.BytesIO(raw).read
        raise


class Postern:
    def __init__(self, tmp: Path):
        self.bin = os.environ.get("POSTERN_BIN", str(ROOT / "target" / "debug" / "postern"))
        self.data = tmp / "data"
        self.http_port, self.smtp_port = free_ports(2)
        self.stdout_path = tmp / "stdout.log"
        self.stderr_path = tmp / "stderr.log"
        self.base = f"http://127.0.0.1:{self.http_port}"
        self.api = f"{self.base}/api/v1"
        self.domain = "e2e.postern.test"
        self.process = None
        self.admin_token = None
        self.issued_tokens = []
        # Other secrets the tests used (UI passwords, setup links): none may reach the log.
        self.secrets = []
        self.start_with_config = None
        # More environment for `serve` (a shared master key, say).
        self.env = {}
        # Another instance made the shared database: its admin token is this one's, and this
        # one prints none.
        self.joining = False
        # A command `serve` runs under (a mount namespace with a resolv.conf of the test's).
        self.prefix = []

    def start(self):
        # Tests reach loopback only: the sender checks ask no DNS server unless a test names one.
        env = {**os.environ, "POSTERN_LOG": "debug", "POSTERN_SENDER_CHECKS": "false", **self.env}
        self.process = subprocess.Popen(
            self.prefix + [
                self.bin, "serve",
                "--data", str(self.data),
                "--http", f"127.0.0.1:{self.http_port}",
                "--smtp", f"127.0.0.1:{self.smtp_port}",
            ] + (["--config", self.start_with_config] if self.start_with_config else
                 ["--inbox-domain", f"{self.domain},alias.postern.test"]),
            stdout=open(self.stdout_path, "ab" if self.admin_token else "wb"),
            stderr=open(self.stderr_path, "ab"),
            env=env,
        )
        # Generous: the whole suite loads both cores.
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(self.base + "/healthz", timeout=1) as r:
                    if r.status == 200:
                        break
            except OSError:
                if self.process.poll() is not None:
                    raise RuntimeError("postern exited: " + self.stderr_path.read_text()[-4000:])
                time.sleep(0.05)
        else:
            raise RuntimeError("postern did not become healthy: " + self.stderr_path.read_text()[-4000:])
        tokens = TOKEN_RE.findall(self.stdout_path.read_text())
        if self.admin_token is None:
            assert len(tokens) == 1, "the admin token is printed exactly once"
            self.admin_token = tokens[0]
            self.issued_tokens.append(self.admin_token)
        else:
            assert tokens == ([] if self.joining else [self.admin_token]), "a second start prints no new token"

    def token(self, user: str) -> str:
        """`postern token create` for `user`, run offline against the data directory."""
        out = subprocess.run(
            [self.bin, "token", "create", "--data", str(self.data), "--name", f"e2e-{user}", "--user", user],
            check=True, capture_output=True, text=True,
        )
        token = out.stdout.strip()
        assert TOKEN_RE.fullmatch(token), "only the token is printed on stdout"
        self.issued_tokens.append(token)
        return token

    def setup_link(self, timeout: float = 5) -> str:
        """The one-time setup link the first start prints on stdout after the admin token, on this
        instance's base (the printed base may differ)."""
        deadline = time.monotonic() + timeout
        while True:
            found = SETUP_PATH_RE.findall(self.stdout_path.read_text())
            if found or time.monotonic() > deadline:
                break
            time.sleep(0.05)
        assert found, "the first start prints a setup link /ui/setup/pss_<64 hex> on stdout"
        self.secrets.append(found[-1].rsplit("/", 1)[1])
        return self.base + found[-1]

    def new_password(self) -> str:
        """A fresh web UI password, remembered so that the log scan looks for it."""
        password = "pw-" + secrets.token_urlsafe(15)
        self.secrets.append(password)
        return password

    def set_password(self, name: str) -> str:
        """Sets user `name`'s web UI password offline (`postern user set-password`, the password as
        one line on stdin) and returns it."""
        password = self.new_password()
        run = subprocess.run([self.bin, "user", "set-password", "--name", name, "--data", str(self.data)],
                             input=password + "\n", capture_output=True, text=True)
        assert run.returncode == 0, run.stderr
        assert password not in run.stdout + run.stderr, "the CLI does not echo the password"
        return password

    def user_with_password(self, name: str, grants=None) -> tuple:
        """A new user (REST API, admin token) with a web UI password; returns its id and password."""
        user = rest(self, "POST", "/users", {"name": name, "grants": grants or PERSONAL})["data"]
        return user["id"], self.set_password(name)

    def assert_no_tokens_in_logs(self):
        logs = self.stderr_path.read_text()
        assert "pst_" not in logs
        assert "pss_" not in logs, "a setup link reached the log"
        for secret in self.secrets:
            assert secret not in logs, "a password or setup secret reached the log"
        for token in self.issued_tokens:
            for i in range(len(token) - 8):
                assert token[i:i + 8] not in logs, "a token fragment reached the log"

    def stop(self) -> int:
        self.process.send_signal(signal.SIGTERM)
        return self.process.wait(timeout=30)


def started_for_loopback(tmp: Path, more_config: str = "") -> Postern:
    """A started Postern with an inbox domain that may reach 127.0.0.1 (webhook receivers,
    mail servers on loopback); `more_config` is added to its TOML settings."""
    server = Postern(tmp)
    config = tmp / "postern.toml"
    config.write_text(f'inbox_domain = ["{server.domain}"]\ninternal_host = ["127.0.0.1"]\n' + more_config)
    server.start_with_config = str(config)
    server.start()
    return server


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Keeps each phase's report on the test item, so the `browser` fixture knows whether the test
    failed."""
    outcome = yield
    setattr(item, "report_" + call.when, outcome.get_result())


@pytest.fixture
def browser(request, tmp_path):
    """A headless Chromium with a fresh profile. When the test failed, the page it ended on is
    kept as e2e/artifacts/ui/failed-<test>.png and .html."""
    from browser import ARTIFACTS, chromium, screenshot

    name = "failed-" + re.sub(r"[^A-Za-z0-9_.-]", "_", request.node.name)
    for stale in [ARTIFACTS / f"{name}.png", ARTIFACTS / f"{name}.html"]:
        stale.unlink(missing_ok=True)
    with chromium(tmp_path / "chromium") as driver:
        yield driver
        report = getattr(request.node, "report_call", None)
        if report is not None and report.failed:
            try:
                screenshot(driver, name)
                (ARTIFACTS / f"{name}.html").write_text(driver.page_source)
            except Exception as e:  # the browser may be what broke; the test's failure says more
                print(f"no failure screenshot: {e}")


@pytest.fixture(scope="session")
def postern(tmp_path_factory):
    server = Postern(tmp_path_factory.mktemp("postern"))
    server.start()
    yield server
    if server.process.poll() is None:
        assert server.stop() == 0
    server.assert_no_tokens_in_logs()


def one_mail_each_way(tmp: Path, mail, subject: str, timeout: float = 60):
    """A Postern and a Dovecot, with the message `mail(to)` (an EmailMessage with `subject`) both
    in a connected IMAP account's INBOX and in a disposable inbox (through SMTP). Returns the
    Postern, the Dovecot and the message ids, `{"account": …, "inbox": …}`, once both are listed."""
    import imaplib
    import smtplib

    dovecot = Dovecot()
    postern = started_for_loopback(tmp)
    account = rest(postern, "POST", "/accounts", dovecot.account())["data"]["id"]
    with imaplib.IMAP4(dovecot.info["host"], dovecot.info["imap_port"]) as imap:
        imap.login(dovecot.info["user"], dovecot.info["password"])
        imap.append("INBOX", "", imaplib.Time2Internaldate(time.time()), mail(dovecot.info["user"]).as_bytes())
    inbox = rest(postern, "POST", "/inboxes", {})["data"]
    with smtplib.SMTP("127.0.0.1", postern.smtp_port, timeout=10) as smtp:
        smtp.send_message(mail(inbox["address"]))

    def account_message():
        listed = rest(postern, "GET", f"/accounts/{account}/messages?folder=inbox")["data"]
        return next((m["id"] for m in listed if m["subject"] == subject), None)

    def inbox_message():
        listed = rest(postern, "GET", f"/inboxes/{inbox['id']}/messages")["data"]
        return listed[0]["id"] if listed else None

    return postern, dovecot, {
        "account": until(account_message, "the account's message is indexed", timeout),
        "inbox": until(inbox_message, "the inbox's message arrives"),
    }
