"""Every operation the clients call, as a function that builds its `Call` (no I/O): the path with
its ids encoded, the query, the body and how to read the answer. The sync and the async resources
are thin wrappers over these, so each request is written once.

Each builder is named after the operationId it calls; `OPERATIONS` in `_operations` records which
public methods call which.
"""

from __future__ import annotations

import base64
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from typing import Any, Literal

import httpx

from ._core import (
    STREAM_IDLE,
    WAIT_SLACK,
    Call,
    Ref,
    body,
    format_seconds,
    idempotency_key,
    ident,
    iso,
    path,
    query,
    read_bytes,
    read_data,
    read_each,
    read_nothing,
    read_page,
    read_plain,
    read_text,
    read_whole,
)
from .models import (
    Account,
    AccountMessage,
    AccountMessageRead,
    AgentKey,
    ChangePage,
    CreatedToken,
    Folder,
    HeldSend,
    Inbox,
    InboxMessage,
    Page,
    Role,
    SendReceipt,
    TestCode,
    Token,
    User,
    Webhook,
    any_message,
)

#: What a wait asks for: a code, a sign-in link, or either.
Require = Literal["otp", "link", "any"]
#: A time for the list filters `after`/`before`: a `datetime`, unix seconds or an ISO 8601 string.
When = datetime | int | float | str | None
#: A recipient: an address, or `{"email": …, "name": …}`.
Recipient = str | Mapping[str, Any]
Recipients = Recipient | Sequence[Recipient] | None


def _when(value: When) -> str | None:
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, datetime):
        return iso(value)
    return format_seconds(float(value))


def _recipients(value: Recipients) -> list[dict[str, Any]] | None:
    if value is None:
        return None
    items = [value] if isinstance(value, (str, Mapping)) else list(value)
    return [{"email": item} if isinstance(item, str) else dict(item) for item in items]


def upload(filename: str, content: bytes, content_type: str | None = None) -> dict[str, Any]:
    """An attachment to send, from its bytes (`attachments=[upload("a.pdf", data)]`)."""
    return body(filename=filename, content_type=content_type, content_base64=base64.b64encode(content).decode())


def _outgoing(
    to: Recipients,
    subject: str | None,
    text: str | None,
    html: str | None,
    cc: Recipients,
    bcc: Recipients,
    sender: Recipient | None,
    attachments: Sequence[Mapping[str, Any]] | None,
    reference: Mapping[str, Any] | None,
) -> dict[str, Any]:
    source = _recipients(sender)
    return body(
        from_=source[0] if source else None,
        to=_recipients(to),
        cc=_recipients(cc),
        bcc=_recipients(bcc),
        subject=subject,
        text=text,
        html=html,
        attachments=[dict(a) for a in attachments] if attachments is not None else None,
        reference=dict(reference) if reference is not None else None,
    )


def _filters(
    q: str | None,
    sender: str | None,
    to: str | None,
    subject: str | None,
    after: When,
    before: When,
    unread: bool | None,
    starred: bool | None,
    has_attachments: bool | None,
    limit: int | None,
    cursor: str | None,
) -> dict[str, str]:
    return query(
        q=q,
        from_=sender,
        to=to,
        subject=subject,
        after=_when(after),
        before=_when(before),
        unread=unread,
        starred=starred,
        has_attachments=has_attachments,
        limit=limit,
        cursor=cursor,
    )


def _index(index: int) -> str:
    """An attachment's index as its path segment."""
    if isinstance(index, bool) or not isinstance(index, int) or index < 0:
        raise ValueError(f"an attachment index is a whole number from 0, not {index!r}")
    return str(index)


def _identity(response: httpx.Response) -> httpx.Response:
    return response


def _sent_or_held(response: httpx.Response) -> SendReceipt | HeldSend:
    """A send's answer: 202 `HeldSend` when the caller's grant holds it for a person's approval,
    else 200 `SendReceipt`."""
    if response.status_code == 202:
        return read_data(HeldSend.from_dict)(response)
    return read_data(SendReceipt.from_dict)(response)


# Inboxes.


def inboxes_create(label: str | None) -> Call[Inbox]:
    return Call("inboxes_create", "POST", "/inboxes", read_data(Inbox.from_dict), body=body(label=label))


