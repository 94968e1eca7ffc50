#!/usr/bin/env python3
"""Hand-written labelled test mail for a one-time-code / magic-link extractor.

Every message below is written by hand as Python data.  Running this script writes
ig-NNNN.eml files plus labels.jsonl into the directory of this script and validates them.
Standard library only.
"""
import html as htmlmod
import json
import os
import re
import struct
import sys
import zlib
from email import policy
from email.message import EmailMessage
from email.parser import BytesParser
from email.utils import parsedate_to_datetime
from html.parser import HTMLParser

OUT = os.path.dirname(os.path.abspath(__file__))
PREFIX = "ig"
LANG = "en"
ALLOWED_TLDS = (".example", ".test", ".invalid")

MESSAGES = []


def M(**kw):
    """Register one hand-written message."""
    MESSAGES.append(kw)


def make_png(w, h, rgb, stripe=None):
    """A small valid PNG (solid colour, optional horizontal stripe)."""
    rows = []
    for y in range(h):
        col = stripe if (stripe and h // 3 <= y < 2 * h // 3) else rgb
        rows.append(b"\x00" + bytes(col) * w)
    raw = b"".join(rows)

    def chunk(t, d):
        c = struct.pack(">I", len(d)) + t + d
        return c + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))


def auto_cte(s):
    try:
        s.encode("ascii")
        return "7bit"
    except UnicodeEncodeError:
        return "8bit"


def build_message(m):
    msg = EmailMessage(policy=policy.default)
    msg["From"] = m["frm"]
    msg["To"] = m["to"]
    msg["Subject"] = m["subject"]
    msg["Date"] = m["date"]
    dom = re.search(r"@([A-Za-z0-9.-]+)", m["frm"]).group(1)
    h = zlib.crc32((m["subject"] + m["date"]).encode("utf-8"))
    msg["Message-ID"] = "<%s.%08x.%d@%s>" % (
        m.get("mid", "m"), h, 1700000000 + (h % 90000000), dom)
    for k, v in m.get("headers", []):
        msg[k] = v
    text, body_html = m.get("text"), m.get("html")
    if text is not None:
        msg.set_content(text, subtype="plain", cte=m.get("tcte") or auto_cte(text))
        if body_html is not None:
            msg.add_alternative(body_html, subtype="html",
                                cte=m.get("hcte") or "quoted-printable")
    else:
        msg.set_content(body_html, subtype="html", cte=m.get("hcte") or "quoted-printable")
    img = m.get("image")
    if img is None:
        for part in list(msg.walk())[1:]:
            del part["MIME-Version"]
    if img:
        hpart = msg if text is None else msg.get_payload()[1]
        data = make_png(img.get("w", 240), img.get("h", 60), img.get("rgb", (240, 240, 240)),
                        img.get("stripe"))
        hpart.add_related(data, "image", "png", cid="<%s>" % img["cid"],
                          disposition="inline", filename=img.get("filename", "image.png"))
    if img:
        for part in list(msg.walk())[1:]:
            del part["MIME-Version"]
    return msg


# ---------------------------------------------------------------- validation helpers
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


def scan_html(h):
    p = _Scan()
    p.feed(h)
    p.close()
    return p


def compact(s):
    return re.sub(r"[\s\u00a0\u200b\-\u2011\u2013\.]", "", s)


URL_RE = re.compile(r"https?://[^\s\"'<>)\]]+")


def validate(path, m):
    errors = []
    with open(path, "rb") as f:
        msg = BytesParser(policy=policy.default).parse(f)
    for part in msg.walk():
        if part.defects:
            errors.append("defects %r" % part.defects)
        for k in part.keys():
            d = getattr(part[k], "defects", None)
            if d:
                errors.append("header %s defects %r" % (k, d))
    subject = str(msg["subject"])
    dt = parsedate_to_datetime(m["date"])
    if dt.strftime("%a") != m["date"][:3] or str(msg["date"]) != m["date"]:
        errors.append("Date %r wrong or rewritten (weekday is %s)" % (m["date"], dt.strftime("%a")))
    texts, htmls = [], []
    for part in msg.walk():
        ct = part.get_content_type()
        if ct == "text/plain":
            texts.append(part.get_content())
        elif ct == "text/html":
            htmls.append(part.get_content())
    hrefs, alts, htexts = [], [], []
    for h in htmls:
        s = scan_html(h)
        hrefs += s.hrefs
        alts += s.alts
        htexts.append("".join(s.text))
    sources = [subject] + texts + htexts + alts
    otp = m.get("otp")
    if otp is not None:
        if not re.fullmatch(r"[A-Za-z0-9]{4,8}", otp):
            errors.append("odd otp %r" % otp)
        if not any(otp in s for s in sources) and not any(otp in compact(s) for s in sources):
            errors.append("otp %r not found" % otp)
        if m.get("only_subject") and any(otp in compact(s) for s in texts + htexts + alts):
            errors.append("subject_only otp leaks into body")
        if m.get("only_alt") and any(otp in compact(s) for s in [subject] + texts + htexts):
            errors.append("alt_text_only otp leaks outside alt")
    link = m.get("link")
    if link is not None:
        if htmls:
            if link not in hrefs:
                errors.append("link not an href: %s" % link)
        elif not any(link in URL_RE.findall(t) for t in texts):
            errors.append("link not in text: %s" % link)
    for alt in m.get("link_alt") or []:
        if not (alt in hrefs or any(alt in URL_RE.findall(t) for t in texts)
                or any(alt in t for t in htexts)):
            errors.append("link_alt not found: %s" % alt)
    # every URL must use a reserved TLD
    all_urls = list(hrefs)
    for h in htmls:
        all_urls += scan_html(h).srcs
    for t in texts + htexts:
        all_urls += URL_RE.findall(t)
    for u in all_urls:
        mm = re.match(r"https?://([^/:?#]+)", u)
        if mm and not mm.group(1).lower().endswith(ALLOWED_TLDS):
            errors.append("non-reserved domain in %s" % u)
    for addr_h in ("from", "to"):
        for a in msg[addr_h].addresses:
            if not a.domain.lower().endswith(ALLOWED_TLDS):
                errors.append("non-reserved address domain %s" % a.domain)
    return errors


def main():
    counters = {}
    labels = []
    all_errors = []
    families = set()
    for old in os.listdir(OUT):
        if old.startswith(PREFIX + "-") and old.endswith(".eml"):
            os.remove(os.path.join(OUT, old))
    for i, m in enumerate(MESSAGES, 1):
        name = "%s-%04d.eml" % (PREFIX, i)
        kind = m["kind"]
        counters[kind] = counters.get(kind, 0) + 1
        family = m.get("family") or "%s-%s-%02d" % (PREFIX, kind, counters[kind])
        if family in families:
            all_errors.append("%s: duplicate family %s" % (name, family))
        families.add(family)
        msg = build_message(m)
        path = os.path.join(OUT, name)
        with open(path, "wb") as f:
            f.write(msg.as_bytes(policy=policy.default))
        for e in validate(path, m):
            all_errors.append("%s: %s" % (name, e))
        rec = {"file": name, "otp": m.get("otp"), "link": m.get("link"), "kind": kind,
               "lang": m.get("lang", LANG), "family": family}
        if m.get("link_alt"):
            rec["link_alt"] = list(m["link_alt"])
        labels.append(rec)
    with open(os.path.join(OUT, "labels.jsonl"), "w", encoding="utf-8") as f:
        for r in labels:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    n = len(labels)
    code = sum(1 for r in labels if r["otp"])
    link = sum(1 for r in labels if r["link"])
    both = sum(1 for r in labels if r["otp"] and r["link"])
    neither = sum(1 for r in labels if not r["otp"] and not r["link"])
    print("messages: %d  code: %d  link: %d  both: %d  neither: %d" % (n, code, link, both, neither))
    by_kind = {}
    for r in labels:
        by_kind[r["kind"]] = by_kind.get(r["kind"], 0) + 1
    for k in sorted(by_kind):
        print("  %-22s %d" % (k, by_kind[k]))
    if all_errors:
        print("VALIDATION FAILED:")
        for e in all_errors:
            print("  " + e)
        sys.exit(1)
    print("validation passed")


# ==================================================================== messages

# ---------------------------------------------------------------- batch 1 (1-12)

# 1 magic sign-in link, tracked button + raw URL in the text part
M(kind="magic_link",
  frm="Tallyboard <no-reply@mail.tallyboard.example>",
  to="priya.raman@orbitlabs.example",
  subject="Your Tallyboard sign-in link",
  date="Tue, 04 Mar 2025 08:17:42 +0000",
  headers=[("X-Mailer", "tb-notify 4.2"), ("Auto-Submitted", "auto-generated")],
  text="""Hi Priya,

Click the link below to sign in to Tallyboard. The link works once and expires in 15 minutes.

https://app.tallyboard.example/auth/magic?token=mgk_7Qe2VdXr9LpA0sTzH3uYbN6cWf1KjG8o&email=priya.raman%40orbitlabs.example

If you didn't ask to sign in, you can safely ignore this email. Someone may have typed your address by mistake.

Need help? https://help.tallyboard.example/sign-in

Tallyboard Ltd, 2nd Floor, 88 Leonard Street, London EC2A 4QS, United Kingdom
""",
  html="""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Sign in to Tallyboard</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Helvetica,Arial,sans-serif;">
<div style="display:none;max-height:0;overflow:hidden;">Your one-click sign-in link is inside. It expires in 15 minutes.</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;">
<tr><td style="padding:28px 36px 8px;"><img src="https://static.tallyboard.example/email/logo-2x.png" width="132" height="28" alt="Tallyboard"></td></tr>
<tr><td style="padding:8px 36px;color:#172b4d;font-size:16px;line-height:24px;">
<p>Hi Priya,</p>
<p>Click the button below to sign in to Tallyboard. The link works once and expires in 15 minutes.</p>
</td></tr>
<tr><td align="center" style="padding:12px 36px 24px;">
<a href="https://click.tallyboard.example/ls/click?upn=u001.Hq7Xb2sKf0RZl-2FQyT9wA4mD3&amp;lid=signin_btn&amp;r=aHR0cHM6Ly9hcHAudGFsbHlib2FyZC5leGFtcGxlL2F1dGgvbWFnaWM" style="background:#0c66e4;color:#ffffff;text-decoration:none;padding:12px 28px;border-radius:4px;font-weight:bold;display:inline-block;">Sign in to Tallyboard</a>
</td></tr>
<tr><td style="padding:0 36px 24px;color:#44546f;font-size:13px;line-height:20px;">
<p>If the button doesn't work, copy this address into your browser:<br>
https://app.tallyboard.example/auth/magic?token=mgk_7Qe2VdXr9LpA0sTzH3uYbN6cWf1KjG8o&amp;email=priya.raman%40orbitlabs.example</p>
<p>If you didn't ask to sign in, you can ignore this email.</p>
</td></tr>
</table>
<table role="presentation" width="520" cellpadding="0" cellspacing="0"><tr><td style="padding:16px 36px;color:#8590a2;font-size:11px;line-height:16px;" align="center">
<a href="https://help.tallyboard.example/sign-in" style="color:#8590a2;">Help centre</a> &middot;
<a href="https://tallyboard.example/legal/privacy" style="color:#8590a2;">Privacy</a><br>
Tallyboard Ltd, 2nd Floor, 88 Leonard Street, London EC2A 4QS, United Kingdom &middot; Company no. 11894023
</td></tr></table>
<img src="https://click.tallyboard.example/wf/open?upn=u001.op3nPx8Zs" width="1" height="1" alt="" style="display:none">
</td></tr></table>
</body></html>
""",
  hcte="quoted-printable",
  link="https://click.tallyboard.example/ls/click?upn=u001.Hq7Xb2sKf0RZl-2FQyT9wA4mD3&lid=signin_btn&r=aHR0cHM6Ly9hcHAudGFsbHlib2FyZC5leGFtcGxlL2F1dGgvbWFnaWM",
  link_alt=["https://app.tallyboard.example/auth/magic?token=mgk_7Qe2VdXr9LpA0sTzH3uYbN6cWf1KjG8o&email=priya.raman%40orbitlabs.example"],
  otp=None)

# 2 bank payment authorisation passcode among amounts, dates, phones, account fragments
M(kind="phone_and_dates",
  frm="Harbour & Quay Bank <alerts@secure.harbourquay.example>",
  to="d.okafor@postbox.example",
  subject="Confirm your payment of £1,250.00",
  date="Fri, 14 Mar 2025 09:42:10 +0000",
  text="""Dear Mr Okafor,

You're setting up a payment from your Everyday Current Account ending 4471.

  Payee:            J. Whitfield Builders
  Sort code:        20-45-77
  Account number:   ****8812
  Amount:           £1,250.00
  Date requested:   14/03/2025 at 09:41

Your one-time passcode is 582039

Enter it in the app or Online Banking to approve this payment. It expires at 09:52 today. Never share this passcode with anyone, including Harbour & Quay staff.

If you didn't request this payment, call us straight away on 0345 600 1234 (from abroad +44 20 7946 0321). Lines are open 24 hours.

Harbour & Quay Bank plc. Registered in England and Wales no. 02294747. Registered office: 1 Quayside Walk, Bristol BS1 4DJ. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 114216).
""",
  tcte="quoted-printable",
  otp="582039", link=None)

# 3 shop order confirmation, lots of numbers, no code
M(kind="newsletter_numbers",
  frm="Fernhill Home <orders@fernhillhome.example>",
  to="Lucy Brennan <lucy.brennan@inbox.example>",
  subject="Order confirmed – FH-20418837",
  date="Sun, 16 Feb 2025 19:05:33 +0000",
  headers=[("Reply-To", "care@fernhillhome.example")],
  text="""Thanks for your order, Lucy!

Order number: FH-20418837
Order date: 16 February 2025

1 x Linen duvet cover, double, sage (SKU 440172-D)   £64.00
2 x Stoneware mug, speckled (SKU 310955)              £18.00
1 x Wool throw 130x170 cm (SKU 508811-G)              £49.50

Subtotal   £131.50
Delivery   £0.00 (orders over £50)
Total      £131.50 (incl. VAT £21.92)

Paid with Visa ending 0934.

Delivering to:
Lucy Brennan
Flat 3, 27 Mill Lane
Leeds LS6 2BW

Estimated delivery: Wed 19 – Fri 21 February.

View your order: https://www.fernhillhome.example/account/orders/FH-20418837

Fernhill Home Ltd · VAT GB 284 9931 06 · Unit 4, Calder Park, Wakefield WF2 7AW · 0113 496 0558
""",
  html="""<html><body style="font-family:Georgia,serif;color:#2f3a2f;background:#faf8f3;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:24px;text-align:center;"><img src="https://img.fernhillhome.example/e/logo.png" alt="Fernhill Home" width="160"></td></tr>
<tr><td style="padding:0 24px;"><h1 style="font-size:22px;">Thanks for your order, Lucy!</h1>
<p>We're getting it ready. We'll email you again when it's on its way.</p>
<p><b>Order number:</b> FH-20418837<br><b>Order date:</b> 16 February 2025</p></td></tr>
<tr><td style="padding:0 24px;">
<table width="100%" cellpadding="6" cellspacing="0" style="border-top:1px solid #ddd;font-size:14px;">
<tr><td>Linen duvet cover, double, sage<br><small>SKU 440172-D · Qty 1</small></td><td align="right">£64.00</td></tr>
<tr><td>Stoneware mug, speckled<br><small>SKU 310955 · Qty 2</small></td><td align="right">£18.00</td></tr>
<tr><td>Wool throw 130x170 cm<br><small>SKU 508811-G · Qty 1</small></td><td align="right">£49.50</td></tr>
<tr><td style="border-top:1px solid #ddd;">Subtotal</td><td align="right" style="border-top:1px solid #ddd;">£131.50</td></tr>
<tr><td>Delivery</td><td align="right">£0.00</td></tr>
<tr><td><b>Total</b> (incl. VAT £21.92)</td><td align="right"><b>£131.50</b></td></tr>
</table></td></tr>
<tr><td style="padding:16px 24px;font-size:14px;">Paid with Visa ending 0934<br>
Delivering to: Lucy Brennan, Flat 3, 27 Mill Lane, Leeds LS6 2BW<br>
Estimated delivery: Wed 19 – Fri 21 February</td></tr>
<tr><td align="center" style="padding:8px 24px 24px;"><a href="https://www.fernhillhome.example/account/orders/FH-20418837?utm_source=email&amp;utm_medium=transactional" style="background:#2f3a2f;color:#fff;padding:10px 22px;text-decoration:none;">View your order</a></td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#888;text-align:center;">Fernhill Home Ltd · VAT GB 284 9931 06 · Unit 4, Calder Park, Wakefield WF2 7AW · 0113 496 0558<br>
<a href="https://www.fernhillhome.example/returns" style="color:#888;">Returns</a> · <a href="https://www.fernhillhome.example/privacy" style="color:#888;">Privacy</a></td></tr>
</table></body></html>
""",
  tcte="8bit", hcte="quoted-printable",
  otp=None, link=None)

