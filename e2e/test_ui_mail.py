"""Reading a connected account's mail in the web UI (docs/UI.md §5, slice 5), in headless
Chromium against a real Dovecot: folders, a folder's list, the reading view. A mail's remote
images are not loaded (a loopback recorder they point at hears nothing, and the browser's
performance log shows no request for them) until the reader asks, while its own inline (`cid:`)
images are shown; a `<script>` in a mail never runs; a folder-scoped user sees only its folders,
and a direct link to a message in another folder is the error page; replies and drafts are sent once however often their form is.

Screenshots: e2e/artifacts/ui/5-mail, 5-message, 5-sent, 5-draft (each also -phone).
"""

import imaplib
import threading
import time
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from secrets import token_urlsafe

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from browser import click_through, csp_violations, expect_page, fill, requests_seen, screenshots, sign_in, submit, text_of
from conftest import Dovecot, free_port, rest, started_for_loopback

class Recorder:
    """A loopback server on another origin (`localhost`) that records every request: what a
    mail's remote image would tell its sender."""

    def __init__(self):
        self.paths = []
        recorder = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                recorder.paths.append(self.path)
                self.send_response(200)
                self.send_header("Content-Type", "image/gif")
                self.end_headers()
                self.wfile.write(b"GIF89a\x01\x00\x01\x00\x00\x00\x00;")

            def log_message(self, *args):
                pass

        self.port = free_port()
        self.server = ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://localhost:{self.port}"


# A 1×1 PNG: what a mail's inline (`cid:`) image is here.
PIXEL_PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="


def append(d, folder, subject, html, logo=False):
    """Puts an HTML mail in a folder over IMAP; with `logo`, as `multipart/related` with a PNG
    whose Content-ID is `logo@shop.test`."""
    body = f"Content-Type: text/html; charset=utf-8\r\n\r\n{html}\r\n"
    if logo:
        body = ("Content-Type: multipart/related; boundary=rel\r\n\r\n"
                f"--rel\r\n{body}--rel\r\nContent-Type: image/png\r\nContent-ID: <logo@shop.test>\r\n"
                f"Content-Disposition: inline\r\nContent-Transfer-Encoding: base64\r\n\r\n{PIXEL_PNG}\r\n--rel--\r\n")
    raw = (f"From: Billing <billing@shop.test>\r\nTo: {d['user']}\r\nSubject: {subject}\r\n"
           f"Message-ID: <{token_urlsafe(8)}@shop.test>\r\nDate: Tue, 01 Dec 2026 09:00:00 +0000\r\n"
           f"MIME-Version: 1.0\r\n{body}").encode()
    with imaplib.IMAP4(d["host"], d["imap_port"]) as imap:
        imap.login(d["user"], d["password"])
        if folder != "INBOX":
            imap.create(folder)
        status, _ = imap.append(folder, None, None, raw)
        assert status == "OK"


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    recorder = Recorder()
    dovecot = Dovecot()
    d = dovecot.info
    append(d, "INBOX", "Your receipt",
           f'<p><img src="cid:logo@shop.test" alt="Shop">Thanks for your order.</p>'
           f'<img src="{recorder.url}/pixel.gif?who=reader" alt="">'
           f'<script>document.title = "ran"; new Image().src = "{recorder.url}/script";</script>'
           f'<p>Total: 42 EUR</p>', logo=True)
    append(d, "Invoices", "Invoice 7", "<p>Invoice number 7, due in 30 days.</p>")
    server = started_for_loopback(tmp_path_factory.mktemp("ui-mail"))
    account = rest(server, "POST", "/accounts", dovecot.account())["data"]["id"]
    for _ in range(300):
        status = rest(server, "GET", f"/accounts/{account}")["data"]
        if status["sync"]["last_synced_at"] and status["sync"]["messages_total"] >= 2:
            break
        time.sleep(0.1)
    else:
        raise AssertionError("the first sync did not finish")
    yield {"server": server, "account": account, "recorder": recorder, "dovecot": dovecot}
    if server.process.poll() is None:
        assert server.stop() == 0
    dovecot.stop()
    recorder.server.shutdown()
    server.assert_no_tokens_in_logs()


def message_id(server, account, folder_role_or_name):
    folders = rest(server, "GET", f"/accounts/{account}/folders")["data"]
    folder = next(f for f in folders if f["role"] == folder_role_or_name or f["name"] == folder_role_or_name)
    return rest(server, "GET", f"/accounts/{account}/messages?folder={folder['id']}")["data"][0]["id"]


