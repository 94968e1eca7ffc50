"""Postern behind Debian's Caddy with the repository's own `packaging/Caddyfile`, unchanged, over
HTTPS from Caddy's local CA: the official MCP Python SDK talks Streamable HTTP through it and gets
a code from a wait that mail ends while it is held; the change stream's events come through as
they happen (not buffered); a wait held for its longest (25 s) is answered, not cut;
and the audit names the client's address (a client on 127.0.0.2), not Caddy's. `compose.yaml` is
checked by a compose tool (`docker-compose config`). A browser (headless Chromium) sets the
admin's password, reaches the overview and connects an agent over HTTPS through Caddy, and the
configurations it is given name the public HTTPS address.

`scripts/test` installs Debian's `caddy` and `docker-compose` when missing.
"""

import asyncio
import http.client
import json
import os
import socket
import ssl
import subprocess
import threading
import time
import uuid
from urllib.parse import urlsplit

import httpx2
import pytest
from mcp import Client
from mcp.client.streamable_http import streamable_http_client

from browser import chromium, csp_violations, expect_page, fill, submit, text_of
from conftest import ROOT, Postern, free_port
from test_mcp_stdio import result_json, send


@pytest.fixture(scope="module")
def behind_caddy(tmp_path_factory):
    """A Postern and, in front of it, Caddy on a free HTTPS port of 127.0.0.1."""
    tmp = tmp_path_factory.mktemp("caddy")
    https_port = free_port()
    server = Postern(tmp)
    config = tmp / "postern.toml"
    config.write_text(f'inbox_domain = ["{server.domain}"]\ntrusted_proxy = ["127.0.0.1"]\n'
                      f'public_url = "https://127.0.0.1:{https_port}"\nmcp_allowed_host = ["127.0.0.1"]\n')
    server.start_with_config = str(config)
    server.start()
    caddy, base, context, root = caddy_in_front(tmp, f"127.0.0.1:{server.http_port}", https_port)
    yield server, base, context, root
    caddy.terminate()
    caddy.wait(timeout=30)
    assert server.stop() == 0
    server.assert_no_tokens_in_logs()


def test_a_browser_works_through_caddy(behind_caddy, tmp_path):
    server, base, _, _ = behind_caddy
    with chromium(tmp_path / "chromium", accept_insecure_certs=True) as browser:
        # The link is printed on the instance's own address; the browser takes the public one.
        browser.get(base + urlsplit(server.setup_link()).path)
        expect_page(browser, "setup")
        password = server.new_password()
        fill(browser, "setup", password=password, confirm=password)
        assert submit(browser, "setup") == "overview", "the form's POST passed the same-site check behind Caddy"
        session = next(c for c in browser.get_cookies() if c["name"] == "__Host-postern")
        assert session["secure"] and session["httpOnly"]
        assert text_of(browser, "health-mcp") == f"{base}/mcp"
        fill(browser, "agent-form", name="through caddy")
        assert submit(browser, "agent-form") == "agent"
        server.issued_tokens.append(text_of(browser, "agent-token"))
        vscode = json.loads(text_of(browser, "vscode-http"))["servers"]["postern"]
        assert vscode["url"] == f"{base}/mcp"
        desktop = json.loads(text_of(browser, "claude-desktop-stdio"))["mcpServers"]["postern"]
        assert desktop["env"]["POSTERN_URL"] == base
        assert csp_violations(browser) == []


def request(base, context, method, path, token, body=None, source="127.0.0.1", timeout=60):
    """One HTTPS request from `source` (an address of this host's loopback); status and body."""
    host, port = base.removeprefix("https://").split(":")
    connection = http.client.HTTPSConnection(host, int(port), context=context, timeout=timeout,
                                             source_address=(source, 0))
    headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
    connection.request(method, path, body=None if body is None else json.dumps(body), headers=headers)
    answer = connection.getresponse()
    data = answer.read()
    connection.close()
    return answer.status, json.loads(data) if data else None


