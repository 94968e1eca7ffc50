#!/usr/bin/env python3
"""Hand-written labelled test mail (de / fr / es / pt / it) for a one-time-code /
magic-link extractor.  Standard library only.

Every message below is written by hand as Python data.  Running this script writes
gw-NNNN.eml plus labels.jsonl into the directory of this file and validates:
  * each message parses with email.policy.default without any defect,
  * the labelled code (in the form shown, see `shown`) occurs in the decoded content
    (subject, text part, html part, or an alt attribute) and normalises to the label,
  * the labelled link occurs as an href (entity-decoded) -- or in the text of a
    text-only message -- and every link_alt occurs somewhere in the content,
  * every URL uses a .example / .test / .invalid host,
  * kind-specific checks (subject_only, alt_text_only).
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
from collections import Counter
from email import policy
from email.headerregistry import Address
from email.message import EmailMessage
from email.parser import BytesParser
from email.utils import format_datetime, parseaddr

PREFIX = "gw"
OUT = os.path.dirname(os.path.abspath(__file__))
MSGS = []


def M(lang, kind, otp, link, subject, frm, to, date, text=None, html=None,
      shown=None, link_alt=None, tcte="quoted-printable", hcte="quoted-printable",
      headers=None, image=None, crlf=False):
    """Register one hand-written message.

    frm / to: (display name, address) or plain address.
    date:     "YYYY-MM-DD HH:MM:SS +ZZZZ".
    shown:    the code as it appears in the mail when it differs from the label
              (e.g. "482 913", "G-482913"); for one-span-per-digit HTML leave None.
    image:    dict(cid=..., name=...) to attach an inline PNG to the HTML part.
    """
    MSGS.append(dict(lang=lang, kind=kind, otp=otp, link=link, subject=subject,
                     frm=frm, to=to, date=date, text=text, html=html, shown=shown,
                     link_alt=link_alt, tcte=tcte, hcte=hcte,
                     headers=headers or {}, image=image, crlf=crlf))


# --------------------------------------------------------------------------- helpers

def tiny_png(w=160, h=40, seed=b""):
    """A small valid grey PNG with a few darker stripes (deterministic)."""
    rows = []
    hsh = hashlib.sha256(seed).digest()
    for y in range(h):
        row = bytearray([0])
        for x in range(w):
            v = 235 if (x // 8 + y // 8 + hsh[(x // 8) % 32]) % 3 else 90
            row += bytes([v, v, v])
        rows.append(bytes(row))
    raw = b"".join(rows)

    def chunk(tag, data):
        c = struct.pack(">I", len(data)) + tag + data
        return c + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))


def addr(v):
    if isinstance(v, tuple):
        name, a = v
        user, dom = a.split("@")
        return Address(display_name=name, username=user, domain=dom)
    return v


def clean(s):
    if s is None:
        return None
    s = s.strip("\n") + "\n"
    return s


def build(m, n):
    msg = EmailMessage()
    msg["From"] = addr(m["frm"])
    msg["To"] = addr(m["to"])
    msg["Subject"] = m["subject"]
    dt = datetime.datetime.strptime(m["date"], "%Y-%m-%d %H:%M:%S %z")
    msg["Date"] = format_datetime(dt)
    from_addr = m["frm"][1] if isinstance(m["frm"], tuple) else parseaddr(m["frm"])[1]
    dom = from_addr.split("@")[1]
    h = hashlib.sha1((m["subject"] + m["date"]).encode()).hexdigest()
    msg["Message-ID"] = "<%s.%s@%s>" % (dt.strftime("%Y%m%d%H%M%S"), h[:16], dom)
    for k, v in m["headers"].items():
        msg[k] = v
    text, html = clean(m["text"]), clean(m["html"])
    if text and html:
        msg.set_content(text, subtype="plain", charset="utf-8", cte=m["tcte"])
        msg.add_alternative(html, subtype="html", charset="utf-8", cte=m["hcte"])
        if m["image"]:
            hpart = msg.get_payload()[1]
            hpart.add_related(tiny_png(seed=m["subject"].encode()), "image", "png",
                              cid="<%s>" % m["image"]["cid"],
                              filename=m["image"]["name"], disposition="inline")
    elif html:
        msg.set_content(html, subtype="html", charset="utf-8", cte=m["hcte"])
        if m["image"]:
            msg.add_related(tiny_png(seed=m["subject"].encode()), "image", "png",
                            cid="<%s>" % m["image"]["cid"],
                            filename=m["image"]["name"], disposition="inline")
    else:
        msg.set_content(text, subtype="plain", charset="utf-8", cte=m["tcte"])
    pol = policy.SMTP if m["crlf"] else policy.default
    return msg.as_bytes(policy=pol)


class HP:
    """Collects hrefs, img srcs, alt attributes and visible text of an HTML part."""

    def __init__(self, src):
        from html.parser import HTMLParser
        outer = self
        self.hrefs, self.srcs, self.alts, self.text = [], [], [], []

        class P(HTMLParser):
            skip = 0

            def handle_starttag(self, tag, attrs):
                d = dict(attrs)
                if tag in ("style", "script", "title"):
                    self.skip += 1
                if d.get("href"):
                    outer.hrefs.append(d["href"])
                if d.get("src"):
                    outer.srcs.append(d["src"])
                if d.get("alt"):
                    outer.alts.append(d["alt"])

            def handle_endtag(self, tag):
                if tag in ("style", "script", "title") and self.skip:
                    self.skip -= 1

            def handle_data(self, data):
                if not self.skip:
                    outer.text.append(data)

        p = P(convert_charrefs=True)
        p.feed(src)
        p.close()
        self.visible = " ".join(self.text)


def norm_code(shown):
    s = shown.strip()
    m = re.fullmatch(r"[A-Za-z]{1,4}-(\d{3,10})", s)
    if m:
        return m.group(1)
    return re.sub(r"[\s\u00a0\u202f.\-]", "", s)


URL_RE = re.compile(r"https?://[^\s<>\"')\]]+")
ALLOWED = (".example", ".test", ".invalid")


def host_ok(url):
    host = re.sub(r"^https?://", "", url).split("/")[0].split("?")[0].split(":")[0]
    return host.endswith(ALLOWED)


def validate(m, data, fname):
    errs = []
    msg = BytesParser(policy=policy.default).parsebytes(data)
    for part in msg.walk():
        if part.defects:
            errs.append("defects %r" % part.defects)
        for k, v in part.items():
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
    parsed = [HP(h) for h in htmls]
    text = "\n".join(texts)
    hrefs = [u for p in parsed for u in p.hrefs]
    alts = [a for p in parsed for a in p.alts]
    visible = " ".join(p.visible for p in parsed)
    compact = re.sub(r"\s+", "", visible)
    hay = {"subject": subject, "text": text, "html": visible,
           "html_compact": compact, "alt": " | ".join(alts)}

    otp = m["otp"]
    if otp is not None:
        shown = m["shown"] or otp
        if norm_code(shown) != otp:
            errs.append("shown %r does not normalise to %r" % (shown, otp))
        where = [k for k, v in hay.items() if shown in v]
        if not where:
            errs.append("code %r (shown %r) not found" % (otp, shown))
        if m["kind"] == "subject_only":
            if where != ["subject"]:
                errs.append("subject_only code also in %r" % where)
        if m["kind"] == "alt_text_only":
            if not set(where) <= {"alt"} or not where:
                errs.append("alt_text_only code found in %r" % where)
            if not m["image"]:
                errs.append("alt_text_only without inline image")
    link = m["link"]
    if link is not None:
        if htmls:
            if link not in hrefs:
                errs.append("link not an href: %s" % link)
        elif link not in text:
            errs.append("link not in text: %s" % link)
    for alt in m["link_alt"] or []:
        if alt not in hrefs and alt not in text and alt not in visible:
            errs.append("link_alt not found: %s" % alt)
    if link is None and m["link_alt"]:
        errs.append("link_alt without link")
    urls = set(hrefs) | set(u for p in parsed for u in p.srcs if u.startswith("http"))
    urls |= set(URL_RE.findall(text)) | set(URL_RE.findall(visible))
    for u in urls:
        if u.startswith(("mailto:", "tel:", "cid:")):
            continue
        if not host_ok(u):
            errs.append("bad host in %s" % u)
    return ["%s: %s" % (fname, e) for e in errs]


def main(partial=False):
    labels, errors = [], []
    fam_count = Counter()
    for i, m in enumerate(MSGS, 1):
        fname = "%s-%04d.eml" % (PREFIX, i)
        data = build(m, i)
        with open(os.path.join(OUT, fname), "wb") as f:
            f.write(data)
        errors += validate(m, data, fname)
        fam_count[m["kind"]] += 1
        rec = {"file": fname, "otp": m["otp"], "link": m["link"], "kind": m["kind"],
               "lang": m["lang"],
               "family": "%s-%s-%02d" % (PREFIX, m["kind"], fam_count[m["kind"]])}
        if m["link_alt"]:
            rec["link_alt"] = m["link_alt"]
        labels.append(rec)
    with open(os.path.join(OUT, "labels.jsonl"), "w", encoding="utf-8") as f:
        for r in labels:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")

    # duplicate-content guard: no two messages may share a subject or a sender address
    subj = Counter(m["subject"] for m in MSGS)
    errors += ["duplicate subject %r" % s for s, c in subj.items() if c > 1]
    codes = Counter(m["otp"] for m in MSGS if m["otp"])
    errors += ["duplicate code %r" % s for s, c in codes.items() if c > 1]
    if not partial:
        langs = Counter(m["lang"] for m in MSGS)
        if len(MSGS) != 65 or any(langs[l] != 13 for l in ("de", "fr", "es", "pt", "it")):
            errors.append("counts wrong: %d %r" % (len(MSGS), langs))
    n = len(MSGS)
    c = sum(1 for m in MSGS if m["otp"])
    l = sum(1 for m in MSGS if m["link"])
    b = sum(1 for m in MSGS if m["otp"] and m["link"])
    ne = sum(1 for m in MSGS if not m["otp"] and not m["link"])
    print("messages %d  code %d (%.0f%%)  link %d (%.0f%%)  both %d  neither %d (%.0f%%)"
          % (n, c, 100 * c / n, l, 100 * l / n, b, ne, 100 * ne / n))
    print("by kind:", dict(sorted(Counter(m["kind"] for m in MSGS).items())))
    print("by lang:", dict(sorted(Counter(m["lang"] for m in MSGS).items())))
    if errors:
        print("\n".join(errors))
        print("VALIDATION FAILED (%d problems)" % len(errors))
        sys.exit(1)
    print("validation passed")


# =========================================================================== messages

# ---------------------------------------------------------------- Deutsch (de, CH, AT)

M("de", "username_digits", "583920", None,
  "Dein Anmeldecode für Zockerhafen",
  ("Zockerhafen", "konto@mail.zockerhafen.example"), "max_mueller87@posteo.example",
  "2025-03-11 21:47:09 +0100",
  text="""
Hallo max_mueller87,

jemand (hoffentlich du) möchte sich gerade bei Zockerhafen anmelden.

Dein Anmeldecode: 583920

Der Code ist 15 Minuten gültig. Gib ihn im Launcher oder auf zockerhafen.example ein.

Anmeldeversuch
  Gerät:    Windows 11 · Zockerhafen Launcher 4.18.2
  Ort:      Hamburg, Deutschland (ungefähr)
  Zeit:     11.03.2025, 21:46 Uhr

Warst du das nicht? Dann ändere bitte sofort dein Passwort und aktiviere die
Zwei-Faktor-Authentifizierung in deinen Kontoeinstellungen.

Viel Spaß beim Zocken!
Dein Zockerhafen-Team

Spieler-ID: ZH-0097-4421-883
Zockerhafen GmbH · Schanzenstraße 41 · 20357 Hamburg
Amtsgericht Hamburg HRB 158204 · Geschäftsführer: Jan-Ole Petersen
""",
  html="""
<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Anmeldecode</title></head>
<body style="margin:0;background:#15161c;font-family:Verdana,Arial,sans-serif;color:#e8e8ee">
<div style="max-width:560px;margin:0 auto;padding:28px">
<img src="https://cdn.zockerhafen.example/mail/logo-dark@2x.png" width="160" alt="Zockerhafen">
<p style="font-size:16px">Hallo max_mueller87,</p>
<p>jemand (hoffentlich du) möchte sich gerade bei Zockerhafen anmelden.</p>
<p style="margin:26px 0 6px;color:#9a9ab0;font-size:13px;text-transform:uppercase">Dein Anmeldecode</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:4px;color:#7cf29c;margin:0">583920</p>
<p style="font-size:13px;color:#9a9ab0">Der Code ist 15 Minuten gültig.</p>
<table style="font-size:13px;color:#c8c8d4;border-collapse:collapse;margin:18px 0">
<tr><td style="padding:2px 14px 2px 0">Gerät</td><td>Windows 11 · Zockerhafen Launcher 4.18.2</td></tr>
<tr><td style="padding:2px 14px 2px 0">Ort</td><td>Hamburg, Deutschland (ungefähr)</td></tr>
<tr><td style="padding:2px 14px 2px 0">Zeit</td><td>11.03.2025, 21:46 Uhr</td></tr>
</table>
<p style="font-size:13px">Warst du das nicht? Dann <a style="color:#7cf29c" href="https://zockerhafen.example/konto/sicherheit">ändere bitte sofort dein Passwort</a> und aktiviere die Zwei-Faktor-Authentifizierung.</p>
<p>Viel Spaß beim Zocken!<br>Dein Zockerhafen-Team</p>
<hr style="border:0;border-top:1px solid #2c2d38">
<p style="font-size:11px;color:#6e6e82">Spieler-ID: ZH-0097-4421-883<br>
Zockerhafen GmbH · Schanzenstraße 41 · 20357 Hamburg<br>
Amtsgericht Hamburg HRB 158204 · Geschäftsführer: Jan-Ole Petersen<br>
<a style="color:#6e6e82" href="https://zockerhafen.example/impressum">Impressum</a> · <a style="color:#6e6e82" href="https://zockerhafen.example/datenschutz">Datenschutz</a></p>
</div></body></html>
""", tcte="quoted-printable", hcte="base64")

M("de", "booking_ref", None, None,
  "Ihre Buchungsbestätigung: Zürich HB – Lugano, 22.03.2025",
  ("Alpentakt Bahnreisen", "tickets@alpentakt.example"), ("Regula Baumgartner", "r.baumgartner@bluewin.example"),
  "2025-03-09 14:03:51 +0100",
  text="""
Grüezi Frau Baumgartner

Vielen Dank für Ihre Buchung. Ihr Ticket ist im Anhang sowie in der App unter
«Meine Reisen» gespeichert.

Buchungsreferenz:   K7QX2M
Auftragsnummer:     48213-77102
Reisedatum:         Samstag, 22.03.2025

Hinfahrt
  Zürich HB        ab 09:33   Gleis 31
  Lugano           an 11:41   Gleis 3
  IC 21 873, 2. Klasse, Wagen 7, Platz 54 (Fenster)

Reisende: Regula Baumgartner, Halbtax-Abo Nr. 412-886-903
Preis:    CHF 32.20 (Sparbillett, nicht erstattbar)
Sitzplatzreservation: CHF 5.00

Total belastet: CHF 37.20 auf Mastercard •••• 6620 am 09.03.2025

Bitte beachten Sie: Sparbillette gelten nur für den gebuchten Zug. Zeigen Sie
bei der Kontrolle Ihr Ticket zusammen mit dem Halbtax-Abo vor.

Fragen? Unser Kundendienst ist täglich von 07:00 bis 21:00 Uhr für Sie da:
+41 848 71 22 40 (Normaltarif) – oder schreiben Sie an hilfe@alpentakt.example.

Freundliche Grüsse
Ihr Alpentakt-Team

Alpentakt Bahnreisen AG · Hohlstrasse 176 · 8004 Zürich
CHE-318.551.906 MWST
Allgemeine Beförderungsbedingungen: https://www.alpentakt.example/agb
""", tcte="8bit", crlf=True)

M("de", "newsletter_numbers", None, None,
  "Rechnung zu Ihrer Bestellung 2025-118734",
  ("Bergkiste.at", "rechnung@bergkiste.example"), ("Thomas Hofer", "thomas.hofer@gmx.example"),
  "2025-02-27 08:15:02 +0100",
  text="""
Sehr geehrter Herr Hofer,

im Anhang finden Sie die Rechnung zu Ihrer Bestellung 2025-118734 vom 26.02.2025.

Rechnungsnummer: RE-AT-2025-044917
Kundennummer:    300 58 214

Pos  Art.-Nr.    Artikel                              Menge   Preis
1    BK-77120    Zustiegsfelle Montana 130 mm         1      129,90
2    BK-40318    Skitourenrucksack 32 l, petrol       1       94,50
3    BK-10094    Merino-Socken, Gr. 43-46 (2er-Pack)  2       19,90

Zwischensumme                                              264,20 EUR
Versand (Österreichische Post, Paket)                        4,90 EUR
Gesamtbetrag                                               269,10 EUR
darin enthalten 20 % USt.                                   44,85 EUR

Bezahlt per Kreditkarte (Visa •••• 1182) am 26.02.2025.

Ihre Sendung wird mit der Sendungsnummer 1034 8821 5570 0391 7 zugestellt.
Voraussichtliche Zustellung: 28.02.–01.03.2025

Lieferadresse: Thomas Hofer, Leonhardstraße 58/3, 8010 Graz

Beste Grüße aus der Steiermark
Ihr Bergkiste-Team

Bergkiste Handels GmbH · Annenstraße 22 · 8020 Graz · Österreich
UID: ATU71553208 · FN 487231 k, Landesgericht für ZRS Graz
Tel. +43 316 22 87 40 · service@bergkiste.example
Bankverbindung: Steiermärkische Sparkasse, IBAN AT48 2081 5000 4187 2207
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="font-family:Helvetica,Arial,sans-serif;color:#222;background:#f3f1ec">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px 0">
<tr><td style="background:#2f4f3a;padding:18px 24px"><img src="https://www.bergkiste.example/img/mail/logo-weiss.png" alt="Bergkiste.at" width="150"></td></tr>
<tr><td style="padding:24px">
<p>Sehr geehrter Herr Hofer,</p>
<p>im Anhang finden Sie die Rechnung zu Ihrer Bestellung <b>2025-118734</b> vom 26.02.2025.</p>
<p>Rechnungsnummer: <b>RE-AT-2025-044917</b><br>Kundennummer: 300 58 214</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-collapse:collapse">
<tr style="background:#eee"><th align="left">Art.-Nr.</th><th align="left">Artikel</th><th>Menge</th><th align="right">Preis</th></tr>
<tr><td>BK-77120</td><td>Zustiegsfelle Montana 130 mm</td><td align="center">1</td><td align="right">129,90 €</td></tr>
<tr><td>BK-40318</td><td>Skitourenrucksack 32 l, petrol</td><td align="center">1</td><td align="right">94,50 €</td></tr>
<tr><td>BK-10094</td><td>Merino-Socken, Gr. 43-46 (2er-Pack)</td><td align="center">2</td><td align="right">19,90 €</td></tr>
<tr><td colspan="3" align="right">Zwischensumme</td><td align="right">264,20 €</td></tr>
<tr><td colspan="3" align="right">Versand (Österreichische Post)</td><td align="right">4,90 €</td></tr>
<tr><td colspan="3" align="right"><b>Gesamtbetrag</b></td><td align="right"><b>269,10 €</b></td></tr>
<tr><td colspan="3" align="right" style="color:#777">darin enthalten 20 % USt.</td><td align="right" style="color:#777">44,85 €</td></tr>
</table>
<p>Bezahlt per Kreditkarte (Visa •••• 1182) am 26.02.2025.</p>
<p>Sendungsnummer: <a href="https://track.bergkiste.example/sendung?nr=10348821557003917">1034 8821 5570 0391 7</a><br>Voraussichtliche Zustellung: 28.02.–01.03.2025</p>
<p style="text-align:center"><a href="https://www.bergkiste.example/konto/bestellungen/2025-118734" style="background:#2f4f3a;color:#fff;padding:10px 22px;text-decoration:none;border-radius:3px">Bestellung ansehen</a></p>
<p>Beste Grüße aus der Steiermark<br>Ihr Bergkiste-Team</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#888;background:#fafafa">
Bergkiste Handels GmbH · Annenstraße 22 · 8020 Graz · Österreich<br>
UID: ATU71553208 · FN 487231 k, Landesgericht für ZRS Graz<br>
Tel. +43 316 22 87 40 · <a href="mailto:service@bergkiste.example">service@bergkiste.example</a><br>
IBAN AT48 2081 5000 4187 2207 · <a href="https://www.bergkiste.example/agb">AGB</a> · <a href="https://www.bergkiste.example/widerruf">Widerrufsbelehrung</a>
</td></tr></table></td></tr></table>
<img src="https://t.bergkiste.example/o/8f31c0a2e77b4d1f.gif" width="1" height="1" alt="">
</body></html>
""", tcte="8bit", hcte="base64")

M("de", "new_and_old_code", "719204", None,
  "Neuer Bestätigungscode für Ihre Überweisung",
  ("Nordlicht Bank", "sicherheit@nordlicht-bank.example"), "k.jansen@web.example",
  "2025-03-04 10:22:40 +0100",
  shown="719 204",
  text="""
