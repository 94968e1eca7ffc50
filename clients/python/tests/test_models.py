"""The models read answers forward-compatibly: unknown fields are ignored and kept in `.raw`,
missing ones take their defaults. The package's version is the workspace's."""

from __future__ import annotations

import re

from conftest import ROOT, Server, ok

import postern_client
from postern_client import (
    Account,
    AccountMessageRead,
    Attachment,
    Client,
    Inbox,
    InboxMessage,
    Page,
    models,
)


def test_unknown_fields_are_ignored_and_kept_in_raw() -> None:
    data = {"id": "inbox_1", "address": "x@e2e.test", "label": "", "is_enabled": True, "new_field": [1, 2]}
    inbox = Inbox.from_dict(data)
    assert (inbox.id, inbox.address, inbox.is_enabled) == ("inbox_1", "x@e2e.test", True)
    assert inbox.raw == data and inbox.raw is not data
    assert "new_field" not in repr(inbox)
    assert Inbox.from_dict({}).message_count_month is None


def test_nested_objects_are_models() -> None:
    message = InboxMessage.from_dict(
        {
            "id": "msg_1",
            "from": "Acme <no-reply@acme.test>",
            "otp": "482913",
            "candidates": [
                {"kind": "code", "value": "482913", "score": 0.97, "place": "body", "evidence": ["keyword"]}
            ],
            "authentication": {
                "spf": "pass",
                "dkim": "pass",
                "dmarc": "pass",
                "arc": "none",
                "domain": "acme.test",
                "policy": "reject",
                "source": "receiver",
            },
        }
    )
    assert message.sender == "Acme <no-reply@acme.test>"
    assert message.candidates[0].value == "482913" and message.candidates[0].evidence == ["keyword"]
    assert message.authentication is not None
    assert (message.authentication.dmarc, message.authentication.domain) == ("pass", "acme.test")
    assert InboxMessage.from_dict({"id": "msg_3", "authentication": None}).authentication is None
    assert InboxMessage.from_dict({"id": "msg_4", "quarantined": True}).quarantined
    assert not InboxMessage.from_dict({"id": "msg_5"}).quarantined
    read = postern_client.any_message(
        {
            "id": "msg_2",
            "account_id": "acc_1",
            "from": [{"name": None, "email": "a@b.test"}],
            "attachments": [
                {
                    "index": 0,
                    "filename": "a.pdf",
                    "content_type": "application/pdf",
                    "size": 3,
                    "inline": False,
                    "content_id": None,
                }
            ],
            "text": "hello",
        }
    )
    assert isinstance(read, AccountMessageRead)
    assert read.sender[0].email == "a@b.test" and read.text == "hello"
    assert read.attachments == [Attachment(index=0, filename="a.pdf", content_type="application/pdf", size=3)]
    assert isinstance(postern_client.any_message({"id": "msg_3", "inbox_id": "inbox_1"}), InboxMessage)


def test_nulls_stay_null() -> None:
    account = Account.from_dict(
        {"id": "acc_1", "status_reason": None, "provider_limits": None, "sync": {"state": "idle"}}
    )
    assert account.status_reason is None and account.sync == {"state": "idle"}


def test_messages_get_reads_either_kind(client: Client, server: Server) -> None:
    server.answer(ok({"id": "msg_1", "inbox_id": "inbox_1", "otp": "1"}), ok({"id": "msg_2", "account_id": "acc_1"}))
    assert isinstance(client.messages.get("msg_1"), InboxMessage)
    assert isinstance(client.messages.get("msg_2"), AccountMessageRead)


def test_pages_are_generic_and_iterable() -> None:
    page = Page.from_dict(
        {"data": [{"id": "a"}], "pagination": {"next_cursor": None, "has_more": False}}, Inbox.from_dict
    )
    assert [i.id for i in page] == ["a"] and not page.has_more


def test_every_model_is_exported() -> None:
    for name in models.__all__:
        assert getattr(postern_client, name) is getattr(models, name)


def test_the_version_is_the_workspace_version() -> None:
    cargo = (ROOT / "Cargo.toml").read_text()
    workspace = re.search(r"\[workspace\.package\][^\[]*?^version\s*=\s*\"([^\"]+)\"", cargo, re.M | re.S)
    assert workspace is not None
    assert postern_client.__version__ == workspace.group(1)
