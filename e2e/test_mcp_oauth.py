"""Signing in from a remote MCP client (docs/MCP_OAUTH.md), end to end: the official MCP Python
SDK's OAuth client (`OAuthClientProvider`) against `postern serve`, with headless Chromium as the
person's browser signing in and consenting on the web UI, and a loopback receiver as the
client's redirect URI.

- With a Client ID Metadata Document: the test serves the client's document over https on
  loopback (its own CA, which `serve` trusts through `SSL_CERT_FILE`; `internal_host` lets
  Postern fetch from 127.0.0.1). The SDK negotiates the current revision (2026-07-28).
- With Dynamic Client Registration (RFC 7591), the SDK in its legacy mode (2025-11-25).
- With registration switched off (`mcp_oauth_dcr = false`), a client without a document cannot
  register: the metadata names no registration endpoint, and `/register` is not there.
"""

import asyncio
import json
import ssl
import subprocess
import threading
import urllib.error
import urllib.parse
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from browser import click_through, element, fill, page, screenshots, sign_in, text_of
from conftest import Dovecot, Postern, free_port, rest, until
from mcp import Client
from mcp.client.auth import OAuthClientProvider
from mcp.client.auth.exceptions import OAuthRegistrationError
from mcp.client.streamable_http import create_mcp_http_client, streamable_http_client
from mcp.shared.auth import AuthorizationCodeResult, OAuthClientMetadata
from test_mcp_stdio import result_json

INBOX_TOOLS = {"create_inbox", "list_inboxes", "wait_for_otp", "wait_for_link"}


def make_ca(tmp: Path) -> tuple:
    """A CA and a certificate for 127.0.0.1 it signed, made with openssl: (CA file, cert, key)."""
    ca_key, ca, key, csr, cert = (tmp / n for n in ["ca.key", "ca.pem", "host.key", "host.csr", "host.pem"])
    run = lambda *args: subprocess.run(["openssl", *args], check=True, capture_output=True)
    run("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", ca_key, "-out", ca, "-days", "2",
        "-subj", "/CN=Postern e2e CA", "-addext", "basicConstraints=critical,CA:TRUE",
        "-addext", "keyUsage=critical,keyCertSign")
    run("req", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", csr, "-subj", "/CN=127.0.0.1")
    ext = tmp / "host.ext"
    ext.write_text("subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n")
    run("x509", "-req", "-in", csr, "-CA", ca, "-CAkey", ca_key, "-CAcreateserial", "-out", cert, "-days", "2",
        "-extfile", ext)
    return ca, cert, key


class Serving:
    """An HTTP(S) server on a loopback port in a thread; `handler` answers GETs."""

    def __init__(self, handler, tls=None):
        self.port = free_port()
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                status, body, headers = handler(self.path)
                self.send_response(status)
                for name, value in headers.items():
                    self.send_header(name, value)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
                outer.requests.append(self.path)

            def log_message(self, *args):
                pass

        self.requests = []
        self.server = ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        if tls:
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain(*tls)
            self.server.socket = context.wrap_socket(self.server.socket, server_side=True)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self):
        self.server.shutdown()


class Receiver:
    """The client's redirect URI on loopback: keeps the query each callback brings."""

    def __init__(self):
        self.calls = []
        self.serving = Serving(self.answer)
        self.uri = f"http://127.0.0.1:{self.serving.port}/callback"

    def answer(self, path):
        parts = urllib.parse.urlsplit(path)
        if parts.path != "/callback":
            return 404, b"", {}
        self.calls.append(dict(urllib.parse.parse_qsl(parts.query)))
        return 200, b"<!doctype html><title>done</title><body data-page=client-callback>Signed in.</body>", {
            "Content-Type": "text/html"}


class Memory:
    """The SDK's token storage, in memory."""

    def __init__(self):
        self.tokens = None
        self.client = None

    async def get_tokens(self):
        return self.tokens

    async def set_tokens(self, tokens):
        self.tokens = tokens

    async def get_client_info(self):
        return self.client

    async def set_client_info(self, client_info):
        self.client = client_info


