"""The web UI's figures (docs/UI.md §8): each page's server time (the `Server-Timing` Postern
sends) and client time, p50/p99/max over 200 requests after 20 warm-ups, with 10,000 messages in
a disposable inbox and 10,000 in a Dovecot account; the gzipped size of the UI's assets; a
sign-in's time (Argon2id included); and the inbox page's time to interactive in headless Chromium.

Usage (from the repository root, after `cargo build --release -p postern` and
`cargo build -p postern-testkit --examples`): e2e/.venv/bin/python bench/ui.py
Environment: POSTERN_BIN (default target/release/postern), BENCH_UI_MESSAGES (default 10000).
"""

import json
import os
import re
import smtplib
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from email.message import EmailMessage
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "e2e"))
BIN = os.environ.get("POSTERN_BIN", str(ROOT / "target" / "release" / "postern"))
DOVECOT = str(ROOT / "target" / "debug" / "examples" / "dovecot")
MESSAGES = int(os.environ.get("BENCH_UI_MESSAGES", "10000"))


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args):
        return None


OPENER = urllib.request.build_opener(NoRedirect)


def fetch(url, data=None, headers=None):
    request = urllib.request.Request(url, data=data, headers=headers or {})
    try:
        response = OPENER.open(request, timeout=60)
    except urllib.error.HTTPError as e:
        response = e
    with response:
        return response.status, response.headers, response.read()


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def main():
    tmp = Path(tempfile.mkdtemp(prefix="postern-ui-bench-"))
    http, smtp_port = free_port(), free_port()
    base = f"http://127.0.0.1:{http}"
    # Pages make their REST requests under the session's request rate like any token: off here,
    # so that 220 requests a page in a row measure the page, not the limit.
    (tmp / "postern.toml").write_text(
        'inbox_domain = ["bench.postern.test"]\ninternal_host = ["127.0.0.1"]\nrequests_per_minute = 0\n')
    out = open(tmp / "stdout", "w")
    server = subprocess.Popen([BIN, "serve", "--data", str(tmp / "data"), "--http", f"127.0.0.1:{http}",
                               "--smtp", f"127.0.0.1:{smtp_port}", "--config", str(tmp / "postern.toml")],
                              stdout=out, stderr=subprocess.DEVNULL, env=dict(os.environ, POSTERN_LOG="info", POSTERN_SENDER_CHECKS="false"))
    dovecot = None
    try:
        for _ in range(200):
            try:
                if fetch(base + "/healthz")[0] == 200:
                    break
            except OSError:
                time.sleep(0.05)
        printed = (tmp / "stdout").read_text()
        token = re.search(r"pst_[A-Za-z0-9]{38}", printed).group(0)
        setup = re.search(r"/ui/setup/pss_[0-9a-f]{64}", printed).group(0)

        def api(method, path, body=None):
            request = urllib.request.Request(base + "/api/v1" + path, method=method,
                                             data=None if body is None else json.dumps(body).encode(),
                                             headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
            with urllib.request.urlopen(request, timeout=60) as response:
                return json.loads(response.read() or b"null")

        # A disposable inbox with MESSAGES messages, sent over one SMTP connection.
        inbox = api("POST", "/inboxes", {"label": "bench"})
        inbox = inbox.get("data", inbox)
        started = time.monotonic()
        with smtplib.SMTP("127.0.0.1", smtp_port, timeout=60) as smtp:
            for n in range(MESSAGES):
                mail = EmailMessage()
                mail["From"] = "Service <no-reply@service.test>"
                mail["To"] = inbox["address"]
                mail["Subject"] = f"Your code {n}"
                mail.set_content(f"Your verification code is {100000 + n}.\n")
                smtp.send_message(mail)
        print(f"seeded the inbox: {MESSAGES} messages over SMTP in {time.monotonic() - started:.1f} s")

        # A Dovecot account with MESSAGES messages.
        dovecot = subprocess.Popen([DOVECOT], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        d = json.loads(dovecot.stdout.readline())
        started = time.monotonic()
        for n in range(MESSAGES):
            dovecot.stdin.write(f"deliver Message {n}\n")
        dovecot.stdin.flush()
        for _ in range(MESSAGES):
            dovecot.stdout.readline()
        account = api("POST", "/accounts", {
            "provider": "imap", "email": d["user"],
            "settings": {"imap_host": d["host"], "imap_port": d["imap_port"], "imap_security": "none"},
            "credentials": {"password": d["password"]}})["data"]["id"]
        while True:
            sync = api("GET", f"/accounts/{account}")["data"]["sync"]
            if sync["last_synced_at"] and sync["messages_total"] >= MESSAGES:
                break
            time.sleep(0.5)
        print(f"seeded the account: {MESSAGES} messages delivered and synced in {time.monotonic() - started:.1f} s")
        message = api("GET", f"/accounts/{account}/messages?limit=1")["data"][0]["id"]
        # Users and roles for their pages: 50 users, 10 roles of 5 grants each.
        for n in range(10):
            api("PUT", f"/roles/role-{n}", {"description": f"role {n}", "grants": [
                {"accounts": [account], "allow": ["mail.read", "send"], "recipients": [f"*@r{n}-{g}.test"]}
                for g in range(5)]})
        for n in range(50):
            made = api("POST", "/users", {"name": f"user-{n}", "roles": [f"role-{n % 10}"], "grants": [
                {"accounts": ["own"], "allow": ["inboxes"]}, {"accounts": [account], "allow": ["mail.read"]}]})
        user_page = f"/ui/users/{made['data']['id']}"
        for n in range(20):
            api("POST", f"/users/{api('GET', '/me')['data']['user']['id']}/tokens", {"name": f"bench {n}"})

        # Sign in through the setup link, then time sign-ins (Argon2id included).
        password = "bench-password-" + os.urandom(6).hex()
        status, headers, body = fetch(base + setup)
        pre = re.search(rb'name="pre" value="([0-9a-f]+)"', body).group(1).decode()
        cookie = f"__Host-postern-pre={pre}"
        form = f"pre={pre}&password={password}&confirm={password}".encode()
        status, headers, _ = fetch(base + setup, form, {"Cookie": cookie, "Content-Type": "application/x-www-form-urlencoded"})
        assert status == 303, status
        session = [c.split(";")[0] for c in headers.get_all("Set-Cookie") if c.startswith("__Host-postern=")][0]
        sign_ins = []
        for _ in range(5):
            started = time.monotonic()
            status, headers, _ = fetch(base + "/ui/sign-in", f"pre={pre}&name=admin&password={password}".encode(),
                                       {"Cookie": cookie, "Content-Type": "application/x-www-form-urlencoded"})
            sign_ins.append((time.monotonic() - started) * 1000)
            assert status == 303, status
        print(f"sign-in (Argon2id m=19 MiB, t=2): median {statistics.median(sign_ins):.0f} ms, max {max(sign_ins):.0f} ms")

        pages = {
            "overview": "/ui",
            "inboxes": "/ui/inboxes",
            f"inbox ({MESSAGES} msgs)": f"/ui/inboxes/{inbox['id']}",
            f"mail list ({MESSAGES} msgs)": f"/ui/accounts/{account}/mail",
            "mail search": f"/ui/accounts/{account}/mail?q=Message+4242",
            "reading view": f"/ui/messages/{message}",
            "tokens": "/ui/tokens",
            "audit": "/ui/audit",
            "webhooks": "/ui/webhooks",
            "security": "/ui/security",
            "users (51)": "/ui/users",
            "a user (2 grants, a role)": user_page,
            "roles (10)": "/ui/roles",
            "service log (1,000 lines)": "/ui/log?level=trace",
        }
        print(f"{'page':24} {'server p50':>10} {'p99':>7} {'max':>7}   {'client p50':>10} {'p99':>7}  (ms, 200 requests)")
        for name, path in pages.items():
            server_ms, client_ms = [], []
            for n in range(220):
                started = time.monotonic()
                status, headers, _ = fetch(base + path, headers={"Cookie": session})
                elapsed = (time.monotonic() - started) * 1000
                assert status == 200, (path, status)
                if n >= 20:
                    client_ms.append(elapsed)
                    server_ms.append(float(re.search(r"dur=([0-9.]+)", headers["Server-Timing"]).group(1)))
            print(f"{name:24} {percentile(server_ms, 50):10.2f} {percentile(server_ms, 99):7.2f} {max(server_ms):7.2f}"
                  f"   {percentile(client_ms, 50):10.2f} {percentile(client_ms, 99):7.2f}")

        status, _, body = fetch(base + "/ui/sign-in")
        assets = re.findall(rb'(?:href|src)="(/ui/static/[^"]+)"', body)
        sizes = []
        for path in assets:
            status, headers, raw = fetch(base + path.decode(), headers={"Accept-Encoding": "gzip"})
            sizes.append((path.decode().rsplit("/", 1)[1], len(raw)))
        print("assets, gzipped as served: " + ", ".join(f"{n} {s} B" for n, s in sizes) + f"; total {sum(s for _, s in sizes)} B")

        # Time to interactive of the inbox page in headless Chromium.
        from browser import chromium
        with chromium(tmp / "chromium") as driver:
            driver.get(base + "/ui/sign-in")
            driver.add_cookie({"name": "__Host-postern", "value": session.split("=", 1)[1], "path": "/", "secure": True})
            interactive, ready = [], []
            for _ in range(20):
                driver.get(base + f"/ui/inboxes/{inbox['id']}")
                time.sleep(0.2)
                timing = driver.execute_script(
                    "var t = performance.timing, r = performance.getEntriesByName('ui-ready');"
                    "return [t.domInteractive - t.navigationStart, r.length ? r[0].startTime : null];")
                interactive.append(timing[0])
                ready.append(timing[1])
            ready = [r for r in ready if r is not None]
            print(f"inbox page in Chromium (20 loads): domInteractive median {statistics.median(interactive):.0f} ms, "
                  f"max {max(interactive):.0f} ms; ui-ready median {statistics.median(ready):.0f} ms, max {max(ready):.0f} ms")
    finally:
        server.terminate()
        server.wait(timeout=30)
        if dovecot:
            dovecot.stdin.close()
            dovecot.wait(timeout=30)


if __name__ == "__main__":
    main()
