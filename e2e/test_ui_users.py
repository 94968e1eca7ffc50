"""Users and roles in the web UI (docs/UI.md §5, slice 6), in headless Chromium against a real
Dovecot: an administrator adds a user, gives it rights in the grant editor, reads them back in
words (with the read-and-send-anywhere warning until the recipients are narrowed), previews
without saving, saves, and makes a setup link with which the user signs in; a role made on the
roles page reaches the users who hold it; a user who may manage users but holds no mail right
cannot hand one out, and is told so in the API's words.

One Postern and one Dovecot for the module. `admin` signs in with a password set on the command
line; every other user is made by the test that needs it, so the tests do not depend on each
other. A user given mail rights on an account without `accounts.read` still finds the account
on the overview and reads its mail.

Screenshots: e2e/artifacts/ui/6-users, 6-user (scrolled to the words of a preview, with the
warning), 6-roles, 6-role[-phone].png.
"""

import urllib.request
from urllib.parse import urlsplit

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from browser import (DESKTOP, PHONE, click_through, csp_violations, element, expect_page, fill, screenshot,
                     screenshots, sign_in, submit, text_of)
from conftest import Dovecot, rest, started_for_loopback

SUPPORT = "On the accounts they connect and their own inboxes: make, read and delete disposable inboxes."
REFUSED = "You cannot hand out a right you do not hold"


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    dovecot = Dovecot()
    server = started_for_loopback(tmp_path_factory.mktemp("ui-users"))
    account = rest(server, "POST", "/accounts", dovecot.account())["data"]["id"]
    yield {"server": server, "account": account, "email": dovecot.info["user"], "admin": server.set_password("admin")}
    if server.process.poll() is None:
        assert server.stop() == 0
    dovecot.stop()
    server.assert_no_tokens_in_logs()


def user(server, user_id):
    return rest(server, "GET", f"/users/{user_id}")["data"]


def grant_row(browser, form_id="user-form", index=None):
    """The fieldset of grant `index` in the form's grant editor; by default the blank last one."""
    rows = browser.find_elements(By.CSS_SELECTOR, f"form#{form_id} fieldset.grant[data-grant]")
    assert rows, f"no grant rows on the {browser.current_url} page"
    if index is None:
        return rows[-1], int(rows[-1].get_attribute("data-grant"))
    return element(browser, f'form#{form_id} fieldset.grant[data-grant="{index}"]'), index


def edit_grant(browser, form_id="user-form", index=None, targets=(), allow=(), **typed):
    """Picks `targets` in the row's list (as a person would: each option clicked), ticks `allow`
    and types the other fields (`recipients`, `folders`, `cap`, `expires`)."""
    row, n = grant_row(browser, form_id, index)
    choice = Select(row.find_element(By.CSS_SELECTOR, f'select[name="g{n}.targets"]'))
    assert choice.is_multiple
    for target in targets:
        choice.select_by_value(target)
    for right in allow:
        box = row.find_element(By.CSS_SELECTOR, f'input[name="g{n}.allow"][value="{right}"]')
        assert not box.is_selected(), right
        box.click()
    for field, value in typed.items():
        box = row.find_element(By.CSS_SELECTOR, f'[name="g{n}.{field}"]')
        box.clear()
        box.send_keys(value)
    return n


def press(browser, form_id, action):
    """Clicks the form's `action` button ("preview": Show what this allows, "save") and waits for
    the page it leads to."""
    return click_through(browser, element(browser, f'form#{form_id} button[name="action"][value="{action}"]'))


def allows(browser):
    """section#allows: its headings with their sentences, in order."""
    return browser.execute_script(
        "return [...document.querySelectorAll('#allows h3')].map(h => [h.textContent.trim(),"
        " [...h.nextElementSibling.querySelectorAll('li')].map(li => li.textContent.trim())]);")


def warnings(browser):
    return {p.get_attribute("data-warning"): p.text
            for p in browser.find_elements(By.CSS_SELECTOR, "#allows p.warning")}


def screenshots_of(browser, name, selector):
    """`screenshots`, scrolled to `selector` (the words under a long grant editor) at both sizes."""
    for size, suffix in [(DESKTOP, ""), (PHONE, "-phone")]:
        browser.set_window_size(*size)
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'});", element(browser, selector))
        screenshot(browser, name + suffix)
    browser.set_window_size(*DESKTOP)


