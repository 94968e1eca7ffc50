#!/usr/bin/env python3
"""Hand-written labelled test mail for a one-time-code / magic-link extractor.

Messages are defined as Python data below (one M.append(...) block each),
written out as PREFIX-NNNN.eml plus labels.jsonl, then re-parsed and validated.
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
from datetime import datetime
from email import message_from_bytes
from email.message import EmailMessage
from email.policy import default as POLICY
from email.utils import format_datetime
from html.parser import HTMLParser

OUT = os.path.dirname(os.path.abspath(__file__))
PREFIX = "fw"
ALLOWED_TLDS = (".example", ".test", ".invalid")

M = []


def png_bytes(w=160, h=48, seed=7):
    """A small deterministic grayscale PNG (noise bars), standard library only."""
    rnd = random.Random(seed)
    rows = []
    for y in range(h):
        row = bytearray([0])
        for x in range(w):
            v = 235 if (x // 8 + y // 6 + rnd.randint(0, 1)) % 3 else 40
            row.append(v)
        rows.append(bytes(row))
    raw = b"".join(rows)

    def chunk(tag, data):
        c = struct.pack(">I", len(data)) + tag + data
        return c + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    ihdr = struct.pack(">IIBBBBB", w, h, 8, 0, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def domain_of(addr):
    m = re.search(r"@([A-Za-z0-9.\-]+)", addr)
    return m.group(1).lower() if m else "mail.example"


def build(m, idx):
    em = EmailMessage(policy=POLICY)
    em["From"] = m["frm"]
    em["To"] = m["to"]
    em["Subject"] = m["subject"]
    dt = datetime.strptime(m["date"], "%Y-%m-%d %H:%M:%S %z")
    em["Date"] = format_datetime(dt)
    h = hashlib.sha1((m["subject"] + m["date"] + str(idx)).encode()).hexdigest()
    em["Message-ID"] = "<%s.%s@%s>" % (h[:16], h[16:24], domain_of(m["frm"]))
    for k, v in m.get("headers", []):
        em[k] = v
    text, html = m.get("text"), m.get("html")
    tc, hc = m.get("text_cte", "quoted-printable"), m.get("html_cte", "quoted-printable")
    html_part = None
    if text is not None and html is not None:
        em.set_content(text, subtype="plain", charset="utf-8", cte=tc)
        em.add_alternative(html, subtype="html", charset="utf-8", cte=hc)
        html_part = em.get_payload()[1]
    elif text is not None:
        em.set_content(text, subtype="plain", charset="utf-8", cte=tc)
    else:
        em.set_content(html, subtype="html", charset="utf-8", cte=hc)
        html_part = em
    img = m.get("image")
    if img:
        html_part.add_related(png_bytes(seed=idx), maintype="image", subtype="png",
                              cid="<%s>" % img, disposition="inline",
                              filename=img.split("@")[0] + ".png")
    return em.as_bytes(policy=POLICY)


class Scan(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.hrefs, self.alts, self.data = [], [], []

    def handle_starttag(self, tag, attrs):
        for k, v in attrs:
            if k == "href" and v is not None:
                self.hrefs.append(v)
            if k == "alt" and v:
                self.alts.append(v)

    def handle_data(self, d):
        self.data.append(d)


SEP = re.compile(r"[\s\u00a0\u202f\-\.\u2009·]")
URL = re.compile(r"https?://([^/\s\"'<>?#]+)")


def validate(data, m, name):
    errs = []
    msg = message_from_bytes(data, policy=POLICY)
    texts, htmls = [], []
    for part in msg.walk():
        if part.defects:
            errs.append("defects in part %s: %r" % (part.get_content_type(), part.defects))
        for k, v in part.items():
            if getattr(v, "defects", None):
                errs.append("header defects %s: %r" % (k, v.defects))
        ct = part.get_content_type()
        if ct == "text/plain":
            texts.append(part.get_content())
        elif ct == "text/html":
            htmls.append(part.get_content())
    subject = str(msg["subject"])
    hrefs, alts, visible = [], [], []
    for hs in htmls:
        s = Scan()
        s.feed(hs)
        s.close()
        hrefs += s.hrefs
        alts += s.alts
        visible.append("".join(s.data))
    corpus = "\n".join([subject] + texts + htmls + alts + visible)
    collapsed = SEP.sub("", corpus)
    otp = m.get("otp")
    if otp:
        if otp not in corpus and otp not in collapsed:
            errs.append("otp %r not found in content" % otp)
        for shown in m.get("shown", []):
            if shown not in corpus and SEP.sub("", shown) not in collapsed:
                errs.append("shown form %r not found" % shown)
            if otp not in SEP.sub("", shown):
                errs.append("shown form %r does not yield %r" % (shown, otp))
    link = m.get("link")
    if link and link not in hrefs:
        errs.append("link not among hrefs: %r" % link)
    for alt in m.get("link_alt", []):
        if alt not in hrefs and alt not in "\n".join(texts + visible):
            errs.append("link_alt not found: %r" % alt)
    for host in URL.findall(corpus):
        host = host.split(":")[0].lower().rstrip(".")
        if not host.endswith(ALLOWED_TLDS):
            errs.append("non-reserved domain in content: %s" % host)
    for hname in ("from", "to", "reply-to"):
        for a in msg.get_all(hname, []):
            for ad in a.addresses:
                if not ad.domain.lower().endswith(ALLOWED_TLDS):
                    errs.append("non-reserved domain in %s: %s" % (hname, ad.domain))
    if not (texts or htmls):
        errs.append("no text content")
    return ["%s: %s" % (name, e) for e in errs]


def main():
    assert len(M) == 65, "expected 65 messages, have %d" % len(M)
    langs = Counter(m["lang"] for m in M)
    assert all(v == 13 for v in langs.values()) and len(langs) == 5, langs
    fam_n = Counter()
    for m in M:
        if "family" not in m:
            fam_n[m["kind"]] += 1
            m["family"] = "%s-%s-%02d" % (PREFIX, m["kind"], fam_n[m["kind"]])
    order = list(range(len(M)))
    random.Random(20250307).shuffle(order)
    for f in os.listdir(OUT):
        if f.startswith(PREFIX + "-") and f.endswith(".eml"):
            os.remove(os.path.join(OUT, f))
    errors, rows = [], []
    for n, i in enumerate(order, 1):
        m = M[i]
        name = "%s-%04d.eml" % (PREFIX, n)
        data = build(m, i)
        with open(os.path.join(OUT, name), "wb") as fh:
            fh.write(data)
        errors += validate(data, m, name)
        row = {"file": name, "otp": m.get("otp"), "link": m.get("link"),
               "kind": m["kind"], "lang": m["lang"], "family": m["family"]}
        if m.get("link_alt"):
            row["link_alt"] = m["link_alt"]
        rows.append(row)
    fams = Counter(r["family"] for r in rows)
    dup = [f for f, c in fams.items() if c > 1]
    if dup:
        errors.append("duplicate families: %r" % dup)
    with open(os.path.join(OUT, "labels.jsonl"), "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    code = sum(1 for r in rows if r["otp"])
    link = sum(1 for r in rows if r["link"])
    both = sum(1 for r in rows if r["otp"] and r["link"])
    neither = sum(1 for r in rows if not r["otp"] and not r["link"])
    print("messages:", len(rows))
    print("by lang:", dict(sorted(langs.items())))
    print("by kind:", dict(sorted(Counter(r["kind"] for r in rows).items())))
    print("code: %d  link: %d  both: %d  neither: %d" % (code, link, both, neither))
    if errors:
        print("\nVALIDATION FAILED:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("validation passed")


# ---------------------------------------------------------------------------
# Messages
# ---------------------------------------------------------------------------

# ============================== Deutsch (de) ==============================

M.append(dict(
    lang="de", kind="username_digits", otp="583027", shown=["583027"],
    frm="Schraubertreff Forum <noreply@schraubertreff.example>",
    to="schrauber_1987 <j.kowalke@posteo.example>",
    date="2025-02-11 21:47:09 +0100",
    subject="Anmeldung im Schraubertreff bestätigen",
    text_cte="8bit",
    text="""Hallo schrauber_1987,

jemand (hoffentlich du) möchte sich gerade von einem neuen Gerät im
Schraubertreff anmelden.

Dein Anmeldecode: 583027

Der Code gilt 15 Minuten. Wenn du das nicht warst, kannst du diese Mail
einfach ignorieren – dein Konto bleibt gesperrt, bis der Code eingegeben wird.

Neu im Forum: Unterforum "Youngtimer-Elektrik" (Golf 2, E30, W124) –
schon 412 Beiträge in der ersten Woche.

Gruß aus der Werkstatt
Das Moderatorenteam

--
Schraubertreff – das Forum für Hobbyschrauber
Betreiber: Maik Brettschneider, Am Gleisdreieck 4, 44147 Dortmund
Benachrichtigungen verwalten: Profil > Einstellungen > E-Mail
""",
))

M.append(dict(
    lang="de", kind="booking_ref", otp=None, link=None,
    frm="Fernbahn Reiseservice <buchung@fernbahn.example>",
    to="Sabine Hollerith <sabine.hollerith@web.example>",
    date="2025-03-02 08:12:40 +0100",
    subject="Ihre Buchungsbestätigung (Auftrag QX7K2M)",
    headers=[("Reply-To", "kundendialog@fernbahn.example")],
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Guten Tag Frau Hollerith,

vielen Dank für Ihre Buchung. Ihr Online-Ticket ist im Anhang bzw. in der
App unter "Meine Reisen" gespeichert.

Auftragsnummer: QX7K2M
Reisende: 2 Erwachsene (1x BahnCard 25, 2. Klasse)

Hinfahrt Fr, 14.03.2025
  München Hbf   ab 07:28  Gleis 19
  Berlin Hbf    an 11:31  ICE 502
  Sitzplätze Wagen 12, Platz 61 und 63 (Großraum, Tisch)

Rückfahrt So, 16.03.2025
  Berlin Hbf    ab 17:34  Gleis 2
  München Hbf   an 21:49  ICE 1009

Gesamtpreis: 143,80 EUR (inkl. 7 % MwSt. 9,41 EUR)
Bezahlt per Kreditkarte ****6619

Bitte zeigen Sie bei der Kontrolle Ihr Ticket und Ihre BahnCard vor.
Zugbindung aufgehoben bei Verspätung ab 20 Minuten (Fahrgastrechte).

Reiseverlauf ansehen: https://www.fernbahn.example/meine-reisen/QX7K2M

Fernbahn Fernverkehr GmbH, Europaplatz 1, 10557 Berlin
Kundendialog 030 5550 1230 (Mo–Fr 7–20 Uhr)
Handelsregister: Amtsgericht Charlottenburg HRB 93114
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#222">
<p>Guten Tag Frau Hollerith,</p>
<p>vielen Dank für Ihre Buchung. Ihr Online-Ticket ist im Anhang bzw. in der App unter &bdquo;Meine Reisen&ldquo; gespeichert.</p>
<table cellpadding="6" style="border-collapse:collapse;border:1px solid #ccc">
<tr><td><b>Auftragsnummer</b></td><td style="font-size:20px;letter-spacing:2px">QX7K2M</td></tr>
<tr><td>Reisende</td><td>2 Erwachsene (1x BahnCard 25, 2. Klasse)</td></tr>
</table>
<h3>Hinfahrt Fr, 14.03.2025</h3>
<table cellpadding="4">
<tr><td>München Hbf</td><td>ab 07:28</td><td>Gleis 19</td><td rowspan="2">ICE 502<br>Wagen 12, Pl. 61/63</td></tr>
<tr><td>Berlin Hbf</td><td>an 11:31</td><td></td></tr>
</table>
<h3>Rückfahrt So, 16.03.2025</h3>
<table cellpadding="4">
<tr><td>Berlin Hbf</td><td>ab 17:34</td><td>Gleis 2</td><td rowspan="2">ICE 1009</td></tr>
<tr><td>München Hbf</td><td>an 21:49</td><td></td></tr>
</table>
<p>Gesamtpreis: <b>143,80 EUR</b> (inkl. 7&nbsp;% MwSt. 9,41 EUR)<br>Bezahlt per Kreditkarte ****6619</p>
<p><a href="https://www.fernbahn.example/meine-reisen/QX7K2M" style="background:#ec0016;color:#fff;padding:10px 18px;text-decoration:none">Reiseverlauf ansehen</a></p>
<p style="font-size:11px;color:#666">Fernbahn Fernverkehr GmbH, Europaplatz 1, 10557 Berlin &middot; Kundendialog 030 5550 1230 &middot; HRB 93114<br>
<a href="https://www.fernbahn.example/datenschutz">Datenschutz</a> | <a href="https://www.fernbahn.example/impressum">Impressum</a></p>
</body></html>""",
))

M.append(dict(
    lang="de", kind="newsletter_numbers", otp=None, link=None,
    frm="Elektrowelt24 <versand@elektrowelt24.example>",
    to="markus.reinecke@gmx.example",
    date="2025-01-28 15:03:11 +0100",
    subject="Ihre Bestellung 3004-918271 wurde versandt",
    html_cte="base64",
    html="""<!DOCTYPE html><html lang="de"><body style="margin:0;background:#f2f2f2">
<table width="600" align="center" style="background:#fff;font-family:Helvetica,Arial;font-size:14px">
<tr><td style="padding:20px;background:#003a70;color:#fff;font-size:22px">Elektrowelt<b>24</b></td></tr>
<tr><td style="padding:20px">
<p>Hallo Herr Reinecke,</p>
<p>gute Nachrichten: Ihr Paket ist unterwegs und wird voraussichtlich am <b>Donnerstag, 30.01.2025</b> zwischen 10:00 und 14:00 Uhr zugestellt.</p>
<table width="100%" cellpadding="5" style="border-top:1px solid #ddd">
<tr><td>Bestellnummer</td><td>3004-918271</td></tr>
<tr><td>Kundennummer</td><td>K 7729 4410</td></tr>
<tr><td>Versanddienstleister</td><td>Paketblitz</td></tr>
<tr><td>Sendungsnummer</td><td>00340434161094298817</td></tr>
</table>
<table width="100%" cellpadding="5" style="margin-top:12px;border-top:1px solid #ddd">
<tr style="color:#777"><td>Art.-Nr.</td><td>Artikel</td><td>Menge</td><td align="right">Preis</td></tr>
<tr><td>118204</td><td>Akku-Bohrschrauber 18 V, 2x 2,0 Ah</td><td>1</td><td align="right">129,99 &euro;</td></tr>
<tr><td>550173</td><td>Bit-Set 32-tlg.</td><td>2</td><td align="right">25,98 &euro;</td></tr>
<tr><td></td><td>Versand</td><td></td><td align="right">0,00 &euro;</td></tr>
<tr><td></td><td><b>Gesamt (inkl. 19 % MwSt. 24,90 &euro;)</b></td><td></td><td align="right"><b>155,97 &euro;</b></td></tr>
</table>
<p style="text-align:center;margin:24px 0"><a href="https://www.elektrowelt24.example/sendung?nr=00340434161094298817&amp;plz=30159" style="background:#f39200;color:#fff;padding:12px 24px;text-decoration:none;border-radius:3px">Sendung verfolgen</a></p>
<p>Rechnung: Die Rechnung RE-2025-0081734 finden Sie in Ihrem Kundenkonto.</p>
<p>Lieferadresse: Markus Reinecke, Lister Meile 71, 30161 Hannover</p>
</td></tr>
<tr><td style="padding:16px;font-size:11px;color:#888;background:#fafafa">
Elektrowelt24 Handels GmbH &middot; Vahrenwalder Str. 269 &middot; 30179 Hannover<br>
Geschäftsführer: Thomas Gerdes &middot; AG Hannover HRB 208817 &middot; USt-IdNr. DE 294 018 557<br>
Hotline 0511 555 820 (Mo&ndash;Sa 8&ndash;20 Uhr) &middot; <a href="https://www.elektrowelt24.example/hilfe">Hilfe</a> &middot; <a href="https://www.elektrowelt24.example/agb">AGB</a> &middot; <a href="https://www.elektrowelt24.example/widerruf">Widerrufsbelehrung</a>
</td></tr></table>
<img src="https://t.elektrowelt24.example/o/8f1c2a77e0.gif" width="1" height="1" alt="">
</body></html>""",
))

