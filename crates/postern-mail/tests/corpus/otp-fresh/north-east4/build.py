#!/usr/bin/env python3
"""Hand-written test mail for a one-time-code / magic-link extractor.

Messages are Python data (see the m(...) calls below). Running this script writes
PREFIX-NNNN.eml files plus labels.jsonl and validates every message.
Standard library only.
"""
import hashlib
import json
import os
import random
import re
import struct
import sys
import zlib
from collections import Counter
from datetime import datetime, timedelta, timezone
from email import policy
from email.message import EmailMessage
from email.parser import BytesParser
from email.utils import format_datetime
from html.parser import HTMLParser

OUT = os.path.dirname(os.path.abspath(__file__))
PREFIX = "in"
MESSAGES = []
ALLOWED_TLDS = (".example", ".test", ".invalid")


def m(**kw):
    """Register one hand-written message.

    keys: lang, kind, otp, link, link_alt (opt), frm, to, subject, date
    (y, mo, d, h, mi, s, utc_offset_minutes), text and/or html, tcte / hcte
    (7bit, 8bit, quoted-printable, base64), headers (opt dict), image (opt:
    dict(cid=..., name=...)), shown (opt: code exactly as displayed).
    """
    MESSAGES.append(kw)


def png(w=160, h=48, rgb=(24, 64, 128)):
    raw = b"".join(b"\x00" + bytes(rgb) * w for _ in range(h))

    def chunk(t, d):
        c = struct.pack(">I", len(d)) + t + d
        return c + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))


def build(d, idx):
    msg = EmailMessage(policy=policy.default)
    msg["From"] = d["frm"]
    msg["To"] = d["to"]
    msg["Subject"] = d["subject"]
    y, mo, da, hh, mi, ss, off = d["date"]
    dt = datetime(y, mo, da, hh, mi, ss, tzinfo=timezone(timedelta(minutes=off)))
    msg["Date"] = format_datetime(dt)
    domain = d["frm"].rsplit("@", 1)[1].rstrip(">").strip()
    h = hashlib.sha1(("%d|%s|%s" % (idx, d["subject"], d["frm"])).encode()).hexdigest()
    msg["Message-ID"] = "<%s.%s@%s>" % (h[:20], h[20:28], domain)
    for k, v in d.get("headers", {}).items():
        msg[k] = v
    text, html = d.get("text"), d.get("html")
    tc = d.get("tcte", "quoted-printable")
    hc = d.get("hcte", "quoted-printable")
    if text is not None and html is not None:
        msg.set_content(text, cte=tc)
        msg.add_alternative(html, subtype="html", cte=hc)
        hp = msg.get_payload()[1]
    elif html is not None:
        msg.set_content(html, subtype="html", cte=hc)
        hp = msg
    else:
        msg.set_content(text, cte=tc)
        hp = None
    img = d.get("image")
    if img:
        hp.add_related(png(*img.get("size", (160, 48))), "image", "png",
                       cid="<%s>" % img["cid"], disposition="inline",
                       filename=img.get("name", "image.png"))
    return msg


