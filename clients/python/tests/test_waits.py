"""Waits chain server waits of at most 25 s, each from the cutoff the previous one used, until a
match or the client's own timeout; a 429 is waited out."""

from __future__ import annotations

import asyncio
import time
from datetime import datetime, timezone

import httpx
import pytest
from conftest import Server, ok, refused

import postern_client._core as core
from postern_client import (
    AccountMessage,
    AsyncClient,
    Client,
    InboxDisabled,
    InboxMessage,
    TooManyWaitRequests,
    WaitTimeout,
)

CUTOFF = "2026-10-12T03:04:05.123456Z"


def nothing(cutoff: str = CUTOFF) -> httpx.Response:
    return httpx.Response(204, headers={"Postern-Wait-Since": cutoff, "Mailsocket-Wait-Since": cutoff})


def found(message: dict[str, object], cutoff: str = CUTOFF) -> httpx.Response:
    return ok(message, headers={"Postern-Wait-Since": cutoff})


def test_a_204_is_followed_by_a_wait_from_its_cutoff(client: Client, server: Server) -> None:
    server.answer(nothing(), found({"id": "msg_1", "inbox_id": "inbox_1", "otp": "482913", "otp_confidence": 0.97}))
    message = client.inboxes.wait_for_otp("inbox_1", timeout=60)
    assert isinstance(message, InboxMessage)
    assert (message.otp, message.otp_confidence) == ("482913", 0.97)
    first, second = server.requests
    assert first.url.path == second.url.path == "/api/v1/inboxes/inbox_1/messages/wait"
    assert dict(first.url.params) == {"timeout": "25", "require": "otp"}
    assert dict(second.url.params) == {"timeout": "25", "require": "otp", "since": CUTOFF}
    assert first.extensions["timeout"]["read"] == 25 + core.WAIT_SLACK


def test_the_last_wait_asks_only_for_the_time_left(client: Client, server: Server) -> None:
    server.answer(found({"id": "msg_1"}))
    client.inboxes.wait_for_link("inbox_1", timeout=7.5)
    assert server.last.url.params["require"] == "link"
    assert 7 < float(server.last.url.params["timeout"]) <= 7.5


def test_a_wait_from_a_domain_asks_for_it_on_every_server_wait(client: Client, server: Server) -> None:
    server.answer(nothing(), found({"id": "msg_1", "authentication": {"dmarc": "pass", "domain": "github.com"}}))
    message = client.inboxes.wait_for_otp("inbox_1", timeout=60, from_domain="github.com")
    assert message.authentication is not None and message.authentication.domain == "github.com"
    assert all(r.url.params["from_domain"] == "github.com" for r in server.requests)
    assert all("require_authenticated" not in r.url.params for r in server.requests)
    server.answer(found({"id": "msg_2"}))
    client.inboxes.wait_for_link("inbox_1", timeout=5, require_authenticated=True)
    assert server.last.url.params["require_authenticated"] == "true"
    assert "from_domain" not in server.last.url.params


@pytest.mark.parametrize(
    ("since", "sent"),
    [
        (0, "0"),
        (1760239445.123456, "1760239445.123456"),
        (datetime(2026, 10, 12, 3, 4, 5, 123456, tzinfo=timezone.utc), "2026-10-12T03:04:05.123456Z"),
        ("2026-10-12T03:04:05Z", "2026-10-12T03:04:05Z"),
        (InboxMessage(id="msg_prev"), "msg_prev"),
    ],
)
def test_since_is_written_as_the_server_reads_it(client: Client, server: Server, since: object, sent: str) -> None:
    server.answer(found({"id": "msg_1"}))
    client.inboxes.wait("inbox_1", since=since, min_confidence=0.5)  # type: ignore[arg-type]
    assert server.last.url.params["since"] == sent
    assert server.last.url.params["min_confidence"] == "0.5"
    assert server.last.url.params["require"] == "any"


def test_running_out_of_time_raises_wait_timeout_with_the_cutoff(client: Client, server: Server) -> None:
    def slow(request: httpx.Request) -> httpx.Response:
        time.sleep(0.05)
        return nothing("2026-01-01T00:00:00.000000Z")

    server.default = slow
    started = time.monotonic()
    with pytest.raises(WaitTimeout) as raised:
        client.inboxes.wait_for_otp("inbox_1", timeout=0.2)
    assert time.monotonic() - started < 2
    assert raised.value.since == "2026-01-01T00:00:00.000000Z"
    assert all(r.url.params["timeout"] == "1" for r in server.requests), "the server holds a wait 1 s at least"
    assert all(r.url.params["since"] == "2026-01-01T00:00:00.000000Z" for r in server.requests[1:])


def test_a_429_is_waited_out_within_the_time_left(
    client: Client, server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    pauses: list[float] = []
    monkeypatch.setattr(core.time, "sleep", pauses.append)
    server.answer(
        refused(
            "too_many_wait_requests", 429, "Too many waits.", headers={"Retry-After": "1", "Postern-Wait-Since": CUTOFF}
        ),
        found({"id": "msg_1", "otp": "111111"}),
    )
    assert client.inboxes.wait_for_otp("inbox_1").otp == "111111"
    assert pauses == [1.0]
    assert server.last.url.params["since"] == CUTOFF


def test_a_429_longer_than_the_time_left_is_raised(client: Client, server: Server) -> None:
    server.answer(refused("too_many_wait_requests", 429, "Too many waits.", headers={"Retry-After": "30"}))
    with pytest.raises(TooManyWaitRequests):
        client.inboxes.wait("inbox_1", timeout=5)


def test_other_refusals_are_raised_at_once(client: Client, server: Server) -> None:
    server.answer(refused("inbox_disabled", 409, "The inbox is disabled."))
    with pytest.raises(InboxDisabled):
        client.inboxes.wait_for_otp("inbox_1")
    assert len(server.requests) == 1


def test_a_bad_timeout_is_refused_before_any_request(client: Client, server: Server) -> None:
    for bad in (0, -1, float("nan"), float("inf")):
        with pytest.raises(ValueError):
            client.inboxes.wait("inbox_1", timeout=bad)
    assert server.requests == []


def test_the_account_wait_asks_the_folder(client: Client, server: Server) -> None:
    server.answer(
        nothing(),
        found(
            {
                "id": "msg_9",
                "account_id": "acc_1",
                "otp": "246810",
                "from": [{"name": "Service", "email": "no-reply@service.test"}],
            }
        ),
    )
    message = client.accounts.wait("acc_1", folder="inbox", require="otp")
    assert isinstance(message, AccountMessage)
    assert message.otp == "246810" and message.sender[0].email == "no-reply@service.test"
    assert server.last.url.path == "/api/v1/accounts/acc_1/messages/wait"
    assert dict(server.last.url.params) == {"folder": "inbox", "timeout": "25", "require": "otp", "since": CUTOFF}


def test_the_async_wait_chains_the_same_way(async_client: AsyncClient, server: Server) -> None:
    server.answer(nothing(), nothing("2026-10-12T03:04:06.000000Z"), found({"id": "msg_1", "otp": "999999"}))

    async def run() -> InboxMessage:
        async with async_client:
            return await async_client.inboxes.wait_for_otp("inbox_1", since=0)

    assert asyncio.run(run()).otp == "999999"
    assert [r.url.params["since"] for r in server.requests] == ["0", CUTOFF, "2026-10-12T03:04:06.000000Z"]
