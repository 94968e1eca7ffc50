"""The web UI's first slice in headless Chromium (docs/UI.md §4, §7): the setup link printed at
first start, password sign-in and sign-out, the lockout, password changes, CSRF refusals (a
form without its token, a POST forged from another loopback origin), the security headers, and
pages that need no inline script and load nothing from another origin.

One Postern for the module, on a fresh data directory (the setup link is printed at first start
only). Besides `admin`, each test makes its own user over the REST API and gives it a password
with `postern user set-password`, so the tests do not depend on each other. Per-IP lockout counts
10 failures in 15 minutes, and all tests come from 127.0.0.1: the module stays under that (one
reused setup link, one unknown one, five wrong passwords, one old password).

Screenshots (1280×800 and phone 390×844) go to e2e/artifacts/ui/1-<page>[-phone].png.
"""

import json
import re
import subprocess
import threading
import time
import urllib.error
import urllib.request
from html.parser import HTMLParser
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlencode, urlsplit

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from browser import (click_through, csp_violations, expect_page, fill, loaded, origin, page, requests_seen, screenshots,
                     sign_in, submit, text_of)
from conftest import PERSONAL, Postern, free_port, rest

STATIC_RE = re.compile(r"/ui/static/[^/]+/ui\.(css|js)$")


@pytest.fixture(scope="module")
def ui(tmp_path_factory):
    server = Postern(tmp_path_factory.mktemp("ui"))
    server.start()
    yield server
    if server.process.poll() is None:
        assert server.stop() == 0
    server.assert_no_tokens_in_logs()


