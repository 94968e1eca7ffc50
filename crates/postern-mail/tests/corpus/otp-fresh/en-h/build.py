#!/usr/bin/env python3
"""Hand-written English test mail for a one-time-code / magic-link extractor.

Messages are defined below as Python data via add(...).  Running this script writes
ih-NNNN.eml plus labels.jsonl into the script's directory and validates every message.
Standard library only.
"""
import hashlib
import json
import os
import re
import struct
import sys
import zlib
from datetime import datetime
from email import message_from_bytes
from email.message import EmailMessage
from email.policy import default as POLICY
from email.utils import format_datetime
from html.parser import HTMLParser

PREFIX = "ih"
LANG = "en"
OUT = os.path.dirname(os.path.abspath(__file__))
MESSAGES = []
ALLOWED_TLDS = (".example", ".test", ".invalid")


def add(**kw):
    MESSAGES.append(kw)


def png_bytes(w=200, h=56, fg=(245, 245, 245), bg=(28, 52, 96)):
    """A tiny striped PNG built by hand (stands in for a rendered code image)."""
    raw = bytearray()
    for y in range(h):
        raw.append(0)
        for x in range(w):
            on = 12 <= y < h - 12 and 14 <= x < w - 14 and (x // 9) % 3 != 2
            raw += bytes(fg if on else bg)

    def chunk(tag, data):
        c = struct.pack(">I", len(data)) + tag + data
        return c + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(bytes(raw), 9))
            + chunk(b"IEND", b""))


def make_message(m, idx):
    msg = EmailMessage()
    msg["From"] = m["from"]
    msg["To"] = m["to"]
    if m.get("cc"):
        msg["Cc"] = m["cc"]
    msg["Subject"] = m["subject"]
    dt = datetime.strptime(m["date"], "%Y-%m-%d %H:%M:%S %z")
    msg["Date"] = format_datetime(dt)
    dom = re.search(r"@([A-Za-z0-9.-]+)", m["from"]).group(1)
    h = hashlib.sha1((m["subject"] + m["date"] + str(idx)).encode()).hexdigest()
    msg["Message-ID"] = "<%s.%s@%s>" % (h[:16], h[16:28], dom)
    for k, v in m.get("headers", []):
        msg[k] = v
    text, html = m.get("text"), m.get("html")
    tcte = m.get("text_cte", "quoted-printable")
    hcte = m.get("html_cte", "quoted-printable")
    if text is not None:
        msg.set_content(text, cte=tcte)
        if html is not None:
            msg.add_alternative(html, subtype="html", cte=hcte)
    else:
        msg.set_content(html, subtype="html", cte=hcte)
    if m.get("image"):
        target = msg if text is None else msg.get_payload()[1]
        target.add_related(png_bytes(), "image", "png", cid="<%s>" % m["image"],
                           filename=m.get("image_name", "image001.png"),
                           disposition="inline")
    if m.get("attach_msg"):
        inner = make_message(m["attach_msg"], idx * 1000 + 1)
        msg.add_attachment(inner)
    return msg