def inboxes_list(limit: int | None, cursor: str | None) -> Call[Page[Inbox]]:
    return Call("inboxes_list", "GET", "/inboxes", read_page(Inbox.from_dict), params=query(limit=limit, cursor=cursor))


def inboxes_read(inbox: Ref) -> Call[Inbox]:
    return Call("inboxes_read", "GET", path("inboxes", "{inbox}", inbox=inbox), read_data(Inbox.from_dict))


def inboxes_update(
    inbox: Ref,
    label: str | None,
    is_enabled: bool | None,
    from_domain: str | None = None,
    require_authenticated: bool | None = None,
    allow_senders: Sequence[str] | None = None,
    block_senders: Sequence[str] | None = None,
) -> Call[Inbox]:
    fields = body(
        label=label,
        is_enabled=is_enabled,
        from_domain=from_domain,
        require_authenticated=require_authenticated,
        senders=sender_lists(allow_senders, block_senders),
    )
    if not fields:
        raise ValueError("give at least one of label, is_enabled, from_domain, require_authenticated or a sender list")
    return Call(
        "inboxes_update",
        "PATCH",
        path("inboxes", "{inbox}", inbox=inbox),
        read_data(Inbox.from_dict),
        body=fields,
    )


def inboxes_delete(inbox: Ref) -> Call[None]:
    return Call("inboxes_delete", "DELETE", path("inboxes", "{inbox}", inbox=inbox), read_nothing)


def inboxes_messages_list(
    inbox: Ref,
    has_otp: bool | None,
    subject_contains: str | None,
    sender: str | None,
    limit: int | None,
    cursor: str | None,
) -> Call[Page[InboxMessage]]:
    return Call(
        "inboxes_messages_list",
        "GET",
        path("inboxes", "{inbox}", "messages", inbox=inbox),
        read_page(InboxMessage.from_dict),
        params=query(has_otp=has_otp, subject_contains=subject_contains, from_=sender, limit=limit, cursor=cursor),
    )


def inboxes_messages_latest(inbox: Ref) -> Call[InboxMessage]:
    return Call(
        "inboxes_messages_latest",
        "GET",
        path("inboxes", "{inbox}", "messages", "latest", inbox=inbox),
        read_data(InboxMessage.from_dict),
    )


def inboxes_messages_wait(
    inbox: Ref,
    require: Require,
    min_confidence: float | None,
    from_domain: str | None = None,
    require_authenticated: bool | None = None,
) -> Callable[[str | None, float], Call[httpx.Response]]:
    route = path("inboxes", "{inbox}", "messages", "wait", inbox=inbox)

    def call(since: str | None, held: float) -> Call[httpx.Response]:
        return Call(
            "inboxes_messages_wait",
            "GET",
            route,
            _identity,
            params=query(
                timeout=held,
                require=require,
                since=since,
                min_confidence=min_confidence,
                from_domain=from_domain,
                require_authenticated=require_authenticated,
            ),
            timeout=held + WAIT_SLACK,
        )

    return call


def inboxes_test_code(inbox: Ref) -> Call[TestCode]:
    return Call(
        "inboxes_test_code",
        "POST",
        path("inboxes", "{inbox}", "test-code", inbox=inbox),
        read_data(TestCode.from_dict),
    )


def inboxes_webhook_put(inbox: Ref, url: str) -> Call[Webhook]:
    return Call(
        "inboxes_webhook_put",
        "PUT",
        path("inboxes", "{inbox}", "webhook", inbox=inbox),
        read_data(Webhook.from_dict),
        body={"url": url},
    )


def inboxes_webhook_delete(inbox: Ref) -> Call[None]:
    return Call("inboxes_webhook_delete", "DELETE", path("inboxes", "{inbox}", "webhook", inbox=inbox), read_nothing)


# Messages (by id: an inbox's or an account's).


def messages_list(
    q: str | None,
    sender: str | None,
    to: str | None,
    subject: str | None,
    after: When,
    before: When,
    unread: bool | None,
    starred: bool | None,
    has_attachments: bool | None,
    limit: int | None,
    cursor: str | None,
) -> Call[Page[AccountMessage]]:
    return Call(
        "messages_list",
        "GET",
        "/messages",
        read_page(AccountMessage.from_dict),
        params=_filters(q, sender, to, subject, after, before, unread, starred, has_attachments, limit, cursor),
    )


