"""The `postern` commands over REST (`inbox`, `messages`, `send`, `changes`, `account`,
`completions`) against a running `postern serve` with a real Dovecot behind an account, as a
shell script or CI job runs them: what they print, and their exit codes (0 done, 2 usage,
3 refused with the API's code, 4 unreachable). Also `POST /agents/register`, the self-registration
that is off by default."""

import fcntl
import json
import os
import pty
import smtplib
import subprocess
import termios
import time
import urllib.error
import urllib.request

import pytest
from mailsocket import Client as MailsocketClient

from conftest import Dovecot, contract, free_port, rest, started_for_loopback, until


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    dovecot = Dovecot()
    dovecot.ask("deliver Quarterly figures")
    postern = started_for_loopback(
        tmp_path_factory.mktemp("cli"),
        "agent_registration = true\nagent_registrations_per_hour = 2\n",
    )
    yield postern, dovecot
    assert postern.stop() == 0
    postern.assert_no_tokens_in_logs()
    dovecot.stop()


def run(postern, *args, token=None, url=None, stdin=None, timeout=60):
    env = dict(os.environ, POSTERN_URL=url or postern.base, POSTERN_TOKEN=token or postern.admin_token)
    return subprocess.run([postern.bin, *args], env=env, input=stdin, capture_output=True, text=True,
                          timeout=timeout)


def ok(postern, *args, **kw):
    done = run(postern, *args, **kw)
    assert done.returncode == 0, (args, done.stderr)
    return done.stdout


def json_lines(text):
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def deliver(postern, to, subject, body):
    with smtplib.SMTP("127.0.0.1", postern.smtp_port, timeout=10) as smtp:
        smtp.sendmail("noreply@shop.test", [to], f"Subject: {subject}\r\nTo: {to}\r\n\r\n{body}\r\n".encode())


def test_an_inbox_from_create_to_delete(world):
    postern, _ = world
    inbox_id, address = ok(postern, "inbox", "create", "--label", "signup").strip().split("\t")
    assert inbox_id.startswith("inbox_") and address.endswith("@" + postern.domain)
    listed = json_lines(ok(postern, "inbox", "list", "--json"))
    assert any(i["id"] == inbox_id and i["label"] == "signup" for i in listed)
    assert f"{inbox_id}\t{address}\tsignup" in ok(postern, "inbox", "list").splitlines()

    deliver(postern, address, "Your code", "Use 731904 to sign in.")
    until(lambda: ok(postern, "messages", "list", "--inbox", inbox_id).strip(), "the message is listed")
    [line] = ok(postern, "messages", "list", "--inbox", inbox_id, "--has-otp").splitlines()
    message_id, received, sender, subject = line.split("\t")
    assert (sender, subject) == ("noreply@shop.test", "Your code") and received.endswith("Z")
    [message] = json_lines(ok(postern, "messages", "list", "--inbox", inbox_id, "--json"))
    assert message["otp"] == "731904"
    shown = ok(postern, "messages", "get", message_id)
    assert "Code: 731904" in shown and "Use 731904 to sign in." in shown
    assert json.loads(ok(postern, "messages", "get", message_id, "--json"))["id"] == message_id
    raw = ok(postern, "messages", "raw", message_id)
    assert raw.startswith("Received: ") and "Subject: Your code" in raw

    assert ok(postern, "inbox", "delete", inbox_id) == ""
    gone = run(postern, "messages", "list", "--inbox", inbox_id)
    assert gone.returncode == 3 and gone.stdout == ""
    assert gone.stderr.count("\n") == 1 and gone.stderr.rstrip().endswith("(not_found)")