# 4 social network prefixed code
M(kind="prefix_code",
  frm="Chirpline <security@chirpline.example>",
  to="maya.lindqvist@mailbox.example",
  subject="CL-730155 is your Chirpline confirmation code",
  date="Mon, 06 Jan 2025 22:14:05 +0100",
  text="""Confirm your email address

Enter this confirmation code in the Chirpline app to finish adding this email to your account:

CL-730155

The code expires in 30 minutes. If you didn't try to add this address, no action is needed.

Chirpline, Inc. · 1450 Harbor Way, Suite 300, Oakland, CA 94607
""",
  html="""<html><body style="font-family:-apple-system,Segoe UI,Roboto,sans-serif;background:#ffffff;">
<div style="max-width:440px;margin:0 auto;padding:24px;">
<img src="https://cdn.chirpline.example/mail/bird-48.png" width="32" height="32" alt="Chirpline">
<h2 style="font-size:22px;color:#0f1419;">Confirm your email address</h2>
<p style="font-size:15px;color:#536471;">Enter this confirmation code in the Chirpline app to finish adding this email to your account:</p>
<p style="font-size:30px;font-weight:700;letter-spacing:2px;color:#0f1419;">CL-730155</p>
<p style="font-size:13px;color:#536471;">The code expires in 30 minutes. If you didn't try to add this address, no action is needed.</p>
<hr style="border:none;border-top:1px solid #eff3f4;">
<p style="font-size:11px;color:#8b98a5;"><a href="https://chirpline.example/help" style="color:#8b98a5;">Help</a> | <a href="https://chirpline.example/privacy" style="color:#8b98a5;">Privacy</a><br>Chirpline, Inc. · 1450 Harbor Way, Suite 300, Oakland, CA 94607</p>
</div></body></html>
""",
  otp="730155", link=None)

# 5 airline booking confirmation with booking reference, no code
M(kind="booking_ref",
  frm="Boreal Air <booking@boreal-air.example>",
  to="Tomasz Nowak <t.nowak@firma.example>",
  subject="Booking confirmation K7QZ4P – Oslo to Reykjavik, 22 May",
  date="Wed, 19 Mar 2025 11:02:48 +0100",
  text="""BOREAL AIR - BOOKING CONFIRMATION

Booking reference: K7QZ4P
Please quote this reference whenever you contact us.

Passenger: MR TOMASZ NOWAK
E-ticket number: 625-2381746650

OUTBOUND  Thu 22 May 2025
  BA 418  Oslo Gardermoen (OSL) 07:35  ->  Reykjavik Keflavik (KEF) 08:25
  Seat 14C  |  Economy Light  |  1 x 8 kg cabin bag

RETURN    Sun 25 May 2025
  BA 419  Reykjavik Keflavik (KEF) 14:10  ->  Oslo Gardermoen (OSL) 18:45
  Seat 16A  |  Economy Light

Total paid: NOK 3,486.00 (Mastercard ending 7720)

Online check-in opens 24 hours before departure. Manage your booking with your reference K7QZ4P and surname at https://www.boreal-air.example/manage

Boreal Air AS, Tollbugata 17, 0152 Oslo, Norway. Org. no. 923 456 781. Customer service +47 21 00 48 00.
""",
  tcte="7bit",
  otp=None, link=None)

# 6 retailer promotion with promo codes, no real code
M(kind="decoy_codes",
  frm="Northbound Outfitters <hello@news.northbound.example>",
  to="sam.whitaker@inbox.example",
  subject="25% off the spring edit – this weekend only",
  date="Fri, 21 Mar 2025 07:00:00 -0600",
  headers=[("List-Unsubscribe", "<https://news.northbound.example/u/8f3a61c2?l=spring25>, <mailto:unsub-8f3a61c2@news.northbound.example>"),
           ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click"),
           ("Precedence", "bulk")],
  html="""<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eeeae4;font-family:Arial,sans-serif;">
<div style="display:none;">Use code SPRING25 at checkout. Ends Sunday at midnight MT.</div>
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:10px;font-size:11px;text-align:center;color:#777;">Trouble viewing? <a href="https://news.northbound.example/v/8f3a61c2/spring25" style="color:#777;">View in browser</a></td></tr>
<tr><td><a href="https://news.northbound.example/c/8f3a61c2/hero"><img src="https://img.northbound.example/campaigns/2025/spring-hero.jpg" width="600" alt="The Spring Edit"></a></td></tr>
<tr><td style="padding:24px;text-align:center;">
<h1 style="font-size:28px;margin:0;">25% off the spring edit</h1>
<p style="font-size:16px;">Rain shells, trail runners and packable layers. This weekend only.</p>
<p style="font-size:14px;">Use code</p>
<p style="font-size:26px;font-weight:bold;border:2px dashed #333;display:inline-block;padding:8px 20px;">SPRING25</p>
<p style="font-size:14px;">at checkout. Members get an extra 10% with code <b>MEMBER10</b>.</p>
<a href="https://news.northbound.example/c/8f3a61c2/shop" style="background:#1d3b2a;color:#fff;padding:14px 32px;text-decoration:none;display:inline-block;">Shop now</a>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#888;line-height:16px;">
Offer valid 21–23 March 2025 until 11:59 pm MT on full-price items online and in stores. Cannot be combined with other offers. Excludes gift cards and item #40021. Free shipping on orders over $75.<br><br>
<a href="https://northbound.example/facebook"><img src="https://img.northbound.example/icons/fb.png" width="20" alt="Facebook"></a>
<a href="https://northbound.example/instagram"><img src="https://img.northbound.example/icons/ig.png" width="20" alt="Instagram"></a><br><br>
Northbound Outfitters · 2200 Larimer St, Denver, CO 80205 · 1-800-555-0172<br>
<a href="https://news.northbound.example/u/8f3a61c2?l=spring25" style="color:#888;">Unsubscribe</a> · <a href="https://news.northbound.example/p/8f3a61c2" style="color:#888;">Email preferences</a>
</td></tr></table>
<img src="https://news.northbound.example/o/8f3a61c2.gif" width="1" height="1" alt="">
</body></html>
""",
  hcte="quoted-printable",
  otp=None, link=None)

# 7 cloud storage sign-in code with a "wasn't you? reset password" link
M(kind="reset_in_code_mail",
  frm="Driftbox <no-reply@driftbox.example>",
  to="karen.osei@consult.example",
  subject="Your Driftbox sign-in code",
  date="Thu, 09 Jan 2025 15:31:19 -0500",
  text="""Hi Karen,

Someone is signing in to your Driftbox account from a new browser.

Sign-in code: 317 804

Enter this code on the sign-in page to continue. It's valid for 10 minutes.

Wasn't you? Reset your password right away: https://www.driftbox.example/account/password/reset?src=signin_code_mail&uid=5518204

- The Driftbox team
Driftbox, Inc., 500 Boylston Street, Boston, MA 02116
""",
  html="""<html><body style="font-family:Arial,Helvetica,sans-serif;color:#1e1919;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="480" cellpadding="0" cellspacing="0">
<tr><td style="padding:24px 0;"><img src="https://cfl.driftbox.example/static/images/email/driftbox-logo.png" alt="Driftbox" width="120"></td></tr>
<tr><td style="font-size:15px;line-height:22px;">
<p>Hi Karen,</p>
<p>Someone is signing in to your Driftbox account from a new browser.</p>
<p>Sign-in code:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px;">317 804</p>
<p>Enter this code on the sign-in page to continue. It's valid for 10 minutes.</p>
<p>Wasn't you? <a href="https://www.driftbox.example/account/password/reset?src=signin_code_mail&amp;uid=5518204">Reset your password</a> right away.</p>
<p>- The Driftbox team</p>
</td></tr>
<tr><td style="padding-top:24px;font-size:11px;color:#637282;">Driftbox, Inc., 500 Boylston Street, Boston, MA 02116 · <a href="https://www.driftbox.example/privacy" style="color:#637282;">Privacy</a></td></tr>
</table></td></tr></table></body></html>
""",
  otp="317804", link=None)

# 8 online game: user name with digits, five-character code
M(kind="username_digits",
  frm="Ironvale Online <account@ironvale.example>",
  to="dragonfan1987@gamerpost.example",
  subject="Ironvale Guard: your login code",
  date="Sat, 08 Feb 2025 02:47:51 +0000",
  text="""Hi xXdragon1987,

Here is the Ironvale Guard code you need to log in to account xXdragon1987 from a new computer:

    4K7TW

This email was generated because of a login attempt from a device located in Manchester, GB (IP 198.51.100.77).

If you are not attempting to log in, please change your Ironvale password and consider changing your email password as well. Ironvale Support will never ask for this code.

Cheers,
The Ironvale Team

This notification has been sent to the email address associated with your Ironvale account. (c) 2025 Grimstone Games Ltd. All rights reserved. Grimstone Games Ltd, 12 Albert Square, Manchester M2 5PE.
""",
  tcte="7bit",
  otp="4K7TW", link=None)

# 9 developer platform: new recovery codes list, none to type now
M(kind="several_codes",
  frm="Gitforge <noreply@gitforge.example>",
  to="a.petrov@devmail.example",
  subject="[Gitforge] Your two-factor recovery codes were regenerated",
  date="Tue, 25 Feb 2025 13:09:27 +0000",
  text="""Hey apetrov!

Your two-factor authentication recovery codes were regenerated on 25 Feb 2025 at 13:09 UTC. Your old recovery codes no longer work.

Your new recovery codes (each one can be used once):

  7f3a9-1c2de    b81e0-44a7c
  e09d2-6b3f1    3c5a8-d902e
  91fd4-a7e60    0bb27-5e1f9
  c4a61-88d03    6e2f0-b17ac

Store them somewhere safe, such as a password manager. You'll only need one of these if you lose access to your authenticator app and your security key.

If you did not regenerate these codes, review your security settings: https://gitforge.example/settings/security

Thanks,
The Gitforge Team

Gitforge, Inc. 88 Colin P Kelly Jr St, San Francisco, CA 94107
""",
  tcte="base64",
  otp=None, link=None)

# 10 telecom temporary PIN, no word "code"
M(kind="no_code_word",
  frm="Brightwave Mobile <myaccount@brightwave.example>",
  to="rhys.evans@homemail.example",
  subject="Your temporary PIN for My Brightwave",
  date="Mon, 17 Mar 2025 18:26:03 +0000",
  text="""Hi Rhys,

Here's your temporary PIN to sign in to My Brightwave:

PIN: 8841

Type it in when the app asks for it. It works for the next 20 minutes, and only once.

Your account number is BW-00 5512 9930. We'll never call you and ask for this PIN.

Brightwave Mobile
PO Box 4410, Cardiff CF10 1AA
Customer services: 0333 014 8800 (or 150 from your Brightwave phone)
""",
  html="""<html><body style="font-family:Verdana,sans-serif;font-size:14px;color:#222;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#5b2d90;"><tr><td style="padding:16px 24px;color:#fff;font-size:20px;font-weight:bold;">Brightwave</td></tr></table>
<div style="padding:24px;">
<p>Hi Rhys,</p>
<p>Here's your temporary PIN to sign in to My Brightwave:</p>
<table cellpadding="0" cellspacing="0"><tr><td style="background:#f1ecf7;padding:14px 28px;font-size:26px;font-weight:bold;letter-spacing:6px;">8841</td></tr></table>
<p>Type it in when the app asks for it. It works for the next 20 minutes, and only once.</p>
<p style="color:#666;font-size:12px;">Your account number is BW-00 5512 9930. We'll never call you and ask for this PIN.</p>
</div>
<div style="padding:16px 24px;background:#f6f6f6;font-size:11px;color:#666;">Brightwave Mobile · PO Box 4410, Cardiff CF10 1AA · Customer services: 0333 014 8800 (or 150 from your Brightwave phone)<br>
<a href="https://www.brightwave.example/help" style="color:#5b2d90;">Help</a> · <a href="https://www.brightwave.example/privacy" style="color:#5b2d90;">Privacy</a></div>
</body></html>
""",
  otp="8841", link=None)

# 11 code only in the subject
M(kind="subject_only",
  frm="Pinecrest Credit Union <verify@pinecrestcu.example>",
  to="gloria.mendez@webmail.example",
  subject="902614 is your Pinecrest verification code",
  date="Wed, 12 Feb 2025 10:58:44 -0800",
  text="""Use the verification code in the subject line of this email to finish signing in to Pinecrest Online Banking.

For your security, the code expires in 10 minutes. Pinecrest will never call, text or email you asking for it.

Questions? Call Member Services at (541) 555-0188, Monday-Friday 8am-6pm PT.

Pinecrest Credit Union | 310 Cascade Ave, Bend, OR 97701 | Federally insured by NCUA. Equal Housing Lender.
""",
  tcte="7bit",
  only_subject=True,
  otp="902614", link=None)

# 12 newsletter double opt-in confirmation, HTML only, &amp; in href
M(kind="magic_link",
  frm="The Saturday Ledger <newsletter@saturdayledger.example>",
  to="ben.hargreaves@inbox.example",
  subject="Please confirm your subscription to The Saturday Ledger",
  date="Sat, 01 Mar 2025 09:12:30 +0000",
  html="""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="background:#fdfcf9;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="font-family:Georgia,'Times New Roman',serif;color:#222;">
<tr><td style="padding:12px 0;font-size:11px;color:#999;text-align:right;font-family:Arial,sans-serif;"><a href="https://newsletter.saturdayledger.example/web/optin/93c1aa7e" style="color:#999;">View in browser</a></td></tr>
<tr><td style="border-bottom:3px double #222;padding-bottom:12px;text-align:center;font-size:34px;">The Saturday Ledger</td></tr>
<tr><td style="padding:24px 0;font-size:17px;line-height:27px;">
<p>Thanks for signing up. One more step: please confirm that you want to receive The Saturday Ledger at ben.hargreaves@inbox.example.</p>
<p style="text-align:center;"><a href="https://newsletter.saturdayledger.example/subscribe/confirm?list=weekly&amp;sid=93c1aa7e5f0b44d2&amp;t=Z2h0c2tfMjAyNTAzMDFfYmVuX2hhcmdyZWF2ZXM" style="font-family:Arial,sans-serif;background:#b22222;color:#ffffff;padding:14px 30px;text-decoration:none;font-size:16px;display:inline-block;">Yes, subscribe me</a></p>
<p>If you didn't sign up, ignore this email and you won't hear from us again.</p>
<p>Every Saturday morning we send one long read, three short ones, and the week's numbers in 600 words or fewer.</p>
</td></tr>
<tr><td style="font-family:Arial,sans-serif;font-size:11px;color:#888;border-top:1px solid #ddd;padding-top:12px;line-height:17px;">
<a href="https://twitter.saturdayledger.example/" style="color:#888;">X</a> · <a href="https://saturdayledger.example/rss" style="color:#888;">RSS</a> · <a href="https://saturdayledger.example/privacy" style="color:#888;">Privacy policy</a><br>
The Saturday Ledger is published by Ledger Press LLP, 41 Fleet Street, London EC4Y 1AA.<br>
<a href="https://newsletter.saturdayledger.example/report?sid=93c1aa7e5f0b44d2" style="color:#888;">Report abuse</a>
</td></tr>
</table>
<img src="https://newsletter.saturdayledger.example/open/93c1aa7e5f0b44d2.png" width="1" height="1" alt="">
</td></tr></table></body></html>
""",
  hcte="base64",
  link="https://newsletter.saturdayledger.example/subscribe/confirm?list=weekly&sid=93c1aa7e5f0b44d2&t=Z2h0c2tfMjAyNTAzMDFfYmVuX2hhcmdyZWF2ZXM",
  otp=None)

