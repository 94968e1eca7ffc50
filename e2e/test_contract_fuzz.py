"""Contract fuzzing: schemathesis generates requests from the published document, valid and
invalid, against a running `postern serve` with a Dovecot account behind it, as the
administrator and as a narrowed token. It finds nothing: no 5xx, no status, content type,
header or body outside the document, no valid request refused and no invalid one accepted, no
route that answers without a token.

Where the document cannot say all a route checks, `e2e/schemathesis.toml` says so, with the
reason. The run here is short (POSTERN_FUZZ_EXAMPLES cases per operation and token, default 4);
`bench/contract.sh` runs the long campaign with the same setup. The server runs in a mount
namespace whose resolv.conf names a DNS server that is not there, so nothing generated
(webhook URLs, mail servers, discovery) can reach beyond loopback.
"""

import os
import subprocess
import sys
from pathlib import Path

from conftest import Dovecot, Postern, rest

ARTIFACTS = Path(__file__).resolve().parent / "artifacts" / "contract"
SCHEMATHESIS = str(Path(sys.executable).parent / "schemathesis")
EXAMPLES = int(os.environ.get("POSTERN_FUZZ_EXAMPLES", "4"))
SEED = os.environ.get("POSTERN_FUZZ_SEED", "5005")
# One worker by default, so that a seed replays the same campaign.
WORKERS = os.environ.get("POSTERN_FUZZ_WORKERS", "1")
# A stream never ends by itself: fuzzing it would only time out.
NOT_FUZZED = ["changes_stream"]


def isolated_server(tmp: Path) -> Postern:
    """`postern serve` whose DNS goes nowhere: only loopback is reachable."""
    resolv = tmp / "resolv.conf"
    resolv.write_text("nameserver 127.0.0.254\n")
    server = Postern(tmp)
    config = tmp / "postern.toml"
    # The fuzzer sends hundreds of requests without a token on purpose (each must be a 401); the
    # limit on failed authentications per address would answer them 429 (tested elsewhere).
    config.write_text(f'inbox_domain = ["{server.domain}"]\ninternal_host = ["127.0.0.1"]\n'
                      "auth_failures_per_minute = 0\n")
    server.start_with_config = str(config)
    server.prefix = ["unshare", "--mount", "--propagation", "private", "sh", "-c",
                     f'mount --bind "{resolv}" /etc/resolv.conf && exec "$@"', "serve-without-dns"]
    server.start()
    return server


def fuzz(server: Postern, token: str, report: Path, examples: int = EXAMPLES) -> subprocess.CompletedProcess:
    command = [
        SCHEMATHESIS, "--config-file", str(Path(__file__).parent / "schemathesis.toml"), "run", server.api + "/openapi.json", "--url", server.base,
        "--header", f"Authorization: Bearer {token}",
        "--max-examples", str(examples), "--seed", SEED, "--workers", WORKERS,
        "--request-timeout", "40", "--generation-database", "none",
        "--suppress-health-check", "all", "--no-color", "--output-sanitize", "true",
        "--report", "junit", "--report-junit-path", str(report),
    ]
    for operation in NOT_FUZZED:
        command += ["--exclude-operation-id", operation]
    return subprocess.run(command, capture_output=True, text=True, timeout=1800)


def test_schemathesis_finds_nothing(tmp_path):
    dovecot = Dovecot()
    server = isolated_server(tmp_path)
    try:
        account = rest(server, "POST", "/accounts", dovecot.account())["data"]["id"]
        rest(server, "POST", "/inboxes", {"label": "fuzzed"})
        user = rest(server, "POST", "/users", {"name": "agent", "grants": [
            {"accounts": ["own"], "allow": ["inboxes"]},
            {"accounts": [account], "allow": ["mail.read", "drafts"], "folders": ["inbox", "drafts"]},
        ]})["data"]["id"]
        narrowed = rest(server, "POST", f"/users/{user}/tokens", {"name": "fuzz"})["token"]
        server.issued_tokens.append(narrowed)
        for name, token in [("admin", server.admin_token), ("narrowed", narrowed)]:
            run = fuzz(server, token, tmp_path / f"{name}.xml")
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            (ARTIFACTS / f"{name}.txt").write_text(run.stdout + run.stderr)
            summary = [line for line in run.stdout.splitlines() if "test cases" in line or "passed" in line]
            print(name, *summary, sep="\n")
            assert run.returncode == 0, f"schemathesis as {name}:\n{run.stdout[-20000:]}\n{run.stderr[-4000:]}"
        assert server.process.poll() is None, "the server is still up"
    finally:
        if server.process.poll() is None:
            server.stop()
        dovecot.stop()
    server.assert_no_tokens_in_logs()
