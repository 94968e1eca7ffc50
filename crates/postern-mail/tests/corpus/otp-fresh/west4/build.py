#!/usr/bin/env python3
"""Hand-written test mail for a one-time-code / magic-link extractor.

Writes iw-NNNN.eml and labels.jsonl into this directory and validates them.
Standard library only.
"""
import collections
import email
import email.policy
import html as htmlmod
import json
import os
import re
import struct
import sys
import zlib
from email.message import EmailMessage

OUT = os.path.dirname(os.path.abspath(__file__))
PREFIX = "iw"
MESSAGES = []


def add(**m):
    MESSAGES.append(m)


def make_png(w=180, h=56, rgb=(28, 86, 150)):
    """A small solid-colour PNG, built by hand."""
    row = b"\x00" + bytes(rgb) * w
    raw = row * h

    def chunk(tag, data):
        c = struct.pack(">I", len(data)) + tag + data
        return c + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    ihdr = struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def build(m, n):
    msg = EmailMessage()
    msg["From"] = m["frm"]
    msg["To"] = m["to"]
    msg["Subject"] = m["subject"]
    msg["Date"] = m["date"]
    msg["Message-ID"] = m.get("msgid") or "<%s.%04d.%s@%s>" % (
        "%08x" % (zlib.crc32(m["subject"].encode()) & 0xFFFFFFFF), n,
        m["lang"], m["frm"].split("@")[-1].rstrip(">").strip())
    for k, v in m.get("headers", []):
        msg[k] = v
    text, html = m.get("text"), m.get("html")
    cte_t = m.get("cte_text", "quoted-printable")
    cte_h = m.get("cte_html", "quoted-printable")
    for body, cte in ((text, cte_t), (html, cte_h)):
        if body is not None and cte == "7bit" and not body.isascii():
            raise SystemExit("7bit body with non-ASCII content: %r" % m["subject"])
    if text is not None:
        msg.set_content(text, subtype="plain", charset="utf-8", cte=cte_t)
        if html is not None:
            msg.add_alternative(html, subtype="html", charset="utf-8", cte=cte_h)
    else:
        msg.set_content(html, subtype="html", charset="utf-8", cte=cte_h)
    if m.get("image"):
        cid = m["image"]
        target = msg.get_payload()[1] if text is not None else msg
        target.add_related(make_png(rgb=m.get("image_rgb", (28, 86, 150))),
                           "image", "png", cid="<%s>" % cid,
                           filename=m.get("image_name", "code.png"),
                           disposition="inline")
    for part in msg.walk():
        if part is not msg and "MIME-Version" in part:
            del part["MIME-Version"]
    pol = email.policy.SMTP if m.get("crlf") else email.policy.default
    return msg.as_bytes(policy=pol)


# ---------------------------------------------------------------- validation
ALLOWED_TLDS = (".example", ".test", ".invalid")


def strip_tags(h):
    h = re.sub(r"(?is)<(script|style)\b.*?</\1>", " ", h)
    h = re.sub(r"(?s)<!--.*?-->", " ", h)
    return htmlmod.unescape(re.sub(r"(?s)<[^>]+>", " ", h))


def hrefs_of(h):
    out = re.findall(r'(?is)\bhref\s*=\s*"([^"]*)"', h)
    out += re.findall(r"(?is)\bhref\s*=\s*'([^']*)'", h)
    return [htmlmod.unescape(x) for x in out]


def alts_of(h):
    out = re.findall(r'(?is)\balt\s*=\s*"([^"]*)"', h)
    out += re.findall(r"(?is)\balt\s*=\s*'([^']*)'", h)
    return [htmlmod.unescape(x) for x in out]


def squash(s):
    return re.sub(r"[\s\-\u00a0\u2009\u202f]+", "", s)


def validate(path, m, label):
    problems = []
    with open(path, "rb") as f:
        data = f.read()
    msg = email.message_from_bytes(data, policy=email.policy.default)
    texts, htmls = [], []
    for part in msg.walk():
        if part.defects:
            problems.append("defects in %s: %r" % (part.get_content_type(), part.defects))
        if part.is_multipart():
            continue
        ct = part.get_content_type()
        if ct == "text/plain":
            texts.append(part.get_content())
        elif ct == "text/html":
            htmls.append(part.get_content())
        elif ct.startswith("image/"):
            if not part.get_content()[:8] == b"\x89PNG\r\n\x1a\n":
                problems.append("bad png")
    subject = str(msg["subject"])
    if subject != m["subject"]:
        problems.append("subject round-trip mismatch")
    hrefs = [h for x in htmls for h in hrefs_of(x)]
    alts = [a for x in htmls for a in alts_of(x)]
    plain_html = [strip_tags(x) for x in htmls]
    haystack = [subject] + texts + plain_html + alts
    otp = label["otp"]
    if otp is not None:
        if re.search(r"[\s\-]", otp):
            problems.append("otp label contains separators")
        if not 4 <= len(otp) <= 8:
            problems.append("otp length out of range")
        if not any(otp in squash(h) for h in haystack):
            problems.append("otp %r not found in decoded content" % otp)
        shown = m.get("shown")
        if shown and not any(shown in h for h in haystack + htmls):
            problems.append("shown form %r not found" % shown)
    link = label["link"]
    if link is not None:
        if link not in hrefs:
            problems.append("link not found as href: %r" % link)
        for alt in label.get("link_alt", []):
            if not (alt in hrefs or any(alt in t for t in texts + plain_html)):
                problems.append("link_alt not found: %r" % alt)
    # every web address must use a reserved domain
    for blob in texts + htmls + [subject]:
        for url in re.findall(r"https?://[^\s\"'<>)]+", htmlmod.unescape(blob)):
            host = re.sub(r"^https?://", "", url).split("/")[0].split("?")[0].split(":")[0].lower()
            if not host.endswith(ALLOWED_TLDS):
                problems.append("non-reserved host %r" % host)
    if not (texts or htmls):
        problems.append("no text content")
    return problems


def main():
    for name in os.listdir(OUT):
        if name.startswith(PREFIX + "-") and name.endswith(".eml"):
            os.remove(os.path.join(OUT, name))
    kind_counter = collections.Counter()
    labels, failures = [], []
    for n, m in enumerate(MESSAGES, 1):
        fname = "%s-%04d.eml" % (PREFIX, n)
        kind_counter[m["kind"]] += 1
        label = collections.OrderedDict()
        label["file"] = fname
        label["otp"] = m.get("otp")
        label["link"] = m.get("link")
        if m.get("link_alt"):
            label["link_alt"] = list(m["link_alt"])
        label["kind"] = m["kind"]
        label["lang"] = m["lang"]
        label["family"] = "%s-%s-%02d" % (PREFIX, m["kind"], kind_counter[m["kind"]])
        data = build(m, n)
        path = os.path.join(OUT, fname)
        with open(path, "wb") as f:
            f.write(data)
        for p in validate(path, m, label):
            failures.append("%s: %s" % (fname, p))
        labels.append(label)
    with open(os.path.join(OUT, "labels.jsonl"), "w", encoding="utf-8") as f:
        for label in labels:
            f.write(json.dumps(label, ensure_ascii=False) + "\n")
    fams = collections.Counter(l["family"] for l in labels)
    if any(c > 1 for c in fams.values()):
        failures.append("duplicate family")
    subjects = collections.Counter(m["subject"] for m in MESSAGES)
    if any(c > 1 for c in subjects.values()):
        failures.append("duplicate subject")
    otps = [l["otp"] for l in labels if l["otp"]]
    if len(otps) != len(set(otps)):
        failures.append("the same code used twice: %r" % [o for o, c in collections.Counter(otps).items() if c > 1])
    n = len(labels)
    code = sum(1 for l in labels if l["otp"])
    link = sum(1 for l in labels if l["link"])
    both = sum(1 for l in labels if l["otp"] and l["link"])
    neither = sum(1 for l in labels if not l["otp"] and not l["link"])
    print("messages:", n)
    print("by lang:", dict(sorted(collections.Counter(l["lang"] for l in labels).items())))
    print("by kind:", dict(sorted(collections.Counter(l["kind"] for l in labels).items())))
    print("code: %d (%.0f%%)  link: %d (%.0f%%)  both: %d  neither: %d (%.0f%%)" % (
        code, 100.0 * code / n, link, 100.0 * link / n, both, neither, 100.0 * neither / n))
    ctes = collections.Counter()
    for m in MESSAGES:
        if m.get("text") is not None:
            ctes["text:" + m.get("cte_text", "quoted-printable")] += 1
        if m.get("html") is not None:
            ctes["html:" + m.get("cte_html", "quoted-printable")] += 1
    print("transfer encodings:", dict(sorted(ctes.items())))
    if failures:
        print("\nVALIDATION FAILED:")
        for x in failures:
            print("  " + x)
        sys.exit(1)
    print("validation passed")


# ================================================================== messages
# ------------------------------------------------------------------ German
add(lang="de", kind="username_digits", otp="318604", shown="318 604",
    frm='"Alpenpfade Forum" <noreply@alpenpfade.example>',
    to="gipfelstuermer84@posteo.example",
    subject="Dein Anmeldecode für Alpenpfade",
    date="Sat, 08 Mar 2025 07:12:44 +0100",
    cte_text="8bit",
    text="""Hallo gipfelstuermer84,

jemand – hoffentlich du – möchte sich gerade im Forum „Alpenpfade“
anmelden. Gib dafür auf der Anmeldeseite diesen Code ein:

    318 604

Der Code ist 15 Minuten gültig und kann nur einmal verwendet werden.

Du warst das nicht? Dann kannst du diese Nachricht einfach ignorieren,
an deinem Konto ändert sich nichts.

Viele Grüße und Berg heil
das Moderationsteam von Alpenpfade

--
Alpenpfade Community e.V. · Hochstraße 12 · 87435 Kempten (Allgäu)
Vereinsregister Kempten VR 20417 · Fragen? forum@alpenpfade.example
Benachrichtigungen verwalten: https://alpenpfade.example/settings/notifications
""")

add(lang="de", kind="booking_ref", otp=None, link=None,
    frm='"Nordbahn Reiseservice" <buchung@nordbahn.example>',
    to="k.hartmann@mailbox.example",
    subject="Ihre Buchungsbestätigung (Auftrag 614882301) – Hamburg Hbf → München Hbf",
    date="Mon, 17 Mar 2025 19:40:02 +0100",
    cte_text="quoted-printable", cte_html="quoted-printable",
    text="""Guten Tag Frau Hartmann,

vielen Dank für Ihre Buchung. Ihr Ticket ist im Anhang und in Ihrem Kundenkonto hinterlegt.

Auftragsnummer: 614882301
Buchungsreferenz (für die Fahrkartenkontrolle): QZ8T4K

Hinfahrt: Freitag, 21.03.2025
  ab 07:24  Hamburg Hbf, Gleis 13
  an 13:31  München Hbf, Gleis 19
  ICE 787 · Wagen 12 · Platz 64 (Fenster, Großraum, 2. Klasse)

Sparpreis, 1 Erwachsener, mit BahnCard 25
Gesamtpreis: 79,90 EUR (enthält 7 % MwSt.: 5,23 EUR)
Bezahlt mit Visa **** 4417 am 17.03.2025

Bitte halten Sie bei der Kontrolle einen gültigen Lichtbildausweis bereit.

Ticket anzeigen: https://www.nordbahn.example/meine-reisen/614882301
Stornierung und Umtausch: https://www.nordbahn.example/hilfe/storno

Gute Reise wünscht Ihnen
Ihr Nordbahn Reiseservice

Nordbahn Fernverkehr GmbH · Europaplatz 1 · 20095 Hamburg
Amtsgericht Hamburg HRB 148820 · Kundenservice 040 3300 7700 (täglich 6–22 Uhr)
""",
    html="""<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Buchungsbestätigung</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;background:#f2f4f6;margin:0">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table width="600" cellpadding="16" cellspacing="0" style="background:#ffffff">
<tr><td style="background:#b30d1e;color:#fff;font-size:20px;font-weight:bold">Nordbahn</td></tr>
<tr><td>
<p>Guten Tag Frau Hartmann,</p>
<p>vielen Dank für Ihre Buchung. Ihr Ticket ist im Anhang und in Ihrem Kundenkonto hinterlegt.</p>
<table cellpadding="6" cellspacing="0" style="border:1px solid #ccc;width:100%">
<tr><td>Auftragsnummer</td><td><b>614882301</b></td></tr>
<tr><td>Buchungsreferenz</td><td><b style="font-family:monospace;font-size:18px">QZ8T4K</b></td></tr>
<tr><td>Hinfahrt</td><td>Fr, 21.03.2025 · ab 07:24 Hamburg Hbf (Gl. 13) · an 13:31 München Hbf (Gl. 19)</td></tr>
<tr><td>Zug / Platz</td><td>ICE 787 · Wagen 12 · Platz 64 (Fenster)</td></tr>
<tr><td>Preis</td><td>79,90 EUR inkl. 7&nbsp;% MwSt. (5,23 EUR)</td></tr>
<tr><td>Zahlung</td><td>Visa **** 4417</td></tr>
</table>
<p style="margin-top:24px"><a href="https://www.nordbahn.example/meine-reisen/614882301" style="background:#b30d1e;color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px">Ticket anzeigen</a></p>
<p style="font-size:13px">Stornierung und Umtausch: <a href="https://www.nordbahn.example/hilfe/storno">nordbahn.example/hilfe/storno</a></p>
</td></tr>
<tr><td style="font-size:11px;color:#666">Nordbahn Fernverkehr GmbH · Europaplatz 1 · 20095 Hamburg<br>
Amtsgericht Hamburg HRB 148820 · Kundenservice 040 3300 7700<br>
<a href="https://www.nordbahn.example/datenschutz" style="color:#666">Datenschutz</a> · <a href="https://www.nordbahn.example/impressum" style="color:#666">Impressum</a></td></tr>
</table></td></tr></table>
</body></html>
""")

add(lang="de", kind="newsletter_numbers", otp=None, link=None,
    frm='"Kaufhaus Lindner Online" <versand@lindner-online.example>',
    to="jonas.beck@freimail.example",
    subject="Ihre Bestellung 302-5589141-7720 ist unterwegs",
    date="Wed, 02 Apr 2025 11:03:19 +0200",
    cte_text="8bit", cte_html="base64",
    headers=[("List-Unsubscribe", "<https://lindner-online.example/abmelden?u=88412071>")],
    text="""Hallo Jonas Beck,

gute Nachrichten: Ihre Bestellung 302-5589141-7720 vom 31.03.2025 hat unser
Lager verlassen.

Sendungsnummer: 00340434161094023510 (Paketblitz)
Voraussichtliche Zustellung: Freitag, 04.04.2025, zwischen 10:00 und 14:00 Uhr

Lieferadresse:
Jonas Beck
Lindenweg 4
04109 Leipzig

Artikel
  1 x  Wasserkocher Edelstahl 1,7 l (Art.-Nr. 1044871)      39,99 €
  2 x  Geschirrtuch Leinen, 3er-Set (Art.-Nr. 2209315)      2 x 12,95 €
Versand                                                      4,95 €
Gesamtbetrag                                                70,84 €
(enthält 19 % MwSt.: 11,31 €)

Kundennummer: K-8841207

Sendung verfolgen: https://lindner-online.example/sendung/00340434161094023510

Freundliche Grüße
Ihr Kaufhaus Lindner Online

Kaufhaus Lindner GmbH & Co. KG · Marktplatz 7 · 01067 Dresden
USt-IdNr. DE812345678 · Amtsgericht Dresden HRA 9931
""",
    html="""<html><body style="font-family:Verdana,sans-serif;font-size:14px">
<p>Hallo Jonas Beck,</p>
<p>gute Nachrichten: Ihre Bestellung <b>302-5589141-7720</b> vom 31.03.2025 hat unser Lager verlassen.</p>
<table cellpadding="4" style="border-collapse:collapse">
<tr><td>Sendungsnummer</td><td>00340434161094023510 (Paketblitz)</td></tr>
<tr><td>Zustellung voraussichtlich</td><td>Fr, 04.04.2025, 10:00–14:00 Uhr</td></tr>
<tr><td>Lieferadresse</td><td>Jonas Beck, Lindenweg 4, 04109 Leipzig</td></tr>
</table>
<table cellpadding="4" style="border-collapse:collapse;margin-top:12px" border="1">
<tr><th align="left">Artikel</th><th>Menge</th><th align="right">Preis</th></tr>
<tr><td>Wasserkocher Edelstahl 1,7 l<br><small>Art.-Nr. 1044871</small></td><td align="center">1</td><td align="right">39,99 €</td></tr>
<tr><td>Geschirrtuch Leinen, 3er-Set<br><small>Art.-Nr. 2209315</small></td><td align="center">2</td><td align="right">25,90 €</td></tr>
<tr><td colspan="2">Versand</td><td align="right">4,95 €</td></tr>
<tr><td colspan="2"><b>Gesamtbetrag</b></td><td align="right"><b>70,84 €</b></td></tr>
<tr><td colspan="3"><small>enthält 19 % MwSt.: 11,31 €</small></td></tr>
</table>
<p><a href="https://lindner-online.example/sendung/00340434161094023510">Sendung verfolgen</a> · <a href="https://lindner-online.example/konto/bestellungen/302-5589141-7720">Bestellung ansehen</a></p>
<p style="font-size:11px;color:#777">Kundennummer K-8841207<br>Kaufhaus Lindner GmbH &amp; Co. KG · Marktplatz 7 · 01067 Dresden · USt-IdNr. DE812345678<br>
<a href="https://lindner-online.example/abmelden?u=88412071">Newsletter abbestellen</a></p>
<img src="https://t.lindner-online.example/open/88412071.gif" width="1" height="1" alt="">
</body></html>
""")

add(lang="de", kind="new_and_old_code", otp="905338", shown="905 338",
    frm='"Kontora Bank" <sicherheit@kontora-bank.example>',
    to="t.wagner@netzpost.example",
    subject="Ihr neuer Sicherheitscode",
    date="Tue, 22 Apr 2025 14:37:51 +0200",
    cte_text="8bit", cte_html="quoted-printable", crlf=True,
    text="""Sehr geehrter Herr Wagner,

Sie haben soeben einen neuen Sicherheitscode für die Anmeldung im
Online-Banking angefordert.

Der zuvor gesendete Code 771 204 ist damit ungültig.

Ihr neuer Sicherheitscode: 905 338
Gültig bis 14:52 Uhr.

Geben Sie diesen Code niemals telefonisch oder per E-Mail weiter.
Mitarbeiter der Kontora Bank werden Sie nie danach fragen.

Mit freundlichen Grüßen
Ihre Kontora Bank

Kontora Bank AG · Mainzer Landstraße 50 · 60325 Frankfurt am Main
Kundenservice: 069 2222 4040 (Mo–Fr 8–20 Uhr) · Sperr-Notruf 116 116
Amtsgericht Frankfurt am Main HRB 112233
""",
    html="""<html><body style="font-family:Helvetica,Arial,sans-serif;color:#102030">
<div style="max-width:560px;margin:0 auto;padding:20px;border-top:4px solid #0a5c4a">
<p>Sehr geehrter Herr Wagner,</p>
<p>Sie haben soeben einen neuen Sicherheitscode für die Anmeldung im Online-Banking angefordert.</p>
<p style="color:#8a8a8a">Der zuvor gesendete Code <s>771 204</s> ist damit ungültig.</p>
<p>Ihr neuer Sicherheitscode:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:3px;color:#0a5c4a">905 338</p>
<p>Gültig bis 14:52 Uhr.</p>
<p style="font-size:13px">Geben Sie diesen Code niemals telefonisch oder per E-Mail weiter. Mitarbeiter der Kontora Bank werden Sie nie danach fragen.</p>
<p>Mit freundlichen Grüßen<br>Ihre Kontora Bank</p>
<hr>
<p style="font-size:11px;color:#666">Kontora Bank AG · Mainzer Landstraße 50 · 60325 Frankfurt am Main<br>
Kundenservice: 069 2222 4040 · Sperr-Notruf 116 116 · Amtsgericht Frankfurt am Main HRB 112233<br>
<a href="https://www.kontora-bank.example/sicherheit">Sicherheitshinweise</a> · <a href="https://www.kontora-bank.example/datenschutz">Datenschutz</a></p>
</div></body></html>
""")