Sehr geehrte Frau Jansen,

Sie haben soeben einen neuen Bestätigungscode angefordert.

Ihr neuer Code lautet: 719 204

Der zuvor versendete Code 338 561 ist damit ungültig und kann nicht mehr
verwendet werden.

Auftrag:        SEPA-Überweisung
Empfänger:      Stadtwerke Kiel AG
IBAN:           DE27 2105 0170 •••• •••• 12
Betrag:         186,00 EUR

Bitte prüfen Sie die Auftragsdaten sorgfältig, bevor Sie den Code eingeben.
Der Code ist 5 Minuten gültig.

Mitarbeiterinnen und Mitarbeiter der Nordlicht Bank werden Sie niemals nach
diesem Code fragen – weder am Telefon noch per E-Mail.

Mit freundlichen Grüßen
Ihre Nordlicht Bank

Nordlicht Bank AG · Holstenbrücke 8 · 24103 Kiel
Vorstand: Dr. Henrike Lüders (Vors.), Malte Carstensen
Sitz Kiel, Amtsgericht Kiel HRB 20417 KI · BLZ 210 700 55
Service-Hotline: 0431 99 66 0 (Mo–Fr 8–20 Uhr)
""", tcte="quoted-printable")

M("de", "prefix_code", "40817", None,
  "DN-40817 ist Ihr Donaunetz-Bestätigungscode",
  ("Donaunetz Mobil", "noreply@donaunetz.example"), "a.gruber@aon.example",
  "2025-03-13 17:05:33 +0100",
  shown="DN-40817",
  text="""
Ihr Bestätigungscode: DN-40817

Geben Sie im Feld "Code" nur die fünf Ziffern ein (ohne "DN-").

Sie haben diesen Code angefordert, um die Rufnummernmitnahme für
+43 664 381 27 90 in Ihrem Kundenkonto 7701-558-213 zu bestätigen.

Der Code verfällt nach 10 Minuten.

Donaunetz Mobil – ein Service der Donaunetz Telekommunikation GmbH
Wagramer Straße 19, 1220 Wien · Firmenbuch FN 392045 z · Hotline 0800 664 100
""", tcte="8bit")

M("de", "magic_link", None,
  "https://clicks.werkbank.example/ls/click?upn=u001.Qx7vL0e2pM9sKfT4c-2BdW8nH3yRk6aZ1uJ5oE-2FgC9iVb0tNwqYm4sXhL7dPz2eR8A-3D-3D_mWk3",
  "Ihr Anmeldelink für Werkbank",
  ("Werkbank", "hallo@werkbank.example"), ("Jonas Weber", "jonas.weber@agentur-lichtblick.example"),
  "2025-03-12 08:41:17 +0100",
  link_alt=["https://app.werkbank.example/auth/magic?token=wb_ml_7hQ2xKpL9vRt3ZsY8mNc4eFd&email=jonas.weber%40agentur-lichtblick.example"],
  text="""
Hallo Jonas,

klicke auf den folgenden Link, um dich bei Werkbank anzumelden:

https://app.werkbank.example/auth/magic?token=wb_ml_7hQ2xKpL9vRt3ZsY8mNc4eFd&email=jonas.weber%40agentur-lichtblick.example

Der Link funktioniert einmal und ist 20 Minuten gültig. Falls du keinen
Anmeldelink angefordert hast, kannst du diese E-Mail ignorieren.

Workspace: Agentur Lichtblick (lichtblick.werkbank.example)

Werkbank Software GmbH · Skalitzer Str. 85 · 10997 Berlin
""",
  html="""
