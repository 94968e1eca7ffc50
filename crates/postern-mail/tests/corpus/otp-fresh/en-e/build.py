#!/usr/bin/env python3
"""Hand-written test mail for a one-time-code / magic-link extractor.

Writes PREFIX-NNNN.eml and labels.jsonl next to this script and validates them.
Standard library only.
"""
import email
import email.policy
import html as htmllib
import json
import os
import re
import struct
import sys
import zlib
from email.message import EmailMessage

OUT = os.path.dirname(os.path.abspath(__file__))
PREFIX = "he"
LANG = "en"
MESSAGES = []


def M(**kw):
    """Register one hand-written message."""
    MESSAGES.append(kw)


# --------------------------------------------------------------------------
# tiny PNG writer (no third-party libraries)
# --------------------------------------------------------------------------
def png(w, h, fg=(20, 40, 90), bg=(245, 247, 250), stripe=4):
    rows = []
    for y in range(h):
        row = bytearray(b"\x00")
        for x in range(w):
            c = fg if ((x // stripe + y // stripe) % 3 == 0) else bg
            row += bytes(c)
        rows.append(bytes(row))
    raw = b"".join(rows)

    def chunk(t, d):
        return (struct.pack(">I", len(d)) + t + d
                + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF))

    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))


# --------------------------------------------------------------------------
# building
# --------------------------------------------------------------------------
def build(m):
    msg = EmailMessage(policy=email.policy.default)
    msg["From"] = m["frm"]
    msg["To"] = m["to"]
    msg["Subject"] = m["subject"]
    msg["Date"] = m["date"]
    dom = re.search(r"@([A-Za-z0-9.-]+)>?\s*$", m["frm"]).group(1)
    msg["Message-ID"] = m.get("msgid") or "<%s.%d@%s>" % (
        m["mid"], len(m["subject"]) * 7919 + len(m["to"]), dom)
    for k, v in m.get("headers", []):
        msg[k] = v
    text, html = m.get("text"), m.get("html")
    images = m.get("images", [])
    if text is not None and html is not None:
        msg.set_content(text, cte=m.get("text_cte", "quoted-printable"))
        msg.add_alternative(html, subtype="html",
                            cte=m.get("html_cte", "quoted-printable"))
        if images:
            hp = msg.get_payload()[1]
            for cid, data in images:
                hp.add_related(data, "image", "png", cid="<%s>" % cid,
                               disposition="inline", filename=cid.split("@")[0] + ".png")
    elif html is not None:
        msg.set_content(html, subtype="html", cte=m.get("html_cte", "quoted-printable"))
        for cid, data in images:
            msg.add_related(data, "image", "png", cid="<%s>" % cid,
                            disposition="inline", filename=cid.split("@")[0] + ".png")
    else:
        msg.set_content(text, cte=m.get("text_cte", "7bit"))
    pol = email.policy.default
    if m.get("crlf"):
        pol = pol.clone(linesep="\r\n")
    return msg.as_bytes(policy=pol)


# --------------------------------------------------------------------------
# validation
# --------------------------------------------------------------------------
ALLOWED_TLDS = (".example", ".test", ".invalid")
SEP = re.compile(r"[\s\-\u00a0\u2009\u202f\u2007.\u00b7\u2013]+")


def attr_values(h, name):
    out = []
    for mm in re.finditer(r"""\b%s\s*=\s*("([^"]*)"|'([^']*)')""" % name, h, re.I):
        v = mm.group(2) if mm.group(2) is not None else mm.group(3)
        out.append(htmllib.unescape(v))
    return out


def strip_tags(h):
    h = re.sub(r"(?is)<(style|script)\b.*?</\1>", " ", h)
    return htmllib.unescape(re.sub(r"<[^>]+>", "", h))


def validate(fname, raw, lab):
    errs = []
    msg = email.message_from_bytes(raw, policy=email.policy.default)
    for part in msg.walk():
        if part.defects:
            errs.append("defects %r" % part.defects)
        for k, v in part.items():
            if getattr(v, "defects", None):
                errs.append("header defect %s: %r" % (k, v.defects))
    subject = str(msg["subject"] or "")
    texts, htmls = [], []
    for part in msg.walk():
        if part.is_multipart():
            continue
        ct = part.get_content_type()
        if ct == "text/plain":
            texts.append(part.get_content())
        elif ct == "text/html":
            htmls.append(part.get_content())
        elif ct == "image/png":
            data = part.get_content()
            if not data.startswith(b"\x89PNG"):
                errs.append("bad png")
    if not texts and not htmls:
        errs.append("no text content")
    hrefs, alts = [], []
    for h in htmls:
        hrefs += attr_values(h, "href")
        alts += attr_values(h, "alt")
    corpus = [subject] + texts + [strip_tags(h) for h in htmls] + [" ".join(alts)]

    otp = lab["otp"]
    if otp is not None:
        if not re.fullmatch(r"[A-Za-z0-9]{4,8}", otp):
            errs.append("otp not 4-8 alnum: %r" % otp)
        if not any(otp in c for c in corpus) and not any(otp in SEP.sub("", c) for c in corpus):
            errs.append("otp %r not found in content" % otp)

    def link_found(u):
        if htmls:
            return u in hrefs
        return any(u in t for t in texts)

    link = lab["link"]
    if link is not None and not link_found(link):
        errs.append("link not found as href: %s" % link)
    for alt in lab.get("link_alt", []):
        if not (alt in hrefs or any(alt in t for t in texts)):
            errs.append("link_alt not found: %s" % alt)
    if lab.get("link_alt") and link is None:
        errs.append("link_alt without link")

    # every host / mail domain must be reserved
    blob = "\n".join([str(v) for _, v in msg.items()] + corpus + hrefs
                     + [a for h in htmls for a in attr_values(h, "src")])
    for host in re.findall(r"https?://([^/\s\"'<>?#:]+)", blob):
        if not host.lower().endswith(ALLOWED_TLDS):
            errs.append("non-reserved host %s" % host)
    for dom in re.findall(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)", blob):
        if dom.lower().endswith((".png", ".gif", ".jpg", ".svg")):
            continue  # retina image names such as logo@2x.png
        if not dom.lower().endswith(ALLOWED_TLDS):
            errs.append("non-reserved mail domain %s" % dom)
    if lab["lang"] != LANG:
        errs.append("lang")
    return ["%s: %s" % (fname, e) for e in errs]


def main():
    labels, errors = [], []
    fam_count = {}
    seen_fam = set()
    for i, m in enumerate(MESSAGES, 1):
        fname = "%s-%04d.eml" % (PREFIX, i)
        m.setdefault("mid", "%s%04d" % (PREFIX, i))
        raw = build(m)
        with open(os.path.join(OUT, fname), "wb") as f:
            f.write(raw)
        kind = m["kind"]
        fam = m.get("family")
        if fam is None:
            fam_count[kind] = fam_count.get(kind, 0) + 1
            fam = "%s-%s-%02d" % (PREFIX, kind, fam_count[kind])
        if fam in seen_fam:
            errors.append("%s: duplicate family %s" % (fname, fam))
        seen_fam.add(fam)
        lab = {"file": fname, "otp": m.get("otp"), "link": m.get("link"),
               "kind": kind, "lang": LANG, "family": fam}
        if m.get("link_alt"):
            lab["link_alt"] = m["link_alt"]
        errors += validate(fname, raw, lab)
        labels.append(lab)
    with open(os.path.join(OUT, "labels.jsonl"), "w", encoding="utf-8") as f:
        for lab in labels:
            f.write(json.dumps(lab, ensure_ascii=False) + "\n")
    # stale files from earlier runs
    for fn in os.listdir(OUT):
        if fn.startswith(PREFIX + "-") and fn.endswith(".eml") and \
                fn not in {l["file"] for l in labels}:
            os.remove(os.path.join(OUT, fn))
    n = len(labels)
    code = sum(1 for l in labels if l["otp"])
    link = sum(1 for l in labels if l["link"])
    both = sum(1 for l in labels if l["otp"] and l["link"])
    neither = sum(1 for l in labels if not l["otp"] and not l["link"])
    kinds = {}
    for l in labels:
        kinds[l["kind"]] = kinds.get(l["kind"], 0) + 1
    print("messages: %d  code: %d  link: %d  both: %d  neither: %d" % (n, code, link, both, neither))
    for k in sorted(kinds):
        print("  %-20s %d" % (k, kinds[k]))
    if errors:
        print("VALIDATION FAILED (%d):" % len(errors))
        for e in errors:
            print("  " + e)
        return 1
    print("validation passed")
    return 0


# ==========================================================================
# messages
# ==========================================================================

# ---- 1 ------------------------------------------------------------------
M(kind="username_digits", otp="30719", link=None,
  frm="Tinkerers' Bench Forum <noreply@forum.tinkerersbench.example>",
  to="jsmith84@postbox.example",
  subject="Tinkerers' Bench: please confirm it's you",
  date="Sat, 11 Oct 2025 22:47:13 +0100",
  headers=[("X-Mailer", "phpBB3"), ("Auto-Submitted", "auto-generated")],
  text_cte="7bit",
  text="""Hi jsmith84,

Someone (hopefully you) just tried to log in to your account at
Tinkerers' Bench from a browser we haven't seen before:

    Browser: Firefox 131 on Linux
    Time:    11 Oct 2025, 22:46 BST

To finish logging in, type this login verification code into the box
on the forum:

    30719

It is valid for 15 minutes and can only be used once.

If this wasn't you, you can ignore this e-mail - without the code nobody
can get in - but it would be a good idea to change your password from
the User Control Panel.

Your account: jsmith84 | member since 12 March 2014 | 1,208 posts

Happy tinkering,
The Tinkerers' Bench volunteers

--
Tinkerers' Bench is a non-profit hobby forum.
PO Box 4417, Leeds LS1 9ZZ
Forum rules: https://forum.tinkerersbench.example/rules
""")