# ---------------------------------------------------------------- batch 2 (13-24)

# 13 crypto exchange: new code, old one named as invalid
M(kind="new_and_old_code",
  frm="Korvex <no-reply@notify.korvex.example>",
  to="hiro.tanaka@fastmail.example",
  subject="[Korvex] New email verification code",
  date="Sun, 23 Feb 2025 04:16:09 +0000",
  text="""Korvex

You asked us to send a new verification code.

The code we sent at 04:11 UTC (448120) has been cancelled and will no longer work.

Your new email verification code:
915377

Valid for 5 minutes. Enter it on the Withdrawal Security page to continue.

Korvex staff will never ask for your verification codes, passwords or 2FA codes. Only enter them on korvex.example.

Korvex Digital Assets Ltd · Level 12, 1 Raffles Link, Singapore 039393
This is an automated message, please do not reply.
""",
  html="""<html><body style="background:#0b0e11;margin:0;padding:0;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#0b0e11;"><tr><td align="center" style="padding:24px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;color:#1e2329;">
<tr><td style="background:#fcd535;padding:14px 24px;font-weight:bold;font-size:20px;">KORVEX</td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:22px;">
<p>You asked us to send a new verification code.</p>
<p style="color:#707a8a;">The code we sent at 04:11 UTC (<s>448120</s>) has been cancelled and will no longer work.</p>
<p>Your new email verification code:</p>
<p style="font-size:32px;font-weight:bold;color:#f0b90b;letter-spacing:3px;">915377</p>
<p>Valid for 5 minutes. Enter it on the Withdrawal Security page to continue.</p>
<p style="font-size:12px;color:#707a8a;">Korvex staff will never ask for your verification codes, passwords or 2FA codes. Only enter them on korvex.example.</p>
</td></tr>
<tr><td style="padding:16px 24px;background:#f5f5f5;font-size:11px;color:#707a8a;">
<a href="https://www.korvex.example/support" style="color:#c99400;">Support</a> · <a href="https://t.me.invalid/korvex_en" style="color:#c99400;">Telegram</a> · <a href="https://www.korvex.example/anti-phishing" style="color:#c99400;">Set up anti-phishing code</a><br>
Korvex Digital Assets Ltd · Level 12, 1 Raffles Link, Singapore 039393<br>This is an automated message, please do not reply.</td></tr>
</table></td></tr></table></body></html>
""",
  otp="915377", link=None)

# 14 healthcare portal: code only in an image's alt text
M(kind="alt_text_only",
  frm="Lumen Health Patient Portal <portal@lumenhealth.example>",
  to="evelyn.park@homemail.example",
  subject="Your Lumen Health portal verification",
  date="Thu, 27 Feb 2025 16:40:22 -0600",
  text="""Lumen Health Patient Portal

We received a request to verify your identity for the patient portal.

Your verification code is shown as an image in the HTML version of this message. If you can't see images, switch your mail app to show HTML or download images for this message.

The code expires in 15 minutes.

If you didn't request this, call the Patient Portal help line at (312) 555-0146.

Lumen Health System · 2400 N. Lakeview Ave, Chicago, IL 60614
This message may contain protected health information. If you received it in error, please delete it.
""",
  html="""<html><body style="font-family:Arial,sans-serif;color:#333;background:#f2f6f9;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:4px solid #00799e;">
<tr><td style="padding:20px 28px;font-size:18px;color:#00799e;font-weight:bold;">Lumen Health Patient Portal</td></tr>
<tr><td style="padding:0 28px;font-size:14px;line-height:21px;">
<p>We received a request to verify your identity for the patient portal. Enter the verification code below on the portal sign-in screen.</p>
<p style="text-align:center;"><img src="cid:otp-img-7c1e@lumenhealth.example" width="240" height="60" alt="Verification code: 642 081" style="border:1px solid #d0dbe3;"></p>
<p>The code expires in 15 minutes.</p>
<p>If you didn't request this, call the Patient Portal help line at (312) 555-0146.</p>
</td></tr>
<tr><td style="padding:20px 28px;font-size:11px;color:#777;">Lumen Health System · 2400 N. Lakeview Ave, Chicago, IL 60614<br>
This message may contain protected health information. If you received it in error, please delete it.<br>
<a href="https://www.lumenhealth.example/privacy-practices" style="color:#00799e;">Notice of Privacy Practices</a></td></tr>
</table></body></html>
""",
  image={"cid": "otp-img-7c1e@lumenhealth.example", "w": 240, "h": 60, "rgb": (255, 255, 255),
         "stripe": (0, 121, 158), "filename": "code.png"},
  only_alt=True,
  otp="642081", link=None)

# 15 developer newsletter full of version numbers and issue numbers
M(kind="newsletter_numbers",
  frm="Backend Digest <digest@backenddigest.example>",
  to="reader@devmail.example",
  subject="Backend Digest #412: Postgres 17.4, a 40% faster JSON parser, and queue back-pressure",
  date="Thu, 13 Mar 2025 14:00:00 +0000",
  headers=[("List-Id", "Backend Digest <weekly.backenddigest.example>"),
           ("List-Unsubscribe", "<https://backenddigest.example/unsubscribe/r/5c2e91d0>"),
           ("Precedence", "list")],
  text="""BACKEND DIGEST - Issue #412 - 13 March 2025

Hello again! This week: 7 links, 3 releases and one job board.

1. PostgreSQL 17.4 and 16.8 released
   Fixes for CVE-2025-1094 and a regression in logical replication introduced in 17.3.
   https://backenddigest.example/l/412/1

2. We made our JSON parser 40% faster by doing less
   Benchmarks on 2,048-byte payloads: 1.83 GB/s vs 1.31 GB/s. Read time 12 min.
   https://backenddigest.example/l/412/2

3. Back-pressure for queues, explained with 3 diagrams
   https://backenddigest.example/l/412/3

RELEASES
  - redis-rs 0.29.1
  - Kafka 3.9.0 (KIP-853 is now GA)
  - nginx 1.27.4

JOBS
  Senior Platform Engineer, Halcyon Freight - remote (UTC-2 to UTC+3), EUR 85,000-105,000
  Staff Backend Engineer, Lattice Pay - Toronto, CAD 190k-230k + equity

Sponsored: Get 3 months of managed Postgres free with code DIGEST3M at https://backenddigest.example/l/412/sponsor

You're receiving this because you subscribed at backenddigest.example. 18,402 readers and counting.
Unsubscribe: https://backenddigest.example/unsubscribe/r/5c2e91d0
Backend Digest, 3rd floor, 20 Dean Street, Newcastle NE1 1PG
""",
  tcte="quoted-printable",
  otp=None, link=None)

# 16 university IT password reset, plain text only
M(kind="magic_link",
  frm="Northfield University IT Service Desk <itservices@northfield-uni.example>",
  to="s2291473@student.northfield-uni.example",
  subject="Reset your Northfield University password",
  date="Mon, 20 Jan 2025 21:33:57 +0000",
  text="""Dear student (ID 2291473),

We received a request to reset the password for your Northfield University IT account s2291473.

To choose a new password, open this link:

https://idm.northfield-uni.example/reset/confirm?rid=RST-7731950&key=f2c6a1b87e0d44cf9a3b5d1e6f208c7a

The link can be used once and expires 60 minutes after this email was sent (22:33 GMT on 20 January 2025).

If you did not request a password reset, you don't need to do anything. Your current password will keep working. If you are worried, contact the IT Service Desk:

  Phone: 01632 960 400 (internal ext. 4400)
  Web:   https://servicedesk.northfield-uni.example
  In person: Library Building, Ground Floor, Mon-Fri 08:30-18:00

Northfield University IT Services
Please do not reply to this email; the mailbox is not monitored.
""",
  tcte="7bit",
  link="https://idm.northfield-uni.example/reset/confirm?rid=RST-7731950&key=f2c6a1b87e0d44cf9a3b5d1e6f208c7a",
  otp=None)

# 17 food delivery: code among card digits, amounts, phone and dates
M(kind="phone_and_dates",
  frm="Dashly <support@dashly.example>",
  to="marcus.reid@webmail.example",
  subject="Verify the card you added to Dashly",
  date="Fri, 07 Mar 2025 19:48:31 -0500",
  text="""Hi Marcus,

You added a Visa ending in 4242 (exp. 09/27) to your Dashly account on Mar 7, 2025 at 7:47 PM EST.

To confirm it's you, enter this verification code in the app:

271954

We've placed a temporary $1.00 authorization on the card; it will drop off within 3-5 business days. Your order #DL-558201 for $23.40 from Rosa's Taqueria will be placed as soon as the card is verified.

Didn't add a card? Call us at 1-800-555-0142 or reply to this email.

Dashly Inc., 901 Market St, Floor 6, San Francisco, CA 94103
""",
  html="""<html><body style="font-family:Helvetica,Arial,sans-serif;color:#191919;">
<div style="max-width:520px;margin:0 auto;">
<div style="background:#ff3008;color:#fff;padding:14px 20px;font-size:22px;font-weight:bold;">Dashly</div>
<div style="padding:20px;font-size:15px;line-height:22px;">
<p>Hi Marcus,</p>
<p>You added a Visa ending in 4242 (exp. 09/27) to your Dashly account on Mar 7, 2025 at 7:47 PM EST.</p>
<p>To confirm it's you, enter this verification code in the app:</p>
<div style="font-size:34px;font-weight:bold;letter-spacing:5px;text-align:center;padding:12px;background:#f7f7f7;">271954</div>
<p style="font-size:13px;color:#606060;">We've placed a temporary $1.00 authorization on the card; it will drop off within 3-5 business days. Your order #DL-558201 for $23.40 from Rosa's Taqueria will be placed as soon as the card is verified.</p>
<p style="font-size:13px;color:#606060;">Didn't add a card? Call us at 1-800-555-0142 or reply to this email.</p>
</div>
<div style="padding:16px 20px;border-top:1px solid #e7e7e7;font-size:11px;color:#909090;">Dashly Inc., 901 Market St, Floor 6, San Francisco, CA 94103 · <a href="https://help.dashly.example" style="color:#909090;">Help</a> · <a href="https://dashly.example/terms" style="color:#909090;">Terms</a></div>
</div></body></html>
""",
  otp="271954", link=None)

# 18 courier: one-time code to give the driver
M(kind="delivery_code",
  frm="Parcelwise <updates@parcelwise.example>",
  to="niamh.doyle@eirmail.example",
  subject="Your parcel arrives today between 10:00 and 12:00",
  date="Tue, 11 Mar 2025 07:05:14 +0000",
  text="""Good news, Niamh - your parcel from Halden Audio is out for delivery.

Tracking number: PW 4829 1173 305 IE
Delivery window: today, Tuesday 11 March, 10:00-12:00
Address: 14 Kilmore Road, Artane, Dublin 5, D05 X2K7

Your one-time delivery code: 5830
Tell this code to the driver when they hand over the parcel. Because this is a high-value item, the driver can't leave it without the code.

Not going to be in? Change your delivery: https://track.parcelwise.example/t/PW48291173305IE/options

Parcelwise Ireland Ltd, Unit 7, Northwest Business Park, Dublin 15. Phone 01 555 0190.
""",
  html="""<html><body style="font-family:Arial,sans-serif;background:#eef1f4;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:18px 24px;background:#14213d;color:#fca311;font-size:22px;font-weight:bold;">parcelwise</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:22px;color:#14213d;">
<p>Good news, Niamh - your parcel from <b>Halden Audio</b> is out for delivery.</p>
<table cellpadding="4" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#666;">Tracking number</td><td>PW 4829 1173 305 IE</td></tr>
<tr><td style="color:#666;">Delivery window</td><td>today, Tuesday 11 March, 10:00-12:00</td></tr>
<tr><td style="color:#666;">Address</td><td>14 Kilmore Road, Artane, Dublin 5, D05 X2K7</td></tr>
</table>
<div style="margin:20px 0;padding:16px;border:2px solid #fca311;text-align:center;">
<div style="font-size:13px;color:#666;">Your one-time delivery code</div>
<div style="font-size:36px;font-weight:bold;letter-spacing:8px;">5830</div>
<div style="font-size:13px;">Tell this code to the driver when they hand over the parcel.</div>
</div>
<p style="font-size:13px;">Because this is a high-value item, the driver can't leave it without the code.</p>
<p><a href="https://track.parcelwise.example/t/PW48291173305IE" style="color:#14213d;">Track your parcel</a> · <a href="https://track.parcelwise.example/t/PW48291173305IE/options" style="color:#14213d;">Change delivery</a></p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#888;">Parcelwise Ireland Ltd, Unit 7, Northwest Business Park, Dublin 15. Phone 01 555 0190.</td></tr>
</table></td></tr></table></body></html>
""",
  otp="5830", link=None)

# 19 developer CLI: lower-case alnum code plus a one-click sign-in link
M(kind="lowercase_alnum",
  frm="Stackhaven <login@stackhaven.example>",
  to="jo.kowalczyk@devmail.example",
  subject="Log in to the Stackhaven CLI",
  date="Wed, 05 Feb 2025 11:24:06 +0100",
  text="""Log in to the Stackhaven CLI

A login was requested from the Stackhaven CLI (v2.14.0) on host "jo-thinkpad" at 11:23 CET.

Paste this code into your terminal:

    k4tz9wqe

Or approve the login from this browser:
https://stackhaven.example/cli/login/approve?req=clireq_01JKD8W3F4QX2M7Z9B1N6PRT5E&sig=3b9d0c71aa

If you didn't run `stackhaven login`, ignore this email. The request expires in 10 minutes.

Stackhaven, Inc. - 2261 Market Street #4410, San Francisco, CA 94114
""",
  html="""<html><body style="font-family:ui-monospace,Menlo,Consolas,monospace;background:#111;color:#e6e6e6;">
<div style="max-width:520px;margin:0 auto;padding:28px;">
<p style="font-size:18px;color:#fff;">Log in to the Stackhaven CLI</p>
<p style="font-size:13px;color:#a0a0a0;">A login was requested from the Stackhaven CLI (v2.14.0) on host "jo-thinkpad" at 11:23 CET.</p>
<p style="font-size:13px;">Paste this code into your terminal:</p>
<pre style="font-size:26px;background:#222;color:#7cf29c;padding:14px;border-radius:6px;">k4tz9wqe</pre>
<p style="font-size:13px;">Or approve the login from this browser:</p>
<p><a href="https://stackhaven.example/cli/login/approve?req=clireq_01JKD8W3F4QX2M7Z9B1N6PRT5E&amp;sig=3b9d0c71aa" style="background:#7cf29c;color:#111;padding:10px 20px;text-decoration:none;border-radius:6px;font-family:Arial,sans-serif;font-weight:bold;">Approve CLI login</a></p>
<p style="font-size:12px;color:#a0a0a0;">If you didn't run <code>stackhaven login</code>, ignore this email. The request expires in 10 minutes.</p>
<p style="font-size:11px;color:#666;"><a href="https://docs.stackhaven.example/cli" style="color:#666;">CLI docs</a> · <a href="https://status.stackhaven.example" style="color:#666;">Status</a><br>Stackhaven, Inc. - 2261 Market Street #4410, San Francisco, CA 94114</p>
</div></body></html>
""",
  otp="k4tz9wqe",
  link="https://stackhaven.example/cli/login/approve?req=clireq_01JKD8W3F4QX2M7Z9B1N6PRT5E&sig=3b9d0c71aa")