<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<style>a.btn{background:#ff5a36;color:#fff!important;padding:12px 26px;border-radius:6px;text-decoration:none;font-weight:600}</style></head>
<body style="margin:0;background:#f6f6f4;font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif">
<div style="font-size:11px;color:#999;text-align:center;padding:8px">Probleme mit der Darstellung? <a href="https://clicks.werkbank.example/ls/click?upn=u001.vIeW8b2Kp0-2FbrowserX3dT9&amp;v=web">Im Browser ansehen</a></div>
<table align="center" width="520" style="background:#fff;border-radius:8px;padding:32px" cellpadding="0" cellspacing="0"><tr><td>
<img src="https://assets.werkbank.example/mail/werkbank-logo.png" alt="Werkbank" width="120">
<h1 style="font-size:22px;color:#1d1d1f">Hallo Jonas,</h1>
<p style="font-size:15px;color:#444;line-height:1.5">klicke auf den Button, um dich im Workspace <b>Agentur Lichtblick</b> anzumelden. Kein Passwort nötig.</p>
<p style="margin:28px 0"><a class="btn" href="https://clicks.werkbank.example/ls/click?upn=u001.Qx7vL0e2pM9sKfT4c-2BdW8nH3yRk6aZ1uJ5oE-2FgC9iVb0tNwqYm4sXhL7dPz2eR8A-3D-3D_mWk3">Bei Werkbank anmelden</a></p>
<p style="font-size:13px;color:#666">Oder kopiere diesen Link in deinen Browser:<br>
<span style="word-break:break-all;color:#ff5a36">https://app.werkbank.example/auth/magic?token=wb_ml_7hQ2xKpL9vRt3ZsY8mNc4eFd&amp;email=jonas.weber%40agentur-lichtblick.example</span></p>
<p style="font-size:13px;color:#666">Der Link funktioniert einmal und ist 20 Minuten gültig. Falls du keinen Anmeldelink angefordert hast, kannst du diese E-Mail ignorieren.</p>
</td></tr></table>
<p style="text-align:center;font-size:11px;color:#999;line-height:1.6">
<a href="https://clicks.werkbank.example/ls/click?upn=u001.hElP4cEnTeR-2Fde" style="color:#999">Hilfe-Center</a> ·
<a href="https://clicks.werkbank.example/ls/click?upn=u001.dAtEnScHuTz-2F7" style="color:#999">Datenschutz</a> ·
<a href="https://clicks.werkbank.example/ls/click?upn=u001.aBmElDeN-2FnL9q&amp;list=product" style="color:#999">Produkt-News abbestellen</a><br>
<a href="https://clicks.werkbank.example/ls/click?upn=u001.lInKeDiN-2Fwb"><img src="https://assets.werkbank.example/mail/in.png" alt="LinkedIn" width="18"></a>
<a href="https://clicks.werkbank.example/ls/click?upn=u001.mAsToDoN-2Fwb"><img src="https://assets.werkbank.example/mail/mastodon.png" alt="Mastodon" width="18"></a><br>
Werkbank Software GmbH · Skalitzer Str. 85 · 10997 Berlin · HRB 221907 B</p>
<img src="https://clicks.werkbank.example/wf/open?upn=u001.oPeN7x2Kq" width="1" height="1" alt="" style="display:none">
</body></html>
""", tcte="8bit", hcte="quoted-printable")

M("de", "alt_text_only", "617402", None,
  "Ihr Sicherheitscode für „Meine Vitalis“",
  ("Vitalis BKK – Online-Geschäftsstelle", "online@vitalis-bkk.example"), ("Sabine Krüger", "sabine.krueger@t-online.example"),
  "2025-03-06 19:12:00 +0100",
  image={"cid": "seccode-617@vitalis-bkk.example", "name": "sicherheitscode.png"},
  text="""
Sehr geehrte Frau Krüger,

für die Anmeldung in der Online-Geschäftsstelle „Meine Vitalis“ benötigen Sie
einen Sicherheitscode. Aus Sicherheitsgründen wird dieser Code nur als Grafik
in der HTML-Ansicht dieser E-Mail angezeigt. Bitte öffnen Sie die Nachricht in
einem E-Mail-Programm, das HTML-Inhalte darstellen kann.

Der Sicherheitscode ist 10 Minuten gültig.

Versichertennummer: K•••••••84
Ihre Vitalis BKK

Vitalis BKK · Körperschaft des öffentlichen Rechts · Bahnhofstraße 12 · 34117 Kassel
Service-Telefon 0561 70 40 40 (kostenfrei aus dem dt. Festnetz)
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;font-size:14px;color:#203040">
<table width="600" align="center" cellpadding="0" cellspacing="0">
<tr><td style="border-bottom:3px solid #0a7f6f;padding:16px 0"><img src="https://www.vitalis-bkk.example/static/mail/logo.png" alt="Vitalis BKK" height="40"></td></tr>
<tr><td style="padding:20px 0">
<p>Sehr geehrte Frau Krüger,</p>
<p>für die Anmeldung in der Online-Geschäftsstelle „Meine Vitalis“ geben Sie bitte den folgenden Sicherheitscode ein:</p>
<p style="text-align:center;margin:26px 0"><img src="cid:seccode-617@vitalis-bkk.example" width="160" height="40" alt="Sicherheitscode: 617402" style="border:1px solid #cfd8dc"></p>
<p>Der Sicherheitscode ist 10 Minuten gültig. Geben Sie ihn niemals an Dritte weiter.</p>
<p>Freundliche Grüße<br>Ihre Vitalis BKK</p>
</td></tr>
<tr><td style="font-size:11px;color:#667788;border-top:1px solid #dde3e8;padding-top:10px">
Vitalis BKK · Körperschaft des öffentlichen Rechts · Bahnhofstraße 12 · 34117 Kassel<br>
Service-Telefon 0561 70 40 40 · <a href="https://www.vitalis-bkk.example/datenschutz">Datenschutz</a> · <a href="https://www.vitalis-bkk.example/impressum">Impressum</a>
</td></tr></table></body></html>
""", tcte="quoted-printable", hcte="quoted-printable", crlf=True)

M("de", "decoy_codes", None, None,
  "Dein Löwenanteil: 15 % auf die nächste Bestellung 🦁",
  ("Lieferlöwe", "news@lieferloewe.example"), "paula.schmitz92@gmail.example",
  "2025-03-14 11:30:00 +0100",
  html="""
<!DOCTYPE html>
<html lang="de"><head><meta charset="UTF-8"><title>Lieferlöwe</title></head>
<body style="margin:0;background:#fff7e6;font-family:'Trebuchet MS',Arial,sans-serif">
<table role="presentation" width="100%"><tr><td align="center">
<table role="presentation" width="580" style="background:#ffffff;border-radius:12px;margin:18px 0" cellpadding="0" cellspacing="0">
<tr><td style="padding:20px 28px"><a href="https://l.lieferloewe.example/c/eyJ1Ijoid2ViIiwiaWQiOjU1ODE5M30"><img src="https://img.lieferloewe.example/logo-orange.png" alt="Lieferlöwe" width="140"></a></td></tr>
<tr><td style="padding:0 28px"><h1 style="color:#e4572e;font-size:26px">Hallo Paula, danke für deine Bestellung!</h1>
<p style="font-size:15px;color:#333">Deine Bestellung <b>#LL-558193</b> bei <b>Pizzeria Da Salvatore</b> (Köln-Ehrenfeld) wurde am 13.03.2025 um 19:42 Uhr zugestellt. Wir hoffen, es hat geschmeckt!</p>
<table width="100%" style="font-size:14px;color:#444;border-top:1px solid #eee;border-bottom:1px solid #eee;margin:10px 0" cellpadding="4">
<tr><td>1× Pizza Diavola (32 cm)</td><td align="right">11,90 €</td></tr>
<tr><td>1× Tiramisù</td><td align="right">5,50 €</td></tr>
<tr><td>Liefergebühr</td><td align="right">1,99 €</td></tr>
<tr><td><b>Gesamt</b> (PayPal)</td><td align="right"><b>19,39 €</b></td></tr>
</table>
<div style="background:#e4572e;color:#fff;border-radius:10px;padding:18px;text-align:center;margin:22px 0">
<div style="font-size:14px">Als Dankeschön: 15 % auf deine nächste Bestellung mit dem Gutscheincode</div>
<div style="font-size:30px;font-weight:bold;letter-spacing:3px;margin:8px 0">LOEWE15</div>
<div style="font-size:12px">Mindestbestellwert 15 €, gültig bis 31.03.2025, einmal pro Konto einlösbar.</div>
</div>
<p style="text-align:center"><a href="https://l.lieferloewe.example/c/eyJ1IjoiYXBwIiwiY3AiOiJMT0VXRTE1In0" style="background:#2b2d42;color:#fff;padding:12px 28px;border-radius:24px;text-decoration:none">Jetzt bestellen</a></p>
<p style="font-size:13px;color:#777">Etwas stimmte nicht mit deiner Bestellung? Melde dich beim Support und gib deine Bestellnummer LL-558193 an – oder ruf uns an unter 0221 888 39 70.</p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#999;background:#fafafa;border-radius:0 0 12px 12px">
Du erhältst diese E-Mail, weil du bei Lieferlöwe bestellt hast. <a href="https://l.lieferloewe.example/u/unsub?e=cGF1bGEuc2NobWl0ejkyQGdtYWlsLmV4YW1wbGU&amp;l=promo">Abmelden</a> · <a href="https://www.lieferloewe.example/datenschutz">Datenschutz</a><br>
Lieferlöwe GmbH · Venloer Straße 241 · 50823 Köln · HRB 99172 AG Köln
</td></tr></table></td></tr></table>
<img src="https://l.lieferloewe.example/o/p.gif?id=558193" width="1" height="1" alt="">
</body></html>
""", hcte="quoted-printable")

M("de", "reset_in_code_mail", "294051", None,
  "Ihr Login-Code für Limmat Pay",
  ("Limmat Pay", "security@limmatpay.example"), ("Lukas Brunner", "lukas.brunner@sunrise.example"),
  "2025-03-10 07:58:12 +0100",
  text="""
Grüezi Herr Brunner

Ihr Login-Code für Limmat Pay lautet: 294051

Geben Sie den Code in der App ein, um die Anmeldung auf dem neuen Gerät
(iPhone 15, iOS 18.3) abzuschliessen. Der Code ist 5 Minuten gültig.

Waren das nicht Sie? Setzen Sie Ihr Passwort sofort zurück:
https://limmatpay.example/passwort/zuruecksetzen?src=login-mail&uid=LP-552907

Freundliche Grüsse
Limmat Pay AG · Badenerstrasse 141 · 8004 Zürich
Von der FINMA bewilligtes Zahlungsinstitut · +41 44 515 09 90
""",
  html="""
<html><head><meta charset="utf-8">
<style>.d{display:inline-block;width:38px;height:48px;line-height:48px;margin:0 3px;border:1px solid #c9d3e0;border-radius:6px;font-size:26px;font-weight:700;text-align:center;font-family:Menlo,Consolas,monospace;color:#0b2545}</style></head>
<body style="font-family:Helvetica,Arial,sans-serif;color:#0b2545;background:#eef2f7;margin:0">
<div style="max-width:520px;margin:24px auto;background:#fff;border-radius:10px;padding:30px">
<p style="font-weight:700;font-size:18px;color:#1b6ef3">Limmat Pay</p>
<p>Grüezi Herr Brunner</p>
<p>Ihr Login-Code für die Anmeldung auf dem neuen Gerät (iPhone 15, iOS 18.3):</p>
<div style="text-align:center;margin:24px 0">
<span class="d">2</span><span class="d">9</span><span class="d">4</span><span class="d">0</span><span class="d">5</span><span class="d">1</span>
</div>
<p style="font-size:13px;color:#5a6b82">Der Code ist 5 Minuten gültig. Limmat Pay wird Sie nie telefonisch nach diesem Code fragen.</p>
<div style="background:#fff4f0;border-left:4px solid #e2583e;padding:12px 14px;font-size:13px;margin-top:22px">
<b>Waren das nicht Sie?</b> Dann <a href="https://limmatpay.example/passwort/zuruecksetzen?src=login-mail&amp;uid=LP-552907" style="color:#e2583e">setzen Sie Ihr Passwort sofort zurück</a> und kontaktieren Sie uns unter +41 44 515 09 90.
</div>
<p style="font-size:11px;color:#8a99ad;margin-top:28px">Limmat Pay AG · Badenerstrasse 141 · 8004 Zürich<br>Von der FINMA bewilligtes Zahlungsinstitut · <a href="https://limmatpay.example/rechtliches" style="color:#8a99ad">Rechtliche Hinweise</a></p>
</div></body></html>
""", tcte="quoted-printable", hcte="8bit")

M("de", "no_code_word", "460275",
  "https://buergerportal.rheinland.example/registrierung/bestaetigen?vid=9b1c44e0-7a2f-4d3e-b8c5-21f06a93d7e4&sig=Yk3tQ8mZrP0xL2wN",
  "Bürgerportal Rheinland: Bitte bestätigen Sie Ihre E-Mail-Adresse",
  ("Bürgerportal Rheinland", "no-reply@buergerportal.rheinland.example"), "h.becker@freenet.example",
  "2025-03-07 15:26:44 +0100",
  shown="460 275",
  text="""
Guten Tag,

Sie haben sich soeben beim Bürgerportal Rheinland registriert
(Benutzerkennung: hbecker_1961).

Um die Registrierung abzuschließen, geben Sie auf der Registrierungsseite die
folgende Ziffernfolge ein:

    460 275

Alternativ können Sie Ihre E-Mail-Adresse über diesen Link bestätigen:
https://buergerportal.rheinland.example/registrierung/bestaetigen?vid=9b1c44e0-7a2f-4d3e-b8c5-21f06a93d7e4&sig=Yk3tQ8mZrP0xL2wN

Beides ist 24 Stunden gültig. Haben Sie sich nicht registriert? Dann
ignorieren Sie diese Nachricht; das Konto wird nach Ablauf der Frist gelöscht.

Dies ist eine automatisch erzeugte Nachricht. Antworten an diese Adresse
werden nicht gelesen.

--
Bürgerportal Rheinland
Zweckverband Digitale Verwaltung Rheinland · Kaiser-Friedrich-Ring 5 · 40545 Düsseldorf
Servicedesk: 0211 54 88 20 (Mo–Do 8–16 Uhr, Fr 8–13 Uhr)
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#1a1a1a">
<div style="border-top:6px solid #004b87;max-width:640px;padding:20px">
<p style="font-size:20px;color:#004b87;margin:0 0 16px">Bürgerportal Rheinland</p>
<p>Guten Tag,</p>
<p>Sie haben sich soeben beim Bürgerportal Rheinland registriert (Benutzerkennung: hbecker_1961).</p>
<p>Um die Registrierung abzuschließen, geben Sie auf der Registrierungsseite die folgende Ziffernfolge ein:</p>
<p style="font-size:28px;font-family:'Courier New',monospace;font-weight:bold;background:#eef3f8;padding:10px 18px;display:inline-block">460 275</p>
<p>Alternativ können Sie Ihre E-Mail-Adresse direkt bestätigen:</p>
<p><a href="https://buergerportal.rheinland.example/registrierung/bestaetigen?vid=9b1c44e0-7a2f-4d3e-b8c5-21f06a93d7e4&amp;sig=Yk3tQ8mZrP0xL2wN" style="background:#004b87;color:#fff;padding:10px 20px;text-decoration:none">E-Mail-Adresse bestätigen</a></p>
<p style="font-size:13px;color:#555">Beides ist 24 Stunden gültig. Haben Sie sich nicht registriert? Dann ignorieren Sie diese Nachricht; das Konto wird nach Ablauf der Frist gelöscht.</p>
<hr>
<p style="font-size:12px;color:#555">Zweckverband Digitale Verwaltung Rheinland · Kaiser-Friedrich-Ring 5 · 40545 Düsseldorf<br>
Servicedesk: 0211 54 88 20 (Mo–Do 8–16 Uhr, Fr 8–13 Uhr)<br>
<a href="https://buergerportal.rheinland.example/hilfe">Hilfe</a> | <a href="https://buergerportal.rheinland.example/barrierefreiheit">Barrierefreiheit</a> | <a href="https://buergerportal.rheinland.example/datenschutz">Datenschutz</a></p>
</div></body></html>
""", tcte="base64", hcte="base64")

M("de", "several_codes", None, None,
  "[Quellwerk] Ihre neuen Wiederherstellungscodes",
  ("Quellwerk", "security@quellwerk.example"), "dev@stefanie-vogt.example",
  "2025-02-19 22:04:31 +0100",
  text="""
Hallo svogt-dev,

Sie haben soeben neue Wiederherstellungscodes für Ihr Quellwerk-Konto erzeugt.
Alle bisherigen Wiederherstellungscodes sind ab sofort ungültig.

Mit diesen Codes können Sie sich anmelden, falls Sie keinen Zugriff mehr auf
Ihre Authenticator-App oder Ihren Sicherheitsschlüssel haben. Jeder Code kann
genau einmal verwendet werden.

    7c2f1-9ab04      e81d3-5f6c2
    30ba9-d47e1      6f0c8-2a9d5
    b5e47-81c3f      92d06-c7e1a
    4a8f2-0be93      d1c75-3f4b8
    8e6a0-b2d19      0f93c-6e5a7

Bewahren Sie die Codes an einem sicheren Ort auf (z. B. in einem
Passwortmanager). Sie brauchen jetzt keinen davon einzugeben.

Wenn Sie diese Aktion nicht ausgelöst haben, prüfen Sie bitte umgehend die
Sicherheitsprotokolle Ihres Kontos:
https://quellwerk.example/settings/security-log

Quellwerk – Git-Hosting aus München
Quellwerk GmbH · Landsberger Straße 302 · 80687 München
""", tcte="8bit")

M("de", "phone_and_dates", "728145", None,
  "Stadtflitzer: Registrierung abschließen",
  ("Stadtflitzer Carsharing", "service@stadtflitzer.example"), ("Elisabeth Wimmer", "lisi.wimmer@chello.example"),
  "2025-03-14 08:47:25 +0100",
  shown="72 81 45",
  text="""
Liebe Elisabeth,

schön, dass du bei Stadtflitzer dabei bist! Damit wir deinen Account freischalten
können, bestätige bitte zuerst deine Handynummer +43 676 520 33 18 mit diesem
Code:

   72 81 45

(gültig bis 14.03.2025, 09:17 Uhr)

So geht's weiter:
 1. Code in der App eingeben
 2. Führerschein-Check per Video (Mo–So 07:00–22:00 Uhr, ca. 5 Min.)
 3. Einmalige Registrierungsgebühr € 9,90 wird von deiner Karte
    Mastercard •••• 3057 abgebucht – dafür bekommst du 30 Freiminuten.

Unsere Tarife ab 1. April 2025: 0,29 €/Min. oder 14,90 € für 3 Stunden,
Parken in allen Kurzparkzonen in 1010–1230 Wien inklusive.

Fragen? Ruf uns an: +43 1 890 44 12 (rund um die Uhr) oder schreib uns im
App-Chat.

Liebe Grüße
dein Stadtflitzer-Team

Stadtflitzer Mobility GmbH · Landstraßer Hauptstraße 71 · 1030 Wien
FN 512277 t · UID ATU73802219
""", tcte="quoted-printable")

M("de", "magic_link", None,
  "https://news.hofladen-sonnenberg.example/optin/bestaetigen?list=3&sub=84c1e9f7b2&hash=2f0ad5c8e91b47a6d3f8",
  "Bitte bestätigen: Ihr Newsletter vom Hofladen Sonnenberg",
  ("Hofladen Sonnenberg", "newsletter@hofladen-sonnenberg.example"), "ursula.zaugg@hispeed.example",
  "2025-03-02 18:10:05 +0100",
  html="""
<html><head><meta charset="utf-8"><title>Anmeldung bestätigen</title></head>
<body style="background:#f4efe3;font-family:Georgia,'Times New Roman',serif;color:#3b3024;margin:0">
<div style="max-width:540px;margin:0 auto;padding:26px;background:#fffdf7">
<p style="text-align:center"><img src="https://news.hofladen-sonnenberg.example/bilder/hof-logo.jpg" alt="Hofladen Sonnenberg – Familie Zaugg, Langnau i.E." width="200"></p>
<p>Grüessech!</p>
<p>Schön, dass Sie von uns hören möchten. Einmal im Monat erzählen wir, was auf dem Hof gerade wächst, wann es frischen Emmentaler Alpkäse gibt und wann der Hofladen über die Feiertage offen hat.</p>
<p>Damit wir sicher sind, dass die Anmeldung wirklich von Ihnen kommt, klicken Sie bitte auf den Knopf:</p>
<p style="text-align:center;margin:26px 0"><a href="https://news.hofladen-sonnenberg.example/optin/bestaetigen?list=3&amp;sub=84c1e9f7b2&amp;hash=2f0ad5c8e91b47a6d3f8" style="background:#6b8e23;color:#fff;padding:12px 24px;border-radius:4px;text-decoration:none;font-family:Arial,sans-serif">Ja, ich möchte den Newsletter erhalten</a></p>
<p style="font-size:13px">Wenn Sie sich nicht angemeldet haben, müssen Sie nichts tun – ohne Bestätigung erhalten Sie keine weiteren E-Mails.</p>
<p>Herzliche Grüsse vom Sonnenberg<br>Ursula &amp; Beat Zaugg</p>
<p style="font-size:11px;color:#8a7c68;border-top:1px solid #e3dccb;padding-top:10px">
Hofladen Sonnenberg · Sonnenbergstrasse 14 · 3550 Langnau im Emmental<br>
Öffnungszeiten: Di–Fr 9–12 / 14–18.30 Uhr, Sa 8–16 Uhr · Tel. 034 402 18 77<br>
<a href="https://www.hofladen-sonnenberg.example/" style="color:#8a7c68">Website</a> · <a href="https://www.hofladen-sonnenberg.example/datenschutz" style="color:#8a7c68">Datenschutzerklärung</a> · <a href="https://www.instagram.example/hofladen.sonnenberg" style="color:#8a7c68">Instagram</a></p>
</div></body></html>
""", hcte="quoted-printable")

# ------------------------------------------------------ Français (fr, FR, BE, CH, CA)

M("fr", "username_digits", None, None,
  "Nouvelle réponse à votre sujet « Roue avant voilée après une chute »",
  ("Forum Vélo Wallonie", "notifications@forum-velo-wallonie.example"), "lucas.b1992@skynet.example",
  "2025-03-08 20:14:56 +0100",
  text="""
Bonjour lucas.b1992,

pierrot_57 a répondu au sujet que vous suivez :

  « Roue avant voilée après une chute » (Mécanique & entretien)

  > Si le voile fait moins de 2 mm, un rayonneur peut te la redresser pour
  > 15 à 20 €. Essaie chez Cycles Dethier à Namur, rue de Fer 112, ils sont
  > rapides. Au-delà, vu le prix d'une jante de 28 trous, je la changerais.

Lire la réponse (message n° 48213, page 2) :
https://forum-velo-wallonie.example/viewtopic.php?t=9077&p=48213#p48213

Ce sujet compte maintenant 12 réponses et 1 406 vues.

Vous recevez ce message parce que vous suivez ce sujet. Pour ne plus recevoir
de notifications pour ce sujet :
https://forum-velo-wallonie.example/viewtopic.php?t=9077&unwatch=topic

-- 
Forum Vélo Wallonie – l'entraide entre cyclistes depuis 2006
ASBL Vélo Wallonie · Rue de Bruxelles 61 · 5000 Namur · BE 0881.442.117
""", tcte="8bit")

M("fr", "booking_ref", "917352", None,
  "Air Lumière – votre code de vérification",
  ("Air Lumière", "ne-pas-repondre@airlumiere.example"), ("Camille Roussel", "camille.roussel@orange.example"),
  "2025-03-15 06:52:18 +0100",
  shown="917 352",
  text="""
Bonjour Camille,

Voici votre code de vérification pour accéder à votre espace Air Lumière et
gérer votre réservation :

    917 352

Ce code est valable 10 minutes.

Votre prochain voyage
  Dossier de réservation : QF8K2L
  Vol AL 714 – Paris-Charles de Gaulle (CDG) → Montréal-Trudeau (YUL)
  Vendredi 21 mars 2025, départ 10 h 35, arrivée 12 h 10 (heure locale)
  Terminal 2E · Enregistrement en ligne ouvert 30 h avant le départ

Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : personne
ne pourra accéder à votre dossier sans ce code.

Air Lumière ne vous demandera jamais ce code par téléphone.

Air Lumière S.A. – 45, rue de Paris – 95747 Roissy CDG Cedex
Service client : 09 69 32 14 14 (appel non surtaxé)
""",
  html="""
<html lang="fr"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eaf0f7;font-family:Arial,Helvetica,sans-serif;color:#14213d">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#14213d;padding:18px 26px"><img src="https://static.airlumiere.example/email/logo-blanc.png" alt="Air Lumière" width="150"></td></tr>
<tr><td style="padding:26px">
<p>Bonjour Camille,</p>
<p>Voici votre code de vérification pour accéder à votre espace Air Lumière et gérer votre réservation :</p>
<p style="text-align:center;font-size:32px;font-weight:bold;letter-spacing:3px;color:#fca311;margin:24px 0">917 352</p>
<p style="text-align:center;font-size:13px;color:#555">Ce code est valable 10 minutes.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #d6dde8;font-size:13px;margin:22px 0">
<tr style="background:#f2f5fa"><td colspan="2"><b>Votre prochain voyage</b></td></tr>
<tr><td width="45%">Dossier de réservation</td><td><b>QF8K2L</b></td></tr>
<tr><td>Vol</td><td>AL 714 · CDG → YUL</td></tr>
<tr><td>Date</td><td>Vendredi 21 mars 2025</td></tr>
<tr><td>Horaires</td><td>10 h 35 → 12 h 10 (heure locale)</td></tr>
<tr><td>Terminal</td><td>2E</td></tr>
</table>
<p style="font-size:13px">Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : personne ne pourra accéder à votre dossier sans ce code. Air Lumière ne vous demandera jamais ce code par téléphone.</p>
<p style="text-align:center"><a href="https://www.airlumiere.example/fr-fr/mes-reservations" style="color:#14213d">Mes réservations</a> · <a href="https://www.airlumiere.example/fr-fr/enregistrement" style="color:#14213d">Enregistrement en ligne</a></p>
</td></tr>
<tr><td style="background:#f2f5fa;padding:16px 26px;font-size:11px;color:#667">
Air Lumière S.A. – 45, rue de Paris – 95747 Roissy CDG Cedex – RCS Bobigny 552 043 002<br>
Service client : 09 69 32 14 14 (appel non surtaxé) · <a href="https://www.airlumiere.example/fr-fr/confidentialite">Confidentialité</a>
</td></tr></table></td></tr></table></body></html>
""", tcte="quoted-printable", hcte="quoted-printable", crlf=True)

M("fr", "newsletter_numbers", None, None,
  "Votre facture Boréal Télécom de mars est prête",
  ("Boréal Télécom", "facturation@borealtelecom.example"), ("Geneviève Tremblay", "gen.tremblay@videotron.example"),
  "2025-03-05 04:31:07 -0500",
  text="""
Bonjour Geneviève,

Votre facture du 5 mars 2025 est maintenant disponible dans votre Espace client.

Numéro de compte :         8 4412 0937 551
Numéro de facture :        F-2025-03-0418826
Période de facturation :   du 5 février au 4 mars 2025

Internet Fibre 500                         85,00 $
Télé de base + 10 chaînes au choix        42,00 $
Mobile 514 555-0183 (forfait 30 Go)        45,00 $
Crédit de fidélité                        -15,00 $
Sous-total                               157,00 $
TPS (5 %) – n° 81144 0273 RT0001           7,85 $
TVQ (9,975 %) – n° 1219844716 TQ0001      15,66 $
Total à payer                            180,51 $

Date d'échéance : 26 mars 2025
Paiement préautorisé sur la carte Visa se terminant par 0452.

Pour toute question : 1 888 555-0146, du lundi au vendredi de 8 h à 21 h.

Boréal Télécom inc. · 1250, boul. René-Lévesque Ouest, bureau 1800,
Montréal (Québec) H3B 4W8
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;background:#f0f3f5;color:#222">
<table width="600" align="center" style="background:#fff" cellpadding="22"><tr><td>
<img src="https://www.borealtelecom.example/courriel/logo.png" alt="Boréal Télécom" width="170">
<p>Bonjour Geneviève,</p>
<p>Votre facture du <b>5 mars 2025</b> est maintenant disponible dans votre Espace client.</p>
<table width="100%" style="font-size:13px;border-collapse:collapse" cellpadding="5">
<tr><td>Numéro de compte</td><td align="right">8 4412 0937 551</td></tr>
<tr><td>Numéro de facture</td><td align="right">F-2025-03-0418826</td></tr>
<tr><td>Période</td><td align="right">5 févr. au 4 mars 2025</td></tr>
<tr style="border-top:1px solid #ddd"><td>Internet Fibre 500</td><td align="right">85,00 $</td></tr>
<tr><td>Télé de base + 10 chaînes au choix</td><td align="right">42,00 $</td></tr>
<tr><td>Mobile 514 555-0183 (30 Go)</td><td align="right">45,00 $</td></tr>
<tr><td>Crédit de fidélité</td><td align="right">-15,00 $</td></tr>
<tr><td>TPS (5 %)</td><td align="right">7,85 $</td></tr>
<tr><td>TVQ (9,975 %)</td><td align="right">15,66 $</td></tr>
<tr style="border-top:2px solid #222;font-size:16px"><td><b>Total à payer</b></td><td align="right"><b>180,51 $</b></td></tr>
</table>
<p>Échéance : 26 mars 2025 · Paiement préautorisé (Visa •••• 0452)</p>
<p style="text-align:center"><a href="https://espaceclient.borealtelecom.example/factures/F-2025-03-0418826" style="background:#00796b;color:#fff;padding:11px 24px;text-decoration:none;border-radius:4px">Voir ma facture</a></p>
<p style="font-size:11px;color:#777">TPS n° 81144 0273 RT0001 · TVQ n° 1219844716 TQ0001<br>
Boréal Télécom inc. · 1250, boul. René-Lévesque Ouest, bureau 1800, Montréal (Québec) H3B 4W8 · 1 888 555-0146<br>
<a href="https://www.borealtelecom.example/confidentialite">Confidentialité</a> · <a href="https://espaceclient.borealtelecom.example/preferences">Préférences de communication</a></p>
</td></tr></table></body></html>
""", tcte="quoted-printable", hcte="base64")

M("fr", "new_and_old_code", "401863", None,
  "Votre nouveau code de sécurité – Mon Compte Démarches",
  ("Mon Compte Démarches", "ne-pas-repondre@moncompte-demarches.example"), "j.lefebvre59@laposte.example",
  "2025-03-12 14:06:30 +0100",
  text="""
Madame, Monsieur,

Vous avez demandé l'envoi d'un nouveau code de sécurité pour vous connecter
à Mon Compte Démarches.

Votre nouveau code de sécurité : 401863

Le code 552907 envoyé à 14 h 02 n'est plus valide. Seul le dernier code reçu
peut être utilisé. Il expire à 14 h 21.

Rappel : l'administration ne vous demandera jamais de communiquer ce code par
téléphone, SMS ou courriel.

Ce message a été envoyé automatiquement, merci de ne pas y répondre.
Assistance usagers : 34 00 (service gratuit + prix d'un appel), du lundi au
vendredi de 8 h 30 à 17 h 30.
""", tcte="quoted-printable")

M("fr", "several_codes", "683021", None,
  "Connexion e-banking : vos codes",
  ("Banque Cantonale du Léman", "ebanking@bcleman.example"), ("Mathieu Favre", "m.favre@netplus.example"),
  "2025-03-03 09:41:02 +0100",
  text="""
Bonjour Monsieur Favre,

Vous vous connectez pour la première fois depuis un nouvel appareil. Vous avez
reçu deux codes, qui servent à deux choses différentes :

1) Code de connexion – à saisir MAINTENANT dans votre navigateur :
   683021
   (valable 5 minutes)

2) Code d'activation de l'application BCL Mobile – à saisir PLUS TARD, dans
   l'application, lorsque vous l'aurez installée sur votre nouveau téléphone :
   9920 4471
   (valable septante-deux heures)

Ne communiquez jamais ces codes à quiconque, pas même à un collaborateur de la
banque.

Meilleures salutations,
Votre Banque Cantonale du Léman

Banque Cantonale du Léman · Place de la Gare 3 · 1003 Lausanne
Service e-banking : 0848 88 40 40 (du lundi au vendredi, 7 h 30 – 19 h)
IBAN de contrôle : CH•• 0076 7000 •••• •••• •
""", tcte="8bit")

M("fr", "magic_link", None,
  "https://r.brocantix.example/tr/cl/Zm9vYmFy0XkLm2Qp9vRs7TyU3iWo5eAz8nBc4dFg6hJk1lMq?u=https%3A%2F%2Fwww.brocantix.example%2Fconnexion%2Flien%3Ft%3Dbx1_9QmL4pZr7TwK2vYc8nXs3aHd",
  "Votre lien de connexion Brocantix",
  ("Brocantix", "bonjour@brocantix.example"), "helene.marchand@free.example",
  "2025-03-10 19:22:48 +0100",
  link_alt=["https://www.brocantix.example/connexion/lien?t=bx1_9QmL4pZr7TwK2vYc8nXs3aHd"],
  text="""
Bonjour Hélène,

Vous avez demandé à vous connecter à Brocantix. Cliquez sur ce lien (valable
15 minutes, utilisable une seule fois) :

https://www.brocantix.example/connexion/lien?t=bx1_9QmL4pZr7TwK2vYc8nXs3aHd

Vous n'avez rien demandé ? Ignorez simplement cet e-mail.

À bientôt sur Brocantix,
L'équipe Brocantix – 12, rue des Petites-Écuries, 75010 Paris
""",
  html="""
<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fdf6ee;font-family:Helvetica,Arial,sans-serif;color:#2d2a26">
<p style="text-align:center;font-size:11px;color:#9a8f83;margin:10px">Cet e-mail ne s'affiche pas correctement ? <a href="https://r.brocantix.example/tr/mir/Zm9vYmFy0XkLm2Qp" style="color:#9a8f83">Version en ligne</a></p>
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #efe3d3"><tr><td style="padding:30px">
<img src="https://img.brocantix.example/mail/logo-brocantix.png" alt="Brocantix" width="130">
<h2 style="font-weight:600">Bonjour Hélène,</h2>
<p>Vous avez demandé à vous connecter à Brocantix. Cliquez sur le bouton ci-dessous : le lien est valable 15 minutes et ne peut servir qu'une seule fois.</p>
<p style="text-align:center;margin:28px 0"><a href="https://r.brocantix.example/tr/cl/Zm9vYmFy0XkLm2Qp9vRs7TyU3iWo5eAz8nBc4dFg6hJk1lMq?u=https%3A%2F%2Fwww.brocantix.example%2Fconnexion%2Flien%3Ft%3Dbx1_9QmL4pZr7TwK2vYc8nXs3aHd" style="display:inline-block;background:#e07a2f;color:#fff;padding:13px 30px;border-radius:30px;text-decoration:none;font-weight:bold">Me connecter</a></p>
<p style="font-size:12px;color:#7a7067">Le bouton ne fonctionne pas ? Copiez cette adresse dans votre navigateur :<br>https://www.brocantix.example/connexion/lien?t=bx1_9QmL4pZr7TwK2vYc8nXs3aHd</p>
<p style="font-size:12px;color:#7a7067">Vous n'avez rien demandé ? Ignorez simplement cet e-mail, votre compte reste protégé.</p>
</td></tr></table>
<table align="center" width="560"><tr><td style="text-align:center;padding:18px;font-size:11px;color:#9a8f83">
<a href="https://r.brocantix.example/tr/cl/aPpStOrE7x"><img src="https://img.brocantix.example/mail/app-store-fr.png" alt="Télécharger dans l'App Store" height="32"></a>
<a href="https://r.brocantix.example/tr/cl/gOoGlEpLaY3k"><img src="https://img.brocantix.example/mail/google-play-fr.png" alt="Disponible sur Google Play" height="32"></a><br><br>
<a href="https://r.brocantix.example/tr/cl/iNsTa9q" style="color:#9a8f83">Instagram</a> · <a href="https://r.brocantix.example/tr/cl/fAcEbOoK2w" style="color:#9a8f83">Facebook</a> · <a href="https://www.brocantix.example/aide" style="color:#9a8f83">Aide</a> · <a href="https://www.brocantix.example/cgu" style="color:#9a8f83">CGU</a><br>
Brocantix SAS, 12, rue des Petites-Écuries, 75010 Paris · RCS Paris 894 117 302<br>
<a href="https://r.brocantix.example/tr/unsub/aGVsZW5lLm1hcmNoYW5kQGZyZWUuZXhhbXBsZQ?c=transac" style="color:#9a8f83">Gérer mes e-mails</a>
</td></tr></table>
<img src="https://r.brocantix.example/tr/op/Zm9vYmFy0XkLm2Qp.gif" width="1" height="1" alt="">
</body></html>
""", tcte="quoted-printable", hcte="quoted-printable")

M("fr", "lowercase_alnum", "k7pm2x9q",
  "https://console.nuagerie.example/auth/verify?email=t.dubois%40studio-mistral.example&token=nrg_4a7d2f9c1e8b3a6d5f0c2e9b7a1d4f8c&redirect=%2Fprojets",
  "Connexion à la console Nuagerie",
  ("Nuagerie", "no-reply@nuagerie.example"), "t.dubois@studio-mistral.example",
  "2025-03-13 16:35:09 +0100",
  text="""
Bonjour,

Voici votre code de connexion à la console Nuagerie :

  k7pm2x9q

Saisissez-le dans l'onglet où vous avez demandé la connexion, ou ouvrez ce lien
depuis le même navigateur :

https://console.nuagerie.example/auth/verify?email=t.dubois%40studio-mistral.example&token=nrg_4a7d2f9c1e8b3a6d5f0c2e9b7a1d4f8c&redirect=%2Fprojets

Le code et le lien expirent dans 10 minutes.

Demande effectuée depuis : 193.252.x.x (Lille, France) – Firefox 136 / Linux

Nuagerie SAS · Hébergement cloud souverain · 2, rue de Tournai · 59000 Lille
Statut des services : https://status.nuagerie.example
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="font-family:ui-sans-serif,system-ui,Arial,sans-serif;background:#0f172a;color:#e2e8f0;margin:0;padding:30px 0">
<table align="center" width="520" cellpadding="0" cellspacing="0" style="background:#111c33;border:1px solid #23304d;border-radius:10px"><tr><td style="padding:32px">
<p style="font-size:20px;font-weight:700;color:#7dd3fc;margin-top:0">☁ nuagerie</p>
<p>Bonjour,</p>
<p>Voici votre code de connexion à la console Nuagerie :</p>
<p style="font-family:'JetBrains Mono',Menlo,monospace;font-size:30px;letter-spacing:5px;background:#0b1224;border-radius:6px;padding:14px;text-align:center;color:#f8fafc">k7pm2x9q</p>
<p>Saisissez-le dans l'onglet où vous avez demandé la connexion, ou connectez-vous directement :</p>
<p style="text-align:center"><a href="https://console.nuagerie.example/auth/verify?email=t.dubois%40studio-mistral.example&amp;token=nrg_4a7d2f9c1e8b3a6d5f0c2e9b7a1d4f8c&amp;redirect=%2Fprojets" style="background:#38bdf8;color:#0f172a;padding:11px 26px;border-radius:6px;text-decoration:none;font-weight:700">Ouvrir la console</a></p>
<p style="font-size:12px;color:#94a3b8">Le code et le lien expirent dans 10 minutes. Demande effectuée depuis 193.252.x.x (Lille, France) – Firefox 136 / Linux.</p>
<p style="font-size:11px;color:#64748b;border-top:1px solid #23304d;padding-top:12px">Nuagerie SAS · 2, rue de Tournai · 59000 Lille · <a href="https://status.nuagerie.example" style="color:#64748b">Statut des services</a> · <a href="https://docs.nuagerie.example" style="color:#64748b">Documentation</a></p>
</td></tr></table></body></html>
""", tcte="8bit", hcte="quoted-printable")

M("fr", "magic_link", None,
  "https://idp.he-namur-sud.example/motdepasse/reinitialiser?jeton=Hn5q2WzR8kTc3Lx7Pv0Ym4Ds9Ge1Fa6Jb&uid=e2301487",
  "[HENS] Réinitialisation de votre mot de passe",
  ("Service informatique HENS", "helpdesk@he-namur-sud.example"), ("Manon Lambert", "manon.lambert@etu.he-namur-sud.example"),
  "2025-03-11 23:18:40 +0100",
  text="""
Bonjour Manon Lambert,

Une demande de réinitialisation du mot de passe de votre compte étudiant
(matricule e2301487) a été reçue le 11/03/2025 à 23:18.

Pour choisir un nouveau mot de passe, rendez-vous sur :
https://idp.he-namur-sud.example/motdepasse/reinitialiser?jeton=Hn5q2WzR8kTc3Lx7Pv0Ym4Ds9Ge1Fa6Jb&uid=e2301487

Ce lien est valable 1 heure. Votre nouveau mot de passe sera utilisé pour
MonHENS, Moodle, le Wi-Fi eduroam et la messagerie.

Si vous n'avez pas fait cette demande, ne cliquez pas sur le lien et
contactez le helpdesk (bâtiment B, local B-014, tél. 081 46 85 00).

Service informatique – Haute École de Namur-Sud
Rue Saint-Donat 130 · 5002 Namur (Saint-Servais) · Belgique
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="font-family:Calibri,Arial,sans-serif;font-size:15px;color:#222">
<table width="620" cellpadding="0" cellspacing="0">
<tr><td style="background:#8b1e3f;color:#fff;padding:14px 20px;font-size:18px">Haute École de Namur-Sud · Service informatique</td></tr>
<tr><td style="padding:20px;border:1px solid #ddd;border-top:0">
<p>Bonjour Manon Lambert,</p>
<p>Une demande de réinitialisation du mot de passe de votre compte étudiant (matricule <b>e2301487</b>) a été reçue le 11/03/2025 à 23:18.</p>
<p><a href="https://idp.he-namur-sud.example/motdepasse/reinitialiser?jeton=Hn5q2WzR8kTc3Lx7Pv0Ym4Ds9Ge1Fa6Jb&amp;uid=e2301487" style="background:#8b1e3f;color:#fff;padding:10px 18px;text-decoration:none;border-radius:3px">Choisir un nouveau mot de passe</a></p>
<p>Ce lien est valable 1 heure. Votre nouveau mot de passe sera utilisé pour MonHENS, Moodle, le Wi-Fi eduroam et la messagerie.</p>
<p>Si vous n'avez pas fait cette demande, ne cliquez pas sur le lien et contactez le helpdesk (bâtiment B, local B-014, tél. 081 46 85 00).</p>
<p style="font-size:12px;color:#666">Consultez aussi la <a href="https://www.he-namur-sud.example/informatique/charte">charte informatique</a> et la <a href="https://www.he-namur-sud.example/informatique/faq-mots-de-passe">FAQ mots de passe</a>.</p>
</td></tr>
<tr><td style="font-size:11px;color:#888;padding:10px 20px">Haute École de Namur-Sud – Rue Saint-Donat 130 – 5002 Namur (Saint-Servais) – Belgique</td></tr>
</table></body></html>
""", tcte="quoted-printable", hcte="8bit")

M("fr", "decoy_codes", None, None,
  "Invitation : Comité de pilotage projet Orion – jeu. 20 mars 2025 10:00",
  ("Sophie Garnier (via Visiolien)", "invitations@visiolien.example"), ("Antoine Mercier", "a.mercier@groupe-helios.example"),
  "2025-03-14 09:03:12 +0100",
  text="""
Sophie Garnier vous invite à une réunion Visiolien.

Comité de pilotage projet Orion
Jeudi 20 mars 2025, 10:00 – 11:30 (heure de Paris)

Rejoindre la réunion :
https://groupe-helios.visiolien.example/j/84522107793?pwd=TzhOa0xhR3RmVE1qd2ZpZz09

ID de réunion : 845 2210 7793
Code secret : 604219

Rejoindre par téléphone :
  +33 1 70 37 22 46 (France)
  +32 2 588 14 60 (Belgique)
  +41 43 210 71 08 (Suisse)
ID de réunion : 845 2210 7793#  ·  Code secret numérique : 604219#

Ordre du jour :
  1. Avancement lot 2 (migration ERP) – budget consommé 412 000 € / 560 000 €
  2. Point risques (ticket JIRA ORION-1187)
  3. Date de mise en production : 2 juin 2025 ?

---
Visiolien – visioconférence hébergée en France.
Rappel sécurité : Visiolien ne vous demandera jamais vos codes de connexion
par e-mail. Un code à six chiffres (ex. 123456) reçu sans l'avoir demandé
doit être ignoré.
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="font-family:Segoe UI,Arial,sans-serif;font-size:14px;color:#252525">
<p><b>Sophie Garnier</b> vous invite à une réunion Visiolien.</p>
<div style="border-left:4px solid #5b4bdb;padding:6px 14px;margin:14px 0">
<p style="font-size:18px;margin:0 0 4px"><b>Comité de pilotage projet Orion</b></p>
<p style="margin:0">Jeudi 20 mars 2025, 10:00 – 11:30 (heure de Paris)</p>
</div>
<p><a href="https://groupe-helios.visiolien.example/j/84522107793?pwd=TzhOa0xhR3RmVE1qd2ZpZz09" style="background:#5b4bdb;color:#fff;padding:10px 20px;border-radius:4px;text-decoration:none">Rejoindre la réunion</a></p>
<table cellpadding="3" style="font-size:14px">
<tr><td>ID de réunion :</td><td><b>845 2210 7793</b></td></tr>
<tr><td>Code secret :</td><td><b>604219</b></td></tr>
</table>
<p>Rejoindre par téléphone :<br>
+33 1 70 37 22 46 (France)<br>+32 2 588 14 60 (Belgique)<br>+41 43 210 71 08 (Suisse)<br>
ID de réunion : 845 2210 7793# · Code secret numérique : 604219#</p>
<p><b>Ordre du jour</b></p>
<ol><li>Avancement lot 2 (migration ERP) – budget consommé 412 000 € / 560 000 €</li>
<li>Point risques (ticket JIRA ORION-1187)</li>
<li>Date de mise en production : 2 juin 2025 ?</li></ol>
<p><a href="https://groupe-helios.visiolien.example/ics/84522107793.ics">Ajouter à mon agenda</a></p>
<hr><p style="font-size:11px;color:#777">Visiolien – visioconférence hébergée en France. Rappel sécurité : Visiolien ne vous demandera jamais vos codes de connexion par e-mail. Un code à six chiffres (ex. 123456) reçu sans l'avoir demandé doit être ignoré. <a href="https://www.visiolien.example/securite">En savoir plus</a></p>
</body></html>
""", tcte="quoted-printable", hcte="quoted-printable")

M("fr", "subject_only", "742195", None,
  "742195 est votre code de confirmation Piaf",
  ("Piaf", "confirmation@piaf.example"), "chloe_bzh29@proton.example",
  "2025-03-15 12:44:03 +0100",
  text="""
Confirmez votre adresse e-mail

Il ne reste plus qu'une étape pour créer votre compte Piaf @chloe_bzh29 :
saisissez le code indiqué dans l'objet de ce message dans l'application.

Le code expire dans 30 minutes.

Vous n'avez pas créé de compte ? Ignorez ce message.

Piaf · 8, quai de la Fosse · 44000 Nantes
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="font-family:Helvetica Neue,Arial,sans-serif;background:#ffffff;color:#1c1c1c">
<table width="480" align="center" cellpadding="0" cellspacing="0"><tr><td style="padding:30px 20px">
<img src="https://static.piaf.example/e/piaf-bird-64.png" width="40" alt="Piaf">
<h1 style="font-size:24px">Confirmez votre adresse e-mail</h1>
<p style="font-size:15px;line-height:1.5">Il ne reste plus qu'une étape pour créer votre compte Piaf <b>@chloe_bzh29</b> : saisissez le code indiqué dans l'objet de ce message dans l'application.</p>
<p style="font-size:13px;color:#666">Le code expire dans 30 minutes. Vous n'avez pas créé de compte ? Ignorez ce message.</p>
<p style="font-size:11px;color:#999;margin-top:40px"><a href="https://piaf.example/aide" style="color:#999">Centre d'aide</a> · <a href="https://piaf.example/confidentialite" style="color:#999">Confidentialité</a><br>Piaf · 8, quai de la Fosse · 44000 Nantes</p>
</td></tr></table></body></html>
""", tcte="base64", hcte="base64")

M("fr", "phone_and_dates", "582096", None,
  "Caisse Horizon – code de sécurité pour votre virement Interac",
  ("Caisse Horizon", "alertes@caissehorizon.example"), ("Marc-André Gagnon", "ma.gagnon@sympatico.example"),
  "2025-03-14 09:12:44 -0400",
  text="""
Bonjour Marc-André,

Pour autoriser le virement Interac ci-dessous, entrez ce code de sécurité dans
AccèsD Horizon :

            582096

Détails de la transaction
  Date et heure : 2025-03-14 à 09 h 12 (HAE)
  Montant :       1 250,00 $
  Destinataire :  Isabelle Côté (isabelle.cote@…)
  Compte :        folio 0 4417 88 – transit 81520
  Carte :         Visa Desjardins se terminant par 8832 (non débitée)

Le code expire à 09 h 22. Si vous n'êtes pas à l'origine de cette opération,
appelez-nous immédiatement au 1 800 224-7737 ou, de l'étranger, au
+1 514 224-7737 (frais virés acceptés), 24 heures sur 24, 7 jours sur 7.

Caisse Horizon des Laurentides
555, rue de Saint-Jovite, Mont-Tremblant (Québec) J8E 2Z9 · 819 425-5555
""", tcte="quoted-printable", crlf=True)

M("fr", "no_code_word", "604318", None,
  "Ondes Mobile : finalisez l'activation de votre ligne",
  ("Ondes Mobile", "service-client@ondesmobile.example"), ("Yasmine Haddad", "yasmine.haddad@sfr.example"),
  "2025-03-09 17:58:20 +0100",
  shown="60 43 18",
  html="""
<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><title>Activation de votre ligne</title></head>
<body style="margin:0;background:#f5f7fa;font-family:Arial,sans-serif;color:#1f2a37">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#fff;margin:22px 0">
<tr><td style="background:linear-gradient(90deg,#6a11cb,#2575fc);background-color:#4a3fe0;padding:20px 28px;color:#fff;font-size:22px;font-weight:bold">ondes mobile</td></tr>
<tr><td style="padding:28px">
<p>Bonjour Yasmine,</p>
<p>Votre carte SIM pour le numéro <b>07 81 44 62 09</b> est en route (commande n° OM-2025-771046, forfait « Ondes 80 Go » à 9,99 €/mois).</p>
<p>Pour finaliser l'activation de votre ligne, saisissez ces six chiffres sur la page d'activation, à l'étape 3 :</p>
<p style="text-align:center;margin:26px 0"><span style="display:inline-block;font-size:32px;font-weight:bold;color:#4a3fe0;border:2px dashed #4a3fe0;border-radius:8px;padding:10px 22px;letter-spacing:2px">60 43 18</span></p>
<p style="font-size:13px;color:#5b6675">Valable 48 heures. Gardez-les pour vous : aucun conseiller Ondes Mobile ne vous les demandera.</p>
<p>Portabilité : votre numéro actuel sera transféré le <b>mardi 11 mars 2025</b> entre 9 h et 13 h (RIO communiqué : 04 P 123 456 789 A).</p>
<p style="text-align:center"><a href="https://espace.ondesmobile.example/suivi-commande/OM-2025-771046" style="color:#4a3fe0">Suivre ma commande</a></p>
</td></tr>
<tr><td style="padding:18px 28px;background:#eef1f6;font-size:11px;color:#6b7685">
Ondes Mobile SAS · 27, avenue de la Gare · 69007 Lyon · Service client 3945 (gratuit + prix appel)<br>
<a href="https://www.ondesmobile.example/mentions-legales" style="color:#6b7685">Mentions légales</a> · <a href="https://www.ondesmobile.example/donnees-personnelles" style="color:#6b7685">Données personnelles</a>
</td></tr></table></td></tr></table></body></html>
""", hcte="8bit")

M("fr", "login_alert", None, None,
  "Nouvelle connexion à votre compte Maison Lacombe",
  ("Maison Lacombe", "securite@maison-lacombe.example"), "nathalie.perrin@wanadoo.example",
  "2025-03-06 21:37:55 +0100",
  text="""
Bonjour Nathalie,

Une nouvelle connexion à votre compte Maison Lacombe a été détectée :

  Date :        jeudi 6 mars 2025 à 21 h 36
  Appareil :    Safari sur iPad
  Lieu :        Bordeaux, Nouvelle-Aquitaine (adresse IP 90.112.x.x)

Si c'était bien vous, vous n'avez rien à faire.

Ce n'était pas vous ? Sécurisez votre compte dès maintenant :
https://www.maison-lacombe.example/compte/securite?alerte=A-20250306-7741

Pour votre sécurité, nous ne vous demanderons jamais votre mot de passe ni
vos coordonnées bancaires par e-mail.

Maison Lacombe – Linge de maison fabriqué dans les Vosges depuis 1921
Maison Lacombe SAS · 3, route de Gérardmer · 88400 Xonrupt-Longemer
Service clients : 03 29 63 41 20 (du lundi au samedi, 9 h – 18 h)
""", tcte="8bit")

# ------------------------------------------------------- Español (es, ES, MX, AR, CO)

M("es", "username_digits", "R7K2QD", None,
  "Tu código de acceso a Arena Azteca",
  ("Arena Azteca", "cuentas@arenaazteca.example"), "juanito_mx07@hotmail.example",
  "2025-03-12 23:41:36 -0600",
  text="""
¡Hola, juanito_mx07!

Usa este código para iniciar sesión en Arena Azteca:

    R7K2QD

El código vence en 10 minutos y sólo se puede usar una vez.

¿No fuiste tú? Alguien podría conocer tu contraseña. Cámbiala desde
Configuración > Seguridad y activa la verificación en dos pasos.

Nivel actual: 42 · Monedas: 1,850 · Temporada 7 termina el 31/03/2025

¡Nos vemos en la arena!
Equipo Arena Azteca

Arena Azteca Games S.A. de C.V. · Av. Insurgentes Sur 1602, piso 9,
Col. Crédito Constructor, Benito Juárez, 03940 Ciudad de México
""",
  html="""
<html lang="es-MX"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#1b0f2e;font-family:Arial,Helvetica,sans-serif;color:#f3eaff">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0">
<table width="540" cellpadding="0" cellspacing="0" style="background:#2a1846;border-radius:14px">
<tr><td style="padding:28px 30px">
<img src="https://cdn.arenaazteca.example/correo/logo-arena.png" alt="ARENA AZTECA" width="170">
<h2 style="color:#ffd23f">¡Hola, juanito_mx07!</h2>
<p>Usa este código para iniciar sesión en Arena Azteca:</p>
<div style="font-size:36px;font-weight:900;letter-spacing:8px;text-align:center;background:#12081f;border:2px solid #ffd23f;border-radius:10px;padding:14px;margin:18px 0;color:#ffd23f">R7K2QD</div>
<p style="font-size:13px;color:#cbb8ea">El código vence en 10 minutos y sólo se puede usar una vez.</p>
<p style="font-size:13px;color:#cbb8ea">¿No fuiste tú? Alguien podría conocer tu contraseña. Cámbiala desde Configuración &gt; Seguridad y activa la verificación en dos pasos.</p>
<table width="100%" style="font-size:12px;color:#cbb8ea;margin-top:18px"><tr><td>Nivel 42</td><td>1,850 monedas</td><td align="right">Temporada 7 · termina 31/03/2025</td></tr></table>
</td></tr>
<tr><td style="padding:14px 30px;font-size:11px;color:#8e7bb0;border-top:1px solid #3b2760">
<a href="https://arenaazteca.example/soporte" style="color:#8e7bb0">Soporte</a> · <a href="https://arenaazteca.example/aviso-de-privacidad" style="color:#8e7bb0">Aviso de privacidad</a> · <a href="https://discord.example/invite/arenaazteca" style="color:#8e7bb0">Discord</a><br>
Arena Azteca Games S.A. de C.V. · Av. Insurgentes Sur 1602, piso 9, Col. Crédito Constructor, Benito Juárez, 03940 CDMX
</td></tr></table></td></tr></table></body></html>
""", tcte="8bit", hcte="quoted-printable")

M("es", "booking_ref", None, None,
  "¡Tu reserva está confirmada! Código de reserva 5XJ9TP",
  ("Aerocóndor", "reservas@aerocondor.example"), ("Valentina Restrepo", "valen.restrepo@une.example"),
  "2025-03-03 13:20:11 -0500",
  text="""
Hola, Valentina:

¡Gracias por volar con Aerocóndor! Tu reserva está confirmada.

CÓDIGO DE RESERVA: 5XJ9TP
Número de tiquete: 729-2145538710

Vuelo de ida · AC 8142
  Bogotá (BOG) El Dorado        vie 18 abr 2025 · 06:05
  Cartagena (CTG) Rafael Núñez  vie 18 abr 2025 · 07:32
Vuelo de regreso · AC 8155
  Cartagena (CTG)               lun 21 abr 2025 · 19:40
  Bogotá (BOG)                  lun 21 abr 2025 · 21:09

Pasajeros: Valentina Restrepo Gómez (adulto), Tomás Restrepo Gómez (niño)
Tarifa: Clásica · 1 maleta de 23 kg por pasajero

Total pagado: COP 1.486.400 (incluye tasas e impuestos)
Pagado con Mastercard terminada en 7713 · Autorización 094117

El check-in en línea abre 48 horas antes del vuelo. Llega al aeropuerto
con al menos 2 horas de anticipación en temporada de Semana Santa.

Centro de contacto: (601) 745 0300 en Bogotá · 01 8000 94 0304 resto del país

Aerocóndor S.A.S. · NIT 900.417.552-8 · Calle 26 # 92-32, Bogotá D.C.
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="font-family:Tahoma,Arial,sans-serif;background:#e8f4f8;color:#0d2c3c">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#0d6e8a;padding:18px 24px;color:#fff;font-size:20px"><img src="https://www.aerocondor.example/img/correo/condor-blanco.png" alt="Aerocóndor" width="150"></td></tr>
<tr><td style="padding:24px">
<p>Hola, Valentina:</p>
<p>¡Gracias por volar con Aerocóndor! Tu reserva está confirmada.</p>
<table width="100%" style="background:#f1f8fb;border-radius:6px" cellpadding="10"><tr>
<td>Código de reserva<br><span style="font-size:28px;font-weight:bold;letter-spacing:3px">5XJ9TP</span></td>
<td align="right">Número de tiquete<br><b>729-2145538710</b></td></tr></table>
<table width="100%" cellpadding="6" style="font-size:13px;margin-top:14px;border-collapse:collapse">
<tr style="border-bottom:1px solid #ddd"><td><b>AC 8142</b></td><td>BOG 06:05 → CTG 07:32</td><td>vie 18 abr 2025</td></tr>
<tr><td><b>AC 8155</b></td><td>CTG 19:40 → BOG 21:09</td><td>lun 21 abr 2025</td></tr>
</table>
<p style="font-size:13px">Pasajeros: Valentina Restrepo Gómez (adulto), Tomás Restrepo Gómez (niño) · Tarifa Clásica, 1 maleta de 23 kg</p>
<p style="font-size:15px">Total pagado: <b>COP 1.486.400</b><br><span style="font-size:12px;color:#557">Mastercard terminada en 7713 · Autorización 094117</span></p>
<p style="text-align:center"><a href="https://www.aerocondor.example/mis-viajes?pnr=5XJ9TP&amp;apellido=RESTREPO" style="background:#f28c28;color:#fff;padding:11px 22px;text-decoration:none;border-radius:4px">Gestionar mi reserva</a></p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#557;background:#f4f8fa">Centro de contacto: (601) 745 0300 · 01 8000 94 0304<br>Aerocóndor S.A.S. · NIT 900.417.552-8 · Calle 26 # 92-32, Bogotá D.C. · <a href="https://www.aerocondor.example/condiciones">Condiciones del contrato de transporte</a></td></tr>
</table></body></html>
""", tcte="quoted-printable", hcte="base64")

M("es", "newsletter_numbers", None, None,
  "Tu compra está en camino 📦",
  ("Feria Libre", "envios@ferialibre.example"), "martin.gonzalez.ba@fibertel.example",
  "2025-03-10 10:05:47 -0300",
  text="""
¡Hola Martín!

Tu compra ya salió del depósito y está en camino.

Auriculares inalámbricos Sonora BT-500 – Negro
Cantidad: 1 · Precio: $ 48.999 (6 cuotas sin interés de $ 8.166,50)

Compra n.º 2000004871235
Envío a: Av. Cabildo 2280, piso 4 "B" – C1428AAR – CABA
Llega entre el miércoles 12 y el jueves 13 de marzo.

Seguimiento: FL-AR-58120934-7 (Correo Andino)

Vendedor: TECNOMUNDO_OFICIAL · Factura B 0004-00018392

Si necesitás ayuda con esta compra, entrá a "Mis compras" en la app.

Feria Libre S.R.L. · Av. del Libertador 7208, C1429BMS, CABA · CUIT 30-71594422-6
Defensa de las y los consumidores. Para reclamos ingrese aquí:
https://www.ferialibre.example/defensa-consumidor
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ededed;font-family:Arial,Helvetica,sans-serif;color:#333">
<table width="100%"><tr><td align="center">
<table width="560" style="background:#fff;margin:16px 0" cellpadding="0" cellspacing="0">
<tr><td style="background:#ffe600;padding:14px 22px;font-weight:bold;font-size:20px;color:#2d3277">feria libre</td></tr>
<tr><td style="padding:22px">
<h2 style="font-weight:normal">¡Hola Martín! Tu compra está en camino</h2>
<table cellpadding="0" cellspacing="0"><tr>
<td><img src="https://http2.ferialibre.example/D_NQ_NP_841129-MLA7731.jpg" width="90" alt="Auriculares"></td>
<td style="padding-left:14px;font-size:14px">Auriculares inalámbricos Sonora BT-500 – Negro<br>1 u. · $ 48.999<br><span style="color:#00a650">6 cuotas sin interés de $ 8.166,50</span></td></tr></table>
<p style="font-size:14px">Llega entre el <b>miércoles 12 y el jueves 13 de marzo</b> a Av. Cabildo 2280, piso 4 "B" – C1428AAR – CABA.</p>
<p style="font-size:13px;color:#666">Compra n.º 2000004871235 · Seguimiento FL-AR-58120934-7 (Correo Andino)<br>Vendedor: TECNOMUNDO_OFICIAL · Factura B 0004-00018392</p>
<p><a href="https://click.ferialibre.example/?t=seguimiento&amp;o=2000004871235" style="background:#3483fa;color:#fff;padding:12px 24px;border-radius:6px;text-decoration:none">Seguir envío</a></p>
</td></tr>
<tr><td style="padding:14px 22px;font-size:11px;color:#999">Feria Libre S.R.L. · Av. del Libertador 7208, C1429BMS, CABA · CUIT 30-71594422-6<br>
<a href="https://www.ferialibre.example/defensa-consumidor" style="color:#999">Defensa de las y los consumidores</a> · <a href="https://www.ferialibre.example/preferencias-email" style="color:#999">Preferencias de e-mail</a></p></td></tr>
</table></td></tr></table></body></html>
""", tcte="8bit", hcte="quoted-printable")

M("es", "new_and_old_code", "731840", None,
  "Banco del Plata: te enviamos un nuevo código",
  ("Banco del Plata", "avisos@bancodelplata.example"), ("Lucía Fernández", "luciafernandez@yahoo.example"),
  "2025-03-07 11:48:22 -0300",
  shown="731 840",
  text="""
Hola Lucía,

Pediste un nuevo código para confirmar el alta del destinatario
"Gómez Inmobiliaria" (CBU terminado en 4415) en Plata Online.

Tu nuevo código es: 731 840

El código anterior (296 115) ya no es válido. Si lo ingresás, la operación va
a ser rechazada.

Este código vence en 5 minutos. Nunca lo compartas: el Banco nunca te lo va a
pedir por teléfono, WhatsApp ni redes sociales.

Banco del Plata S.A. · Reconquista 450, C1003ABJ, Ciudad Autónoma de Buenos Aires
Atención telefónica: 0810-555-7528 · Lunes a viernes de 8 a 20 hs.
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="font-family:Verdana,Arial,sans-serif;font-size:14px;color:#263238;background:#f7f7f7">
<div style="max-width:560px;margin:20px auto;background:#fff;border-top:5px solid #1565c0;padding:26px">
<p style="color:#1565c0;font-weight:bold;font-size:18px">Banco del Plata</p>
<p>Hola Lucía,</p>
<p>Pediste un nuevo código para confirmar el alta del destinatario <b>"Gómez Inmobiliaria"</b> (CBU terminado en 4415) en Plata Online.</p>
<p>Tu nuevo código es:</p>
<p style="font-size:30px;font-weight:bold;color:#1565c0;letter-spacing:2px">731 840</p>
<p style="background:#fff8e1;padding:10px;border-radius:4px;font-size:13px">El código anterior (<s>296 115</s>) ya no es válido. Si lo ingresás, la operación va a ser rechazada.</p>
<p style="font-size:13px">Este código vence en 5 minutos. Nunca lo compartas: el Banco nunca te lo va a pedir por teléfono, WhatsApp ni redes sociales.</p>
<p style="font-size:11px;color:#78909c;border-top:1px solid #eceff1;padding-top:10px">Banco del Plata S.A. · Reconquista 450, C1003ABJ, CABA · 0810-555-7528<br><a href="https://www.bancodelplata.example/seguridad" style="color:#78909c">Consejos de seguridad</a></p>
</div></body></html>
""", tcte="quoted-printable", hcte="quoted-printable")

M("es", "several_codes", "846203", None,
  "Confirma tu retirada de 0,0500 BTC",
  ("Criptolonja", "seguridad@criptolonja.example"), "alvaro.m.ruiz@gmail.example",
  "2025-03-09 18:29:57 +0100",
  text="""
Código antiphishing: Lx7Q2m
(Si este código no coincide con el que configuraste, este correo no es nuestro.)

Hola, Álvaro:

Has solicitado una retirada desde tu cuenta de Criptolonja:

  Activo:     BTC
  Cantidad:   0,0500 BTC (≈ 4.112,35 €)
  Comisión:   0,0002 BTC
  Red:        Bitcoin
  Dirección:  bc1q8z3k…7f2xw9
  Fecha:      09/03/2025 18:29 (CET)

Código de verificación por correo: 846203
Introdúcelo ahora en la ventana de retirada, junto con el código de tu
aplicación de autenticación (ese no lo enviamos por correo).

El código caduca en 15 minutos.

Si no has sido tú, bloquea tu cuenta inmediatamente desde la app o llamando al
+34 960 45 32 10.

Criptolonja Exchange S.L. · C/ de Colón 18, 46004 Valencia · inscrita en el
registro de proveedores de servicios de cambio de moneda virtual del Banco de España
""", tcte="8bit")

M("es", "prefix_code", "4821", None,
  "Mandadito: M-4821 es tu código",
  ("Mandadito", "hola@mandadito.example"), "sebas.ortiz88@outlook.example",
  "2025-03-15 19:03:26 -0500",
  shown="M-4821",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="font-family:'Nunito',Arial,sans-serif;background:#fff3f6;margin:0;color:#3a2b32">
<table width="100%"><tr><td align="center" style="padding:22px">
<table width="480" style="background:#fff;border-radius:16px" cellpadding="26"><tr><td>
<p style="font-size:22px;font-weight:800;color:#ff2d6f;margin:0">mandadito</p>
<p>¡Hola, Sebastián!</p>
<p>Tu código para entrar a Mandadito es:</p>
<p style="font-size:40px;font-weight:800;text-align:center;color:#ff2d6f;margin:16px 0">M-4821</p>
<p style="font-size:14px">En la app escribe solo los 4 números. El código vence en 5 minutos.</p>
<p style="font-size:12px;color:#8a7a82">Por tu seguridad, nadie de Mandadito te pedirá este código. Si un domiciliario o alguien por teléfono te lo pide, no lo compartas.</p>
<p style="font-size:11px;color:#b3a6ad">Mandadito Colombia S.A.S. · Carrera 43A # 7-50, El Poblado, Medellín · NIT 901.338.209-4 · Línea de atención 604 444 7788<br>
<a href="https://mandadito.example/terminos" style="color:#b3a6ad">Términos y condiciones</a> · <a href="https://mandadito.example/privacidad" style="color:#b3a6ad">Política de tratamiento de datos</a></p>
</td></tr></table></td></tr></table></body></html>
""", hcte="base64")