# ---- 2 ------------------------------------------------------------------
M(kind="username_digits", otp=None, link=None,
  frm="Vanta Arena <recap@news.vantaarena.example>",
  to="tomas1993 <t.lindqvist93@mailhub.example>",
  subject="GG, tomas1993 \u2014 your Season 11 recap is here",
  date="Mon, 03 Nov 2025 16:05:41 +0000",
  headers=[("List-Unsubscribe", "<https://news.vantaarena.example/u/7730-2291-4458/season>"),
           ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")],
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""GG, tomas1993!

Season 11 is over. Here's how it went for player 7730-2291-4458:

  Matches played ........ 142
  Wins .................. 76  (53.5 %)
  Peak rating ........... 2,418
  Final rank ............ #18,204 of 1.2 million
  Time in arena ......... 96.4 h
  Most played ........... Corvid (41 matches)

Season 12 starts 04.11.2025 at 10:00 UTC. As a thank-you, redeem
SEASON12-DROP in the shop for a free "Ember" banner (until 30.11.2025).

See the full recap: https://arena.vantaarena.example/recap/s11/7730-2291-4458

Vanta Studios Oy \u00b7 H\u00e4meentie 19, 00500 Helsinki, Finland \u00b7 Business ID 2984417-3
Don't want recaps? https://news.vantaarena.example/u/7730-2291-4458/season
""",
  html="""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Season 11 recap</title></head>
<body style="margin:0;background:#0d0f14;color:#e8e8ef;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" role="presentation">
<tr><td style="padding:24px"><img src="https://cdn.vantaarena.example/mail/logo-white.png" width="140" alt="Vanta Arena"></td></tr>
<tr><td style="padding:0 24px"><h1 style="font-size:28px;margin:0">GG, tomas1993!</h1>
<p style="color:#9aa0b4">Season 11 is in the books. Player ID 7730-2291-4458</p></td></tr>
<tr><td style="padding:12px 24px">
<table width="100%" cellpadding="8" style="border-collapse:collapse;font-size:15px">
<tr><td>Matches played</td><td align="right"><b>142</b></td></tr>
<tr><td>Wins</td><td align="right"><b>76</b> (53.5&nbsp;%)</td></tr>
<tr><td>Peak rating</td><td align="right"><b>2,418</b></td></tr>
<tr><td>Final rank</td><td align="right"><b>#18,204</b> of 1.2M</td></tr>
<tr><td>Time in arena</td><td align="right"><b>96.4 h</b></td></tr>
<tr><td>Most played</td><td align="right"><b>Corvid</b> (41)</td></tr>
</table></td></tr>
<tr><td style="padding:16px 24px;background:#1b1f2a">Season 12 starts <b>04.11.2025, 10:00 UTC</b>.
Redeem <b style="color:#ffb347">SEASON12-DROP</b> in the shop for a free Ember banner (valid until 30.11.2025).</td></tr>
<tr><td align="center" style="padding:24px"><a href="https://arena.vantaarena.example/recap/s11/7730-2291-4458?utm_source=email&amp;utm_campaign=s11recap"
 style="background:#ff4d6d;color:#fff;padding:12px 26px;border-radius:4px;text-decoration:none">See full recap</a></td></tr>
<tr><td style="padding:24px;font-size:11px;color:#6b7080">Vanta Studios Oy &middot; H&auml;meentie 19, 00500 Helsinki, Finland &middot; Business ID 2984417-3<br>
<a href="https://news.vantaarena.example/u/7730-2291-4458/season" style="color:#6b7080">Unsubscribe from season recaps</a> &middot;
<a href="https://www.vantaarena.example/privacy" style="color:#6b7080">Privacy</a></td></tr>
</table></td></tr></table>
<img src="https://t.vantaarena.example/o/s11r-7730229144588.gif" width="1" height="1" alt="">
</body></html>
""")

# ---- 3 ------------------------------------------------------------------
M(kind="username_digits", otp=None,
  link="https://links.patchworkci.example/ls/click?upn=u001.Hk3PzQ8vRm2Lx7-2BdT9aF0kYw4nEq6sJc1UoB5iXgV-3D-3D_pQ7r0Zt&src=verify_email",
  link_alt=["https://app.patchworkci.example/account/verify-email?token=eyJ1aWQiOjQ0ODIxOSwiZSI6ImFubmEifQ.Zk3p9QvT2mXa7LbR0cWdN5uE&uid=448219"],
  frm="Patchwork CI <no-reply@patchworkci.example>",
  to="dev_anna2019 <anna.kowal@devmail.example>",
  subject="[Patchwork CI] Please verify your email address",
  date="Tue, 14 Oct 2025 08:12:55 +0000",
  text_cte="7bit", html_cte="base64",
  text="""Hi dev_anna2019,

Thanks for signing up for Patchwork CI. Before your first pipeline can
run, we need to confirm that anna.kowal@devmail.example belongs to you.

Verify your email address:
https://app.patchworkci.example/account/verify-email?token=eyJ1aWQiOjQ0ODIxOSwiZSI6ImFubmEifQ.Zk3p9QvT2mXa7LbR0cWdN5uE&uid=448219

The link expires in 24 hours. Your free plan includes 2,000 build
minutes per month and 3 concurrent jobs.

Not you? Ignore this message and the account will be removed after 7 days.

-- 
Patchwork CI, Inc. - 2261 Market Street #5039, San Francisco, CA 94114
Docs: https://docs.patchworkci.example  Status: https://status.patchworkci.example
""",
  html="""<html><body style="font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#24292f;background:#f6f8fa">
<div style="max-width:544px;margin:0 auto;padding:32px 16px">
<img src="https://static.patchworkci.example/email/mark@2x.png" width="40" height="40" alt="Patchwork CI">
<div style="background:#fff;border:1px solid #d0d7de;border-radius:6px;padding:24px;margin-top:16px">
<p>Hi <strong>dev_anna2019</strong>,</p>
<p>Thanks for signing up for Patchwork CI. Before your first pipeline can run, we need to confirm that <strong>anna.kowal@devmail.example</strong> belongs to you.</p>
<p style="text-align:center;margin:28px 0"><a href="https://links.patchworkci.example/ls/click?upn=u001.Hk3PzQ8vRm2Lx7-2BdT9aF0kYw4nEq6sJc1UoB5iXgV-3D-3D_pQ7r0Zt&amp;src=verify_email"
 style="background:#1f883d;color:#fff;font-weight:600;padding:10px 20px;border-radius:6px;text-decoration:none">Verify email address</a></p>
<p style="font-size:13px;color:#57606a">Button not working? Paste this into your browser:<br>
<a href="https://app.patchworkci.example/account/verify-email?token=eyJ1aWQiOjQ0ODIxOSwiZSI6ImFubmEifQ.Zk3p9QvT2mXa7LbR0cWdN5uE&amp;uid=448219" style="color:#0969da;word-break:break-all">https://app.patchworkci.example/account/verify-email?token=eyJ1aWQiOjQ0ODIxOSwiZSI6ImFubmEifQ.Zk3p9QvT2mXa7LbR0cWdN5uE&amp;uid=448219</a></p>
<p style="font-size:13px;color:#57606a">The link expires in 24 hours. Free plan: 2,000 build minutes / month, 3 concurrent jobs.</p>
</div>
<p style="font-size:12px;color:#57606a;text-align:center">Patchwork CI, Inc. &middot; 2261 Market Street #5039, San Francisco, CA 94114<br>
<a href="https://docs.patchworkci.example" style="color:#57606a">Docs</a> &middot; <a href="https://status.patchworkci.example" style="color:#57606a">Status</a> &middot; <a href="https://patchworkci.example/legal/privacy" style="color:#57606a">Privacy</a></p>
</div>
<img src="https://links.patchworkci.example/wf/open?upn=u001.op9Xk2Lm4" width="1" height="1" alt="" style="display:none">
</body></html>
""")

# ---- 4 ------------------------------------------------------------------
M(kind="booking_ref", otp=None, link=None,
  frm="Aurelia Airways <bookings@fly.aureliaair.example>",
  to="Marta Silva <marta.silva@correio.example>",
  subject="Booking confirmed: Lisbon \u2192 Amsterdam, 17 Nov \u2013 ref QX7L2M",
  date="Wed, 15 Oct 2025 19:31:02 +0100",
  headers=[("Reply-To", "Aurelia Customer Care <care@aureliaair.example>")],
  text_cte="quoted-printable", html_cte="base64",
  text="""Ol\u00e1 Marta,

Your booking is confirmed. Have your booking reference ready when you
check in or contact us.

BOOKING REFERENCE: QX7L2M

Flight AU 2214 - Monday 17 November 2025
  Lisbon (LIS) Terminal 1   06:55
  Amsterdam (AMS)           10:40
  Economy Light | Seat 14C | 1 x cabin bag 8 kg

Passenger:       Ms Marta SILVA
E-ticket number: 257-2400918832
Frequent flyer:  AureliaPlus 3301 882 174

Payment
  Fare                EUR 121.00
  Taxes and charges   EUR  56.46
  Seat 14C            EUR  12.00
  Total paid          EUR 189.46 (Visa ending 0387, 15/10/2025 19:29)

Online check-in opens 48 hours before departure (15 Nov 2025, 06:55).
Manage your booking: https://www.aureliaair.example/manage?pnr=QX7L2M&ln=SILVA

Aurelia Airways S.A. - Av. da Liberdade 110, 1269-046 Lisboa
Customer Care +351 210 000 418 (daily 07:00-23:00)
""",
  html="""<!doctype html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef2f6;font-family:Helvetica,Arial,sans-serif;color:#14213d">
<table align="center" width="640" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="background:#14213d;padding:20px 28px"><img src="https://img.aureliaair.example/mail/aurelia-logo.png" alt="Aurelia Airways" width="160"></td></tr>
<tr><td style="padding:28px"><p style="font-size:18px">Ol&aacute; Marta,</p>
<p>Your booking is confirmed. Have your booking reference ready when you check in or contact us.</p>
<table width="100%" style="background:#fca311;border-radius:6px"><tr><td style="padding:14px 18px;font-size:13px;color:#14213d">BOOKING REFERENCE<br>
<span style="font-size:30px;font-weight:bold;letter-spacing:4px">QX7L2M</span></td></tr></table>
</td></tr>
<tr><td style="padding:0 28px">
<table width="100%" cellpadding="6" style="border:1px solid #d6dce4;border-collapse:collapse;font-size:14px">
<tr style="background:#f4f6f9"><th align="left" colspan="3">AU 2214 &middot; Monday 17 November 2025</th></tr>
<tr><td><b>06:55</b></td><td>Lisbon (LIS), Terminal 1</td><td rowspan="2" align="right">Economy Light<br>Seat 14C<br>1 &times; cabin bag 8&nbsp;kg</td></tr>
<tr><td><b>10:40</b></td><td>Amsterdam (AMS)</td></tr>
</table>
<p style="font-size:14px">Passenger: Ms Marta SILVA<br>E-ticket number: 257-2400918832<br>Frequent flyer: AureliaPlus 3301&nbsp;882&nbsp;174</p>
<table width="100%" cellpadding="4" style="font-size:14px;border-top:1px solid #d6dce4">
<tr><td>Fare</td><td align="right">EUR 121.00</td></tr>
<tr><td>Taxes and charges</td><td align="right">EUR 56.46</td></tr>
<tr><td>Seat 14C</td><td align="right">EUR 12.00</td></tr>
<tr><td><b>Total paid</b> (Visa ending 0387, 15/10/2025 19:29)</td><td align="right"><b>EUR 189.46</b></td></tr>
</table>
<p>Online check-in opens 48 hours before departure (15 Nov 2025, 06:55).</p>
<p style="text-align:center;padding:12px 0"><a href="https://www.aureliaair.example/manage?pnr=QX7L2M&amp;ln=SILVA&amp;utm_medium=email" style="background:#14213d;color:#fff;padding:12px 28px;text-decoration:none;border-radius:4px">Manage booking</a></p>
</td></tr>
<tr><td style="background:#f4f6f9;padding:18px 28px;font-size:11px;color:#5c677d">Aurelia Airways S.A. &middot; Av. da Liberdade 110, 1269-046 Lisboa &middot; Customer Care +351 210 000 418 (daily 07:00&ndash;23:00)<br>
<a href="https://www.aureliaair.example/conditions-of-carriage">Conditions of carriage</a> &middot; <a href="https://www.aureliaair.example/privacy">Privacy</a></td></tr>
</table></body></html>
""")

# ---- 5 ------------------------------------------------------------------
M(kind="booking_ref", otp="615027", link=None,
  frm="Skyvale <login@skyvale.example>",
  to="henrik.aasen@fjordpost.example",
  subject="Your Skyvale one-time passcode",
  date="Thu, 20 Nov 2025 05:58:19 +0100",
  text_cte="7bit",
  text="""Hi Henrik,

Here is your one-time passcode for signing in to Skyvale:

    615 027

Enter it on the website or in the app within 10 minutes.

Your next trip
  Booking reference:  KD4P9T
  Flight:             SV 418  Oslo (OSL) -> Bergen (BGO)
  Departure:          Sun 23 Nov 2025, 07:10, gate opens 06:30
  Skyvale Club no.:   600 418 229

You never need to give this passcode to anyone, including Skyvale
staff. If you didn't request it, you can safely ignore this email.

Skyvale AS, Dronning Eufemias gate 16, 0191 Oslo. Org. no. 918 447 203
Customer service: +47 21 49 00 00
""")

# ---- 6 ------------------------------------------------------------------
M(kind="booking_ref", otp=None, link=None,
  frm="Harbourlight Hotel Copenhagen <stay@harbourlight.example>",
  to="Priya Raman <priya.raman@inbox.example>",
  subject="See you tomorrow, Priya \u2013 arrival info for confirmation 84412907",
  date="Thu, 06 Nov 2025 12:00:04 +0100",
  text_cte="8bit", html_cte="8bit",
  text="""Dear Priya,

We're looking forward to welcoming you tomorrow!

Confirmation number: 84412907
Arrival:   Friday 7 November 2025, check-in from 15:00
Departure: Monday 10 November 2025, check-out by 11:00
Room:      Canal View Double, 2 adults, breakfast included
Total:     DKK 4,860.00 (already paid, card ending 5512)

Arriving late? Reception closes at 23:00. After that, use the side
entrance on Havnegade and the self check-in kiosk. Side-entrance door
code: 2580#. The kiosk will ask for your confirmation number.

Wi-Fi: network "Harbourlight-Guest", password kaffe2025

Breakfast is served 07:00–10:30 in the Pier Room. Parking at Q-Park
Nyhavn (5 min walk) costs approx. DKK 290 per 24 h.

Questions? Call us on +45 33 12 88 40 or reply to this e-mail.

Warm regards,
Sofie Brandt, Front Office
Harbourlight Hotel · Havnegade 21 · 1058 København K · CVR 38441290
""",
  html="""<html><body style="font-family:Georgia,serif;color:#2b2b2b;background:#faf7f2">
<div style="max-width:600px;margin:0 auto;background:#fff;padding:30px">
<p style="text-align:center"><img src="https://media.harbourlight.example/brand/anchor-logo.png" alt="Harbourlight Hotel" width="120"></p>
<p>Dear Priya,</p>
<p>We’re looking forward to welcoming you tomorrow!</p>
<table cellpadding="6" style="font-size:15px;border-collapse:collapse">
<tr><td style="color:#8a7d6b">Confirmation number</td><td><b>84412907</b></td></tr>
<tr><td style="color:#8a7d6b">Arrival</td><td>Friday 7 November 2025, check-in from 15:00</td></tr>
<tr><td style="color:#8a7d6b">Departure</td><td>Monday 10 November 2025, check-out by 11:00</td></tr>
<tr><td style="color:#8a7d6b">Room</td><td>Canal View Double · 2 adults · breakfast included</td></tr>
<tr><td style="color:#8a7d6b">Total</td><td>DKK 4,860.00 (paid, card ending 5512)</td></tr>
</table>
<h3 style="font-weight:normal;border-bottom:1px solid #e6dfd3">Arriving late?</h3>
<p>Reception closes at 23:00. After that, use the side entrance on Havnegade and the self check-in kiosk.
Side-entrance door code: <b>2580#</b>. The kiosk will ask for your confirmation number.</p>
<p>Wi‑Fi: <b>Harbourlight-Guest</b> · password <b>kaffe2025</b></p>
<p>Breakfast is served 07:00–10:30 in the Pier Room. Parking at Q-Park Nyhavn (5 min walk) costs approx. DKK 290 per 24 h.</p>
<p>Questions? Call us on +45 33 12 88 40 or simply reply to this e-mail.</p>
<p>Warm regards,<br>Sofie Brandt, Front Office</p>
<p style="font-size:11px;color:#999;border-top:1px solid #eee;padding-top:12px">Harbourlight Hotel · Havnegade 21 · 1058 København K · CVR 38441290<br>
<a href="https://www.harbourlight.example/booking/84412907?lastname=Raman" style="color:#999">View reservation</a> ·
<a href="https://www.harbourlight.example/privacy" style="color:#999">Privacy policy</a></p>
</div></body></html>
""")

# ---- 7 ------------------------------------------------------------------
M(kind="booking_ref", otp="491703", link=None,
  frm="Northline Rail <tickets@northlinerail.example>",
  to="callum.fraser@webmail.example",
  subject="Confirm your email to keep your tickets together",
  date="Fri, 24 Oct 2025 13:44:30 +0100",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Hello Callum,

Thanks for buying your ticket with Northline Rail. To save it to your
account and see it in the app, confirm your email address.

Your verification code: 491 703
(valid for 20 minutes)

Your journey
  Edinburgh -> York, Sat 1 Nov 2025
  Departs 14:30, arrives 17:02, Coach C, Seat 42 (window)
  Advance Single, Standard, with 16-25 Railcard
  Ticket collection reference: NLR7H2Q8
  Paid: \u00a346.20

You can still travel with the e-ticket attached to your booking email
even if you don't verify.

Northline Rail Ltd, Waverley House, 7 Market St, Edinburgh EH1 1DE
Registered in Scotland SC584412. Help: 0345 600 7245
""",
  html="""<html><body style="font-family:Arial,sans-serif;color:#1a1a1a">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0">
<tr><td style="background:#5b2a86;padding:18px"><img src="https://assets.northlinerail.example/e/logo-nr.png" alt="Northline Rail" height="28"></td></tr>
<tr><td style="padding:24px 18px"><p>Hello Callum,</p>
<p>Thanks for buying your ticket with Northline Rail. To save it to your account and see it in the app, confirm your email address.</p>
<p style="margin:24px 0;font-size:13px;color:#555">Your verification code<br>
<span style="font-size:34px;letter-spacing:6px;font-weight:bold;color:#5b2a86">491&nbsp;703</span><br>valid for 20 minutes</p>
<table width="100%" cellpadding="6" style="background:#f3eff7;font-size:14px">
<tr><td colspan="2"><b>Edinburgh &rarr; York</b>, Sat 1 Nov 2025</td></tr>
<tr><td>Departs 14:30 &middot; arrives 17:02</td><td align="right">Coach C, Seat 42 (window)</td></tr>
<tr><td>Advance Single, Standard, 16-25 Railcard</td><td align="right">&pound;46.20</td></tr>
<tr><td colspan="2">Ticket collection reference: <b>NLR7H2Q8</b></td></tr>
</table>
<p style="font-size:13px">You can still travel with the e-ticket attached to your booking email even if you don't verify.</p>
</td></tr>
<tr><td style="font-size:11px;color:#777;padding:18px;border-top:1px solid #ddd">Northline Rail Ltd, Waverley House, 7 Market St, Edinburgh EH1 1DE &middot; Registered in Scotland SC584412 &middot; Help: 0345 600 7245<br>
<a href="https://www.northlinerail.example/help">Help centre</a> | <a href="https://www.northlinerail.example/privacy">Privacy</a></td></tr>
</table></td></tr></table></body></html>
""")

# ---- 8 ------------------------------------------------------------------
M(kind="newsletter_numbers", otp=None, link=None,
  frm="Fernhollow Home <orders@fernhollow.example>",
  to="Grace Whitfield <grace.whitfield@homemail.example>",
  subject="Thanks for your order FH-1004728",
  date="Thu, 09 Oct 2025 18:24:51 +0100",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Hi Grace,

Thank you for shopping with Fernhollow Home. We've received your order
and will e-mail you again when it leaves our warehouse.

Order number:    FH-1004728
Order date:      9 October 2025, 18:22
Customer number: 55102984

  Linen duvet cover, King, Oat      SKU 30-2217-K   x1   \u00a389.00
  Stoneware mug set (4), Moss       SKU 41-0098     x2   \u00a348.00

  Subtotal                                             \u00a3137.00
  Discount AUTUMN10                                    -\u00a313.70
  Standard delivery (3-5 working days)                   \u00a34.95
  Total                                                \u00a3128.25
  (includes VAT \u00a321.38)

Paid with Mastercard ending 2291.

Delivering to:
  Grace Whitfield, 14 Rowan Close, Bristol BS6 7QT

Estimated delivery: Tue 14 - Thu 16 October.
View your order: https://www.fernhollow.example/account/orders/FH-1004728

Fernhollow Home Ltd, Unit 4 Avonside Park, Bristol BS2 0JX
Company no. 10774182 | VAT GB 284 1175 09 | 0117 496 0355
""",
  html="""<html><body style="margin:0;background:#f4f1ec;font-family:'Helvetica Neue',Arial,sans-serif;color:#333">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:24px;text-align:center;border-bottom:1px solid #eee"><img src="https://cdn.fernhollow.example/email/fernhollow.png" alt="Fernhollow Home" width="180"></td></tr>
<tr><td style="padding:24px"><h2 style="font-weight:300">Thanks for your order, Grace</h2>
<p>We've received your order and will e-mail you again when it leaves our warehouse.</p>
<p style="font-size:14px">Order number <b>FH-1004728</b> &middot; 9 October 2025, 18:22 &middot; Customer no. 55102984</p>
<table width="100%" cellpadding="8" style="border-collapse:collapse;font-size:14px">
<tr style="border-bottom:1px solid #eee"><td><img src="https://cdn.fernhollow.example/p/30-2217-K_thumb.jpg" width="56" alt=""></td><td>Linen duvet cover, King, Oat<br><span style="color:#999">SKU 30-2217-K &middot; Qty 1</span></td><td align="right">&pound;89.00</td></tr>
<tr style="border-bottom:1px solid #eee"><td><img src="https://cdn.fernhollow.example/p/41-0098_thumb.jpg" width="56" alt=""></td><td>Stoneware mug set (4), Moss<br><span style="color:#999">SKU 41-0098 &middot; Qty 2</span></td><td align="right">&pound;48.00</td></tr>
<tr><td></td><td>Subtotal</td><td align="right">&pound;137.00</td></tr>
<tr><td></td><td>Discount <span style="background:#eef5ea;padding:2px 6px">AUTUMN10</span></td><td align="right">-&pound;13.70</td></tr>
<tr><td></td><td>Standard delivery (3&ndash;5 working days)</td><td align="right">&pound;4.95</td></tr>
<tr><td></td><td><b>Total</b> <span style="color:#999">(incl. VAT &pound;21.38)</span></td><td align="right"><b>&pound;128.25</b></td></tr>
</table>
<p style="font-size:14px">Paid with Mastercard ending 2291.<br>Delivering to: Grace Whitfield, 14 Rowan Close, Bristol BS6 7QT<br>
Estimated delivery: <b>Tue 14 &ndash; Thu 16 October</b></p>
<p style="text-align:center"><a href="https://www.fernhollow.example/account/orders/FH-1004728?utm_source=transactional" style="display:inline-block;border:1px solid #333;color:#333;padding:10px 24px;text-decoration:none">View order</a></p>
</td></tr>
<tr><td style="background:#333;color:#bbb;font-size:11px;padding:18px">Fernhollow Home Ltd, Unit 4 Avonside Park, Bristol BS2 0JX &middot; Company no. 10774182 &middot; VAT GB 284 1175 09 &middot; 0117 496 0355<br>
<a href="https://www.fernhollow.example/returns" style="color:#bbb">Returns</a> &middot; <a href="https://www.fernhollow.example/help" style="color:#bbb">Help</a></td></tr>
</table></td></tr></table></body></html>
""")

# ---- 9 ------------------------------------------------------------------
M(kind="newsletter_numbers", otp=None, link=None,
  frm="Brightwave Mobile <bills@brightwave.example>",
  to="d.osei@brightwave-customer.example",
  subject="Your Brightwave bill for September is ready - \u00a337.49",
  date="Mon, 13 Oct 2025 07:02:00 +0100",
  text_cte="8bit", crlf=True,
  text="""Hi Daniel,

Your latest bill is ready to view in My Brightwave.

  Account number:   3004 118 297
  Bill number:      2025-10-448812
  Billing period:   1 Sep 2025 – 30 Sep 2025
  Mobile number:    07700 900418

  Unlimited Mins + 30GB            £18.00
  EU roaming pass (3 days)          £6.00
  Calls to 0870/0845 numbers        £2.74
  Premium SMS (short code 88440)    £4.50
  Device plan 12 of 24              £0.00
  ------------------------------------------
  Total (incl. VAT £6.25)          £37.49

We'll collect £37.49 by Direct Debit on or just after 28 October 2025
from your account ending 61. You don't need to do anything.

Over your data? You used 27.8GB of 30GB this month.

See your bill: https://my.brightwave.example/bills/2025-10-448812

Brightwave Mobile Ltd, 1 Canal Side, Manchester M1 3LQ.
Registered in England No. 09284417. Call 0300 123 4417 or 150 from your Brightwave phone.
""")

# ---- 10 -----------------------------------------------------------------
M(kind="newsletter_numbers", otp=None, link=None,
  frm="Parcelino <updates@parcelino.example>",
  to="aisha.bello@mymail.example",
  subject="Your parcel from Kettle & Crumb arrives Thursday, 10:15\u201312:15",
  date="Wed, 15 Oct 2025 20:16:44 +0100",
  text_cte="7bit", html_cte="base64",
  text="""Your parcel arrives Thursday 16 October between 10:15 and 12:15.

From: Kettle & Crumb
Tracking number: PX 4410 2298 1173 GB
Weight: 2.4 kg
To: A. Bello, Flat 3, 27 Wilmslow Road, Manchester M14 5RB

Your driver today is Tomasz. We'll send you a 30-minute window on the
morning of delivery.

Not going to be in? Change delivery:
https://track.parcelino.example/PX441022981173GB/change

Parcelino Ltd, Parcelino House, Trafford Park, Manchester M17 1SN
""",
  html="""<html><body style="font-family:Verdana,sans-serif;background:#fff8e6;color:#222">
<div style="max-width:560px;margin:0 auto;background:#fff;border-top:6px solid #ffb400">
<div style="padding:20px"><img src="https://static.parcelino.example/img/parcelino-logo.png" alt="Parcelino" width="130"></div>
<div style="padding:0 20px 20px">
<p style="font-size:22px;margin:0">Arriving <b>Thursday 16 October</b></p>
<p style="font-size:30px;margin:6px 0 18px;color:#ffb400"><b>10:15 &ndash; 12:15</b></p>
<table cellpadding="5" style="font-size:13px">
<tr><td>From</td><td>Kettle &amp; Crumb</td></tr>
<tr><td>Tracking number</td><td>PX 4410 2298 1173 GB</td></tr>
<tr><td>Weight</td><td>2.4 kg</td></tr>
<tr><td>To</td><td>A. Bello, Flat 3, 27 Wilmslow Road, Manchester M14 5RB</td></tr>
</table>
<p style="font-size:13px">Your driver today is Tomasz. We&#39;ll send you a 30-minute window on the morning of delivery.</p>
<p><a href="https://track.parcelino.example/PX441022981173GB?src=em_pre" style="background:#222;color:#fff;padding:10px 18px;text-decoration:none">Track parcel</a>
&nbsp; <a href="https://track.parcelino.example/PX441022981173GB/change?src=em_pre" style="color:#222">Change delivery</a></p>
</div>
<div style="background:#f2f2f2;padding:14px 20px;font-size:10px;color:#777">Parcelino Ltd, Parcelino House, Trafford Park, Manchester M17 1SN &middot;
<a href="https://www.parcelino.example/privacy" style="color:#777">Privacy</a> &middot; <a href="https://www.parcelino.example/prefs?u=aisha.bello%40mymail.example" style="color:#777">Notification settings</a></div>
</div></body></html>
""")

# ---- 11 -----------------------------------------------------------------
M(kind="newsletter_numbers", otp=None, link=None,
  frm="The Ledger Weekly <issue@theledgerweekly.example>",
  to="subscriber.2291@readers.example",
  subject="Issue #214: rates on hold, gilts wobble, and your ISA allowance",
  date="Fri, 17 Oct 2025 06:30:00 +0100",
  headers=[("List-Unsubscribe", "<https://theledgerweekly.example/unsub?s=2291&i=214>"),
           ("Precedence", "bulk")],
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""THE LEDGER WEEKLY - Issue #214 - 17 October 2025

THE WEEK IN NUMBERS
  Bank Rate ............. 4.00% (held, vote 7-2)
  10-year gilt .......... 4.52% (+11bp)
  FTSE 100 .............. 9,354.57 (+1.2%)
  GBP/USD ............... 1.3361
  Brent ................. $61.29
  CPI (Sep) ............. 3.8% y/y

1) Why the MPC held at 4.00% - and what the 7-2 split means for
   mortgage rates in 2026 (6 min read)
2) Your ISA allowance: \u00a320,000 until 5 April 2026. We ran the numbers
   on \u00a3250/month over 15 years at 5% - about \u00a366,800.
3) Reader Q&A: "Should I overpay my 2.19% fix?"

Read online: https://theledgerweekly.example/issues/214

The Ledger Weekly is written by Ruth Anand. Not financial advice.
Ledger Media Ltd, 3rd Floor, 86-90 Paul Street, London EC2A 4NE
Unsubscribe: https://theledgerweekly.example/unsub?s=2291&i=214
""",
  html="""<html><body style="background:#fdfcf7;font-family:Georgia,serif;color:#1d1d1b">
<div style="max-width:620px;margin:0 auto;padding:16px">
<p style="font-size:11px;text-align:right"><a href="https://theledgerweekly.example/issues/214" style="color:#888">View in browser</a></p>
<h1 style="font-size:34px;border-bottom:3px double #1d1d1b;margin-bottom:4px">The Ledger Weekly</h1>
<p style="font-size:12px;letter-spacing:1px">ISSUE #214 &middot; 17 OCTOBER 2025</p>
<h3>The week in numbers</h3>
<table cellpadding="4" style="font-family:Menlo,monospace;font-size:13px">
<tr><td>Bank Rate</td><td>4.00% (held, vote 7&ndash;2)</td></tr>
<tr><td>10-year gilt</td><td>4.52% (+11bp)</td></tr>
<tr><td>FTSE 100</td><td>9,354.57 (+1.2%)</td></tr>
<tr><td>GBP/USD</td><td>1.3361</td></tr>
<tr><td>Brent</td><td>$61.29</td></tr>
<tr><td>CPI (Sep)</td><td>3.8% y/y</td></tr>
</table>
<h3><a href="https://click.theledgerweekly.example/r/214/a1?s=2291" style="color:#1d1d1b">Why the MPC held at 4.00%</a></h3>
<p>What the 7&ndash;2 split means for mortgage rates in 2026. <i>6 min read</i></p>
<h3><a href="https://click.theledgerweekly.example/r/214/a2?s=2291" style="color:#1d1d1b">Your ISA allowance, in pounds and pence</a></h3>
<p>&pound;20,000 until 5 April 2026. We ran the numbers on &pound;250/month over 15 years at 5%: about &pound;66,800.</p>
<h3><a href="https://click.theledgerweekly.example/r/214/a3?s=2291" style="color:#1d1d1b">Reader Q&amp;A: &ldquo;Should I overpay my 2.19% fix?&rdquo;</a></h3>
<hr>
<p style="font-size:11px;color:#777">Written by Ruth Anand. Not financial advice. Ledger Media Ltd, 3rd Floor, 86&ndash;90 Paul Street, London EC2A 4NE.<br>
<a href="https://theledgerweekly.example/unsub?s=2291&amp;i=214" style="color:#777">Unsubscribe</a> &middot; <a href="https://theledgerweekly.example/account?s=2291" style="color:#777">Manage subscription</a></p>
<img src="https://click.theledgerweekly.example/o/214.gif?s=2291" width="1" height="1" alt="">
</div></body></html>
""")

# ---- 12 -----------------------------------------------------------------
M(kind="new_and_old_code", otp="905316", link=None,
  frm="Meridian Mutual <security@alerts.meridianmutual.example>",
  to="c.okafor@familymail.example",
  subject="Your new Meridian Mutual security code",
  date="Tue, 21 Oct 2025 09:14:27 +0100",
  text_cte="quoted-printable",
  text="""Dear Mr Okafor,

You asked us to send you a new security code at 09:14 on 21/10/2025.

Your new security code is: 905316

The code we sent you at 09:06 (118442) has been cancelled and will no
longer work. Please only use the code above.

Enter it in Online Banking within 10 minutes to finish setting up your
new payee. Payee: J HARGREAVES, sort code 40-22-18, account ending 7781.

Meridian Mutual will never phone, text or e-mail you asking for this
code. If you didn't ask for a code, call us straight away on
0345 072 1190 (+44 161 555 0190 from abroad), 24 hours a day.

Meridian Mutual Building Society, 40 Moorside Road, Stockport SK4 2DE.
Authorised by the Prudential Regulation Authority and regulated by the
Financial Conduct Authority and the PRA (FRN 106044).
""")

# ---- 13 -----------------------------------------------------------------
M(kind="new_and_old_code", otp="730958", link=None,
  frm="Orbitdesk <no-reply@mail.orbitdesk.example>",
  to="ravi.menon@acme-logistics.example",
  subject="Here's your new Orbitdesk sign-in code",
  date="Wed, 22 Oct 2025 15:37:09 -0700",
  text_cte="7bit", html_cte="base64",
  text="""You asked for a new code, so here it is.

Your new sign-in code: 730 958

Your previous code (284 611) has expired and can't be used any more.

Workspace: acme-logistics.orbitdesk.example
Requested from: Chrome on macOS, Oakland, CA (approx.)
Expires: in 10 minutes

Didn't request this? You can ignore this email.

Orbitdesk Inc., 548 Market St #91744, San Francisco, CA 94104
""",
  html="""<!DOCTYPE html><html><head><meta name="viewport" content="width=device-width"></head>
<body style="background:#f5f7fb;margin:0;font-family:Inter,Helvetica,Arial,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 12px">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px">
<tr><td style="padding:32px 32px 0"><img src="https://cdn.orbitdesk.example/mail/orbitdesk-wordmark.png" alt="Orbitdesk" height="24"></td></tr>
<tr><td style="padding:24px 32px 0"><h1 style="font-size:20px;margin:0">You asked for a new code</h1>
<p style="color:#4b5563">Use this code to finish signing in to <b>acme-logistics</b>:</p></td></tr>
<tr><td style="padding:8px 32px"><div style="background:#eef2ff;border-radius:8px;padding:18px;text-align:center;font-size:32px;font-weight:700;letter-spacing:8px;color:#3730a3">730 958</div></td></tr>
<tr><td style="padding:12px 32px;color:#9ca3af;font-size:13px">Your previous code <s>284 611</s> has expired and can&rsquo;t be used any more.</td></tr>
<tr><td style="padding:0 32px 24px;font-size:13px;color:#6b7280">Requested from Chrome on macOS, Oakland, CA (approx.). Expires in 10 minutes.<br>Didn&rsquo;t request this? You can ignore this email.</td></tr>
</table>
<p style="font-size:11px;color:#9ca3af">Orbitdesk Inc., 548 Market St #91744, San Francisco, CA 94104 &middot; <a href="https://orbitdesk.example/security" style="color:#9ca3af">Security</a></p>
</td></tr></table></body></html>
""")

# ---- 14 -----------------------------------------------------------------
M(kind="new_and_old_code", otp="66173022", link=None,
  frm="Coinvane <notify@coinvane.example>",
  to="lee.minjun@cryptomail.example",
  subject="[Coinvane] Withdrawal Verification Code",
  date="Tue, 21 Oct 2025 14:02:41 +0000",
  text_cte="7bit",
  text="""Dear Coinvane User,

You are requesting a withdrawal. Please use below verification code to
confirm this operation:

66173022

Previous code 51408839 is invalid now because a new code is generated.
The verification code is valid for 30 minutes. For security reason,
do not share this code to anyone, including Coinvane staff.

Withdrawal details
  Coin:     BTC
  Amount:   0.0412 BTC  (fee 0.0002 BTC)
  Address:  bc1q9h7k2x0ws4e8ld3p6unvq5rj7ym0c2tfz48gqa
  Network:  Bitcoin
  Order ID: 20251021-88410027
  Time:     2025-10-21 14:02:37 (UTC)

If you did not request this, please disable your account immediately:
https://www.coinvane.example/account/freeze?uid=30918827&sig=8fa2c1d4e9

Coinvane Team
This is system email, please do not reply.
Coinvane Global Ltd, 1 Raffles Place #20-61, Singapore 048616
""")

# ---- 15 -----------------------------------------------------------------
M(kind="several_codes", otp="552190", link=None,
  frm="MyTax Online <noreply@mytax.gov.example>",
  to="b.ncube@personal.example",
  subject="MyTax Online registration - confirm your email address (step 1 of 3)",
  date="Mon, 27 Oct 2025 10:18:55 +0000",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""MyTax Online

Registration: step 1 of 3 - confirm your email address

To finish registering you will need two different codes:

 1. Email code - this is in this email. Enter it now on the
    'Confirm your email address' page.
 2. Activation code - we will post this to your home address within
    5 working days. You will need it in step 3. Do not enter the email
    code there.

Your email code: 552190

The email code expires at 10:48 on 27 October 2025.

Your registration reference is MTX-2025-0411937. Quote it if you
contact the helpline on 0300 200 3310 (Monday to Friday, 8am to 6pm).
Your Unique Taxpayer Reference (UTR) ending 4471 is already linked.

Do not reply to this email. We will never ask you to send personal or
payment details by email.
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:19px;color:#0b0c0c;margin:0">
<div style="background:#0b0c0c;color:#fff;padding:12px 20px;font-weight:bold">MyTax Online</div>
<div style="padding:20px;max-width:580px">
<h1 style="font-size:32px">Confirm your email address</h1>
<p style="color:#505a5f">Registration: step 1 of 3</p>
<p>To finish registering you will need two different codes:</p>
<ol>
<li><b>Email code</b> &ndash; this is in this email. Enter it now on the &lsquo;Confirm your email address&rsquo; page.</li>
<li><b>Activation code</b> &ndash; we will post this to your home address within 5 working days. You will need it in step 3. Do not enter the email code there.</li>
</ol>
<div style="border-left:10px solid #b1b4b6;padding:15px;margin:20px 0">Your email code:<br><b style="font-size:36px">552190</b></div>
<p>The email code expires at 10:48 on 27 October 2025.</p>
<p>Your registration reference is <b>MTX-2025-0411937</b>. Quote it if you contact the helpline on 0300 200 3310 (Monday to Friday, 8am to 6pm). Your Unique Taxpayer Reference (UTR) ending 4471 is already linked.</p>
<p style="font-size:16px;color:#505a5f">Do not reply to this email. We will never ask you to send personal or payment details by email.
<a href="https://www.mytax.gov.example/help/scams">How to spot scam emails</a></p>
</div></body></html>
""")

# ---- 16 -----------------------------------------------------------------
M(kind="several_codes", otp=None, link=None,
  frm="Quillstack <security@quillstack.example>",
  to="nora.hale@studio-hale.example",
  subject="Two-step verification is on \u2013 save your backup codes",
  date="Sun, 19 Oct 2025 20:51:12 +0200",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Hi Nora,

Two-step verification is now turned on for your Quillstack account
(nora.hale@studio-hale.example).

If you ever lose access to your authenticator app, you can sign in with
one of these backup codes. Each code works only once.

    3817 5520      9042 1176
    6630 2198      1475 8803
    2209 6617      8351 0046
    5028 3394      7716 4259
    0963 7182      4480 5931

Print them or keep them in your password manager. You don't need to
enter any of them now. Generating new codes will make these stop working.

Manage two-step verification: https://app.quillstack.example/settings/security

Quillstack GmbH, Torstra\u00dfe 107, 10119 Berlin. HRB 204417 B.
""",
  html="""<html><body style="font-family:system-ui,sans-serif;color:#222;background:#fafafa">
<div style="max-width:520px;margin:24px auto;background:#fff;border:1px solid #e5e5e5;padding:28px">
<img src="https://quillstack.example/static/mail/quill.png" width="32" alt="Quillstack">
<h2>Two-step verification is on</h2>
<p>Hi Nora, two-step verification is now turned on for <b>nora.hale@studio-hale.example</b>.</p>
<p>If you ever lose access to your authenticator app, you can sign in with one of these backup codes. Each code works only once.</p>
<table cellpadding="6" style="font-family:'SF Mono',Consolas,monospace;font-size:17px;background:#f6f6f6;width:100%">
<tr><td>3817 5520</td><td>9042 1176</td></tr>
<tr><td>6630 2198</td><td>1475 8803</td></tr>
<tr><td>2209 6617</td><td>8351 0046</td></tr>
<tr><td>5028 3394</td><td>7716 4259</td></tr>
<tr><td>0963 7182</td><td>4480 5931</td></tr>
</table>
<p>Print them or keep them in your password manager. <b>You don&rsquo;t need to enter any of them now.</b> Generating new codes will make these stop working.</p>
<p><a href="https://app.quillstack.example/settings/security">Manage two-step verification</a></p>
<p style="font-size:11px;color:#999">Quillstack GmbH, Torstra&szlig;e 107, 10119 Berlin &middot; HRB 204417 B</p>
</div></body></html>
""")

# ---- 17 -----------------------------------------------------------------
M(kind="several_codes", otp="642019", link=None,
  frm="Pennyfold <hello@pennyfold.example>",
  to="sam.adeyemi@post.example",
  subject="Finish setting up Pennyfold \u2013 one code to enter, one to keep",
  date="Sat, 25 Oct 2025 11:09:33 +0100",
  text_cte="quoted-printable", html_cte="base64",
  text="""Hi Sam,

You're nearly there. This email has two things in it - please read
carefully.

1) ENTER NOW - verification code
   Type this in the app to finish setting up your account:

       642019

   It expires in 15 minutes.

2) KEEP SAFE - recovery key
   7Q4N-2XWD-K8PL-M3TR
   Don't enter it now. Write it down and keep it somewhere safe: you'll
   need it if you ever lose your phone and have to restore your account.

Your sort code 04-00-75 and account number 19284471 will be ready as
soon as you're verified. Your first top-up limit is \u00a35,000.

Pennyfold Ltd is an electronic money institution authorised by the FCA
(FRN 901447). 2 Finsbury Avenue, London EC2M 2PP.
""",
  html="""<html><body style="background:#fff;font-family:'Circular',Helvetica,Arial,sans-serif;color:#101828">
<div style="max-width:520px;margin:0 auto;padding:24px">
<img src="https://assets.pennyfold.example/email/pennyfold-logo.png" alt="Pennyfold" width="120">
<p style="font-size:18px">Hi Sam, you&rsquo;re nearly there.</p>
<p>This email has two things in it &ndash; please read carefully.</p>
<div style="border:2px solid #12b76a;border-radius:12px;padding:18px;margin:16px 0">
<p style="margin:0;font-size:12px;font-weight:bold;color:#12b76a">1 &middot; ENTER NOW</p>
<p style="margin:6px 0">Type this verification code in the app to finish setting up your account:</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:5px;margin:8px 0">642019</p>
<p style="margin:0;font-size:13px;color:#667085">Expires in 15 minutes.</p>
</div>
<div style="border:2px dashed #98a2b3;border-radius:12px;padding:18px;margin:16px 0">
<p style="margin:0;font-size:12px;font-weight:bold;color:#475467">2 &middot; KEEP SAFE</p>
<p style="margin:6px 0">Your recovery key:</p>
<p style="font-family:monospace;font-size:20px;margin:8px 0">7Q4N-2XWD-K8PL-M3TR</p>
<p style="margin:0;font-size:13px;color:#667085">Don&rsquo;t enter it now. Write it down &ndash; you&rsquo;ll need it if you ever lose your phone and have to restore your account.</p>
</div>
<p style="font-size:14px">Your sort code 04-00-75 and account number 19284471 will be ready as soon as you&rsquo;re verified. First top-up limit: &pound;5,000.</p>
<p style="font-size:11px;color:#98a2b3">Pennyfold Ltd is an electronic money institution authorised by the FCA (FRN 901447). 2 Finsbury Avenue, London EC2M 2PP.
<a href="https://pennyfold.example/legal" style="color:#98a2b3">Legal</a></p>
</div></body></html>
""")

# ---- 18 -----------------------------------------------------------------
M(kind="several_codes", otp="771845", link=None,
  frm="Eastmere University Student Services <enrolment@eastmere.ac.example>",
  to="s2417733@students.eastmere.ac.example",
  subject="Online enrolment: step 2 \u2013 link your student card",
  date="Mon, 15 Sep 2025 09:03:48 +0100",
  text_cte="8bit",
  text="""Dear Aleksander,

Student number: 2417733
Programme: BSc Computer Science (full-time), Year 1

Thank you – step 1 of online enrolment (confirming your e-mail address)
is complete. The code 339102 you used for that step has now expired.

Step 2 – link your student card
Enter the following code on the "Student card" page of the enrolment
portal, or at any self-service card kiosk on campus:

    771845

This code is valid until 17:00 on 19 September 2025.

Step 3 – pay or defer your tuition fee (£9,535 for 2025/26) – opens
once step 2 is done.

Welcome Week runs 22–26 September. Your induction is on Tuesday
23 September at 10:30 in the Hollins Building, room HB.0.14.

Student Services Hub · Eastmere University · Cathedral Road · Eastmere EM2 4RS
Tel. 01632 960 447 (Mon–Fri 9:00–16:30)
""")

# ---- 19 -----------------------------------------------------------------
M(kind="several_codes", otp=None, link=None,
  frm="Lockbox <team@lockbox.example>",
  to="f.moreau@atelier-moreau.example",
  subject="Your Lockbox Emergency Kit",
  date="Thu, 30 Oct 2025 17:26:40 +0100",
  text_cte="8bit", html_cte="quoted-printable",
  text="""Welcome to Lockbox, Fran\u00e7ois!

Your account is ready. Below is the information from your Emergency Kit.
Save or print it now - we can't recover it for you.

  Sign-in address:  https://atelier-moreau.lockbox.example
  Email:            f.moreau@atelier-moreau.example
  Secret Key:       A3-7KQ2PX-M9T4RW-2HJ8N-VC5LD-QX3P9-8WKM2
  Account ID:       XKJ3-7PQ2-M4RT

You'll need your Secret Key together with your account password the
first time you sign in on a new device. It never changes and it is not
a one-time code.

Store it offline: print the kit, or keep it in a safe place you control.

Lockbox SAS, 12 rue de la Victoire, 75009 Paris, France
""",
  html="""<html><body style="font-family:Helvetica,Arial,sans-serif;color:#1a1a2e;background:#f0f4ff">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:30px;border-radius:10px">
<h1 style="font-size:22px">Welcome to Lockbox, Fran&ccedil;ois!</h1>
<p>Your account is ready. Below is the information from your <b>Emergency Kit</b>. Save or print it now &ndash; we can&rsquo;t recover it for you.</p>
<table cellpadding="8" style="font-size:14px;border:1px solid #d0d8f0;width:100%">
<tr><td>Sign-in address</td><td><a href="https://atelier-moreau.lockbox.example">atelier-moreau.lockbox.example</a></td></tr>
<tr><td>Email</td><td>f.moreau@atelier-moreau.example</td></tr>
<tr><td>Secret Key</td><td style="font-family:monospace">A3-7KQ2PX-M9T4RW-2HJ8N-VC5LD-QX3P9-8WKM2</td></tr>
<tr><td>Account ID</td><td style="font-family:monospace">XKJ3-7PQ2-M4RT</td></tr>
</table>
<p>You&rsquo;ll need your Secret Key together with your account password the first time you sign in on a new device. It never changes and it is not a one-time code.</p>
<p style="font-size:12px;color:#666">Lockbox SAS, 12 rue de la Victoire, 75009 Paris, France &middot; <a href="https://lockbox.example/help/emergency-kit">About the Emergency Kit</a></p>
</div></body></html>
""")

# ---- 20 -----------------------------------------------------------------
M(kind="prefix_code", otp="55120", link=None,
  frm="Nexly <security@nexly.example>",
  to="jules.martin@boite.example",
  subject="NX-55120 is your Nexly confirmation code",
  date="Fri, 31 Oct 2025 23:12:05 +0100",
  text_cte="7bit",
  text="""Hi Jules,

Someone tried to confirm a new email address for your Nexly account.
If this was you, enter this code when asked:

NX-55120

(You only need to type the numbers.)

If you didn't ask for this, let us know:
https://www.nexly.example/help/report?ctx=confirm_email&n=3390127

Thanks,
The Nexly team

This message was sent to jules.martin@boite.example.
Nexly Platforms Ltd., 70 Sir John Rogerson's Quay, Dublin 2, D02 R296, Ireland
""")

# ---- 21 -----------------------------------------------------------------
M(kind="prefix_code", otp="904216", link=None,
  frm="Tallyhub Accounting <verify@tallyhub.example>",
  to="accounts@brookfieldjoinery.example",
  subject="Verify your identity to approve payroll run #2025-11",
  date="Tue, 25 Nov 2025 08:47:22 +0000",
  html_cte="base64",
  html="""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Tallyhub</title></head>
<body style="margin:0;padding:0;background:#edf1f5;font-family:'Segoe UI',Roboto,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#edf1f5"><tr><td align="center" style="padding:32px 10px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#0f4c81;padding:20px 28px"><img src="https://static.tallyhub.example/m/tallyhub-white.png" alt="Tallyhub" width="110"></td></tr>
<tr><td style="padding:28px">
<p style="margin:0 0 12px;font-size:15px;color:#1f2933">Hello Ellen,</p>
<p style="margin:0 0 12px;font-size:15px;color:#1f2933">You're about to approve <b>payroll run #2025-11</b> for <b>Brookfield Joinery Ltd</b> (company no. 08814427):</p>
<table cellpadding="6" style="font-size:14px;color:#3e4c59;background:#f5f7fa;width:100%">
<tr><td>Employees</td><td align="right">14</td></tr>
<tr><td>Pay date</td><td align="right">28 Nov 2025</td></tr>
<tr><td>Net pay total</td><td align="right">&pound;38,412.67</td></tr>
<tr><td>Debit account</td><td align="right">&bull;&bull;&bull;&bull; 3306</td></tr>
</table>
<p style="margin:20px 0 8px;font-size:15px;color:#1f2933">Enter the digits of this code on the approval screen:</p>
<p style="margin:0;font-size:30px;font-weight:700;letter-spacing:3px;color:#0f4c81;font-family:Consolas,monospace">T-904216</p>
<p style="margin:8px 0 0;font-size:13px;color:#7b8794">The code expires at 09:02 GMT. Tallyhub will never call you to ask for it.</p>
</td></tr>
<tr><td style="padding:18px 28px;background:#f5f7fa;font-size:11px;color:#7b8794">
Tallyhub Software Ltd &middot; 9 Queen Street, Edinburgh EH2 1JQ &middot; SC602211<br>
<a href="https://help.tallyhub.example/payroll/approvals" style="color:#7b8794">Help with approvals</a> &middot;
<a href="https://tallyhub.example/legal/privacy" style="color:#7b8794">Privacy</a>
</td></tr></table></td></tr></table></body></html>
""")

# ---- 22 -----------------------------------------------------------------
M(kind="prefix_code", otp="3391", link=None,
  frm="Kestrel Car Share <app@kestrelshare.example>",
  to="mia.schultz@post.example",
  subject="K-3391: your Kestrel login",
  date="Sat, 01 Nov 2025 18:21:50 +0100",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Hi Mia,

Your Kestrel login code is K-3391.
In the app, type the 4 digits after "K-".

Heads-up: your booking starts soon.
  Car:      VW ID.3 Pure, plate B-KE 4471E
  Pick-up:  Kestrel spot Warschauer Str. 58, 10243 Berlin
  From:     01.11.2025 18:30  To: 01.11.2025 22:00
  Estimate: EUR 31.50 (3.5 h x EUR 9.00), 150 km included

Kestrel Mobility GmbH, Schlesische Str. 27, 10997 Berlin
Hotline 030 2218 4470
""",
  html="""<html><body style="font-family:Arial,sans-serif;color:#222">
<p>Hi Mia,</p>
<p>Your Kestrel login code is <strong style="font-size:22px">K-3391</strong>.<br>In the app, type the 4 digits after &ldquo;K-&rdquo;.</p>
<hr style="border:0;border-top:1px solid #ddd">
<p style="font-size:13px"><b>Heads-up: your booking starts soon.</b><br>
Car: VW ID.3 Pure, plate B-KE 4471E<br>
Pick-up: Kestrel spot Warschauer Str. 58, 10243 Berlin<br>
From 01.11.2025 18:30 to 01.11.2025 22:00<br>
Estimate: EUR 31.50 (3.5 h &times; EUR 9.00), 150 km included</p>
<p style="font-size:11px;color:#888">Kestrel Mobility GmbH, Schlesische Str. 27, 10997 Berlin &middot; Hotline 030 2218 4470 &middot;
<a href="https://kestrelshare.example/impressum" style="color:#888">Imprint</a></p>
</body></html>
""")

# ---- 23 -----------------------------------------------------------------
M(kind="lowercase_alnum", otp="6sbpb45q",
  link="https://app.driftnote.example/auth/magic?token=dn_ml_Yx3QpZr8KfV2wLs7TnB4cM9hE1uJ6aRd&redirect=%2Fnotes",
  frm="Driftnote <signin@driftnote.example>",
  to="omar.haddad@fastmail.example",
  subject="Sign in to Driftnote",
  date="Mon, 03 Nov 2025 07:55:14 +0000",
  text_cte="7bit", html_cte="quoted-printable",
  text="""Sign in to Driftnote

Click the link below to sign in on this device:
https://app.driftnote.example/auth/magic?token=dn_ml_Yx3QpZr8KfV2wLs7TnB4cM9hE1uJ6aRd&redirect=%2Fnotes

Or, if you're signing in on another device, enter this code:

6sbpb45q

Both expire in 15 minutes and can be used once.

If you didn't try to sign in, you can safely ignore this email.

Driftnote - quiet notes for busy heads
Driftnote Labs, 1 Little Collins St, Melbourne VIC 3000, Australia
""",
  html="""<html><body style="background:#fbfaf8;font-family:ui-sans-serif,system-ui,sans-serif;color:#2d2a26">
<div style="max-width:460px;margin:40px auto;padding:32px;background:#fff;border-radius:14px;box-shadow:0 1px 3px rgba(0,0,0,.08)">
<img src="https://app.driftnote.example/static/leaf-64.png" width="32" height="32" alt="">
<h1 style="font-size:20px">Sign in to Driftnote</h1>
<p><a href="https://app.driftnote.example/auth/magic?token=dn_ml_Yx3QpZr8KfV2wLs7TnB4cM9hE1uJ6aRd&amp;redirect=%2Fnotes" style="display:inline-block;background:#2d2a26;color:#fff;padding:10px 22px;border-radius:8px;text-decoration:none">Sign in</a></p>
<p style="color:#7a746c;font-size:14px">Signing in on another device? Enter this code:</p>
<p style="font-family:'JetBrains Mono',monospace;font-size:26px;letter-spacing:2px;background:#f3f1ed;padding:10px;text-align:center;border-radius:8px">6sbpb45q</p>
<p style="color:#7a746c;font-size:13px">Both expire in 15 minutes and can be used once. If you didn&rsquo;t try to sign in, ignore this email.</p>
<p style="color:#b3ada4;font-size:11px">Driftnote Labs, 1 Little Collins St, Melbourne VIC 3000, Australia</p>
</div></body></html>
""")

# ---- 24 -----------------------------------------------------------------
M(kind="lowercase_alnum", otp="k3x9mq2p", link=None,
  frm="Hexforge <noreply@hexforge.example>",
  to="pkumar <priyank.kumar@buildbox.example>",
  subject="[Hexforge] Confirm CLI sign-in",
  date="Wed, 05 Nov 2025 16:40:03 +0530",
  text_cte="7bit",
  text="""Hey pkumar,

A sign-in from the Hexforge CLI (hexforge v3.12.0, linux/amd64) is
waiting for confirmation.

Paste this confirmation code into your terminal:

    k3x9-mq2p

Request ID:  7f3e2a19-44c0-4b1d-9e62-0a8d5c33f7b1
IP address:  203.0.113.52 (Pune, IN)
Time:        2025-11-05 16:39:58 IST
Org:         buildbox (plan: Team, 12 seats)

The code expires in 10 minutes. If you didn't run `hexforge login`,
revoke active sessions at https://hexforge.example/settings/sessions

-- Hexforge, Inc. / 350 Rhode Island St, Suite 240, San Francisco, CA 94103
""")

# ---- 25 -----------------------------------------------------------------
M(kind="lowercase_alnum", otp="7hq2kz",
  link="https://accounts.pixelmoor.example/verify?u=PM-2208841&k=c0f1e9d7a8b64e2f9a51d3c7b0e4f6a2",
  frm="Pixelmoor <accounts@pixelmoor.example>",
  to="wren_plays22@gamermail.example",
  subject="Verify your Pixelmoor account \u2728",
  date="Sun, 09 Nov 2025 13:02:47 +0000",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Welcome to Pixelmoor, wren_plays22!

Verify your email to unlock trading and the daily login chest.

Click: https://accounts.pixelmoor.example/verify?u=PM-2208841&k=c0f1e9d7a8b64e2f9a51d3c7b0e4f6a2

...or type this verification key in the game launcher:

7hq2kz

Player ID: PM-2208841  |  Server: EU-West 3

Starter pack unlocked: 500 Moonshards + "Lantern" pet. Invite friends
with your referral code WREN-22X for 200 bonus Moonshards each.

Pixelmoor is made by Tidewell Games AB, G\u00f6tgatan 78, 118 30 Stockholm.
""",
  html="""<html><body style="margin:0;background:#1c1633;font-family:Trebuchet MS,Arial,sans-serif;color:#f2eefc">
<div style="max-width:520px;margin:0 auto;padding:28px;text-align:center">
<img src="https://cdn.pixelmoor.example/mail/pixelmoor-logo.png" alt="Pixelmoor" width="200">
<h2>Welcome to Pixelmoor, wren_plays22!</h2>
<p>Verify your email to unlock trading and the daily login chest.</p>
<p><a href="https://accounts.pixelmoor.example/verify?u=PM-2208841&amp;k=c0f1e9d7a8b64e2f9a51d3c7b0e4f6a2" style="background:#ffcc33;color:#1c1633;font-weight:bold;padding:14px 34px;border-radius:30px;text-decoration:none">VERIFY EMAIL</a></p>
<p style="margin-top:28px">&hellip;or type this verification key in the game launcher:</p>
<p style="font-size:30px;letter-spacing:6px;font-family:monospace;color:#ffcc33">7hq2kz</p>
<p style="font-size:13px;color:#a99fd0">Player ID: PM-2208841 &middot; Server: EU-West 3</p>
<p style="font-size:13px">Starter pack unlocked: 500 Moonshards + &ldquo;Lantern&rdquo; pet. Invite friends with your referral code <b>WREN-22X</b> for 200 bonus Moonshards each.</p>
<p style="font-size:11px;color:#7d73a8">Tidewell Games AB, G&ouml;tgatan 78, 118 30 Stockholm &middot;
<a href="https://pixelmoor.example/discord" style="color:#7d73a8">Discord</a> &middot; <a href="https://pixelmoor.example/privacy" style="color:#7d73a8">Privacy</a></p>
</div></body></html>
""")

# ---- 26 -----------------------------------------------------------------
M(kind="reset_in_code_mail", otp="482917", link=None,
  frm="Chirply <security@mail.chirply.example>",
  to="Beatriz Lopes <beatriz.lopes@correio.example>",
  subject="482917 is your Chirply code",
  date="Tue, 11 Nov 2025 02:14:38 +0000",
  text_cte="7bit", html_cte="quoted-printable",
  text="""Hi @bea_writes,

We received a request to log in to your Chirply account from a new
device. Enter this code to continue:

482917

Device: Safari on iPhone | Location: near Porto, Portugal | 02:14 UTC

Not you? Reset your password now:
https://chirply.example/account/password_reset?t=8Hc2mQx7Lp0vR4s9&src=login_code

Chirply, 1355 Market St, San Francisco, CA 94103
""",
  html="""<html><body style="font-family:Helvetica,Arial,sans-serif;color:#0f1419">
<table width="100%"><tr><td align="center"><table width="440" style="padding:20px">
<tr><td><img src="https://abs.chirply.example/email/bird-blue.png" alt="Chirply" width="28"></td></tr>
<tr><td><p>Hi @bea_writes,</p>
<p>We received a request to log in to your Chirply account from a new device. Enter this code to continue:</p>
<p style="font-size:28px;font-weight:bold">482917</p>
<p style="font-size:13px;color:#536471">Device: Safari on iPhone &middot; Location: near Porto, Portugal &middot; 02:14 UTC</p>
<p style="font-size:13px">Not you? <a href="https://chirply.example/account/password_reset?t=8Hc2mQx7Lp0vR4s9&amp;src=login_code" style="color:#1d9bf0">Reset your password now</a>.</p>
<p style="font-size:11px;color:#8b98a5"><a href="https://chirply.example/help" style="color:#8b98a5">Help</a> &middot; <a href="https://chirply.example/privacy" style="color:#8b98a5">Privacy</a><br>Chirply, 1355 Market St, San Francisco, CA 94103</p>
</td></tr></table></td></tr></table></body></html>
""")

# ---- 27 -----------------------------------------------------------------
M(kind="reset_in_code_mail", otp="739142", link=None,
  frm="Halden Savings Bank <no-reply@halden-savings.example>",
  to="Ingrid Nyg\u00e5rd <ingrid.nygard@nettpost.example>",
  subject="Sign-in to Halden Online Banking",
  date="Thu, 13 Nov 2025 19:48:02 +0100",
  text_cte="quoted-printable", html_cte="base64",
  text="""Dear Ingrid Nyg\u00e5rd,

A sign-in to Halden Online Banking was started on 13.11.2025 at 19:47
from a Windows computer.

One-time code: 739 142

Customer number: 0044 1829 03
The code is valid for 5 minutes.

Did you not try to sign in? Secure your account here:
https://www.halden-savings.example/security/lock?c=0044182903&r=hs7Qw2

or call our 24/7 card and fraud line: +47 55 21 30 00.

Halden Savings Bank, Strandkaien 2, 5013 Bergen. Org. no. 937 885 512
""",
  html="""<html><body style="margin:0;background:#f2f4f3;font-family:Arial,Helvetica,sans-serif;color:#1e2b27">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#004d40;padding:16px 24px;color:#fff;font-size:18px;font-weight:bold">Halden Savings Bank</td></tr>
<tr><td style="padding:24px">
<p>Dear Ingrid Nyg&aring;rd,</p>
<p>A sign-in to Halden Online Banking was started on 13.11.2025 at 19:47 from a Windows computer.</p>
<table cellpadding="0" cellspacing="0" style="margin:18px 0"><tr><td style="font-size:12px;color:#5f6f6a;padding-bottom:4px">One-time code</td></tr>
<tr><td style="font-size:32px;font-weight:bold;letter-spacing:4px;background:#e6f2ef;padding:10px 18px">739 142</td></tr></table>
<p style="font-size:13px;color:#5f6f6a">Customer number: 0044 1829 03 &middot; The code is valid for 5 minutes.</p>
<table cellpadding="0" cellspacing="0" style="border:1px solid #f0b429;background:#fff8e1;width:100%"><tr><td style="padding:12px;font-size:13px">
Did you not try to sign in? <a href="https://www.halden-savings.example/security/lock?c=0044182903&amp;r=hs7Qw2" style="color:#b45309;font-weight:bold">Secure your account</a>
or call our 24/7 card and fraud line: +47 55 21 30 00.</td></tr></table>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#8a9792;border-top:1px solid #e3e8e6">Halden Savings Bank, Strandkaien 2, 5013 Bergen &middot; Org. no. 937 885 512 &middot;
<a href="https://www.halden-savings.example/privacy" style="color:#8a9792">Privacy</a></td></tr>
</table></td></tr></table></body></html>
""")

# ---- 28 -----------------------------------------------------------------
M(kind="reset_in_code_mail", otp="Q7W2P9", link=None,
  frm="Tradeloop <account@tradeloop.example>",
  to="harvey.colt@inbox.example",
  subject="Confirm it's you before we show your seller payouts",
  date="Fri, 14 Nov 2025 10:30:11 +0000",
  text_cte="7bit", html_cte="quoted-printable",
  text="""Hi Harvey,

You asked to view payout details for your shop "Colt Vintage Audio".
For your security, enter this verification code:

Q7W2P9

Recent activity on your shop
  Item #204881733  Technics SL-1200 MK2        sold  GBP 420.00
  Item #204880119  Quad 405 power amplifier    sold  GBP 265.00
  Next payout:     GBP 611.80 on 18 Nov 2025 to bank account ****0915

Wasn't you? Change your password straight away:
https://www.tradeloop.example/account/security/password?src=otp_mail&uid=88120447

Tradeloop Marketplace Ltd, 5 New Street Square, London EC4A 3BF
Reg. no. 11204588 - You're receiving this because you have a seller account.
""",
  html="""<html><body style="font-family:Arial,sans-serif;background:#f7f7f7;color:#191919">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:24px">
<img src="https://img.tradeloop.example/brand/tl-logo.png" alt="Tradeloop" width="120">
<p>Hi Harvey,</p>
<p>You asked to view payout details for your shop <b>Colt Vintage Audio</b>. For your security, enter this verification code:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px;border:1px dashed #999;padding:10px;text-align:center">Q7W2P9</p>
<table width="100%" cellpadding="5" style="font-size:13px;border-collapse:collapse">
<tr style="background:#f2f2f2"><th align="left">Item</th><th align="left">Title</th><th align="right">Sold for</th></tr>
<tr><td>#204881733</td><td>Technics SL-1200 MK2</td><td align="right">GBP 420.00</td></tr>
<tr><td>#204880119</td><td>Quad 405 power amplifier</td><td align="right">GBP 265.00</td></tr>
<tr><td colspan="2">Next payout on 18 Nov 2025 to bank account ****0915</td><td align="right"><b>GBP 611.80</b></td></tr>
</table>
<p style="font-size:13px">Wasn&rsquo;t you? <a href="https://www.tradeloop.example/account/security/password?src=otp_mail&amp;uid=88120447">Change your password</a> straight away.</p>
<p style="font-size:11px;color:#888">Tradeloop Marketplace Ltd, 5 New Street Square, London EC4A 3BF &middot; Reg. no. 11204588<br>
You&rsquo;re receiving this because you have a seller account. <a href="https://www.tradeloop.example/help" style="color:#888">Help</a></p>
</div></body></html>
""")

# ---- 29 -----------------------------------------------------------------
M(kind="no_code_word", otp="620381", link=None,
  frm="Greenplate <hello@greenplate.example>",
  to="lucy.brennan@eire-mail.example",
  subject="Almost done \u2013 your first box is waiting",
  date="Sun, 16 Nov 2025 19:05:36 +0000",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Hi Lucy,

You're one step away from your first Greenplate box (3 recipes for 2,
delivery Thursday 20 November).

To finish signing up, enter 620 381 on the page you just came from.

Your welcome offer: 60% off your first box (\u20ac23.96 instead of \u20ac59.90)
plus free delivery to D08 K2X7.

Questions? Our kitchen crew is on +353 1 555 0142, 8am-8pm.

Greenplate Foods Ltd, Unit 9, Broomhill Business Park, Dublin 24
""",
  html="""<html><body style="background:#f6fbf3;font-family:'Trebuchet MS',Arial,sans-serif;color:#24351f">
<div style="max-width:540px;margin:0 auto;background:#fff;padding:28px;border-radius:8px">
<img src="https://img.greenplate.example/e/greenplate-logo.png" alt="Greenplate" width="150">
<h2 style="color:#3f7d20">You&rsquo;re one step away, Lucy</h2>
<p>Your first Greenplate box (3 recipes for 2) is set for delivery on <b>Thursday 20 November</b>.</p>
<p>To finish signing up, enter <span style="font-size:24px;font-weight:bold;color:#3f7d20;letter-spacing:2px">620&nbsp;381</span> on the page you just came from.</p>
<p style="background:#fff4d6;padding:12px;border-radius:6px">Your welcome offer: <b>60% off</b> your first box (&euro;23.96 instead of &euro;59.90) plus free delivery to D08 K2X7.</p>
<p style="font-size:13px">Questions? Our kitchen crew is on +353 1 555 0142, 8am&ndash;8pm.</p>
<p style="font-size:11px;color:#8aa080">Greenplate Foods Ltd, Unit 9, Broomhill Business Park, Dublin 24 &middot; <a href="https://greenplate.example/terms" style="color:#8aa080">Terms</a></p>
</div></body></html>
""")

# ---- 30 -----------------------------------------------------------------
M(kind="no_code_word", otp="48213", link=None,
  frm="CarePoint Patient Portal <noreply@carepoint-health.example>",
  to="george.tan@seniormail.example",
  subject="CarePoint: your one-time PIN",
  date="Wed, 19 Nov 2025 08:31:17 -0500",
  text_cte="7bit",
  text="""CarePoint Patient Portal

Hello George,

Your one-time PIN: 48213

Type it on the sign-in screen to view your records. It expires in
10 minutes.

Upcoming appointment
  Dr. Amelia Ruiz, Cardiology
  Tuesday, November 25, 2025 at 2:15 PM
  Riverside Medical Pavilion, Suite 410
  1200 Harbor Blvd, Weehawken, NJ 07086
  Patient ID: 7741-902-318   Copay due: $35.00

To reschedule, call (201) 555-0187. For emergencies call 911.

This email was sent from an unmonitored address. CarePoint Health
Network will never ask for your PIN by phone.
""")

# ---- 31 -----------------------------------------------------------------
M(kind="no_code_word", otp="91F3C2", link=None,
  frm="Stackyard <ops@stackyard.example>",
  to="ines.duarte@cloudops.example",
  subject="Confirm creation of production API key",
  date="Thu, 20 Nov 2025 11:58:44 +0000",
  text_cte="7bit", html_cte="quoted-printable",
  text="""Hi Ines,

Someone in project "payments-prod" (ID 58820144) is creating a new API
key with write access.

  Key name:      ci-deploy-2025-11
  Scopes:        deploy:write, logs:read
  Requested by:  ines.duarte@cloudops.example
  From IP:       198.51.100.23
  Region:        eu-west-2

To approve, paste this verification token in the dashboard:

    91F3C2

The existing key ending ...4f2a will keep working.

Stackyard Ltd, 20 Farringdon Road, London EC1M 3HE
Status: https://status.stackyard.example
""",
  html="""<html><body style="font-family:-apple-system,Helvetica,Arial,sans-serif;color:#0b1020;background:#fff">
<div style="max-width:560px;margin:0 auto;padding:24px;border:1px solid #e4e7ec">
<p style="font-weight:600;font-size:16px">Confirm creation of production API key</p>
<p>Hi Ines, someone in project <code>payments-prod</code> (ID 58820144) is creating a new API key with write access.</p>
<table cellpadding="4" style="font-size:13px;font-family:Menlo,monospace">
<tr><td>Key name</td><td>ci-deploy-2025-11</td></tr>
<tr><td>Scopes</td><td>deploy:write, logs:read</td></tr>
<tr><td>Requested by</td><td>ines.duarte@cloudops.example</td></tr>
<tr><td>From IP</td><td>198.51.100.23</td></tr>
<tr><td>Region</td><td>eu-west-2</td></tr>
</table>
<p>To approve, paste this verification token in the dashboard:</p>
<pre style="font-size:24px;background:#0b1020;color:#7ee787;padding:12px 16px;border-radius:6px">91F3C2</pre>
<p style="font-size:13px;color:#667085">The existing key ending &hellip;4f2a will keep working.</p>
<p style="font-size:11px;color:#98a2b3">Stackyard Ltd, 20 Farringdon Road, London EC1M 3HE &middot; <a href="https://status.stackyard.example" style="color:#98a2b3">Status</a></p>
</div></body></html>
""")

# ---- 32 -----------------------------------------------------------------
M(kind="no_code_word", otp="271905", link=None,
  frm="Tellus Mobile <care@tellus-mobile.example>",
  to="n.farah@tellus-customer.example",
  subject="Moving your eSIM to a new phone",
  date="Sat, 22 Nov 2025 14:20:09 +0000",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Hi Nadia,

You've asked to move your eSIM for 07700 900 735 to a new phone.

To make sure it's really you, type the number 271905 into the Tellus app
when it asks. The number works once, for the next 20 minutes.

Once you do, your old phone will lose signal within about 15 minutes.
Your plan (Tellus 50GB, \u00a315.00/month, contract ends 03/2026) doesn't change.

If you didn't ask for this, call us now on 0333 014 2200 - don't ignore it.

Tellus Mobile Ltd, 200 Broad Street, Birmingham B15 1SU. Account 81-220-0476.
""",
  html="""<html><body style="font-family:Arial,sans-serif;color:#262626">
<div style="max-width:560px;margin:0 auto;padding:22px;border-top:5px solid #e4007c">
<p>Hi Nadia,</p>
<p>You&rsquo;ve asked to move your eSIM for <b>07700 900 735</b> to a new phone.</p>
<p>To make sure it&rsquo;s really you, type the number <b style="font-size:20px">271905</b> into the Tellus app when it asks. The number works once, for the next 20 minutes.</p>
<p>Once you do, your old phone will lose signal within about 15 minutes. Your plan (Tellus 50GB, &pound;15.00/month, contract ends 03/2026) doesn&rsquo;t change.</p>
<p style="background:#fde7f2;padding:10px"><b>If you didn&rsquo;t ask for this, call us now on 0333 014 2200</b> &ndash; don&rsquo;t ignore it.</p>
<p style="font-size:11px;color:#8c8c8c">Tellus Mobile Ltd, 200 Broad Street, Birmingham B15 1SU &middot; Account 81-220-0476</p>
</div></body></html>
""")