def messages_read(message: Ref) -> Call[InboxMessage | AccountMessageRead]:
    return Call("messages_read", "GET", path("messages", "{message}", message=message), read_data(any_message))


def messages_read_account(message: Ref) -> Call[AccountMessageRead]:
    return Call(
        "messages_read",
        "GET",
        path("messages", "{message}", message=message),
        read_data(AccountMessageRead.from_dict),
    )


def messages_read_inbox(message: Ref) -> Call[InboxMessage]:
    return Call(
        "messages_read", "GET", path("messages", "{message}", message=message), read_data(InboxMessage.from_dict)
    )


def messages_raw(message: Ref) -> Call[bytes]:
    return Call("messages_raw", "GET", path("messages", "{message}", "raw", message=message), read_bytes)


def _change(
    unread: bool | None,
    starred: bool | None,
    add_keywords: Sequence[str] | None,
    remove_keywords: Sequence[str] | None,
    folder: str | None,
) -> dict[str, Any]:
    keywords = body(
        add=list(add_keywords) if add_keywords is not None else None,
        remove=list(remove_keywords) if remove_keywords is not None else None,
    )
    change = body(unread=unread, starred=starred, keywords=keywords or None, folder=folder)
    if not change:
        raise ValueError("give at least one of unread, starred, add_keywords, remove_keywords, folder")
    return change


def messages_update(
    message: Ref,
    unread: bool | None,
    starred: bool | None,
    add_keywords: Sequence[str] | None,
    remove_keywords: Sequence[str] | None,
    folder: str | None,
) -> Call[AccountMessage]:
    return Call(
        "messages_update",
        "PATCH",
        path("messages", "{message}", message=message),
        read_data(AccountMessage.from_dict),
        body=_change(unread, starred, add_keywords, remove_keywords, folder),
    )


def messages_delete(message: Ref, permanent: bool) -> Call[None]:
    return Call(
        "messages_delete",
        "DELETE",
        path("messages", "{message}", message=message),
        read_nothing,
        params=query(permanent=True if permanent else None),
    )


def messages_batch_update(
    messages: Sequence[Ref],
    unread: bool | None,
    starred: bool | None,
    add_keywords: Sequence[str] | None,
    remove_keywords: Sequence[str] | None,
    folder: str | None,
) -> Call[list[dict[str, Any]]]:
    return Call(
        "messages_batch",
        "POST",
        "/messages/batch",
        read_each(dict),
        body={
            "ids": [ident(m) for m in messages],
            "update": _change(unread, starred, add_keywords, remove_keywords, folder),
        },
    )


def messages_batch_delete(messages: Sequence[Ref], permanent: bool) -> Call[list[dict[str, Any]]]:
    return Call(
        "messages_batch",
        "POST",
        "/messages/batch",
        read_each(dict),
        body={"ids": [ident(m) for m in messages], "delete": {"permanent": permanent}},
    )


def messages_attachment(message: Ref, index: int) -> Call[bytes]:
    return Call(
        "messages_attachment",
        "GET",
        path("messages", "{message}", "attachments", "{index}", message=message, index=_index(index)),
        read_bytes,
    )


def messages_attachment_content(
    message: Ref, index: int, first_page: int | None, pages: int | None, max_chars: int | None
) -> Call[dict[str, Any]]:
    return Call(
        "messages_attachment_content",
        "GET",
        path("messages", "{message}", "attachments", "{index}", "content", message=message, index=_index(index)),
        read_plain,
        params=query(first_page=first_page, pages=pages, max_chars=max_chars),
    )


def messages_attachment_link(message: Ref, index: int, expires_in: int | None) -> Call[dict[str, Any]]:
    return Call(
        "messages_attachment_link",
        "POST",
        path("messages", "{message}", "attachments", "{index}", "link", message=message, index=_index(index)),
        read_plain,
        body=body(expires_in=expires_in),
    )


# Accounts.


def accounts_list() -> Call[Page[Account]]:
    return Call("accounts_list", "GET", "/accounts", read_page(Account.from_dict))


