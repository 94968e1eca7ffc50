#!/usr/bin/env python3
"""Hand-written labelled test mail for a one-time-code / magic-link extractor.

Every message below is written by hand as Python data.  Running this script
writes fc-NNNN.eml plus labels.jsonl into this directory and validates:
  * each message parses with email.policy.default without defects
    (message, every part, every header);
  * the labelled code occurs as shown in the decoded content
    (subject, text parts, html parts or an alt attribute);
  * the labelled link (and every link_alt) occurs as an href after entity
    decoding (or, for a text-only message, in the text);
  * all URLs / addresses use .example, .test or .invalid domains;
  * kind-specific checks (subject_only, alt_text_only).

Standard library only.
"""
import hashlib
import json
import os
import re
import struct
import sys
import zlib
from email import policy
from email.message import EmailMessage
from email.parser import BytesParser
from html.parser import HTMLParser

OUT = os.path.dirname(os.path.abspath(__file__))
PREFIX = "fc"
MESSAGES = []


def M(**kw):
    """Register one hand-written message.

    Keys: frm, to, subject, date, text, html, text_cte, html_cte, charset,
    headers (list of (name, value)), image (dict(cid=..., name=...)),
    attach (a nested message dict, attached as message/rfc822),
    and the labels: otp, link, link_alt, kind, lang.
    """
    MESSAGES.append(kw)


# --------------------------------------------------------------------------
# tiny PNG writer (for inline images)
# --------------------------------------------------------------------------
def png(w=220, h=56, seed=3):
    raw = bytearray()
    for y in range(h):
        raw.append(0)
        for x in range(w):
            band = (x // 11 + y // 7 + seed) % 9
            v = 246 if band else 228
            raw += bytes((v, v, 250 if band else 236))

    def chunk(tag, data):
        body = tag + data
        return (struct.pack(">I", len(data)) + body
                + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF))

    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(bytes(raw), 9))
            + chunk(b"IEND", b""))


# --------------------------------------------------------------------------
# building
# --------------------------------------------------------------------------
def _msgid(m, n):
    dom = re.search(r"@([A-Za-z0-9.-]+)", m["frm"]).group(1)
    h = hashlib.sha1((m["subject"] + m["date"] + str(n)).encode()).hexdigest()
    return "<%s.%s@%s>" % (h[:16], h[16:28], dom)


def _cte(body, want):
    # 7bit cannot carry non-ASCII text; such bodies go out as 8bit instead
    if want == "7bit" and any(ord(ch) > 127 for ch in body):
        return "8bit"
    return want


def build(m, n=0):
    msg = EmailMessage()
    msg["From"] = m["frm"]
    msg["To"] = m["to"]
    msg["Subject"] = m["subject"]
    msg["Date"] = m["date"]
    msg["Message-ID"] = m.get("mid") or _msgid(m, n)
    for k, v in m.get("headers", []):
        msg[k] = v
    cs = m.get("charset", "utf-8")
    text, html = m.get("text"), m.get("html")
    if text is not None:
        msg.set_content(text, subtype="plain", charset=cs,
                        cte=_cte(text, m.get("text_cte", "7bit")))
        if html is not None:
            msg.add_alternative(html, subtype="html", charset=cs,
                                cte=_cte(html, m.get("html_cte", "quoted-printable")))
    else:
        msg.set_content(html, subtype="html", charset=cs,
                        cte=_cte(html, m.get("html_cte", "quoted-printable")))
    if m.get("image"):
        im = m["image"]
        body = msg.get_body(preferencelist=("html",))
        body.add_related(png(seed=n % 7), "image", "png",
                         cid="<%s>" % im["cid"], filename=im["name"],
                         disposition="inline")
    if m.get("attach"):
        inner = build(m["attach"], n + 1000)
        if msg.get_content_maintype() != "multipart":
            msg.make_mixed()
        msg.add_attachment(inner)
    # boundaries in the styles of common mailers instead of Python's default
    h = hashlib.md5((m["subject"] + str(n)).encode()).hexdigest()
    styles = ["----=_Part_%d_%d.%d" % (int(h[:5], 16), int(h[5:9], 16), 1740000000000 + int(h[9:15], 16)),
              "000000000000%s" % h[:16],
              "b1_%s" % h[:32],
              "_%03d_%s_" % (n % 7, h[:24].upper()),
              "--==_mimepart_%s_%d" % (h[:13], int(h[13:18], 16))]
    k = 0
    for part in msg.walk():
        if part.get_content_maintype() == "multipart" and part is not None:
            part.set_boundary(styles[(n + k) % len(styles)] + ("" if k == 0 else "_%d" % k))
            k += 1
    return msg


