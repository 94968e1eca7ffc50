"""Where requests go and how: the URL and token from the environment, plain http only to
loopback, ids as exactly one path segment, query values as the API reads them."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone

import httpx
import pytest
from conftest import BASE, TOKEN, Server, ok

from postern_client import AsyncClient, Client, Inbox


def test_url_and_token_come_from_the_environment(monkeypatch: pytest.MonkeyPatch, server: Server) -> None:
    monkeypatch.setenv("POSTERN_URL", "http://localhost:9999/")
    monkeypatch.setenv("POSTERN_TOKEN", TOKEN)
    server.answer(ok({"id": "inbox_1"}, status=201))
    with Client(transport=httpx.MockTransport(server.handle)) as client:
        assert client.url == "http://localhost:9999"
        client.inboxes.create()
    assert str(server.last.url) == "http://localhost:9999/api/v1/inboxes"
    assert server.last.headers["authorization"] == f"Bearer {TOKEN}"


def test_the_default_url_is_the_local_service(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("POSTERN_URL", raising=False)
    assert Client(token=TOKEN).url == "http://127.0.0.1:8080"
    assert Client("https://mail.example.com/api/v1/", TOKEN).url == "https://mail.example.com"


def test_no_token_sends_no_authorization(monkeypatch: pytest.MonkeyPatch, server: Server) -> None:
    monkeypatch.delenv("POSTERN_TOKEN", raising=False)
    server.answer(ok({}))
    with Client(BASE, transport=httpx.MockTransport(server.handle)) as client:
        client.service.openapi()
    assert "authorization" not in server.last.headers


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.1:8080",
        "http://127.1.2.3",
        "http://localhost:8080",
        "http://api.localhost",
        "http://[::1]:8080",
        "https://mail.example.com",
    ],
)
def test_https_anywhere_and_plain_http_to_loopback(url: str) -> None:
    Client(url, TOKEN)
    AsyncClient(url, TOKEN)


@pytest.mark.parametrize("url", ["http://mail.example.com", "http://10.0.0.5:8080", "http://[2001:db8::1]"])
def test_plain_http_elsewhere_is_refused_unless_allowed(url: str) -> None:
    with pytest.raises(ValueError, match="unencrypted"):
        Client(url, TOKEN)
    with pytest.raises(ValueError, match="unencrypted"):
        AsyncClient(url, TOKEN)
    Client(url, TOKEN, allow_insecure_http=True)


@pytest.mark.parametrize("url", ["ftp://example.com", "mail.example.com", "http://"])
def test_what_is_not_an_http_url_is_refused(url: str) -> None:
    with pytest.raises(ValueError):
        Client(url, TOKEN)


@pytest.mark.parametrize(
    ("given", "sent"),
    [
        ("a/b?c=d", "a%2Fb%3Fc%3Dd"),
        ("../../admin", "..%2F..%2Fadmin"),
        ("inbox_abc-1.2~x", "inbox_abc-1.2~x"),
        ("a b#c%d", "a%20b%23c%25d"),
        ("é", "%C3%A9"),
    ],
)
def test_an_id_is_exactly_one_path_segment(client: Client, server: Server, given: str, sent: str) -> None:
    server.answer(ok({"id": given}))
    client.inboxes.get(given)
    assert server.last.url.raw_path == f"/api/v1/inboxes/{sent}".encode()


@pytest.mark.parametrize("bad", ["", ".", ".."])
def test_empty_and_dot_ids_are_refused_before_any_request(client: Client, server: Server, bad: str) -> None:
    with pytest.raises(ValueError, match="not a valid"):
        client.inboxes.get(bad)
    with pytest.raises(ValueError):
        client.accounts.rename_folder("acc_1", bad, "x")
    with pytest.raises(ValueError):
        client.tokens.revoke(bad, "tok_1")
    assert server.requests == []


def test_a_model_stands_for_its_id(client: Client, server: Server) -> None:
    server.answer(httpx.Response(204))
    client.inboxes.delete(Inbox(id="inbox_7"))
    assert server.last.url.path == "/api/v1/inboxes/inbox_7"
    with pytest.raises(TypeError):
        client.inboxes.delete(7)  # type: ignore[arg-type]


def test_query_values_are_written_as_the_api_reads_them(client: Client, server: Server) -> None:
    server.answer(ok([], pagination={"next_cursor": None, "has_more": False}, incomplete=[]))
    after = datetime(2026, 1, 2, 3, 4, 5, 6, tzinfo=timezone(timedelta(hours=2)))
    client.messages.list(
        q="invoice", sender="acme", unread=True, starred=False, after=after, before=1760000000.5, limit=10
    )
    assert dict(server.last.url.params) == {
        "q": "invoice",
        "from": "acme",
        "unread": "true",
        "starred": "false",
        "after": "2026-01-02T01:04:05.000006Z",
        "before": "1760000000.5",
        "limit": "10",
    }


def test_bodies_leave_out_what_was_not_given(client: Client, server: Server) -> None:
    server.answer(ok({"id": "inbox_1"}, status=201), ok({"id": "inbox_1"}))
    client.inboxes.create()
    assert server.requests[-1].content == b"{}"
    client.inboxes.update("inbox_1", is_enabled=False)
    assert server.last.read() == b'{"is_enabled":false}' or server.last.read() == b'{"is_enabled": false}'
    with pytest.raises(ValueError):
        client.inboxes.update("inbox_1")


def test_an_inbox_is_told_whose_mail_it_takes(client: Client, server: Server) -> None:
    shown = {"id": "inbox_1", "from_domain": "github.com", "senders": {"allow": ["github.com"], "block": []}}
    server.answer(ok(shown))
    inbox = client.inboxes.update("inbox_1", from_domain="github.com", allow_senders=("GitHub.com",))
    assert json.loads(server.last.read()) == {"from_domain": "github.com", "senders": {"allow": ["GitHub.com"]}}
    assert (inbox.from_domain, inbox.senders.allow, inbox.senders.block) == ("github.com", ["github.com"], [])
    server.answer(ok({"id": "inbox_1"}))
    assert client.inboxes.update("inbox_1", block_senders=[]).senders.allow == []
    assert json.loads(server.last.read()) == {"senders": {"block": []}}


def test_the_client_closes_its_connections() -> None:
    client = Client(BASE, TOKEN)
    with client:
        pass
    assert client._core.http.is_closed


def test_an_account_is_told_whose_mail_it_takes(client: Client, server: Server) -> None:
    server.answer(ok({"id": "acc_1", "senders": {"allow": [], "block": ["spam.test"]}}))
    account = client.accounts.update("acc_1", block_senders=["spam.test"])
    assert json.loads(server.last.read()) == {"senders": {"block": ["spam.test"]}}
    assert account.senders.block == ["spam.test"]
    with pytest.raises(ValueError):
        client.accounts.update("acc_1")