def test_remote_images_wait_for_the_reader_and_scripts_never_run(world, browser):
    server, account, recorder = world["server"], world["account"], world["recorder"]
    password = server.new_password()
    browser.get(server.setup_link())
    fill(browser, "setup", password=password, confirm=password)
    assert submit(browser, "setup") == "overview"

    browser.get(f"{server.base}/ui/accounts/{account}/mail")
    expect_page(browser, "mail")
    names = [a.text for a in browser.find_elements(By.CSS_SELECTOR, "#folders a[data-folder]")]
    assert "INBOX" in names and "Invoices" in names, names
    rows = browser.find_elements(By.CSS_SELECTOR, "#messages tr[data-message]")
    assert len(rows) == 1 and "Your receipt" in rows[0].text
    screenshots(browser, "5-mail")

    rows[0].find_element(By.TAG_NAME, "a").click()
    WebDriverWait(browser, 10).until(lambda b: b.find_elements(By.CSS_SELECTOR, "body[data-page=message]"))
    assert text_of(browser, "subject") == "Your receipt"
    assert browser.find_elements(By.ID, "remote-blocked"), "the page says remote images are held back"
    browser.switch_to.frame(browser.find_element(By.ID, "body"))
    WebDriverWait(browser, 10).until(lambda b: "42 EUR" in b.find_element(By.TAG_NAME, "body").text)
    assert browser.title != "ran", "no script ran in the mail's frame"
    assert not browser.find_elements(By.CSS_SELECTOR, "script"), "the script is not even in the document"
    # The mail's own (`cid:`) image is shown: it is part of the message, not a remote fetch.
    WebDriverWait(browser, 10).until(lambda b: b.execute_script(
        "var i = document.querySelector('img[alt=Shop]'); return i && i.complete && i.naturalWidth === 1;"))
    browser.switch_to.default_content()
    screenshots(browser, "5-message")
    time.sleep(1)
    assert recorder.paths == [], "no remote image was fetched"
    assert not [u for u in requests_seen(browser) if f":{recorder.port}" in u], "nor even asked for"

    # Asked for: the image loads (so the check above can fail), and still no script runs.
    browser.find_element(By.ID, "show-remote").click()
    WebDriverWait(browser, 10).until(lambda b: recorder.paths)
    assert recorder.paths == ["/pixel.gif?who=reader"], recorder.paths
    assert csp_violations(browser) == [], "the mail's script never reached a page to be blocked"


def test_a_folder_scoped_user_sees_only_its_folders(world, browser):
    server, account = world["server"], world["account"]
    _, password = server.user_with_password("fiona", [
        {"accounts": [account], "allow": ["accounts.read", "mail.read"], "folders": ["Invoices"]}])
    assert sign_in(browser, server.base, "fiona", password) == "overview"
    browser.get(f"{server.base}/ui/accounts/{account}/mail")
    expect_page(browser, "mail")
    names = [a.text for a in browser.find_elements(By.CSS_SELECTOR, "#folders a[data-folder]")]
    assert names == ["Invoices"], names
    rows = browser.find_elements(By.CSS_SELECTOR, "#messages tr[data-message]")
    assert len(rows) == 1 and "Invoice 7" in rows[0].text, "its folder is the one shown"

    hidden = message_id(server, account, "inbox")
    browser.get(f"{server.base}/ui/messages/{hidden}")
    expect_page(browser, "error")
    browser.get(f"{server.base}/ui/messages/{hidden}/body")
    expect_page(browser, "error")
    assert "42 EUR" not in browser.page_source


