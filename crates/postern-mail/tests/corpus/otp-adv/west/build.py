#!/usr/bin/env python3
"""Adversarial OTP / magic-link corpus, part `west` (de, fr, es, pt, it).

Every message below is written by hand.  This script only wraps the hand-written
headers and bodies into MIME (charset, transfer encoding, multipart shape),
writes west-NNNN.eml and labels.jsonl, and validates each message:

  * it parses with email.policy.default without defects (message, parts, headers);
  * subject and bodies round-trip to exactly the hand-written text;
  * the labelled code (as shown, with its separators) and the labelled link
    (and every link_alt) occur in the decoded content;
  * subject_only codes appear only in the subject, alt_text_only codes only in
    an alt attribute; no_code_word mails never use the word for "code";
  * every domain (URLs, addresses, www.) ends in .example.

Python 3 standard library only.  Run:  python3 build.py
"""
import base64
import datetime
import email
import email.policy
import email.utils
import hashlib
import html as htmllib
import json
import os
import quopri
import re
import sys
from collections import Counter
from email.header import Header

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "west"
MESSAGES = []

CODE_WORDS = {
    "de": ["code"],
    "fr": ["code"],
    "es": ["código", "codigo", "code"],
    "pt": ["código", "codigo", "code"],
    "it": ["codice", "code"],
}


def M(**kw):
    """Register one hand-written message."""
    MESSAGES.append(kw)


def _t(s):
    if s is None:
        return None
    if s.startswith("\n"):
        s = s[1:]
    if not s.endswith("\n"):
        s += "\n"
    return s


def _enc_header(value, charset):
    try:
        value.encode("ascii")
        return value
    except UnicodeEncodeError:
        return Header(value, charset, maxlinelen=76).encode()


def _addr(a, charset):
    if isinstance(a, str):
        return a
    name, addr = a
    return email.utils.formataddr((name, addr), charset=charset)


def _body(text, charset, cte):
    data = text.encode(charset)
    if cte == "base64":
        return base64.encodebytes(data)
    if cte == "quoted-printable":
        return quopri.encodestring(data)
    if cte == "7bit":
        data.decode("ascii")
        return data
    if cte == "8bit":
        return data
    raise ValueError(cte)


def _part_headers(subtype, charset, cte):
    return (f'Content-Type: text/{subtype}; charset="{charset}"\n'
            f"Content-Transfer-Encoding: {cte}\n").encode("ascii")


def render(n, m):
    charset = m.get("charset", "utf-8")
    cte = m.get("cte", "quoted-printable")
    html_cte = m.get("html_cte", cte)
    text, html = _t(m.get("text")), _t(m.get("html"))
    dt = datetime.datetime.strptime(m["date"], "%Y-%m-%d %H:%M:%S %z")
    from_addr = m["sender"][1]
    domain = from_addr.split("@")[1]
    digest = hashlib.sha1(f"{PREFIX}{n}{m['subject']}".encode()).hexdigest()
    hdr = []
    for k, v in m.get("headers_top", []):
        hdr.append(f"{k}: {v}")
    hdr.append(f"From: {_addr(m['sender'], charset)}")
    hdr.append(f"To: {_addr(m['to'], charset)}")
    hdr.append(f"Subject: {_enc_header(m['subject'], charset)}")
    hdr.append(f"Date: {email.utils.format_datetime(dt)}")
    hdr.append(f"Message-ID: <{digest[:20]}.{n}@{m.get('msgid_host', 'mail.' + domain)}>")
    for k, v in m.get("headers", []):
        hdr.append(f"{k}: {_enc_header(v, charset)}")
    hdr.append("MIME-Version: 1.0")
    head = ("\n".join(hdr) + "\n").encode("ascii")
    if text is not None and html is not None:
        boundary = f"----=_Part_{n}_{digest[20:32]}"
        out = head + f'Content-Type: multipart/alternative;\n boundary="{boundary}"\n\n'.encode()
        if m.get("preamble", True):
            out += b"This is a multi-part message in MIME format.\n\n"
        out += f"--{boundary}\n".encode() + _part_headers("plain", charset, cte) + b"\n" + _body(text, charset, cte)
        out += f"\n--{boundary}\n".encode() + _part_headers("html", charset, html_cte) + b"\n" + _body(html, charset, html_cte)
        out += f"\n--{boundary}--\n".encode()
        return out
    sub, body = ("plain", text) if text is not None else ("html", html)
    c = cte if sub == "plain" else html_cte
    return head + _part_headers(sub, charset, c) + b"\n" + _body(body, charset, c)


def _norm(s):
    return re.sub(r"[\s\-.]", "", s).upper()


def _visible(h):
    h = re.sub(r"(?is)<(style|script)\b.*?</\1>", " ", h)
    h = re.sub(r"(?is)<[^>]*>", " ", h)
    return htmllib.unescape(h)


DOMAIN_RES = [
    re.compile(r"https?://([^/\s\"'<>?#:]+)"),
    re.compile(r"[\w.+%-]+@([A-Za-z0-9.-]+[A-Za-z0-9])"),
    re.compile(r"(?<![\w/.@-])(www\.[A-Za-z0-9.-]+[A-Za-z0-9])"),
]


def validate(name, m, data):
    errs = []
    msg = email.message_from_bytes(data, policy=email.policy.default)
    texts, htmls = [], []
    for part in msg.walk():
        if part.defects:
            errs.append(f"defects in part: {part.defects}")
        for k, v in part.items():
            if getattr(v, "defects", None):
                errs.append(f"defects in header {k}: {v.defects}")
        if part.get_content_maintype() == "text":
            c = part.get_content()
            (htmls if part.get_content_subtype() == "html" else texts).append(c)
    subject = str(msg["subject"])
    if subject != m["subject"]:
        errs.append(f"subject round trip: {subject!r}")
    if m.get("text") is not None and texts != [_t(m["text"])]:
        errs.append("text body round trip differs")
    if m.get("html") is not None and htmls != [_t(m["html"])]:
        errs.append("html body round trip differs")
    uhtml = [htmllib.unescape(h) for h in htmls]
    everything = "\n".join([subject] + texts + uhtml)
    bodies = "\n".join(texts + uhtml)
    headers_all = "\n".join(f"{k}: {v}" for k, v in msg.items())
    for rx in DOMAIN_RES:
        for host in rx.findall(everything + "\n" + headers_all):
            if not host.lower().rstrip(".").endswith(".example"):
                errs.append(f"non-.example domain: {host}")
    otp, link, kind, lang = m["otp"], m["link"], m["kind"], m["lang"]
    if otp is not None:
        shown = m.get("shown", otp)
        if not (_norm(shown) == _norm(otp) or
                (_norm(shown).endswith(_norm(otp)) and re.fullmatch(r"[A-Z]{1,4}", _norm(shown)[: -len(_norm(otp))]))):
            errs.append(f"shown {shown!r} does not normalise to otp {otp!r}")
        if shown not in everything:
            errs.append(f"code {shown!r} not found in content")
        if kind == "subject_only":
            if shown not in subject:
                errs.append("subject_only: code not in subject")
            if shown in bodies or otp in bodies or _norm(otp) in _norm(bodies):
                errs.append("subject_only: code also in a body")
        if kind == "alt_text_only":
            alts = [htmllib.unescape(a) for h in htmls for a in re.findall(r'alt="([^"]*)"', h)]
            if not any(shown in a for a in alts):
                errs.append("alt_text_only: code not in an alt attribute")
            vis = "\n".join([subject] + texts + [_visible(h) for h in htmls])
            if shown in vis or _norm(otp) in _norm(vis):
                errs.append("alt_text_only: code visible outside alt text")
        if kind == "lowercase_alnum" and not re.fullmatch(r"(?=.*[a-z])(?=.*\d)[a-z0-9]{8}", otp):
            errs.append("lowercase_alnum: code is not 8 lower-case letters+digits")
    if kind == "no_code_word":
        low = "\n".join([subject] + texts + [_visible(h) for h in htmls]).lower()
        for w in CODE_WORDS[lang]:
            if w in low:
                errs.append(f"no_code_word: contains {w!r}")
    for l in ([link] if link else []) + m.get("link_alt", []):
        if l not in everything:
            errs.append(f"link not found: {l}")
    if link and htmls and ('href="' + link + '"') not in "\n".join(uhtml):
        errs.append("link is not an href in the html part")
    if m.get("link_alt") and not link:
        errs.append("link_alt without link")
    return errs


def main():
    labels, failures = [], 0
    fam_count = Counter()
    fam_auto = Counter()
    for i, m in enumerate(MESSAGES, 1):
        name = f"{PREFIX}-{i:04d}.eml"
        if "family" not in m:
            fam_auto[(m["lang"], m["kind"])] += 1
            m["family"] = f"{m['lang']}-{m['kind']}-{fam_auto[(m['lang'], m['kind'])]:02d}"
        fam_count[m["family"]] += 1
        data = render(i, m)
        errs = validate(name, m, data)
        for e in errs:
            print(f"{name}: {e}", file=sys.stderr)
        failures += bool(errs)
        with open(os.path.join(HERE, name), "wb") as f:
            f.write(data)
        rec = {"file": name, "otp": m["otp"], "link": m["link"], "kind": m["kind"],
               "lang": m["lang"], "family": m["family"]}
        if m.get("link_alt"):
            rec["link_alt"] = m["link_alt"]
        labels.append(rec)
    for fam, c in fam_count.items():
        if c > 3:
            print(f"family {fam} has {c} messages (max 3)", file=sys.stderr)
            failures += 1
    with open(os.path.join(HERE, "labels.jsonl"), "w", encoding="utf-8") as f:
        for r in labels:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    langs = Counter(r["lang"] for r in labels)
    kinds = Counter(r["kind"] for r in labels)
    nulls = sum(1 for r in labels if r["otp"] is None and r["link"] is None)
    print(f"{len(labels)} messages; per language {dict(sorted(langs.items()))}")
    print(f"per kind {dict(sorted(kinds.items()))}")
    print(f"null/null {nulls} ({100 * nulls / len(labels):.0f} %)")
    if failures:
        print(f"{failures} message(s) failed validation", file=sys.stderr)
        sys.exit(1)


# ---------------------------------------------------------------------------
# German (de)
# ---------------------------------------------------------------------------

M(lang="de", kind="username_digits", otp="318402", shown="318 402", link=None,
  sender=("Spielwiese", "konto@spielwiese.example"), to="tobias.brenner@posteo-mail.example",
  subject="Dein Bestätigungscode für Spielwiese", date="2026-03-06 19:42:10 +0100",
  charset="utf-8", cte="quoted-printable",
  text="""
Hallo tobi_1993,

jemand (hoffentlich du) möchte sich gerade mit deinem Spielwiese-Konto auf einem neuen Gerät anmelden.

Dein Bestätigungscode: 318 402

Der Code ist 15 Minuten lang gültig. Gib ihn niemals an andere weiter – unser Support wird dich nie danach fragen.

Konto: tobi_1993
Gerät: Windows-PC · Firefox 136
Standort (ungefähr): Leipzig, Deutschland
Zeitpunkt: 06.03.2026, 19:41 Uhr

Warst du das nicht? Dann ändere bitte sofort dein Passwort in den Kontoeinstellungen.

Viel Spaß beim Spielen
Dein Spielwiese-Team

--
Spielwiese Games GmbH · Karl-Heine-Straße 88 · 04229 Leipzig
Registergericht Leipzig HRB 39217 · Geschäftsführer: Jan Ostermann
Hilfe: https://hilfe.spielwiese.example
""")

M(lang="de", kind="username_digits", otp=None, link=None,
  sender=("Schraubertreff Forum", "benachrichtigung@schraubertreff.example"), to="k.mueller77@webpost.example",
  subject="Neue Antworten im Thema „Zahnriemenwechsel 1.6 16V Bj. 2002“", date="2026-03-05 07:09:51 +0100",
  charset="utf-8", cte="base64",
  headers=[("List-Unsubscribe", "<https://www.schraubertreff.example/forum/abo/abbestellen?t=48213&u=220918>")],
  html="""
<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="font-family:Verdana,Arial,sans-serif;font-size:13px;color:#222">
<p>Hallo mueller_k77,</p>
<p>im Thema <a href="https://www.schraubertreff.example/forum/thema/48213-zahnriemenwechsel-16-16v?goto=new">„Zahnriemenwechsel 1.6 16V Bj. 2002“</a>, das du abonniert hast, gibt es 3 neue Antworten seit deinem letzten Besuch am 02.03.2026 um 21:47 Uhr.</p>
<table cellpadding="6" style="border-collapse:collapse;border:1px solid #ccc">
<tr style="background:#eee"><th align="left">Autor</th><th align="left">Datum</th><th align="left">Beitrag</th></tr>
<tr><td>anna.s2004</td><td>04.03.2026, 08:12</td><td>#17</td></tr>
<tr><td>KfzMeister_Uwe61</td><td>04.03.2026, 19:30</td><td>#18</td></tr>
<tr><td>gti_fahrer_2018</td><td>05.03.2026, 07:05</td><td>#19</td></tr>
</table>
<p>Auszug aus dem neuesten Beitrag:<br>
<em>„Bei mir hat die Teilenummer 036 109 243 gepasst, Spannrolle gleich mitmachen. Kurbelwellenschraube 90 Nm + 90°, dann nochmal 2 Umdrehungen von Hand durchdrehen.“</em></p>
<p><a href="https://www.schraubertreff.example/forum/thema/48213-zahnriemenwechsel-16-16v?goto=new">Zum Thema springen</a></p>
<hr>
<p style="font-size:11px;color:#777">Du erhältst diese E-Mail, weil du Benachrichtigungen für dieses Thema aktiviert hast.
<a href="https://www.schraubertreff.example/forum/abo/abbestellen?t=48213&amp;u=220918">Abo für dieses Thema beenden</a> ·
<a href="https://www.schraubertreff.example/konto/benachrichtigungen">Alle Benachrichtigungen verwalten</a><br>
Schraubertreff – Community für Selberschrauber seit 2004 · 48.912 Mitglieder · 1.206.338 Beiträge</p>
</body></html>
""")

M(lang="de", kind="booking_ref", otp=None, link=None,
  sender=("Schienenfix", "buchung@schienenfix.example"), to=("Miriam Weber", "miriam.weber@kabelmail.example"),
  subject="Ihre Buchungsbestätigung – Auftrag K7PX4Q", date="2026-03-02 12:18:03 +0100",
  charset="utf-8", cte="quoted-printable",
  text="""
Schienenfix – Ihre Fahrkarte

Guten Tag Frau Weber,

vielen Dank für Ihre Buchung. Ihr Online-Ticket finden Sie jederzeit in der Schienenfix-App und in Ihrem Kundenkonto.

Auftragsnummer: K7PX4Q
Ticketnummer: 9418 2277 3051
Reisende: 1 Erwachsener, Sparkarte 25, 2. Klasse

Hinfahrt: Sa, 14.03.2026
ab 07:42 Hamburg Hbf, Gleis 13
an 11:36 Köln Hbf, Gleis 5
Zug: ICE 1027
Sitzplatz: Wagen 12, Platz 64 (Fenster, Großraum)

Gesamtpreis: 59,90 EUR (inkl. 7 % MwSt. 3,92 EUR)
Bezahlt mit: Visa **** 4417

Bitte halten Sie bei der Kontrolle Ihr Ticket sowie einen amtlichen Lichtbildausweis bereit. Die Zugbindung gilt nur für den oben genannten Zug.

Stornierung bis 1 Tag vor dem 1. Geltungstag gegen 10,00 EUR Gebühr:
https://www.schienenfix.example/auftrag/K7PX4Q/storno

Gute Reise!
Ihr Schienenfix-Kundenservice
Tel. 030 5557 2600 (täglich 6–22 Uhr)

Schienenfix Vertrieb GmbH · Gleisdreieck 4 · 10963 Berlin
Amtsgericht Charlottenburg HRB 201144 B
""",
  html="""
<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Buchungsbestätigung</title></head>
<body style="margin:0;padding:0;background:#eef1f4;font-family:Arial,Helvetica,sans-serif;color:#1b1b1b">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:20px">
<table width="600" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff">
<tr><td style="background:#0b3d91;color:#fff;padding:18px 24px;font-size:20px;font-weight:bold">Schienenfix <span style="font-weight:normal;font-size:14px">– Ihre Fahrkarte</span></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:21px">
<p>Guten Tag Frau Weber,</p>
<p>vielen Dank für Ihre Buchung. Ihr Online-Ticket finden Sie jederzeit in der Schienenfix-App und in Ihrem Kundenkonto.</p>
<table cellpadding="4" cellspacing="0" style="font-size:14px">
<tr><td style="color:#666">Auftragsnummer</td><td><b style="font-size:18px;letter-spacing:1px">K7PX4Q</b></td></tr>
<tr><td style="color:#666">Ticketnummer</td><td>9418 2277 3051</td></tr>
<tr><td style="color:#666">Reisende</td><td>1 Erwachsener, Sparkarte 25, 2. Klasse</td></tr>
</table>
<h3 style="margin:20px 0 6px;font-size:15px">Hinfahrt: Sa, 14.03.2026</h3>
<table cellpadding="4" cellspacing="0" style="font-size:14px;border-left:3px solid #0b3d91">
<tr><td><b>07:42</b></td><td>Hamburg Hbf</td><td style="color:#666">Gleis 13</td></tr>
<tr><td><b>11:36</b></td><td>Köln Hbf</td><td style="color:#666">Gleis 5</td></tr>
<tr><td colspan="3">ICE 1027 · Wagen 12, Platz 64 (Fenster, Großraum)</td></tr>
</table>
<p style="margin-top:18px">Gesamtpreis: <b>59,90 EUR</b> (inkl. 7 % MwSt. 3,92 EUR)<br>Bezahlt mit: Visa **** 4417</p>
<p>Bitte halten Sie bei der Kontrolle Ihr Ticket sowie einen amtlichen Lichtbildausweis bereit. Die Zugbindung gilt nur für den oben genannten Zug.</p>
<p><a href="https://www.schienenfix.example/auftrag/K7PX4Q/storno" style="color:#0b3d91">Auftrag stornieren</a> (bis 1 Tag vor dem 1. Geltungstag, Gebühr 10,00 EUR)</p>
<p>Gute Reise!<br>Ihr Schienenfix-Kundenservice<br>Tel. 030 5557 2600 (täglich 6–22 Uhr)</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f5f5f5;font-size:11px;color:#777">Schienenfix Vertrieb GmbH · Gleisdreieck 4 · 10963 Berlin · Amtsgericht Charlottenburg HRB 201144 B</td></tr>
</table></td></tr></table>
</body></html>
""")

M(lang="de", kind="booking_ref", otp=None, link=None,
  sender=("Hotel Seeblick Konstanz", "reservierung@hotel-seeblick-konstanz.example"),
  to=("Dr. Frank Kessler", "f.kessler@praxis-kessler.example"),
  subject="Reservierungsbestätigung Hotel Seeblick - Buchungscode LMQTRB", date="2026-03-04 10:03:44 +0100",
  charset="iso-8859-1", cte="quoted-printable",
  headers=[("X-Mailer", "Protel Mail Connector 4.2")],
  text="""
Sehr geehrter Herr Dr. Kessler,

herzlichen Dank für Ihre Reservierung. Gerne bestätigen wir Ihnen folgende Buchung:

Buchungscode:        LMQTRB
Reservierungs-Nr.:   HSK-240517
Anreise:             Freitag, 17.04.2026 (ab 15:00 Uhr)
Abreise:             Sonntag, 19.04.2026 (bis 11:00 Uhr)
Zimmer:              1 Doppelzimmer Seeseite, Nr. 214 (Zuteilung vorbehalten)
Personen:            2 Erwachsene
Verpflegung:         Frühstück inklusive
Preis:               2 Nächte x 168,00 EUR = 336,00 EUR
Kurtaxe:             2 Pers. x 2 Nächte x 2,80 EUR = 11,20 EUR
Gesamtbetrag:        347,20 EUR

Ihre Reservierung ist mit Ihrer Kreditkarte (Mastercard, endend auf 0082) garantiert. Eine kostenfreie Stornierung ist bis 3 Tage vor Anreise, also bis zum 14.04.2026, 18:00 Uhr, möglich. Danach berechnen wir 80 % des Übernachtungspreises.

Parkplätze in unserer Tiefgarage stehen für 14,00 EUR pro Tag zur Verfügung (Einfahrtshöhe 1,95 m). Bitte teilen Sie uns mit, ob Sie einen Platz wünschen.

Bei Fragen erreichen Sie uns täglich von 7 bis 22 Uhr unter +49 7531 555 2140.

Wir freuen uns auf Ihren Besuch am Bodensee!

Mit freundlichen Grüßen

Sabine Hollerith
Empfang & Reservierung

Hotel Seeblick Konstanz
Seestraße 21 · 78464 Konstanz
Tel. +49 7531 555 2140 · Fax +49 7531 555 2149
USt-IdNr. DE 318 550 204
""")

M(lang="de", kind="newsletter_numbers", otp=None, link=None,
  sender=("Hausgut", "versand@hausgut.example"), to=("Emre Yılmaz", "emre.yilmaz@fastpost.example"),
  subject="Ihre Bestellung 302-8841176 ist unterwegs 📦", date="2026-03-07 08:31:27 +0100",
  charset="utf-8", cte="base64",
  text="""
Hallo Herr Yılmaz,

gute Nachrichten: Ein Teil Ihrer Bestellung hat unser Lager in Erfurt verlassen.

Bestellnummer: 302-8841176
Bestelldatum: 03.03.2026
Paket 1 von 2 · Sendungsnummer: 00340434161094027318
Versanddienstleister: Paketblitz
Voraussichtliche Zustellung: Di, 10.03.2026, 10:00–14:00 Uhr

Inhalt dieses Pakets:
1 × Leinen-Bettwäsche „Nordlicht“, 155 × 220 cm, Salbei · Art.-Nr. HG-55102 · 79,95 €
2 × Kissenbezug 40 × 80 cm, Salbei · Art.-Nr. HG-55117 · je 14,95 €

Lieferadresse:
Emre Yılmaz
Lindwurmstraße 140
80337 München

Das zweite Paket (Art.-Nr. HG-60231, Daunendecke 135 × 200 cm) folgt in 3–5 Werktagen.

Sendung verfolgen: https://hausgut.example/konto/bestellungen/302-8841176/sendung

Zwischensumme: 109,85 €
Versand: 0,00 € (ab 49 € versandkostenfrei)
Gesamt: 109,85 € inkl. 19 % MwSt. (17,54 €)

Rückgabe: 30 Tage kostenlos – einfach im Kundenkonto ein Rücksendeetikett erstellen.

Herzliche Grüße
Ihr Hausgut-Team

Hausgut Wohnwaren GmbH · Am Kirchberg 7 · 99084 Erfurt
Kundenservice: 0361 555 48 10 (Mo–Fr 8–18 Uhr) · service@hausgut.example
""",
  html="""
<html><head><meta charset="utf-8"><style>td{font-family:Georgia,serif;font-size:15px}.k{color:#7a6a55}</style></head>
<body style="background:#faf7f2;margin:0">
<div style="max-width:580px;margin:0 auto;background:#fff;padding:28px">
<p style="font-family:Georgia,serif;font-size:26px;margin:0 0 18px">hausgut</p>
<p style="font-family:Georgia,serif">Hallo Herr Yılmaz,</p>
<p style="font-family:Georgia,serif">gute Nachrichten: Ein Teil Ihrer Bestellung hat unser Lager in Erfurt verlassen.</p>
<table cellpadding="3">
<tr><td class="k">Bestellnummer</td><td>302-8841176</td></tr>
<tr><td class="k">Bestelldatum</td><td>03.03.2026</td></tr>
<tr><td class="k">Paket 1 von 2</td><td>Sendungsnummer 00340434161094027318 (Paketblitz)</td></tr>
<tr><td class="k">Zustellung</td><td>voraussichtlich Di, 10.03.2026, 10:00–14:00 Uhr</td></tr>
</table>
<p style="text-align:center;margin:22px 0"><a href="https://hausgut.example/konto/bestellungen/302-8841176/sendung" style="background:#3f5a4a;color:#fff;padding:12px 26px;text-decoration:none;font-family:Arial,sans-serif">Sendung verfolgen</a></p>
<table cellpadding="6" width="100%" style="border-top:1px solid #e5dfd5">
<tr><td>1 × Leinen-Bettwäsche „Nordlicht“, 155 × 220 cm, Salbei<br><span class="k">Art.-Nr. HG-55102</span></td><td align="right">79,95 €</td></tr>
<tr><td>2 × Kissenbezug 40 × 80 cm, Salbei<br><span class="k">Art.-Nr. HG-55117 · je 14,95 €</span></td><td align="right">29,90 €</td></tr>
<tr><td>Versand (ab 49 € versandkostenfrei)</td><td align="right">0,00 €</td></tr>
<tr><td><b>Gesamt</b> inkl. 19 % MwSt. (17,54 €)</td><td align="right"><b>109,85 €</b></td></tr>
</table>
<p style="font-family:Georgia,serif">Lieferadresse:<br>Emre Yılmaz<br>Lindwurmstraße 140<br>80337 München</p>
<p style="font-family:Georgia,serif">Das zweite Paket (Art.-Nr. HG-60231, Daunendecke 135 × 200 cm) folgt in 3–5 Werktagen.</p>
<p style="font-family:Georgia,serif">Rückgabe: 30 Tage kostenlos – einfach im Kundenkonto ein Rücksendeetikett erstellen.</p>
<p style="font-family:Georgia,serif">Herzliche Grüße<br>Ihr Hausgut-Team</p>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#999;border-top:1px solid #eee;padding-top:12px">Hausgut Wohnwaren GmbH · Am Kirchberg 7 · 99084 Erfurt<br>Kundenservice: 0361 555 48 10 (Mo–Fr 8–18 Uhr) · <a href="mailto:service@hausgut.example" style="color:#999">service@hausgut.example</a></p>
</div>
<img src="https://hausgut.example/t/o.gif?m=302-8841176&amp;c=versand1" width="1" height="1" alt="">
</body></html>
""")

