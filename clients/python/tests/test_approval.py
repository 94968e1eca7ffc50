"""Sends held for a person's approval: a send the caller's grant holds answers 202 with a
`HeldSend` instead of a `SendReceipt`, and `client.sends` lists, reads, approves and refuses held
sends. The answers are the document's own examples."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
import pytest
from conftest import Server, document, ok, refused, route_of

from postern_client import (
    Actor,
    AsyncClient,
    Client,
    Conflict,
    ConnectionFailed,
    Decision,
    HeldAttachment,
    HeldMessage,
    HeldSend,
    PosternError,
    SendReceipt,
    SendRefused,
)


def example(operation: str, status: str) -> dict[str, Any]:
    """The `data` of the document's example answer of `operation` with `status`."""
    for item in document()["paths"].values():
        for spec in item.values():
            if isinstance(spec, dict) and spec.get("operationId") == operation:
                data: dict[str, Any] = spec["responses"][status]["content"]["application/json"]["example"]["data"]
                return data
    raise AssertionError(f"no operation {operation}")


HELD = example("accounts_send", "202")
PENDING = example("sends_pending", "200")
READ = example("sends_read", "200")
APPROVED = example("sends_approve", "200")
REFUSED = example("sends_refuse", "200")


def held(data: Any) -> httpx.Response:
    """A send's answer when the caller's grant holds it."""
    return ok(data, status=202)


def operation_of(request: httpx.Request) -> str:
    route = route_of(request)
    assert route is not None, f"{request.method} {request.url} is not in the document"
    assert request.extensions["postern_operation"] == route.operation
    return route.operation


def test_a_held_send_answers_a_held_send_not_a_receipt(client: Client, server: Server) -> None:
    server.answer(held(HELD))
    answer = client.accounts.send("acc_1", to=["ann@corp.test", "bob@corp.test"], subject="Hi", text="x")
    assert isinstance(answer, HeldSend) and not isinstance(answer, SendReceipt)
    assert (answer.id, answer.status, answer.approval) == (HELD["id"], "pending", "required")
    assert answer.account_id == HELD["account_id"] and answer.expires_at == HELD["expires_at"]
    assert answer.recipients == ["ann@corp.test", "bob@corp.test"]
    assert answer.message_id_header == HELD["message_id_header"]
    # The 202 goes to who asked: without `requested_by`, undecided, without the message.
    assert answer.requested_by is None and answer.decided is None and answer.message is None
    assert answer.created_at is None
    assert answer.raw == HELD
    assert operation_of(server.last) == "accounts_send"


def test_a_sent_send_still_answers_a_receipt(client: Client, server: Server) -> None:
    server.answer(ok(APPROVED))
    receipt = client.accounts.send("acc_1", to="ann@corp.test", text="x")
    assert isinstance(receipt, SendReceipt) and receipt.status == "sent" and receipt.sent_copy


def test_a_held_draft_answers_a_held_send(client: Client, server: Server) -> None:
    server.answer(held(HELD), ok(APPROVED))
    answer = client.drafts.send("acc_1", "msg_7", idempotency_key="draft-7")
    assert isinstance(answer, HeldSend) and answer.status == "pending"
    assert server.last.url.path == "/api/v1/accounts/acc_1/drafts/msg_7/send"
    assert operation_of(server.last) == "drafts_send"
    assert isinstance(client.drafts.send("acc_1", "msg_8"), SendReceipt)


def test_a_retry_of_a_held_send_answers_the_same_held_send(client: Client, server: Server) -> None:
    server.answer(httpx.ReadTimeout("timed out"), held(HELD))
    answer = client.accounts.send("acc_1", to="ann@corp.test", text="x", idempotency_key="order-18")
    assert isinstance(answer, HeldSend) and answer.id == HELD["id"]
    assert [r.headers["idempotency-key"] for r in server.requests] == ["order-18", "order-18"]
    assert server.requests[0].content == server.requests[1].content
    # Asked again later with the same key, the server answers the same held send.
    server.answer(held(HELD))
    again = client.accounts.send("acc_1", to="ann@corp.test", text="x", idempotency_key="order-18")
    assert isinstance(again, HeldSend) and again == answer


def test_a_refused_or_expired_send_raises_send_refused(client: Client, server: Server) -> None:
    message = "A person refused this send: it was not sent."
    server.answer(refused("send_refused", 409, message), refused("send_refused", 409, "It expired."))
    with pytest.raises(SendRefused) as raised:
        client.accounts.send("acc_1", to="ann@corp.test", text="x", idempotency_key="order-19")
    assert isinstance(raised.value, PosternError)
    assert (raised.value.code, raised.value.status, raised.value.message) == ("send_refused", 409, message)
    with pytest.raises(SendRefused):
        client.drafts.send("acc_1", "msg_7", idempotency_key="draft-7")
    assert len(server.requests) == 2, "a refusal is an answer: not sent again"


def test_pending_lists_the_held_sends_with_their_messages(client: Client, server: Server) -> None:
    server.answer(ok(PENDING))
    pending = client.sends.pending()
    request = server.last
    assert (request.method, request.url.path, request.content) == ("GET", "/api/v1/sends/pending", b"")
    assert dict(request.url.params) == {}
    assert operation_of(request) == "sends_pending"
    assert isinstance(pending, list) and len(pending) == 1
    first = pending[0]
    assert isinstance(first, HeldSend) and first.status == "pending" and first.decided is None
    assert first.requested_by == Actor(user_id="usr_g3yqz4rbjth0y46gr1x7cmsv", token_id="tok_rmvzax3v8fq8z1hcvkjyv1vr")
    assert first.created_at == PENDING[0]["created_at"]
    assert isinstance(first.message, HeldMessage)
    assert first.message.sender == "alice@example.test"
    assert (first.message.to, first.message.cc) == (["ann@corp.test"], ["bob@corp.test"])
    assert first.message.subject == "Figures for March" and first.message.size == 335
    assert first.message.text.startswith("Please find the figures") and first.message.attachments == []


