"""The first minutes after deploying (docs/UI.md, "Overview"), in headless Chromium: a new
administrator's overview says whether the service works (store, listeners, MCP address) and what
it still needs: the MX record of each inbox domain, checked against what DNS answers now. DNS is
a real server here, dnsmasq on 127.0.0.77:53, which `serve` reaches through /etc/resolv.conf in a
mount namespace of its own (unshare): one domain's MX names the mail host, one's names another
host, one has none, one is a domain dnsmasq refuses. Then "connect an agent" makes a narrowed token,
and the configurations it shows work as pasted: the VS Code HTTP one with the MCP SDK over
Streamable HTTP, the Claude Desktop stdio one with `postern mcp`. Times read in the viewer's
time zone (the browser is put in Pacific/Auckland) and relative.

Screenshots: e2e/artifacts/ui/overview-admin[-phone].png, overview-agent[-phone].png.
"""

import asyncio
import json
import re
import shutil
import subprocess
import time
import urllib.error
from datetime import datetime, timezone
from zoneinfo import ZoneInfo

import pytest
from mcp import Client, StdioServerParameters
from mcp.client.streamable_http import create_mcp_http_client, streamable_http_client
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from browser import csp_violations, expect_page, fill, screenshots, submit, text_of
from conftest import Postern, rest
from test_mcp_stdio import result_json, send

DNS_ADDRESS = "127.0.0.77"
MAIL_HOST = "mx.postern.test"
DOMAINS = {
    "good.postern.test": "ok",
    "elsewhere.postern.test": "elsewhere",
    "missing.postern.test": "missing",
    "unknown.example": "unknown",
}


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("ui-overview")
    dnsmasq = subprocess.Popen([
        shutil.which("dnsmasq") or "/usr/sbin/dnsmasq", "--keep-in-foreground", "--conf-file=/dev/null",
        "--no-resolv", "--no-hosts", "--pid-file=", "--user=root", "--port=53",
        f"--listen-address={DNS_ADDRESS}", "--bind-interfaces", "--log-facility=-",
        # Names under postern.test are answered here, those it has not got with NXDOMAIN; others
        # are refused (no upstream).
        "--local=/postern.test/",
        f"--mx-host=good.postern.test,{MAIL_HOST},10",
        "--mx-host=elsewhere.postern.test,mx.provider.test,10",
    ], stdout=open(tmp / "dnsmasq.log", "wb"), stderr=subprocess.STDOUT)
    resolv = tmp / "resolv.conf"
    resolv.write_text(f"nameserver {DNS_ADDRESS}\n")
    server = Postern(tmp)
    config = tmp / "postern.toml"
    config.write_text(f"inbox_domain = {json.dumps(list(DOMAINS))}\nhostname = \"{MAIL_HOST}\"\n")
    server.start_with_config = str(config)
    server.prefix = ["unshare", "--mount", "--propagation", "private", "sh", "-c",
                     f'mount --bind "{resolv}" /etc/resolv.conf && exec "$@"', "serve-with-dns"]
    server.start()
    yield server
    if server.process.poll() is None:
        assert server.stop() == 0
    dnsmasq.terminate()
    dnsmasq.wait(timeout=10)
    server.assert_no_tokens_in_logs()


def dns_rows(browser):
    """The DNS check's rows once the overview has loaded them: {domain: (state, record, answer)}."""
    WebDriverWait(browser, 30).until(lambda b: b.find_elements(By.CSS_SELECTOR, "#dns-checks tr[data-domain]"))
    return browser.execute_script(
        "const rows = {};"
        "document.querySelectorAll('#dns-checks tr[data-domain]').forEach(r => {"
        " rows[r.dataset.domain] = [r.dataset.state, r.cells[1].innerText, r.cells[2].innerText]; });"
        "return rows;")


def test_the_overview_says_whether_it_works_and_which_dns_records_it_needs(world, browser):
    server = world
    admin_signed_in_or_back(server, browser)
    assert re.fullmatch(r"SQLite: answers in [\d.]+ ms", text_of(browser, "health-store"))
    assert text_of(browser, "health-smtp") == f"127.0.0.1:{server.smtp_port}"
    assert text_of(browser, "health-http") == f"127.0.0.1:{server.http_port}"
    assert text_of(browser, "health-mcp") == f"{server.base}/mcp"
    assert text_of(browser, "health-accounts") == "0 connected"
    assert browser.find_elements(By.ID, "public-url-hint"), "no --public-url: the overview says what it is for"
    assert text_of(browser, "mail-host") == MAIL_HOST
    rows = dns_rows(browser)
    assert {domain: row[0] for domain, row in rows.items()} == DOMAINS
    assert rows["good.postern.test"][1] == f"good.postern.test. MX 10 {MAIL_HOST}."
    assert rows["good.postern.test"][2] == f"ok MX {MAIL_HOST}"
    assert "mx.provider.test" in rows["elsewhere.postern.test"][2] and "goes elsewhere" in rows["elsewhere.postern.test"][2]
    assert rows["missing.postern.test"][2] == "missing no MX record"
    assert rows["unknown.example"][2].startswith("unknown not known:")
    screenshots(browser, "overview-admin")
    assert csp_violations(browser) == []

    # The same check without script: its own page.
    browser.get(server.base + "/ui/dns")
    expect_page(browser, "dns")
    assert browser.find_element(By.CSS_SELECTOR, '#dns-checks tr[data-domain="good.postern.test"]').get_attribute(
        "data-state") == "ok"
    # Only an administrator sees the service's state.
    assert rest(server, "GET", "/service")["data"]["mail_host"] == MAIL_HOST
    rest(server, "POST", "/users", {"name": "member"})
    member = server.token("member")
    for path in ["/service", "/service/dns"]:
        with pytest.raises(urllib.error.HTTPError) as refused:
            rest(server, "GET", path, token=member)
        assert refused.value.code == 403, path


