"""The asynchronous client: `AsyncClient` and its resources, the same methods as `Client`'s with
`await` (and `async for` over the `iter*` methods and `changes.follow`), on asyncio.

Each method builds its request with `_ops`, as the sync client does, and sends it through
`AsyncCore`; `operation` records the operationId it calls. A unit test holds the two clients'
methods, signatures and docstrings equal.
"""

from __future__ import annotations

import asyncio
import builtins
import logging
from collections.abc import AsyncIterator, Mapping, Sequence
from datetime import datetime
from types import TracebackType
from typing import Any

import httpx

from . import _ops as ops
from ._core import DEFAULT_TIMEOUT, AsyncCore, EventDecoder, Ref, Since, change_of
from ._operations import operation
from ._ops import Recipient, Recipients, Require, When
from ._sync import WAIT_TIMEOUT
from .errors import ConnectionFailed, RateLimited, StreamCapacity, TooManyStreams
from .models import (
    Account,
    AccountMessage,
    AccountMessageRead,
    AgentKey,
    Change,
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
)

logger = logging.getLogger("postern_client")


class _Resource:
    def __init__(self, core: AsyncCore) -> None:
        self._core = core


class AsyncInboxes(_Resource):
    """Disposable inboxes: make one, hand out its address, wait for the code or link it receives."""

    @operation("inboxes_create")
    async def create(self, label: str | None = None) -> Inbox:
        """A new inbox (`label`: up to 200 characters, for the owner)."""
        return await self._core.run(ops.inboxes_create(label))

    @operation("inboxes_list")
    async def list(self, *, limit: int | None = None, cursor: str | None = None) -> Page[Inbox]:
        """One page of the caller's inboxes, newest first (`limit` 1–100, default 25)."""
        return await self._core.run(ops.inboxes_list(limit, cursor))

    @operation("inboxes_list")
    def iter(self, *, limit: int | None = None) -> AsyncIterator[Inbox]:
        """Every inbox of the caller, newest first, page after page."""
        return self._core.pages(lambda cursor: ops.inboxes_list(limit, cursor))

    @operation("inboxes_read")
    async def get(self, inbox: Ref) -> Inbox:
        """The inbox, with `message_count_month` and `webhook_configured`."""
        return await self._core.run(ops.inboxes_read(inbox))

    @operation("inboxes_update")
    async def update(
        self,
        inbox: Ref,
        *,
        label: str | None = None,
        is_enabled: bool | None = None,
        from_domain: str | None = None,
        require_authenticated: bool | None = None,
        allow_senders: Sequence[str] | None = None,
        block_senders: Sequence[str] | None = None,
    ) -> Inbox:
        """Changes the label, enables or disables the inbox (a disabled one refuses mail), or says whose
        mail it takes (docs/SENDER_AUTH.md): `from_domain` and `require_authenticated` are the default of
        waits that name no sender (`""` clears the domain); `block_senders` (domains or addresses) are
        refused, and with `allow_senders` everyone else's mail is quarantined. A list given replaces the
        inbox's; `[]` empties it."""
        return await self._core.run(
            ops.inboxes_update(
                inbox, label, is_enabled, from_domain, require_authenticated, allow_senders, block_senders
            )
        )

    @operation("inboxes_delete")
    async def delete(self, inbox: Ref) -> None:
        """Deletes the inbox and all its messages."""
        await self._core.run(ops.inboxes_delete(inbox))

    @operation("inboxes_messages_list")
    async def list_messages(
        self,
        inbox: Ref,
        *,
        has_otp: bool | None = None,
        subject_contains: str | None = None,
        sender: str | None = None,
        limit: int | None = None,
        cursor: str | None = None,
    ) -> Page[InboxMessage]:
        """One page of the inbox's messages, newest first; `sender` filters on `From:` or the envelope
        sender (a case-insensitive substring)."""
        return await self._core.run(ops.inboxes_messages_list(inbox, has_otp, subject_contains, sender, limit, cursor))

    @operation("inboxes_messages_list")
    def iter_messages(
        self,
        inbox: Ref,
        *,
        has_otp: bool | None = None,
        subject_contains: str | None = None,
        sender: str | None = None,
        limit: int | None = None,
    ) -> AsyncIterator[InboxMessage]:
        """Every message of the inbox, newest first, page after page."""
        return self._core.pages(
            lambda cursor: ops.inboxes_messages_list(inbox, has_otp, subject_contains, sender, limit, cursor)
        )

    @operation("messages_read")
    async def get_message(self, message: Ref) -> InboxMessage:
        """One message of an inbox, by its id."""
        return await self._core.run(ops.messages_read_inbox(message))

    @operation("inboxes_messages_latest")
    async def latest_message(self, inbox: Ref) -> InboxMessage:
        """The newest message; `NotFound` when the inbox is empty."""
        return await self._core.run(ops.inboxes_messages_latest(inbox))

    @operation("messages_delete")
    async def delete_message(self, message: Ref) -> None:
        """Deletes one message of an inbox."""
        await self._core.run(ops.messages_delete(message, False))

    @operation("inboxes_messages_wait")
    async def wait(
        self,
        inbox: Ref,
        *,
        require: Require = "any",
        since: Since = None,
        timeout: float = WAIT_TIMEOUT,
        min_confidence: float | None = None,
        from_domain: str | None = None,
        require_authenticated: bool = False,
    ) -> InboxMessage:
        """The oldest message after `since` that has what `require` asks (`otp`, `link` or `any`),
        as soon as there is one; `WaitTimeout` after `timeout` seconds.

        `since`: None for the time of the call; `0` for everything in the inbox; a time
        (`datetime`, unix seconds, ISO 8601) from which on (inclusive); a message or its id: the
        messages after it. Server waits of at most 25 s are chained, each from the cutoff the last
        one used, so nothing arriving in between is missed; a 429 is waited out within `timeout`.

        `from_domain`: only mail that domain (or a subdomain) really sent, as DMARC says: a forged
        code from someone who knows the address is skipped. `require_authenticated`: only mail
        whose sender's domain passed DMARC (docs/SENDER_AUTH.md).
        """
        call = ops.inboxes_messages_wait(inbox, require, min_confidence, from_domain, require_authenticated or None)
        return await self._core.wait(call, InboxMessage.from_dict, timeout, since)

    @operation("inboxes_messages_wait")
    async def wait_for_otp(
        self,
        inbox: Ref,
        *,
        since: Since = None,
        timeout: float = WAIT_TIMEOUT,
        min_confidence: float | None = None,
        from_domain: str | None = None,
        require_authenticated: bool = False,
    ) -> InboxMessage:
        """The first message with a one-time code (its `.otp`); see `wait` for `since` and the sender."""
        return await self.wait(
            inbox,
            require="otp",
            since=since,
            timeout=timeout,
            min_confidence=min_confidence,
            from_domain=from_domain,
            require_authenticated=require_authenticated,
        )

    @operation("inboxes_messages_wait")
    async def wait_for_link(
        self,
        inbox: Ref,
        *,
        since: Since = None,
        timeout: float = WAIT_TIMEOUT,
        from_domain: str | None = None,
        require_authenticated: bool = False,
    ) -> InboxMessage:
        """The first message with a sign-in link (its `.magic_link`); see `wait` for `since` and the sender."""
        return await self.wait(
            inbox,
            require="link",
            since=since,
            timeout=timeout,
            from_domain=from_domain,
            require_authenticated=require_authenticated,
        )

    @operation("inboxes_test_code")
    async def send_test_code(self, inbox: Ref) -> TestCode:
        """Puts a message with a random 6-digit code into the inbox (5 per inbox and 20 per user an
        hour). Take a wait's `since` before calling it."""
        return await self._core.run(ops.inboxes_test_code(inbox))

    @operation("inboxes_webhook_put")
    async def set_webhook(self, inbox: Ref, url: str) -> Webhook:
        """Points the inbox's webhook at `url`; its `secret` is in the answer when it was made."""
        return await self._core.run(ops.inboxes_webhook_put(inbox, url))

    @operation("inboxes_webhook_delete")
    async def delete_webhook(self, inbox: Ref) -> None:
        """Removes the inbox's webhook."""
        await self._core.run(ops.inboxes_webhook_delete(inbox))


