"""API tokens made in the web UI (docs/UI.md §5, slice 6), in headless Chromium: a token is shown
once with a copy button and works against the API; narrower grants narrow it; a token wider than
its user is refused with the API's reason; a revoked token stops working at once.

Screenshot: e2e/artifacts/ui/6-tokens[-phone].png.
"""

import json
import urllib.error
import urllib.request

import pytest
from selenium.webdriver.common.by import By

from browser import click_through, csp_violations, expect_page, fill, screenshots, sign_in, submit, text_of
from conftest import TOKEN_RE, Postern

@pytest.fixture(scope="module")
def ui(tmp_path_factory):
    server = Postern(tmp_path_factory.mktemp("ui-tokens"))
    server.start()
    yield server
    if server.process.poll() is None:
        assert server.stop() == 0
    server.assert_no_tokens_in_logs()


def call(ui, token, method, path, body=None):
    request = urllib.request.Request(
        ui.api + path, method=method, data=None if body is None else json.dumps(body).encode(),
        headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"},
    )
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, json.loads(response.read() or b"null")
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"null")


def test_a_token_made_in_the_ui_works_against_the_api(ui, browser):
    _, password = ui.user_with_password("tess")
    assert sign_in(browser, ui.base, "tess", password) == "overview"

    browser.get(ui.base + "/ui/tokens")
    expect_page(browser, "tokens")
    assert browser.find_elements(By.ID, "no-tokens")
    fill(browser, "new-token-form", name="signup agent", days="30")
    assert submit(browser, "new-token-form") == "tokens"
    secret = text_of(browser, "new-token")
    assert TOKEN_RE.fullmatch(secret), "the new token is shown once"
    ui.issued_tokens.append(secret)
    assert browser.find_elements(By.CSS_SELECTOR, 'button[data-copy="#new-token"]'), "with a copy button"
    screenshots(browser, "6-tokens")
    status, me = call(ui, secret, "GET", "/me")
    assert status == 200 and me["data"]["user"]["name"] == "tess"
    assert me["data"]["token"]["expires_at"], "30 days"
    status, made = call(ui, secret, "POST", "/inboxes", {"label": "made with a UI token"})
    assert status == 201, made

    # Reloading the list never shows the secret again.
    browser.get(ui.base + "/ui/tokens")
    assert not browser.find_elements(By.ID, "new-token")
    assert secret not in browser.page_source
    rows = browser.find_elements(By.CSS_SELECTOR, "#tokens tr[data-token]")
    assert len(rows) == 1 and "signup agent" in rows[0].text

    # Narrower grants narrow it; wider ones are refused with the API's reason.
    fill(browser, "new-token-form", name="read only", grants='[{"accounts": ["own"], "allow": ["inbox.list", "inbox.read"]}]')
    assert submit(browser, "new-token-form") == "tokens"
    narrow = text_of(browser, "new-token")
    ui.issued_tokens.append(narrow)
    status, me = call(ui, narrow, "GET", "/me")
    assert status == 200 and me["data"]["token"]["narrowed"] is True
    assert call(ui, narrow, "POST", "/inboxes", {})[0] == 403
    fill(browser, "new-token-form", name="too wide", grants='[{"accounts": ["*"], "allow": ["admin"]}]')
    assert submit(browser, "new-token-form") == "tokens"
    assert "cannot hold" in text_of(browser, "error"), "the API's reason"
    assert not browser.find_elements(By.ID, "new-token")

    # Revoked from the UI: the next request with it is refused.
    browser.get(ui.base + "/ui/tokens")
    row = [r for r in browser.find_elements(By.CSS_SELECTOR, "#tokens tr[data-token]") if "signup agent" in r.text][0]
    browser.execute_script("window.confirm = function () { return true; };")
    assert click_through(browser, row.find_element(By.CSS_SELECTOR, "button[type=submit]")) == "tokens"
    assert call(ui, secret, "GET", "/me")[0] == 401
    assert csp_violations(browser) == []
