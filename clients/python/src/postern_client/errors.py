"""Errors: one class per error code of the API (docs/API.md, "Error codes"), chosen from the answer's
`error.code`, plus the two failures that happen on this side: a wait that ran out of time and a
request that never got an answer.

Every class derives from `PosternError`, so `except PosternError` catches them all; an answer with a
code this version does not know is a plain `PosternError` with that code.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import ClassVar

__all__ = [
    "ERROR_CLASSES",
    "AuthenticationFailed",
    "AuthenticationRequired",
    "Conflict",
    "ConnectionFailed",
    "CredentialInUrl",
    "CredentialsRequired",
    "CursorExpired",
    "Forbidden",
    "IdempotencyConflict",
    "InboxDisabled",
    "InternalError",
    "InvalidHost",
    "InvalidRequest",
    "LinkExpired",
    "MethodNotAllowed",
    "NotFound",
    "NotSupported",
    "PayloadTooLarge",
    "PosternError",
    "ProviderAuthFailed",
    "ProviderError",
    "ProviderThrottled",
    "ProviderUnreachable",
    "RateLimited",
    "RecipientNotAllowed",
    "RecipientRejected",
    "RegistrationDisabled",
    "SendLimitReached",
    "SendOutcomeUnknown",
    "SendRefused",
    "StreamCapacity",
    "TooManyStreams",
    "TooManyWaitRequests",
    "Unavailable",
    "UnsupportedMediaType",
    "WaitCapacity",
    "WaitTimeout",
    "error_from_answer",
]


class PosternError(Exception):
    """A refused or failed call.

    `message` is the server's sentence for a human; `code` the stable error code (None for the
    failures of this side); `status` the HTTP status (None when there was no answer); `fields` the
    parameters or body fields at fault and what is wrong with each; `retry_after` the seconds the
    server asks to wait before trying again (429 and 503 answers), else None.
    """

    CODE: ClassVar[str | None] = None

    def __init__(
        self,
        message: str,
        code: str | None = None,
        status: int | None = None,
        fields: Mapping[str, str] | None = None,
        retry_after: float | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.code = code if code is not None else self.CODE
        self.status = status
        self.fields: dict[str, str] = dict(fields or {})
        self.retry_after = retry_after

    def __str__(self) -> str:
        head = f"{self.code}: " if self.code else ""
        tail = f" (HTTP {self.status})" if self.status is not None else ""
        fields = "; ".join(f"{k}: {v}" for k, v in self.fields.items())
        return f"{head}{self.message}{tail}" + (f" [{fields}]" if fields else "")

    def __repr__(self) -> str:
        return (
            f"{type(self).__name__}(message={self.message!r}, code={self.code!r}, status={self.status!r}, "
            f"fields={self.fields!r}, retry_after={self.retry_after!r})"
        )


class WaitTimeout(PosternError):
    """Nothing matching arrived before the wait's own timeout (decided on this side: no status, no
    code). `since` is the last cutoff the server used: pass it as `since` to a later wait and no
    message that arrived in between is missed."""

    def __init__(self, message: str, since: str | None = None) -> None:
        super().__init__(message)
        self.since = since


class ConnectionFailed(PosternError):
    """No answer: the server could not be reached, the connection broke, or it did not answer in
    time. Nothing is known about whether the request took effect (an idempotent send with the same
    key is safe to repeat)."""


class AuthenticationRequired(PosternError):
    """401: no `Authorization` header (no token given, nor `POSTERN_TOKEN`)."""

    CODE = "authentication_required"


class AuthenticationFailed(PosternError):
    """401: the token is malformed, revoked, expired, or was never issued."""

    CODE = "authentication_failed"


class CredentialInUrl(PosternError):
    """400: a credential was found in the path or the query; the request was not logged."""

    CODE = "credential_in_url"


class InvalidRequest(PosternError):
    """400: malformed JSON, a wrong type, a bad parameter or cursor; `fields` names it."""

    CODE = "invalid_request"


class InvalidHost(PosternError):
    """421: `/mcp` with a Host the server does not serve."""

    CODE = "invalid_host"


class Forbidden(PosternError):
    """403: the caller sees the object but lacks the right; the message names the right."""

    CODE = "forbidden"


class NotFound(PosternError):
    """404: missing, deleted, or out of reach of every right of the caller."""

    CODE = "not_found"


class MethodNotAllowed(PosternError):
    """405."""

    CODE = "method_not_allowed"


class InboxDisabled(PosternError):
    """409: a test code or a wait on a disabled inbox."""

    CODE = "inbox_disabled"


class RegistrationDisabled(PosternError):
    """409: the installation does not let agents register themselves."""

    CODE = "registration_disabled"


class Conflict(PosternError):
    """409: the object's state forbids it (a folder that exists, a name taken, the last admin…)."""

    CODE = "conflict"


class CredentialsRequired(PosternError):
    """400: an account update changes where or as whom Postern logs in without a password;
    `fields` names each changed setting."""

    CODE = "credentials_required"


