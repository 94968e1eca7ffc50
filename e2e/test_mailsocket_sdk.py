"""The unmodified `mailsocket` SDK from PyPI against Postern, with mail sent by smtplib."""

import smtplib
import threading
import time
import urllib.error
import urllib.request
import json
from email.message import EmailMessage

import pytest
from mailsocket import AuthError, Client, MailsocketError, NotFound, RateLimited, WaitTimeout


def send(postern, to, subject, body, html=None, sender="no-reply@acme.test"):
    msg = EmailMessage()
    msg["From"] = f"Acme <{sender}>"
    msg["To"] = to
    msg["Subject"] = subject
    msg.set_content(body)
    if html:
        msg.add_alternative(html, subtype="html")
    with smtplib.SMTP("127.0.0.1", postern.smtp_port, timeout=10) as smtp:
        smtp.ehlo("e2e.test")
        smtp.send_message(msg)


def send_later(postern, delay, *args, **kwargs):
    t = threading.Timer(delay, send, args=(postern, *args), kwargs=kwargs)
    t.start()
    return t


@pytest.fixture
def client(postern):
    return Client(postern.token("alice"), base_url=postern.api)


def test_wait_for_otp_with_since_started(postern, client):
    inbox = client.create_inbox(label="signup")
    assert inbox["address"].endswith("@" + postern.domain)
    started = time.time()
    send_later(postern, 0.5, inbox["address"], "Your Acme sign-in code", "Your verification code is 482913.")
    result = client.wait_for_otp(inbox["id"], timeout=20, since=started)
    assert result.otp == "482913"
    assert result.confidence >= 0.5
    assert str(result) == "482913"
    assert result.message["from"] == "Acme <no-reply@acme.test>"


def test_wait_default_since_ignores_mail_already_there(postern, client):
    inbox = client.create_inbox()
    send(postern, inbox["address"], "old code", "Your verification code is 318472")
    send_later(postern, 1.0, inbox["address"], "new code", "Your verification code is 529061")
    assert client.wait_for_otp(inbox["id"], timeout=20).otp == "529061"


def test_wait_since_zero_and_message_id(postern, client):
    inbox = client.create_inbox()
    send(postern, inbox["address"], "first", "Your verification code is 736150")
    send(postern, inbox["address"], "second", "Your verification code is 847362")
    first = client.wait_for_otp(inbox["id"], timeout=5, since=0)
    assert first.otp == "736150"
    second = client.wait_for_otp(inbox["id"], timeout=5, since=first.message["id"])
    assert second.otp == "847362"
    with pytest.raises(WaitTimeout):
        client.wait_for_otp(inbox["id"], timeout=1, since=second.message["id"])


def test_wait_for_link(postern, client):
    inbox = client.create_inbox()
    started = time.time()
    link = "https://app.acme.test/auth/magic?token=Zx81kQ0aPr5tLm2VbN7c"
    send_later(
        postern, 0.5, inbox["address"], "Sign in to Acme", f"Sign in: {link}",
        html=f'<p><a href="https://acme.test/unsubscribe">Unsubscribe</a> <a href="{link}">Sign in to Acme</a></p>',
    )
    result = client.wait_for_link(inbox["id"], timeout=20, since=started)
    assert result.link == link
    assert result.otp is None


def test_wait_chains_the_cutoff_across_long_polls(postern, client):
    """A message that lands between two 1 s long-polls is still found: the SDK sends back the
    Mailsocket-Wait-Since cutoff of each 204."""
    inbox = client.create_inbox()
    send_later(postern, 2.5, inbox["address"], "late", "Your verification code is 909090")
    result = client.wait(inbox["id"], timeout=20)
    assert result.otp == "909090"


def test_list_filters_and_pagination(postern, client):
    inbox = client.create_inbox()
    send(postern, inbox["address"], "Welcome to Acme", "Hello there")
    send(postern, inbox["address"], "Your login code", "Your verification code is 482917", sender="codes@other.test")
    assert len(client.list_messages(inbox["id"])) == 2
    with_otp = client.list_messages(inbox["id"], has_otp=True)
    assert [m["otp"] for m in with_otp] == ["482917"]
    assert len(client.list_messages(inbox["id"], has_otp=False)) == 1
    assert len(client.list_messages(inbox["id"], subject_contains="LOGIN")) == 1
    assert len(client.list_messages(inbox["id"], sender="other.test")) == 1
    page = client.list_messages(inbox["id"], limit=1)
    assert page.has_more and page.next_cursor
    rest = client.list_messages(inbox["id"], limit=1, cursor=page.next_cursor)
    assert not rest.has_more
    assert page[0]["id"] != rest[0]["id"]
    latest = client.get_latest(inbox["id"])
    assert client.get_message(latest["id"])["subject"] == "Your login code"
    listed = client.list_inboxes(limit=100)
    assert inbox["id"] in [i["id"] for i in listed]
    got = client.get_inbox(inbox["id"])
    assert got["message_count_month"] == 2
    assert got["webhook_configured"] is False


