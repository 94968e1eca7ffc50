"""The web UI's second slice in headless Chromium (docs/UI.md §4, §7): the second factor. TOTP
enrolment behind the current password, with a QR code and the secret as text, confirmed by a code
computed here from that secret; ten recovery codes shown once; sign-in with password then code
(`next` kept across both steps, other pages unreachable in between); a wrong code and a replayed
one refused; a recovery code, typed loosely, working once; new recovery codes voiding the old
ones; removing the factor; an administrator's `totp_required` making a user enrol before anything
else; five wrong codes ending a sign-in and locking the name; the enrolment and the factor used
in the audit.

One Postern for the module, as in slice 1, and one user per test. Every failure from 127.0.0.1
counts toward the address's lockout (10 in 15 minutes, then every later test would meet the
locked page): the tests on the module's Postern make at most five (a wrong code at enrolment, a
wrong code, a replayed code and a reused recovery code at sign-in, an old recovery code after
renewal), and the test that needs five wrong codes in a row runs on a Postern of its own.

Codes come from `browser.totp`. The server accepts the step before and after its own (RFC 6238's
drift allowance, docs/UI.md §4) and each step once per user, so a test that needs several codes
of one user takes the earliest step not used yet that is still accepted, instead of waiting 30 s
for the next; only the previous step is relied on, never the next.

Screenshots (1280×800 and phone 390×844): e2e/artifacts/ui/2-security, 2-enrol, 2-recovery-codes,
2-code[-phone].png.
"""

import base64
import re
import time
import urllib.error
from urllib.parse import urlsplit

import pytest
from selenium.webdriver.common.by import By

from browser import (click_through, csp_violations, element, expect_page, fill, screenshots, sign_in, submit,
                     text_of, totp)
from conftest import Postern, rest

CROCKFORD = "[0-9A-HJKMNP-TV-Z]"
RECOVERY_RE = re.compile(rf"{CROCKFORD}{{4}}(-{CROCKFORD}{{4}}){{3}}")


@pytest.fixture(scope="module")
def ui(tmp_path_factory):
    server = Postern(tmp_path_factory.mktemp("ui-second-factor"))
    server.start()
    yield server
    if server.process.poll() is None:
        assert server.stop() == 0
    server.assert_no_tokens_in_logs()


@pytest.fixture
def apart(tmp_path_factory):
    """A Postern of the test's own, for failures that would use up the module's allowance."""
    server = Postern(tmp_path_factory.mktemp("ui-second-factor-apart"))
    server.start()
    yield server
    if server.process.poll() is None:
        assert server.stop() == 0
    server.assert_no_tokens_in_logs()


def status(driver) -> int:
    """The HTTP status of the page shown (Navigation Timing's `responseStatus`: after redirects,
    the last answer's; checked on Chromium 156 for a POST answered 401)."""
    return driver.execute_script(
        "const n = performance.getEntriesByType('navigation')[0]; return n ? n.responseStatus : null;")


def enrolled(driver) -> str:
    """`yes` or `no`: the security page's `#totp-status[data-enrolled]`."""
    return element(driver, "#totp-status").get_attribute("data-enrolled")


def hidden(driver, form_id: str, name: str) -> str:
    """The value of the form's hidden field `name`; fails when the form has none."""
    return element(driver, f'form#{form_id} input[type="hidden"][name="{name}"]').get_attribute("value")


def has_security_link(driver) -> bool:
    return bool(driver.find_elements(By.CSS_SELECTOR, 'nav a[href="/ui/security"]'))


def fresh_step(margin: float = 12):
    """Waits, when fewer than `margin` seconds are left in the current 30-s step, for the next
    one: what follows then happens within one step."""
    left = 30 - time.time() % 30
    if left < margin:
        time.sleep(left + 0.2)