M.append(dict(
    lang="de", kind="new_and_old_code", otp="318664", shown=["318 664"],
    frm="Kontowerk Direktbank <sicherheit@kontowerk.example>",
    to='"Herrn Dr. Felix Andernach" <f.andernach@t-online.example>',
    date="2025-03-06 19:22:54 +0100",
    subject="Neuer Bestätigungscode für Ihre Anmeldung",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Sehr geehrter Herr Dr. Andernach,

Sie haben soeben einen neuen Bestätigungscode angefordert.

Ihr neuer Code: 318 664

Der zuvor versendete Code 771 204 ist damit ungültig und kann nicht mehr
verwendet werden. Der neue Code ist 10 Minuten gültig (bis 19:32 Uhr).

Wichtig: Kontowerk fordert Sie niemals per E-Mail oder Telefon zur
Herausgabe von Codes, PIN oder TAN auf.

Mit freundlichen Grüßen
Ihre Kontowerk Direktbank

Kontowerk Direktbank AG · Theodor-Heuss-Allee 112 · 60486 Frankfurt am Main
Vorstand: Dr. Ines Warnke (Vors.), Oliver Tessmer · Aufsichtsratsvors.: Prof. Klaus Rieder
Amtsgericht Frankfurt am Main HRB 117 402 · BIC KWDBDEFFXXX
""",
    html="""<html><body style="font-family:'Segoe UI',Arial;background:#eef1f4;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;padding:28px;border-top:4px solid #0a6e5c">
<p>Sehr geehrter Herr Dr. Andernach,</p>
<p>Sie haben soeben einen neuen Bestätigungscode angefordert.</p>
<p style="margin:26px 0 6px;color:#555">Ihr neuer Code</p>
<div style="font-family:Consolas,monospace;font-size:30px;font-weight:bold">
<span style="padding:4px 8px;border:1px solid #ccc">3</span><span style="padding:4px 8px;border:1px solid #ccc">1</span><span style="padding:4px 8px;border:1px solid #ccc">8</span>
<span style="padding:4px 8px;border:1px solid #ccc">6</span><span style="padding:4px 8px;border:1px solid #ccc">6</span><span style="padding:4px 8px;border:1px solid #ccc">4</span>
</div>
<p style="margin-top:22px">Der zuvor versendete Code <s>771 204</s> ist damit ungültig. Der neue Code ist 10&nbsp;Minuten gültig (bis 19:32 Uhr).</p>
<p style="background:#fff6e0;padding:10px;font-size:13px">Wichtig: Kontowerk fordert Sie niemals per E-Mail oder Telefon zur Herausgabe von Codes, PIN oder TAN auf.</p>
<p>Mit freundlichen Grüßen<br>Ihre Kontowerk Direktbank</p>
<p style="font-size:10px;color:#888">Kontowerk Direktbank AG &middot; Theodor-Heuss-Allee 112 &middot; 60486 Frankfurt am Main<br>
Amtsgericht Frankfurt am Main HRB 117 402 &middot; BIC KWDBDEFFXXX<br>
<a href="https://www.kontowerk.example/sicherheit" style="color:#888">Sicherheitshinweise</a> &middot; <a href="https://www.kontowerk.example/impressum" style="color:#888">Impressum</a></p>
</div></body></html>""",
))

M.append(dict(
    lang="de", kind="prefix_code", otp="739155", shown=["SF-739155"],
    frm="Stadtflitzer Carsharing <hallo@stadtflitzer.example>",
    to="lena.voss@mailbox.example",
    date="2025-02-19 07:41:03 +0100",
    subject="SF-739155 ist dein Stadtflitzer-Code",
    text_cte="7bit", html_cte="quoted-printable",
    text="""Moin Lena!

Dein Code: SF-739155

Tipp: In der App nur die sechs Ziffern eintippen, das "SF-" steht schon da.

Du willst gleich losfahren? Der naechste freie Flitzer steht 180 m von dir
entfernt (Eppendorfer Weg 14, VW ID.3, Akku 82 %).

Bis gleich,
dein Stadtflitzer-Team

Stadtflitzer Mobility GmbH, Grosse Elbstrasse 145, 22767 Hamburg
Support: 040 555 77 300
""",
    html="""<html><body style="font-family:Verdana,sans-serif;font-size:15px">
<p>Moin Lena!</p>
<p>Dein Code:</p>
<p style="font-size:28px;font-weight:700;color:#00a86b;letter-spacing:1px">SF-739155</p>
<p style="color:#555">Tipp: In der App nur die sechs Ziffern eintippen, das &bdquo;SF-&ldquo; steht schon da.</p>
<p>Du willst gleich losfahren? Der nächste freie Flitzer steht 180&nbsp;m von dir entfernt (Eppendorfer Weg 14, VW ID.3, Akku 82&nbsp;%).</p>
<p>Bis gleich,<br>dein Stadtflitzer-Team</p>
<p style="font-size:11px;color:#999">Stadtflitzer Mobility GmbH &middot; Große Elbstraße 145 &middot; 22767 Hamburg &middot; Support 040 555 77 300<br>
<a href="https://stadtflitzer.example/app">App öffnen</a> &middot; <a href="https://stadtflitzer.example/datenschutz">Datenschutz</a></p>
</body></html>""",
))

M.append(dict(
    lang="de", kind="magic_link",
    otp=None,
    link="https://newsletter.hof-lindenau.example/optin/confirm?list=7&sub=a81f0c2e9b4d47e3&sig=5f0e2c9a71bb4d20a6c3e8d1f7b92c45",
    frm="Hof Lindenau – Hofladen & Gemüsekiste <post@hof-lindenau.example>",
    to="ute.bremer@freenet.example",
    date="2025-01-09 12:30:17 +0100",
    subject="Bitte bestätigen Sie Ihre Anmeldung zum Hofbrief",
    html_cte="quoted-printable",
    headers=[("List-Unsubscribe", "<https://newsletter.hof-lindenau.example/u?sub=a81f0c2e9b4d47e3>")],
    html="""<html><body style="background:#f7f3ea;font-family:Georgia,serif;color:#3b3024">
<table width="100%"><tr><td align="center">
<table width="580" style="background:#fff;padding:24px">
<tr><td style="font-size:12px;text-align:right"><a href="https://newsletter.hof-lindenau.example/web/optin?sub=a81f0c2e9b4d47e3">Im Browser ansehen</a></td></tr>
<tr><td><h1 style="font-weight:normal;color:#5a7d2a">Fast geschafft!</h1>
<p>Guten Tag,</p>
<p>vielen Dank für Ihr Interesse an unserem Hofbrief. Einmal im Monat erzählen wir, was auf dem Acker wächst, welche Kisten es gibt und wann das nächste Hoffest ist.</p>
<p>Damit wir Ihnen schreiben dürfen, bestätigen Sie bitte Ihre E-Mail-Adresse:</p>
<p style="text-align:center;margin:30px"><a href="https://newsletter.hof-lindenau.example/optin/confirm?list=7&amp;sub=a81f0c2e9b4d47e3&amp;sig=5f0e2c9a71bb4d20a6c3e8d1f7b92c45" style="background:#5a7d2a;color:#fff;padding:14px 26px;text-decoration:none;font-family:Arial">Ja, ich möchte den Hofbrief erhalten</a></p>
<p>Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese Nachricht einfach &ndash; ohne Bestätigung erhalten Sie keine weiteren E-Mails.</p>
<p>Herzliche Grüße vom Hof<br>Familie Lindenau</p>
</td></tr>
<tr><td style="font-size:11px;color:#8a7d6b;border-top:1px solid #e6dccb;padding-top:12px">
Hof Lindenau GbR &middot; Dorfstraße 8 &middot; 16818 Wustrau &middot; Tel. 033925 555 41<br>
Öffnungszeiten Hofladen: Di&ndash;Fr 9&ndash;18 Uhr, Sa 8&ndash;13 Uhr<br>
<a href="https://www.hof-lindenau.example/datenschutz">Datenschutz</a> &middot; <a href="https://www.hof-lindenau.example/impressum">Impressum</a> &middot;
<a href="https://social.hof-lindenau.example/instagram">Instagram</a> &middot; <a href="https://social.hof-lindenau.example/facebook">Facebook</a><br>
<a href="https://newsletter.hof-lindenau.example/u?sub=a81f0c2e9b4d47e3">Abmelden</a>
</td></tr></table></td></tr></table>
<img src="https://newsletter.hof-lindenau.example/o.gif?sub=a81f0c2e9b4d47e3" width="1" height="1" alt="">
</body></html>""",
))

M.append(dict(
    lang="de", kind="reset_in_code_mail", otp="Q7T4KD", shown=["Q7T-4KD"], link=None,
    frm="Taskwerk <no-reply@taskwerk.example>",
    to="jan.osterkamp@agentur-nordlicht.example",
    date="2025-02-25 10:05:37 +0100",
    subject="Ihr Taskwerk-Anmeldecode",
    text_cte="quoted-printable", html_cte="base64",
    text="""Hallo Jan,

hier ist Ihr Anmeldecode für den Workspace "Agentur Nordlicht":

    Q7T-4KD

Geben Sie den Code im Browserfenster ein, in dem Sie die Anmeldung
gestartet haben. Er läuft in 10 Minuten ab.

Anmeldung von: Chrome auf Windows, Bremen (Deutschland), 25.02.2025 10:05 MEZ

Das waren nicht Sie? Setzen Sie sofort Ihr Passwort zurück:
https://app.taskwerk.example/account/password-reset?email=jan.osterkamp%40agentur-nordlicht.example

Taskwerk GmbH · Hafenstraße 22 · 28217 Bremen · taskwerk.example
""",
    html="""<html><body style="font-family:Inter,Arial,sans-serif;color:#1f2937">
<div style="max-width:520px;margin:32px auto">
<img src="https://cdn.taskwerk.example/mail/logo.png" alt="Taskwerk" width="120">
<p>Hallo Jan,</p>
<p>hier ist Ihr Anmeldecode für den Workspace <b>Agentur Nordlicht</b>:</p>
<div style="background:#f3f4f6;border-radius:8px;padding:18px;text-align:center;font-size:32px;letter-spacing:6px;font-family:monospace">Q7T-4KD</div>
<p>Geben Sie den Code im Browserfenster ein, in dem Sie die Anmeldung gestartet haben. Er läuft in 10&nbsp;Minuten ab.</p>
<table style="font-size:13px;color:#6b7280"><tr><td>Gerät</td><td>Chrome auf Windows</td></tr><tr><td>Ort</td><td>Bremen (Deutschland)</td></tr><tr><td>Zeit</td><td>25.02.2025, 10:05 MEZ</td></tr></table>
<p style="font-size:13px">Das waren nicht Sie? <a href="https://app.taskwerk.example/account/password-reset?email=jan.osterkamp%40agentur-nordlicht.example">Passwort jetzt zurücksetzen</a></p>
<hr style="border:none;border-top:1px solid #e5e7eb">
<p style="font-size:11px;color:#9ca3af">Taskwerk GmbH &middot; Hafenstraße 22 &middot; 28217 Bremen<br><a href="https://taskwerk.example/hilfe" style="color:#9ca3af">Hilfe-Center</a> &middot; <a href="https://taskwerk.example/datenschutz" style="color:#9ca3af">Datenschutz</a></p>
</div></body></html>""",
))

M.append(dict(
    lang="de", kind="no_code_word", otp="80273164", shown=["8027 3164"],
    frm="Servicekonto Niedersachsen <noreply@servicekonto.nds.example>",
    to="gerda.lohmann@ewe.example",
    date="2025-01-16 14:58:02 +0100",
    subject="Servicekonto: Bestätigung Ihrer E-Mail-Adresse",
    text_cte="8bit",
    text="""Sehr geehrte Nutzerin, sehr geehrter Nutzer,

Sie haben im Servicekonto Niedersachsen eine neue E-Mail-Adresse
hinterlegt. Zur Bestätigung geben Sie bitte die folgende Zahlenfolge im
geöffneten Registrierungsdialog ein:

        8027 3164

Die Zahlenfolge ist 30 Minuten gültig. Danach müssen Sie den Vorgang
erneut starten.

Haben Sie diese Änderung nicht veranlasst, wenden Sie sich bitte an die
Servicestelle: 0511 555-4400 (Mo–Do 8–16 Uhr, Fr 8–13 Uhr).

Diese E-Mail wurde automatisch erstellt. Antworten an diese Adresse
können nicht bearbeitet werden.

Niedersächsisches Ministerium für Inneres und Sport
Referat 44 – Digitale Verwaltung
Lavesallee 6, 30169 Hannover
""",
))

M.append(dict(
    lang="de", kind="alt_text_only", otp="946201", shown=["946201"],
    frm="Meine Kasse – Ihre Krankenversicherung <online@meinekasse.example>",
    to="thorsten.albrecht@arcor.example",
    date="2025-02-03 17:19:48 +0100",
    subject="Ihr Zugang zur Online-Geschäftsstelle",
    image="code-946@meinekasse.example",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Sehr geehrter Herr Albrecht,

für die Anmeldung in der Online-Geschäftsstelle haben wir Ihnen einen
Bestätigungscode erzeugt. Aus Sicherheitsgründen wird der Code nur als
Grafik angezeigt. Bitte öffnen Sie diese E-Mail in der HTML-Ansicht.

Versichertennummer: A123456780 (bitte nicht weitergeben)

Ihre Meine Kasse
Meine Kasse Krankenversicherung · Körperschaft des öffentlichen Rechts
Salzufer 9 · 10587 Berlin · Servicetelefon 0800 555 1200 (gebührenfrei)
""",
    html="""<html><body style="font-family:Arial;font-size:14px">
<p>Sehr geehrter Herr Albrecht,</p>
<p>für die Anmeldung in der Online-Geschäftsstelle haben wir Ihnen einen Bestätigungscode erzeugt:</p>
<p><img src="cid:code-946@meinekasse.example" alt="Bestätigungscode 946201" width="160" height="48" style="border:1px solid #cde"></p>
<p>Bitte geben Sie ihn innerhalb von 5 Minuten ein.</p>
<p>Versichertennummer: A123456780 (bitte nicht weitergeben)</p>
<p>Ihre Meine Kasse</p>
<p style="font-size:11px;color:#777">Meine Kasse Krankenversicherung &middot; Körperschaft des öffentlichen Rechts &middot; Salzufer 9 &middot; 10587 Berlin<br>Servicetelefon 0800 555 1200 (gebührenfrei) &middot; <a href="https://www.meinekasse.example/datenschutz">Datenschutz</a></p>
</body></html>""",
))

M.append(dict(
    lang="de", kind="decoy_codes", otp=None, link=None,
    frm="Wohnfühl Möbel <service@wohnfuehl.example>",
    to="c.hagedorn@gmail.example",
    date="2025-03-01 09:00:00 +0100",
    subject="Ihr 15-€-Gutschein wartet – nur bis Sonntag",
    headers=[("List-Unsubscribe", "<mailto:abmelden@wohnfuehl.example?subject=K-55081932>")],
    text_cte="8bit", html_cte="quoted-printable",
    text="""Liebe Frau Hagedorn,

schön, dass Sie Teil der Wohnfühl-Familie sind! Als Dankeschön schenken wir
Ihnen 15 € auf Ihren nächsten Einkauf ab 99 € Bestellwert.

Gutscheincode: FRUEHLING15
Gültig bis 09.03.2025, 23:59 Uhr. Nicht mit anderen Aktionen kombinierbar.

Ihre Kundennummer: 55081932
Offene Reklamation: Vorgang R-2025-00417 (Sofa "Lund", Lieferung am 12.02.)

Sicherheitshinweis: Wohnfühl fragt Sie niemals per E-Mail oder Telefon
nach Passwörtern oder Bestätigungscodes (z. B. "123456"). Geben Sie solche
Codes nie an Dritte weiter.

Jetzt stöbern: https://www.wohnfuehl.example/fruehling

Wohnfühl Möbel GmbH & Co. KG · Industriestraße 40 · 33330 Gütersloh
Tel. 05241 555 300 · AG Gütersloh HRA 8814
""",
    html="""<html><body style="font-family:Tahoma,Arial;background:#fbf8f4">
<table width="600" align="center" style="background:#fff">
<tr><td style="padding:0"><a href="https://click.wohnfuehl.example/c/6612?u=https%3A%2F%2Fwww.wohnfuehl.example%2Ffruehling"><img src="https://cdn.wohnfuehl.example/nl/2025-03/hero.jpg" alt="Frühlingsgefühle für Ihr Zuhause" width="600"></a></td></tr>
<tr><td style="padding:24px">
<p>Liebe Frau Hagedorn,</p>
<p>schön, dass Sie Teil der Wohnfühl-Familie sind! Als Dankeschön schenken wir Ihnen <b>15&nbsp;&euro;</b> auf Ihren nächsten Einkauf ab 99&nbsp;&euro;.</p>
<div style="border:2px dashed #c28e5c;padding:14px;text-align:center;font-size:22px">Gutscheincode: <b>FRUEHLING15</b></div>
<p style="font-size:12px;color:#777">Gültig bis 09.03.2025, 23:59 Uhr. Nicht mit anderen Aktionen kombinierbar.</p>
<p>Kundennummer: 55081932<br>Offene Reklamation: Vorgang R-2025-00417</p>
<p style="font-size:12px;background:#f3f3f3;padding:8px">Sicherheitshinweis: Wohnfühl fragt Sie niemals nach Passwörtern oder Bestätigungscodes (z.&nbsp;B. &bdquo;123456&ldquo;).</p>
<p style="text-align:center"><a href="https://click.wohnfuehl.example/c/6613?u=https%3A%2F%2Fwww.wohnfuehl.example%2Ffruehling" style="background:#c28e5c;color:#fff;padding:12px 22px;text-decoration:none">Jetzt stöbern</a></p>
</td></tr>
<tr><td style="font-size:10px;color:#999;padding:16px">Wohnfühl Möbel GmbH &amp; Co. KG &middot; Industriestraße 40 &middot; 33330 Gütersloh &middot; Tel. 05241 555 300<br>
<a href="https://www.wohnfuehl.example/newsletter/abmelden?k=55081932">Newsletter abbestellen</a></td></tr>
</table></body></html>""",
))

M.append(dict(
    lang="de", kind="phone_and_dates", otp="629147", shown=["62 91 47"],
    frm="Funkwerk Mobil <kundenservice@funkwerk-mobil.example>",
    to="ahmet.yildiz@outlook.example",
    date="2025-02-14 11:36:29 +0100",
    subject="Rufnummernmitnahme: Bitte bestätigen",
    text_cte="quoted-printable",
    text="""Hallo Ahmet Yildiz,

Sie möchten Ihre Rufnummer 0176 5550 3318 zu Funkwerk Mobil mitnehmen.
Damit wir den Auftrag an Ihren bisherigen Anbieter senden können,
bestätigen Sie ihn bitte im Bestellprozess mit diesem Verifizierungscode:

  62 91 47

(gültig bis 14.02.2025, 12:06 Uhr)

Ihre Auftragsdaten
  Kundennummer:        4400 8812 97
  Vertrag:             Funkwerk Allnet 25 GB, 14,99 €/Monat
  Portierung geplant:  Mi, 26.02.2025, zwischen 06:00 und 10:00 Uhr
  SEPA-Mandat:         DE89 ***** **** **** 3000 (Mandatsref. FWM-2025-771203)
  SIM-Karte:           ICCID 8949 0200 0041 7725 516

Fragen? Rufen Sie uns an: 0800 555 4747 (kostenlos, täglich 8–22 Uhr)
oder aus dem Ausland +49 211 555 4747.

Viele Grüße
Ihr Funkwerk Mobil Team

Funkwerk Mobil GmbH · Kaiserswerther Str. 115 · 40474 Düsseldorf
Geschäftsführung: Nadine Kersting · AG Düsseldorf HRB 77219
""",
))