M(lang="de", kind="newsletter_numbers", otp=None, link=None,
  sender=("Stadtwerke Lindenau", "abrechnung@stadtwerke-lindenau.example"),
  to=("Gudrun Albrecht", "gudrun.albrecht@t-netz.example"),
  subject="Ihre Jahresverbrauchsabrechnung Strom 2025 (Rechnung 2026-004417)", date="2026-03-05 06:02:11 +0100",
  charset="iso-8859-15", cte="quoted-printable",
  text="""
Sehr geehrte Frau Albrecht,

anbei erhalten Sie Ihre Jahresverbrauchsabrechnung Strom für den Zeitraum 01.01.2025 bis 31.12.2025. Die Rechnung steht außerdem in Ihrem Kundenportal als PDF bereit.

Rechnungsnummer:      2026-004417
Rechnungsdatum:       05.03.2026
Kundennummer:         7003318
Vertragskonto:        210 448 917
Zählernummer:         1ESY1160538412
Verbrauchsstelle:     Am Mühlgraben 12, 06618 Naumburg

Verbrauch:            2.418 kWh (Vorjahr: 2.655 kWh, -8,9 %)
Rechnungsbetrag:      1.012,46 €
Gezahlte Abschläge:   12 x 86,00 € = 1.032,00 €
Guthaben:             19,54 €

Das Guthaben überweisen wir bis zum 20.03.2026 auf Ihr Konto
IBAN DE02 5555 0000 0071 2233 44.

Ihr neuer monatlicher Abschlag ab April 2026 beträgt 84,00 €. Er wird jeweils zum 15. eines Monats per SEPA-Lastschrift eingezogen (Gläubiger-ID DE55ZZZ00000912345, Mandatsreferenz SWL-7003318-01).

Fragen zur Rechnung? Unser Kundenservice ist montags bis freitags von 8 bis 18 Uhr unter 03445 555 300 für Sie da.

Freundliche Grüße

Ihre Stadtwerke Lindenau

Stadtwerke Lindenau GmbH · Wenzelsring 3 · 06618 Naumburg (Saale)
Geschäftsführung: Dr. Petra Lange · Amtsgericht Stendal HRB 4471
""")

M(lang="de", kind="new_and_old_code", otp="590316", shown="590 316", link=None,
  sender=("Nordfinanz Direktbank", "sicherheit@nordfinanz.example"), to=("Jens Petersen", "jens.petersen@nordmail.example"),
  subject="Neuer Bestätigungscode für Ihr Online-Banking", date="2026-03-06 14:07:55 +0100",
  charset="utf-8", cte="quoted-printable",
  text="""
Guten Tag Herr Petersen,

Sie haben soeben einen neuen Bestätigungscode angefordert.

Der zuvor versandte Code 771 204 ist damit ungültig geworden und kann nicht mehr verwendet werden.

Ihr neuer Bestätigungscode lautet:

590 316

Bitte geben Sie ihn innerhalb von 10 Minuten im Anmeldefenster ein. Danach müssen Sie erneut einen Code anfordern.

Wichtig: Nordfinanz fragt Sie niemals per Telefon, SMS oder E-Mail nach diesem Code. Wenn Sie die Anmeldung nicht selbst gestartet haben, sperren Sie Ihren Zugang bitte umgehend über unseren Sperr-Notruf 0800 555 71 71.

Mit freundlichen Grüßen
Ihre Nordfinanz Direktbank

Nordfinanz Direktbank AG · Großer Burstah 31 · 20457 Hamburg
Vorstand: Henrike Sand (Vors.), Olaf Brink · Sitz: Hamburg · HRB 140892
Diese E-Mail wurde automatisch erstellt. Bitte antworten Sie nicht darauf.
""",
  html="""
<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="font-family:'Segoe UI',Arial,sans-serif;color:#222;background:#fff">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="border-bottom:4px solid #00594f;padding:14px 0"><img src="https://www.nordfinanz.example/img/mail/nf-logo.png" alt="Nordfinanz Direktbank" width="180" height="40"></td></tr></table>
<p>Guten Tag Herr Petersen,</p>
<p>Sie haben soeben einen neuen Bestätigungscode angefordert.</p>
<p style="color:#8a1c1c">Der zuvor versandte Code <s>771 204</s> ist damit ungültig geworden und kann nicht mehr verwendet werden.</p>
<p>Ihr neuer Bestätigungscode lautet:</p>
<p style="font-size:28px;font-weight:600;letter-spacing:4px;color:#00594f">590 316</p>
<p>Bitte geben Sie ihn innerhalb von 10 Minuten im Anmeldefenster ein. Danach müssen Sie erneut einen Code anfordern.</p>
<p style="background:#f3f6f5;padding:10px"><b>Wichtig:</b> Nordfinanz fragt Sie niemals per Telefon, SMS oder E-Mail nach diesem Code. Wenn Sie die Anmeldung nicht selbst gestartet haben, sperren Sie Ihren Zugang bitte umgehend über unseren Sperr-Notruf <b>0800 555 71 71</b>.</p>
<p>Mit freundlichen Grüßen<br>Ihre Nordfinanz Direktbank</p>
<p style="font-size:11px;color:#888">Nordfinanz Direktbank AG · Großer Burstah 31 · 20457 Hamburg<br>Vorstand: Henrike Sand (Vors.), Olaf Brink · Sitz: Hamburg · HRB 140892<br>Diese E-Mail wurde automatisch erstellt. Bitte antworten Sie nicht darauf.</p>
</body></html>
""")

M(lang="de", kind="prefix_code", otp="48291", shown="P-48291", link=None,
  sender=("Parkomat", "noreply@parkomat.example"), to="s.hoffmann@kabelmail.example",
  subject="Ihr Parkomat-Sicherheitscode", date="2026-03-03 17:55:40 +0100",
  charset="utf-8", cte="quoted-printable",
  html="""
<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Parkomat</title></head>
<body style="margin:0;background:#f2f4f7">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;font-family:Helvetica,Arial,sans-serif;color:#1d2433">
<tr><td style="padding:28px 32px 8px"><img src="https://static.parkomat.example/mail/logo-2x.png" width="132" height="32" alt="Parkomat"></td></tr>
<tr><td style="padding:8px 32px;font-size:15px;line-height:22px">
<p>Hallo,</p>
<p>Sie möchten eine neue Mobilnummer für Ihr Parkomat-Konto hinterlegen. Zur Bestätigung nutzen Sie bitte diesen Sicherheitscode:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:3px;margin:18px 0">P-48291</p>
<p>Geben Sie in der App <strong>nur die fünf Ziffern</strong> nach „P-“ ein. Das „P“ zeigt Ihnen lediglich, dass die Nachricht wirklich von Parkomat stammt.</p>
<p>Der Code verfällt nach 20 Minuten. Ihre bisherige Nummer (endet auf 47) bleibt bis dahin aktiv.</p>
</td></tr>
<tr><td style="padding:16px 32px 28px;font-size:12px;color:#6b7280">Parkomat Mobility GmbH · Theresienhöhe 9 · 80339 München<br>
Support: <a href="mailto:hilfe@parkomat.example" style="color:#6b7280">hilfe@parkomat.example</a> · <a href="https://www.parkomat.example/datenschutz" style="color:#6b7280">Datenschutz</a> · <a href="https://www.parkomat.example/impressum" style="color:#6b7280">Impressum</a></td></tr>
</table></td></tr></table></body></html>
""")

M(lang="de", kind="lowercase_alnum", otp="h4tq8wzm",
  link="https://app.notizwerk.example/auth/verify?token=mX8Qe2LrT0v9KfPz4HcYw1sNbD7uJgA5&email=lena.hartmann%40mailbox.example",
  sender=("Notizwerk", "login@notizwerk.example"), to="lena.hartmann@mailbox.example",
  subject="Dein Anmeldelink für Notizwerk", date="2026-03-08 22:14:09 +0100",
  charset="utf-8", cte="quoted-printable",
  text="""
Hallo Lena,

hier ist dein Anmeldelink für Notizwerk:

https://app.notizwerk.example/auth/verify?token=mX8Qe2LrT0v9KfPz4HcYw1sNbD7uJgA5&email=lena.hartmann%40mailbox.example

Oder gib diesen Code auf der Anmeldeseite ein: h4tq8wzm

Link und Code sind 30 Minuten gültig und funktionieren nur einmal.

Du hast keine Anmeldung angefordert? Dann kannst du diese E-Mail einfach ignorieren.

Notizwerk · Made in Freiburg
""",
  html="""
<html><body style="font-family:-apple-system,Helvetica,Arial,sans-serif;color:#2b2b2b;max-width:480px;margin:32px auto">
<h2 style="font-weight:600;font-size:20px">Hallo Lena,</h2>
<p>hier ist dein Anmeldelink für Notizwerk.</p>
<p><a href="https://app.notizwerk.example/auth/verify?token=mX8Qe2LrT0v9KfPz4HcYw1sNbD7uJgA5&amp;email=lena.hartmann%40mailbox.example" style="display:inline-block;background:#ffcc33;color:#2b2b2b;padding:11px 22px;border-radius:6px;text-decoration:none;font-weight:600">Bei Notizwerk anmelden</a></p>
<p>Oder gib diesen Code auf der Anmeldeseite ein:</p>
<p style="font-family:Menlo,Consolas,monospace;font-size:22px;background:#f4f4f4;padding:10px 14px;display:inline-block">h4tq8wzm</p>
<p style="color:#777;font-size:13px">Link und Code sind 30 Minuten gültig und funktionieren nur einmal. Du hast keine Anmeldung angefordert? Dann kannst du diese E-Mail einfach ignorieren.</p>
<p style="color:#aaa;font-size:12px">Notizwerk · Made in Freiburg</p>
</body></html>
""")

M(lang="de", kind="no_code_word", otp="6183", shown="6 1 8 3", link=None,
  sender=("Wanderbuddy", "hallo@wanderbuddy.example"), to="jonas.r@fjordpost.example",
  subject="Bestätige deine E-Mail-Adresse", date="2026-03-01 11:26:37 +0100",
  charset="utf-8", cte="8bit",
  text="""
Hi Jonas,

schön, dass du bei Wanderbuddy mitmachst! Bevor es losgeht, müssen wir noch kurz prüfen, ob diese E-Mail-Adresse wirklich dir gehört.

Tippe dazu einfach diese vier Ziffern in der App ein:

    6 1 8 3

Die App wartet auf dem Bildschirm „E-Mail bestätigen“ auf dich. Nach 24 Stunden verfallen die Ziffern, dann kannst du dir in der App neue schicken lassen.

Du hast dich gar nicht bei Wanderbuddy registriert? Dann hat sich jemand vertippt – ignoriere diese Nachricht einfach, es wird kein Konto angelegt.

Bis bald auf dem Trail!
Deine Wanderbuddys aus Garmisch

Wanderbuddy UG (haftungsbeschränkt) · Zugspitzstraße 41 · 82467 Garmisch-Partenkirchen
""")

M(lang="de", kind="subject_only", otp="473920", link=None,
  sender=("Wolkenpost", "no-reply@wolkenpost.example"), to="h.brandt@wolkenpost.example",
  subject="473920 ist Ihr Anmeldecode für Wolkenpost", date="2026-03-06 16:21:48 +0100",
  charset="utf-8", cte="base64",
  text="""
Guten Tag,

für Ihr Wolkenpost-Postfach wurde eine Anmeldung mit Einmalcode angefordert.

Aus Sicherheitsgründen steht der Code ausschließlich in der Betreffzeile dieser Nachricht. So können Sie ihn direkt in der Benachrichtigung Ihres Smartphones ablesen, ohne die E-Mail zu öffnen.

Anfrage vom: 06.03.2026, 16:21 Uhr
Browser: Safari auf macOS
IP-Adresse: 203.0.113.58

Wenn Sie diese Anmeldung nicht angefordert haben, können Sie diese Nachricht ignorieren. Ihr Passwort bleibt unverändert.

Ihr Wolkenpost-Team
Wolkenpost ist ein Dienst der Serverhof Nord GmbH, Lübeck.
""",
  html="""
<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#333">
<p>Guten Tag,</p>
<p>für Ihr Wolkenpost-Postfach wurde eine Anmeldung mit Einmalcode angefordert.</p>
<p>Aus Sicherheitsgründen steht der Code <b>ausschließlich in der Betreffzeile</b> dieser Nachricht. So können Sie ihn direkt in der Benachrichtigung Ihres Smartphones ablesen, ohne die E-Mail zu öffnen.</p>
<table cellpadding="3" style="font-size:13px;color:#555">
<tr><td>Anfrage vom:</td><td>06.03.2026, 16:21 Uhr</td></tr>
<tr><td>Browser:</td><td>Safari auf macOS</td></tr>
<tr><td>IP-Adresse:</td><td>203.0.113.58</td></tr>
</table>
<p>Wenn Sie diese Anmeldung nicht angefordert haben, können Sie diese Nachricht ignorieren. Ihr Passwort bleibt unverändert.</p>
<p>Ihr Wolkenpost-Team<br><span style="font-size:11px;color:#999">Wolkenpost ist ein Dienst der Serverhof Nord GmbH, Lübeck.</span></p>
</body></html>
""")