# --------------------------------------------------------------------------
# validation
# --------------------------------------------------------------------------
class Collect(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.hrefs, self.alts, self.data = [], [], []

    def handle_starttag(self, tag, attrs):
        for k, v in attrs:
            if k == "href" and v:
                self.hrefs.append(v)
            elif k == "alt" and v:
                self.alts.append(v)

    def handle_data(self, d):
        self.data.append(d)


SEP = r"(?:[\s\u00a0\u2009\u202f\-\u2010\u2011\u2013\u00b7.]|<[^>]*>|&nbsp;|&#160;|&thinsp;)*"


def code_re(code):
    return re.compile(SEP.join(re.escape(c) for c in code))


OK_HOST = re.compile(r"(?:\.example|\.test|\.invalid)$", re.I)


def collect(path):
    with open(path, "rb") as fh:
        msg = BytesParser(policy=policy.default).parse(fh)
    problems = []
    if msg.defects:
        problems.append("message defects %r" % msg.defects)
    texts, htmls, hrefs, alts, visible = [], [], [], [], []
    for part in msg.walk():
        if part.defects:
            problems.append("part defects %r" % part.defects)
        for k, v in part.items():
            if getattr(v, "defects", None):
                problems.append("header %s defects %r" % (k, v.defects))
        ct = part.get_content_type()
        if ct == "text/plain":
            texts.append(part.get_content())
        elif ct == "text/html":
            h = part.get_content()
            htmls.append(h)
            c = Collect()
            c.feed(h)
            c.close()
            hrefs += c.hrefs
            alts += c.alts
            visible.append(" ".join(c.data))
    subject = str(msg["Subject"])
    addrs = []
    for part in msg.walk():
        for hn in ("From", "To", "Cc", "Reply-To"):
            if part.get(hn) is not None:
                addrs += [a.domain for a in part[hn].addresses]
    return dict(msg=msg, problems=problems, subject=subject, texts=texts,
                htmls=htmls, hrefs=hrefs, alts=alts, visible=visible,
                addrs=addrs)


def validate(path, lab):
    c = collect(path)
    errs = list(c["problems"])
    otp, link = lab["otp"], lab["link"]
    alts = lab.get("link_alt") or []
    everything = [c["subject"]] + c["texts"] + c["htmls"] + c["alts"]
    if otp is not None:
        rx = code_re(otp)
        if not any(rx.search(s) for s in everything):
            errs.append("otp %r not found" % otp)
        if lab["kind"] == "subject_only":
            if not rx.search(c["subject"]):
                errs.append("subject_only: code not in subject")
            if any(rx.search(s) for s in c["texts"] + c["htmls"]):
                errs.append("subject_only: code also in body")
        if lab["kind"] == "alt_text_only":
            if not any(rx.search(a) for a in c["alts"]):
                errs.append("alt_text_only: code not in alt")
            stripped = [re.sub(r'\balt="[^"]*"', "", h) for h in c["htmls"]]
            if any(rx.search(s) for s in c["texts"] + stripped + [c["subject"]]):
                errs.append("alt_text_only: code visible outside alt")
    for u in ([link] if link else []) + alts:
        if c["htmls"]:
            if u not in c["hrefs"] and not (u in alts and any(u in t for t in c["texts"])):
                errs.append("link %r not an href" % u)
        elif not any(u in t for t in c["texts"]):
            errs.append("link %r not in text" % u)
    if link and c["htmls"] and link not in c["hrefs"]:
        errs.append("main link %r must be an href" % link)
    blob = "\n".join(everything + c["hrefs"])
    for host in re.findall(r"https?://([^/\s\"'<>?#:]+)", blob):
        if not OK_HOST.search(host):
            errs.append("bad host %s" % host)
    for d in c["addrs"]:
        if d and not OK_HOST.search(d):
            errs.append("bad address domain %s" % d)
    return errs


def main():
    labels = []
    per_kind = {}
    for old in os.listdir(OUT):
        if old.startswith(PREFIX + "-") and old.endswith(".eml"):
            os.remove(os.path.join(OUT, old))
    failures = 0
    for i, m in enumerate(MESSAGES, 1):
        name = "%s-%04d.eml" % (PREFIX, i)
        try:
            msg = build(m, i)
        except Exception as exc:
            print("BUILD ERROR %s: %r" % (name, exc))
            raise
        data = msg.as_bytes(policy=policy.SMTP if i % 3 == 0 else policy.default)
        with open(os.path.join(OUT, name), "wb") as fh:
            fh.write(data)
        kind = m["kind"]
        per_kind[kind] = per_kind.get(kind, 0) + 1
        lab = {"file": name, "otp": m.get("otp"), "link": m.get("link"),
               "kind": kind, "lang": m.get("lang", "en"),
               "family": "%s-%s-%02d" % (PREFIX, kind, per_kind[kind])}
        if m.get("link_alt"):
            lab["link_alt"] = list(m["link_alt"])
        labels.append(lab)
        errs = validate(os.path.join(OUT, name), lab)
        for e in errs:
            failures += 1
            print("FAIL %s: %s" % (name, e))
    with open(os.path.join(OUT, "labels.jsonl"), "w", encoding="utf-8") as fh:
        for lab in labels:
            fh.write(json.dumps(lab, ensure_ascii=False) + "\n")
    fams = [l["family"] for l in labels]
    assert len(fams) == len(set(fams))
    n = len(labels)
    code = sum(1 for l in labels if l["otp"])
    lnk = sum(1 for l in labels if l["link"])
    neither = sum(1 for l in labels if not l["otp"] and not l["link"])
    print("%d messages: code %d, link %d, both %d, neither %d"
          % (n, code, lnk, sum(1 for l in labels if l["otp"] and l["link"]), neither))
    kinds = {}
    for l in labels:
        kinds[l["kind"]] = kinds.get(l["kind"], 0) + 1
    for k in sorted(kinds):
        print("  %-22s %d" % (k, kinds[k]))
    if failures:
        print("VALIDATION FAILED (%d problems)" % failures)
        sys.exit(1)
    print("validation passed")


# ==========================================================================
# messages
# ==========================================================================

# ---- 0001 developer tool, device verification, user name with digits ------
M(kind="username_digits", otp="40718352", link=None,
  frm="Forgepoint <noreply@forgepoint.example>",
  to="mkowalski91 <m.kowalski91@mailbox.example>",
  subject="[Forgepoint] Please verify your device",
  date="Tue, 04 Mar 2025 08:12:40 -0800",
  headers=[("X-Forgepoint-Reason", "device_verification"),
           ("Auto-Submitted", "auto-generated")],
  text="""\
Hey mkowalski91!

A sign in attempt requires further verification because we did not
recognize your device. To complete the sign in, enter the verification code
on the unrecognized device.

Device: Firefox on Linux
Verification code: 40718352

If you did not attempt to sign in to your account, your password may be
compromised. Visit https://forgepoint.example/settings/security to create a
new, strong password for your Forgepoint account.

If you'd like to automatically verify devices in the future, consider
enabling two-factor authentication on your account. Visit
https://docs.forgepoint.example/authentication/2fa to learn about
two-factor authentication.

If you decide to enable two-factor authentication, ensure you retain access
to one or more account recovery methods. See
https://docs.forgepoint.example/authentication/recovery in the Forgepoint
Docs.

Thanks,
The Forgepoint Team
""")

# ---- 0002 cloud console, root sign-in, code in a table among numbers ------
M(kind="phone_and_dates", otp="593021", link=None,
  frm="Nimbus Cloud <no-reply-signin@verify.nimbuscloud.example>",
  to="ops-root@acme-logistics.example",
  subject="Nimbus Cloud root user sign-in verification",
  date="Wed, 05 Mar 2025 14:07:58 +0000",
  text_cte="7bit", html_cte="quoted-printable",
  text="""\
Nimbus Cloud

Root user sign-in verification
-------------------------------

Hello,

We received a request to sign in as the root user of Nimbus Cloud account
4821-9931-0072 (alias: acme-prod-billing).

  Time (UTC) ........ 2025-03-05 14:07:51
  IP address ........ 203.0.113.48
  Location .......... Frankfurt am Main, DE (approximate)
  Browser ........... Chrome 133 on macOS 14.6

To finish signing in, enter the following verification code in the console:

    Verification code: 593021

The code expires 10 minutes after it was sent. Nimbus Cloud Support will
never ask you for this code, by phone or otherwise.

If you did not try to sign in, change the root user password immediately
and call Nimbus Cloud Support at +1 206-555-0143 (24/7) or +49 69 5550 2210.

--
Nimbus Cloud Services LLC, 410 Terry Ave N, Seattle, WA 98109, USA
This message was produced and distributed by Nimbus Cloud Services LLC.
Request reference: 7c1e0b44-91f2-4a0d-bd43-5d0f2f8a3e17
""",
  html="""\
<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Root user sign-in verification</title></head>
<body style="margin:0;background:#f2f3f3;font-family:Arial,Helvetica,sans-serif;color:#16191f">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" bgcolor="#f2f3f3">
<tr><td align="center" style="padding:24px 8px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="border:1px solid #d5dbdb">
<tr><td style="background:#232f3e;padding:16px 24px"><img src="https://static.nimbuscloud.example/email/logo-white-2x.png" width="132" height="28" alt="Nimbus Cloud"></td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">Root user sign-in verification</h1>
<p>Hello,</p>
<p>We received a request to sign in as the root user of Nimbus Cloud account <b>4821-9931-0072</b> (alias: acme-prod-billing).</p>
<table cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:14px;margin:12px 0">
<tr><td style="border:1px solid #eaeded;color:#545b64">Time (UTC)</td><td style="border:1px solid #eaeded">2025-03-05 14:07:51</td></tr>
<tr><td style="border:1px solid #eaeded;color:#545b64">IP address</td><td style="border:1px solid #eaeded">203.0.113.48</td></tr>
<tr><td style="border:1px solid #eaeded;color:#545b64">Location</td><td style="border:1px solid #eaeded">Frankfurt am Main, DE (approximate)</td></tr>
<tr><td style="border:1px solid #eaeded;color:#545b64">Browser</td><td style="border:1px solid #eaeded">Chrome 133 on macOS 14.6</td></tr>
<tr><td style="border:1px solid #eaeded;color:#545b64"><b>Verification code</b></td><td style="border:1px solid #eaeded;font-size:22px;font-weight:bold;letter-spacing:3px">593021</td></tr>
</table>
<p>The code expires 10 minutes after it was sent. Nimbus Cloud Support will never ask you for this code, by phone or otherwise.</p>
<p>If you did not try to sign in, change the root user password immediately and call Nimbus Cloud Support at +1 206-555-0143 (24/7) or +49 69 5550 2210.</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#687078;border-top:1px solid #eaeded">
Nimbus Cloud Services LLC, 410 Terry Ave N, Seattle, WA 98109, USA<br>
This message was produced and distributed by Nimbus Cloud Services LLC. <a href="https://nimbuscloud.example/privacy/">Privacy notice</a><br>
Request reference: 7c1e0b44-91f2-4a0d-bd43-5d0f2f8a3e17
</td></tr>
</table></td></tr></table>
</body></html>
""")

# ---- 0003 crypto exchange withdrawal: spans per digit, example code, anti-phishing
M(kind="decoy_codes", otp="804557", link=None,
  frm="Kryptal <do-not-reply@notice.kryptal.example>",
  to="r.achterberg@postbox.example",
  subject="[Kryptal] Confirm your withdrawal request - 2025-03-06 19:22:14 (UTC)",
  date="Thu, 06 Mar 2025 19:22:16 +0000",
  text_cte="base64", html_cte="base64",
  text="""\
Kryptal | Anti-phishing code: OTTER-91

Confirm your withdrawal

You are withdrawing 0.08415 BTC from your Kryptal Spot wallet.

  Asset:          BTC
  Network:        Bitcoin
  Amount:         0.08415 BTC (approx. 5,412.77 USD)
  Network fee:    0.00002100 BTC
  Address:        bc1q9h7garjyx6mpj2c0v5tqg8ed4x7r0z0wd3k5s4
  Time:           2025-03-06 19:22:14 (UTC)

Your withdrawal verification code is:

  804557

Enter it on the withdrawal page within 30 minutes. Never share this code
with anyone, including Kryptal staff.

Security reminder: Kryptal employees will never call you and ask you to read
out a code such as "123456". Always check that the anti-phishing code above
matches the one you set in Settings > Security.

If you did not request this withdrawal, disable your account immediately:
https://www.kryptal.example/account/disable?src=email

Kryptal Team
Automated message, please do not reply.
Kryptal Holdings Ltd., Level 12, 1 Marina Boulevard, Singapore 018989
""",
  html="""\
<html><body style="background:#0b0e11;margin:0;padding:0">
<div style="max-width:560px;margin:0 auto;background:#181a20;color:#eaecef;font-family:'Helvetica Neue',Arial,sans-serif;padding:28px">
<div style="text-align:right;font-size:12px;color:#848e9c">Anti-phishing code: <b style="color:#f0b90b">OTTER-91</b></div>
<img src="https://cdn.kryptal.example/mail/kryptal-logo.png" alt="Kryptal" width="120" style="display:block;margin:8px 0 24px">
<h2 style="margin:0 0 16px;font-size:22px">Confirm your withdrawal</h2>
<p style="font-size:14px;line-height:1.6">You are withdrawing <b>0.08415 BTC</b> from your Kryptal Spot wallet.</p>
<table style="font-size:13px;color:#b7bdc6;width:100%;margin:8px 0 20px" cellpadding="4">
<tr><td>Asset</td><td style="text-align:right;color:#eaecef">BTC</td></tr>
<tr><td>Network</td><td style="text-align:right;color:#eaecef">Bitcoin</td></tr>
<tr><td>Amount</td><td style="text-align:right;color:#eaecef">0.08415 BTC (&asymp; 5,412.77 USD)</td></tr>
<tr><td>Network fee</td><td style="text-align:right;color:#eaecef">0.00002100 BTC</td></tr>
<tr><td>Address</td><td style="text-align:right;color:#eaecef;word-break:break-all">bc1q9h7garjyx6mpj2c0v5tqg8ed4x7r0z0wd3k5s4</td></tr>
<tr><td>Time</td><td style="text-align:right;color:#eaecef">2025-03-06 19:22:14 (UTC)</td></tr>
</table>
<p style="font-size:14px">Your withdrawal verification code is:</p>
<div style="margin:12px 0 20px">
<span style="display:inline-block;width:40px;height:48px;line-height:48px;margin-right:6px;background:#2b3139;border-radius:6px;text-align:center;font-size:26px;font-weight:700;color:#f0b90b">8</span><span style="display:inline-block;width:40px;height:48px;line-height:48px;margin-right:6px;background:#2b3139;border-radius:6px;text-align:center;font-size:26px;font-weight:700;color:#f0b90b">0</span><span style="display:inline-block;width:40px;height:48px;line-height:48px;margin-right:6px;background:#2b3139;border-radius:6px;text-align:center;font-size:26px;font-weight:700;color:#f0b90b">4</span><span style="display:inline-block;width:40px;height:48px;line-height:48px;margin-right:6px;background:#2b3139;border-radius:6px;text-align:center;font-size:26px;font-weight:700;color:#f0b90b">5</span><span style="display:inline-block;width:40px;height:48px;line-height:48px;margin-right:6px;background:#2b3139;border-radius:6px;text-align:center;font-size:26px;font-weight:700;color:#f0b90b">5</span><span style="display:inline-block;width:40px;height:48px;line-height:48px;background:#2b3139;border-radius:6px;text-align:center;font-size:26px;font-weight:700;color:#f0b90b">7</span>
</div>
<p style="font-size:13px;color:#b7bdc6">Enter it on the withdrawal page within 30 minutes. Never share this code with anyone, including Kryptal staff.</p>
<div style="border-left:3px solid #f0b90b;padding:8px 12px;font-size:12px;color:#848e9c;margin:16px 0">
Security reminder: Kryptal employees will never call you and ask you to read out a code such as &ldquo;123456&rdquo;. Always check that the anti-phishing code above matches the one you set in Settings &gt; Security.</div>
<p style="font-size:13px">If you did not request this withdrawal, <a href="https://www.kryptal.example/account/disable?src=email" style="color:#f0b90b">disable your account</a> immediately.</p>
<hr style="border:0;border-top:1px solid #2b3139">
<p style="font-size:11px;color:#5e6673">Kryptal Team &middot; Automated message, please do not reply.<br>
Kryptal Holdings Ltd., Level 12, 1 Marina Boulevard, Singapore 018989<br>
<a href="https://x.example/kryptal" style="color:#5e6673">X</a> &middot; <a href="https://t.example/kryptal_official" style="color:#5e6673">Telegram</a> &middot; <a href="https://www.kryptal.example/support" style="color:#5e6673">Support Center</a></p>
</div></body></html>
""")

# ---- 0004 online game, gamer tag with digits, 5-char upper alnum code -----
M(kind="username_digits", otp="F7QX2", link=None,
  frm="Emberfall Online <accounts@emberfall-online.example>",
  to="xXDarkBlade07Xx <darkblade07@gamer-mail.example>",
  subject="Emberfall Online - new login from Windows PC",
  date="Fri, 07 Mar 2025 22:48:03 +0100",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""\
Dear xXDarkBlade07Xx,

Here is the Emberfall Guard code you need to log in to account
xXDarkBlade07Xx (Realm: Ashvale-EU, Character slot 3 of 8):

F7QX2

This email was generated because of a login attempt from a computer located
in Utrecht, NL (IP 198.51.100.77). The login attempt included your correct
account name and password.

The Emberfall Guard code is required to complete the login. No one can
access your account without also accessing this email.

If you are not attempting to log in then please change your Emberfall
password, and consider changing your email password as well to ensure your
account security.

If you are having trouble logging in, visit Emberfall Support:
https://support.emberfall-online.example/kb/guard-codes

Happy hunting,
The Emberfall Online Team

(c) 2025 Cinderstone Games AB. All rights reserved. Emberfall and the
Emberfall logo are trademarks of Cinderstone Games AB, Götgatan 78,
118 30 Stockholm, Sweden.
""",
  html="""\
<html><body style="background:#1b1210;color:#e8d9c4;font-family:Georgia,serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="580" cellpadding="20" style="background:#2a1b16;border:1px solid #5a3a2c">
<tr><td align="center"><img src="https://media.emberfall-online.example/mail/header_ember.jpg" width="540" alt="Emberfall Online"></td></tr>
<tr><td>
<p>Dear <b>xXDarkBlade07Xx</b>,</p>
<p>Here is the Emberfall Guard code you need to log in to account xXDarkBlade07Xx (Realm: Ashvale-EU, Character slot 3 of 8):</p>
<p style="text-align:center;font-size:32px;font-family:Consolas,monospace;color:#ffb347;letter-spacing:6px;margin:24px 0">F7QX2</p>
<p style="font-size:13px">This email was generated because of a login attempt from a computer located in Utrecht, NL (IP 198.51.100.77). The login attempt included your correct account name and password.</p>
<p style="font-size:13px">The Emberfall Guard code is required to complete the login. <b>No one can access your account without also accessing this email.</b></p>
<p style="font-size:13px">If you are not attempting to log in then please <a href="https://account.emberfall-online.example/password/change" style="color:#ffb347">change your Emberfall password</a>, and consider changing your email password as well to ensure your account security.</p>
<p style="font-size:13px">If you are having trouble logging in, visit <a href="https://support.emberfall-online.example/kb/guard-codes" style="color:#ffb347">Emberfall Support</a>.</p>
<p>Happy hunting,<br>The Emberfall Online Team</p>
</td></tr>
<tr><td style="font-size:10px;color:#8c7463">&copy; 2025 Cinderstone Games AB. All rights reserved. Emberfall and the Emberfall logo are trademarks of Cinderstone Games AB, G&ouml;tgatan 78, 118 30 Stockholm, Sweden.</td></tr>
</table></td></tr></table></body></html>
""")

# ---- 0005 dating app magic sign-in link, tracked button + raw URL --------
M(kind="magic_link", otp=None,
  link="https://click.sparkmatch.example/ls/click?upn=u001.Zq8tX2-2BvLk9PqR4mWn0aYdE-2Fh3sJc7UoB1xKf5gTz6NiHrQw-3D-3D_Fq1p&rid=8c41d2",
  link_alt=["https://sparkmatch.example/auth/magic?token=smk_7Hq2vR9xLp4TnB8wKc3ZyD6mFa1JeS5u&uid=10447821&exp=1741460400"],
  frm="Sparkmatch <hello@mail.sparkmatch.example>",
  to="dana.whitfield@inbox.example",
  subject="Your Sparkmatch login link 💘",
  date="Sat, 08 Mar 2025 18:20:00 +0000",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""\
Hi Dana,

Tap the link below to log in to Sparkmatch. It works once and expires in
20 minutes.

https://sparkmatch.example/auth/magic?token=smk_7Hq2vR9xLp4TnB8wKc3ZyD6mFa1JeS5u&uid=10447821&exp=1741460400

Didn't ask to log in? You can safely ignore this email - nobody can get in
without this link.

Stay safe out there: never send money to someone you haven't met.
Safety tips: https://sparkmatch.example/safety

Sparkmatch Inc., 548 Market St PMB 90210, San Francisco, CA 94104
Unsubscribe from marketing emails: https://sparkmatch.example/email/unsubscribe?u=10447821&sig=b8e2f1
""",
  html="""\
<!doctype html>
<html><head><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#fff5f7;font-family:-apple-system,Segoe UI,Roboto,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">Your one-tap login link is inside &#8203;&zwnj;&#8203;&zwnj;</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px">
<tr><td style="padding:12px 24px;font-size:11px;color:#a0a0a0;text-align:right"><a href="https://click.sparkmatch.example/ls/click?upn=u001.vw-2FbRtk0Lm3-2BsPq&amp;rid=8c41d2" style="color:#a0a0a0">View in browser</a></td></tr>
<tr><td align="center" style="padding:8px 24px"><img src="https://img.sparkmatch.example/email/logo@2x.png" width="150" alt="Sparkmatch"></td></tr>
<tr><td style="padding:16px 32px;font-size:16px;color:#2d2d2d;line-height:1.5">
<p>Hi Dana,</p>
<p>Tap the button below to log in to Sparkmatch. It works once and expires in 20 minutes.</p>
</td></tr>
<tr><td align="center" style="padding:8px 32px 24px">
<a href="https://click.sparkmatch.example/ls/click?upn=u001.Zq8tX2-2BvLk9PqR4mWn0aYdE-2Fh3sJc7UoB1xKf5gTz6NiHrQw-3D-3D_Fq1p&amp;rid=8c41d2" style="display:inline-block;background:#ff4f6d;color:#ffffff;text-decoration:none;font-weight:600;padding:14px 40px;border-radius:28px">Log in to Sparkmatch</a>
</td></tr>
<tr><td style="padding:0 32px 16px;font-size:12px;color:#7a7a7a">Button not working? Paste this into your browser:<br>
<a href="https://sparkmatch.example/auth/magic?token=smk_7Hq2vR9xLp4TnB8wKc3ZyD6mFa1JeS5u&amp;uid=10447821&amp;exp=1741460400" style="color:#ff4f6d;word-break:break-all">https://sparkmatch.example/auth/magic?token=smk_7Hq2vR9xLp4TnB8wKc3ZyD6mFa1JeS5u&amp;uid=10447821&amp;exp=1741460400</a></td></tr>
<tr><td style="padding:0 32px 24px;font-size:13px;color:#555">Didn't ask to log in? You can safely ignore this email &ndash; nobody can get in without this link.</td></tr>
<tr><td style="background:#fafafa;padding:16px 32px;font-size:11px;color:#999;border-radius:0 0 16px 16px">
Stay safe out there: never send money to someone you haven't met. <a href="https://click.sparkmatch.example/ls/click?upn=u001.sAfEtY-2Ftips9Qw&amp;rid=8c41d2" style="color:#999">Safety tips</a><br><br>
<a href="https://click.sparkmatch.example/ls/click?upn=u001.ig-2Fsparkmatch&amp;rid=8c41d2"><img src="https://img.sparkmatch.example/email/ig.png" width="20" alt="Instagram"></a>
<a href="https://click.sparkmatch.example/ls/click?upn=u001.tt-2Fsparkmatch&amp;rid=8c41d2"><img src="https://img.sparkmatch.example/email/tiktok.png" width="20" alt="TikTok"></a><br><br>
Sparkmatch Inc., 548 Market St PMB 90210, San Francisco, CA 94104<br>
<a href="https://click.sparkmatch.example/ls/click?upn=u001.unsub-2F10447821-2Fb8e2f1&amp;rid=8c41d2" style="color:#999">Unsubscribe from marketing emails</a> &middot; <a href="https://sparkmatch.example/privacy" style="color:#999">Privacy</a> &middot; <a href="https://sparkmatch.example/report" style="color:#999">Report abuse</a>
</td></tr></table>
<img src="https://click.sparkmatch.example/wf/open?upn=u001.op3n-2Fpx8c41d2" width="1" height="1" alt="" style="display:block;border:0">
</td></tr></table></body></html>
""")

# ---- 0006 streaming service, 4-digit code for a TV sign-in ---------------
M(kind="tv_device_code", otp="4071", link=None,
  frm="Streamora <info@account.streamora.example>",
  to="joao.mendes@correio.example",
  subject="Your Streamora sign-in code",
  date="Sun, 09 Mar 2025 21:41:37 +0000",
  text_cte="7bit", html_cte="quoted-printable",
  text="""\
Streamora

Enter this code to sign in

4071

Enter this code on your TV to sign in to Streamora. This code will expire in
15 minutes.

Requested by: Samsung Smart TV (Q70 series), Lisbon, Portugal
March 9, 9:41 PM WET

Didn't request this code? We're here to help. Someone may be trying to
access your account. Please visit https://help.streamora.example/node/2219
to secure your account.

Questions? Call 800 555 0127

Streamora International B.V.
Karperstraat 8-10, 1075 KZ Amsterdam, NL
SRC: 44e19b2c_en-PT
""",
  html="""\
<html><body style="margin:0;padding:0;background:#ffffff">
<table width="100%" cellpadding="0" cellspacing="0" style="font-family:Helvetica,Arial,sans-serif">
<tr><td align="center">
<table width="500" cellpadding="0" cellspacing="0">
<tr><td style="padding:24px 40px"><img src="https://assets.streamora.example/mail/logo_red.png" width="96" alt="Streamora"></td></tr>
<tr><td style="padding:0 40px;font-size:28px;font-weight:700;color:#221f1f">Enter this code to sign in</td></tr>
<tr><td style="padding:20px 40px;font-size:36px;letter-spacing:12px;font-weight:700;color:#221f1f">4071</td></tr>
<tr><td style="padding:0 40px 20px;font-size:15px;color:#221f1f">Enter this code on your TV to sign in to Streamora. This code will expire in 15 minutes.</td></tr>
<tr><td style="padding:0 40px 20px;font-size:13px;color:#6d6d6d"><b>Requested by:</b> Samsung Smart TV (Q70 series), Lisbon, Portugal<br>March 9, 9:41 PM WET</td></tr>
<tr><td style="padding:0 40px 24px;font-size:13px;color:#221f1f">Didn't request this code? We're here to help. Someone may be trying to access your account. Please <a href="https://help.streamora.example/node/2219" style="color:#221f1f">secure your account</a>.</td></tr>
<tr><td style="padding:16px 40px;background:#f3f3f3;font-size:11px;color:#8c8c8c">Questions? Call 800 555 0127<br><br>
This account email has been sent to you as part of your Streamora membership.<br>
<a href="https://www.streamora.example/privacy" style="color:#8c8c8c">Privacy</a> &middot; <a href="https://help.streamora.example" style="color:#8c8c8c">Help Centre</a> &middot; <a href="https://www.streamora.example/TermsOfUse" style="color:#8c8c8c">Terms of Use</a><br><br>
Streamora International B.V., Karperstraat 8-10, 1075 KZ Amsterdam, NL<br>SRC: 44e19b2c_en-PT</td></tr>
</table></td></tr></table></body></html>
""")

# ---- 0007 ride hailing receipt: many numbers, no code ---------------------
M(kind="newsletter_numbers", otp=None, link=None,
  frm="Zipride Receipts <receipts@zipride.example>",
  to="priya.natarajan@workmail.example",
  subject="Your Monday evening trip with Zipride",
  date="Mon, 10 Mar 2025 19:03:12 -0400",
  text_cte="quoted-printable", html_cte="base64",
  text="""\
Thanks for riding, Priya
We hope you enjoyed your ride this evening.

Total                                   $31.62
-----------------------------------------------
Trip fare                               $19.85
Booking fee                              $3.25
Congestion surcharge                     $2.75
NY State benefit fund (2.5%)             $0.50
Tolls                                    $1.27
Tip                                      $4.00
-----------------------------------------------
Visa ....6621                           $31.62
Mar 10, 2025 7:02 PM

Zipride Comfort  |  7.84 miles  |  26 min
6:36 PM  140 W 57th St, New York, NY 10019
7:02 PM  2150 Center Ave, Fort Lee, NJ 07024

You rode with Mariam (4.93 stars), Toyota Camry Hybrid, plate T781204C

Trip ID: 2f7c0d1e-4a55-4b8e-9d0f-61c3b8a2e945
Invoice no. NY-2025-03-0148872

Rate or tip: https://riders.zipride.example/trips/2f7c0d1e-4a55-4b8e-9d0f-61c3b8a2e945
Lost an item? https://help.zipride.example/lost-item
Zipride Technologies Inc., 1455 Broadway, 11th Floor, New York, NY 10036
""",
  html="""\
<html><body style="font-family:Arial,sans-serif;background:#f6f6f6;margin:0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#000;color:#fff;padding:28px 32px"><div style="font-size:13px;color:#aaa">Mar 10, 2025</div>
<div style="font-size:30px;font-weight:bold">Thanks for riding, Priya</div>
<div style="font-size:14px;color:#ccc">We hope you enjoyed your ride this evening.</div></td></tr>
<tr><td style="padding:24px 32px">
<table width="100%" style="font-size:14px" cellpadding="4">
<tr><td style="font-size:22px;font-weight:bold">Total</td><td align="right" style="font-size:22px;font-weight:bold">$31.62</td></tr>
<tr><td>Trip fare</td><td align="right">$19.85</td></tr>
<tr><td>Booking fee</td><td align="right">$3.25</td></tr>
<tr><td>Congestion surcharge</td><td align="right">$2.75</td></tr>
<tr><td>NY State benefit fund (2.5%)</td><td align="right">$0.50</td></tr>
<tr><td>Tolls</td><td align="right">$1.27</td></tr>
<tr><td>Tip</td><td align="right">$4.00</td></tr>
<tr><td colspan="2"><hr style="border:0;border-top:1px solid #e2e2e2"></td></tr>
<tr><td><img src="https://img.zipride.example/pm/visa.png" width="24" alt="Visa"> &bull;&bull;&bull;&bull;6621</td><td align="right">$31.62</td></tr>
<tr><td colspan="2" style="color:#757575;font-size:12px">Mar 10, 2025 7:02 PM</td></tr>
</table>
<img src="https://maps.zipride.example/static/trip/2f7c0d1e.png" width="496" alt="Map of your trip" style="display:block;margin:16px 0">
<p style="font-size:13px">Zipride Comfort &nbsp;|&nbsp; 7.84 miles &nbsp;|&nbsp; 26 min</p>
<p style="font-size:13px">6:36 PM &nbsp; 140 W 57th St, New York, NY 10019<br>7:02 PM &nbsp; 2150 Center Ave, Fort Lee, NJ 07024</p>
<p style="font-size:13px">You rode with <b>Mariam</b> (4.93 &#9733;), Toyota Camry Hybrid, plate T781204C</p>
<p><a href="https://riders.zipride.example/trips/2f7c0d1e-4a55-4b8e-9d0f-61c3b8a2e945" style="background:#000;color:#fff;padding:10px 20px;text-decoration:none;border-radius:4px">Rate or tip</a></p>
<p style="font-size:11px;color:#757575">Trip ID: 2f7c0d1e-4a55-4b8e-9d0f-61c3b8a2e945<br>Invoice no. NY-2025-03-0148872</p>
</td></tr>
<tr><td style="padding:16px 32px;font-size:11px;color:#757575;border-top:1px solid #eee">
<a href="https://help.zipride.example/lost-item">Lost an item?</a> &middot; <a href="https://help.zipride.example/">Help</a> &middot; <a href="https://www.zipride.example/legal/privacy">Privacy</a><br>
Zipride Technologies Inc., 1455 Broadway, 11th Floor, New York, NY 10036</td></tr>
</table></td></tr></table></body></html>
""")

# ---- 0008 smart-home device maker: e-mail verification link, HTML only ----
M(kind="magic_link", otp=None,
  link="https://account.hearthly.example/verify-email?t=eyJ1aWQiOiI4ODE5MjA0NCIsImUiOiJ0b21Ac2FuZHMuZXhhbXBsZSJ9.Vw3kP8sQ1nR7cXz2LmB5yTg&lang=en-GB",
  frm="Hearthly <no-reply@hearthly.example>",
  to="Tom Sands <tom@sands-family.example>",
  subject="Verify your email to finish setting up your Hearthly thermostat",
  date="Tue, 11 Mar 2025 07:55:21 +0000",
  html_cte="quoted-printable",
  html="""\
<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="utf-8"><title>Verify your email</title>
<style>@media (max-width:600px){.wrap{width:100%!important}}</style></head>
<body style="margin:0;background:#eef3f0;font-family:'Trebuchet MS',Arial,sans-serif;color:#1e2b25">
<center>
<table class="wrap" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;margin:24px auto">
<tr><td style="padding:28px 32px 8px"><img src="https://static.hearthly.example/brand/hearthly-wordmark.png" width="130" alt="hearthly"></td></tr>
<tr><td style="padding:8px 32px"><h1 style="font-size:24px;font-weight:normal">Almost there, Tom</h1>
<p style="font-size:15px;line-height:1.6">Your <b>Hearthly Thermostat E2</b> (serial HT-E2-0041-77193) is connected to Wi-Fi. To link it to your account and start using schedules, Away Assist and energy reports, please confirm this is your email address.</p></td></tr>
<tr><td align="center" style="padding:16px 32px 28px">
<table cellpadding="0" cellspacing="0"><tr><td style="background:#1f7a4d;border-radius:6px">
<a href="https://account.hearthly.example/verify-email?t=eyJ1aWQiOiI4ODE5MjA0NCIsImUiOiJ0b21Ac2FuZHMuZXhhbXBsZSJ9.Vw3kP8sQ1nR7cXz2LmB5yTg&amp;lang=en-GB" style="display:block;padding:14px 32px;color:#ffffff;font-size:16px;text-decoration:none">Verify email address</a>
</td></tr></table>
<p style="font-size:12px;color:#6b7a72">This link expires in 48 hours.</p>
</td></tr>
<tr><td style="padding:0 32px 24px;font-size:14px;line-height:1.6">
<b>Next steps</b><br>
1. Download the Hearthly app: <a href="https://apps.apple.example/app/hearthly/id1459920871">App Store</a> or <a href="https://play.google.example/store/apps/details?id=com.hearthly.home">Google Play</a><br>
2. Add rooms and set your first schedule (takes about 5 minutes)<br>
3. Turn on Away Assist so your heating lowers when everyone leaves</td></tr>
<tr><td style="padding:0 32px 24px;font-size:13px;color:#6b7a72">Need a hand? Our support team is available Mon&ndash;Sat, 8am&ndash;8pm on 0330 555 0192 or at <a href="https://support.hearthly.example/hc/en-gb">support.hearthly.example</a>.</td></tr>
<tr><td style="background:#f5f8f6;padding:20px 32px;font-size:11px;color:#8a978f;line-height:1.5">
You received this email because a Hearthly device was registered with this address. If that wasn't you, you can ignore this email.<br>
<a href="https://account.hearthly.example/preferences?u=88192044" style="color:#8a978f">Email preferences</a> &middot; <a href="https://hearthly.example/legal/privacy" style="color:#8a978f">Privacy policy</a> &middot; <a href="https://hearthly.example/legal/terms" style="color:#8a978f">Terms</a><br>
Hearthly Ltd, Unit 4 Canal Wharf, Leeds LS11 5PS. Registered in England &amp; Wales no. 10923471. VAT GB 291 4481 06.</td></tr>
</table></center>
<img src="https://t.hearthly.example/o/88192044/verify-email.gif" width="1" height="1" alt="">
</body></html>
""")

# ---- 0009 password manager: "yes, it was me" new-device approval ---------
M(kind="magic_link", otp=None,
  link="https://vault.vaultwise.example/device/approve?req=dv_01JNQ7K2W8TPR4X9FZC3M6HBEA&sig=Q2xKbVd6YjNuR1pQdlRyNXhq&answer=yes",
  frm="Vaultwise Security <security@vaultwise.example>",
  to="elif.yildiz@firma-mail.example",
  subject="Action required: approve sign-in from a new device",
  date="Wed, 12 Mar 2025 06:31:09 +0100",
  text_cte="8bit", html_cte="quoted-printable",
  headers=[("X-Priority", "1"), ("X-Vaultwise-Event", "device.approval.requested")],
  text="""\
VAULTWISE
=========

Someone is trying to sign in to your vault from a device we don't recognise.

  Account:   elif.yildiz@firma-mail.example
  Device:    Vaultwise for Windows 3.18.2 (DESKTOP-7HK2Q1)
  Location:  Ankara, Türkiye (approx.)  -  IP 192.0.2.141
  When:      12 March 2025, 06:30 CET

Was this you?

  YES, IT WAS ME - approve this device:
  https://vault.vaultwise.example/device/approve?req=dv_01JNQ7K2W8TPR4X9FZC3M6HBEA&sig=Q2xKbVd6YjNuR1pQdlRyNXhq&answer=yes

  NO, IT WASN'T ME - block the device and lock my vault:
  https://vault.vaultwise.example/device/approve?req=dv_01JNQ7K2W8TPR4X9FZC3M6HBEA&sig=Q2xKbVd6YjNuR1pQdlRyNXhq&answer=no

The request expires in 1 hour. Your master password was entered correctly;
if you didn't do this, change it after locking your vault.

Vaultwise will never ask for your master password by email.

Vaultwise AS, Akersgata 45, 0158 Oslo, Norway | Org. no. 921 554 031
""",
  html="""\
<html><body style="background:#f4f5f7;margin:0;font-family:Inter,Arial,sans-serif;color:#172b4d">
<table align="center" width="540" cellpadding="0" cellspacing="0" style="background:#fff;margin:32px auto;border-top:4px solid #3554d1">
<tr><td style="padding:24px 32px"><img src="https://vault.vaultwise.example/static/email/vaultwise-logo.png" alt="Vaultwise" height="26"></td></tr>
<tr><td style="padding:0 32px"><h2 style="font-size:20px;margin:0 0 12px">Approve sign-in from a new device?</h2>
<p style="font-size:14px;line-height:1.6">Someone is trying to sign in to your vault from a device we don't recognise.</p>
<table cellpadding="5" style="font-size:13px;background:#f7f8fa;width:100%;border-radius:6px">
<tr><td style="color:#6b778c;width:90px">Account</td><td>elif.yildiz@firma-mail.example</td></tr>
<tr><td style="color:#6b778c">Device</td><td>Vaultwise for Windows 3.18.2 (DESKTOP-7HK2Q1)</td></tr>
<tr><td style="color:#6b778c">Location</td><td>Ankara, T&uuml;rkiye (approx.) &ndash; IP 192.0.2.141</td></tr>
<tr><td style="color:#6b778c">When</td><td>12 March 2025, 06:30 CET</td></tr>
</table></td></tr>
<tr><td style="padding:24px 32px">
<a href="https://vault.vaultwise.example/device/approve?req=dv_01JNQ7K2W8TPR4X9FZC3M6HBEA&amp;sig=Q2xKbVd6YjNuR1pQdlRyNXhq&amp;answer=yes" style="display:inline-block;background:#3554d1;color:#fff;padding:12px 22px;border-radius:4px;text-decoration:none;font-weight:600">Yes, it was me</a>
&nbsp;
<a href="https://vault.vaultwise.example/device/approve?req=dv_01JNQ7K2W8TPR4X9FZC3M6HBEA&amp;sig=Q2xKbVd6YjNuR1pQdlRyNXhq&amp;answer=no" style="display:inline-block;background:#fff;color:#de350b;border:1px solid #de350b;padding:11px 22px;border-radius:4px;text-decoration:none;font-weight:600">No, lock my vault</a>
</td></tr>
<tr><td style="padding:0 32px 24px;font-size:13px;color:#42526e">The request expires in 1 hour. Your master password was entered correctly; if you didn't do this, change it after locking your vault. Vaultwise will never ask for your master password by email.</td></tr>
<tr><td style="padding:16px 32px;font-size:11px;color:#97a0af;border-top:1px solid #ebecf0">
<a href="https://vaultwise.example/help/new-device-approval" style="color:#97a0af">Why am I getting this?</a> &middot; <a href="https://vaultwise.example/security" style="color:#97a0af">Security centre</a> &middot; <a href="https://vaultwise.example/legal/privacy" style="color:#97a0af">Privacy</a><br>
Vaultwise AS, Akersgata 45, 0158 Oslo, Norway &middot; Org. no. 921 554 031</td></tr>
</table></body></html>
""")

# ---- 0010 payroll portal: payslip notification with amounts, no code -----
M(kind="newsletter_numbers", otp=None, link=None,
  frm="PayCrest Payroll <payslips@notify.paycrest.example>",
  to="Gareth Llewellyn <g.llewellyn@brynmawr-engineering.example>",
  subject="Your payslip for March 2025 is ready",
  date="Fri, 28 Mar 2025 05:00:14 +0000",
  text_cte="8bit",
  text="""\
Hello Gareth,

Your employer, Bryn Mawr Engineering Ltd (PAYE ref. 475/BA28817), has
published your payslip for the period ending 31/03/2025.

    Employee no.        00482
    Pay date            28/03/2025
    Tax code            1257L
    NI number           QQ ** ** 39 C
    Gross pay           £3,845.00
    Income tax          £520.20
    National Insurance  £152.73
    Pension (5%)        £192.25
    Student loan (P2)   £117.00
    -----------------------------
    Net pay             £2,862.82

    Paid to account     ****7714  (sort code 20-**-**)

Log in to PayCrest to view and download the full payslip and your year-to-
date totals: https://my.paycrest.example/login

Your P60 for tax year 2024/25 will be available by 31 May 2025.

Please don't reply to this email - the mailbox isn't monitored. For queries
about your pay, contact your payroll team on 029 2055 0183 (option 2) or
payroll@brynmawr-engineering.example.

PayCrest is a trading name of PayCrest Solutions Ltd, registered in England
and Wales, company no. 08813542. Registered office: 3 Callaghan Square,
Cardiff CF10 5BT. PayCrest Solutions Ltd is registered with the Information
Commissioner's Office (ZA118204).
""")

# ---- 0011 German shop writing English: order confirmation, voucher decoy -
M(kind="decoy_codes", otp=None, link=None,
  frm="Küchenhaus24 Kundenservice <service@kuechenhaus24.example>",
  to="Sarah Whitmore <sarah.whitmore@mailhub.example>",
  subject="Order confirmation - your order no. 3004829131 at Küchenhaus24",
  date="Sat, 15 Mar 2025 11:26:47 +0100",
  charset="iso-8859-15", text_cte="8bit",
  text="""\
Dear Mrs. Whitmore,

thank you very much for your order at Küchenhaus24! Hereby we confirm the
receipt of your order. Please check all data carefully.

Order number:      3004829131
Customer number:   K-771903
Order date:        15.03.2025, 11:26 h
Payment method:    Prepayment (bank transfer)

Pos  Art.-No.     Article                                  Qty   Price
---  ----------   ---------------------------------------  ---   --------
 1   WMF-0391820  Stainless steel cookware set, 5 pcs        1   189,99 €
 2   ZW-31161     Zwilling chef's knife 20 cm                1    79,95 €
 3   SIL-4410-GR  Silicone baking mat, grey, 40 x 30 cm      2    12,90 €
                                                                --------
                                    Subtotal                    295,74 €
                                    Shipping (DHL, to UK)        14,90 €
                                    Total incl. 19 % VAT        310,64 €
                                    (contains VAT 49,60 €)

Delivery address:
Sarah Whitmore
14 Elm Grove
Harrogate HG1 2JP
United Kingdom

Please transfer the total amount within 7 days to our account:
  Account holder:  Küchenhaus24 GmbH
  IBAN:            DE89 3704 0044 0532 0130 00
  BIC:             COBADEFFXXX
  Reference:       3004829131   (please give ONLY the order number!)

After receipt of payment your goods will be sent within 1-2 working days.
You will receive a separate e-mail with the DHL tracking number.

As little thank-you: with the voucher code FRUEHLING15 you get 15 % on your
next order from 50 € (valid till 30.04.2025, not combinable with other
actions).

Kind regards
Your Küchenhaus24-Team

--------------------------------------------------------------------------
Küchenhaus24 GmbH · Industriestraße 12 · 33332 Gütersloh · Germany
Tel.: +49 (0)5241 555 80-0 (Mo.-Fr. 8-18 h) · service@kuechenhaus24.example
Managing director: Dipl.-Kfm. Jürgen Brockmeier
Register court: Amtsgericht Gütersloh, HRB 11872
USt-IdNr.: DE 298 551 047 · WEEE-Reg.-Nr. DE 41882910

Right of withdrawal: You have the right to withdraw from this contract
within fourteen days without giving any reason. The withdrawal period will
expire after fourteen days from the day on which you acquire, or a third
party other than the carrier and indicated by you acquires, physical
possession of the goods. To exercise the right of withdrawal, you must
inform us (Küchenhaus24 GmbH, Industriestraße 12, 33332 Gütersloh,
service@kuechenhaus24.example) of your decision to withdraw from this
contract by an unequivocal statement. Our complete terms and conditions
(AGB) and the withdrawal form you find at
https://www.kuechenhaus24.example/agb
--------------------------------------------------------------------------
""")

# ---- 0012 Brazilian bank writing English: Pix "security token" -----------
M(kind="no_code_word", otp="318442", link=None,
  frm='"Banco Ipê" <seguranca@bancoipe.example>',
  to="Lucas Ferreira <lucas.ferreira@correio.example>",
  subject="Banco Ipê - Confirm your Pix transfer",
  date="Mon, 17 Mar 2025 15:44:02 -0300",
  text_cte="quoted-printable", html_cte="base64",
  text="""\
Hello, LUCAS FERREIRA.

A Pix transfer was started in your Banco Ipê account and needs your
confirmation.

  Amount:            R$ 1.250,00
  To:                MARIA S. OLIVEIRA
  CPF of receiver:   ***.482.913-**
  Institution:       Cooperativa Sertão Crédito
  Your account:      Agency 0421 / Account 77831-4
  Date:              17/03/2025 at 15:43

Your security token: 318 442

Type the token in the Banco Ipê app or internet banking to conclude the
operation. It is valid for 5 minutes and can be used one time only.

ATTENTION: Banco Ipê never asks for your password, token or card number by
telephone, WhatsApp or e-mail. Do not inform this token to anybody.

Did not recognize this transfer? Contact us immediately:
Capitals and metropolitan regions: 4004 5550
Other localities: 0800 555 0199
SAC (24h): 0800 555 0177 | Ombudsman: 0800 555 0188
Hearing impaired: 0800 555 0166

Banco Ipê S.A. - CNPJ 12.345.678/0001-90
Av. Paulista, 1842 - Bela Vista - São Paulo/SP - CEP 01310-200
""",
  html="""\
<html><body style="margin:0;background:#f5f5f0;font-family:Arial,Helvetica,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="background:#6a1b9a;padding:18px 28px"><img src="https://www.bancoipe.example/emkt/logo-ipe-branco.png" alt="Banco Ipê" height="34"></td></tr>
<tr><td style="padding:28px">
<p style="font-size:16px">Hello, <b>LUCAS FERREIRA</b>.</p>
<p style="font-size:14px;color:#444">A Pix transfer was started in your Banco Ip&ecirc; account and needs your confirmation.</p>
<table cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #e0d6e8;width:100%">
<tr><td style="background:#f6f0fa">Amount</td><td><b>R$ 1.250,00</b></td></tr>
<tr><td style="background:#f6f0fa">To</td><td>MARIA S. OLIVEIRA</td></tr>
<tr><td style="background:#f6f0fa">CPF of receiver</td><td>***.482.913-**</td></tr>
<tr><td style="background:#f6f0fa">Institution</td><td>Cooperativa Sert&atilde;o Cr&eacute;dito</td></tr>
<tr><td style="background:#f6f0fa">Your account</td><td>Agency 0421 / Account 77831-4</td></tr>
<tr><td style="background:#f6f0fa">Date</td><td>17/03/2025 at 15:43</td></tr>
</table>
<p style="font-size:14px;margin-top:24px">Your security token:</p>
<p style="font-size:30px;font-weight:bold;color:#6a1b9a;letter-spacing:4px;margin:4px 0 20px">318 442</p>
<p style="font-size:13px;color:#444">Type the token in the Banco Ip&ecirc; app or internet banking to conclude the operation. It is valid for 5 minutes and can be used one time only.</p>
<p style="font-size:13px;color:#b00020"><b>ATTENTION:</b> Banco Ip&ecirc; never asks for your password, token or card number by telephone, WhatsApp or e-mail. Do not inform this token to anybody.</p>
</td></tr>
<tr><td style="background:#f3edf7;padding:18px 28px;font-size:11px;color:#555">
Did not recognize this transfer? Contact us immediately:<br>
Capitals and metropolitan regions: 4004 5550 &middot; Other localities: 0800 555 0199<br>
SAC (24h): 0800 555 0177 &middot; Ombudsman: 0800 555 0188 &middot; Hearing impaired: 0800 555 0166<br><br>
Banco Ip&ecirc; S.A. &ndash; CNPJ 12.345.678/0001-90<br>
Av. Paulista, 1842 &ndash; Bela Vista &ndash; S&atilde;o Paulo/SP &ndash; CEP 01310-200<br>
<a href="https://www.bancoipe.example/seguranca" style="color:#6a1b9a">Security tips</a> &middot; <a href="https://www.bancoipe.example/privacidade" style="color:#6a1b9a">Privacy</a></td></tr>
</table></td></tr></table></body></html>
""")

# ---- 0013 Indian telecom writing English: SIM swap OTP among numbers -----
M(kind="phone_and_dates", otp="662019", link=None,
  frm="Jyotel Customer Care <care@jyotel.example>",
  to="ankit.sharma1987@webmail.example",
  subject="OTP for SIM replacement request on your Jyotel number 98XXXXX417",
  date="Tue, 18 Mar 2025 12:09:55 +0530",
  text_cte="7bit",
  text="""\
Dear Valued Customer,

Greetings from Jyotel!

We have received a request for SIM replacement (SIM swap) for your Jyotel
Prepaid mobile number 98XXXXX417 at our store Jyotel Point, Shop No. 14,
Sector 18 Market, Noida - 201301 on 18-03-2025 at 12:08 hrs.

Kindly share the below One Time Password (OTP) with the store executive
ONLY if you have personally requested for the new SIM:

                    OTP : 662019

This OTP is valid for 15 minutes. Request ID: SR-2503-18-0071942.

Please note: Outgoing and incoming SMS services will be barred for 24 hours
after SIM change as per DoT guidelines. Your current plan Rs. 299 (2 GB/day,
Unlimited Voice, validity 28 days) will continue till 02-04-2025.

If you have NOT made this request, please call 198 (toll free) from any
Jyotel number or +91 22 5555 0198 from any other network immediately, or
send SMS "NOSWAP 417" to 199.

Jyotel never calls to ask for OTP. Do not share OTP over phone calls.

Regards,
Team Jyotel

Jyotel Telecom Ltd., 5th Floor, Maker Chambers IV, Nariman Point,
Mumbai - 400021 | CIN: U64200MH2016PLC281234
This is a system generated mail. Please do not reply.
""")

# ---- 0014 package registry: lower-case alnum code plus magic link --------
M(kind="lowercase_alnum", otp="5nq8r2vd",
  link="https://www.parcelhub.example/login/email/verify?nonce=7b0e5c93a1f24d6e8c2a&token=phl_5nq8r2vd_4KxT9bQm2WzR7pLc8vNh",
  frm="Parcelhub <support@parcelhub.example>",
  to="jkoenig <jkoenig@devmail.example>",
  subject="Parcelhub sign-in request",
  date="Wed, 19 Mar 2025 10:15:33 +0000",
  text_cte="7bit", html_cte="7bit",
  text="""\
Hi jkoenig,

Someone (hopefully you) tried to sign in to parcelhub.example from the
command line:

    $ parcel login --auth-type=web
    Host: ci-runner-07 (Linux x64, parcel-cli 10.9.2)

To finish signing in, copy this one-time password into your terminal:

    5nq8r2vd

or open this link in your browser:

    https://www.parcelhub.example/login/email/verify?nonce=7b0e5c93a1f24d6e8c2a&token=phl_5nq8r2vd_4KxT9bQm2WzR7pLc8vNh

This code expires in 5 minutes. If you did not request it, you can ignore
this email, but you may want to review your access tokens:
https://www.parcelhub.example/settings/jkoenig/tokens

- The Parcelhub team
""",
  html="""\
<html><body style="font-family:Menlo,Consolas,monospace;font-size:14px;color:#222">
<p>Hi jkoenig,</p>
<p>Someone (hopefully you) tried to sign in to parcelhub.example from the command line:</p>
<pre style="background:#f6f8fa;padding:10px">$ parcel login --auth-type=web
Host: ci-runner-07 (Linux x64, parcel-cli 10.9.2)</pre>
<p>To finish signing in, copy this one-time password into your terminal:</p>
<p style="font-size:22px;font-weight:bold">5nq8r2vd</p>
<p>or <a href="https://www.parcelhub.example/login/email/verify?nonce=7b0e5c93a1f24d6e8c2a&amp;token=phl_5nq8r2vd_4KxT9bQm2WzR7pLc8vNh">sign in with your browser</a>.</p>
<p>This code expires in 5 minutes. If you did not request it, you can ignore this email, but you may want to <a href="https://www.parcelhub.example/settings/jkoenig/tokens">review your access tokens</a>.</p>
<p>&mdash; The Parcelhub team</p>
</body></html>
""")

# ---- 0015 PC game store: backup codes list, nothing to type now ----------
M(kind="several_codes", otp=None, link=None,
  frm="Arcadium Store <security@arcadium-store.example>",
  to="nightowl_1999 <kevin.oduya@mailbox.example>",
  subject="Two-factor authentication enabled - your backup codes",
  date="Thu, 20 Mar 2025 23:02:48 +0000",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""\
Hi nightowl_1999,

Two-factor authentication (authenticator app) is now turned on for your
Arcadium account. From now on you'll be asked for a code from your
authenticator app whenever you sign in on a new device.

Below are your backup codes. Each code can be used once if you lose access
to your authenticator app. Print them or store them somewhere safe - you
won't be able to see them again in this email after you delete it.

  +-----------------------------+
  |  1.  730214    6.  118930   |
  |  2.  552781    7.  640017   |
  |  3.  093346    8.  287455   |
  |  4.  871602    9.  415098   |
  |  5.  326489   10.  909731   |
  +-----------------------------+

Generated: 20 March 2025, 23:02 UTC

You don't need to do anything now. Keep these codes private; Arcadium staff
will never ask you for them.

Did you not enable two-factor authentication? Contact Player Support right
away: https://help.arcadium-store.example/contact?topic=account-security

Arcadium Entertainment SARL, 12 rue Guillaume Kroll, L-1882 Luxembourg
""",
  html="""\
<html><body style="background:#121212;margin:0;font-family:Arial,sans-serif;color:#ddd">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" cellpadding="24" cellspacing="0" style="background:#1f1f1f">
<tr><td><img src="https://cdn.arcadium-store.example/mail/arcadium_logo.png" alt="ARCADIUM" width="140"></td></tr>
<tr><td>
<p>Hi nightowl_1999,</p>
<p>Two-factor authentication (authenticator app) is now turned on for your Arcadium account. From now on you'll be asked for a code from your authenticator app whenever you sign in on a new device.</p>
<p>Below are your backup codes. Each code can be used once if you lose access to your authenticator app. Print them or store them somewhere safe.</p>
<table cellpadding="6" cellspacing="0" style="font-family:Consolas,monospace;font-size:16px;background:#2a2a2a;border:1px dashed #555;margin:0 auto">
<tr><td>730214</td><td>118930</td></tr>
<tr><td>552781</td><td>640017</td></tr>
<tr><td>093346</td><td>287455</td></tr>
<tr><td>871602</td><td>415098</td></tr>
<tr><td>326489</td><td>909731</td></tr>
</table>
<p style="font-size:12px;color:#999">Generated: 20 March 2025, 23:02 UTC</p>
<p>You don't need to do anything now. Keep these codes private; Arcadium staff will never ask you for them.</p>
<p style="font-size:13px">Did you not enable two-factor authentication? <a href="https://help.arcadium-store.example/contact?topic=account-security" style="color:#0af">Contact Player Support</a> right away.</p>
</td></tr>
<tr><td style="font-size:11px;color:#777">Arcadium Entertainment SARL, 12 rue Guillaume Kroll, L-1882 Luxembourg &middot; <a href="https://www.arcadium-store.example/privacy" style="color:#777">Privacy Policy</a></td></tr>
</table></td></tr></table></body></html>
""")

# ---- 0016 HR onboarding portal: code for this step + a PIN for later -----
M(kind="several_codes", otp="731905", link=None,
  frm="Onboardly for Halvorsen Foods <no-reply@onboardly.example>",
  to="Naomi Asante <naomi.asante@privatepost.example>",
  subject="Welcome to Halvorsen Foods - activate your onboarding account",
  date="Fri, 21 Mar 2025 09:00:03 +0000",
  text_cte="7bit",
  text="""\
Hi Naomi,

Welcome aboard! Halvorsen Foods uses Onboardly to collect your starter
paperwork before your first day (Monday 7 April 2025, 08:30, Halvorsen
House, 22 Quayside, Newcastle upon Tyne NE1 3DX).

There are two codes in this email. Please use them at the right time:

  STEP 1 - NOW
  Verify your email address. On the page where you created your password,
  enter this verification code:

      731905

  (valid for 30 minutes)

  STEP 2 - ON YOUR FIRST DAY (do NOT enter this online)
  Your temporary door PIN for the staff entrance is 5521. Reception will ask
  you to change it when they give you your photo ID badge.

Your employee number will be HF-004417. Your line manager is Owen Pryce,
Category Buyer (0191 555 0460).

Documents we'll ask for in Onboardly:
  - P45 from your previous employer (or a starter checklist)
  - Right-to-work document (passport or share code)
  - Bank details for salary (paid on the 25th of each month)

Questions? Reply to people@halvorsenfoods.example or call HR on
0191 555 0400.

Onboardly is provided by Onboardly Ltd on behalf of Halvorsen Foods plc.
Onboardly Ltd, 9 Grey Street, Newcastle upon Tyne NE1 6EE. Company no.
11390428.
""")

# ---- 0017 dating app: new code, old one invalidated -----------------------
M(kind="new_and_old_code", otp="660731", link=None,
  frm="Heartline <verify@heartline.example>",
  to="chris.baptiste@mail.example",
  subject="Here's your new Heartline code",
  date="Sat, 22 Mar 2025 20:14:51 +0000",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""\
Hey Chris,

You asked us to send a new code, so here it is. The code we sent you
earlier (118 204) has been cancelled and won't work anymore.

Your new Heartline code: 660 731

Enter it in the app to verify your email. It expires in 10 minutes.

Not you? Just ignore this email - your account stays safe.

Love,
Heartline

Heartline Ltd · 71 Shoreditch High St, London E1 6JJ
Help: https://heartline.example/help · Privacy: https://heartline.example/privacy
""",
  html="""\
<html><body style="margin:0;background:#fff;font-family:Helvetica,Arial,sans-serif;color:#333">
<div style="max-width:460px;margin:0 auto;padding:32px 20px;text-align:center">
<img src="https://media.heartline.example/email/heart-logo.png" width="56" height="56" alt="Heartline">
<h1 style="font-size:22px;color:#e0245e">Here's your new code</h1>
<p style="font-size:15px">Hey Chris, you asked us to send a new code, so here it is.<br>
<span style="color:#999;font-size:13px">The code we sent you earlier (<s>118 204</s>) has been cancelled and won't work anymore.</span></p>
<div style="font-size:34px;font-weight:700;letter-spacing:6px;margin:24px 0;color:#222">660 731</div>
<p style="font-size:14px">Enter it in the app to verify your email. It expires in 10 minutes.</p>
<p style="font-size:12px;color:#999">Not you? Just ignore this email &ndash; your account stays safe.</p>
<p style="font-size:11px;color:#aaa;margin-top:40px">Heartline Ltd &middot; 71 Shoreditch High St, London E1 6JJ<br>
<a href="https://heartline.example/help" style="color:#aaa">Help</a> &middot; <a href="https://heartline.example/privacy" style="color:#aaa">Privacy</a></p>
</div></body></html>
""")

# ---- 0018 events / social app: prefixed code M-583021 --------------------
M(kind="prefix_code", otp="583021", link=None,
  frm="Meetly <notifications@meetly.example>",
  to="ravi.kulkarni@fastmail.example",
  subject="M-583021 is your Meetly confirmation code",
  date="Sun, 23 Mar 2025 08:03:27 -0700",
  text_cte="8bit", html_cte="quoted-printable",
  text="""\
Confirm your email address

Enter the code below in the Meetly app to confirm your email and join
"Bay Area Board Gamers" (2,841 members). Only type the numbers.

M-583021

Next event: Saturday Game Night, Mar 29, 6:00 PM, The Dice Tower Cafe,
1218 Castro St, Mountain View, CA 94041 (34 going, 6 spots left)

Didn't try to join? You can ignore this message.

Meetly, Inc. · 350 Rhode Island St, San Francisco, CA 94103
Manage notifications: https://www.meetly.example/account/notifications
""",
  html="""\
<html><body style="font-family:Graphik,Helvetica,sans-serif;margin:0;background:#f6f7f8">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px">
<tr><td style="padding:24px 32px"><img src="https://static.meetly.example/img/email/meetly-logo.png" alt="Meetly" width="100"></td></tr>
<tr><td style="padding:0 32px"><h1 style="font-size:22px;margin:0 0 12px">Confirm your email address</h1>
<p style="font-size:15px;color:#444">Enter the code below in the Meetly app to confirm your email and join <b>Bay Area Board Gamers</b> (2,841 members). Only type the numbers.</p>
<p style="font-size:30px;font-weight:700;letter-spacing:2px;margin:20px 0;color:#f65858">M-583021</p></td></tr>
<tr><td style="padding:0 32px 24px"><div style="border:1px solid #e6e6e6;border-radius:6px;padding:12px;font-size:13px;color:#555">
<b>Next event:</b> Saturday Game Night<br>Mar 29, 6:00 PM &middot; The Dice Tower Cafe, 1218 Castro St, Mountain View, CA 94041<br>34 going &middot; 6 spots left</div></td></tr>
<tr><td style="padding:0 32px 24px;font-size:12px;color:#888">Didn't try to join? You can ignore this message.</td></tr>
<tr><td style="padding:16px 32px;font-size:11px;color:#999;border-top:1px solid #eee">Meetly, Inc. &middot; 350 Rhode Island St, San Francisco, CA 94103<br>
<a href="https://www.meetly.example/account/notifications" style="color:#999">Manage notifications</a> &middot; <a href="https://www.meetly.example/legal/privacy" style="color:#999">Privacy</a></td></tr>
</table></td></tr></table></body></html>
""")

# ---- 0019 ride hailing: short prefixed code R-4829 ------------------------
M(kind="prefix_code", otp="4829", link=None,
  frm="Rydo <noreply@rydo.example>",
  to="amaka.eze@netmail.example",
  subject="Your Rydo code",
  date="Mon, 24 Mar 2025 06:47:10 +0100",
  text_cte="7bit",
  text="""\
Your Rydo code is R-4829

Enter 4829 in the Rydo app to sign in. Never share this code - Rydo drivers
and support will never ask for it.

Your scheduled ride: Tue 25 Mar, 05:30, pickup 17 Adeola Odeku St, Victoria
Island, Lagos. Estimated fare NGN 8,400 - 9,700.

Rydo Mobility Ltd, 3rd Floor, 1 Akin Adesola St, Victoria Island, Lagos.
""")

# ---- 0020 streaming: sign-in code with "not you? reset password" link ----
M(kind="reset_in_code_mail", otp="271640", link=None,
  frm="Flickbox <account@flickbox.example>",
  to="hannah.berg@inbox.example",
  subject="Your Flickbox verification code",
  date="Tue, 25 Mar 2025 19:26:44 +0000",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""\
Hi Hannah,

Use this code to finish signing in to Flickbox on Chrome (Windows):

271640

This code will expire in 15 minutes.

Not you? Someone may have your password. Reset your password now:
https://www.flickbox.example/account/password/reset?email=hannah.berg%40inbox.example&src=otp_mail&rid=b7e19a2c

Your plan: Flickbox Premium (4K, 4 screens), next billing date 14 April 2025,
EUR 17.99.

Flickbox Entertainment Ltd, 2 Dockland Quay, Dublin 1, D01 K2W9, Ireland
""",
  html="""\
<html><body style="margin:0;background:#0e0e10;font-family:Helvetica,Arial,sans-serif;color:#fff">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="520" cellpadding="0" cellspacing="0">
<tr><td style="padding:32px 24px"><img src="https://img.flickbox.example/mail/flickbox-logo-light.png" width="110" alt="Flickbox"></td></tr>
<tr><td style="padding:0 24px;font-size:16px">Hi Hannah,</td></tr>
<tr><td style="padding:12px 24px;font-size:16px">Use this code to finish signing in to Flickbox on <b>Chrome (Windows)</b>:</td></tr>
<tr><td style="padding:12px 24px"><div style="background:#1c1c21;border-radius:8px;padding:18px;text-align:center;font-size:32px;letter-spacing:10px;font-weight:bold">271640</div></td></tr>
<tr><td style="padding:8px 24px;font-size:14px;color:#b3b3b3">This code will expire in 15 minutes.</td></tr>
<tr><td style="padding:16px 24px;font-size:14px;color:#b3b3b3">Not you? Someone may have your password. <a href="https://www.flickbox.example/account/password/reset?email=hannah.berg%40inbox.example&amp;src=otp_mail&amp;rid=b7e19a2c" style="color:#e50914">Reset your password</a> now.</td></tr>
<tr><td style="padding:24px;font-size:12px;color:#777">Your plan: Flickbox Premium (4K, 4 screens), next billing date 14 April 2025, EUR 17.99.<br><br>
Flickbox Entertainment Ltd, 2 Dockland Quay, Dublin 1, D01 K2W9, Ireland<br>
<a href="https://help.flickbox.example" style="color:#777">Help Centre</a> &middot; <a href="https://www.flickbox.example/privacy" style="color:#777">Privacy</a> &middot; <a href="https://www.flickbox.example/account/notifications" style="color:#777">Notification settings</a></td></tr>
</table></td></tr></table></body></html>
""")

# ---- 0021 crypto exchange: code only in the subject ----------------------
M(kind="subject_only", otp="447190", link=None,
  frm="Coinvane <no-reply@coinvane.example>",
  to="t.nakamura@mailbox.example",
  subject="447 190 is your Coinvane login code",
  date="Wed, 26 Mar 2025 02:11:08 +0000",
  text_cte="7bit", html_cte="quoted-printable",
  text="""\
Coinvane

Log in to Coinvane

Enter the code from the subject line of this email on the login screen.
It expires in 10 minutes and can only be used once.

Login attempt details
  Time:     March 26, 2025 at 02:10 UTC
  Device:   Safari on iPhone (iOS 18.3)
  IP:       198.51.100.203 (Osaka, JP)

If this wasn't you, lock your account now from the app (Profile > Security >
Lock account) or call +1 888 555 0150.

Coinvane, Inc. NMLS ID 1987123. 100 Pine St, Suite 1250, San Francisco,
CA 94111. Digital assets are not legal tender and are not backed by any
government. Coinvane is not a bank; balances are not FDIC insured.
""",
  html="""\
<html><body style="font-family:-apple-system,Helvetica,Arial,sans-serif;background:#fff;color:#0a0b0d;margin:0">
<div style="max-width:520px;margin:0 auto;padding:32px 24px">
<img src="https://static.coinvane.example/email/coinvane-wordmark.png" alt="Coinvane" width="120">
<h1 style="font-size:24px;margin:28px 0 12px">Log in to Coinvane</h1>
<p style="font-size:15px;line-height:1.5">Enter the code from the subject line of this email on the login screen. It expires in 10 minutes and can only be used once.</p>
<div style="background:#f5f8ff;border-radius:8px;padding:14px 16px;font-size:13px;color:#5b616e">
<b>Login attempt details</b><br>Time: March 26, 2025 at 02:10 UTC<br>Device: Safari on iPhone (iOS 18.3)<br>IP: 198.51.100.203 (Osaka, JP)</div>
<p style="font-size:13px;color:#5b616e">If this wasn't you, <a href="https://www.coinvane.example/settings/security/lock" style="color:#0052ff">lock your account</a> now or call +1 888 555 0150.</p>
<p style="font-size:10px;color:#8a919e;margin-top:32px">Coinvane, Inc. NMLS ID 1987123. 100 Pine St, Suite 1250, San Francisco, CA 94111. Digital assets are not legal tender and are not backed by any government. Coinvane is not a bank; balances are not FDIC insured.</p>
</div></body></html>
""")

# ---- 0022 smart doorbell pairing: 4-digit code only in subject -----------
M(kind="subject_only", otp="8312", link=None,
  frm="Luma Home <hub@lumahome.example>",
  to="dave.okonkwo@homemail.example",
  subject="Pairing code 8312 - add Front Door Camera to your Luma Hub",
  date="Thu, 27 Mar 2025 17:38:20 -0500",
  text_cte="8bit",
  text="""\
Hi Dave,

You're adding a new device to "Okonkwo House":

  Device:     Luma Video Doorbell Pro (2nd gen)
  Name:       Front Door Camera
  Serial:     LVD2-88K1-47T0-3315
  Firmware:   4.12.7

Type the 4-digit pairing code shown in this email's subject into the Luma
app when it asks for it. The code works for the next 20 minutes.

Tip: keep the doorbell within 30 ft (9 m) of your Luma Hub during setup and
make sure it's charged to at least 40%.

Not setting up a device? Someone in your home may have started it. You can
remove members in the app under Home > Members.

Luma Home Technologies, Inc.
9800 N Lamar Blvd, Austin, TX 78753 · 1-888-555-0177
""")

# ---- 0023 fintech: code only in an image's alt text ----------------------
M(kind="alt_text_only", otp="905314", link=None,
  frm="Pennyworth <security@pennyworth.example>",
  to="Imogen Carter <imogen.carter@post.example>",
  subject="Your Pennyworth verification",
  date="Fri, 28 Mar 2025 10:02:55 +0000",
  text_cte="7bit", html_cte="quoted-printable",
  image=dict(cid="vc-img-7f3a@pennyworth.example", name="code.png"),
  text="""\
Pennyworth

Your verification code is shown as an image in this email. If you can't
see it, open this email in an app that displays HTML and images.

The code is valid for 10 minutes. Don't share it with anyone - not even
someone who says they're from Pennyworth.

Pennyworth Money Ltd is authorised by the Financial Conduct Authority under
the Electronic Money Regulations 2011 (FRN 900117) for the issuing of
electronic money. 1 Finsbury Avenue, London EC2M 2PP.
""",
  html="""\
<html><body style="margin:0;background:#f7f4ee;font-family:Georgia,'Times New Roman',serif;color:#1a1a1a">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e8e1d4">
<tr><td style="padding:28px 32px 0"><img src="https://assets.pennyworth.example/brand/pw-mark.png" width="36" height="36" alt="Pennyworth"></td></tr>
<tr><td style="padding:16px 32px;font-size:17px">Here is your verification code:</td></tr>
<tr><td align="center" style="padding:8px 32px 24px"><img src="cid:vc-img-7f3a@pennyworth.example" width="220" height="56" alt="Your code: 905314" style="display:block;border:0"></td></tr>
<tr><td style="padding:0 32px 24px;font-size:14px;color:#555">The code is valid for 10 minutes. Don't share it with anyone &ndash; not even someone who says they're from Pennyworth.</td></tr>
<tr><td style="padding:16px 32px;background:#faf8f3;font-size:10px;color:#888">Pennyworth Money Ltd is authorised by the Financial Conduct Authority under the Electronic Money Regulations 2011 (FRN 900117) for the issuing of electronic money. 1 Finsbury Avenue, London EC2M 2PP.</td></tr>
</table></td></tr></table></body></html>
""")

# ---- 0024 HR portal: letters-and-digits code in alt text only ------------
M(kind="alt_text_only", otp="K7M2QP", link=None,
  frm="Peoplepath HR <noreply@peoplepath.example>",
  to="luis.romero@contoso-retail.example",
  subject="Peoplepath: complete your sign-in",
  date="Mon, 31 Mar 2025 07:58:41 -0600",
  text_cte="quoted-printable", html_cte="base64",
  image=dict(cid="signin-token-img@peoplepath.example", name="signin-code.png"),
  text="""\
Peoplepath HR - Contoso Retail Group

To finish signing in to the employee self-service portal, type the sign-in
characters shown in the picture in the HTML version of this message.

For your protection the characters are not included in plain-text email.

Open enrollment for 2025/26 benefits closes April 15, 2025. Questions about
benefits: 1-800-555-0134 (Mon-Fri, 7am-7pm MT).

This message is intended only for the addressee. Peoplepath, 2400 Market
St, Denver, CO 80205.
""",
  html="""\
<html><body style="font-family:Segoe UI,Arial,sans-serif;color:#222;background:#fff">
<p style="font-size:13px;color:#666">Peoplepath HR &middot; Contoso Retail Group</p>
<p>To finish signing in to the employee self-service portal, type these characters (case-sensitive):</p>
<p><img src="cid:signin-token-img@peoplepath.example" alt="K7M2QP" width="220" height="56"></p>
<p style="font-size:12px;color:#666">The characters expire in 5 minutes.</p>
<hr>
<p style="font-size:12px">Open enrollment for 2025/26 benefits closes <b>April 15, 2025</b>. Questions about benefits: 1-800-555-0134 (Mon&ndash;Fri, 7am&ndash;7pm MT).</p>
<p style="font-size:10px;color:#999">This message is intended only for the addressee. Peoplepath, 2400 Market St, Denver, CO 80205.</p>
</body></html>
""")

# ---- 0025 hosting platform: magic sign-in link, tracked + raw ------------
M(kind="magic_link", otp=None,
  link="https://links.deployhook.example/ct/c/1/0100019606b2a7f1-3f2e9c4d-81a0-4b6d-a4c2-5e9f0d7b1a33/aHR0cHM6Ly9hcHAuZGVwbG95aG9vay5leGFtcGxl/8QvX2Rk1",
  link_alt=["https://app.deployhook.example/auth/email/callback?token=dh_ml_2Yw7pQ4rT9sX1vB6nK3mC8zL5hJ0gF&email=sven%40nordlicht.example"],
  frm="Deployhook <login@deployhook.example>",
  to="sven@nordlicht.example",
  subject="Sign in to Deployhook",
  date="Tue, 01 Apr 2025 13:27:02 +0000",
  text_cte="quoted-printable", html_cte="quoted-printable",
  headers=[("List-Unsubscribe", "<https://app.deployhook.example/email/unsubscribe?u=usr_5Ht8Kq>")],
  text="""\
Sign in to Deployhook

Click the link below to sign in as sven@nordlicht.example. This link will
expire in 15 minutes and can only be used once.

https://app.deployhook.example/auth/email/callback?token=dh_ml_2Yw7pQ4rT9sX1vB6nK3mC8zL5hJ0gF&email=sven%40nordlicht.example

This request was made from 100.64.12.9 (Hamburg, Germany) at 13:26 UTC.
If you didn't request this email, there's nothing to worry about - you can
safely ignore it.

Deployhook · 2261 Market Street #4072 · San Francisco, CA 94114
Status: https://status.deployhook.example
""",
  html="""\
<!doctype html><html><head><meta charset="utf-8"></head>
<body style="background:#fafafa;margin:0;font-family:Geist,Inter,system-ui,sans-serif">
<div style="max-width:465px;margin:40px auto;border:1px solid #eaeaea;border-radius:6px;background:#fff;padding:20px 28px">
<div style="text-align:center;margin:16px 0"><img src="https://assets.deployhook.example/email/triangle-black.png" width="40" height="40" alt="Deployhook"></div>
<h1 style="font-size:22px;font-weight:400;text-align:center;color:#000">Sign in to <b>Deployhook</b></h1>
<p style="font-size:14px;line-height:24px;color:#000">Click the button below to sign in as <b>sven@nordlicht.example</b>. This link will expire in 15 minutes and can only be used once.</p>
<div style="text-align:center;margin:32px 0">
<a href="https://links.deployhook.example/ct/c/1/0100019606b2a7f1-3f2e9c4d-81a0-4b6d-a4c2-5e9f0d7b1a33/aHR0cHM6Ly9hcHAuZGVwbG95aG9vay5leGFtcGxl/8QvX2Rk1" style="background:#000;border-radius:5px;color:#fff;font-size:12px;font-weight:600;text-decoration:none;padding:12px 20px">Sign in</a>
</div>
<p style="font-size:14px;line-height:24px">or copy and paste this URL into your browser:<br>
<a href="https://app.deployhook.example/auth/email/callback?token=dh_ml_2Yw7pQ4rT9sX1vB6nK3mC8zL5hJ0gF&amp;email=sven%40nordlicht.example" style="color:#2563eb;word-break:break-all">https://app.deployhook.example/auth/email/callback?token=dh_ml_2Yw7pQ4rT9sX1vB6nK3mC8zL5hJ0gF&amp;email=sven%40nordlicht.example</a></p>
<hr style="border:none;border-top:1px solid #eaeaea;margin:26px 0">
<p style="color:#666;font-size:12px;line-height:24px">This request was made from <span style="color:#000">100.64.12.9</span> located in <span style="color:#000">Hamburg, Germany</span> at 13:26 UTC. If you didn't request this email, there's nothing to worry about &mdash; you can safely ignore it.</p>
<p style="color:#666;font-size:12px">Deployhook &middot; 2261 Market Street #4072 &middot; San Francisco, CA 94114<br>
<a href="https://links.deployhook.example/ct/c/1/0100019606b2a7f1-status/c3RhdHVz/Aa81" style="color:#666">Status</a> &middot; <a href="https://links.deployhook.example/ct/c/1/0100019606b2a7f1-docs/ZG9jcw/Bq20" style="color:#666">Docs</a> &middot; <a href="https://links.deployhook.example/ct/c/1/0100019606b2a7f1-gh/Z2l0aHVi/Cx77" style="color:#666">GitHub</a></p>
</div>
<img alt="" src="https://links.deployhook.example/ct/o/1/0100019606b2a7f1-3f2e9c4d/open.gif" width="1" height="1">
</body></html>
""")

# ---- 0026 independent newsletter: double opt-in confirmation -------------
M(kind="magic_link", otp=None,
  link="https://theslowbyte.letterpost.example/subscribe/confirm?sid=sub_8f41c2b9e7&token=lp_cf_Y2QzNzE4OWItNGE1ZS00NjBiLWJkMGMtM2Y3ZWQ0&utm_source=confirm_email",
  frm='"The Slow Byte (via Letterpost)" <theslowbyte@letterpost.example>',
  to="mira.holm@post.example",
  subject="Confirm your subscription to The Slow Byte",
  date="Wed, 02 Apr 2025 16:45:19 +0000",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""\
One more step, Mira!

Please confirm that you want to receive The Slow Byte - a fortnightly letter
about old computers, repair culture and software that lasts. Issue #142
("The 30-year-old printer driver") goes out on Friday.

Confirm my subscription:
https://theslowbyte.letterpost.example/subscribe/confirm?sid=sub_8f41c2b9e7&token=lp_cf_Y2QzNzE4OWItNGE1ZS00NjBiLWJkMGMtM2Y3ZWQ0&utm_source=confirm_email

If you didn't sign up, just ignore this message and you won't hear from us
again.

-- Ines, The Slow Byte
Letterpost, 1 Canal Street, Manchester M1 3HE, UK
""",
  html="""\
<html><body style="margin:0;background:#fffdf7;font-family:Charter,Georgia,serif;color:#2b2b2b">
<div style="max-width:540px;margin:0 auto;padding:40px 24px">
<p style="font-size:12px;text-transform:uppercase;letter-spacing:2px;color:#a0896b">The Slow Byte</p>
<h1 style="font-size:28px;font-weight:normal;margin:8px 0 20px">One more step, Mira!</h1>
<p style="font-size:17px;line-height:1.6">Please confirm that you want to receive <i>The Slow Byte</i> &mdash; a fortnightly letter about old computers, repair culture and software that lasts. Issue #142 (&ldquo;The 30-year-old printer driver&rdquo;) goes out on Friday.</p>
<p style="margin:32px 0"><a href="https://theslowbyte.letterpost.example/subscribe/confirm?sid=sub_8f41c2b9e7&amp;token=lp_cf_Y2QzNzE4OWItNGE1ZS00NjBiLWJkMGMtM2Y3ZWQ0&amp;utm_source=confirm_email" style="background:#2b2b2b;color:#fffdf7;padding:14px 26px;text-decoration:none;font-family:Arial,sans-serif;font-size:15px">Confirm my subscription</a></p>
<p style="font-size:15px;color:#666">If you didn't sign up, just ignore this message and you won't hear from us again.</p>
<p style="font-size:15px">&mdash; Ines, <i>The Slow Byte</i></p>
<p style="font-size:11px;color:#999;margin-top:48px;border-top:1px solid #eee;padding-top:12px">
<a href="https://theslowbyte.letterpost.example/archive" style="color:#999">Read past issues</a> &middot; <a href="https://letterpost.example/tos" style="color:#999">Terms</a> &middot; <a href="https://letterpost.example/report?pub=theslowbyte" style="color:#999">Report abuse</a><br>
Letterpost, 1 Canal Street, Manchester M1 3HE, UK &middot; <a href="https://letterpost.example/?ref=footer" style="color:#999">Start your own newsletter</a></p>
</div></body></html>
""")

