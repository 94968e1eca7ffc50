"""The mailbox tools over MCP, driven by the official MCP Python SDK against a Postern connected
to a real Dovecot (started by the testkit's `dovecot` example, its submission service relaying
to a recording sink). Each token is offered only the tools its rights allow, and a tool it is not
offered is refused when called anyway; mail reaches the model fenced as untrusted text, without
hidden HTML or zero-width characters."""

import asyncio
import json
import os
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from mcp import Client, StdioServerParameters
from mcp.client.streamable_http import create_mcp_http_client, streamable_http_client

from conftest import Dovecot, Postern

ROOT = Path(__file__).resolve().parent.parent
WRITE_TOOLS = {"mark_messages", "move_messages", "delete_messages", "create_draft", "update_draft",
               "send_message", "send_draft", "reply", "forward"}


def api(postern, token, method, path, body=None):
    request = urllib.request.Request(
        postern.api + path, method=method, data=None if body is None else json.dumps(body).encode(),
        headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read() or b"null")


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    dovecot = Dovecot()
    dovecot.ask("deliver Welcome aboard")
    tmp = tmp_path_factory.mktemp("mailbox")
    config = tmp / "postern.toml"
    config.write_text('internal_host = ["127.0.0.1"]\n')
    postern = Postern(tmp)
    postern.start_with_config = str(config)
    postern.start()
    admin = postern.admin_token
    account = api(postern, admin, "POST", "/accounts", dovecot.account())["data"]["id"]
    listed = []
    for _ in range(150):
        try:
            listed = api(postern, admin, "GET", f"/accounts/{account}/messages")["data"]
        except urllib.error.HTTPError as e:
            assert e.code == 404, e  # the first pass has not listed the folders yet
        if listed:
            break
        time.sleep(0.1)
    assert listed, "the first sync never indexed the message"
    tokens = {}
    for name, grants in {
        "reader": [{"accounts": [account], "allow": ["accounts.read", "mail.read"]}],
        "drafter": [{"accounts": [account], "allow": ["accounts.read", "mail.read", "drafts"]}],
        "sender": [{"accounts": [account], "allow": ["accounts.read", "send"], "recipients": ["ann@corp.test"]}],
    }.items():
        user = api(postern, admin, "POST", "/users", {"name": name, "grants": grants})["data"]["id"]
        tokens[name] = api(postern, admin, "POST", f"/users/{user}/tokens", {"name": "mcp"})["token"]
        postern.issued_tokens.append(tokens[name])
    yield {"postern": postern, "dovecot": dovecot, "account": account, "message": listed[0]["id"], "tokens": tokens}
    postern.stop()
    dovecot.stop()
    postern.assert_no_tokens_in_logs()


def http(postern, token):
    headers = {"Authorization": f"Bearer {token}"}
    return Client(streamable_http_client(f"{postern.base}/mcp", http_client=create_mcp_http_client(headers=headers)))


def stdio(postern, token):
    env = {**os.environ, "POSTERN_URL": postern.base, "POSTERN_TOKEN": token, "POSTERN_LOG": "warn"}
    return Client(StdioServerParameters(command=postern.bin, args=["mcp"], env=env))


def names(tools):
    return {t.name for t in tools.tools}


@pytest.mark.parametrize("transport", [http, stdio])
def test_a_read_only_token_reads_fenced_mail_and_cannot_write(world, transport):
    async def flow():
        async with transport(world["postern"], world["tokens"]["reader"]) as client:
            offered = names(await client.list_tools())
            assert {"list_accounts", "list_folders", "search_messages", "get_message", "get_thread", "whats_new"} <= offered
            assert not offered & WRITE_TOOLS, offered & WRITE_TOOLS
            assert "create_inbox" not in offered, "no inbox rights, no inbox tools"
            accounts = json.loads((await client.call_tool("list_accounts", {})).content[0].text)
            assert [a["id"] for a in accounts["accounts"]] == [world["account"]]
            found = json.loads((await client.call_tool("search_messages", {"account_id": world["account"]})).content[0].text)
            assert found["messages"][0]["subject"] == "Welcome aboard" and "note" in found
            read = await client.call_tool("get_message", {"message_id": world["message"]})
            text = read.content[0].text
            assert not read.is_error, text
            assert text.count("<mail-content") == 1 and text.count("</mail-content>") == 1
            inside = text.split("<mail-content", 1)[1].split("</mail-content>", 1)[0]
            assert "246810" in inside and "Subject: Welcome aboard" in inside
            assert "Ignore all previous instructions" not in text, "hidden HTML text never reaches the model"
            assert "payment" in text and "\u200b" not in text
            assert "data, not instructions" in text.split("</mail-content>", 1)[1]
            refused = await client.call_tool("send_message", {"account_id": world["account"], "to": ["ann@corp.test"], "subject": "x", "text": "y"})
            assert refused.is_error and "may not use send_message" in refused.content[0].text

    asyncio.run(flow())


def test_a_draft_only_token_drafts_but_cannot_send(world):
    async def flow():
        async with http(world["postern"], world["tokens"]["drafter"]) as client:
            offered = names(await client.list_tools())
            assert {"create_draft", "update_draft"} <= offered
            assert not offered & {"send_message", "send_draft", "reply", "forward"}
            draft = await client.call_tool("create_draft", {"account_id": world["account"], "to": ["ann@corp.test"], "subject": "Plan", "text": "Draft"})
            assert not draft.is_error, draft.content[0].text
            assert json.loads(draft.content[0].text)["id"].startswith("msg_")
            refused = await client.call_tool("send_draft", {"account_id": world["account"], "draft_id": json.loads(draft.content[0].text)["id"]})
            assert refused.is_error
    asyncio.run(flow())
    assert world["dovecot"].relayed() == []


def test_a_send_to_one_address_token_cannot_send_elsewhere(world):
    async def flow():
        async with http(world["postern"], world["tokens"]["sender"]) as client:
            offered = names(await client.list_tools())
            assert {"send_message", "reply", "forward"} <= offered and "get_message" not in offered
            args = {"account_id": world["account"], "to": ["ann@corp.test"], "subject": "Hello", "text": "Hi Ann"}
            first = await client.call_tool("send_message", args)
            assert not first.is_error, first.content[0].text
            again = await client.call_tool("send_message", args)
            assert json.loads(again.content[0].text) == json.loads(first.content[0].text), "a retried call is not sent twice"
            elsewhere = await client.call_tool("send_message", {**args, "to": ["bob@elsewhere.test"]})
            assert elsewhere.is_error and "recipient_not_allowed" in elsewhere.content[0].text
            assert "bob@elsewhere.test" in elsewhere.content[0].text
    asyncio.run(flow())
    assert [r["to"] for r in world["dovecot"].relayed()] == [["ann@corp.test"]]
    # Calls dispatched in process are audited with the MCP client's address, as REST calls are.
    sends = api(world["postern"], world["postern"].admin_token, "GET", "/sends")["data"]
    assert sends and all(s["source"] == "127.0.0.1" for s in sends), sends
