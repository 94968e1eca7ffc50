"""The idempotent send: every send carries an `Idempotency-Key`, and a send that got no answer is
repeated once with the same key, so that it cannot go out twice."""

from __future__ import annotations

import asyncio
import base64
import json

import httpx
import pytest
from conftest import Server, ok, refused

from postern_client import AsyncClient, Client, ConnectionFailed, SendOutcomeUnknown, SendReceipt, upload

RECEIPT = {
    "id": "snd_1",
    "status": "sent",
    "message_id_header": "<a@b>",
    "recipients": ["ann@corp.test"],
    "server_answer": "250 OK",
    "sent_copy": True,
    "sent_at": "2026-01-01T00:00:00.000000Z",
}


def test_a_send_carries_a_new_key_and_the_message(client: Client, server: Server) -> None:
    server.answer(ok(RECEIPT), ok(RECEIPT))
    receipt = client.accounts.send(
        "acc_1",
        to=["ann@corp.test", {"email": "bob@corp.test", "name": "Bob"}],
        subject="Hi",
        text="Hello",
        attachments=[upload("a.txt", b"abc", "text/plain")],
        sender={"email": "me@corp.test"},
    )
    assert isinstance(receipt, SendReceipt) and receipt.id == "snd_1" and receipt.sent_copy
    request = server.requests[0]
    assert request.url.path == "/api/v1/accounts/acc_1/send"
    assert json.loads(request.content) == {
        "from": {"email": "me@corp.test"},
        "to": [{"email": "ann@corp.test"}, {"email": "bob@corp.test", "name": "Bob"}],
        "subject": "Hi",
        "text": "Hello",
        "attachments": [
            {"filename": "a.txt", "content_type": "text/plain", "content_base64": base64.b64encode(b"abc").decode()}
        ],
    }
    client.accounts.send("acc_1", to="ann@corp.test", text="again")
    first, second = (r.headers["idempotency-key"] for r in server.requests)
    assert first != second, "each send gets its own key"
    assert first.startswith("py-") and 1 <= len(first) <= 255


def test_no_answer_is_sent_again_once_with_the_same_key(client: Client, server: Server) -> None:
    server.answer(httpx.ReadTimeout("timed out"), ok(RECEIPT))
    assert client.accounts.send("acc_1", to="ann@corp.test", text="x", idempotency_key="order-17").id == "snd_1"
    assert [r.headers["idempotency-key"] for r in server.requests] == ["order-17", "order-17"]
    assert server.requests[0].content == server.requests[1].content


def test_a_second_failure_is_raised(client: Client, server: Server) -> None:
    server.answer(httpx.RemoteProtocolError("dropped"), httpx.ConnectError("refused"))
    with pytest.raises(ConnectionFailed):
        client.accounts.send("acc_1", to="ann@corp.test", text="x")
    assert len(server.requests) == 2
    assert len({r.headers["idempotency-key"] for r in server.requests}) == 1


def test_an_outcome_the_server_cannot_know_is_raised_not_retried(client: Client, server: Server) -> None:
    server.answer(
        httpx.ReadTimeout("timed out"),
        refused("send_outcome_unknown", 409, "It may have been sent.", fields={"message_id_header": "<a@b>"}),
    )
    with pytest.raises(SendOutcomeUnknown) as raised:
        client.accounts.send("acc_1", to="ann@corp.test", text="x")
    assert raised.value.fields["message_id_header"] == "<a@b>"
    assert len(server.requests) == 2


def test_a_draft_is_sent_the_same_way(client: Client, server: Server) -> None:
    server.answer(httpx.ReadError("reset"), ok(RECEIPT))
    client.drafts.send("acc_1", "msg_7")
    first, second = server.requests
    assert first.url.path == "/api/v1/accounts/acc_1/drafts/msg_7/send"
    assert first.headers["idempotency-key"] == second.headers["idempotency-key"]


def test_other_writes_are_not_repeated(client: Client, server: Server) -> None:
    server.answer(httpx.ReadTimeout("timed out"))
    with pytest.raises(ConnectionFailed):
        client.inboxes.create()
    assert len(server.requests) == 1


@pytest.mark.parametrize("bad", ["", "with space", "x" * 256, "é"])
def test_a_bad_key_is_refused_before_any_request(client: Client, server: Server, bad: str) -> None:
    with pytest.raises(ValueError):
        client.accounts.send("acc_1", to="ann@corp.test", text="x", idempotency_key=bad)
    assert server.requests == []


def test_the_async_send_repeats_with_the_same_key(async_client: AsyncClient, server: Server) -> None:
    server.answer(httpx.ReadTimeout("timed out"), ok(RECEIPT))

    async def run() -> SendReceipt:
        async with async_client:
            return await async_client.accounts.send("acc_1", to="ann@corp.test", text="x")

    assert asyncio.run(run()).id == "snd_1"
    assert len({r.headers["idempotency-key"] for r in server.requests}) == 1 and len(server.requests) == 2
