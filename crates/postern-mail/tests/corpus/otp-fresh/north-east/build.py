#!/usr/bin/env python3
"""Hand-written labelled test mail for a one-time-code / magic-link extractor.

Writes fn-NNNN.eml and labels.jsonl into this directory and validates them.
Standard library only.
"""
import datetime
import hashlib
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
from email.utils import format_datetime
from html.parser import HTMLParser

PREFIX = "fn"
OUT = os.path.dirname(os.path.abspath(__file__))
MESSAGES = []


def add(**kw):
    MESSAGES.append(kw)


# --------------------------------------------------------------------------
# tiny PNG writer (for inline images)
# --------------------------------------------------------------------------
def make_png(w, h, rgb=(40, 90, 160), seed=0):
    rows = []
    for y in range(h):
        row = bytearray([0])
        for x in range(w):
            v = ((x * 7 + y * 13 + seed) % 23) * 3
            row += bytes(((rgb[0] + v) % 256, (rgb[1] + v) % 256, (rgb[2] + v) % 256))
        rows.append(bytes(row))
    raw = b"".join(rows)

    def chunk(t, d):
        c = struct.pack(">I", len(d)) + t + d
        return c + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))


def fmt_date(s):
    """'2025-03-11 08:14:52 +0100' -> RFC 5322 date with correct weekday."""
    dt = datetime.datetime.strptime(s, "%Y-%m-%d %H:%M:%S %z")
    return format_datetime(dt)


def msgid_for(m, n):
    dom = m["from_"].rsplit("@", 1)[1].rstrip(">").strip()
    h = hashlib.sha1((m["subject"] + str(n)).encode("utf-8")).hexdigest()
    return "<%s.%s@%s>" % (h[:16], h[16:26], dom)


def build_message(m, n):
    msg = EmailMessage(policy=policy.default)
    msg["From"] = m["from_"]
    msg["To"] = m.get("to", "you@mail.example")
    msg["Subject"] = m["subject"]
    msg["Date"] = fmt_date(m["date"])
    msg["Message-ID"] = m.get("msgid") or msgid_for(m, n)
    for k, v in m.get("headers", []):
        msg[k] = v
    text, html = m.get("text"), m.get("html")
    tcte = m.get("text_cte", "quoted-printable")
    hcte = m.get("html_cte", "quoted-printable")
    cs = m.get("charset", "utf-8")
    img = m.get("image")
    if text is not None and html is not None:
        msg.set_content(text, subtype="plain", charset=cs, cte=tcte)
        msg.add_alternative(html, subtype="html", charset=cs, cte=hcte)
        if img:
            hpart = msg.get_payload()[1]
            hpart.add_related(make_png(*img["size"], seed=n), "image", "png",
                              cid="<%s>" % img["cid"], filename=img.get("filename", "code.png"),
                              disposition="inline")
    elif html is not None:
        msg.set_content(html, subtype="html", charset=cs, cte=hcte)
        if img:
            msg.add_related(make_png(*img["size"], seed=n), "image", "png",
                            cid="<%s>" % img["cid"], filename=img.get("filename", "code.png"),
                            disposition="inline")
    else:
        msg.set_content(text, subtype="plain", charset=cs, cte=tcte)
    i = 0
    for part in msg.walk():
        if part.is_multipart():
            i += 1
            h = hashlib.md5(("%s-%d-%d" % (m["subject"], n, i)).encode("utf-8")).hexdigest()
            part.set_boundary("----=_Part_%d_%s" % (i, h[:20]))
    return msg