M("es", "lowercase_alnum", "x4b9tq",
  "https://app.facturita.example/acceso/enlace/7f3c9a1e5b2d84f06c1a9e3b7d5f2c8a?e=mjimenez%40reformas-jimenez.example",
  "Accede a Facturita",
  ("Facturita", "acceso@facturita.example"), ("Manuel Jiménez", "mjimenez@reformas-jimenez.example"),
  "2025-03-11 09:14:40 +0100",
  text="""
Hola, Manuel:

Para entrar en Facturita, pulsa en este enlace:
https://app.facturita.example/acceso/enlace/7f3c9a1e5b2d84f06c1a9e3b7d5f2c8a?e=mjimenez%40reformas-jimenez.example

¿Estás en otro dispositivo? Escribe este código en la pantalla de acceso:
x4b9tq

El enlace y el código caducan en 15 minutos.

Recuerda: el 20 de abril termina el plazo del modelo 303 del primer trimestre.
Tienes 3 facturas en borrador (F-2025-0087 a F-2025-0089).

Facturita Software S.L. · Paseo de la Castellana 95, planta 15, 28046 Madrid · CIF B-88214530
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="font-family:Inter,Arial,sans-serif;background:#f4f6fb;color:#1e2235">
<div style="max-width:500px;margin:30px auto;background:#fff;border-radius:12px;padding:32px">
<p style="font-size:20px;font-weight:700;color:#4f46e5;margin-top:0">facturita</p>
<p>Hola, Manuel:</p>
<p>Para entrar en Facturita, pulsa el botón:</p>
<p style="text-align:center"><a href="https://app.facturita.example/acceso/enlace/7f3c9a1e5b2d84f06c1a9e3b7d5f2c8a?e=mjimenez%40reformas-jimenez.example" style="background:#4f46e5;color:#fff;padding:12px 30px;border-radius:8px;text-decoration:none;font-weight:600">Entrar en Facturita</a></p>
<p>¿Estás en otro dispositivo? Escribe este código en la pantalla de acceso:</p>
<p style="text-align:center;font-family:monospace;font-size:28px;letter-spacing:6px;background:#eef0ff;padding:10px;border-radius:6px">x4b9tq</p>
<p style="font-size:13px;color:#6b7089">El enlace y el código caducan en 15 minutos.</p>
<p style="font-size:13px;background:#fffbeb;padding:10px;border-radius:6px">Recuerda: el 20 de abril termina el plazo del modelo 303 del primer trimestre. Tienes 3 facturas en borrador (F-2025-0087 a F-2025-0089).</p>
<p style="font-size:11px;color:#9a9fb5">Facturita Software S.L. · Paseo de la Castellana 95, planta 15, 28046 Madrid · CIF B-88214530 · <a href="https://facturita.example/ayuda" style="color:#9a9fb5">Ayuda</a></p>
</div></body></html>
""", tcte="quoted-printable", hcte="quoted-printable", crlf=True)

