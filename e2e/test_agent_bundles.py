"""Where agent users find Postern (docs/AGENTS.md), checked with the official tooling where it
installs from a registry here:

- the Claude Desktop extension: `scripts/mcpb` packs it with the official `mcpb` CLI (npm), which
  validates the manifest; the bundle is then unpacked by the same CLI and started the way Claude
  Desktop starts it
  (the manifest's command, arguments and environment, its `${…}` variables filled in) and driven
  with the official MCP Python SDK against a Postern with a connected account (a Dovecot of the
  testkit's), so that the admin's token is offered every tool;
- the MCP Registry entry (packaging/mcp-registry/server.json): validated against the registry's
  published JSON Schema (the copy the `skillsaw` package ships, pinned by its SHA-256 to the one
  at the schema's address) and against the rules the registry's `mcp-publisher` adds (a Go
  program distributed through GitHub releases and Homebrew only, which cannot run here);
- all of them agree with each other, with the workspace (version, licence, repository) and with
  the binary (its version, its tools, the variables it reads).
"""

import asyncio
import hashlib
import json
import os
import re
import shutil
import subprocess
import urllib.request
from pathlib import Path
from types import SimpleNamespace

import pytest
from jsonschema import Draft7Validator
from mcp import Client, StdioServerParameters

from conftest import Dovecot, Postern

ROOT = Path(__file__).resolve().parent.parent
MANIFEST = ROOT / "packaging" / "mcpb" / "manifest.json"
SERVER_JSON = ROOT / "packaging" / "mcp-registry" / "server.json"
MCPB = ROOT / "target" / "mcpb" / "tool" / "node_modules" / ".bin" / "mcpb"

# The registry's schema, as published at its `$id`; the SHA-256 is that file's, byte for byte
# (the skillsaw package copies it unchanged from the registry's static-assets repository).
SCHEMA_ID = "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"
SCHEMA_SHA256 = "3fba09590c99f61735d234822279f4223fab9e300c0a81e81c91ab62a4114de0"
# What the committed entry holds until a release packs a bundle and knows its hash.
PLACEHOLDER_SHA256 = "0" * 64


def workspace():
    """The `[workspace.package]` keys of Cargo.toml (tomllib is not in Python 3.10)."""
    text = (ROOT / "Cargo.toml").read_text()
    section = re.search(r"^\[workspace\.package\]\n(.*?)(?=^\[)", text, re.M | re.S).group(1)
    return dict(re.findall(r'^(\w[\w-]*) = "([^"]*)"', section, re.M))


def load(path):
    return json.loads(Path(path).read_text())


def mcpb(*args, cwd=None):
    return subprocess.run([str(MCPB), *map(str, args)], capture_output=True, text=True, timeout=60, cwd=cwd)