def api(ui, method, path, body=None):
    request = urllib.request.Request(
        ui.api + path, method=method, data=None if body is None else json.dumps(body).encode(),
        headers={"Authorization": f"Bearer {ui.admin_token}", "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read())


def cli(ui, *args, stdin=None):
    run = subprocess.run([ui.bin, *args, "--data", str(ui.data)], input=stdin, capture_output=True, text=True)
    assert run.returncode == 0, f"postern {' '.join(args)}: {run.stderr}"
    return run


class Answer:
    def __init__(self, response):
        self.status = response.code
        self.headers = response.headers
        self.body = response.read().decode(errors="replace")
        self.set_cookies = self.headers.get_all("Set-Cookie") or []

    @property
    def location(self) -> str:
        """The redirect's path (and query), whether the Location is absolute or not."""
        parts = urlsplit(self.headers.get("Location", ""))
        return parts.path + ("?" + parts.query if parts.query else "")

    def data_page(self):
        found = re.search(r'<body[^>]*\sdata-page="([^"]*)"', self.body)
        return found and found.group(1)


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args):
        return None


OPENER = urllib.request.build_opener(NoRedirect)


def fetch(url, data=None, headers=None, method=None) -> Answer:
    """One request, redirects not followed, error statuses answered rather than raised."""
    request = urllib.request.Request(url, data=data, headers=headers or {}, method=method)
    try:
        response = OPENER.open(request, timeout=15)
    except urllib.error.HTTPError as e:
        response = e
    with response:
        return Answer(response)


class HiddenFields(HTMLParser):
    """The hidden inputs of the form with id `form_id`, by name."""

    def __init__(self, html, form_id):
        super().__init__()
        self.form_id, self.inside, self.fields = form_id, False, {}
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "form":
            self.inside = attrs.get("id") == self.form_id
        elif tag == "input" and self.inside and attrs.get("type") == "hidden" and attrs.get("name"):
            self.fields[attrs["name"]] = attrs.get("value") or ""

    def handle_endtag(self, tag):
        if tag == "form":
            self.inside = False


class Client:
    """The UI without a browser. Cookies are kept by hand: Python's cookie jar sends `Secure`
    cookies over https only, while Chromium sends them to loopback over http too."""

    def __init__(self, ui):
        self.base, self.cookies = ui.base, {}

    def request(self, method, path, fields=None, headers=None) -> Answer:
        sent = {"Accept": "text/html"}
        if self.cookies:
            sent["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        data = None
        if fields is not None:
            data = urlencode(fields).encode()
            sent.update({"Content-Type": "application/x-www-form-urlencoded", "Origin": self.base})
        sent.update(headers or {})  # None: leave that header out
        answer = fetch(self.base + path, data, {k: v for k, v in sent.items() if v is not None}, method)
        for line in answer.set_cookies:
            pair, _, attributes = line.partition(";")
            name, _, value = pair.strip().partition("=")
            if not value or "max-age=0" in attributes.lower().replace(" ", ""):
                self.cookies.pop(name, None)
            else:
                self.cookies[name] = value
        return answer

    def sign_in(self, name, password, headers=None) -> Answer:
        """GET the sign-in page (its pre-session cookie and hidden fields), then POST the form."""
        form = self.request("GET", "/ui/sign-in")
        assert form.status == 200 and form.data_page() == "sign-in", f"GET /ui/sign-in: {form.status} {form.body[:300]}"
        fields = HiddenFields(form.body, "sign-in").fields
        fields.update(name=name, password=password)
        return self.request("POST", "/ui/sign-in", fields, headers)


def signs_in(ui, name, password) -> bool:
    """Whether `password` signs `name` in now: a 303 to the overview, or a 401 (anything else
    fails the test)."""
    answer = Client(ui).sign_in(name, password)
    assert answer.status in (303, 401), (answer.status, answer.body[:300])
    if answer.status == 303:
        assert answer.location in ("/ui", "/ui/"), answer.location
    else:
        assert answer.data_page() == "sign-in" and 'id="error"' in answer.body, answer.body[:300]
    return answer.status == 303


def test_setup_link_sets_the_password_then_sign_out_and_in(ui, browser):
    """The link printed at first start lets `admin` choose a password (15 characters at least)
    and signs it in on the overview; sign-out ends the session; the password then signs in by
    name. The link works once: a second visit is a 404 error page."""
    link = ui.setup_link()
    browser.get(link)
    expect_page(browser, "setup")
    assert browser.find_elements(By.CSS_SELECTOR, 'form#setup[method="post"] button[type="submit"]')
    screenshots(browser, "1-setup")

    short = "fourteen-chars"
    fill(browser, "setup", password=short, confirm=short)
    assert submit(browser, "setup") == "setup", "a password of 14 characters is refused"
    assert text_of(browser, "error"), "saying why"

    password = ui.new_password()
    fill(browser, "setup", password=password, confirm=password)
    submit(browser, "setup")
    expect_page(browser, "overview")
    assert urlsplit(browser.current_url).path in ("/ui", "/ui/")
    assert text_of(browser, "whoami") == "admin"
    assert browser.find_elements(By.CSS_SELECTOR, "table#accounts, #no-accounts"), "the accounts, or none"
    assert browser.find_element(By.CSS_SELECTOR, 'meta[name="csrf"]').get_attribute("content")
    screenshots(browser, "1-overview")

    assert submit(browser, "sign-out") == "sign-in"
    assert urlsplit(browser.current_url).path == "/ui/sign-in"
    screenshots(browser, "1-sign-in")
    browser.get(ui.base + "/ui")
    expect_page(browser, "sign-in")  # signed out for real: the overview sends back here

    assert sign_in(browser, ui.base, "admin", password) == "overview"
    assert text_of(browser, "whoami") == "admin"

    browser.get(link)
    expect_page(browser, "error")
    assert "link" in text_of(browser, "error").lower()
    again = fetch(link, headers={"Accept": "text/html"})
    assert again.status == 404 and again.data_page() == "error", (again.status, again.body[:300])


def test_a_browser_at_the_root_lands_on_the_ui_while_curl_gets_json(ui, browser):
    """`/` sends browsers (Accept: text/html) to the UI, here the sign-in page as there is no
    session; API clients keep the JSON 404."""
    browser.get(ui.base + "/")
    assert urlsplit(browser.current_url).path.startswith("/ui"), browser.current_url
    expect_page(browser, "sign-in")

    assert fetch(ui.base + "/", headers={"Accept": "text/html"}).location == "/ui"
    for headers in [{}, {"Accept": "*/*"}]:  # urllib's default, curl's
        answer = fetch(ui.base + "/", headers=headers)
        assert answer.status == 404, (headers, answer.status)
        assert answer.headers["Content-Type"].startswith("application/json"), answer.headers["Content-Type"]
        assert json.loads(answer.body)


def test_five_wrong_passwords_lock_the_name_even_for_the_right_one_until_the_wait_ends(ui, browser):
    """Five wrong passwords in a row for a name, each answered "Wrong name or password.", lock it
    for 30 s: then even the right password gets the locked page (429 with Retry-After), without
    the password being checked. After the wait the right password signs in."""
    password = ui.user_with_password("locky")[1]
    browser.get(ui.base + "/ui/sign-in")
    for n in range(5):
        fill(browser, "sign-in", name="locky", password=f"wrong-password-number-{n}")
        assert submit(browser, "sign-in") == "sign-in", f"wrong password {n + 1}"
        assert text_of(browser, "error") == "Wrong name or password."
    locked_at = time.monotonic()

    fill(browser, "sign-in", name="locky", password=password)
    submit(browser, "sign-in")
    expect_page(browser, "locked")
    assert text_of(browser, "error"), "the page says to wait"
    screenshots(browser, "1-locked")

    answer = Client(ui).sign_in("locky", password)
    assert answer.status == 429 and answer.data_page() == "locked", (answer.status, answer.body[:300])
    assert 0 < int(answer.headers["Retry-After"]) <= 30, answer.headers["Retry-After"]
    assert not any(c.startswith("__Host-postern=") for c in answer.set_cookies), "no session"

    time.sleep(max(0.0, locked_at + 31 - time.monotonic()))
    assert sign_in(browser, ui.base, "locky", password) == "overview"
    assert text_of(browser, "whoami") == "locky"


def test_forms_without_their_token_or_from_another_site_change_nothing(ui, browser, tmp_path):
    """CSRF: a password form whose hidden `csrf` field was removed is a 403 "expired" page; a
    POST forged by a page on another origin (localhost, another port), even one that knows the
    token, does not change the password; a sign-in POST with a foreign Origin, or without Origin
    but with `Sec-Fetch-Site: cross-site`, is refused before the password is looked at."""
    password = ui.user_with_password("forged")[1]
    assert sign_in(browser, ui.base, "forged", password) == "overview"

    # (a) The form, without its token.
    browser.get(ui.base + "/ui/password")
    expect_page(browser, "password")
    other = ui.new_password()
    fill(browser, "password", current=password, password=other, confirm=other)
    removed = browser.execute_script(
        'const f = document.querySelector(\'form#password input[name="csrf"]\'); if (f) f.remove(); return !!f;')
    assert removed, "the password form carries a hidden csrf field"
    assert submit(browser, "password") == "error"
    assert "expired" in text_of(browser, "error")
    assert signs_in(ui, "forged", password), "the password is unchanged"

    # (b) A page on another origin posts the form, with the real token even.
    browser.get(ui.base + "/ui")
    expect_page(browser, "overview")
    token = browser.find_element(By.CSS_SELECTOR, 'meta[name="csrf"]').get_attribute("content")
    forged = {"current": password, "password": other, "confirm": other, "csrf": token}
    inputs = "".join(f'<input type="hidden" name="{k}" value="{v}">' for k, v in forged.items())
    html = (f'<!doctype html><form id="f" method="post" action="{ui.base}/ui/password">{inputs}</form>'
            '<script>document.getElementById("f").submit()</script>').encode()
    served = []

    class Evil(BaseHTTPRequestHandler):
        def do_GET(self):
            served.append(self.path)
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(html)))
            self.end_headers()
            self.wfile.write(html)

        def log_message(self, *args):
            pass

    evil = ThreadingHTTPServer(("127.0.0.1", free_port()), Evil)
    threading.Thread(target=evil.serve_forever, daemon=True).start()
    try:
        browser.get(f"http://localhost:{evil.server_address[1]}/")
        WebDriverWait(browser, 15).until(lambda d: d.current_url.startswith(ui.base) and page(d) is not None)
        loaded(browser)
    finally:
        evil.shutdown()
        evil.server_close()
    assert served == ["/"], "the forging page was opened"
    landed = page(browser)
    assert landed in ("error", "sign-in"), (landed, browser.current_url)
    if landed == "error":
        assert "expired" in text_of(browser, "error")
    assert signs_in(ui, "forged", password), "the password is unchanged"
    browser.get(ui.base + "/ui")
    expect_page(browser, "overview")  # and the session still stands

    # (c) Login CSRF: the right password, the pre-session cookie and fields, but a foreign origin.
    for headers in [{"Origin": "http://localhost:1"},
                    {"Origin": None, "Sec-Fetch-Site": "cross-site"}]:
        client = Client(ui)
        answer = client.sign_in("forged", password, headers)
        assert answer.status == 403 and answer.data_page() == "error", (headers, answer.status, answer.body[:300])
        assert "expired" in answer.body
        assert not any(c.startswith("__Host-postern=") for c in answer.set_cookies), "no session"


