"""`list_*` returns one `Page`; `iter*` walks every page, following `pagination.next_cursor`."""

from __future__ import annotations

import asyncio

from conftest import Server, ok

from postern_client import AsyncClient, Client, Inbox, InboxMessage, Page


def test_a_list_is_one_page(client: Client, server: Server) -> None:
    server.answer(ok([{"id": "inbox_1"}, {"id": "inbox_2"}], pagination={"next_cursor": "cur_2", "has_more": True}))
    first = client.inboxes.list(limit=2)
    assert isinstance(first, Page)
    assert [i.id for i in first] == ["inbox_1", "inbox_2"] and len(first) == 2
    assert all(isinstance(i, Inbox) for i in first.items)
    assert (first.next_cursor, first.has_more) == ("cur_2", True)
    assert dict(server.last.url.params) == {"limit": "2"}


def test_iter_follows_the_cursor_to_the_last_page(client: Client, server: Server) -> None:
    server.answer(
        ok([{"id": "msg_3"}, {"id": "msg_2"}], pagination={"next_cursor": "c1", "has_more": True}),
        ok([{"id": "msg_1"}], pagination={"next_cursor": None, "has_more": False}),
    )
    found = list(client.inboxes.iter_messages("inbox_1", has_otp=True, limit=2))
    assert [m.id for m in found] == ["msg_3", "msg_2", "msg_1"]
    assert all(isinstance(m, InboxMessage) for m in found)
    assert [dict(r.url.params) for r in server.requests] == [
        {"has_otp": "true", "limit": "2"},
        {"has_otp": "true", "limit": "2", "cursor": "c1"},
    ]


def test_iter_is_lazy(client: Client, server: Server) -> None:
    server.answer(ok([{"id": "a"}], pagination={"next_cursor": "c1", "has_more": True}))
    walk = client.inboxes.iter()
    assert server.requests == []
    assert next(walk).id == "a"
    assert len(server.requests) == 1


def test_a_full_page_without_a_cursor_ends_the_walk(client: Client, server: Server) -> None:
    server.answer(ok([{"id": "a"}], pagination={"next_cursor": None, "has_more": True}))
    assert [r["id"] for r in client.audit.iter()] == ["a"]


def test_the_change_feed_pages_on_with_since(client: Client, server: Server) -> None:
    server.answer(
        ok([{"id": "evt_1", "cursor": "chg_1"}], pagination={"next_cursor": "chg_1", "has_more": True}, cursor="chg_1"),
        ok([{"id": "evt_2", "cursor": "chg_2"}], pagination={"next_cursor": None, "has_more": False}, cursor="chg_5"),
    )
    assert [c.id for c in client.changes.iter("chg_0", limit=1)] == ["evt_1", "evt_2"]
    assert [r.url.params["since"] for r in server.requests] == ["chg_0", "chg_1"]
    server.answer(ok([], pagination={"next_cursor": None, "has_more": False}, cursor="chg_5"))
    assert client.changes.list().cursor == "chg_5"


def test_account_message_pages_keep_incomplete(client: Client, server: Server) -> None:
    server.answer(ok([], pagination={"next_cursor": None, "has_more": False}, incomplete=["acc_2"]))
    assert client.accounts.search("acc_1", "invoice").incomplete == ["acc_2"]
    assert dict(server.last.url.params) == {"q": "invoice"}


def test_async_iteration(async_client: AsyncClient, server: Server) -> None:
    server.answer(
        ok([{"id": "inbox_2"}], pagination={"next_cursor": "c1", "has_more": True}),
        ok([{"id": "inbox_1"}], pagination={"next_cursor": None, "has_more": False}),
    )

    async def run() -> list[str]:
        async with async_client:
            return [inbox.id async for inbox in async_client.inboxes.iter()]

    assert asyncio.run(run()) == ["inbox_2", "inbox_1"]
    assert server.last.url.params["cursor"] == "c1"