class Scan(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.hrefs, self.alts, self.srcs, self.data = [], [], [], []

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
        self.data.append(data)


def squash(s):
    return re.sub(r"[\s\-\u2013\u00a0\u2009\u202f\u00b7.]+", "", s)


def validate(path, d):
    errs = []
    raw = open(path, "rb").read()
    msg = BytesParser(policy=policy.default).parsebytes(raw)
    for part in msg.walk():
        if part.defects:
            errs.append("defects %r in %s" % (part.defects, part.get_content_type()))
        for k, v in part.items():
            if getattr(v, "defects", None):
                errs.append("header %s defects %r" % (k, v.defects))
    for k in ("From", "To", "Subject", "Date", "Message-ID"):
        if msg[k] is None:
            errs.append("missing " + k)
    subject = str(msg["subject"])
    texts, htmls, ctes = [], [], []
    for part in msg.walk():
        ct = part.get_content_type()
        if ct == "text/plain":
            texts.append(part.get_content())
            ctes.append(part["Content-Transfer-Encoding"])
        elif ct == "text/html":
            htmls.append(part.get_content())
            ctes.append(part["Content-Transfer-Encoding"])
    if d.get("text") is not None and not any(t.strip() == d["text"].strip() for t in texts):
        errs.append("text part does not round-trip")
    if d.get("html") is not None and not any(t.strip() == d["html"].strip() for t in htmls):
        errs.append("html part does not round-trip")
    sc = Scan()
    for hcontent in htmls:
        sc.feed(hcontent)
    sc.close()
    visible = "".join(sc.data)
    hay = [subject] + texts + htmls + sc.alts + [visible]
    otp = d["otp"]
    if otp is not None:
        if not re.fullmatch(r"[A-Za-z0-9]{4,8}", otp):
            errs.append("odd otp label %r" % otp)
        if not any(otp in x for x in hay) and not any(otp in squash(x) for x in hay):
            errs.append("otp %r not found" % otp)
        shown = d.get("shown")
        if shown:
            if not any(shown in x for x in hay):
                errs.append("shown form %r not found" % shown)
            if otp not in squash(shown):
                errs.append("shown form %r does not give %r" % (shown, otp))
    link = d["link"]
    if link is not None:
        if link not in sc.hrefs:
            errs.append("link not an href: %s" % link)
        for alt in d.get("link_alt", []):
            if not any(alt in x for x in texts + htmls + sc.hrefs):
                errs.append("link_alt not found: %s" % alt)
    elif d.get("link_alt"):
        errs.append("link_alt without link")
    # every URL and address must use a reserved domain
    blob = "\n".join([str(msg["From"]), str(msg["To"])] + texts + htmls + sc.hrefs + sc.srcs
                     + [str(v) for k, v in msg.items()])
    for host in re.findall(r"https?://([A-Za-z0-9.\-]+)", blob):
        if not host.lower().endswith(ALLOWED_TLDS):
            errs.append("bad url host %s" % host)
    for host in re.findall(r"[A-Za-z0-9._%+\-]+@([A-Za-z0-9.\-]+[A-Za-z0-9])", blob):
        if not host.lower().endswith(ALLOWED_TLDS):
            errs.append("bad mail host %s" % host)
    if d.get("image") and not any(p.get_content_type() == "image/png" for p in msg.walk()):
        errs.append("image missing")
    return errs


def main():
    random.seed(4242)  # deterministic MIME boundaries
    order = list(range(len(MESSAGES)))
    random.Random(20250114).shuffle(order)
    labels, problems = [], 0
    fam_counter = Counter()
    for n, i in enumerate(order, 1):
        d = MESSAGES[i]
        name = "%s-%04d.eml" % (PREFIX, n)
        path = os.path.join(OUT, name)
        msg = build(d, n)
        with open(path, "wb") as fh:
            fh.write(msg.as_bytes(policy=policy.default))
        fam_counter[d["kind"]] += 1
        rec = {"file": name, "otp": d["otp"], "link": d["link"], "kind": d["kind"],
               "lang": d["lang"],
               "family": d.get("family") or "%s-%s-%02d" % (PREFIX, d["kind"], fam_counter[d["kind"]])}
        if d.get("link_alt"):
            rec["link_alt"] = list(d["link_alt"])
        labels.append(rec)
        for e in validate(path, d):
            problems += 1
            print("%s [%s/%s %r]: %s" % (name, d["lang"], d["kind"], d["subject"][:40], e))
    with open(os.path.join(OUT, "labels.jsonl"), "w", encoding="utf-8") as fh:
        for rec in labels:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    fams = Counter(r["family"] for r in labels)
    if any(c > 1 for c in fams.values()):
        problems += 1
        print("duplicate family", fams.most_common(3))
    n = len(labels)
    code = sum(r["otp"] is not None for r in labels)
    link = sum(r["link"] is not None for r in labels)
    both = sum(r["otp"] is not None and r["link"] is not None for r in labels)
    neither = sum(r["otp"] is None and r["link"] is None for r in labels)
    print("messages:", n)
    print("by lang:", dict(sorted(Counter(r["lang"] for r in labels).items())))
    print("by kind:", dict(sorted(Counter(r["kind"] for r in labels).items())))
    print("code %d (%.0f%%), link %d (%.0f%%), both %d, neither %d (%.0f%%)"
          % (code, 100 * code / n, link, 100 * link / n, both, neither, 100 * neither / n))
    print("ctes:", dict(Counter((d.get("tcte", "quoted-printable") if d.get("text") is not None else None,
                                 d.get("hcte", "quoted-printable") if d.get("html") is not None else None)
                                for d in MESSAGES)))
    if problems:
        print("VALIDATION FAILED: %d problem(s)" % problems)
        sys.exit(1)
    print("VALIDATION PASSED")


# ---------------------------------------------------------------------------
# Messages
# ---------------------------------------------------------------------------

# ============================== Dutch (nl) ================================

m(lang="nl", kind="magic_link", otp=None,
  link="https://e.planbord.example/c/eJyNkMtOwzAQRX_F8rqPJH0kzaoVqFDEcxdYSMixJ4mFY1u2UxIQ_84kUAnUTXbWzNVvnzljv6hXVAm0gXLXVUOuQhe1u_02P9FGYLs9UYB5JDUGhvpNxyaEgtkskpMJddAdh3O6L-6n4dBTH7D0bnz3gyX_fH8jvTRmIU5UQYxYmyhY6XeifMHs55wQAozCQ_ECcX4QmE5b6BpNAQn_OvX4pGqR",
  link_alt=["https://app.planbord.example/auth/magic?token=Qm9hcmQtNzcxMjQ5LXNlc3Npb24tMjAyNTAxMTQtc2FubmU&team=ontwerpbureau-lint"],
  frm="Planbord <inloggen@mail.planbord.example>",
  to="sanne.dekker@ontwerpbureau-lint.example",
  subject="Je inloglink voor Planbord",
  date=(2025, 1, 14, 9, 12, 44, 60),
  tcte="8bit", hcte="quoted-printable",
  text="""Hoi Sanne,

Klik op de link hieronder om in te loggen bij Planbord. De link werkt
15 minuten en kan maar één keer worden gebruikt.

https://app.planbord.example/auth/magic?token=Qm9hcmQtNzcxMjQ5LXNlc3Npb24tMjAyNTAxMTQtc2FubmU&team=ontwerpbureau-lint

Heb je niet geprobeerd in te loggen? Dan kun je deze e-mail negeren,
er verandert niets aan je account.

Groet,
Team Planbord

Planbord B.V. - Keizersgracht 221 - 1016 DV Amsterdam
KvK 81234567 - Hulp: https://help.planbord.example
""",
  html="""<!DOCTYPE html>
<html lang="nl"><head><meta charset="utf-8"><title>Inloggen bij Planbord</title></head>
<body style="margin:0;background:#f4f5f7;font-family:Helvetica,Arial,sans-serif;color:#1d2433">
<div style="font-size:11px;color:#8a93a6;text-align:center;padding:8px">
<a href="https://mail.planbord.example/view/8f3a1c77e0b24d5e9a61?l=nl" style="color:#8a93a6">Bekijk deze e-mail in je browser</a>
</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px">
<tr><td style="padding:32px 40px 8px"><img src="https://cdn.planbord.example/mail/logo-2x.png" width="120" alt="Planbord"></td></tr>
<tr><td style="padding:8px 40px;font-size:16px;line-height:24px">
<p>Hoi Sanne,</p>
<p>Klik op de knop hieronder om in te loggen bij <strong>Planbord</strong> (team: Ontwerpbureau Lint).
De link werkt 15 minuten en kan maar één keer worden gebruikt.</p>
</td></tr>
<tr><td align="center" style="padding:16px 40px 24px">
<a href="https://e.planbord.example/c/eJyNkMtOwzAQRX_F8rqPJH0kzaoVqFDEcxdYSMixJ4mFY1u2UxIQ_84kUAnUTXbWzNVvnzljv6hXVAm0gXLXVUOuQhe1u_02P9FGYLs9UYB5JDUGhvpNxyaEgtkskpMJddAdh3O6L-6n4dBTH7D0bnz3gyX_fH8jvTRmIU5UQYxYmyhY6XeifMHs55wQAozCQ_ECcX4QmE5b6BpNAQn_OvX4pGqR"
   style="background:#3b5bdb;color:#ffffff;text-decoration:none;padding:12px 28px;border-radius:6px;font-weight:bold;display:inline-block">Inloggen bij Planbord</a>
</td></tr>
<tr><td style="padding:0 40px 32px;font-size:13px;color:#5c667a;line-height:20px">
Heb je niet geprobeerd in te loggen? Dan kun je deze e-mail negeren, er verandert niets aan je account.
</td></tr>
</table>
<p style="font-size:11px;color:#8a93a6;line-height:16px">Planbord B.V. &middot; Keizersgracht 221 &middot; 1016 DV Amsterdam &middot; KvK 81234567<br>
<a href="https://help.planbord.example/nl" style="color:#8a93a6">Helpcentrum</a> &middot;
<a href="https://planbord.example/privacy" style="color:#8a93a6">Privacyverklaring</a></p>
</td></tr></table>
<img src="https://e.planbord.example/o/eJyNkMtOwzAQRX_F8rqPJH0kzaoVqFDE.gif" width="1" height="1" alt="">
</body></html>
""")

m(lang="nl", kind="username_digits", otp="731604", link=None, shown="731 604",
  frm="Pixelkoning <noreply@accounts.pixelkoning.example>",
  to="pieter.vos82@mailbox.example",
  subject="Bevestig je aanmelding op een nieuw apparaat",
  date=(2025, 2, 2, 21, 47, 5, 60),
  tcte="quoted-printable",
  text="""Hoi pieter_v82,

Iemand (hopelijk jij) probeert in te loggen op je Pixelkoning-account
vanaf een nieuw apparaat:

  Apparaat:  Windows-pc, Pixelkoning Launcher 4.18.2
  Locatie:   Utrecht, Nederland (bij benadering)
  Tijdstip:  zondag 2 februari 2025, 21:46

Vul deze beveiligingscode in de launcher in:

    731 604

De code verloopt over 10 minuten. Deel hem met niemand, ook niet met
iemand die zegt dat hij van Pixelkoning is. Onze medewerkers vragen
nooit om je code.

Was jij dit niet? Verander dan je wachtwoord in de launcher via
Instellingen > Account > Beveiliging.

Veel speelplezier!
De Pixelkoning-crew

--
Pixelkoning Games B.V., Postbus 1190, 3500 BD Utrecht
Je ontvangt deze e-mail omdat er een account bestaat met dit adres.
""")

m(lang="nl", kind="booking_ref", otp=None, link=None,
  frm="Noordzee Air <boekingen@noordzeeair.example>",
  to="m.jansen@kpnmail.example",
  subject="Boekingsbevestiging QX7R2M - Amsterdam naar Bergen, 14 maart",
  date=(2025, 2, 18, 16, 3, 29, 60),
  hcte="base64",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;font-size:14px;color:#222">
<table width="600" cellpadding="0" cellspacing="0" align="center">
<tr><td style="background:#0a3d62;color:#fff;padding:18px 24px;font-size:20px">Noordzee Air</td></tr>
<tr><td style="padding:24px">
<p>Beste heer Jansen,</p>
<p>Bedankt voor uw boeking. Hieronder vindt u de details van uw reis. Neem uw
boekingscode mee naar de luchthaven en houd uw paspoort of ID-kaart bij de hand.</p>
<table cellpadding="6" cellspacing="0" style="border:1px solid #d0d7de;width:100%;font-size:14px">
<tr style="background:#eef3f8"><td><b>Boekingscode</b></td><td style="font-size:18px;letter-spacing:2px"><b>QX7R2M</b></td></tr>
<tr><td>Vlucht</td><td>NZ 1423</td></tr>
<tr><td>Vertrek</td><td>vr 14 maart 2025, 07:55 &ndash; Amsterdam Schiphol (AMS), terminal 1</td></tr>
<tr><td>Aankomst</td><td>vr 14 maart 2025, 09:40 &ndash; Bergen Flesland (BGO)</td></tr>
<tr><td>Passagier</td><td>DHR MARTIJN JANSEN</td></tr>
<tr><td>Ticketnummer</td><td>220-4819305521</td></tr>
<tr><td>Tarief</td><td>Light (1 stuk handbagage, max. 8 kg)</td></tr>
<tr><td>Totaal betaald</td><td>&euro; 238,46 (Visa eindigend op 4410)</td></tr>
</table>
<p>Online inchecken kan vanaf 30 uur voor vertrek via
<a href="https://www.noordzeeair.example/inchecken">noordzeeair.example/inchecken</a>.
Wilt u ruimbagage of een stoel bijboeken? Ga naar
<a href="https://www.noordzeeair.example/mijn-boeking?pnr=QX7R2M&amp;ln=JANSEN">Mijn boeking</a>.</p>
<p>Prettige reis!<br>Noordzee Air Klantenservice<br>+31 20 794 1130 (ma-vr 08:00-20:00)</p>
</td></tr>
<tr><td style="font-size:11px;color:#777;padding:12px 24px;border-top:1px solid #ddd">
Noordzee Air N.V., Stationsplein 88, 1117 CJ Schiphol. Op deze boeking zijn de
vervoersvoorwaarden van toepassing. <a href="https://www.noordzeeair.example/voorwaarden">Voorwaarden</a> |
<a href="https://www.noordzeeair.example/privacy">Privacy</a></td></tr>
</table></body></html>
""")

m(lang="nl", kind="newsletter_numbers", otp=None, link=None,
  frm="Stroomwijs Energie <facturen@stroomwijs.example>",
  to="fam.bakker@ziggo-mail.example",
  subject="Uw factuur van februari 2025 staat klaar",
  date=(2025, 2, 26, 7, 30, 0, 60),
  tcte="8bit",
  text="""Beste familie Bakker,

Uw nieuwe factuur staat klaar in Mijn Stroomwijs.

Factuurnummer:        2025-004417
Klantnummer:          300912884
Leveringsadres:       Lindelaan 14, 3818 KT Amersfoort
Periode:              1 t/m 28 februari 2025

Stroom (normaal)      212 kWh     € 51,94
Stroom (dal)          187 kWh     € 42,07
Gas                   139 m³      € 181,50
Vaste leveringskosten             €  13,96
Netbeheerkosten                   €  38,22
Vermindering energiebelasting     € -52,57
--------------------------------------------
Totaal incl. 21% btw              € 275,12
Reeds betaald (termijn)           € 142,00
Nog te betalen                    € 133,12

Wij schrijven het bedrag rond 5 maart 2025 af van uw rekening
NL91 ABNA 0417 1643 00. U hoeft zelf niets te doen.

Uw termijnbedrag blijft € 142,00 per maand. Klopt uw meterstand niet?
Geef die door vóór 10 maart via de app of bel 088 - 456 78 00.

Met vriendelijke groet,

Stroomwijs Energie
Klantenservice

Stroomwijs Energie B.V. | Vaartweg 2 | 3821 AB Amersfoort
KvK 61098234 | btw NL860912347B01
""")

m(lang="nl", kind="prefix_code", otp="583920", link=None,
  frm="Parkeerwijs <no-reply@parkeerwijs.example>",
  to="yusuf.ozturk@hotmail.example",
  subject="P-583920 is je Parkeerwijs-verificatiecode",
  date=(2025, 3, 6, 8, 21, 12, 60),
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Je verificatiecode is P-583920

Typ de 6 cijfers (583920) in de Parkeerwijs-app om je e-mailadres te
bevestigen. De code is 20 minuten geldig.

Heb je geen account aangemaakt? Dan mag je dit bericht negeren.

Parkeerwijs - parkeren zonder gedoe
Wibautstraat 150, 1091 GR Amsterdam
""",
  html="""<html><body style="font-family:Verdana,sans-serif;background:#ffffff">
<div style="max-width:480px;margin:0 auto;padding:24px">
<h2 style="color:#00875a;margin:0 0 16px">Parkeerwijs</h2>
<p>Je verificatiecode is:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:3px;margin:8px 0 16px">P-583920</p>
<p>Typ alleen de 6 cijfers in de app om je e-mailadres te bevestigen. De code is 20 minuten geldig.</p>
<p style="color:#666;font-size:12px">Heb je geen account aangemaakt? Dan mag je dit bericht negeren.</p>
<hr style="border:none;border-top:1px solid #eee">
<p style="color:#999;font-size:11px">Parkeerwijs &ndash; parkeren zonder gedoe<br>Wibautstraat 150, 1091 GR Amsterdam</p>
</div></body></html>
""")

m(lang="nl", kind="reset_in_code_mail", otp="267190", link=None,
  frm="Delta Zorg <beveiliging@deltazorg.example>",
  to="r.vandermeer@planet-mail.example",
  subject="Uw inlogcode voor Mijn Delta Zorg",
  date=(2025, 1, 27, 13, 55, 41, 60),
  tcte="quoted-printable", hcte="base64",
  text="""Geachte heer Van der Meer,

U logt in op Mijn Delta Zorg. Gebruik de volgende eenmalige inlogcode:

267190

Deze code is 5 minuten geldig.

Heeft u niet geprobeerd in te loggen? Wijzig dan direct uw wachtwoord:
https://mijn.deltazorg.example/account/wachtwoord-wijzigen?bron=mail-2fa

Met vriendelijke groet,
Delta Zorg Zorgverzekeringen

Relatienummer: 481 220 917
Delta Zorg N.V., Postbus 4070, 5004 JB Tilburg - 013 - 577 12 00
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Georgia,serif;color:#2b2b2b;background:#faf8f4">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e3ddd2">
<tr><td style="padding:20px 28px;border-bottom:4px solid #c0392b"><b style="font-size:20px;color:#c0392b">Delta Zorg</b></td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:22px">
<p>Geachte heer Van der Meer,</p>
<p>U logt in op Mijn Delta Zorg. Gebruik de volgende eenmalige inlogcode:</p>
<p style="font-family:Courier New,monospace;font-size:28px;background:#f3efe8;padding:12px;text-align:center">267190</p>
<p>Deze code is 5 minuten geldig.</p>
<p style="font-size:13px">Heeft u niet geprobeerd in te loggen?
<a href="https://mijn.deltazorg.example/account/wachtwoord-wijzigen?bron=mail-2fa">Wijzig dan direct uw wachtwoord</a>.</p>
<p>Met vriendelijke groet,<br>Delta Zorg Zorgverzekeringen</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#888">Relatienummer: 481 220 917<br>
Delta Zorg N.V., Postbus 4070, 5004 JB Tilburg &middot; 013 - 577 12 00 &middot;
<a href="https://www.deltazorg.example/privacy" style="color:#888">Privacy</a></td></tr>
</table></body></html>
""")

m(lang="nl", kind="delivery_code", otp="4821", link=None,
  frm="Snelpost <bezorging@snelpost.example>",
  to="anouk.smit@gmail.example",
  subject="Je pakket komt vandaag tussen 14:15 en 16:15",
  date=(2025, 3, 11, 9, 2, 17, 60),
  tcte="8bit", hcte="quoted-printable",
  text="""Goed nieuws, Anouk!

Je pakket van Huisenhaard.example wordt vandaag bezorgd.

Verwachte bezorging: dinsdag 11 maart, 14:15 - 16:15
Track & trace: 3SSNP0048219374
Gewicht: 2,4 kg

Dit pakket vraagt om een handtekening met code. Noem bij de deur deze
bezorgcode aan de bezorger:

  4821

Zonder deze code kan de bezorger het pakket niet afgeven. Niet thuis?
Dan gaat het pakket naar Snelpost-punt Primera, Dorpsstraat 41,
2712 AG Zoetermeer (open tot 18:00).

Volg je pakket: https://www.snelpost.example/volg/3SSNP0048219374

Groet,
Snelpost
""",
  html="""<html><body style="margin:0;font-family:Arial,sans-serif;background:#fff6e5">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px">
<tr><td style="background:#ff7a00;color:#fff;font-size:22px;font-weight:bold;padding:16px 24px;border-radius:10px 10px 0 0">snelpost</td></tr>
<tr><td style="padding:24px;font-size:15px">
<h1 style="font-size:20px;margin:0 0 12px">Goed nieuws, Anouk!</h1>
<p>Je pakket van Huisenhaard.example wordt vandaag bezorgd.</p>
<table cellpadding="4" style="font-size:14px">
<tr><td style="color:#777">Verwachte bezorging</td><td><b>dinsdag 11 maart, 14:15 - 16:15</b></td></tr>
<tr><td style="color:#777">Track &amp; trace</td><td>3SSNP0048219374</td></tr>
<tr><td style="color:#777">Gewicht</td><td>2,4 kg</td></tr>
</table>
<div style="margin:20px 0;padding:16px;border:2px dashed #ff7a00;text-align:center">
<div style="font-size:13px;color:#555">Jouw bezorgcode &ndash; noem deze aan de bezorger</div>
<div style="font-size:34px;font-weight:bold;letter-spacing:8px">4821</div>
</div>
<p style="font-size:13px;color:#555">Zonder deze code kan de bezorger het pakket niet afgeven. Niet thuis? Dan gaat het pakket naar
Snelpost-punt Primera, Dorpsstraat 41, 2712 AG Zoetermeer (open tot 18:00).</p>
<p><a href="https://www.snelpost.example/volg/3SSNP0048219374" style="background:#222;color:#fff;padding:10px 20px;text-decoration:none;border-radius:4px">Volg je pakket</a></p>
</td></tr></table>
<p style="font-size:11px;color:#999">Snelpost B.V. &middot; Transportweg 9 &middot; 2742 RH Waddinxveen &middot;
<a href="https://www.snelpost.example/klantenservice" style="color:#999">Klantenservice</a></p>
</td></tr></table></body></html>
""")

m(lang="nl", kind="decoy_codes", otp=None, link=None,
  frm="Versmarkt <aanbiedingen@nieuwsbrief.versmarkt.example>",
  to="j.dewit@casema-mail.example",
  subject="Deze week: 25% korting op al het fruit + jouw persoonlijke kortingscode",
  date=(2025, 4, 7, 6, 45, 0, 120),
  hcte="quoted-printable",
  headers={"List-Unsubscribe": "<https://nieuwsbrief.versmarkt.example/afmelden?u=77120934&l=wk15>",
           "List-Unsubscribe-Post": "List-Unsubscribe=One-Click"},
  html="""<html><head><meta charset="utf-8"><title>Versmarkt week 15</title></head>
<body style="margin:0;background:#eef6ee;font-family:Trebuchet MS,Arial,sans-serif">
<center>
<p style="font-size:11px;color:#667"><a href="https://nieuwsbrief.versmarkt.example/web/wk15?u=77120934" style="color:#667">Lukt het niet om deze mail te lezen? Bekijk hem online</a></p>
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#2e7d32;color:#fff;padding:20px;font-size:26px;font-weight:bold">Versmarkt <span style="font-size:14px;font-weight:normal">week 15</span></td></tr>
<tr><td style="padding:20px 24px;font-size:15px">
<p>Hallo Jeroen,</p>
<p>Het voorjaar is begonnen, en dat vieren we met <b>25% korting op al het fruit</b> van maandag 7 t/m zondag 13 april.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border-collapse:collapse;font-size:14px">
<tr style="background:#f1f8e9"><td>Hollandse aardbeien, 400 g</td><td align="right"><s>&euro; 3,49</s> <b>&euro; 2,62</b></td></tr>
<tr><td>Elstar appels, 1,5 kg</td><td align="right"><s>&euro; 2,79</s> <b>&euro; 2,09</b></td></tr>
<tr style="background:#f1f8e9"><td>Bananen, per tros</td><td align="right"><s>&euro; 1,99</s> <b>&euro; 1,49</b></td></tr>
</table>
<div style="margin:24px 0;padding:18px;background:#fff8e1;border-left:5px solid #f9a825">
<b>Jouw persoonlijke kortingscode:</b> <span style="font-size:22px;font-family:monospace">ZOMER25</span><br>
<span style="font-size:13px">Vul deze code in bij het afrekenen in de webwinkel en krijg &euro; 5,- korting bij een besteding vanaf &euro; 40,-. Geldig t/m 30-04-2025, 1x per klant.</span>
</div>
<p style="font-size:13px">Je Versmarkt-klantenkaart: 2600 1184 7731 &middot; Spaarpunten: 1.240<br>
Je laatste bestelling (#VM-2025-118834) is op 3 april bezorgd.</p>
<p><a href="https://www.versmarkt.example/aanbiedingen?utm_source=nb&amp;utm_campaign=wk15" style="background:#2e7d32;color:#fff;padding:12px 24px;text-decoration:none;border-radius:20px">Bekijk alle aanbiedingen</a></p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#888;background:#fafafa">
Versmarkt B.V., Industrieweg 60, 5683 CJ Best &middot; KvK 17092288<br>
Je ontvangt deze nieuwsbrief omdat je je hebt aangemeld op versmarkt.example.
<a href="https://nieuwsbrief.versmarkt.example/afmelden?u=77120934&amp;l=wk15" style="color:#888">Afmelden</a> &middot;
<a href="https://nieuwsbrief.versmarkt.example/voorkeuren?u=77120934" style="color:#888">Voorkeuren</a></td></tr>
</table></center>
<img src="https://nieuwsbrief.versmarkt.example/px/77120934/wk15.gif" width="1" height="1" alt="">
</body></html>
""")

m(lang="nl", kind="alt_text_only", otp="905318", link=None, shown="905 318",
  frm="Lindebank <geen-antwoord@lindebank.example>",
  to="hanneke.postma@xs4all-mail.example",
  subject="Bevestig uw nieuwe e-mailadres",
  date=(2025, 2, 9, 19, 8, 53, 60),
  tcte="quoted-printable", hcte="quoted-printable",
  image={"cid": "code-img-7f21@lindebank.example", "name": "bevestigingscode.png", "size": (220, 60)},
  text="""Beste mevrouw Postma,

U heeft uw e-mailadres in Lindebank Online gewijzigd. Om deze wijziging
te bevestigen heeft u een bevestigingscode nodig.

Uw e-mailprogramma laat alleen de tekstversie van dit bericht zien.
Open de HTML-versie van deze e-mail (of laat afbeeldingen toe) om de
code te bekijken.

Heeft u dit niet zelf gedaan? Bel ons dan direct op 020 - 651 44 00.

Met vriendelijke groet,
Lindebank
""",
  html="""<html><body style="font-family:Arial,sans-serif;color:#1c2b39">
<table width="540" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:16px 0;border-bottom:2px solid #2f6f4f;font-weight:bold;color:#2f6f4f;font-size:20px">Lindebank</td></tr>
<tr><td style="padding:20px 0;font-size:15px;line-height:22px">
<p>Beste mevrouw Postma,</p>
<p>U heeft uw e-mailadres in Lindebank Online gewijzigd. Vul de onderstaande bevestigingscode in om de wijziging af te ronden.</p>
<p style="text-align:center"><img src="cid:code-img-7f21@lindebank.example" width="220" height="60" alt="Bevestigingscode: 905 318"></p>
<p>De code blijft 30 minuten geldig.</p>
<p>Heeft u dit niet zelf gedaan? Bel ons dan direct op 020 - 651 44 00.</p>
<p>Met vriendelijke groet,<br>Lindebank</p>
</td></tr>
<tr><td style="font-size:11px;color:#8795a1;border-top:1px solid #e1e6ea;padding-top:10px">
Lindebank N.V., Herengracht 500, 1017 CB Amsterdam. Lindebank vraagt u nooit per e-mail om uw pincode of inloggegevens.</td></tr>
</table></body></html>
""")

m(lang="nl", kind="magic_link", otp=None,
  link="https://forum.scherp.example/wachtwoord/herstellen?gebruiker=48211&sleutel=9f2c61be0d7a4c3e8b15f47a2d96e0c3&verloopt=1740160800",
  frm="Scherp Fotografieforum <forum@scherp.example>",
  to="bertvanes@home-mail.example",
  subject="[Scherp] Wachtwoord opnieuw instellen",
  date=(2025, 2, 20, 23, 41, 2, 60),
  tcte="7bit", hcte="7bit",
  text="""Hallo Bert,

Er is gevraagd om het wachtwoord van je account op het Scherp
Fotografieforum opnieuw in te stellen. Ga naar de volgende pagina om
een nieuw wachtwoord te kiezen:

https://forum.scherp.example/wachtwoord/herstellen?gebruiker=48211&sleutel=9f2c61be0d7a4c3e8b15f47a2d96e0c3&verloopt=1740160800

Deze link is 24 uur geldig. Heb je dit niet aangevraagd? Negeer deze
e-mail dan; je wachtwoord blijft ongewijzigd.

Met vriendelijke groet,
De beheerders van Scherp

--
Meldingen van het forum uitzetten: https://forum.scherp.example/profiel/meldingen
Misbruik melden: https://forum.scherp.example/contact?onderwerp=misbruik
""",
  html="""<html><body style="font-family:Tahoma,sans-serif;font-size:14px;background:#222;color:#ddd">
<div style="max-width:560px;margin:20px auto;background:#2d2d2d;padding:24px;border:1px solid #444">
<p style="font-size:18px;color:#f5c518;margin-top:0">Scherp Fotografieforum</p>
<p>Hallo Bert,</p>
<p>Er is gevraagd om het wachtwoord van je account opnieuw in te stellen. Klik op de knop om een nieuw wachtwoord te kiezen.</p>
<p style="margin:24px 0"><a href="https://forum.scherp.example/wachtwoord/herstellen?gebruiker=48211&amp;sleutel=9f2c61be0d7a4c3e8b15f47a2d96e0c3&amp;verloopt=1740160800"
 style="background:#f5c518;color:#222;padding:10px 22px;text-decoration:none;font-weight:bold">Nieuw wachtwoord kiezen</a></p>
<p style="font-size:12px;color:#aaa">Deze link is 24 uur geldig. Heb je dit niet aangevraagd? Negeer deze e-mail dan; je wachtwoord blijft ongewijzigd.</p>
<p>Met vriendelijke groet,<br>De beheerders van Scherp</p>
<hr style="border:none;border-top:1px solid #444">
<p style="font-size:11px;color:#888">
<a href="https://forum.scherp.example/profiel/meldingen" style="color:#888">Meldingen uitzetten</a> |
<a href="https://forum.scherp.example/contact?onderwerp=misbruik" style="color:#888">Misbruik melden</a> |
<a href="https://www.instagram.example/scherpforum" style="color:#888">Instagram</a></p>
</div></body></html>
""")

m(lang="nl", kind="phone_and_dates", otp="739041", link=None,
  frm="Belnet Mobiel <service@belnet.example>",
  to="kevin.mulder@belnet-klant.example",
  subject="Nummerbehoud: bevestig het overzetten van je nummer",
  date=(2025, 2, 12, 10, 33, 8, 60),
  tcte="quoted-printable",
  text="""Hoi Kevin,

Je hebt op 12 februari 2025 om 10:32 een nieuw Belnet Mobiel
abonnement afgesloten en gevraagd om je huidige nummer mee te nemen.

  Nummer dat overkomt:      06 - 41 82 93 57
  Huidige provider:         Telco Oranje
  Klantnummer Belnet:       7001-228-419
  Abonnement:               Sim Only 20 GB, € 17,50 per maand
  Gewenste overstapdatum:   vrijdag 14 februari 2025

Bevestig dat je eigenaar bent van dit nummer. Vul in de bestelstraat
deze verificatiecode in:

  739041

De code is 30 minuten geldig. Zonder bevestiging kunnen we je nummer
niet overzetten.

Je nieuwe simkaart (ICCID eindigt op 8831) wordt bezorgd op
donderdag 13 februari. Tot je nummer is overgezet, blijft je oude
simkaart gewoon werken.

Vragen? Bel gratis 0800 - 0241 (ma t/m za 8:00 - 21:00) of chat via
de Belnet-app.

Groeten,
Team Belnet Mobiel
Belnet B.V., Prinses Beatrixlaan 7, 2595 AK Den Haag
""")

# ============================== Polish (pl) ===============================

m(lang="pl", kind="several_codes", otp=None, link=None,
  frm="Fakturownik <bezpieczenstwo@fakturownik.example>",
  to="a.kowalczyk@biuro-rachunkowe.example",
  subject="Twoje kody zapasowe do logowania dwuetapowego",
  date=(2025, 1, 21, 11, 4, 37, 60),
  tcte="8bit", hcte="quoted-printable",
  text="""Dzień dobry, Pani Agnieszko,

właśnie włączyła Pani logowanie dwuetapowe w Fakturowniku. Poniżej
znajdują się kody zapasowe. Każdego z nich można użyć tylko raz,
gdy nie będzie Pani miała dostępu do aplikacji uwierzytelniającej.

  1. 4829-1034      6. 7310-5582
  2. 9051-2276      7. 1648-9903
  3. 3387-6410      8. 5592-0317
  4. 6024-8815      9. 2276-4481
  5. 8193-3057     10. 0745-6629

Teraz nie trzeba wpisywać żadnego z nich. Prosimy wydrukować tę listę
albo zapisać ją w menedżerze haseł i usunąć tę wiadomość.

Wygenerowanie nowych kodów unieważni wszystkie powyższe.

Pozdrawiamy,
Zespół Fakturownik

Fakturownik sp. z o.o., ul. Grabiszyńska 241, 53-234 Wrocław
NIP 899-281-44-02, KRS 0000718293
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Segoe UI,Arial,sans-serif;color:#1f2937;background:#f9fafb">
<div style="max-width:560px;margin:24px auto;background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:28px">
<p style="font-weight:600;font-size:18px;color:#0f766e;margin-top:0">Fakturownik</p>
<p>Dzień dobry, Pani Agnieszko,</p>
<p>właśnie włączyła Pani logowanie dwuetapowe. Poniżej znajdują się <b>kody zapasowe</b>. Każdego z nich można użyć tylko raz,
gdy nie będzie Pani miała dostępu do aplikacji uwierzytelniającej.</p>
<table cellpadding="6" cellspacing="0" style="font-family:Consolas,monospace;font-size:16px;margin:16px auto;border:1px solid #e5e7eb">
<tr><td>4829-1034</td><td>7310-5582</td></tr>
<tr><td>9051-2276</td><td>1648-9903</td></tr>
<tr><td>3387-6410</td><td>5592-0317</td></tr>
<tr><td>6024-8815</td><td>2276-4481</td></tr>
<tr><td>8193-3057</td><td>0745-6629</td></tr>
</table>
<p>Teraz nie trzeba wpisywać żadnego z nich. Prosimy wydrukować tę listę albo zapisać ją w menedżerze haseł i usunąć tę wiadomość.</p>
<p style="font-size:13px;color:#6b7280">Wygenerowanie nowych kodów unieważni wszystkie powyższe.</p>
<p>Pozdrawiamy,<br>Zespół Fakturownik</p>
<p style="font-size:11px;color:#9ca3af;border-top:1px solid #e5e7eb;padding-top:12px">Fakturownik sp. z o.o., ul. Grabiszyńska 241, 53-234 Wrocław &middot; NIP 899-281-44-02 &middot; KRS 0000718293<br>
<a href="https://pomoc.fakturownik.example/2fa" style="color:#9ca3af">Pomoc</a> &middot; <a href="https://fakturownik.example/polityka-prywatnosci" style="color:#9ca3af">Polityka prywatności</a></p>
</div></body></html>
""")

m(lang="pl", kind="no_code_word", otp="316552", link=None, shown="316 552",
  frm="Rekrutacja PN <rekrutacja@pn.edu.example>",
  to="zuzia.nowak2006@poczta.example",
  subject="Potwierdzenie adresu e-mail w systemie rekrutacji",
  date=(2025, 6, 16, 18, 12, 9, 120),
  tcte="base64",
  text="""Szanowna Kandydatko, szanowny Kandydacie,

dziękujemy za założenie konta w Internetowej Rejestracji Kandydatów
Politechniki Nadwiślańskiej (rekrutacja na rok akademicki 2025/2026).

Aby dokończyć zakładanie konta, wpisz w formularzu na stronie
następujące cyfry:

    316 552

Masz na to 60 minut. Po tym czasie trzeba będzie ponownie poprosić
o wiadomość na stronie logowania.

Najważniejsze terminy:
  - rejestracja i opłata rekrutacyjna (85 zł): do 10 lipca 2025
  - ogłoszenie list rankingowych: 18 lipca 2025, godz. 12:00
  - składanie dokumentów: 21-25 lipca 2025

Wiadomość została wygenerowana automatycznie, prosimy na nią nie
odpowiadać. W razie pytań: Dział Rekrutacji, tel. 22 234 71 00,
pokój 112, Gmach Główny, pl. Politechniki 3, 00-661 Warszawa.
""")

m(lang="pl", kind="magic_link", otp=None,
  link="https://klik.targowisko.example/ls/click?upn=u001.Xk2pR7vQm9aLw-2BzT4n8cYhJ3eF0sD6gK1iU5oV-2FqMxNbZr7tW&src=weryfikacja",
  link_alt=["https://www.targowisko.example/konto/potwierdz-email?t=eyJ1aWQiOjY2MDkxMjM0LCJlbSI6Im0ud2lzbmlld3NraSJ9.Yk3dR8qLpX2v&utm_source=transakcyjne"],
  frm="\"Targowisko.example\" <powiadomienia@targowisko.example>",
  to="m.wisniewski@onet-mail.example",
  subject="Potwierdź swój adres e-mail, aby zacząć sprzedawać",
  date=(2025, 3, 2, 14, 27, 51, 60),
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Cześć Marek!

Dziękujemy za rejestrację na Targowisku. Zanim wystawisz pierwsze
ogłoszenie, potwierdź swój adres e-mail, otwierając ten link:

https://www.targowisko.example/konto/potwierdz-email?t=eyJ1aWQiOjY2MDkxMjM0LCJlbSI6Im0ud2lzbmlld3NraSJ9.Yk3dR8qLpX2v&utm_source=transakcyjne

Link jest ważny przez 48 godzin.

Nie zakładałeś konta? Zignoruj tę wiadomość.

Zespół Targowiska
Targowisko.example S.A., ul. Kamienna 21, 31-403 Kraków
""",
  html="""<!doctype html>
<html lang="pl"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f2f2f2;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellspacing="0" cellpadding="0" style="background:#ffffff">
<tr><td style="padding:20px 32px;background:#23e5db"><img src="https://static.targowisko.example/mail/logo.png" alt="Targowisko" width="150"></td></tr>
<tr><td style="padding:32px;font-size:16px;line-height:1.5;color:#002f34">
<h1 style="font-size:22px;margin:0 0 16px">Cześć Marek!</h1>
<p>Dziękujemy za rejestrację. Zanim wystawisz pierwsze ogłoszenie, potwierdź swój adres e-mail.</p>
<table role="presentation" cellspacing="0" cellpadding="0" style="margin:24px 0"><tr><td style="background:#002f34;border-radius:4px">
<a href="https://klik.targowisko.example/ls/click?upn=u001.Xk2pR7vQm9aLw-2BzT4n8cYhJ3eF0sD6gK1iU5oV-2FqMxNbZr7tW&amp;src=weryfikacja"
 style="display:inline-block;padding:14px 32px;color:#ffffff;text-decoration:none;font-weight:bold">Potwierdzam adres e-mail</a>
</td></tr></table>
<p style="font-size:13px;color:#406367">Link jest ważny przez 48 godzin. Nie zakładałeś konta? Zignoruj tę wiadomość.</p>
</td></tr>
<tr><td style="padding:20px 32px;background:#f7f7f7;font-size:12px;color:#7f9799">
<a href="https://klik.targowisko.example/ls/click?upn=u001.fb9Qw1&amp;src=facebook"><img src="https://static.targowisko.example/mail/fb.png" width="24" alt="Facebook"></a>
<a href="https://klik.targowisko.example/ls/click?upn=u001.ig4Tz8&amp;src=instagram"><img src="https://static.targowisko.example/mail/ig.png" width="24" alt="Instagram"></a><br><br>
Targowisko.example S.A., ul. Kamienna 21, 31-403 Kraków, KRS 0000412209.<br>
<a href="https://pomoc.targowisko.example" style="color:#7f9799">Centrum pomocy</a> |
<a href="https://www.targowisko.example/regulamin" style="color:#7f9799">Regulamin</a> |
<a href="https://www.targowisko.example/prywatnosc" style="color:#7f9799">Prywatność</a>
</td></tr></table>
</td></tr></table>
<img src="https://klik.targowisko.example/wf/open?upn=u001.Xk2pR7vQm9aLw-2Bz" width="1" height="1" alt="" style="display:none">
</body></html>
""")

m(lang="pl", kind="booking_ref", otp=None, link=None,
  frm="KolejTur - bilety <bilety@kolejtur.example>",
  to="ola.zielinska@interia-mail.example",
  subject="Twój bilet: Gdańsk Główny - Kraków Główny, 22.03.2025",
  date=(2025, 3, 19, 20, 15, 3, 60),
  hcte="quoted-printable",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Verdana,Geneva,sans-serif;font-size:13px;color:#111">
<div style="width:620px;margin:0 auto">
<div style="background:#c8102e;color:#fff;padding:14px 18px;font-size:18px">KolejTur &mdash; potwierdzenie zakupu</div>
<div style="padding:18px;border:1px solid #ccc;border-top:none">
<p>Dzień dobry,</p>
<p>dziękujemy za zakup biletu. Bilet jest ważny wyłącznie z dokumentem tożsamości osoby podróżującej.</p>
<table cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#ccc;width:100%">
<tr><th align="left" style="background:#f3f3f3">Numer rezerwacji</th><td><b>PKR7H2</b></td></tr>
<tr><th align="left" style="background:#f3f3f3">Numer biletu</th><td>eIC 71204889315</td></tr>
<tr><th align="left" style="background:#f3f3f3">Pociąg</th><td>EIP 5306 &bdquo;Neptun&rdquo;</td></tr>
<tr><th align="left" style="background:#f3f3f3">Odjazd</th><td>sobota 22.03.2025, 06:12, Gdańsk Główny, peron 2</td></tr>
<tr><th align="left" style="background:#f3f3f3">Przyjazd</th><td>sobota 22.03.2025, 11:49, Kraków Główny</td></tr>
<tr><th align="left" style="background:#f3f3f3">Miejsce</th><td>wagon 7, miejsce 54 (okno), klasa 2</td></tr>
<tr><th align="left" style="background:#f3f3f3">Podróżny</th><td>Aleksandra Zielińska, ulga 26% (karta dużej rodziny)</td></tr>
<tr><th align="left" style="background:#f3f3f3">Cena</th><td>134,90 zł (w tym VAT 8%)</td></tr>
</table>
<p>Bilet w formacie PDF znajduje się w załączniku oraz w aplikacji KolejTur w zakładce &bdquo;Moje bilety&rdquo;.
Zwrot biletu jest możliwy do 15 minut przed odjazdem pociągu, z potrąceniem 10% należności.</p>
<p>Szczęśliwej podróży!<br>KolejTur</p>
<p style="font-size:11px;color:#777">KolejTur sp. z o.o., ul. Targowa 74, 03-734 Warszawa &middot; infolinia 703 200 200 (opłata wg taryfy operatora)<br>
<a href="https://www.kolejtur.example/regulamin-przewozu">Regulamin przewozu</a> &middot; <a href="https://www.kolejtur.example/zwroty">Zwroty i reklamacje</a></p>
</div></div></body></html>
""")

m(lang="pl", kind="new_and_old_code", otp="840336", link=None, shown="840 336",
  frm="Bank Wiślany <powiadomienia@bankwislany.example>",
  to="tomasz.kaczmarek@wp-mail.example",
  subject="Nowy kod SMS nie dotarł? Oto kod e-mail do autoryzacji",
  date=(2025, 4, 2, 12, 48, 19, 120),
  tcte="8bit", hcte="base64",
  text="""Szanowny Panie Tomaszu,

na Pana prośbę wygenerowaliśmy nowy kod do potwierdzenia dodania
zaufanego urządzenia w aplikacji Bank Wiślany Mobile.

Nowy kod: 840 336

Poprzedni kod (552 019), wysłany o 12:41, jest już nieważny - prosimy
go nie wpisywać.

Kod jest ważny 5 minut. Pracownik banku nigdy nie poprosi Pana o jego
podanie, także telefonicznie.

Z poważaniem
Bank Wiślany S.A.
ul. Świętokrzyska 11, 00-360 Warszawa, infolinia 801 300 800
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;font-size:14px;color:#13294b">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #d5dbe5">
<tr><td style="padding:16px 24px;background:#13294b;color:#ffffff;font-size:18px">Bank Wiślany</td></tr>
<tr><td style="padding:24px">
<p>Szanowny Panie Tomaszu,</p>
<p>na Pana prośbę wygenerowaliśmy nowy kod do potwierdzenia dodania zaufanego urządzenia w aplikacji Bank Wiślany Mobile.</p>
<p style="font-size:13px;color:#555">Nowy kod:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:4px;margin:0 0 16px">840 336</p>
<p style="background:#fff4e5;padding:10px;border-left:4px solid #f0a020">Poprzedni kod (<s>552 019</s>), wysłany o 12:41, jest już nieważny &ndash; prosimy go nie wpisywać.</p>
<p>Kod jest ważny 5 minut. Pracownik banku nigdy nie poprosi Pana o jego podanie, także telefonicznie.</p>
<p>Z poważaniem<br>Bank Wiślany S.A.</p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#7a8799;background:#f5f7fa">ul. Świętokrzyska 11, 00-360 Warszawa &middot; infolinia 801 300 800 &middot; Sąd Rejonowy dla m.st. Warszawy, KRS 0000025117, kapitał zakładowy 148 022 400 zł</td></tr>
</table></body></html>
""")

m(lang="pl", kind="newsletter_numbers", otp=None, link=None,
  frm="Głodomor <zamowienia@glodomor.example>",
  to="kasia.lewandowska@gazeta-mail.example",
  subject="Potwierdzenie zamówienia nr 8812-4409-73",
  date=(2025, 2, 28, 19, 2, 44, 60),
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Cześć Kasia!

Restauracja Pierogarnia u Zosi przyjęła Twoje zamówienie.
Szacowany czas dostawy: 19:35-19:50.

Zamówienie nr 8812-4409-73, 28.02.2025, 19:02

2 x Pierogi ruskie (8 szt.)          2 x 29,00 zł    58,00 zł
1 x Barszcz czerwony z uszkami                        16,50 zł
1 x Kompot z suszu 0,5 l                               7,00 zł
Opłata za dostawę                                      5,99 zł
Opłata serwisowa                                       2,49 zł
Rabat (Głodomor Plus)                                 -5,99 zł
-----------------------------------------------------------
Razem                                                 83,99 zł
Płatność: BLIK, 28.02.2025 19:02, ID transakcji 7740291183

Adres dostawy: ul. Słowackiego 17/4, 80-257 Gdańsk
Telefon: +48 512 334 908

Smacznego!
Głodomor

Głodomor sp. z o.o., al. Grunwaldzka 472, 80-309 Gdańsk, NIP 584-277-19-30
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Helvetica,Arial,sans-serif;background:#fff3f0;margin:0">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#ff5a36;color:#fff;padding:18px 24px;font-size:22px;font-weight:bold">Głodomor</td></tr>
<tr><td style="padding:24px">
<h2 style="margin:0 0 8px">Cześć Kasia!</h2>
<p>Restauracja <b>Pierogarnia u Zosi</b> przyjęła Twoje zamówienie.<br>Szacowany czas dostawy: <b>19:35&ndash;19:50</b>.</p>
<p style="color:#666;font-size:13px">Zamówienie nr 8812-4409-73 &middot; 28.02.2025, 19:02</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:1px solid #eee">
<tr><td>2 &times; Pierogi ruskie (8 szt.)</td><td align="right">58,00 zł</td></tr>
<tr><td>1 &times; Barszcz czerwony z uszkami</td><td align="right">16,50 zł</td></tr>
<tr><td>1 &times; Kompot z suszu 0,5 l</td><td align="right">7,00 zł</td></tr>
<tr><td style="color:#666">Opłata za dostawę</td><td align="right">5,99 zł</td></tr>
<tr><td style="color:#666">Opłata serwisowa</td><td align="right">2,49 zł</td></tr>
<tr><td style="color:#1a8f3c">Rabat (Głodomor Plus)</td><td align="right" style="color:#1a8f3c">-5,99 zł</td></tr>
<tr><td style="border-top:2px solid #222"><b>Razem</b></td><td align="right" style="border-top:2px solid #222"><b>83,99 zł</b></td></tr>
</table>
<p style="font-size:13px;color:#666">Płatność: BLIK, ID transakcji 7740291183<br>Adres dostawy: ul. Słowackiego 17/4, 80-257 Gdańsk &middot; tel. +48 512 334 908</p>
<p><a href="https://www.glodomor.example/zamowienia/8812-4409-73/sledz" style="background:#ff5a36;color:#fff;padding:10px 20px;text-decoration:none;border-radius:20px">Śledź zamówienie</a></p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#999">Głodomor sp. z o.o., al. Grunwaldzka 472, 80-309 Gdańsk &middot; NIP 584-277-19-30 &middot;
<a href="https://www.glodomor.example/pomoc" style="color:#999">Pomoc</a></td></tr>
</table></body></html>
""")

m(lang="pl", kind="subject_only", otp="639402", link=None,
  frm="Mailownia <konto@mailownia.example>",
  to="redakcja@sklep-rowerowy.example",
  subject="Kod logowania do Mailowni: 639402",
  date=(2025, 1, 9, 8, 3, 55, 60),
  tcte="quoted-printable",
  text="""Dzień dobry,

ktoś próbuje zalogować się na konto Mailowni przypisane do adresu
redakcja@sklep-rowerowy.example.

Jeśli to Ty, wpisz kod podany w temacie tej wiadomości. Kod wygasa
po 10 minutach.

Jeśli to nie Ty, nic nie rób - bez kodu nikt nie zaloguje się na
Twoje konto.

--
Mailownia - kampanie e-mail dla małych firm
ul. Piotrkowska 120, 90-006 Łódź
""")

m(lang="pl", kind="decoy_codes", otp="518207", link=None,
  frm="Modnisia <hello@modnisia.example>",
  to="julia.wojcik@o2-mail.example",
  subject="Zaloguj się i odbierz -20% na wiosenną kolekcję",
  date=(2025, 3, 21, 10, 15, 0, 60),
  hcte="8bit",
  html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fdf2f8;font-family:Georgia,serif;color:#3b0a2a">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:22px;text-align:center;font-size:28px;letter-spacing:6px">MODNISIA</td></tr>
<tr><td style="padding:0 32px 24px;font-size:15px;line-height:1.6">
<p>Cześć Julia,</p>
<p>poprosiłaś o kod, żeby zalogować się bez hasła. Wpisz go na stronie logowania:</p>
<p style="text-align:center;font-family:Arial,sans-serif;font-size:32px;font-weight:bold;letter-spacing:6px;margin:8px 0">518207</p>
<p style="text-align:center;font-size:12px;color:#9d6b87;margin-top:0">Kod jednorazowy, ważny przez 15 minut.</p>
<hr style="border:none;border-top:1px solid #f3d1e4;margin:24px 0">
<p><b>A skoro już tu jesteś&hellip;</b> Tylko do niedzieli 23.03 masz <b>-20%</b> na wiosenną kolekcję z kodem rabatowym
<span style="background:#fce7f3;padding:2px 8px;font-family:monospace;font-size:17px">WIOSNA20</span>
(minimalna wartość koszyka 199 zł, nie łączy się z innymi promocjami).</p>
<p>Masz też kartę podarunkową nr 6031 2290 4471 5508 z saldem 50,00 zł &mdash; wykorzystaj ją do 30.06.2025.</p>
<p style="font-size:13px;color:#9d6b87">Twoje ostatnie zamówienie MD/2025/03/44127 zostało wysłane 18.03.2025.</p>
</td></tr>
<tr><td style="padding:16px 32px;background:#fbe8f2;font-size:11px;color:#9d6b87;text-align:center">
Modnisia sp. z o.o., ul. Mostowa 8, 61-854 Poznań &middot; tel. 61 222 40 40<br>
<a href="https://modnisia.example/newsletter/wypisz?id=JW-55102&amp;h=8c1e" style="color:#9d6b87">Wypisz się z newslettera</a> &middot;
<a href="https://modnisia.example/regulamin" style="color:#9d6b87">Regulamin promocji</a></td></tr>
</table></body></html>
""")

m(lang="pl", kind="lowercase_alnum", otp="k7m2qx9p",
  link="https://gitowisko.example/login/device/confirm?user_code=k7m2qx9p&session=7c0e1f3b9a2d48e6b5f4a1c8d2e7b390",
  frm="Gitowisko <noreply@gitowisko.example>",
  to="dev.pawel.szymanski@firma-it.example",
  subject="[Gitowisko] Potwierdź logowanie z nowej przeglądarki",
  date=(2025, 5, 6, 22, 58, 31, 120),
  tcte="8bit", hcte="quoted-printable",
  text="""Hej pszymanski,

Wykryliśmy próbę logowania na Twoje konto z nowej przeglądarki:

  Przeglądarka: Firefox 138 / Linux
  IP: 203.0.113.57 (Wrocław, PL)
  Czas: 2025-05-06 22:58 CEST

Kod weryfikacyjny: k7m2qx9p

Możesz też po prostu kliknąć poniższy link, aby potwierdzić logowanie:
https://gitowisko.example/login/device/confirm?user_code=k7m2qx9p&session=7c0e1f3b9a2d48e6b5f4a1c8d2e7b390

Kod i link wygasają po 1 godzinie.

Jeśli to nie Ty, zmień hasło: https://gitowisko.example/settings/security

Dzięki,
Zespół Gitowisko
""",
  html="""<html><body style="font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;font-size:14px;color:#24292f">
<div style="max-width:544px;margin:0 auto;padding:16px">
<p style="font-size:20px;margin:16px 0">Potwierdź logowanie</p>
<div style="border:1px solid #d0d7de;border-radius:6px;padding:24px">
<p>Hej <b>pszymanski</b>,</p>
<p>Wykryliśmy próbę logowania na Twoje konto z nowej przeglądarki:</p>
<ul style="color:#57606a">
<li>Przeglądarka: Firefox 138 / Linux</li>
<li>IP: 203.0.113.57 (Wrocław, PL)</li>
<li>Czas: 2025-05-06 22:58 CEST</li>
</ul>
<p>Kod weryfikacyjny:</p>
<p style="font-family:ui-monospace,Menlo,monospace;font-size:24px;letter-spacing:2px;background:#f6f8fa;padding:8px 12px;display:inline-block">k7m2qx9p</p>
<p>Możesz też po prostu kliknąć przycisk:</p>
<p><a href="https://gitowisko.example/login/device/confirm?user_code=k7m2qx9p&amp;session=7c0e1f3b9a2d48e6b5f4a1c8d2e7b390"
 style="background:#1f883d;color:#fff;padding:8px 16px;border-radius:6px;text-decoration:none;font-weight:600">Potwierdź logowanie</a></p>
<p style="color:#57606a;font-size:12px">Kod i link wygasają po 1 godzinie.</p>
</div>
<p style="color:#57606a;font-size:12px">Jeśli to nie Ty, <a href="https://gitowisko.example/settings/security">zmień hasło</a>.</p>
<p style="color:#8c959f;font-size:11px">Gitowisko &middot; ul. Rynek 12, 50-101 Wrocław &middot; <a href="https://docs.gitowisko.example" style="color:#8c959f">Dokumentacja</a></p>
</div></body></html>
""")

m(lang="pl", kind="security_alert", otp=None, link=None,
  frm="Ziomki <bezpieczenstwo@ziomki.example>",
  to="bartek.mazur1999@poczta.example",
  subject="Nowe logowanie na Twoje konto Ziomki",
  date=(2025, 4, 13, 7, 41, 26, 120),
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Cześć Bartek,

zauważyliśmy nowe logowanie na Twoje konto.

Urządzenie: iPhone 15, aplikacja Ziomki 12.4
Miejsce: Poznań, Polska
Kiedy: niedziela, 13 kwietnia 2025 o 07:39

Jeśli to Ty, nie musisz nic robić.

Jeśli to nie Ty, zabezpiecz konto:
https://www.ziomki.example/zabezpiecz?n=1f6a04c2&uid=100048823317

Zespół Ziomki
Ziomki sp. z o.o., ul. Prosta 51, 00-838 Warszawa
Wiadomość wysłana do bartek.mazur1999@poczta.example.
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Helvetica,Arial,sans-serif;font-size:15px;color:#1c1e21;background:#f0f2f5">
<table width="500" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:20px">
<tr><td style="padding:18px 24px;border-bottom:1px solid #e5e5e5;color:#6c2bd9;font-weight:bold;font-size:20px">ziomki</td></tr>
<tr><td style="padding:24px">
<p>Cześć Bartek,</p>
<p>zauważyliśmy nowe logowanie na Twoje konto.</p>
<table cellpadding="4" style="font-size:14px;color:#606770">
<tr><td>Urządzenie</td><td>iPhone 15, aplikacja Ziomki 12.4</td></tr>
<tr><td>Miejsce</td><td>Poznań, Polska</td></tr>
<tr><td>Kiedy</td><td>niedziela, 13 kwietnia 2025 o 07:39</td></tr>
</table>
<p>Jeśli to Ty, nie musisz nic robić.</p>
<p><a href="https://www.ziomki.example/zabezpiecz?n=1f6a04c2&amp;uid=100048823317" style="background:#6c2bd9;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">To nie ja &ndash; zabezpiecz konto</a></p>
<p style="font-size:13px"><a href="https://www.ziomki.example/ustawienia/aktywnosc-logowania">Sprawdź, gdzie jesteś zalogowany</a></p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#8a8d91">Ziomki sp. z o.o., ul. Prosta 51, 00-838 Warszawa. Wiadomość wysłana do bartek.mazur1999@poczta.example.<br>
<a href="https://www.ziomki.example/ustawienia/powiadomienia?typ=email" style="color:#8a8d91">Ustawienia powiadomień</a></td></tr>
</table></body></html>
""")

m(lang="pl", kind="locker_pickup", otp="730215", link=None, shown="730 215",
  frm="PaczkoPunkt <powiadomienia@paczkopunkt.example>",
  to="ewa.krol@vp-mail.example",
  subject="Twoja paczka czeka w automacie KRA08M",
  date=(2025, 3, 14, 14, 22, 40, 60),
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Dzień dobry!

Twoja paczka od nadawcy KsiegarniaNaRogu.example czeka na odbiór.

Automat: KRA08M
Adres: ul. Wielicka 259 (przy markecie), 30-663 Kraków
Numer przesyłki: 662039144178205517340012
Numer telefonu odbiorcy: 600 *** 456

Kod odbioru: 730 215

Paczkę odbierzesz do niedzieli 16.03.2025, godz. 14:22. Zeskanuj kod
QR w aplikacji albo wpisz na ekranie automatu numer telefonu i kod
odbioru. Za przedłużenie terminu o 24 h zapłacisz 4,99 zł.

Nie przekazuj kodu osobom trzecim.

PaczkoPunkt
Infolinia: 722 444 000 (pn-pt 8:00-20:00)
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ffcd00;font-family:Arial,sans-serif;color:#1d1d1b">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px auto">
<tr><td style="padding:16px 24px;font-size:22px;font-weight:bold">PaczkoPunkt</td></tr>
<tr><td style="padding:0 24px 20px;font-size:15px">
<p>Dzień dobry!</p>
<p>Twoja paczka od nadawcy <b>KsiegarniaNaRogu.example</b> czeka na odbiór w automacie <b>KRA08M</b>.</p>
<p style="font-size:13px;color:#555">ul. Wielicka 259 (przy markecie), 30-663 Kraków<br>
Numer przesyłki: 662039144178205517340012<br>Numer telefonu odbiorcy: 600 *** 456</p>
<table width="100%" cellpadding="12" style="background:#1d1d1b;color:#ffcd00;text-align:center"><tr><td>
<div style="font-size:13px;color:#fff">Kod odbioru</div>
<div style="font-size:36px;font-weight:bold;letter-spacing:4px">730 215</div>
<div style="font-size:12px;color:#fff">ważny do 16.03.2025, 14:22</div>
</td></tr></table>
<p style="font-size:13px">Zeskanuj kod QR w aplikacji albo wpisz na ekranie automatu numer telefonu i kod odbioru.
Za przedłużenie terminu o 24 h zapłacisz 4,99 zł. Nie przekazuj kodu osobom trzecim.</p>
<p><a href="https://paczkopunkt.example/sledzenie/662039144178205517340012">Śledź przesyłkę</a> &middot;
<a href="https://paczkopunkt.example/mapa?punkt=KRA08M">Pokaż automat na mapie</a></p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#777;background:#f5f5f5">PaczkoPunkt sp. z o.o., ul. Malborska 130, 30-624 Kraków &middot; infolinia 722 444 000</td></tr>
</table></body></html>
""")

# ============================== Swedish (sv) ==============================

m(lang="sv", kind="magic_link", otp=None,
  link="https://www.bokhyllan.example/auth/email-login?token=bh_live_5NqT8wXc2LrA0vKj7mZp3YdE9sGf1HuB&redirect=%2Fbibliotek",
  frm="Bokhyllan <hej@bokhyllan.example>",
  to="elin.lundqvist@telia-post.example",
  subject="Logga in på Bokhyllan",
  date=(2025, 1, 30, 20, 14, 6, 60),
  hcte="base64",
  html="""<!DOCTYPE html>
<html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#fbf7f0;font-family:Georgia,'Times New Roman',serif;color:#2c2418">
<div style="display:none;max-height:0;overflow:hidden">Din inloggningslänk är giltig i 20 minuter.</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #eadfcd">
<tr><td style="padding:28px 36px 0;font-size:24px;font-style:italic">Bokhyllan</td></tr>
<tr><td style="padding:20px 36px;font-size:16px;line-height:1.6">
<p>Hej Elin!</p>
<p>Tryck på knappen för att logga in. Du behöver inget lösenord &ndash; länken fungerar en gång och är giltig i 20 minuter.</p>
<p style="text-align:center;margin:28px 0">
<a href="https://www.bokhyllan.example/auth/email-login?token=bh_live_5NqT8wXc2LrA0vKj7mZp3YdE9sGf1HuB&amp;redirect=%2Fbibliotek"
 style="background:#8c3b2a;color:#fff;text-decoration:none;padding:14px 30px;border-radius:30px;font-family:Arial,sans-serif;font-size:15px">Logga in</a></p>
<p style="font-size:13px;color:#7a6b57">Om du inte försökte logga in kan du strunta i det här mejlet.</p>
<p style="font-size:13px;color:#7a6b57">Just nu lyssnar du på <i>Mörkrets tid</i>, kapitel 14 av 31.</p>
</td></tr>
<tr><td style="padding:16px 36px 28px;font-size:11px;color:#a0937f;font-family:Arial,sans-serif">
Bokhyllan AB &middot; Götgatan 78 &middot; 118 30 Stockholm &middot; Org.nr 559211-4490<br>
<a href="https://www.bokhyllan.example/hjalp" style="color:#a0937f">Hjälp</a> &middot;
<a href="https://www.bokhyllan.example/integritet" style="color:#a0937f">Integritetspolicy</a> &middot;
<a href="https://www.bokhyllan.example/konto/utskick?avsluta=tips" style="color:#a0937f">Sluta få boktips</a>
</td></tr></table>
</td></tr></table>
<img src="https://t.bokhyllan.example/open/8a71c2e4-5d1f-4f6e-a0b3-2c9d7e61f004.png" width="1" height="1" alt="">
</body></html>
""")

m(lang="sv", kind="username_digits", otp="7719", link=None,
  frm="Pulsen <support@pulsen-app.example>",
  to="lisa.holm@bredband-mail.example",
  subject="Verifiera din e-postadress i Pulsen",
  date=(2025, 4, 22, 6, 5, 48, 120),
  tcte="8bit",
  text="""Hej lisa_92!

Kul att du vill börja träna med Pulsen. Ange den här koden i appen
för att verifiera din e-postadress:

7719

Koden gäller i 15 minuter.

Ditt användarnamn:  lisa_92
Medlemsnummer:      PU-2291846
Vald plan:          Gratis (uppgradera när du vill)

Peppande hälsningar,
Pulsen-teamet

Pulsen Health AB, Kungsgatan 12, 411 19 Göteborg
Frågor? Svara inte på det här mejlet utan skriv till oss i appen.
""")

m(lang="sv", kind="booking_ref", otp="288604", link=None, shown="288 604",
  frm="Solresor <minaresor@solresor.example>",
  to="johan.ek@comhem-mail.example",
  subject="Din inloggningskod till Mina resor",
  date=(2025, 3, 27, 17, 36, 20, 60),
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Hej Johan,

Här är din kod för att logga in på Mina resor:

288 604

Koden gäller i 10 minuter.

Din kommande resa
Bokningsnummer: 7341958
Gran Canaria, Playa del Inglés - Hotel Costa Dorada
Avresa: lördag 12 april 2025, Landvetter 06:40, flyg SR 3117
Hemresa: lördag 19 april 2025
Resenärer: 2 vuxna, 1 barn

I Mina resor kan du välja platser, lägga till bagage och se dina
resehandlingar. Dessa blir tillgängliga 7 dagar före avresa.

Trevlig resa!
Solresor

Solresor Nordic AB, Box 5512, 114 85 Stockholm, tel. 0771-40 40 40
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;background:#e8f4fb;margin:0">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#ffb400;padding:18px 24px;font-size:24px;font-weight:bold;color:#003b5c">Solresor</td></tr>
<tr><td style="padding:24px;font-size:15px;color:#003b5c">
<p>Hej Johan,</p>
<p>Här är din kod för att logga in på <b>Mina resor</b>:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:4px;text-align:center;background:#f2f8fc;padding:14px">288 604</p>
<p style="font-size:13px;color:#5a7486">Koden gäller i 10 minuter.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #cfe3ef;font-size:14px;margin-top:20px">
<tr><td colspan="2" style="background:#f2f8fc"><b>Din kommande resa</b></td></tr>
<tr><td>Bokningsnummer</td><td>7341958</td></tr>
<tr><td>Resmål</td><td>Gran Canaria, Playa del Inglés &ndash; Hotel Costa Dorada</td></tr>
<tr><td>Avresa</td><td>lör 12 apr 2025, Landvetter 06:40, SR 3117</td></tr>
<tr><td>Hemresa</td><td>lör 19 apr 2025</td></tr>
<tr><td>Resenärer</td><td>2 vuxna, 1 barn</td></tr>
</table>
<p style="font-size:13px">Resehandlingarna blir tillgängliga 7 dagar före avresa.</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#7d93a3;background:#f7fafc">Solresor Nordic AB, Box 5512, 114 85 Stockholm &middot; 0771-40 40 40 &middot;
<a href="https://www.solresor.example/villkor" style="color:#7d93a3">Resevillkor</a></td></tr>
</table></body></html>
""")

m(lang="sv", kind="prefix_code", otp="493027", link=None,
  frm="Kvartersbil <noreply@kvartersbil.example>",
  to="a.nyberg@outlook-mail.example",
  subject="KB-493027 är din Kvartersbil-kod",
  date=(2025, 5, 17, 9, 44, 2, 120),
  tcte="quoted-printable",
  text="""KB-493027 är din kod för att verifiera ditt telefonnummer i
Kvartersbil. Skriv in siffrorna 493027 i appen.

Gäller i 5 minuter. Dela inte koden med någon.

Bokning av bil i Hornstull? Första timmen kostar bara 39 kr för nya
medlemmar t.o.m. 31 maj.

Kvartersbil AB, Hornsgatan 136, 117 28 Stockholm
""")

m(lang="sv", kind="alt_text_only", otp="7KQ2M9", link=None,
  frm="Tele Norrsken <kundservice@telenorrsken.example>",
  to="sara.backstrom@norrsken-kund.example",
  subject="Verifiera din e-post för Mitt Norrsken",
  date=(2025, 2, 4, 15, 19, 37, 60),
  tcte="8bit", hcte="base64",
  image={"cid": "verif-kod-20250204@telenorrsken.example", "name": "kod.png", "size": (240, 64)},
  text="""Hej Sara,

Du har lagt till den här e-postadressen i Mitt Norrsken. Din
verifieringskod visas som en bild i den här mejlets HTML-version.
Visa bilder i ditt e-postprogram eller öppna mejlet i webbläsaren
för att se koden.

Abonnemang: Mobil Obegränsad, 0730-12 48 51
Kundnummer: 1188 2094 35

Vänliga hälsningar
Tele Norrsken
Kundservice 0771-88 11 00
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Helvetica,Arial,sans-serif;color:#14213d;background:#eef1f7">
<table width="540" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:linear-gradient(90deg,#1d3557,#2a9d8f);background-color:#1d3557;color:#fff;padding:20px 28px;font-size:20px">Tele Norrsken</td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:22px">
<p>Hej Sara,</p>
<p>Du har lagt till den här e-postadressen i Mitt Norrsken. Skriv in verifieringskoden nedan på sidan där du lade till adressen.</p>
<p style="text-align:center;margin:24px 0"><img src="cid:verif-kod-20250204@telenorrsken.example" width="240" height="64" alt="Din verifieringskod: 7KQ2M9" style="border:1px solid #d9dee8"></p>
<p style="font-size:13px;color:#5b6478">Koden gäller i 30 minuter.</p>
<p style="font-size:13px;color:#5b6478">Abonnemang: Mobil Obegränsad, 0730-12 48 51<br>Kundnummer: 1188 2094 35</p>
<p>Vänliga hälsningar<br>Tele Norrsken</p>
</td></tr>
<tr><td style="padding:12px 28px;font-size:11px;color:#8a93a6;background:#f7f8fb">Tele Norrsken AB, Storgatan 40, 901 10 Umeå &middot; Kundservice 0771-88 11 00</td></tr>
</table></body></html>
""")

m(lang="sv", kind="newsletter_numbers", otp=None, link=None,
  frm="Apoteket Linnea <order@apoteketlinnea.example>",
  to="g.sjoberg@spray-mail.example",
  subject="Din order 40018832 har skickats",
  date=(2025, 3, 3, 13, 51, 15, 60),
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Hej Gunilla!

Din order har packats och lämnat vårt lager i Jönköping.

Ordernummer: 40018832
Orderdatum: 2025-03-02
Leveranssätt: Ombud, ICA Nära Tallbacken, Vinkelvägen 3, 723 55 Västerås
Kollinummer: 00373500481120964518
Beräknad leverans: 4-5 mars

Alvedon 500 mg filmdragerad tablett, 20 st        1 x  39,00 kr
Bepanthen salva 30 g                              1 x  79,90 kr
Solskydd SPF 50, 200 ml                           2 x 129,00 kr
Frakt                                                   29,00 kr
Rabatt (medlemspris)                                   -25,80 kr
----------------------------------------------------------------
Totalt inkl. moms (varav moms 88,38 kr)               380,10 kr

Betalat med kort ****7742.

Spåra ditt paket: https://www.apoteketlinnea.example/spara?kolli=00373500481120964518

Tack för att du handlar hos oss!
Apoteket Linnea

Apoteket Linnea AB, Organisationsnummer 556987-1204
Kundservice 036-19 50 00, vardagar 8-18
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;color:#1b3a2f;background:#f4faf6">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:18px 24px;color:#1f7a4d;font-size:22px;font-weight:bold;border-bottom:3px solid #1f7a4d">Apoteket Linnea</td></tr>
<tr><td style="padding:22px 24px;font-size:15px">
<p>Hej Gunilla!</p>
<p>Din order har packats och lämnat vårt lager i Jönköping.</p>
<table cellpadding="4" style="font-size:14px">
<tr><td style="color:#6b8577">Ordernummer</td><td>40018832</td></tr>
<tr><td style="color:#6b8577">Orderdatum</td><td>2025-03-02</td></tr>
<tr><td style="color:#6b8577">Leveranssätt</td><td>Ombud, ICA Nära Tallbacken, Vinkelvägen 3, 723 55 Västerås</td></tr>
<tr><td style="color:#6b8577">Kollinummer</td><td>00373500481120964518</td></tr>
<tr><td style="color:#6b8577">Beräknad leverans</td><td>4&ndash;5 mars</td></tr>
</table>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;margin-top:16px;border-top:1px solid #dde9e2">
<tr><td>Alvedon 500 mg filmdragerad tablett, 20 st</td><td>1 st</td><td align="right">39,00 kr</td></tr>
<tr><td>Bepanthen salva 30 g</td><td>1 st</td><td align="right">79,90 kr</td></tr>
<tr><td>Solskydd SPF 50, 200 ml</td><td>2 st</td><td align="right">258,00 kr</td></tr>
<tr><td>Frakt</td><td></td><td align="right">29,00 kr</td></tr>
<tr><td>Rabatt (medlemspris)</td><td></td><td align="right">-25,80 kr</td></tr>
<tr><td colspan="2"><b>Totalt inkl. moms</b> (varav moms 88,38 kr)</td><td align="right"><b>380,10 kr</b></td></tr>
</table>
<p style="font-size:13px;color:#6b8577">Betalat med kort ****7742.</p>
<p><a href="https://www.apoteketlinnea.example/spara?kolli=00373500481120964518" style="background:#1f7a4d;color:#fff;padding:10px 20px;text-decoration:none;border-radius:4px">Spåra ditt paket</a></p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#8aa397">Apoteket Linnea AB &middot; Org.nr 556987-1204 &middot; Kundservice 036-19 50 00</td></tr>
</table></body></html>
""")

m(lang="sv", kind="decoy_codes", otp=None, link=None,
  frm="Maria Engström <maria.engstrom@konsultbyran-vast.example>",
  to="projektgrupp-e45@kommun-ostra.example",
  subject="Inbjudan: Avstämning etapp 2, ny cykelbana Östra Ringvägen",
  date=(2025, 4, 9, 16, 2, 11, 120),
  tcte="8bit", hcte="quoted-printable",
  text="""Hej allihop,

Välkomna till avstämningsmötet för etapp 2.

Tid: torsdag 17 april 2025, 09:00-10:30
Plats: Stadshuset, sal Örnen, plan 3 (Kyrkogatan 2) eller via Videomöte

Anslut till videomötet:
https://mote.videomote.example/j/38422190755?pwd=hX7p2QbLr0
Mötes-ID: 384 2219 0755
Lösenkod: hX7p2Q

Ring in (endast ljud): 08-505 20 110, konferens-ID 771 204 993#

Dagordning
1. Läget i projektet, budget 14,2 Mkr (Maria)
2. Ledningsflytt Skanova, ärende 2025-00418 (Per)
3. Tidplan, beslut om byggstart v. 22

Portkod till Stadshuset om ni kommer före 08:30: 4417.

Hälsningar
Maria Engström
Projektledare, Konsultbyrån Väst AB
070-231 55 98
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Calibri,Arial,sans-serif;font-size:11pt;color:#222">
<p>Hej allihop,</p>
<p>Välkomna till avstämningsmötet för etapp 2.</p>
<p><b>Tid:</b> torsdag 17 april 2025, 09:00&ndash;10:30<br>
<b>Plats:</b> Stadshuset, sal Örnen, plan 3 (Kyrkogatan 2) eller via Videomöte</p>
<div style="border-top:1px solid #ccc;border-bottom:1px solid #ccc;padding:10px 0;margin:14px 0">
<a href="https://mote.videomote.example/j/38422190755?pwd=hX7p2QbLr0" style="font-size:13pt;color:#2d5bd1">Anslut till videomötet</a><br>
Mötes-ID: 384 2219 0755<br>Lösenkod: hX7p2Q<br>
Ring in (endast ljud): 08-505 20 110, konferens-ID 771 204 993#
</div>
<p><b>Dagordning</b></p>
<ol><li>Läget i projektet, budget 14,2 Mkr (Maria)</li>
<li>Ledningsflytt Skanova, ärende 2025-00418 (Per)</li>
<li>Tidplan, beslut om byggstart v. 22</li></ol>
<p>Portkod till Stadshuset om ni kommer före 08:30: 4417.</p>
<p>Hälsningar<br>Maria Engström<br>Projektledare, Konsultbyrån Väst AB<br>070-231 55 98</p>
</body></html>
""")

m(lang="sv", kind="new_and_old_code", otp="208557", link=None, shown="208 557",
  frm="Klarbetal <sakerhet@klarbetal.example>",
  to="oskar.wallin@gmail-post.example",
  subject="Ny säkerhetskod till Klarbetal",
  date=(2025, 2, 15, 11, 27, 3, 60),
  hcte="quoted-printable",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:system-ui,Arial,sans-serif;background:#f5f3ff;color:#1e1b4b">
<div style="max-width:460px;margin:30px auto;background:#fff;border-radius:14px;padding:30px">
<div style="font-weight:800;font-size:20px;color:#6d28d9">klarbetal</div>
<h1 style="font-size:20px">Här är din nya kod</h1>
<p>Du bad om en ny säkerhetskod för att logga in i Klarbetal.</p>
<div style="font-size:34px;font-weight:700;letter-spacing:5px;text-align:center;padding:16px;background:#ede9fe;border-radius:10px">208 557</div>
<p style="font-size:13px;color:#6b7280">Koden du fick tidigare, 614 902, gäller inte längre. Använd bara den nya koden ovan. Den är giltig i 10 minuter.</p>
<p style="font-size:13px;color:#6b7280">Vi ringer eller mejlar aldrig för att be om dina koder.</p>
<p style="font-size:11px;color:#9ca3af;border-top:1px solid #eee;padding-top:12px">Klarbetal AB (publ) &middot; Sveavägen 46 &middot; 111 34 Stockholm &middot; Under tillsyn av Finansinspektionen</p>
</div></body></html>
""")

m(lang="sv", kind="magic_link", otp=None,
  link="https://lnk.skogsbladet.example/ls/click?upn=3FhQ2-2BvX8kP1mW4zR7tY0cN5jD9aE6sL-2FgU3oB&sig=c81d5e",
  link_alt=["https://www.skogsbladet.example/nyhetsbrev/bekrafta?id=sb-882041&k=e3f9c0a27b514d7e"],
  frm="Skogsbladet <nyhetsbrev@skogsbladet.example>",
  to="karin.dahl@folk-mail.example",
  subject="Bekräfta din prenumeration på Skogsbladets nyhetsbrev",
  date=(2025, 5, 3, 10, 9, 58, 120),
  tcte="8bit", hcte="quoted-printable",
  text="""Hej!

Tack för att du vill få Skogsbladets nyhetsbrev om natur, friluftsliv
och skog varannan torsdag.

Bekräfta din e-postadress genom att öppna länken nedan:
https://www.skogsbladet.example/nyhetsbrev/bekrafta?id=sb-882041&k=e3f9c0a27b514d7e

Om du inte bekräftar inom 7 dagar tar vi bort adressen ur vår lista.
Har du inte anmält dig? Då behöver du inte göra något.

Skogsbladet - tidningen för skogsägare sedan 1952
Box 302, 831 24 Östersund
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e7efe6;font-family:Georgia,serif;color:#1f3321">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td><img src="https://bilder.skogsbladet.example/nyhetsbrev/header-gran.jpg" width="560" alt="Skogsbladet" style="display:block"></td></tr>
<tr><td style="padding:24px 32px;font-size:16px;line-height:1.55">
<p>Hej!</p>
<p>Tack för att du vill få Skogsbladets nyhetsbrev om natur, friluftsliv och skog varannan torsdag.</p>
<p>Ett sista steg: bekräfta din e-postadress.</p>
<p style="text-align:center"><a href="https://lnk.skogsbladet.example/ls/click?upn=3FhQ2-2BvX8kP1mW4zR7tY0cN5jD9aE6sL-2FgU3oB&amp;sig=c81d5e"
 style="background:#2f5d34;color:#fff;padding:12px 26px;text-decoration:none;font-family:Arial,sans-serif;font-size:15px">Ja, jag vill prenumerera</a></p>
<p style="font-size:13px;color:#5f7361">Om du inte bekräftar inom 7 dagar tar vi bort adressen ur vår lista. Har du inte anmält dig? Då behöver du inte göra något.</p>
</td></tr>
<tr><td style="padding:16px 32px;font-size:11px;color:#7c8f7e;background:#f3f7f2">Skogsbladet &ndash; tidningen för skogsägare sedan 1952 &middot; Box 302, 831 24 Östersund<br>
<a href="https://www.skogsbladet.example/om-oss" style="color:#7c8f7e">Om oss</a> &middot;
<a href="https://www.skogsbladet.example/personuppgifter" style="color:#7c8f7e">Så hanterar vi personuppgifter</a> &middot;
<a href="https://www.facebook.example/skogsbladet" style="color:#7c8f7e">Facebook</a></td></tr>
</table></td></tr></table>
</body></html>
""")

m(lang="sv", kind="reset_in_code_mail", otp="815342", link=None,
  frm="Norrlands universitet <studentportalen@nu.se.example>",
  to="emma.nilsson0117@student.nu.se.example",
  subject="Engångskod för inloggning i Studentportalen",
  date=(2025, 1, 13, 8, 1, 30, 60),
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Hej Emma,

Din engångskod för inloggning i Studentportalen är: 815342

Koden gäller i 5 minuter och kan bara användas en gång.

Var det inte du som försökte logga in? Byt lösenord direkt:
https://konto.nu.se.example/losenord/aterstall?ref=otp-mail

IT-servicedesk, Norrlands universitet
Tel. 090-786 50 00, vardagar 8-16.30
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;font-size:14px;color:#000">
<table width="520" cellpadding="0" cellspacing="0">
<tr><td style="background:#003865;color:#fff;padding:14px 20px;font-size:16px">Norrlands universitet &ndash; Studentportalen</td></tr>
<tr><td style="padding:20px">
<p>Hej Emma,</p>
<p>Din engångskod för inloggning i Studentportalen är:</p>
<p style="font-size:26px;font-weight:bold;font-family:Courier New,monospace">
<span style="border:1px solid #999;padding:4px 8px;margin-right:4px">8</span><span style="border:1px solid #999;padding:4px 8px;margin-right:4px">1</span><span style="border:1px solid #999;padding:4px 8px;margin-right:4px">5</span><span style="border:1px solid #999;padding:4px 8px;margin-right:4px">3</span><span style="border:1px solid #999;padding:4px 8px;margin-right:4px">4</span><span style="border:1px solid #999;padding:4px 8px">2</span>
</p>
<p>Koden gäller i 5 minuter och kan bara användas en gång.</p>
<p>Var det inte du som försökte logga in? <a href="https://konto.nu.se.example/losenord/aterstall?ref=otp-mail">Byt lösenord direkt</a>.</p>
<p style="color:#555;font-size:12px">IT-servicedesk, Norrlands universitet &middot; 090-786 50 00, vardagar 8&ndash;16.30</p>
</td></tr></table></body></html>
""")

m(lang="sv", kind="account_notice", otp=None, link=None,
  frm="Strömfilm <info@stromfilm.example>",
  to="niklas.berg84@tele2-mail.example",
  subject="Ditt lösenord har ändrats",
  date=(2025, 3, 8, 22, 16, 44, 60),
  tcte="quoted-printable", hcte="8bit",
  text="""Hej Niklas,

Lösenordet till ditt Strömfilm-konto (niklas.berg84@tele2-mail.example)
ändrades lördag 8 mars 2025 kl. 22:15 från en webbläsare i Malmö.

Om det var du behöver du inte göra något mer. Alla andra enheter har
loggats ut.

Om det inte var du, kontakta vår kundtjänst på 010-155 90 00 så
hjälper vi dig att låsa kontot.

Ditt abonnemang: Strömfilm Standard, 129 kr/mån, nästa dragning 21 mars.

Strömfilm Sverige AB, Drottninggatan 95, 113 60 Stockholm
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="background:#111;color:#e5e5e5;font-family:Arial,sans-serif">
<div style="max-width:520px;margin:0 auto;padding:28px;background:#1b1b1b">
<div style="color:#e50914;font-size:24px;font-weight:bold;margin-bottom:20px">STRÖMFILM</div>
<p>Hej Niklas,</p>
<p>Lösenordet till ditt Strömfilm-konto (niklas.berg84@tele2-mail.example) ändrades <b>lördag 8 mars 2025 kl. 22:15</b> från en webbläsare i Malmö.</p>
<p>Om det var du behöver du inte göra något mer. Alla andra enheter har loggats ut.</p>
<p>Om det inte var du, kontakta vår kundtjänst på 010-155 90 00 så hjälper vi dig att låsa kontot.</p>
<p style="font-size:12px;color:#999">Ditt abonnemang: Strömfilm Standard, 129 kr/mån, nästa dragning 21 mars.</p>
<p style="font-size:11px;color:#777;border-top:1px solid #333;padding-top:12px">Strömfilm Sverige AB, Drottninggatan 95, 113 60 Stockholm &middot;
<a href="https://hjalp.stromfilm.example" style="color:#777">Hjälpcenter</a> &middot;
<a href="https://www.stromfilm.example/villkor" style="color:#777">Användarvillkor</a></p>
</div></body></html>
""")

# ============================== Russian (ru) ==============================

m(lang="ru", kind="magic_link", otp=None,
  link="https://click.bazarchik.example/track/redirect?c=pwreset&u=UID-58830127&t=aHR0cHM6Ly9iYXphcmNoaWsuZXhhbXBsZS9yZXNldA&s=91f0c2",
  link_alt=["https://bazarchik.example/auth/reset-password?token=3f8a9c1d2e7b4056a1c9e8d7f6b5a4c3b2a19081&uid=58830127"],
  frm="Базарчик <noreply@bazarchik.example>",
  to="olga.smirnova@yandex-mail.example",
  subject="Восстановление пароля на Базарчике",
  date=(2025, 2, 6, 23, 12, 5, 180),
  tcte="8bit", hcte="quoted-printable",
  text="""Здравствуйте, Ольга!

Мы получили запрос на восстановление пароля для вашего аккаунта на
Базарчике. Чтобы задать новый пароль, перейдите по ссылке:

https://bazarchik.example/auth/reset-password?token=3f8a9c1d2e7b4056a1c9e8d7f6b5a4c3b2a19081&uid=58830127

Ссылка действует 1 час. Если вы не запрашивали восстановление, просто
проигнорируйте это письмо - ваш пароль останется прежним.

С уважением,
команда Базарчика

ООО «Базарчик», 125167, Москва, Ленинградский проспект, д. 39, стр. 79
Служба поддержки: 8 800 555-17-40 (звонок по России бесплатный)
""",
  html="""<!DOCTYPE html>
<html lang="ru"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#222">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px">
<tr><td style="padding:24px 32px;font-size:24px;font-weight:bold;color:#7b2cbf">Базарчик</td></tr>
<tr><td style="padding:0 32px 24px;font-size:16px;line-height:24px">
<p>Здравствуйте, Ольга!</p>
<p>Мы получили запрос на восстановление пароля для вашего аккаунта. Чтобы задать новый пароль, нажмите на кнопку:</p>
<p style="text-align:center;margin:28px 0"><a href="https://click.bazarchik.example/track/redirect?c=pwreset&amp;u=UID-58830127&amp;t=aHR0cHM6Ly9iYXphcmNoaWsuZXhhbXBsZS9yZXNldA&amp;s=91f0c2"
 style="background:#7b2cbf;color:#fff;padding:14px 36px;border-radius:8px;text-decoration:none;font-weight:bold">Задать новый пароль</a></p>
<p style="font-size:13px;color:#777">Ссылка действует 1 час. Если вы не запрашивали восстановление, просто проигнорируйте это письмо &mdash; ваш пароль останется прежним.</p>
<p>С уважением,<br>команда Базарчика</p>
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #eee;font-size:11px;color:#999">
<a href="https://click.bazarchik.example/track/redirect?c=vk&amp;u=UID-58830127"><img src="https://static.bazarchik.example/mail/vk.png" width="24" alt="ВКонтакте"></a>
<a href="https://click.bazarchik.example/track/redirect?c=tg&amp;u=UID-58830127"><img src="https://static.bazarchik.example/mail/tg.png" width="24" alt="Telegram"></a><br>
ООО &laquo;Базарчик&raquo;, 125167, Москва, Ленинградский проспект, д. 39, стр. 79<br>
Служба поддержки: 8 800 555-17-40 &middot; <a href="https://bazarchik.example/help" style="color:#999">Помощь</a> &middot;
<a href="https://bazarchik.example/legal/privacy" style="color:#999">Политика конфиденциальности</a></td></tr>
</table></td></tr></table>
<img src="https://click.bazarchik.example/track/open?m=58830127-pwreset" width="1" height="1" alt="">
</body></html>
""")

m(lang="ru", kind="username_digits", otp="492716", link=None, shown="492-716",
  frm="Стальной рубеж <support@stalnoy-rubezh.example>",
  to="ivan.petrov.1987@mail-box.example",
  subject="Подтверждение входа в игру",
  date=(2025, 1, 18, 2, 33, 47, 180),
  tcte="base64", hcte="quoted-printable",
  text="""Здравствуйте, ivan_petrov1987!

Кто-то пытается войти в ваш игровой аккаунт с нового устройства.

Сервер: RU-2 «Восток»
IP-адрес: 198.51.100.23 (Екатеринбург)
Время: 18.01.2025 02:33 (МСК)

Если это вы, введите в клиенте игры код подтверждения:

492-716

Код действует 15 минут.

Если это не вы - ничего не вводите и смените пароль в настройках
учетной записи. Сотрудники поддержки никогда не спрашивают код.

Удачных боёв!
Команда «Стального рубежа»
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="background:#1a1d14;font-family:Arial,sans-serif;color:#d8d2bf">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#24281c;border:1px solid #4a5236">
<tr><td style="padding:20px 28px;font-size:22px;font-weight:bold;color:#e0b84c;letter-spacing:1px">СТАЛЬНОЙ РУБЕЖ</td></tr>
<tr><td style="padding:0 28px 24px;font-size:15px;line-height:22px">
<p>Здравствуйте, <b>ivan_petrov1987</b>!</p>
<p>Кто-то пытается войти в ваш игровой аккаунт с нового устройства.</p>
<table cellpadding="3" style="font-size:13px;color:#a9a48f">
<tr><td>Сервер:</td><td>RU-2 &laquo;Восток&raquo;</td></tr>
<tr><td>IP-адрес:</td><td>198.51.100.23 (Екатеринбург)</td></tr>
<tr><td>Время:</td><td>18.01.2025 02:33 (МСК)</td></tr>
</table>
<p>Если это вы, введите в клиенте игры код подтверждения:</p>
<p style="font-size:34px;font-weight:bold;color:#e0b84c;text-align:center;letter-spacing:3px">492-716</p>
<p style="font-size:13px">Код действует 15 минут. Если это не вы &mdash; ничего не вводите и смените пароль в настройках учетной записи.
Сотрудники поддержки никогда не спрашивают код.</p>
<p>Удачных боёв!<br>Команда &laquo;Стального рубежа&raquo;</p>
</td></tr></table></body></html>
""")

m(lang="ru", kind="several_codes", otp="725190", link=None,
  frm="Облако Север <security@oblako-sever.example>",
  to="a.volkov@stroy-proekt.example",
  subject="Завершите включение двухфакторной аутентификации",
  date=(2025, 3, 12, 15, 40, 22, 180),
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Здравствуйте, Алексей!

Вы включаете двухфакторную аутентификацию в Облаке Север.

1) Чтобы завершить настройку, введите сейчас на странице настроек
   код подтверждения:

   725190

   Код действует 10 минут.

2) Сохраните резервные коды. Они понадобятся, только если вы потеряете
   доступ к телефону. Сейчас вводить их не нужно:

   3816 2940    7702 1158    9045 6631
   2287 4409    5190 8873    6634 0025

Каждый резервный код можно использовать один раз.

Служба безопасности Облака Север
АО «Облако Север», 197022, Санкт-Петербург, ул. Профессора Попова, д. 23
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Roboto,Arial,sans-serif;color:#263238;background:#eceff1">
<div style="max-width:560px;margin:24px auto;background:#fff;padding:28px 32px;border-radius:4px">
<div style="font-size:20px;color:#0277bd;font-weight:500;margin-bottom:18px">&#9729; Облако Север</div>
<p>Здравствуйте, Алексей!</p>
<p>Вы включаете двухфакторную аутентификацию.</p>
<h3 style="font-size:16px;margin-bottom:6px">Шаг 1. Подтвердите настройку</h3>
<p style="margin-top:0">Введите сейчас на странице настроек код подтверждения:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:5px;color:#0277bd">725190</p>
<p style="font-size:13px;color:#78909c">Код действует 10 минут.</p>
<h3 style="font-size:16px;margin-bottom:6px">Шаг 2. Сохраните резервные коды</h3>
<p style="margin-top:0">Они понадобятся, только если вы потеряете доступ к телефону. Сейчас вводить их не нужно.</p>
<table cellpadding="6" style="font-family:monospace;font-size:15px;background:#f5f7f8">
<tr><td>3816 2940</td><td>7702 1158</td><td>9045 6631</td></tr>
<tr><td>2287 4409</td><td>5190 8873</td><td>6634 0025</td></tr>
</table>
<p style="font-size:13px;color:#78909c">Каждый резервный код можно использовать один раз.</p>
<p style="font-size:11px;color:#90a4ae;border-top:1px solid #eceff1;padding-top:10px">АО &laquo;Облако Север&raquo;, 197022, Санкт-Петербург, ул. Профессора Попова, д. 23</p>
</div></body></html>
""")

m(lang="ru", kind="no_code_word", otp="7305", link=None,
  frm="Аптека Здоровье <bonus@apteka-zdorovie.example>",
  to="nina.kuznetsova58@rambler-mail.example",
  subject="Вход в личный кабинет программы «Здоровье+»",
  date=(2025, 4, 1, 9, 17, 3, 180),
  tcte="8bit",
  text="""Здравствуйте, Нина Павловна!

Для входа в личный кабинет программы лояльности «Здоровье+» введите
одноразовый пароль:

7305

Пароль действителен 5 минут.

На вашем бонусном счёте 1 284 балла (1 балл = 1 рубль).
Номер карты: 2775 0019 4406 12.

Если вы не пытались войти, просто удалите это письмо.

Сеть аптек «Здоровье»
Горячая линия: 8 800 200-03-03, ежедневно с 8:00 до 22:00
""")

m(lang="ru", kind="booking_ref", otp=None, link=None,
  frm="Гостиница «Волжская» <booking@hotel-volzhskaya.example>",
  to="d.sokolov@tatneft-mail.example",
  subject="Бронирование подтверждено: RZ4KQ7, 24-27 апреля",
  date=(2025, 4, 10, 12, 5, 33, 180),
  hcte="base64",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:'Times New Roman',serif;font-size:15px;color:#2b2118;background:#f7f2ea">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #d9c9ad">
<tr><td style="padding:20px;text-align:center;font-size:24px;color:#7a5c2e">Гостиница &laquo;Волжская&raquo; ****</td></tr>
<tr><td style="padding:0 28px 24px">
<p>Уважаемый Дмитрий Сергеевич!</p>
<p>Благодарим вас за выбор нашей гостиницы. Ваше бронирование подтверждено.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:14px">
<tr style="background:#f3ebdd"><td>Номер бронирования</td><td><b>RZ4KQ7</b></td></tr>
<tr><td>Заезд</td><td>четверг, 24 апреля 2025, с 14:00</td></tr>
<tr style="background:#f3ebdd"><td>Выезд</td><td>воскресенье, 27 апреля 2025, до 12:00</td></tr>
<tr><td>Категория номера</td><td>Стандарт с видом на Волгу, 1 двуспальная кровать</td></tr>
<tr style="background:#f3ebdd"><td>Гости</td><td>2 взрослых</td></tr>
<tr><td>Питание</td><td>завтрак &laquo;шведский стол&raquo;</td></tr>
<tr style="background:#f3ebdd"><td>Стоимость</td><td>21 600 ₽ (3 ночи &times; 7 200 ₽), оплата при заселении</td></tr>
</table>
<p>Бесплатная отмена до 22 апреля 2025, 23:59 (МСК). При более поздней отмене удерживается стоимость первой ночи.</p>
<p>Парковка для гостей бесплатная, въезд со стороны ул. Пушкина. Wi-Fi: сеть Volzhskaya_Guest, пароль volga2025.</p>
<p>Ждём вас!<br>Служба бронирования<br>+7 (843) 231-50-50</p>
</td></tr>
<tr><td style="padding:12px 28px;font-size:11px;color:#8a7a60;background:#faf6ef">ООО &laquo;Волжская&raquo;, 420111, г. Казань, ул. Баумана, д. 9 &middot; ИНН 1655048823</td></tr>
</table></body></html>
""")