def test_pages_have_the_security_headers_no_inline_script_and_load_nothing_from_elsewhere(ui, browser):
    """On every page of a session (setup error, sign-in, overview, password) the browser logs no
    CSP violation, scripts and styles come from /ui/static/<hash>/ only, and no request leaves
    the UI's origin. Every `/ui` answer (page, redirect, error, asset) carries the CSP and
    nosniff; the session cookie is `__Host-`, Secure, HttpOnly, SameSite=Strict."""
    password = ui.user_with_password("tidy")[1]

    def visited(name):
        expect_page(browser, name)
        assert not csp_violations(browser), (name, csp_violations(browser))
        assert browser.execute_script("return [...document.scripts].filter(s => !s.src).length") == 0, name
        loads = browser.execute_script(
            "return [...document.scripts].map(s => s.src).concat("
            "[...document.querySelectorAll('link[rel~=stylesheet]')].map(l => l.href))")
        assert loads and all(u.startswith(ui.base + "/ui/static/") for u in loads), (name, loads)

    unknown_link = ui.base + "/ui/setup/pss_" + "0" * 64
    browser.get(unknown_link)
    visited("error")
    assert "link" in text_of(browser, "error").lower()
    browser.get(ui.base + "/ui/sign-in")
    visited("sign-in")
    sign_in(browser, ui.base, "tidy", password)
    visited("overview")
    browser.get(ui.base + "/ui/password")
    visited("password")

    seen = requests_seen(browser)
    assert seen, "the performance log records requests"
    assert all(origin(url) == ui.base for url in seen), [url for url in seen if origin(url) != ui.base]
    assets = {STATIC_RE.search(urlsplit(url).path).group(1) for url in seen if STATIC_RE.search(urlsplit(url).path)}
    assert assets == {"css", "js"}, seen

    sign_in_page = fetch(ui.base + "/ui/sign-in", headers={"Accept": "text/html"})
    asset = re.search(r'/ui/static/[^"]+/ui\.css', sign_in_page.body)
    assert asset, "the sign-in page links its stylesheet"
    answers = {
        "sign-in page": sign_in_page,
        "redirect to sign-in": fetch(ui.base + "/ui", headers={"Accept": "text/html"}),
        "unknown setup link": fetch(unknown_link, headers={"Accept": "text/html"}),
        "stylesheet": fetch(ui.base + asset.group(0)),
    }
    assert answers["redirect to sign-in"].status == 303
    assert answers["redirect to sign-in"].location.startswith("/ui/sign-in")
    assert answers["unknown setup link"].status == 404
    assert answers["stylesheet"].status == 200
    for what, answer in answers.items():
        csp = answer.headers.get("Content-Security-Policy", "")
        assert csp.startswith("default-src 'self'"), (what, csp)
        assert "script-src 'self'" in [d.strip() for d in csp.split(";")], (what, csp)
        assert answer.headers.get("X-Content-Type-Options") == "nosniff", what

    signed_in = Client(ui).sign_in("tidy", password)
    assert signed_in.status == 303
    session = [c for c in signed_in.set_cookies if c.startswith("__Host-postern=")]
    assert len(session) == 1, signed_in.set_cookies
    attributes = {a.strip().lower() for a in session[0].split(";")[1:]}
    assert {"secure", "httponly", "samesite=strict", "path=/"} <= attributes, session[0]