# ---- 33 -----------------------------------------------------------------
M(kind="subject_only", otp="839204", link=None,
  frm="Lumio <no-reply@lumio.example>",
  to="k.ibrahim@mail.example",
  subject="839204 is your Lumio login code",
  date="Mon, 24 Nov 2025 21:09:55 +0000",
  html_cte="7bit",
  html="""<html><body style="font-family:Helvetica,Arial,sans-serif;color:#333;padding:24px">
<img src="https://lumio.example/img/email/lumio-logo.png" alt="Lumio" width="90">
<p>Enter the code from the subject line of this email to log in to Lumio. It expires in 10 minutes.</p>
<p style="color:#888;font-size:13px">If you didn't try to log in, you can ignore this email.</p>
<p style="color:#aaa;font-size:11px">Lumio Photo Ltd, 14 Castle Street, Cardiff CF10 1BS</p>
</body></html>
""")

# ---- 34 -----------------------------------------------------------------
M(kind="subject_only", otp="4471", link=None,
  frm="Brava Pay <notifications@bravapay.example>",
  to="t.ricci@posta.example",
  subject="Brava: 4471 confirms your new phone number",
  date="Tue, 25 Nov 2025 09:44:20 +0100",
  text_cte="8bit",
  text="""Hi Tommaso,

You're changing the phone number on your Brava account to
+39 347 555 0182.

Type the 4 digits from this email's subject into the Brava app to
confirm. Until you do, payments over €150 will need an extra check.

Didn't change your number? Open the app and tap Help > Report a problem.

Brava Pay S.r.l. · Via Torino 61, 20123 Milano · P.IVA 11820440961
""")

