"""The client against the OpenAPI document: every operation is called by a method or listed in
`NOT_COVERED`, each method sends what its operation documents, and the sync and async clients
offer the same methods."""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Callable
from typing import Any

import httpx
import pytest
from conftest import BASE, TOKEN, Route, document, route_of

from postern_client import NOT_COVERED, OPERATIONS, AsyncClient, Client

RESOURCES = [
    "inboxes",
    "messages",
    "accounts",
    "drafts",
    "sends",
    "changes",
    "webhooks",
    "tokens",
    "users",
    "roles",
    "audit",
    "service",
    "oauth",
    "agents",
]

# A value for each required parameter, by name.
PLACEHOLDERS: dict[str, Any] = {
    "inbox": "inbox_1",
    "account": "acc_1",
    "message": "msg_1",
    "webhook": "whk_1",
    "user": "usr_1",
    "token": "tok_1",
    "session": "ses_1",
    "draft": "msg_2",
    "folder": "fld_1",
    "thread": "thr_1",
    "send": "snd_1",
    "sign_in": "sgn_1",
    "name": "ops",
    "email": "a@b.test",
    "password": "pw",
    "provider": "microsoft",
    "index": 0,
    "url": "https://hooks.test/h",
    "event_id": "evt_1",
    "since": "chg_1",
    "q": "word",
    "grants": [],
    "messages": ["msg_1"],
    "to": "c@d.test",
}
# Methods that need one of their optional parameters.
EXTRAS: dict[str, dict[str, Any]] = {
    "inboxes.update": {"label": "x"},
    "messages.update": {"unread": False},
    "messages.update_many": {"unread": False},
    "accounts.update": {"password": "pw"},
    "users.update": {"disabled": False},
}


def operation_ids() -> set[str]:
    return {r["operationId"] for item in document()["paths"].values() for r in item.values() if "operationId" in r}


def test_every_operation_is_called_or_listed_as_not_covered() -> None:
    documented = operation_ids()
    covered = set(OPERATIONS)
    assert not covered & set(NOT_COVERED), "an operation is both covered and listed as not covered"
    assert covered - documented == set(), "the client calls operations the document lacks"
    assert set(NOT_COVERED) - documented == set(), "NOT_COVERED lists operations the document lacks"
    assert documented - covered - set(NOT_COVERED) == set(), "operations neither covered nor listed"
    assert all(reason.strip() for reason in NOT_COVERED.values())


def test_each_covered_operation_has_a_sync_and_an_async_method() -> None:
    for operation, methods in OPERATIONS.items():
        assert any(not m.startswith("Async") for m in methods), f"{operation}: no sync method"
        assert any(m.startswith("Async") for m in methods), f"{operation}: no async method"


def public_methods(resource: object) -> dict[str, Callable[..., Any]]:
    return {
        name: getattr(resource, name)
        for name in dir(resource)
        if not name.startswith("_") and callable(getattr(resource, name))
    }


def test_every_public_method_names_its_operation() -> None:
    with Client(BASE, TOKEN) as client:
        for resource in RESOURCES:
            for name, method in public_methods(getattr(client, resource)).items():
                assert getattr(method, "__postern_operation__", None), f"{resource}.{name} names no operation"


def test_the_sync_and_async_clients_have_the_same_methods_signatures_and_docs() -> None:
    sync = Client(BASE, TOKEN)
    asynchronous = AsyncClient(BASE, TOKEN)
    for resource in RESOURCES:
        left = public_methods(getattr(sync, resource))
        right = public_methods(getattr(asynchronous, resource))
        assert left.keys() == right.keys(), resource
        for name in left:
            where = f"{resource}.{name}"
            assert inspect.signature(left[name]).parameters == inspect.signature(right[name]).parameters, where
            assert left[name].__doc__ == right[name].__doc__, where
            assert left[name].__postern_operation__ == right[name].__postern_operation__, where  # type: ignore[attr-defined]
            produces = inspect.isgeneratorfunction(left[name]) or name.startswith("iter")
            if produces:
                assert not inspect.iscoroutinefunction(right[name]), f"{where}: iterate with async for"
            else:
                assert inspect.iscoroutinefunction(right[name]), f"{where} is not awaitable"