def usable_code(secret: str, after: int = None, back: int = 1) -> tuple:
    """The code of the earliest time step later than `after` (the last one used) that the server
    accepts now and still will in a few seconds, and that step. `back`: how many steps before the
    current one may be used (1: the drift allowance; 0: the current step's code). Waits for the
    next step when every accepted one is used."""
    while True:
        now = int(time.time() // 30)
        left = 30 - time.time() % 30
        earliest = now - back if left > 5 else now  # near the step's end, the previous is about to go
        step = earliest if after is None else max(after + 1, earliest)
        if step <= now:
            return totp(secret, step * 30 + 1), step
        time.sleep(left + 0.2)


def wrong_code(secret: str) -> str:
    """Six digits that are no code of the steps around now."""
    now = int(time.time() // 30)
    near = {totp(secret, (now + k) * 30 + 1) for k in range(-2, 3)}
    return next(c for c in ["000000", "123456", "999999", "314159", "271828"] if c not in near)


def recovery_codes(driver) -> list:
    """The codes of the recovery-codes page, checked: ten, distinct, `XXXX-XXXX-XXXX-XXXX` in
    Crockford's base32."""
    expect_page(driver, "recovery-codes")
    assert text_of(driver, "notice"), "the page says what happened"
    codes = [c.text.strip() for c in driver.find_elements(By.CSS_SELECTOR, "#codes li code")]
    assert len(codes) == 10 and len(set(codes)) == 10, codes
    assert all(RECOVERY_RE.fullmatch(c) for c in codes), codes
    return codes


def continue_to_security(driver):
    """Follows the recovery-codes page's "Continue" link, which leads back to the security page."""
    links = [a for a in driver.find_elements(By.CSS_SELECTOR, 'a[href="/ui/security"]') if a.text.strip() == "Continue"]
    assert links, f"no Continue link to /ui/security on the page at {driver.current_url}"
    assert click_through(driver, links[0]) == "security"


def enrol(driver, base: str, password: str, shots: bool = False, wrong_first: bool = False) -> tuple:
    """Sets up the authenticator app from the security page: the current password, then the QR
    code and the secret, then a code computed from that secret. Returns the secret, the ten
    recovery codes and the time step of the confirming code. `wrong_first`: a wrong code first,
    which leaves the same enrolment page with an error (401)."""
    driver.get(base + "/ui/security")
    expect_page(driver, "security")
    assert enrolled(driver) == "no"
    assert hidden(driver, "enrol", "csrf")
    fill(driver, "enrol", current=password)
    assert submit(driver, "enrol") == "enrol"

    assert driver.find_elements(By.CSS_SELECTOR, "svg.qr"), "an inline SVG QR code"
    assert driver.execute_script("return document.querySelector('svg.qr').childElementCount") > 0, "a drawn one"
    secret = text_of(driver, "totp-secret").strip()
    compact = secret.replace(" ", "").upper()
    assert re.fullmatch(r"[A-Z2-7]+=*", compact), f"base32: {secret!r}"
    assert len(base64.b32decode(compact + "=" * (-len(compact) % 8))) >= 16, "128 bits at least (RFC 4226)"
    assert hidden(driver, "confirm-totp", "csrf")
    if shots:
        assert has_security_link(driver)
        screenshots(driver, "2-enrol")

    if wrong_first:
        fill(driver, "confirm-totp", code=wrong_code(secret))
        assert submit(driver, "confirm-totp") == "enrol", "a wrong code leaves the enrolment page"
        assert status(driver) == 401
        assert text_of(driver, "error")
        assert text_of(driver, "totp-secret").strip() == secret, "the same enrolment goes on"

    code, step = usable_code(secret)
    fill(driver, "confirm-totp", code=code)
    assert submit(driver, "confirm-totp") == "recovery-codes", "the right code confirms it"
    codes = recovery_codes(driver)
    if shots:
        assert has_security_link(driver)
        screenshots(driver, "2-recovery-codes")
    return secret, codes, step


def sign_out(driver):
    assert submit(driver, "sign-out") == "sign-in"


def give_code(driver, code: str) -> str:
    """Types `code` on the code page and sends it; returns the `data-page` it leads to."""
    expect_page(driver, "code")
    fill(driver, "code", code=code)
    return submit(driver, "code")


def refused(driver, why: str):
    """The code page again, answered 401 with an error: the code was not taken."""
    expect_page(driver, "code")
    assert status(driver) == 401, f"{why}: status {status(driver)}"
    assert text_of(driver, "error"), why


def test_enrol_then_sign_in_with_a_code_once_and_recovery_codes_once(ui, browser):
    """Enrolment: the security page (linked from the nav) asks for the current password, shows an
    inline QR code and the base32 secret; a wrong code is refused (401, the same enrolment), a
    code computed from the secret confirms it and shows ten recovery codes once, and the security
    page then says enrolled, with 10 left. Sign-in: a page asked for without a session leads to
    sign-in, the right password to the code page (hidden `csrf` and `next`), where every other
    page sends back; a wrong code is a 401 with an error, the right one leads on to `next`. The
    same code in a second sign-in, within the same 30-s step, is refused. A recovery code, lower
    case with spaces, signs in once: typed again it is refused, another one signs in, and two of
    ten are gone. The audit has the enrolment and sign-ins by `totp` and by `recovery_code`."""
    user_id, password = ui.user_with_password("tara")
    assert sign_in(browser, ui.base, "tara", password) == "overview"
    assert has_security_link(browser), "the nav links to the security page"
    browser.get(ui.base + "/ui/security")
    expect_page(browser, "security")
    assert has_security_link(browser)
    assert enrolled(browser) == "no"
    assert not browser.find_elements(By.CSS_SELECTOR, "form#remove-totp, form#recovery-codes")

    secret, codes, step = enrol(browser, ui.base, password, shots=True, wrong_first=True)
    continue_to_security(browser)
    assert enrolled(browser) == "yes"
    assert text_of(browser, "recovery-left").strip() == "10"
    assert browser.find_elements(By.CSS_SELECTOR, "form#recovery-codes"), "new codes can be made"
    assert browser.find_elements(By.CSS_SELECTOR, "form#remove-totp"), "the factor can be removed"
    screenshots(browser, "2-security")
    sign_out(browser)

    # The password, then the code; nothing else is reachable in between.
    browser.get(ui.base + "/ui/security")
    expect_page(browser, "sign-in")
    assert sign_in(browser, ui.base, "tara", password) == "code", "a right password leads to the code page"
    assert urlsplit(browser.current_url).path == "/ui/sign-in/code"
    assert hidden(browser, "code", "csrf")
    assert hidden(browser, "code", "next") == "/ui/security", "where the user was going"
    screenshots(browser, "2-code")
    browser.get(ui.base + "/ui")
    expect_page(browser, "code")
    assert urlsplit(browser.current_url).path == "/ui/sign-in/code", "the overview sends back to the code page"
    assert hidden(browser, "code", "next") == "/ui", "and comes next, once the code is given"
    browser.get(ui.base + "/ui/security")
    assert hidden(browser, "code", "next") == "/ui/security"

    fresh_step()  # the code below and its replay fall in one step
    give_code(browser, wrong_code(secret))
    refused(browser, "a wrong code")
    assert hidden(browser, "code", "next") == "/ui/security", "kept after a wrong code"
    code, step = usable_code(secret, step, back=0)
    assert give_code(browser, code) == "security", "the right code leads on to `next`"
    assert urlsplit(browser.current_url).path == "/ui/security"
    sign_out(browser)

    assert sign_in(browser, ui.base, "tara", password) == "code"
    give_code(browser, code)
    refused(browser, "the same code again, in the same step")

    # A recovery code in place of the app's, typed loosely; once only.
    assert give_code(browser, codes[3].lower().replace("-", " ")) == "overview", "a recovery code signs in"
    assert text_of(browser, "whoami") == "tara"
    sign_out(browser)
    assert sign_in(browser, ui.base, "tara", password) == "code"
    give_code(browser, codes[3])
    refused(browser, "a recovery code used already")
    assert give_code(browser, codes[7].replace("-", "")) == "overview", "another recovery code does"
    browser.get(ui.base + "/ui/security")
    expect_page(browser, "security")
    assert text_of(browser, "recovery-left").strip() == "8"
    assert not csp_violations(browser), csp_violations(browser)

    enrolments = rest(ui, "GET", "/audit?action=ui.totp_enrolled")["data"]
    assert [r["action"] for r in enrolments if r["actor"] == user_id] == ["ui.totp_enrolled"], enrolments
    sign_ins = [r for r in rest(ui, "GET", "/audit?action=ui.sign_in")["data"]
                if r["actor"] == user_id and r.get("outcome", "ok") == "ok"]
    factors = [(r.get("detail") or {}).get("second_factor") for r in sign_ins]
    assert factors.count("totp") == 1 and factors.count("recovery_code") == 2, factors


def test_new_recovery_codes_void_the_old_and_the_factor_can_be_removed(ui, browser):
    """"Make new recovery codes" (the current password) shows ten new ones and the count is back
    at 10; an old, never used code is then refused at sign-in, a new one signs in (9 left).
    Removing the factor takes the password and a current code, says so and leaves the page
    unenrolled; the next sign-in needs no code."""
    password = ui.user_with_password("ravi")[1]
    assert sign_in(browser, ui.base, "ravi", password) == "overview"
    secret, old, step = enrol(browser, ui.base, password)
    continue_to_security(browser)

    assert hidden(browser, "recovery-codes", "csrf")
    fill(browser, "recovery-codes", current=password)
    assert submit(browser, "recovery-codes") == "recovery-codes"
    new = recovery_codes(browser)
    assert not set(new) & set(old), "all new"
    continue_to_security(browser)
    assert text_of(browser, "recovery-left").strip() == "10"
    sign_out(browser)

    assert sign_in(browser, ui.base, "ravi", password) == "code"
    give_code(browser, old[0])
    refused(browser, "a recovery code from before the renewal")
    assert give_code(browser, new[0]) == "overview"
    browser.get(ui.base + "/ui/security")
    expect_page(browser, "security")
    assert text_of(browser, "recovery-left").strip() == "9"

    assert hidden(browser, "remove-totp", "csrf")
    code, step = usable_code(secret, step)
    fill(browser, "remove-totp", current=password, code=code)
    browser.execute_script("window.confirm = function () { return true; };")  # ui.js may ask first
    assert submit(browser, "remove-totp") == "security"
    assert text_of(browser, "notice"), "the removal is confirmed"
    assert enrolled(browser) == "no"
    assert browser.find_elements(By.CSS_SELECTOR, "form#enrol"), "it can be set up again"
    sign_out(browser)
    assert sign_in(browser, ui.base, "ravi", password) == "overview", "no code asked any more"


def test_an_administrator_can_require_a_second_factor(ui, browser):
    """`PATCH /users/{id}` with `totp_required` (admin token): the user's next sign-in, with the
    right password and no factor yet, lands on the security page, and other pages send back there
    until it enrols; after the code, its recovery codes, then the overview. Its security page
    offers no removal, and its next sign-in asks for a code."""
    user_id, password = ui.user_with_password("uma")
    changed = rest(ui, "PATCH", f"/users/{user_id}", {"totp_required": True})["data"]
    assert changed["totp_required"] is True, changed

    assert sign_in(browser, ui.base, "uma", password) == "security"
    assert enrolled(browser) == "no"
    browser.get(ui.base + "/ui")
    expect_page(browser, "security")
    assert urlsplit(browser.current_url).path == "/ui/security", "the overview waits for the enrolment"

    enrol(browser, ui.base, password)
    browser.get(ui.base + "/ui")
    expect_page(browser, "overview")
    assert text_of(browser, "whoami") == "uma"
    browser.get(ui.base + "/ui/security")
    expect_page(browser, "security")
    assert enrolled(browser) == "yes"
    assert browser.find_elements(By.CSS_SELECTOR, "form#recovery-codes")
    assert not browser.find_elements(By.CSS_SELECTOR, "form#remove-totp"), "a required factor stays"
    sign_out(browser)
    assert sign_in(browser, ui.base, "uma", password) == "code"

    # Uma lost her phone and her codes: an administrator removes the factor on her page (never
    # their own there), and her next sign-in asks for a new one instead of a code.
    browser.delete_all_cookies()
    assert sign_in(browser, ui.base, "admin", ui.set_password("admin")) == "overview"
    browser.get(f"{ui.base}/ui/users/{user_id}")
    expect_page(browser, "user")
    browser.execute_script("window.confirm = function () { return true; };")
    assert submit(browser, "remove-second-factor-form") == "user"
    assert "second factor is removed" in text_of(browser, "saved")
    audited = rest(ui, "GET", f"/audit?action=ui.second_factor_remove&target={user_id}")["data"]
    assert [e["outcome"] for e in audited] == ["ok"], audited
    browser.execute_script("window.confirm = function () { return true; };")
    assert submit(browser, "remove-second-factor-form") == "user"
    assert text_of(browser, "error") == "The user has no second factor.", "removed once"
    admin = rest(ui, "GET", "/me")["data"]["user"]["id"]
    with pytest.raises(urllib.error.HTTPError) as own:
        rest(ui, "DELETE", f"/users/{admin}/second-factor")
    assert own.value.code == 409
    sign_out(browser)
    assert sign_in(browser, ui.base, "uma", password) == "security", "a new one, at once: it is required"
    assert enrolled(browser) == "no"


def test_five_wrong_codes_end_the_sign_in_and_lock_the_name(apart, browser):
    """On a Postern of its own (these five failures would use up most of the address's ten): four
    wrong codes are each a 401 with an error; the fifth ends the sign-in, back on the sign-in page
    with no session left. The wrong codes counted toward the name's lockout as wrong passwords
    do: the right password now gets the locked page (429), without the 30-s wait being sat out."""
    password = apart.user_with_password("lena")[1]
    assert sign_in(browser, apart.base, "lena", password) == "overview"
    secret = enrol(browser, apart.base, password)[0]
    browser.get(apart.base + "/ui")
    expect_page(browser, "overview")
    sign_out(browser)

    assert sign_in(browser, apart.base, "lena", password) == "code"
    for n in range(4):
        give_code(browser, wrong_code(secret))
        refused(browser, f"wrong code {n + 1}")
    assert give_code(browser, wrong_code(secret)) == "sign-in", "the fifth wrong code ends the sign-in"
    assert urlsplit(browser.current_url).path == "/ui/sign-in"
    browser.get(apart.base + "/ui")
    expect_page(browser, "sign-in")  # the session is gone

    assert sign_in(browser, apart.base, "lena", password) == "locked", "the name is locked"
    assert status(browser) == 429
    assert text_of(browser, "error"), "the page says to wait"
