"""Error answers become the exception class of their code; the classes match the document's
error codes one to one."""

from __future__ import annotations

import asyncio
import re

import httpx
import pytest
from conftest import Server, document, refused

import postern_client
from postern_client import (
    ERROR_CLASSES,
    AsyncClient,
    Client,
    ConnectionFailed,
    Forbidden,
    InvalidRequest,
    NotFound,
    PosternError,
    RateLimited,
    WaitTimeout,
)


def documented_codes() -> list[str]:
    schemas = document()["components"]["schemas"]
    detail = schemas["ErrorBody"]["properties"]["error"]["$ref"].rsplit("/", 1)[-1]
    code = schemas[detail]["properties"]["code"]["$ref"].rsplit("/", 1)[-1]
    codes: list[str] = schemas[code]["enum"]
    return codes


def camel(code: str) -> str:
    return "".join(part.capitalize() for part in code.split("_"))


def test_one_class_per_documented_error_code() -> None:
    codes = documented_codes()
    assert len(codes) == len(set(codes)) > 20
    assert set(ERROR_CLASSES) == set(codes)
    for code in codes:
        cls = ERROR_CLASSES[code]
        assert cls.__name__ == camel(code)
        assert getattr(postern_client, cls.__name__) is cls, f"{cls.__name__} is not exported"
        assert issubclass(cls, PosternError) and code == cls.CODE
    assert len({cls for cls in ERROR_CLASSES.values()}) == len(codes)


@pytest.mark.parametrize("code", documented_codes())
def test_each_code_raises_its_class(client: Client, server: Server, code: str) -> None:
    server.answer(refused(code, 418, "Because."))
    with pytest.raises(ERROR_CLASSES[code]) as raised:
        client.inboxes.get("inbox_1")
    assert (raised.value.code, raised.value.status, raised.value.message) == (code, 418, "Because.")


def test_status_fields_and_retry_after_are_kept(client: Client, server: Server) -> None:
    server.answer(refused("invalid_request", 400, "Bad limit.", fields={"limit": "must be between 1 and 100"}))
    with pytest.raises(InvalidRequest) as raised:
        client.inboxes.list(limit=1000)
    assert raised.value.fields == {"limit": "must be between 1 and 100"}
    assert str(raised.value) == "invalid_request: Bad limit. (HTTP 400) [limit: must be between 1 and 100]"
    server.answer(refused("rate_limited", 429, "Too many test codes.", headers={"Retry-After": "42"}))
    with pytest.raises(RateLimited) as limited:
        client.inboxes.send_test_code("inbox_1")
    assert limited.value.retry_after == 42.0


def test_an_unknown_code_is_the_base_class_with_that_code(client: Client, server: Server) -> None:
    server.answer(refused("something_new", 409, "New."))
    with pytest.raises(PosternError) as raised:
        client.inboxes.get("inbox_1")
    assert type(raised.value) is PosternError
    assert (raised.value.code, raised.value.status) == ("something_new", 409)


def test_an_answer_that_is_not_postern_s_is_the_base_class(client: Client, server: Server) -> None:
    server.answer(httpx.Response(502, text="<html>Bad Gateway</html>"))
    with pytest.raises(PosternError) as raised:
        client.inboxes.get("inbox_1")
    assert type(raised.value) is PosternError
    assert raised.value.code is None and raised.value.status == 502
    assert "Bad Gateway" in raised.value.message


def test_no_answer_is_connection_failed(client: Client, server: Server) -> None:
    server.answer(httpx.ConnectError("[Errno 111] Connection refused"))
    with pytest.raises(ConnectionFailed) as raised:
        client.inboxes.get("inbox_1")
    assert raised.value.status is None and raised.value.code is None
    assert "Connection refused" in raised.value.message
    assert raised.value.__cause__ is None and raised.value.__suppress_context__


def test_errors_in_the_async_client(async_client: AsyncClient, server: Server) -> None:
    server.answer(
        refused("not_found", 404),
        refused("forbidden", 403, "Missing right: inbox.create."),
        httpx.ReadTimeout("timed out"),
    )

    async def run() -> None:
        async with async_client:
            with pytest.raises(NotFound):
                await async_client.inboxes.get("inbox_1")
            with pytest.raises(Forbidden, match=re.escape("Missing right: inbox.create.")):
                await async_client.inboxes.create()
            with pytest.raises(ConnectionFailed):
                await async_client.inboxes.list()

    asyncio.run(run())


def test_client_side_failures_are_postern_errors() -> None:
    timeout = WaitTimeout("nothing", since="2026-01-01T00:00:00.000000Z")
    assert isinstance(timeout, PosternError) and timeout.code is None and timeout.status is None
    assert timeout.since == "2026-01-01T00:00:00.000000Z"
    assert issubclass(ConnectionFailed, PosternError)
