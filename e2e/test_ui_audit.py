"""The audit and the webhooks in the web UI (docs/UI.md §5, slice 7), in headless Chromium: the
audit shows a token made in the UI, "verify" says the hash chain is intact, and broken after the
test edits a record in the SQLite file underneath; a webhook endpoint's delivery log shows the
receiver's answers, and a test post and a redelivery from the page reach it; the service log
shows its latest lines to administrators, with no secret in them.

Screenshots: e2e/artifacts/ui/7-audit, 7-webhook, 7-log (each also -phone).
"""

import json
import sqlite3
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from browser import click_through, csp_violations, expect_page, fill, screenshots, sign_in, submit, text_of
from conftest import HookEndpoint, rest, started_for_loopback


@pytest.fixture(scope="module")
def signed_in(tmp_path_factory, request):
    server = started_for_loopback(tmp_path_factory.mktemp("ui-audit"))
    yield server
    if server.process.poll() is None:
        assert server.stop() == 0
    server.assert_no_tokens_in_logs()


def sign_in_admin(server, browser):
    password = server.new_password()
    browser.get(server.setup_link())
    fill(browser, "setup", password=password, confirm=password)
    assert submit(browser, "setup") == "overview"


def test_the_audit_shows_a_ui_token_and_verifies_its_chain(signed_in, browser):
    server = signed_in
    sign_in_admin(server, browser)
    browser.get(server.base + "/ui/tokens")
    fill(browser, "new-token-form", name="audited agent")
    assert submit(browser, "new-token-form") == "tokens"
    server.issued_tokens.append(text_of(browser, "new-token"))

    browser.get(server.base + "/ui/audit?action=token.create")
    expect_page(browser, "audit")
    rows = browser.find_elements(By.CSS_SELECTOR, "#records tr[data-action='token.create']")
    assert len(rows) == 1 and "audited agent" in rows[0].text, [r.text for r in rows]
    assert submit(browser, "verify") == "audit"
    result = browser.find_element(By.ID, "verify-result")
    assert result.get_attribute("data-intact") == "yes", result.text
    screenshots(browser, "7-audit")

    # A record changed underneath, in the database file: the chain no longer holds.
    with sqlite3.connect(server.data / "postern.db", timeout=10) as db:
        changed = db.execute("UPDATE audit SET outcome = 'denied' WHERE action = 'token.create'").rowcount
    assert changed == 1
    browser.get(server.base + "/ui/audit")
    assert submit(browser, "verify") == "audit"
    result = browser.find_element(By.ID, "verify-result")
    assert result.get_attribute("data-intact") == "no", result.text
    assert csp_violations(browser) == []


def test_a_webhooks_delivery_log_test_and_redelivery(signed_in, browser):
    server = signed_in
    receiver = HookEndpoint()
    sign_in_admin_again(server, browser)
    hook = rest(server, "POST", "/webhooks", {"url": receiver.url, "events": ["inbox.created"]})["data"]
    rest(server, "POST", "/inboxes", {"label": "for the webhook"})
    deadline = time.monotonic() + 15
    while not receiver.ids() and time.monotonic() < deadline:
        time.sleep(0.1)
    assert receiver.ids(), "the inbox.created event was posted"
    event = receiver.ids()[0]

    browser.get(server.base + "/ui/webhooks")
    expect_page(browser, "webhooks")
    row = browser.find_element(By.CSS_SELECTOR, f"#webhooks tr[data-webhook='{hook['id']}']")
    assert receiver.url in row.text
    browser.get(f"{server.base}/ui/webhooks/{hook['id']}")
    expect_page(browser, "webhook")
    WebDriverWait(browser, 10).until(lambda b: b.find_elements(By.CSS_SELECTOR, f"#attempts tr[data-event='{event}']"))
    attempt = browser.find_element(By.CSS_SELECTOR, f"#attempts tr[data-event='{event}']")
    assert attempt.find_element(By.CSS_SELECTOR, ".answer").text == "200"
    screenshots(browser, "7-webhook")

    assert submit(browser, "test-webhook") == "webhook"
    assert "answered 200" in text_of(browser, "notice")
    form = browser.find_element(By.CSS_SELECTOR, f"#attempts tr[data-event='{event}'] form")
    assert click_through(browser, form.find_element(By.CSS_SELECTOR, "button")) == "webhook"
    assert "Redelivered" in text_of(browser, "notice") and "answered 200" in text_of(browser, "notice")
    assert receiver.ids().count(event) == 2, "the same event, under its id, again"
    receiver.server.shutdown()


def sign_in_admin_again(server, browser):
    """The admin's password was set by the first test; a new setup link from the CLI sets another."""
    import subprocess
    run = subprocess.run([server.bin, "user", "setup-link", "--name", "admin", "--data", str(server.data)],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    link = server.base + run.stdout.strip()[run.stdout.strip().index("/ui/setup/"):]
    server.secrets.append(link.rsplit("/", 1)[1])
    password = server.new_password()
    browser.get(link)
    fill(browser, "setup", password=password, confirm=password)
    assert submit(browser, "setup") == "overview"


def test_the_service_log_shows_recent_lines_to_admins_only_and_no_secret(signed_in, browser):
    """The service log page: this instance's latest lines, newest first, filtered by level; no
    token, password or setup secret used in this module appears in it (nor in `GET /log`); the
    read is audited; a user who is not an administrator gets the API's refusal."""
    server = signed_in
    password = server.set_password("admin")
    assert sign_in(browser, server.base, "admin", password) == "overview"
    browser.get(server.base + "/ui/log?level=debug")
    expect_page(browser, "log")
    rows = browser.find_elements(By.CSS_SELECTOR, "table#lines tbody tr")
    assert rows, "the instance has logged since it started"
    levels = {row.get_attribute("data-level") for row in rows}
    assert levels <= {"DEBUG", "INFO", "WARN", "ERROR"}, levels
    stamps = [row.find_element(By.CSS_SELECTOR, "td small").text for row in rows]
    assert stamps == sorted(stamps, reverse=True), "newest first"
    screenshots(browser, "7-log")
    browser.get(server.base + "/ui/log?level=warn")
    expect_page(browser, "log")
    assert all(row.get_attribute("data-level") in ("WARN", "ERROR")
               for row in browser.find_elements(By.CSS_SELECTOR, "table#lines tbody tr"))
    page = browser.find_element(By.TAG_NAME, "main").text
    logged = json.dumps(rest(server, "GET", "/log?limit=1000"))
    for secret in server.issued_tokens + server.secrets:
        assert secret not in page and secret not in logged, "a secret reached the service log"
    assert "pst_" not in logged and "pss_" not in logged
    reads = rest(server, "GET", "/audit?action=log.read")["data"]
    assert len(reads) >= 3 and all(r["outcome"] == "ok" for r in reads), reads
    assert csp_violations(browser) == []

    _, other = server.user_with_password("not-admin")
    browser.delete_all_cookies()
    assert sign_in(browser, server.base, "not-admin", other) == "overview"
    browser.get(server.base + "/ui/log")
    expect_page(browser, "error")
    assert "Missing right: admin" in text_of(browser, "error")