# --------------------------------------------------------------------------
# validation helpers
# --------------------------------------------------------------------------
class Collect(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.hrefs, self.alts, self.chunks = [], [], []

    def handle_starttag(self, tag, attrs):
        for k, v in attrs:
            if k == "href" and v is not None:
                self.hrefs.append(v)
            if k == "alt" and v is not None:
                self.alts.append(v)

    def handle_data(self, data):
        self.chunks.append(data)


CODE_WORDS = {"nl": ["code"], "pl": ["kod"], "sv": ["kod"], "ru": ["код"],
              "tr": ["kod"], "id": ["kode"]}


def validate(path, m):
    errs = []
    with open(path, "rb") as f:
        msg = BytesParser(policy=policy.default).parse(f)
    for k, v in msg.items():
        if getattr(v, "defects", None):
            errs.append("header %s defects %r" % (k, v.defects))
    texts, htmls = [], []
    for part in msg.walk():
        if part.defects:
            errs.append("part %s defects %r" % (part.get_content_type(), part.defects))
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
    subject = str(msg["Subject"])
    if subject != m["subject"]:
        errs.append("subject round-trip mismatch")
    hrefs, alts, visible = [], [], []
    for h in htmls:
        c = Collect()
        c.feed(h)
        c.close()
        hrefs += c.hrefs
        alts += c.alts
        visible.append(" ".join(c.chunks))
    hay = [subject] + texts + htmls + visible + alts
    hay.append("".join(re.sub(r"\s+", "", v) for v in visible))
    otp = m["otp"]
    if otp is not None:
        shown = m.get("shown", otp)
        norm = re.sub(r"[\s\-\u00a0]", "", shown)
        if not norm.endswith(otp):
            errs.append("shown %r does not normalise to %r" % (shown, otp))
        if not any(shown in h for h in hay):
            errs.append("code %r not found" % shown)
        if m["kind"] == "subject_only":
            body = "\n".join(texts + visible + alts)
            if otp in body or shown in body:
                errs.append("subject_only code also in body")
        if m["kind"] == "alt_text_only":
            body = "\n".join(texts + visible) + subject
            if shown in body or otp in body:
                errs.append("alt_text_only code outside alt")
            if not any(shown in a for a in alts):
                errs.append("alt_text_only code not in alt")
    link = m.get("link")
    if link is not None:
        if htmls:
            if link not in hrefs:
                errs.append("link not an href: %s" % link)
        elif not any(link in t for t in texts):
            errs.append("link not in text: %s" % link)
        for alt in m.get("link_alt", []):
            if alt not in hrefs and not any(alt in t for t in texts):
                errs.append("link_alt not found: %s" % alt)
    for u in [link] + list(m.get("link_alt", [])) + hrefs:
        if u and u.startswith("http"):
            host = re.match(r"https?://([^/?#]+)", u).group(1).split(":")[0]
            if not host.endswith((".example", ".test", ".invalid")):
                errs.append("bad domain %s" % host)
    if m["kind"] == "no_code_word":
        blob = (subject + "\n" + "\n".join(texts + visible + alts)).lower()
        for w in CODE_WORDS[m["lang"]]:
            if w in blob:
                errs.append("no_code_word mail contains %r" % w)
    return errs


def main():
    labels = []
    counters = {}
    all_errs = []
    for n, m in enumerate(MESSAGES, 1):
        name = "%s-%04d.eml" % (PREFIX, n)
        msg = build_message(m, n)
        data = msg.as_bytes(policy=policy.default)
        path = os.path.join(OUT, name)
        with open(path, "wb") as f:
            f.write(data)
        counters[m["kind"]] = counters.get(m["kind"], 0) + 1
        fam = m.get("family") or "%s-%s-%02d" % (PREFIX, m["kind"], counters[m["kind"]])
        rec = {"file": name, "otp": m["otp"], "link": m.get("link"),
               "kind": m["kind"], "lang": m["lang"], "family": fam}
        if m.get("link_alt"):
            rec["link_alt"] = list(m["link_alt"])
        labels.append(rec)
        for e in validate(path, m):
            all_errs.append("%s (%s/%s): %s" % (name, m["lang"], m["kind"], e))
    with open(os.path.join(OUT, "labels.jsonl"), "w", encoding="utf-8") as f:
        for r in labels:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    fams = [r["family"] for r in labels]
    if len(set(fams)) != len(fams):
        all_errs.append("duplicate family labels")
    by_kind, by_lang = {}, {}
    for r in labels:
        by_kind[r["kind"]] = by_kind.get(r["kind"], 0) + 1
        by_lang[r["lang"]] = by_lang.get(r["lang"], 0) + 1
    code = sum(1 for r in labels if r["otp"])
    link = sum(1 for r in labels if r["link"])
    both = sum(1 for r in labels if r["otp"] and r["link"])
    neither = sum(1 for r in labels if not r["otp"] and not r["link"])
    print("messages:", len(labels))
    print("by kind:", json.dumps(dict(sorted(by_kind.items())), ensure_ascii=False))
    print("by lang:", json.dumps(by_lang))
    print("code: %d  link: %d  both: %d  neither: %d" % (code, link, both, neither))
    if all_errs:
        print("\nVALIDATION FAILED:")
        for e in all_errs:
            print("  " + e)
        sys.exit(1)
    print("validation OK")


# ==========================================================================
# messages
# ==========================================================================
# ----------------------------- Dutch (nl) ---------------------------------

add(lang="nl", kind="magic_link", otp=None,
    link="https://klik.koopplein.example/ls/click?upn=u001.q7XvR2mPz0KbL4wY9tNcE3sHjA8dFgU1-2FxT6oVbQ&src=verify_email&cid=nl-ver-20250311",
    link_alt=["https://www.koopplein.example/account/e-mail/bevestigen?token=Zm9wNmtRb2J3c1lBeEtIaWd1T0E5eE1aYjJ0cEw3dnI&uid=8830217"],
    from_="Koopplein <noreply@koopplein.example>",
    to="Sanne de Vries <sanne.devries84@mail.example>",
    subject="Bevestig je e-mailadres voor Koopplein",
    date="2025-03-11 19:42:07 +0100",
    headers=[("List-Unsubscribe", "<https://www.koopplein.example/afmelden?u=8830217&t=tx>"),
             ("X-Mailer", "Koopplein Mailer 4.2")],
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Hoi Sanne,

Welkom bij Koopplein! Nog één stap: bevestig je e-mailadres, dan kun je
advertenties plaatsen en reageren op berichten van kopers en verkopers.

Bevestig je e-mailadres via deze link:
https://www.koopplein.example/account/e-mail/bevestigen?token=Zm9wNmtRb2J3c1lBeEtIaWd1T0E5eE1aYjJ0cEw3dnI&uid=8830217

De link is 48 uur geldig. Heb je geen account aangemaakt? Dan hoef je niets
te doen, dan wordt het account vanzelf verwijderd.

Tip: spreek af op een openbare plek en betaal nooit vooruit aan onbekenden.

Groeten,
Team Koopplein

Koopplein B.V. | Stationsplein 45 | 3511 ED Utrecht | KvK 71234567
Hulp nodig? https://help.koopplein.example
""",
    html="""<!DOCTYPE html>
<html lang="nl"><head><meta charset="utf-8"><title>Bevestig je e-mailadres</title></head>
<body style="margin:0;background:#f3f1ec;font-family:Arial,Helvetica,sans-serif;color:#222">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<p style="font-size:11px;color:#888">Lukt het niet om deze e-mail te lezen? <a href="https://klik.koopplein.example/ls/click?upn=u001.vw-BrowserView-8830217&amp;src=webversion">Bekijk hem in je browser</a></p>
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:6px">
<tr><td style="padding:24px 32px"><img src="https://cdn.koopplein.example/mail/logo-2x.png" width="140" alt="Koopplein"></td></tr>
<tr><td style="padding:0 32px">
<h1 style="font-size:22px">Welkom bij Koopplein, Sanne!</h1>
<p>Nog &eacute;&eacute;n stap: bevestig je e-mailadres, dan kun je advertenties plaatsen en reageren op berichten van kopers en verkopers.</p>
<table cellpadding="0" cellspacing="0" role="presentation"><tr><td style="background:#e4572e;border-radius:4px">
<a href="https://klik.koopplein.example/ls/click?upn=u001.q7XvR2mPz0KbL4wY9tNcE3sHjA8dFgU1-2FxT6oVbQ&amp;src=verify_email&amp;cid=nl-ver-20250311" style="display:inline-block;padding:14px 28px;color:#fff;text-decoration:none;font-weight:bold">E-mailadres bevestigen</a>
</td></tr></table>
<p style="font-size:13px;color:#555">Werkt de knop niet? Kopieer dan deze link in je browser:<br>
<a href="https://www.koopplein.example/account/e-mail/bevestigen?token=Zm9wNmtRb2J3c1lBeEtIaWd1T0E5eE1aYjJ0cEw3dnI&amp;uid=8830217" style="color:#e4572e">https://www.koopplein.example/account/e-mail/bevestigen?token=Zm9wNmtRb2J3c1lBeEtIaWd1T0E5eE1aYjJ0cEw3dnI&amp;uid=8830217</a></p>
<p style="font-size:13px;color:#555">De link is 48 uur geldig. Heb je geen account aangemaakt? Dan hoef je niets te doen.</p>
</td></tr>
<tr><td style="padding:24px 32px;font-size:11px;color:#999;border-top:1px solid #eee">
<a href="https://www.facebook.example/koopplein"><img src="https://cdn.koopplein.example/mail/fb.png" width="20" alt="Facebook"></a>
<a href="https://www.instagram.example/koopplein"><img src="https://cdn.koopplein.example/mail/ig.png" width="20" alt="Instagram"></a><br>
Koopplein B.V. &middot; Stationsplein 45 &middot; 3511 ED Utrecht &middot; KvK 71234567<br>
<a href="https://help.koopplein.example">Helpcentrum</a> &middot; <a href="https://www.koopplein.example/privacy">Privacyverklaring</a> &middot; <a href="https://www.koopplein.example/afmelden?u=8830217&amp;t=tx">Afmelden</a>
</td></tr></table>
<img src="https://klik.koopplein.example/wf/open?upn=u001.px-8830217-ver" width="1" height="1" alt="">
</td></tr></table></body></html>
""")

add(lang="nl", kind="newsletter_numbers", otp=None, link=None,
    from_="\"Bolderwinkel.example\" <bestellingen@bolderwinkel.example>",
    to="\"R. Jansen\" <rjansen@kpn-mail.example>",
    subject="Bedankt voor je bestelling 1047-2291-3380",
    date="2025-02-27 21:15:33 +0100",
    text_cte="8bit", html_cte="quoted-printable",
    text="""Bedankt voor je bestelling, Ruud!

Bestelnummer: 1047-2291-3380
Besteldatum: 27 februari 2025, 21:14
Klantnummer: 5520913

  1x  Philips-achtige waterkoker 1,7 L (art.nr. 9200000123456)   € 34,99
  2x  Dekbedovertrek 200x220 cm, antraciet (art.nr. 9300000556677) € 59,90
  1x  AA-batterijen 24 stuks (art.nr. 8719327001122)              € 12,49
Verzendkosten                                                       € 0,00
Totaal (incl. 21% btw € 18,60)                                      € 107,38

Betaald met iDEAL (NL91 ABNA 0417 1643 00 · transactie 0050001234567890)

Bezorgadres:
R. Jansen
Laan van Meerdervoort 212
2563 AG  Den Haag

Verwachte levering: zaterdag 1 maart tussen 09:00 en 13:00.
Je ontvangt een track & trace zodra je pakket onderweg is.

Bolderwinkel B.V. · Postbus 1180 · 3430 BD Nieuwegein
KvK 30145672 · btw NL812345670B01 · Klantenservice 030 - 310 49 49
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Verdana,sans-serif;font-size:14px;color:#1a1a1a">
<div style="max-width:640px;margin:auto">
<p><img src="https://static.bolderwinkel.example/img/logo.png" alt="Bolderwinkel" width="160"></p>
<h2 style="color:#0a4a8c">Bedankt voor je bestelling, Ruud!</h2>
<p>We hebben je bestelling ontvangen en gaan er direct mee aan de slag.</p>
<table style="border-collapse:collapse;width:100%" cellpadding="6">
<tr style="background:#eef3f9"><td>Bestelnummer</td><td><b>1047-2291-3380</b></td></tr>
<tr><td>Besteldatum</td><td>27 februari 2025, 21:14</td></tr>
<tr style="background:#eef3f9"><td>Klantnummer</td><td>5520913</td></tr>
</table>
<table style="border-collapse:collapse;width:100%;margin-top:16px" cellpadding="6" border="0">
<tr style="border-bottom:1px solid #ccc"><th align="left">Artikel</th><th>Aantal</th><th align="right">Prijs</th></tr>
<tr><td>Waterkoker 1,7 L, rvs<br><small>art.nr. 9200000123456</small></td><td align="center">1</td><td align="right">&euro;&nbsp;34,99</td></tr>
<tr><td>Dekbedovertrek 200x220 cm, antraciet<br><small>art.nr. 9300000556677</small></td><td align="center">2</td><td align="right">&euro;&nbsp;59,90</td></tr>
<tr><td>AA-batterijen 24 stuks<br><small>art.nr. 8719327001122</small></td><td align="center">1</td><td align="right">&euro;&nbsp;12,49</td></tr>
<tr><td colspan="2">Verzendkosten</td><td align="right">&euro;&nbsp;0,00</td></tr>
<tr style="border-top:2px solid #0a4a8c"><td colspan="2"><b>Totaal</b> <small>(incl. 21% btw &euro;&nbsp;18,60)</small></td><td align="right"><b>&euro;&nbsp;107,38</b></td></tr>
</table>
<p>Betaald met iDEAL &middot; transactie 0050001234567890</p>
<p><b>Bezorgadres</b><br>R. Jansen<br>Laan van Meerdervoort 212<br>2563 AG Den Haag</p>
<p>Verwachte levering: <b>zaterdag 1 maart</b> tussen 09:00 en 13:00.</p>
<p><a href="https://www.bolderwinkel.example/account/bestellingen/1047-2291-3380" style="background:#0a4a8c;color:#fff;padding:10px 18px;text-decoration:none">Bekijk je bestelling</a></p>
<hr>
<p style="font-size:11px;color:#777">Bolderwinkel B.V. &middot; Postbus 1180 &middot; 3430 BD Nieuwegein &middot; KvK 30145672 &middot; btw NL812345670B01<br>
Klantenservice: 030 - 310 49 49 (ma-za 8:00-22:00) &middot; <a href="https://www.bolderwinkel.example/klantenservice">klantenservice</a> &middot; <a href="https://www.bolderwinkel.example/voorwaarden">algemene voorwaarden</a></p>
</div></body></html>
""")

add(lang="nl", kind="booking_ref", otp=None, link=None,
    from_="Oranjewind Airlines <boekingen@oranjewind.example>",
    to="m.bakker@ziggo-post.example",
    subject="Boekingsbevestiging K7QZ2M – Amsterdam naar Lissabon",
    date="2025-04-02 10:03:51 +0200",
    headers=[("Reply-To", "klantenservice@oranjewind.example")],
    html_cte="base64",
    html="""<!doctype html>
<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="background:#fff7ef;font-family:'Helvetica Neue',Arial,sans-serif">
<table width="620" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#ff6b00;padding:18px 24px;color:#fff;font-size:20px;font-weight:bold">Oranjewind</td></tr>
<tr><td style="padding:24px">
<p>Beste mevrouw Bakker,</p>
<p>Goed nieuws: je vlucht is geboekt. Hieronder vind je alle details. Neem je boekingscode mee naar de luchthaven.</p>
<table cellpadding="8" style="background:#fff3e6;width:100%;border-radius:6px">
<tr><td style="font-size:12px;color:#a65200">BOEKINGSCODE</td><td style="font-size:12px;color:#a65200">BETAALD</td></tr>
<tr><td style="font-size:26px;font-weight:bold;letter-spacing:3px">K7QZ2M</td><td style="font-size:20px">&euro;&nbsp;312,48</td></tr>
</table>
<h3>Heenvlucht &middot; zaterdag 17 mei 2025</h3>
<table cellpadding="4" width="100%">
<tr><td><b>OW 6213</b></td><td>Amsterdam (AMS) 07:25</td><td>&rarr;</td><td>Lissabon (LIS) 09:50</td></tr>
<tr><td colspan="4" style="color:#666;font-size:13px">Airbus A321neo &middot; Terminal 1 &middot; handbagage 10 kg</td></tr>
</table>
<h3>Terugvlucht &middot; zaterdag 24 mei 2025</h3>
<table cellpadding="4" width="100%">
<tr><td><b>OW 6214</b></td><td>Lissabon (LIS) 10:40</td><td>&rarr;</td><td>Amsterdam (AMS) 14:55</td></tr>
</table>
<h3>Reizigers</h3>
<p>Mw. Marieke Bakker &middot; ticket 675-2410098823<br>Dhr. Joost Bakker &middot; ticket 675-2410098824</p>
<p>Online inchecken kan vanaf 48 uur v&oacute;&oacute;r vertrek, met je boekingscode en achternaam.</p>
<p><a href="https://www.oranjewind.example/mijn-boeking?pnr=K7QZ2M&amp;ln=BAKKER" style="background:#ff6b00;color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px">Beheer mijn boeking</a>
&nbsp; <a href="https://www.oranjewind.example/inchecken">Online inchecken</a></p>
<p style="font-size:12px;color:#666">Stoelkeuze, extra bagage of een autohuur toevoegen? Dat regel je in Mijn boeking. Annuleren is mogelijk tot 24 uur voor vertrek tegen de voorwaarden van je tarief (Light).</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#999;background:#fafafa">
Oranjewind Airlines B.V. &middot; Evert van de Beekstraat 1-104 &middot; 1118 CL Schiphol &middot; KvK 52093311<br>
Klantenservice +31 20 808 1234 &middot; <a href="https://www.oranjewind.example/privacy">privacy</a> &middot; <a href="https://www.oranjewind.example/vervoersvoorwaarden">vervoersvoorwaarden</a>
</td></tr></table></body></html>
""")

add(lang="nl", kind="no_code_word", otp="519037", shown="519037", link=None,
    from_="Windkracht Energie <mijn@windkracht-energie.example>",
    to="fam.visser@mail.example",
    subject="Rond je registratie voor Mijn Windkracht af",
    date="2025-01-19 08:27:10 +0100",
    html_cte="quoted-printable",
    html="""<html><head><meta charset="utf-8"><style>
.d{display:inline-block;width:38px;height:48px;line-height:48px;margin:0 3px;border:1px solid #9bc53d;border-radius:6px;font-size:26px;font-weight:bold;text-align:center;font-family:Consolas,monospace}
</style></head>
<body style="font-family:Segoe UI,Arial,sans-serif;color:#24333e;background:#f5f9f0">
<div style="max-width:560px;margin:24px auto;background:#fff;padding:28px;border-radius:8px">
<img src="https://www.windkracht-energie.example/assets/mail/logo.png" alt="Windkracht Energie" width="150">
<h2 style="color:#2c6e49">Bijna klaar!</h2>
<p>Beste heer of mevrouw Visser,</p>
<p>Je hebt een account aangevraagd voor Mijn Windkracht, met klantnummer <b>30018842</b>. Vul de onderstaande zes cijfers in op de pagina waar je je registratie bent begonnen:</p>
<p style="text-align:center;margin:26px 0">
<span class="d">5</span><span class="d">1</span><span class="d">9</span><span class="d">0</span><span class="d">3</span><span class="d">7</span>
</p>
<p>Deze cijfers zijn 15 minuten geldig. Daarna vraag je eenvoudig nieuwe aan.</p>
<p style="font-size:13px;color:#59656e">In Mijn Windkracht zie je je termijnbedrag (nu &euro;&nbsp;142,00 per maand), je meterstanden en je jaarafrekening. Aansluiting EAN 871687140012345678.</p>
<p style="font-size:13px;color:#59656e">Heb jij dit niet aangevraagd? Negeer dan deze e-mail. Wij vragen je nooit om deze cijfers telefonisch door te geven.</p>
<p>Met duurzame groet,<br>Klantenservice Windkracht Energie</p>
<hr style="border:none;border-top:1px solid #dde5d3">
<p style="font-size:11px;color:#8a969e">Windkracht Energie B.V. &middot; Westerkade 8 &middot; 9718 AS Groningen &middot; 050 - 820 33 00 (werkdagen 8.30-17.00)<br>
<a href="https://www.windkracht-energie.example/privacy">Privacy</a> &middot; <a href="https://www.windkracht-energie.example/contact">Contact</a></p>
</div></body></html>
""")

add(lang="nl", kind="reset_in_code_mail", otp="392018", shown="392018", link=None,
    from_="Boekhoudmaatje <beveiliging@boekhoudmaatje.example>",
    to="Hanneke Smit <info@smitvertaalbureau.example>",
    subject="Je inlogcode voor Boekhoudmaatje",
    date="2025-03-03 14:51:22 +0100",
    text_cte="quoted-printable", html_cte="base64",
    text="""Hallo Hanneke,

Iemand (hopelijk jij) probeert in te loggen op Boekhoudmaatje voor
administratie "Smit Vertaalbureau".

Je inlogcode: 392018

Deze code verloopt over 10 minuten.

Probeerde jij niet in te loggen? Wijzig dan meteen je wachtwoord:
https://app.boekhoudmaatje.example/wachtwoord-vergeten?email=info%40smitvertaalbureau.example

Herinnering: je btw-aangifte over Q1 moet uiterlijk 30 april binnen zijn.

Boekhoudmaatje B.V., Oudegracht 120, 3511 AX Utrecht
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#f7f7fb;padding:20px">
<table width="520" align="center" style="background:#fff;border:1px solid #e3e3ef" cellpadding="24"><tr><td>
<p style="font-size:18px;font-weight:bold;color:#4b3fa8">Boekhoudmaatje</p>
<p>Hallo Hanneke,</p>
<p>Iemand (hopelijk jij) probeert in te loggen op Boekhoudmaatje voor administratie <b>Smit Vertaalbureau</b>.</p>
<p style="margin:0;color:#666;font-size:13px">Je inlogcode</p>
<p style="font-size:34px;letter-spacing:6px;font-weight:bold;margin:4px 0 16px">392018</p>
<p style="font-size:13px;color:#666">Deze code verloopt over 10 minuten.</p>
<p style="font-size:13px">Probeerde jij niet in te loggen? <a href="https://app.boekhoudmaatje.example/wachtwoord-vergeten?email=info%40smitvertaalbureau.example">Wijzig dan meteen je wachtwoord</a>.</p>
<p style="font-size:12px;background:#fff8e1;padding:8px">Herinnering: je btw-aangifte over Q1 moet uiterlijk 30 april binnen zijn.</p>
<p style="font-size:11px;color:#999">Boekhoudmaatje B.V. &middot; Oudegracht 120 &middot; 3511 AX Utrecht &middot; <a href="https://www.boekhoudmaatje.example/support">Support</a></p>
</td></tr></table></body></html>
""")

add(lang="nl", kind="phone_and_dates", otp="274661", shown="274-661", link=None,
    from_="De Linde Zorgverzekeringen <no-reply@delinde-zorg.example>",
    to="w.mulder@mail.example",
    subject="Verificatie voor Mijn De Linde",
    date="2025-03-11 09:42:30 +0100",
    text_cte="quoted-printable",
    text="""Geachte heer Mulder,

U heeft op dinsdag 11 maart 2025 om 09:42 uur gevraagd om in te loggen op
Mijn De Linde vanaf een nieuw apparaat.

Uw verificatiecode is: 274-661

De code is geldig tot 09:57 uur. Vul hem in op het inlogscherm.

Ter informatie: in Mijn De Linde staat uw declaratie van € 84,50
(fysiotherapie, 3 maart 2025) klaar. De uitbetaling volgt binnen 10
werkdagen op uw rekening eindigend op 4471.

Polisnummer: 12-345-678
Relatienummer: 900 211 734

Heeft u deze code niet aangevraagd? Bel ons dan direct op 088 - 765 43 21
(ma t/m vr 8.00-20.00 uur, za 9.00-13.00 uur). Vanuit het buitenland:
+31 88 765 43 21. Wij vragen nooit om uw code via telefoon of e-mail.

Met vriendelijke groet,

Afdeling Klantcontact
De Linde Zorgverzekeringen
Postbus 4020, 6803 EA Arnhem
""")

add(lang="nl", kind="decoy_codes", otp=None, link=None,
    from_="Bloemenhuys <nieuws@bloemenhuys.example>",
    to="lisa.vandam@mail.example",
    subject="🌷 Lente! 25% korting op alle boeketten – alleen dit weekend",
    date="2025-03-14 07:00:00 +0100",
    headers=[("List-Unsubscribe", "<mailto:afmelden@bloemenhuys.example?subject=afmelden-77120>, <https://bloemenhuys.example/u/77120/aK9p2>"),
             ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click"),
             ("Precedence", "bulk")],
    html_cte="quoted-printable",
    html="""<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fdf6f9;font-family:Georgia,serif">
<center>
<p style="font-size:11px;font-family:Arial">Het is lente bij Bloemenhuys &middot; <a href="https://bloemenhuys.example/v/77120/lente">Online bekijken</a></p>
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td><img src="https://bloemenhuys.example/img/lente-header.jpg" width="600" alt="Tulpen uit eigen kwekerij"></td></tr>
<tr><td style="padding:24px 36px;text-align:center">
<h1 style="color:#b0306a">Hallo Lisa, de tulpen zijn er weer!</h1>
<p style="font-size:17px">Alleen dit weekend krijg je <b>25% korting</b> op alle boeketten. Vul bij het afrekenen deze kortingscode in:</p>
<p style="font-size:30px;font-family:Courier,monospace;border:2px dashed #b0306a;display:inline-block;padding:8px 22px">LENTE25</p>
<p style="font-size:13px;color:#777">Geldig t/m zondag 16-03-2025 23:59, minimale besteding &euro;&nbsp;25, niet geldig op cadeaubonnen.</p>
<p><a href="https://bloemenhuys.example/c/lente?utm_source=nieuwsbrief&amp;utm_campaign=wk11" style="background:#b0306a;color:#fff;padding:12px 26px;text-decoration:none;font-family:Arial">Shop de boeketten</a></p>
</td></tr>
<tr><td style="padding:16px 36px;background:#fbeef4;font-family:Arial;font-size:14px">
<b>Nog een cadeaukaart liggen?</b> Je saldo check je met het kaartnummer 6064 3310 9021 7745 op onze site. Bestelling 88120455 van vorige maand is inmiddels bezorgd &ndash; bedankt!
</td></tr>
<tr><td style="padding:20px 36px;font-size:11px;color:#999;font-family:Arial">
Bloemenhuys &middot; Kwekerslaan 14 &middot; 2161 DK Lisse &middot; 0252 - 41 22 90<br>
Je ontvangt deze nieuwsbrief omdat je klant bent bij Bloemenhuys. <a href="https://bloemenhuys.example/u/77120/aK9p2">Uitschrijven</a> &middot; <a href="https://bloemenhuys.example/voorkeuren/77120">Voorkeuren</a>
</td></tr></table>
<img src="https://t.bloemenhuys.example/o/77120/wk11.gif" width="1" height="1" alt="">
</center></body></html>
""")

add(lang="nl", kind="username_digits", otp="816204", shown="816 204", link=None,
    from_="Speelhal Forum <forum@speelhal.example>",
    to="pixelkoning_04@mail.example",
    subject="[Speelhal] Verificatiecode voor je account",
    date="2025-02-08 23:11:45 +0100",
    text_cte="7bit",
    text="""Hoi pixelkoning_04,

Je wilt het e-mailadres van je Speelhal-account wijzigen. Vul deze
verificatiecode in om de wijziging te bevestigen:

    816 204

De code werkt 30 minuten. Daarna moet je een nieuwe aanvragen via
Instellingen > Account.

Account: pixelkoning_04 (lid sinds 2016, 4.812 berichten)
Nieuw e-mailadres: pixelkoning_04@mail.example

Niet door jou aangevraagd? Laat het de moderators weten in het
subforum Support & Feedback, of mail naar abuse@speelhal.example.

Gamen doe je samen,
De crew van Speelhal

--
Speelhal Forum - https://speelhal.example
Je krijgt deze mail omdat je een account hebt op Speelhal.
""")

add(lang="nl", kind="several_codes", otp=None, link=None,
    from_="Mailhaven <security@mailhaven.example>",
    to="Pieter Claes <pieter@mailhaven.example>",
    subject="Je nieuwe back-upcodes voor tweestapsverificatie",
    date="2025-01-28 16:20:04 +0100",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Hallo Pieter,

Je hebt zojuist nieuwe back-upcodes aangemaakt. De oude codes werken niet
meer.

Gebruik een back-upcode alleen als je geen toegang hebt tot je
authenticator-app. Elke code kan maar één keer gebruikt worden.

   4821-9930    7730-1184
   2209-5617    6648-0352
   9175-4403    3310-8826
   5092-7741    8864-2190
   1457-6038    0283-5519

Print ze uit of bewaar ze in je wachtwoordmanager. Deel ze met niemand.

Aangemaakt op 28-01-2025 om 16:19 (Amsterdam), Firefox op Linux.

Mailhaven · Keizersgracht 555 · 1017 DR Amsterdam
""",
    html="""<html><body style="font-family:system-ui,Arial,sans-serif;color:#1d2433">
<div style="max-width:560px;margin:auto;padding:24px">
<p><b style="color:#0b6e99">Mailhaven</b></p>
<p>Hallo Pieter,</p>
<p>Je hebt zojuist nieuwe back-upcodes aangemaakt. De oude codes werken niet meer.</p>
<p>Gebruik een back-upcode alleen als je geen toegang hebt tot je authenticator-app. Elke code kan maar &eacute;&eacute;n keer gebruikt worden.</p>
<table cellpadding="6" style="font-family:Menlo,Consolas,monospace;font-size:16px;background:#f1f5f9;border-radius:6px;margin:16px 0">
<tr><td>4821-9930</td><td>7730-1184</td></tr>
<tr><td>2209-5617</td><td>6648-0352</td></tr>
<tr><td>9175-4403</td><td>3310-8826</td></tr>
<tr><td>5092-7741</td><td>8864-2190</td></tr>
<tr><td>1457-6038</td><td>0283-5519</td></tr>
</table>
<p>Print ze uit of bewaar ze in je wachtwoordmanager. Deel ze met niemand.</p>
<p style="font-size:12px;color:#667">Aangemaakt op 28-01-2025 om 16:19 (Amsterdam), Firefox op Linux. Was jij dit niet? <a href="https://account.mailhaven.example/beveiliging">Controleer je beveiligingsinstellingen</a>.</p>
<p style="font-size:11px;color:#99a">Mailhaven &middot; Keizersgracht 555 &middot; 1017 DR Amsterdam</p>
</div></body></html>
""")

add(lang="nl", kind="lowercase_alnum", otp="k7m2xq9p", shown="k7m2xq9p",
    link="https://app.deeldrive.example/auth/magic?t=dd_ml_7fK2pQ9xWv3RtB8nY4cLm6ZsE1aH0uJd&next=%2Freserveringen",
    from_="Deeldrive <hallo@deeldrive.example>",
    to="tom.hendriks@mail.example",
    subject="Inloggen bij Deeldrive",
    date="2025-03-21 07:48:19 +0100",
    text_cte="8bit", html_cte="quoted-printable",
    text="""Goedemorgen Tom,

Log in bij Deeldrive met deze code:

k7m2xq9p

Of tik op deze link op je telefoon (werkt één keer, 15 minuten geldig):
https://app.deeldrive.example/auth/magic?t=dd_ml_7fK2pQ9xWv3RtB8nY4cLm6ZsE1aH0uJd&next=%2Freserveringen

Je reservering van vandaag: Renault Zoe (GZ-418-K), Oosterpark, 08:30-12:00.

Rij veilig!
Deeldrive · Wibautstraat 150 · 1091 GR Amsterdam
""",
    html="""<html><body style="font-family:Helvetica,Arial,sans-serif;background:#eefaf5">
<table width="480" align="center" cellpadding="20" style="background:#fff;border-radius:10px;margin-top:20px"><tr><td>
<p style="color:#00a36c;font-weight:bold;font-size:20px">deeldrive</p>
<p>Goedemorgen Tom,</p>
<p>Log in bij Deeldrive met deze code:</p>
<p style="font-family:Menlo,monospace;font-size:28px;letter-spacing:4px;background:#f2f4f3;padding:12px;text-align:center">k7m2xq9p</p>
<p>Of tik op de knop op je telefoon:</p>
<p style="text-align:center"><a href="https://app.deeldrive.example/auth/magic?t=dd_ml_7fK2pQ9xWv3RtB8nY4cLm6ZsE1aH0uJd&amp;next=%2Freserveringen" style="background:#00a36c;color:#fff;padding:12px 30px;border-radius:24px;text-decoration:none">Inloggen</a></p>
<p style="font-size:12px;color:#777">De code en de knop werken &eacute;&eacute;n keer en zijn 15 minuten geldig.</p>
<p style="font-size:13px;background:#f7f7f7;padding:10px">Je reservering van vandaag: <b>Renault Zoe (GZ-418-K)</b>, Oosterpark, 08:30&ndash;12:00. <a href="https://app.deeldrive.example/reserveringen/551920">Bekijk reservering</a></p>
<p style="font-size:11px;color:#aaa">Deeldrive &middot; Wibautstraat 150 &middot; 1091 GR Amsterdam &middot; <a href="https://deeldrive.example/help">Help</a></p>
</td></tr></table></body></html>
""")

add(lang="nl", kind="login_alert", otp=None, link=None,
    from_="Spaarvlot <meldingen@spaarvlot.example>",
    to="Jeroen Vos <jeroen.vos@mail.example>",
    subject="Nieuwe inlog op je Spaarvlot-account",
    date="2025-02-16 22:05:37 +0100",
    text_cte="base64", html_cte="base64",
    text="""Hoi Jeroen,

Er is zojuist ingelogd op je Spaarvlot-account:

Wanneer: zondag 16 februari 2025, 22:04
Apparaat: Chrome 121 op Windows 11
Locatie (bij benadering): Rotterdam, Nederland
IP-adres: 198.51.100.73

Was jij dit? Dan hoef je niets te doen.

Was jij dit niet? Blokkeer je account direct in de app of bel 010 - 240 60 60
(24/7). Bekijk ook je apparaten: https://mijn.spaarvlot.example/instellingen/apparaten

Je spaarsaldo is veilig; we doen nooit overboekingen zonder jouw akkoord.

Spaarvlot is een handelsnaam van Vlot Financial Services B.V.,
Wilhelminakade 91, 3072 AP Rotterdam. Onder toezicht van DNB en AFM.
""",
    html="""<html><body style="font-family:Inter,Arial,sans-serif;color:#102a43">
<div style="max-width:540px;margin:auto;padding:24px;border:1px solid #d9e2ec;border-radius:8px">
<p style="font-weight:700;color:#127fbf">Spaarvlot</p>
<p>Hoi Jeroen,</p>
<p>Er is zojuist ingelogd op je Spaarvlot-account:</p>
<table cellpadding="4" style="font-size:14px">
<tr><td style="color:#627d98">Wanneer</td><td>zondag 16 februari 2025, 22:04</td></tr>
<tr><td style="color:#627d98">Apparaat</td><td>Chrome 121 op Windows 11</td></tr>
<tr><td style="color:#627d98">Locatie</td><td>Rotterdam, Nederland (bij benadering)</td></tr>
<tr><td style="color:#627d98">IP-adres</td><td>198.51.100.73</td></tr>
</table>
<p>Was jij dit? Dan hoef je niets te doen.</p>
<p>Was jij dit niet? <a href="https://mijn.spaarvlot.example/beveiliging/blokkeren?src=mail&amp;evt=lg-88213007">Blokkeer je account</a> of bel 010&nbsp;-&nbsp;240&nbsp;60&nbsp;60 (24/7). <a href="https://mijn.spaarvlot.example/instellingen/apparaten">Bekijk je apparaten</a>.</p>
<p style="font-size:11px;color:#829ab1">Spaarvlot is een handelsnaam van Vlot Financial Services B.V., Wilhelminakade 91, 3072 AP Rotterdam. Onder toezicht van DNB en AFM.</p>
</div></body></html>
""")


# ----------------------------- Polish (pl) --------------------------------

add(lang="pl", kind="prefix_code", otp="40817", shown="KW-40817", link=None,
    from_="Kwadrans <security@kwadrans.example>",
    to="ola.nowak@poczta.example",
    subject="KW-40817 to Twój kod potwierdzający Kwadrans",
    date="2025-03-12 18:07:44 +0100",
    charset="iso-8859-2", text_cte="quoted-printable",
    text="""Cześć Ola,

ktoś próbuje zalogować się na Twoje konto Kwadrans (@ola.nowak) z nowego
urządzenia.

Twój kod potwierdzający: KW-40817

W aplikacji wpisz same cyfry, bez liter KW. Kod wygasa po 10 minutach.

Urządzenie: iPhone 13, iOS 18.3
Miejsce: Kraków, Polska (w przybliżeniu)
Czas: 12.03.2025, 18:07

Jeśli to nie Ty, nie przekazuj nikomu tego kodu i od razu zmień hasło
w ustawieniach aplikacji.

Pozdrawiamy
Zespół Kwadrans

Kwadrans sp. z o.o., ul. Prosta 51, 00-838 Warszawa
Sąd Rejonowy dla m.st. Warszawy, XII Wydział Gospodarczy KRS,
KRS 0000812345, NIP 5272998811, kapitał zakładowy 50 000 zł
""")

add(lang="pl", kind="newsletter_numbers", otp=None, link=None,
    from_="PaczkoPunkt <powiadomienia@paczkopunkt.example>",
    to="Tomasz Wójcik <t.wojcik@poczta.example>",
    subject="Twoja paczka od Elektro24 jest już w drodze",
    date="2025-03-11 06:52:18 +0100",
    text_cte="8bit", html_cte="base64",
    text="""Dzień dobry,

Twoja paczka od nadawcy Elektro24 jest w drodze.

Numer przesyłki: 620112345678901234567890
Numer zamówienia w sklepie: 2025/03/11842
Planowane doręczenie: czwartek, 13.03.2025, w godz. 10:00-16:00
Punkt odbioru: PP-KRA118M, ul. Wielicka 259, 30-663 Kraków
Gabaryt: B (do 19 x 38 x 64 cm), waga 4,2 kg
Pobranie: 0,00 zł

O gotowości paczki do odbioru poinformujemy Cię SMS-em na numer
+48 *** *** 417 oraz e-mailem.

Śledź przesyłkę: https://sledzenie.paczkopunkt.example/620112345678901234567890

PaczkoPunkt S.A., ul. Malborska 130, 30-624 Kraków
NIP 6793108059, REGON 360781085, KRS 0000543759
Infolinia: 722 444 000 (pn-pt 8:00-20:00, sob. 8:00-16:00)
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;background:#f4f4f4;margin:0">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#ffcd00;padding:16px 24px;font-weight:bold;font-size:20px">PaczkoPunkt</td></tr>
<tr><td style="padding:24px">
<h2 style="margin-top:0">Twoja paczka jest w drodze &#x1F69A;</h2>
<p>Dzień dobry, Twoja paczka od nadawcy <b>Elektro24</b> jest w drodze.</p>
<table cellpadding="6" style="font-size:14px;width:100%;border:1px solid #eee">
<tr><td style="color:#777">Numer przesyłki</td><td><b>620112345678901234567890</b></td></tr>
<tr><td style="color:#777">Numer zamówienia</td><td>2025/03/11842</td></tr>
<tr><td style="color:#777">Planowane doręczenie</td><td>czwartek, 13.03.2025, 10:00&ndash;16:00</td></tr>
<tr><td style="color:#777">Punkt odbioru</td><td>PP-KRA118M, ul. Wielicka 259, 30-663 Kraków</td></tr>
<tr><td style="color:#777">Gabaryt / waga</td><td>B &middot; 4,2 kg</td></tr>
<tr><td style="color:#777">Pobranie</td><td>0,00 zł</td></tr>
</table>
<p>O gotowości paczki do odbioru poinformujemy Cię SMS-em na numer +48 *** *** 417.</p>
<p><a href="https://sledzenie.paczkopunkt.example/620112345678901234567890" style="background:#1d1d1b;color:#ffcd00;padding:12px 22px;text-decoration:none;font-weight:bold">Śledź przesyłkę</a></p>
<p style="font-size:13px">Chcesz zmienić punkt? <a href="https://paczkopunkt.example/zmiana-punktu?p=620112345678901234567890">Przekieruj paczkę</a> do 12.03.2025, 23:59.</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#888;background:#fafafa">PaczkoPunkt S.A., ul. Malborska 130, 30-624 Kraków &middot; NIP 6793108059 &middot; REGON 360781085 &middot; KRS 0000543759<br>
Infolinia 722 444 000 &middot; <a href="https://paczkopunkt.example/regulamin">Regulamin</a> &middot; <a href="https://paczkopunkt.example/rodo">Polityka prywatności</a></td></tr>
</table></body></html>
""")

add(lang="pl", kind="magic_link", otp=None,
    link="https://www.szafa24.example/konto/reset-hasla/potwierdz?token=b3f1c9e2-77a4-4d2b-9c1e-5fa8d3e0a611&sig=Q2xhdWRpYU1hcnplYzIwMjVfcmVzZXQ",
    from_="Szafa24 <konto@szafa24.example>",
    to="klaudia.marzec@poczta.example",
    subject="Zmiana hasła w Szafa24",
    date="2025-02-19 21:33:05 +0100",
    headers=[("X-Campaign", "tx-password-reset")],
    html_cte="base64",
    html="""<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><title>Zmiana hasła</title></head>
<body style="margin:0;background:#faf7f5;font-family:Helvetica,Arial,sans-serif;color:#2b2b2b">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:28px 40px;border-bottom:1px solid #eee"><a href="https://www.szafa24.example/?utm_source=mail&amp;utm_medium=tx"><img src="https://img.szafa24.example/mail/logo.png" alt="Szafa24" width="130"></a></td></tr>
<tr><td style="padding:32px 40px">
<h1 style="font-size:22px;font-weight:normal">Ustaw nowe hasło</h1>
<p>Cześć Klaudia,</p>
<p>otrzymaliśmy prośbę o zmianę hasła do Twojego konta w Szafa24. Kliknij przycisk poniżej, aby ustawić nowe hasło. Link jest ważny przez 60 minut i można go użyć tylko raz.</p>
<p style="text-align:center;margin:32px 0"><a href="https://www.szafa24.example/konto/reset-hasla/potwierdz?token=b3f1c9e2-77a4-4d2b-9c1e-5fa8d3e0a611&amp;sig=Q2xhdWRpYU1hcnplYzIwMjVfcmVzZXQ" style="background:#2b2b2b;color:#fff;padding:14px 36px;text-decoration:none;letter-spacing:1px">USTAW NOWE HASŁO</a></p>
<p style="font-size:13px;color:#666">Jeśli to nie Ty prosiłaś o zmianę hasła, zignoruj tę wiadomość &ndash; Twoje obecne hasło pozostanie bez zmian. W razie wątpliwości <a href="https://pomoc.szafa24.example/kontakt">skontaktuj się z nami</a>.</p>
</td></tr>
<tr><td style="padding:20px 40px;background:#f2eeea;font-size:13px;text-align:center">
Darmowa dostawa od 199 zł &middot; 30 dni na zwrot &middot; <a href="https://www.szafa24.example/nowosci?utm_source=mail">Zobacz nowości</a></td></tr>
<tr><td style="padding:20px 40px;text-align:center">
<a href="https://apps.apple.example/pl/app/szafa24/id1488820011"><img src="https://img.szafa24.example/mail/appstore.png" alt="App Store" width="110"></a>
<a href="https://play.google.example/store/apps/details?id=pl.szafa24.app"><img src="https://img.szafa24.example/mail/googleplay.png" alt="Google Play" width="110"></a></td></tr>
<tr><td style="padding:16px 40px;font-size:11px;color:#999;text-align:center">
Szafa24 sp. z o.o., ul. Składowa 12, 61-897 Poznań, KRS 0000654321, NIP 7792468513.<br>
<a href="https://www.szafa24.example/regulamin">Regulamin</a> &middot; <a href="https://www.szafa24.example/polityka-prywatnosci">Polityka prywatności</a></td></tr>
</table></td></tr></table></body></html>
""")

add(lang="pl", kind="transaction_auth", otp="73158842", shown="7315 8842", link=None,
    from_="Kartio <powiadomienia@kartio.example>",
    to="Michał Zieliński <michal.zielinski@poczta.example>",
    subject="Potwierdź płatność kartą na kwotę 249,99 PLN",
    date="2025-03-08 13:26:40 +0100",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Potwierdzenie płatności internetowej (3-D Secure)

Sklep: MEDIAPUNKT*SKLEP INTERNET.
Kwota: 249,99 PLN
Karta: Visa **** 4821
Data: 08.03.2025, 13:26

Kod do potwierdzenia tej płatności: 7315 8842

Wpisz go na stronie płatności. Kod jest ważny 5 minut i tylko dla tej
transakcji.

Jeśli nie robisz teraz zakupów, nie wpisuj kodu i zadzwoń do nas:
+48 22 358 00 00 (całą dobę). Nigdy nie prosimy o podanie kodu przez
telefon, SMS ani komunikator.

Kartio S.A., ul. Grzybowska 78, 00-844 Warszawa, KRS 0000770011.
Ta wiadomość została wygenerowana automatycznie, nie odpowiadaj na nią.
""",
    html="""<html><body style="font-family:Roboto,Arial,sans-serif;background:#eef1f6;padding:16px">
<div style="max-width:500px;margin:auto;background:#fff;border-radius:12px;overflow:hidden">
<div style="background:#3b2c85;color:#fff;padding:16px 22px;font-size:18px">Kartio &middot; 3-D Secure</div>
<div style="padding:22px">
<p style="margin-top:0">Potwierdź płatność internetową:</p>
<table cellpadding="5" style="font-size:14px;width:100%">
<tr><td style="color:#7a7f8c">Sklep</td><td>MEDIAPUNKT*SKLEP INTERNET.</td></tr>
<tr><td style="color:#7a7f8c">Kwota</td><td><b>249,99 PLN</b></td></tr>
<tr><td style="color:#7a7f8c">Karta</td><td>Visa **** 4821</td></tr>
<tr><td style="color:#7a7f8c">Data</td><td>08.03.2025, 13:26</td></tr>
</table>
<p style="margin-bottom:4px">Kod do potwierdzenia tej płatności:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:2px;margin-top:0;color:#3b2c85">7315 8842</p>
<p style="font-size:13px;color:#555">Wpisz go na stronie płatności. Kod jest ważny 5 minut i tylko dla tej transakcji.</p>
<p style="font-size:13px;color:#b00020">Jeśli nie robisz teraz zakupów, nie wpisuj kodu i zadzwoń: +48&nbsp;22&nbsp;358&nbsp;00&nbsp;00. Nigdy nie prosimy o podanie kodu przez telefon.</p>
</div>
<div style="padding:14px 22px;font-size:11px;color:#999;background:#f7f8fa">Kartio S.A., ul. Grzybowska 78, 00-844 Warszawa &middot; <a href="https://kartio.example/bezpieczenstwo">Zasady bezpieczeństwa</a></div>
</div></body></html>
""")

add(lang="pl", kind="new_and_old_code", otp="628104", shown="628 104", link=None,
    from_="ePortal Świadczeń <nie-odpowiadaj@eportal-swiadczen.example>",
    to="a.kaczmarek@poczta.example",
    subject="Nowy kod autoryzacyjny – ePortal Świadczeń",
    date="2025-01-30 10:19:03 +0100",
    text_cte="8bit",
    text="""Szanowna Pani,

na Pani prośbę wygenerowaliśmy nowy kod autoryzacyjny do podpisania
wniosku nr WN/2025/0047731 (świadczenie rodzinne).

Nowy kod: 628 104

Poprzedni kod (551 203), wysłany dziś o godz. 10:12, jest już nieważny
i nie zostanie przyjęty przez system.

Kod jest ważny przez 15 minut od chwili wysłania tej wiadomości.

Jeżeli to nie Pani składa wniosek, prosimy o kontakt z Centrum Obsługi
Telefonicznej: 22 560 16 00 (pn.-pt. 7:00-18:00).

Wiadomość wygenerowana automatycznie. Prosimy na nią nie odpowiadać.

ePortal Świadczeń
ul. Szamocka 3, 5, 01-748 Warszawa
""")

add(lang="pl", kind="decoy_codes", otp="4417", shown="4417", link=None,
    from_="Głodomór <hej@glodomor.example>",
    to="kuba.lewandowski@poczta.example",
    subject="Twój kod do logowania w Głodomorze",
    date="2025-03-15 19:58:27 +0100",
    html_cte="quoted-printable",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:'Trebuchet MS',Arial,sans-serif;background:#fff4ec;margin:0;padding:20px">
<table width="520" align="center" cellpadding="24" style="background:#fff;border-radius:14px"><tr><td>
<p style="font-size:24px;color:#ff5a1f;font-weight:bold;margin:0">głodomór</p>
<p>Hej Kuba!</p>
<p>Wpisz ten kod w aplikacji, żeby się zalogować:</p>
<p style="font-size:40px;font-weight:bold;letter-spacing:10px;text-align:center;margin:12px 0">4417</p>
<p style="font-size:12px;color:#888;text-align:center">Kod jest ważny 10 minut. Nie podawaj go nikomu &ndash; nawet kurierowi.</p>
<hr style="border:none;border-top:1px dashed #ffc9a8">
<p style="background:#fff0e5;padding:12px;border-radius:8px">&#127829; <b>Głodny?</b> Z kodem rabatowym <b>PIZZA20</b> zapłacisz 20% mniej za pierwsze zamówienie z pizzerii (do 30 zł rabatu, ważny do 31.03.2025).</p>
<p style="font-size:13px">Twoje ostatnie zamówienie <b>#GL-558120</b> z Bistro Pod Wawelem (68,40 zł) zostało dostarczone 14.03 o 20:41. <a href="https://glodomor.example/zamowienia/GL-558120">Oceń zamówienie</a></p>
<p style="font-size:11px;color:#aaa">Głodomór sp. z o.o. &middot; ul. Pańska 73 &middot; 00-834 Warszawa &middot; tel. 22 104 22 00<br>
<a href="https://glodomor.example/pomoc">Pomoc</a> &middot; <a href="https://glodomor.example/ustawienia/powiadomienia">Ustawienia powiadomień</a></p>
</td></tr></table></body></html>
""")

add(lang="pl", kind="subject_only", otp="839204", shown="839204", link=None,
    from_="Faktureo <no-reply@faktureo.example>",
    to="biuro@stolarnia-dabrowski.example",
    subject="839204 – kod weryfikacyjny Faktureo",
    date="2025-02-24 08:02:11 +0100",
    text_cte="quoted-printable",
    text="""Dzień dobry,

użyj kodu z tematu tej wiadomości, aby dokończyć logowanie do Faktureo
na koncie firmy STOLARNIA DĄBROWSKI (NIP 8971765432).

Kod jest ważny przez 10 minut. Jeśli to nie Ty się logujesz, zmień hasło
i włącz uwierzytelnianie dwuskładnikowe w Ustawieniach.

Przypominamy: termin płatności faktury FV 14/02/2025 mija 28.02.2025.

--
Faktureo - faktury online
Faktureo sp. z o.o., ul. Legnicka 48, 54-202 Wrocław
pomoc@faktureo.example | 71 307 11 90
""")

add(lang="pl", kind="alt_text_only", otp="7HQ2KD", shown="7HQ2KD", link=None,
    from_="Graczownia <konto@graczownia.example>",
    to="zbyszek.gra@poczta.example",
    subject="Potwierdź logowanie w Graczowni",
    date="2025-03-01 22:47:56 +0100",
    image={"cid": "kod-7f3a9c@graczownia.example", "size": (180, 48), "filename": "kod.png"},
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Cześć!

Ktoś loguje się do Twojego konta w Graczowni z nowego komputera.
Kod potwierdzający jest widoczny w wersji HTML tej wiadomości (jako
obrazek). Jeśli go nie widzisz, włącz wyświetlanie obrazków albo otwórz
wiadomość w przeglądarce.

Jeśli to nie Ty, zmień hasło: https://graczownia.example/konto/haslo

Ekipa Graczowni
Graczownia sp. z o.o., ul. Piotrkowska 120, 90-006 Łódź
""",
    html="""<html><body style="background:#14141f;color:#e6e6f0;font-family:Verdana,sans-serif;padding:20px">
<div style="max-width:520px;margin:auto;background:#1f1f2e;border-radius:8px;padding:26px">
<p style="font-size:22px;color:#8be04e;font-weight:bold;margin-top:0">GRACZOWNIA</p>
<p>Cześć!</p>
<p>Ktoś loguje się do Twojego konta z nowego komputera (Windows, Łódź, 01.03.2025 22:47). Wpisz poniższy kod w oknie logowania:</p>
<p style="text-align:center"><img src="cid:kod-7f3a9c@graczownia.example" width="180" height="48" alt="Kod: 7HQ2KD" style="border:1px solid #8be04e"></p>
<p style="font-size:12px;color:#9a9ab0">Kod wygasa po 15 minutach. Jeśli to nie Ty, <a href="https://graczownia.example/konto/haslo" style="color:#8be04e">zmień hasło</a>.</p>
<p style="font-size:11px;color:#6c6c80">Graczownia sp. z o.o., ul. Piotrkowska 120, 90-006 Łódź &middot; <a href="https://graczownia.example/discord" style="color:#6c6c80">Discord</a> &middot; <a href="https://graczownia.example/regulamin" style="color:#6c6c80">Regulamin</a></p>
</div></body></html>
""")

add(lang="pl", kind="username_digits", otp=None,
    link="https://forum.wedkarze.example/ucp.php?mode=activate&u=48213&k=9F2C7A1E5B0D4E86A3C1",
    from_="Forum Wędkarzy <admin@forum.wedkarze.example>",
    to="karp_mistrz1987@poczta.example",
    subject="Witaj na Forum Wędkarzy",
    date="2025-02-02 17:14:09 +0100",
    text_cte="8bit",
    text="""Witaj karp_mistrz1987,

Dziękujemy za rejestrację na Forum Wędkarzy.

Twoje konto jest obecnie nieaktywne. Nie będziesz mógł go używać, dopóki
go nie aktywujesz. Aby to zrobić, kliknij w poniższy odnośnik:

https://forum.wedkarze.example/ucp.php?mode=activate&u=48213&k=9F2C7A1E5B0D4E86A3C1

Nazwa użytkownika: karp_mistrz1987
Adres forum: https://forum.wedkarze.example/

Prosimy zachować tę wiadomość. Hasło zostało zaszyfrowane w naszej bazie
danych i nie możemy go odzyskać. Jeśli je zapomnisz, możesz ustawić nowe
przy pomocy adresu e-mail powiązanego z kontem.

Połamania kija!
Administracja Forum Wędkarzy

--
Forum Wędkarzy - https://forum.wedkarze.example/
""")

add(lang="pl", kind="phone_and_dates", otp="530882", shown="530 882", link=None,
    from_="Plusfon <moj@plusfon.example>",
    to="Ewa Pawlak <ewa.pawlak@poczta.example>",
    subject="Kod do logowania w Moim Plusfonie",
    date="2025-03-18 11:04:31 +0100",
    text_cte="base64", html_cte="base64",
    text="""Dzień dobry, Pani Ewo,

Kod do logowania w Moim Plusfonie: 530 882
Ważny do 11:19 (18.03.2025).

Logowanie dotyczy konta klienta nr 1.2233445 z numerami:
+48 601 234 567 (abonament Plus Max 59,99 zł)
+48 695 800 412 (Internet domowy LTE)

Przypominamy: faktura FV/2025/02/118834 na kwotę 104,98 zł ma termin
płatności 25.03.2025. Numer rachunku do wpłat: 61 1090 1014 0000 0712 1981 2874.

Nie prosiłaś o kod? Zadzwoń na infolinię *2601 lub +48 601 102 601.

Plusfon Sp. z o.o., ul. Kolejowa 5/7, 01-217 Warszawa
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#222">
<div style="max-width:560px;margin:auto;border-top:5px solid #00a651;padding:20px">
<p style="font-weight:bold;color:#00a651;font-size:20px">Plusfon</p>
<p>Dzień dobry, Pani Ewo,</p>
<p>Kod do logowania w Moim Plusfonie:</p>
<p style="font-size:28px;font-weight:bold">530 882</p>
<p style="font-size:13px">Ważny do 11:19 (18.03.2025).</p>
<table cellpadding="4" style="font-size:13px;border:1px solid #ddd">
<tr><td colspan="2"><b>Konto klienta nr 1.2233445</b></td></tr>
<tr><td>+48 601 234 567</td><td>abonament Plus Max 59,99 zł</td></tr>
<tr><td>+48 695 800 412</td><td>Internet domowy LTE</td></tr>
</table>
<p style="font-size:13px">Faktura FV/2025/02/118834 na kwotę <b>104,98 zł</b> &ndash; termin płatności 25.03.2025. <a href="https://moj.plusfon.example/faktury/FV-2025-02-118834">Zobacz fakturę</a></p>
<p style="font-size:13px">Nie prosiłaś o kod? Zadzwoń na infolinię *2601 lub +48 601 102 601.</p>
<p style="font-size:11px;color:#888">Plusfon Sp. z o.o., ul. Kolejowa 5/7, 01-217 Warszawa &middot; <a href="https://plusfon.example/prywatnosc">Prywatność</a></p>
</div></body></html>
""")

add(lang="pl", kind="no_code_word", otp="370942", shown="370942", link=None,
    from_="Uniwersytet Nadwiślański – USOSweb <usos@un.example>",
    to="s412873@student.un.example",
    subject="Aktywacja konta w systemie USOSweb",
    date="2025-02-25 12:40:02 +0100",
    text_cte="quoted-printable",
    text="""Szanowna Studentko, Szanowny Studencie,

rozpoczęto aktywację konta w systemie USOSweb Uniwersytetu Nadwiślańskiego
dla numeru albumu 412873.

Aby dokończyć aktywację, wpisz na stronie aktywacji następujący jednorazowy
PIN:

370942

PIN jest ważny przez 24 godziny. Po jego wpisaniu ustawisz hasło do USOSweb,
poczty studenckiej i sieci eduroam.

Jeżeli nie rozpoczynałeś(-aś) aktywacji, zignoruj tę wiadomość albo zgłoś
się do Biura Obsługi Studentów (pokój 014, tel. 81 537 51 00,
pon.-pt. 9:00-15:00).

Centrum Informatyczne
Uniwersytet Nadwiślański
ul. Akademicka 14, 20-033 Lublin
""")

# ----------------------------- Swedish (sv) -------------------------------

add(lang="sv", kind="magic_link", otp=None,
    link="https://e.torgbladet.example/c/eJxNj8tuwzAMBL9GR0GiHpaOPrToD_QHZImOhViWIcpI-vdV0KQoQIAAZzG7ZIeDfYnp4dPo2IXSuMBwzUGmB_6EAoJLGq0cIgQ1HTpPKPV4fMf0Dh2sD0Y7rxQ3aXfwmBl3kWDGRS-ETSTOWFoQkoqg1hSIpTQFDCxrWlWWSzm4t5aOrzA9zHXM2KHqVJqXkJXxNqfMm_FIZ3X9x7WdCjZ2JZrlnNL5xhwqEXbwR7W9ZUQ/1/0102019583ac4f2a-9b1e0c47",
    from_="Torgbladet <inloggning@torgbladet.example>",
    to="elin.lindqvist@post.example",
    subject="Din inloggningslänk till Torgbladet",
    date="2025-03-09 15:12:48 +0100",
    headers=[("Feedback-ID", "login:tx:torgbladet"), ("Auto-Submitted", "auto-generated")],
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Hej Elin!

Klicka på länken nedan för att logga in på Torgbladet. Du behöver inget
lösenord.

Logga in:
https://e.torgbladet.example/c/eJxNj8tuwzAMBL9GR0GiHpaOPrToD_QHZImOhViWIcpI-vdV0KQoQIAAZzG7ZIeDfYnp4dPo2IXSuMBwzUGmB_6EAoJLGq0cIgQ1HTpPKPV4fMf0Dh2sD0Y7rxQ3aXfwmBl3kWDGRS-ETSTOWFoQkoqg1hSIpTQFDCxrWlWWSzm4t5aOrzA9zHXM2KHqVJqXkJXxNqfMm_FIZ3X9x7WdCjZ2JZrlnNL5xhwqEXbwR7W9ZUQ/1/0102019583ac4f2a-9b1e0c47

Länken fungerar i 20 minuter och kan bara användas en gång, i samma
webbläsare som du begärde den från.

Var det inte du som försökte logga in? Då kan du bortse från det här
mejlet. Ingen kommer åt ditt konto utan länken.

Vänliga hälsningar
Torgbladet

Torgbladet AB, Box 6014, 102 31 Stockholm, org.nr 556912-4410
Kundtjänst: https://hjalp.torgbladet.example
""",
    html="""<!doctype html><html lang="sv"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef2f5;font-family:-apple-system,Segoe UI,Roboto,Arial,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">Logga in utan lösenord &ndash; länken gäller i 20 minuter.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px">
<tr><td style="padding:28px 36px 8px"><img src="https://static.torgbladet.example/email/logo@2x.png" width="150" alt="Torgbladet"></td></tr>
<tr><td style="padding:8px 36px 28px;color:#1b2733">
<h1 style="font-size:24px;margin:16px 0">Hej Elin!</h1>
<p style="font-size:16px;line-height:24px">Klicka på knappen för att logga in på Torgbladet. Du behöver inget lösenord.</p>
<p style="margin:28px 0"><a href="https://e.torgbladet.example/c/eJxNj8tuwzAMBL9GR0GiHpaOPrToD_QHZImOhViWIcpI-vdV0KQoQIAAZzG7ZIeDfYnp4dPo2IXSuMBwzUGmB_6EAoJLGq0cIgQ1HTpPKPV4fMf0Dh2sD0Y7rxQ3aXfwmBl3kWDGRS-ETSTOWFoQkoqg1hSIpTQFDCxrWlWWSzm4t5aOrzA9zHXM2KHqVJqXkJXxNqfMm_FIZ3X9x7WdCjZ2JZrlnNL5xhwqEXbwR7W9ZUQ/1/0102019583ac4f2a-9b1e0c47" style="background:#0059b3;color:#ffffff;text-decoration:none;padding:14px 34px;border-radius:6px;font-weight:600;display:inline-block">Logga in</a></p>
<p style="font-size:14px;color:#51606e">Länken fungerar i 20 minuter och kan bara användas en gång, i samma webbläsare som du begärde den från.</p>
<p style="font-size:14px;color:#51606e">Var det inte du? Då kan du bortse från mejlet &ndash; eller <a href="https://e.torgbladet.example/c/eJxLzs8rSc0rUbJSSs7PLchJLUnNS1WyUrJRKs1LzkzNyy_KLEnMS9YtLi1KTczLzMvPS1WyUtJRSs7PTbUCAJ7nEh4/2/report-login">rapportera det till oss</a>.</p>
</td></tr>
<tr><td style="padding:20px 36px;background:#f6f8fa;font-size:12px;color:#7a8794;border-radius:0 0 8px 8px">
Köp och sälj begagnat nära dig. <a href="https://e.torgbladet.example/c/eJxLzs8rSc0rUbJSSs7PLchJLUnN/3/app">Hämta appen</a><br><br>
Torgbladet AB &middot; Box 6014 &middot; 102 31 Stockholm &middot; org.nr 556912-4410<br>
<a href="https://hjalp.torgbladet.example">Hjälp</a> &middot; <a href="https://torgbladet.example/integritet">Integritetspolicy</a> &middot; <a href="https://torgbladet.example/installningar/mejl?u=ZWxpbi5saW5kcXZpc3Q">Mejlinställningar</a>
</td></tr></table>
<img src="https://e.torgbladet.example/o/eJxLzs8rSc0rUbJSSs7PLchJLUnN.gif" width="1" height="1" alt="" style="display:block">
</td></tr></table></body></html>
""")

add(lang="sv", kind="no_code_word", otp="503291", shown="503291", link=None,
    from_="Vårdportalen <ingen-svarsadress@vardportalen.example>",
    to="gunnar.berg@post.example",
    subject="Ditt engångslösenord till Vårdportalen",
    date="2025-02-12 07:31:16 +0100",
    text_cte="quoted-printable", html_cte="8bit",
    text="""Hej Gunnar,

Du har valt att logga in på Vårdportalen med engångslösenord via e-post.

Ditt engångslösenord: 503291

Skriv in det i inloggningsrutan. Lösenordet gäller i 10 minuter och kan
bara användas en gång.

Dina kommande bokningar hittar du under Mina sidor efter inloggning.
Vårdportalen skickar aldrig personlig information via e-post.

Har du inte försökt logga in? Kontakta din vårdcentral eller ring
0771-11 22 33 (vardagar 08-17).

Med vänlig hälsning
Vårdportalen, Region Mellansverige
Storgatan 7, 721 30 Västerås
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Arial,Helvetica,sans-serif;color:#353535;background:#f3f6f8">
<table width="540" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:16px">
<tr><td style="background:#396291;padding:14px 24px;color:#fff;font-weight:bold">Vårdportalen</td></tr>
<tr><td style="padding:24px">
<p>Hej Gunnar,</p>
<p>Du har valt att logga in på Vårdportalen med engångslösenord via e-post.</p>
<p style="font-size:13px;color:#6b6b6b;margin-bottom:2px">Ditt engångslösenord</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:5px;margin-top:0">503291</p>
<p>Skriv in det i inloggningsrutan. Lösenordet gäller i 10 minuter och kan bara användas en gång.</p>
<p style="font-size:13px">Dina kommande bokningar hittar du under Mina sidor efter inloggning. Vårdportalen skickar aldrig personlig information via e-post.</p>
<p style="font-size:13px">Har du inte försökt logga in? Kontakta din vårdcentral eller ring 0771-11 22 33 (vardagar 08&ndash;17).</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#888;border-top:1px solid #e4e9ee">Vårdportalen, Region Mellansverige &middot; Storgatan 7, 721 30 Västerås &middot; <a href="https://www.vardportalen.example/om-webbplatsen">Om webbplatsen</a></td></tr>
</table></body></html>
""")

add(lang="sv", kind="newsletter_numbers", otp=None, link=None,
    from_="Matbudet <kvitto@matbudet.example>",
    to="Jonas Ek <jonas.ek@post.example>",
    subject="Ditt kvitto från Matbudet – Pho Saigon, 312,00 kr",
    date="2025-03-07 18:44:02 +0100",
    html_cte="base64",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Helvetica,Arial,sans-serif;background:#fafafa">
<table width="480" align="center" cellpadding="16" style="background:#fff;border:1px solid #eee">
<tr><td style="background:#e30b5c;color:#fff;font-size:22px;font-weight:bold">matbudet</td></tr>
<tr><td>
<p style="font-size:18px"><b>Tack för din beställning, Jonas!</b></p>
<p>Levererad kl. 18:41 till Götgatan 48, 118 26 Stockholm.</p>
<table width="100%" cellpadding="4" style="font-size:14px">
<tr><td colspan="2" style="color:#888">Order #MB-250307-88412 &middot; Pho Saigon, Södermalm</td></tr>
<tr><td>1 x Pho bò tái</td><td align="right">149,00 kr</td></tr>
<tr><td>1 x Vårrullar (4 st)</td><td align="right">69,00 kr</td></tr>
<tr><td>1 x Vietnamesiskt iskaffe</td><td align="right">45,00 kr</td></tr>
<tr><td>Leveransavgift</td><td align="right">29,00 kr</td></tr>
<tr><td>Serviceavgift</td><td align="right">9,00 kr</td></tr>
<tr><td>Dricks till budet</td><td align="right">11,00 kr</td></tr>
<tr style="font-weight:bold;border-top:1px solid #ccc"><td>Totalt</td><td align="right">312,00 kr</td></tr>
<tr><td style="color:#888;font-size:12px">varav moms 12 %</td><td align="right" style="color:#888;font-size:12px">28,18 kr</td></tr>
<tr><td style="color:#888;font-size:12px">varav moms 25 %</td><td align="right" style="color:#888;font-size:12px">9,80 kr</td></tr>
</table>
<p style="font-size:13px">Betalat med Swish 18:21 &middot; referens 8F3C21D07A</p>
<p style="font-size:13px">Restaurang: Pho Saigon Söder AB, org.nr 559123-4567, Hornsgatan 101, 117 28 Stockholm</p>
<p><a href="https://matbudet.example/orders/MB-250307-88412/hjalp">Problem med ordern?</a> &middot; <a href="https://matbudet.example/orders/MB-250307-88412/betyg">Betygsätt maten</a></p>
</td></tr>
<tr><td style="font-size:11px;color:#999">Matbudet Sverige AB &middot; org.nr 556988-3021 &middot; Sveavägen 44, 111 34 Stockholm. Detta kvitto är ett förenklat kvitto enligt mervärdesskattelagen.</td></tr>
</table></body></html>
""")

add(lang="sv", kind="booking_ref", otp=None, link=None,
    from_="Norrtåg Express <biljetter@norrtag.example>",
    to="karin.sjoberg@post.example",
    subject="Bokningsbekräftelse QXR4T7 – Stockholm C–Göteborg C 4 apr",
    date="2025-03-20 12:05:37 +0100",
    text_cte="8bit",
    text="""Hej Karin!

Tack för din bokning med Norrtåg Express. Här är din resa.

Bokningsnummer: QXR4T7
Betalt: 549 kr (varav moms 6 %: 31,08 kr)

Fredag 4 april 2025
Tåg 4017  Stockholm C 10:15 -> Göteborg C 13:22
Vagn 4, plats 36 (fönster, tyst avdelning)

Resenär: Karin Sjöberg, vuxen

Biljetten finns i appen under Mina resor. Visa QR-koden för
tågvärden ombord. Vill du boka om? Ange bokningsnumret QXR4T7 och din
e-postadress på norrtag.example/mina-resor senast 15 minuter före avgång.

Vid förseningar på mer än 20 minuter kan du ha rätt till ersättning.

Trevlig resa!
Norrtåg Express

Norrtåg Express AB, Vasagatan 10, 111 20 Stockholm
Org.nr 556702-9955 | Kundservice 0771-26 00 00 (alla dagar 07-22)
""")

add(lang="sv", kind="subject_only", otp="482117", shown="482 117", link=None,
    from_="Fikaplan <noreply@fikaplan.example>",
    to="anna@bageriet-lund.example",
    subject="482 117 är din verifieringskod för Fikaplan",
    date="2025-01-14 09:16:55 +0100",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Hej!

Ange koden i ämnesraden för att verifiera din e-postadress och komma igång
med Fikaplan – schemat som hela personalgruppen faktiskt använder.

Koden gäller i 30 minuter.

Fikaplan AB · Stora Södergatan 8 · 222 23 Lund
""",
    html="""<html><body style="font-family:Georgia,serif;background:#fffaf2;color:#3a2e22">
<div style="max-width:480px;margin:30px auto;padding:28px;background:#fff;border:1px solid #efe2cc">
<p style="font-size:22px;margin:0 0 14px">&#9749; Fikaplan</p>
<p>Hej!</p>
<p>Ange koden i ämnesraden för att verifiera din e-postadress och komma igång med Fikaplan &ndash; schemat som hela personalgruppen faktiskt använder.</p>
<p style="font-size:13px;color:#8a7a66">Koden gäller i 30 minuter.</p>
<p style="font-size:11px;color:#b3a58f">Fikaplan AB &middot; Stora Södergatan 8 &middot; 222 23 Lund &middot; <a href="https://fikaplan.example/villkor">Villkor</a></p>
</div></body></html>
""")

add(lang="sv", kind="several_codes", otp="318440", shown="318 440", link=None,
    from_="Polarspel <konto@polarspel.example>",
    to="viktor_frost@post.example",
    subject="Dina koder från Polarspel",
    date="2025-02-22 20:30:12 +0100",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Hej viktor_frost!

Du loggar in i Polarspel-startprogrammet på en ny dator och har samtidigt
begärt att koppla en konsol till ditt konto.

1) Verifieringskod för inloggningen – ange den nu i startprogrammet:
   318 440

2) Kopplingskod för konsolen – använd den senare, på konsolen under
   Inställningar > Konto > Koppla konto:
   KX7-PQ2M

Koderna gäller i 30 minuter. Dela dem aldrig med någon, inte ens med
någon som säger sig jobba på Polarspel.

Polarspel AB, Götgatan 22, 411 05 Göteborg
""",
    html="""<html><body style="background:#0d1b2a;font-family:Arial,sans-serif;color:#e0e1dd;padding:20px">
<div style="max-width:540px;margin:auto;background:#1b263b;padding:26px;border-radius:6px">
<p style="font-size:20px;font-weight:bold;color:#7fc8f8">POLARSPEL</p>
<p>Hej viktor_frost!</p>
<p>Du loggar in i Polarspel-startprogrammet på en ny dator och har samtidigt begärt att koppla en konsol till ditt konto.</p>
<table cellpadding="10" width="100%" style="background:#24344d;border-radius:4px">
<tr><td><b>1. Verifieringskod för inloggningen</b><br><small>Ange den nu i startprogrammet</small></td>
<td style="font-size:26px;font-weight:bold;color:#7fc8f8;white-space:nowrap">318 440</td></tr>
<tr><td><b>2. Kopplingskod för konsolen</b><br><small>Använd senare, på konsolen: Inställningar &gt; Konto &gt; Koppla konto</small></td>
<td style="font-size:20px;white-space:nowrap">KX7-PQ2M</td></tr>
</table>
<p style="font-size:12px;color:#a9b4c2">Koderna gäller i 30 minuter. Dela dem aldrig med någon, inte ens med någon som säger sig jobba på Polarspel.</p>
<p style="font-size:11px;color:#778da9">Polarspel AB, Götgatan 22, 411 05 Göteborg &middot; <a href="https://polarspel.example/support" style="color:#778da9">Support</a></p>
</div></body></html>
""")

add(lang="sv", kind="decoy_codes", otp=None, link=None,
    from_="Maria Holm via Samtalsrum <inbjudan@samtalsrum.example>",
    to="styrelsen@brf-linden.example",
    subject="Inbjudan: Styrelsemöte BRF Linden – tors 27 mars 18:30",
    date="2025-03-17 10:12:00 +0100",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Maria Holm bjuder in dig till ett möte i Samtalsrum.

Styrelsemöte BRF Linden
Torsdag 27 mars 2025, 18:30–20:00 (Stockholm)

Anslut till mötet:
https://samtalsrum.example/j/81244719930?pwd=Ym1zZ3VQZkJrK1d0dz09

Mötes-ID: 812 4471 9930
Lösenkod: 482913

Ring in (endast ljud):
+46 8 505 391 00, Mötes-ID 812 4471 9930#, lösenkod 482913#
+46 31 760 42 00

Dagordning: budget 2025, stambyte etapp 2 (offert nr 2025-118),
avgiftshöjning 3 %, övriga frågor.

Lägg till i kalendern: https://samtalsrum.example/ical/81244719930.ics
""",
    html="""<html><body style="font-family:Segoe UI,Arial,sans-serif;color:#232333">
<div style="max-width:560px;margin:auto;padding:20px">
<p><b>Maria Holm</b> bjuder in dig till ett möte i Samtalsrum.</p>
<h2 style="font-weight:600">Styrelsemöte BRF Linden</h2>
<p>Torsdag 27 mars 2025, 18:30&ndash;20:00 (Stockholm)</p>
<p><a href="https://samtalsrum.example/j/81244719930?pwd=Ym1zZ3VQZkJrK1d0dz09" style="background:#2d8cff;color:#fff;padding:10px 24px;border-radius:8px;text-decoration:none">Anslut till mötet</a></p>
<p>Mötes-ID: <b>812 4471 9930</b><br>Lösenkod: <b>482913</b></p>
<p style="font-size:13px">Ring in (endast ljud):<br>+46 8 505 391 00, Mötes-ID 812 4471 9930#, lösenkod 482913#<br>+46 31 760 42 00</p>
<p style="font-size:13px">Dagordning: budget 2025, stambyte etapp 2 (offert nr 2025-118), avgiftshöjning 3&nbsp;%, övriga frågor.</p>
<p style="font-size:12px"><a href="https://samtalsrum.example/ical/81244719930.ics">Lägg till i kalendern</a></p>
<p style="font-size:11px;color:#888">Samtalsrum &middot; <a href="https://samtalsrum.example/integritet">Integritet</a> &middot; <a href="https://samtalsrum.example/villkor">Villkor</a></p>
</div></body></html>
""")