def accounts_create(email: str, password: str, provider: str, settings: Mapping[str, Any] | None) -> Call[Account]:
    return Call(
        "accounts_create",
        "POST",
        "/accounts",
        read_data(Account.from_dict),
        body={
            "provider": provider,
            "email": email,
            "settings": dict(settings or {}),
            "credentials": {"password": password},
        },
    )


def accounts_read(account: Ref) -> Call[Account]:
    return Call("accounts_read", "GET", path("accounts", "{account}", account=account), read_data(Account.from_dict))


def sender_lists(allow: Sequence[str] | None, block: Sequence[str] | None) -> dict[str, Any] | None:
    """The `senders` of a PATCH: only the lists given, or None."""
    lists = body(allow=None if allow is None else list(allow), block=None if block is None else list(block))
    return lists or None


def accounts_update(
    account: Ref,
    settings: Mapping[str, Any] | None,
    password: str | None,
    allow_senders: Sequence[str] | None = None,
    block_senders: Sequence[str] | None = None,
) -> Call[Account]:
    fields = body(
        settings=dict(settings) if settings is not None else None,
        credentials={"password": password} if password is not None else None,
        senders=sender_lists(allow_senders, block_senders),
    )
    if not fields:
        raise ValueError("give settings, password or a sender list")
    return Call(
        "accounts_update",
        "PATCH",
        path("accounts", "{account}", account=account),
        read_data(Account.from_dict),
        body=fields,
    )


def accounts_delete(account: Ref) -> Call[None]:
    return Call("accounts_delete", "DELETE", path("accounts", "{account}", account=account), read_nothing)


def accounts_verify(account: Ref) -> Call[dict[str, Any]]:
    return Call("accounts_verify", "POST", path("accounts", "{account}", "verify", account=account), read_plain)


def accounts_discover(email: str) -> Call[dict[str, Any]]:
    return Call("accounts_discover", "POST", "/discovery", read_plain, body={"email": email})


def accounts_folders_list(account: Ref) -> Call[list[Folder]]:
    return Call(
        "accounts_folders_list",
        "GET",
        path("accounts", "{account}", "folders", account=account),
        read_each(Folder.from_dict),
    )


def accounts_folders_create(account: Ref, name: str, parent: Ref | None) -> Call[Folder]:
    return Call(
        "accounts_folders_create",
        "POST",
        path("accounts", "{account}", "folders", account=account),
        read_data(Folder.from_dict),
        body=body(name=name, parent=ident(parent) if parent is not None else None),
    )


def accounts_folders_update(account: Ref, folder: Ref, name: str) -> Call[Folder]:
    return Call(
        "accounts_folders_update",
        "PATCH",
        path("accounts", "{account}", "folders", "{folder}", account=account, folder=folder),
        read_data(Folder.from_dict),
        body={"name": name},
    )


def accounts_folders_delete(account: Ref, folder: Ref) -> Call[None]:
    return Call(
        "accounts_folders_delete",
        "DELETE",
        path("accounts", "{account}", "folders", "{folder}", account=account, folder=folder),
        read_nothing,
    )


def accounts_messages_list(
    account: Ref,
    folder: str | None,
    q: str | None,
    sender: str | None,
    to: str | None,
    subject: str | None,
    after: When,
    before: When,
    unread: bool | None,
    starred: bool | None,
    has_attachments: bool | None,
    limit: int | None,
    cursor: str | None,
) -> Call[Page[AccountMessage]]:
    params = _filters(q, sender, to, subject, after, before, unread, starred, has_attachments, limit, cursor)
    return Call(
        "accounts_messages_list",
        "GET",
        path("accounts", "{account}", "messages", account=account),
        read_page(AccountMessage.from_dict),
        params={**query(folder=folder), **params},
    )


def accounts_messages_wait(
    account: Ref, folder: str, require: Require, min_confidence: float | None
) -> Callable[[str | None, float], Call[httpx.Response]]:
    route = path("accounts", "{account}", "messages", "wait", account=account)

    def call(since: str | None, held: float) -> Call[httpx.Response]:
        return Call(
            "accounts_messages_wait",
            "GET",
            route,
            _identity,
            params=query(folder=folder, timeout=held, require=require, since=since, min_confidence=min_confidence),
            timeout=held + WAIT_SLACK,
        )

    return call


