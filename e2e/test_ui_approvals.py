"""Sends that wait for a person (docs/AGENT_SAFETY.md), end to end: an agent's token whose grant
says `approval: "required"` sends through the MCP tools (the official MCP Python SDK over
stdio); nothing reaches the SMTP peer (a real Dovecot's submission service); the account's
owner sees the exact message and recipients on the web UI's approvals page in headless Chromium
and approves (exactly one copy is relayed) or refuses (none). The audit names who asked and who
decided, and holds every MCP tool call with the message ids it returned and a hash of its text.

Screenshots: e2e/artifacts/ui/approvals (also -phone).
"""

import asyncio
import hashlib
import os

from mcp import Client, StdioServerParameters
from selenium.webdriver.common.by import By

from browser import click_through, expect_page, fill, screenshots, submit, text_of
from conftest import Dovecot, rest, started_for_loopback, until


def test_a_held_send_is_approved_or_refused_in_the_web_ui(tmp_path, browser):
    dovecot = Dovecot()
    (tmp_path / "postern").mkdir()
    server = started_for_loopback(tmp_path / "postern")
    try:
        account = rest(server, "POST", "/accounts", dovecot.account())["data"]["id"]
        owner = rest(server, "GET", "/me")["data"]["user"]["id"]
        grants = [{"accounts": [account], "allow": ["send", "mail.read"], "approval": "required"}]
        agent = rest(server, "POST", f"/users/{owner}/tokens", {"name": "agent", "grants": grants})["token"]
        env = {**os.environ, "POSTERN_URL": server.base, "POSTERN_TOKEN": agent, "POSTERN_LOG": "warn"}

        async def agent_sends(subject, text):
            async with Client(StdioServerParameters(command=server.bin, args=["mcp"], env=env)) as client:
                result = await client.call_tool("send_message", {
                    "account_id": account, "to": ["ann@corp.test"], "subject": subject, "text": text})
                assert not result.is_error, result.content[0].text
                held = result.structured_content
                assert held["status"] == "pending" and "approval" in held["note"], held
                status = await client.call_tool("get_send_status", {"send_id": held["id"]})
                assert status.structured_content["status"] == "pending", status.structured_content
                return held["id"], result.content[0].text

        before = len(dovecot.relayed())
        first, shown_to_agent = asyncio.run(agent_sends("Quarterly figures", "Revenue: 1,250,500 EUR"))
        # The 202 came after the send was held: nothing of it is in flight.
        assert len(dovecot.relayed()) == before, "nothing reaches the server while it waits"

        password = server.new_password()
        browser.get(server.setup_link())
        fill(browser, "setup", password=password, confirm=password)
        assert submit(browser, "setup") == "overview"
        browser.get(f"{server.base}/ui/approvals")
        expect_page(browser, "approvals")
        card = browser.find_element(By.CSS_SELECTOR, f'section[data-send="{first}"]')
        assert "Quarterly figures" in card.text and "Revenue: 1,250,500 EUR" in card.text, card.text
        assert "ann@corp.test" in card.find_element(By.CSS_SELECTOR, ".recipients").text
        screenshots(browser, "approvals")
        assert click_through(browser, card.find_element(By.CSS_SELECTOR, "button.approve")) == "approvals"
        assert text_of(browser, "notice").startswith("Approved"), text_of(browser, "notice")
        until(lambda: len(dovecot.relayed()) == before + 1, "the approved send is relayed")
        relayed = dovecot.relayed()[-1]
        assert relayed["to"] == ["ann@corp.test"], relayed
        assert rest(server, "GET", f"/sends/{first}")["data"]["status"] == "sent"

        second, _ = asyncio.run(agent_sends("Wire transfer", "Send 9,000 EUR to the account below."))
        browser.get(f"{server.base}/ui/approvals")
        card = browser.find_element(By.CSS_SELECTOR, f'section[data-send="{second}"]')
        assert click_through(browser, card.find_element(By.CSS_SELECTOR, "button.refuse")) == "approvals"
        assert text_of(browser, "notice").startswith("Refused")
        assert browser.find_elements(By.ID, "none"), "nothing waits any more"
        assert len(dovecot.relayed()) == before + 1, "the refused send never went"
        assert rest(server, "GET", f"/sends/{second}")["data"]["status"] == "refused"

        # Who asked and who decided; and what the agent's tools returned.
        records = rest(server, "GET", f"/audit?account_id={account}&limit=100")["data"]
        decided = {r["action"]: r for r in records if r["action"] in ("send.approve", "send.refuse")}
        assert decided["send.approve"]["target"] == first and decided["send.refuse"]["target"] == second
        assert decided["send.approve"]["detail"]["requested_by"]["token_id"] != decided["send.approve"]["token_id"]
        calls = rest(server, "GET", "/audit?action=mcp.tool_call&limit=100")["data"]
        sends = [c for c in calls if c["detail"]["tool"] == "send_message"]
        assert len(sends) == 2 and all(c["outcome"] == "ok" for c in sends), calls
        digest = hashlib.sha256(shown_to_agent.encode()).hexdigest()
        assert digest in [c["detail"]["text_sha256"] for c in sends], "the hash is of what the agent was shown"
        assert {c["detail"]["tool"] for c in calls} == {"send_message", "get_send_status"}
    finally:
        if server.process.poll() is None:
            assert server.stop() == 0
        dovecot.stop()
    server.assert_no_tokens_in_logs()