m(lang="ru", kind="newsletter_numbers", otp=None, link=None,
  frm="Телеком Сибирь <schet@telecom-sibir.example>",
  to="semenov.family@sibmail.example",
  subject="Счёт за март 2025 по лицевому счёту 540012837715",
  date=(2025, 4, 3, 6, 0, 0, 420),
  tcte="quoted-printable",
  text="""Уважаемый абонент!

Сформирован счёт за услуги связи за март 2025 года.

Лицевой счёт:        540012837715
Номер счёта:         2025-03/0884129
Адрес подключения:   г. Новосибирск, ул. Кирова, д. 48, кв. 112

Домашний интернет «Быстрый 500»         650,00 руб.
Интерактивное ТВ «Базовый» (186 каналов) 299,00 руб.
Аренда роутера                            90,00 руб.
Мобильная связь, номер +7 913 ***-**-27  450,00 руб.
Скидка за пакет                         -150,00 руб.
------------------------------------------------------
Итого к оплате:                        1 339,00 руб.
Баланс на 01.04.2025:                   -339,00 руб.

Оплатить счёт нужно до 20 апреля 2025 года. Способы оплаты: в
мобильном приложении, банковской картой на сайте, через СБП по
QR-коду в счёте или в отделениях банков-партнёров.

Справочная служба: 8 800 100-25-25, короткий номер 0611.

С уважением,
ПАО «Телеком Сибирь»
630099, Новосибирск, ул. Ленина, д. 5
""")