M("es", "reset_in_code_mail", "609374", None,
  "Tu código para ingresar a Billetera Pampa",
  ("Billetera Pampa", "no-responder@billeterapampa.example"), "fede.alvarez.cba@gmail.example",
  "2025-03-13 08:02:19 -0300",
  shown="609-374",
  text="""
Hola Federico,

Tu código para ingresar a Billetera Pampa es: 609-374

Vence en 10 minutos. Ingresalo en la app para terminar de iniciar sesión en
tu nuevo celular (Motorola moto g54, Córdoba).

¿No fuiste vos? Cambiá tu contraseña ahora:
https://billeterapampa.example/cuenta/cambiar-clave?origen=mail-codigo&ref=BP7745012

Billetera Pampa S.A. · Proveedor de Servicios de Pago que ofrece cuentas de pago.
Los fondos depositados en cuentas de pago no constituyen depósitos en una
entidad financiera, ni cuentan con ninguna de las garantías que tales depósitos
puedan gozar de acuerdo con la legislación y reglamentación aplicables.
Bv. San Juan 744, X5000ATR, Córdoba · CUIT 30-71822045-3
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="font-family:Roboto,Arial,sans-serif;background:#eef7f1;margin:0;color:#17301f">
<div style="max-width:520px;margin:0 auto;padding:24px">
<div style="background:#fff;border-radius:14px;padding:30px">
<p style="color:#1f9d55;font-weight:700;font-size:19px;margin-top:0">Billetera Pampa</p>
<p>Hola Federico,</p>
<p>Tu código para ingresar a Billetera Pampa es:</p>
<p style="font-size:34px;font-weight:700;letter-spacing:3px;text-align:center;margin:14px 0">609-374</p>
<p style="font-size:14px">Vence en 10 minutos. Ingresalo en la app para terminar de iniciar sesión en tu nuevo celular (Motorola moto g54, Córdoba).</p>
<p style="font-size:14px;border-top:1px solid #e3efe7;padding-top:14px">¿No fuiste vos? <a href="https://billeterapampa.example/cuenta/cambiar-clave?origen=mail-codigo&amp;ref=BP7745012" style="color:#d93025;font-weight:bold">Cambiá tu contraseña ahora</a></p>
</div>
<p style="font-size:10px;color:#6c8a76;line-height:1.4">Billetera Pampa S.A. · Proveedor de Servicios de Pago que ofrece cuentas de pago. Los fondos depositados en cuentas de pago no constituyen depósitos en una entidad financiera, ni cuentan con ninguna de las garantías que tales depósitos puedan gozar de acuerdo con la legislación y reglamentación aplicables. Bv. San Juan 744, X5000ATR, Córdoba · CUIT 30-71822045-3</p>
</div></body></html>
""", tcte="8bit", hcte="8bit")

M("es", "alt_text_only", "318664", None,
  "Ventanilla Digital Jalisco – verificación de correo electrónico",
  ("Ventanilla Digital Jalisco", "notificaciones@ventanilladigital.jalisco.example"), ("Ana Karen Villaseñor", "akvillasenor@prodigy.example"),
  "2025-03-06 12:15:30 -0600",
  image={"cid": "codigo-verif-318@ventanilladigital.jalisco.example", "name": "codigo.png"},
  text="""
Estimada Ana Karen Villaseñor:

Para continuar con su trámite "Licencia de conducir – renovación" (folio
JAL-TR-2025-0419377) es necesario verificar su correo electrónico.

Su código de verificación se muestra como imagen en la versión HTML de este
mensaje. Si no puede verla, habilite la visualización de imágenes en su
programa de correo.

Horario de atención: lunes a viernes de 9:00 a 15:00 h · 33 3030 1700

Gobierno del Estado de Jalisco · Av. Prolongación Alcalde 1351, Col. Miraflores,
44270 Guadalajara, Jal.
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="font-family:Montserrat,Arial,sans-serif;font-size:14px;color:#333">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #ddd">
<tr><td style="background:#7c1034;padding:14px 20px;color:#fff;font-weight:bold">Ventanilla Digital · Gobierno de Jalisco</td></tr>
<tr><td style="padding:22px">
<p>Estimada <b>Ana Karen Villaseñor</b>:</p>
<p>Para continuar con su trámite <i>"Licencia de conducir – renovación"</i> (folio JAL-TR-2025-0419377) capture el siguiente código de verificación:</p>
<p style="text-align:center;margin:24px 0"><img src="cid:codigo-verif-318@ventanilladigital.jalisco.example" alt="Código de verificación 318664" width="160" height="40"></p>
<p>El código tiene una vigencia de 30 minutos.</p>
<p style="font-size:12px;color:#666">Horario de atención: lunes a viernes de 9:00 a 15:00 h · 33 3030 1700<br>
<a href="https://ventanilladigital.jalisco.example/aviso-privacidad">Aviso de privacidad</a></p>
</td></tr>
<tr><td style="font-size:11px;color:#777;padding:10px 20px;background:#f6f6f6">Gobierno del Estado de Jalisco · Av. Prolongación Alcalde 1351, Col. Miraflores, 44270 Guadalajara, Jal.</td></tr>
</table></body></html>
""", tcte="quoted-printable", hcte="quoted-printable")

M("es", "magic_link", None,
  "https://email.ucnorte.example/c/eJxNkM1uwyAQhJ8m3GrxjzlwqBT1QIIUpc3VuD2zYvuQoOMl2K9y3bzT75CpXq9N7ZnhZx4IrWSd0aEB3sX9YPqwIeh2v3iY4J",
  "Verifica tu correo – Red de Egresados UCN",
  ("Red de Egresados · Universidad de Castilla Norte", "egresados@ucnorte.example"), "irene.sanz.prieto@ucnorte-alumni.example",
  "2025-02-28 17:44:08 +0100",
  link_alt=["https://egresados.ucnorte.example/registro/verificar?uid=447120&clave=4e9d1b7a2c6f0e8d3a5b9c1f7e2d6a0b"],
  text="""
Hola, Irene:

Gracias por registrarte en la Red de Egresados de la Universidad de Castilla
Norte (promoción 2018, Grado en Ingeniería Agroalimentaria).

Para activar tu cuenta, verifica tu dirección de correo electrónico abriendo
este enlace:

https://egresados.ucnorte.example/registro/verificar?uid=447120&clave=4e9d1b7a2c6f0e8d3a5b9c1f7e2d6a0b

El enlace caduca en 72 horas.

Con tu cuenta podrás acceder a la bolsa de empleo, al carné de egresado
(descuentos en la Biblioteca y el Servicio de Deportes) y a las jornadas de
networking del 8 de mayo.

Vicerrectorado de Estudiantes y Empleabilidad
Universidad de Castilla Norte · Plaza de la Universidad 1 · 09001 Burgos
Tel. 947 25 88 00
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="font-family:Georgia,serif;background:#f5f2ec;color:#2e2a24">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:20px 26px;border-bottom:4px solid #9e1b32"><img src="https://email.ucnorte.example/img/escudo-ucn.png" alt="Universidad de Castilla Norte" height="54"></td></tr>
<tr><td style="padding:26px">
<p>Hola, Irene:</p>
<p>Gracias por registrarte en la <b>Red de Egresados</b> de la Universidad de Castilla Norte (promoción 2018, Grado en Ingeniería Agroalimentaria).</p>
<p>Para activar tu cuenta, verifica tu dirección de correo electrónico:</p>
<p style="text-align:center;margin:24px 0"><a href="https://email.ucnorte.example/c/eJxNkM1uwyAQhJ8m3GrxjzlwqBT1QIIUpc3VuD2zYvuQoOMl2K9y3bzT75CpXq9N7ZnhZx4IrWSd0aEB3sX9YPqwIeh2v3iY4J" style="background:#9e1b32;color:#fff;padding:12px 26px;text-decoration:none;font-family:Arial,sans-serif">Verificar mi correo</a></p>
<p style="font-size:12px;color:#6b645a;font-family:Arial,sans-serif">El enlace caduca en 72 horas. Si el botón no funciona, copia y pega esta dirección en tu navegador:<br>
<a href="https://egresados.ucnorte.example/registro/verificar?uid=447120&amp;clave=4e9d1b7a2c6f0e8d3a5b9c1f7e2d6a0b" style="color:#9e1b32">https://egresados.ucnorte.example/registro/verificar?uid=447120&amp;clave=4e9d1b7a2c6f0e8d3a5b9c1f7e2d6a0b</a></p>
<p>Con tu cuenta podrás acceder a la bolsa de empleo, al carné de egresado y a las jornadas de networking del 8 de mayo.</p>
</td></tr>
<tr><td style="background:#f0ebe1;padding:14px 26px;font-size:11px;color:#6b645a;font-family:Arial,sans-serif">
Vicerrectorado de Estudiantes y Empleabilidad · Universidad de Castilla Norte · Plaza de la Universidad 1 · 09001 Burgos · Tel. 947 25 88 00<br>
<a href="https://email.ucnorte.example/c/bajA7Lm2Qx" style="color:#6b645a">Darse de baja de comunicaciones</a> · <a href="https://www.ucnorte.example/proteccion-de-datos" style="color:#6b645a">Protección de datos</a></td></tr>
</table>
<img src="https://email.ucnorte.example/o/eJxNkM1uwyAQhJ8m3G.gif" width="1" height="1" alt="">
</body></html>
""", tcte="quoted-printable", hcte="quoted-printable")

