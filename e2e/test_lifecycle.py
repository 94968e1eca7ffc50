"""Start-up, offline tokens and graceful shutdown of a real `postern serve` process."""

import signal
import smtplib
import subprocess
import threading
import time
import urllib.request
import json

from conftest import TOKEN_RE, Postern
from mailsocket import Client


def test_serve_help_documents_the_stable_settings(postern):
    out = subprocess.run([postern.bin, "serve", "--help"], check=True, capture_output=True, text=True).stdout
    for flag, env in [("--data", "POSTERN_DATA"), ("--http", "POSTERN_HTTP"), ("--smtp", "POSTERN_SMTP"),
                      ("--inbox-domain", "POSTERN_INBOX_DOMAIN"), ("--config", "POSTERN_CONFIG")]:
        assert flag in out and env in out


def test_token_create_for_the_admin_prints_only_the_token(postern):
    out = subprocess.run(
        [postern.bin, "token", "create", "--data", str(postern.data), "--name", "script"],
        check=True, capture_output=True, text=True,
    )
    assert TOKEN_RE.fullmatch(out.stdout.strip())
    postern.issued_tokens.append(out.stdout.strip())
    assert Client(out.stdout.strip(), base_url=postern.api).list_inboxes() is not None


def test_error_bodies_never_echo_a_token(postern):
    bad = postern.admin_token[:-1] + ("A" if postern.admin_token[-1] != "A" else "B")
    for url, headers in [
        (f"{postern.api}/inboxes", {"Authorization": f"Bearer {bad}"}),
        (f"{postern.api}/inboxes?token={postern.admin_token}", {}),
        (f"{postern.api}/inboxes/{postern.admin_token}", {"Authorization": f"Bearer {postern.admin_token}"}),
    ]:
        try:
            urllib.request.urlopen(urllib.request.Request(url, headers=headers))
            raise AssertionError("expected an error")
        except urllib.error.HTTPError as e:
            body = e.read().decode()
            assert "pst_" not in body and bad[4:14] not in body and postern.admin_token[4:14] not in body


def test_config_file_and_graceful_shutdown(tmp_path):
    server = Postern(tmp_path)
    config = tmp_path / "postern.toml"
    config.write_text(f'inbox_domain = ["{server.domain}"]\nhostname = "mx.e2e.test"\n')
    # The file sets what the flags leave out.
    server.start_with_config = str(config)
    server.start()
    try:
        client = Client(server.admin_token, base_url=server.api)
        waiting, busy = client.create_inbox(), client.create_inbox()
        answers = {}

        def hold():
            started = time.monotonic()
            req = urllib.request.Request(
                f"{server.api}/inboxes/{waiting['id']}/messages/wait?timeout=25",
                headers={"Authorization": f"Bearer {server.admin_token}"},
            )
            with urllib.request.urlopen(req, timeout=40) as r:
                answers["status"] = r.status
                answers["since"] = r.headers.get("Mailsocket-Wait-Since")
                answers["took"] = time.monotonic() - started

        t = threading.Thread(target=hold)
        t.start()
        smtp = smtplib.SMTP("127.0.0.1", server.smtp_port, timeout=10)
        code, greeting = smtp.ehlo("e2e.test")
        assert b"mx.e2e.test" in greeting
        smtp.mail("a@acme.test")
        smtp.rcpt(busy["address"])
        smtp.putcmd("DATA")
        assert smtp.getreply()[0] == 354
        smtp.send(b"Subject: in flight\r\n\r\nYour verification code is 777111\r\n")
        time.sleep(0.5)
        server.process.send_signal(signal.SIGTERM)
        time.sleep(0.3)
        smtp.send(b".\r\n")
        code, _ = smtp.getreply()
        assert code == 250, "the transaction in flight is finished and stored"
        t.join(10)
        assert answers["status"] == 204 and answers["since"]
        assert answers["took"] < 10
        assert server.process.wait(timeout=30) == 0
    finally:
        if server.process.poll() is None:
            server.process.kill()

    # The message survived: start again on the same data directory.
    server.start()
    try:
        client = Client(server.admin_token, base_url=server.api)
        got = client.wait_for_otp(busy["id"], timeout=5, since=0)
        assert got.otp == "777111"
    finally:
        server.stop()
    server.assert_no_tokens_in_logs()