# 20 new sign-in security alert: no code, only "check activity" links
M(kind="security_alert",
  frm="Mailory Accounts <accounts-noreply@mailory.example>",
  to="f.silva@mailory.example",
  subject="Security alert: new sign-in on Windows",
  date="Wed, 12 Feb 2025 18:05:40 +0000",
  html="""<html><body style="font-family:Roboto,Arial,sans-serif;background:#fff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="516" cellpadding="0" cellspacing="0" style="border:1px solid #dadce0;border-radius:8px;margin-top:24px;">
<tr><td style="padding:32px 40px 16px;text-align:center;border-bottom:1px solid #dadce0;">
<img src="https://www.mailory.example/static/logo_74x24.png" width="74" height="24" alt="Mailory">
<div style="font-size:24px;padding-top:20px;">A new sign-in on Windows</div>
<div style="font-size:14px;padding-top:8px;color:#3c4043;">f.silva@mailory.example</div></td></tr>
<tr><td style="padding:20px 40px;font-size:14px;line-height:20px;color:#3c4043;text-align:center;">
We noticed a new sign-in to your Mailory Account on a Windows device (Chrome 133, Lisbon, Portugal, 12 Feb 2025, 18:03 WET, IP 203.0.113.45). If this was you, you don't need to do anything. If not, we'll help you secure your account.
<div style="padding-top:24px;"><a href="https://accounts.mailory.example/AccountChooser?Email=f.silva%40mailory.example&amp;continue=https%3A%2F%2Fmyaccount.mailory.example%2Falert%2Fnt%2F1739383420000%3Frfn%3D325%26rfnc%3D1%26eid%3D-4417736608139820%26et%3D0" style="background:#4184f3;color:#fff;padding:10px 24px;border-radius:4px;text-decoration:none;font-weight:bold;">Check activity</a></div>
<div style="padding-top:24px;font-size:12px;">You can also see security activity at<br>https://myaccount.mailory.example/notifications</div>
</td></tr></table>
<div style="font-size:11px;color:rgba(0,0,0,0.54);padding:16px;text-align:center;">You received this email to let you know about important changes to your Mailory Account and services.<br>&copy; 2025 Mailory LLC, 1600 Amphitheatre Court, Mountain View, CA 94043, USA</div>
</td></tr></table></body></html>
""",
  otp=None, link=None)

# 21 airline account verification code in a mail that names a booking
M(kind="booking_ref",
  frm="Skyward Pacific <verify@mail.skywardpacific.example>",
  to="olivia.tan@outlook.example",
  subject="Verify it's you to manage booking ZX4M2Q",
  date="Sat, 15 Mar 2025 20:12:08 +0800",
  text="""Dear Ms Tan,

You're trying to change the booking ZX4M2Q (SP 731 Singapore - Perth, 02 Apr 2025, 09:50).

Please enter the following verification code to continue:

083 512

This code expires in 10 minutes. For your security, don't share it with anyone.

Skyward Pacific KrisClub no. 8821 4470 19

Skyward Pacific Airlines Ltd, Airline House, 25 Airline Road, Singapore 819829. Reservations +65 6223 8888.
""",
  html="""<html><body style="font-family:Arial,sans-serif;color:#1a1a1a;background:#f5f3ef;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#00266b;padding:18px 28px;color:#fff;font-size:20px;letter-spacing:1px;">SKYWARD PACIFIC</td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:23px;">
<p>Dear Ms Tan,</p>
<p>You're trying to change the booking <b>ZX4M2Q</b> (SP 731 Singapore - Perth, 02 Apr 2025, 09:50).</p>
<p>Please enter the following verification code to continue:</p>
<p style="font-size:30px;font-weight:bold;color:#00266b;letter-spacing:3px;">083 512</p>
<p style="font-size:13px;color:#555;">This code expires in 10 minutes. For your security, don't share it with anyone.</p>
<p style="font-size:12px;color:#777;">KrisClub no. 8821 4470 19</p>
</td></tr>
<tr><td style="padding:16px 28px;background:#f0f0f0;font-size:11px;color:#666;">Skyward Pacific Airlines Ltd, Airline House, 25 Airline Road, Singapore 819829 · Reservations +65 6223 8888<br>
<a href="https://www.skywardpacific.example/privacy" style="color:#00266b;">Privacy</a> · <a href="https://www.skywardpacific.example/contact" style="color:#00266b;">Contact us</a></td></tr>
</table></body></html>
""",
  otp="083512", link=None)

# 22 meeting invitation with meeting ID and passcode (no real code)
M(kind="decoy_codes",
  frm="Anita Desai via Meetly <no-reply@meetly.example>",
  to="design-team@harbourcreative.example",
  subject="Invitation: Q2 brand review @ Thu 3 Apr 2025 14:00 - 15:00 (BST)",
  date="Mon, 31 Mar 2025 09:20:11 +0100",
  text="""Anita Desai is inviting you to a scheduled Meetly meeting.

Topic: Q2 brand review
Time: Thu 3 Apr 2025 14:00 - 15:00 London (BST)

Join Meetly Meeting
https://harbourcreative.meetly.example/j/84522910637?pwd=bE9xWkR2cFh4TnJsQ0xmZ1pLTkh3dz09

Meeting ID: 845 2291 0637
Passcode: 719204

One tap mobile
+442034815240,,84522910637#,,,,*719204# United Kingdom
+441314601196,,84522910637#,,,,*719204# United Kingdom

Dial by your location
  +44 203 481 5240 United Kingdom
  +44 131 460 1196 United Kingdom
Find your local number: https://harbourcreative.meetly.example/u/kdQ2xY

Join by SIP
84522910637@sip.meetly.example

Agenda:
1. Logo refresh - final two options (Jamie)
2. Web palette and accessibility contrast (Priya)
3. Print budget, PO 4410-22 (Anita)
""",
  tcte="quoted-printable",
  otp=None, link=None)

# 23 forum: user name with digits, registration code
M(kind="username_digits",
  frm="TrailTalk Forums <forums@trailtalk.example>",
  to="mike.t@bushmail.example",
  subject="TrailTalk - confirm your registration",
  date="Sun, 02 Mar 2025 06:51:45 +1100",
  text="""Hello mike_t77,

Thanks for registering at TrailTalk, the community for hikers, trail runners and bushwalkers.

Account name: mike_t77
Registered:   2 March 2025, 6:50 am AEDT

Your confirmation code is 552190. Enter it on the registration page to activate your account. Until then you can read the forums but can't post.

Please keep this email for your records. Your account information is as follows:

----------------------------
Username: mike_t77
Board URL: https://www.trailtalk.example/forum/
----------------------------

Your password has been securely stored in our database and cannot be retrieved. If you forget it you can reset it using the email address associated with your account.

Thanks for registering.

--
TrailTalk Forums
https://www.trailtalk.example/forum/
""",
  tcte="7bit",
  otp="552190", link=None)

# 24 fintech "yes, it was me" approval link with "secure my account" decoy
M(kind="magic_link",
  frm="Pennant <security@pennant.example>",
  to="amelia.grant@inbox.example",
  subject="Was this you? New sign-in attempt on iPhone",
  date="Tue, 18 Mar 2025 23:02:17 +0000",
  headers=[("X-Entity-Ref-ID", "a4f1c3e2-9b7d-4e0a-8c51-72d6f03e9b11")],
  text="""Hi Amelia,

Someone is trying to sign in to your Pennant account.

Device:   iPhone 15 (iOS 18.3)
Location: near Bristol, United Kingdom
Time:     18 March 2025, 23:01 GMT

If this was you, approve the sign-in here:
https://links.pennant.example/e/c/eyJsIjoiYXBwcm92ZSJ9/aHR0cHM6Ly9hcHAucGVubmFudC5leGFtcGxl?d=dev_8Hk2Qp0x&t=apv_51c9e0b7f2d84a6c

If this wasn't you, don't approve it. Secure your account instead:
https://links.pennant.example/e/c/eyJsIjoiZGVueSJ9/aHR0cHM6Ly9hcHAucGVubmFudC5leGFtcGxl?d=dev_8Hk2Qp0x

The request expires in 15 minutes.

Pennant Ltd is an electronic money institution authorised by the Financial Conduct Authority under the Electronic Money Regulations 2011 (FRN 900817). Registered office: 30 Charter Row, London N1 9GU.
""",
  html="""<html><body style="margin:0;background:#f6f4ff;font-family:'Helvetica Neue',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;">
<tr><td style="padding:28px 32px 0;font-size:22px;font-weight:bold;color:#3b2fc9;">pennant</td></tr>
<tr><td style="padding:16px 32px;font-size:15px;line-height:22px;color:#221f3a;">
<p>Hi Amelia,</p>
<p>Someone is trying to sign in to your Pennant account.</p>
<table cellpadding="3" cellspacing="0" style="font-size:14px;color:#555;">
<tr><td>Device</td><td><b>iPhone 15 (iOS 18.3)</b></td></tr>
<tr><td>Location</td><td><b>near Bristol, United Kingdom</b></td></tr>
<tr><td>Time</td><td><b>18 March 2025, 23:01 GMT</b></td></tr>
</table>
</td></tr>
<tr><td style="padding:8px 32px;">
<a href="https://links.pennant.example/e/c/eyJsIjoiYXBwcm92ZSJ9/aHR0cHM6Ly9hcHAucGVubmFudC5leGFtcGxl?d=dev_8Hk2Qp0x&amp;t=apv_51c9e0b7f2d84a6c" style="display:block;text-align:center;background:#3b2fc9;color:#fff;padding:13px;border-radius:24px;text-decoration:none;font-weight:bold;">Yes, it was me</a>
</td></tr>
<tr><td style="padding:8px 32px 24px;">
<a href="https://links.pennant.example/e/c/eyJsIjoiZGVueSJ9/aHR0cHM6Ly9hcHAucGVubmFudC5leGFtcGxl?d=dev_8Hk2Qp0x" style="display:block;text-align:center;border:2px solid #3b2fc9;color:#3b2fc9;padding:11px;border-radius:24px;text-decoration:none;font-weight:bold;">No, secure my account</a>
</td></tr>
<tr><td style="padding:0 32px 24px;font-size:12px;color:#777;">The request expires in 15 minutes.</td></tr>
</table>
<p style="font-size:10px;color:#888;max-width:500px;line-height:15px;">Pennant Ltd is an electronic money institution authorised by the Financial Conduct Authority under the Electronic Money Regulations 2011 (FRN 900817). Registered office: 30 Charter Row, London N1 9GU. <a href="https://pennant.example/legal" style="color:#888;">Legal</a></p>
<img src="https://links.pennant.example/o/eyJvIjoxfQ.gif" width="1" height="1" alt="">
</td></tr></table></body></html>
""",
  link="https://links.pennant.example/e/c/eyJsIjoiYXBwcm92ZSJ9/aHR0cHM6Ly9hcHAucGVubmFudC5leGFtcGxl?d=dev_8Hk2Qp0x&t=apv_51c9e0b7f2d84a6c",
  otp=None)

# ---------------------------------------------------------------- batch 3 (25-36)

# 25 telecom monthly bill, many numbers, no code
M(kind="newsletter_numbers",
  frm="Telvio Billing <billing@telvio.example>",
  to="Graham Foster <g.foster@telviomail.example>",
  subject="Your Telvio bill for March is ready – £47.83",
  date="Mon, 03 Mar 2025 05:30:00 +0000",
  text="""Hi Graham,

Your latest Telvio bill is ready.

Account number:     4400 1234 5678
Bill date:          3 March 2025
Bill period:        3 Feb 2025 - 2 Mar 2025
Amount due:         £47.83
Direct Debit date:  on or just after 17 March 2025
Direct Debit ref:   TLV-0044001234

What's on this bill
  Fibre 500 broadband          £32.00
  Home phone line rental        £9.50
  Calls outside your plan       £4.12  (14 calls, 1h 52m)
  International add-on          £2.21
  VAT included                  £7.97

Your mobile 07700 900 418 used 18.4 GB of 30 GB.

See your bill in full: https://my.telvio.example/bills/2025-03

Telvio Communications plc, 81 Newgate Street, London EC1A 7AJ. Registered in England no. 1800000. VAT no. GB 245 7193 48.
""",
  html="""<html><body style="font-family:Arial,sans-serif;background:#f0f0f5;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#e60050;color:#fff;padding:18px 24px;font-size:22px;">Telvio</td></tr>
<tr><td style="padding:24px;font-size:15px;">
<p>Hi Graham,</p><p>Your latest Telvio bill is ready.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #ddd;">
<tr><td>Account number</td><td align="right">4400 1234 5678</td></tr>
<tr><td>Bill date</td><td align="right">3 March 2025</td></tr>
<tr><td>Bill period</td><td align="right">3 Feb 2025 - 2 Mar 2025</td></tr>
<tr style="background:#fbe3ec;"><td><b>Amount due</b></td><td align="right"><b>£47.83</b></td></tr>
<tr><td>Direct Debit date</td><td align="right">on or just after 17 March 2025</td></tr>
<tr><td>Direct Debit ref</td><td align="right">TLV-0044001234</td></tr>
</table>
<p style="font-size:13px;">Fibre 500 broadband £32.00 · Home phone line rental £9.50 · Calls outside your plan £4.12 (14 calls, 1h 52m) · International add-on £2.21 · VAT included £7.97</p>
<p style="font-size:13px;">Your mobile 07700 900 418 used 18.4 GB of 30 GB.</p>
<p><a href="https://my.telvio.example/bills/2025-03?cmp=bill_ready_email" style="background:#e60050;color:#fff;padding:10px 20px;text-decoration:none;">See your bill</a></p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#777;">Telvio Communications plc, 81 Newgate Street, London EC1A 7AJ. Registered in England no. 1800000. VAT no. GB 245 7193 48.<br>
<a href="https://my.telvio.example/preferences" style="color:#777;">Manage email preferences</a></td></tr>
</table></body></html>
""",
  tcte="8bit", hcte="base64",
  otp=None, link=None)

# 26 two codes for two steps, the mail says which to type now
M(kind="several_codes",
  frm="Coastline Energy <accounts@coastline-energy.example>",
  to="h.abara@mailhub.example",
  subject="Step 1 of 2: verify your email for Coastline Energy",
  date="Thu, 20 Feb 2025 12:14:55 +0000",
  text="""Hi Hannah,

You're nearly there. To set up your online account for supply number 19 0000 4521 778, we need to check two things.

STEP 1 - your email (do this now)
Type this code into the box labelled "Email code":   804 311

STEP 2 - your mobile
In a moment we'll text a second code to your phone ending ...19. Type that one into the "SMS code" box. Don't use the email code there.

Both codes expire after 15 minutes. If you were sent an earlier code for the same step, only the newest one will work.

Coastline Energy Ltd, 1 Harbour Gate, Plymouth PL1 3RB. Emergencies: 0800 111 999. Customer services: 0330 555 0177.
""",
  html="""<html><body style="font-family:Arial,sans-serif;color:#0a2540;">
<div style="max-width:560px;margin:auto;padding:20px;">
<div style="font-size:20px;font-weight:bold;color:#0077b6;">Coastline Energy</div>
<p>Hi Hannah,</p>
<p>You're nearly there. To set up your online account for supply number 19 0000 4521 778, we need to check two things.</p>
<table width="100%" cellpadding="12" cellspacing="0" style="border:1px solid #cde;margin-bottom:12px;">
<tr><td style="background:#e8f4fb;"><b>Step 1 - your email (do this now)</b><br>Type this code into the box labelled "Email code":
<div style="font-size:28px;font-weight:bold;letter-spacing:4px;padding-top:8px;">804 311</div></td></tr></table>
<table width="100%" cellpadding="12" cellspacing="0" style="border:1px solid #ddd;">
<tr><td><b>Step 2 - your mobile</b><br>In a moment we'll text a second code to your phone ending ...19. Type that one into the "SMS code" box. Don't use the email code there.</td></tr></table>
<p style="font-size:13px;color:#555;">Both codes expire after 15 minutes. If you were sent an earlier code for the same step, only the newest one will work.</p>
<p style="font-size:11px;color:#888;">Coastline Energy Ltd, 1 Harbour Gate, Plymouth PL1 3RB. Emergencies: 0800 111 999. Customer services: 0330 555 0177.</p>
</div></body></html>
""",
  otp="804311", link=None)

# 27 marketplace: prefixed five-digit code, user types the digits
M(kind="prefix_code",
  frm="Vendora Marketplace <no-reply@vendora.example>",
  to="chidi.okonkwo@lagosmail.example",
  subject="Your Vendora code",
  date="Wed, 26 Feb 2025 08:03:27 +0100",
  text="""V-66120 is your Vendora code.

On the verification screen, type only the 5 numbers after "V-".

Don't share this code. Vendora will never call you to ask for it.
""",
  tcte="7bit",
  otp="66120", link=None)