M("es", "magic_link", None,
  "https://bancasierramadre.example/restablecer-contrasena?token=SM-9f2Kx7Lq3Tz8Wv1Rb5Nc0Yd6Hj4Pe2Ga&canal=correo",
  "Restablece tu contraseña de Banca en Línea",
  ("Banca Sierra Madre", "bancaenlinea@bancasierramadre.example"), ("Jorge Alberto Treviño", "jatrevino@live.example"),
  "2025-03-04 22:10:51 -0600",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f2f4f3;font-family:Arial,Helvetica,sans-serif;color:#222">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px 0">
<tr><td style="background:#00483a;padding:20px 28px"><img src="https://bancasierramadre.example/correo/logo-bsm-blanco.png" alt="Banca Sierra Madre" width="180"></td></tr>
<tr><td style="padding:28px">
<p>Estimado Jorge Alberto:</p>
<p>Recibimos una solicitud para restablecer la contraseña de tu Banca en Línea (cliente terminación ****6103) el 04/03/2025 a las 22:10 h, hora del centro.</p>
<p style="text-align:center;margin:26px 0"><a href="https://bancasierramadre.example/restablecer-contrasena?token=SM-9f2Kx7Lq3Tz8Wv1Rb5Nc0Yd6Hj4Pe2Ga&amp;canal=correo" style="background:#c8a23a;color:#00251e;padding:13px 30px;text-decoration:none;font-weight:bold;border-radius:3px">Restablecer contraseña</a></p>
<p style="font-size:13px">Por tu seguridad, este enlace es válido por 30 minutos y sólo puede usarse una vez.</p>
<p style="font-size:13px">Si no solicitaste este cambio, llama de inmediato a Línea Sierra Madre: <b>81 8150 2000</b> (Monterrey) o <b>800 226 7400</b> (resto del país), las 24 horas.</p>
<p style="font-size:12px;color:#666">Banca Sierra Madre nunca te solicitará por correo tu NIP, contraseña, token o claves dinámicas.</p>
</td></tr>
<tr><td style="background:#eef1f0;padding:16px 28px;font-size:11px;color:#666">
<a href="https://bancasierramadre.example/aviso-de-privacidad" style="color:#00483a">Aviso de privacidad</a> · <a href="https://bancasierramadre.example/une" style="color:#00483a">Unidad Especializada de Atención a Usuarios (UNE)</a> · <a href="https://bancasierramadre.example/sucursales" style="color:#00483a">Sucursales</a><br><br>
<a href="https://www.facebook.example/BancaSierraMadre"><img src="https://bancasierramadre.example/correo/fb.png" alt="Facebook" width="20"></a>
<a href="https://x.example/BSierraMadre"><img src="https://bancasierramadre.example/correo/x.png" alt="X" width="20"></a><br><br>
Banca Sierra Madre, S.A., Institución de Banca Múltiple · Av. Constitución 1100 Ote., Centro, 64000 Monterrey, N.L.
</td></tr></table></td></tr></table></body></html>
""", hcte="quoted-printable")

M("es", "decoy_codes", None, None,
  "🌮 ¡Tu antojo con 50% de descuento este fin de semana!",
  ("Antojitos Ya", "promos@antojitosya.example"), "dany.hdz_94@gmail.example",
  "2025-03-14 12:00:00 -0600",
  text="""
¡Qué onda, Daniela!

Este fin de semana tus tacos favoritos van por nuestra cuenta... bueno, la mitad 😉

Cupón: TACOS50
50% de descuento en tu siguiente pedido (tope de $120 MXN, pedido mínimo $199).
Válido del viernes 14 al domingo 16 de marzo de 2025.

Tu último pedido:
  Pedido #AY-3308217 · Taquería El Güero (Col. Roma Norte)
  4 tacos al pastor, 1 gringa, 1 agua de jamaica · Total $236.00

¿Tienes una tarjeta de regalo? Canjea el número de 16 dígitos
(p. ej. 6041 2290 1187 5523) en Cuenta > Tarjetas de regalo.

🔒 Tip de seguridad: Antojitos Ya nunca te pedirá por teléfono o WhatsApp el
código que te llega por SMS (algo como 73 91 02). ¡No lo compartas!

Ver términos y condiciones: https://antojitosya.example/promos/tacos50/terminos
¿Ya no quieres recibir promociones? https://antojitosya.example/baja?u=ZGFueS5oZHpfOTQ&c=mkt

Antojitos Ya México S. de R.L. de C.V. · Av. Álvaro Obregón 130, Roma Norte,
Cuauhtémoc, 06700 CDMX
""", tcte="quoted-printable")

M("es", "password_changed", None, None,
  "Tu contraseña de Mi Conecta fue cambiada",
  ("Conecta Andina", "notificaciones@conectaandina.example"), ("Paola Andrea Cárdenas", "pao.cardenas@conectaandina-mail.example"),
  "2025-03-12 15:33:08 -0500",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;background:#f3f3f8;color:#2b2b40">
<div style="max-width:560px;margin:20px auto;background:#fff;border-radius:8px;overflow:hidden">
<div style="background:#e30613;color:#fff;padding:16px 24px;font-size:20px;font-weight:bold">Conecta Andina</div>
<div style="padding:26px">
<p>Hola, Paola Andrea:</p>
<p>Te confirmamos que la contraseña de tu cuenta <b>Mi Conecta</b> (línea 310 555 0147, plan Pospago 40 GB) fue cambiada el <b>12 de marzo de 2025 a las 3:32 p. m.</b> desde la app en un dispositivo Android en Bogotá.</p>
<p>Si fuiste tú, no tienes que hacer nada más.</p>
<p>Si no reconoces este cambio, <a href="https://mi.conectaandina.example/recuperar-cuenta?motivo=cambio-no-reconocido&amp;linea=3105550147" style="color:#e30613">recupera tu cuenta aquí</a> o llámanos al *611 desde tu celular o al 601 489 7000.</p>
<p style="font-size:12px;color:#77778a">Recuerda: tu factura de marzo por $ 89.900 vence el 25/03/2025. Referencia de pago 4410 2871 9053.</p>
</div>
<div style="background:#f7f7fb;padding:14px 26px;font-size:11px;color:#77778a">
Conecta Andina S.A. E.S.P. · NIT 830.114.921-1 · Av. Carrera 68 # 22-45, Bogotá D.C.<br>
<a href="https://www.conectaandina.example/proteccion-datos" style="color:#77778a">Política de protección de datos</a> · <a href="https://www.conectaandina.example/pqr" style="color:#77778a">PQR</a></div>
</div></body></html>
""", hcte="base64")

# ------------------------------------------------------------ Português (pt, BR, PT)

M("pt", "username_digits", "482107", None,
  "Seu código de verificação da Roda",
  ("Roda", "seguranca@roda.example"), "ana.souza93@uol.example",
  "2025-03-12 20:17:42 -0300",
  shown="482 107",
  text="""
Olá, ana.souza93!

Para confirmar que é você entrando na Roda pelo navegador, use o código:

482 107

Ele expira em 10 minutos.

Se você não tentou entrar, recomendamos trocar sua senha em
Configurações > Privacidade e segurança.

Equipe Roda
Roda Tecnologia Ltda. · Rua Fidêncio Ramos, 308 – Vila Olímpia · São Paulo – SP · CEP 04551-010
""",
  html="""
<html lang="pt-BR"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fafafa;font-family:Helvetica,Arial,sans-serif;color:#262626">
<table width="100%"><tr><td align="center" style="padding:30px 0">
<table width="460" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e6e6e6;border-radius:4px"><tr><td style="padding:30px">
<p style="font-size:26px;font-weight:800;color:#ff6f3c;margin:0 0 18px">roda</p>
<p>Olá, <b>ana.souza93</b>!</p>
<p>Para confirmar que é você entrando na Roda pelo navegador, use o código:</p>
<p style="font-size:32px;font-weight:700;letter-spacing:2px;margin:20px 0">482 107</p>
<p style="font-size:13px;color:#8e8e8e">Ele expira em 10 minutos. Se você não tentou entrar, recomendamos trocar sua senha em Configurações &gt; Privacidade e segurança.</p>
<p style="font-size:11px;color:#b0b0b0;margin-top:30px">Roda Tecnologia Ltda. · Rua Fidêncio Ramos, 308 – Vila Olímpia · São Paulo – SP · CEP 04551-010<br>
Esta mensagem foi enviada para ana.souza93@uol.example. <a href="https://roda.example/ajuda" style="color:#b0b0b0">Central de Ajuda</a></p>
</td></tr></table></td></tr></table></body></html>
""", tcte="quoted-printable", hcte="quoted-printable")

M("pt", "booking_ref", None, None,
  "Passagem confirmada: São Paulo → Belo Horizonte · 28/03",
  ("Viação Serra Azul", "passagens@serraazul.example"), ("Rafael Nogueira", "rafael.nogueira@bol.example"),
  "2025-03-16 10:44:29 -0300",
  text="""
Olá, Rafael!

Sua compra foi confirmada. Boa viagem!

Localizador: LX4P9Q
Pedido: 55012783

Ida – sexta-feira, 28/03/2025
  Embarque: 23:30 – Terminal Rodoviário Tietê (São Paulo/SP), plataforma 42
  Chegada:  07:05 – Rodoviária de Belo Horizonte (BH/MG)
  Serviço:  Leito-cama · Ônibus 21455 · Poltrona 23

Passageiro: Rafael Nogueira Dias · CPF ***.418.667-**
Valor da passagem:     R$ 219,90
Taxa de embarque:      R$   6,77
Seguro viagem:         R$   4,50
Total:                 R$ 231,17 (Pix, pago em 16/03/2025 às 10:43)

Apresente um documento oficial com foto e o QR Code do bilhete (em anexo) no
embarque. Chegue com 30 minutos de antecedência.

Remarcação grátis até 3 horas antes do embarque pelo app ou pelo telefone
0800 880 4455 (24h).

Viação Serra Azul S.A. · CNPJ 61.448.902/0001-37
Av. Cruzeiro do Sul, 1800 – Santana – São Paulo/SP – CEP 02031-000
""", tcte="8bit", crlf=True)

M("pt", "newsletter_numbers", None, None,
  "Pedido 8841-2290 confirmado! Boleto disponível",
  ("Casa & Cia", "pedidos@casaecia.example"), ("Juliana Pereira", "ju.pereira@terra.example"),
  "2025-03-08 15:12:30 -0300",
  text="""
Oi, Juliana!

Recebemos seu pedido 8841-2290. Assim que o pagamento do boleto for
compensado (até 3 dias úteis), começamos a separar seus produtos.

Itens
  1x Jogo de panelas antiaderente 5 peças – Grafite ....... R$ 389,90
  2x Toalha de banho 100% algodão 70x140 cm – Areia ....... R$ 119,80
  Frete (Transportadora Rápido Sul) ......................... R$  24,90
  Total ....................................................... R$ 534,60

Boleto bancário
  Vencimento: 11/03/2025
  Linha digitável:
  34191.79001 01043.510047 91020.150008 8 10270000053460

Entrega em: Rua Padre Chagas, 415, apto 702 – Moinhos de Vento – Porto Alegre/RS – CEP 90570-080
Prazo estimado: 7 a 9 dias úteis após a confirmação do pagamento.

A nota fiscal (NF-e nº 000.184.552, série 1) será enviada por e-mail após o
faturamento.

Atendimento: (51) 3025-8800 · WhatsApp (51) 99120-4477 · seg. a sáb. das 8h às 20h

Casa & Cia Comércio Eletrônico Ltda. · CNPJ 12.345.678/0001-95
Av. Ipiranga, 6681 – Partenon – Porto Alegre/RS – CEP 90619-900
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;background:#f6f1ea;color:#3d3229">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:20px 24px;border-bottom:3px solid #c0392b"><img src="https://www.casaecia.example/email/logo.png" alt="Casa &amp; Cia" width="140"></td></tr>
<tr><td style="padding:24px">
<h2 style="margin-top:0">Oi, Juliana! Pedido <span style="color:#c0392b">8841-2290</span> recebido</h2>
<p>Assim que o pagamento do boleto for compensado (até 3 dias úteis), começamos a separar seus produtos.</p>
<table width="100%" cellpadding="6" style="font-size:13px;border-collapse:collapse">
<tr style="background:#f3ece3"><th align="left">Produto</th><th>Qtd.</th><th align="right">Valor</th></tr>
<tr><td>Jogo de panelas antiaderente 5 peças – Grafite</td><td align="center">1</td><td align="right">R$ 389,90</td></tr>
<tr><td>Toalha de banho 100% algodão 70x140 cm – Areia</td><td align="center">2</td><td align="right">R$ 119,80</td></tr>
<tr><td>Frete (Transportadora Rápido Sul)</td><td></td><td align="right">R$ 24,90</td></tr>
<tr><td colspan="2"><b>Total</b></td><td align="right"><b>R$ 534,60</b></td></tr>
</table>
<div style="border:1px dashed #c0392b;padding:12px;margin:18px 0;font-size:13px">
<b>Boleto bancário</b> – vencimento 11/03/2025<br>
<span style="font-family:monospace;font-size:14px">34191.79001 01043.510047 91020.150008 8 10270000053460</span><br>
<a href="https://www.casaecia.example/pedido/8841-2290/boleto.pdf">Baixar boleto (PDF)</a>
</div>
<p style="font-size:13px">Entrega em: Rua Padre Chagas, 415, apto 702 – Moinhos de Vento – Porto Alegre/RS – CEP 90570-080<br>Prazo estimado: 7 a 9 dias úteis após a confirmação do pagamento.</p>
<p style="font-size:12px;color:#7a6b5d">A nota fiscal (NF-e nº 000.184.552, série 1) será enviada por e-mail após o faturamento.</p>
</td></tr>
<tr><td style="background:#f3ece3;padding:14px 24px;font-size:11px;color:#7a6b5d">Atendimento: (51) 3025-8800 · WhatsApp (51) 99120-4477<br>
Casa &amp; Cia Comércio Eletrônico Ltda. · CNPJ 12.345.678/0001-95 · Av. Ipiranga, 6681 – Porto Alegre/RS – CEP 90619-900<br>
<a href="https://www.casaecia.example/descadastrar?e=anUucGVyZWlyYUB0ZXJyYS5leGFtcGxl" style="color:#7a6b5d">Não quero mais receber ofertas</a></td></tr>
</table></body></html>
""", tcte="quoted-printable", hcte="base64")

M("pt", "new_and_old_code", "265930", None,
  "Novo código de autenticação – Banco Atlântico Norte",
  ("Banco Atlântico Norte", "seguranca@bancoatlanticonorte.example"), ("Tiago Moreira", "tiago.moreira@sapo.example"),
  "2025-03-10 13:27:05 +0000",
  text="""
Caro(a) Tiago Moreira,

Foi pedido o reenvio do código de autenticação para confirmar a operação
abaixo no serviço AtlânticoNet.

O código enviado anteriormente (884 012) foi anulado e já não pode ser
utilizado.

Novo código de autenticação: 265930

Operação:   Transferência SEPA para PT50 0035 •••• •••• •••• 7731 2
Beneficiário: Condomínio Rua do Almada 212
Montante:   320,00 EUR
Data:       10-03-2025 13:26

O código é válido durante 3 minutos. Nunca o partilhe com terceiros, nem com
colaboradores do Banco.

Se não reconhece esta operação, contacte de imediato a Linha Atlântico
+351 21 040 77 00 (chamada para a rede fixa nacional), disponível 24 horas.

Com os melhores cumprimentos,
Banco Atlântico Norte, S.A.
Avenida dos Aliados, 107 · 4000-067 Porto · NIPC 509 221 330
Capital social 120 000 000 EUR · Registado no Banco de Portugal sob o n.º 0291
""", tcte="base64")