class AsyncMessages(_Resource):
    """Messages by id (an inbox's or a connected account's), and the search over every account."""

    @operation("messages_list")
    async def list(
        self,
        *,
        q: str | None = None,
        sender: str | None = None,
        to: str | None = None,
        subject: str | None = None,
        after: When = None,
        before: When = None,
        unread: bool | None = None,
        starred: bool | None = None,
        has_attachments: bool | None = None,
        limit: int | None = None,
        cursor: str | None = None,
    ) -> Page[AccountMessage]:
        """One page of the messages of every account the caller may list, newest first, filtered.
        `page.incomplete` names accounts whose server could not be searched for `q`."""
        return await self._core.run(
            ops.messages_list(q, sender, to, subject, after, before, unread, starred, has_attachments, limit, cursor)
        )

    @operation("messages_list")
    def iter(
        self,
        *,
        q: str | None = None,
        sender: str | None = None,
        to: str | None = None,
        subject: str | None = None,
        after: When = None,
        before: When = None,
        unread: bool | None = None,
        starred: bool | None = None,
        has_attachments: bool | None = None,
        limit: int | None = None,
    ) -> AsyncIterator[AccountMessage]:
        """Every message `list` would show, page after page."""
        return self._core.pages(
            lambda cursor: ops.messages_list(
                q, sender, to, subject, after, before, unread, starred, has_attachments, limit, cursor
            )
        )

    @operation("messages_list")
    async def search(self, q: str, *, limit: int | None = None, cursor: str | None = None) -> Page[AccountMessage]:
        """One page of the messages of every account that match `q` (subject, people, body words)."""
        return await self.list(q=q, limit=limit, cursor=cursor)

    @operation("messages_read")
    async def get(self, message: Ref) -> InboxMessage | AccountMessageRead:
        """A message by id: an `InboxMessage`, or an account's `AccountMessageRead` with its body."""
        return await self._core.run(ops.messages_read(message))

    @operation("messages_raw")
    async def raw(self, message: Ref) -> bytes:
        """The message's source (RFC 5322)."""
        return await self._core.run(ops.messages_raw(message))

    @operation("messages_update")
    async def update(
        self,
        message: Ref,
        *,
        unread: bool | None = None,
        starred: bool | None = None,
        add_keywords: Sequence[str] | None = None,
        remove_keywords: Sequence[str] | None = None,
        folder: str | None = None,
    ) -> AccountMessage:
        """Marks an account message (read, starred, keywords) or moves it (`folder`: an id or role)."""
        return await self._core.run(
            ops.messages_update(message, unread, starred, add_keywords, remove_keywords, folder)
        )

    @operation("messages_delete")
    async def delete(self, message: Ref, *, permanent: bool = False) -> None:
        """Deletes a message: an account's goes to the Trash, or for good with `permanent`."""
        await self._core.run(ops.messages_delete(message, permanent))

    @operation("messages_batch")
    async def update_many(
        self,
        messages: Sequence[Ref],
        *,
        unread: bool | None = None,
        starred: bool | None = None,
        add_keywords: Sequence[str] | None = None,
        remove_keywords: Sequence[str] | None = None,
        folder: str | None = None,
    ) -> builtins.list[dict[str, Any]]:
        """The same change to up to 100 account messages; one `{"id", "ok", "error"?}` dict each."""
        return await self._core.run(
            ops.messages_batch_update(messages, unread, starred, add_keywords, remove_keywords, folder)
        )

    @operation("messages_batch")
    async def delete_many(self, messages: Sequence[Ref], *, permanent: bool = False) -> builtins.list[dict[str, Any]]:
        """Deletes up to 100 account messages; one `{"id", "ok", "error"?}` dict each."""
        return await self._core.run(ops.messages_batch_delete(messages, permanent))

    @operation("messages_attachment")
    async def attachment(self, message: Ref, index: int) -> bytes:
        """One attachment's bytes (`index` from the message's `attachments`)."""
        return await self._core.run(ops.messages_attachment(message, index))

    @operation("messages_attachment_content")
    async def attachment_content(
        self,
        message: Ref,
        index: int,
        *,
        first_page: int | None = None,
        pages: int | None = None,
        max_chars: int | None = None,
    ) -> dict[str, Any]:
        """What an agent can read of an attachment (plain dict: `kind`, `pages_total`, `notes`,
        `parts` of `{"type": "text", "text"}` or `{"type": "image", "mime", "data_base64"}`),
        within the pages and characters asked for."""
        return await self._core.run(ops.messages_attachment_content(message, index, first_page, pages, max_chars))

    @operation("messages_attachment_link")
    async def attachment_link(self, message: Ref, index: int, *, expires_in: int | None = None) -> dict[str, Any]:
        """A link (plain dict: `url`, `expires_at`, …) that downloads the attachment once, without a
        token."""
        return await self._core.run(ops.messages_attachment_link(message, index, expires_in))


