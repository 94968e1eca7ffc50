"""The change feed over Server-Sent Events: parsing, and following across drops, resuming after
the last event yielded."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Iterator

import httpx
import pytest
from conftest import Server, ok, refused

from postern_client import AsyncClient, Change, Client, CursorExpired, InternalError
from postern_client._core import Event, EventDecoder


def decode(text: str) -> list[Event]:
    decoder = EventDecoder()
    events = [decoder.feed(line) for line in text.splitlines()]
    return [e for e in events if e is not None]


def test_the_decoder_reads_events_comments_and_multiline_data() -> None:
    events = decode(
        ": keep-alive\n\n"
        'id: chg_1\nevent: inbox.created\ndata: {"a":\ndata: 1}\n\n'
        "data:no space\n\n"
        "id: chg_3\r\nretry: 10\nunknown: x\nevent: message.received\ndata: {}\n\n"
    )
    assert events == [
        Event("chg_1", "inbox.created", '{"a":\n1}'),
        Event("chg_1", "message", "no space"),
        Event("chg_3", "message.received", "{}"),
    ]
    assert decode("id\n\n") == [Event("", "message", "")]
    assert decode(": only a comment\n\n") == []


def entry(n: int, kind: str = "inbox.created") -> dict[str, object]:
    return {
        "id": f"evt_{n}",
        "type": kind,
        "at": "2026-01-01T00:00:00.000000Z",
        "message_id": None,
        "inbox_id": "inbox_1",
        "cursor": f"chg_{n}",
    }


def sse(*numbers: int) -> bytes:
    return b"".join(
        f"id: chg_{n}\nevent: inbox.created\ndata: {json.dumps(entry(n))}\n\n: keep-alive\n\n".encode() for n in numbers
    )


class Dropping(httpx.SyncByteStream, httpx.AsyncByteStream):
    """A stream that sends its bytes, then breaks like a dropped connection (or ends, when
    `breaks` is False)."""

    def __init__(self, data: bytes, breaks: bool = True) -> None:
        self.data = data
        self.breaks = breaks

    def __iter__(self) -> Iterator[bytes]:
        # Split inside an event, as TCP may.
        yield self.data[: len(self.data) // 2 + 3]
        yield self.data[len(self.data) // 2 + 3 :]
        if self.breaks:
            raise httpx.RemoteProtocolError("peer closed connection without sending complete message body")

    async def __aiter__(self) -> AsyncIterator[bytes]:
        for chunk in self.__iter__():
            yield chunk


def stream(data: bytes, breaks: bool = True) -> httpx.Response:
    return httpx.Response(200, headers={"content-type": "text/event-stream"}, stream=Dropping(data, breaks))


def test_follow_resumes_after_the_last_event_across_drops(client: Client, server: Server) -> None:
    server.answer(stream(sse(5, 6)), stream(sse(7), breaks=False), stream(sse(8)))
    followed = client.changes.follow("chg_4", reconnect_delay=0)
    changes = [next(followed) for _ in range(4)]
    followed.close()
    assert all(isinstance(c, Change) for c in changes)
    assert [c.cursor for c in changes] == ["chg_5", "chg_6", "chg_7", "chg_8"]
    assert changes[0].type == "inbox.created" and changes[0].inbox_id == "inbox_1"
    first, second, third = server.requests
    assert first.url.path == "/api/v1/changes/stream"
    assert first.url.params["since"] == "chg_4" and "last-event-id" not in first.headers
    assert first.headers["accept"] == "text/event-stream"
    assert second.headers["last-event-id"] == "chg_6" and "since" not in second.url.params
    assert third.headers["last-event-id"] == "chg_7"


def test_follow_without_a_cursor_starts_at_the_current_one(client: Client, server: Server) -> None:
    server.answer(
        ok([], pagination={"next_cursor": None, "has_more": False}, cursor="chg_41"),
        httpx.ConnectError("refused"),
        stream(sse(42)),
    )
    followed = client.changes.follow(reconnect_delay=0)
    assert next(followed).cursor == "chg_42"
    followed.close()
    listed, dropped, streamed = server.requests
    assert listed.url.path == "/api/v1/changes" and "since" not in listed.url.params
    assert dropped.url.params["since"] == "chg_41"
    assert streamed.headers["last-event-id"] == "chg_41", "a connection that never answered resumes from the start"


def test_refusals_end_the_follow(client: Client, server: Server) -> None:
    server.answer(refused("cursor_expired", 410, "Too old."))
    with pytest.raises(CursorExpired):
        next(client.changes.follow("chg_1"))
    server.answer(refused("internal_error", 500, "Oops."))
    with pytest.raises(InternalError):
        next(client.changes.follow("chg_1"))


def test_the_stream_caps_are_waited_out(client: Client, server: Server, monkeypatch: pytest.MonkeyPatch) -> None:
    import postern_client._sync as sync

    pauses: list[float] = []
    monkeypatch.setattr(sync.time, "sleep", pauses.append)
    server.answer(refused("too_many_streams", 429, "At most 10.", headers={"Retry-After": "5"}), stream(sse(2)))
    followed = client.changes.follow("chg_1", reconnect_delay=0.5)
    assert next(followed).cursor == "chg_2"
    followed.close()
    assert pauses == [5.0]


def test_reconnections_back_off_while_they_fail(
    client: Client, server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    import postern_client._sync as sync

    pauses: list[float] = []
    monkeypatch.setattr(sync.time, "sleep", pauses.append)
    server.answer(*[httpx.ConnectError("refused")] * 7, stream(sse(2)))
    followed = client.changes.follow("chg_1", reconnect_delay=1, max_reconnect_delay=8)
    next(followed)
    followed.close()
    assert pauses == [1, 2, 4, 8, 8, 8, 8]


def test_async_follow(async_client: AsyncClient, server: Server) -> None:
    server.answer(stream(sse(1, 2)), stream(sse(3)))

    async def run() -> list[str]:
        seen = []
        async with async_client:
            async for change in async_client.changes.follow("chg_0", reconnect_delay=0):
                seen.append(change.cursor)
                if len(seen) == 3:
                    break
        return seen

    assert asyncio.run(run()) == ["chg_1", "chg_2", "chg_3"]
    assert server.requests[1].headers["last-event-id"] == "chg_2"