# ---- 35 -----------------------------------------------------------------
M(kind="alt_text_only", otp="672019", link=None,
  frm="Solace Meditation <support@solace-app.example>",
  to="hannah.berg@mail.example",
  subject="Your Solace verification",
  date="Wed, 26 Nov 2025 06:12:39 +0000",
  text_cte="7bit", html_cte="quoted-printable",
  images=[("code-image.20251126T0612@solace-app.example", png(240, 56, fg=(90, 70, 160)))],
  text="""Breathe in. You're nearly signed in.

Your verification code is shown as an image in the HTML version of this
email. If you can't see it, switch your mail app to HTML view or enable
images for this message.

Solace Mindfulness Inc., 2801 Pacific Ave, Venice, CA 90291
""",
  html="""<html><body style="background:#f4f1fb;font-family:Georgia,serif;color:#3d3657">
<div style="max-width:480px;margin:0 auto;padding:32px;text-align:center;background:#fff">
<p style="font-size:20px">Breathe in. You&rsquo;re nearly signed in.</p>
<p>Enter the code below in the Solace app:</p>
<p><img src="cid:code-image.20251126T0612@solace-app.example" width="240" height="56" alt="Your verification code: 672 019" style="display:block;margin:0 auto"></p>
<p style="font-size:12px;color:#9b94b5">The code expires in 10 minutes.</p>
<p style="font-size:11px;color:#b7b1cc">Solace Mindfulness Inc., 2801 Pacific Ave, Venice, CA 90291</p>
</div></body></html>
""")