class AsyncAccounts(_Resource):
    """Connected mailboxes (IMAP, POP3, JMAP, Microsoft, Google): their folders and mail, a wait on
    a folder, and the idempotent send."""

    @operation("accounts_list")
    async def list(self) -> Page[Account]:
        """The accounts the caller may list."""
        return await self._core.run(ops.accounts_list())

    @operation("accounts_create")
    async def create(
        self, email: str, *, password: str, provider: str = "imap", settings: Mapping[str, Any] | None = None
    ) -> Account:
        """Connects a mailbox (`provider`: `imap`, `pop3` or `jmap`; `settings` as docs/ACCOUNTS.md).
        The login is tried first; nothing is stored when it fails."""
        return await self._core.run(ops.accounts_create(email, password, provider, settings))

    @operation("accounts_read")
    async def get(self, account: Ref) -> Account:
        """The account, with its sync progress."""
        return await self._core.run(ops.accounts_read(account))

    @operation("accounts_update")
    async def update(
        self,
        account: Ref,
        *,
        settings: Mapping[str, Any] | None = None,
        password: str | None = None,
        allow_senders: Sequence[str] | None = None,
        block_senders: Sequence[str] | None = None,
    ) -> Account:
        """Merges `settings` over the stored ones and/or sets a new password (tried before stored), and
        replaces the sender lists given: mail the provider did not prove comes from an allowed sender, or
        whose `From:` is blocked, is kept but quarantined, out of waits and webhooks (docs/SENDER_AUTH.md)."""
        return await self._core.run(ops.accounts_update(account, settings, password, allow_senders, block_senders))

    @operation("accounts_delete")
    async def delete(self, account: Ref) -> None:
        """Disconnects the account; its credentials, folders and index are gone."""
        await self._core.run(ops.accounts_delete(account))

    @operation("accounts_verify")
    async def verify(self, account: Ref) -> dict[str, Any]:
        """Logs in now: a plain dict `{"verification": {"ok", "error"?}, "account"}`."""
        return await self._core.run(ops.accounts_verify(account))

    @operation("accounts_discover")
    async def discover(self, email: str) -> dict[str, Any]:
        """The server settings found for `email` (plain dict: `candidates`, `sources`)."""
        return await self._core.run(ops.accounts_discover(email))

    @operation("accounts_folders_list")
    async def folders(self, account: Ref) -> builtins.list[Folder]:
        """The account's folders."""
        return await self._core.run(ops.accounts_folders_list(account))

    @operation("accounts_folders_create")
    async def create_folder(self, account: Ref, name: str, *, parent: Ref | None = None) -> Folder:
        """Creates a folder on the server (under `parent`, a folder id)."""
        return await self._core.run(ops.accounts_folders_create(account, name, parent))

    @operation("accounts_folders_update")
    async def rename_folder(self, account: Ref, folder: Ref, name: str) -> Folder:
        """Renames a folder on the server; ids are kept."""
        return await self._core.run(ops.accounts_folders_update(account, folder, name))

    @operation("accounts_folders_delete")
    async def delete_folder(self, account: Ref, folder: Ref) -> None:
        """Deletes an empty folder without a role."""
        await self._core.run(ops.accounts_folders_delete(account, folder))

    @operation("accounts_messages_list")
    async def list_messages(
        self,
        account: Ref,
        *,
        folder: str | None = None,
        q: str | None = None,
        sender: str | None = None,
        to: str | None = None,
        subject: str | None = None,
        after: When = None,
        before: When = None,
        unread: bool | None = None,
        starred: bool | None = None,
        has_attachments: bool | None = None,
        limit: int | None = None,
        cursor: str | None = None,
    ) -> Page[AccountMessage]:
        """One page of a folder (`folder`: an id or role, default `inbox`), newest first, filtered."""
        return await self._core.run(
            ops.accounts_messages_list(
                account,
                folder,
                q,
                sender,
                to,
                subject,
                after,
                before,
                unread,
                starred,
                has_attachments,
                limit,
                cursor,
            )
        )

    @operation("accounts_messages_list")
    def iter_messages(
        self,
        account: Ref,
        *,
        folder: str | None = None,
        q: str | None = None,
        sender: str | None = None,
        to: str | None = None,
        subject: str | None = None,
        after: When = None,
        before: When = None,
        unread: bool | None = None,
        starred: bool | None = None,
        has_attachments: bool | None = None,
        limit: int | None = None,
    ) -> AsyncIterator[AccountMessage]:
        """Every message `list_messages` would show, page after page."""
        return self._core.pages(
            lambda cursor: ops.accounts_messages_list(
                account,
                folder,
                q,
                sender,
                to,
                subject,
                after,
                before,
                unread,
                starred,
                has_attachments,
                limit,
                cursor,
            )
        )

    @operation("accounts_messages_list")
    async def search(
        self, account: Ref, q: str, *, folder: str | None = None, limit: int | None = None, cursor: str | None = None
    ) -> Page[AccountMessage]:
        """One page of a folder's messages matching `q` (subject, people, body words)."""
        return await self.list_messages(account, folder=folder, q=q, limit=limit, cursor=cursor)

    @operation("messages_read")
    async def get_message(self, message: Ref) -> AccountMessageRead:
        """An account message read in full: text, sanitized HTML, links, attachments."""
        return await self._core.run(ops.messages_read_account(message))

    @operation("messages_raw")
    async def raw(self, message: Ref) -> bytes:
        """An account message's source."""
        return await self._core.run(ops.messages_raw(message))

    @operation("accounts_messages_wait")
    async def wait(
        self,
        account: Ref,
        *,
        folder: str = "inbox",
        require: Require = "any",
        since: Since = None,
        timeout: float = WAIT_TIMEOUT,
        min_confidence: float | None = None,
    ) -> AccountMessage:
        """The oldest message of `folder` (an id or role) indexed after `since` that has what
        `require` asks (`otp`, `link`, `any`); `WaitTimeout` after `timeout` seconds. `since` as in
        `Inboxes.wait`."""
        return await self._core.wait(
            ops.accounts_messages_wait(account, folder, require, min_confidence),
            AccountMessage.from_dict,
            timeout,
            since,
        )

    @operation("accounts_messages_wait")
    async def wait_for_otp(
        self,
        account: Ref,
        *,
        folder: str = "inbox",
        since: Since = None,
        timeout: float = WAIT_TIMEOUT,
        min_confidence: float | None = None,
    ) -> AccountMessage:
        """The first message of `folder` with a one-time code (its `.otp`)."""
        return await self.wait(
            account, folder=folder, require="otp", since=since, timeout=timeout, min_confidence=min_confidence
        )

    @operation("accounts_messages_wait")
    async def wait_for_link(
        self, account: Ref, *, folder: str = "inbox", since: Since = None, timeout: float = WAIT_TIMEOUT
    ) -> AccountMessage:
        """The first message of `folder` with a sign-in link (its `.magic_link`)."""
        return await self.wait(account, folder=folder, require="link", since=since, timeout=timeout)

    @operation("accounts_send")
    async def send(
        self,
        account: Ref,
        *,
        to: Recipients,
        subject: str | None = None,
        text: str | None = None,
        html: str | None = None,
        cc: Recipients = None,
        bcc: Recipients = None,
        sender: Recipient | None = None,
        attachments: Sequence[Mapping[str, Any]] | None = None,
        reference: Mapping[str, Any] | None = None,
        idempotency_key: str | None = None,
    ) -> SendReceipt | HeldSend:
        """Sends a message from the account. Recipients are addresses or `{"email", "name"}` dicts;
        `attachments` are `upload(...)` dicts or `{"message_id", "index"}`; `reference`
        `{"message_id", "action": "reply"|"reply_all"|"forward"}`.

        Sent with an `Idempotency-Key` (`idempotency_key`, or a new random one): when no answer
        comes, the same request is sent once more with the same key, which the server answers
        with the first attempt's outcome instead of sending twice (`SendOutcomeUnknown` when that
        attempt may have reached the mail server).

        A `SendReceipt` once the mail server took it; a `HeldSend` (status `pending`) when the
        caller's grant holds the send for a person's approval: it goes once approved
        (`sends.approve`), never if refused or expired, and a retry with the same key answers the
        same held send again until then (`SendRefused` once it was refused or expired)."""
        return await self._core.run(
            ops.accounts_send(
                account, to, subject, text, html, cc, bcc, sender, attachments, reference, idempotency_key
            )
        )

    @operation("accounts_threads_read")
    async def thread(self, account: Ref, thread: Ref) -> dict[str, Any]:
        """A conversation (plain dict: `id`, `messages`), oldest first."""
        return await self._core.run(ops.accounts_threads_read(account, thread))