add(lang="sv", kind="reset_in_code_mail", otp="664193", shown="664193", link=None,
    from_="Betalo <sakerhet@betalo.example>",
    to="sara.nystrom@post.example",
    subject="Din inloggningskod till Betalo",
    date="2025-03-04 06:58:44 +0100",
    html_cte="quoted-printable",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;background:#f7f3ff;padding:24px 0">
<table width="500" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px">
<tr><td style="padding:28px 32px 0"><span style="font-size:22px;font-weight:800;color:#5b2bd9">betalo</span></td></tr>
<tr><td style="padding:20px 32px">
<p>Hej Sara,</p>
<p>Här är din kod för att logga in på betalo.example:</p>
<div style="font-size:34px;font-weight:700;letter-spacing:8px;text-align:center;background:#f1ebff;border-radius:12px;padding:16px">664193</div>
<p style="font-size:13px;color:#666">Koden gäller i 5 minuter. Vi ringer eller mejlar aldrig och ber om den.</p>
<p style="font-size:13px;border-left:3px solid #ff5a5a;padding-left:10px">Var det inte du som försökte logga in? <a href="https://betalo.example/konto/byt-losenord?src=otp-mail">Byt lösenord direkt</a> och spärra ditt kort i appen.</p>
<p style="font-size:13px">Påminnelse: din faktura på 1 249 kr förfaller 31 mars. OCR 7201 0045 8813 2.</p>
</td></tr>
<tr><td style="padding:16px 32px 28px;font-size:11px;color:#999">Betalo AB (publ), Sveavägen 46, 111 34 Stockholm, org.nr 556737-0431. Betalo står under Finansinspektionens tillsyn.</td></tr>
</table></body></html>
""")

add(lang="sv", kind="lowercase_alnum", otp="w4tq8zn3", shown="w4tq8zn3", link=None,
    from_="Kodkällan <noreply@kodkallan.example>",
    to="dev@linnea-dahl.example",
    subject="[Kodkällan] Verifiera din enhet",
    date="2025-02-03 23:52:29 +0100",
    text_cte="quoted-printable",
    text="""Hej @ldahl!

Någon försökte logga in på ditt Kodkällan-konto från en enhet vi inte
känner igen. Om det var du, ange verifieringskoden nedan för att slutföra
inloggningen.

Enhet: Firefox på macOS
IP: 203.0.113.42 (Uppsala, SE)

Verifieringskod: w4tq8zn3

Koden är giltig i en timme, dvs. den slutar fungera kl. 00:52 (CET).

Om det inte var du bör du byta lösenord direkt och granska dina
SSH-nycklar, personliga åtkomsttoken och OAuth-appar:
https://kodkallan.example/settings/security

Tack,
Kodkällan

Kodkällan AB · Kungsgatan 9 · 753 21 Uppsala
""")

add(lang="sv", kind="phone_and_dates", otp=None, link=None,
    from_="Nordtele <faktura@nordtele.example>",
    to="Per Lundgren <per.lundgren@post.example>",
    subject="Din faktura från Nordtele för mars 2025",
    date="2025-03-01 05:30:00 +0100",
    html_cte="quoted-printable",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Verdana,Arial,sans-serif;font-size:14px;color:#222">
<div style="max-width:600px;margin:auto">
<div style="background:#990ae3;color:#fff;padding:14px 20px;font-size:20px">Nordtele</div>
<div style="padding:20px">
<p>Hej Per,</p>
<p>Nu finns din faktura för mars 2025 på Mitt Nordtele.</p>
<table cellpadding="6" style="border-collapse:collapse;width:100%">
<tr style="background:#f4ebfb"><td>Att betala</td><td align="right"><b>399,00 kr</b></td></tr>
<tr><td>Förfallodatum</td><td align="right">31 mars 2025</td></tr>
<tr style="background:#f4ebfb"><td>OCR-nummer</td><td align="right">40012398811</td></tr>
<tr><td>Bankgiro</td><td align="right">5050-1055</td></tr>
<tr style="background:#f4ebfb"><td>Kundnummer</td><td align="right">1004 3382 91</td></tr>
</table>
<p><b>Dina abonnemang</b></p>
<table cellpadding="6" style="width:100%;border-collapse:collapse">
<tr><td>070-123 45 67</td><td>Mobil Obegränsat</td><td align="right">299,00 kr</td></tr>
<tr><td>073-998 21 04</td><td>Mobil 5 GB (Ella)</td><td align="right">100,00 kr</td></tr>
</table>
<p style="font-size:13px">Med autogiro dras beloppet automatiskt den 28 mars. Samtal till 0900-nummer under perioden 1&ndash;28 feb: 0 st.</p>
<p><a href="https://mitt.nordtele.example/faktura/2025-03" style="background:#990ae3;color:#fff;padding:10px 20px;text-decoration:none;border-radius:20px">Visa fakturan</a></p>
<p style="font-size:11px;color:#888">Nordtele Sverige AB, 169 94 Solna, org.nr 556430-0142. Kundservice 90 200 (vardagar 8&ndash;20). <a href="https://nordtele.example/integritet">Integritet</a></p>
</div></div></body></html>
""")

