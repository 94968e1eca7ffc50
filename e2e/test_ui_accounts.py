"""Connecting a mail account through the web UI (docs/UI.md §5, slice 4), in headless Chromium
against a real Dovecot: the address, discovery (which finds nothing here, so the settings are
typed), one step that tries the login and connects, then the overview following the first sync
until it is done, without a reload. A wrong password is refused with the server's reason and
nothing is stored. With an app at Microsoft configured (the testkit's loopback fake of its
identity platform and Graph), the sign-in button takes the browser to the provider and back, and
the account syncs.

Screenshots: e2e/artifacts/ui/4-connect[-phone].png, 4-overview[-phone].png, 4-sign-in[-phone].png.
"""

import json
import os
import subprocess
import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from browser import csp_violations, expect_page, fill, origin, requests_seen, screenshots, submit, text_of
from conftest import ROOT, Dovecot, rest, started_for_loopback

FAKE_MICROSOFT = os.environ.get("POSTERN_TEST_FAKE_MICROSOFT",
                                str(ROOT / "target" / "debug" / "examples" / "fake_microsoft"))

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


def account_row(browser):
    """The overview's first account row, read in one script: its text, its account id, its sync
    state, and whether a progress bar shows; `None` without one. The overview replaces its rows
    every 2 s, so an element found a moment earlier may be gone; a script reads it whole."""
    return browser.execute_script(
        "const r = document.querySelector('#accounts tr[data-account]');"
        "if (!r) return null;"
        "const sync = r.querySelector('td.sync');"
        "return {text: r.innerText, account: r.dataset.account, state: sync && sync.dataset.state,"
        " progress: !!document.querySelector('#accounts progress')};")


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
    row = WebDriverWait(browser, 10).until(account_row)
    assert d["user"] in row["text"]
    # The first sync's progress is followed without a reload until it is done.
    row = WebDriverWait(browser, 60).until(
        lambda b: (r := account_row(b)) and r["state"] == "idle" and not r["progress"] and r)
    assert str(MESSAGES) in row["text"], row["text"]
    assert "connected" in row["text"]
    assert "send it to anyone" in text_of(browser, "warning"), "the read_and_send_anywhere warning is visible"
    screenshots(browser, "4-overview")
    [account] = accounts_of(server)
    assert account["status"] == "connected" and account["sync"]["messages_total"] == MESSAGES
    assert csp_violations(browser) == []
    own = origin(server.base)
    assert all(origin(url) == own for url in requests_seen(browser))


def test_a_microsoft_account_connects_with_the_sign_in_button(tmp_path, browser):
    """The connect page offers Microsoft's sign-in when an app is configured; the button starts
    the sign-in (bound to this person), the browser goes to the provider (the fake, which
    follows Microsoft's authorize and token pages) and comes back to the API's callback, whose
    page leads back to the UI, where the account is listed and its mail synced."""
    fake = subprocess.Popen([FAKE_MICROSOFT, "ann@contoso.test"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True)
    try:
        urls = json.loads(fake.stdout.readline())
        secret = tmp_path / "microsoft-secret"
        secret.write_text("e2e-client-secret\n")
        server = started_for_loopback(tmp_path, (
            f'microsoft_client_id = "postern-e2e"\nmicrosoft_client_secret_file = "{secret}"\n'
            f'microsoft_authority = "{urls["authority"]}"\nmicrosoft_graph = "{urls["graph"]}"\n'))
        try:
            admin_signed_in(server, browser)
            browser.get(server.base + "/ui/accounts/new")
            expect_page(browser, "connect")
            screenshots(browser, "4-sign-in")
            button = browser.find_element(By.CSS_SELECTOR, "form#sign-in-microsoft button")
            assert button.text == "Sign in with Microsoft 365 or Outlook.com"
            assert not browser.find_elements(By.ID, "sign-in-google"), "no app at Google, no button"
            button.click()
            # ui.js follows the link to the provider at once; the provider sends the browser back.
            WebDriverWait(browser, 20).until(lambda b: "/api/v1/oauth/microsoft/callback" in b.current_url)
            WebDriverWait(browser, 10).until(lambda b: b.find_elements(By.TAG_NAME, "h1"))
            heading = browser.find_element(By.TAG_NAME, "h1").text
            assert heading == "Connected", browser.find_element(By.TAG_NAME, "body").text
            browser.find_element(By.LINK_TEXT, "Open Postern").click()
            expect_page(browser, "overview")
            row = WebDriverWait(browser, 10).until(account_row)
            assert "ann@contoso.test" in row["text"]
            account = row["account"]
            accounts = rest(server, "GET", "/accounts")["data"]
            assert [(a["id"], a["provider"]) for a in accounts] == [(account, "microsoft")], accounts
            WebDriverWait(browser, 30, poll_frequency=0.5).until(
                lambda b: rest(server, "GET", f"/accounts/{account}")["data"]["sync"]["last_synced_at"])
            browser.get(f"{server.base}/ui/accounts/{account}/mail")
            expect_page(browser, "mail")
            assert "Welcome to Contoso" in browser.find_element(By.TAG_NAME, "main").text
            assert csp_violations(browser) == []
        finally:
            if server.process.poll() is None:
                assert server.stop() == 0
            server.assert_no_tokens_in_logs()
    finally:
        fake.stdin.close()
        fake.wait(timeout=30)