class AsyncDrafts(_Resource):
    """Drafts of a connected account: written, changed, sent."""

    @operation("drafts_list")
    async def list(
        self,
        account: Ref,
        *,
        q: str | None = None,
        sender: str | None = None,
        to: str | None = None,
        subject: str | None = None,
        after: When = None,
        before: When = None,
        unread: bool | None = None,
        starred: bool | None = None,
        has_attachments: bool | None = None,
        limit: int | None = None,
        cursor: str | None = None,
    ) -> Page[AccountMessage]:
        """One page of the Drafts folder, newest first."""
        return await self._core.run(
            ops.drafts_list(
                account, q, sender, to, subject, after, before, unread, starred, has_attachments, limit, cursor
            )
        )

    @operation("drafts_list")
    def iter(self, account: Ref, *, limit: int | None = None) -> AsyncIterator[AccountMessage]:
        """Every draft, page after page."""
        return self._core.pages(
            lambda cursor: ops.drafts_list(account, None, None, None, None, None, None, None, None, None, limit, cursor)
        )

    @operation("drafts_create")
    async def create(
        self,
        account: Ref,
        *,
        to: Recipients = None,
        subject: str | None = None,
        text: str | None = None,
        html: str | None = None,
        cc: Recipients = None,
        bcc: Recipients = None,
        sender: Recipient | None = None,
        attachments: Sequence[Mapping[str, Any]] | None = None,
        reference: Mapping[str, Any] | None = None,
    ) -> AccountMessage:
        """A new draft, with the fields of `Accounts.send` (recipients optional)."""
        return await self._core.run(
            ops.drafts_create(account, to, subject, text, html, cc, bcc, sender, attachments, reference)
        )

    @operation("drafts_update")
    async def update(
        self,
        account: Ref,
        draft: Ref,
        *,
        to: Recipients = None,
        subject: str | None = None,
        text: str | None = None,
        html: str | None = None,
        cc: Recipients = None,
        bcc: Recipients = None,
        sender: Recipient | None = None,
        attachments: Sequence[Mapping[str, Any]] | None = None,
        reference: Mapping[str, Any] | None = None,
    ) -> AccountMessage:
        """Replaces the draft's whole content; it keeps its id."""
        return await self._core.run(
            ops.drafts_update(account, draft, to, subject, text, html, cc, bcc, sender, attachments, reference)
        )

    @operation("drafts_delete")
    async def delete(self, account: Ref, draft: Ref) -> None:
        """Deletes the draft for good."""
        await self._core.run(ops.drafts_delete(account, draft))

    @operation("drafts_send")
    async def send(self, account: Ref, draft: Ref, *, idempotency_key: str | None = None) -> SendReceipt | HeldSend:
        """Sends the draft as it is, with an idempotency key as `Accounts.send` does: a
        `SendReceipt`, or a `HeldSend` when the caller's grant holds it for a person's approval."""
        return await self._core.run(ops.drafts_send(account, draft, idempotency_key))