# 28 government portal: "security number", no word "code"
M(kind="no_code_word",
  frm="Council Tax Online <noreply@counciltax.westbrook.gov.example>",
  to="p.hughes@homemail.example",
  subject="Your one-time security number for Council Tax Online",
  date="Tue, 14 Jan 2025 10:11:02 +0000",
  text="""Westbrook Borough Council - Council Tax Online

Dear Mr Hughes,

You asked to sign in to Council Tax Online to view your account.

Your one-time security number is: 3390 1162

Type this number on the sign-in page. It can only be used once and stops working after 30 minutes.

Council Tax account: 60018832
Property: 22 Orchard Close, Westbrook WB4 8NL
Band: C

If you didn't try to sign in, please contact us on 01632 960 781 (Monday to Friday, 9am to 5pm).

Westbrook Borough Council, Civic Centre, Market Square, Westbrook WB1 1AA
This email and any attachments are confidential and intended solely for the addressee.
""",
  tcte="quoted-printable",
  otp="33901162", link=None)

# 29 car sharing: one <span> per digit, "not you? reset your password" link
M(kind="reset_in_code_mail",
  frm="Drivo Car Sharing <hello@drivo.example>",
  to="lena.schmidt@mailbox.example",
  subject="Your Drivo login code",
  date="Sat, 22 Feb 2025 07:44:50 +0100",
  text="""Your Drivo login code: 774091

Enter it in the Drivo app to log in. The code is valid for 5 minutes.

Not you? Reset your password: https://app.drivo.example/password/forgot?ref=otp_mail

Drivo Mobility GmbH · Torstraße 140 · 10119 Berlin · HRB 201883 B
""",
  html="""<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="background:#f3f3f3;margin:0;font-family:Inter,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="460" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;">
<tr><td style="padding:28px;text-align:center;">
<img src="https://assets.drivo.example/mail/drivo-logo.png" alt="Drivo" width="90">
<h1 style="font-size:20px;color:#111;">Your login code</h1>
<p style="font-size:14px;color:#444;">Enter it in the Drivo app to log in. The code is valid for 5 minutes.</p>
<div style="margin:18px 0;">
<span style="display:inline-block;width:40px;height:52px;line-height:52px;margin:0 3px;background:#eef9f1;border-radius:8px;font-size:28px;font-weight:bold;">7</span>
<span style="display:inline-block;width:40px;height:52px;line-height:52px;margin:0 3px;background:#eef9f1;border-radius:8px;font-size:28px;font-weight:bold;">7</span>
<span style="display:inline-block;width:40px;height:52px;line-height:52px;margin:0 3px;background:#eef9f1;border-radius:8px;font-size:28px;font-weight:bold;">4</span>
<span style="display:inline-block;width:40px;height:52px;line-height:52px;margin:0 3px;background:#eef9f1;border-radius:8px;font-size:28px;font-weight:bold;">0</span>
<span style="display:inline-block;width:40px;height:52px;line-height:52px;margin:0 3px;background:#eef9f1;border-radius:8px;font-size:28px;font-weight:bold;">9</span>
<span style="display:inline-block;width:40px;height:52px;line-height:52px;margin:0 3px;background:#eef9f1;border-radius:8px;font-size:28px;font-weight:bold;">1</span>
</div>
<p style="font-size:13px;color:#666;">Not you? <a href="https://app.drivo.example/password/forgot?ref=otp_mail" style="color:#0a8f3c;">Reset your password</a></p>
</td></tr></table>
<p style="font-size:11px;color:#999;">Drivo Mobility GmbH · Torstraße 140 · 10119 Berlin · HRB 201883 B · <a href="https://drivo.example/impressum" style="color:#999;">Impressum</a></p>
</td></tr></table></body></html>
""",
  tcte="8bit", hcte="quoted-printable",
  otp="774091", link=None)

# 30 government identity service: confirm email, tracked button + raw URL in the HTML
M(kind="magic_link",
  frm="GovID <no-reply@notifications.govid.example>",
  to="r.campbell@inbox.example",
  subject="Confirm your email address - GovID",
  date="Thu, 16 Jan 2025 13:27:04 +0000",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:19px;color:#0b0c0c;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#0b0c0c;"><tr><td style="padding:12px 20px;color:#fff;font-weight:bold;font-size:24px;">GovID</td></tr></table>
<div style="max-width:580px;padding:20px;">
<p>Dear Robert Campbell,</p>
<p>You need to confirm your email address before you can continue setting up your GovID.</p>
<p><a href="https://notify-links.govid.example/r/7d6f2e1c-5a4b-4c3d-9e8f-1a2b3c4d5e6f?u=https%3A%2F%2Faccount.govid.example%2Fverify-email%3Ftoken%3Dev_9kL2mN4pQ7rS1tU3vW6xY8zA0bC5dE" style="color:#1d70b8;">Confirm your email address</a></p>
<p>Or copy and paste this link into your browser:</p>
<p style="font-size:16px;word-break:break-all;">https://account.govid.example/verify-email?token=ev_9kL2mN4pQ7rS1tU3vW6xY8zA0bC5dE</p>
<p>The link will expire in 24 hours.</p>
<p>If you did not try to create a GovID, you can ignore this email.</p>
<p>Your reference: GID-2025-0116-48813</p>
<p>From the GovID team</p>
<hr>
<p style="font-size:14px;color:#505a5f;">This is an automated email - please do not reply. For help, visit <a href="https://www.govid.example/help" style="color:#1d70b8;">www.govid.example/help</a>.</p>
</div></body></html>
""",
  hcte="quoted-printable",
  link="https://notify-links.govid.example/r/7d6f2e1c-5a4b-4c3d-9e8f-1a2b3c4d5e6f?u=https%3A%2F%2Faccount.govid.example%2Fverify-email%3Ftoken%3Dev_9kL2mN4pQ7rS1tU3vW6xY8zA0bC5dE",
  link_alt=["https://account.govid.example/verify-email?token=ev_9kL2mN4pQ7rS1tU3vW6xY8zA0bC5dE"],
  otp=None)

# 31 marketplace shipping notice with tracking number, no code
M(kind="newsletter_numbers",
  frm="Bazaarly <ship-confirm@bazaarly.example>",
  to="jin.woo@mailhub.example",
  subject="Shipped: \"Anker-style 65W USB-C charger, 2-pack\" and 1 more item",
  date="Sat, 08 Mar 2025 16:22:39 -0800",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#0f1111;">
<table width="640" cellpadding="0" cellspacing="0" align="center">
<tr><td style="padding:14px 0;border-bottom:1px solid #ddd;"><b style="font-size:20px;">bazaarly</b> <span style="float:right;color:#565959;">Shipping Confirmation<br>Order # 114-5590283-7712046</span></td></tr>
<tr><td style="padding:16px 0;">
<p>Hi Jin,</p>
<p>Your package has shipped and is on its way.</p>
<p><b>Arriving:</b> Tuesday, March 11<br><b>Ship to:</b> Jin Woo, 1180 W 6th St Apt 512, Los Angeles, CA 90017</p>
<p><b>Carrier:</b> UPS &nbsp; <b>Tracking ID:</b> 1Z 9W8 4E7 03 4418 2297</p>
<p><a href="https://www.bazaarly.example/progress-tracker/package?orderId=114-5590283-7712046&amp;shipmentId=Dq7RnXx2k" style="background:#ffd814;color:#0f1111;padding:8px 18px;border-radius:20px;text-decoration:none;">Track package</a></p>
</td></tr>
<tr><td>
<table width="100%" cellpadding="6" cellspacing="0" style="border-top:1px solid #ddd;">
<tr><td>65W USB-C charger, 2-pack<br><small>Sold by VoltHaus Direct · Qty: 1</small></td><td align="right">$29.99</td></tr>
<tr><td>Braided USB-C cable 6 ft<br><small>Sold by Bazaarly · Qty: 2</small></td><td align="right">$15.98</td></tr>
<tr><td>Shipment subtotal</td><td align="right">$45.97</td></tr>
<tr><td>Estimated tax</td><td align="right">$4.37</td></tr>
<tr><td><b>Shipment total</b></td><td align="right"><b>$50.34</b></td></tr>
</table></td></tr>
<tr><td style="padding:20px 0;font-size:12px;color:#565959;">
<a href="https://www.bazaarly.example/your-orders/order-details?orderID=114-5590283-7712046">View or manage order</a> · <a href="https://www.bazaarly.example/returns">Return or replace items</a><br><br>
This email was sent from a notification-only address that cannot accept incoming email. Please do not reply to this message.<br>
&copy;2025 Bazaarly Services, Inc., 410 Terry Ave N, Seattle, WA 98109-5210
</td></tr></table>
<img src="https://www.bazaarly.example/gp/r.html?C=2XK1ODW8PQ&amp;M=urn:rtn:msg:20250309002239&amp;R=1" width="1" height="1">
</body></html>
""",
  hcte="quoted-printable",
  otp=None, link=None)

# 32 note-taking app: code only in the subject
M(kind="subject_only",
  frm="Quillnote <team@quillnote.example>",
  to="ines.carvalho@webmail.example",
  subject="Your Quillnote login code: 40318",
  date="Mon, 24 Feb 2025 21:05:36 +0000",
  text="""Hi Ines,

Enter the code from this email's subject line in the Quillnote window where you started logging in.

It expires in 10 minutes and can be used once.

Happy writing,
Quillnote

Quillnote Labs, 77 Camden Road, London NW1 9EU
""",
  html="""<html><body style="font-family:Georgia,serif;color:#2b2b2b;max-width:480px;margin:24px auto;">
<p style="font-size:22px;">Quillnote</p>
<p>Hi Ines,</p>
<p>Enter the code from this email's subject line in the Quillnote window where you started logging in.</p>
<p>It expires in 10 minutes and can be used once.</p>
<p>Happy writing,<br>Quillnote</p>
<p style="font-size:11px;color:#999;font-family:Arial,sans-serif;">Quillnote Labs, 77 Camden Road, London NW1 9EU · <a href="https://quillnote.example/privacy" style="color:#999;">Privacy</a></p>
</body></html>
""",
  only_subject=True,
  otp="40318", link=None)

# 33 bank scam-awareness mail with an example code, no real code
M(kind="decoy_codes",
  frm="Maplewood Bank <news@email.maplewoodbank.example>",
  to="customer8812@webmail.example",
  subject="Fraudsters are pretending to be us. Here's how to spot them",
  date="Tue, 28 Jan 2025 15:00:00 -0500",
  headers=[("List-Unsubscribe", "<https://email.maplewoodbank.example/unsub?c=fraud0125&r=8d1e77aa>")],
  text="""Protect yourself from impersonation scams

We're seeing more calls and texts from people pretending to be Maplewood Bank.

What a scam can look like:
  "Hi, this is Maplewood fraud prevention. We've blocked a $1,480.00 payment. To cancel it, read me the code we just texted you - for example 123456."

Remember:
  * We will NEVER ask you to read out or forward a verification code, such as 123456 or 804-221.
  * We will never ask you to move money to a "safe account".
  * If in doubt, hang up and call the number on the back of your card: 1-888-555-0119.

Report a suspicious message: forward it to phishing@maplewoodbank.example
Learn more: https://www.maplewoodbank.example/security/scams

Maplewood Bank, N.A. Member FDIC. 600 Pine Street, Hartford, CT 06103.
To stop receiving security tips by email: https://email.maplewoodbank.example/unsub?c=fraud0125&r=8d1e77aa
""",
  html="""<html><body style="font-family:Arial,sans-serif;color:#222;background:#f4f4f4;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#0b4f3c;color:#fff;padding:18px 24px;font-size:20px;">Maplewood Bank</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:22px;">
<h2 style="font-size:20px;">Protect yourself from impersonation scams</h2>
<p>We're seeing more calls and texts from people pretending to be Maplewood Bank.</p>
<p style="background:#fff4e5;padding:12px;border-left:4px solid #f0a020;"><i>"Hi, this is Maplewood fraud prevention. We've blocked a $1,480.00 payment. To cancel it, read me the code we just texted you - for example 123456."</i></p>
<ul>
<li>We will <b>never</b> ask you to read out or forward a verification code, such as 123456 or 804-221.</li>
<li>We will never ask you to move money to a "safe account".</li>
<li>If in doubt, hang up and call the number on the back of your card: 1-888-555-0119.</li>
</ul>
<p><a href="https://www.maplewoodbank.example/security/scams?utm_campaign=fraud0125" style="color:#0b4f3c;font-weight:bold;">Learn more about scams</a></p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#777;">Maplewood Bank, N.A. Member FDIC. 600 Pine Street, Hartford, CT 06103.<br>
<a href="https://email.maplewoodbank.example/unsub?c=fraud0125&amp;r=8d1e77aa" style="color:#777;">Unsubscribe from security tips</a></td></tr>
</table></body></html>
""",
  otp=None, link=None)

# 34 accounting SaaS: re-sent code, earlier one named and expired
M(kind="new_and_old_code",
  frm="Ledgerly <security@ledgerly.example>",
  to="tom.baptiste@baptiste-joinery.example",
  subject="Here's your new Ledgerly code",
  date="Wed, 05 Mar 2025 14:06:12 +1300",
  text="""Kia ora Tom,

You asked for another code, so here it is. The code 290 447 we sent at 2:02 pm has expired - please don't use it.

Your new code: 617 302

Enter it within 10 minutes to sign in to Baptiste Joinery Ltd (org ID 5521087).

Ledgerly Ltd, Level 4, 19 Victoria Street West, Auckland 1010, New Zealand
""",
  html="""<html><body style="font-family:Arial,sans-serif;background:#f5f7fa;">
<table width="520" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e3e8ee;">
<tr><td style="padding:24px;border-bottom:3px solid #13b5ea;font-size:20px;font-weight:bold;color:#13b5ea;">ledgerly</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:22px;color:#32465a;">
<p>Kia ora Tom,</p>
<p>You asked for another code, so here it is. The code <span style="text-decoration:line-through;color:#999;">290 447</span> we sent at 2:02 pm has expired - please don't use it.</p>
<p>Your new code:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:3px;color:#1a2b3c;">617 302</p>
<p>Enter it within 10 minutes to sign in to Baptiste Joinery Ltd (org ID 5521087).</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#8a99a8;">Ledgerly Ltd, Level 4, 19 Victoria Street West, Auckland 1010, New Zealand · <a href="https://central.ledgerly.example/help" style="color:#8a99a8;">Help</a></td></tr>
</table></body></html>
""",
  hcte="base64",
  otp="617302", link=None)

# 35 hotel pre-arrival: door code, Wi-Fi password, reservation number - none is a sign-in code
M(kind="door_wifi_codes",
  frm="The Linden House <stay@lindenhouse.example>",
  to="Carla Jimenez <carla.jimenez@correo.example>",
  subject="Check-in details for your stay, 28 March - reservation 58013",
  date="Wed, 26 Mar 2025 12:00:05 +0000",
  text="""Dear Carla,

We look forward to welcoming you to The Linden House on Friday, 28 March.

Reservation number: 58013
Room: 4 (The Garden Room), 2 nights, 2 adults
Balance paid: £318.00

Self check-in from 15:00
  Front door key-pad: 4471#
  Your room key is in the key safe by the stairs, key-safe number: 2209
  Wi-Fi network: LindenGuest  /  password: harbor2025

Breakfast is served 07:30-10:00 in the conservatory. Parking is free on Linden Road (permit in your room, valid 28/03-30/03).

If you need anything, call or text Sophie on 07700 900 561.

Warm regards,
Sophie & Mark
The Linden House, 12 Linden Road, Bath BA1 5JS
""",
  tcte="8bit",
  otp=None, link=None)