add(lang="de", kind="login_alert", otp=None, link=None,
    frm='"Klangwerk" <no-reply@klangwerk.example>',
    to="mira.s@webpostfach.example",
    subject="Neue Anmeldung bei deinem Klangwerk-Konto",
    date="Thu, 24 Apr 2025 22:18:09 +0200",
    cte_html="quoted-printable",
    html="""<!doctype html>
<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#121212;color:#eaeaea;font-family:'Segoe UI',Roboto,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="520" cellpadding="0" cellspacing="0">
<tr><td style="font-size:24px;font-weight:700;color:#1ed7a0;padding-bottom:16px">Klangwerk</td></tr>
<tr><td style="font-size:16px;line-height:1.5">
<p>Hallo Mira,</p>
<p>wir haben eine Anmeldung bei deinem Konto von einem neuen Gerät bemerkt:</p>
<table cellpadding="6" style="background:#1f1f1f;border-radius:8px;width:100%;font-size:14px">
<tr><td style="color:#9a9a9a">Gerät</td><td>Chrome auf Windows 11</td></tr>
<tr><td style="color:#9a9a9a">Ort (ungefähr)</td><td>Köln, Deutschland</td></tr>
<tr><td style="color:#9a9a9a">IP-Adresse</td><td>203.0.113.57</td></tr>
<tr><td style="color:#9a9a9a">Zeitpunkt</td><td>24.04.2025, 22:16 Uhr MESZ</td></tr>
</table>
<p>Warst du das? Dann musst du nichts weiter tun.</p>
<p>Falls nicht, ändere bitte sofort dein Passwort und melde dich auf allen Geräten ab.</p>
<p><a href="https://www.klangwerk.example/account/security/activity?src=email_newlogin" style="display:inline-block;background:#1ed7a0;color:#121212;padding:12px 22px;border-radius:24px;text-decoration:none;font-weight:700">Aktivität prüfen</a></p>
<p><a href="https://www.klangwerk.example/account/password" style="color:#1ed7a0">Passwort ändern</a></p>
</td></tr>
<tr><td style="font-size:11px;color:#8a8a8a;padding-top:28px">
Klangwerk Music GmbH · Torstraße 140 · 10119 Berlin · Amtsgericht Charlottenburg HRB 203117 B<br>
Diese E-Mail wurde an mira.s@webpostfach.example gesendet, weil es sich um eine wichtige Kontomitteilung handelt.<br>
<a href="https://www.klangwerk.example/legal/privacy" style="color:#8a8a8a">Datenschutz</a> · <a href="https://support.klangwerk.example/" style="color:#8a8a8a">Hilfe</a>
</td></tr></table></td></tr></table>
</body></html>
""")

add(lang="de", kind="magic_link", otp=None,
    link="https://click.taskfeld.example/ls/click?upn=u001.Vq3XkP9b2cQ-2BmL7rTz0hWf4YdN8sE1aJ6oG5uK&data=04%7C01%7Cauth-magic",
    link_alt=["https://app.taskfeld.example/auth/magic?token=tf_ml_7Qk2Zp9VwX4nR8sL1mY6cB3dH5jT0aFe&email=lena.kraus%40agentur-kraus.example"],
    frm='"Taskfeld" <login@taskfeld.example>',
    to="lena.kraus@agentur-kraus.example",
    subject="Dein Anmeldelink für Taskfeld",
    date="Fri, 09 May 2025 09:02:33 +0200",
    cte_text="quoted-printable", cte_html="quoted-printable",
    headers=[("List-Unsubscribe", "<https://taskfeld.example/email/unsubscribe?u=a81f0c22&l=product>"),
             ("X-Mailer", "Taskfeld Notifier 4.2")],
    text="""Hallo Lena,

klicke auf den folgenden Link, um dich bei Taskfeld anzumelden. Der Link ist
20 Minuten gültig und funktioniert nur einmal:

https://app.taskfeld.example/auth/magic?token=tf_ml_7Qk2Zp9VwX4nR8sL1mY6cB3dH5jT0aFe&email=lena.kraus%40agentur-kraus.example

Du hast keinen Anmeldelink angefordert? Dann ignoriere diese E-Mail einfach.

Dein Taskfeld-Team

Taskfeld GmbH · Glockengießerwall 2 · 20095 Hamburg
Hilfe: https://help.taskfeld.example
""",
    html="""<html><body style="font-family:Inter,Arial,sans-serif;background:#f6f7fb;padding:24px">
<p style="font-size:11px;color:#888;text-align:right"><a href="https://taskfeld.example/email/view/a81f0c22-7d1e" style="color:#888">Im Browser ansehen</a></p>
<div style="background:#fff;max-width:520px;margin:auto;padding:32px;border-radius:10px">
<img src="https://static.taskfeld.example/mail/logo.png" width="120" alt="Taskfeld">
<h1 style="font-size:22px">Melde dich mit einem Klick an</h1>
<p>Hallo Lena,</p>
<p>klicke auf den Button, um dich bei Taskfeld anzumelden. Der Link ist 20 Minuten gültig und funktioniert nur einmal.</p>
<p><a href="https://click.taskfeld.example/ls/click?upn=u001.Vq3XkP9b2cQ-2BmL7rTz0hWf4YdN8sE1aJ6oG5uK&amp;data=04%7C01%7Cauth-magic" style="background:#4f46e5;color:#fff;padding:14px 28px;border-radius:6px;text-decoration:none;display:inline-block">Bei Taskfeld anmelden</a></p>
<p style="font-size:12px;color:#555">Funktioniert der Button nicht? Kopiere diese Adresse in deinen Browser:<br>
https://app.taskfeld.example/auth/magic?token=tf_ml_7Qk2Zp9VwX4nR8sL1mY6cB3dH5jT0aFe&amp;email=lena.kraus%40agentur-kraus.example</p>
<p style="font-size:12px;color:#555">Du hast keinen Anmeldelink angefordert? Dann ignoriere diese E-Mail einfach.</p>
</div>
<p style="font-size:11px;color:#888;text-align:center">
<a href="https://click.taskfeld.example/ls/click?upn=u001.social-li-88a" style="color:#888">LinkedIn</a> ·
<a href="https://click.taskfeld.example/ls/click?upn=u001.social-x-88b" style="color:#888">X</a> ·
<a href="https://help.taskfeld.example" style="color:#888">Hilfe</a> ·
<a href="https://taskfeld.example/datenschutz" style="color:#888">Datenschutz</a> ·
<a href="https://taskfeld.example/email/unsubscribe?u=a81f0c22&amp;l=product" style="color:#888">Produkt-News abbestellen</a><br>
Taskfeld GmbH · Glockengießerwall 2 · 20095 Hamburg · HRB 170552</p>
<img src="https://click.taskfeld.example/wf/open?upn=u001.Op3nPx1-88c" width="1" height="1" alt="" style="display:none">
</body></html>
""")

add(lang="de", kind="reset_in_code_mail", otp="270553", link=None,
    frm='"Filmkiste+" <info@account.filmkiste.example>',
    to="derya.yilmaz@mailbox.example",
    subject="Dein Anmeldecode für Filmkiste+",
    date="Sun, 11 May 2025 20:44:10 +0200",
    cte_text="base64", cte_html="quoted-printable",
    text="""Hallo Derya,

gib diesen Code ein, um dich auf deinem Fernseher bei Filmkiste+ anzumelden:

270553

Der Code läuft in 15 Minuten ab.

Das warst nicht du? Setze dein Passwort zurück:
https://www.filmkiste.example/passwort-vergessen?src=otp-mail&l=de

Filmkiste Streaming GmbH, Leopoldstraße 31, 80802 München
""",
    html="""<html><body style="background:#000;color:#fff;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="480" cellpadding="24"><tr><td>
<p style="color:#e50914;font-size:26px;font-weight:bold;margin:0">FILMKISTE+</p>
<p style="font-size:18px">Hallo Derya,</p>
<p>gib diesen Code ein, um dich auf deinem Fernseher anzumelden:</p>
<p style="text-align:center">
<span style="display:inline-block;width:40px;padding:8px 0;margin:2px;background:#222;font-size:28px">2</span><span style="display:inline-block;width:40px;padding:8px 0;margin:2px;background:#222;font-size:28px">7</span><span style="display:inline-block;width:40px;padding:8px 0;margin:2px;background:#222;font-size:28px">0</span><span style="display:inline-block;width:40px;padding:8px 0;margin:2px;background:#222;font-size:28px">5</span><span style="display:inline-block;width:40px;padding:8px 0;margin:2px;background:#222;font-size:28px">5</span><span style="display:inline-block;width:40px;padding:8px 0;margin:2px;background:#222;font-size:28px">3</span>
</p>
<p style="color:#aaa">Der Code läuft in 15 Minuten ab.</p>
<p style="color:#aaa;font-size:13px">Das warst nicht du? <a href="https://www.filmkiste.example/passwort-vergessen?src=otp-mail&amp;l=de" style="color:#fff">Passwort zurücksetzen</a></p>
<p style="color:#666;font-size:11px">Filmkiste Streaming GmbH · Leopoldstraße 31 · 80802 München<br>
<a href="https://help.filmkiste.example" style="color:#666">Hilfe-Center</a> · <a href="https://www.filmkiste.example/nutzungsbedingungen" style="color:#666">Nutzungsbedingungen</a></p>
</td></tr></table></td></tr></table>
</body></html>
""")

add(lang="de", kind="no_code_word", otp="604193", shown="60 41 93",
    frm='"Serviceportal Musterland" <noreply@serviceportal.musterland.example>',
    to="anke.loewe@t-netz.example",
    subject="Bestätigung Ihrer E-Mail-Adresse für das Nutzerkonto",
    date="Mon, 12 May 2025 10:05:00 +0200",
    cte_text="quoted-printable",
    text="""Sehr geehrte Nutzerin, sehr geehrter Nutzer,

Sie haben im Serviceportal Musterland ein Nutzerkonto mit dieser
E-Mail-Adresse angelegt.

Um die Registrierung abzuschließen, geben Sie bitte auf der Seite
„E-Mail-Adresse bestätigen“ die folgende Ziffernfolge ein:

        60 41 93

Die Ziffernfolge ist 24 Stunden gültig. Danach müssen Sie die Registrierung
erneut beginnen.

Wenn Sie kein Nutzerkonto angelegt haben, können Sie diese E-Mail
ignorieren. Ihre Daten werden nach Ablauf der Frist automatisch gelöscht.

Diese E-Mail wurde automatisch erstellt. Bitte antworten Sie nicht darauf.

Mit freundlichen Grüßen
Ihr Serviceportal Musterland

Landesamt für Digitalisierung Musterland
Postfach 10 05 21 · 30005 Musterstadt
Servicetelefon: 0511 120 4455 (Mo–Fr 8:00–17:00 Uhr)
Datenschutzerklärung: https://serviceportal.musterland.example/datenschutz
""")

add(lang="de", kind="decoy_codes", otp=None, link=None,
    frm='"Prof. Dr. Sabine Weber (via Konferio)" <no-reply@konferio.example>',
    to="studierende-ba-soz@lists.uni-rheinau.example",
    subject="Einladung: Online-Sprechstunde Soziologie – Do, 15. Mai 2025, 14:00",
    date="Tue, 13 May 2025 08:15:37 +0200",
    cte_text="8bit", cte_html="8bit",
    text="""Liebe Studierende,

die Sprechstunde findet diese Woche ausnahmsweise online statt.

Thema: Sprechstunde Prof. Dr. Weber (Einführung in die Soziologie)
Zeit: Donnerstag, 15.05.2025, 14:00–15:30 Uhr (Berlin)

Konferio-Meeting beitreten:
https://uni-rheinau.konferio.example/j/84522917730?pwd=Rk9XbU1kT2p3a0xW

Meeting-ID: 845 2291 7730
Kenncode: 561203

Telefonische Einwahl:
+49 69 7104 9922, Meeting-ID 845 2291 7730#, Kenncode 561203#

Wer lieber persönlich kommen möchte: ab nächster Woche wieder in
Raum C 3.14, Gebäude C, Campus Nord.

Viele Grüße
Sabine Weber

--
Institut für Soziologie · Universität Rheinau · Am Hofgarten 5 · 53113 Bonn
Tel. 0228 73-4410 · Sekretariat Zi. C 3.12
""",
    html="""<html><body style="font-family:Calibri,Arial,sans-serif;font-size:15px">
<p>Liebe Studierende,</p>
<p>die Sprechstunde findet diese Woche ausnahmsweise online statt.</p>
<p><b>Thema:</b> Sprechstunde Prof. Dr. Weber (Einführung in die Soziologie)<br>
<b>Zeit:</b> Donnerstag, 15.05.2025, 14:00–15:30 Uhr (Berlin)</p>
<p><a href="https://uni-rheinau.konferio.example/j/84522917730?pwd=Rk9XbU1kT2p3a0xW">Konferio-Meeting beitreten</a></p>
<p>Meeting-ID: 845 2291 7730<br>Kenncode: 561203</p>
<p>Telefonische Einwahl: +49 69 7104 9922, Meeting-ID 845 2291 7730#, Kenncode 561203#</p>
<p>Wer lieber persönlich kommen möchte: ab nächster Woche wieder in Raum C 3.14, Gebäude C, Campus Nord.</p>
<p>Viele Grüße<br>Sabine Weber</p>
<p style="color:#777;font-size:12px">Institut für Soziologie · Universität Rheinau · Am Hofgarten 5 · 53113 Bonn<br>Tel. 0228 73-4410</p>
</body></html>
""")

add(lang="de", kind="phone_and_dates", otp="2291",
    frm='"Stadtflitzer Carsharing" <service@stadtflitzer.example>',
    to="felix.nguyen@freimail.example",
    subject="Bitte bestätige deine Handynummer – Buchung am 14.05.2025",
    date="Tue, 13 May 2025 18:52:41 +0200",
    cte_text="base64",
    text="""Hi Felix,

fast geschafft! Deine erste Fahrt ist reserviert:

  Fahrzeug:     VW ID.3, Kennzeichen M-SF 4821
  Abholung:     Mi., 14.05.2025, 08:30 Uhr, Station Giesing Bahnhof
  Rückgabe:     Mi., 14.05.2025, 11:00 Uhr
  Preis:        23,40 € (inkl. 60 km), Kreditkarte endet auf 4417

Bevor du das Auto öffnen kannst, bestätige bitte deine Handynummer
+49 151 2345 6789 in der App. Dein Bestätigungscode lautet:

  2291

Der Code gilt 10 Minuten.

Fragen? Unsere Hotline ist rund um die Uhr für dich da: 089 1234 5670.
Bei einem Unfall: 089 1234 5699.

Gute Fahrt!
Dein Stadtflitzer-Team

Stadtflitzer Mobility GmbH · Tegernseer Landstraße 161 · 81539 München
Amtsgericht München HRB 255031 · USt-IdNr. DE309876543
""")

add(lang="de", kind="alt_text_only", otp="7HK2QP",
    frm='"Nebelstein Games" <accounts@nebelstein-games.example>',
    to="pixelwolf@spielpost.example",
    subject="Bestätige deine E-Mail-Adresse für dein Nebelstein-Konto",
    date="Sat, 17 May 2025 16:21:05 +0200",
    cte_text="7bit", cte_html="base64",
    image="verify-7hk2@nebelstein-games.example", image_rgb=(52, 30, 82),
    text="""Hallo Abenteurer,

Dein Bestaetigungscode wird in der HTML-Version dieser E-Mail als Bild
angezeigt. Bitte oeffne die Nachricht in einem Mailprogramm, das Bilder
und HTML darstellt, und gib den Code im Spiel ein.

Viel Spass in Nebelstein!

Nebelstein Games GmbH, Schanzenstrasse 22, 51063 Koeln
Support: https://support.nebelstein-games.example
""",
    html="""<html><body style="background:#1b1030;color:#efe6ff;font-family:Georgia,serif;text-align:center">
<h2 style="color:#c8a6ff">Willkommen in Nebelstein!</h2>
<p>Gib diesen Code im Spiel ein, um deine E-Mail-Adresse zu bestätigen:</p>
<p><img src="cid:verify-7hk2@nebelstein-games.example" width="180" height="56" alt="Dein Bestätigungscode: 7HK2QP" style="border:2px solid #c8a6ff"></p>
<p style="font-size:13px;color:#a99bc4">Der Code ist 30 Minuten gültig.</p>
<p style="font-size:11px;color:#7f7399">Nebelstein Games GmbH · Schanzenstraße 22 · 51063 Köln<br>
<a href="https://support.nebelstein-games.example" style="color:#7f7399">Support</a> · <a href="https://nebelstein-games.example/agb" style="color:#7f7399">AGB</a> · <a href="https://discord.nebelstein-games.example/invite" style="color:#7f7399">Discord</a></p>
</body></html>
""")

add(lang="de", kind="delivery_code", otp="384991", shown="384 991",
    frm='"Paketblitz" <benachrichtigung@paketblitz.example>',
    to="s.hoffmann@webpostfach.example",
    subject="Ihr Paket liegt in der Paketstation 148 für Sie bereit",
    date="Mon, 19 May 2025 12:30:48 +0200",
    cte_html="8bit",
    html="""<html><body style="font-family:Arial,sans-serif;background:#fffbe6;padding:16px">
<div style="max-width:560px;margin:auto;background:#fff;border:1px solid #f0c800;padding:24px">
<p style="font-size:22px;font-weight:bold;color:#d40511;margin-top:0">Ihr Paket ist abholbereit</p>
<p>Guten Tag Stefanie Hoffmann,</p>
<p>Ihre Sendung <b>00340434172200481139</b> von <i>Gartenwelt Schulze</i> wurde am 19.05.2025 um 12:14 Uhr in die Paketstation eingelegt.</p>
<table cellpadding="6" style="width:100%;background:#f7f7f7">
<tr><td>Paketstation</td><td><b>148</b>, Bahnhofsvorplatz 3, 90402 Nürnberg</td></tr>
<tr><td>Abholcode</td><td><b style="font-size:24px;letter-spacing:2px">384 991</b></td></tr>
<tr><td>Abholbar bis</td><td>26.05.2025, 23:59 Uhr</td></tr>
</table>
<p>Geben Sie den Abholcode am Bildschirm der Paketstation ein – das Fach öffnet sich dann automatisch. Der Abholcode gilt nur für diese Sendung.</p>
<p style="font-size:13px">Öffnungszeiten: rund um die Uhr · Kundenservice: 0228 4333 112</p>
<p style="font-size:11px;color:#777">Paketblitz Deutschland GmbH · Sträßchensweg 10 · 53113 Bonn<br>
<a href="https://www.paketblitz.example/sendungsverfolgung?id=00340434172200481139">Sendung verfolgen</a> · <a href="https://www.paketblitz.example/datenschutz">Datenschutz</a></p>
</div></body></html>
""")

add(lang="de", kind="magic_link", otp=None,
    link="https://newsletter.rheinufer-zeitung.example/optin/confirm?id=5f2c91ab7730&h=d41e8c03a9b7f6e25b1c",
    frm='"Rheinufer Zeitung" <newsletter@rheinufer-zeitung.example>',
    to="gerd.baumann@rheinpost.example",
    subject="Bitte bestätigen Sie Ihre Newsletter-Anmeldung",
    date="Wed, 21 May 2025 06:58:12 +0200",
    cte_text="quoted-printable", cte_html="quoted-printable",
    text="""Guten Tag,

vielen Dank für Ihr Interesse am Morgen-Briefing der Rheinufer Zeitung.

Bitte bestätigen Sie Ihre Anmeldung über diesen Link:
https://newsletter.rheinufer-zeitung.example/optin/confirm?id=5f2c91ab7730&h=d41e8c03a9b7f6e25b1c

Erst nach Ihrer Bestätigung erhalten Sie den Newsletter, werktags um 6 Uhr.
Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail bitte –
Sie erhalten dann keine weiteren Nachrichten von uns.

Ihre Redaktion der Rheinufer Zeitung

Rheinufer Medien GmbH · Rheinallee 88 · 40545 Düsseldorf
Impressum: https://www.rheinufer-zeitung.example/impressum
""",
    html="""<html><body style="font-family:Georgia,'Times New Roman',serif;color:#222">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="20" style="border:1px solid #ddd">
<tr><td style="border-bottom:3px double #222;font-size:28px;text-align:center">Rheinufer Zeitung</td></tr>
<tr><td>
<p>Guten Tag,</p>
<p>vielen Dank für Ihr Interesse am <b>Morgen-Briefing</b> der Rheinufer Zeitung.</p>
<p style="text-align:center"><a href="https://newsletter.rheinufer-zeitung.example/optin/confirm?id=5f2c91ab7730&amp;h=d41e8c03a9b7f6e25b1c" style="background:#003a70;color:#fff;padding:12px 24px;text-decoration:none;font-family:Arial,sans-serif">Anmeldung bestätigen</a></p>
<p>Erst nach Ihrer Bestätigung erhalten Sie den Newsletter, werktags um 6 Uhr. Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail bitte.</p>
<p>Ihre Redaktion der Rheinufer Zeitung</p>
</td></tr>
<tr><td style="font-size:11px;color:#777;font-family:Arial,sans-serif">Rheinufer Medien GmbH · Rheinallee 88 · 40545 Düsseldorf ·
<a href="https://www.rheinufer-zeitung.example/impressum">Impressum</a> · <a href="https://www.rheinufer-zeitung.example/datenschutz">Datenschutz</a></td></tr>
</table></td></tr></table>
</body></html>
""")
# ------------------------------------------------------------------ French
add(lang="fr", kind="prefix_code", otp="740215", shown="P-740215",
    frm='"Pictoo" <security@mail.pictoo.example>',
    to="camille.roux92@courriel.example",
    subject="P-740215 est votre code de confirmation Pictoo",
    date="Thu, 06 Mar 2025 21:14:03 +0100",
    cte_text="quoted-printable", cte_html="7bit",
    text="""Bonjour Camille,

Quelqu'un a essayé de créer un compte Pictoo avec cette adresse e-mail.
Si c'est bien vous, saisissez ce code de confirmation dans l'application :

P-740215

(tapez uniquement les 6 chiffres)

Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message.

L'équipe Pictoo
Pictoo SAS, 14 rue de Provence, 75009 Paris
""",
    html="""<html><body style="font-family:Helvetica,Arial,sans-serif;color:#262626;background:#fafafa">
<table align="center" width="500" cellpadding="20" style="background:#fff;border:1px solid #dbdbdb">
<tr><td>
<p style="font-size:22px;font-weight:600">Pictoo</p>
<p>Bonjour Camille,</p>
<p>Quelqu'un a essay&eacute; de cr&eacute;er un compte Pictoo avec cette adresse e-mail. Si c'est bien vous, saisissez ce code de confirmation dans l'application&nbsp;:</p>
<p style="font-size:32px;font-weight:bold;text-align:center;color:#c13584">P-740215</p>
<p style="text-align:center;font-size:13px;color:#8e8e8e">Tapez uniquement les 6 chiffres.</p>
<p>Si vous n'&ecirc;tes pas &agrave; l'origine de cette demande, ignorez simplement ce message.</p>
<p style="font-size:11px;color:#8e8e8e">&copy; Pictoo SAS, 14 rue de Provence, 75009 Paris<br>
Ce message a &eacute;t&eacute; envoy&eacute; &agrave; camille.roux92@courriel.example.
<a href="https://help.pictoo.example/fr/security" style="color:#8e8e8e">Centre d'aide</a></p>
</td></tr></table>
</body></html>
""")