def test_send_test_code_then_wait(postern, client):
    inbox = client.create_inbox()
    sent = client.send_test_code(inbox["id"])
    assert sent["message_id"].startswith("msg_")
    result = client.wait_for_otp(inbox["id"], timeout=5, since=0)
    assert result.message["id"] == sent["message_id"]
    assert len(result.otp) == 6 and result.otp.isdigit()


def test_test_code_quota_is_rate_limited(postern, client):
    inbox = client.create_inbox()
    for _ in range(5):
        client.send_test_code(inbox["id"])
    with pytest.raises(RateLimited) as err:
        client.send_test_code(inbox["id"])
    assert err.value.code == "rate_limited"
    assert 0 < err.value.retry_after <= 3600


def test_foreign_inbox_is_not_found(postern, client):
    bob = Client(postern.token("bob"), base_url=postern.api)
    mine = client.create_inbox()
    with pytest.raises(NotFound):
        bob.get_inbox(mine["id"])
    with pytest.raises(NotFound):
        bob.wait_for_otp(mine["id"], timeout=2)
    with pytest.raises(NotFound):
        bob.send_test_code(mine["id"])
    with pytest.raises(NotFound):
        client.get_inbox("inbox_does_not_exist")
    with pytest.raises(NotFound):
        client.get_inbox("a/b?c=d")


def test_disabled_inbox_is_a_conflict(postern, client):
    inbox = client.create_inbox()
    req = urllib.request.Request(
        f"{postern.api}/inboxes/{inbox['id']}", method="PATCH",
        data=json.dumps({"is_enabled": False}).encode(),
        headers={"Authorization": f"Bearer {client._api_key}", "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(req) as r:
        assert json.load(r)["data"]["is_enabled"] is False
    with pytest.raises(MailsocketError) as err:
        client.send_test_code(inbox["id"])
    assert err.value.code == "inbox_disabled" and err.value.status == 409
    with pytest.raises(smtplib.SMTPRecipientsRefused):
        send(postern, inbox["address"], "x", "y")


def test_delete_inbox(postern, client):
    inbox = client.create_inbox()
    client.delete_inbox(inbox["id"])
    with pytest.raises(NotFound):
        client.get_inbox(inbox["id"])


def test_bad_token_and_token_in_url(postern):
    with pytest.raises(AuthError):
        Client("pst_wrong", base_url=postern.api).list_inboxes()
    try:
        urllib.request.urlopen(f"{postern.api}/inboxes?api_key=pst_leaked")
        raise AssertionError("expected 400")
    except urllib.error.HTTPError as e:
        assert e.code == 400
        assert json.load(e)["error"]["code"] == "credential_in_url"


def test_plus_tag_and_alias_domain_deliver_to_the_inbox(postern, client):
    inbox = client.create_inbox()
    local = inbox["address"].split("@")[0]
    send(postern, f"{local}+news@alias.postern.test", "Your code", "Your verification code is 565656")
    assert client.wait_for_otp(inbox["id"], timeout=5, since=0).otp == "565656"


def test_smtp_refuses_unknown_recipients_and_oversize_mail(postern):
    with smtplib.SMTP("127.0.0.1", postern.smtp_port, timeout=10) as smtp:
        smtp.ehlo("e2e.test")
        assert smtp.has_extn("size") and smtp.has_extn("pipelining") and smtp.has_extn("smtputf8")
        smtp.mail("a@acme.test")
        code, reply = smtp.rcpt(f"nobody@{postern.domain}")
        assert code == 550 and reply.startswith(b"5.1.1")
        smtp.rset()
        code, _ = smtp.mail("a@acme.test", options=[f"SIZE={30 * 1024 * 1024}"])
        assert code == 552
        code, reply = smtp.verify("someone")
        assert code == 252