class Scan(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.hrefs, self.alts, self.data = [], [], []
        self._skip = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("style", "script"):
            self._skip += 1
        for k, v in attrs:
            if k == "href" and v:
                self.hrefs.append(v)
            elif k == "alt" and v:
                self.alts.append(v)

    def handle_startendtag(self, tag, attrs):
        for k, v in attrs:
            if k == "href" and v:
                self.hrefs.append(v)
            elif k == "alt" and v:
                self.alts.append(v)

    def handle_endtag(self, tag):
        if tag in ("style", "script") and self._skip:
            self._skip -= 1

    def handle_data(self, d):
        if not self._skip:
            self.data.append(d)


def collect(parsed):
    """Return dict with subject, texts, htmls, visible html text, alts, hrefs."""
    out = {"subject": str(parsed["Subject"]), "texts": [], "htmls": [],
           "visible": [], "alts": [], "hrefs": [], "defects": []}
    for part in parsed.walk():
        out["defects"] += list(part.defects)
        for _k, v in part.items():
            out["defects"] += list(getattr(v, "defects", ()))
        ct = part.get_content_type()
        if part.is_multipart() or part.get_content_maintype() != "text":
            continue
        body = part.get_content()
        if ct == "text/html":
            out["htmls"].append(body)
            s = Scan()
            s.feed(body)
            s.close()
            out["hrefs"] += s.hrefs
            out["alts"] += s.alts
            out["visible"].append(re.sub(r"\s+", " ", "".join(s.data)))
        else:
            out["texts"].append(body)
    return out


def check(m, fname, parsed):
    errs = []
    c = collect(parsed)
    if c["defects"]:
        errs.append("defects: %r" % c["defects"])
    otp = m.get("otp")
    if otp is not None:
        shown = m.get("shown", otp)
        norm = re.sub(r"[\s\u00a0\-]", "", shown)
        if not norm.endswith(otp) or not re.fullmatch(r"[A-Za-z]*", norm[: len(norm) - len(otp)]):
            errs.append("shown %r does not normalise to otp %r" % (shown, otp))
        vis_nospace = [re.sub(r"\s+", "", v) for v in c["visible"]]
        pools = [c["subject"]] + c["texts"] + c["htmls"] + c["alts"] + c["visible"] + vis_nospace
        if not any(shown in p for p in pools):
            errs.append("otp %r (shown %r) not found in content" % (otp, shown))
        if m["kind"] == "subject_only":
            if shown not in c["subject"]:
                errs.append("subject_only: code not in subject")
            if any(shown in p or otp in p for p in c["texts"] + c["htmls"]):
                errs.append("subject_only: code also in body")
        if m["kind"] == "alt_text_only":
            if not any(shown in a for a in c["alts"]):
                errs.append("alt_text_only: code not in alt")
            if any(otp in re.sub(r"\s+", "", p) for p in c["texts"] + c["visible"]):
                errs.append("alt_text_only: code visible outside alt")
    link = m.get("link")
    if link is not None:
        if c["htmls"]:
            if link not in c["hrefs"]:
                errs.append("link not an href: %r" % link)
        elif not any(link in t for t in c["texts"]):
            errs.append("link not in text: %r" % link)
    for alt in m.get("link_alt", []) or []:
        if not any(alt in p for p in c["texts"] + c["hrefs"] + c["htmls"]):
            errs.append("link_alt not found: %r" % alt)
    everything = "\n".join([c["subject"]] + c["texts"] + c["htmls"])
    for host in re.findall(r"https?://([^/\s\"'<>?#]+)", everything):
        host = host.split(":")[0].lower()
        if not host.endswith(ALLOWED_TLDS):
            errs.append("non-reserved domain in URL: %s" % host)
    if m["kind"] is None or "lang" in m and m["lang"] != LANG:
        errs.append("bad kind/lang")
    return ["%s: %s" % (fname, e) for e in errs]


def main():
    for f in os.listdir(OUT):
        if f.startswith(PREFIX + "-") and f.endswith(".eml"):
            os.remove(os.path.join(OUT, f))
    fam_count = {}
    labels, errors = [], []
    for i, m in enumerate(MESSAGES, 1):
        fname = "%s-%04d.eml" % (PREFIX, i)
        msg = make_message(m, i)
        linesep = "\r\n" if i % 3 else "\n"
        data = msg.as_bytes(policy=POLICY.clone(linesep=linesep))
        with open(os.path.join(OUT, fname), "wb") as fh:
            fh.write(data)
        with open(os.path.join(OUT, fname), "rb") as fh:
            parsed = message_from_bytes(fh.read(), policy=POLICY)
        errors += check(m, fname, parsed)
        kind = m["kind"]
        fam_count[kind] = fam_count.get(kind, 0) + 1
        family = m.get("family") or "%s-%s-%02d" % (PREFIX, kind, fam_count[kind])
        rec = {"file": fname, "otp": m.get("otp"), "link": m.get("link"),
               "kind": kind, "lang": LANG, "family": family}
        if m.get("link_alt"):
            rec["link_alt"] = m["link_alt"]
        labels.append(rec)
    fams = [r["family"] for r in labels]
    if len(set(fams)) != len(fams):
        errors.append("duplicate family labels")
    with open(os.path.join(OUT, "labels.jsonl"), "w", encoding="utf-8") as fh:
        for r in labels:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    n = len(labels)
    code = sum(1 for r in labels if r["otp"])
    link = sum(1 for r in labels if r["link"])
    both = sum(1 for r in labels if r["otp"] and r["link"])
    neither = sum(1 for r in labels if not r["otp"] and not r["link"])
    kinds = {}
    for r in labels:
        kinds[r["kind"]] = kinds.get(r["kind"], 0) + 1
    print("messages: %d  code: %d  link: %d  both: %d  neither: %d" % (n, code, link, both, neither))
    for k in sorted(kinds):
        print("  %-22s %d" % (k, kinds[k]))
    if errors:
        print("VALIDATION FAILED:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("validation OK")


# ---------------------------------------------------------------------------
# Messages
# ---------------------------------------------------------------------------

# 01 ---------------------------------------------------------------------------
add(kind="username_digits", otp="71946",
    subject="Tinkerers' Bench - Please confirm your registration",
    **{"from": "\"Tinkerers' Bench Forum\" <noreply@tinkerersbench.example>"},
    to="jsmith84@mailbox.example",
    date="2024-11-02 21:09:41 +0000",
    headers=[("X-Mailer", "ForumWorks 3.8.2"), ("Auto-Submitted", "auto-generated")],
    text_cte="quoted-printable",
    text="""Hello jsmith84,

Thank you for registering at Tinkerers' Bench (member no. 220481). Before you can post in any of our 38 boards, including the Hand Tools, Finishing & Joinery and Workshop Electrics sub-forums, we need to make sure that the e-mail address you gave us really belongs to you, as required by our forum rules (section 4.2) and to protect the community from spam accounts, of which the moderators removed over 1,200 last year alone. To do this please go back to the registration window which should still be open in your browser and in the box marked "Activation" type 71946 then press Submit. This must be done within 24 hours of registering (you registered on 02/11/2024 at 21:07) otherwise the account will be removed automatically and you will need to register again from the start.

If you did not register at our forum, please ignore this message and no account will be created. Please do not reply to this e-mail as the mailbox is not monitored.

Your account details:
  Username ........ jsmith84
  Member no. ...... 220481
  Joined board .... General Woodworking (board 3)
  Password ........ (the one you chose - we do not store it in readable form)

Regards,
The Tinkerers' Bench Team

--
Tinkerers' Bench is run by volunteers. Hosting kindly donated by Oakmoor Timber
Supplies Ltd, Unit 7, Fenwick Trading Estate, Ipswich IP3 9QR. Tel 01473 555 019.
Registered in England & Wales no. 08811274. VAT reg. GB 219 4471 06.
""")

# 02 ---------------------------------------------------------------------------
add(kind="username_digits", otp="K7QM2P",
    subject="[Ironvale Online] Login verification required for dragonslayer_1997",
    **{"from": "Ironvale Online <account@mail.ironvale-online.example>"},
    to="dragonslayer_1997@freemail.example",
    date="2025-03-08 19:43:05 +0100",
    headers=[("Reply-To", "support@ironvale-online.example")],
    text_cte="7bit", html_cte="base64",
    text="""Greetings dragonslayer_1997!

A login to your Ironvale Online account was attempted from a device we have not
seen before.

  Realm:    12 - Stormhold (EU)
  Time:     08 March 2025, 19:42 CET
  Device:   Windows 11 / Ironvale Launcher 4.17.3
  IP:       203.0.113.77 (approx. Rotterdam, NL)

Enter the verification code K7QM2P in the launcher to continue. The code is valid
for 30 minutes and can only be used once. Your characters (Brannoc Lv 68,
Ysolde Lv 41) and your 2,450 Crowns are safe - nobody can log in without this code.

If this wasn't you, change your password at https://account.ironvale-online.example/security
and contact our support team.

See you in Stormhold,
The Ironvale Team

(c) 2025 Glasshammer Games GmbH, Ackerstrasse 71, 10115 Berlin
Geschaeftsfuehrer: Lena Brandt, Okan Yilmaz - Amtsgericht Charlottenburg HRB 198233 B
""",
    html="""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Ironvale Online</title>
<style>body{background:#15121c;color:#e8e2d0;font-family:Georgia,serif}.c{font-size:34px;letter-spacing:6px;color:#f2c14e}</style>
</head><body>
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#15121c"><tr><td align="center">
<table width="600" cellpadding="24" cellspacing="0" style="background:#221d2b;border:1px solid #4a3f5c">
<tr><td align="center"><img src="https://cdn.ironvale-online.example/mail/logo-2025.png" width="220" alt="Ironvale Online"></td></tr>
<tr><td>
<p>Greetings <b>dragonslayer_1997</b>!</p>
<p>A login to your account was attempted from a device we have not seen before.</p>
<table cellpadding="4" style="font-size:13px;color:#b9b0c9">
<tr><td>Realm</td><td>12 &ndash; Stormhold (EU)</td></tr>
<tr><td>Time</td><td>08 March 2025, 19:42 CET</td></tr>
<tr><td>Device</td><td>Windows 11 / Ironvale Launcher 4.17.3</td></tr>
<tr><td>IP</td><td>203.0.113.77 (approx. Rotterdam, NL)</td></tr>
</table>
<p>Enter this verification code in the launcher to continue:</p>
<p align="center" class="c"><b>K7QM2P</b></p>
<p style="font-size:13px">Valid for 30 minutes, single use. Your characters (Brannoc Lv&nbsp;68, Ysolde Lv&nbsp;41) and your 2,450 Crowns are safe.</p>
<p style="font-size:13px">Not you? <a href="https://account.ironvale-online.example/security?src=mail_lv">Change your password</a> &middot; <a href="https://support.ironvale-online.example/hc/en/articles/360011">Help centre</a></p>
</td></tr>
<tr><td style="font-size:11px;color:#7d7390">
<a href="https://forum.ironvale-online.example/">Forums</a> | <a href="https://ironvale-online.example/legal/privacy">Privacy</a> | <a href="https://ironvale-online.example/legal/imprint">Impressum</a><br>
&copy; 2025 Glasshammer Games GmbH, Ackerstra&szlig;e 71, 10115 Berlin &middot; Gesch&auml;ftsf&uuml;hrer: Lena Brandt, Okan Yilmaz &middot; Amtsgericht Charlottenburg HRB 198233 B &middot; USt-IdNr. DE 312 884 907<br>
Diese E-Mail wurde automatisch erstellt. Bitte antworte nicht auf diese Nachricht.
</td></tr></table></td></tr></table>
</body></html>
""")

# 03 ---------------------------------------------------------------------------
add(kind="username_digits", otp=None,
    subject="Your Boxwell storage is 87% full",
    **{"from": "Boxwell <hello@notify.boxwell.example>"},
    to="Tanya Rourke <tanya.r88@postbox.example>",
    date="2025-01-19 07:02:11 +0000",
    headers=[("List-Unsubscribe", "<https://boxwell.example/u/notif?c=storage&uid=55120931>")],
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Hi tanya.r88,

You're using 17.4 GB of your 20 GB Boxwell Free plan (87%). When you reach 20 GB,
new photos from your phone (Pixel 7, last backup 18 Jan 2025 23:51) will stop
uploading.

What's taking up space:
  Photos & videos   12.9 GB   (4,218 files)
  Documents          3.1 GB   (611 files)
  Shared with you    1.4 GB   (88 files)

Upgrade to Boxwell Plus - 200 GB for GBP 2.99/month, or GBP 29.99/year (save 16%).
Manage storage: https://boxwell.example/storage?ref=mail_87

Account ID: BW-55120931
Boxwell Cloud Ltd, 41 Canal Wharf, Leeds LS11 5PS. Company no. 11902273.
You get this e-mail because storage alerts are on. Turn them off: https://boxwell.example/settings/notifications
""",
    html="""<html><body style="font-family:Helvetica,Arial,sans-serif;color:#222">
<div style="max-width:560px;margin:auto">
<p><img src="https://static.boxwell.example/m/logo.png" alt="Boxwell" height="28"></p>
<h2 style="font-weight:600">Hi tanya.r88, you're running out of space</h2>
<p>You're using <b>17.4 GB</b> of your 20 GB Boxwell Free plan (87%). When you reach 20 GB, new photos from your phone (Pixel 7, last backup 18 Jan 2025 23:51) will stop uploading.</p>
<table cellpadding="6" style="border-collapse:collapse;font-size:14px">
<tr style="background:#f3f5f8"><td>Photos &amp; videos</td><td>12.9 GB</td><td>4,218 files</td></tr>
<tr><td>Documents</td><td>3.1 GB</td><td>611 files</td></tr>
<tr style="background:#f3f5f8"><td>Shared with you</td><td>1.4 GB</td><td>88 files</td></tr>
</table>
<p><a href="https://boxwell.example/upgrade?plan=plus&amp;ref=mail_87" style="background:#2f6fed;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">Get 200 GB for &pound;2.99/month</a></p>
<p><a href="https://boxwell.example/storage?ref=mail_87">Manage storage</a></p>
<p style="font-size:11px;color:#888">Account ID: BW-55120931<br>Boxwell Cloud Ltd, 41 Canal Wharf, Leeds LS11 5PS. Company no. 11902273.<br>
<a href="https://boxwell.example/settings/notifications">Notification settings</a> &middot; <a href="https://boxwell.example/privacy">Privacy</a></p>
<img src="https://t.boxwell.example/o/55120931/st87.gif" width="1" height="1" alt="">
</div></body></html>
""")

# 04 ---------------------------------------------------------------------------
add(kind="booking_ref", otp=None,
    subject="Booking confirmed – QX7R4M – Lisbon → Boston, 14 May 2025",
    **{"from": "Aurelia Air <reservas@booking.aurelia-air.example>"},
    to="Daniel Okafor <d.okafor@inbox.example>",
    date="2025-04-02 16:27:50 +0200",
    html_cte="8bit",
    html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;font-size:14px;color:#1b2a3a">
<table width="640" align="center" cellpadding="0" cellspacing="0">
<tr><td style="background:#0d3b66;padding:16px"><img src="https://img.aurelia-air.example/brand/logo-white.png" alt="Aurelia Air" height="34"></td></tr>
<tr><td style="padding:20px">
<p>Dear Mr Daniel Okafor,</p>
<p>Thank you for choosing Aurelia Air. Your booking has been confirmed and your e-tickets have been issued. Please keep this e-mail, you will need the booking reference to check in online from 48 hours before departure or at any of our airport desks.</p>
<table cellpadding="6" style="border:1px solid #c9d6e3;width:100%">
<tr><td style="background:#eef3f8"><b>Booking reference (PNR)</b></td><td style="font-size:20px;letter-spacing:2px"><b>QX7R4M</b></td></tr>
<tr><td style="background:#eef3f8">E-ticket number</td><td>417-2384719283</td></tr>
<tr><td style="background:#eef3f8">Passenger</td><td>OKAFOR/DANIEL MR</td></tr>
</table>
<h3>Itinerary</h3>
<table cellpadding="6" style="width:100%;border-collapse:collapse;font-size:13px">
<tr style="background:#0d3b66;color:#fff"><td>Flight</td><td>From</td><td>To</td><td>Date</td><td>Dep.</td><td>Arr.</td><td>Seat</td></tr>
<tr><td>AU 2214</td><td>Lisbon (LIS) T1</td><td>Madrid (MAD) T4</td><td>14 May 2025</td><td>14:35</td><td>16:50</td><td>14C</td></tr>
<tr><td>AU 0873</td><td>Madrid (MAD) T4</td><td>Boston (BOS) E</td><td>14 May 2025</td><td>18:20</td><td>20:55</td><td>31A</td></tr>
</table>
<p>Baggage: 1 x 23 kg checked, 1 x 10 kg cabin. Fare: Economy Classic (fare basis KLWR3PT).</p>
<p>Total paid: <b>EUR 812.46</b> (fare EUR 588.00, taxes and charges EUR 224.46) by Visa ending 0932 on 02/04/2025.</p>
<p><a href="https://www.aurelia-air.example/manage-booking?pnr=QX7R4M&amp;ln=OKAFOR" style="background:#f4a259;color:#000;padding:10px 16px;text-decoration:none">Manage my booking</a> &nbsp; <a href="https://www.aurelia-air.example/check-in">Online check-in</a></p>
<p style="font-size:12px">Travelling to the United States? You need an approved ESTA before boarding. Aurelia Club number 7710 2284 91 &ndash; this trip earns 3,120 miles.</p>
</td></tr>
<tr><td style="font-size:10px;color:#666;padding:16px;border-top:1px solid #ddd">
Aurelia Air, S.A. &middot; CIF A-28017648 &middot; Avenida de la Hispanidad 22, 28042 Madrid &middot; Inscrita en el Registro Mercantil de Madrid, tomo 31.402, folio 118, hoja M-565120.<br>
Este mensaje y sus anexos son confidenciales y están dirigidos exclusivamente a su destinatario. Si ha recibido este correo por error, le rogamos que lo comunique inmediatamente al remitente y proceda a su eliminación. De conformidad con el Reglamento (UE) 2016/679, sus datos serán tratados por Aurelia Air, S.A. con la finalidad de gestionar su reserva. Puede ejercer sus derechos en <a href="https://www.aurelia-air.example/privacidad">www.aurelia-air.example/privacidad</a>.
</td></tr></table></body></html>
""")

# 05 ---------------------------------------------------------------------------
add(kind="booking_ref", otp="604218", shown="604 218",
    subject="Your Harbourlight Rewards sign-in code",
    **{"from": "Harbourlight Hotels & Resorts <rewards@harbourlight-hotels.example>"},
    to="m.lindqvist@corpmail.example",
    date="2025-05-06 10:11:37 +0100",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""HARBOURLIGHT REWARDS

Dear Maja,

We have received a request to sign in to your Harbourlight Rewards account (member 4402 9913 08, Silver tier) on harbourlight-hotels.example. For your protection, and in line with our updated guest data policy effective 1 March 2025, we now ask for a one-time code each time you sign in from a new browser. Your sign-in code is 604 218 and it will expire in 10 minutes.

Your upcoming stay
  Harbourlight Quayside Bristol, 18 Welsh Back, Bristol BS1 4SB
  Confirmation no. 88420193
  Wed 21 May 2025 - Fri 23 May 2025 (2 nights), 1 King Deluxe, 2 adults
  Rate: GBP 154.00 per night, breakfast included

You have 12,480 points. Earn double points on stays before 30 June 2025.

If you didn't try to sign in, you can ignore this e-mail - your account is still secure.

Kind regards,
Harbourlight Rewards Guest Services
+44 (0)20 7946 0133 (Mon-Sun, 08:00-22:00)

Harbourlight Hotels (UK) Limited, 3 Regent Arcade, London W1B 5AH. Registered in England no. 04418820.
""",
    html="""<html><body style="margin:0;background:#f6f2ea;font-family:'Times New Roman',serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="580" cellpadding="20" style="background:#fff">
<tr><td align="center" style="border-bottom:2px solid #b8975a"><span style="font-size:22px;letter-spacing:4px;color:#6b5430">HARBOURLIGHT REWARDS</span></td></tr>
<tr><td style="font-size:15px;line-height:1.5">
<p>Dear Maja,</p>
<p>We have received a request to sign in to your Harbourlight Rewards account (member 4402&nbsp;9913&nbsp;08, Silver tier) on harbourlight-hotels.example. For your protection, and in line with our updated guest data policy effective 1 March 2025, we now ask for a one-time code each time you sign in from a new browser. Your sign-in code is <b style="font-size:18px">604 218</b> and it will expire in 10 minutes.</p>
<table cellpadding="8" width="100%" style="background:#faf7f1;border:1px solid #e5dccb;font-size:14px">
<tr><td colspan="2"><b>Your upcoming stay</b></td></tr>
<tr><td>Hotel</td><td>Harbourlight Quayside Bristol, 18 Welsh Back, Bristol BS1 4SB</td></tr>
<tr><td>Confirmation no.</td><td>88420193</td></tr>
<tr><td>Dates</td><td>Wed 21 May 2025 &ndash; Fri 23 May 2025 (2 nights)</td></tr>
<tr><td>Room</td><td>1 King Deluxe, 2 adults &ndash; &pound;154.00 per night, breakfast included</td></tr>
</table>
<p>You have 12,480 points. Earn double points on stays before 30 June 2025.</p>
<p>If you didn't try to sign in, you can ignore this e-mail &ndash; your account is still secure.</p>
<p>Kind regards,<br>Harbourlight Rewards Guest Services<br>+44 (0)20 7946 0133 (Mon&ndash;Sun, 08:00&ndash;22:00)</p>
</td></tr>
<tr><td style="font-size:11px;color:#888"><a href="https://www.harbourlight-hotels.example/stays/88420193">View reservation</a> &middot; <a href="https://www.harbourlight-hotels.example/privacy">Privacy notice</a> &middot; <a href="https://www.harbourlight-hotels.example/preferences?m=4402991308">E-mail preferences</a><br>
Harbourlight Hotels (UK) Limited, 3 Regent Arcade, London W1B 5AH. Registered in England no. 04418820.</td></tr>
</table></td></tr></table></body></html>
""")

# 06 ---------------------------------------------------------------------------
add(kind="booking_ref", otp=None,
    subject="Your e-ticket - Booking reference 4KF7ZN - München Hbf → Zürich HB",
    **{"from": "Alpenland Bahn <tickets@alpenlandbahn.example>"},
    to="Priya Natarajan <priya.natarajan@webmail.example>",
    date="2025-06-11 22:48:03 +0200",
    text_cte="8bit",
    text="""Alpenland Bahn - Online-Ticket / Online ticket

Dear Ms Natarajan,

thank you for booking with Alpenland Bahn. Below you will find the details of your
journey. Your ticket is attached as a PDF in the app and can also be shown on your
phone. Please have your ID card or passport (the one ending in ...4471) ready for
inspection, as it is linked to this ticket.

  Booking reference (Auftragsnummer):  4KF7ZN
  Ticket number:                       7304 1188 2095 6612
  Date of travel:                      Sat, 28 June 2025

  EC 196   München Hbf    dep 07:16   platform 22
           Lindau-Reutin  arr 09:24
           Zürich HB      arr 12:40   coach 9, seat 45 (window, quiet zone)

  Fare:     Super Saver Europe, 2nd class, 1 adult
  Price:    EUR 79.90 (incl. 7% VAT EUR 5.23)
  Payment:  Mastercard ...8816, 11.06.2025 22:47

Seat reservation is included. Train-specific ticket: only valid on the train shown.
Changes up to 1 day before travel for a fee of EUR 10.00.

Have a pleasant journey!
Your Alpenland Bahn team

Manage your booking: https://www.alpenlandbahn.example/buchung?ref=4KF7ZN
Customer service: +49 89 2019 4470 (daily 07:00-21:00)

--
Alpenland Bahn AG · Bahnhofplatz 3 · 80335 München
Sitz der Gesellschaft: München · Registergericht: Amtsgericht München HRB 226781
Vorstand: Dr. Katrin Obermaier (Vorsitzende), Josef Gruber · Vorsitzender des Aufsichtsrats: Heinz Wallner
USt-IdNr.: DE 811 502 337
Diese E-Mail wurde automatisch erzeugt. Antworten auf diese E-Mail können nicht bearbeitet werden.
Informationen zum Datenschutz finden Sie unter www.alpenlandbahn.example/datenschutz.
""")

# 07 ---------------------------------------------------------------------------
add(kind="booking_ref", otp="839201",
    subject="Access your booking LPW8ZK",
    **{"from": "SkyBridge Regional <no-reply@skybridge-regional.example>"},
    to="aoife.brennan@mailhub.example",
    date="2025-06-19 05:58:14 +0100",
    text_cte="quoted-printable", html_cte="base64",
    text="""SkyBridge Regional

Hello Aoife,

Someone (hopefully you) asked to open booking LPW8ZK through Manage My Booking.

Flight SB 418, Belfast City (BHD) to Edinburgh (EDI)
Monday 23 June 2025, departs 06:55, arrives 08:05, 1 passenger

To open your booking, enter this one-time code: 839201
The code works for 15 minutes. The booking reference itself does not change.

Bags: 1 x 15 kg hold bag added (GBP 24.00). Seat 3F.

SkyBridge Regional Ltd, Belfast City Airport, Sydenham Bypass, Belfast BT3 9JH.
Customer line 028 9099 4410. Registered in Northern Ireland NI 062219.
""",
    html="""<html><body style="font-family:Verdana,sans-serif;font-size:13px">
<div style="background:#00509e;color:#fff;padding:12px 18px;font-size:18px">SkyBridge Regional</div>
<div style="padding:18px">
<p>Hello Aoife,</p>
<p>Someone (hopefully you) asked to open booking <b>LPW8ZK</b> through Manage My Booking.</p>
<table cellpadding="5" style="border:1px solid #ccd;font-size:13px">
<tr><td>Flight</td><td>SB 418, Belfast City (BHD) &rarr; Edinburgh (EDI)</td></tr>
<tr><td>Date</td><td>Monday 23 June 2025, 06:55 &ndash; 08:05</td></tr>
<tr><td>Passengers</td><td>1</td></tr>
</table>
<p>To open your booking, enter this one-time code:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:3px">839201</p>
<p>The code works for 15 minutes. The booking reference itself does not change.</p>
<p>Bags: 1 &times; 15&nbsp;kg hold bag added (&pound;24.00). Seat 3F.</p>
<p style="font-size:11px;color:#777">SkyBridge Regional Ltd, Belfast City Airport, Sydenham Bypass, Belfast BT3 9JH. Customer line 028 9099 4410. Registered in Northern Ireland NI&nbsp;062219.<br>
<a href="https://www.skybridge-regional.example/help">Help</a> | <a href="https://www.skybridge-regional.example/privacy">Privacy</a></p>
</div></body></html>
""")

# 08 ---------------------------------------------------------------------------
add(kind="newsletter_numbers", otp=None,
    subject="Order confirmation PS-100482 - Pettigrew & Sons Hardware",
    **{"from": "Pettigrew & Sons Hardware <orders@pettigrewhardware.example>"},
    to="g.hollis@homeisp.example",
    date="2025-02-14 13:20:07 +0000",
    text_cte="quoted-printable",
    text="""PETTIGREW & SONS HARDWARE - est. 1923
14-16 Market Street, Hexham, Northumberland NE46 3NS  |  01434 555 812

ORDER CONFIRMATION

Dear Mr G Hollis,

Many thanks for your order placed on our website on 14/02/2025 at 13:18. We will
pick and pack your order at our Hexham warehouse and you will receive another
e-mail with a tracking number once it has been dispatched (normally within 2
working days, orders placed after 12 noon on Fridays are dispatched on Monday).

Order number:      PS-100482
Customer account:  C0031977
Payment:           Visa Debit ending 6120, authorised GBP 143.63

Qty  Item no.   Description                                   Unit      Total
 2   44-1021    Spax 5.0 x 60mm wood screws, box of 200        8.49     16.98
 1   31-0877    Stanley 12oz claw hammer, fibreglass           18.95     18.95
 1   72-3310    Exterior wood stain 2.5L, Rustic Oak           32.50     32.50
 3   09-4402    Masking tape 48mm x 50m                         3.29      9.87
 1   58-2206    Aluminium step ladder, 5 tread (EN131)         49.99     49.99
                                                   Subtotal             128.29
                                                   Delivery               6.95
                                                   VAT (20%) included    23.94
                                                   ORDER TOTAL          135.24

Adjustment: ladder oversize surcharge 8.39 -> revised total 143.63

Delivery address:
  G Hollis, 7 Beaufront Terrace, Corbridge NE45 5QE

Returns within 30 days, see www.pettigrewhardware.example/returns. Please quote
your order number PS-100482 in all correspondence.

Pettigrew & Sons (Hexham) Ltd. Registered office as above. Company no. 00193341.
VAT no. GB 171 2274 58.
""")

# 09 ---------------------------------------------------------------------------
add(kind="newsletter_numbers", otp=None,
    subject="Your Telmarea bill for March 2025 is ready – €41.37",
    **{"from": "Telmarea <facturacion@telmarea.example>"},
    to="j.whitfield@telmarea-mail.example",
    date="2025-04-03 08:00:12 +0200",
    html_cte="base64",
    html="""<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="font-family:Arial;font-size:14px;color:#333">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #e0e0e0">
<tr><td style="background:#6a1b9a;padding:18px;color:#fff;font-size:20px">telmarea</td></tr>
<tr><td style="padding:20px">
<p>Hello James,</p>
<p>Your bill for the period 01/03/2025 &ndash; 31/03/2025 is now available in your customer area. The amount will be collected by direct debit on <b>15/04/2025</b> from the account ending in **** **** 7720.</p>
<table width="100%" cellpadding="6" style="border-collapse:collapse;font-size:13px">
<tr style="background:#f3e5f5"><td>Customer number</td><td>3001-442-918</td></tr>
<tr><td>Invoice number</td><td>FA-2025-0038812</td></tr>
<tr style="background:#f3e5f5"><td>Mobile line</td><td>+34 612 480 395</td></tr>
<tr><td>Fibre 600 Mb + Mobile 50 GB</td><td>€36.90</td></tr>
<tr style="background:#f3e5f5"><td>Roaming (UK, 6 days)</td><td>€4.47</td></tr>
<tr><td><b>Total (VAT 21% included)</b></td><td><b>€41.37</b></td></tr>
<tr style="background:#f3e5f5"><td>SEPA mandate reference</td><td>TLM-MD-00918277</td></tr>
</table>
<p>Data used this month: 31.8 GB of 50 GB. Minutes: unlimited. Your contract renews on 12/09/2025.</p>
<p><a href="https://clientes.telmarea.example/facturas/FA-2025-0038812" style="background:#6a1b9a;color:#fff;padding:9px 16px;text-decoration:none">Download PDF</a></p>
<p>Questions about your bill? Call 1550 (free from your Telmarea line) or +34 910 555 210 from abroad.</p>
</td></tr>
<tr><td style="padding:14px;font-size:10px;color:#777;background:#fafafa">
Telmarea Comunicaciones, S.L.U. &ndash; CIF B-86113902 &ndash; C/ de Alcalá 265, 28027 Madrid. Inscrita en el Registro Mercantil de Madrid, tomo 33.118, folio 40, sección 8ª, hoja M-596002.<br>
Le informamos de que sus datos personales son tratados por Telmarea Comunicaciones, S.L.U. para la gestión de la relación contractual. Puede ejercer sus derechos de acceso, rectificación, supresión, oposición y portabilidad escribiendo a privacidad@telmarea.example. <a href="https://www.telmarea.example/baja-comunicaciones?c=3001442918">Darse de baja</a>
</td></tr></table></body></html>
""")

# 10 ---------------------------------------------------------------------------
add(kind="newsletter_numbers", otp=None,
    subject="Your parcel is on its way - PW 4820 1937 7731 GB",
    **{"from": "Parcelwise Deliveries <updates@parcelwise.example>"},
    to="Ruth Abernethy <ruth.abernethy@mymail.example>",
    date="2025-03-27 06:41:55 +0000",
    text_cte="7bit", html_cte="quoted-printable",
    text="""Parcelwise

Hi Ruth,

Good news - your parcel from Greenleaf Garden Supplies (order 2025-77614) is out
for delivery today, Thursday 27 March.

  Tracking number:   PW 4820 1937 7731 GB
  Parcels:           2 of 2   (total weight 3.4 kg)
  Delivery window:   10:00 - 14:00
  Driver:            Marek (van 118)
  Address:           Flat 2, 19 Lindsay Road, Edinburgh EH6 4LP

If you're not in, we'll leave it with a neighbour or at your safe place.
Track your parcel: https://track.parcelwise.example/t/PW48201937773?utm_source=email
Change delivery: https://track.parcelwise.example/t/PW48201937773/change

Parcelwise Ltd, Unit 4 Heathhall Industrial Estate, Dumfries DG1 3PH.
Registered in Scotland SC 481120. Call 0131 496 0018.
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#f2f2f2">
<table width="560" align="center" style="background:#fff" cellpadding="16">
<tr><td style="background:#ffcc00;font-weight:bold;font-size:20px">Parcelwise</td></tr>
<tr><td>
<p>Hi Ruth,</p>
<p>Good news &ndash; your parcel from <b>Greenleaf Garden Supplies</b> (order 2025-77614) is out for delivery today, Thursday 27 March.</p>
<table cellpadding="4" style="font-size:13px">
<tr><td>Tracking number</td><td><b>PW 4820 1937 7731 GB</b></td></tr>
<tr><td>Parcels</td><td>2 of 2 (total weight 3.4 kg)</td></tr>
<tr><td>Delivery window</td><td>10:00 &ndash; 14:00</td></tr>
<tr><td>Driver</td><td>Marek (van 118)</td></tr>
<tr><td>Address</td><td>Flat 2, 19 Lindsay Road, Edinburgh EH6 4LP</td></tr>
</table>
<p><a href="https://track.parcelwise.example/t/PW48201937773?utm_source=email" style="background:#222;color:#fff;padding:10px 16px;text-decoration:none">Track your parcel</a>
&nbsp;<a href="https://track.parcelwise.example/t/PW48201937773/change">Change delivery</a></p>
<p style="font-size:11px;color:#777">Parcelwise Ltd, Unit 4 Heathhall Industrial Estate, Dumfries DG1 3PH. Registered in Scotland SC 481120. Call 0131 496 0018.</p>
</td></tr></table></body></html>
""")

# 11 ---------------------------------------------------------------------------
add(kind="newsletter_numbers", otp=None,
    subject="Ashcombe Residents' Bulletin No. 47 - March 2025",
    **{"from": "Ashcombe District Council <bulletin@ashcombe.gov.example>"},
    to="resident-list@lists.ashcombe.gov.example",
    date="2025-03-03 09:30:00 +0000",
    headers=[("List-Id", "Residents Bulletin <bulletin.ashcombe.gov.example>"),
             ("List-Unsubscribe", "<mailto:leave-bulletin@ashcombe.gov.example>"),
             ("Precedence", "bulk")],
    text_cte="7bit",
    text="""ASHCOMBE DISTRICT COUNCIL - RESIDENTS' BULLETIN No. 47 - MARCH 2025

In this issue
 1. Bin collections over the Easter weekend
 2. Council tax 2025/26
 3. Planning applications this month
 4. Library events
 5. Useful numbers

1. BIN COLLECTIONS
Good Friday 18 April: collections move to Saturday 19 April. Easter Monday
21 April: collections move to Tuesday 22 April, and so on through the week, with
Friday's round collected on Saturday 26 April. Garden waste permits for 2025/26
cost GBP 52 (GBP 46 if bought before 31 March) - permit numbers start GW25-0001.

2. COUNCIL TAX 2025/26
Full council approved a 4.99% increase on 26 February. Band D will be
GBP 2,187.43 a year, Band A GBP 1,458.29. Bills go out from 10 March. Pay by
direct debit on the 1st, 8th, 15th or 22nd of the month.

3. PLANNING APPLICATIONS
 24/01983/FUL  Two-storey rear extension, 12 Mill Lane, Ashcombe AB7 2HQ
 25/00112/LBC  Replacement windows, The Old Forge, High Street, Burleigh AB7 5JR
 25/00140/OUT  Up to 38 dwellings, land north of Station Road (comments by 24/03)

4. LIBRARY EVENTS
Rhyme Time every Tuesday 10:30 (Ashcombe Library, room 2). Family history drop-in
Thursday 13 March 14:00-16:00. Repair Cafe Saturday 29 March 10:00-13:00,
Burleigh Village Hall.

5. USEFUL NUMBERS
 Main switchboard         01632 960 400
 Out-of-hours emergency   01632 960 999
 Housing repairs          01632 960 455
 Council tax & benefits   01632 960 410

Ashcombe District Council, Civic Offices, Bridge Street, Ashcombe AB7 1AA.
You receive this bulletin because you signed up at www.ashcombe.gov.example/bulletin.
To unsubscribe, reply with the word LEAVE or e-mail leave-bulletin@ashcombe.gov.example.
""")

# 12 ---------------------------------------------------------------------------
add(kind="new_and_old_code", otp="286530", shown="286530",
    subject="Your new Heronsgate security code",
    **{"from": "Heronsgate Building Society <security@heronsgate.example>"},
    to="catherine.m.doyle@inboxmail.example",
    date="2025-02-21 09:16:48 +0000",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Heronsgate Building Society

Dear Mrs Doyle,

You asked us to send you a new security code at 09:16 today. Please note that the code we sent you earlier this morning at 09:14 (471 009) has now been cancelled and will no longer work, even if it has not yet expired.

Your new security code is: 286 530

Please enter it on the Heronsgate Online screen within 5 minutes. Heronsgate will never phone you and ask you to read out this code.

Your account ending 3391 / roll number 19-2204871-03.

Heronsgate Building Society, Heronsgate House, 2 Priory Road, Shrewsbury SY1 1RX. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 106233). Calls to 01743 555 200 may be recorded.
""",
    html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222;background:#fff">
<table width="600" cellpadding="18" align="center">
<tr><td style="border-bottom:3px solid #00704a"><b style="color:#00704a;font-size:18px">Heronsgate Building Society</b></td></tr>
<tr><td>
<p>Dear Mrs Doyle,</p>
<p>You asked us to send you a new security code at 09:16 today. Please note that the code we sent you earlier this morning at 09:14 (<s>471 009</s>) has now been cancelled and will no longer work, even if it has not yet expired.</p>
<p>Your new security code is:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:8px"><span>2</span><span>8</span><span>6</span> <span>5</span><span>3</span><span>0</span></p>
<p>Please enter it on the Heronsgate Online screen within 5 minutes. Heronsgate will never phone you and ask you to read out this code.</p>
<p style="font-size:12px;color:#555">Your account ending 3391 / roll number 19-2204871-03.</p>
</td></tr>
<tr><td style="font-size:10px;color:#777">Heronsgate Building Society, Heronsgate House, 2 Priory Road, Shrewsbury SY1 1RX. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 106233). Calls to 01743 555 200 may be recorded.</td></tr>
</table></body></html>
""")

# 13 ---------------------------------------------------------------------------
add(kind="new_and_old_code", otp="8HDK2P", shown="8HD-K2P",
    subject="[Stackmill] Your verification code was re-issued",
    **{"from": "Stackmill CI <noreply@stackmill.example>"},
    to="ops+stackmill@quarry-labs.example",
    date="2025-01-28 14:03:22 +0000",
    headers=[("X-Stackmill-Event", "auth.challenge.reissued")],
    html_cte="quoted-printable",
    html="""<html><body style="font-family:-apple-system,Segoe UI,Roboto,monospace;font-size:14px;color:#24292f">
<div style="max-width:540px;margin:0 auto;padding:24px;border:1px solid #d0d7de;border-radius:6px">
<p><img src="https://assets.stackmill.example/email/wordmark.png" alt="Stackmill" height="24"></p>
<p>Hey <b>quarry-labs-ops</b>,</p>
<p>Because you clicked <i>Resend</i> on the device verification screen, we generated a fresh verification code for the sign-in from <code>Firefox 134 on Ubuntu 24.04</code> (IP 198.51.100.23, Frankfurt). The previous code <code>ZT4-91K</code> is no longer valid and will be rejected.</p>
<p>New verification code:</p>
<p style="font-family:SFMono-Regular,Consolas,monospace;font-size:26px;background:#f6f8fa;padding:10px 16px;display:inline-block;border-radius:4px">8HD-K2P</p>
<p>It expires at 14:18 UTC. Organisation: quarry-labs (plan Team, 14 seats, 2 pending invites). Pipelines running: 3.</p>
<p style="color:#57606a;font-size:12px">If you did not sign in, someone may know your password. <a href="https://stackmill.example/settings/security">Review security settings</a>.</p>
<hr style="border:none;border-top:1px solid #d0d7de">
<p style="color:#57606a;font-size:11px">Stackmill, Inc. &middot; 548 Market St PMB 90155 &middot; San Francisco, CA 94104 &middot; <a href="https://stackmill.example/docs/2fa">Docs</a> &middot; <a href="https://status.stackmill.example">Status</a></p>
</div></body></html>
""")

# 14 ---------------------------------------------------------------------------
add(kind="several_codes", otp=None,
    subject="Kovalt: two-factor authentication enabled - save your recovery codes",
    **{"from": "Kovalt Exchange <security@kovalt.example>"},
    to="h.varga@protonish.example",
    date="2025-04-15 18:22:09 +0000",
    text_cte="base64", html_cte="base64",
    text="""Kovalt Exchange - Security notice

Hello,

Two-factor authentication (authenticator app) was switched on for your Kovalt account
(UID 80 4471 193) on 15 Apr 2025 at 18:21 UTC.

Below are your 10 recovery codes. Each code can be used once if you lose access to your
authenticator app. Store them offline - print them or keep them in a password manager.
Do NOT enter them now, and never share them with anyone, including Kovalt support.

  1. 4f7k-2m9x     6. r8wd-3n5q
  2. b6tz-91hc     7. 0xk4-7vpe
  3. m3qa-58jf     8. h2yn-6c1r
  4. 9pes-x4w7     9. tz5u-k8d3
  5. jc2v-0b6n    10. w7fm-q94a

Generated codes invalidate any older set (generated 02 Nov 2024).

Withdrawal lock: for your protection withdrawals are paused for 24 hours (until
16 Apr 2025 18:21 UTC).

Kovalt Exchange OU, Harju maakond, Tallinn, Kesklinna linnaosa, Narva mnt 5, 10117. Reg. code 14998321.
Crypto-assets are volatile. Kovalt will never ask for your password or 2FA codes.
""",
    html="""<html><body style="background:#0b0f17;color:#dfe6f0;font-family:Inter,Arial,sans-serif;font-size:14px">
<div style="max-width:560px;margin:auto;padding:28px">
<h2 style="color:#fff">Two-factor authentication enabled</h2>
<p>Two-factor authentication (authenticator app) was switched on for your Kovalt account (UID 80&nbsp;4471&nbsp;193) on 15 Apr 2025 at 18:21 UTC.</p>
<p>Below are your <b>10 recovery codes</b>. Each code can be used once if you lose access to your authenticator app. Store them offline. <b>Do not enter them now</b>, and never share them with anyone, including Kovalt support.</p>
<table cellpadding="6" style="font-family:monospace;font-size:16px;background:#151c28;border-radius:6px">
<tr><td>4f7k-2m9x</td><td>r8wd-3n5q</td></tr>
<tr><td>b6tz-91hc</td><td>0xk4-7vpe</td></tr>
<tr><td>m3qa-58jf</td><td>h2yn-6c1r</td></tr>
<tr><td>9pes-x4w7</td><td>tz5u-k8d3</td></tr>
<tr><td>jc2v-0b6n</td><td>w7fm-q94a</td></tr>
</table>
<p style="font-size:12px;color:#8c98a8">These codes invalidate any older set (generated 02 Nov 2024). Withdrawals are paused for 24 hours (until 16 Apr 2025 18:21 UTC).</p>
<p><a href="https://www.kovalt.example/account/security" style="color:#4fd1c5">Security settings</a> &middot; <a href="https://support.kovalt.example/">Support</a></p>
<p style="font-size:11px;color:#5d6b7e">Kovalt Exchange O&Uuml;, Narva mnt 5, 10117 Tallinn, Estonia. Reg. code 14998321. Crypto-assets are volatile. Kovalt will never ask for your password or 2FA codes.</p>
</div></body></html>
""")

# 15 ---------------------------------------------------------------------------
add(kind="several_codes", otp="731884", shown="731 884",
    subject="Public Services Login: your security codes",
    **{"from": "Public Services Login <no-reply@login.services.gov.example>"},
    to="k.adeyemi@homemail.example",
    date="2025-01-09 11:47:30 +0000",
    text_cte="7bit",
    text="""PUBLIC SERVICES LOGIN

Dear Kemi Adeyemi

You are setting up your Public Services Login to use with Self Assessment,
Vehicle Tax and State Pension services. Your User ID is 44 12 88 30 19 27 (keep
this safe, you will need it every time you sign in).

We have created two codes for you. Please read carefully which one to use:

  * Security code for THIS browser - enter it now on the web page:   731 884

  * Activation code for the Public Services Login app - do NOT enter this on
    the web page. You will only need it if you later choose to install the
    app on your phone, and it stays valid for 30 days:                 205 617

The security code expires 15 minutes after this email was sent (sent 11:47 on
9 January 2025).

If you did not ask for this, call the helpline on 0300 200 3600 (textphone
0300 200 3603), Monday to Friday 8am to 6pm. Tax year 2024 to 2025 deadline for
online returns: 31 January 2025.

This is an automated message - please do not reply.
Public Services Login, Benton Park View, Newcastle upon Tyne NE98 1ZZ
""")

# 16 ---------------------------------------------------------------------------
add(kind="several_codes", otp="660931", shown="660 931",
    subject="Finish turning on 2-step verification for Ledgerly",
    **{"from": "Ledgerly <accounts@ledgerly.example>"},
    to="bookkeeping@marsh-and-tide.example",
    date="2025-05-22 15:31:02 +1000",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Hi Sam,

You're nearly done turning on 2-step verification for the Ledgerly organisation "Marsh & Tide Pty Ltd" (ABN 51 824 753 556).

Step 1 - confirm this e-mail address. Type 660 931 into the box on the setup screen now.

Step 2 - save your backup codes. Once step 1 is done, these 8 backup codes become active. Keep them somewhere safe; each works once if you lose your phone. Don't type them in now.

  2841 7730   9016 4452   3378 1209   5563 0984
  7102 6645   4490 2371   8825 5016   1137 9928

Your last BAS lodgement (Q3 FY25, $4,812.00 GST payable) is due 28 April. Invoice INV-00719 to Coastline Hire is 12 days overdue.

Ledgerly Pty Ltd, Level 9, 160 Queen St, Melbourne VIC 3000. ABN 33 601 228 904. Help: 1300 555 732.
""",
    html="""<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2d3d">
<div style="max-width:600px;margin:auto;padding:20px">
<p><img src="https://cdn.ledgerly.example/e/logo.png" alt="Ledgerly" height="30"></p>
<p>Hi Sam,</p>
<p>You're nearly done turning on 2-step verification for the Ledgerly organisation &ldquo;Marsh &amp; Tide Pty Ltd&rdquo; (ABN 51 824 753 556).</p>
<p><b>Step 1 &ndash; confirm this e-mail address.</b> Type <b style="font-size:20px">660 931</b> into the box on the setup screen now.</p>
<p><b>Step 2 &ndash; save your backup codes.</b> Once step 1 is done, these 8 backup codes become active. Keep them somewhere safe; each works once if you lose your phone. Don't type them in now.</p>
<table cellpadding="6" style="font-family:Courier New,monospace;border:1px dashed #9aa9b8">
<tr><td>2841 7730</td><td>9016 4452</td><td>3378 1209</td><td>5563 0984</td></tr>
<tr><td>7102 6645</td><td>4490 2371</td><td>8825 5016</td><td>1137 9928</td></tr>
</table>
<p style="font-size:12px;color:#5b6b7c">Your last BAS lodgement (Q3 FY25, $4,812.00 GST payable) is due 28 April. Invoice INV-00719 to Coastline Hire is 12 days overdue. <a href="https://app.ledgerly.example/invoices/INV-00719">View invoice</a></p>
<p style="font-size:11px;color:#8a97a5">Ledgerly Pty Ltd, Level 9, 160 Queen St, Melbourne VIC 3000. ABN 33 601 228 904. Help: 1300 555 732. <a href="https://ledgerly.example/privacy">Privacy</a></p>
</div></body></html>
""")

# 17 ---------------------------------------------------------------------------
add(kind="prefix_code", otp="55302", shown="PX-55302",
    subject="PX-55302 is your Pixora confirmation code",
    **{"from": "Pixora <security@mail.pixora.example>"},
    to="lenafotografie@mailservice.example",
    date="2025-03-30 20:14:51 +0200",
    text_cte="quoted-printable", html_cte="base64",
    text="""Pixora

Hi lena.fotografie,

Someone tried to log in to your Pixora account from a new phone (iPhone 15, Hamburg, Germany). If it was you, confirm with this code:

PX-55302

In the app you only type the 5 numbers; the PX- is already filled in.

You have 3 new followers and 41 likes on "Elbe at dawn". Pixora will never send this code by DM.

Pixora Social Ltd., 1 Harbour Square, Dublin 2, D02 XK71, Ireland.
This message was sent to lenafotografie@mailservice.example. Unsubscribe from notification e-mails: https://www.pixora.example/emails/unsub?u=88129044&t=sec
""",
    html="""<html><body style="font-family:Helvetica,Arial;font-size:15px;color:#111;text-align:center">
<div style="max-width:480px;margin:30px auto">
<img src="https://static.pixora.example/img/logo_email.png" alt="Pixora" width="96">
<p style="text-align:left">Hi lena.fotografie,</p>
<p style="text-align:left">Someone tried to log in to your Pixora account from a new phone (iPhone 15, Hamburg, Germany). If it was you, confirm with this code:</p>
<div style="font-size:32px;font-weight:700;letter-spacing:2px;margin:20px 0">PX-55302</div>
<p style="text-align:left;font-size:13px;color:#555">In the app you only type the 5 numbers; the PX- is already filled in.</p>
<p style="text-align:left;font-size:13px">You have 3 new followers and 41 likes on &ldquo;Elbe at dawn&rdquo;. <a href="https://www.pixora.example/lena.fotografie">See them</a></p>
<p style="font-size:11px;color:#999">Pixora will never send this code by DM.<br>Pixora Social Ltd., 1 Harbour Square, Dublin 2, D02 XK71, Ireland.<br>
<a href="https://www.pixora.example/emails/unsub?u=88129044&amp;t=sec">Unsubscribe</a> &middot; <a href="https://help.pixora.example/">Help</a></p>
<img src="https://www.pixora.example/emails/open.gif?u=88129044&amp;m=sec" width="1" height="1" alt="">
</div></body></html>
""")

# 18 ---------------------------------------------------------------------------
add(kind="prefix_code", otp="718204", shown="CB-718204",
    subject="Chatterbox registration",
    **{"from": "Chatterbox <no-reply@chatterbox-app.example>"},
    to="+447700900321@sms-gateway.chatterbox-app.example",
    date="2025-02-02 03:12:40 +0000",
    text_cte="7bit",
    text="""Chatterbox registration

CB-718204

Type the 6 digits after "CB-" into Chatterbox to register this phone number
(+44 7700 900321) on your new device. Don't share this with anyone - Chatterbox
staff will never ask for it. If you're moving from an old phone, your chat backup
from 01/02/2025 (1.2 GB) will be restored after you register.

Wasn't you? Someone may be trying to take over your number. Reply STOP or see
https://faq.chatterbox-app.example/account-security

Chatterbox Messaging B.V., Keizersgracht 482, 1017 EG Amsterdam, KvK 74119022
""")

# 19 ---------------------------------------------------------------------------
add(kind="prefix_code", otp="9047", shown="Z-9047",
    subject="ZipRide: verify your driver account",
    **{"from": "ZipRide Car Sharing <drive@zipride.example>"},
    to="tomas.reyes@fastmail-demo.example",
    date="2025-07-04 12:05:33 +0200",
    html_cte="quoted-printable",
    html="""<html><body style="font-family:Arial;font-size:14px;background:#f4fff8">
<table width="560" align="center" cellpadding="18" style="background:#fff;border-top:6px solid #19c37d">
<tr><td>
<h2 style="margin:0">Almost ready to drive, Tomas</h2>
<p>Your driving licence (category B, valid until 09/2031) has been checked and approved by our team at 11:58. The last step before your first trip is to verify your driver account in the ZipRide app with this code:</p>
<p style="font-size:34px;font-weight:bold;color:#0f7a4d">Z-9047</p>
<p style="font-size:12px;color:#666">Enter only the four digits. The code is valid for 20 minutes.</p>
<table cellpadding="6" style="font-size:13px;background:#f6f6f6;width:100%">
<tr><td>Your home zone</td><td>Zone 3 &ndash; Barcelona Eixample (postcode 08013)</td></tr>
<tr><td>Welcome credit</td><td>EUR 15.00 (expires 04/08/2025)</td></tr>
<tr><td>Nearest car</td><td>Fiat 500e &middot; plate 4821 LMT &middot; 240 m away</td></tr>
<tr><td>Rates</td><td>EUR 0.29/min, EUR 14.90/hour, EUR 59.00/day</td></tr>
</table>
<p style="font-size:11px;color:#888">ZipRide Mobility S.L., C/ de Pujades 77, 08005 Barcelona. NIF B-67219044.<br>
<a href="https://zipride.example/help">Help</a> &middot; <a href="https://zipride.example/terms">Terms</a> &middot; <a href="https://zipride.example/unsubscribe?u=61120">Unsubscribe</a></p>
</td></tr></table></body></html>
""")

# 20 ---------------------------------------------------------------------------
add(kind="lowercase_alnum", otp="6sbpb45q",
    link="https://buildwharf.example/login/magic?token=f3b9c1d27a6e4e0b9d55a2c8e71f04b6aa93&email=r.ahmed%40tidewater-dev.example",
    link_alt=["https://buildwharf.example/login/magic?token=f3b9c1d27a6e4e0b9d55a2c8e71f04b6aa93&email=r.ahmed%40tidewater-dev.example&src=text"],
    subject="Sign in to Buildwharf",
    **{"from": "Buildwharf <login@buildwharf.example>"},
    to="r.ahmed@tidewater-dev.example",
    date="2025-06-02 08:44:19 +0000",
    text_cte="7bit", html_cte="quoted-printable",
    text="""Sign in to Buildwharf

Use this one-time code on the sign-in page: 6sbpb45q

Or open this link on the same device:
https://buildwharf.example/login/magic?token=f3b9c1d27a6e4e0b9d55a2c8e71f04b6aa93&email=r.ahmed%40tidewater-dev.example&src=text

Both expire in 15 minutes (08:59 UTC). Requested from 192.0.2.146 (Manchester, GB)
using the Buildwharf CLI v2.41.0.

Didn't request this? You can safely ignore it.

Buildwharf Ltd - 3rd Floor, 22 Lever Street, Manchester M1 1EA
""",
    html="""<html><body style="font-family:ui-sans-serif,system-ui,Arial;font-size:14px;color:#111827">
<div style="max-width:520px;margin:40px auto;padding:32px;border:1px solid #e5e7eb;border-radius:10px">
<p style="font-weight:600;font-size:18px">Sign in to Buildwharf</p>
<p>Use this one-time code on the sign-in page:</p>
<p style="font-family:ui-monospace,Menlo,monospace;font-size:24px;background:#f3f4f6;padding:10px 14px;border-radius:6px;display:inline-block">6sbpb45q</p>
<p>Or click the button to sign in on this device:</p>
<p><a href="https://buildwharf.example/login/magic?token=f3b9c1d27a6e4e0b9d55a2c8e71f04b6aa93&amp;email=r.ahmed%40tidewater-dev.example" style="background:#111827;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Sign in</a></p>
<p style="font-size:12px;color:#6b7280">Both expire in 15 minutes (08:59 UTC). Requested from 192.0.2.146 (Manchester, GB) using the Buildwharf CLI v2.41.0. Didn't request this? You can safely ignore it.</p>
<p style="font-size:11px;color:#9ca3af">Buildwharf Ltd &middot; 3rd Floor, 22 Lever Street, Manchester M1 1EA &middot; <a href="https://buildwharf.example/docs">Docs</a> &middot; <a href="https://buildwharf.example/changelog">Changelog</a></p>
</div></body></html>
""")

# 21 ---------------------------------------------------------------------------
add(kind="lowercase_alnum", otp="k3v9tx",
    link="https://inkpost.example/auth/email/confirm?lt=Ym9yZWRwZW5ndWluLTIwMjUtMDMtMTg6a3Y5dHhfZmxvd19zaWduaW4&next=%2Fdashboard",
    subject="Your Inkpost login",
    **{"from": "Inkpost <no-reply@inkpost.example>"},
    to="editor@theboredpenguin.example",
    date="2025-03-18 23:51:07 -0500",
    headers=[("X-Entity-Ref-ID", "lg-2025-03-18-99102")],
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Inkpost

Log in to The Bored Penguin (theboredpenguin.inkpost.example)

Here's your login code: k3v9tx

Enter it in the window where you requested it, or log in with this link:
https://inkpost.example/auth/email/confirm?lt=Ym9yZWRwZW5ndWluLTIwMjUtMDMtMTg6a3Y5dHhfZmxvd19zaWduaW4&next=%2Fdashboard

This link and code can only be used once and expire in 1 hour.

Your publication: 2,114 subscribers (318 paid), last post "Issue #87: The winter that wasn't" sent 14 Mar.

Inkpost Inc., 111 Sutter St, Ste 1200, San Francisco, CA 94104
""",
    html="""<html><body style="font-family:Georgia,serif;font-size:16px;color:#222">
<div style="max-width:500px;margin:auto;padding:24px">
<p style="font-family:Arial;font-weight:bold;color:#ff6719">Inkpost</p>
<p>Log in to <b>The Bored Penguin</b> (theboredpenguin.inkpost.example)</p>
<p>Here's your login code: <b style="font-family:monospace;font-size:22px">k3v9tx</b></p>
<p>Enter it in the window where you requested it, or</p>
<p><a href="https://inkpost.example/auth/email/confirm?lt=Ym9yZWRwZW5ndWluLTIwMjUtMDMtMTg6a3Y5dHhfZmxvd19zaWduaW4&amp;next=%2Fdashboard" style="background:#ff6719;color:#fff;padding:10px 20px;border-radius:4px;text-decoration:none;font-family:Arial">Log in</a></p>
<p style="font-size:13px;color:#666">This link and code can only be used once and expire in 1 hour.</p>
<p style="font-size:13px;color:#666">Your publication: 2,114 subscribers (318 paid), last post <a href="https://theboredpenguin.inkpost.example/p/issue-87">Issue #87: The winter that wasn't</a> sent 14 Mar.</p>
<p style="font-size:11px;color:#999">Inkpost Inc., 111 Sutter St, Ste 1200, San Francisco, CA 94104</p>
</div></body></html>
""")

# 22 ---------------------------------------------------------------------------
add(kind="lowercase_alnum", otp="w8r2hq4m",
    subject="Confirm your BTC withdrawal - 0.04817 BTC",
    **{"from": "Meridex <withdrawals@meridex.example>"},
    to="sven.aaltonen@mailbox-fi.example",
    date="2025-05-09 17:26:44 +0000",
    text_cte="base64", html_cte="base64",
    text="""MERIDEX - Withdrawal confirmation

A withdrawal was requested from your Meridex account (ID 3318-0942).

  Asset:        BTC (Bitcoin network)
  Amount:       0.04817 BTC (approx. EUR 4,122.60)
  Network fee:  0.00012 BTC
  To address:   bc1q9v8x7mzk4t2r0d6yl3wn5hs8ju0qa4fe7p2k6c
  Requested:    2025-05-09 17:26:02 UTC from 203.0.113.18

To approve this withdrawal, enter the confirmation code below on the withdrawal
page. It expires in 10 minutes.

  Confirmation code: w8r2hq4m

If you did not request this withdrawal, lock your account immediately:
https://www.meridex.example/account/lock

Meridex Digital Assets Ltd, 8 Fitzwilliam Square, Dublin 2, D02 Y277.
""",
    html="""<html><body style="font-family:Arial;background:#f4f6fa;font-size:14px">
<table width="580" align="center" cellpadding="20" style="background:#fff">
<tr><td style="background:#1a1f36;color:#fff;font-weight:bold;letter-spacing:2px">MERIDEX</td></tr>
<tr><td>
<p><b>Withdrawal confirmation</b></p>
<p>A withdrawal was requested from your Meridex account (ID 3318-0942).</p>
<table cellpadding="5" style="font-size:13px;width:100%;border:1px solid #e3e8ee">
<tr><td>Asset</td><td>BTC (Bitcoin network)</td></tr>
<tr><td>Amount</td><td>0.04817 BTC (approx. EUR 4,122.60)</td></tr>
<tr><td>Network fee</td><td>0.00012 BTC</td></tr>
<tr><td>To address</td><td style="font-family:monospace">bc1q9v8x7mzk4t2r0d6yl3wn5hs8ju0qa4fe7p2k6c</td></tr>
<tr><td>Requested</td><td>2025-05-09 17:26:02 UTC from 203.0.113.18</td></tr>
</table>
<p>To approve this withdrawal, enter the confirmation code below on the withdrawal page. It expires in 10 minutes.</p>
<p style="font-family:monospace;font-size:26px;letter-spacing:3px;text-align:center;background:#eef2ff;padding:12px">w8r2hq4m</p>
<p><a href="https://www.meridex.example/account/lock" style="color:#c0392b">I did not request this &ndash; lock my account</a></p>
<p style="font-size:11px;color:#8792a2">Meridex Digital Assets Ltd, 8 Fitzwilliam Square, Dublin 2, D02 Y277.</p>
</td></tr></table></body></html>
""")

# 23 ---------------------------------------------------------------------------
add(kind="reset_in_code_mail", otp="570219", shown="570-219",
    subject="Your Reelhouse sign-in code",
    **{"from": "Reelhouse <info@account.reelhouse.example>"},
    to="the.okonjo.family@homemail.example",
    date="2025-04-26 21:37:12 +0100",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Reelhouse

Enter this code to sign in

570-219

Hi Chidi, we received a request to sign in to Reelhouse on a Samsung Smart TV (UE55CU7100) in London, United Kingdom on 26 April 2025 at 21:36 BST. This code expires in 15 minutes.

Not you? Reset your password: https://www.reelhouse.example/password/reset?ctx=signin_code&u=ab91f2c4

Your plan: Standard with ads, GBP 5.99/month, next payment 3 May 2025.

Reelhouse Entertainment UK Ltd, 100 New Bridge St, London EC4V 6JA. Questions? Visit help.reelhouse.example or call 0800 096 0443.
""",
    html="""<html><body style="background:#000;color:#fff;font-family:Helvetica,Arial;font-size:15px">
<table width="520" align="center" cellpadding="24"><tr><td>
<p style="color:#e50914;font-size:26px;font-weight:bold">REELHOUSE</p>
<p style="font-size:22px">Enter this code to sign in</p>
<p style="font-size:40px;letter-spacing:6px;font-weight:bold">570-219</p>
<p>Hi Chidi, we received a request to sign in to Reelhouse on a Samsung Smart TV (UE55CU7100) in London, United Kingdom on 26 April 2025 at 21:36 BST. This code expires in 15 minutes.</p>
<p>Not you? <a href="https://www.reelhouse.example/password/reset?ctx=signin_code&amp;u=ab91f2c4" style="color:#fff">Reset your password</a>.</p>
<p style="color:#999;font-size:12px">Your plan: Standard with ads, &pound;5.99/month, next payment 3 May 2025.</p>
<p style="color:#777;font-size:11px">Reelhouse Entertainment UK Ltd, 100 New Bridge St, London EC4V 6JA. Questions? Visit <a href="https://help.reelhouse.example/" style="color:#777">help.reelhouse.example</a> or call 0800 096 0443.<br>
<a href="https://www.reelhouse.example/email-prefs?u=ab91f2c4" style="color:#777">Email preferences</a> &middot; <a href="https://www.reelhouse.example/privacy" style="color:#777">Privacy</a></p>
</td></tr></table></body></html>
""")

# 24 ---------------------------------------------------------------------------
add(kind="reset_in_code_mail", otp="331862",
    subject="Pennant verification code",
    **{"from": "Pennant <hello@pennant-money.example>"},
    to="lucy.fairweather@mailplace.example",
    date="2025-02-11 07:55:40 +0000",
    html_cte="base64",
    html="""<!doctype html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f0eefc;font-family:'Helvetica Neue',Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 0">
<table width="520" cellpadding="28" style="background:#fff;border-radius:14px">
<tr><td>
<p style="color:#5b3df5;font-weight:700;font-size:20px">pennant</p>
<p>Hi Lucy,</p>
<p>Thanks for keeping your money safe with us. As part of our regular checks, and because you are logging in on a new device (Chrome on macOS, Leeds, UK) at 07:55 on 11 Feb 2025, we need you to confirm it's really you before we show your balance of your Pennant Current Account (sort code 04-00-75, account ending 8812). Please type 331862 on the screen where you were asked for it &ndash; it is valid for 10 minutes and can only be used once.</p>
<p>Don't recognise this? Someone might have your password.</p>
<p><a href="https://app.pennant-money.example/security/lockdown?s=e7a1c9f0b2d44c8a" style="background:#5b3df5;color:#fff;padding:12px 22px;border-radius:24px;text-decoration:none;font-weight:600">Secure your account</a></p>
<p style="font-size:12px;color:#6c6a80">We'll never ask you to move money to a &ldquo;safe account&rdquo;. Pennant staff will never ask for this code.</p>
<hr style="border:0;border-top:1px solid #eee">
<p style="font-size:10px;color:#9a98ab">Pennant Money Ltd is authorised by the Financial Conduct Authority under the Electronic Money Regulations 2011 (FRN 901522) for the issuing of electronic money. Registered office: 5 Wellington Place, Leeds LS1 4AP. Company no. 12048877.<br>
Pennant Money Ltd &ndash; Zweigniederlassung Deutschland, Friedrichstra&szlig;e 68, 10117 Berlin. Handelsregister: Amtsgericht Berlin-Charlottenburg HRB 230119 B. Diese Nachricht ist vertraulich.<br>
<a href="https://pennant-money.example/legal/privacy">Privacy</a> &middot; <a href="https://pennant-money.example/help">Help</a></p>
</td></tr></table></td></tr></table></body></html>
""")

# 25 ---------------------------------------------------------------------------
add(kind="no_code_word", otp="804117", shown="804 117",
    subject="One more step to activate your Hirewell profile",
    **{"from": "Hirewell Jobs <accounts@hirewell.example>"},
    to="b.mensah.cv@mail-jobs.example",
    date="2025-01-13 19:02:58 +0000",
    text_cte="quoted-printable",
    text="""Dear Benjamin,

Welcome to Hirewell, the recruitment site for health, care and facilities jobs across the North West. We are delighted that you have chosen to create a candidate profile with us and we look forward to helping you find your next role. Over 3,400 employers advertise with Hirewell, including 12 NHS trusts and 40 local authorities, and last month 1,186 candidates were offered an interview through our site.

Before employers can see your profile and CV (Benjamin_Mensah_CV_2025.pdf, 212 KB) we need to confirm that this e-mail address belongs to you. To finish signing up, enter 804 117 on the page you were shown after registering and click "Activate". If you have closed the page, log in at hirewell.example with your e-mail address and password and you will be asked for it again. It is valid for 48 hours.

Your job alert "Healthcare Assistant, within 10 miles of WA1 1RG, GBP 24,000+" has been saved and will be sent every weekday at 7am once your profile is active.

Good luck with your search,

Hirewell Candidate Team
Tel 01925 555 360 (Mon-Fri 9am-5pm)

Hirewell is a trading name of Northwest Talent Partners Ltd, Brew House, 3 Bridge Street, Warrington WA1 2QW. Registered in England and Wales no. 09773012. Hirewell is an employment agency under the Conduct of Employment Agencies and Employment Businesses Regulations 2003.
""")

# 26 ---------------------------------------------------------------------------
add(kind="no_code_word", otp="2291",
    subject="Brookfield Medical Practice - online access",
    **{"from": "Brookfield Medical Practice <noreply@brookfield-gp.example>"},
    to="eileen.prowse@oldmail.example",
    date="2025-03-12 10:18:09 +0000",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""BROOKFIELD MEDICAL PRACTICE
Dr A Shah, Dr M Kowalczyk, Dr R Tennant & Partners
22 Brookfield Road, Stockport SK2 6NE  -  Tel 0161 496 0218

Dear Mrs Prowse,

You asked to view your records on the Brookfield Online patient portal. Your NHS number ending 5919 and date of birth 04/07/1951 were matched.

Your PIN: 2291

Please enter this PIN on the screen within 10 minutes. It can only be used once.

Reminders:
 - Flu and COVID-19 spring booster clinic: Saturday 5 April, 9:00-12:30
 - Repeat prescriptions need 2 working days (48 hours)
 - The surgery is closed on Thursday 20 March from 13:00 for staff training. For urgent help call NHS 111.

Please do not reply to this e-mail, this mailbox is not monitored. If you need to contact the practice please call 0161 496 0218 (option 3 for results after 2pm).

This e-mail and any attachments are confidential and intended solely for the addressee.
""",
    html="""<html><body style="font-family:Arial;font-size:14px;color:#003087">
<table width="600" cellpadding="14" style="border:1px solid #005eb8">
<tr><td style="background:#005eb8;color:#fff"><b>BROOKFIELD MEDICAL PRACTICE</b><br><small>Dr A Shah, Dr M Kowalczyk, Dr R Tennant &amp; Partners &middot; 22 Brookfield Road, Stockport SK2 6NE &middot; Tel 0161 496 0218</small></td></tr>
<tr><td style="color:#212b32">
<p>Dear Mrs Prowse,</p>
<p>You asked to view your records on the Brookfield Online patient portal. Your NHS number ending 5919 and date of birth 04/07/1951 were matched.</p>
<p style="font-size:18px">Your PIN: <b>2291</b></p>
<p>Please enter this PIN on the screen within 10 minutes. It can only be used once.</p>
<p><b>Reminders</b></p>
<ul>
<li>Flu and COVID-19 spring booster clinic: Saturday 5 April, 9:00&ndash;12:30</li>
<li>Repeat prescriptions need 2 working days (48 hours)</li>
<li>The surgery is closed on Thursday 20 March from 13:00 for staff training. For urgent help call NHS 111.</li>
</ul>
<p style="font-size:11px;color:#4c6272">Please do not reply to this e-mail, this mailbox is not monitored. If you need to contact the practice please call 0161 496 0218 (option 3 for results after 2pm).<br>This e-mail and any attachments are confidential and intended solely for the addressee.</p>
</td></tr></table></body></html>
""")

# 27 ---------------------------------------------------------------------------
add(kind="no_code_word", otp="559031", shown="559-031",
    subject="Castlegate Online Banking - security token",
    **{"from": "Castlegate Bank plc <alerts@castlegatebank.example>"},
    to="a.macleod@crofter-mail.example",
    date="2025-06-27 13:40:26 +0100",
    text_cte="8bit",
    text="""Castlegate Bank plc – Online Banking

Dear Customer,

We refer to your request to add a new payee in Castlegate Online Banking today, 27/06/2025 at 13:39.

  New payee:           HIGHLAND SOLAR INSTALLS LTD
  Sort code / account: 83-44-12 / ****0571
  Reference:           INV 22918
  First payment:       £2,480.00 on 30/06/2025

If you recognise this request, your one-time security token for this payee is 559-031. Type it in the "Token" field (without the dash) to complete the set-up. The token expires at 13:49.

If you do NOT recognise this request, do not enter anything and call us immediately on 0345 555 0190 (or +44 131 496 0190 from abroad), 24 hours a day.

Remember: Castlegate will never ask you to move money to keep it safe.

Castlegate Bank plc. Registered in Scotland no. SC031977. Registered office: 40 Castle Terrace, Edinburgh EH1 2EN. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. Financial Services Register no. 169024.
""")

# 28 ---------------------------------------------------------------------------
add(kind="no_code_word", otp="381062", shown="38 10 62",
    subject="Link your card to the Fernway app",
    **{"from": "Fernway Rewards <app@fernway.example>"},
    to="jo.pilbeam@shoppers-mail.example",
    date="2025-08-01 18:09:44 +0100",
    text_cte="7bit", html_cte="quoted-printable",
    text="""Fernway Rewards

Hello Jo,

You're linking your Fernway Rewards card (card no. 6338 0004 1127 9915) to the
Fernway app on a new phone. Type the following number into the app when asked:

   38 10 62

It works for 30 minutes. Balance: 4,210 points (= GBP 42.10 to spend in store).
This week's offer: 3x points on fresh produce until Sun 3 Aug.

Fernway Stores Ltd, Fernway House, 1 Mill Road, Cambridge CB1 2AZ.
Customer Care 0800 555 0147.
""",
    html="""<html><body style="font-family:Verdana;font-size:13px;background:#fafff5">
<div style="max-width:520px;margin:auto;background:#fff;padding:20px;border:1px solid #cde3b5">
<p style="color:#2e7d32;font-size:18px;font-weight:bold">Fernway Rewards</p>
<p>Hello Jo,</p>
<p>You're linking your Fernway Rewards card (card no. 6338&nbsp;0004&nbsp;1127&nbsp;9915) to the Fernway app on a new phone. Type the following number into the app when asked:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px;text-align:center">38 10 62</p>
<p>It works for 30 minutes. Balance: 4,210 points (= &pound;42.10 to spend in store). This week's offer: 3x points on fresh produce until Sun 3 Aug.</p>
<p style="font-size:10px;color:#777">Fernway Stores Ltd, Fernway House, 1 Mill Road, Cambridge CB1 2AZ. Customer Care 0800 555 0147. <a href="https://www.fernway.example/rewards/terms">Rewards terms</a> &middot; <a href="https://www.fernway.example/unsubscribe?c=63380004">Unsubscribe</a></p>
</div></body></html>
""")

# 29 ---------------------------------------------------------------------------
add(kind="subject_only", otp="418726",
    subject="418726 is your Kestrel verification code",
    **{"from": "Kestrel Freight Portal <verify@kestrel-freight.example>"},
    to="dispatch@ridgeway-logistics.example",
    date="2025-05-14 06:12:08 +0100",
    text_cte="7bit",
    text="""Kestrel Freight Portal

Use the verification code in the subject line of this e-mail to finish signing
in to the Kestrel Freight Portal. For security reasons we do not repeat it in the
body of the message.

Company:        Ridgeway Logistics Ltd (haulier account HA-20931)
Sign-in from:   Edge on Windows, 81.2.69.160, Swindon
Time:           14/05/2025 06:11 BST

Open consignments: 7 (next collection 14/05 08:30, Felixstowe Dock Gate 2, PO 4410-778)

If you didn't try to sign in, contact the Kestrel service desk on 01793 555 640.

Kestrel Freight Services Ltd, Kestrel House, Great Western Way, Swindon SN5 8UY.
Registered in England no. 03388129.
""")

# 30 ---------------------------------------------------------------------------
add(kind="subject_only", otp="6621",
    subject="Munchly: 6621 is your login code",
    **{"from": "Munchly <hi@munchly.example>"},
    to="dev.patel.97@quickmail.example",
    date="2025-07-19 19:48:31 +0100",
    html_cte="quoted-printable",
    html="""<html><body style="font-family:'Trebuchet MS',Arial;background:#fff7f0;font-size:15px">
<table width="500" align="center" cellpadding="20" style="background:#fff;border-radius:12px">
<tr><td align="center"><img src="https://img.munchly.example/email/munchly-logo.png" alt="Munchly" width="140"></td></tr>
<tr><td>
<p><b>Hungry? You're nearly in.</b></p>
<p>Pop the 4-digit login code from the subject of this e-mail into the Munchly app and your basket will be right where you left it.</p>
<p style="background:#ffe4cc;padding:12px;border-radius:8px">Treat yourself: free delivery on your next 3 orders over &pound;15 with code <b>FREEDEL</b> (ends 31/07/2025, T&amp;Cs apply).</p>
<p style="font-size:13px;color:#666">Basket: 2 items from Bao Down, Camden (est. 25&ndash;35 min), &pound;21.40.</p>
<p style="font-size:11px;color:#aaa">Munchly Ltd, 10 Pancras Square, London N1C 4AG. Company no. 10928877.<br>
<a href="https://munchly.example/help">Help</a> &middot; <a href="https://munchly.example/marketing-prefs?u=77102">Marketing preferences</a></p>
<img src="https://px.munchly.example/o.gif?e=login&amp;u=77102" width="1" height="1" alt="">
</td></tr></table></body></html>
""")

# 31 ---------------------------------------------------------------------------
add(kind="alt_text_only", otp="730155", shown="730 155", image="codeimg.7c1e@greywater-energy.example",
    subject="Greywater Energy - confirm your meter reading account",
    **{"from": "Greywater Energy <myaccount@greywater-energy.example>"},
    to="n.featherstone@villagemail.example",
    date="2025-10-02 09:27:15 +0100",
    text_cte="7bit", html_cte="quoted-printable",
    text="""Greywater Energy

Dear Nigel Featherstone,

Thank you for registering for My Greywater online account for supply address
14 Orchard Close, Tewkesbury GL20 5PQ (account 8100 2947 33).

Your confirmation code is shown as an image in the HTML version of this e-mail.
If you cannot see images, please switch your e-mail program to display HTML or
"show images", or call us on 0330 555 1180.

Your next bill is due around 18 October 2025. Current direct debit: GBP 112.00 a
month. Meter serial E10K 448219 (electricity), G4A 00917 (gas).

Greywater Energy Supply Ltd, Riverside House, Gloucester GL1 2EH. Company no. 10220448.
""",
    html="""<html><body style="font-family:Arial;font-size:14px;color:#263238">
<table width="600" align="center" cellpadding="18" style="border:1px solid #cfd8dc">
<tr><td style="background:#37474f;color:#fff;font-size:18px">Greywater Energy</td></tr>
<tr><td>
<p>Dear Nigel Featherstone,</p>
<p>Thank you for registering for My Greywater online account for supply address 14 Orchard Close, Tewkesbury GL20 5PQ (account 8100 2947 33).</p>
<p>Please enter the confirmation code below on the registration page:</p>
<p align="center"><img src="cid:codeimg.7c1e@greywater-energy.example" width="200" height="56" alt="Your code: 730 155" style="border:1px solid #90a4ae"></p>
<p>Your next bill is due around 18 October 2025. Current direct debit: &pound;112.00 a month. Meter serial E10K 448219 (electricity), G4A 00917 (gas).</p>
<p style="font-size:11px;color:#78909c">Greywater Energy Supply Ltd, Riverside House, Gloucester GL1 2EH. Company no. 10220448. <a href="https://www.greywater-energy.example/help">Help</a></p>
</td></tr></table></body></html>
""")

# 32 ---------------------------------------------------------------------------
add(kind="alt_text_only", otp="9F3K2A", image="vcode-2025-0611-88@voxline.example",
    image_name="verification.png",
    subject="Voxline - e-mail address verification",
    **{"from": "Voxline Customer Accounts <accounts@voxline.example>"},
    to="marguerite.dubois@webpost.example",
    date="2025-06-11 16:50:02 +0100",
    text_cte="quoted-printable", html_cte="base64",
    text="""This message contains formatted content. Please open it in an e-mail program that can display HTML and images to see your verification details.

Voxline Mobile Ltd, PO Box 5521, Reading RG1 9ZZ. Voxline customer services: 0333 555 9000 or 150 from your Voxline phone.
""",
    html="""<html><body style="font-family:Tahoma,Arial;font-size:13px;background:#eceff4">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#e4002b;height:8px"></td></tr>
<tr><td style="padding:22px">
<p style="font-size:20px;color:#e4002b"><b>voxline</b></p>
<p>Dear Marguerite,</p>
<p>To keep your Voxline account (mobile number 07700 900 584, account no. 60119384) up to date, please verify your new e-mail address by typing the characters in the image below into My Voxline &gt; Profile &gt; Verify e-mail.</p>
<p align="center"><img src="cid:vcode-2025-0611-88@voxline.example" alt="Verification code 9F3K2A" width="200" height="56"></p>
<p>The characters are case-sensitive and expire in 24 hours.</p>
<p>Your current plan: SIM Only 30GB, &pound;12.00 a month, 18 months remaining.</p>
</td></tr>
<tr><td style="padding:14px 22px;font-size:10px;color:#888;background:#f7f7f7">Voxline Mobile Ltd, PO Box 5521, Reading RG1 9ZZ. Registered in England no. 05529188. <a href="https://www.voxline.example/privacy">Privacy</a> &middot; <a href="https://www.voxline.example/contact">Contact us</a></td></tr>
</table></body></html>
""")

# 33 ---------------------------------------------------------------------------
add(kind="magic_link", otp=None,
    link="https://links.taskloom.example/ls/click?upn=u001.Kp7yR2dW9fLx4qZb3TnV8sHcJ1mE6gAo0iUkYw5XtBvN2rCd-2FhQ7lMzPe4aS9jG3oDf8bW1nVy6cKu0xHtR5iLq&rid=9921c0",
    link_alt=["https://app.taskloom.example/auth/magic?token=mlk_2b7e9a41c6d84f0e93a5b1d7c2e8f6a04d9b3c71&ws=fennel-studio"],
    subject="Your Taskloom sign-in link",
    **{"from": "Taskloom <no-reply@mail.taskloom.example>"},
    to="ines@fennel-studio.example",
    date="2025-09-09 09:02:51 +0000",
    headers=[("List-Unsubscribe", "<https://links.taskloom.example/unsub?rid=9921c0&t=tx>")],
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Taskloom

Hi Ines,

Click the link below to sign in to the Fennel Studio workspace. This link expires in 20 minutes and can only be used once.

https://app.taskloom.example/auth/magic?token=mlk_2b7e9a41c6d84f0e93a5b1d7c2e8f6a04d9b3c71&ws=fennel-studio

You have 6 tasks due this week, including "Q4 brand refresh - moodboards" (due Thu 11 Sep).

If you didn't request this e-mail, there's nothing to worry about - you can safely ignore it.

Taskloom ApS, Njalsgade 76, 2300 Copenhagen S, Denmark. CVR 41 22 90 18.
""",
    html="""<html><body style="font-family:Inter,Helvetica,Arial,sans-serif;background:#f7f7fb;font-size:15px;color:#1d1c29">
<p style="text-align:center;font-size:11px;color:#888"><a href="https://links.taskloom.example/view/9921c0?t=tx" style="color:#888">View in browser</a></p>
<table width="520" align="center" cellpadding="32" style="background:#fff;border-radius:10px">
<tr><td>
<p><img src="https://cdn.taskloom.example/mail/logo@2x.png" alt="Taskloom" height="26"></p>
<p>Hi Ines,</p>
<p>Click the button below to sign in to the <b>Fennel Studio</b> workspace. This link expires in 20 minutes and can only be used once.</p>
<p><a href="https://links.taskloom.example/ls/click?upn=u001.Kp7yR2dW9fLx4qZb3TnV8sHcJ1mE6gAo0iUkYw5XtBvN2rCd-2FhQ7lMzPe4aS9jG3oDf8bW1nVy6cKu0xHtR5iLq&amp;rid=9921c0" style="background:#6c5ce7;color:#fff;padding:12px 26px;border-radius:6px;text-decoration:none;font-weight:600">Sign in to Taskloom</a></p>
<p style="font-size:13px;color:#666">Button not working? Paste this link into your browser:<br><span style="word-break:break-all">https://app.taskloom.example/auth/magic?token=mlk_2b7e9a41c6d84f0e93a5b1d7c2e8f6a04d9b3c71&amp;ws=fennel-studio</span></p>
<p style="font-size:13px">You have 6 tasks due this week, including <a href="https://links.taskloom.example/ls/click?upn=u001.Zt9Qw-2BtaskRef&amp;rid=9921c0">Q4 brand refresh &ndash; moodboards</a> (due Thu 11 Sep).</p>
<p style="font-size:12px;color:#888">If you didn't request this e-mail, there's nothing to worry about &ndash; you can safely ignore it.</p>
</td></tr>
<tr><td style="font-size:11px;color:#999;text-align:center">
<a href="https://links.taskloom.example/ls/click?upn=u001.SocialX-2Ftaskloom&amp;rid=9921c0"><img src="https://cdn.taskloom.example/mail/x.png" alt="X" width="18"></a>
<a href="https://links.taskloom.example/ls/click?upn=u001.SocialLI-2Ftaskloom&amp;rid=9921c0"><img src="https://cdn.taskloom.example/mail/linkedin.png" alt="LinkedIn" width="18"></a><br>
Taskloom ApS, Njalsgade 76, 2300 Copenhagen S, Denmark. CVR 41 22 90 18.<br>
<a href="https://links.taskloom.example/unsub?rid=9921c0&amp;t=tx">Unsubscribe from product updates</a> &middot; <a href="https://taskloom.example/privacy">Privacy</a></td></tr>
</table>
<img src="https://links.taskloom.example/wf/open?upn=u001.9921c0open" width="1" height="1" alt="" style="display:none">
</body></html>
""")

# 34 ---------------------------------------------------------------------------
add(kind="magic_link", otp=None,
    link="https://apply.wexmoor.ac.example/applicant/verify-email?uid=2025UG118403&key=c91f0e7ab3d54e28a6f1b02d9c7e4a58",
    subject="University of Wexmoor - please verify your email address (Applicant ID 2025UG118403)",
    **{"from": "University of Wexmoor Admissions <admissions-noreply@wexmoor.ac.example>"},
    to="hannah.osei2007@studentmail.example",
    date="2025-10-20 16:33:19 +0100",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""UNIVERSITY OF WEXMOOR - ADMISSIONS OFFICE

Dear Hannah Osei,

Thank you for starting an application to the University of Wexmoor for entry in September 2026. Your Applicant ID is 2025UG118403. Please quote it whenever you contact us.

Before we can process your application for BSc (Hons) Biomedical Science (course code B940, 3 years full-time, Wexmoor City Campus) we need to verify your email address. Please verify your email by visiting the link below within 7 days:

https://apply.wexmoor.ac.example/applicant/verify-email?uid=2025UG118403&key=c91f0e7ab3d54e28a6f1b02d9c7e4a58

Key dates
  Open Day:                    Saturday 15 November 2025, 10:00-15:00
  Equal consideration deadline: 28 January 2026, 18:00 (UK time)
  Tuition fee 2026/27 (UK):    GBP 9,535 per year

Admissions Office, University of Wexmoor, Senate House, Wexmoor WX1 4AL. Tel +44 (0)1632 960 770.
The University of Wexmoor is an exempt charity. Privacy notice for applicants: https://www.wexmoor.ac.example/privacy/applicants
""",
    html="""<html><body style="font-family:Georgia,'Times New Roman',serif;font-size:15px;color:#222">
<table width="640" align="center" cellpadding="0" cellspacing="0">
<tr><td style="background:#4b0f2e;color:#f5e6c8;padding:20px;font-size:20px;letter-spacing:1px">UNIVERSITY OF WEXMOOR<br><span style="font-size:13px">Admissions Office</span></td></tr>
<tr><td style="padding:24px">
<p>Dear Hannah Osei,</p>
<p>Thank you for starting an application to the University of Wexmoor for entry in September 2026. Your Applicant ID is <b>2025UG118403</b>. Please quote it whenever you contact us.</p>
<p>Before we can process your application for BSc (Hons) Biomedical Science (course code B940, 3 years full-time, Wexmoor City Campus) we need to verify your email address. Please <a href="https://apply.wexmoor.ac.example/applicant/verify-email?uid=2025UG118403&amp;key=c91f0e7ab3d54e28a6f1b02d9c7e4a58">verify your email</a> within 7 days.</p>
<table cellpadding="5" style="font-size:14px;border-left:3px solid #4b0f2e">
<tr><td>Open Day</td><td>Saturday 15 November 2025, 10:00&ndash;15:00 (<a href="https://www.wexmoor.ac.example/open-days">book a place</a>)</td></tr>
<tr><td>Equal consideration deadline</td><td>28 January 2026, 18:00 (UK time)</td></tr>
<tr><td>Tuition fee 2026/27 (UK)</td><td>&pound;9,535 per year</td></tr>
</table>
<p>You can return to your application at any time via the <a href="https://apply.wexmoor.ac.example/applicant/login">applicant portal</a>.</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#666;border-top:1px solid #ddd">Admissions Office, University of Wexmoor, Senate House, Wexmoor WX1 4AL. Tel +44 (0)1632 960 770. The University of Wexmoor is an exempt charity. <a href="https://www.wexmoor.ac.example/privacy/applicants">Privacy notice for applicants</a></td></tr>
</table></body></html>
""")

# 35 ---------------------------------------------------------------------------
add(kind="magic_link", otp=None,
    link="https://newsletter.sonnenkorn-baeckerei.example/confirm/8f2c1a7e-55d9-4b70-9e3c-a41d7f06b2c8?list=3&sig=Q2hKZ1lVbFRyM0p0",
    subject="Please confirm: Sonnenkorn Bakery newsletter",
    **{"from": "Sonnenkorn Bäckerei & Café <post@sonnenkorn-baeckerei.example>"},
    to="lucy.harland@mail-uk.example",
    date="2025-04-04 07:15:40 +0200",
    text_cte="8bit", html_cte="8bit",
    text="""Hello!

Thanks for signing up to our newsletter at the counter / on our website. Before we can send you our monthly news (new breads, seasonal cakes, opening hours over the holidays and the occasional voucher), we need your OK - this is required by law in Germany (double opt-in).

Please confirm your subscription here:
https://newsletter.sonnenkorn-baeckerei.example/confirm/8f2c1a7e-55d9-4b70-9e3c-a41d7f06b2c8?list=3&sig=Q2hKZ1lVbFRyM0p0

If you didn't sign up, just ignore this e-mail and you won't hear from us again.

Warm regards from the bakehouse,
Anna & Florian Sonnleitner

--
Sonnenkorn Bäckerei & Café GmbH
Kastanienallee 14, 79100 Freiburg im Breisgau
Tel. 0761 555 20 47 · Mo–Fr 6:30–18:00, Sa 7:00–13:00
Geschäftsführer: Florian Sonnleitner · Amtsgericht Freiburg HRB 718844 · USt-IdNr. DE 299 481 002
Sie erhalten diese E-Mail, weil Ihre Adresse für unseren Newsletter eingetragen wurde. Ohne Bestätigung wird Ihre Adresse nach 30 Tagen gelöscht.
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Georgia,serif;background:#fbf6ee;color:#3e2c1c;font-size:15px">
<div style="max-width:560px;margin:auto;background:#fff;padding:28px">
<p style="text-align:center"><img src="https://newsletter.sonnenkorn-baeckerei.example/img/logo-sonnenkorn.png" alt="Sonnenkorn Bäckerei &amp; Café" width="180"></p>
<p>Hello!</p>
<p>Thanks for signing up to our newsletter at the counter / on our website. Before we can send you our monthly news (new breads, seasonal cakes, opening hours over the holidays and the occasional voucher), we need your OK &ndash; this is required by law in Germany (double opt-in).</p>
<p style="text-align:center"><a href="https://newsletter.sonnenkorn-baeckerei.example/confirm/8f2c1a7e-55d9-4b70-9e3c-a41d7f06b2c8?list=3&amp;sig=Q2hKZ1lVbFRyM0p0" style="background:#c87a2b;color:#fff;padding:12px 24px;text-decoration:none;border-radius:3px">Yes, I want the newsletter</a></p>
<p>If you didn't sign up, just ignore this e-mail and you won't hear from us again.</p>
<p>Warm regards from the bakehouse,<br>Anna &amp; Florian Sonnleitner</p>
<p style="text-align:center"><a href="https://www.instagram.example/sonnenkorn.freiburg">Instagram</a> &middot; <a href="https://www.sonnenkorn-baeckerei.example/">sonnenkorn-baeckerei.example</a></p>
<hr>
<p style="font-size:10px;color:#8a7560">Sonnenkorn Bäckerei &amp; Café GmbH · Kastanienallee 14, 79100 Freiburg im Breisgau · Tel. 0761 555 20 47 · Mo–Fr 6:30–18:00, Sa 7:00–13:00<br>
Geschäftsführer: Florian Sonnleitner · Amtsgericht Freiburg HRB 718844 · USt-IdNr. DE 299 481 002<br>
Sie erhalten diese E-Mail, weil Ihre Adresse für unseren Newsletter eingetragen wurde. Ohne Bestätigung wird Ihre Adresse nach 30 Tagen gelöscht. <a href="https://www.sonnenkorn-baeckerei.example/datenschutz">Datenschutzerklärung</a> · <a href="https://www.sonnenkorn-baeckerei.example/impressum">Impressum</a></p>
</div></body></html>
""")

# 36 ---------------------------------------------------------------------------
add(kind="magic_link", otp=None,
    link="https://myaccount.ellsworth.gov.example/account/password/reset?rt=EBC-7d41a09f2ce34b8e91f06a5d38c2b7e1&uid=300718842",
    subject="Ellsworth Borough Council - My Account password reset request",
    **{"from": "Ellsworth Borough Council <myaccount@ellsworth.gov.example>"},
    to="graham.pettit@localmail.example",
    date="2025-11-04 20:21:33 +0000",
    text_cte="7bit",
    text="""ELLSWORTH BOROUGH COUNCIL
My Account - Online Services

Dear Mr Pettit,

We have received a request to reset the password for your Ellsworth My Account
(customer reference 300718842), which you use for council tax, benefits, bin
requests and parking permits.

To choose a new password please click on the following link, or copy and paste
it into the address bar of your web browser. The link can only be used once and
will expire 60 minutes after this e-mail was sent (sent 04/11/2025 20:21).

https://myaccount.ellsworth.gov.example/account/password/reset?rt=EBC-7d41a09f2ce34b8e91f06a5d38c2b7e1&uid=300718842

If you did not request a password reset you do not need to do anything and your
password will not be changed. If you keep receiving these e-mails please contact
our Customer Services Centre.

Reminder: your resident parking permit (zone E2, permit no. EP-2024-11593,
vehicle ref. ending 7KX) expires on 30/11/2025. Renewal costs GBP 64.00 for 12
months.

Customer Services Centre, Ellsworth Borough Council, Town Hall, Market Place,
Ellsworth EW3 8DT.  Telephone 01632 960 120 (Monday to Friday 9am to 5pm).
Web: https://www.ellsworth.gov.example

This e-mail and any files transmitted with it are confidential and intended
solely for the use of the individual or entity to whom they are addressed. Any
views expressed are those of the author and do not necessarily represent those
of Ellsworth Borough Council. Emails may be monitored in accordance with the
Investigatory Powers Act 2016.
""")

# 37 ---------------------------------------------------------------------------
add(kind="magic_link", otp=None,
    link="https://secure.northmere-bank.example/approve/device?req=DV-20250317-44c1e9a0b8f7&decision=yes&h=7f3a91c0e2d64b5a",
    subject="Did you just try to sign in to Northmere Online Banking?",
    **{"from": "Northmere Bank <security-alerts@northmere-bank.example>"},
    to="p.achterberg@mail-nl.example",
    date="2025-03-17 22:04:16 +0000",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Northmere Bank

Did you just try to sign in?

We noticed a sign-in attempt to Northmere Online Banking for customer number 7730 0419 at 22:03 on 17 March 2025.

  Device:   Safari on iPad
  Location: Utrecht, Netherlands (approximate)

If this was you, approve the sign-in here (the link works once, for 10 minutes):
https://secure.northmere-bank.example/approve/device?req=DV-20250317-44c1e9a0b8f7&decision=yes&h=7f3a91c0e2d64b5a

If this wasn't you, don't approve it. Call us on 0800 555 0123 (+44 20 7946 0877 from abroad).

Northmere Bank plc, 1 Churchill Place, London E14 5HP. Registered in England no. 02022381. Authorised by the PRA and regulated by the FCA and the PRA (FRN 122702).
""",
    html="""<html><body style="font-family:Arial;font-size:14px;color:#1a1a1a;background:#eef1f5">
<table width="560" align="center" cellpadding="24" style="background:#fff">
<tr><td style="border-bottom:4px solid #0b2545"><b style="font-size:18px;color:#0b2545">Northmere Bank</b></td></tr>
<tr><td>
<h2 style="font-size:20px">Did you just try to sign in?</h2>
<p>We noticed a sign-in attempt to Northmere Online Banking for customer number 7730&nbsp;0419 at 22:03 on 17 March 2025.</p>
<table cellpadding="4" style="font-size:13px"><tr><td>Device</td><td>Safari on iPad</td></tr><tr><td>Location</td><td>Utrecht, Netherlands (approximate)</td></tr></table>
<table cellpadding="0" cellspacing="10"><tr>
<td style="background:#13815a;border-radius:4px"><a href="https://secure.northmere-bank.example/approve/device?req=DV-20250317-44c1e9a0b8f7&amp;decision=yes&amp;h=7f3a91c0e2d64b5a" style="display:block;color:#fff;padding:12px 20px;text-decoration:none;font-weight:bold">Yes, it was me</a></td>
<td style="background:#b3261e;border-radius:4px"><a href="https://secure.northmere-bank.example/approve/device?req=DV-20250317-44c1e9a0b8f7&amp;decision=no&amp;h=7f3a91c0e2d64b5a" style="display:block;color:#fff;padding:12px 20px;text-decoration:none;font-weight:bold">No, it wasn't me</a></td>
</tr></table>
<p style="font-size:12px">The link works once, for 10 minutes. If this wasn't you, don't approve it. Call us on 0800 555 0123 (+44 20 7946 0877 from abroad).</p>
<p style="font-size:10px;color:#666">Northmere Bank plc, 1 Churchill Place, London E14 5HP. Registered in England no. 02022381. Authorised by the PRA and regulated by the FCA and the PRA (FRN 122702). <a href="https://www.northmere-bank.example/security-centre">Security centre</a></p>
</td></tr></table></body></html>
""")

# 38 ---------------------------------------------------------------------------
add(kind="magic_link", otp=None,
    link="https://forum.rivetcount.example/index.php?action=unlock&u=48812&k=3e9d0b7c51f24a8692ac4d1e07b5f3c8",
    subject="[Rivetcount] Your account has been temporarily locked",
    **{"from": "Rivetcount Aviation Forum <forum@rivetcount.example>"},
    to="cessna_dave62@aeromail.example",
    date="2025-08-23 02:17:45 +0100",
    html_cte="quoted-printable",
    html="""<html><body style="font-family:Verdana,Geneva,sans-serif;font-size:12px;background:#e9eef2">
<table width="100%" cellpadding="10"><tr><td>
<table width="620" align="center" cellpadding="12" style="background:#fff;border:1px solid #a7b7c7">
<tr><td style="background:#32556e;color:#fff;font-size:16px"><b>Rivetcount.example</b> &ndash; The pilots' &amp; builders' forum since 2004</td></tr>
<tr><td>
<p>Dear cessna_dave62,</p>
<p>This is an automated message from the Rivetcount forum software. Your account (member #48812, joined 11 Feb 2009, 3,417 posts) has been temporarily locked after <b>5 unsuccessful login attempts</b> in 15 minutes. The last attempt was made on 23 Aug 2025 at 02:16 from IP 198.51.100.201.</p>
<p>If it was you and you have remembered your password, you can unlock your account straight away by clicking on the following link: <a href="https://forum.rivetcount.example/index.php?action=unlock&amp;u=48812&amp;k=3e9d0b7c51f24a8692ac4d1e07b5f3c8">unlock my account</a>. Otherwise it will be unlocked automatically after 24 hours.</p>
<p>If you have forgotten your password please use the <a href="https://forum.rivetcount.example/index.php?action=reminder">password reminder</a> on the login page instead.</p>
<p>If you did not try to log in, please tell an administrator via the <a href="https://forum.rivetcount.example/index.php?action=contact">contact form</a>.</p>
<p>Blue skies,<br>The Rivetcount admin team</p>
</td></tr>
<tr><td style="font-size:10px;color:#777;border-top:1px solid #ccc">You are receiving this e-mail because you are a registered member of forum.rivetcount.example. Rivetcount is a non-commercial hobby site. Postal: c/o D. Harrow, PO Box 118, Oxford OX2 0XX.</td></tr>
</table></td></tr></table></body></html>
""")

# 39 ---------------------------------------------------------------------------
add(kind="magic_link", otp=None,
    link="https://click.e.tradepost.example/f/a/Rk9vd-2BjX3hMZ_8sQpT1LwNvB6cY0eUa9KdHg4rFz7iOmE2yP5tJq~~/AAAAAQA~/RgRn2Kx8P0Q7aHR0cHM6Ly9",
    link_alt=["https://www.tradepost.example/account/verify-email?vt=TPV.eyJ1IjoiOTE4MjIwNDEiLCJlIjoibWFya3VzLmVrQG5vcmRtYWlsLmV4YW1wbGUifQ.4c1b8e0f9a27d6"],
    subject="Confirm your email to start selling on Tradepost",
    **{"from": "Tradepost <welcome@e.tradepost.example>"},
    to="markus.ek@nordmail.example",
    date="2025-02-26 11:39:50 +0100",
    text_cte="quoted-printable", html_cte="base64",
    text="""Tradepost

Welcome, Markus!

Just one more step: confirm your email address and you can list your first item. Copy this address into your browser:

https://www.tradepost.example/account/verify-email?vt=TPV.eyJ1IjoiOTE4MjIwNDEiLCJlIjoibWFya3VzLmVrQG5vcmRtYWlsLmV4YW1wbGUifQ.4c1b8e0f9a27d6

Seller tips: listings with 6+ photos sell 2.3x faster. Seller fees: 0% for your first 10 sales, then 5% + EUR 0.35 per sale.

Tradepost AB, Sveavägen 44, 111 34 Stockholm, Sweden. Org. nr 559201-4478.
Unsubscribe from marketing: https://click.e.tradepost.example/u/?qs=91822041mkt
""",
    html="""<!doctype html><html><head><meta charset="utf-8"></head><body style="font-family:Arial;background:#fffdf7;font-size:15px">
<table width="100%"><tr><td align="center">
<p style="font-size:11px;color:#999"><a href="https://view.e.tradepost.example/?qs=91822041wel" style="color:#999">Having trouble viewing this email?</a></p>
<table width="560" cellpadding="26" style="background:#fff;border:1px solid #f0e6cc">
<tr><td align="center"><img src="https://image.e.tradepost.example/lib/logo_tp.png" alt="Tradepost" width="150"></td></tr>
<tr><td>
<h1 style="font-size:24px">Welcome, Markus!</h1>
<p>Just one more step: confirm your email address and you can list your first item.</p>
<p align="center"><a href="https://click.e.tradepost.example/f/a/Rk9vd-2BjX3hMZ_8sQpT1LwNvB6cY0eUa9KdHg4rFz7iOmE2yP5tJq~~/AAAAAQA~/RgRn2Kx8P0Q7aHR0cHM6Ly9" style="background:#ffb400;color:#222;padding:14px 30px;border-radius:30px;text-decoration:none;font-weight:bold">Confirm email</a></p>
<p style="font-size:13px;color:#555">Seller tips: listings with 6+ photos sell 2.3x faster. Seller fees: 0% for your first 10 sales, then 5% + &euro;0.35 per sale. <a href="https://click.e.tradepost.example/f/a/Tips-2BSell~~/AAAAAQA~/sellertips">Read the seller guide</a></p>
</td></tr>
<tr><td align="center" style="font-size:11px;color:#999">
<a href="https://click.e.tradepost.example/f/a/Soc-FB~~/AAAAAQA~/fb"><img src="https://image.e.tradepost.example/lib/fb.png" alt="Facebook" width="20"></a>
<a href="https://click.e.tradepost.example/f/a/Soc-IG~~/AAAAAQA~/ig"><img src="https://image.e.tradepost.example/lib/ig.png" alt="Instagram" width="20"></a><br>
Tradepost AB, Sveavägen 44, 111 34 Stockholm, Sweden. Org. nr 559201-4478.<br>
<a href="https://click.e.tradepost.example/u/?qs=91822041mkt">Unsubscribe from marketing</a> &middot; <a href="https://www.tradepost.example/help">Help centre</a> &middot; <a href="https://www.tradepost.example/report">Report abuse</a>
</td></tr></table>
<img src="https://click.e.tradepost.example/open.aspx?ffcb10-fe8a1c7d-91822041" width="1" height="1" alt="">
</td></tr></table></body></html>
""")

# 40 ---------------------------------------------------------------------------
add(kind="phone_and_dates", otp="551902", shown="551 902",
    subject="Corvane Mobile: SIM replacement request",
    **{"from": "Corvane Mobile <no-reply@corvane.example>"},
    to="oliver.brandt@fastpost.example",
    date="2025-09-14 10:43:08 +0100",
    text_cte="quoted-printable",
    text="""Corvane Mobile - Important information about your number

Dear Oliver,

On 14/09/2025 at 10:42 we received a request to move your mobile number +44 7700 900 123 to a new eSIM (EID ending ...2931) via the Corvane app. The replacement costs GBP 4.99 and will be added to your next bill on 01/10/2025 (account 2240-5517-09).

To authorise the SIM replacement please enter 551 902 in the app. This code is valid until 10:57 today. After the swap, your old SIM (ICCID ending 8810 4472) stops working within 2 hours, and you won't be able to receive calls or texts on it.

If you did NOT ask for this, do not enter anything and call us free on 0800 555 0711 or 611 from another Corvane phone, open 8am-10pm, 7 days. Fraud team (24h): +44 20 7946 0555.

Corvane Mobile Ltd, 2 Kingdom Street, London W2 6BD. Registered in England and Wales 05918834.
""")

# 41 ---------------------------------------------------------------------------
add(kind="phone_and_dates", otp="883105", shown="88 31 05",
    subject="Approve your online payment of EUR 129.90",
    **{"from": "Fairbank Card Services <securecode@cards.fairbank.example>"},
    to="s.lindholm@nordicmail.example",
    date="2025-11-28 14:22:37 +0100",
    text_cte="7bit", html_cte="quoted-printable",
    text="""Fairbank Card Services - Secure online payment

You are paying EUR 129.90 to HOTEL ALPENBLICK GMBH (Innsbruck, AT) with your
Fairbank Visa card ending 4417 on 28/11/2025 at 14:22 CET.

Enter this one-time passcode on the payment page: 88 31 05

It is valid for 5 minutes. Available credit after payment: EUR 1,870.10.
Card Services, 24/7: +46 8 555 204 40. Lost or stolen card: +46 8 555 204 99.

Fairbank AB (publ), Kungsgatan 18, 111 43 Stockholm. Corp. ID 556001-8812.
""",
    html="""<html><body style="font-family:Arial;font-size:14px">
<table width="500" cellpadding="18" style="border:1px solid #b0bec5">
<tr><td style="background:#263238;color:#fff">Fairbank Card Services &ndash; Secure online payment</td></tr>
<tr><td>
<table cellpadding="4" style="font-size:13px">
<tr><td>Merchant</td><td>HOTEL ALPENBLICK GMBH (Innsbruck, AT)</td></tr>
<tr><td>Amount</td><td>EUR 129.90</td></tr>
<tr><td>Card</td><td>Visa &bull;&bull;&bull;&bull; 4417</td></tr>
<tr><td>Date / time</td><td>28/11/2025 14:22 CET</td></tr>
</table>
<p>Enter this one-time passcode on the payment page:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:5px">88 31 05</p>
<p style="font-size:12px">Valid for 5 minutes. Available credit after payment: EUR 1,870.10.<br>Card Services, 24/7: +46 8 555 204 40. Lost or stolen card: +46 8 555 204 99.</p>
<p style="font-size:10px;color:#777">Fairbank AB (publ), Kungsgatan 18, 111 43 Stockholm. Corp. ID 556001-8812.</p>
</td></tr></table></body></html>
""")

# 42 ---------------------------------------------------------------------------
add(kind="phone_and_dates", otp=None,
    subject="Appointment reminder - Monday 14 April 2025 at 08:40",
    **{"from": "Smilecraft Dental Care <reminders@smilecraft-dental.example>"},
    to="f.ogunleye@familymail.example",
    date="2025-04-10 12:00:03 +0100",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Smilecraft Dental Care - Didsbury

Dear Folake,

This is a friendly reminder of your appointment:

  Date:      Monday 14 April 2025
  Time:      08:40 (please arrive 5 minutes early)
  With:      Dr Rhiannon Parry (GDC no. 219447)
  Type:      NHS check-up (Band 1 charge GBP 26.80)
  Patient ID: 30021

To confirm, reply YES to the text we sent to 07700 900 417, or call 0161 496 0732.
To cancel or rearrange please give us at least 24 hours' notice; missed appointments may be charged GBP 25.00.

Smilecraft Dental Care, 201 Wilmslow Road, Didsbury, Manchester M20 6RL.
Opening hours: Mon-Thu 08:00-19:00, Fri 08:00-17:00, Sat 09:00-13:00.
Out of hours emergencies: NHS 111.
""",
    html="""<html><body style="font-family:Arial;font-size:14px;color:#333">
<div style="max-width:540px;border:1px solid #8fd3d0;padding:20px">
<p style="color:#138d8a;font-size:18px"><b>Smilecraft Dental Care</b> &ndash; Didsbury</p>
<p>Dear Folake,</p>
<p>This is a friendly reminder of your appointment:</p>
<table cellpadding="4">
<tr><td>Date</td><td><b>Monday 14 April 2025</b></td></tr>
<tr><td>Time</td><td><b>08:40</b> (please arrive 5 minutes early)</td></tr>
<tr><td>With</td><td>Dr Rhiannon Parry (GDC no. 219447)</td></tr>
<tr><td>Type</td><td>NHS check-up (Band 1 charge &pound;26.80)</td></tr>
<tr><td>Patient ID</td><td>30021</td></tr>
</table>
<p>To confirm, reply YES to the text we sent to 07700 900 417, or call 0161 496 0732. To cancel or rearrange please give us at least 24 hours' notice; missed appointments may be charged &pound;25.00.</p>
<p><a href="https://smilecraft-dental.example/appointments/manage?p=30021">Manage appointment</a> &middot; <a href="https://smilecraft-dental.example/find-us">Find us</a></p>
<p style="font-size:11px;color:#888">Smilecraft Dental Care, 201 Wilmslow Road, Didsbury, Manchester M20 6RL. Opening hours: Mon&ndash;Thu 08:00&ndash;19:00, Fri 08:00&ndash;17:00, Sat 09:00&ndash;13:00. Out of hours emergencies: NHS 111.</p>
</div></body></html>
""")

# 43 ---------------------------------------------------------------------------
add(kind="decoy_codes", otp=None,
    subject="Spring is here: 25% off waterproofs with code SPRING25 🌧️",
    **{"from": "Fernhill Outdoor <news@fernhill-outdoor.example>"},
    to="kit.lawson@trailmail.example",
    date="2025-03-20 08:30:00 +0000",
    headers=[("List-Unsubscribe", "<https://fernhill-outdoor.example/unsub?e=kl8842&c=spring25>"),
             ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click"), ("Precedence", "bulk")],
    html_cte="base64",
    html="""<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e8efe6;font-family:Arial,sans-serif">
<p style="text-align:center;font-size:11px"><a href="https://fernhill-outdoor.example/email/web/spring25?e=kl8842">View online</a></p>
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td><img src="https://fernhill-outdoor.example/email/img/spring25-hero.jpg" alt="Spring sale - 25% off waterproofs" width="600"></td></tr>
<tr><td style="padding:24px;font-size:15px;color:#243b2a">
<h1 style="font-size:26px">April showers? We've got you covered.</h1>
<p>Hi Kit, as a Fernhill Trail Club member (no. FTC-0088421) you get early access: <b>25% off all waterproof jackets and trousers</b> until midnight Sunday 23 March.</p>
<table align="center" cellpadding="14" style="border:2px dashed #2e7d32;margin:16px auto"><tr><td align="center">Use code<br><span style="font-size:30px;font-weight:bold;letter-spacing:3px">SPRING25</span><br><small>at checkout, online or in store</small></td></tr></table>
<p>Plus: spend &pound;100 and get a &pound;10 gift card (card number will be e-mailed within 48 hours). Your Trail Club points: 1,245 (&pound;12.45).</p>
<table width="100%" cellpadding="8" style="font-size:13px">
<tr><td>Torridon 3L Jacket<br><s>&pound;180.00</s> <b>&pound;135.00</b></td><td>Skiddaw Overtrousers<br><s>&pound;64.00</s> <b>&pound;48.00</b></td><td>Kids' Puddle Suit<br><s>&pound;36.00</s> <b>&pound;27.00</b></td></tr>
</table>
<p align="center"><a href="https://fernhill-outdoor.example/sale/waterproofs?utm_source=email&amp;utm_campaign=spring25" style="background:#2e7d32;color:#fff;padding:12px 28px;text-decoration:none">Shop waterproofs</a></p>
<p style="font-size:11px;color:#777">Code SPRING25 valid 20&ndash;23/03/2025 on full-price waterproofs only. Cannot be combined with other offers. Excludes gift cards. One use per customer.</p>
</td></tr>
<tr><td style="padding:16px;background:#243b2a;color:#cfd8cf;font-size:11px;text-align:center">
Fernhill Outdoor Ltd, Kendal Road, Staveley LA8 9LP &middot; Company no. 06118472 &middot; VAT GB 912 4418 30<br>
<a href="https://fernhill-outdoor.example/unsub?e=kl8842&amp;c=spring25" style="color:#cfd8cf">Unsubscribe</a> &middot; <a href="https://fernhill-outdoor.example/privacy" style="color:#cfd8cf">Privacy</a></td></tr>
</table></body></html>
""")

# 44 ---------------------------------------------------------------------------
add(kind="decoy_codes", otp=None,
    subject="Invitation: Year-end tax planning webinar - Thu 4 Dec 2025 12:30",
    **{"from": "Whitcombe & Partners Chartered Accountants <events@whitcombe-partners.example>"},
    to="clients@whitcombe-partners.example",
    date="2025-11-19 15:05:44 +0000",
    text_cte="quoted-printable",
    text="""Dear Client,

As the end of the tax year approaches we would like to invite you to our free lunchtime webinar "Year-end tax planning for owner-managed businesses", presented by our tax partner Rebecca Whitcombe FCA CTA and senior manager Arjun Mehta ACA.

Date:      Thursday 4 December 2025
Time:      12:30 - 13:30 (GMT)
Platform:  MeetSpace video (no download required)

Join link: https://meet.meetspace.example/j/84322910057?pwd=WhcP2025yrEnd
Meeting ID: 843 2291 0057
Passcode:   482913
Dial-in:    +44 20 3481 5237 (UK), then meeting ID followed by #

Topics will include dividend vs. salary for 2026/27 (the dividend allowance falls to GBP 500), pension contributions, capital allowances on plant and machinery (AIA GBP 1,000,000), and Making Tax Digital for Income Tax from 6 April 2026.

CPD: 1 hour. Please reply to this e-mail by 1 December if you would like to submit a question in advance.

Kind regards

Events Team
Whitcombe & Partners
Chartered Accountants & Registered Auditors
17 Castle Street, Shrewsbury SY1 2BB  |  01743 555 480
Whitcombe & Partners LLP is a limited liability partnership registered in England and Wales, number OC339871. A list of members is available at our registered office. Registered to carry on audit work in the UK by the ICAEW.
""")

# 45 ---------------------------------------------------------------------------
add(kind="decoy_codes", otp=None,
    subject="Your Quillmate password was changed",
    **{"from": "Quillmate Security <security@quillmate.example>"},
    to="r.vasquez@inkwell-copy.example",
    date="2025-07-07 16:41:29 +0000",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Hi Rosa,

The password for your Quillmate account (r.vasquez@inkwell-copy.example, workspace "Inkwell Copywriting", 4 seats) was changed on 7 July 2025 at 16:40 UTC from Chrome on Windows (Lisbon, PT).

If you made this change, you don't need to do anything.

If you didn't, reset your password right away: https://quillmate.example/reset-password?src=pwchanged

A reminder from our security team: Quillmate will never call, text or e-mail you asking for a verification code. Scammers often write something like "please read me the 6-digit code we just sent you, e.g. 123456, to confirm your identity". Never share codes with anyone, even if they say they work for Quillmate.

Ticket numbers for any support requests start with QM- (for example QM-2291087); we never ask for your password in a ticket.

Quillmate Software Ltd, 25 Grafton Street, Dublin 2, D02 HX30.
""",
    html="""<html><body style="font-family:system-ui,Arial;font-size:14px;color:#222">
<div style="max-width:540px;margin:auto;padding:24px">
<p><b style="color:#3b5bdb">Quillmate</b></p>
<p>Hi Rosa,</p>
<p>The password for your Quillmate account (r.vasquez@inkwell-copy.example, workspace &ldquo;Inkwell Copywriting&rdquo;, 4 seats) was changed on 7 July 2025 at 16:40 UTC from Chrome on Windows (Lisbon, PT).</p>
<p>If you made this change, you don't need to do anything.</p>
<p>If you didn't, <a href="https://quillmate.example/reset-password?src=pwchanged">reset your password</a> right away.</p>
<div style="background:#fff4e6;padding:12px;border-left:4px solid #f59f00;font-size:13px">A reminder from our security team: Quillmate will never call, text or e-mail you asking for a verification code. Scammers often write something like &ldquo;please read me the 6-digit code we just sent you, e.g. <b>123456</b>, to confirm your identity&rdquo;. Never share codes with anyone, even if they say they work for Quillmate.</div>
<p style="font-size:12px;color:#666">Ticket numbers for any support requests start with QM- (for example QM-2291087); we never ask for your password in a ticket.</p>
<p style="font-size:11px;color:#999">Quillmate Software Ltd, 25 Grafton Street, Dublin 2, D02 HX30. <a href="https://quillmate.example/security">Security centre</a></p>
</div></body></html>
""")

# 46 ---------------------------------------------------------------------------
add(kind="decoy_codes", otp="773140", shown="7731 40",
    subject="Linen & Loom - your login code (and a little something)",
    **{"from": "Linen & Loom <shop@linenandloom.example>"},
    to="beatrice.quinn@homestyle-mail.example",
    date="2025-05-30 20:56:13 +0100",
    text_cte="8bit", html_cte="quoted-printable",
    text="""Linen & Loom — Handmade in Cornwall

Hello Beatrice,

Thanks for popping back! Here is your login code as requested: 7731 40 (valid for 10 minutes, please type it without the space).

While you're here, your last order #40021 (2 x stonewashed linen pillowcases, sage, £38.00) was delivered on 22/05/2025. Fancy matching sheets? Use WELCOME10 for 10% off your next order, or redeem your £5 loyalty voucher LL-5-8824 at checkout.

Linen & Loom, Unit 3 Kernow Workshops, Penryn TR10 8AE · 01326 555 019
""",
    html="""<html><body style="font-family:Georgia,serif;font-size:15px;color:#3b3a36;background:#f7f4ee">
<div style="max-width:520px;margin:auto;background:#fff;padding:26px">
<p style="text-align:center;font-size:20px;letter-spacing:3px">LINEN &amp; LOOM</p>
<p style="text-align:center;font-size:11px">Handmade in Cornwall</p>
<p>Hello Beatrice,</p>
<p>Thanks for popping back! Here is your login code as requested: <b>7731 40</b> (valid for 10 minutes, please type it without the space).</p>
<p>While you're here, your last order <a href="https://linenandloom.example/account/orders/40021">#40021</a> (2 &times; stonewashed linen pillowcases, sage, &pound;38.00) was delivered on 22/05/2025. Fancy matching sheets? Use <b>WELCOME10</b> for 10% off your next order, or redeem your &pound;5 loyalty voucher <b>LL-5-8824</b> at checkout.</p>
<p style="font-size:11px;color:#999;text-align:center">Linen &amp; Loom, Unit 3 Kernow Workshops, Penryn TR10 8AE &middot; 01326 555 019<br><a href="https://linenandloom.example/unsubscribe?c=bq40021">Unsubscribe</a></p>
</div></body></html>
""")

# 47 ---------------------------------------------------------------------------
add(kind="decoy_codes", otp=None,
    subject="Re: Case 00482913 - Intermittent broadband drop-outs [ref:BW-7731-0916]",
    **{"from": "Brightwire Broadband Support <support@brightwire.example>"},
    to="callum.reid@brightwire-customer.example",
    date="2025-10-08 17:12:55 +0100",
    headers=[("In-Reply-To", "<case-00482913.3@support.brightwire.example>"),
             ("References", "<case-00482913.1@support.brightwire.example> <case-00482913.3@support.brightwire.example>")],
    text_cte="quoted-printable",
    text="""Hello Callum,

Thank you for your patience while we looked into case 00482913.

Our line test on 08/10/2025 at 16:50 shows your connection (account BW-7731-0916, line ID FTTP0029918841, Full Fibre 500) re-synced 14 times in the last 72 hours. We've booked an engineer visit:

  Visit reference: ENG-551207
  Date:            Tuesday 14 October 2025
  Time slot:       08:00 - 13:00
  Address:         22 Caird Drive, Glasgow G11 5DT

The engineer will show ID with a badge number starting BW-E. There's no charge for this visit. As a goodwill gesture we've added a credit of GBP 12.50 to your next bill (invoice 2025-10-118834).

If you need to rearrange, please reply to this e-mail keeping the case number in the subject, or call 0141 496 0300 and quote 00482913.

Kind regards,
Eilidh
Brightwire Broadband Technical Support

Brightwire Networks Ltd, 80 George Square, Glasgow G2 1DU. Registered in Scotland SC 512770.

-----Original Message-----
From: Callum Reid
Sent: 06 October 2025 21:03
Subject: Case 00482913 - Intermittent broadband drop-outs

Internet keeps dropping every evening around 8-9pm. Router lights go orange then green again. Router serial BW5G-88-104721.
""")

# 48 ---------------------------------------------------------------------------
add(kind="delivery_code", otp="481207", shown="481 207",
    subject="Your parcel is waiting in Lockbay locker 27 - Deansgate Tesco Express",
    **{"from": "Lockbay <notifications@lockbay.example>"},
    to="w.chen.1990@parcelmail.example",
    date="2025-12-03 15:08:22 +0000",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Lockbay

Hi Wei,

Your parcel from Brightlane Books (order BL-2025-661803) has been delivered to a Lockbay locker and is ready to collect.

Locker:          Deansgate Tesco Express, 12 Deansgate, Manchester M3 2BW (locker bank MAN-014, door 27)
Delivered:       03/12/2025 at 15:06
Collect by:      10/12/2025 at 15:06 (7 days)
Tracking no.:    LB 8839 2104 56

Your collection code is 481 207. Enter it on the locker screen, or scan the QR code in the Lockbay app, and door 27 will open. This code is only for you - don't share it.

Opening hours of this location: Mon-Sun 07:00-23:00. Need help at the locker? Call 0161 555 0981.

Lockbay Ltd, 1 Spinningfields, Manchester M3 3JE. Registered in England 11447209.
""",
    html="""<html><body style="font-family:Arial;font-size:14px;background:#fff">
<div style="max-width:520px;margin:auto;border:1px solid #ddd">
<div style="background:#ff5a1f;color:#fff;padding:14px;font-size:20px;font-weight:bold">Lockbay</div>
<div style="padding:18px">
<p>Hi Wei,</p>
<p>Your parcel from <b>Brightlane Books</b> (order BL-2025-661803) has been delivered to a Lockbay locker and is ready to collect.</p>
<table cellpadding="4" style="font-size:13px">
<tr><td>Locker</td><td>Deansgate Tesco Express, 12 Deansgate, Manchester M3 2BW (locker bank MAN-014, door 27)</td></tr>
<tr><td>Delivered</td><td>03/12/2025 at 15:06</td></tr>
<tr><td>Collect by</td><td>10/12/2025 at 15:06 (7 days)</td></tr>
<tr><td>Tracking no.</td><td>LB 8839 2104 56</td></tr>
</table>
<p>Your collection code is <b style="font-size:22px">481 207</b>. Enter it on the locker screen, or scan the QR code in the Lockbay app, and door 27 will open. This code is only for you &ndash; don't share it.</p>
<p style="font-size:12px">Opening hours of this location: Mon&ndash;Sun 07:00&ndash;23:00. Need help at the locker? Call 0161 555 0981.</p>
<p><a href="https://lockbay.example/track/LB8839210456">Track parcel</a> &middot; <a href="https://lockbay.example/extend?p=LB8839210456">Extend collection time</a></p>
<p style="font-size:11px;color:#888">Lockbay Ltd, 1 Spinningfields, Manchester M3 3JE. Registered in England 11447209.</p>
</div></div></body></html>
""")

# 49 ---------------------------------------------------------------------------
add(kind="access_codes", otp=None,
    subject="Your stay at The Gannet Inn - arrival information (Booking GAN-5527)",
    **{"from": "The Gannet Inn <stay@gannet-inn.example>"},
    to="h.mcallister@roadtrip-mail.example",
    date="2025-08-14 11:30:18 +0100",
    text_cte="quoted-printable",
    text="""Dear Hamish,

We're looking forward to welcoming you to The Gannet Inn this Friday! As our little reception is only staffed 08:00-14:00, here is everything you need for a self check-in.

  Booking:        GAN-5527 (2 nights, Fri 15 - Sun 17 August 2025)
  Room:           12 "Bass Rock" (first floor, sea view)
  Check-in:       from 15:00 / check-out by 10:30
  Balance due:    GBP 236.00 (paid GBP 60.00 deposit on 02/07)

Front door key safe: the code for the grey key box to the right of the front door is 4821. Press the button, turn the dial, and your key for room 12 is inside. Please put the key back in the box when you leave on Sunday.

Wi-Fi network: GannetGuest / password: puffin-sea-1875

Parking: 2 spaces at the back (entrance via Quality Street, postcode EH39 4HP). Breakfast 08:00-09:30 in the bar, dinner bookings on 01620 555 284.

Warm regards,
Moira & Jim
The Gannet Inn, 5 Victoria Road, North Berwick EH39 4JL
""")

# 50 ---------------------------------------------------------------------------
add(kind="forwarded", otp="392660", shown="392 660",
    subject="Fwd: Your Council Tax Online verification code",
    **{"from": "Margaret Ellery <maggie.ellery@familymail.example>"},
    to="Tom Ellery <tom.ellery@workmail.example>",
    date="2025-02-05 10:24:03 +0000",
    text_cte="quoted-printable",
    text="""Tom, this came through just now, is this the number you need for Dad's council tax account? I'm not sure what to do with it. The woman on the phone said you could set it up for us. Love Mum x

Sent from my iPad

Begin forwarded message:

> From: Harrowfield Council Tax Online <noreply@counciltax.harrowfield.gov.example>
> Date: 5 February 2025 at 10:21:47 GMT
> To: maggie.ellery@familymail.example
> Subject: Your Council Tax Online verification code
>
> Harrowfield Borough Council - Council Tax Online
>
> Council tax account: 6001 4478 21
> Property: 9 Sandpiper Way, Harrowfield HF4 2JQ (Band C)
>
> Your verification code is 392 660
>
> Enter this code on the Council Tax Online website to link the account above
> to your login. The code expires 30 minutes after it was sent. Your 2025/26
> instalments of GBP 186.00 will be collected on the 15th of each month from
> April to January.
>
> If you did not request this code please call 01632 960 333.
>
> Harrowfield Borough Council, Civic Centre, Harrowfield HF1 1AB
""")

# 51 ---------------------------------------------------------------------------
add(kind="forwarded", otp=None,
    subject="Fwd: Invoice 2025-0417 from Dunmore Plumbing & Heating",
    **{"from": "Gareth Pryce <gareth.pryce@homeowner-mail.example>"},
    to="accounts@pryce-lettings.example",
    date="2025-04-22 08:47:31 +0100",
    text_cte="7bit",
    text="""Hi Sian,

Forwarding the plumber's invoice for the boiler service at Flat 3, 41 Cathedral
Road. Can you pay it from the lettings account and recharge 50% to the landlord
under clause 7.2? Original attached.

Thanks,
Gareth
""",
    attach_msg=dict(
        subject="Invoice 2025-0417 from Dunmore Plumbing & Heating",
        **{"from": "Dunmore Plumbing & Heating <office@dunmore-plumbing.example>"},
        to="gareth.pryce@homeowner-mail.example",
        date="2025-04-18 16:02:12 +0100",
        text_cte="quoted-printable",
        text="""Dear Mr Pryce,

Please find below our invoice for work carried out on 16/04/2025.

INVOICE No. 2025-0417            Date: 18/04/2025        Customer ref: PRY-003
Site: Flat 3, 41 Cathedral Road, Cardiff CF11 9HB

  Annual boiler service (Worcester Greenstar 30i, serial 87101 0447 201)   GBP  85.00
  Replace condensate trap (part 87161 0621)                                 GBP  38.50
  Gas Safe landlord certificate (CP12) - cert no. 5518 2290 4471            GBP  45.00
                                                              Subtotal      GBP 168.50
                                                              VAT 20%       GBP  33.70
                                                              TOTAL DUE     GBP 202.20

Payment within 14 days please, by bank transfer:
  Account name: Dunmore Plumbing & Heating Ltd
  Sort code 30-94-57, account 70112284, reference 2025-0417

Gas Safe registration no. 551903. Next service due April 2026.

Many thanks,
Rhys Dunmore
Dunmore Plumbing & Heating Ltd, 7 Heol y Nant, Whitchurch, Cardiff CF14 1AR
Tel 029 2055 0417 | Company no. 10887341 | VAT no. 271 5544 09
"""))

# 52 ---------------------------------------------------------------------------
add(kind="foreign_footer", otp="5G7TQ2",
    subject="Tiendalia: verification code for your account",
    **{"from": "Tiendalia <cuenta@tiendalia.example>"},
    to="george.hampton@expatmail.example",
    date="2025-09-25 13:14:50 +0200",
    text_cte="8bit", html_cte="base64",
    text="""TIENDALIA - Everything for your home, delivered across Spain

Hello George,

We've noticed you are trying to access your Tiendalia account from a new device. For your security, and as required by the European Payment Services Directive (PSD2) for accounts with a saved payment method, please confirm it is you by entering the verification code 5G7TQ2 on the screen. It is valid for 15 minutes (until 13:29 CEST). If you have already closed the page, you will need to start again.

Your pending order TD-7748120 (1 x garden parasol 3 m, 2 x cushions, €149.97) will be delivered to C/ Mayor 18, 2ºB, 03710 Calp (Alicante) between 29/09 and 01/10.

Thank you for shopping with us,
The Tiendalia team

---
TIENDALIA COMERCIO ELECTRÓNICO, S.L. - CIF B-98452217 - Avda. de Aragón 30, 46021 Valencia. Inscrita en el Registro Mercantil de Valencia, tomo 10.244, libro 7.526, folio 91, hoja V-177403, inscripción 1ª.
AVISO LEGAL: Este mensaje se dirige exclusivamente a su destinatario y puede contener información privilegiada o confidencial. Si no es Ud. el destinatario indicado, queda notificado de que la utilización, divulgación y/o copia sin autorización está prohibida en virtud de la legislación vigente. Atención al cliente: 960 555 318 (L-V 9:00-19:00).
""",
    html="""<!doctype html><html><head><meta charset="utf-8"></head><body style="font-family:Arial;font-size:14px;color:#333">
<table width="600" align="center" cellpadding="0" cellspacing="0">
<tr><td style="background:#e85d04;color:#fff;padding:16px;font-size:22px;font-weight:bold">TIENDALIA <span style="font-size:12px;font-weight:normal">Everything for your home, delivered across Spain</span></td></tr>
<tr><td style="padding:22px">
<p>Hello George,</p>
<p>We've noticed you are trying to access your Tiendalia account from a new device. For your security, and as required by the European Payment Services Directive (PSD2) for accounts with a saved payment method, please confirm it is you by entering the verification code <b style="font-size:18px;letter-spacing:2px">5G7TQ2</b> on the screen. It is valid for 15 minutes (until 13:29 CEST). If you have already closed the page, you will need to start again.</p>
<p>Your pending order <a href="https://www.tiendalia.example/mi-cuenta/pedidos/TD-7748120">TD-7748120</a> (1 &times; garden parasol 3&nbsp;m, 2 &times; cushions, &euro;149.97) will be delivered to C/ Mayor 18, 2&ordm;B, 03710 Calp (Alicante) between 29/09 and 01/10.</p>
<p>Thank you for shopping with us,<br>The Tiendalia team</p>
</td></tr>
<tr><td style="padding:14px;font-size:9px;color:#888;border-top:1px solid #eee">
TIENDALIA COMERCIO ELECTRÓNICO, S.L. &ndash; CIF B-98452217 &ndash; Avda. de Aragón 30, 46021 Valencia. Inscrita en el Registro Mercantil de Valencia, tomo 10.244, libro 7.526, folio 91, hoja V-177403, inscripción 1ª.<br>
AVISO LEGAL: Este mensaje se dirige exclusivamente a su destinatario y puede contener información privilegiada o confidencial. Si no es Ud. el destinatario indicado, queda notificado de que la utilización, divulgación y/o copia sin autorización está prohibida en virtud de la legislación vigente. Atención al cliente: 960 555 318 (L&ndash;V 9:00&ndash;19:00). <a href="https://www.tiendalia.example/politica-de-privacidad">Política de privacidad</a> &middot; <a href="https://www.tiendalia.example/baja?u=gh7748">Darse de baja</a>
</td></tr></table></body></html>
""")

# 53 ---------------------------------------------------------------------------
add(kind="payment_reference", otp=None,
    subject="Rent due 1 November - payment details for 7 Larkspur Mews",
    **{"from": "Oakridge Property Management <rent@oakridge-pm.example>"},
    to="sofia.marchetti@tenantmail.example",
    date="2025-10-24 09:05:00 +0100",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Dear Sofia,

This is a reminder that your rent of GBP 1,125.00 for 7 Larkspur Mews, Bath BA2 3QD (tenancy ref. OPM-T-20419) is due on Saturday 1 November 2025.

Please pay by bank transfer to our client account:

  Account name:        Oakridge Property Management Client Account
  Sort code:           20-71-64
  Account number:      43908812
  IBAN:                GB29 NWBK 2071 6443 9088 12
  Payment reference:   RF18 5390 0754 7034

Please always use the payment reference exactly as shown so we can match your payment. Your deposit of GBP 1,298.00 is protected with the Tenancy Deposit Scheme (certificate 0051-7723-1190).

Your annual gas safety inspection is booked for 12/11/2025 between 09:00 and 12:00; the key safe PIN at the property office has not changed.

Kind regards,
Accounts Team
Oakridge Property Management, 3 Queen Square, Bath BA1 2HJ. Tel 01225 555 611.
Oakridge Property Management Ltd is a member of Propertymark (C0045718) and the Property Redress Scheme (PRS018244).
""",
    html="""<html><body style="font-family:Calibri,Arial;font-size:14px">
<p>Dear Sofia,</p>
<p>This is a reminder that your rent of <b>&pound;1,125.00</b> for 7 Larkspur Mews, Bath BA2 3QD (tenancy ref. OPM-T-20419) is due on <b>Saturday 1 November 2025</b>.</p>
<p>Please pay by bank transfer to our client account:</p>
<table cellpadding="4" border="1" style="border-collapse:collapse;font-size:13px">
<tr><td>Account name</td><td>Oakridge Property Management Client Account</td></tr>
<tr><td>Sort code</td><td>20-71-64</td></tr>
<tr><td>Account number</td><td>43908812</td></tr>
<tr><td>IBAN</td><td>GB29 NWBK 2071 6443 9088 12</td></tr>
<tr><td>Payment reference</td><td><b>RF18 5390 0754 7034</b></td></tr>
</table>
<p>Please always use the payment reference exactly as shown so we can match your payment. Your deposit of &pound;1,298.00 is protected with the Tenancy Deposit Scheme (certificate 0051-7723-1190).</p>
<p>Your annual gas safety inspection is booked for 12/11/2025 between 09:00 and 12:00; the key safe PIN at the property office has not changed.</p>
<p>Kind regards,<br>Accounts Team<br>Oakridge Property Management, 3 Queen Square, Bath BA1 2HJ. Tel 01225 555 611.</p>
<p style="font-size:10px;color:#666">Oakridge Property Management Ltd is a member of Propertymark (C0045718) and the Property Redress Scheme (PRS018244). <a href="https://tenants.oakridge-pm.example/portal">Tenant portal</a></p>
</body></html>
""")

# 54 ---------------------------------------------------------------------------
add(kind="expired_code", otp=None,
    subject="Your Paperlane sign-in code has expired",
    **{"from": "Paperlane eSign <notifications@paperlane.example>"},
    to="d.kowalski@kowalski-architects.example",
    date="2025-06-30 10:22:41 +0200",
    html_cte="quoted-printable",
    html="""<html><body style="font-family:Helvetica,Arial;font-size:14px;color:#2b2b2b">
<div style="max-width:560px;margin:auto;padding:24px;border:1px solid #e4e4e4">
<p><img src="https://cdn.paperlane.example/brand/paperlane-email.png" alt="Paperlane" height="28"></p>
<p>Hello Dariusz,</p>
<p>The sign-in code we sent you at 10:02 (904 331) expired after 15 minutes without being used, so we've cancelled it. No new code has been sent.</p>
<p>You still have a document waiting for your signature: <b>&ldquo;Lease renewal &ndash; Unit 4B, Riverside Studios&rdquo;</b> (envelope ID 7F21-A8C0-4D19, sent by Holloway Estates on 27/06/2025, 3 pages, expires 11/07/2025).</p>
<p>To sign, open the document from the original invitation e-mail or go to <a href="https://app.paperlane.example/signin">app.paperlane.example</a> and request a new code.</p>
<p style="font-size:12px;color:#777">Didn't try to sign in? You can ignore this e-mail.</p>
<p style="font-size:11px;color:#999">Paperlane B.V., Herengracht 420, 1017 BZ Amsterdam. KvK 81220947. <a href="https://paperlane.example/legal/privacy">Privacy</a> &middot; <a href="https://paperlane.example/support">Support</a></p>
</div></body></html>
""")

# 55 ---------------------------------------------------------------------------
add(kind="numbers_on_code_line", otp="630914", shown="630 914",
    subject="Tilbury Pensions - online account security",
    **{"from": "Tilbury Pensions <online.services@tilbury-pensions.example>"},
    to="brian.ashworth@retiredmail.example",
    date="2025-03-06 15:50:12 +0000",
    text_cte="7bit",
    text="""TILBURY PENSIONS - ONLINE SERVICES
====================================================================

Dear Mr Ashworth

Thank you for contacting Tilbury Pensions. In order to complete the change of
bank details you requested on our website today we need to confirm the request
with the information below. Please check all details carefully before entering
anything.

Plan 55-1029-33 | Code 630 914 | Valid until 16:05 | Ref 7782

Please enter the code only (6 digits) in the box labelled "Security code" on
the confirmation page. The plan number and reference number are shown for your
records and should not be entered.

New bank details: sort code ending 41, account ending 0086. Your next monthly
pension payment of GBP 1,412.66 will be paid on 28/03/2025.

If you did not request this change, please telephone us immediately on
0345 555 0142 (Monday to Friday 8.30am to 5.30pm) quoting reference 7782.

Yours sincerely
Member Services

Tilbury Pensions Limited, Tilbury House, 12 Dock Road, Tilbury RM18 7BH.
Registered in England and Wales No. 02554101. Authorised and regulated by the
Financial Conduct Authority.
""")

# 56 ---------------------------------------------------------------------------
add(kind="numbers_on_code_line", otp="247905",
    subject="Cobalt Mutual: confirm your claim portal login",
    **{"from": "Cobalt Mutual Insurance <claims-portal@cobaltmutual.example>"},
    to="t.nakamura@postmail.example",
    date="2025-04-03 14:22:50 +0100",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Cobalt Mutual Insurance - Claims Portal

Dear Takeshi Nakamura,

You are logging in to follow your home insurance claim. Details of this request:

Policy CM-2291-0087 / Claim 44812 / Verification 24 79 05 / 03.04.2025 14:22

Enter the verification number shown above (6 digits) on the login page. It expires in 10 minutes.

Claim 44812: escape of water, kitchen, reported 21.03.2025. Loss adjuster visit completed 28.03.2025. Excess: GBP 350.00. Status: awaiting contractor quote (ref Q-10921).

Cobalt Mutual Insurance Society Ltd, Cobalt House, 9 Lowther Street, Carlisle CA3 8DA. Authorised by the PRA and regulated by the FCA and the PRA (FRN 110072). Claims line 0800 555 0990.
""",
    html="""<html><body style="font-family:Arial;font-size:14px;color:#102a43">
<table width="600" cellpadding="18" style="border:1px solid #bcccdc">
<tr><td style="background:#0047ab;color:#fff;font-size:18px">Cobalt Mutual Insurance &ndash; Claims Portal</td></tr>
<tr><td>
<p>Dear Takeshi Nakamura,</p>
<p>You are logging in to follow your home insurance claim. Details of this request:</p>
<p style="background:#f0f4f8;padding:10px;font-family:Consolas,monospace">Policy CM-2291-0087 / Claim 44812 / Verification <b><span>2</span><span>4</span> <span>7</span><span>9</span> <span>0</span><span>5</span></b> / 03.04.2025 14:22</p>
<p>Enter the verification number shown above (6 digits) on the login page. It expires in 10 minutes.</p>
<p style="font-size:13px">Claim 44812: escape of water, kitchen, reported 21.03.2025. Loss adjuster visit completed 28.03.2025. Excess: &pound;350.00. Status: awaiting contractor quote (ref Q-10921).</p>
<p style="font-size:10px;color:#627d98">Cobalt Mutual Insurance Society Ltd, Cobalt House, 9 Lowther Street, Carlisle CA3 8DA. Authorised by the PRA and regulated by the FCA and the PRA (FRN 110072). Claims line 0800 555 0990. <a href="https://www.cobaltmutual.example/claims/44812">View claim</a></p>
</td></tr></table></body></html>
""")

# 57 ---------------------------------------------------------------------------
add(kind="code_and_link", otp="407193", shown="40 71 93",
    link="https://vehicles.transport.gov.example/account/confirm-email?cid=VL-8a2f91e0c47d4b35&tok=e3c9a7b1f0d2485e96a1c4b7d8e2f053",
    subject="Confirm your email address - Vehicle Licensing Online",
    **{"from": "Vehicle Licensing Online <noreply@vehicles.transport.gov.example>"},
    to="aled.griffiths@cymru-mail.example",
    date="2025-09-01 08:36:27 +0100",
    text_cte="7bit", html_cte="quoted-printable",
    text="""GOV.EXAMPLE

Vehicle Licensing Online

Confirm your email address

Dear Aled Griffiths,

You need to confirm your email address before you can use your vehicle
licensing account to tax a vehicle, make a SORN or tell us you've sold a vehicle.

Either enter this confirmation code on the 'Check your email' page: 40 71 93

or open this link:
https://vehicles.transport.gov.example/account/confirm-email?cid=VL-8a2f91e0c47d4b35&tok=e3c9a7b1f0d2485e96a1c4b7d8e2f053

The code and link expire in 1 hour.

Your driving licence number ending 9AG8 is linked to this account. Vehicle tax for
CN19 XKP (reminder V11 reference 4471 2204 9918 3302) is due by 30 September 2025:
12 months GBP 195.00, or 12 monthly direct debit payments of GBP 17.06.

Vehicle Licensing Online
Telephone: 0300 790 6802, Monday to Friday, 8am to 7pm, Saturday 8am to 2pm
Find out about call charges: https://www.gov.example/call-charges
""",
    html="""<html><body style="font-family:Arial,sans-serif;font-size:16px;color:#0b0c0c;margin:0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#0b0c0c;padding:10px 20px;color:#fff;font-weight:bold;font-size:24px">GOV.EXAMPLE</td></tr></table>
<table width="580" cellpadding="20" cellspacing="0"><tr><td>
<p style="font-size:19px;font-weight:bold">Vehicle Licensing Online</p>
<h1 style="font-size:28px">Confirm your email address</h1>
<p>Dear Aled Griffiths,</p>
<p>You need to confirm your email address before you can use your vehicle licensing account to tax a vehicle, make a SORN or tell us you've sold a vehicle.</p>
<p>Either enter this confirmation code on the &lsquo;Check your email&rsquo; page:</p>
<p style="border-left:10px solid #b1b4b6;padding:15px;font-size:24px;font-weight:bold">40 71 93</p>
<p>or <a href="https://vehicles.transport.gov.example/account/confirm-email?cid=VL-8a2f91e0c47d4b35&amp;tok=e3c9a7b1f0d2485e96a1c4b7d8e2f053" style="color:#1d70b8">confirm your email address</a>.</p>
<p>The code and link expire in 1 hour.</p>
<p>Your driving licence number ending 9AG8 is linked to this account. Vehicle tax for CN19 XKP (reminder V11 reference 4471 2204 9918 3302) is due by 30 September 2025: 12 months &pound;195.00, or 12 monthly direct debit payments of &pound;17.06.</p>
<hr style="border:0;border-top:1px solid #b1b4b6">
<p style="font-size:14px">Vehicle Licensing Online<br>Telephone: 0300 790 6802, Monday to Friday, 8am to 7pm, Saturday 8am to 2pm<br><a href="https://www.gov.example/call-charges" style="color:#1d70b8">Find out about call charges</a></p>
</td></tr></table></body></html>
""")

# 58 ---------------------------------------------------------------------------
add(kind="code_and_link", otp="294718",
    link="https://t.swapsy.example/r/?id=hc81d2e,9f0a3b7,4c2e1d8&p1=verify&rd=https%3A%2F%2Fswapsy.example%2Fverify%2F7b0e4f2a91c8d3e6%3Fu%3D2201884",
    link_alt=["https://swapsy.example/verify/7b0e4f2a91c8d3e6?u=2201884"],
    subject="Verify your email for Swapsy",
    **{"from": "Swapsy <team@swapsy.example>"},
    to="ellie_b_2001@freshmail.example",
    date="2025-10-11 13:17:09 +0100",
    text_cte="quoted-printable", html_cte="base64",
    text="""Swapsy - swap clothes, not the planet

Hey ellie_b_2001!

Welcome to Swapsy. To start swapping, verify your email with this code:

2 9 4 7 1 8

or tap this link: https://swapsy.example/verify/7b0e4f2a91c8d3e6?u=2201884

Heads up: your first 3 swaps have free postage (up to 2 kg, Royal Post Tracked 48). There are 1,280 items in size 10 near SE15 right now.

Swapsy Ltd, 68 Rye Lane, London SE15 5BY. Company no. 13390124.
Don't want these e-mails? https://swapsy.example/settings/email?u=2201884
""",
    html="""<!doctype html><html><head><meta charset="utf-8"></head><body style="font-family:'Poppins',Arial,sans-serif;background:#fdf2f8;font-size:15px;color:#3b0a2a">
<div style="max-width:480px;margin:auto;background:#fff;padding:30px;border-radius:18px">
<p style="font-size:22px;font-weight:700;color:#db2777">swapsy</p>
<p>Hey ellie_b_2001!</p>
<p>Welcome to Swapsy. To start swapping, verify your email with this code:</p>
<table align="center" cellspacing="6"><tr>
<td style="border:2px solid #db2777;border-radius:8px;padding:8px 12px;font-size:26px;font-weight:700"><span>2</span></td>
<td style="border:2px solid #db2777;border-radius:8px;padding:8px 12px;font-size:26px;font-weight:700"><span>9</span></td>
<td style="border:2px solid #db2777;border-radius:8px;padding:8px 12px;font-size:26px;font-weight:700"><span>4</span></td>
<td style="border:2px solid #db2777;border-radius:8px;padding:8px 12px;font-size:26px;font-weight:700"><span>7</span></td>
<td style="border:2px solid #db2777;border-radius:8px;padding:8px 12px;font-size:26px;font-weight:700"><span>1</span></td>
<td style="border:2px solid #db2777;border-radius:8px;padding:8px 12px;font-size:26px;font-weight:700"><span>8</span></td>
</tr></table>
<p style="text-align:center">or</p>
<p style="text-align:center"><a href="https://t.swapsy.example/r/?id=hc81d2e,9f0a3b7,4c2e1d8&amp;p1=verify&amp;rd=https%3A%2F%2Fswapsy.example%2Fverify%2F7b0e4f2a91c8d3e6%3Fu%3D2201884" style="background:#db2777;color:#fff;padding:12px 26px;border-radius:30px;text-decoration:none;font-weight:600">Verify my email</a></p>
<p style="font-size:13px;color:#6b4a5e">Heads up: your first 3 swaps have free postage (up to 2&nbsp;kg, Royal Post Tracked 48). There are 1,280 items in size 10 near SE15 right now. <a href="https://t.swapsy.example/r/?id=hc81d2e,9f0a3b7,77aa01&amp;p1=browse">Have a look</a></p>
<p style="text-align:center"><a href="https://t.swapsy.example/r/?id=hc81d2e,9f0a3b7,tt01&amp;p1=tiktok"><img src="https://img.swapsy.example/e/tiktok.png" alt="TikTok" width="22"></a> <a href="https://t.swapsy.example/r/?id=hc81d2e,9f0a3b7,ig01&amp;p1=instagram"><img src="https://img.swapsy.example/e/ig.png" alt="Instagram" width="22"></a></p>
<p style="font-size:11px;color:#a08396;text-align:center">Swapsy Ltd, 68 Rye Lane, London SE15 5BY. Company no. 13390124.<br><a href="https://swapsy.example/settings/email?u=2201884">Email settings</a></p>
<img src="https://t.swapsy.example/o/?id=hc81d2e,9f0a3b7" width="1" height="1" alt="">
</div></body></html>
""")

# 59 ---------------------------------------------------------------------------
add(kind="security_alert", otp=None,
    subject="New sign-in to your Cardinal Cloud account",
    **{"from": "Cardinal Cloud <no-reply@accounts.cardinalcloud.example>"},
    to="f.amari@studio-amari.example",
    date="2025-12-09 07:31:52 +0000",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Cardinal Cloud

New sign-in to your account

f.amari@studio-amari.example

We noticed a new sign-in to your Cardinal Cloud account on a Linux device. If this was you, you don't need to do anything. If not, we'll help you secure your account.

  When:     Tuesday, 9 December 2025, 07:30 GMT
  Device:   Linux, Firefox 145
  Near:     Leeds, England, UK
  IP:       192.0.2.58

Check activity: https://myaccount.cardinalcloud.example/notifications?ev=nsi_20251209_0730&authuser=0

You can also see security activity at https://myaccount.cardinalcloud.example/security

You received this email to let you know about important changes to your Cardinal Cloud account and services.
(c) 2025 Cardinal Cloud LLC, 400 Cardinal Way, Austin, TX 78701, USA
""",
    html="""<html><body style="font-family:Roboto,Arial,sans-serif;font-size:14px;color:#202124">
<table width="520" align="center" cellpadding="24" style="border:1px solid #dadce0;border-radius:8px">
<tr><td align="center" style="border-bottom:1px solid #dadce0">
<p style="color:#c5221f;font-size:20px;font-weight:bold">Cardinal Cloud</p>
<p style="font-size:22px">New sign-in to your account</p>
<p style="font-size:13px">f.amari@studio-amari.example</p></td></tr>
<tr><td>
<p>We noticed a new sign-in to your Cardinal Cloud account on a Linux device. If this was you, you don't need to do anything. If not, we'll help you secure your account.</p>
<table cellpadding="3" style="font-size:13px;color:#5f6368"><tr><td>When</td><td>Tuesday, 9 December 2025, 07:30 GMT</td></tr><tr><td>Device</td><td>Linux, Firefox 145</td></tr><tr><td>Near</td><td>Leeds, England, UK</td></tr><tr><td>IP</td><td>192.0.2.58</td></tr></table>
<p align="center"><a href="https://myaccount.cardinalcloud.example/notifications?ev=nsi_20251209_0730&amp;authuser=0" style="background:#1a73e8;color:#fff;padding:10px 24px;border-radius:4px;text-decoration:none">Check activity</a></p>
<p style="font-size:12px;color:#5f6368">You can also see security activity at <a href="https://myaccount.cardinalcloud.example/security">myaccount.cardinalcloud.example/security</a></p>
</td></tr>
<tr><td style="font-size:11px;color:#5f6368;text-align:center">You received this email to let you know about important changes to your Cardinal Cloud account and services.<br>&copy; 2025 Cardinal Cloud LLC, 400 Cardinal Way, Austin, TX 78701, USA</td></tr>
</table></body></html>
""")

# 60 ---------------------------------------------------------------------------
add(kind="magic_link", otp=None,
    link="https://www.rutamar-ferries.example/en/my-account/reset-password?token=RM.pw.4e81c0d7b9a2463f85e1c7d0a9b3f216&email=kerry.walsh%40islandmail.example",
    subject="Rutamar Ferries - reset your password",
    **{"from": "Rutamar Ferries <clientes@rutamar-ferries.example>"},
    to="kerry.walsh@islandmail.example",
    date="2025-07-28 23:12:04 +0200",
    text_cte="8bit", html_cte="base64",
    text="""RUTAMAR FERRIES - Balearic Islands · Mainland

Dear Kerry Walsh,

We have received a request to reset the password of your Rutamar Ferries account. Please use the following link to choose a new password. For security reasons the link will expire in 2 hours and can only be used once:

https://www.rutamar-ferries.example/en/my-account/reset-password?token=RM.pw.4e81c0d7b9a2463f85e1c7d0a9b3f216&email=kerry.walsh%40islandmail.example

Your next sailing: booking RMF-88K3Q, Dénia → Ibiza, 02/08/2025 08:00, 2 adults + car (registration ending 41K), boarding closes 07:15 at Dénia port, gate B.

If you didn't request this, you can ignore this e-mail, your password will stay the same.

Rutamar Ferries customer service: +34 965 555 172 (daily 8:00-22:00)

--
RUTAMAR NAVIERA, S.A. · CIF A-03119820 · Muelle de la Pansa s/n, 03700 Dénia (Alicante)
De conformidad con lo establecido en el RGPD y la LOPDGDD, le informamos de que sus datos personales son tratados por Rutamar Naviera, S.A. con la finalidad de gestionar su cuenta de cliente. Para más información consulte nuestra política de privacidad en www.rutamar-ferries.example/privacidad.
""",
    html="""<!doctype html><html><head><meta charset="utf-8"></head><body style="font-family:Arial;font-size:14px;color:#12344d;background:#eaf4fb">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#005b96;color:#fff;padding:16px;font-size:20px">RUTAMAR FERRIES <span style="font-size:12px">Balearic Islands &middot; Mainland</span></td></tr>
<tr><td style="padding:22px">
<p>Dear Kerry Walsh,</p>
<p>We have received a request to reset the password of your Rutamar Ferries account. Please click the button below to choose a new password. For security reasons the link will expire in 2 hours and can only be used once.</p>
<p align="center"><a href="https://www.rutamar-ferries.example/en/my-account/reset-password?token=RM.pw.4e81c0d7b9a2463f85e1c7d0a9b3f216&amp;email=kerry.walsh%40islandmail.example" style="background:#f7931e;color:#fff;padding:12px 26px;text-decoration:none;font-weight:bold">Reset password</a></p>
<p style="font-size:13px;background:#f2f8fc;padding:10px">Your next sailing: booking <b>RMF-88K3Q</b>, Dénia &rarr; Ibiza, 02/08/2025 08:00, 2 adults + car (registration ending 41K), boarding closes 07:15 at Dénia port, gate B. <a href="https://www.rutamar-ferries.example/en/my-account/bookings/RMF-88K3Q">View booking</a></p>
<p>If you didn't request this, you can ignore this e-mail, your password will stay the same.</p>
<p>Rutamar Ferries customer service: +34 965 555 172 (daily 8:00&ndash;22:00)</p>
</td></tr>
<tr><td style="padding:14px;font-size:10px;color:#6b8294;border-top:1px solid #ddd">RUTAMAR NAVIERA, S.A. &middot; CIF A-03119820 &middot; Muelle de la Pansa s/n, 03700 Dénia (Alicante)<br>
De conformidad con lo establecido en el RGPD y la LOPDGDD, le informamos de que sus datos personales son tratados por Rutamar Naviera, S.A. con la finalidad de gestionar su cuenta de cliente. Para más información consulte nuestra <a href="https://www.rutamar-ferries.example/privacidad">política de privacidad</a>.</td></tr>
</table></body></html>
""")


if __name__ == "__main__":
    main()
