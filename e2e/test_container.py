"""The container image (`Dockerfile`) built and run as a user would, with podman: the same
Dockerfile, built with `--pull=never` on a Debian base made here (no registry is reachable), and
the binary under test copied in. The smoke test: the image starts and is healthy (`/healthz` on
the published port, and its HEALTHCHECK, `postern healthcheck`, inside), an inbox made over REST
gets mail on the published SMTP port and its code from a wait, SIGTERM stops it cleanly within
compose's 10 s, and started again on the same volume it still has the message.

podman runs with runc and a containers.conf of its own (this kind of machine's default crun
fails, docs/OPERATIONS.md); `scripts/test` installs podman, runc and debootstrap when missing.
The base image is made once per machine (`debootstrap --variant=minbase`, about 30 s) and kept.
"""

import os
import shutil
import smtplib
import subprocess
import time
import urllib.request
import uuid

import pytest
from mailsocket import Client

from conftest import ROOT, TOKEN_RE, free_ports

BASE = "localhost/postern-e2e-base:bookworm"
MIRROR = os.environ.get("POSTERN_TEST_DEBIAN_MIRROR", "http://deb.debian.org/debian")


@pytest.fixture(scope="module")
def podman(tmp_path_factory):
    """A function running `podman <args>` under this module's containers.conf."""
    tmp = tmp_path_factory.mktemp("podman")
    conf = tmp / "containers.conf"
    conf.write_text('[containers]\ndefault_ulimits = []\n\n[engine]\ncgroup_manager = "cgroupfs"\nruntime = "runc"\n')
    env = dict(os.environ, CONTAINERS_CONF=str(conf))

    def run(*args, check=True, timeout=300):
        done = subprocess.run(["podman", *args], capture_output=True, text=True, env=env, timeout=timeout)
        if check:
            assert done.returncode == 0, f"podman {' '.join(args)}: {done.stderr[-2000:]}"
        return done

    if run("image", "exists", BASE, check=False).returncode != 0:
        root = tmp / "base"
        subprocess.run(["debootstrap", "--variant=minbase", "--include=ca-certificates", "bookworm", str(root), MIRROR],
                       check=True, capture_output=True, timeout=600)
        tar = subprocess.Popen(["tar", "-C", str(root), "-c", "."], stdout=subprocess.PIPE)
        imported = subprocess.run(["podman", "import", "-", BASE], stdin=tar.stdout, capture_output=True, env=env)
        tar.wait()
        assert imported.returncode == 0, imported.stderr
        shutil.rmtree(root, ignore_errors=True)
    return run


@pytest.fixture(scope="module")
def image(podman, tmp_path_factory):
    """The image of the binary under test, built from the repository's Dockerfile."""
    context = tmp_path_factory.mktemp("context")
    shutil.copy(ROOT / "Dockerfile", context / "Dockerfile")
    (context / "target" / "dist").mkdir(parents=True)
    binary = os.environ.get("POSTERN_BIN", str(ROOT / "target" / "debug" / "postern"))
    # Without its debug information, as the `dist` profile builds it: a debug build's binary is
    # hundreds of MiB, and the build holds several copies of it.
    shutil.copy(binary, context / "target" / "dist" / "postern")
    subprocess.run(["objcopy", "--strip-debug", str(context / "target" / "dist" / "postern")], check=True)
    tag = "localhost/postern-e2e:test"
    podman("build", "--pull=never", "--format", "docker", "--build-arg", f"BASE={BASE}", "-t", tag, str(context),
           timeout=600)
    shutil.rmtree(context, ignore_errors=True)
    yield tag
    podman("rmi", "-f", tag, check=False)
    # The build's first stage, left untagged.
    podman("image", "prune", "-f", check=False)


def healthy(base, deadline):
    """Whether `/healthz` answers 200 before `deadline` (asked every 0.1 s)."""
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(base + "/healthz", timeout=2) as response:
                if response.status == 200:
                    return True
        except OSError:
            pass
        time.sleep(0.1)
    return False


def test_the_image_serves_keeps_mail_across_a_restart_and_stops_cleanly(podman, image):
    name, volume = f"postern-e2e-{uuid.uuid4().hex[:8]}", f"postern-e2e-{uuid.uuid4().hex[:8]}"
    http_port, smtp_port = free_ports(2)
    base = f"http://127.0.0.1:{http_port}"
    podman("volume", "create", volume)
    try:
        started = time.monotonic()
        podman("run", "-d", "--name", name, "-p", f"127.0.0.1:{http_port}:8080", "-p", f"127.0.0.1:{smtp_port}:2525",
               "-v", f"{volume}:/data", "-e", "POSTERN_INBOX_DOMAIN=e2e.postern.test",
               "-e", "POSTERN_SENDER_CHECKS=false", image)
        assert healthy(base, started + 60), podman("logs", name, check=False).stderr[-2000:]
        print(f"podman run → healthy /healthz: {time.monotonic() - started:.2f} s")
        assert podman("exec", name, "/usr/local/bin/postern", "healthcheck", check=False).returncode == 0
        user = podman("exec", name, "/usr/local/bin/postern", "healthcheck", "--http", "127.0.0.1:9", check=False)
        assert user.returncode != 0, "nothing listens there: unhealthy"
        assert podman("inspect", name, "--format", "{{.Config.User}}").stdout.strip() == "65532:65532"

        logs = podman("logs", name).stdout
        [token] = TOKEN_RE.findall(logs)
        client = Client(token, base_url=base + "/api/v1")
        inbox = client.create_inbox(label="container")
        with smtplib.SMTP("127.0.0.1", smtp_port, timeout=10) as smtp:
            smtp.sendmail("shop@acme.test", [inbox["address"]],
                          b"From: shop@acme.test\r\nSubject: Your code\r\n\r\nYour verification code is 482913\r\n")
        assert client.wait_for_otp(inbox["id"], timeout=20, since=0).otp == "482913"

        stopping = time.monotonic()
        podman("stop", "-t", "10", name)
        took = time.monotonic() - stopping
        state = podman("inspect", name, "--format", "{{.State.ExitCode}}").stdout.strip()
        assert state == "0" and took < 10, f"exit code {state} after {took:.1f} s: stopped by SIGTERM, not killed"

        podman("start", name)
        assert healthy(base, time.monotonic() + 60)
        kept = Client(token, base_url=base + "/api/v1").wait_for_otp(inbox["id"], timeout=5, since=0)
        assert kept.otp == "482913", "the message is still there on the volume"
        assert TOKEN_RE.findall(podman("logs", name).stdout) == [token], "a second start prints no new token"
        tools = podman("exec", name, "/bin/sh", "-c", "true", check=False)
        assert tools.returncode != 0, "no shell in the image, only postern and what it needs"
    finally:
        podman("rm", "-f", name, check=False)
        podman("volume", "rm", "-f", volume, check=False)