class AsyncSends(_Resource):
    """Sends held for a person's approval (docs/AGENT_SAFETY.md): a send whose grant says
    `approval` answers a `HeldSend` instead of going out; a caller that may send from its account
    to its recipients without approval decides it. The record of every send attempt is
    `audit.sends`."""

    @operation("sends_pending")
    async def pending(self) -> builtins.list[HeldSend]:
        """The sends waiting for approval on the accounts where the caller may send, oldest first
        (at most 200), each with the `message` it would send."""
        return await self._core.run(ops.sends_pending())

    @operation("sends_read")
    async def get(self, send: Ref) -> HeldSend:
        """A held send (`snd_…`): its `status`, who asked and who decided, and while it waits the
        `message` it would send."""
        return await self._core.run(ops.sends_read(send))

    @operation("sends_approve")
    async def approve(self, send: Ref) -> SendReceipt:
        """Approves a held send: it goes now, once, as the send it was; its receipt, or the error
        of why it failed (`Conflict` when it is not waiting: decided already, or expired)."""
        return await self._core.run(ops.sends_approve(send))

    @operation("sends_refuse")
    async def refuse(self, send: Ref) -> HeldSend:
        """Refuses a held send: it is never sent, and a retry of its request raises `SendRefused`.
        The send as it stands now (`status` `refused`)."""
        return await self._core.run(ops.sends_refuse(send))