m(lang="ru", kind="decoy_codes", otp=None, link=None,
  frm="Кинопоток <news@kinopotok.example>",
  to="artem.morozov@inbox-mail.example",
  subject="Осторожно, мошенники! И подарок: 30 дней подписки за 1 ₽",
  date=(2025, 3, 25, 11, 0, 0, 180),
  tcte="8bit", hcte="quoted-printable",
  headers={"List-Unsubscribe": "<https://kinopotok.example/unsubscribe?e=ZmM3NjQx&c=mar25>"},
  text="""Артём, привет!

В последнее время участились звонки от мошенников, которые
представляются сотрудниками Кинопотока. Запомните простые правила:

- Мы никогда не звоним и не пишем с просьбой продиктовать код из SMS
  или письма. Если вас просят назвать код, например 123456, - это
  мошенник. Положите трубку.
- Мы не просим перевести деньги на «безопасный счёт».
- Официальная поддержка отвечает только в приложении и по номеру
  8 800 707-44-44.

А теперь о приятном: до 31 марта оформите подписку «Кинопоток
Премиум» за 1 ₽ на первые 30 дней. Введите промокод KINO1RUB на
странице оплаты. Дальше - 399 ₽ в месяц, отменить можно в любой
момент.

Новинки недели: «Северный ветер» (2025), 2-й сезон «Участка №17»,
«Дом у озера».

Команда Кинопотока

Отписаться от рассылки: https://kinopotok.example/unsubscribe?e=ZmM3NjQx&c=mar25
ООО «Кинопоток», 123112, Москва, Пресненская наб., д. 10
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#0d0d12;font-family:Arial,sans-serif;color:#eaeaf0">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#17171f">
<tr><td style="padding:22px 28px;font-size:26px;font-weight:bold;color:#ff6a00">КИНОПОТОК</td></tr>
<tr><td style="padding:0 28px 20px;font-size:15px;line-height:23px">
<p>Артём, привет!</p>
<div style="border:1px solid #ff3b30;border-radius:8px;padding:14px 18px;background:#2a1414">
<b style="color:#ff6b60">Осторожно, мошенники!</b>
<ul style="padding-left:18px;margin:8px 0">
<li>Мы никогда не звоним и не пишем с просьбой продиктовать код из SMS или письма. Если вас просят назвать код, например <b>123456</b>, &mdash; это мошенник. Положите трубку.</li>
<li>Мы не просим перевести деньги на &laquo;безопасный счёт&raquo;.</li>
<li>Официальная поддержка отвечает только в приложении и по номеру 8 800 707-44-44.</li>
</ul></div>
<p style="margin-top:22px">А теперь о приятном: до 31 марта оформите подписку <b>&laquo;Кинопоток Премиум&raquo;</b> за 1 ₽ на первые 30 дней.</p>
<p style="text-align:center;font-size:13px;color:#a0a0b0">Промокод на странице оплаты:<br>
<span style="display:inline-block;margin-top:6px;font-size:24px;font-weight:bold;color:#ff6a00;border:2px dashed #ff6a00;padding:6px 16px">KINO1RUB</span></p>
<p style="text-align:center"><a href="https://kinopotok.example/premium?promo=KINO1RUB&amp;utm_campaign=mar25" style="background:#ff6a00;color:#fff;padding:12px 28px;border-radius:24px;text-decoration:none">Подключить за 1 ₽</a></p>
<p style="font-size:13px;color:#a0a0b0">Дальше &mdash; 399 ₽ в месяц, отменить можно в любой момент.</p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#6f6f80;border-top:1px solid #2a2a36">
<a href="https://kinopotok.example/unsubscribe?e=ZmM3NjQx&amp;c=mar25" style="color:#6f6f80">Отписаться от рассылки</a> &middot;
<a href="https://kinopotok.example/mail/web?c=mar25" style="color:#6f6f80">Открыть в браузере</a><br>
ООО &laquo;Кинопоток&raquo;, 123112, Москва, Пресненская наб., д. 10</td></tr>
</table></body></html>
""")