def test_a_held_message_s_attachments_are_models() -> None:
    send = HeldSend.from_dict(
        {
            **READ,
            "message": {
                **READ["message"],
                "attachments": [{"filename": "q1.pdf", "content_type": "application/pdf", "size": 1024}],
            },
        }
    )
    assert send.message is not None
    assert send.message.attachments == [HeldAttachment(filename="q1.pdf", content_type="application/pdf", size=1024)]


def test_get_reads_a_held_send(client: Client, server: Server) -> None:
    server.answer(ok(READ), ok(READ))
    send = client.sends.get("snd_0173cc7kknynhfjepadx8ht5")
    assert (server.last.method, server.last.url.path) == ("GET", "/api/v1/sends/snd_0173cc7kknynhfjepadx8ht5")
    assert operation_of(server.last) == "sends_read"
    assert isinstance(send, HeldSend) and send.id == READ["id"] and send.message is not None
    # A held send is its own reference, as every model with an id is.
    assert client.sends.get(send) == send
    assert server.last.url.path == f"/api/v1/sends/{send.id}"


def test_approve_sends_it_and_answers_the_receipt(client: Client, server: Server) -> None:
    server.answer(ok(APPROVED))
    receipt = client.sends.approve("snd_0173cc7kknynhfjepadx8ht5")
    request = server.last
    assert (request.method, request.url.path) == ("POST", "/api/v1/sends/snd_0173cc7kknynhfjepadx8ht5/approve")
    assert request.content == b"" and "idempotency-key" not in request.headers
    assert operation_of(request) == "sends_approve"
    assert isinstance(receipt, SendReceipt)
    assert (receipt.id, receipt.status, receipt.message_id_header) == (
        APPROVED["id"],
        "sent",
        APPROVED["message_id_header"],
    )


def test_approve_of_a_decided_send_is_a_conflict_and_not_repeated(client: Client, server: Server) -> None:
    server.answer(refused("conflict", 409, "Someone decided this send first, or its time is up."))
    with pytest.raises(Conflict):
        client.sends.approve("snd_1")
    server.answer(httpx.ReadTimeout("timed out"))
    with pytest.raises(ConnectionFailed):
        client.sends.approve("snd_1")
    assert len(server.requests) == 2, "an approval without an answer is not sent again"


def test_refuse_answers_the_refused_send(client: Client, server: Server) -> None:
    server.answer(ok(REFUSED))
    send = client.sends.refuse("snd_p6gjs6j4x33d6z9pc2bs1y3z")
    request = server.last
    assert (request.method, request.url.path) == ("POST", "/api/v1/sends/snd_p6gjs6j4x33d6z9pc2bs1y3z/refuse")
    assert request.content == b""
    assert operation_of(request) == "sends_refuse"
    assert isinstance(send, HeldSend) and send.status == "refused"
    assert send.decided == Decision(
        decision="refused",
        by=Actor(user_id="usr_mjn6r3p2w464xgg25aamcz4d", token_id="tok_vhb5mvddrm8ve8tvqv3tjn16"),
        at="2026-12-06T19:51:27.403381Z",
    )
    assert send.requested_by is not None and send.requested_by.user_id == "usr_g3yqz4rbjth0y46gr1x7cmsv"


def test_an_expired_send_was_decided_by_no_one() -> None:
    send = HeldSend.from_dict(
        {**READ, "status": "expired", "decided": {"decision": "expired", "at": "2026-12-07T19:52:00.000000Z"}}
    )
    assert send.decided is not None and send.decided.decision == "expired" and send.decided.by is None


def test_the_async_client_holds_and_decides_the_same_way(async_client: AsyncClient, server: Server) -> None:
    server.answer(
        httpx.ReadTimeout("timed out"),
        held(HELD),
        held(HELD),
        ok(PENDING),
        ok(READ),
        ok(APPROVED),
        ok(REFUSED),
        refused("send_refused", 409),
    )

    async def run() -> list[Any]:
        async with async_client:
            answers = [
                await async_client.accounts.send("acc_1", to="ann@corp.test", text="x"),
                await async_client.drafts.send("acc_1", "msg_7"),
                await async_client.sends.pending(),
                await async_client.sends.get("snd_1"),
                await async_client.sends.approve("snd_1"),
                await async_client.sends.refuse("snd_1"),
            ]
            with pytest.raises(SendRefused):
                await async_client.accounts.send("acc_1", to="ann@corp.test", text="x")
            return answers

    sent, drafted, pending, read, approved, refused_send = asyncio.run(run())
    assert isinstance(sent, HeldSend) and sent.id == HELD["id"]
    assert server.requests[0].headers["idempotency-key"] == server.requests[1].headers["idempotency-key"]
    assert isinstance(drafted, HeldSend)
    assert [type(s) for s in pending] == [HeldSend]
    assert isinstance(read, HeldSend) and read.message is not None
    assert isinstance(approved, SendReceipt)
    assert isinstance(refused_send, HeldSend) and refused_send.status == "refused"
    assert [operation_of(r) for r in server.requests[1:]] == [
        "accounts_send",
        "drafts_send",
        "sends_pending",
        "sends_read",
        "sends_approve",
        "sends_refuse",
        "accounts_send",
    ]
