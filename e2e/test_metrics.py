"""`/metrics` as Prometheus reads it (docs/METRICS.md): scraped with the Prometheus project's own
parser before and after real traffic (mail accepted and refused, waits answered and timed out,
MCP tool calls, a failing webhook endpoint, an account whose server refuses the login), each
series checked to have moved as it should; scraped by a real Prometheus server; the alert rules
checked by promtool. No label names a message, an inbox or a token, and no secret is in a scrape.
"""

import asyncio
import json
import re
import shutil
import smtplib
import subprocess
import threading
import urllib.error
import urllib.parse
import urllib.request

import pytest
from conftest import ROOT, Dovecot, HookEndpoint, free_port, rest, started_for_loopback, until
from prometheus_client.openmetrics.parser import text_string_to_metric_families
from test_mcp_http import http_client
from test_mcp_stdio import error_text, result_json, send

RULES = ROOT / "packaging" / "prometheus" / "postern-alerts.yml"
DASHBOARD = ROOT / "packaging" / "grafana" / "postern-dashboard.json"
NAME = re.compile(r"\b(?:postern|process)_[a-z_]+")


def documented():
    """The metrics docs/METRICS.md lists."""
    return set(re.findall(r"^\| `((?:postern|process)_[a-z_]+)`", (ROOT / "docs" / "METRICS.md").read_text(), re.M))


def base(name):
    """A sample's metric: a histogram's without `_bucket`, `_count` or `_sum`."""
    return re.sub(r"_(bucket|count|sum)$", "", name)


def dashboard_exprs():
    return [t["expr"] for p in json.loads(DASHBOARD.read_text())["panels"] for t in p["targets"]]


def get(url, token=None):
    request = urllib.request.Request(url, headers={"Authorization": f"Bearer {token}"} if token else {})
    try:
        with urllib.request.urlopen(request, timeout=30) as r:
            return r.status, r.headers.get("content-type", ""), r.read().decode()
    except urllib.error.HTTPError as e:
        return e.code, e.headers.get("content-type", ""), e.read().decode()


class Scrape:
    """One scrape, parsed by `prometheus_client`'s OpenMetrics parser (which refuses what the
    format does not allow, a missing `# EOF` included)."""

    def __init__(self, text):
        self.text = text
        self.samples = {}
        self.families = {}
        for family in text_string_to_metric_families(text):
            self.families[family.name] = family
            for s in family.samples:
                self.samples[(s.name, tuple(sorted(s.labels.items())))] = s.value

    def value(self, name, **labels):
        """The sample `name` with exactly `labels`; 0 when there is none yet."""
        return self.samples.get((name, tuple(sorted(labels.items()))), 0.0)

    def labels(self, name, label):
        return {dict(key)[label] for (n, key) in self.samples if n == name and label in dict(key)}


def scrape(url, token=None):
    status, content_type, text = get(url, token)
    assert status == 200, text
    assert content_type.startswith("application/openmetrics-text; version=1.0.0"), content_type
    return Scrape(text)