def accounts_send(
    account: Ref,
    to: Recipients,
    subject: str | None,
    text: str | None,
    html: str | None,
    cc: Recipients,
    bcc: Recipients,
    sender: Recipient | None,
    attachments: Sequence[Mapping[str, Any]] | None,
    reference: Mapping[str, Any] | None,
    key: str | None,
) -> Call[SendReceipt | HeldSend]:
    return Call(
        "accounts_send",
        "POST",
        path("accounts", "{account}", "send", account=account),
        _sent_or_held,
        body=_outgoing(to, subject, text, html, cc, bcc, sender, attachments, reference),
        headers={"Idempotency-Key": idempotency_key(key)},
        retry_once=True,
    )


def accounts_threads_read(account: Ref, thread: Ref) -> Call[dict[str, Any]]:
    return Call(
        "accounts_threads_read",
        "GET",
        path("accounts", "{account}", "threads", "{thread}", account=account, thread=thread),
        read_plain,
    )


# Drafts.


def drafts_list(
    account: Ref,
    q: str | None,
    sender: str | None,
    to: str | None,
    subject: str | None,
    after: When,
    before: When,
    unread: bool | None,
    starred: bool | None,
    has_attachments: bool | None,
    limit: int | None,
    cursor: str | None,
) -> Call[Page[AccountMessage]]:
    return Call(
        "drafts_list",
        "GET",
        path("accounts", "{account}", "drafts", account=account),
        read_page(AccountMessage.from_dict),
        params=_filters(q, sender, to, subject, after, before, unread, starred, has_attachments, limit, cursor),
    )


def drafts_create(
    account: Ref,
    to: Recipients,
    subject: str | None,
    text: str | None,
    html: str | None,
    cc: Recipients,
    bcc: Recipients,
    sender: Recipient | None,
    attachments: Sequence[Mapping[str, Any]] | None,
    reference: Mapping[str, Any] | None,
) -> Call[AccountMessage]:
    return Call(
        "drafts_create",
        "POST",
        path("accounts", "{account}", "drafts", account=account),
        read_data(AccountMessage.from_dict),
        body=_outgoing(to, subject, text, html, cc, bcc, sender, attachments, reference),
    )


def drafts_update(
    account: Ref,
    draft: Ref,
    to: Recipients,
    subject: str | None,
    text: str | None,
    html: str | None,
    cc: Recipients,
    bcc: Recipients,
    sender: Recipient | None,
    attachments: Sequence[Mapping[str, Any]] | None,
    reference: Mapping[str, Any] | None,
) -> Call[AccountMessage]:
    return Call(
        "drafts_update",
        "PATCH",
        path("accounts", "{account}", "drafts", "{draft}", account=account, draft=draft),
        read_data(AccountMessage.from_dict),
        body=_outgoing(to, subject, text, html, cc, bcc, sender, attachments, reference),
    )


def drafts_delete(account: Ref, draft: Ref) -> Call[None]:
    return Call(
        "drafts_delete",
        "DELETE",
        path("accounts", "{account}", "drafts", "{draft}", account=account, draft=draft),
        read_nothing,
    )


def drafts_send(account: Ref, draft: Ref, key: str | None) -> Call[SendReceipt | HeldSend]:
    return Call(
        "drafts_send",
        "POST",
        path("accounts", "{account}", "drafts", "{draft}", "send", account=account, draft=draft),
        _sent_or_held,
        headers={"Idempotency-Key": idempotency_key(key)},
        retry_once=True,
    )


# Sends held for a person's approval.


def sends_pending() -> Call[list[HeldSend]]:
    return Call("sends_pending", "GET", "/sends/pending", read_each(HeldSend.from_dict))


def sends_read(send: Ref) -> Call[HeldSend]:
    return Call("sends_read", "GET", path("sends", "{send}", send=send), read_data(HeldSend.from_dict))


def sends_approve(send: Ref) -> Call[SendReceipt]:
    return Call(
        "sends_approve", "POST", path("sends", "{send}", "approve", send=send), read_data(SendReceipt.from_dict)
    )


def sends_refuse(send: Ref) -> Call[HeldSend]:
    return Call("sends_refuse", "POST", path("sends", "{send}", "refuse", send=send), read_data(HeldSend.from_dict))