m(lang="ru", kind="phone_and_dates", otp="60311", link=None,
  frm="Северный банк <no-reply@sevbank.example>",
  to="e.fedorova@mail-sever.example",
  subject="Подтверждение покупки в интернете",
  date=(2025, 2, 21, 18, 44, 9, 180),
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Елена Викторовна, здравствуйте!

Вы совершаете покупку в интернет-магазине:

Магазин:   ELEKTROMIR.EXAMPLE
Сумма:     12 450,00 ₽
Карта:     Мир **** 4417
Дата:      21.02.2025 18:43 (МСК)

Код подтверждения: 60311

Никому не сообщайте этот код, даже сотрудникам банка. Если вы не
совершали эту операцию, позвоните нам: 8 800 250-44-77 или
+7 (495) 981-23-00 для звонков из-за рубежа.

ПАО «Северный банк», генеральная лицензия Банка России № 3417
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;font-size:14px;color:#1b2a3a">
<div style="max-width:520px;margin:0 auto;border:1px solid #cdd6e0">
<div style="background:#0f4c81;color:#fff;padding:14px 20px;font-size:17px">Северный банк</div>
<div style="padding:20px">
<p>Елена Викторовна, здравствуйте!</p>
<p>Вы совершаете покупку в интернет-магазине:</p>
<table cellpadding="4" style="font-size:14px">
<tr><td style="color:#667">Магазин</td><td>ELEKTROMIR.EXAMPLE</td></tr>
<tr><td style="color:#667">Сумма</td><td><b>12 450,00 ₽</b></td></tr>
<tr><td style="color:#667">Карта</td><td>Мир **** 4417</td></tr>
<tr><td style="color:#667">Дата</td><td>21.02.2025 18:43 (МСК)</td></tr>
</table>
<p>Код подтверждения: <b style="font-size:22px;letter-spacing:2px">60311</b></p>
<p style="font-size:12px;color:#667">Никому не сообщайте этот код, даже сотрудникам банка. Если вы не совершали эту операцию, позвоните нам:
8 800 250-44-77 или +7 (495) 981-23-00 для звонков из-за рубежа.</p>
</div>
<div style="padding:10px 20px;font-size:11px;color:#8895a7;background:#f4f6f9">ПАО &laquo;Северный банк&raquo;, генеральная лицензия Банка России &numero; 3417</div>
</div></body></html>
""")

m(lang="ru", kind="subject_only", otp="284093", link=None,
  frm="Дружба <notify@druzhba-social.example>",
  to="polina.orlova2003@bk-mail.example",
  subject="284093 — код подтверждения для Дружбы",
  date=(2025, 5, 11, 13, 6, 58, 180),
  hcte="quoted-printable",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:-apple-system,Arial,sans-serif;font-size:15px;color:#222;background:#edeef0">
<div style="max-width:480px;margin:20px auto;background:#fff;border-radius:10px;padding:24px">
<div style="color:#2787f5;font-weight:bold;font-size:20px;margin-bottom:14px">Дружба</div>
<p>Полина, здравствуйте!</p>
<p>Чтобы подтвердить адрес электронной почты, введите код из темы этого письма в приложении или на сайте.</p>
<p style="color:#818c99;font-size:13px">Если вы не указывали этот адрес в Дружбе, просто проигнорируйте письмо.</p>
<p style="color:#aeb7c2;font-size:11px;margin-top:22px">Это письмо отправлено автоматически, отвечать на него не нужно.<br>
<a href="https://druzhba-social.example/settings?act=notify" style="color:#aeb7c2">Настройки уведомлений</a></p>
</div></body></html>
""")