def test_the_mcp_sdk_works_through_caddy_over_https(behind_caddy):
    server, base, _, root = behind_caddy
    token = server.token("mcp-caddy")

    async def flow():
        client = httpx2.AsyncClient(verify=ssl.create_default_context(cafile=str(root)),
                                   headers={"Authorization": f"Bearer {token}"}, timeout=httpx2.Timeout(60))
        async with Client(streamable_http_client(f"{base}/mcp", http_client=client)) as mcp:
            assert "wait_for_otp" in {t.name for t in (await mcp.list_tools()).tools}
            inbox = result_json(await mcp.call_tool("create_inbox", {}))
            asyncio.get_running_loop().call_later(1.0, send, server, inbox["address"], "Code", "Your code is 246810")
            started = time.monotonic()
            got = result_json(await mcp.call_tool("wait_for_otp", {"inbox_id": inbox["id"], "timeout": 30}))
            return got["otp"], time.monotonic() - started

    otp, took = asyncio.run(flow())
    assert otp == "246810"
    assert took < 10, f"the held wait answered {took:.1f} s after it began: the mail's arrival came through"


def test_the_change_stream_is_not_buffered_and_a_long_wait_is_not_cut(behind_caddy):
    server, base, context, _ = behind_caddy
    token = server.token("stream-caddy")
    inbox = request(base, context, "POST", "/api/v1/inboxes", token, {})[1]["data"]
    host, port = base.removeprefix("https://").split(":")
    stream = http.client.HTTPSConnection(host, int(port), context=context, timeout=30)
    stream.request("GET", "/api/v1/changes/stream",
                   headers={"Authorization": f"Bearer {token}", "Accept": "text/event-stream"})
    answer = stream.getresponse()
    assert answer.status == 200 and answer.getheader("Content-Type").startswith("text/event-stream")
    sent = time.monotonic()
    send(server, inbox["address"], "Streamed", "Your code is 112233")
    lines = []
    while not any(line.startswith("event:") for line in lines):
        lines.append(answer.fp.readline().decode().strip())
    arrived = time.monotonic() - sent
    stream.close()
    assert arrived < 5, f"the event came {arrived:.1f} s after the mail: held by the proxy"

    quiet = request(base, context, "POST", "/api/v1/inboxes", token, {})[1]["data"]
    started = time.monotonic()
    status, _ = request(base, context, "GET", f"/api/v1/inboxes/{quiet['id']}/messages/wait?timeout=25", token)
    waited = time.monotonic() - started
    assert status == 204 and waited >= 24, f"{status} after {waited:.1f} s: the proxy cut the wait"


def test_the_audit_sees_the_client_not_caddy(behind_caddy):
    server, base, context, _ = behind_caddy
    user = request(base, context, "POST", "/api/v1/users", server.admin_token,
                   {"name": "from-elsewhere", "grants": [{"allow": ["users.read"]}]}, source="127.0.0.2")[1]["data"]
    records = request(base, context, "GET", "/api/v1/audit?action=user.create", server.admin_token)[1]["data"]
    [made] = [r for r in records if r["detail"].get("name") == "from-elsewhere"]
    assert made["source"] == "127.0.0.2", made
    assert user["name"] == "from-elsewhere"


def caddy_in_front(tmp, upstreams, https_port=None):
    """Caddy with packaging/Caddyfile on HTTPS port `https_port` (else a free one) of 127.0.0.1 in
    front of `upstreams`: the process, the base URL, an SSL context that trusts Caddy's local CA,
    and that CA's root certificate."""
    https_port = https_port or free_port()
    env = dict(os.environ, POSTERN_SITE="127.0.0.1", POSTERN_UPSTREAMS=upstreams,
               CADDY_HTTPS_PORT=str(https_port), CADDY_HTTP_PORT=str(free_port()), CADDY_ADMIN="off",
               XDG_DATA_HOME=str(tmp / "caddy-data"), XDG_CONFIG_HOME=str(tmp / "caddy-config"))
    caddy = subprocess.Popen(["caddy", "run", "--config", str(ROOT / "packaging" / "Caddyfile"),
                              "--adapter", "caddyfile"], env=env, stdout=subprocess.DEVNULL,
                             stderr=open(tmp / "caddy.log", "wb"))
    root = tmp / "caddy-data" / "caddy" / "pki" / "authorities" / "local" / "root.crt"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        assert caddy.poll() is None, (tmp / "caddy.log").read_text()
        try:
            if root.exists():
                context = ssl.create_default_context(cafile=str(root))
                with socket.create_connection(("127.0.0.1", https_port), timeout=2) as sock:
                    with context.wrap_socket(sock, server_hostname="127.0.0.1"):
                        return caddy, f"https://127.0.0.1:{https_port}", context, root
        except (OSError, ssl.SSLError):
            pass
        time.sleep(0.1)
    raise AssertionError("Caddy did not serve HTTPS: " + (tmp / "caddy.log").read_text()[-2000:])