# The change feed.


def changes_list(since: str | None, limit: int | None) -> Call[ChangePage]:
    return Call(
        "changes_list",
        "GET",
        "/changes",
        lambda r: ChangePage.of(read_whole(r)),
        params=query(since=since, limit=limit),
    )


def accounts_changes_list(account: Ref, since: str | None, limit: int | None) -> Call[ChangePage]:
    return Call(
        "accounts_changes_list",
        "GET",
        path("accounts", "{account}", "changes", account=account),
        lambda r: ChangePage.of(read_whole(r)),
        params=query(since=since, limit=limit),
    )


def changes_stream(since: str | None, last_event_id: str | None) -> Call[None]:
    headers = {"Accept": "text/event-stream", "Cache-Control": "no-cache"}
    if last_event_id is not None:
        headers["Last-Event-ID"] = last_event_id
    return Call(
        "changes_stream",
        "GET",
        "/changes/stream",
        read_nothing,
        params=query(since=since) if last_event_id is None else {},
        headers=headers,
        timeout=STREAM_IDLE,
    )


# Webhooks.


def _hook(
    url: str | None,
    events: Sequence[str] | None,
    accounts: Sequence[Ref] | None,
    inboxes: Sequence[Ref] | None,
    folders: Sequence[Ref] | None,
    description: str | None,
    enabled: bool | None,
) -> dict[str, Any]:
    def ids(refs: Sequence[Ref] | None) -> list[str] | None:
        return [ident(r) for r in refs] if refs is not None else None

    return body(
        url=url,
        events=list(events) if events is not None else None,
        accounts=ids(accounts),
        inboxes=ids(inboxes),
        folders=ids(folders),
        description=description,
        enabled=enabled,
    )


def webhooks_list() -> Call[list[Webhook]]:
    return Call("webhooks_list", "GET", "/webhooks", read_each(Webhook.from_dict))


def webhooks_create(
    url: str,
    events: Sequence[str] | None,
    accounts: Sequence[Ref] | None,
    inboxes: Sequence[Ref] | None,
    folders: Sequence[Ref] | None,
    description: str | None,
    enabled: bool | None,
) -> Call[Webhook]:
    return Call(
        "webhooks_create",
        "POST",
        "/webhooks",
        read_data(Webhook.from_dict),
        body=_hook(url, events, accounts, inboxes, folders, description, enabled),
    )


def webhooks_read(webhook: Ref) -> Call[Webhook]:
    return Call("webhooks_read", "GET", path("webhooks", "{webhook}", webhook=webhook), read_data(Webhook.from_dict))


def webhooks_update(
    webhook: Ref,
    url: str | None,
    events: Sequence[str] | None,
    accounts: Sequence[Ref] | None,
    inboxes: Sequence[Ref] | None,
    folders: Sequence[Ref] | None,
    description: str | None,
    enabled: bool | None,
) -> Call[Webhook]:
    return Call(
        "webhooks_update",
        "PATCH",
        path("webhooks", "{webhook}", webhook=webhook),
        read_data(Webhook.from_dict),
        body=_hook(url, events, accounts, inboxes, folders, description, enabled),
    )


def webhooks_delete(webhook: Ref) -> Call[None]:
    return Call("webhooks_delete", "DELETE", path("webhooks", "{webhook}", webhook=webhook), read_nothing)


def webhooks_attempts_list(webhook: Ref, limit: int | None) -> Call[list[dict[str, Any]]]:
    return Call(
        "webhooks_attempts_list",
        "GET",
        path("webhooks", "{webhook}", "attempts", webhook=webhook),
        read_each(dict),
        params=query(limit=limit),
    )


def webhooks_redeliver(webhook: Ref, event_id: str) -> Call[dict[str, Any]]:
    return Call(
        "webhooks_redeliver",
        "POST",
        path("webhooks", "{webhook}", "redeliver", webhook=webhook),
        read_plain,
        body={"event_id": event_id},
    )


def webhooks_replay(webhook: Ref, since: str | datetime) -> Call[Webhook]:
    return Call(
        "webhooks_replay",
        "POST",
        path("webhooks", "{webhook}", "replay", webhook=webhook),
        read_data(Webhook.from_dict),
        body={"since": _when(since)},
    )