M.append(dict(
    lang="de", kind="magic_link", otp=None,
    link="https://login.tu-elbtal.example/pwreset/confirm?token=eyJ1aWQiOiJzNzE0MjIxIiwiZXhwIjoxNzM5OTc0NDAwfQ.kq8Zc1vR4mWn2XoB7tYpLd",
    link_alt=["https://login.tu-elbtal.example/pwreset/confirm?token=eyJ1aWQiOiJzNzE0MjIxIiwiZXhwIjoxNzM5OTc0NDAwfQ.kq8Zc1vR4mWn2XoB7tYpLd"],
    frm="ZIH Identitätsmanagement <idm-noreply@tu-elbtal.example>",
    to="Paula Grünewald <paula.gruenewald@mailbox.tu-elbtal.example>",
    date="2025-02-19 23:11:45 +0100",
    subject="[ZIH] Zurücksetzen Ihres Passworts für s7142210",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Liebe Studierende, liebe Mitarbeitende,

für das Nutzerkonto s7142210 (Paula Grünewald) wurde das Zurücksetzen
des Passworts beantragt.

Um ein neues Passwort festzulegen, öffnen Sie bitte innerhalb von 24 Stunden
folgenden Link:

https://login.tu-elbtal.example/pwreset/confirm?token=eyJ1aWQiOiJzNzE0MjIxIiwiZXhwIjoxNzM5OTc0NDAwfQ.kq8Zc1vR4mWn2XoB7tYpLd

Das neue Passwort gilt für E-Mail, WLAN (eduroam), OPAL und das
Selfservice-Portal. Beachten Sie die Passwortrichtlinie:
https://tu-elbtal.example/zih/passwortrichtlinie

Falls Sie das nicht beantragt haben, wenden Sie sich an den Service Desk:
servicedesk@tu-elbtal.example, Tel. 0351 555-40000, Raum APB E042.

--
Technische Universität Elbtal
Zentrum für Informationsdienste und Hochleistungsrechnen (ZIH)
01062 Dresden
""",
    html="""<html><body style="font-family:'Open Sans',Arial;font-size:14px">
<p>Liebe Studierende, liebe Mitarbeitende,</p>
<p>für das Nutzerkonto <b>s7142210</b> (Paula Grünewald) wurde das Zurücksetzen des Passworts beantragt.</p>
<p><a href="https://login.tu-elbtal.example/pwreset/confirm?token=eyJ1aWQiOiJzNzE0MjIxIiwiZXhwIjoxNzM5OTc0NDAwfQ.kq8Zc1vR4mWn2XoB7tYpLd" style="display:inline-block;background:#00305d;color:#fff;padding:10px 20px;text-decoration:none">Neues Passwort festlegen</a></p>
<p>Der Link ist 24 Stunden gültig. Das neue Passwort gilt für E-Mail, WLAN (eduroam), OPAL und das Selfservice-Portal. Bitte beachten Sie die <a href="https://tu-elbtal.example/zih/passwortrichtlinie">Passwortrichtlinie</a>.</p>
<p>Falls Sie das nicht beantragt haben, wenden Sie sich an den <a href="mailto:servicedesk@tu-elbtal.example">Service Desk</a> (Tel. 0351 555-40000).</p>
<p style="color:#666;font-size:12px">Technische Universität Elbtal &middot; ZIH &middot; 01062 Dresden</p>
</body></html>""",
))

M.append(dict(
    lang="de", kind="several_codes", otp=None, link=None,
    frm="Quellhafen <security@quellhafen.example>",
    to="devmartin <martin.kuehn@posteo.example>",
    date="2025-01-22 16:40:12 +0100",
    subject="[Quellhafen] Zwei-Faktor-Authentifizierung aktiviert – Ihre Wiederherstellungscodes",
    text_cte="7bit",
    text="""Hallo devmartin,

Sie haben soeben die Zwei-Faktor-Authentifizierung (TOTP) fuer Ihr
Quellhafen-Konto aktiviert. Ab sofort fragen wir bei jeder Anmeldung
nach dem Code aus Ihrer Authenticator-App.

Falls Sie das Geraet verlieren, koennen Sie sich mit einem der folgenden
Wiederherstellungscodes anmelden. Jeder Code funktioniert genau einmal.
Sie muessen jetzt keinen davon eingeben - bewahren Sie die Liste an einem
sicheren Ort auf (Passwortmanager, ausgedruckt im Schrank).

    4f7c2-9a1e3    b82d0-61c4f
    e19a7-33b0d    07cc5-d2e98
    9d3f1-a6b27    51e0b-7c4a2
    c6a28-0f91d    2b7e4-e85c3

Diese Codes werden Ihnen nicht erneut angezeigt. Sie koennen jederzeit
neue erzeugen: Einstellungen > Sicherheit > Wiederherstellungscodes.

Sie haben das nicht getan? Dann melden Sie sich bitte umgehend unter
https://quellhafen.example/settings/security an und pruefen Sie Ihre Sitzungen.

-- 
Quellhafen - Code hosting aus Leipzig
Quellhafen eG, Spinnereistrasse 7, 04179 Leipzig, GnR 1142
""",
))

# ============================== Français (fr) ==============================

M.append(dict(
    lang="fr", kind="username_digits", otp="7H4K2P", shown=["7H4K2P"],
    frm="Donjon Online <compte@donjon-online.example>",
    to="kevin_du_13 <kevin.martinez13@laposte.example>",
    date="2025-02-08 22:14:51 +0100",
    subject="Connexion à votre compte Donjon Online",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Bonjour kevin_du_13,

Une connexion depuis un nouvel appareil (PC Windows, Marseille) a été
demandée sur ton compte.

Code de vérification : 7H4K2P

Saisis-le dans le launcher pour continuer. Il expire dans 20 minutes.

Saison 7 « Les Cryptes d'Ambrelune » : ton coffre hebdomadaire t'attend
(niveau 58, 3 clés de donjon non utilisées).

À bientôt dans les profondeurs,
L'équipe Donjon Online

Studio Lanterne SAS – 38 quai Rambaud – 69002 Lyon – RCS Lyon 829 114 503
""",
    html="""<html><body style="background:#14111c;color:#e8e2d0;font-family:Trebuchet MS,Arial">
<table width="560" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:20px 0"><img src="https://cdn.donjon-online.example/mail/banner-s7.jpg" alt="Donjon Online – Saison 7" width="560"></td></tr>
<tr><td style="background:#201b2c;padding:26px">
<p>Bonjour <b>kevin_du_13</b>,</p>
<p>Une connexion depuis un nouvel appareil (PC Windows, Marseille) a été demandée sur ton compte.</p>
<p style="text-align:center;font-size:13px;color:#a89f86;margin-bottom:4px">CODE DE VÉRIFICATION</p>
<p style="text-align:center;font-size:34px;letter-spacing:8px;color:#f5c451;margin-top:0">7H4K2P</p>
<p>Saisis-le dans le launcher pour continuer. Il expire dans 20&nbsp;minutes.</p>
<p style="font-size:13px;color:#a89f86">Saison 7 &laquo;&nbsp;Les Cryptes d'Ambrelune&nbsp;&raquo; : ton coffre hebdomadaire t'attend (niveau 58, 3 clés de donjon non utilisées).</p>
</td></tr>
<tr><td style="font-size:11px;color:#6e6780;padding:14px">Studio Lanterne SAS &ndash; 38 quai Rambaud &ndash; 69002 Lyon &ndash; RCS Lyon 829 114 503<br>
<a href="https://donjon-online.example/support" style="color:#6e6780">Support</a> &middot; <a href="https://donjon-online.example/cgu" style="color:#6e6780">CGU</a> &middot; <a href="https://discord.donjon-online.example/invite" style="color:#6e6780">Discord</a></td></tr>
</table></body></html>""",
))

M.append(dict(
    lang="fr", kind="booking_ref", otp="615082", shown=["615 082"], link=None,
    frm="Air Azur <moncompte@airazur.example>",
    to="Mme Claire Duval <claire.duval@orange.example>",
    date="2025-03-04 06:51:30 +0100",
    subject="Votre code de connexion Air Azur",
    text_cte="8bit", html_cte="quoted-printable",
    text="""Bonjour Madame Duval,

Vous souhaitez accéder à votre réservation K7PQ2M (vol AZ 6123 Nice → Paris-Orly
du 07/03/2025, départ 07h10) depuis l'espace « Mon compte ».

Votre code de connexion : 615 082

Ce code est valable 10 minutes et ne peut être utilisé qu'une seule fois.
Ne le communiquez à personne, même à un agent Air Azur.

Enregistrement en ligne ouvert dès le 06/03 à 07h10.
Bagage cabine : 1 pièce de 12 kg max.

Air Azur – Service Clients – 0 892 55 10 10 (0,35 €/min)
Air Azur SA – 1 rue de l'Aéroport – 06200 Nice – RCS Nice 552 014 877
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#0b2545">
<table width="600" align="center" style="border:1px solid #dfe7f0">
<tr><td style="background:#0b5ed7;color:#fff;padding:16px 24px;font-size:20px">Air Azur</td></tr>
<tr><td style="padding:24px">
<p>Bonjour Madame Duval,</p>
<p>Vous souhaitez accéder à votre réservation <b>K7PQ2M</b> depuis l'espace &laquo;&nbsp;Mon compte&nbsp;&raquo;.</p>
<table width="100%" style="background:#f4f8fc;padding:10px;font-size:13px"><tr><td>Vol AZ 6123</td><td>Nice (NCE) &rarr; Paris-Orly (ORY)</td><td>07/03/2025 &middot; 07h10</td></tr></table>
<p style="margin-top:22px">Votre code de connexion&nbsp;:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:3px">615 082</p>
<p style="font-size:13px">Ce code est valable 10&nbsp;minutes et ne peut être utilisé qu'une seule fois. Ne le communiquez à personne, même à un agent Air Azur.</p>
<p style="font-size:13px">Enregistrement en ligne ouvert dès le 06/03 à 07h10 &middot; Bagage cabine&nbsp;: 1 pièce de 12&nbsp;kg max.</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#6b7a90">Service Clients 0 892 55 10 10 (0,35&nbsp;&euro;/min) &middot; Air Azur SA &ndash; 1 rue de l'Aéroport &ndash; 06200 Nice &ndash; RCS Nice 552 014 877<br>
<a href="https://www.airazur.example/fr/aide">Aide</a> &middot; <a href="https://www.airazur.example/fr/confidentialite">Confidentialité</a></td></tr>
</table></body></html>""",
))

M.append(dict(
    lang="fr", kind="newsletter_numbers", otp=None, link=None,
    frm="Miam Express <recu@miam-express.example>",
    to="thomas.lefebvre@free.example",
    date="2025-02-21 20:48:06 +0100",
    subject="Votre reçu Miam Express – commande n° 7719-2045-33",
    html_cte="quoted-printable",
    html="""<html><body style="font-family:Helvetica,Arial;background:#fff5ef">
<div style="max-width:520px;margin:auto;background:#fff;padding:24px;border-radius:10px">
<h2 style="color:#ff5a36;margin-top:0">Merci Thomas, bon appétit&nbsp;!</h2>
<p>Voici le reçu de votre commande chez <b>Pho Saigon – Lille Centre</b>, livrée à 20h41.</p>
<table width="100%" cellpadding="4" style="font-size:14px">
<tr><td>1 &times; Phở bò tái (grand)</td><td align="right">13,90&nbsp;&euro;</td></tr>
<tr><td>2 &times; Nems au porc (4 pcs)</td><td align="right">13,00&nbsp;&euro;</td></tr>
<tr><td>1 &times; Thé glacé maison 50&nbsp;cl</td><td align="right">3,50&nbsp;&euro;</td></tr>
<tr><td>Frais de livraison</td><td align="right">2,49&nbsp;&euro;</td></tr>
<tr><td>Frais de service</td><td align="right">1,29&nbsp;&euro;</td></tr>
<tr><td>Pourboire livreur (Yassine)</td><td align="right">2,00&nbsp;&euro;</td></tr>
<tr style="font-weight:bold;border-top:1px solid #eee"><td>Total TTC</td><td align="right">36,18&nbsp;&euro;</td></tr>
<tr style="color:#888;font-size:12px"><td>dont TVA 10&nbsp;% : 2,77&nbsp;&euro; &ndash; TVA 20&nbsp;% : 0,63&nbsp;&euro;</td><td></td></tr>
</table>
<p style="font-size:13px">Payé par Carte Bancaire &bull;&bull;&bull;&bull; 0427 le 21/02/2025 à 20h02<br>
Commande n° 7719-2045-33 &middot; Adresse : 17 rue de Gand, 59800 Lille</p>
<p style="font-size:13px">Vous avez gagné 36 points Miam+ (solde : 412 points).</p>
<p style="text-align:center"><a href="https://www.miam-express.example/commandes/7719-2045-33" style="color:#ff5a36">Voir le détail de la commande</a> &middot; <a href="https://www.miam-express.example/aide/commande/7719-2045-33">Un problème&nbsp;?</a></p>
<p style="font-size:10px;color:#999">Miam Express SAS au capital de 48 000 &euro; &middot; 92 avenue de France, 75013 Paris &middot; RCS Paris 851 223 904 &middot; TVA FR 41 851223904<br>
<a href="https://www.miam-express.example/preferences">Préférences e-mail</a></p>
</div></body></html>""",
))

M.append(dict(
    lang="fr", kind="magic_link", otp=None,
    link="https://trk.lebongrenier.example/ct/AbX29q?r=https%3A%2F%2Fwww.lebongrenier.example%2Fverifier-email%3Ft%3D3c9a1f7e0b2d48a6b5e4c1d09f8a7e62%26u%3D88104531",
    link_alt=["https://www.lebongrenier.example/verifier-email?t=3c9a1f7e0b2d48a6b5e4c1d09f8a7e62&u=88104531"],
    frm="Le Bon Grenier <bienvenue@lebongrenier.example>",
    to="nathalie.roux@sfr.example",
    date="2025-01-30 13:27:44 +0100",
    subject="Confirmez votre adresse e-mail pour publier votre première annonce",
    text_cte="quoted-printable", html_cte="base64",
    text="""Bonjour Nathalie,

Bienvenue sur Le Bon Grenier ! Pour publier votre annonce « Buffet
Henri II en chêne massif », il nous reste à vérifier votre adresse e-mail.

Cliquez sur le lien ci-dessous (valable 48 heures) :
https://www.lebongrenier.example/verifier-email?t=3c9a1f7e0b2d48a6b5e4c1d09f8a7e62&u=88104531

Pensez aussi à nos conseils de sécurité : ne payez jamais en dehors du
site et ne communiquez pas vos coordonnées bancaires par message.

L'équipe Le Bon Grenier
Le Bon Grenier SAS – 24 rue du Faubourg Saint-Antoine – 75012 Paris
""",
    html="""<html><body style="font-family:Arial;background:#f6f1ea">
<table width="580" align="center" style="background:#fff;margin-top:16px">
<tr><td style="padding:8px 20px;font-size:11px;text-align:right"><a href="https://trk.lebongrenier.example/ct/AbX29w?r=https%3A%2F%2Fwww.lebongrenier.example%2Fmail%2Fweb%2F88104531">Voir la version en ligne</a></td></tr>
<tr><td style="padding:20px 30px">
<h1 style="font-size:22px;color:#4a3b2a">Bienvenue sur Le Bon Grenier&nbsp;!</h1>
<p>Bonjour Nathalie,</p>
<p>Pour publier votre annonce &laquo;&nbsp;Buffet Henri II en chêne massif&nbsp;&raquo;, il nous reste à vérifier votre adresse e-mail.</p>
<p style="text-align:center;margin:28px 0"><a href="https://trk.lebongrenier.example/ct/AbX29q?r=https%3A%2F%2Fwww.lebongrenier.example%2Fverifier-email%3Ft%3D3c9a1f7e0b2d48a6b5e4c1d09f8a7e62%26u%3D88104531" style="background:#e27d2b;color:#fff;padding:14px 28px;border-radius:24px;text-decoration:none;font-weight:bold">Je confirme mon adresse</a></p>
<p style="font-size:12px;color:#777">Le bouton ne fonctionne pas&nbsp;? Copiez ce lien dans votre navigateur&nbsp;:<br>https://www.lebongrenier.example/verifier-email?t=3c9a1f7e0b2d48a6b5e4c1d09f8a7e62&amp;u=88104531</p>
<p style="font-size:13px;background:#fbf3e6;padding:10px">Conseil sécurité&nbsp;: ne payez jamais en dehors du site et ne communiquez pas vos coordonnées bancaires par message. <a href="https://trk.lebongrenier.example/ct/AbX29r?r=https%3A%2F%2Fwww.lebongrenier.example%2Fsecurite">En savoir plus</a></p>
</td></tr>
<tr><td style="padding:14px 30px;font-size:10px;color:#999">Le Bon Grenier SAS &ndash; 24 rue du Faubourg Saint-Antoine &ndash; 75012 Paris<br>
<a href="https://trk.lebongrenier.example/ct/AbX29s?r=https%3A%2F%2Fwww.lebongrenier.example%2Fcgu">CGU</a> &middot; <a href="https://trk.lebongrenier.example/ct/AbX29t?r=https%3A%2F%2Fwww.lebongrenier.example%2Fdonnees-personnelles">Données personnelles</a> &middot; <a href="https://www.lebongrenier.example/desinscription?u=88104531&amp;h=9a0e">Se désinscrire</a></td></tr>
</table>
<img src="https://trk.lebongrenier.example/op/AbX29q.png" width="1" height="1" alt="">
</body></html>""",
))

M.append(dict(
    lang="fr", kind="subject_only", otp="294611", shown=["294 611"],
    frm="Fripouille <no-reply@fripouille.example>",
    to="manon.girard92@hotmail.example",
    date="2025-02-27 18:03:22 +0100",
    subject="294 611 – votre code Fripouille",
    text_cte="8bit",
    text="""Salut Manon,

Pour terminer la vérification de ton numéro de téléphone, saisis dans
l'appli le code indiqué dans l'objet de ce message.

Tu n'as rien demandé ? Aucune action n'est nécessaire.

Bonne chine !
L'équipe Fripouille

Fripouille SAS, 5 rue Sainte-Catherine, 33000 Bordeaux
""",
))

M.append(dict(
    lang="fr", kind="several_codes", otp="483127", shown=["48 31 27"],
    frm="Veilleur Famille <contact@veilleur-famille.example>",
    to="sophie.bernard@orange.example",
    date="2025-01-12 10:18:59 +0100",
    subject="Association du téléphone de Léo : vos codes",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Bonjour Sophie,

Vous êtes en train d'associer le téléphone de Léo à votre espace parent.
Deux codes sont nécessaires :

1) Sur VOTRE appareil, saisissez maintenant ce code pour confirmer
   que vous êtes bien le parent titulaire :

        48 31 27

2) Plus tard, sur le téléphone de Léo, l'application vous demandera
   le code d'appairage 902 446. Ne le saisissez pas sur votre appareil.
   Il reste valable 24 heures.

Rappel : numéro d'espace parent VF-20931-PA, abonnement Famille
(4,99 €/mois, renouvellement le 12/02/2025).

Une question ? 09 70 55 21 30 (appel non surtaxé), du lundi au samedi.

Veilleur Famille – 3 allée des Tanneurs – 31000 Toulouse
""",
    html="""<html><body style="font-family:Verdana,Arial;font-size:14px;color:#24324a">
<div style="max-width:540px;margin:auto">
<p>Bonjour Sophie,</p>
<p>Vous êtes en train d'associer le téléphone de Léo à votre espace parent. Deux codes sont nécessaires&nbsp;:</p>
<table cellpadding="12" style="width:100%;border-collapse:collapse">
<tr style="background:#e7f4ee"><td style="width:30px;font-size:22px">1</td><td><b>Sur votre appareil, maintenant</b><br>
<span style="font-size:28px;letter-spacing:4px;font-weight:bold">48 31 27</span><br>
<span style="font-size:12px">Confirme que vous êtes bien le parent titulaire.</span></td></tr>
<tr style="background:#f4f4f4"><td style="font-size:22px">2</td><td><b>Plus tard, sur le téléphone de Léo</b><br>
Code d'appairage&nbsp;: 902 446<br>
<span style="font-size:12px">Ne le saisissez pas sur votre appareil. Valable 24&nbsp;heures.</span></td></tr>
</table>
<p style="font-size:12px;color:#667">Espace parent VF-20931-PA &middot; Abonnement Famille 4,99&nbsp;&euro;/mois, renouvellement le 12/02/2025<br>
Une question&nbsp;? 09 70 55 21 30 (appel non surtaxé)<br>Veilleur Famille &ndash; 3 allée des Tanneurs &ndash; 31000 Toulouse</p>
</div></body></html>""",
))

M.append(dict(
    lang="fr", kind="lowercase_alnum", otp="k3x9mq2v", shown=["k3x9mq2v"],
    link="https://app.nuagerie.example/auth/magic?token=nm_7f3c1a90e24b4d6f8a5be0c917d3f2a4&ws=atelier-brunet",
    frm="Nuagerie <connexion@nuagerie.example>",
    to="hugo@atelier-brunet.example",
    date="2025-03-05 09:47:13 +0100",
    subject="Votre lien de connexion à Nuagerie",
    text_cte="7bit", html_cte="quoted-printable",
    text="""Bonjour Hugo,

Cliquez sur ce lien pour vous connecter a l'espace "atelier-brunet" :
https://app.nuagerie.example/auth/magic?token=nm_7f3c1a90e24b4d6f8a5be0c917d3f2a4&ws=atelier-brunet

Vous vous connectez sur un autre appareil ? Saisissez plutot ce code :
k3x9mq2v

Le lien et le code expirent dans 15 minutes.

--
Nuagerie - stockage et partage de fichiers pour les equipes
Nuagerie SAS, 11 rue Lavoisier, 44000 Nantes
""",
    html="""<html><body style="font-family:-apple-system,Segoe UI,Arial;color:#1d2433">