def consent_in_browser(driver, url, name, password, seen, choose=None):
    """The person's side: the authorization URL opens, sign-in (no session yet) leads on to the
    consent page, which shows the client and where it sends back, with the narrowest choice
    preset (inboxes, read, 30 days); `choose` changes the choice; Allow, and the browser goes
    back to the client."""
    driver.get(url)
    assert sign_in(driver, "", name, password) == "authorize", driver.current_url
    seen["client"] = text_of(driver, "client-name")
    seen["client_host"] = text_of(driver, "client-host")
    seen["redirect_host"] = text_of(driver, "redirect-host")
    assert element(driver, 'form#consent [name="inboxes"]').is_selected(), "inboxes preset"
    assert not driver.find_elements("css selector", 'form#consent [name="account"]:checked')
    assert element(driver, 'form#consent select[name="days"] option:checked').get_attribute("value") == "30"
    screenshots(driver, "authorize")
    if choose:
        choose(driver)
    click_through(driver, element(driver, "form#consent #allow"))
    until(lambda: page(driver) == "client-callback", "the browser back at the client", 15)


def sdk_client(postern, storage, receiver, driver, person, seen, document=None, mode="auto", choose=None):
    """An MCP client of `postern` that signs in through `driver` as `person` (name, password),
    choosing on the consent page with `choose`."""

    async def redirect(url):
        seen["authorize_url"] = url
        await asyncio.to_thread(consent_in_browser, driver, url, *person, seen, choose)

    async def callback():
        query = receiver.calls[-1]
        assert "code" in query, f"the client was sent back without a code: {query}"
        return AuthorizationCodeResult(code=query["code"], state=query.get("state"), iss=query.get("iss"))

    metadata = OAuthClientMetadata(
        client_name="E2E Agent (registered)",
        redirect_uris=[receiver.uri],
        grant_types=["authorization_code", "refresh_token"],
        response_types=["code"],
        token_endpoint_auth_method="none",
    )
    auth = OAuthClientProvider(
        server_url=f"{postern.base}/mcp",
        client_metadata=metadata,
        storage=storage,
        redirect_handler=redirect,
        callback_handler=callback,
        client_metadata_url=document,
    )
    client = Client(streamable_http_client(f"{postern.base}/mcp", http_client=create_mcp_http_client(auth=auth)))
    client.mode = mode
    return client


def raw_mcp(postern, token):
    request = urllib.request.Request(
        f"{postern.base}/mcp",
        data=b'{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{}}',
        headers={"Content-Type": "application/json", "Accept": "application/json, text/event-stream",
                 "Authorization": f"Bearer {token}"},
        method="POST",
    )
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status
    except urllib.error.HTTPError as e:
        return e.code


@pytest.fixture
def signing_in(tmp_path):
    """A Postern that trusts the test's CA and may fetch from 127.0.0.1, a person with a web UI
    password, and the client's metadata document served over https."""
    ca, cert, key = make_ca(tmp_path)
    receiver = Receiver()
    document = {}
    served = Serving(lambda path: (200, json.dumps(document).encode(), {
        "Content-Type": "application/json", "Cache-Control": "max-age=600"}), tls=(cert, key))
    url = f"https://127.0.0.1:{served.port}/oauth/client.json"
    document.update({
        "client_id": url,
        "client_name": "E2E Agent",
        "redirect_uris": [receiver.uri],
        "grant_types": ["authorization_code", "refresh_token"],
        "response_types": ["code"],
        "token_endpoint_auth_method": "none",
        "application_type": "native",
    })
    postern = Postern(tmp_path)
    config = tmp_path / "postern.toml"
    config.write_text(f'inbox_domain = ["{postern.domain}"]\ninternal_host = ["127.0.0.1"]\n')
    postern.start_with_config = str(config)
    postern.env = {"SSL_CERT_FILE": str(ca)}
    postern.start()
    # Olive's own inboxes, and the mail of the accounts she connects.
    grants = [{"accounts": ["own"], "allow": ["inboxes", "accounts.read", "mail.read"]}, {"allow": ["accounts.connect"]}]
    user_id, password = postern.user_with_password("olive", grants)
    yield postern, receiver, served, url, (user_id, password)
    served.stop()
    receiver.serving.stop()
    assert postern.stop() == 0
    postern.assert_no_tokens_in_logs()


