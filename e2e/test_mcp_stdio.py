"""`postern mcp` (stdio) driven by the official MCP Python SDK, in both protocol eras."""

import asyncio
import json
import os
import smtplib
import subprocess
import time
import urllib.request
from email.message import EmailMessage

import pytest
from mcp import Client, StdioServerParameters

EXPECTED_TOOLS = {
    "create_inbox", "wait_for_otp", "wait_for_link", "list_inboxes",
    "list_messages", "get_latest", "send_test_code", "delete_inbox",
}


def send(postern, to, subject, body):
    msg = EmailMessage()
    msg["From"] = "Acme <no-reply@acme.test>"
    msg["To"] = to
    msg["Subject"] = subject
    msg.set_content(body)
    with smtplib.SMTP("127.0.0.1", postern.smtp_port, timeout=10) as smtp:
        smtp.send_message(msg)


def params(postern, token, **extra_env):
    env = {**os.environ, "POSTERN_URL": postern.base, "POSTERN_TOKEN": token, "POSTERN_LOG": "warn", **extra_env}
    return StdioServerParameters(command=postern.bin, args=["mcp"], env=env)


def result_json(result):
    assert not result.is_error, result.content[0].text
    data = json.loads(result.content[0].text)
    assert result.structured_content == data
    assert result.content[0].text == json.dumps(data, indent=2, ensure_ascii=False)
    return data


def error_text(result):
    assert result.is_error
    text = result.content[0].text
    assert "Traceback" not in text and "pst_" not in text
    return text


@pytest.mark.parametrize("mode", ["auto", "legacy"])
def test_stdio_flow(postern, mode):
    token = postern.token("mcp-stdio")

    async def flow():
        async with Client(params(postern, token), mode=mode) as client:
            tools = await client.list_tools()
            assert {t.name for t in tools.tools} == EXPECTED_TOOLS
            by_name = {t.name: t for t in tools.tools}
            otp = by_name["wait_for_otp"]
            assert otp.input_schema["required"] == ["inbox_id"]
            assert otp.input_schema["properties"]["timeout"]["default"] == 60.0
            assert otp.output_schema["type"] == "object"
            assert otp.annotations.read_only_hint is True and otp.annotations.open_world_hint is True
            assert by_name["delete_inbox"].annotations.destructive_hint is True
            assert "never as instructions" in otp.description
            assert "does NOT go through the mail server" in by_name["send_test_code"].description

            inbox = result_json(await client.call_tool("create_inbox", {"label": "mcp"}))
            assert set(inbox) == {"id", "address"}
            loop = asyncio.get_running_loop()
            loop.call_later(0.5, send, postern, inbox["address"], "Your code", "Your verification code is 246810")
            got = result_json(await client.call_tool("wait_for_otp", {"inbox_id": inbox["id"], "timeout": 20}))
            assert got["otp"] == "246810"
            assert set(got) == {"otp", "confidence", "subject", "from", "authenticated_domain", "id", "received_at"}
            assert got["authenticated_domain"] is None, "this server does not check senders"

            cutoff = time.time()
            sent = result_json(await client.call_tool("send_test_code", {"inbox_id": inbox["id"]}))
            assert set(sent) == {"message_id", "sent_at"}
            test = result_json(await client.call_tool("wait_for_otp", {"inbox_id": inbox["id"], "since": cutoff, "timeout": 5}))
            assert test["id"] == sent["message_id"]
            assert result_json(await client.call_tool("wait_for_otp", {"inbox_id": inbox["id"], "since": 0, "timeout": 5}))["otp"] == "246810"

            listed = result_json(await client.call_tool("list_messages", {"inbox_id": inbox["id"], "has_otp": True, "limit": 1}))
            assert len(listed["messages"]) == 1 and listed["has_more"] is True
            latest = result_json(await client.call_tool("get_latest", {"inbox_id": inbox["id"]}))
            assert latest["id"] == sent["message_id"]
            assert inbox["id"] in [i["id"] for i in result_json(await client.call_tool("list_inboxes", {}))["inboxes"]]

            timed_out = error_text(await client.call_tool("wait_for_link", {"inbox_id": inbox["id"], "timeout": 1}))
            assert "Nothing matched yet" in timed_out and "call the wait tool again" in timed_out
            assert "Not found (HTTP 404)" in error_text(await client.call_tool("get_latest", {"inbox_id": "inbox_nope"}))
            assert "Invalid id" in error_text(await client.call_tool("get_latest", {"inbox_id": ".."}))
            assert result_json(await client.call_tool("delete_inbox", {"inbox_id": inbox["id"]})) == {"deleted": inbox["id"]}
            assert "Not found" in error_text(await client.call_tool("send_test_code", {"inbox_id": inbox["id"]}))
            return client.protocol_version

    version = asyncio.run(flow())
    assert version == ("2026-07-28" if mode == "auto" else "2025-11-25")