def test_the_figures_move_with_the_traffic(tmp_path):
    metrics_port = free_port()
    server = started_for_loopback(tmp_path, f'metrics = "127.0.0.1:{metrics_port}"\n')
    open_url = f"http://127.0.0.1:{metrics_port}/metrics"
    dovecot = Dovecot()
    endpoint = HookEndpoint(status=500)
    try:
        before = scrape(open_url)

        # An account that syncs, then whose server refuses the login.
        account = rest(server, "POST", "/accounts", dovecot.account())["data"]
        until(lambda: rest(server, "GET", f"/accounts/{account['id']}")["data"]["sync"]["last_synced_at"],
              "the account made a whole pass")
        synced = scrape(open_url)
        assert synced.value("postern_accounts", provider="imap", status="connected") == 1
        assert synced.value("postern_sync_passes_total", provider="imap", outcome="ok") >= 1
        assert synced.value("postern_sync_pass_duration_seconds_count", provider="imap") >= 1
        assert 0 <= synced.value("postern_sync_lag_max_seconds", provider="imap") < 120
        assert dovecot.ask("password changed-behind-our-back") == "ok"
        verified = rest(server, "POST", f"/accounts/{account['id']}/verify")["data"]
        assert verified["account"]["status"] == "needs_reauth", verified

        # Mail: one stored, one for nobody; a webhook endpoint that refuses every post.
        inbox = rest(server, "POST", "/inboxes", {})["data"]
        hook = rest(server, "POST", "/webhooks", {"url": endpoint.url, "inboxes": [inbox["id"]]})["data"]
        send(server, inbox["address"], "First", "Your code is 111111")
        with pytest.raises(smtplib.SMTPRecipientsRefused):
            send(server, f"nobody@{server.domain}", "Lost", "hello")
        until(lambda: len(endpoint.posts) >= 1, "the endpoint was posted to")

        # A REST wait answered by mail that arrives while it waits, and one that times out.
        answered = {}

        def wait():
            answered["message"] = rest(server, "GET", f"/inboxes/{inbox['id']}/messages/wait?timeout=20")

        waiter = threading.Thread(target=wait)
        waiter.start()
        until(lambda: rest(server, "GET", "/service")["data"]["waits"]["open"] >= 1, "the wait is held")
        send(server, inbox["address"], "Second", "Your code is 222222")
        waiter.join(timeout=30)
        assert answered["message"]["data"]["subject"] == "Second"
        assert get(f"{server.api}/inboxes/{inbox['id']}/messages/wait?timeout=0", server.admin_token)[0] == 204

        # MCP: a tool that works and one that ends in a tool error.
        async def calls():
            async with http_client(server, server.admin_token) as client:
                result_json(await client.call_tool("create_inbox", {}))
                error_text(await client.call_tool("wait_for_link", {"inbox_id": inbox["id"], "timeout": 0}))

        asyncio.run(calls())
        until(lambda: scrape(open_url).value("postern_webhook_endpoints", status="failing") == 1,
              "the endpoint's failure is recorded")
        after = scrape(open_url)

        def moved(name, **labels):
            return after.value(name, **labels) - before.value(name, **labels)

        assert moved("postern_smtp_messages_accepted_total") == 2
        assert moved("postern_smtp_refused_total", reason="unknown_recipient") == 1
        assert moved("postern_smtp_sessions_total") == 3
        assert moved("postern_smtp_received_bytes_total") > 100
        assert moved("postern_smtp_store_seconds_count") == 2
        assert after.value("postern_smtp_sessions_open") == 0
        assert after.value("postern_smtp_inflight_limit_bytes") > 0
        assert moved("postern_waits_answered_total", via="rest") == 1
        assert moved("postern_waits_timed_out_total", via="rest") == 1
        assert moved("postern_waits_timed_out_total", via="mcp") >= 1
        assert moved("postern_wait_answer_seconds_count") == 1
        assert after.value("postern_waits_open", via="rest") == 0
        assert moved("postern_mcp_tool_calls_total", tool="create_inbox", outcome="ok") == 1
        assert moved("postern_mcp_tool_calls_total", tool="wait_for_link", outcome="error") == 1
        assert moved("postern_webhook_deliveries_total", outcome="failed") >= 1
        assert after.value("postern_webhook_backlog_events_max") >= 1
        assert after.value("postern_accounts", provider="imap", status="needs_reauth") == 1
        assert after.value("postern_accounts", provider="imap", status="connected") == 0
        assert moved("postern_http_requests_total", route="/api/v1/inboxes", method="POST", status="2xx") == 1
        assert moved("postern_http_requests_total", route="/api/v1/accounts/{id}/verify", method="POST",
                     status="2xx") == 1
        assert moved("postern_http_request_duration_seconds_count", route="/api/v1/inboxes/{id}/messages/wait",
                     method="GET") == 2
        assert after.value("postern_events") >= 3
        assert after.value("postern_ingest_batches_total") >= 2
        assert after.value("postern_store_database_bytes") > 0
        assert after.value("postern_build_info", version=after.labels("postern_build_info", "version").pop()) == 1
        assert after.value("process_resident_memory_bytes") > 1_000_000
        assert after.value("process_cpu_seconds_total") > 0
        assert after.value("process_open_fds") > 0

        # Every series is documented, and so is every metric the rules and the dashboard use.
        names = documented()
        assert {base(n) for (n, _) in after.samples} <= names, {base(n) for (n, _) in after.samples} - names
        used = set(NAME.findall(RULES.read_text() + "\n".join(dashboard_exprs())))
        assert {base(n) for n in used} <= names, {base(n) for n in used} - names

        # Bounded labels: templates, never ids, addresses or tokens.
        routes = after.labels("postern_http_requests_total", "route")
        assert routes and all(r.startswith("/") or r == "unmatched" for r in routes), routes
        for text in [inbox["id"], inbox["address"], account["id"], "alice@example.test", "pst_", "whsec_",
                     hook["secret"], "alicepass", "changed-behind-our-back", server.admin_token]:
            assert text not in after.text, f"{text!r} is in a scrape"
    finally:
        endpoint.server.shutdown()
        dovecot.stop()
        server.stop()
    server.assert_no_tokens_in_logs()