# ---- 0027 university IT: password reset link, plain text only ------------
M(kind="magic_link", otp=None,
  link="https://idm.northgate-university.example/selfservice/reset?key=NGU-RST-5c9d0e7a44b1f8e2a3d6c0b9e1f4a7d2&uid=s2291047",
  frm="Northgate University IT Service Desk <itservicedesk@northgate-university.example>",
  to="s2291047@student.northgate-university.example",
  subject="[NGU IT] Password reset requested for s2291047",
  date="Thu, 03 Apr 2025 22:13:40 +0100",
  text_cte="7bit",
  headers=[("X-Mailer", "NGU IDM Notifier 2.4"),
           ("Reply-To", "no-reply@northgate-university.example")],
  text="""\
**********************************************************************
  NORTHGATE UNIVERSITY - INFORMATION TECHNOLOGY SERVICES
**********************************************************************

Dear Student (University ID s2291047),

A password reset was requested for your University account from the
self-service portal on 03/04/2025 at 22:13.

To choose a new password, open the following link within 60 minutes:

https://idm.northgate-university.example/selfservice/reset?key=NGU-RST-5c9d0e7a44b1f8e2a3d6c0b9e1f4a7d2&uid=s2291047

Your new password must be at least 14 characters and must not match any of
your previous 10 passwords. After the reset it can take up to 15 minutes
before eduroam Wi-Fi and the library PCs accept the new password.

If you did not request this reset, do not open the link. Please report it
to the IT Service Desk:
  Phone:   0113 555 4000 (24 hours during term)
  In person: Library Building, Ground Floor, Desk 3
  Web:     https://itservices.northgate-university.example/help

IT Services will never ask you for your password by email.

Northgate University, Northgate Campus, Leeds LS2 9JT
Charity No. 1137218
**********************************************************************
""")