m(lang="ru", kind="lowercase_alnum", otp="f3k9a2xq",
  link="https://polus-exchange.example/withdraw/confirm?wid=WD-20250307-88412&code=f3k9a2xq&sig=0c7e5b9d2a41f8e3c6b0a9d7e2f1c4b8",
  frm="Полюс Биржа <security@polus-exchange.example>",
  to="max.lebedev.crypto@proton-mail.example",
  subject="Подтвердите вывод 0,0521 BTC",
  date=(2025, 3, 7, 1, 25, 40, 180),
  tcte="quoted-printable", hcte="base64",
  text="""Здравствуйте!

Вы запросили вывод средств с аккаунта Полюс Биржи.

Монета:      BTC
Сумма:       0,0521 BTC (комиссия сети 0,0002 BTC)
Адрес:       bc1qf8r0x6d5yz3t9k2wq7m4n8h0c5v2l9s3e6j1pa
Сеть:        Bitcoin
Время:       07.03.2025 01:25 (UTC+3)

Код подтверждения: f3k9a2xq

Введите его на странице вывода или подтвердите вывод по ссылке:
https://polus-exchange.example/withdraw/confirm?wid=WD-20250307-88412&code=f3k9a2xq&sig=0c7e5b9d2a41f8e3c6b0a9d7e2f1c4b8

Код и ссылка действительны 30 минут.

Если вы не запрашивали вывод, немедленно заблокируйте аккаунт:
https://polus-exchange.example/account/freeze?req=WD-20250307-88412

Полюс Биржа
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="background:#0b0e11;font-family:Arial,sans-serif;color:#eaecef">
<div style="max-width:560px;margin:0 auto;padding:30px;background:#161a1e">
<div style="color:#f0b90b;font-size:22px;font-weight:bold">ПОЛЮС</div>
<h2 style="font-size:19px">Подтвердите вывод средств</h2>
<table cellpadding="5" style="font-size:14px;color:#b7bdc6">
<tr><td>Монета</td><td style="color:#eaecef">BTC</td></tr>
<tr><td>Сумма</td><td style="color:#eaecef">0,0521 BTC (комиссия сети 0,0002 BTC)</td></tr>
<tr><td>Адрес</td><td style="color:#eaecef;font-family:monospace;font-size:12px">bc1qf8r0x6d5yz3t9k2wq7m4n8h0c5v2l9s3e6j1pa</td></tr>
<tr><td>Сеть</td><td style="color:#eaecef">Bitcoin</td></tr>
<tr><td>Время</td><td style="color:#eaecef">07.03.2025 01:25 (UTC+3)</td></tr>
</table>
<p>Код подтверждения:</p>
<p style="font-family:monospace;font-size:28px;color:#f0b90b;letter-spacing:3px">f3k9a2xq</p>
<p>Введите его на странице вывода или нажмите кнопку:</p>
<p><a href="https://polus-exchange.example/withdraw/confirm?wid=WD-20250307-88412&amp;code=f3k9a2xq&amp;sig=0c7e5b9d2a41f8e3c6b0a9d7e2f1c4b8"
 style="background:#f0b90b;color:#0b0e11;padding:12px 26px;text-decoration:none;font-weight:bold;border-radius:4px">Подтвердить вывод</a></p>
<p style="font-size:12px;color:#848e9c">Код и ссылка действительны 30 минут.</p>
<p style="font-size:12px;color:#848e9c">Если вы не запрашивали вывод, <a href="https://polus-exchange.example/account/freeze?req=WD-20250307-88412" style="color:#f6465d">немедленно заблокируйте аккаунт</a>.</p>
<p style="font-size:11px;color:#5e6673">Полюс Биржа &middot; <a href="https://polus-exchange.example/support" style="color:#5e6673">Поддержка</a> &middot;
<a href="https://t.example/polus_exchange" style="color:#5e6673">Telegram</a></p>
</div></body></html>
""")

m(lang="ru", kind="magic_link", otp=None,
  link="https://id.pochta-sokol.example/approve?req=ap_7Hq2xN9vLm4KcT0r&answer=yes&h=5b1e7f30a9c2",
  frm="Почта Сокол <id@pochta-sokol.example>",
  to="g.romanov@pochta-sokol.example",
  subject="Это вы входите в аккаунт?",
  date=(2025, 4, 19, 20, 48, 12, 180),
  tcte="8bit", hcte="quoted-printable",
  text="""Григорий, кто-то пытается войти в ваш аккаунт Почты Сокол.

Устройство: Chrome, Windows 11
Место: Тверь, Россия (примерно)
Время: 19 апреля 2025, 20:47

Если это вы, откройте письмо в браузере с поддержкой HTML и нажмите
«Да, это я», или подтвердите вход в приложении Почты Сокол.

Если это не вы, нажмите «Нет, это не я» в HTML-версии письма - мы
заблокируем попытку входа и предложим сменить пароль.

Служба безопасности Почты Сокол
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;color:#1f1f1f;background:#f6f7f9">
<table width="500" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;margin-top:24px">
<tr><td style="padding:24px 28px 8px;font-size:18px;font-weight:bold;color:#005bff">Почта Сокол</td></tr>
<tr><td style="padding:8px 28px 24px;font-size:15px;line-height:22px">
<p>Григорий, кто-то пытается войти в ваш аккаунт.</p>
<table cellpadding="3" style="font-size:14px;color:#555">
<tr><td>Устройство:</td><td>Chrome, Windows 11</td></tr>
<tr><td>Место:</td><td>Тверь, Россия (примерно)</td></tr>
<tr><td>Время:</td><td>19 апреля 2025, 20:47</td></tr>
</table>
<p style="margin-top:20px">Это вы?</p>
<table cellpadding="0" cellspacing="0"><tr>
<td style="padding-right:10px"><a href="https://id.pochta-sokol.example/approve?req=ap_7Hq2xN9vLm4KcT0r&amp;answer=yes&amp;h=5b1e7f30a9c2" style="background:#005bff;color:#fff;padding:11px 22px;border-radius:8px;text-decoration:none;display:inline-block">Да, это я</a></td>
<td><a href="https://id.pochta-sokol.example/approve?req=ap_7Hq2xN9vLm4KcT0r&amp;answer=no&amp;h=5b1e7f30a9c2" style="background:#eef0f4;color:#1f1f1f;padding:11px 22px;border-radius:8px;text-decoration:none;display:inline-block">Нет, это не я</a></td>
</tr></table>
<p style="font-size:13px;color:#777">Ссылки действуют 10 минут.</p>
</td></tr>
<tr><td style="padding:12px 28px;font-size:11px;color:#999;border-top:1px solid #eee">
<a href="https://help.pochta-sokol.example/security" style="color:#999">Как защитить аккаунт</a> &middot;
<a href="https://id.pochta-sokol.example/security/sessions" style="color:#999">Активные сеансы</a></td></tr>
</table></body></html>
""")

# ============================== Turkish (tr) ==============================

