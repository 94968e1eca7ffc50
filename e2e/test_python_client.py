"""The Python client (clients/python, installed from the tree) against a real `postern serve`: an
inbox round trip with mail sent by smtplib, sync and async; a wait on a folder of an account
connected to a real Dovecot, and its idempotent send; the change feed followed over SSE and
resumed from a cursor; refusals raised as the class of their code.

Every answer the client receives is checked against the document the server publishes, as
`conftest.rest` checks its own (a transport that wraps httpx's)."""

import asyncio
import smtplib
import threading
import uuid
from email.message import EmailMessage

import httpx
import pytest

from conftest import PERSONAL, Dovecot, contract, started_for_loopback, until
from postern_client import (
    AsyncClient,
    AuthenticationFailed,
    AuthenticationRequired,
    Client,
    Forbidden,
    InboxMessage,
    NotFound,
    WaitTimeout,
)


class Checked(httpx.HTTPTransport):
    """httpx's transport, checking each answer against the server's document."""

    def __init__(self, server):
        super().__init__()
        self.contract = contract(server)

    def handle_request(self, request):
        response = super().handle_request(request)
        kind = response.headers.get("content-type", "")
        # A stream's body is read by the client as it comes; its status and type are checked here.
        body = b"" if kind.startswith("text/event-stream") else response.read()
        self.contract.check(request.method, request.url.raw_path.decode(), response.status_code, kind, body)
        return response


class AsyncChecked(httpx.AsyncHTTPTransport):
    """The same for the async client."""

    def __init__(self, server):
        super().__init__()
        self.contract = contract(server)

    async def handle_async_request(self, request):
        response = await super().handle_async_request(request)
        kind = response.headers.get("content-type", "")
        body = b"" if kind.startswith("text/event-stream") else await response.aread()
        self.contract.check(request.method, request.url.raw_path.decode(), response.status_code, kind, body)
        return response


def client_of(server, token=None):
    return Client(server.base, token or server.admin_token, transport=Checked(server))


def async_client_of(server, token=None):
    return AsyncClient(server.base, token or server.admin_token, transport=AsyncChecked(server))


def deliver(server, to, subject, body):
    message = EmailMessage()
    message["From"] = "Acme <no-reply@acme.test>"
    message["To"] = to
    message["Subject"] = subject
    message.set_content(body)
    with smtplib.SMTP("127.0.0.1", server.smtp_port, timeout=10) as smtp:
        smtp.send_message(message)


def open_waits(client):
    return client.service.get()["waits"]["open"]


def in_thread(work):
    """Runs `work()` in a thread; the returned function joins it and gives its result (or raises
    its exception)."""
    outcome = {}

    def run():
        try:
            outcome["value"] = work()
        except BaseException as e:  # handed to the test's thread
            outcome["error"] = e

    thread = threading.Thread(target=run, daemon=True)
    thread.start()

    def result(timeout=90):
        thread.join(timeout)
        assert not thread.is_alive(), "the call did not return"
        if "error" in outcome:
            raise outcome["error"]
        return outcome["value"]

    return result