def configuration(browser, element_id):
    return browser.find_element(By.ID, element_id).text


def test_connect_an_agent_gives_configurations_that_work_as_pasted(world, browser):
    server = world
    admin_signed_in_or_back(server, browser)
    # The viewer is in Auckland: times read there, relative.
    browser.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": "Pacific/Auckland"})
    browser.get(server.base + "/ui")
    expect_page(browser, "overview")
    fill(browser, "agent-form", name="signup agent", days="30")
    assert submit(browser, "agent-form") == "agent"
    token = text_of(browser, "agent-token")
    assert re.fullmatch(r"pst_[A-Za-z0-9_]+", token)
    server.issued_tokens.append(token)
    screenshots(browser, "overview-agent")
    configs = {element_id: configuration(browser, element_id) for element_id in [
        "claude-desktop-stdio", "claude-code-http", "claude-code-stdio", "cursor-http", "cursor-stdio",
        "vscode-http", "vscode-stdio"]}
    for element_id, text in configs.items():
        assert token in text, element_id
    assert configs["claude-code-http"] == (
        f"claude mcp add --transport http postern {server.base}/mcp --header 'Authorization: Bearer {token}'")
    assert json.loads(configs["cursor-http"])["mcpServers"]["postern"]["url"] == f"{server.base}/mcp"

    # The token does only what was ticked: inboxes, not the list of accounts.
    assert rest(server, "GET", "/inboxes", token=token)["data"] == []
    with pytest.raises(urllib.error.HTTPError) as refused:
        rest(server, "GET", "/accounts", token=token)
    assert refused.value.code == 403, "a token for inboxes lists no accounts"

    # VS Code's HTTP configuration, as pasted: its URL and headers, through the MCP SDK.
    vscode = json.loads(configs["vscode-http"])["servers"]["postern"]
    assert vscode["type"] == "http"

    async def over_http():
        client = Client(streamable_http_client(vscode["url"], http_client=create_mcp_http_client(headers=vscode["headers"])))
        async with client:
            inbox = result_json(await client.call_tool("create_inbox", {}))
            asyncio.get_running_loop().call_later(0.5, send, server, inbox["address"], "Code", "Your code is 246810")
            return result_json(await client.call_tool("wait_for_otp", {"inbox_id": inbox["id"], "timeout": 20}))["otp"]

    assert asyncio.run(over_http()) == "246810"

    # Claude Desktop's stdio configuration: `postern` is this build on the agent's machine.
    desktop = json.loads(configs["claude-desktop-stdio"])["mcpServers"]["postern"]
    assert (desktop["command"], desktop["args"]) == ("postern", ["mcp"])

    async def over_stdio():
        params = StdioServerParameters(command=server.bin, args=desktop["args"], env=desktop["env"])
        async with Client(params) as client:
            return result_json(await client.call_tool("list_inboxes", {}))

    listed = asyncio.run(over_stdio())
    assert len(listed["inboxes"] if isinstance(listed, dict) else listed) == 1

    # The token's times, in Auckland and relative.
    browser.get(server.base + "/ui/tokens")
    expect_page(browser, "tokens")
    made = next(t for t in rest(server, "GET", f"/users/{rest(server, 'GET', '/me')['data']['user']['id']}/tokens")["data"]
                if t["name"] == "signup agent")
    created, expires = browser.execute_script(
        "const row = [...document.querySelectorAll('#tokens tr[data-token]')].find(r => r.dataset.token === arguments[0]);"
        "return [...row.querySelectorAll('time')].map(t => [t.innerText, t.title]);", made["id"])
    assert created[0] == "just now", created
    assert re.fullmatch(r"in 4 weeks|next month", expires[0]), expires
    at = datetime.fromisoformat(made["created_at"].replace("Z", "+00:00")).astimezone(ZoneInfo("Pacific/Auckland"))
    assert f"{at.day}, {at.year}" in created[1] and "GMT+13" in created[1], created
    assert csp_violations(browser) == []


def admin_signed_in_or_back(server, browser):
    """The setup link works once: a later test signs in with the password it set."""
    if not getattr(server, "admin_password", None):
        password = server.new_password()
        browser.get(server.setup_link())
        expect_page(browser, "setup")
        fill(browser, "setup", password=password, confirm=password)
        assert submit(browser, "setup") == "overview"
        server.admin_password = password
        return
    from browser import sign_in
    assert sign_in(browser, server.base, "admin", server.admin_password) == "overview"
