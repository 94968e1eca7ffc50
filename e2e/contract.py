"""Answers checked against the OpenAPI document the server publishes.

`check(document, method, path, status, content_type, body)` raises `ContractViolation` when the
status is not documented for the route, the content type is not the documented one, or a JSON
body does not match the documented schema read strictly (no property the schema does not name).
The REST helper of the suite (`conftest.rest`) and the Python client's tests call it on every
answer, as the Rust tests' server does (crates/postern-server/tests/common/contract.rs).
"""

import copy
import json
import re

import jsonschema


class ContractViolation(AssertionError):
    pass


class Contract:
    def __init__(self, document: dict):
        self.document = strict(document)
        self.routes = []
        for path, item in self.document["paths"].items():
            pattern = "^" + re.sub(r"\\\{[^/]+?\\\}", "[^/]+", re.escape(path)) + "$"
            literal = sum(1 for s in path.split("/") if not s.startswith("{"))
            for method in item:
                self.routes.append((re.compile(pattern), method.upper(), path, literal))
        self.validators = {}

    def operation(self, method: str, path: str):
        found = [(literal, template) for pattern, m, template, literal in self.routes
                 if m == method.upper() and pattern.match(path)]
        if not found:
            return None, None
        template = max(found)[1]
        return template, self.document["paths"][template][method.lower()]

    def check(self, method: str, path: str, status: int, content_type: str, body: bytes):
        path = path.split("?")[0]
        template, operation = self.operation(method, path)
        if operation is None:
            return
        answer = operation["responses"].get(str(status))
        if answer is None:
            raise ContractViolation(
                f"{method} {path}: {status} is not documented (documented: {sorted(operation['responses'])})")
        if "$ref" in answer:
            answer = self.document["components"]["responses"][answer["$ref"].rsplit("/", 1)[1]]
        content = answer.get("content")
        if not content:
            if content_type and body:
                raise ContractViolation(f"{method} {path}: {status} has no documented content, got {content_type}")
            return
        essence = (content_type or "").split(";")[0].strip()
        media = next((m for t, m in content.items() if media_matches(t, essence)), None)
        if media is None:
            raise ContractViolation(f"{method} {path}: {content_type!r} is not documented ({sorted(content)})")
        if essence != "application/json" or "schema" not in media:
            return
        value = json.loads(body)
        key = json.dumps(media["schema"], sort_keys=True)
        validator = self.validators.get(key)
        if validator is None:
            schema = dict(media["schema"], components=self.document["components"])
            validator = self.validators[key] = jsonschema.Draft202012Validator(schema)
        errors = [f"{e.message} at {list(e.absolute_path)}" for e in validator.iter_errors(value)][:5]
        if errors:
            raise ContractViolation(f"{method} {path} answered {status}: {'; '.join(errors)}; body: {value}")


def media_matches(documented: str, essence: str) -> bool:
    """Whether a documented media type (`application/json`, `text/*`, `*/*`) covers an answer's."""
    documented = documented.split(";")[0].strip()
    if documented == "*/*":
        return True
    if documented.endswith("/*"):
        return essence.split("/")[0] == documented[:-2]
    return documented == essence


def strict(document: dict) -> dict:
    """The document with every object closed: an `allOf` of objects merged into one, then
    `additionalProperties: false` wherever an object names its properties and says nothing of
    others."""
    document = copy.deepcopy(document)
    schemas = document.get("components", {}).get("schemas", {})

    def resolve(part):
        if "$ref" in part:
            return schemas[part["$ref"].rsplit("/", 1)[1]]
        return part

    def merge(node):
        if isinstance(node, dict):
            parts = node.get("allOf")
            if isinstance(parts, list):
                resolved = [resolve(p) for p in parts]
                if all("properties" in p for p in resolved):
                    properties, required = {}, []
                    for p in resolved:
                        properties.update(p["properties"])
                        required += p.get("required", [])
                    del node["allOf"]
                    node.update(type="object", properties=properties, required=required)
            for child in node.values():
                merge(child)
        elif isinstance(node, list):
            for child in node:
                merge(child)

    def close(node):
        if isinstance(node, dict):
            if "properties" in node and "additionalProperties" not in node:
                node["additionalProperties"] = False
            for child in node.values():
                close(child)
        elif isinstance(node, list):
            for child in node:
                close(child)

    merge(document)
    close(document)
    return document
