"""Backups as an operator makes them (docs/BACKUPS.md): `postern backup` while ten senders
deliver over SMTP, restored into an empty PostgreSQL database and from there back into SQLite;
everything acknowledged before the backup began is there exactly once, and the old token, a
password with its second factor, a webhook's secret, the audit chain and a change-feed cursor
all still work. A damaged file, a wrong passphrase, a non-empty target and a full disk are each
refused with a clear message, and nothing is written. Scheduled backups keep the newest.
"""

import json
import os
import smtplib
import subprocess
import threading
import time
import urllib.error
import urllib.request
import uuid

import pytest
from browser import totp
from conftest import Dovecot, HookEndpoint, Postern, free_port, rest, started_for_loopback, until
from standardwebhooks.webhooks import Webhook
from test_ui_sign_in import Client, HiddenFields

POSTGRES = os.environ.get("POSTERN_TEST_POSTGRES", "postgres://postgres@127.0.0.1:5432/test")


def postern(server, *args, env=None):
    """A `postern` command; its completed process."""
    return subprocess.run([server.bin, *args], capture_output=True, text=True, timeout=300,
                          env={**os.environ, **(env or {})})


def fresh_database():
    """A new, empty database on the suite's PostgreSQL; its URL."""
    name = f"postern_backup_{uuid.uuid4().hex[:8]}"
    subprocess.run(["psql", "-q", "-w", "-d", POSTGRES, "-c", f"CREATE DATABASE {name}"], check=True, capture_output=True)
    return POSTGRES.rsplit("/", 1)[0] + "/" + name, name