M(lang="de", kind="magic_link",
  otp=None,
  link="https://click.kranz-rad.example/ls/click?upn=u001.Qm9rTHZ3-2FkR0p5UjJ3bUdLc3d1-3D-3D_Kw7Lp2&src=login-link",
  link_alt=["https://www.kranz-rad.example/konto/login-link?t=8fJ2kQzV0pLw3RyT6nXb&uid=5580213"],
  sender=("Fahrradteile Kranz", "service@kranz-rad.example"), to=("Lars Andersen", "lars.andersen@nordmail.example"),
  subject="Ihr Anmeldelink für kranz-rad.example", date="2026-03-09 09:12:30 +0100",
  charset="utf-8", cte="quoted-printable",
  headers=[("List-Unsubscribe", "<https://click.kranz-rad.example/ls/click?upn=u001.unsub-2FQm9r_9aa1>"),
           ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")],
  text="""
Ihr Anmeldelink für kranz-rad.example

Moin Herr Andersen,

Sie haben auf kranz-rad.example einen Anmeldelink angefordert. Öffnen Sie innerhalb der nächsten 15 Minuten den folgenden Link, um sich ohne Passwort anzumelden:

https://www.kranz-rad.example/konto/login-link?t=8fJ2kQzV0pLw3RyT6nXb&uid=5580213

Der Link kann nur einmal verwendet werden.

Sie haben keinen Link angefordert? Dann ist vermutlich nur ein Tippfehler passiert – Ihr Konto ist sicher. Im Zweifel erreichen Sie uns unter 0421 555 389 0.

Frühlings-Check für Ihr Rad: 15 % auf alle Verschleißteile bis 31.03.2026 mit dem Gutscheincode RADCHECK15.

Fahrradteile Kranz GmbH & Co. KG · Überseetor 6 · 28217 Bremen
Newsletter abbestellen: https://www.kranz-rad.example/newsletter/abmelden?e=bGFycy5hbmRlcnNlbg
""",
  html="""
<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Ihr Anmeldelink</title></head>
<body style="margin:0;background:#f0f0f0;font-family:Arial,sans-serif">
<div style="font-size:11px;color:#888;text-align:center;padding:8px">Wird diese E-Mail nicht richtig angezeigt? <a href="https://click.kranz-rad.example/ls/click?upn=u001.view-2Fweb-2F5580213_Ab3" style="color:#888">Im Browser ansehen</a></div>
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#d62e1f;padding:16px 24px"><img src="https://www.kranz-rad.example/mail/kranz-logo-weiss.png" alt="Fahrradteile Kranz" width="160"></td></tr>
<tr><td style="padding:24px;font-size:15px;color:#222;line-height:1.5">
<p>Moin Herr Andersen,</p>
<p>Sie haben auf kranz-rad.example einen Anmeldelink angefordert. Klicken Sie innerhalb der nächsten 15 Minuten auf den Button, um sich ohne Passwort anzumelden:</p>
<p style="text-align:center"><a href="https://click.kranz-rad.example/ls/click?upn=u001.Qm9rTHZ3-2FkR0p5UjJ3bUdLc3d1-3D-3D_Kw7Lp2&amp;src=login-link" style="background:#d62e1f;color:#fff;padding:13px 30px;text-decoration:none;border-radius:3px;font-weight:bold">Jetzt anmelden</a></p>
<p>Der Link kann nur einmal verwendet werden.</p>
<p>Sie haben keinen Link angefordert? Dann ist vermutlich nur ein Tippfehler passiert – Ihr Konto ist sicher. Im Zweifel erreichen Sie uns unter 0421 555 389 0.</p>
</td></tr>
<tr><td style="padding:16px 24px;background:#fff4e5;font-size:14px"><b>Frühlings-Check für Ihr Rad:</b> 15 % auf alle Verschleißteile bis 31.03.2026 mit dem Gutscheincode <b>RADCHECK15</b>. <a href="https://click.kranz-rad.example/ls/click?upn=u001.shop-2Fverschleiss_Zz1" style="color:#d62e1f">Zum Shop</a></td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#888">Fahrradteile Kranz GmbH &amp; Co. KG · Überseetor 6 · 28217 Bremen<br>
<a href="https://click.kranz-rad.example/ls/click?upn=u001.impressum_Xy0" style="color:#888">Impressum</a> · <a href="https://click.kranz-rad.example/ls/click?upn=u001.datenschutz_Xy1" style="color:#888">Datenschutz</a> · <a href="https://click.kranz-rad.example/ls/click?upn=u001.unsub-2FQm9r_9aa1" style="color:#888">Newsletter abbestellen</a></td></tr>
</table>
<img src="https://click.kranz-rad.example/wf/open?upn=u001.op3n-2F5580213-2Flogin" width="1" height="1" alt="" style="display:none">
</body></html>
""")

M(lang="de", kind="phone_and_dates", otp="730521", link=None,
  sender=("Stadtflitzer Carsharing", "service@stadtflitzer.example"), to=("Karolina Nowak", "k.nowak@freepost.example"),
  subject="Stadtflitzer: Ihr Verifizierungscode", date="2026-03-06 09:00:12 +0100",
  charset="windows-1252", cte="quoted-printable",
  text="""
Hallo Frau Nowak,

vielen Dank für Ihre Registrierung bei Stadtflitzer Carsharing.

Ihr Verifizierungscode: 730521

Bitte geben Sie den Code bis zum 07.03.2026, 09:15 Uhr in der App ein.

Im nächsten Schritt prüfen wir Ihren Führerschein per Video-Ident. Dafür reservieren wir auf Ihrer Kreditkarte einmalig 1,00 €, die nach spätestens 7 Tagen wieder freigegeben werden.

Ihre Angaben:
Kundennummer: 2026-118407
Mobilnummer: +49 176 5550 3318
Adresse: Kastanienallee 52, 10119 Berlin

Tarif: Flex M – 0,29 €/Min., 19,00 €/Monat ab 01.04.2026

Fragen? Hotline 030 555 812 00 (rund um die Uhr) oder service@stadtflitzer.example

Stadtflitzer Mobility GmbH · Schlesische Straße 27 · 10997 Berlin
""",
  html="""
<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1252"></head>
<body style="font-family:Verdana,sans-serif;font-size:13px;color:#111">
<p>Hallo Frau Nowak,</p>
<p>vielen Dank für Ihre Registrierung bei <b>Stadtflitzer Carsharing</b>.</p>
<table style="border:2px solid #79b829;padding:8px"><tr><td>Ihr Verifizierungscode:</td><td style="font-size:20px;font-weight:bold">730521</td></tr></table>
<p>Bitte geben Sie den Code bis zum <b>07.03.2026, 09:15 Uhr</b> in der App ein.</p>
<p>Im nächsten Schritt prüfen wir Ihren Führerschein per Video-Ident. Dafür reservieren wir auf Ihrer Kreditkarte einmalig 1,00 €, die nach spätestens 7 Tagen wieder freigegeben werden.</p>
<p><u>Ihre Angaben</u><br>
Kundennummer: 2026-118407<br>
Mobilnummer: +49 176 5550 3318<br>
Adresse: Kastanienallee 52, 10119 Berlin</p>
<p>Tarif: Flex M – 0,29 €/Min., 19,00 €/Monat ab 01.04.2026</p>
<p>Fragen? Hotline 030 555 812 00 (rund um die Uhr) oder <a href="mailto:service@stadtflitzer.example">service@stadtflitzer.example</a></p>
<p style="font-size:10px;color:#777">Stadtflitzer Mobility GmbH · Schlesische Straße 27 · 10997 Berlin</p>
</body></html>
""")

M(lang="de", kind="newsletter_numbers", otp=None, link=None,
  sender=("Kaffeerösterei Bohnenglück", "news@bohnenglueck.example"), to="m.schaefer@gartenpost.example",
  subject="28 Jahre Bohnenglück: 25 % auf alle Espressi ☕", date="2026-03-10 07:30:00 +0100",
  charset="utf-8", cte="quoted-printable",
  headers=[("List-Unsubscribe", "<mailto:abmelden@bohnenglueck.example?subject=abmelden-44718>, <https://www.bohnenglueck.example/nl/abmelden?id=44718>"),
           ("Precedence", "bulk")],
  html="""
<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Bohnenglück Newsletter 03/2026</title></head>
<body style="margin:0;background:#efe6dc">
<div style="display:none;max-height:0;overflow:hidden">Jubiläumsaktion bis 22.03.2026 – Gutscheincode FRUEHLING25 im Warenkorb eingeben.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fffaf4;font-family:Georgia,serif;color:#3b2a1d">
<tr><td style="padding:10px 24px;font-size:11px;font-family:Arial,sans-serif;color:#8c7b6b">Newsletter Nr. 311 · März 2026 · <a href="https://www.bohnenglueck.example/nl/2026-03?id=44718" style="color:#8c7b6b">Online lesen</a></td></tr>
<tr><td><img src="https://www.bohnenglueck.example/nl/img/2026-03-header.jpg" width="600" height="240" alt="28 Jahre Bohnenglück – 1998 bis 2026" style="display:block"></td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:26px;margin:0 0 12px">Seit 1998 rösten wir in Bamberg – und feiern mit Ihnen!</h1>
<p>Liebe Kaffeefreundin, lieber Kaffeefreund,</p>
<p>vor 28 Jahren stand unser erster 15-kg-Trommelröster in einer Garage in der Hainstraße. Heute rösten wir jede Woche rund 1.400 kg – immer noch in kleinen Chargen von 12 kg.</p>
<p>Zum Jubiläum schenken wir Ihnen <b>25 % auf alle Espressi</b>. Geben Sie bis zum 22.03.2026 einfach den Gutscheincode <b style="background:#3b2a1d;color:#fff;padding:2px 6px">FRUEHLING25</b> im Warenkorb ein (nicht mit anderen Aktionen kombinierbar, Mindestbestellwert 30 €).</p>
<table width="100%" cellpadding="8" style="font-family:Arial,sans-serif;font-size:14px">
<tr><td width="50%" valign="top"><b>Espresso Nr. 7 „Domplatz“</b><br>1.000 g · Art.-Nr. BG-1007<br><s>29,90 €</s> <b>22,43 €</b></td>
<td width="50%" valign="top"><b>Espresso Decaf „Regnitz“</b><br>500 g · Art.-Nr. BG-5021<br><s>16,50 €</s> <b>12,38 €</b></td></tr>
<tr><td valign="top"><b>Single Origin Sidamo, Ernte 2025</b><br>250 g · Art.-Nr. BG-2503<br>11,90 € (47,60 €/kg)</td>
<td valign="top"><b>Handmühle „Kurbelwerk“</b><br>Art.-Nr. ZB-0440<br>64,00 € – jetzt mit 2 Jahren Garantie extra</td></tr>
</table>
<p>Röstkalender: frisch geröstet wird dienstags und freitags, Versand am selben Tag bis 14:00 Uhr. Ab 39 € liefern wir versandkostenfrei innerhalb Deutschlands (sonst 4,90 €).</p>
<p>Im Laden: Hainstraße 18, 96047 Bamberg · Mo–Fr 9–18.30 Uhr, Sa 9–16 Uhr · Tel. 0951 555 20 98</p>
<p><a href="https://www.bohnenglueck.example/espresso?utm_source=nl311&amp;utm_medium=email&amp;utm_campaign=jubilaeum28" style="background:#a0522d;color:#fff;padding:12px 24px;text-decoration:none;font-family:Arial,sans-serif">Zu den Espressi</a></p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;font-family:Arial,sans-serif;color:#8c7b6b">Bohnenglück Kaffeerösterei Weidner e.K. · Hainstraße 18 · 96047 Bamberg · USt-IdNr. DE 555 118 302<br>
Sie erhalten diesen Newsletter, weil Sie sich am 14.11.2023 angemeldet haben. <a href="https://www.bohnenglueck.example/nl/abmelden?id=44718" style="color:#8c7b6b">Abmelden</a> · <a href="https://www.bohnenglueck.example/datenschutz" style="color:#8c7b6b">Datenschutz</a></td></tr>
</table></td></tr></table>
</body></html>
""")

# ---------------------------------------------------------------------------
# French (fr)
# ---------------------------------------------------------------------------

M(lang="fr", kind="username_digits", otp="582194", link=None,
  sender=("Arcadia Stream", "no-reply@arcadiastream.example"), to="lucas.bertin92@laposte-mail.example",
  subject="Votre code de vérification Arcadia", date="2026-03-06 21:04:37 +0100",
  charset="utf-8", cte="8bit",
  text="""
Bonjour lucas.b92,

Pour terminer la connexion à votre compte Arcadia Stream sur un nouvel appareil, saisissez le code de vérification suivant :

582194

Ce code expire dans 10 minutes.

Appareil : Smart TV – Salon
Date : vendredi 6 mars 2026 à 21:04 (heure de Paris)
Profil : lucas.b92 (abonnement Duo, 2 écrans)

Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : personne ne pourra accéder à votre compte sans ce code.

À très vite,
L'équipe Arcadia Stream

Arcadia Stream SAS – 14 rue du Faubourg-Poissonnière, 75010 Paris – RCS Paris 912 555 318
""")

M(lang="fr", kind="username_digits", otp=None, link=None,
  sender=("Le Bon Troc", "messagerie@lebontroc.example"), to="claire.moreau@orangine.example",
  subject="Nouveau message pour votre annonce « Vélo cargo électrique »", date="2026-03-04 18:47:02 +0100",
  charset="iso-8859-1", cte="quoted-printable",
  html="""
<html>
<head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"></head>
<body bgcolor="#f4f4f4">
<table width="600" align="center" bgcolor="#ffffff" cellpadding="20" style="font-family:Arial,sans-serif;font-size:14px;color:#1a1a1a">
<tr><td>
<p style="font-size:20px;color:#e8611a;font-weight:bold;margin:0">le bon troc</p>
<p>Bonjour claire_75011,</p>
<p>Vous avez reçu un nouveau message concernant votre annonce <b>« Vélo cargo électrique - très bon état »</b> (annonce n° 2417785012).</p>
<table width="100%" cellpadding="12" style="background:#f7f7f7;border-radius:6px"><tr><td>
<p style="margin:0 0 6px;color:#666">De : <b>thomas_g1988</b> - membre depuis 2019 - 14 évaluations (4,8/5)</p>
<p style="margin:0">« Bonjour, le vélo est-il toujours disponible ? Je peux passer samedi 7 mars vers 14h. Est-ce que 1 150 euros vous irait ? Je suis dans le 12e, à 20 minutes. »</p>
</td></tr></table>
<p><a href="https://www.lebontroc.example/messages/conversation/88124507?utm_source=mail&amp;utm_medium=notif" style="background:#e8611a;color:#fff;padding:10px 22px;text-decoration:none;border-radius:4px">Répondre</a></p>
<p style="font-size:13px;color:#444">Votre annonce a été vue 318 fois et ajoutée 24 fois aux favoris depuis sa mise en ligne le 21/02/2026. Prix affiché : 1 290 euros.</p>
<p style="font-size:12px;color:#666;border-top:1px solid #ddd;padding-top:10px"><b>Conseils de sécurité :</b> ne communiquez jamais vos coordonnées bancaires par messagerie et privilégiez la remise en main propre. Le Bon Troc ne vous demandera jamais de cliquer sur un lien pour « recevoir un paiement ».</p>
<p style="font-size:11px;color:#999">Vous recevez cet e-mail car les notifications de messages sont activées sur votre compte.
<a href="https://www.lebontroc.example/compte/notifications" style="color:#999">Gérer mes notifications</a><br>
Le Bon Troc SAS, 40 boulevard de Strasbourg, 59000 Lille</p>
</td></tr>
</table>
</body>
</html>
""")

M(lang="fr", kind="booking_ref", otp=None, link=None,
  sender=("Air Lumière", "confirmation@airlumiere.example"), to=("Karim Bensaïd", "k.bensaid@mail-pro.example"),
  subject="Confirmation de réservation ZR4K9P – Paris-Orly → Marseille", date="2026-03-03 15:22:48 +0100",
  charset="utf-8", cte="quoted-printable",
  text="""
AIR LUMIÈRE – CONFIRMATION DE RÉSERVATION

Bonjour Monsieur Bensaïd,

Merci d'avoir choisi Air Lumière. Votre réservation est confirmée et votre billet électronique a été émis.

Référence de réservation : ZR4K9P
Numéro de billet : 857-2418830914

VOL ALLER
Jeudi 26 mars 2026
AL 6231   Paris-Orly (ORY) T3 07:05  →  Marseille-Provence (MRS) T1 08:25
Classe : Économie (tarif Léger)   Siège : 23C
Bagage : 1 bagage cabine 12 kg (55 × 35 × 25 cm)

Passager : M. Karim BENSAÏD
Carte de fidélité : Lumière Plus n° 3012 4477 58

Récapitulatif du paiement
Tarif : 96,00 €
Taxes et redevances : 42,36 €
Frais de service : 10,00 €
Total payé : 148,36 € (Carte Visa se terminant par 6021)

L'enregistrement en ligne ouvre 30 heures avant le départ. Présentez-vous à la porte d'embarquement au plus tard 20 minutes avant le décollage.

Gérer ma réservation : https://www.airlumiere.example/mes-voyages?pnr=ZR4K9P&nom=BENSAID

Service clients : 01 55 00 62 31 (du lundi au samedi, 8h-20h, prix d'un appel local)

Air Lumière SA – 3 avenue de l'Europe, 94310 Orly
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e9eef5">
<table align="center" width="620" cellspacing="0" cellpadding="0" style="background:#fff;font-family:'Trebuchet MS',Arial,sans-serif;color:#14213d">
<tr><td style="background:#14213d;padding:20px 28px;color:#fca311;font-size:22px;letter-spacing:2px">AIR LUMIÈRE</td></tr>
<tr><td style="padding:24px 28px">
<p>Bonjour Monsieur Bensaïd,</p>
<p>Merci d'avoir choisi Air Lumière. Votre réservation est confirmée et votre billet électronique a été émis.</p>
<table width="100%" cellpadding="10" style="background:#f4f6fa">
<tr><td>Référence de réservation<br><span style="font-size:26px;font-weight:bold;letter-spacing:3px">ZR4K9P</span></td>
<td>Numéro de billet<br><span style="font-size:16px">857-2418830914</span></td></tr>
</table>
<h3 style="margin:22px 0 8px">Vol aller – jeudi 26 mars 2026</h3>
<table width="100%" cellpadding="6" style="border:1px solid #d6dce6">
<tr><td><b>07:05</b><br>Paris-Orly (ORY)<br>Terminal 3</td><td align="center">AL 6231<br>→<br>1 h 20</td><td align="right"><b>08:25</b><br>Marseille-Provence (MRS)<br>Terminal 1</td></tr>
<tr><td colspan="3" style="font-size:13px;color:#555">Économie (tarif Léger) · Siège 23C · 1 bagage cabine 12 kg (55 × 35 × 25 cm)</td></tr>
</table>
<p>Passager : M. Karim BENSAÏD – Lumière Plus n° 3012 4477 58</p>
<table cellpadding="3" style="font-size:14px">
<tr><td>Tarif</td><td align="right">96,00 €</td></tr>
<tr><td>Taxes et redevances</td><td align="right">42,36 €</td></tr>
<tr><td>Frais de service</td><td align="right">10,00 €</td></tr>
<tr><td><b>Total payé</b> (Visa •••• 6021)</td><td align="right"><b>148,36 €</b></td></tr>
</table>
<p>L'enregistrement en ligne ouvre 30 heures avant le départ. Présentez-vous à la porte d'embarquement au plus tard 20 minutes avant le décollage.</p>
<p><a href="https://www.airlumiere.example/mes-voyages?pnr=ZR4K9P&amp;nom=BENSAID" style="background:#fca311;color:#14213d;padding:12px 22px;text-decoration:none;font-weight:bold">Gérer ma réservation</a></p>
<p style="font-size:12px;color:#666">Service clients : 01 55 00 62 31 (du lundi au samedi, 8h-20h, prix d'un appel local)<br>Air Lumière SA – 3 avenue de l'Europe, 94310 Orly</p>
</td></tr></table>
</body></html>
""")

M(lang="fr", kind="booking_ref", otp=None, link=None,
  sender=("La Table de Margaux", "reservation@latabledemargaux.example"), to=("Hélène Lefèvre", "helene.lefevre@courriel.example"),
  subject="Votre réservation du samedi 21 mars – La Table de Margaux", date="2026-03-09 11:40:15 +0100",
  charset="utf-8", cte="quoted-printable",
  headers=[("Reply-To", "La Table de Margaux <contact@latabledemargaux.example>")],
  text="""
Bonjour Madame Lefèvre,

Nous avons le plaisir de confirmer votre réservation :

  Restaurant La Table de Margaux
  Samedi 21 mars 2026 à 20h30
  4 couverts – en terrasse si la météo le permet
  Numéro de réservation : TFM8QX

Votre table vous sera gardée 15 minutes. Pour toute modification ou annulation, merci de nous prévenir au moins 24 heures à l'avance au 04 78 55 52 19 ou simplement en répondant à ce message. Au-delà, une empreinte bancaire de 25 € par couvert pourra être débitée.

Le menu de printemps (52 € / 68 € avec l'accord mets et vins) sera servi à partir du 20 mars. Une allergie ou un régime particulier ? Dites-le-nous, le chef adaptera volontiers.

Au plaisir de vous accueillir,
Margaux & toute l'équipe

La Table de Margaux
7 quai Saint-Vincent, 69001 Lyon
Ouvert du mardi au samedi, 12h-14h et 19h30-22h
""")

M(lang="fr", kind="newsletter_numbers", otp=None, link=None,
  sender=("Ondefixe", "facture@ondefixe.example"), to=("Bernard Faure", "bernard.faure@ondefixe.example"),
  subject="Votre facture Ondefixe de mars 2026 est disponible", date="2026-03-04 05:12:09 +0100",
  charset="iso-8859-1", cte="quoted-printable",
  html="""
<html>
<head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><title>Votre facture</title></head>
<body style="font-family:Tahoma,Arial,sans-serif;font-size:13px;color:#222">
<table width="640" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:16px;background:#5b2a86;color:#fff;font-size:18px">ondefixe <span style="font-size:12px">| Espace client</span></td></tr>
<tr><td style="padding:20px">
<p>Bonjour Monsieur Faure,</p>
<p>Votre facture du mois de mars 2026 est disponible dans votre Espace client.</p>
<table cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#ccc;font-size:13px">
<tr><td>Facture n°</td><td>FA26-0318852 du 04/03/2026</td></tr>
<tr><td>N° client</td><td>1008 447 219</td></tr>
<tr><td>Ligne fixe</td><td>04 55 62 18 70</td></tr>
<tr><td>Offre</td><td>Box Fibre Essentielle 500 Mb/s</td></tr>
<tr><td>Montant TTC</td><td><b>34,99 EUR</b> dont TVA 20 % : 5,83 EUR</td></tr>
<tr><td>Prélèvement</td><td>le 14/03/2026 sur le compte FR76 **** **** **** **** ***0 312</td></tr>
</table>
<p>Ce mois-ci : 12 appels vers les fixes et mobiles (3 h 24 min, inclus), 0 appel vers l'international, 0,00 EUR hors forfait.</p>
<p>Bon à savoir : à partir du 01/05/2026, le débit montant de votre offre passe de 300 à 500 Mb/s, sans changement de prix.</p>
<p><a href="https://espace-client.ondefixe.example/factures/FA26-0318852?src=mail" style="color:#5b2a86">Consulter ma facture</a> | <a href="https://espace-client.ondefixe.example/assistance" style="color:#5b2a86">Assistance</a></p>
<p>Une question ? Notre service client est joignable au 39 55 (service gratuit + prix appel), du lundi au samedi de 8h à 21h.</p>
<p>Cordialement,<br>Votre service client Ondefixe</p>
</td></tr>
<tr><td style="padding:12px 20px;font-size:10px;color:#888;background:#f2f2f2">Ondefixe SA au capital de 2 000 000 EUR - 12 rue des Télégraphes, 31000 Toulouse - RCS Toulouse 555 318 204 - SIRET 555 318 204 00027.
Ceci est un message automatique, merci de ne pas y répondre.</td></tr>
</table>
</body>
</html>
""")

M(lang="fr", kind="newsletter_numbers", otp=None, link=None,
  sender=("Colirapide", "suivi@colirapide.example"), to="j.martinez@boitemail.example",
  subject="Votre colis 6A19874563210 arrive demain", date="2026-03-10 19:05:22 +0100",
  charset="utf-8", cte="base64",
  text="""
COLIRAPIDE

Bonjour,

Votre colis en provenance de Maison Perrine arrive demain !

Numéro de suivi : 6A19874563210
Commande marchand : n° 40-77219
Poids : 1,2 kg
Livraison prévue : mercredi 11/03/2026, entre 8h et 13h

Adresse de livraison :
Julie Martinez
27 cours de l'Intendance
Appartement 4B
33000 Bordeaux

Vous ne serez pas là ? Faites livrer votre colis dans l'un de nos 4 800 points relais, par exemple :
Relais n° 018832 – Tabac Le Balto, 12 avenue Jean-Jaurès, 33150 Cenon (ouvert 7h-20h)

Suivre ou modifier ma livraison :
https://www.colirapide.example/suivi/6A19874563210

Une question ? 09 69 55 50 12 (appel non surtaxé) du lundi au vendredi de 8h à 19h.

Colirapide – 1 rue du Fret, 91200 Athis-Mons
Cet e-mail vous est envoyé à la demande de Maison Perrine dans le cadre de la livraison de votre commande.
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="background:#fffbe6;margin:0;font-family:Arial,sans-serif">
<table align="center" width="600" style="background:#fff" cellpadding="0" cellspacing="0">
<tr><td style="background:#ffd200;padding:14px 22px;font-weight:900;font-size:22px;color:#222">COLIRAPIDE</td></tr>
<tr><td style="padding:22px;font-size:14px;color:#222;line-height:1.5">
<p>Bonjour,</p>
<p style="font-size:20px"><b>Votre colis en provenance de Maison Perrine arrive demain !</b></p>
<p>Numéro de suivi : <b>6A19874563210</b><br>
Commande marchand : n° 40-77219<br>
Poids : 1,2 kg<br>
Livraison prévue : <b>mercredi 11/03/2026, entre 8h et 13h</b></p>
<p>Adresse de livraison :<br>Julie Martinez<br>27 cours de l'Intendance<br>Appartement 4B<br>33000 Bordeaux</p>
<p><a href="https://www.colirapide.example/suivi/6A19874563210" style="background:#222;color:#ffd200;padding:12px 20px;text-decoration:none">Suivre ou modifier ma livraison</a></p>
<p>Vous ne serez pas là ? Faites livrer votre colis dans l'un de nos 4 800 points relais, par exemple :<br>
Relais n° 018832 – Tabac Le Balto, 12 avenue Jean-Jaurès, 33150 Cenon (ouvert 7h-20h)</p>
<p style="font-size:12px;color:#555">Une question ? 09 69 55 50 12 (appel non surtaxé) du lundi au vendredi de 8h à 19h.</p>
</td></tr>
<tr><td style="padding:12px 22px;font-size:11px;color:#999">Colirapide – 1 rue du Fret, 91200 Athis-Mons<br>Cet e-mail vous est envoyé à la demande de Maison Perrine dans le cadre de la livraison de votre commande.</td></tr>
</table>
<img src="https://trk.colirapide.example/o/6A19874563210/p.gif" width="1" height="1" alt="">
</body></html>
""")

M(lang="fr", kind="new_and_old_code", otp="406218", shown="406 218", link=None,
  sender=("Horizon Santé Mutuelle", "espace-adherent@horizon-sante.example"), to=("Sylvie Girard", "sylvie.girard@courriel.example"),
  subject="Votre nouveau code de connexion", date="2026-03-05 14:09:31 +0100",
  charset="utf-8", cte="quoted-printable",
  text="""
Bonjour Madame Girard,

Voici votre nouveau code de connexion à l'espace adhérent :

406 218

Il remplace le code 913 557 que nous vous avons envoyé à 14h02 : ce dernier n'est plus valable.

Ce code est valable 5 minutes et ne peut être utilisé qu'une seule fois. Ne le communiquez à personne, pas même à un conseiller Horizon Santé.

Vous n'avez rien demandé ? Contactez-nous au 03 20 55 41 70 (du lundi au vendredi, 8h30-18h).

Bien cordialement,
Horizon Santé Mutuelle

Mutuelle régie par le livre II du Code de la mutualité – SIREN 555 204 318 – 8 place du Théâtre, 59800 Lille
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="font-family:Helvetica,Arial,sans-serif;font-size:15px;color:#263238;background:#f5f9fa">
<div style="max-width:560px;margin:20px auto;background:#fff;border-top:5px solid #26a69a;padding:26px">
<p>Bonjour Madame Girard,</p>
<p>Voici votre nouveau code de connexion à l'espace adhérent :</p>
<div style="font-size:32px;font-weight:bold;letter-spacing:6px;text-align:center;padding:14px;background:#e0f2f1">406 218</div>
<p style="font-size:13px;color:#78909c">Il remplace le code 913 557 que nous vous avons envoyé à 14h02 : ce dernier n'est plus valable.</p>
<p>Ce code est valable 5 minutes et ne peut être utilisé qu'une seule fois. Ne le communiquez à personne, pas même à un conseiller Horizon Santé.</p>
<p>Vous n'avez rien demandé ? Contactez-nous au 03 20 55 41 70 (du lundi au vendredi, 8h30-18h).</p>
<p>Bien cordialement,<br>Horizon Santé Mutuelle</p>
<p style="font-size:11px;color:#90a4ae">Mutuelle régie par le livre II du Code de la mutualité – SIREN 555 204 318 – 8 place du Théâtre, 59800 Lille</p>
</div>
</body></html>
""")

M(lang="fr", kind="several_codes", otp="318006", shown="318 006", link=None,
  sender=("Nuage Libre", "securite@nuagelibre.example"), to="antoine.roux@nuagelibre.example",
  subject="Activation de la validation en deux étapes", date="2026-03-07 10:51:06 +0100",
  charset="utf-8", cte="quoted-printable",
  text="""
Bonjour Antoine,

Vous êtes en train d'activer la validation en deux étapes sur votre compte Nuage Libre.

1) Pour terminer l'activation, saisissez MAINTENANT ce code sur la page ouverte dans votre navigateur :

       318 006

   (valable 15 minutes)

2) Conservez ensuite précieusement vos codes de secours. Chacun ne peut servir qu'une seule fois, et uniquement si vous perdez l'accès à votre téléphone. Ne les utilisez pas pour l'activation.

       4821-7730    6093-1157
       2264-8019    7350-4462
       9918-0375    1146-5209
       5572-3381    8037-9926

   Imprimez-les ou rangez-les dans votre gestionnaire de mots de passe, puis supprimez cet e-mail.

Si vous n'êtes pas à l'origine de cette opération, changez immédiatement votre mot de passe et écrivez à securite@nuagelibre.example.

L'équipe Nuage Libre
Association Nuage Libre – hébergement éthique depuis 2014 – 5 rue Paul-Bert, 35000 Rennes
""")

M(lang="fr", kind="lowercase_alnum", otp="p3x9k2ra",
  link="https://lisio.example/connexion/verifier?jeton=c2F1dGVyLWxhLXBhZ2UtZGUtY29ubmV4aW9u&redirect=%2Fbibliotheque",
  sender=("Lisio", "bonjour@lisio.example"), to="m.petit@fournisseur.example",
  subject="Connexion à Lisio", date="2026-03-02 07:48:59 +0100",
  charset="utf-8", cte="quoted-printable",
  text="""
Bonjour,

Vous avez demandé à vous connecter à Lisio avec l'adresse m.petit@fournisseur.example.

Cliquez sur ce lien pour vous connecter directement :
https://lisio.example/connexion/verifier?jeton=c2F1dGVyLWxhLXBhZ2UtZGUtY29ubmV4aW9u&redirect=%2Fbibliotheque

Vous lisez sur un autre appareil (liseuse, tablette) ? Saisissez plutôt ce code dans l'application :
p3x9k2ra

Le lien et le code expirent dans 20 minutes.

Bonne lecture !
Lisio – 9 rue de la Verrerie, 44000 Nantes
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="background:#fbf8f3;font-family:Georgia,'Times New Roman',serif;color:#2f2a24">
<table align="center" width="520" cellpadding="24" style="background:#fff;border:1px solid #eee4d6"><tr><td>
<p style="font-size:24px;font-style:italic;margin:0 0 14px">Lisio</p>
<p>Bonjour,</p>
<p>Vous avez demandé à vous connecter à Lisio avec l'adresse <b>m.petit@fournisseur.example</b>.</p>
<p style="text-align:center"><a href="https://lisio.example/connexion/verifier?jeton=c2F1dGVyLWxhLXBhZ2UtZGUtY29ubmV4aW9u&amp;redirect=%2Fbibliotheque" style="background:#2f2a24;color:#fbf8f3;padding:12px 28px;text-decoration:none;font-family:Arial,sans-serif">Me connecter</a></p>
<p>Vous lisez sur un autre appareil (liseuse, tablette) ? Saisissez plutôt ce code dans l'application :</p>
<p style="text-align:center;font-family:'Courier New',monospace;font-size:24px;letter-spacing:2px">p3x9k2ra</p>
<p style="font-size:13px;color:#8a7f72">Le lien et le code expirent dans 20 minutes.</p>
<p>Bonne lecture !</p>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#aaa">Lisio – 9 rue de la Verrerie, 44000 Nantes · <a href="https://lisio.example/aide" style="color:#aaa">Aide</a></p>
</td></tr></table>
</body></html>
""")

M(lang="fr", kind="no_code_word", otp="740291", shown="740 291", link=None,
  sender=("Potager Partagé", "inscription@potager-partage.example"), to="nadia.chevalier@boitemail.example",
  subject="Confirmez votre adresse e-mail", date="2026-03-08 16:33:20 +0100",
  charset="utf-8", cte="quoted-printable",
  text="""
Bonjour Nadia,

Bienvenue dans la communauté Potager Partagé ! Il ne reste qu'une étape.

Pour finaliser votre inscription, recopiez le nombre ci-dessous sur la page d'inscription :

740 291

Ce nombre est valable pendant 30 minutes. Passé ce délai, il vous suffira d'en demander un nouveau depuis la même page.

Vous n'avez pas créé de compte ? Ne faites rien : sans confirmation, l'inscription sera annulée automatiquement.

À bientôt entre les rangs de tomates,
Camille, pour Potager Partagé

Potager Partagé – association loi 1901 – Maison des associations, 18 rue Gambetta, 86000 Poitiers
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="background:#eef5e9;font-family:Verdana,sans-serif;font-size:14px;color:#2e3b2a">
<div style="max-width:540px;margin:24px auto;background:#fff;border-radius:10px;padding:28px">
<p style="color:#5a8f29;font-weight:bold;font-size:18px">🌱 Potager Partagé</p>
<p>Bonjour Nadia,</p>
<p>Bienvenue dans la communauté Potager Partagé ! Il ne reste qu'une étape.</p>
<p>Pour finaliser votre inscription, recopiez le nombre ci-dessous sur la page d'inscription :</p>
<p style="font-size:30px;letter-spacing:4px;text-align:center;font-weight:bold;color:#2e3b2a">740 291</p>
<p>Ce nombre est valable pendant 30 minutes. Passé ce délai, il vous suffira d'en demander un nouveau depuis la même page.</p>
<p style="color:#777">Vous n'avez pas créé de compte ? Ne faites rien : sans confirmation, l'inscription sera annulée automatiquement.</p>
<p>À bientôt entre les rangs de tomates,<br>Camille, pour Potager Partagé</p>
<p style="font-size:11px;color:#999">Potager Partagé – association loi 1901 – Maison des associations, 18 rue Gambetta, 86000 Poitiers</p>
</div>
</body></html>
""")

M(lang="fr", kind="alt_text_only", otp="5823", shown="5823", link=None,
  sender=("Sésame Santé", "acces@sesame-sante.example"), to="p.garnier@courriel.example",
  subject="Accès à votre dossier Sésame Santé", date="2026-03-05 08:17:44 +0100",
  charset="utf-8", cte="base64",
  html="""
<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><title>Sésame Santé</title></head>
<body style="margin:0;padding:0;background:#f3f7fb">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px">
<table role="presentation" width="500" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif;color:#1f3b57;border-radius:6px">
<tr><td style="padding:24px 30px 0"><img src="https://img.sesame-sante.example/mail/logo.png" width="150" height="36" alt="Sésame Santé"></td></tr>
<tr><td style="padding:20px 30px;font-size:15px;line-height:23px">
<p>Bonjour,</p>
<p>Vous avez demandé à accéder à vos résultats d'analyses. Voici le code à saisir, il s'affiche dans l'image ci-dessous :</p>
<p style="text-align:center;margin:22px 0"><img src="https://img.sesame-sante.example/otp/render/9f2c1e7a04.png" width="240" height="72" alt="Votre code : 5823" style="display:inline-block;border:0"></p>
<p style="font-size:13px;color:#5c7590">Rien ne s'affiche ? Autorisez l'affichage des images pour cet expéditeur, puis rouvrez ce message. Pour des raisons de confidentialité, le code n'est jamais écrit en toutes lettres.</p>
<p style="font-size:13px;color:#5c7590">Il expire 10 minutes après l'envoi de ce message.</p>
</td></tr>
<tr><td style="padding:16px 30px 24px;font-size:11px;color:#8aa0b5;border-top:1px solid #e6edf3">Sésame Santé – hébergeur de données de santé certifié – 22 allée des Tanneurs, 67000 Strasbourg<br>
<a href="https://www.sesame-sante.example/confidentialite" style="color:#8aa0b5">Confidentialité</a> · <a href="https://www.sesame-sante.example/aide" style="color:#8aa0b5">Aide</a></td></tr>
</table></td></tr></table>
</body></html>
""")

M(lang="fr", kind="magic_link", otp=None,
  link="https://e.cuisinons.example/e/c/eyJlbWFpbF9pZCI6IjEwNDgyIiwiaHJlZiI6Im1hZ2ljIn0/Wm9yUkxhbmQ3T2p0cw",
  link_alt=["https://www.cuisinons.example/connexion/lien?t=7d1c0e9a44b2f6a1&u=208113"],
  sender=("Cuisinons !", "bonjour@cuisinons.example"), to=("Élodie Marchand", "elodie.marchand@orangine.example"),
  subject="Votre lien de connexion Cuisinons !", date="2026-03-09 18:26:51 +0100",
  charset="utf-8", cte="quoted-printable",
  headers=[("List-Unsubscribe", "<https://e.cuisinons.example/unsubscribe/eyJlbWFpbF9pZCI6IjEwNDgyIn0>")],
  text="""
Bonjour Élodie,

Voici votre lien de connexion à Cuisinons ! Il est valable 15 minutes et ne fonctionne qu'une fois :

https://www.cuisinons.example/connexion/lien?t=7d1c0e9a44b2f6a1&u=208113

Vous n'avez rien demandé ? Ignorez simplement ce message.

Cette semaine sur Cuisinons ! : velouté de potimarron, tarte tatin express et nos 12 recettes à moins de 3 € par personne.

Cuisinons ! – 3 place des Halles, 21000 Dijon
Se désabonner : https://e.cuisinons.example/unsubscribe/eyJlbWFpbF9pZCI6IjEwNDgyIn0
""",
  html="""
<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Votre lien de connexion</title></head>
<body style="margin:0;background:#fff5ee">
<div style="text-align:center;font-family:Arial,sans-serif;font-size:11px;color:#999;padding:10px"><a href="https://e.cuisinons.example/e/c/eyJ2aWV3IjoiMTA0ODIifQ/VmlldzEw" style="color:#999">Afficher dans le navigateur</a></div>
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#3a2e2a">
<tr><td style="padding:22px;text-align:center"><img src="https://www.cuisinons.example/img/mail/logo-cuisinons.png" alt="Cuisinons !" width="170"></td></tr>
<tr><td style="padding:0 30px 20px;font-size:15px;line-height:1.55">
<p>Bonjour Élodie,</p>
<p>Voici votre lien de connexion à Cuisinons ! Il est valable 15 minutes et ne fonctionne qu'une fois.</p>
<p style="text-align:center;margin:26px 0"><a href="https://e.cuisinons.example/e/c/eyJlbWFpbF9pZCI6IjEwNDgyIiwiaHJlZiI6Im1hZ2ljIn0/Wm9yUkxhbmQ3T2p0cw" style="background:#e4572e;color:#fff;padding:14px 34px;border-radius:30px;text-decoration:none;font-weight:bold">Me connecter</a></p>
<p style="font-size:13px;color:#8b7d78">Vous n'avez rien demandé ? Ignorez simplement ce message.</p>
</td></tr>
<tr><td style="padding:20px 30px;background:#fdebd0;font-size:14px">
<b>Cette semaine sur Cuisinons !</b><br>
<a href="https://e.cuisinons.example/e/c/eyJyZWNldHRlIjoidmVsb3V0ZSJ9/UmVjMQ" style="color:#e4572e">Velouté de potimarron</a> ·
<a href="https://e.cuisinons.example/e/c/eyJyZWNldHRlIjoidGF0aW4ifQ/UmVjMg" style="color:#e4572e">Tarte tatin express</a> ·
<a href="https://e.cuisinons.example/e/c/eyJyZWNldHRlIjoiMTItcmVjZXR0ZXMifQ/UmVjMw" style="color:#e4572e">12 recettes à moins de 3 € par personne</a>
</td></tr>
<tr><td style="padding:16px 30px;font-size:11px;color:#999">Cuisinons ! – 3 place des Halles, 21000 Dijon<br>
<a href="https://e.cuisinons.example/unsubscribe/eyJlbWFpbF9pZCI6IjEwNDgyIn0" style="color:#999">Se désabonner</a> · <a href="https://e.cuisinons.example/e/c/eyJwcml2YWN5IjoxfQ/UHJpdg" style="color:#999">Politique de confidentialité</a> · <a href="https://e.cuisinons.example/e/c/eyJhYnVzZSI6MX0/QWJ1cw" style="color:#999">Signaler un abus</a></td></tr>
</table>
<img src="https://e.cuisinons.example/e/o/eyJlbWFpbF9pZCI6IjEwNDgyIn0" width="1" height="1" alt="" style="display:block;border:0">
</body></html>
""")

M(lang="fr", kind="phone_and_dates", otp="843712", link=None,
  sender=("Banque Pasquier", "alertes@banque-pasquier.example"), to=("Olivier Roche", "olivier.roche@courriel.example"),
  subject="Validation de votre virement de 1 250,00 €", date="2026-03-06 10:14:20 +0100",
  charset="utf-8", cte="quoted-printable",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="font-family:Georgia,serif;font-size:14px;color:#1c1c1c;background:#f7f5f0">
<table align="center" width="580" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #d9d2c3">
<tr><td style="padding:18px 26px;border-bottom:2px solid #7a1f2b;font-size:19px;color:#7a1f2b">BANQUE PASQUIER <span style="font-size:12px;color:#666">depuis 1887</span></td></tr>
<tr><td style="padding:22px 26px;line-height:1.6">
<p>Bonjour Monsieur Roche,</p>
<p>Vous avez demandé le virement suivant le 06/03/2026 à 10:14 :</p>
<table cellpadding="4" style="font-size:14px">
<tr><td style="color:#777">Montant</td><td><b>1 250,00 €</b></td></tr>
<tr><td style="color:#777">Bénéficiaire</td><td>SCI Les Tilleuls – FR76 5555 7000 1234 5678 9012 345</td></tr>
<tr><td style="color:#777">Motif</td><td>Loyer mars 2026 – appt 3, 14 rue Caulaincourt, 75018 Paris</td></tr>
<tr><td style="color:#777">Date d'exécution</td><td>09/03/2026</td></tr>
</table>
<p>Pour valider cette opération, saisissez le code suivant dans votre espace Pasquier en ligne :</p>
<p style="font-size:26px;font-weight:bold;letter-spacing:3px;color:#7a1f2b">843712</p>
<p>Ce code est valable jusqu'à 10:24. Passé ce délai, le virement sera annulé.</p>
<p style="background:#fbf3e6;padding:10px;font-size:13px">Vous n'êtes pas à l'origine de ce virement ? Ne communiquez ce code à personne et appelez immédiatement votre conseillère, Mme Duval (agence Paris Haussmann, 75008), au 01 55 55 42 18, ou notre service d'opposition 24h/24 au 09 69 55 55 00.</p>
<p>Banque Pasquier<br><span style="font-size:11px;color:#888">SA au capital de 48 000 000 € – 41 boulevard Haussmann, 75009 Paris – ORIAS 07 555 318</span></p>
</td></tr></table>
</body></html>
""")

M(lang="fr", kind="booking_ref", otp=None, link=None,
  sender=("Loca'Route", "reservations@locaroute.example"), to=("Vincent Caron", "vincent.caron@fournisseur.example"),
  subject="Loca'Route - Confirmation de votre location n° LR-5520917", date="2026-03-11 13:58:00 +0100",
  charset="windows-1252", cte="quoted-printable",
  text="""
LOCA'ROUTE - CONFIRMATION DE RÉSERVATION

Bonjour Monsieur Caron,

Votre location de véhicule est confirmée. Merci de conserver ce message, il vous sera demandé au comptoir.

N° de réservation :     LR-5520917
Code de confirmation :  VKT3RB
Catégorie :             Citadine 5 portes, boîte manuelle, climatisation (ou similaire)

Départ :  dimanche 12/04/2026 à 10:00
          Agence Aéroport Nice Côte d'Azur, Terminal 2, niveau 0
Retour :  dimanche 19/04/2026 à 10:00, même agence

Conducteur principal :  Vincent Caron (permis depuis 2009)
Kilométrage :           illimité
Franchise :             1 200,00 € (rachat partiel possible au comptoir : 9,90 €/jour)
Dépôt de garantie :     800,00 € bloqués sur une carte de crédit au nom du conducteur

Montant total :         287,40 € TTC (7 jours), déjà réglé
Option siège enfant :   5,00 €/jour, à régler sur place

Au comptoir, présentez : votre permis de conduire, une pièce d'identité et la carte bancaire utilisée pour la réservation.

Annulation gratuite jusqu'à 48 h avant le départ depuis votre espace client.
Agence de Nice : 04 93 55 71 40 - assistance 24h/24 : 0 800 555 212

Bonne route !
L'équipe Loca'Route
Loca'Route SAS - 6 rue de la Mécanique, 13010 Marseille
""")

# ---------------------------------------------------------------------------
# Spanish (es)
# ---------------------------------------------------------------------------

M(lang="es", kind="username_digits", otp="4829", link=None,
  sender=("Comida Ya", "cuenta@comidaya.example"), to="pablo.gonzalez88@correo-rapido.example",
  subject="Tu código de acceso a Comida Ya", date="2026-03-06 13:12:04 +0100",
  charset="utf-8", cte="quoted-printable",
  text="""
Hola pablo_gz88:

Alguien ha pedido iniciar sesión en tu cuenta de Comida Ya desde un iPhone en Sevilla.

Tu código de acceso es 4829

Caduca en 5 minutos. Si no has sido tú, no compartas este código con nadie: nuestro equipo nunca te lo pedirá por teléfono ni por chat.

¿Tienes hambre? Hoy tienes envío gratis en pedidos de más de 15 € en restaurantes con la etiqueta «Ya Plus».

Un saludo,
El equipo de Comida Ya

Comida Ya Delivery S.L. · Calle San Fernando 12, 41004 Sevilla · CIF B-90555123
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="background:#fff4ec;font-family:Helvetica,Arial,sans-serif;color:#2d2d2d;margin:0">
<table align="center" width="480" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:20px;border-radius:12px">
<tr><td style="padding:24px;text-align:center;background:#ff6b35;border-radius:12px 12px 0 0;color:#fff;font-size:24px;font-weight:bold">Comida Ya</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">
<p>Hola pablo_gz88:</p>
<p>Alguien ha pedido iniciar sesión en tu cuenta de Comida Ya desde un iPhone en Sevilla.</p>
<p style="text-align:center;margin:4px 0">Tu código de acceso es</p>
<p style="text-align:center;font-size:40px;font-weight:bold;letter-spacing:10px;margin:6px 0 16px">4829</p>
<p style="font-size:13px;color:#777">Caduca en 5 minutos. Si no has sido tú, no compartas este código con nadie: nuestro equipo nunca te lo pedirá por teléfono ni por chat.</p>
<p style="background:#fff4ec;padding:12px;border-radius:8px;font-size:13px">🍕 ¿Tienes hambre? Hoy tienes envío gratis en pedidos de más de 15 € en restaurantes con la etiqueta «Ya Plus».</p>
<p>Un saludo,<br>El equipo de Comida Ya</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#aaa;text-align:center">Comida Ya Delivery S.L. · Calle San Fernando 12, 41004 Sevilla · CIF B-90555123</td></tr>
</table>
</body></html>
""")

M(lang="es", kind="username_digits", otp=None, link=None,
  sender=("Corredores", "resumen@corredores.example"), to="marta.iglesias@correo-rapido.example",
  subject="Tu semana en Corredores: 24,6 km y un nuevo récord 🏅", date="2026-03-09 08:00:00 +0100",
  charset="utf-8", cte="base64",
  headers=[("List-Unsubscribe", "<https://www.corredores.example/ajustes/correo/baja?u=marta1999&t=resumen>")],
  html="""
<!DOCTYPE html>
<html lang="es"><head><meta charset="utf-8"><title>Resumen semanal</title></head>
<body style="margin:0;background:#111;font-family:Arial,Helvetica,sans-serif">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#1d1d1f;color:#f5f5f7">
<tr><td style="padding:26px 30px 6px;font-size:13px;color:#9a9aa0">Semana del 2 al 8 de marzo de 2026</td></tr>
<tr><td style="padding:0 30px 16px;font-size:26px;font-weight:bold">¡Hola, marta1999!</td></tr>
<tr><td style="padding:0 30px;font-size:15px;line-height:1.5">Esta semana has salido a correr 3 veces. Aquí tienes tus números:</td></tr>
<tr><td style="padding:18px 30px">
<table width="100%" cellpadding="10" cellspacing="6" style="text-align:center">
<tr>
<td style="background:#2c2c2e;border-radius:8px"><div style="font-size:28px;font-weight:bold;color:#fc4c02">24,6</div><div style="font-size:12px;color:#9a9aa0">km</div></td>
<td style="background:#2c2c2e;border-radius:8px"><div style="font-size:28px;font-weight:bold;color:#fc4c02">2:20:18</div><div style="font-size:12px;color:#9a9aa0">tiempo</div></td>
<td style="background:#2c2c2e;border-radius:8px"><div style="font-size:28px;font-weight:bold;color:#fc4c02">5:42</div><div style="font-size:12px;color:#9a9aa0">min/km</div></td>
<td style="background:#2c2c2e;border-radius:8px"><div style="font-size:28px;font-weight:bold;color:#fc4c02">312</div><div style="font-size:12px;color:#9a9aa0">m desnivel</div></td>
</tr></table></td></tr>
<tr><td style="padding:0 30px;font-size:15px;line-height:1.6">
🏅 <b>Nuevo récord personal</b> en 10 km: 54:07 (antes 55:31), el sábado 7 de marzo a las 09:14 en el Parque del Turia.<br>
📈 Llevas 187,3 km en 2026, un 12 % más que el año pasado por estas fechas.<br>
🔥 Racha actual: 6 semanas seguidas con al menos 2 salidas.<br>
👥 <b>runner_alex21</b> y <b>pili.trail75</b> te han dado 14 «ánimos» esta semana.
</td></tr>
<tr><td style="padding:18px 30px;font-size:15px">Próximo reto: <b>Medio Maratón de Primavera</b>, domingo 19 de abril de 2026, salida 08:30. Dorsales a partir del n.º 4001 para tu cajón (sub-2h).</td></tr>
<tr><td style="padding:10px 30px 26px"><a href="https://www.corredores.example/atleta/marta1999/semana/2026-10" style="background:#fc4c02;color:#fff;padding:12px 24px;text-decoration:none;border-radius:4px;font-weight:bold">Ver mi semana completa</a></td></tr>
<tr><td style="padding:16px 30px;font-size:11px;color:#6e6e73;border-top:1px solid #333">Recibes este resumen porque lo activaste en tu perfil (usuario: marta1999).
<a href="https://www.corredores.example/ajustes/correo/baja?u=marta1999&amp;t=resumen" style="color:#6e6e73">Darse de baja</a> ·
<a href="https://www.corredores.example/privacidad" style="color:#6e6e73">Privacidad</a><br>
Corredores Apps S.L. · Avinguda del Port 60, 46023 València</td></tr>
</table>
</body></html>
""")

M(lang="es", kind="booking_ref", otp=None, link=None,
  sender=("Vuela Sur", "reservas@vuelasur.example"), to=("Alejandro Ruiz Prieto", "aruizprieto@correo-rapido.example"),
  subject="Confirmación de tu reserva BWX4TZ · Madrid – Tenerife Norte", date="2026-03-02 20:41:17 +0100",
  charset="utf-8", cte="quoted-printable",
  text="""
VUELA SUR · Confirmación de reserva

Hola, Alejandro:

¡Ya tienes tu vuelo! Estos son los datos de tu reserva.

Localizador: BWX4TZ
Número de billete: 075-2140098317
Fecha de emisión: 02/03/2026

IDA · viernes 3 de abril de 2026
VS 3402  Madrid-Barajas (MAD) T4  11:35  →  Tenerife Norte (TFN)  13:20 (hora local)
Asiento: 14F · Tarifa: Básica · Equipaje: 1 bolso bajo el asiento (40 × 30 × 20 cm)

VUELTA · lunes 6 de abril de 2026
VS 3409  Tenerife Norte (TFN)  18:05  →  Madrid-Barajas (MAD) T4  21:40
Asiento: 12A · Tarifa: Básica

Pasajero: RUIZ PRIETO / ALEJANDRO MR
Residente canario: No

Importe total: 187,46 € (tarifa 118,00 € + tasas 59,46 € + gastos de gestión 10,00 €)
Pagado con Mastercard terminada en 9931

Facturación online: desde 48 horas hasta 2 horas antes de la salida.
Gestionar reserva: https://www.vuelasur.example/mi-reserva?loc=BWX4TZ&apellido=RUIZ

Atención al cliente: +34 910 555 402 (lunes a domingo, de 7:00 a 23:00)

Vuela Sur Líneas Aéreas, S.A. · Avenida de la Hispanidad 6, 28042 Madrid
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e7f1f8;font-family:Arial,sans-serif;color:#10324a">
<table align="center" width="620" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:18px 28px;background:#00a3e0;color:#fff;font-size:22px;font-weight:bold">VUELA SUR <span style="font-weight:normal;font-size:14px">· Confirmación de reserva</span></td></tr>
<tr><td style="padding:24px 28px;font-size:14px;line-height:1.5">
<p>Hola, Alejandro:</p>
<p>¡Ya tienes tu vuelo! Estos son los datos de tu reserva.</p>
<table width="100%" cellpadding="10" style="background:#f2f8fc;border-radius:6px">
<tr><td>Localizador<br><span style="font-size:28px;font-weight:bold;letter-spacing:4px">BWX4TZ</span></td>
<td>Número de billete<br>075-2140098317<br><span style="font-size:12px;color:#567">Emitido el 02/03/2026</span></td></tr>
</table>
<h3 style="margin:22px 0 6px">Ida · viernes 3 de abril de 2026</h3>
<p style="margin:0">VS 3402 · Madrid-Barajas (MAD) T4 <b>11:35</b> → Tenerife Norte (TFN) <b>13:20</b> (hora local)<br>Asiento 14F · Tarifa Básica · 1 bolso bajo el asiento (40 × 30 × 20 cm)</p>
<h3 style="margin:18px 0 6px">Vuelta · lunes 6 de abril de 2026</h3>
<p style="margin:0">VS 3409 · Tenerife Norte (TFN) <b>18:05</b> → Madrid-Barajas (MAD) T4 <b>21:40</b><br>Asiento 12A · Tarifa Básica</p>
<p style="margin-top:18px">Pasajero: RUIZ PRIETO / ALEJANDRO MR · Residente canario: No</p>
<p>Importe total: <b>187,46 €</b> (tarifa 118,00 € + tasas 59,46 € + gastos de gestión 10,00 €)<br>Pagado con Mastercard terminada en 9931</p>
<p>Facturación online: desde 48 horas hasta 2 horas antes de la salida.</p>
<p><a href="https://www.vuelasur.example/mi-reserva?loc=BWX4TZ&amp;apellido=RUIZ" style="background:#ffb81c;color:#10324a;padding:12px 22px;text-decoration:none;font-weight:bold;border-radius:4px">Gestionar mi reserva</a></p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#678;background:#f7f9fb">Atención al cliente: +34 910 555 402 (lunes a domingo, de 7:00 a 23:00)<br>Vuela Sur Líneas Aéreas, S.A. · Avenida de la Hispanidad 6, 28042 Madrid</td></tr>
</table>
</body></html>
""")

M(lang="es", kind="booking_ref", otp=None, link=None,
  sender=("Hotel Casa Azul Oaxaca", "reservaciones@casaazuloaxaca.example"), to=("Fernanda Treviño", "fer.trevino@correo-mx.example"),
  subject="Confirmación de reservación #88421907 - Hotel Casa Azul", date="2026-03-03 18:20:33 -0600",
  charset="utf-8", cte="8bit",
  text="""
Estimada Sra. Fernanda Treviño:

Le agradecemos su preferencia. Con gusto confirmamos su reservación en Hotel Casa Azul Oaxaca:

Número de confirmación: 88421907
Clave de reservación: CAZ-7T3K
Llegada: jueves 2 de abril de 2026 (check-in a partir de las 15:00 hrs)
Salida: domingo 5 de abril de 2026 (check-out hasta las 12:00 hrs)
Habitación: Suite Jardín con terraza, 1 cama king size
Huéspedes: 2 adultos, 1 menor (8 años)
Tarifa: MXN $3,450.00 por noche, desayuno incluido
Total (3 noches): MXN $10,350.00 + IVA 16% e ISH 4% = MXN $12,420.00

Anticipo recibido: MXN $3,450.00 (transferencia del 03/03/2026)
Saldo a pagar en el hotel: MXN $8,970.00

Política de cancelación: sin cargo hasta 72 horas antes de la llegada (antes del 30 de marzo a las 15:00 hrs). Después se cobrará una noche.

Semana Santa: le recordamos que del 29 de marzo al 5 de abril el Centro Histórico tiene cierres viales; le sugerimos llegar por la calle Macedonio Alcalá n.º 407.

Para cualquier duda estamos a sus órdenes:
Tel. +52 951 555 0142 | WhatsApp +52 951 555 0199

Atentamente,

Lucía Hernández Cruz
Recepción y Reservaciones
Hotel Casa Azul Oaxaca
Av. Macedonio Alcalá 407, Centro, C.P. 68000, Oaxaca de Juárez, Oax.
""")

M(lang="es", kind="newsletter_numbers", otp=None, link=None,
  sender=("Tienda Nube Roja", "pedidos@nuberoja.example"), to=("Irene Castillo", "irene.castillo@correo-rapido.example"),
  subject="Hemos recibido tu pedido #ES-2026-118842", date="2026-03-07 22:03:51 +0100",
  charset="iso-8859-15", cte="quoted-printable",
  html="""
<html>
<head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-15"></head>
<body style="font-family:Arial,sans-serif;font-size:14px;color:#333;background:#ffffff">
<div style="max-width:600px;margin:0 auto">
<div style="border-bottom:3px solid #c8102e;padding:14px 0;font-size:22px;color:#c8102e;font-weight:bold">NUBE ROJA</div>
<p>¡Gracias por tu compra, Irene!</p>
<p>Hemos recibido tu pedido y lo estamos preparando. Te avisaremos cuando salga de nuestro almacén de Getafe.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px">
<tr style="background:#f6f6f6"><td><b>Pedido</b></td><td>#ES-2026-118842</td></tr>
<tr><td><b>Fecha</b></td><td>07/03/2026 22:01</td></tr>
<tr style="background:#f6f6f6"><td><b>Forma de pago</b></td><td>Tarjeta (Visa **** 2208)</td></tr>
<tr><td><b>Envío</b></td><td>Estándar 48/72 h - entrega estimada entre el 10/03 y el 11/03</td></tr>
</table>
<h3 style="border-bottom:1px solid #ddd;padding-bottom:4px">Artículos</h3>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px">
<tr><td>Zapatillas urbanas «Lisboa», talla 38, color arena<br><span style="color:#888">Ref. NR-ZP-40318-38</span></td><td>1</td><td align="right">59,95 €</td></tr>
<tr><td>Calcetines tobilleros, pack 3 pares<br><span style="color:#888">Ref. NR-CT-10025</span></td><td>2</td><td align="right">15,90 €</td></tr>
<tr><td>Bolso bandolera piel, coñac<br><span style="color:#888">Ref. NR-BL-77102</span></td><td>1</td><td align="right">45,00 €</td></tr>
<tr><td colspan="2">Descuento 10 % (primera compra)</td><td align="right">-12,09 €</td></tr>
<tr><td colspan="2">Gastos de envío</td><td align="right">3,95 €</td></tr>
<tr><td colspan="2"><b>Total (IVA 21 % incluido: 19,55 €)</b></td><td align="right"><b>112,71 €</b></td></tr>
</table>
<h3 style="border-bottom:1px solid #ddd;padding-bottom:4px">Dirección de entrega</h3>
<p>Irene Castillo Vega<br>C/ de Embajadores 88, 3.º B<br>28012 Madrid<br>Tel. 655 555 018</p>
<p><a href="https://www.nuberoja.example/mi-cuenta/pedidos/ES-2026-118842" style="background:#c8102e;color:#fff;padding:10px 20px;text-decoration:none">Ver mi pedido</a></p>
<p style="font-size:12px;color:#777">Tienes 30 días para cambios y devoluciones gratuitas. ¿Dudas? Escríbenos a ayuda@nuberoja.example o llama al 910 555 733 (L-V de 9:00 a 19:00).</p>
<p style="font-size:11px;color:#aaa">Nube Roja Moda S.L. - CIF B-85550214 - Polígono Los Olivos, C/ Innovación 5, 28906 Getafe (Madrid)</p>
</div>
</body>
</html>
""")

M(lang="es", kind="newsletter_numbers", otp=None, link=None,
  sender=("Telefonía Brisa", "facturacion@brisa-telefonia.example"), to=("Jordi Puig Serra", "jordi.puig@brisa-telefonia.example"),
  subject="Tu factura de febrero ya está disponible", date="2026-03-03 04:40:00 +0100",
  charset="windows-1252", cte="quoted-printable",
  text="""
Hola, Jordi:

Ya puedes consultar tu factura de Telefonía Brisa correspondiente al periodo del 01/02/2026 al 28/02/2026.

  Número de factura:   BR-F-2026-0211874
  Número de cliente:   30-4471902
  Fecha de emisión:    01/03/2026
  Fecha de cargo:      05/03/2026 en la cuenta ES** **** **** **** **** 4418

  Tarifa Brisa Fibra 600 Mb + Móvil 50 GB     38,00 €
  Línea adicional 612 555 097 (10 GB)           7,00 €
  Llamadas a números especiales (902)           1,24 €
  Descuento permanencia (mes 9 de 12)          -5,00 €
  Base imponible                               41,24 €
  IVA (21 %)                                    8,66 €
  TOTAL                                        49,90 €

Consumo de datos de tu línea principal 644 555 310: 31,7 GB de 50 GB (63 %).

A partir del 1 de abril de 2026 tus GB no consumidos se acumulan al mes siguiente, hasta un máximo de 100 GB. No tienes que hacer nada.

Descarga la factura en PDF desde el Área Cliente o en la app Mi Brisa.

Atención al cliente: 1555 desde tu móvil Brisa (gratis) o 900 555 155 desde cualquier otro teléfono.

Un saludo,
Telefonía Brisa

Brisa Telecomunicaciones, S.A. · C/ Pere IV 312, 08020 Barcelona · NIF A-08555321
Este correo se ha enviado de forma automática; por favor, no respondas a esta dirección.
""")

M(lang="es", kind="new_and_old_code", otp="207468", shown="207 468", link=None,
  sender=("Ágora Seguros", "clientes@agoraseguros.example"), to=("Beatriz Moreno", "beatriz.moreno@correo-rapido.example"),
  subject="Nuevo código de verificación – Área de clientes", date="2026-03-05 11:31:09 +0100",
  charset="utf-8", cte="quoted-printable",
  text="""
Estimada Beatriz:

Has solicitado un nuevo código para acceder al Área de clientes de Ágora Seguros.

El código anterior, 551 902, ya no es válido.

Usa este:

207 468

Tienes 10 minutos para introducirlo. Si vuelves a pedir otro, este dejará de funcionar también.

Recuerda que en Ágora Seguros nunca te pediremos este código por teléfono, SMS ni WhatsApp.

Póliza de hogar n.º 0044-HOG-558120 · Próximo recibo: 01/04/2026, 212,40 €

Atentamente,
Ágora Seguros
Atención al cliente: 900 555 860 · Asistencia 24 h: 902 555 861
Ágora Seguros y Reaseguros, S.A. · Paseo de la Castellana 95, 28046 Madrid
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="font-family:'Open Sans',Arial,sans-serif;background:#f4f1fa;color:#2c2541">
<div style="max-width:560px;margin:20px auto;background:#fff;padding:28px;border-radius:4px">
<p style="font-size:20px;color:#5b3fa0;font-weight:bold;margin-top:0">ágora seguros</p>
<p>Estimada Beatriz:</p>
<p>Has solicitado un nuevo código para acceder al Área de clientes de Ágora Seguros.</p>
<p style="color:#9b1c31">El código anterior, <b>551 902</b>, ya no es válido.</p>
<p>Usa este:</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:5px;color:#5b3fa0;margin:6px 0 18px">207 468</p>
<p>Tienes 10 minutos para introducirlo. Si vuelves a pedir otro, este dejará de funcionar también.</p>
<p style="font-size:13px;color:#666">Recuerda que en Ágora Seguros nunca te pediremos este código por teléfono, SMS ni WhatsApp.</p>
<p style="font-size:13px;background:#f4f1fa;padding:10px">Póliza de hogar n.º 0044-HOG-558120 · Próximo recibo: 01/04/2026, 212,40 €</p>
<p>Atentamente,<br>Ágora Seguros</p>
<p style="font-size:11px;color:#999">Atención al cliente: 900 555 860 · Asistencia 24 h: 902 555 861<br>Ágora Seguros y Reaseguros, S.A. · Paseo de la Castellana 95, 28046 Madrid</p>
</div>
</body></html>
""")

M(lang="es", kind="prefix_code", otp="730914", shown="PM-730914", link=None,
  sender=("Pagamás", "seguridad@pagamas.example"), to="raul.dominguez@correo-rapido.example",
  subject="PM-730914 es tu código de Pagamás", date="2026-03-08 12:45:26 +0100",
  charset="utf-8", cte="quoted-printable",
  text="""
PM-730914 es tu código de Pagamás.

Introduce solo los seis números en la app para vincular tu nuevo teléfono. Las letras «PM» solo sirven para que reconozcas que el mensaje es nuestro.

Caduca a las 12:55 (hora peninsular).

¿No estás cambiando de teléfono? Bloquea tu cuenta desde pagamas.example/bloqueo o llama al 910 555 276.

Pagamás Entidad de Pago, S.L. · Registro del Banco de España n.º 6855
""")

M(lang="es", kind="reset_in_code_mail", otp="918244", shown="918 244", link=None,
  sender=("Marea Música", "no-responder@mareamusica.example"), to="lucia.navarro@correo-rapido.example",
  subject="Tu código de inicio de sesión en Marea", date="2026-03-10 23:17:45 +0100",
  charset="utf-8", cte="quoted-printable",
  text="""
Hola, Lucía:

Usa este código para iniciar sesión en Marea:

918 244

El código vence en 15 minutos.

Intento de inicio de sesión:
Dispositivo: Chrome en Windows
Ubicación aproximada: Zaragoza, España
Fecha: 10 de marzo de 2026, 23:17

¿No has sido tú? Alguien podría conocer tu contraseña. Restablécela ahora:
https://cuentas.mareamusica.example/password/reset?origen=alerta-login&sid=f03b72c1e8

Marea Música S.L. · Calle del Coso 41, 50001 Zaragoza
Centro de ayuda: https://ayuda.mareamusica.example
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="background:#0f1b2d;margin:0;font-family:Arial,sans-serif">
<table align="center" width="520" cellpadding="0" cellspacing="0" style="background:#fff;margin:24px auto;border-radius:8px">
<tr><td style="padding:26px 30px 10px"><img src="https://cdn.mareamusica.example/email/marea-wordmark.png" width="120" alt="Marea"></td></tr>
<tr><td style="padding:0 30px;font-size:15px;color:#1b2735;line-height:1.5">
<p>Hola, Lucía:</p>
<p>Usa este código para iniciar sesión en Marea:</p>
<p style="font-size:36px;font-weight:bold;letter-spacing:4px;margin:10px 0">918 244</p>
<p style="color:#6b7a8c;font-size:13px">El código vence en 15 minutos.</p>
<table cellpadding="3" style="font-size:13px;color:#445">
<tr><td>Dispositivo:</td><td>Chrome en Windows</td></tr>
<tr><td>Ubicación aproximada:</td><td>Zaragoza, España</td></tr>
<tr><td>Fecha:</td><td>10 de marzo de 2026, 23:17</td></tr>
</table>
<p style="margin-top:20px">¿No has sido tú? Alguien podría conocer tu contraseña.</p>
<p><a href="https://cuentas.mareamusica.example/password/reset?origen=alerta-login&amp;sid=f03b72c1e8" style="color:#fff;background:#1f6feb;padding:10px 18px;border-radius:4px;text-decoration:none">Restablecer contraseña</a></p>
</td></tr>
<tr><td style="padding:22px 30px;font-size:11px;color:#8899aa">Marea Música S.L. · Calle del Coso 41, 50001 Zaragoza · <a href="https://ayuda.mareamusica.example" style="color:#8899aa">Centro de ayuda</a></td></tr>
</table>
</body></html>
""")

M(lang="es", kind="no_code_word", otp="381706", shown="381 706", link=None,
  sender=("Cuadernia", "hola@cuadernia.example"), to="samuel.ortega@correo-rapido.example",
  subject="Confirma tu correo electrónico", date="2026-03-04 09:58:12 +0100",
  charset="utf-8", cte="quoted-printable",
  html="""
<!DOCTYPE html>
<html lang="es"><head><meta charset="utf-8"><title>Confirma tu correo</title></head>
<body style="margin:0;background:#fafafa;font-family:Inter,Helvetica,Arial,sans-serif;color:#18181b">
<div style="max-width:500px;margin:40px auto;padding:32px;background:#fff;border:1px solid #e4e4e7;border-radius:10px">
<p style="font-size:18px;font-weight:700;margin-top:0">cuadernia</p>
<p>¡Hola, Samuel!</p>
<p>Para terminar de crear tu cuenta, introduce estos dígitos en la pantalla de registro:</p>
<p style="font-size:30px;font-weight:700;letter-spacing:6px;text-align:center;padding:12px;background:#f4f4f5;border-radius:8px">381 706</p>
<p style="font-size:13px;color:#71717a">Son válidos durante 20 minutos. Si cierras la pantalla sin querer, puedes pedir unos nuevos desde la propia app.</p>
<p style="font-size:13px;color:#71717a">Si no te has registrado en Cuadernia, ignora este mensaje y no se creará ninguna cuenta.</p>
<hr style="border:none;border-top:1px solid #e4e4e7">
<p style="font-size:11px;color:#a1a1aa">Cuadernia · Calle Ercilla 24, 48011 Bilbao · <a href="https://cuadernia.example/privacidad" style="color:#a1a1aa">Privacidad</a></p>
</div>
</body></html>
""")

M(lang="es", kind="subject_only", otp="7Q4M2X", link=None,
  sender=("Archivo Nube", "avisos@archivonube.example"), to="c.serrano@estudio-serrano.example",
  subject="Tu clave temporal de Archivo Nube: 7Q4M2X", date="2026-03-06 17:39:02 +0100",
  charset="utf-8", cte="quoted-printable",
  text="""
Hola:

Has solicitado acceder a tu espacio de Archivo Nube desde un navegador nuevo.

Usa la clave temporal que aparece en el asunto de este correo. Es válida durante 10 minutos y solo sirve una vez. Distingue entre letras y números, pero no entre mayúsculas y minúsculas.

Detalles de la solicitud:
- Fecha y hora: 06/03/2026 17:38
- Navegador: Edge 134 en Windows 11
- Dirección IP: 198.51.100.23 (Murcia, España)

Si no has sido tú, cambia tu contraseña y revisa los dispositivos conectados desde Ajustes > Seguridad.

Archivo Nube · almacenamiento seguro para despachos profesionales
Calle Trapería 7, 30001 Murcia · Tel. 968 555 314
""")

M(lang="es", kind="magic_link", otp=None,
  link="https://links.ferialocal.example/ls/click?upn=Ym9ja2luZy1sb2dpbi0yOTkx-2BhR7xK_eT4mQ&cid=ingreso",
  link_alt=["https://www.ferialocal.example/ingresar/enlace?token=a91f2d7c5b3e4f60&usuario=773412"],
  sender=("Feria Local", "hola@ferialocal.example"), to=("Martín Acosta", "martin.acosta@correo-ar.example"),
  subject="Tu enlace para ingresar a Feria Local", date="2026-03-07 10:05:33 -0300",
  charset="utf-8", cte="base64",
  headers=[("List-Unsubscribe", "<https://links.ferialocal.example/wf/unsubscribe?upn=Ym9ja2luZy11bnN1Yg>")],
  text="""
¡Hola, Martín!

Recibimos un pedido para ingresar a tu cuenta de Feria Local. Tocá el enlace de abajo desde este mismo dispositivo y vas a entrar directo, sin contraseña:

https://www.ferialocal.example/ingresar/enlace?token=a91f2d7c5b3e4f60&usuario=773412

El enlace vence en 10 minutos y sirve una sola vez.

¿No fuiste vos? Ignorá este mensaje; nadie puede entrar a tu cuenta sin abrir este enlace.

Esta semana en Feria Local: más de 3.200 productores de todo el país, envíos a CABA desde $ 2.900 y hasta 6 cuotas sin interés.

Feria Local S.R.L. · Av. Corrientes 2140, piso 5, C1045AAQ Ciudad Autónoma de Buenos Aires
Dejar de recibir novedades: https://links.ferialocal.example/wf/unsubscribe?upn=Ym9ja2luZy11bnN1Yg
""",
  html="""
<!DOCTYPE html>
<html lang="es-AR"><head><meta charset="utf-8"><title>Ingresá a Feria Local</title></head>
<body style="margin:0;background:#fff8e1">
<p style="text-align:center;font-family:Arial,sans-serif;font-size:11px;color:#9e8f5e;margin:10px 0"><a href="https://links.ferialocal.example/ls/click?upn=dmVyLWVuLW5hdmVnYWRvcg-2B_kP2" style="color:#9e8f5e">Ver en el navegador</a></p>
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#3e2f1c;border-radius:10px">
<tr><td style="padding:24px 30px;background:#f9a825;border-radius:10px 10px 0 0;font-size:24px;font-weight:bold;color:#3e2f1c">🧺 Feria Local</td></tr>
<tr><td style="padding:26px 30px;font-size:15px;line-height:1.55">
<p>¡Hola, Martín!</p>
<p>Recibimos un pedido para ingresar a tu cuenta de Feria Local. Tocá el botón desde este mismo dispositivo y vas a entrar directo, sin contraseña.</p>
<p style="text-align:center;margin:26px 0"><a href="https://links.ferialocal.example/ls/click?upn=Ym9ja2luZy1sb2dpbi0yOTkx-2BhR7xK_eT4mQ&amp;cid=ingreso" style="background:#3e2f1c;color:#fff;padding:14px 32px;border-radius:6px;text-decoration:none;font-weight:bold">Ingresar a mi cuenta</a></p>
<p style="font-size:13px;color:#7a6a52">El enlace vence en 10 minutos y sirve una sola vez. ¿No fuiste vos? Ignorá este mensaje; nadie puede entrar a tu cuenta sin abrir este enlace.</p>
</td></tr>
<tr><td style="padding:18px 30px;background:#fff3cd;font-size:14px">Esta semana en Feria Local: más de 3.200 productores de todo el país, envíos a CABA desde $ 2.900 y hasta 6 cuotas sin interés. <a href="https://links.ferialocal.example/ls/click?upn=cHJvbW8tbWFyem8-2B_q1" style="color:#b26a00">Ver ofertas</a></td></tr>
<tr><td style="padding:16px 30px;font-size:11px;color:#9e8f5e">Feria Local S.R.L. · Av. Corrientes 2140, piso 5, C1045AAQ Ciudad Autónoma de Buenos Aires<br>
<a href="https://links.ferialocal.example/ls/click?upn=YXl1ZGE-2B_h0" style="color:#9e8f5e">Ayuda</a> · <a href="https://links.ferialocal.example/ls/click?upn=cHJpdmFjaWRhZA-2B_p0" style="color:#9e8f5e">Privacidad</a> · <a href="https://links.ferialocal.example/wf/unsubscribe?upn=Ym9ja2luZy11bnN1Yg" style="color:#9e8f5e">Dejar de recibir novedades</a></td></tr>
</table>
<img src="https://links.ferialocal.example/wf/open?upn=b3Blbi03NzM0MTI" alt="" width="1" height="1" border="0">
</body></html>
""")

M(lang="es", kind="phone_and_dates", otp="629107", shown="62 91 07", link=None,
  sender=("Banco Meridiano", "avisos@bancomeridiano.example"), to=("Antonio Gil Ferrer", "agilferrer@correo-rapido.example"),
  subject="Firma de operación: transferencia de 340,00 €", date="2026-03-07 18:22:41 +0100",
  charset="utf-8", cte="quoted-printable",
  text="""
BANCO MERIDIANO

Estimado cliente:

Para firmar la operación que está realizando en Meridiano Online introduzca la siguiente clave de firma:

62 91 07

Datos de la operación:
Tipo: transferencia inmediata
Importe: 340,00 €
Beneficiario: Talleres Hermanos Ferrer S.L.
Cuenta destino: ES12 5555 0087 1200 0049 3371
Fecha: 07/03/2026 a las 18:22
Concepto: Factura 2026/0117 revisión 90.000 km

La clave caduca en 3 minutos.

Si no reconoce esta operación, no introduzca la clave y llame inmediatamente al 900 555 218 (24 horas) o, desde el extranjero, al +34 963 555 218.

Oficina 0412 · Calle Colón 30, 46004 Valencia · Tel. 963 555 400 · Horario: lunes a viernes de 8:30 a 14:30

Banco Meridiano, S.A. · Inscrito en el Registro Mercantil de Valencia · NIF A-46555102
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;font-size:14px;color:#222;background:#eef2f5">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#003b5c;color:#fff;padding:16px 24px;font-weight:bold;letter-spacing:2px">BANCO MERIDIANO</td></tr>
<tr><td style="padding:24px">
<p>Estimado cliente:</p>
<p>Para firmar la operación que está realizando en Meridiano Online introduzca la siguiente clave de firma:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:3px;color:#003b5c;text-align:center;border:1px dashed #003b5c;padding:10px">62 91 07</p>
<table cellpadding="4" style="font-size:13px">
<tr><td style="color:#666">Tipo</td><td>transferencia inmediata</td></tr>
<tr><td style="color:#666">Importe</td><td><b>340,00 €</b></td></tr>
<tr><td style="color:#666">Beneficiario</td><td>Talleres Hermanos Ferrer S.L.</td></tr>
<tr><td style="color:#666">Cuenta destino</td><td>ES12 5555 0087 1200 0049 3371</td></tr>
<tr><td style="color:#666">Fecha</td><td>07/03/2026 a las 18:22</td></tr>
<tr><td style="color:#666">Concepto</td><td>Factura 2026/0117 revisión 90.000 km</td></tr>
</table>
<p>La clave caduca en 3 minutos.</p>
<p style="background:#fff5e0;padding:10px">Si no reconoce esta operación, no introduzca la clave y llame inmediatamente al <b>900 555 218</b> (24 horas) o, desde el extranjero, al +34 963 555 218.</p>
<p style="font-size:12px;color:#666">Oficina 0412 · Calle Colón 30, 46004 Valencia · Tel. 963 555 400 · Horario: lunes a viernes de 8:30 a 14:30</p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:10px;color:#999;background:#f7f7f7">Banco Meridiano, S.A. · Inscrito en el Registro Mercantil de Valencia · NIF A-46555102</td></tr>
</table>
</body></html>
""")

M(lang="es", kind="newsletter_numbers", otp=None, link=None,
  sender=("Librería El Faro", "boletin@libreriaelfaro.example"), to="pilar.sanz@correo-rapido.example",
  subject="Novedades de marzo + 15 % en narrativa con el cupón LIBROS15", date="2026-03-12 09:15:00 +0100",
  charset="utf-8", cte="quoted-printable",
  headers=[("List-Unsubscribe", "<https://www.libreriaelfaro.example/boletin/baja?s=55120&h=9e3a1f>"), ("Precedence", "bulk")],
  html="""
<!DOCTYPE html>
<html lang="es"><head><meta charset="utf-8"><title>Boletín n.º 148 · Marzo 2026</title></head>
<body style="margin:0;background:#f3efe6">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#fffdf8;font-family:Georgia,serif;color:#2a2520">
<tr><td style="padding:10px 26px;font-family:Arial,sans-serif;font-size:11px;color:#8a8175">Boletín n.º 148 · Marzo 2026 · <a href="https://www.libreriaelfaro.example/boletin/148" style="color:#8a8175">Leer en la web</a></td></tr>
<tr><td style="padding:20px 26px;text-align:center;border-bottom:1px solid #e0d8c8"><span style="font-size:30px">Librería El Faro</span><br><span style="font-family:Arial,sans-serif;font-size:12px;letter-spacing:3px;color:#8a8175">GIJÓN · DESDE 1979</span></td></tr>
<tr><td style="padding:24px 26px;font-size:16px;line-height:1.6">
<p>Querida lectora, querido lector:</p>
<p>Marzo llega cargado de novedades. Y para celebrar que este año cumplimos 47 años, hasta el 31 de marzo tienes un <b>15 % de descuento en narrativa</b> con el cupón <b style="font-family:'Courier New',monospace;background:#efe6d2;padding:2px 6px">LIBROS15</b> (compras superiores a 25 €, no acumulable con el precio fijo de novedades de menos de 2 años, según la Ley 10/2007).</p>
</td></tr>
<tr><td style="padding:0 26px">
<table width="100%" cellpadding="10" style="font-size:14px">
<tr><td width="33%" valign="top"><b>La casa de las mareas</b><br>Inés Albarrán<br>ISBN 978-84-555-1203-7<br>22,90 €</td>
<td width="33%" valign="top"><b>El último farero</b><br>Julián Posada<br>ISBN 978-84-555-0871-9<br>19,50 €</td>
<td width="33%" valign="top"><b>Cocina de aprovechamiento</b><br>Marta Llano<br>ISBN 978-84-555-2290-6<br>24,00 €</td></tr>
</table></td></tr>
<tr><td style="padding:16px 26px;font-size:15px;line-height:1.6">
<b>Agenda</b><br>
· Jueves 19/03, 19:30 h – Presentación de <i>El último farero</i> con su autor. Aforo: 60 personas.<br>
· Sábado 28/03, 11:00 h – Cuentacuentos infantil (de 4 a 8 años), 3 € por niño.<br>
· Club de lectura: 2.º y 4.º martes de cada mes, 18:00 h. Quedan 4 plazas.
</td></tr>
<tr><td style="padding:16px 26px;font-family:Arial,sans-serif;font-size:11px;color:#8a8175;border-top:1px solid #e0d8c8">
Librería El Faro · Calle Corrida 21, 33206 Gijón (Asturias) · Tel. 985 555 172 · Lunes a sábado de 10:00 a 14:00 y de 17:00 a 20:30<br>
Recibes este boletín porque te suscribiste en nuestra web. <a href="https://www.libreriaelfaro.example/boletin/baja?s=55120&amp;h=9e3a1f" style="color:#8a8175">Darte de baja</a> · <a href="https://www.libreriaelfaro.example/privacidad" style="color:#8a8175">Política de privacidad</a></td></tr>
</table>
</body></html>
""")

# ---------------------------------------------------------------------------
# Portuguese (pt): Brazilian and European
# ---------------------------------------------------------------------------

M(lang="pt", kind="username_digits", otp="736204", shown="736 204", link=None,
  sender=("Turma Online", "nao-responda@turmaonline.example"), to="joao.silva2001@emailbr.example",
  subject="Seu código de verificação da Turma Online", date="2026-03-05 20:11:48 -0300",
  charset="utf-8", cte="quoted-printable",
  text="""
Olá, joao.silva2001!

Recebemos um pedido para entrar na sua conta da Turma Online pelo aplicativo Android.

Seu código de verificação é 736 204

Ele vale por 10 minutos. Não compartilhe esse código com ninguém, nem com professores ou colegas de turma.

Matrícula: 2026.1.04417 · Curso: Preparatório ENEM Intensivo – Turma 3B

Se não foi você que tentou entrar, recomendamos trocar sua senha em Perfil > Segurança.

Bons estudos!
Equipe Turma Online

Turma Online Educação Ltda. · Rua dos Timbiras 1200, sala 804 · Belo Horizonte/MG · CEP 30140-061
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="background:#f0f4ff;margin:0;font-family:Roboto,Arial,sans-serif;color:#1e2a4a">
<table align="center" width="520" cellpadding="0" cellspacing="0" style="background:#fff;margin:24px auto;border-radius:10px">
<tr><td style="padding:22px 28px;border-bottom:1px solid #e3e8f4"><b style="color:#3d5afe;font-size:20px">Turma</b><b style="font-size:20px">Online</b></td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:1.55">
<p>Olá, joao.silva2001!</p>
<p>Recebemos um pedido para entrar na sua conta da Turma Online pelo aplicativo Android.</p>
<p>Seu código de verificação é</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:6px;color:#3d5afe;margin:4px 0 16px">736 204</p>
<p style="font-size:13px;color:#6b7590">Ele vale por 10 minutos. Não compartilhe esse código com ninguém, nem com professores ou colegas de turma.</p>
<p style="font-size:13px;background:#f6f8fd;padding:10px;border-radius:6px">Matrícula: 2026.1.04417 · Curso: Preparatório ENEM Intensivo – Turma 3B</p>
<p style="font-size:13px">Se não foi você que tentou entrar, recomendamos trocar sua senha em Perfil &gt; Segurança.</p>
<p>Bons estudos!<br>Equipe Turma Online</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#9aa3ba">Turma Online Educação Ltda. · Rua dos Timbiras 1200, sala 804 · Belo Horizonte/MG · CEP 30140-061</td></tr>
</table>
</body></html>
""")

M(lang="pt", kind="username_digits", otp=None, link=None,
  sender=("Receitas da Avó", "notificacoes@receitasdaavo.example"), to="rita.martins85@correio-pt.example",
  subject="chef_nuno77 comentou a sua receita «Arroz de pato à moda de Braga»", date="2026-03-08 13:27:10 +0000",
  charset="utf-8", cte="quoted-printable",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="font-family:Georgia,serif;background:#fdf6ec;color:#3d2b1f;margin:0">
<div style="max-width:560px;margin:20px auto;background:#fff;padding:26px;border:1px solid #f0e2cc">
<p style="font-size:22px;margin:0 0 16px;color:#b5542c">Receitas da Avó</p>
<p>Olá rita_m85,</p>
<p>O utilizador <b>chef_nuno77</b> comentou a sua receita n.º 4412, <i>«Arroz de pato à moda de Braga»</i>:</p>
<blockquote style="border-left:3px solid #b5542c;margin:12px 0;padding:6px 14px;color:#5c4636">«Fiz ontem para 6 pessoas e ficou divinal! Só reduzi o forno para 190 ºC e deixei 25 minutos em vez de 35. Usei um pato de 2,3 kg e 500 g de arroz carolino. Nota 5/5.»</blockquote>
<p>A sua receita já foi guardada 1 284 vezes e tem uma média de 4,7 estrelas (212 avaliações). Está em 3.º lugar no ranking «Pratos de forno» de março de 2026.</p>
<p><a href="https://www.receitasdaavo.example/receitas/4412-arroz-de-pato-a-moda-de-braga#comentario-90217" style="background:#b5542c;color:#fff;padding:10px 20px;text-decoration:none;font-family:Arial,sans-serif">Responder ao comentário</a></p>
<p style="font-size:12px;color:#9a8574;font-family:Arial,sans-serif;margin-top:26px">Recebe este e-mail porque ativou as notificações de comentários.
<a href="https://www.receitasdaavo.example/conta/notificacoes?u=rita_m85" style="color:#9a8574">Alterar preferências</a><br>
Receitas da Avó, Lda. · Rua de Santa Catarina 310, 4000-443 Porto · NIPC 515 550 218</p>
</div>
</body></html>
""")

M(lang="pt", kind="booking_ref", otp=None, link=None,
  sender=("Asa Norte Linhas Aéreas", "reservas@asanorte.example"), to=("Camila Albuquerque", "camila.albuquerque@emailbr.example"),
  subject="Sua reserva está confirmada – localizador KTR8WZ", date="2026-03-04 09:36:15 -0300",
  charset="utf-8", cte="base64",
  text="""
ASA NORTE LINHAS AÉREAS

Olá, Camila!

Sua compra foi concluída e a sua passagem já está emitida. Boa viagem!

Localizador: KTR8WZ
Número do bilhete (e-ticket): 957-2301188420
Data da compra: 04/03/2026

IDA – quarta-feira, 22/04/2026
Voo AN 4410 · São Paulo/Guarulhos (GRU) 06:15 → Recife (REC) 09:35
Assento: 17A · Tarifa: Light (sem bagagem despachada)

VOLTA – domingo, 26/04/2026
Voo AN 4417 · Recife (REC) 21:50 → São Paulo/Guarulhos (GRU) 01:20 (+1 dia)
Assento: 17C · Tarifa: Light

Passageira: CAMILA ALBUQUERQUE · CPF ***.555.218-**
Programa de fidelidade: AsaMais n.º 4471 0098 2213 (vai acumular 1.430 pontos)

Valor total: R$ 1.284,37
Tarifa: R$ 1.098,00 · Taxas de embarque: R$ 136,37 · Taxa de serviço: R$ 50,00
Pagamento: cartão de crédito final 7702 em 3x de R$ 428,12 sem juros

Check-in online: de 48 h até 1 h antes do voo, pelo app ou pelo site.
Minhas viagens: https://www.asanorte.example/minhas-viagens?localizador=KTR8WZ&sobrenome=ALBUQUERQUE

Central de atendimento: 0800 555 4410 (24 horas) · WhatsApp (11) 95555-4410

Asa Norte Linhas Aéreas S.A. · CNPJ 12.555.318/0001-04 · Rodovia Hélio Smidt s/n, Guarulhos/SP, CEP 07190-100
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e8f3ee;font-family:Arial,sans-serif;color:#12352a">
<table align="center" width="620" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:18px 28px;background:#0f7b5f;color:#fff;font-size:20px;font-weight:bold">ASA NORTE <span style="font-weight:normal">Linhas Aéreas</span></td></tr>
<tr><td style="padding:24px 28px;font-size:14px;line-height:1.55">
<p>Olá, Camila!</p>
<p>Sua compra foi concluída e a sua passagem já está emitida. Boa viagem!</p>
<table width="100%" cellpadding="10" style="background:#f1f8f5">
<tr><td>Localizador<br><span style="font-size:28px;font-weight:bold;letter-spacing:4px">KTR8WZ</span></td>
<td>E-ticket<br>957-2301188420<br><span style="font-size:12px;color:#5b7a70">Compra em 04/03/2026</span></td></tr>
</table>
<p style="margin-top:18px"><b>IDA – quarta-feira, 22/04/2026</b><br>Voo AN 4410 · São Paulo/Guarulhos (GRU) <b>06:15</b> → Recife (REC) <b>09:35</b><br>Assento 17A · Tarifa Light (sem bagagem despachada)</p>
<p><b>VOLTA – domingo, 26/04/2026</b><br>Voo AN 4417 · Recife (REC) <b>21:50</b> → São Paulo/Guarulhos (GRU) <b>01:20</b> (+1 dia)<br>Assento 17C · Tarifa Light</p>
<p>Passageira: CAMILA ALBUQUERQUE · CPF ***.555.218-**<br>AsaMais n.º 4471 0098 2213 (vai acumular 1.430 pontos)</p>
<p>Valor total: <b>R$ 1.284,37</b><br><span style="font-size:12px;color:#5b7a70">Tarifa R$ 1.098,00 · Taxas de embarque R$ 136,37 · Taxa de serviço R$ 50,00 · Cartão final 7702 em 3x de R$ 428,12 sem juros</span></p>
<p><a href="https://www.asanorte.example/minhas-viagens?localizador=KTR8WZ&amp;sobrenome=ALBUQUERQUE" style="background:#0f7b5f;color:#fff;padding:12px 22px;text-decoration:none;border-radius:4px">Minhas viagens</a></p>
<p style="font-size:12px">Check-in online: de 48 h até 1 h antes do voo, pelo app ou pelo site.</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#6d8a80;background:#f7faf9">Central de atendimento: 0800 555 4410 (24 horas) · WhatsApp (11) 95555-4410<br>Asa Norte Linhas Aéreas S.A. · CNPJ 12.555.318/0001-04 · Rodovia Hélio Smidt s/n, Guarulhos/SP, CEP 07190-100</td></tr>
</table>
</body></html>
""")

M(lang="pt", kind="booking_ref", otp=None, link=None,
  sender=("Casa do Rio Guesthouse", "reservas@casadorio-porto.example"), to=("Henrik Larsen", "henrik.larsen@nordmail.example"),
  subject="Confirmação da sua reserva PRT5QX - Casa do Rio, Porto", date="2026-03-06 15:48:22 +0000",
  charset="iso-8859-15", cte="quoted-printable",
  text="""
Caro Sr. Henrik Larsen,

Obrigado por escolher a Casa do Rio Guesthouse. Temos o prazer de confirmar a sua reserva:

Código de reserva:   PRT5QX
N.º de reserva:      20260314-0082
Check-in:            sábado, 14 de março de 2026, a partir das 15h00
Check-out:           terça-feira, 17 de março de 2026, até às 11h00
Quarto:              Duplo com vista rio (quarto 3, 2.º andar, sem elevador)
Hóspedes:            2 adultos
Preço:               3 noites x 95,00 € = 285,00 €
Taxa turística:      2 pessoas x 3 noites x 3,00 € = 18,00 € (paga no local)
Total:               303,00 €

O pagamento do alojamento será debitado no cartão Visa terminado em 5540 no dia da chegada. Cancelamento gratuito até 48 horas antes do check-in (12/03/2026, 15h00).

Como chegar: do Aeroporto Francisco Sá Carneiro, apanhe a linha E do metro até à estação São Bento (cerca de 35 min, 2,60 € com o cartão recarregável). A Casa do Rio fica a 6 minutos a pé, na Rua da Fonte Taurina n.º 52.

Se chegar depois das 22h00, por favor avise-nos; deixaremos as chaves num cofre com instruções.

Telefone / WhatsApp: +351 22 555 0417

Com os melhores cumprimentos,

Inês Carvalho
Casa do Rio Guesthouse
Rua da Fonte Taurina 52, 4050-268 Porto
Registo AL n.º 55180/AL · NIF 505 555 318
""")

M(lang="pt", kind="newsletter_numbers", otp=None, link=None,
  sender=("Loja Caju", "pedidos@lojacaju.example"), to=("Rafael Nogueira", "rafael.nogueira@emailbr.example"),
  subject="Seu pedido nº 1029384756 foi enviado! 🚚", date="2026-03-09 16:02:40 -0300",
  charset="utf-8", cte="quoted-printable",
  text="""
Oi, Rafael!

Boa notícia: seu pedido saiu do nosso centro de distribuição em Extrema/MG.

Pedido nº 1029384756 · realizado em 06/03/2026
Código de rastreio: QB123456789BR
Transportadora: Rápido Cerrado
Previsão de entrega: até 13/03/2026

Itens:
1x Liquidificador Turbo 1200 W, 3 litros, 127 V – SKU CJ-LQ-88120 – R$ 189,90
2x Jogo de potes herméticos, 5 peças – SKU CJ-PT-10442 – R$ 49,90 cada
Frete: R$ 18,40
Desconto cupom BEMVINDO10: -R$ 28,97
Total: R$ 279,13 em 3x de R$ 93,04 (cartão final 4410)

Endereço de entrega:
Av. Paulista, 1578, apto 92 – Bela Vista
São Paulo/SP – CEP 01310-100

Nota fiscal eletrônica nº 000.318.552, série 1
Chave de acesso: 3526 0312 5553 1800 0104 5500 1000 3185 5210 0045 5180

Acompanhe a entrega: https://www.lojacaju.example/minha-conta/pedidos/1029384756

Dúvidas? Fale com a gente pelo 4003-5555 (capitais) ou 0800 555 0240 (demais localidades), de segunda a sábado, das 8h às 20h.

Loja Caju Comércio Eletrônico Ltda. · CNPJ 12.345.555/0001-90 · Rod. Fernão Dias km 947, Extrema/MG, CEP 37640-000
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="background:#fff7f0;margin:0;font-family:Arial,Helvetica,sans-serif;color:#2b2b2b">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:18px 26px;background:#ff7a1a;color:#fff;font-size:24px;font-weight:bold">loja caju 🥭</td></tr>
<tr><td style="padding:22px 26px;font-size:14px;line-height:1.55">
<p>Oi, Rafael!</p>
<p>Boa notícia: seu pedido saiu do nosso centro de distribuição em Extrema/MG.</p>
<table width="100%" cellpadding="6" style="background:#fff3e8">
<tr><td>Pedido</td><td><b>nº 1029384756</b> · realizado em 06/03/2026</td></tr>
<tr><td>Código de rastreio</td><td><b>QB123456789BR</b> (Rápido Cerrado)</td></tr>
<tr><td>Previsão de entrega</td><td>até 13/03/2026</td></tr>
</table>
<p><a href="https://www.lojacaju.example/minha-conta/pedidos/1029384756" style="background:#2b2b2b;color:#fff;padding:11px 22px;text-decoration:none;border-radius:20px">Acompanhar entrega</a></p>
<table width="100%" cellpadding="6" style="border-top:1px solid #eee;font-size:14px">
<tr><td>1x Liquidificador Turbo 1200 W, 3 litros, 127 V<br><span style="color:#999;font-size:12px">SKU CJ-LQ-88120</span></td><td align="right">R$ 189,90</td></tr>
<tr><td>2x Jogo de potes herméticos, 5 peças<br><span style="color:#999;font-size:12px">SKU CJ-PT-10442 · R$ 49,90 cada</span></td><td align="right">R$ 99,80</td></tr>
<tr><td>Frete</td><td align="right">R$ 18,40</td></tr>
<tr><td>Desconto cupom BEMVINDO10</td><td align="right">-R$ 28,97</td></tr>
<tr><td><b>Total</b> (3x de R$ 93,04, cartão final 4410)</td><td align="right"><b>R$ 279,13</b></td></tr>
</table>
<p>Endereço de entrega:<br>Av. Paulista, 1578, apto 92 – Bela Vista<br>São Paulo/SP – CEP 01310-100</p>
<p style="font-size:12px;color:#777">Nota fiscal eletrônica nº 000.318.552, série 1<br>Chave de acesso: 3526 0312 5553 1800 0104 5500 1000 3185 5210 0045 5180</p>
<p style="font-size:12px;color:#777">Dúvidas? Fale com a gente pelo 4003-5555 (capitais) ou 0800 555 0240 (demais localidades), de segunda a sábado, das 8h às 20h.</p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:10px;color:#aaa">Loja Caju Comércio Eletrônico Ltda. · CNPJ 12.345.555/0001-90 · Rod. Fernão Dias km 947, Extrema/MG, CEP 37640-000</td></tr>
</table>
</body></html>
""")

M(lang="pt", kind="newsletter_numbers", otp=None, link=None,
  sender=("Luz Atlântica", "faturas@luzatlantica.example"), to=("Manuel Sousa", "manuel.sousa@correio-pt.example"),
  subject="A sua fatura de eletricidade de fevereiro", date="2026-03-04 07:15:00 +0000",
  charset="utf-8", cte="8bit",
  text="""
Exmo(a). Sr(a). Manuel Sousa,

Informamos que já está disponível a sua fatura de eletricidade relativa ao período de 01/02/2026 a 28/02/2026.

N.º da fatura:        FT 2026/118830
N.º de cliente:       100 447 219
NIF:                  2********
CPE:                  PT 0002 0000 5553 1804 71 NK
Potência contratada:  6,9 kVA · Tarifa simples

Consumo: 241 kWh (leitura real em 26/02/2026: 18 552 kWh)
Valor total: 47,32 € (IVA incluído)
Data limite de pagamento: 23/03/2026

Pagamento por Multibanco:
Entidade:   21823
Referência: 123 456 789
Montante:   47,32 €

Se aderir ao débito direto e à fatura eletrónica, beneficia de um desconto de 2,5 % na energia a partir do mês seguinte.

Comunique as suas leituras entre os dias 20 e 25 de cada mês pelo 800 555 247 (chamada gratuita) ou na área de cliente.

Avarias e emergências: 800 555 506 (24 horas)

Com os melhores cumprimentos,
Luz Atlântica – Comercialização de Energia, S.A.
Av. da Boavista 1837, 4100-133 Porto · NIPC 509 555 218 · Capital social 5 000 000 €
""")

M(lang="pt", kind="new_and_old_code", otp="842019", shown="842 019", link=None,
  sender=("Conta Fácil", "seguranca@contafacil.example"), to=("Aline Ribeiro", "aline.ribeiro@emailbr.example"),
  subject="Novo código de acesso – Conta Fácil", date="2026-03-07 08:44:12 -0300",
  charset="utf-8", cte="quoted-printable",
  text="""
Olá, Aline.

Seu novo código de acesso é:

842 019

O código 310 775, enviado anteriormente às 08:39, foi cancelado e não funciona mais. Use somente o código acima.

Ele expira em 5 minutos.

A Conta Fácil nunca liga, manda mensagem ou e-mail pedindo seus códigos ou senhas. Se alguém pedir, é golpe.

Atendimento: 0800 555 3300 (24h) · Ouvidoria: 0800 555 3399

Conta Fácil Instituição de Pagamento S.A. · Av. Brigadeiro Faria Lima 3900, 10º andar · São Paulo/SP · CEP 04538-132
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f3f0ff;font-family:Helvetica,Arial,sans-serif;color:#231942">
<div style="max-width:520px;margin:24px auto;background:#fff;border-radius:14px;padding:30px">
<p style="font-size:20px;font-weight:bold;color:#7b2cbf;margin-top:0">conta fácil</p>
<p>Olá, Aline.</p>
<p>Seu novo código de acesso é:</p>
<p style="font-size:36px;font-weight:bold;letter-spacing:6px;text-align:center;background:#f3f0ff;border-radius:10px;padding:14px">842 019</p>
<p style="font-size:13px;color:#6c5f8d">O código 310 775, enviado anteriormente às 08:39, foi cancelado e não funciona mais. Use somente o código acima.</p>
<p>Ele expira em 5 minutos.</p>
<p style="font-size:13px;border-left:4px solid #7b2cbf;padding-left:10px">A Conta Fácil nunca liga, manda mensagem ou e-mail pedindo seus códigos ou senhas. Se alguém pedir, é golpe.</p>
<p style="font-size:11px;color:#9b91b5">Atendimento: 0800 555 3300 (24h) · Ouvidoria: 0800 555 3399<br>Conta Fácil Instituição de Pagamento S.A. · Av. Brigadeiro Faria Lima 3900, 10º andar · São Paulo/SP · CEP 04538-132</p>
</div>
</body></html>
""")

M(lang="pt", kind="prefix_code", otp="58210", shown="CX-58210", link=None,
  sender=("Caixa Mútua do Minho", "seguranca@caixamutuaminho.example"), to=("Joaquim Pereira", "joaquim.pereira@correio-pt.example"),
  subject="Confirmação de novo dispositivo - Caixa Mútua do Minho", date="2026-03-09 11:02:57 +0000",
  charset="iso-8859-1", cte="quoted-printable",
  html="""
<html>
<head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">
<table width="600" cellpadding="0" cellspacing="0" align="center" style="border:1px solid #c9d3dc">
<tr><td style="background:#004f71;color:#fff;padding:14px 20px;font-size:17px">Caixa Mútua do Minho &middot; Banca Online</td></tr>
<tr><td style="padding:20px">
<p>Exmo. Senhor Joaquim Pereira,</p>
<p>Está a associar um novo dispositivo (Samsung Galaxy, Android 15) à sua Banca Online. Para concluir, utilize o seguinte código de confirmação:</p>
<p style="font-size:26px;font-weight:bold;color:#004f71;letter-spacing:2px">CX-58210</p>
<p><b>Atenção:</b> no ecrã da aplicação introduza apenas os algarismos que seguem o prefixo &laquo;CX-&raquo;. O prefixo identifica as mensagens da Caixa Mútua do Minho.</p>
<p>O código é válido durante 5 minutos, até às 11h07.</p>
<p style="color:#8b0000">Se não reconhece este pedido, não introduza o código e contacte de imediato a Linha Caixa Mútua: 253 555 700 (dias úteis, 8h30-20h) ou +351 253 555 799 (24 horas).</p>
<p>Com os melhores cumprimentos,<br>Caixa Mútua do Minho</p>
</td></tr>
<tr><td style="padding:10px 20px;font-size:10px;color:#777;background:#f1f4f6">Caixa de Crédito Agrícola Mútuo do Minho, CRL - Praça da República 21, 4700-315 Braga - Registada no Banco de Portugal sob o n.º 5552.
Mensagem gerada automaticamente; não responda.</td></tr>
</table>
</body>
</html>
""")

M(lang="pt", kind="reset_in_code_mail", otp="604813", shown="604 813", link=None,
  sender=("Mural", "seguranca@mural-app.example"), to="bia.costa@emailbr.example",
  subject="Seu código de acesso ao Mural", date="2026-03-10 21:49:05 -0300",
  charset="utf-8", cte="quoted-printable",
  text="""
Oi, Beatriz!

Use o código abaixo para entrar no Mural:

604 813

Ele expira em 10 minutos.

Tentativa de acesso em 10/03/2026 às 21:48 (horário de Brasília), Safari no iPhone, Porto Alegre/RS.

Não foi você? Redefina sua senha agora para proteger sua conta:
https://conta.mural-app.example/senha/redefinir?motivo=acesso-suspeito&ref=9ad41c

Equipe Mural
Central de ajuda: https://ajuda.mural-app.example
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="background:#ffffff;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#111">
<div style="max-width:460px;margin:30px auto;padding:0 16px">
<img src="https://cdn.mural-app.example/mail/mural-icon-96.png" width="48" height="48" alt="Mural" style="border-radius:12px">
<h1 style="font-size:22px;margin:18px 0 8px">Oi, Beatriz!</h1>
<p>Use o código abaixo para entrar no Mural:</p>
<p style="font-size:32px;font-weight:700;letter-spacing:5px;margin:12px 0">604 813</p>
<p style="color:#666;font-size:14px">Ele expira em 10 minutos.</p>
<p style="color:#666;font-size:13px">Tentativa de acesso em 10/03/2026 às 21:48 (horário de Brasília), Safari no iPhone, Porto Alegre/RS.</p>
<p style="font-size:14px;margin-top:22px">Não foi você? <a href="https://conta.mural-app.example/senha/redefinir?motivo=acesso-suspeito&amp;ref=9ad41c" style="color:#e1306c;font-weight:600">Redefina sua senha agora</a> para proteger sua conta.</p>
<p style="color:#999;font-size:12px;margin-top:28px">Equipe Mural · <a href="https://ajuda.mural-app.example" style="color:#999">Central de ajuda</a></p>
</div>
</body></html>
""")

M(lang="pt", kind="no_code_word", otp="3914", link=None,
  sender=("Bicla", "ola@bicla.example"), to="tiago.fonseca@correio-pt.example",
  subject="Confirme o seu endereço de e-mail", date="2026-03-03 19:20:44 +0000",
  charset="utf-8", cte="quoted-printable",
  text="""
Olá Tiago,

Obrigado por se registar na Bicla, a rede de bicicletas partilhadas de Coimbra.

Para confirmarmos que este endereço de e-mail é seu, insira 3914 na aplicação, no ecrã «Confirmar e-mail».

Estes quatro algarismos são válidos durante 1 hora.

Depois de confirmar, pode carregar o seu passe: 1.º mês a 2,50 € (depois 7,50 €/mês), viagens até 45 minutos incluídas.

Se não se registou, ignore esta mensagem.

Boas pedaladas!
Equipa Bicla
Bicla Mobilidade, Lda. · Largo da Portagem 4, 3000-337 Coimbra · Apoio: 239 555 140
""")

M(lang="pt", kind="alt_text_only", otp="274901", link=None,
  sender=("Vale Saúde Digital", "acesso@valesaude.example"), to="fernanda.lima@emailbr.example",
  subject="Acesso ao portal do paciente", date="2026-03-06 07:31:19 -0300",
  charset="utf-8", cte="base64",
  html="""
<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Vale Saúde Digital</title></head>
<body style="margin:0;background:#eaf6f6">
<center>
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,Helvetica,sans-serif;color:#17414a;margin:26px 0">
<tr><td style="padding:22px 28px;border-bottom:3px solid #19a7a7"><img src="https://static.valesaude.example/email/logo-vsd.png" width="170" height="38" alt="Vale Saúde Digital"></td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:1.55">
<p>Olá, Fernanda!</p>
<p>Para visualizar o resultado dos seus exames, digite no portal o código exibido na imagem abaixo:</p>
<p style="text-align:center"><img src="https://static.valesaude.example/otp/img/5a7c0e19b2.png" alt="Código de verificação: 274901" width="260" height="70" style="border:0"></p>
<p style="font-size:13px;color:#4f7179">Não está vendo a imagem? Clique em “Exibir imagens” no seu aplicativo de e-mail. Por segurança, o código não aparece em texto.</p>
<p style="font-size:13px;color:#4f7179">Validade: 15 minutos.</p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#8aa5ab;background:#f5fbfb">Vale Saúde Digital Ltda. · Rua Voluntários da Pátria 445, Botafogo, Rio de Janeiro/RJ, CEP 22270-000 · Responsável técnico: Dr. Paulo Mendes, CRM-RJ 55.5318<br>
<a href="https://www.valesaude.example/privacidade" style="color:#8aa5ab">Privacidade (LGPD)</a> · <a href="https://www.valesaude.example/ajuda" style="color:#8aa5ab">Ajuda</a></td></tr>
</table>
</center>
</body></html>
""")

M(lang="pt", kind="magic_link", otp=None,
  link="https://www.mercearia-do-bairro.example/conta/entrar?token=Q2hhdmUtZGUtZW50cmFkYS0yMDI2&utilizador=118203&expira=1773072000",
  sender=("Mercearia do Bairro", "online@mercearia-do-bairro.example"), to=("Graça Antunes", "graca.antunes@correio-pt.example"),
  subject="O seu link para entrar na Mercearia do Bairro", date="2026-03-09 08:00:51 +0000",
  charset="utf-8", cte="quoted-printable",
  headers=[("List-Unsubscribe", "<https://www.mercearia-do-bairro.example/newsletter/anular?u=118203>")],
  text="""
Bom dia, Graça!

Pediu para entrar na sua conta da Mercearia do Bairro sem palavra-passe. Abra este link no mesmo dispositivo:

https://www.mercearia-do-bairro.example/conta/entrar?token=Q2hhdmUtZGUtZW50cmFkYS0yMDI2&utilizador=118203&expira=1773072000

O link é válido durante 20 minutos e só pode ser usado uma vez.

Não foi a Graça? Pode ignorar este e-mail.

Esta semana: entregas grátis em Lisboa (códigos postais 1000 a 1900) para encomendas acima de 40 €.

Mercearia do Bairro · Rua da Graça 112, 1170-168 Lisboa · 21 555 3370
Ver no browser: https://www.mercearia-do-bairro.example/email/ver?id=mb-20260309-118203
Anular subscrição: https://www.mercearia-do-bairro.example/newsletter/anular?u=118203
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f6f1e7;font-family:Verdana,Geneva,sans-serif;color:#33302a">
<p style="text-align:right;font-size:10px;padding:6px 14px;margin:0"><a href="https://www.mercearia-do-bairro.example/email/ver?id=mb-20260309-118203" style="color:#888">Ver no browser</a></p>
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:20px 26px;background:#2f5d3a;color:#f6f1e7;font-size:20px">Mercearia do Bairro</td></tr>
<tr><td style="padding:24px 26px;font-size:14px;line-height:1.6">
<p>Bom dia, Graça!</p>
<p>Pediu para entrar na sua conta da Mercearia do Bairro sem palavra-passe. Carregue no botão abaixo, no mesmo dispositivo:</p>
<p style="text-align:center;margin:24px 0"><a href="https://www.mercearia-do-bairro.example/conta/entrar?token=Q2hhdmUtZGUtZW50cmFkYS0yMDI2&amp;utilizador=118203&amp;expira=1773072000" style="background:#e07a2f;color:#fff;padding:12px 30px;text-decoration:none;border-radius:4px">Entrar na minha conta</a></p>
<p style="font-size:12px;color:#777">O link é válido durante 20 minutos e só pode ser usado uma vez. Não foi a Graça? Pode ignorar este e-mail.</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#eef3ea;font-size:13px">🥬 Esta semana: entregas grátis em Lisboa (códigos postais 1000 a 1900) para encomendas acima de 40 €. <a href="https://www.mercearia-do-bairro.example/promocoes?utm_source=email&amp;utm_campaign=entrar" style="color:#2f5d3a">Ver promoções</a></td></tr>
<tr><td style="padding:14px 26px;font-size:10px;color:#999">Mercearia do Bairro · Rua da Graça 112, 1170-168 Lisboa · 21 555 3370<br>
<a href="https://www.mercearia-do-bairro.example/privacidade" style="color:#999">Política de privacidade</a> · <a href="https://www.mercearia-do-bairro.example/newsletter/anular?u=118203" style="color:#999">Anular subscrição</a></td></tr>
</table>
</body></html>
""")

M(lang="pt", kind="phone_and_dates", otp="517338", shown="517 338", link=None,
  sender=("Banco Ipê", "avisos@bancoipe.example"), to=("Rodrigo Teixeira", "rodrigo.teixeira@emailbr.example"),
  subject="Autorize seu Pix de R$ 1.250,00", date="2026-03-08 09:41:36 -0300",
  charset="utf-8", cte="quoted-printable",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;background:#fdf8e8;margin:0;color:#3a2f0b">
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px auto">
<tr><td style="background:#f2b705;padding:16px 24px;font-size:20px;font-weight:bold;color:#3a2f0b">🌼 Banco Ipê</td></tr>
<tr><td style="padding:22px 24px;font-size:14px;line-height:1.6">
<p>Olá, Rodrigo.</p>
<p>Recebemos um pedido de Pix agendado feito hoje, 08/03/2026, às 09:41, pelo app:</p>
<table cellpadding="4" style="font-size:14px">
<tr><td style="color:#8a7a44">Valor</td><td><b>R$ 1.250,00</b></td></tr>
<tr><td style="color:#8a7a44">Para</td><td>Imobiliária Serra Verde Ltda. · CNPJ 55.318.204/0001-11</td></tr>
<tr><td style="color:#8a7a44">Chave Pix</td><td>(31) 3555-0198</td></tr>
<tr><td style="color:#8a7a44">Data do pagamento</td><td>10/03/2026</td></tr>
<tr><td style="color:#8a7a44">Descrição</td><td>Aluguel março – Rua Sergipe 1440, apto 302, CEP 30130-171</td></tr>
</table>
<p>Para autorizar, digite no aplicativo o código:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:4px;margin:6px 0 14px">517 338</p>
<p>Ele é válido até as 09:46. Limite Pix disponível hoje: R$ 3.750,00 de R$ 5.000,00.</p>
<p style="background:#fff4cc;padding:10px;font-size:13px">Não reconhece este Pix? Não digite o código e ligue agora para a Central Ipê: 4004 5555 (capitais e regiões metropolitanas) ou 0800 555 1199 (demais localidades). SAC 24h: 0800 555 1100.</p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:10px;color:#a59a73">Banco Ipê S.A. · Av. Afonso Pena 4000, Belo Horizonte/MG, CEP 30130-009 · Ouvidoria 0800 555 1122</td></tr>
</table>
</body></html>
""")

M(lang="pt", kind="several_codes", otp="460927", shown="460 927", link=None,
  sender=("Cineflix Brasil", "conta@cineflixbr.example"), to="larissa.m@emailbr.example",
  subject="Seus códigos de confirmação", date="2026-03-11 20:06:58 -0300",
  charset="utf-8", cte="quoted-printable",
  text="""
Oi, Larissa!

Você pediu para entrar na sua conta Cineflix em dois lugares ao mesmo tempo, então mandamos dois códigos. Cada um só funciona no lugar indicado:

• Código para o app no celular: 8812
• Código para o site (computador): 460 927

Você está com a página cineflixbr.example aberta no navegador esperando a confirmação, então digite agora o código do SITE. O código do app só vale se você abrir o aplicativo nos próximos 10 minutos.

Plano atual: Padrão com anúncios – R$ 20,90/mês · próxima cobrança em 18/03/2026

Se não foi você, troque sua senha em cineflixbr.example/conta/seguranca.

Equipe Cineflix
Cineflix Brasil Serviços Digitais Ltda. · Rua Funchal 418, São Paulo/SP · CEP 04551-060
""")

# ---------------------------------------------------------------------------
# Italian (it)
# ---------------------------------------------------------------------------

M(lang="it", kind="username_digits", otp="291846", shown="291 846", link=None,
  sender=("Calciomania", "account@calciomania.example"), to="marco.rossi84@postaweb.example",
  subject="Il tuo codice di verifica Calciomania", date="2026-03-07 14:55:02 +0100",
  charset="utf-8", cte="quoted-printable",
  text="""
Ciao marco_rossi84,

qualcuno (speriamo tu!) sta cercando di accedere al tuo account Calciomania da un nuovo dispositivo.

Il tuo codice di verifica è 291 846

Il codice scade tra 10 minuti. Non condividerlo con nessuno, nemmeno con gli altri allenatori della tua lega.

Lega: «Fantabar Sport 2025/26» – 10 squadre – giornata 27
Rosa: 25 giocatori · crediti residui: 14

Non sei stato tu? Cambia subito la password da Profilo > Sicurezza.

Forza e buon mercato di riparazione!
Il team Calciomania

Calciomania S.r.l. – Via Tortona 33, 20144 Milano – P.IVA 05553180962
""")

M(lang="it", kind="username_digits", otp=None, link=None,
  sender=("Il Quotidiano del Lago", "abbonamenti@quotidianodellago.example"), to="giulia.bianchi1990@postaweb.example",
  subject="Il tuo abbonamento digitale si rinnova il 31 marzo", date="2026-03-10 09:00:00 +0100",
  charset="utf-8", cte="base64",
  html="""
<!DOCTYPE html>
<html lang="it"><head><meta charset="utf-8"><title>Rinnovo abbonamento</title></head>
<body style="margin:0;background:#f1f1f1;font-family:Georgia,'Times New Roman',serif;color:#1a1a1a">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:20px 28px;border-bottom:4px double #1a1a1a;text-align:center;font-size:28px;font-weight:bold">Il Quotidiano del Lago</td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:1.6">
<p>Gentile utente giulia.b1990,</p>
<p>ti ricordiamo che il tuo abbonamento <b>Digitale Completo</b> si rinnoverà automaticamente il <b>31/03/2026</b>.</p>
<table cellpadding="5" style="font-size:14px;font-family:Arial,sans-serif">
<tr><td style="color:#777">Abbonamento n.</td><td>4471-2290</td></tr>
<tr><td style="color:#777">Piano</td><td>Annuale – 12 mesi</td></tr>
<tr><td style="color:#777">Importo</td><td>79,99 € (anziché 119,88 €, risparmi il 33 %)</td></tr>
<tr><td style="color:#777">Metodo di pagamento</td><td>Carta Mastercard •••• 3018, scadenza 08/27</td></tr>
<tr><td style="color:#777">Prossimo rinnovo</td><td>31/03/2027</td></tr>
</table>
<p>Con il tuo abbonamento hai letto 412 articoli nel 2025 e sfogliato 96 edizioni digitali. Grazie!</p>
<p>Non devi fare nulla: il pagamento verrà addebitato in automatico. Se preferisci passare al piano mensile (9,99 €/mese) o disdire, puoi farlo fino al 30/03/2026 alle 23:59 dalla tua area riservata.</p>
<p><a href="https://abbonati.quotidianodellago.example/area-riservata/abbonamento/4471-2290" style="background:#1a1a1a;color:#fff;padding:11px 22px;text-decoration:none;font-family:Arial,sans-serif">Gestisci abbonamento</a></p>
<p style="font-size:13px;font-family:Arial,sans-serif;color:#555">Servizio clienti: 031 555 2700, dal lunedì al venerdì dalle 9:00 alle 18:00 · abbonamenti@quotidianodellago.example</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:10px;color:#999;font-family:Arial,sans-serif;border-top:1px solid #ddd">Editoriale Lariana S.p.A. – Viale Geno 4, 22100 Como – P.IVA 03555180133 – Registrazione Tribunale di Como n. 12/1948</td></tr>
</table>
</body></html>
""")

M(lang="it", kind="booking_ref", otp=None, link=None,
  sender=("Treni Veloci Adriatica", "biglietti@treniadriatica.example"), to=("Francesca Greco", "francesca.greco@postaweb.example"),
  subject="Il tuo biglietto – Codice PNR X4KQ7M", date="2026-03-05 19:14:30 +0100",
  charset="utf-8", cte="quoted-printable",
  text="""
Treni Veloci Adriatica – Conferma di acquisto

Gentile Francesca Greco,

grazie per aver scelto Treni Veloci Adriatica. Ecco il riepilogo del tuo viaggio.

Codice PNR: X4KQ7M
Codice biglietto: 2704 5518 3092
Data di acquisto: 05/03/2026

Andata – lunedì 16 marzo 2026
Treno TVA 9541
Milano Centrale 07:10 → Roma Termini 10:20
Carrozza 7 – posto 12A (finestrino) – ambiente Smart
Offerta: Economy, non rimborsabile, cambi consentiti fino a 3 giorni prima con integrazione

Passeggero: Francesca Greco – Carta Fedeltà TVA n. 30155218

Totale pagato: 49,90 € (PayPal)

Il biglietto è nominativo: a bordo mostra questa e-mail o il QR code nell'app insieme a un documento d'identità.

Modifica o consulta il biglietto:
https://www.treniadriatica.example/biglietti/X4KQ7M?cognome=GRECO

Call center: 06 5550 9541 (tutti i giorni 6:00–23:00)

Treni Veloci Adriatica S.p.A. – Piazza della Repubblica 50, 00185 Roma – P.IVA 15553180100
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f0f0;font-family:Arial,Helvetica,sans-serif;color:#222">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#a4161a;color:#fff;padding:18px 26px;font-size:20px"><b>Treni Veloci Adriatica</b> – Conferma di acquisto</td></tr>
<tr><td style="padding:24px 26px;font-size:14px;line-height:1.55">
<p>Gentile Francesca Greco,</p>
<p>grazie per aver scelto Treni Veloci Adriatica. Ecco il riepilogo del tuo viaggio.</p>
<table width="100%" cellpadding="10" style="background:#faf3f3">
<tr><td>Codice PNR<br><span style="font-size:28px;font-weight:bold;letter-spacing:4px">X4KQ7M</span></td>
<td>Codice biglietto<br>2704 5518 3092<br><span style="font-size:12px;color:#777">Acquistato il 05/03/2026</span></td></tr>
</table>
<p style="margin-top:18px"><b>Andata – lunedì 16 marzo 2026</b><br>Treno TVA 9541<br>Milano Centrale <b>07:10</b> → Roma Termini <b>10:20</b><br>Carrozza 7 – posto 12A (finestrino) – ambiente Smart</p>
<p style="font-size:13px;color:#555">Offerta: Economy, non rimborsabile, cambi consentiti fino a 3 giorni prima con integrazione</p>
<p>Passeggero: Francesca Greco – Carta Fedeltà TVA n. 30155218</p>
<p>Totale pagato: <b>49,90 €</b> (PayPal)</p>
<p>Il biglietto è nominativo: a bordo mostra questa e-mail o il QR code nell'app insieme a un documento d'identità.</p>
<p><a href="https://www.treniadriatica.example/biglietti/X4KQ7M?cognome=GRECO" style="background:#a4161a;color:#fff;padding:11px 20px;text-decoration:none">Modifica o consulta il biglietto</a></p>
</td></tr>
<tr><td style="padding:14px 26px;background:#f7f7f7;font-size:11px;color:#777">Call center: 06 5550 9541 (tutti i giorni 6:00–23:00)<br>Treni Veloci Adriatica S.p.A. – Piazza della Repubblica 50, 00185 Roma – P.IVA 15553180100</td></tr>
</table>
</body></html>
""")

M(lang="it", kind="booking_ref", otp=None, link=None,
  sender=("Traghetti del Golfo", "prenotazioni@traghettidelgolfo.example"), to=("Salvatore Esposito", "s.esposito@postaweb.example"),
  subject="Conferma prenotazione TGL-881204 - Napoli > Ischia", date="2026-03-08 11:22:47 +0100",
  charset="iso-8859-15", cte="quoted-printable",
  text="""
TRAGHETTI DEL GOLFO
Conferma di prenotazione

Gentile Salvatore Esposito,

la sua prenotazione è confermata.

Numero prenotazione:  TGL-881204
Codice di imbarco:    MR7PQZ
Data emissione:       08/03/2026

Tratta:    Napoli Porta di Massa > Ischia Porto
Partenza:  sabato 04/04/2026 ore 08:40 (presentarsi all'imbarco entro le 08:00)
Arrivo:    ore 10:05
Nave:      M/N Procida Express

Passeggeri: 2 adulti, 1 bambino (6 anni)
Veicolo:    autovettura fino a 4,50 m, targa FT482KL

Riepilogo importi:
  Passaggi adulti       2 x 19,50 €   39,00 €
  Passaggio bambino     1 x  9,80 €    9,80 €
  Veicolo                             62,00 €
  Diritti fissi e tasse portuali      11,40 €
  Totale                             122,20 €

Al check-in in biglietteria comunichi il codice di imbarco oppure mostri il QR code allegato. Le ricordiamo che per il periodo di Pasqua è obbligatorio presentarsi con almeno 40 minuti di anticipo.

Variazioni e annullamenti: fino a 24 ore prima della partenza, penale 10 %.

Biglietteria Napoli Porta di Massa: 081 555 3204 (tutti i giorni 6:30-20:30)

Traghetti del Golfo S.r.l. - Via Marina 11, 80133 Napoli - P.IVA 07555180635
""")

M(lang="it", kind="newsletter_numbers", otp=None, link=None,
  sender=("Telefonia Lago", "fatture@telefonialago.example"), to=("Paolo Colombo", "paolo.colombo@telefonialago.example"),
  subject="La tua fattura di marzo 2026 - Telefonia Lago", date="2026-03-02 06:30:10 +0100",
  charset="windows-1252", cte="quoted-printable",
  html="""
<html>
<head><meta http-equiv="Content-Type" content="text/html; charset=windows-1252"></head>
<body style="font-family:Verdana,Arial,sans-serif;font-size:12px;color:#222;background:#fff">
<table width="620" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #cfe3ee">
<tr><td style="background:#0077b6;color:#fff;padding:14px 18px;font-size:18px">Telefonia Lago</td></tr>
<tr><td style="padding:18px">
<p>Gentile Paolo Colombo,</p>
<p>è disponibile la fattura relativa ai servizi di telefonia e internet del mese di marzo 2026.</p>
<table cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#cfe3ee;font-size:12px">
<tr><td>Fattura n.</td><td>2026/A/118203</td></tr>
<tr><td>Data emissione</td><td>01/03/2026</td></tr>
<tr><td>Codice cliente</td><td>1.44821.77</td></tr>
<tr><td>Numero linea</td><td>0341 555 2871</td></tr>
<tr><td>Offerta</td><td>Lago Fibra 1 Giga + Voce Illimitata</td></tr>
<tr><td>Importo</td><td><b>24,90 €</b> (imponibile 20,41 € + IVA 22 % 4,49 €)</td></tr>
<tr><td>Scadenza</td><td>16/03/2026</td></tr>
<tr><td>Pagamento</td><td>addebito SEPA su IBAN IT60 X055 5211 0000 0000 0123 456</td></tr>
</table>
<p>Dal 1° maggio 2026, come previsto dall'art. 5 delle Condizioni generali di contratto, il canone mensile passerà da 24,90 € a 26,90 €. Puoi recedere senza penali entro il 30/04/2026.</p>
<p><a href="https://areaclienti.telefonialago.example/fatture/2026-A-118203" style="color:#0077b6">Scarica la fattura in PDF</a> &middot; <a href="https://areaclienti.telefonialago.example/assistenza" style="color:#0077b6">Assistenza</a></p>
<p>Servizio clienti: 800 555 188 (numero verde) &middot; da estero +39 0341 555 100</p>
<p>Cordiali saluti,<br>Telefonia Lago</p>
</td></tr>
<tr><td style="padding:10px 18px;font-size:10px;color:#888;background:#f3f8fb">Telefonia Lago S.p.A. - Corso Martiri della Liberazione 42, 23900 Lecco - P.IVA 03555180139 - Capitale sociale 1.200.000 € i.v.
Messaggio generato automaticamente, si prega di non rispondere.</td></tr>
</table>
</body>
</html>
""")

M(lang="it", kind="newsletter_numbers", otp=None, link=None,
  sender=("Spedizioni Lampo", "notifiche@spedizionilampo.example"), to="elena.ferri@postaweb.example",
  subject="La tua spedizione 1LP30455218IT è in consegna oggi", date="2026-03-11 07:48:03 +0100",
  charset="utf-8", cte="quoted-printable",
  text="""
SPEDIZIONI LAMPO

Buongiorno Elena,

la tua spedizione è in consegna oggi, mercoledì 11/03/2026, tra le 13:00 e le 17:00.

Numero di spedizione: 1LP30455218IT
Mittente: Erboristeria Fiordaliso (ordine n. 2026-00871)
Colli: 1 · Peso: 0,8 kg
Contrassegno: nessuno

Indirizzo di consegna:
Elena Ferri
Via Saragozza 118, int. 6
40135 Bologna (BO)

Il corriere ti chiamerà circa 30 minuti prima dal numero 051 555 0338.

Non sei in casa? Puoi spostare la consegna in uno dei 2.300 Lampo Point, ad esempio:
Lampo Point n. 4012 – Cartoleria Saragozza, Via Saragozza 97 (aperto 8:30-19:30)

Traccia o modifica la consegna:
https://www.spedizionilampo.example/traccia?n=1LP30455218IT

Spedizioni Lampo S.r.l. – Via dell'Industria 22, 40138 Bologna – P.IVA 02555180375
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff9db;font-family:Arial,sans-serif;color:#1f1f1f">
<table align="center" width="580" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#ffd43b;padding:14px 22px;font-size:22px;font-weight:900;font-style:italic">⚡ SPEDIZIONI LAMPO</td></tr>
<tr><td style="padding:22px;font-size:14px;line-height:1.55">
<p>Buongiorno Elena,</p>
<p style="font-size:18px"><b>la tua spedizione è in consegna oggi, mercoledì 11/03/2026, tra le 13:00 e le 17:00.</b></p>
<table cellpadding="4" style="font-size:14px">
<tr><td style="color:#777">Numero di spedizione</td><td><b>1LP30455218IT</b></td></tr>
<tr><td style="color:#777">Mittente</td><td>Erboristeria Fiordaliso (ordine n. 2026-00871)</td></tr>
<tr><td style="color:#777">Colli / Peso</td><td>1 · 0,8 kg</td></tr>
<tr><td style="color:#777">Contrassegno</td><td>nessuno</td></tr>
</table>
<p>Indirizzo di consegna:<br>Elena Ferri<br>Via Saragozza 118, int. 6<br>40135 Bologna (BO)</p>
<p>Il corriere ti chiamerà circa 30 minuti prima dal numero 051 555 0338.</p>
<p>Non sei in casa? Puoi spostare la consegna in uno dei 2.300 Lampo Point, ad esempio:<br>Lampo Point n. 4012 – Cartoleria Saragozza, Via Saragozza 97 (aperto 8:30-19:30)</p>
<p><a href="https://www.spedizionilampo.example/traccia?n=1LP30455218IT" style="background:#1f1f1f;color:#ffd43b;padding:11px 20px;text-decoration:none;font-weight:bold">Traccia o modifica la consegna</a></p>
</td></tr>
<tr><td style="padding:12px 22px;font-size:10px;color:#999">Spedizioni Lampo S.r.l. – Via dell'Industria 22, 40138 Bologna – P.IVA 02555180375</td></tr>
</table>
</body></html>
""")

M(lang="it", kind="new_and_old_code", otp="630451", link=None,
  sender=("CassaViva", "sicurezza@cassaviva.example"), to=("Roberta Galli", "roberta.galli@postaweb.example"),
  subject="Nuovo codice di accesso CassaViva", date="2026-03-06 09:17:25 +0100",
  charset="utf-8", cte="quoted-printable",
  text="""
Gentile Roberta Galli,

il codice che ti abbiamo inviato in precedenza (118 903, ore 09:12) è scaduto e non può più essere utilizzato.

Eccone uno nuovo: 630451

Inseriscilo nella pagina di accesso all'home banking entro 5 minuti.

CassaViva non ti chiederà mai codici, PIN o password tramite telefono, e-mail o SMS. Se ricevi richieste di questo tipo, segnalale a sicurezza@cassaviva.example.

Cordiali saluti,
CassaViva – Servizio Clienti
Numero verde 800 555 930 (lun–ven 8:00–22:00, sab 9:00–17:00)

CassaViva Banca S.p.A. – Via Garibaldi 7, 10122 Torino – Iscritta all'Albo delle Banche n. 5553.1
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="font-family:Helvetica,Arial,sans-serif;background:#eef6f2;color:#15372b;margin:0">
<div style="max-width:540px;margin:22px auto;background:#fff;padding:28px;border-top:6px solid #1b7f5b">
<p style="font-size:20px;font-weight:bold;color:#1b7f5b;margin-top:0">CassaViva</p>
<p>Gentile Roberta Galli,</p>
<p style="color:#7a7a7a">il codice che ti abbiamo inviato in precedenza (118 903, ore 09:12) è scaduto e non può più essere utilizzato.</p>
<p>Eccone uno nuovo:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:5px;margin:8px 0 18px">630451</p>
<p>Inseriscilo nella pagina di accesso all'home banking entro 5 minuti.</p>
<p style="font-size:13px;background:#eef6f2;padding:10px">CassaViva non ti chiederà mai codici, PIN o password tramite telefono, e-mail o SMS. Se ricevi richieste di questo tipo, segnalale a sicurezza@cassaviva.example.</p>
<p>Cordiali saluti,<br>CassaViva – Servizio Clienti<br>Numero verde 800 555 930 (lun–ven 8:00–22:00, sab 9:00–17:00)</p>
<p style="font-size:10px;color:#999">CassaViva Banca S.p.A. – Via Garibaldi 7, 10122 Torino – Iscritta all'Albo delle Banche n. 5553.1</p>
</div>
</body></html>
""")

M(lang="it", kind="several_codes", otp="552019", shown="552 019", link=None,
  sender=("Agenda Condivisa", "account@agendacondivisa.example"), to="davide.moretti@postaweb.example",
  subject="Unione dei tuoi account: codici di conferma", date="2026-03-09 17:40:31 +0100",
  charset="utf-8", cte="8bit",
  text="""
Ciao Davide,

stai unendo l'account davide.moretti@postaweb.example con l'account aziendale d.moretti@studiomoretti.example.

Per questa operazione ti abbiamo preparato due codici:

  Codice A – da inserire ORA nella pagina aperta sul computer:   552 019
  Codice B – serve solo se completi l'unione dall'app su un secondo dispositivo:   6671

Se stai facendo tutto dal computer, come risulta dalla tua richiesta delle 17:39, usa il codice A e ignora il codice B.

Entrambi i codici scadono alle 18:10. Dopo l'unione, i tuoi 214 eventi e 3 calendari condivisi verranno spostati sull'account aziendale.

Se non hai richiesto tu l'unione, non inserire nessun codice e scrivici a supporto@agendacondivisa.example.

A presto,
il team di Agenda Condivisa
Agenda Condivisa S.r.l. – Via San Vitale 40, 40125 Bologna
""")

M(lang="it", kind="lowercase_alnum", otp="7m2kq8vr",
  link="https://go.agendafacile.example/c/MTA0ODI/accedi?u=https%3A%2F%2Fapp.agendafacile.example%2Fmagic%3Ft%3Dq9Xw2LmR7cVb%26e%3Dchiara.conti%2540postaweb.example",
  link_alt=["https://app.agendafacile.example/magic?t=q9Xw2LmR7cVb&e=chiara.conti%40postaweb.example"],
  sender=("Agenda Facile", "ciao@agendafacile.example"), to="chiara.conti@postaweb.example",
  subject="Accedi ad Agenda Facile", date="2026-03-04 08:02:14 +0100",
  charset="utf-8", cte="quoted-printable",
  text="""
Ciao Chiara,

per accedere ad Agenda Facile apri questo link:
https://app.agendafacile.example/magic?t=q9Xw2LmR7cVb&e=chiara.conti%40postaweb.example

Se stai usando l'app su un altro dispositivo, inserisci invece questo codice:
7m2kq8vr

Link e codice valgono 15 minuti.

Non hai chiesto tu di accedere? Ignora questa email.

Agenda Facile · Corso Vittorio Emanuele II 15, 10123 Torino
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="background:#f7f7fb;margin:0;font-family:'Helvetica Neue',Arial,sans-serif;color:#23233a">
<table align="center" width="500" cellpadding="0" cellspacing="0" style="background:#fff;margin:30px auto;border-radius:10px;border:1px solid #e6e6f0">
<tr><td style="padding:28px 32px 0;font-size:18px;font-weight:bold;color:#5f4bdb">Agenda Facile</td></tr>
<tr><td style="padding:16px 32px 28px;font-size:15px;line-height:1.55">
<p>Ciao Chiara,</p>
<p>per accedere ad Agenda Facile clicca sul pulsante:</p>
<p><a href="https://go.agendafacile.example/c/MTA0ODI/accedi?u=https%3A%2F%2Fapp.agendafacile.example%2Fmagic%3Ft%3Dq9Xw2LmR7cVb%26e%3Dchiara.conti%2540postaweb.example" style="background:#5f4bdb;color:#fff;padding:12px 26px;border-radius:6px;text-decoration:none;display:inline-block">Accedi</a></p>
<p>Se stai usando l'app su un altro dispositivo, inserisci invece questo codice:</p>
<p style="font-family:'SF Mono',Menlo,monospace;font-size:24px;letter-spacing:3px;background:#f1effd;padding:10px 16px;display:inline-block;border-radius:6px">7m2kq8vr</p>
<p style="font-size:13px;color:#88889c">Link e codice valgono 15 minuti. Non hai chiesto tu di accedere? Ignora questa email.</p>
</td></tr>
<tr><td style="padding:14px 32px;font-size:11px;color:#aaa;border-top:1px solid #eee">Agenda Facile · Corso Vittorio Emanuele II 15, 10123 Torino · <a href="https://go.agendafacile.example/c/MTA0ODI/privacy" style="color:#aaa">Privacy</a></td></tr>
</table>
</body></html>
""")

M(lang="it", kind="no_code_word", otp="471902", link=None,
  sender=("Orto in Città", "iscrizioni@ortoincitta.example"), to="luca.marchetti@postaweb.example",
  subject="Conferma il tuo indirizzo email", date="2026-03-02 21:13:50 +0100",
  charset="utf-8", cte="quoted-printable",
  html="""
<!DOCTYPE html>
<html lang="it"><head><meta charset="utf-8"><title>Conferma il tuo indirizzo email</title></head>
<body style="margin:0;background:#f0f7ec;font-family:Trebuchet MS,Arial,sans-serif;color:#2f3b2a">
<table align="center" width="520" cellpadding="0" cellspacing="0" style="background:#fff;margin:26px auto;border-radius:8px">
<tr><td style="padding:24px 30px 6px;font-size:20px;color:#4c8c2b;font-weight:bold">Orto in Città 🥕</td></tr>
<tr><td style="padding:10px 30px 26px;font-size:15px;line-height:1.6">
<p>Ciao Luca,</p>
<p>grazie per esserti iscritto! Manca solo un passaggio per attivare il tuo profilo e prenotare il primo lotto.</p>
<p>Inserisci queste cifre nella pagina di registrazione:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:6px;margin:10px 0 16px;color:#2f3b2a">471902</p>
<p style="font-size:13px;color:#6f7d68">Valgono per 30 minuti. Se non hai creato tu un profilo su Orto in Città, puoi ignorare questo messaggio.</p>
<p style="font-size:13px;color:#6f7d68">Lotti disponibili a marzo 2026: 18 su 120 · quota annuale 45 € (ridotta 25 € under 30).</p>
</td></tr>
<tr><td style="padding:14px 30px;font-size:11px;color:#9aa893;border-top:1px solid #e5efe0">Associazione Orto in Città APS – Via dei Mille 9, 50131 Firenze – C.F. 94555180487</td></tr>
</table>
</body></html>
""")

M(lang="it", kind="subject_only", otp="583012", link=None,
  sender=("Portale Condominio", "accessi@portalecondominio.example"), to="a.ricci@postaweb.example",
  subject="Il tuo codice di accesso al Portale Condominio: 583012", date="2026-03-05 12:04:18 +0100",
  charset="iso-8859-1", cte="quoted-printable",
  text="""
Gentile condomino,

ha chiesto di accedere all'area riservata del Portale Condominio per il Condominio "Residenza Le Magnolie" (Via Lattanzio 31, 20137 Milano).

Per completare l'accesso inserisca il codice indicato nell'oggetto di questa e-mail. Il codice è valido per 10 minuti e può essere usato una sola volta.

Nell'area riservata trova: rendiconto 2025, preventivo 2026 (rata di aprile: 412,50 EUR, scadenza 10/04/2026), verbale dell'assemblea del 24/02/2026 e le letture dei contatori d'acqua (unità interna 14, scala B, piano 3).

Se non ha richiesto l'accesso, ignori questo messaggio.

Studio Amministrazioni Ricci & Ferrante
Amministratore: rag. Giorgio Ferrante
Via Ampère 61, 20131 Milano - Tel. 02 5550 7712 (lun-ven 9:30-12:30)
""")

M(lang="it", kind="magic_link", otp=None,
  link="https://t.bottegadellibro.example/r/?id=h8f2e41a,b27c9d,d0e3f1&p1=accesso-rapido",
  link_alt=["https://www.bottegadellibro.example/account/accesso?chiave=5e7b19c2d84a4f0e9a31&cliente=300481"],
  sender=("Bottega del Libro", "clienti@bottegadellibro.example"), to=("Anna Lombardi", "anna.lombardi@postaweb.example"),
  subject="Accedi con un clic – Bottega del Libro", date="2026-03-10 18:35:09 +0100",
  charset="utf-8", cte="base64",
  headers=[("List-Unsubscribe", "<https://t.bottegadellibro.example/u/?id=h8f2e41a,b27c9d>")],
  text="""
Ciao Anna,

hai chiesto un link di accesso rapido a bottegadellibro.example. Aprilo entro 30 minuti:

https://www.bottegadellibro.example/account/accesso?chiave=5e7b19c2d84a4f0e9a31&cliente=300481

Il link funziona una sola volta. Se non sei stata tu, ignora questa email: la tua password resta invariata.

Ti ricordiamo che hai 3 libri nella lista dei desideri e un buono fedeltà da 5 € che scade il 30/04/2026.

Bottega del Libro – Via Po 21, 10124 Torino – tel. 011 555 0621
Non vuoi più ricevere le nostre email? https://t.bottegadellibro.example/u/?id=h8f2e41a,b27c9d
""",
  html="""
<!DOCTYPE html>
<html lang="it"><head><meta charset="utf-8"><title>Accedi con un clic</title></head>
<body style="margin:0;background:#f5efe6">
<div style="font-family:Arial,sans-serif;font-size:11px;color:#8c7e6a;text-align:center;padding:8px">Non visualizzi correttamente questa email? <a href="https://t.bottegadellibro.example/r/?id=h8f2e41a,b27c9d,web0&amp;p1=browser" style="color:#8c7e6a">Aprila nel browser</a></div>
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#fffdf9;font-family:Georgia,serif;color:#2d2417">
<tr><td style="padding:22px 28px;border-bottom:1px solid #e8dcc7;font-size:24px">Bottega del Libro</td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:1.6">
<p>Ciao Anna,</p>
<p>hai chiesto un link di accesso rapido a bottegadellibro.example. Clicca qui sotto entro 30 minuti:</p>
<p style="text-align:center;margin:24px 0"><a href="https://t.bottegadellibro.example/r/?id=h8f2e41a,b27c9d,d0e3f1&amp;p1=accesso-rapido" style="background:#2d2417;color:#fffdf9;padding:13px 30px;text-decoration:none;font-family:Arial,sans-serif;font-size:14px;letter-spacing:1px">ACCEDI CON UN CLIC</a></p>
<p style="font-size:13px;color:#7a6d5a">Il link funziona una sola volta. Se non sei stata tu, ignora questa email: la tua password resta invariata.</p>
<p style="font-size:14px;background:#f5efe6;padding:12px">📚 Hai 3 libri nella <a href="https://t.bottegadellibro.example/r/?id=h8f2e41a,b27c9d,wish1&amp;p1=desideri" style="color:#2d2417">lista dei desideri</a> e un buono fedeltà da 5 € che scade il 30/04/2026.</p>
</td></tr>
<tr><td style="padding:16px 28px;font-family:Arial,sans-serif;font-size:11px;color:#8c7e6a;border-top:1px solid #e8dcc7">Bottega del Libro – Via Po 21, 10124 Torino – tel. 011 555 0621<br>
<a href="https://t.bottegadellibro.example/r/?id=h8f2e41a,b27c9d,priv2&amp;p1=privacy" style="color:#8c7e6a">Privacy</a> · <a href="https://t.bottegadellibro.example/r/?id=h8f2e41a,b27c9d,help3&amp;p1=aiuto" style="color:#8c7e6a">Aiuto</a> · <a href="https://t.bottegadellibro.example/u/?id=h8f2e41a,b27c9d" style="color:#8c7e6a">Annulla l'iscrizione</a></td></tr>
</table>
<img src="https://t.bottegadellibro.example/o/?id=h8f2e41a,b27c9d" width="1" height="1" alt="" border="0">
</body></html>
""")

M(lang="it", kind="phone_and_dates", otp="407163", shown="40 71 63", link=None,
  sender=("Carta Sole", "sicurezza@cartasole.example"), to=("Massimo De Luca", "massimo.deluca@postaweb.example"),
  subject="Codice OTP per il pagamento di 89,00 €", date="2026-03-09 21:07:44 +0100",
  charset="utf-8", cte="quoted-printable",
  text="""
Carta Sole – Conferma pagamento online

Gentile Massimo De Luca,

stai effettuando un pagamento con la carta •••• 2291:

Esercente:  Ferramenta Online Bertoni
Importo:    89,00 €
Data e ora: 09/03/2026 21:07

Codice OTP: 40 71 63

Il codice è valido per 5 minuti. Non comunicarlo a nessuno.

Non hai effettuato tu questo pagamento? Blocca subito la carta chiamando il Numero verde 800 555 012 (24 ore su 24) o, dall'estero, il +39 02 5550 0120.

Carta Sole S.p.A. – Via XX Settembre 41, 00187 Roma (CAP 00187) – Albo Istituti di Pagamento n. 55531
""",
  html="""
<html><head><meta charset="utf-8"></head>
<body style="background:#fff7e6;margin:0;font-family:Arial,Helvetica,sans-serif;color:#2e2a24">
<table align="center" width="540" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px auto">
<tr><td style="background:#ff9f1c;padding:16px 24px;color:#fff;font-size:20px;font-weight:bold">☀ Carta Sole <span style="font-weight:normal;font-size:14px">– Conferma pagamento online</span></td></tr>
<tr><td style="padding:22px 24px;font-size:14px;line-height:1.6">
<p>Gentile Massimo De Luca,</p>
<p>stai effettuando un pagamento con la carta •••• 2291:</p>
<table cellpadding="4" style="font-size:14px">
<tr><td style="color:#888">Esercente</td><td>Ferramenta Online Bertoni</td></tr>
<tr><td style="color:#888">Importo</td><td><b>89,00 €</b></td></tr>
<tr><td style="color:#888">Data e ora</td><td>09/03/2026 21:07</td></tr>
</table>
<p style="margin-top:16px">Codice OTP:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:4px;margin:0 0 14px">40 71 63</p>
<p>Il codice è valido per 5 minuti. Non comunicarlo a nessuno.</p>
<p style="background:#fff1d6;padding:10px;font-size:13px">Non hai effettuato tu questo pagamento? Blocca subito la carta chiamando il Numero verde <b>800 555 012</b> (24 ore su 24) o, dall'estero, il +39 02 5550 0120.</p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:10px;color:#a0998c">Carta Sole S.p.A. – Via XX Settembre 41, 00187 Roma (CAP 00187) – Albo Istituti di Pagamento n. 55531</td></tr>
</table>
</body></html>
""")

M(lang="it", kind="reset_in_code_mail", otp="339057", shown="339 057", link=None,
  sender=("Fotoalbum Cloud", "noreply@fotoalbumcloud.example"), to="stefano.villa@postaweb.example",
  subject="Il tuo codice di accesso a Fotoalbum Cloud", date="2026-03-11 22:31:27 +0100",
  charset="utf-8", cte="quoted-printable",
  html="""
<!DOCTYPE html>
<html lang="it"><head><meta charset="utf-8"><title>Codice di accesso</title></head>
<body style="margin:0;background:#eceff4;font-family:'Segoe UI',Roboto,Arial,sans-serif;color:#2e3440">
<table align="center" width="520" cellpadding="0" cellspacing="0" style="background:#fff;margin:28px auto;border-radius:8px">
<tr><td style="padding:26px 30px 0"><img src="https://cdn.fotoalbumcloud.example/mail/logo.png" width="140" height="30" alt="Fotoalbum Cloud"></td></tr>
<tr><td style="padding:18px 30px;font-size:15px;line-height:1.55">
<p>Ciao Stefano,</p>
<p>ecco il codice per accedere a Fotoalbum Cloud dal nuovo browser:</p>
<p style="font-size:34px;font-weight:600;letter-spacing:6px;margin:12px 0">339 057</p>
<p style="font-size:13px;color:#6b7385">Scade tra 10 minuti. Richiesta effettuata l'11/03/2026 alle 22:31 da Firefox su Linux, Bari (IT).</p>
<hr style="border:none;border-top:1px solid #e5e9f0;margin:22px 0">
<p style="font-size:14px"><b>Non sei stato tu?</b> Qualcuno potrebbe conoscere la tua password. Ti consigliamo di <a href="https://account.fotoalbumcloud.example/sicurezza/proteggi?motivo=accesso&amp;rid=77c0a9e1" style="color:#5e81ac">proteggere il tuo account</a> cambiando la password e disconnettendo gli altri dispositivi.</p>
<p style="font-size:13px"><a href="https://account.fotoalbumcloud.example/segnala?rid=77c0a9e1" style="color:#5e81ac">Segnala questo tentativo</a></p>
</td></tr>
<tr><td style="padding:16px 30px 24px;font-size:11px;color:#9aa1b1">Spazio usato: 38,2 GB di 50 GB · 12.418 foto, 307 video<br>
Fotoalbum Cloud S.r.l. – Via Sparano da Bari 88, 70121 Bari – P.IVA 08555180728 · <a href="https://www.fotoalbumcloud.example/privacy" style="color:#9aa1b1">Privacy</a></td></tr>
</table>
</body></html>
""")


if __name__ == "__main__":
    main()
