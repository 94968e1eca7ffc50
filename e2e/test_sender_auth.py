"""Who really sent it (docs/SENDER_AUTH.md), end to end: `postern serve` checks senders against a
DNS server of the test's own (the testkit's `sender_domains` example, publishing SPF, DKIM keys and
DMARC `p=reject` for github.test and acme.test), and a forged GitHub code that arrives first never
answers a wait that insists on GitHub: through the unmodified mailsocket SDK (the inbox's default)
and through the official MCP Python SDK (`from_domain` on the tool)."""

import asyncio
import json
import os
import smtplib
import subprocess
import threading
import time

import pytest
from mailsocket import Client as MailsocketClient
from mcp import Client as McpClient, StdioServerParameters

from conftest import ROOT, Postern, rest

SENDER_DOMAINS = os.environ.get(
    "POSTERN_TEST_SENDER_DOMAINS", str(ROOT / "target" / "debug" / "examples" / "sender_domains")
)


class SenderDomains:
    """The testkit's signing domains: `dns` is where its DNS server listens; `sign` puts a
    domain's DKIM signature on a message."""

    def __init__(self, *domains):
        self.process = subprocess.Popen([SENDER_DOMAINS, *domains], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True)
        self.dns = json.loads(self.process.stdout.readline())["dns"]

    def sign(self, domain, message):
        self.process.stdin.write(json.dumps({"domain": domain, "message": message}) + "\n")
        self.process.stdin.flush()
        return json.loads(self.process.stdout.readline())["signed"]

    def close(self):
        self.process.stdin.close()
        self.process.wait(timeout=10)


@pytest.fixture(scope="module")
def senders():
    domains = SenderDomains("github.test", "acme.test")
    yield domains
    domains.close()


@pytest.fixture(scope="module")
def checking(tmp_path_factory, senders):
    """A Postern whose receiver checks senders, asking only the test's DNS server."""
    server = Postern(tmp_path_factory.mktemp("sender-auth"))
    server.env = {"POSTERN_SENDER_CHECKS": "true", "POSTERN_DNS_RESOLVER": senders.dns}
    server.start()
    yield server
    assert server.stop() == 0
    server.assert_no_tokens_in_logs()


def github_mail(to, code):
    return (f"From: GitHub <noreply@github.test>\r\nTo: {to}\r\nSubject: Your GitHub launch code\r\n"
            f"Date: Mon, 7 Dec 2026 10:00:00 +0000\r\nMessage-ID: <{code}@github.test>\r\n\r\n"
            f"Your GitHub code is {code}.\r\n")


def send(server, envelope_from, to, raw):
    with smtplib.SMTP("127.0.0.1", server.smtp_port, timeout=10) as smtp:
        smtp.ehlo("e2e.test")
        smtp.sendmail(envelope_from, [to], raw.encode())


def race(server, senders, to, forged_code, real_code):
    """A forged GitHub code from Acme's envelope, then GitHub's signed one, from another thread.
    Each send returns once its `250` says the message is stored, so the forged one is first."""
    def run():
        send(server, "bounces@acme.test", to, github_mail(to, forged_code))
        send(server, "bounces@github.test", to, senders.sign("github.test", github_mail(to, real_code)))
    thread = threading.Thread(target=run)
    thread.start()
    return thread


def test_the_mailsocket_sdk_waits_get_the_real_code_when_the_inbox_insists(checking, senders):
    client = MailsocketClient(checking.token("alice"), base_url=checking.api)
    inbox = client.create_inbox(label="github")
    patched = rest(checking, "PATCH", f"/inboxes/{inbox['id']}", {"from_domain": "github.test"})
    assert patched["data"]["from_domain"] == "github.test"
    started = time.time()
    sending = race(checking, senders, inbox["address"], "111111", "482913")
    result = client.wait_for_otp(inbox["id"], timeout=20, since=started)
    sending.join()
    assert result.otp == "482913"
    # Both are stored; each says who sent it.
    listed = rest(checking, "GET", f"/inboxes/{inbox['id']}/messages")["data"]
    verdicts = {m["otp"]: m["authentication"] for m in listed}
    assert verdicts["482913"]["dmarc"] == "pass" and verdicts["482913"]["domain"] == "github.test"
    assert verdicts["111111"]["dmarc"] == "fail" and verdicts["111111"]["domain"] is None
    assert verdicts["111111"]["policy"] == "reject"
    forged = next(m for m in listed if m["otp"] == "111111")
    assert any(e.startswith("the sender is not authenticated") for e in forged["candidates"][0]["evidence"])