def test_inbox_round_trip(postern):
    with client_of(postern) as client:
        inbox = client.inboxes.create(label="python client")
        assert inbox.address.endswith("@" + postern.domain) and inbox.label == "python client"

        # The wait is held on the server when the mail is sent: the code arrives while it blocks.
        before = open_waits(client)
        def wait():
            with client_of(postern) as waiter:
                return waiter.inboxes.wait_for_otp(inbox, since=0, timeout=60)

        waiting = in_thread(wait)
        until(lambda: open_waits(client) > before, "the client's wait is held")
        deliver(postern, inbox.address, "Sign in", "Your verification code is 482913. It expires in 10 minutes.")
        message = waiting()
        assert isinstance(message, InboxMessage)
        assert (message.otp, message.inbox_id, message.subject) == ("482913", inbox.id, "Sign in")

        for n in range(2):
            deliver(postern, inbox.address, f"News {n}", "Nothing to sign in with.")
        until(lambda: len(client.inboxes.list_messages(inbox).items) == 3, "three messages are stored")
        first = client.inboxes.list_messages(inbox, limit=1)
        assert len(first.items) == 1 and first.has_more and first.next_cursor
        walked = list(client.inboxes.iter_messages(inbox, limit=1))
        assert [m.subject for m in walked] == ["News 1", "News 0", "Sign in"]
        assert len({m.id for m in walked}) == 3
        assert [m.id for m in client.inboxes.iter_messages(inbox, has_otp=True)] == [message.id]

        read = client.inboxes.get_message(message.id)
        assert (read.id, read.otp, read.sender) == (message.id, "482913", "Acme <no-reply@acme.test>")
        assert client.inboxes.latest_message(inbox).subject == "News 1"
        assert b"482913" in client.messages.raw(message)
        assert client.inboxes.get(inbox).message_count_month == 3

        # A wait that finds nothing chains server waits until its own timeout.
        with pytest.raises(WaitTimeout) as timed_out:
            client.inboxes.wait_for_link(inbox, timeout=2)
        assert timed_out.value.since

        client.inboxes.delete(inbox)
        with pytest.raises(NotFound) as gone:
            client.inboxes.get(inbox)
        assert (gone.value.status, gone.value.code) == (404, "not_found")


def test_inbox_round_trip_async(postern):
    async def run():
        async with async_client_of(postern) as client:
            inbox = await client.inboxes.create()
            # `since=0` takes any message of the inbox, so the wait may start before or after it.
            waiting = asyncio.create_task(client.inboxes.wait_for_otp(inbox, since=0, timeout=60))
            await asyncio.to_thread(deliver, postern, inbox.address, "Code", "Use 731946 to sign in.")
            message = await waiting
            assert message.otp == "731946"
            listed = [m.id async for m in client.inboxes.iter_messages(inbox)]
            assert listed == [message.id]
            assert (await client.messages.get(message.id)).otp == "731946"
            await client.inboxes.delete(inbox)
            with pytest.raises(NotFound):
                await client.inboxes.get(inbox)

    asyncio.run(run())


@pytest.fixture(scope="module")
def mailbox(tmp_path_factory):
    """A Postern that may reach mail servers on loopback, with a Dovecot behind it."""
    dovecot = Dovecot()
    server = started_for_loopback(tmp_path_factory.mktemp("python-client"))
    yield server, dovecot
    server.stop()
    dovecot.stop()
    server.assert_no_tokens_in_logs()


def test_account_wait_against_dovecot(mailbox):
    server, dovecot = mailbox
    body = dovecot.account()
    with client_of(server) as client:
        account = client.accounts.create(body["email"], password=body["credentials"]["password"],
                                         settings=body["settings"])
        assert account.email == body["email"] and account.provider == "imap"
        # Codes are read from mail that arrives after the first sync.
        until(lambda: client.accounts.get(account).sync.get("state") == "idle", "the first sync ends", 60)
        assert "inbox" in {f.role for f in client.accounts.folders(account)}

        before = open_waits(client)
        def wait():
            with client_of(server) as waiter:
                return waiter.accounts.wait(account, folder="inbox", require="otp", timeout=60)

        waiting = in_thread(wait)
        until(lambda: open_waits(client) > before, "the client's wait on the folder is held")
        assert dovecot.ask("deliver Your sign-in code") == "ok"
        message = waiting()
        assert (message.otp, message.account_id, message.subject) == ("246810", account.id, "Your sign-in code")
        assert message.sender[0].email == "no-reply@service.test"

        read = client.accounts.get_message(message)
        assert "246810" in read.text and read.id == message.id
        assert b"246810" in client.accounts.raw(message)
        assert message.id in [m.id for m in client.accounts.iter_messages(account, folder="inbox")]

        # The same key twice: one message leaves, and both calls answer the same receipt.
        key = f"e2e-{uuid.uuid4()}"
        first = client.accounts.send(account, to="ann@corp.test", subject="Report", text="Attached.",
                                     idempotency_key=key)
        again = client.accounts.send(account, to="ann@corp.test", subject="Report", text="Attached.",
                                     idempotency_key=key)
        assert first.id == again.id and first.recipients == ["ann@corp.test"]
        assert [r["to"] for r in dovecot.relayed()].count(["ann@corp.test"]) == 1