# 36 shop password reset through a click-tracking redirect
M(kind="magic_link",
  frm="Oak & Thread <support@oakandthread.example>",
  to="daniel.moreau@correo.example",
  subject="Reset your Oak & Thread password",
  date="Sun, 09 Feb 2025 17:38:20 -0500",
  text="""Hi Daniel,

We got a request to reset the password for your Oak & Thread account.

Reset your password:
https://u4471029.ct.mailrelay.example/ls/click?upn=u001.Qx2y-2BkL7aN3vR8sT1w-2FzP0mD6fG9hJ4cE5bK-3D-3D_rst9Jk2

This link expires in 2 hours. If you didn't request a reset, ignore this email - your password won't change.

Questions? Email support@oakandthread.example or call 1-844-555-0131.

Oak & Thread Co., 45 Commercial St, Portland, ME 04101
Unsubscribe from marketing: https://u4471029.ct.mailrelay.example/ls/click?upn=u001.unsub-2Bq8Lm
""",
  html="""<html><body style="font-family:'Helvetica Neue',Arial,sans-serif;background:#f7f3ee;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:24px;text-align:center;font-size:24px;letter-spacing:3px;color:#5a3e2b;">OAK &amp; THREAD</td></tr>
<tr><td style="padding:0 32px 24px;font-size:15px;line-height:23px;color:#333;">
<p>Hi Daniel,</p>
<p>We got a request to reset the password for your Oak &amp; Thread account.</p>
<p style="text-align:center;"><a href="https://u4471029.ct.mailrelay.example/ls/click?upn=u001.Qx2y-2BkL7aN3vR8sT1w-2FzP0mD6fG9hJ4cE5bK-3D-3D_rst9Jk2" style="background:#5a3e2b;color:#fff;padding:12px 28px;text-decoration:none;display:inline-block;">Reset password</a></p>
<p>This link expires in 2 hours. If you didn't request a reset, ignore this email - your password won't change.</p>
<p>Questions? Email support@oakandthread.example or call 1-844-555-0131.</p>
</td></tr>
<tr><td style="padding:16px 32px;font-size:11px;color:#999;text-align:center;">
<a href="https://u4471029.ct.mailrelay.example/ls/click?upn=u001.ig-2Bq8Lm" style="color:#999;">Instagram</a> · <a href="https://u4471029.ct.mailrelay.example/ls/click?upn=u001.pin-2Bq8Lm" style="color:#999;">Pinterest</a><br>
Oak &amp; Thread Co., 45 Commercial St, Portland, ME 04101<br>
<a href="https://u4471029.ct.mailrelay.example/ls/click?upn=u001.unsub-2Bq8Lm" style="color:#999;">Unsubscribe from marketing</a></td></tr>
</table>
<img src="https://u4471029.ct.mailrelay.example/wf/open?upn=u001.open-7hGq" width="1" height="1" alt="" border="0">
</body></html>
""",
  link="https://u4471029.ct.mailrelay.example/ls/click?upn=u001.Qx2y-2BkL7aN3vR8sT1w-2FzP0mD6fG9hJ4cE5bK-3D-3D_rst9Jk2",
  otp=None)

# ---------------------------------------------------------------- batch 4 (37-48)

# 37 telehealth: code among appointment date/time, room, phone numbers
M(kind="phone_and_dates",
  frm="Riverside Family Clinic <appointments@riversideclinic.example>",
  to="j.alvarez@homemail.example",
  subject="Your video visit on 22 April - verify your identity",
  date="Tue, 22 Apr 2025 09:58:03 -0400",
  text="""Hello Jorge,

Your video visit is about to start.

  Date:      Tuesday, April 22, 2025
  Time:      10:30 AM - 10:50 AM (Eastern)
  Provider:  Dr. Meera Patel, MD
  Location:  Virtual (Room 3B waiting room)
  Visit ID:  V-20250422-1187

To confirm your identity before joining, enter this one-time verification code: 618 240

The code expires at 10:45 AM. Copay due: $25.00 (card on file ending 1098).

Running late or need to cancel? Call (617) 555-0199. If you are having a medical emergency, call 911.

Riverside Family Clinic, 1200 Commonwealth Ave, Suite 210, Boston, MA 02134 | Fax (617) 555-0198
""",
  tcte="quoted-printable",
  otp="618240", link=None)

# 38 streaming: letter-and-digit code only in the alt text of an image
M(kind="alt_text_only",
  frm="Streamly <info@account.streamly.example>",
  to="kofi.mensah@mailhub.example",
  subject="Your Streamly sign-in request",
  date="Fri, 28 Feb 2025 20:44:10 +0000",
  text="""Streamly

Someone (hopefully you) is signing in to Streamly on a new device.

To see your sign-in code, open this email in HTML view. The code is shown as a picture.

If it wasn't you, change your password: https://www.streamly.example/password

Questions? Visit https://help.streamly.example or call 0800 555 0123.
This message was sent to kofi.mensah@mailhub.example by Streamly International B.V., Keizersgracht 180, 1016 DW Amsterdam.
""",
  html="""<html><body style="background:#141414;margin:0;font-family:Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="500" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:24px 36px;"><span style="color:#e50914;font-size:28px;font-weight:bold;">STREAMLY</span></td></tr>
<tr><td style="padding:0 36px;font-size:16px;color:#221f1f;line-height:24px;">
<p>Someone (hopefully you) is signing in to Streamly on a new device. Enter this sign-in code:</p>
<p><img src="cid:signin-code-b27f@streamly.example" width="220" height="56" alt="H3K9PX" style="display:block;"></p>
<p>This code expires in 15 minutes.</p>
<p style="font-size:14px;">If it wasn't you, <a href="https://www.streamly.example/password" style="color:#221f1f;">change your password</a>.</p>
</td></tr>
<tr><td style="padding:24px 36px;font-size:11px;color:#8c8c8c;">Questions? Visit <a href="https://help.streamly.example" style="color:#8c8c8c;">help.streamly.example</a> or call 0800 555 0123.<br>
This message was sent to kofi.mensah@mailhub.example by Streamly International B.V., Keizersgracht 180, 1016 DW Amsterdam.<br>
<a href="https://www.streamly.example/termsofuse" style="color:#8c8c8c;">Terms of Use</a> · <a href="https://www.streamly.example/privacy" style="color:#8c8c8c;">Privacy</a></td></tr>
</table></td></tr></table></body></html>
""",
  image={"cid": "signin-code-b27f@streamly.example", "w": 220, "h": 56, "rgb": (245, 245, 245),
         "stripe": (34, 31, 31), "filename": "signin-code.png"},
  only_alt=True,
  otp="H3K9PX", link=None)

# 39 password manager: backup code used, confirmation code for the new authenticator
M(kind="several_codes",
  frm="Keyward <security@keyward.example>",
  to="nora.lindgren@postbox.example",
  subject="Confirm your new authenticator app",
  date="Sun, 16 Feb 2025 10:31:48 +0100",
  text="""Hi Nora,

You just signed in to Keyward using one of your backup codes (the one ending in -7721). That backup code can't be used again; you have 7 backup codes left.

You're now setting up a new authenticator app. To confirm the change, enter this confirmation code on the "Verify by email" screen:

402 118

Don't enter a backup code here, and don't enter the 6-digit number from your old authenticator app.

If this wasn't you, lock your account now from https://vault.keyward.example/security and contact support.

Keyward AS, Akersgata 45, 0158 Oslo, Norway
""",
  tcte="7bit",
  otp="402118", link=None)

# 40 smart home: sign-in code now, hub pairing code for later
M(kind="several_codes",
  frm="Hearthly <hello@hearthly.example>",
  to="owen.price@inbox.example",
  subject="Finish signing in to the Hearthly dashboard",
  date="Sat, 01 Feb 2025 18:19:07 +0000",
  html="""<html><body style="font-family:Arial,sans-serif;color:#2d2a26;background:#fff8f0;">
<div style="max-width:520px;margin:0 auto;padding:24px;background:#fff;">
<div style="font-size:22px;font-weight:bold;color:#e8772e;">hearthly</div>
<p>Hi Owen,</p>
<p>To finish signing in to the Hearthly web dashboard, enter this code now:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:4px;">624 913</p>
<p style="font-size:13px;color:#666;">It expires in 10 minutes.</p>
<hr style="border:none;border-top:1px solid #eee;">
<p style="font-size:13px;"><b>Setting up your new Hub?</b> Later, the app will ask for the pairing code printed on the base of the Hub (it looks like HUB-7Q2K-19). You don't need it to sign in.</p>
<p style="font-size:13px;">Your thermostat's installer PIN is 0000 by default - change it in Settings &gt; Installer.</p>
<p style="font-size:11px;color:#999;">Hearthly Ltd, 5 Canal Wharf, Birmingham B1 2JR · 0121 496 0721 · <a href="https://hearthly.example/support" style="color:#999;">Support</a></p>
</div></body></html>
""",
  hcte="8bit",
  otp="624913", link=None)

# 41 e-mail provider: lower-case letter-and-digit code, plain text
M(kind="lowercase_alnum",
  frm="Postlark <verify@postlark.example>",
  to="rosa.bianchi@postlark.example",
  subject="Postlark recovery email check",
  date="Thu, 06 Mar 2025 08:08:08 +0100",
  text="""Hello Rosa,

You added this address as the recovery email for your Postlark mailbox rosa.bianchi@postlark.example.

Your verification code is: 9hwm3x

Type it exactly as shown (lower case). The code is valid for 1 hour.

If you did not add this address, you can ignore this message; nothing will change.

Postlark - private email since 2016
Postlark SA, Rue du Rhône 14, 1204 Geneva, Switzerland
""",
  tcte="8bit",
  otp="9hwm3x", link=None)

# 42 food delivery receipt: many numbers, no code
M(kind="newsletter_numbers",
  frm="Munchbox <receipts@munchbox.example>",
  to="aisha.khan@mailhub.example",
  subject="Your Munchbox receipt from Bombay Spice Kitchen",
  date="Fri, 14 Feb 2025 20:51:29 +0000",
  html="""<html><body style="font-family:Arial,sans-serif;color:#2e3333;background:#f6f6f6;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#00ccbc;padding:16px 24px;color:#fff;font-size:22px;font-weight:bold;">munchbox</td></tr>
<tr><td style="padding:24px;">
<h2 style="font-size:20px;margin:0 0 8px;">Thanks for your order, Aisha</h2>
<p style="color:#585c5c;">Bombay Spice Kitchen · Order #7734-2291 · 14 Feb 2025, 20:12 · Delivered 20:49</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;">
<tr><td>1 × Chicken Tikka Masala</td><td align="right">£12.95</td></tr>
<tr><td>1 × Saag Paneer</td><td align="right">£9.50</td></tr>
<tr><td>2 × Garlic Naan</td><td align="right">£6.90</td></tr>
<tr><td>1 × Mango Lassi 330ml</td><td align="right">£3.95</td></tr>
<tr><td style="border-top:1px solid #e8e8e8;">Subtotal</td><td align="right" style="border-top:1px solid #e8e8e8;">£33.30</td></tr>
<tr><td>Delivery fee</td><td align="right">£2.49</td></tr>
<tr><td>Service fee</td><td align="right">£0.99</td></tr>
<tr><td>Rider tip</td><td align="right">£2.00</td></tr>
<tr><td>Voucher VALENTINE5</td><td align="right">-£5.00</td></tr>
<tr><td><b>Total</b></td><td align="right"><b>£33.78</b></td></tr>
</table>
<p style="font-size:13px;color:#585c5c;">Paid by Apple Pay (Mastercard ••••3381). Delivered to 9 Elm Terrace, Sheffield S10 2HQ.</p>
<p><a href="https://munchbox.example/orders/77342291/help" style="color:#00a396;">Get help with this order</a></p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#999;">Munchbox Ltd, 4 Dean's Yard, London SW1P 3NL · Company no. 08167130 · VAT GB 166 9201 22<br>
<a href="https://munchbox.example/email-preferences" style="color:#999;">Email preferences</a></td></tr>
</table></body></html>
""",
  hcte="quoted-printable",
  otp=None, link=None)

# 43 team chat: confirm email with a code or a button (both labelled)
M(kind="magic_link",
  frm="Chatterhub <feedback@chatterhub.example>",
  to="leo.fischer@brightlane.example",
  subject="Chatterhub confirmation code: K8M-2PQ",
  date="Mon, 10 Mar 2025 09:15:44 +0000",
  text="""Confirm your email address

Your confirmation code is below - enter it in your open browser window and we'll help get you signed in.

K8M-2PQ

Or click here to confirm and sign in to brightlane.chatterhub.example:
https://brightlane.chatterhub.example/z-app-confirm?c=K8M2PQ&t=zt_4b1f7a9c2e6d58301f&x=5512830977

If you didn't request this email, there's nothing to worry about - you can safely ignore it.

Chatterhub Technologies, 500 Howard Street, San Francisco, CA 94105
""",
  html="""<html><body style="font-family:Lato,Arial,sans-serif;color:#1d1c1d;">
<div style="max-width:600px;margin:0 auto;padding:32px 20px;">
<div style="font-size:22px;font-weight:900;color:#4a154b;">chatterhub</div>
<h1 style="font-size:32px;">Confirm your email address</h1>
<p style="font-size:18px;">Your confirmation code is below - enter it in your open browser window and we'll help get you signed in.</p>
<div style="background:#f5f4f5;padding:32px;text-align:center;font-size:30px;letter-spacing:4px;">K8M-2PQ</div>
<p style="font-size:16px;">Or <a href="https://brightlane.chatterhub.example/z-app-confirm?c=K8M2PQ&amp;t=zt_4b1f7a9c2e6d58301f&amp;x=5512830977" style="color:#1264a3;">click here to confirm and sign in</a>.</p>
<p style="font-size:16px;color:#434343;">If you didn't request this email, there's nothing to worry about - you can safely ignore it.</p>
<p style="font-size:12px;color:#696969;"><a href="https://chatterhub.example/blog" style="color:#696969;">Our blog</a> | <a href="https://chatterhub.example/policies" style="color:#696969;">Policies</a> | <a href="https://chatterhub.example/help" style="color:#696969;">Help center</a><br>
Chatterhub Technologies, 500 Howard Street, San Francisco, CA 94105</p>
</div></body></html>
""",
  link="https://brightlane.chatterhub.example/z-app-confirm?c=K8M2PQ&t=zt_4b1f7a9c2e6d58301f&x=5512830977",
  otp="K8M2PQ")

# 44 university: "enter the number", no word code
M(kind="no_code_word",
  frm="Eastgate College Login <login@eastgate.ac.example>",
  to="m.oconnell@eastgate.ac.example",
  subject="Finish signing in to Eastgate Student Hub",
  date="Wed, 15 Jan 2025 08:47:31 +0000",
  text="""Hi Maeve,

To finish signing in to the Student Hub, enter the number below on the sign-in page:

194 703

This number works once and for 10 minutes only.

Student number: 22014873
Course: BSc Environmental Science, Year 2

Not you? Tell the IT Help Desk on 028 9055 0101 or ithelp@eastgate.ac.example.

Eastgate College, Shore Road Campus, Belfast BT15 3AA
""",
  html="""<html><body style="font-family:Calibri,Arial,sans-serif;font-size:15px;color:#1f1f1f;">
<table width="560" cellpadding="0" cellspacing="0" style="border:1px solid #ccc;">
<tr><td style="background:#6a1b31;color:#fff;padding:14px 20px;font-size:18px;">Eastgate College</td></tr>
<tr><td style="padding:20px;">
<p>Hi Maeve,</p>
<p>To finish signing in to the Student Hub, enter the number below on the sign-in page:</p>
<p style="font-size:28px;font-weight:bold;">194 703</p>
<p>This number works once and for 10 minutes only.</p>
<p style="font-size:13px;color:#555;">Student number: 22014873<br>Course: BSc Environmental Science, Year 2</p>
<p style="font-size:13px;">Not you? Tell the IT Help Desk on 028 9055 0101 or ithelp@eastgate.ac.example.</p>
</td></tr>
<tr><td style="padding:12px 20px;font-size:11px;color:#777;">Eastgate College, Shore Road Campus, Belfast BT15 3AA</td></tr>
</table></body></html>
""",
  otp="194703", link=None)

