"""The published contract: `/api/v1/openapi.json` is a valid OpenAPI 3.1 document (the
reference validator, openapi-spec-validator), equal to the committed `docs/openapi.json`, and
`/docs` shows it in headless Chromium from the binary's own files, under its CSP, with no
request leaving the server."""

import json
import urllib.request

from openapi_spec_validator import validate
from openapi_spec_validator.validation.validators import OpenAPIV31SpecValidator
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from browser import csp_violations, origin, requests_seen, screenshot
from conftest import ROOT


def published(postern) -> dict:
    with urllib.request.urlopen(postern.api + "/openapi.json", timeout=30) as response:
        assert response.headers["Content-Type"].startswith("application/json")
        return json.loads(response.read())


def test_the_document_is_valid_openapi_3_1_and_the_committed_one(postern):
    document = published(postern)
    assert document["openapi"].startswith("3.1")
    validate(document, cls=OpenAPIV31SpecValidator)
    committed = json.loads((ROOT / "docs" / "openapi.json").read_text())
    assert document == committed, "docs/openapi.json is stale"
    operations = [op for item in document["paths"].values() for op in item.values()]
    assert len(operations) >= 89


def test_the_docs_page_renders_offline_under_its_csp(postern, browser):
    browser.get(postern.base + "/docs")
    WebDriverWait(browser, 30).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, ".opblock")) >= 89)
    titles = [e.text for e in browser.find_elements(By.CSS_SELECTOR, ".opblock-summary-path")]
    assert "/api/v1/inboxes/{id}/messages/wait" in " ".join(titles).replace("\u200b", "")
    screenshot(browser, "docs")
    assert csp_violations(browser) == []
    elsewhere = [url for url in requests_seen(browser) if origin(url) != origin(postern.base)]
    assert elsewhere == [], f"the page asked other hosts: {elsewhere}"
