"""The web UI's second factor in headless Chromium (docs/UI.md §4, slice 2): TOTP enrolment with
a code computed here from the secret the page shows, recovery codes shown once, then sign-in with
password and code; a wrong code and a replayed one are refused, a recovery code works once, and
an administrator's `totp_required` makes a user enrol before anything else.

Failures from 127.0.0.1 count toward the address's lockout (10 in 15 minutes): this module makes
three. Screenshots: e2e/artifacts/ui/2-security, 2-enrol, 2-recovery-codes, 2-code [-phone].png.
"""

import time

import pytest
from selenium.webdriver.common.by import By

from browser import csp_violations, expect_page, fill, screenshots, sign_in, submit, text_of, totp
from conftest import Postern, rest

@pytest.fixture(scope="module")
def ui(tmp_path_factory):
    server = Postern(tmp_path_factory.mktemp("ui-totp"))
    server.start()
    yield server
    if server.process.poll() is None:
        assert server.stop() == 0
    server.assert_no_tokens_in_logs()


def fresh_step():
    """Waits until at least 8 s are left in the current 30-s step, so that a code typed now is
    still current when the server checks it."""
    if 30 - time.time() % 30 < 8:
        time.sleep(30 - time.time() % 30 + 0.2)


def next_code(secret: str, last_step: int) -> tuple:
    """The code of the first time step after `last_step` that the server accepts now (it allows
    one step of clock drift either way), and its step; waits when that step is too far ahead."""
    while True:
        now = int(time.time() // 30)
        step = max(last_step + 1, now - 1)
        if step <= now + 1:
            return totp(secret, step * 30 + 1), step
        time.sleep(30 - time.time() % 30 + 0.2)


def enrol(browser, base, password) -> tuple:
    """Enrols from the security page; returns the base32 secret, the recovery codes and the time
    step of the code that confirmed it (each step is accepted once)."""
    assert browser.find_elements(By.CSS_SELECTOR, 'nav a[href="/ui/security"]'), "the nav links to it"
    browser.get(base + "/ui/security")
    expect_page(browser, "security")
    assert browser.find_element(By.ID, "totp-status").get_attribute("data-enrolled") == "no"
    fill(browser, "enrol", current=password)
    assert submit(browser, "enrol") == "enrol"
    assert browser.find_elements(By.CSS_SELECTOR, "svg.qr path"), "a QR code"
    secret = text_of(browser, "totp-secret")
    screenshots(browser, "2-enrol")
    fresh_step()
    code, step = next_code(secret, int(time.time() // 30) - 2)
    fill(browser, "confirm-totp", code=code)
    assert submit(browser, "confirm-totp") == "recovery-codes"
    codes = [c.text for c in browser.find_elements(By.CSS_SELECTOR, "#codes li code")]
    assert len(codes) == 10 and all(len(c) == 19 and c.count("-") == 3 for c in codes), codes
    screenshots(browser, "2-recovery-codes")
    return secret, codes, step


def test_enrol_then_sign_in_with_a_code_replay_refused_recovery_once(ui, browser):
    user_id, password = ui.user_with_password("tara")
    assert sign_in(browser, ui.base, "tara", password) == "overview"
    secret, codes, used_step = enrol(browser, ui.base, password)
    browser.get(ui.base + "/ui/security")
    assert browser.find_element(By.ID, "totp-status").get_attribute("data-enrolled") == "yes"
    assert text_of(browser, "recovery-left") == "10"
    screenshots(browser, "2-security")
    assert submit(browser, "sign-out") == "sign-in"

    # Password, then the code page; other pages wait until the code is given.
    assert sign_in(browser, ui.base, "tara", password) == "code"
    browser.get(ui.base + "/ui")
    expect_page(browser, "code")
    screenshots(browser, "2-code")
    fill(browser, "code", code="000000" if totp(secret) != "000000" else "111111")
    assert submit(browser, "code") == "code"
    assert text_of(browser, "error"), "a wrong code is refused"
    code, used_step = next_code(secret, used_step)
    fill(browser, "code", code=code)
    assert submit(browser, "code") == "overview"

    # The same code again, in the same time step: refused.
    assert submit(browser, "sign-out") == "sign-in"
    assert sign_in(browser, ui.base, "tara", password) == "code"
    fill(browser, "code", code=code)
    assert submit(browser, "code") == "code", "a code works once"
    assert text_of(browser, "error")

    # A recovery code, typed loosely, works once.
    fill(browser, "code", code=codes[3].lower().replace("-", " "))
    assert submit(browser, "code") == "overview"
    assert submit(browser, "sign-out") == "sign-in"
    assert sign_in(browser, ui.base, "tara", password) == "code"
    fill(browser, "code", code=codes[3])
    assert submit(browser, "code") == "code", "a recovery code works once"
    code, used_step = next_code(secret, used_step)
    fill(browser, "code", code=code)
    assert submit(browser, "code") == "overview"
    browser.get(ui.base + "/ui/security")
    assert text_of(browser, "recovery-left") == "9"

    enrolled = rest(ui, "GET", "/audit?action=ui.totp_enrolled")["data"]
    assert [r["actor"] for r in enrolled] == [user_id]
    sign_ins = rest(ui, "GET", f"/audit?action=ui.sign_in&actor={user_id}")["data"]
    factors = {r["detail"].get("second_factor") for r in sign_ins}
    assert {"totp", "recovery_code"} <= factors, factors
    assert csp_violations(browser) == []


def test_an_administrator_can_require_a_second_factor(ui, browser):
    user_id, password = ui.user_with_password("uma")
    changed = rest(ui, "PATCH", f"/users/{user_id}", {"totp_required": True})["data"]
    assert changed["totp_required"] is True
    assert sign_in(browser, ui.base, "uma", password) == "security"
    assert browser.find_element(By.ID, "totp-status").get_attribute("data-enrolled") == "no"
    browser.get(ui.base + "/ui")
    expect_page(browser, "security")
    enrol(browser, ui.base, password)
    browser.get(ui.base + "/ui")
    expect_page(browser, "overview")
    browser.get(ui.base + "/ui/security")
    assert not browser.find_elements(By.ID, "remove-totp"), "a required factor cannot be removed by its user"