def test_changing_the_password_ends_other_sessions_and_only_the_new_one_signs_in(ui, browser):
    """A page asked for without a session leads to sign-in and back to it afterwards (`next`).
    Changing the password there shows a notice, keeps this session and ends the user's other
    one; the new password signs in, the old one no longer does."""
    password = ui.user_with_password("changer")[1]
    elsewhere = Client(ui)
    assert elsewhere.sign_in("changer", password).status == 303
    assert elsewhere.request("GET", "/ui").status == 200, "a second session, signed in"

    browser.get(ui.base + "/ui/password")
    expect_page(browser, "sign-in")
    assert parse_qs(urlsplit(browser.current_url).query).get("next") == ["/ui/password"], browser.current_url
    assert sign_in(browser, ui.base, "changer", password) == "password", "back where the user was going"
    assert urlsplit(browser.current_url).path == "/ui/password"
    screenshots(browser, "1-password")

    new = ui.new_password()
    fill(browser, "password", current=password, password=new, confirm=new)
    assert submit(browser, "password") == "password"
    assert text_of(browser, "notice"), "the change is confirmed"
    browser.get(ui.base + "/ui")
    expect_page(browser, "overview")  # this session goes on

    ended = elsewhere.request("GET", "/ui")
    assert ended.status == 303 and ended.location.startswith("/ui/sign-in"), (ended.status, ended.location)
    assert signs_in(ui, "changer", new)
    assert not signs_in(ui, "changer", password)


