"""`/mcp` (Streamable HTTP) driven by the official MCP Python SDK, and its HTTP guards."""

import asyncio
import json
import os
import sys
import smtplib
import urllib.error
import urllib.request
from email.message import EmailMessage

import pytest
from mcp import Client, StdioServerParameters
from mcp.client.streamable_http import create_mcp_http_client, streamable_http_client

from test_mcp_stdio import EXPECTED_TOOLS, error_text, result_json, send


def http_client(postern, token):
    return Client(
        streamable_http_client(f"{postern.base}/mcp", http_client=create_mcp_http_client(headers={"Authorization": f"Bearer {token}"})),
    )


def raw(postern, path="/mcp", body=b'{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{}}', headers=None):
    req = urllib.request.Request(f"{postern.base}{path}", data=body, method="POST" if body is not None else "GET")
    req.add_header("Content-Type", "application/json")
    req.add_header("Accept", "application/json, text/event-stream")
    for k, v in (headers or {}).items():
        req.add_header(k, v)
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return r.status, {k.lower(): v for k, v in r.headers.items()}, r.read().decode()
    except urllib.error.HTTPError as e:
        return e.code, {k.lower(): v for k, v in e.headers.items()}, e.read().decode()


@pytest.mark.parametrize("mode", ["auto", "legacy"])
def test_http_flow(postern, mode):
    token = postern.token("mcp-http")

    async def flow():
        client = http_client(postern, token)
        client.mode = mode
        async with client:
            assert {t.name for t in (await client.list_tools()).tools} == EXPECTED_TOOLS
            inbox = result_json(await client.call_tool("create_inbox", {}))
            asyncio.get_running_loop().call_later(0.5, send, postern, inbox["address"], "Code", "Your verification code is 135790")
            got = result_json(await client.call_tool("wait_for_otp", {"inbox_id": inbox["id"], "timeout": 20}))
            assert got["otp"] == "135790"
            text = error_text(await client.call_tool("wait_for_link", {"inbox_id": inbox["id"], "timeout": 0}))
            assert "within 1.0s" in text or "within 1s" in text
            return client.protocol_version

    version = asyncio.run(flow())
    assert version == ("2026-07-28" if mode == "auto" else "2025-11-25")


def test_two_tokens_never_see_each_others_inboxes(postern):
    alice, bob = postern.token("mcp-alice"), postern.token("mcp-bob")

    async def mine(token, n):
        async with http_client(postern, token) as client:
            made = [result_json(await client.call_tool("create_inbox", {}))["id"] for _ in range(n)]
            listed = []
            for _ in range(5):
                page = result_json(await client.call_tool("list_inboxes", {"limit": 100}))
                listed.append({i["id"] for i in page["inboxes"]})
                await asyncio.sleep(0)
            return made, listed, client

    async def both():
        (a_made, a_lists, _), (b_made, b_lists, _) = await asyncio.gather(mine(alice, 4), mine(bob, 4))
        for listed in a_lists:
            assert listed.isdisjoint(b_made)
        for listed in b_lists:
            assert listed.isdisjoint(a_made)
        async with http_client(postern, bob) as client:
            for inbox in a_made:
                assert "Not found (HTTP 404)" in error_text(await client.call_tool("get_latest", {"inbox_id": inbox}))

    asyncio.run(both())


def test_per_token_wait_cap(postern):
    token = postern.token("mcp-cap")

    async def flow():
        async with http_client(postern, token) as client:
            inbox = result_json(await client.call_tool("create_inbox", {}))
            calls = [client.call_tool("wait_for_otp", {"inbox_id": inbox["id"], "timeout": 3}) for _ in range(12)]
            results = await asyncio.gather(*calls)
            texts = [r.content[0].text for r in results]
            capped = [t for t in texts if "max 10 in flight" in t]
            timed_out = [t for t in texts if "Nothing matched yet" in t]
            assert len(capped) == 2 and len(timed_out) == 10, texts

    asyncio.run(flow())