M("pt", "several_codes", "306918", None,
  "Conta Cidadã: confirme seu novo e-mail",
  ("Conta Cidadã", "nao-responda@contacidada.example"), "marcos.vinicius.lima@ig.example",
  "2025-03-05 09:55:12 -0300",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="font-family:'Rawline','Raleway',Arial,sans-serif;font-size:15px;color:#333;background:#f8f8f8">
<div style="max-width:600px;margin:0 auto;background:#fff">
<div style="background:#1351b4;padding:16px 24px;color:#fff;font-weight:bold;font-size:18px">Conta Cidadã</div>
<div style="padding:24px">
<p>Olá, Marcos Vinícius,</p>
<p>Você solicitou a alteração do e-mail de contato da sua Conta Cidadã (CPF ***.552.187-**, nível Prata).</p>
<h3 style="color:#1351b4">1. Código de confirmação (use agora)</h3>
<p>Digite este código na tela de alteração de e-mail para concluir:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:4px;color:#1351b4;text-align:center">306918</p>
<p style="font-size:13px;color:#555">Válido por 15 minutos.</p>
<h3 style="color:#1351b4">2. Novo código de recuperação (guarde, não digite agora)</h3>
<p>Como você alterou um dado de contato, geramos um novo código de recuperação. Ele substitui o anterior e só deve ser usado se você perder o acesso à sua conta:</p>
<p style="font-family:monospace;font-size:18px;text-align:center;background:#f0f4fb;padding:10px">K4T9-M2PQ-7XZ1</p>
<p style="font-size:13px;color:#555">Anote-o em local seguro. Nenhum servidor público vai pedir este código.</p>
<hr style="border:0;border-top:1px solid #ddd">
<p style="font-size:12px;color:#777">Dúvidas? Acesse a <a href="https://contacidada.example/ajuda">Central de Ajuda</a> ou ligue 0800 978 9001 (seg. a sex., 7h às 19h).<br>
Secretaria de Governo Digital · Esplanada dos Ministérios, Bloco K · Brasília – DF · CEP 70040-906</p>
</div></div></body></html>
""", hcte="quoted-printable")

M("pt", "prefix_code", "738201", None,
  "JB-738201 é o seu código do Jabuticaba",
  ("Banco Jabuticaba", "codigo@jabuticaba.example"), "carol.mendes.rj@gmail.example",
  "2025-03-13 22:51:16 -0300",
  shown="JB-738201",
  text="""
JB-738201 é o seu código de verificação do Jabuticaba.

Digite apenas os números no app para cadastrar este celular como dispositivo
confiável. Válido por 5 minutos.

Não compartilhe este código com ninguém. O Jabuticaba nunca liga pedindo
códigos, senhas ou transferências via Pix.

Banco Jabuticaba S.A. · CNPJ 33.201.774/0001-08 · Ouvidoria 0800 727 1150
SAC 0800 727 1100 · Deficientes auditivos 0800 727 1190
""", tcte="8bit")

M("pt", "lowercase_alnum", "m3q8z2",
  "https://entrar.agendai.example/m/2b7e9f41c3a8d05e?k=ag_Vq8Lm2Xz4Rt7Yp1Wn6Bs3Hd&src=email",
  "Seu acesso ao Agendaí",
  ("Agendaí", "ola@agendai.example"), ("Fernanda Carvalho – Studio Flor de Lótus", "contato@studioflordelotus.example"),
  "2025-03-14 07:36:58 -0300",
  text="""
Oi, Fernanda!

Entre no Agendaí com um clique:
https://entrar.agendai.example/m/2b7e9f41c3a8d05e?k=ag_Vq8Lm2Xz4Rt7Yp1Wn6Bs3Hd&src=email

Ou, se preferir, digite este código no app: m3q8z2

O link e o código expiram em 15 minutos.

Hoje você tem 9 horários marcados no Studio Flor de Lótus – o primeiro às 8h
(Yoga Hatha, sala 2).

Agendaí · Rua Visconde de Pirajá, 550, sala 1203 · Ipanema · Rio de Janeiro/RJ · CEP 22410-002
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f1fbf6;font-family:Poppins,Arial,sans-serif;color:#1f3b2d">
<div style="max-width:480px;margin:26px auto;background:#fff;border-radius:18px;padding:30px;text-align:center">
<p style="font-size:24px;font-weight:700;color:#12a05c;margin:0">agendaí</p>
<p style="text-align:left">Oi, Fernanda!</p>
<p style="text-align:left">Entre no Agendaí com um clique:</p>
<p><a href="https://entrar.agendai.example/m/2b7e9f41c3a8d05e?k=ag_Vq8Lm2Xz4Rt7Yp1Wn6Bs3Hd&amp;src=email" style="display:inline-block;background:#12a05c;color:#fff;padding:13px 34px;border-radius:26px;text-decoration:none;font-weight:600">Entrar agora</a></p>
<p style="text-align:left">Ou, se preferir, digite este código no app:</p>
<p style="font-size:30px;font-family:Courier New,monospace;letter-spacing:6px;font-weight:bold">m3q8z2</p>
<p style="font-size:12px;color:#6b8577">O link e o código expiram em 15 minutos.</p>
<p style="font-size:13px;background:#f1fbf6;border-radius:10px;padding:10px;text-align:left">📅 Hoje você tem 9 horários marcados no Studio Flor de Lótus – o primeiro às 8h (Yoga Hatha, sala 2).</p>
<p style="font-size:11px;color:#9bb0a5">Agendaí · Rua Visconde de Pirajá, 550, sala 1203 · Ipanema · Rio de Janeiro/RJ · CEP 22410-002<br><a href="https://agendai.example/ajuda" style="color:#9bb0a5">Ajuda</a> · <a href="https://agendai.example/privacidade" style="color:#9bb0a5">Privacidade</a></p>
</div></body></html>
""", tcte="quoted-printable", hcte="8bit")

M("pt", "reset_in_code_mail", "517290", None,
  "Código de acesso Feirão",
  ("Feirão", "conta@feirao.example"), ("Diego Albuquerque", "diego.albuquerque@hotmail.example"),
  "2025-03-11 12:09:47 -0300",
  html="""
<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Código de acesso</title></head>
<body style="margin:0;background:#fff8e1;font-family:Arial,Helvetica,sans-serif;color:#333">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;margin:18px 0;border-radius:8px">
<tr><td style="background:#ff8f00;padding:16px 26px;border-radius:8px 8px 0 0;color:#fff;font-size:22px;font-weight:bold">Feirão</td></tr>
<tr><td style="padding:26px">
<p>Olá, Diego!</p>
<p>Use o código abaixo para acessar sua conta do Feirão. Ele é válido por 10 minutos:</p>
<table align="center" cellpadding="0" cellspacing="8"><tr>
<td style="background:#fff3e0;border-radius:6px;font-size:28px;font-weight:bold;padding:8px 14px">5</td>
<td style="background:#fff3e0;border-radius:6px;font-size:28px;font-weight:bold;padding:8px 14px">1</td>
<td style="background:#fff3e0;border-radius:6px;font-size:28px;font-weight:bold;padding:8px 14px">7</td>
<td style="background:#fff3e0;border-radius:6px;font-size:28px;font-weight:bold;padding:8px 14px">2</td>
<td style="background:#fff3e0;border-radius:6px;font-size:28px;font-weight:bold;padding:8px 14px">9</td>
<td style="background:#fff3e0;border-radius:6px;font-size:28px;font-weight:bold;padding:8px 14px">0</td>
</tr></table>
<p style="font-size:13px;color:#666">Solicitação feita em 11/03/2025 às 12:09 · Chrome no Windows · Recife, PE</p>
<p style="font-size:14px;border:1px solid #ffe0b2;border-radius:6px;padding:12px"><b>Não foi você?</b> Alguém pode estar tentando entrar na sua conta. <a href="https://www.feirao.example/conta/redefinir-senha?origem=codigo-acesso&amp;c=FR8812044" style="color:#e65100">Redefina sua senha</a> agora mesmo.</p>
<p style="font-size:12px;color:#888">O Feirão nunca pede códigos por telefone, WhatsApp ou chat do vendedor.</p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#999;border-top:1px solid #f0f0f0">Feirão Marketplace Ltda. · CNPJ 27.884.310/0001-52 · Av. Eng. Domingos Ferreira, 2589 – Boa Viagem – Recife/PE – CEP 51020-031<br>
<a href="https://www.feirao.example/privacidade" style="color:#999">Política de privacidade</a> · <a href="https://www.feirao.example/ajuda" style="color:#999">Ajuda</a></td></tr>
</table></td></tr></table></body></html>
""", hcte="quoted-printable")

M("pt", "magic_link", None,
  "https://cafecomdados.example/t/c/s1.4vX9qLm2/confirmar?sid=f83b1a07e5c24d9a&lid=2&h=9c4e7b1d2a",
  "Confirme sua inscrição no Café com Dados ☕",
  ("Café com Dados", "newsletter@cafecomdados.example"), "pedro.henrique.analista@outlook.example",
  "2025-03-01 07:00:32 -0300",
  text="""
Oi!

Falta só um passo para você receber o Café com Dados toda terça-feira às 7h:
confirme seu e-mail neste link:

https://cafecomdados.example/t/c/s1.4vX9qLm2/confirmar?sid=f83b1a07e5c24d9a&lid=2&h=9c4e7b1d2a

Se você não se inscreveu, é só ignorar este e-mail.

Abraço,
Letícia Ramos – Café com Dados
Newsletter independente sobre dados, SQL e carreira · Florianópolis/SC
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="background:#f7f3ee;font-family:Georgia,serif;color:#2f241c">
<div style="max-width:540px;margin:24px auto;background:#fff;padding:32px;border-radius:6px">
<p style="font-size:13px;color:#8c7a6b;text-align:right"><a href="https://cafecomdados.example/t/v/s1.4vX9qLm2" style="color:#8c7a6b">Ver no navegador</a></p>
<h1 style="font-size:26px">☕ Café com Dados</h1>
<p>Oi!</p>
<p>Falta só um passo para você receber o Café com Dados toda terça-feira às 7h.</p>
<p style="text-align:center;margin:28px 0"><a href="https://cafecomdados.example/t/c/s1.4vX9qLm2/confirmar?sid=f83b1a07e5c24d9a&amp;lid=2&amp;h=9c4e7b1d2a" style="background:#6f4e37;color:#fff;padding:13px 28px;border-radius:4px;text-decoration:none;font-family:Arial,sans-serif">Confirmar minha inscrição</a></p>
<p>Enquanto isso, que tal ler a edição mais popular, <a href="https://cafecomdados.example/t/c/s1.4vX9qLm2/ed/112">"Window functions sem medo" (#112)</a>?</p>
<p>Se você não se inscreveu, é só ignorar este e-mail.</p>
<p>Abraço,<br>Letícia Ramos</p>
<p style="font-size:11px;color:#8c7a6b;border-top:1px solid #eee;padding-top:10px;font-family:Arial,sans-serif">Newsletter independente sobre dados, SQL e carreira · Florianópolis/SC<br>
<a href="https://cafecomdados.example/t/c/s1.4vX9qLm2/li" style="color:#8c7a6b">LinkedIn</a> · <a href="https://cafecomdados.example/t/c/s1.4vX9qLm2/yt" style="color:#8c7a6b">YouTube</a> · <a href="https://cafecomdados.example/t/u/s1.4vX9qLm2" style="color:#8c7a6b">Cancelar inscrição</a> · <a href="https://cafecomdados.example/t/abuse/s1.4vX9qLm2" style="color:#8c7a6b">Denunciar abuso</a></p>
<img src="https://cafecomdados.example/t/o/s1.4vX9qLm2.png" width="1" height="1" alt="">
</div></body></html>
""", tcte="quoted-printable", hcte="quoted-printable")

M("pt", "subject_only", "8530", None,
  "Rango Já: 8530 é o seu código de acesso",
  ("Rango Já", "nao-responda@rangoja.example"), "bia.fonseca07@gmail.example",
  "2025-03-15 19:48:21 -0300",
  text="""
Oi, Bia!

Use o código que está no assunto deste e-mail para entrar no Rango Já.
Ele vale por 5 minutos.

Não pediu? Pode ignorar: sem o código ninguém entra na sua conta.

Rango Já Serviços de Entrega Ltda. · Av. Brigadeiro Faria Lima, 4440 · São Paulo/SP · CEP 04538-132
""", tcte="quoted-printable")

M("pt", "phone_and_dates", "479361", None,
  "Confirme sua teleconsulta de 18/03 às 14h30",
  ("Clínica Vida Plena", "agendamento@clinicavidaplena.example"), ("Sra. Maria José Antunes", "mariajose.antunes@bol.example"),
  "2025-03-16 16:21:40 -0300",
  shown="479 361",
  text="""
Prezada Sra. Maria José,

Sua teleconsulta foi agendada:

  Especialidade: Cardiologia
  Médico:        Dr. Henrique Bastos – CRM-MG 44.812
  Data:          terça-feira, 18/03/2025, às 14h30
  Duração:       30 minutos
  Valor:         R$ 250,00 (ou convênio Unimed BH – carteirinha final 0093)

Para confirmar o agendamento, informe o código de confirmação abaixo no link
que enviamos por SMS para o celular (31) 9 8842-1170:

  Código de confirmação: 479 361

Sem a confirmação até 17/03/2025 às 18h, o horário será liberado.

Dúvidas ou remarcação: (31) 3291-5500 ou WhatsApp (31) 9 9705-2200,
de segunda a sexta, das 7h às 19h, e sábados, das 7h às 12h.

Clínica Vida Plena · Rua dos Timbiras, 1940 – Lourdes · Belo Horizonte/MG
CEP 30140-061 · CNPJ 08.377.215/0001-44 · Resp. técnico: Dra. Célia Prado – CRM-MG 21.337
""", tcte="8bit")

M("pt", "decoy_codes", None, None,
  "Você ganhou um vale-presente da Livraria Estação! 🎁",
  ("Livraria Estação", "presentes@livrariaestacao.example"), ("Gabriela Rocha", "gabi.rocha@yahoo.example"),
  "2025-03-07 09:30:14 -0300",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="background:#eef3f8;font-family:Lato,Arial,sans-serif;color:#26323f">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;margin:20px auto">
<tr><td style="padding:26px;text-align:center"><img src="https://www.livrariaestacao.example/mkt/logo-estacao.png" alt="Livraria Estação" width="170">
<h1 style="color:#1e5b8f">Gabriela, você ganhou um vale-presente!</h1>
<p>O <b>Rodrigo Teixeira</b> enviou um presente para você com a mensagem:</p>
<p style="font-style:italic;color:#555">"Feliz aniversário, Gabi! Escolhe aquele livro da Clarice que você tanto queria. Beijos!"</p>
<table align="center" cellpadding="10" style="background:#1e5b8f;color:#fff;border-radius:10px;margin:20px auto;text-align:left">
<tr><td>Valor</td><td style="font-size:22px;font-weight:bold">R$ 150,00</td></tr>
<tr><td>Número do vale</td><td style="font-family:monospace;font-size:16px">7720 4418 3096 1152</td></tr>
<tr><td>PIN</td><td style="font-family:monospace;font-size:16px">6390</td></tr>
<tr><td>Validade</td><td>07/03/2026</td></tr>
</table>
<p style="font-size:14px">Use no site, no app ou em qualquer uma das nossas 38 lojas. Na finalização da compra, escolha "Vale-presente" e informe o número e o PIN.</p>
<p><a href="https://www.livrariaestacao.example/vale-presente/usar?v=7720441830961152" style="background:#f5a623;color:#26323f;padding:12px 26px;border-radius:6px;text-decoration:none;font-weight:bold">Escolher meus livros</a></p>
<p style="font-size:13px">E mais: na primeira compra no app, use o cupom <b>LEIAMAIS10</b> e ganhe 10% de desconto adicional.</p>
<p style="font-size:11px;color:#8494a5">Pedido do presente nº 30018827 · Saldo não utilizado permanece no vale até a validade. Não é possível trocar por dinheiro.<br>
Livraria Estação Comércio de Livros S.A. · CNPJ 04.219.336/0001-70 · Rua da Consolação, 2155 · São Paulo/SP · CEP 01301-100 · SAC 0800 770 3030<br>
<a href="https://www.livrariaestacao.example/descadastro" style="color:#8494a5">Descadastrar</a></p>
</td></tr></table></body></html>
""", hcte="base64")

M("pt", "expired_code", None, None,
  "Seu código do Pedala expirou",
  ("Pedala Bikes Compartilhadas", "suporte@pedala.example"), "lucas.tavares.poa@gmail.example",
  "2025-03-09 08:31:02 -0300",
  text="""
Oi, Lucas!

O código 190 447 que enviamos às 08:15 para liberar a bike na estação
Redenção – Av. José Bonifácio (nº 027) expirou e não pode mais ser usado.

Para desbloquear uma bike, abra o app Pedala e toque em "Gerar novo código".
Os códigos valem por 15 minutos.

Seu plano: Mensal (R$ 24,90) · válido até 02/04/2025
Viagens este mês: 11 · Tempo total: 4h12min

Precisa de ajuda? Fale com a gente pelo chat do app ou pelo (51) 3012-4040.

Pedala Mobilidade Urbana Ltda. · Rua Sarmento Leite, 320 · Porto Alegre/RS · CEP 90050-170
""", tcte="quoted-printable", crlf=True)

# ------------------------------------------------------------------ Italiano (it)

M("it", "username_digits", "FZ8K3MQ2", None,
  "Tana del Giocatore – codice di verifica per marco_rossi85",
  ("Tana del Giocatore", "staff@tanadelgiocatore.example"), "marco_rossi85@libero.example",
  "2025-03-08 01:12:44 +0100",
  text="""
Ciao marco_rossi85,

qualcuno (speriamo tu!) sta cercando di accedere al forum Tana del Giocatore
da un nuovo dispositivo.

Il tuo codice di verifica (8 caratteri, maiuscole) è:

    FZ8K3MQ2

Inseriscilo nella pagina di accesso entro 20 minuti.

Dettagli: Android 14 · Chrome 133 · Bari, Puglia · 08/03/2025 01:12

Se non sei stato tu, cambia subito la password dal Pannello di controllo
utente. Ricorda: lo staff non ti chiederà mai questo codice in privato.

Iscritto dal: 14/06/2011 · Messaggi: 3.207 · Grado: Veterano

--
Tana del Giocatore · la community italiana dei giochi da tavolo e di ruolo
Associazione culturale Tana APS · Via Sparano da Bari 62 · 70122 Bari · C.F. 93441270721
""", tcte="8bit")

M("it", "booking_ref", None, None,
  "Il tuo biglietto: Milano Centrale → Roma Termini, 24/03/2025",
  ("Treni Rapidi Italiani", "biglietti@trenirapidi.example"), ("Francesca Colombo", "francesca.colombo@fastwebnet.example"),
  "2025-03-17 21:05:19 +0100",
  text="""
Gentile Francesca Colombo,

grazie per aver scelto Treni Rapidi Italiani. Ecco il riepilogo del tuo acquisto.

Codice prenotazione (PNR): X7KQ2M
Codice biglietto: 2891 0477 3615

Andata – lunedì 24/03/2025
  Milano Centrale   07:10
  Roma Termini      10:15
  Treno TR 9517 · Carrozza 6 · Posto 12A (finestrino) · Ambiente Business

Passeggero: Francesca Colombo (CartaPiù n. 1048832201)
Offerta: Economy · cambio a pagamento, rimborso non consentito
Importo: € 49,90 · pagato con Satispay il 17/03/2025 alle 21:04

Il biglietto è nominativo. Al controllo mostra il PNR o il QR code in
allegato insieme a un documento di identità.

Assistenza clienti: 892 021 (a pagamento) · +39 06 3000 1122 dall'estero
Treni Rapidi Italiani S.p.A. · Piazza della Croce Rossa 1 · 00161 Roma
P.IVA 05403151003 · Condizioni generali di trasporto: https://www.trenirapidi.example/condizioni
""", tcte="quoted-printable")

M("it", "booking_ref", "291847", None,
  "Dolomia Hotels – codice per accedere alle tue prenotazioni",
  ("Dolomia Hotels & Resorts", "prenotazioni@dolomiahotels.example"), ("Stefano Bianchi", "stefano.bianchi@tiscali.example"),
  "2025-03-06 18:40:27 +0100",
  shown="291 847",
  text="""
Gentile Stefano,

ecco il codice di verifica per accedere all'area "Le mie prenotazioni":

291 847

Il codice scade tra 10 minuti.

Prenotazione n. DLM-558210
Hotel Dolomia Cortina · Corso Italia 148 · 32043 Cortina d'Ampezzo (BL)
Check-in: venerdì 11 aprile 2025 dalle 15:00
Check-out: lunedì 14 aprile 2025 entro le 11:00
Camera Superior con vista Tofane, 2 adulti · mezza pensione
Totale soggiorno: € 1.164,00 (tassa di soggiorno esclusa, € 3,50 a persona/notte)

Dolomia Hotels & Resorts S.r.l. · Via Cavour 12 · 39100 Bolzano · P.IVA 02981640214
Reservation Center: +39 0471 530 900 (lun–dom 8:00–20:00)
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="font-family:'Playfair Display',Georgia,serif;background:#f4f1ec;color:#2e2e2e">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:22px;text-align:center;border-bottom:1px solid #e4ddd2"><img src="https://www.dolomiahotels.example/mail/dolomia-logo.png" alt="Dolomia Hotels &amp; Resorts" width="190"></td></tr>
<tr><td style="padding:28px;font-family:Arial,sans-serif;font-size:14px">
<p>Gentile Stefano,</p>
<p>ecco il codice di verifica per accedere all'area <i>Le mie prenotazioni</i>:</p>
<p style="text-align:center;font-size:32px;letter-spacing:4px;font-family:Georgia,serif;color:#8a6d3b;margin:22px 0"><b>291 847</b></p>
<p style="text-align:center;font-size:12px;color:#888">Il codice scade tra 10 minuti.</p>
<table width="100%" cellpadding="6" style="font-size:13px;background:#faf8f4;margin-top:20px">
<tr><td style="color:#888">Prenotazione</td><td><b>DLM-558210</b></td></tr>
<tr><td style="color:#888">Hotel</td><td>Hotel Dolomia Cortina · Corso Italia 148 · 32043 Cortina d'Ampezzo (BL)</td></tr>
<tr><td style="color:#888">Soggiorno</td><td>11/04/2025 → 14/04/2025 · 3 notti</td></tr>
<tr><td style="color:#888">Camera</td><td>Superior vista Tofane · 2 adulti · mezza pensione</td></tr>
<tr><td style="color:#888">Totale</td><td>€ 1.164,00 (tassa di soggiorno esclusa)</td></tr>
</table>
</td></tr>
<tr><td style="padding:16px 28px;font-family:Arial,sans-serif;font-size:11px;color:#999;background:#f4f1ec">Dolomia Hotels &amp; Resorts S.r.l. · Via Cavour 12 · 39100 Bolzano · P.IVA 02981640214 · +39 0471 530 900<br>
<a href="https://www.dolomiahotels.example/privacy" style="color:#999">Privacy</a> · <a href="https://www.dolomiahotels.example/newsletter/disiscriviti" style="color:#999">Disiscriviti</a></td></tr>
</table></body></html>
""", tcte="quoted-printable", hcte="quoted-printable")

M("it", "newsletter_numbers", None, None,
  "La tua bolletta Luce&Gas Padana di febbraio 2025",
  ("Luce&Gas Padana", "bollette@lucegaspadana.example"), ("Giuseppe Ferrari", "g.ferrari1958@alice.example"),
  "2025-03-04 06:15:00 +0100",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;font-size:14px;color:#243447;background:#f0f4f7">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#005f87;color:#fff;padding:18px 24px;font-size:20px"><b>Luce&amp;Gas Padana</b></td></tr>
<tr><td style="padding:24px">
<p>Gentile Giuseppe Ferrari,</p>
<p>è disponibile la bolletta n. <b>2025/0211478</b> del 03/03/2025, relativa al periodo 01/02/2025 – 28/02/2025.</p>
<table width="100%" cellpadding="7" style="border-collapse:collapse;font-size:13px">
<tr style="background:#e6f0f5"><td colspan="2"><b>Fornitura luce</b> – POD IT001E04418872</td></tr>
<tr><td>Consumo fatturato</td><td align="right">238 kWh (F1 96 · F2 71 · F3 71)</td></tr>
<tr><td>Importo luce</td><td align="right">€ 71,42</td></tr>
<tr style="background:#e6f0f5"><td colspan="2"><b>Fornitura gas</b> – PDR 00881204571336 · matricola contatore 3E19C0476</td></tr>
<tr><td>Consumo fatturato</td><td align="right">184 Smc</td></tr>
<tr><td>Importo gas</td><td align="right">€ 156,08</td></tr>
<tr style="border-top:2px solid #005f87;font-size:16px"><td><b>Totale da pagare</b></td><td align="right"><b>€ 227,50</b></td></tr>
<tr><td>Scadenza</td><td align="right">24/03/2025</td></tr>
<tr><td>Modalità</td><td align="right">Addebito SEPA su IBAN IT60 X054 2811 •••• •••• 4471</td></tr>
</table>
<p style="font-size:13px">Codice cliente: 7004418920 · Indirizzo di fornitura: Via Giuseppe Mazzini 27, 26100 Cremona (CR)</p>
<p style="text-align:center"><a href="https://areaclienti.lucegaspadana.example/bollette/2025-0211478" style="background:#f7a600;color:#243447;padding:11px 24px;text-decoration:none;border-radius:4px"><b>Scarica la bolletta (PDF)</b></a></p>
<p style="font-size:12px;color:#6b7b8c">Autolettura gas: comunicala dal 25 al 31 marzo tramite area clienti o al numero verde 800 900 212.<br>Pronto intervento gas (24h): 800 900 999.</p>
</td></tr>
<tr><td style="background:#e6f0f5;padding:14px 24px;font-size:11px;color:#6b7b8c">Luce&amp;Gas Padana S.p.A. · Via Dante 4 · 26100 Cremona · P.IVA 01488250195 · Cap. soc. € 2.500.000 i.v.<br>
<a href="https://www.lucegaspadana.example/privacy" style="color:#6b7b8c">Informativa privacy</a> · <a href="https://www.lucegaspadana.example/reclami" style="color:#6b7b8c">Reclami e conciliazioni</a></td></tr>
</table></body></html>
""", hcte="quoted-printable")

M("it", "new_and_old_code", "672035", None,
  "IdentitàPiù – nuovo codice OTP",
  ("IdentitàPiù", "noreply@identitapiu.example"), "chiara.esposito@pec-mail.example",
  "2025-03-12 10:04:51 +0100",
  shown="672 035",
  text="""
Gentile CHIARA ESPOSITO,

hai richiesto un nuovo codice OTP per l'accesso con identità digitale
(livello 2) al servizio "INPS – Fascicolo previdenziale".

Il codice OTP 118 490 inviato alle 10:02 è stato annullato.

Nuovo codice OTP: 672 035

Il codice è valido per 120 secondi.

Non comunicare mai il codice OTP a nessuno, neanche agli operatori di
IdentitàPiù.

IdentitàPiù – Gestore di identità digitale accreditato AgID
IdentitàPiù S.p.A. · Centro Direzionale Isola G1 · 80143 Napoli
Assistenza: 06 9480 2200 (lun–ven 8:00–20:00, sab 8:00–14:00)
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="font-family:'Titillium Web',Arial,sans-serif;color:#17324d;font-size:15px">
<div style="max-width:580px;border:1px solid #d9e1e8">
<div style="background:#0066cc;color:#fff;padding:14px 22px;font-size:19px;font-weight:600">IdentitàPiù</div>
<div style="padding:22px">
<p>Gentile CHIARA ESPOSITO,</p>
<p>hai richiesto un nuovo codice OTP per l'accesso con identità digitale (livello 2) al servizio <b>"INPS – Fascicolo previdenziale"</b>.</p>
<p style="color:#a61919;font-size:13px">Il codice OTP <s>118 490</s> inviato alle 10:02 è stato annullato.</p>
<p>Nuovo codice OTP:</p>
<p style="font-size:30px;font-weight:700;letter-spacing:3px">672 035</p>
<p style="font-size:13px">Il codice è valido per 120 secondi. Non comunicare mai il codice OTP a nessuno, neanche agli operatori di IdentitàPiù.</p>
<p style="font-size:11px;color:#5c6f82;border-top:1px solid #d9e1e8;padding-top:10px">IdentitàPiù S.p.A. · Centro Direzionale Isola G1 · 80143 Napoli · Gestore di identità digitale accreditato AgID<br>Assistenza: 06 9480 2200 · <a href="https://www.identitapiu.example/privacy">Privacy</a></p>
</div></div></body></html>
""", tcte="base64", hcte="base64")

M("it", "several_codes", None, None,
  "Banca Lagunare: i tuoi nuovi codici di emergenza",
  ("Banca Lagunare", "sicurezza@bancalagunare.example"), ("Alessandro Zanin", "alessandro.zanin@gmail.example"),
  "2025-02-24 18:52:36 +0100",
  text="""
Gentile Alessandro Zanin,

come richiesto, abbiamo generato un nuovo elenco di codici di emergenza per
l'Home Banking. L'elenco precedente non è più valido.

Usa uno di questi codici SOLO se non hai con te lo smartphone con l'app
Lagunare Key. Ogni codice vale una sola volta.

  01)  5830-2271      05)  9014-6638
  02)  7746-0195      06)  2287-4410
  03)  3309-8852      07)  6651-3097
  04)  1128-5903      08)  8472-1160