# ---- 36 -----------------------------------------------------------------
M(kind="alt_text_only", otp="518273", link=None,
  frm="Goalpost Fantasy <verify@goalpost-fantasy.example>",
  to="dmitri.v@sportsfan.example",
  subject="Your Goalpost verification",
  date="Sat, 29 Nov 2025 12:55:03 +0000",
  html_cte="base64",
  images=[("gp-logo@goalpost-fantasy.example", png(160, 40, fg=(0, 140, 70)))] + [
      ("dg%d.7c1e9a@goalpost-fantasy.example" % i, png(28, 40, fg=(10, 10, 10), stripe=3 + i))
      for i in range(6)],
  html="""<!DOCTYPE html><html><body style="margin:0;background:#0a3d2a;font-family:Arial,sans-serif;color:#fff">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px">
<table width="480" cellpadding="0" cellspacing="0" style="background:#0f5239;border-radius:10px">
<tr><td align="center" style="padding:24px"><img src="cid:gp-logo@goalpost-fantasy.example" width="160" height="40" alt="Goalpost Fantasy"></td></tr>
<tr><td align="center" style="padding:0 24px 10px;font-size:16px">Enter these digits in the app to verify your account before Gameweek 14 locks (Sat 29 Nov, 12:30 GMT):</td></tr>
<tr><td align="center" style="padding:14px">
<img src="cid:dg0.7c1e9a@goalpost-fantasy.example" width="28" height="40" alt="5"><img src="cid:dg1.7c1e9a@goalpost-fantasy.example" width="28" height="40" alt="1"><img src="cid:dg2.7c1e9a@goalpost-fantasy.example" width="28" height="40" alt="8"><img src="cid:dg3.7c1e9a@goalpost-fantasy.example" width="28" height="40" alt="2"><img src="cid:dg4.7c1e9a@goalpost-fantasy.example" width="28" height="40" alt="7"><img src="cid:dg5.7c1e9a@goalpost-fantasy.example" width="28" height="40" alt="3">
</td></tr>
<tr><td align="center" style="padding:6px 24px 24px;font-size:12px;color:#9fd3b8">Valid for 15 minutes. Your squad value: &pound;99.5m &middot; Free transfers: 2 &middot; Rank 412,880</td></tr>
</table>
<p style="font-size:10px;color:#7fb89c">Goalpost Fantasy Ltd, 3 Hardman Street, Manchester M3 3HF &middot; 18+ &middot; <a href="https://goalpost-fantasy.example/privacy" style="color:#7fb89c">Privacy</a></p>
</td></tr></table></body></html>
""")

