#!/usr/bin/env python3
"""Hand-written labelled test mail for a one-time-code / magic-link extractor.

Every message below is written by hand as Python data.  Running this script
writes PREFIX-NNNN.eml files plus labels.jsonl into this directory and then
re-parses and validates everything it wrote.  Standard library only.
"""
import json
import re
import struct
import sys
import zlib
from collections import Counter
from email import policy
from email.message import EmailMessage
from email.parser import BytesParser
from email.utils import parseaddr
from html.parser import HTMLParser
from pathlib import Path

OUT = Path(__file__).resolve().parent
PREFIX = "hf"
LANG = "en"
MESSAGES = []

ALLOWED_TLDS = (".example", ".test", ".invalid")
CTES = ("7bit", "8bit", "quoted-printable", "base64")


def M(**kw):
    """Register one hand-written message."""
    MESSAGES.append(kw)


def make_png(width, height, rgb):
    """A tiny solid-colour PNG made with zlib/struct only."""
    raw = b"".join(b"\x00" + bytes(rgb) * width for _ in range(height))

    def chunk(tag, data):
        body = tag + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))


def build_message(m):
    msg = EmailMessage(policy=policy.default)
    msg["From"] = m["frm"]
    msg["To"] = m["to"]
    if m.get("cc"):
        msg["Cc"] = m["cc"]
    msg["Subject"] = m["subject"]
    msg["Date"] = m["date"]
    dom = parseaddr(m["frm"])[1].rsplit("@", 1)[-1]
    # deterministic Message-ID so that re-running the script gives identical files
    crc = zlib.crc32((m["subject"] + m["date"]).encode("utf-8"))
    msg["Message-ID"] = m.get("msgid") or "<%08x.%s.%s@%s>" % (
        crc, m["key"], re.sub(r"\W", "", m["date"])[-14:], dom)
    for name, value in m.get("headers", []):
        msg[name] = value

    text, html = m.get("text"), m.get("html")
    tcte = m.get("tcte", "quoted-printable")
    hcte = m.get("hcte", "quoted-printable")
    for cte, body in ((tcte, text), (hcte, html)):
        assert cte in CTES, (m["key"], cte)
        if body is not None and cte == "7bit":
            assert body.isascii(), (m["key"], "7bit body is not ASCII")
    if text is not None:
        msg.set_content(text, subtype="plain", cte=tcte)
        if html is not None:
            msg.add_alternative(html, subtype="html", cte=hcte)
    else:
        msg.set_content(html, subtype="html", cte=hcte)

    img = m.get("image")
    if img:
        png = make_png(img.get("w", 240), img.get("h", 60), img.get("rgb", (30, 60, 120)))
        html_part = msg if text is None else msg.get_body(preferencelist=("html",))
        html_part.add_related(png, "image", "png", cid="<%s>" % img["cid"],
                              disposition="inline", filename=img.get("filename", "image.png"))
    # fixed boundaries so that re-running the script gives identical files
    n = 0
    for part in msg.walk():
        if part.is_multipart():
            n += 1
            part.set_boundary("----=_Part_%s_%d_%08x" % (m["key"], n, zlib.crc32(m["date"].encode())))
    return msg