def sign_out(browser):
    assert submit(browser, "sign-out") == "sign-in"


def confirmed(browser, form_id):
    """Submits a form that asks first (`data-confirm`), answering yes; returns the next page and
    the question asked (kept across the page change in sessionStorage)."""
    browser.execute_script(
        "window.confirm = function (q) { sessionStorage.setItem('asked', q); return true; };")
    landed = submit(browser, form_id)
    return landed, browser.execute_script("return sessionStorage.getItem('asked');")


def test_a_user_gets_rights_in_words_and_signs_in_with_a_setup_link(world, browser):
    server, account, email = world["server"], world["account"], world["email"]
    assert sign_in(browser, server.base, "admin", world["admin"]) == "overview"

    # Added on the users page, the new user's page comes next: it may do nothing yet.
    browser.get(server.base + "/ui/users")
    expect_page(browser, "users")
    fill(browser, "new-user-form", name="carol")
    assert submit(browser, "new-user-form") == "user"
    path = urlsplit(browser.current_url).path
    assert path.startswith("/ui/users/usr_"), browser.current_url
    carol = path.rsplit("/", 1)[1]
    assert browser.find_element(By.TAG_NAME, "h1").text == "carol"
    assert browser.find_elements(By.ID, "nothing-allowed"), "a new user has no rights"
    assert user(server, carol)["grants"] == [] and user(server, carol)["roles"] == []
    rows = browser.find_elements(By.CSS_SELECTOR, "form#user-form fieldset.grant")
    assert len(rows) == 1, "only the blank row"
    assert not browser.find_elements(By.NAME, "g0.remove"), "nothing to remove in the blank row"
    labels = {o.get_attribute("value"): o.get_attribute("textContent").strip() for o in
              browser.find_elements(By.CSS_SELECTOR, 'select[name="g0.targets"] option')}
    assert labels[account] == f"Account {email}", labels
    assert labels[carol] == "Inboxes of carol", labels
    assert {"*", "own"} <= set(labels)

    # Reading mail and sending it anywhere on the account: the words, and the warning.
    edit_grant(browser, targets=[account], allow=["mail.read", "send"])
    assert press(browser, "user-form", "preview") == "user"
    assert "not saved" in element(browser, "#allows h2").text
    ((heading, lines),) = allows(browser)
    assert heading == "Their own grants"
    assert len(lines) == 1 and "read mail and send mail" in lines[0] and "sending to anyone" in lines[0], lines
    assert email in lines[0], "the account by its address"
    warned = warnings(browser)
    assert list(warned) == ["read_and_send_anywhere"], warned
    assert email in warned["read_and_send_anywhere"], warned
    assert not browser.find_elements(By.ID, "saved")
    screenshots_of(browser, "6-user", "#allows")
    assert user(server, carol)["grants"] == [], "a preview saves nothing"

    # Narrowed to one domain: no warning; saved, the API holds what the form says.
    picked = Select(element(browser, 'select[name="g0.targets"]')).all_selected_options
    assert [o.get_attribute("value") for o in picked] == [account], "the preview keeps the form"
    edit_grant(browser, index=0, recipients="*@example.com")
    assert press(browser, "user-form", "preview") == "user"
    assert warnings(browser) == {}
    ((_, lines),) = allows(browser)
    assert "sending only to anyone at example.com" in lines[0], lines
    assert user(server, carol)["grants"] == []
    assert press(browser, "user-form", "save") == "user"
    assert text_of(browser, "saved") == "Saved."
    assert "not saved" not in element(browser, "#allows h2").text
    assert user(server, carol)["grants"] == [
        {"accounts": [account], "allow": ["mail.read", "send"], "recipients": ["*@example.com"]}]
    assert browser.find_elements(By.NAME, "g0.remove"), "a saved grant can be removed"

    # The list shows carol, linked to her page.
    browser.get(server.base + "/ui/users")
    expect_page(browser, "users")
    link = element(browser, f'table#users tr[data-user="{carol}"] a')
    assert link.text == "carol" and urlsplit(link.get_attribute("href")).path == f"/ui/users/{carol}"
    screenshots(browser, "6-users")
    assert click_through(browser, link) == "user"

    # A setup link, shown once; in a session of her own carol sets a password with it.
    assert submit(browser, "setup-link-form") == "user"
    setup = text_of(browser, "setup-link")
    assert setup.startswith(server.base + "/ui/setup/pss_"), setup
    server.secrets.append(setup.rsplit("/", 1)[1])
    browser.get(server.base + f"/ui/users/{carol}")
    expect_page(browser, "user")
    assert not browser.find_elements(By.ID, "setup-link") and setup not in browser.page_source
    sign_out(browser)

    browser.get(setup)
    expect_page(browser, "setup")
    password = server.new_password()
    fill(browser, "setup", password=password, confirm=password)
    assert submit(browser, "setup") == "overview"
    assert text_of(browser, "whoami") == "carol"

    # Carol may not list users: the API's refusal, naming the right.
    browser.get(server.base + "/ui/users")
    expect_page(browser, "error")
    assert browser.title.startswith("Forbidden"), browser.title
    assert "Missing right: user.read" in text_of(browser, "error")
    assert csp_violations(browser) == []

    # An administrator ends carol's session from her page: her next page asks to sign in.
    carols = browser.get_cookie("__Host-postern")["value"]
    browser.delete_all_cookies()
    assert sign_in(browser, server.base, "admin", world["admin"]) == "overview"
    browser.get(server.base + f"/ui/users/{carol}")
    expect_page(browser, "user")
    rows = browser.find_elements(By.CSS_SELECTOR, "#session-list tr[data-session]")
    assert len(rows) == 1 and not rows[0].find_elements(By.TAG_NAME, "strong"), "carol's, not this browser's"
    assert click_through(browser, rows[0].find_element(By.TAG_NAME, "button")) == "user"
    assert urlsplit(browser.current_url).path == f"/ui/users/{carol}"
    assert "Not signed in anywhere." in element(browser, "#sessions").text
    request = urllib.request.Request(server.base + "/ui", headers={"Cookie": f"__Host-postern={carols}"})
    with urllib.request.urlopen(request, timeout=15) as answer:
        assert urlsplit(answer.geturl()).path == "/ui/sign-in", answer.geturl()


