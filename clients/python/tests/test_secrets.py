"""The token goes in the Authorization header and nowhere else: not in a repr, not in an
exception's message, not in a log record. Secrets in answers stay out of reprs."""

from __future__ import annotations

import asyncio
import logging

import httpx
import pytest
from conftest import BASE, TOKEN, Server, ok, refused

import postern_client
from postern_client import (
    AsyncClient,
    AuthenticationFailed,
    Client,
    ConnectionFailed,
    CreatedToken,
    PosternError,
    WaitTimeout,
    Webhook,
)


def everything_about(error: BaseException) -> str:
    return " ".join([str(error), repr(error), repr(error.args), repr(vars(error))])


def test_the_token_is_in_no_repr() -> None:
    client = Client(BASE, TOKEN)
    asynchronous = AsyncClient(BASE, TOKEN)
    for shown in (
        client,
        asynchronous,
        client.inboxes,
        client._core.http,
        client._core.http.auth,
        asynchronous._core.http.auth,
    ):
        assert TOKEN not in repr(shown) and TOKEN not in str(shown)
    assert repr(client) == "Client(url='http://127.0.0.1:8080')"


def test_the_token_is_in_no_error(client: Client, server: Server) -> None:
    # A server (or proxy) that echoes the token back is scrubbed too.
    server.answer(
        refused("authentication_failed", 401, f"Bad token {TOKEN}.", fields={"authorization": TOKEN}),
        httpx.ConnectError(f"failed with Bearer {TOKEN}"),
        httpx.Response(502, text=f"proxy says {TOKEN}"),
    )
    with pytest.raises(AuthenticationFailed) as failed:
        client.inboxes.list()
    with pytest.raises(ConnectionFailed) as unreachable:
        client.inboxes.list()
    with pytest.raises(PosternError) as proxy:
        client.inboxes.list()
    for error in (failed.value, unreachable.value, proxy.value):
        assert TOKEN not in everything_about(error)
        assert error.__cause__ is None, "the transport error (which holds the request and its headers) is dropped"
    assert "[token]" in failed.value.message


def test_the_token_is_in_no_log_record(
    client: Client, server: Server, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    import postern_client._core as core

    monkeypatch.setattr(core.time, "sleep", lambda _: None)
    caplog.set_level(logging.DEBUG)
    server.answer(
        httpx.Response(204, headers={"Postern-Wait-Since": "2026-01-01T00:00:00.000000Z"}),
        refused("wait_capacity", 429, "Full.", headers={"Retry-After": "1"}),
        ok({"id": "msg_1", "otp": "1"}),
        httpx.ReadTimeout("timed out"),
        ok({"id": "snd_1"}),
        refused("forbidden", 403, "No."),
    )
    client.inboxes.wait_for_otp("inbox_1")
    client.accounts.send("acc_1", to="a@b.test", text="x")
    with pytest.raises(PosternError):
        client.users.list()
    assert caplog.records, "the client and httpx log at debug level"
    for record in caplog.records:
        assert TOKEN not in record.getMessage() and TOKEN not in repr(record.args)
    assert all(r.headers["authorization"] == f"Bearer {TOKEN}" for r in server.requests)


def test_the_async_client_keeps_it_out_of_errors(server: Server) -> None:
    server.answer(httpx.ConnectError(f"echo {TOKEN}"))

    async def run() -> None:
        async with AsyncClient(BASE, TOKEN, transport=httpx.MockTransport(server.handle_async)) as client:
            await client.inboxes.get("inbox_1")

    with pytest.raises(ConnectionFailed) as raised:
        asyncio.run(run())
    assert TOKEN not in everything_about(raised.value)


def test_secrets_of_answers_are_not_in_reprs() -> None:
    created = CreatedToken.from_dict({"data": {"id": "tok_1", "name": "ci"}, "token": "pst_secretvalue"})
    assert created.secret == "pst_secretvalue" and created.token.id == "tok_1"
    assert "pst_secretvalue" not in repr(created)
    hook = Webhook.from_dict({"id": "whk_1", "secret": "whsec_abc"})
    assert hook.secret == "whsec_abc" and "whsec_abc" not in repr(hook)
    assert "whsec_abc" not in repr(WaitTimeout("x"))
    key = postern_client.AgentKey.from_dict({"api_key": "pst_agentkey", "user_id": "usr_1"})
    assert key.api_key == "pst_agentkey" and "pst_agentkey" not in repr(key)