def test_a_session_elsewhere_is_listed_and_signed_out_from_the_security_page(ui, browser):
    """The security page lists where the person is signed in: this browser marked, the other
    session with its browser and address. "Sign out there" ends the other one at once (its next
    page asks to sign in) and the audit has it. An administrator reads the user's sessions over
    the API and ends the browser's; another person may not even list them."""
    user_id, password = ui.user_with_password("traveller")
    elsewhere = Client(ui)
    assert elsewhere.sign_in("traveller", password, headers={"User-Agent": "Phone/1.0"}).status == 303
    assert elsewhere.request("GET", "/ui").status == 200

    assert sign_in(browser, ui.base, "traveller", password) == "overview"
    browser.get(ui.base + "/ui/security")
    expect_page(browser, "security")
    rows = browser.find_elements(By.CSS_SELECTOR, "#session-list tr[data-session]")
    here = [r.get_attribute("data-session") for r in rows if "this browser" in r.text]
    there = [r for r in rows if "Phone/1.0" in r.text]
    assert len(rows) == 2 and len(here) == 1 and len(there) == 1, [r.text for r in rows]
    assert "127.0.0.1" in there[0].text and not there[0].find_elements(By.TAG_NAME, "strong")
    assert not [r for r in rows if r.get_attribute("data-session") == here[0]][0].find_elements(By.TAG_NAME, "button")
    screenshots(browser, "2-sessions")
    phone = there[0].get_attribute("data-session")
    assert click_through(browser, there[0].find_element(By.TAG_NAME, "button")) == "security"
    left = [r.get_attribute("data-session") for r in browser.find_elements(By.CSS_SELECTOR, "#session-list tr[data-session]")]
    assert left == here, left
    ended = elsewhere.request("GET", "/ui")
    assert ended.status == 303 and ended.location.startswith("/ui/sign-in"), (ended.status, ended.location)
    audited = api(ui, "GET", f"/audit?action=ui.session_end&target={phone}")["data"]
    assert len(audited) == 1 and audited[0]["outcome"] == "ok", audited

    # Another person may not list them; an administrator lists and ends the browser's.
    onlooker = rest(ui, "POST", "/users", {"name": "onlooker", "grants": PERSONAL})["data"]["id"]
    token = rest(ui, "POST", f"/users/{onlooker}/tokens", {"name": "looking"})["token"]
    ui.issued_tokens.append(token)
    with pytest.raises(urllib.error.HTTPError) as refused:
        rest(ui, "GET", f"/users/{user_id}/sessions", token=token)
    assert refused.value.code == 403
    listed = api(ui, "GET", f"/users/{user_id}/sessions")["data"]
    assert [s["id"] for s in listed] == here and listed[0]["current"] is False, listed
    assert rest(ui, "DELETE", f"/users/{user_id}/sessions/{here[0]}") is None
    browser.get(ui.base + "/ui/security")
    expect_page(browser, "sign-in")