@pytest.fixture(scope="module")
def connected(tmp_path_factory):
    """A Postern of this module's with one mail account connected: the mailbox tools are offered
    only for an account, and the session's Postern may neither reach a mail server on loopback nor
    gain an account under the other tests' feet."""
    dovecot = Dovecot()
    tmp = tmp_path_factory.mktemp("bundles")
    config = tmp / "postern.toml"
    config.write_text('internal_host = ["127.0.0.1"]\n')
    server = Postern(tmp)
    server.start_with_config = str(config)
    server.start()
    request = urllib.request.Request(
        server.api + "/accounts", method="POST", data=json.dumps(dovecot.account()).encode(),
        headers={"Authorization": f"Bearer {server.admin_token}", "Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as r:
        server.account = json.loads(r.read())["data"]["id"]
    yield server
    assert server.stop() == 0
    dovecot.stop()
    server.assert_no_tokens_in_logs()


@pytest.fixture(scope="module")
def packed(connected, tmp_path_factory):
    """`scripts/mcpb` run on the binary under test, with the registry entry it fills in."""
    missing = [tool for tool in ("node", "npm") if shutil.which(tool) is None]
    if missing:
        pytest.fail(f"{' and '.join(missing)} not found: the official mcpb CLI runs on Node.js "
                    "(Debian: apt-get install npm; .ci/run installs it)")
    out = tmp_path_factory.mktemp("mcpb") / "server.json"
    done = subprocess.run([str(ROOT / "scripts" / "mcpb"), connected.bin, "--server-json", str(out)],
                          capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr
    bundle = ROOT / re.search(r"^bundle: (.+)$", done.stdout, re.M).group(1)
    sha256 = re.search(r"^sha256: ([0-9a-f]{64})$", done.stdout, re.M).group(1)
    return SimpleNamespace(bundle=bundle, sha256=sha256, entry=load(out))


def unpack(bundle, into):
    """Installs as a host does: the official CLI's `unpack` (files where the archive says, with
    the Unix modes it records), then the manifest read from what was unpacked."""
    done = mcpb("unpack", bundle, into)
    assert done.returncode == 0, done.stdout + done.stderr
    return load(into / "manifest.json")


def substitute(value, dirname, config):
    """A value of `mcp_config` with its variables filled in as the MCPB spec has hosts do it."""
    home = Path.home()
    known = {"__dirname": str(dirname), "HOME": str(home), "DESKTOP": str(home / "Desktop"),
             "DOCUMENTS": str(home / "Documents"), "DOWNLOADS": str(home / "Downloads"),
             "pathSeparator": os.sep, "/": os.sep}

    def one(match):
        name = match.group(1)
        if name.startswith("user_config."):
            return str(config[name.removeprefix("user_config.")])
        assert name in known, f"${{{name}}} is no variable an MCPB host fills in"
        return known[name]

    return re.sub(r"\$\{([^}]+)\}", one, value)


def user_config(manifest, given):
    """What the install dialog collects: the values given, else the defaults; every required
    field must end up with one."""
    values = {}
    for key, field in manifest["user_config"].items():
        value = given.get(key, field.get("default"))
        assert value is not None or not field.get("required"), f"{key} is required and has no value"
        values[key] = value
    return values


def help_default_url(binary):
    """The default POSTERN_URL that `postern mcp --help` states."""
    text = subprocess.run([binary, "mcp", "--help"], capture_output=True, text=True, timeout=10).stdout
    return re.search(r"POSTERN_URL \(default (\S+?)\)", text).group(1)


def test_the_official_validator_accepts_the_manifest_and_refuses_a_broken_one(packed, tmp_path):
    # (`packed`: scripts/mcpb installs the CLI.)
    done = mcpb("validate", MANIFEST)
    assert done.returncode == 0 and "Manifest schema validation passes" in done.stdout, done.stdout + done.stderr
    # The validator is live and strict: a field the spec does not have, or a user_config type
    # it does not know, fails it.
    shutil.copy(MANIFEST.parent / "icon.png", tmp_path / "icon.png")
    for breaking in ({"server_url": "http://127.0.0.1:8080"},
                     {"user_config": {"postern_token": {"type": "secret", "title": "t", "description": "d"}}}):
        broken = {**load(MANIFEST), **breaking}
        (tmp_path / "manifest.json").write_text(json.dumps(broken))
        done = mcpb("validate", tmp_path / "manifest.json")
        assert done.returncode == 1, (breaking, done.stdout)


def test_the_manifest_agrees_with_the_workspace_and_the_binary(connected):
    manifest, ws = load(MANIFEST), workspace()
    assert manifest["version"] == ws["version"]
    assert manifest["license"] == ws["license"]
    assert manifest["repository"]["url"] == ws["repository"]
    assert manifest["name"] == "postern" and manifest["server"]["type"] == "binary"
    # The bundle carries a Linux x86_64 build (scripts/mcpb's file name says so): it claims no
    # other platform.
    assert manifest["compatibility"] == {"platforms": ["linux"]}
    config = manifest["server"]["mcp_config"]
    assert config["command"] == "${__dirname}/" + manifest["server"]["entry_point"]
    assert config["args"] == ["mcp"]
    assert config["env"] == {"POSTERN_URL": "${user_config.postern_url}",
                             "POSTERN_TOKEN": "${user_config.postern_token}"}
    fields = manifest["user_config"]
    assert set(fields) == {"postern_url", "postern_token"}
    assert fields["postern_token"]["sensitive"] is True and fields["postern_token"]["required"] is True
    assert not fields["postern_url"].get("sensitive") and fields["postern_url"]["required"] is True
    assert fields["postern_url"]["default"] == help_default_url(connected.bin)
    version = subprocess.run([connected.bin, "--version"], capture_output=True, text=True, timeout=10).stdout.split()
    assert version == ["postern", manifest["version"]]


def test_the_manifest_lists_the_servers_tools(connected):
    """The manifest's tools are the server's whole catalogue, in its order: the one it publishes at
    /.well-known/mcp/server-card.json, from the same list tools/list offers from."""
    with urllib.request.urlopen(connected.base + "/.well-known/mcp/server-card.json", timeout=10) as r:
        card = json.loads(r.read())
    assert [t["name"] for t in load(MANIFEST)["tools"]] == [t["name"] for t in card["tools"]]
    assert card["serverInfo"]["version"] == workspace()["version"]


def test_the_bundle_runs_as_claude_desktop_runs_it(packed, connected, tmp_path):
    assert packed.bundle.name == f"postern-{workspace()['version']}-linux-x86_64.mcpb"
    assert hashlib.sha256(packed.bundle.read_bytes()).hexdigest() == packed.sha256
    installed = tmp_path / "Claude Extensions" / "postern"
    manifest = unpack(packed.bundle, installed)
    assert manifest == load(MANIFEST)
    entry = installed / manifest["server"]["entry_point"]
    assert os.access(entry, os.X_OK), "the entry point lost its executable bit"
    header = entry.read_bytes()[:20]
    assert header[:4] == b"\x7fELF" and header[4] == 2 and int.from_bytes(header[18:20], "little") == 0x3E, \
        "the bundled binary is not a 64-bit x86-64 ELF"

    # The install dialog: the token asked for, the URL's default left alone unless Postern is
    # elsewhere (here: on a port of the test's own).
    token = connected.admin_token
    values = user_config(manifest, {"postern_token": token, "postern_url": connected.base})
    config = manifest["server"]["mcp_config"]
    params = StdioServerParameters(
        command=substitute(config["command"], installed, values),
        args=[substitute(a, installed, values) for a in config["args"]],
        env={k: substitute(v, installed, values) for k, v in config["env"].items()},
        cwd=str(tmp_path),  # the host's working directory, not the bundle's
    )
    assert params.command == str(entry) and params.env["POSTERN_TOKEN"] == token

    async def call(client, tool, arguments):
        result = await client.call_tool(tool, arguments)
        assert not result.is_error, result.content[0].text
        return json.loads(result.content[0].text)

    async def session():
        async with Client(params) as client:
            listed = [t.name for t in (await client.list_tools()).tools]
            inbox = await call(client, "create_inbox", {"label": "mcpb"})
            accounts = await call(client, "list_accounts", {})
            await call(client, "delete_inbox", {"inbox_id": inbox["id"]})
            return client.server_info, listed, inbox, accounts

    info, listed, inbox, accounts = asyncio.run(session())
    assert (info.name, info.version) == ("postern", manifest["version"])
    # The admin, with an account connected, is offered every tool: exactly the manifest's.
    assert listed == [t["name"] for t in manifest["tools"]]
    assert inbox["id"].startswith("inbox_") and "@" in inbox["address"]
    assert connected.account in json.dumps(accounts)


def test_the_registry_entry_validates_against_the_published_schema(packed):
    try:
        from importlib.resources import files
        schema_file = files("skillsaw.schemas.mcp_registry.v2025_12_11") / "server.schema.json"
        raw = schema_file.read_bytes()
    except ModuleNotFoundError:
        pytest.fail("the registry's schema comes from the skillsaw package: add it to e2e/requirements.txt")
    assert hashlib.sha256(raw).hexdigest() == SCHEMA_SHA256, "not the schema as the registry publishes it"
    schema = json.loads(raw)
    assert schema["$id"] == SCHEMA_ID
    validator = Draft7Validator(schema, format_checker=Draft7Validator.FORMAT_CHECKER)
    for entry in (load(SERVER_JSON), packed.entry):
        assert entry["$schema"] == schema["$id"], "mcp-publisher refuses any schema but the current one"
        errors = [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(entry)]
        assert errors == []
    # The schema is not a formality: it refuses what the registry refuses.
    broken = {**load(SERVER_JSON), "description": "x" * 101}
    assert not validator.is_valid(broken)


def test_the_registry_entry_keeps_mcp_publishers_rules(packed):
    """What the registry checks on publishing beyond the schema (its validators, as of the
    2025-12-11 schema); the publish itself also fetches the bundle's URL, which only a release
    can."""
    name_part = r"[a-zA-Z0-9][a-zA-Z0-9._-]*[a-zA-Z0-9]"
    ranges = re.compile(r"^\s*(\^|~|>=|<=|>|<|=)|\|\||\s-\s|(^|\.)(x|X|\*)(\.|$)")
    for entry in (load(SERVER_JSON), packed.entry):
        assert re.fullmatch(r"[a-zA-Z0-9][a-zA-Z0-9.-]*[a-zA-Z0-9]/" + name_part, entry["name"])
        # Published with GitHub as the proof of the namespace: io.github.<the repository's owner>.
        owner = re.fullmatch(r"https://github\.com/([\w.-]+)/[\w.-]+", entry["repository"]["url"]).group(1)
        assert entry["name"].startswith(f"io.github.{owner}/") and entry["repository"]["source"] == "github"
        assert entry["websiteUrl"].startswith("https://")
        assert set(entry.get("_meta", {})) <= {"io.modelcontextprotocol.registry/publisher-provided"}
        [package] = entry["packages"]
        for version in (entry["version"], package["version"]):
            assert version != "latest" and not ranges.search(version), version
        url = package["identifier"]
        assert package["registryType"] == "mcpb" and " " not in url and "mcp" in url.lower()
        assert re.match(r"https://(github\.com|gitlab\.com)/", url), "bundles must be GitHub or GitLab release assets"
        assert package["transport"] == {"type": "stdio"}
    # The committed entry holds a placeholder; the one scripts/mcpb writes, the bundle's hash.
    assert load(SERVER_JSON)["packages"][0]["fileSha256"] == PLACEHOLDER_SHA256
    assert packed.entry["packages"][0]["fileSha256"] == packed.sha256
    assert {**packed.entry, "packages": [{**packed.entry["packages"][0], "fileSha256": PLACEHOLDER_SHA256}]} \
        == load(SERVER_JSON), "scripts/mcpb changes nothing but the hash"


def test_the_registry_entry_agrees_with_the_bundle_and_the_binary(packed, connected):
    entry, manifest, ws = load(SERVER_JSON), load(MANIFEST), workspace()
    [package] = entry["packages"]
    assert entry["version"] == package["version"] == manifest["version"] == ws["version"]
    assert entry["name"].split("/")[1] == manifest["name"] and entry["title"] == manifest["display_name"]
    assert entry["repository"]["url"] == manifest["repository"]["url"] == ws["repository"]
    assert package["identifier"] == f"{ws['repository']}/releases/download/v{ws['version']}/{packed.bundle.name}"
    # The same variables, asked for the same way, as the bundle's install dialog and the binary.
    env = {v["name"]: v for v in package["environmentVariables"]}
    config_env = manifest["server"]["mcp_config"]["env"]
    assert list(env) == list(config_env)
    for name, variable in env.items():
        field = manifest["user_config"][re.fullmatch(r"\$\{user_config\.(\w+)\}", config_env[name]).group(1)]
        assert variable["isSecret"] == field.get("sensitive", False)
        assert variable["isRequired"] == field.get("required", False)
        assert variable.get("default") == field.get("default")
        assert variable["description"] == field["description"]
    assert env["POSTERN_URL"]["default"] == help_default_url(connected.bin)