class Collector(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.hrefs, self.srcs, self.alts, self.data = [], [], [], []

    def handle_starttag(self, tag, attrs):
        for k, v in attrs:
            if v is None:
                continue
            if k == "href":
                self.hrefs.append(v)
            elif k == "src":
                self.srcs.append(v)
            elif k == "alt":
                self.alts.append(v)

    handle_startendtag = handle_starttag

    def handle_data(self, d):
        self.data.append(d)


URL_RE = re.compile(r"https?://[^\s<>\"')\]]+")
MAIL_RE = re.compile(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)")


def host_ok(host):
    host = host.lower().rstrip(".")
    return host.endswith(ALLOWED_TLDS)


def validate(path, m):
    errs = []
    data = path.read_bytes()
    p = BytesParser(policy=policy.default).parsebytes(data)
    for part in p.walk():
        if part.defects:
            errs.append("defects %r in %s" % (part.defects, part.get_content_type()))
        for h in part.keys():
            try:
                hv = part[h]
                if getattr(hv, "defects", None):
                    errs.append("header defects %s: %r" % (h, hv.defects))
            except Exception as e:  # pragma: no cover
                errs.append("header %s unreadable: %s" % (h, e))
    subject = str(p["subject"])
    texts, htmls, ctes = [], [], set()
    for part in p.walk():
        if part.is_multipart():
            continue
        ct = part.get_content_type()
        ctes.add(str(part.get("Content-Transfer-Encoding", "7bit")).lower())
        if ct == "text/plain":
            texts.append(part.get_content())
        elif ct == "text/html":
            htmls.append(part.get_content())
    col = Collector()
    for h in htmls:
        col.feed(h)
        col.close()
    html_text = "".join(col.data)
    html_text_ws = re.sub(r"\s+", " ", html_text)
    sources = [subject] + texts + [html_text, html_text_ws] + col.alts

    otp = m["otp"]
    if otp is not None:
        if not re.fullmatch(r"[A-Za-z0-9]{4,8}", otp):
            errs.append("otp %r not 4-8 alphanumerics" % otp)
        shown = m.get("shown") or [otp]
        for s in shown:
            if otp not in re.sub(r"[\s\-\u00a0]", "", s):
                errs.append("shown form %r does not reduce to otp %r" % (s, otp))
        if not any(s in src for s in shown for src in sources):
            errs.append("otp %r (shown %r) not found in decoded content" % (otp, shown))
        where = m.get("otp_only_in")
        if where == "subject":
            if not any(s in subject for s in shown) or any(s in src for s in shown for src in sources[1:]):
                errs.append("otp should be in the subject only")
        if where == "alt":
            if not any(s in a for s in shown for a in col.alts) or any(s in src for s in shown for src in sources[:-len(col.alts) or None]):
                errs.append("otp should be in alt text only")

    link = m["link"]
    if link is not None:
        if htmls:
            if link not in col.hrefs:
                errs.append("link not among hrefs: %s" % link)
        elif not any(link in URL_RE.findall(t) for t in texts):
            errs.append("link not in text part: %s" % link)
    for alt in m.get("link_alt", []) or []:
        if alt == link:
            errs.append("link_alt equals link")
        if not (alt in col.hrefs or any(alt in t for t in texts) or alt in html_text):
            errs.append("link_alt not found: %s" % alt)
    if m.get("link_alt") and link is None:
        errs.append("link_alt without link")

    urls = set(col.hrefs) | set(col.srcs)
    for t in texts + [html_text]:
        urls.update(URL_RE.findall(t))
    for u in urls:
        if u.startswith(("cid:", "#")):
            continue
        if u.startswith("mailto:"):
            host = u[7:].split("?")[0].rsplit("@", 1)[-1]
        elif u.startswith("tel:"):
            continue
        else:
            mm = re.match(r"https?://([^/?#:]+)", u)
            if not mm:
                errs.append("odd url %r" % u)
                continue
            host = mm.group(1)
        if not host_ok(host):
            errs.append("url outside allowed TLDs: %s" % u)
    addr_text = " ".join(str(p[h]) for h in ("From", "To", "Cc", "Reply-To") if p[h]) + " " + " ".join(texts) + " " + html_text
    for dom in MAIL_RE.findall(addr_text):
        if not host_ok(dom):
            errs.append("e-mail domain outside allowed TLDs: %s" % dom)
    return errs, ctes


def main():
    for old in OUT.glob(PREFIX + "-*.eml"):
        old.unlink()
    labels, problems = [], []
    per_kind = Counter()
    families = set()
    all_ctes = Counter()
    for i, m in enumerate(MESSAGES, 1):
        name = "%s-%04d.eml" % (PREFIX, i)
        m["key"] = "%s%04d" % (PREFIX, i)
        for req in ("frm", "to", "subject", "date", "kind", "otp", "link"):
            if req not in m:
                problems.append("%s: missing %s" % (name, req))
        if "text" not in m and "html" not in m:
            problems.append("%s: no body" % name)
        per_kind[m["kind"]] += 1
        family = m.get("family") or "%s-%s-%02d" % (PREFIX, m["kind"], per_kind[m["kind"]])
        if family in families:
            problems.append("%s: duplicate family %s" % (name, family))
        families.add(family)
        msg = build_message(m)
        (OUT / name).write_bytes(msg.as_bytes(policy=policy.default))
        errs, ctes = validate(OUT / name, m)
        all_ctes.update(ctes)
        problems.extend("%s: %s" % (name, e) for e in errs)
        rec = {"file": name, "otp": m["otp"], "link": m["link"], "kind": m["kind"],
               "lang": LANG, "family": family}
        if m.get("link_alt"):
            rec["link_alt"] = list(m["link_alt"])
        labels.append(rec)
    with open(OUT / "labels.jsonl", "w", encoding="utf-8") as fh:
        for rec in labels:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")

    n = len(labels)
    n_code = sum(1 for r in labels if r["otp"])
    n_link = sum(1 for r in labels if r["link"])
    n_none = sum(1 for r in labels if not r["otp"] and not r["link"])
    print("messages:", n)
    print("with code: %d  with link: %d  both: %d  neither: %d" % (
        n_code, n_link, sum(1 for r in labels if r["otp"] and r["link"]), n_none))
    print("by kind:", dict(sorted(Counter(r["kind"] for r in labels).items())))
    print("transfer encodings used:", dict(all_ctes))
    if problems:
        print("\nVALIDATION FAILED:")
        for pr in problems:
            print("  -", pr)
        sys.exit(1)
    print("validation passed")


# ---------------------------------------------------------------------------
# Messages (written by hand).  Fields: frm, to, subject, date, text / html,
# tcte / hcte, headers, image, otp, shown (how the code is displayed), link,
# link_alt, kind.
# ---------------------------------------------------------------------------

# ----- batch 1 --------------------------------------------------------------

# 1 order confirmation, many numbers, no code
M(kind="newsletter_numbers", otp=None, link=None,
  frm="Harbor & Pine Home Goods <orders@harborpine.example>",
  to="Dana Whitcombe <dana.whitcombe@mailbox.example>",
  subject="Order #HP-20931847 confirmed - thanks, Dana!",
  date="Mon, 11 Mar 2024 19:42:07 -0700",
  headers=[("Reply-To", "help@harborpine.example"),
           ("List-Unsubscribe", "<https://harborpine.example/u/dw20931847>")],
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Hi Dana,

Thanks for shopping with Harbor & Pine. We've got your order and we're getting it ready.

ORDER #HP-20931847
Placed: March 11, 2024 at 7:41 PM PDT

  1 x Stoneware Pasta Bowl, Set of 4 (Oat)     SKU 114-3320-OAT   $58.00
  2 x Linen Napkins, Set of 6 (Sage)           SKU 207-1188-SGE   $64.00
  1 x Acacia Serving Board, 18 in              SKU 331-0042-ACA   $42.00

Subtotal:          $164.00
Shipping (Ground):   $8.95
Estimated tax:      $11.42
Total:             $184.37
Paid with Visa ending in 4471

Shipping to:
Dana Whitcombe
4418 SE Belmont St, Apt 3
Portland, OR 97214

Estimated delivery: Thu, Mar 14 - Mon, Mar 18

Questions? Call us at 1-800-555-0142 (Mon-Fri 6am-6pm PT) or reply to this email.
Returns are free within 60 days.

Harbor & Pine Home Goods, Inc. * 1220 NW Marshall St * Portland, OR 97209
""",
  html="""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Order confirmed</title></head>
<body style="margin:0;background:#f4f1ec;font-family:Georgia,serif;color:#2d2a26">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="padding:24px 32px"><img src="https://cdn.harborpine.example/email/logo-2x.png" width="160" alt="Harbor &amp; Pine"></td></tr>
<tr><td style="padding:0 32px"><h1 style="font-size:24px">Thanks, Dana. Your order is in.</h1>
<p>Order <strong>#HP-20931847</strong> &middot; Placed March 11, 2024 at 7:41 PM PDT</p></td></tr>
<tr><td style="padding:8px 32px">
<table width="100%" cellpadding="6" cellspacing="0" style="border-top:1px solid #ddd;font-size:14px">
<tr><td>Stoneware Pasta Bowl, Set of 4 (Oat)<br><span style="color:#888">SKU 114-3320-OAT &middot; Qty 1</span></td><td align="right">$58.00</td></tr>
<tr><td>Linen Napkins, Set of 6 (Sage)<br><span style="color:#888">SKU 207-1188-SGE &middot; Qty 2</span></td><td align="right">$64.00</td></tr>
<tr><td>Acacia Serving Board, 18 in<br><span style="color:#888">SKU 331-0042-ACA &middot; Qty 1</span></td><td align="right">$42.00</td></tr>
<tr><td style="border-top:1px solid #ddd">Subtotal</td><td align="right" style="border-top:1px solid #ddd">$164.00</td></tr>
<tr><td>Shipping (Ground)</td><td align="right">$8.95</td></tr>
<tr><td>Estimated tax</td><td align="right">$11.42</td></tr>
<tr><td><strong>Total</strong></td><td align="right"><strong>$184.37</strong></td></tr>
</table>
<p style="font-size:13px">Paid with Visa &bull;&bull;&bull;&bull; 4471</p>
<p style="font-size:13px"><strong>Shipping to</strong><br>Dana Whitcombe<br>4418 SE Belmont St, Apt 3<br>Portland, OR 97214</p>
<p style="font-size:13px">Estimated delivery: <strong>Thu, Mar 14 &ndash; Mon, Mar 18</strong></p>
<p><a href="https://harborpine.example/account/orders/HP-20931847?utm_source=email&amp;utm_medium=transactional&amp;utm_campaign=order_conf" style="background:#2d2a26;color:#fff;padding:12px 22px;text-decoration:none">View your order</a></p>
</td></tr>
<tr><td style="padding:24px 32px;font-size:11px;color:#888">Questions? Call 1-800-555-0142 (Mon&ndash;Fri 6am&ndash;6pm PT) or reply to this email. Free returns within 60 days.<br>
Harbor &amp; Pine Home Goods, Inc. &middot; 1220 NW Marshall St &middot; Portland, OR 97209<br>
<a href="https://harborpine.example/privacy">Privacy</a> &middot; <a href="https://harborpine.example/u/dw20931847">Unsubscribe from marketing</a></td></tr>
</table></td></tr></table>
<img src="https://e.harborpine.example/o/eJx1kMFuwzAIhl8l8jW0.gif" width="1" height="1" alt="">
</body></html>
""")

# 2 gamer handle with digits, real alphanumeric code, terse text-only
M(kind="username_digits", otp="4F9XT", link=None,
  frm="Ironveil Account Guard <guard@accounts.ironveil.example>",
  to="jsmith84@freemail.example",
  subject="Ironveil: sign-in from a new computer",
  date="Sat, 16 Mar 2024 11:42:55 +0000",
  headers=[("Auto-Submitted", "auto-generated")],
  tcte="7bit",
  text="""Hi jsmith84,

Someone (hopefully you) is signing in to Ironveil from a computer we don't recognise.

  Account name: jsmith84
  Account ID:   7656119804421
  Platform:     Windows 11 / Ironveil Launcher 3.18.2
  Location:     Lisbon, PT (approx.)
  Time:         16 Mar 2024, 11:42 UTC

Enter this Account Guard code in the launcher:

    4F9XT

The code is case-insensitive and works once. If this wasn't you, change your
password right away - whoever tried has it.

Ironveil Support will never ask for this code in chat, Discord or email.

-- 
Ironveil Games Ltd, 3 Harbour Exchange Square, London E14 9GE
Ticket ref for this notice: AG-99120433
""")

# 3 airline booking confirmation with PNR, no code
M(kind="booking_ref", otp=None, link=None,
  frm="Skyvale Airways <bookings@fly.skyvale.example>",
  to="Marcus Ellery <m.ellery@ellery-consulting.example>",
  subject="Your booking is confirmed - QX7R2M - London Heathrow to Rome",
  date="Wed, 20 Mar 2024 08:15:03 +0000",
  tcte="quoted-printable", hcte="base64",
  text="""SKYVALE AIRWAYS - BOOKING CONFIRMATION

Booking reference: QX7R2M
Please quote this reference in all correspondence.

Passenger: MR MARCUS ELLERY
Skyvale Club number: SV 4410 2287 93
E-ticket number: 176-2409918832

OUTBOUND  SV 1184   Fri 14 Jun 2024
  07:35 London Heathrow (LHR) Terminal 5
  11:10 Rome Fiumicino (FCO) Terminal 1
  Economy Standard (fare class L)  Seat 23C  Baggage 1 x 23kg

RETURN    SV 1191   Sun 23 Jun 2024
  18:55 Rome Fiumicino (FCO) Terminal 1
  20:40 London Heathrow (LHR) Terminal 5
  Economy Standard (fare class L)  Seat 19A  Baggage 1 x 23kg

Total paid: GBP 312.46 (Mastercard ending 0917)

Online check-in opens 24 hours before departure. Bag drop closes 45 minutes
before departure for European flights.

Manage booking: https://www.skyvale.example/manage?pnr=QX7R2M&surname=ELLERY

Skyvale Airways plc, Skyvale House, Bath Road, Hounslow TW6 2GA. Registered in England No. 04418829.
""",
  html="""<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#10243e">
<div style="background:#10243e;color:#fff;padding:18px 24px;font-size:20px">SKYVALE <span style="font-weight:300">AIRWAYS</span></div>
<div style="padding:20px 24px">
<p>Dear Mr Ellery,</p>
<p>Thank you for booking with Skyvale. Your trip is confirmed.</p>
<table cellpadding="8" style="border:2px solid #10243e;margin:12px 0">
<tr><td style="font-size:12px;color:#5a6b80">BOOKING REFERENCE</td></tr>
<tr><td style="font-size:30px;letter-spacing:4px;font-weight:bold">QX7R2M</td></tr>
</table>
<table width="100%" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#e8eef6"><th align="left">Flight</th><th align="left">Date</th><th align="left">From</th><th align="left">To</th><th align="left">Seat</th></tr>
<tr><td>SV 1184</td><td>Fri 14 Jun 2024</td><td>07:35 London Heathrow (LHR) T5</td><td>11:10 Rome Fiumicino (FCO) T1</td><td>23C</td></tr>
<tr><td>SV 1191</td><td>Sun 23 Jun 2024</td><td>18:55 Rome Fiumicino (FCO) T1</td><td>20:40 London Heathrow (LHR) T5</td><td>19A</td></tr>
</table>
<p>Passenger: MR MARCUS ELLERY &middot; Skyvale Club SV 4410 2287 93<br>E-ticket: 176-2409918832<br>Baggage: 1 &times; 23kg each way<br>Total paid: GBP 312.46 (Mastercard ending 0917)</p>
<p><a href="https://www.skyvale.example/manage?pnr=QX7R2M&amp;surname=ELLERY" style="background:#d7263d;color:#fff;padding:10px 18px;text-decoration:none;border-radius:3px">Manage booking</a>
&nbsp; <a href="https://www.skyvale.example/checkin">Check in online</a></p>
<p style="font-size:11px;color:#5a6b80">Online check-in opens 24 hours before departure. Bag drop closes 45 minutes before departure for European flights.<br>
Skyvale Airways plc, Skyvale House, Bath Road, Hounslow TW6 2GA. Registered in England No. 04418829.<br>
<a href="https://www.skyvale.example/legal/conditions-of-carriage">Conditions of carriage</a> | <a href="https://www.skyvale.example/privacy">Privacy notice</a></p>
</div></body></html>
""")

# 4 food delivery promo, promo + referral codes, no code
M(kind="decoy_codes", otp=None, link=None,
  frm="Munchr <hello@news.munchr.example>",
  to="priya.n@inbox.example",
  subject="25% off tonight? Yes please \U0001F35C",
  date="Fri, 22 Mar 2024 16:05:00 +0000",
  headers=[("List-Unsubscribe", "<https://munchr.example/unsub?u=pn71>"),
           ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click"),
           ("Precedence", "bulk")],
  hcte="quoted-printable",
  html="""<html><body style="margin:0;background:#fff7ef;font-family:'Helvetica Neue',Arial,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">Use HUNGRY25 before midnight. Ramen, tacos, dumplings - you pick.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:14px;text-align:right;font-size:11px"><a href="https://view.munchr.example/m/2403-22-pn71" style="color:#999">View in browser</a></td></tr>
<tr><td><a href="https://munchr.example/?utm_campaign=fri25"><img src="https://img.munchr.example/campaigns/fri25/hero.jpg" width="560" alt="25% off tonight only" style="display:block"></a></td></tr>
<tr><td style="padding:24px 32px">
<h1 style="color:#ff5a1f;margin:0 0 8px">Friday night is sorted.</h1>
<p style="font-size:16px">Get <strong>25% off</strong> your next order (up to &pound;8) from any restaurant on Munchr. Just add this code at checkout:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:3px;border:2px dashed #ff5a1f;padding:10px;text-align:center">HUNGRY25</p>
<p style="font-size:13px;color:#666">Valid until 23:59 on 22/03/2024. Minimum basket &pound;15. One use per customer.</p>
<p style="font-size:15px">Loved your last order (#MN-5582190 from Tokyo Diner, 14 March)? Order it again in two taps.</p>
<p style="text-align:center"><a href="https://munchr.example/reorder/MN-5582190" style="background:#ff5a1f;color:#fff;padding:14px 28px;border-radius:24px;text-decoration:none;font-weight:bold">Order now</a></p>
<hr style="border:none;border-top:1px solid #eee">
<p style="font-size:14px"><strong>Share the love:</strong> your friends get &pound;5 off their first order with your code <strong>PRIYA-7K2P</strong>, and you get &pound;5 too.</p>
</td></tr>
<tr><td style="padding:16px 32px;font-size:11px;color:#999;background:#faf6f2">
<a href="https://instagram.example/munchr"><img src="https://img.munchr.example/icons/ig.png" width="20" alt="Instagram"></a>
<a href="https://tiktok.example/@munchr"><img src="https://img.munchr.example/icons/tt.png" width="20" alt="TikTok"></a><br>
Terms apply. Munchr Ltd, 80 Clerkenwell Road, London EC1M 5RJ. Company no. 10992314.<br>
You're getting this because you said yes to offers. <a href="https://munchr.example/unsub?u=pn71" style="color:#999">Unsubscribe</a> &middot; <a href="https://munchr.example/preferences?u=pn71" style="color:#999">Email preferences</a>
</td></tr></table></td></tr></table>
<img src="https://t.munchr.example/open/pn71/fri25.gif" width="1" height="1" alt="">
</body></html>
""")

# 5 fintech: new code, old one invalid
M(kind="new_and_old_code", otp="640271", shown=["640 271"], link=None,
  frm="Quillpay <security@quillpay.example>",
  to="Tomasz Brenner <tomasz.brenner@postbox.example>",
  subject="Your new Quillpay code",
  date="Tue, 26 Mar 2024 09:17:41 +0100",
  tcte="8bit", hcte="quoted-printable",
  text="""Hi Tomasz,

You asked us to send another code, so here it is:

    640 271

Type it in the Quillpay app to finish signing in. It’s good for 10 minutes.

Heads up: the code we sent at 09:14 (318 552) doesn’t work any more - we
cancel the old one whenever a new one goes out.

Didn’t ask for this? Don’t share the code with anyone, and give us a call on
+44 20 3808 5512.

Quillpay Ltd is authorised by the Financial Conduct Authority under the
Electronic Money Regulations 2011 (FRN 900812).
Quillpay Ltd, 1 Bartholomew Close, London EC1A 7BL
""",
  html="""<html><body style="font-family:Inter,Arial,sans-serif;color:#1b1b1f;background:#f6f6f9;padding:24px">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:28px">
<img src="https://static.quillpay.example/mail/quill-mark.png" width="36" height="36" alt="Quillpay">
<h2 style="margin:16px 0 6px">Here’s your new code</h2>
<p>Hi Tomasz, you asked us to send another code. Type it in the Quillpay app to finish signing in.</p>
<p style="font-size:34px;font-weight:700;letter-spacing:6px;margin:18px 0">640 271</p>
<p style="color:#666;font-size:13px">Expires in 10 minutes. The code we sent at 09:14 (<span style="text-decoration:line-through">318 552</span>) no longer works &ndash; we cancel the old code whenever we send a new one.</p>
<p style="color:#666;font-size:13px">Didn’t ask for this? Don’t share the code with anyone and call us on +44 20 3808 5512.</p>
</div>
<p style="max-width:480px;margin:12px auto;color:#999;font-size:11px">Quillpay Ltd is authorised by the Financial Conduct Authority under the Electronic Money Regulations 2011 (FRN 900812). 1 Bartholomew Close, London EC1A 7BL.</p>
</body></html>
""")

# 6 telecom bill, text only, lots of numbers
M(kind="newsletter_numbers", otp=None, link=None,
  frm="Brightline Mobile <mybill@brightline-mobile.example>",
  to="g.harker@homepost.example",
  subject="Your Brightline bill for April is ready - £42.18",
  date="Thu, 02 May 2024 06:30:12 +0100",
  tcte="quoted-printable",
  text="""Brightline Mobile
-----------------------------------------------------------------

Hello Graham,

Your bill for 01/04/2024 - 30/04/2024 is ready to view.

  Account number:        4403 2291 87
  Mobile number:         07700 900461
  Bill number:           BL-0524-8812047
  Amount due:            £42.18
  Direct Debit date:     18/05/2024 (from account ending 2290,
                         sort code 20-45-77)

What you used
  Calls:    212 mins (unlimited plan)
  Texts:    96 (unlimited plan)
  Data:     18.4GB of 30GB
  Roaming:  EU Roam Like Home - 3 days (France, 11-13 April)

Extras this month
  Premium-rate call to 0906 755 1200 on 19/04 at 21:07 ... £3.60
  International call to +1 212 555 0178 on 24/04 ......... £1.84

Your plan (Brightline 30GB SIM Only, 24 months) ends on 09/11/2025.

See your full bill in the Brightline app or at
https://my.brightline-mobile.example/bills/2024-04

Need help? Call 0300 555 0199 or 150 from your Brightline phone
(8am-9pm, 7 days).

Brightline Mobile Ltd. Registered office: 21 Kingsway, Cardiff CF10 3FD.
Registered in England and Wales no. 07766120. VAT no. GB 184 2210 53.
""")

# 7 dev tool magic link, click-tracked button + raw URL, many decoys
M(kind="magic_link", otp=None,
  link="https://links.stackwise.example/ls/click?upn=u001.Rk9tLV8yZ3hJeFAwQ1VsSGpOYzQyWnBiUmN6TWhqa2ZzQW5tR0Q4-2BWb1F4eEx1bnpzT2pjUUtVckdLc1pYeE1hR0N3c1E&sig=3fa9c0e17b2d48f1a6e2",
  link_alt=["https://app.stackwise.example/auth/magic/verify?token=mk_7Zq3xLpV0sWc8NfR2tYbH6uJ4eKaDg1Qm5&email=rafa%40orbitlabs.example"],
  frm="Stackwise <login@mail.stackwise.example>",
  to="rafa@orbitlabs.example",
  subject="Sign in to Stackwise",
  date="Mon, 01 Apr 2024 14:03:27 +0000",
  headers=[("X-Entity-Ref-ID", "c0a8f7a1-8e34-4c91-9b7f-5e22d1f04aa9")],
  tcte="7bit", hcte="quoted-printable",
  text="""Sign in to Stackwise

Click the link below to sign in to the orbitlabs workspace. This link expires
in 15 minutes and can only be used once.

https://app.stackwise.example/auth/magic/verify?token=mk_7Zq3xLpV0sWc8NfR2tYbH6uJ4eKaDg1Qm5&email=rafa%40orbitlabs.example

Requested from 81.2.69.160 (Chrome on macOS) at 14:03 UTC.
If you didn't request this, you can safely ignore this email.

Docs: https://docs.stackwise.example
Status: https://status.stackwise.example

Stackwise, Inc. - 548 Market St PMB 90412, San Francisco, CA 94104
""",
  html="""<!doctype html><html><head><meta name="viewport" content="width=device-width"></head>
<body style="background:#0d1117;margin:0;padding:40px 0;font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif">
<table align="center" width="520" cellpadding="0" cellspacing="0" style="background:#161b22;border:1px solid #30363d;border-radius:8px;color:#c9d1d9">
<tr><td style="padding:32px 40px">
<img src="https://assets.stackwise.example/email/wordmark-dark.png" height="22" alt="Stackwise">
<h1 style="font-size:22px;color:#f0f6fc;margin:24px 0 8px">Sign in to Stackwise</h1>
<p style="font-size:15px;line-height:22px">Click the button below to sign in to the <b>orbitlabs</b> workspace. This link expires in 15 minutes and can only be used once.</p>
<p style="margin:28px 0"><a href="https://links.stackwise.example/ls/click?upn=u001.Rk9tLV8yZ3hJeFAwQ1VsSGpOYzQyWnBiUmN6TWhqa2ZzQW5tR0Q4-2BWb1F4eEx1bnpzT2pjUUtVckdLc1pYeE1hR0N3c1E&amp;sig=3fa9c0e17b2d48f1a6e2" style="background:#238636;color:#fff;padding:12px 24px;border-radius:6px;text-decoration:none;font-weight:600">Sign in to Stackwise</a></p>
<p style="font-size:13px;color:#8b949e">Button not working? Paste this link into your browser:<br>
<span style="word-break:break-all;color:#58a6ff">https://app.stackwise.example/auth/magic/verify?token=mk_7Zq3xLpV0sWc8NfR2tYbH6uJ4eKaDg1Qm5&amp;email=rafa%40orbitlabs.example</span></p>
<p style="font-size:13px;color:#8b949e">Requested from 81.2.69.160 (Chrome on macOS) at 14:03 UTC. If you didn't request this, you can safely ignore this email.</p>
</td></tr>
<tr><td style="padding:16px 40px;border-top:1px solid #30363d;font-size:12px;color:#8b949e">
<a href="https://links.stackwise.example/ls/click?upn=u001.ZG9jcy1saW5r-2Fdocs&amp;sig=77b1" style="color:#8b949e">Docs</a> &middot;
<a href="https://links.stackwise.example/ls/click?upn=u001.c3RhdHVz-2Fstatus&amp;sig=91ce" style="color:#8b949e">Status</a> &middot;
<a href="https://github.example/stackwise"><img src="https://assets.stackwise.example/email/gh.png" width="16" alt="GitHub"></a>
<a href="https://x.example/stackwisehq"><img src="https://assets.stackwise.example/email/x.png" width="16" alt="X"></a><br>
Stackwise, Inc. &middot; 548 Market St PMB 90412, San Francisco, CA 94104
</td></tr></table>
<img src="https://links.stackwise.example/wf/open?upn=u001.b3BlbnBpeGVs-2BrAfA" width="1" height="1" alt="" style="display:none">
</body></html>
""")

# 8 clinic appointment reminder, dates/phones/IDs, no code
M(kind="phone_and_dates", otp=None, link=None,
  frm="Northbank Family Clinic <appointments@northbankclinic.example>",
  to="Helen Ogunleye <helen.ogunleye@webmail.example>",
  subject="Reminder: appointment Tue 12 March at 10:40",
  date="Sun, 10 Mar 2024 18:00:00 +0000",
  tcte="7bit",
  text="""Dear Helen Ogunleye,

This is a reminder of your appointment:

  Date:       Tuesday 12 March 2024
  Time:       10:40 (please arrive by 10:25)
  Clinician:  Dr Amara Osei (GP)
  Room:       214, second floor
  Patient ID: 00483921
  NHS number: 485 777 3456

If you cannot attend, please call 020 7946 0321 at least 24 hours before your
appointment so we can offer the slot to someone else. Missed appointments
cost the practice around GBP 30 each.

Please bring a list of your current medicines. Blood test results from
28/02/2024 will be discussed at this visit.

Parking: 2 hours free at the Coldharbour Lane car park (bay numbers 1-40).

Northbank Family Clinic
112 Coldharbour Lane, London SE5 9PQ
Tel 020 7946 0321 | Out of hours: 111

This mailbox is not monitored. Please do not reply with medical questions.
""")

# 9 social network, prefixed code "P-582046"
M(kind="prefix_code", otp="582046", shown=["P-582046"], link=None,
  frm="Pinecone <security@pinecone-social.example>",
  to="lena.kowalczyk@postbox.example",
  subject="P-582046 is your Pinecone confirmation code",
  date="Wed, 03 Apr 2024 22:51:09 +0000",
  tcte="7bit", hcte="7bit",
  text="""P-582046 is your Pinecone confirmation code.

Enter the 6 numbers after "P-" to confirm lena.kowalczyk@postbox.example.

Don't share this code with anyone. Pinecone will never ask for it.

Pinecone Social, Inc., 900 Alameda St, Los Angeles, CA 90021
Unsubscribe: https://pinecone-social.example/settings/email?u=lk8832
""",
  html="""<html><body style="font-family:Helvetica,Arial,sans-serif;background:#ffffff;color:#262626">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table width="420" cellpadding="0" cellspacing="0">
<tr><td style="padding-bottom:18px"><img src="https://static.pinecone-social.example/m/logo.png" width="110" alt="Pinecone"></td></tr>
<tr><td style="font-size:16px;line-height:22px">Hi,<br><br>Someone tried to add this email address to a Pinecone account. Confirm it's you by entering the numbers below in the app.</td></tr>
<tr><td style="font-size:32px;font-weight:bold;padding:20px 0;color:#1c6b3a">P-582046</td></tr>
<tr><td style="font-size:13px;color:#8e8e8e">Enter just the 6 numbers. Don't share this code with anyone &ndash; Pinecone will never ask for it.</td></tr>
<tr><td style="padding-top:28px;font-size:11px;color:#a0a0a0">&copy; Pinecone Social, Inc., 900 Alameda St, Los Angeles, CA 90021<br>
<a href="https://pinecone-social.example/settings/email?u=lk8832" style="color:#a0a0a0">Unsubscribe</a> &middot; <a href="https://help.pinecone-social.example/hc/articles/360012">Help</a></td></tr>
</table></td></tr></table></body></html>
""")

# 10 backup codes list, nothing to type now
M(kind="several_codes", otp=None, link=None,
  frm="Ledgerline Exchange <no-reply@ledgerline.example>",
  to="sam.okafor@protonmail.example",
  subject="Your Ledgerline backup codes (keep them safe)",
  date="Fri, 05 Apr 2024 13:20:44 +0000",
  tcte="quoted-printable", hcte="base64",
  text="""Ledgerline Exchange

You've turned on two-step verification. Nice one, Sam.

Below are 10 backup codes. If you lose your phone, you can use ONE of them
instead of an authenticator code. Each one works once. Print them or put
them in your password manager - don't leave them in your inbox.

  1. 8hd2-kq7p      6. m3vx-29te
  2. 4rzn-w81c      7. p0ja-k6s4
  3. t9bf-q2la      8. 57cw-yn3d
  4. xk4m-7g2r      9. ue8h-v1qb
  5. 2dyp-f6nz     10. jr5t-04mk

Generated: 05 Apr 2024 13:20 UTC. Generating new codes cancels these.

Ledgerline staff will never ask for your backup codes, passwords or seed phrase.

Ledgerline Exchange Ltd, 10 Fitzwilliam Place, Dublin 2, D02 X285, Ireland
Registered as a VASP with the Central Bank of Ireland (ref C448120).
""",
  html="""<html><body style="font-family:Roboto,Arial,sans-serif;background:#eef1f5;padding:30px 0">
<table align="center" width="540" style="background:#fff;border-radius:6px" cellpadding="24"><tr><td>
<h2 style="color:#0b3d91;margin-top:0">Your backup codes</h2>
<p>You've turned on two-step verification. Nice one, Sam.</p>
<p>If you lose your phone, you can use <b>one</b> of these codes instead of an authenticator code. Each works once. Store them somewhere safe &ndash; not in your inbox.</p>
<table cellpadding="6" style="font-family:Menlo,Consolas,monospace;font-size:16px;background:#f6f8fa;border:1px solid #d0d7de;width:100%">
<tr><td>8hd2-kq7p</td><td>m3vx-29te</td></tr>
<tr><td>4rzn-w81c</td><td>p0ja-k6s4</td></tr>
<tr><td>t9bf-q2la</td><td>57cw-yn3d</td></tr>
<tr><td>xk4m-7g2r</td><td>ue8h-v1qb</td></tr>
<tr><td>2dyp-f6nz</td><td>jr5t-04mk</td></tr>
</table>
<p style="font-size:12px;color:#666">Generated 05 Apr 2024 13:20 UTC. Generating new codes cancels these. Ledgerline staff will never ask for your backup codes, passwords or seed phrase.</p>
<p style="font-size:11px;color:#999">Ledgerline Exchange Ltd, 10 Fitzwilliam Place, Dublin 2, D02 X285, Ireland. Registered as a VASP with the Central Bank of Ireland (ref C448120).<br>
<a href="https://ledgerline.example/security">Security centre</a> | <a href="https://ledgerline.example/legal/privacy">Privacy</a></p>
</td></tr></table></body></html>
""")

# 11 code without the word "code", chatty SaaS sign-up
M(kind="no_code_word", otp="319804", shown=["319 804"], link=None,
  frm="Tallyboard <team@tallyboard.example>",
  to="ines@cafe-aurora.example",
  subject="Almost there - finish setting up Tallyboard",
  date="Tue, 09 Apr 2024 07:58:30 -0400",
  tcte="8bit",
  text="""Hey Ines 👋

Thanks for giving Tallyboard a try! You're one step away from your first board.

To finish creating your workspace "Café Aurora", type these numbers into the
box on the sign-up page:

        319 804

(They stop working in 20 minutes, so don't wander off for a coffee. Well…
maybe a quick one.)

Once you're in, the quick-start guide walks you through importing your
spreadsheet - most teams are up and running in under 10 minutes.

Cheers,
Maya from Tallyboard

P.S. If you didn't sign up, just ignore this and nothing will happen.

Tallyboard Software Inc. · 180 John St, Toronto, ON M5T 1X5, Canada
""")

# 12 webinar / meeting invite with passcode, no code
M(kind="decoy_codes", otp=None, link=None,
  frm="Convene Webinars <no-reply@convene-meet.example>",
  to="Oliver Brandt <o.brandt@brandt-arch.example>",
  subject="Confirmed: Sustainable Timber Construction - Thu 18 Apr, 3:00 PM EDT",
  date="Wed, 10 Apr 2024 19:02:15 +0000",
  tcte="7bit", hcte="quoted-printable",
  text="""Hi Oliver,

Thank you for registering for "Sustainable Timber Construction: Lessons
from 12 Mass-Timber Projects".

Date & time: Apr 18, 2024 03:00 PM Eastern Time (US and Canada)

Join from PC, Mac, iPad or Android:
https://convene-meet.example/w/84219375520?tk=Rp4xT0c9KqW1mZ8sAe2.DQIAAAAUnV7wDxZl&pwd=eXJ2cUd5

Webinar ID: 842 1937 5520
Passcode: 774120

Or join by phone:
  US: +1 646 555 0193 or +1 312 555 0142
  UK: +44 20 3481 5240
  Webinar ID: 842 1937 5520   Passcode: 774120

Add to calendar: https://convene-meet.example/w/84219375520/ics?user_id=OB0441

You can cancel your registration at any time.

Convene Communications, Inc. 55 Almaden Blvd, 6th Floor, San Jose, CA 95113
""",
  html="""<html><body style="font-family:Lato,Arial,sans-serif;color:#232333">
<p>Hi Oliver,</p>
<p>Thank you for registering for <b>Sustainable Timber Construction: Lessons from 12 Mass-Timber Projects</b>.</p>
<table cellpadding="4" style="font-size:14px">
<tr><td style="color:#747487">Date &amp; time</td><td>Apr 18, 2024 03:00 PM Eastern Time (US and Canada)</td></tr>
<tr><td style="color:#747487">Webinar ID</td><td>842 1937 5520</td></tr>
<tr><td style="color:#747487">Passcode</td><td>774120</td></tr>
</table>
<p><a href="https://convene-meet.example/w/84219375520?tk=Rp4xT0c9KqW1mZ8sAe2.DQIAAAAUnV7wDxZl&amp;pwd=eXJ2cUd5" style="background:#0e72ed;color:#fff;padding:10px 20px;border-radius:8px;text-decoration:none">Click here to join</a></p>
<p style="font-size:13px">Or join by phone:<br>US: +1 646 555 0193 or +1 312 555 0142<br>UK: +44 20 3481 5240<br>Webinar ID: 842 1937 5520 &nbsp; Passcode: 774120</p>
<p style="font-size:13px"><a href="https://convene-meet.example/w/84219375520/ics?user_id=OB0441">Add to Calendar</a> &nbsp;|&nbsp; <a href="https://convene-meet.example/w/84219375520/cancel?user_id=OB0441">Cancel registration</a></p>
<p style="font-size:11px;color:#999">Convene Communications, Inc. 55 Almaden Blvd, 6th Floor, San Jose, CA 95113 &middot; <a href="https://convene-meet.example/privacy">Privacy</a></p>
</body></html>
""")

# ----- batch 2 --------------------------------------------------------------

# 13 hotel reservation: confirmation number + reservation PIN (not a sign-in code)
M(kind="booking_ref", otp=None, link=None,
  frm="Alder & Finch Hotel Edinburgh <stay@alderfinch.example>",
  to="Ruth Calloway <ruth.calloway@mailbox.example>",
  subject="Reservation confirmed: 7-9 June 2024 (Confirmation 84120593)",
  date="Mon, 15 Apr 2024 10:31:48 +0100",
  tcte="8bit", hcte="quoted-printable",
  text="""Dear Ms Calloway,

We’re delighted to confirm your stay at Alder & Finch, Edinburgh.

Confirmation number: 84120593
Reservation PIN (for changes by phone): 3307

Arrival:    Friday 7 June 2024 (check-in from 15:00)
Departure:  Sunday 9 June 2024 (check-out by 11:00)
Room:       Superior King, Castle View - 2 adults
Rate:       Bed & Breakfast, £189.00 per night
Total:      £378.00 incl. VAT (City visitor levy of £9.45 payable at the hotel)
Guarantee:  Amex ending 1009

Free cancellation until 14:00 on 5 June 2024. After that, the first night is charged.

Getting here: we’re a 6-minute walk from Waverley station. Parking at
NCP Castle Terrace, EH1 2EW (guest rate £22 per 24h).

Warm regards,
Fiona Baird, Reservations

Alder & Finch Hotel, 14 Cockburn Street, Edinburgh EH1 1BP
+44 131 496 0821 · reservations@alderfinch.example
""",
  html="""<html><body style="margin:0;background:#f3efe8;font-family:'Times New Roman',serif;color:#2f2a24">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 0">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:28px;text-align:center;border-bottom:1px solid #e2dccf"><img src="https://media.alderfinch.example/mail/af-crest.png" width="70" alt="Alder &amp; Finch"><br><span style="letter-spacing:6px;font-size:12px">EDINBURGH</span></td></tr>
<tr><td style="padding:28px">
<p>Dear Ms Calloway,</p>
<p>We’re delighted to confirm your stay.</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:15px;border:1px solid #e2dccf">
<tr><td style="background:#faf7f1;width:45%">Confirmation number</td><td><b>84120593</b></td></tr>
<tr><td style="background:#faf7f1">Reservation PIN (phone changes)</td><td>3307</td></tr>
<tr><td style="background:#faf7f1">Arrival</td><td>Friday 7 June 2024, from 15:00</td></tr>
<tr><td style="background:#faf7f1">Departure</td><td>Sunday 9 June 2024, by 11:00</td></tr>
<tr><td style="background:#faf7f1">Room</td><td>Superior King, Castle View &middot; 2 adults</td></tr>
<tr><td style="background:#faf7f1">Rate</td><td>Bed &amp; Breakfast, £189.00 per night</td></tr>
<tr><td style="background:#faf7f1">Total</td><td>£378.00 incl. VAT</td></tr>
</table>
<p style="font-size:13px">Free cancellation until 14:00 on 5 June 2024. City visitor levy of £9.45 payable at the hotel. Guarantee: Amex ending 1009.</p>
<p style="text-align:center"><a href="https://alderfinch.example/reservations/manage?conf=84120593&amp;ln=calloway" style="background:#2f4a3a;color:#fff;padding:11px 26px;text-decoration:none">Manage reservation</a></p>
<p>Warm regards,<br>Fiona Baird, Reservations</p>
</td></tr>
<tr><td style="padding:18px;font-size:11px;color:#8a8070;text-align:center;background:#faf7f1">Alder &amp; Finch Hotel &middot; 14 Cockburn Street, Edinburgh EH1 1BP &middot; +44 131 496 0821<br>
<a href="https://alderfinch.example/privacy" style="color:#8a8070">Privacy</a> &middot; <a href="https://alderfinch.example/offers/unsubscribe?e=rc6610" style="color:#8a8070">Stop offers</a></td></tr>
</table></td></tr></table></body></html>
""")

# 14 lower-case alphanumeric code next to a sign-in link (both)
M(kind="lowercase_alnum", otp="t7fq2wke",
  link="https://driftnote.example/login/email?c=t7fq2wke&t=eyJ1aWQiOjQ0ODEyOSwiZXhwIjoxNzEzMjg0ODAwfQ.Wm9sT3pNcGZ4dDJrR2Y5Yw",
  frm="Driftnote <hi@driftnote.example>",
  to="kwame.asante@studiomail.example",
  subject="Your Driftnote login",
  date="Tue, 16 Apr 2024 16:20:02 +0000",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Log in to Driftnote

Copy and paste this temporary login code:

t7fq2wke

Or open this link to log in right away:
https://driftnote.example/login/email?c=t7fq2wke&t=eyJ1aWQiOjQ0ODEyOSwiZXhwIjoxNzEzMjg0ODAwfQ.Wm9sT3pNcGZ4dDJrR2Y5Yw

If you didn't try to log in, you can safely ignore this email.

Hint: you can set a permanent password on your settings page.

Driftnote Labs, 2261 Market Street #4509, San Francisco, CA 94114
""",
  html="""<div style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',sans-serif;max-width:480px;margin:0 auto;color:#37352f">
<h1 style="font-size:26px;font-weight:700;margin:40px 0 20px">Log in to Driftnote</h1>
<p style="font-size:14px">Copy and paste this temporary login code:</p>
<code style="display:inline-block;padding:16px 4.5%;width:90.9%;background:#f4f4f4;border-radius:4px;border:1px solid #eee;font-size:20px">t7fq2wke</code>
<p style="font-size:14px;margin-top:24px">Or <a href="https://driftnote.example/login/email?c=t7fq2wke&amp;t=eyJ1aWQiOjQ0ODEyOSwiZXhwIjoxNzEzMjg0ODAwfQ.Wm9sT3pNcGZ4dDJrR2Y5Yw" style="color:#2eaadc">click here to log in</a> right away.</p>
<p style="font-size:14px;color:#aaa;margin-top:14px">If you didn't try to log in, you can safely ignore this email.</p>
<p style="font-size:14px;color:#aaa">Hint: you can set a permanent password on your <a href="https://driftnote.example/settings/account" style="color:#aaa">settings page</a>.</p>
<p style="font-size:12px;color:#aaa;margin-top:40px"><img src="https://driftnote.example/images/logo-mark-64.png" width="18" alt="" style="vertical-align:middle"> Driftnote, the connected notes app</p>
<p style="font-size:11px;color:#ccc">Driftnote Labs, 2261 Market Street #4509, San Francisco, CA 94114</p>
</div>
""")

# 15 shipping notice with tracking numbers, no code
M(kind="newsletter_numbers", otp=None, link=None,
  frm="Parcelwise <notifications@parcelwise.example>",
  to="beth.morrow@mailbox.example",
  subject="Your parcel from Lumiere Skincare is on its way",
  date="Wed, 17 Apr 2024 07:12:55 +0100",
  hcte="base64",
  html="""<html><body style="font-family:Arial,sans-serif;background:#f2f2f2;margin:0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px 0">
<tr><td style="background:#5b2d8e;padding:16px 24px"><img src="https://cdn.parcelwise.example/brand/logo-white.png" height="26" alt="Parcelwise"></td></tr>
<tr><td style="padding:24px">
<h2 style="margin:0 0 10px;color:#5b2d8e">Good news, Beth!</h2>
<p>Your parcel from <b>Lumiere Skincare</b> (order 58213) is out for delivery today.</p>
<table cellpadding="6" style="font-size:14px;background:#f7f3fb;width:100%">
<tr><td>Tracking number</td><td><b>PW 7731 0294 5518 GB</b></td></tr>
<tr><td>Delivery window</td><td>Today, 10:00 &ndash; 11:00</td></tr>
<tr><td>Driver</td><td>Steve (route 14, stop 22 of 61)</td></tr>
<tr><td>Delivering to</td><td>27 Waverley Road, Leeds LS6 3HR</td></tr>
<tr><td>Weight</td><td>1.2 kg, 1 item</td></tr>
</table>
<p style="font-size:14px">Not going to be in? You can choose a neighbour, a safe place or a Parcelwise Point before 09:30.</p>
<p><a href="https://parcelwise.example/track/PW77310294551?src=email&amp;ev=ofd" style="background:#ffcc00;color:#222;padding:12px 24px;text-decoration:none;font-weight:bold;border-radius:4px">Track my parcel</a>
&nbsp; <a href="https://parcelwise.example/track/PW77310294551/change?src=email" style="color:#5b2d8e">Change delivery</a></p>
<p style="font-size:12px;color:#777">Please don't reply to this email. Questions about the contents? Contact Lumiere Skincare on 0113 496 0750.</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#999;border-top:1px solid #eee">Parcelwise Ltd, Unit 4 Thorpe Park, Leeds LS15 8GB. Registered in England 08812345.<br>
<a href="https://parcelwise.example/privacy">Privacy</a> &middot; <a href="https://parcelwise.example/help">Help centre</a></td></tr>
</table></td></tr></table>
<img src="https://parcelwise.example/px/o.gif?m=PW77310294551&amp;e=ofd" width="1" height="1" alt="">
</body></html>
""")

# 16 credit union sign-in code with "not you? reset password" link (link null)
M(kind="reset_in_code_mail", otp="528031", link=None,
  frm="Meridian Federal Credit Union <alerts@meridianfcu.example>",
  to="Carlos Diaz <cdiaz1971@webmail.example>",
  subject="Meridian Online Banking: your one-time passcode",
  date="Thu, 18 Apr 2024 21:14:06 -0500",
  tcte="7bit", hcte="quoted-printable",
  text="""Meridian Federal Credit Union

Your one-time passcode is 528031

Enter it on the sign-in screen to continue. It expires in 5 minutes.
Member number ending in 0042. Requested Apr 18, 2024 at 9:13 PM CT.

NOT YOU? Someone may know your password. Reset your password now:
https://secure.meridianfcu.example/olb/password/reset?m=c2f1a0&src=otp_email

Meridian will NEVER call, text or email you asking for this passcode.
Questions? 1-888-555-0176, 24/7.

Federally insured by NCUA. Equal Housing Opportunity.
Meridian Federal Credit Union, 700 Commerce St, Dallas, TX 75202. NMLS #411823
""",
  html="""<html><body style="background:#eceff3;font-family:Verdana,Arial,sans-serif;font-size:13px">
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-top:5px solid #00539b">
<tr><td style="padding:18px 26px"><img src="https://www.meridianfcu.example/img/email/meridian-logo.png" width="180" alt="Meridian Federal Credit Union"></td></tr>
<tr><td style="padding:0 26px 10px">
<p>Your one-time passcode is:</p>
<table cellpadding="10" style="background:#f1f6fb;border:1px solid #c9d9ea"><tr><td style="font-size:26px;font-weight:bold;color:#00539b;letter-spacing:2px">528031</td></tr></table>
<p>Enter it on the sign-in screen to continue. It expires in 5 minutes.</p>
<table cellpadding="3" style="font-size:12px;color:#555">
<tr><td>Member number</td><td>&bull;&bull;&bull;&bull;0042</td></tr>
<tr><td>Requested</td><td>Apr 18, 2024 at 9:13 PM CT</td></tr>
</table>
<p style="background:#fff5e5;border-left:4px solid #f0a020;padding:10px"><b>Not you?</b> Someone may know your password. <a href="https://secure.meridianfcu.example/olb/password/reset?m=c2f1a0&amp;src=otp_email">Reset your password</a> now.</p>
<p style="font-size:12px">Meridian will <b>never</b> call, text or email you asking for this passcode. Questions? Call <a href="tel:18885550176">1-888-555-0176</a>, 24/7.</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#f6f7f9;font-size:10px;color:#777">Federally insured by NCUA. Equal Housing Opportunity.<br>Meridian Federal Credit Union, 700 Commerce St, Dallas, TX 75202 &middot; NMLS #411823<br>
<a href="https://www.meridianfcu.example/privacy">Privacy</a> &middot; <a href="https://www.meridianfcu.example/security">Security center</a></td></tr>
</table></body></html>
""")

# 17 bank security advice: example codes only
M(kind="decoy_codes", otp=None, link=None,
  frm="Cobalt Bank <newsletter@updates.cobaltbank.example>",
  to="a.mensah@inbox.example",
  subject="3 tricks fraudsters use - and how to spot them",
  date="Fri, 19 Apr 2024 12:00:00 +0100",
  headers=[("List-Unsubscribe", "<https://updates.cobaltbank.example/u/am55>")],
  tcte="quoted-printable", hcte="quoted-printable",
  text="""COBALT BANK | Security matters

Hi Abena,

Fraudsters are getting better at sounding like us. Here are three tricks we
keep seeing, and what to do about them.

1) "We've spotted fraud - read me the code we just sent."
   We'll never ask you to read out, forward or type a one-time passcode for
   someone else. A real message from us looks like: "Cobalt: 481226 is your
   code to approve a payment of £250 to J SMITH. Never share it." If anyone
   asks for that number - even someone who sounds like us - hang up.

2) "Move your money to a safe account."
   There's no such thing. We will never ask you to move money to protect it.

3) Fake delivery texts.
   "Your parcel RM 2291 4470 3GB is held - pay £1.99 at ..." Don't click.

Worried? Call us on 0345 555 0100 (from abroad +44 113 496 0100), or the
number on the back of your card. Forward scam texts to 7726.

Cobalt Bank plc. Registered in England and Wales (No. 2065571).
Registered office: 25 Gresham Street, London EC2V 7HN.
Authorised by the Prudential Regulation Authority, FRN 119278.
Unsubscribe: https://updates.cobaltbank.example/u/am55
""",
  html="""<html><body style="font-family:Arial,sans-serif;color:#1d2b3a;background:#ffffff">
<table width="600" align="center" cellpadding="0" cellspacing="0">
<tr><td style="background:#003b5c;padding:16px 24px;color:#fff"><b>COBALT BANK</b> | Security matters</td></tr>
<tr><td style="padding:24px">
<p>Hi Abena,</p>
<p>Fraudsters are getting better at sounding like us. Here are three tricks we keep seeing.</p>
<h3 style="color:#003b5c">1. &ldquo;Read me the code we just sent&rdquo;</h3>
<p>We'll never ask you to read out, forward or type a one-time passcode for someone else. A real message from us looks like this:</p>
<blockquote style="background:#f0f4f7;border-left:4px solid #003b5c;margin:0;padding:10px 14px;font-family:monospace">Cobalt: 481226 is your code to approve a payment of &pound;250 to J SMITH. Never share it.</blockquote>
<p>If anyone asks for that number &ndash; even someone who sounds like us &ndash; hang up.</p>
<h3 style="color:#003b5c">2. &ldquo;Move your money to a safe account&rdquo;</h3>
<p>There's no such thing. We will never ask you to move money to protect it.</p>
<h3 style="color:#003b5c">3. Fake delivery texts</h3>
<p>&ldquo;Your parcel RM 2291 4470 3GB is held &ndash; pay &pound;1.99 at &hellip;&rdquo; Don't click.</p>
<p><a href="https://www.cobaltbank.example/security/scams?cmp=nl_0424" style="background:#00a3ad;color:#fff;padding:10px 20px;text-decoration:none">Read more about scams</a></p>
<p style="font-size:13px">Worried? Call 0345 555 0100 (from abroad +44 113 496 0100). Forward scam texts to 7726.</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:10px;color:#6b7785;background:#f4f6f8">Cobalt Bank plc. Registered in England and Wales (No. 2065571). Registered office: 25 Gresham Street, London EC2V 7HN. Authorised by the Prudential Regulation Authority, FRN 119278.<br>
<a href="https://updates.cobaltbank.example/u/am55">Unsubscribe</a> &middot; <a href="https://www.cobaltbank.example/privacy">Privacy</a></td></tr>
</table>
<img src="https://updates.cobaltbank.example/o/am55.gif" width="1" height="1" alt="">
</body></html>
""")

# 18 code only in the subject
M(kind="subject_only", otp="771904", otp_only_in="subject", link=None,
  frm="Vantor <noreply@vantor.example>",
  to="j.pellegrini@pellegrini-law.example",
  subject="Your Vantor login code: 771904",
  date="Sat, 20 Apr 2024 08:44:19 +0200",
  tcte="7bit",
  text="""Hello,

Use the code in the subject line of this email to log in to Vantor.
It expires in 10 minutes.

If you did not try to log in, someone may be using your email address.
You can ignore this message - your account stays locked without the code.

Vantor Document Cloud
Vantor GmbH, Rosenthaler Str. 40, 10178 Berlin, HRB 201144 B
""")

# 19 card payment approval code among amounts, card digits, dates, phones
M(kind="phone_and_dates", otp="618327", link=None,
  frm="Kestrel Bank Card Services <cards@kestrelbank.example>",
  to="Niamh Gallagher <niamh.gallagher@postbox.example>",
  subject="Approve your online payment of €249.99",
  date="Fri, 03 May 2024 14:32:51 +0100",
  tcte="8bit", hcte="quoted-printable",
  text="""Kestrel Bank – Secure online payment

Hi Niamh,

We need to check it’s really you making this payment:

  Merchant:   AIRLUX TRAVEL, AMSTERDAM
  Amount:     €249.99
  Card:       Visa Debit ending 8821
  Date/time:  03/05/2024 14:32

Your approval code: 618327

Enter it on the payment page. It expires at 14:42. Only enter it if you
recognise the merchant and the amount above.

Not you? Call us straight away on +353 1 555 0147 (24 hours) and quote
reference 0049-221. Your available balance is €1,318.40.

Kestrel Bank DAC is regulated by the Central Bank of Ireland.
Registered in Ireland No. 22458. 2 Burlington Road, Dublin 4, D04 WV00.
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">
<div style="border-bottom:3px solid #e35205;padding:10px 0"><b style="color:#e35205;font-size:18px">Kestrel Bank</b> &nbsp;Secure online payment</div>
<p>Hi Niamh,</p>
<p>We need to check it’s really you making this payment:</p>
<table cellpadding="5" style="border:1px solid #ddd;font-size:14px">
<tr><td>Merchant</td><td>AIRLUX TRAVEL, AMSTERDAM</td></tr>
<tr><td>Amount</td><td>€249.99</td></tr>
<tr><td>Card</td><td>Visa Debit ending 8821</td></tr>
<tr><td>Date/time</td><td>03/05/2024 14:32</td></tr>
</table>
<p>Your approval code: <b style="font-size:20px">618327</b></p>
<p>Enter it on the payment page. It expires at 14:42. Only enter it if you recognise the merchant and the amount above.</p>
<p>Not you? Call us straight away on +353 1 555 0147 (24 hours) and quote reference 0049-221. Your available balance is €1,318.40.</p>
<p style="font-size:11px;color:#777">Kestrel Bank DAC is regulated by the Central Bank of Ireland. Registered in Ireland No. 22458. 2 Burlington Road, Dublin 4, D04 WV00.</p>
</body></html>
""")

# 20 forum notification, username with digits, no code
M(kind="username_digits", otp=None, link=None,
  frm="Railfans Hub <notifications@railfanshub.example>",
  to="steamking1987@freemail.example",
  subject="3 new replies in \"Class 37 D6700 restoration - 2024 updates\"",
  date="Sun, 21 Apr 2024 20:10:33 +0000",
  headers=[("List-Id", "Railfans Hub notifications <notify.railfanshub.example>"),
           ("Precedence", "list")],
  tcte="7bit",
  text="""Hi steamking1987,

There are 3 new replies in a thread you're watching:

Class 37 D6700 restoration - 2024 updates
https://railfanshub.example/forum/t/48213-class-37-d6700-restoration-2024-updates/page-12

  * diesel_dave_71 (post #2291): "Bogies back from the shot-blaster, photos
    on page 12. Next work day is Sat 4 May, 09:30 at Loughborough."
  * Anne_K (post #2292): "Does anyone have the 1965 wiring diagram, drawing
    no. SK-3701/B? Ours is missing sheet 4."
  * wheelslip42 (post #2293): "Donation page is up - target GBP 18,500,
    we're at 12,940."

You're getting this because you watch this thread. You have 14 unread
private messages.

Stop watching this thread:
https://railfanshub.example/forum/t/48213/unwatch?k=f3a1c90e
Notification settings: https://railfanshub.example/account/notifications

Railfans Hub - since 2003. Member #20451.
""")

# 21 code only in the alt text of an inline image
M(kind="alt_text_only", otp="539206", shown=["539 206"], otp_only_in="alt", link=None,
  frm="Orbiq <verify@orbiq.example>",
  to="yusuf.demir@corpmail.example",
  subject="Verify your Orbiq sign-in",
  date="Mon, 22 Apr 2024 09:05:12 +0300",
  tcte="7bit", hcte="quoted-printable",
  image={"cid": "otp-image-7f1c@orbiq.example", "w": 300, "h": 80, "rgb": (14, 30, 64), "filename": "code.png"},
  text="""Your Orbiq verification code is shown as an image in the HTML version of
this email. If you can't see it, turn on images or open this message in a
mail app that displays HTML.

The code expires in 10 minutes.

Orbiq Analytics Ltd., 12 Levent Cad., Istanbul 34330
""",
  html="""<html><body style="background:#f5f7fb;font-family:Arial,sans-serif;padding:24px">
<table align="center" width="460" style="background:#fff;border-radius:10px" cellpadding="22"><tr><td>
<p style="font-size:18px;font-weight:bold;color:#0e1e40">Verify your sign-in</p>
<p style="color:#444">Enter the code below on the Orbiq sign-in page. It expires in 10 minutes.</p>
<p style="text-align:center"><img src="cid:otp-image-7f1c@orbiq.example" width="300" height="80" alt="Your verification code: 539 206" style="border:0"></p>
<p style="color:#888;font-size:12px">Didn't try to sign in? You can ignore this email. Someone may have typed your address by mistake.</p>
<p style="color:#aaa;font-size:11px">Orbiq Analytics Ltd., 12 Levent Cad., Istanbul 34330 &middot; <a href="https://orbiq.example/help" style="color:#aaa">Help</a></p>
</td></tr></table></body></html>
""")

# 22 gift card: card number + PIN, no code
M(kind="decoy_codes", otp=None, link=None,
  frm="Bramble Books <giftcards@bramblebooks.example>",
  to="tom.ferreira@mailbox.example",
  subject="Lisa sent you a $50 Bramble Books gift card \U0001F381",
  date="Tue, 23 Apr 2024 15:47:29 -0400",
  hcte="quoted-printable",
  html="""<html><body style="background:#fbf8f3;font-family:Georgia,serif;color:#3b3024">
<table width="100%"><tr><td align="center">
<table width="520" cellpadding="24" style="background:#fff;border:1px solid #e8dfd0">
<tr><td style="text-align:center"><img src="https://bramblebooks.example/img/gift/card-2024-spring.png" width="460" alt="Bramble Books gift card"></td></tr>
<tr><td>
<p style="font-size:20px">Tom, you've got a gift!</p>
<p style="font-style:italic;border-left:3px solid #c9a86a;padding-left:12px">"Happy birthday! Go get that cookbook you keep talking about. - Lisa"</p>
<table cellpadding="6" style="font-family:Courier New,monospace;font-size:16px;background:#f7f2e9;width:100%">
<tr><td>Amount</td><td><b>$50.00</b></td></tr>
<tr><td>Gift card number</td><td><b>6006 4912 8830 1175</b></td></tr>
<tr><td>PIN</td><td><b>4410</b></td></tr>
<tr><td>Expires</td><td>Never</td></tr>
</table>
<p style="font-size:14px">Use it online at checkout or show this email at any of our 14 stores. In store, staff will scan the barcode below.</p>
<p style="text-align:center"><img src="https://bramblebooks.example/img/gift/barcode/6006491288301175.png" width="300" alt="Barcode 6006491288301175"></p>
<p style="text-align:center"><a href="https://bramblebooks.example/giftcards/balance?utm_source=gc_email" style="background:#6b4f2a;color:#fff;padding:10px 22px;text-decoration:none">Check balance</a></p>
</td></tr>
<tr><td style="font-size:11px;color:#8a7c69">Bramble Books &middot; 302 Main Street, Northampton, MA 01060 &middot; (413) 555-0139<br>Gift cards are not redeemable for cash except where required by law. <a href="https://bramblebooks.example/giftcards/terms" style="color:#8a7c69">Terms</a></td></tr>
</table></td></tr></table></body></html>
""")

# 23 double opt-in newsletter subscription confirmation
M(kind="magic_link", otp=None,
  link="https://fieldnotes.letterbox.example/subscribe/confirm?t=lb_s_9VfQ2kL7xN0pR4mT8wB3cY6hJ1dZ5aE&list=fieldnotes-weekly&e=bWF4LnJ1aXpAZHJvcC5leGFtcGxl",
  frm="The Fieldnotes Weekly <fieldnotes@letterbox.example>",
  to="max.ruiz@drop.example",
  subject="One click to confirm your subscription",
  date="Wed, 24 Apr 2024 06:02:40 +0000",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Almost done!

Confirm that you want to get The Fieldnotes Weekly - a Sunday email about
birds, weather and the people who keep track of both - by opening this link:

https://fieldnotes.letterbox.example/subscribe/confirm?t=lb_s_9VfQ2kL7xN0pR4mT8wB3cY6hJ1dZ5aE&list=fieldnotes-weekly&e=bWF4LnJ1aXpAZHJvcC5leGFtcGxl

If you didn't sign up, ignore this email and you won't hear from us again.

- Joanna Reyes, editor
The Fieldnotes Weekly, PO Box 1187, Ithaca, NY 14851

Powered by Letterbox. Report abuse: https://letterbox.example/abuse?p=fieldnotes
""",
  html="""<html><body style="font-family:Charter,Georgia,serif;background:#fff;color:#222;max-width:540px;margin:0 auto;padding:20px">
<p style="font-size:13px;color:#999;text-align:right"><a href="https://fieldnotes.letterbox.example/p/confirm-preview" style="color:#999">View online</a></p>
<h1 style="font-size:28px">Almost done!</h1>
<p style="font-size:17px;line-height:1.5">Confirm that you want to get <i>The Fieldnotes Weekly</i> &ndash; a Sunday email about birds, weather and the people who keep track of both.</p>
<p style="margin:30px 0"><a href="https://fieldnotes.letterbox.example/subscribe/confirm?t=lb_s_9VfQ2kL7xN0pR4mT8wB3cY6hJ1dZ5aE&amp;list=fieldnotes-weekly&amp;e=bWF4LnJ1aXpAZHJvcC5leGFtcGxl" style="background:#2b6e57;color:#fff;padding:14px 30px;border-radius:4px;text-decoration:none;font-family:Arial,sans-serif;font-weight:bold">Yes, subscribe me</a></p>
<p style="font-size:15px;color:#555">If you didn't sign up, ignore this email and you won't hear from us again.</p>
<p style="font-size:15px">&ndash; Joanna Reyes, editor</p>
<hr style="border:none;border-top:1px solid #eee">
<p style="font-size:12px;color:#999">The Fieldnotes Weekly, PO Box 1187, Ithaca, NY 14851<br>
<a href="https://letterbox.example/?ref=fieldnotes" style="color:#999">Powered by Letterbox</a> &middot; <a href="https://letterbox.example/abuse?p=fieldnotes" style="color:#999">Report abuse</a> &middot; <a href="https://letterbox.example/privacy" style="color:#999">Privacy</a></p>
<img src="https://fieldnotes.letterbox.example/o/9VfQ2kL7.png" width="1" height="1" alt="">
</body></html>
""")

# 24 airline loyalty login code that also names a booking reference and flight
M(kind="booking_ref", otp="483917", link=None,
  frm="Aurora Nordic Air <club@auroranordic.example>",
  to="Henrik Lindqvist <henrik.lindqvist@postlada.example>",
  subject="Your Aurora Club login code",
  date="Thu, 25 Apr 2024 05:48:10 +0200",
  tcte="base64", hcte="quoted-printable",
  text="""AURORA NORDIC AIR - AURORA CLUB

Hi Henrik,

Your one-time login code is 483917
It is valid for 15 minutes.

Your upcoming trip
  Booking reference: KJ4P9Z
  AN 412  Oslo (OSL) -> Stockholm Arlanda (ARN)
  Thu 22 Aug 2024, departs 08:05, arrives 09:10
  Aurora Club number: AC 700 214 588 (Silver)

Never give this code to anyone, including Aurora staff.

Aurora Nordic Air AS, Fornebuveien 11, 1366 Lysaker, Norway. Org. no. 912 448 117.
Customer service +47 21 49 00 00
""",
  html="""<html><body style="margin:0;font-family:Helvetica,Arial,sans-serif;background:#e9eef2">
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#0a2240;color:#fff;padding:18px 28px;font-size:14px;letter-spacing:3px">AURORA NORDIC AIR &middot; AURORA CLUB</td></tr>
<tr><td style="padding:26px 28px">
<p>Hi Henrik,</p>
<p>Your one-time login code is</p>
<p style="font-size:36px;font-weight:bold;color:#0a2240;margin:6px 0 4px">483917</p>
<p style="font-size:13px;color:#666">Valid for 15 minutes. Never give this code to anyone, including Aurora staff.</p>
<table width="100%" cellpadding="8" style="margin-top:22px;background:#f3f6f9;font-size:13px">
<tr><td colspan="2" style="font-weight:bold">Your upcoming trip</td></tr>
<tr><td>Booking reference</td><td><b>KJ4P9Z</b></td></tr>
<tr><td>Flight</td><td>AN 412 Oslo (OSL) &rarr; Stockholm Arlanda (ARN)</td></tr>
<tr><td>Date</td><td>Thu 22 Aug 2024, 08:05 &ndash; 09:10</td></tr>
<tr><td>Aurora Club</td><td>AC 700 214 588 (Silver)</td></tr>
</table>
<p><a href="https://www.auroranordic.example/my-trips/KJ4P9Z?utm_source=otp" style="color:#0a6cbf">See trip details</a></p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:10px;color:#888;background:#f7f9fb">Aurora Nordic Air AS, Fornebuveien 11, 1366 Lysaker, Norway. Org. no. 912 448 117. Customer service +47 21 49 00 00.</td></tr>
</table></body></html>
""")

# ----- batch 3 --------------------------------------------------------------

# 25 SaaS invoice, lots of IDs, no code
M(kind="newsletter_numbers", otp=None, link=None,
  frm="Cloudhatch Billing <billing@cloudhatch.example>",
  to="accounts@greyfield-studio.example",
  cc="finance@greyfield-studio.example",
  subject="[Cloudhatch] Invoice INV-2024-004817 for April 2024",
  date="Wed, 01 May 2024 00:04:12 +0000",
  tcte="base64", hcte="base64",
  text="""Cloudhatch - Invoice INV-2024-004817

Billed to: Greyfield Studio Ltd (customer ID CUS_8F2K19)
VAT number: GB 293 4471 08
Billing period: 1 Apr 2024 - 30 Apr 2024
Invoice date: 1 May 2024    Due: 1 May 2024 (paid automatically)

  Team plan, 12 seats x $24.00 ............. $288.00
  Extra build minutes, 4,310 x $0.008 ....... $34.48
  Object storage, 118.6 GB-month x $0.021 ..... $2.49
  -----------------------------------------------------
  Subtotal ................................. $324.97
  VAT (20%, reverse charge) ................... $0.00
  Total paid ............................... $324.97

Charged to Visa ending 4242 on 1 May 2024 00:03 UTC.
Receipt number: 2817-4409-3310

Download PDF: https://dashboard.cloudhatch.example/billing/invoices/in_1P8kQ2Lx7vN4aZ/pdf

Cloudhatch, Inc. 2100 Geng Rd Suite 210, Palo Alto, CA 94303, USA
EIN 84-3318207
""",
  html="""<html><body style="font-family:-apple-system,Helvetica,Arial,sans-serif;color:#1a1f36;background:#f6f9fc;padding:30px 0">
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:6px">
<tr><td style="padding:28px 32px"><img src="https://dashboard.cloudhatch.example/static/mail/hatch.png" width="32" alt="Cloudhatch"><h2 style="margin:14px 0 4px">Invoice INV-2024-004817</h2><p style="color:#697386;margin:0">Paid May 1, 2024</p></td></tr>
<tr><td style="padding:0 32px">
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px">
<tr><td style="color:#697386">Billed to</td><td>Greyfield Studio Ltd &middot; CUS_8F2K19</td></tr>
<tr><td style="color:#697386">VAT number</td><td>GB 293 4471 08</td></tr>
<tr><td style="color:#697386">Billing period</td><td>Apr 1 &ndash; Apr 30, 2024</td></tr>
</table>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;margin-top:16px;border-top:1px solid #e3e8ee">
<tr><td>Team plan &times; 12 seats</td><td align="right">$288.00</td></tr>
<tr><td>Extra build minutes (4,310)</td><td align="right">$34.48</td></tr>
<tr><td>Object storage (118.6 GB-month)</td><td align="right">$2.49</td></tr>
<tr><td>VAT (reverse charge)</td><td align="right">$0.00</td></tr>
<tr><td style="border-top:1px solid #e3e8ee"><b>Total paid</b></td><td align="right" style="border-top:1px solid #e3e8ee"><b>$324.97</b></td></tr>
</table>
<p style="font-size:13px;color:#697386">Charged to Visa &bull;&bull;&bull;&bull; 4242 on May 1, 2024. Receipt #2817-4409-3310.</p>
<p><a href="https://dashboard.cloudhatch.example/billing/invoices/in_1P8kQ2Lx7vN4aZ/pdf" style="background:#635bff;color:#fff;padding:10px 18px;border-radius:5px;text-decoration:none">Download invoice</a></p>
</td></tr>
<tr><td style="padding:20px 32px;font-size:11px;color:#8792a2">Cloudhatch, Inc. 2100 Geng Rd Suite 210, Palo Alto, CA 94303 &middot; EIN 84-3318207<br>Questions? <a href="mailto:billing@cloudhatch.example">billing@cloudhatch.example</a></td></tr>
</table></body></html>
""")

# 26 password reset link, direct
M(kind="magic_link", otp=None,
  link="https://loomcraft.example/account/reset/7f3a91c0de/Mjg0NDE5-c4x9t2-8f1e6b0a4d7c3e9f2a5b?lang=en",
  frm="Loomcraft <support@loomcraft.example>",
  to="bea.lindholm@craftpost.example",
  subject="Reset your Loomcraft password",
  date="Thu, 02 May 2024 23:51:37 +0000",
  tcte="8bit", hcte="8bit",
  text="""Hi Bea,

We received a request to reset the password for the Loomcraft shop
"Lindholm Weaving" (bea.lindholm@craftpost.example).

Reset your password:
https://loomcraft.example/account/reset/7f3a91c0de/Mjg0NDE5-c4x9t2-8f1e6b0a4d7c3e9f2a5b?lang=en

This link expires in 60 minutes and can only be used once.

If you didn't ask for this, you can ignore this email – your password won’t change.

Need a hand? Visit https://help.loomcraft.example or reply to this email.

Loomcraft Marketplaces Ltd · 45 Peter Street, Manchester M2 5GP
""",
  html="""<html><body style="font-family:'Nunito Sans',Arial,sans-serif;background:#fdf6f0;padding:24px;color:#3d2f28">
<div style="max-width:500px;margin:0 auto;background:#fff;border-radius:14px;padding:30px">
<img src="https://loomcraft.example/static/email/loom-logo.png" width="120" alt="Loomcraft">
<h2>Reset your password</h2>
<p>Hi Bea, we received a request to reset the password for the Loomcraft shop “Lindholm Weaving”.</p>
<p style="text-align:center;margin:26px 0"><a href="https://loomcraft.example/account/reset/7f3a91c0de/Mjg0NDE5-c4x9t2-8f1e6b0a4d7c3e9f2a5b?lang=en" style="background:#d9603b;color:#fff;padding:13px 30px;border-radius:30px;text-decoration:none;font-weight:bold">Choose a new password</a></p>
<p style="font-size:13px;color:#7a6a60">This link expires in 60 minutes and can only be used once. If you didn't ask for this, you can ignore this email – your password won’t change.</p>
<p style="font-size:13px"><a href="https://help.loomcraft.example/articles/account-security">Tips for keeping your shop secure</a></p>
</div>
<p style="text-align:center;font-size:11px;color:#a89a90">Loomcraft Marketplaces Ltd · 45 Peter Street, Manchester M2 5GP · <a href="https://loomcraft.example/legal/privacy" style="color:#a89a90">Privacy</a></p>
</body></html>
""")

# 27 prefixed 5-digit code, "KB-30517", type the digits only
M(kind="prefix_code", otp="30517", shown=["KB-30517"], link=None,
  frm="Kinbook <security@kinbookmail.example>",
  to="ahmed.rahman@homepost.example",
  subject="KB-30517 is your Kinbook code",
  date="Fri, 03 May 2024 17:26:08 +0000",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Hi Ahmed,

We received a request to reset your Kinbook password. Enter this code:

KB-30517

(Just type the numbers - the "KB-" part is already filled in.)

If you didn't request a new password, let us know:
https://kinbook.example/recover/notme?n=30517&id=100081442913

This message was sent to ahmed.rahman@homepost.example at your request.
Kinbook Platforms, Ltd., Attention: Community Support, 1 Kinbook Way, Menlo Park, CA 94025
""",
  html="""<html><body style="margin:0;font-family:'Segoe UI',Helvetica,Arial,sans-serif;background:#fff">
<table width="100%" cellpadding="0" cellspacing="0" style="max-width:500px">
<tr><td style="padding:14px 16px;border-bottom:1px solid #e5e5e5"><img src="https://static.kinbookmail.example/rsrc/kb-wordmark.png" height="22" alt="Kinbook"></td></tr>
<tr><td style="padding:16px;font-size:16px;color:#1c1e21">Hi Ahmed,</td></tr>
<tr><td style="padding:0 16px;font-size:16px;color:#1c1e21">We received a request to reset your Kinbook password. Enter the following password reset code:</td></tr>
<tr><td style="padding:16px"><span style="display:inline-block;background:#e7f3ff;border:1px solid #1877f2;border-radius:7px;padding:10px 18px;font-size:17px;color:#1c1e21">KB-30517</span></td></tr>
<tr><td style="padding:0 16px;font-size:14px;color:#606770">Just type the numbers &ndash; the &ldquo;KB-&rdquo; part is already filled in.</td></tr>
<tr><td style="padding:16px;font-size:14px;color:#606770"><b>Didn't request this change?</b><br>If you didn't request a new password, <a href="https://kinbook.example/recover/notme?n=30517&amp;id=100081442913" style="color:#1877f2">let us know</a>.</td></tr>
<tr><td style="padding:16px;font-size:11px;color:#8a8d91;border-top:1px solid #e5e5e5">This message was sent to ahmed.rahman@homepost.example at your request.<br>Kinbook Platforms, Ltd., Attention: Community Support, 1 Kinbook Way, Menlo Park, CA 94025</td></tr>
</table></body></html>
""")

# 28 support ticket with case numbers and a router PIN, no code
M(kind="decoy_codes", otp=None, link=None,
  frm="Orchard Wireless Support <support@orchardwireless.example>",
  to="Pat Donnelly <pat.donnelly@webmail.example>",
  subject="Re: [Case #02948173] Internet drops every evening",
  date="Mon, 06 May 2024 11:09:44 +0100",
  headers=[("In-Reply-To", "<case-02948173-3@orchardwireless.example>"),
           ("References", "<case-02948173-1@orchardwireless.example> <case-02948173-3@orchardwireless.example>")],
  tcte="quoted-printable",
  text="""Hi Pat,

Thanks for getting back to us with the line test results. I'm Jade and
I've picked up your case.

Case number:   02948173
Account:       OW-5517093
Service ID:    FTTP-LDN-0044918
Hub:           Orchard Hub 4 (serial OH4-22B7-91KQ)

From our side the line looks clean: sync 912/110 Mbps, no errors logged
between 18:00 and 23:00 on 2, 3 and 4 May. The drops you're seeing are most
likely Wi-Fi, not the fibre. Could you try the following?

 1. Type 192.168.1.254 into your browser and log in with the admin PIN printed on
    the back of the hub (it's 8 digits, not the Wi-Fi password).
 2. Under Wireless > 5 GHz, change the channel from Auto to 36.
 3. Restart the hub (hold the power button for 10 seconds).

If it keeps happening after that, reply to this email with the case number
in the subject and I'll book an engineer. The earliest slot I can see is
Thu 9 May, 08:00-13:00.

Kind regards,
Jade (Tier 2 Support, agent ID 4471)
Orchard Wireless | 0800 555 0112 | Mon-Sat 8am-8pm

> On 5 May 2024, at 21:47, Pat Donnelly wrote:
> Line test reference LT-88120-B done as asked. Still dropping around 9pm.
> Pat

Orchard Wireless Ltd, 1 Finsbury Avenue, London EC2M 2PF. Company no. 09344120.
""")

# 29 parcel locker pick-up code (counts as the code)
M(kind="delivery_code", otp="583902", shown=["583 902"], link=None,
  frm="QuickBox Lockers <noreply@quickbox-lockers.example>",
  to="sofia.marin@correo.example",
  subject="Your parcel is waiting at QuickBox Riverside Mall",
  date="Tue, 07 May 2024 13:02:21 +0100",
  tcte="7bit", hcte="quoted-printable",
  text="""Your parcel is ready to collect.

Locker:           QuickBox Riverside Mall (locker bank 047, level -1 near car park B)
Address:          Riverside Mall, 1 Quay Street, Bristol BS1 4DJ
Open:             24/7
Collect by:       Sunday 12 May 2024, 20:00

PICK-UP CODE:     583 902

Type the pick-up code on the locker screen, or scan the QR code in the
QuickBox app. The code works once.

Tracking number:  QB-4481-2290-7713
Sender:           Northwind Outdoor (order NW-771204)
Parcel size:      M (38 x 24 x 15 cm)

If you don't collect it by the date above, the parcel goes back to the sender.

QuickBox Lockers Ltd, 8 Temple Back, Bristol BS1 6FL. Help: 0117 496 0333
""",
  html="""<html><body style="font-family:Arial,sans-serif;background:#f0f4f0;padding:20px">
<table align="center" width="520" cellpadding="20" style="background:#fff;border-radius:8px"><tr><td>
<p style="font-size:20px;font-weight:bold;color:#117a3d;margin:0">Your parcel is ready to collect</p>
<p>QuickBox Riverside Mall &middot; locker bank 047 &middot; level -1 near car park B<br>Riverside Mall, 1 Quay Street, Bristol BS1 4DJ &middot; open 24/7</p>
<table width="100%" cellpadding="12" style="background:#117a3d;color:#fff;border-radius:6px"><tr>
<td style="font-size:13px">PICK-UP CODE</td><td style="font-size:30px;font-weight:bold;letter-spacing:3px;text-align:right">583 902</td></tr></table>
<p style="font-size:13px">Type the code on the locker screen, or scan the QR code in the QuickBox app. The code works once. Collect by <b>Sunday 12 May 2024, 20:00</b>.</p>
<table cellpadding="4" style="font-size:12px;color:#555">
<tr><td>Tracking number</td><td>QB-4481-2290-7713</td></tr>
<tr><td>Sender</td><td>Northwind Outdoor (order NW-771204)</td></tr>
<tr><td>Parcel size</td><td>M (38 &times; 24 &times; 15 cm)</td></tr>
</table>
<p style="font-size:12px"><a href="https://quickbox-lockers.example/track/QB448122907713">Track parcel</a> &middot; <a href="https://quickbox-lockers.example/locations/047">Locker location &amp; map</a></p>
<p style="font-size:10px;color:#888">QuickBox Lockers Ltd, 8 Temple Back, Bristol BS1 6FL. Help: 0117 496 0333</p>
</td></tr></table></body></html>
""")

# 30 CI release newsletter: versions, issue numbers, "token" in a non-code sense
M(kind="newsletter_numbers", otp=None, link=None,
  frm="Ferrous CI <changelog@ferrous-ci.example>",
  to="devops@tidewater-labs.example",
  subject="Ferrous CI 4.12.0: faster caches, runner token rotation, and 38 fixes",
  date="Wed, 08 May 2024 16:30:00 +0000",
  headers=[("List-Unsubscribe", "<mailto:unsubscribe@ferrous-ci.example?subject=unsub-9921>")],
  tcte="7bit",
  text="""# Ferrous CI 4.12.0

Released 2024-05-08. Upgrade with:  ferrous self-update --to 4.12.0

## Highlights

* Cache restore is ~41% faster on Linux runners (p50 went from 23.4s to
  13.8s across 1,208 public projects). #1834
* Runner registration tokens can now be rotated without downtime. Old
  tokens keep working for 72 hours after rotation. See docs/runners.md. #1790
* New `retry: { max: 3, when: [runner_failure] }` syntax. #1802

## Breaking changes

* Node 16 images are gone. Pin `ferrous/node:20.12` instead. #1821
* The `FERROUS_JOB_TOKEN` env var is no longer printed in debug logs
  (it's masked as ******). #1829

## Fixes (38)

#1711 #1748 #1755 #1760 #1764 #1771 #1777 #1780 #1783 #1786 #1791 #1793
#1795 #1798 #1799 #1801 #1804 #1806 #1807 #1809 #1811 #1812 #1815 #1816
#1818 #1819 #1820 #1823 #1824 #1826 #1827 #1830 #1831 #1833 #1835 #1836
#1838 #1840

Thanks to 27 contributors, including first-timers @mkv2049, @lucia-r
and @ops_bot_77.

Next release (4.13) is planned for 2024-06-05. Office hours: Thursdays
17:00 UTC, https://ferrous-ci.example/community/office-hours

--
Ferrous CI, Tidepool OSS Foundation, 2093 Philadelphia Pike #1180,
Claymont, DE 19703. Unsubscribe: mailto:unsubscribe@ferrous-ci.example
""")

# 31 several codes: enrolment code to type now, activation key for later
M(kind="several_codes", otp="630194", shown=["630 194"], link=None,
  frm="Westmere University IT Services <mfa-noreply@westmere-uni.example>",
  to="Chloe Abernathy <c.abernathy23@student.westmere-uni.example>",
  subject="Set up multi-factor authentication (action needed by 31 May)",
  date="Thu, 09 May 2024 10:15:00 +0100",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Westmere University - IT Services

Dear Chloe,

You started setting up multi-factor authentication (MFA) for your university
account c.abernathy23 (student no. 2314409).

STEP 1 - now
Enter this verification code on the enrolment page you have open:

    630 194

STEP 2 - later, in the app
Open Westmere Authenticator and scan the QR code shown after step 1. If the
app asks for an activation key, use 9F2K-LM4Q-77TD. Do not type the
activation key on the web page.

The step 1 code expires in 15 minutes. MFA becomes compulsory for all
students on 31 May 2024.

Help: IT Service Desk, Library Building room G.12, ext. 4400
(01632 960 440 from outside), ticket portal https://it.westmere-uni.example/help

Westmere University, Westmere Campus, Bramford WM4 7QJ
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">
<table width="600" cellpadding="0" cellspacing="0"><tr><td style="background:#4b1d5e;color:#fff;padding:14px 20px;font-size:16px">Westmere University &ndash; IT Services</td></tr>
<tr><td style="padding:20px">
<p>Dear Chloe,</p>
<p>You started setting up multi-factor authentication (MFA) for your university account <b>c.abernathy23</b> (student no. 2314409).</p>
<h3 style="color:#4b1d5e;margin-bottom:4px">Step 1 &ndash; now</h3>
<p style="margin-top:0">Enter this verification code on the enrolment page you have open:</p>
<p style="font-size:26px;font-weight:bold;letter-spacing:2px">630 194</p>
<h3 style="color:#4b1d5e;margin-bottom:4px">Step 2 &ndash; later, in the app</h3>
<p style="margin-top:0">Open Westmere Authenticator and scan the QR code shown after step 1. If the app asks for an activation key, use <span style="font-family:monospace">9F2K-LM4Q-77TD</span>. Do not type the activation key on the web page.</p>
<p style="font-size:12px;color:#555">The step 1 code expires in 15 minutes. MFA becomes compulsory for all students on 31 May 2024.</p>
<p style="font-size:12px;color:#555">Help: IT Service Desk, Library Building room G.12, ext. 4400 (01632 960 440 from outside) &middot; <a href="https://it.westmere-uni.example/help">ticket portal</a></p>
</td></tr></table></body></html>
""")

# 32 new SIM letter: SIM PIN, PUK, PAC, ICCID - none is a sign-in code
M(kind="pin_other", otp=None, link=None,
  frm="Halcyon Telecom <orders@halcyon-telecom.example>",
  to="d.whitaker@mailbox.example",
  subject="Your new SIM is on its way (order HT-77120)",
  date="Fri, 10 May 2024 09:40:02 +0100",
  tcte="8bit",
  text="""Hi Daniel,

Your new Halcyon SIM has been posted by Royal Mail 1st Class and should
arrive in 1–2 working days.

Order number:     HT-77120
SIM number (ICCID): 8944 1100 2291 0473 881
Your new number:  07700 900 812 (temporary, until your transfer completes)
Plan:             Halcyon Unlimited 5G, £18/month, 12-month contract

Keep these safe – you may need them later:
  SIM PIN (default):  1234  (we recommend changing it in your phone settings)
  PUK:                84720193  (only if your SIM gets locked after 3 wrong PINs)

Bringing your old number?
Your old provider texted you a PAC. Add it in the Halcyon app under
Account > Switch number before 18:00 on a working day, and we’ll move your
number the next working day. Example format: PAC ABC123456 – yours will be
different.

Questions? Chat with us in the app or call 0333 555 0170.

Halcyon Telecom Ltd, 3 Brindleyplace, Birmingham B1 2JB. Reg. no. 11209386.
""")

# 33 "yes, it was me" device approval; tracked buttons, raw URLs in text part
M(kind="magic_link", otp=None,
  link="https://click.boxtide.example/f/a/Yz7mQk2vR8sXb1NdLp4Tfw~~/AAQRxRA~/RgRoK9QZP0Q_aHR0cHM6Ly9ib3h0aWRlLmV4YW1wbGUvZGV2aWNlL2FwcHJvdmU~",
  link_alt=["https://boxtide.example/device/approve?req=dr_5c8e21f9a07b4d3e&sig=Hq3vX9mK2pL7wZ1cR8tY4nB6&answer=yes"],
  frm="Boxtide <security@boxtide.example>",
  to="Marta Nowak <marta.nowak@firma-nowak.example>",
  subject="Is this you signing in on a new device?",
  date="Sat, 11 May 2024 07:12:45 +0000",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Hi Marta,

Someone just tried to sign in to your Boxtide account from a device we
haven't seen before:

  Device:    Firefox 125 on Ubuntu Linux
  Location:  Krakow, Poland (IP 198.51.100.23)
  Time:      11 May 2024, 09:12 CEST

Was this you?

YES, IT WAS ME - approve this sign-in:
https://boxtide.example/device/approve?req=dr_5c8e21f9a07b4d3e&sig=Hq3vX9mK2pL7wZ1cR8tY4nB6&answer=yes

NO, SECURE MY ACCOUNT:
https://boxtide.example/device/approve?req=dr_5c8e21f9a07b4d3e&sig=Hq3vX9mK2pL7wZ1cR8tY4nB6&answer=no

The request expires in 20 minutes. Until you approve it, the new device
can't see any of your files.

Boxtide, Inc. 1455 Market St, San Francisco, CA 94103
""",
  html="""<html><body style="font-family:'Open Sans',Arial,sans-serif;background:#f7f9fa;padding:24px 0">
<table align="center" width="520" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e6e8eb">
<tr><td style="padding:24px 32px"><img src="https://cfl.boxtide.example/static/email/boxtide-logo.png" width="110" alt="Boxtide"></td></tr>
<tr><td style="padding:0 32px;color:#1e1919;font-size:15px;line-height:22px">
<p>Hi Marta,</p>
<p>Someone just tried to sign in to your Boxtide account from a device we haven't seen before:</p>
<table cellpadding="4" style="font-size:14px;color:#637282">
<tr><td>Device</td><td style="color:#1e1919">Firefox 125 on Ubuntu Linux</td></tr>
<tr><td>Location</td><td style="color:#1e1919">Krak&oacute;w, Poland (IP 198.51.100.23)</td></tr>
<tr><td>Time</td><td style="color:#1e1919">11 May 2024, 09:12 CEST</td></tr>
</table>
<p><b>Was this you?</b></p>
<p><a href="https://click.boxtide.example/f/a/Yz7mQk2vR8sXb1NdLp4Tfw~~/AAQRxRA~/RgRoK9QZP0Q_aHR0cHM6Ly9ib3h0aWRlLmV4YW1wbGUvZGV2aWNlL2FwcHJvdmU~" style="background:#0061fe;color:#fff;padding:11px 22px;border-radius:4px;text-decoration:none;font-weight:600">Yes, it was me</a>
&nbsp;&nbsp;<a href="https://click.boxtide.example/f/a/Yz7mQk2vR8sXb1NdLp4Tfw~~/AAQRxRA~/RgRoK9QZP0R_aHR0cHM6Ly9ib3h0aWRlLmV4YW1wbGUvZGV2aWNlL2RlbnkK~" style="color:#c4262e;font-weight:600">No, secure my account</a></p>
<p style="font-size:13px;color:#637282">The request expires in 20 minutes. Until you approve it, the new device can't see any of your files.</p>
</td></tr>
<tr><td style="padding:20px 32px;font-size:11px;color:#9ba4ae">
<a href="https://click.boxtide.example/f/a/Yz7mQk2vR8sXb1NdLp4Tfw~~/AAQRxRA~/help" style="color:#9ba4ae">Help Center</a> &middot; <a href="https://boxtide.example/privacy" style="color:#9ba4ae">Privacy</a><br>
Boxtide, Inc. 1455 Market St, San Francisco, CA 94103</td></tr>
</table>
<img src="https://click.boxtide.example/o/eJyrVkrOz0vOzEuPT0ksSVWyUoqOVcpNzM_zy0vMTVWq" width="1" height="1" alt="">
</body></html>
""")

# 34 council portal: one-time PIN without the word "code"
M(kind="no_code_word", otp="9082", link=None,
  frm="Easton Borough Council <noreply@myaccount.eastonborough.example>",
  to="r.sandhu@homepost.example",
  subject="Easton Council online account - sign-in",
  date="Mon, 13 May 2024 08:03:55 +0100",
  tcte="7bit",
  text="""EASTON BOROUGH COUNCIL
My Easton online account

Dear Mr Sandhu,

Your one-time PIN to sign in to My Easton is: 9082

This PIN can be used once and will expire in 10 minutes.

Account reference: MYE-0088213
Council tax account: 40018273 (Band C, 2024/25 annual charge GBP 1,962.41)

Please do not reply to this email. If you did not try to sign in, call
our Customer Contact Centre on 01632 960 100 (Mon-Fri 9am-5pm).

Easton Borough Council, Civic Centre, Station Road, Easton EA1 2XY
www.eastonborough.example
""")

# 35 software licence key, order and serial numbers, no code
M(kind="decoy_codes", otp=None, link=None,
  frm="Pixelforge Studio Store <store@pixelforge.example>",
  to="ana.costa@designhaus.example",
  subject="Your Pixelforge Studio 6 licence key",
  date="Tue, 14 May 2024 12:48:21 +0000",
  tcte="quoted-printable", hcte="base64",
  text="""Thanks for buying Pixelforge Studio 6!

Product:       Pixelforge Studio 6 - Perpetual licence (1 user, 2 devices)
Order number:  PF-2024-0519-3381
Licence key:   PXF6-9KQ2-WM7T-88ZD-4HCE
Registered to: Ana Costa, Designhaus Lda
Amount paid:   EUR 189.00 incl. VAT 23% (Visa ending 5513)

How to activate:
1. Download the installer (Windows 10/11 or macOS 12+) from your account.
2. Open Pixelforge Studio and choose Help > Enter licence.
3. Paste the licence key above.

You can activate on 2 devices at once. To move to a new computer,
deactivate on the old one first (Help > Deactivate).

Your account: https://pixelforge.example/account/licences
Support: https://pixelforge.example/support  (ticket replies within 24h)

Pixelforge Software s.r.o., Karlovo namesti 7, 120 00 Praha 2, Czechia
IC 05511820, VAT CZ05511820
""",
  html="""<html><body style="font-family:Arial,sans-serif;background:#1e1e24;color:#e8e8ee;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#2a2a33;border-radius:8px;padding:28px">
<img src="https://pixelforge.example/img/mail/pf6-logo.png" width="150" alt="Pixelforge Studio 6">
<h2 style="color:#fff">Thanks for buying Pixelforge Studio 6!</h2>
<p>Order number: <b>PF-2024-0519-3381</b><br>Perpetual licence &middot; 1 user &middot; 2 devices<br>Registered to: Ana Costa, Designhaus Lda</p>
<div style="background:#16161c;border:1px dashed #7b61ff;padding:16px;text-align:center;font-family:Consolas,monospace;font-size:20px;letter-spacing:2px;color:#b7a8ff">PXF6-9KQ2-WM7T-88ZD-4HCE</div>
<ol style="font-size:14px"><li>Download the installer from your account.</li><li>Open Pixelforge Studio &rarr; Help &rarr; Enter licence.</li><li>Paste the licence key above.</li></ol>
<p><a href="https://pixelforge.example/account/licences" style="background:#7b61ff;color:#fff;padding:10px 20px;border-radius:5px;text-decoration:none">Download &amp; manage licences</a></p>
<p style="font-size:12px;color:#a0a0ad">Amount paid EUR 189.00 incl. VAT 23% (Visa ending 5513). Questions? <a href="https://pixelforge.example/support" style="color:#b7a8ff">Support</a>.</p>
<p style="font-size:11px;color:#777788">Pixelforge Software s.r.o., Karlovo n&aacute;m&#283;st&iacute; 7, 120 00 Praha 2, Czechia &middot; I&#268; 05511820 &middot; VAT CZ05511820</p>
</div></body></html>
""")

# 36 rail tickets: booking reference, ticket collection reference, seats
M(kind="booking_ref", otp=None, link=None,
  frm="Cascade Rail <tickets@cascaderail.example>",
  to="Priya Raman <priya.raman@inbox.example>",
  subject="Your tickets: Manchester Piccadilly to London Euston, Fri 24 May",
  date="Tue, 14 May 2024 19:22:10 +0100",
  tcte="8bit", hcte="8bit",
  text="""Cascade Rail – your booking

Booking reference: 7KQ2FX9M
Ticket collection reference: TKL4P8Q2 (use at any station ticket machine)

Outward: Fri 24 May 2024
  08:17 Manchester Piccadilly (platform 4 expected) → 10:26 London Euston
  Coach C, seat 42 (forward facing, table)
  Advance Single, Standard, 1 adult with 16-25 Railcard

Return: Sun 26 May 2024
  17:40 London Euston → 19:51 Manchester Piccadilly
  Coach B, seat 18 (window)

Total: £47.35 (card ending 6120). Ticket number 0091 4477 2135.

Railcard number ending 4409 – bring it with you, or you may have to pay a penalty fare.

Cascade Rail Ltd, 1 Hardman Boulevard, Manchester M3 3AQ. Reg. no. 10239817.
""",
  html="""<html><body style="font-family:Arial,sans-serif;color:#222;background:#eef3f6">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#00263e;color:#fff;padding:16px 22px;font-size:18px">Cascade Rail</td></tr>
<tr><td style="padding:22px">
<table cellpadding="8" style="border:1px solid #c5d4de;width:100%">
<tr><td style="color:#5b7083;font-size:12px">BOOKING REFERENCE</td><td style="color:#5b7083;font-size:12px">TICKET COLLECTION REFERENCE</td></tr>
<tr><td style="font-size:22px;font-weight:bold">7KQ2FX9M</td><td style="font-size:22px;font-weight:bold">TKL4P8Q2</td></tr>
</table>
<h3>Outward &middot; Fri 24 May 2024</h3>
<p>08:17 Manchester Piccadilly (platform 4 expected) → 10:26 London Euston<br>Coach C, seat 42 (forward facing, table)<br>Advance Single, Standard, 1 adult with 16-25 Railcard</p>
<h3>Return &middot; Sun 26 May 2024</h3>
<p>17:40 London Euston → 19:51 Manchester Piccadilly<br>Coach B, seat 18 (window)</p>
<p>Total: £47.35 (card ending 6120). Ticket number 0091 4477 2135.</p>
<p style="font-size:12px;color:#5b7083">Railcard number ending 4409 – bring it with you, or you may have to pay a penalty fare.</p>
<p><a href="https://cascaderail.example/journeys/7KQ2FX9M" style="background:#e4002b;color:#fff;padding:10px 18px;text-decoration:none">View journey</a></p>
</td></tr>
<tr><td style="padding:14px 22px;font-size:10px;color:#777;background:#f6f8fa">Cascade Rail Ltd, 1 Hardman Boulevard, Manchester M3 3AQ. Reg. no. 10239817. <a href="https://cascaderail.example/privacy">Privacy</a></td></tr>
</table></body></html>
""")

# ----- batch 4 --------------------------------------------------------------

# 37 crypto withdrawal confirmation, one <span> per digit, HTML only
M(kind="digit_spans", otp="290458", link=None,
  frm="Coinharbor <no-reply@coinharbor.example>",
  to="li.wei@fastmail.example",
  subject="[Coinharbor] Confirm your withdrawal of 0.25 BTC",
  date="Wed, 15 May 2024 03:41:09 +0000",
  hcte="quoted-printable",
  html="""<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#0b0e11;font-family:BinancePlex,Arial,sans-serif;color:#eaecef">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 0">
<table width="520" cellpadding="0" cellspacing="0" style="background:#181a20;border-radius:8px">
<tr><td style="padding:24px 32px;border-bottom:1px solid #2b3139"><img src="https://static.coinharbor.example/mail/coinharbor-yellow.png" height="24" alt="Coinharbor"></td></tr>
<tr><td style="padding:28px 32px">
<h2 style="margin:0 0 12px;font-size:20px">Withdrawal verification</h2>
<p style="font-size:14px;color:#b7bdc6">You are withdrawing <b style="color:#eaecef">0.25 BTC</b> (network fee 0.00012 BTC) to:</p>
<p style="font-family:monospace;font-size:13px;background:#0b0e11;padding:10px;word-break:break-all">bc1q9h7garjk2x0l5m7pq8ahw5v3c6nyh2txz4e8dk</p>
<p style="font-size:14px;color:#b7bdc6">Network: Bitcoin &middot; Requested: 2024-05-15 03:40:52 (UTC) &middot; IP: 203.0.113.88</p>
<p style="font-size:14px">Your verification code:</p>
<div style="margin:8px 0 18px"><span style="display:inline-block;width:38px;height:48px;line-height:48px;text-align:center;font-size:26px;font-weight:bold;background:#2b3139;border-radius:4px;margin-right:6px">2</span><span style="display:inline-block;width:38px;height:48px;line-height:48px;text-align:center;font-size:26px;font-weight:bold;background:#2b3139;border-radius:4px;margin-right:6px">9</span><span style="display:inline-block;width:38px;height:48px;line-height:48px;text-align:center;font-size:26px;font-weight:bold;background:#2b3139;border-radius:4px;margin-right:6px">0</span><span style="display:inline-block;width:38px;height:48px;line-height:48px;text-align:center;font-size:26px;font-weight:bold;background:#2b3139;border-radius:4px;margin-right:6px">4</span><span style="display:inline-block;width:38px;height:48px;line-height:48px;text-align:center;font-size:26px;font-weight:bold;background:#2b3139;border-radius:4px;margin-right:6px">5</span><span style="display:inline-block;width:38px;height:48px;line-height:48px;text-align:center;font-size:26px;font-weight:bold;background:#2b3139;border-radius:4px">8</span></div>
<p style="font-size:13px;color:#b7bdc6">The verification code will be valid for 30 minutes. Please do not share this code with anyone.</p>
<p style="font-size:13px;color:#f6465d">Don't recognise this activity? Please <a href="https://www.coinharbor.example/my/security/disable-account?src=wd_mail" style="color:#f0b90b">disable your account</a> and contact customer support immediately.</p>
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid #2b3139;font-size:11px;color:#848e9c">
Stay connected: <a href="https://x.example/coinharbor" style="color:#f0b90b">X</a> &middot; <a href="https://t.example/coinharbor" style="color:#f0b90b">Telegram</a> &middot; <a href="https://www.coinharbor.example/support" style="color:#f0b90b">Support</a><br><br>
Risk warning: Cryptocurrency trading is subject to high market risk. Coinharbor will make best efforts to choose high-quality coins, but will not be responsible for your investment losses.<br>
Coinharbor Services UAB, Konstitucijos pr. 21A, LT-08130 Vilnius, Lithuania. Company code 305614772.<br>
This is an automated message, please do not reply.</td></tr>
</table></td></tr></table></body></html>
""")

# 38 forwarded sign-in code, chatty wrapper
M(kind="forwarded", otp="739140", shown=["739 140"], link=None,
  frm="Greg Halloran <greg.halloran@homepost.example>",
  to="Maureen Halloran <mo.halloran@homepost.example>",
  subject="Fwd: Your Nestly verification code",
  date="Thu, 16 May 2024 18:27:33 +0100",
  tcte="8bit",
  text="""Mo - can you type this into the Nestly thing on the iPad for me? I'm stuck
on the M25 and it keeps asking. It's the numbers in the middle. Cheers, G x

Sent from my phone

---------- Forwarded message ---------
From: Nestly Home <no-reply@nestly-home.example>
Date: Thu, 16 May 2024 at 18:25
Subject: Your Nestly verification code
To: <greg.halloran@homepost.example>


Hi Greg,

Here's your verification code for the Nestly app:

739 140

It expires in 15 minutes. If you didn't ask for it, you can ignore this
email.

Thermostat: "Hallway" (serial 09AA01AC2417008L)
Home: 14 Orchard Close, Guildford GU1 2TE

Nestly Home Ltd · 1 Pancras Square, London N1C 4AG
""")

# 39 machine-generated terse OTP mail
M(kind="terse_machine", otp="58213907", link=None,
  frm="pay-gateway alerts <alerts@pgw.tessera-pay.example>",
  to="ops-finance@kirkwood-retail.example",
  subject="OTP",
  date="Thu, 16 May 2024 10:14:55 +0000",
  headers=[("X-Mailer", "pgw-notifier/2.3.1"), ("Auto-Submitted", "auto-generated")],
  tcte="7bit",
  text="""OTP=58213907
VALID=300s
REF=TX88213-KIRK
ACTION=PAYOUT_BATCH_APPROVE
BATCH=PB-2024-05-16-004 (37 items, EUR 18,442.10)
TS=2024-05-16T10:14:55Z
SRC_IP=192.0.2.44
--
do not reply. tessera-pay gateway, support +31 20 555 0190
""")

# 40 small business, chatty, dashed code
M(kind="chatty", otp="271664", shown=["271-664"], link=None,
  frm="Maple Street Yoga <hello@maplestreetyoga.example>",
  to="jo.pemberton@mailbox.example",
  subject="your booking login :)",
  date="Fri, 17 May 2024 06:55:02 -0400",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Hi Jo!!

Thanks so much for signing up for the Saturday 9am Vinyasa class with
Rachel (Studio 2) - we're SO excited to have you. Bring water, mats are
free for your first 3 classes :)

ok here's the thing you actually need: to log in to the booking page,
pop this in the box -> 271-664

It only works for about 10 mins, so if it's expired just hit "send again"
and we'll send you a new one.

See you on the mat!
Kerry & the Maple Street crew

Maple Street Yoga - 88 Maple St, Burlington VT 05401 - (802) 555-0164
Class passes: 5 classes $75, 10 classes $140. Use your pass by 12/31.
""",
  html="""<div style="font-family:Georgia,serif;font-size:16px;color:#333;line-height:1.5">
<p>Hi Jo!!</p>
<p>Thanks so much for signing up for the Saturday 9am Vinyasa class with Rachel (Studio 2) - we're SO excited to have you. Bring water, mats are free for your first 3 classes :)</p>
<p>ok here's the thing you actually need: to log in to the booking page, pop this in the box &rarr; <b>271-664</b></p>
<p>It only works for about 10 mins, so if it's expired just hit "send again" and we'll send you a new one.</p>
<p>See you on the mat!<br>Kerry &amp; the Maple Street crew</p>
<p style="font-size:12px;color:#888">Maple Street Yoga - 88 Maple St, Burlington VT 05401 - (802) 555-0164<br>Class passes: 5 classes $75, 10 classes $140. Use your pass by 12/31.<br>
<a href="https://maplestreetyoga.example/schedule">Class schedule</a> | <a href="https://instagram.example/maplestreetyoga">Instagram</a></p>
</div>
""")

# 41 new sign-in alert, "check activity" link is not a flow link
M(kind="security_alert", otp=None, link=None,
  frm="Tessellate <account-security@tessellate.example>",
  to="nadia.f@studio-nf.example",
  subject="New sign-in to your Tessellate account",
  date="Fri, 17 May 2024 22:03:11 +0000",
  tcte="7bit", hcte="quoted-printable",
  text="""New sign-in to your Tessellate account

nadia.f@studio-nf.example

We noticed a new sign-in to your account.

  When:     Friday, May 17, 2024 at 3:02 PM (PDT)
  Device:   iPad Pro (iPadOS 17.4.1), Tessellate for iPad 8.22
  Where:    near Vancouver, BC, Canada
  IP:       203.0.113.42

If this was you, you don't need to do anything.

If not, we'll help you secure your account:
https://myaccount.tessellate.example/security/activity?sess=ses_4Gf8Kq2xT1bW&utm_source=alert

You can also see security activity at
https://myaccount.tessellate.example/security

You received this email to let you know about important changes to your
Tessellate account and services.
(c) 2024 Tessellate Inc., 500 Terry Francine St, San Francisco, CA 94158
""",
  html="""<html><body style="font-family:Roboto,Arial,sans-serif;background:#fff">
<table align="center" width="516" cellpadding="0" cellspacing="0" style="border:1px solid #dadce0;border-radius:8px">
<tr><td style="padding:36px 40px 20px;text-align:center;border-bottom:1px solid #dadce0">
<img src="https://myaccount.tessellate.example/static/logo-74.png" width="74" alt="Tessellate">
<div style="font-size:24px;margin-top:16px">New sign-in to your account</div>
<div style="font-size:14px;color:#5f6368;margin-top:8px">nadia.f@studio-nf.example</div></td></tr>
<tr><td style="padding:20px 40px;font-size:14px;color:#202124;line-height:20px">
<p>We noticed a new sign-in to your Tessellate account on an iPad Pro device. If this was you, you don't need to do anything. If not, we'll help you secure your account.</p>
<p style="color:#5f6368">Friday, May 17, 2024 3:02 PM (PDT) &middot; near Vancouver, BC, Canada &middot; 203.0.113.42</p>
<p style="text-align:center;padding:12px 0"><a href="https://myaccount.tessellate.example/security/activity?sess=ses_4Gf8Kq2xT1bW&amp;utm_source=alert" style="background:#4184f3;color:#fff;padding:10px 24px;border-radius:5px;text-decoration:none">Check activity</a></p>
<p style="font-size:12px;color:#5f6368">You can also see security activity at <a href="https://myaccount.tessellate.example/security">https://myaccount.tessellate.example/security</a></p>
</td></tr></table>
<p style="text-align:center;font-size:11px;color:#70757a">You received this email to let you know about important changes to your Tessellate account and services.<br>&copy; 2024 Tessellate Inc., 500 Terry Francine St, San Francisco, CA 94158</p>
</body></html>
""")

# 42 password changed notice, no link flow, reference number
M(kind="password_changed", otp=None, link=None,
  frm="Fernway Travel Account <account@fernway.example>",
  to="olu.adeyemi@postbox.example",
  subject="Your Fernway password was changed",
  date="Sat, 18 May 2024 08:14:27 +0100",
  tcte="base64",
  text="""Hello Olu,

The password for your Fernway account (olu.adeyemi@postbox.example) was
changed on Saturday 18 May 2024 at 08:14 BST from a Samsung Galaxy S23
(Fernway app 12.4.0) near Reading, UK.

If you made this change, there's nothing more to do.

If you didn't, please call our security team straight away on
+44 20 7946 0958 (24/7) and quote reference SEC-448120. We've also signed
you out of all other devices as a precaution.

Your upcoming stays, saved cards (Mastercard ending 7712) and 3,240
Fernway Points are unaffected.

Fernway Travel Ltd, 2 Kingdom Street, London W2 6BD. Registered in England
and Wales no. 10044872. ATOL 11982.
""")

# 43 marketplace item sold: item numbers, payout, buyer handle, no code
M(kind="newsletter_numbers", otp=None, link=None,
  frm="Tradeloft <sold@tradeloft.example>",
  to="Ben Achterberg <ben.achterberg@webmail.example>",
  subject="You sold it! Vintage Olympus OM-1 35mm camera body",
  date="Sun, 19 May 2024 21:37:45 -0400",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Congrats, Ben - your item sold!

Vintage Olympus OM-1 35mm camera body, serviced, new light seals
Item number: 304918274451
Sold for: $86.00 + $12.50 shipping
Buyer: vintage_finds77 (412 feedback, 99.8% positive)

Ship by: Thu, May 23 (tracking required)
Ship to: A. Kowalski, 1180 Elm Ave, Apt 2B, Lakewood, OH 44107-3321

Estimated payout: $74.61 (after $11.39 final value fee)
Payout ID: PO-99281-44710, expected May 21 to account ending 3308

Print a shipping label: https://www.tradeloft.example/ship/label?item=304918274451
Questions about the order? https://www.tradeloft.example/messages?item=304918274451

Tradeloft Inc., 2025 Hamilton Ave, San Jose, CA 95125
""",
  html="""<html><body style="font-family:'Market Sans',Arial,sans-serif;color:#191919">
<table width="600" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:18px 0"><img src="https://ir.tradeloft.example/mail/tradeloft-logo.png" width="118" alt="Tradeloft"></td></tr>
<tr><td><h1 style="font-size:24px">Congrats, Ben &ndash; your item sold!</h1></td></tr>
<tr><td><table cellpadding="0" cellspacing="0"><tr>
<td style="vertical-align:top;padding-right:16px"><img src="https://i.tradeloft.example/images/g/om1/s-l225.jpg" width="120" alt="Vintage Olympus OM-1"></td>
<td style="vertical-align:top;font-size:14px"><b>Vintage Olympus OM-1 35mm camera body, serviced, new light seals</b><br>Item number: 304918274451<br>Sold for: <b>$86.00</b> + $12.50 shipping<br>Buyer: vintage_finds77 (412 &#9733;)</td></tr></table></td></tr>
<tr><td style="font-size:14px;padding-top:16px">Ship by <b>Thu, May 23</b> to:<br>A. Kowalski<br>1180 Elm Ave, Apt 2B<br>Lakewood, OH 44107-3321</td></tr>
<tr><td style="padding:18px 0"><a href="https://www.tradeloft.example/ship/label?item=304918274451" style="background:#3665f3;color:#fff;padding:12px 26px;border-radius:20px;text-decoration:none;font-weight:bold">Print shipping label</a></td></tr>
<tr><td style="font-size:13px;color:#555">Estimated payout: $74.61 (after $11.39 final value fee)<br>Payout ID PO-99281-44710, expected May 21 to account ending 3308</td></tr>
<tr><td style="padding-top:24px;font-size:11px;color:#767676">Tradeloft Inc., 2025 Hamilton Ave, San Jose, CA 95125 &middot; <a href="https://www.tradeloft.example/help">Help</a> &middot; <a href="https://www.tradeloft.example/notifications/prefs">Notification preferences</a></td></tr>
</table></body></html>
""")

# 44 real sign-in code among promo code and order number
M(kind="decoy_codes", otp="714093", shown=["714 093"], link=None,
  frm="Caravel Outfitters <account@caravel-outfitters.example>",
  to="sienna.park@inbox.example",
  subject="Your sign-in code",
  date="Mon, 20 May 2024 12:31:18 -0700",
  tcte="quoted-printable", hcte="base64",
  text="""CARAVEL OUTFITTERS

Your sign-in code is 714 093

Enter it on caravel-outfitters.example within 10 minutes to sign in.

------------------------------------------------------------
While you're here...
Your order #CO-448291 (Trailhead Rain Shell, size M) shipped on May 18 -
UPS tracking 1Z 9W4 E71 03 5512 0486.

Members get 15% off new-season fleece with code SPRING15 through May 27.
------------------------------------------------------------

Questions? 1-877-555-0105 · Caravel Outfitters, 1400 Water St, Bellingham, WA 98225
""",
  html="""<html><body style="font-family:'Helvetica Neue',Arial,sans-serif;background:#f5f3ee;margin:0">
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:22px 30px;background:#263238;color:#fff;letter-spacing:4px;font-size:13px">CARAVEL OUTFITTERS</td></tr>
<tr><td style="padding:30px">
<p style="font-size:15px">Your sign-in code is</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:5px;margin:4px 0 12px">714 093</p>
<p style="font-size:13px;color:#666">Enter it within 10 minutes to sign in.</p>
</td></tr>
<tr><td style="padding:0 30px 24px">
<table width="100%" cellpadding="14" style="background:#f5f3ee;font-size:13px"><tr><td>
<b>Your order #CO-448291 shipped</b><br>Trailhead Rain Shell, size M &middot; shipped May 18<br>UPS tracking 1Z 9W4 E71 03 5512 0486 &middot; <a href="https://caravel-outfitters.example/orders/CO-448291/track">Track package</a>
</td></tr></table>
<table width="100%" cellpadding="14" style="margin-top:12px;border:2px dashed #d2691e;font-size:13px"><tr><td>
<b>Members: 15% off new-season fleece</b><br>Use code <b>SPRING15</b> through May 27. <a href="https://caravel-outfitters.example/c/fleece?utm_source=otp_mail">Shop fleece</a>
</td></tr></table>
</td></tr>
<tr><td style="padding:16px 30px;font-size:11px;color:#888">Questions? 1-877-555-0105 &middot; Caravel Outfitters, 1400 Water St, Bellingham, WA 98225<br>
<a href="https://caravel-outfitters.example/privacy">Privacy</a> &middot; <a href="https://caravel-outfitters.example/email-prefs">Email preferences</a></td></tr>
</table></body></html>
""")

# 45 government digital ID: verify e-mail address link
M(kind="magic_link", otp=None,
  link="https://signin.govid.example/verify-email?token=gvi_e1.8Jx2Qw7LpZ0kR5tN3mV9bC4yH6sD1fA&journey=create-account",
  frm="GovID <noreply@notifications.govid.example>",
  to="e.thornton@mailbox.example",
  subject="Confirm your email address - GovID",
  date="Tue, 21 May 2024 14:22:06 +0100",
  tcte="7bit", hcte="7bit",
  text="""GovID

Confirm your email address

Dear Eleanor Thornton,

You have started to create a GovID account. To confirm that this is your
email address, open this link:

https://signin.govid.example/verify-email?token=gvi_e1.8Jx2Qw7LpZ0kR5tN3mV9bC4yH6sD1fA&journey=create-account

The link will expire in 2 hours.

If you did not try to create a GovID account, you can ignore this email.

Your application reference is GID-2024-0521-88713. You do not need to
enter it anywhere - keep it in case you contact us.

GovID helpdesk: 0300 555 0123 (Monday to Friday, 8am to 6pm)
Find out about call charges: https://www.gov-services.example/call-charges
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:19px;color:#0b0c0c;margin:0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#0b0c0c;padding:12px 20px"><span style="color:#fff;font-weight:bold;font-size:28px">GovID</span></td></tr></table>
<table width="580" cellpadding="0" cellspacing="0" style="margin:0 auto"><tr><td style="padding:20px 10px">
<h1 style="font-size:28px">Confirm your email address</h1>
<p>Dear Eleanor Thornton,</p>
<p>You have started to create a GovID account. To confirm that this is your email address, select this link:</p>
<p style="border-left:10px solid #b1b4b6;padding:15px"><a href="https://signin.govid.example/verify-email?token=gvi_e1.8Jx2Qw7LpZ0kR5tN3mV9bC4yH6sD1fA&amp;journey=create-account" style="color:#1d70b8">Confirm your email address</a></p>
<p>The link will expire in 2 hours.</p>
<p>If you did not try to create a GovID account, you can ignore this email.</p>
<p>Your application reference is GID-2024-0521-88713. You do not need to enter it anywhere &ndash; keep it in case you contact us.</p>
<p style="font-size:16px">GovID helpdesk: 0300 555 0123 (Monday to Friday, 8am to 6pm)<br><a href="https://www.gov-services.example/call-charges" style="color:#1d70b8">Find out about call charges</a></p>
</td></tr></table></body></html>
""")

# 46 game newsletter with redeem codes, patch numbers, no code
M(kind="decoy_codes", otp=None, link=None,
  frm="Starfall Arena <news@starfall-arena.example>",
  to="xX_n0vaBlade_Xx@gamerpost.example",
  subject="Season 14 is LIVE + a free skin code inside",
  date="Wed, 22 May 2024 17:00:00 +0000",
  headers=[("List-Unsubscribe", "<https://starfall-arena.example/unsub?p=NB9921>")],
  hcte="quoted-printable",
  html="""<html><body style="margin:0;background:#120a2a;font-family:'Trebuchet MS',Arial,sans-serif;color:#f2ecff">
<table align="center" width="600" cellpadding="0" cellspacing="0">
<tr><td style="text-align:right;padding:10px;font-size:11px"><a href="https://starfall-arena.example/mail/s14-launch?p=NB9921" style="color:#9b8cc4">Trouble viewing? Open in browser</a></td></tr>
<tr><td><img src="https://cdn.starfall-arena.example/mail/s14/header.jpg" width="600" alt="SEASON 14: ECLIPSE"></td></tr>
<tr><td style="padding:24px 30px">
<h1 style="color:#ffcf3f">Season 14: Eclipse is live, Commander!</h1>
<p>Patch 14.3.2 brings 2 new heroes, the Obsidian Reach map and ranked resets. Servers were down for maintenance 02:00&ndash;06:00 UTC &ndash; thanks for your patience.</p>
<p>As a thank-you, redeem this code in the in-game Shop &rarr; Redeem for the <b>Eclipse Vanguard</b> skin:</p>
<p style="font-size:22px;font-family:Consolas,monospace;background:#2a1b5c;padding:14px;text-align:center;letter-spacing:2px">STARFALL-7QX2-KP9M</p>
<p style="font-size:12px;color:#9b8cc4">One per account. Expires 30 June 2024, 23:59 UTC. Not valid on console versions purchased before 1 Jan 2023.</p>
<p>Your S13 final rank: <b>Diamond II</b> (2,418 SR) &middot; Matches played: 312 &middot; Win rate 54.2%</p>
<p style="text-align:center"><a href="https://starfall-arena.example/play?utm_campaign=s14" style="background:#ffcf3f;color:#120a2a;padding:14px 36px;font-weight:bold;text-decoration:none;border-radius:3px">PLAY NOW</a></p>
</td></tr>
<tr><td style="padding:18px 30px;font-size:10px;color:#7d70a6">
<a href="https://discord.example/starfall" style="color:#9b8cc4">Discord</a> &middot; <a href="https://youtube.example/@starfallarena" style="color:#9b8cc4">YouTube</a> &middot; <a href="https://starfall-arena.example/support" style="color:#9b8cc4">Support</a><br>
&copy; 2024 Nebula Forge Interactive, 1600 Seaport Blvd, Redwood City, CA 94063. Starfall Arena is a trademark of Nebula Forge Interactive.<br>
<a href="https://starfall-arena.example/unsub?p=NB9921" style="color:#7d70a6">Unsubscribe</a> &middot; <a href="https://starfall-arena.example/privacy" style="color:#7d70a6">Privacy</a></td></tr>
</table></body></html>
""")

# 47 university registry: student ID, module codes, fees, rooms
M(kind="student_records", otp=None, link=None,
  frm="Calder College Registry <registry@calder-college.example>",
  to="Aisha Bello <a.bello@student.calder-college.example>",
  subject="Enrolment confirmed for 2024/25 - student ID 2024118734",
  date="Thu, 23 May 2024 11:45:30 +0100",
  tcte="quoted-printable",
  text="""Dear Aisha,

Your enrolment for the 2024/25 academic year is confirmed.

Student ID:     2024118734
Programme:      BSc (Hons) Computer Science, Year 2 (UCAS code G400)
Personal tutor: Dr Ian Mercer (room B2.17, ext. 3312)

Semester 1 modules
  CS2041  Algorithms and Data Structures   20 credits  Mon 10:00 LT3
  CS2058  Databases                        20 credits  Tue 14:00 B1.04
  MA1102  Discrete Mathematics II          20 credits  Thu 09:00 LT1

Tuition fee: £9,250 (Student Finance England, CRN 44920183)
Library card barcode: 2 1182 00473 9918
Halls: Kingfisher Court, flat 6, room D (key pick-up from 21 Sept, 10:00-16:00)

Term starts Monday 23 September 2024. Welcome week timetable:
https://www.calder-college.example/welcome-week

Registry, Calder College, Queen's Road, Halifax HX1 3DP | 01422 555 700
""")

# 48 bakery pickup reminder: order number, times, phone, address
M(kind="phone_and_dates", otp=None, link=None,
  frm="\"Crumb & Co. Bakery\" <orders@crumbandco.example>",
  to="lee.hawthorne@mailbox.example",
  subject="Order 1182 is ready Saturday 8:30-9:00",
  date="Fri, 24 May 2024 16:02:44 -0700",
  tcte="8bit", hcte="8bit",
  text="""Hi Lee!

Your pre-order is baked (well, it will be by 6am 🙂) and ready for pickup:

Order no. 1182
Pickup: Saturday, May 25, between 8:30 and 9:00 AM
Where:  Crumb & Co., 2210 SE Division St, Portland, OR 97202

  1 × Country sourdough loaf ........ $9.50
  6 × Cardamom buns ................ $27.00
  1 × Rhubarb galette (8") .......... $10.25
  Total paid ........................ $46.75

Running late? Call or text us at (503) 555-0187 and we'll hold it until 11.
Parking is on 22nd Ave – please don't use the dentist's lot next door!

Thanks for supporting a small bakery ❤
Marisol & Jen
""",
  html="""<div style="font-family:'Courier New',monospace;font-size:15px;color:#4a3b2c;background:#fffaf2;padding:20px">
<p>Hi Lee!</p>
<p>Your pre-order is baked (well, it will be by 6am 🙂) and ready for pickup:</p>
<p><b>Order no. 1182</b><br>Pickup: Saturday, May 25, between 8:30 and 9:00 AM<br>Where: Crumb &amp; Co., 2210 SE Division St, Portland, OR 97202</p>
<pre style="font-size:14px">1 × Country sourdough loaf ........ $9.50
6 × Cardamom buns ................ $27.00
1 × Rhubarb galette (8") .......... $10.25
Total paid ........................ $46.75</pre>
<p>Running late? Call or text us at (503) 555-0187 and we'll hold it until 11. Parking is on 22nd Ave – please don't use the dentist's lot next door!</p>
<p>Thanks for supporting a small bakery ❤<br>Marisol &amp; Jen</p>
<p style="font-size:11px"><a href="https://crumbandco.example/menu">This week's menu</a></p>
</div>
""")

# ----- batch 5 --------------------------------------------------------------

# 49 holiday let check-in: key box, gate code, Wi-Fi password - none is a code
M(kind="door_code", otp=None, link=None,
  frm="Sunhaven Stays <hosts@sunhavenstays.example>",
  to="Rob & Kate Ferris <ferris.family@mailbox.example>",
  subject="Check-in details for Gull Cottage, Sat 1 June",
  date="Wed, 29 May 2024 18:30:00 +0100",
  tcte="8bit",
  text="""Hi Rob and Kate,

Only 3 sleeps to go! Here's everything you need for Gull Cottage.

Address: Gull Cottage, 4 Harbour Row, St Ives, Cornwall TR26 1LP
Check-in: from 4 pm on Saturday 1 June
Check-out: by 10 am on Saturday 8 June
Booking ref: SH-24-0613

Getting in
• The gate at the end of Harbour Row has a keypad – press #7730 then the green button.
• The key is in the grey key safe to the left of the blue door. Key safe code: 4821.
  Please scramble the numbers after you close it!

Inside
• Wi-Fi: GullCottage_5G / password lemonTree2024
• Heating: the thermostat is in the hall, set to 19°.
• Parking permit is on the kitchen table (permit no. 0448, valid for Island car park only).

Bins go out on Tuesday night (green = recycling). Dog bowls are under the sink.

Any problems, call or WhatsApp me on 07700 900 377. If you can't reach me,
Sue next door at no. 6 has a spare key.

Have a wonderful week!
Caroline – Sunhaven Stays

Sunhaven Stays Ltd, 12 Fore Street, St Ives TR26 1AB · 01736 555 014
""")

# 50 crypto deposit confirmation: tx hash, block, amounts, no code
M(kind="newsletter_numbers", otp=None, link=None,
  frm="Basalt Exchange <notify@basalt-exchange.example>",
  to="k.ivanova@protonmail.example",
  subject="Deposit credited: 1,250.00 USDC",
  date="Thu, 30 May 2024 02:18:41 +0000",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Basalt Exchange

Your deposit has been credited.

Asset:          USDC
Amount:         1,250.00 USDC
Network:        Ethereum (ERC-20)
Confirmations:  64/64
Block:          19,982,001
Tx hash:        0x9f3b7c21e4a8d05b6f19c3a7e2d84b60f1a9c5e7d3b2084f6a1c9e5d7b3f2a81
From address:   0x7A2c...91dE
Credited:       2024-05-30 02:18:07 UTC
Reference:      DEP-8841207733

Your USDC balance: 3,418.55 USDC (approx. USD 3,418.21)

View deposit history: https://www.basalt-exchange.example/wallet/history?type=deposit

Basalt Exchange never asks you to send funds to "verify" your account.
Basalt Digital Assets Ltd, 25 Sliema Road, Gzira GZR 1639, Malta. MFSA licence no. VFAS/ES/1182.
""",
  html="""<html><body style="background:#f4f5f7;font-family:Arial,sans-serif;color:#1f2329">
<table align="center" width="540" cellpadding="24" style="background:#fff;border-radius:6px"><tr><td>
<p style="font-weight:bold;font-size:18px;margin-top:0">Basalt Exchange</p>
<p style="font-size:22px;color:#16a34a;margin:0">Deposit credited</p>
<table width="100%" cellpadding="5" style="font-size:13px;margin-top:14px">
<tr><td style="color:#6b7280">Asset</td><td>USDC</td></tr>
<tr><td style="color:#6b7280">Amount</td><td><b>1,250.00 USDC</b></td></tr>
<tr><td style="color:#6b7280">Network</td><td>Ethereum (ERC-20)</td></tr>
<tr><td style="color:#6b7280">Confirmations</td><td>64/64 &middot; block 19,982,001</td></tr>
<tr><td style="color:#6b7280">Tx hash</td><td style="font-family:monospace;word-break:break-all">0x9f3b7c21e4a8d05b6f19c3a7e2d84b60f1a9c5e7d3b2084f6a1c9e5d7b3f2a81</td></tr>
<tr><td style="color:#6b7280">Credited</td><td>2024-05-30 02:18:07 UTC</td></tr>
<tr><td style="color:#6b7280">Reference</td><td>DEP-8841207733</td></tr>
</table>
<p style="font-size:13px">Your USDC balance: 3,418.55 USDC (&asymp; USD 3,418.21)</p>
<p><a href="https://www.basalt-exchange.example/wallet/history?type=deposit" style="color:#2563eb">View deposit history</a></p>
<p style="font-size:11px;color:#9ca3af">Basalt Exchange never asks you to send funds to &ldquo;verify&rdquo; your account.<br>Basalt Digital Assets Ltd, 25 Sliema Road, Gzira GZR 1639, Malta. MFSA licence no. VFAS/ES/1182.</p>
</td></tr></table></body></html>
""")

# 51 terse developer magic link, scrappy HTML
M(kind="magic_link", otp=None,
  link="https://tinyhost.test/auth/callback?token=th_live_3q8Z1xV7nK2mP5wR9tB4cL6yD0sF8hJ&next=%2Fdashboard",
  frm="tinyhost <login@tinyhost.test>",
  to="dev@marlowe.test",
  subject="login link",
  date="Fri, 31 May 2024 23:58:02 +0000",
  tcte="7bit", hcte="7bit",
  text="""https://tinyhost.test/auth/callback?token=th_live_3q8Z1xV7nK2mP5wR9tB4cL6yD0sF8hJ&next=%2Fdashboard

valid 10 min, one use. didn't ask? ignore.
-- tinyhost
""",
  html="""<p><a href="https://tinyhost.test/auth/callback?token=th_live_3q8Z1xV7nK2mP5wR9tB4cL6yD0sF8hJ&amp;next=%2Fdashboard">https://tinyhost.test/auth/callback?token=th_live_3q8Z1xV7nK2mP5wR9tB4cL6yD0sF8hJ&amp;next=%2Fdashboard</a><br><br>
valid 10 min, one use. didn't ask? ignore.<br>-- tinyhost</p>""")

# 52 code-hosting digest for a user with digits in the handle, no code
M(kind="username_digits", otp=None, link=None,
  frm="Codeberry <digest@codeberry.example>",
  to="dev_kat92 <kat.morrison92@devmail.example>",
  subject="Your weekly Codeberry digest: 3 PRs need review",
  date="Mon, 03 Jun 2024 07:00:00 +0000",
  headers=[("List-Unsubscribe", "<https://codeberry.example/settings/digest?off=1>")],
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Hi dev_kat92,

Here's what happened in your repositories this week (27 May - 2 Jun 2024).

Needs your review
  kat92/pixel-sorter #214  "Add WebP export"               opened by r0b_w 4 days ago
  kat92/pixel-sorter #217  "Fix OOM on 8K images"          opened by mjung2001 2 days ago
  lumen-org/lumen-cli #1093 "Bump tokio 1.37 -> 1.38"       opened by depbot

Issues
  kat92/dotfiles #31 closed by you
  lumen-org/lumen-cli #1088 "Segfault on Windows 11 23H2" - 12 new comments

Stars: pixel-sorter gained 48 stars (total 2,391).
CI minutes used: 1,204 of 3,000 (resets 1 Jul).

Turn off the digest: https://codeberry.example/settings/digest?off=1
Codeberry, Inc. 88 Colin P Kelly Jr St, San Francisco, CA 94107
""",
  html="""<html><body style="font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;font-size:14px;color:#24292f">
<div style="max-width:600px;margin:0 auto">
<p>Hi <b>dev_kat92</b>,</p>
<p>Here's what happened in your repositories this week (27 May &ndash; 2 Jun 2024).</p>
<h3>Needs your review</h3>
<ul>
<li><a href="https://codeberry.example/kat92/pixel-sorter/pull/214">kat92/pixel-sorter #214</a> Add WebP export &ndash; opened by r0b_w 4 days ago</li>
<li><a href="https://codeberry.example/kat92/pixel-sorter/pull/217">kat92/pixel-sorter #217</a> Fix OOM on 8K images &ndash; opened by mjung2001 2 days ago</li>
<li><a href="https://codeberry.example/lumen-org/lumen-cli/pull/1093">lumen-org/lumen-cli #1093</a> Bump tokio 1.37 &rarr; 1.38 &ndash; opened by depbot</li>
</ul>
<h3>Issues</h3>
<ul><li>kat92/dotfiles #31 closed by you</li><li><a href="https://codeberry.example/lumen-org/lumen-cli/issues/1088">lumen-org/lumen-cli #1088</a> Segfault on Windows 11 23H2 &ndash; 12 new comments</li></ul>
<p>Stars: pixel-sorter gained 48 stars (total 2,391). CI minutes used: 1,204 of 3,000 (resets 1 Jul).</p>
<p style="font-size:12px;color:#57606a"><a href="https://codeberry.example/settings/digest?off=1">Turn off the digest</a> &middot; Codeberry, Inc. 88 Colin P Kelly Jr St, San Francisco, CA 94107</p>
</div></body></html>
""")

# 53 insurance renewal: policy / member numbers, promo code, no code
M(kind="decoy_codes", otp=None, link=None,
  frm="Harbourside Insurance <renewals@harbourside-insurance.example>",
  to="Mr Gareth Pryce <gareth.pryce@homepost.example>",
  subject="Your car insurance renewal - policy HSI-MTR-00918273",
  date="Tue, 04 Jun 2024 09:00:14 +0100",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Dear Mr Pryce,

Your Harbourside car insurance renews on 1 July 2024.

Policy number:     HSI-MTR-00918273
Member number:     M-4471-2209
Vehicle:           2019 Skoda Octavia Estate, reg. CU19 XKP
No Claims Discount: 6 years (protected)

Renewal premium:   £412.36 a year, or 12 monthly payments of £36.08 (APR 9.9%)
Last year you paid £389.10. Your premium has gone up mainly because of
higher repair costs across the industry.

We'll renew automatically using Direct Debit (account ending 5521, sort
code ending 44). If you don't want to renew, call us on 0345 555 0166
before 30 June 2024.

Add Breakdown Cover for £4 off with promo code ROAD10 (new add-ons only).

Harbourside Insurance Services Ltd is authorised and regulated by the
Financial Conduct Authority, FRN 309177. Registered office: 1 Canon's Way,
Bristol BS1 5AX. Registered in England No. 2884410.
""",
  html="""<html><body style="font-family:Arial,sans-serif;color:#1e2b3c;font-size:14px">
<table width="600" cellpadding="0" cellspacing="0"><tr><td style="background:#004c6d;color:#fff;padding:16px 22px;font-size:18px">Harbourside Insurance</td></tr>
<tr><td style="padding:22px">
<p>Dear Mr Pryce,</p>
<p>Your Harbourside car insurance renews on <b>1 July 2024</b>.</p>
<table cellpadding="5" style="border:1px solid #cfd8e0;font-size:14px">
<tr><td>Policy number</td><td>HSI-MTR-00918273</td></tr>
<tr><td>Member number</td><td>M-4471-2209</td></tr>
<tr><td>Vehicle</td><td>2019 Skoda Octavia Estate, reg. CU19 XKP</td></tr>
<tr><td>No Claims Discount</td><td>6 years (protected)</td></tr>
<tr><td>Renewal premium</td><td><b>&pound;412.36</b> a year or 12 &times; &pound;36.08 (APR 9.9%)</td></tr>
</table>
<p>Last year you paid &pound;389.10. Your premium has gone up mainly because of higher repair costs across the industry.</p>
<p>We'll renew automatically by Direct Debit (account ending 5521). If you don't want to renew, call 0345 555 0166 before 30 June 2024.</p>
<p style="background:#e8f4f8;padding:12px">Add Breakdown Cover for &pound;4 off with promo code <b>ROAD10</b> (new add-ons only).</p>
<p><a href="https://my.harbourside-insurance.example/policies/HSI-MTR-00918273/renewal" style="background:#f39200;color:#fff;padding:10px 20px;text-decoration:none">Review my renewal</a></p>
<p style="font-size:10px;color:#6a7785">Harbourside Insurance Services Ltd is authorised and regulated by the Financial Conduct Authority, FRN 309177. Registered office: 1 Canon's Way, Bristol BS1 5AX. Registered in England No. 2884410.</p>
</td></tr></table></body></html>
""")

# 54 penalty charge notice: PCN, contravention code, payment reference, no code
M(kind="government_reference", otp=None, link=None,
  frm="City of Easton Parking Services <parking@eastonborough.example>",
  to="l.carvalho@webmail.example",
  subject="Penalty Charge Notice ZE48812039 - vehicle LB21 RFO",
  date="Wed, 05 Jun 2024 10:12:09 +0100",
  tcte="7bit",
  text="""CITY OF EASTON - PARKING SERVICES
PENALTY CHARGE NOTICE (sent by email at your request)

PCN number:          ZE48812039
Vehicle registration: LB21 RFO (Ford Fiesta, grey)
Date and time:       04/06/2024 at 14:52
Location:            Market Street (zone E3), outside no. 41
Contravention code:  01 - Parked in a restricted street during prescribed hours
Civil Enforcement Officer: EO 227

Amount due: GBP 70.00
Reduced to GBP 35.00 if paid by 18/06/2024 (within 14 days).

To pay online you will need the PCN number and the vehicle registration.
Pay by phone (24 hours): 01632 960 580, quoting PCN ZE48812039.
Bank transfer: sort code 30-96-17, account 00448120, payment reference
ZE48812039.

If you want to challenge this penalty, write to Parking Services, PO Box 3391,
Easton EA1 9ZZ within 28 days.

Photographs taken by the officer can be viewed at
https://parking.eastonborough.example/pcn/view?pcn=ZE48812039&vrm=LB21RFO
""")

# 55 pharmacy prescription ready, Rx numbers and store numbers, no code
M(kind="healthcare_numbers", otp=None, link=None,
  frm="Greenleaf Pharmacy <rx@greenleafpharmacy.example>",
  to="margaret.oyelaran@mailbox.example",
  subject="Your prescription is ready for pickup",
  date="Thu, 06 Jun 2024 15:40:21 -0500",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Greenleaf Pharmacy

Hi Margaret,

Good news - 2 prescriptions are ready at your pharmacy.

  Rx #6620193  (refill 2 of 5)
  Rx #6620207  (new)

Store #0421, 3900 W Lake St, Minneapolis, MN 55416
Pharmacy hours: Mon-Fri 9am-9pm, Sat-Sun 10am-6pm
Pharmacy phone: (612) 555-0143

Please bring a photo ID. The person picking up will be asked for your date
of birth. Prescriptions not picked up within 10 days (by 06/16/2024) are
returned to stock.

Your copay: $12.50. Greenleaf Rewards member #GL 8830 1174 - you'll earn
25 points on this pickup.

Reply STOP to opt out of pharmacy emails. This email does not contain the
names of your medications, for your privacy.
""",
  html="""<html><body style="font-family:Arial,sans-serif;color:#1b3a2a">
<div style="border-top:6px solid #2e8b57;max-width:560px;padding:18px">
<p style="font-size:20px;font-weight:bold;color:#2e8b57">Greenleaf Pharmacy</p>
<p>Hi Margaret,</p>
<p>Good news &ndash; <b>2 prescriptions</b> are ready at your pharmacy.</p>
<ul><li>Rx #6620193 (refill 2 of 5)</li><li>Rx #6620207 (new)</li></ul>
<p>Store #0421, 3900 W Lake St, Minneapolis, MN 55416<br>Mon&ndash;Fri 9am&ndash;9pm, Sat&ndash;Sun 10am&ndash;6pm &middot; (612) 555-0143</p>
<p style="font-size:13px">Please bring a photo ID. The person picking up will be asked for your date of birth. Prescriptions not picked up within 10 days (by 06/16/2024) are returned to stock.</p>
<p style="font-size:13px">Your copay: $12.50. Greenleaf Rewards member #GL 8830 1174 &ndash; you'll earn 25 points on this pickup.</p>
<p><a href="https://www.greenleafpharmacy.example/stores/0421" style="color:#2e8b57">Get directions</a> &middot; <a href="https://www.greenleafpharmacy.example/account/notifications" style="color:#2e8b57">Notification settings</a></p>
</div></body></html>
""")

# 56 concert e-tickets: order number, seats, barcode number, no code
M(kind="event_ticket", otp=None, link=None,
  frm="Lumen Hall Box Office <boxoffice@lumenhall.example>",
  to="Jamie Okoro <jamie.okoro@inbox.example>",
  subject="Your tickets: The Paper Lanterns - Sat 15 June, Lumen Hall",
  date="Fri, 07 Jun 2024 12:05:50 +0100",
  hcte="base64",
  html="""<html><body style="margin:0;background:#111;font-family:Arial,sans-serif;color:#eee">
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#1c1c1c">
<tr><td style="padding:22px 26px;font-size:22px;font-weight:bold;color:#ffd54a">LUMEN HALL</td></tr>
<tr><td style="padding:0 26px 20px">
<p style="font-size:18px">The Paper Lanterns &ndash; &ldquo;Quiet Hours&rdquo; Tour<br><span style="color:#aaa;font-size:14px">Saturday 15 June 2024 &middot; Doors 18:30 &middot; Show 19:45 &middot; Curfew 23:00</span></p>
<table width="100%" cellpadding="8" style="background:#262626;font-size:14px">
<tr><td>Order</td><td>7731-2284-11</td></tr>
<tr><td>Tickets</td><td>2 &times; Stalls, Section 104, Row K, Seats 12&ndash;13</td></tr>
<tr><td>Price</td><td>2 &times; &pound;38.50 + &pound;4.20 booking fee = &pound;81.20</td></tr>
<tr><td>Entrance</td><td>Door C (Canal Street)</td></tr>
</table>
<p style="text-align:center;margin:22px 0 4px"><img src="https://tickets.lumenhall.example/barcode/48821093771200450.png" width="320" alt="Ticket barcode"></p>
<p style="text-align:center;font-family:monospace;color:#aaa;margin:0">4882 1093 7712 0045 0</p>
<p style="font-size:12px;color:#aaa">Show this barcode at the door, on your phone or printed. Each barcode is scanned once &ndash; don't share it online. Bags larger than A4 are not allowed.</p>
<p><a href="https://tickets.lumenhall.example/orders/7731228411/wallet" style="background:#ffd54a;color:#111;padding:10px 18px;text-decoration:none;font-weight:bold">Add to Wallet</a></p>
</td></tr>
<tr><td style="padding:16px 26px;font-size:10px;color:#777;border-top:1px solid #333">Lumen Hall, 40 Canal Street, Manchester M1 3WD &middot; Box office 0161 496 0450<br><a href="https://lumenhall.example/access" style="color:#999">Access information</a> &middot; <a href="https://lumenhall.example/terms" style="color:#999">Ticket terms</a></td></tr>
</table></body></html>
""")

# 57 CLI login: a "token" to paste in the terminal, no word "code"
M(kind="no_code_word", otp="Q7XKM2ZP", shown=["Q7XK-M2ZP"], link=None,
  frm="Pipewright <auth@pipewright.example>",
  to="hana.sato@kumo-systems.example",
  subject="Finish logging in to the Pipewright CLI",
  date="Sat, 08 Jun 2024 13:44:03 +0000",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Finish logging in to the Pipewright CLI

You ran `pipewright login` on hana-thinkpad (Linux, pipewright 0.31.4) at
13:43 UTC. Paste this one-time token into your terminal when it asks:

    Q7XK-M2ZP

It expires in 10 minutes. Don't paste it into a browser or share it in chat.

Not you? Someone may have your email address. Nothing happens unless the
token is entered.

Pipewright (Kumo Systems org, plan: Team, 14 seats)
Pipewright Ltd, 3rd floor, 20 Farringdon Road, London EC1M 3HE
""",
  html="""<html><body style="font-family:ui-sans-serif,system-ui,Arial,sans-serif;color:#111827;background:#f9fafb;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border:1px solid #e5e7eb;border-radius:10px;padding:28px">
<p style="font-weight:600;font-size:18px;margin-top:0">Finish logging in to the Pipewright CLI</p>
<p>You ran <code>pipewright login</code> on <b>hana-thinkpad</b> (Linux, pipewright 0.31.4) at 13:43 UTC. Paste this one-time token into your terminal when it asks:</p>
<pre style="font-size:24px;background:#111827;color:#a7f3d0;padding:14px 18px;border-radius:6px">Q7XK-M2ZP</pre>
<p style="font-size:13px;color:#6b7280">It expires in 10 minutes. Don't paste it into a browser or share it in chat. Not you? Nothing happens unless the token is entered.</p>
<p style="font-size:11px;color:#9ca3af">Kumo Systems org &middot; Team plan, 14 seats<br>Pipewright Ltd, 3rd floor, 20 Farringdon Road, London EC1M 3HE &middot; <a href="https://pipewright.example/docs/cli/login" style="color:#9ca3af">CLI docs</a></p>
</div></body></html>
""")

# 58 forwarded coach tour booking, no code
M(kind="forwarded", otp=None, link=None,
  frm="Denise Carter <denise.carter@hollybrook-pta.example>",
  to="PTA committee <committee@hollybrook-pta.example>",
  subject="FW: Booking confirmation - Dunmore Coach Tours - ref DCT-5521-K",
  date="Mon, 10 Jun 2024 20:41:17 +0100",
  tcte="8bit",
  text="""Hi all,

Coach for the Year 6 leavers' trip is booked – details below. Can someone
double check the pickup time with the school office? I think 8:15 is
too tight with registration.

Denise
(PTA treasurer, 07700 900 518)

________________________________
From: Dunmore Coach Tours <bookings@dunmorecoaches.example>
Sent: 10 June 2024 17:02
To: Denise Carter
Subject: Booking confirmation - Dunmore Coach Tours - ref DCT-5521-K

Dear Ms Carter,

Thank you for your booking. Please check the details below.

Booking reference: DCT-5521-K
Date:              Friday 12 July 2024
Vehicle:           53-seat executive coach (seat belts fitted), reg. YX19 DCT
Pickup:            08:15, Hollybrook Primary School, Mill Lane, Stroud GL5 3QT
Destination:       Bristol Zoo Project, Blackhorse Hill, BS10 7TP
Return departure:  15:30, arriving approx. 16:45
Driver:            Phil (mobile on the day: 07700 900 264)

Price: £685.00 incl. VAT. Deposit of £150.00 received 10/06/2024.
Balance of £535.00 due by 28/06/2024 – bank transfer to sort code 40-11-62,
account 71002284, reference DCT5521K.

Dunmore Coach Tours Ltd, Unit 7, Bath Road Trading Estate, Stroud GL5 3QF
01453 555 019 · VAT no. GB 442 9981 20
""")

# 59 e-mail verification on a social app, many decoy links around the button
M(kind="magic_link", otp=None,
  link="https://murmur.example/i/verify_email?ut=eVJ8kQ2mZ7xLp4Tn0WcR5bYs9HdF3aGv&uid=1789442031&ts=1718120512&sig=b41e9c07d2",
  frm="Murmur <verify@murmur.example>",
  to="Owen Tanaka <owen.tanaka@postbox.example>",
  subject="Please confirm your email address",
  date="Tue, 11 Jun 2024 15:41:52 +0000",
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Confirm your email address

There's one quick step you need to complete before creating your Murmur
account. Let's make sure this is the right email address for you - please
confirm this is the right address to use for your new account.

Confirm your email:
https://murmur.example/i/verify_email?ut=eVJ8kQ2mZ7xLp4Tn0WcR5bYs9HdF3aGv&uid=1789442031&ts=1718120512&sig=b41e9c07d2

Murmur username: @owen_t_writes

Help: https://help.murmur.example | Not my account: https://murmur.example/i/not_my_account?uid=1789442031

Murmur, Inc. 1355 Market Street, Suite 900, San Francisco, CA 94103
""",
  html="""<html><body style="margin:0;background:#f5f8fa;font-family:Helvetica,Arial,sans-serif">
<table align="center" width="448" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:8px 24px;text-align:right;font-size:11px"><a href="https://murmur.example/i/email/view?msg=ve_1789442031" style="color:#8899a6">View in browser</a></td></tr>
<tr><td style="padding:20px 24px"><img src="https://pbs.murmur.example/email/murmur-bird-blue.png" width="32" alt="Murmur"></td></tr>
<tr><td style="padding:0 24px;font-size:24px;font-weight:bold;color:#14171a">Confirm your email address</td></tr>
<tr><td style="padding:16px 24px;font-size:16px;line-height:22px;color:#14171a">There's one quick step you need to complete before creating your Murmur account. Let's make sure this is the right email address for you &ndash; please confirm this is the right address to use for your new account.</td></tr>
<tr><td style="padding:8px 24px 24px"><a href="https://murmur.example/i/verify_email?ut=eVJ8kQ2mZ7xLp4Tn0WcR5bYs9HdF3aGv&amp;uid=1789442031&amp;ts=1718120512&amp;sig=b41e9c07d2" style="display:block;background:#1da1f2;color:#fff;text-align:center;padding:12px;border-radius:100px;text-decoration:none;font-weight:bold">Confirm now</a></td></tr>
<tr><td style="padding:0 24px;font-size:14px;color:#657786">Murmur username: @owen_t_writes</td></tr>
<tr><td style="padding:24px;font-size:12px;color:#8899a6;line-height:18px">
<a href="https://help.murmur.example" style="color:#1da1f2">Help</a> &nbsp;|&nbsp; <a href="https://murmur.example/i/not_my_account?uid=1789442031" style="color:#1da1f2">Not my account</a> &nbsp;|&nbsp; <a href="https://murmur.example/settings/email_notifications?uid=1789442031" style="color:#1da1f2">Email security tips</a><br>
This email was meant for @owen_t_writes. <a href="https://murmur.example/i/report?msg=ve_1789442031" style="color:#8899a6">Report abuse</a><br>
Murmur, Inc. 1355 Market Street, Suite 900, San Francisco, CA 94103</td></tr>
</table>
<img src="https://murmur.example/scribe/ibis?t=1&amp;cn=dmVyaWZ5&amp;iid=4be2a&amp;uid=1789442031&amp;nid=244" width="1" height="1" alt="">
</body></html>
""")

# 60 personal-finance newsletter: tax code, zip code, dress code... but no code
M(kind="code_word_decoys", otp=None, link=None,
  frm="The Ledger Brief <brief@ledgerbrief.example>",
  to="sarah.quint@mailbox.example",
  subject="The Ledger Brief #212: your tax code, the 5.25% question, and a dress code",
  date="Wed, 12 Jun 2024 06:15:00 +0100",
  headers=[("List-Unsubscribe", "<https://ledgerbrief.example/unsubscribe/sq212>"),
           ("Precedence", "bulk")],
  tcte="quoted-printable", hcte="quoted-printable",
  text="""THE LEDGER BRIEF  ·  Issue #212  ·  12 June 2024
Money news in five minutes, most Wednesdays.

1. CHECK YOUR TAX CODE
If you changed jobs this year, look at your payslip. The standard code for
2024/25 is 1257L; an emergency code like 1257L W1 or 0T M1 can mean you're
overpaying. HMRC's helpline is 0300 200 3300.

2. THE 5.25% QUESTION
The Bank of England held the base rate at 5.25% for the seventh time. Best
easy-access savings: 5.10% AER; best 1-year fix: 5.30% AER. Your mortgage
tracker is probably base + 0.74%.

3. US READERS: YOUR ZIP CODE AND YOUR INSURANCE
A study of 41,000 policies found premiums varying by up to $1,200 a year
between neighbouring ZIP codes (e.g. 60614 vs 60647 in Chicago).

4. THE DRESS CODE FOR OUR READER MEET-UP
Smart-casual. Thursday 27 June, 18:30, The Counting House, 50 Cornhill,
London EC3V 3PD. 60 tickets, £12 each - use code LEDGER212 for £2 off.

Markets on Tuesday close: FTSE 100 8,228.48 (+0.2%), S&P 500 5,375.32
(+0.3%), GBP/USD 1.2738, Brent $81.92.

Not financial advice. The Ledger Brief is written by Sarah Mendez and
published by Ledger Brief Media Ltd, 71-75 Shelton Street, London WC2H 9JQ.
Unsubscribe: https://ledgerbrief.example/unsubscribe/sq212
""",
  html="""<html><body style="font-family:Georgia,serif;max-width:600px;margin:0 auto;color:#222;font-size:16px;line-height:1.55">
<p style="font-size:12px;color:#888;font-family:Arial,sans-serif">THE LEDGER BRIEF &middot; Issue #212 &middot; 12 June 2024 &middot; <a href="https://ledgerbrief.example/issues/212" style="color:#888">Read online</a></p>
<p><i>Money news in five minutes, most Wednesdays.</i></p>
<h3>1. Check your tax code</h3>
<p>If you changed jobs this year, look at your payslip. The standard code for 2024/25 is <b>1257L</b>; an emergency code like 1257L W1 or 0T M1 can mean you're overpaying. HMRC's helpline is 0300 200 3300.</p>
<h3>2. The 5.25% question</h3>
<p>The Bank of England held the base rate at 5.25% for the seventh time. Best easy-access savings: 5.10% AER; best 1-year fix: 5.30% AER. Your mortgage tracker is probably base + 0.74%.</p>
<h3>3. US readers: your ZIP code and your insurance</h3>
<p>A study of 41,000 policies found premiums varying by up to $1,200 a year between neighbouring ZIP codes (e.g. 60614 vs 60647 in Chicago).</p>
<h3>4. The dress code for our reader meet-up</h3>
<p>Smart-casual. Thursday 27 June, 18:30, The Counting House, 50 Cornhill, London EC3V 3PD. 60 tickets, &pound;12 each &ndash; use code <b>LEDGER212</b> for &pound;2 off. <a href="https://ledgerbrief.example/events/meetup-june?src=nl212">Get a ticket</a></p>
<p style="font-size:14px;background:#f4f1ea;padding:10px">Markets on Tuesday close: FTSE 100 8,228.48 (+0.2%), S&amp;P 500 5,375.32 (+0.3%), GBP/USD 1.2738, Brent $81.92.</p>
<p style="font-size:12px;color:#888;font-family:Arial,sans-serif">Not financial advice. Written by Sarah Mendez, published by Ledger Brief Media Ltd, 71&ndash;75 Shelton Street, London WC2H 9JQ.<br>
<a href="https://ledgerbrief.example/unsubscribe/sq212" style="color:#888">Unsubscribe</a> &middot; <a href="https://ledgerbrief.example/preferences/sq212" style="color:#888">Preferences</a></p>
<img src="https://ledgerbrief.example/o/sq212.gif" width="1" height="1" alt="">
</body></html>
""")


if __name__ == "__main__":
    main()
