"""What the unit tests share: the OpenAPI document of the repository, and a recording
`httpx.MockTransport` that stands in for the server (no network, no server)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest

from postern_client import AsyncClient, Client

ROOT = Path(__file__).resolve().parents[3]
DOCUMENT = ROOT / "docs" / "openapi.json"
TOKEN = "pst_" + "T0kenSecretValue" * 2 + "abcdef"
BASE = "http://127.0.0.1:8080"


def document() -> dict[str, Any]:
    """The committed OpenAPI document."""
    loaded: dict[str, Any] = json.loads(DOCUMENT.read_text())
    return loaded


@dataclass(frozen=True)
class Route:
    method: str
    template: str
    pattern: re.Pattern[str]
    operation: str
    spec: dict[str, Any]


def routes() -> list[Route]:
    """Every operation of the document, with a pattern matching its path on the wire (a path
    parameter is one segment, as sent: percent-encoded)."""
    found = []
    for template, item in document()["paths"].items():
        for method, spec in item.items():
            if method not in ("get", "post", "put", "patch", "delete"):
                continue
            pattern = re.compile("^" + re.sub(r"\\\{[^/]+?\\\}", "[^/]+", re.escape(template)) + "$")
            found.append(Route(method.upper(), template, pattern, spec["operationId"], spec))
    # Literal paths first, so that `/messages/batch` is not read as `/messages/{id}`.
    found.sort(key=lambda r: r.template.count("{"))
    return found


def route_of(request: httpx.Request) -> Route | None:
    """The document's operation a request performs, by method and raw path."""
    raw = request.url.raw_path.decode().split("?", 1)[0]
    for route in routes():
        if route.method == request.method and route.pattern.match(raw):
            return route
    return None


Handler = Callable[[httpx.Request], httpx.Response]


@dataclass
class Server:
    """A stand-in server: answers each request with the next queued answer (a response, an
    exception to raise, or a handler), else with `default`; records every request."""

    requests: list[httpx.Request] = field(default_factory=list)
    queue: list[httpx.Response | Exception | Handler] = field(default_factory=list)
    default: Handler | None = None

    def answer(self, *answers: httpx.Response | Exception | Handler) -> None:
        self.queue.extend(answers)

    def handle(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        if self.queue:
            answer = self.queue.pop(0)
        elif self.default is not None:
            answer = self.default
        else:
            raise AssertionError(f"unexpected request {request.method} {request.url}")
        if isinstance(answer, Exception):
            raise answer
        if isinstance(answer, httpx.Response):
            return answer
        return answer(request)

    async def handle_async(self, request: httpx.Request) -> httpx.Response:
        return self.handle(request)

    @property
    def last(self) -> httpx.Request:
        return self.requests[-1]


def ok(data: Any = None, status: int = 200, headers: dict[str, str] | None = None, **more: Any) -> httpx.Response:
    """A JSON answer `{"data": data, **more}`."""
    return httpx.Response(status, json={"data": data, **more}, headers=headers)


def refused(
    code: str,
    status: int,
    message: str = "No.",
    headers: dict[str, str] | None = None,
    fields: dict[str, str] | None = None,
) -> httpx.Response:
    """An error answer as Postern writes it."""
    return httpx.Response(
        status, json={"error": {"code": code, "message": message, "fields": fields or {}}}, headers=headers
    )


@pytest.fixture
def server() -> Server:
    return Server()


@pytest.fixture
def client(server: Server) -> Iterator[Client]:
    with Client(BASE, TOKEN, transport=httpx.MockTransport(server.handle)) as c:
        yield c


@pytest.fixture
def async_client(server: Server) -> AsyncClient:
    return AsyncClient(BASE, TOKEN, transport=httpx.MockTransport(server.handle_async))