def test_a_reply_is_sent_once_however_often_its_form_is(world, browser):
    """Reply from the reading view: the API fills in the recipient and `Re:`; the form's
    Idempotency-Key makes the same form sent again answer the first send and send nothing."""
    server, account, dovecot = world["server"], world["account"], world["dovecot"]
    password = server.set_password("admin")
    assert sign_in(browser, server.base, "admin", password) == "overview"
    receipt = message_id(server, account, "inbox")
    browser.get(f"{server.base}/ui/messages/{receipt}")
    expect_page(browser, "message")
    browser.get(browser.find_element(By.ID, "reply").get_attribute("href"))
    expect_page(browser, "compose")
    fill(browser, "compose", text="Thanks, received.")
    sent_form = browser.execute_script(
        "var f = document.getElementById('compose'); return [f.getAttribute('action'), new URLSearchParams(new FormData(f)).toString()];")
    before = len(dovecot.relayed())
    assert submit(browser, "compose") == "compose"
    notice = text_of(browser, "notice")
    assert notice.startswith("Sent to 1 recipient"), notice
    screenshots(browser, "5-sent")
    relayed = dovecot.relayed()
    assert len(relayed) == before + 1 and relayed[-1]["to"] == ["billing@shop.test"], relayed

    # The same form again (a reload, a retry): the first answer, nothing sent.
    cookie = browser.get_cookie("__Host-postern")["value"]
    request = urllib.request.Request(server.base + sent_form[0], data=sent_form[1].encode(), method="POST", headers={
        "Cookie": f"__Host-postern={cookie}", "Origin": server.base,
        "Content-Type": "application/x-www-form-urlencoded"})
    with urllib.request.urlopen(request, timeout=30) as response:
        again = response.read().decode()
    assert notice.split("(")[1].rstrip(").") in again, "the same send's answer"
    time.sleep(0.5)
    assert len(dovecot.relayed()) == before + 1, "sent once"


def test_a_draft_is_kept_written_on_later_and_sent_once(world, browser):
    """New mail kept as a draft (made, then written over: one draft), opened again from the
    reading view with its fields filled, and sent: the draft's own send with the form's key, so
    the same form sent again sends nothing, and the draft is gone."""
    server, account, dovecot = world["server"], world["account"], world["dovecot"]
    password = server.set_password("admin")
    assert sign_in(browser, server.base, "admin", password) == "overview"
    browser.get(f"{server.base}/ui/accounts/{account}/compose")
    expect_page(browser, "compose")
    fill(browser, "compose", to="carol@shop.test", bcc="boss@shop.test", subject="Order 7", text="Where is my order?")
    keep = 'form#compose button[name="step"][value="draft"]'
    assert click_through(browser, browser.find_element(By.CSS_SELECTOR, keep)) == "compose"
    assert text_of(browser, "saved").startswith("Kept as a draft.")
    draft = browser.find_element(By.CSS_SELECTOR, 'form#compose [name="draft"]').get_attribute("value")
    assert draft.startswith("msg_"), draft
    fill(browser, "compose", text="Where is my order 7?")
    assert click_through(browser, browser.find_element(By.CSS_SELECTOR, keep)) == "compose"
    drafts = rest(server, "GET", f"/accounts/{account}/drafts")["data"]
    assert [d["id"] for d in drafts] == [draft], "written over, not a second draft"

    # Later, from the reading view.
    browser.get(f"{server.base}/ui/messages/{draft}")
    expect_page(browser, "message")
    assert click_through(browser, browser.find_element(By.ID, "edit-draft")) == "compose"
    form = {name: browser.find_element(By.CSS_SELECTOR, f'form#compose [name="{name}"]').get_attribute("value")
            for name in ("to", "bcc", "subject", "text", "draft")}
    assert form["to"] == "carol@shop.test" and form["subject"] == "Order 7" and form["draft"] == draft, form
    assert form["bcc"] == "boss@shop.test", "a draft's Bcc comes back into the form"
    assert "Where is my order 7?" in form["text"], form
    screenshots(browser, "5-draft")
    sent_form = browser.execute_script(
        "var f = document.getElementById('compose'); return [f.getAttribute('action'), new URLSearchParams(new FormData(f)).toString()];")
    before = len(dovecot.relayed())
    send = 'form#compose button[name="step"][value="send"]'
    assert click_through(browser, browser.find_element(By.CSS_SELECTOR, send)) == "compose"
    assert text_of(browser, "notice").startswith("Sent to 2 recipients"), text_of(browser, "notice")
    relayed = dovecot.relayed()
    assert len(relayed) == before + 1 and relayed[-1]["to"] == ["carol@shop.test", "boss@shop.test"], relayed
    assert rest(server, "GET", f"/accounts/{account}/drafts")["data"] == [], "the draft is gone once sent"

    # The same form again: the first answer, nothing sent.
    cookie = browser.get_cookie("__Host-postern")["value"]
    request = urllib.request.Request(server.base + sent_form[0], data=sent_form[1].encode(), method="POST", headers={
        "Cookie": f"__Host-postern={cookie}", "Origin": server.base,
        "Content-Type": "application/x-www-form-urlencoded"})
    with urllib.request.urlopen(request, timeout=30) as response:
        assert "Sent to 2 recipients" in response.read().decode()
    time.sleep(0.5)
    assert len(dovecot.relayed()) == before + 1, "sent once"
    assert csp_violations(browser) == []