# ---- 0028 hotel chain: verify e-mail (tracked button + raw link) ---------
M(kind="magic_link", otp=None,
  link="https://e.harborviewhotels.example/c/eJwVjcsOgyAQRX_FzLoLUKC2u36JQRhbEh6GGdNH038v3d6ce84XMh_LI1YnWpuKcKJzF0bvbQ5vpnrHDjRlRaOOSA6JLAU7jXeNfWXa5tz1gXzUfY5Y6WHyvEdS7t14D",
  link_alt=["https://www.harborviewhotels.example/account/verify-email/3b1f9a74-2d0c-4e58-9a61-c7f2e0b84d15?code=HVH9Q2W7X4"],
  frm="Harborview Hotels & Resorts <welcome@harborviewhotels.example>",
  to="Oksana Petrenko <oksana.petrenko@mailhub.example>",
  subject="Oksana, please verify your email for Harborview Rewards",
  date="Fri, 04 Apr 2025 09:30:00 -0400",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""\
Welcome to Harborview Rewards, Oksana!

Member number: 7 0184 4420 9
Tier: Blue

Please verify your email address to activate your account and start
earning points on your upcoming stay:

https://www.harborviewhotels.example/account/verify-email/3b1f9a74-2d0c-4e58-9a61-c7f2e0b84d15?code=HVH9Q2W7X4

Your stay: Harborview Boston Seaport, 18-21 April 2025 (3 nights),
confirmation number 88231457. You'll earn about 4,200 points.

Questions? Call Harborview Rewards at 1-800-555-0162.

Harborview Hotels & Resorts, 7750 Wisconsin Ave, Bethesda, MD 20814
Unsubscribe: https://www.harborviewhotels.example/email-preferences?m=7018444209
""",
  html="""\
<html><body style="margin:0;background:#ecf1f4;font-family:Arial,Helvetica,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 10px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="padding:10px 20px;font-size:11px;color:#7a8a96;text-align:right">Member no. 7 0184 4420 9 &middot; Blue &middot; <a href="https://e.harborviewhotels.example/c/eJwVjcsOgyAQRX_vib" style="color:#7a8a96">View online</a></td></tr>
<tr><td><img src="https://img.harborviewhotels.example/em/hero-seaport-600.jpg" width="600" alt="Harborview Rewards" style="display:block"></td></tr>
<tr><td style="padding:28px 36px;color:#0d2b3e">
<h1 style="font-family:Georgia,serif;font-weight:normal;font-size:26px;margin:0 0 12px">Welcome to Harborview Rewards, Oksana!</h1>
<p style="font-size:15px;line-height:1.6">Please verify your email address to activate your account and start earning points on your upcoming stay.</p>
<p style="text-align:center;margin:28px 0"><a href="https://e.harborviewhotels.example/c/eJwVjcsOgyAQRX_FzLoLUKC2u36JQRhbEh6GGdNH038v3d6ce84XMh_LI1YnWpuKcKJzF0bvbQ5vpnrHDjRlRaOOSA6JLAU7jXeNfWXa5tz1gXzUfY5Y6WHyvEdS7t14D" style="background:#0d2b3e;color:#ffffff;text-decoration:none;padding:14px 34px;font-size:15px;letter-spacing:1px">VERIFY EMAIL</a></p>
<table width="100%" cellpadding="8" style="background:#f4f7f9;font-size:13px">
<tr><td><b>Your stay</b><br>Harborview Boston Seaport<br>18&ndash;21 April 2025 (3 nights)<br>Confirmation number 88231457</td><td align="right" style="font-size:20px;color:#b58a3c">~4,200<br><span style="font-size:11px;color:#555">points to earn</span></td></tr>
</table>
<p style="font-size:12px;color:#555;margin-top:20px">Having trouble with the button? Copy this address into your browser:<br>https://www.harborviewhotels.example/account/verify-email/3b1f9a74-2d0c-4e58-9a61-c7f2e0b84d15?code=HVH9Q2W7X4</p>
</td></tr>
<tr><td style="background:#0d2b3e;color:#9fb3c2;font-size:11px;padding:20px 36px;line-height:1.6">
Questions? Call Harborview Rewards at 1-800-555-0162.<br>
<a href="https://e.harborviewhotels.example/c/eJwVjcsOgyAQRX_fb" style="color:#9fb3c2">Facebook</a> &middot; <a href="https://e.harborviewhotels.example/c/eJwVjcsOgyAQRX_ig" style="color:#9fb3c2">Instagram</a><br>
Harborview Hotels &amp; Resorts, 7750 Wisconsin Ave, Bethesda, MD 20814<br>
<a href="https://www.harborviewhotels.example/email-preferences?m=7018444209" style="color:#9fb3c2">Unsubscribe</a> &middot; <a href="https://www.harborviewhotels.example/privacy" style="color:#9fb3c2">Privacy Statement</a></td></tr>
</table>
<img src="https://e.harborviewhotels.example/o/eJwVjcsOgyAQRX_open.gif" width="1" height="1" alt="">
</td></tr></table></body></html>
""")

# ---- 0029 airline itinerary: ASCII boxes, booking reference, no code -----
M(kind="booking_ref", otp=None, link=None,
  frm="Aurora Atlantic Airways <itinerary@auroraatlantic.example>",
  to="BJORNSDOTTIR/HELGA MS <helga.bjorns@netpost.example>",
  subject="E-ticket receipt - Booking QX7T2L - KEF-BOS 14APR",
  date="Sat, 05 Apr 2025 14:52:31 +0000",
  text_cte="7bit",
  text="""\
AURORA ATLANTIC AIRWAYS
Electronic ticket receipt / itinerary

+------------------------------------------------------------------+
| BOOKING REFERENCE:  QX7T2L          DATE OF ISSUE: 05APR25        |
| PASSENGER:          BJORNSDOTTIR/HELGA MS                         |
| E-TICKET NUMBER:    738-2409915527                                |
| FREQUENT FLYER:     AA 1148823907 (SAGA SILVER)                   |
+------------------------------------------------------------------+

+------+---------+---------+-------+-------+-------+------+---------+
| FLT  | DATE    | FROM    | DEP   | TO    | ARR   | CL   | SEAT    |
+------+---------+---------+-------+-------+-------+------+---------+
| AA631| 14APR   | KEF     | 17:00 | BOS   | 18:25 | L    | 23A     |
| AA632| 22APR   | BOS     | 20:35 | KEF   | 06:10+| L    | 24C     |
+------+---------+---------+-------+-------+-------+------+---------+
  BAGGAGE: 1PC 23KG   FARE BASIS: LLOWUS   STATUS: OK

+------------------------------------------------------------------+
| FARE            ISK  61,900                                      |
| TAXES/FEES      ISK  18,430  (XT IS 4,210  US 5,360  YC 1,090...)|
| TOTAL           ISK  80,330                                      |
| FORM OF PAYMENT CC MASTERCARD XXXXXXXXXXXX4519                    |
+------------------------------------------------------------------+

Check-in opens 24 hours before departure at
https://www.auroraatlantic.example/check-in - you'll need your booking
reference (QX7T2L) and last name.

Manage your booking: https://www.auroraatlantic.example/manage-booking

Passengers travelling to the United States must hold a valid ESTA or visa.
Carriage and other services provided by the carrier are subject to
conditions of carriage, which are hereby incorporated by reference. These
conditions may be obtained from the issuing carrier. Passengers on a
journey involving an ultimate destination or a stop in a country other
than the country of departure are advised that international treaties
known as the Montreal Convention, or its predecessor, the Warsaw
Convention, including its amendments, may apply to the entire journey.

Aurora Atlantic Airways hf., Reykjavikurflugvollur, 102 Reykjavik, Iceland
Kt. 601289-1479 | Call centre +354 555 0100
""")

# ---- 0030 rail operator: booking confirmation with tables, no code -------
M(kind="booking_ref", otp=None, link=None,
  frm="Meridian Rail <tickets@meridianrail.example>",
  to="Callum Fraser <callum.fraser@mailbox.example>",
  subject="Your tickets: Edinburgh to London King's Cross, Thu 10 April",
  date="Sun, 06 Apr 2025 20:08:15 +0100",
  text_cte="base64", html_cte="quoted-printable",
  text="""\
Meridian Rail - booking confirmation

Booking reference: K8TFQ2
Transaction: MR-20250406-771935

Outbound: Thursday 10 April 2025
  07:30 Edinburgh Waverley -> 11:52 London King's Cross
  Service MR 1E07, Coach C, Seat 41 (forward facing, table, window)
  Advance Single, Standard, Railcard 16-25 applied

Return: Sunday 13 April 2025
  16:00 London King's Cross -> 20:21 Edinburgh Waverley
  Service MR 1S44, Coach C, Seat 38 (table, aisle)
  Advance Single, Standard, Railcard 16-25 applied

Total paid: GBP 71.30 (Apple Pay)

Your e-tickets (QR) are in the Meridian Rail app and attached to your
account. Show them on your phone at the gates.

Ticket collection from machines (if you chose paper): use booking
reference K8TFQ2 and the card you paid with.

Meridian Rail Ltd, 1 Waterloo Place, Edinburgh EH1 3BG. Registered in
Scotland SC402271. Delay Repay: https://www.meridianrail.example/delay-repay
""",
  html="""\
<html><body style="font-family:Arial,sans-serif;background:#f3f1ee;margin:0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#5b1f6d;padding:18px 24px;color:#fff;font-size:20px;font-weight:bold">Meridian Rail</td></tr>
<tr><td style="padding:24px">
<h2 style="margin:0 0 8px;color:#5b1f6d">You're all booked, Callum</h2>
<table cellpadding="6" cellspacing="0" style="border:2px solid #5b1f6d;margin:12px 0;font-size:14px">
<tr><td>Booking reference</td><td style="font-size:22px;font-weight:bold;letter-spacing:2px">K8TFQ2</td></tr>
<tr><td>Transaction</td><td>MR-20250406-771935</td></tr>
</table>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border-collapse:collapse">
<tr style="background:#efe7f2"><th align="left">Journey</th><th align="left">Depart</th><th align="left">Arrive</th><th align="left">Seat</th></tr>
<tr style="border-bottom:1px solid #ddd"><td>Out &middot; Thu 10 Apr<br>Edinburgh Waverley &rarr; London King's Cross<br><span style="color:#777">MR 1E07 &middot; Advance Single &middot; Railcard 16-25</span></td><td>07:30</td><td>11:52</td><td>Coach C<br>Seat 41</td></tr>
<tr><td>Return &middot; Sun 13 Apr<br>London King's Cross &rarr; Edinburgh Waverley<br><span style="color:#777">MR 1S44 &middot; Advance Single &middot; Railcard 16-25</span></td><td>16:00</td><td>20:21</td><td>Coach C<br>Seat 38</td></tr>
</table>
<p style="font-size:15px"><b>Total paid: &pound;71.30</b> (Apple Pay)</p>
<p style="font-size:13px">Your e-tickets (QR) are in the Meridian Rail app. Show them on your phone at the gates. <a href="https://www.meridianrail.example/my-account/bookings/K8TFQ2">View booking</a></p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#777;background:#faf8f6">Meridian Rail Ltd, 1 Waterloo Place, Edinburgh EH1 3BG. Registered in Scotland SC402271.<br>
<a href="https://www.meridianrail.example/delay-repay">Delay Repay</a> &middot; <a href="https://www.meridianrail.example/privacy">Privacy</a> &middot; <a href="https://www.meridianrail.example/conditions-of-travel">National Rail Conditions of Travel</a></td></tr>
</table></td></tr></table></body></html>
""")

# ---- 0031 airline account: sign-in code in a mail that names a booking ---
M(kind="booking_ref", otp="318550", link=None,
  frm="Skyward Air <myskyward@account.skywardair.example>",
  to="Mr Daniel Achebe <d.achebe@corpmail.example>",
  subject="Your Skyward sign-in code",
  date="Mon, 07 Apr 2025 05:12:48 +0400",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""\
Dear Mr Achebe,

Your one-time sign-in code for Skyward Miles is:

318 550

It is valid for 5 minutes. Enter it on skywardair.example or in the Skyward
app to continue.

Your upcoming trip
  Booking reference   MZ4P7Q
  SK 0107             Dubai (DXB) 09:45 -> London Heathrow (LHR) 13:55
  Date                Tue 08 Apr 2025
  Cabin               Business, seat 7K
  Skyward Miles no.   EK 402 118 973 (Gold)

Online check-in is open. Remember to bring the passport you used for this
booking.

For your security, never share this code. Skyward Air will never call you
to ask for it.

Skyward Air, PO Box 68655, Dubai, United Arab Emirates
Contact centre: +971 4 555 0111
""",
  html="""\
<html><body style="margin:0;background:#f4f1ea;font-family:'Helvetica Neue',Arial,sans-serif;color:#333">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#c60c30;padding:16px 28px"><img src="https://media.skywardair.example/em/logo_white.png" height="30" alt="Skyward Air"></td></tr>
<tr><td style="padding:28px">
<p>Dear Mr Achebe,</p>
<p>Your one-time sign-in code for Skyward Miles is:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:4px;color:#c60c30;margin:8px 0 16px">318 550</p>
<p style="font-size:13px;color:#666">It is valid for 5 minutes. Enter it on skywardair.example or in the Skyward app to continue.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #e5ded2;font-size:13px;margin-top:20px">
<tr><td colspan="2" style="background:#f8f5ef;font-weight:bold">Your upcoming trip</td></tr>
<tr><td>Booking reference</td><td><b>MZ4P7Q</b></td></tr>
<tr><td>SK 0107</td><td>Dubai (DXB) 09:45 &rarr; London Heathrow (LHR) 13:55</td></tr>
<tr><td>Date</td><td>Tue 08 Apr 2025</td></tr>
<tr><td>Cabin</td><td>Business, seat 7K</td></tr>
<tr><td>Skyward Miles no.</td><td>EK 402 118 973 (Gold)</td></tr>
</table>
<p style="font-size:13px"><a href="https://www.skywardair.example/manage/check-in?pnr=MZ4P7Q&amp;ln=ACHEBE" style="color:#c60c30">Check in online</a> &middot; <a href="https://www.skywardair.example/manage/MZ4P7Q" style="color:#c60c30">Manage booking</a></p>
<p style="font-size:12px;color:#777">For your security, never share this code. Skyward Air will never call you to ask for it.</p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#999;background:#faf8f4">Skyward Air, PO Box 68655, Dubai, United Arab Emirates &middot; Contact centre: +971 4 555 0111<br>
<a href="https://www.skywardair.example/privacy" style="color:#999">Privacy</a> &middot; <a href="https://www.skywardair.example/help" style="color:#999">Help</a></td></tr>
</table></td></tr></table></body></html>
""")

