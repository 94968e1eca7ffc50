#!/usr/bin/env python3
"""Hand-written English test mail for a one-time-code / magic-link extractor.

Writes fb-NNNN.eml and labels.jsonl next to this script, then validates them.
Standard library only.
"""
import email
import email.policy
import hashlib
import json
import os
import re
import struct
import sys
import zlib
from email.message import EmailMessage
from html.parser import HTMLParser

OUT = os.path.dirname(os.path.abspath(__file__))
PREFIX = "fb"
LANG = "en"
M = []
_family_counter = {}


def add(kind, subject, frm, to, date, text=None, html=None, otp=None, link=None,
        link_alt=None, headers=None, tcte="quoted-printable", hcte="quoted-printable",
        images=None, family=None):
    """Register one hand-written message.

    images: list of (cid, alt-description, (w, h), (r, g, b)) for inline PNGs
            referenced from the HTML as cid:<cid>.
    """
    if family is None:
        _family_counter[kind] = _family_counter.get(kind, 0) + 1
        family = "%s-%s-%02d" % (PREFIX, kind, _family_counter[kind])
    M.append(dict(kind=kind, subject=subject, frm=frm, to=to, date=date, text=text,
                  html=html, otp=otp, link=link, link_alt=link_alt,
                  headers=headers or [], tcte=tcte, hcte=hcte, images=images or [],
                  family=family))


def png(w, h, rgb):
    """A tiny solid-colour PNG, built by hand."""
    raw = b"".join(b"\x00" + bytes(rgb) * w for _ in range(h))

    def chunk(tag, data):
        c = struct.pack(">I", len(data)) + tag + data
        return c + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))


def _domain(addr):
    m = re.search(r"@([A-Za-z0-9.-]+)", addr)
    return m.group(1) if m else "mail.example"


def build_message(m, n):
    msg = EmailMessage(policy=email.policy.default)
    msg["From"] = m["frm"]
    msg["To"] = m["to"]
    msg["Subject"] = m["subject"]
    msg["Date"] = m["date"]
    h = hashlib.sha1((m["subject"] + m["date"] + str(n)).encode()).hexdigest()
    msg["Message-ID"] = "<%s.%s@%s>" % (h[:18], h[18:30], _domain(m["frm"]))
    for k, v in m["headers"]:
        msg[k] = v
    text, html = m["text"], m["html"]
    if text is not None and html is not None:
        msg.set_content(text, cte=m["tcte"])
        msg.add_alternative(html, subtype="html", cte=m["hcte"])
        hpart = msg.get_payload()[1]
    elif text is not None:
        msg.set_content(text, cte=m["tcte"])
        hpart = None
    else:
        msg.set_content(html, subtype="html", cte=m["hcte"])
        hpart = msg
    for cid, desc, (w, hgt), rgb in m["images"]:
        hpart.add_related(png(w, hgt, rgb), "image", "png", cid="<%s>" % cid,
                          disposition="inline", filename="%s.png" % cid.split("@")[0])
    for i, part in enumerate(p for p in msg.walk() if p.is_multipart()):
        part.set_boundary("==_%s%04d_%d_%s" % (PREFIX, n, i, h[:12]))
    return msg


# ---------------------------------------------------------------- validation

