"""The web UI's disposable inboxes in headless Chromium (docs/UI.md §5, slice 3): a user makes an
inbox from the list page, copies its address, and watches mail sent over SMTP arrive on the open
inbox page without a reload, the code shown large with a copy button, its confidence and the
extractor's evidence. The pages stay within the CSP and load nothing from another origin.

Screenshots: e2e/artifacts/ui/3-inboxes[-phone].png and 3-inbox[-phone].png.
"""

import smtplib
import time
from email.message import EmailMessage

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from browser import csp_violations, expect_page, fill, origin, requests_seen, screenshots, sign_in, submit, text_of
from conftest import Postern

@pytest.fixture(scope="module")
def ui(tmp_path_factory):
    server = Postern(tmp_path_factory.mktemp("ui-inboxes"))
    server.start()
    yield server
    if server.process.poll() is None:
        assert server.stop() == 0
    server.assert_no_tokens_in_logs()


def send(ui, to: str, subject: str, text: str):
    mail = EmailMessage()
    mail["From"] = "Acme Accounts <no-reply@acme.test>"
    mail["To"] = to
    mail["Subject"] = subject
    mail.set_content(text)
    with smtplib.SMTP("127.0.0.1", ui.smtp_port, timeout=10) as smtp:
        smtp.send_message(mail)


def test_mail_arrives_live_with_its_code_large(ui, browser):
    """The inbox page shows a code delivered by SMTP without reloading: a marker set in the page
    before the mail is sent is still there when the code appears."""
    password = ui.user_with_password("ivy")[1]
    assert sign_in(browser, ui.base, "ivy", password) == "overview"
    browser.get(ui.base + "/ui/inboxes")
    expect_page(browser, "inboxes")
    assert browser.find_elements(By.ID, "no-inboxes")
    fill(browser, "new-inbox", label="signup at acme")
    assert submit(browser, "new-inbox") == "inbox"
    address = text_of(browser, "address")
    assert address.endswith("@" + ui.domain), address
    assert browser.find_elements(By.CSS_SELECTOR, 'button[data-copy="#address"]'), "a copy button for the address"
    assert browser.find_elements(By.ID, "no-messages")

    # The page is interactive before the mail is sent. Its live stream follows the inbox from
    # the moment the page was made (its `after`), so mail sent before the stream connects still
    # comes through it.
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.documentElement.dataset.ready"))
    browser.execute_script("window.__notReloaded = 'yes';")
    sent = time.monotonic()
    send(ui, address, "Your Acme code", "Hello,\n\nYour verification code is 482913.\nIt expires in 10 minutes.\n")
    code = WebDriverWait(browser, 15).until(
        lambda d: d.find_elements(By.CSS_SELECTOR, "#messages article.message .code"))[0]
    shown_after = time.monotonic() - sent
    assert code.text == "482913"
    assert browser.execute_script("return window.__notReloaded") == "yes", "the code came without a reload"
    assert not browser.find_elements(By.ID, "no-messages"), "the placeholder went when mail came"
    message = browser.find_element(By.CSS_SELECTOR, "#messages article.message")
    assert "Your Acme code" in message.find_element(By.CSS_SELECTOR, ".subject").text
    confidence = message.find_element(By.CSS_SELECTOR, ".confidence").text
    assert confidence.startswith("confidence ") and confidence.endswith("%"), confidence
    assert int(confidence.split()[1].rstrip("%")) >= 50
    copy = message.find_elements(By.CSS_SELECTOR, f'button[data-copy="#{code.get_attribute("id")}"]')
    assert copy, "a copy button for the code"
    evidence = message.find_elements(By.CSS_SELECTOR, "details.evidence li")
    assert evidence and all(li.get_attribute("textContent").strip() for li in evidence), "the extractor's evidence"
    print(f"SMTP → code on the open page: {shown_after * 1000:.0f} ms")
    screenshots(browser, "3-inbox")

    # A reload shows the same message from the list, and a second mail still arrives live.
    browser.refresh()
    expect_page(browser, "inbox")
    assert len(browser.find_elements(By.CSS_SELECTOR, "#messages article.message")) == 1
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.documentElement.dataset.ready"))
    send(ui, address, "Sign in to Acme", "Use 771204 to sign in.\n")
    WebDriverWait(browser, 15).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#messages article.message")) == 2)
    newest = browser.find_element(By.CSS_SELECTOR, "#messages article.message .code")
    assert newest.text == "771204", "the newest first"

    browser.get(ui.base + "/ui/inboxes")
    expect_page(browser, "inboxes")
    rows = browser.find_elements(By.CSS_SELECTOR, "#inboxes tr[data-inbox]")
    assert len(rows) == 1 and address in rows[0].text and "signup at acme" in rows[0].text
    screenshots(browser, "3-inboxes")

    assert csp_violations(browser) == []
    own = origin(ui.base)
    assert all(origin(url) == own for url in requests_seen(browser)), requests_seen(browser)


def test_another_users_inbox_is_not_shown(ui, browser):
    """An inbox page is read through the API with the viewer's rights: another user's inbox is the
    404 page, and its live stream gives nothing."""
    owner = ui.user_with_password("olga")[1]
    assert sign_in(browser, ui.base, "olga", owner) == "overview"
    browser.get(ui.base + "/ui/inboxes")
    assert submit(browser, "new-inbox") == "inbox"
    inbox_path = browser.current_url.split(ui.base, 1)[1]
    browser.delete_all_cookies()

    other = ui.user_with_password("pete")[1]
    browser.get(ui.base + "/ui/sign-in")
    assert sign_in(browser, ui.base, "pete", other) == "overview"
    browser.get(ui.base + inbox_path)
    expect_page(browser, "error")
    assert "not found" in text_of(browser, "error").lower() or "no such" in text_of(browser, "error").lower()