def test_change_feed_follow_and_resume(postern):
    with client_of(postern) as client:
        cursor = client.changes.current()
        inbox = client.inboxes.create(label="feed")
        seen = []

        def follow():
            with client_of(postern) as follower:
                for change in follower.changes.follow(cursor):
                    seen.append(change)
                    if sum(c.type == "message.received" and c.inbox_id == inbox.id for c in seen) == 2:
                        return

        following = in_thread(follow)
        deliver(postern, inbox.address, "First", "Your code is 112233.")
        deliver(postern, inbox.address, "Second", "Your code is 445566.")
        following(60)
        ours = [c for c in seen if c.inbox_id == inbox.id]
        assert [c.type for c in ours] == ["message.received", "message.received"]
        assert [client.inboxes.get_message(c.message_id).subject for c in ours] == ["First", "Second"]
        assert int(ours[0].cursor.removeprefix("chg_")) < int(ours[1].cursor.removeprefix("chg_"))

        # Resumed from the first one's cursor, the feed gives only what came after it.
        after = seen[seen.index(ours[0]) + 1:]
        resumed = client.changes.follow(ours[0].cursor)
        assert next(resumed).id == after[0].id
        resumed.close()
        listed = list(client.changes.iter(ours[0].cursor))
        assert [c.id for c in listed[: len(after)]] == [c.id for c in after]
        assert ours[0].id not in [c.id for c in listed]
        client.inboxes.delete(inbox)


def test_refusals_raise_the_class_of_their_code(postern, monkeypatch):
    wrong = "pst_" + "x" * 38
    with client_of(postern, token=wrong) as client, pytest.raises(AuthenticationFailed) as failed:
        client.inboxes.list()
    assert (failed.value.status, failed.value.code) == (401, "authentication_failed")
    assert wrong not in str(failed.value) and wrong not in repr(failed.value)

    monkeypatch.delenv("POSTERN_TOKEN", raising=False)
    with Client(postern.base, transport=Checked(postern)) as anonymous, pytest.raises(AuthenticationRequired):
        anonymous.inboxes.list()

    with client_of(postern) as admin:
        user = admin.users.create(f"py-narrow-{uuid.uuid4().hex[:8]}", grants=PERSONAL)
        created = admin.tokens.create(user, "python e2e", grants=[{"accounts": ["own"], "allow": ["inboxes"]}])
        postern.issued_tokens.append(created.secret)
        assert created.token.user_id == user.id and created.secret not in repr(created)
        foreign = admin.inboxes.create(label="not yours")

        with client_of(postern, token=created.secret) as narrowed:
            own = narrowed.inboxes.create()
            assert [i.id for i in narrowed.inboxes.iter()] == [own.id]
            with pytest.raises(Forbidden) as forbidden:
                narrowed.users.list()
            assert (forbidden.value.status, forbidden.value.code) == (403, "forbidden")
            assert "user.read" in forbidden.value.message
            with pytest.raises(NotFound):
                narrowed.inboxes.get(foreign)
            narrowed.inboxes.delete(own)

        admin.tokens.revoke(user, created.token)
        with client_of(postern, token=created.secret) as revoked, pytest.raises(AuthenticationFailed):
            revoked.inboxes.list()
        admin.inboxes.delete(foreign)
        admin.users.delete(user)
        with pytest.raises(ValueError):
            admin.inboxes.get("..")  # refused before any request