# ---- 37 -----------------------------------------------------------------
M(kind="magic_link", otp=None,
  link="https://e.quorra.example/c/eJxVkM1uwjAQhO99CsvnEgcIhXBqxaGHSq3UXtoLWuwNseqsrbVDqRDvXidBqD165ptvdvf0LU8GXSXX?u=8841207&t=1729512341&h=4c9e0f1b",
  link_alt=["https://app.quorra.example/login/magic?token=qmt_4Fz9KpL2wX8nR7vB3cY6dT1hJ5sM0aQe&email=lena.v%40atlas-studio.example"],
  frm="Quorra <no-reply@quorra.example>",
  to="lena.v@atlas-studio.example",
  subject="Your magic link to sign in to Atlas Studio on Quorra",
  date="Mon, 01 Dec 2025 08:03:27 +0000",
  headers=[("List-Unsubscribe", "<https://e.quorra.example/unsub/8841207?k=aa91>")],
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Sign in to Atlas Studio on Quorra

Click the link below to sign in. It expires in 15 minutes and can be
used once:

https://app.quorra.example/login/magic?token=qmt_4Fz9KpL2wX8nR7vB3cY6dT1hJ5sM0aQe&email=lena.v%40atlas-studio.example

Workspace: atlas-studio.quorra.example  |  38 members  |  Pro plan

If you didn't request this email, there's nothing to worry about -
you can safely ignore it.

Quorra Technologies, Inc. - 101 Avenue of the Americas, New York, NY 10013
Help center: https://help.quorra.example
""",
  html="""<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ffffff;font-family:Lato,Helvetica,Arial,sans-serif;color:#1d1c1d">
<div style="font-size:11px;text-align:center;padding:8px;color:#868686"><a href="https://e.quorra.example/v/8841207?k=view_5b1c" style="color:#868686">View this email in your browser</a></div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="520" cellpadding="0" cellspacing="0">
<tr><td style="padding:30px 0 10px"><img src="https://a.quorra.example/email/quorra-logo@2x.png" width="120" alt="Quorra"></td></tr>
<tr><td><h1 style="font-size:30px;line-height:36px">Sign in to <b>Atlas Studio</b></h1>
<p style="font-size:18px;line-height:28px">Click the button below to sign in. This link expires in 15 minutes and can be used once.</p></td></tr>
<tr><td style="padding:16px 0"><a href="https://e.quorra.example/c/eJxVkM1uwjAQhO99CsvnEgcIhXBqxaGHSq3UXtoLWuwNseqsrbVDqRDvXidBqD165ptvdvf0LU8GXSXX?u=8841207&amp;t=1729512341&amp;h=4c9e0f1b"
 style="display:inline-block;background:#4a154b;color:#fff;font-size:18px;font-weight:bold;padding:16px 40px;border-radius:4px;text-decoration:none">Sign in to Quorra</a></td></tr>
<tr><td style="font-size:14px;color:#454245;padding-bottom:14px">Or copy and paste this link:<br>
<a href="https://app.quorra.example/login/magic?token=qmt_4Fz9KpL2wX8nR7vB3cY6dT1hJ5sM0aQe&amp;email=lena.v%40atlas-studio.example" style="color:#1264a3;word-break:break-all">https://app.quorra.example/login/magic?token=qmt_4Fz9KpL2wX8nR7vB3cY6dT1hJ5sM0aQe&amp;email=lena.v%40atlas-studio.example</a></td></tr>
<tr><td style="font-size:14px;color:#454245">Workspace: atlas-studio.quorra.example &middot; 38 members &middot; Pro plan</td></tr>
<tr><td style="font-size:14px;color:#696969;padding:16px 0">If you didn&rsquo;t request this email, there&rsquo;s nothing to worry about &mdash; you can safely ignore it.</td></tr>
<tr><td style="border-top:1px solid #ddd;padding:20px 0;font-size:12px;color:#696969">
<a href="https://e.quorra.example/c/eJxdj8tuwjAQRX_F8rrEoUKgrFpVqrrsrhsrH?u=8841207&amp;t=blog" style="color:#696969">Our blog</a> &middot;
<a href="https://twitter.quorra.example/quorra" style="color:#696969"><img src="https://a.quorra.example/email/ico-x.png" width="16" alt="X"></a>
<a href="https://linkedin.quorra.example/company/quorra" style="color:#696969"><img src="https://a.quorra.example/email/ico-in.png" width="16" alt="LinkedIn"></a> &middot;
<a href="https://help.quorra.example" style="color:#696969">Help center</a> &middot;
<a href="https://e.quorra.example/unsub/8841207?k=aa91" style="color:#696969">Unsubscribe from product emails</a><br><br>
Quorra Technologies, Inc. &middot; 101 Avenue of the Americas, New York, NY 10013</td></tr>
</table></td></tr></table>
<img src="https://e.quorra.example/o/eJxVkM1uwjAQhO99CsvnEg.gif" width="1" height="1" alt="" border="0">
</body></html>
""")

# ---- 38 -----------------------------------------------------------------
M(kind="magic_link", otp=None,
  link="https://fieldnotes.letterkin.example/subscribe/confirm?sid=sb_9QW2ZK7HN4&h=1f0c9e88a2b34d71b6e5",
  frm="Field Notes on Birds <fieldnotes@letterkin.example>",
  to="owen.price@wren-mail.example",
  subject="Confirm your subscription to Field Notes on Birds",
  date="Tue, 02 Dec 2025 17:40:12 +0000",
  text_cte="7bit", html_cte="quoted-printable",
  text="""Hi there,

Someone (hopefully you) asked to subscribe owen.price@wren-mail.example to
Field Notes on Birds - a fortnightly letter about garden birds, migration
and what to put in your feeder.

Please confirm your subscription:
https://fieldnotes.letterkin.example/subscribe/confirm?sid=sb_9QW2ZK7HN4&h=1f0c9e88a2b34d71b6e5

If you didn't ask, just ignore this e-mail and you won't hear from us.

Eleanor Marsh
Field Notes on Birds - Issue #87 goes out Friday 5 December

Sent via Letterkin. Report abuse: https://letterkin.example/abuse?sid=sb_9QW2ZK7HN4
""",
  html="""<html><body style="font-family:Georgia,'Times New Roman',serif;background:#fbf8f1;color:#3b3326">
<div style="max-width:520px;margin:0 auto;padding:30px">
<p style="text-align:center"><img src="https://cdn.letterkin.example/pubs/fieldnotes/header-robin.png" alt="Field Notes on Birds" width="300"></p>
<p>Hi there,</p>
<p>Someone (hopefully you) asked to subscribe <b>owen.price@wren-mail.example</b> to <i>Field Notes on Birds</i> &mdash; a fortnightly letter about garden birds, migration and what to put in your feeder.</p>
<p style="text-align:center;margin:30px 0"><a href="https://fieldnotes.letterkin.example/subscribe/confirm?sid=sb_9QW2ZK7HN4&amp;h=1f0c9e88a2b34d71b6e5" style="background:#6b8e23;color:#fff;padding:12px 28px;border-radius:3px;text-decoration:none;font-family:Arial,sans-serif">Yes, subscribe me</a></p>
<p>If you didn&rsquo;t ask, just ignore this e-mail and you won&rsquo;t hear from us.</p>
<p>Eleanor Marsh<br><span style="font-size:13px;color:#7a6f5c">Issue #87 goes out Friday 5 December</span></p>
<p style="font-size:11px;color:#9b907b;border-top:1px solid #e5dccb;padding-top:10px">Sent via <a href="https://letterkin.example/?ref=fieldnotes" style="color:#9b907b">Letterkin</a> &middot;
<a href="https://letterkin.example/abuse?sid=sb_9QW2ZK7HN4" style="color:#9b907b">Report abuse</a> &middot; <a href="https://fieldnotes.letterkin.example/archive" style="color:#9b907b">Read past issues</a></p>
</div></body></html>
""")

# ---- 39 -----------------------------------------------------------------
M(kind="magic_link", otp=None,
  link="https://secure.alderbank.example/auth/reset-password?rt=AB.rst.5f7Qz1XnL8wK3vP0mB6cR2tY9hD4sJ&cid=77102934",
  frm="Alder Bank <online.security@alderbank.example>",
  to="margaret.hollis@homeinbox.example",
  subject="Reset your Alder Bank online password",
  date="Wed, 03 Dec 2025 20:26:58 +0000",
  text_cte="quoted-printable", html_cte="base64",
  text="""Dear Mrs Hollis,

We received a request to reset the password for your Alder Bank online
account (customer ID ending 2934).

Reset your password:
https://secure.alderbank.example/auth/reset-password?rt=AB.rst.5f7Qz1XnL8wK3vP0mB6cR2tY9hD4sJ&cid=77102934

This link is valid for 30 minutes and can only be used once.

If you didn't ask to reset your password, please call us on
0800 917 2260. Our opening hours are 8am-8pm, 7 days a week.

Alder Bank plc. Registered office: 1 Cheapside, London EC2V 6DN.
Registered in England and Wales no. 04412930. Financial Services Register 204417.
""",
  html="""<html><body style="margin:0;background:#f3f3f3;font-family:Arial,sans-serif;color:#222">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#1b4d3e;padding:18px 30px"><img src="https://www.alderbank.example/content/email/alder-logo-white.png" alt="Alder Bank" width="130"></td></tr>
<tr><td style="padding:30px">
<p>Dear Mrs Hollis,</p>
<p>We received a request to reset the password for your Alder Bank online account (customer ID ending 2934).</p>
<p style="padding:14px 0"><a href="https://secure.alderbank.example/auth/reset-password?rt=AB.rst.5f7Qz1XnL8wK3vP0mB6cR2tY9hD4sJ&amp;cid=77102934" style="background:#1b4d3e;color:#fff;padding:13px 30px;text-decoration:none;font-weight:bold">Reset password</a></p>
<p style="font-size:14px">This link is valid for 30 minutes and can only be used once.</p>
<p style="font-size:14px">If you didn&rsquo;t ask to reset your password, please call us on <b>0800 917 2260</b>. Our opening hours are 8am&ndash;8pm, 7 days a week.</p>
<table width="100%" style="background:#f6f8f7;font-size:13px"><tr><td style="padding:12px"><b>Stay safe:</b> we&rsquo;ll never ask for your full password or PIN.
<a href="https://www.alderbank.example/security/fraud-and-scams">Learn about scams</a></td></tr></table>
</td></tr>
<tr><td style="padding:20px 30px;font-size:11px;color:#777;border-top:1px solid #e5e5e5">
<a href="https://www.alderbank.example/help" style="color:#777">Help</a> | <a href="https://www.alderbank.example/privacy" style="color:#777">Privacy notice</a> | <a href="https://www.alderbank.example/accessibility" style="color:#777">Accessibility</a><br><br>
Alder Bank plc. Registered office: 1 Cheapside, London EC2V 6DN. Registered in England and Wales no. 04412930. Financial Services Register 204417.</td></tr>
</table></td></tr></table></body></html>
""")

# ---- 40 -----------------------------------------------------------------
M(kind="magic_link", otp=None,
  link="https://account.cloudmere.example/security/approve?req=apr_2Kx9vLq7Tz4mPw8nR1cH&decision=yes&sig=MEUCIQDx4",
  frm="Cloudmere <account-security@cloudmere.example>",
  to="yuki.tanaka@kumo-mail.example",
  subject="Is this you signing in from a new device?",
  date="Thu, 04 Dec 2025 23:17:35 +0900",
  text_cte="7bit", html_cte="quoted-printable",
  text="""Hi Yuki,

We noticed a sign-in to your Cloudmere account from a device we don't
recognise.

  Device:    Windows 11 - Edge 142
  Location:  Osaka, Japan (approximate)
  IP:        192.0.2.144
  When:      4 December 2025, 23:16 JST

Was this you?

Yes, it was me - approve this sign-in:
https://account.cloudmere.example/security/approve?req=apr_2Kx9vLq7Tz4mPw8nR1cH&decision=yes&sig=MEUCIQDx4

No, it wasn't me - secure my account:
https://account.cloudmere.example/security/approve?req=apr_2Kx9vLq7Tz4mPw8nR1cH&decision=no&sig=MEUCIQDx4

Storage used: 184.2 GB of 2 TB.

Cloudmere K.K., 3-1-1 Marunouchi, Chiyoda-ku, Tokyo 100-0005
""",
  html="""<html><body style="font-family:'Hiragino Sans','Segoe UI',Arial,sans-serif;background:#f7f9fc;color:#1f2d3d">
<div style="max-width:520px;margin:0 auto;background:#fff;padding:30px;border-radius:8px">
<img src="https://static.cloudmere.example/mail/cloud.png" width="36" alt="Cloudmere">
<h2 style="font-weight:500">Is this you signing in?</h2>
<p>Hi Yuki, we noticed a sign-in to your Cloudmere account from a device we don&rsquo;t recognise.</p>
<table cellpadding="5" style="font-size:14px;background:#f1f4f9;width:100%">
<tr><td>Device</td><td>Windows 11 &middot; Edge 142</td></tr>
<tr><td>Location</td><td>Osaka, Japan (approximate)</td></tr>
<tr><td>IP</td><td>192.0.2.144</td></tr>
<tr><td>When</td><td>4 December 2025, 23:16 JST</td></tr>
</table>
<p style="margin-top:24px">
<a href="https://account.cloudmere.example/security/approve?req=apr_2Kx9vLq7Tz4mPw8nR1cH&amp;decision=yes&amp;sig=MEUCIQDx4" style="background:#2f6fed;color:#fff;padding:11px 22px;border-radius:6px;text-decoration:none">Yes, it was me</a>
&nbsp;
<a href="https://account.cloudmere.example/security/approve?req=apr_2Kx9vLq7Tz4mPw8nR1cH&amp;decision=no&amp;sig=MEUCIQDx4" style="border:1px solid #d93025;color:#d93025;padding:10px 22px;border-radius:6px;text-decoration:none">No, secure my account</a></p>
<p style="font-size:12px;color:#8492a6">Storage used: 184.2 GB of 2 TB.</p>
<p style="font-size:11px;color:#a0aec0">Cloudmere K.K., 3-1-1 Marunouchi, Chiyoda-ku, Tokyo 100-0005 &middot; <a href="https://cloudmere.example/help/new-device" style="color:#a0aec0">Why did I get this?</a></p>
</div></body></html>
""")

# ---- 41 -----------------------------------------------------------------
M(kind="magic_link", otp=None,
  link="https://apply.westbrook-art.ac.example/portal/confirm-email/6c1d2f90-3e7b-4a55-b8c4-91fd0e27aa13?applicant=WBA260418",
  frm="Westbrook College of Art Admissions <admissions@westbrook-art.ac.example>",
  to="zara.okonkwo@studentmail.example",
  subject="Applicant Portal: please confirm your email address",
  date="Fri, 05 Dec 2025 10:22:06 +0000",
  text_cte="8bit",
  text="""Dear Zara,

Thank you for starting your application to Westbrook College of Art.

Applicant number: WBA260418
Course: BA (Hons) Illustration, September 2026 entry
Portfolio deadline: 30 January 2026, 17:00 GMT

Before you can upload your portfolio, please confirm your email address
by opening the link below (it stays valid for 72 hours):

https://apply.westbrook-art.ac.example/portal/confirm-email/6c1d2f90-3e7b-4a55-b8c4-91fd0e27aa13?applicant=WBA260418

Open days: Saturday 17 January 2026 and Saturday 7 February 2026,
10:00–15:00. Book a place at https://www.westbrook-art.ac.example/open-days

Kind regards,

Admissions Office
Westbrook College of Art · 22 Foundry Lane · Sheffield S3 8RY
Telephone 0114 496 0821
""")

# ---- 42 -----------------------------------------------------------------
M(kind="magic_link", otp=None,
  link="https://trk.ironvale-online.example/click/ml_v2/6a0d3/aHR0cHM6Ly9hY2NvdW50LmlydmFsZS5leGFtcGxlL3VubG9jaw?rid=IV-5530217&t=unlock_9e8d7c6b5a",
  frm="Ironvale Online <no-reply@ironvale-online.example>",
  to="grimwald77@quest-mail.example",
  subject="Your Ironvale account has been locked",
  date="Sat, 06 Dec 2025 03:48:19 +0000",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Greetings, grimwald77.

Your Ironvale Online account was locked after 5 failed login attempts
(last attempt: 06/12/2025 03:47 UTC, IP 203.0.113.9).

To unlock it, open this link within 24 hours:
https://account.ironvale-online.example/unlock?rid=IV-5530217&t=unlock_9e8d7c6b5a

Your characters, gold (1,204,550) and the items on your 3 characters are safe.

If you don't recognise these attempts, change your password after
unlocking and turn on the Ironvale Authenticator.

Ironvale Online Support - Ticket desk: https://support.ironvale-online.example
(c) 2025 Runeforge Interactive SRL, Strada Vasile Conta 19, 020954 Bucharest
""",
  html="""<html><body style="background:#15110d;color:#e9dcc3;font-family:Georgia,serif">
<div style="max-width:560px;margin:0 auto;padding:26px;border:1px solid #5c4a32;background:#1f1913">
<p style="text-align:center"><img src="https://cdn.ironvale-online.example/mail/crest.png" alt="Ironvale Online" width="90"></p>
<p>Greetings, <b>grimwald77</b>.</p>
<p>Your Ironvale Online account was locked after 5 failed login attempts (last attempt: 06/12/2025 03:47 UTC, IP 203.0.113.9).</p>
<p style="text-align:center;margin:26px 0"><a href="https://trk.ironvale-online.example/click/ml_v2/6a0d3/aHR0cHM6Ly9hY2NvdW50LmlydmFsZS5leGFtcGxlL3VubG9jaw?rid=IV-5530217&amp;t=unlock_9e8d7c6b5a" style="background:#b8860b;color:#15110d;padding:12px 30px;text-decoration:none;font-weight:bold">UNLOCK MY ACCOUNT</a></p>
<p style="font-size:13px">This link expires in 24 hours. Your characters, gold (1,204,550) and the items on your 3 characters are safe.</p>
<p style="font-size:13px">If you don&rsquo;t recognise these attempts, change your password after unlocking and turn on the
<a href="https://trk.ironvale-online.example/click/ml_v2/6a0d3/authenticator?rid=IV-5530217" style="color:#d4a94a">Ironvale Authenticator</a>.</p>
<p style="font-size:11px;color:#8c7b61"><a href="https://support.ironvale-online.example" style="color:#8c7b61">Support</a> &middot;
<a href="https://ironvale-online.example/legal/privacy" style="color:#8c7b61">Privacy</a><br>&copy; 2025 Runeforge Interactive SRL, Strada Vasile Conta 19, 020954 Bucharest</p>
</div></body></html>
""",
  link_alt=["https://account.ironvale-online.example/unlock?rid=IV-5530217&t=unlock_9e8d7c6b5a"])

# ---- 43 -----------------------------------------------------------------
M(kind="magic_link", otp="481220",
  link="https://go.finchhealth.example/signin/ml?c=fh_Hq83LmZ0pV7xT2sK9wR4yB6nD1eA5j&device=web",
  frm="Finch Health <care-team@finchhealth.example>",
  to="rosa.delgado@correo.example",
  subject="Sign in to Finch Health",
  date="Sun, 07 Dec 2025 09:15:42 -0600",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Hi Rosa,

Tap the link to sign in to Finch Health:
https://go.finchhealth.example/signin/ml?c=fh_Hq83LmZ0pV7xT2sK9wR4yB6nD1eA5j&device=web

Or enter this code in the app: 481 220

The link and code expire in 10 minutes.

Reminder: your video visit with Nurse Practitioner Dana Kim is on
Tuesday, Dec 9 at 3:30 PM CST. Member ID: FH-20318844.

Finch Health, Inc. - 600 Congress Ave, Austin, TX 78701 - (512) 555-0164
""",
  html="""<html><body style="font-family:Avenir,Helvetica,Arial,sans-serif;color:#243040;background:#f3f8f7">
<div style="max-width:480px;margin:0 auto;padding:28px;background:#fff">
<img src="https://assets.finchhealth.example/email/finch-mark.png" width="40" alt="Finch Health">
<p>Hi Rosa,</p>
<p><a href="https://go.finchhealth.example/signin/ml?c=fh_Hq83LmZ0pV7xT2sK9wR4yB6nD1eA5j&amp;device=web" style="display:block;text-align:center;background:#1a7f72;color:#fff;padding:14px;border-radius:24px;text-decoration:none">Sign in to Finch Health</a></p>
<p style="text-align:center;color:#6b7a8c">Or enter this code in the app</p>
<p style="text-align:center;font-size:30px;letter-spacing:4px;font-weight:600">481&thinsp;220</p>
<p style="font-size:13px;color:#6b7a8c">The link and code expire in 10 minutes.</p>
<p style="font-size:13px;background:#eef7f5;padding:10px">Reminder: your video visit with Nurse Practitioner Dana Kim is on Tuesday, Dec 9 at 3:30 PM CST. Member ID: FH-20318844.</p>
<p style="font-size:11px;color:#9aa5b1">Finch Health, Inc. &middot; 600 Congress Ave, Austin, TX 78701 &middot; (512) 555-0164 &middot; <a href="https://finchhealth.example/hipaa" style="color:#9aa5b1">Notice of Privacy Practices</a></p>
</div></body></html>
""")

# ---- 44 -----------------------------------------------------------------
M(kind="phone_and_dates", otp="662480", link=None,
  frm="Pulse Telecom <orders@pulsetelecom.example>",
  to="ben.archer@archerfamily.example",
  subject="Order PT-2025-118842: confirm your delivery change",
  date="Mon, 08 Dec 2025 12:33:08 +0000",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Hi Ben,

You asked to change the delivery of order PT-2025-118842.

  New delivery date:  Thu 11/12/2025, 08:00-12:00
  Address:            22 Elm Grove, Reading RG1 5LP
  Item:               Pixelon 9a 128GB + SIM, 24-month plan \u00a324.99/month
  Upfront cost:       \u00a329.00 (paid 06/12/2025, card ending 8820)
  Your number:        07700 900 123 (porting on 12/12/2025)

To confirm the change, enter 662 480 on the order page. This code works
for 30 minutes.

Questions? Call 0800 555 0199 (free), 8am-9pm, or 150 from a Pulse phone.

Pulse Telecom Ltd, 3 Kings Road, Reading RG1 3AR. Registered no. 07448120.
""",
  html="""<html><body style="font-family:Arial,sans-serif;color:#1b1b3a;background:#f0f0f7">
<div style="max-width:580px;margin:0 auto;background:#fff">
<div style="background:#3c2a98;color:#fff;padding:16px 24px;font-size:20px;font-weight:bold">pulse<span style="color:#ffd23f">.</span></div>
<div style="padding:24px">
<p>Hi Ben,</p>
<p>You asked to change the delivery of order <b>PT-2025-118842</b>.</p>
<table cellpadding="6" style="font-size:14px;width:100%;border-collapse:collapse">
<tr style="background:#f5f5fb"><td>New delivery date</td><td>Thu 11/12/2025, 08:00&ndash;12:00</td></tr>
<tr><td>Address</td><td>22 Elm Grove, Reading RG1 5LP</td></tr>
<tr style="background:#f5f5fb"><td>Item</td><td>Pixelon 9a 128GB + SIM, 24-month plan &pound;24.99/month</td></tr>
<tr><td>Upfront cost</td><td>&pound;29.00 (paid 06/12/2025, card ending 8820)</td></tr>
<tr style="background:#f5f5fb"><td>Your number</td><td>07700 900 123 (porting on 12/12/2025)</td></tr>
</table>
<p>To confirm the change, enter <b style="font-size:22px;letter-spacing:2px">662 480</b> on the order page. This code works for 30 minutes.</p>
<p style="font-size:13px">Questions? Call <b>0800 555 0199</b> (free), 8am&ndash;9pm, or 150 from a Pulse phone.</p>
</div>
<div style="padding:14px 24px;font-size:11px;color:#888;background:#fafafa">Pulse Telecom Ltd, 3 Kings Road, Reading RG1 3AR &middot; Registered no. 07448120 &middot;
<a href="https://www.pulsetelecom.example/orders/PT-2025-118842" style="color:#888">View order</a></div>
</div></body></html>
""")

# ---- 45 -----------------------------------------------------------------
M(kind="phone_and_dates", otp="903118", link=None,
  frm="Northgate Card Services <securepay@northgate-cards.example>",
  to="j.whitmore@mailbox.example",
  subject="Approve your online payment of EUR 1,284.00",
  date="Wed, 12 Nov 2025 21:36:51 +0000",
  text_cte="7bit",
  crlf=True,
  text="""NORTHGATE CARD SERVICES - ONLINE PAYMENT CHECK

Merchant:    ROSEWELL TRAVEL LTD, MALAGA ES
Amount:      EUR 1,284.00 (approx. GBP 1,127.55)
Card:        Northgate Visa Platinum ending 4417
Date/time:   12/11/2025 21:36 GMT
Reference:   3DS-7720419963

Authorisation code: 903 118

Only enter this code on the merchant's payment page if every detail
above is correct. It is valid for 5 minutes.

If you don't recognise this payment, don't enter the code - call us on
0345 300 4417 (or +44 20 7946 0852 from abroad), 24/7.

Northgate Card Services is a trading name of Northgate Bank plc,
10 Lower Thames Street, London EC3R 6AF. Registered in England 00214417.
""")

