#!/usr/bin/env python3
"""Hand-written labelled test mail for a one-time-code / magic-link extractor.

Python 3 standard library only.  Writes hw-NNNN.eml and labels.jsonl next to
this file and validates every message (parse defects, code present as shown,
link present as an href).
"""
import datetime
import email
import email.policy
import email.utils
import hashlib
import html as htmlmod
import json
import os
import re
import struct
import sys
import zlib
from email.message import EmailMessage
from html.parser import HTMLParser

OUT = os.path.dirname(os.path.abspath(__file__))
PREFIX = "hw"
MESSAGES = []
_FAMILY_COUNT = {}
ALLOWED_TLDS = (".example", ".test", ".invalid")


def d(stamp, tz):
    """'2025-03-14 09:41:07', '+0100' -> RFC 5322 date with the right weekday."""
    sign = 1 if tz[0] == "+" else -1
    off = datetime.timedelta(hours=int(tz[1:3]), minutes=int(tz[3:5])) * sign
    dt = datetime.datetime.strptime(stamp, "%Y-%m-%d %H:%M:%S").replace(
        tzinfo=datetime.timezone(off))
    return email.utils.format_datetime(dt)


def add(lang, kind, otp, link, frm, to, subject, date, text=None, html=None, *,
        shown=None, link_alt=None, tcte="quoted-printable", hcte="quoted-printable",
        headers=None, image=None, charset="utf-8", family=None, crlf=False):
    if family is None:
        n = _FAMILY_COUNT.get(kind, 0) + 1
        _FAMILY_COUNT[kind] = n
        family = "%s-%s-%02d" % (PREFIX, kind, n)
    MESSAGES.append(dict(lang=lang, kind=kind, otp=otp, link=link, frm=frm, to=to,
                         subject=subject, date=date, text=text, html=html,
                         shown=shown if shown is not None else otp, link_alt=link_alt,
                         tcte=tcte, hcte=hcte, headers=headers or [], image=image,
                         charset=charset, family=family, crlf=crlf))