In questo momento non devi inserire alcun codice: conserva l'elenco in un
luogo sicuro e cancella questa e-mail dopo averlo stampato.

Codice cliente: 55180293 · Filiale di Mestre, Via Piave 88, 30171 Venezia-Mestre

Banca Lagunare S.C.p.A. · Sede legale San Marco 4137, 30124 Venezia
Aderente al Fondo Interbancario di Tutela dei Depositi · Numero verde 800 345 678
""", tcte="quoted-printable")

M("it", "prefix_code", "25913", None,
  "BC-25913 è il tuo codice Bacheca",
  ("Bacheca", "noreply@bacheca.example"), "gianni.deluca72@virgilio.example",
  "2025-03-14 13:26:08 +0100",
  shown="BC-25913",
  text="""
BC-25913 è il tuo codice Bacheca.

Inserisci solo le 5 cifre nell'app per verificare il numero di telefono e
pubblicare il tuo annuncio "Bici da corsa Bianchi Via Nirone 7, taglia 55"
(€ 650, Torino).

Non condividere questo codice con chi ti contatta per l'annuncio: Bacheca
non chiede mai codici via chat o telefono.

Bacheca S.r.l. · Via Nizza 262 · 10126 Torino · P.IVA 11204370017
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;background:#ffffff;color:#222">
<div style="max-width:480px;padding:20px">
<p style="font-size:20px;font-weight:bold;color:#e8412c">bacheca</p>
<p style="font-size:24px"><b>BC-25913</b> &egrave; il tuo codice Bacheca.</p>
<p>Inserisci solo le 5 cifre nell'app per verificare il numero di telefono e pubblicare il tuo annuncio <i>"Bici da corsa Bianchi Via Nirone 7, taglia 55"</i> (&euro; 650, Torino).</p>
<p style="font-size:13px;color:#666">Non condividere questo codice con chi ti contatta per l'annuncio: Bacheca non chiede mai codici via chat o telefono.</p>
<p style="font-size:11px;color:#999">Bacheca S.r.l. &middot; Via Nizza 262 &middot; 10126 Torino &middot; P.IVA 11204370017 &middot; <a href="https://www.bacheca.example/regole" style="color:#999">Regole</a></p>
</div></body></html>
""", tcte="8bit", hcte="7bit", crlf=True)

M("it", "lowercase_alnum", "7hq2m9wd", None,
  "[Forgia] Codice di verifica del dispositivo",
  ("Forgia", "noreply@forgia.example"), "sara.galli@officinesoftware.example",
  "2025-03-10 15:47:03 +0100",
  text="""
Ciao @sgalli-dev,

è stato rilevato un tentativo di accesso al tuo account Forgia da un
dispositivo o da una posizione che non riconosciamo.

  Dispositivo: Firefox su macOS
  Posizione:   Bologna, Emilia-Romagna, IT
  Orario:      10/03/2025 15:46 CET

Se sei stato tu, inserisci questo codice di verifica nella pagina di accesso:

  Codice di verifica: 7hq2m9wd

Il codice scade alle 16:02 CET.

Se non sei stato tu, cambia subito la password e controlla le chiavi SSH e i
token di accesso personali del tuo account.

Grazie,
il team di Forgia

Forgia · hosting di repository Git per team italiani · Via del Pratello 9 · 40122 Bologna
""", tcte="8bit")

M("it", "no_code_word", "409317", None,
  "Fascicolo Salute: il tuo PIN temporaneo",
  ("Fascicolo Salute Lombardia", "fascicolo@salute.lombardia.example"), ("ROBERTA MARCHETTI", "roberta.marchetti@libero.example"),
  "2025-03-05 08:20:14 +0100",
  shown="409 317",
  text="""
Gentile ROBERTA MARCHETTI,
codice fiscale MRCRRT71C52F205•

per completare il primo accesso al tuo Fascicolo Sanitario Elettronico
(referti, ricette dematerializzate, prenotazioni CUP) inserisci nella pagina di
attivazione il seguente PIN temporaneo:

    409 317

Il PIN vale 30 minuti e può essere usato una sola volta. Dopo l'accesso ti
verrà chiesto di scegliere una password personale.

Prossimo appuntamento registrato: 21/03/2025 ore 09:40 – Ecografia addome
completo – ASST Fatebenefratelli Sacco, Padiglione 5, Via G.B. Grassi 74,
20157 Milano · impegnativa n. 0301A4418772250

Per assistenza: Numero Verde 800 070 090 (lun–sab 8:00–20:00)
Messaggio generato automaticamente, non rispondere.
""", tcte="quoted-printable")

M("it", "alt_text_only", "530882", None,
  "Linea Azzurra – codice di sicurezza per la portabilità",
  ("Linea Azzurra", "clienti@lineaazzurra.example"), ("Davide Conti", "davide.conti@email.example"),
  "2025-03-13 11:58:40 +0100",
  image={"cid": "otp-img-5308@lineaazzurra.example", "name": "codice-sicurezza.png"},
  text="""
Gentile Davide Conti,

abbiamo ricevuto la richiesta di portabilità del numero 347 555 0192 verso
Linea Azzurra (pratica n. MNP-2025-0883145).

Per motivi di sicurezza il codice da inserire è visibile solo nell'immagine
contenuta nella versione HTML di questa e-mail. Se non vedi l'immagine,
abilita il caricamento delle immagini nel tuo programma di posta.

Linea Azzurra S.p.A. · Viale Certosa 218 · 20156 Milano · Servizio clienti 190 300
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;background:#e9f3fb;color:#12324f">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px">
<tr><td style="padding:18px 24px;background:#1e88e5;border-radius:8px 8px 0 0;color:#fff;font-size:20px;font-weight:bold">Linea Azzurra</td></tr>
<tr><td style="padding:24px">
<p>Gentile Davide Conti,</p>
<p>abbiamo ricevuto la richiesta di portabilità del numero <b>347 555 0192</b> verso Linea Azzurra (pratica n. MNP-2025-0883145).</p>
<p>Inserisci questo codice di sicurezza nella pagina di attivazione della SIM:</p>
<p style="text-align:center"><img src="cid:otp-img-5308@lineaazzurra.example" alt="530882" width="160" height="40"></p>
<p style="font-size:12px;color:#5a7088">Valido 15 minuti. La portabilità sarà completata entro 3 giorni lavorativi; durante il passaggio potresti restare senza linea per qualche ora.</p>
<p style="font-size:11px;color:#8aa0b5">Linea Azzurra S.p.A. · Viale Certosa 218 · 20156 Milano · Servizio clienti 190 300 · <a href="https://www.lineaazzurra.example/trasparenza">Trasparenza tariffaria</a></p>
</td></tr></table></body></html>
""", tcte="8bit", hcte="quoted-printable")

M("it", "magic_link", None,
  "https://account.bottegadigitale.example/sicurezza/conferma-accesso?req=ACC-7d41e9b2&esito=si&t=bd2_Q9wL7kX3mZ8vR1pT5nY0",
  "Nuovo accesso al tuo account Bottega Digitale: eri tu?",
  ("Bottega Digitale", "sicurezza@bottegadigitale.example"), "elena.moretti@tim.example",
  "2025-03-15 22:14:39 +0100",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="background:#f6f4f1;font-family:Helvetica,Arial,sans-serif;color:#2b2b2b">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px auto">
<tr><td style="padding:22px 28px;border-bottom:1px solid #eee"><img src="https://img.bottegadigitale.example/mail/logo.png" alt="Bottega Digitale" width="150"></td></tr>
<tr><td style="padding:28px">
<h2 style="font-weight:600;margin-top:0">Ciao Elena, eri tu?</h2>
<p>Qualcuno ha appena effettuato l'accesso al tuo account da un dispositivo nuovo:</p>
<table cellpadding="4" style="font-size:14px;color:#555">
<tr><td>Dispositivo</td><td><b>iPhone · app Bottega Digitale 6.2</b></td></tr>
<tr><td>Posizione</td><td><b>Napoli, Campania</b> (approssimativa)</td></tr>
<tr><td>Data</td><td><b>15 marzo 2025, 22:13</b></td></tr>
</table>
<p>Per completare l'accesso su quel dispositivo, confermalo:</p>
<table cellpadding="0" cellspacing="0"><tr>
<td style="background:#2e7d32;border-radius:4px"><a href="https://account.bottegadigitale.example/sicurezza/conferma-accesso?req=ACC-7d41e9b2&amp;esito=si&amp;t=bd2_Q9wL7kX3mZ8vR1pT5nY0" style="display:inline-block;padding:12px 24px;color:#fff;text-decoration:none;font-weight:bold">Sì, ero io</a></td>
<td width="12"></td>
<td style="border:1px solid #c62828;border-radius:4px"><a href="https://account.bottegadigitale.example/sicurezza/blocca?req=ACC-7d41e9b2&amp;esito=no&amp;t=bd2_Q9wL7kX3mZ8vR1pT5nY0" style="display:inline-block;padding:11px 24px;color:#c62828;text-decoration:none;font-weight:bold">No, non ero io</a></td>
</tr></table>
<p style="font-size:13px;color:#777;margin-top:20px">Se non confermi entro 30 minuti, l'accesso verrà annullato. Se non eri tu, ti aiuteremo a mettere al sicuro l'account e a cambiare la password.</p>
</td></tr>
<tr><td style="padding:16px 28px;background:#faf9f7;font-size:11px;color:#999">
Bottega Digitale S.r.l. · Via dei Servi 38 · 50122 Firenze · P.IVA 06718230481<br>
<a href="https://www.bottegadigitale.example/aiuto" style="color:#999">Centro assistenza</a> · <a href="https://www.bottegadigitale.example/privacy" style="color:#999">Privacy</a> · <a href="https://www.bottegadigitale.example/preferenze-email?u=ZWxlbmEubW9yZXR0aQ" style="color:#999">Preferenze e-mail</a>
</td></tr></table>
<img src="https://img.bottegadigitale.example/px/o.gif?m=ACC-7d41e9b2" width="1" height="1" alt="">
</body></html>
""", hcte="quoted-printable")

M("it", "decoy_codes", "836120", None,
  "Pappa Express: verifica il tuo numero e ricevi il benvenuto",
  ("Pappa Express", "ciao@pappaexpress.example"), "luca.romano.to@gmail.example",
  "2025-03-16 12:33:57 +0100",
  shown="836 120",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff4ec;font-family:'Open Sans',Arial,sans-serif;color:#3b2a20">
<table width="100%"><tr><td align="center">
<table width="540" style="background:#fff;border-radius:14px;margin:20px 0" cellpadding="0" cellspacing="0">
<tr><td style="padding:26px 30px">
<p style="font-size:24px;font-weight:800;color:#ff6b00;margin:0">pappa express</p>
<p>Ciao Luca, benvenuto!</p>
<p>Per attivare il tuo account inserisci nell'app il codice di verifica:</p>
<p style="font-size:34px;font-weight:800;text-align:center;letter-spacing:3px;margin:16px 0">836 120</p>
<p style="font-size:12px;color:#8b7566;text-align:center">Scade tra 10 minuti.</p>
<div style="background:#fff4ec;border-radius:10px;padding:16px;margin:22px 0">
<p style="margin:0 0 6px"><b>🎉 Il tuo regalo di benvenuto</b></p>
<p style="margin:0;font-size:14px">Usa il codice promo <b>BENVENUTO10</b> al checkout: 10 € di sconto sul primo ordine (minimo 20 €, valido fino al 30/04/2025).</p>
</div>
<p style="font-size:13px;color:#8b7566">Hai un problema con un ordine? Scrivici indicando il numero d'ordine (es. PX-2025-004417) o chiama il 011 1988 6060.</p>
<p style="font-size:12px;color:#8b7566;border-top:1px solid #f3e3d6;padding-top:12px">🔐 Consiglio di sicurezza: nessun rider o operatore ti chiederà mai il codice di verifica. Se qualcuno ti chiede "il codice a 6 cifre che ti è appena arrivato, tipo 000000", non darglielo.</p>
</td></tr>
<tr><td style="padding:14px 30px;font-size:11px;color:#b39b8a;background:#fffaf6;border-radius:0 0 14px 14px">Pappa Express S.r.l. · Corso Vittorio Emanuele II 111 · 10128 Torino · P.IVA 12008460019<br>
<a href="https://pappaexpress.example/termini" style="color:#b39b8a">Termini</a> · <a href="https://pappaexpress.example/privacy" style="color:#b39b8a">Privacy</a> · <a href="https://pappaexpress.example/disiscrizione?u=bHVjYS5yb21hbm8" style="color:#b39b8a">Non ricevere più offerte</a></td></tr>
</table></td></tr></table></body></html>
""", hcte="base64")

M("it", "magic_link", None,
  "https://link.cinemacasa.example/ls/click?upn=cc01.Rw7Lk2Qm9Xp4Tz1Vb8Nc3Hs6Jd0Yf5Ga-2BeK4uW7oP1sL9qZ2x_Ec3Tn",
  "Conferma il tuo nuovo indirizzo e-mail – CinemaCasa",
  ("CinemaCasa", "account@cinemacasa.example"), "valeria.ricci.nuova@outlook.example",
  "2025-03-09 20:27:33 +0100",
  link_alt=["https://www.cinemacasa.example/account/email/conferma?codice=cc_em_5b8e1f4a9d2c7e3b&uid=3390118"],
  text="""
Ciao Valeria,

hai chiesto di cambiare l'indirizzo e-mail del tuo account CinemaCasa
(abbonamento Standard, € 9,99/mese, prossimo rinnovo il 02/04/2025) in
valeria.ricci.nuova@outlook.example.

Per confermare il nuovo indirizzo apri questo link entro 24 ore:
https://www.cinemacasa.example/account/email/conferma?codice=cc_em_5b8e1f4a9d2c7e3b&uid=3390118

Fino alla conferma continueremo a usare l'indirizzo precedente.
Se non hai richiesto tu la modifica, contatta l'assistenza: 800 189 442.

CinemaCasa Italia S.r.l. · Via Tortona 35 · 20144 Milano
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#101010;font-family:Helvetica,Arial,sans-serif;color:#e5e5e5">
<table width="100%"><tr><td align="center" style="padding:26px 0">
<table width="520" cellpadding="0" cellspacing="0" style="background:#181818;border-radius:6px"><tr><td style="padding:34px">
<p style="font-size:26px;font-weight:900;color:#e50914;margin:0 0 20px;letter-spacing:1px">CINEMACASA</p>
<p style="font-size:17px">Ciao Valeria,</p>
<p>hai chiesto di cambiare l'indirizzo e-mail del tuo account in <b>valeria.ricci.nuova@outlook.example</b>.</p>
<p style="margin:28px 0"><a href="https://link.cinemacasa.example/ls/click?upn=cc01.Rw7Lk2Qm9Xp4Tz1Vb8Nc3Hs6Jd0Yf5Ga-2BeK4uW7oP1sL9qZ2x_Ec3Tn" style="background:#e50914;color:#fff;padding:14px 30px;border-radius:4px;text-decoration:none;font-weight:bold">Conferma indirizzo e-mail</a></p>
<p style="font-size:13px;color:#a3a3a3">Il link scade tra 24 ore. Fino alla conferma continueremo a usare l'indirizzo precedente. Se non hai richiesto tu la modifica, <a href="https://link.cinemacasa.example/ls/click?upn=cc01.aSsIsTeNzA-2F9" style="color:#a3a3a3">contatta l'assistenza</a>.</p>
<p style="font-size:12px;color:#737373">Abbonamento Standard · € 9,99/mese · prossimo rinnovo 02/04/2025</p>
<p style="font-size:11px;color:#737373;border-top:1px solid #2a2a2a;padding-top:14px">CinemaCasa Italia S.r.l. · Via Tortona 35 · 20144 Milano · P.IVA 10977420965<br>
<a href="https://link.cinemacasa.example/ls/click?upn=cc01.cEnTrOaIuTo-2Fit" style="color:#737373">Centro assistenza</a> · <a href="https://link.cinemacasa.example/ls/click?upn=cc01.tErMiNiUsO-2F3" style="color:#737373">Condizioni di utilizzo</a> · <a href="https://link.cinemacasa.example/ls/click?upn=cc01.pRiVaCy-2Fq8" style="color:#737373">Privacy</a></p>
</td></tr></table></td></tr></table>
<img src="https://link.cinemacasa.example/wf/open?upn=cc01.oPeNpX7" width="1" height="1" alt="">
</body></html>
""", tcte="quoted-printable", hcte="quoted-printable")

if __name__ == "__main__":
    main()
