"""Webhooks as a consumer sees them: a receiver on loopback verifies every post with the official
`standardwebhooks` package (PyPI) and fails on purpose at first; Postern is restarted while
events wait. Every event arrives, in order, at least once; a retry carries the same webhook-id.
Every post also matches the JSON schema of its type in docs/webhooks/.
"""

import json
import smtplib
import threading
import time
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from conftest import ROOT, free_port, started_for_loopback
from jsonschema import Draft202012Validator
from mailsocket import Client
from standardwebhooks.webhooks import Webhook


SCHEMAS = {}


def conforming(webhook_id, payload):
    """The verified `payload`, once checked against docs/webhooks/<its type>.json (a type without
    a schema fails) and its `data.event_id` against the post's webhook-id."""
    kind = payload["type"]
    if kind not in SCHEMAS:
        schema = json.loads((ROOT / "docs" / "webhooks" / f"{kind}.json").read_text())
        SCHEMAS[kind] = Draft202012Validator(schema)
    SCHEMAS[kind].validate(payload)
    assert payload["data"]["event_id"] == webhook_id, payload
    return payload


class Receiver:
    """Records every post; answers the statuses queued in `fail` (with Retry-After: 1) first,
    the first of them after `slow` seconds (a post still in flight when Postern stops)."""

    def __init__(self):
        self.got = []
        self.fail = []
        self.slow = 0.0
        self.lock = threading.Lock()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("content-length", "0")))
                with receiver.lock:
                    receiver.got.append((dict(self.headers), body))
                    status = receiver.fail.pop(0) if receiver.fail else 200
                    slow, receiver.slow = receiver.slow, 0.0
                time.sleep(slow)
                self.send_response(status)
                self.send_header("Retry-After", "1")
                self.send_header("Content-Length", "2")
                self.end_headers()
                self.wfile.write(b"ok")

            def log_message(self, *args):
                pass

        self.port = free_port()
        self.server = ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.port}/hooks"


def api(server, method, path, body=None):
    req = urllib.request.Request(
        server.api + path,
        method=method,
        data=json.dumps(body).encode() if body is not None else None,
        headers={"Authorization": f"Bearer {server.admin_token}", "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(req, timeout=10) as r:
        return json.loads(r.read())


def send(server, to, subject, code):
    with smtplib.SMTP("127.0.0.1", server.smtp_port, timeout=10) as smtp:
        smtp.sendmail("a@acme.test", [to], f"Subject: {subject}\r\n\r\nYour code is {code}\r\n".encode())


def test_every_event_arrives_verified_in_order_across_failures_and_a_restart(tmp_path):
    server = started_for_loopback(tmp_path)
    receiver = Receiver()
    try:
        inbox = Client(server.admin_token, base_url=server.api).create_inbox()
        created = api(server, "POST", "/webhooks", {"url": receiver.url, "inboxes": [inbox["id"]]})["data"]
        verifier = Webhook(created["secret"])

        receiver.fail.extend([500, 503])
        receiver.slow = 2.0
        codes = ["111111", "222222", "333333"]
        for n, code in enumerate(codes):
            send(server, inbox["address"], f"m{n}", code)
        deadline = time.monotonic() + 20
        while not receiver.got and time.monotonic() < deadline:
            time.sleep(0.05)
        assert receiver.got, "a first post"
        # Postern goes down while that post is in flight and events wait, and comes back.
        assert server.stop() == 0
        server.start()

        def delivered():
            ok = []
            for headers, body in receiver.got:
                lowered = {k.lower(): v for k, v in headers.items()}
                payload = conforming(lowered["webhook-id"], verifier.verify(body, lowered))
                ok.append((lowered["webhook-id"], payload))
            return ok

        deadline = time.monotonic() + 40
        while time.monotonic() < deadline:
            with receiver.lock:
                seen = {wid for wid, _ in delivered()}
            if len(seen) >= 3 and not receiver.fail:
                break
            time.sleep(0.1)
        with receiver.lock:
            posts = delivered()
        ids = []
        for wid, _ in posts:
            if wid not in ids:
                ids.append(wid)
        assert len(ids) == 3, posts
        firsts = {wid: payload for wid, payload in reversed(posts)}
        assert [firsts[wid]["data"]["otp"] for wid in ids] == codes, "every event, in order"
        assert posts[0][0] == posts[1][0], "a retry carries the same webhook-id"
        assert all(p["type"] == "message.received" for _, p in posts)
        shown = api(server, "GET", f"/webhooks/{created['id']}")["data"]
        assert shown["status"] == "active", shown
        assert "whsec_" not in json.dumps(shown)
    finally:
        receiver.server.shutdown()
        if server.process.poll() is None:
            assert server.stop() == 0
        server.assert_no_tokens_in_logs()