# 45 bank statement notice with user name with digits, no code, no actionable link
M(kind="username_digits",
  frm="Summit Federal Savings <estatements@summitfederal.example>",
  to="sarah.kowalski@webmail.example",
  subject="Your February eStatement is available",
  date="Sat, 01 Mar 2025 06:00:12 -0700",
  text="""Dear sarah.k1990,

Your eStatement for the period ending 02/28/2025 is now available in Online Banking.

  User ID:           sarah.k1990
  Account:           Premier Checking ****3321
  Closing balance:   $4,218.67
  Dividends earned:  $1.84 (APY 0.05%)
  Next statement:    03/31/2025

To view it, sign in at https://online.summitfederal.example and choose Statements & Documents.

For your security, we never include links that sign you in automatically, and we will never email you asking for your password or PIN.

Summit Federal Savings | 455 Canyon Blvd, Boulder, CO 80302 | 1-877-555-0163 | NMLS #402117
Federally insured by NCUA.
""",
  tcte="7bit",
  otp=None, link=None)

# 46 patient portal invitation: activate account (email verification link)
M(kind="magic_link",
  frm='"St. Columba Hospital MyRecord" <myrecord@stcolumba-health.example>',
  to="w.adeyemi@inbox.example",
  subject="Activate your MyRecord account",
  date="Mon, 27 Jan 2025 11:45:00 +0000",
  html="""<html><body style="font-family:Segoe UI,Arial,sans-serif;color:#212b32;background:#f0f4f5;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#005eb8;padding:16px 28px;color:#fff;font-size:20px;font-weight:bold;">St. Columba Hospital · MyRecord</td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:24px;">
<p>Dear Mr Adeyemi,</p>
<p>Following your outpatient appointment on 24 January 2025 (hospital number SCH 448 102 7), you've been invited to use MyRecord to see your letters, test results and upcoming appointments.</p>
<p>To activate your account and confirm this email address, select the button below. The link is valid for 7 days.</p>
<p><a href="https://myrecord.stcolumba-health.example/activate?inv=INV-88K2-Q7LM-4R1X&amp;e=dy5hZGV5ZW1pQGluYm94LmV4YW1wbGU" style="background:#007f3b;color:#fff;padding:12px 24px;text-decoration:none;font-weight:bold;display:inline-block;">Activate my account</a></p>
<p style="font-size:14px;">You'll also need your date of birth and NHS number to finish setting up.</p>
<p style="font-size:14px;">Need help? Call the MyRecord team on 020 7946 0555 (Mon-Fri 9:00-17:00) or read our <a href="https://myrecord.stcolumba-health.example/faq" style="color:#005eb8;">frequently asked questions</a>.</p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:12px;color:#4c6272;border-top:1px solid #d8dde0;">St. Columba Hospital NHS Foundation Trust, 1 Columba Way, London SE1 7EH.<br>
This email was sent to w.adeyemi@inbox.example. <a href="https://www.stcolumba-health.example/privacy" style="color:#4c6272;">How we use your information</a></td></tr>
</table></body></html>
""",
  link="https://myrecord.stcolumba-health.example/activate?inv=INV-88K2-Q7LM-4R1X&e=dy5hZGV5ZW1pQGluYm94LmV4YW1wbGU",
  otp=None)

# 47 e-gift card: card number and PIN, not a sign-in code
M(kind="decoy_codes",
  frm="Larkspur Books <giftcards@larkspurbooks.example>",
  to="tess.holloway@mailbox.example",
  subject="Jenny sent you a £40 Larkspur Books gift card",
  date="Fri, 20 Dec 2024 17:25:41 +0000",
  text="""Hi Tess,

Jenny Marsh has sent you a Larkspur Books e-gift card!

  "Happy Christmas! Something for the long train journeys. x J"

Amount:       £40.00
Card number:  6006 4912 3345 8821
PIN:          4417
Expires:      20 December 2029

Spend it online at larkspurbooks.example (enter the card number and PIN at checkout) or show this email in any of our 38 shops.

Check your balance: https://www.larkspurbooks.example/giftcards/balance

Larkspur Books Ltd, 203 Piccadilly, London W1J 9HD. Gift cards are subject to our terms: https://www.larkspurbooks.example/giftcards/terms
""",
  html="""<html><body style="font-family:Georgia,serif;background:#f1ede4;color:#2a2a2a;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:24px;text-align:center;font-size:26px;color:#4b5d3a;">Larkspur Books</td></tr>
<tr><td style="padding:0 28px 24px;font-size:16px;line-height:24px;">
<p>Hi Tess,</p>
<p>Jenny Marsh has sent you a Larkspur Books e-gift card!</p>
<blockquote style="font-style:italic;color:#555;">Happy Christmas! Something for the long train journeys. x J</blockquote>
<table cellpadding="8" cellspacing="0" style="border:2px solid #4b5d3a;width:100%;font-family:Arial,sans-serif;font-size:15px;">
<tr><td>Amount</td><td><b>£40.00</b></td></tr>
<tr><td>Card number</td><td><b>6006 4912 3345 8821</b></td></tr>
<tr><td>PIN</td><td><b>4417</b></td></tr>
<tr><td>Expires</td><td>20 December 2029</td></tr>
</table>
<p style="font-size:14px;">Spend it online (enter the card number and PIN at checkout) or show this email in any of our 38 shops.</p>
<p><a href="https://www.larkspurbooks.example/giftcards/balance" style="color:#4b5d3a;">Check your balance</a></p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#888;font-family:Arial,sans-serif;">Larkspur Books Ltd, 203 Piccadilly, London W1J 9HD. <a href="https://www.larkspurbooks.example/giftcards/terms" style="color:#888;">Gift card terms</a></td></tr>
</table></body></html>
""",
  tcte="quoted-printable",
  otp=None, link=None)

# 48 ride-hailing: prefixed code in HTML only
M(kind="prefix_code",
  frm="Whizride <accounts@whizride.example>",
  to="ananya.iyer@mailhub.example",
  subject="Verify your new phone number on Whizride",
  date="Thu, 13 Feb 2025 22:31:17 +0530",
  html="""<html><body style="margin:0;font-family:Arial,sans-serif;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#000;"><tr><td style="padding:16px 24px;color:#fff;font-size:20px;font-weight:bold;">Whizride</td></tr></table>
<table width="480" cellpadding="0" cellspacing="0" style="margin:24px;">
<tr><td style="font-size:16px;line-height:24px;color:#000;">
<p>Hi Ananya,</p>
<p>You're changing the phone number on your Whizride account to +91 98xxxxxx42. Enter the 6 digits below in the app to confirm:</p>
<p style="font-size:28px;font-weight:bold;">WR-904172</p>
<p style="font-size:14px;color:#545454;">Only type the numbers (not "WR-"). This expires in 10 minutes.</p>
<p style="font-size:14px;color:#545454;">Trip receipts, ride history and saved places won't change.</p>
</td></tr>
<tr><td style="padding-top:24px;font-size:11px;color:#757575;">Whizride India Pvt. Ltd., Prestige Tech Park, Outer Ring Road, Bengaluru 560103 · <a href="https://help.whizride.example" style="color:#757575;">Help</a></td></tr>
</table></body></html>
""",
  otp="904172", link=None)

# ---------------------------------------------------------------- batch 5 (49-60)

# 49 crypto exchange login code with reset-password and freeze-account links
M(kind="reset_in_code_mail",
  frm="Coinmarrow <do-not-reply@coinmarrow.example>",
  to="v.ivanova@mailbox.example",
  subject="Coinmarrow login verification",
  date="Mon, 03 Feb 2025 03:27:55 +0000",
  text="""Coinmarrow login verification

A login attempt was made from a new device.

  Time (UTC): 2025-02-03 03:27:41
  Device:     Firefox 135 on Linux
  IP address: 192.0.2.184 (Sofia, Bulgaria)

Login verification code: 350 826

This code is valid for 3 minutes.

If this wasn't you:
  Reset your password: https://www.coinmarrow.example/account/reset-password?src=login_otp&lang=en
  Freeze your account: https://www.coinmarrow.example/account/freeze?uid=40188273&sig=fz_e31a9c

Coinmarrow will never ask you to share this code, your password or your 2FA secret.

Risk warning: crypto asset prices are volatile. You may lose all of the money you invest.
Coinmarrow Europe UAB, Konstitucijos pr. 21A, Vilnius 08130, Lithuania.
""",
  html="""<html><body style="margin:0;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:20px 28px;background:#0052ff;color:#fff;font-size:20px;font-weight:bold;">coinmarrow</td></tr>
<tr><td style="padding:28px;font-size:14px;line-height:21px;color:#1c1f26;">
<h2 style="font-size:20px;margin-top:0;">Login verification</h2>
<p>A login attempt was made from a new device.</p>
<table cellpadding="4" cellspacing="0" style="font-size:13px;color:#5b616e;">
<tr><td>Time (UTC)</td><td>2025-02-03 03:27:41</td></tr>
<tr><td>Device</td><td>Firefox 135 on Linux</td></tr>
<tr><td>IP address</td><td>192.0.2.184 (Sofia, Bulgaria)</td></tr>
</table>
<p>Login verification code:</p>
<p style="font-size:32px;font-weight:bold;color:#0052ff;letter-spacing:4px;">350 826</p>
<p style="color:#5b616e;">This code is valid for 3 minutes.</p>
<p style="background:#fff4f4;padding:12px;border-left:3px solid #cf202f;">If this wasn't you, <a href="https://www.coinmarrow.example/account/reset-password?src=login_otp&amp;lang=en" style="color:#cf202f;">reset your password</a> and <a href="https://www.coinmarrow.example/account/freeze?uid=40188273&amp;sig=fz_e31a9c" style="color:#cf202f;">freeze your account</a> immediately.</p>
<p style="font-size:12px;color:#5b616e;">Coinmarrow will never ask you to share this code, your password or your 2FA secret.</p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:10px;color:#8a919e;">Risk warning: crypto asset prices are volatile. You may lose all of the money you invest.<br>Coinmarrow Europe UAB, Konstitucijos pr. 21A, Vilnius 08130, Lithuania.</td></tr>
</table></td></tr></table></body></html>
""",
  otp="350826", link=None)

# 50 parcel locker pick-up code
M(kind="delivery_code",
  frm="QuickBox Lockers <notifications@quickbox.example>",
  to="ethan.murray@webmail.example",
  subject="Your parcel is ready to collect at QuickBox Station Road",
  date="Thu, 13 Mar 2025 14:52:36 +0000",
  text="""Hi Ethan,

Your parcel from Wavecrest Electronics is waiting for you.

  Locker:     QuickBox Station Road (QB-LDS-0417), outside Hillside Pharmacy, 3 Station Road, Horsforth, Leeds LS18 5PA
  Open:       24/7
  Collect by: 16 March 2025, 23:59
  Parcel:     QB 7702 1458 93

Your pick-up code: 731 944

At the locker, tap "Collect a parcel" and type the pick-up code. The door will open automatically. You can also scan the QR code in the QuickBox app.

If you don't collect it by the date above, it goes back to the sender.

QuickBox Ltd, 1 Riverside Way, Leeds LS1 4AP · 0113 496 0990
""",
  html="""<html><body style="font-family:Arial,sans-serif;background:#fff;color:#222;">
<div style="max-width:540px;margin:auto;border:1px solid #ddd;">
<div style="background:#ffcc00;padding:16px 20px;font-size:22px;font-weight:bold;">QuickBox</div>
<div style="padding:20px;font-size:15px;line-height:22px;">
<p>Hi Ethan,</p>
<p>Your parcel from <b>Wavecrest Electronics</b> is waiting for you.</p>
<table cellpadding="4" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#666;">Locker</td><td>QuickBox Station Road (QB-LDS-0417), outside Hillside Pharmacy, 3 Station Road, Horsforth, Leeds LS18 5PA</td></tr>
<tr><td style="color:#666;">Open</td><td>24/7</td></tr>
<tr><td style="color:#666;">Collect by</td><td>16 March 2025, 23:59</td></tr>
<tr><td style="color:#666;">Parcel</td><td>QB 7702 1458 93</td></tr>
</table>
<p style="margin-top:18px;">Your pick-up code:</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:3px;">731 944</p>
<p style="font-size:13px;">At the locker, tap "Collect a parcel" and type the pick-up code. The door will open automatically. You can also scan the QR code in the <a href="https://quickbox.example/app">QuickBox app</a>.</p>
<p style="font-size:13px;color:#666;">If you don't collect it by the date above, it goes back to the sender.</p>
</div>
<div style="padding:12px 20px;background:#f5f5f5;font-size:11px;color:#777;">QuickBox Ltd, 1 Riverside Way, Leeds LS1 4AP · 0113 496 0990</div>
</div></body></html>
""",
  otp="731944", link=None)

# 51 revenue service: re-sent 8-digit access code, old one named
M(kind="new_and_old_code",
  frm="Revenue Online Service <ros-noreply@revenue.gov.example>",
  to="c.byrne@eirmail.example",
  subject="Revenue Online Service - replacement access code",
  date="Tue, 21 Jan 2025 16:09:50 +0000",
  text="""Dear Ciara Byrne,

PPSN: 1234567TA

You requested a replacement access code for Revenue Online Service (ROS) at 16:08 on 21/01/2025.

The access code issued earlier today (5512 0932) has been cancelled.

Your replacement access code is: 8047 2216

Enter it on the ROS sign-in screen within 20 minutes. It can be used once.

If you did not request this, phone the ROS Technical Helpdesk on 01 738 3699 (+353 1 738 3699 from outside Ireland).

Revenue Commissioners, Dublin Castle, Dublin 2, D02 F342.
Please do not reply to this email.
""",
  tcte="quoted-printable",
  otp="80472216", link=None)

# 52 exchange withdrawal approval link with cancel / lock decoys
M(kind="magic_link",
  frm="Bitharbor <withdrawals@bitharbor.example>",
  to="sven.aalto@postbox.example",
  subject="Confirm your withdrawal of 0.2500 BTC",
  date="Fri, 31 Jan 2025 12:41:03 +0000",
  text="""Confirm your withdrawal

You requested a withdrawal from your Bitharbor account:

  Amount:   0.2500 BTC (network fee 0.00012 BTC)
  To:       bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh
  Network:  Bitcoin
  Request:  WD-20250131-771084

To approve it, open:
https://www.bitharbor.example/withdrawals/confirm/WD-20250131-771084?token=wdc_Yk3nM8pQ2rT6vX9zB4cF7hJ1lN5s

This link expires in 30 minutes.

Didn't request this? Cancel it: https://www.bitharbor.example/withdrawals/cancel/WD-20250131-771084?token=wdx_Ha81
and lock your account: https://www.bitharbor.example/security/lock

Bitharbor Oy, Mannerheimintie 12 B, 00100 Helsinki, Finland. Registered with the Finnish Financial Supervisory Authority.
""",
  html="""<html><body style="font-family:Arial,sans-serif;color:#181a20;background:#fafafa;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #eaecef;">
<tr><td style="padding:20px 28px;font-size:20px;font-weight:bold;color:#1b4dff;">Bitharbor</td></tr>
<tr><td style="padding:0 28px 20px;font-size:14px;line-height:21px;">
<h2 style="font-size:20px;">Confirm your withdrawal</h2>
<p>You requested a withdrawal from your Bitharbor account:</p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;background:#f5f5f5;width:100%;">
<tr><td>Amount</td><td>0.2500 BTC (network fee 0.00012 BTC)</td></tr>
<tr><td>To</td><td style="word-break:break-all;">bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh</td></tr>
<tr><td>Network</td><td>Bitcoin</td></tr>
<tr><td>Request</td><td>WD-20250131-771084</td></tr>
</table>
<p style="text-align:center;padding-top:12px;"><a href="https://www.bitharbor.example/withdrawals/confirm/WD-20250131-771084?token=wdc_Yk3nM8pQ2rT6vX9zB4cF7hJ1lN5s" style="background:#1b4dff;color:#fff;padding:12px 36px;text-decoration:none;border-radius:4px;font-weight:bold;">Confirm withdrawal</a></p>
<p style="font-size:12px;color:#707a8a;">This link expires in 30 minutes.</p>
<p style="font-size:13px;">Didn't request this? <a href="https://www.bitharbor.example/withdrawals/cancel/WD-20250131-771084?token=wdx_Ha81" style="color:#d9304e;">Cancel withdrawal</a> and <a href="https://www.bitharbor.example/security/lock" style="color:#d9304e;">lock your account</a>.</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:10px;color:#999;border-top:1px solid #eaecef;">Bitharbor Oy, Mannerheimintie 12 B, 00100 Helsinki, Finland. Registered with the Finnish Financial Supervisory Authority.</td></tr>
</table></body></html>
""",
  link="https://www.bitharbor.example/withdrawals/confirm/WD-20250131-771084?token=wdc_Yk3nM8pQ2rT6vX9zB4cF7hJ1lN5s",
  otp=None)