def webhooks_secret_rotate(webhook: Ref, grace_seconds: int | None) -> Call[Webhook]:
    return Call(
        "webhooks_secret_rotate",
        "POST",
        path("webhooks", "{webhook}", "secret", webhook=webhook),
        read_data(Webhook.from_dict),
        body=body(grace_seconds=grace_seconds),
    )


def webhooks_test(webhook: Ref) -> Call[dict[str, Any]]:
    return Call("webhooks_test", "POST", path("webhooks", "{webhook}", "test", webhook=webhook), read_plain)


# Users, tokens, roles.


def me_read() -> Call[dict[str, Any]]:
    return Call("me_read", "GET", "/me", read_plain)


def users_list() -> Call[Page[User]]:
    return Call("users_list", "GET", "/users", read_page(User.from_dict))


def users_create(name: str, roles: Sequence[str] | None, grants: Sequence[Mapping[str, Any]] | None) -> Call[User]:
    return Call(
        "users_create",
        "POST",
        "/users",
        read_data(User.from_dict),
        body=body(
            name=name,
            roles=list(roles) if roles is not None else None,
            grants=[dict(g) for g in grants] if grants is not None else None,
        ),
    )


def users_read(user: Ref) -> Call[User]:
    return Call("users_read", "GET", path("users", "{user}", user=user), read_data(User.from_dict))


def users_update(
    user: Ref,
    name: str | None,
    roles: Sequence[str] | None,
    grants: Sequence[Mapping[str, Any]] | None,
    disabled: bool | None,
    totp_required: bool | None,
) -> Call[User]:
    change = body(
        name=name,
        roles=list(roles) if roles is not None else None,
        grants=[dict(g) for g in grants] if grants is not None else None,
        disabled=disabled,
        totp_required=totp_required,
    )
    if not change:
        raise ValueError("give at least one of name, roles, grants, disabled, totp_required")
    return Call("users_update", "PATCH", path("users", "{user}", user=user), read_data(User.from_dict), body=change)


def users_delete(user: Ref) -> Call[None]:
    return Call("users_delete", "DELETE", path("users", "{user}", user=user), read_nothing)


def users_setup_link_create(user: Ref) -> Call[dict[str, Any]]:
    return Call("users_setup_link_create", "POST", path("users", "{user}", "setup-link", user=user), read_plain)


def users_second_factor_delete(user: Ref) -> Call[None]:
    return Call(
        "users_second_factor_delete", "DELETE", path("users", "{user}", "second-factor", user=user), read_nothing
    )


def users_sessions_list(user: Ref) -> Call[Page[dict[str, Any]]]:
    return Call("users_sessions_list", "GET", path("users", "{user}", "sessions", user=user), read_page(dict))


def users_sessions_delete(user: Ref, session: Ref) -> Call[None]:
    return Call(
        "users_sessions_delete",
        "DELETE",
        path("users", "{user}", "sessions", "{session}", user=user, session=session),
        read_nothing,
    )


def users_tokens_list(user: Ref) -> Call[Page[Token]]:
    return Call("users_tokens_list", "GET", path("users", "{user}", "tokens", user=user), read_page(Token.from_dict))


def users_tokens_create(
    user: Ref, name: str, expires_at: str | datetime | None, grants: Sequence[Mapping[str, Any]] | None
) -> Call[CreatedToken]:
    return Call(
        "users_tokens_create",
        "POST",
        path("users", "{user}", "tokens", user=user),
        lambda r: CreatedToken.from_dict(read_whole(r)),
        body=body(
            name=name, expires_at=_when(expires_at), grants=[dict(g) for g in grants] if grants is not None else None
        ),
    )


def users_tokens_delete(user: Ref, token: Ref) -> Call[None]:
    return Call(
        "users_tokens_delete",
        "DELETE",
        path("users", "{user}", "tokens", "{token}", user=user, token=token),
        read_nothing,
    )


def roles_list() -> Call[Page[Role]]:
    return Call("roles_list", "GET", "/roles", read_page(Role.from_dict))


def roles_read(name: str) -> Call[Role]:
    return Call("roles_read", "GET", path("roles", "{name}", name=name), read_data(Role.from_dict))


