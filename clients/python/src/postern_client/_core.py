"""The request layer shared by the sync and the async client.

A call is described once, without doing any I/O, as a `Call`: the operation it performs, the
method, path, query, body and headers, and how to read a successful answer. `SyncCore` and
`AsyncCore` send it with httpx and turn error answers into the exceptions of `errors`. The parts
with logic of their own — the wait loop, the Server-Sent Events parser, idempotency keys — are
also written here without I/O, so both clients share them.
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
import logging
import math
import os
import time
import uuid
from collections.abc import AsyncIterator, Callable, Generator, Iterator, Mapping
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, Generic, Protocol, TypeVar
from urllib.parse import quote

import httpx

from ._version import __version__
from .errors import ConnectionFailed, PosternError, WaitTimeout, error_from_answer
from .models import Model, Page

logger = logging.getLogger("postern_client")

T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)
M = TypeVar("M", bound=Model)

DEFAULT_URL = "http://127.0.0.1:8080"
#: The seconds a call may take unless the client is given another timeout.
DEFAULT_TIMEOUT = 30.0
#: The server holds one wait for 1 to 25 seconds (it clamps `timeout` to that range).
SERVER_WAIT_MAX = 25.0
SERVER_WAIT_MIN = 1.0
#: Seconds a wait's HTTP request gets beyond the time the server holds it.
WAIT_SLACK = 10.0
#: The header with the cutoff a wait used; sent back as `since`, nothing between two waits is
#: missed.
WAIT_SINCE_HEADER = "postern-wait-since"
#: Seconds without a byte after which a change stream counts as dropped (the server sends a
#: keep-alive comment every 15 s).
STREAM_IDLE = 45.0


class HasId(Protocol):
    """Anything with an `id`: a model can be passed where its id is expected."""

    @property
    def id(self) -> str: ...


#: An id, or an object (a model) that has one.
Ref = str | HasId
#: A wait's cutoff: a message (or its id: after it), a time (`datetime`, unix seconds), an
#: ISO 8601 string, or `0` for everything.
Since = str | int | float | datetime | HasId | None


def check_url(url: str, allow_insecure_http: bool) -> None:
    """Refuses a URL the token must not be sent to: https anywhere, plain http only to a loopback
    host (`localhost`, `*.localhost`, 127.0.0.0/8, ::1) unless `allow_insecure_http`, since the
    token would cross the network unencrypted."""
    try:
        parsed = httpx.URL(url)
    except (httpx.InvalidURL, TypeError) as e:
        raise ValueError(f"{url!r} is not a URL: {e}") from None
    if parsed.scheme == "https":
        return
    if parsed.scheme != "http" or not parsed.host:
        raise ValueError(f"{url!r} is not an http(s) URL")
    host = parsed.host.strip("[]").lower()
    loopback = host == "localhost" or host.endswith(".localhost")
    if not loopback:
        try:
            loopback = ipaddress.ip_address(host).is_loopback
        except ValueError:
            loopback = False
    if not loopback and not allow_insecure_http:
        raise ValueError(
            f"refusing plain http:// to {host}: the token would cross the network unencrypted "
            "(use https, or pass allow_insecure_http=True)"
        )


def base_url(url: str | None) -> str:
    """The service's root: `url`, else `POSTERN_URL`, else the default; a trailing `/api/v1`
    (the API's own root) is accepted too."""
    chosen = (url or os.environ.get("POSTERN_URL") or DEFAULT_URL).strip().rstrip("/")
    if chosen.endswith("/api/v1"):
        chosen = chosen[: -len("/api/v1")]
    return chosen


def ident(ref: Ref, what: str = "id") -> str:
    """The id of `ref` (a string, or a model with `.id`)."""
    value = ref if isinstance(ref, str) else getattr(ref, "id", None)
    if not isinstance(value, str):
        raise TypeError(f"{what} must be a string or an object with an `id`, not {type(ref).__name__}")
    return value


def segment(ref: Ref, what: str = "id") -> str:
    """One id as exactly one path segment: everything but unreserved characters is
    percent-encoded (`/` becomes `%2F`), and "", "." and ".." are refused before any request."""
    value = ident(ref, what)
    if value in ("", ".", ".."):
        raise ValueError(f"{value!r} is not a valid {what}: ids must be non-empty and not '.' or '..'")
    return quote(value, safe="")


def path(*parts: str, **ids: Ref) -> str:
    """A path from literal parts and ids: `path("inboxes", "{inbox}", inbox=x)` → `/inboxes/<x>`."""
    out = []
    for part in parts:
        if part.startswith("{") and part.endswith("}"):
            name = part[1:-1]
            out.append(segment(ids[name], name))
        else:
            out.append(part)
    return "/" + "/".join(out)


def query_value(value: Any) -> str:
    """A query parameter as the API reads it: booleans as `true`/`false`, times as RFC 3339."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, datetime):
        return iso(value)
    if isinstance(value, float):
        return format_seconds(value)
    return str(value)


def query(**params: Any) -> dict[str, str]:
    """The query, without the parameters that are None."""
    return {name.rstrip("_"): query_value(v) for name, v in params.items() if v is not None}


def iso(moment: datetime) -> str:
    """A time as the API writes it: UTC, microseconds, `Z` (a naive time is taken as UTC)."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return moment.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def format_seconds(value: float) -> str:
    """Unix seconds without an exponent, to the microsecond."""
    if not math.isfinite(value):
        raise ValueError(f"{value!r} is not a time")
    return f"{value:.6f}".rstrip("0").rstrip(".") or "0"


def since_value(since: Since) -> str | None:
    """A wait's `since` as the server reads it (docs/API.md, Waits)."""
    if since is None:
        return None
    if isinstance(since, bool):
        raise TypeError("since must be a time, a message or its id, not a bool")
    if isinstance(since, (int, float)):
        return format_seconds(float(since))
    if isinstance(since, datetime):
        return iso(since)
    if isinstance(since, str):
        return since
    return ident(since, "since")


def idempotency_key(given: str | None) -> str:
    """The key a send goes with: the caller's, else a new random one (kept for the retry)."""
    if given is None:
        return f"py-{uuid.uuid4().hex}"
    if not (1 <= len(given) <= 255) or any(not ("!" <= c <= "~") for c in given):
        raise ValueError("an idempotency key is 1–255 visible ASCII characters")
    return given


class _NoBody:
    def __repr__(self) -> str:
        return "NO_BODY"


NO_BODY: Any = _NoBody()


@dataclass(frozen=True)
class Call(Generic[T_co]):
    """One request, described without I/O. `operation` is the document's operationId; `path` is
    below `/api/v1` unless `outside_api`; `read` turns a successful answer into the result."""

    operation: str
    method: str
    path: str
    read: Callable[[httpx.Response], T_co]
    params: dict[str, str] = field(default_factory=dict)
    body: Any = NO_BODY
    headers: dict[str, str] = field(default_factory=dict)
    outside_api: bool = False
    timeout: float | None = None
    #: Repeated once, with the same request, when no answer came (an idempotent send).
    retry_once: bool = False


def body(**fields: Any) -> dict[str, Any]:
    """A JSON body without the fields that are None."""
    return {k.rstrip("_"): v for k, v in fields.items() if v is not None}


# How answers are read.


def _json(response: httpx.Response) -> Any:
    try:
        return response.json()
    except ValueError:
        raise PosternError(
            f"the answer to {response.request.method} {response.request.url.path} is not JSON",
            status=response.status_code,
        ) from None


def read_data(model: Callable[[Mapping[str, Any]], T]) -> Callable[[httpx.Response], T]:
    """`{"data": {...}}` → `model(data)`."""
    return lambda response: model(_json(response)["data"])


def read_each(model: Callable[[Mapping[str, Any]], T]) -> Callable[[httpx.Response], list[T]]:
    """`{"data": [...]}` → a list of `model(item)`."""
    return lambda response: [model(item) for item in _json(response)["data"]]


def read_page(model: Callable[[Mapping[str, Any]], T]) -> Callable[[httpx.Response], Page[T]]:
    """A list answer → a `Page` of `model(item)`."""
    return lambda response: Page.from_dict(_json(response), model)


def read_plain(response: httpx.Response) -> dict[str, Any]:
    """`{"data": …}` → the data, as a plain dict (or list)."""
    data: dict[str, Any] = _json(response)["data"]
    return data


def read_whole(response: httpx.Response) -> dict[str, Any]:
    """The whole JSON answer, for answers with more than `data` (`/log`, `/service/dns`)."""
    whole: dict[str, Any] = _json(response)
    return whole


def read_nothing(response: httpx.Response) -> None:
    """A 204."""
    return None


def read_bytes(response: httpx.Response) -> bytes:
    """The body as bytes (a message's source, an attachment)."""
    return response.content


def read_text(response: httpx.Response) -> str:
    """The body as text (`/metrics`)."""
    return response.text


# The wait loop.


@dataclass
class WaitLoop(Generic[M]):
    """Chains server waits of at most 25 s until a message matches or `timeout` seconds pass.
    Each wait starts at the cutoff the previous one used (its `Postern-Wait-Since`), so nothing
    that arrives between two of them is missed; a 429 is waited out (its `Retry-After`) within
    the time left."""

    make: Callable[[str | None, float], Call[httpx.Response]]
    model: Callable[[Mapping[str, Any]], M]
    timeout: float
    since: str | None
    secret: str | None
    clock: Callable[[], float] = time.monotonic
    deadline: float = 0.0

    def __post_init__(self) -> None:
        if not (self.timeout > 0 and math.isfinite(self.timeout)):
            raise ValueError("a wait's timeout is a positive number of seconds")
        self.deadline = self.clock() + self.timeout

    def next_call(self) -> Call[httpx.Response]:
        """The next server wait; raises `WaitTimeout` once the time is up."""
        left = self.deadline - self.clock()
        if left <= 0:
            raise WaitTimeout(f"nothing matched within {self.timeout:g} s", since=self.since)
        held = round(min(SERVER_WAIT_MAX, max(SERVER_WAIT_MIN, left)), 3)
        return self.make(self.since, held)

    def handle(self, response: httpx.Response) -> tuple[M | None, float]:
        """The message when one matched, else how long to pause before the next wait."""
        cutoff = response.headers.get(WAIT_SINCE_HEADER) or response.headers.get("mailsocket-wait-since")
        if cutoff:
            self.since = cutoff
        if response.status_code == 200:
            return self.model(_json(response)["data"]), 0.0
        if response.status_code == 204:
            logger.debug("wait: nothing yet; waiting on from %s", self.since)
            return None, 0.0
        error = error_from_answer(
            response.status_code, response.content, response.headers.get("retry-after"), self.secret
        )
        left = self.deadline - self.clock()
        if response.status_code == 429 and error.retry_after is not None and error.retry_after < left:
            logger.debug("wait: %s; trying again in %s s", error.code, error.retry_after)
            return None, error.retry_after
        raise error


# Server-Sent Events.


@dataclass(frozen=True)
class Event:
    """One Server-Sent Event."""

    id: str | None
    event: str
    data: str


@dataclass
class EventDecoder:
    """Turns the lines of a `text/event-stream` into events (the WHATWG rules: `:` starts a
    comment, an empty line ends an event, `data` lines are joined with newlines, the last `id`
    holds until another replaces it)."""

    last_id: str | None = None
    _event: str = ""
    _data: list[str] = field(default_factory=list)
    _seen_field: bool = False

    def feed(self, line: str) -> Event | None:
        """The event an empty line completes, else None."""
        if line == "":
            if not self._seen_field:
                return None
            event = Event(self.last_id, self._event or "message", "\n".join(self._data))
            self._event, self._data, self._seen_field = "", [], False
            return event
        if line.startswith(":"):
            return None
        name, _, value = line.partition(":")
        value = value[1:] if value.startswith(" ") else value
        if name == "data":
            self._data.append(value)
        elif name == "event":
            self._event = value
        elif name == "id":
            if "\0" not in value:
                self.last_id = value
        else:
            return None
        self._seen_field = True
        return None


# The two cores.


class _Bearer(httpx.Auth):
    """Adds the token to each request; never shows it."""

    def __init__(self, token: str) -> None:
        self._token = token

    def auth_flow(self, request: httpx.Request) -> Generator[httpx.Request, httpx.Response, None]:
        request.headers["Authorization"] = f"Bearer {self._token}"
        yield request

    def __repr__(self) -> str:
        return "_Bearer(token=[hidden])"


class _Common:
    """What both cores share: where to send, the token, and how a `Call` becomes a request."""

    def __init__(self, url: str | None, token: str | None, allow_insecure_http: bool, timeout: float) -> None:
        self.url = base_url(url)
        check_url(self.url, allow_insecure_http)
        self.api = self.url + "/api/v1"
        given = token if token is not None else os.environ.get("POSTERN_TOKEN")
        self._secret = given.strip() if given else None
        self.timeout = timeout

    def _options(self) -> dict[str, Any]:
        return {
            "auth": _Bearer(self._secret) if self._secret else None,
            "timeout": httpx.Timeout(self.timeout),
            "headers": {"User-Agent": f"postern-client-python/{__version__}", "Accept": "application/json"},
            "follow_redirects": False,
        }

    def _request(self, http: httpx.Client | httpx.AsyncClient, call: Call[Any]) -> httpx.Request:
        url = (self.url if call.outside_api else self.api) + call.path
        return http.build_request(
            call.method,
            url,
            params=call.params or None,
            json=None if call.body is NO_BODY else call.body,
            headers=call.headers or None,
            timeout=httpx.Timeout(call.timeout) if call.timeout is not None else httpx.USE_CLIENT_DEFAULT,
            extensions={"postern_operation": call.operation},
        )

    def _failed(self, call: Call[Any], error: Exception) -> ConnectionFailed:
        """A transport error as `ConnectionFailed`, with nothing of the request (its headers hold
        the token) attached."""
        detail = str(error) or type(error).__name__
        if self._secret:
            detail = detail.replace(self._secret, "[token]")
        return ConnectionFailed(f"{call.method} {call.path}: no answer from {self.url} ({detail})")

    def _result(self, call: Call[T], response: httpx.Response) -> T:
        if response.is_success:
            return call.read(response)
        raise error_from_answer(
            response.status_code, response.content, response.headers.get("retry-after"), self._secret
        )

    def _wait_loop(
        self,
        call: Callable[[str | None, float], Call[httpx.Response]],
        model: Callable[[Mapping[str, Any]], M],
        timeout: float,
        since: Since,
    ) -> WaitLoop[M]:
        return WaitLoop(make=call, model=model, timeout=timeout, since=since_value(since), secret=self._secret)


class SyncCore(_Common):
    """Sends calls with an `httpx.Client`."""

    def __init__(
        self,
        url: str | None,
        token: str | None,
        allow_insecure_http: bool,
        timeout: float,
        transport: httpx.BaseTransport | None,
    ) -> None:
        super().__init__(url, token, allow_insecure_http, timeout)
        self.http = httpx.Client(transport=transport, **self._options())

    def close(self) -> None:
        self.http.close()

    def send(self, call: Call[Any]) -> httpx.Response:
        """The answer, whatever its status; `ConnectionFailed` when none came."""
        try:
            return self.http.send(self._request(self.http, call))
        except httpx.TransportError as e:
            raise self._failed(call, e) from None

    def run(self, call: Call[T]) -> T:
        """The call's result, or the exception of its error answer."""
        try:
            response = self.send(call)
        except ConnectionFailed:
            if not call.retry_once:
                raise
            logger.info("%s %s: no answer; sending it again with the same idempotency key", call.method, call.path)
            response = self.send(call)
        return self._result(call, response)

    def pages(self, first: Callable[[str | None], Call[Page[T]]]) -> Iterator[T]:
        """Every item of every page, following `next_cursor`."""
        cursor: str | None = None
        while True:
            page = self.run(first(cursor))
            yield from page.items
            if not page.has_more or not page.next_cursor:
                return
            cursor = page.next_cursor

    def wait(
        self,
        call: Callable[[str | None, float], Call[httpx.Response]],
        model: Callable[[Mapping[str, Any]], M],
        timeout: float,
        since: Since,
    ) -> M:
        """Server waits one after another until a match (returned) or the timeout (`WaitTimeout`)."""
        loop = self._wait_loop(call, model, timeout, since)
        while True:
            found, pause = loop.handle(self.send(loop.next_call()))
            if found is not None:
                return found
            if pause:
                time.sleep(pause)

    @contextmanager
    def stream(self, call: Call[Any]) -> Iterator[Iterator[str]]:
        """The lines of a streamed answer; the exception of an error answer."""
        try:
            response = self.http.send(self._request(self.http, call), stream=True)
        except httpx.TransportError as e:
            raise self._failed(call, e) from None
        try:
            if not response.is_success:
                response.read()
                self._result(call, response)

            def lines() -> Iterator[str]:
                try:
                    yield from response.iter_lines()
                except httpx.TransportError as e:
                    raise self._failed(call, e) from None

            yield lines()
        finally:
            response.close()


class AsyncCore(_Common):
    """Sends calls with an `httpx.AsyncClient`."""

    def __init__(
        self,
        url: str | None,
        token: str | None,
        allow_insecure_http: bool,
        timeout: float,
        transport: httpx.AsyncBaseTransport | None,
    ) -> None:
        super().__init__(url, token, allow_insecure_http, timeout)
        self.http = httpx.AsyncClient(transport=transport, **self._options())

    async def close(self) -> None:
        await self.http.aclose()

    async def send(self, call: Call[Any]) -> httpx.Response:
        try:
            return await self.http.send(self._request(self.http, call))
        except httpx.TransportError as e:
            raise self._failed(call, e) from None

    async def run(self, call: Call[T]) -> T:
        try:
            response = await self.send(call)
        except ConnectionFailed:
            if not call.retry_once:
                raise
            logger.info("%s %s: no answer; sending it again with the same idempotency key", call.method, call.path)
            response = await self.send(call)
        return self._result(call, response)

    async def pages(self, first: Callable[[str | None], Call[Page[T]]]) -> AsyncIterator[T]:
        cursor: str | None = None
        while True:
            page = await self.run(first(cursor))
            for item in page.items:
                yield item
            if not page.has_more or not page.next_cursor:
                return
            cursor = page.next_cursor

    async def wait(
        self,
        call: Callable[[str | None, float], Call[httpx.Response]],
        model: Callable[[Mapping[str, Any]], M],
        timeout: float,
        since: Since,
    ) -> M:
        loop = self._wait_loop(call, model, timeout, since)
        while True:
            found, pause = loop.handle(await self.send(loop.next_call()))
            if found is not None:
                return found
            if pause:
                await asyncio.sleep(pause)

    @asynccontextmanager
    async def stream(self, call: Call[Any]) -> AsyncIterator[AsyncIterator[str]]:
        try:
            response = await self.http.send(self._request(self.http, call), stream=True)
        except httpx.TransportError as e:
            raise self._failed(call, e) from None
        try:
            if not response.is_success:
                await response.aread()
                self._result(call, response)

            async def lines() -> AsyncIterator[str]:
                try:
                    async for line in response.aiter_lines():
                        yield line
                except httpx.TransportError as e:
                    raise self._failed(call, e) from None

            yield lines()
        finally:
            await response.aclose()


def change_of(event: Event) -> dict[str, Any] | None:
    """The feed entry an event carries, or None for an event without data."""
    if not event.data:
        return None
    entry = json.loads(event.data)
    return entry if isinstance(entry, dict) else None