# ---- 0032 car sharing: verification code + reservation numbers -----------
M(kind="booking_ref", otp="62039", link=None,
  frm="Cityhop <hello@cityhop.example>",
  to="ines.duarte@webpost.example",
  subject="Cityhop: verify your email before your first trip",
  date="Tue, 08 Apr 2025 12:40:11 +0200",
  text_cte="7bit",
  text="""\
Hi Ines,

Your first Cityhop reservation is saved:

  Reservation   CH-R-88213
  Car           VW ID.3 (electric), plate B-CH 4471E
  Pick-up       Wed 9 Apr 2025, 08:00 - Hop Spot "Alexanderplatz P2",
                Karl-Liebknecht-Str. 13, 10178 Berlin
  Return        Wed 9 Apr 2025, 14:00 (same spot)
  Estimated     EUR 41.40 (6 h x EUR 6.90, 150 km incl.)

Before you can unlock the car, please verify your email address. Enter
this 5-digit code in the app under Profile > Verify email:

  62039

The code is valid for 24 hours.

Driving licence check: done (class B, valid until 2033).
Deposit: EUR 0 for verified members.

See you on the road,
Cityhop Berlin
Cityhop Mobility GmbH, Torstraße 140, 10119 Berlin
Amtsgericht Charlottenburg HRB 221907 B · Hotline 030 555 01 900
""")

