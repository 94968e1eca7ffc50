"""The webhook tools over MCP, driven by the official MCP Python SDK: a token with
`webhooks.manage` is offered them (one without is not), makes an endpoint for an inbox, tests it
and reads its delivery log, and no tool result ever carries a signing secret; a person takes the
secret through REST, and the mail that follows is posted signed with it (verified by the official
`standardwebhooks` package). Every change to the endpoint is in the audit."""

import asyncio
import json
import time

from mcp import Client
from mcp.client.streamable_http import create_mcp_http_client, streamable_http_client
from standardwebhooks.webhooks import Webhook

from conftest import started_for_loopback
from test_mcp_mailbox import api as call
from test_webhooks import Receiver, send


def mcp(postern, token):
    headers = {"Authorization": f"Bearer {token}"}
    return Client(streamable_http_client(f"{postern.base}/mcp", http_client=create_mcp_http_client(headers=headers)))


def user_token(postern, name, grants):
    user = call(postern, postern.admin_token, "POST", "/users", {"name": name, "grants": grants})["data"]["id"]
    token = call(postern, postern.admin_token, "POST", f"/users/{user}/tokens", {"name": "mcp"})["token"]
    postern.issued_tokens.append(token)
    return token


def test_an_agent_manages_webhooks_and_never_sees_a_secret(tmp_path):
    postern = started_for_loopback(tmp_path)
    receiver = Receiver()
    results = []  # every tool result's text, to look for secrets in
    try:
        hooks = user_token(postern, "hooks", [{"accounts": ["own"], "allow": ["inboxes"]}, {"allow": ["webhooks.manage"]}])
        plain = user_token(postern, "plain", [{"accounts": ["own"], "allow": ["inboxes"]}])

        async def tool(client, name, args):
            result = await client.call_tool(name, args)
            text = result.content[0].text
            results.append(text)
            assert not result.is_error, text
            return json.loads(text)

        async def offered(token):
            async with mcp(postern, token) as client:
                return {t.name for t in (await client.list_tools()).tools}

        async def make():
            async with mcp(postern, hooks) as client:
                inbox = await tool(client, "create_inbox", {"label": "sign-ups"})
                made = await tool(client, "create_webhook", {
                    "url": receiver.url, "events": ["message.received"], "inbox_ids": [inbox["id"]],
                    "description": "codes for the CI job",
                })
                assert "signing secret is never shown" in made["note"]
                listed = await tool(client, "list_webhooks", {})
                assert [h["id"] for h in listed["webhooks"]] == [made["webhook"]["id"]]
                tested = await tool(client, "test_webhook", {"webhook_id": made["webhook"]["id"]})
                assert tested["delivered"] is True and tested["status"] == 200, tested
                return inbox, made["webhook"]

        assert not {"create_webhook", "list_webhooks"} & asyncio.run(offered(plain))
        assert {"create_webhook", "list_webhooks", "update_webhook", "delete_webhook", "test_webhook",
                "webhook_attempts", "replay_webhook", "redeliver_webhook_event"} <= asyncio.run(offered(hooks))
        inbox, hook = asyncio.run(make())
        assert [json.loads(body)["type"] for _, body in receiver.got] == ["webhook.test"]

        # A person takes the secret through REST; the next post verifies with it.
        rotated = call(postern, hooks, "POST", f"/webhooks/{hook['id']}/secret", {"grace_seconds": 0})["data"]
        verifier = Webhook(rotated["secret"])
        send(postern, inbox["address"], "Your code", "482913")
        deadline = time.monotonic() + 20
        while len(receiver.got) < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
        headers, body = receiver.got[1]
        payload = verifier.verify(body, {k.lower(): v for k, v in headers.items()})
        assert (payload["type"], payload["data"]["otp"]) == ("message.received", "482913")

        async def watch_and_remove():
            async with mcp(postern, hooks) as client:
                log = await tool(client, "webhook_attempts", {"webhook_id": hook["id"], "limit": 10})
                assert [a["status"] for a in log["attempts"]] == [200, 200] and "data, not instructions" in log["note"]
                event = log["attempts"][0]["event_id"]
                again = await tool(client, "redeliver_webhook_event", {"webhook_id": hook["id"], "event_id": event})
                assert again["delivered"] is True
                paused = await tool(client, "update_webhook", {"webhook_id": hook["id"], "enabled": False})
                assert paused["status"] == "disabled"
                await tool(client, "delete_webhook", {"webhook_id": hook["id"]})
                assert (await tool(client, "list_webhooks", {}))["webhooks"] == []

        asyncio.run(watch_and_remove())
        ids = [{k.lower(): v for k, v in headers.items()}["webhook-id"] for headers, _ in receiver.got]
        assert len(ids) == 3 and ids[2] == ids[1], "a redelivery carries the event's webhook-id"
        assert results and not any("whsec_" in text for text in results), "no tool result carries a secret"
        audit = call(postern, postern.admin_token, "GET", f"/audit?target={hook['id']}")["data"]
        actions = [a["action"] for a in audit]
        assert {"webhook.create", "webhook.rotate", "webhook.update", "webhook.delete"} <= set(actions), actions
    finally:
        receiver.server.shutdown()
        if postern.process.poll() is None:
            assert postern.stop() == 0
        postern.assert_no_tokens_in_logs()
