"""PostgreSQL going away under two instances that share it (docs/STORE.md, "When PostgreSQL goes
away"): a PostgreSQL of the test's own (Debian's postgresql binaries, in a temporary directory,
on a free port) is stopped hard (`pg_ctl -m immediate`, as a crash or a host restart does) and
started again while ten SMTP senders deliver through both instances.

- While it is away, SMTP answers 4xx (the senders retry, as an MTA does), never `250` for what
  was not committed, and `/healthz` answers 503 on both instances.
- Once it is back, both are healthy again without a restart, every acknowledged message is in
  the inbox exactly once, and a wait on one instance wakes for mail delivered through the other
  (each instance's LISTEN connection came back).
- Connections PostgreSQL kills (`pg_terminate_backend`, every backend of the database) cost a
  retry inside Postern, not an error to a client: REST requests and SMTP deliveries right after
  all succeed, and waits wake again.
"""

import glob
import json
import os
import shutil
import smtplib
import subprocess
import tempfile
import threading
import time
import urllib.error
import urllib.request

import pytest
from conftest import Postern, free_port, rest, until


class OwnPostgres:
    """A throwaway PostgreSQL cluster that the test may stop and start."""

    def __init__(self):
        found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"),
                       key=lambda p: int(p.split("/")[4].split(".")[0]))
        if not found:
            pytest.fail("Debian's postgresql package is not installed (scripts/test installs it)")
        self.bin = os.path.dirname(found[-1])
        # Not under pytest's directories: they are private to root, and initdb refuses root.
        self.dir = tempfile.mkdtemp(prefix="postern-pg-")
        self.as_pg = []
        if os.geteuid() == 0:
            shutil.chown(self.dir, "postgres")
            self.as_pg = ["runuser", "-u", "postgres", "--"]
        self.port = free_port()
        self.run("initdb", "-D", f"{self.dir}/data", "-U", "postgres", "--auth=trust", "-E", "UTF8")
        self.start()
        self.psql("postgres", "CREATE DATABASE test")
        self.url = f"postgres://postgres@127.0.0.1:{self.port}/test"

    def run(self, tool, *args):
        done = subprocess.run([*self.as_pg, f"{self.bin}/{tool}", *args], capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, f"{tool}: {done.stdout}{done.stderr}"
        return done.stdout

    def start(self):
        self.run("pg_ctl", "-D", f"{self.dir}/data", "-l", f"{self.dir}/log", "-w", "start",
                 "-o", f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1 -c fsync=off")

    def crash(self):
        """Stops at once, as a crash does: no checkpoint, every connection cut."""
        self.run("pg_ctl", "-D", f"{self.dir}/data", "-m", "immediate", "-w", "stop")

    def psql(self, database, sql):
        return self.run("psql", "-X", "-q", "-t", "-A", "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres",
                        "-d", database, "-c", sql)

    def remove(self):
        subprocess.run([*self.as_pg, f"{self.bin}/pg_ctl", "-D", f"{self.dir}/data", "-m", "immediate", "stop"],
                       capture_output=True)
        shutil.rmtree(self.dir, ignore_errors=True)


@pytest.fixture
def database():
    cluster = OwnPostgres()
    yield cluster
    cluster.remove()


@pytest.fixture
def pair(tmp_path, database):
    """Two instances of one deployment on `database`; their logs are checked for tokens after."""
    key = os.urandom(32).hex()
    a = instance(tmp_path / "a", database.url, key)
    b = instance(tmp_path / "b", database.url, key, a.admin_token)
    yield a, b
    for server in (a, b):
        server.stop()
        server.assert_no_tokens_in_logs()


def instance(tmp, url, key, token=None):
    """An instance of the deployment in `url`; the first prints the admin token."""
    tmp.mkdir()
    server = Postern(tmp)
    config = tmp / "postern.toml"
    config.write_text(f'inbox_domain = ["{server.domain}"]\ndatabase_url = "{url}"\n')
    server.start_with_config = str(config)
    server.env = {"POSTERN_MASTER_KEY": key}
    if token:
        server.admin_token, server.joining = token, True
    server.start()
    return server


def healthz(server):
    try:
        with urllib.request.urlopen(server.base + "/healthz", timeout=5) as response:
            return response.status
    except urllib.error.HTTPError as e:
        return e.code
    except OSError:
        return None


def heard_across(waiting, delivering, inbox, subject):
    """Whether a wait for a code on `waiting` is answered with mail delivered through
    `delivering` (the delivering instance's commit is heard by the waiting one)."""
    answered = {}

    def wait():
        request = urllib.request.Request(f"{waiting.api}/inboxes/{inbox['id']}/messages/wait?timeout=20",
                                         headers={"Authorization": f"Bearer {waiting.admin_token}"})
        with urllib.request.urlopen(request, timeout=30) as response:
            answered["status"] = response.status
            answered["message"] = json.loads(response.read() or b"null")

    thread = threading.Thread(target=wait)
    thread.start()
    until(lambda: rest(waiting, "GET", "/service")["data"]["waits"]["open"] >= 1, "the wait is held")
    smtplib.SMTP("127.0.0.1", delivering.smtp_port).sendmail(
        "a@acme.test", [inbox["address"]], f"Subject: {subject}\r\n\r\nYour code is 482913\r\n".encode())
    thread.join(timeout=40)
    assert answered.get("status") == 200 and answered["message"]["data"]["subject"] == subject, answered
    return True


def subjects(server, inbox_id):
    """How often each subject is in the inbox."""
    counts, cursor = {}, None
    while True:
        page = rest(server, "GET", f"/inboxes/{inbox_id}/messages?limit=100" + (f"&cursor={cursor}" if cursor else ""))
        for message in page["data"]:
            counts[message["subject"]] = counts.get(message["subject"], 0) + 1
        cursor = page["pagination"]["next_cursor"]
        if not cursor:
            return counts


def test_a_restart_of_postgresql_during_ingest_loses_and_doubles_nothing(database, pair):
    a, b = pair
    inbox = rest(a, "POST", "/inboxes", {})["data"]
    acknowledged, refused, lock, stop = [], [], threading.Lock(), threading.Event()

    def sender(n):
        """Delivers s<n>-0, s<n>-1, … through one instance, each until it is acknowledged."""
        server, i, smtp = (a, b)[n % 2], 0, None
        while not stop.is_set():
            subject = f"s{n}-{i}"
            try:
                if smtp is None:
                    smtp = smtplib.SMTP("127.0.0.1", server.smtp_port, timeout=30)
                smtp.sendmail("a@acme.test", [inbox["address"]], f"Subject: {subject}\r\n\r\nhi\r\n".encode())
            except (smtplib.SMTPException, OSError) as e:
                code = getattr(e, "smtp_code", None) or next(iter(getattr(e, "recipients", {}).values()), [None])[0]
                with lock:
                    refused.append(code)
                if smtp is not None:
                    try:
                        smtp.close()
                    except OSError:
                        pass
                smtp = None
                time.sleep(0.05)
                continue
            with lock:
                acknowledged.append(subject)
            i += 1

    # Daemons: a failed assertion must not leave them delivering forever.
    senders = [threading.Thread(target=sender, args=(n,), daemon=True) for n in range(10)]
    for t in senders:
        t.start()
    until(lambda: len(acknowledged) >= 200, "the senders deliver", seconds=60)

    database.crash()
    down = len(acknowledged)
    until(lambda: healthz(a) == 503 and healthz(b) == 503, "both instances say the database is away")
    until(lambda: len(refused) >= 10, "deliveries are refused while the database is away")
    # Nothing is acknowledged that could not be committed: at most what was in flight.
    assert len(acknowledged) - down <= 10
    database.start()
    until(lambda: healthz(a) == 200 and healthz(b) == 200, "both instances recover", seconds=60)
    after = len(acknowledged)
    until(lambda: len(acknowledged) >= after + 200, "the senders deliver again", seconds=60)
    stop.set()
    for t in senders:
        t.join(timeout=60)

    codes = {code for code in refused if code is not None}
    assert codes and all(400 <= code < 500 for code in codes), f"only temporary refusals: {codes}"
    counts = subjects(a, inbox["id"])
    assert len(acknowledged) == len(set(acknowledged))
    lost = [s for s in acknowledged if s not in counts]
    doubled = [s for s, n in counts.items() if n > 1]
    assert not lost and not doubled, f"lost {lost[:5]}, doubled {doubled[:5]}"

    # Each instance hears the other's commits again.
    assert heard_across(b, a, inbox, "heard at b") and heard_across(a, b, inbox, "heard at a")


def test_connections_that_postgresql_kills_cost_a_retry_not_an_error(database, pair):
    a, b = pair
    inbox = rest(a, "POST", "/inboxes", {})["data"]
    for server in (a, b):
        rest(server, "GET", f"/inboxes/{inbox['id']}/messages")
        smtplib.SMTP("127.0.0.1", server.smtp_port).sendmail(
            "a@acme.test", [inbox["address"]], f"Subject: before {server.http_port}\r\n\r\nhi\r\n".encode())
    for round in range(3):
        killed = database.psql("test", "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                                       "WHERE datname = 'test' AND pid <> pg_backend_pid()")
        assert int(killed) >= 4, "both instances' pools and listeners were connected"
        # Every request right after succeeds, on both instances.
        for server in (a, b):
            assert rest(server, "GET", f"/inboxes/{inbox['id']}")["data"]["id"] == inbox["id"]
            smtplib.SMTP("127.0.0.1", server.smtp_port).sendmail(
                "a@acme.test", [inbox["address"]], f"Subject: r{round} {server.http_port}\r\n\r\nhi\r\n".encode())
            assert healthz(server) == 200
    counts = subjects(a, inbox["id"])
    assert all(counts.get(f"r{r} {s.http_port}") == 1 for r in range(3) for s in (a, b)), counts

    # Their listening connections were killed too, and came back.
    database.psql("test", "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                          "WHERE datname = 'test' AND pid <> pg_backend_pid()")
    assert heard_across(b, a, inbox, "heard")