def test_an_account_added_with_its_password_on_stdin_then_read_searched_and_sent_from(world):
    postern, dovecot = world
    settings = dovecot.account()["settings"]
    out = ok(postern, "account", "add", dovecot.info["user"], "--settings", json.dumps(settings),
             stdin=dovecot.info["password"] + "\n", timeout=120)
    account_id, email, state = out.strip().split("\t")
    assert (email, state) == (dovecot.info["user"], "idle") and account_id.startswith("acc_")
    assert f"{account_id}\t{email}\timap\tconnected" in ok(postern, "accounts", "list").splitlines()

    [listed] = json_lines(ok(postern, "messages", "list", "--account", account_id, "--folder", "inbox", "--json"))
    assert listed["subject"] == "Quarterly figures"
    found = ok(postern, "messages", "search", "Quarterly", "--account", account_id)
    assert found.split("\t")[0] == listed["id"]
    assert ok(postern, "messages", "search", "nothing-like-this", "--account", account_id) == ""

    send = ("send", "--account", account_id, "--to", "bob@example.test", "--subject", "Figures attached",
            "--text", "-", "--idempotency-key", "cli-send-1")
    first = json.loads(ok(postern, *send, "--json", stdin="See the numbers.\n"))
    assert first["status"] == "sent"
    until(lambda: len(dovecot.relayed()) == 1, "the submission relayed the message")
    again = json.loads(ok(postern, *send, "--json", stdin="See the numbers.\n"))
    assert again["id"] == first["id"] and len(dovecot.relayed()) == 1, "the same key sends once"
    other = run(postern, *send, stdin="Other text.\n")
    assert other.returncode == 3 and "(idempotency_conflict)" in other.stderr


def test_the_change_feed_printed_and_followed_as_json_lines(world):
    postern, _ = world
    [start] = json_lines(ok(postern, "changes"))
    cursor = start["cursor"]
    inbox_id, address = ok(postern, "inbox", "create").strip().split("\t")
    deliver(postern, address, "First", "one")

    def of_the_inbox():
        return [c for c in json_lines(ok(postern, "changes", "--since", cursor)) if c.get("inbox_id") == inbox_id]

    until(of_the_inbox, "the delivery is in the feed")
    [received] = of_the_inbox()
    assert received["type"] == "message.received" and received["cursor"].startswith("chg_")

    env = dict(os.environ, POSTERN_URL=postern.base, POSTERN_TOKEN=postern.admin_token)
    follow = subprocess.Popen([postern.bin, "changes", "--follow", "--since", cursor], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)

    def next_of_the_inbox():
        # The account's sync may add changes of its own meanwhile: only the inbox's are looked at.
        while True:
            change = json.loads(follow.stdout.readline())
            if change.get("inbox_id") == inbox_id:
                return change

    try:
        assert next_of_the_inbox() == received, "from the cursor on"
        deliver(postern, address, "Second", "two")
        live = next_of_the_inbox()
        assert live["type"] == "message.received" and live["cursor"] != received["cursor"]
        subject = rest(postern, "GET", f"/messages/{live['message_id']}")["data"]["subject"]
        assert subject == "Second"
    finally:
        follow.kill()
        follow.wait(timeout=10)


def test_usage_unreachable_and_completions(world):
    postern, _ = world
    no_token = subprocess.run([postern.bin, "inbox", "list"], env=dict(os.environ, POSTERN_URL=postern.base,
                              POSTERN_TOKEN=""), capture_output=True, text=True, timeout=30)
    assert no_token.returncode == 2 and "POSTERN_TOKEN" in no_token.stderr
    away = run(postern, "inbox", "list", url=f"http://127.0.0.1:{free_port()}")
    assert away.returncode == 4 and away.stderr.rstrip().endswith("(unavailable)")
    assert postern.admin_token not in away.stderr
    insecure = run(postern, "inbox", "list", url="http://mail.example.test:8080")
    assert insecure.returncode == 2 and "unencrypted" in insecure.stderr
    script = ok(postern, "completions", "bash")
    assert "complete -F" in script and "postern" in script and "messages" in script