<div style="max-width:480px;margin:40px auto;border:1px solid #e3e6ee;border-radius:8px;padding:32px">
<p style="font-size:18px;font-weight:600">Connexion à Nuagerie</p>
<p>Bonjour Hugo,</p>
<p>Cliquez sur le bouton pour vous connecter à l'espace <b>atelier-brunet</b>&nbsp;:</p>
<p><a href="https://app.nuagerie.example/auth/magic?token=nm_7f3c1a90e24b4d6f8a5be0c917d3f2a4&amp;ws=atelier-brunet" style="display:block;text-align:center;background:#3d5afe;color:#fff;padding:12px;border-radius:6px;text-decoration:none">Me connecter</a></p>
<p>Vous vous connectez sur un autre appareil&nbsp;? Saisissez plutôt ce code&nbsp;:</p>
<p style="font-family:Menlo,monospace;font-size:24px;background:#f3f5fa;padding:10px;text-align:center">k3x9mq2v</p>
<p style="font-size:12px;color:#7a8194">Le lien et le code expirent dans 15&nbsp;minutes. Si vous n'avez rien demandé, ignorez cet e-mail.</p>
<p style="font-size:11px;color:#a0a6b4">Nuagerie SAS &middot; 11 rue Lavoisier &middot; 44000 Nantes &middot; <a href="https://nuagerie.example/aide" style="color:#a0a6b4">Aide</a></p>
</div></body></html>""",
))

M.append(dict(
    lang="fr", kind="decoy_codes", otp=None, link=None,
    frm="MédiRDV <rappel@medirdv.example>",
    to="jacques.moreau@wanadoo.example",
    date="2025-02-17 08:00:04 +0100",
    subject="Rappel : votre téléconsultation demain à 14h30 avec le Dr Lemaire",
    text_cte="8bit",
    text="""Bonjour Monsieur Moreau,

Nous vous rappelons votre rendez-vous en vidéo :

  Dr Anne Lemaire – Médecin généraliste
  Mardi 18 février 2025 à 14h30 (durée estimée : 15 min)
  Motif : renouvellement d'ordonnance

Pour rejoindre la consultation depuis l'application ou le site :
  Identifiant de la salle : 884 221 907
  Code d'accès de la salle : 5521

Pensez à préparer votre carte Vitale et votre attestation de mutuelle.
Numéro de dossier : RDV-2025-0218-44731

Rappel de sécurité : MédiRDV ne vous demandera jamais par téléphone un code
reçu par SMS (par exemple « 123 456 »).

Empêchement ? Annulez au plus tard 4 h avant depuis votre espace patient
ou au 01 76 55 08 90.

MédiRDV SAS – 8 boulevard Haussmann – 75009 Paris – Hébergeur de données de
santé certifié HDS.
""",
))

M.append(dict(
    lang="fr", kind="no_code_word", otp="55218830", shown=["5521-8830"],
    frm="Libréo Box <espace-abonne@libreo.example>",
    to="Famille Petit <famille.petit@libreo.example>",
    date="2025-01-25 15:33:10 +0100",
    subject="Modification de votre e-mail de contact",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Bonjour,

Une demande de modification de l'adresse e-mail de contact a été faite
depuis votre Espace Abonné (identifiant 0291184537).

Pour la valider, recopiez la clé suivante dans le formulaire :

    5521-8830

Cette clé est valable 1 heure.

Si vous n'êtes pas à l'origine de cette demande, contactez le 3245
(service gratuit + prix d'un appel) depuis votre ligne Libréo.

Libréo SA – 16 rue de la Ville-l'Évêque – 75008 Paris
""",
    html="""<html><body style="font-family:Arial;font-size:13px">
<table width="600" style="border:1px solid #ccc"><tr><td style="background:#cd1e25;height:6px"></td></tr>
<tr><td style="padding:20px">
<p>Bonjour,</p>
<p>Une demande de modification de l'adresse e-mail de contact a été faite depuis votre Espace Abonné (identifiant 0291184537).</p>
<p>Pour la valider, recopiez la clé suivante dans le formulaire&nbsp;:</p>
<p style="font-size:24px;font-family:Courier New,monospace;font-weight:bold">5521-8830</p>
<p>Cette clé est valable 1 heure.</p>
<p>Si vous n'êtes pas à l'origine de cette demande, contactez le 3245 (service gratuit + prix d'un appel) depuis votre ligne Libréo.</p>
<p style="color:#888;font-size:11px">Libréo SA &ndash; 16 rue de la Ville-l'Évêque &ndash; 75008 Paris</p>
</td></tr></table></body></html>""",
))

M.append(dict(
    lang="fr", kind="magic_link", otp=None,
    link="https://secure.coinbaie.example/device/approve?req=dvc_01HQ7T3M9XK2ZP4R8W6B5N0JCA&sig=Zk3pQ9vT2mLx8RwY1bNc6HdJ",
    frm="Coinbaie Sécurité <securite@coinbaie.example>",
    to="r.lambert@protonmail.example",
    date="2025-02-12 03:12:27 +0100",
    subject="Nouvelle connexion à votre compte Coinbaie : est-ce bien vous ?",
    html_cte="quoted-printable",
    html="""<html><body style="font-family:Roboto,Arial;background:#f5f7fa">
<table width="560" align="center" style="background:#fff;border-radius:6px" cellpadding="28">
<tr><td>
<img src="https://static.coinbaie.example/email/logo-dark.png" alt="Coinbaie" width="110">
<h2 style="font-weight:500">Nouvelle tentative de connexion</h2>
<p>Bonjour Romain,</p>
<p>Quelqu'un tente de se connecter à votre compte depuis un appareil que nous ne reconnaissons pas&nbsp;:</p>
<table style="font-size:13px;background:#f5f7fa;width:100%" cellpadding="6">
<tr><td>Appareil</td><td>Firefox 123 &middot; macOS</td></tr>
<tr><td>Adresse IP</td><td>203.0.113.58 (Genève, Suisse)</td></tr>
<tr><td>Date</td><td>12/02/2025 à 03:11 (heure de Paris)</td></tr>
</table>
<p>S'il s'agit bien de vous, autorisez cet appareil. Le lien expire dans 30&nbsp;minutes.</p>
<table width="100%"><tr>
<td align="center"><a href="https://secure.coinbaie.example/device/approve?req=dvc_01HQ7T3M9XK2ZP4R8W6B5N0JCA&amp;sig=Zk3pQ9vT2mLx8RwY1bNc6HdJ" style="background:#1652f0;color:#fff;padding:12px 22px;border-radius:4px;text-decoration:none">Oui, c'est moi</a></td>
<td align="center"><a href="https://secure.coinbaie.example/device/deny?req=dvc_01HQ7T3M9XK2ZP4R8W6B5N0JCA&amp;sig=Zk3pQ9vT2mLx8RwY1bNc6HdJ&amp;lock=1" style="background:#fff;color:#cf202f;border:1px solid #cf202f;padding:11px 22px;border-radius:4px;text-decoration:none">Non, bloquer mon compte</a></td>
</tr></table>
<p style="font-size:12px;color:#5b616e">Coinbaie ne vous demandera jamais votre phrase de récupération ni vos codes 2FA. Retraits : délai de sécurité de 24&nbsp;h après l'ajout d'un nouvel appareil.</p>
<p style="font-size:11px;color:#8a919e">Coinbaie France SAS &ndash; PSAN enregistré auprès de l'AMF sous le n° E2023-099 &ndash; 40 rue du Louvre, 75001 Paris<br>
<a href="https://help.coinbaie.example/fr">Centre d'aide</a> &middot; <a href="https://www.coinbaie.example/legal/privacy">Confidentialité</a></p>
</td></tr></table></body></html>""",
))

M.append(dict(
    lang="fr", kind="phone_and_dates", otp="8314", shown=["8314"],
    frm="Citiroule <bonjour@citiroule.example>",
    to="aurelie.fontaine@gmail.example",
    date="2025-03-03 12:40:55 +0100",
    subject="Citiroule – validation de votre permis et de votre carte",
    text_cte="8bit", html_cte="base64",
    text="""Bonjour Aurélie,

Votre permis de conduire (n° 13AB45678, délivré le 02/06/2016) a bien été
vérifié. Il ne reste qu'une étape avant votre premier trajet.

Un prélèvement de validation de 1,00 € a été effectué le 03/03/2025 à 12h38
sur votre carte Visa se terminant par 4821 (remboursé sous 7 jours).

Saisissez dans l'appli le code à 4 chiffres : 8314

Besoin d'aide ? Assistance 24/7 : 04 78 55 61 00 – en cas d'accident :
04 78 55 61 99. Caution : 300 € (non débitée).

Tarif découverte : 0,29 €/min jusqu'au 31/03/2025.

Citiroule SAS – 57 cours Lafayette – 69006 Lyon
""",
    html="""<html><body style="font-family:Nunito,Arial;background:#eafaf4">
<div style="max-width:500px;margin:24px auto;background:#fff;border-radius:14px;padding:26px">
<p style="font-size:20px;font-weight:bold;color:#0f9d6b">Plus qu'une étape&nbsp;!</p>
<p>Bonjour Aurélie,</p>
<p>Votre permis de conduire (n°&nbsp;13AB45678, délivré le 02/06/2016) a bien été vérifié.</p>
<p>Un prélèvement de validation de <b>1,00&nbsp;&euro;</b> a été effectué le 03/03/2025 à 12h38 sur votre carte Visa &bull;&bull;&bull;&bull; 4821 (remboursé sous 7&nbsp;jours).</p>
<p>Saisissez dans l'appli le code à 4 chiffres&nbsp;:</p>
<p style="font-size:36px;font-weight:800;letter-spacing:10px;text-align:center;color:#0f9d6b">8314</p>
<table style="font-size:13px;color:#555" cellpadding="3">
<tr><td>Assistance 24/7</td><td>04 78 55 61 00</td></tr>
<tr><td>En cas d'accident</td><td>04 78 55 61 99</td></tr>
<tr><td>Caution</td><td>300&nbsp;&euro; (non débitée)</td></tr>
<tr><td>Tarif découverte</td><td>0,29&nbsp;&euro;/min jusqu'au 31/03/2025</td></tr>
</table>
<p style="font-size:11px;color:#999">Citiroule SAS &ndash; 57 cours Lafayette &ndash; 69006 Lyon</p>
</div></body></html>""",
))