m(lang="tr", kind="magic_link", otp=None,
  link="https://hesap.carsim.example/dogrula/eposta?t=cE9rT3hBcnN1bTIwMjVfNzcxMjA0OTk2&kaynak=kayit",
  frm="Çarşım <bilgi@carsim.example>",
  to="elif.yildiz@turk-posta.example",
  subject="E-posta adresini doğrula",
  date=(2025, 1, 25, 14, 33, 19, 180),
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Merhaba Elif,

Çarşım'a hoş geldin! Hesabını kullanmaya başlamadan önce e-posta
adresini doğrulaman gerekiyor. Aşağıdaki bağlantıya tıkla:

https://hesap.carsim.example/dogrula/eposta?t=cE9rT3hBcnN1bTIwMjVfNzcxMjA0OTk2&kaynak=kayit

Bu bağlantı 24 saat geçerlidir.

İlk siparişine özel 100 TL indirim hesabına tanımlandı (500 TL ve
üzeri alışverişlerde, 28.02.2025'e kadar).

Sevgiler,
Çarşım Ekibi

Çarşım Elektronik Ticaret A.Ş., Büyükdere Cad. No: 185, 34394 Şişli/İstanbul
Müşteri Hizmetleri: 0850 333 27 27
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff5ee;font-family:Arial,sans-serif;color:#333">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 10px">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;overflow:hidden">
<tr><td style="background:#f27a1a;padding:18px 26px;color:#fff;font-size:26px;font-weight:bold">çarşım</td></tr>
<tr><td style="padding:26px;font-size:15px;line-height:22px">
<p>Merhaba Elif,</p>
<p>Çarşım'a hoş geldin! Hesabını kullanmaya başlamadan önce e-posta adresini doğrulaman gerekiyor.</p>
<p style="text-align:center;margin:26px 0"><a href="https://hesap.carsim.example/dogrula/eposta?t=cE9rT3hBcnN1bTIwMjVfNzcxMjA0OTk2&amp;kaynak=kayit"
 style="background:#f27a1a;color:#fff;padding:13px 32px;border-radius:6px;text-decoration:none;font-weight:bold">E-postamı doğrula</a></p>
<p style="font-size:13px;color:#888">Bu bağlantı 24 saat geçerlidir.</p>
<div style="background:#fff5ee;border-radius:6px;padding:12px 16px;font-size:14px">&#127873; İlk siparişine özel <b>100 TL indirim</b> hesabına tanımlandı (500 TL ve üzeri alışverişlerde, 28.02.2025'e kadar).</div>
<p style="margin-top:20px"><a href="https://www.carsim.example/kampanyalar?utm_source=eposta&amp;utm_medium=dogrulama" style="color:#f27a1a">Kampanyaları keşfet &rarr;</a></p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#999;background:#fafafa">
Çarşım Elektronik Ticaret A.Ş., Büyükdere Cad. No: 185, 34394 Şişli/İstanbul &middot; 0850 333 27 27<br>
<a href="https://www.carsim.example/kvkk" style="color:#999">KVKK Aydınlatma Metni</a> &middot;
<a href="https://www.carsim.example/yardim" style="color:#999">Yardım</a></td></tr>
</table></td></tr></table></body></html>
""")

m(lang="tr", kind="username_digits", otp=None,
  link="https://tribunforum.example/uye/aktivasyon/448217/7e1c09b4f2a84d6c93b5e0f1a2d3c4b5",
  frm="Tribün Forum <uyelik@tribunforum.example>",
  to="mehmet.aksoy1903@posta-kutusu.example",
  subject="Tribün Forum üyeliğini etkinleştir",
  date=(2025, 2, 11, 22, 5, 31, 180),
  tcte="8bit", hcte="8bit",
  text="""Merhaba mehmet1903,

Tribün Forum'a kayıt olduğun için teşekkürler! Üyeliğin henüz aktif
değil. Etkinleştirmek için şu adresi ziyaret et:

https://tribunforum.example/uye/aktivasyon/448217/7e1c09b4f2a84d6c93b5e0f1a2d3c4b5

Kullanıcı adın: mehmet1903
Üye numaran: 448217

Forum kurallarını okumayı unutma:
https://tribunforum.example/kurallar

İyi forumlar,
Tribün Forum Yönetimi
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Verdana,sans-serif;font-size:13px;background:#e9ecef;color:#212529">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #ced4da">
<tr><td style="background:#b71c1c;color:#ffeb3b;padding:12px 18px;font-size:18px;font-weight:bold">TRİBÜN FORUM</td></tr>
<tr><td style="padding:18px">
<p>Merhaba <b>mehmet1903</b>,</p>
<p>Tribün Forum'a kayıt olduğun için teşekkürler! Üyeliğin henüz aktif değil.</p>
<p><a href="https://tribunforum.example/uye/aktivasyon/448217/7e1c09b4f2a84d6c93b5e0f1a2d3c4b5" style="background:#b71c1c;color:#fff;padding:8px 16px;text-decoration:none">Üyeliğimi etkinleştir</a></p>
<p>Kullanıcı adın: mehmet1903<br>Üye numaran: 448217</p>
<p>Forum kurallarını okumayı unutma: <a href="https://tribunforum.example/kurallar">tribunforum.example/kurallar</a></p>
<p>İyi forumlar,<br>Tribün Forum Yönetimi</p>
</td></tr>
<tr><td style="padding:10px 18px;font-size:10px;color:#6c757d;border-top:1px solid #dee2e6">
<a href="https://tribunforum.example/profil/bildirimler" style="color:#6c757d">E-posta bildirim ayarları</a> &middot;
<a href="https://tribunforum.example/iletisim" style="color:#6c757d">İletişim</a></td></tr>
</table></body></html>
""")

m(lang="tr", kind="prefix_code", otp="58204", link=None,
  frm="Yolcu <destek@yolcu-app.example>",
  to="burak.celik@gmail-tr.example",
  subject="Yolcu doğrulama kodun: Y-58204",
  date=(2025, 3, 15, 23, 52, 7, 180),
  hcte="quoted-printable",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Helvetica,Arial,sans-serif;background:#111;color:#fff">
<div style="max-width:420px;margin:30px auto;background:#1e1e1e;border-radius:16px;padding:28px">
<div style="font-size:22px;font-weight:bold;color:#00d084">yolcu</div>
<p style="font-size:16px">Doğrulama kodun:</p>
<p style="font-size:36px;font-weight:bold;letter-spacing:3px;margin:4px 0 12px">Y-58204</p>
<p style="font-size:14px;color:#bbb">Uygulamada yalnızca rakamları gir. Kod 3 dakika geçerlidir.</p>
<p style="font-size:12px;color:#888">Bu kodu kimseyle paylaşma. Yolcu çalışanları senden asla kod istemez.</p>
<p style="font-size:11px;color:#666;margin-top:24px">Yolcu Teknoloji A.Ş. &middot; Maslak Mah. Eski Büyükdere Cad. No: 9, 34485 Sarıyer/İstanbul</p>
</div></body></html>
""")

m(lang="tr", kind="new_and_old_code", otp="441902", link=None,
  frm="Boğaziçi Bank <bilgilendirme@bogazicibank.example>",
  to="ayse.demir@kurumsal-posta.example",
  subject="Yeni tek kullanımlık şifreniz",
  date=(2025, 4, 24, 10, 11, 56, 180),
  tcte="8bit", hcte="quoted-printable",
  text="""Sayın Ayşe Demir,

Talebiniz üzerine İnternet Şubesi girişi için yeni bir doğrulama kodu
oluşturduk.

Yeni doğrulama kodunuz: 441902

Daha önce gönderdiğimiz 118364 kodu artık geçersizdir.

Kod 180 saniye geçerlidir. Boğaziçi Bank hiçbir şekilde sizden
telefon, SMS veya e-posta ile şifre ya da doğrulama kodu istemez.

Saygılarımızla,
Boğaziçi Bank A.Ş.

Müşteri İletişim Merkezi: 0850 222 44 00
Mersis No: 0177-0033-4410-0015
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;font-size:14px;color:#0b2545">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #d6dde6">
<tr><td style="background:#0b2545;color:#fff;padding:16px 22px;font-size:18px">Boğaziçi Bank</td></tr>
<tr><td style="padding:22px">
<p>Sayın Ayşe Demir,</p>
<p>Talebiniz üzerine İnternet Şubesi girişi için yeni bir doğrulama kodu oluşturduk.</p>
<p style="font-size:13px;color:#5b6b80;margin-bottom:2px">Yeni doğrulama kodunuz</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:4px;margin-top:0">441902</p>
<p style="font-size:13px;color:#8a1c1c">Daha önce gönderdiğimiz 118364 kodu artık geçersizdir.</p>
<p style="font-size:13px">Kod 180 saniye geçerlidir. Boğaziçi Bank hiçbir şekilde sizden telefon, SMS veya e-posta ile şifre ya da doğrulama kodu istemez.</p>
<p>Saygılarımızla,<br>Boğaziçi Bank A.Ş.</p>
</td></tr>
<tr><td style="padding:12px 22px;font-size:11px;color:#7d8ba0;background:#f3f6f9">Müşteri İletişim Merkezi: 0850 222 44 00 &middot; Mersis No: 0177-0033-4410-0015</td></tr>
</table></body></html>
""")

m(lang="tr", kind="newsletter_numbers", otp=None, link=None,
  frm="Kitapsepeti <siparis@kitapsepeti.example>",
  to="zeynep.kaya@ev-posta.example",
  subject="Siparişin kargoya verildi - #KS20250318-66120",
  date=(2025, 3, 18, 16, 47, 2, 180),
  tcte="quoted-printable", hcte="base64",
  text="""Merhaba Zeynep,

#KS20250318-66120 numaralı siparişin kargoya verildi.

Kargo firması: Yurtiçi Taşıma
Takip numarası: 71829304551
Tahmini teslimat: 20-21 Mart 2025

Ürünler
  Kürk Mantolu Madonna - Sabahattin Ali        1 adet    62,00 TL
  Tutunamayanlar - Oğuz Atay                   1 adet   245,50 TL
  Kalem seti (12'li)                           2 adet    79,80 TL
  Kargo                                                  0,00 TL
  -------------------------------------------------------------
  Toplam (KDV dahil)                                   387,30 TL

Teslimat adresi: Atatürk Mah. Menekşe Sok. No: 7 D: 3,
34758 Ataşehir/İstanbul

Kitapsepeti.example
Müşteri hizmetleri: 0212 444 58 58
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;background:#f7f4ef;color:#3e2f1c">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:20px 24px;font-size:22px;font-weight:bold;color:#a0522d">Kitapsepeti</td></tr>
<tr><td style="padding:0 24px 20px;font-size:15px">
<p>Merhaba Zeynep,</p>
<p><b>#KS20250318-66120</b> numaralı siparişin kargoya verildi.</p>
<table cellpadding="4" style="font-size:14px">
<tr><td style="color:#8b7355">Kargo firması</td><td>Yurtiçi Taşıma</td></tr>
<tr><td style="color:#8b7355">Takip numarası</td><td>71829304551</td></tr>
<tr><td style="color:#8b7355">Tahmini teslimat</td><td>20&ndash;21 Mart 2025</td></tr>
</table>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;margin-top:14px;border-top:1px solid #eadfce">
<tr><td>Kürk Mantolu Madonna &ndash; Sabahattin Ali</td><td>1</td><td align="right">62,00 TL</td></tr>
<tr><td>Tutunamayanlar &ndash; Oğuz Atay</td><td>1</td><td align="right">245,50 TL</td></tr>
<tr><td>Kalem seti (12'li)</td><td>2</td><td align="right">79,80 TL</td></tr>
<tr><td>Kargo</td><td></td><td align="right">0,00 TL</td></tr>
<tr><td colspan="2"><b>Toplam (KDV dahil)</b></td><td align="right"><b>387,30 TL</b></td></tr>
</table>
<p style="font-size:13px;color:#8b7355">Teslimat adresi: Atatürk Mah. Menekşe Sok. No: 7 D: 3, 34758 Ataşehir/İstanbul</p>
<p><a href="https://www.kitapsepeti.example/hesabim/siparisler/KS20250318-66120" style="background:#a0522d;color:#fff;padding:10px 20px;text-decoration:none;border-radius:4px">Kargomu takip et</a></p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#a39580;background:#faf8f4">Müşteri hizmetleri: 0212 444 58 58 &middot;
<a href="https://www.kitapsepeti.example/iptal-iade" style="color:#a39580">İptal ve iade</a></td></tr>
</table></body></html>
""")

m(lang="tr", kind="booking_ref", otp=None, link=None,
  frm="Anadolu Yıldızı Turizm <bilet@anadoluyildizi.example>",
  to="hasan.ozdemir@posta-tr.example",
  subject="Otobüs biletiniz: Ankara - İzmir, 04.04.2025 (PNR K4TR9Z)",
  date=(2025, 3, 29, 11, 23, 45, 180),
  tcte="8bit",
  text="""Sayın Hasan Özdemir,

Biletiniz başarıyla oluşturuldu. İyi yolculuklar dileriz!

PNR / Rezervasyon kodu: K4TR9Z
Bilet numarası:          AY-7734-0291584
Sefer:                   Ankara AŞTİ -> İzmir Otogar
Kalkış:                  04.04.2025 Cuma, 23:30
Tahmini varış:           05.04.2025 Cumartesi, 07:45
Koltuk:                  17 (tekli, cam kenarı)
Peron:                   Kalkıştan 30 dakika önce ekranlardan duyurulur
Ücret:                   850,00 TL (KDV dahil)

Biletinizi kalkıştan 12 saat öncesine kadar ücretsiz iptal
edebilir veya açığa alabilirsiniz. Yolculuk sırasında kimlik
belgenizi yanınızda bulundurmanız gerekmektedir.

Çağrı merkezi: 444 06 35

Anadolu Yıldızı Turizm Taşımacılık Ltd. Şti.
Ankara Şehirlerarası Terminal İşletmesi, Yazıhane No: 58, Söğütözü/Ankara
""")

m(lang="tr", kind="delivery_code", otp="305918", link=None, shown="305 918",
  frm="Hızlı Kargo <bildirim@hizlikargo.example>",
  to="seda.arslan@mail-tr.example",
  subject="Gönderiniz bugün dağıtımda - teslimat kodunuz içeride",
  date=(2025, 5, 8, 8, 14, 26, 180),
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Sayın Seda Arslan,

Kozmetikdunyasi.example tarafından gönderilen 1 parça gönderiniz
bugün dağıtıma çıktı.

Takip no: 1023 4481 9920
Tahmini teslimat: 08.05.2025, 13:00-17:00
Kurye: Murat K. (0532 *** 41 07)

Güvenli teslimat için teslim alırken kuryeye aşağıdaki 6 haneli
teslimat kodunu söyleyin:

Teslimat kodu: 305 918

Kodu yalnızca gönderiyi teslim alırken kuryeyle paylaşın.

Hızlı Kargo
Müşteri hizmetleri: 444 0 489
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;background:#eef4ff;color:#14213d">
<table width="540" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px">
<tr><td style="padding:18px 24px;font-size:20px;font-weight:bold;color:#1d4ed8">HIZLI KARGO</td></tr>
<tr><td style="padding:0 24px 22px;font-size:15px">
<p>Sayın Seda Arslan,</p>
<p>Kozmetikdunyasi.example tarafından gönderilen 1 parça gönderiniz bugün dağıtıma çıktı.</p>
<p style="font-size:13px;color:#555">Takip no: 1023 4481 9920<br>Tahmini teslimat: 08.05.2025, 13:00&ndash;17:00<br>Kurye: Murat K. (0532 *** 41 07)</p>
<div style="background:#1d4ed8;color:#fff;border-radius:8px;padding:16px;text-align:center">
<div style="font-size:13px">Teslim alırken kuryeye söyleyin</div>
<div style="font-size:32px;font-weight:bold;letter-spacing:5px">305 918</div>
<div style="font-size:12px">Teslimat kodu</div>
</div>
<p style="font-size:13px;color:#555">Kodu yalnızca gönderiyi teslim alırken kuryeyle paylaşın.</p>
<p><a href="https://www.hizlikargo.example/takip?no=102344819920">Gönderimi takip et</a> &middot; <a href="https://www.hizlikargo.example/teslimat-degistir?no=102344819920">Teslimat adresini değiştir</a></p>
</td></tr>
<tr><td style="padding:10px 24px;font-size:11px;color:#888;background:#f8fafc">Hızlı Kargo Lojistik A.Ş. &middot; 444 0 489</td></tr>
</table></body></html>
""")

m(lang="tr", kind="reset_in_code_mail", otp="A7K9Q2", link=None,
  frm="Paylaş <guvenlik@paylas-app.example>",
  to="can.yilmaz.95@posta-kutusu.example",
  subject="Paylaş giriş kodun",
  date=(2025, 2, 27, 0, 38, 14, 180),
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Selam Can,

Paylaş hesabına girmek için bu kodu kullan:

A7K9Q2

Kod 10 dakika geçerli.

Bu giriş denemesini sen yapmadıysan şifreni hemen sıfırla:
https://paylas-app.example/hesap/sifre-sifirla?src=login_code_mail&u=can.yilmaz.95

Paylaş Ekibi
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Helvetica,Arial,sans-serif;background:#fafafa;color:#262626">
<div style="max-width:460px;margin:24px auto;background:#fff;border:1px solid #dbdbdb;padding:26px">
<div style="font-size:26px;font-family:Georgia,serif;font-style:italic;margin-bottom:14px">Paylaş</div>
<p>Selam Can,</p>
<p>Paylaş hesabına girmek için bu kodu kullan:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:4px;text-align:center">A7K9Q2</p>
<p style="font-size:13px;color:#8e8e8e">Kod 10 dakika geçerli.</p>
<p style="font-size:13px;color:#8e8e8e">Bu giriş denemesini sen yapmadıysan <a href="https://paylas-app.example/hesap/sifre-sifirla?src=login_code_mail&amp;u=can.yilmaz.95" style="color:#0095f6">şifreni hemen sıfırla</a>.</p>
<p style="font-size:11px;color:#c7c7c7;margin-top:22px">Paylaş Sosyal Medya A.Ş. &middot; Levent, İstanbul<br>
Bu e-posta can.yilmaz.95 kullanıcısına gönderildi. <a href="https://paylas-app.example/ayarlar/e-posta" style="color:#c7c7c7">E-posta ayarları</a></p>
</div></body></html>
""")

m(lang="tr", kind="alt_text_only", otp="840271", link=None, shown="8 4 0 2 7 1",
  frm="Şifa Hastanesi <randevu@sifahastanesi.example>",
  to="fatma.kilic64@eposta-tr.example",
  subject="Hasta portalı hesabınızı doğrulayın",
  date=(2025, 1, 6, 10, 2, 3, 180),
  tcte="8bit", hcte="quoted-printable",
  image={"cid": "dogrulama-gorsel-01@sifahastanesi.example", "name": "dogrulama.png", "size": (260, 70)},
  text="""Sayın Fatma Kılıç,

Şifa Hastanesi Hasta Portalı'na kaydınızı tamamlamak için
doğrulama kodunuz bu e-postadaki görselde yer almaktadır. E-posta
programınızda görselleri gösterin veya e-postayı HTML olarak açın.

Randevu ve tahlil sonuçlarınıza portal üzerinden ulaşabilirsiniz.

Çağrı merkezi: 0312 555 10 10

Şifa Hastanesi
Kızılay Mah. Gazi Mustafa Kemal Blv. No: 44, 06420 Çankaya/Ankara
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Tahoma,Arial,sans-serif;color:#0f3d3e;background:#f1f8f8">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:16px 22px;background:#0f766e;color:#fff;font-size:19px">Şifa Hastanesi &middot; Hasta Portalı</td></tr>
<tr><td style="padding:22px;font-size:15px;line-height:22px">
<p>Sayın Fatma Kılıç,</p>
<p>Hasta Portalı kaydınızı tamamlamak için aşağıdaki doğrulama kodunu kayıt ekranına girin:</p>
<p style="text-align:center"><img src="cid:dogrulama-gorsel-01@sifahastanesi.example" width="260" height="70" alt="8 4 0 2 7 1"></p>
<p style="font-size:13px;color:#5f7f80">Kod 15 dakika geçerlidir.</p>
<p>Randevu ve tahlil sonuçlarınıza portal üzerinden ulaşabilirsiniz.</p>
</td></tr>
<tr><td style="padding:12px 22px;font-size:11px;color:#7a9a9b;background:#f7fbfb">Çağrı merkezi: 0312 555 10 10 &middot; Kızılay Mah. Gazi Mustafa Kemal Blv. No: 44, 06420 Çankaya/Ankara</td></tr>
</table></body></html>
""")

m(lang="tr", kind="decoy_codes", otp=None, link=None,
  frm="Moda Evi <hediye@modaevi.example>",
  to="gizem.sahin@kutu-posta.example",
  subject="Size bir hediye kartı gönderildi 🎁",
  date=(2025, 5, 10, 19, 30, 0, 180),
  hcte="base64",
  html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f9f1f6;font-family:Georgia,serif;color:#3d1f33">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px auto">
<tr><td style="padding:24px;text-align:center;font-size:28px;letter-spacing:4px">MODA EVİ</td></tr>
<tr><td style="padding:0 30px 24px;font-size:15px;line-height:23px">
<p>Sevgili Gizem,</p>
<p><b>Selin Aydın</b> size Anneler Günü için bir Moda Evi hediye kartı gönderdi:</p>
<p style="font-style:italic;color:#8b5a7a">&ldquo;Kendine güzel bir şey al, seni çok seviyorum! &ndash; Selin&rdquo;</p>
<table width="100%" cellpadding="10" style="background:#3d1f33;color:#fff;border-radius:10px;font-family:Arial,sans-serif">
<tr><td>Tutar</td><td align="right" style="font-size:22px"><b>750,00 TL</b></td></tr>
<tr><td>Kart numarası</td><td align="right" style="font-family:monospace;font-size:16px">6390 4412 8807 2251</td></tr>
<tr><td>PIN</td><td align="right" style="font-family:monospace;font-size:16px">8814</td></tr>
<tr><td>Son kullanma</td><td align="right">10.05.2026</td></tr>
</table>
<p style="font-size:13px">Hediye kartını mağazalarımızda kasada veya modaevi.example'da ödeme adımında kullanabilirsiniz.
Ayrıca bu hafta sonuna özel <b>ANNE15</b> indirim koduyla yeni sezonda %15 indirim sizi bekliyor.</p>
<p style="font-size:12px;color:#8b5a7a">Sipariş no: ME-HK-2025-004187</p>
</td></tr>
<tr><td style="padding:14px 30px;font-size:11px;color:#a88a9d;background:#fbf6f9;font-family:Arial,sans-serif">
Moda Evi Mağazacılık A.Ş. &middot; Bağdat Cad. No: 311, 34728 Kadıköy/İstanbul<br>
<a href="https://www.modaevi.example/hediye-karti/kosullar" style="color:#a88a9d">Hediye kartı koşulları</a> &middot;
<a href="https://www.modaevi.example/abonelik/iptal?e=gizem.sahin" style="color:#a88a9d">Abonelikten çık</a></td></tr>
</table></body></html>
""")

m(lang="tr", kind="phone_and_dates", otp="22916605", link=None, shown="2291 6605",
  frm="e-Kapı <bildirim@ekapi.gov.example>",
  to="ali.korkmaz@vatandas-posta.example",
  subject="e-Kapı iletişim bilgisi doğrulama",
  date=(2025, 3, 4, 9, 58, 50, 180),
  tcte="quoted-printable",
  text="""Sayın ALİ KORKMAZ,

04.03.2025 tarihinde saat 09:58'de e-Kapı hesabınıza bu e-posta
adresi iletişim adresi olarak eklenmek istendi.

Cep telefonu: 0 (5**) *** 62 18
T.C. Kimlik No: 1********46
Başvuru no: EK-2025-03-0094412

İşlemi tamamlamak için 8 haneli doğrulama kodunu e-Kapı ekranına
giriniz:

2291 6605

Kod 04.03.2025 saat 10:13'e kadar geçerlidir.

Bu işlemi siz yapmadıysanız 0 (312) 410 00 00 numaralı e-Kapı
destek hattını arayınız veya 160 kısa numaralı hattan bilgi alınız.

Bu e-posta bilgilendirme amaçlıdır, lütfen yanıtlamayınız.

T.C. e-Kapı Kamu Hizmetleri Portalı
""")

# ============================= Indonesian (id) ============================

m(lang="id", kind="magic_link", otp=None,
  link="https://trk.dompetku.example/c/aHR0cHM6Ly9kb21wZXRrdS5leGFtcGxl?cid=verif_email&uid=ID-73391204&sig=f0c29e7a",
  link_alt=["https://akun.dompetku.example/verifikasi-email?kode=Vm2Kx8Qp3RtZ7wLn9YbC4dHs&uid=ID-73391204"],
  frm="DompetKu <no-reply@dompetku.example>",
  to="rina.wulandari@surel.example",
  subject="Verifikasi alamat email kamu",
  date=(2025, 2, 14, 10, 44, 30, 420),
  tcte="7bit", hcte="quoted-printable",
  text="""Hai Rina,

Terima kasih sudah mendaftar di DompetKu. Satu langkah lagi: verifikasi
alamat email kamu dengan membuka tautan di bawah ini.

https://akun.dompetku.example/verifikasi-email?kode=Vm2Kx8Qp3RtZ7wLn9YbC4dHs&uid=ID-73391204

Tautan berlaku selama 24 jam.

Kalau kamu tidak merasa mendaftar, abaikan saja email ini.

Salam hangat,
Tim DompetKu

PT Dompet Digital Nusantara
Gedung Menara Kuningan Lt. 18, Jl. H.R. Rasuna Said Kav. 5, Jakarta Selatan 12940
DompetKu berizin dan diawasi oleh Bank Indonesia.
""",
  html="""<!DOCTYPE html>
<html lang="id"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eaf6ff;font-family:Arial,Helvetica,sans-serif;color:#0c2d48">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px">
<p style="font-size:11px;color:#6b8aa3;margin:0 0 8px"><a href="https://trk.dompetku.example/web/verif_email?uid=ID-73391204" style="color:#6b8aa3">Lihat email ini di browser</a></p>
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px">
<tr><td style="padding:24px 30px;font-size:24px;font-weight:bold;color:#0077c8">DompetKu</td></tr>
<tr><td style="padding:0 30px 26px;font-size:15px;line-height:23px">
<p>Hai Rina,</p>
<p>Terima kasih sudah mendaftar di DompetKu. Satu langkah lagi: verifikasi alamat email kamu.</p>
<p style="text-align:center;margin:26px 0"><a href="https://trk.dompetku.example/c/aHR0cHM6Ly9kb21wZXRrdS5leGFtcGxl?cid=verif_email&amp;uid=ID-73391204&amp;sig=f0c29e7a"
 style="background:#0077c8;color:#fff;padding:13px 34px;border-radius:24px;text-decoration:none;font-weight:bold">Verifikasi Email</a></p>
<p style="font-size:13px;color:#6b8aa3">Tautan berlaku selama 24 jam. Kalau kamu tidak merasa mendaftar, abaikan saja email ini.</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#f5fafe;font-size:11px;color:#8aa2b5;border-radius:0 0 12px 12px">
<a href="https://trk.dompetku.example/s/ig"><img src="https://cdn.dompetku.example/email/ig.png" alt="Instagram" width="22"></a>
<a href="https://trk.dompetku.example/s/x"><img src="https://cdn.dompetku.example/email/x.png" alt="X" width="22"></a><br>
PT Dompet Digital Nusantara, Gedung Menara Kuningan Lt. 18, Jl. H.R. Rasuna Said Kav. 5, Jakarta Selatan 12940<br>
DompetKu berizin dan diawasi oleh Bank Indonesia. &middot; <a href="https://dompetku.example/bantuan" style="color:#8aa2b5">Pusat Bantuan</a> &middot;
<a href="https://dompetku.example/kebijakan-privasi" style="color:#8aa2b5">Kebijakan Privasi</a></td></tr>
</table></td></tr></table>
<img src="https://trk.dompetku.example/o/verif_email/ID-73391204.gif" width="1" height="1" alt="">
</body></html>
""")

m(lang="id", kind="username_digits", otp="4186", link=None,
  frm="Belanjaria <keamanan@belanjaria.example>",
  to="budi.santoso88@surat.example",
  subject="Kode verifikasi Belanjaria",
  date=(2025, 3, 3, 19, 21, 8, 420),
  tcte="7bit", hcte="quoted-printable",
  text="""Halo budi_santoso88,

Kode verifikasi untuk masuk ke akun Belanjaria kamu:

4186

Kode ini berlaku 5 menit. JANGAN berikan kode ini kepada siapa pun,
termasuk pihak yang mengaku dari Belanjaria.

Username: budi_santoso88
Perangkat: Android, Belanjaria 7.22.1
Waktu: 03-03-2025 19:20 WIB

Salam,
Belanjaria
""",
  html="""<html><body style="font-family:Arial,sans-serif;background:#f5f5f5;color:#222">
<div style="max-width:480px;margin:20px auto;background:#fff;border-top:4px solid #ee4d2d;padding:24px">
<div style="color:#ee4d2d;font-size:22px;font-weight:bold">Belanjaria</div>
<p>Halo <b>budi_santoso88</b>,</p>
<p>Kode verifikasi untuk masuk ke akun Belanjaria kamu:</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:8px;color:#ee4d2d;text-align:center">4186</p>
<p style="font-size:13px">Kode ini berlaku 5 menit. <b>JANGAN</b> berikan kode ini kepada siapa pun, termasuk pihak yang mengaku dari Belanjaria.</p>
<table cellpadding="3" style="font-size:12px;color:#777">
<tr><td>Username</td><td>budi_santoso88</td></tr>
<tr><td>Perangkat</td><td>Android, Belanjaria 7.22.1</td></tr>
<tr><td>Waktu</td><td>03-03-2025 19:20 WIB</td></tr>
</table>
<p style="font-size:11px;color:#aaa;margin-top:20px">PT Belanjaria Niaga Indonesia &middot; Pacific Century Place Lt. 26, SCBD Lot 10, Jakarta 12190 &middot; Call center 1500 702</p>
</div></body></html>
""")

m(lang="id", kind="several_codes", otp=None, link=None,
  frm="Arena Nusantara <akun@arenanusantara.example>",
  to="dimas.pratama@surel.example",
  subject="Kode pemulihan akun Arena Nusantara",
  date=(2025, 4, 5, 13, 2, 55, 420),
  tcte="quoted-printable",
  text="""Halo Dimas,

Verifikasi dua langkah untuk akun Arena Nusantara kamu (ID pemain
DimasPrtm#4471) sudah aktif.

Berikut 8 kode pemulihan. Simpan di tempat yang aman. Setiap kode
hanya bisa dipakai satu kali, yaitu saat kamu tidak bisa menerima
kode lewat aplikasi autentikator. Kamu tidak perlu memasukkan kode
mana pun sekarang.

  q7fd-2kx9      m3np-8c4t
  w9ze-5rh2      b6yv-1ls7
  t2gk-9mq4      h8cw-3xd6
  p5rj-7vn1      e4ua-6bz8

Membuat kode baru akan membatalkan semua kode di atas.

Selamat bermain!
Tim Arena Nusantara
PT Arena Hiburan Digital, Jl. Gatot Subroto No. 88, Bandung 40262
""")

m(lang="id", kind="no_code_word", otp="509317", link=None,
  frm="SIAKAD Universitas Nusa Bangsa <siakad@unb.ac.example>",
  to="putri.maharani@mhs.unb.ac.example",
  subject="Aktivasi akun SIAKAD mahasiswa baru",
  date=(2025, 8, 18, 7, 35, 12, 420),
  tcte="base64", hcte="quoted-printable",
  text="""Yth. Putri Maharani
NIM: 2508104117
Program Studi: S1 Teknik Informatika

Selamat datang di Universitas Nusa Bangsa!

Untuk menyelesaikan aktivasi akun SIAKAD, ketik angka berikut pada
halaman aktivasi:

509317

Angka tersebut hanya berlaku 30 menit sejak email ini dikirim.

Jadwal penting:
- Pengisian KRS semester ganjil: 25-29 Agustus 2025
- Batas pembayaran UKT (Rp 4.500.000): 22 Agustus 2025
- PKKMB: 1-3 September 2025

Biro Administrasi Akademik
Jl. Raya Kampus No. 1, Depok 16424, telp. (021) 786 3300
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:'Times New Roman',serif;font-size:15px;color:#1a1a1a">
<table width="600" cellpadding="0" cellspacing="0" style="border:1px solid #8b0000">
<tr><td style="background:#8b0000;color:#fff;padding:12px 18px;font-size:17px">SIAKAD &mdash; Universitas Nusa Bangsa</td></tr>
<tr><td style="padding:18px">
<p>Yth. Putri Maharani<br>NIM: 2508104117<br>Program Studi: S1 Teknik Informatika</p>
<p>Selamat datang di Universitas Nusa Bangsa!</p>
<p>Untuk menyelesaikan aktivasi akun SIAKAD, ketik angka berikut pada halaman aktivasi:</p>
<p style="font-size:26px;font-weight:bold;font-family:Arial,sans-serif;letter-spacing:3px">509317</p>
<p>Angka tersebut hanya berlaku 30 menit sejak email ini dikirim.</p>
<p><b>Jadwal penting:</b></p>
<ul><li>Pengisian KRS semester ganjil: 25&ndash;29 Agustus 2025</li>
<li>Batas pembayaran UKT (Rp 4.500.000): 22 Agustus 2025</li>
<li>PKKMB: 1&ndash;3 September 2025</li></ul>
<p>Biro Administrasi Akademik<br>Jl. Raya Kampus No. 1, Depok 16424, telp. (021) 786 3300</p>
</td></tr></table></body></html>
""")

m(lang="id", kind="booking_ref", otp="773019", link=None, shown="773 019",
  frm="Rajawali Air <member@rajawaliair.example>",
  to="andi.firmansyah@kantor.example",
  subject="Kode OTP login Rajawali Miles",
  date=(2025, 5, 20, 5, 48, 39, 420),
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Yth. Bapak Andi Firmansyah,

Berikut kode OTP untuk masuk ke akun Rajawali Miles Anda:

773 019

Kode berlaku selama 5 menit.

Penerbangan Anda berikutnya:
  Kode booking : XJ5K2L
  RJ 172  Jakarta (CGK) - Denpasar (DPS)
  Kamis, 22 Mei 2025, 08.15 WIB - 11.05 WITA
  Check-in online dibuka 24 jam sebelum keberangkatan.

Nomor keanggotaan: RM 8830 1742 (Silver)

Hormat kami,
Rajawali Air
Contact center 0804 1 747 747
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;background:#f0f4f8;color:#102a43">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#0b3c5d;color:#d9b310;padding:18px 24px;font-size:22px;font-weight:bold">RAJAWALI AIR <span style="color:#fff;font-weight:normal;font-size:14px">Rajawali Miles</span></td></tr>
<tr><td style="padding:24px;font-size:15px">
<p>Yth. Bapak Andi Firmansyah,</p>
<p>Berikut kode OTP untuk masuk ke akun Rajawali Miles Anda:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:3px;text-align:center;color:#0b3c5d">773 019</p>
<p style="font-size:13px;color:#627d98;text-align:center">Kode berlaku selama 5 menit.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #d9e2ec;font-size:14px;margin-top:18px">
<tr><td colspan="2" style="background:#f0f4f8"><b>Penerbangan Anda berikutnya</b></td></tr>
<tr><td>Kode booking</td><td><b>XJ5K2L</b></td></tr>
<tr><td>Penerbangan</td><td>RJ 172 Jakarta (CGK) &ndash; Denpasar (DPS)</td></tr>
<tr><td>Jadwal</td><td>Kamis, 22 Mei 2025, 08.15 WIB &ndash; 11.05 WITA</td></tr>
</table>
<p style="font-size:13px;color:#627d98">Check-in online dibuka 24 jam sebelum keberangkatan. Nomor keanggotaan: RM 8830 1742 (Silver)</p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#829ab1;background:#f7f9fb">Rajawali Air &middot; Contact center 0804 1 747 747 &middot;
<a href="https://www.rajawaliair.example/syarat-ketentuan" style="color:#829ab1">Syarat &amp; Ketentuan</a></td></tr>
</table></body></html>
""")

m(lang="id", kind="newsletter_numbers", otp=None, link=None,
  frm="PayNusa <transaksi@paynusa.example>",
  to="siti.rahmawati@surel.example",
  subject="Bukti Transaksi: Isi Saldo Rp500.000 berhasil",
  date=(2025, 4, 28, 21, 3, 11, 420),
  hcte="quoted-printable",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;background:#f3f0ff;color:#221a4d">
<table width="480" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;margin:20px auto">
<tr><td style="padding:20px 24px;font-size:20px;font-weight:bold;color:#5b2ee0">PayNusa</td></tr>
<tr><td style="padding:0 24px;text-align:center">
<div style="font-size:14px;color:#6b6294">Isi Saldo Berhasil</div>
<div style="font-size:30px;font-weight:bold;margin:6px 0 16px">Rp500.000</div>
</td></tr>
<tr><td style="padding:0 24px 20px">
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-top:1px dashed #d6cff5">
<tr><td style="color:#6b6294">Waktu</td><td align="right">28 Apr 2025, 21:02 WIB</td></tr>
<tr><td style="color:#6b6294">Metode</td><td align="right">Virtual Account Bank Samudra</td></tr>
<tr><td style="color:#6b6294">Nomor VA</td><td align="right">8808 0812 3456 7789</td></tr>
<tr><td style="color:#6b6294">ID Transaksi</td><td align="right">TU2504282102K9X4</td></tr>
<tr><td style="color:#6b6294">No. Referensi</td><td align="right">0428210233917</td></tr>
<tr><td style="color:#6b6294">Biaya admin</td><td align="right">Rp1.000</td></tr>
<tr><td style="color:#6b6294"><b>Total dibayar</b></td><td align="right"><b>Rp501.000</b></td></tr>
<tr><td style="color:#6b6294">Saldo akhir</td><td align="right">Rp742.350</td></tr>
</table>
<p style="font-size:12px;color:#6b6294">Akun: Siti Rahmawati &middot; 0812-****-7789</p>
<p style="font-size:12px;color:#6b6294">Ada kendala? Hubungi kami di aplikasi (menu Bantuan) atau 1500 818. Simpan bukti transaksi ini.</p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:10px;color:#a39dc0;background:#faf9ff;border-radius:0 0 12px 12px">PT PayNusa Teknologi Indonesia, terdaftar dan diawasi oleh Bank Indonesia. Jl. Prof. Dr. Satrio Kav. 18, Jakarta 12940</td></tr>
</table></body></html>
""")

m(lang="id", kind="decoy_codes", otp=None, link=None,
  frm="AntarMakan <promo@antarmakan.example>",
  to="yoga.saputra@surel.example",
  subject="Yoga, lapar? Pakai kode MAKANHEMAT, diskon 40% s.d. Rp25.000!",
  date=(2025, 5, 2, 11, 30, 0, 420),
  tcte="8bit", hcte="quoted-printable",
  headers={"List-Unsubscribe": "<https://antarmakan.example/berhenti?u=77310&c=mei-hemat>"},
  text="""Hai Yoga!

Makan siang hemat hari ini: pakai kode promo MAKANHEMAT untuk
diskon 40% (maksimal Rp25.000) dengan minimal pesanan Rp50.000.
Berlaku 2-4 Mei 2025, pukul 10.00-14.00 WIB, untuk 1x transaksi.

Pesanan terakhir kamu (#AM-25043-118274, Ayam Geprek Bu Ratna,
Rp38.500) sudah sampai. Kasih rating, yuk!

Punya voucher dari kantor? Masukkan nomor voucher 16 digit di menu
Promo, misalnya 4410-2291-0087-5516.

Salam kenyang,
AntarMakan

Berhenti berlangganan: https://antarmakan.example/berhenti?u=77310&c=mei-hemat
PT Antar Makan Indonesia, Jl. Kemang Raya No. 12, Jakarta Selatan 12730
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff8e7;font-family:Arial,sans-serif;color:#3a2a00">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td><img src="https://img.antarmakan.example/promo/mei-hemat-banner.jpg" width="600" alt="Diskon 40% makan siang" style="display:block"></td></tr>
<tr><td style="padding:22px 28px;font-size:15px;line-height:22px">
<p>Hai Yoga!</p>
<p>Makan siang hemat hari ini: pakai kode promo</p>
<p style="text-align:center"><span style="font-size:26px;font-weight:bold;border:2px dashed #00a650;color:#00a650;padding:6px 18px">MAKANHEMAT</span></p>
<p>untuk diskon <b>40%</b> (maksimal Rp25.000) dengan minimal pesanan Rp50.000. Berlaku 2&ndash;4 Mei 2025, pukul 10.00&ndash;14.00 WIB, untuk 1x transaksi.</p>
<p><a href="https://antarmakan.example/promo/MAKANHEMAT?utm_campaign=mei-hemat" style="background:#00a650;color:#fff;padding:12px 24px;border-radius:24px;text-decoration:none">Pesan Sekarang</a></p>
<p style="font-size:13px;color:#7a6a40">Pesanan terakhir kamu (#AM-25043-118274, Ayam Geprek Bu Ratna, Rp38.500) sudah sampai. Kasih rating, yuk!</p>
<p style="font-size:13px;color:#7a6a40">Punya voucher dari kantor? Masukkan nomor voucher 16 digit di menu Promo, misalnya 4410-2291-0087-5516.</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#a89a70;background:#fffbf0">
<a href="https://antarmakan.example/berhenti?u=77310&amp;c=mei-hemat" style="color:#a89a70">Berhenti berlangganan</a> &middot;
<a href="https://antarmakan.example/syarat-promo" style="color:#a89a70">S&amp;K promo</a><br>
PT Antar Makan Indonesia, Jl. Kemang Raya No. 12, Jakarta Selatan 12730</td></tr>
</table></body></html>
""")

m(lang="id", kind="lowercase_alnum", otp="x4m9tq", link=None,
  frm="Situsku <halo@situsku.example>",
  to="admin@kopi-senja.example",
  subject="Kode masuk Situsku kamu",
  date=(2025, 6, 9, 14, 17, 22, 420),
  tcte="quoted-printable", hcte="8bit",
  text="""Hai Kopi Senja,

Masukkan kode ini untuk masuk ke dashboard Situsku:

x4m9tq

(huruf kecil semua, berlaku 10 menit)

Situs kamu: kopi-senja.situsku.example
Paket: Bisnis, aktif sampai 09 Juni 2026

Salam,
Tim Situsku
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Inter,Arial,sans-serif;background:#fafafa;color:#18181b">
<div style="max-width:460px;margin:28px auto;background:#fff;border:1px solid #e4e4e7;border-radius:10px;padding:28px">
<div style="font-weight:700;font-size:18px">situsku<span style="color:#f97316">.</span></div>
<p>Hai Kopi Senja,</p>
<p>Masukkan kode ini untuk masuk ke dashboard Situsku:</p>
<div style="font-family:ui-monospace,Menlo,monospace;font-size:30px;letter-spacing:6px;text-align:center;background:#f4f4f5;border-radius:8px;padding:14px">x4m9tq</div>
<p style="font-size:12px;color:#71717a;text-align:center">huruf kecil semua, berlaku 10 menit</p>
<p style="font-size:13px;color:#52525b">Situs kamu: kopi-senja.situsku.example<br>Paket: Bisnis, aktif sampai 09 Juni 2026</p>
<p style="font-size:11px;color:#a1a1aa;border-top:1px solid #f4f4f5;padding-top:10px">Situsku &middot; Jl. Tirtodipuran No. 21, Yogyakarta 55143 &middot;
<a href="https://situsku.example/bantuan" style="color:#a1a1aa">Bantuan</a></p>
</div></body></html>
""")

m(lang="id", kind="subject_only", otp="862043", link=None,
  frm="Nonton+ <akun@nontonplus.example>",
  to="fajar.nugroho@surel.example",
  subject="[Nonton+] 862043 adalah kode OTP kamu",
  date=(2025, 1, 11, 20, 56, 17, 420),
  tcte="7bit",
  text="""Hai Fajar,

Ada permintaan masuk ke akun Nonton+ kamu dari Smart TV di ruang
keluarga. Masukkan kode yang tertera di subjek email ini di layar TV.

Kode hanya berlaku 5 menit.

Bukan kamu? Abaikan email ini, akunmu tetap aman.

Nonton+
""")

m(lang="id", kind="phone_and_dates", otp="340799", link=None,
  frm="Bank Samudra <notifikasi@banksamudra.example>",
  to="hendra.wijaya@surel.example",
  subject="Konfirmasi Transfer Antar Bank",
  date=(2025, 3, 31, 16, 8, 45, 420),
  tcte="8bit", hcte="base64",
  text="""Yth. Bapak Hendra Wijaya,

Anda akan melakukan transfer melalui Samudra Internet Banking:

Tanggal          : 31/03/2025 16:08:12 WIB
Rekening sumber  : 1180-****-4456
Bank tujuan      : Bank Mandala
Rekening tujuan  : 7012 3349 81 a.n. CV Sinar Teknik
Nominal          : Rp 2.750.000,00
Biaya            : Rp 2.500,00
Berita           : INV/2025/03/0217

Kode OTP: 340799

Kode OTP berlaku 3 menit. Jangan berikan kode OTP kepada siapa pun,
termasuk petugas Bank Samudra.

Jika Anda tidak melakukan transaksi ini, segera hubungi Samudra Call
1500 977 atau +62 21 2995 7700 (dari luar negeri).

Bank Samudra terdaftar dan diawasi oleh Otoritas Jasa Keuangan dan
merupakan peserta penjaminan LPS.
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;font-size:14px;color:#00263e">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #c9d6df">
<tr><td style="background:#005f8f;color:#fff;padding:14px 20px;font-size:17px">Bank Samudra</td></tr>
<tr><td style="padding:20px">
<p>Yth. Bapak Hendra Wijaya,</p>
<p>Anda akan melakukan transfer melalui Samudra Internet Banking:</p>
<table cellpadding="4" style="font-size:13px">
<tr><td>Tanggal</td><td>: 31/03/2025 16:08:12 WIB</td></tr>
<tr><td>Rekening sumber</td><td>: 1180-****-4456</td></tr>
<tr><td>Bank tujuan</td><td>: Bank Mandala</td></tr>
<tr><td>Rekening tujuan</td><td>: 7012 3349 81 a.n. CV Sinar Teknik</td></tr>
<tr><td>Nominal</td><td>: Rp 2.750.000,00</td></tr>
<tr><td>Biaya</td><td>: Rp 2.500,00</td></tr>
<tr><td>Berita</td><td>: INV/2025/03/0217</td></tr>
</table>
<p>Kode OTP: <b style="font-size:20px">340799</b></p>
<p style="font-size:12px">Kode OTP berlaku 3 menit. Jangan berikan kode OTP kepada siapa pun, termasuk petugas Bank Samudra.</p>
<p style="font-size:12px">Jika Anda tidak melakukan transaksi ini, segera hubungi Samudra Call 1500 977 atau +62 21 2995 7700 (dari luar negeri).</p>
</td></tr>
<tr><td style="padding:10px 20px;font-size:10px;color:#6f8796;background:#f2f6f8">Bank Samudra terdaftar dan diawasi oleh Otoritas Jasa Keuangan dan merupakan peserta penjaminan LPS.</td></tr>
</table></body></html>
""")

m(lang="id", kind="magic_link", otp="935170", shown="93 51 70",
  link="https://akun.ojekkita.example/reset-sandi?token=ok_rst_2hV9pLq7XcN4mW1tB8zR6yK3&email=ratna.sari%40surel.example",
  frm="OjekKita <bantuan@ojekkita.example>",
  to="ratna.sari@surel.example",
  subject="Atur ulang kata sandi OjekKita",
  date=(2025, 2, 25, 6, 40, 3, 420),
  tcte="quoted-printable", hcte="quoted-printable",
  text="""Halo Ratna,

Kami menerima permintaan untuk mengatur ulang kata sandi akun
OjekKita kamu.

Buka tautan ini untuk membuat kata sandi baru:
https://akun.ojekkita.example/reset-sandi?token=ok_rst_2hV9pLq7XcN4mW1tB8zR6yK3&email=ratna.sari%40surel.example

Atau, kalau kamu sedang di aplikasi, masukkan kode ini:
93 51 70

Tautan dan kode berlaku 30 menit.

Tidak merasa meminta? Abaikan email ini.

Tim OjekKita
PT Ojek Kita Indonesia, Jl. Iskandarsyah II No. 2, Jakarta Selatan 12160
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;background:#f1faf3;color:#123524">
<table width="520" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;margin:20px auto">
<tr><td style="padding:20px 26px;font-size:22px;font-weight:bold;color:#00aa13">OjekKita</td></tr>
<tr><td style="padding:0 26px 22px;font-size:15px;line-height:22px">
<p>Halo Ratna,</p>
<p>Kami menerima permintaan untuk mengatur ulang kata sandi akun OjekKita kamu.</p>
<p style="text-align:center;margin:22px 0"><a href="https://akun.ojekkita.example/reset-sandi?token=ok_rst_2hV9pLq7XcN4mW1tB8zR6yK3&amp;email=ratna.sari%40surel.example"
 style="background:#00aa13;color:#fff;padding:12px 28px;border-radius:6px;text-decoration:none;font-weight:bold">Buat kata sandi baru</a></p>
<p>Atau, kalau kamu sedang di aplikasi, masukkan kode ini:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:2px;text-align:center">93 51 70</p>
<p style="font-size:13px;color:#5c7d69">Tautan dan kode berlaku 30 menit. Tidak merasa meminta? Abaikan email ini.</p>
</td></tr>
<tr><td style="padding:12px 26px;font-size:11px;color:#8aa596;background:#f7fcf8;border-radius:0 0 10px 10px">PT Ojek Kita Indonesia, Jl. Iskandarsyah II No. 2, Jakarta Selatan 12160 &middot;
<a href="https://ojekkita.example/bantuan" style="color:#8aa596">Pusat Bantuan</a></td></tr>
</table></body></html>
""")


if __name__ == "__main__":
    main()