def register(postern, body=b"{}"):
    """`POST /agents/register` without a token; (status, headers, JSON), checked against the
    document."""
    request = urllib.request.Request(postern.api + "/agents/register", method="POST", data=body,
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            status, headers, raw = response.status, response.headers, response.read()
    except urllib.error.HTTPError as e:
        status, headers, raw = e.code, e.headers, e.read()
    contract(postern).check("POST", "/api/v1/agents/register", status, headers.get("Content-Type", ""), raw)
    return status, headers, json.loads(raw)


def test_agents_register_themselves_only_when_allowed_and_only_so_often(world, postern):
    status, _, answer = register(postern)
    assert (status, answer["error"]["code"]) == (409, "registration_disabled"), "off by default"

    allowed, _ = world
    status, _, answer = register(allowed, json.dumps({"name": "signup-bot"}).encode())
    assert status == 201
    key = answer["data"]
    assert key["api_key"].startswith("pst_") and key["name"] == "signup-bot"
    allowed.issued_tokens.append(key["api_key"])

    # The key is a mailsocket key: its SDK makes and reads an inbox with it, unmodified.
    client = MailsocketClient(key["api_key"], base_url=allowed.api)
    inbox = client.create_inbox()
    started = time.time()
    deliver(allowed, inbox["address"], "Code", "Your verification code is 552901.")
    assert client.wait_for_otp(inbox["id"], timeout=30, since=started).otp == "552901"
    # And nothing beyond its inboxes.
    for path in ("/audit", "/accounts", "/users"):
        with pytest.raises(urllib.error.HTTPError) as refused:
            rest(allowed, "GET", path, token=key["api_key"])
        assert refused.value.code == 403, path

    status, _, _ = register(allowed)
    assert status == 201
    status, headers, answer = register(allowed)
    assert (status, answer["error"]["code"]) == (429, "rate_limited"), "two an hour from one address"
    assert 0 < int(headers["Retry-After"]) <= 3600
    status, _, answer = register(allowed, b'{"name": ""}')
    assert (status, answer["error"]["code"]) == (400, "invalid_request")

    records = rest(allowed, "GET", "/audit?action=agent.register")["data"]
    assert len(records) == 2 and all(r["source"] == "127.0.0.1" and r["outcome"] == "ok" for r in records)
    assert key["api_key"] not in json.dumps(records)


def test_account_add_asks_for_the_password_and_draws_its_progress_on_a_terminal(world):
    postern, _ = world
    dovecot = Dovecot()
    try:
        dovecot.ask("deliver Hello")
        settings = json.dumps(dovecot.account()["settings"])
        env = dict(os.environ, POSTERN_URL=postern.base, POSTERN_TOKEN=postern.admin_token)
        # It runs on a terminal of its own (a pty made here, its controlling terminal), and the
        # password is typed once the prompt shows and the terminal no longer echoes, as a person
        # would: the prompt is printed a moment before echo is turned off.
        master, terminal = pty.openpty()
        running = subprocess.Popen(
            [postern.bin, "account", "add", dovecot.info["user"], "--settings", settings],
            env=env, stdin=terminal, stdout=terminal, stderr=terminal, start_new_session=True,
            # One ioctl between fork and exec: the pty becomes the controlling terminal that
            # the password prompt opens as /dev/tty.
            preexec_fn=lambda: fcntl.ioctl(0, termios.TIOCSCTTY, 0))  # noqa: PLW1509
        os.close(terminal)

        def read_more():
            try:
                return os.read(master, 4096)
            except OSError:  # the terminal is gone: the command ended
                return b""

        screen = b""
        while b"Password for" not in screen:
            chunk = read_more()
            assert chunk, screen
            screen += chunk
        until(lambda: not termios.tcgetattr(master)[3] & termios.ECHO, "the prompt turns echo off")
        os.write(master, dovecot.info["password"].encode() + b"\n")
        while chunk := read_more():
            screen += chunk
        running.wait(timeout=120)
        os.close(master)
        done = subprocess.CompletedProcess(running.args, running.returncode, screen.decode())
        assert done.returncode == 0, done.stdout
        screen = done.stdout
        assert f"Password for {dovecot.info['user']}:" in screen
        assert dovecot.info["password"] not in screen, "the password is not echoed"
        assert "] 100%" in screen and "messages 1/1" in screen, screen
        assert screen.rstrip().endswith("\tidle")
    finally:
        dovecot.stop()
