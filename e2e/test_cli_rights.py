"""Users, narrowed tokens and the audit from the command line, run offline against a data
directory: `postern user create`, `postern token create --grants`, `postern token revoke` and
`postern audit verify`, which finds a record edited behind Postern's back."""

import json
import os
import sqlite3
import subprocess
from pathlib import Path


ROOT = Path(__file__).resolve().parent.parent
BIN = os.environ.get("POSTERN_BIN", str(ROOT / "target" / "debug" / "postern"))


def run(*args, check=True):
    return subprocess.run([BIN, *args], capture_output=True, text=True, check=check)


def test_users_tokens_and_a_tampered_audit(tmp_path):
    data = str(tmp_path / "data")
    reader = json.loads(run("user", "create", "--data", data, "--name", "reader",
                            "--grants", '[{"accounts": ["own"], "allow": ["inboxes"]}]').stdout)
    assert reader["name"] == "reader" and reader["grants"][0]["allow"] == ["inboxes"]
    listed = [json.loads(line) for line in run("user", "list", "--data", data).stdout.splitlines()]
    assert [u["name"] for u in listed] == ["reader"]

    # A token narrower than its user is made; a wider one is refused, naming why.
    token = run("token", "create", "--data", data, "--name", "ci", "--user", "reader",
                "--grants", '[{"accounts": ["own"], "allow": ["inbox.read"]}]').stdout.strip()
    assert token.startswith("pst_")
    wider = run("token", "create", "--data", data, "--name", "x", "--user", "reader",
                "--grants", '[{"accounts": ["*"], "allow": ["send"]}]', check=False)
    assert wider.returncode != 0 and "does not" in wider.stderr
    bad = run("user", "create", "--data", data, "--name", "y", "--grants", '[{"allow": ["mail.everything"]}]', check=False)
    assert bad.returncode != 0 and "mail.everything" in bad.stderr

    # Roles, and a user holding one.
    role = json.loads(run("role", "put", "--data", data, "--name", "reader",
                          "--grants", '[{"accounts": ["*"], "allow": ["mail.read"]}]').stdout)
    assert role["name"] == "reader"
    assert [json.loads(l)["name"] for l in run("role", "list", "--data", data).stdout.splitlines()] == ["reader"]
    updated = json.loads(run("user", "update", "--data", data, "--name", "reader", "--roles", "reader").stdout)
    assert updated["roles"] == ["reader"]
    unknown = run("user", "update", "--data", data, "--name", "reader", "--roles", "nope", check=False)
    assert unknown.returncode != 0 and "nope" in unknown.stderr

    db = sqlite3.connect(Path(data) / "postern.db")
    token_id = db.execute("SELECT id FROM tokens").fetchone()[0]
    assert run("token", "revoke", "--data", data, "--id", token_id).stdout.strip() == f"revoked {token_id}"
    assert db.execute("SELECT revoked_at IS NOT NULL FROM tokens").fetchone()[0] == 1

    ok = run("audit", "verify", "--data", data)
    assert "intact: 5 record(s)" in ok.stdout
    actions = [row[0] for row in db.execute("SELECT action FROM audit ORDER BY seq")]
    assert actions == ["user.create", "token.create", "role.write", "user.update", "token.revoke"]
    assert token not in json.dumps(list(db.execute("SELECT * FROM audit"))), "no secret in the audit"

    with db:
        db.execute("UPDATE audit SET actor = 'someone-else' WHERE action = 'token.create'")
    tampered = run("audit", "verify", "--data", data, check=False)
    assert tampered.returncode == 1
    assert "tampered" in tampered.stderr and "was changed" in tampered.stderr