def test_the_host_issues_a_setup_link_from_the_command_line(ui, browser):
    """`postern user setup-link`, offline, prints a link on stdout that lets a user without a
    password choose one and signs it in."""
    api(ui, "POST", "/users", {"name": "newcomer", "grants": PERSONAL})
    printed = cli(ui, "user", "setup-link", "--name", "newcomer").stdout
    found = re.search(r"/ui/setup/pss_[0-9a-f]{64}", printed)
    assert found, printed
    ui.secrets.append(found.group(0).rsplit("/", 1)[1])

    browser.get(ui.base + found.group(0))
    expect_page(browser, "setup")
    password = ui.new_password()
    fill(browser, "setup", password=password, confirm=password)
    assert submit(browser, "setup") == "overview"
    assert text_of(browser, "whoami") == "newcomer"
    assert signs_in(ui, "newcomer", password)


def test_behind_a_trusted_proxy_the_lockout_and_audit_see_the_forwarded_client(tmp_path):
    """With `--trusted-proxy 127.0.0.1` (the proxy is this machine), ten failed sign-ins from one
    client named in `X-Forwarded-For` lock that client, not the proxy: another client behind the
    same proxy signs in, and the audit names it. A client cannot hide behind a hop it writes
    itself: the proxy's own hop (the right-most untrusted address) counts."""
    server = Postern(tmp_path)
    server.start_with_config = str(tmp_path / "postern.toml")
    (tmp_path / "postern.toml").write_text('inbox_domain = ["e2e.postern.test"]\ntrusted_proxy = ["127.0.0.1"]\n')
    server.start()
    try:
        password = server.user_with_password("proxied")[1]
        for n in range(10):
            # Names differ so that no name is locked; the spoofed first hop is not believed.
            answer = Client(server).sign_in(f"nobody-{n}", "wrong-password-here",
                                            {"X-Forwarded-For": f"198.51.100.{n}, 203.0.113.7"})
            assert answer.status == 401, (n, answer.status)
        locked = Client(server).sign_in("proxied", password, {"X-Forwarded-For": "203.0.113.7"})
        assert locked.status == 429 and locked.data_page() == "locked", (locked.status, locked.body[:300])
        elsewhere = Client(server).sign_in("proxied", password, {"X-Forwarded-For": "203.0.113.8"})
        assert elsewhere.status == 303, (elsewhere.status, elsewhere.body[:300])
        signed_in = rest(server, "GET", "/audit?action=ui.sign_in")["data"]
        assert [r["source"] for r in signed_in if r["outcome"] == "ok"] == ["203.0.113.8"], signed_in
    finally:
        if server.process.poll() is None:
            assert server.stop() == 0
        server.assert_no_tokens_in_logs()