class LinkExpired(PosternError):
    """410: a one-time attachment link that was used already or has expired."""

    CODE = "link_expired"


class CursorExpired(PosternError):
    """410: a change-feed cursor from before the retention window: start again without one."""

    CODE = "cursor_expired"


class IdempotencyConflict(PosternError):
    """409: an `Idempotency-Key` used before with a different request."""

    CODE = "idempotency_conflict"


class SendOutcomeUnknown(PosternError):
    """409: an earlier send with this key may have reached the mail server; it is not sent again.
    `fields["message_id_header"]` is the Message-ID to look for."""

    CODE = "send_outcome_unknown"


class SendRefused(PosternError):
    """409: a send held for a person's approval was refused, or expired undecided: it was not
    sent (what a retry of its request with the same idempotency key answers then)."""

    CODE = "send_refused"


class RecipientRejected(PosternError):
    """422: the mail server refused a recipient (`fields["recipients"]`) or the message."""

    CODE = "recipient_rejected"


class RecipientNotAllowed(PosternError):
    """403: no grant of the caller accepts every recipient; nothing was sent."""

    CODE = "recipient_not_allowed"


class SendLimitReached(PosternError):
    """429: the caller's sends per 24 hours from this account are used up; see `retry_after`."""

    CODE = "send_limit_reached"


class PayloadTooLarge(PosternError):
    """413: the body is over 1 MiB."""

    CODE = "payload_too_large"


class UnsupportedMediaType(PosternError):
    """415: a body that is not JSON."""

    CODE = "unsupported_media_type"


class RateLimited(PosternError):
    """429: test-code quota, a token over its request rate, or too many failed authentications;
    see `retry_after`."""

    CODE = "rate_limited"


class TooManyWaitRequests(PosternError):
    """429: concurrent waits of this token or user over the cap."""

    CODE = "too_many_wait_requests"


class WaitCapacity(PosternError):
    """429: concurrent waits of the whole server over the cap."""

    CODE = "wait_capacity"


class TooManyStreams(PosternError):
    """429: change streams of this user over the cap."""

    CODE = "too_many_streams"


class StreamCapacity(PosternError):
    """429: change streams of the whole server over the cap."""

    CODE = "stream_capacity"


class ProviderAuthFailed(PosternError):
    """422: the mail server refused the account's login."""

    CODE = "provider_auth_failed"


class ProviderUnreachable(PosternError):
    """502: the mail server could not be reached (DNS, refused, timeout, TLS)."""

    CODE = "provider_unreachable"


class ProviderError(PosternError):
    """502: the mail server answered in a way Postern cannot use."""

    CODE = "provider_error"


class ProviderThrottled(PosternError):
    """503: the account's mail provider asks to slow down; see `retry_after`."""

    CODE = "provider_throttled"


class NotSupported(PosternError):
    """501: the account's provider or server cannot do this at all (its `supports` says what it
    can)."""

    CODE = "not_supported"


class Unavailable(PosternError):
    """503: something Postern needs is not there now."""

    CODE = "unavailable"


class InternalError(PosternError):
    """500: details only in the server's log."""

    CODE = "internal_error"


def _with_codes(base: type[PosternError]) -> dict[str, type[PosternError]]:
    found: dict[str, type[PosternError]] = {}
    for cls in base.__subclasses__():
        if cls.CODE is not None:
            found[cls.CODE] = cls
        found.update(_with_codes(cls))
    return found


#: Error code → the class raised for it.
ERROR_CLASSES: Mapping[str, type[PosternError]] = _with_codes(PosternError)


def _seconds(value: str | None) -> float | None:
    """`Retry-After` in seconds; an HTTP date (which Postern does not send) counts as unknown."""
    if value is None:
        return None
    try:
        seconds = float(value.strip())
    except ValueError:
        return None
    return seconds if seconds >= 0 else None


def error_from_answer(status: int, body: bytes, retry_after: str | None, secret: str | None) -> PosternError:
    """The exception for an error answer: the class of its `error.code`, or `PosternError` for an
    unknown code or a body that is not Postern's (a proxy's page). `secret` (the token) is cut out
    of every text that goes into the exception."""

    def scrub(text: str) -> str:
        return text.replace(secret, "[token]") if secret else text

    code: str | None = None
    message = f"HTTP {status} without an error body"
    fields: dict[str, str] = {}
    try:
        error = json.loads(body)["error"]
        code = str(error["code"])
        message = str(error.get("message") or code)
        raw_fields = error.get("fields") or {}
        if isinstance(raw_fields, Mapping):
            fields = {scrub(str(k)): scrub(str(v)) for k, v in raw_fields.items()}
    except (ValueError, KeyError, TypeError):
        text = body[:200].decode("utf-8", "replace").strip()
        if text:
            message = f"HTTP {status}: {text}"
    cls = ERROR_CLASSES.get(code, PosternError) if code else PosternError
    return cls(scrub(message), code=code, status=status, fields=fields, retry_after=_seconds(retry_after))