class _Scan(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.hrefs, self.alts, self.srcs, self.text = [], [], [], []

    def handle_starttag(self, tag, attrs):
        for k, v in attrs:
            if v is None:
                continue
            if k == "href":
                self.hrefs.append(v)
            elif k == "alt":
                self.alts.append(v)
            elif k == "src":
                self.srcs.append(v)

    def handle_data(self, data):
        self.text.append(data)


_SEP = re.compile(r"[\s\u00a0\u2009\u202f\-\u2010\u2011\u2012\u2013\u00b7.]+")
_URL = re.compile(r"https?://[^\s<>\"')\]]+")
_OK_TLD = (".example", ".test", ".invalid")


def _host_ok(url):
    host = re.match(r"https?://([^/?#:]+)", url).group(1).lower()
    return host.endswith(_OK_TLD)


def validate(path, m):
    errs = []
    with open(path, "rb") as fh:
        msg = email.message_from_bytes(fh.read(), policy=email.policy.default)
    for part in msg.walk():
        if part.defects:
            errs.append("defects %r in %s" % (part.defects, part.get_content_type()))
        for k in part.keys():
            v = part[k]
            if getattr(v, "defects", None):
                errs.append("header %s defects %r" % (k, v.defects))
    subject = str(msg["subject"])
    texts, htmls = [], []
    for part in msg.walk():
        if part.is_multipart():
            continue
        ct = part.get_content_type()
        if ct == "text/plain":
            texts.append(part.get_content())
        elif ct == "text/html":
            htmls.append(part.get_content())
    scan = _Scan()
    for h in htmls:
        scan.feed(h)
    scan.close()
    html_visible = "".join(scan.text)

    # every URL must be under a reserved test domain
    for u in scan.hrefs + scan.srcs + _URL.findall("\n".join(texts)) + _URL.findall(html_visible):
        if u.startswith(("http://", "https://")) and not _host_ok(u):
            errs.append("non-test domain: %s" % u)

    otp = m["otp"]
    if otp is not None:
        if not re.fullmatch(r"[A-Za-z0-9]{4,8}", otp):
            errs.append("odd otp label %r" % otp)
        hay = [subject] + texts + [html_visible] + scan.alts
        if not any(otp in s for s in hay) and not any(otp in _SEP.sub("", s) for s in hay):
            errs.append("otp %r not found in content" % otp)
    link = m["link"]
    if link is not None:
        if not _host_ok(link):
            errs.append("link not on a test domain")
        if htmls:
            if link not in scan.hrefs:
                errs.append("link not an href: %s" % link)
        elif not any(link in t for t in texts):
            errs.append("link not in text: %s" % link)
        for alt in m["link_alt"] or []:
            if alt not in scan.hrefs and not any(alt in t for t in texts + [html_visible]):
                errs.append("link_alt not found: %s" % alt)
    elif m["link_alt"]:
        errs.append("link_alt without link")
    return errs


def main():
    labels = []
    failures = 0
    for n, m in enumerate(M, 1):
        name = "%s-%04d.eml" % (PREFIX, n)
        msg = build_message(m, n)
        linesep = "\r\n" if n % 3 == 0 else "\n"
        data = msg.as_bytes(policy=email.policy.default.clone(linesep=linesep))
        path = os.path.join(OUT, name)
        with open(path, "wb") as fh:
            fh.write(data)
        errs = validate(path, m)
        if errs:
            failures += 1
            for e in errs:
                print("%s: %s" % (name, e))
        rec = {"file": name, "otp": m["otp"], "link": m["link"]}
        if m["link_alt"]:
            rec["link_alt"] = m["link_alt"]
        rec.update(kind=m["kind"], lang=LANG, family=m["family"])
        labels.append(rec)
    must_code = {"subject_only", "alt_text_only", "prefix_code", "lowercase_alnum",
                 "reset_in_code_mail", "no_code_word", "new_and_old_code",
                 "phone_and_dates", "transaction_otp"}
    for r in labels:
        if r["kind"] in must_code and not r["otp"]:
            print("%s: kind %s needs a code label" % (r["file"], r["kind"]))
            failures += 1
        if r["kind"] == "magic_link" and not r["link"]:
            print("%s: magic_link without a link label" % r["file"])
            failures += 1
        if r["kind"] in ("reset_in_code_mail", "login_alert") and r["link"]:
            print("%s: %s must not label a link" % (r["file"], r["kind"]))
            failures += 1
    fams = [r["family"] for r in labels]
    if len(set(fams)) != len(fams):
        print("duplicate family names")
        failures += 1
    with open(os.path.join(OUT, "labels.jsonl"), "w", encoding="utf-8") as fh:
        for r in labels:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    kinds = {}
    for r in labels:
        kinds[r["kind"]] = kinds.get(r["kind"], 0) + 1
    n_code = sum(1 for r in labels if r["otp"])
    n_link = sum(1 for r in labels if r["link"])
    n_none = sum(1 for r in labels if not r["otp"] and not r["link"])
    print("messages:", len(labels), "code:", n_code, "link:", n_link, "neither:", n_none)
    for k in sorted(kinds):
        print("  %-20s %d" % (k, kinds[k]))
    if failures:
        print("VALIDATION FAILED (%d messages)" % failures)
        sys.exit(1)
    print("validation passed")


# ================================================================ messages

# ---- 1: Irish bank, text only, code without the word "code"
add("no_code_word",
    "Finish signing in to Lir Online",
    "Lir Bank <noreply@alerts.lirbank.example>",
    "Siobhán Keane <siobhan.keane@mail.test>",
    "Mon, 03 Mar 2025 08:41:07 +0000",
    text="""Dear Siobhán,

To finish signing in to Lir Online from a new browser, enter 730 418 on the
page that's open in front of you. It works for the next 10 minutes and only once.

Sign-in attempt: 03/03/2025 at 08:40 (Dublin time)
Browser: Safari on macOS
Approximate location: Cork, Ireland

If you didn't start this sign-in, don't enter the number anywhere. Call us
straight away on 1800 555 014 (or +353 1 555 0140 from abroad), 24 hours a day.

Lir Bank will never ask you to read this number out over the phone.

Kind regards,
Digital Banking Team
Lir Bank DAC

Lir Bank DAC is regulated by the Central Bank of Ireland. Registered in Ireland
No. 455812. Registered office: 12 Grand Canal Quay, Dublin 2, D02 X285.
Deposits are protected up to €100,000 under the Deposit Guarantee Scheme.
""",
    otp="730418", tcte="8bit")

# ---- 2: UK rail e-ticket receipt, many numbers, no code
add("newsletter_numbers",
    "Your tickets for Leeds to Manchester Piccadilly – order PR-20394471",
    "Pennine Rail <tickets@pennine-rail.example>",
    "tom.hargreaves@mailbox.test",
    "Fri, 14 Feb 2025 19:22:51 +0000",
    text="""Thanks for booking with Pennine Rail, Tom.

Order number: PR-20394471
Ticket collection reference: TQ4X9HRB

OUTWARD  Sat 22 Feb 2025
  Leeds (LDS) 09:11 -> Manchester Piccadilly (MAN) 10:03
  Coach C, seat 42 (forward facing, table)
  Off-Peak Day Return, 1 adult, Railcard 16-25

RETURN   Sat 22 Feb 2025 (any off-peak train)

Ticket price           £24.40
Railcard discount     -£8.05
Booking fee            £0.00
Total paid            £16.35  (Visa ending 0917)

Download your e-tickets in the app or at
https://www.pennine-rail.example/account/orders/PR-20394471

Need help? 0345 555 0182 (8am-8pm, 7 days)

Pennine Rail Ltd, Registered in England & Wales No. 08822741.
Registered office: 1 Wellington Place, Leeds LS1 4AP. VAT No. GB 284 9911 37.
""",
    html="""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Your Pennine Rail tickets</title></head>
<body style="margin:0;background:#f2f2f2;font-family:Arial,Helvetica,sans-serif;color:#1d1d1d">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="background:#6b1f4f;padding:18px 24px;color:#fff;font-size:20px;font-weight:bold">Pennine Rail</td></tr>
<tr><td style="padding:24px">
<p>Thanks for booking with Pennine Rail, Tom.</p>
<table cellpadding="6" cellspacing="0" style="border:1px solid #ddd;width:100%;font-size:14px">
<tr><td>Order number</td><td><b>PR-20394471</b></td></tr>
<tr><td>Ticket collection reference</td><td><b>TQ4X9HRB</b></td></tr>
</table>
<h3 style="margin:20px 0 6px">Outward &middot; Sat 22 Feb 2025</h3>
<p style="margin:0">Leeds (LDS) 09:11 &rarr; Manchester Piccadilly (MAN) 10:03<br>Coach C, seat 42 (forward facing, table)<br>Off-Peak Day Return, 1 adult, Railcard 16-25</p>
<h3 style="margin:20px 0 6px">Return &middot; Sat 22 Feb 2025</h3>
<p style="margin:0">Any off-peak train</p>
<table cellpadding="4" cellspacing="0" style="margin-top:18px;width:100%;font-size:14px">
<tr><td>Ticket price</td><td align="right">&pound;24.40</td></tr>
<tr><td>Railcard discount</td><td align="right">-&pound;8.05</td></tr>
<tr><td>Booking fee</td><td align="right">&pound;0.00</td></tr>
<tr><td><b>Total paid</b> (Visa ending 0917)</td><td align="right"><b>&pound;16.35</b></td></tr>
</table>
<p style="margin-top:22px"><a href="https://www.pennine-rail.example/account/orders/PR-20394471" style="background:#6b1f4f;color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px">View your e-tickets</a></p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#777;background:#fafafa">
Need help? Call 0345 555 0182 (8am&ndash;8pm, 7 days) or visit <a href="https://www.pennine-rail.example/help">our help centre</a>.<br>
Pennine Rail Ltd, Registered in England &amp; Wales No. 08822741. Registered office: 1 Wellington Place, Leeds LS1 4AP. VAT No. GB 284 9911 37.<br>
<a href="https://www.pennine-rail.example/privacy">Privacy</a> | <a href="https://www.pennine-rail.example/conditions-of-travel">Conditions of travel</a>
</td></tr></table></td></tr></table>
</body></html>
""")

# ---- 3: Australian SaaS magic sign-in link, tracked button + raw URL in text part
add("magic_link",
    "Your Ledgerly sign-in link",
    "Ledgerly <hello@ledgerly.example>",
    "Mitch Evans <mitch@evansplumbing.test>",
    "Tue, 04 Mar 2025 07:05:33 +1100",
    text="""Hi Mitch,

Click the link below to sign in to Ledgerly. It expires in 15 minutes and can
only be used once.

https://app.ledgerly.example/auth/magic?token=lk_live_9f2Qm7XvT1aB8cRz4NwP0eYhJ6sLdK3u&email=mitch%40evansplumbing.test

If you didn't request this, you can safely ignore this email - someone may
have typed your address by mistake.

Cheers,
The Ledgerly team

Ledgerly Pty Ltd ABN 51 624 118 903
Level 4, 88 Flinders Lane, Melbourne VIC 3000
Unsubscribe from product news: https://ledgerly.example/prefs/unsubscribe?u=88f1c0a2
""",
    html="""<html><head><meta name="viewport" content="width=device-width"></head>
<body style="background:#eef3f7;font-family:'Helvetica Neue',Arial,sans-serif">
<div style="font-size:11px;color:#8a99a8;text-align:center;padding:8px"><a href="https://ledgerly.example/email/view/88f1c0a2-3d77">View in browser</a></div>
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px">
<tr><td style="padding:28px 32px">
<img src="https://cdn.ledgerly.example/brand/logo-2x.png" width="120" alt="Ledgerly">
<h1 style="font-size:22px;color:#0f2a43">Sign in to Ledgerly</h1>
<p>Hi Mitch, click the button below to sign in. This link expires in 15 minutes and can only be used once.</p>
<p style="text-align:center;margin:28px 0">
<a href="https://click.ledgerly.example/ls/click?upn=u001.Hq8ZrT2mWc-2BpX9vK4-2FyLQe7aN1oBd3sJf6GtR0hU5iYkP&amp;target=https%3A%2F%2Fapp.ledgerly.example%2Fauth%2Fmagic%3Ftoken%3Dlk_live_9f2Qm7XvT1aB8cRz4NwP0eYhJ6sLdK3u" style="background:#1a73e8;color:#fff;padding:14px 28px;border-radius:6px;text-decoration:none;font-weight:600">Sign in to Ledgerly</a>
</p>
<p style="font-size:13px;color:#555">If you didn't request this, you can ignore this email. Having trouble? Visit our <a href="https://help.ledgerly.example/articles/sign-in">help centre</a>.</p>
</td></tr>
<tr><td style="padding:18px 32px;font-size:11px;color:#8a99a8;border-top:1px solid #e3e8ee">
<a href="https://twitter.ledgerly.example/ledgerlyhq"><img src="https://cdn.ledgerly.example/icons/x.png" width="18" alt="X"></a>
<a href="https://linkedin.ledgerly.example/company/ledgerly"><img src="https://cdn.ledgerly.example/icons/in.png" width="18" alt="LinkedIn"></a><br>
Ledgerly Pty Ltd ABN 51 624 118 903 &middot; Level 4, 88 Flinders Lane, Melbourne VIC 3000<br>
<a href="https://ledgerly.example/prefs/unsubscribe?u=88f1c0a2">Unsubscribe</a> &middot; <a href="https://ledgerly.example/legal/privacy">Privacy</a>
</td></tr></table>
<img src="https://t.ledgerly.example/open/88f1c0a2-3d77.gif" width="1" height="1" alt="">
</body></html>
""",
    link="https://click.ledgerly.example/ls/click?upn=u001.Hq8ZrT2mWc-2BpX9vK4-2FyLQe7aN1oBd3sJf6GtR0hU5iYkP&target=https%3A%2F%2Fapp.ledgerly.example%2Fauth%2Fmagic%3Ftoken%3Dlk_live_9f2Qm7XvT1aB8cRz4NwP0eYhJ6sLdK3u",
    link_alt=["https://app.ledgerly.example/auth/magic?token=lk_live_9f2Qm7XvT1aB8cRz4NwP0eYhJ6sLdK3u&email=mitch%40evansplumbing.test"],
    headers=[("List-Unsubscribe", "<https://ledgerly.example/prefs/unsubscribe?u=88f1c0a2>")],
    tcte="7bit")

# ---- 4: Australian mobile game, user name with digits, 4-digit code, HTML only
add("username_digits",
    "Quokka Quest: confirm it's you",
    "Quokka Quest <support@quokkaquest.example>",
    "koala_king93@mailbox.test",
    "Sat, 08 Mar 2025 21:17:40 +1030",
    html="""<html><body style="font-family:Verdana,sans-serif;background:#fff8e7;margin:0">
<div style="max-width:480px;margin:0 auto;padding:24px;background:#ffffff;border:3px solid #f4a024;border-radius:12px">
<h2 style="color:#c8551b;margin-top:0">G'day koala_king93!</h2>
<p>Someone (hopefully you) is trying to link your Quokka Quest save to a new device: <b>Galaxy Tab A8</b>.</p>
<p>Type this code into the game to finish linking:</p>
<div style="font-size:38px;letter-spacing:10px;font-weight:bold;text-align:center;color:#2a2a2a;padding:12px;background:#fff3d6;border-radius:8px">5829</div>
<p style="font-size:13px">Player ID: QQ-AU-00718842 &middot; Level 57 &middot; 12,480 gumnuts</p>
<p style="font-size:13px">Not you? Your progress is safe &ndash; just ignore this message and the code will expire in 30 minutes.</p>
<hr style="border:none;border-top:1px dashed #f4a024">
<p style="font-size:11px;color:#999">Bilby Bay Games Pty Ltd, 23 Rundle St, Kent Town SA 5067, Australia.<br>
<a href="https://quokkaquest.example/support">Support</a> &middot; <a href="https://quokkaquest.example/privacy">Privacy</a> &middot; <a href="https://quokkaquest.example/email-prefs?p=QQ-AU-00718842">Email preferences</a></p>
</div></body></html>
""",
    otp="5829", hcte="7bit")

# ---- 5: Indian airline booking confirmation with PNR, no code
add("booking_ref",
    "Booking confirmed: Bengaluru to Delhi, PNR K7QH2M",
    "Saffron Air <bookings@saffronair.example>",
    "Ananya Rao <ananya.rao@inbox.test>",
    "Wed, 05 Mar 2025 13:02:19 +0530",
    text="""Dear Ms Ananya Rao,

Thank you for choosing Saffron Air. Your booking is confirmed.

PNR / Booking reference: K7QH2M

Flight   SF 517   Bengaluru (BLR) T1  ->  Delhi (DEL) T3
Date     Thu, 20 Mar 2025
Depart   06:45   Arrive 09:30
Seat     14C     Baggage 15 kg check-in + 7 kg cabin

Passenger: Ms Ananya Rao   Ticket no. 418 2200913377

Fare breakdown
Base fare                     INR 4,210.00
Taxes and fees                INR   862.00
Convenience fee               INR   250.00
Total                         INR 5,322.00
Paid by UPI ref 4061 2258 9931 on 05/03/2025 12:58

Web check-in opens 48 hours before departure at
https://www.saffronair.example/check-in (you'll need your PNR and last name).

For changes call 0124 555 0190 or WhatsApp +91 98765 00190.

Saffron Air Ltd, CIN U62100KA2016PLC094417
Registered office: 6th Floor, Prestige Towers, Residency Road, Bengaluru 560025
GSTIN 29AAKCS1234F1Z7
""",
    tcte="base64")

# ---- 6: Singapore food delivery promo, coupon code, no real code
add("decoy_codes",
    "Lunch is on us (almost) - 50% off with MAKAN50",
    "Makan Go <deals@makango.example>",
    "wei.ling.tan@post.test",
    "Thu, 06 Mar 2025 11:30:00 +0800",
    html="""<html><body style="margin:0;background:#fff;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0">
<tr><td style="text-align:right;font-size:11px;padding:6px"><a href="https://em.makango.example/v/5d2e11a9?c=promo0306">Can't see this? View online</a></td></tr>
<tr><td style="background:#00a86b;color:#fff;padding:30px;text-align:center">
<div style="font-size:28px;font-weight:bold">Hungry, Wei Ling?</div>
<div style="font-size:16px">Get 50% off your next 3 orders (max S$8 off each)</div>
<div style="margin:20px auto;border:2px dashed #fff;display:inline-block;padding:10px 24px;font-size:26px;letter-spacing:3px">MAKAN50</div>
<div><a href="https://em.makango.example/c/8812?u=https%3A%2F%2Fmakango.example%2Fpromo%2FMAKAN50" style="background:#fff;color:#00a86b;padding:12px 26px;border-radius:24px;text-decoration:none;font-weight:bold">Order now</a></div>
</td></tr>
<tr><td style="padding:20px;font-size:14px">
<p>Your last order <b>#MG-5530219</b> from Ah Seng Chicken Rice (Blk 335 Smith St, #02-126) was delivered at 12:41pm on 3 Mar.</p>
<p>Rate your rider Kumar (4.9&#9733;) and get 20 bonus points.</p>
</td></tr>
<tr><td style="padding:20px;font-size:11px;color:#888;background:#f5f5f5">
*Valid until 16 Mar 2025, 11:59pm. Min. spend S$15. Not valid with other promos. Makan Go Pte. Ltd. (UEN 201912345K), 1 Fusionopolis Way, #10-01, Singapore 138632.<br>
<a href="https://em.makango.example/u/5d2e11a9">Unsubscribe</a> | <a href="https://makango.example/terms">T&amp;Cs</a> | <a href="https://makango.example/privacy">Privacy</a>
</td></tr></table></td></tr></table>
<img src="https://em.makango.example/o/5d2e11a9.png" width="1" height="1" alt="">
</body></html>
""",
    headers=[("List-Unsubscribe", "<https://em.makango.example/u/5d2e11a9>, <mailto:unsub-5d2e11a9@em.makango.example>"),
             ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")])

# ---- 7: South African mobile network SIM swap OTP among numbers
add("phone_and_dates",
    "SIM swap request on 082 *** 4410",
    "Kopano Mobile <no-reply@kopanomobile.example>",
    "Thabo Nkosi <thabo.nkosi@webmail.test>",
    "Tue, 11 Mar 2025 14:22:06 +0200",
    text="""Hi Thabo

We received a request to move your number 082 *** 4410 to a new SIM card at
Kopano Store Sandton City (Shop L45) on 11/03/2025 at 14:20.

To approve the swap, give the consultant this one-time PIN: 611 094
It expires at 14:32 today.

Account number: 1002 3387 15
Contract: Smart 200 (R349.00 p/m), renewal due 01/09/2025

If you did NOT ask for a SIM swap, call our fraud line on 0800 555 117
immediately (free from any network) or dial *135*99# to block the swap.

Kopano Mobile (Pty) Ltd, Reg. 2009/014456/07
Kopano House, 21 Fredman Drive, Sandton, Johannesburg, 2196
""",
    otp="611094")

# ---- 8: UK developer platform sign-in code with a password-reset decoy link
add("reset_in_code_mail",
    "[Gitforge] Your sign-in verification code",
    "Gitforge <noreply@gitforge.example>",
    "jamie.okafor@devmail.test",
    "Wed, 12 Mar 2025 10:03:44 +0000",
    text="""Hey jamie-okafor!

A sign-in attempt requires further verification because we did not recognise
your device. To complete the sign-in, enter the verification code on the
unrecognised device.

Device: Firefox on Ubuntu
Location: Bristol, England, GB
Verification code: 204837

If you did not attempt to sign in to your account, your password may be
compromised. Visit https://gitforge.example/settings/security to create a
new, strong password for your Gitforge account.

If you'd like to automatically verify devices in the future, consider
enabling two-factor authentication on your account. Visit
https://docs.gitforge.example/auth/2fa to learn more.

Thanks,
The Gitforge Team
Gitforge Ltd, 20 Eastbourne Terrace, London W2 6LG
""",
    html="""<!doctype html><html><body style="font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;font-size:14px;color:#24292f">
<table width="544" align="center" cellpadding="0" cellspacing="0"><tr><td style="padding:24px 0">
<img src="https://assets.gitforge.example/mail/forge-mark.png" width="32" height="32" alt="Gitforge">
<p>Hey jamie-okafor!</p>
<p>A sign-in attempt requires further verification because we did not recognise your device. To complete the sign-in, enter the verification code on the unrecognised device.</p>
<p><b>Device:</b> Firefox on Ubuntu<br><b>Location:</b> Bristol, England, GB<br><b>Verification code:</b> <span style="font-size:18px;font-weight:bold">204837</span></p>
<p>If you did not attempt to sign in to your account, your password may be compromised. Visit <a href="https://gitforge.example/settings/security">https://gitforge.example/settings/security</a> to create a new, strong password for your Gitforge account.</p>
<p>If you'd like to automatically verify devices in the future, consider <a href="https://docs.gitforge.example/auth/2fa">enabling two-factor authentication</a> on your account.</p>
<p>Thanks,<br>The Gitforge Team</p>
<p style="font-size:12px;color:#6e7781">You're receiving this email because a sign-in was attempted on your account.<br>Gitforge Ltd &middot; 20 Eastbourne Terrace &middot; London W2 6LG</p>
</td></tr></table></body></html>
""",
    otp="204837", tcte="7bit", hcte="7bit")

# ---- 9: recovery codes list, nothing to type now
add("several_codes",
    "Your Kestrel ID recovery codes",
    "Kestrel ID <security@kestrel-id.example>",
    "Priya Nair <priya.nair@inbox.test>",
    "Thu, 13 Mar 2025 18:45:12 +0000",
    text="""Hello Priya,

You've just turned on two-step verification for your Kestrel ID. Here are your
recovery codes. Each one can be used once if you lose access to your
authenticator app. Print them or store them in your password manager - do not
enter them anywhere now.

  1. 8fk2-q9vd      6. x7mp-3n4w
  2. r4tz-hc81      7. 2bqa-k6yj
  3. m9we-5lsd      8. vd3n-8rhp
  4. p6yc-tj2x      9. 4hgu-w7ke
  5. e1nb-zq7r     10. c8sf-m2ta

Generated: 13 March 2025, 18:44 GMT
Generating new codes will invalidate this list.

Manage two-step verification: https://account.kestrel-id.example/security/2sv

Kestrel ID is operated by Kestrel Identity Ltd, 3 Hardman Street,
Manchester M3 3HF. Company no. 11934072.
""",
    tcte="quoted-printable")

# ---- 10: social app, prefixed code in subject and body
add("prefix_code",
    "CH-48213 is your Chatterly confirmation code",
    "Chatterly <security@chatterly.example>",
    "ciara.byrne@mail.test",
    "Fri, 14 Mar 2025 22:10:58 +0000",
    html="""<html><body style="background:#fafafa;font-family:Helvetica,Arial,sans-serif">
<table align="center" width="460" style="background:#fff;border:1px solid #dbdbdb;padding:28px">
<tr><td>
<p style="font-size:20px;font-weight:bold;margin:0 0 12px">Chatterly</p>
<p>Hi Ciara,</p>
<p>Someone tried to sign up for a Chatterly account with ciara.byrne@mail.test. If it was you, enter this confirmation code in the app:</p>
<p style="font-size:30px;font-weight:bold;text-align:center;letter-spacing:2px;margin:22px 0">CH-48213</p>
<p style="font-size:13px;color:#737373">Only the five digits are needed. This code expires in 1 hour.</p>
<p style="font-size:12px;color:#8e8e8e;margin-top:28px">&copy; Chatterly Inc., 1 Hanover Quay, Dublin 2, D02 R2K0.<br>This message was sent to ciara.byrne@mail.test. <a href="https://chatterly.example/emails/not_me?id=cb81f2">Not my account</a></p>
</td></tr></table>
</body></html>
""",
    otp="48213", hcte="base64")

# ---- 11: Australian electricity bill, account numbers and BPAY numbers, no code
add("newsletter_numbers",
    "Your Wattle Energy bill is ready - $412.87 due 2 April",
    "Wattle Energy <billing@wattle-energy.example>",
    "Sarah Whitfield <s.whitfield@home.test>",
    "Mon, 17 Mar 2025 06:15:00 +1100",
    html="""<html><body style="font-family:Arial,sans-serif;color:#222;background:#f4f7f2">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#2f6b2f;padding:16px 24px;color:#fff"><b style="font-size:20px">Wattle Energy</b></td></tr>
<tr><td style="padding:24px">
<p>Hi Sarah,</p>
<p>Your electricity bill for <b>14 Wattlebird Crescent, Ngunnawal ACT 2913</b> is ready.</p>
<table cellpadding="6" cellspacing="0" width="100%" style="font-size:14px;border-collapse:collapse">
<tr style="background:#eef5ea"><td>Account number</td><td>7712 4409 83</td></tr>
<tr><td>Invoice number</td><td>INV-30291187</td></tr>
<tr style="background:#eef5ea"><td>Billing period</td><td>12 Dec 2024 &ndash; 12 Mar 2025 (91 days)</td></tr>
<tr><td>Usage</td><td>1,284 kWh (avg 14.1 kWh/day)</td></tr>
<tr style="background:#eef5ea"><td>NMI</td><td>7001 2345 678</td></tr>
<tr><td><b>Amount due</b></td><td><b>$412.87</b> by 2 Apr 2025</td></tr>
</table>
<p style="margin-top:18px"><b>Pay by BPAY</b><br>Biller code: 229318<br>Ref: 7712440983</p>
<p><a href="https://my.wattle-energy.example/bills/INV-30291187" style="color:#2f6b2f">View and download your bill (PDF)</a></p>
<p style="font-size:13px">On a payment plan? Your next instalment of $137.62 will be debited on 20 Mar 2025.</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#777;background:#f9f9f9">Faults &amp; emergencies: 13 19 93 &middot; Enquiries: 13 55 01 (Mon&ndash;Fri 8am&ndash;7pm AEDT)<br>
Wattle Energy Retail Pty Ltd ABN 23 605 441 982, GPO Box 1840, Canberra ACT 2601.<br>
<a href="https://wattle-energy.example/privacy">Privacy policy</a> &middot; <a href="https://my.wattle-energy.example/preferences">Communication preferences</a></td></tr>
</table></body></html>
""")

# ---- 12: lower-case alphanumeric login code next to a sign-in link
add("lowercase_alnum",
    "Log in to Slatebox",
    "Slatebox <login@slatebox.example>",
    "Rory Mac Giolla <rory@designroom.test>",
    "Tue, 18 Mar 2025 09:51:27 +0000",
    text="""Log in to Slatebox

Copy and paste this temporary login code:

rt4m9kzq

Or open this link to log straight in:
https://www.slatebox.example/loginwithemail?token=sbx_3f9a71cc4e0b4d55b8a2e61f0c97d13a&ref=email

If you didn't try to log in, you can safely ignore this email.

Slatebox Labs Ltd, 7 Hatch Street Lower, Dublin 2, D02 YX22
""",
    html="""<html><body style="font-family:ui-sans-serif,-apple-system,Helvetica,Arial,sans-serif;color:#37352f;padding:20px">
<h1 style="font-size:24px;font-weight:700">Log in to Slatebox</h1>
<p style="font-size:14px">Copy and paste this temporary login code:</p>
<div style="padding:16px 14px;background:#f4f4f4;border:1px solid #eee;border-radius:4px;font-family:monospace;font-size:20px;color:#333">rt4m9kzq</div>
<p style="font-size:14px;margin-top:20px"><a href="https://www.slatebox.example/loginwithemail?token=sbx_3f9a71cc4e0b4d55b8a2e61f0c97d13a&amp;ref=email" style="color:#2eaadc">Click here to log in with this magic link</a></p>
<p style="font-size:14px;color:#aaa">If you didn't try to log in, you can safely ignore this email.</p>
<p style="font-size:12px;color:#aaa;margin-top:30px"><a href="https://www.slatebox.example" style="color:#aaa">Slatebox</a>, the connected workspace for your docs.<br>Slatebox Labs Ltd, 7 Hatch Street Lower, Dublin 2, D02 YX22</p>
</body></html>
""",
    otp="rt4m9kzq",
    link="https://www.slatebox.example/loginwithemail?token=sbx_3f9a71cc4e0b4d55b8a2e61f0c97d13a&ref=email",
    tcte="7bit")

# ---- 13: Singapore SaaS, code only in the subject
add("subject_only",
    "592806 is your Tessellate verification code",
    "Tessellate <no-reply@tessellate.example>",
    "Marcus Lim <marcus.lim@company.test>",
    "Wed, 19 Mar 2025 16:08:31 +0800",
    text="""Hi Marcus,

Use the verification code in the subject line of this email to finish
signing in to Tessellate on your new device. For your security it expires
in 10 minutes.

Didn't try to sign in? Someone may know your password. Change it from
Settings > Security after you log in, or contact support@tessellate.example.

Tessellate Pte. Ltd.
8 Marina View, #38-01 Asia Square Tower 1, Singapore 018960
""",
    otp="592806", tcte="7bit")

# ---- 14: Indian fintech, OTP rendered as an image, only in alt text
add("alt_text_only",
    "PaisaPal: OTP to link your bank account",
    "PaisaPal <alerts@paisapal.example>",
    "Rohit Verma <rohit.verma@inbox.test>",
    "Thu, 20 Mar 2025 20:41:09 +0530",
    text="""Dear Rohit,

You are linking your bank account (XXXXXX6623, Konkan Co-operative Bank) to
PaisaPal. Your one-time password is shown as an image in the HTML version of
this email. Please open the email in an app that displays images.

Do not share this OTP with anyone, including PaisaPal staff.

PaisaPal Payments Pvt Ltd, 3rd Floor, Tower B, Cyber Greens, DLF Phase III,
Gurugram, Haryana 122002. Customer care: 1800 555 0123
""",
    html="""<html><body style="margin:0;font-family:Roboto,Arial,sans-serif;background:#f0f2f8">
<table width="520" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:20px">
<tr><td style="background:#3b2a8f;padding:14px 20px"><img src="cid:pp-logo@paisapal.example" width="110" height="28" alt="PaisaPal"></td></tr>
<tr><td style="padding:24px 28px;font-size:15px;color:#222">
<p>Dear Rohit,</p>
<p>You are linking your bank account <b>XXXXXX6623</b> (Konkan Co-operative Bank) to PaisaPal. Enter the one-time password below in the app:</p>
<p style="text-align:center"><img src="cid:pp-otp@paisapal.example" width="220" height="60" alt="OTP: 714992" style="border:1px solid #ddd"></p>
<p style="font-size:13px;color:#c0392b">Valid for 5 minutes. Do not share this OTP with anyone, including PaisaPal staff.</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#888;background:#fafafa">PaisaPal Payments Pvt Ltd, 3rd Floor, Tower B, Cyber Greens, DLF Phase III, Gurugram, Haryana 122002 &middot; Customer care 1800 555 0123<br>
<a href="https://paisapal.example/grievance">Grievance redressal</a> &middot; <a href="https://paisapal.example/privacy">Privacy</a></td></tr>
</table></body></html>
""",
    images=[("pp-logo@paisapal.example", "logo", (110, 28), (59, 42, 143)),
            ("pp-otp@paisapal.example", "otp", (220, 60), (250, 250, 250))],
    otp="714992", tcte="base64", hcte="quoted-printable")

# ---- 15: Irish university IT password reset link, HTML only
add("magic_link",
    "Reset your Liffey University network password",
    "IT Services <it-noreply@liffey-university.example>",
    "Niamh Doyle <niamh.doyle@student.liffey-university.example>",
    "Fri, 21 Mar 2025 12:34:56 +0000",
    html="""<html><body style="font-family:Calibri,Arial,sans-serif;font-size:15px;color:#1b1b1b">
<div style="border-top:6px solid #0b3d63;max-width:620px;padding:20px">
<p><img src="https://www.liffey-university.example/assets/crest.png" width="64" alt="Liffey University crest"></p>
<p>Dear Niamh,</p>
<p>We received a request to reset the password for your university account <b>22318841</b> (used for Moodle, email, eduroam and library services).</p>
<p><a href="https://passwordreset.liffey-university.example/reset/confirm?uid=22318841&amp;t=Rk9Xp2wZ7qN4c1VdT8bLsH3yM6aE0jUf&amp;exp=1742563096">Choose a new password</a></p>
<p>The link is valid for 60 minutes. Your new password must be at least 12 characters and cannot match your last five passwords.</p>
<p>If you did not request this, please contact the IT Service Desk on +353 1 555 2000 or visit us in the Hamilton Library, ground floor (Mon&ndash;Fri 09:00&ndash;17:00).</p>
<p>IT Services<br>Liffey University, College Green, Dublin 2, D02 PN40</p>
<p style="font-size:12px;color:#666">Useful links: <a href="https://itservices.liffey-university.example/kb/passwords">Password guidance</a> | <a href="https://itservices.liffey-university.example/phishing">How to spot phishing</a> | <a href="https://www.liffey-university.example/data-protection">Data protection</a></p>
</div></body></html>
""",
    link="https://passwordreset.liffey-university.example/reset/confirm?uid=22318841&t=Rk9Xp2wZ7qN4c1VdT8bLsH3yM6aE0jUf&exp=1742563096",
    hcte="7bit")

# ---- 16: UK government portal, new code + invalidated old code, text only
add("new_and_old_code",
    "Your new security code for Citizen Gateway",
    "Citizen Gateway <do-not-reply@citizen-gateway.gov.example>",
    "Harriet Moss <harriet.moss@mail.test>",
    "Mon, 24 Mar 2025 15:17:02 +0000",
    text="""Citizen Gateway

Dear Harriet Moss,

You asked us to send you a new security code.

Your new security code is: 305 719

The code we sent you at 15:09 (882 140) will no longer work. Enter the new
code within 15 minutes to continue signing in to your personal tax account.

User ID: 71 84 22 90 46 13

If you did not ask for a new code, contact the Online Services Helpdesk on
0300 555 0180. Lines are open 8am to 6pm, Monday to Friday.

Do not reply to this email. This mailbox is not monitored.

Citizen Gateway Service, Longbenton, Newcastle upon Tyne NE98 1ZZ
""",
    otp="305719", tcte="7bit")

# ---- 17: Singapore marketplace: real login OTP among promo code and order numbers
add("decoy_codes",
    "Your Shoplah login OTP",
    "Shoplah <noreply@shoplah.example>",
    "nurul.aisyah@mail.test",
    "Tue, 25 Mar 2025 23:02:14 +0800",
    html="""<html><body style="margin:0;background:#f5f5f5;font-family:Arial,sans-serif">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#ee4d2d;padding:14px 24px;color:#fff;font-size:22px;font-weight:bold">Shoplah</td></tr>
<tr><td style="padding:26px 24px;font-size:14px;color:#333">
<p>Hi Nurul Aisyah,</p>
<p>Your OTP to log in to Shoplah is:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:6px;text-align:center;margin:18px 0;color:#ee4d2d">390274</p>
<p>It expires in 5 minutes. Never share your OTP with anyone &ndash; Shoplah staff will never ask for it.</p>
</td></tr>
<tr><td style="padding:0 24px 20px">
<table width="100%" style="background:#fff6f3;border:1px solid #ffd3c6;font-size:13px"><tr><td style="padding:14px">
<b>Payday Sale 25.3 is live!</b> Extra S$5 off min. spend S$40 with code <b>PAYDAY5LAH</b>. Free shipping vouchers up to S$3.<br>
Your order <b>250325QK8H7T</b> is being packed &ndash; <a href="https://shoplah.example/user/purchase/order/250325QK8H7T">track it in the app</a>.
</td></tr></table>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#999;background:#fafafa">Shoplah Singapore Pte. Ltd., 5 Science Park Drive, Singapore 118265. Customer service: 6555 0188.<br>
<a href="https://shoplah.example/docs/privacy">Privacy policy</a> &middot; <a href="https://help.shoplah.example">Help Centre</a></td></tr>
</table></body></html>
""",
    otp="390274", hcte="8bit")

# ---- 18: Australian account login alert, "secure your account" link only (other kind)
add("login_alert",
    "New sign-in to your Kookaburra account",
    "Kookaburra Accounts <accounts@kookaburra.example>",
    "Jess Taylor <jess.taylor@bigpond.test>",
    "Wed, 26 Mar 2025 10:44:19 +1100",
    text="""Hi Jess,

Your Kookaburra account was just signed in to from a new device.

When:     Wednesday 26 March 2025, 10:42 am AEDT
Device:   Chrome on Windows 11
Where:    near Parramatta NSW, Australia (IP 203.0.113.48)

If this was you, there's nothing else you need to do.

If this wasn't you, secure your account now:
https://accounts.kookaburra.example/security/checkup?src=alert&aid=KB-0048812

You can also review all recent activity at
https://accounts.kookaburra.example/activity

Kookaburra Online Pty Ltd ABN 78 112 340 559, PO Box 5017, Sydney NSW 2001
You received this mandatory service email because of a change to your account.
""",
    html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#202124;background:#ffffff">
<div style="max-width:520px;margin:0 auto;border:1px solid #dadce0;border-radius:8px;padding:32px">
<div style="text-align:center"><img src="https://static.kookaburra.example/mail/kb-logo.png" height="28" alt="Kookaburra"></div>
<h2 style="text-align:center;font-weight:400">New sign-in on Windows</h2>
<p style="text-align:center;color:#5f6368">jess.taylor@bigpond.test</p>
<hr style="border:none;border-top:1px solid #dadce0">
<p>We noticed a new sign-in to your Kookaburra account on a Windows device.</p>
<p><b>When:</b> Wednesday 26 March 2025, 10:42 am AEDT<br><b>Device:</b> Chrome on Windows 11<br><b>Where:</b> near Parramatta NSW, Australia (IP 203.0.113.48)</p>
<p>If this was you, you don't need to do anything. If not, we'll help you secure your account.</p>
<p style="text-align:center;margin:26px 0"><a href="https://accounts.kookaburra.example/security/checkup?src=alert&amp;aid=KB-0048812" style="border:1px solid #dadce0;color:#1a73e8;padding:10px 22px;border-radius:4px;text-decoration:none">Check activity</a></p>
<p style="font-size:12px;color:#5f6368">You can also see security activity at <a href="https://accounts.kookaburra.example/activity">accounts.kookaburra.example/activity</a></p>
</div>
<p style="text-align:center;font-size:11px;color:#5f6368">You received this email to let you know about important changes to your Kookaburra account and services.<br>&copy; 2025 Kookaburra Online Pty Ltd ABN 78 112 340 559, PO Box 5017, Sydney NSW 2001</p>
</body></html>
""",
    tcte="7bit")

# ---- 19: Singapore hotel reservation with a letter-and-digit reference, no code
add("booking_ref",
    "Reservation confirmed - Harbourline Hotel Clarke Quay (Ref 4KD9QX)",
    "Harbourline Hotels <reservations@harbourline.example>",
    "David Chen <david.chen@corp.test>",
    "Thu, 27 Mar 2025 09:12:40 +0800",
    html="""<html><body style="font-family:Georgia,serif;color:#2b2b2b;background:#f7f4ef">
<table width="620" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:26px 30px;border-bottom:2px solid #b08d57"><span style="font-size:24px;letter-spacing:2px">HARBOURLINE</span><br><span style="font-size:12px;color:#888">CLARKE QUAY &middot; SINGAPORE</span></td></tr>
<tr><td style="padding:26px 30px;font-size:15px">
<p>Dear Mr Chen,</p>
<p>Thank you for choosing Harbourline Hotel Clarke Quay. We are delighted to confirm your reservation.</p>
<table cellpadding="7" cellspacing="0" width="100%" style="font-size:14px;border:1px solid #e5dccd">
<tr><td style="width:45%;color:#777">Booking reference</td><td><b>4KD9QX</b></td></tr>
<tr><td style="color:#777">Arrival</td><td>Fri, 11 Apr 2025 (check-in from 3:00pm)</td></tr>
<tr><td style="color:#777">Departure</td><td>Mon, 14 Apr 2025 (check-out by 12:00pm)</td></tr>
<tr><td style="color:#777">Room</td><td>Deluxe River View King, non-smoking, 1 room, 2 adults</td></tr>
<tr><td style="color:#777">Rate</td><td>Best Flexible incl. breakfast &ndash; S$318.00 per night</td></tr>
<tr><td style="color:#777">Total (3 nights)</td><td>S$954.00 + 10% service charge + 9% GST = <b>S$1,143.85</b></td></tr>
<tr><td style="color:#777">Guarantee</td><td>Mastercard ending 5521</td></tr>
<tr><td style="color:#777">Harbour Rewards no.</td><td>HR 3300 4417 92</td></tr>
</table>
<p style="font-size:13px">Free cancellation until 6:00pm (SGT) on 9 Apr 2025. Late cancellation or no-show: one night's charge.</p>
<p><a href="https://www.harbourline.example/reservations/manage?ref=4KD9QX&amp;ln=chen" style="color:#b08d57">Manage your reservation</a></p>
<p>Warm regards,<br>Reservations Team</p>
</td></tr>
<tr><td style="padding:16px 30px;font-size:11px;color:#999;background:#faf8f4">Harbourline Hotel Clarke Quay, 21 River Valley Road, Singapore 179031 &middot; T +65 6555 0110 &middot; <a href="https://www.harbourline.example/privacy">Privacy</a></td></tr>
</table></body></html>
""",
    hcte="quoted-printable")

# ---- 20: Irish newsletter double opt-in with tracked button and raw URL
add("magic_link",
    "Please confirm your subscription to The Dublin Dispatch",
    "The Dublin Dispatch <newsletter@dublindispatch.example>",
    "aoife.m@mail.test",
    "Fri, 28 Mar 2025 07:58:03 +0000",
    text="""Nearly there!

Please confirm that you want to receive The Dublin Dispatch - our weekday
morning briefing on Dublin news, culture and what's on.

Confirm your subscription:
https://dublindispatch.example/subscribe/confirm/6e0b2f9d41c84a77a3f5b0c2d9e81f46?list=weekday

If you received this email by mistake, simply delete it. You won't be
subscribed if you don't click the confirmation link above.

The Dublin Dispatch, Unit 4, The Digital Hub, Thomas Street, Dublin 8, D08 TCV4
""",
    html="""<html><body style="background:#fdfaf4;font-family:Georgia,'Times New Roman',serif;color:#222">
<table width="560" align="center" cellpadding="0" cellspacing="0"><tr><td style="padding:30px">
<h1 style="font-size:30px;margin:0;font-style:italic">The Dublin Dispatch</h1>
<p style="font-size:18px">Nearly there!</p>
<p>Please confirm that you want to receive The Dublin Dispatch &ndash; our weekday morning briefing on Dublin news, culture and what's on.</p>
<p style="margin:28px 0"><a href="https://links.dublindispatch.example/ls/click?upn=3Dx7Wq-2B9rTz1cKp4mN8vY0Lb6Hs2aJ5dGe3QiR7fU&amp;u=6e0b2f9d41c84a77a3f5b0c2d9e81f46" style="background:#1f3d2b;color:#fff;padding:13px 24px;text-decoration:none;font-family:Arial,sans-serif">Yes, subscribe me to this list</a></p>
<p style="font-size:13px">If you received this email by mistake, simply delete it. You won't be subscribed if you don't click the confirmation link above.</p>
<p style="font-size:13px">For questions about this list, please contact: <a href="mailto:editor@dublindispatch.example">editor@dublindispatch.example</a></p>
<p style="font-size:11px;color:#888">The Dublin Dispatch, Unit 4, The Digital Hub, Thomas Street, Dublin 8, D08 TCV4 &middot; <a href="https://dublindispatch.example/privacy">Privacy notice</a></p>
</td></tr></table>
<img src="https://links.dublindispatch.example/wf/open?upn=8fJ2kQ0wZ" width="1" height="1" alt="" style="display:none">
</body></html>
""",
    link="https://links.dublindispatch.example/ls/click?upn=3Dx7Wq-2B9rTz1cKp4mN8vY0Lb6Hs2aJ5dGe3QiR7fU&u=6e0b2f9d41c84a77a3f5b0c2d9e81f46",
    link_alt=["https://dublindispatch.example/subscribe/confirm/6e0b2f9d41c84a77a3f5b0c2d9e81f46?list=weekday"])

# ---- 21: South African insurer, "one-time PIN" instead of "code"
add("no_code_word",
    "Ubuntu Life: your one-time PIN",
    "Ubuntu Life <service@ubuntulife.example>",
    "Lerato Mokoena <lerato.mokoena@webmail.test>",
    "Mon, 31 Mar 2025 11:26:45 +0200",
    html="""<html><body style="font-family:Tahoma,Arial,sans-serif;font-size:14px;color:#333;background:#eef4f8">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-top:5px solid #e07a1f">
<tr><td style="padding:26px">
<p>Dear Lerato</p>
<p>You're updating the banking details on your funeral policy <b>UL-FP-0093315</b>. Please enter the one-time PIN below on the Ubuntu Life website to confirm the change:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:8px;text-align:center;background:#fdf2e7;padding:14px">964 183</p>
<p>This PIN is valid for 5 minutes. Your next premium of R287.50 will be collected on 1 April 2025.</p>
<p>If you didn't request this change, please phone us on 0860 555 123 (Mon&ndash;Fri 08:00&ndash;17:00) or email <a href="mailto:fraud@ubuntulife.example">fraud@ubuntulife.example</a>.</p>
<p>Regards<br>Client Services</p>
</td></tr>
<tr><td style="padding:16px 26px;font-size:10px;color:#888;background:#f8f8f8">Ubuntu Life Assurance Ltd is a licensed life insurer and an authorised financial services provider (FSP 45112). Reg. no. 2001/009933/06. 5 Alice Lane, Sandton, 2196. <a href="https://ubuntulife.example/paia">PAIA manual</a> &middot; <a href="https://ubuntulife.example/popia">POPIA notice</a></td></tr>
</table></body></html>
""",
    otp="964183")

# ---- 22: Indian shop shipping notice, tracking and order numbers, no code
add("newsletter_numbers",
    "Shipped! Your Bazaarkart order #BK-4418203977 is on its way",
    "Bazaarkart <shipment-tracking@bazaarkart.example>",
    "Karthik Subramanian <karthik.s@inbox.test>",
    "Tue, 01 Apr 2025 17:49:11 +0530",
    text="""Hello Karthik,

Good news - your order has been shipped.

Order #BK-4418203977 (placed 29 Mar 2025)
  1 x boAt-style Wireless Earbuds, Midnight Blue     Rs. 1,499.00
  2 x Cotton Bath Towel Set (Pack of 2)              Rs. 1,198.00
  Delivery                                           FREE
  Order total                                        Rs. 2,697.00
  Paid via Cash on Delivery: Rs. 2,697.00 to be collected

Courier: SwiftXpress   AWB / tracking no. 78120044915326
Expected delivery: Thu, 03 Apr 2025 by 9 pm

Delivering to:
Karthik Subramanian
Flat 3B, Lakshmi Residency, 14 Dr Radhakrishnan Salai, Mylapore
Chennai, Tamil Nadu 600004
Phone: 98xxxxxx21

Track your package: https://www.bazaarkart.example/orders/BK-4418203977/track

Bazaarkart Retail Pvt Ltd, No. 45, Outer Ring Road, Bellandur, Bengaluru 560103
This is an auto-generated email. Please do not reply.
""",
    tcte="quoted-printable")

# ---- 23: Australian car share: code among dates, times, addresses and phone numbers
add("phone_and_dates",
    "GoWombat: verify your phone to unlock bookings",
    "GoWombat <team@gowombat.example>",
    "Liam O'Connor <liam.oconnor@mail.test>",
    "Wed, 02 Apr 2025 08:03:29 +1100",
    text="""Hey Liam,

Before your first trip we need to check the mobile number on your account
(0412 555 938). Enter 274 508 in the GoWombat app to verify it.
The code expires at 8:18 am.

Your first booking
  Car: Toyota Corolla Hybrid "Banjo" (rego CZX 41P)
  Pick-up: Tue 8 Apr 2025, 9:00 am
  Return:  Tue 8 Apr 2025, 1:30 pm
  Pod: 12 Smith St, Fitzroy VIC 3065 (level 1 of the car park)
  Estimate: 4.5 hrs x $13.50 + 38 km x $0.45 = $77.85

Questions? Call us 24/7 on 1300 555 019, or text 0488 555 202.

GoWombat Pty Ltd ABN 19 630 507 224, 160 Brunswick St, Fitzroy VIC 3065
""",
    otp="274508", tcte="8bit")

# ---- 24: two-step set-up: confirmation code to type now + backup codes
add("several_codes",
    "Finish turning on 2-step verification for Brolly",
    "Brolly Security <security@brolly.example>",
    "Grace Adeyemi <grace.adeyemi@mail.test>",
    "Thu, 03 Apr 2025 19:20:45 +0100",
    html="""<html><body style="font-family:Arial,sans-serif;color:#1e1e1e;font-size:14px">
<div style="max-width:560px;margin:0 auto;padding:24px;border:1px solid #e6e6e6">
<p style="font-size:18px;font-weight:bold;color:#4b2fa3">Brolly</p>
<p>Hi Grace,</p>
<p>You're nearly done turning on 2-step verification. <b>Enter this code on the set-up page now</b> to confirm your email address:</p>
<p style="font-size:26px;letter-spacing:4px;font-weight:bold;margin:16px 0">640 129</p>
<p>Once 2-step verification is on, these backup codes will let you in if you ever lose your phone. Don't type them now &ndash; save them somewhere safe. Each one works once.</p>
<table cellpadding="6" style="font-family:Consolas,monospace;font-size:15px;background:#f6f4fb;border:1px solid #ddd6f3">
<tr><td>7302 8841</td><td>1956 0473</td></tr>
<tr><td>6628 3190</td><td>4417 2086</td></tr>
<tr><td>9081 5524</td><td>3365 7712</td></tr>
<tr><td>2249 6037</td><td>8870 1145</td></tr>
</table>
<p style="font-size:12px;color:#666">Brolly Insurance Services Ltd is authorised and regulated by the Financial Conduct Authority (FRN 912844). Registered in England and Wales, no. 12233480. 40 Berkeley Square, London W1J 5AL.<br>
<a href="https://brolly.example/help/2sv">Help with 2-step verification</a> &middot; <a href="https://brolly.example/privacy">Privacy</a></p>
</div></body></html>
""",
    otp="640129", hcte="base64")

# ---- 25: Indian wallet "was this you?" device approval, approve + deny buttons
add("magic_link",
    "Is this you trying to log in to Kuber Wallet?",
    "Kuber Wallet <security@kuberwallet.example>",
    "Meera Iyer <meera.iyer@inbox.test>",
    "Fri, 04 Apr 2025 22:31:17 +0530",
    html="""<html><body style="margin:0;background:#f3f6fb;font-family:'Segoe UI',Arial,sans-serif">
<table width="540" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px auto;border-radius:10px">
<tr><td style="padding:22px 28px;border-bottom:1px solid #eef1f6"><img src="https://static.kuberwallet.example/email/kuber-logo.png" height="26" alt="Kuber Wallet"></td></tr>
<tr><td style="padding:26px 28px;font-size:15px;color:#1c2331">
<p>Hi Meera,</p>
<p>We noticed a login attempt to your Kuber Wallet account (+91 ******4471) from a new device:</p>
<table cellpadding="4" style="font-size:14px;color:#4a5568">
<tr><td>Device</td><td>OnePlus Nord CE 3 (Android 14)</td></tr>
<tr><td>Location</td><td>Pune, Maharashtra</td></tr>
<tr><td>Time</td><td>04 Apr 2025, 10:29 PM IST</td></tr>
</table>
<p>Was this you?</p>
<table cellpadding="0" cellspacing="0"><tr>
<td style="padding-right:12px"><a href="https://kuberwallet.example/device/approve?req=dv_7Q2mX9kLp4TzW1sN8bRc&amp;sig=b61e0f4a9d2c7e35" style="display:inline-block;background:#16a34a;color:#fff;padding:12px 26px;border-radius:6px;text-decoration:none;font-weight:600">Yes, it was me</a></td>
<td><a href="https://kuberwallet.example/device/deny?req=dv_7Q2mX9kLp4TzW1sN8bRc&amp;sig=b61e0f4a9d2c7e35" style="display:inline-block;background:#dc2626;color:#fff;padding:12px 26px;border-radius:6px;text-decoration:none;font-weight:600">No, block this device</a></td>
</tr></table>
<p style="font-size:13px;color:#718096;margin-top:22px">This request expires in 10 minutes. If you don't respond, the login will be blocked automatically.</p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#a0aec0;background:#f8fafc;border-radius:0 0 10px 10px">
Kuber Fintech Pvt Ltd, 2nd Floor, Panchshil Tech Park, Yerwada, Pune 411006 &middot; Support: 020 5555 0147<br>
<a href="https://kuberwallet.example/help">Help</a> &middot; <a href="https://kuberwallet.example/terms">Terms</a> &middot; <a href="https://kuberwallet.example/privacy">Privacy</a></td></tr>
</table></body></html>
""",
    link="https://kuberwallet.example/device/approve?req=dv_7Q2mX9kLp4TzW1sN8bRc&sig=b61e0f4a9d2c7e35",
    hcte="quoted-printable")

# ---- 26: Australian social app, "K-" prefixed code, text only
add("prefix_code",
    "K-295037 is your Kelpie code",
    "Kelpie <no-reply@kelpie.example>",
    "bec.nguyen@mail.test",
    "Sat, 05 Apr 2025 13:06:52 +1100",
    text="""K-295037 is your Kelpie code.

Enter the 6 numbers in the app to verify your email address. Don't share it
with anyone - Kelpie will never ask for it.

Didn't sign up? You can ignore this email.

Kelpie Social Pty Ltd, 1 Macquarie Place, Sydney NSW 2000
""",
    otp="295037", tcte="7bit")

# ---- 27: meeting invitation with meeting ID and passcode, no real code
add("decoy_codes",
    "Invitation: Q2 supplier review @ Tue 15 Apr 2025 10:00 - 11:00 (SAST)",
    "Naledi Dlamini via Huddle <invites@huddle.example>",
    "Pieter van der Merwe <pieter@capefreight.test>",
    "Mon, 07 Apr 2025 09:14:03 +0200",
    text="""Naledi Dlamini is inviting you to a scheduled Huddle meeting.

Topic: Q2 supplier review - Cape Freight / Highveld Packaging
Time: 15 Apr 2025 10:00 AM Johannesburg

Join Huddle Meeting
https://huddle.example/j/84417290315?pwd=Wk9tR2x3cVpNa1d2S0hjT3A4Tnl6dz09

Meeting ID: 844 1729 0315
Passcode: 882913

One tap mobile
+27 87 555 0188,,84417290315#,,,,*882913# South Africa
+27 21 555 0143,,84417290315#,,,,*882913# South Africa

Dial by your location
        +27 87 555 0188 South Africa
        +44 20 5555 0976 United Kingdom
Meeting ID: 844 1729 0315
Passcode: 882913

Agenda
1. Q1 volumes (3,420 pallets, +12% y/y)
2. Rate card 2025/26 - quote HP-Q-10482
3. Claims: case 55103 and 55127

Highveld Packaging (Pty) Ltd, 8 Electron Ave, Isando, Kempton Park, 1600
""",
    tcte="quoted-printable")

# ---- 28: Singapore crypto exchange login code, "not you? reset password" link
add("reset_in_code_mail",
    "[Merlion Exchange] Login verification",
    "Merlion Exchange <do-not-reply@merlionx.example>",
    "ahmad.rizal@mail.test",
    "Tue, 08 Apr 2025 02:47:33 +0800",
    html="""<html><body style="background:#0e1217;margin:0;font-family:Arial,Helvetica,sans-serif">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#161b22;color:#e6edf3">
<tr><td style="padding:22px 30px"><img src="https://cdn.merlionx.example/mail/logo-dark.png" height="24" alt="Merlion Exchange"></td></tr>
<tr><td style="padding:8px 30px 26px;font-size:14px;line-height:1.6">
<h2 style="font-size:20px;color:#f0b90b">Login Verification</h2>
<p>Your verification code:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:5px;color:#f0b90b;margin:6px 0 16px">718 362</p>
<p>The verification code will be valid for 30 minutes. Please do not share this code with anyone.</p>
<p>Login attempt: 2025-04-08 02:46:51 (UTC+8) &middot; IP 198.51.100.23 &middot; Jakarta, ID</p>
<p><b>Don't recognise this activity?</b> Please <a href="https://www.merlionx.example/en/user/reset-password?src=login_alert&amp;e=YWhtYWQucml6YWw" style="color:#f0b90b">reset your password</a> and contact <a href="https://www.merlionx.example/en/support" style="color:#f0b90b">customer support</a> immediately. You can also <a href="https://www.merlionx.example/en/my/security/disable-account" style="color:#f0b90b">temporarily freeze your account</a>.</p>
<p style="font-size:12px;color:#8b949e">This is an automated message, please do not reply.</p>
</td></tr>
<tr><td style="padding:18px 30px;font-size:11px;color:#8b949e;border-top:1px solid #30363d">
Stay connected: <a href="https://t.merlionx.example/channel" style="color:#8b949e">Telegram</a> | <a href="https://x.merlionx.example/MerlionX" style="color:#8b949e">X</a><br>
Merlion Exchange Pte. Ltd. holds a Major Payment Institution licence under the Payment Services Act 2019. 1 Raffles Place, #44-01, Singapore 048616.<br>
Digital payment token services are not recommended for the general public. You could lose all the money you put in.
</td></tr></table></body></html>
""",
    otp="718362", hcte="quoted-printable")

# ---- 29: South African outdoor retailer newsletter, prices and store details
add("newsletter_numbers",
    "Autumn gear-up: up to 40% off hiking boots this weekend",
    "Karoo Outdoor <news@karoo-outdoor.example>",
    "sipho.mthembu@webmail.test",
    "Thu, 10 Apr 2025 06:30:00 +0200",
    html="""<html><body style="margin:0;background:#efe9df;font-family:Arial,sans-serif;color:#2d2a26">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="font-size:11px;text-align:center;padding:6px;color:#7a7168">Prices valid 11&ndash;13 April 2025 or while stocks last. <a href="https://mail.karoo-outdoor.example/view/e/2291/aX8">View online</a></td></tr>
<tr><td style="background:#8c4b1f;padding:22px;text-align:center;color:#fff;font-size:26px;font-weight:bold">KAROO OUTDOOR</td></tr>
<tr><td style="padding:22px">
<h2 style="margin-top:0">Hit the Drakensberg in comfort</h2>
<table width="100%" cellpadding="8" style="font-size:14px">
<tr><td><b>Trailmaster Mid GTX</b><br><s>R2 499</s> <b style="color:#b23a16">R1 499</b></td><td><b>Ridgeback 35L Daypack</b><br><s>R1 299</s> <b style="color:#b23a16">R899</b></td></tr>
<tr><td><b>Sani Pass Down Jacket</b><br><s>R3 199</s> <b style="color:#b23a16">R2 239</b></td><td><b>Merino crew socks 3-pack</b><br>R349 &ndash; buy 2 get 1 free</td></tr>
</table>
<p><a href="https://mail.karoo-outdoor.example/c/2291/shop-sale?utm_source=newsletter&amp;utm_campaign=autumn25" style="background:#8c4b1f;color:#fff;padding:12px 22px;text-decoration:none">Shop the sale</a></p>
<p style="font-size:13px">Karoo Club members earn double points (your balance: 2 310 points, member no. 6009 1182 4471). Free delivery on orders over R750. Order by 14:00 for next-day delivery in Gauteng, Cape Town and Durban metros.</p>
<h3>Find a store</h3>
<p style="font-size:13px">Canal Walk, Shop 512, Century City, Cape Town 7441 &middot; 021 555 0175<br>
Menlyn Park, Shop G88, Pretoria 0181 &middot; 012 555 0136<br>
Gateway Theatre of Shopping, Shop 201, Umhlanga 4319 &middot; 031 555 0192</p>
</td></tr>
<tr><td style="padding:16px 22px;font-size:10px;color:#7a7168;background:#f7f3ed">E&amp;OE. Karoo Outdoor (Pty) Ltd, Reg. 2011/004872/07, 33 Bree St, Cape Town 8001.<br>
<a href="https://mail.karoo-outdoor.example/unsub/2291/aX8">Unsubscribe</a> &middot; <a href="https://karoo-outdoor.example/privacy">Privacy</a></td></tr>
</table>
<img src="https://mail.karoo-outdoor.example/o/2291/aX8.gif" width="1" height="1" alt="">
</body></html>
""",
    headers=[("List-Unsubscribe", "<https://mail.karoo-outdoor.example/unsub/2291/aX8>")],
    hcte="8bit")

# ---- 30: Irish forum notification, user name with digits, no code
add("username_digits",
    "paddy_o88, priya_k2024 replied to your thread",
    "Craic Boards <notifications@craicboards.example>",
    "paddy_o88 <padraig.oshea@mail.test>",
    "Fri, 11 Apr 2025 20:13:38 +0100",
    text="""Hi paddy_o88,

priya_k2024 has replied to a thread you're following:

  "Best 4G/5G broadband for rural Co. Clare? (2025 edition)"
  Forum: Technology > Broadband & Mobile - thread #2058431, post #41

  > We're in V95 area and got 180 Mbps on the 5G router from Shamrock
  > Mobile, €45 a month for 24 months. Speed test at 21:00 last night: 176/38.

View the reply: https://www.craicboards.example/threads/2058431/post-41
Stop following this thread: https://www.craicboards.example/threads/2058431/unwatch

You have 3 unread private messages and 12 new reputation points (total 1,087).

Craic Boards Community Ltd, 14 Fenian Street, Dublin 2, D02 AF61
Change notification settings: https://www.craicboards.example/account/notifications
""",
    tcte="8bit")

# ---- 31: UK mobile network, code only in the image's alt text
add("alt_text_only",
    "Brightwave: verify your new email address",
    "Brightwave Mobile <myaccount@brightwave.example>",
    "Olivia Barnes <olivia.barnes@mail.test>",
    "Sat, 12 Apr 2025 10:22:09 +0100",
    text="""Brightwave Mobile

Please view this email in HTML to see your verification code. The code is
shown as a picture so that it can't be read by automated tools.

Account number: 40-118-2273
Can't see it? Request a new one in My Brightwave.

Brightwave Mobile Ltd, 100 Temple Quay, Bristol BS1 6AG. Registered in
England and Wales no. 09912284.
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#222;background:#ffffff">
<table width="580" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:20px 0"><img src="cid:bw-header" width="580" height="60" alt="Brightwave Mobile"></td></tr>
<tr><td style="font-size:15px;padding:0 10px">
<p>Hi Olivia,</p>
<p>You've asked to change the email address on your Brightwave account (account number 40-118-2273). Type the code in the picture below into My Brightwave:</p>
<p style="text-align:center"><img src="cid:bw-code" width="260" height="70" alt="Your verification code is 58 31 07"></p>
<p>The code expires in 20 minutes. If you didn't ask for this, call us free on 0800 555 0321.</p>
</td></tr>
<tr><td style="font-size:11px;color:#888;padding:20px 10px">Brightwave Mobile Ltd, 100 Temple Quay, Bristol BS1 6AG. Registered in England and Wales no. 09912284.</td></tr>
</table></body></html>
""",
    images=[("bw-header", "header", (580, 60), (0, 84, 166)),
            ("bw-code", "code", (260, 70), (240, 244, 250))],
    otp="583107", tcte="7bit", hcte="base64")

# ---- 32: team chat confirmation code with hyphen + confirm link
add("magic_link",
    "Parley confirmation code: 7HQ-M4R",
    "Parley <feedback@parley.example>",
    "arjun.mehta@startup.test",
    "Mon, 14 Apr 2025 11:45:28 +0530",
    text="""Confirm your email address

Your confirmation code is below - enter it in your open browser window and
we'll help you get signed in.

7HQ-M4R

Or confirm with one click:
https://parley.example/confirm/email?c=7HQM4R&t=pl_e9d24b0c7a1f4d3e8b56a2c90f17e4d8

If you didn't request this email, there's nothing to worry about - you can
safely ignore it.

Parley Technologies Ltd, 2 Kingdom Street, London W2 6BD
""",
    html="""<html><body style="font-family:Lato,Helvetica,Arial,sans-serif;color:#1d1c1d;background:#fff">
<table width="600" align="center" cellpadding="0" cellspacing="0"><tr><td style="padding:30px 40px">
<img src="https://parley.example/img/email/parley-logo.png" width="110" alt="Parley">
<h1 style="font-size:32px;line-height:38px;margin:30px 0">Confirm your email address</h1>
<p style="font-size:18px">Your confirmation code is below &mdash; enter it in your open browser window and we'll help you get signed in.</p>
<div style="background:#f5f4f5;border-radius:4px;padding:40px 10px;text-align:center;font-size:30px;letter-spacing:6px;margin:20px 0">7HQ-M4R</div>
<p style="font-size:16px">Or <a href="https://parley.example/confirm/email?c=7HQM4R&amp;t=pl_e9d24b0c7a1f4d3e8b56a2c90f17e4d8">confirm your email with one click</a>.</p>
<p style="font-size:14px;color:#616061">If you didn't request this email, there's nothing to worry about &mdash; you can safely ignore it.</p>
<p style="font-size:12px;color:#b0adac;margin-top:40px"><a href="https://parley.example/legal" style="color:#b0adac">Our blog</a> | <a href="https://parley.example/legal/policies" style="color:#b0adac">Policies</a> | <a href="https://parley.example/help" style="color:#b0adac">Help centre</a><br>Parley Technologies Ltd, 2 Kingdom Street, London W2 6BD</p>
</td></tr></table></body></html>
""",
    otp="7HQM4R",
    link="https://parley.example/confirm/email?c=7HQM4R&t=pl_e9d24b0c7a1f4d3e8b56a2c90f17e4d8",
    tcte="quoted-printable", hcte="quoted-printable")

# ---- 33: Indian bank card transaction OTP (other kind: payment authorisation)
add("transaction_otp",
    "OTP for your transaction on Deccan Bank Credit Card",
    "Deccan Bank <alerts@deccanbank.example>",
    "Vikram Singh <vikram.singh@inbox.test>",
    "Tue, 15 Apr 2025 19:03:58 +0530",
    text="""Dear Customer,

338104 is the OTP for the transaction of INR 12,450.00 at FLIPMART ONLINE on
your Deccan Bank Credit Card ending 4821. Valid for 5 minutes.

Date & time: 15-04-2025 19:03:41
Available credit limit: INR 1,83,270.50

Do not share the OTP with anyone. If you have not initiated this transaction,
call 1800 555 2244 (toll-free) or SMS BLOCK 4821 to 56161 immediately.

Warm regards,
Deccan Bank Ltd
Deccan Bank House, Road No. 2, Banjara Hills, Hyderabad 500034

This is a system-generated e-mail. Please do not reply.
""",
    otp="338104", tcte="7bit")

# ---- 34: Irish airline manage-booking sign-in code, naming a flight and booking
add("booking_ref",
    "Your Emerald Wings verification code",
    "Emerald Wings <myaccount@emeraldwings.example>",
    "Conor Walsh <conor.walsh@mail.test>",
    "Wed, 16 Apr 2025 06:12:44 +0100",
    html="""<html><body style="background:#eef4f1;margin:0;font-family:Arial,Helvetica,sans-serif">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#00704a;padding:18px 26px;color:#fff;font-size:20px;font-weight:bold">Emerald Wings</td></tr>
<tr><td style="padding:26px;font-size:15px;color:#1f2d27">
<p>Hi Conor,</p>
<p>To access <b>Manage My Booking</b> for booking <b>QX7T4L</b> (EW 214 Dublin &rarr; Lanzarote, Sun 27 Apr 2025, dep. 07:35), enter this verification code:</p>
<table align="center" cellpadding="0" cellspacing="6"><tr>
<td style="border:1px solid #00704a;width:38px;height:48px;text-align:center;font-size:26px;font-weight:bold">3</td>
<td style="border:1px solid #00704a;width:38px;height:48px;text-align:center;font-size:26px;font-weight:bold">9</td>
<td style="border:1px solid #00704a;width:38px;height:48px;text-align:center;font-size:26px;font-weight:bold">1</td>
<td style="border:1px solid #00704a;width:38px;height:48px;text-align:center;font-size:26px;font-weight:bold">6</td>
<td style="border:1px solid #00704a;width:38px;height:48px;text-align:center;font-size:26px;font-weight:bold">0</td>
<td style="border:1px solid #00704a;width:38px;height:48px;text-align:center;font-size:26px;font-weight:bold">5</td>
</tr></table>
<p style="font-size:13px;color:#555">The code is valid for 15 minutes. Check-in opens 24 hours before departure. Add bags from &euro;24.99 each way.</p>
</td></tr>
<tr><td style="padding:16px 26px;font-size:11px;color:#777;background:#f6f8f7">Emerald Wings DAC, Airside Business Park, Swords, Co. Dublin, K67 P5C7. Reg. No. 612044.<br>
<a href="https://www.emeraldwings.example/help">Help</a> &middot; <a href="https://www.emeraldwings.example/privacy">Privacy</a></td></tr>
</table></body></html>
""",
    otp="391605", hcte="quoted-printable")

# ---- 35: Singapore telco bill, many numbers, no code
add("newsletter_numbers",
    "Your Lion Telecom bill for March 2025",
    "Lion Telecom <ebill@liontelecom.example>",
    "Rajesh Kumar <rajesh.kumar@mail.test>",
    "Thu, 17 Apr 2025 10:00:00 +0800",
    text="""Dear Rajesh Kumar,

Your Lion Telecom bill for March 2025 is now available.

Account number     : 1-88041927
Bill date          : 15 Apr 2025
Bill period        : 01 Mar 2025 - 31 Mar 2025
Amount due         : S$87.40 (incl. 9% GST)
Payment due date   : 06 May 2025

Summary
  Mobile 9555 1234 - XO 5G Plus 120GB       S$45.90
  Fibre broadband 1Gbps (Svc ID 6600318842)  S$39.90
  IDD calls to India (14 min)                S$ 1.60

Your payment of S$87.40 will be deducted via GIRO from DBS account ending
2031 on 06 May 2025.

View your bill: https://my.liontelecom.example/bill?acct=1-88041927&period=202503

Lion Telecom Pte Ltd, 31 Exeter Road, Singapore 239732. Hotline 1688 (24 hrs).
Company Reg. No. 199201234R.
""",
    tcte="quoted-printable")

# ---- 36: developer CLI device authorisation "token" (no word "code") + approval link
add("no_code_word",
    "Authorise Pipewright CLI on a new device",
    "Pipewright <auth@pipewright.example>",
    "nomvula.zulu@devmail.test",
    "Fri, 18 Apr 2025 15:51:02 +0200",
    text="""Hi nomvula,

The Pipewright CLI (pw v3.12.0) on "nomvula-thinkpad" wants to sign in to
your workspace "karoo-data".

Paste this one-time token into the terminal prompt:

    7KQ2-M9XD

or approve the device in your browser:
https://app.pipewright.example/device/approve?user_code=7KQ2M9XD&session=dvc_41f09e8b2d6a4c1f9e7b03a5

The token expires in 15 minutes. If you didn't run `pw login`, ignore this
email and nothing will happen.

-- Pipewright, 3rd floor, 2 Bree Street, Cape Town 8001
""",
    html="""<html><body style="font-family:Menlo,Consolas,monospace;background:#0f172a;color:#e2e8f0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#111827;border:1px solid #334155;border-radius:8px;padding:26px;font-family:Arial,sans-serif">
<p style="font-size:18px;font-weight:bold;color:#38bdf8">pipewright</p>
<p>Hi nomvula,</p>
<p>The Pipewright CLI (<code>pw v3.12.0</code>) on <b>nomvula-thinkpad</b> wants to sign in to your workspace <b>karoo-data</b>.</p>
<p>Paste this one-time token into the terminal prompt:</p>
<pre style="font-size:26px;letter-spacing:4px;background:#0f172a;color:#fbbf24;padding:14px;text-align:center;border-radius:6px">7KQ2-M9XD</pre>
<p>or <a href="https://app.pipewright.example/device/approve?user_code=7KQ2M9XD&amp;session=dvc_41f09e8b2d6a4c1f9e7b03a5" style="color:#38bdf8">approve the device in your browser</a>.</p>
<p style="font-size:13px;color:#94a3b8">The token expires in 15 minutes. If you didn't run <code>pw login</code>, ignore this email and nothing will happen.</p>
<p style="font-size:11px;color:#64748b">Pipewright (Pty) Ltd &middot; 3rd floor, 2 Bree Street, Cape Town 8001 &middot; <a href="https://pipewright.example/docs/cli/login" style="color:#64748b">CLI login docs</a></p>
</div></body></html>
""",
    otp="7KQ2M9XD",
    link="https://app.pipewright.example/device/approve?user_code=7KQ2M9XD&session=dvc_41f09e8b2d6a4c1f9e7b03a5",
    tcte="7bit", hcte="7bit")

# ---- 37: Australian design SaaS passwordless login, tracked button + raw URL
add("magic_link",
    "Your Canvasly login link",
    "Canvasly <no-reply@canvasly.example>",
    "Chloe Martin <chloe@bloomfloristry.test>",
    "Sat, 19 Apr 2025 14:27:19 +1000",
    text="""Hi Chloe,

Here's your secure login link for Canvasly. It will expire in 20 minutes.

Log in: https://www.canvasly.example/login/email/verify?lt=cv1.eyJ1IjoiY2hsb2UiLCJ0IjoxNzQ1MDM2ODM5fQ.Xk4pQ2mT9wVb7nRs3yLd

Requested from: Safari on iPhone, Brisbane QLD
If you didn't ask for this, you can ignore this email - your account is safe.

Canvasly Pty Ltd, 110 Kippax St, Surry Hills NSW 2010
Unsubscribe from tips and offers: https://www.canvasly.example/settings/email?unsub=tips
""",
    html="""<html><body style="background:#f6f3ff;font-family:'Open Sans',Arial,sans-serif;margin:0">
<table width="520" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:24px auto;border-radius:12px">
<tr><td style="padding:30px 34px 10px"><a href="https://www.canvasly.example/?utm_source=email"><img src="https://static.canvasly.example/email/logo-purple.png" width="130" alt="Canvasly"></a></td></tr>
<tr><td style="padding:10px 34px 30px;font-size:15px;color:#0e1318">
<p>Hi Chloe,</p>
<p>Here's your secure login link for Canvasly. It will expire in 20 minutes.</p>
<p style="text-align:center;margin:26px 0"><a href="https://e.canvasly.example/CL0/https:%2F%2Fwww.canvasly.example%2Flogin%2Femail%2Fverify%3Flt=cv1.eyJ1IjoiY2hsb2UiLCJ0IjoxNzQ1MDM2ODM5fQ.Xk4pQ2mT9wVb7nRs3yLd/1/0100019655a7c3f2-7d1e4b9a-1f3c-4e8a-b0d2-9a7e6c5f4b31-000000/qR8s2LmN4vXt" style="background:#7d2ae8;color:#fff;padding:13px 30px;border-radius:8px;text-decoration:none;font-weight:bold">Log in to Canvasly</a></p>
<p style="font-size:13px;color:#5a5a5a">Requested from: Safari on iPhone, Brisbane QLD. If you didn't ask for this, you can ignore this email &ndash; your account is safe.</p>
</td></tr>
<tr><td style="padding:18px 34px;font-size:11px;color:#8f8f9a;border-top:1px solid #eee">
<a href="https://e.canvasly.example/CL0/https:%2F%2Finstagram.canvasly.example%2Fcanvasly/1/0100019655a7c3f2/zz1">Instagram</a> &middot; <a href="https://e.canvasly.example/CL0/https:%2F%2Fyoutube.canvasly.example%2Fcanvasly/1/0100019655a7c3f2/zz2">YouTube</a><br>
Canvasly Pty Ltd, 110 Kippax St, Surry Hills NSW 2010 &middot; <a href="https://www.canvasly.example/settings/email?unsub=tips">Unsubscribe from tips</a> &middot; <a href="https://www.canvasly.example/policies/privacy-policy">Privacy</a></td></tr>
</table>
<img src="https://e.canvasly.example/open/0100019655a7c3f2.png" width="1" height="1" alt="" border="0">
</body></html>
""",
    link="https://e.canvasly.example/CL0/https:%2F%2Fwww.canvasly.example%2Flogin%2Femail%2Fverify%3Flt=cv1.eyJ1IjoiY2hsb2UiLCJ0IjoxNzQ1MDM2ODM5fQ.Xk4pQ2mT9wVb7nRs3yLd/1/0100019655a7c3f2-7d1e4b9a-1f3c-4e8a-b0d2-9a7e6c5f4b31-000000/qR8s2LmN4vXt",
    link_alt=["https://www.canvasly.example/login/email/verify?lt=cv1.eyJ1IjoiY2hsb2UiLCJ0IjoxNzQ1MDM2ODM5fQ.Xk4pQ2mT9wVb7nRs3yLd"],
    tcte="base64", hcte="quoted-printable")

# ---- 38: Indian ed-tech: resent 4-digit OTP, previous one expired
add("new_and_old_code",
    "Vidyaverse - your new OTP",
    "Vidyaverse <otp@vidyaverse.example>",
    "Sneha Patil <sneha.patil@inbox.test>",
    "Sun, 20 Apr 2025 18:36:12 +0530",
    html="""<html><body style="font-family:Poppins,Arial,sans-serif;background:#fff7ef;padding:20px">
<div style="max-width:500px;margin:0 auto;background:#fff;border-radius:14px;padding:26px;border:1px solid #ffe0c2">
<p style="font-size:20px;font-weight:bold;color:#ff7a00;margin-top:0">Vidyaverse</p>
<p>Hi Sneha,</p>
<p>As requested, here is a fresh OTP to log in to your Vidyaverse account and continue <i>JEE Main 2026 &ndash; Physics Crash Course (Batch 7)</i>.</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:12px;text-align:center;color:#1b1b1b">5930</p>
<p style="font-size:13px">Please note: the earlier OTP <b>2217</b> has expired and can no longer be used. This new OTP is valid for 10 minutes.</p>
<p style="font-size:13px;color:#777">Need help? Call 080 5555 0166 (9 AM &ndash; 9 PM, all days) or write to support@vidyaverse.example.</p>
<p style="font-size:11px;color:#aaa">Vidyaverse Learning Pvt Ltd, 4th Floor, Koramangala 5th Block, Bengaluru 560095</p>
</div></body></html>
""",
    otp="5930", hcte="7bit")

# ---- 39: South African bank security advice with example codes, no real code
add("decoy_codes",
    "Protea Bank: 5 ways fraudsters try to steal your OTP",
    "Protea Bank <security-awareness@proteabank.example>",
    "Johan Botha <johan.botha@webmail.test>",
    "Tue, 22 Apr 2025 09:00:00 +0200",
    html="""<html><body style="background:#f1f5f9;margin:0;font-family:Arial,sans-serif;color:#1e293b">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#be185d;padding:20px 28px;color:#fff;font-size:22px;font-weight:bold">Protea Bank &middot; Stay Safe</td></tr>
<tr><td style="padding:26px 28px;font-size:14px;line-height:1.55">
<p>Dear Johan</p>
<p>Banking fraud is rising during the Easter holidays. Here's how to protect yourself:</p>
<ol>
<li><b>We will never call you and ask for an OTP.</b> If someone says &ldquo;please read me the 6-digit number we just sent, e.g. 123456&rdquo;, hang up.</li>
<li><b>Check the sender.</b> Our SMSes only come from <b>PROTEA</b> or 40012. Messages like &ldquo;Your OTP is 000000, click here to cancel&rdquo; are fake.</li>
<li><b>Never approve an in-app notification</b> you didn't start &ndash; especially one for R4 999.00 or similar odd amounts.</li>
<li><b>Protect your card PIN.</b> Cover the keypad at ATMs.</li>
<li><b>Report suspicious messages</b> by forwarding them to phishing@proteabank.example.</li>
</ol>
<p>Lost your card or think you've been scammed? Call 0860 555 777 (24/7) or +27 11 555 0777 from abroad.</p>
<p><a href="https://www.proteabank.example/security-centre?utm_campaign=easter-fraud-2025" style="color:#be185d">Visit the Security Centre</a></p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:10px;color:#64748b;background:#f8fafc">Protea Bank Ltd, an authorised financial services and registered credit provider (NCRCP 1911). Reg. no. 1994/000929/06. 135 Rivonia Road, Sandown, Sandton, 2196.<br>
<a href="https://www.proteabank.example/preferences/marketing?c=9911">Manage preferences</a> &middot; <a href="https://www.proteabank.example/legal/privacy">Privacy</a></td></tr>
</table></body></html>
""",
    hcte="quoted-printable")

# ---- 40: regenerated backup codes, none to type now
add("several_codes",
    "Your new Tallyhoo backup codes",
    "Tallyhoo <accounts@tallyhoo.example>",
    "Ben Carter <ben.carter@mail.test>",
    "Wed, 23 Apr 2025 21:08:50 +0100",
    text="""Hi Ben,

You generated a new set of backup codes for your Tallyhoo account on
23 April 2025 at 21:08 BST. Your old backup codes have stopped working.

Keep these somewhere safe. You'll only need one if you can't get a code
from your authenticator app. Each code can be used once.

    4829 1057    6613 2208
    0937 4416    7751 3092
    2284 6630    5106 8847
    9372 0519    1648 2273

Tallyhoo will never ask you to send us a backup code.

If you didn't do this, change your password and contact us at
https://help.tallyhoo.example/contact

Tallyhoo Ltd, The Engine Shed, Station Approach, Bath BA1 1SU
""",
    tcte="base64")

# ---- 41: UK bakery subscription shop, lower-case login code, text only
add("lowercase_alnum",
    "Your Crumb & Co login code",
    "Crumb & Co <hello@crumbandco.example>",
    "Hannah Price <hannah.price@mail.test>",
    "Thu, 24 Apr 2025 07:31:06 +0100",
    text="""Morning Hannah!

Here's your code to log in to Crumb & Co:

    k3v9xq

Pop it into the box on the login page. It'll work for 10 minutes.

While you're here: your next sourdough box (order CC-118204) is due on
Friday 2 May. You can skip or swap loaves until 11pm on Tuesday 29 April.

Happy baking,
The Crumb & Co team
Unit 6, Hope Mill, 113 Pollard Street, Manchester M4 7JA
""",
    otp="k3v9xq", tcte="7bit")

# ---- 42: Irish health portal: code among appointment date, phone numbers, Eircode
add("phone_and_dates",
    "Your MyHealth Portal access code",
    "MyHealth Portal <noreply@myhealthportal.example>",
    "Declan Murphy <declan.murphy@mail.test>",
    "Fri, 25 Apr 2025 16:40:27 +0100",
    html="""<html><body style="font-family:Arial,sans-serif;font-size:15px;color:#222;background:#f4f8fb">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #d6e4ef">
<tr><td style="background:#005a8c;color:#fff;padding:16px 24px;font-size:18px">MyHealth Portal &middot; Riverside Medical Practice</td></tr>
<tr><td style="padding:24px">
<p>Dear Declan,</p>
<p>Your blood test results from 22/04/2025 are ready to view. To open them, sign in and enter this access code when asked:</p>
<p style="font-size:26px;font-weight:bold;letter-spacing:4px">802-551</p>
<p>The code expires at 17:10 on 25/04/2025.</p>
<table cellpadding="5" style="font-size:14px;background:#f4f8fb;width:100%">
<tr><td>Patient no.</td><td>RMP-0047719</td></tr>
<tr><td>Next appointment</td><td>Tue 6 May 2025, 10:20 with Dr Aisling Kearney</td></tr>
<tr><td>Practice phone</td><td>(021) 555 4410</td></tr>
<tr><td>Out of hours (SouthDoc)</td><td>1850 555 335</td></tr>
</table>
<p style="font-size:13px">Consultation fee: &euro;65.00 (GP visit card holders: no charge).</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#777">Riverside Medical Practice, 18 Lower Glanmire Road, Cork T23 E6TD. This email contains no medical information. <a href="https://myhealthportal.example/privacy">Privacy</a></td></tr>
</table></body></html>
""",
    otp="802551", hcte="8bit")

# ---- 43: UK water utility account unlock link
add("magic_link",
    "Your Severnside Water online account has been locked",
    "Severnside Water <online.services@severnside-water.example>",
    "Gareth Pritchard <gareth.pritchard@mail.test>",
    "Sat, 26 Apr 2025 11:02:37 +0100",
    text="""Dear Mr Pritchard,

We've locked your online account after 5 unsuccessful sign-in attempts.

To unlock it, open this link within 24 hours:
https://my.severnside-water.example/account/unlock?ref=SW-4021187&key=uk8VwQ2pN7cLx3Rt5Hy9Zb1Ms6Fj0DaE

Customer reference: SW-4021187
Supply address: 7 Heol y Nant, Pontypridd CF37 4JT

If you didn't try to sign in, please call 0345 555 0611.

Severnside Water Ltd, Registered in England and Wales no. 2366777.
Registered office: Pentwyn Road, Nelson, Treharris CF46 6LY.
""",
    html="""<html><body style="font-family:Arial,sans-serif;font-size:15px;color:#1a1a1a">
<div style="max-width:600px;margin:0 auto">
<div style="background:#00698f;padding:16px 22px"><img src="https://www.severnside-water.example/img/logo-white.png" height="36" alt="Severnside Water"></div>
<div style="padding:22px">
<p>Dear Mr Pritchard,</p>
<p>We've locked your online account after 5 unsuccessful sign-in attempts.</p>
<p><a href="https://my.severnside-water.example/account/unlock?ref=SW-4021187&amp;key=uk8VwQ2pN7cLx3Rt5Hy9Zb1Ms6Fj0DaE" style="background:#00698f;color:#fff;padding:12px 20px;text-decoration:none;display:inline-block">Unlock my account</a></p>
<p>This link works for 24 hours. After that you'll need to <a href="https://my.severnside-water.example/sign-in">sign in</a> and choose &lsquo;Forgotten password&rsquo;.</p>
<p>Customer reference: SW-4021187<br>Supply address: 7 Heol y Nant, Pontypridd CF37 4JT</p>
<p>If you didn't try to sign in, please call 0345 555 0611.</p>
</div>
<div style="padding:14px 22px;font-size:11px;color:#666;border-top:1px solid #ddd">Severnside Water Ltd, Registered in England and Wales no. 2366777. Registered office: Pentwyn Road, Nelson, Treharris CF46 6LY. <a href="https://www.severnside-water.example/privacy">Privacy notice</a> &middot; <a href="https://www.severnside-water.example/contact">Contact us</a></div>
</div></body></html>
""",
    link="https://my.severnside-water.example/account/unlock?ref=SW-4021187&key=uk8VwQ2pN7cLx3Rt5Hy9Zb1Ms6Fj0DaE",
    tcte="quoted-printable", hcte="7bit")

# ---- 44: South African intercity coach booking reference, no code
add("booking_ref",
    "Springbok Intercity e-ticket: Johannesburg to Durban, ref TKXLPQ",
    "Springbok Intercity <tickets@springbok-intercity.example>",
    "Zanele Khumalo <zanele.k@webmail.test>",
    "Sun, 27 Apr 2025 12:15:20 +0200",
    text="""SPRINGBOK INTERCITY - E-TICKET

Booking reference: TKXLPQ
Passenger: Zanele Khumalo   ID/Passport: ****5083

Trip:     Johannesburg Park Station (Bay 12) -> Durban Station (Bay 4)
Date:     Fri 2 May 2025
Departs:  22:00    Arrives: Sat 3 May 2025, 06:20
Coach:    SB-118  Seat 7A (window)

Fare:           R520.00
Booking fee:    R 15.00
Total paid:     R535.00 (card ending 3307, auth 004491)

Please arrive 30 minutes before departure with your ID and this booking
reference. Luggage: 1 bag up to 20 kg + 1 hand luggage item.

Changes: up to 24 hours before departure, R50 fee. Call centre 0861 555 662.

Springbok Intercity (Pty) Ltd, Reg. 1998/021677/07
Park Station, Rissik Street, Braamfontein, Johannesburg 2001
""",
    tcte="8bit")

# ---- 45: Indian tiffin delivery, "TB-" prefixed 4-digit OTP
add("prefix_code",
    "TB-5931 is your Tiffinbox login OTP",
    "Tiffinbox <noreply@tiffinbox.example>",
    "Aditya Kulkarni <aditya.k@inbox.test>",
    "Mon, 28 Apr 2025 12:48:09 +0530",
    html="""<html><body style="font-family:Arial,sans-serif;background:#fffaf0;padding:16px">
<div style="max-width:460px;margin:0 auto;background:#fff;border:1px solid #f1dfc0;border-radius:8px;padding:22px">
<p style="color:#d35400;font-weight:bold;font-size:18px;margin-top:0">tiffinbox</p>
<p>Hi Aditya,</p>
<p>Your login OTP is <b style="font-size:22px">TB-5931</b></p>
<p>Enter only the 4 digits in the app. Valid for 3 minutes. Do not share it with anyone.</p>
<p style="font-size:12px;color:#888">Today's lunch: Rajma chawal + 2 phulka, &#8377;149 &middot; delivery slot 1:00&ndash;1:30 PM to Baner, Pune 411045</p>
<p style="font-size:11px;color:#aaa">Tiffinbox Foods Pvt Ltd, FSSAI Lic. No. 11522998000741</p>
</div></body></html>
""",
    otp="5931", hcte="quoted-printable")

# ---- 46: South African ride-hailing, code only in the subject
add("subject_only",
    "852047 is your Vula verification code",
    "Vula Rides <verify@vularides.example>",
    "kagiso.molefe@webmail.test",
    "Tue, 29 Apr 2025 07:55:41 +0200",
    html="""<html><body style="font-family:Arial,sans-serif;color:#111;background:#fff">
<div style="max-width:520px;margin:0 auto;padding:26px">
<div style="font-size:24px;font-weight:bold;color:#111">Vula</div>
<p>Hi Kagiso,</p>
<p>Enter the code shown in the subject of this email to verify your email address and finish setting up your rider account.</p>
<p>Heads up: your first 3 trips in Johannesburg get R30 off each (max R90) until 31 May 2025.</p>
<p style="font-size:12px;color:#666">Vula Rides South Africa (Pty) Ltd, 144 Oxford Road, Rosebank, Johannesburg 2196. <a href="https://vularides.example/legal">Legal</a> &middot; <a href="https://help.vularides.example">Help</a></p>
</div></body></html>
""",
    otp="852047", hcte="base64")

# ---- 47: Irish university fees receipt, many numbers, no code
add("newsletter_numbers",
    "Payment received - Student Fees 2024/25 (Receipt RCT-00982146)",
    "Fees Office <fees@atlantic-tu.example>",
    "Eoin Fitzgerald <22104488@student.atlantic-tu.example>",
    "Wed, 30 Apr 2025 13:20:05 +0100",
    text="""Atlantic Technological University - Fees Office

Dear Eoin Fitzgerald,

Thank you. We have received your payment.

Student number:     22104488
Programme:          BSc (Hons) Computing, Year 3 (AT-KCOMP-3)
Receipt number:     RCT-00982146
Payment date:       30/04/2025 13:14
Amount paid:        €1,500.00 (Student Contribution, 2nd instalment)
Payment method:     Debit card ending 6618

Balance for 2024/25: €0.00

A copy of this receipt is available in the student portal under
Finance > Receipts.

Fees Office, Dublin Road, Galway H91 T8NW
Tel: +353 91 555 742 | Mon-Thu 10:00-16:00
""",
    tcte="quoted-printable")

# ---- 48: package registry, user name with digits, one <span> per digit
add("username_digits",
    "Cargobay: confirm your email",
    "Cargobay <account@cargobay.example>",
    "dev_ankit07 <ankit.sharma@devmail.test>",
    "Thu, 01 May 2025 23:14:37 +0530",
    text="""Hi dev_ankit07,

Enter this code to confirm the email address on your Cargobay account:

4 8 2 0 1 7

It expires in 30 minutes. Published crates: 14 - total downloads 281,906.

Cargobay is run by the Ferris Registry Foundation, 10 Anson Road, #27-15,
Singapore 079903.
""",
    html="""<html><body style="font-family:'Fira Sans',Arial,sans-serif;background:#fbfaf7;color:#2a2a2a">
<div style="max-width:520px;margin:0 auto;background:#fff;border:1px solid #e8e3d8;padding:26px">
<p style="font-size:20px;font-weight:bold;color:#a84b1f;margin-top:0">&#128230; Cargobay</p>
<p>Hi dev_ankit07,</p>
<p>Enter this code to confirm the email address on your Cargobay account:</p>
<p style="text-align:center;margin:22px 0"><span style="display:inline-block;border:1px solid #ccc;padding:8px 12px;margin:0 3px;font-size:24px;font-family:monospace">4</span><span style="display:inline-block;border:1px solid #ccc;padding:8px 12px;margin:0 3px;font-size:24px;font-family:monospace">8</span><span style="display:inline-block;border:1px solid #ccc;padding:8px 12px;margin:0 3px;font-size:24px;font-family:monospace">2</span><span style="display:inline-block;border:1px solid #ccc;padding:8px 12px;margin:0 3px;font-size:24px;font-family:monospace">0</span><span style="display:inline-block;border:1px solid #ccc;padding:8px 12px;margin:0 3px;font-size:24px;font-family:monospace">1</span><span style="display:inline-block;border:1px solid #ccc;padding:8px 12px;margin:0 3px;font-size:24px;font-family:monospace">7</span></p>
<p style="font-size:13px;color:#666">It expires in 30 minutes. Published crates: 14 &middot; total downloads 281,906.</p>
<p style="font-size:11px;color:#999">Cargobay is run by the Ferris Registry Foundation, 10 Anson Road, #27-15, Singapore 079903. <a href="https://cargobay.example/policies">Policies</a></p>
</div></body></html>
""",
    otp="482017", tcte="7bit", hcte="quoted-printable")

# ---- 49: South African marketplace password reset, tracked button + raw URL
add("magic_link",
    "Reset your Stoep Market password",
    "Stoep Market <noreply@stoepmarket.example>",
    "Ruan Pretorius <ruan.pretorius@webmail.test>",
    "Fri, 02 May 2025 19:40:12 +0200",
    text="""Hi Ruan

Someone (hopefully you) asked to reset the password for your Stoep Market
account. Copy this link into your browser to choose a new password:

https://www.stoepmarket.example/account/reset-password/9c1e7a52-44d0-4b8f-a3e6-27f5d0b1c8aa?sig=Jq7Nw2ZkL0vXc5Rp

The link expires in 1 hour. Your active listings (3) and messages are not
affected.

If you didn't ask for this, you can ignore this email.

Stoep Market, 10 Dorp Street, Stellenbosch 7600
""",
    html="""<html><body style="margin:0;background:#f2f2f2;font-family:Arial,sans-serif">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:16px">
<tr><td style="padding:18px 26px;background:#2e7d32;color:#fff;font-size:20px;font-weight:bold">Stoep Market</td></tr>
<tr><td style="padding:24px 26px;font-size:15px;color:#222">
<p>Hi Ruan</p>
<p>Someone (hopefully you) asked to reset the password for your Stoep Market account.</p>
<p style="margin:24px 0"><a href="https://links.stoepmarket.example/u/click?_t=a8f3c0d91b2e4f67&amp;_r=https%3A%2F%2Fwww.stoepmarket.example%2Faccount%2Freset-password%2F9c1e7a52-44d0-4b8f-a3e6-27f5d0b1c8aa%3Fsig%3DJq7Nw2ZkL0vXc5Rp" style="background:#f9a825;color:#1b1b1b;padding:12px 24px;text-decoration:none;font-weight:bold;border-radius:3px">Reset password</a></p>
<p style="font-size:13px;color:#555">The link expires in 1 hour. Your active listings (3) and messages are not affected. If you didn't ask for this, you can ignore this email.</p>
<p style="font-size:13px;color:#555">Stay safe: never pay a deposit via EFT before you've seen the item. <a href="https://links.stoepmarket.example/u/click?_t=a8f3c0d91b2e4f67&amp;_r=https%3A%2F%2Fwww.stoepmarket.example%2Fsafety">Safety tips</a></p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#888;background:#fafafa">Stoep Market, 10 Dorp Street, Stellenbosch 7600 &middot; <a href="https://www.stoepmarket.example/terms">Terms</a> &middot; <a href="https://www.stoepmarket.example/privacy">Privacy</a></td></tr>
</table>
<img src="https://links.stoepmarket.example/u/open?_t=a8f3c0d91b2e4f67" width="1" height="1" alt="">
</body></html>
""",
    link="https://links.stoepmarket.example/u/click?_t=a8f3c0d91b2e4f67&_r=https%3A%2F%2Fwww.stoepmarket.example%2Faccount%2Freset-password%2F9c1e7a52-44d0-4b8f-a3e6-27f5d0b1c8aa%3Fsig%3DJq7Nw2ZkL0vXc5Rp",
    link_alt=["https://www.stoepmarket.example/account/reset-password/9c1e7a52-44d0-4b8f-a3e6-27f5d0b1c8aa?sig=Jq7Nw2ZkL0vXc5Rp"],
    tcte="8bit", hcte="quoted-printable")

# ---- 50: Singapore social app code with "not you? reset your password"
add("reset_in_code_mail",
    "Kopi: your security code",
    "Kopi <security@kopi-social.example>",
    "jasmine.goh@mail.test",
    "Sat, 03 May 2025 00:19:44 +0800",
    text="""Hi Jasmine,

We received a request to log in to your Kopi account (@jasmine.sips) from
a new device. Your security code is:

    A7K3Q9

Enter it on the screen you were using. It expires in 10 minutes.

Not you? Reset your password right away:
https://kopi-social.example/accounts/password/reset/?source=security_code_email&uid=J8d2kL

Learn how to keep your account secure: https://help.kopi-social.example/security

Kopi Social Pte. Ltd., 60 Robinson Road, #12-00, Singapore 068892
This email was sent to jasmine.goh@mail.test.
""",
    otp="A7K3Q9", tcte="7bit")

# ---- 51: South African gift card e-voucher with card number and PIN, no real code
add("decoy_codes",
    "You've received a R500 Bosveld Books gift card from Lindiwe!",
    "Bosveld Books <giftcards@bosveldbooks.example>",
    "Anele Zungu <anele.zungu@webmail.test>",
    "Sun, 04 May 2025 10:05:00 +0200",
    html="""<html><body style="background:#f6efe4;font-family:Georgia,serif;color:#3b2f24;margin:0">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px auto">
<tr><td style="padding:26px;text-align:center;background:#3b2f24;color:#f6efe4;font-size:24px">Bosveld Books</td></tr>
<tr><td style="padding:26px;font-size:15px">
<p>Hi Anele,</p>
<p>Lindiwe sent you a gift card with this message:</p>
<blockquote style="font-style:italic;border-left:3px solid #c49a6c;padding-left:12px">Happy birthday, sisi! Go and get that whole Deon Meyer series. Love, L</blockquote>
<table align="center" cellpadding="8" style="border:2px solid #c49a6c;border-radius:10px;font-family:Arial,sans-serif;font-size:15px">
<tr><td>Value</td><td><b>R500.00</b></td></tr>
<tr><td>Card number</td><td><b>6034 1122 8190 4437</b></td></tr>
<tr><td>PIN</td><td><b>4471</b></td></tr>
<tr><td>Valid until</td><td>04/05/2028</td></tr>
</table>
<p>Use it online at checkout or show this email in any of our 38 stores.</p>
<p style="text-align:center"><a href="https://www.bosveldbooks.example/giftcards/balance" style="background:#c49a6c;color:#fff;padding:11px 22px;text-decoration:none;font-family:Arial,sans-serif">Check your balance</a></p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#8a7a6a;font-family:Arial,sans-serif">Gift cards cannot be exchanged for cash. Bosveld Books (Pty) Ltd, 22 Long Street, Cape Town 8001 &middot; 021 555 0129 &middot; <a href="https://www.bosveldbooks.example/giftcards/terms">Gift card T&amp;Cs</a></td></tr>
</table></body></html>
""",
    hcte="8bit")

# ---- 52: Australian government portal email verification: code and link
add("magic_link",
    "Verify your email address for ServiceLink",
    "ServiceLink <noreply@servicelink.gov.example>",
    "Kylie Anderson <kylie.anderson@mail.test>",
    "Mon, 05 May 2025 14:33:18 +1000",
    text="""ServiceLink

Hi Kylie,

You've added this email address to your ServiceLink account. To verify it,
enter this code in ServiceLink:

713940

Or select this link to verify it now:
https://my.servicelink.gov.example/verify-email?ctx=sl2&vt=4QhW9xZr2NcT7bKp1LmS8vD3yF6gJ0aE

The code and link expire in 24 hours.

If you didn't make this change, call the ServiceLink helpdesk on 13 23 07
(8am to 5pm local time, Monday to Friday).

This email was sent from an unmonitored mailbox. Please don't reply.
""",
    html="""<html><body style="font-family:'Public Sans',Arial,sans-serif;color:#313131;background:#ffffff">
<div style="max-width:600px;margin:0 auto;border-top:8px solid #1f4d7a">
<div style="padding:18px 24px;border-bottom:1px solid #ddd"><img src="https://my.servicelink.gov.example/assets/email/servicelink-logo.png" height="40" alt="ServiceLink - Australian Government"></div>
<div style="padding:24px">
<p>Hi Kylie,</p>
<p>You've added this email address to your ServiceLink account. To verify it, enter this code in ServiceLink:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:3px;margin:14px 0">713940</p>
<p>Or <a href="https://my.servicelink.gov.example/verify-email?ctx=sl2&amp;vt=4QhW9xZr2NcT7bKp1LmS8vD3yF6gJ0aE">select this link to verify it now</a>.</p>
<p>The code and link expire in 24 hours.</p>
<p>If you didn't make this change, call the ServiceLink helpdesk on 13 23 07 (8am to 5pm local time, Monday to Friday).</p>
</div>
<div style="padding:16px 24px;font-size:12px;color:#666;background:#f5f5f5">This email was sent from an unmonitored mailbox. Please don't reply. <a href="https://www.servicelink.gov.example/help/scams">Protect yourself from scams</a> &middot; <a href="https://www.servicelink.gov.example/privacy">Privacy</a> &middot; <a href="https://www.servicelink.gov.example/accessibility">Accessibility</a></div>
</div></body></html>
""",
    otp="713940",
    link="https://my.servicelink.gov.example/verify-email?ctx=sl2&vt=4QhW9xZr2NcT7bKp1LmS8vD3yF6gJ0aE",
    tcte="7bit", hcte="7bit")

# ---- 53: Singapore bank payee OTP among amounts, dates, account fragments, phone numbers
add("phone_and_dates",
    "Straits Mutual: One-Time Password (OTP) for adding a payee",
    "Straits Mutual Bank <ibanking.alerts@straitsmutual.example>",
    "Tan Boon Huat <boonhuat.tan@mail.test>",
    "Tue, 06 May 2025 14:02:51 +0800",
    text="""Dear TAN BOON HUAT,

You are adding a new PayNow / FAST payee on Straits Mutual Digibank:

  Payee name:    LIM HOCK SENG RENOVATION
  Account no.:   ******7710
  Daily limit:   S$2,500.00
  Requested on:  06 May 2025, 14:02 SGT

Your OTP is 902615. It is valid for 3 minutes.

For your protection, the payee will only be able to receive up to S$500.00
in the first 12 hours (until 07 May 2025, 02:02 SGT).

If you did not make this request, call our 24-hour fraud hotline at
1800 555 0199 or +65 6555 0199 (overseas), or use the kill switch in the app.

Straits Mutual Bank Ltd, 80 Raffles Place, Singapore 048624.
Deposits are insured up to S$100,000 per depositor by SDIC.
""",
    otp="902615", tcte="quoted-printable")

# ---- 54: web code vs app code, the mail says which to type now
add("several_codes",
    "Your Fernhill Credit Union sign-in codes",
    "Fernhill Credit Union <online@fernhillcu.example>",
    "Maeve Gallagher <maeve.gallagher@mail.test>",
    "Wed, 07 May 2025 18:27:03 +0100",
    html="""<html><body style="font-family:Arial,sans-serif;font-size:15px;color:#222;background:#f3f7f4">
<div style="max-width:580px;margin:0 auto;background:#fff;border:1px solid #cfe0d4;padding:24px">
<p style="font-size:19px;font-weight:bold;color:#1e6b3a;margin-top:0">Fernhill Credit Union</p>
<p>Dear Maeve,</p>
<p>You're signing in to Online Banking on the website and setting up the new Fernhill app at the same time, so we've sent two codes.</p>
<table cellpadding="8" style="width:100%;border-collapse:collapse;font-size:15px">
<tr style="background:#e8f3ec"><td><b>Enter now on the website</b></td><td style="font-size:22px;font-weight:bold;letter-spacing:3px">271 590</td></tr>
<tr><td>For the app, only when it asks you later</td><td style="font-size:18px;letter-spacing:3px;color:#666">66 14 02</td></tr>
</table>
<p>Both codes expire in 15 minutes. Member no. 0041-2289; share account ending 3304.</p>
<p style="font-size:13px">Questions? Call 074 555 1270 (Mon&ndash;Fri 9:30&ndash;17:00).</p>
<p style="font-size:11px;color:#777">Fernhill Credit Union Ltd is regulated by the Central Bank of Ireland. Main Street, Letterkenny, Co. Donegal F92 H2XK.</p>
</div></body></html>
""",
    otp="271590", hcte="quoted-printable")

# ---- 55: Australian parcel tracking, tracking numbers and postcodes, no code
add("newsletter_numbers",
    "Your parcel is out for delivery - 33PR8812047701",
    "Parcelroo <tracking@parcelroo.example>",
    "Nathan Brooks <nathan.brooks@mail.test>",
    "Thu, 08 May 2025 07:12:55 +1000",
    html="""<html><body style="font-family:Arial,sans-serif;background:#f2f2f2;margin:0">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#dc1928;padding:16px 24px;color:#fff;font-size:20px;font-weight:bold">Parcelroo</td></tr>
<tr><td style="padding:24px;font-size:15px;color:#222">
<p style="font-size:20px;font-weight:bold">Out for delivery today</p>
<p>Your parcel from <b>Outback Audio</b> (order OA-77120) is on the truck.</p>
<table cellpadding="6" style="font-size:14px;width:100%;background:#f7f7f7">
<tr><td>Tracking number</td><td><b>33PR8812047701</b></td></tr>
<tr><td>Estimated delivery</td><td>Thu 8 May, between 10:30 am and 2:30 pm</td></tr>
<tr><td>Delivering to</td><td>Unit 5/21 Hastings St, Noosa Heads QLD 4567</td></tr>
<tr><td>Weight</td><td>2.4 kg &middot; 1 item</td></tr>
<tr><td>Authority to leave</td><td>Yes &ndash; front porch</td></tr>
</table>
<p><a href="https://parcelroo.example/track/33PR8812047701" style="background:#dc1928;color:#fff;padding:11px 22px;text-decoration:none;border-radius:4px">Track your parcel</a></p>
<p style="font-size:13px;color:#555">Not home? <a href="https://parcelroo.example/redirect/33PR8812047701">Redirect to a Parcel Locker</a> before 9:30 am.</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#888">Parcelroo Pty Ltd ABN 44 608 219 774 &middot; 13 72 55 &middot; <a href="https://parcelroo.example/privacy">Privacy</a> &middot; <a href="https://parcelroo.example/notifications?u=nb8812">Notification settings</a></td></tr>
</table></body></html>
""",
    hcte="base64")

# ---- 56: Indian government services portal, "use these digits" (no word "code")
add("no_code_word",
    "DigiSeva: confirm your mobile number",
    "DigiSeva Portal <no-reply@digiseva.gov.example>",
    "Mohammed Irfan <m.irfan@inbox.test>",
    "Fri, 09 May 2025 11:08:30 +0530",
    text="""DigiSeva - Citizen Services Portal

Dear Mohammed Irfan,

You have requested to update the mobile number linked to your DigiSeva
profile (Application No. DS/2025/MH/0048821) to +91-98XXXXX530.

To confirm, use these digits on the portal:  2 6 9 4 1 8

They are valid for 10 minutes. Do not disclose them to anyone; DigiSeva
officials will never ask for them.

Helpdesk: 1800-555-0311 (toll-free, 8:00 AM to 8:00 PM, Monday to Saturday)

This is a system generated e-mail. Please do not reply.
Department of Electronic Services, Mantralaya Annexe, Mumbai 400032
""",
    otp="269418", tcte="7bit")

# ---- 57: Irish helpdesk SaaS, 8-character lower-case code, HTML only
add("lowercase_alnum",
    "Brightdesk sign-in code",
    "Brightdesk <signin@brightdesk.example>",
    "Fionn Ryan <fionn@craftcoffee.test>",
    "Sat, 10 May 2025 08:47:02 +0100",
    html="""<html><body style="background:#f7f9fc;font-family:Inter,Arial,sans-serif;color:#16213e">
<div style="max-width:480px;margin:30px auto;background:#fff;border-radius:10px;padding:30px;box-shadow:0 1px 3px rgba(0,0,0,.08)">
<p style="font-weight:700;font-size:17px;margin:0 0 18px">&#9728; Brightdesk</p>
<p>Hi Fionn, use this code to sign in to the <b>Craft Coffee Roasters</b> help desk:</p>
<p style="font-family:'SFMono-Regular',Consolas,monospace;font-size:26px;letter-spacing:3px;background:#eef2fb;padding:12px;text-align:center;border-radius:6px">9fh2kd7a</p>
<p style="font-size:13px;color:#5b6478">It's case-sensitive and valid for 15 minutes. Open tickets assigned to you: 7 (oldest #18422, waiting 3 days).</p>
<p style="font-size:11px;color:#9aa3b5">Brightdesk Software Ltd, Block C, Ballincollig Commercial Park, Co. Cork P31 PY74</p>
</div></body></html>
""",
    otp="9fh2kd7a", hcte="quoted-printable")

# ---- 58: UK game launcher new-device approval ("yes it was me")
add("magic_link",
    "Stormforge: approve sign-in from a new device",
    "Stormforge Account <account@stormforge.example>",
    "xXwelshdragonXx <owain.jenkins@mail.test>",
    "Sun, 11 May 2025 21:33:46 +0100",
    text="""Stormforge Account

A sign-in to your account (xXwelshdragonXx) was attempted from a new device.

  Device:   Windows PC (Stormforge Launcher 5.8.2)
  Location: Cardiff, United Kingdom
  Time:     11 May 2025 21:33 BST

If this was you, approve the sign-in:
https://account.stormforge.example/approve-login?rid=7d41c0e9-8b3a-4f52-a6d1-0c9e2b7f5a83&h=Zt9KqW2mB4

If this wasn't you, don't click anything - change your password at
https://account.stormforge.example/security and enable the authenticator.

Stormforge Interactive Ltd, 2 Capital Quarter, Tyndall Street, Cardiff CF10 4BZ
""",
    html="""<html><body style="background:#0b0d12;margin:0;font-family:Arial,sans-serif;color:#dfe3ea">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#141821">
<tr><td style="padding:24px 32px;border-bottom:2px solid #ff5a1f"><img src="https://cdn.stormforge.example/mail/sf-wordmark.png" height="30" alt="STORMFORGE"></td></tr>
<tr><td style="padding:28px 32px;font-size:15px;line-height:1.6">
<p>A sign-in to your account (<b>xXwelshdragonXx</b>) was attempted from a new device.</p>
<p style="color:#9aa3b2">Device: Windows PC (Stormforge Launcher 5.8.2)<br>Location: Cardiff, United Kingdom<br>Time: 11 May 2025 21:33 BST</p>
<p style="margin:26px 0"><a href="https://sf.stormforge.example/r/?id=hb7Kp2&amp;u=https%3A%2F%2Faccount.stormforge.example%2Fapprove-login%3Frid%3D7d41c0e9-8b3a-4f52-a6d1-0c9e2b7f5a83%26h%3DZt9KqW2mB4" style="background:#ff5a1f;color:#fff;padding:13px 26px;text-decoration:none;font-weight:bold;text-transform:uppercase">Yes, this was me</a></p>
<p>If this wasn't you, don't click anything &ndash; <a href="https://sf.stormforge.example/r/?id=hb7Kp3&amp;u=https%3A%2F%2Faccount.stormforge.example%2Fsecurity" style="color:#ff9a6b">change your password</a> and enable the Stormforge Authenticator.</p>
</td></tr>
<tr><td style="padding:18px 32px;font-size:11px;color:#6b7485;border-top:1px solid #232a36">
<a href="https://discord.stormforge.example" style="color:#6b7485">Discord</a> &middot; <a href="https://support.stormforge.example" style="color:#6b7485">Support</a> &middot; <a href="https://stormforge.example/legal/privacy" style="color:#6b7485">Privacy</a><br>
Stormforge Interactive Ltd, 2 Capital Quarter, Tyndall Street, Cardiff CF10 4BZ. Registered in Wales no. 10288741.</td></tr>
</table></body></html>
""",
    link="https://sf.stormforge.example/r/?id=hb7Kp2&u=https%3A%2F%2Faccount.stormforge.example%2Fapprove-login%3Frid%3D7d41c0e9-8b3a-4f52-a6d1-0c9e2b7f5a83%26h%3DZt9KqW2mB4",
    link_alt=["https://account.stormforge.example/approve-login?rid=7d41c0e9-8b3a-4f52-a6d1-0c9e2b7f5a83&h=Zt9KqW2mB4"],
    tcte="quoted-printable", hcte="quoted-printable")

# ---- 59: South African medical aid: resent code, old one invalidated
add("new_and_old_code",
    "Re-sent: your Sizwe Health member zone code",
    "Sizwe Health Medical Scheme <memberzone@sizwehealth.example>",
    "Nandi Ndlovu <nandi.ndlovu@webmail.test>",
    "Mon, 12 May 2025 08:14:26 +0200",
    text="""Dear Nandi

You asked us to send your verification code again.

New code: 47 19 36

This replaces the code we sent at 08:09 (81 25 40), which has now been
cancelled. The new code is valid for 10 minutes.

Membership number: 900 441 287
Plan: Essential Saver 2025

Need help? Call 0860 555 499 or WhatsApp 087 555 0412.

Sizwe Health Medical Scheme, registered by the Council for Medical Schemes
(reg. no. 1533). 19 Lower Road, Morningside, Durban 4001.
""",
    otp="471936", tcte="quoted-printable")

# ---- 60: airline frequent-flyer sign-in code in a mail that also names a booking
add("booking_ref",
    "Fynbos Air: your one-time sign-in code",
    "Fynbos Air <fynbosclub@fynbosair.example>",
    "Mark Jacobs <mark.jacobs@mail.test>",
    "Tue, 13 May 2025 05:58:14 +0200",
    html="""<html><body style="margin:0;background:#edf2f7;font-family:Helvetica,Arial,sans-serif">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="background:#0a3d62;padding:18px 28px"><span style="color:#f5c242;font-size:22px;font-weight:bold">Fynbos Air</span> <span style="color:#fff;font-size:13px">Fynbos Club</span></td></tr>
<tr><td style="padding:26px 28px;font-size:15px;color:#1a202c">
<p>Hi Mark,</p>
<p>Your one-time sign-in code for Fynbos Club is</p>
<p style="font-size:30px;font-weight:bold;color:#0a3d62;letter-spacing:5px">F7M2Q8</p>
<p>It expires in 10 minutes.</p>
<table cellpadding="8" style="width:100%;background:#f7fafc;border:1px solid #e2e8f0;font-size:14px">
<tr><td colspan="2"><b>Your next trip</b></td></tr>
<tr><td>Booking reference</td><td>ZP4K7W</td></tr>
<tr><td>Flight</td><td>FB 341 Cape Town (CPT) &rarr; Johannesburg (JNB)</td></tr>
<tr><td>Date</td><td>Fri 16 May 2025, 06:00 &ndash; 08:05</td></tr>
<tr><td>Fynbos Club no.</td><td>FC 7700 3318 26 (Silver, 18 240 miles)</td></tr>
</table>
<p style="font-size:13px;color:#4a5568">Online check-in opens 24 hours before departure. Use code <b>WINTER15</b> for 15% off extra legroom seats on bookings made by 31 May.</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#718096;background:#f7fafc">Fynbos Air (Pty) Ltd, Reg. 2014/119902/07, Cape Town International Airport, Matroosfontein 7490 &middot; Contact centre 021 555 0900<br>
<a href="https://www.fynbosair.example/privacy">Privacy</a> &middot; <a href="https://www.fynbosair.example/preferences?m=FC7700331826">Email preferences</a></td></tr>
</table></body></html>
""",
    otp="F7M2Q8", hcte="8bit")


if __name__ == "__main__":
    main()
