"""Connecting a mail account through the web UI (docs/UI.md §5, slice 4), in headless Chromium
against a real Dovecot: the address, discovery (which finds nothing here, so the settings are
typed), one step that tries the login and connects, then the overview following the first sync
until it is done, without a reload. A wrong password is refused with the server's reason and
nothing is stored.

Screenshots: e2e/artifacts/ui/4-connect[-phone].png, 4-overview[-phone].png.
"""

import json
import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from browser import csp_violations, expect_page, fill, origin, requests_seen, screenshots, submit, text_of
from conftest import Dovecot, started_for_loopback

MESSAGES = 12


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    dovecot = Dovecot()
    for n in range(MESSAGES):
        dovecot.ask(f"deliver Message {n}")
    server = started_for_loopback(tmp_path_factory.mktemp("ui-accounts"))
    yield server, dovecot
    if server.process.poll() is None:
        assert server.stop() == 0
    dovecot.stop()
    server.assert_no_tokens_in_logs()


def admin_signed_in(server, browser):
    password = server.new_password()
    browser.get(server.setup_link())
    expect_page(browser, "setup")
    fill(browser, "setup", password=password, confirm=password)
    assert submit(browser, "setup") == "overview"


def accounts_of(server):
    request = urllib.request.Request(server.api + "/accounts", headers={"Authorization": f"Bearer {server.admin_token}"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read())["data"]


def test_a_dovecot_account_is_connected_through_the_form(world, browser):
    server, dovecot = world
    d = dovecot.info
    admin_signed_in(server, browser)
    browser.find_element(By.ID, "connect-account").click()
    expect_page(browser, "connect")
    fill(browser, "discover", email=d["user"])
    assert submit(browser, "discover") == "connect"
    assert browser.find_elements(By.ID, "notice"), "what discovery found, or that it found nothing"
    form = browser.find_element(By.ID, "connect")
    assert form.find_element(By.NAME, "email").get_attribute("value") == d["user"], "the address carried over"

    def settings(password):
        fill(browser, "connect", host=d["host"], port=str(d["imap_port"]), smtp_host="127.0.0.1",
             smtp_port=str(d["submission_port"]), password=password)
        Select(browser.find_element(By.NAME, "security")).select_by_value("none")
        Select(browser.find_element(By.NAME, "smtp_security")).select_by_value("none")

    # A wrong password: the login is tried first and nothing is stored.
    settings("not the password")
    screenshots(browser, "4-connect")
    assert submit(browser, "connect") == "connect"
    assert text_of(browser, "error"), "the server's refusal"
    assert browser.find_element(By.NAME, "password").get_attribute("value") == "", "a password is never sent back"
    assert browser.find_element(By.NAME, "host").get_attribute("value") == d["host"], "the rest is kept"
    assert accounts_of(server) == []

    settings(d["password"])
    assert submit(browser, "connect") == "overview"
    browser.execute_script("window.__notReloaded = 'yes';")
    row = WebDriverWait(browser, 10).until(lambda b: b.find_elements(By.CSS_SELECTOR, "#accounts tr[data-account]"))[0]
    assert d["user"] in row.text
    # The first sync's progress is followed without a reload until it is done.
    WebDriverWait(browser, 60).until(
        lambda b: b.find_element(By.CSS_SELECTOR, "#accounts tr[data-account] td.sync").get_attribute("data-state") == "idle"
        and not b.find_elements(By.CSS_SELECTOR, "#accounts progress"))
    row = browser.find_element(By.CSS_SELECTOR, "#accounts tr[data-account]")
    assert str(MESSAGES) in row.text, row.text
    assert "connected" in row.text
    assert "send it to anyone" in text_of(browser, "warning"), "the read_and_send_anywhere warning is visible"
    screenshots(browser, "4-overview")
    [account] = accounts_of(server)
    assert account["status"] == "connected" and account["sync"]["messages_total"] == MESSAGES
    assert csp_violations(browser) == []
    own = origin(server.base)
    assert all(origin(url) == own for url in requests_seen(browser))