def drop_database(name):
    subprocess.run(["psql", "-q", "-w", "-d", POSTGRES, "-c", f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"],
                   capture_output=True)


def enrolled(server, name):
    """A user with a web UI password and an authenticator app; its password and TOTP secret."""
    _, password = server.user_with_password(name)
    client = Client(server)
    assert client.sign_in(name, password).status == 303
    fields = HiddenFields(client.request("GET", "/ui/security").body, "enrol").fields
    page = client.request("POST", "/ui/security/totp", {**fields, "current": password})
    assert page.status == 200, page.body[:300]
    secret = page.body.split('id="totp-secret">', 1)[1].split("<", 1)[0]
    server.secrets.append(secret)
    confirm = HiddenFields(page.body, "confirm-totp").fields
    done = client.request("POST", "/ui/security/totp/confirm", {**confirm, "code": totp(secret)})
    assert done.status == 200, done.body[:300]
    return password, secret


# The last TOTP step a sign-in of these tests used: a restored store remembers it, and refuses
# its code again (a replay).
_last_step = [0]


def signs_in_with_second_factor(server, name, password, secret):
    client = Client(server)
    step = client.sign_in(name, password)
    assert step.status == 303 and step.location.startswith("/ui/sign-in/code"), (step.status, step.location)
    fields = HiddenFields(client.request("GET", step.location).body, "code").fields
    # The code of the next step: the one before may have been used at enrolment. A step used by
    # an earlier sign-in of the same store (before its backup) is waited out: time under test.
    time.sleep(max(0.0, _last_step[0] * 30 - time.time() + 0.2))
    at = time.time() + 30
    _last_step[0] = int(at // 30)
    done = client.request("POST", "/ui/sign-in/code", {**fields, "code": totp(secret, at)})
    return done.status == 303 and done.location in ("/ui", "/ui/")


def subjects(server, inbox_id, token):
    """Every subject in the inbox, with how often."""
    counts, cursor = {}, None
    while True:
        page = rest(server, "GET", f"/inboxes/{inbox_id}/messages?limit=100" + (f"&cursor={cursor}" if cursor else ""),
                    token=token)
        for m in page["data"]:
            counts[m["subject"]] = counts.get(m["subject"], 0) + 1
        cursor = page["pagination"]["next_cursor"]
        if not cursor:
            return counts


def account_mail(server, account_id, token):
    """The account's INBOX as the index holds it: subject → message id."""
    try:
        listed = rest(server, "GET", f"/accounts/{account_id}/messages?folder=inbox&limit=100", token=token)["data"]
    except urllib.error.HTTPError as e:  # its folders are not listed yet
        assert e.code == 404, e
        return {}
    return {m["subject"]: m["id"] for m in listed}


def started_on(tmp, database_url=None, env=None, token=None):
    """A Postern on a restored data directory (or database): it prints no token of its own."""
    server = Postern(tmp)
    config = tmp / "postern.toml"
    config.write_text(f'inbox_domain = ["{server.domain}"]\ninternal_host = ["127.0.0.1"]\n'
                      + (f'database_url = "{database_url}"\n' if database_url else ""))
    server.start_with_config = str(config)
    server.env = env or {}
    server.admin_token, server.joining = token, True
    server.start()
    return server


def test_a_backup_during_ingest_restores_into_postgresql_and_back_into_sqlite(tmp_path):
    (tmp_path / "a").mkdir()
    server = started_for_loopback(tmp_path / "a")
    receiver = HookEndpoint()
    dovecot = Dovecot()
    restored, database = [], None
    try:
        token = server.admin_token
        account = rest(server, "POST", "/accounts", dovecot.account())["data"]["id"]
        assert dovecot.ask("deliver kept") == "ok"
        until(lambda: "kept" in account_mail(server, account, token), "the account's mail is indexed")
        indexed = account_mail(server, account, token)
        password, secret = enrolled(server, "alice")
        inbox = rest(server, "POST", "/inboxes", {})["data"]
        hook = rest(server, "POST", "/webhooks", {"url": receiver.url, "inboxes": [inbox["id"]]})["data"]
        feed = rest(server, "GET", "/changes")["cursor"]

        # Ten senders deliver while the backup is made.
        acknowledged, lock, stop = [], threading.Lock(), threading.Event()

        def sender(n):
            i = 0
            with smtplib.SMTP("127.0.0.1", server.smtp_port, timeout=30) as smtp:
                while not stop.is_set():
                    subject = f"s{n}-{i}"
                    smtp.sendmail("a@acme.test", [inbox["address"]], f"Subject: {subject}\r\n\r\ncode {n}{i}\r\n".encode())
                    with lock:
                        acknowledged.append((subject, time.monotonic()))
                    i += 1

        senders = [threading.Thread(target=sender, args=(n,)) for n in range(10)]
        for t in senders:
            t.start()
        deadline = time.monotonic() + 30
        while len(acknowledged) < 200:
            assert time.monotonic() < deadline, "the senders are slow"
            time.sleep(0.01)
        passphrase = tmp_path / "passphrase"
        passphrase.write_text("a long and unguessable passphrase\n")
        began = time.monotonic()
        made = postern(server, "backup", "--data", str(server.data), "--passphrase-file", str(passphrase),
                       "--out", str(tmp_path / "one.age"))
        stop.set()
        for t in senders:
            t.join(timeout=60)
        assert made.returncode == 0, made.stderr
        manifest = json.loads(made.stdout)
        before = {s for s, at in acknowledged if at < began}
        assert manifest["source"] == "sqlite" and manifest["tables"]["messages"] >= len(before)
        assert not list(tmp_path.glob("*.partial"))

        # Into an empty PostgreSQL database, under a master key of its own.
        database_url, database = fresh_database()
        key = {"POSTERN_MASTER_KEY": os.urandom(32).hex()}
        into_pg = postern(server, "restore", str(tmp_path / "one.age"), "--passphrase-file", str(passphrase),
                          "--data", str(tmp_path / "pg"), "--database-url", database_url, env=key)
        assert into_pg.returncode == 0, into_pg.stderr
        (tmp_path / "on-pg").mkdir()
        on_pg = started_on(tmp_path / "on-pg", database_url, key, token)
        restored.append(on_pg)
        counts = subjects(on_pg, inbox["id"], token)
        assert all(counts.get(s) == 1 for s in before), [s for s in before if counts.get(s) != 1][:5]
        assert all(n == 1 for n in counts.values()), "each message once"
        assert signs_in_with_second_factor(on_pg, "alice", password, secret)
        audit = postern(server, "audit", "verify", "--data", str(tmp_path / "pg"), "--database-url", database_url, env=key)
        assert audit.returncode == 0 and "intact" in audit.stdout, audit.stdout + audit.stderr
        assert rest(on_pg, "GET", f"/changes?since={feed}&limit=5", token=token)["data"], "the old cursor reads on"
        # The account syncs on from its index: what was indexed keeps its ids, new mail comes.
        assert dovecot.ask("deliver new") == "ok"
        until(lambda: "new" in account_mail(on_pg, account, token), "the restored account syncs")
        assert account_mail(on_pg, account, token)["kept"] == indexed["kept"]
        # The endpoint goes on from its cursor, signing with the secret it had.
        receiver.posts.clear()
        smtplib.SMTP("127.0.0.1", on_pg.smtp_port).sendmail("a@acme.test", [inbox["address"]], b"Subject: after\r\n\r\nhi\r\n")
        deadline = time.monotonic() + 30
        while not any(b"after" in body for _, body in receiver.posts):
            assert time.monotonic() < deadline, "the restored endpoint posted nothing"
            time.sleep(0.05)
        headers, body = next((h, b) for h, b in receiver.posts if b"after" in b)
        Webhook(hook["secret"]).verify(body, {k.lower(): v for k, v in headers.items()})

        # From PostgreSQL back into SQLite, with the key file a new data directory makes.
        made = postern(server, "backup", "--data", str(tmp_path / "pg"), "--database-url", database_url,
                       "--passphrase-file", str(passphrase), "--out", str(tmp_path / "two.age"), env=key)
        assert made.returncode == 0, made.stderr
        assert json.loads(made.stdout)["source"] == "postgresql"
        (tmp_path / "lite").mkdir()
        into_sqlite = postern(server, "restore", str(tmp_path / "two.age"), "--passphrase-file", str(passphrase),
                              "--data", str(tmp_path / "lite" / "data"))
        assert into_sqlite.returncode == 0, into_sqlite.stderr
        on_sqlite = started_on(tmp_path / "lite", token=token)
        restored.append(on_sqlite)
        again = subjects(on_sqlite, inbox["id"], token)
        assert all(again.get(s) == 1 for s in before) and all(n == 1 for n in again.values())
        assert again.get("after") == 1
        assert signs_in_with_second_factor(on_sqlite, "alice", password, secret)
        assert account_mail(on_sqlite, account, token)["kept"] == indexed["kept"]
    finally:
        for s in restored:
            s.stop()
        server.stop()
        receiver.server.shutdown()
        dovecot.stop()
        if database:
            drop_database(database)
    server.assert_no_tokens_in_logs()


def test_a_damaged_or_wrongly_opened_backup_is_refused_and_nothing_is_written(tmp_path):
    (tmp_path / "a").mkdir()
    server = started_for_loopback(tmp_path / "a")
    try:
        inbox = rest(server, "POST", "/inboxes", {})["data"]
        with smtplib.SMTP("127.0.0.1", server.smtp_port) as smtp:
            for n in range(200):
                body = os.urandom(600).hex()
                smtp.sendmail("a@acme.test", [inbox["address"]], f"Subject: m{n}\r\n\r\n{body}\r\n".encode())
        passphrase = tmp_path / "passphrase"
        passphrase.write_text("the right one\n")
        good = tmp_path / "good.age"
        made = postern(server, "backup", "--data", str(server.data), "--passphrase-file", str(passphrase), "--out", str(good))
        assert made.returncode == 0, made.stderr
        checked = postern(server, "backup", "verify", str(good), "--passphrase-file", str(passphrase))
        assert checked.returncode == 0 and json.loads(checked.stdout)["tables"]["messages"] == 200, checked.stderr

        data = good.read_bytes()
        (tmp_path / "half.age").write_bytes(data[: len(data) // 2])
        flipped = bytearray(data)
        flipped[len(data) // 2] ^= 0x01
        (tmp_path / "flipped.age").write_bytes(bytes(flipped))
        wrong = tmp_path / "wrong"
        wrong.write_text("not the passphrase\n")
        for file, key in [("half.age", passphrase), ("flipped.age", passphrase), ("good.age", wrong)]:
            target = tmp_path / f"into-{file}-{key.name}"
            for command in (["backup", "verify", str(tmp_path / file)], ["restore", str(tmp_path / file), "--data", str(target)]):
                refused = postern(server, *command, "--passphrase-file", str(key))
                assert refused.returncode != 0, (command, refused.stdout)
                assert "could not be opened" in refused.stderr or "not a whole Postern backup" in refused.stderr, refused.stderr
                assert "Traceback" not in refused.stderr and "panicked" not in refused.stderr
            assert not target.exists(), "nothing is written"

        # A target that holds an installation is refused, and keeps what it had.
        refused = postern(server, "restore", str(good), "--passphrase-file", str(passphrase), "--data", str(server.data))
        assert refused.returncode != 0 and "already holds an installation" in refused.stderr, refused.stderr
        assert len(rest(server, "GET", f"/inboxes/{inbox['id']}/messages?limit=100")["data"]) == 100

        # A full disk while writing: a clear error, no file left looking complete, the service unaffected.
        disk = tmp_path / "small"
        disk.mkdir()
        if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(disk)], capture_output=True).returncode != 0:
            pytest.skip("this process cannot mount a tmpfs (it needs root)")
        try:
            full = postern(server, "backup", "--data", str(server.data), "--passphrase-file", str(passphrase),
                           "--out", str(disk / "full.age"))
            assert full.returncode != 0 and "No space left" in full.stderr, full.stderr
            assert list(disk.iterdir()) == [], "neither the backup nor its partial file is left"
        finally:
            subprocess.run(["umount", "-l", str(disk)], capture_output=True)
        with smtplib.SMTP("127.0.0.1", server.smtp_port) as smtp:
            smtp.sendmail("a@acme.test", [inbox["address"]], b"Subject: still here\r\n\r\nhi\r\n")
        assert rest(server, "GET", f"/inboxes/{inbox['id']}/messages?limit=1")["data"][0]["subject"] == "still here"
    finally:
        server.stop()


def test_scheduled_backups_keep_the_newest_and_each_one_checks(tmp_path):
    passphrase = tmp_path / "passphrase"
    passphrase.write_text("scheduled\n")
    backups = tmp_path / "backups"
    metrics_port = free_port()
    (tmp_path / "a").mkdir()
    server = started_for_loopback(
        tmp_path / "a",
        f'backup_dir = "{backups}"\nbackup_every = "1s"\nbackup_keep = 2\nbackup_passphrase_file = "{passphrase}"\n'
        f'metrics = "127.0.0.1:{metrics_port}"\n',
    )
    try:
        rest(server, "POST", "/inboxes", {})
        deadline = time.monotonic() + 60

        def made():
            return sorted(p.name for p in backups.glob("postern-*.age"))

        # Three written (one pruned), and each one seen by the metrics.
        seen = set()
        while len(seen) < 3:
            assert time.monotonic() < deadline, f"backups written: {seen}"
            seen.update(made())
            # The newest is renamed into place a moment before the oldest goes.
            assert len(made()) <= 3, made()
            time.sleep(0.05)
        until(lambda: len(made()) == 2, f"two kept: {made()}")
        newest = backups / made()[-1]
        checked = postern(server, "backup", "verify", str(newest), "--passphrase-file", str(passphrase))
        assert checked.returncode == 0, checked.stderr
        with urllib.request.urlopen(f"http://127.0.0.1:{metrics_port}/metrics") as r:
            scraped = r.read().decode()
        last = next(line for line in scraped.splitlines() if line.startswith("postern_backup_last_success_timestamp_seconds "))
        assert abs(float(last.split()[1]) - time.time()) < 60, last
        assert oct(newest.stat().st_mode & 0o777) == "0o600"
    finally:
        server.stop()