def test_the_sdk_signs_in_with_a_metadata_document_and_gets_what_was_consented(signing_in, browser):
    postern, receiver, served, document_url, (user_id, password) = signing_in
    storage, seen = Memory(), {}

    async def flow():
        client = sdk_client(postern, storage, receiver, browser, ("olive", password), seen, document=document_url)
        async with client:
            tools = {t.name for t in (await client.list_tools()).tools}
            inbox = result_json(await client.call_tool("create_inbox", {}))
            return tools, inbox, client.protocol_version

    tools, inbox, version = asyncio.run(flow())
    assert version == "2026-07-28"
    # What the person saw: the document's name, its host, and where the browser goes back.
    assert seen["client"] == "E2E Agent"
    assert seen["client_host"] == "127.0.0.1"
    assert seen["redirect_host"] == f"127.0.0.1:{receiver.serving.port}"
    query = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(seen["authorize_url"]).query))
    assert query["client_id"] == document_url and query["code_challenge_method"] == "S256"
    assert query["resource"] == f"{postern.base}/mcp", "RFC 8707"
    assert served.requests == ["/oauth/client.json"], "Postern fetched the document once"
    # Inboxes and read, as preset: the inbox tools, none of an account's.
    assert INBOX_TOOLS <= tools, tools
    assert "list_accounts" not in tools and "send_message" not in tools, tools
    assert inbox["address"].endswith(postern.domain)
    assert receiver.calls[-1]["iss"] == postern.base, "RFC 9207"
    assert storage.tokens.scope == "inboxes"

    # The token is the person's, listed with its client, and revoked there at once.
    access = storage.tokens.access_token
    assert raw_mcp(postern, access) == 200
    listed = rest(postern, "GET", f"/users/{user_id}/tokens")["data"]
    mine = [t for t in listed if t["client_id"] == document_url]
    assert len(mine) == 1 and mine[0]["name"] == "E2E Agent (signed in)", listed
    rest(postern, "DELETE", f"/users/{user_id}/tokens/{mine[0]['id']}")
    assert raw_mcp(postern, access) == 401
    assert raw_mcp(postern, access) == 401
    # The REST API never took it: it was issued for /mcp.
    with pytest.raises(urllib.error.HTTPError) as refused:
        rest(postern, "GET", "/inboxes", token=access)
    assert refused.value.code == 401
    postern.issued_tokens.append(access)
    postern.secrets.append(storage.tokens.refresh_token)


def test_the_sdk_registers_dynamically_and_gets_the_account_chosen_on_the_page(signing_in, browser):
    """Legacy mode (2025-11-25), Dynamic Client Registration; on the consent page the person
    leaves out the inboxes and lets the client read one connected account's inbox."""
    postern, receiver, _, _, (_, password) = signing_in
    dovecot = Dovecot()
    olive = postern.token("olive")
    account = rest(postern, "POST", "/accounts", dovecot.account(), token=olive)["data"]["id"]
    storage, seen = Memory(), {}

    def choose(driver):
        element(driver, 'form#consent [name="inboxes"]').click()
        element(driver, f'form#consent [name="account"][value="{account}"]').click()
        assert element(driver, 'form#consent select[name="mail"] option:checked').get_attribute("value") == "read"
        fill(driver, "consent", folders="inbox")

    async def flow():
        client = sdk_client(postern, storage, receiver, browser, ("olive", password), seen, mode="legacy", choose=choose)
        async with client:
            tools = {t.name for t in (await client.list_tools()).tools}
            listed = result_json(await client.call_tool("list_accounts", {}))
            return tools, listed, client.protocol_version

    try:
        tools, listed, version = asyncio.run(flow())
    finally:
        dovecot.stop()
    assert version == "2025-11-25"
    assert storage.client.client_id.startswith("mcl_"), "registered (RFC 7591)"
    assert storage.client.token_endpoint_auth_method == "none"
    assert seen["client"] == "E2E Agent (registered)"
    assert seen["client_host"].startswith("unknown"), "a registered client has no host to show"
    assert storage.tokens.scope == "mail.read"
    assert {"list_accounts", "search_messages", "get_message"} <= tools, tools
    assert not tools & (INBOX_TOOLS | {"send_message", "create_draft"}), tools
    assert account in json.dumps(listed)
    postern.issued_tokens.append(storage.tokens.access_token)
    postern.secrets.append(storage.tokens.refresh_token)


def test_without_registration_a_client_without_a_document_cannot_sign_in(tmp_path, browser):
    postern = Postern(tmp_path)
    config = tmp_path / "postern.toml"
    config.write_text(f'inbox_domain = ["{postern.domain}"]\nmcp_oauth_dcr = false\n')
    postern.start_with_config = str(config)
    postern.start()
    metadata = json.loads(urllib.request.urlopen(f"{postern.base}/.well-known/oauth-authorization-server").read())
    assert "registration_endpoint" not in metadata
    receiver = Receiver()
    try:
        async def flow():
            async with sdk_client(postern, Memory(), receiver, browser, ("nobody", "x"), {}):
                pass

        with pytest.raises(BaseException) as failed:
            asyncio.run(flow())
        assert "regist" in repr(failed.value).lower() or isinstance(failed.value, OAuthRegistrationError), failed.value
        assert not receiver.calls, "no browser was sent anywhere"
    finally:
        receiver.serving.stop()
        assert postern.stop() == 0