def test_an_allow_list_quarantines_the_forged_code_and_a_block_list_refuses_its_sender(checking, senders):
    token = checking.token("lists")
    client = MailsocketClient(token, base_url=checking.api)
    inbox = client.create_inbox(label="lists")
    lists = {"senders": {"allow": ["github.test"], "block": ["spam.test"]}}
    patched = rest(checking, "PATCH", f"/inboxes/{inbox['id']}", lists, token=token)
    assert patched["data"]["senders"] == {"allow": ["github.test"], "block": ["spam.test"]}
    # The SDK's wait names no sender: the allow list alone keeps the forged code from it.
    started = time.time()
    sending = race(checking, senders, inbox["address"], "555555", "618203")
    result = client.wait_for_otp(inbox["id"], timeout=20, since=started)
    sending.join()
    assert result.otp == "618203"
    listed = {m["otp"]: m for m in client.list_messages(inbox["id"])}
    assert listed["555555"]["quarantined"] is True
    assert "quarantined" not in listed["618203"]
    assert client.get_latest(inbox["id"])["otp"] == "618203"
    # A blocked sender learns it at DATA.
    spam = "From: Deals <deals@spam.test>\r\nTo: x\r\nSubject: Deals\r\n\r\nYour code is 999999.\r\n"
    with pytest.raises(smtplib.SMTPDataError) as refused:
        send(checking, "bounces@spam.test", inbox["address"], spam)
    assert refused.value.smtp_code == 550


def test_the_cli_wait_with_from_domain_prints_the_real_code(checking, senders):
    token = checking.token("cli-sender")
    inbox = rest(checking, "POST", "/inboxes", {"label": "cli"}, token=token)["data"]
    race(checking, senders, inbox["address"], "444444", "590417").join()
    env = {**os.environ, "POSTERN_URL": checking.base, "POSTERN_TOKEN": token}
    wait = [checking.bin, "wait", "otp", inbox["id"], "--since", "0", "--timeout", "10"]
    real = subprocess.run(wait + ["--from-domain", "github.test"], env=env, capture_output=True, text=True)
    assert (real.returncode, real.stdout) == (0, "590417\n"), real.stderr
    first = subprocess.run(wait, env=env, capture_output=True, text=True)
    assert first.stdout == "444444\n", first.stderr


def test_the_mcp_wait_with_from_domain_gets_the_real_code(checking, senders):
    token = checking.token("mcp-sender")
    env = {**os.environ, "POSTERN_URL": checking.base, "POSTERN_TOKEN": token, "POSTERN_LOG": "warn"}

    async def flow():
        async with McpClient(StdioServerParameters(command=checking.bin, args=["mcp"], env=env)) as client:
            created = await client.call_tool("create_inbox", {"label": "mcp-github"})
            inbox = json.loads(created.content[0].text)
            sending = race(checking, senders, inbox["address"], "222222", "735190")
            got = await client.call_tool(
                "wait_for_otp", {"inbox_id": inbox["id"], "since": 0, "timeout": 20, "from_domain": "github.test"})
            await asyncio.to_thread(sending.join)
            assert not got.is_error, got.content[0].text
            answer = json.loads(got.content[0].text)
            assert answer["otp"] == "735190"
            assert answer["authenticated_domain"] == "github.test"
            # Without the anchor, the first code wins, as mailsocket's tools have it.
            first = json.loads((await client.call_tool(
                "wait_for_otp", {"inbox_id": inbox["id"], "since": 0, "timeout": 5})).content[0].text)
            assert (first["otp"], first["authenticated_domain"]) == ("222222", None)

    asyncio.run(flow())


def test_the_inbox_page_says_who_really_sent_each_code(checking, senders, browser):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    from browser import expect_page, fill, screenshots, sign_in, submit, text_of

    password = checking.user_with_password("ivy")[1]
    assert sign_in(browser, checking.base, "ivy", password) == "overview"
    browser.get(checking.base + "/ui/inboxes")
    expect_page(browser, "inboxes")
    fill(browser, "new-inbox", label="github")
    assert submit(browser, "new-inbox") == "inbox"
    address = text_of(browser, "address")
    race(checking, senders, address, "333333", "864209").join()
    articles = WebDriverWait(browser, 15).until(
        lambda d: (found := d.find_elements(By.CSS_SELECTOR, "#messages article.message")) and len(found) == 2 and found)
    said = {a.find_element(By.CSS_SELECTOR, ".code").text: a.find_element(By.CSS_SELECTOR, ".sender-check")
            for a in articles}
    assert said["864209"].text == "Sent by github.test (DMARC pass)"
    assert "authenticated" in said["864209"].get_attribute("class").split()
    assert said["333333"].text == "Sender not authenticated (DMARC fail)"
    assert "unauthenticated" in said["333333"].get_attribute("class").split()
    screenshots(browser, "sender-checks")
