"""Typed views of the answers scripts handle most, as frozen dataclasses.

Each is built by `from_dict`, which takes the fields it knows, leaves out any it does not (a newer
server may add fields) and keeps the whole JSON object as `.raw`. A field the server did not send
keeps its default (None, "", False or empty). Times are the server's RFC 3339 strings, UTC with
microseconds (`2026-10-12T03:04:05.123456Z`), kept as they are so that they can be sent back (as a
wait's `since`, say) without losing precision.

Secrets in answers (a new token, a webhook's signing secret) are left out of `repr`, as is `raw`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

__all__ = [
    "Account",
    "AccountMessage",
    "AccountMessageRead",
    "Actor",
    "Address",
    "AgentKey",
    "Attachment",
    "Authentication",
    "Candidate",
    "Change",
    "ChangePage",
    "CreatedToken",
    "Decision",
    "Folder",
    "HeldAttachment",
    "HeldMessage",
    "HeldSend",
    "Inbox",
    "InboxMessage",
    "Model",
    "Page",
    "Role",
    "SendReceipt",
    "SenderLists",
    "TestCode",
    "Token",
    "User",
    "Webhook",
    "any_message",
]

M = TypeVar("M", bound="Model")
T = TypeVar("T")


def _key(name: str) -> dict[str, Any]:
    """Field metadata: the JSON key is `name` (for keys that are Python keywords, like `from`)."""
    return {"key": name}


def _each(model: Callable[[Mapping[str, Any]], Any]) -> dict[str, Any]:
    """Field metadata: a list whose items are built by `model`."""
    return {"convert": lambda items: [model(item) for item in items]}


def _one(model: Callable[[Mapping[str, Any]], Any]) -> dict[str, Any]:
    """Field metadata: an object built by `model`."""
    return {"convert": model}


@dataclass(frozen=True, kw_only=True)
class Model:
    """The base of every model: `raw` is the object as the server sent it."""

    raw: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    @classmethod
    def from_dict(cls: type[M], data: Mapping[str, Any]) -> M:
        """Builds the model from an answer's object; unknown keys are ignored (and kept in `raw`)."""
        values: dict[str, Any] = {}
        for f in dataclasses.fields(cls):
            if f.name == "raw":
                continue
            key = f.metadata.get("key", f.name)
            if key not in data:
                continue
            value = data[key]
            convert = f.metadata.get("convert")
            values[f.name] = convert(value) if convert is not None and value is not None else value
        return cls(raw=dict(data), **values)


@dataclass(frozen=True, kw_only=True)
class SenderLists(Model):
    """Whose mail an inbox takes (docs/SENDER_AUTH.md): domains (with their subdomains) and addresses.
    `block` is refused; with `allow`, mail from anyone else is kept but quarantined."""

    allow: list[str] = field(default_factory=list)
    block: list[str] = field(default_factory=list)


@dataclass(frozen=True, kw_only=True)
class Inbox(Model):
    """A disposable inbox. `message_count_month` and `webhook_configured` are only in `inboxes.get`;
    `from_domain` and `require_authenticated` are the default of waits that name no sender."""

    id: str = ""
    label: str = ""
    address: str = ""
    is_enabled: bool = True
    created_at: str = ""
    updated_at: str = ""
    message_count_month: int | None = None
    webhook_configured: bool | None = None
    from_domain: str | None = None
    require_authenticated: bool = False
    senders: SenderLists = field(default_factory=SenderLists, metadata=_one(SenderLists.from_dict))


@dataclass(frozen=True, kw_only=True)
class Candidate(Model):
    """A code or link the extractor considered (docs/EXTRACTION.md)."""

    kind: str = ""
    value: str = ""
    score: float = 0.0
    place: str = ""
    evidence: list[str] = field(default_factory=list)


@dataclass(frozen=True, kw_only=True)
class Authentication(Model):
    """Who really sent a message (docs/SENDER_AUTH.md): each check's result (`pass`, `fail`,
    `softfail`, `neutral`, `none`, `temperror`, `permerror`); `domain` is the DMARC-aligned,
    authenticated domain (None unless DMARC passed), `policy` the From domain's DMARC policy."""

    spf: str = "none"
    dkim: str = "none"
    dmarc: str = "none"
    arc: str = "none"
    domain: str | None = None
    policy: str | None = None
    source: str = ""