# ---- 46 -----------------------------------------------------------------
M(kind="phone_and_dates", otp=None,
  link="https://patient.lindenmedical.example/activate?t=LMG-a8F3kQ9zT1vW6pX2&nhs=4857773456",
  frm="Linden Medical Group <noreply@lindenmedical.example>",
  to="peter.quinn@oldmail.example",
  subject="Activate online access \u2013 and your appointment on 4 December",
  date="Fri, 28 Nov 2025 14:09:30 +0000",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Dear Mr Quinn,

Your appointment
  Thursday 4 December 2025 at 10:40
  Dr S. Patel, Linden Medical Centre, 18 Lime Street, Bath BA1 2PX
  Please arrive 5 minutes early. Cancel by calling 01225 496 300.

Online access
You asked for online access to your GP record (NHS number 485 777 3456,
date of birth 14/02/1951). Confirm your email address to activate it:

https://patient.lindenmedical.example/activate?t=LMG-a8F3kQ9zT1vW6pX2&nhs=4857773456

The link works for 48 hours. Repeat prescriptions can be ordered from
Monday 8 December.

Linden Medical Group, 18 Lime Street, Bath BA1 2PX. Practice code L81044.
Out of hours: call 111. Emergencies: 999.
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:16px;color:#212b32">
<div style="max-width:600px;margin:0 auto;padding:20px">
<div style="background:#005eb8;color:#fff;padding:12px 16px;font-weight:bold">Linden Medical Group</div>
<p>Dear Mr Quinn,</p>
<h3>Your appointment</h3>
<p>Thursday 4 December 2025 at 10:40<br>Dr S. Patel, Linden Medical Centre, 18 Lime Street, Bath BA1 2PX<br>
Please arrive 5 minutes early. Cancel by calling 01225 496 300.</p>
<h3>Online access</h3>
<p>You asked for online access to your GP record (NHS number 485 777 3456, date of birth 14/02/1951). Confirm your email address to activate it:</p>
<p><a href="https://patient.lindenmedical.example/activate?t=LMG-a8F3kQ9zT1vW6pX2&amp;nhs=4857773456" style="background:#007f3b;color:#fff;padding:10px 20px;text-decoration:none;font-weight:bold">Confirm email and activate</a></p>
<p style="font-size:14px">The link works for 48 hours. Repeat prescriptions can be ordered from Monday 8 December.</p>
<p style="font-size:12px;color:#4c6272">Linden Medical Group, 18 Lime Street, Bath BA1 2PX &middot; Practice code L81044 &middot; Out of hours: call 111 &middot; Emergencies: 999<br>
<a href="https://www.lindenmedical.example/practice-privacy-notice" style="color:#4c6272">Practice privacy notice</a></p>
</div></body></html>
""")

# ---- 47 -----------------------------------------------------------------
M(kind="decoy_codes", otp=None, link=None,
  frm="Bloom & Basket <hello@bloomandbasket.example>",
  to="chloe.martin@petitmail.example",
  subject="Chloe, 15% off your next bouquet \U0001F490 (code inside)",
  date="Mon, 24 Nov 2025 10:00:00 +0000",
  headers=[("List-Unsubscribe", "<mailto:unsub-48821@bloomandbasket.example>"),
           ("Precedence", "bulk")],
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Hi Chloe,

Thanks for your last order (#BB-339104, delivered 14 November). Here's a
little something for next time:

    15% OFF with code WELCOME15
    Valid until 7 December 2025 on orders over \u00a330.

Sending flowers to someone else? Your e-gift card 6035 7714 2290 0418
still has \u00a312.50 on it (PIN on the back of your printed card).

Christmas delivery cut-off: order by 21 December, 2pm.

Shop now: https://www.bloomandbasket.example/christmas?utm_campaign=nov24

Bloom & Basket, 7 Flower Market Lane, Nine Elms, London SW8 5BH
Unsubscribe: https://www.bloomandbasket.example/unsubscribe?e=48821
""",
  html="""<html><body style="margin:0;background:#fff5f7;font-family:'Playfair Display',Georgia,serif;color:#4a2b33">
<div style="max-width:600px;margin:0 auto;background:#fff">
<div style="text-align:center;padding:10px;font-size:11px"><a href="https://www.bloomandbasket.example/email/nov24?e=48821" style="color:#9a7b83">View in browser</a></div>
<img src="https://img.bloomandbasket.example/campaigns/nov24-hero.jpg" width="600" alt="Winter bouquets" style="display:block">
<div style="padding:24px;text-align:center">
<p style="font-size:20px">Hi Chloe,</p>
<p>Thanks for your last order (#BB-339104, delivered 14 November). Here&rsquo;s a little something for next time:</p>
<div style="border:2px dashed #d46a87;padding:16px;margin:18px 40px"><span style="font-size:14px">15% OFF with code</span><br><b style="font-size:30px;letter-spacing:3px;color:#d46a87">WELCOME15</b><br><span style="font-size:12px">Valid until 7 December 2025 on orders over &pound;30.</span></div>
<p style="font-size:14px">Sending flowers to someone else? Your e-gift card <b>6035 7714 2290 0418</b> still has &pound;12.50 on it.</p>
<p style="font-size:14px">Christmas delivery cut-off: order by 21 December, 2pm.</p>
<p><a href="https://click.bloomandbasket.example/c/nov24/shop?e=48821" style="background:#4a2b33;color:#fff;padding:12px 30px;text-decoration:none">Shop now</a></p>
</div>
<div style="padding:16px;font-size:11px;color:#9a7b83;text-align:center">
<a href="https://instagram.bloomandbasket.example"><img src="https://img.bloomandbasket.example/ico/ig.png" width="20" alt="Instagram"></a>
<a href="https://pinterest.bloomandbasket.example"><img src="https://img.bloomandbasket.example/ico/pin.png" width="20" alt="Pinterest"></a><br>
Bloom &amp; Basket, 7 Flower Market Lane, Nine Elms, London SW8 5BH<br>
<a href="https://www.bloomandbasket.example/unsubscribe?e=48821" style="color:#9a7b83">Unsubscribe</a> &middot; <a href="https://www.bloomandbasket.example/preferences?e=48821" style="color:#9a7b83">Email preferences</a></div>
<img src="https://click.bloomandbasket.example/o/nov24.gif?e=48821" width="1" height="1" alt="">
</div></body></html>
""")

# ---- 48 -----------------------------------------------------------------
M(kind="decoy_codes", otp=None, link=None,
  frm="Quidly <security-team@quidly.example>",
  to="eilidh.ross@scotmail.example",
  subject="Scam alert: nobody from Quidly will ever ask for your codes",
  date="Thu, 27 Nov 2025 11:30:00 +0000",
  text_cte="quoted-printable", html_cte="base64",
  text="""Hi Eilidh,

We're seeing more "safe account" scams again this winter, so a quick
reminder of how we work.

We will NEVER:
  - ask you to read out or forward a code we've sent you
    (for example "Your Quidly code is 123456 - don't share it")
  - ask you to move money to a "safe account"
  - ask for your card PIN or the 3 digits on the back

If someone calls saying they're from Quidly, hang up and call us back
on 0203 870 4417, or use chat in the app.

Scammers often spoof our number. A real Quidly message will never come
from a mobile number like 07700 900 481.

Stay safe,
Quidly Security Team

Quidly Bank Ltd, 38 Finsbury Square, London EC2A 1PX. Authorised by the PRA
and regulated by the FCA and the PRA. FRN 730427. Sort code 04-00-04.
""",
  html="""<html><body style="font-family:Helvetica,Arial,sans-serif;background:#fff;color:#14233c">
<div style="max-width:560px;margin:0 auto;padding:24px">
<img src="https://cdn.quidly.example/mail/quidly-coral.png" alt="Quidly" width="100">
<h2>Nobody from Quidly will ever ask for your codes</h2>
<p>Hi Eilidh, we&rsquo;re seeing more &ldquo;safe account&rdquo; scams again this winter, so a quick reminder of how we work.</p>
<p><b>We will NEVER:</b></p>
<ul>
<li>ask you to read out or forward a code we&rsquo;ve sent you<br>
<span style="display:inline-block;margin-top:6px;background:#eef2f7;padding:8px 12px;border-radius:14px;font-size:14px">Your Quidly code is <b>123456</b> &ndash; don&rsquo;t share it</span>
<span style="font-size:12px;color:#8796a8">(example)</span></li>
<li>ask you to move money to a &ldquo;safe account&rdquo;</li>
<li>ask for your card PIN or the 3 digits on the back</li>
</ul>
<p>If someone calls saying they&rsquo;re from Quidly, hang up and call us back on <b>0203 870 4417</b>, or use chat in the app.</p>
<p>Scammers often spoof our number. A real Quidly message will never come from a mobile number like 07700 900 481.</p>
<p>Stay safe,<br>Quidly Security Team</p>
<p style="font-size:11px;color:#8796a8">Quidly Bank Ltd, 38 Finsbury Square, London EC2A 1PX. Authorised by the PRA and regulated by the FCA and the PRA. FRN 730427. Sort code 04-00-04.<br>
<a href="https://quidly.example/security" style="color:#8796a8">Security centre</a> &middot; <a href="https://quidly.example/preferences" style="color:#8796a8">Email preferences</a></p>
</div></body></html>
""")

# ---- 49 -----------------------------------------------------------------
M(kind="decoy_codes", otp=None, link=None,
  frm="Confera Meetings <invites@confera.example>",
  to="team-design@hollowayarchitects.example",
  subject="Invitation: Q1 design review @ Tue 9 Dec 2025 14:00 - 15:00 (GMT)",
  date="Fri, 05 Dec 2025 16:12:44 +0000",
  text_cte="7bit", html_cte="quoted-printable",
  text="""Martin Holloway is inviting you to a scheduled Confera meeting.

Topic: Q1 design review - Harbour Street scheme
Time:  Tuesday 9 December 2025, 14:00-15:00 London

Join Confera meeting:
https://hollowayarchitects.confera.example/j/84522901173?pwd=bXo3ZzJkS2tQR1Z4

Meeting ID: 845 2290 1173
Passcode:   482913

One tap mobile:
+442034815240,,84522901173#,,,,*482913# United Kingdom
+441314601196,,84522901173#,,,,*482913# United Kingdom

Dial by your location:
  +44 203 481 5240 United Kingdom
  +44 131 460 1196 United Kingdom
Find your local number: https://confera.example/u/kd8Qw2

Join by SIP: 84522901173@sip.confera.example
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#232333">
<p>Martin Holloway is inviting you to a scheduled Confera meeting.</p>
<p><b>Topic:</b> Q1 design review &ndash; Harbour Street scheme<br>
<b>Time:</b> Tuesday 9 December 2025, 14:00&ndash;15:00 London</p>
<p><a href="https://hollowayarchitects.confera.example/j/84522901173?pwd=bXo3ZzJkS2tQR1Z4" style="background:#0b5cff;color:#fff;padding:8px 16px;border-radius:8px;text-decoration:none">Join Confera meeting</a></p>
<p>Meeting ID: 845 2290 1173<br>Passcode: 482913</p>
<p>One tap mobile<br>+442034815240,,84522901173#,,,,*482913# United Kingdom<br>+441314601196,,84522901173#,,,,*482913# United Kingdom</p>
<p>Dial by your location<br>+44 203 481 5240 United Kingdom<br>+44 131 460 1196 United Kingdom<br>
<a href="https://confera.example/u/kd8Qw2">Find your local number</a></p>
<p>Join by SIP: 84522901173@sip.confera.example</p>
</body></html>
""")

# ---- 50 -----------------------------------------------------------------
M(kind="decoy_codes", otp="215884", link=None,
  frm="Luma Cosmetics <account@lumacosmetics.example>",
  to="sofia.reyes@correo.example",
  subject="Verify your email and get 20% off your first order",
  date="Tue, 02 Dec 2025 18:44:15 +0100",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Hi Sofia, welcome to Luma!

Your email verification code is 215 884. Enter it on the sign-up page to
activate your Luma Rewards account (member no. 7004 2218 9931).

Once you're verified, use GLOW20 at checkout for 20% off your first
order. Your basket is saved: 3 items, \u20ac64.70.

Free shipping over \u20ac49 \u2013 delivery in 2-4 working days.

Luma Cosmetics S.L., Carrer de Pallars 193, 08005 Barcelona. NIF B66120447.
""",
  html="""<html><body style="background:#fbf6f3;font-family:'Helvetica Neue',Arial,sans-serif;color:#3a2e2a">
<div style="max-width:520px;margin:0 auto;background:#fff;padding:30px;text-align:center">
<img src="https://cdn.lumacosmetics.example/brand/luma-logo.png" alt="LUMA" width="110">
<h2 style="font-weight:300">Hi Sofia, welcome to Luma!</h2>
<p>Your email verification code is</p>
<p style="font-size:34px;letter-spacing:8px;margin:10px 0;color:#b5654a">215 884</p>
<p style="font-size:14px">Enter it on the sign-up page to activate your Luma Rewards account (member no. 7004 2218 9931).</p>
<div style="margin:26px 0;padding:16px;background:#f7ebe5"><p style="margin:0;font-size:13px">Once you&rsquo;re verified, use</p>
<p style="margin:4px 0;font-size:24px;font-weight:bold;letter-spacing:2px">GLOW20</p>
<p style="margin:0;font-size:13px">at checkout for 20% off your first order. Your basket is saved: 3 items, &euro;64.70.</p></div>
<p style="font-size:12px;color:#998a84">Free shipping over &euro;49 &ndash; delivery in 2&ndash;4 working days.<br>
Luma Cosmetics S.L., Carrer de Pallars 193, 08005 Barcelona &middot; NIF B66120447<br>
<a href="https://lumacosmetics.example/privacy" style="color:#998a84">Privacy</a></p>
</div></body></html>
""")

# ---- 51 -----------------------------------------------------------------
M(kind="decoy_codes", otp=None, link=None,
  frm="Brightdesk Support <support@help.homewarehq.example>",
  to="liam.gallagher@dublinmail.example",
  subject="[Case #48213] Re: Dishwasher door won't close \u2013 engineer visit booked",
  date="Wed, 10 Dec 2025 15:27:50 +0000",
  headers=[("In-Reply-To", "<case-48213-3@help.homewarehq.example>"),
           ("References", "<case-48213-1@help.homewarehq.example> <case-48213-3@help.homewarehq.example>")],
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""##- Please type your reply above this line -##

Your request (48213) has been updated.

Aoife (HomeWare Support)
10 Dec 2025, 15:27 GMT

Hi Liam,

Thanks for the photos. I've booked an engineer visit for you:

  Job reference:  ENG-77310-D
  Date:           Monday 15 December 2025, 08:00-13:00
  Appliance:      HW DW-6040 dishwasher, serial 24A118304417
  Warranty:       valid until 02/09/2027 - no charge

The engineer will call you on 087 555 0194 about 30 minutes before
arriving. Please quote case number 48213 if you need to contact us.

Kind regards,
Aoife

--------------------------------
Liam Gallagher
9 Dec 2025, 20:11 GMT

The door doesn't latch anymore since yesterday, code E24 on the display.

This email is a service from HomeWare Support. HomeWare Ireland Ltd,
Block B, Sandyford Business Park, Dublin 18, D18 W2X7.
""",
  html="""<html><body style="font-family:'Lucida Grande',Verdana,Arial,sans-serif;font-size:14px;color:#2b2e2f">
<div style="color:#b5b5b5">##- Please type your reply above this line -##</div>
<p>Your request (48213) has been updated.</p>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="padding:12px 0;border-top:1px solid #eee">
<p><b>Aoife</b> (HomeWare Support)<br><span style="color:#bbb;font-size:12px">10 Dec 2025, 15:27 GMT</span></p>
<p>Hi Liam,</p>
<p>Thanks for the photos. I&rsquo;ve booked an engineer visit for you:</p>
<ul>
<li>Job reference: ENG-77310-D</li>
<li>Date: Monday 15 December 2025, 08:00&ndash;13:00</li>
<li>Appliance: HW DW-6040 dishwasher, serial 24A118304417</li>
<li>Warranty: valid until 02/09/2027 &ndash; no charge</li>
</ul>
<p>The engineer will call you on 087 555 0194 about 30 minutes before arriving. Please quote case number 48213 if you need to contact us.</p>
<p>Kind regards,<br>Aoife</p>
</td></tr>
<tr><td style="padding:12px 0;border-top:1px solid #eee"><p><b>Liam Gallagher</b><br><span style="color:#bbb;font-size:12px">9 Dec 2025, 20:11 GMT</span></p>
<p>The door doesn&rsquo;t latch anymore since yesterday, code E24 on the display.</p></td></tr></table>
<p style="font-size:11px;color:#aaa">This email is a service from HomeWare Support. HomeWare Ireland Ltd, Block B, Sandyford Business Park, Dublin 18, D18 W2X7.
<a href="https://help.homewarehq.example/hc/requests/48213" style="color:#aaa">View request</a></p>
</body></html>
""")

# ---- 52 -----------------------------------------------------------------
M(kind="delivery_code", otp="7392", link=None,
  frm="Swiftdrop <deliveries@swiftdrop.example>",
  to="ana.petrova@mailbox.example",
  subject="Your Swiftdrop parcel is out for delivery today",
  date="Thu, 11 Dec 2025 07:41:22 +0000",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Good news, Ana - your parcel is on its way.

From:       Orla & Finch (order 100-4471-2290)
Tracking:   SWD8831027744
Arriving:   today, 11 December, 13:20-14:20
Driver:     Marek, van KX24 RDO

Your delivery code: 7392
Tell this code to the driver when they hand over the parcel. They can't
leave it without the code because it contains an item worth over \u00a3250.

Not home? Change your delivery by 11:00 in the Swiftdrop app.

Swiftdrop Logistics Ltd, Unit 12 Brookfield Ind. Estate, Leeds LS10 1RA
""",
  html="""<html><body style="font-family:Arial,sans-serif;background:#eef6ff;color:#0a2540">
<div style="max-width:540px;margin:0 auto;background:#fff;padding:24px;border-radius:10px">
<img src="https://img.swiftdrop.example/logo/swiftdrop.png" alt="Swiftdrop" width="120">
<h2>Your parcel is on its way, Ana</h2>
<table cellpadding="5" style="font-size:14px">
<tr><td style="color:#6b7c93">From</td><td>Orla &amp; Finch (order 100-4471-2290)</td></tr>
<tr><td style="color:#6b7c93">Tracking</td><td>SWD8831027744</td></tr>
<tr><td style="color:#6b7c93">Arriving</td><td><b>today, 11 December, 13:20&ndash;14:20</b></td></tr>
<tr><td style="color:#6b7c93">Driver</td><td>Marek, van KX24 RDO</td></tr>
</table>
<div style="margin:20px 0;padding:16px;background:#0a2540;color:#fff;border-radius:8px;text-align:center">
<div style="font-size:13px">Your delivery code</div>
<div style="font-size:38px;font-weight:bold;letter-spacing:10px">7392</div>
<div style="font-size:12px;color:#b6c6dc">Tell this code to the driver at handover.</div></div>
<p style="font-size:13px">The driver can&rsquo;t leave the parcel without the code because it contains an item worth over &pound;250. Not home? Change your delivery by 11:00 in the Swiftdrop app.</p>
<p><a href="https://track.swiftdrop.example/SWD8831027744?ch=email" style="color:#0b62d6">Track your parcel</a></p>
<p style="font-size:11px;color:#8898aa">Swiftdrop Logistics Ltd, Unit 12 Brookfield Ind. Estate, Leeds LS10 1RA</p>
</div></body></html>
""")

# ---- 53 -----------------------------------------------------------------
M(kind="delivery_code", otp="582114", link=None,
  frm="BoxPoint Lockers <notify@boxpoint.example>",
  to="kasia.nowak@skrzynka.example",
  subject="Your parcel is waiting in BoxPoint locker WAW-0418",
  date="Fri, 12 Dec 2025 10:05:37 +0100",
  text_cte="8bit",
  text="""Hi Kasia,

Your parcel has arrived and is waiting for you.

Locker:       WAW-0418, Biedronka car park, ul. Grójecka 44, 02-031 Warszawa
Compartment:  size B
Pick up by:   15.12.2025, 10:05
Parcel no.:   6200 4471 8829 3310 4411 27

Pick-up code: 582 114

Type the pick-up code on the locker screen (or scan the QR code in the
BoxPoint app) and the door will open. If you don't collect it in time,
it will be returned to the sender.

Sender: Zalando-Outlet-Store (order 10224471993)
Cash on delivery: none

BoxPoint Sp. z o.o., ul. Pana Tadeusza 4, 30-727 Kraków · Helpline 722 444 000
""")

# ---- 54 -----------------------------------------------------------------
M(kind="access_codes", otp=None, link=None,
  frm="Foundry Works Coworking <community@foundryworks.example>",
  to="members-december@foundryworks.example",
  subject="December access info: new door code, Wi-Fi and printer",
  date="Mon, 01 Dec 2025 08:00:00 +0000",
  text_cte="7bit", html_cte="quoted-printable",
  text="""Morning all,

A few housekeeping bits for December:

- Front door keypad: new code from today is 4729# (old code 1835#
  stops working at midnight). Please don't share it outside the space.