def test_two_instances_on_postgresql_behind_caddy_share_the_work_and_survive_one_stopping(tmp_path):
    """The `cluster` shape: two Postern instances on one PostgreSQL database (a fresh one on the
    server the suite uses) with one master key, Caddy balancing them. Requests through Caddy reach
    both; mail delivered to the second's SMTP port ends a wait held through Caddy; with the first
    stopped, Caddy sends everything to the second and nothing is refused. (The wait takes mail
    from before it began too, `since=0`, so no test waits for the wait to be held.)"""
    admin = os.environ.get("POSTERN_TEST_POSTGRES", "postgres://postgres@127.0.0.1:5432/test")
    name = f"postern_e2e_{uuid.uuid4().hex[:8]}"
    subprocess.run(["psql", "-q", "-w", "-d", admin, "-c", f"CREATE DATABASE {name}"], check=True, capture_output=True)
    url = admin.rsplit("/", 1)[0] + "/" + name
    key = os.urandom(32).hex()
    instances = []
    caddy = None
    try:
        for n in range(2):
            server = Postern(tmp_path / f"instance-{n}")
            (tmp_path / f"instance-{n}").mkdir()
            config = tmp_path / f"instance-{n}" / "postern.toml"
            config.write_text(f'inbox_domain = ["{server.domain}"]\ntrusted_proxy = ["127.0.0.1"]\n'
                              f'mcp_allowed_host = ["127.0.0.1"]\ndatabase_url = "{url}"\n')
            server.start_with_config = str(config)
            server.env = {"POSTERN_MASTER_KEY": key}
            if instances:
                server.admin_token, server.joining = instances[0].admin_token, True
            server.start()
            instances.append(server)
        first, second = instances
        caddy, base, context, _ = caddy_in_front(tmp_path, " ".join(f"127.0.0.1:{s.http_port}" for s in instances))
        token = first.admin_token
        for _ in range(6):
            assert request(base, context, "POST", "/api/v1/inboxes", token, {})[0] == 201
        counts = [s.stderr_path.read_text().count('"/api/v1/inboxes"') for s in instances]
        assert all(c >= 1 for c in counts), f"round robin reaches both instances: {counts}"

        inbox = request(base, context, "POST", "/api/v1/inboxes", token, {})[1]["data"]
        held = {}

        def hold():
            path = f"/api/v1/inboxes/{inbox['id']}/messages/wait?timeout=25&since=0"
            held["answer"] = request(base, context, "GET", path, token)

        waiter = threading.Thread(target=hold)
        waiter.start()
        send(second, inbox["address"], "Across", "Your code is 975310")
        waiter.join(30)
        status, found = held["answer"]
        assert status == 200 and "975310" in json.dumps(found), (status, found)

        assert first.stop() == 0
        for _ in range(6):
            status, _ = request(base, context, "GET", "/api/v1/inboxes", token)
            assert status == 200, "with one instance stopped, Caddy sends requests to the other"
    finally:
        if caddy:
            caddy.terminate()
            caddy.wait(timeout=30)
        for server in instances:
            if server.process.poll() is None:
                assert server.stop() == 0
            server.assert_no_tokens_in_logs()
        subprocess.run(["psql", "-q", "-w", "-d", admin, "-c", f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"],
                       capture_output=True)


def test_the_compose_file_is_valid_for_a_compose_tool():
    """`docker-compose config` reads the file with and without the `cluster` profile (this
    version lists every service either way; the profile is checked on the services' entries)."""
    for profile in ([], ["--profile", "cluster"]):
        read = subprocess.run(["docker-compose", "-f", str(ROOT / "compose.yaml"), *profile, "config"],
                              capture_output=True, text=True, cwd=ROOT)
        assert read.returncode == 0, read.stderr
        for service in ("caddy:", "postern:", "postern-2:", "postgres:", "profiles:", "ipv4_address: 10.89.40.2"):
            assert service in read.stdout, service
