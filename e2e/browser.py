"""Headless Chromium for the web UI tests (docs/UI.md §7), and what they read from it.

Debian's `chromium` and `chromium-driver` (scripts/test installs them), driven by Selenium: the
driver path given to `Service` makes Selenium skip Selenium Manager, so nothing is downloaded.
Each browser has a profile of its own (no cookies shared between tests). The performance log
shows every request the page made, CSP-blocked ones too; the browser log shows CSP violations.
"""

import base64
import hashlib
import hmac
import json
import struct
import time
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlsplit

from selenium import webdriver
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException, WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ARTIFACTS = Path(__file__).resolve().parent / "artifacts" / "ui"
CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
DESKTOP = (1280, 800)
PHONE = (390, 844)


@contextmanager
def chromium(profile: Path, accept_insecure_certs: bool = False):
    """A headless Chromium with its profile in `profile`, quit on leaving. `accept_insecure_certs`:
    certificates of a CA it does not know are accepted (Caddy's local CA)."""
    options = webdriver.ChromeOptions()
    options.accept_insecure_certs = accept_insecure_certs
    options.binary_location = CHROMIUM
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 f"--window-size={DESKTOP[0]},{DESKTOP[1]}", f"--user-data-dir={profile}"]:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"performance": "ALL", "browser": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    try:
        yield driver
    finally:
        driver.quit()


def screenshot(driver, name: str) -> Path:
    """The page as it is now, at 1280×800, in e2e/artifacts/ui/<name>.png."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    assert driver.save_screenshot(str(path)), f"screenshot {path}"
    return path


def phone_screenshot(driver, name: str) -> Path:
    """The page at a phone's 390×844, in e2e/artifacts/ui/<name>-phone.png; the window size is
    restored afterwards."""
    driver.set_window_size(*PHONE)
    try:
        return screenshot(driver, f"{name}-phone")
    finally:
        driver.set_window_size(*DESKTOP)


def screenshots(driver, name: str):
    """Both: `<name>.png` and `<name>-phone.png`."""
    screenshot(driver, name)
    phone_screenshot(driver, name)


def _log(driver, kind: str) -> list:
    """Every entry of the `kind` log since the browser started. Chromedriver hands each entry out
    once, so they are kept on the driver and later calls see the earlier entries too."""
    kept = driver.__dict__.setdefault("_postern_logs", {}).setdefault(kind, [])
    kept.extend(driver.get_log(kind))
    return kept


def requests_seen(driver) -> list:
    """The http(s) URLs of every request the browser made so far (`Network.requestWillBeSent`),
    including requests the CSP then blocked; `chrome:`, `data:` and the like are left out."""
    urls = []
    for entry in _log(driver, "performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            url = message["params"]["request"]["url"]
            if urlsplit(url).scheme in ("http", "https"):
                urls.append(url)
    return urls


def csp_violations(driver) -> list:
    """The browser log's messages about a Content Security Policy (a refused inline script,
    style or foreign load), so far."""
    return [e["message"] for e in _log(driver, "browser") if "Content Security Policy" in e["message"]]


def origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def totp(secret_base32: str, at: float = None) -> str:
    """RFC 6238 with the standard library: HMAC-SHA1 over the 30-second step, 6 digits. `at` is
    a unix time (default: now); the secret may be lower case, spaced or unpadded."""
    secret = secret_base32.replace(" ", "").upper()
    key = base64.b32decode(secret + "=" * (-len(secret) % 8))
    step = int((time.time() if at is None else at) // 30)
    mac = hmac.new(key, struct.pack(">Q", step), hashlib.sha1).digest()
    offset = mac[-1] & 0x0F
    return "%06d" % ((struct.unpack(">I", mac[offset:offset + 4])[0] & 0x7FFFFFFF) % 1_000_000)


# Pages. Every UI page says which it is in `<body data-page="…">`; forms have ids.

def page(driver):
    """The `data-page` of the page shown, or None (not a UI page)."""
    try:
        return driver.find_element(By.TAG_NAME, "body").get_attribute("data-page")
    except (NoSuchElementException, StaleElementReferenceException):
        return None


def expect_page(driver, name: str):
    """Fails, showing where the browser is and the start of what it shows, unless the page is
    `data-page=name`."""
    shown = page(driver)
    if shown != name:
        try:
            text = driver.find_element(By.TAG_NAME, "body").text[:400]
        except (NoSuchElementException, StaleElementReferenceException):
            text = driver.page_source[:400]
        raise AssertionError(f"expected the {name!r} page at {driver.current_url}, got data-page={shown!r}: {text!r}")


def text_of(driver, element_id: str) -> str:
    """The visible text of `#element_id`; fails naming the page when there is none."""
    return element(driver, f"#{element_id}").text


def element(driver, selector: str):
    """The element `selector` finds; fails naming the page when there is none."""
    found = driver.find_elements(By.CSS_SELECTOR, selector)
    assert found, f"no {selector} on the {page(driver)!r} page at {driver.current_url}"
    return found[0]


def fill(driver, form_id: str, **fields):
    """Types each value into the form's field of that name, replacing what is there."""
    for name, value in fields.items():
        field = element(driver, f'form#{form_id} [name="{name}"]')
        field.clear()
        field.send_keys(value)


def submit(driver, form_id: str, timeout: float = 15):
    """Clicks the form's submit button and waits for the next page (the old document gone, the new
    one loaded); returns its `data-page`."""
    return click_through(driver, element(driver, f"form#{form_id} [type=submit]"), timeout)


def click_through(driver, target, timeout: float = 15):
    """Clicks `target` (a submit button, a link) and waits for the next page: the old document
    gone, the new one loaded; returns its `data-page`."""
    old = driver.find_element(By.TAG_NAME, "html")
    target.click()

    def gone(_):
        # A page replaced very fast can make Chromium answer "node does not belong to the
        # document" instead of a stale reference: both mean the old page is gone.
        try:
            old.is_enabled()
            return False
        except (StaleElementReferenceException, WebDriverException):
            return True

    WebDriverWait(driver, timeout).until(gone)
    loaded(driver, timeout)
    return page(driver)


def loaded(driver, timeout: float = 15):
    WebDriverWait(driver, timeout).until(lambda d: d.execute_script("return document.readyState") == "complete")


def sign_in(driver, base: str, name: str, password: str):
    """Opens the sign-in page (unless the browser is on it already, e.g. sent there with `next`),
    signs in and returns the `data-page` it lands on."""
    if page(driver) != "sign-in":
        driver.get(base + "/ui/sign-in")
    expect_page(driver, "sign-in")
    fill(driver, "sign-in", name=name, password=password)
    return submit(driver, "sign-in")