# 53 rail e-ticket with letter-and-digit ticket reference, no code
M(kind="booking_ref",
  frm="Northline Rail <tickets@northlinerail.example>",
  to="fiona.grant@inbox.example",
  subject="Your e-ticket: Edinburgh to London King's Cross, Fri 4 April",
  date="Sun, 23 Mar 2025 10:14:29 +0000",
  html="""<html><body style="font-family:Arial,sans-serif;background:#eef0f2;color:#1e1e1e;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#c8102e;color:#fff;padding:16px 24px;font-size:20px;font-weight:bold;">Northline Rail</td></tr>
<tr><td style="padding:24px;">
<p style="font-size:16px;">Hi Fiona, here's your e-ticket. Show the barcode in the attached PDF or in the Northline app at the gate.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #ddd;">
<tr style="background:#f7f7f7;"><td colspan="2"><b>Ticket reference: TRK8Q3N7</b></td></tr>
<tr><td>Journey</td><td>Edinburgh (EDB) → London King's Cross (KGX)</td></tr>
<tr><td>Date</td><td>Friday 4 April 2025</td></tr>
<tr><td>Departs</td><td>08:30, platform shown at station</td></tr>
<tr><td>Arrives</td><td>12:51</td></tr>
<tr><td>Train</td><td>1E07</td></tr>
<tr><td>Seat</td><td>Coach K, seat 42 (window, forward facing)</td></tr>
<tr><td>Ticket type</td><td>Advance Single, Standard · Railcard 16-25</td></tr>
<tr><td>Price</td><td>£41.85 (Visa ending 6630)</td></tr>
</table>
<p style="font-size:13px;">Advance tickets are only valid on the booked train. Changes cost £10 plus any fare difference up to 18:00 the day before travel.</p>
<p style="font-size:13px;"><a href="https://www.northlinerail.example/my-bookings/TRK8Q3N7" style="color:#c8102e;">Manage booking</a> · <a href="https://www.northlinerail.example/live-departures/EDB" style="color:#c8102e;">Live departures</a></p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#777;">Northline Rail Ltd, Station House, Waverley Bridge, Edinburgh EH1 1BQ · Registered in Scotland SC345001 · 0345 722 5225</td></tr>
</table></body></html>
""",
  hcte="quoted-printable",
  otp=None, link=None)

# 54 hotel reservation with confirmation number and a static booking PIN (not a one-time code)
M(kind="booking_ref",
  frm="Staybridge Reservations <reservations@stay-portal.example>",
  to="matteo.ricci@posta.example",
  subject="Your reservation at Casa Marina Lisboa is confirmed",
  date="Wed, 12 Feb 2025 21:40:18 +0100",
  text="""Thanks, Matteo! Your booking in Lisbon is confirmed.

Casa Marina Lisboa
Rua da Boavista 71, 1200-066 Lisboa, Portugal
+351 21 555 0143

Confirmation number: 5827.194.603
PIN code: 4412
(You'll need the confirmation number and PIN to view, change or cancel your booking online or when you contact us.)

Check-in:  Thu 10 April 2025 (from 15:00)
Check-out: Sun 13 April 2025 (until 11:00)
1 x Double Room with River View, breakfast included
Guests: 2 adults

Total price: EUR 486.00 (includes 6% VAT; city tax EUR 4.00 per person per night payable at the property)
Free cancellation until 7 April 2025, 23:59 (Lisbon time).

Manage your booking: https://secure.stay-portal.example/mybooking?bn=5827194603

Staybridge Reservations B.V., Herengracht 597, 1017 CE Amsterdam, Netherlands
""",
  tcte="quoted-printable",
  otp=None, link=None)

# 55 social network: confirm new email address, with many decoy links
M(kind="magic_link",
  frm="Loopin <security@loopin.example>",
  to="grace.oduya@newmail.example",
  subject="Confirm your new email address for Loopin",
  date="Sat, 15 Feb 2025 13:36:59 +0000",
  text="""Hi Grace,

You (or someone else) changed the email address on the Loopin account @grace.oduya to grace.oduya@newmail.example.

Confirm this address: https://www.loopin.example/e/confirm_email?cid=cem_2718a&h=9f4b7d21e6c3&uid=100482771

Until you confirm, we'll keep sending notifications to your old address.

Didn't make this change? Secure your account: https://www.loopin.example/help/hacked?uid=100482771

Loopin Ltd., 1 Grand Canal Square, Dublin 2, D02 P820, Ireland. This message was sent to grace.oduya@newmail.example.
""",
  html="""<html><body style="margin:0;background:#f0f2f5;font-family:Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td style="padding:20px 24px;border-bottom:1px solid #e4e6eb;"><img src="https://static.loopin.example/rsrc/email-logo.png" width="96" alt="Loopin"></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:21px;color:#1c1e21;">
<p>Hi Grace,</p>
<p>You (or someone else) changed the email address on the Loopin account <b>@grace.oduya</b> to grace.oduya@newmail.example.</p>
<p><a href="https://www.loopin.example/n/?e%2Fconfirm_email&amp;cid=cem_2718a&amp;h=9f4b7d21e6c3&amp;uid=100482771&amp;aref=1739626619&amp;medium=email&amp;mid=5fe1c2aG" style="background:#1877f2;color:#fff;padding:10px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block;">Confirm email address</a></p>
<p style="color:#65676b;">Until you confirm, we'll keep sending notifications to your old address.</p>
<p style="color:#65676b;">Didn't make this change? <a href="https://www.loopin.example/help/hacked?uid=100482771" style="color:#1877f2;">Secure your account</a>.</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#8a8d91;">Loopin Ltd., 1 Grand Canal Square, Dublin 2, D02 P820, Ireland. This message was sent to grace.oduya@newmail.example. <a href="https://www.loopin.example/o.php?k=AS2x8&amp;u=100482771&amp;mid=5fe1c2aG" style="color:#8a8d91;">Unsubscribe</a></td></tr>
</table>
<img src="https://www.loopin.example/email_open_log_pic.php?mid=5fe1c2aG" width="1" height="1" alt="">
</td></tr></table></body></html>
""",
  link="https://www.loopin.example/n/?e%2Fconfirm_email&cid=cem_2718a&h=9f4b7d21e6c3&uid=100482771&aref=1739626619&medium=email&mid=5fe1c2aG",
  link_alt=["https://www.loopin.example/e/confirm_email?cid=cem_2718a&h=9f4b7d21e6c3&uid=100482771"],
  otp=None)

# 56 travel agency sign-in code in a mail that names a trip and booking reference
M(kind="booking_ref",
  frm="Wanderfare <account@wanderfare.example>",
  to="beatriz.souza@correo.example",
  subject="Your Wanderfare sign-in code",
  date="Tue, 25 Mar 2025 07:57:21 -0300",
  html="""<html><body style="font-family:Arial,sans-serif;background:#f3f7fb;color:#1d2a3a;">
<table width="540" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:18px 26px;font-size:22px;font-weight:bold;color:#00a1de;">wanderfare</td></tr>
<tr><td style="padding:0 26px 22px;font-size:15px;line-height:22px;">
<p>Hi Beatriz,</p>
<p>Use this code to sign in and see your trip to <b>Lisbon &amp; Porto</b> (Wanderfare booking WF-3381047, airline reference LQ9T2B, 18-27 May 2025):</p>
<table cellpadding="0" cellspacing="0" style="margin:14px 0;"><tr>
<td style="font-size:30px;font-weight:bold;letter-spacing:6px;padding:10px 20px;background:#e8f6fc;border-radius:6px;">5921-07</td></tr></table>
<p style="font-size:13px;color:#5a6a7a;">The code expires in 15 minutes. If you didn't try to sign in, you can ignore this email.</p>
<p style="font-size:13px;color:#5a6a7a;">Questions about your trip? Call us 24/7 on +55 11 5555 0177 and quote WF-3381047.</p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#8899aa;background:#f7f9fb;">Wanderfare Viagens Ltda., Av. Paulista 1842, São Paulo - SP, 01310-200 · CNPJ 12.345.678/0001-90 · <a href="https://www.wanderfare.example/privacy" style="color:#8899aa;">Privacy</a></td></tr>
</table></body></html>
""",
  hcte="quoted-printable",
  otp="592107", link=None)

# 57 developer platform: "token", no word "code"
M(kind="no_code_word",
  frm="Pipelinr <noreply@pipelinr.example>",
  to="ops@acme-robotics.example",
  subject="Pipelinr: one-time login token",
  date="Wed, 19 Feb 2025 02:10:44 +0000",
  text="""Someone is logging in to Pipelinr as ops@acme-robotics.example from the pipelinr CLI (v3.8.1, linux/amd64).

One-time login token: 58acf2d1

Paste the token into the CLI prompt. It is valid for 15 minutes and for a single login.

Organisation: acme-robotics (org_2Hk7Vq)
Request ID: req_01JMCS4W9XK2B7F3N8Q5R6T1VZ

If this wasn't you, revoke active sessions at https://pipelinr.example/user/sessions

Pipelinr Pty Ltd, Level 3, 120 Spencer Street, Melbourne VIC 3000, Australia. ABN 51 824 753 556.
""",
  tcte="7bit",
  otp="58acf2d1", link=None)

# 58 retailer account verification with a real code among a promo code and order number
M(kind="decoy_codes",
  frm="Pebble & Pine <hello@pebbleandpine.example>",
  to="isla.mackenzie@mailbox.example",
  subject="Verify your email to finish creating your Pebble & Pine account",
  date="Sun, 09 Mar 2025 11:06:37 +0000",
  text="""Welcome to Pebble & Pine, Isla!

To finish creating your account, enter this verification code on the checkout page:

  739 046

(It expires in 20 minutes.)

Once you're verified, your welcome offer is ready: use WELCOME15 for 15% off your first order over £30.

Your guest order PP-118204 (placed today at 10:58) will be linked to your new account automatically.

Pebble & Pine, 9 Bridge Street, Keswick CA12 5DL · 017687 555 01
You're receiving this because you started creating an account at pebbleandpine.example.
""",
  html="""<html><body style="font-family:'Trebuchet MS',Arial,sans-serif;background:#f6f3ee;color:#333;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:22px;text-align:center;font-size:24px;color:#3d5a40;">Pebble &amp; Pine</td></tr>
<tr><td style="padding:0 28px 20px;font-size:15px;line-height:23px;">
<p>Welcome to Pebble &amp; Pine, Isla!</p>
<p>To finish creating your account, enter this verification code on the checkout page:</p>
<p style="text-align:center;font-size:30px;font-weight:bold;letter-spacing:5px;color:#3d5a40;">739 046</p>
<p style="text-align:center;font-size:13px;color:#777;">It expires in 20 minutes.</p>
<table width="100%" cellpadding="14" cellspacing="0" style="background:#f2ede4;margin:12px 0;"><tr><td style="text-align:center;">
Once you're verified, your welcome offer is ready:<br><span style="font-size:20px;font-weight:bold;border:1px dashed #3d5a40;padding:4px 12px;">WELCOME15</span><br><small>15% off your first order over £30</small></td></tr></table>
<p style="font-size:13px;">Your guest order PP-118204 (placed today at 10:58) will be linked to your new account automatically.</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#888;">Pebble &amp; Pine, 9 Bridge Street, Keswick CA12 5DL · 017687 555 01<br>You're receiving this because you started creating an account at pebbleandpine.example.</td></tr>
</table></body></html>
""",
  tcte="8bit",
  otp="739046", link=None)

# 59 bike share welcome: user name with digits, verify-email link
M(kind="username_digits",
  frm="Pedalo Bike Share <welcome@pedalo.example>",
  to="k.nguyen@inbox.example",
  subject="Welcome to Pedalo, rider4521 - please verify your email",
  date="Thu, 27 Mar 2025 17:20:03 -0700",
  text="""Hi rider4521,

Welcome to Pedalo! Before your first ride, please verify your email address:

https://go.pedalo.example/verify?u=rider4521&v=pv_8e3b1c9a7f2d4e60b5a1

Your membership: Pay-as-you-ride ($1.00 to unlock + $0.39/min)
Member ID: PD-0045217
Home station: 3rd Ave & Pine St (#214)

Need help? Text us at (206) 555-0157 or visit https://help.pedalo.example

Pedalo Mobility, Inc. 1420 5th Ave, Suite 2200, Seattle, WA 98101
You're receiving this because you created a Pedalo account. Manage emails: https://go.pedalo.example/prefs?u=rider4521
""",
  html="""<html><body style="font-family:Arial,sans-serif;color:#222;background:#eefaf3;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:20px 26px;font-size:24px;font-weight:bold;color:#00a651;">pedalo</td></tr>
<tr><td style="padding:0 26px 22px;font-size:15px;line-height:22px;">
<p>Hi rider4521,</p>
<p>Welcome to Pedalo! Before your first ride, please verify your email address.</p>
<p><a href="https://go.pedalo.example/verify?u=rider4521&amp;v=pv_8e3b1c9a7f2d4e60b5a1" style="background:#00a651;color:#fff;padding:12px 26px;border-radius:22px;text-decoration:none;font-weight:bold;">Verify email</a></p>
<table cellpadding="3" cellspacing="0" style="font-size:13px;color:#555;">
<tr><td>Membership</td><td>Pay-as-you-ride ($1.00 to unlock + $0.39/min)</td></tr>
<tr><td>Member ID</td><td>PD-0045217</td></tr>
<tr><td>Home station</td><td>3rd Ave &amp; Pine St (#214)</td></tr>
</table>
<p style="font-size:13px;">Need help? Text us at (206) 555-0157 or visit <a href="https://help.pedalo.example" style="color:#00a651;">help.pedalo.example</a></p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#888;">Pedalo Mobility, Inc. 1420 5th Ave, Suite 2200, Seattle, WA 98101<br>
<a href="https://go.pedalo.example/prefs?u=rider4521" style="color:#888;">Manage emails</a> · <a href="https://pedalo.example/app-ios" style="color:#888;">App Store</a> · <a href="https://pedalo.example/app-android" style="color:#888;">Google Play</a></td></tr>
</table></body></html>
""",
  link="https://go.pedalo.example/verify?u=rider4521&v=pv_8e3b1c9a7f2d4e60b5a1",
  otp=None)

# 60 hobby community: lower-case letter-and-digit sign-up code in HTML only
M(kind="lowercase_alnum",
  frm="Threadloom Community <noreply@threadloom.example>",
  to="patricia.vance@mailhub.example",
  subject="Almost there - confirm it's you",
  date="Mon, 17 Feb 2025 19:29:12 -0500",
  html="""<html><body style="font-family:Verdana,Geneva,sans-serif;background:#fdf6fb;color:#3a2e39;">
<div style="max-width:500px;margin:20px auto;background:#fff;border:1px solid #ecdbe8;padding:26px;">
<div style="font-size:20px;font-weight:bold;color:#a23b72;">Threadloom</div>
<p style="font-size:14px;">Hi Patricia, thanks for joining 48,000 knitters, quilters and embroiderers.</p>
<p style="font-size:14px;">Copy this sign-up code into the form you just filled in:</p>
<p style="font-family:Consolas,monospace;font-size:26px;background:#f7eef5;padding:10px;text-align:center;">q8v3nt5z</p>
<p style="font-size:12px;color:#7a6a78;">Codes are case-sensitive. This one expires in 30 minutes.</p>
<p style="font-size:12px;color:#7a6a78;">Pattern of the week: Harbour Cable Hat (free, sizes S-XL). Find it under Patterns &gt; #2291.</p>
<p style="font-size:10px;color:#aaa;">Threadloom, 2150 Queen St E, Toronto, ON M4E 1E3, Canada · <a href="https://threadloom.example/community-rules" style="color:#aaa;">Community rules</a></p>
</div></body></html>
""",
  otp="q8v3nt5z", link=None)


if __name__ == "__main__":
    main()