class AsyncChanges(_Resource):
    """The change feed: what happened to the caller's inboxes and accounts, in commit order, with a
    cursor (`chg_<n>`) to resume from."""

    @operation("changes_list")
    async def list(self, *, since: str | None = None, limit: int | None = None) -> ChangePage:
        """One page of changes after `since`, oldest first. Without `since`: no changes, and the
        current `cursor`, where to start following."""
        return await self._core.run(ops.changes_list(since, limit))

    @operation("changes_list")
    async def current(self) -> str:
        """The feed's current cursor: what comes after it is new."""
        return (await self._core.run(ops.changes_list(None, None))).cursor

    @operation("changes_list")
    def iter(self, since: str, *, limit: int | None = None) -> AsyncIterator[Change]:
        """Every change after `since` up to now, page after page."""
        return self._core.pages(lambda cursor: ops.changes_list(cursor or since, limit))

    @operation("accounts_changes_list")
    async def list_account(self, account: Ref, *, since: str | None = None, limit: int | None = None) -> ChangePage:
        """As `list`, for one account."""
        return await self._core.run(ops.accounts_changes_list(account, since, limit))

    @operation("accounts_changes_list")
    def iter_account(self, account: Ref, since: str, *, limit: int | None = None) -> AsyncIterator[Change]:
        """As `iter`, for one account."""
        return self._core.pages(lambda cursor: ops.accounts_changes_list(account, cursor or since, limit))

    @operation("changes_stream")
    async def follow(
        self, cursor: str | None = None, *, reconnect_delay: float = 1.0, max_reconnect_delay: float = 30.0
    ) -> AsyncIterator[Change]:
        """The changes after `cursor` (default: from now on), as they happen, without end.

        Reads the Server-Sent Events stream; when it drops or ends, connects again after
        `reconnect_delay` seconds (doubling up to `max_reconnect_delay` while it keeps failing) and
        resumes after the last change yielded (`Last-Event-ID`), so none is lost or repeated.
        Refusals (`AuthenticationFailed`, `CursorExpired`, …) are raised; the caps on streams
        (`TooManyStreams`, `StreamCapacity`) are waited out. Stop by leaving the loop."""
        position = cursor if cursor is not None else await self.current()
        # The first connection starts after `cursor` (`since`); each later one resumes after the
        # last change yielded (`Last-Event-ID`), the SSE way.
        call = ops.changes_stream(since=position, last_event_id=None)
        delay = reconnect_delay
        while True:
            try:
                async with self._core.stream(call) as lines:
                    decoder = EventDecoder()
                    async for line in lines:
                        event = decoder.feed(line)
                        entry = change_of(event) if event is not None else None
                        if event is None or entry is None:
                            continue
                        change = Change.from_dict(entry)
                        position = event.id or change.cursor or position
                        delay = reconnect_delay
                        yield change
                logger.info("change stream ended; reconnecting after %s", position)
            except ConnectionFailed as e:
                logger.info("change stream dropped (%s); reconnecting after %s", e.message, position)
            except (TooManyStreams, StreamCapacity, RateLimited) as e:
                logger.info("change stream refused (%s); trying again", e.code)
                delay = max(delay, e.retry_after or 0.0)
            call = ops.changes_stream(since=None, last_event_id=position)
            await asyncio.sleep(delay)
            delay = min(max(delay * 2, reconnect_delay), max(max_reconnect_delay, reconnect_delay))


class AsyncWebhooks(_Resource):
    """Webhook endpoints: the change feed posted to a URL, signed (docs/WEBHOOKS.md)."""

    @operation("webhooks_list")
    async def list(self) -> builtins.list[Webhook]:
        """The caller's endpoints."""
        return await self._core.run(ops.webhooks_list())

    @operation("webhooks_create")
    async def create(
        self,
        url: str,
        *,
        events: Sequence[str] | None = None,
        accounts: Sequence[Ref] | None = None,
        inboxes: Sequence[Ref] | None = None,
        folders: Sequence[Ref] | None = None,
        description: str | None = None,
        enabled: bool | None = None,
    ) -> Webhook:
        """A new endpoint; its `secret` (`whsec_…`) is in this answer only."""
        return await self._core.run(ops.webhooks_create(url, events, accounts, inboxes, folders, description, enabled))

    @operation("webhooks_read")
    async def get(self, webhook: Ref) -> Webhook:
        """The endpoint with its latest `attempts`."""
        return await self._core.run(ops.webhooks_read(webhook))

    @operation("webhooks_update")
    async def update(
        self,
        webhook: Ref,
        *,
        url: str | None = None,
        events: Sequence[str] | None = None,
        accounts: Sequence[Ref] | None = None,
        inboxes: Sequence[Ref] | None = None,
        folders: Sequence[Ref] | None = None,
        description: str | None = None,
        enabled: bool | None = None,
    ) -> Webhook:
        """Changes the endpoint (`enabled=True` also resumes a paused one from its cursor)."""
        return await self._core.run(
            ops.webhooks_update(webhook, url, events, accounts, inboxes, folders, description, enabled)
        )

    @operation("webhooks_delete")
    async def delete(self, webhook: Ref) -> None:
        """Deletes the endpoint."""
        await self._core.run(ops.webhooks_delete(webhook))

    @operation("webhooks_attempts_list")
    async def attempts(self, webhook: Ref, *, limit: int | None = None) -> builtins.list[dict[str, Any]]:
        """The delivery log, newest first (plain dicts)."""
        return await self._core.run(ops.webhooks_attempts_list(webhook, limit))

    @operation("webhooks_redeliver")
    async def redeliver(self, webhook: Ref, event_id: str) -> dict[str, Any]:
        """Posts one event again now; the attempt as a plain dict."""
        return await self._core.run(ops.webhooks_redeliver(webhook, event_id))

    @operation("webhooks_replay")
    async def replay(self, webhook: Ref, since: str | datetime) -> Webhook:
        """Moves the endpoint's cursor back to `since` (a `chg_` cursor or a time); what follows is
        posted again."""
        return await self._core.run(ops.webhooks_replay(webhook, since))

    @operation("webhooks_secret_rotate")
    async def rotate_secret(self, webhook: Ref, *, grace_seconds: int | None = None) -> Webhook:
        """A new signing secret (in this answer only); the old one signs too for `grace_seconds`."""
        return await self._core.run(ops.webhooks_secret_rotate(webhook, grace_seconds))

    @operation("webhooks_test")
    async def test(self, webhook: Ref) -> dict[str, Any]:
        """Posts a `webhook.test` event now; the attempt as a plain dict."""
        return await self._core.run(ops.webhooks_test(webhook))