add(lang="sv", kind="magic_link", otp=None,
    link="https://nyhetsbrev.dagbladetnorrland.example/track/click?u=7c1e0a&id=f93bd2a1&e=b3ZlLmhlZGx1bmRAcG9zdC5leGFtcGxl&d=confirm",
    link_alt=["https://www.dagbladetnorrland.example/nyhetsbrev/bekrafta?lista=morgonbrevet&token=5d8a0e4c9b2f47e1a63d0c7f81e29b45"],
    from_="Dagbladet Norrland <nyhetsbrev@dagbladetnorrland.example>",
    to="ove.hedlund@post.example",
    subject="Bekräfta din prenumeration på Morgonbrevet",
    date="2025-01-26 20:14:41 +0100",
    text_cte="8bit", html_cte="quoted-printable",
    text="""Hej!

Du (eller någon annan) har anmält ove.hedlund@post.example till vårt
nyhetsbrev Morgonbrevet – de viktigaste nyheterna från Norrland varje
vardag kl. 06.00.

Bekräfta prenumerationen genom att öppna länken:
https://www.dagbladetnorrland.example/nyhetsbrev/bekrafta?lista=morgonbrevet&token=5d8a0e4c9b2f47e1a63d0c7f81e29b45

Om du inte bekräftar inom 7 dagar tar vi bort adressen. Har du inte
anmält dig kan du bortse från det här mejlet.

Dagbladet Norrland, Storgatan 34, 852 30 Sundsvall
Ansvarig utgivare: Lena Forsberg
""",
    html="""<html><body style="margin:0;background:#f2f0eb;font-family:Georgia,'Times New Roman',serif">
<table width="100%" cellpadding="0"><tr><td align="center" style="padding:24px">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:20px 30px;border-bottom:3px solid #111;font-size:28px;font-weight:bold;letter-spacing:-1px">Dagbladet Norrland</td></tr>
<tr><td style="padding:26px 30px;font-size:17px;line-height:26px">
<p>Hej!</p>
<p>Du (eller någon annan) har anmält <b>ove.hedlund@post.example</b> till vårt nyhetsbrev <i>Morgonbrevet</i> &ndash; de viktigaste nyheterna från Norrland varje vardag kl. 06.00.</p>
<p style="text-align:center;margin:30px 0"><a href="https://nyhetsbrev.dagbladetnorrland.example/track/click?u=7c1e0a&amp;id=f93bd2a1&amp;e=b3ZlLmhlZGx1bmRAcG9zdC5leGFtcGxl&amp;d=confirm" style="font-family:Arial,sans-serif;background:#c8102e;color:#fff;padding:14px 30px;text-decoration:none;font-size:16px">Ja, jag vill ha Morgonbrevet</a></p>
<p style="font-size:14px;color:#666">Om du inte bekräftar inom 7 dagar tar vi bort adressen. Har du inte anmält dig kan du bortse från det här mejlet.</p>
</td></tr>
<tr><td style="padding:18px 30px;background:#f8f7f4;font-family:Arial,sans-serif;font-size:11px;color:#888">
Dagbladet Norrland, Storgatan 34, 852 30 Sundsvall &middot; Ansvarig utgivare: Lena Forsberg<br>
<a href="https://www.dagbladetnorrland.example/kundservice">Kundservice</a> &middot; <a href="https://www.dagbladetnorrland.example/personuppgifter">Personuppgiftspolicy</a> &middot; <a href="https://www.facebook.example/dagbladetnorrland">Facebook</a>
</td></tr></table>
<img src="https://nyhetsbrev.dagbladetnorrland.example/track/open?u=7c1e0a&amp;id=f93bd2a1" width="1" height="1" alt="">
</td></tr></table></body></html>
""")

