"""`postern wait otp|link INBOX`: the one shell command a CI job runs for a code, against a
running `postern serve` (the session's server), with each of its documented exit codes."""

import os
import smtplib
import subprocess

from conftest import free_port, rest, until


def wait_command(postern, *args, token=None, url=None):
    env = dict(os.environ, POSTERN_URL=url or postern.base, POSTERN_TOKEN=token or postern.admin_token)
    return subprocess.Popen(
        [postern.bin, "wait", *args], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )


def open_waits(postern):
    return rest(postern, "GET", "/service")["data"]["waits"]["open"]


def deliver(postern, to, body):
    with smtplib.SMTP("127.0.0.1", postern.smtp_port, timeout=10) as smtp:
        smtp.sendmail("noreply@shop.test", [to], f"Subject: Sign in\r\nTo: {to}\r\n\r\n{body}\r\n".encode())


def test_wait_prints_only_the_code_of_mail_that_arrives_meanwhile(postern):
    inbox = rest(postern, "POST", "/inboxes", {})["data"]
    before = open_waits(postern)
    waiting = wait_command(postern, "otp", inbox["id"], "--timeout", "60")
    until(lambda: open_waits(postern) > before, "the command's wait is held")
    deliver(postern, inbox["address"], "Your verification code is 482913. It expires in 10 minutes.")
    out, err = waiting.communicate(timeout=60)
    assert (waiting.returncode, out, err) == (0, "482913\n", "")


def test_wait_for_a_link_times_out_with_exit_1(postern):
    inbox = rest(postern, "POST", "/inboxes", {})["data"]
    waiting = wait_command(postern, "link", inbox["id"], "--timeout", "2")
    out, err = waiting.communicate(timeout=30)
    assert (waiting.returncode, out) == (1, "")
    assert err.count("\n") == 1 and "nothing arrived" in err


def test_refused_unreachable_and_usage_have_their_own_exit_codes(postern):
    inbox = rest(postern, "POST", "/inboxes", {})["data"]
    wrong = "pst_" + "x" * 40
    refused = wait_command(postern, "otp", inbox["id"], "--timeout", "5", token=wrong)
    out, err = refused.communicate(timeout=30)
    assert (refused.returncode, out) == (3, "")
    assert "authentication_failed" in err and wrong not in err

    unreachable = wait_command(postern, "otp", inbox["id"], "--timeout", "5", url=f"http://127.0.0.1:{free_port()}")
    out, err = unreachable.communicate(timeout=30)
    assert (unreachable.returncode, out) == (4, "")
    assert postern.admin_token not in err

    usage = wait_command(postern, "sms", inbox["id"])
    _, err = usage.communicate(timeout=30)
    assert usage.returncode == 2 and "sms" in err