class AsyncTokens(_Resource):
    """API tokens of a user."""

    @operation("users_tokens_list")
    async def list(self, user: Ref) -> Page[Token]:
        """The user's tokens, newest first, never their secrets."""
        return await self._core.run(ops.users_tokens_list(user))

    @operation("users_tokens_create")
    async def create(
        self,
        user: Ref,
        name: str,
        *,
        expires_at: str | datetime | None = None,
        grants: Sequence[Mapping[str, Any]] | None = None,
    ) -> CreatedToken:
        """A new token for `user`, narrowed by `grants` (docs/RIGHTS.md); its `secret` is in this
        answer only."""
        return await self._core.run(ops.users_tokens_create(user, name, expires_at, grants))

    @operation("users_tokens_delete")
    async def revoke(self, user: Ref, token: Ref) -> None:
        """Revokes the token from the next request on."""
        await self._core.run(ops.users_tokens_delete(user, token))


class AsyncUsers(_Resource):
    """Users, and who the caller is."""

    @operation("me_read")
    async def me(self) -> dict[str, Any]:
        """The caller: its user, token, and what it may do where (a plain dict)."""
        return await self._core.run(ops.me_read())

    @operation("users_list")
    async def list(self) -> Page[User]:
        """Every user."""
        return await self._core.run(ops.users_list())

    @operation("users_create")
    async def create(
        self, name: str, *, roles: Sequence[str] | None = None, grants: Sequence[Mapping[str, Any]] | None = None
    ) -> User:
        """A new user with exactly the rights given (none: no rights)."""
        return await self._core.run(ops.users_create(name, roles, grants))

    @operation("users_read")
    async def get(self, user: Ref) -> User:
        """The user."""
        return await self._core.run(ops.users_read(user))

    @operation("users_update")
    async def update(
        self,
        user: Ref,
        *,
        name: str | None = None,
        roles: Sequence[str] | None = None,
        grants: Sequence[Mapping[str, Any]] | None = None,
        disabled: bool | None = None,
        totp_required: bool | None = None,
    ) -> User:
        """Changes the user (`roles` and `grants` replace the old ones)."""
        return await self._core.run(ops.users_update(user, name, roles, grants, disabled, totp_required))

    @operation("users_delete")
    async def delete(self, user: Ref) -> None:
        """Deletes the user and its tokens."""
        await self._core.run(ops.users_delete(user))

    @operation("users_setup_link_create")
    async def setup_link(self, user: Ref) -> dict[str, Any]:
        """A one-time web UI link at which the user sets a password (plain dict: `path`, `url`,
        `expires_at`)."""
        return await self._core.run(ops.users_setup_link_create(user))

    @operation("users_second_factor_delete")
    async def remove_second_factor(self, user: Ref) -> None:
        """Removes the user's authenticator app and recovery codes."""
        await self._core.run(ops.users_second_factor_delete(user))

    @operation("users_sessions_list")
    async def sessions(self, user: Ref) -> Page[dict[str, Any]]:
        """The user's live web UI sessions (plain dicts)."""
        return await self._core.run(ops.users_sessions_list(user))

    @operation("users_sessions_delete")
    async def end_session(self, user: Ref, session: Ref) -> None:
        """Ends one web UI session of the user."""
        await self._core.run(ops.users_sessions_delete(user, session))


class AsyncAgents(_Resource):
    """Self-registration of agents, which an installation may turn on (`--agent-registration`)."""

    @operation("agents_register")
    async def register(self, name: str | None = None) -> AgentKey:
        """A new user with rights on its own disposable inboxes only, and its key (`api_key`, in this
        answer only); no token needed. `RegistrationDisabled` where the installation does not allow
        it; `RateLimited` over its limits per address and per day."""
        return await self._core.run(ops.agents_register(name))


class AsyncRoles(_Resource):
    """Roles: named, reusable grants."""

    @operation("roles_list")
    async def list(self) -> Page[Role]:
        """Every role, by name."""
        return await self._core.run(ops.roles_list())

    @operation("roles_read")
    async def get(self, name: str) -> Role:
        """The role."""
        return await self._core.run(ops.roles_read(name))

    @operation("roles_put")
    async def put(self, name: str, grants: Sequence[Mapping[str, Any]], *, description: str | None = None) -> Role:
        """Creates or replaces the role."""
        return await self._core.run(ops.roles_put(name, grants, description))

    @operation("roles_delete")
    async def delete(self, name: str) -> None:
        """Deletes the role (refused while users hold it)."""
        await self._core.run(ops.roles_delete(name))