# ----------------------------- Russian (ru) -------------------------------

add(lang="ru", kind="username_digits", otp="402718", shown="402718", link=None,
    from_="Кругозор <noreply@krugozor.example>",
    to="ivan_petrov1990@pochta.example",
    subject="Код для входа в Кругозор",
    date="2025-03-13 21:18:34 +0300",
    text_cte="quoted-printable", html_cte="base64",
    text="""Здравствуйте, ivan_petrov1990!

Кто-то пытается войти в ваш аккаунт Кругозора с нового устройства.

Ваш код для входа: 402718

Никому не сообщайте этот код, даже сотрудникам поддержки. Код действует
5 минут.

Устройство: Xiaomi Redmi Note 12, Android 14
Место: Новосибирск, Россия
Время: 13 марта 2025 г., 21:18 (МСК)

Если это были не вы, смените пароль в настройках безопасности.

С уважением,
команда Кругозора
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:-apple-system,Roboto,Arial,sans-serif;background:#edeef0;padding:20px 0">
<table width="480" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px">
<tr><td style="padding:24px 28px 0;font-size:20px;font-weight:bold;color:#2787f5">Кругозор</td></tr>
<tr><td style="padding:16px 28px 24px">
<p>Здравствуйте, <b>ivan_petrov1990</b>!</p>
<p>Кто-то пытается войти в ваш аккаунт с нового устройства.</p>
<p style="margin-bottom:4px;color:#818c99;font-size:13px">Ваш код для входа</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:4px;margin-top:0">402718</p>
<p style="font-size:13px;color:#818c99">Никому не сообщайте этот код, даже сотрудникам поддержки. Код действует 5 минут.</p>
<table style="font-size:13px;background:#f5f6f8;border-radius:8px;width:100%" cellpadding="8">
<tr><td>Устройство: Xiaomi Redmi Note 12, Android 14<br>Место: Новосибирск, Россия<br>Время: 13 марта 2025 г., 21:18 (МСК)</td></tr>
</table>
<p style="font-size:13px">Если это были не вы, <a href="https://krugozor.example/settings/security">смените пароль</a>.</p>
</td></tr>
<tr><td style="padding:12px 28px 20px;font-size:11px;color:#aaa">&copy; 2025 Кругозор &middot; <a href="https://krugozor.example/help">Помощь</a> &middot; <a href="https://krugozor.example/privacy">Конфиденциальность</a></td></tr>
</table></body></html>
""")

add(lang="ru", kind="new_and_old_code", otp="739105", shown="739105", link=None,
    from_="Портал государственных услуг <no-reply@gosportal.example>",
    to="s.kuznetsova@pochta.example",
    subject="Новый код подтверждения",
    date="2025-02-06 10:47:21 +0300",
    charset="koi8-r", text_cte="quoted-printable",
    text="""Уважаемая Светлана Игоревна!

Вы запросили повторную отправку кода подтверждения для входа на Портал
государственных услуг.

Новый код подтверждения: 739105

Код 220816, отправленный ранее, больше не действует. Используйте только
код из этого письма. Он действителен в течение 5 минут.

Никому не сообщайте код! Сотрудники портала, МФЦ, банков и полиции
никогда не просят назвать код из письма или SMS.

Если вы не запрашивали код, позвоните в службу поддержки:
8 800 100-70-10 (бесплатно по России), +7 495 727-47-47.

Это письмо сформировано автоматически, отвечать на него не нужно.
""")

add(lang="ru", kind="several_codes", otp="260917", shown="260 917", link=None,
    from_="Звукоряд <family@zvukoryad.example>",
    to="Анна Соколова <anna.sokolova@pochta.example>",
    subject="Подключение семейной подписки Звукоряд",
    date="2025-03-02 13:09:58 +0300",
    text_cte="8bit", html_cte="quoted-printable",
    text="""Анна, привет!

Вы подключаете семейную подписку Звукоряд Семья (399 ₽ в месяц, до 6
участников). Для этого нужны два кода:

1. Код подтверждения для вашего аккаунта — введите его сейчас, на
   странице оформления подписки:
   260 917

2. Код приглашения для близкого человека — отправьте его тому, кого
   хотите добавить. Он введёт его сам в приложении, в разделе
   «Семья → Присоединиться»:
   FAM-8QX2-LT

Код подтверждения действует 10 минут, приглашение — 7 дней.

Первое списание 399 ₽ — 2 апреля 2025 г. с карты Мир •• 6624.

Команда Звукоряда
ООО «Звукоряд», 123112, г. Москва, Пресненская наб., д. 10
""",
    html="""<html><body style="background:#121212;color:#f0f0f0;font-family:Arial,sans-serif;padding:20px">
<div style="max-width:520px;margin:auto;background:#1e1e1e;border-radius:10px;padding:24px">
<p style="font-size:20px;font-weight:bold;color:#ffdb4d">Звукоряд</p>
<p>Анна, привет!</p>
<p>Вы подключаете семейную подписку <b>Звукоряд Семья</b> (399&nbsp;₽ в месяц, до 6 участников). Для этого нужны два кода:</p>
<div style="background:#2a2a2a;border-radius:8px;padding:14px;margin:12px 0">
<p style="margin:0;font-size:13px;color:#bbb">1. Код подтверждения для вашего аккаунта &mdash; введите его сейчас, на странице оформления подписки</p>
<p style="font-size:30px;font-weight:bold;color:#ffdb4d;margin:8px 0 0">260 917</p>
</div>
<div style="background:#2a2a2a;border-radius:8px;padding:14px;margin:12px 0">
<p style="margin:0;font-size:13px;color:#bbb">2. Код приглашения для близкого человека &mdash; отправьте его тому, кого хотите добавить. Он введёт его сам в разделе &laquo;Семья &rarr; Присоединиться&raquo;</p>
<p style="font-size:20px;font-family:monospace;margin:8px 0 0">FAM-8QX2-LT</p>
</div>
<p style="font-size:12px;color:#999">Код подтверждения действует 10 минут, приглашение &mdash; 7 дней. Первое списание 399&nbsp;₽ &mdash; 2 апреля 2025 г. с карты Мир &bull;&bull; 6624.</p>
<p style="font-size:11px;color:#777">ООО &laquo;Звукоряд&raquo;, 123112, г. Москва, Пресненская наб., д. 10 &middot; <a href="https://zvukoryad.example/legal/offer" style="color:#777">Оферта</a></p>
</div></body></html>
""")

add(lang="ru", kind="prefix_code", otp="58203", shown="ЯМ-58203", link=None,
    from_="Ярмарка <code@yarmarka.example>",
    to="r.akhmetov@pochta.example",
    subject="ЯМ-58203 — код для входа на Ярмарку",
    date="2025-03-16 08:22:05 +0300",
    text_cte="base64", html_cte="base64",
    text="""ЯМ-58203 — ваш код для входа на Ярмарку.

Введите только цифры, буквы ЯМ вводить не нужно.
Код действует 3 минуты. Никому его не сообщайте.

Ваш заказ 48291-0317 (3 товара, 2 846 ₽) ждёт в пункте выдачи по адресу:
г. Казань, ул. Баумана, д. 44, до 23 марта.

Ярмарка — маркетплейс. ООО «Ярмарка Маркет», ИНН 7704218694
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#f6f6f9">
<div style="max-width:500px;margin:20px auto;background:#fff;border-radius:16px;padding:26px">
<p style="font-size:22px;font-weight:bold;color:#cb11ab;margin-top:0">ЯРМАРКА</p>
<p style="font-size:28px;font-weight:bold;margin:10px 0">ЯМ-58203</p>
<p>ваш код для входа на Ярмарку. Введите только цифры, буквы ЯМ вводить не нужно.</p>
<p style="font-size:13px;color:#888">Код действует 3 минуты. Никому его не сообщайте.</p>
<hr style="border:none;border-top:1px solid #eee">
<p style="font-size:13px">Ваш заказ <b>48291-0317</b> (3 товара, 2&nbsp;846&nbsp;₽) ждёт в пункте выдачи: г.&nbsp;Казань, ул.&nbsp;Баумана, д.&nbsp;44, до 23 марта. <a href="https://yarmarka.example/lk/orders/48291-0317">Подробнее</a></p>
<p style="font-size:11px;color:#aaa">ООО &laquo;Ярмарка Маркет&raquo;, ИНН 7704218694 &middot; <a href="https://yarmarka.example/help">Помощь</a></p>
</div></body></html>
""")

add(lang="ru", kind="magic_link", otp=None,
    link="https://click.vershinabank.example/redirect?url=https%3A%2F%2Fonline.vershinabank.example%2Fpassword%2Freset%3Ftoken%3D4f2c9a1e7b3d48a0b6e5c1d9f08a7e3b&uid=6612093&h=a81fe0c4",
    link_alt=["https://online.vershinabank.example/password/reset?token=4f2c9a1e7b3d48a0b6e5c1d9f08a7e3b"],
    from_="Вершина Банк <info@vershinabank.example>",
    to="d.morozov@pochta.example",
    subject="Восстановление пароля в интернет-банке",
    date="2025-01-22 23:40:17 +0300",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Дмитрий Алексеевич, добрый вечер!

Мы получили запрос на восстановление пароля для входа в интернет-банк
«Вершина Онлайн».

Чтобы задать новый пароль, перейдите по ссылке:
https://online.vershinabank.example/password/reset?token=4f2c9a1e7b3d48a0b6e5c1d9f08a7e3b

Ссылка действует 30 минут и может быть использована только один раз.

Если вы не запрашивали восстановление пароля, просто проигнорируйте это
письмо или позвоните нам: 8 800 555-31-31 (круглосуточно).

АО «Вершина Банк». Универсальная лицензия Банка России № 3291.
119021, г. Москва, ул. Льва Толстого, д. 16
""",
    html="""<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f0f3f7;font-family:Arial,sans-serif;color:#1f2a37">
<p style="text-align:center;font-size:11px;color:#8895a7">Письмо отображается некорректно? <a href="https://click.vershinabank.example/redirect?url=https%3A%2F%2Fmail.vershinabank.example%2Fweb%2F6612093&amp;h=0b11c2">Откройте в браузере</a></p>
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#0f3b73;padding:20px 32px;color:#fff;font-size:20px;font-weight:bold">ВЕРШИНА БАНК</td></tr>
<tr><td style="padding:28px 32px">
<p>Дмитрий Алексеевич, добрый вечер!</p>
<p>Мы получили запрос на восстановление пароля для входа в интернет-банк &laquo;Вершина Онлайн&raquo;.</p>
<p style="text-align:center;margin:28px 0"><a href="https://click.vershinabank.example/redirect?url=https%3A%2F%2Fonline.vershinabank.example%2Fpassword%2Freset%3Ftoken%3D4f2c9a1e7b3d48a0b6e5c1d9f08a7e3b&amp;uid=6612093&amp;h=a81fe0c4" style="background:#f5a623;color:#0f3b73;font-weight:bold;padding:14px 32px;text-decoration:none;border-radius:4px">Задать новый пароль</a></p>
<p style="font-size:13px;color:#5b6b80">Ссылка действует 30 минут и может быть использована только один раз.</p>
<p style="font-size:13px;color:#5b6b80">Если вы не запрашивали восстановление пароля, просто проигнорируйте это письмо или позвоните нам: 8&nbsp;800&nbsp;555-31-31.</p>
<p style="font-size:13px;background:#fff6e5;padding:10px;border-radius:4px">Оформите кредитную карту &laquo;Вершина 120&raquo; &mdash; до 120 дней без процентов. <a href="https://click.vershinabank.example/redirect?url=https%3A%2F%2Fvershinabank.example%2Fcards%2Fcredit-120&amp;h=77ad1e">Подробнее</a></p>
</td></tr>
<tr><td style="padding:20px 32px;font-size:11px;color:#8895a7;background:#f7f9fb">
<a href="https://vk.example/vershinabank">ВКонтакте</a> &middot; <a href="https://t.example/vershinabank">Telegram</a><br>
АО &laquo;Вершина Банк&raquo;. Универсальная лицензия Банка России № 3291. 119021, г. Москва, ул. Льва Толстого, д. 16.<br>
<a href="https://click.vershinabank.example/unsubscribe?uid=6612093&amp;h=9ce1">Отписаться от рекламных рассылок</a></td></tr>
</table>
<img src="https://click.vershinabank.example/open.gif?uid=6612093&amp;m=pwreset" width="1" height="1" alt="">
</body></html>
""")

add(lang="ru", kind="booking_ref", otp=None, link=None,
    from_="АэроСевер <booking@aerosever.example>",
    to="Ольга Васильева <o.vasilyeva@pochta.example>",
    subject="Ваше бронирование ЖКТ4Р7 подтверждено",
    date="2025-04-05 16:28:40 +0300",
    text_cte="8bit", html_cte="base64",
    text="""Уважаемая Ольга Николаевна!

Благодарим вас за выбор авиакомпании «АэроСевер». Ваш заказ оплачен.

Номер бронирования (PNR): ЖКТ4Р7

Рейс СВ 1432, 12 мая 2025 г.
Москва, Шереметьево (SVO), терминал B — 07:35
Мурманск (MMK) — 09:50
Тариф: Эконом Базовый, ручная кладь 10 кг, багаж 1 место 23 кг

Пассажиры:
ВАСИЛЬЕВА ОЛЬГА, билет 555 2401234567
ВАСИЛЬЕВ МАКСИМ, билет 555 2401234568

Итого оплачено: 18 740 ₽ (карта •• 3310)

Онлайн-регистрация открывается за 24 часа до вылета на aerosever.example.
Для регистрации понадобятся номер бронирования и фамилия пассажира.

Справочная служба: 8 800 700-14-14
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;background:#e9eef4;margin:0">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#00295b;padding:18px 28px;color:#fff;font-size:20px">✈ АэроСевер</td></tr>
<tr><td style="padding:24px 28px">
<p>Уважаемая Ольга Николаевна!</p>
<p>Благодарим вас за выбор авиакомпании &laquo;АэроСевер&raquo;. Ваш заказ оплачен.</p>
<table cellpadding="10" width="100%" style="background:#eaf2fb;border-radius:6px">
<tr><td style="font-size:12px;color:#55708f">Номер бронирования (PNR)</td><td style="font-size:12px;color:#55708f">Оплачено</td></tr>
<tr><td style="font-size:28px;font-weight:bold;letter-spacing:3px">ЖКТ4Р7</td><td style="font-size:20px">18&nbsp;740&nbsp;₽</td></tr>
</table>
<h3>Рейс СВ 1432 &middot; 12 мая 2025 г.</h3>
<p>Москва, Шереметьево (SVO), терминал B &mdash; <b>07:35</b><br>Мурманск (MMK) &mdash; <b>09:50</b></p>
<p style="font-size:13px;color:#555">Тариф: Эконом Базовый, ручная кладь 10 кг, багаж 1 место 23 кг</p>
<p style="font-size:14px">ВАСИЛЬЕВА ОЛЬГА &middot; билет 555 2401234567<br>ВАСИЛЬЕВ МАКСИМ &middot; билет 555 2401234568</p>
<p><a href="https://aerosever.example/checkin" style="background:#00295b;color:#fff;padding:10px 20px;text-decoration:none">Онлайн-регистрация</a> &nbsp; <a href="https://aerosever.example/manage?pnr=%D0%96%D0%9A%D0%A24%D0%A07">Управление бронированием</a></p>
<p style="font-size:12px;color:#777">Онлайн-регистрация открывается за 24 часа до вылета. Понадобятся номер бронирования и фамилия пассажира.</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#999;background:#f4f6f9">ПАО &laquo;АэроСевер&raquo; &middot; 141400, Московская обл., г. Химки, Международное ш., д. 1 &middot; 8&nbsp;800&nbsp;700-14-14</td></tr>
</table></body></html>
""")

add(lang="ru", kind="booking_ref", otp="5827", shown="5827", link=None,
    from_="ЖД-Билет <lk@zhd-bilet.example>",
    to="pavel.orlov@pochta.example",
    subject="Код для входа в личный кабинет ЖД-Билет",
    date="2025-03-12 06:15:50 +0300",
    text_cte="quoted-printable",
    text="""Здравствуйте, Павел!

Код для входа в личный кабинет: 5827

Введите его на сайте или в приложении. Код действует 10 минут.

Напоминаем о вашей поездке:
Заказ 7100 4821 5533
Поезд 020У «Красная стрела», Москва Октябрьская — Санкт-Петербург
Главный
14.03.2025, отправление 23:55 (время московское)
Вагон 07, место 13, купе
Электронная регистрация пройдена. Возьмите с собой паспорт.

Если вы не входили в личный кабинет, смените пароль.

Служба поддержки: 8 800 775-00-00
""")

add(lang="ru", kind="decoy_codes", otp=None, link=None,
    from_="КриптоГавань <news@kriptogavan.example>",
    to="trader77@pochta.example",
    subject="Мошенники не дремлют: 5 правил безопасности + бонус за депозит",
    date="2025-02-20 12:00:00 +0300",
    headers=[("List-Unsubscribe", "<https://kriptogavan.example/unsub?e=dHJhZGVyNzc&c=feb25>"), ("Precedence", "bulk")],
    html_cte="quoted-printable",
    html="""<html><head><meta charset="utf-8"></head><body style="background:#0b0e11;color:#eaecef;font-family:Arial,sans-serif;margin:0">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#181a20">
<tr><td style="padding:22px 30px;font-size:22px;font-weight:bold;color:#f0b90b">КриптоГавань</td></tr>
<tr><td style="padding:0 30px 20px">
<h2>5 правил, которые защитят ваши активы</h2>
<ol style="line-height:1.6">
<li>Сотрудники КриптоГавани <b>никогда</b> не просят продиктовать код из письма, SMS или Google Authenticator. Если вам звонят и говорят: &laquo;назовите код, например 123456, чтобы отменить подозрительный вывод&raquo; &mdash; это мошенники.</li>
<li>Проверяйте адрес сайта: только kriptogavan.example.</li>
<li>Включите антифишинговый код в настройках безопасности &mdash; он будет в каждом нашем письме. Ваше кодовое слово сейчас: <b>ЛАЗУРЬ</b>.</li>
<li>Используйте белый список адресов для вывода.</li>
<li>Не храните резервные ключи в облаке и в переписке.</li>
</ol>
<div style="background:#2b2f36;border-radius:8px;padding:18px;margin-top:16px">
<p style="margin:0;font-size:18px"><b>Бонус +10% к первому депозиту</b></p>
<p>Пополните счёт от 5 000 ₽ до 31 марта и введите промокод <b style="color:#f0b90b;font-size:20px">BONUS50</b>. Максимальный бонус &mdash; 50 USDT.</p>
<p><a href="https://kriptogavan.example/promo/bonus50?utm_campaign=feb25" style="background:#f0b90b;color:#0b0e11;padding:10px 22px;text-decoration:none;font-weight:bold">Пополнить</a></p>
</div>
<p style="font-size:12px;color:#848e9c">Обращение в поддержку № 2025-0211-7734 закрыто. Если вопрос остался, ответьте на это письмо.</p>
</td></tr>
<tr><td style="padding:18px 30px;font-size:11px;color:#5e6673">Криптовалюты &mdash; высокорисковый актив. KriptoGavan Ltd., 2nd Floor, 14 Harbour Road, Victoria, Seychelles.<br>
<a href="https://kriptogavan.example/unsub?e=dHJhZGVyNzc&amp;c=feb25" style="color:#5e6673">Отписаться</a> &middot; <a href="https://t.example/kriptogavan_ru" style="color:#5e6673">Telegram</a></td></tr>
</table></body></html>
""")

add(lang="ru", kind="alt_text_only", otp="835604", shown="835 604", link=None,
    from_="Кинозал+ <hello@kinozal-plus.example>",
    to="m.fedorova@pochta.example",
    subject="Подтвердите вход на телевизоре",
    date="2025-01-04 19:03:27 +0300",
    image={"cid": "otp-img-1c9e@kinozal-plus.example", "size": (220, 60), "filename": "code.png"},
    text_cte="8bit", html_cte="quoted-printable",
    text="""Мария, здравствуйте!

Вы входите в Кинозал+ на телевизоре Samsung (гостиная).

Код подтверждения показан картинкой в HTML-версии письма. Если картинки не
отображаются, разрешите их показ в почтовой программе.

Если это не вы, ничего не вводите и напишите нам: help@kinozal-plus.example

Подписка Кинозал+ Премиум активна до 17.02.2025.
""",
    html="""<html><body style="background:#1a1033;color:#fff;font-family:Arial,sans-serif;padding:24px">
<div style="max-width:520px;margin:auto;text-align:center">
<p style="font-size:24px;font-weight:bold;color:#ff3d71">Кинозал+</p>
<p>Мария, здравствуйте!</p>
<p>Вы входите в Кинозал+ на телевизоре Samsung (гостиная). Введите на экране телевизора:</p>
<p><img src="cid:otp-img-1c9e@kinozal-plus.example" width="220" height="60" alt="835 604"></p>
<p style="font-size:12px;color:#b8a9d9">Если это не вы, ничего не вводите и <a href="mailto:help@kinozal-plus.example" style="color:#ff3d71">напишите нам</a>.</p>
<p style="font-size:12px;color:#b8a9d9">Подписка Кинозал+ Премиум активна до 17.02.2025.</p>
<p style="font-size:10px;color:#7a6aa0">ООО &laquo;Кинозал Плюс&raquo;, 190000, Санкт-Петербург, наб. реки Мойки, д. 58 &middot; 18+</p>
</div></body></html>
""")

add(lang="ru", kind="no_code_word", otp="5830", shown="5830",
    link="https://lk.klinika-zdorovye.example/register/confirm-email?pid=3308127&t=eyJhbGciOiJIUzI1NiJ9.eyJwaWQiOjMzMDgxMjcsImUiOiJuLmdyaWdvcmV2In0.kX9fQ2mP7rT4vB1nC8sD3eY6uZ0aH5jL",
    from_="Клиника «Здоровье+» <lk@klinika-zdorovye.example>",
    to="n.grigorev@pochta.example",
    subject="Завершите регистрацию в личном кабинете пациента",
    date="2025-02-27 17:36:09 +0300",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Николай Петрович, здравствуйте!

Вы начали регистрацию в личном кабинете пациента клиники «Здоровье+».

Чтобы подтвердить адрес электронной почты, введите на сайте эти четыре
цифры: 5830

или перейдите по ссылке:
https://lk.klinika-zdorovye.example/register/confirm-email?pid=3308127&t=eyJhbGciOiJIUzI1NiJ9.eyJwaWQiOjMzMDgxMjcsImUiOiJuLmdyaWdvcmV2In0.kX9fQ2mP7rT4vB1nC8sD3eY6uZ0aH5jL

В личном кабинете вы сможете записываться к врачам, видеть результаты
анализов и оплачивать услуги. Ваша ближайшая запись: терапевт
Смирнова Е. В., 3 марта 2025 г. в 09:30, кабинет 214.

Регистратура: +7 (812) 407-22-15, ежедневно с 8:00 до 21:00.
ООО «Здоровье+», 197101, Санкт-Петербург, Каменноостровский пр., д. 42
Лицензия № Л041-01148-78/00365012
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#263238;background:#f1f8f6;padding:20px 0">
<div style="max-width:540px;margin:auto;background:#fff;border-radius:8px;padding:26px">
<p style="font-size:20px;color:#00897b;font-weight:bold;margin-top:0">Здоровье+</p>
<p>Николай Петрович, здравствуйте!</p>
<p>Вы начали регистрацию в личном кабинете пациента. Чтобы подтвердить адрес электронной почты, введите на сайте эти четыре цифры:</p>
<p style="font-size:34px;letter-spacing:12px;font-weight:bold;text-align:center;color:#00695c">5830</p>
<p style="text-align:center">или нажмите кнопку:</p>
<p style="text-align:center"><a href="https://lk.klinika-zdorovye.example/register/confirm-email?pid=3308127&amp;t=eyJhbGciOiJIUzI1NiJ9.eyJwaWQiOjMzMDgxMjcsImUiOiJuLmdyaWdvcmV2In0.kX9fQ2mP7rT4vB1nC8sD3eY6uZ0aH5jL" style="background:#00897b;color:#fff;padding:12px 28px;border-radius:6px;text-decoration:none">Подтвердить почту</a></p>
<p style="font-size:13px;background:#e0f2f1;padding:10px;border-radius:6px">Ваша ближайшая запись: терапевт Смирнова Е.&nbsp;В., 3 марта 2025&nbsp;г. в 09:30, кабинет 214.</p>
<p style="font-size:11px;color:#78909c">Регистратура: +7 (812) 407-22-15, ежедневно с 8:00 до 21:00.<br>ООО &laquo;Здоровье+&raquo;, 197101, Санкт-Петербург, Каменноостровский пр., д. 42. Лицензия № Л041-01148-78/00365012</p>
</div></body></html>
""")

