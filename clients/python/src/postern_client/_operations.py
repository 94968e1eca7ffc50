"""Which operation of the OpenAPI document (docs/openapi.json) each public method calls, and which
operations the client leaves out and why. A unit test holds these against the document: every
operationId is called by some method or listed in `NOT_COVERED`, and no method names an
operationId the document lacks.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])

#: operationId → the qualified names of the methods that call it (sync and async).
OPERATIONS: dict[str, set[str]] = {}

#: operationId → why the client does not call it.
NOT_COVERED: Mapping[str, str] = {
    "healthz": "a health check for orchestrators and load balancers, outside the API (no token)",
    "livez": "a liveness probe for orchestrators, outside the API (no token)",
    "readyz": "a readiness probe for orchestrators, outside the API (no token)",
    "oauth_callback": "where the provider sends the person's browser back after signing in; not called by scripts",
    "oauth_confirm": "the confirmation form of the callback's page, posted by the person's browser",
    "push_google": "Gmail's Pub/Sub push, called by Google with its own OIDC token",
    "push_microsoft": "Microsoft Graph's change notifications, called by Microsoft",
    "push_microsoft_lifecycle": "Microsoft Graph's lifecycle notifications, called by Microsoft",
    "attachment_links_read": (
        "a one-time link for someone without a token: fetch the absolute `url` that "
        "messages.attachment_link returns with any HTTP client"
    ),
    "authorizations_read": "what the web UI's consent page shows of an MCP client's sign-in",
    "authorizations_consent": (
        "a person's consent to an MCP client's sign-in, given in the browser the client sent "
        "(it needs that browser's cookie); not called by scripts"
    ),
    "authorizations_deny": "a person's refusal of an MCP client's sign-in, given in the browser the client sent",
    "audit_tool_calls_create": (
        "not for scripts: Postern's MCP server records every tool call it answers in the audit there"
    ),
}


def operation(operation_id: str) -> Callable[[F], F]:
    """Marks a method as calling `operation_id` (kept on it as `__postern_operation__` and in
    `OPERATIONS`)."""

    def mark(method: F) -> F:
        method.__postern_operation__ = operation_id  # type: ignore[attr-defined]
        OPERATIONS.setdefault(operation_id, set()).add(method.__qualname__)
        return method

    return mark