class AsyncAudit(_Resource):
    """The hash-chained audit, and the record of sends. Records are plain dicts."""

    @operation("audit_list")
    async def list(
        self,
        *,
        action: str | None = None,
        actor: str | None = None,
        target: str | None = None,
        outcome: str | None = None,
        account: Ref | None = None,
        after: When = None,
        before: When = None,
        limit: int | None = None,
        cursor: str | None = None,
    ) -> Page[dict[str, Any]]:
        """One page of audit records, newest first (`limit` 1–500, default 100)."""
        return await self._core.run(
            ops.audit_list(action, actor, target, outcome, account, after, before, limit, cursor)
        )

    @operation("audit_list")
    def iter(
        self,
        *,
        action: str | None = None,
        actor: str | None = None,
        target: str | None = None,
        outcome: str | None = None,
        account: Ref | None = None,
        after: When = None,
        before: When = None,
        limit: int | None = None,
    ) -> AsyncIterator[dict[str, Any]]:
        """Every audit record `list` would show, page after page."""
        return self._core.pages(
            lambda cursor: ops.audit_list(action, actor, target, outcome, account, after, before, limit, cursor)
        )

    @operation("audit_verify")
    async def verify(self) -> dict[str, Any]:
        """Walks the whole hash chain: `{"intact", "records", "broken"}`."""
        return await self._core.run(ops.audit_verify())

    @operation("sends_list")
    async def sends(
        self,
        *,
        actor: str | None = None,
        target: str | None = None,
        outcome: str | None = None,
        account: Ref | None = None,
        after: When = None,
        before: When = None,
        limit: int | None = None,
        cursor: str | None = None,
    ) -> Page[dict[str, Any]]:
        """One page of send attempts (`sent`, `denied`, `failed`) of the accounts the caller audits."""
        return await self._core.run(ops.sends_list(actor, target, outcome, account, after, before, limit, cursor))

    @operation("sends_list")
    def iter_sends(
        self,
        *,
        actor: str | None = None,
        target: str | None = None,
        outcome: str | None = None,
        account: Ref | None = None,
        after: When = None,
        before: When = None,
        limit: int | None = None,
    ) -> AsyncIterator[dict[str, Any]]:
        """Every send attempt `sends` would show, page after page."""
        return self._core.pages(
            lambda cursor: ops.sends_list(actor, target, outcome, account, after, before, limit, cursor)
        )


class AsyncService(_Resource):
    """The installation itself (for admins). Answers are plain dicts."""

    @operation("service_read")
    async def get(self) -> dict[str, Any]:
        """Whether the installation works and what it still needs."""
        return await self._core.run(ops.service_read())

    @operation("service_dns")
    async def dns(self) -> dict[str, Any]:
        """Each inbox domain's MX records as DNS answers now (`{"data": [...], "mail_host"}`)."""
        return await self._core.run(ops.service_dns())

    @operation("log_read")
    async def log(self, *, level: str | None = None, limit: int | None = None) -> dict[str, Any]:
        """This instance's latest log lines (`{"data": [...], "kept"}`)."""
        return await self._core.run(ops.log_read(level, limit))

    @operation("openapi")
    async def openapi(self) -> dict[str, Any]:
        """The OpenAPI 3.1 document the server publishes."""
        return await self._core.run(ops.openapi())

    @operation("metrics")
    async def metrics(self) -> str:
        """The metrics in OpenMetrics text (needs `metrics.read`)."""
        return await self._core.run(ops.metrics())


class AsyncOAuth(_Resource):
    """Connecting Microsoft and Google accounts by signing in. Answers are plain dicts."""

    @operation("oauth_start")
    async def start(
        self,
        provider: str,
        *,
        account: Ref | None = None,
        login_hint: str | None = None,
        protocol: str | None = None,
        settings: Mapping[str, Any] | None = None,
    ) -> dict[str, Any]:
        """A browser sign-in: open the answer's `url`, then follow `sign_in(id)`."""
        return await self._core.run(ops.oauth_start(provider, account, login_hint, protocol, settings))

    @operation("oauth_device")
    async def device(
        self,
        provider: str,
        *,
        account: Ref | None = None,
        protocol: str | None = None,
        settings: Mapping[str, Any] | None = None,
    ) -> dict[str, Any]:
        """A device-code sign-in (Microsoft): show `user_code` and `verification_uri`."""
        return await self._core.run(ops.oauth_device(provider, account, protocol, settings))

    @operation("oauth_sign_ins_read")
    async def sign_in(self, sign_in: Ref) -> dict[str, Any]:
        """How the caller's sign-in stands (`status`, `account_id` once connected)."""
        return await self._core.run(ops.oauth_sign_ins_read(sign_in))


class AsyncClient:
    """An asyncio client of one Postern service, acting with one token: `Client`'s methods, to
    be awaited.

    `url` defaults to `POSTERN_URL` (else http://127.0.0.1:8080) and `token` to `POSTERN_TOKEN`.
    Plain http:// is refused to a host that is not loopback unless `allow_insecure_http=True`.
    `timeout` bounds each call in seconds (waits and the change stream set their own). `transport`
    replaces httpx's network transport (tests pass an `httpx.MockTransport`).

    Use it as an async context manager, or await `close()`."""

    def __init__(
        self,
        url: str | None = None,
        token: str | None = None,
        *,
        allow_insecure_http: bool = False,
        timeout: float = DEFAULT_TIMEOUT,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self._core = AsyncCore(url, token, allow_insecure_http, timeout, transport)
        self.inboxes = AsyncInboxes(self._core)
        self.messages = AsyncMessages(self._core)
        self.accounts = AsyncAccounts(self._core)
        self.drafts = AsyncDrafts(self._core)
        self.sends = AsyncSends(self._core)
        self.changes = AsyncChanges(self._core)
        self.webhooks = AsyncWebhooks(self._core)
        self.tokens = AsyncTokens(self._core)
        self.users = AsyncUsers(self._core)
        self.roles = AsyncRoles(self._core)
        self.agents = AsyncAgents(self._core)
        self.audit = AsyncAudit(self._core)
        self.service = AsyncService(self._core)
        self.oauth = AsyncOAuth(self._core)

    @property
    def url(self) -> str:
        """The service's root URL."""
        return self._core.url

    async def close(self) -> None:
        """Closes the connections."""
        await self._core.close()

    async def __aenter__(self) -> AsyncClient:
        return self

    async def __aexit__(
        self, kind: type[BaseException] | None, value: BaseException | None, traceback: TracebackType | None
    ) -> None:
        await self.close()

    def __repr__(self) -> str:
        return f"AsyncClient(url={self._core.url!r})"