def test_a_role_made_in_the_ui_reaches_the_users_who_hold_it(world, browser):
    server = world["server"]
    dora = rest(server, "POST", "/users", {"name": "dora"})["data"]["id"]
    assert sign_in(browser, server.base, "admin", world["admin"]) == "overview"

    browser.get(server.base + "/ui/roles")
    expect_page(browser, "roles")
    assert not browser.find_elements(By.CSS_SELECTOR, 'article.role[data-role="support"]')
    fill(browser, "new-role-form", new="support")
    assert submit(browser, "new-role-form") == "role"
    assert urlsplit(browser.current_url).path == "/ui/roles/support"
    assert "(new)" in browser.find_element(By.TAG_NAME, "h1").text
    assert not browser.find_elements(By.ID, "delete-role-form"), "nothing to delete yet"
    fill(browser, "role-form", description="Helps people with their inboxes")
    edit_grant(browser, "role-form", targets=["own"], allow=["inboxes"])
    assert press(browser, "role-form", "save") == "role"
    assert text_of(browser, "saved") == "Saved."
    assert allows(browser) == [["This role", [SUPPORT]]]
    assert warnings(browser) == {}
    screenshots(browser, "6-role")
    role = rest(server, "GET", "/roles/support")["data"]
    assert role["description"] == "Helps people with their inboxes"
    assert role["grants"] == [{"accounts": ["own"], "allow": ["inboxes"]}], role

    browser.get(server.base + "/ui/roles")
    expect_page(browser, "roles")
    article = element(browser, 'article.role[data-role="support"]')
    assert [li.text for li in article.find_elements(By.TAG_NAME, "li")] == [SUPPORT]
    assert "Helps people with their inboxes" in article.text
    screenshots(browser, "6-roles")

    # Ticked on dora's page and saved: her rights now come from the role.
    browser.get(server.base + f"/ui/users/{dora}")
    expect_page(browser, "user")
    assert browser.find_elements(By.ID, "nothing-allowed")
    box = element(browser, 'form#user-form input[name="roles"][value="support"]')
    assert not box.is_selected()
    box.click()
    assert press(browser, "user-form", "save") == "user"
    assert text_of(browser, "saved") == "Saved."
    assert allows(browser) == [["From the role support", [SUPPORT]]]
    assert not browser.find_elements(By.ID, "nothing-allowed")
    assert element(browser, 'form#user-form input[name="roles"][value="support"]').is_selected()
    assert user(server, dora)["roles"] == ["support"] and user(server, dora)["grants"] == []

    # A role that someone holds stays; once its user is gone, it can go too. Both forms ask first.
    browser.get(server.base + "/ui/roles/support")
    expect_page(browser, "role")
    landed, asked = confirmed(browser, "delete-role-form")
    assert landed == "role" and asked == "Delete the role support?", (landed, asked)
    assert "dora" in text_of(browser, "error"), "the API names who holds it"
    browser.get(server.base + f"/ui/users/{dora}")
    landed, asked = confirmed(browser, "delete-user-form")
    assert landed == "users" and asked.startswith("Delete dora?"), (landed, asked)
    assert not browser.find_elements(By.CSS_SELECTOR, f'table#users tr[data-user="{dora}"]')
    browser.get(server.base + "/ui/roles/support")
    landed, _ = confirmed(browser, "delete-role-form")
    assert landed == "roles"
    assert not browser.find_elements(By.CSS_SELECTOR, 'article.role[data-role="support"]')
    assert "support" not in [r["name"] for r in rest(server, "GET", "/roles")["data"]]
    assert csp_violations(browser) == []