@dataclass(frozen=True, kw_only=True)
class InboxMessage(Model):
    """A message an inbox received. `otp` is the code found with confidence (None without one),
    `magic_link` the sign-in link; `sender` is the `From:` header in display form. `quarantined`:
    its sender is not on the inbox's allow list, so no wait returns it."""

    id: str = ""
    inbox_id: str = ""
    sender: str = field(default="", metadata=_key("from"))
    to: list[str] = field(default_factory=list)
    cc: list[str] = field(default_factory=list)
    subject: str = ""
    received_at: str = ""
    status: str = ""
    otp: str | None = None
    otp_confidence: float | None = None
    detected_otp: str | None = None
    magic_link: str | None = None
    link_confidence: float | None = None
    links: list[str] = field(default_factory=list)
    envelope_from: str = ""
    envelope_recipient: str = ""
    text: str = ""
    html: str = ""
    candidates: list[Candidate] = field(default_factory=list, metadata=_each(Candidate.from_dict))
    authentication: Authentication | None = field(default=None, metadata=_one(Authentication.from_dict))
    quarantined: bool = False


@dataclass(frozen=True, kw_only=True)
class Address(Model):
    """A mail address and its display name."""

    name: str | None = None
    email: str = ""


@dataclass(frozen=True, kw_only=True)
class Attachment(Model):
    """One attachment of an account message; `index` is what `messages.attachment` takes."""

    index: int = 0
    filename: str | None = None
    content_type: str = ""
    size: int = 0
    inline: bool = False
    content_id: str | None = None


@dataclass(frozen=True, kw_only=True)
class Account(Model):
    """A connected mailbox. `settings`, `sync` and `provider_limits` are plain dicts."""

    id: str = ""
    email: str = ""
    provider: str = ""
    settings: dict[str, Any] = field(default_factory=dict)
    status: str = ""
    status_reason: str | None = None
    capabilities: list[str] = field(default_factory=list)
    supports: list[str] = field(default_factory=list)
    sync: dict[str, Any] = field(default_factory=dict)
    created_at: str = ""
    updated_at: str = ""
    provider_limits: dict[str, Any] | None = None
    senders: SenderLists = field(default_factory=SenderLists, metadata=_one(SenderLists.from_dict))


@dataclass(frozen=True, kw_only=True)
class AccountMessage(Model):
    """A message of a connected account as lists show it. `sender` is the `From:` addresses;
    `authentication` the provider's verdict on it, once its body was read; `quarantined`: held back
    by the account's sender lists, so no wait returns it."""

    id: str = ""
    account_id: str = ""
    folder_id: str = ""
    message_id: str | None = None
    thread_id: str = ""
    subject: str = ""
    sender: list[Address] = field(default_factory=list, metadata={**_key("from"), **_each(Address.from_dict)})
    to: list[Address] = field(default_factory=list, metadata=_each(Address.from_dict))
    cc: list[Address] = field(default_factory=list, metadata=_each(Address.from_dict))
    date: str | None = None
    received_at: str = ""
    size: int = 0
    flags: list[str] = field(default_factory=list)
    unread: bool = False
    starred: bool = False
    has_attachments: bool = False
    otp: str | None = None
    otp_confidence: float | None = None
    magic_link: str | None = None
    link_confidence: float | None = None
    authentication: Authentication | None = field(default=None, metadata=_one(Authentication.from_dict))
    quarantined: bool = False


@dataclass(frozen=True, kw_only=True)
class AccountMessageRead(AccountMessage):
    """An account message read in full: its index entry plus the body, links and attachments."""

    bcc: list[Address] = field(default_factory=list, metadata=_each(Address.from_dict))
    text: str = ""
    html: str = ""
    links: list[str] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list, metadata=_each(Attachment.from_dict))