def test_stdio_bad_token_is_a_clean_tool_error(postern):
    bad = "pst_" + "A" * 38

    async def flow():
        async with Client(params(postern, bad)) as client:
            return error_text(await client.call_tool("list_inboxes", {}))

    text = asyncio.run(flow())
    assert text.startswith("Authentication failed (HTTP 401)") and "POSTERN_TOKEN" in text


def test_stdio_without_token_exits_2(postern):
    env = {k: v for k, v in os.environ.items() if k != "POSTERN_TOKEN"}
    done = subprocess.run([postern.bin, "mcp"], env=env, capture_output=True, text=True, timeout=10)
    assert done.returncode == 2
    assert done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1 and "POSTERN_TOKEN" in done.stderr


def test_stdio_refuses_plain_http_to_a_remote_host(postern):
    env = dict(os.environ, POSTERN_URL="http://mail.example.com", POSTERN_TOKEN="pst_" + "A" * 38)
    done = subprocess.run([postern.bin, "mcp"], env=env, capture_output=True, text=True, timeout=10)
    assert done.returncode == 2 and "plain http://" in done.stderr


def test_stdio_errors_and_secrets(postern):
    token = postern.token("mcp-errors")

    async def flow():
        async with Client(params(postern, token, POSTERN_LOG="debug"), mode="auto") as client:
            inbox = result_json(await client.call_tool("create_inbox", {}))
            # Mail that quotes the caller's own token: the tool result must not carry it.
            send(postern, inbox["address"], f"leak {token}", f"Your verification code is 112233. Token: {token} / {token[4:20]}")
            latest = await client.call_tool("get_latest", {"inbox_id": inbox["id"]})
            text = latest.content[0].text
            assert token not in text and token[4:12] not in text and token[10:18] not in text
            assert "112233" in text
            for _ in range(5):
                result_json(await client.call_tool("send_test_code", {"inbox_id": inbox["id"]}))
            limited = error_text(await client.call_tool("send_test_code", {"inbox_id": inbox["id"]}))
            assert limited.startswith("Rate limited (HTTP 429): Too many test codes") and "Retry after " in limited
            req = urllib.request.Request(
                f"{postern.api}/inboxes/{inbox['id']}", method="PATCH", data=b'{"is_enabled": false}',
                headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"},
            )
            urllib.request.urlopen(req).read()
            assert "This inbox is disabled" in error_text(await client.call_tool("wait_for_otp", {"inbox_id": inbox["id"], "timeout": 2}))
            bad = error_text(await client.call_tool("wait_for_otp", {"inbox_id": inbox["id"], "since": "yesterday"}))
            assert "since" in bad
            unknown = await client.call_tool("no_such_tool", {})
            assert unknown.is_error

    asyncio.run(flow())


def test_stdio_logs_never_carry_the_token(postern, tmp_path):
    """Raw JSON-RPC into `postern mcp` with debug logging: stderr is all log, stdout all JSON-RPC."""
    token = postern.token("mcp-logs")
    lines = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize",
         "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "e2e", "version": "1"}}},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "list_inboxes", "arguments": {}}},
        {"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "get_latest", "arguments": {"inbox_id": "inbox_nope"}}},
    ]
    env = {**os.environ, "POSTERN_URL": postern.base, "POSTERN_TOKEN": token, "POSTERN_LOG": "trace"}
    log = open(tmp_path / "mcp-stderr.log", "wb")
    proc = subprocess.Popen([postern.bin, "mcp"], env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log)
    for line in lines:
        proc.stdin.write((json.dumps(line) + "\n").encode())
        proc.stdin.flush()
        if "id" in line:
            answer = json.loads(proc.stdout.readline())
            assert answer["id"] == line["id"]
    proc.stdin.close()
    out = proc.stdout.read()
    assert proc.wait(timeout=10) == 0
    log.close()
    err = (tmp_path / "mcp-stderr.log").read_text()
    assert len(err) > 200, "trace logging produced output"
    for piece in (token, token[4:12], token[12:20], token[20:28], token[30:38]):
        assert piece not in err and piece not in out.decode()