def test_on_the_http_port_metrics_need_the_right(tmp_path):
    server = started_for_loopback(tmp_path)
    try:
        assert get(f"{server.base}/metrics")[0] == 401
        rest(server, "POST", "/users", {"name": "reader", "grants": [{"allow": ["inboxes"], "accounts": ["own"]}]})
        assert get(f"{server.base}/metrics", server.token("reader"))[0] == 403
        rest(server, "POST", "/users", {"name": "scraper", "grants": [{"allow": ["metrics.read"]}]})
        scraped = scrape(f"{server.base}/metrics", server.token("scraper"))
        assert "postern_build" in scraped.families
        assert scrape(f"{server.base}/metrics", server.admin_token).families, "admin holds every right"
        # Liveness and readiness for orchestrators.
        assert get(f"{server.base}/livez")[0] == 200
        status, _, body = get(f"{server.base}/readyz")
        assert status == 200 and json.loads(body)["status"] == "ready", body
    finally:
        server.stop()


@pytest.mark.skipif(not shutil.which("prometheus"), reason="Debian's prometheus is installed by scripts/test")
def test_a_prometheus_server_scrapes_it_and_promtool_takes_the_rules(tmp_path):
    checked = subprocess.run(["promtool", "check", "rules", str(RULES)], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    metrics_port, web_port = free_port(), free_port()
    server = started_for_loopback(tmp_path, f'metrics = "127.0.0.1:{metrics_port}"\n')
    config = tmp_path / "prometheus.yml"
    config.write_text(
        "global:\n  scrape_interval: 1s\n  evaluation_interval: 1s\n"
        f"rule_files: ['{RULES}']\n"
        f"scrape_configs:\n  - job_name: postern\n    static_configs:\n      - targets: ['127.0.0.1:{metrics_port}']\n"
    )
    prometheus = subprocess.Popen(
        ["prometheus", f"--config.file={config}", f"--storage.tsdb.path={tmp_path / 'tsdb'}",
         f"--web.listen-address=127.0.0.1:{web_port}"],
        stdout=subprocess.DEVNULL, stderr=open(tmp_path / "prometheus.log", "wb"),
    )
    try:
        def query(q):
            try:
                status, _, body = get(f"http://127.0.0.1:{web_port}/api/v1/query?query={urllib.parse.quote(q)}")
            except urllib.error.URLError:  # not listening yet
                return []
            return json.loads(body)["data"]["result"] if status == 200 else []

        def scraped():
            up = query('up{job="postern"}')
            return up and up[0]["value"][1] == "1" and query("postern_build_info")

        until(scraped, "Prometheus scraped Postern: " + (tmp_path / "prometheus.log").read_text()[-2000:], 60)
        assert query("process_resident_memory_bytes")[0]["value"][1] != "0"
        # The rules loaded, and none fires on a healthy installation.
        status, _, body = get(f"http://127.0.0.1:{web_port}/api/v1/rules")
        groups = json.loads(body)["data"]["groups"]
        assert groups and all(r["health"] != "err" for g in groups for r in g["rules"]), body
        assert not query('ALERTS{alertstate="firing"}'), query("ALERTS")
        # Every query of the dashboard is one Prometheus takes.
        for expr in dashboard_exprs():
            status, _, body = get(f"http://127.0.0.1:{web_port}/api/v1/query?query={urllib.parse.quote(expr)}")
            assert status == 200 and json.loads(body)["status"] == "success", (expr, body)
    finally:
        prometheus.terminate()
        prometheus.wait(timeout=30)
        server.stop()


def test_per_account_series_only_when_asked(tmp_path):
    metrics_port = free_port()
    server = started_for_loopback(tmp_path, f'metrics = "127.0.0.1:{metrics_port}"\nmetrics_per_account = true\n')
    dovecot = Dovecot()
    try:
        account = rest(server, "POST", "/accounts", dovecot.account())["data"]
        until(lambda: rest(server, "GET", f"/accounts/{account['id']}")["data"]["sync"]["last_synced_at"],
              "the account made a whole pass")
        scraped = scrape(f"http://127.0.0.1:{metrics_port}/metrics")
        lag = scraped.value("postern_account_sync_lag_seconds", account=account["id"], provider="imap")
        assert ("postern_account_sync_lag_seconds", (("account", account["id"]), ("provider", "imap"))) in scraped.samples
        assert 0 <= lag < 120
        assert "alice@example.test" not in scraped.text, "ids, never addresses"
    finally:
        dovecot.stop()
        server.stop()
