"""Every kind of event a person or a mail server causes reaches an endpoint of `*`, verified by
the official `standardwebhooks` package and matching the JSON schema of its type
(docs/webhooks/): an account connected to a real Dovecot, mail arriving there, read, trashed and
deleted; a disposable inbox made, sent to, renamed and deleted; the account changed and removed;
a test post."""

import time
import urllib.error

from standardwebhooks.webhooks import Webhook

from conftest import started_for_loopback
from test_mcp_mailbox import Dovecot, api
from test_webhooks import Receiver, conforming, send


def call(postern, method, path, body=None):
    return api(postern, postern.admin_token, method, path, body)


def until(what, check, seconds=30):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            found = check()
        except urllib.error.HTTPError as e:
            assert e.code == 404, e  # not there yet
            found = None
        if found:
            return found
        time.sleep(0.1)
    raise AssertionError(f"gave up waiting for {what}")


def test_every_kind_of_event_is_posted_as_its_schema_says(tmp_path):
    dovecot = Dovecot()
    postern = started_for_loopback(tmp_path)
    receiver = Receiver()
    try:
        hook = call(postern, "POST", "/webhooks", {"url": receiver.url})["data"]
        verifier = Webhook(hook["secret"])

        def posts():
            with receiver.lock:
                got = list(receiver.got)
            out = []
            for headers, body in got:
                lowered = {k.lower(): v for k, v in headers.items()}
                out.append(conforming(lowered["webhook-id"], verifier.verify(body, lowered)))
            return out

        def posted(kind, **fields):
            return until(kind, lambda: next((p for p in posts() if p["type"] == kind
                                             and all(p["data"].get(k) == v for k, v in fields.items())), None))

        d = dovecot.info
        account = call(postern, "POST", "/accounts", {
            "provider": "imap", "email": d["user"],
            "settings": {"imap_host": d["host"], "imap_port": d["imap_port"], "imap_security": "none"},
            "credentials": {"password": d["password"]},
        })["data"]["id"]
        until("the first sync", lambda: call(postern, "GET", f"/accounts/{account}")["data"]["sync"]["last_synced_at"])
        dovecot.ask("deliver Fresh news")
        created = posted("message.created", account_id=account)
        assert created["data"]["subject"] == "Fresh news"
        message = created["data"]["message_id"]
        call(postern, "PATCH", f"/messages/{message}", {"unread": False, "starred": True})
        updated = posted("message.updated", message_id=message)
        assert "\\Flagged" in updated["data"]["flags"] or "\\Seen" in updated["data"]["flags"], updated
        call(postern, "DELETE", f"/messages/{message}")
        trashed = until("the message trashed or gone", lambda: next(
            (p for p in posts() if p["type"] in ("message.moved", "message.deleted")
             and p["data"]["message_id"] == message), None))
        if trashed["type"] == "message.moved":
            call(postern, "DELETE", f"/messages/{message}?permanent=true")
            posted("message.deleted", message_id=message)

        inbox = call(postern, "POST", "/inboxes", {"label": "sign-ups"})["data"]
        assert posted("inbox.created", inbox_id=inbox["id"])["data"]["address"] == inbox["address"]
        send(postern, inbox["address"], "Your code", "559911")
        assert posted("message.received", inbox_id=inbox["id"])["data"]["otp"] == "559911"
        call(postern, "PATCH", f"/inboxes/{inbox['id']}", {"label": "renamed"})
        posted("inbox.updated", inbox_id=inbox["id"])
        call(postern, "DELETE", f"/inboxes/{inbox['id']}")
        posted("inbox.deleted", inbox_id=inbox["id"])

        call(postern, "PATCH", f"/accounts/{account}", {"settings": {"imap_security": "none"}})
        posted("account.updated", account_id=account)
        call(postern, "POST", f"/webhooks/{hook['id']}/test", {})
        posted("webhook.test", webhook_id=hook["id"])
        call(postern, "DELETE", f"/accounts/{account}")
        posted("account.deleted", account_id=account)
        created = posted("account.created", account_id=account)
        assert created["data"]["email"] == d["user"] and created["data"]["provider"] == "imap"
        kinds = [p["type"] for p in posts()]
        assert kinds.index("account.created") < kinds.index("message.created") < kinds.index("account.deleted")
    finally:
        receiver.server.shutdown()
        if postern.process.poll() is None:
            assert postern.stop() == 0
        dovecot.stop()
        postern.assert_no_tokens_in_logs()