add(lang="fr", kind="lowercase_alnum", otp="k3v9xm2p",
    link="https://forgebox.example/login/email/confirm?t=fbx_9c1Lq2Wm7ZtR4vNa8YpK0eHs3UdG6jBx&u=4471208",
    frm='"Forgebox" <noreply@forgebox.example>',
    to="theo.lambert@devmail.example",
    subject="[Forgebox] Votre code de connexion",
    date="Tue, 11 Mar 2025 08:47:26 +0100",
    cte_text="8bit", cte_html="quoted-printable",
    text="""Bonjour @tlambert,

Voici votre code de connexion à usage unique :

    k3v9xm2p

Vous pouvez aussi vous connecter directement en ouvrant ce lien :
https://forgebox.example/login/email/confirm?t=fbx_9c1Lq2Wm7ZtR4vNa8YpK0eHs3UdG6jBx&u=4471208

Le code et le lien expirent dans 10 minutes.

Demande effectuée depuis : Firefox 136 / Ubuntu, IP 198.51.100.23

Si vous n'avez pas demandé à vous connecter, vous pouvez ignorer cet e-mail.

—
Forgebox · 3 quai Saint-Vincent, 69001 Lyon
Paramètres de notification : https://forgebox.example/settings/notifications
""",
    html="""<html><body style="font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;font-size:14px;color:#24292f">
<div style="max-width:544px;margin:0 auto;padding:16px">
<p>Bonjour <b>@tlambert</b>,</p>
<p>Voici votre code de connexion à usage unique&nbsp;:</p>
<p style="font-family:SFMono-Regular,Consolas,monospace;font-size:24px;background:#f6f8fa;border:1px solid #d0d7de;padding:12px;text-align:center">k3v9xm2p</p>
<p>Vous pouvez aussi vous connecter directement&nbsp;:</p>
<p><a href="https://forgebox.example/login/email/confirm?t=fbx_9c1Lq2Wm7ZtR4vNa8YpK0eHs3UdG6jBx&amp;u=4471208" style="background:#1f883d;color:#fff;padding:8px 16px;border-radius:6px;text-decoration:none">Se connecter à Forgebox</a></p>
<p style="color:#57606a">Le code et le lien expirent dans 10 minutes.<br>Demande effectuée depuis&nbsp;: Firefox 136 / Ubuntu, IP 198.51.100.23</p>
<p style="color:#57606a">Si vous n'avez pas demandé à vous connecter, vous pouvez ignorer cet e-mail.</p>
<hr style="border:0;border-top:1px solid #d0d7de">
<p style="font-size:12px;color:#57606a">Forgebox · 3 quai Saint-Vincent, 69001 Lyon ·
<a href="https://forgebox.example/settings/notifications">Paramètres de notification</a> · <a href="https://forgebox.example/site/privacy">Confidentialité</a></p>
</div></body></html>
""")

add(lang="fr", kind="booking_ref", otp="583102", shown="583 102",
    frm='"Azur Ligne" <ne-pas-repondre@azurligne.example>',
    to="n.girard@orangemail.example",
    subject="Accès à votre réservation ZK4P7R – code de vérification",
    date="Fri, 14 Mar 2025 17:09:55 +0100",
    cte_text="quoted-printable", cte_html="base64",
    text="""Bonjour Nathalie GIRARD,

Vous souhaitez consulter ou modifier la réservation suivante :

  Référence de réservation : ZK4P7R
  Vol AZ 7312 Paris-Orly (ORY) → Nice (NCE)
  Vendredi 18 avril 2025, départ 06:45, arrivée 08:10
  1 passager · Tarif Light · Siège 21A

Pour des raisons de sécurité, saisissez ce code de vérification sur la page
« Mes réservations » :

  583 102

Ce code est valable 30 minutes. Ne le communiquez à personne, pas même à
un agent Azur Ligne.

Bon voyage,
Le service client Azur Ligne

Azur Ligne SA · 2 avenue de l'Aéropédrome, 06200 Nice · RCS Nice 402 118 667
Service client : 09 70 80 90 10 (appel non surtaxé), 7j/7 de 7h à 22h
""",
    html="""<html><body style="margin:0;font-family:Arial,sans-serif;background:#eef4fa">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#0a3d7a;padding:18px 24px;color:#fff;font-size:22px">Azur <b>Ligne</b></td></tr>
<tr><td style="padding:24px">
<p>Bonjour Nathalie GIRARD,</p>
<p>Vous souhaitez consulter ou modifier la réservation suivante&nbsp;:</p>
<table width="100%" cellpadding="8" style="border:1px solid #d6e2ef;font-size:14px">
<tr><td style="color:#56708f">Référence de réservation</td><td><b>ZK4P7R</b></td></tr>
<tr><td style="color:#56708f">Vol</td><td>AZ 7312 · Paris-Orly (ORY) → Nice (NCE)</td></tr>
<tr><td style="color:#56708f">Date</td><td>Vendredi 18 avril 2025 · 06:45 → 08:10</td></tr>
<tr><td style="color:#56708f">Passager</td><td>1 adulte · Tarif Light · Siège 21A</td></tr>
</table>
<p style="margin-top:20px">Pour des raisons de sécurité, saisissez ce code de vérification sur la page «&nbsp;Mes réservations&nbsp;»&nbsp;:</p>
<p style="text-align:center;font-size:34px;font-weight:bold;letter-spacing:6px;color:#0a3d7a">583 102</p>
<p style="font-size:13px;color:#56708f">Ce code est valable 30 minutes. Ne le communiquez à personne, pas même à un agent Azur Ligne.</p>
</td></tr>
<tr><td style="padding:16px 24px;background:#f4f7fb;font-size:11px;color:#6b7c93">
Azur Ligne SA · 2 avenue de l'Aéropédrome, 06200 Nice · RCS Nice 402 118 667<br>
Service client&nbsp;: 09 70 80 90 10 · <a href="https://www.azurligne.example/fr/aide">Aide</a> · <a href="https://www.azurligne.example/fr/confidentialite">Confidentialité</a></td></tr>
</table></td></tr></table>
</body></html>
""")

add(lang="fr", kind="newsletter_numbers", otp=None, link=None,
    frm='"Fibréa" <facture@fibrea.example>',
    to="pierre.morel@courriel.example",
    subject="Votre facture Fibréa de mars 2025 est disponible",
    date="Thu, 27 Mar 2025 06:30:00 +0100",
    cte_html="base64",
    html="""<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"></head>
<body style="font-family:Tahoma,Arial,sans-serif;color:#333;background:#f0f0f0">
<table width="620" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#6b1f8a;color:#fff;padding:16px 24px;font-size:24px">fibréa</td></tr>
<tr><td style="padding:24px">
<p>Bonjour Pierre Morel,</p>
<p>Votre facture du mois de mars 2025 est disponible dans votre Espace Client.</p>
<table width="100%" cellpadding="6" style="border-collapse:collapse;font-size:14px">
<tr style="background:#f6eefa"><td>N° client</td><td>4401 2287 31</td></tr>
<tr><td>N° de facture</td><td>F2503-0098812</td></tr>
<tr style="background:#f6eefa"><td>Offre</td><td>Fibréa Box Fibre 1 Gb/s + ligne fixe 01 84 60 22 17</td></tr>
<tr><td>Période</td><td>du 01/03/2025 au 31/03/2025</td></tr>
<tr style="background:#f6eefa"><td>Montant TTC</td><td><b>39,99 €</b> (dont TVA 20 % : 6,67 €)</td></tr>
<tr><td>Prélèvement</td><td>le 05/04/2025 sur le compte FR76 **** **** **** **** *** 0123</td></tr>
<tr style="background:#f6eefa"><td>Référence mandat SEPA</td><td>FIB-RUM-00448812</td></tr>
</table>
<p style="margin-top:20px"><a href="https://espace-client.fibrea.example/factures/F2503-0098812" style="background:#6b1f8a;color:#fff;padding:10px 20px;text-decoration:none">Voir ma facture</a></p>
<p style="font-size:13px">Votre consommation hors forfait ce mois-ci : 0,00 € · Appels vers mobiles : 2 h 14 min (inclus).</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#888;background:#fafafa">
Fibréa SAS au capital de 12 500 000 € · 18 rue du Débarcadère, 75017 Paris · RCS Paris 812 345 678<br>
Service client : 3977 (service gratuit + prix appel) · <a href="https://www.fibrea.example/mentions-legales">Mentions légales</a> ·
<a href="https://www.fibrea.example/preferences?c=4401228731">Gérer mes préférences</a></td></tr>
</table>
<img src="https://stats.fibrea.example/px/o.gif?c=4401228731&amp;m=fact0325" width="1" height="1" alt="">
</body></html>
""")

add(lang="fr", kind="several_codes", otp=None, link=None,
    frm='"Coffrefort" <securite@coffrefort.example>',
    to="sophie.marchand@courriel.example",
    subject="Vos codes de récupération Coffrefort",
    date="Sun, 30 Mar 2025 15:26:40 +0200",
    cte_text="8bit",
    text="""Bonjour Sophie,

Vous venez d'activer la validation en deux étapes sur votre coffre
Coffrefort. Bravo, votre compte est maintenant mieux protégé.

Voici vos 10 codes de récupération. Ils vous permettront d'accéder à votre
coffre si vous perdez votre téléphone. Chaque code ne peut servir qu'une
seule fois. Vous n'avez rien à saisir maintenant : imprimez cette liste ou
rangez-la dans un endroit sûr, puis supprimez cet e-mail.

   1. 7f3k-92mq        6. x8rd-41vb
   2. p2nw-77ch        7. 5ghk-a0zt
   3. m9ts-k4e1        8. wq6e-3nlp
   4. b1yu-x58a        9. 2cjm-t7rw
   5. r4zo-6dpf       10. h0vk-9sye

Vous pouvez générer une nouvelle liste à tout moment dans Paramètres >
Sécurité ; l'ancienne liste deviendra alors inutilisable.

L'équipe Coffrefort
Coffrefort SAS · 41 boulevard Vauban, 59000 Lille
""")

add(lang="fr", kind="magic_link", otp=None,
    link="https://e.brocantia.example/c/eJyNkMFuwyAMhl8l8rkJkE6J6nOkmWhvv3ZUdYwCKjSEgFhr2-SdTcZ_sJ_frz4cKg3Vn2c",
    link_alt=["https://www.brocantia.example/compte/mot-de-passe/reinitialiser?token=br_rst_2YvK8qLm4Tz1Nx7Pw3Hd9Sa6Fj0Ec5Ub&uid=8812044"],
    frm='"Brocantia" <no-reply@brocantia.example>',
    to="julien.faure@courriel.example",
    subject="Réinitialisation de votre mot de passe Brocantia",
    date="Wed, 02 Apr 2025 23:11:18 +0200",
    cte_text="quoted-printable", cte_html="quoted-printable",
    text="""Bonjour Julien,

Vous avez demandé à réinitialiser le mot de passe de votre compte Brocantia.
Pour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure) :

https://www.brocantia.example/compte/mot-de-passe/reinitialiser?token=br_rst_2YvK8qLm4Tz1Nx7Pw3Hd9Sa6Fj0Ec5Ub&uid=8812044

Vous n'avez rien demandé ? Ignorez ce message, votre mot de passe actuel
reste valable.

À bientôt sur Brocantia !

Brocantia SAS · 5 rue des Puces, 93400 Saint-Ouen-sur-Seine
Se désinscrire des e-mails promotionnels : https://www.brocantia.example/preferences
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#fff8f0;margin:0">
<p style="text-align:center;font-size:11px;color:#999"><a href="https://e.brocantia.example/c/view-online-eJyNkMFu" style="color:#999">Afficher dans le navigateur</a></p>
<table width="560" align="center" cellpadding="24" style="background:#fff;border-radius:8px">
<tr><td>
<p style="font-size:26px;color:#e2571c;font-weight:bold;margin:0">brocantia</p>
<p>Bonjour Julien,</p>
<p>Vous avez demandé à réinitialiser le mot de passe de votre compte Brocantia.</p>
<p style="text-align:center"><a href="https://e.brocantia.example/c/eJyNkMFuwyAMhl8l8rkJkE6J6nOkmWhvv3ZUdYwCKjSEgFhr2-SdTcZ_sJ_frz4cKg3Vn2c" style="background:#e2571c;color:#fff;padding:14px 26px;border-radius:24px;text-decoration:none;font-weight:bold">Choisir un nouveau mot de passe</a></p>
<p style="font-size:12px;color:#666">Le bouton ne fonctionne pas ? Copiez-collez ce lien dans votre navigateur&nbsp;:<br>
<span style="word-break:break-all">https://www.brocantia.example/compte/mot-de-passe/reinitialiser?token=br_rst_2YvK8qLm4Tz1Nx7Pw3Hd9Sa6Fj0Ec5Ub&amp;uid=8812044</span></p>
<p style="font-size:13px">Ce lien est valable 1 heure. Vous n'avez rien demandé&nbsp;? Ignorez ce message, votre mot de passe actuel reste valable.</p>
</td></tr></table>
<p style="text-align:center;font-size:11px;color:#999">
<a href="https://e.brocantia.example/c/social-fb-eJyNk" style="color:#999">Facebook</a> · <a href="https://e.brocantia.example/c/social-ig-eJyNl" style="color:#999">Instagram</a> ·
<a href="https://www.brocantia.example/aide" style="color:#999">Aide</a> · <a href="https://www.brocantia.example/preferences" style="color:#999">Se désinscrire</a><br>
Brocantia SAS · 5 rue des Puces, 93400 Saint-Ouen-sur-Seine · RCS Bobigny 889 204 117</p>
<img src="https://e.brocantia.example/o/eJyNkMFuwyAMhl8l8rkJ.gif" width="1" height="1" alt="">
</body></html>
""")

add(lang="fr", kind="reset_in_code_mail", otp="621984", shown="621 984", link=None,
    frm='"Banque Oriel" <alertes@banque-oriel.example>',
    to="m.benali@courriel.example",
    subject="Votre code de connexion Banque Oriel",
    date="Mon, 07 Apr 2025 12:02:14 +0200",
    cte_text="quoted-printable", cte_html="quoted-printable", crlf=True,
    text="""Bonjour Mehdi,

Voici votre code pour vous connecter à votre espace Banque Oriel :

621 984

Il expire dans 5 minutes.

Ce n'était pas vous ? Réinitialisez votre mot de passe :
https://app.banque-oriel.example/securite/reinitialiser-mot-de-passe?origine=mail-otp

Banque Oriel ne vous demandera jamais ce code par téléphone, SMS ou e-mail.

Banque Oriel SA · 30 cours de l'Intendance, 33000 Bordeaux
Établissement de crédit agréé par l'ACPR · ORIAS 18 004 221
""",
    html="""<html><body style="font-family:'Helvetica Neue',Arial,sans-serif;background:#f3f1ec;color:#1c1c1c">
<div style="max-width:480px;margin:24px auto;background:#fff;padding:28px;border-radius:14px">
<p style="font-size:18px;font-weight:bold;color:#b08d3c">Banque Oriel</p>
<p>Bonjour Mehdi,</p>
<p>Voici votre code pour vous connecter à votre espace&nbsp;:</p>
<p style="font-size:36px;font-weight:300;text-align:center;letter-spacing:4px">621 984</p>
<p style="text-align:center;color:#777;font-size:13px">Il expire dans 5 minutes.</p>
<p style="font-size:13px">Ce n'était pas vous&nbsp;? <a href="https://app.banque-oriel.example/securite/reinitialiser-mot-de-passe?origine=mail-otp">Réinitialisez votre mot de passe</a></p>
<p style="font-size:12px;color:#777">Banque Oriel ne vous demandera jamais ce code par téléphone, SMS ou e-mail.</p>
<p style="font-size:11px;color:#999">Banque Oriel SA · 30 cours de l'Intendance, 33000 Bordeaux · ORIAS 18 004 221</p>
</div></body></html>
""")

add(lang="fr", kind="no_code_word", otp="841732", shown="841 732",
    frm='"Clinique des Tilleuls – Espace patient" <espace-patient@clinique-tilleuls.example>',
    to="annie.dupuis@courriel.example",
    subject="Finalisez votre inscription à l'espace patient",
    date="Wed, 09 Apr 2025 09:41:27 +0200",
    cte_text="8bit", cte_html="8bit",
    text="""Madame, Monsieur,

Vous avez commencé à créer votre accès à l'espace patient de la Clinique
des Tilleuls.

Pour finaliser votre inscription, recopiez ce nombre sur la page
d'activation :

    841 732

Il reste valable pendant 20 minutes.

Vous pourrez ensuite consulter vos rendez-vous, vos comptes rendus et vos
factures en ligne.

Si vous n'êtes pas à l'origine de cette demande, contactez notre
secrétariat au 03 88 41 27 00 (du lundi au vendredi, 8h-18h).

Clinique des Tilleuls · 12 allée des Tilleuls · 67000 Strasbourg
FINESS 670 780 112
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#234">
<table width="560" cellpadding="18" style="border:1px solid #cfe3dc">
<tr><td style="background:#2e8b6e;color:#fff;font-size:18px">Clinique des Tilleuls · Espace patient</td></tr>
<tr><td>
<p>Madame, Monsieur,</p>
<p>Vous avez commencé à créer votre accès à l'espace patient de la Clinique des Tilleuls.</p>
<p>Pour finaliser votre inscription, recopiez ce nombre sur la page d'activation&nbsp;:</p>
<p style="font-size:28px;font-weight:bold;text-align:center">841 732</p>
<p>Il reste valable pendant 20 minutes.</p>
<p>Vous pourrez ensuite consulter vos rendez-vous, vos comptes rendus et vos factures en ligne.</p>
<p style="font-size:12px">Si vous n'êtes pas à l'origine de cette demande, contactez notre secrétariat au 03 88 41 27 00 (du lundi au vendredi, 8h-18h).</p>
<p style="font-size:11px;color:#789">Clinique des Tilleuls · 12 allée des Tilleuls · 67000 Strasbourg · FINESS 670 780 112</p>
</td></tr></table>
</body></html>
""")