def roles_put(name: str, grants: Sequence[Mapping[str, Any]], description: str | None) -> Call[Role]:
    return Call(
        "roles_put",
        "PUT",
        path("roles", "{name}", name=name),
        read_data(Role.from_dict),
        body=body(description=description, grants=[dict(g) for g in grants]),
    )


def roles_delete(name: str) -> Call[None]:
    return Call("roles_delete", "DELETE", path("roles", "{name}", name=name), read_nothing)


def agents_register(name: str | None) -> Call[AgentKey]:
    return Call("agents_register", "POST", "/agents/register", read_data(AgentKey.from_dict), body=body(name=name))


# Audit and service.


def _audit_filters(
    action: str | None,
    actor: str | None,
    target: str | None,
    outcome: str | None,
    account: Ref | None,
    after: When,
    before: When,
    limit: int | None,
    cursor: str | None,
) -> dict[str, str]:
    return query(
        action=action,
        actor=actor,
        target=target,
        outcome=outcome,
        account_id=ident(account) if account is not None else None,
        after=_when(after),
        before=_when(before),
        limit=limit,
        cursor=cursor,
    )


def audit_list(
    action: str | None,
    actor: str | None,
    target: str | None,
    outcome: str | None,
    account: Ref | None,
    after: When,
    before: When,
    limit: int | None,
    cursor: str | None,
) -> Call[Page[dict[str, Any]]]:
    return Call(
        "audit_list",
        "GET",
        "/audit",
        read_page(dict),
        params=_audit_filters(action, actor, target, outcome, account, after, before, limit, cursor),
    )


def sends_list(
    actor: str | None,
    target: str | None,
    outcome: str | None,
    account: Ref | None,
    after: When,
    before: When,
    limit: int | None,
    cursor: str | None,
) -> Call[Page[dict[str, Any]]]:
    return Call(
        "sends_list",
        "GET",
        "/sends",
        read_page(dict),
        params=_audit_filters(None, actor, target, outcome, account, after, before, limit, cursor),
    )


def audit_verify() -> Call[dict[str, Any]]:
    return Call("audit_verify", "GET", "/audit/verify", read_plain)


def service_read() -> Call[dict[str, Any]]:
    return Call("service_read", "GET", "/service", read_plain)


def service_dns() -> Call[dict[str, Any]]:
    return Call("service_dns", "GET", "/service/dns", read_whole)


def log_read(level: str | None, limit: int | None) -> Call[dict[str, Any]]:
    return Call("log_read", "GET", "/log", read_whole, params=query(level=level, limit=limit))


def openapi() -> Call[dict[str, Any]]:
    return Call("openapi", "GET", "/openapi.json", read_whole)


def metrics() -> Call[str]:
    return Call("metrics", "GET", "/metrics", read_text, headers={"Accept": "*/*"}, outside_api=True)


# OAuth sign-ins (Microsoft, Google).


def _sign_in(
    account: Ref | None, login_hint: str | None, protocol: str | None, settings: Mapping[str, Any] | None
) -> dict[str, Any]:
    return body(
        account_id=ident(account) if account is not None else None,
        login_hint=login_hint,
        protocol=protocol,
        settings=dict(settings) if settings is not None else None,
    )


def oauth_start(
    provider: str,
    account: Ref | None,
    login_hint: str | None,
    protocol: str | None,
    settings: Mapping[str, Any] | None,
) -> Call[dict[str, Any]]:
    return Call(
        "oauth_start",
        "POST",
        path("oauth", "{provider}", "start", provider=provider),
        read_plain,
        body=_sign_in(account, login_hint, protocol, settings),
    )


def oauth_device(
    provider: str, account: Ref | None, protocol: str | None, settings: Mapping[str, Any] | None
) -> Call[dict[str, Any]]:
    return Call(
        "oauth_device",
        "POST",
        path("oauth", "{provider}", "device", provider=provider),
        read_plain,
        body=_sign_in(account, None, protocol, settings),
    )


def oauth_sign_ins_read(sign_in: Ref) -> Call[dict[str, Any]]:
    return Call("oauth_sign_ins_read", "GET", path("oauth", "sign-ins", "{sign_in}", sign_in=sign_in), read_plain)