M.append(dict(
    lang="fr", kind="reset_in_code_mail", otp="551903", shown=["551903"], link=None,
    frm="Mosaïque <securite@mosaique-social.example>",
    to="lea.caron@icloud.example",
    date="2025-02-22 23:58:40 +0100",
    subject="551903 est votre code de sécurité Mosaïque",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Bonjour Léa,

Quelqu'un a essayé de se connecter à votre compte Mosaïque (@lea.crn).
Si c'est vous, utilisez ce code de sécurité :

551903

Ce n'était pas vous ? Sécurisez votre compte :
https://www.mosaique-social.example/accounts/secure?uid=3817729041&nonce=Wq83hZ0p

Mosaïque, 1 place de la Bourse, 75002 Paris
Cet e-mail a été envoyé à lea.caron@icloud.example.
""",
    html="""<html><body style="font-family:Helvetica Neue,Arial;color:#262626">
<table width="100%"><tr><td align="center">
<table width="440" cellpadding="0">
<tr><td style="padding:20px 0;font-size:24px;font-family:Georgia">Mosaïque</td></tr>
<tr><td>
<p>Bonjour Léa,</p>
<p>Quelqu'un a essayé de se connecter à votre compte Mosaïque (@lea.crn). Si c'est vous, utilisez ce code de sécurité&nbsp;:</p>
<p style="font-size:32px;font-weight:600;padding:10px 0">551903</p>
<p style="font-size:13px">Ce n'était pas vous&nbsp;? <a href="https://www.mosaique-social.example/accounts/secure?uid=3817729041&amp;nonce=Wq83hZ0p" style="color:#0095f6">Sécurisez votre compte</a>.</p>
<p style="font-size:11px;color:#8e8e8e;padding-top:24px">Mosaïque, 1 place de la Bourse, 75002 Paris<br>Cet e-mail a été envoyé à lea.caron@icloud.example. <a href="https://www.mosaique-social.example/emails/settings" style="color:#8e8e8e">Paramètres</a></p>
</td></tr></table></td></tr></table>
</body></html>""",
))

M.append(dict(
    lang="fr", kind="booking_ref", otp=None, link=None,
    frm="Hôtel des Remparts *** <reservation@hotel-remparts-stmalo.example>",
    to="Philippe et Agnès Rousseau <ph.rousseau@laposte.example>",
    date="2025-02-05 17:02:31 +0100",
    subject="Confirmation de réservation MLRQ2B – Hôtel des Remparts, Saint-Malo",
    text_cte="8bit",
    text="""Madame, Monsieur,

Nous avons le plaisir de confirmer votre réservation.

  Code de réservation : MLRQ2B
  Numéro de confirmation : 7742 9918
  Arrivée : vendredi 25 avril 2025 (à partir de 15h00)
  Départ : lundi 28 avril 2025 (avant 11h00)
  3 nuits – Chambre double vue mer (n° attribué à l'arrivée)
  2 adultes – petit-déjeuner inclus

  Tarif : 3 × 142,00 € = 426,00 €
  Taxe de séjour : 3 × 2 × 1,65 € = 9,90 €
  Acompte versé le 05/02/2025 : 142,00 € (carte Mastercard ****7731)
  Solde à régler sur place : 293,90 €

Annulation gratuite jusqu'au 18/04/2025 ; au-delà, l'acompte est conservé.
Parking privé : 14 €/nuit, à réserver auprès de la réception.

Pour toute modification, merci de nous répondre en rappelant votre code
de réservation, ou de nous appeler au 02 99 55 40 12.

Au plaisir de vous accueillir intra-muros,
Gwenaëlle Le Goff, réception

Hôtel des Remparts – 4 rue Saint-Vincent – 35400 Saint-Malo
SARL Le Goff Hôtellerie – SIRET 412 887 309 00015
""",
))

# ============================== Español (es) ==============================

M.append(dict(
    lang="es", kind="username_digits", otp=None, link=None,
    frm="ForoMoteros <avisos@foromoteros.example>",
    to="rider_sevilla84 <alvaro.ruiz84@hotmail.example>",
    date="2025-02-16 09:30:00 +0100",
    subject="rider_sevilla84, tienes 3 mensajes privados sin leer",
    text_cte="8bit", html_cte="quoted-printable",
    text="""Hola rider_sevilla84,

Desde tu última visita (hace 12 días) tienes:

  · 3 mensajes privados sin leer (de curvas_malaga, Txema_GS1200 y RaquelR1)
  · 27 respuestas nuevas en temas que sigues
  · 1 mención en «Ruta Sierra de Grazalema – 15/03/2025, salida 8:30 desde Arcos»

Tu moto en el perfil: Yamaha MT-07 (2021) · 18.450 km · miembro nº 88.214

Quedada de primavera: sábado 22 de marzo en el Circuito de Jerez, 35 € por
persona (comida incluida). Plazas limitadas a 120.

Entra cuando quieras: https://www.foromoteros.example/foro/

Un saludo y buenas curvas,
El equipo de ForoMoteros

Para dejar de recibir estos avisos, cambia tus preferencias en
https://www.foromoteros.example/perfil/notificaciones
ForoMoteros S.L. · C/ Asunción 52, 41011 Sevilla · CIF B-91234567
""",
    html="""<html><body style="font-family:Arial;background:#222;color:#eee">
<table width="560" align="center" style="background:#2d2d2d" cellpadding="20"><tr><td>
<h2 style="color:#ff8c1a;margin:0">ForoMoteros</h2>
<p>Hola <b>rider_sevilla84</b>,</p>
<p>Desde tu última visita (hace 12 días) tienes:</p>
<ul>
<li><b>3 mensajes privados</b> sin leer (de curvas_malaga, Txema_GS1200 y RaquelR1)</li>
<li>27 respuestas nuevas en temas que sigues</li>
<li>1 mención en &laquo;Ruta Sierra de Grazalema &ndash; 15/03/2025, salida 8:30 desde Arcos&raquo;</li>
</ul>
<p style="font-size:13px;color:#bbb">Tu moto: Yamaha MT-07 (2021) &middot; 18.450 km &middot; miembro n.º 88.214</p>
<p style="background:#3a3a3a;padding:10px">Quedada de primavera: sábado 22 de marzo en el Circuito de Jerez, 35&nbsp;&euro; por persona (comida incluida). Plazas limitadas a 120.</p>
<p><a href="https://www.foromoteros.example/mensajes" style="background:#ff8c1a;color:#000;padding:10px 18px;text-decoration:none">Leer mensajes</a></p>
<p style="font-size:11px;color:#888"><a href="https://www.foromoteros.example/perfil/notificaciones" style="color:#888">Preferencias de avisos</a> &middot; ForoMoteros S.L. &middot; C/ Asunción 52, 41011 Sevilla &middot; CIF B-91234567</p>
</td></tr></table></body></html>""",
))

M.append(dict(
    lang="es", kind="booking_ref", otp=None, link=None,
    frm="Vuela Ibérica <tarjetadeembarque@vuelaiberica.example>",
    to="MARIA JOSE SANCHEZ GOMEZ <mjsanchez.gomez@telefonica.example>",
    date="2025-03-08 19:05:12 +0100",
    subject="Tu tarjeta de embarque – Madrid (MAD) → Tenerife Norte (TFN) · Localizador Q8ZT4N",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Hola, María José:

Ya has hecho el check-in. Aquí tienes tu tarjeta de embarque.

Localizador: Q8ZT4N
Vuelo VI 3927 · domingo 9 de marzo de 2025
Salida: Madrid-Barajas T4, 10:35 · Llegada: Tenerife Norte, 12:20 (hora local)
Embarque: 09:55 · Puerta: se anunciará en pantallas (prevista K82)
Asiento: 17C · Grupo de embarque: 3
Billete electrónico: 075 2194 881 203
Tarifa: Básica · Equipaje de mano: 1 bulto de 10 kg
Tarjeta Vuela+ n.º 51 883 204 · 1.214 puntos

Residente Canarias: lleva tu DNI en vigor. Descuento de residente aplicado (75 %).

Gestionar mi reserva: https://www.vuelaiberica.example/gestionar?pnr=Q8ZT4N&apellido=SANCHEZ

Vuela Ibérica, S.A. · Avda. de la Hispanidad 14, 28042 Madrid
Atención al cliente: 910 55 33 00
""",
    html="""<html><body style="font-family:Arial;background:#f0f3f7">
<table width="600" align="center" style="background:#fff">
<tr><td style="background:#c8102e;color:#fff;padding:18px;font-size:20px">Vuela Ibérica &middot; Tarjeta de embarque</td></tr>
<tr><td style="padding:22px">
<p>Hola, María José:</p>
<p>Ya has hecho el check-in. Aquí tienes tu tarjeta de embarque.</p>
<table width="100%" cellpadding="6" style="border:1px dashed #c8102e">
<tr><td>Localizador<br><b style="font-size:22px">Q8ZT4N</b></td><td>Vuelo<br><b>VI 3927</b></td><td>Asiento<br><b>17C</b></td><td>Grupo<br><b>3</b></td></tr>
<tr><td colspan="2">MAD T4 10:35 &rarr; TFN 12:20</td><td colspan="2">Embarque 09:55 &middot; Puerta K82 (prevista)</td></tr>
</table>
<p style="font-size:13px">Billete electrónico 075 2194 881 203 &middot; Tarifa Básica &middot; Equipaje de mano 10&nbsp;kg<br>Tarjeta Vuela+ n.º 51 883 204 &middot; 1.214 puntos</p>
<p style="font-size:13px">Residente Canarias: lleva tu DNI en vigor. Descuento de residente aplicado (75&nbsp;%).</p>
<p><a href="https://www.vuelaiberica.example/gestionar?pnr=Q8ZT4N&amp;apellido=SANCHEZ">Gestionar mi reserva</a> &middot; <a href="https://www.vuelaiberica.example/wallet/Q8ZT4N/17C.pkpass">Añadir a Wallet</a></p>
</td></tr>
<tr><td style="padding:12px 22px;font-size:11px;color:#777">Vuela Ibérica, S.A. &middot; Avda. de la Hispanidad 14, 28042 Madrid &middot; Atención al cliente 910 55 33 00</td></tr>
</table></body></html>""",
))

M.append(dict(
    lang="es", kind="newsletter_numbers", otp=None, link=None,
    frm="Eléctrica del Sur <facturas@electricadelsur.example>",
    to="jmartin.ortega@gmail.example",
    date="2025-02-06 07:15:00 +0100",
    subject="Tu factura de luz de enero ya está disponible",
    html_cte="base64",
    html="""<html><body style="font-family:Verdana;font-size:13px;color:#333">
<table width="620" align="center" style="border:1px solid #dde">
<tr><td style="padding:16px;background:#ffd400;font-weight:bold;font-size:18px">Eléctrica del Sur</td></tr>
<tr><td style="padding:18px">
<p>Estimado/a Juan Martín Ortega:</p>
<p>Ya tienes disponible tu factura correspondiente al periodo <b>01/01/2025 &ndash; 31/01/2025</b>.</p>
<table width="100%" cellpadding="5" style="border-collapse:collapse">
<tr style="background:#f7f7f7"><td>N.º de factura</td><td>FE25-0114-0038127</td></tr>
<tr><td>N.º de contrato</td><td>200 418 773</td></tr>
<tr style="background:#f7f7f7"><td>CUPS</td><td>ES0031 4082 1163 0017 QT0F</td></tr>
<tr><td>Potencia contratada</td><td>P1: 4,6 kW &middot; P2: 4,6 kW</td></tr>
<tr style="background:#f7f7f7"><td>Consumo</td><td>312 kWh (punta 98 / llano 101 / valle 113)</td></tr>
<tr><td>Importe total</td><td><b>78,43 &euro;</b> (IVA 21&nbsp;% incluido)</td></tr>
<tr style="background:#f7f7f7"><td>Fecha de cargo</td><td>11/02/2025 en ES76 **** **** **** **** 4410</td></tr>
</table>
<p>Dirección de suministro: C/ Virgen de Luján 33, 3.º B, 41011 Sevilla</p>
<p><a href="https://clientes.electricadelsur.example/facturas/FE25-0114-0038127.pdf" style="background:#1a1a1a;color:#ffd400;padding:10px 16px;text-decoration:none">Descargar factura (PDF)</a></p>
<p style="font-size:12px">Averías (24 h): 900 55 01 50 &middot; Atención comercial: 955 55 42 00</p>
</td></tr>
<tr><td style="padding:12px;font-size:10px;color:#888">Eléctrica del Sur Comercializadora, S.L.U. &middot; CIF B-41998877 &middot; Avda. de la Buhaira 2, 41018 Sevilla &middot; Inscrita en el R.M. de Sevilla, tomo 5521, folio 88, hoja SE-91203.<br>
<a href="https://www.electricadelsur.example/privacidad">Política de privacidad</a> &middot; <a href="https://www.electricadelsur.example/baja-comunicaciones?c=200418773">Darse de baja</a></td></tr>
</table></body></html>""",
))

M.append(dict(
    lang="es", kind="prefix_code", otp="27491", shown=["CP-27491"],
    frm="Charlaplus <verificacion@charlaplus.example>",
    to="irene.castillo@yahoo.example",
    date="2025-01-19 16:44:08 +0100",
    subject="Verifica tu correo en Charlaplus",
    text_cte="7bit",
    text="""Hola Irene:

Tu codigo de Charlaplus es CP-27491

Escribe solo los numeros (27491) en la app para verificar tu correo.
No compartas este codigo con nadie.

Charlaplus Technologies S.L. - C/ Pere IV 78, 08005 Barcelona
""",
))

M.append(dict(
    lang="es", kind="new_and_old_code", otp="440719", shown=["440-719"],
    frm="Órbita Móvil <no-responder@orbitamovil.example>",
    to="fernando.vidal@orbitamovil.example",
    date="2025-02-28 13:12:49 +0100",
    subject="Nuevo código para acceder a Mi Órbita",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Hola, Fernando:

Has pedido que te reenviemos el código de acceso a Mi Órbita.

Nuevo código: 440-719

El código que te enviamos antes (815-302) ya no funciona: solo el último
código solicitado es válido. Caduca a las 13:27.

Línea: 6** *** 214 · Tarifa Órbita Ilimitada 35 €/mes

Órbita Móvil, S.A.U. · Paseo de la Castellana 259, 28046 Madrid
Atención al cliente: 1555 (gratuito desde tu línea Órbita)
""",
    html="""<html><body style="font-family:Arial;color:#1b1b3a">
<div style="max-width:540px;margin:auto;border-radius:10px;border:1px solid #d7d3f0;padding:26px">
<p style="color:#5b2fd6;font-weight:bold;font-size:18px">Mi Órbita</p>
<p>Hola, Fernando:</p>
<p>Has pedido que te reenviemos el código de acceso a Mi Órbita.</p>
<p style="font-size:13px;color:#666;margin-bottom:2px">Nuevo código</p>
<p style="font-size:30px;font-weight:bold;margin-top:0;color:#5b2fd6">440-719</p>
<p style="font-size:13px">El código que te enviamos antes (<span style="text-decoration:line-through">815-302</span>) ya no funciona: solo el último código solicitado es válido. Caduca a las 13:27.</p>
<p style="font-size:12px;color:#777">Línea 6** *** 214 &middot; Tarifa Órbita Ilimitada 35&nbsp;&euro;/mes</p>
<p style="font-size:11px;color:#999">Órbita Móvil, S.A.U. &middot; Paseo de la Castellana 259, 28046 Madrid &middot; Atención al cliente 1555</p>
</div></body></html>""",
))

M.append(dict(
    lang="es", kind="magic_link", otp=None,
    link="https://email.zapateriacarmela.example/ls/click?upn=u001.Hk2pQ8vXz-2FbL0mT7yR3sW9dN4aE1cJ6gU5oI8kP2qZ-2B7&r=reset",
    frm="Zapatería Carmela <hola@zapateriacarmela.example>",
    to="lucia.navarro@gmail.example",
    date="2025-01-27 21:09:33 +0100",
    subject="Restablece tu contraseña",
    html_cte="quoted-printable",
    html="""<html><body style="background:#fdf6f3;font-family:'Helvetica Neue',Arial">
<table width="520" align="center" style="background:#fff;margin:30px auto" cellpadding="30">
<tr><td style="text-align:center"><img src="https://cdn.zapateriacarmela.example/logo.png" alt="Zapatería Carmela" width="160"></td></tr>
<tr><td>
<p>Hola Lucía,</p>
<p>Hemos recibido una solicitud para restablecer la contraseña de tu cuenta en zapateriacarmela.example. Pulsa el botón para elegir una nueva:</p>
<p style="text-align:center"><a href="https://email.zapateriacarmela.example/ls/click?upn=u001.Hk2pQ8vXz-2FbL0mT7yR3sW9dN4aE1cJ6gU5oI8kP2qZ-2B7&amp;r=reset" style="background:#b5564a;color:#fff;padding:13px 30px;text-decoration:none;letter-spacing:1px">RESTABLECER CONTRASEÑA</a></p>
<p style="font-size:13px;color:#777">Este enlace caduca en 2 horas. Si no has sido tú, no tienes que hacer nada: tu contraseña actual sigue funcionando.</p>
<p style="font-size:13px">¿Dudas con tu pedido n.º ZC-10452? Escríbenos por <a href="https://email.zapateriacarmela.example/ls/click?upn=u001.Rw7-2FmPa3&amp;r=whatsapp">WhatsApp</a> o llama al 963 55 18 27.</p>
</td></tr>
<tr><td style="font-size:11px;color:#aaa;text-align:center">Zapatería Carmela &middot; C/ Colón 19, 46004 Valencia<br>
<a href="https://email.zapateriacarmela.example/ls/click?upn=u001.Ig4-2Fq&amp;r=instagram"><img src="https://cdn.zapateriacarmela.example/ig.png" alt="Instagram" width="20"></a>
<a href="https://email.zapateriacarmela.example/ls/click?upn=u001.Tk9-2Fz&amp;r=tiktok"><img src="https://cdn.zapateriacarmela.example/tt.png" alt="TikTok" width="20"></a></td></tr>
</table>
<img src="https://email.zapateriacarmela.example/wf/open?upn=u001.op3nPx1" width="1" height="1" alt="">
</body></html>""",
))

M.append(dict(
    lang="es", kind="no_code_word", otp="5930", shown=["5930"],
    frm="Sede Electrónica – Ayuntamiento de Zaragoza <sede-noreply@zaragoza-ayto.example>",
    to="pilar.aznar@aragon.example",
    date="2025-02-10 11:51:26 +0100",
    subject="Sede Electrónica: acceso a su expediente",
    text_cte="8bit",
    text="""Estimado/a ciudadano/a:

Ha solicitado acceder al expediente 2025/004127-URB (Licencia de obra
menor – C/ Delicias 18, 50017 Zaragoza) sin certificado digital.

Introduzca el siguiente PIN en la pantalla de acceso: 5930

El PIN tiene una validez de 10 minutos y solo puede utilizarse una vez.

Registro de entrada: 10/02/2025 11:48 – Nº REG-E-2025-0088413
Tasa abonada: 42,35 € (Autoliquidación 990 2025 0012 8832)

Este mensaje se ha generado automáticamente. Por favor, no responda.
Para cualquier consulta: 010 / 976 55 10 10 (lunes a viernes de 8:30 a 14:30).

Ayuntamiento de Zaragoza – Plaza del Pilar 18 – 50003 Zaragoza
En cumplimiento del Reglamento (UE) 2016/679, le informamos de que sus datos
serán tratados con la finalidad de tramitar su solicitud.
""",
))

M.append(dict(
    lang="es", kind="decoy_codes", otp="6620", shown=["6620"],
    frm="Comilón <hola@comilon.example>",
    to="dani.serrano@outlook.example",
    date="2025-03-07 20:16:41 +0100",
    subject="¡Bienvenido a Comilón! Verifica tu móvil y estrena tu descuento",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""¡Hola Dani!

Gracias por registrarte en Comilón. Antes de tu primer pedido tenemos que
comprobar tu número de móvil (+34 622 55 81 90).

Código de verificación: 6620

Y como regalo de bienvenida:
  Código promocional BIENVENIDA10 → 10 € de descuento en pedidos desde 20 €
  (válido hasta el 31/03/2025, un uso por cliente)

¿Tienes una tarjeta regalo? Canjéala en Perfil > Tarjetas regalo
(ejemplo de formato: CMLN-XXXX-XXXX).

Nunca te pediremos el código de verificación por teléfono ni por chat.

Comilón Delivery S.L. · C/ Alcalá 120, 28009 Madrid · CIF B-87654321
""",
    html="""<html><body style="font-family:Poppins,Arial;background:#fff8e7">
<div style="max-width:520px;margin:auto;background:#fff;padding:28px;border-radius:16px">
<h1 style="color:#ff6a00;font-size:24px">¡Hola Dani!</h1>
<p>Gracias por registrarte en Comilón. Antes de tu primer pedido tenemos que comprobar tu número de móvil (+34 622 55 81 90).</p>
<p>Código de verificación:</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:12px">6620</p>
<div style="background:#ff6a00;color:#fff;border-radius:12px;padding:16px;margin:20px 0">
<p style="margin:0;font-size:13px">REGALO DE BIENVENIDA</p>
<p style="margin:4px 0;font-size:22px;font-weight:bold">BIENVENIDA10</p>
<p style="margin:0;font-size:13px">10&nbsp;&euro; de descuento en pedidos desde 20&nbsp;&euro; &middot; válido hasta el 31/03/2025</p>
</div>
<p style="font-size:13px">¿Tienes una tarjeta regalo? Canjéala en Perfil &gt; Tarjetas regalo (formato: CMLN-XXXX-XXXX).</p>
<p style="font-size:12px;color:#888">Nunca te pediremos el código de verificación por teléfono ni por chat.</p>
<p style="font-size:11px;color:#aaa">Comilón Delivery S.L. &middot; C/ Alcalá 120, 28009 Madrid &middot; CIF B-87654321 &middot; <a href="https://www.comilon.example/legal">Aviso legal</a></p>
</div></body></html>""",
))

M.append(dict(
    lang="es", kind="several_codes", otp="902551", shown=["902 551"],
    frm="Nube Ibérica <seguridad@nubeiberica.example>",
    to="sysadmin@talleresgarcia.example",
    date="2025-01-14 18:25:03 +0100",
    subject="Activación de la verificación en dos pasos – Nube Ibérica",
    text_cte="base64", html_cte="quoted-printable",
    text="""Hola Javier:

Estás activando la verificación en dos pasos en tu cuenta de Nube Ibérica
(cliente n.º 100-48812, Talleres García S.L.).

PASO 1 – Introduce ahora este código en el panel para confirmar tu correo:

    902 551

PASO 2 – Guarda tus códigos de respaldo. NO los introduzcas ahora; sirven
para entrar si pierdes el móvil. Cada uno funciona una sola vez:

    3817-2290   6604-1175   9052-8843   1248-3306
    7731-0092   5519-6624   2086-4471   8840-1937

Servidor afectado: vps-mad-2 (IP 198.51.100.23) · Plan Cloud M 18,90 €/mes

Nube Ibérica Hosting S.L. · Parque Tecnológico, C/ Charles Darwin 3,
41092 Sevilla · Soporte 24x7: 900 55 73 73
""",
    html="""<html><body style="font-family:Arial;font-size:14px;color:#203040">
<div style="max-width:580px;margin:auto">
<p>Hola Javier:</p>
<p>Estás activando la verificación en dos pasos en tu cuenta de Nube Ibérica (cliente n.º 100-48812, Talleres García S.L.).</p>
<h3 style="color:#0067b8">Paso 1 &ndash; Introduce ahora este código</h3>
<p style="font-size:28px;font-weight:bold;font-family:monospace">902 551</p>
<h3 style="color:#0067b8">Paso 2 &ndash; Guarda tus códigos de respaldo</h3>
<p>No los introduzcas ahora; sirven para entrar si pierdes el móvil. Cada uno funciona una sola vez:</p>
<table cellpadding="6" style="font-family:monospace;background:#f2f5f8">
<tr><td>3817-2290</td><td>6604-1175</td><td>9052-8843</td><td>1248-3306</td></tr>
<tr><td>7731-0092</td><td>5519-6624</td><td>2086-4471</td><td>8840-1937</td></tr>
</table>
<p style="font-size:12px;color:#666">Servidor afectado: vps-mad-2 (IP 198.51.100.23) &middot; Plan Cloud M 18,90&nbsp;&euro;/mes</p>
<p style="font-size:11px;color:#999">Nube Ibérica Hosting S.L. &middot; Parque Tecnológico, C/ Charles Darwin 3, 41092 Sevilla &middot; Soporte 24x7: 900 55 73 73</p>
</div></body></html>""",
))

M.append(dict(
    lang="es", kind="lowercase_alnum", otp="9fj2ka", shown=["9fj2ka"],
    frm="Despliega <noreply@despliega.example>",
    to="andrea.molina@estudiolince.example",
    date="2025-03-06 11:02:58 +0100",
    subject="[Despliega] Código para iniciar sesión en la CLI",
    text_cte="7bit",
    text="""Hola andreamolina,

Alguien ha ejecutado `despliega login` en una terminal:

  Equipo:   MacBook-Pro-de-Andrea.local
  Version:  despliega-cli 2.14.1 (darwin/arm64)
  Hora:     06/03/2025 11:02 CET

Para autorizarla, pega este codigo en la terminal:

  9fj2ka

Caduca en 10 minutos. Si no has sido tu, revisa los tokens de acceso en
https://despliega.example/ajustes/tokens

-- 
Despliega - despliegues sin dramas
Despliega Labs S.L., C/ Ercilla 24, 48011 Bilbao
""",
))

M.append(dict(
    lang="es", kind="magic_link", otp=None,
    link="https://libreriaelfaro.example/boletin/confirmar/7d31e8b0c2f94a1d/af40c19e2b8d77f35e06a1c4",
    link_alt=["https://libreriaelfaro.example/boletin/confirmar/7d31e8b0c2f94a1d/af40c19e2b8d77f35e06a1c4"],
    frm="Librería El Faro <boletin@libreriaelfaro.example>",
    to="marta.iglesias@gmail.example",
    date="2025-02-02 10:44:19 +0100",
    subject="Confirma tu suscripción al boletín de Librería El Faro",
    text_cte="8bit", html_cte="quoted-printable",
    text="""Hola:

Alguien (esperamos que tú) ha pedido recibir el boletín de Librería El Faro
en esta dirección. Cada quince días te contamos novedades, presentaciones
de libros y el club de lectura de los jueves.

Para confirmar tu suscripción, abre este enlace:
https://libreriaelfaro.example/boletin/confirmar/7d31e8b0c2f94a1d/af40c19e2b8d77f35e06a1c4

Si no te has suscrito, no hagas nada y no volverás a saber de nosotros.

Un abrazo librero,
Rosa y Antón
Librería El Faro · Rúa do Franco 41 · 15702 Santiago de Compostela
981 55 64 20
""",
    html="""<html><body style="font-family:Georgia,serif;background:#f4efe6;color:#2e2a24">
<table width="560" align="center" style="background:#fffdf8;padding:26px">
<tr><td><p style="font-size:26px;margin:0">Librería El Faro</p><p style="color:#8a7f6d;margin-top:4px">Libros, café y buena conversación desde 1987</p></td></tr>
<tr><td>
<p>Hola:</p>
<p>Alguien (esperamos que tú) ha pedido recibir el boletín de Librería El Faro en esta dirección. Cada quince días te contamos novedades, presentaciones de libros y el club de lectura de los jueves.</p>
<p style="text-align:center;margin:26px"><a href="https://libreriaelfaro.example/boletin/confirmar/7d31e8b0c2f94a1d/af40c19e2b8d77f35e06a1c4" style="border:2px solid #2e2a24;padding:10px 22px;color:#2e2a24;text-decoration:none">Sí, quiero el boletín</a></p>
<p>Si no te has suscrito, no hagas nada y no volverás a saber de nosotros.</p>
<p>Un abrazo librero,<br>Rosa y Antón</p>
<p style="font-size:11px;color:#8a7f6d">Librería El Faro &middot; Rúa do Franco 41 &middot; 15702 Santiago de Compostela &middot; 981 55 64 20<br>
<a href="https://libreriaelfaro.example/privacidad" style="color:#8a7f6d">Privacidad</a></p>
</td></tr></table></body></html>""",
))

M.append(dict(
    lang="es", kind="subject_only", otp="5183", shown=["5183"],
    frm="Trasteo <no-reply@trasteo.example>",
    to="pablo.herrero91@gmail.example",
    date="2025-02-24 17:37:02 +0100",
    subject="Trasteo: 5183 es tu código",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Usa el código que aparece en el asunto para verificar tu cuenta de
Trasteo. Caduca en 5 minutos.

¿No lo has pedido? Ignora este correo.

Trasteo Marketplace S.L. · C/ Sancho de Ávila 65, 08018 Barcelona
""",
    html="""<html><body style="font-family:Arial;color:#13c1ac">
<div style="max-width:460px;margin:auto;padding:20px;color:#253238">
<p>Usa el código que aparece en el asunto para verificar tu cuenta de Trasteo. Caduca en 5 minutos.</p>
<p style="font-size:12px;color:#90a4ae">¿No lo has pedido? Ignora este correo.<br>Trasteo Marketplace S.L. &middot; C/ Sancho de Ávila 65, 08018 Barcelona</p>
</div></body></html>""",
))

M.append(dict(
    lang="es", kind="expired_code", otp=None, link=None,
    frm="Campus Virtual – Universidad del Tormes <campus-noreply@utormes.example>",
    to="e.delgado.id00441278@alumnos.utormes.example",
    date="2025-02-13 09:41:50 +0100",
    subject="Tu código de acceso al Campus Virtual ha caducado",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Hola, Elena (id00441278):

El código de acceso 448 120 que te enviamos a las 09:12 ha caducado sin
haberse utilizado. Por seguridad ya no es válido.

Si sigues queriendo entrar en el Campus Virtual, vuelve a la página de
inicio de sesión y pide un código nuevo:
https://campus.utormes.example/login

Recuerda: la entrega de la práctica 2 de «Estadística II» cierra el
17/02/2025 a las 23:59.

Servicio de Informática y Comunicaciones (SIC)
Universidad del Tormes · Patio de Escuelas 1 · 37008 Salamanca
Centro de Atención al Usuario: 923 55 45 00 · cau@utormes.example
""",
    html="""<html><body style="font-family:Arial;font-size:14px">
<table width="580" style="border-top:5px solid #7a1f2b"><tr><td style="padding:18px">
<p>Hola, Elena (id00441278):</p>
<p>El código de acceso <b>448 120</b> que te enviamos a las 09:12 ha <b>caducado</b> sin haberse utilizado. Por seguridad ya no es válido.</p>
<p>Si sigues queriendo entrar en el Campus Virtual, vuelve a la página de inicio de sesión y pide un código nuevo:</p>
<p><a href="https://campus.utormes.example/login" style="background:#7a1f2b;color:#fff;padding:9px 16px;text-decoration:none">Ir al Campus Virtual</a></p>
<p style="font-size:13px">Recuerda: la entrega de la práctica 2 de &laquo;Estadística II&raquo; cierra el 17/02/2025 a las 23:59.</p>
<p style="font-size:11px;color:#777">Servicio de Informática y Comunicaciones (SIC) &middot; Universidad del Tormes &middot; Patio de Escuelas 1 &middot; 37008 Salamanca<br>CAU: 923 55 45 00 &middot; <a href="mailto:cau@utormes.example">cau@utormes.example</a></p>
</td></tr></table></body></html>""",
))

# ============================== Português (pt) ==============================

M.append(dict(
    lang="pt", kind="username_digits", otp="730418", shown=["730418"],
    frm="Banco Piá <seguranca@bancopia.example>",
    to='"joao.silva87" <joao.silva87@uol.example>',
    date="2025-02-20 08:26:14 -0300",
    subject="Seu código de acesso ao Banco Piá",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Olá, joao.silva87!

Recebemos um pedido de acesso à sua conta pelo navegador (Chrome, Recife/PE).
Digite o código abaixo para continuar:

730418

Ele vale por 5 minutos. Nunca compartilhe esse código: o Banco Piá não liga
pedindo códigos, senhas ou transferências via Pix.

Conta: ag. 0001 · c/c 8812345-0
CPF: ***.482.771-**

Banco Piá S.A. · CNPJ 12.345.678/0001-90 · Av. Agamenon Magalhães 4775,
Recife/PE, CEP 52010-040 · SAC 0800 555 0199 · Ouvidoria 0800 555 0299
""",
    html="""<html><body style="font-family:Arial;background:#f4f0ff">
<table width="520" align="center" style="background:#fff;border-radius:12px" cellpadding="26"><tr><td>
<p style="color:#6c2bd9;font-weight:bold;font-size:20px;margin-top:0">Banco Piá</p>
<p>Olá, <b>joao.silva87</b>!</p>
<p>Recebemos um pedido de acesso à sua conta pelo navegador (Chrome, Recife/PE). Digite o código abaixo para continuar:</p>
<p style="font-size:32px;letter-spacing:6px;font-weight:bold;text-align:center;background:#f4f0ff;padding:12px;border-radius:8px">730418</p>
<p style="font-size:13px">Ele vale por 5 minutos. Nunca compartilhe esse código: o Banco Piá não liga pedindo códigos, senhas ou transferências via Pix.</p>
<p style="font-size:12px;color:#666">Conta: ag. 0001 &middot; c/c 8812345-0 &middot; CPF ***.482.771-**</p>
<p style="font-size:10px;color:#999">Banco Piá S.A. &middot; CNPJ 12.345.678/0001-90 &middot; Av. Agamenon Magalhães 4775, Recife/PE, CEP 52010-040<br>SAC 0800 555 0199 &middot; Ouvidoria 0800 555 0299</p>
</td></tr></table></body></html>""",
))

M.append(dict(
    lang="pt", kind="booking_ref", otp=None, link=None,
    frm="Comboios Lusos <bilhetes@comboioslusos.example>",
    to="Rui Tavares <rui.tavares@sapo.example>",
    date="2025-03-01 14:09:37 +0000",
    subject="Bilhete Alfa Pendular – Lisboa Santa Apolónia → Porto Campanhã",
    text_cte="8bit",
    text="""Caro(a) Rui Tavares,

Obrigado por viajar connosco. Segue o resumo da sua compra.

  Código da reserva: TXR8P4
  N.º do bilhete: 9401 2250 3318 6
  Comboio: Alfa Pendular 131
  Data: sexta-feira, 14/03/2025
  Partida: Lisboa Santa Apolónia 09:39
  Chegada: Porto Campanhã 12:29
  Carruagem 5 · Lugar 52 (janela) · Conforto
  Preço: 44,20 € (Cartão Jovem −25 %)
  NIF na fatura: 245 118 903

Apresente o bilhete (PDF ou app) e um documento de identificação ao
revisor. O código da reserva serve para consultar ou alterar a viagem no
site e nas bilheteiras; não é necessário para embarcar.

Alterações até 15 minutos antes da partida, sujeitas a taxa de 2,00 €.

Comboios Lusos, E.P.E. · Calçada do Duque 20 · 1249-109 Lisboa
Linha de Atendimento: 707 55 02 10 (7h–23h)
""",
))

M.append(dict(
    lang="pt", kind="newsletter_numbers", otp=None, link=None,
    frm="Casa das Lãs <encomendas@casadaslas.example>",
    to="ines.marques@gmail.example",
    date="2025-01-21 22:31:05 +0000",
    subject="Encomenda #CL-20517 – aguarda pagamento por Multibanco",
    html_cte="quoted-printable",
    html="""<html><body style="font-family:Lato,Arial;color:#3c2f2f;background:#faf6f2">
<div style="max-width:560px;margin:auto;background:#fff;padding:24px">
<p style="font-size:22px;font-family:Georgia">Casa das Lãs</p>
<p>Olá Inês,</p>
<p>Obrigada pela sua encomenda! Para a enviarmos, efetue o pagamento por Multibanco ou homebanking com os dados abaixo:</p>
<table cellpadding="8" style="border:1px solid #e9ddd1;font-size:16px">
<tr><td>Entidade</td><td><b>21098</b></td></tr>
<tr><td>Referência</td><td><b>183 402 771</b></td></tr>
<tr><td>Montante</td><td><b>49,90 &euro;</b></td></tr>
</table>
<p style="font-size:13px">A referência é válida até 24/01/2025. Após essa data a encomenda será cancelada.</p>
<table width="100%" cellpadding="4" style="font-size:13px;margin-top:14px">
<tr><td>4 &times; Novelo merino 100&nbsp;g, cor 118 (mostarda)</td><td align="right">31,60 &euro;</td></tr>
<tr><td>1 &times; Agulhas circulares 4,5&nbsp;mm / 80&nbsp;cm</td><td align="right">12,40 &euro;</td></tr>
<tr><td>Portes CTT Expresso (2 dias úteis)</td><td align="right">5,90 &euro;</td></tr>
<tr><td><b>Total (IVA incluído à taxa de 23&nbsp;%)</b></td><td align="right"><b>49,90 &euro;</b></td></tr>
</table>
<p style="font-size:13px">Morada de envio: Rua de Cedofeita 310, 2.º Esq., 4050-174 Porto<br>NIF: 229 410 558</p>
<p style="font-size:11px;color:#998">Casa das Lãs, Lda. &middot; Rua das Flores 88 &middot; 4050-265 Porto &middot; NIPC 514 882 107 &middot; Tel. 222 055 318 (chamada para a rede fixa nacional)<br>
<a href="https://casadaslas.example/livro-de-reclamacoes">Livro de Reclamações</a> &middot; <a href="https://casadaslas.example/privacidade">Privacidade</a></p>
</div></body></html>""",
))

M.append(dict(
    lang="pt", kind="decoy_codes", otp=None, link=None,
    frm="Estante Viva <cartoes@estanteviva.example>",
    to="catarina.lopes@hotmail.example",
    date="2025-02-14 09:12:00 +0000",
    subject="A Mariana ofereceu-lhe um cartão-presente Estante Viva 🎁",
    text_cte="base64", html_cte="base64",
    text="""Olá Catarina,

A Mariana Sousa enviou-lhe um cartão-presente no valor de 30,00 € com a
mensagem: "Feliz dia dos namorados… dos livros! ❤"

  N.º do cartão: 6034 8810 2291 4456
  PIN do cartão: 4821
  Válido até: 14/02/2027

Use-o nas lojas Estante Viva ou em estanteviva.example (no checkout,
"Pagar com cartão-presente"). Saldo em www.estanteviva.example/saldo.

Atenção: a Estante Viva nunca lhe pedirá o PIN do cartão por telefone ou
e-mail.

Estante Viva – Livraria e Papelaria, S.A. · Av. da Liberdade 190 ·
1250-147 Lisboa · NIPC 509 221 004
""",
    html="""<html><body style="font-family:Arial;background:#fdecec">
<div style="max-width:500px;margin:auto;background:#fff;padding:26px;border-radius:10px;text-align:center">
<p style="font-size:20px">Olá Catarina,</p>
<p>A Mariana Sousa enviou-lhe um cartão-presente no valor de <b>30,00&nbsp;&euro;</b>:</p>
<p style="font-style:italic">&ldquo;Feliz dia dos namorados&hellip; dos livros! &#10084;&rdquo;</p>
<div style="background:#c0392b;color:#fff;border-radius:10px;padding:18px;margin:18px 0;text-align:left">
<p style="margin:0;font-size:12px">N.º DO CARTÃO</p><p style="margin:2px 0 10px;font-size:20px;letter-spacing:2px">6034 8810 2291 4456</p>
<p style="margin:0;font-size:12px">PIN</p><p style="margin:2px 0 10px;font-size:20px">4821</p>
<p style="margin:0;font-size:12px">Válido até 14/02/2027</p></div>
<p><a href="https://www.estanteviva.example/loja?utm_source=giftcard" style="background:#222;color:#fff;padding:10px 20px;text-decoration:none">Escolher livros</a></p>
<p style="font-size:12px;color:#777">A Estante Viva nunca lhe pedirá o PIN do cartão por telefone ou e-mail.</p>
<p style="font-size:10px;color:#999">Estante Viva &ndash; Livraria e Papelaria, S.A. &middot; Av. da Liberdade 190 &middot; 1250-147 Lisboa &middot; NIPC 509 221 004</p>
</div></body></html>""",
))

M.append(dict(
    lang="pt", kind="magic_link", otp=None,
    link="https://app.faturalivre.example/entrar/ligacao?t=fl_live_9QmZ3xR7tK2pW8vN4cY6bH1sD5&conta=48120",
    link_alt=["https://app.faturalivre.example/entrar/ligacao?t=fl_live_9QmZ3xR7tK2pW8vN4cY6bH1sD5&conta=48120"],
    frm="FaturaLivre <entrar@faturalivre.example>",
    to="geral@oficina-tomas.example",
    date="2025-03-07 08:03:44 +0000",
    subject="A sua ligação para entrar no FaturaLivre",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Olá Tomás,

Pediu para entrar no FaturaLivre sem palavra-passe. Use a ligação abaixo
(válida durante 20 minutos e apenas uma vez):

https://app.faturalivre.example/entrar/ligacao?t=fl_live_9QmZ3xR7tK2pW8vN4cY6bH1sD5&conta=48120

Empresa: Oficina Tomás & Filhos, Lda. (NIF 507 338 120)
Série de faturação ativa: FT 2025/A · Última fatura: FT 2025A/0312

Não foi você? Pode ignorar este e-mail em segurança.

FaturaLivre – Software de faturação certificado pela AT (n.º 2931/AT)
Rua Mouzinho da Silveira 27, 4050-419 Porto · suporte@faturalivre.example
""",
    html="""<html><body style="font-family:system-ui,Arial;color:#102a43">
<div style="max-width:500px;margin:30px auto">
<p style="font-weight:700;font-size:18px;color:#0f766e">FaturaLivre</p>
<p>Olá Tomás,</p>
<p>Pediu para entrar no FaturaLivre sem palavra-passe. Carregue no botão abaixo (válido durante 20 minutos e apenas uma vez):</p>
<p><a href="https://app.faturalivre.example/entrar/ligacao?t=fl_live_9QmZ3xR7tK2pW8vN4cY6bH1sD5&amp;conta=48120" style="background:#0f766e;color:#fff;padding:12px 24px;border-radius:6px;text-decoration:none;display:inline-block">Entrar no FaturaLivre</a></p>
<p style="font-size:13px;color:#486581">Empresa: Oficina Tomás &amp; Filhos, Lda. (NIF 507 338 120)<br>Série ativa: FT 2025/A &middot; Última fatura: FT 2025A/0312</p>
<p style="font-size:13px">Não foi você? Pode ignorar este e-mail em segurança.</p>
<p style="font-size:11px;color:#829ab1">Software de faturação certificado pela AT (n.º 2931/AT) &middot; Rua Mouzinho da Silveira 27, 4050-419 Porto<br>
<a href="https://faturalivre.example/ajuda">Ajuda</a> &middot; <a href="https://faturalivre.example/termos">Termos</a></p>
</div></body></html>""",
))

M.append(dict(
    lang="pt", kind="phone_and_dates", otp="582193", shown=["58 21 93"],
    frm="Banco Lusitano <alertas@bancolusitano.example>",
    to='"Sr. António Ferreira" <antonio.ferreira@netcabo.example>',
    date="2025-02-09 14:22:51 +0000",
    subject="Autorização de compra online",
    text_cte="quoted-printable",
    text="""Caro Cliente,

Está a efetuar uma compra online com o seu cartão de crédito:

  Comerciante:  VIAGENS ALGARVE SOL LDA
  Montante:     129,90 EUR
  Data/hora:    09/02/2025 14:22
  Cartão:       Visa Gold terminado em 4417

Para autorizar a operação, introduza na página do comerciante o código:

  58 21 93

O código expira às 14:27. Se não reconhece esta compra, NÃO introduza o
código e ligue de imediato para a Linha de Cartões 21 055 41 41 (24h; custo
de chamada para a rede fixa nacional) ou +351 21 055 41 41 do estrangeiro.

Saldo disponível após a compra: 2.370,10 EUR · Próximo extrato: 25/02/2025

Banco Lusitano, S.A. · Sede: Praça Dom Pedro IV 54, 1100-201 Lisboa
Capital social 1.250.000.000 € · NIPC 500 847 113 · Registado no Banco de
Portugal sob o n.º 0079
""",
))

M.append(dict(
    lang="pt", kind="no_code_word", otp="361952", shown=["361 952"],
    link="https://www.empregoja.example/registo/validar?e=c2FyYS5wZXJlaXJh&k=b81d0f3a9e7c4425a6d1",
    frm="EmpregoJá <registo@empregoja.example>",
    to="sara.pereira.cv@gmail.example",
    date="2025-01-31 19:48:20 +0000",
    subject="Falta só um passo para ativar o seu perfil",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Olá Sara,

Para concluir o registo no EmpregoJá, introduza 361 952 na página onde
criou a conta.

Se fechou essa página, pode validar o e-mail diretamente aqui:
https://www.empregoja.example/registo/validar?e=c2FyYS5wZXJlaXJh&k=b81d0f3a9e7c4425a6d1

Depois disso já pode candidatar-se às 37 ofertas que correspondem à sua
pesquisa "Assistente administrativo – Braga".

EmpregoJá · Av. da Liberdade 12, 4710-251 Braga
""",
    html="""<html><body style="font-family:Arial;color:#222">
<div style="max-width:520px;margin:auto;border:1px solid #e4e4e4;padding:24px">
<p style="color:#e94e1b;font-weight:bold;font-size:20px">EmpregoJá</p>
<p>Olá Sara,</p>
<p>Para concluir o registo, introduza estes dígitos na página onde criou a conta:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:4px">361 952</p>
<p>Fechou essa página? Valide o e-mail diretamente:</p>
<p><a href="https://www.empregoja.example/registo/validar?e=c2FyYS5wZXJlaXJh&amp;k=b81d0f3a9e7c4425a6d1" style="background:#e94e1b;color:#fff;padding:11px 20px;text-decoration:none">Validar e-mail</a></p>
<p style="font-size:13px">Depois disso já pode candidatar-se às 37 ofertas que correspondem à sua pesquisa &laquo;Assistente administrativo &ndash; Braga&raquo;.</p>
<p style="font-size:11px;color:#999">EmpregoJá &middot; Av. da Liberdade 12, 4710-251 Braga &middot; <a href="https://www.empregoja.example/alertas/gerir">Gerir alertas</a></p>
</div></body></html>""",
))

M.append(dict(
    lang="pt", kind="alt_text_only", otp="271604", shown=["271604"],
    frm="Nós Fibra <areacliente@nosfibra.example>",
    to="paulo.correia@nosfibra.example",
    date="2025-02-26 10:10:10 +0000",
    subject="Acesso à Área de Cliente",
    image="otp-img@nosfibra.example",
    text_cte="7bit", html_cte="base64",
    text="""Ola Paulo,

O seu codigo de acesso a Area de Cliente esta na versao HTML deste e-mail
(imagem). Se nao o consegue ver, ative a apresentacao de imagens ou abra a
mensagem no navegador.

N.o de cliente: 1.204.883.019

Nos Fibra, S.A. - Rua Actor Antonio Silva 9, 1600-404 Lisboa
Apoio ao cliente: 16990
""",
    html="""<html><body style="font-family:Arial;background:#f2f2f2">
<table width="540" align="center" style="background:#fff" cellpadding="22"><tr><td>
<p>Olá Paulo,</p>
<p>Utilize o código da imagem para entrar na Área de Cliente:</p>
<p style="text-align:center"><img src="cid:otp-img@nosfibra.example" alt="271604" width="160" height="48"></p>
<p style="font-size:13px;color:#555">Válido durante 10 minutos. N.º de cliente: 1.204.883.019</p>
<p style="font-size:11px;color:#999">Nós Fibra, S.A. &ndash; Rua Actor António Silva 9, 1600-404 Lisboa &middot; Apoio ao cliente 16990</p>
</td></tr></table></body></html>""",
))

M.append(dict(
    lang="pt", kind="device_code", otp="K7M4PX", shown=["K7M-4PX"],
    frm="Cinemateca+ <ajuda@cinematecamais.example>",
    to="helena.matos@sapo.example",
    date="2025-01-18 21:34:09 +0000",
    subject="Ligue a sua Smart TV à Cinemateca+",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Olá Helena,

Está a ativar a Cinemateca+ numa Smart TV (Samsung, sala).

Introduza este código no ecrã da televisão:

    K7M-4PX

O código é válido durante 15 minutos. Pode também ligar a TV abrindo
https://cinematecamais.example/tv no telemóvel e introduzindo o mesmo código.

O seu plano: Família (4 ecrãs) · 9,99 €/mês · próxima renovação 02/02/2025

Cinemateca+ Streaming, Lda. · Rua Garrett 44 · 1200-204 Lisboa
""",
    html="""<html><body style="background:#0e0e10;color:#f1f1f1;font-family:Arial">
<div style="max-width:520px;margin:auto;padding:30px">
<p style="font-size:22px;color:#e50914;font-weight:bold">Cinemateca+</p>
<p>Olá Helena,</p>
<p>Está a ativar a Cinemateca+ numa Smart TV (Samsung, sala). Introduza este código no ecrã da televisão:</p>
<p style="font-size:40px;letter-spacing:6px;text-align:center;border:1px solid #333;padding:14px">K7M-4PX</p>
<p style="font-size:13px;color:#aaa">Válido durante 15 minutos. Também pode abrir <a href="https://cinematecamais.example/tv" style="color:#aaa">cinematecamais.example/tv</a> no telemóvel e introduzir o mesmo código.</p>
<p style="font-size:12px;color:#777">Plano Família (4 ecrãs) &middot; 9,99&nbsp;&euro;/mês &middot; renovação a 02/02/2025</p>
<p style="font-size:10px;color:#555">Cinemateca+ Streaming, Lda. &middot; Rua Garrett 44 &middot; 1200-204 Lisboa &middot; <a href="https://cinematecamais.example/privacidade" style="color:#555">Privacidade</a></p>
</div></body></html>""",
))

M.append(dict(
    lang="pt", kind="new_and_old_code", otp="664035", shown=["664035"],
    frm="ePortal do Cidadão <nao-responder@eportal-cidadao.example>",
    to="manuel.guerreiro@clix.example",
    date="2025-02-04 16:57:21 +0000",
    subject="Novo código de confirmação – alteração de morada",
    text_cte="8bit",
    text="""Exmo.(a) Senhor(a),

Foi pedido o reenvio do código de confirmação para o pedido de alteração
de morada n.º AM-2025-0093317.

Código de confirmação: 664035

Atenção: o código enviado anteriormente (129877) foi anulado e já não
pode ser utilizado. O novo código é válido até às 17:27 de hoje.

Nova morada indicada: Rua Serpa Pinto 15, 7000-537 Évora

Caso não tenha efetuado este pedido, contacte a Linha do Cidadão
300 055 500 (dias úteis, 9h–18h).

Esta mensagem foi enviada automaticamente. Por favor não responda.
Agência para a Modernização Administrativa, I.P. · Rua de Santa Marta 55,
1150-294 Lisboa
""",
))

M.append(dict(
    lang="pt", kind="magic_link", otp=None,
    link="https://conta.feiradigital.example/seguranca/confirmar-acesso?id=8d2f4e61-0b9a-4c7e-a3d5-91f07e2b6c48&resposta=sim&h=7Yq2Lk9Xw3",
    frm="Feira Digital <seguranca@feiradigital.example>",
    to="beatriz.almeida@iol.example",
    date="2025-02-18 07:05:58 +0000",
    subject="Foi você que tentou iniciar sessão?",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Olá Beatriz,

Detetámos uma tentativa de início de sessão na sua conta Feira Digital:

  Dispositivo: iPhone (Safari)
  Local aproximado: Coimbra, Portugal
  Data: 18/02/2025 às 07:05

Para confirmar que foi você, abra a versão HTML deste e-mail e carregue em
"Sim, fui eu".

Se não foi você, altere já a sua palavra-passe em Definições > Segurança.

Feira Digital – Marketplace, S.A. · Av. Fernão de Magalhães 584 · 3000-174 Coimbra
""",
    html="""<html><body style="font-family:Arial;color:#1e293b">
<table width="540" align="center" cellpadding="24" style="border:1px solid #e2e8f0"><tr><td>
<p style="font-size:20px;font-weight:bold;color:#f59e0b">Feira Digital</p>
<p>Olá Beatriz,</p>
<p>Detetámos uma tentativa de início de sessão na sua conta:</p>
<ul style="font-size:14px"><li>Dispositivo: iPhone (Safari)</li><li>Local aproximado: Coimbra, Portugal</li><li>Data: 18/02/2025 às 07:05</li></ul>
<p>Foi você?</p>
<p><a href="https://conta.feiradigital.example/seguranca/confirmar-acesso?id=8d2f4e61-0b9a-4c7e-a3d5-91f07e2b6c48&amp;resposta=sim&amp;h=7Yq2Lk9Xw3" style="background:#16a34a;color:#fff;padding:11px 22px;text-decoration:none;border-radius:4px">Sim, fui eu</a>
&nbsp;&nbsp;<a href="https://conta.feiradigital.example/seguranca/alterar-palavra-passe?origem=alerta" style="color:#dc2626">Não fui eu &ndash; alterar palavra-passe</a></p>
<p style="font-size:12px;color:#64748b">Nunca lhe pediremos a palavra-passe por e-mail.</p>
<p style="font-size:10px;color:#94a3b8">Feira Digital &ndash; Marketplace, S.A. &middot; Av. Fernão de Magalhães 584 &middot; 3000-174 Coimbra<br>
<a href="https://www.feiradigital.example/ajuda">Ajuda</a> &middot; <a href="https://www.feiradigital.example/privacidade">Privacidade</a> &middot; <a href="https://social.feiradigital.example/facebook">Facebook</a></p>
</td></tr></table>
<img src="https://px.feiradigital.example/o/8d2f4e61.gif" width="1" height="1" alt="">
</body></html>""",
))

M.append(dict(
    lang="pt", kind="prefix_code", otp="8821", shown=["LX-8821"],
    frm="Trotinete Lx <app@trotinetelx.example>",
    to="goncalo.pinto@gmail.example",
    date="2025-03-02 18:44:30 +0000",
    subject="LX-8821 é o seu código Trotinete Lx",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Olá Gonçalo,

O seu código é LX-8821. Na app, escreva apenas os 4 números.

Primeira viagem: desbloqueio grátis com o código promocional LXPRIMEIRA
(válido 7 dias).

Trotinete Lx, Unipessoal Lda. · Rua do Benformoso 102, 1100-084 Lisboa
""",
    html="""<html><body style="font-family:Arial">
<p>Olá Gonçalo,</p>
<p>O seu código é <strong style="font-size:22px;color:#00b36b">LX-8821</strong>. Na app, escreva apenas os 4 números.</p>
<p style="font-size:13px">Primeira viagem: desbloqueio grátis com o código promocional <b>LXPRIMEIRA</b> (válido 7 dias).</p>
<p style="font-size:11px;color:#888">Trotinete Lx, Unipessoal Lda. &middot; Rua do Benformoso 102, 1100-084 Lisboa</p>
</body></html>""",
))

M.append(dict(
    lang="pt", kind="newsletter_numbers", otp=None, link=None,
    frm="Entrega Rápida <rastreio@entregarapida.example>",
    to="fernanda.costa@bol.example",
    date="2025-02-11 15:27:40 -0300",
    subject="Seu pedido saiu para entrega – NF-e 000.118.904",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Oi, Fernanda!

Seu pedido 2025021188412 saiu para entrega hoje e deve chegar até as 20h.

Código de rastreio: ER 884 120 337 BR
Nota fiscal: NF-e 000.118.904, série 1
Valor: R$ 289,70 (3x de R$ 96,57 sem juros no cartão final 5532)
Endereço: Rua Augusta 1508, apto 74 – Consolação, São Paulo/SP – CEP 01304-001

Itens:
 1x Liquidificador 1200 W – SKU 771204
 2x Jogo de copos 6 peças – SKU 330918

Não vai estar em casa? Um vizinho ou a portaria pode receber.

Entrega Rápida Logística Ltda. · CNPJ 98.765.432/0001-10 · Central 0800 555 7788
""",
    html="""<html><body style="font-family:Arial;background:#eef6ff">
<table width="560" align="center" style="background:#fff" cellpadding="20"><tr><td>
<p style="font-size:20px;font-weight:bold;color:#0052cc">Saiu para entrega! &#128666;</p>
<p>Oi, Fernanda! Seu pedido <b>2025021188412</b> saiu para entrega hoje e deve chegar até as 20h.</p>
<table width="100%" cellpadding="6" style="font-size:14px;background:#f7f9fc">
<tr><td>Código de rastreio</td><td><b>ER 884 120 337 BR</b></td></tr>
<tr><td>Nota fiscal</td><td>NF-e 000.118.904, série 1</td></tr>
<tr><td>Valor</td><td>R$ 289,70 (3x de R$ 96,57 sem juros, cartão final 5532)</td></tr>
<tr><td>Endereço</td><td>Rua Augusta 1508, apto 74 &ndash; Consolação, São Paulo/SP &ndash; CEP 01304-001</td></tr>
</table>
<p><a href="https://www.entregarapida.example/rastreio/ER884120337BR" style="background:#0052cc;color:#fff;padding:10px 18px;text-decoration:none">Acompanhar entrega</a></p>
<p style="font-size:11px;color:#888">Entrega Rápida Logística Ltda. &middot; CNPJ 98.765.432/0001-10 &middot; Central 0800 555 7788</p>
</td></tr></table></body></html>""",
))

# ============================== Italiano (it) ==============================

M.append(dict(
    lang="it", kind="username_digits", otp="30917", shown=["30917"],
    frm="Arena Ludica <account@arenaludica.example>",
    to="marco_rossi91 <marco.rossi1991@libero.example>",
    date="2025-02-15 16:20:33 +0100",
    subject="Verifica il tuo account Arena Ludica",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Ciao marco_rossi91,

grazie per esserti registrato al torneo "Coppa d'Inverno – FIFA 25"
(sabato 22/02, check-in dalle 14:30).

Per completare la verifica dell'account inserisci questo codice a 5 cifre:

30917

Il codice scade tra 30 minuti.

ID giocatore: AL-0091-7734 · Squadra: I Lupi del Vomero

Buon divertimento!
Lo staff di Arena Ludica

Arena Ludica S.r.l. – Via Toledo 256 – 80134 Napoli – P.IVA 09123450631
""",
    html="""<html><body style="background:#101827;color:#e5e7eb;font-family:Arial">
<table width="540" align="center" cellpadding="26" style="background:#1f2937"><tr><td>
<p style="font-size:22px;font-weight:bold;color:#22d3ee">ARENA LUDICA</p>
<p>Ciao <b>marco_rossi91</b>,</p>
<p>grazie per esserti registrato al torneo &laquo;Coppa d'Inverno &ndash; FIFA 25&raquo; (sabato 22/02, check-in dalle 14:30).</p>
<p>Per completare la verifica dell'account inserisci questo codice a 5 cifre:</p>
<table align="center" cellpadding="10" style="font-size:30px;font-weight:bold;color:#111827"><tr>
<td style="background:#22d3ee">3</td><td style="background:#22d3ee">0</td><td style="background:#22d3ee">9</td><td style="background:#22d3ee">1</td><td style="background:#22d3ee">7</td>
</tr></table>
<p style="font-size:13px;color:#9ca3af">Il codice scade tra 30 minuti. ID giocatore: AL-0091-7734 &middot; Squadra: I Lupi del Vomero</p>
<p style="font-size:11px;color:#6b7280">Arena Ludica S.r.l. &ndash; Via Toledo 256 &ndash; 80134 Napoli &ndash; P.IVA 09123450631<br>
<a href="https://arenaludica.example/regolamento" style="color:#6b7280">Regolamento</a> &middot; <a href="https://arenaludica.example/privacy" style="color:#6b7280">Privacy</a></p>
</td></tr></table></body></html>""",
))

M.append(dict(
    lang="it", kind="booking_ref", otp=None, link=None,
    frm="Ferrovie Rapide <noreply@ferrovierapide.example>",
    to="Giulia Esposito <giulia.esposito@tiscali.example>",
    date="2025-03-03 18:49:02 +0100",
    subject="Conferma acquisto – Codice prenotazione XK4P7T",
    text_cte="8bit", html_cte="quoted-printable",
    text="""Gentile Giulia Esposito,

grazie per aver scelto Ferrovie Rapide. Di seguito i dettagli del viaggio.

Codice prenotazione (PNR): XK4P7T
Codice biglietto: 2911 4408 7315
Treno: Rapida 9541 – Milano Centrale 08:10 → Roma Termini 11:15
Data: mercoledì 12 marzo 2025
Carrozza 6, posto 9D – Livello Business
Passeggeri: 1 adulto · CartaPremio n. 30188227 (+ 580 punti)
Importo pagato: 89,90 € con PayPal

Il codice prenotazione ti serve per modifiche, cambi e check-in online.
A bordo mostra il PDF del biglietto o il QR code dall'app.

Assistenza: 02 5555 8800 · dall'estero +39 02 5555 8800
Ferrovie Rapide S.p.A. – Piazza Duca d'Aosta 1 – 20124 Milano
Capitale sociale € 50.000.000 i.v. – P.IVA 12345670156
""",
    html="""<html><body style="font-family:Arial;color:#222">
<table width="600" align="center" style="border:1px solid #ddd">
<tr><td style="background:#9b0a1e;color:#fff;padding:16px;font-size:20px">Ferrovie Rapide</td></tr>
<tr><td style="padding:20px">
<p>Gentile Giulia Esposito,</p>
<p>grazie per aver scelto Ferrovie Rapide. Di seguito i dettagli del viaggio.</p>
<table width="100%" cellpadding="6" style="background:#f8f4f4">
<tr><td>Codice prenotazione (PNR)</td><td><b style="font-size:20px">XK4P7T</b></td></tr>
<tr><td>Codice biglietto</td><td>2911 4408 7315</td></tr>
<tr><td>Treno</td><td>Rapida 9541 &ndash; Milano Centrale 08:10 &rarr; Roma Termini 11:15</td></tr>
<tr><td>Data</td><td>mercoledì 12 marzo 2025</td></tr>
<tr><td>Posto</td><td>Carrozza 6, posto 9D &ndash; Business</td></tr>
<tr><td>Importo</td><td>89,90 &euro; (PayPal)</td></tr>
</table>
<p style="font-size:13px">CartaPremio n. 30188227 (+ 580 punti). Il codice prenotazione ti serve per modifiche, cambi e check-in online.</p>
<p><a href="https://www.ferrovierapide.example/biglietti/XK4P7T/pdf">Scarica il biglietto (PDF)</a> &middot; <a href="https://www.ferrovierapide.example/gestisci?pnr=XK4P7T">Gestisci il viaggio</a></p>
<p style="font-size:11px;color:#777">Assistenza 02 5555 8800 &middot; Ferrovie Rapide S.p.A. &ndash; Piazza Duca d'Aosta 1 &ndash; 20124 Milano &ndash; P.IVA 12345670156</p>
</td></tr></table></body></html>""",
))

M.append(dict(
    lang="it", kind="newsletter_numbers", otp=None, link=None,
    frm="Casa&Cucina Shop <ordini@casaecucina.example>",
    to="francesca.bianchi@alice.example",
    date="2025-01-23 11:58:46 +0100",
    subject="Abbiamo ricevuto il tuo ordine n. 100284417",
    html_cte="quoted-printable",
    html="""<html><body style="font-family:'Helvetica Neue',Arial;background:#f9f7f4">
<table width="600" align="center" style="background:#fff" cellpadding="0">
<tr><td style="padding:20px;text-align:center;font-size:24px;font-family:Georgia;color:#7c4a1e">Casa&amp;Cucina</td></tr>
<tr><td style="padding:0 24px 20px">
<p>Ciao Francesca,</p>
<p>grazie per il tuo ordine! Ti scriveremo di nuovo appena il pacco sarà affidato al corriere (di solito entro 48 ore lavorative).</p>
<table width="100%" cellpadding="6" style="font-size:14px;border-collapse:collapse">
<tr style="border-bottom:1px solid #eee;color:#888"><td>Prodotto</td><td>Cod. art.</td><td>Q.tà</td><td align="right">Totale</td></tr>
<tr><td>Moka in acciaio 6 tazze</td><td>MK-06-INOX</td><td>1</td><td align="right">34,90 &euro;</td></tr>
<tr><td>Set 4 tazzine espresso</td><td>TZ-4401</td><td>2</td><td align="right">29,80 &euro;</td></tr>
<tr><td>Tagliere in ulivo 40&times;25</td><td>TG-4025</td><td>1</td><td align="right">27,50 &euro;</td></tr>
<tr><td colspan="3">Spedizione BRT (3&ndash;5 giorni)</td><td align="right">4,90 &euro;</td></tr>
<tr><td colspan="3">Sconto fedeltà (-5%)</td><td align="right">-4,61 &euro;</td></tr>
<tr style="font-weight:bold"><td colspan="3">Totale ordine (IVA 22% inclusa)</td><td align="right">92,49 &euro;</td></tr>
</table>
<p style="font-size:13px">Numero ordine: 100284417 &middot; Data: 23/01/2025 11:57<br>
Pagamento: Carta Mastercard che termina con 2208<br>
Indirizzo di consegna: Francesca Bianchi, Via San Vitale 41, 40125 Bologna (BO) &ndash; tel. 347 555 1290</p>
<p style="text-align:center"><a href="https://www.casaecucina.example/account/ordini/100284417" style="background:#7c4a1e;color:#fff;padding:10px 22px;text-decoration:none">Visualizza ordine</a></p>
</td></tr>
<tr><td style="padding:16px;font-size:10px;color:#999;background:#f1ede8">Casa&amp;Cucina S.r.l. &ndash; Via dell'Industria 18 &ndash; 40138 Bologna &ndash; P.IVA 03928110373 &ndash; REA BO-512884 &ndash; Cap. soc. &euro; 20.000 i.v.<br>
Servizio clienti 051 555 0472 (lun&ndash;ven 9&ndash;18) &middot; <a href="https://www.casaecucina.example/resi">Resi e rimborsi</a> &middot; <a href="https://www.casaecucina.example/newsletter/disiscrizione">Disiscriviti</a></td></tr>
</table></body></html>""",
))

M.append(dict(
    lang="it", kind="magic_link", otp=None,
    link="https://links.lavorosubito.example/u/click?_t=2b7e4d9c10f84a55&_m=ver&_e=Y2xhdWRpYS5mZXJyYXJp&redirect=https%3A%2F%2Fwww.lavorosubito.example%2Fconferma-email%3Fk%3De91c3a07d5b2",
    frm="LavoroSubito <noreply@lavorosubito.example>",
    to="claudia.ferrari@gmail.example",
    date="2025-02-07 12:13:27 +0100",
    subject="Conferma il tuo indirizzo email",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Ciao Claudia,

per attivare il tuo profilo e ricevere le offerte di lavoro che fanno per te
(“Impiegata amministrativa – Modena e provincia”), conferma il tuo indirizzo
email dalla versione HTML di questo messaggio.

Il link di conferma scade tra 72 ore.

LavoroSubito S.r.l. – Corso Vittorio Emanuele II 15 – 10123 Torino
Autorizzazione ANPAL n. 39/0019876
""",
    html="""<html><body style="font-family:Arial;background:#f3f6fb">
<table width="560" align="center" cellpadding="0" style="background:#fff">
<tr><td style="padding:6px 20px;font-size:11px;text-align:right;color:#888"><a href="https://links.lavorosubito.example/u/click?_t=2b7e4d9c10f84a55&amp;_m=web" style="color:#888">Visualizza nel browser</a></td></tr>
<tr><td style="padding:10px 30px 30px">
<p style="font-size:22px;font-weight:bold;color:#1565c0">Benvenuta su LavoroSubito!</p>
<p>Ciao Claudia,</p>
<p>per attivare il tuo profilo e ricevere le offerte di lavoro che fanno per te (&ldquo;Impiegata amministrativa &ndash; Modena e provincia&rdquo;), conferma il tuo indirizzo email.</p>
<p style="text-align:center;margin:28px 0"><a href="https://links.lavorosubito.example/u/click?_t=2b7e4d9c10f84a55&amp;_m=ver&amp;_e=Y2xhdWRpYS5mZXJyYXJp&amp;redirect=https%3A%2F%2Fwww.lavorosubito.example%2Fconferma-email%3Fk%3De91c3a07d5b2" style="background:#1565c0;color:#fff;padding:14px 32px;border-radius:4px;text-decoration:none;font-weight:bold">Conferma email</a></p>
<p style="font-size:13px;color:#666">Il link scade tra 72 ore. Se non ti sei registrata tu, ignora questo messaggio.</p>
<p style="font-size:13px">Intanto dai un'occhiata alle <a href="https://links.lavorosubito.example/u/click?_t=2b7e4d9c10f84a55&amp;_m=jobs">128 offerte a Modena</a>.</p>
</td></tr>
<tr><td style="padding:16px 30px;font-size:10px;color:#999;background:#fafafa">LavoroSubito S.r.l. &ndash; Corso Vittorio Emanuele II 15 &ndash; 10123 Torino &ndash; Aut. ANPAL n. 39/0019876<br>
<a href="https://links.lavorosubito.example/u/click?_t=2b7e4d9c10f84a55&amp;_m=privacy">Privacy</a> &middot; <a href="https://links.lavorosubito.example/u/click?_t=2b7e4d9c10f84a55&amp;_m=unsub">Annulla iscrizione</a> &middot;
<a href="https://links.lavorosubito.example/u/click?_t=2b7e4d9c10f84a55&amp;_m=li"><img src="https://cdn.lavorosubito.example/icons/linkedin.png" alt="LinkedIn" width="18"></a></td></tr>
</table>
<img src="https://links.lavorosubito.example/u/open?_t=2b7e4d9c10f84a55" width="1" height="1" alt="">
</body></html>""",
))

M.append(dict(
    lang="it", kind="subject_only", otp="7714", shown=["7714"],
    frm="Bazarino <no-reply@bazarino.example>",
    to="stefano.conti@virgilio.example",
    date="2025-02-23 10:31:17 +0100",
    subject="Codice di verifica: 7714",
    html_cte="quoted-printable",
    html="""<html><body style="font-family:Arial;font-size:14px;color:#333">
<p>Ciao Stefano,</p>
<p>per pubblicare il tuo annuncio &laquo;Bicicletta da corsa Bianchi taglia 54&raquo; inserisci nell'app il codice che trovi nell'oggetto di questa email.</p>
<p style="font-size:12px;color:#999">Non hai richiesto tu la verifica? Ignora questo messaggio.<br>Bazarino S.r.l. &middot; Viale Monza 259 &middot; 20126 Milano</p>
</body></html>""",
))

M.append(dict(
    lang="it", kind="several_codes", otp="662013", shown=["662 013"],
    frm="IdentitàSicura <registrazione@identitasicura.example>",
    to="luca.romano@pec-mail.example",
    date="2025-01-29 15:06:38 +0100",
    subject="Registrazione identità digitale – verifica email e codice di emergenza",
    text_cte="8bit", html_cte="quoted-printable",
    text="""Gentile Luca Romano,

la tua richiesta di identità digitale (pratica n. IS-2025-0417723) è in
corso. In questa email trovi due codici diversi:

1. CODICE DI VERIFICA EMAIL – da inserire adesso nella pagina di
   registrazione:  662 013  (valido 20 minuti)

2. CODICE DI EMERGENZA – NON inserirlo ora. Conservalo: ti servirà per
   sospendere o revocare l'identità in caso di furto del telefono:
   8H2K-9PQ3-TV7M

Il codice per il numero di cellulare (+39 333 *** **41) ti arriverà
separatamente via SMS.

Prossimo passo: riconoscimento via webcam (prenotato il 30/01/2025 alle
10:40, durata circa 10 minuti).

IdentitàSicura S.p.A. – Gestore accreditato AgID
Via Cristoforo Colombo 149 – 00147 Roma – Assistenza 06 5555 9090
""",
    html="""<html><body style="font-family:'Titillium Web',Arial;color:#17324d">
<div style="max-width:580px;margin:auto">
<p>Gentile Luca Romano,</p>
<p>la tua richiesta di identità digitale (pratica n. IS-2025-0417723) è in corso. In questa email trovi due codici diversi:</p>
<div style="border-left:5px solid #0066cc;padding:10px 16px;margin:14px 0;background:#eef5fc">
<p style="margin:0;font-weight:bold">1. Codice di verifica email &ndash; inseriscilo adesso</p>
<p style="font-size:30px;margin:6px 0;letter-spacing:3px">662 013</p>
<p style="margin:0;font-size:12px">Valido 20 minuti.</p></div>
<div style="border-left:5px solid #a66300;padding:10px 16px;margin:14px 0;background:#fdf6ec">
<p style="margin:0;font-weight:bold">2. Codice di emergenza &ndash; NON inserirlo ora</p>
<p style="font-size:18px;margin:6px 0;font-family:monospace">8H2K-9PQ3-TV7M</p>
<p style="margin:0;font-size:12px">Conservalo: ti servirà per sospendere o revocare l'identità in caso di furto del telefono.</p></div>
<p style="font-size:13px">Il codice per il numero di cellulare (+39 333 *** **41) ti arriverà separatamente via SMS.<br>
Prossimo passo: riconoscimento via webcam il 30/01/2025 alle 10:40.</p>
<p style="font-size:11px;color:#5c6f82">IdentitàSicura S.p.A. &ndash; Gestore accreditato AgID &ndash; Via Cristoforo Colombo 149 &ndash; 00147 Roma &ndash; Assistenza 06 5555 9090</p>
</div></body></html>""",
))

M.append(dict(
    lang="it", kind="reset_in_code_mail", otp="915337", shown=["915 337"], link=None,
    frm="Banca Lombarda Digitale <sicurezza@bancalombardadigitale.example>",
    to="roberto.galli@fastweb.example",
    date="2025-03-05 07:48:09 +0100",
    subject="Codice di accesso all'Home Banking",
    text_cte="quoted-printable", html_cte="base64",
    text="""Gentile Cliente,

per completare l'accesso all'Home Banking inserisci il seguente codice:

915 337

Il codice è valido 3 minuti ed è utilizzabile una sola volta.

Non sei stato tu? Reimposta subito la password e blocca gli accessi:
https://www.bancalombardadigitale.example/sicurezza/reimposta-password?src=otpmail

La Banca non ti chiederà mai questo codice per telefono, SMS o email.

Banca Lombarda Digitale S.p.A. – Sede legale: Corso Magenta 32, 20123 Milano
Iscritta all'Albo delle Banche al n. 5712 – Aderente al Fondo Interbancario
di Tutela dei Depositi – Numero Verde 800 55 19 19
""",
    html="""<html><body style="font-family:Arial;background:#eef2f5">
<table width="520" align="center" style="background:#fff;border-top:4px solid #004b87" cellpadding="24"><tr><td>
<p>Gentile Cliente,</p>
<p>per completare l'accesso all'Home Banking inserisci il seguente codice:</p>
<p style="font-size:30px;font-weight:bold;color:#004b87;text-align:center;letter-spacing:2px">915 337</p>
<p style="font-size:13px">Il codice è valido 3 minuti ed è utilizzabile una sola volta.</p>
<p style="font-size:13px">Non sei stato tu? <a href="https://www.bancalombardadigitale.example/sicurezza/reimposta-password?src=otpmail">Reimposta subito la password e blocca gli accessi</a>.</p>
<p style="font-size:12px;color:#666">La Banca non ti chiederà mai questo codice per telefono, SMS o email.</p>
<p style="font-size:10px;color:#999">Banca Lombarda Digitale S.p.A. &ndash; Corso Magenta 32, 20123 Milano &ndash; Albo delle Banche n. 5712 &ndash; Numero Verde 800 55 19 19</p>
</td></tr></table></body></html>""",
))

M.append(dict(
    lang="it", kind="phone_and_dates", otp="117508", shown=["117-508"],
    frm="Ventel Mobile <servizio.clienti@ventel.example>",
    to="anna.marino@ventel.example",
    date="2025-02-12 09:17:55 +0100",
    subject="Ventel: conferma cambio offerta sulla linea 349 555 0871",
    text_cte="quoted-printable",
    text="""Gentile Anna Marino,

hai richiesto il passaggio all'offerta "Ventel Giga 150" sulla linea
349 555 0871 (codice cliente 7.118.204.33).

Riepilogo:
  - Nuovo canone: 9,99 €/mese (prima 7,99 €/mese), addebito su carta ****3306
  - Attivazione: 13/02/2025 dalle ore 00:01
  - Rinnovo successivo: 13/03/2025
  - Credito residuo: 12,40 €

Per confermare la modifica inserisci nell'app il codice di conferma:

  117-508

(valido fino alle 09:47 del 12/02/2025)

Se non hai richiesto il cambio offerta chiama il 190 (gratuito da rete
Ventel) o lo 06 5555 0190 da altri operatori.

Ventel S.p.A. – Via Jervis 13 – 10015 Ivrea (TO) – P.IVA 05551230019
""",
))

M.append(dict(
    lang="it", kind="decoy_codes", otp=None, link=None,
    frm="Ordine degli Ingegneri della Provincia di Torino <formazione@ordineingegneri-to.example>",
    to="ing.paolo.fontana@studiofontana.example",
    date="2025-02-18 10:00:00 +0100",
    subject="Webinar 27/02 – Nuovo Codice Appalti: istruzioni di collegamento (3 CFP)",
    text_cte="8bit", html_cte="quoted-printable",
    text="""Gentile Ing. Fontana,

la confermiamo iscritto/a al webinar:

  "Nuovo Codice dei Contratti Pubblici (D.Lgs. 36/2023): novità 2025"
  Giovedì 27 febbraio 2025, ore 14:30–17:30 – 3 CFP

Dati di collegamento
  Link: https://meet.ordineingegneri-to.example/j/84522109931
  ID riunione: 845 2210 9931
  Passcode: 730226

Codice evento per il riconoscimento dei CFP: ING-TO-2025-0117
Matricola iscritto: 11.842-A

Per i partecipanti al corso in presenza del 6 marzo è previsto un codice
sconto per la pubblicazione "Manuale Appalti 2025": ORDINE25 (-15 %).

Segreteria Formazione – Via Giovanni Giolitti 1 – 10123 Torino
Tel. 011 555 2260 (lun–ven 9:00–13:00)
""",
    html="""<html><body style="font-family:Georgia,serif;color:#222">
<table width="600" style="border:1px solid #ccc" cellpadding="20"><tr><td>
<p style="font-variant:small-caps;font-size:18px">Ordine degli Ingegneri della Provincia di Torino</p>
<p>Gentile Ing. Fontana,</p>
<p>la confermiamo iscritto/a al webinar:</p>
<p style="font-weight:bold">&laquo;Nuovo Codice dei Contratti Pubblici (D.Lgs. 36/2023): novità 2025&raquo;<br>Giovedì 27 febbraio 2025, ore 14:30&ndash;17:30 &ndash; 3 CFP</p>
<table cellpadding="5" style="font-family:Arial;font-size:14px;background:#f4f4f4">
<tr><td>Link</td><td><a href="https://meet.ordineingegneri-to.example/j/84522109931">Partecipa alla riunione</a></td></tr>
<tr><td>ID riunione</td><td>845 2210 9931</td></tr>
<tr><td>Passcode</td><td>730226</td></tr>
<tr><td>Codice evento CFP</td><td>ING-TO-2025-0117</td></tr>
<tr><td>Matricola</td><td>11.842-A</td></tr>
</table>
<p style="font-size:13px">Per i partecipanti al corso in presenza del 6 marzo: codice sconto <b>ORDINE25</b> (-15&nbsp;%) sul &laquo;Manuale Appalti 2025&raquo;.</p>
<p style="font-size:11px;color:#666">Segreteria Formazione &ndash; Via Giovanni Giolitti 1 &ndash; 10123 Torino &ndash; Tel. 011 555 2260</p>
</td></tr></table></body></html>""",
))

M.append(dict(
    lang="it", kind="lowercase_alnum", otp="x7p4m2ka", shown=["x7p4m2ka"],
    link="https://accedi.quaderno.example/l/6e0c2b8f1d9a47d3b5c4e7a2f0918d6c?next=%2Fnote",
    frm="Quaderno <accesso@quaderno.example>",
    to="silvia.greco@quaderno-mail.example",
    date="2025-03-08 22:40:12 +0100",
    subject="Accedi a Quaderno",
    text_cte="7bit", html_cte="quoted-printable",
    text="""Ciao Silvia,

tocca il link per accedere a Quaderno:
https://accedi.quaderno.example/l/6e0c2b8f1d9a47d3b5c4e7a2f0918d6c?next=%2Fnote

Oppure copia questo codice temporaneo nell'app: x7p4m2ka

Scade tra 10 minuti.

Quaderno - Via Paolo Sarpi 8, 20154 Milano
""",
    html="""<html><body style="font-family:Georgia,serif;background:#fffdf5;color:#333">
<div style="max-width:460px;margin:40px auto">
<p>Ciao Silvia,</p>
<p><a href="https://accedi.quaderno.example/l/6e0c2b8f1d9a47d3b5c4e7a2f0918d6c?next=%2Fnote" style="color:#c2410c;font-size:18px">Accedi a Quaderno &rarr;</a></p>
<p>Oppure copia questo codice temporaneo nell'app:</p>
<p><code style="font-size:22px;background:#f5efe0;padding:6px 10px">x7p4m2ka</code></p>
<p style="font-size:12px;color:#888">Scade tra 10 minuti. Quaderno &middot; Via Paolo Sarpi 8, 20154 Milano</p>
</div></body></html>""",
))

M.append(dict(
    lang="it", kind="magic_link", otp=None,
    link="https://account.postinomail.example/sblocca?uid=a.russo.1975&t=Sb9kR2mQ7xV4nL8pW1cZ6tY3hJ0fD5gE",
    link_alt=["https://account.postinomail.example/sblocca?uid=a.russo.1975&t=Sb9kR2mQ7xV4nL8pW1cZ6tY3hJ0fD5gE"],
    frm="Postino Mail – Sicurezza <sicurezza@postinomail.example>",
    to="Alessandro Russo <alessandro.russo.recupero@gmail.example>",
    date="2025-02-01 08:33:41 +0100",
    subject="Il tuo account a.russo.1975@postinomail.example è stato bloccato",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Gentile Alessandro,

ti scriviamo al tuo indirizzo di recupero: dopo 5 tentativi di accesso
errati (ultimo: 01/02/2025 alle 08:29, IP 192.0.2.144) abbiamo bloccato
temporaneamente la casella a.russo.1975@postinomail.example.

Se sei stato tu, puoi sbloccarla subito e scegliere una nuova password:
https://account.postinomail.example/sblocca?uid=a.russo.1975&t=Sb9kR2mQ7xV4nL8pW1cZ6tY3hJ0fD5gE

Il link vale 24 ore. In alternativa la casella si sbloccherà da sola
domani alle 08:29.

Postino Mail – Via Cernaia 30 – 10122 Torino
Guida: https://aiuto.postinomail.example/account-bloccato
""",
    html="""<html><body style="font-family:Verdana,Arial;font-size:13px;color:#333">
<table width="560" style="border:1px solid #d0d7de" cellpadding="22"><tr><td>
<p style="color:#b91c1c;font-weight:bold">Account bloccato temporaneamente</p>
<p>Gentile Alessandro,</p>
<p>ti scriviamo al tuo indirizzo di recupero: dopo 5 tentativi di accesso errati (ultimo: 01/02/2025 alle 08:29, IP 192.0.2.144) abbiamo bloccato temporaneamente la casella <b>a.russo.1975@postinomail.example</b>.</p>
<p>Se sei stato tu, puoi sbloccarla subito e scegliere una nuova password:</p>
<p><a href="https://account.postinomail.example/sblocca?uid=a.russo.1975&amp;t=Sb9kR2mQ7xV4nL8pW1cZ6tY3hJ0fD5gE" style="background:#1d4ed8;color:#fff;padding:10px 18px;text-decoration:none">Sblocca l'account</a></p>
<p>Il link vale 24 ore. In alternativa la casella si sbloccherà da sola domani alle 08:29.</p>
<p style="font-size:11px;color:#777">Postino Mail &ndash; Via Cernaia 30 &ndash; 10122 Torino &middot; <a href="https://aiuto.postinomail.example/account-bloccato">Guida</a></p>
</td></tr></table></body></html>""",
))

M.append(dict(
    lang="it", kind="no_code_word", otp="307188", shown=["30-71-88"],
    frm="Portale Fornitori – Ferretti Alimentari <portale.fornitori@ferrettialimentari.example>",
    to="amministrazione@imballaggi-veneti.example",
    date="2025-01-20 14:04:29 +0100",
    subject="Portale Fornitori: token di accesso temporaneo",
    text_cte="8bit",
    text="""Spett.le Imballaggi Veneti S.n.c.,

è stato richiesto l'accesso al Portale Fornitori per l'utenza
FRN-004418 (referente: Sig.ra Elisa Zanon).

Il tuo token di accesso temporaneo è: 30-71-88

Inseriscilo nella schermata di login entro 15 minuti.

Promemoria: la fattura n. 2025/0042 del 10/01/2025 (€ 4.812,60, ordine di
acquisto OA-25-00731) risulta in pagamento con valuta 28/02/2025.

Ufficio Acquisti – Ferretti Alimentari S.p.A.
Via Emilia Ovest 1180 – 41123 Modena – P.IVA 01884220365
Tel. 059 555 7711 – fax 059 555 7799
""",
))

M.append(dict(
    lang="it", kind="login_alert", otp=None, link=None,
    frm="Fotogramma <sicurezza@fotogramma.example>",
    to="valentina.deluca@gmail.example",
    date="2025-02-26 23:15:02 +0100",
    subject="Nuovo accesso al tuo account Fotogramma",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Ciao Valentina,

abbiamo notato un nuovo accesso al tuo account @vale.deluca:

  Dispositivo: Samsung Galaxy S23
  Posizione: Bari, Puglia (stima)
  Data: 26 febbraio 2025, 23:14

Se sei stata tu, non devi fare nulla.

Non sei tu? Proteggi il tuo account:
https://www.fotogramma.example/account/proteggi?ref=login_alert&uid=99127730418

Fotogramma Italia S.r.l. – Piazza Gae Aulenti 4 – 20154 Milano
""",
    html="""<html><body style="font-family:Arial;color:#262626">
<table width="480" align="center" cellpadding="20"><tr><td>
<p style="font-size:22px;font-family:Georgia">Fotogramma</p>
<p>Ciao Valentina,</p>
<p>abbiamo notato un nuovo accesso al tuo account <b>@vale.deluca</b>:</p>
<table cellpadding="4" style="font-size:14px;color:#555"><tr><td>Dispositivo</td><td>Samsung Galaxy S23</td></tr><tr><td>Posizione</td><td>Bari, Puglia (stima)</td></tr><tr><td>Data</td><td>26 febbraio 2025, 23:14</td></tr></table>
<p>Se sei stata tu, non devi fare nulla.</p>
<p><a href="https://www.fotogramma.example/account/proteggi?ref=login_alert&amp;uid=99127730418" style="color:#0095f6">Non sei tu? Proteggi il tuo account</a></p>
<p style="font-size:11px;color:#8e8e8e">Fotogramma Italia S.r.l. &ndash; Piazza Gae Aulenti 4 &ndash; 20154 Milano &middot; <a href="https://www.fotogramma.example/impostazioni/email" style="color:#8e8e8e">Impostazioni email</a></p>
</td></tr></table></body></html>""",
))


if __name__ == "__main__":
    main()