- Bike store: padlock 0611.
- Wi-Fi: "FoundryWorks-Members", password Anvil-Sparks-2025
- Printer: your personal PIN is still the last 4 digits of your member
  number (e.g. FW-00318 -> 0318).
- Meeting room Forge is booked 3 Dec 13:00-17:00 for the Christmas
  lunch prep.

Christmas opening: closed 25 Dec - 1 Jan. 24/7 members keep fob access.

Cheers,
Tamsin
Foundry Works, 48 Kelham Island, Sheffield S3 8RZ - 0114 496 0044
""",
  html="""<html><body style="font-family:Verdana,sans-serif;font-size:14px;color:#333">
<p>Morning all,</p>
<p>A few housekeeping bits for December:</p>
<ul>
<li><b>Front door keypad:</b> new code from today is <b>4729#</b> (old code 1835# stops working at midnight). Please don&rsquo;t share it outside the space.</li>
<li><b>Bike store:</b> padlock 0611.</li>
<li><b>Wi-Fi:</b> &ldquo;FoundryWorks-Members&rdquo;, password <code>Anvil-Sparks-2025</code></li>
<li><b>Printer:</b> your personal PIN is still the last 4 digits of your member number (e.g. FW-00318 &rarr; 0318).</li>
<li><b>Meeting room Forge</b> is booked 3 Dec 13:00&ndash;17:00 for the Christmas lunch prep.</li>
</ul>
<p>Christmas opening: closed 25 Dec &ndash; 1 Jan. 24/7 members keep fob access.</p>
<p>Cheers,<br>Tamsin</p>
<p style="font-size:11px;color:#999">Foundry Works, 48 Kelham Island, Sheffield S3 8RZ &middot; 0114 496 0044 &middot; <a href="https://foundryworks.example/members" style="color:#999">Member portal</a></p>
</body></html>
""")

# ---- 55 -----------------------------------------------------------------
M(kind="account_notice", otp=None, link=None,
  frm="Glimmer <accounts@glimmer-photos.example>",
  to="noah.fischer@mail.example",
  subject="Your Glimmer password was changed",
  date="Sat, 13 Dec 2025 22:51:06 +0100",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Hi Noah,

The password for your Glimmer account (noah.fischer@mail.example) was
changed on 13 December 2025 at 22:50 CET from an iPad in Munich, Germany.

If you did this, you don't need to do anything.

If you didn't, secure your account now - we'll sign you out everywhere
and help you choose a new password:
https://glimmer-photos.example/account/secure?u=GLM-9920418&token=sc_7a1f4e2b9c

Your 2,418 photos and 37 albums are safe.

Glimmer Photos B.V., Keizersgracht 241, 1016 EA Amsterdam, KvK 74419902
""",
  html="""<html><body style="font-family:Helvetica,Arial,sans-serif;color:#222;background:#fafafa">
<div style="max-width:500px;margin:0 auto;background:#fff;padding:28px">
<img src="https://glimmer-photos.example/mail/glimmer.png" width="90" alt="Glimmer">
<h2 style="font-weight:500">Your password was changed</h2>
<p>Hi Noah, the password for your Glimmer account (noah.fischer@mail.example) was changed on <b>13 December 2025 at 22:50 CET</b> from an iPad in Munich, Germany.</p>
<p>If you did this, you don&rsquo;t need to do anything.</p>
<p>If you didn&rsquo;t, secure your account now &ndash; we&rsquo;ll sign you out everywhere and help you choose a new password.</p>
<p><a href="https://glimmer-photos.example/account/secure?u=GLM-9920418&amp;token=sc_7a1f4e2b9c" style="background:#e0245e;color:#fff;padding:10px 20px;border-radius:4px;text-decoration:none">Secure my account</a></p>
<p style="font-size:13px;color:#777">Your 2,418 photos and 37 albums are safe.</p>
<p style="font-size:11px;color:#aaa">Glimmer Photos B.V., Keizersgracht 241, 1016 EA Amsterdam &middot; KvK 74419902</p>
</div></body></html>
""")

# ---- 56 -----------------------------------------------------------------
M(kind="account_notice", otp=None, link=None,
  frm="Tessellate <security@tessellate.example>",
  to="amara.diallo@studio-diallo.example",
  subject="New sign-in to your Tessellate account",
  date="Sun, 14 Dec 2025 04:12:57 +0000",
  text_cte="7bit", html_cte="base64",
  text="""New sign-in to Tessellate

Hi Amara,

Your account amara.diallo@studio-diallo.example was just used to sign in
on a new device.

  When:     Sunday, 14 December 2025, 04:12 GMT
  Device:   Chrome 143 on Windows
  Location: Lagos, Nigeria (IP 198.51.100.77)
  Method:   password + authenticator app

If this was you, there's nothing else to do.

If not, check your recent activity and sign out other sessions:
https://tessellate.example/settings/security/activity?ref=newsignin_20251214

Tessellate Design, Inc. 1 Broadway, 14th floor, Cambridge, MA 02142
""",
  html="""<html><body style="font-family:Roboto,Arial,sans-serif;color:#202124;background:#fff">
<div style="max-width:520px;margin:0 auto;border:1px solid #dadce0;border-radius:8px;padding:36px 30px">
<p style="text-align:center"><img src="https://tessellate.example/static/mail/tessellate-logo.png" width="74" alt="Tessellate"></p>
<p style="text-align:center;font-size:22px;border-bottom:1px solid #dadce0;padding-bottom:18px">New sign-in to Tessellate<br>
<span style="font-size:14px;color:#5f6368">amara.diallo@studio-diallo.example</span></p>
<p style="font-size:14px">Your account was just used to sign in on a new device.</p>
<table cellpadding="4" style="font-size:14px">
<tr><td style="color:#5f6368">When</td><td>Sunday, 14 December 2025, 04:12 GMT</td></tr>
<tr><td style="color:#5f6368">Device</td><td>Chrome 143 on Windows</td></tr>
<tr><td style="color:#5f6368">Location</td><td>Lagos, Nigeria (IP 198.51.100.77)</td></tr>
<tr><td style="color:#5f6368">Method</td><td>password + authenticator app</td></tr>
</table>
<p style="font-size:14px">If this was you, there&rsquo;s nothing else to do. If not, we&rsquo;ll help you secure your account.</p>
<p style="text-align:center"><a href="https://tessellate.example/settings/security/activity?ref=newsignin_20251214" style="background:#1a73e8;color:#fff;padding:10px 24px;border-radius:4px;text-decoration:none">Check activity</a></p>
<p style="font-size:11px;color:#5f6368;text-align:center">You received this email to let you know about important changes to your account.<br>Tessellate Design, Inc. &middot; 1 Broadway, 14th floor, Cambridge, MA 02142</p>
</div></body></html>
""")

# ---- 57 -----------------------------------------------------------------
M(kind="magic_link", otp=None,
  link="https://email.zipkey.example/ls/click?upn=u001.3mXk9QpR4vL2cN8tB7wZ-2Fh1DsYe6Ja0KfGi5Uo-3D&token_ref=zk_verify_QW91220",
  link_alt=["https://drive.zipkey.example/onboarding/verify-email?vt=zk_ev_3c7f9a2e8b1d4f60a5e2c9b7&member=ZK-104417"],
  frm="ZipKey Car Club <welcome@zipkey.example>",
  to="tom.baptiste@freemail.example",
  subject="One more step before your first drive",
  date="Mon, 15 Dec 2025 18:37:21 +0000",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Hi Tom,

Welcome to ZipKey! Two quick things before you can unlock your first car:

1. Verify your email address:
   https://drive.zipkey.example/onboarding/verify-email?vt=zk_ev_3c7f9a2e8b1d4f60a5e2c9b7&member=ZK-104417

2. Add your driving licence in the app (we check it with the DVLA - it
   usually takes under 10 minutes).

Your membership: ZK-104417, Pay-as-you-drive, \u00a30/month.
Rates from \u00a36.50/hour or \u00a349/day, 60 miles included per day.
Your \u00a320 welcome credit expires on 15 January 2026.

Need a hand? 020 3966 0418, 24/7.

ZipKey Mobility Ltd, 88 Wood Street, London EC2V 7RS.
""",
  html="""<html><body style="margin:0;background:#f2f7f2;font-family:'Helvetica Neue',Arial,sans-serif;color:#1c2b1c">
<div style="text-align:center;font-size:11px;padding:8px"><a href="https://email.zipkey.example/view/ZK-104417/welcome" style="color:#7a8f7a">Trouble viewing? Open in browser</a></div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#00a651;padding:22px"><img src="https://img.zipkey.example/brand/zipkey-white.png" alt="ZipKey" width="120"></td></tr>
<tr><td style="padding:26px"><h2 style="margin-top:0">Hi Tom, welcome to ZipKey!</h2>
<p>Two quick things before you can unlock your first car:</p>
<p><b>1.</b> Verify your email address</p>
<p style="padding-left:18px"><a href="https://email.zipkey.example/ls/click?upn=u001.3mXk9QpR4vL2cN8tB7wZ-2Fh1DsYe6Ja0KfGi5Uo-3D&amp;token_ref=zk_verify_QW91220" style="background:#00a651;color:#fff;padding:11px 26px;border-radius:22px;text-decoration:none;font-weight:bold">Verify email</a></p>
<p><b>2.</b> Add your driving licence in the app (we check it with the DVLA &ndash; it usually takes under 10 minutes).</p>
<p style="padding-left:18px"><a href="https://email.zipkey.example/ls/click?upn=u001.app-store-badge-9Tq" style="color:#00a651">Get the app</a></p>
<table width="100%" cellpadding="6" style="background:#f2f7f2;font-size:13px"><tr><td>Membership ZK-104417 &middot; Pay-as-you-drive, &pound;0/month<br>
From &pound;6.50/hour or &pound;49/day, 60 miles included per day<br>Your &pound;20 welcome credit expires on 15 January 2026.</td></tr></table>
<p style="font-size:13px">Need a hand? 020 3966 0418, 24/7.</p></td></tr>
<tr><td style="padding:18px 26px;font-size:11px;color:#7a8f7a;border-top:1px solid #e3ece3">ZipKey Mobility Ltd, 88 Wood Street, London EC2V 7RS &middot;
<a href="https://email.zipkey.example/ls/click?upn=u001.terms-Zx81" style="color:#7a8f7a">Terms</a> &middot;
<a href="https://email.zipkey.example/ls/click?upn=u001.unsub-Pq42" style="color:#7a8f7a">Unsubscribe from tips</a></td></tr>
</table></td></tr></table>
<img src="https://email.zipkey.example/wf/open?upn=u001.o-ZK104417" width="1" height="1" alt="">
</body></html>
""")

# ---- 58 -----------------------------------------------------------------
M(kind="span_digits", otp="305817", link=None,
  frm="Dashly <no-reply@dashly-eats.example>",
  to="maya.cohen@webpost.example",
  subject="Your Dashly verification code",
  date="Tue, 16 Dec 2025 19:58:12 +0000",
  text_cte="7bit", html_cte="quoted-printable",
  text="""Hungry? Let's get you signed in.

Your Dashly verification code: 305817

It expires in 5 minutes. Don't share it with anyone - Dashly riders and
support staff will never ask for it.

Your last order: Pho Saigon Kitchen, #DL-88120491, GBP 23.40 (16 Dec)

Dashly Technologies Ltd, 1 Pancras Square, London N1C 4AG
""",
  html="""<html><body style="margin:0;background:#fff;font-family:'Helvetica Neue',Arial,sans-serif;color:#2e3333">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px">
<table width="460" cellpadding="0" cellspacing="0">
<tr><td><img src="https://static.dashly-eats.example/email/dashly-kangaroo.png" alt="Dashly" width="110"></td></tr>
<tr><td style="padding:20px 0 8px;font-size:22px;font-weight:bold">Hungry? Let&rsquo;s get you signed in.</td></tr>
<tr><td style="font-size:15px;color:#585c5c">Enter this verification code in the app:</td></tr>
<tr><td style="padding:18px 0">
<div style="font-size:0"><span style="display:inline-block;width:44px;height:56px;line-height:56px;margin-right:8px;background:#f3f3f3;border-radius:6px;text-align:center;font-size:28px;font-weight:bold">3</span><span style="display:inline-block;width:44px;height:56px;line-height:56px;margin-right:8px;background:#f3f3f3;border-radius:6px;text-align:center;font-size:28px;font-weight:bold">0</span><span style="display:inline-block;width:44px;height:56px;line-height:56px;margin-right:8px;background:#f3f3f3;border-radius:6px;text-align:center;font-size:28px;font-weight:bold">5</span><span style="display:inline-block;width:44px;height:56px;line-height:56px;margin-right:8px;background:#f3f3f3;border-radius:6px;text-align:center;font-size:28px;font-weight:bold">8</span><span style="display:inline-block;width:44px;height:56px;line-height:56px;margin-right:8px;background:#f3f3f3;border-radius:6px;text-align:center;font-size:28px;font-weight:bold">1</span><span style="display:inline-block;width:44px;height:56px;line-height:56px;background:#f3f3f3;border-radius:6px;text-align:center;font-size:28px;font-weight:bold">7</span></div>
</td></tr>
<tr><td style="font-size:13px;color:#828585">It expires in 5 minutes. Don&rsquo;t share it with anyone &ndash; Dashly riders and support staff will never ask for it.</td></tr>
<tr><td style="padding-top:18px;font-size:13px;color:#585c5c">Your last order: Pho Saigon Kitchen, #DL-88120491, GBP 23.40 (16 Dec)</td></tr>
<tr><td style="padding-top:24px;font-size:11px;color:#abadad">Dashly Technologies Ltd, 1 Pancras Square, London N1C 4AG &middot;
<a href="https://dashly-eats.example/legal/privacy" style="color:#abadad">Privacy</a> &middot; <a href="https://dashly-eats.example/help" style="color:#abadad">Help</a></td></tr>
</table></td></tr></table></body></html>
""")

# ---- 59 -----------------------------------------------------------------
M(kind="non_native", otp="6628", link=None,
  frm="Goodluck Tech Official Store <service@goodlucktech-store.example>",
  to="r.osullivan@eircode-mail.example",
  subject="[Goodluck Tech] Please verify your mailbox",
  date="Wed, 17 Dec 2025 09:26:40 +0800",
  text_cte="base64", html_cte="base64",
  text="""Dear Valued Customer,

Thanks for register in Goodluck Tech Official Store! Your verify code is:

6628

Please input it in 5 minutes, otherwise it will be failure. Kindly do not
tell this code to other people.

Hot sale for you: USB-C GaN Charger 65W only US$19.99 (original US$35.99),
order before 2025-12-20 23:59 (GMT+8) enjoy free shipping to Ireland.
Use coupon GL2025XMAS when check out for extra 8% off.

Any question, contact us by WhatsApp +86 138 0013 7729 or reply this email.
Working time: Mon-Sat 9:00-18:00 (Beijing time).

Best regards
Goodluck Tech Team
Shenzhen Goodluck Technology Co., Ltd.
Room 1702, Block B, Huaqiang Plaza, Futian District, Shenzhen 518031, China
""",
  html="""<html><body style="font-family:Arial,'Microsoft YaHei',sans-serif;font-size:14px;color:#333">
<div style="width:600px;margin:0 auto;border:1px solid #e1e1e1">
<div style="background:#d7000f;padding:12px"><img src="https://img.goodlucktech-store.example/logo/gl_logo_white.png" alt="Goodluck Tech" height="30"></div>
<div style="padding:20px">
<p>Dear Valued Customer,</p>
<p>Thanks for register in Goodluck Tech Official Store! Your verify code is:</p>
<p style="font-size:26px;color:#d7000f;font-weight:bold">6628</p>
<p>Please input it in 5 minutes, otherwise it will be failure. Kindly do not tell this code to other people.</p>
<hr>
<p><b>Hot sale for you:</b> USB-C GaN Charger 65W only <span style="color:#d7000f">US$19.99</span> <s>US$35.99</s>, order before 2025-12-20 23:59 (GMT+8) enjoy free shipping to Ireland.
Use coupon <b>GL2025XMAS</b> when check out for extra 8% off.</p>
<p><a href="https://www.goodlucktech-store.example/item/100500447219.html?spm=mail_verify">Shop now &gt;&gt;</a></p>
<p>Any question, contact us by WhatsApp +86 138 0013 7729 or reply this email. Working time: Mon-Sat 9:00-18:00 (Beijing time).</p>
<p>Best regards<br>Goodluck Tech Team</p>
<p style="font-size:11px;color:#999">Shenzhen Goodluck Technology Co., Ltd.<br>Room 1702, Block B, Huaqiang Plaza, Futian District, Shenzhen 518031, China</p>
</div></div></body></html>
""")

# ---- 60 -----------------------------------------------------------------
M(kind="decoy_codes", otp=None, link=None,
  frm="Volkskas Bank <payments@volkskas.example>",
  to="j.devries@huismail.example",
  subject="Transfer of EUR 1,250.00 executed \u2013 reference RF18 5390 0754 7034",
  date="Thu, 18 Dec 2025 13:02:18 +0100",
  text_cte="quoted-printable",
  text="""Dear Mr J. de Vries,

Your transfer has been executed.

From account:        NL44 VOLK 0417 2290 18
To:                  Stichting Woonzorg Noord
IBAN:                NL91 ABNA 0417 1643 00
Amount:              EUR 1,250.00
Payment reference:   RF18 5390 0754 7034
Description:         Huur januari 2026 / contract 88-2041
Execution date:      18-12-2025
Transaction number:  20251218-0032-771409

Your available balance is now EUR 3,416.92.

Please keep the payment reference - the recipient needs it to match your
payment. You can find this transfer in Mijn Volkskas under Transactions.

Questions? Call 020 555 0744 (Mon-Fri 8:00-20:00).

Volkskas Bank N.V. - Stadhouderskade 12, 1054 ES Amsterdam
KvK 33220418 - BIC VOLKNL2A
""")


if __name__ == "__main__":
    sys.exit(main())
