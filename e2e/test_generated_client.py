"""A client generated from docs/openapi.json by a standard generator (openapi-python-client)
compiles and imports, with a module for every operation: the document is usable by tools that
are not ours. Any warning of the generator fails the test: it means a part of the document
(an operation, a schema, a response) was skipped."""

import json
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCUMENT = ROOT / "docs" / "openapi.json"
GENERATOR = Path(sys.executable).parent / "openapi-python-client"

# Media types the generator has no reader for, mapped to ones it reads the same way: a message's
# source (`message/rfc822`) and an attachment (`*/*`, whatever the attachment's type is) are
# bytes; the metrics are text.
CONFIG = {
    "content_type_overrides": {
        "*/*": "application/octet-stream",
        "message/rfc822": "application/octet-stream",
        "application/openmetrics-text; version=1.0.0; charset=utf-8": "text/plain",
    },
}
# What the generator says when it leaves something out or cannot finish (its warnings name the
# operation and the schema; "Skipping Integration" is a post hook, such as ruff, that did not run).
PROBLEM = re.compile(r"warning|error|cannot|could not|unable|skipp|omitted|missing|not supported|not in PATH", re.I)


def test_a_generated_client_compiles_and_imports(tmp_path):
    config = tmp_path / "generator.json"
    config.write_text(json.dumps(CONFIG))
    package = tmp_path / "generated_postern"
    # The generator formats its output with ruff (a dependency of it, in the same venv's bin).
    env = dict(os.environ, PATH=f"{GENERATOR.parent}{os.pathsep}{os.environ.get('PATH', '')}")
    run = subprocess.run(
        [str(GENERATOR), "generate", "--path", str(DOCUMENT), "--output-path", str(package), "--meta", "none",
         "--config", str(config)],
        capture_output=True, text=True, env=env, timeout=300,
    )
    said = (run.stdout + run.stderr).strip()
    assert run.returncode == 0, said
    problems = [line for line in said.splitlines() if PROBLEM.search(line)]
    assert not problems, "the generator reported problems:\n" + said

    document = json.loads(DOCUMENT.read_text())
    operations = {op["operationId"] for item in document["paths"].values() for op in item.values()
                  if isinstance(op, dict) and "operationId" in op}
    modules = {p.stem for p in (package / "api").rglob("*.py") if p.name != "__init__.py"}
    assert modules == operations, "an operation has no module in the generated client"

    compiled = subprocess.run([sys.executable, "-m", "compileall", "-q", str(package)],
                              capture_output=True, text=True)
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    load_all = (
        "import importlib, pkgutil, generated_postern\n"
        "names = [m.name for m in pkgutil.walk_packages(generated_postern.__path__, 'generated_postern.')]\n"
        "for name in names: importlib.import_module(name)\n"
        "from generated_postern import AuthenticatedClient\n"
        "AuthenticatedClient(base_url='http://127.0.0.1:8080', token='t')\n"
        "print(len(names))\n"
    )
    imported = subprocess.run([sys.executable, "-c", load_all], cwd=tmp_path, capture_output=True, text=True)
    assert imported.returncode == 0, imported.stderr
    assert int(imported.stdout) > len(operations)
