"""Starts a real `postern serve` for the e2e tests, on free loopback ports and a fresh data dir.

The binary comes from POSTERN_BIN (default: target/debug/postern at the repository root).
After the session, every log line and every captured output is scanned for tokens.
"""

import os
import re
import signal
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TOKEN_RE = re.compile(r"pst_[A-Za-z0-9]{38}")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Postern:
    def __init__(self, tmp: Path):
        self.bin = os.environ.get("POSTERN_BIN", str(ROOT / "target" / "debug" / "postern"))
        self.data = tmp / "data"
        self.http_port = free_port()
        self.smtp_port = free_port()
        self.stdout_path = tmp / "stdout.log"
        self.stderr_path = tmp / "stderr.log"
        self.base = f"http://127.0.0.1:{self.http_port}"
        self.api = f"{self.base}/api/v1"
        self.domain = "e2e.postern.test"
        self.process = None
        self.admin_token = None
        self.issued_tokens = []
        self.start_with_config = None

    def start(self):
        env = dict(os.environ, POSTERN_LOG="debug")
        self.process = subprocess.Popen(
            [
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
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(self.base + "/healthz", timeout=1) as r:
                    if r.status == 200:
                        break
            except OSError:
                time.sleep(0.05)
        else:
            raise RuntimeError("postern did not become healthy: " + self.stderr_path.read_text())
        tokens = TOKEN_RE.findall(self.stdout_path.read_text())
        if self.admin_token is None:
            assert len(tokens) == 1, "the admin token is printed exactly once"
            self.admin_token = tokens[0]
            self.issued_tokens.append(self.admin_token)
        else:
            assert tokens == [self.admin_token], "a second start prints no new token"

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

    def assert_no_tokens_in_logs(self):
        logs = self.stderr_path.read_text()
        assert "pst_" not in logs
        for token in self.issued_tokens:
            for i in range(len(token) - 8):
                assert token[i:i + 8] not in logs, "a token fragment reached the log"

    def stop(self) -> int:
        self.process.send_signal(signal.SIGTERM)
        return self.process.wait(timeout=30)


def started_for_loopback(tmp: Path) -> Postern:
    """A started Postern with an inbox domain that may reach 127.0.0.1 (webhook receivers,
    mail servers on loopback)."""
    server = Postern(tmp)
    config = tmp / "postern.toml"
    config.write_text(f'inbox_domain = ["{server.domain}"]\ninternal_host = ["127.0.0.1"]\n')
    server.start_with_config = str(config)
    server.start()
    return server


@pytest.fixture(scope="session")
def postern(tmp_path_factory):
    server = Postern(tmp_path_factory.mktemp("postern"))
    server.start()
    yield server
    if server.process.poll() is None:
        assert server.stop() == 0
    server.assert_no_tokens_in_logs()