def any_message(data: Mapping[str, Any]) -> InboxMessage | AccountMessageRead:
    """A message read by id: an inbox's (it has `inbox_id`) or an account's."""
    if "inbox_id" in data:
        return InboxMessage.from_dict(data)
    return AccountMessageRead.from_dict(data)


@dataclass(frozen=True, kw_only=True)
class Folder(Model):
    """A folder of a connected account; `role` is `inbox`, `sent`, `drafts`, … or None."""

    id: str = ""
    account_id: str = ""
    name: str = ""
    role: str | None = None
    selectable: bool = True
    message_count: int = 0
    unread_count: int = 0


@dataclass(frozen=True, kw_only=True)
class SendReceipt(Model):
    """A message the mail server accepted; a retry with the same idempotency key answers the same."""

    id: str = ""
    status: str = ""
    message_id_header: str = ""
    recipients: list[str] = field(default_factory=list)
    server_answer: str = ""
    sent_copy: bool = False
    sent_at: str = ""


@dataclass(frozen=True, kw_only=True)
class Actor(Model):
    """Who asked for or decided a held send: the user and the token it acted with."""

    user_id: str = ""
    token_id: str = ""


@dataclass(frozen=True, kw_only=True)
class Decision(Model):
    """How a held send was decided: `decision` is `approved`, `refused` or `expired`; `by` is who
    decided (None when it expired undecided)."""

    decision: str = ""
    by: Actor | None = field(default=None, metadata=_one(Actor.from_dict))
    at: str = ""


@dataclass(frozen=True, kw_only=True)
class HeldAttachment(Model):
    """One attachment of the message a held send would send."""

    filename: str | None = None
    content_type: str = ""
    size: int = 0


@dataclass(frozen=True, kw_only=True)
class HeldMessage(Model):
    """What a held send would send, for the person who decides. `sender` is the `From:` header."""

    sender: str | None = field(default=None, metadata=_key("from"))
    to: list[str] = field(default_factory=list)
    cc: list[str] = field(default_factory=list)
    subject: str | None = None
    text: str = ""
    attachments: list[HeldAttachment] = field(default_factory=list, metadata=_each(HeldAttachment.from_dict))
    size: int = 0


@dataclass(frozen=True, kw_only=True)
class HeldSend(Model):
    """A send held for a person's approval (docs/AGENT_SAFETY.md): what a send answers (HTTP 202)
    instead of a `SendReceipt` when the caller's grant says `approval`. It goes once approved,
    never if refused or expired.

    `status` is `pending`, `sending` (approved, going now), `sent`, `failed`, `refused` or
    `expired`; `approval` the grant's condition (`required` or `after_untrusted`). `requested_by`
    is absent from the send's own answer; `decided` is None until decided; `message` (what it
    would send) is there while it waits, in `sends.get` and `sends.pending`."""

    id: str = ""
    account_id: str = ""
    status: str = ""
    approval: str = ""
    requested_by: Actor | None = field(default=None, metadata=_one(Actor.from_dict))
    decided: Decision | None = field(default=None, metadata=_one(Decision.from_dict))
    recipients: list[str] = field(default_factory=list)
    message_id_header: str = ""
    created_at: str | None = None
    expires_at: str = ""
    message: HeldMessage | None = field(default=None, metadata=_one(HeldMessage.from_dict))


@dataclass(frozen=True, kw_only=True)
class TestCode(Model):
    """A test code put into an inbox."""

    __test__ = False  # not a pytest test class, despite its name

    message_id: str = ""
    sent_at: str = ""


@dataclass(frozen=True, kw_only=True)
class Change(Model):
    """One event of the change feed; `cursor` is its position (`chg_<n>`): resume after it."""

    id: str = ""
    type: str = ""
    at: str = ""
    message_id: str | None = None
    inbox_id: str | None = None
    account_id: str | None = None
    folder_id: str | None = None
    cursor: str = ""