add(lang="ru", kind="magic_link", otp=None,
    link="https://id.pochta-sever.example/approve?req=7Yb3kQ9mX2vL8pR4tN6wC1zF5hJ0dS&answer=yes&sig=c2VydmVyLXNpZ24tOTkxMg",
    from_="Почта Север <security@pochta-sever.example>",
    to="alexey.volkov@pochta-sever.example",
    subject="Это вы входите в почту?",
    date="2025-03-19 02:14:33 +0300",
    html_cte="base64",
    html="""<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f2f3f5;font-family:Arial,Helvetica,sans-serif;color:#222">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px">
<tr><td style="padding:26px 30px 10px;font-size:18px;font-weight:bold;color:#005ff9">Почта Север</td></tr>
<tr><td style="padding:10px 30px 26px">
<h2 style="font-size:20px">Алексей, это вы входите в почту?</h2>
<p>Мы заметили вход в ваш ящик <b>alexey.volkov@pochta-sever.example</b> с нового устройства:</p>
<table cellpadding="6" style="font-size:14px;background:#f6f7f8;border-radius:8px;width:100%">
<tr><td style="color:#777">Когда</td><td>19 марта 2025 г., 02:13 (МСК)</td></tr>
<tr><td style="color:#777">Устройство</td><td>Safari, macOS</td></tr>
<tr><td style="color:#777">Где</td><td>Екатеринбург, Россия &middot; IP 192.0.2.118</td></tr>
</table>
<p>Пока вы не подтвердите вход, доступ с этого устройства будет ограничен.</p>
<table cellpadding="0" cellspacing="0" width="100%"><tr>
<td align="center" style="padding:8px"><a href="https://id.pochta-sever.example/approve?req=7Yb3kQ9mX2vL8pR4tN6wC1zF5hJ0dS&amp;answer=yes&amp;sig=c2VydmVyLXNpZ24tOTkxMg" style="display:block;background:#005ff9;color:#fff;padding:12px;border-radius:8px;text-decoration:none;font-weight:bold">Да, это я</a></td>
<td align="center" style="padding:8px"><a href="https://id.pochta-sever.example/approve?req=7Yb3kQ9mX2vL8pR4tN6wC1zF5hJ0dS&amp;answer=no&amp;sig=c2VydmVyLXNpZ24tOTkxMg" style="display:block;background:#ffe8e8;color:#c00;padding:12px;border-radius:8px;text-decoration:none;font-weight:bold">Нет, защитить ящик</a></td>
</tr></table>
<p style="font-size:12px;color:#888">Если вы нажмёте &laquo;Нет&raquo;, мы завершим все сеансы и попросим сменить пароль. <a href="https://help.pochta-sever.example/security/login-alerts">Почему я получил это письмо?</a></p>
</td></tr>
<tr><td style="padding:14px 30px;font-size:11px;color:#aaa;border-top:1px solid #eee">&copy; 2025 Почта Север &middot; <a href="https://pochta-sever.example/legal">Пользовательское соглашение</a> &middot; <a href="https://id.pochta-sever.example/security">Безопасность аккаунта</a></td></tr>
</table></td></tr></table></body></html>
""")

# ----------------------------- Turkish (tr) -------------------------------

add(lang="tr", kind="prefix_code", otp="641208", shown="PY-641208", link=None,
    from_="Pazaryolu <dogrulama@pazaryolu.example>",
    to="elif.yildiz@eposta.example",
    subject="Pazaryolu doğrulama kodunuz",
    date="2025-03-10 14:22:48 +0300",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Merhaba Elif,

Pazaryolu hesabınıza giriş için doğrulama kodunuz: PY-641208

Kodu girerken yalnızca rakamları yazmanız yeterli. Kod 3 dakika
geçerlidir.

Pazaryolu çalışanları sizden asla bu kodu istemez. Kodu kimseyle
paylaşmayın.

Sepetinizde 2 ürün var (toplam 1.249,90 TL). Kargo bedava kampanyası
16 Mart'ta sona eriyor.

Pazaryolu Elektronik Ticaret A.Ş.
Kuştepe Mah. Mecidiyeköy Yolu Cad. No:12, 34387 Şişli/İstanbul
Mersis No: 0731063820600014
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;background:#f7f7f7;padding:16px 0">
<table width="520" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-top:4px solid #f27a1a">
<tr><td style="padding:22px 28px;font-size:22px;font-weight:bold;color:#f27a1a">pazaryolu</td></tr>
<tr><td style="padding:0 28px 24px">
<p>Merhaba Elif,</p>
<p>Pazaryolu hesabınıza giriş için doğrulama kodunuz:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:2px;background:#fff3e8;padding:12px;text-align:center">PY-641208</p>
<p style="font-size:13px;color:#666">Kodu girerken yalnızca rakamları yazmanız yeterli. Kod 3 dakika geçerlidir. Pazaryolu çalışanları sizden asla bu kodu istemez.</p>
<p style="font-size:13px">Sepetinizde 2 ürün var (toplam 1.249,90 TL). <a href="https://www.pazaryolu.example/sepet?utm_source=otp">Sepete git</a></p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#999;background:#fafafa">Pazaryolu Elektronik Ticaret A.Ş. &middot; Kuştepe Mah. Mecidiyeköy Yolu Cad. No:12, 34387 Şişli/İstanbul &middot; Mersis No: 0731063820600014<br>
<a href="https://www.pazaryolu.example/kvkk">KVKK Aydınlatma Metni</a> &middot; <a href="https://www.pazaryolu.example/yardim">Yardım</a></td></tr>
</table></body></html>
""")

add(lang="tr", kind="phone_and_dates", otp="917354", shown="917 354", link=None,
    from_="Hatcell <bilgi@hatcell.example>",
    to="mehmet.kaya@eposta.example",
    subject="Hatcell Hesabım giriş doğrulaması",
    date="2025-03-14 09:05:12 +0300",
    charset="iso-8859-9", text_cte="quoted-printable",
    text="""Sayın Mehmet Kaya,

0532 123 45 67 numaralı hattınız ile Hatcell Hesabım'a giriş için
doğrulama kodunuz: 917 354

Bu kod 14.03.2025 09:10'a kadar geçerlidir.

Hattınıza ait Mart 2025 faturası:
Fatura tutarı: 289,90 TL
Son ödeme tarihi: 28.03.2025
Fatura dönemi: 01.02.2025 - 28.02.2025
Müşteri numarası: 40028817715

Ek hattınız 0544 908 12 30 için 10 GB ek paket 20.03.2025 tarihinde
yenilenecektir (59,00 TL).

Bu işlemi siz yapmadıysanız 532'yi (Hatcell hatlardan ücretsiz) ya da
0 532 532 00 00'ı arayabilirsiniz.

Hatcell İletişim Hizmetleri A.Ş.
Maltepe Mah. Hatcell Plaza No:1, 34010 Zeytinburnu/İstanbul
""")

add(lang="tr", kind="newsletter_numbers", otp=None, link=None,
    from_="Marmara Enerji <efatura@marmaraenerji.example>",
    to="ayse.demir@eposta.example",
    subject="Şubat 2025 Elektrik Faturanız (e-Arşiv)",
    date="2025-03-03 03:14:20 +0300",
    html_cte="base64",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Tahoma,Arial,sans-serif;font-size:13px;color:#222">
<div style="max-width:620px;margin:auto;border:1px solid #cfd8dc">
<div style="background:#004d80;color:#fff;padding:14px 18px;font-size:18px">Marmara Enerji Perakende Satış A.Ş.</div>
<div style="padding:18px">
<p>Sayın AYŞE DEMİR,</p>
<p>Şubat 2025 dönemine ait e-Arşiv faturanız oluşturulmuştur.</p>
<table cellpadding="5" style="border-collapse:collapse;width:100%" border="1" bordercolor="#dde3e6">
<tr><td>Tesisat No</td><td>4001238877</td></tr>
<tr><td>Sözleşme Hesap No</td><td>1002 3345 6671</td></tr>
<tr><td>Fatura No</td><td>MEP2025000123456</td></tr>
<tr><td>ETTN</td><td>7c1f0b2e-44a9-4d0e-9b61-2f8a3c5d7e90</td></tr>
<tr><td>Dönem</td><td>01.02.2025 &ndash; 28.02.2025 (28 gün)</td></tr>
<tr><td>İlk / Son Endeks</td><td>18.742 / 19.031</td></tr>
<tr><td>Tüketim</td><td>289 kWh</td></tr>
<tr><td>Enerji Bedeli</td><td>612,48 TL</td></tr>
<tr><td>Dağıtım Bedeli</td><td>297,15 TL</td></tr>
<tr><td>Vergi ve Fonlar (BTV %5, KDV %20)</td><td>211,63 TL</td></tr>
<tr style="font-weight:bold;background:#eaf3fa"><td>Ödenecek Tutar</td><td>1.121,26 TL</td></tr>
<tr style="font-weight:bold"><td>Son Ödeme Tarihi</td><td>17.03.2025</td></tr>
</table>
<p>Adres: Caferağa Mah. Moda Cad. No:88 D:5, 34710 Kadıköy/İstanbul</p>
<p>Faturanızı otomatik ödeme talimatı ile IBAN TR33 0006 1005 1978 6457 8413 26 hesabından ödeyebilirsiniz.</p>
<p><a href="https://online.marmaraenerji.example/fatura/MEP2025000123456.pdf">Faturayı PDF olarak görüntüle</a></p>
<p style="font-size:11px;color:#777">Marmara Enerji Perakende Satış A.Ş. &middot; Vergi Dairesi: Büyük Mükellefler &middot; VKN 6110451287 &middot; Çağrı Merkezi 186<br>Bu e-posta bilgilendirme amaçlıdır; yanıtlamayınız.</p>
</div></div></body></html>
""")

add(lang="tr", kind="magic_link", otp=None,
    link="https://sso.anadoluteknik.edu.example/sifre/sifirla?kullanici=e2304117&anahtar=Jq8vT2xN5mR7kW1zB4pY9cL3sH6dF0gA",
    from_="ATÜ Bilgi İşlem Daire Başkanlığı <bidb@anadoluteknik.edu.example>",
    to="e2304117@ogr.anadoluteknik.edu.example",
    subject="Şifre sıfırlama talebi – ATÜ Tek Şifre",
    date="2025-02-11 11:48:30 +0300",
    text_cte="8bit", html_cte="quoted-printable",
    text="""Sayın Zeynep Arslan,

ATÜ Tek Şifre hesabınız (e2304117) için şifre sıfırlama talebi aldık.

Yeni şifrenizi belirlemek için aşağıdaki bağlantıya tıklayın:
https://sso.anadoluteknik.edu.example/sifre/sifirla?kullanici=e2304117&anahtar=Jq8vT2xN5mR7kW1zB4pY9cL3sH6dF0gA

Bağlantı 1 saat boyunca geçerlidir ve yalnızca bir kez kullanılabilir.
Yeni şifreniz e-posta, OBS, eduroam ve kütüphane sistemlerinde geçerli
olacaktır.

Talep tarihi: 11.02.2025 11:47
IP adresi: 10.20.114.9 (kampüs ağı)

Bu talebi siz yapmadıysanız bu e-postayı dikkate almayın ve
bidb@anadoluteknik.edu.example adresine bildirin.

Anadolu Teknik Üniversitesi
Bilgi İşlem Daire Başkanlığı
Yunusemre Kampüsü, 26470 Tepebaşı/Eskişehir
Tel: 0222 335 05 80 - Dahili 6000
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#222;background:#f4f6fa">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:16px">
<tr><td style="background:#8b0000;color:#fff;padding:16px 24px"><b>Anadolu Teknik Üniversitesi</b><br><small>Bilgi İşlem Daire Başkanlığı</small></td></tr>
<tr><td style="padding:24px">
<p>Sayın Zeynep Arslan,</p>
<p>ATÜ Tek Şifre hesabınız (<b>e2304117</b>) için şifre sıfırlama talebi aldık.</p>
<p style="text-align:center;margin:24px 0"><a href="https://sso.anadoluteknik.edu.example/sifre/sifirla?kullanici=e2304117&amp;anahtar=Jq8vT2xN5mR7kW1zB4pY9cL3sH6dF0gA" style="background:#8b0000;color:#fff;padding:12px 26px;text-decoration:none;border-radius:3px">Şifremi Sıfırla</a></p>
<p style="font-size:13px">Bağlantı 1 saat boyunca geçerlidir ve yalnızca bir kez kullanılabilir. Yeni şifreniz e-posta, OBS, eduroam ve kütüphane sistemlerinde geçerli olacaktır.</p>
<p style="font-size:12px;color:#666">Talep tarihi: 11.02.2025 11:47 &middot; IP: 10.20.114.9 (kampüs ağı)</p>
<p style="font-size:12px;color:#666">Bu talebi siz yapmadıysanız bu e-postayı dikkate almayın. <a href="https://bidb.anadoluteknik.edu.example/sss/hesap-guvenligi">Hesap güvenliği hakkında SSS</a></p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#888;background:#f7f7f7">Yunusemre Kampüsü, 26470 Tepebaşı/Eskişehir &middot; Tel: 0222 335 05 80 - Dahili 6000 &middot; <a href="https://www.anadoluteknik.edu.example">www.anadoluteknik.edu.example</a></td></tr>
</table></body></html>
""")

add(lang="tr", kind="subject_only", otp="2694", shown="2694", link=None,
    from_="Yemekkapında <merhaba@yemekkapinda.example>",
    to="burak.celik@eposta.example",
    subject="Giriş kodun: 2694",
    date="2025-03-21 20:11:06 +0300",
    html_cte="quoted-printable",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Helvetica,Arial,sans-serif;background:#fff5f5;padding:20px 0">
<div style="max-width:460px;margin:auto;background:#fff;border-radius:18px;padding:26px;text-align:center">
<p style="font-size:26px;font-weight:800;color:#e4002b;margin:0">yemekkapında</p>
<p style="font-size:18px">Acıktın mı Burak? &#127828;</p>
<p>Giriş kodunu bu e-postanın konu satırında bulabilirsin. Uygulamaya dönüp kodu yazman yeterli.</p>
<p style="font-size:12px;color:#999">Kod 5 dakika geçerli. Kimseyle paylaşma &ndash; kuryelerimiz de dahil.</p>
<p style="font-size:11px;color:#bbb">Yemekkapında Gıda Hizmetleri A.Ş. &middot; Esentepe Mah. Büyükdere Cad. No:185, 34394 Şişli/İstanbul &middot; <a href="https://yemekkapinda.example/yardim">Yardım</a></p>
</div></body></html>
""")

add(lang="tr", kind="booking_ref", otp="604219", shown="604 219", link=None,
    from_="Martı Hava Yolları <martipuan@marti-hy.example>",
    to="Can Öztürk <can.ozturk@eposta.example>",
    subject="MartıPuan giriş doğrulama kodu",
    date="2025-04-01 07:40:59 +0300",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Sayın Can Öztürk,

MartıPuan hesabınıza giriş yapmak için doğrulama kodunuz:

604 219

Kod 5 dakika geçerlidir.

Yaklaşan uçuşunuz:
Rezervasyon kodu (PNR): T8KQ4Z
MH 2214  İstanbul Sabiha Gökçen (SAW) 06.04.2025 09:15 -> Antalya (AYT) 10:35
Yolcu: CAN ÖZTÜRK, koltuk 14C
Online check-in uçuştan 72 saat önce açılır.

MartıPuan bakiyeniz: 3.480 puan

Bu girişi siz yapmadıysanız şifrenizi değiştirin ve 0850 250 62 62
numaralı çağrı merkezimizi arayın.

Martı Hava Yolları A.Ş. · Sabiha Gökçen Havalimanı, 34912 Pendik/İstanbul
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#eef4fb;padding:18px 0">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#fdc300;padding:16px 24px;font-weight:bold;font-size:20px;color:#1a2b49">Martı &middot; MartıPuan</td></tr>
<tr><td style="padding:24px">
<p>Sayın Can Öztürk,</p>
<p>MartıPuan hesabınıza giriş yapmak için doğrulama kodunuz:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:3px;color:#1a2b49">604 219</p>
<p style="font-size:13px;color:#666">Kod 5 dakika geçerlidir.</p>
<table width="100%" cellpadding="8" style="background:#f5f8fc;font-size:13px">
<tr><td colspan="2"><b>Yaklaşan uçuşunuz</b></td></tr>
<tr><td>Rezervasyon kodu (PNR)</td><td><b>T8KQ4Z</b></td></tr>
<tr><td>MH 2214</td><td>SAW 06.04.2025 09:15 &rarr; AYT 10:35</td></tr>
<tr><td>Yolcu</td><td>CAN ÖZTÜRK &middot; koltuk 14C</td></tr>
</table>
<p style="font-size:13px"><a href="https://www.marti-hy.example/check-in?pnr=T8KQ4Z&amp;soyad=OZTURK">Online check-in</a> (uçuştan 72 saat önce açılır) &middot; MartıPuan bakiyeniz: 3.480 puan</p>
<p style="font-size:12px;color:#888">Bu girişi siz yapmadıysanız şifrenizi değiştirin ve 0850 250 62 62 numaralı çağrı merkezimizi arayın.</p>
<p style="font-size:11px;color:#aaa">Martı Hava Yolları A.Ş. &middot; Sabiha Gökçen Havalimanı, 34912 Pendik/İstanbul</p>
</td></tr></table></body></html>
""")