def test_a_user_manager_cannot_hand_out_a_right_it_does_not_hold(world, browser):
    """`users.manage` alone lets one edit users, but the API refuses a grant of mail rights, and
    the page says why with the form kept; what the manager holds it may hand out."""
    server = world["server"]
    ellen = rest(server, "POST", "/users", {"name": "ellen"})["data"]["id"]
    _, password = server.user_with_password("manny", [{"accounts": [], "allow": ["users.manage"]}])
    assert sign_in(browser, server.base, "manny", password) == "overview"

    browser.get(server.base + "/ui/users")
    expect_page(browser, "users")
    assert click_through(browser, element(browser, f'table#users tr[data-user="{ellen}"] a')) == "user"
    edit_grant(browser, targets=["*"], allow=["mail.read"])
    assert press(browser, "user-form", "save") == "user"
    error = text_of(browser, "error")
    assert error.startswith(REFUSED) and error.endswith("mail.read (folder.list) on *."), error
    assert not browser.find_elements(By.ID, "saved")
    assert user(server, ellen)["grants"] == [], "ellen is unchanged"
    row, _ = grant_row(browser, index=0)
    assert row.find_element(By.CSS_SELECTOR, 'input[name="g0.allow"][value="mail.read"]').is_selected(), \
        "the form is kept as it was sent"

    # Dropping that grant and giving one the manager holds: saved.
    row.find_element(By.NAME, "g0.remove").click()
    edit_grant(browser, allow=["users.read"])
    assert press(browser, "user-form", "save") == "user"
    assert text_of(browser, "saved") == "Saved."
    assert user(server, ellen)["grants"] == [{"accounts": [], "allow": ["users.read"]}]
    assert allows(browser) == [["Their own grants", ["Across the service: see users and roles."]]]
    assert csp_violations(browser) == []


def test_a_user_who_may_read_an_accounts_mail_finds_it_in_the_ui(world, browser):
    """What the first test gives carol, made over REST: the account is on the overview, and its
    mail opens."""
    server, account = world["server"], world["account"]
    _, password = server.user_with_password("frank", [
        {"accounts": [account], "allow": ["mail.read", "send"], "recipients": ["*@example.com"]}])
    assert sign_in(browser, server.base, "frank", password) == "overview"
    assert browser.find_elements(By.CSS_SELECTOR, f'#accounts tr[data-account="{account}"]'), \
        text_of(browser, "accounts-card")
    browser.get(f"{server.base}/ui/accounts/{account}/mail")
    expect_page(browser, "mail")