add(lang="fr", kind="decoy_codes", otp=None, link=None,
    frm='"Miamo" <bonsplans@news.miamo.example>',
    to="lea.fontaine@courriel.example",
    subject="Léa, -30 % sur votre prochaine commande 🍕",
    date="Fri, 11 Apr 2025 11:30:00 +0200",
    cte_text="quoted-printable", cte_html="quoted-printable",
    headers=[("List-Unsubscribe", "<https://news.miamo.example/u/lf-20250411>"),
             ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")],
    text="""Léa, ça vous a manqué ?

Votre dernière commande (n° 58213-FR, Pizzeria Da Nino, 24,60 €) date du
22 mars. Pour fêter le printemps, on vous offre 30 % de réduction.

Code promo : PRINTEMPS30
Valable jusqu'au 30/04/2025 à 23h59, dès 20 € d'achat, hors frais de
livraison, une seule fois par compte.

Commander : https://www.miamo.example/restaurants?promo=PRINTEMPS30

Sécurité : Miamo ne vous demandera jamais de communiquer un code de
vérification par téléphone ou par SMS (par exemple « 123 456 »). En cas de
doute, contactez-nous depuis l'application.

Miamo France SAS · 60 rue de la République, 69002 Lyon
Se désabonner : https://news.miamo.example/u/lf-20250411
""",
    html="""<html><body style="margin:0;font-family:'Trebuchet MS',Arial,sans-serif;background:#ffe9dc">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:0"><img src="https://cdn.miamo.example/mail/printemps-hero.jpg" width="600" alt="Le printemps est servi"></td></tr>
<tr><td style="padding:24px">
<h1 style="color:#ff5a1f;margin-top:0">Léa, ça vous a manqué&nbsp;?</h1>
<p>Votre dernière commande (n° 58213-FR, Pizzeria Da Nino, 24,60 €) date du 22 mars. Pour fêter le printemps, on vous offre <b>30 % de réduction</b>.</p>
<table align="center" cellpadding="14" style="border:2px dashed #ff5a1f"><tr><td style="font-size:26px;font-weight:bold;letter-spacing:2px">PRINTEMPS30</td></tr></table>
<p style="font-size:12px;color:#666;text-align:center">Valable jusqu'au 30/04/2025 à 23h59, dès 20 € d'achat, hors frais de livraison, une seule fois par compte.</p>
<p style="text-align:center"><a href="https://www.miamo.example/restaurants?promo=PRINTEMPS30&amp;utm_source=crm&amp;utm_campaign=printemps" style="background:#ff5a1f;color:#fff;padding:14px 30px;border-radius:30px;text-decoration:none">Je commande</a></p>
<p style="font-size:12px;background:#f7f7f7;padding:10px"><b>Sécurité&nbsp;:</b> Miamo ne vous demandera jamais de communiquer un code de vérification par téléphone ou par SMS (par exemple «&nbsp;123 456&nbsp;»).</p>
</td></tr>
<tr><td style="padding:16px;font-size:11px;color:#999;text-align:center">Miamo France SAS · 60 rue de la République, 69002 Lyon<br>
<a href="https://news.miamo.example/u/lf-20250411" style="color:#999">Se désabonner</a> · <a href="https://www.miamo.example/confidentialite" style="color:#999">Confidentialité</a></td></tr>
</table></body></html>
""")

add(lang="fr", kind="subject_only", otp="284619",
    frm='"Trottilib" <hello@trottilib.example>',
    to="hugo.perrin@courriel.example",
    subject="284619 est votre code Trottilib",
    date="Sat, 12 Apr 2025 18:03:51 +0200",
    cte_text="7bit", cte_html="quoted-printable",
    text="""Salut Hugo,

Pour te connecter, saisis dans l'appli le code indique dans l'objet de cet
e-mail. Il expire dans 10 minutes.

Bonne route,
L'equipe Trottilib

Trottilib SAS - 8 rue Sainte-Catherine, 33000 Bordeaux
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#0b2b26">
<div style="max-width:480px;margin:auto;padding:24px;border:1px solid #d9efe9;border-radius:12px">
<p style="font-size:22px;color:#12b886;font-weight:bold">trottilib</p>
<p>Salut Hugo,</p>
<p>Pour te connecter, saisis dans l'appli le code indiqué dans l'objet de cet e-mail. Il expire dans 10 minutes.</p>
<p>Bonne route,<br>L'équipe Trottilib</p>
<p style="font-size:11px;color:#789">Trottilib SAS · 8 rue Sainte-Catherine, 33000 Bordeaux · <a href="https://trottilib.example/aide">Aide</a></p>
</div></body></html>
""")

add(lang="fr", kind="magic_link", otp=None,
    link="https://compte.nuagia.example/appareils/confirmer?d=dv_41c7e9&s=Xk8pQ2mZ7vLr4Nt9Wy1Bc6Hd3Sf0Ja5G&r=oui",
    frm='"Nuagia" <securite@nuagia.example>',
    to="isabelle.leroy@courriel.example",
    subject="Nouvelle connexion à votre compte Nuagia : était-ce vous ?",
    date="Tue, 15 Apr 2025 07:55:32 +0200",
    cte_text="quoted-printable", cte_html="base64",
    text="""Bonjour Isabelle,

Une connexion à votre compte Nuagia vient d'être demandée :

  Appareil : Firefox sur Windows
  Lieu approximatif : Lyon, France
  Date : mardi 15 avril 2025 à 07:54

Pour autoriser cet appareil, confirmez qu'il s'agit bien de vous :
Oui, c'était moi : https://compte.nuagia.example/appareils/confirmer?d=dv_41c7e9&s=Xk8pQ2mZ7vLr4Nt9Wy1Bc6Hd3Sf0Ja5G&r=oui

Ce n'était pas vous ? Sécurisez votre compte :
https://compte.nuagia.example/securite/bloquer?d=dv_41c7e9&s=Xk8pQ2mZ7vLr4Nt9Wy1Bc6Hd3Sf0Ja5G

Nuagia SAS · 22 rue du Président Herriot, 69002 Lyon
""",
    html="""<html><body style="font-family:Roboto,Arial,sans-serif;background:#eef2f7">
<table width="520" align="center" cellpadding="24" style="background:#fff;margin-top:20px">
<tr><td>
<p style="font-size:20px;color:#2563eb;font-weight:bold">Nuagia</p>
<p>Bonjour Isabelle,</p>
<p>Une connexion à votre compte Nuagia vient d'être demandée&nbsp;:</p>
<ul style="color:#444">
<li>Appareil&nbsp;: Firefox sur Windows</li>
<li>Lieu approximatif&nbsp;: Lyon, France</li>
<li>Date&nbsp;: mardi 15 avril 2025 à 07:54</li>
</ul>
<p>Était-ce vous&nbsp;?</p>
<p><a href="https://compte.nuagia.example/appareils/confirmer?d=dv_41c7e9&amp;s=Xk8pQ2mZ7vLr4Nt9Wy1Bc6Hd3Sf0Ja5G&amp;r=oui" style="background:#2563eb;color:#fff;padding:12px 22px;border-radius:6px;text-decoration:none">Oui, c'était moi</a>
&nbsp;
<a href="https://compte.nuagia.example/securite/bloquer?d=dv_41c7e9&amp;s=Xk8pQ2mZ7vLr4Nt9Wy1Bc6Hd3Sf0Ja5G" style="background:#fff;color:#b91c1c;border:1px solid #b91c1c;padding:11px 22px;border-radius:6px;text-decoration:none">Non, sécuriser mon compte</a></p>
<p style="font-size:12px;color:#666">Si vous ne faites rien, la connexion sera refusée dans 15 minutes.</p>
<p style="font-size:11px;color:#999">Nuagia SAS · 22 rue du Président Herriot, 69002 Lyon ·
<a href="https://nuagia.example/aide/connexion" style="color:#999">Aide</a> · <a href="https://nuagia.example/confidentialite" style="color:#999">Confidentialité</a></p>
</td></tr></table>
</body></html>
""")

add(lang="fr", kind="booking_ref", otp=None, link=None,
    frm='"Hôtel Les Remparts" <reservation@hotel-lesremparts.example>',
    to="f.blanc@courriel.example",
    subject="Confirmation de réservation n° 49201837 – Hôtel Les Remparts",
    date="Thu, 17 Apr 2025 16:44:09 +0200",
    cte_text="quoted-printable",
    text="""Bonjour Monsieur Blanc,

Nous avons le plaisir de vous confirmer votre réservation.

Numéro de confirmation : 49201837
Code de réservation : HRB7KQ

Arrivée : samedi 12 juillet 2025, à partir de 15h00
Départ : lundi 14 juillet 2025, avant 11h00
Chambre : 1 chambre double Supérieure, vue sur la Cité (2 adultes)
Petit-déjeuner : inclus (servi de 7h30 à 10h30)

Tarif : 2 nuits x 119,00 € = 238,00 € TTC
Taxe de séjour : 2 x 2 x 1,65 € = 6,60 €, à régler sur place
Garantie : carte Mastercard se terminant par 8830

Annulation gratuite jusqu'au 10/07/2025 à 18h00. Au-delà, la première nuit
sera facturée.

Parking privé fermé : 12 € par nuit, sur réservation.

Au plaisir de vous accueillir,
Marie-Hélène Ribes, réception

Hôtel Les Remparts *** · 3 place du Grand Puits · 11000 Carcassonne
Tél. 04 68 12 34 56 · SIRET 512 334 876 00018
""")

add(lang="fr", kind="username_digits", otp="Q7M2K9",
    frm='"Citadelles Online" <no-reply@citadelles-online.example>',
    to="dragon_slayer1987@jeumail.example",
    subject="Code de vérification de votre compte Citadelles",
    date="Sun, 20 Apr 2025 13:37:00 +0200",
    cte_text="8bit", cte_html="quoted-printable",
    text="""Bonjour dragon_slayer1987,

Une connexion à votre compte Citadelles Online a été tentée depuis un
nouvel appareil (Android, Marseille).

Code de vérification : Q7M2K9

Saisissez-le dans le jeu pour autoriser cet appareil. Il expire dans 30 minutes.

Ne partagez jamais ce code : l'équipe Citadelles ne vous le demandera jamais.

Citadelles Online · Studio Pierre Grise SARL · 9 rue Paradis, 13001 Marseille
""",
    html="""<html><body style="background:#2b2116;color:#f3e6c8;font-family:Georgia,serif">
<table width="540" align="center" cellpadding="22" style="background:#3a2c1d;border:2px solid #c9a45c">
<tr><td>
<p style="font-size:24px;color:#c9a45c;text-align:center">⚔ CITADELLES ONLINE ⚔</p>
<p>Bonjour <b>dragon_slayer1987</b>,</p>
<p>Une connexion à votre compte a été tentée depuis un nouvel appareil (Android, Marseille).</p>
<table align="center" cellpadding="10" style="background:#1d160e;border:1px solid #c9a45c"><tr>
<td style="font-size:13px;color:#bba77f">Code de vérification</td>
<td style="font-family:'Courier New',monospace;font-size:28px;letter-spacing:4px;color:#fff">Q7M2K9</td></tr></table>
<p>Saisissez-le dans le jeu pour autoriser cet appareil. Il expire dans 30 minutes.</p>
<p style="font-size:12px;color:#bba77f">Ne partagez jamais ce code&nbsp;: l'équipe Citadelles ne vous le demandera jamais.</p>
<p style="font-size:11px;color:#8d7b59">Studio Pierre Grise SARL · 9 rue Paradis, 13001 Marseille ·
<a href="https://citadelles-online.example/support" style="color:#8d7b59">Support</a> · <a href="https://citadelles-online.example/cgu" style="color:#8d7b59">CGU</a></p>
</td></tr></table>
</body></html>
""")
# ------------------------------------------------------------------ Spanish
add(lang="es", kind="several_codes", otp="551093", shown="551 093",
    frm='"Monedia" <hola@monedia.example>',
    to="lucia.fernandez@correo.example",
    subject="Verifica tu correo y guarda el código de activación de tu tarjeta",
    date="Mon, 03 Mar 2025 10:22:15 +0100",
    cte_text="quoted-printable", cte_html="quoted-printable",
    text="""Hola, Lucía:

¡Ya casi está! Te enviamos dos códigos distintos; fíjate bien en cuál usar ahora.

1) Código para verificar tu correo (introdúcelo ahora en la app):
   551 093
   Caduca en 15 minutos.

2) Código de activación de tu tarjeta física (NO lo introduzcas ahora):
   4471
   Lo necesitarás cuando recibas la tarjeta por correo postal, en unos 5-7 días
   laborables. Guárdalo en un lugar seguro.

Si no has abierto una cuenta en Monedia, escríbenos a seguridad@monedia.example.

Un saludo,
El equipo de Monedia

Monedia Payments, S.L. · Paseo de la Castellana 95, 28046 Madrid
Entidad de dinero electrónico registrada en el Banco de España con el nº 6812
""",
    html="""<html><body style="font-family:'Helvetica Neue',Arial,sans-serif;background:#f4f1fb;color:#241a3d">
<div style="max-width:520px;margin:20px auto;background:#fff;border-radius:16px;padding:28px">
<p style="font-weight:bold;font-size:20px;color:#6d3df5">monedia</p>
<p>Hola, Lucía:</p>
<p>¡Ya casi está! Te enviamos dos códigos distintos; fíjate bien en cuál usar ahora.</p>
<div style="border:2px solid #6d3df5;border-radius:10px;padding:14px;margin:14px 0">
<p style="margin:0;font-size:13px;color:#6d3df5"><b>1 · Introdúcelo ahora en la app</b></p>
<p style="margin:4px 0 0 0">Código para verificar tu correo:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:3px;margin:6px 0">551 093</p>
<p style="margin:0;font-size:12px;color:#777">Caduca en 15 minutos.</p>
</div>
<div style="border:1px dashed #bbb;border-radius:10px;padding:14px;margin:14px 0;color:#555">
<p style="margin:0;font-size:13px"><b>2 · Guárdalo para más adelante (no lo introduzcas ahora)</b></p>
<p style="margin:4px 0 0 0">Código de activación de tu tarjeta física: <b>4471</b></p>
<p style="margin:0;font-size:12px">Lo necesitarás cuando recibas la tarjeta por correo postal, en unos 5-7 días laborables.</p>
</div>
<p style="font-size:12px;color:#777">Si no has abierto una cuenta en Monedia, escríbenos a seguridad@monedia.example.</p>
<p style="font-size:11px;color:#999">Monedia Payments, S.L. · Paseo de la Castellana 95, 28046 Madrid · EDE nº 6812 (Banco de España)<br>
<a href="https://monedia.example/legal/privacidad" style="color:#999">Privacidad</a> · <a href="https://ayuda.monedia.example" style="color:#999">Ayuda</a></p>
</div></body></html>
""")

add(lang="es", kind="new_and_old_code", otp="649027", shown="649-027",
    frm='"Rastrillo" <no-responder@rastrillo.example>',
    to="jmartin_77@correo.example",
    subject="Tu nuevo código de verificación de Rastrillo",
    date="Thu, 06 Mar 2025 19:48:02 +0100",
    cte_text="8bit",
    text="""Hola, Javier:

Has pedido que te enviemos otro código. El anterior (302-118) ya no
funciona, así que no lo uses.

Tu nuevo código de verificación es:

    649-027

Escríbelo en la pantalla de Rastrillo para confirmar tu número de teléfono
y empezar a vender. Caduca dentro de 10 minutos.

Si no has sido tú, puedes ignorar este correo.

Rastrillo Marketplace, S.L.
C/ de Pallars 108, 08018 Barcelona · CIF B-66123456
Centro de ayuda: https://ayuda.rastrillo.example
""")

add(lang="es", kind="magic_link", otp=None,
    link="https://tertulia.example/auth/enlace?token=trt_mg_V8xN2qL7pK4sW9zR1dF6hJ3bT0yC5mAe&redirect=%2Fclubes%2Fnovela-negra",
    frm='"Tertulia" <acceso@tertulia.example>',
    to="carmen.ortega@correo.example",
    subject="Tu enlace para entrar en Tertulia",
    date="Sun, 09 Mar 2025 22:05:44 +0100",
    cte_text="quoted-printable", cte_html="quoted-printable",
    text="""Hola, Carmen:

Pulsa este enlace para entrar en Tertulia. Solo funciona una vez y caduca en
30 minutos:

https://tertulia.example/auth/enlace?token=trt_mg_V8xN2qL7pK4sW9zR1dF6hJ3bT0yC5mAe&redirect=%2Fclubes%2Fnovela-negra

Te esperamos en el club «Novela negra»: esta semana comentamos los capítulos 7-12.

Si no has pedido entrar, ignora este mensaje.

Tertulia — clubes de lectura en línea
Calle del Prado 21, 28014 Madrid
¿No quieres recibir el resumen semanal? https://tertulia.example/ajustes/correo
""",
    html="""<html><body style="font-family:Georgia,serif;background:#fbf7ef;color:#3b2f22">
<div style="max-width:520px;margin:24px auto;background:#fff;padding:30px;border:1px solid #eadfc9">
<p style="font-size:26px;font-style:italic;color:#8a4b2a;margin-top:0">Tertulia</p>
<p>Hola, Carmen:</p>
<p>Pulsa el botón para entrar. Solo funciona una vez y caduca en 30 minutos.</p>
<p><a href="https://tertulia.example/auth/enlace?token=trt_mg_V8xN2qL7pK4sW9zR1dF6hJ3bT0yC5mAe&amp;redirect=%2Fclubes%2Fnovela-negra" style="background:#8a4b2a;color:#fff;padding:12px 24px;text-decoration:none;font-family:Arial,sans-serif">Entrar en Tertulia</a></p>
<p>Te esperamos en el club <a href="https://tertulia.example/clubes/novela-negra">«Novela negra»</a>: esta semana comentamos los capítulos 7-12.</p>
<p style="font-size:12px;color:#8c7b66">Si no has pedido entrar, ignora este mensaje.</p>
<p style="font-size:11px;color:#8c7b66;border-top:1px solid #eadfc9;padding-top:10px">Tertulia — Calle del Prado 21, 28014 Madrid<br>
<a href="https://tertulia.example/ajustes/correo" style="color:#8c7b66">Preferencias de correo</a> · <a href="https://tertulia.example/privacidad" style="color:#8c7b66">Privacidad</a> · <a href="https://www.instagram.example/tertulia.club" style="color:#8c7b66">Instagram</a></p>
</div></body></html>
""")

add(lang="es", kind="newsletter_numbers", otp=None, link=None,
    frm='"Comilón" <recibos@comilon.example>',
    to="pablo.ruiz@correo.example",
    subject="Tu recibo de Comilón · Pedido 8841-2207-ES",
    date="Fri, 14 Mar 2025 21:37:18 +0100",
    cte_html="quoted-printable",
    html="""<html><body style="font-family:Arial,sans-serif;background:#f5f5f5;margin:0">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:16px">
<tr><td style="background:#00a082;color:#fff;padding:18px 24px;font-size:22px;font-weight:bold">comilón</td></tr>
<tr><td style="padding:24px">
<p style="font-size:18px">¡Que aproveche, Pablo!</p>
<p>Aquí tienes el recibo de tu pedido en <b>Taquería El Güero</b>, entregado el 14/03/2025 a las 21:29.</p>
<table width="100%" cellpadding="6" style="border-collapse:collapse;font-size:14px">
<tr><td>2 × Tacos al pastor</td><td align="right">9,00 €</td></tr>
<tr><td>1 × Quesadilla de flor de calabaza</td><td align="right">6,50 €</td></tr>
<tr><td>1 × Agua de jamaica 500 ml</td><td align="right">3,20 €</td></tr>
<tr style="border-top:1px solid #ddd"><td>Subtotal</td><td align="right">18,70 €</td></tr>
<tr><td>Gastos de envío</td><td align="right">1,99 €</td></tr>
<tr><td>Tarifa de servicio</td><td align="right">0,99 €</td></tr>
<tr><td>Propina para Andrés</td><td align="right">1,79 €</td></tr>
<tr style="border-top:2px solid #333;font-weight:bold"><td>Total</td><td align="right">23,47 €</td></tr>
<tr><td colspan="2" style="font-size:12px;color:#777">IVA incluido (10 %): 2,13 €. Pagado con Visa ···· 2207.</td></tr>
</table>
<p style="font-size:13px">Nº de pedido: 8841-2207-ES<br>Dirección de entrega: Calle Mayor 14, 3º B, 28013 Madrid</p>
<p><a href="https://comilon.example/pedidos/8841-2207-ES/factura" style="color:#00a082">Descargar factura</a> · <a href="https://comilon.example/ayuda/pedido/8841-2207-ES" style="color:#00a082">¿Algún problema con el pedido?</a></p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#999;background:#fafafa">Comilón Delivery España, S.L. · CIF B-12345678 · Calle de Alcalá 200, 28028 Madrid<br>
<a href="https://comilon.example/privacidad" style="color:#999">Privacidad</a> · <a href="https://comilon.example/preferencias" style="color:#999">Preferencias</a></td></tr>
</table></body></html>
""")

add(lang="es", kind="lowercase_alnum", otp="7fq2zkm",
    link="https://app.metrika.example/sesion/verificar?c=mk_sess_3Hc8Vn1Qz6Wt9Lp2Rx7Ka4Yd0Bf5Gj&origen=correo",
    frm='"Métrika" <seguridad@metrika.example>',
    to="andres.vega@startup-lumen.example",
    subject="Inicia sesión en Métrika",
    date="Wed, 19 Mar 2025 09:14:36 -0600",
    cte_text="base64", cte_html="quoted-printable",
    text="""Hola, Andrés:

Usa este código para iniciar sesión en Métrika:

7fq2zkm

O, si lo prefieres, entra directamente con este enlace:
https://app.metrika.example/sesion/verificar?c=mk_sess_3Hc8Vn1Qz6Wt9Lp2Rx7Ka4Yd0Bf5Gj&origen=correo

El código y el enlace vencen en 15 minutos.

Métrika Analytics, S.A. de C.V.
Av. Paseo de la Reforma 296, Piso 12, Col. Juárez, 06600 Ciudad de México
""",
    html="""<html><body style="font-family:Inter,Arial,sans-serif;color:#1f2937;background:#f9fafb">
<div style="max-width:480px;margin:32px auto;background:#fff;border:1px solid #e5e7eb;border-radius:12px;padding:32px">
<p style="font-weight:700;font-size:18px">▲ Métrika</p>
<p>Hola, Andrés:</p>
<p>Usa este código para iniciar sesión:</p>
<p style="font-family:Menlo,monospace;font-size:30px;letter-spacing:4px;background:#f3f4f6;text-align:center;padding:14px;border-radius:8px">7fq2zkm</p>
<p style="text-align:center;color:#6b7280">— o —</p>
<p style="text-align:center"><a href="https://app.metrika.example/sesion/verificar?c=mk_sess_3Hc8Vn1Qz6Wt9Lp2Rx7Ka4Yd0Bf5Gj&amp;origen=correo" style="background:#111827;color:#fff;padding:12px 24px;border-radius:8px;text-decoration:none">Iniciar sesión con un clic</a></p>
<p style="font-size:12px;color:#6b7280">El código y el enlace vencen en 15 minutos. Si no intentaste iniciar sesión, ignora este correo.</p>
<p style="font-size:11px;color:#9ca3af">Métrika Analytics, S.A. de C.V. · Av. Paseo de la Reforma 296, Piso 12, 06600 CDMX ·
<a href="https://metrika.example/docs" style="color:#9ca3af">Documentación</a> · <a href="https://status.metrika.example" style="color:#9ca3af">Estado</a></p>
</div></body></html>
""")

add(lang="es", kind="no_code_word", otp="739140", shown="739 140",
    frm='"Movilia" <mimovilia@movilia.example>',
    to="rosa.navarro@correo.example",
    subject="Tu clave temporal para Mi Movilia",
    date="Sat, 22 Mar 2025 12:10:09 +0100",
    cte_text="quoted-printable", crlf=True,
    text="""Hola, Rosa:

Has solicitado acceder a Mi Movilia sin contraseña.

Tu clave temporal es: 739 140

Introdúcela en la pantalla de acceso antes de 10 minutos. Por tu seguridad,
la clave solo sirve una vez.

Recuerda: en Movilia nunca te llamaremos para pedirte esta clave.

Tu línea: 6** *** 412 · Tarifa Ilimitada 50 GB · Próxima factura: 01/04/2025

Movilia Telecom, S.A. · Avda. de Europa 24, 28108 Alcobendas (Madrid)
Atención al cliente: 1717 (gratuito desde tu Movilia)
""")

add(lang="es", kind="decoy_codes", otp="204886", shown="204 886",
    frm='"Alhambra Moda" <cuenta@alhambramoda.example>',
    to="elena.castillo@correo.example",
    subject="Verifica tu cuenta de Alhambra Moda y estrena tu descuento",
    date="Tue, 25 Mar 2025 17:26:55 +0100",
    cte_text="8bit", cte_html="quoted-printable",
    text="""Hola, Elena:

Gracias por registrarte. Para verificar tu cuenta, introduce este código de
verificación en la web:

204 886

(caduca en 20 minutos)

Tu regalo de bienvenida: un 15 % de descuento en tu primera compra con el
código promocional BIENVENIDA15 (válido hasta el 30/04/2025, pedido mínimo
39,95 €).

Seguridad: nunca te pediremos este código por teléfono ni por WhatsApp. Si
alguien te escribe "dime el código 000000 que te ha llegado", es un fraude.

Alhambra Moda, S.L. · Calle Recogidas 33, 18005 Granada
Atención al cliente: 958 000 321 · Devoluciones gratis en 30 días
""",
    html="""<html><body style="font-family:'Didot','Times New Roman',serif;background:#fff;color:#111">
<table width="600" align="center" cellpadding="0" cellspacing="0">
<tr><td style="text-align:center;padding:24px;font-size:28px;letter-spacing:6px">ALHAMBRA</td></tr>
<tr><td style="padding:0 32px;font-family:Arial,sans-serif;font-size:15px">
<p>Hola, Elena:</p>
<p>Gracias por registrarte. Para verificar tu cuenta, introduce este código de verificación en la web:</p>
<p style="text-align:center;font-size:32px;letter-spacing:5px;font-weight:bold">204 886</p>
<p style="text-align:center;font-size:12px;color:#777">Caduca en 20 minutos.</p>
<table width="100%" cellpadding="16" style="background:#f4ece4;margin:16px 0"><tr><td style="text-align:center">
<p style="margin:0;font-size:13px">TU REGALO DE BIENVENIDA</p>
<p style="margin:6px 0;font-size:22px"><b>-15 %</b> con el código <b>BIENVENIDA15</b></p>
<p style="margin:0;font-size:11px;color:#555">Válido hasta el 30/04/2025 · pedido mínimo 39,95 €</p>
<p style="margin:10px 0 0 0"><a href="https://www.alhambramoda.example/novedades?cupon=BIENVENIDA15" style="color:#111">Ver novedades</a></p>
</td></tr></table>
<p style="font-size:12px;color:#555">Seguridad: nunca te pediremos este código por teléfono ni por WhatsApp. Si alguien te escribe «dime el código 000000 que te ha llegado», es un fraude.</p>
</td></tr>
<tr><td style="padding:20px 32px;font-family:Arial,sans-serif;font-size:11px;color:#888">Alhambra Moda, S.L. · Calle Recogidas 33, 18005 Granada · 958 000 321<br>
<a href="https://www.alhambramoda.example/baja?e=ZWxlbmEuY2FzdGlsbG8" style="color:#888">Darse de baja</a> · <a href="https://www.alhambramoda.example/privacidad" style="color:#888">Privacidad</a></td></tr>
</table></body></html>
""")

add(lang="es", kind="booking_ref", otp=None, link=None,
    frm='"Aerolíneas Brisa" <reservas@brisa-air.example>',
    to="miguel.santos@correo.example",
    subject="Confirmación de tu reserva 7XKQ2P · Madrid – Tenerife Norte",
    date="Wed, 26 Mar 2025 13:02:47 +0100",
    cte_text="quoted-printable", cte_html="base64",
    text="""Hola, MIGUEL SANTOS:

Tu reserva está confirmada.

LOCALIZADOR: 7XKQ2P

IDA  · domingo 22 de junio de 2025
  BR 3412  Madrid-Barajas T4 09:15 → Tenerife Norte 11:05 (hora local)
  Asiento 14C · Equipaje de mano 10 kg + 1 maleta facturada 23 kg

VUELTA · domingo 29 de junio de 2025
  BR 3417  Tenerife Norte 17:40 → Madrid-Barajas T4 21:20
  Asiento 14C

Total pagado: 187,42 EUR (tasas incluidas: 41,18 EUR)
Forma de pago: Mastercard terminada en 6630 · Descuento residente: no aplica

El check-in online se abre 48 horas antes de cada vuelo.

Gestiona tu reserva: https://www.brisa-air.example/mis-reservas?loc=7XKQ2P&ap=SANTOS

Aerolíneas Brisa, S.A. · Avda. de la Hispanidad 10, 28042 Madrid
Atención al cliente: 910 123 456
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#e8f3fb;margin:0">
<table width="620" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#0077c8;color:#fff;padding:20px;font-size:22px">Aerolíneas <b>Brisa</b></td></tr>
<tr><td style="padding:24px">
<p>Hola, MIGUEL SANTOS:</p>
<p>Tu reserva está confirmada.</p>
<p style="font-size:13px;color:#555;margin-bottom:0">LOCALIZADOR</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:4px;margin-top:0;color:#0077c8">7XKQ2P</p>
<table width="100%" cellpadding="8" style="border:1px solid #cfe3f2;border-collapse:collapse;font-size:14px">
<tr style="background:#f0f7fc"><th align="left">Vuelo</th><th align="left">Salida</th><th align="left">Llegada</th><th>Asiento</th></tr>
<tr><td>BR 3412<br><small>dom 22/06/2025</small></td><td>Madrid-Barajas T4 · 09:15</td><td>Tenerife Norte · 11:05</td><td align="center">14C</td></tr>
<tr><td>BR 3417<br><small>dom 29/06/2025</small></td><td>Tenerife Norte · 17:40</td><td>Madrid-Barajas T4 · 21:20</td><td align="center">14C</td></tr>
</table>
<p style="font-size:13px">Equipaje: de mano 10 kg + 1 maleta facturada 23 kg</p>
<p style="font-size:14px">Total pagado: <b>187,42 EUR</b> (tasas incluidas: 41,18 EUR) · Mastercard terminada en 6630</p>
<p><a href="https://www.brisa-air.example/mis-reservas?loc=7XKQ2P&amp;ap=SANTOS" style="background:#ffb300;color:#000;padding:12px 22px;text-decoration:none;font-weight:bold">Gestionar mi reserva</a></p>
<p style="font-size:12px;color:#666">El check-in online se abre 48 horas antes de cada vuelo.</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#888;background:#f6f9fb">Aerolíneas Brisa, S.A. · Avda. de la Hispanidad 10, 28042 Madrid · 910 123 456<br>
<a href="https://www.brisa-air.example/condiciones" style="color:#888">Condiciones de transporte</a> · <a href="https://www.brisa-air.example/privacidad" style="color:#888">Privacidad</a></td></tr>
</table></body></html>
""")

add(lang="es", kind="reset_in_code_mail", otp="830275", link=None,
    frm='"Parloteo" <seguridad@parloteo.example>',
    to="dani.morales@correo.example",
    subject="830275 es tu código de inicio de sesión de Parloteo",
    date="Mon, 31 Mar 2025 00:42:19 +0200",
    cte_text="quoted-printable", cte_html="quoted-printable",
    text="""Hola, Dani:

Alguien está intentando iniciar sesión en tu cuenta de Parloteo
(@dani_morales) desde un iPhone en Sevilla.

Tu código de inicio de sesión es: 830275

¿No has sido tú? Restablece tu contraseña:
https://parloteo.example/cuenta/restablecer?ctx=login_code&id=Ab91Fq

Parloteo Networks Spain, S.L. · Calle Sierpes 48, 41004 Sevilla
""",
    html="""<html><body style="font-family:Helvetica,Arial,sans-serif;color:#14171a">
<table width="460" cellpadding="20" align="center" style="border:1px solid #e1e8ed;border-radius:12px">
<tr><td>
<p style="color:#ff6b3d;font-size:22px;font-weight:bold;margin-top:0">parloteo</p>
<p>Hola, Dani:</p>
<p>Alguien está intentando iniciar sesión en tu cuenta de Parloteo (@dani_morales) desde un iPhone en Sevilla.</p>
<p>Tu código de inicio de sesión es:</p>
<p style="font-size:34px;font-weight:bold;margin:8px 0">830275</p>
<p style="font-size:13px;color:#657786">¿No has sido tú? <a href="https://parloteo.example/cuenta/restablecer?ctx=login_code&amp;id=Ab91Fq" style="color:#ff6b3d">Restablece tu contraseña</a>.</p>
<p style="font-size:11px;color:#aab8c2">Parloteo Networks Spain, S.L. · Calle Sierpes 48, 41004 Sevilla ·
<a href="https://parloteo.example/ayuda" style="color:#aab8c2">Ayuda</a> · <a href="https://parloteo.example/ajustes/notificaciones" style="color:#aab8c2">Notificaciones</a></p>
</td></tr></table>
</body></html>
""")

add(lang="es", kind="magic_link", otp=None,
    link="https://cuentas.uvaldeluz.example/activacion/verificar-correo?uid=a24b7781&clave=Yq7vT2nK9mR4pX1wL6sZ3cB8hF0dJ5gE",
    frm='"Universidad de Valdeluz – Servicio de Informática" <no-reply@uvaldeluz.example>',
    to="alba.prieto@gmail.example",
    subject="Confirma tu correo personal – Cuenta universitaria",
    date="Thu, 03 Apr 2025 11:18:30 +0200",
    cte_text="8bit", cte_html="8bit",
    text="""Estimada Alba Prieto Gil:

Se ha asociado esta dirección de correo personal a tu cuenta universitaria
(usuario: aprieto24, DNI ***4521**) para la recuperación de contraseña.

Para confirmarla, abre el siguiente enlace:
https://cuentas.uvaldeluz.example/activacion/verificar-correo?uid=a24b7781&clave=Yq7vT2nK9mR4pX1wL6sZ3cB8hF0dJ5gE

El enlace caduca el 05/04/2025 a las 11:18.

Si no has hecho tú esta solicitud, comunícalo al CAU: 924 28 90 00, ext. 8800,
o en cau@uvaldeluz.example.

Servicio de Informática y Comunicaciones
Universidad de Valdeluz · Avda. de Elvas s/n, 06006 Badajoz
""",
    html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">
<table width="600" cellpadding="0" cellspacing="0"><tr><td style="border-bottom:4px solid #7a0026;padding:12px 0;font-size:18px;color:#7a0026"><b>Universidad de Valdeluz</b> · Servicio de Informática</td></tr>
<tr><td style="padding:16px 0">
<p>Estimada Alba Prieto Gil:</p>
<p>Se ha asociado esta dirección de correo personal a tu cuenta universitaria (usuario: <b>aprieto24</b>, DNI ***4521**) para la recuperación de contraseña.</p>
<p>Para confirmarla, pulsa en el siguiente enlace:</p>
<p><a href="https://cuentas.uvaldeluz.example/activacion/verificar-correo?uid=a24b7781&amp;clave=Yq7vT2nK9mR4pX1wL6sZ3cB8hF0dJ5gE">Confirmar mi correo personal</a></p>
<p>El enlace caduca el 05/04/2025 a las 11:18.</p>
<p>Si no has hecho tú esta solicitud, comunícalo al CAU: 924 28 90 00, ext. 8800, o en <a href="mailto:cau@uvaldeluz.example">cau@uvaldeluz.example</a>.</p>
</td></tr>
<tr><td style="font-size:11px;color:#777;border-top:1px solid #ccc;padding-top:8px">Servicio de Informática y Comunicaciones · Universidad de Valdeluz · Avda. de Elvas s/n, 06006 Badajoz<br>
<a href="https://www.uvaldeluz.example/proteccion-de-datos">Protección de datos</a> · <a href="https://cau.uvaldeluz.example">Portal del CAU</a></td></tr>
</table></body></html>
""")

add(lang="es", kind="decoy_codes", otp=None, link=None,
    frm='"Librería El Quijote" <tarjetas@libreriaquijote.example>',
    to="valeria.hernandez@correo.example",
    subject="¡Te regalaron una tarjeta de regalo de $500 MXN!",
    date="Sat, 05 Apr 2025 16:40:00 -0600",
    cte_text="quoted-printable", cte_html="quoted-printable",
    text="""¡Hola, Valeria!

Rodrigo te envió una tarjeta de regalo de Librería El Quijote con este mensaje:
"¡Feliz cumpleaños! Para que sigas con tu saga de fantasía. Un abrazo."

Importe: $500.00 MXN
Número de tarjeta: 6033 8812 4471 0095
Código de canje: XK4P-92MD-7QTA
Válida hasta: 05/04/2026

Cómo usarla: en la tienda en línea, ingresa el código de canje en el
carrito; en nuestras sucursales, muestra este correo en caja.

Consulta tu saldo: https://www.libreriaquijote.example/tarjetas/saldo

Librería El Quijote, S.A. de C.V. · Av. Insurgentes Sur 1602, Col. Crédito
Constructor, 03940 Ciudad de México · Tel. 55 5555 0199
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#fdf6e3">
<table width="560" align="center" cellpadding="24" style="background:#fff;border:1px solid #e6d8b8">
<tr><td style="text-align:center">
<p style="font-size:24px;color:#a0522d;margin:0">Librería El Quijote</p>
<p style="font-size:18px">¡Hola, Valeria!</p>
<p>Rodrigo te envió una tarjeta de regalo con este mensaje:</p>
<p style="font-style:italic;background:#fbf3df;padding:12px">«¡Feliz cumpleaños! Para que sigas con tu saga de fantasía. Un abrazo.»</p>
<table align="center" cellpadding="8" style="border:2px solid #a0522d;border-radius:10px;text-align:left">
<tr><td>Importe</td><td><b>$500.00 MXN</b></td></tr>
<tr><td>Número de tarjeta</td><td>6033 8812 4471 0095</td></tr>
<tr><td>Código de canje</td><td><b style="font-family:monospace;font-size:18px">XK4P-92MD-7QTA</b></td></tr>
<tr><td>Válida hasta</td><td>05/04/2026</td></tr>
</table>
<p style="font-size:13px">En la tienda en línea, ingresa el código de canje en el carrito; en sucursales, muestra este correo en caja.</p>
<p><a href="https://www.libreriaquijote.example/tarjetas/saldo" style="color:#a0522d">Consultar saldo</a></p>
</td></tr>
<tr><td style="font-size:11px;color:#999;text-align:center">Librería El Quijote, S.A. de C.V. · Av. Insurgentes Sur 1602, 03940 CDMX · Tel. 55 5555 0199</td></tr>
</table></body></html>
""")

add(lang="es", kind="phone_and_dates", otp="6720",
    frm='"Clínica San Rafael · Portal del Paciente" <portal@clinicasanrafael.example>',
    to="jose.lopez58@correo.example",
    subject="Código de verificación del Portal del Paciente",
    date="Tue, 08 Apr 2025 08:05:12 +0200",
    cte_text="8bit", cte_html="quoted-printable",
    text="""Estimado/a José López Ramos:

Para acceder a su Portal del Paciente introduzca el siguiente código de
verificación: 6720

Es válido durante 10 minutos.

Su próxima cita:
  Martes 13/05/2025 a las 10:40 · Traumatología · Dr. Ignacio Serrano
  Consulta 2.14, 2.ª planta, Edificio B
  Nº de historia clínica: 0048213

Para cambiar o anular la cita llame al 915 550 123 (lunes a viernes, 8:00-20:00)
o escriba por WhatsApp al 600 123 987. En caso de urgencia, llame al 112.

Clínica San Rafael · Calle de Serrano 199, 28016 Madrid
""",
    html="""<html><body style="font-family:Verdana,sans-serif;font-size:13px;color:#1d3557">
<table width="580" cellpadding="16" style="border:1px solid #a8dadc">
<tr><td style="background:#1d3557;color:#fff;font-size:16px">Clínica San Rafael · Portal del Paciente</td></tr>
<tr><td>
<p>Estimado/a José López Ramos:</p>
<p>Para acceder a su Portal del Paciente introduzca el siguiente código de verificación:</p>
<p style="font-size:28px;font-weight:bold;text-align:center;letter-spacing:8px">6720</p>
<p>Es válido durante 10 minutos.</p>
<table cellpadding="4" style="background:#f1faee;width:100%">
<tr><td colspan="2"><b>Su próxima cita</b></td></tr>
<tr><td>Fecha y hora</td><td>Martes 13/05/2025 · 10:40</td></tr>
<tr><td>Servicio</td><td>Traumatología · Dr. Ignacio Serrano</td></tr>
<tr><td>Lugar</td><td>Consulta 2.14, 2.ª planta, Edificio B</td></tr>
<tr><td>Nº historia clínica</td><td>0048213</td></tr>
</table>
<p>Para cambiar o anular la cita llame al 915 550 123 (lunes a viernes, 8:00-20:00) o escriba por WhatsApp al 600 123 987. En caso de urgencia, llame al 112.</p>
<p style="font-size:11px;color:#457b9d">Clínica San Rafael · Calle de Serrano 199, 28016 Madrid · <a href="https://www.clinicasanrafael.example/privacidad">Política de privacidad</a></p>
</td></tr></table>
</body></html>
""")

add(lang="es", kind="username_digits", otp=None, link=None,
    frm='"ForoMotor" <avisos@foromotor.example>',
    to="pepe_garcia88@correo.example",
    subject="Nuevas respuestas en «Ruido en la distribución del 1.9 TDI»",
    date="Wed, 09 Apr 2025 23:51:06 -0300",
    cte_text="8bit",
    text="""Hola pepe_garcia88,

Hay 3 respuestas nuevas en un tema al que estás suscrito:

«Ruido en la distribución del 1.9 TDI» (tema #48213, subforo Mecánica)

  - turbo_diesel_77 escribió a las 21:14:
    "Revisá el tensor, a mí con 210.000 km me hacía lo mismo. Lo cambié por
     uno de 38.500 pesos y listo."

  - Mecanico_Rosario escribió a las 22:03:
    "Ojo que si es la bomba de agua te puede cortar la correa."

  - gaby.vw2009 escribió a las 23:40:
    "Subí un video así te damos una mano."

Ver el tema: https://foromotor.example/t/48213-ruido-distribucion-19-tdi?p=12

No vas a recibir más avisos de este tema hasta que vuelvas a entrar al foro.
Dejar de seguir el tema: https://foromotor.example/t/48213/unsubscribe?u=pepe_garcia88

ForoMotor · Comunidad de aficionados al motor desde 2004
Rosario, Santa Fe, Argentina
""")
# ------------------------------------------------------------------ Portuguese
add(lang="pt", kind="prefix_code", otp="307418", shown="V-307418",
    frm='"Vizinho" <nao-responda@vizinho.example>',
    to="rafa.oliveira@email.example",
    subject="V-307418 é o seu código do Vizinho",
    date="Tue, 04 Mar 2025 20:15:41 -0300",
    cte_text="quoted-printable", cte_html="quoted-printable",
    text="""Oi, Rafaela!

Use o código abaixo para confirmar seu cadastro no Vizinho, o app do seu
condomínio:

V-307418

No app, digite só os 6 números. O código vale por 10 minutos.

Se você não pediu esse código, é só ignorar este e-mail.

Equipe Vizinho
Vizinho Tecnologia Ltda. · Rua Fradique Coutinho, 1200 · São Paulo/SP · CEP 05416-001
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#f2fbf6;color:#1e3a2f">
<div style="max-width:460px;margin:24px auto;background:#fff;border-radius:14px;padding:28px;text-align:center">
<p style="font-size:24px;font-weight:bold;color:#17a05d;margin-top:0">vizinho</p>
<p style="text-align:left">Oi, Rafaela!</p>
<p style="text-align:left">Use o código abaixo para confirmar seu cadastro no Vizinho, o app do seu condomínio:</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:3px;background:#e8f7ef;padding:14px;border-radius:10px">V-307418</p>
<p style="font-size:13px;color:#5b7a6c">No app, digite só os 6 números. O código vale por 10 minutos.</p>
<p style="font-size:12px;color:#5b7a6c;text-align:left">Se você não pediu esse código, é só ignorar este e-mail.</p>
<p style="font-size:11px;color:#9bb3a8">Vizinho Tecnologia Ltda. · Rua Fradique Coutinho, 1200 · São Paulo/SP · CEP 05416-001<br>
<a href="https://vizinho.example/ajuda" style="color:#9bb3a8">Central de ajuda</a> · <a href="https://vizinho.example/privacidade" style="color:#9bb3a8">Privacidade</a></p>
</div></body></html>
""")

add(lang="pt", kind="magic_link", otp=None,
    link="https://links.carteiraipe.example/ls/click?upn=CiP-2Fw9Kq3Zr7Lm1Vx4Tn8Bs2Hd6Yf0Ga5Ue-2BJ&id=verif_email",
    link_alt=["https://app.carteiraipe.example/verificar-email?token=ipe_ve_5Nq8Wz2Kr7Lt1Xm4Pv9Hc3Bd6Sf0Gj&uid=771029384"],
    frm='"Carteira Ipê" <oi@carteiraipe.example>',
    to="bruno.costa@email.example",
    subject="Confirme seu e-mail para liberar sua conta",
    date="Sat, 08 Mar 2025 11:32:27 -0300",
    cte_text="8bit", cte_html="quoted-printable",
    headers=[("List-Unsubscribe", "<https://links.carteiraipe.example/unsub?u=771029384>")],
    text="""Olá, Bruno!

Falta pouco para você começar a usar a Carteira Ipê. Confirme seu e-mail
acessando o link abaixo (válido por 24 horas):

https://app.carteiraipe.example/verificar-email?token=ipe_ve_5Nq8Wz2Kr7Lt1Xm4Pv9Hc3Bd6Sf0Gj&uid=771029384

Depois disso, você já pode fazer Pix, pagar boletos e receber seu salário
aqui.

Se você não criou uma conta, ignore esta mensagem.

Carteira Ipê Instituição de Pagamento S.A. · CNPJ 12.345.678/0001-90
Av. Brigadeiro Faria Lima, 3477 · São Paulo/SP · CEP 04538-133
Ouvidoria: 0800 123 4567
""",
    html="""<html><body style="margin:0;font-family:Montserrat,Arial,sans-serif;background:#fff6e5">
<p style="text-align:center;font-size:11px;color:#a08c66"><a href="https://links.carteiraipe.example/view?m=verif_email&amp;u=771029384" style="color:#a08c66">Ver este e-mail no navegador</a></p>
<table width="560" align="center" cellpadding="28" style="background:#fff;border-radius:18px">
<tr><td>
<p style="font-size:22px;font-weight:800;color:#e0a100;margin-top:0">Carteira Ipê</p>
<p style="font-size:18px">Olá, Bruno!</p>
<p>Falta pouco para você começar a usar a Carteira Ipê. É só confirmar seu e-mail:</p>
<p style="text-align:center"><a href="https://links.carteiraipe.example/ls/click?upn=CiP-2Fw9Kq3Zr7Lm1Vx4Tn8Bs2Hd6Yf0Ga5Ue-2BJ&amp;id=verif_email" style="background:#e0a100;color:#1b1b1b;font-weight:bold;padding:14px 32px;border-radius:30px;text-decoration:none">Confirmar meu e-mail</a></p>
<p style="font-size:13px;color:#666">O link vale por 24 horas. Depois disso, você já pode fazer Pix, pagar boletos e receber seu salário aqui.</p>
<p style="font-size:12px;color:#666">Se você não criou uma conta, ignore esta mensagem.</p>
</td></tr></table>
<p style="text-align:center;font-size:11px;color:#a08c66;padding:12px">
<a href="https://links.carteiraipe.example/ls/click?upn=social-ig-771" style="color:#a08c66">Instagram</a> · <a href="https://links.carteiraipe.example/ls/click?upn=social-yt-771" style="color:#a08c66">YouTube</a> ·
<a href="https://links.carteiraipe.example/unsub?u=771029384" style="color:#a08c66">Descadastrar</a><br>
Carteira Ipê IP S.A. · CNPJ 12.345.678/0001-90 · Av. Brigadeiro Faria Lima, 3477 · São Paulo/SP · Ouvidoria 0800 123 4567</p>
<img src="https://links.carteiraipe.example/wf/open?upn=op-771029384" width="1" height="1" alt="">
</body></html>
""")

add(lang="pt", kind="booking_ref", otp="662019", shown="662-019",
    frm='"Viação Serra Azul" <atendimento@serraazul.example>',
    to="leticia.araujo@email.example",
    subject="Código para acessar Minhas Viagens",
    date="Wed, 12 Mar 2025 15:07:33 -0300",
    cte_text="quoted-printable", cte_html="8bit",
    text="""Olá, Letícia,

Recebemos um pedido para acessar a área Minhas Viagens com este e-mail.

Digite o código de acesso abaixo no site ou no app:

662-019

Ele expira em 15 minutos.

Sua próxima viagem:
  Reserva LXQ7TB · São Paulo (Terminal Tietê) → Curitiba (Rodoferroviária)
  Sexta, 15/08/2025, embarque às 22:30 · Plataforma 41 · Poltrona 23 (leito)
  Valor pago: R$ 189,90

Viação Serra Azul S.A. · CNPJ 98.765.432/0001-10
SAC 0800 777 2020 · WhatsApp (41) 99876-5432
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#0d2c54">
<table width="560" cellpadding="20" align="center" style="border:1px solid #cdd9ea">
<tr><td style="background:#0d2c54;color:#fff;font-size:20px">Viação <b>Serra Azul</b></td></tr>
<tr><td>
<p>Olá, Letícia,</p>
<p>Recebemos um pedido para acessar a área <b>Minhas Viagens</b> com este e-mail. Digite o código de acesso abaixo no site ou no app:</p>
<p style="text-align:center;font-size:32px;font-weight:bold;letter-spacing:2px">662-019</p>
<p style="text-align:center;font-size:12px;color:#667">Ele expira em 15 minutos.</p>
<table width="100%" cellpadding="6" style="background:#f2f6fb;font-size:13px">
<tr><td colspan="2"><b>Sua próxima viagem</b></td></tr>
<tr><td>Reserva</td><td>LXQ7TB</td></tr>
<tr><td>Trecho</td><td>São Paulo (Terminal Tietê) → Curitiba (Rodoferroviária)</td></tr>
<tr><td>Embarque</td><td>Sexta, 15/08/2025, 22:30 · Plataforma 41 · Poltrona 23 (leito)</td></tr>
<tr><td>Valor pago</td><td>R$ 189,90</td></tr>
</table>
<p style="font-size:11px;color:#778">Viação Serra Azul S.A. · CNPJ 98.765.432/0001-10 · SAC 0800 777 2020 · WhatsApp (41) 99876-5432</p>
</td></tr></table>
</body></html>
""")

add(lang="pt", kind="newsletter_numbers", otp=None, link=None,
    frm='"Luz do Vale Energia" <contadigital@luzdovale.example>',
    to="marcos.pereira@email.example",
    subject="Sua conta de energia de março/2025 chegou",
    date="Fri, 21 Mar 2025 07:45:00 -0300",
    cte_html="base64",
    html="""<html><body style="font-family:Arial,sans-serif;background:#f4f8ec;margin:0">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#2f7d32;color:#fff;padding:18px 24px;font-size:20px">Luz do Vale Energia · Conta Digital</td></tr>
<tr><td style="padding:24px;font-size:14px">
<p>Olá, MARCOS PEREIRA DA SILVA,</p>
<p>Sua conta de energia referente a <b>março/2025</b> já está disponível.</p>
<table width="100%" cellpadding="6" style="border-collapse:collapse" border="1" bordercolor="#dde8d0">
<tr><td>Nº da instalação</td><td>3001234567</td></tr>
<tr><td>Nº do cliente</td><td>7010 4482 13</td></tr>
<tr><td>Endereço</td><td>Rua das Acácias, 215 – Jardim Primavera – Campinas/SP – CEP 13092-150</td></tr>
<tr><td>Consumo</td><td>214 kWh (leituras 18/02 a 19/03/2025)</td></tr>
<tr><td>Bandeira tarifária</td><td>Verde</td></tr>
<tr><td>Valor</td><td><b>R$ 187,43</b></td></tr>
<tr><td>Vencimento</td><td><b>10/04/2025</b></td></tr>
</table>
<p style="margin-top:16px">Linha digitável para pagamento:</p>
<p style="font-family:'Courier New',monospace;font-size:13px;background:#f6f6f6;padding:10px">83640000001-1 87430138000-2 30012345670-9 25041000000-4</p>
<p>Ou pague com Pix usando o QR Code da conta em PDF.</p>
<p><a href="https://agencia.luzdovale.example/contas/3001234567/2025-03.pdf" style="background:#2f7d32;color:#fff;padding:10px 20px;text-decoration:none">Baixar conta em PDF</a></p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#777;background:#f9fbf5">
Luz do Vale Distribuidora de Energia S.A. · CNPJ 12.345.678/0001-90 · Rod. Campinas-Mogi Mirim, km 2,5 · Campinas/SP<br>
Falta de energia: 0800 010 1010 · Ouvidoria: 0800 010 2020 ·
<a href="https://agencia.luzdovale.example/conta-digital/cancelar?i=3001234567" style="color:#777">Cancelar conta digital</a></td></tr>
</table></body></html>
""")

add(lang="pt", kind="delivery_code", otp="5821",
    frm='"Feira Livre Envios" <entregas@feiralivre.example>',
    to="juliana.melo@email.example",
    subject="Seu pedido chega hoje! Tenha o código de entrega em mãos",
    date="Thu, 27 Mar 2025 08:12:09 -0300",
    cte_text="8bit", cte_html="base64",
    text="""Oi, Juliana!

Seu pedido nº 1209-4471-88 saiu para entrega e chega hoje, quinta-feira
27/03, entre 09h e 18h.

Código de entrega: 5821

Informe este código ao entregador somente quando receber o pacote. Sem o
código, a entrega não pode ser concluída.

Produto: Fone de ouvido Bluetooth XB-400 (1 unidade) · R$ 249,00
Rastreio: BR482913571BR
Endereço: Rua Voluntários da Pátria, 388, ap. 52 – Botafogo – Rio de Janeiro/RJ – 22270-010

Não estará em casa? Outra pessoa pode receber, desde que informe o código.

Feira Livre Comércio Eletrônico Ltda. · CNPJ 11.222.333/0001-44
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#fffdf0;color:#333">
<div style="max-width:520px;margin:20px auto;background:#fff;border:1px solid #f5e27a;padding:24px">
<p style="font-size:20px;font-weight:bold;color:#3483fa;margin-top:0">Feira Livre</p>
<p>Oi, Juliana! Seu pedido nº <b>1209-4471-88</b> saiu para entrega e chega hoje, quinta-feira 27/03, entre 09h e 18h.</p>
<div style="background:#f0f6ff;border-radius:8px;padding:16px;text-align:center">
<p style="margin:0;font-size:13px">Código de entrega</p>
<p style="margin:6px 0;font-size:36px;font-weight:bold;letter-spacing:8px">5821</p>
<p style="margin:0;font-size:12px;color:#666">Informe ao entregador somente quando receber o pacote.</p>
</div>
<p style="font-size:13px">Produto: Fone de ouvido Bluetooth XB-400 (1 unidade) · R$ 249,00<br>
Rastreio: BR482913571BR<br>
Endereço: Rua Voluntários da Pátria, 388, ap. 52 – Botafogo – Rio de Janeiro/RJ – 22270-010</p>
<p><a href="https://www.feiralivre.example/compras/1209-4471-88/rastreio">Acompanhar entrega</a></p>
<p style="font-size:11px;color:#999">Feira Livre Comércio Eletrônico Ltda. · CNPJ 11.222.333/0001-44</p>
</div></body></html>
""")

add(lang="pt", kind="subject_only", otp="914275", shown="914 275",
    frm='"Agendei" <naoresponda@agendei.example>',
    to="patricia.gomes@email.example",
    subject="Código Agendei: 914 275",
    date="Sun, 30 Mar 2025 10:28:14 -0300",
    cte_text="quoted-printable",
    text="""Olá, Patrícia!

Para confirmar seu agendamento no Studio Bella Hair, digite no app o
código que está no assunto deste e-mail.

Serviço: Corte + escova · Sábado, 05/04/2025, às 14h00 · com Renata
Valor estimado: R$ 120,00 (pagamento no local)

Precisa remarcar? Abra o app com até 24h de antecedência.

Agendei – Agendamentos online
Av. Afonso Pena, 1500 · Belo Horizonte/MG · CEP 30130-005
""")

add(lang="pt", kind="several_codes", otp="402817", shown="402 817",
    frm='"Cripta" <seguranca@cripta.example>',
    to="tiago.ferreira@correio.example",
    subject="Conclua a ativação da autenticação em dois passos",
    date="Wed, 02 Apr 2025 19:03:46 +0100",
    cte_text="quoted-printable", cte_html="quoted-printable", crlf=True,
    text="""Olá Tiago,

Está quase a terminar a ativação da autenticação em dois passos na sua
conta Cripta.

PASSO ATUAL - introduza agora este código de verificação:

    402 817

(válido durante 10 minutos)

Abaixo estão também os seus códigos de recuperação. Não os introduza agora:
guarde-os num local seguro. Cada um só pode ser utilizado uma vez, caso
perca o acesso à aplicação de autenticação.

    h4k2-9xqm   t7wp-3nce   b8zr-5ydu   m2jf-6kal
    q9vs-1ewo   c3nd-8rgh   y6tb-4pmi   e1lx-7zqc

Nunca partilhe estes códigos com ninguém, nem com o apoio ao cliente.

Cripta - Plataforma de Ativos Digitais, S.A.
Avenida da Liberdade, 110, 1269-046 Lisboa · NIPC 515 123 456
""",
    html="""<html><body style="font-family:'IBM Plex Sans',Arial,sans-serif;background:#0f172a;color:#e2e8f0">
<div style="max-width:520px;margin:24px auto;background:#1e293b;border-radius:12px;padding:28px">
<p style="font-size:20px;font-weight:bold;color:#38bdf8;margin-top:0">CRIPTA</p>
<p>Olá Tiago,</p>
<p>Está quase a terminar a ativação da autenticação em dois passos na sua conta Cripta.</p>
<p style="font-size:12px;color:#38bdf8;margin-bottom:0">PASSO ATUAL · INTRODUZA AGORA</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:4px;margin-top:4px">402 817</p>
<p style="font-size:12px;color:#94a3b8">Código de verificação válido durante 10 minutos.</p>
<hr style="border:0;border-top:1px solid #334155">
<p style="font-size:13px">Os seus códigos de recuperação — <b>não os introduza agora</b>, guarde-os num local seguro:</p>
<table cellpadding="6" style="font-family:Menlo,monospace;font-size:14px;color:#cbd5e1">
<tr><td>h4k2-9xqm</td><td>t7wp-3nce</td><td>b8zr-5ydu</td><td>m2jf-6kal</td></tr>
<tr><td>q9vs-1ewo</td><td>c3nd-8rgh</td><td>y6tb-4pmi</td><td>e1lx-7zqc</td></tr>
</table>
<p style="font-size:12px;color:#94a3b8">Cada código só pode ser utilizado uma vez. Nunca partilhe estes códigos com ninguém, nem com o apoio ao cliente.</p>
<p style="font-size:11px;color:#64748b">Cripta – Plataforma de Ativos Digitais, S.A. · Avenida da Liberdade, 110, 1269-046 Lisboa · NIPC 515 123 456<br>
<a href="https://cripta.example/ajuda/2fa" style="color:#64748b">Ajuda</a> · <a href="https://cripta.example/legal/privacidade" style="color:#64748b">Privacidade</a></p>
</div></body></html>
""")

add(lang="pt", kind="reset_in_code_mail", otp="916240", shown="916 240", link=None,
    frm='"Mercado Praça" <conta@mercadopraca.example>',
    to="andre.ribeiro@email.example",
    subject="Seu código de acesso ao Mercado Praça",
    date="Sat, 05 Apr 2025 13:55:02 -0300",
    cte_text="base64", cte_html="quoted-printable",
    text="""Olá, André.

Use este código para entrar na sua conta do Mercado Praça:

916 240

O código expira em 5 minutos. Não compartilhe com ninguém.

Não foi você? Altere sua senha agora:
https://www.mercadopraca.example/conta/seguranca/alterar-senha?origem=email_codigo

Mercado Praça Ltda. · CNPJ 22.333.444/0001-55 · Rua Olimpíadas, 205 · São Paulo/SP
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#222">
<table width="480" align="center" cellpadding="22" style="border:1px solid #eee;border-top:5px solid #7b2cbf">
<tr><td>
<p style="font-size:20px;font-weight:bold;color:#7b2cbf;margin-top:0">Mercado Praça</p>
<p>Olá, André.</p>
<p>Use este código para entrar na sua conta:</p>
<p style="font-size:32px;font-weight:bold;text-align:center;letter-spacing:3px">916 240</p>
<p style="font-size:12px;color:#777;text-align:center">O código expira em 5 minutos. Não compartilhe com ninguém.</p>
<p style="font-size:13px">Não foi você? <a href="https://www.mercadopraca.example/conta/seguranca/alterar-senha?origem=email_codigo">Altere sua senha agora</a>.</p>
<p style="font-size:11px;color:#999">Mercado Praça Ltda. · CNPJ 22.333.444/0001-55 · Rua Olimpíadas, 205 · São Paulo/SP</p>
</td></tr></table>
</body></html>
""")

add(lang="pt", kind="decoy_codes", otp=None, link=None,
    frm='"Super Bom Preço" <ofertas@superbompreco.example>',
    to="claudia.santos@email.example",
    subject="Cláudia, cupom de R$ 20 para a sua feira do fim de semana 🛒",
    date="Fri, 11 Apr 2025 09:00:00 -0300",
    cte_text="quoted-printable", cte_html="quoted-printable",
    headers=[("List-Unsubscribe", "<mailto:descadastro@superbompreco.example?subject=sair-4471>")],
    text="""Cláudia, seu fim de semana ficou mais barato!

Use o cupom FEIRA20 e ganhe R$ 20 de desconto em compras acima de R$ 150
no app ou no site. Válido de 11/04 a 13/04/2025, 1 uso por CPF.

Ofertas da semana:
  Arroz tipo 1 5 kg ............ R$ 24,90
  Café torrado 500 g ........... R$ 17,49
  Leite integral 1 L ........... R$ 4,79 (leve 12, pague 10)

Seu Cartão Mais: ****5521 · Saldo de pontos: 3.480

ATENÇÃO: o Super Bom Preço nunca pede códigos por WhatsApp ou telefone.
Se alguém disser "me passa o código 123-456 que chegou no seu celular",
é golpe.

Super Bom Preço Supermercados S.A. · CNPJ 33.444.555/0001-66
Av. Sete de Setembro, 2300 · Salvador/BA · CEP 40080-001
Para não receber mais ofertas: https://www.superbompreco.example/descadastro?c=4471
""",
    html="""<html><body style="margin:0;font-family:Arial,sans-serif;background:#ffeeee">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#d62828;color:#fff;padding:16px;font-size:22px;font-weight:bold;text-align:center">SUPER BOM PREÇO</td></tr>
<tr><td style="padding:24px;text-align:center">
<p style="font-size:20px">Cláudia, seu fim de semana ficou mais barato!</p>
<p>Use o cupom abaixo e ganhe <b>R$ 20 de desconto</b> em compras acima de R$ 150.</p>
<p style="display:inline-block;border:2px dashed #d62828;padding:10px 24px;font-size:26px;font-weight:bold">FEIRA20</p>
<p style="font-size:12px;color:#777">Válido de 11/04 a 13/04/2025, 1 uso por CPF.</p>
<table width="100%" cellpadding="6" style="font-size:14px;text-align:left">
<tr><td>Arroz tipo 1 5 kg</td><td align="right">R$ 24,90</td></tr>
<tr><td>Café torrado 500 g</td><td align="right">R$ 17,49</td></tr>
<tr><td>Leite integral 1 L (leve 12, pague 10)</td><td align="right">R$ 4,79</td></tr>
</table>
<p><a href="https://www.superbompreco.example/ofertas?utm_campaign=feira20&amp;c=4471" style="background:#d62828;color:#fff;padding:12px 28px;text-decoration:none;border-radius:4px">Aproveitar</a></p>
<p style="font-size:13px">Seu Cartão Mais: ****5521 · Saldo de pontos: 3.480</p>
<p style="font-size:12px;background:#fff4d6;padding:10px;text-align:left"><b>ATENÇÃO:</b> o Super Bom Preço nunca pede códigos por WhatsApp ou telefone. Se alguém disser «me passa o código 123-456 que chegou no seu celular», é golpe.</p>
</td></tr>
<tr><td style="padding:14px;font-size:11px;color:#888;text-align:center">Super Bom Preço Supermercados S.A. · CNPJ 33.444.555/0001-66 · Av. Sete de Setembro, 2300 · Salvador/BA<br>
<a href="https://www.superbompreco.example/descadastro?c=4471" style="color:#888">Descadastrar</a> · <a href="https://www.superbompreco.example/privacidade" style="color:#888">Privacidade</a></td></tr>
</table></body></html>
""")

add(lang="pt", kind="magic_link", otp=None,
    link="https://idp.ualvorada.example/recuperar/palavra-passe?pedido=PP-20250414-8812&chave=Wm3Kx9Qv2Nt7Lp4Rz8Bc1Hy6Sd0Fg5Ja",
    frm='"Universidade de Alvorada – Serviços Informáticos" <sic-noreply@ualvorada.example>',
    to="ines.carvalho@alunos.ualvorada.example",
    subject="Redefinição da palavra-passe da sua conta institucional",
    date="Mon, 14 Apr 2025 16:20:38 +0100",
    cte_text="7bit", cte_html="quoted-printable",
    text="""Cara Ines Carvalho (n.o de estudante a20231148),

Foi pedida a redefinicao da palavra-passe da sua conta institucional.

Para definir uma nova palavra-passe, abra a seguinte ligacao nas proximas
2 horas:

https://idp.ualvorada.example/recuperar/palavra-passe?pedido=PP-20250414-8812&chave=Wm3Kx9Qv2Nt7Lp4Rz8Bc1Hy6Sd0Fg5Ja

Se nao fez este pedido, ignore esta mensagem e contacte o Helpdesk
(ext. 4400 ou helpdesk@ualvorada.example).

Servicos de Informatica e Comunicacoes
Universidade de Alvorada - Campus de Gualtar, 4710-057 Braga
""",
    html="""<html><body style="font-family:Calibri,Arial,sans-serif;font-size:15px;color:#222">
<p><img src="https://www.ualvorada.example/img/logo-sic.png" alt="Universidade de Alvorada" width="200"></p>
<p>Cara Inês Carvalho (n.º de estudante a20231148),</p>
<p>Foi pedida a redefinição da palavra-passe da sua conta institucional.</p>
<p>Para definir uma nova palavra-passe, <a href="https://idp.ualvorada.example/recuperar/palavra-passe?pedido=PP-20250414-8812&amp;chave=Wm3Kx9Qv2Nt7Lp4Rz8Bc1Hy6Sd0Fg5Ja">clique aqui</a> nas próximas 2 horas.</p>
<p>Se não fez este pedido, ignore esta mensagem e contacte o Helpdesk (ext. 4400 ou <a href="mailto:helpdesk@ualvorada.example">helpdesk@ualvorada.example</a>).</p>
<p style="font-size:12px;color:#666">Serviços de Informática e Comunicações<br>Universidade de Alvorada · Campus de Gualtar, 4710-057 Braga<br>
<a href="https://www.ualvorada.example/sic/politica-de-privacidade">Política de privacidade</a></p>
</body></html>
""")

add(lang="pt", kind="username_digits", otp="4K9QF",
    frm='"Arena Lendas" <guarda@arenalendas.example>',
    to="zegamer.contato@email.example",
    subject="Arena Lendas: código de segurança para novo dispositivo",
    date="Thu, 17 Apr 2025 02:14:57 -0300",
    cte_text="quoted-printable", cte_html="quoted-printable",
    text="""Olá, ze_gamer2004!

Detectamos um login na sua conta a partir de um novo dispositivo
(PC com Windows, Fortaleza/CE).

Código de segurança: 4K9QF

Digite esse código na tela do jogo para liberar o acesso. Ele vale por 15
minutos. Nenhum atendente da Arena Lendas vai pedir esse código.

Se não foi você, altere sua senha e ative a verificação em duas etapas.

Arena Lendas · Caravela Games Ltda. · Fortaleza/CE
""",
    html="""<html><body style="background:#0b0f1a;color:#d9e2ff;font-family:Verdana,sans-serif">
<table width="520" align="center" cellpadding="24" style="background:#141b2e;border:1px solid #3d5afe">
<tr><td>
<p style="font-size:22px;color:#ffcc00;font-weight:bold;margin-top:0">ARENA LENDAS</p>
<p>Olá, <b>ze_gamer2004</b>!</p>
<p>Detectamos um login na sua conta a partir de um novo dispositivo (PC com Windows, Fortaleza/CE).</p>
<p style="text-align:center;font-size:13px;color:#8ea0d6;margin-bottom:0">Código de segurança</p>
<p style="text-align:center;font-size:36px;letter-spacing:10px;font-weight:bold;margin-top:4px;color:#fff">4K9QF</p>
<p>Digite esse código na tela do jogo para liberar o acesso. Ele vale por 15 minutos. Nenhum atendente da Arena Lendas vai pedir esse código.</p>
<p style="font-size:12px;color:#8ea0d6">Se não foi você, <a href="https://conta.arenalendas.example/seguranca" style="color:#ffcc00">altere sua senha</a> e ative a verificação em duas etapas.</p>
<p style="font-size:11px;color:#5f6f99">Caravela Games Ltda. · Fortaleza/CE · <a href="https://suporte.arenalendas.example" style="color:#5f6f99">Suporte</a></p>
</td></tr></table>
</body></html>
""")

add(lang="pt", kind="appointment_reminder", otp=None, link=None,
    frm='"Clínica Sorriso Pleno" <agenda@sorrisopleno.example>',
    to="helena.barbosa@email.example",
    subject="Lembrete: sua consulta odontológica é na quinta-feira, 22/05",
    date="Tue, 20 May 2025 10:00:00 -0300",
    cte_text="8bit",
    text="""Olá, Helena!

Passando para lembrar da sua consulta:

  Data: quinta-feira, 22/05/2025
  Horário: 14h30 (chegue com 10 minutos de antecedência)
  Profissional: Dra. Fernanda Lima – CRO-SP 104.882
  Procedimento: limpeza e avaliação
  Protocolo: 2025-004821
  Convênio: OdontoVida – carteirinha 0088 1234 5678 9012

Endereço: Rua Augusta, 2690, sala 304 – Jardins – São Paulo/SP – CEP 01412-100

Para confirmar, responda SIM a este e-mail ou mande uma mensagem no
WhatsApp (11) 98765-4321. Para remarcar, ligue para (11) 3456-7890 de
segunda a sexta, das 8h às 19h.

Até lá!
Equipe Clínica Sorriso Pleno
""")

add(lang="pt", kind="payment_reference", otp=None, link=None,
    frm='"Loja do Sótão" <encomendas@lojadosotao.example>',
    to="rui.matos@correio.example",
    subject="Encomenda #LS-20931 – dados para pagamento Multibanco",
    date="Fri, 30 May 2025 18:41:22 +0100",
    cte_text="quoted-printable", cte_html="quoted-printable",
    text="""Olá Rui,

Obrigado pela sua encomenda #LS-20931!

Para concluir, efetue o pagamento por Multibanco ou no homebanking:

  Entidade:   21 234
  Referência: 123 456 789
  Valor:      47,80 €

A referência é válida até 02/06/2025. Após essa data, a encomenda será
cancelada automaticamente.

Resumo:
  1 x Candeeiro de mesa em cerâmica ....... 39,90 €
  Portes (CTT Expresso, 1-2 dias úteis) ...  7,90 €
  Total (IVA incluído à taxa de 23%) ...... 47,80 €

Morada de entrega: Rua de Cedofeita, 412, 2.º Esq., 4050-174 Porto

Loja do Sótão, Lda. · NIF 509 876 543 · Rua das Flores, 72, 4050-265 Porto
Tel. 220 123 456 (chamada para a rede fixa nacional)
""",
    html="""<html><body style="font-family:Georgia,serif;color:#3a2e26;background:#f7f2ea">
<table width="560" align="center" cellpadding="24" style="background:#fff">
<tr><td>
<p style="font-size:24px;font-style:italic;margin-top:0">Loja do Sótão</p>
<p>Olá Rui,</p>
<p>Obrigado pela sua encomenda <b>#LS-20931</b>! Para concluir, efetue o pagamento por Multibanco ou no homebanking:</p>
<table cellpadding="8" style="border:1px solid #cbb89d;font-family:Arial,sans-serif">
<tr><td>Entidade</td><td><b>21 234</b></td></tr>
<tr><td>Referência</td><td><b>123 456 789</b></td></tr>
<tr><td>Valor</td><td><b>47,80 €</b></td></tr>
</table>
<p style="font-size:13px">A referência é válida até 02/06/2025. Após essa data, a encomenda será cancelada automaticamente.</p>
<p style="font-size:13px;font-family:Arial,sans-serif">1 × Candeeiro de mesa em cerâmica — 39,90 €<br>Portes (CTT Expresso) — 7,90 €<br><b>Total — 47,80 €</b> (IVA incluído à taxa de 23%)</p>
<p style="font-size:13px">Morada de entrega: Rua de Cedofeita, 412, 2.º Esq., 4050-174 Porto</p>
<p><a href="https://www.lojadosotao.example/conta/encomendas/LS-20931">Ver encomenda</a></p>
<p style="font-size:11px;color:#8a7a66">Loja do Sótão, Lda. · NIF 509 876 543 · Rua das Flores, 72, 4050-265 Porto · Tel. 220 123 456</p>
</td></tr></table>
</body></html>
""")
# ------------------------------------------------------------------ Italian
add(lang="it", kind="no_code_word", otp="526038", shown="52 60 38",
    frm='"AquaVeneta Servizi" <areaclienti@aquaveneta.example>',
    to="giovanni.bianchi@posta.example",
    subject="Completa la registrazione all'Area Clienti",
    date="Wed, 05 Mar 2025 09:33:18 +0100",
    cte_text="quoted-printable", cte_html="quoted-printable",
    text="""Gentile Giovanni Bianchi,

grazie per esserti registrato all'Area Clienti di AquaVeneta Servizi.

Per completare la registrazione, inserisci nella pagina le seguenti cifre:

    52 60 38

Le cifre restano valide per 30 minuti. Dopo l'attivazione potrai
consultare le bollette, comunicare l'autolettura del contatore e attivare
la bolletta via e-mail.

Se non hai richiesto la registrazione, ignora questo messaggio.

AquaVeneta Servizi S.p.A. · Via Torino 180 · 30172 Venezia Mestre (VE)
P.IVA 03456789012 · Numero verde guasti 800 112 233 (24h su 24)
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#0b3954">
<table width="560" cellpadding="20" align="center" style="border:1px solid #bfdbf7">
<tr><td style="background:#087e8b;color:#fff;font-size:19px">AquaVeneta Servizi · Area Clienti</td></tr>
<tr><td>
<p>Gentile Giovanni Bianchi,</p>
<p>grazie per esserti registrato all'Area Clienti di AquaVeneta Servizi.</p>
<p>Per completare la registrazione, inserisci nella pagina le seguenti cifre:</p>
<p style="font-size:30px;font-weight:bold;text-align:center;letter-spacing:4px">52 60 38</p>
<p>Le cifre restano valide per 30 minuti. Dopo l'attivazione potrai consultare le bollette, comunicare l'autolettura del contatore e attivare la bolletta via e-mail.</p>
<p style="font-size:12px;color:#555">Se non hai richiesto la registrazione, ignora questo messaggio.</p>
<p style="font-size:11px;color:#777">AquaVeneta Servizi S.p.A. · Via Torino 180 · 30172 Venezia Mestre (VE) · P.IVA 03456789012<br>
Numero verde guasti 800 112 233 · <a href="https://www.aquaveneta.example/privacy">Informativa privacy</a></p>
</td></tr></table>
</body></html>
""")

add(lang="it", kind="lowercase_alnum", otp="r8tw2hq5",
    link="https://quaderno.example/accesso/link?tk=qdn_7Rp2Kx9Lm4Vz1Nw8Tb3Hc6Yd0Sf5Ga&dev=web",
    frm='"Quaderno" <accesso@quaderno.example>',
    to="chiara.esposito@posta.example",
    subject="Il tuo codice di accesso a Quaderno",
    date="Mon, 10 Mar 2025 18:26:45 +0100",
    cte_text="8bit", cte_html="base64",
    text="""Ciao Chiara,

ecco il tuo codice di accesso temporaneo:

r8tw2hq5

Copialo nella finestra di accesso di Quaderno. In alternativa puoi accedere
con un clic da questo dispositivo:
https://quaderno.example/accesso/link?tk=qdn_7Rp2Kx9Lm4Vz1Nw8Tb3Hc6Yd0Sf5Ga&dev=web

Codice e link scadono tra 15 minuti.

Se non hai richiesto l'accesso, nessun problema: ignora questa email.

Quaderno S.r.l. · Via Tortona 37 · 20144 Milano · P.IVA 11223344556
""",
    html="""<html><body style="font-family:'Source Sans Pro',Arial,sans-serif;background:#fdfcf7;color:#2d2a26">
<div style="max-width:500px;margin:30px auto;background:#fff;border:1px solid #ece7da;padding:30px">
<p style="font-size:22px;margin-top:0">📓 <b>Quaderno</b></p>
<p>Ciao Chiara,</p>
<p>ecco il tuo codice di accesso temporaneo:</p>
<p style="font-family:'Courier New',monospace;font-size:28px;letter-spacing:3px;text-align:center;background:#fff8e1;padding:12px">r8tw2hq5</p>
<p>Copialo nella finestra di accesso di Quaderno, oppure accedi con un clic da questo dispositivo:</p>
<p style="text-align:center"><a href="https://quaderno.example/accesso/link?tk=qdn_7Rp2Kx9Lm4Vz1Nw8Tb3Hc6Yd0Sf5Ga&amp;dev=web" style="background:#2d2a26;color:#fff;padding:12px 24px;text-decoration:none;border-radius:4px">Accedi a Quaderno</a></p>
<p style="font-size:12px;color:#8a8377">Codice e link scadono tra 15 minuti. Se non hai richiesto l'accesso, ignora questa email.</p>
<p style="font-size:11px;color:#a39d90">Quaderno S.r.l. · Via Tortona 37 · 20144 Milano · P.IVA 11223344556 ·
<a href="https://quaderno.example/privacy" style="color:#a39d90">Privacy</a></p>
</div></body></html>
""")

add(lang="it", kind="magic_link", otp=None,
    link="https://aula.scuolaurora.example/login/magic/3f9c27e1-8b44-4d0a-9e5f-71c2b8a6d013?firma=Hk2Qz8Wv4Lm7Rt1Np9Xc3Bd6&corso=PY-201",
    frm='"Scuola Digitale Aurora" <aula@scuolaurora.example>',
    to="luca.romano@posta.example",
    subject="Entra nell'aula virtuale: il tuo link personale",
    date="Thu, 13 Mar 2025 07:40:00 +0100",
    cte_html="quoted-printable",
    html="""<!DOCTYPE html>
<html lang="it"><head><meta charset="utf-8"><title>Accesso all'aula</title></head>
<body style="margin:0;background:#f3f0ff;font-family:Nunito,Arial,sans-serif;color:#2e2557">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px">
<table role="presentation" width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px">
<tr><td style="padding:28px 32px 0 32px"><img src="https://static.scuolaurora.example/mail/aurora-logo.png" alt="Scuola Digitale Aurora" width="160"></td></tr>
<tr><td style="padding:20px 32px">
<p style="font-size:20px;font-weight:bold">Ciao Luca!</p>
<p>Hai chiesto di entrare nell'aula virtuale del corso <b>Python per principianti (PY-201)</b>. Niente password: usa il pulsante qui sotto.</p>
<p style="text-align:center;padding:10px 0"><a href="https://aula.scuolaurora.example/login/magic/3f9c27e1-8b44-4d0a-9e5f-71c2b8a6d013?firma=Hk2Qz8Wv4Lm7Rt1Np9Xc3Bd6&amp;corso=PY-201" style="background:#6c47ff;color:#fff;font-weight:bold;padding:15px 34px;border-radius:12px;text-decoration:none">Entra nell'aula</a></p>
<p style="font-size:13px;color:#6b6490">Il link è personale, vale 30 minuti e si può usare una sola volta. Prossima lezione dal vivo: martedì 18 marzo, ore 18:30.</p>
</td></tr>
<tr><td style="padding:16px 32px 28px 32px;font-size:11px;color:#9a93bd;border-top:1px solid #eee">
Scuola Digitale Aurora S.r.l. · Corso Vittorio Emanuele II 154 · 10138 Torino · P.IVA 12345670018<br>
<a href="https://scuolaurora.example/aiuto" style="color:#9a93bd">Centro assistenza</a> ·
<a href="https://scuolaurora.example/preferenze-email?u=lr-2291" style="color:#9a93bd">Preferenze email</a> ·
<a href="https://www.youtube.example/@scuolaurora" style="color:#9a93bd">YouTube</a></td></tr>
</table></td></tr></table>
<img src="https://mail.scuolaurora.example/track/open/lr-2291-0313.png" width="1" height="1" alt="">
</body></html>
""")

add(lang="it", kind="newsletter_numbers", otp=None, link=None,
    frm='"Bottega del Caffè Ferri" <ordini@caffeferri.example>',
    to="silvia.conti@posta.example",
    subject="Conferma ordine n. 2025-004821 – Bottega del Caffè Ferri",
    date="Sun, 16 Mar 2025 15:02:37 +0100",
    cte_text="quoted-printable", cte_html="8bit", crlf=True,
    text="""Gentile Silvia Conti,

grazie per il tuo ordine! Ecco il riepilogo.

Ordine n. 2025-004821 del 16/03/2025 ore 14:58

  2 x Miscela Napoletana grani 1 kg       2 x 21,90 €   43,80 €
  1 x Moka Classica 3 tazze                             18,50 €
  1 x Cialde ESE compostabili (50 pz)                    12,40 €
                                         Subtotale      74,70 €
                                         Sconto fedeltà -10,00 €
                                         Spedizione      0,00 €
                                         TOTALE         64,70 €
  (IVA 22 % inclusa: 11,67 €)

Pagamento: PayPal · ID transazione 8KX41729MN0335226
Spedizione con corriere in 2-3 giorni lavorativi a:
  Via dei Servi 47, 50122 Firenze (FI)

Riceverai un'email con il numero di tracciamento appena il pacco partirà.

Bottega del Caffè Ferri S.n.c. · Via Toledo 256 · 80134 Napoli
P.IVA 07654321098 · REA NA-912345 · Tel. 081 555 0147
""",
    html="""<html><body style="font-family:Georgia,serif;color:#3b2418;background:#f6efe6">
<table width="580" align="center" cellpadding="24" style="background:#fff">
<tr><td style="text-align:center;font-size:26px;color:#6f4e37;border-bottom:1px solid #e2d3c1">Bottega del Caffè Ferri</td></tr>
<tr><td style="font-family:Arial,sans-serif;font-size:14px">
<p>Gentile Silvia Conti,</p>
<p>grazie per il tuo ordine! Ecco il riepilogo.</p>
<p><b>Ordine n. 2025-004821</b> del 16/03/2025 ore 14:58</p>
<table width="100%" cellpadding="6" style="border-collapse:collapse">
<tr style="background:#f6efe6"><th align="left">Prodotto</th><th>Q.tà</th><th align="right">Importo</th></tr>
<tr><td>Miscela Napoletana grani 1 kg</td><td align="center">2</td><td align="right">43,80 €</td></tr>
<tr><td>Moka Classica 3 tazze</td><td align="center">1</td><td align="right">18,50 €</td></tr>
<tr><td>Cialde ESE compostabili (50 pz)</td><td align="center">1</td><td align="right">12,40 €</td></tr>
<tr><td colspan="2">Subtotale</td><td align="right">74,70 €</td></tr>
<tr><td colspan="2">Sconto fedeltà</td><td align="right">-10,00 €</td></tr>
<tr><td colspan="2">Spedizione</td><td align="right">0,00 €</td></tr>
<tr style="font-weight:bold;border-top:2px solid #6f4e37"><td colspan="2">Totale</td><td align="right">64,70 €</td></tr>
</table>
<p style="font-size:12px;color:#777">IVA 22 % inclusa: 11,67 € · Pagamento: PayPal, ID transazione 8KX41729MN0335226</p>
<p>Spedizione con corriere in 2-3 giorni lavorativi a: Via dei Servi 47, 50122 Firenze (FI).</p>
<p><a href="https://www.caffeferri.example/account/ordini/2025-004821" style="color:#6f4e37">Visualizza l'ordine</a></p>
</td></tr>
<tr><td style="font-family:Arial,sans-serif;font-size:11px;color:#999">Bottega del Caffè Ferri S.n.c. · Via Toledo 256 · 80134 Napoli · P.IVA 07654321098 · Tel. 081 555 0147<br>
<a href="https://www.caffeferri.example/newsletter/disiscrizione?e=c2lsdmlhLmNvbnRp" style="color:#999">Disiscriviti</a></td></tr>
</table></body></html>
""")

add(lang="it", kind="booking_ref", otp=None, link=None,
    frm='"Navi del Golfo" <prenotazioni@navidelgolfo.example>',
    to="francesco.galli@posta.example",
    subject="Biglietto confermato: Napoli Beverello → Ischia Porto, 09/08/2025",
    date="Tue, 18 Mar 2025 12:49:11 +0100",
    cte_text="8bit", cte_html="quoted-printable",
    text="""Gentile Francesco Galli,

la tua prenotazione è confermata.

Codice prenotazione (PNR): XK7Q2B
Tratta: Napoli Beverello → Ischia Porto
Partenza: sabato 09/08/2025 ore 08:40 · arrivo ore 09:35
Nave: M/N Procida Express
Passeggeri: 2 adulti · Veicolo: auto, targa FG 482 KM
Totale pagato: 98,60 € (diritti di prenotazione 3,00 € inclusi)

Presentati all'imbarco almeno 45 minuti prima della partenza con il PNR e un
documento d'identità. Il PNR non è un titolo di viaggio: il biglietto in PDF
è allegato a questa email.

Modifiche e rimborsi: https://www.navidelgolfo.example/gestisci?pnr=XK7Q2B

Navi del Golfo S.p.A. · Molo Beverello · 80133 Napoli · Call center 081 017 1998
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#e6f4f8;color:#063852">
<table width="580" align="center" cellpadding="22" style="background:#fff">
<tr><td style="background:#063852;color:#fff;font-size:20px">⚓ Navi del Golfo</td></tr>
<tr><td>
<p>Gentile Francesco Galli,</p>
<p>la tua prenotazione è confermata.</p>
<table cellpadding="6" style="font-size:14px">
<tr><td>Codice prenotazione (PNR)</td><td><b style="font-size:20px;letter-spacing:2px">XK7Q2B</b></td></tr>
<tr><td>Tratta</td><td>Napoli Beverello → Ischia Porto</td></tr>
<tr><td>Partenza</td><td>sabato 09/08/2025 ore 08:40 · arrivo 09:35</td></tr>
<tr><td>Nave</td><td>M/N Procida Express</td></tr>
<tr><td>Passeggeri</td><td>2 adulti · auto, targa FG 482 KM</td></tr>
<tr><td>Totale</td><td>98,60 € (diritti di prenotazione 3,00 € inclusi)</td></tr>
</table>
<p style="font-size:13px">Presentati all'imbarco almeno 45 minuti prima della partenza con il PNR e un documento d'identità. Il biglietto in PDF è allegato a questa email.</p>
<p><a href="https://www.navidelgolfo.example/gestisci?pnr=XK7Q2B">Modifiche e rimborsi</a></p>
<p style="font-size:11px;color:#6b8ea3">Navi del Golfo S.p.A. · Molo Beverello · 80133 Napoli · Call center 081 017 1998</p>
</td></tr></table>
</body></html>
""")

add(lang="it", kind="new_and_old_code", otp="310596", shown="310 596",
    frm='"IdentiPass" <notifiche@identipass.example>',
    to="roberta.mancini@posta.example",
    subject="IdentiPass – nuovo codice OTP",
    date="Thu, 20 Mar 2025 10:15:02 +0100",
    cte_text="quoted-printable",
    text="""Gentile ROBERTA MANCINI,

hai richiesto un nuovo codice OTP per accedere con la tua identità digitale
al servizio "Fascicolo Sanitario Elettronico - Regione".

Attenzione: il codice OTP inviato alle 10:14 (881 240) non è più valido.

Nuovo codice OTP: 310 596

Il codice scade alle ore 10:20 del 20/03/2025.

Non comunicare mai il codice a nessuno, neanche a chi si presenta come
operatore IdentiPass.

IdentiPass è un servizio di Certa Identità S.p.A.
Via Cristoforo Colombo 149 · 00147 Roma · P.IVA 09876543210
Assistenza: 06 9999 1234 (lun-ven 8:00-20:00)
""")

add(lang="it", kind="alt_text_only", otp="719204",
    frm='"Salvadanaio" <sicurezza@salvadanaio.example>',
    to="paolo.deluca@posta.example",
    subject="Salvadanaio: conferma il tuo nuovo dispositivo",
    date="Sun, 23 Mar 2025 20:07:48 +0100",
    cte_text="8bit", cte_html="quoted-printable",
    image="otp-img-0323@salvadanaio.example", image_rgb=(0, 122, 94), image_name="codice.png",
    text="""Ciao Paolo,

stai collegando un nuovo smartphone al tuo conto Salvadanaio.

Per motivi di sicurezza il codice di verifica è visibile solo come immagine
nella versione HTML di questa email. Apri il messaggio con un programma che
mostra le immagini e inseriscilo nell'app.

Se non sei stato tu, chiama subito il numero 02 8888 4321.

Salvadanaio S.p.A. · Piazza Gae Aulenti 8 · 20154 Milano
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#eef8f5;color:#0a3d31">
<div style="max-width:480px;margin:24px auto;background:#fff;padding:26px;border-radius:10px">
<p style="font-size:20px;font-weight:bold;color:#007a5e;margin-top:0">Salvadanaio</p>
<p>Ciao Paolo,</p>
<p>stai collegando un nuovo smartphone al tuo conto. Inserisci nell'app il codice di verifica qui sotto:</p>
<p style="text-align:center"><img src="cid:otp-img-0323@salvadanaio.example" width="180" height="56" alt="Codice di verifica: 719204"></p>
<p style="font-size:12px;color:#557">Il codice scade tra 5 minuti. Se non sei stato tu, chiama subito il numero 02 8888 4321.</p>
<p style="font-size:11px;color:#889">Salvadanaio S.p.A. · Piazza Gae Aulenti 8 · 20154 Milano · <a href="https://salvadanaio.example/sicurezza">Consigli di sicurezza</a></p>
</div></body></html>
""")

add(lang="it", kind="phone_and_dates", otp="478213",
    frm='"Banca Lariana" <autorizzazioni@bancalariana.example>',
    to="davide.moretti@posta.example",
    subject="Autorizza il pagamento di 249,90 € con la tua carta",
    date="Thu, 03 Apr 2025 18:22:31 +0200",
    cte_text="base64", cte_html="quoted-printable",
    text="""Gentile Davide Moretti,

stai autorizzando il seguente pagamento online:

  Esercente:  ELETTROSHOP SRL - MILANO
  Importo:    249,90 EUR
  Carta:      Mastercard Debit che termina con 1234
  Data e ora: 03/04/2025 alle 18:22

Codice di autorizzazione: 478213

Inseriscilo nella pagina di pagamento entro 5 minuti.

Non riconosci l'operazione? Blocca subito la carta chiamando il numero verde
800 123 456 (dall'estero +39 02 1234 5678), attivo 24 ore su 24.

Banca Lariana S.p.A. · Via Volta 16 · 22100 Como · ABI 03512
Aderente al Fondo Interbancario di Tutela dei Depositi
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#1b263b">
<table width="520" cellpadding="18" align="center" style="border:1px solid #c9d3e0">
<tr><td style="background:#1b263b;color:#fff;font-size:18px">Banca Lariana · Pagamento sicuro</td></tr>
<tr><td>
<p>Gentile Davide Moretti,</p>
<p>stai autorizzando il seguente pagamento online:</p>
<table cellpadding="5" style="font-size:14px;background:#f4f6f9;width:100%">
<tr><td>Esercente</td><td>ELETTROSHOP SRL - MILANO</td></tr>
<tr><td>Importo</td><td><b>249,90 EUR</b></td></tr>
<tr><td>Carta</td><td>Mastercard Debit •••• 1234</td></tr>
<tr><td>Data e ora</td><td>03/04/2025 alle 18:22</td></tr>
</table>
<p>Codice di autorizzazione:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:5px;text-align:center">478213</p>
<p style="font-size:13px">Inseriscilo nella pagina di pagamento entro 5 minuti.</p>
<p style="font-size:12px;color:#555">Non riconosci l'operazione? Blocca subito la carta chiamando il numero verde 800 123 456 (dall'estero +39 02 1234 5678), attivo 24 ore su 24.</p>
<p style="font-size:11px;color:#888">Banca Lariana S.p.A. · Via Volta 16 · 22100 Como · ABI 03512</p>
</td></tr></table>
</body></html>
""")

add(lang="it", kind="decoy_codes", otp=None, link=None,
    frm='"FibraVia Assistenza" <assistenza@fibravia.example>',
    to="anna.ricci@posta.example",
    subject="[Ticket INC-0048213] Abbiamo ricevuto la tua segnalazione",
    date="Mon, 07 Apr 2025 11:45:20 +0200",
    cte_text="quoted-printable", cte_html="quoted-printable",
    headers=[("Reply-To", "assistenza+INC-0048213@fibravia.example")],
    text="""Gentile Anna Ricci,

abbiamo ricevuto la tua segnalazione di guasto.

Numero ticket: INC-0048213
Codice cliente: 7712049
Linea: FTTH, 0521 123456 · Via Emilia Est 12, 43123 Parma
Aperto il: 07/04/2025 alle 11:42
Stato: in lavorazione – intervento previsto entro il 09/04/2025

Un tecnico potrebbe contattarti dal numero 0521 987 000. Per aggiornamenti
rispondi a questa email lasciando invariato l'oggetto.

Ricorda: i nostri operatori non ti chiederanno mai codici ricevuti via SMS
o email (ad esempio "123456"), né password o dati della carta.

Team Assistenza FibraVia
FibraVia S.p.A. · Viale Mentana 92 · 43121 Parma · P.IVA 02233445566
""",
    html="""<html><body style="font-family:Tahoma,Arial,sans-serif;font-size:14px;color:#222">
<p>Gentile Anna Ricci,</p>
<p>abbiamo ricevuto la tua segnalazione di guasto.</p>
<table cellpadding="5" style="border:1px solid #ddd;font-size:13px">
<tr><td>Numero ticket</td><td><b>INC-0048213</b></td></tr>
<tr><td>Codice cliente</td><td>7712049</td></tr>
<tr><td>Linea</td><td>FTTH, 0521 123456 · Via Emilia Est 12, 43123 Parma</td></tr>
<tr><td>Aperto il</td><td>07/04/2025 alle 11:42</td></tr>
<tr><td>Stato</td><td>in lavorazione – intervento previsto entro il 09/04/2025</td></tr>
</table>
<p>Un tecnico potrebbe contattarti dal numero 0521 987 000. Per aggiornamenti rispondi a questa email lasciando invariato l'oggetto, oppure <a href="https://assistenza.fibravia.example/ticket/INC-0048213">segui il ticket online</a>.</p>
<p style="font-size:12px;background:#fff3cd;padding:8px">Ricorda: i nostri operatori non ti chiederanno mai codici ricevuti via SMS o email (ad esempio «123456»), né password o dati della carta.</p>
<p>Team Assistenza FibraVia</p>
<p style="font-size:11px;color:#888">FibraVia S.p.A. · Viale Mentana 92 · 43121 Parma · P.IVA 02233445566</p>
</body></html>
""")

add(lang="it", kind="subject_only", otp="3391",
    frm='"MioCondominio" <noreply@miocondominio.example>',
    to="stefano.marino@posta.example",
    subject="Codice di verifica 3391 – MioCondominio",
    date="Wed, 09 Apr 2025 21:30:05 +0200",
    cte_text="8bit", cte_html="8bit",
    text="""Ciao Stefano,

trovi il codice di verifica nell'oggetto di questa email: inseriscilo
nell'app per confermare il tuo indirizzo e accedere ai documenti del
Condominio Via Garibaldi 21 (rate, verbali d'assemblea, comunicazioni
dell'amministratore).

MioCondominio · Studio Amministrazioni Longo · Corso Italia 5 · 95129 Catania
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#333">
<p>Ciao Stefano,</p>
<p>trovi il codice di verifica <b>nell'oggetto di questa email</b>: inseriscilo nell'app per confermare il tuo indirizzo e accedere ai documenti del Condominio Via Garibaldi 21 (rate, verbali d'assemblea, comunicazioni dell'amministratore).</p>
<p style="font-size:11px;color:#888">MioCondominio · Studio Amministrazioni Longo · Corso Italia 5 · 95129 Catania ·
<a href="https://miocondominio.example/assistenza">Assistenza</a></p>
</body></html>
""")

add(lang="it", kind="username_digits", otp="650187", shown="650 187",
    frm='"Piazzetta" <sicurezza@piazzetta.example>',
    to="marco.rossi85@posta.example",
    subject="Il tuo codice di conferma Piazzetta",
    date="Sat, 12 Apr 2025 09:58:27 +0200",
    cte_text="quoted-printable", cte_html="quoted-printable",
    text="""Ciao marco.rossi85,

qualcuno ha chiesto di accedere al tuo account Piazzetta da un nuovo
browser (Safari, Bologna).

Il tuo codice di conferma è 650 187

Scade tra 10 minuti. Se non eri tu, ti consigliamo di cambiare la password.

Piazzetta · il social del tuo quartiere
Piazzetta Italia S.r.l. · Via Rizzoli 4 · 40125 Bologna
""",
    html="""<html><body style="font-family:Helvetica,Arial,sans-serif;background:#fff5f0">
<table width="480" align="center" cellpadding="24" style="background:#fff;border-radius:12px">
<tr><td>
<p style="font-size:22px;color:#f25c05;font-weight:bold;margin-top:0">piazzetta</p>
<p>Ciao <b>marco.rossi85</b>,</p>
<p>qualcuno ha chiesto di accedere al tuo account da un nuovo browser (Safari, Bologna).</p>
<p>Il tuo codice di conferma è</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:4px">650 187</p>
<p style="font-size:13px;color:#777">Scade tra 10 minuti. Se non eri tu, ti consigliamo di <a href="https://piazzetta.example/impostazioni/password">cambiare la password</a>.</p>
<p style="font-size:11px;color:#aaa">Piazzetta Italia S.r.l. · Via Rizzoli 4 · 40125 Bologna</p>
</td></tr></table>
</body></html>
""")

add(lang="it", kind="magic_link", otp=None,
    link="https://click.rivieraclub.example/track/c?e=YWxiLmZvbnRhbmE&l=8812&u=https%3A%2F%2Fclub.rivieraclub.example%2Freimposta%3Ft%3Drc_pw_4Nz8Qk2Wm7Lv1Xr9Ta3Hb6Yc0Sd5Jf",
    link_alt=["https://club.rivieraclub.example/reimposta?t=rc_pw_4Nz8Qk2Wm7Lv1Xr9Ta3Hb6Yc0Sd5Jf"],
    frm='"Alberghi Riviera Club" <club@rivieraclub.example>',
    to="alb.fontana@posta.example",
    subject="Reimposta la password del tuo account Riviera Club",
    date="Tue, 15 Apr 2025 14:11:56 +0200",
    cte_text="quoted-printable", cte_html="base64",
    text="""Gentile Alberto Fontana,

abbiamo ricevuto una richiesta di reimpostazione della password per il tuo
account Riviera Club (tessera n. RC 0047 8812, livello Oro).

Per scegliere una nuova password apri questo indirizzo entro 60 minuti:
https://club.rivieraclub.example/reimposta?t=rc_pw_4Nz8Qk2Wm7Lv1Xr9Ta3Hb6Yc0Sd5Jf

Se non hai fatto tu la richiesta, puoi ignorare questa email: la password
attuale resterà valida.

Ti aspettiamo! Il tuo saldo: 12.480 punti.

Alberghi Riviera Club S.p.A. · Lungomare Vespucci 30 · 47921 Rimini
Tel. 0541 123 450 · P.IVA 04455667788
""",
    html="""<html><body style="margin:0;font-family:'Playfair Display',Georgia,serif;background:#f7f3ec;color:#2c2c2c">
<p style="text-align:center;font-family:Arial,sans-serif;font-size:11px;color:#999"><a href="https://click.rivieraclub.example/track/v?e=YWxiLmZvbnRhbmE&amp;m=pwreset" style="color:#999">Visualizza nel browser</a></p>
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#1d3c5a;padding:20px;text-align:center;color:#e8d8b0;font-size:24px;letter-spacing:3px">RIVIERA CLUB</td></tr>
<tr><td style="padding:28px;font-family:Arial,sans-serif;font-size:14px">
<p>Gentile Alberto Fontana,</p>
<p>abbiamo ricevuto una richiesta di reimpostazione della password per il tuo account Riviera Club (tessera n. RC 0047 8812, livello Oro).</p>
<p style="text-align:center"><a href="https://click.rivieraclub.example/track/c?e=YWxiLmZvbnRhbmE&amp;l=8812&amp;u=https%3A%2F%2Fclub.rivieraclub.example%2Freimposta%3Ft%3Drc_pw_4Nz8Qk2Wm7Lv1Xr9Ta3Hb6Yc0Sd5Jf" style="background:#c9a44c;color:#fff;padding:14px 30px;text-decoration:none;letter-spacing:1px">REIMPOSTA PASSWORD</a></p>
<p style="font-size:12px;color:#666">Il link scade tra 60 minuti. Se non hai fatto tu la richiesta, puoi ignorare questa email: la password attuale resterà valida.</p>
<p style="font-size:13px">Il tuo saldo: <b>12.480 punti</b> · <a href="https://click.rivieraclub.example/track/c?e=YWxiLmZvbnRhbmE&amp;l=offerte">Scopri le offerte di primavera</a></p>
</td></tr>
<tr><td style="padding:18px;font-family:Arial,sans-serif;font-size:11px;color:#999;text-align:center;background:#f2ede3">
<a href="https://click.rivieraclub.example/track/c?e=YWxiLmZvbnRhbmE&amp;l=fb" style="color:#999">Facebook</a> · <a href="https://click.rivieraclub.example/track/c?e=YWxiLmZvbnRhbmE&amp;l=ig" style="color:#999">Instagram</a> ·
<a href="https://www.rivieraclub.example/privacy" style="color:#999">Privacy</a> · <a href="https://www.rivieraclub.example/newsletter/disiscrizione?e=YWxiLmZvbnRhbmE" style="color:#999">Annulla iscrizione</a><br>
Alberghi Riviera Club S.p.A. · Lungomare Vespucci 30 · 47921 Rimini · Tel. 0541 123 450 · P.IVA 04455667788</td></tr>
</table>
<img src="https://click.rivieraclub.example/track/o.gif?e=YWxiLmZvbnRhbmE&amp;m=pwreset" width="1" height="1" alt="">
</body></html>
""")

add(lang="it", kind="security_notice", otp=None, link=None,
    frm='"Pappami" <account@pappami.example>',
    to="federica.greco@posta.example",
    subject="L'indirizzo email del tuo account Pappami è stato modificato",
    date="Sat, 19 Apr 2025 21:09:14 +0200",
    cte_text="8bit", cte_html="quoted-printable",
    text="""Ciao Federica,

ti confermiamo che il 19/04/2025 alle 21:07 l'indirizzo email del tuo
account Pappami è stato cambiato da federica.greco@posta.example a
f.greco.lavoro@ufficio.example.

Da ora riceverai ricevute e comunicazioni al nuovo indirizzo.

Non sei stata tu? Contatta subito l'assistenza dall'app (Profilo > Aiuto)
o chiama lo 02 4000 8800: bloccheremo l'account e ripristineremo il
vecchio indirizzo.

Pappami S.r.l. · Viale Monza 259 · 20126 Milano · P.IVA 10293847561
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#222;background:#fafafa">
<div style="max-width:500px;margin:20px auto;background:#fff;padding:24px;border-top:4px solid #e63946">
<p style="font-size:20px;font-weight:bold;color:#e63946;margin-top:0">Pappami</p>
<p>Ciao Federica,</p>
<p>ti confermiamo che il 19/04/2025 alle 21:07 l'indirizzo email del tuo account Pappami è stato cambiato da <b>federica.greco@posta.example</b> a <b>f.greco.lavoro@ufficio.example</b>.</p>
<p>Da ora riceverai ricevute e comunicazioni al nuovo indirizzo.</p>
<p style="font-size:13px">Non sei stata tu? <a href="https://pappami.example/aiuto/account-compromesso?ref=email_changed">Contatta subito l'assistenza</a> o chiama lo 02 4000 8800: bloccheremo l'account e ripristineremo il vecchio indirizzo.</p>
<p style="font-size:11px;color:#999">Pappami S.r.l. · Viale Monza 259 · 20126 Milano · P.IVA 10293847561 · <a href="https://pappami.example/privacy" style="color:#999">Privacy</a></p>
</div></body></html>
""")


if __name__ == "__main__":
    main()