add(lang="tr", kind="decoy_codes", otp="8R3TQW", shown="8R3TQW", link=None,
    from_="Efsane Arena <destek@efsanearena.example>",
    to="gokhan_1903@eposta.example",
    subject="E-postanı doğrula, hediyen seni bekliyor!",
    date="2025-02-14 18:30:44 +0300",
    html_cte="base64",
    html="""<html><head><meta charset="utf-8"></head><body style="background:#0f0a1e;color:#f3eaff;font-family:Verdana,sans-serif;padding:20px">
<div style="max-width:540px;margin:auto;background:#1d1433;border:1px solid #6b3fd4;border-radius:10px;padding:24px">
<p style="font-size:24px;font-weight:bold;color:#ffb400;margin-top:0">EFSANE ARENA</p>
<p>Selam savaşçı!</p>
<p>Hesabını güvene almak için e-posta adresini doğrula. Oyundaki <b>Ayarlar &gt; Hesap &gt; E-posta</b> ekranına aşağıdaki doğrulama kodunu gir:</p>
<p style="font-size:30px;letter-spacing:6px;font-weight:bold;text-align:center;background:#2b1f4d;padding:12px;border-radius:6px">8R3TQW</p>
<p style="font-size:12px;color:#b7a6d9">Doğrulama kodu 20 dakika geçerli.</p>
<hr style="border-color:#3a2a66">
<p>&#127873; Doğrulamadan sonra <b>Sevgililer Günü</b> hediye kodun aktifleşecek. Mağaza &gt; Kod Kullan ekranından gir:</p>
<p style="font-family:monospace;font-size:18px;text-align:center">ARENA-7K2P-9QXM-44LD</p>
<p style="font-size:12px;color:#b7a6d9">Hediye kodu 28.02.2025 23:59'a kadar geçerlidir, 500 Elmas + Gül Zırhı kostümü içerir.</p>
<p style="font-size:12px;color:#b7a6d9">Destek talebin #AR-118245 çözüldü olarak kapatıldı.</p>
<p style="font-size:11px;color:#7d6ba6">Efsane Arena &middot; Kuzey Oyun Stüdyoları Ltd. Şti. &middot; Teknopark İstanbul, 34906 Pendik &middot; <a href="https://efsanearena.example/gizlilik" style="color:#7d6ba6">Gizlilik</a> &middot; <a href="https://discord.example/efsanearena" style="color:#7d6ba6">Discord</a></p>
</div></body></html>
""")