def success(route: Route, request: httpx.Request) -> httpx.Response:
    """An answer of the route's documented success shape, empty as can be."""
    schemas = document()["components"]["schemas"]
    status, answer = next((s, r) for s, r in route.spec["responses"].items() if s.startswith("2"))
    if route.operation.endswith("_wait"):
        status, answer = "200", route.spec["responses"]["200"]
    content = answer.get("content") or {}
    if not content:
        return httpx.Response(int(status))
    kind, media = next(iter(content.items()))
    if kind == "text/event-stream":
        event = (
            b'id: chg_9\nevent: inbox.created\ndata: {"id": "evt_9", "type": "inbox.created", "cursor": "chg_9"}\n\n'
        )
        return httpx.Response(200, content=event, headers={"content-type": kind})
    if not kind.startswith("application/json"):
        return httpx.Response(int(status), content=b"bytes", headers={"content-type": kind})
    ref = media.get("schema", {}).get("$ref", "")
    schema = schemas.get(ref.rsplit("/", 1)[-1], {})
    properties = schema.get("properties", {})
    data = properties.get("data", {})
    data_schema = schemas.get(data.get("$ref", "").rsplit("/", 1)[-1], data)
    body: dict[str, Any] = {"data": [] if data_schema.get("type") == "array" else {}}
    if "pagination" in properties:
        body["pagination"] = {"next_cursor": None, "has_more": False}
    if "cursor" in properties:
        body["cursor"] = "chg_2"
    if "token" in properties:
        body["token"] = "pst_new"
    return httpx.Response(int(status), json=body)


def placeholders(where: str, method: Callable[..., Any]) -> tuple[list[Any], dict[str, Any]]:
    args: list[Any] = []
    kwargs: dict[str, Any] = dict(EXTRAS.get(where, {}))
    for parameter in inspect.signature(method).parameters.values():
        if parameter.default is not inspect.Parameter.empty:
            continue
        value = PLACEHOLDERS[parameter.name]
        if parameter.kind is inspect.Parameter.KEYWORD_ONLY:
            kwargs[parameter.name] = value
        else:
            args.append(value)
    return args, kwargs


def recorder() -> tuple[list[tuple[httpx.Request, Route | None]], Callable[[httpx.Request], httpx.Response]]:
    seen: list[tuple[httpx.Request, Route | None]] = []

    def handle(request: httpx.Request) -> httpx.Response:
        route = route_of(request)
        seen.append((request, route))
        if route is None:
            return httpx.Response(404)
        return success(route, request)

    return seen, handle


def check(where: str, declared: str, seen: list[tuple[httpx.Request, Route | None]]) -> None:
    assert seen, f"{where} sent nothing"
    for request, route in seen:
        assert route is not None, f"{where}: {request.method} {request.url} is not in the document"
        assert request.extensions["postern_operation"] == route.operation, where
        assert request.headers["authorization"] == f"Bearer {TOKEN}", where
    assert declared in {route.operation for _, route in seen if route}, f"{where} never called {declared}"


@pytest.mark.parametrize("resource", RESOURCES)
def test_each_sync_method_sends_the_request_its_operation_documents(resource: str) -> None:
    seen, handle = recorder()
    with Client(BASE, TOKEN, transport=httpx.MockTransport(handle)) as client:
        for name, method in public_methods(getattr(client, resource)).items():
            seen.clear()
            args, kwargs = placeholders(f"{resource}.{name}", method)
            result = method(*args, **kwargs)
            if name == "follow":
                next(result)
                result.close()
            elif inspect.isgenerator(result):
                list(result)
            check(f"{resource}.{name}", method.__postern_operation__, seen)  # type: ignore[attr-defined]


@pytest.mark.parametrize("resource", RESOURCES)
def test_each_async_method_sends_the_request_its_operation_documents(resource: str) -> None:
    seen, handle = recorder()

    async def handle_async(request: httpx.Request) -> httpx.Response:
        return handle(request)

    async def run() -> None:
        async with AsyncClient(BASE, TOKEN, transport=httpx.MockTransport(handle_async)) as client:
            for name, method in public_methods(getattr(client, resource)).items():
                seen.clear()
                args, kwargs = placeholders(f"{resource}.{name}", method)
                result = method(*args, **kwargs)
                if name == "follow":
                    await result.__anext__()
                    await result.aclose()
                elif inspect.isasyncgen(result):
                    [item async for item in result]
                else:
                    await result
                check(f"{resource}.{name}", method.__postern_operation__, seen)  # type: ignore[attr-defined]

    asyncio.run(run())