# ---------------------------------------------------------------- tiny PNG
def make_png(width, height, rgb=(40, 40, 40), bg=(255, 255, 255)):
    """A small valid PNG: a bar pattern, enough to stand in for a rendered code."""
    rows = []
    for y in range(height):
        row = bytearray([0])
        for x in range(width):
            on = (x // 6) % 2 == 0 and height // 4 < y < 3 * height // 4
            row += bytes(rgb if on else bg)
        rows.append(bytes(row))
    raw = b"".join(rows)

    def chunk(tag, data):
        c = struct.pack(">I", len(data)) + tag + data
        return c + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def spans(code, style):
    """One <span> per character, as many transactional templates do."""
    return "".join('<span style="%s">%s</span>' % (style, ch) for ch in code)


# ---------------------------------------------------------------- building
def _domain(addr):
    return email.utils.parseaddr(addr)[1].rpartition("@")[2]


def _set(part, body, subtype, cte, charset, method):
    if cte == "7bit":
        if subtype == "html":
            body = body.encode("ascii", "xmlcharrefreplace").decode("ascii")
        else:
            body.encode("ascii")  # raises if a 7bit text part is not ASCII
    getattr(part, method)(body, subtype=subtype, charset=charset, cte=cte)


def build(m, idx):
    msg = EmailMessage()
    msg["From"] = m["frm"]
    msg["To"] = m["to"]
    msg["Subject"] = m["subject"]
    msg["Date"] = m["date"]
    h = hashlib.sha1(("%d|%s|%s" % (idx, m["subject"], m["date"])).encode()).hexdigest()
    msg["Message-ID"] = "<%s.%s@%s>" % (h[:16], h[16:24], _domain(m["frm"]))
    for k, v in m["headers"]:
        msg[k] = v
    if m["text"] is not None:
        _set(msg, m["text"], "plain", m["tcte"], m["charset"], "set_content")
        if m["html"] is not None:
            _set(msg, m["html"], "html", m["hcte"], m["charset"], "add_alternative")
    else:
        _set(msg, m["html"], "html", m["hcte"], m["charset"], "set_content")
    if m["image"]:
        img = m["image"]
        png = make_png(img.get("w", 120), img.get("h", 28))
        target = msg
        if msg.is_multipart():
            target = [p for p in msg.iter_parts() if p.get_content_type() == "text/html"][0]
        target.add_related(png, "image", "png", cid="<%s>" % img["cid"],
                           filename=img.get("filename"), disposition="inline")
    for part in msg.walk():  # only the top-level header carries MIME-Version
        if part is not msg:
            del part["MIME-Version"]
    return msg


# ---------------------------------------------------------------- validation
class _Scan(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.hrefs, self.alts, self.visible = [], [], []
        self._skip = 0

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag in ("style", "script", "title"):
            self._skip += 1
        if tag == "a" and a.get("href"):
            self.hrefs.append(a["href"])
        if tag == "img" and a.get("alt"):
            self.alts.append(a["alt"])

    def handle_endtag(self, tag):
        if tag in ("style", "script", "title") and self._skip:
            self._skip -= 1

    def handle_data(self, data):
        if not self._skip:
            self.visible.append(data)


def _squeeze(s):
    return re.sub(r"\s+", "", s)


def _digits_form(shown):
    return re.sub(r"[\s\-\u00a0\u2009\u202f·.]", "", shown)


def validate(m, raw, fname):
    errs = []
    msg = email.message_from_bytes(raw, policy=email.policy.default)
    texts, htmls = [], []
    for part in msg.walk():
        if part.defects:
            errs.append("defects %r" % part.defects)
        for k, v in part.items():
            if getattr(v, "defects", None):
                errs.append("header %s defects %r" % (k, v.defects))
        if part.is_multipart():
            continue
        content = part.get_content()
        ct = part.get_content_type()
        if ct == "text/plain":
            texts.append(content)
        elif ct == "text/html":
            htmls.append(content)
    subject = str(msg["subject"])
    if subject != m["subject"]:
        errs.append("subject round-trip mismatch")
    hrefs, alts, visible = [], [], []
    for hb in htmls:
        s = _Scan()
        s.feed(hb)
        s.close()
        hrefs += s.hrefs
        alts += s.alts
        visible.append("".join(s.visible))

    otp, shown = m["otp"], m["shown"]
    if otp is not None:
        df = _digits_form(shown)
        if not (df == otp or (df.endswith(otp) and re.fullmatch(r"[A-Za-z]+", df[:-len(otp)]))):
            errs.append("shown %r does not reduce to otp %r" % (shown, otp))
        hay = [subject] + texts + visible + alts
        found = any(shown in x for x in hay) or any(_squeeze(shown) in _squeeze(x) for x in visible)
        if not found:
            errs.append("code %r (shown %r) not found in decoded content" % (otp, shown))
        bodies = texts + visible
        if m["kind"] == "subject_only":
            if shown not in subject:
                errs.append("subject_only: code not in subject")
            if any(_squeeze(shown) in _squeeze(x) or otp in _squeeze(x) for x in bodies + alts):
                errs.append("subject_only: code also in body")
        if m["kind"] == "alt_text_only":
            if not any(shown in a for a in alts):
                errs.append("alt_text_only: code not in alt")
            if any(otp in _digits_form(x) for x in bodies) or otp in _digits_form(subject):
                errs.append("alt_text_only: code visible outside alt")
    if m["kind"] == "magic_link" and not m["link"]:
        errs.append("magic_link without link")
    if m["link"] is not None:
        if htmls:
            if m["link"] not in hrefs:
                errs.append("link not an href: %s" % m["link"])
        elif not any(m["link"] in t for t in texts):
            errs.append("link not in text: %s" % m["link"])
        for alt in m["link_alt"] or []:
            if alt not in hrefs and not any(alt in t for t in texts):
                errs.append("link_alt not found: %s" % alt)
    # every host and mail domain must be reserved
    allblob = "\n".join([str(v) for _, v in msg.items()] + texts + htmls)
    for host in re.findall(r"https?://([A-Za-z0-9.\-]+)", allblob):
        if not host.lower().endswith(ALLOWED_TLDS):
            errs.append("non-reserved host %s" % host)
    for dom in re.findall(r"[\w.+\-]+@([A-Za-z0-9.\-]*[A-Za-z])", allblob):
        if "." in dom and not dom.lower().endswith(ALLOWED_TLDS):
            errs.append("non-reserved mail domain %s" % dom)
    return ["%s: %s" % (fname, e) for e in errs]


def main():
    for old in os.listdir(OUT):
        if old.startswith(PREFIX + "-") and old.endswith(".eml"):
            os.remove(os.path.join(OUT, old))
    labels, errors = [], []
    for i, m in enumerate(MESSAGES, 1):
        fname = "%s-%04d.eml" % (PREFIX, i)
        msg = build(m, i)
        pol = email.policy.SMTP if m["crlf"] else email.policy.default
        raw = msg.as_bytes(policy=pol)
        with open(os.path.join(OUT, fname), "wb") as fh:
            fh.write(raw)
        errors += validate(m, raw, fname)
        rec = {"file": fname, "otp": m["otp"], "link": m["link"], "kind": m["kind"],
               "lang": m["lang"], "family": m["family"]}
        if m["link_alt"]:
            rec["link_alt"] = m["link_alt"]
        labels.append(rec)
    fams = [r["family"] for r in labels]
    if len(set(fams)) != len(fams):
        errors.append("duplicate family labels")
    with open(os.path.join(OUT, "labels.jsonl"), "w", encoding="utf-8") as fh:
        for r in labels:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    from collections import Counter
    print("messages:", len(labels))
    print("by kind:", dict(sorted(Counter(r["kind"] for r in labels).items())))
    print("by lang:", dict(sorted(Counter(r["lang"] for r in labels).items())))
    code = sum(1 for r in labels if r["otp"])
    link = sum(1 for r in labels if r["link"])
    both = sum(1 for r in labels if r["otp"] and r["link"])
    neither = sum(1 for r in labels if not r["otp"] and not r["link"])
    print("code: %d  link: %d  both: %d  neither: %d" % (code, link, both, neither))
    if errors:
        print("\nVALIDATION FAILED:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("validation passed")


# ====================================================================== DATA
# ---------------------------------------------------------------- German (de)

add("de", "new_and_old_code", "583019", None,
    "Nordhafen Bank <sicherheit@nordhafen-bank.example>",
    "Lena Hoffmann <lena.hoffmann@posteo-mail.example>",
    "Ihr neuer Bestätigungscode für das Online-Banking",
    d("2025-03-14 09:41:07", "+0100"),
    shown="583 019",
    text="""Guten Tag Frau Hoffmann,

Sie haben um 09:41 Uhr einen neuen Bestätigungscode angefordert. Bitte
verwenden Sie ab sofort ausschließlich diesen Code:

    583 019

Der zuvor um 09:37 Uhr versandte Code 271 644 ist damit ungültig und kann
nicht mehr verwendet werden.

Der neue Code ist 10 Minuten gültig. Geben Sie ihn nur im Online-Banking
ein – unsere Mitarbeiter werden Sie niemals telefonisch nach diesem Code
fragen.

Vorgang: Anmeldung auf neuem Gerät (Chrome 122, Windows)
Kundennummer: ****4471

Mit freundlichen Grüßen
Ihre Nordhafen Bank

--
Nordhafen Bank AG · Am Sandtorkai 12 · 20457 Hamburg
Vorstand: Dr. Karin Albers (Vors.), Thomas Reimers
Amtsgericht Hamburg HRB 118204 · BIC NHBKDEHHXXX
Service: 040 3344 5500 (Mo–Fr 8–20 Uhr)
""",
    html="""<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Bestätigungscode</title></head>
<body style="margin:0;background:#eef1f4;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;margin:24px 0;">
<tr><td style="background:#0b3954;padding:18px 28px;color:#fff;font-size:18px;">Nordhafen Bank</td></tr>
<tr><td style="padding:28px;color:#222;font-size:15px;line-height:22px;">
<p>Guten Tag Frau Hoffmann,</p>
<p>Sie haben um 09:41&nbsp;Uhr einen neuen Bestätigungscode angefordert. Bitte verwenden Sie ab sofort ausschließlich diesen Code:</p>
<p style="font-size:30px;letter-spacing:4px;font-weight:bold;text-align:center;margin:24px 0;">583 019</p>
<p style="background:#fff4e5;border-left:4px solid #f0a000;padding:10px 14px;font-size:13px;">
Der zuvor um 09:37&nbsp;Uhr versandte Code <s>271 644</s> ist damit ungültig und kann nicht mehr verwendet werden.</p>
<p>Der neue Code ist 10&nbsp;Minuten gültig. Unsere Mitarbeiter werden Sie niemals telefonisch nach diesem Code fragen.</p>
<table cellpadding="4" style="font-size:13px;color:#555;">
<tr><td>Vorgang:</td><td>Anmeldung auf neuem Gerät (Chrome 122, Windows)</td></tr>
<tr><td>Kundennummer:</td><td>****4471</td></tr></table>
<p>Mit freundlichen Grüßen<br>Ihre Nordhafen Bank</p></td></tr>
<tr><td style="padding:18px 28px;background:#f6f7f9;font-size:11px;color:#777;">
Nordhafen Bank AG · Am Sandtorkai 12 · 20457 Hamburg<br>
Vorstand: Dr. Karin Albers (Vors.), Thomas Reimers · Amtsgericht Hamburg HRB 118204 · BIC NHBKDEHHXXX<br>
Service: 040 3344 5500 (Mo–Fr 8–20 Uhr) · <a href="https://www.nordhafen-bank.example/sicherheit">Sicherheitshinweise</a> ·
<a href="https://www.nordhafen-bank.example/datenschutz">Datenschutz</a></td></tr>
</table></td></tr></table></body></html>
""")

add("de", "several_codes", "906235", None,
    "Taskwerk <no-reply@taskwerk.example>",
    "jonas.brenner@brenner-it.example",
    "Schritt 2 von 2: Zwei-Faktor-Authentifizierung abschließen",
    d("2025-02-03 16:05:52", "+0100"),
    shown="906 235", hcte="base64",
    html="""<html><body style="font-family:'Segoe UI',Roboto,sans-serif;color:#1d1d1f;background:#fafafa;">
<div style="max-width:520px;margin:0 auto;padding:32px;background:#fff;border:1px solid #e6e6e6;border-radius:8px;">
<img src="https://static.taskwerk.example/mail/logo-2x.png" width="120" height="28" alt="Taskwerk">
<h2 style="font-weight:600;">Fast geschafft, Jonas</h2>
<p>Sie richten die Zwei-Faktor-Authentifizierung für den Workspace <b>brenner-it</b> ein.</p>
<table cellpadding="8" cellspacing="0" style="width:100%;border-collapse:collapse;font-size:14px;">
<tr style="color:#8a8a8a;"><td>Schritt 1 von 2</td><td>E-Mail-Adresse bestätigt</td><td><s>118 402</s> (bereits verwendet)</td></tr>
<tr style="background:#eef6ff;"><td><b>Schritt 2 von 2</b></td><td>Jetzt im Browserfenster eingeben</td>
<td style="font-size:22px;font-weight:700;letter-spacing:2px;">906 235</td></tr>
</table>
<p style="font-size:14px;">Zusätzlich erhalten Sie einen Wiederherstellungsschlüssel für den Notfall. Bewahren Sie ihn sicher auf &ndash; er wird jetzt <b>nicht</b> abgefragt:</p>
<p style="font-family:Consolas,monospace;background:#f3f3f3;padding:8px;">TW-RCV 7HQK-2MPD-94XA</p>
<p style="font-size:13px;color:#666;">Der Code für Schritt 2 läuft am 03.02.2025 um 16:20 Uhr (MEZ) ab. Haben Sie diese Einrichtung nicht gestartet? Dann wenden Sie sich an Ihre Workspace-Administration oder an <a href="mailto:support@taskwerk.example">support@taskwerk.example</a>.</p>
<hr style="border:none;border-top:1px solid #eee;">
<p style="font-size:11px;color:#999;">Taskwerk GmbH · Kaiserstraße 61 · 60329 Frankfurt am Main · USt-IdNr. DE318 442 907<br>
<a href="https://taskwerk.example/legal/impressum" style="color:#999;">Impressum</a> · <a href="https://taskwerk.example/legal/privacy" style="color:#999;">Datenschutz</a></p>
</div></body></html>
""")

add("de", "prefix_code", "620481", None,
    "Funkwelle Mobil <service@mein.funkwelle.example>",
    "murat.yilmaz@freemail.example",
    "Ihr Code für MeinFunkwelle",
    d("2024-11-22 21:13:40", "+0100"),
    shown="FW-620481", tcte="8bit",
    text="""FW-620481 ist Ihr Code für die Anmeldung bei MeinFunkwelle.
Geben Sie diesen Code nicht weiter. Funkwelle fragt Sie niemals per Telefon,
SMS oder WhatsApp danach.

Anmeldung für Rufnummer: 0176 48 22 91 30
Kundennummer: 7002 1184 55
Zeitpunkt: 22.11.2024, 21:13 Uhr

Sie haben sich nicht angemeldet? Dann ändern Sie bitte Ihr Kennwort in der
App unter Konto > Sicherheit oder rufen Sie uns an: 0800 330 4400 (kostenlos).

Ihr Funkwelle-Team

Funkwelle Mobil GmbH, Rheinallee 5, 40549 Düsseldorf
Geschäftsführung: Anja Wegener, Peter Kloos | HRB 90412, AG Düsseldorf
""")

add("de", "no_code_word", "714092", None,
    "Serviceportal Musterland <noreply@serviceportal.musterland.example>",
    "Gerhard Sommer <g.sommer@t-mail.example>",
    "Registrierung Ihres Nutzerkontos – bitte bestätigen",
    d("2025-01-08 07:58:12", "+0100"),
    charset="iso-8859-1",
    text="""Sehr geehrter Herr Sommer,

vielen Dank für Ihre Registrierung im Serviceportal des Landes Musterland.

Um die Registrierung Ihres Nutzerkontos abzuschließen, geben Sie bitte auf
der Bestätigungsseite die folgende Ziffernfolge ein:

714092

Die Ziffernfolge ist 30 Minuten gültig.

Ihr Vorgang: Antrag auf Anwohnerparkausweis
Vorgangsnummer: MU-2025-0001837
Aktenzeichen: 32.3-0418/25

Bitte antworten Sie nicht auf diese automatisch erzeugte Nachricht.

Mit freundlichen Grüßen
Ihr Serviceportal Musterland

Landesamt für Digitale Verwaltung
Postfach 11 04 52, 99012 Musterstadt
Telefon: 0361 573 114 400
""",
    html="""<html><body style="font-family:Verdana,sans-serif;font-size:13px;color:#000;">
<p>Sehr geehrter Herr Sommer,</p>
<p>vielen Dank für Ihre Registrierung im Serviceportal des Landes Musterland.</p>
<p>Um die Registrierung Ihres Nutzerkontos abzuschließen, geben Sie bitte auf der Bestätigungsseite die folgende Ziffernfolge ein:</p>
<div style="margin:18px 0;">""" + spans("714092", "display:inline-block;width:28px;height:36px;line-height:36px;margin-right:4px;border:1px solid #555;text-align:center;font-size:20px;font-weight:bold;") + """</div>
<p>Die Ziffernfolge ist 30 Minuten gültig.</p>
<table border="0" cellpadding="3" style="font-size:12px;">
<tr><td>Ihr Vorgang:</td><td>Antrag auf Anwohnerparkausweis</td></tr>
<tr><td>Vorgangsnummer:</td><td>MU-2025-0001837</td></tr>
<tr><td>Aktenzeichen:</td><td>32.3-0418/25</td></tr></table>
<p>Bitte antworten Sie nicht auf diese automatisch erzeugte Nachricht.</p>
<p>Mit freundlichen Grüßen<br>Ihr Serviceportal Musterland</p>
<p style="font-size:11px;color:#555;">Landesamt für Digitale Verwaltung · Postfach 11 04 52, 99012 Musterstadt · Telefon: 0361 573 114 400<br>
<a href="https://serviceportal.musterland.example/barrierefreiheit">Barrierefreiheit</a> | <a href="https://serviceportal.musterland.example/impressum">Impressum</a></p>
</body></html>
""")

add("de", "phone_and_dates", "3958", None,
    "Stadtflitzer <hallo@stadtflitzer.example>",
    "nele.k@webpost.example",
    "Deine Handynummer bestätigen",
    d("2025-03-12 14:15:03", "+0100"),
    tcte="8bit", hcte="quoted-printable",
    text="""Hi Nele,

du hast in der Stadtflitzer-App eine neue Handynummer hinterlegt:
+49 151 2384 6620

Gib zum Bestätigen diesen Code in der App ein: 3958
(gültig bis 14:25 Uhr)

Deine nächste Buchung
  Datum:     12.03.2025, 18:30 – 21:00 Uhr
  Fahrzeug:  VW ID.3, B-SF 4127
  Standort:  Warschauer Str. 33, 10243 Berlin
  Preis:     0,29 €/min, max. 39,00 €
  Kaution:   50,00 € (wird nach der Fahrt freigegeben)

Fragen? Ruf uns an unter 030 2201 7788 – rund um die Uhr.

Gute Fahrt!
Dein Stadtflitzer-Team

Stadtflitzer GmbH · Schlesische Str. 28 · 10997 Berlin · HRB 201447 B
""",
    html="""<html><body style="background:#f2fbf6;font-family:Helvetica,Arial,sans-serif;">
<table align="center" width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;">
<tr><td style="padding:24px 28px;">
<p style="font-size:20px;font-weight:bold;color:#0a7d4b;margin:0 0 12px;">Hi Nele,</p>
<p>du hast in der Stadtflitzer-App eine neue Handynummer hinterlegt:<br><b>+49 151 2384 6620</b></p>
<p>Gib zum Bestätigen diesen Code in der App ein:</p>
<p style="font-size:34px;font-weight:800;letter-spacing:8px;color:#0a7d4b;margin:8px 0;">3958</p>
<p style="font-size:12px;color:#888;margin-top:0;">gültig bis 14:25 Uhr</p>
<h3 style="font-size:15px;margin-top:22px;">Deine nächste Buchung</h3>
<table cellpadding="3" style="font-size:13px;">
<tr><td>Datum</td><td>12.03.2025, 18:30 – 21:00 Uhr</td></tr>
<tr><td>Fahrzeug</td><td>VW ID.3, B-SF 4127</td></tr>
<tr><td>Standort</td><td>Warschauer Str. 33, 10243 Berlin</td></tr>
<tr><td>Preis</td><td>0,29 €/min, max. 39,00 €</td></tr>
<tr><td>Kaution</td><td>50,00 € (wird nach der Fahrt freigegeben)</td></tr></table>
<p style="font-size:13px;">Fragen? Ruf uns an unter <a href="tel:+493022017788">030 2201 7788</a> – rund um die Uhr.</p>
</td></tr>
<tr><td style="padding:12px 28px;font-size:11px;color:#999;">Stadtflitzer GmbH · Schlesische Str. 28 · 10997 Berlin · HRB 201447 B ·
<a href="https://stadtflitzer.example/agb" style="color:#999;">AGB</a></td></tr>
</table></body></html>
""")

add("de", "lowercase_alnum", "k7qm2x9p",
    "https://login.codeharbor.example/magic/verify?token=mlt_5f0c2e7a9d1b4c8e93a6f2d07b8e4c1a&email=s.krause%40devmail.example&next=%2Fdashboard",
    "Codeharbor <login@codeharbor.example>",
    "s.krause@devmail.example",
    "Anmelden bei Codeharbor",
    d("2025-04-02 10:22:31", "+0200"),
    tcte="7bit", hcte="quoted-printable",
    headers=[("X-Entity-Ref-ID", "a8d2f0c4-31b7-4f2e-9c55-0e7d1a6b9f24")],
    text="""Hallo skrause91,

jemand (hoffentlich du) moechte sich bei Codeharbor anmelden.

Dein Anmeldecode: k7qm2x9p

Oder melde dich direkt mit diesem Link an (15 Minuten gueltig):
https://login.codeharbor.example/magic/verify?token=mlt_5f0c2e7a9d1b4c8e93a6f2d07b8e4c1a&email=s.krause%40devmail.example&next=%2Fdashboard

Anfrage von: Firefox 124 auf Linux, 185.22.xx.xx (Leipzig, DE)

Wenn du das nicht warst, kannst du diese E-Mail ignorieren.

-- 
Codeharbor Inc. - 2261 Market Street #4410 - San Francisco, CA 94114
""",
    html="""<!doctype html>
<html><body style="margin:0;padding:40px 0;background:#0d1117;">
<div style="max-width:480px;margin:auto;background:#161b22;border:1px solid #30363d;border-radius:6px;padding:32px;color:#c9d1d9;font-family:-apple-system,BlinkMacSystemFont,sans-serif;">
<p>Hallo <b>skrause91</b>,</p>
<p>jemand (hoffentlich du) möchte sich bei Codeharbor anmelden.</p>
<p style="margin:0;color:#8b949e;font-size:13px;">Dein Anmeldecode</p>
<p style="font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:28px;letter-spacing:3px;color:#f0f6fc;margin:4px 0 24px;">k7qm2x9p</p>
<p><a href="https://login.codeharbor.example/magic/verify?token=mlt_5f0c2e7a9d1b4c8e93a6f2d07b8e4c1a&amp;email=s.krause%40devmail.example&amp;next=%2Fdashboard"
 style="display:inline-block;background:#238636;color:#fff;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:600;">Direkt anmelden</a></p>
<p style="font-size:12px;color:#8b949e;">Link und Code sind 15 Minuten gültig. Anfrage von: Firefox 124 auf Linux, 185.22.xx.xx (Leipzig, DE)</p>
<p style="font-size:12px;color:#8b949e;">Wenn du das nicht warst, kannst du diese E-Mail ignorieren.</p>
<p style="font-size:11px;color:#6e7681;border-top:1px solid #30363d;padding-top:12px;">Codeharbor Inc. · 2261 Market Street #4410 · San Francisco, CA 94114 ·
<a href="https://docs.codeharbor.example/auth" style="color:#58a6ff;">Hilfe</a></p>
</div></body></html>
""")

add("de", "decoy_codes", "4826", None,
    "Gartenliebe Versand <kundenkonto@gartenliebe.example>",
    "Birgit Lange <birgit.lange@mailbox.example>",
    "Ihr Anmeldecode – und 15 % auf Frühlingsblüher",
    d("2025-03-20 08:03:44", "+0100"),
    hcte="8bit",
    html="""<html><head><style>.btn{background:#4c7a34;color:#fff;padding:10px 16px;text-decoration:none;}</style></head>
<body style="font-family:Georgia,serif;background:#fbf8f1;color:#2f2a22;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:20px;text-align:center;"><img src="https://img.gartenliebe.example/logo.png" alt="Gartenliebe" width="180"></td></tr>
<tr><td style="padding:0 32px 24px;">
<p>Liebe Frau Lange,</p>
<p>Sie möchten sich in Ihrem Kundenkonto anmelden. Ihr Anmeldecode lautet:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px;">4826</p>
<p style="font-size:13px;">Der Code gilt 20 Minuten. Ihre letzte Bestellung Nr. 30018842 vom 02.03.2025 (3 Artikel, 47,85 €) finden Sie danach unter „Meine Bestellungen“.</p>
</td></tr>
<tr><td style="background:#eef4e6;padding:24px 32px;">
<p style="font-size:18px;margin:0 0 8px;">Frühlingserwachen im Beet 🌷</p>
<p>Mit dem Gutscheincode <b style="border:1px dashed #4c7a34;padding:2px 6px;">FRUEHLING15</b> sparen Sie 15 % auf alle Blumenzwiebeln und Stauden – gültig bis 31.03.2025, Mindestbestellwert 30 €.</p>
<p><a class="btn" href="https://www.gartenliebe.example/fruehling?utm_source=newsletter&amp;utm_campaign=fr25">Jetzt entdecken</a></p>
</td></tr>
<tr><td style="padding:16px 32px;font-size:11px;color:#7a7468;">
Gartenliebe Versand GmbH · Lindenweg 4 · 49401 Damme · Tel. 05491 99 62 0 · HRB 150338, AG Oldenburg<br>
<a href="https://www.gartenliebe.example/abmelden?u=bl_7712">Newsletter abbestellen</a> · <a href="https://www.gartenliebe.example/datenschutz">Datenschutz</a></td></tr>
</table></body></html>
""")

add("de", "username_digits", "250873", None,
    "Aquaristik-Treff <forum@aquaristik-treff.example>",
    "fischfreund_1987 <t.becker1987@kabelpost.example>",
    "Änderung deiner E-Mail-Adresse bestätigen",
    d("2024-12-29 23:47:18", "+0100"),
    shown="250 873",
    text="""Hallo fischfreund_1987,

du hast im Aquaristik-Treff beantragt, die E-Mail-Adresse deines Kontos
zu ändern:

  alt: t.becker@kabelpost.example
  neu: t.becker1987@kabelpost.example

Bitte gib zur Bestätigung im Kontrollzentrum unter „Profil > E-Mail“
folgenden Bestätigungscode ein:

  250 873

Der Code verfällt nach 24 Stunden. Solange bleibt deine alte Adresse aktiv.

Kleine Statistik am Rande: Du bist seit 14.06.2011 Mitglied, hast 4.312
Beiträge geschrieben und 38 Aquarien-Tagebücher angelegt. Danke dafür!

Viele Grüße
Das Team vom Aquaristik-Treff

--
Aquaristik-Treff e.V. · Vereinsregister VR 3318, AG Bremen
Am Deich 7 · 28199 Bremen
Diese E-Mail wurde automatisch versendet. Antworten werden nicht gelesen.
""")

add("de", "newsletter_numbers", None, None,
    "Funkwelle Mobil Rechnung <rechnung@funkwelle.example>",
    "Katrin Albrecht <k.albrecht@heimnetz.example>",
    "Ihre Funkwelle-Rechnung März 2025 ist da",
    d("2025-03-04 05:12:09", "+0100"),
    tcte="base64", hcte="base64",
    text="""Guten Tag Frau Albrecht,

Ihre Rechnung für März 2025 steht in MeinFunkwelle bereit.

Rechnungsnummer:    RE 2025 0311 7730 42
Kundennummer:       7002 0931 18
Rechnungsdatum:     04.03.2025
Abrechnungszeitraum: 01.02.2025 – 28.02.2025

Mobilfunk 0157 3318 4402 (Tarif Flex L, 25 GB)     19,99 €
Zusatzpaket EU-Roaming                               4,99 €
Verbindungen außerhalb des Tarifs (3 Min.)           0,87 €
Summe netto                                         21,85 €
USt. 19 %                                            4,15 €
Rechnungsbetrag                                     26,00 €

Der Betrag wird am 11.03.2025 per SEPA-Lastschrift von Ihrem Konto
DE89 **** **** **** **13 00 abgebucht.
Gläubiger-ID: DE98ZZZ09999999999, Mandatsreferenz: FWM-7002093118-01

Ihr Funkwelle-Team

Funkwelle Mobil GmbH, Rheinallee 5, 40549 Düsseldorf
Hotline 0800 330 4400 · HRB 90412, AG Düsseldorf
""",
    html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#333;">
<table width="600" cellpadding="0" cellspacing="0" align="center">
<tr><td style="background:#e2001a;color:#fff;padding:16px 24px;font-size:20px;">Funkwelle</td></tr>
<tr><td style="padding:24px;">
<p>Guten Tag Frau Albrecht,</p>
<p>Ihre Rechnung für <b>März 2025</b> steht in MeinFunkwelle bereit.</p>
<table width="100%" cellpadding="5" cellspacing="0" style="border:1px solid #ddd;font-size:13px;">
<tr><td>Rechnungsnummer</td><td align="right">RE 2025 0311 7730 42</td></tr>
<tr><td>Kundennummer</td><td align="right">7002 0931 18</td></tr>
<tr><td>Rechnungsdatum</td><td align="right">04.03.2025</td></tr>
<tr><td>Abrechnungszeitraum</td><td align="right">01.02.2025 – 28.02.2025</td></tr>
<tr style="background:#f5f5f5;"><td>Mobilfunk 0157 3318 4402 (Flex L, 25 GB)</td><td align="right">19,99 €</td></tr>
<tr style="background:#f5f5f5;"><td>Zusatzpaket EU-Roaming</td><td align="right">4,99 €</td></tr>
<tr style="background:#f5f5f5;"><td>Verbindungen außerhalb des Tarifs (3 Min.)</td><td align="right">0,87 €</td></tr>
<tr><td>USt. 19 %</td><td align="right">4,15 €</td></tr>
<tr><td><b>Rechnungsbetrag</b></td><td align="right"><b>26,00 €</b></td></tr>
</table>
<p style="font-size:13px;">Abbuchung am 11.03.2025 per SEPA-Lastschrift von DE89 **** **** **** **13 00.<br>
Gläubiger-ID DE98ZZZ09999999999 · Mandatsreferenz FWM-7002093118-01</p>
<p><a href="https://mein.funkwelle.example/rechnungen/RE20250311773042" style="background:#e2001a;color:#fff;padding:10px 18px;text-decoration:none;">Rechnung als PDF ansehen</a></p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#888;">Funkwelle Mobil GmbH · Rheinallee 5 · 40549 Düsseldorf · Hotline 0800 330 4400<br>
<a href="https://www.funkwelle.example/datenschutz">Datenschutz</a> · <a href="https://www.funkwelle.example/impressum">Impressum</a></td></tr>
</table>
<img src="https://mail.funkwelle.example/o/7f2c91ab/open.gif" width="1" height="1" alt="">
</body></html>
""")

add("de", "newsletter_numbers", None, None,
    "Paketblitz <benachrichtigung@paketblitz.example>",
    "o.schulze@hausmail.example",
    "Ihr Paket kommt am Donnerstag, 10:15 – 12:15 Uhr",
    d("2025-02-26 06:31:55", "+0100"),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""Guten Morgen,

Ihr Paket von Technikwelt24 ist unterwegs und kommt voraussichtlich

    Donnerstag, 27.02.2025, zwischen 10:15 und 12:15 Uhr

Sendungsnummer: 00340434161094022115
Absender: Technikwelt24, Auftrag 118-4471902-5530
Empfänger: Oliver Schulze, Gneisenaustr. 41, 10961 Berlin
Gewicht: 2,4 kg · Paketgröße M

Nicht zu Hause? Ändern Sie die Zustellung bis 26.02.2025, 23:59 Uhr:
Ablageort, Nachbar oder Paketshop (z. B. Kiosk am Südstern, Körtestr. 2).

Sendung verfolgen: https://paketblitz.example/track?nr=00340434161094022115

Paketblitz Deutschland GmbH · Zustellbasis 109 · Hotline 0180 6 441 900
(20 Ct./Anruf aus dem dt. Festnetz, max. 60 Ct./Anruf aus dem Mobilfunk)
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#fff8e1;">
<div style="max-width:560px;margin:0 auto;background:#fff;">
<div style="background:#ffcc00;padding:14px 20px;font-weight:bold;">⚡ Paketblitz</div>
<div style="padding:20px;">
<p>Guten Morgen,</p>
<p>Ihr Paket von <b>Technikwelt24</b> ist unterwegs und kommt voraussichtlich</p>
<p style="font-size:20px;font-weight:bold;">Donnerstag, 27.02.2025<br>10:15 – 12:15 Uhr</p>
<table cellpadding="4" style="font-size:13px;">
<tr><td>Sendungsnummer</td><td>00340434161094022115</td></tr>
<tr><td>Absender</td><td>Technikwelt24, Auftrag 118-4471902-5530</td></tr>
<tr><td>Empfänger</td><td>Oliver Schulze, Gneisenaustr. 41, 10961 Berlin</td></tr>
<tr><td>Gewicht</td><td>2,4 kg · Paketgröße M</td></tr></table>
<p style="font-size:13px;">Nicht zu Hause? Ändern Sie die Zustellung bis 26.02.2025, 23:59 Uhr.</p>
<p><a href="https://paketblitz.example/track?nr=00340434161094022115&amp;src=mail" style="background:#d40511;color:#fff;padding:10px 16px;text-decoration:none;">Sendung verfolgen</a>
&nbsp;<a href="https://paketblitz.example/umleiten?nr=00340434161094022115" style="color:#d40511;">Zustellung ändern</a></p>
</div>
<div style="padding:12px 20px;font-size:11px;color:#777;">Paketblitz Deutschland GmbH · Zustellbasis 109 · Hotline 0180 6 441 900 (20 Ct./Anruf)</div>
</div></body></html>
""")

add("de", "booking_ref", None, None,
    "Bahnland Fernverkehr <buchung@bahnland.example>",
    "Sabine Wolf <sabine.wolf@arbeit-mail.example>",
    "Ihre Buchungsbestätigung (Auftrag 784221190553)",
    d("2025-04-11 19:02:27", "+0200"),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""Buchungsbestätigung

Guten Tag Frau Wolf,
vielen Dank für Ihre Buchung. Ihr Ticket finden Sie im Anhang und in der App.

Auftragsnummer:   784221190553
Buchungscode:     KXM7TQ
Reisender:        Sabine Wolf, BahnCard 25 (2. Kl.), Nr. 7081 4110 0394 2271

Hinfahrt  Mi, 23.04.2025
  Köln Hbf        ab 07:43   ICE 1007   Gleis 5
  München Hbf     an 12:18
  Wagen 7, Platz 64 (Großraum, Tisch)

Rückfahrt Fr, 25.04.2025
  München Hbf     ab 16:14   ICE 1016   Gleis 19
  Köln Hbf        an 20:52
  Wagen 12, Platz 31 (Fenster)

Flexpreis 2 x 89,90 €, Sitzplatzreservierung 2 x 4,90 €
Gesamtpreis: 189,60 € (inkl. 7 % MwSt: 12,40 €)
Bezahlt mit Visa ****4023 am 11.04.2025

Bahnland Fernverkehr AG · Europaplatz 1 · 10557 Berlin
Service-Nummer 030 2970 2970
""",
    html="""<html><body style="font-family:Helvetica,Arial,sans-serif;font-size:14px;color:#282d37;">
<table width="620" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:16px 0;border-bottom:3px solid #ec0016;font-size:22px;font-weight:bold;">Buchungsbestätigung</td></tr>
<tr><td style="padding:16px 0;">Guten Tag Frau Wolf,<br>vielen Dank für Ihre Buchung. Ihr Ticket finden Sie im Anhang und in der App.</td></tr>
<tr><td><table cellpadding="5" cellspacing="0" style="background:#f0f3f5;width:100%;">
<tr><td>Auftragsnummer</td><td><b>784221190553</b></td></tr>
<tr><td>Buchungscode</td><td><b>KXM7TQ</b></td></tr>
<tr><td>Reisender</td><td>Sabine Wolf, BahnCard 25 (2. Kl.), Nr. 7081 4110 0394 2271</td></tr></table></td></tr>
<tr><td style="padding-top:14px;"><table cellpadding="4" cellspacing="0" style="width:100%;">
<tr><th align="left" colspan="4">Hinfahrt Mi, 23.04.2025</th></tr>
<tr><td>Köln Hbf</td><td>ab 07:43</td><td>ICE 1007</td><td>Gleis 5</td></tr>
<tr><td>München Hbf</td><td>an 12:18</td><td colspan="2">Wagen 7, Platz 64</td></tr>
<tr><th align="left" colspan="4">Rückfahrt Fr, 25.04.2025</th></tr>
<tr><td>München Hbf</td><td>ab 16:14</td><td>ICE 1016</td><td>Gleis 19</td></tr>
<tr><td>Köln Hbf</td><td>an 20:52</td><td colspan="2">Wagen 12, Platz 31</td></tr></table></td></tr>
<tr><td style="padding-top:14px;">Gesamtpreis: <b>189,60 €</b> (inkl. 7 % MwSt: 12,40 €)<br>Bezahlt mit Visa ****4023 am 11.04.2025</td></tr>
<tr><td style="padding-top:14px;"><a href="https://www.bahnland.example/meine-reisen?auftrag=784221190553">Reise in „Meine Reisen“ ansehen</a></td></tr>
<tr><td style="padding:20px 0;font-size:11px;color:#646973;">Bahnland Fernverkehr AG · Europaplatz 1 · 10557 Berlin · Service-Nummer 030 2970 2970</td></tr>
</table></body></html>
""")

add("de", "magic_link", None,
    "https://t.wolkenfach.example/c/eJxVjkEOgyAQRc_iWheAFD3A0gPJ8wI4oI3cZlNpjKu_aL1nUjsi_Ur8OfnR-W5mS9m_Jz0?u=https%3A%2F%2Fkonto.wolkenfach.example%2Fpasswort%2Fneu%3Ft%3Dpr_8c41e2f09a7d4b55b36e17c0fa92d3e8",
    "Wolkenfach <konto@wolkenfach.example>",
    "Frank Neumann <frank.neumann@famneumann.example>",
    "Passwort zurücksetzen",
    d("2025-01-27 12:48:10", "+0100"),
    link_alt=["https://konto.wolkenfach.example/passwort/neu?t=pr_8c41e2f09a7d4b55b36e17c0fa92d3e8"],
    tcte="quoted-printable", hcte="quoted-printable",
    text="""Hallo Frank,

wir haben eine Anfrage erhalten, das Passwort für dein Wolkenfach-Konto
(frank.neumann@famneumann.example) zurückzusetzen.

Neues Passwort festlegen:
https://konto.wolkenfach.example/passwort/neu?t=pr_8c41e2f09a7d4b55b36e17c0fa92d3e8

Der Link ist 60 Minuten gültig und kann nur einmal verwendet werden.

Du hast das nicht angefordert? Dann ignoriere diese E-Mail einfach – dein
Passwort bleibt unverändert. Dein Speicherplatz: 38,2 GB von 200 GB belegt.

Wolkenfach GmbH · Speicherstraße 3 · 01067 Dresden
Hilfe: https://hilfe.wolkenfach.example
""",
    html="""<html><body style="margin:0;background:#f4f6fb;font-family:Inter,Arial,sans-serif;color:#1f2540;">
<table role="presentation" width="100%"><tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="520" style="background:#fff;border-radius:10px;padding:32px;">
<tr><td><img src="https://cdn.wolkenfach.example/mail/wolke.png" alt="Wolkenfach" width="140"></td></tr>
<tr><td style="padding-top:20px;font-size:15px;line-height:23px;">
<p>Hallo Frank,</p>
<p>wir haben eine Anfrage erhalten, das Passwort für dein Wolkenfach-Konto (frank.neumann@famneumann.example) zurückzusetzen.</p>
<p style="text-align:center;margin:28px 0;"><a href="https://t.wolkenfach.example/c/eJxVjkEOgyAQRc_iWheAFD3A0gPJ8wI4oI3cZlNpjKu_aL1nUjsi_Ur8OfnR-W5mS9m_Jz0?u=https%3A%2F%2Fkonto.wolkenfach.example%2Fpasswort%2Fneu%3Ft%3Dpr_8c41e2f09a7d4b55b36e17c0fa92d3e8"
 style="background:#3d5afe;color:#fff;padding:12px 26px;border-radius:6px;text-decoration:none;font-weight:600;">Neues Passwort festlegen</a></p>
<p style="font-size:13px;color:#5b6280;">Funktioniert der Button nicht? Kopiere diesen Link in deinen Browser:<br>
<span style="word-break:break-all;">https://konto.wolkenfach.example/passwort/neu?t=pr_8c41e2f09a7d4b55b36e17c0fa92d3e8</span></p>
<p style="font-size:13px;color:#5b6280;">Der Link ist 60 Minuten gültig. Du hast das nicht angefordert? Dann ignoriere diese E-Mail – dein Passwort bleibt unverändert.</p>
</td></tr>
<tr><td style="border-top:1px solid #eceef5;padding-top:14px;font-size:11px;color:#9aa0b8;">
Wolkenfach GmbH · Speicherstraße 3 · 01067 Dresden ·
<a href="https://t.wolkenfach.example/c/eJxLz0ksSc3Lz0ksSc0rAQAs7AXU?u=https%3A%2F%2Fhilfe.wolkenfach.example" style="color:#9aa0b8;">Hilfe</a> ·
<a href="https://wolkenfach.example/datenschutz" style="color:#9aa0b8;">Datenschutz</a></td></tr>
</table></td></tr></table>
<img src="https://t.wolkenfach.example/o/eJxVjkEOgyAQRc.gif" width="1" height="1" alt="" style="display:none;">
</body></html>
""")

add("de", "decoy_codes", None, None,
    "Konferenzo im Auftrag von Claudia Richter <einladung@konferenzo.example>",
    "team-vertrieb@hansemoebel.example",
    "Einladung: Quartalsplanung Q2 – Di, 08.04.2025 10:00–11:30 (MESZ)",
    d("2025-04-01 15:20:44", "+0200"),
    tcte="8bit", crlf=True,
    text="""Claudia Richter lädt Sie zu einem geplanten Konferenzo-Meeting ein.

Thema: Quartalsplanung Q2
Zeit: 08.04.2025 10:00 Amsterdam, Berlin, Rom (MESZ), Dauer 1 h 30 min

Konferenzo-Meeting beitreten
https://hansemoebel.konferenzo.example/j/84211903375?pwd=Rk9xb2ZqVXh0c1ZzQkJHd3N0ZUtQUT09

Meeting-ID: 842 1190 3375
Kenncode: 551902

Schnelleinwahl mobil
+4969380798830,,84211903375#,,,,*551902# Deutschland
+4930566795800,,84211903375#,,,,*551902# Deutschland

Einwahl nach aktuellem Standort
        +49 69 3807 9883 Deutschland
        +49 30 5679 5800 Deutschland
Meeting-ID: 842 1190 3375
Kenncode: 551902

Agenda
1. Umsatz Q1 (Ist: 1,84 Mio. €, Plan: 1,75 Mio. €)
2. Messe Köln 19.–23.05.2025, Stand B-114
3. Budget Q2

Bei Fragen: Claudia Richter, Vertriebsleitung, Durchwahl -214
HanseMöbel GmbH, Speicherstadt 9, 20457 Hamburg
""")

# ---------------------------------------------------------------- French (fr)

add("fr", "new_and_old_code", "628147", None,
    "Mutuelle Horizon Santé <ne-pas-repondre@horizon-sante.example>",
    "Mme Isabelle Garnier <isabelle.garnier@orangemail.example>",
    "Nouveau code de vérification pour votre espace adhérent",
    d("2025-02-18 11:06:39", "+0100"),
    shown="628 147",
    text="""Madame Garnier,

Vous avez demandé l'envoi d'un nouveau code pour accéder à votre espace
adhérent.

Votre nouveau code de vérification : 628 147

Attention : le code envoyé précédemment (390 225) n'est plus valable.
Seul le code ci-dessus fonctionne, pendant 15 minutes.

Rappel de votre contrat
  N° d'adhérent : 0047 882 193
  Formule : Équilibre Famille – 3 bénéficiaires
  Cotisation mensuelle : 142,60 €

Vos remboursements du 12/02/2025 (consultation, 30,00 €, remboursé 9,00 €)
sont disponibles dans l'espace « Mes remboursements ».

Cordialement,
Le service adhérents

Mutuelle Horizon Santé – mutuelle soumise au livre II du Code de la mutualité
SIREN 775 662 410 – 18 rue de la République, 69002 Lyon
Tél. 04 72 41 88 00 (appel non surtaxé, du lundi au vendredi de 8h30 à 18h)
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#f1f7f9;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;margin:20px 0;">
<tr><td style="padding:20px 30px;border-bottom:4px solid #00a6a6;"><img src="https://www.horizon-sante.example/img/logo-mail.png" alt="Mutuelle Horizon Santé" width="170"></td></tr>
<tr><td style="padding:26px 30px;font-size:14px;color:#333;line-height:21px;">
<p>Madame Garnier,</p>
<p>Vous avez demandé l'envoi d'un nouveau code pour accéder à votre espace adhérent.</p>
<table cellpadding="0" cellspacing="0" align="center" style="margin:20px auto;"><tr>
<td style="background:#e0f5f5;padding:14px 30px;font-size:28px;font-weight:bold;letter-spacing:5px;color:#006b6b;">628 147</td></tr></table>
<p style="color:#a33;font-size:13px;">Attention : le code envoyé précédemment (390 225) n'est plus valable. Seul le code ci-dessus fonctionne, pendant 15&nbsp;minutes.</p>
<p style="font-size:13px;">N° d'adhérent : 0047 882 193 · Formule Équilibre Famille · Cotisation : 142,60&nbsp;€/mois</p>
<p>Cordialement,<br>Le service adhérents</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#f7f7f7;font-size:11px;color:#888;">
Mutuelle Horizon Santé – SIREN 775 662 410 – 18 rue de la République, 69002 Lyon – Tél. 04 72 41 88 00<br>
<a href="https://www.horizon-sante.example/mentions-legales">Mentions légales</a> – <a href="https://www.horizon-sante.example/donnees-personnelles">Données personnelles</a></td></tr>
</table></td></tr></table></body></html>
""")

add("fr", "several_codes", "417092", None,
    "Coinvalle <securite@coinvalle.example>",
    "hugo.lemaire@protonmail.example",
    "[Coinvalle] Confirmez votre demande de retrait",
    d("2025-03-09 22:31:05", "+0100"),
    shown="417 092", hcte="base64",
    headers=[("X-Priority", "1")],
    html="""<html><body style="background:#0f1420;font-family:Arial,sans-serif;color:#e6e9f0;">
<div style="max-width:560px;margin:0 auto;padding:28px;background:#171e2e;">
<p style="font-size:22px;font-weight:bold;color:#f7b500;">Coinvalle</p>
<p>Bonjour,</p>
<p>Nous avons reçu une demande de retrait depuis votre compte. Pour la valider, deux vérifications sont nécessaires :</p>
<table width="100%" cellpadding="10" cellspacing="0" style="border:1px solid #2d3850;font-size:14px;">
<tr><td style="border-bottom:1px solid #2d3850;"><b>1. Code de confirmation e-mail</b><br>
<span style="font-size:12px;color:#9aa3b8;">À saisir maintenant dans la fenêtre « Vérification e-mail »</span></td>
<td style="border-bottom:1px solid #2d3850;font-size:24px;font-weight:bold;color:#f7b500;white-space:nowrap;">417 092</td></tr>
<tr><td colspan="2"><b>2. Code Google Authenticator</b><br>
<span style="font-size:12px;color:#9aa3b8;">Il vous sera demandé à l'étape suivante, depuis votre application (6 chiffres).</span></td></tr>
</table>
<h4 style="margin-top:22px;">Détails du retrait</h4>
<table cellpadding="4" style="font-size:13px;color:#c2c8d6;">
<tr><td>Montant</td><td>0,0412 BTC (≈ 2 486,30 €)</td></tr>
<tr><td>Frais réseau</td><td>0,00008 BTC</td></tr>
<tr><td>Adresse</td><td>bc1q8w3k0f4y7xq2m9l5d6r0t3e8n4j2h6s9p0a1</td></tr>
<tr><td>ID de la demande</td><td>WD-2025030988213</td></tr>
<tr><td>Date</td><td>09/03/2025 22:30:51 (UTC+1)</td></tr>
<tr><td>IP</td><td>91.168.xx.xx – Nantes, France</td></tr></table>
<p style="font-size:13px;">Ce code expire dans 30 minutes. Si vous n'êtes pas à l'origine de cette demande, <a href="https://www.coinvalle.example/account/freeze?ref=WD-2025030988213" style="color:#f7b500;">gelez votre compte immédiatement</a>.</p>
<p style="font-size:11px;color:#6f7892;">Coinvalle SAS – PSAN enregistré auprès de l'AMF sous le n° E2023-091 – 42 avenue de l'Opéra, 75002 Paris.
Les crypto-actifs sont volatils ; vous pouvez perdre tout ou partie de votre capital.</p>
</div></body></html>
""")

add("fr", "no_code_word", "508316", None,
    "ENT Université de Lorvenne <dsi-ne-pas-repondre@univ-lorvenne.example>",
    "Camille Perrin <camille.perrin@etu.univ-lorvenne.example>",
    "Activation de votre compte numérique",
    d("2024-09-02 08:15:00", "+0200"),
    shown="508 316", tcte="8bit",
    text="""Bonjour Camille Perrin,

Bienvenue à l'Université de Lorvenne !

Votre compte numérique (ENT, messagerie, Moodle, Wi-Fi eduroam) a été créé.
Pour terminer l'activation, saisissez 508 316 sur la page d'activation,
puis choisissez votre mot de passe.

Vos informations
  Identifiant : cperrin7
  N° étudiant : 21904487
  INE : 0A1B2C3D4E5
  Inscription : Licence 1 Sciences de la vie – groupe TD 4

Cette étape doit être effectuée avant le 16/09/2024. Passé ce délai,
présentez-vous au guichet numérique (bâtiment B, salle B012, du lundi au
vendredi de 9h à 12h et de 13h30 à 16h30).

La DSI de l'Université de Lorvenne
2 place de l'Université – 35042 Lorvenne Cedex – 02 99 14 60 00
""")

add("fr", "phone_and_dates", "7319", None,
    "Ondéa Mobile <service-client@ondea.example>",
    "Yasmine Benali <yasmine.benali@laposte-mail.example>",
    "Confirmation de votre portabilité – code 7319",
    d("2025-04-14 17:44:21", "+0200"),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""Bonjour Yasmine,

Pour confirmer la portabilité de votre numéro chez Ondéa, saisissez le code
de confirmation 7319 dans votre espace client.

Récapitulatif
  Numéro porté : 06 12 48 93 07
  RIO : 01 P 8C3 K7Q 9TZ
  Date de portabilité prévue : 18/04/2025 (coupure possible entre 9h et 12h)
  Forfait : Ondéa 100 Go – 12,99 €/mois pendant 12 mois, puis 19,99 €/mois
  Carte SIM n° 8933 0104 2287 1145 902 – livraison en Point Relais

Une question ? Appelez le 3970 (service gratuit + prix d'un appel) depuis
un fixe ou le 06 44 00 39 70 depuis l'étranger.

L'équipe Ondéa
Ondéa SAS – 8 quai de Dion-Bouton, 92800 Puteaux – RCS Nanterre 812 004 771
""",
    html="""<html><body style="font-family:Helvetica,Arial,sans-serif;color:#222;">
<table width="560" align="center" cellpadding="0" cellspacing="0">
<tr><td style="background:#6b2fbf;color:#fff;padding:18px 24px;font-size:20px;">ondéa</td></tr>
<tr><td style="padding:22px 24px;font-size:14px;">
<p>Bonjour Yasmine,</p>
<p>Pour confirmer la portabilité de votre numéro chez Ondéa, saisissez le code de confirmation suivant dans votre espace client :</p>
<p style="font-size:30px;font-weight:bold;color:#6b2fbf;letter-spacing:6px;">7319</p>
<table cellpadding="4" cellspacing="0" style="font-size:13px;border-top:1px solid #ddd;width:100%;">
<tr><td>Numéro porté</td><td>06 12 48 93 07</td></tr>
<tr><td>RIO</td><td>01 P 8C3 K7Q 9TZ</td></tr>
<tr><td>Date de portabilité prévue</td><td>18/04/2025 (coupure possible entre 9h et 12h)</td></tr>
<tr><td>Forfait</td><td>Ondéa 100 Go – 12,99 €/mois pendant 12 mois, puis 19,99 €/mois</td></tr>
<tr><td>Carte SIM</td><td>8933 0104 2287 1145 902</td></tr></table>
<p style="font-size:13px;">Une question ? Appelez le <b>3970</b> (service gratuit + prix d'un appel) ou le 06 44 00 39 70 depuis l'étranger.</p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#999;">Ondéa SAS – 8 quai de Dion-Bouton, 92800 Puteaux – RCS Nanterre 812 004 771 ·
<a href="https://www.ondea.example/cgv">CGV</a></td></tr></table></body></html>
""")

add("fr", "reset_in_code_mail", "860455", None,
    "Pixora <security@mail.pixora.example>",
    "manon.robert@gmail-like.example",
    "860455 est votre code de connexion Pixora",
    d("2025-01-19 02:13:58", "+0100"),
    tcte="quoted-printable", hcte="quoted-printable",
    headers=[("List-Unsubscribe", "<https://mail.pixora.example/unsub?u=mr_55a1&t=sec>")],
    text="""Bonjour manon.rbt,

Quelqu'un essaie de se connecter à votre compte Pixora depuis un nouvel
appareil :

  iPhone 15 · Marseille, France · 19 janvier 2025 à 02:13

Si c'est bien vous, saisissez ce code de connexion : 860455

Ce n'était pas vous ? Réinitialisez votre mot de passe :
https://www.pixora.example/accounts/password/reset/?uid=mr55a1&token=c3b-9f2e1d7a44b08e6c

Merci,
L'équipe Pixora

Pixora Ireland Ltd., 4 Grand Canal Square, Dublin 2, D02 X525, Irlande
Ce message a été envoyé à manon.robert@gmail-like.example.
""",
    html="""<html><body style="font-family:-apple-system,Helvetica,Arial,sans-serif;background:#fff;color:#262626;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="440" cellpadding="0" cellspacing="0">
<tr><td style="padding:20px 0;"><img src="https://static.pixora.example/email/pixora-wordmark.png" alt="Pixora" width="104"></td></tr>
<tr><td style="font-size:14px;line-height:20px;">
<p>Bonjour manon.rbt,</p>
<p>Quelqu'un essaie de se connecter à votre compte Pixora depuis un nouvel appareil :</p>
<p style="color:#737373;">iPhone 15 · Marseille, France · 19 janvier 2025 à 02:13</p>
<p>Si c'est bien vous, saisissez ce code de connexion :</p>
<p style="font-size:32px;font-weight:600;letter-spacing:2px;margin:18px 0;">860455</p>
<p>Ce n'était pas vous ? <a href="https://www.pixora.example/accounts/password/reset/?uid=mr55a1&amp;token=c3b-9f2e1d7a44b08e6c" style="color:#0095f6;">Réinitialisez votre mot de passe</a>
ou <a href="https://www.pixora.example/accounts/report_login/?uid=mr55a1&amp;nonce=Xk2Rz8Q" style="color:#0095f6;">signalez cette connexion</a>.</p>
</td></tr>
<tr><td style="padding-top:28px;font-size:11px;color:#8e8e8e;">Pixora Ireland Ltd., 4 Grand Canal Square, Dublin 2, D02 X525, Irlande<br>
Ce message a été envoyé à manon.robert@gmail-like.example. <a href="https://mail.pixora.example/unsub?u=mr_55a1&amp;t=sec" style="color:#8e8e8e;">Se désabonner</a></td></tr>
</table></td></tr></table></body></html>
""")

add("fr", "alt_text_only", "4KD9PZ", None,
    "Studio Brumefer <compte@brumefer.example>",
    "Théo Marchand <theo.marchand@free-post.example>",
    "Vérifiez votre compte Brumefer",
    d("2025-02-07 19:27:33", "+0100"),
    tcte="7bit", hcte="quoted-printable",
    image={"cid": "codeimg.4kd9@brumefer.example", "filename": "code.png", "w": 180, "h": 40},
    text="""Bonjour Theo,

Merci d'avoir cree votre compte Brumefer.

Votre code de verification s'affiche dans la version HTML de ce message
(image). Si vous ne le voyez pas, activez l'affichage des images ou ouvrez
cet e-mail dans un autre client de messagerie.

Le code est valable 20 minutes.

A bientot en Terres de Brume !
Studio Brumefer - 27 rue des Arts, 31000 Toulouse
""",
    html="""<html><body style="margin:0;background:#1b1624;font-family:Georgia,serif;color:#efe6d8;">
<div style="max-width:520px;margin:0 auto;padding:30px;text-align:center;">
<p style="font-size:24px;letter-spacing:3px;">BRUMEFER</p>
<p>Bonjour Théo,</p>
<p>Merci d'avoir créé votre compte. Saisissez le code ci-dessous dans le lanceur du jeu pour vérifier votre adresse :</p>
<p style="margin:26px 0;"><img src="cid:codeimg.4kd9@brumefer.example" alt="Code : 4KD9PZ" width="180" height="40" style="border:2px solid #c9a45c;"></p>
<p style="font-size:13px;color:#b9ad9a;">Le code est valable 20 minutes. Saison 3 « Les Forges d'Ombre » – disponible le 14/02/2025.</p>
<p style="font-size:11px;color:#7d7388;">Studio Brumefer – 27 rue des Arts, 31000 Toulouse – PEGI 12<br>
<a href="https://support.brumefer.example" style="color:#c9a45c;">Support</a> · <a href="https://discord.brumefer.example/invite" style="color:#c9a45c;">Discord</a> · <a href="https://brumefer.example/confidentialite" style="color:#c9a45c;">Confidentialité</a></p>
</div></body></html>
""")

add("fr", "decoy_codes", "2907", None,
    "Miamly <bonjour@miamly.example>",
    "Antoine Fabre <antoine.fabre@sfr-post.example>",
    "Bienvenue chez Miamly ! Vérifiez votre numéro",
    d("2025-03-27 12:01:17", "+0100"),
    hcte="quoted-printable",
    html="""<!DOCTYPE html><html><body style="background:#fff5ee;font-family:'Trebuchet MS',sans-serif;color:#3b2a20;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;margin:20px;">
<tr><td style="padding:26px 30px;">
<p style="font-size:24px;font-weight:bold;color:#ff5a36;margin:0;">Miamly</p>
<p style="font-size:18px;">Bienvenue Antoine 👋</p>
<p>Encore une étape : pour vérifier votre numéro 07 81 22 40 96, saisissez ce code dans l'application :</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:8px;background:#fff0e8;padding:12px;text-align:center;">2907</p>
<p style="font-size:12px;color:#907a6c;">Code de vérification valable 10 minutes.</p>
<hr style="border:none;border-top:1px dashed #f2c7b4;margin:24px 0;">
<p style="font-size:16px;font-weight:bold;">🎁 Votre cadeau de bienvenue</p>
<p>Avec le code promo <b style="color:#ff5a36;">BIENVENUE10</b>, profitez de 10 € de réduction sur votre 1re commande dès 25 € d'achat (valable jusqu'au 30/04/2025, hors frais de livraison de 2,49 €).</p>
<p style="text-align:center;"><a href="https://app.miamly.example/restaurants?promo=BIENVENUE10&amp;utm_medium=email" style="background:#ff5a36;color:#fff;padding:11px 22px;border-radius:24px;text-decoration:none;">Je commande</a></p>
</td></tr>
<tr><td style="padding:14px 30px;font-size:11px;color:#a89487;">Miamly SAS – 55 rue du Faubourg Montmartre, 75009 Paris – RCS Paris 879 225 013<br>
<a href="https://miamly.example/aide">Aide</a> · <a href="https://miamly.example/preferences?u=af_1182">Préférences e-mail</a></td></tr>
</table></td></tr></table></body></html>
""")

add("fr", "newsletter_numbers", None, None,
    "Maison Lumen <commandes@maison-lumen.example>",
    "Claire Dubois <claire.dubois@wanadoo-mail.example>",
    "Confirmation de votre commande n° FR-2025-0418832",
    d("2025-04-18 09:52:40", "+0200"),
    tcte="quoted-printable", hcte="base64",
    text="""Bonjour Claire,

Merci pour votre commande ! Voici le récapitulatif.

Commande n° FR-2025-0418832 du 18/04/2025 à 09:51

  1 x Suspension rotin Ø 45 cm (réf. LUM-SR45-NAT)      89,00 €
  2 x Ampoule LED E27 filament 6 W 2700 K (réf. AMP-E27F6)  2 x 7,90 €
  1 x Applique laiton « Capucine » (réf. LUM-AP-CAP02)  64,50 €

  Sous-total                                           169,30 €
  Livraison à domicile (48/72 h)                         5,90 €
  Total TTC                                            175,20 €
  dont TVA 20 %                                         29,20 €

Paiement : carte Mastercard se terminant par 6617
Adresse de livraison : 12 allée des Marronniers, Bât. C, 44300 Nantes

Livraison estimée entre le 23/04 et le 25/04/2025. Vous recevrez un e-mail
avec le numéro de suivi dès l'expédition.

Maison Lumen – 3 rue Paul Bert, 33000 Bordeaux – SIRET 852 330 118 00024
Service client : 05 56 01 88 42 – du lundi au samedi, 9h-19h
""",
    html="""<html><body style="font-family:'Helvetica Neue',Arial,sans-serif;color:#2b2b2b;background:#f7f4ef;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:24px 30px;font-size:22px;letter-spacing:4px;">MAISON LUMEN</td></tr>
<tr><td style="padding:0 30px 10px;">
<p>Bonjour Claire,</p><p>Merci pour votre commande ! Voici le récapitulatif.</p>
<p><b>Commande n° FR-2025-0418832</b> du 18/04/2025 à 09:51</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-top:1px solid #e4ded3;">
<tr><td>Suspension rotin Ø 45 cm<br><span style="color:#999;">réf. LUM-SR45-NAT · qté 1</span></td><td align="right">89,00 €</td></tr>
<tr><td>Ampoule LED E27 filament 6 W 2700 K<br><span style="color:#999;">réf. AMP-E27F6 · qté 2</span></td><td align="right">15,80 €</td></tr>
<tr><td>Applique laiton « Capucine »<br><span style="color:#999;">réf. LUM-AP-CAP02 · qté 1</span></td><td align="right">64,50 €</td></tr>
<tr><td style="border-top:1px solid #e4ded3;">Sous-total</td><td align="right" style="border-top:1px solid #e4ded3;">169,30 €</td></tr>
<tr><td>Livraison à domicile (48/72 h)</td><td align="right">5,90 €</td></tr>
<tr><td><b>Total TTC</b> <span style="color:#999;">(dont TVA 20 % : 29,20 €)</span></td><td align="right"><b>175,20 €</b></td></tr>
</table>
<p style="font-size:13px;">Paiement : Mastercard •••• 6617<br>Livraison : 12 allée des Marronniers, Bât. C, 44300 Nantes<br>
Livraison estimée entre le 23/04 et le 25/04/2025.</p>
<p><a href="https://www.maison-lumen.example/compte/commandes/FR-2025-0418832" style="background:#2b2b2b;color:#fff;padding:10px 18px;text-decoration:none;">Voir ma commande</a></p>
</td></tr>
<tr><td style="padding:18px 30px;font-size:11px;color:#8d877c;background:#f2eee7;">Maison Lumen – 3 rue Paul Bert, 33000 Bordeaux – SIRET 852 330 118 00024 – 05 56 01 88 42<br>
<a href="https://www.maison-lumen.example/cgv">CGV</a> · <a href="https://www.maison-lumen.example/retours">Retours sous 30 jours</a></td></tr>
</table></body></html>
""")

add("fr", "newsletter_numbers", None, None,
    "Volténergie <facture@voltenergie.example>",
    '"M. Patrick Girard" <p.girard@numericable-mail.example>',
    "Votre facture d'électricité est disponible",
    d("2025-02-05 04:40:12", "+0100"),
    tcte="base64",
    text="""Bonjour Monsieur Girard,

Votre facture d'électricité du 05/02/2025 est disponible dans votre espace
client.

  Référence client : 1 004 772 390
  N° de facture : 30018 22594 71
  Point de livraison (PDL) : 14 2587 3360 1948
  Période : du 04/01/2025 au 03/02/2025
  Consommation : 412 kWh (index HP 18 204 – HC 9 881)
  Offre : Volt'Fixe 12 mois – option Heures Creuses, 9 kVA

  Montant TTC : 98,37 €
  Prélèvement le 20/02/2025 sur le compte FR76 **** **** **** **** ***4 12

Astuce : en décalant le lave-linge en heures creuses (22h30–6h30), vous
pourriez économiser jusqu'à 47 € par an.

Volténergie
SA au capital de 4 500 000 € – 9 boulevard Haussmann, 75009 Paris
RCS Paris 521 004 663 – Service client : 09 70 82 15 15 (appel non surtaxé)
En cas de litige : Médiateur national de l'énergie, www.energie-mediateur.example
""")

add("fr", "booking_ref", None, None,
    "Hôtel des Tilleuls <reservation@hoteldestilleuls.example>",
    "Nathalie Morel <nathalie.morel@bbox-mail.example>",
    "Votre réservation HX7K2P est confirmée",
    d("2025-05-02 14:28:09", "+0200"),
    hcte="8bit",
    html="""<html><body style="font-family:Georgia,'Times New Roman',serif;background:#f4f1ea;color:#333;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:28px;text-align:center;border-bottom:1px solid #ddd;"><span style="font-size:24px;">Hôtel des Tilleuls</span><br>
<span style="font-size:12px;color:#888;">★★★ · Annecy, bord du lac</span></td></tr>
<tr><td style="padding:28px;font-size:14px;line-height:22px;">
<p>Chère Madame Morel,</p>
<p>Nous avons le plaisir de vous confirmer votre réservation et nous réjouissons de vous accueillir.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="background:#faf8f3;font-size:13px;">
<tr><td>Référence de réservation</td><td><b>HX7K2P</b></td></tr>
<tr><td>Arrivée</td><td>vendredi 13 juin 2025, à partir de 15h00</td></tr>
<tr><td>Départ</td><td>dimanche 15 juin 2025, avant 11h00</td></tr>
<tr><td>Chambre</td><td>Double Supérieure vue lac, n° attribué à l'arrivée</td></tr>
<tr><td>Occupants</td><td>2 adultes</td></tr>
<tr><td>Tarif</td><td>2 nuits × 164,00 € + petit-déjeuner 2 × 2 × 16,00 €</td></tr>
<tr><td>Taxe de séjour</td><td>2 × 2 × 1,65 €</td></tr>
<tr><td><b>Total</b></td><td><b>398,60 €</b> – acompte de 30 % (119,58 €) débité sur Visa ••••2208</td></tr>
</table>
<p>Annulation gratuite jusqu'au 10/06/2025 à 18h00. Parking privé : 12 € par nuit, sur demande.</p>
<p>Accès : 21 avenue d'Albigny, 74000 Annecy – à 1,2 km de la gare.<br>Téléphone de la réception : +33 4 50 23 61 70</p>
<p>Bien cordialement,<br>Sophie, pour l'équipe de réception</p>
<p><a href="https://www.hoteldestilleuls.example/reservation/gerer?ref=HX7K2P&amp;nom=MOREL">Gérer ma réservation</a></p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#999;">SARL Les Tilleuls d'Albigny – SIRET 410 778 902 00018 – <a href="https://www.hoteldestilleuls.example/mentions">Mentions légales</a></td></tr>
</table></body></html>
""")

add("fr", "magic_link", None,
    "https://clic.gazetteduvelo.example/r/0b7fa3d1?u=https%3A%2F%2Fgazetteduvelo.example%2Fnewsletter%2Fconfirmer%3Fe%3Dpaul.leroy%2540tutanota-like.example%26k%3D9a1f4c7e2b6d8305ee41",
    "La Gazette du Vélo <newsletter@gazetteduvelo.example>",
    "paul.leroy@tutanota-like.example",
    "Une dernière étape : confirmez votre inscription",
    d("2025-03-03 20:09:14", "+0100"),
    link_alt=["https://gazetteduvelo.example/newsletter/confirmer?e=paul.leroy%40tutanota-like.example&k=9a1f4c7e2b6d8305ee41"],
    tcte="quoted-printable", hcte="quoted-printable",
    headers=[("List-Unsubscribe", "<https://gazetteduvelo.example/newsletter/desinscription?e=paul.leroy%40tutanota-like.example>")],
    text="""Bonjour,

Vous avez demandé à recevoir La Gazette du Vélo (un numéro chaque jeudi :
essais, itinéraires, 3 bons plans matos).

Pour confirmer votre inscription, ouvrez ce lien :
https://gazetteduvelo.example/newsletter/confirmer?e=paul.leroy%40tutanota-like.example&k=9a1f4c7e2b6d8305ee41

Sans confirmation sous 7 jours, votre adresse sera supprimée de nos listes.

Déjà 28 400 abonnés, 212 numéros publiés depuis 2021.

La Gazette du Vélo – 14 quai Rambaud, 69002 Lyon
""",
    html="""<html><body style="font-family:Verdana,sans-serif;background:#eef2ea;color:#223;">
<p style="text-align:center;font-size:11px;"><a href="https://clic.gazetteduvelo.example/r/web?id=conf-2025-03" style="color:#667;">Voir la version en ligne</a></p>
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:22px;background:#2e6b3a;color:#fff;font-size:22px;">🚲 La Gazette du Vélo</td></tr>
<tr><td style="padding:26px;font-size:14px;line-height:21px;">
<p>Bonjour,</p>
<p>Vous avez demandé à recevoir La Gazette du Vélo : un numéro chaque jeudi, avec des essais, des itinéraires et 3 bons plans matos.</p>
<p style="text-align:center;margin:28px 0;"><a href="https://clic.gazetteduvelo.example/r/0b7fa3d1?u=https%3A%2F%2Fgazetteduvelo.example%2Fnewsletter%2Fconfirmer%3Fe%3Dpaul.leroy%2540tutanota-like.example%26k%3D9a1f4c7e2b6d8305ee41"
 style="background:#2e6b3a;color:#fff;padding:13px 28px;text-decoration:none;border-radius:4px;font-weight:bold;">Je confirme mon inscription</a></p>
<p style="font-size:12px;color:#667;">Sans confirmation sous 7 jours, votre adresse sera supprimée de nos listes. Déjà 28 400 abonnés, 212 numéros publiés depuis 2021.</p>
</td></tr>
<tr><td style="padding:16px 26px;font-size:11px;color:#889;text-align:center;">
<a href="https://clic.gazetteduvelo.example/r/fb?u=gazette"><img src="https://gazetteduvelo.example/img/fb.png" alt="Facebook" width="20"></a>
<a href="https://clic.gazetteduvelo.example/r/ig?u=gazette"><img src="https://gazetteduvelo.example/img/ig.png" alt="Instagram" width="20"></a><br>
La Gazette du Vélo – 14 quai Rambaud, 69002 Lyon ·
<a href="https://gazetteduvelo.example/newsletter/desinscription?e=paul.leroy%40tutanota-like.example">Se désinscrire</a> ·
<a href="https://gazetteduvelo.example/confidentialite">Confidentialité</a></td></tr>
</table>
<img src="https://clic.gazetteduvelo.example/o/0b7fa3d1.png" width="1" height="1" alt="">
</body></html>
""")

add("fr", "decoy_codes", None, None,
    "Banque Ardoise <alerte-fraude@banque-ardoise.example>",
    "Jean-Marc Lefèvre <jm.lefevre@sfr-post.example>",
    "Alerte : tentatives d'escroquerie par téléphone",
    d("2025-02-24 10:00:00", "+0100"),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""Monsieur Lefèvre,

Suite à votre appel du 21/02/2025, nous avons ouvert le dossier
n° 2025-INC-004417. Votre carte Visa se terminant par 3390 a été mise en
opposition ; une nouvelle carte vous parviendra sous 5 à 7 jours ouvrés.

Rappel important : des fraudeurs se font passer pour notre service
sécurité. Banque Ardoise ne vous demandera JAMAIS de lui communiquer un
code reçu par SMS ou par e-mail, par exemple « 123456 », ni vos
identifiants, ni de valider une opération que vous n'avez pas initiée.

En cas de doute, raccrochez et rappelez votre conseiller au 01 76 41 22 00
(du lundi au vendredi, 8h-20h, samedi 9h-17h).

Opérations contestées : 3 paiements (412,00 € ; 89,99 € ; 1 250,00 €) du
20/02/2025. Délai de traitement : 10 jours ouvrés maximum.

Votre agence : Lyon Part-Dieu, 107 boulevard Vivier-Merle, 69003 Lyon

Banque Ardoise – SA au capital de 210 000 000 € – RCS Lyon 954 502 118
ORIAS n° 07 022 561 – Garantie des dépôts FGDR
""",
    html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222;background:#ececec;">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#34495e;color:#fff;padding:16px 24px;font-size:18px;">Banque Ardoise · Sécurité</td></tr>
<tr><td style="padding:24px;">
<p>Monsieur Lefèvre,</p>
<p>Suite à votre appel du 21/02/2025, nous avons ouvert le dossier <b>n° 2025-INC-004417</b>. Votre carte Visa se terminant par 3390 a été mise en opposition ; une nouvelle carte vous parviendra sous 5 à 7 jours ouvrés.</p>
<div style="border:2px solid #c0392b;padding:12px 16px;margin:18px 0;">
<p style="margin:0 0 6px;font-weight:bold;color:#c0392b;">⚠ Rappel important</p>
<p style="margin:0;">Banque Ardoise ne vous demandera <b>jamais</b> de lui communiquer un code reçu par SMS ou par e-mail, par exemple « 123456 », ni vos identifiants, ni de valider une opération que vous n'avez pas initiée.</p></div>
<p>En cas de doute, raccrochez et rappelez votre conseiller au 01 76 41 22 00.</p>
<p style="font-size:13px;">Opérations contestées : 412,00 € ; 89,99 € ; 1 250,00 € (20/02/2025).</p>
<p><a href="https://www.banque-ardoise.example/securite/conseils">Nos conseils de sécurité</a></p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#777;">Banque Ardoise – SA au capital de 210 000 000 € – RCS Lyon 954 502 118 – ORIAS n° 07 022 561</td></tr>
</table></body></html>
""")

add("fr", "username_digits", None, None,
    "Forum Cuisine & Co <notifications@cuisine-et-co.example>",
    "lulu_75 <lucie.bertrand75@mailfr.example>",
    "Nouvelle réponse dans « Pâte à choux ratée (3e essai) »",
    d("2025-01-12 18:36:50", "+0100"),
    tcte="8bit", crlf=True,
    text="""Bonjour lulu_75,

chef_titou92 a répondu au sujet que vous suivez :
« Pâte à choux ratée (3e essai) » – section Pâtisserie, page 3

----
> Essaie 250 g d'eau, 100 g de beurre, 150 g de farine et 4 œufs
> (environ 200 g). Four à 180 °C chaleur tournante, 25 min sans ouvrir !
----

Lire la réponse (message #48213) :
https://www.cuisine-et-co.example/forum/sujet/11902-pate-a-choux-ratee?page=3#msg48213

Ce sujet compte maintenant 12 réponses et 1 874 vues.
Vous avez 2 messages privés non lus.

Pour ne plus suivre ce sujet :
https://www.cuisine-et-co.example/forum/suivi/arreter?t=11902&u=55310

Forum Cuisine & Co – 61 362 membres – hébergé par Recettes Numériques SARL,
5 rue des Halles, 37000 Tours
""")

# ---------------------------------------------------------------- Spanish (es)

add("es", "new_and_old_code", "204917", None,
    "Pagoflux <seguridad@pagoflux.example>",
    "Lucía Martín <lucia.martin@correo-es.example>",
    "Te hemos enviado un código nuevo",
    d("2025-03-21 13:17:26", "+0100"),
    shown="204 917", hcte="quoted-printable",
    html="""<!DOCTYPE html>
<html lang="es"><body style="margin:0;background:#f5f3ff;font-family:'Helvetica Neue',Arial,sans-serif;color:#1c1640;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table role="presentation" width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px;">
<tr><td style="padding:28px 32px 0;"><img src="https://assets.pagoflux.example/mail/pagoflux.png" alt="Pagoflux" width="118"></td></tr>
<tr><td style="padding:20px 32px 28px;font-size:15px;line-height:23px;">
<p>Hola, Lucía:</p>
<p>Has pedido que te reenviemos el código para confirmar tu inicio de sesión. Este es tu <b>nuevo código</b>:</p>
<p style="font-size:32px;font-weight:700;letter-spacing:6px;color:#5b3df5;margin:18px 0;">204 917</p>
<p style="font-size:13px;color:#6b6590;">Ignora el código 551 308 que te enviamos hace unos minutos: ya no es válido. El nuevo caduca a las 13:27 (hora peninsular).</p>
<p style="font-size:13px;color:#6b6590;">Nunca te pediremos este código por teléfono ni por WhatsApp. Si no has sido tú, bloquea tu tarjeta desde la app o llama al 910 48 22 71.</p>
</td></tr>
<tr><td style="padding:18px 32px;background:#faf9ff;border-radius:0 0 16px 16px;font-size:11px;color:#9a94b8;">
Pagoflux Payments, S.L. · Entidad de dinero electrónico inscrita en el Banco de España con el n.º 6872 · C/ de Alcalá 54, 28014 Madrid · NIF B-87412256<br>
<a href="https://pagoflux.example/legal/privacidad" style="color:#9a94b8;">Privacidad</a> · <a href="https://ayuda.pagoflux.example" style="color:#9a94b8;">Ayuda</a></td></tr>
</table></td></tr></table></body></html>
""")

add("es", "prefix_code", "38201", None,
    "Charlo <verify@charlo.example>",
    "+34 622 418 905 <dani.ortega@movil-mail.example>",
    "Tu código de Charlo",
    d("2025-01-30 08:44:02", "+0100"),
    shown="CH-38201", tcte="8bit",
    text="""Código de Charlo: CH-38201

No compartas este código con nadie. Lo necesitas para registrar tu número
+34 622 418 905 en un dispositivo nuevo (Pixel 8, Android 15).

Si no lo has solicitado, puedes ignorar este mensaje: tu cuenta sigue
segura y tus chats no se han movido.

Charlo Messaging, S.L. – Paseo de Gràcia 21, 08007 Barcelona
""")

add("es", "phone_and_dates", "730914", None,
    "Banco Meridiano <avisos@bancomeridiano.example>",
    "Javier Romero Díaz <javier.romero@telefonica-mail.example>",
    "Autoriza tu transferencia de 1.250,00 €",
    d("2025-04-03 11:26:48", "+0200"),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""Hola, Javier:

Para autorizar la transferencia que acabas de preparar, introduce en la
app la clave 730914.

  Importe:        1.250,00 €
  Beneficiario:   Inmobiliaria Sol del Turia, S.L.
  Cuenta destino: ES12 **** **** **** **** 4402
  Concepto:       Fianza piso C/ Cuba 18, 3.º B
  Fecha:          03/04/2025, 11:26
  Comisión:       0,00 €

La clave caduca en 5 minutos y solo sirve para esta operación.

Si no has sido tú, llama ahora al 900 812 447 (gratuito, 24 h) o al
+34 91 123 45 67 desde el extranjero.

Banco Meridiano, S.A. – Paseo de la Castellana 95, 28046 Madrid
Inscrito en el Registro Mercantil de Madrid, tomo 40.112, folio 1, hoja M-712.004
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#222;background:#f0f0f0;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#c8102e;color:#fff;padding:16px 24px;font-size:19px;font-weight:bold;">Banco Meridiano</td></tr>
<tr><td style="padding:24px;font-size:14px;">
<p>Hola, Javier:</p>
<p>Para autorizar la transferencia que acabas de preparar, introduce en la app la clave:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:5px;">730914</p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;border:1px solid #e3e3e3;width:100%;">
<tr><td>Importe</td><td><b>1.250,00 €</b></td></tr>
<tr><td>Beneficiario</td><td>Inmobiliaria Sol del Turia, S.L.</td></tr>
<tr><td>Cuenta destino</td><td>ES12 **** **** **** **** 4402</td></tr>
<tr><td>Concepto</td><td>Fianza piso C/ Cuba 18, 3.º B</td></tr>
<tr><td>Fecha</td><td>03/04/2025, 11:26</td></tr>
<tr><td>Comisión</td><td>0,00 €</td></tr></table>
<p style="font-size:13px;">La clave caduca en 5 minutos y solo sirve para esta operación. Si no has sido tú, llama al <b>900 812 447</b> (gratuito, 24 h).</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#888;">Banco Meridiano, S.A. – Paseo de la Castellana 95, 28046 Madrid –
<a href="https://www.bancomeridiano.example/seguridad">Consejos de seguridad</a></td></tr></table></body></html>
""")

add("es", "lowercase_alnum", "r8tz3wqa", None,
    "Nubeforma <hola@nubeforma.example>",
    "marta.gil@estudio-gil.example",
    "Tu código de acceso a Nubeforma",
    d("2025-02-12 17:58:31", "+0100"),
    hcte="base64",
    html="""<html><body style="font-family:system-ui,-apple-system,'Segoe UI',sans-serif;background:#fff;color:#111;">
<div style="max-width:460px;margin:40px auto;">
<p style="font-weight:700;font-size:18px;">nubeforma</p>
<p>Hola, Marta. Usa este código para entrar en tu espacio de trabajo <b>Estudio Gil</b> (ID de espacio: <code>ws_4471b2</code>):</p>
<div style="font-family:'JetBrains Mono',Menlo,monospace;font-size:26px;letter-spacing:4px;padding:16px;background:#f4f4f5;border-radius:8px;text-align:center;">r8tz3wqa</div>
<p style="font-size:13px;color:#71717a;">Caduca en 10 minutos. Solicitado desde Safari en macOS · Valencia, ES · 12 feb 2025, 17:58 CET.</p>
<p style="font-size:13px;color:#71717a;">Tu plan: Equipo (5 miembros) · 1.842 respuestas este mes de 10.000.</p>
<p style="font-size:12px;color:#a1a1aa;margin-top:32px;">Nubeforma Labs, S.L. · C/ de Colón 60, 46004 València ·
<a href="https://nubeforma.example/estado" style="color:#a1a1aa;">Estado del servicio</a></p>
</div></body></html>
""")

add("es", "alt_text_only", "649201",
    "https://www.rastrillo.example/cuenta/verificar-email?uid=884120377&sig=6f1e0b9a2cd84d7a&exp=1738690000",
    "Rastrillo <no-responder@rastrillo.example>",
    "Pablo Navarro <pablo.navarro@ono-mail.example>",
    "Verifica tu correo para empezar a vender",
    d("2025-02-04 17:26:40", "+0100"),
    shown="649 201", tcte="quoted-printable", hcte="quoted-printable",
    image={"cid": "otp-649@rastrillo.example", "filename": "codigo.png", "w": 200, "h": 44},
    text="""Hola, Pablo:

Para publicar tu primer anuncio necesitamos verificar tu correo.

Tu código de verificación aparece como imagen en la versión HTML de este
correo. Si tu programa de correo no muestra imágenes, ábrelo en la web o en
la app de Rastrillo.

Anuncio pendiente: "Bicicleta de montaña talla M, 27,5''" – 180 €
Código postal: 29004 (Málaga)

El equipo de Rastrillo
Rastrillo Marketplace, S.L. – C/ Larios 9, 29005 Málaga
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#f2fbf9;color:#253238;">
<table width="520" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:20px 26px;color:#13c1ac;font-size:24px;font-weight:bold;">rastrillo</td></tr>
<tr><td style="padding:0 26px 24px;font-size:14px;line-height:21px;">
<p>Hola, Pablo:</p>
<p>Para publicar tu primer anuncio necesitamos verificar tu correo. Introduce este código en la app:</p>
<p style="text-align:center;"><img src="cid:otp-649@rastrillo.example" alt="Código de verificación: 649 201" width="200" height="44"></p>
<p style="text-align:center;">o bien</p>
<p style="text-align:center;"><a href="https://www.rastrillo.example/cuenta/verificar-email?uid=884120377&amp;sig=6f1e0b9a2cd84d7a&amp;exp=1738690000" style="background:#13c1ac;color:#fff;padding:11px 24px;border-radius:22px;text-decoration:none;">Verificar mi correo</a></p>
<p style="font-size:12px;color:#7a8a90;">Anuncio pendiente: «Bicicleta de montaña talla M, 27,5''» – 180 € · CP 29004 (Málaga)</p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#9aa;">Rastrillo Marketplace, S.L. – C/ Larios 9, 29005 Málaga ·
<a href="https://www.rastrillo.example/ayuda">Ayuda</a> · <a href="https://www.rastrillo.example/privacidad">Privacidad</a></td></tr>
</table></body></html>
""")

add("es", "booking_ref", "318560", None,
    "Ferrovía Ibérica <mi.cuenta@ferrovia-iberica.example>",
    "Elena Castro <elena.castro@hotmail-like.example>",
    "Código para iniciar sesión en Ferrovía Ibérica",
    d("2025-05-08 07:12:19", "+0200"),
    shown="318 560", tcte="quoted-printable", hcte="quoted-printable",
    text="""Hola, Elena:

Código para iniciar sesión: 318 560
Válido durante 10 minutos.

Tu próximo viaje
  Madrid-Puerta de Atocha -> Barcelona-Sants
  Lunes 12/05/2025, salida 08:30, llegada 11:20
  Tren AVE 03071 · Coche 5 · Plaza 08A
  Localizador: 7QXM4B

Recuerda que puedes cambiar o anular tu billete hasta 15 minutos antes de
la salida desde "Mis viajes".

Ferrovía Ibérica – Avda. Pío XII 110, 28036 Madrid – 912 320 320
""",
    html="""<html><body style="font-family:Arial,Helvetica,sans-serif;color:#333;">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #ddd;">
<tr><td style="background:#8a0f4b;color:#fff;padding:14px 22px;font-size:18px;">Ferrovía Ibérica</td></tr>
<tr><td style="padding:22px;">
<p>Hola, Elena:</p>
<p>Código para iniciar sesión:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:3px;color:#8a0f4b;">318 560</p>
<p style="font-size:12px;color:#777;">Válido durante 10 minutos.</p>
<table width="100%" cellpadding="5" cellspacing="0" style="background:#f7f2f4;font-size:13px;margin-top:16px;">
<tr><td colspan="2"><b>Tu próximo viaje</b></td></tr>
<tr><td>Trayecto</td><td>Madrid-Puerta de Atocha → Barcelona-Sants</td></tr>
<tr><td>Fecha</td><td>Lunes 12/05/2025, 08:30 – 11:20</td></tr>
<tr><td>Tren</td><td>AVE 03071 · Coche 5 · Plaza 08A</td></tr>
<tr><td>Localizador</td><td>7QXM4B</td></tr></table>
<p style="font-size:12px;"><a href="https://www.ferrovia-iberica.example/mis-viajes?loc=7QXM4B">Mis viajes</a></p>
</td></tr>
<tr><td style="padding:12px 22px;font-size:11px;color:#999;background:#fafafa;">Ferrovía Ibérica – Avda. Pío XII 110, 28036 Madrid – 912 320 320</td></tr>
</table></body></html>
""")

add("es", "newsletter_numbers", None, None,
    "Supermercados Almendro <pedidos@almendro-online.example>",
    "Rosa Jiménez <rosa.jimenez@correo-es.example>",
    "Tu pedido 5520-884213 está preparado",
    d("2025-03-15 16:48:00", "+0100"),
    hcte="quoted-printable",
    html="""<html><body style="font-family:Verdana,sans-serif;font-size:13px;color:#333;background:#fbfaf5;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#3e8e41;color:#fff;padding:14px 20px;font-size:18px;">🌰 Almendro · Compra online</td></tr>
<tr><td style="padding:20px;">
<p>Hola, Rosa:</p>
<p>Tu pedido <b>5520-884213</b> está preparado y saldrá en la franja <b>sábado 15/03, 19:00–20:00</b>.</p>
<p>Dirección: Av. del Puerto 142, 6.º 12.ª, 46021 Valencia · Tel. 655 301 882</p>
<table width="100%" cellpadding="4" cellspacing="0" style="font-size:12px;border-collapse:collapse;">
<tr style="background:#eef5ee;"><th align="left">Producto</th><th>Uds.</th><th align="right">Importe</th></tr>
<tr><td>Leche semidesnatada 6 x 1 L</td><td align="center">2</td><td align="right">8,34 €</td></tr>
<tr><td>Aceite de oliva virgen extra 1 L</td><td align="center">1</td><td align="right">8,95 €</td></tr>
<tr><td>Naranjas de mesa (malla 3 kg)</td><td align="center">1</td><td align="right">3,49 €</td></tr>
<tr><td>Arroz bomba 1 kg</td><td align="center">2</td><td align="right">5,90 €</td></tr>
<tr><td>Detergente líquido 40 lavados</td><td align="center">1</td><td align="right">7,25 €</td></tr>
<tr><td>Yogur natural 8 x 125 g</td><td align="center">1</td><td align="right">1,89 €</td></tr>
<tr><td colspan="2" style="border-top:1px solid #ccc;">Subtotal (24 artículos sustituibles: 0)</td><td align="right" style="border-top:1px solid #ccc;">35,82 €</td></tr>
<tr><td colspan="2">Gastos de envío</td><td align="right">4,90 €</td></tr>
<tr><td colspan="2">Descuento Club Almendro (tarjeta 6001 2284 7719)</td><td align="right">−1,79 €</td></tr>
<tr><td colspan="2"><b>Total (IVA incluido)</b></td><td align="right"><b>38,93 €</b></td></tr>
</table>
<p style="font-size:12px;">El importe final puede variar en productos al peso. Se cobrará en tu tarjeta •••• 1907 al entregar.</p>
</td></tr>
<tr><td style="padding:12px 20px;font-size:11px;color:#888;">Supermercados Almendro, S.A. · CIF A-46118902 · Ctra. de Ademuz km 8, 46980 Paterna · Atención al cliente 960 00 41 41</td></tr>
</table></body></html>
""")

add("es", "booking_ref", None, None,
    "Aerolíneas Brisa <reservas@aerolineasbrisa.example>",
    "Sergio Molina <sergio.molina@yahoo-like.example>",
    "Confirmación de reserva ZK4R9T · Valencia – Palma",
    d("2025-06-02 21:05:37", "+0200"),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""¡Gracias por volar con Brisa, Sergio!

Localizador de la reserva: ZK4R9T

IDA · vie 27/06/2025
  BR 3417  Valencia (VLC) 09:45 -> Palma de Mallorca (PMI) 10:40
  Tarifa Basic · Asiento 14C · 1 artículo personal (40x30x20 cm)

VUELTA · lun 30/06/2025
  BR 3422  Palma de Mallorca (PMI) 20:15 -> Valencia (VLC) 21:10
  Tarifa Basic · Asiento 9A · Maleta facturada 20 kg

Pasajero: MOLINA GARCIA/SERGIO MR
N.º de billete electrónico: 075-2381904415
Residente Baleares: no · Tarjeta de fidelización: BR 4410 2287 95

Total pagado: 118,46 € (tarifa 76,00 € + tasas 18,46 € + equipaje 24,00 €)

Check-in online desde 48 h antes de la salida. Mostrador cierra 40 min
antes. Puerta de embarque cierra 20 min antes.

Aerolíneas Brisa, S.A. · Aeropuerto de Valencia, Edificio Regional, 46940 Manises
Atención al cliente: 963 03 20 00
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#e9f4fb;color:#0b2a3c;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#0077c8;color:#fff;padding:18px 24px;font-size:20px;">✈ Aerolíneas Brisa</td></tr>
<tr><td style="padding:22px 24px;">
<p style="font-size:17px;">¡Gracias por volar con Brisa, Sergio!</p>
<p>Localizador de la reserva: <span style="font-size:22px;font-weight:bold;letter-spacing:2px;">ZK4R9T</span></p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #cfe3f1;">
<tr style="background:#f2f8fc;"><td colspan="3"><b>IDA</b> · vie 27/06/2025</td></tr>
<tr><td>BR 3417</td><td>VLC 09:45 → PMI 10:40</td><td>Asiento 14C</td></tr>
<tr style="background:#f2f8fc;"><td colspan="3"><b>VUELTA</b> · lun 30/06/2025</td></tr>
<tr><td>BR 3422</td><td>PMI 20:15 → VLC 21:10</td><td>Asiento 9A · Maleta 20 kg</td></tr></table>
<p style="font-size:13px;">Pasajero: MOLINA GARCIA/SERGIO MR · Billete electrónico 075-2381904415<br>
Total pagado: <b>118,46 €</b> (tarifa 76,00 € + tasas 18,46 € + equipaje 24,00 €)</p>
<p><a href="https://www.aerolineasbrisa.example/checkin?pnr=ZK4R9T&amp;apellido=MOLINA" style="background:#ffb300;color:#0b2a3c;padding:10px 18px;text-decoration:none;font-weight:bold;">Hacer check-in</a></p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#6b8190;">Aerolíneas Brisa, S.A. · Aeropuerto de Valencia, 46940 Manises · 963 03 20 00 ·
<a href="https://www.aerolineasbrisa.example/condiciones">Condiciones de transporte</a></td></tr>
</table></body></html>
""")

add("es", "magic_link", None,
    "https://links.zocalia.example/ls/click?upn=u001.Hq7vT2kP9xLmN4rB8sD1fY6wC3zA0eJ5gK&redirect=verify",
    "Zocalia <cuenta@zocalia.example>",
    "andrea.vidal@gmail-like.example",
    "Confirma tu dirección de correo",
    d("2025-04-22 10:33:58", "+0200"),
    link_alt=["https://www.zocalia.example/registro/confirmar/eyJ1aWQiOjc3MTAyOTQ0fQ.Zq4_c8k2N1xWm0Rt5yV7bQ"],
    tcte="quoted-printable", hcte="quoted-printable",
    text="""Hola, Andrea:

¡Bienvenida a Zocalia! Solo falta confirmar tu correo para que puedas
comprar y vender con envío protegido.

Confirma tu correo aquí:
https://www.zocalia.example/registro/confirmar/eyJ1aWQiOjc3MTAyOTQ0fQ.Zq4_c8k2N1xWm0Rt5yV7bQ

El enlace caduca en 48 horas.

¿Necesitas ayuda? https://ayuda.zocalia.example

Zocalia Europe, S.L. · C/ Serrano 41, 28001 Madrid · CIF B-10482277
""",
    html="""<html><body style="margin:0;font-family:Arial,sans-serif;background:#fff7f2;color:#2d2d2d;">
<p style="text-align:center;font-size:11px;margin:10px 0;"><a href="https://links.zocalia.example/ls/click?upn=u001.WebView8fK2&amp;redirect=web" style="color:#999;">¿No ves bien este correo? Ábrelo en tu navegador</a></p>
<table width="540" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-top:5px solid #ff6b2c;">
<tr><td style="padding:26px;">
<p style="font-size:22px;font-weight:bold;color:#ff6b2c;">zocalia</p>
<p>Hola, Andrea:</p>
<p>¡Bienvenida a Zocalia! Solo falta confirmar tu correo para que puedas comprar y vender con envío protegido.</p>
<p style="text-align:center;margin:28px 0;"><a href="https://links.zocalia.example/ls/click?upn=u001.Hq7vT2kP9xLmN4rB8sD1fY6wC3zA0eJ5gK&amp;redirect=verify"
style="background:#ff6b2c;color:#fff;padding:13px 30px;text-decoration:none;border-radius:6px;font-weight:bold;">Confirmar mi correo</a></p>
<p style="font-size:12px;color:#888;">Si el botón no funciona, copia y pega este enlace en tu navegador:<br>https://www.zocalia.example/registro/confirmar/eyJ1aWQiOjc3MTAyOTQ0fQ.Zq4_c8k2N1xWm0Rt5yV7bQ</p>
<p style="font-size:12px;color:#888;">El enlace caduca en 48 horas.</p>
</td></tr>
<tr><td style="padding:16px 26px;background:#fafafa;font-size:11px;color:#999;text-align:center;">
<a href="https://links.zocalia.example/ls/click?upn=u001.Tw9&amp;redirect=twitter"><img src="https://img.zocalia.example/x.png" alt="X" width="18"></a>
<a href="https://links.zocalia.example/ls/click?upn=u001.Tk3&amp;redirect=tiktok"><img src="https://img.zocalia.example/tiktok.png" alt="TikTok" width="18"></a><br>
Zocalia Europe, S.L. · C/ Serrano 41, 28001 Madrid · <a href="https://ayuda.zocalia.example">Ayuda</a> · <a href="https://www.zocalia.example/privacidad">Privacidad</a></td></tr>
</table>
<img src="https://links.zocalia.example/wf/open?upn=u001.Op3nPx1" width="1" height="1" alt="" border="0">
</body></html>
""")

add("es", "magic_link", None,
    "https://cuadrante.example/seguridad/confirmar-dispositivo?req=dv_41f9c2a8e07b&ans=yes&sig=b2Qk9xR7mT1vZ8",
    "Cuadrante <seguridad@cuadrante.example>",
    "Iván Prieto <ivan.prieto@correo-es.example>",
    "¿Has iniciado sesión desde un dispositivo nuevo?",
    d("2025-02-15 23:58:03", "+0100"),
    hcte="8bit",
    html="""<html><body style="font-family:Roboto,Arial,sans-serif;background:#f0f2f5;color:#1c1e21;">
<table width="500" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td style="padding:22px 26px;border-bottom:1px solid #e4e6eb;font-size:20px;font-weight:bold;color:#1a73e8;">Cuadrante</td></tr>
<tr><td style="padding:22px 26px;font-size:14px;line-height:21px;">
<p>Hola, Iván:</p>
<p>Hemos detectado un inicio de sesión en tu cuenta desde un dispositivo que no reconocemos:</p>
<table cellpadding="4" style="font-size:13px;color:#606770;">
<tr><td>Dispositivo</td><td>Samsung Galaxy S24 · Android 14</td></tr>
<tr><td>Ubicación aproximada</td><td>Sevilla, Andalucía, España</td></tr>
<tr><td>Fecha</td><td>15 de febrero de 2025, 23:57 (CET)</td></tr></table>
<p><b>¿Has sido tú?</b></p>
<table cellpadding="0" cellspacing="0"><tr>
<td style="padding-right:10px;"><a href="https://cuadrante.example/seguridad/confirmar-dispositivo?req=dv_41f9c2a8e07b&amp;ans=yes&amp;sig=b2Qk9xR7mT1vZ8" style="background:#1a73e8;color:#fff;padding:10px 20px;border-radius:6px;text-decoration:none;">Sí, he sido yo</a></td>
<td><a href="https://cuadrante.example/seguridad/proteger-cuenta?req=dv_41f9c2a8e07b&amp;ans=no&amp;sig=b2Qk9xR7mT1vZ8" style="background:#e4e6eb;color:#1c1e21;padding:10px 20px;border-radius:6px;text-decoration:none;">No, proteger mi cuenta</a></td></tr></table>
<p style="font-size:12px;color:#8a8d91;margin-top:20px;">Hasta que lo confirmes, este dispositivo no podrá ver tus mensajes directos.</p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#8a8d91;">Cuadrante Social Networks, S.L. · Av. Diagonal 640, 08017 Barcelona ·
<a href="https://cuadrante.example/ayuda/seguridad">Centro de seguridad</a> · <a href="https://cuadrante.example/ajustes/notificaciones">Notificaciones</a></td></tr>
</table></body></html>
""")

add("es", "several_codes", None, None,
    "Llavero <equipo@llavero.example>",
    "Beatriz Ruiz <beatriz.ruiz@kmail-like.example>",
    "Tus códigos de respaldo de Llavero",
    d("2025-01-05 12:20:45", "+0100"),
    tcte="8bit",
    text="""Hola, Beatriz:

Has activado la verificación en dos pasos en Llavero. Estos son tus códigos
de respaldo. Cada uno sirve UNA sola vez si pierdes el acceso a tu app de
autenticación. No tienes que introducir ninguno ahora.

    4821-7730    9902-1145
    3067-5518    7714-2209
    1188-6043    5530-9917
    2476-8821    6095-3382
    8813-0456    0741-6628

Guárdalos impresos o en un lugar seguro (no en este mismo gestor). Si crees
que alguien los ha visto, genera una nueva lista en Ajustes > Seguridad >
Códigos de respaldo; la lista anterior dejará de funcionar.

Generados el 05/01/2025 a las 12:20 para la cuenta beatriz.ruiz@kmail-like.example
(bóveda personal, 214 elementos).

El equipo de Llavero
Llavero Software, S.L. · C/ Ercilla 24, 48011 Bilbao
""")

add("es", "phone_and_dates", None, None,
    "Clínica Dental Sonrisa Levante <citas@sonrisalevante.example>",
    "Carmen López <carmen.lopez@telefonica-mail.example>",
    "Recordatorio de cita – jueves 22/05/2025, 17:40",
    d("2025-05-20 09:00:00", "+0200"),
    tcte="quoted-printable",
    text="""Estimada Carmen López:

Le recordamos su próxima cita en Clínica Dental Sonrisa Levante.

  Fecha: jueves, 22 de mayo de 2025
  Hora: 17:40 (le rogamos llegue 10 minutos antes)
  Profesional: Dra. Ana Ferrer (n.º colegiada 46004128)
  Tratamiento: revisión y limpieza (2.ª sesión de 3)
  Gabinete: 2 · Planta 1.ª
  N.º de historia clínica: 004417
  Importe estimado: 45,00 € (cubierto por su póliza Sanitas-Plus 7781-0022)

Para anular o cambiar la cita llame al 963 41 22 80 o escriba por WhatsApp
al 611 90 44 27 con al menos 24 horas de antelación.

Dirección: C/ Sueca 33, bajo, 46006 Valencia (metro Bailén, línea 3)
Horario: L–V de 9:00 a 14:00 y de 16:00 a 21:00

Un saludo,
Recepción – Clínica Dental Sonrisa Levante
Registro sanitario CS-12447 · NIF B-98114503
""")

add("es", "decoy_codes", None, None,
    "Mar&Lino <novedades@marylino.example>",
    "noelia.sanz@correo-es.example",
    "☀️ -25 % en toda la colección de verano: código VERANO25",
    d("2025-06-10 08:30:00", "+0200"),
    hcte="base64",
    headers=[("List-Unsubscribe", "<https://marylino.example/baja?c=NL-2206&e=noelia.sanz%40correo-es.example>"),
             ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click"),
             ("Precedence", "bulk")],
    html="""<html><body style="margin:0;background:#fdf6ec;font-family:'Futura',Arial,sans-serif;color:#3a2f27;">
<p style="text-align:center;font-size:11px;color:#998;">Envío gratis a partir de 50 € · <a href="https://marylino.example/newsletter/2206?view=web" style="color:#998;">Ver en el navegador</a></p>
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="text-align:center;padding:24px;font-size:28px;letter-spacing:6px;">MAR&amp;LINO</td></tr>
<tr><td><img src="https://cdn.marylino.example/nl/2206/hero.jpg" alt="Colección verano 2025" width="600" style="display:block;"></td></tr>
<tr><td style="padding:26px;text-align:center;">
<p style="font-size:22px;margin:0;">Hasta el domingo, −25 % en todo</p>
<p>Introduce el código <b style="font-size:20px;border:2px dashed #c27c4e;padding:4px 10px;">VERANO25</b> al finalizar tu compra.</p>
<p style="font-size:12px;color:#887;">Válido del 10/06/2025 al 15/06/2025 a las 23:59 en marylino.example y tiendas. No acumulable. Excluye tarjetas regalo.</p>
<table width="100%" cellpadding="8"><tr>
<td align="center"><img src="https://cdn.marylino.example/p/10442.jpg" alt="" width="160"><br>Vestido lino 10442<br><s>59,95 €</s> 44,96 €</td>
<td align="center"><img src="https://cdn.marylino.example/p/20871.jpg" alt="" width="160"><br>Camisa 20871<br><s>39,95 €</s> 29,96 €</td>
<td align="center"><img src="https://cdn.marylino.example/p/33019.jpg" alt="" width="160"><br>Sandalia 33019<br><s>49,95 €</s> 37,46 €</td></tr></table>
<p><a href="https://marylino.example/rebajas?utm_source=nl&amp;utm_campaign=2206" style="background:#3a2f27;color:#fff;padding:12px 26px;text-decoration:none;">Comprar ahora</a></p>
</td></tr>
<tr><td style="padding:18px;font-size:11px;color:#998;text-align:center;background:#f6efe6;">
Mar&amp;Lino Moda, S.L. · C/ Jorge Juan 19, 28001 Madrid · 910 55 18 40<br>
<a href="https://marylino.example/baja?c=NL-2206&amp;e=noelia.sanz%40correo-es.example">Darse de baja</a> · <a href="https://marylino.example/preferencias">Preferencias</a></td></tr>
</table></body></html>
""")

# ---------------------------------------------------------------- Portuguese (pt)

add("pt", "several_codes", "774120", None,
    "Banco Ipê <seguranca@bancoipe.example>",
    "Ana Paula Souza <anapaula.souza@uol-like.example>",
    "Códigos para liberar seus dispositivos",
    d("2025-03-11 15:42:10", "-0300"),
    shown="774 120", tcte="quoted-printable", hcte="quoted-printable",
    text="""Olá, Ana Paula,

Você está liberando o acesso à sua conta em dois lugares. Cada dispositivo
tem seu próprio código:

  Digite agora, neste celular (iPhone de Ana): 774 120

  Internet Banking no computador: 391 586
  (use somente quando o site pedir, depois de concluir o celular)

Os códigos valem por 15 minutos e só funcionam no dispositivo indicado.

Agência 0417 · Conta corrente 28813-4
Se não foi você, ligue para a Central 24h: 4004 3190 (capitais) ou
0800 770 3190 (demais localidades).

Banco Ipê S.A. · CNPJ 12.345.678/0001-90 · Av. Paulista, 1842 · São Paulo/SP · CEP 01310-200
Ouvidoria: 0800 727 0411
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#fff8e6;color:#2b2b2b;">
<table width="540" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#f2a900;padding:16px 24px;font-size:20px;font-weight:bold;color:#3d2b00;">Banco Ipê</td></tr>
<tr><td style="padding:24px;font-size:14px;">
<p>Olá, Ana Paula,</p>
<p>Você está liberando o acesso à sua conta em dois lugares. Cada dispositivo tem seu próprio código:</p>
<table width="100%" cellpadding="10" cellspacing="0" style="border:1px solid #eee;">
<tr style="background:#fff4d6;"><td><b>Digite agora</b>, neste celular<br><span style="font-size:12px;color:#777;">iPhone de Ana</span></td>
<td style="font-size:26px;font-weight:bold;letter-spacing:3px;">774 120</td></tr>
<tr><td>Internet Banking no computador<br><span style="font-size:12px;color:#777;">use somente quando o site pedir, depois de concluir o celular</span></td>
<td style="font-size:18px;color:#777;">391 586</td></tr></table>
<p style="font-size:13px;">Os códigos valem por 15 minutos e só funcionam no dispositivo indicado.</p>
<p style="font-size:12px;color:#777;">Agência 0417 · Conta corrente 28813-4 · Central 24h: 4004 3190 (capitais) ou 0800 770 3190</p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#999;">Banco Ipê S.A. · CNPJ 12.345.678/0001-90 · Av. Paulista, 1842 · São Paulo/SP · CEP 01310-200 · Ouvidoria 0800 727 0411</td></tr>
</table></body></html>
""")

add("pt", "prefix_code", "5821", None,
    "Atlântico Telecom <naoresponder@atlantico-telecom.example>",
    "Rui Ferreira <rui.ferreira@sapo-like.example>",
    "Área de Cliente – código de verificação",
    d("2025-02-20 09:14:27", "+0000"),
    shown="AT-5821", tcte="8bit",
    text="""Caro cliente,

O seu código de verificação é AT-5821.

Introduza-o na Área de Cliente para concluir a alteração do seu
tarifário. O código é válido durante 5 minutos.

Alteração pedida: Fibra 500 Mbps + TV 140 canais + 2 telemóveis
Nova mensalidade: 64,99 €/mês (fidelização de 24 meses)
N.º de cliente: 1.204.887.31
Data de ativação prevista: 24/02/2025

A Atlântico Telecom nunca lhe pede códigos por telefone.
Linha de apoio: 16 200 (chamada gratuita a partir da rede fixa)

Atlântico Telecom, S.A. · Av. da Liberdade 190, 1250-147 Lisboa
NIPC 504 112 883 · Capital social 120.000.000 €
""")

add("pt", "no_code_word", "318805", None,
    "Portal Cidadão Digital <nao-responda@cidadao.gov.example>",
    "Marcos Oliveira <marcos.oliveira@bol-like.example>",
    "Validação de acesso – Portal Cidadão Digital",
    d("2025-04-07 08:05:51", "-0300"),
    hcte="quoted-printable",
    html="""<html><body style="font-family:'Rawline',Arial,sans-serif;background:#f8f8f8;color:#333;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#1351b4;color:#fff;padding:14px 22px;font-size:17px;">Portal Cidadão Digital</td></tr>
<tr><td style="padding:24px 22px;font-size:14px;line-height:21px;">
<p>Prezado(a) Marcos Oliveira,</p>
<p>Recebemos uma solicitação de acesso à sua conta (CPF ***.482.917-**) com nível de confiabilidade <b>prata</b>.</p>
<p>Sua chave de acesso temporária é:</p>
<p style="font-size:30px;font-weight:bold;color:#1351b4;letter-spacing:4px;">318805</p>
<p>Digite-a na tela de validação em até 10 minutos. Não compartilhe esta chave com ninguém.</p>
<table cellpadding="4" style="font-size:12px;color:#555;">
<tr><td>Protocolo:</td><td>2025040700123</td></tr>
<tr><td>Serviço:</td><td>Emissão da Carteira de Trabalho Digital</td></tr>
<tr><td>Data/hora:</td><td>07/04/2025 08:05 (horário de Brasília)</td></tr></table>
<p style="font-size:12px;">Se você não reconhece esta solicitação, altere sua senha e ative a verificação em duas etapas.</p>
</td></tr>
<tr><td style="padding:14px 22px;font-size:11px;color:#777;background:#ededed;">Central de atendimento: 0800 978 9001 · Esplanada dos Ministérios, Bloco K · Brasília/DF · CEP 70040-906<br>
<a href="https://cidadao.gov.example/ajuda">Ajuda</a> · <a href="https://cidadao.gov.example/termos-de-uso">Termos de uso</a></td></tr>
</table></body></html>
""")

add("pt", "reset_in_code_mail", "9041", None,
    "Telaviva <info@conta.telaviva.example>",
    "Juliana Costa <ju.costa@gmail-like.example>",
    "Seu código de acesso temporário",
    d("2025-01-25 21:37:12", "-0300"),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""Oi, Juliana,

Insira este código para entrar na Telaviva na TV da sala (Smart TV LG,
São Paulo):

9041

O código expira em 15 minutos.

Não foi você? Redefina sua senha:
https://www.telaviva.example/senha/redefinir?t=rs_3a9d27c1f0b84e66&src=otp-mail

Seu plano: Padrão com anúncios · R$ 20,90/mês · próxima cobrança 03/02/2025

Telaviva Entretenimento Ltda. · CNPJ 98.765.432/0001-10
Rua Funchal, 418 · São Paulo/SP · CEP 04551-060
""",
    html="""<html><body style="background:#000;font-family:Helvetica,Arial,sans-serif;color:#fff;">
<table width="480" align="center" cellpadding="0" cellspacing="0" style="background:#141414;">
<tr><td style="padding:24px 28px;font-size:26px;font-weight:900;color:#e50914;">TELAVIVA</td></tr>
<tr><td style="padding:0 28px 24px;font-size:15px;line-height:22px;">
<p style="font-size:22px;font-weight:bold;">Insira este código para entrar</p>
<p>Oi, Juliana, use o código abaixo na TV da sala (Smart TV LG, São Paulo):</p>
<p style="font-size:38px;font-weight:bold;letter-spacing:10px;">9041</p>
<p style="color:#b3b3b3;font-size:13px;">O código expira em 15 minutos.</p>
<p style="font-size:13px;">Não foi você? <a href="https://www.telaviva.example/senha/redefinir?t=rs_3a9d27c1f0b84e66&amp;src=otp-mail" style="color:#fff;">Redefina sua senha</a></p>
<p style="font-size:12px;color:#8c8c8c;">Seu plano: Padrão com anúncios · R$ 20,90/mês · próxima cobrança 03/02/2025</p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#737373;border-top:1px solid #333;">
Telaviva Entretenimento Ltda. · CNPJ 98.765.432/0001-10 · Rua Funchal, 418 · São Paulo/SP · CEP 04551-060<br>
<a href="https://www.telaviva.example/ajuda" style="color:#737373;">Central de Ajuda</a> · <a href="https://www.telaviva.example/privacidade" style="color:#737373;">Privacidade</a></td></tr>
</table></body></html>
""")

add("pt", "subject_only", "605338", None,
    "Vaqui <notificacao@vaqui.example>",
    "Thiago Ramos <thiago.ramos@outlook-like.example>",
    "605 338 é o seu código Vaqui",
    d("2025-03-30 19:22:09", "-0300"),
    shown="605 338", tcte="quoted-printable",
    text="""Oi, Thiago!

Para confirmar o login no app Vaqui, use o código que aparece no assunto
deste e-mail. Ele expira em 5 minutos.

Dispositivo: Motorola Edge 40 · Android 14
Local aproximado: Belo Horizonte/MG
Horário: 30/03/2025 às 19:22

Nunca informe esse código a ninguém, nem a quem disser que é da Vaqui.
Se não foi você, bloqueie o app pelo SAC 0800 591 2200 (24 horas).

Vaqui Instituição de Pagamento S.A. · CNPJ 31.872.495/0001-72
Av. Afonso Pena, 3111 · Belo Horizonte/MG · CEP 30130-008
Ouvidoria: 0800 591 2299
""")

add("pt", "username_digits", "7R2K9M", None,
    "Arena Lendária <conta@arenalendaria.example>",
    "gamer_br2003 <pedro.hsantos2003@gmail-like.example>",
    "Confirme seu e-mail, gamer_br2003",
    d("2025-01-03 14:55:38", "-0300"),
    hcte="quoted-printable",
    html="""<html><body style="margin:0;background:#0b0f1a;font-family:'Trebuchet MS',Arial,sans-serif;color:#e8ecf5;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#141b2d;border:1px solid #2a3553;">
<tr><td style="padding:22px;text-align:center;font-size:24px;font-weight:bold;color:#ffcc33;letter-spacing:2px;">ARENA LENDÁRIA</td></tr>
<tr><td style="padding:0 30px 26px;font-size:15px;line-height:22px;text-align:center;">
<p>Olá, <b>gamer_br2003</b>!</p>
<p>Falta pouco para resgatar seu pacote de boas-vindas (500 gemas + skin Guardião de Jade). Digite o código de verificação no jogo:</p>
<div style="margin:22px 0;">""" + spans("7R2K9M", "display:inline-block;width:40px;height:48px;line-height:48px;margin:0 3px;background:#0b0f1a;border:1px solid #ffcc33;border-radius:6px;font-size:26px;font-weight:bold;color:#ffcc33;") + """</div>
<p style="font-size:12px;color:#8e9bb8;">Código válido por 30 minutos. ID do jogador: 88014273 · Servidor: América do Sul</p>
<p style="font-size:12px;color:#8e9bb8;">Temporada 7 termina em 28/02/2025. Ranking atual: Ouro II (1.284 PdL).</p>
</td></tr>
<tr><td style="padding:14px 30px;font-size:10px;color:#5f6b87;text-align:center;border-top:1px solid #2a3553;">
Arena Lendária Games Ltda. · Rua Gomes de Carvalho, 1510 · São Paulo/SP · CEP 04547-005 · Classificação indicativa: 12 anos<br>
<a href="https://suporte.arenalendaria.example" style="color:#8e9bb8;">Suporte</a> · <a href="https://arenalendaria.example/privacidade" style="color:#8e9bb8;">Privacidade</a></td></tr>
</table></td></tr></table></body></html>
""")

add("pt", "newsletter_numbers", None, None,
    "Feira Total <pedidos@feiratotal.example>",
    "Fernanda Lima <fernanda.lima@terra-like.example>",
    "Seu pedido nº 2000441829 foi enviado 📦",
    d("2025-04-15 10:02:44", "-0300"),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""Oi, Fernanda!

Boas notícias: seu pedido nº 2000441829 saiu do nosso centro de
distribuição em Cajamar/SP.

Itens
  1x Air Fryer 4,2 L Preta 127V (SKU 77120034)         R$ 349,90
  1x Jogo de panelas antiaderente 5 peças (SKU 55090217) R$ 219,00
  Frete (Entrega Rápida)                                 R$ 0,00
  Desconto cupom                                        -R$ 30,00
  Total (3x de R$ 179,63 sem juros)                      R$ 538,90

Nota fiscal eletrônica nº 000.118.442, série 3
Chave de acesso da NF-e:
3525 0412 3456 7800 0190 5500 3000 1184 4210 4418 2297

Transportadora: Rota Express · Rastreio: RX884120337BR
Previsão de entrega: até 22/04/2025
Endereço: Rua Oscar Freire, 2270, apto 84 · Pinheiros · São Paulo/SP · CEP 05409-011

Acompanhe em: https://www.feiratotal.example/minha-conta/pedidos/2000441829

Feira Total Comércio Eletrônico S.A. · CNPJ 45.123.987/0001-33
SAC 0800 600 4411 · Ouvidoria 0800 600 4499
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#f3f3f3;color:#333;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#ffe600;padding:16px 22px;font-size:20px;font-weight:bold;color:#2d3277;">Feira Total</td></tr>
<tr><td style="padding:22px;">
<p style="font-size:18px;">Oi, Fernanda! Seu pedido foi enviado 📦</p>
<p>Pedido nº <b>2000441829</b> saiu do nosso centro de distribuição em Cajamar/SP.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #eee;">
<tr><td>Air Fryer 4,2 L Preta 127V<br><span style="color:#999;">SKU 77120034</span></td><td align="right">R$ 349,90</td></tr>
<tr><td>Jogo de panelas antiaderente 5 peças<br><span style="color:#999;">SKU 55090217</span></td><td align="right">R$ 219,00</td></tr>
<tr><td>Frete (Entrega Rápida)</td><td align="right">R$ 0,00</td></tr>
<tr><td>Desconto cupom</td><td align="right">-R$ 30,00</td></tr>
<tr><td><b>Total</b> (3x de R$ 179,63 sem juros)</td><td align="right"><b>R$ 538,90</b></td></tr></table>
<p style="font-size:12px;color:#666;">NF-e nº 000.118.442, série 3 · Chave 3525 0412 3456 7800 0190 5500 3000 1184 4210 4418 2297<br>
Transportadora Rota Express · Rastreio RX884120337BR · Previsão: até 22/04/2025<br>
Rua Oscar Freire, 2270, apto 84 · Pinheiros · São Paulo/SP · CEP 05409-011</p>
<p><a href="https://www.feiratotal.example/minha-conta/pedidos/2000441829" style="background:#3483fa;color:#fff;padding:10px 20px;border-radius:5px;text-decoration:none;">Acompanhar pedido</a></p>
</td></tr>
<tr><td style="padding:12px 22px;font-size:11px;color:#999;">Feira Total Comércio Eletrônico S.A. · CNPJ 45.123.987/0001-33 · SAC 0800 600 4411</td></tr>
</table></body></html>
""")

add("pt", "newsletter_numbers", None, None,
    "Águas do Vale Verde <faturacao@aguasdovaleverde.example>",
    "Maria João Carvalho <mjcarvalho@netcabo-like.example>",
    "Fatura da água – fevereiro 2025",
    d("2025-03-06 07:30:00", "+0000"),
    tcte="quoted-printable",
    text="""Exma. Senhora Maria João Carvalho,

Informamos que já se encontra disponível a sua fatura referente ao
consumo de água de fevereiro de 2025.

  N.º de cliente: 300 118 447
  Local de consumo: Rua do Carmo, 57, 2.º Esq., 3000-098 Coimbra
  N.º do contador: 19AB 004 812
  Fatura n.º: FT 2025/031877
  NIF: 215 440 981
  Leitura real em 26/02/2025: 1 482 m3 (consumo 11 m3 em 29 dias)

  Água ............................... 9,84 €
  Saneamento ......................... 6,12 €
  Resíduos urbanos ................... 5,90 €
  Taxa de recursos hídricos .......... 0,41 €
  IVA (6 % e 23 %) ................... 1,20 €
  Total a pagar ..................... 23,47 €

Pagamento até 27/03/2025 por Multibanco:
  Entidade: 21312
  Referência: 481 992 065
  Montante: 23,47 €

Se aderiu ao Débito Direto, o valor será cobrado na data-limite.

Atendimento: 239 096 300 (dias úteis, 8h30–17h30) · Avarias 24h: 800 200 614
Águas do Vale Verde, EM, S.A. · Av. Fernão de Magalhães 412, 3000-175 Coimbra
""")

add("pt", "booking_ref", None, None,
    "Expresso Sul <bilhetes@expressosul.example>",
    "Tiago Mendes <tiago.mendes@sapo-like.example>",
    "Bilhete confirmado: Lisboa → Faro, 19/04",
    d("2025-04-09 22:18:31", "+0100"),
    hcte="7bit",
    html="""<html><body style="font-family:Tahoma,Arial,sans-serif;background:#eef3f8;color:#1e2a35;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#005b96;color:#fff;padding:16px 22px;font-size:19px;">Expresso Sul</td></tr>
<tr><td style="padding:22px;font-size:14px;">
<p>Olá Tiago,</p>
<p>O seu bilhete está confirmado. Apresente o código QR ao motorista (em papel ou no telemóvel).</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px dashed #9bb7cf;font-size:13px;">
<tr><td>Código de reserva</td><td><b style="font-size:18px;">QF8D2L</b></td></tr>
<tr><td>Percurso</td><td>Lisboa (Sete Rios) → Faro (Terminal Rodoviário)</td></tr>
<tr><td>Data</td><td>sábado, 19/04/2025</td></tr>
<tr><td>Partida / chegada</td><td>07:30 → 11:05</td></tr>
<tr><td>Serviço</td><td>Expresso 0412 · Lugar 23 (janela)</td></tr>
<tr><td>Passageiro</td><td>Tiago Mendes · Cartão Jovem -20 %</td></tr>
<tr><td>Preço</td><td>15,20 € (IVA 6 % incluído)</td></tr></table>
<p style="font-size:12px;">Bagagem incluída: 1 mala até 20 kg + 1 volume de mão. Esteja no cais 15 minutos antes da partida.</p>
<p><a href="https://www.expressosul.example/reservas/QF8D2L/bilhete.pdf">Descarregar bilhete (PDF)</a> · <a href="https://www.expressosul.example/reservas/QF8D2L/alterar">Alterar viagem</a></p>
</td></tr>
<tr><td style="padding:12px 22px;font-size:11px;color:#7a8a99;">Expresso Sul Transportes, Lda. · Rua Prof. Lima Basto, 1500-423 Lisboa · Linha de apoio 707 223 344 · NIPC 503 884 120</td></tr>
</table></body></html>
""")

add("pt", "magic_link", None,
    "https://www.lojapindorama.example/conta/redefinir-senha?token=4e9b0c71d2a3f85e6b1c0d94a7e2f318&uid=550912",
    "Loja Pindorama <atendimento@lojapindorama.example>",
    "Carla Nogueira <carla.nogueira@ig-like.example>",
    "Redefinição de senha – Loja Pindorama",
    d("2025-02-09 11:47:05", "-0300"),
    tcte="base64", hcte="base64",
    text="""Olá, Carla,

Recebemos um pedido para redefinir a senha da sua conta na Loja Pindorama.

Para criar uma nova senha, acesse:
https://www.lojapindorama.example/conta/redefinir-senha?token=4e9b0c71d2a3f85e6b1c0d94a7e2f318&uid=550912

Este link é válido por 2 horas. Se você não fez este pedido, ignore este
e-mail; sua senha atual continua valendo.

Seus últimos pedidos: nº 88120 (entregue em 28/01/2025) e nº 88714 (em
separação).

Loja Pindorama · Rua das Palmeiras, 77 · Salvador/BA · CEP 40140-110
WhatsApp (71) 99812-4410 · Seg. a sáb., 9h às 18h
""",
    html="""<html><body style="font-family:Georgia,serif;background:#f5efe6;color:#3b2f24;">
<table width="540" align="center" cellpadding="0" cellspacing="0" style="background:#fffdf9;border:1px solid #e8dcc8;">
<tr><td style="padding:22px;text-align:center;font-size:24px;color:#8b5a2b;">Loja Pindorama</td></tr>
<tr><td style="padding:0 28px 24px;font-size:15px;line-height:23px;">
<p>Olá, Carla,</p>
<p>Recebemos um pedido para redefinir a senha da sua conta.</p>
<p style="text-align:center;"><a href="https://www.lojapindorama.example/conta/redefinir-senha?token=4e9b0c71d2a3f85e6b1c0d94a7e2f318&amp;uid=550912" style="background:#8b5a2b;color:#fff;padding:12px 24px;text-decoration:none;border-radius:3px;">Criar nova senha</a></p>
<p style="font-size:13px;">Este link é válido por 2 horas. Se você não fez este pedido, ignore este e-mail; sua senha atual continua valendo.</p>
<p style="font-size:13px;">Seus últimos pedidos: <a href="https://www.lojapindorama.example/conta/pedidos/88120">nº 88120</a> (entregue em 28/01/2025) e <a href="https://www.lojapindorama.example/conta/pedidos/88714">nº 88714</a> (em separação).</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#8c7b66;border-top:1px solid #e8dcc8;">Loja Pindorama · Rua das Palmeiras, 77 · Salvador/BA · CEP 40140-110 · WhatsApp (71) 99812-4410<br>
<a href="https://www.instagram-like.example/lojapindorama"><img src="https://www.lojapindorama.example/img/ig.png" alt="Instagram" width="18"></a>
<a href="https://www.lojapindorama.example/politica-de-privacidade">Política de privacidade</a></td></tr>
</table></body></html>
""")

add("pt", "decoy_codes", None, None,
    "Livraria Estante Aberta <presentes@estanteaberta.example>",
    "Helena Duarte <helena.duarte@gmail-like.example>",
    "Você recebeu um cartão-presente de R$ 150,00 🎁",
    d("2024-12-23 09:12:44", "-0300"),
    hcte="quoted-printable",
    html="""<html><body style="font-family:'Palatino Linotype',serif;background:#fbf7f0;color:#2f2a25;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:24px;text-align:center;font-size:22px;color:#7a2e2e;">Livraria Estante Aberta</td></tr>
<tr><td style="padding:0 30px 24px;font-size:15px;line-height:23px;">
<p>Querida Helena,</p>
<p><b>Rodrigo Almeida</b> enviou para você um cartão-presente com a mensagem:</p>
<blockquote style="font-style:italic;border-left:3px solid #7a2e2e;padding-left:12px;">“Feliz Natal! Para a sua pilha de livros de 2025. Beijo, R.”</blockquote>
<table width="100%" cellpadding="8" cellspacing="0" style="background:#f6eee2;font-size:14px;">
<tr><td>Valor</td><td><b>R$ 150,00</b></td></tr>
<tr><td>Código do cartão</td><td style="font-family:monospace;font-size:17px;">GP7Q-X2M9-KD4T</td></tr>
<tr><td>PIN</td><td style="font-family:monospace;font-size:17px;">4417</td></tr>
<tr><td>Validade</td><td>até 23/12/2025</td></tr></table>
<p style="font-size:13px;">Use no site, no carrinho, em “Cartão-presente”, ou em qualquer uma das nossas 14 lojas. Saldo não utilizado fica disponível até a validade.</p>
<p style="text-align:center;"><a href="https://www.estanteaberta.example/cartao-presente/saldo" style="color:#7a2e2e;">Consultar saldo</a></p>
</td></tr>
<tr><td style="padding:12px 30px;font-size:11px;color:#8c847a;">Estante Aberta Livros Ltda. · CNPJ 22.918.004/0001-51 · Rua Augusta, 1524 · São Paulo/SP · CEP 01304-001 · (11) 3061-2290</td></tr>
</table></body></html>
""")

add("pt", "door_code", None, None,
    "Colmeia Coworking <recepcao@colmeia.example>",
    "Bruno Teixeira <bruno@teixeira-design.example>",
    "Bem-vindo à Colmeia! Informações de acesso",
    d("2025-05-02 08:40:19", "+0100"),
    tcte="8bit",
    text="""Olá Bruno,

Seja bem-vindo à Colmeia Coworking! Aqui ficam as informações para o seu
primeiro dia, segunda-feira, 05/05/2025.

Morada: Rua de Santa Catarina, 1260, 4.º piso, 4000-447 Porto

Acesso ao edifício
  Código da porta da rua: 4821# (válido das 7h às 22h)
  Cartão de acesso ao 4.º piso: levante-o na receção (caução de 10 €)

Wi-Fi
  Rede: Colmeia-Membros
  Palavra-passe: favo-de-mel-2025

Impressora (sala Zangão)
  PIN de impressão: 0613

O seu plano: Posto fixo · mesa 17 · 189 €/mês + IVA
Sala de reuniões: 6 horas incluídas por mês (reserve na app)

Qualquer dúvida, ligue-nos: 220 134 880 ou WhatsApp 912 004 771.

Até segunda!
Inês, da receção

Colmeia Coworking, Lda. · NIPC 515 220 481
""")

add("pt", "magic_link", None,
    "https://go.partilhaauto.example/e/c/eyJlIjoiY29uZmlybSJ9/aHR0cHM6Ly9hcHAucGFydGlsaGFhdXRvLmV4YW1wbGU",
    "Partilha Auto <ola@partilhaauto.example>",
    "Sofia Antunes <sofia.antunes@sapo-like.example>",
    "Confirme o seu e-mail para começar a conduzir",
    d("2025-03-18 13:09:56", "+0000"),
    link_alt=["https://app.partilhaauto.example/confirmar-email?c=pa_c9e18f42b7d05a63e2&l=pt"],
    tcte="quoted-printable", hcte="quoted-printable",
    text="""Olá Sofia,

Obrigado por se registar na Partilha Auto. Falta só confirmar o seu e-mail:

https://app.partilhaauto.example/confirmar-email?c=pa_c9e18f42b7d05a63e2&l=pt

Depois disso, valide a sua carta de condução na app (demora cerca de 2
minutos) e ganhe 15 minutos de condução grátis na primeira viagem.

Tarifas em Lisboa: 0,31 €/min · 11,90 €/h · 54,00 €/dia
Zona de serviço: 84 km² · 420 viaturas elétricas

Partilha Auto, S.A. · Av. Infante D. Henrique 333, 1800-282 Lisboa
Apoio ao cliente: 211 450 330
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#e8f7f0;color:#123;">
<table width="520" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;">
<tr><td style="padding:22px 26px;font-size:22px;font-weight:bold;color:#00a676;">partilha auto</td></tr>
<tr><td style="padding:0 26px 24px;font-size:14px;line-height:21px;">
<p>Olá Sofia,</p>
<p>Obrigado por se registar. Falta só confirmar o seu e-mail:</p>
<p style="text-align:center;margin:24px 0;"><a href="https://go.partilhaauto.example/e/c/eyJlIjoiY29uZmlybSJ9/aHR0cHM6Ly9hcHAucGFydGlsaGFhdXRvLmV4YW1wbGU" style="background:#00a676;color:#fff;padding:12px 26px;border-radius:24px;text-decoration:none;font-weight:bold;">Confirmar e-mail</a></p>
<p>Depois disso, valide a sua carta de condução na app e ganhe <b>15 minutos grátis</b> na primeira viagem.</p>
<p style="font-size:12px;color:#678;">Tarifas em Lisboa: 0,31 €/min · 11,90 €/h · 54,00 €/dia · 420 viaturas elétricas</p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#89a;">Partilha Auto, S.A. · Av. Infante D. Henrique 333, 1800-282 Lisboa · 211 450 330<br>
<a href="https://go.partilhaauto.example/e/c/eyJlIjoiYWp1ZGEifQ/aHR0cHM6Ly9hanVkYQ">Ajuda</a> · <a href="https://go.partilhaauto.example/e/u/eyJ1Ijoic2EifQ">Cancelar subscrição</a></td></tr>
</table>
<img src="https://go.partilhaauto.example/e/o/eyJvIjoxfQ" width="1" height="1" alt="">
</body></html>
""")

# ---------------------------------------------------------------- Italian (it)

add("it", "new_and_old_code", "771204", None,
    "Lirica Mobile <noreply@liricamobile.example>",
    "Giulia Bianchi <giulia.bianchi@libero-like.example>",
    "Nuovo codice OTP per l'area clienti",
    d("2025-02-11 18:03:27", "+0100"),
    shown="771 204", tcte="quoted-printable", hcte="quoted-printable",
    text="""Gentile Giulia,

come richiesto, ti abbiamo inviato un nuovo codice per accedere all'area
clienti MyLirica.

Ecco il nuovo codice OTP: 771 204

Il codice precedente (339 018) non è più valido: se lo inserisci, l'accesso
verrà rifiutato. Il nuovo codice scade tra 5 minuti.

Linea: 347 118 2204 · Offerta Lirica 150 Giga a 7,99 €/mese
Prossimo rinnovo: 01/03/2025 · Credito residuo: 12,46 €

Lirica Mobile S.p.A. · Via Tortona 25, 20144 Milano · P.IVA 09882140961
Servizio clienti 190 (gratuito da rete Lirica) · liricamobile.example
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#f4f0fa;color:#2a1f3d;">
<table width="540" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#7a1fa2;color:#fff;padding:16px 24px;font-size:20px;font-weight:bold;">lirica</td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:21px;">
<p>Gentile Giulia,</p>
<p>come richiesto, ti abbiamo inviato un nuovo codice per accedere all'area clienti MyLirica.</p>
<p>Ecco il nuovo codice OTP:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:4px;color:#7a1fa2;">771 204</p>
<p style="font-size:13px;color:#8a2c2c;">Il codice precedente (339 018) non è più valido: se lo inserisci, l'accesso verrà rifiutato. Il nuovo codice scade tra 5 minuti.</p>
<p style="font-size:12px;color:#777;">Linea 347 118 2204 · Lirica 150 Giga a 7,99 €/mese · Rinnovo 01/03/2025 · Credito 12,46 €</p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#999;">Lirica Mobile S.p.A. · Via Tortona 25, 20144 Milano · P.IVA 09882140961 · Servizio clienti 190</td></tr>
</table></body></html>
""")

add("it", "no_code_word", "502871", None,
    "Banca Serenissima <notifiche@bancaserenissima.example>",
    "Luca Conti <luca.conti@tiscali-like.example>",
    "Conferma l'aggiunta di un nuovo beneficiario",
    d("2025-03-25 10:47:19", "+0100"),
    hcte="base64", tcte="base64",
    text="""Gentile Luca Conti,

stai aggiungendo un nuovo beneficiario al tuo home banking:

  Beneficiario: Studio Dentistico Ferri
  IBAN: IT60 X054 2811 1010 0000 0123 456
  Limite giornaliero: 5.000,00 €

Per confermare inserisci queste cifre nella pagina aperta: 502871

Valide per 3 minuti. Non comunicarle a nessuno, neanche a chi si presenta
come operatore della banca.

Conto n. 000041127783 · Filiale 0318 Venezia Mestre
Numero verde 800 118 447 · dall'estero +39 041 278 4400

Banca Serenissima S.p.A. · Campo Manin 4137, 30124 Venezia
Aderente al Fondo Interbancario di Tutela dei Depositi · ABI 05428
""",
    html="""<html><body style="font-family:'Titillium Web',Arial,sans-serif;background:#eef3f7;color:#17324d;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#003366;color:#fff;padding:16px 24px;font-size:18px;">Banca Serenissima</td></tr>
<tr><td style="padding:24px;font-size:14px;">
<p>Gentile Luca Conti,</p>
<p>stai aggiungendo un nuovo beneficiario al tuo home banking:</p>
<table cellpadding="4" style="font-size:13px;">
<tr><td>Beneficiario</td><td>Studio Dentistico Ferri</td></tr>
<tr><td>IBAN</td><td>IT60 X054 2811 1010 0000 0123 456</td></tr>
<tr><td>Limite giornaliero</td><td>5.000,00 €</td></tr></table>
<p>Per confermare inserisci queste cifre nella pagina aperta:</p>
<p>""" + spans("502871", "display:inline-block;padding:6px 10px;margin:0 2px;background:#e6eef5;font-size:24px;font-weight:bold;border-radius:4px;") + """</p>
<p style="font-size:12px;color:#5c6f82;">Valide per 3 minuti. Non comunicarle a nessuno, neanche a chi si presenta come operatore della banca.</p>
<p style="font-size:12px;color:#5c6f82;">Conto n. 000041127783 · Filiale 0318 Venezia Mestre · Numero verde 800 118 447</p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#8899aa;">Banca Serenissima S.p.A. · Campo Manin 4137, 30124 Venezia · ABI 05428 ·
<a href="https://www.bancaserenissima.example/sicurezza">Sicurezza</a></td></tr>
</table></body></html>
""")

add("it", "phone_and_dates", "864521", None,
    "Fascicolo Sanitario Regionale <fse-noreply@salute.regione.example>",
    "Giuseppe Russo <giuseppe.russo@pec-like.example>",
    "FSE – codice OTP per la consultazione del referto",
    d("2025-06-04 09:11:50", "+0200"),
    shown="86 45 21", tcte="8bit", hcte="quoted-printable",
    text="""Gentile GIUSEPPE RUSSO,

per consultare il referto disponibile nel Fascicolo Sanitario Elettronico
inserisca il codice OTP: 86 45 21

Il codice è valido 10 minuti.

Dettagli
  Codice fiscale: RSS GPP 58C12 F839 X
  Tessera sanitaria n. 80380 000500 418 02297
  Prestazione: ecografia addome completo
  Data esame: 03/06/2025 ore 15:40 – Presidio Ospedaliero San Carlo, ambulatorio 7
  N. prenotazione CUP: 2025/0418832
  Ticket pagato: 38,95 €

Per informazioni: Numero verde 800 033 033 (lun–ven 8:30–17:30)
o dall'estero +39 081 255 9900.

Regione – Direzione Generale Tutela della Salute
Via Santa Lucia 81, 80132 Napoli
""",
    html="""<html><body style="font-family:Verdana,sans-serif;font-size:13px;color:#1a1a1a;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #cfd8dc;">
<tr><td style="background:#0066cc;color:#fff;padding:12px 20px;">Fascicolo Sanitario Elettronico</td></tr>
<tr><td style="padding:20px;">
<p>Gentile GIUSEPPE RUSSO,</p>
<p>per consultare il referto disponibile nel Fascicolo Sanitario Elettronico inserisca il codice OTP:</p>
<p style="font-size:26px;font-weight:bold;letter-spacing:2px;">86 45 21</p>
<p>Il codice è valido 10 minuti.</p>
<table cellpadding="3" style="font-size:12px;">
<tr><td>Codice fiscale</td><td>RSS GPP 58C12 F839 X</td></tr>
<tr><td>Tessera sanitaria</td><td>80380 000500 418 02297</td></tr>
<tr><td>Prestazione</td><td>ecografia addome completo</td></tr>
<tr><td>Data esame</td><td>03/06/2025 ore 15:40 – P.O. San Carlo, ambulatorio 7</td></tr>
<tr><td>N. prenotazione CUP</td><td>2025/0418832</td></tr>
<tr><td>Ticket pagato</td><td>38,95 €</td></tr></table>
<p style="font-size:12px;">Numero verde 800 033 033 (lun–ven 8:30–17:30) · dall'estero +39 081 255 9900</p>
</td></tr>
<tr><td style="padding:10px 20px;font-size:10px;color:#666;background:#f5f7f8;">Regione – Direzione Generale Tutela della Salute · Via Santa Lucia 81, 80132 Napoli ·
<a href="https://fse.salute.regione.example/privacy">Informativa privacy</a></td></tr>
</table></body></html>
""")

add("it", "reset_in_code_mail", "6G4TQ2", None,
    "Postalibera <sicurezza@postalibera.example>",
    "francesca.ricci@postalibera.example",
    "Accesso al tuo account Postalibera",
    d("2025-01-14 07:26:33", "+0100"),
    hcte="quoted-printable",
    html="""<html><body style="font-family:Arial,sans-serif;background:#fff;color:#202124;">
<div style="max-width:500px;margin:0 auto;border:1px solid #dadce0;border-radius:8px;padding:32px;">
<p style="font-size:20px;color:#0b57d0;font-weight:bold;margin-top:0;">Postalibera</p>
<p>Ciao Francesca,</p>
<p>per completare l'accesso da <b>Firefox su Windows (Torino, IT)</b> inserisci questo codice di accesso:</p>
<p style="font-size:30px;font-family:'Courier New',monospace;font-weight:bold;letter-spacing:6px;text-align:center;background:#f1f3f4;padding:14px;">6G4TQ2</p>
<p style="font-size:13px;color:#5f6368;">Il codice scade tra 10 minuti. Richiesta del 14 gennaio 2025 alle 07:26.</p>
<p style="font-size:13px;">Non sei stato tu? Qualcuno potrebbe conoscere la tua password.
<a href="https://account.postalibera.example/sicurezza/proteggi?ev=lg_20250114_7f3a&amp;u=fricci" style="color:#0b57d0;">Proteggi il tuo account</a> oppure
<a href="https://account.postalibera.example/password/reimposta?u=fricci&amp;ev=lg_20250114_7f3a" style="color:#0b57d0;">reimposta la password</a>.</p>
<p style="font-size:13px;"><a href="https://account.postalibera.example/attivita-recente" style="color:#0b57d0;">Controlla l'attività recente</a></p>
<p style="font-size:11px;color:#80868b;border-top:1px solid #eee;padding-top:12px;">Ricevi questa email obbligatoria per informarti di modifiche importanti al tuo account.<br>
Postalibera S.r.l. · Corso Vittorio Emanuele II 112, 10121 Torino · P.IVA 11240870017</p>
</div></body></html>
""")

add("it", "subject_only", "7741", None,
    "Spesa Facile <app@spesafacile.example>",
    "Anna Marino <anna.marino@alice-like.example>",
    "Codice 7741 - accesso a Spesa Facile",
    d("2025-04-26 18:31:07", "+0200"),
    tcte="7bit",
    text="""Ciao Anna,

il codice per accedere all'app e' riportato nell'oggetto di questa email.
Scade tra 15 minuti.

La tua prossima consegna: sabato 26/04 dalle 19:30 alle 20:30
Ordine n. 31-880124 - 23 prodotti - totale 86,40 EUR
Indirizzo: Via Nizza 48, 10125 Torino, citofono "Marino", scala B, piano 3

Hai 1.240 punti Carta Amica (valore 12,40 EUR).

Spesa Facile S.r.l. - Strada del Drosso 33, 10135 Torino
Assistenza 011 1988 4400 - P.IVA 10998430019
""")

add("it", "booking_ref", "290663", None,
    "Alisea Airlines – MilleAli <milleali@alisea.example>",
    "Davide Greco <davide.greco@fastmail-like.example>",
    "Il tuo codice di accesso MilleAli",
    d("2025-06-20 22:14:45", "+0200"),
    shown="290 663", tcte="quoted-printable", hcte="quoted-printable",
    text="""Ciao Davide,

ecco il codice di accesso per la tua area MilleAli: 290 663
È valido per 10 minuti.

Il tuo prossimo volo
  AS 1452 · Roma Fiumicino (FCO) → Catania (CTA)
  Sabato 28/06/2025 · partenza 07:05 · arrivo 08:20
  Codice prenotazione (PNR): R7TK2W · Posto 3F
  Check-in online aperto dal 27/06 alle 07:05

Saldo MilleAli: 18.420 miglia · Livello Argento (scade il 31/12/2025)
Tessera n. 0041 7728 905

Alisea Airlines S.p.A. · Via dell'Aeroporto di Fiumicino 320, 00054 Fiumicino (RM)
Call center 06 9191 8800
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#eaf2f8;color:#0e2a47;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#0e2a47;color:#fff;padding:16px 24px;font-size:18px;">Alisea · MilleAli</td></tr>
<tr><td style="padding:24px;">
<p>Ciao Davide,</p>
<p>ecco il codice di accesso per la tua area MilleAli:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:3px;color:#c8102e;">290 663</p>
<p style="font-size:12px;color:#667;">È valido per 10 minuti.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="background:#f3f7fb;font-size:13px;">
<tr><td colspan="2"><b>Il tuo prossimo volo</b></td></tr>
<tr><td>Volo</td><td>AS 1452 · FCO → CTA</td></tr>
<tr><td>Data</td><td>Sabato 28/06/2025 · 07:05 – 08:20</td></tr>
<tr><td>Codice prenotazione (PNR)</td><td>R7TK2W · Posto 3F</td></tr></table>
<p style="font-size:12px;">Saldo: 18.420 miglia · Livello Argento · Tessera n. 0041 7728 905</p>
<p><a href="https://www.alisea.example/gestisci-prenotazione?pnr=R7TK2W&amp;cognome=GRECO">Gestisci prenotazione</a></p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#889;">Alisea Airlines S.p.A. · 00054 Fiumicino (RM) · Call center 06 9191 8800</td></tr>
</table></body></html>
""")

add("it", "delivery_code", "529006", None,
    "PuntoBox <notifiche@puntobox.example>",
    "Simone Gallo <simone.gallo@gmail-like.example>",
    "Il tuo pacco è nel locker: ritiralo entro 72 ore",
    d("2025-05-14 12:40:08", "+0200"),
    shown="529 006", tcte="quoted-printable", hcte="quoted-printable",
    text="""Ciao Simone,

il tuo pacco è arrivato nel locker PuntoBox che hai scelto.

Codice di ritiro: 529 006

Inseriscilo sul display del locker (oppure scansiona il QR nell'app) e lo
sportello si aprirà.

Locker: PuntoBox Marghera 14 – Via Marghera 14, 20149 Milano
(all'interno del supermercato, orari 7:30–22:00)
Spedizione n. 3UW1A22904417 · Mittente: Elettronica Piazza S.r.l.
Ritira entro: sabato 17/05/2025 alle 12:40

Dopo la scadenza il pacco tornerà al mittente.

PuntoBox Italia S.r.l. · Viale Monza 259, 20126 Milano · Assistenza 02 8901 7700
""",
    html="""<html><body style="font-family:Helvetica,Arial,sans-serif;background:#fff7e0;color:#222;">
<table width="520" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#ffcd00;padding:16px 22px;font-size:20px;font-weight:bold;">PuntoBox</td></tr>
<tr><td style="padding:22px;font-size:14px;">
<p>Ciao Simone,</p>
<p>il tuo pacco è arrivato nel locker che hai scelto.</p>
<table cellpadding="0" cellspacing="0" style="margin:14px 0;"><tr><td style="border:2px solid #222;padding:12px 24px;">
<span style="font-size:12px;">Codice di ritiro</span><br><span style="font-size:30px;font-weight:bold;letter-spacing:4px;">529 006</span></td></tr></table>
<p>Inseriscilo sul display del locker (oppure scansiona il QR nell'app) e lo sportello si aprirà.</p>
<p style="font-size:13px;"><b>PuntoBox Marghera 14</b> – Via Marghera 14, 20149 Milano (orari 7:30–22:00)<br>
Spedizione n. 3UW1A22904417 · Mittente: Elettronica Piazza S.r.l.<br>
Ritira entro: <b>sabato 17/05/2025 alle 12:40</b></p>
<p><a href="https://puntobox.example/traccia/3UW1A22904417">Traccia la spedizione</a></p>
</td></tr>
<tr><td style="padding:12px 22px;font-size:11px;color:#888;">PuntoBox Italia S.r.l. · Viale Monza 259, 20126 Milano · 02 8901 7700</td></tr>
</table></body></html>
""")

add("it", "newsletter_numbers", None, None,
    "Borsaviva <comunicazioni@borsaviva.example>",
    "Paolo Esposito <paolo.esposito@libero-like.example>",
    "Rendiconto trimestrale al 31/03/2025 disponibile",
    d("2025-04-08 06:15:00", "+0200"),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""Gentile Paolo Esposito,

è disponibile nella sezione Documenti il rendiconto del conto titoli
n. 88-004417-2 per il periodo 01/01/2025 – 31/03/2025.

Sintesi
  Controvalore al 31/03/2025:        24.318,72 €
  Variazione nel trimestre:           +612,40 € (+2,58 %)
  Liquidità disponibile:               1.204,15 €
  Cedole e dividendi incassati:          186,90 €
  Imposta di bollo (0,20 % annuo):        12,16 €

Principali posizioni
  BTP Valore 2029 (IT0005583478)        8.120,00 €
  ETF MSCI World Acc (IE00B4L5Y983)     9.741,35 €
  ETF Euro Govt Bond (LU0290355717)     5.253,22 €

Eventuali contestazioni vanno inviate entro 60 giorni dalla ricezione.

Borsaviva SIM S.p.A. · Piazza Affari 2, 20123 Milano · Albo SIM n. 318
Iscritta al Fondo Nazionale di Garanzia · Assistenza 02 3030 4400
""",
    html="""<html><body style="font-family:Georgia,serif;color:#1f2d3d;background:#f4f6f8;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:20px 26px;border-bottom:3px solid #1f6f50;font-size:20px;color:#1f6f50;">Borsaviva</td></tr>
<tr><td style="padding:24px 26px;font-size:14px;">
<p>Gentile Paolo Esposito,</p>
<p>è disponibile nella sezione Documenti il rendiconto del conto titoli n. 88-004417-2 per il periodo 01/01/2025 – 31/03/2025.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;font-family:Arial,sans-serif;">
<tr style="background:#eef5f1;"><td>Controvalore al 31/03/2025</td><td align="right"><b>24.318,72 €</b></td></tr>
<tr><td>Variazione nel trimestre</td><td align="right" style="color:#1f6f50;">+612,40 € (+2,58 %)</td></tr>
<tr style="background:#eef5f1;"><td>Liquidità disponibile</td><td align="right">1.204,15 €</td></tr>
<tr><td>Cedole e dividendi incassati</td><td align="right">186,90 €</td></tr>
<tr style="background:#eef5f1;"><td>Imposta di bollo</td><td align="right">12,16 €</td></tr></table>
<p style="font-size:12px;font-family:Arial,sans-serif;">BTP Valore 2029 (IT0005583478) 8.120,00 € · ETF MSCI World Acc (IE00B4L5Y983) 9.741,35 € · ETF Euro Govt Bond (LU0290355717) 5.253,22 €</p>
<p><a href="https://trading.borsaviva.example/documenti?tipo=rendiconto&amp;periodo=2025Q1">Vai ai documenti</a></p>
</td></tr>
<tr><td style="padding:12px 26px;font-size:11px;color:#7b8794;">Borsaviva SIM S.p.A. · Piazza Affari 2, 20123 Milano · Albo SIM n. 318 · Assistenza 02 3030 4400</td></tr>
</table></body></html>
""")

add("it", "booking_ref", None, None,
    "Frecciaverde <biglietti@frecciaverde.example>",
    "Chiara Fontana <chiara.fontana@virgilio-like.example>",
    "Biglietto acquistato – Codice PNR KQ3M7A",
    d("2025-05-29 20:44:12", "+0200"),
    tcte="8bit",
    text="""Gentile Chiara Fontana,

grazie per aver acquistato con Frecciaverde. Ecco i dettagli del viaggio.

Codice PNR: KQ3M7A
Codice biglietto: 2811 4409 1735

ANDATA – venerdì 06/06/2025
  Firenze S. M. Novella  partenza 17:10
  Napoli Centrale        arrivo   20:08
  Treno FV 9541 · Carrozza 8 · Posto 12D · Standard

Passeggeri: 1 adulto (CartaVerde n. 3004 1187 22)
Offerta: Economy · non rimborsabile, cambio con integrazione
Prezzo: 39,90 € · pagato con PayPal il 29/05/2025 alle 20:43

Il controllore può chiederti il codice PNR o il QR code del biglietto
(allegato PDF). Porta con te un documento di identità.

Frecciaverde S.p.A. · Piazza della Croce Rossa 1, 00161 Roma
Call center 892 021 · P.IVA 05403151003
""")

add("it", "magic_link", None,
    "https://www.taccuinodelgusto.example/newsletter/conferma?id=6624817&h=a91f0c3e7b2d45c8&lista=settimanale",
    "Il Taccuino del Gusto <redazione@taccuinodelgusto.example>",
    "elisa.moretti@gmail-like.example",
    "Conferma la tua iscrizione al Taccuino del Gusto",
    d("2025-03-16 11:05:30", "+0100"),
    hcte="quoted-printable",
    headers=[("List-Unsubscribe", "<mailto:disiscrivi@taccuinodelgusto.example?subject=6624817>")],
    html="""<html><body style="font-family:'Lora',Georgia,serif;background:#fcf8f3;color:#3d2e22;">
<p style="text-align:center;font-size:11px;"><a href="https://www.taccuinodelgusto.example/newsletter/web/conferma-6624817" style="color:#a08b77;">Visualizza nel browser</a></p>
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:26px;text-align:center;font-size:26px;font-style:italic;color:#a0442a;">Il Taccuino del Gusto</td></tr>
<tr><td style="padding:0 32px 26px;font-size:15px;line-height:24px;">
<p>Ciao!</p>
<p>Grazie per esserti iscritta alla nostra newsletter settimanale: ogni domenica 3 ricette di stagione, 1 vino sotto i 15 € e gli appuntamenti dei mercati contadini.</p>
<p>Per completare l'iscrizione conferma il tuo indirizzo:</p>
<p style="text-align:center;margin:26px 0;"><a href="https://www.taccuinodelgusto.example/newsletter/conferma?id=6624817&amp;h=a91f0c3e7b2d45c8&amp;lista=settimanale" style="background:#a0442a;color:#fff;padding:12px 28px;text-decoration:none;border-radius:2px;">Sì, confermo l'iscrizione</a></p>
<p style="font-size:13px;color:#7d6a58;">Se non hai richiesto tu l'iscrizione, ignora questa email: senza conferma non riceverai nulla.</p>
</td></tr>
<tr><td style="padding:16px 32px;font-size:11px;color:#a08b77;text-align:center;">
Il Taccuino del Gusto · Associazione culturale · Via dei Servi 38, 50122 Firenze · C.F. 94281770486<br>
<a href="https://www.taccuinodelgusto.example/privacy">Privacy</a> · <a href="https://www.facebook-like.example/taccuinodelgusto">Facebook</a></td></tr>
</table>
<img src="https://www.taccuinodelgusto.example/t/open/6624817.gif" width="1" height="1" alt="">
</body></html>
""")

add("it", "magic_link", None,
    "https://e.agendo.example/wf/click?upn=Q2xpY2stbG9naW4tNjYwMTE4&u=bWFnaWMtbGluaw",
    "Agendo <accesso@agendo.example>",
    "Stefano Lombardi <s.lombardi@studiolombardi.example>",
    "Il tuo link di accesso ad Agendo",
    d("2025-02-27 08:52:14", "+0100"),
    link_alt=["https://app.agendo.example/auth/magic?t=ml_0c7d93b2a4e1f65d88a0b3c9e21f7a40&ws=studio-lombardi"],
    tcte="quoted-printable", hcte="quoted-printable",
    text="""Ciao Stefano,

clicca sul link qui sotto per accedere ad Agendo. Non serve la password.

https://app.agendo.example/auth/magic?t=ml_0c7d93b2a4e1f65d88a0b3c9e21f7a40&ws=studio-lombardi

Il link funziona una sola volta e scade tra 20 minuti.

Oggi in agenda: 7 appuntamenti, il primo alle 09:30 (Sig.ra Benedetti,
studio 2). 3 promemoria SMS in attesa di invio.

Agendo S.r.l. · Via Emilia Ponente 102, 40133 Bologna · P.IVA 03884120371
""",
    html="""<html><body style="font-family:Inter,Arial,sans-serif;background:#f6f7fb;color:#1e2235;">
<table width="480" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;">
<tr><td style="padding:28px;">
<p style="font-size:20px;font-weight:700;color:#5046e5;margin:0 0 18px;">agendo</p>
<p>Ciao Stefano,</p>
<p>clicca sul pulsante per accedere ad Agendo. Non serve la password.</p>
<p style="margin:24px 0;"><a href="https://e.agendo.example/wf/click?upn=Q2xpY2stbG9naW4tNjYwMTE4&amp;u=bWFnaWMtbGluaw" style="background:#5046e5;color:#fff;padding:12px 24px;border-radius:8px;text-decoration:none;font-weight:600;">Accedi ad Agendo</a></p>
<p style="font-size:13px;color:#6b7086;">Il link funziona una sola volta e scade tra 20 minuti.</p>
<p style="font-size:13px;color:#6b7086;">Oggi in agenda: 7 appuntamenti, il primo alle 09:30 (Sig.ra Benedetti, studio 2).</p>
<p style="font-size:11px;color:#9aa0b4;border-top:1px solid #eee;padding-top:12px;">Agendo S.r.l. · Via Emilia Ponente 102, 40133 Bologna · P.IVA 03884120371 ·
<a href="https://e.agendo.example/wf/click?upn=aGVscA&amp;u=aGVscA" style="color:#9aa0b4;">Centro assistenza</a></p>
</td></tr></table>
<img src="https://e.agendo.example/wf/open?upn=b3Blbi02NjAxMTg" width="1" height="1" alt="" style="display:none">
</body></html>
""")

add("it", "decoy_codes", None, None,
    "Assistenza Casaluce Energia <assistenza@casaluce.example>",
    "Roberto Barbieri <roberto.barbieri@fastweb-like.example>",
    "Pratica n. 2025/118204 – presa in carico della sua richiesta",
    d("2025-03-04 15:27:40", "+0100"),
    tcte="quoted-printable", crlf=True,
    text="""Gentile Roberto Barbieri,

la sua richiesta è stata presa in carico.

  Numero pratica: 2025/118204
  Codice cliente: 0044172
  Codice POD: IT001E48812097
  Tipo richiesta: rettifica autolettura del 28/02/2025 (lettura F1 18.204 kWh)
  Data apertura: 04/03/2025 15:26

Un operatore la contatterà entro 5 giorni lavorativi al numero
333 480 2211. Per qualsiasi comunicazione citi sempre il numero pratica.

Ricordi: i nostri operatori non le chiederanno mai codici ricevuti via SMS
o le credenziali di accesso all'area clienti.

Cordiali saluti,
Servizio Clienti Casaluce Energia
Numero verde 800 90 44 17 (lun–sab 8–20)

Casaluce Energia S.p.A. · Corso Italia 44, 00198 Roma · P.IVA 12844170158
""")

add("it", "username_digits", None, None,
    "Fotomania <notifiche@fotomania.example>",
    "marco_92 <marco.pellegrini92@gmail-like.example>",
    "marco_92, hai 3 nuove notifiche",
    d("2025-01-21 19:48:26", "+0100"),
    hcte="quoted-printable",
    html="""<html><body style="font-family:Helvetica,Arial,sans-serif;background:#fafafa;color:#262626;">
<table width="460" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #dbdbdb;">
<tr><td style="padding:18px 22px;font-size:22px;font-weight:bold;">fotomania</td></tr>
<tr><td style="padding:0 22px 18px;font-size:14px;">
<p>Ciao marco_92,</p>
<p>ecco cosa ti sei perso:</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;">
<tr><td style="border-top:1px solid #efefef;"><b>giuly.ph_88</b> ha messo "Mi piace" alla tua foto "Tramonto a Vernazza" · 1.204 like</td></tr>
<tr><td style="border-top:1px solid #efefef;"><b>trekking_liguria</b> ha iniziato a seguirti · 12,4k follower</td></tr>
<tr><td style="border-top:1px solid #efefef;"><b>ale_ross1</b> ha commentato: "Che obiettivo hai usato? 24-70 f/2.8?"</td></tr></table>
<p style="text-align:center;"><a href="https://fotomania.example/notifiche?utm_source=email&amp;utm_campaign=digest_0121" style="background:#0095f6;color:#fff;padding:9px 22px;border-radius:8px;text-decoration:none;">Vedi le notifiche</a></p>
</td></tr>
<tr><td style="padding:14px 22px;font-size:11px;color:#8e8e8e;">Questa email è stata inviata a marco.pellegrini92@gmail-like.example.
<a href="https://fotomania.example/impostazioni/email?u=mp92&amp;t=digest" style="color:#8e8e8e;">Annulla l'iscrizione</a><br>
Fotomania S.r.l. · Via Tortona 31, 20144 Milano</td></tr>
</table></body></html>
""")


if __name__ == "__main__":
    main()