add(lang="tr", kind="several_codes", otp="552190", shown="552 190", link=None,
    from_="KriptoPazar <guvenlik@kriptopazar.example>",
    to="serkan.aydin@eposta.example",
    subject="Adres beyaz listesi: doğrulama adımları",
    date="2025-03-18 22:03:15 +0300",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Merhaba Serkan,

Çekim adresi beyaz listesine yeni bir adres ekliyorsunuz:
Ağ: TRC20  Adres: TQ7x...9fKm  Etiket: "Soğuk cüzdan"

Bu işlem iki adımdan oluşur:

Adım 1 - E-posta doğrulama kodu (ŞİMDİ girin):
552 190

Adım 2 - Aktivasyon kodu (güvenlik bekleme süresi dolduktan sonra,
19.03.2025 22:03'ten itibaren girin, şimdi DEĞİL):
84-17-20

E-posta doğrulama kodu 10 dakika geçerlidir. Aktivasyon kodu 72 saat
geçerlidir.

Bu işlemi siz başlatmadıysanız hesabınızı hemen dondurun ve
0850 333 44 55 numaralı hattı arayın.

KriptoPazar Bilişim A.Ş. · Maslak Mah. Eski Büyükdere Cad. No:1,
34398 Sarıyer/İstanbul
""",
    html="""<html><body style="font-family:Inter,Arial,sans-serif;background:#f4f6f8;color:#1c2530;padding:18px 0">
<div style="max-width:540px;margin:auto;background:#fff;border-radius:8px;padding:24px">
<p style="font-weight:bold;font-size:20px;color:#00a86b;margin-top:0">KriptoPazar</p>
<p>Merhaba Serkan,</p>
<p>Çekim adresi beyaz listesine yeni bir adres ekliyorsunuz:<br><small>Ağ: TRC20 &middot; Adres: TQ7x...9fKm &middot; Etiket: &ldquo;Soğuk cüzdan&rdquo;</small></p>
<table width="100%" cellpadding="10" style="border:1px solid #e3e8ee;border-radius:6px">
<tr style="background:#eafaf3"><td><b>Adım 1 &ndash; E-posta doğrulama kodu</b><br><small>ŞİMDİ girin, 10 dakika geçerli</small></td><td style="font-size:26px;font-weight:bold;white-space:nowrap">552 190</td></tr>
<tr><td><b>Adım 2 &ndash; Aktivasyon kodu</b><br><small>19.03.2025 22:03'ten itibaren girin, şimdi değil. 72 saat geçerli.</small></td><td style="font-size:18px;color:#777;white-space:nowrap">84-17-20</td></tr>
</table>
<p style="font-size:12px;color:#b00">Bu işlemi siz başlatmadıysanız <a href="https://www.kriptopazar.example/hesap/dondur">hesabınızı hemen dondurun</a> ve 0850 333 44 55 numaralı hattı arayın.</p>
<p style="font-size:11px;color:#999">KriptoPazar Bilişim A.Ş. &middot; Maslak Mah. Eski Büyükdere Cad. No:1, 34398 Sarıyer/İstanbul</p>
</div></body></html>
""")

add(lang="tr", kind="lowercase_alnum", otp="x7k2mq", shown="x7k2mq", link=None,
    from_="Kodlab <hesap@kodlab.example>",
    to="deniz.sahin@eposta.example",
    subject="Kodlab hesabını doğrula",
    date="2025-01-08 16:45:27 +0300",
    text_cte="8bit",
    text="""Selam Deniz!

Kodlab'a hoş geldin. Python ile Veri Analizi kursuna başlamadan önce
e-posta adresini doğrulaman gerekiyor.

Doğrulama kodun: x7k2mq

Kodu kayıt sayfasındaki kutuya yaz (küçük harflerle). Kod 30 dakika
geçerli.

İlk hafta ücretsiz; deneme süren 15.01.2025'te bitiyor. Sonrasında aylık
ücret 149,00 TL.

İyi kodlamalar!
Kodlab ekibi

Kodlab Eğitim Teknolojileri A.Ş., ODTÜ Teknokent, 06800 Çankaya/Ankara
""")

add(lang="tr", kind="login_alert", otp=None, link=None,
    from_="Ege Bankası <bilgilendirme@egebank.example>",
    to="hakan.polat@eposta.example",
    subject="İnternet Şubenize giriş yapıldı",
    date="2025-03-06 08:12:39 +0300",
    html_cte="quoted-printable",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;color:#333;background:#f0f4f4">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:14px">
<tr><td style="background:#007a78;color:#fff;padding:16px 24px;font-size:18px">Ege Bankası</td></tr>
<tr><td style="padding:24px">
<p>Sayın HAKAN POLAT,</p>
<p>06.03.2025 tarihinde saat 08:12'de İnternet Şubemize giriş yapılmıştır.</p>
<table cellpadding="5" style="font-size:13px;background:#f7fafa;width:100%">
<tr><td style="color:#777">Müşteri No</td><td>****3391</td></tr>
<tr><td style="color:#777">Kanal</td><td>İnternet Şubesi (Chrome, Windows)</td></tr>
<tr><td style="color:#777">IP Adresi</td><td>85.105.x.x</td></tr>
<tr><td style="color:#777">Konum</td><td>İzmir, Türkiye</td></tr>
</table>
<p>Bu işlemi siz yapmadıysanız lütfen 0850 222 0 444 numaralı Müşteri İletişim Merkezimizi hemen arayınız.</p>
<p style="font-size:12px;color:#777">Ege Bankası hiçbir şekilde e-posta, SMS veya telefon ile şifrenizi, kart bilgilerinizi ya da tek kullanımlık şifrenizi talep etmez. <a href="https://www.egebank.example/guvenlik">Güvenlik önerilerimiz</a></p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:10px;color:#999;background:#f7f7f7">Ege Bankası A.Ş. &middot; Cumhuriyet Bulvarı No:140, 35210 Konak/İzmir &middot; Mersis No: 0325004181100015 &middot; Ticaret Sicil No: 12345<br>Bu e-posta bilgilendirme amaçlıdır.</td></tr>
</table></body></html>
""")

add(lang="tr", kind="magic_link", otp=None,
    link="https://t.lykiaotelleri.example/r/?id=h4c2f9e1,8b7a31,1e22d0&p1=eposta-dogrula&p2=Ym9yYS5rb2MtOTEyMg",
    link_alt=["https://www.lykiaotelleri.example/lykiaclub/eposta-dogrula?uye=LC00912284&kod=c4f81e2a9d7b4e3f8a1b6c0d5e9f2a7b"],
    from_="Lykia Otelleri <lykiaclub@lykiaotelleri.example>",
    to="bora.koc@eposta.example",
    subject="LykiaClub üyeliğinizi tamamlayın",
    date="2025-01-17 13:27:02 +0300",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Değerli Bora Koç,

LykiaClub'a hoş geldiniz! Üyeliğinizi etkinleştirmek için e-posta
adresinizi doğrulayın:

https://www.lykiaotelleri.example/lykiaclub/eposta-dogrula?uye=LC00912284&kod=c4f81e2a9d7b4e3f8a1b6c0d5e9f2a7b

Üye numaranız: LC00912284
Hoş geldin hediyesi: ilk konaklamanızda 1.500 LykiaPuan

Doğrulama bağlantısı 72 saat geçerlidir.

Lykia Otelleri · Lara Yolu Cad. No:214, 07230 Muratpaşa/Antalya
Rezervasyon: 444 59 54
""",
    html="""<html><body style="margin:0;background:#f5efe6;font-family:Georgia,serif;color:#3b2f2a">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td><a href="https://t.lykiaotelleri.example/r/?id=h4c2f9e1,8b7a31,1e22d0&amp;p1=logo"><img src="https://img.lykiaotelleri.example/mail/header-lara.jpg" width="600" alt="Lykia Otelleri"></a></td></tr>
<tr><td style="padding:28px 40px">
<h1 style="font-weight:normal;font-size:24px">LykiaClub'a hoş geldiniz, Bora Bey</h1>
<p style="font-family:Arial,sans-serif;font-size:15px;line-height:23px">Üyeliğinizi etkinleştirmek ve ilk konaklamanızda <b>1.500 LykiaPuan</b> kazanmak için e-posta adresinizi doğrulayın.</p>
<p style="text-align:center;margin:28px 0"><a href="https://t.lykiaotelleri.example/r/?id=h4c2f9e1,8b7a31,1e22d0&amp;p1=eposta-dogrula&amp;p2=Ym9yYS5rb2MtOTEyMg" style="background:#b08d57;color:#fff;padding:14px 34px;text-decoration:none;font-family:Arial,sans-serif;letter-spacing:1px">E-POSTAMI DOĞRULA</a></p>
<p style="font-family:Arial,sans-serif;font-size:13px;color:#7a6a5f">Üye numaranız: LC00912284 &middot; Doğrulama bağlantısı 72 saat geçerlidir.</p>
<p style="font-family:Arial,sans-serif;font-size:13px;background:#faf6f0;padding:12px">Yaz 2025 erken rezervasyon: 31 Mart'a kadar %30 indirim. <a href="https://t.lykiaotelleri.example/r/?id=h4c2f9e1,8b7a31,1e22d0&amp;p1=erken-rez">Otelleri inceleyin</a></p>
</td></tr>
<tr><td style="padding:18px 40px;background:#3b2f2a;color:#cbb89d;font-family:Arial,sans-serif;font-size:11px">
<a href="https://www.instagram.example/lykiaotelleri" style="color:#cbb89d">Instagram</a> &middot; <a href="https://www.facebook.example/lykiaotelleri" style="color:#cbb89d">Facebook</a><br>
Lykia Otelleri &middot; Lara Yolu Cad. No:214, 07230 Muratpaşa/Antalya &middot; Rezervasyon: 444 59 54<br>
<a href="https://www.lykiaotelleri.example/kvkk" style="color:#cbb89d">KVKK</a> &middot; <a href="https://t.lykiaotelleri.example/u/?id=h4c2f9e1&amp;e=Ym9yYS5rb2M" style="color:#cbb89d">E-posta listesinden çık</a></td></tr>
</table>
<img src="https://t.lykiaotelleri.example/o/?id=h4c2f9e1,8b7a31" width="1" height="1" alt="">
</body></html>
""")

# ----------------------------- Indonesian (id) ----------------------------

add(lang="id", kind="no_code_word", otp="271946", shown="271 946", link=None,
    from_="DompetKita <notifikasi@dompetkita.example>",
    to="rina.wulandari@surel.example",
    subject="Verifikasi penautan rekening bank di DompetKita",
    date="2025-03-12 10:31:47 +0700",
    text_cte="7bit",
    text="""Halo Rina,

Kamu sedang menautkan rekening Bank Mandala (no. rek. ****8831) ke akun
DompetKita 0857-****-2210.

Untuk melanjutkan, masukkan 6 angka verifikasi berikut di aplikasi:

    271 946

Angka ini berlaku selama 5 menit. JANGAN berikan angka ini kepada
siapa pun, termasuk pihak yang mengaku sebagai petugas DompetKita.

Saldo kamu saat ini: Rp1.254.300
Batas saldo akun Premium: Rp20.000.000

Bukan kamu yang melakukan ini? Segera hubungi Halo DompetKita di 1500-821
(24 jam) atau email cs@dompetkita.example.

Salam,
Tim DompetKita

PT Dompet Kita Indonesia
Gedung Menara Sentosa Lt. 18, Jl. Jend. Sudirman Kav. 52-53,
Jakarta Selatan 12190
Berizin dan diawasi oleh Bank Indonesia.
""")

add(lang="id", kind="newsletter_numbers", otp=None, link=None,
    from_="Tokoseru <no-reply@tokoseru.example>",
    to="Agus Prasetyo <agus.prasetyo@surel.example>",
    subject="Pesananmu INV/20250312/MPL/3948201923 sudah dikirim",
    date="2025-03-13 15:20:11 +0700",
    text_cte="quoted-printable", html_cte="base64",
    text="""Hai Agus,

Pesananmu sudah dikirim oleh penjual Gadget Jaya Official.

No. Invoice : INV/20250312/MPL/3948201923
Kurir       : JNX Reguler
No. Resi    : JX1234567890
Estimasi tiba: 15 - 17 Maret 2025

Rincian:
1 x Powerbank 20000mAh Fast Charging 22.5W   Rp249.000
1 x Kabel USB-C to USB-C 1m                  Rp39.900
Ongkos kirim                                 Rp18.000
Diskon ongkir                               -Rp10.000
Biaya layanan                                Rp1.000
Total bayar                                  Rp297.900

Dibayar via Virtual Account BCX 8808 0812 3456 7890 pada 12/03/2025 21:47 WIB.

Alamat pengiriman:
Agus Prasetyo (0812-3456-7890)
Jl. Kaliurang Km 5,6 No. 23, Caturtunggal, Depok, Sleman,
DI Yogyakarta 55281

Tokoseru - PT Toko Seru Nusantara
Jl. Prof. Dr. Satrio Kav. 11, Jakarta Selatan 12950
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:'Open Sans',Arial,sans-serif;background:#f3f4f5;margin:0">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:18px 24px;border-bottom:2px solid #03ac0e;font-size:22px;font-weight:bold;color:#03ac0e">tokoseru</td></tr>
<tr><td style="padding:22px 24px">
<p style="font-size:18px;font-weight:bold">Pesananmu sudah dikirim! &#128666;</p>
<p>Hai Agus, pesananmu sudah dikirim oleh penjual <b>Gadget Jaya Official</b>.</p>
<table width="100%" cellpadding="5" style="font-size:13px;background:#f8f9fa">
<tr><td>No. Invoice</td><td><b>INV/20250312/MPL/3948201923</b></td></tr>
<tr><td>Kurir</td><td>JNX Reguler</td></tr>
<tr><td>No. Resi</td><td>JX1234567890</td></tr>
<tr><td>Estimasi tiba</td><td>15 &ndash; 17 Maret 2025</td></tr>
</table>
<table width="100%" cellpadding="5" style="font-size:13px;margin-top:12px">
<tr><td>1 x Powerbank 20000mAh Fast Charging 22.5W</td><td align="right">Rp249.000</td></tr>
<tr><td>1 x Kabel USB-C to USB-C 1m</td><td align="right">Rp39.900</td></tr>
<tr><td>Ongkos kirim</td><td align="right">Rp18.000</td></tr>
<tr><td>Diskon ongkir</td><td align="right">-Rp10.000</td></tr>
<tr><td>Biaya layanan</td><td align="right">Rp1.000</td></tr>
<tr style="font-weight:bold;border-top:1px solid #ddd"><td>Total bayar</td><td align="right">Rp297.900</td></tr>
</table>
<p style="font-size:12px;color:#666">Dibayar via Virtual Account BCX 8808 0812 3456 7890 pada 12/03/2025 21:47 WIB.</p>
<p style="font-size:13px"><b>Alamat pengiriman</b><br>Agus Prasetyo (0812-3456-7890)<br>Jl. Kaliurang Km 5,6 No. 23, Caturtunggal, Depok, Sleman, DI Yogyakarta 55281</p>
<p><a href="https://www.tokoseru.example/pesanan/lacak?inv=INV%2F20250312%2FMPL%2F3948201923" style="background:#03ac0e;color:#fff;padding:10px 22px;text-decoration:none;border-radius:8px">Lacak Pesanan</a></p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#999;background:#fafafa">PT Toko Seru Nusantara &middot; Jl. Prof. Dr. Satrio Kav. 11, Jakarta Selatan 12950 &middot; <a href="https://www.tokoseru.example/bantuan">Pusat Bantuan</a></td></tr>
</table></body></html>
""")

add(lang="id", kind="magic_link", otp=None,
    link="https://email.belajarin.example/ls/click?upn=u001.Hn2kPq8ZrT4wVb7XyL1mC9sDf3GjA6eR5tU0oI-2BkMnQ&src=magiclink",
    link_alt=["https://belajarin.example/auth/masuk?token=bl_8fK3mQ2xZ9vR7tW1pL4nC6yH0dS5gJ2eA&email=fitri.handayani%40surel.example"],
    from_="Belajarin <halo@belajarin.example>",
    to="fitri.handayani@surel.example",
    subject="Link masuk ke Belajarin",
    date="2025-02-18 19:55:30 +0700",
    text_cte="7bit", html_cte="quoted-printable",
    text="""Hai Fitri,

Klik link di bawah ini untuk masuk ke akun Belajarin kamu. Nggak perlu
password!

https://belajarin.example/auth/masuk?token=bl_8fK3mQ2xZ9vR7tW1pL4nC6yH0dS5gJ2eA&email=fitri.handayani%40surel.example

Link ini hanya berlaku 15 menit dan cuma bisa dipakai sekali.

Kelas terakhirmu: "Excel untuk Analisis Data" - Modul 4 dari 9 (44%).
Yuk lanjutkan!

Kalau kamu tidak meminta link ini, abaikan saja email ini.

Salam semangat,
Tim Belajarin
PT Belajar Indonesia Maju, Jl. Tebet Raya No. 84, Jakarta Selatan 12820
""",
    html="""<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f0f4ff;font-family:Nunito,Arial,sans-serif;color:#1e2a44">
<p style="text-align:center;font-size:11px;color:#8a94a8">Email tidak tampil dengan baik? <a href="https://email.belajarin.example/ls/click?upn=u001.view-in-browser-7731">Lihat di browser</a></p>
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px">
<tr><td style="padding:26px 32px 0"><img src="https://cdn.belajarin.example/email/logo.png" width="130" alt="Belajarin"></td></tr>
<tr><td style="padding:18px 32px 28px">
<h2 style="margin-top:8px">Hai Fitri, yuk masuk!</h2>
<p>Klik tombol di bawah ini untuk masuk ke akun Belajarin kamu. Nggak perlu password!</p>
<p style="text-align:center;margin:28px 0"><a href="https://email.belajarin.example/ls/click?upn=u001.Hn2kPq8ZrT4wVb7XyL1mC9sDf3GjA6eR5tU0oI-2BkMnQ&amp;src=magiclink" style="background:#3d5afe;color:#fff;padding:14px 40px;border-radius:30px;text-decoration:none;font-weight:bold">Masuk ke Belajarin</a></p>
<p style="font-size:13px;color:#5d6882">Link ini hanya berlaku 15 menit dan cuma bisa dipakai sekali. Kalau kamu tidak meminta link ini, abaikan saja email ini.</p>
<div style="background:#f5f7ff;border-radius:10px;padding:14px;font-size:14px">Kelas terakhirmu: <b>Excel untuk Analisis Data</b> &ndash; Modul 4 dari 9 (44%). <a href="https://email.belajarin.example/ls/click?upn=u001.kelas-excel-m4">Lanjutkan belajar</a></div>
</td></tr>
<tr><td style="padding:18px 32px;font-size:11px;color:#8a94a8;text-align:center">
<a href="https://www.instagram.example/belajarin.id">Instagram</a> &middot; <a href="https://www.youtube.example/@belajarin">YouTube</a> &middot; <a href="https://www.tiktok.example/@belajarin">TikTok</a><br>
PT Belajar Indonesia Maju &middot; Jl. Tebet Raya No. 84, Jakarta Selatan 12820<br>
<a href="https://belajarin.example/kebijakan-privasi">Kebijakan Privasi</a> &middot; <a href="https://email.belajarin.example/unsubscribe?u=7731&amp;l=promo">Berhenti berlangganan info promo</a></td></tr>
</table>
<img src="https://email.belajarin.example/wf/open?upn=u001.open-7731" width="1" height="1" alt="">
</body></html>
""")

add(lang="id", kind="booking_ref", otp=None, link=None,
    from_="JalanJalan <pesanan@jalanjalan.example>",
    to="dewi.lestari@surel.example",
    subject="E-voucher Hotel: Griya Malioboro Yogyakarta – Kode Booking 7HK2QX",
    date="2025-04-03 11:07:25 +0700",
    html_cte="quoted-printable",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;background:#eef3f8;margin:0">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#0194f3;padding:16px 24px;color:#fff;font-size:20px;font-weight:bold">jalanjalan</td></tr>
<tr><td style="padding:24px">
<p>Halo Dewi Lestari,</p>
<p>Pembayaranmu sudah kami terima. Tunjukkan e-voucher ini saat check-in di hotel.</p>
<table width="100%" cellpadding="8" style="background:#f2f8fd;border-radius:6px">
<tr><td style="font-size:12px;color:#687176">Kode Booking</td><td style="font-size:12px;color:#687176">No. Pesanan</td></tr>
<tr><td style="font-size:26px;font-weight:bold;letter-spacing:2px">7HK2QX</td><td style="font-size:16px">1187340552</td></tr>
</table>
<h3>Griya Malioboro Hotel &#9733;&#9733;&#9733;</h3>
<p style="font-size:14px">Jl. Sosrowijayan No. 41, Sosromenduran, Gedong Tengen, Kota Yogyakarta 55271 &middot; (0274) 512 334</p>
<table width="100%" cellpadding="6" style="font-size:14px;border:1px solid #e0e6eb">
<tr><td>Check-in</td><td>Jumat, 18 April 2025, mulai 14:00</td></tr>
<tr><td>Check-out</td><td>Minggu, 20 April 2025, sebelum 12:00</td></tr>
<tr><td>Kamar</td><td>1 x Deluxe Double, termasuk sarapan 2 orang</td></tr>
<tr><td>Tamu</td><td>Dewi Lestari</td></tr>
<tr><td>Total dibayar</td><td><b>Rp1.245.000</b> (termasuk pajak &amp; biaya layanan)</td></tr>
</table>
<p style="font-size:13px;color:#555">Pesanan ini tidak dapat di-refund. Untuk permintaan khusus, sebutkan kode booking 7HK2QX saat menghubungi hotel.</p>
<p><a href="https://www.jalanjalan.example/pesanan/1187340552" style="background:#ff5e1f;color:#fff;padding:10px 20px;text-decoration:none;border-radius:4px">Lihat Pesanan</a> &nbsp; <a href="https://www.jalanjalan.example/pesanan/1187340552/voucher.pdf">Unduh e-voucher (PDF)</a></p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#999;background:#f7f7f7">PT Jalan Jalan Nusantara &middot; Wisma 77 Tower 2 Lt. 12, Jl. Letjen S. Parman Kav. 77, Jakarta Barat 11410 &middot; CS 24 jam: (021) 2977 0000</td></tr>
</table></body></html>
""")

add(lang="id", kind="username_digits", otp=None, link=None,
    from_="TopUpKilat <transaksi@topupkilat.example>",
    to="budi.santoso77@surel.example",
    subject="Top up berhasil – 344 Diamonds untuk budi_santoso77",
    date="2025-02-28 22:16:08 +0700",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Halo budi_santoso77,

Top up kamu berhasil! Diamonds sudah masuk ke akun game kamu.

Produk      : 344 Diamonds (310 + 34 bonus)
User ID     : 123456789 (Zone 2041)
Nickname    : BudiGaming77
No. Invoice : TUK-250228-0091823
Pembayaran  : QRIS, ref. 0228221547361
Harga       : Rp95.000
Waktu       : 28 Februari 2025, 22:15 WIB

Simpan email ini sebagai bukti transaksi. Jika diamonds belum masuk
dalam 1x24 jam, hubungi CS kami via WhatsApp 0811-2000-3377 dan sertakan
nomor invoice.

TopUpKilat - CV Kilat Digital Nusantara
Jl. Ahmad Yani No. 288, Surabaya 60234
""",
    html="""<html><body style="background:#101522;color:#e8ecf5;font-family:Poppins,Arial,sans-serif;padding:18px 0">
<div style="max-width:480px;margin:auto;background:#1a2133;border-radius:12px;padding:24px">
<p style="font-size:22px;font-weight:bold;color:#ffd23f;margin-top:0">&#9889; TopUpKilat</p>
<p>Halo <b>budi_santoso77</b>,</p>
<p>Top up kamu berhasil! Diamonds sudah masuk ke akun game kamu.</p>
<table width="100%" cellpadding="5" style="font-size:13px;background:#232c42;border-radius:8px">
<tr><td style="color:#95a0ba">Produk</td><td>344 Diamonds (310 + 34 bonus)</td></tr>
<tr><td style="color:#95a0ba">User ID</td><td>123456789 (Zone 2041)</td></tr>
<tr><td style="color:#95a0ba">Nickname</td><td>BudiGaming77</td></tr>
<tr><td style="color:#95a0ba">No. Invoice</td><td>TUK-250228-0091823</td></tr>
<tr><td style="color:#95a0ba">Pembayaran</td><td>QRIS &middot; ref. 0228221547361</td></tr>
<tr><td style="color:#95a0ba">Harga</td><td><b>Rp95.000</b></td></tr>
<tr><td style="color:#95a0ba">Waktu</td><td>28 Februari 2025, 22:15 WIB</td></tr>
</table>
<p style="font-size:12px;color:#95a0ba">Simpan email ini sebagai bukti transaksi. Jika diamonds belum masuk dalam 1x24 jam, hubungi CS via WhatsApp 0811-2000-3377.</p>
<p style="font-size:11px;color:#6b7690">CV Kilat Digital Nusantara &middot; Jl. Ahmad Yani No. 288, Surabaya 60234 &middot; <a href="https://topupkilat.example/syarat" style="color:#6b7690">Syarat &amp; Ketentuan</a></p>
</div></body></html>
""")

add(lang="id", kind="alt_text_only", otp="40937712", shown="4093 7712", link=None,
    from_="Bank Nusantara Digital <aktivasi@banknusantara.example>",
    to="yusuf.hidayat@surel.example",
    subject="Aktivasi Nusantara Mobile di perangkat baru",
    date="2025-03-05 08:49:14 +0700",
    image={"cid": "img-aktivasi-55e1@banknusantara.example", "size": (260, 64), "filename": "aktivasi.png"},
    text_cte="7bit", html_cte="base64",
    text="""Yth. Bapak Yusuf Hidayat,

Anda sedang mengaktifkan Nusantara Mobile di perangkat baru (Samsung
Galaxy A54).

Demi keamanan, kode aktivasi hanya ditampilkan sebagai gambar pada versi
HTML email ini. Silakan buka email ini di aplikasi email yang mendukung
tampilan HTML.

Bank Nusantara Digital tidak pernah meminta kode aktivasi, PIN, atau
password melalui telepon, SMS, maupun media sosial.

Jika Anda tidak melakukan aktivasi, segera hubungi Nusantara Call 1500-688.

PT Bank Nusantara Digital Tbk
Berizin dan diawasi oleh Otoritas Jasa Keuangan dan Bank Indonesia.
Peserta penjaminan LPS.
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;background:#f2f5f9;color:#222">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:16px">
<tr><td style="background:#00337f;color:#fff;padding:16px 24px;font-size:18px;font-weight:bold">Bank Nusantara Digital</td></tr>
<tr><td style="padding:24px">
<p>Yth. Bapak Yusuf Hidayat,</p>
<p>Anda sedang mengaktifkan Nusantara Mobile di perangkat baru (Samsung Galaxy A54). Masukkan kode aktivasi berikut di aplikasi:</p>
<p style="text-align:center;margin:22px 0"><img src="cid:img-aktivasi-55e1@banknusantara.example" width="260" height="64" alt="Kode aktivasi: 4093 7712"></p>
<p style="font-size:13px;color:#555">Kode berlaku 10 menit. Bank Nusantara Digital tidak pernah meminta kode aktivasi, PIN, atau password melalui telepon, SMS, maupun media sosial.</p>
<p style="font-size:13px">Jika Anda tidak melakukan aktivasi, segera hubungi Nusantara Call <b>1500-688</b>.</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:10px;color:#888;background:#f7f7f7">PT Bank Nusantara Digital Tbk &middot; Menara Nusantara, Jl. M.H. Thamrin No. 9, Jakarta Pusat 10350<br>Berizin dan diawasi oleh Otoritas Jasa Keuangan dan Bank Indonesia. Peserta penjaminan LPS.</td></tr>
</table></body></html>
""")

add(lang="id", kind="decoy_codes", otp=None, link=None,
    from_="MakanYuk <promo@makanyuk.example>",
    to="siti.rahma@surel.example",
    subject="Gajian tiba! Diskon 50% pakai kode HEMAT50 🍜",
    date="2025-02-25 11:30:00 +0700",
    headers=[("List-Unsubscribe", "<https://makanyuk.example/unsub?u=aGVtYXQ1MC1zaXRp>"), ("Precedence", "bulk")],
    html_cte="quoted-printable",
    html="""<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fff8e7;font-family:Arial,sans-serif">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td><img src="https://img.makanyuk.example/promo/gajian-feb.jpg" width="600" alt="Promo Gajian MakanYuk"></td></tr>
<tr><td style="padding:24px 32px;text-align:center">
<h1 style="color:#e65100">Gajian tiba, Siti! &#127836;</h1>
<p style="font-size:16px">Diskon <b>50%</b> s.d. Rp25.000 untuk semua menu favoritmu. Masukkan kode promo ini saat checkout:</p>
<p style="font-size:28px;font-weight:bold;border:2px dashed #e65100;display:inline-block;padding:6px 20px">HEMAT50</p>
<p style="font-size:12px;color:#777">Berlaku 25&ndash;28 Februari 2025, min. belanja Rp40.000, 1x per akun. Bisa digabung dengan voucher ongkir ONGKIRNOL.</p>
<p><a href="https://makanyuk.example/promo/gajian?utm_source=email&amp;utm_campaign=gajian_feb" style="background:#e65100;color:#fff;padding:12px 30px;text-decoration:none;border-radius:24px">Pesan Sekarang</a></p>
</td></tr>
<tr><td style="padding:16px 32px;background:#fff3e0;font-size:13px">
<b>Tips aman:</b> Tim MakanYuk tidak akan pernah meminta kode OTP, PIN, atau password kamu. Jangan berikan kode apa pun ke driver atau orang yang mengaku CS.</td></tr>
<tr><td style="padding:16px 32px;font-size:12px;color:#555">Pesanan terakhirmu <b>#MY-2502-448812</b> dari Bakmi Jowo Pak Harjo (Rp58.500) sudah diantar. <a href="https://makanyuk.example/pesanan/MY-2502-448812/ulas">Beri ulasan</a></td></tr>
<tr><td style="padding:16px 32px;font-size:11px;color:#999;text-align:center">PT MakanYuk Teknologi Indonesia &middot; Jl. Iskandarsyah Raya No. 7, Jakarta Selatan 12160<br>
<a href="https://makanyuk.example/unsub?u=aGVtYXQ1MC1zaXRp">Berhenti berlangganan</a> &middot; <a href="https://makanyuk.example/privasi">Privasi</a></td></tr>
</table>
<img src="https://t.makanyuk.example/open/aGVtYXQ1MC1zaXRp.gif" width="1" height="1" alt="">
</body></html>
""")

add(lang="id", kind="reset_in_code_mail", otp="391048", shown="391-048", link=None,
    from_="Ojekin <keamanan@ojekin.example>",
    to="andi.saputra@surel.example",
    subject="Kode masuk akun Ojekin kamu",
    date="2025-03-17 06:42:55 +0700",
    text_cte="7bit", html_cte="quoted-printable",
    text="""Hai Andi,

Ada permintaan masuk ke akun Ojekin kamu dari HP baru (OPPO Reno 10).

Kode masuk kamu: 391-048

Berlaku 3 menit. Jangan kasih kode ini ke siapa pun, termasuk driver.

Bukan kamu? Amankan akunmu sekarang dengan ganti PIN dan password:
https://ojekin.example/akun/amankan?ref=otp-mail

Ojekin - PT Ojek Indonesia Kini
Jl. Kemang Raya No. 12, Jakarta Selatan 12730
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#f1fbf4;padding:20px 0">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:14px;padding:24px">
<p style="font-size:22px;font-weight:bold;color:#00aa13;margin-top:0">ojekin</p>
<p>Hai Andi,</p>
<p>Ada permintaan masuk ke akun Ojekin kamu dari HP baru (OPPO Reno 10).</p>
<p style="font-size:13px;color:#666;margin-bottom:0">Kode masuk kamu</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:3px;margin-top:4px">391-048</p>
<p style="font-size:13px;color:#666">Berlaku 3 menit. Jangan kasih kode ini ke siapa pun, termasuk driver.</p>
<p style="font-size:13px;background:#fff4f4;padding:10px;border-radius:8px">Bukan kamu? <a href="https://ojekin.example/akun/amankan?ref=otp-mail">Amankan akunmu sekarang</a> dengan ganti PIN dan password.</p>
<p style="font-size:11px;color:#999">PT Ojek Indonesia Kini &middot; Jl. Kemang Raya No. 12, Jakarta Selatan 12730 &middot; <a href="https://ojekin.example/bantuan">Bantuan</a></p>
</div></body></html>
""")

add(lang="id", kind="phone_and_dates", otp=None, link=None,
    from_="Telkonet <struk@telkonet.example>",
    to="lina.marlina@surel.example",
    subject="Pembelian Pulsa Rp100.000 Berhasil",
    date="2025-03-09 13:02:36 +0700",
    text_cte="7bit",
    text="""STRUK PEMBELIAN PULSA - TELKONET

Terima kasih, pembelian pulsa kamu berhasil.

Tanggal        : 09/03/2025 13:02:11 WIB
ID Transaksi   : TKN2503091302118842
Nomor tujuan   : 0812-3456-7890
Nominal        : Rp100.000
Harga          : Rp101.500
Metode bayar   : Kartu debit ****2206
Serial Number  : 0419283746501928
Masa aktif     : s.d. 08/04/2025

Sisa kuota internet: 12,4 GB (berlaku s.d. 21/03/2025)

Butuh bantuan? Hubungi 188 dari nomor Telkonet atau 0807-1-811-811.

PT Telkonet Seluler Indonesia
Gedung Telkonet Smart Office, Jl. Gatot Subroto Kav. 42, Jakarta 12710
""")

add(lang="id", kind="new_and_old_code", otp="582730", shown="582 730", link=None,
    from_="SehatKu <noreply@sehatku.example>",
    to="Hendra Gunawan <hendra.gunawan@surel.example>",
    subject="Kode verifikasi baru SehatKu",
    date="2025-01-27 07:18:42 +0700",
    text_cte="base64", html_cte="quoted-printable",
    text="""Yth. Bapak Hendra Gunawan,

Anda meminta kode verifikasi baru untuk masuk ke aplikasi SehatKu
(No. Kartu Peserta 0001 2345 6789 0).

Kode verifikasi baru: 582 730

Kode sebelumnya (119 604) sudah tidak berlaku lagi. Gunakan hanya kode
terbaru di atas. Kode berlaku 5 menit.

Jadwal antrean Anda: Poli Penyakit Dalam, RSUD Kota Bandung,
Rabu 29 Januari 2025 pukul 08.00 WIB, nomor antrean B-017.

Jika Anda tidak meminta kode ini, abaikan email ini atau hubungi Care
Center 165.

SehatKu - Layanan Kesehatan Digital
Jl. Letjen Suprapto Kav. 20, Jakarta Pusat 10510
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#eef7f2;color:#1d3a2f">
<div style="max-width:520px;margin:20px auto;background:#fff;border-radius:10px;padding:24px">
<p style="font-size:20px;font-weight:bold;color:#0a8f4f;margin-top:0">SehatKu</p>
<p>Yth. Bapak Hendra Gunawan,</p>
<p>Anda meminta kode verifikasi baru untuk masuk ke aplikasi SehatKu (No. Kartu Peserta 0001 2345 6789 0).</p>
<p style="font-size:13px;color:#666;margin-bottom:0">Kode verifikasi baru</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:3px;margin-top:4px;color:#0a8f4f">582 730</p>
<p style="font-size:13px">Kode sebelumnya (<s>119 604</s>) sudah tidak berlaku lagi. Gunakan hanya kode terbaru di atas. Kode berlaku 5 menit.</p>
<p style="font-size:13px;background:#f2faf6;padding:10px;border-radius:6px">Jadwal antrean Anda: Poli Penyakit Dalam, RSUD Kota Bandung, Rabu 29 Januari 2025 pukul 08.00 WIB, nomor antrean B-017.</p>
<p style="font-size:11px;color:#888">Jika Anda tidak meminta kode ini, abaikan email ini atau hubungi Care Center 165.<br>SehatKu &middot; Jl. Letjen Suprapto Kav. 20, Jakarta Pusat 10510</p>
</div></body></html>
""")

add(lang="id", kind="magic_link", otp="m4x9kt", shown="m4x9kt",
    link="https://app.jurnalku.example/login/verify?lt=JKU.eyJ1IjoiMzMxOTIiLCJ0IjoibWwifQ.Wq7tP2nX9kV4rB8sD1fG6hJ3&redirect=%2Fdasbor",
    from_="Jurnalku <akun@jurnalku.example>",
    to="finance@cv-sinarabadi.example",
    subject="Masuk ke Jurnalku",
    date="2025-03-24 09:14:07 +0700",
    html_cte="quoted-printable",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:'Segoe UI',Arial,sans-serif;background:#f5f6fa;padding:24px 0;color:#22283a">
<table width="520" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px">
<tr><td style="padding:24px 30px 0;font-size:20px;font-weight:bold;color:#1565c0">Jurnalku</td></tr>
<tr><td style="padding:16px 30px 26px">
<p>Halo Bu Wulan,</p>
<p>Klik tombol di bawah ini untuk masuk ke Jurnalku sebagai <b>finance@cv-sinarabadi.example</b> (CV Sinar Abadi).</p>
<p style="text-align:center;margin:26px 0"><a href="https://app.jurnalku.example/login/verify?lt=JKU.eyJ1IjoiMzMxOTIiLCJ0IjoibWwifQ.Wq7tP2nX9kV4rB8sD1fG6hJ3&amp;redirect=%2Fdasbor" style="background:#1565c0;color:#fff;padding:13px 34px;border-radius:6px;text-decoration:none;font-weight:600">Masuk sekarang</a></p>
<p>Atau ketik kode ini di halaman masuk:</p>
<p style="font-family:Consolas,monospace;font-size:26px;letter-spacing:5px;text-align:center;background:#eef3fb;padding:10px;border-radius:6px">m4x9kt</p>
<p style="font-size:12px;color:#6b7280">Tombol dan kode berlaku 10 menit. Jika Anda tidak mencoba masuk, abaikan email ini &ndash; akun Anda tetap aman.</p>
<p style="font-size:12px;color:#6b7280">Pengingat: laporan PPN Masa Februari 2025 jatuh tempo 31 Maret 2025.</p>
</td></tr>
<tr><td style="padding:14px 30px;font-size:11px;color:#9aa1ad;border-top:1px solid #eceff4">PT Jurnal Kita Teknologi &middot; Jl. Raya Darmo No. 101, Surabaya 60265 &middot; <a href="https://jurnalku.example/bantuan">Pusat Bantuan</a> &middot; <a href="https://jurnalku.example/privasi">Privasi</a></td></tr>
</table></body></html>
""")

# ==== END OF MESSAGES ====
if __name__ == "__main__":
    main()