# ---- 0033 food delivery receipt: many numbers, no code -------------------
M(kind="newsletter_numbers", otp=None, link=None,
  frm="Dishdash <orders@dishdash.example>",
  to="sam.kowal@homemail.example",
  subject="Order confirmed: Pho Saigon Kitchen (#A7F2-1193)",
  date="Wed, 09 Apr 2025 19:12:05 -0700",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""\
Your order is on its way, Sam!

Order #A7F2-1193 from Pho Saigon Kitchen
Estimated arrival 7:41 - 7:51 PM

1x  Pho Dac Biet (large)                  $16.95
1x  Crispy spring rolls (4 pcs)            $8.50
2x  Thai iced tea                         $11.00
1x  Extra rice noodles                     $2.25

Subtotal                                  $38.70
Delivery fee                               $2.99
Service fee                                $5.81
Estimated tax (10.25%)                     $3.97
Dasher tip                                 $7.00
Promo WELCOME10                          -$10.00
---------------------------------------------------
Total charged (Amex ....1008)             $48.47

Delivering to: 2230 Dwight Way, Apt 4B, Berkeley, CA 94704
Dasher: Luis, Honda Civic, silver

Need help with your order? https://help.dishdash.example/orders/A7F2-1193
Dishdash, Inc. 303 2nd Street, South Tower, 8th Floor, San Francisco, CA 94107
""",
  html="""\
<html><body style="margin:0;font-family:Arial,sans-serif;background:#fff;color:#191919">
<div style="max-width:560px;margin:0 auto;padding:24px">
<img src="https://img.dishdash.example/email/dishdash-logo-red.png" width="130" alt="Dishdash">
<h2>Your order is on its way, Sam!</h2>
<p style="color:#767676">Order #A7F2-1193 from <b>Pho Saigon Kitchen</b><br>Estimated arrival 7:41 &ndash; 7:51 PM</p>
<p><a href="https://www.dishdash.example/orders/A7F2-1193/track" style="background:#eb1700;color:#fff;padding:10px 22px;border-radius:20px;text-decoration:none">Track order</a></p>
<table width="100%" cellpadding="4" style="font-size:14px;border-top:1px solid #e7e7e7">
<tr><td>1x Pho Dac Biet (large)</td><td align="right">$16.95</td></tr>
<tr><td>1x Crispy spring rolls (4 pcs)</td><td align="right">$8.50</td></tr>
<tr><td>2x Thai iced tea</td><td align="right">$11.00</td></tr>
<tr><td>1x Extra rice noodles</td><td align="right">$2.25</td></tr>
<tr><td style="color:#767676">Subtotal</td><td align="right">$38.70</td></tr>
<tr><td style="color:#767676">Delivery fee</td><td align="right">$2.99</td></tr>
<tr><td style="color:#767676">Service fee</td><td align="right">$5.81</td></tr>
<tr><td style="color:#767676">Estimated tax (10.25%)</td><td align="right">$3.97</td></tr>
<tr><td style="color:#767676">Dasher tip</td><td align="right">$7.00</td></tr>
<tr><td style="color:#0a8a0a">Promo WELCOME10</td><td align="right" style="color:#0a8a0a">-$10.00</td></tr>
<tr><td><b>Total charged</b> (Amex &bull;&bull;&bull;&bull;1008)</td><td align="right"><b>$48.47</b></td></tr>
</table>
<p style="font-size:13px">Delivering to: 2230 Dwight Way, Apt 4B, Berkeley, CA 94704<br>Dasher: Luis, Honda Civic, silver</p>
<p style="font-size:11px;color:#999"><a href="https://help.dishdash.example/orders/A7F2-1193">Need help with your order?</a><br>Dishdash, Inc. 303 2nd Street, South Tower, 8th Floor, San Francisco, CA 94107</p>
</div></body></html>
""")

# ---- 0034 parcel carrier: shipping notice, tracking numbers, no code -----
M(kind="newsletter_numbers", otp=None, link=None,
  frm="SwiftPost Tracking <tracking@swiftpost.example>",
  to="a.lindqvist@postlada.example",
  subject="Your parcel from Nordic Outdoor AB is out for delivery - 1Z 8W4 V97 68 4102 5518",
  date="Thu, 10 Apr 2025 07:04:29 +0200",
  text_cte="7bit", html_cte="7bit",
  text="""\
SwiftPost

Your parcel is out for delivery today, Thursday 10 April.
Delivery window: 13:15 - 15:15

  Tracking number:   1Z 8W4 V97 68 4102 5518
  From:              Nordic Outdoor AB (order 100-4471882)
  Weight:            3.4 kg, 1 of 1 parcels
  Delivery address:  Sveavägen 44, 111 34 Stockholm
  Service:           SwiftPost Standard

Not home? The driver will leave your parcel at SwiftPost Access Point
"ICA Nära Rådmansgatan", Rådmansgatan 20, 113 57 Stockholm (open 07-22).
Bring ID and the 6-character pickup PIN that will be sent by SMS to
+46 70 555 01 92.

Track or change delivery: https://www.swiftpost.example/track?tn=1Z8W4V9768410255188&loc=sv_SE

SwiftPost Sweden AB, Box 7056, 164 07 Kista
""",
  html="""\
<html><body style="font-family:Arial,sans-serif;color:#333;background:#fff">
<table width="600" align="center" cellpadding="16"><tr><td style="background:#351c15;color:#ffb500;font-size:22px;font-weight:bold">SwiftPost</td></tr>
<tr><td><h2 style="margin:0">Your parcel is out for delivery today</h2>
<p>Thursday 10 April &middot; Delivery window: <b>13:15 &ndash; 15:15</b></p>
<table cellpadding="4" style="font-size:14px">
<tr><td>Tracking number:</td><td><a href="https://www.swiftpost.example/track?tn=1Z8W4V9768410255188&amp;loc=sv_SE">1Z 8W4 V97 68 4102 5518</a></td></tr>
<tr><td>From:</td><td>Nordic Outdoor AB (order 100-4471882)</td></tr>
<tr><td>Weight:</td><td>3.4 kg, 1 of 1 parcels</td></tr>
<tr><td>Delivery address:</td><td>Sveav&auml;gen 44, 111 34 Stockholm</td></tr>
<tr><td>Service:</td><td>SwiftPost Standard</td></tr>
</table>
<p style="font-size:13px">Not home? The driver will leave your parcel at SwiftPost Access Point &ldquo;ICA N&auml;ra R&aring;dmansgatan&rdquo;, R&aring;dmansgatan 20, 113 57 Stockholm (open 07&ndash;22). Bring ID and the 6-character pickup PIN that will be sent by SMS to +46 70 555 01 92.</p>
<p><a href="https://www.swiftpost.example/track?tn=1Z8W4V9768410255188&amp;loc=sv_SE" style="background:#ffb500;color:#351c15;padding:10px 18px;text-decoration:none;font-weight:bold">Track or change delivery</a></p>
<p style="font-size:11px;color:#888">SwiftPost Sweden AB, Box 7056, 164 07 Kista &middot; <a href="https://www.swiftpost.example/se/privacy">Privacy</a></p>
</td></tr></table></body></html>
""")

# ---- 0035 forum daily digest: many numbers, no code ----------------------
M(kind="newsletter_numbers", otp=None, link=None,
  frm="Homelab Forum <noreply@forum.homelabbers.example>",
  to="pkumar_84 <pkumar84@mailbox.example>",
  subject="[Homelab Forum] Summary",
  date="Fri, 11 Apr 2025 06:00:41 +0000",
  text_cte="quoted-printable", html_cte="quoted-printable",
  headers=[("List-Unsubscribe", "<https://forum.homelabbers.example/email/unsubscribe/9f1c77e2a04b6d>"),
           ("List-ID", "<forum.homelabbers.example>")],
  text="""\
Homelab Forum summary since Thursday 10 April 2025

  148 new topics  |  1,902 new posts  |  37 new users

Popular topics
--------------
1. Proxmox 8.4 upgrade broke my ZFS pool import (replies: 63, likes: 41)
   "Pool 'tank' (12 TB raidz2, 6x 4 TB) refuses to import after reboot.
   Kernel 6.8.12-9-pve, zfs 2.2.7..."
   https://forum.homelabbers.example/t/proxmox-8-4-zfs-import/48213/63

2. Show off your rack - April 2025 edition (replies: 118, likes: 402)
   "Finally moved everything into a 24U. 3x Dell R730xd, 1x MikroTik
   CRS326-24G-2S+, 2x 1500VA UPS, total idle draw 412 W..."
   https://forum.homelabbers.example/t/show-off-your-rack-april-2025/48190

3. Cheapest 10GbE NIC that works with pfSense 2.7.2? (replies: 29)
   "Looking at an Intel X520-DA2 for EUR 34 vs Mellanox ConnectX-3 for
   EUR 22..."
   https://forum.homelabbers.example/t/10gbe-nic-pfsense/48255

Your activity: 2 new replies to topics you're watching, 5 likes received.
You are at Trust Level 2 (Member). Read time this week: 3h 14m.

--
You're receiving this because you enabled daily summaries. To unsubscribe,
visit https://forum.homelabbers.example/email/unsubscribe/9f1c77e2a04b6d
or change your preferences at
https://forum.homelabbers.example/u/pkumar_84/preferences/emails
""",
  html="""\
<html><body style="background:#f4f4f4;font-family:Helvetica,Arial,sans-serif;color:#222">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="640" cellpadding="16" style="background:#fff">
<tr><td style="border-bottom:1px solid #ddd"><img src="https://forum.homelabbers.example/uploads/default/original/1X/logo-homelab.png" height="32" alt="Homelab Forum"> <span style="float:right;color:#999;font-size:12px">Summary since Thursday 10 April 2025</span></td></tr>
<tr><td><table width="100%" style="text-align:center"><tr>
<td><div style="font-size:28px;font-weight:bold">148</div><div style="font-size:12px;color:#777">New Topics</div></td>
<td><div style="font-size:28px;font-weight:bold">1,902</div><div style="font-size:12px;color:#777">New Posts</div></td>
<td><div style="font-size:28px;font-weight:bold">37</div><div style="font-size:12px;color:#777">New Users</div></td></tr></table></td></tr>
<tr><td><h3 style="margin:0 0 8px">Popular Topics</h3>
<p><a href="https://forum.homelabbers.example/t/proxmox-8-4-zfs-import/48213/63" style="font-weight:bold;color:#0088cc">Proxmox 8.4 upgrade broke my ZFS pool import</a><br><span style="font-size:13px;color:#555">Pool 'tank' (12 TB raidz2, 6x 4 TB) refuses to import after reboot. Kernel 6.8.12-9-pve, zfs 2.2.7&hellip;</span><br><span style="font-size:11px;color:#999">63 replies &middot; 41 likes</span></p>
<p><a href="https://forum.homelabbers.example/t/show-off-your-rack-april-2025/48190" style="font-weight:bold;color:#0088cc">Show off your rack &ndash; April 2025 edition</a><br><span style="font-size:13px;color:#555">Finally moved everything into a 24U. 3x Dell R730xd, 1x MikroTik CRS326-24G-2S+, 2x 1500VA UPS, total idle draw 412 W&hellip;</span><br><span style="font-size:11px;color:#999">118 replies &middot; 402 likes</span></p>
<p><a href="https://forum.homelabbers.example/t/10gbe-nic-pfsense/48255" style="font-weight:bold;color:#0088cc">Cheapest 10GbE NIC that works with pfSense 2.7.2?</a><br><span style="font-size:13px;color:#555">Looking at an Intel X520-DA2 for EUR 34 vs Mellanox ConnectX-3 for EUR 22&hellip;</span><br><span style="font-size:11px;color:#999">29 replies</span></p>
</td></tr>
<tr><td style="font-size:13px;background:#fafafa">Your activity: 2 new replies to topics you're watching, 5 likes received. You are at Trust Level 2 (Member). Read time this week: 3h 14m.</td></tr>
<tr><td style="font-size:11px;color:#999">You're receiving this because you enabled daily summaries. <a href="https://forum.homelabbers.example/email/unsubscribe/9f1c77e2a04b6d" style="color:#999">Unsubscribe</a> or <a href="https://forum.homelabbers.example/u/pkumar_84/preferences/emails" style="color:#999">change your email preferences</a>.</td></tr>
</table></td></tr></table></body></html>
""")

# ---- 0036 developer newsletter: versions, CVEs, sponsor code, no OTP -----
M(kind="newsletter_numbers", otp=None, link=None,
  frm="Stack Trace Weekly <editor@stacktraceweekly.example>",
  to="subscriber-41877@devmail.example",
  subject="Stack Trace Weekly #412 - Postgres 17.4, a nasty glibc CVE, and why your cron is late",
  date="Sat, 12 Apr 2025 14:00:00 +0000",
  text_cte="7bit",
  headers=[("List-Unsubscribe", "<https://stacktraceweekly.example/u/41877/8a2cfe>, <mailto:unsubscribe-41877@stacktraceweekly.example>"),
           ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click"),
           ("Precedence", "bulk")],
  text="""\
STACK TRACE WEEKLY                                    Issue #412
                                                  12 April 2025
 _____ _             _      _____
/  ___| |           | |    |_   _|
\\ `--.| |_ __ _  ___| | __   | |_ __ __ _  ___ ___
 `--. \\ __/ _` |/ __| |/ /   | | '__/ _` |/ __/ _ \\
/\\__/ / || (_| | (__|   <    | | | | (_| | (_|  __/
\\____/ \\__\\__,_|\\___|_|\\_\\   \\_/_|  \\__,_|\\___\\___|

:: THIS WEEK ::

1. PostgreSQL 17.4, 16.8, 15.12, 14.17 and 13.20 released
   Fixes a regression in 17.3 that could make COPY FROM spin at 100% CPU
   on tables with more than 2^31 rows. Upgrade if you bulk-load.
   https://stacktraceweekly.example/r/412/1

2. CVE-2025-0395: glibc assert() buffer overflow (CVSS 7.5)
   Affects glibc 2.13 through 2.40. Debian 12 fixed in 2.36-9+deb12u10.
   https://stacktraceweekly.example/r/412/2

3. "Why your cron job runs 7 minutes late" - a deep dive into systemd
   timers, RandomizedDelaySec=420 and leap-second smearing. 14 min read.
   https://stacktraceweekly.example/r/412/3

4. Node.js 22.14.0 LTS and 23.8.0 - npm 10.9.2, V8 12.4, and the
   --experimental-strip-types flag graduates.
   https://stacktraceweekly.example/r/412/4

:: SPONSOR ::
   Logpile - ship logs at $0.10/GB. Use code STW412 for 3 months free
   on the Team plan (new accounts, until 30 April).
   https://stacktraceweekly.example/r/412/sponsor

:: NUMBERS ::
   38,114 subscribers | 61.2% open rate | 412 issues since 2017

----------------------------------------------------------------------
You're subscriber #41877. Manage: https://stacktraceweekly.example/p/41877
Unsubscribe: https://stacktraceweekly.example/u/41877/8a2cfe
Stack Trace Weekly, 44 Temple Bar, Dublin 2, D02 X285, Ireland
""")

# ---- 0037 video meeting invite: meeting ID and passcode, no OTP ----------
M(kind="decoy_codes", otp=None, link=None,
  frm='"Rachel Dunmore (via Confera)" <no-reply@confera.example>',
  to="finance-team@marlowe-partners.example",
  subject="Invitation: Q1 close review @ Mon 14 Apr 2025 10:00 - 11:00 (BST)",
  date="Sat, 12 Apr 2025 16:21:09 +0100",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""\
Rachel Dunmore is inviting you to a scheduled Confera meeting.

Topic: Q1 close review
Time: Apr 14, 2025 10:00 AM London

Join Confera Meeting
https://marlowe.confera.example/j/84522910371?pwd=bEtxR3k2aVdQcFNzT0pKa1hxNWxmdz09

Meeting ID: 845 2291 0371
Passcode: 482913

---

One tap mobile
+442034815240,,84522910371#,,,,*482913# United Kingdom
+442039017895,,84522910371#,,,,*482913# United Kingdom

Dial by your location
  +44 203 481 5240 United Kingdom
  +44 203 901 7895 United Kingdom
  +1 646 558 8656 US (New York)
Meeting ID: 845 2291 0371
Passcode: 482913

Agenda: accruals (Tom), intercompany recharges (Aisha), audit PBC list
status. Please have the March trial balance (v3, 11/04) open.
""",
  html="""\
<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#232333">
<p>Rachel Dunmore is inviting you to a scheduled Confera meeting.</p>
<p><b>Topic:</b> Q1 close review<br><b>Time:</b> Apr 14, 2025 10:00 AM London</p>
<p><a href="https://marlowe.confera.example/j/84522910371?pwd=bEtxR3k2aVdQcFNzT0pKa1hxNWxmdz09" style="background:#0b5cff;color:#fff;padding:8px 16px;border-radius:8px;text-decoration:none">Join Confera Meeting</a></p>
<p>Meeting ID: 845 2291 0371<br>Passcode: 482913</p>
<hr>
<p style="font-size:12px">One tap mobile<br>+442034815240,,84522910371#,,,,*482913# United Kingdom<br>+442039017895,,84522910371#,,,,*482913# United Kingdom</p>
<p style="font-size:12px">Dial by your location<br>+44 203 481 5240 United Kingdom<br>+44 203 901 7895 United Kingdom<br>+1 646 558 8656 US (New York)<br>Meeting ID: 845 2291 0371<br>Passcode: 482913<br><a href="https://marlowe.confera.example/u/kd8Xq2LpR">Find your local number</a></p>
<p>Agenda: accruals (Tom), intercompany recharges (Aisha), audit PBC list status. Please have the March trial balance (v3, 11/04) open.</p>
<p style="font-size:11px;color:#747487"><a href="https://calendar.confera.example/invite/accept?eid=7h2k9q&amp;rsvp=yes">Yes</a> &middot; <a href="https://calendar.confera.example/invite/accept?eid=7h2k9q&amp;rsvp=maybe">Maybe</a> &middot; <a href="https://calendar.confera.example/invite/accept?eid=7h2k9q&amp;rsvp=no">No</a> &middot; Invitation from Confera Calendar</p>
</body></html>
""")

# ---- 0038 game store gift card purchase: real code among gift-card decoys -
M(kind="decoy_codes", otp="239517", link=None,
  frm="Pixelmart Games <orders@pixelmart.example>",
  to="l.moreau@courriel.example",
  subject="Confirm your purchase - Pixelmart Gift Card EUR 50",
  date="Sun, 13 Apr 2025 11:58:33 +0200",
  text_cte="base64", html_cte="base64",
  text="""\
Bonjour Léa,

You're about to buy a digital gift card. Because this is the first gift
card purchase on this account, we need to be sure it's you.

  Item:           Pixelmart Gift Card EUR 50 (for: Hugo, hugo.m@courriel.example)
  Order number:   PXM-20250413-009184
  Payment:        Carte Bancaire ending 3326
  Amount:         EUR 50.00

To confirm the purchase, type this purchase confirmation code on the
checkout page:

  239517

Once confirmed, Hugo will receive his gift card code (format
XXXX-XXXX-XXXX-XXXX) by email within 15 minutes. The gift card code is
not the code above - don't send him this email.

Summer Sale starts 24 April: get 10% extra with promo code SUNNY10
(minimum basket EUR 30).

Pixelmart Games SAS, 8 rue de la Paix, 75002 Paris - RCS Paris 812 554 019
Customer support: +33 1 55 50 01 88
""",
  html="""\
<html><body style="background:#20123a;margin:0;font-family:Verdana,Arial,sans-serif;color:#f2eaff">
<div style="max-width:560px;margin:0 auto;padding:24px">
<img src="https://cdn.pixelmart.example/mail/pixelmart-logo.png" alt="Pixelmart" width="140">
<p>Bonjour L&eacute;a,</p>
<p>You're about to buy a digital gift card. Because this is the first gift card purchase on this account, we need to be sure it's you.</p>
<table cellpadding="5" style="font-size:13px;background:#2d1c52;width:100%">
<tr><td>Item</td><td>Pixelmart Gift Card EUR 50 (for: Hugo, hugo.m@courriel.example)</td></tr>
<tr><td>Order number</td><td>PXM-20250413-009184</td></tr>
<tr><td>Payment</td><td>Carte Bancaire ending 3326</td></tr>
<tr><td>Amount</td><td>EUR 50.00</td></tr>
</table>
<p>To confirm the purchase, type this purchase confirmation code on the checkout page:</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:8px;color:#7cf5c4;text-align:center">239517</p>
<p style="font-size:12px">Once confirmed, Hugo will receive his gift card code (format XXXX-XXXX-XXXX-XXXX) by email within 15 minutes. The gift card code is not the code above &ndash; don't send him this email.</p>
<div style="background:#ff5fa2;color:#fff;padding:12px;font-size:13px;text-align:center">Summer Sale starts 24 April: get 10% extra with promo code <b>SUNNY10</b> (minimum basket EUR 30). <a href="https://www.pixelmart.example/sale?utm_campaign=summer25" style="color:#fff">Wishlist now</a></div>
<p style="font-size:10px;color:#a99bc7">Pixelmart Games SAS, 8 rue de la Paix, 75002 Paris &ndash; RCS Paris 812 554 019 &middot; Customer support: +33 1 55 50 01 88</p>
</div></body></html>
""")

# ---- 0039 bank security newsletter: example codes only, no OTP -----------
M(kind="decoy_codes", otp=None, link=None,
  frm="Fenwick Building Society <news@email.fenwickbs.example>",
  to="margaret.hollis@btmail.example",
  subject="Scam alert: 3 tricks fraudsters are using this spring",
  date="Mon, 14 Apr 2025 10:30:00 +0100",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""\
Fenwick Building Society - Security Matters, April 2025

Dear Mrs Hollis,

Fraudsters are getting cleverer. Here are three scams our Fraud team has
seen this month - and how to spot them.

1. "Your one-time passcode is 123456 - please read it back to confirm"
   A caller claiming to be from our fraud team asks you to read out a
   code we've just texted you. We will NEVER ask you to tell us a code.
   A code like 123456 or 000000 shown in this email is only an example.

2. Fake parcel texts
   "Your parcel is held. Pay GBP 1.45 redelivery fee at ..." - the link
   leads to a copy of our log in page.

3. Safe-account scam
   No bank will ever ask you to move money to a "safe account".

If you're unsure, hang up and call us on 0345 555 0133 (or 159, the
national anti-fraud line).

Savings rates update: Fenwick 1 Year Fixed Rate Bond (Issue 88) now
4.35% AER/gross p.a., minimum GBP 1,000.

Fenwick Building Society, Fenwick House, 12 Grey Street, Newcastle upon
Tyne NE1 6AE. Authorised by the Prudential Regulation Authority and
regulated by the Financial Conduct Authority and the Prudential Regulation
Authority (FRN 206080). Member of the Building Societies Association.
To stop receiving Security Matters: https://email.fenwickbs.example/unsub?c=SM0425&m=hollis_m_771
""",
  html="""\
<html><body style="margin:0;background:#eef2f7;font-family:Arial,sans-serif;color:#1b2a41">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:8px 24px;font-size:11px;color:#667;text-align:right"><a href="https://email.fenwickbs.example/view?c=SM0425&amp;m=hollis_m_771" style="color:#667">View this email in your browser</a></td></tr>
<tr><td style="background:#003b71;padding:20px 24px;color:#fff;font-size:20px">Fenwick Building Society<br><span style="font-size:13px;color:#9dc0e6">Security Matters &middot; April 2025</span></td></tr>
<tr><td style="padding:24px">
<p>Dear Mrs Hollis,</p>
<p>Fraudsters are getting cleverer. Here are three scams our Fraud team has seen this month &ndash; and how to spot them.</p>
<h3 style="color:#003b71">1. &ldquo;Your one-time passcode is 123456 &ndash; please read it back to confirm&rdquo;</h3>
<p>A caller claiming to be from our fraud team asks you to read out a code we've just texted you. <b>We will NEVER ask you to tell us a code.</b> A code like 123456 or 000000 shown in this email is only an example.</p>
<h3 style="color:#003b71">2. Fake parcel texts</h3>
<p>&ldquo;Your parcel is held. Pay &pound;1.45 redelivery fee at &hellip;&rdquo; &ndash; the link leads to a copy of our log in page.</p>
<h3 style="color:#003b71">3. Safe-account scam</h3>
<p>No bank will ever ask you to move money to a &ldquo;safe account&rdquo;.</p>
<p style="background:#fff4d6;padding:12px">If you're unsure, hang up and call us on <b>0345 555 0133</b> (or 159, the national anti-fraud line).</p>
<p style="font-size:13px">Savings rates update: Fenwick 1 Year Fixed Rate Bond (Issue 88) now 4.35% AER/gross p.a., minimum &pound;1,000. <a href="https://www.fenwickbs.example/savings/fixed-rate-bonds?utm_source=sm0425">See all rates</a></p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:10px;color:#667;background:#f6f8fb">Fenwick Building Society, Fenwick House, 12 Grey Street, Newcastle upon Tyne NE1 6AE. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 206080). Member of the Building Societies Association.<br>
<a href="https://email.fenwickbs.example/unsub?c=SM0425&amp;m=hollis_m_771" style="color:#667">Unsubscribe from Security Matters</a> &middot; <a href="https://www.fenwickbs.example/privacy" style="color:#667">Privacy notice</a></td></tr>
</table></td></tr></table></body></html>
""")

# ---- 0040 support reply quoting earlier mail: ticket / order numbers -----
M(kind="quoted_reply", otp=None, link=None,
  frm="Solarbright Support <support@solarbright.example>",
  to="Peter Vance <peter.vance@vancefarm.example>",
  subject="Re: [Case #04482913] Inverter shows error E-207 after firmware update",
  date="Tue, 15 Apr 2025 15:36:12 +1000",
  text_cte="quoted-printable",
  headers=[("In-Reply-To", "<CAF3x9q7wR2p@mail.vancefarm.example>"),
           ("References", "<CAF3x9q7wR2p@mail.vancefarm.example>")],
  text="""\
Hi Peter,

Thanks for the photos - very helpful. Error E-207 ("grid frequency out of
range") after updating to firmware 3.41.008 is a known issue on SB-5000TL
units built before March 2022 (your serial 5K22-0119-4472 is one of them).

What to do:
  1. Switch the AC isolator off, wait 60 seconds, switch it back on.
  2. In the SolarBright app go to Settings > Grid profile and select
     "AS/NZS 4777.2:2020 Australia A" again, then tap Save.
  3. If E-207 comes back within 24 hours, reply to this email and we'll
     send a technician under warranty (job will be booked against your
     order SB-AU-2021-118832, installed 14/06/2021).

Our support line is open 8am-6pm AEST on 1300 555 017.

Kind regards,
Mei Lin Tan
SolarBright Technical Support (Level 2)
Case #04482913 | Priority: Normal | SLA due: 17/04/2025 15:00 AEST

On Mon, 14 Apr 2025 at 21:02, Peter Vance <peter.vance@vancefarm.example> wrote:
> G'day,
>
> Since the update last Friday the inverter keeps tripping with E-207,
> usually around 4-5pm. Display says "Grid Freq 50.62 Hz". Serial number
> on the side is 5K22-0119-4472. Bought through Sunvolt Installations,
> invoice 22817, order SB-AU-2021-118832.
>
> My phone is 0412 555 093 if easier.
>
> Cheers,
> Peter
> 1180 Wombat Creek Rd, Gundagai NSW 2722
>
> ----- Original auto-reply -----
> > Thank you for contacting SolarBright. Your case number is 04482913.
> > Please keep this number in the subject line of any reply.
""")

# ---- 0041 forwarded verification-code mail (inline forward) --------------
M(kind="forwarded", otp="551203", link=None,
  frm="Jenny Park <jenny.park@tillerandco.example>",
  to="IT Helpdesk <helpdesk@tillerandco.example>",
  subject="Fwd: Your Wagewell verification code",
  date="Wed, 16 Apr 2025 09:14:27 -0400",
  text_cte="7bit",
  text="""\
Hi team,

I got the email below a few minutes ago when I tried to log in to Wagewell
to check my pay stub, but the page timed out before I could type it in. Is
Wagewell having issues today? Happy to try again with the code if you tell
me to.

Thanks,
Jenny Park | Accounts Receivable | ext. 4417

---------- Forwarded message ---------
From: Wagewell <security@wagewell.example>
Date: Wed, Apr 16, 2025 at 9:08 AM
Subject: Your Wagewell verification code
To: <jenny.park@tillerandco.example>


Wagewell

Hi Jenny,

Your verification code is 551 203.

Enter this code to finish logging in. It expires in 10 minutes.

Company: Tiller & Co. (Client ID 00918227)
Employee ID: E-2291

If you didn't try to log in, contact your HR or payroll administrator.

Wagewell Inc., 1100 Peachtree St NE, Suite 200, Atlanta, GA 30309
""")

# ---- 0042 forwarded hotel confirmation attached as message/rfc822 --------
M(kind="forwarded", otp=None, link=None,
  frm="Marco Bellini <marco.bellini@famiglia-mail.example>",
  to="Giulia Bellini <giulia.b@famiglia-mail.example>",
  subject="Fwd: Reservation confirmed - Casa Lumière Lisboa (HX4K9T)",
  date="Thu, 17 Apr 2025 21:40:02 +0200",
  text_cte="8bit",
  text="""\
Ciao Giulia,

here is the hotel confirmation for Lisbon, attached. Check-in is from 15:00,
I land at 13:20 so I'll go straight there. The booking is under my name -
just tell them the reference if you arrive first.

Marco
""",
  attach=dict(
      frm="Casa Lumière Lisboa <reservas@casalumiere.example>",
      to="marco.bellini@famiglia-mail.example",
      subject="Reservation confirmed - Casa Lumière Lisboa (HX4K9T)",
      date="Mon, 03 Mar 2025 18:22:51 +0000",
      text_cte="quoted-printable", html_cte="quoted-printable",
      text="""\
Dear Mr. Bellini,

Thank you for choosing Casa Lumière Lisboa. We are pleased to confirm your
reservation.

  Reservation code:   HX4K9T
  Guest:              Marco Bellini (+1 guest)
  Arrival:            Friday, 25 April 2025 (check-in from 15:00)
  Departure:          Monday, 28 April 2025 (check-out until 11:00)
  Room:               Superior Double, river view, room type SDRV
  Rate:               Bed & breakfast, flexible - EUR 189.00 per night
  Total:              EUR 567.00 + city tax EUR 12.00 (EUR 2/person/night)
  Guarantee:          Visa ending 0917

Free cancellation until 23 April 2025, 23:59 (Lisbon time).

Casa Lumière Lisboa · Rua das Janelas Verdes 32, 1200-691 Lisboa, Portugal
Tel. +351 21 555 0142 · RNET 4471
""",
      html="""\
<html><body style="font-family:Georgia,serif;color:#3a3a3a">
<p>Dear Mr. Bellini,</p>
<p>Thank you for choosing Casa Lumi&egrave;re Lisboa. We are pleased to confirm your reservation.</p>
<table cellpadding="5" style="font-size:14px;border-top:2px solid #c9a96e;border-bottom:2px solid #c9a96e">
<tr><td>Reservation code</td><td><b>HX4K9T</b></td></tr>
<tr><td>Guest</td><td>Marco Bellini (+1 guest)</td></tr>
<tr><td>Arrival</td><td>Friday, 25 April 2025 (check-in from 15:00)</td></tr>
<tr><td>Departure</td><td>Monday, 28 April 2025 (check-out until 11:00)</td></tr>
<tr><td>Room</td><td>Superior Double, river view, room type SDRV</td></tr>
<tr><td>Rate</td><td>Bed &amp; breakfast, flexible &ndash; EUR 189.00 per night</td></tr>
<tr><td>Total</td><td>EUR 567.00 + city tax EUR 12.00 (EUR 2/person/night)</td></tr>
<tr><td>Guarantee</td><td>Visa ending 0917</td></tr>
</table>
<p>Free cancellation until 23 April 2025, 23:59 (Lisbon time). <a href="https://book.casalumiere.example/manage?res=HX4K9T">Manage reservation</a></p>
<p style="font-size:11px;color:#888">Casa Lumi&egrave;re Lisboa &middot; Rua das Janelas Verdes 32, 1200-691 Lisboa, Portugal &middot; Tel. +351 21 555 0142 &middot; RNET 4471</p>
</body></html>
"""))

# ---- 0043 team chat: lower-case 6-char login code ------------------------
M(kind="lowercase_alnum", otp="r7t4kz", link=None,
  frm="Chatterbox <feedback@chatterbox.example>",
  to="oliver.grant@brightlane.example",
  subject="Chatterbox confirmation code: r7t4kz",
  date="Fri, 18 Apr 2025 08:51:36 +0000",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""\
Confirm your email address

Your confirmation code is below - enter it in your open browser window and
we'll help you get signed in.

r7t4kz

If you didn't request this email, there's nothing to worry about - you can
safely ignore it.

Workspace: Brightlane Studio (brightlane.chatterbox.example)

Chatterbox Technologies, 500 Howard Street, San Francisco, CA 94105
Our Blog | Policies | Help Center | Chatterbox Community
""",
  html="""\
<html><body style="margin:0;font-family:Lato,Helvetica,Arial,sans-serif;color:#1d1c1d;background:#fff">
<div style="max-width:600px;margin:0 auto;padding:36px 24px">
<img src="https://a.chatterbox-edge.example/80588/img/chatterbox_logo_240.png" width="120" alt="Chatterbox">
<h1 style="font-size:36px;line-height:42px;margin:30px 0">Confirm your email address</h1>
<p style="font-size:20px;line-height:28px">Your confirmation code is below &mdash; enter it in your open browser window and we'll help you get signed in.</p>
<div style="background:#f5f4f5;border-radius:4px;margin:30px 0;padding:40px 10px;text-align:center;font-size:30px;font-family:Menlo,monospace;letter-spacing:4px">r7t4kz</div>
<p style="font-size:16px;color:#434245">If you didn't request this email, there's nothing to worry about &mdash; you can safely ignore it.</p>
<p style="font-size:13px;color:#696969">Workspace: Brightlane Studio (brightlane.chatterbox.example)</p>
<p style="font-size:12px;color:#b7b7b7;margin-top:40px"><a href="https://chatterbox.example/blog" style="color:#b7b7b7">Our Blog</a> &nbsp; <a href="https://chatterbox.example/legal" style="color:#b7b7b7">Policies</a> &nbsp; <a href="https://chatterbox.example/help" style="color:#b7b7b7">Help Center</a> &nbsp; <a href="https://chatterbox.example/community" style="color:#b7b7b7">Chatterbox Community</a><br><br>
&copy;2025 Chatterbox Technologies, LLC, a Saleshub company.<br>500 Howard Street, San Francisco, CA 94105</p>
</div></body></html>
""")

# ---- 0044 smart speaker account linking: digits without the word "code" --
M(kind="no_code_word", otp="804117", link=None,
  frm="Brightnest <accounts@brightnest.example>",
  to="Farah Qureshi <farah.q@homemail.example>",
  subject="Finish linking Brightnest to your voice assistant",
  date="Sat, 19 Apr 2025 18:06:50 +0100",
  text_cte="7bit", html_cte="base64",
  text="""\
Hi Farah,

You're linking your Brightnest account to a voice assistant so you can say
things like "turn the living room lights to 40 percent".

To finish linking, enter 804 117 on the page that's open in your browser.
These digits work for 10 minutes.

Devices that will be shared: 7 (4 bulbs, 2 plugs, 1 thermostat)
Home: "Flat 3, Ashdown Court"

Not you? Don't type anything - just close the page. Nothing will be linked.

Brightnest Ltd, 20 Station Road, Cambridge CB1 2JD
Support: 01223 555 060
""",
  html="""\
<html><body style="font-family:Nunito,Arial,sans-serif;background:#fffaf0;color:#333;margin:0">
<div style="max-width:520px;margin:0 auto;background:#fff;padding:28px;border-radius:10px">
<img src="https://static.brightnest.example/mail/logo-sun.png" alt="Brightnest" width="48">
<h2>Hi Farah,</h2>
<p>You're linking your Brightnest account to a voice assistant so you can say things like &ldquo;turn the living room lights to 40 percent&rdquo;.</p>
<p>To finish linking, enter these digits on the page that's open in your browser:</p>
<p style="font-size:32px;font-weight:800;letter-spacing:6px;text-align:center;color:#ff8c00">804&nbsp;117</p>
<p style="font-size:13px;color:#777">They work for 10 minutes.</p>
<p style="font-size:13px">Devices that will be shared: 7 (4 bulbs, 2 plugs, 1 thermostat)<br>Home: &ldquo;Flat 3, Ashdown Court&rdquo;</p>
<p style="font-size:13px">Not you? Don't type anything &ndash; just close the page. Nothing will be linked.</p>
<p style="font-size:11px;color:#aaa">Brightnest Ltd, 20 Station Road, Cambridge CB1 2JD &middot; Support: 01223 555 060 &middot; <a href="https://brightnest.example/privacy" style="color:#aaa">Privacy</a></p>
</div></body></html>
""")

# ---- 0045 online game: "login key" with a hyphen separator ---------------
M(kind="no_code_word", otp="9QX47MZP", link=None,
  frm="Riftborne Account Services <noreply@account.riftborne.example>",
  to="moonfang <yuki.tanabe@gamer-mail.example>",
  subject="Riftborne login key",
  date="Sun, 20 Apr 2025 01:33:17 +0900",
  text_cte="7bit",
  text="""\
=====================================================
             R I F T B O R N E
=====================================================

Summoner moonfang,

A login from a new location needs your approval.

    Login key:   9QX4-7MZP

Type the key into the client (the dash is optional). It expires in
15 minutes.

    Location:    Tokyo, JP
    Client:      Riftborne Launcher 14.8.612 (Windows)
    Time:        2025-04-20 01:32 JST

Account level 187  |  Region: JP1  |  Season 2025 Split 1

Never give your key to anyone claiming to be a Game Master. GMs never ask
for keys or passwords.

-- Riftborne Account Services
Halcyon Forge Interactive K.K., 2-11-1 Shibuya, Shibuya-ku, Tokyo 150-0002
""")

# ---- 0046 payroll portal: "temporary access number" ---------------------
M(kind="no_code_word", otp="713022", link=None,
  frm="Ledgerly Payroll <notifications@ledgerly.example>",
  to="marcus.obi@greenfield-clinic.example",
  subject="Ledgerly Payroll - temporary access",
  date="Mon, 21 Apr 2025 07:45:09 -0500",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""\
Hello Marcus,

We received a request to access your Ledgerly Payroll employee account
(Greenfield Family Clinic, employer ID 4409-117).

Temporary access number: 713 022

Type this number on the sign-in screen within 10 minutes. After you sign
in you can view your W-2 for 2024 and your direct deposit details.

Your next pay date is Friday, April 25, 2025 (pay period 04/06 - 04/19).

Questions about your pay? Contact Greenfield Family Clinic payroll at
(312) 555-0187.

Ledgerly, Inc. | 233 S Wacker Dr, Chicago, IL 60606
""",
  html="""\
<html><body style="font-family:Arial,sans-serif;color:#2b2f33">
<table width="560" cellpadding="18" style="border:1px solid #dfe3e6">
<tr><td style="background:#0f5132;color:#fff;font-size:18px">Ledgerly Payroll</td></tr>
<tr><td>
<p>Hello Marcus,</p>
<p>We received a request to access your Ledgerly Payroll employee account (Greenfield Family Clinic, employer ID 4409-117).</p>
<table cellpadding="8" style="background:#eef6f1"><tr><td>Temporary access number</td><td style="font-size:24px;font-weight:bold;letter-spacing:2px">713 022</td></tr></table>
<p>Type this number on the sign-in screen within 10 minutes. After you sign in you can view your W-2 for 2024 and your direct deposit details.</p>
<p style="font-size:13px">Your next pay date is Friday, April 25, 2025 (pay period 04/06 &ndash; 04/19).</p>
<p style="font-size:12px;color:#6c757d">Questions about your pay? Contact Greenfield Family Clinic payroll at (312) 555-0187.<br>Ledgerly, Inc. | 233 S Wacker Dr, Chicago, IL 60606 | <a href="https://www.ledgerly.example/privacy">Privacy</a></p>
</td></tr></table></body></html>
""")

# ---- 0047 credit union card check: code among amounts, dates, phones -----
M(kind="phone_and_dates", otp="6620", link=None,
  frm="Cascade Valley Credit Union <alerts@cascadevalleycu.example>",
  to="brenda.simmons@northmail.example",
  subject="Verify a purchase on your debit card ending 4417",
  date="Tue, 22 Apr 2025 14:33:58 -0700",
  text_cte="7bit",
  text="""\
CASCADE VALLEY CREDIT UNION - Card Alert

Hi Brenda,

We stopped a purchase on your Visa debit card ending 4417 until we hear
from you:

  Merchant:  OUTDOORGEAR*ONLINE 800-555-0114 WA
  Amount:    $312.40
  Date:      04/22/2025 at 2:32 PM PT
  Card:      Visa Debit ...4417 (account ...9902)

If you made this purchase, enter verification code 6620 on the merchant's
checkout page (or in the CVCU app under Card Alerts) and try the purchase
again within 30 minutes.

If you did NOT make this purchase, call us at 1-800-555-0191 (24/7) and
your card will be blocked right away. Member number: 118-40-2273.

Cascade Valley Credit Union, 4500 Pacific Ave SE, Lacey, WA 98503
Federally insured by NCUA. Equal Housing Opportunity. NMLS #411902.
""")

# ---- 0048 dating app: e-mail verification link with many decoys ---------
M(kind="magic_link", otp=None,
  link="https://kindred.example/v1/email/verify?token=kdr_ev_9bT4xW2mQ7pZ1rL8vK3nC6hY0sJ5dF&user=u_3391047&redirect=app",
  frm="Kindred <team@kindred.example>",
  to="alex.moreno@quickmail.example",
  subject="Verify your email, Alex 👋",
  date="Wed, 23 Apr 2025 20:02:11 +0000",
  html_cte="quoted-printable",
  html="""\
<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#f7f3ee;font-family:'Modern Era',Helvetica,Arial,sans-serif;color:#2a2a2a">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px">
<table width="480" cellpadding="0" cellspacing="0">
<tr><td style="font-size:11px;color:#8a8a8a;text-align:center;padding-bottom:12px"><a href="https://kindred.example/email/web-view?mid=ev_3391047_20250423" style="color:#8a8a8a">Having trouble viewing this email?</a></td></tr>
<tr><td style="background:#fff;border-radius:12px;padding:36px 32px">
<img src="https://kindred.example/static/email/kindred-k.png" width="44" height="44" alt="Kindred">
<h1 style="font-size:26px;font-weight:600;margin:20px 0 12px">One last thing, Alex</h1>
<p style="font-size:16px;line-height:1.5">Verify your email so we can keep your account secure and let you know when someone likes you back.</p>
<p style="margin:28px 0"><a href="https://kindred.example/v1/email/verify?token=kdr_ev_9bT4xW2mQ7pZ1rL8vK3nC6hY0sJ5dF&amp;user=u_3391047&amp;redirect=app" style="display:inline-block;background:#2a2a2a;color:#fff;padding:14px 34px;border-radius:30px;text-decoration:none;font-weight:600">Verify email</a></p>
<p style="font-size:13px;color:#777">Didn't sign up for Kindred? Someone may have typed your address by mistake. <a href="https://kindred.example/v1/email/not-me?token=kdr_nm_4Lq8Tz1Wv6Rb2Nx0&amp;user=u_3391047" style="color:#777">Let us know</a> and we'll remove it.</p>
</td></tr>
<tr><td style="padding:20px 10px;text-align:center;font-size:11px;color:#8a8a8a;line-height:1.7">
<a href="https://kindred.example/social/instagram" style="color:#8a8a8a">Instagram</a> &nbsp;&middot;&nbsp; <a href="https://kindred.example/social/tiktok" style="color:#8a8a8a">TikTok</a> &nbsp;&middot;&nbsp; <a href="https://kindred.example/social/youtube" style="color:#8a8a8a">YouTube</a><br>
<a href="https://kindred.example/help" style="color:#8a8a8a">Help</a> &middot; <a href="https://kindred.example/safety" style="color:#8a8a8a">Safety Centre</a> &middot; <a href="https://kindred.example/privacy" style="color:#8a8a8a">Privacy</a> &middot; <a href="https://kindred.example/report" style="color:#8a8a8a">Report a problem</a><br>
Kindred Labs Inc., 902 Broadway, 6th Floor, New York, NY 10010<br>
<a href="https://kindred.example/email/unsubscribe?u=u_3391047&amp;t=Zk1q" style="color:#8a8a8a">Unsubscribe</a></td></tr>
</table>
<img src="https://kindred.example/e/o.gif?m=ev_3391047_20250423" width="1" height="1" alt="">
</td></tr></table></body></html>
""")

# ---- 0049 government tax portal: formal security code mail -------------
M(kind="gov_portal", otp="529881", link=None,
  frm="Revenue Online Service <noreply@ros.revenue-office.example>",
  to="declan.murphy@eirpost.example",
  subject="Revenue Online Service: your security code",
  date="Thu, 24 Apr 2025 11:17:40 +0100",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""\
Revenue Online Service (ROS)

Your security code is: 529881

You requested this code to sign in to myAccount as:
  Name:   DECLAN MURPHY
  PPSN:   ****567T

The security code is valid for 15 minutes and can only be used once. Do
not give this code to anyone. Revenue staff will never contact you asking
for it.

Your Income Tax return for 2024 (Form 11) is due by 31 October 2025
(extended to 13 November 2025 if you pay and file online).

This is an automated email. Please do not reply.

Office of the Revenue Commissioners, Dublin Castle, Dublin 2, D02 F342.
If you have a query, contact us through MyEnquiries or call the National
Contact Service on +353 1 555 0800 (Mon-Fri, 9.30am - 4.00pm).

Data protection: Revenue processes personal data in accordance with the
General Data Protection Regulation (EU) 2016/679 and the Data Protection
Act 2018. Further information is set out in our Privacy Notice.
""",
  html="""\
<html><body style="font-family:Lato,Arial,sans-serif;color:#1b1b1b;margin:0">
<div style="background:#004d44;padding:14px 24px;color:#fff;font-size:18px">Revenue Online Service (ROS)</div>
<div style="padding:24px;max-width:600px">
<p style="font-size:18px">Your security code is: <strong>529881</strong></p>
<p>You requested this code to sign in to myAccount as:</p>
<table cellpadding="4" style="font-size:14px"><tr><td>Name</td><td>DECLAN MURPHY</td></tr><tr><td>PPSN</td><td>****567T</td></tr></table>
<p>The security code is valid for 15 minutes and can only be used once. Do not give this code to anyone. Revenue staff will never contact you asking for it.</p>
<p style="border-left:4px solid #004d44;padding-left:10px;font-size:14px">Your Income Tax return for 2024 (Form 11) is due by 31 October 2025 (extended to 13 November 2025 if you pay and file online).</p>
<p style="font-size:12px;color:#555">This is an automated email. Please do not reply.<br>Office of the Revenue Commissioners, Dublin Castle, Dublin 2, D02 F342. If you have a query, contact us through MyEnquiries or call the National Contact Service on +353 1 555 0800 (Mon&ndash;Fri, 9.30am &ndash; 4.00pm).</p>
<p style="font-size:11px;color:#777">Data protection: Revenue processes personal data in accordance with the General Data Protection Regulation (EU) 2016/679 and the Data Protection Act 2018. Further information is set out in our <a href="https://www.revenue-office.example/en/online-services/privacy-notice.aspx">Privacy Notice</a>.</p>
</div></body></html>
""")

# ---- 0050 healthcare portal: "new message" notification, no code --------
M(kind="notification_no_code", otp=None, link=None,
  frm="MyRiverside Health <donotreply@myriverside.riversidehealth.example>",
  to="gloria.nguyen@mailbox.example",
  subject="You have a new message in MyRiverside",
  date="Fri, 25 Apr 2025 16:05:33 -0500",
  text_cte="7bit", html_cte="quoted-printable",
  text="""\
Dear Gloria Nguyen,

You have a new message from your care team in MyRiverside.

  From:      Dr. Anita Raman, Internal Medicine
  Received:  04/25/2025 4:04 PM
  Regarding: Lab results - ordered 04/21/2025

For your privacy, the message content is only available after you log in.
Log in at https://myriverside.riversidehealth.example/ or open the
MyRiverside app.

Upcoming appointment: Tue 05/06/2025 at 9:20 AM, Riverside Medical Plaza,
Suite 310, 1450 Riverside Dr, Fort Worth, TX 76111. Please arrive 15
minutes early. To cancel or reschedule call (817) 555-0126.

Patient account #: 2207714   MRN: E10447815

This email was sent from a notification-only address that cannot accept
incoming email. Please do not reply to this message. If you are
experiencing a medical emergency, call 911.

CONFIDENTIALITY NOTICE: This email, including any attachments, is for the
sole use of the intended recipient and may contain confidential and
privileged information protected by federal and state law, including the
Health Insurance Portability and Accountability Act (HIPAA). Any
unauthorized review, use, disclosure or distribution is prohibited. If you
are not the intended recipient, please contact the sender and destroy all
copies of the original message.
""",
  html="""\
<html><body style="font-family:Arial,sans-serif;color:#222">
<table width="600" cellpadding="16"><tr><td style="border-bottom:3px solid #00629b"><img src="https://myriverside.riversidehealth.example/images/email/myriverside-logo.png" alt="MyRiverside" height="36"></td></tr>
<tr><td>
<p>Dear Gloria Nguyen,</p>
<p>You have a new message from your care team in MyRiverside.</p>
<table cellpadding="4" style="font-size:14px;background:#f2f7fb">
<tr><td>From</td><td>Dr. Anita Raman, Internal Medicine</td></tr>
<tr><td>Received</td><td>04/25/2025 4:04 PM</td></tr>
<tr><td>Regarding</td><td>Lab results &ndash; ordered 04/21/2025</td></tr></table>
<p>For your privacy, the message content is only available after you log in.</p>
<p><a href="https://myriverside.riversidehealth.example/" style="background:#00629b;color:#fff;padding:10px 18px;text-decoration:none">Log in to MyRiverside</a></p>
<p style="font-size:13px">Upcoming appointment: Tue 05/06/2025 at 9:20 AM, Riverside Medical Plaza, Suite 310, 1450 Riverside Dr, Fort Worth, TX 76111. Please arrive 15 minutes early. To cancel or reschedule call (817) 555-0126.</p>
<p style="font-size:12px;color:#555">Patient account #: 2207714 &nbsp; MRN: E10447815</p>
<p style="font-size:10px;color:#777">This email was sent from a notification-only address that cannot accept incoming email. If you are experiencing a medical emergency, call 911.<br><br>CONFIDENTIALITY NOTICE: This email, including any attachments, is for the sole use of the intended recipient and may contain confidential and privileged information protected by federal and state law, including the Health Insurance Portability and Accountability Act (HIPAA). Any unauthorized review, use, disclosure or distribution is prohibited. If you are not the intended recipient, please contact the sender and destroy all copies of the original message.</p>
</td></tr></table></body></html>
""")

# ---- 0051 university IT: one-time MFA bypass passcode ------------------
M(kind="mfa_bypass", otp="61447209", link=None,
  frm="Ashford College Technology Help Desk <helpdesk@ashford.edu.example>",
  to='"Prof. Elena Vasquez" <evasquez@ashford.edu.example>',
  subject="RE: Ticket INC0419927 - lost phone, can't complete MFA",
  date="Mon, 28 Apr 2025 10:48:20 -0400",
  text_cte="7bit",
  headers=[("X-ServiceNow-Ticket", "INC0419927")],
  text="""\
Hello Professor Vasquez,

Per your call this morning (identity verified with your ACID A00871123 and
date of birth), I've issued a one-time bypass passcode so you can sign in
while your new phone is being set up.

    One-time passcode: 61447209

When the sign-in page asks you to approve with the authenticator app,
choose "Other options" -> "Enter a passcode" and type the 8 digits above.
The passcode works ONCE and expires today, 04/28/2025 at 11:59 PM.

Afterwards please re-enroll your new phone at
https://mfa.ashford.edu.example/enroll (takes about 5 minutes).

Ticket:    INC0419927
Priority:  3 - Moderate
Assigned:  Tier 1 Service Desk / Jordan Reyes

Technology Help Desk | Ashford College
Room 114, Whitman Library, 300 College Ave, Ashford, CT 06278
(860) 555-0144 | Mon-Fri 7:30am-8pm, Sat 10am-4pm

-----Original Message-----
From: Elena Vasquez
Sent: Monday, April 28, 2025 8:12 AM
To: Technology Help Desk
Subject: lost phone, can't complete MFA

Hi, my phone was stolen on the train Saturday. I teach at 1:00 (BIO 2210,
Room 208) and need Canvas access before then. My office extension is 4471.
""")

# ---- 0052 marketplace seller sign-in: code among prices and IDs ---------
M(kind="phone_and_dates", otp="449012", link=None,
  frm="Tradeloop Seller Hub <seller-security@tradeloop.example>",
  to="vintagevinyl_uk <orders@vintagevinyl-shop.example>",
  subject="Sign-in to Seller Hub from a new browser",
  date="Tue, 29 Apr 2025 08:26:04 +0100",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""\
Hi vintagevinyl_uk,

Enter 449 012 to sign in to Seller Hub. This code expires at 08:41 BST.

Since your last visit:
  - 3 new orders (#26-11847-90215, #26-11848-03377, #26-11851-61102)
  - Total sales today: £184.50
  - 1 buyer message about "Kind of Blue - 1959 UK mono pressing" (£95.00)
  - Payout of £1,206.37 scheduled for 02 May 2025 to account ending 5531

Didn't try to sign in? Change your password and call Seller Support on
0800 555 0153.

Tradeloop Europe SARL, 22-24 Boulevard Royal, L-2449 Luxembourg
""",
  html="""\
<html><body style="font-family:'Market Sans',Arial,sans-serif;color:#191919">
<div style="max-width:580px;margin:0 auto;padding:20px">
<img src="https://ir.tradeloop.example/images/seller-hub-logo.png" alt="Tradeloop Seller Hub" height="28">
<p>Hi vintagevinyl_uk,</p>
<p style="font-size:18px">Enter <b style="font-size:26px;letter-spacing:3px">449 012</b> to sign in to Seller Hub.</p>
<p style="font-size:13px;color:#707070">This code expires at 08:41 BST.</p>
<h4>Since your last visit</h4>
<ul style="font-size:14px">
<li>3 new orders (#26-11847-90215, #26-11848-03377, #26-11851-61102)</li>
<li>Total sales today: &pound;184.50</li>
<li>1 buyer message about &ldquo;Kind of Blue &ndash; 1959 UK mono pressing&rdquo; (&pound;95.00)</li>
<li>Payout of &pound;1,206.37 scheduled for 02 May 2025 to account ending 5531</li>
</ul>
<p style="font-size:13px">Didn't try to sign in? <a href="https://www.tradeloop.example/account/security/password">Change your password</a> and call Seller Support on 0800 555 0153.</p>
<p style="font-size:11px;color:#707070">Tradeloop Europe SARL, 22-24 Boulevard Royal, L-2449 Luxembourg &middot; <a href="https://www.tradeloop.example/help/policies/privacy">Privacy</a> &middot; <a href="https://www.tradeloop.example/sh/settings/notifications">Notification preferences</a></p>
</div></body></html>
""")

# ---- 0053 small business: class booking with a door code, no OTP --------
M(kind="decoy_codes", otp=None, link=None,
  frm="Stillpoint Yoga <hello@stillpointyoga.example>",
  to="rosie.adams@mailbox.example",
  subject="You're booked: Sunrise Vinyasa, Thu 1 May 06:45",
  date="Wed, 30 Apr 2025 19:10:44 +0100",
  text_cte="8bit",
  text="""\
Hi Rosie ✿

You're booked in!

  Class:     Sunrise Vinyasa (60 min) with Priya
  When:      Thursday 1 May, 06:45 – 07:45
  Where:     Studio 2, 41 Gloucester Road, Bristol BS7 8AD
  Booking:   #SY-20917
  Credits:   1 used, 7 left on your 10-class pass (expires 31/07/2025)

The front door is locked before 7am. Use the keypad: door code 4471#
(it changes every month – please don't share it outside the studio).

Mats are free to borrow. Please arrive 10 minutes early; the doors close
at 06:45 sharp.

Need to cancel? Do it by 20:45 tonight to keep your credit:
https://stillpointyoga.example/account/bookings

Bring a friend this month with code FRIENDMAY for their first class free.

Namaste,
Kat & the Stillpoint team
07700 900 418 · Stillpoint Yoga Ltd, company no. 12877104
""")

# ---- 0054 social network: user name with digits + sign-in code ---------
M(kind="username_digits", otp="190452", link=None,
  frm="Pictogram <security@mail.pictogram.example>",
  to="jess_93 <jessica.t1993@mailbox.example>",
  subject="190452 is your Pictogram code",
  date="Thu, 01 May 2025 23:47:15 +0000",
  text_cte="base64", html_cte="quoted-printable",
  text="""\
Hi jess_93,

Someone tried to log in to your Pictogram account. If this was you, please
use the following code to confirm your identity:

190452

If this was you, you can safely ignore the rest of this message.

If this wasn't you, please secure your account:
https://www.pictogram.example/accounts/secure/?uid=58301947&nonce=Hq7TcP2s

Login details: Pictogram for Android 372.0.0.44.96, Manchester, United
Kingdom, May 1 at 11:46 PM (GMT).

from
Pictogram Inc., Attention: Community Support, 1 Pictogram Way, Menlo Park,
CA 94025
This message was sent to jessica.t1993@mailbox.example and intended for
jess_93. Not your account? Remove your email from this account.
""",
  html="""\
<html><body style="margin:0;padding:0;background:#ffffff">
<table width="100%" cellpadding="0" cellspacing="0" style="font-family:Helvetica Neue,Helvetica,Lucida Grande,tahoma,verdana,arial,sans-serif;color:#262626">
<tr><td align="center"><table width="430" cellpadding="0" cellspacing="0">
<tr><td style="padding:16px 0"><img src="https://static.pictogram.example/email/wordmark.png" height="29" alt="Pictogram"></td></tr>
<tr><td style="font-size:16px;line-height:21px;padding-bottom:12px">Hi jess_93,</td></tr>
<tr><td style="font-size:16px;line-height:21px;padding-bottom:12px">Someone tried to log in to your Pictogram account. If this was you, please use the following code to confirm your identity:</td></tr>
<tr><td style="padding:8px 0 16px"><table cellpadding="0" cellspacing="0"><tr><td style="font-size:28px;font-weight:600;padding:10px 14px;background:#f2f2f2;border-radius:6px;border:1px solid #dbdbdb">190452</td></tr></table></td></tr>
<tr><td style="font-size:16px;line-height:21px;padding-bottom:12px">If this was you, you can safely ignore the rest of this message.</td></tr>
<tr><td style="font-size:16px;line-height:21px;padding-bottom:12px">If this wasn't you, please <a href="https://www.pictogram.example/accounts/secure/?uid=58301947&amp;nonce=Hq7TcP2s" style="color:#0095f6;text-decoration:none">secure your account</a>.</td></tr>
<tr><td style="font-size:12px;color:#8e8e8e;line-height:16px;padding-bottom:16px">Login details: Pictogram for Android 372.0.0.44.96, Manchester, United Kingdom, May 1 at 11:46 PM (GMT).</td></tr>
<tr><td style="border-top:1px solid #dbdbdb;font-size:11px;color:#abadae;padding-top:12px;line-height:16px">from<br><img src="https://static.pictogram.example/email/company-logo.png" height="12" alt="Pictogram Inc."><br>
&copy; Pictogram Inc., Attention: Community Support, 1 Pictogram Way, Menlo Park, CA 94025<br>
This message was sent to jessica.t1993@mailbox.example and intended for jess_93. Not your account? <a href="https://www.pictogram.example/accounts/remove/revoke_wrong_email/?uidb36=yj4k1&amp;token=c8Ab1T" style="color:#abadae">Remove your email</a> from this account.</td></tr>
</table></td></tr></table></body></html>
""")

# ---- 0055 security camera maker: firmware release notes, numbers only ---
M(kind="newsletter_numbers", otp=None, link=None,
  frm="Owlcam Updates <updates@owlcam.example>",
  to="h.mueller@heimnetz.example",
  subject="Firmware 2.9.14 is rolling out to your 3 Owlcam devices",
  date="Fri, 02 May 2025 15:00:07 +0200",
  text_cte="quoted-printable", html_cte="base64",
  text="""\
Hello Heinz,

Firmware 2.9.14 (build 20250428.1133) is rolling out to your devices over
the next 72 hours. No action is needed - cameras update overnight between
02:00 and 05:00 local time.

Your devices
  Garden Cam      Owlcam Outdoor 4K   S/N OWL4K-22B0-11873   2.9.11 -> 2.9.14
  Garage Cam      Owlcam Outdoor 4K   S/N OWL4K-22B0-11874   2.9.11 -> 2.9.14
  Hallway         Owlcam Indoor 2K    S/N OWL2K-23A7-40219   2.8.30 -> 2.9.14

What's new in 2.9.14
  * Person detection is 18% more accurate at night (tested at < 5 lux)
  * Fixes battery drain on Outdoor 4K when Wi-Fi RSSI is below -75 dBm
  * Adds 5 GHz support on channels 36-48 for Indoor 2K
  * Security: fixes CVE-2025-31802 (RTSP auth bypass, CVSS 8.1)

Your Owlcam Secure plan (3 cameras, 30-day history) renews on 19 May 2025
for EUR 99.99 / year.

Owlcam Europe GmbH, Rosenheimer Str. 145, 81671 München
Registergericht München HRB 245118 · USt-IdNr. DE 318 447 902
Manage email settings: https://account.owlcam.example/settings/email
""",
  html="""\
<html><body style="font-family:Roboto,Arial,sans-serif;color:#263238;background:#eceff1;margin:0">
<div style="max-width:600px;margin:0 auto;background:#fff">
<div style="background:#37474f;padding:16px 24px"><img src="https://cdn.owlcam.example/mail/owlcam-white.png" alt="Owlcam" height="28"></div>
<div style="padding:24px">
<p>Hello Heinz,</p>
<p><b>Firmware 2.9.14</b> (build 20250428.1133) is rolling out to your devices over the next 72 hours. No action is needed &ndash; cameras update overnight between 02:00 and 05:00 local time.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-collapse:collapse">
<tr style="background:#eceff1"><th align="left">Device</th><th align="left">Model</th><th align="left">Serial</th><th align="left">Version</th></tr>
<tr><td>Garden Cam</td><td>Owlcam Outdoor 4K</td><td>OWL4K-22B0-11873</td><td>2.9.11 &rarr; 2.9.14</td></tr>
<tr><td>Garage Cam</td><td>Owlcam Outdoor 4K</td><td>OWL4K-22B0-11874</td><td>2.9.11 &rarr; 2.9.14</td></tr>
<tr><td>Hallway</td><td>Owlcam Indoor 2K</td><td>OWL2K-23A7-40219</td><td>2.8.30 &rarr; 2.9.14</td></tr>
</table>
<h3>What's new in 2.9.14</h3>
<ul style="font-size:14px">
<li>Person detection is 18% more accurate at night (tested at &lt; 5 lux)</li>
<li>Fixes battery drain on Outdoor 4K when Wi-Fi RSSI is below -75 dBm</li>
<li>Adds 5 GHz support on channels 36&ndash;48 for Indoor 2K</li>
<li>Security: fixes CVE-2025-31802 (RTSP auth bypass, CVSS 8.1)</li>
</ul>
<p style="font-size:13px">Your Owlcam Secure plan (3 cameras, 30-day history) renews on 19 May 2025 for EUR 99.99 / year. <a href="https://account.owlcam.example/subscription">Manage plan</a></p>
</div>
<div style="padding:16px 24px;font-size:11px;color:#78909c;background:#fafafa">Owlcam Europe GmbH, Rosenheimer Str. 145, 81671 M&uuml;nchen &middot; Registergericht M&uuml;nchen HRB 245118 &middot; USt-IdNr. DE 318 447 902<br>
<a href="https://account.owlcam.example/settings/email">Manage email settings</a> &middot; <a href="https://owlcam.example/de/impressum">Impressum</a> &middot; <a href="https://owlcam.example/de/datenschutz">Datenschutz</a></div>
</div></body></html>
""")

# ---- 0056 cloud console: budget alert with account IDs, no code --------
M(kind="newsletter_numbers", otp=None, link=None,
  frm="Cirrusgrid Billing <billing-alerts@cirrusgrid.example>",
  to="finops@quantaforge.example",
  subject="[Budget alert] 'prod-monthly' has reached 90% of USD 12,000.00",
  date="Sat, 03 May 2025 04:12:55 +0000",
  text_cte="7bit",
  text="""\
Cirrusgrid Budgets

Budget 'prod-monthly' has exceeded the 90% threshold.

  Billing account:   01A7F3-9C22B1-4D88E0 (QuantaForge Ltd)
  Project(s):        qf-prod-eu (412880193377), qf-prod-us (412880193901)
  Budget period:     May 1 - May 31, 2025
  Budget amount:     USD 12,000.00
  Current spend:     USD 10,874.16 (90.6%)
  Forecast:          USD 14,302.50 (119.2%)

Top services this period:
  Compute Engine ........... USD 6,118.40
  Cloud SQL ................ USD 2,207.95
  Network egress ........... USD 1,390.02
  BigQuery analysis ........ USD   811.77

Alert thresholds: 50%, 75%, 90% (this alert), 100%.

View budget: https://console.cirrusgrid.example/billing/01A7F3-9C22B1-4D88E0/budgets/b-77c91e
This notification was sent to billing admins of the billing account. To
change who receives budget alerts, edit the budget's notification
settings.

Cirrusgrid LLC, 1600 Amphitheatre Pkwy, Mountain View, CA 94043
""")

# ---- 0057 password manager: code in box drawing plus a verify link ------
M(kind="ascii_box", otp="275806",
  link="https://my.keyloft.example/signup/verify-email?flow=f_6QJ2ZK1N8XW&code=275806&sig=MEUCIQD3kq9vR7a2",
  frm="Keyloft <hello@keyloft.example>",
  to="tom.reyes@outpost.example",
  subject="Keyloft: confirm your email address",
  date="Sun, 04 May 2025 12:01:33 -0700",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""\
Welcome to Keyloft, Tom.

Confirm your email address to finish creating your account. Type this
code in the Keyloft app:

    ┌───────────────────────┐
    │                       │
    │     2 7 5   8 0 6     │
    │                       │
    └───────────────────────┘

...or confirm from this device:
https://my.keyloft.example/signup/verify-email?flow=f_6QJ2ZK1N8XW&code=275806&sig=MEUCIQD3kq9vR7a2

The code and link expire in 30 minutes.

Next: print your Emergency Kit. It holds your Secret Key (starts with
A3-...) which you'll need, together with your account password, to sign in
on a new device. Keyloft cannot recover it for you.

Keyloft Inc. · 4200 Bay Street, Suite 1100, Toronto, ON M5J 2J3, Canada
""",
  html="""\
<html><body style="margin:0;background:#f0f4fb;font-family:'SF Pro Text',Helvetica,Arial,sans-serif;color:#1a285f">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 8px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px">
<tr><td style="padding:28px 32px 8px"><img src="https://my.keyloft.example/static/email/keyloft-logo.png" alt="Keyloft" height="30"></td></tr>
<tr><td style="padding:8px 32px"><h2 style="font-weight:600">Welcome to Keyloft, Tom.</h2>
<p>Confirm your email address to finish creating your account. Type this code in the Keyloft app:</p></td></tr>
<tr><td align="center" style="padding:8px 32px 20px"><div style="display:inline-block;border:2px solid #1a285f;border-radius:8px;padding:16px 28px;font-family:'SF Mono',Menlo,monospace;font-size:30px;letter-spacing:8px">275&nbsp;806</div></td></tr>
<tr><td align="center" style="padding:0 32px 20px">&hellip;or <a href="https://my.keyloft.example/signup/verify-email?flow=f_6QJ2ZK1N8XW&amp;code=275806&amp;sig=MEUCIQD3kq9vR7a2" style="color:#0572ec;font-weight:600">confirm from this device</a></td></tr>
<tr><td style="padding:0 32px 20px;font-size:13px;color:#5b6a8f">The code and link expire in 30 minutes.</td></tr>
<tr><td style="padding:0 32px 24px;font-size:13px;background:#fff9e6">Next: print your <b>Emergency Kit</b>. It holds your Secret Key (starts with A3-&hellip;) which you'll need, together with your account password, to sign in on a new device. Keyloft cannot recover it for you.</td></tr>
<tr><td style="padding:16px 32px;font-size:11px;color:#8a96b5">Keyloft Inc. &middot; 4200 Bay Street, Suite 1100, Toronto, ON M5J 2J3, Canada<br><a href="https://keyloft.example/legal/privacy" style="color:#8a96b5">Privacy</a> &middot; <a href="https://support.keyloft.example" style="color:#8a96b5">Support</a></td></tr>
</table></td></tr></table></body></html>
""")

# ---- 0058 crypto exchange: new code issued, previous code void ---------
M(kind="new_and_old_code", otp="770318", link=None,
  frm="Hashport Security <security@hashport.example>",
  to="v.petrov@mailbox.example",
  subject="[Hashport] New email verification code (previous code expired)",
  date="Mon, 05 May 2025 09:19:42 +0000",
  text_cte="7bit", html_cte="quoted-printable",
  text="""\
Hashport

Dear user,

The email verification code we sent at 09:12 (UTC) has expired and can no
longer be used:

    Expired code:  114 963   (sent 2025-05-05 09:12:07 UTC)

Here is your new email verification code for "Add API key":

    New code:      770 318   (valid until 2025-05-05 09:29:42 UTC)

API key label: tradingbot-v2 | Permissions: Read, Spot trade | IP whitelist:
203.0.113.15, 203.0.113.16

Hashport staff will never ask for your verification codes. If you did not
request this, freeze your account: https://www.hashport.example/account/freeze

Anti-phishing phrase: ** blue heron **

Hashport Ltd | Suite 1, 2nd Floor, Sound & Vision House, Francis Rachel
Street, Victoria, Mahe, Seychelles | Risk warning: cryptocurrency trading
is subject to high market risk.
""",
  html="""\
<html><body style="font-family:Arial,sans-serif;background:#f5f6fa;margin:0;color:#1e2329">
<div style="max-width:560px;margin:24px auto;background:#fff;padding:28px">
<div style="font-size:12px;color:#707a8a;text-align:right">Anti-phishing phrase: <b>blue heron</b></div>
<h2 style="margin-top:8px">Hashport</h2>
<p>Dear user,</p>
<p>The email verification code we sent at 09:12 (UTC) has expired and can no longer be used:</p>
<p style="color:#aab;text-decoration:line-through;font-size:18px">114 963</p>
<p>Here is your new email verification code for &ldquo;Add API key&rdquo;:</p>
<p style="font-size:32px;font-weight:bold;color:#1652f0;letter-spacing:4px">770 318</p>
<p style="font-size:12px;color:#707a8a">Valid until 2025-05-05 09:29:42 UTC</p>
<p style="font-size:13px">API key label: tradingbot-v2 &middot; Permissions: Read, Spot trade &middot; IP whitelist: 203.0.113.15, 203.0.113.16</p>
<p style="font-size:13px">Hashport staff will never ask for your verification codes. If you did not request this, <a href="https://www.hashport.example/account/freeze">freeze your account</a>.</p>
<p style="font-size:10px;color:#999">Hashport Ltd | Suite 1, 2nd Floor, Sound &amp; Vision House, Francis Rachel Street, Victoria, Mahe, Seychelles | Risk warning: cryptocurrency trading is subject to high market risk.</p>
</div></body></html>
""")

# ---- 0059 cloud console: password reset link, tracked + raw ------------
M(kind="magic_link", otp=None,
  link="https://email.cirrusgrid.example/ls/click?upn=CG.c2VjdXJpdHk-2FcmVzZXQ-2Fv2-3Ftb2tlbj1jZ19wcl84ZlQyd1E5eEw0bVI3a1oxdlAzbkI2c0g-3D&rid=pr_2919",
  link_alt=["https://accounts.cirrusgrid.example/security/reset/v2?token=cg_pr_8fT2wQ9xL4mR7kZ1vP3nB6sH&acct=ops%40quantaforge.example"],
  frm="Cirrusgrid Accounts <accounts-noreply@cirrusgrid.example>",
  to="ops@quantaforge.example",
  subject="Reset your Cirrusgrid password",
  date="Tue, 06 May 2025 18:44:27 +0000",
  text_cte="7bit", html_cte="quoted-printable",
  text="""\
Cirrusgrid

Hi,

We received a request to reset the password for the Cirrusgrid account
ops@quantaforge.example (organization: quantaforge.example, org ID
708221945310).

Reset your password:
https://accounts.cirrusgrid.example/security/reset/v2?token=cg_pr_8fT2wQ9xL4mR7kZ1vP3nB6sH&acct=ops%40quantaforge.example

This link expires in 1 hour. After you reset your password, all existing
sessions and service-account keys created by this user stay active - you
can review them in IAM.

Didn't request this? Your password hasn't changed. Check recent activity:
https://accounts.cirrusgrid.example/security/activity

Cirrusgrid LLC, 1600 Amphitheatre Pkwy, Mountain View, CA 94043
You received this mandatory service announcement to update you about
important changes to your Cirrusgrid account.
""",
  html="""\
<html><body style="font-family:Roboto,Arial,sans-serif;background:#fff;color:#202124;margin:0">
<div style="max-width:520px;margin:32px auto;border:1px solid #dadce0;border-radius:8px;padding:36px 32px">
<img src="https://www.cirrusgrid.example/images/branding/cirrusgrid_74x24.png" width="74" height="24" alt="Cirrusgrid">
<h1 style="font-size:22px;font-weight:400;margin:24px 0 16px">Reset your password</h1>
<p style="font-size:14px;line-height:20px">We received a request to reset the password for the Cirrusgrid account <b>ops@quantaforge.example</b> (organization: quantaforge.example, org ID 708221945310).</p>
<p style="margin:28px 0"><a href="https://email.cirrusgrid.example/ls/click?upn=CG.c2VjdXJpdHk-2FcmVzZXQ-2Fv2-3Ftb2tlbj1jZ19wcl84ZlQyd1E5eEw0bVI3a1oxdlAzbkI2c0g-3D&amp;rid=pr_2919" style="background:#1a73e8;color:#fff;padding:10px 24px;border-radius:4px;text-decoration:none;font-size:14px">Reset password</a></p>
<p style="font-size:12px;color:#5f6368">Or paste this link into your browser:<br><a href="https://accounts.cirrusgrid.example/security/reset/v2?token=cg_pr_8fT2wQ9xL4mR7kZ1vP3nB6sH&amp;acct=ops%40quantaforge.example" style="color:#1a73e8;word-break:break-all">https://accounts.cirrusgrid.example/security/reset/v2?token=cg_pr_8fT2wQ9xL4mR7kZ1vP3nB6sH&amp;acct=ops%40quantaforge.example</a></p>
<p style="font-size:12px;color:#5f6368">This link expires in 1 hour. After you reset your password, all existing sessions and service-account keys created by this user stay active &ndash; you can review them in IAM.</p>
<p style="font-size:12px;color:#5f6368">Didn't request this? Your password hasn't changed. <a href="https://email.cirrusgrid.example/ls/click?upn=CG.YWN0aXZpdHk-3D&amp;rid=pr_2919" style="color:#1a73e8">Check recent activity</a></p>
<p style="font-size:11px;color:#70757a;border-top:1px solid #dadce0;padding-top:12px;margin-top:24px">Cirrusgrid LLC, 1600 Amphitheatre Pkwy, Mountain View, CA 94043<br>You received this mandatory service announcement to update you about important changes to your Cirrusgrid account.</p>
</div>
<img src="https://email.cirrusgrid.example/wf/open?upn=CG.b3Blbg-3D&amp;rid=pr_2919" width="1" height="1" alt="">
</body></html>
""")

# ---- 0060 online game: password reset link, HTML + text ---------------
M(kind="magic_link", otp=None,
  link="https://accounts.questline.example/reset-password/confirm?k=ql_rst_Tm9yZGljV29sZjc3XzIwMjUwNTA3_bX9kQ2&region=na",
  frm="Questline Support <no-reply@questline.example>",
  to="NordicWolf77 <mikkel.lund77@spilpost.example>",
  subject="Questline password reset request",
  date="Wed, 07 May 2025 03:15:50 +0000",
  text_cte="quoted-printable", html_cte="base64",
  text="""\
Greetings, NordicWolf77!

We got a request to reset the password for your Questline account
(BattleTag-style ID NordicWolf77#2291, region: Americas).

Reset your password here (valid for 24 hours, single use):
https://accounts.questline.example/reset-password/confirm?k=ql_rst_Tm9yZGljV29sZjc3XzIwMjUwNTA3_bX9kQ2&region=na

Your authenticator stays attached after the reset. Season 7 rewards
(1,250 Crowns) are waiting in your mailbox once you log in.

If you didn't request a reset, no changes were made. You can ignore this
email or visit https://support.questline.example/account-security

Questline Studios, 14 Harbour Exchange Sq, London E14 9GE
Questline is a registered trademark of Questline Studios Ltd.
Ticket reference: QS-RST-9918204
""",
  html="""\
<html><body style="background:#0d1321;margin:0;font-family:'Open Sans',Arial,sans-serif;color:#e0e6f0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#161f33;border:1px solid #2a3a5c">
<tr><td align="center" style="padding:24px"><img src="https://cdn.questline.example/email/ql-crest.png" width="90" alt="Questline"></td></tr>
<tr><td style="padding:0 32px">
<h2 style="color:#f4c95d">Greetings, NordicWolf77!</h2>
<p>We got a request to reset the password for your Questline account (ID NordicWolf77#2291, region: Americas).</p>
<p style="text-align:center;margin:28px 0"><a href="https://accounts.questline.example/reset-password/confirm?k=ql_rst_Tm9yZGljV29sZjc3XzIwMjUwNTA3_bX9kQ2&amp;region=na" style="background:#f4c95d;color:#0d1321;padding:14px 30px;text-decoration:none;font-weight:bold;border-radius:3px">RESET PASSWORD</a></p>
<p style="font-size:13px;color:#a8b3c7">The link is valid for 24 hours and can be used once. Your authenticator stays attached after the reset. Season 7 rewards (1,250 Crowns) are waiting in your mailbox once you log in.</p>
<p style="font-size:13px;color:#a8b3c7">If you didn't request a reset, no changes were made. You can ignore this email or visit <a href="https://support.questline.example/account-security" style="color:#f4c95d">Account Security</a>.</p>
</td></tr>
<tr><td style="padding:20px 32px;font-size:10px;color:#6c7a96">
<a href="https://questline.example/community/discord" style="color:#6c7a96">Discord</a> &middot; <a href="https://questline.example/community/x" style="color:#6c7a96">X</a> &middot; <a href="https://questline.example/community/twitch" style="color:#6c7a96">Twitch</a><br>
Questline Studios, 14 Harbour Exchange Sq, London E14 9GE. Questline is a registered trademark of Questline Studios Ltd.<br>Ticket reference: QS-RST-9918204 &middot; <a href="https://questline.example/legal/privacy" style="color:#6c7a96">Privacy</a></td></tr>
</table></td></tr></table></body></html>
""")


if __name__ == "__main__":
    main()