def test_http_guards(postern):
    token = postern.token("mcp-guards")
    status, headers, body = raw(postern)
    assert status == 401 and headers.get("www-authenticate", "").startswith("Bearer")
    status, _, body = raw(postern, headers={"Authorization": "Bearer pst_" + "B" * 38})
    assert status == 401 and "pst_" not in body
    status, _, _ = raw(postern, path=f"/mcp?token={token}", headers={"Authorization": f"Bearer {token}"})
    assert status == 400
    status, _, body = raw(postern, headers={"Authorization": f"Bearer {token}", "Host": "evil.example.com"})
    assert status == 421 and json.loads(body)["error"]["code"] == "invalid_host"
    status, _, _ = raw(postern, headers={"Authorization": f"Bearer {token}", "Origin": "https://evil.example.com"})
    assert status == 403
    status, _, _ = raw(postern, headers={"Authorization": f"Bearer {token}", "Origin": f"http://127.0.0.1:{postern.http_port}"})
    assert status == 200
    status, _, _ = raw(postern, body=b"{" + b" " * 70000 + b"}", headers={"Authorization": f"Bearer {token}"})
    assert status == 413
    status, _, body = raw(postern, headers={"Authorization": f"Bearer {token}"})
    assert status == 200 and "create_inbox" in body
    status, _, card = raw(postern, path="/.well-known/mcp/server-card.json", body=None)
    card = json.loads(card)
    assert status == 200 and card["authentication"]["required"] is True and card["transport"]["url"] == "/mcp"
    # The card lists every tool; a token is offered those its rights allow.
    assert EXPECTED_TOOLS <= {t["name"] for t in card["tools"]}
    assert {"list_accounts", "get_message", "send_message"} <= {t["name"] for t in card["tools"]}


def test_the_published_mailsocket_mcp_server_works_against_postern(postern):
    """The unmodified mailsocket MCP server (stdio) from PyPI, pointed at Postern's REST API."""
    token = postern.token("mailsocket-mcp")
    venv_bin = os.path.dirname(sys.executable)
    params = StdioServerParameters(
        command=os.path.join(venv_bin, "mailsocket-mcp"),
        env=dict(os.environ, MAILSOCKET_API_KEY=token, MAILSOCKET_BASE_URL=postern.api),
    )

    async def flow():
        async with Client(params) as client:
            created = await client.call_tool("create_inbox", {"label": "via mailsocket-mcp"})
            inbox = json.loads(created.content[0].text)
            asyncio.get_running_loop().call_later(0.5, send, postern, inbox["address"], "Code", "Your verification code is 864200")
            got = await client.call_tool("wait_for_otp", {"inbox_id": inbox["id"], "timeout": 20})
            assert not got.is_error, got.content[0].text
            assert json.loads(got.content[0].text)["otp"] == "864200"
            sent = await client.call_tool("send_test_code", {"inbox_id": inbox["id"]})
            assert json.loads(sent.content[0].text)["message_id"].startswith("msg_")
            deleted = await client.call_tool("delete_inbox", {"inbox_id": inbox["id"]})
            assert json.loads(deleted.content[0].text) == {"deleted": inbox["id"]}

    asyncio.run(flow())


@pytest.mark.parametrize("version", ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"])
def test_every_handshake_version_is_negotiated(postern, version):
    token = postern.token(f"mcp-{version}")
    init = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": {"protocolVersion": version, "capabilities": {}, "clientInfo": {"name": "e2e", "version": "1"}}}
    status, _, body = raw(postern, body=json.dumps(init).encode(), headers={"Authorization": f"Bearer {token}"})
    assert status == 200
    result = json.loads(body)["result"]
    assert result["protocolVersion"] == version
    assert result["serverInfo"]["name"] == "postern"
    listed = {"jsonrpc": "2.0", "id": 2, "method": "tools/list", "params": {}}
    status, _, body = raw(postern, body=json.dumps(listed).encode(), headers={"Authorization": f"Bearer {token}", "MCP-Protocol-Version": version})
    assert status == 200 and {t["name"] for t in json.loads(body)["result"]["tools"]} == EXPECTED_TOOLS