@dataclass(frozen=True, kw_only=True)
class Webhook(Model):
    """A webhook endpoint. `secret` is only in the answer that made it or rotated it (and never in
    `repr`); `attempts` (plain dicts) only in `webhooks.get`."""

    id: str = ""
    url: str = ""
    description: str = ""
    events: list[str] = field(default_factory=list)
    enabled: bool = True
    status: str = ""
    paused_reason: str | None = None
    failures: int = 0
    failing_since: str | None = None
    next_attempt_at: str | None = None
    last_error: str | None = None
    cursor: str = ""
    created_at: str = ""
    updated_at: str = ""
    accounts: list[str] | None = None
    inboxes: list[str] | None = None
    folders: list[str] | None = None
    inbox_id: str | None = None
    secret: str | None = field(default=None, repr=False)
    previous_secret_until: str | None = None
    attempts: list[dict[str, Any]] | None = None


@dataclass(frozen=True, kw_only=True)
class Token(Model):
    """An API token, never its secret. `grants` None: what its user may."""

    id: str = ""
    user_id: str = ""
    name: str = ""
    grants: list[dict[str, Any]] | None = None
    expires_at: str | None = None
    revoked_at: str | None = None
    created_at: str = ""
    # The MCP client a person signed in from (docs/MCP_OAUTH.md); None for other tokens.
    client_id: str | None = None


@dataclass(frozen=True, kw_only=True)
class CreatedToken(Model):
    """A new token and its secret (`pst_…`), which no later answer shows. The secret is not in
    `repr`."""

    token: Token = field(default_factory=Token, metadata={**_key("data"), **_one(Token.from_dict)})
    secret: str = field(default="", repr=False, metadata=_key("token"))


@dataclass(frozen=True, kw_only=True)
class AgentKey(Model):
    """A self-registered agent's key (`api_key`, `pst_…`), which no later answer shows, with the
    user made for it and the key's token id. The key is not in `repr`."""

    api_key: str = field(default="", repr=False)
    user_id: str = ""
    token_id: str = ""
    name: str = ""
    grants: list[dict[str, Any]] = field(default_factory=list)
    created_at: str = ""


@dataclass(frozen=True, kw_only=True)
class User(Model):
    """A user; `grants` are plain dicts as docs/RIGHTS.md writes them."""

    id: str = ""
    name: str = ""
    roles: list[str] = field(default_factory=list)
    grants: list[dict[str, Any]] = field(default_factory=list)
    disabled: bool = False
    totp_required: bool = False
    created_at: str = ""
    updated_at: str = ""


@dataclass(frozen=True, kw_only=True)
class Role(Model):
    """A role: named, reusable grants."""

    name: str = ""
    description: str = ""
    grants: list[dict[str, Any]] = field(default_factory=list)
    created_at: str = ""
    updated_at: str = ""


@dataclass(frozen=True, kw_only=True)
class Page(Generic[T]):
    """One page of a list: its `items`, and `next_cursor` (None on the last page) to pass as
    `cursor` for the next one. `incomplete` (account message lists) names accounts whose server
    could not be searched for `q`. Iterating a page iterates its items."""

    items: list[T] = field(default_factory=list)
    next_cursor: str | None = None
    has_more: bool = False
    incomplete: list[str] = field(default_factory=list)
    raw: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    def __iter__(self) -> Iterator[T]:
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], item: Callable[[Mapping[str, Any]], T]) -> Page[T]:
        """A page from a list answer (`{"data": [...], "pagination": {...}}`), each item built by
        `item`."""
        pagination = data.get("pagination") or {}
        return cls(
            items=[item(entry) for entry in data.get("data") or []],
            next_cursor=pagination.get("next_cursor"),
            has_more=bool(pagination.get("has_more", False)),
            incomplete=list(data.get("incomplete") or []),
            raw=dict(data),
        )


@dataclass(frozen=True, kw_only=True)
class ChangePage(Page[Change]):
    """A page of the change feed, oldest first; `cursor` is where it ends: pass it as `since` to
    read on exactly after it."""

    cursor: str = ""

    @classmethod
    def of(cls, data: Mapping[str, Any]) -> ChangePage:
        """A change page from `GET /changes`."""
        page = Page.from_dict(data, Change.from_dict)
        return cls(
            items=page.items,
            next_cursor=page.next_cursor,
            has_more=page.has_more,
            cursor=str(data.get("cursor") or ""),
            raw=dict(data),
        )
