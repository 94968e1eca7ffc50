#!/usr/bin/env python3
"""Hand-written multilingual test mail for a one-time-code / magic-link extractor.

Every message below was written by hand as Python data.  Running this script
writes kw-NNNN.eml and labels.jsonl next to it and validates the result:

  * each message parses with email.policy.default without defects,
  * the labelled code occurs (as shown, modulo presentation separators)
    in the decoded subject / text / html / alt attributes,
  * the labelled link occurs as an href (entity-decoded), link_alt occurs too,
  * every URL and address uses .example / .test / .invalid domains.

Only the Python 3 standard library is used.
"""
import email
import email.policy
import hashlib
import html as htmlmod
import json
import os
import random
import re
import struct
import sys
import zlib
from email.message import EmailMessage
from html.parser import HTMLParser

OUT = os.path.dirname(os.path.abspath(__file__))
PREFIX = "kw"
MESSAGES = []


def M(**kw):
    MESSAGES.append(kw)


def png(w, h, rgb, stripe=None):
    """Tiny solid (optionally striped) RGB PNG built with zlib only."""
    rows = []
    for y in range(h):
        row = bytearray(b"\x00")
        for x in range(w):
            if stripe and (x // 4 + y // 4) % 2:
                row += bytes(stripe)
            else:
                row += bytes(rgb)
        rows.append(bytes(row))
    raw = b"".join(rows)

    def chunk(t, d):
        c = struct.pack(">I", len(d)) + t + d
        return c + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))


# ---------------------------------------------------------------------------
# messages (hand-written, one sender/template each)
# ---------------------------------------------------------------------------
# =========================== GERMAN (de) ===================================

M(lang="de", kind="username_digits", otp="583027", link=None,
  subject="Dein Anmeldecode für das Technikforum",
  frm='"Technikforum Community" <noreply@technikforum.example>',
  to="kai.mueller@mailbox.example",
  date="Tue, 14 Jan 2025 19:42:07 +0100",
  headers={"Auto-Submitted": "auto-generated", "X-Mailer": "TFMailer 3.2"},
  text_cte="8bit",
  text="""Hallo kai_mueller92,

jemand (hoffentlich du) möchte sich mit deinem Konto im Technikforum anmelden.
Gib diesen Code im Browser ein, um die Anmeldung abzuschließen:

    583027

Der Code ist 15 Minuten gültig und kann nur einmal verwendet werden.

Anmeldeversuch
  Zeit:            Di, 14.01.2025, 19:42 Uhr
  Browser:         Firefox 134 unter Windows 11
  Ort (ungefähr):  Leipzig, Deutschland

Warst du das nicht? Dann ändere bitte dein Passwort in den Kontoeinstellungen
und aktiviere die Zwei-Faktor-Authentifizierung.

Viele Grüße
dein Technikforum-Team

--
Technikforum UG (haftungsbeschränkt) · Karl-Liebknecht-Str. 112 · 04275 Leipzig
Amtsgericht Leipzig, HRB 38815 · Geschäftsführer: Jonas Reuter
Diese E-Mail wurde automatisch erstellt. Antworten werden nicht gelesen.
""")

M(lang="de", kind="booking_ref", otp=None, link=None,
  subject="Ihre Buchungsbestätigung – Buchungscode KX7P2M – München → Lissabon",
  frm='"Alpenflug" <buchung@alpenflug.example>',
  to="s.brandt@posteingang.example",
  date="Mon, 03 Feb 2025 11:06:52 +0100",
  headers={"Reply-To": "service@alpenflug.example"},
  text_cte="quoted-printable", html_cte="quoted-printable",
  images=[("logo-alpenflug@alpenflug.example", (120, 28, (0, 61, 122)))],
  text="""Alpenflug – Buchungsbestätigung

Guten Tag Frau Brandt,

vielen Dank für Ihre Buchung. Ihr Buchungscode lautet KX7P2M.
Bitte halten Sie ihn beim Online-Check-in und am Flughafen bereit.

Hinflug   AP 2381  Sa, 22.03.2025  07:15 München (MUC) T2 → 09:50 Lissabon (LIS) T1
Rückflug  AP 2386  So, 30.03.2025  11:20 Lissabon (LIS) T1 → 15:45 München (MUC) T2

Passagier:     Sabine Brandt (ERW)
Ticketnummer:  220-4417896532
Tarif:         Classic – 1 Aufgabegepäck bis 23 kg, 1 Handgepäck bis 8 kg
Gesamtpreis:   348,60 EUR (inkl. Steuern und Gebühren 97,18 EUR)
Bezahlt mit:   Visa •••• 7731 am 03.02.2025

Der Online-Check-in öffnet 30 Stunden vor Abflug.
Buchung verwalten: https://www.alpenflug.example/buchung?pnr=KX7P2M&name=BRANDT

Alpenflug GmbH · Flughafenstraße 4 · 85356 München-Flughafen
Service-Hotline: +49 89 97 59 31 00 (Mo–So 6–22 Uhr, Festnetzpreis)
Handelsregister: AG München HRB 211874 · USt-IdNr. DE 291 447 503
""",
  html="""<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Buchungsbestätigung</title></head>
<body style="margin:0;background:#eef2f6;font-family:Arial,Helvetica,sans-serif;color:#1c2b39">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="background:#003d7a;padding:18px 24px"><img src="cid:logo-alpenflug@alpenflug.example" width="120" height="28" alt="Alpenflug"></td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:22px;margin:0 0 12px">Ihre Reise ist gebucht</h1>
<p>Guten Tag Frau Brandt,</p>
<p>vielen Dank für Ihre Buchung. Bitte halten Sie Ihren Buchungscode beim Online-Check-in und am Flughafen bereit.</p>
<table cellpadding="6" cellspacing="0" style="border:1px solid #c9d3dd;width:100%;margin:12px 0">
<tr><td style="color:#5b6b7a">Buchungscode</td><td style="font-size:20px;font-weight:bold;letter-spacing:2px">KX7P2M</td></tr>
<tr><td style="color:#5b6b7a">Ticketnummer</td><td>220-4417896532</td></tr>
</table>
<table cellpadding="6" cellspacing="0" style="width:100%;border-collapse:collapse;font-size:14px">
<tr style="background:#f3f6f9"><th align="left">Flug</th><th align="left">Datum</th><th align="left">Abflug</th><th align="left">Ankunft</th></tr>
<tr><td>AP 2381</td><td>Sa, 22.03.2025</td><td>07:15 München (MUC) T2</td><td>09:50 Lissabon (LIS) T1</td></tr>
<tr><td>AP 2386</td><td>So, 30.03.2025</td><td>11:20 Lissabon (LIS) T1</td><td>15:45 München (MUC) T2</td></tr>
</table>
<p style="font-size:14px">Passagier: Sabine Brandt (ERW)<br>
Tarif: Classic – 1 Aufgabegepäck bis 23&nbsp;kg, 1 Handgepäck bis 8&nbsp;kg<br>
Gesamtpreis: <b>348,60&nbsp;EUR</b> (inkl. Steuern und Gebühren 97,18&nbsp;EUR)<br>
Bezahlt mit Visa •••• 7731 am 03.02.2025</p>
<p><a href="https://www.alpenflug.example/buchung?pnr=KX7P2M&amp;name=BRANDT" style="background:#f7a600;color:#1c2b39;padding:12px 22px;text-decoration:none;font-weight:bold;border-radius:4px">Buchung verwalten</a>
&nbsp; <a href="https://www.alpenflug.example/checkin?pnr=KX7P2M">Zum Online-Check-in</a></p>
<p style="font-size:13px;color:#5b6b7a">Der Online-Check-in öffnet 30 Stunden vor Abflug.</p>
</td></tr>
<tr><td style="padding:16px 24px;background:#f3f6f9;font-size:11px;color:#6d7c8a">
Alpenflug GmbH · Flughafenstraße 4 · 85356 München-Flughafen<br>
Service-Hotline: +49 89 97 59 31 00 (Mo–So 6–22 Uhr, Festnetzpreis)<br>
AG München HRB 211874 · USt-IdNr. DE 291 447 503<br>
<a href="https://www.alpenflug.example/datenschutz">Datenschutz</a> · <a href="https://www.alpenflug.example/impressum">Impressum</a> · <a href="https://www.alpenflug.example/befoerderungsbedingungen">Beförderungsbedingungen</a>
</td></tr></table></td></tr></table>
<img src="https://t.alpenflug.example/o/8f31c0aa9b2e.gif" width="1" height="1" alt="">
</body></html>
""")

M(lang="de", kind="newsletter_numbers", otp=None, link=None,
  subject="Bestellbestätigung Nr. 4000187342",
  frm='"Gartenwelt Sommer" <bestellung@gartenwelt-sommer.example>',
  to="h.wagner@webpost.example",
  date="Sat, 15 Feb 2025 09:31:18 +0100",
  headers={"X-Order-Id": "4000187342"},
  text_cte="quoted-printable", html_cte="base64",
  text="""Hallo Herr Wagner,

vielen Dank für Ihre Bestellung bei Gartenwelt Sommer! Wir haben sie erhalten
und bereiten den Versand vor.

Bestellnummer:  4000187342
Bestelldatum:   15.02.2025, 09:29 Uhr
Kundennummer:   K-2218734

Pos. Art.-Nr.    Artikel                                   Menge   Preis
1    300-118-04  Hochbeet Lärche 200 x 100 x 80 cm           1   219,00 €
2    410-007-12  Bio-Hochbeeterde 40 l                       6    59,94 €
3    512-330-01  Tropfschlauch-Set 15 m                      1    24,99 €

Zwischensumme:                                                  303,93 €
Versand (Spedition):                                             29,90 €
Gesamtsumme:                                                    333,83 €
enthaltene MwSt. 19 %:                                           53,30 €

Zahlungsart:    PayPal (Transaktions-ID 7VK81233LA915263T)
Lieferadresse:  Heinz Wagner, Am Mühlbach 17, 93047 Regensburg
Lieferung:      voraussichtlich 18.–20.02.2025 (Spedition meldet sich telefonisch)

Sie haben 30 Tage Rückgaberecht. Das Widerrufsformular finden Sie im Anhang
unserer AGB unter www.gartenwelt-sommer.example/agb.

Gartenwelt Sommer GmbH & Co. KG · Industriestraße 9 · 93055 Regensburg
Tel. 0941 6009 4400 · AG Regensburg HRA 10932 · USt-IdNr. DE 312 844 097
""",
  html="""<html><body style="font-family:Verdana,sans-serif;font-size:13px;color:#24331b">
<div style="max-width:640px;margin:auto;border-top:6px solid #4f8a2b">
<h2 style="color:#4f8a2b">Danke für Ihre Bestellung!</h2>
<p>Hallo Herr Wagner,<br>wir haben Ihre Bestellung erhalten und bereiten den Versand vor.</p>
<table cellpadding="4" style="font-size:13px">
<tr><td>Bestellnummer:</td><td><b>4000187342</b></td></tr>
<tr><td>Bestelldatum:</td><td>15.02.2025, 09:29 Uhr</td></tr>
<tr><td>Kundennummer:</td><td>K-2218734</td></tr>
</table>
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#d6e3cc;width:100%;font-size:13px">
<tr style="background:#eef5e8"><th>Pos.</th><th>Art.-Nr.</th><th>Artikel</th><th>Menge</th><th>Preis</th></tr>
<tr><td>1</td><td>300-118-04</td><td>Hochbeet Lärche 200 x 100 x 80 cm</td><td>1</td><td align="right">219,00&nbsp;€</td></tr>
<tr><td>2</td><td>410-007-12</td><td>Bio-Hochbeeterde 40&nbsp;l</td><td>6</td><td align="right">59,94&nbsp;€</td></tr>
<tr><td>3</td><td>512-330-01</td><td>Tropfschlauch-Set 15&nbsp;m</td><td>1</td><td align="right">24,99&nbsp;€</td></tr>
<tr><td colspan="4" align="right">Zwischensumme</td><td align="right">303,93&nbsp;€</td></tr>
<tr><td colspan="4" align="right">Versand (Spedition)</td><td align="right">29,90&nbsp;€</td></tr>
<tr><td colspan="4" align="right"><b>Gesamtsumme</b></td><td align="right"><b>333,83&nbsp;€</b></td></tr>
<tr><td colspan="4" align="right">enthaltene MwSt. 19&nbsp;%</td><td align="right">53,30&nbsp;€</td></tr>
</table>
<p>Zahlungsart: PayPal (Transaktions-ID 7VK81233LA915263T)<br>
Lieferadresse: Heinz Wagner, Am Mühlbach 17, 93047 Regensburg<br>
Lieferung: voraussichtlich 18.–20.02.2025 – die Spedition meldet sich telefonisch.</p>
<p><a href="https://www.gartenwelt-sommer.example/konto/bestellungen/4000187342">Bestellung ansehen</a> |
<a href="https://www.gartenwelt-sommer.example/agb">AGB &amp; Widerruf</a></p>
<p style="font-size:11px;color:#777">Gartenwelt Sommer GmbH &amp; Co. KG · Industriestraße 9 · 93055 Regensburg<br>
Tel. 0941 6009 4400 · AG Regensburg HRA 10932 · USt-IdNr. DE 312 844 097</p>
</div></body></html>
""")

M(lang="de", kind="magic_link", otp="XQ47TM",
  link="https://click.kanbanly.example/ls/click?upn=u001.Hq7mZt2XbP0rVw9sKd4LfA-3D-3D_rT8c2nYp5Q1eWmJxk0oZ",
  link_alt=["https://app.kanbanly.example/auth/magic?token=mg_4f9Qz7LrT2xWcB8nVd1KpH6sYe3JaU0o&workspace=schreinerei-koch"],
  subject="Ihr Anmeldelink für Kanbanly",
  frm='"Kanbanly" <login@kanbanly.example>',
  to="m.koch@schreinerei-koch.example",
  date="Wed, 05 Mar 2025 07:58:40 +0100",
  headers={"Auto-Submitted": "auto-generated", "X-Entity-Ref-ID": "a3e1c7f0-52bd-4b36-9a77-1f0c2e8d9b41"},
  text_cte="7bit", html_cte="quoted-printable",
  text="""Anmelden bei Kanbanly

Hallo Martin,

klicken Sie auf den folgenden Link, um sich im Workspace "Schreinerei Koch"
anzumelden. Der Link ist 10 Minuten gueltig und funktioniert nur einmal:

https://app.kanbanly.example/auth/magic?token=mg_4f9Qz7LrT2xWcB8nVd1KpH6sYe3JaU0o&workspace=schreinerei-koch

Sie nutzen die Desktop-App? Dann geben Sie dort stattdessen diesen Code ein:
XQ4-7TM

Sie haben keine Anmeldung angefordert? Dann koennen Sie diese E-Mail
ignorieren.

Kanbanly GmbH, Torstrasse 33, 10119 Berlin
Hilfe: https://help.kanbanly.example
""",
  html="""<html><body style="background:#f6f7fb;margin:0;padding:32px 0;font-family:-apple-system,Segoe UI,Roboto,sans-serif">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<p style="font-weight:700;font-size:18px;color:#5b3cc4;margin:0 0 24px">kanbanly</p>
<h1 style="font-size:22px;color:#17162a">Anmelden bei Kanbanly</h1>
<p style="color:#444">Hallo Martin,<br>klicken Sie auf die Schaltfläche, um sich im Workspace <b>Schreinerei Koch</b> anzumelden. Der Link ist 10&nbsp;Minuten gültig und funktioniert nur einmal.</p>
<p style="text-align:center;margin:28px 0"><a href="https://click.kanbanly.example/ls/click?upn=u001.Hq7mZt2XbP0rVw9sKd4LfA-3D-3D_rT8c2nYp5Q1eWmJxk0oZ" style="background:#5b3cc4;color:#fff;padding:14px 28px;border-radius:6px;text-decoration:none;font-weight:600">Bei Kanbanly anmelden</a></p>
<p style="color:#666;font-size:13px">Oder kopieren Sie diese Adresse in Ihren Browser:<br>
<span style="word-break:break-all;color:#5b3cc4">https://app.kanbanly.example/auth/magic?token=mg_4f9Qz7LrT2xWcB8nVd1KpH6sYe3JaU0o&amp;workspace=schreinerei-koch</span></p>
<p style="color:#444;font-size:14px">Sie nutzen die Desktop-App? Geben Sie dort diesen Code ein:</p>
<p style="font-family:Menlo,Consolas,monospace;font-size:26px;letter-spacing:4px;text-align:center;background:#f1edff;padding:10px;border-radius:6px">XQ4-7TM</p>
<p style="color:#888;font-size:12px">Sie haben keine Anmeldung angefordert? Dann können Sie diese E-Mail ignorieren.</p>
<hr style="border:none;border-top:1px solid #eee">
<p style="color:#999;font-size:11px">Kanbanly GmbH · Torstraße 33 · 10119 Berlin<br>
<a href="https://help.kanbanly.example" style="color:#999">Hilfe</a> · <a href="https://kanbanly.example/datenschutz" style="color:#999">Datenschutz</a></p>
</div>
<img src="https://click.kanbanly.example/wf/open?upn=u001.Qm9yZ2VuZmFocnQ-3D" width="1" height="1" alt="" style="display:none">
</body></html>
""")

M(lang="de", kind="reset_in_code_mail", otp="R7KD2Q", link=None,
  subject="Pixelhafen: Dein Anmeldecode",
  frm='"Pixelhafen Support" <noreply@pixelhafen.example>',
  to="nightowl.de@freemail.example",
  date="Fri, 21 Feb 2025 23:17:05 +0100",
  text_cte="base64", html_cte="base64",
  text="""Hallo nightowl_de,

hier ist der Code, den du brauchst, um dich von einem neuen Gerät bei deinem
Pixelhafen-Konto anzumelden:

R7KD2Q

Anfrage von: Windows-PC, IP 93.214.xx.xx (Dortmund, DE), 21.02.2025 23:16 MEZ

Wenn du nicht versucht hast, dich anzumelden, hat jemand anderes dein Passwort.
Setze dein Passwort hier zurück:
https://konto.pixelhafen.example/passwort/zuruecksetzen?ref=mail_guard

Das Pixelhafen-Team
Pixelhafen Entertainment AG, Speicherstadt 5, 20457 Hamburg
""",
  html="""<html><body style="background:#1b2838;color:#c6d4df;font-family:Arial,sans-serif;padding:24px">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="540" cellpadding="0" cellspacing="0" style="background:#16202d;padding:28px">
<tr><td style="font-size:22px;color:#ffffff;font-weight:bold;padding-bottom:18px">PIXELHAFEN</td></tr>
<tr><td style="font-size:15px;line-height:1.5">Hallo nightowl_de,<br><br>
hier ist der Code, den du brauchst, um dich von einem neuen Gerät bei deinem Pixelhafen-Konto anzumelden:</td></tr>
<tr><td style="padding:22px 0;text-align:center"><div style="display:inline-block;background:#0e141b;padding:14px 34px;font-size:34px;letter-spacing:6px;color:#66c0f4;font-family:monospace">R7KD2Q</div></td></tr>
<tr><td style="font-size:13px;color:#8f98a0">Anfrage von: Windows-PC, IP 93.214.xx.xx (Dortmund, DE)<br>21.02.2025 23:16 MEZ</td></tr>
<tr><td style="font-size:13px;padding-top:18px">Wenn du nicht versucht hast, dich anzumelden, hat jemand anderes dein Passwort.
<a href="https://konto.pixelhafen.example/passwort/zuruecksetzen?ref=mail_guard" style="color:#66c0f4">Setze dein Passwort hier zurück</a>.</td></tr>
<tr><td style="font-size:11px;color:#56626e;padding-top:26px">Pixelhafen Entertainment AG · Speicherstadt 5 · 20457 Hamburg<br>
<a href="https://hilfe.pixelhafen.example" style="color:#56626e">Hilfe</a> · <a href="https://pixelhafen.example/rechtliches" style="color:#56626e">Rechtliches</a></td></tr>
</table></td></tr></table></body></html>
""")

M(lang="de", kind="span_digits", otp="917406", link=None,
  subject="Neues Gerät koppeln – Ihr Bestätigungscode",
  frm='"Kontor Bank" <sicherheit@kontorbank.example>',
  to="lena.hartmann@mailbox.example",
  date="Wed, 12 Feb 2025 08:13:44 +0100",
  headers={"X-Priority": "1"},
  html_cte="base64",
  html="""<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><style>
.d{display:inline-block;width:38px;height:48px;line-height:48px;margin:0 3px;border:1px solid #cfd6dd;border-radius:6px;font-size:26px;font-weight:600;text-align:center;background:#fafbfc}
</style></head>
<body style="font-family:Helvetica,Arial,sans-serif;color:#222;background:#fff">
<div style="max-width:520px;margin:0 auto;padding:24px">
<div style="font-size:20px;font-weight:700;letter-spacing:.5px;color:#0a7c6e">KONTOR BANK</div>
<h2 style="font-weight:600">Neues Gerät koppeln</h2>
<p>Hallo Lena,</p>
<p>Sie möchten ein neues Smartphone (iPhone 15, iOS 18.3) mit Ihrem Konto DE89&nbsp;••••&nbsp;••••&nbsp;••••&nbsp;1234 koppeln.
Geben Sie diesen Bestätigungscode in der App ein:</p>
<div style="text-align:center;margin:24px 0">
<span class="d">9</span><span class="d">1</span><span class="d">7</span><span class="d">4</span><span class="d">0</span><span class="d">6</span>
</div>
<p style="font-size:13px;color:#555">Anfrage vom 12.02.2025 um 08:13 Uhr. Der Code verfällt nach 5 Minuten.<br>
Mit der Kopplung wird Ihr bisheriges Gerät (Pixel 7) abgemeldet.</p>
<p style="font-size:13px;color:#555"><b>Wichtig:</b> Kontor Bank fragt Sie niemals am Telefon nach diesem Code. Haben Sie die Kopplung nicht selbst gestartet, sperren Sie Ihren Zugang sofort über unseren Sperr-Notruf 116 116 oder unter +49 30 2089 5500.</p>
<p style="font-size:11px;color:#999;border-top:1px solid #eee;padding-top:12px">
Kontor Bank AG · Rosenthaler Str. 40 · 10178 Berlin · BIC KONTDEB1XXX<br>
Vorstand: Dr. Petra Lindholm (Vors.), Malte Sievers · Amtsgericht Charlottenburg HRB 199203 B<br>
<a href="https://kontorbank.example/impressum" style="color:#999">Impressum</a> · <a href="https://kontorbank.example/datenschutz" style="color:#999">Datenschutz</a></p>
</div></body></html>
""")

M(lang="de", kind="phone_and_dates", otp="618340", link=None,
  subject="Bitte bestätigen Sie Ihren Termin am 06.03.2025",
  frm='"Docura Terminservice" <termine@docura.example>',
  to="petra.yilmaz@t-post.example",
  date="Thu, 27 Feb 2025 16:22:09 +0100",
  text_cte="quoted-printable",
  text="""Guten Tag Frau Yilmaz,

Sie haben über Docura einen Termin gebucht:

  Praxis:    Dr. med. Sabine Körner, Fachärztin für Dermatologie
             Hohenzollernring 48, 50672 Köln, 2. OG
  Termin:    Donnerstag, 06.03.2025, 10:30 Uhr (bitte 10 Min. früher da sein)
  Grund:     Hautkrebs-Screening
  Telefon:   0221 9483 1170 · Fax 0221 9483 1179

Damit der Termin verbindlich reserviert wird, geben Sie bitte innerhalb von
30 Minuten folgenden Bestätigungscode auf docura.example ein:

  618 340

Bitte bringen Sie Ihre elektronische Gesundheitskarte mit
(Versichertennummer endet auf …4417).

Absagen bis 24 Stunden vorher: online oder telefonisch unter 0221 9483 1170.

Ihr Docura-Team

Docura GmbH · Hansaring 61 · 50670 Köln
Hotline: 0800 362 872 0 (kostenfrei, Mo–Fr 8–18 Uhr)
Amtsgericht Köln HRB 104117
""")

M(lang="de", kind="decoy_codes", otp=None, link=None,
  subject="Guten Appetit! Wie war deine Bestellung bei Pizzeria Da Michele?",
  frm='"Lieferflink" <hallo@lieferflink.example>',
  to="tobi.schulte@inbox.example",
  date="Sun, 09 Mar 2025 20:51:33 +0100",
  headers={"List-Unsubscribe": "<https://lieferflink.example/abmelden?u=77f2a19c>",
           "Precedence": "bulk"},
  text_cte="8bit", html_cte="quoted-printable",
  text="""Hey Tobi,

deine Bestellung #LF-2025-884213 wurde um 20:38 Uhr geliefert. Lass es dir schmecken!

Pizzeria Da Michele, Bergmannstraße 21, 10961 Berlin
1x Pizza Diavola 32 cm          11,90 €
1x Insalata Mista                6,50 €
2x San Pellegrino 0,5 l          5,80 €
Lieferkosten                     1,99 €
Servicegebühr                    0,99 €
Gesamt (Visa •••• 0412)         27,18 €

Wie war's? Bewerte dein Essen mit 1 bis 5 Sternen:
https://lieferflink.example/bewerten/884213

Kleines Dankeschön: 5 € Rabatt auf deine nächste Bestellung ab 20 € mit dem
Gutscheincode FLINK5MAERZ – gültig bis 31.03.2025.

Lieferflink SE · Friedrichstraße 68 · 10117 Berlin
Abmelden: https://lieferflink.example/abmelden?u=77f2a19c
""",
  html="""<html><body style="margin:0;background:#fff6ee;font-family:'Trebuchet MS',sans-serif">
<center><table width="560" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#ff6a13;color:#fff;padding:16px 24px;font-size:24px;font-weight:bold">lieferflink</td></tr>
<tr><td style="padding:24px">
<p style="font-size:18px">Hey Tobi, guten Appetit! 🍕</p>
<p>Deine Bestellung <b>#LF-2025-884213</b> wurde um 20:38 Uhr geliefert.</p>
<table width="100%" cellpadding="4" style="font-size:14px;border-top:1px solid #eee;border-bottom:1px solid #eee">
<tr><td colspan="2"><b>Pizzeria Da Michele</b>, Bergmannstraße 21, 10961 Berlin</td></tr>
<tr><td>1x Pizza Diavola 32 cm</td><td align="right">11,90 €</td></tr>
<tr><td>1x Insalata Mista</td><td align="right">6,50 €</td></tr>
<tr><td>2x San Pellegrino 0,5 l</td><td align="right">5,80 €</td></tr>
<tr><td>Lieferkosten</td><td align="right">1,99 €</td></tr>
<tr><td>Servicegebühr</td><td align="right">0,99 €</td></tr>
<tr><td><b>Gesamt</b> (Visa •••• 0412)</td><td align="right"><b>27,18 €</b></td></tr>
</table>
<p style="margin-top:20px">Wie war's?</p>
<p><a href="https://lieferflink.example/bewerten/884213?s=5">★★★★★</a> &nbsp; <a href="https://lieferflink.example/bewerten/884213">Jetzt bewerten</a></p>
<div style="border:2px dashed #ff6a13;padding:14px;text-align:center;margin:20px 0">
Kleines Dankeschön: <b>5 € Rabatt</b> auf deine nächste Bestellung ab 20 €<br>
Gutscheincode: <span style="font-size:22px;font-weight:bold;letter-spacing:2px">FLINK5MAERZ</span><br>
<small>gültig bis 31.03.2025, einmal pro Konto einlösbar</small></div>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#888">Lieferflink SE · Friedrichstraße 68 · 10117 Berlin · Amtsgericht Charlottenburg HRB 221907 B<br>
<a href="https://lieferflink.example/abmelden?u=77f2a19c" style="color:#888">Newsletter abbestellen</a> · <a href="https://lieferflink.example/datenschutz" style="color:#888">Datenschutz</a></td></tr>
</table></center>
<img src="https://lieferflink.example/px/o.gif?m=884213&amp;u=77f2a19c" width="1" height="1" alt="">
</body></html>
""")

M(lang="de", kind="new_and_old_code", otp="305918", link=None,
  subject="Ihr neuer Sicherheitscode für Meine GKN",
  frm='"Gesundheitskasse Nord" <meine-gkn@gk-nord.example>',
  to="wolfgang.ebert@online-post.example",
  date="Tue, 18 Feb 2025 10:04:51 +0100",
  text_cte="quoted-printable",
  text="""Sehr geehrter Herr Ebert,

Sie haben soeben einen neuen Sicherheitscode für die Anmeldung im
Online-Kundenbereich „Meine GKN“ angefordert.

Der zuvor gesendete Code 771204 ist damit nicht mehr gültig.

Ihr neuer Sicherheitscode lautet:

    305918

Bitte geben Sie ihn innerhalb von 10 Minuten ein. Aus Sicherheitsgründen
können Sie höchstens drei Codes pro Stunde anfordern.

Versichertennummer: W1234•••••
Anfrage am 18.02.2025 um 10:04 Uhr

Haben Sie keinen Code angefordert, melden Sie sich bitte bei unserem
Service-Telefon 0800 44 55 667 (gebührenfrei, rund um die Uhr).

Mit freundlichen Grüßen
Ihre Gesundheitskasse Nord

Gesundheitskasse Nord – Körperschaft des öffentlichen Rechts
Ballindamm 26, 20095 Hamburg
Diese Nachricht wurde automatisch erzeugt; bitte antworten Sie nicht darauf.
""")

M(lang="de", kind="prefix_code", otp="58302", link=None,
  subject="FlinkCar: Bestätige deine Handynummer",
  frm='"FlinkCar" <no-reply@flinkcar.example>',
  to="jana.becker@maildienst.example",
  date="Thu, 06 Mar 2025 18:40:12 +0100",
  text_cte="quoted-printable", html_cte="quoted-printable",
  crlf=True,
  text="""Hallo Jana,

fast geschafft! Gib in der FlinkCar-App diesen Bestätigungscode ein:

FC-58302

(In der App steht das FC- schon da – du tippst nur die Zahlen.)

Danach prüfen wir deinen Führerschein. Das dauert meistens unter 10 Minuten.
Deine erste Fahrt bis 30 Minuten ist mit dem Startguthaben von 10,00 € gratis.

FlinkCar Mobility GmbH · Schanzenstraße 70 · 40549 Düsseldorf
""",
  html="""<html><body style="font-family:Arial,sans-serif;background:#f4f4f4;padding:20px">
<div style="background:#fff;max-width:500px;margin:auto;padding:28px;border-radius:12px">
<div style="font-size:24px;font-weight:900;color:#00b26f">FlinkCar</div>
<p style="font-size:17px">Hallo Jana,<br>fast geschafft! Gib in der FlinkCar-App diesen Bestätigungscode ein:</p>
<p style="font-size:36px;font-weight:bold;text-align:center;letter-spacing:3px;color:#111">FC-58302</p>
<p style="color:#666;font-size:13px">In der App steht das <i>FC-</i> schon da – du tippst nur die Zahlen.</p>
<p style="font-size:14px">Danach prüfen wir deinen Führerschein. Das dauert meistens unter 10 Minuten.
Deine erste Fahrt bis 30 Minuten ist mit dem Startguthaben von 10,00&nbsp;€ gratis.</p>
<p style="font-size:11px;color:#999">FlinkCar Mobility GmbH · Schanzenstraße 70 · 40549 Düsseldorf<br>
<a href="https://flinkcar.example/hilfe" style="color:#999">Hilfe</a> · <a href="https://flinkcar.example/agb" style="color:#999">AGB</a></p>
</div></body></html>
""")

M(lang="de", kind="several_codes", otp=None, link=None,
  subject="[Gitwerk] Neue Wiederherstellungscodes für Ihr Konto",
  frm='"Gitwerk" <noreply@gitwerk.example>',
  to="dev@fabian-roth.example",
  date="Mon, 24 Feb 2025 14:55:27 +0100",
  headers={"X-Gitwerk-Reason": "security"},
  text_cte="7bit",
  text="""Hallo @froth,

fuer Ihr Gitwerk-Konto wurden soeben neue Wiederherstellungscodes fuer die
Zwei-Faktor-Authentifizierung erzeugt. Ihre bisherigen Codes sind ab sofort
ungueltig.

    a7k2-9mqd    p3xw-7v2c
    h8rt-4ne6    y2bz-q5ka
    c9fm-3jw7    u6dg-8tph
    k4sq-2rxe    w7nc-6hlb
    e5vu-9ayt    m3jd-4kzr

Bewahren Sie diese Codes an einem sicheren Ort auf (z. B. im Passwortmanager).
Jeder Code kann genau einmal verwendet werden, falls Sie keinen Zugriff auf
Ihre Authenticator-App haben. Sie muessen jetzt keinen dieser Codes eingeben.

Erzeugt am: 24.02.2025 14:55 MEZ
IP-Adresse: 2a02:8108:xxxx::1 (Bremen)

Falls Sie das nicht waren, aendern Sie sofort Ihr Passwort und pruefen Sie
Ihre SSH-Schluessel unter Einstellungen > Sicherheit.

-- 
Gitwerk e.V., Am Wall 140, 28195 Bremen
Sie erhalten diese E-Mail, weil Sicherheitsbenachrichtigungen nicht
abbestellt werden koennen.
""")

M(lang="de", kind="magic_link", otp=None,
  link="https://news.roesterei-hanse.example/optin/confirm?sub=84f2c9e1a7&key=Zq3vN8wR1tYp6LmS0dXe4HbK",
  subject="Bitte bestätigen: Newsletter der Rösterei Hanseatisch",
  frm='"Rösterei Hanseatisch" <kaffee@roesterei-hanse.example>',
  to="anke.petersen@nordpost.example",
  date="Sat, 01 Mar 2025 12:14:03 +0100",
  headers={"X-Mailer": "Sendlane Newsletter 5.4"},
  html_cte="quoted-printable",
  images=[("bohne@roesterei-hanse.example", (64, 64, (92, 58, 33), (140, 96, 60)))],
  html="""<html><body style="background:#f5efe6;font-family:Georgia,serif;color:#3a2a1c;margin:0">
<p style="text-align:center;font-size:11px;color:#8a7762;padding:8px">Wird diese E-Mail nicht richtig angezeigt? <a href="https://news.roesterei-hanse.example/web/84f2c9e1a7" style="color:#8a7762">Im Browser ansehen</a></p>
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#fffdf9">
<tr><td align="center" style="padding:24px"><img src="cid:bohne@roesterei-hanse.example" width="64" height="64" alt="Rösterei Hanseatisch"></td></tr>
<tr><td style="padding:0 32px 24px;font-size:16px;line-height:1.6">
<p>Moin Anke,</p>
<p>schön, dass du dich für unseren Newsletter angemeldet hast! Bevor wir dir frisch geröstete Neuigkeiten schicken, musst du kurz bestätigen, dass diese Adresse wirklich dir gehört.</p>
<p style="text-align:center"><a href="https://news.roesterei-hanse.example/optin/confirm?sub=84f2c9e1a7&amp;key=Zq3vN8wR1tYp6LmS0dXe4HbK" style="background:#7a4b2a;color:#fff;padding:12px 26px;text-decoration:none;border-radius:24px;font-family:Arial,sans-serif">Ja, Anmeldung bestätigen</a></p>
<p>Nach der Bestätigung schicken wir dir deinen Willkommensgutschein: 10&nbsp;% auf deine erste Bestellung mit dem Code <b>MOIN10</b>.</p>
<p style="font-size:13px;color:#8a7762">Du hast dich nicht angemeldet? Dann ignoriere diese Mail einfach – ohne Bestätigung bekommst du nichts von uns.</p>
</td></tr>
<tr><td align="center" style="padding:16px;font-size:11px;color:#8a7762;font-family:Arial,sans-serif">
<a href="https://instagram.example/roesterei.hanseatisch"><img src="https://news.roesterei-hanse.example/img/ig.png" width="20" height="20" alt="Instagram"></a>
<a href="https://facebook.example/roesterei.hanseatisch"><img src="https://news.roesterei-hanse.example/img/fb.png" width="20" height="20" alt="Facebook"></a><br>
Rösterei Hanseatisch · Inh. Jörn Matthiesen · Hafenstraße 12 · 24937 Flensburg · Tel. 0461 182 993 0<br>
<a href="https://roesterei-hanse.example/impressum" style="color:#8a7762">Impressum</a> · <a href="https://roesterei-hanse.example/datenschutz" style="color:#8a7762">Datenschutz</a></td></tr>
</table>
<img src="https://news.roesterei-hanse.example/o/84f2c9e1a7.gif" width="1" height="1" alt="">
</body></html>
""")

M(lang="de", kind="delivery_code", otp="418306", link=None,
  subject="Ihr Paket liegt in der Paketstation 142 für Sie bereit",
  frm='"Paketbox Deutschland" <benachrichtigung@paketbox.example>',
  to="c.nguyen@stadtpost.example",
  date="Wed, 19 Feb 2025 13:27:36 +0100",
  text_cte="quoted-printable", html_cte="8bit",
  text="""Guten Tag Chi Nguyen,

Ihre Sendung 00340434161094038512 von „Buchversand Lehmann“ liegt ab sofort
zur Abholung bereit.

Paketstation 142
Gutenbergstraße 8, 70176 Stuttgart (neben dem Edeka-Eingang)
Rund um die Uhr geöffnet

Abholcode: 418 306

Geben Sie den Abholcode am Bildschirm der Paketstation ein; das Fach öffnet
sich dann automatisch. Der Code gilt nur für diese Sendung.

Abholfrist: bis Mittwoch, 26.02.2025. Danach geht die Sendung an den
Absender zurück.

Paketbox Deutschland GmbH · Heilbronner Str. 150 · 70191 Stuttgart
Kundenservice 0711 25 86 900
""",
  html="""<html><body style="font-family:Arial,sans-serif;color:#222">
<table width="100%" style="max-width:600px" cellpadding="10">
<tr><td style="background:#ffcc00;font-weight:bold;font-size:18px">Paketbox Deutschland</td></tr>
<tr><td>
<p>Guten Tag Chi Nguyen,</p>
<p>Ihre Sendung <b>00340434161094038512</b> von „Buchversand Lehmann“ liegt ab sofort zur Abholung bereit.</p>
<table cellpadding="6" style="background:#f7f7f7;width:100%">
<tr><td width="140">Paketstation</td><td><b>142</b><br>Gutenbergstraße 8, 70176 Stuttgart<br><small>neben dem Edeka-Eingang · rund um die Uhr geöffnet</small></td></tr>
<tr><td>Abholcode</td><td style="font-size:30px;font-weight:bold;letter-spacing:3px">418 306</td></tr>
<tr><td>Abholfrist</td><td>bis Mittwoch, 26.02.2025</td></tr>
</table>
<p>Geben Sie den Abholcode am Bildschirm der Paketstation ein; das Fach öffnet sich dann automatisch. Der Code gilt nur für diese Sendung.</p>
<p><a href="https://paketbox.example/sendung?id=00340434161094038512">Sendung verfolgen</a></p>
<p style="font-size:11px;color:#777">Paketbox Deutschland GmbH · Heilbronner Str. 150 · 70191 Stuttgart · Kundenservice 0711 25 86 900</p>
</td></tr></table></body></html>
""")
# =========================== FRENCH (fr) ===================================

M(lang="fr", kind="phone_and_dates", otp="481729", link=None,
  subject="Validation de votre paiement en ligne",
  frm='"Banque Solène - Sécurité" <securite@banque-solene.example>',
  to="claire.dubois@courriel.example",
  date="Tue, 11 Feb 2025 14:37:22 +0100",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Banque Solène

Madame Dubois,

Vous êtes en train de régler un achat sur Internet avec votre carte.

  Commerçant : SPORTISSIMO LYON 7E
  Montant    : 129,90 EUR
  Carte      : Visa Premier n° **** **** **** 4821
  Date       : 11/02/2025 à 14:37

Pour valider ce paiement, saisissez le code suivant sur la page de votre
commerçant : 481729

Ce code est valable 5 minutes et pour ce paiement uniquement.

Si vous n'êtes pas à l'origine de cet achat, ne saisissez rien et appelez
immédiatement notre service d'opposition au 09 69 32 18 00 (appel non
surtaxé), 24h/24 et 7j/7.

Banque Solène – SA coopérative au capital variable – 4 place Bellecour,
69002 Lyon – RCS Lyon 954 120 883 – ORIAS 07 023 116
""",
  html="""<html><body style="font-family:Arial,sans-serif;color:#1d1d1b;background:#f2f2f2">
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#c8102e;color:#fff;padding:14px 22px;font-size:19px;font-weight:bold">Banque Solène</td></tr>
<tr><td style="padding:22px">
<p>Madame Dubois,</p>
<p>Vous êtes en train de régler un achat sur Internet avec votre carte.</p>
<table cellpadding="5" style="font-size:14px;background:#fafafa;width:100%">
<tr><td>Commerçant</td><td><b>SPORTISSIMO LYON 7E</b></td></tr>
<tr><td>Montant</td><td><b>129,90 EUR</b></td></tr>
<tr><td>Carte</td><td>Visa Premier n° **** **** **** 4821</td></tr>
<tr><td>Date</td><td>11/02/2025 à 14:37</td></tr>
</table>
<p>Pour valider ce paiement, saisissez le code suivant sur la page de votre commerçant :</p>
<p style="font-size:30px;font-weight:bold;text-align:center;letter-spacing:5px">481729</p>
<p style="font-size:13px">Ce code est valable 5 minutes et pour ce paiement uniquement.</p>
<p style="font-size:13px;color:#c8102e">Si vous n'êtes pas à l'origine de cet achat, ne saisissez rien et appelez immédiatement notre service d'opposition au <b>09 69 32 18 00</b> (appel non surtaxé), 24h/24 et 7j/7.</p>
</td></tr>
<tr><td style="padding:14px 22px;font-size:10px;color:#777">Banque Solène – SA coopérative au capital variable – 4 place Bellecour, 69002 Lyon – RCS Lyon 954 120 883 – ORIAS 07 023 116</td></tr>
</table></body></html>
""")

M(lang="fr", kind="booking_ref", otp=None, link=None,
  subject="Votre confirmation de voyage Paris → Marseille du 14 mars",
  frm='"RailExpress Voyages" <confirmation@railexpress.example>',
  to="antoine.leroy@boitemail.example",
  date="Fri, 28 Feb 2025 18:02:40 +0100",
  text_cte="8bit", html_cte="quoted-printable",
  text="""Bonjour Antoine,

Votre voyage est confirmé. Conservez bien votre référence de dossier.

Référence de dossier : QZPLKM
Nom associé : LEROY

ALLER – vendredi 14 mars 2025
TGV 6617 · Paris Gare de Lyon 08:19 → Marseille Saint-Charles 11:37
Voiture 14 · Place 72 (fenêtre, salle haute) · 2de classe

RETOUR – dimanche 16 mars 2025
TGV 6190 · Marseille Saint-Charles 17:04 → Paris Gare de Lyon 20:22
Voiture 3 · Place 41 · 2de classe

Total payé : 67,00 € (Carte Avantage Jeune n° 29090112345678)
Billet électronique n° 3 841 227 905 – à présenter sur l'application ou imprimé.

Bon voyage !
RailExpress Voyages – 12 rue de Rome, 75008 Paris – 3635 (service gratuit + prix appel)
""",
  html="""<html><body style="background:#e9edf2;font-family:'Segoe UI',Arial,sans-serif">
<div style="max-width:600px;margin:20px auto;background:#fff;border-radius:6px;overflow:hidden">
<div style="background:#0c131f;color:#fff;padding:18px 24px;font-size:20px">RailExpress <span style="color:#82be00">Voyages</span></div>
<div style="padding:24px">
<p>Bonjour Antoine,</p>
<p>Votre voyage est confirmé. Conservez bien votre référence de dossier.</p>
<table style="width:100%;border:1px solid #d5dbe3;border-radius:4px" cellpadding="8">
<tr><td>Référence de dossier</td><td style="font-size:22px;font-weight:bold;letter-spacing:3px">QZPLKM</td></tr>
<tr><td>Nom associé</td><td>LEROY</td></tr></table>
<h3 style="margin-bottom:4px">Aller – vendredi 14 mars 2025</h3>
<p style="margin-top:0">TGV 6617 · Paris Gare de Lyon <b>08:19</b> → Marseille Saint-Charles <b>11:37</b><br>Voiture 14 · Place 72 (fenêtre, salle haute) · 2<sup>de</sup> classe</p>
<h3 style="margin-bottom:4px">Retour – dimanche 16 mars 2025</h3>
<p style="margin-top:0">TGV 6190 · Marseille Saint-Charles <b>17:04</b> → Paris Gare de Lyon <b>20:22</b><br>Voiture 3 · Place 41 · 2<sup>de</sup> classe</p>
<p>Total payé : <b>67,00 €</b> (Carte Avantage Jeune n° 29090112345678)<br>Billet électronique n° 3 841 227 905</p>
<p><a href="https://www.railexpress.example/mes-voyages?ref=QZPLKM&amp;nom=LEROY" style="background:#82be00;color:#0c131f;padding:10px 18px;text-decoration:none;font-weight:bold">Gérer ma réservation</a></p>
</div>
<div style="background:#f5f7fa;padding:14px 24px;font-size:11px;color:#6b7580">RailExpress Voyages – 12 rue de Rome, 75008 Paris – 3635 (service gratuit + prix appel)<br>
<a href="https://www.railexpress.example/cgv">CGV</a> · <a href="https://www.railexpress.example/confidentialite">Confidentialité</a></div>
</div></body></html>
""")

M(lang="fr", kind="magic_link", otp=None,
  link="https://clic.lebontroc.example/c/eJwVjUEOgjAQRe?u=https%3A%2F%2Fcompte.lebontroc.example%2Freinitialiser%3Ft%3D9bX2kQ7vLp4Rz8Nw&s=a81f33d0e5",
  subject="Réinitialisation de votre mot de passe Le Bon Troc",
  frm='"Le Bon Troc" <ne-pas-repondre@lebontroc.example>',
  to="mathilde.girard@courriel.example",
  date="Sun, 16 Feb 2025 21:48:15 +0100",
  html_cte="quoted-printable",
  html="""<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f6f7;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<table role="presentation" width="100%"><tr><td align="center" style="padding:24px 0">
<table role="presentation" width="520" style="background:#fff;border-radius:10px" cellpadding="28">
<tr><td>
<div style="color:#ec5a13;font-weight:bold;font-size:22px">le bon troc</div>
<h1 style="font-size:20px">Mot de passe oublié ?</h1>
<p>Bonjour Mathilde,</p>
<p>Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Cliquez sur le bouton ci-dessous pour en choisir un nouveau. Ce lien expire dans 1 heure.</p>
<p style="text-align:center"><a href="https://clic.lebontroc.example/c/eJwVjUEOgjAQRe?u=https%3A%2F%2Fcompte.lebontroc.example%2Freinitialiser%3Ft%3D9bX2kQ7vLp4Rz8Nw&amp;s=a81f33d0e5" style="display:inline-block;background:#ec5a13;color:#fff;padding:13px 30px;border-radius:8px;text-decoration:none;font-weight:bold">Réinitialiser mon mot de passe</a></p>
<p style="font-size:13px;color:#555">Vous n'avez rien demandé ? Ignorez simplement ce message, votre mot de passe actuel reste valable. Si vous pensez que quelqu'un essaie d'accéder à votre compte, <a href="https://aide.lebontroc.example/securite/signaler?src=reset">signalez-le-nous</a>.</p>
<p style="font-size:13px;color:#555">Rappel : Le Bon Troc ne vous demandera jamais vos coordonnées bancaires par message ou par e-mail.</p>
</td></tr>
<tr><td style="font-size:11px;color:#999;border-top:1px solid #eee">
Le Bon Troc SAS · 24 rue de Paradis · 75010 Paris · RCS Paris 812 554 901<br>
<a href="https://aide.lebontroc.example" style="color:#999">Centre d'aide</a> · <a href="https://www.lebontroc.example/cgu" style="color:#999">CGU</a> · <a href="https://www.lebontroc.example/vie-privee" style="color:#999">Vie privée</a>
</td></tr></table>
</td></tr></table>
<img src="https://clic.lebontroc.example/o/eJwVjUEOgjAQRe.gif" width="1" height="1" alt="">
</body></html>
""")

M(lang="fr", kind="no_code_word", otp="730529", link=None,
  subject="Finalisez la création de votre compte Mon Espace Démarches",
  frm='"Mon Espace Démarches" <ne-pas-repondre@demarches.gouv.example>',
  to="k.benali@courriel.example",
  date="Mon, 10 Mar 2025 09:12:58 +0100",
  text_cte="quoted-printable", html_cte="base64",
  text="""RÉPUBLIQUE FRANÇAISE
Mon Espace Démarches

Bonjour Karim BENALI,

Vous avez commencé à créer votre compte le 10/03/2025 à 09:12.

Pour finaliser votre inscription, saisissez ces six chiffres sur la page
d'inscription restée ouverte :

      730 529

Ils sont valables 20 minutes. Passé ce délai, recommencez l'inscription
depuis la page d'accueil.

Attention : aucun agent ne vous demandera de lui communiquer ces chiffres
par téléphone.

Numéro de demande : DEM-2025-0310-88417
Une question ? Contactez le 3939 (service gratuit + prix d'un appel),
du lundi au vendredi de 8h30 à 18h.

Ce message a été envoyé automatiquement, merci de ne pas y répondre.
""",
  html="""<html><body style="font-family:Marianne,Arial,sans-serif;color:#161616;background:#fff">
<div style="max-width:580px;margin:0 auto;border:1px solid #dddddd">
<div style="padding:16px 24px;border-bottom:1px solid #ddd"><b>RÉPUBLIQUE<br>FRANÇAISE</b>
<span style="float:right;color:#000091;font-weight:bold">Mon Espace Démarches</span></div>
<div style="padding:24px">
<p>Bonjour Karim BENALI,</p>
<p>Vous avez commencé à créer votre compte le 10/03/2025 à 09:12.</p>
<p>Pour finaliser votre inscription, saisissez ces six chiffres sur la page d'inscription restée ouverte :</p>
<p style="font-size:32px;font-weight:bold;color:#000091;text-align:center;letter-spacing:6px">730&nbsp;529</p>
<p>Ils sont valables 20 minutes. Passé ce délai, recommencez l'inscription depuis la page d'accueil.</p>
<div style="border-left:4px solid #000091;background:#f5f5fe;padding:10px 14px;font-size:14px">Attention : aucun agent ne vous demandera de lui communiquer ces chiffres par téléphone.</div>
<p style="font-size:13px;color:#666">Numéro de demande : DEM-2025-0310-88417<br>
Une question ? Contactez le 3939 (service gratuit + prix d'un appel), du lundi au vendredi de 8h30 à 18h.</p>
</div>
<div style="padding:12px 24px;background:#f6f6f6;font-size:11px;color:#666">Ce message a été envoyé automatiquement, merci de ne pas y répondre.
<a href="https://demarches.gouv.example/accessibilite">Accessibilité</a> · <a href="https://demarches.gouv.example/mentions-legales">Mentions légales</a></div>
</div></body></html>
""")

M(lang="fr", kind="subject_only", otp="295061", link=None,
  subject="295061 est votre code de connexion Pixora",
  frm='"Pixora" <securite@pixora.example>',
  to="lea.martin.photo@courriel.example",
  date="Thu, 20 Feb 2025 08:41:37 +0100",
  text_cte="7bit", html_cte="quoted-printable",
  text="""Bonjour lea.martin.photo,

Quelqu'un essaie de se connecter a votre compte Pixora depuis un iPad
(Safari, Bordeaux, France).

Pour continuer, saisissez le code indique dans l'objet de cet e-mail.
Il expire dans 10 minutes.

Ce n'etait pas vous ? Changez votre mot de passe depuis l'application :
Profil > Parametres > Securite.

L'equipe Pixora
Pixora SAS, 8 rue Sainte-Catherine, 33000 Bordeaux
""",
  html="""<html><body style="font-family:Helvetica,Arial,sans-serif;color:#262626">
<div style="max-width:460px;margin:auto;padding:24px">
<p style="font-size:26px;font-family:Georgia,serif;font-style:italic;margin:0 0 20px">Pixora</p>
<p>Bonjour lea.martin.photo,</p>
<p>Quelqu'un essaie de se connecter à votre compte Pixora depuis un iPad (Safari, Bordeaux, France).</p>
<p><b>Pour continuer, saisissez le code indiqué dans l'objet de cet e-mail.</b> Il expire dans 10 minutes.</p>
<p style="color:#8e8e8e;font-size:13px">Ce n'était pas vous ? Changez votre mot de passe depuis l'application : Profil &gt; Paramètres &gt; Sécurité.</p>
<p style="color:#8e8e8e;font-size:11px">Pixora SAS, 8 rue Sainte-Catherine, 33000 Bordeaux · <a href="https://pixora.example/aide" style="color:#8e8e8e">Aide</a></p>
</div></body></html>
""")

M(lang="fr", kind="newsletter_numbers", otp=None, link=None,
  subject="Votre facture Azur Télécom de février 2025 est disponible",
  frm='"Azur Télécom" <facture@azur-telecom.example>',
  to="famille.roux@courriel.example",
  date="Wed, 05 Mar 2025 06:30:00 +0100",
  headers={"Precedence": "bulk"},
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Bonjour M. Roux,

Votre facture de février 2025 est disponible dans votre Espace Client.

N° client : 1047 2286 53
N° de facture : FA-2025-02-7713942
Période : du 01/02/2025 au 28/02/2025

Forfait Azur 100 Go – ligne 06 12 34 56 78 ...... 19,99 €
Box Fibre Azur – ligne fixe 04 93 21 87 60 ...... 29,99 €
Remise fidélité (24 mois) ...................... -15,00 €
Appels hors forfait (3 min vers +44) ............ 0,00 €

Montant total TTC : 34,98 €  (dont TVA 20 % : 5,83 €)
Prélèvement le 10/03/2025 sur le compte FR76 **** **** **** **** *** 0421

Consultez le détail : Espace Client > Factures.

Azur Télécom SA – 150 promenade des Anglais, 06200 Nice
RCS Nice 431 778 005 – Service client : 3222 (appel gratuit depuis une ligne Azur)
""",
  html="""<html><body style="font-family:Arial,sans-serif;background:#eaf4fb">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#0077c8;color:#fff;padding:18px 24px;font-size:20px">Azur Télécom</td></tr>
<tr><td style="padding:24px;font-size:14px">
<p>Bonjour M. Roux,</p>
<p>Votre facture de février 2025 est disponible dans votre Espace Client.</p>
<table cellpadding="4" style="font-size:13px">
<tr><td>N° client</td><td>1047 2286 53</td></tr>
<tr><td>N° de facture</td><td>FA-2025-02-7713942</td></tr>
<tr><td>Période</td><td>du 01/02/2025 au 28/02/2025</td></tr></table>
<table width="100%" cellpadding="5" style="font-size:13px;border-collapse:collapse;margin-top:10px">
<tr style="border-bottom:1px solid #ddd"><td>Forfait Azur 100 Go – ligne 06 12 34 56 78</td><td align="right">19,99 €</td></tr>
<tr style="border-bottom:1px solid #ddd"><td>Box Fibre Azur – ligne fixe 04 93 21 87 60</td><td align="right">29,99 €</td></tr>
<tr style="border-bottom:1px solid #ddd"><td>Remise fidélité (24 mois)</td><td align="right">-15,00 €</td></tr>
<tr style="border-bottom:1px solid #ddd"><td>Appels hors forfait (3 min vers +44)</td><td align="right">0,00 €</td></tr>
<tr><td><b>Montant total TTC</b> (dont TVA 20 % : 5,83 €)</td><td align="right"><b>34,98 €</b></td></tr></table>
<p>Prélèvement le <b>10/03/2025</b> sur le compte FR76 **** **** **** **** *** 0421.</p>
<p><a href="https://espace-client.azur-telecom.example/factures/FA-2025-02-7713942" style="background:#0077c8;color:#fff;padding:10px 20px;text-decoration:none;border-radius:3px">Voir ma facture</a></p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:10px;color:#777;background:#f4f8fb">Azur Télécom SA – 150 promenade des Anglais, 06200 Nice – RCS Nice 431 778 005<br>Service client : 3222 (appel gratuit depuis une ligne Azur) ·
<a href="https://www.azur-telecom.example/donnees-personnelles">Données personnelles</a></td></tr>
</table></body></html>
""")

M(lang="fr", kind="lowercase_alnum", otp="t9wq3hzk",
  link="https://links.nuagerie.example/track/click/30412877/console.nuagerie.example?p=eyJzIjoiZ1Q0bVB6IiwidiI6MSwidXJsIjoiaHR0cHM6Ly9jb25zb2xlIn0",
  link_alt=["https://console.nuagerie.example/login/email/verify?jeton=Lq8x2VbN7mRt4KcY9pWz3HsA&compte=ops-atelier"],
  subject="Connexion à la console Nuagerie",
  frm='"Nuagerie Cloud" <no-reply@nuagerie.example>',
  to="ops@atelier-numerique.example",
  date="Tue, 04 Mar 2025 10:26:49 +0100",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Connexion à la console Nuagerie

Bonjour,

Une demande de connexion a été faite pour le compte ops-atelier
(organisation « Atelier Numérique », projet prod-eu-west-3).

Code de connexion : t9wq3hzk

Vous pouvez aussi vous connecter directement avec ce lien :
https://console.nuagerie.example/login/email/verify?jeton=Lq8x2VbN7mRt4KcY9pWz3HsA&compte=ops-atelier

Le code et le lien expirent dans 15 minutes. Si vous n'êtes pas à l'origine de
cette demande, vous pouvez ignorer ce message.

Nuagerie SAS – 2 allée de la Robertsau, 67000 Strasbourg
Statut des services : https://status.nuagerie.example
""",
  html="""<html><body style="font-family:'IBM Plex Sans',Arial,sans-serif;background:#0f1419;color:#e6e6e6;padding:30px">
<div style="max-width:520px;margin:auto;background:#1a2029;border-radius:8px;padding:30px">
<p style="font-size:18px;font-weight:bold;color:#7cc4ff">☁ nuagerie</p>
<h2 style="color:#fff;font-weight:500">Connexion à la console</h2>
<p>Une demande de connexion a été faite pour le compte <b>ops-atelier</b> (organisation « Atelier Numérique », projet <code>prod-eu-west-3</code>).</p>
<p>Code de connexion :</p>
<p style="font-family:'IBM Plex Mono',monospace;font-size:28px;color:#fff;background:#0f1419;padding:12px;text-align:center;border-radius:6px">t9wq3hzk</p>
<p>Ou connectez-vous directement :</p>
<p style="text-align:center"><a href="https://links.nuagerie.example/track/click/30412877/console.nuagerie.example?p=eyJzIjoiZ1Q0bVB6IiwidiI6MSwidXJsIjoiaHR0cHM6Ly9jb25zb2xlIn0" style="background:#7cc4ff;color:#0f1419;padding:12px 24px;border-radius:6px;text-decoration:none;font-weight:bold">Se connecter</a></p>
<p style="font-size:12px;color:#9aa5b1">Le code et le lien expirent dans 15 minutes. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.</p>
<p style="font-size:11px;color:#6b7785">Nuagerie SAS – 2 allée de la Robertsau, 67000 Strasbourg · <a href="https://status.nuagerie.example" style="color:#6b7785">Statut des services</a> · <a href="https://docs.nuagerie.example" style="color:#6b7785">Documentation</a></p>
</div></body></html>
""")

M(lang="fr", kind="username_digits", otp="640118", link=None,
  subject="Royaumes d'Aether – vérifiez votre adresse e-mail",
  frm='"Royaumes d\'Aether" <compte@aether-jeux.example>',
  to="hugo.lambert@courriel.example",
  date="Sat, 08 Mar 2025 15:03:11 +0100",
  html_cte="8bit",
  html="""<html><body style="background:#120b1f;color:#e8dcc0;font-family:Georgia,serif;padding:24px">
<table align="center" width="540" cellpadding="24" style="background:#1f1433;border:1px solid #6b4f9e">
<tr><td>
<p style="font-size:24px;color:#f2c14e;text-align:center;margin:0">⚔ Royaumes d'Aether ⚔</p>
<p>Bonjour dragon_slayer77,</p>
<p>Bienvenue, aventurier ! Avant de rejoindre le serveur <b>Élysium-4</b>, confirmez votre adresse e-mail en saisissant ce code de vérification dans le lanceur du jeu :</p>
<p style="text-align:center;font-size:32px;letter-spacing:8px;color:#f2c14e;font-family:monospace">640 118</p>
<p style="font-size:13px">ID joueur : 7730-1184-22 · Région : EU-Ouest<br>Ce code expire dans 30 minutes.</p>
<p style="font-size:13px">Bonus de bienvenue : 500 gemmes et le familier « Petit Griffon » vous attendent dans votre boîte aux lettres en jeu.</p>
<p style="font-size:11px;color:#9d8fb8">Aether Studio SARL · 31 quai de la Fosse · 44000 Nantes · PEGI 12<br>
<a href="https://aether-jeux.example/support" style="color:#9d8fb8">Support</a> · <a href="https://aether-jeux.example/cgu" style="color:#9d8fb8">CGU</a> · <a href="https://discord.example/invite/aether" style="color:#9d8fb8">Discord</a></p>
</td></tr></table></body></html>
""")

M(lang="fr", kind="several_codes", otp="903516", link=None,
  subject="Signature électronique de votre contrat habitation",
  frm='"Mutuelle Armoricaine - Signature" <signature@mutuelle-armoricaine.example>',
  to="yann.le-goff@courriel.example",
  date="Thu, 13 Mar 2025 17:45:02 +0100",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Bonjour Monsieur Le Goff,

Votre contrat Multirisque Habitation n° MH-2025-0047731 est prêt à être signé.

Deux codes interviennent dans cette signature, ne les confondez pas :

1. Code d'accès au dossier : 4471
   Vous l'avez reçu par courrier le 3 mars ; il vous a servi à ouvrir le
   document. Inutile de le saisir à nouveau.

2. Code de signature, à saisir maintenant : 903516
   Il confirme votre accord sur le contrat. Valable 10 minutes.

Récapitulatif : logement 4 pièces, 87 m², 12 rue de Siam, 29200 Brest.
Cotisation annuelle : 312,48 € TTC, prélevée en 12 fois de 26,04 €.
Date d'effet : 01/04/2025.

Votre conseillère, Nolwenn Cariou, reste joignable au 02 98 44 71 30.

Mutuelle Armoricaine – Société d'assurance mutuelle régie par le Code des
assurances – 5 boulevard Gambetta, 29200 Brest – SIREN 775 612 048
""",
  html="""<html><body style="font-family:Tahoma,Arial,sans-serif;color:#203040">
<div style="max-width:600px;margin:auto">
<div style="background:#00466e;color:#fff;padding:16px 20px;font-size:18px">Mutuelle Armoricaine</div>
<div style="padding:20px;border:1px solid #cbd6df;border-top:none">
<p>Bonjour Monsieur Le Goff,</p>
<p>Votre contrat Multirisque Habitation n° <b>MH-2025-0047731</b> est prêt à être signé.</p>
<p>Deux codes interviennent dans cette signature, ne les confondez pas :</p>
<ol>
<li><b>Code d'accès au dossier : 4471</b><br><span style="color:#667">Vous l'avez reçu par courrier le 3 mars ; il vous a servi à ouvrir le document. Inutile de le saisir à nouveau.</span></li>
<li style="margin-top:10px"><b>Code de signature, à saisir maintenant :</b><br>
<span style="display:inline-block;margin-top:6px;font-size:28px;font-weight:bold;letter-spacing:4px;background:#e8f1f7;padding:6px 16px">903516</span><br>
<span style="color:#667">Il confirme votre accord sur le contrat. Valable 10 minutes.</span></li>
</ol>
<p style="font-size:13px">Récapitulatif : logement 4 pièces, 87 m², 12 rue de Siam, 29200 Brest.<br>
Cotisation annuelle : 312,48 € TTC, prélevée en 12 fois de 26,04 €. Date d'effet : 01/04/2025.</p>
<p style="font-size:13px">Votre conseillère, Nolwenn Cariou, reste joignable au 02 98 44 71 30.</p>
</div>
<p style="font-size:10px;color:#889">Mutuelle Armoricaine – Société d'assurance mutuelle régie par le Code des assurances – 5 boulevard Gambetta, 29200 Brest – SIREN 775 612 048</p>
</div></body></html>
""")

M(lang="fr", kind="decoy_codes", otp=None, link=None,
  subject="Arnaques au faux conseiller : les bons réflexes",
  frm='"PayVite" <infos@payvite.example>',
  to="sophie.mercier@courriel.example",
  date="Tue, 25 Feb 2025 11:00:00 +0100",
  headers={"List-Unsubscribe": "<https://payvite.example/desinscription?id=5c1e7a90>, <mailto:desinscription@payvite.example>",
           "List-Unsubscribe-Post": "List-Unsubscribe=One-Click"},
  text_cte="base64", html_cte="base64",
  text="""Bonjour Sophie,

Ces dernières semaines, de nombreux clients ont reçu des appels de faux
conseillers. Voici comment les reconnaître.

1. PayVite ne vous demandera JAMAIS de lui communiquer un code reçu par SMS ou
   par e-mail. Un message du type « Votre code est 123456, merci de le
   transmettre à votre conseiller » est toujours une arnaque.
2. Nous n'appelons jamais depuis un numéro masqué ni depuis le 01 23 45 67 89
   affiché par les fraudeurs en ce moment.
3. Un doute ? Raccrochez et rappelez le 09 70 80 90 10.

Et pour finir une bonne nouvelle : parrainez vos proches ! Avec votre code
parrain PARRAIN-5K2X, vous recevez chacun 10 € après leur premier paiement.

L'équipe PayVite
PayVite SAS – Établissement de monnaie électronique agréé par l'ACPR sous le
n° 16598 – 40 rue du Louvre, 75001 Paris
Se désinscrire : https://payvite.example/desinscription?id=5c1e7a90
""",
  html="""<html><body style="font-family:Arial,sans-serif;background:#f7f3ff;color:#22113f">
<div style="max-width:580px;margin:auto;background:#fff;padding:28px;border-radius:14px">
<p style="font-size:22px;font-weight:800;color:#6d28d9">PayVite</p>
<h1 style="font-size:21px">Arnaques au faux conseiller : les bons réflexes</h1>
<p>Bonjour Sophie,</p>
<p>Ces dernières semaines, de nombreux clients ont reçu des appels de faux conseillers. Voici comment les reconnaître.</p>
<ol>
<li><b>PayVite ne vous demandera JAMAIS de lui communiquer un code</b> reçu par SMS ou par e-mail.
<div style="margin:8px 0;padding:10px;background:#fff1f1;border-left:3px solid #e11d48;font-size:13px">Exemple de message frauduleux :<br><i>« Votre code est 123456, merci de le transmettre à votre conseiller. »</i></div></li>
<li>Nous n'appelons jamais depuis un numéro masqué ni depuis le 01 23 45 67 89 affiché par les fraudeurs en ce moment.</li>
<li>Un doute ? Raccrochez et rappelez le <b>09 70 80 90 10</b>.</li>
</ol>
<div style="background:#f3ecff;padding:16px;border-radius:10px;text-align:center">
<p style="margin:0">Parrainez vos proches ! Avec votre code parrain</p>
<p style="font-size:22px;font-weight:bold;letter-spacing:2px;margin:6px 0">PARRAIN-5K2X</p>
<p style="margin:0;font-size:13px">vous recevez chacun 10 € après leur premier paiement.</p>
<p><a href="https://payvite.example/parrainage?src=nl0225">Partager mon code</a></p></div>
<p style="font-size:10px;color:#777">PayVite SAS – Établissement de monnaie électronique agréé par l'ACPR sous le n° 16598 – 40 rue du Louvre, 75001 Paris<br>
<a href="https://payvite.example/desinscription?id=5c1e7a90">Se désinscrire</a> · <a href="https://payvite.example/confidentialite">Confidentialité</a></p>
</div>
<img src="https://payvite.example/t/open/5c1e7a90.png" width="1" height="1" alt="">
</body></html>
""")

M(lang="fr", kind="alt_text_only", otp="731864", link=None,
  subject="Voisinage : votre code de vérification",
  frm='"Voisinage" <bonjour@voisinage.example>',
  to="manon.fabre@courriel.example",
  date="Fri, 07 Mar 2025 19:20:44 +0100",
  text_cte="quoted-printable", html_cte="quoted-printable",
  images=[("code-7f3a@voisinage.example", (180, 48, (255, 255, 255), (230, 245, 236)))],
  text="""Bonjour Manon,

Bienvenue sur Voisinage, le réseau social de votre quartier (Les Chartrons,
Bordeaux).

Votre code de vérification s'affiche dans la version HTML de ce message,
sous forme d'image. Si vous ne le voyez pas, autorisez l'affichage des images
dans votre messagerie.

À très vite entre voisins !
Voisinage SAS – 19 rue Notre-Dame, 33000 Bordeaux
""",
  html="""<html><body style="font-family:Verdana,sans-serif;color:#1f3d2b;background:#f0f7f2">
<div style="max-width:500px;margin:auto;background:#fff;padding:26px;border-radius:12px">
<p style="font-size:20px;color:#2e8b57;font-weight:bold">🏡 Voisinage</p>
<p>Bonjour Manon,</p>
<p>Bienvenue sur Voisinage, le réseau social de votre quartier (Les Chartrons, Bordeaux). Saisissez ce code dans l'application pour vérifier votre adresse :</p>
<p style="text-align:center"><img src="cid:code-7f3a@voisinage.example" width="180" height="48" alt="Code de vérification : 731 864" style="border:1px solid #cfe6d6;border-radius:6px"></p>
<p style="font-size:12px;color:#5a7564">Le code est valable 24 heures.</p>
<p style="font-size:10px;color:#8aa395">Voisinage SAS – 19 rue Notre-Dame, 33000 Bordeaux · <a href="https://voisinage.example/charte" style="color:#8aa395">Charte</a> · <a href="https://voisinage.example/notifications" style="color:#8aa395">Gérer mes notifications</a></p>
</div></body></html>
""")

M(lang="fr", kind="magic_link", otp=None,
  link="https://coffre.example/approve/session?sid=ses_8KpQ2mVx7Lr4&sig=f3a9c1d07e6b25a8c4d1e0f9b7a26c53",
  subject="Nouvelle connexion à votre Coffre – était-ce vous ?",
  frm='"Coffre" <alertes@coffre.example>',
  to="julien.petit@courriel.example",
  date="Sun, 09 Feb 2025 22:15:31 +0100",
  html_cte="7bit",
  html="""<html><body style="font-family:Arial,sans-serif;color:#111827;background:#f9fafb">
<div style="max-width:520px;margin:24px auto;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px;padding:28px">
<p style="font-weight:bold;font-size:18px">&#128274; Coffre</p>
<h2 style="font-size:19px">Nouvelle connexion d&eacute;tect&eacute;e</h2>
<p>Bonjour Julien,</p>
<p>Une tentative de connexion &agrave; votre coffre de mots de passe a &eacute;t&eacute; faite :</p>
<ul style="font-size:14px;color:#374151">
<li>Appareil : Chrome 133 sur Windows 11</li>
<li>Lieu approximatif : Nantes, France (IP 86.242.xx.xx)</li>
<li>Date : 09/02/2025 &agrave; 22:14</li>
</ul>
<p>Pour autoriser cet appareil, confirmez que c'&eacute;tait bien vous :</p>
<p><a href="https://coffre.example/approve/session?sid=ses_8KpQ2mVx7Lr4&amp;sig=f3a9c1d07e6b25a8c4d1e0f9b7a26c53" style="background:#16a34a;color:#fff;padding:11px 22px;border-radius:6px;text-decoration:none;font-weight:bold">Oui, c'&eacute;tait moi</a>
&nbsp;&nbsp;
<a href="https://coffre.example/securite/bloquer?sid=ses_8KpQ2mVx7Lr4&amp;sig=f3a9c1d07e6b25a8c4d1e0f9b7a26c53" style="background:#dc2626;color:#fff;padding:11px 22px;border-radius:6px;text-decoration:none;font-weight:bold">Non, s&eacute;curiser mon compte</a></p>
<p style="font-size:12px;color:#6b7280">Sans r&eacute;ponse de votre part sous 1 heure, la connexion sera refus&eacute;e automatiquement.</p>
<p style="font-size:11px;color:#9ca3af">Coffre SAS &middot; 7 rue de la Paix &middot; 44000 Nantes &middot; <a href="https://coffre.example/aide" style="color:#9ca3af">Aide</a> &middot; <a href="https://coffre.example/confidentialite" style="color:#9ca3af">Confidentialit&eacute;</a></p>
</div></body></html>
""")

M(lang="fr", kind="magic_link", otp=None,
  link="https://ent.u-garonne.example/compte/verifier-email?uid=e2104587&jeton=Vb7Q2pXk9LmR4tZs8NwC1yHd",
  subject="[ENT] Confirmez votre adresse de récupération",
  frm='"ENT Université de Bordeaux-Garonne" <ent-noreply@u-garonne.example>',
  to="ines.moreau.perso@courriel.example",
  date="Mon, 17 Feb 2025 10:48:06 +0100",
  html_cte="quoted-printable",
  html="""<html><body style="font-family:Calibri,Arial,sans-serif;font-size:15px;color:#222">
<table width="620" cellpadding="0" cellspacing="0" style="border:1px solid #ccc">
<tr><td style="background:#8a1538;color:#fff;padding:14px 20px">Université de Bordeaux-Garonne — Espace Numérique de Travail</td></tr>
<tr><td style="padding:20px">
<p>Bonjour Inès Moreau,</p>
<p>Vous avez indiqué l'adresse <b>ines.moreau.perso@courriel.example</b> comme adresse de récupération pour votre compte universitaire <b>imoreau012</b> (n° étudiant 22104587).</p>
<p>Pour confirmer cette adresse, cliquez sur le lien ci-dessous :</p>
<p><a href="https://ent.u-garonne.example/compte/verifier-email?uid=e2104587&amp;jeton=Vb7Q2pXk9LmR4tZs8NwC1yHd">https://ent.u-garonne.example/compte/verifier-email?uid=e2104587&amp;jeton=Vb7Q2pXk9LmR4tZs8NwC1yHd</a></p>
<p>Ce lien est valable 48 heures. Sans confirmation, vous ne pourrez pas réinitialiser votre mot de passe en cas d'oubli.</p>
<p>Cordialement,<br>La Direction du Numérique<br>Assistance : 05 56 79 44 00 — <a href="https://assistance.u-garonne.example">assistance.u-garonne.example</a></p>
</td></tr>
<tr><td style="padding:10px 20px;font-size:11px;color:#777;background:#f3f3f3">351 cours de la Libération, 33405 Talence Cedex — Merci de ne pas répondre à ce message automatique.</td></tr>
</table></body></html>
""")
# =========================== SPANISH (es) ==================================

M(lang="es", kind="separated_code", otp="739104", link=None,
  subject="Banco Meridiano: código de verificación",
  frm='"Banco Meridiano" <avisos@bancomeridiano.example>',
  to="lucia.fernandez@correo.example",
  date="Wed, 26 Feb 2025 12:09:33 +0100",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Hola, Lucía:

Estás accediendo a la Banca Online de Banco Meridiano desde un navegador que
no reconocemos.

Tu código de verificación es 739-104

Introdúcelo en la pantalla de acceso. Caduca a los 3 minutos.

Nunca te llamaremos ni te enviaremos un SMS para pedirte este código.
Si no has sido tú, llama al 900 812 345 (gratuito) o al +34 91 514 27 00
desde el extranjero.

Banco Meridiano, S.A. · Paseo de la Castellana 89 · 28046 Madrid
Inscrito en el Registro de Bancos del Banco de España con el n.º 0219
""",
  html="""<html><body style="font-family:Arial,sans-serif;background:#f1f4f8;color:#0b2545">
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#0b2545;padding:18px 24px;color:#ffd166;font-size:20px;font-weight:bold">Banco Meridiano</td></tr>
<tr><td style="padding:26px">
<p>Hola, Lucía:</p>
<p>Estás accediendo a la Banca Online de Banco Meridiano desde un navegador que no reconocemos.</p>
<p style="margin:0">Tu código de verificación es</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:4px;margin:8px 0 18px">739-104</p>
<p>Introdúcelo en la pantalla de acceso. Caduca a los 3 minutos.</p>
<p style="font-size:13px;background:#fff4d6;padding:10px">Nunca te llamaremos ni te enviaremos un SMS para pedirte este código. Si no has sido tú, llama al 900 812 345 (gratuito) o al +34 91 514 27 00 desde el extranjero.</p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:10px;color:#6c7a89">Banco Meridiano, S.A. · Paseo de la Castellana 89 · 28046 Madrid · Inscrito en el Registro de Bancos del Banco de España con el n.º 0219<br>
<a href="https://www.bancomeridiano.example/seguridad" style="color:#6c7a89">Consejos de seguridad</a> · <a href="https://www.bancomeridiano.example/privacidad" style="color:#6c7a89">Privacidad</a></td></tr>
</table></body></html>
""")

M(lang="es", kind="booking_ref", otp=None, link=None,
  subject="Confirmación de reserva – Hotel Mirador de la Alhambra (localizador 8H3KQ2)",
  frm='"Hotel Mirador de la Alhambra" <reservas@miradoralhambra.example>',
  to="pablo.garcia.ruiz@correo.example",
  date="Thu, 20 Mar 2025 17:33:49 +0100",
  text_cte="8bit", html_cte="quoted-printable",
  images=[("fachada@miradoralhambra.example", (200, 80, (196, 140, 92), (170, 110, 70)))],
  text="""Estimado Sr. García Ruiz:

Le confirmamos su reserva. ¡Le esperamos en Granada!

Localizador:        8H3KQ2
Entrada:            lunes, 14 de abril de 2025 (a partir de las 14:00)
Salida:             miércoles, 16 de abril de 2025 (antes de las 12:00)
Habitación:         Doble Superior con vistas a la Alhambra, 2 adultos
Régimen:            Alojamiento y desayuno
Importe total:      236,00 € (IVA incluido); tasa turística no incluida
Garantía:           Mastercard terminada en 5590
Cancelación gratuita hasta el 11/04/2025 a las 23:59.

Aparcamiento concertado a 150 m (18 €/día). Si llega después de las 23:00,
avísenos al +34 958 22 41 87.

Cuesta del Chapiz 31 · 18010 Granada
Hotel Mirador de la Alhambra S.L. · CIF B18734521
""",
  html="""<html><body style="font-family:Georgia,serif;color:#3b2a1a;background:#f8f3ec">
<div style="max-width:600px;margin:auto;background:#fff">
<img src="cid:fachada@miradoralhambra.example" width="600" height="240" alt="Hotel Mirador de la Alhambra" style="display:block;width:100%;height:auto">
<div style="padding:26px">
<p>Estimado Sr. García Ruiz:</p>
<p>Le confirmamos su reserva. ¡Le esperamos en Granada!</p>
<table cellpadding="6" style="font-size:15px;width:100%">
<tr><td style="color:#8c6d4f">Localizador</td><td><b style="font-size:19px;letter-spacing:2px">8H3KQ2</b></td></tr>
<tr><td style="color:#8c6d4f">Entrada</td><td>lunes, 14 de abril de 2025 (a partir de las 14:00)</td></tr>
<tr><td style="color:#8c6d4f">Salida</td><td>miércoles, 16 de abril de 2025 (antes de las 12:00)</td></tr>
<tr><td style="color:#8c6d4f">Habitación</td><td>Doble Superior con vistas a la Alhambra, 2 adultos</td></tr>
<tr><td style="color:#8c6d4f">Régimen</td><td>Alojamiento y desayuno</td></tr>
<tr><td style="color:#8c6d4f">Importe total</td><td>236,00 € (IVA incluido); tasa turística no incluida</td></tr>
<tr><td style="color:#8c6d4f">Garantía</td><td>Mastercard terminada en 5590</td></tr>
</table>
<p style="font-size:14px">Cancelación gratuita hasta el 11/04/2025 a las 23:59. Aparcamiento concertado a 150 m (18 €/día). Si llega después de las 23:00, avísenos al +34 958 22 41 87.</p>
<p><a href="https://reservas.miradoralhambra.example/gestionar?loc=8H3KQ2" style="color:#a0522d">Modificar o cancelar la reserva</a> · <a href="https://miradoralhambra.example/como-llegar" style="color:#a0522d">Cómo llegar</a></p>
</div>
<div style="padding:14px 26px;font-size:11px;color:#8c6d4f;background:#f1e8dc">Cuesta del Chapiz 31 · 18010 Granada · Hotel Mirador de la Alhambra S.L. · CIF B18734521</div>
</div></body></html>
""")

M(lang="es", kind="booking_ref", otp="620847", link=None,
  subject="Tu código para iniciar sesión en Sol Azul",
  frm='"Aerolíneas Sol Azul" <cuenta@solazul.example>',
  to="daniela.ortiz.mx@correo.example",
  date="Mon, 12 May 2025 08:25:16 -0600",
  text_cte="quoted-printable", html_cte="base64",
  text="""¡Hola, Daniela!

Usa este código para iniciar sesión en tu cuenta Sol Azul Puntos:

620847

Vence en 10 minutos. No lo compartas con nadie, ni siquiera con personal de
Sol Azul.

Tu próximo viaje
Vuelo SZ 417 · domingo 18 de mayo de 2025
Ciudad de México (MEX) 06:40 → Cancún (CUN) 09:55
Clave de reservación: QWTR5K · Asiento 14C

Ya puedes documentar en línea a partir de 48 horas antes de tu vuelo.

Aerolíneas Sol Azul S.A. de C.V.
Av. Insurgentes Sur 1602, Col. Crédito Constructor, C.P. 03940, CDMX
Centro de atención: 55 5133 4000
""",
  html="""<html><body style="margin:0;font-family:Arial,sans-serif;background:#e8f1ff">
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#1447a6;color:#ffcf3f;padding:16px 24px;font-size:22px;font-weight:bold">☀ Sol Azul</td></tr>
<tr><td style="padding:24px">
<p style="font-size:18px">¡Hola, Daniela!</p>
<p>Usa este código para iniciar sesión en tu cuenta Sol Azul Puntos:</p>
<p style="text-align:center;font-size:36px;font-weight:bold;color:#1447a6;letter-spacing:6px">620847</p>
<p style="font-size:13px;color:#555">Vence en 10 minutos. No lo compartas con nadie, ni siquiera con personal de Sol Azul.</p>
<table width="100%" cellpadding="10" style="background:#f3f7ff;border-radius:8px;margin-top:18px;font-size:14px">
<tr><td><b>Tu próximo viaje</b><br>
Vuelo SZ 417 · domingo 18 de mayo de 2025<br>
Ciudad de México (MEX) 06:40 → Cancún (CUN) 09:55<br>
Clave de reservación: <b>QWTR5K</b> · Asiento 14C</td></tr></table>
<p style="font-size:13px">Ya puedes documentar en línea a partir de 48 horas antes de tu vuelo: <a href="https://www.solazul.example/checkin?clave=QWTR5K">Documentar</a></p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#777;background:#fafafa">Aerolíneas Sol Azul S.A. de C.V. · Av. Insurgentes Sur 1602, Col. Crédito Constructor, C.P. 03940, CDMX · Centro de atención: 55 5133 4000<br>
<a href="https://www.solazul.example/aviso-de-privacidad">Aviso de privacidad</a></td></tr>
</table></body></html>
""")

M(lang="es", kind="magic_link", otp=None,
  link="https://app.criptoagora.example/verificar-correo?token=eyJhbGciOiJIUzI1NiJ9.eyJ1aWQiOjQ4ODEyMywibWFpbCI6dHJ1ZX0.Xk3vP9qLs2Rm7TnW4cYb8ZdF1hJ6gA0e",
  subject="Confirma tu dirección de correo electrónico",
  frm='"Cripto Ágora" <no-reply@criptoagora.example>',
  to="sergio.navarro@correo.example",
  date="Fri, 14 Mar 2025 13:52:20 +0100",
  text_cte="7bit", html_cte="quoted-printable",
  text="""Hola, Sergio:

Gracias por registrarte en Cripto Agora. Para activar tu cuenta, confirma tu
direccion de correo electronico abriendo este enlace:

https://app.criptoagora.example/verificar-correo?token=eyJhbGciOiJIUzI1NiJ9.eyJ1aWQiOjQ4ODEyMywibWFpbCI6dHJ1ZX0.Xk3vP9qLs2Rm7TnW4cYb8ZdF1hJ6gA0e

El enlace caduca en 24 horas.

Despues tendras que verificar tu identidad (DNI o NIE) antes de poder
depositar euros por SEPA.

Invita a tus amigos con tu codigo de referido AGORA-7Q2M y llevaos 10 EUR en
BTC cada uno cuando operen 100 EUR.

Cripto Agora Exchange, S.L. - Calle de Alcala 21, 28014 Madrid
Registrada en el Banco de Espana como proveedor de servicios de cambio de
moneda virtual (n.o D661).
""",
  html="""<html><body style="background:#0d0f1a;font-family:Inter,Arial,sans-serif;color:#d9def0;padding:28px 0">
<div style="max-width:520px;margin:auto;background:#161a2b;border-radius:12px;padding:30px">
<p style="font-size:20px;font-weight:800;color:#f7b500">Cripto Ágora</p>
<h1 style="font-size:22px;color:#fff">Confirma tu correo</h1>
<p>Hola, Sergio:</p>
<p>Gracias por registrarte. Para activar tu cuenta, confirma tu dirección de correo electrónico.</p>
<p style="text-align:center;margin:26px 0"><a href="https://app.criptoagora.example/verificar-correo?token=eyJhbGciOiJIUzI1NiJ9.eyJ1aWQiOjQ4ODEyMywibWFpbCI6dHJ1ZX0.Xk3vP9qLs2Rm7TnW4cYb8ZdF1hJ6gA0e" style="background:#f7b500;color:#0d0f1a;padding:14px 30px;border-radius:8px;text-decoration:none;font-weight:700">Confirmar correo</a></p>
<p style="font-size:13px;color:#8d94b0">El enlace caduca en 24 horas. Después tendrás que verificar tu identidad (DNI o NIE) antes de poder depositar euros por SEPA.</p>
<div style="border:1px solid #2b3150;border-radius:8px;padding:14px;font-size:13px">Invita a tus amigos con tu código de referido <b style="color:#f7b500">AGORA-7Q2M</b> y llevaos 10 € en BTC cada uno cuando operen 100 €.</div>
<p style="font-size:12px;margin-top:22px">
<a href="https://x.example/criptoagora" style="color:#8d94b0">X</a> ·
<a href="https://t.example/criptoagora_es" style="color:#8d94b0">Telegram</a> ·
<a href="https://ayuda.criptoagora.example" style="color:#8d94b0">Centro de ayuda</a> ·
<a href="https://criptoagora.example/blog" style="color:#8d94b0">Blog</a></p>
<p style="font-size:10px;color:#5d6480">Cripto Ágora Exchange, S.L. · Calle de Alcalá 21, 28014 Madrid · Registrada en el Banco de España como proveedor de servicios de cambio de moneda virtual (n.º D661).</p>
</div></body></html>
""")

M(lang="es", kind="newsletter_numbers", otp=None, link=None,
  subject="Tu paquete está en camino 📦",
  frm='"Rastro Online" <envios@rastro-online.example>',
  to="marta.lopez.vidal@correo.example",
  date="Tue, 18 Feb 2025 09:47:10 +0100",
  text_cte="8bit", html_cte="quoted-printable",
  text="""¡Buenas noticias, Marta!

El vendedor «vinilos_carabanchel» ha enviado tu compra.

Artículo:          Vinilo «Mediterráneo» – Joan Manuel Serrat (1971), reedición
Pedido n.º:        2025-118734
Importe pagado:    32,50 € (artículo 27,00 € + envío 3,95 € + protección 1,55 €)
Transportista:     Correos Express
N.º de seguimiento: ES20250038117644 20K
Entrega estimada:  jueves 20 de febrero, entre las 9:00 y las 14:00

Dirección de entrega:
Marta López Vidal
C/ de Embajadores 112, 3.º B
28045 Madrid

Cuando recibas el paquete tendrás 48 horas para confirmar que todo está bien.

Rastro Online Marketplace, S.L. · Calle Pujades 77, 08005 Barcelona
""",
  html="""<html><body style="font-family:Helvetica,Arial,sans-serif;background:#f6f6f6">
<div style="max-width:560px;margin:auto;background:#fff;padding:24px">
<p style="font-size:22px;color:#13c1ac;font-weight:bold">rastro online</p>
<h2>¡Buenas noticias, Marta!</h2>
<p>El vendedor <b>vinilos_carabanchel</b> ha enviado tu compra.</p>
<table cellpadding="6" style="font-size:14px;width:100%;background:#f9f9f9">
<tr><td>Artículo</td><td>Vinilo «Mediterráneo» – Joan Manuel Serrat (1971), reedición</td></tr>
<tr><td>Pedido n.º</td><td>2025-118734</td></tr>
<tr><td>Importe pagado</td><td>32,50 € (artículo 27,00 € + envío 3,95 € + protección 1,55 €)</td></tr>
<tr><td>Transportista</td><td>Correos Express</td></tr>
<tr><td>N.º de seguimiento</td><td>ES20250038117644 20K</td></tr>
<tr><td>Entrega estimada</td><td>jueves 20 de febrero, entre las 9:00 y las 14:00</td></tr>
<tr><td>Dirección</td><td>Marta López Vidal<br>C/ de Embajadores 112, 3.º B<br>28045 Madrid</td></tr>
</table>
<p style="text-align:center"><a href="https://rastro-online.example/envios/2025-118734/seguimiento" style="background:#13c1ac;color:#fff;padding:12px 26px;border-radius:22px;text-decoration:none">Seguir envío</a></p>
<p style="font-size:13px;color:#666">Cuando recibas el paquete tendrás 48 horas para confirmar que todo está bien.</p>
<p style="font-size:10px;color:#999">Rastro Online Marketplace, S.L. · Calle Pujades 77, 08005 Barcelona · <a href="https://rastro-online.example/ayuda">Ayuda</a> · <a href="https://rastro-online.example/notificaciones">Preferencias de correo</a></p>
</div></body></html>
""")

M(lang="es", kind="prefix_code", otp="74921", link=None,
  subject="PL-74921 es tu código de confirmación de Parlo",
  frm='"Parlo" <seguridad@parlo.example>',
  to="nico.benitez@correo.example",
  date="Sat, 22 Feb 2025 02:14:57 -0300",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Hola Nicolás,

Alguien quiere entrar a tu cuenta de Parlo (@nicobenitez_ok) desde un
dispositivo nuevo: Motorola Edge 40, Rosario, Santa Fe.

Si fuiste vos, ingresá este código de confirmación en la app:

PL-74921

El código vence en 8 minutos.

Si no fuiste vos, no compartas el código con nadie. Parlo nunca te lo va a
pedir por mensaje directo.

Parlo Argentina S.R.L. · Av. del Libertador 6680, C1428 CABA
""",
  html="""<html><body style="font-family:system-ui,Arial,sans-serif;background:#fff;color:#14171a">
<div style="max-width:480px;margin:auto;padding:24px">
<p style="font-size:28px;font-weight:900;color:#7b2ff7;margin:0">parlo</p>
<p>Hola Nicolás,</p>
<p>Alguien quiere entrar a tu cuenta de Parlo (<b>@nicobenitez_ok</b>) desde un dispositivo nuevo: Motorola Edge 40, Rosario, Santa Fe.</p>
<p>Si fuiste vos, ingresá este código de confirmación en la app:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:2px;background:#f3ecff;padding:12px;text-align:center;border-radius:10px">PL-74921</p>
<p style="font-size:13px;color:#657786">El código vence en 8 minutos. Si no fuiste vos, no compartas el código con nadie. Parlo nunca te lo va a pedir por mensaje directo.</p>
<p style="font-size:11px;color:#aab8c2">Parlo Argentina S.R.L. · Av. del Libertador 6680, C1428 CABA · <a href="https://parlo.example/ayuda" style="color:#aab8c2">Centro de ayuda</a></p>
</div></body></html>
""")

M(lang="es", kind="no_code_word", otp="5830", link=None,
  subject="Acceso a Mi Área",
  frm='"Telefonía Ibérica" <miarea@telefonia-iberica.example>',
  to="jose.antonio.molina@correo.example",
  date="Mon, 03 Mar 2025 20:11:38 +0100",
  text_cte="quoted-printable",
  text="""Hola, José Antonio:

Has solicitado entrar en Mi Área con tu número de línea 6** *** 412.

Tu PIN de acceso temporal: 5830

Escríbelo en la pantalla de acceso. Solo sirve una vez y caduca a los 5 minutos.

Recuerda que tu próxima factura (n.º TI-25-0311-449872, 42,15 €) se emitirá
el 11/03/2025 y se cargará en tu cuenta terminada en 7788.

Si no lo has pedido tú, ignora este mensaje. Atención al cliente: 1550
(gratuito desde tu línea) o 900 100 155.

Telefonía Ibérica, S.A.U. · Ronda de la Comunicación s/n · 28050 Madrid
""")

M(lang="es", kind="new_and_old_code", otp="904127", link=None,
  subject="Tu nuevo código de Comilón",
  frm='"Comilón" <hola@comilon.example>',
  to="alba.serrano@correo.example",
  date="Fri, 07 Mar 2025 21:03:29 +0100",
  text_cte="base64", html_cte="base64",
  text="""¡Hola, Alba!

Has pedido un código nuevo, así que el anterior (318 652) ya no funciona.

Usa este para entrar en Comilón: 904 127

Caduca en 10 minutos.

¿Tienes hambre? Hoy hay envío gratis en Burger Barrio y Sushi Nakama a partir
de 15 €.

Comilón Delivery, S.L. · Carrer de Pallars 190 · 08005 Barcelona
""",
  html="""<html><body style="font-family:'Helvetica Neue',Arial,sans-serif;background:#ffc244;padding:26px 0">
<div style="max-width:460px;margin:auto;background:#fff;border-radius:18px;padding:28px;color:#1d1d1d">
<p style="font-size:26px;font-weight:900;color:#00a082;margin:0 0 14px">comilón</p>
<p style="font-size:18px">¡Hola, Alba!</p>
<p>Has pedido un código nuevo, así que el anterior (<s>318 652</s>) ya no funciona.</p>
<p>Usa este para entrar en Comilón:</p>
<p style="font-size:38px;font-weight:800;text-align:center;letter-spacing:4px;margin:10px 0">904 127</p>
<p style="color:#777;font-size:13px;text-align:center">Caduca en 10 minutos.</p>
<div style="background:#fff7e0;border-radius:12px;padding:12px;font-size:14px">🍔 ¿Tienes hambre? Hoy hay envío gratis en Burger Barrio y Sushi Nakama a partir de 15 €. <a href="https://comilon.example/promos?utm_source=otp">Ver ofertas</a></div>
<p style="font-size:10px;color:#999;margin-top:20px">Comilón Delivery, S.L. · Carrer de Pallars 190 · 08005 Barcelona</p>
</div></body></html>
""")

M(lang="es", kind="decoy_codes", otp=None, link=None,
  subject="Invitación: Revisión trimestral Q1 – jue 27 mar 2025 10:00–11:00 (CET)",
  frm='"Elena Castro (vía Conectia Meet)" <calendario@conectia.example>',
  to="equipo-finanzas@distribuciones-levante.example",
  date="Mon, 24 Mar 2025 16:40:05 +0100",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Elena Castro te ha invitado a una reunión de Conectia Meet.

Revisión trimestral Q1
Jueves, 27 de marzo de 2025 · 10:00–11:00 (hora de Madrid)

Unirse a la reunión:
https://meet.conectia.example/j/88429130671?pwd=Rk9WcmVqT2xHZ3ZkQ0E

ID de reunión: 884 2913 0671
Código de acceso: 552901

Unirse por teléfono:
+34 91 123 45 67 (Madrid)
+34 93 220 18 40 (Barcelona)
PIN: 884 2913 0671#

Orden del día:
1. Cierre de ventas enero–marzo (objetivo 1,2 M€)
2. Presupuesto de marketing Q2
3. Varios

Distribuciones Levante, S.A. · Av. del Puerto 240 · 46023 Valencia
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#202124">
<div style="max-width:600px;border:1px solid #dadce0;border-radius:8px;padding:22px">
<p style="color:#5f6368">Elena Castro te ha invitado a una reunión de Conectia Meet.</p>
<h2 style="font-weight:400">Revisión trimestral Q1</h2>
<p>Jueves, 27 de marzo de 2025 · 10:00–11:00 (hora de Madrid)</p>
<p><a href="https://meet.conectia.example/j/88429130671?pwd=Rk9WcmVqT2xHZ3ZkQ0E" style="background:#0b57d0;color:#fff;padding:9px 18px;border-radius:18px;text-decoration:none">Unirse a la reunión</a></p>
<table cellpadding="3">
<tr><td style="color:#5f6368">ID de reunión</td><td>884 2913 0671</td></tr>
<tr><td style="color:#5f6368">Código de acceso</td><td>552901</td></tr>
<tr><td style="color:#5f6368">Por teléfono</td><td>+34 91 123 45 67 (Madrid)<br>+34 93 220 18 40 (Barcelona)<br>PIN: 884 2913 0671#</td></tr>
</table>
<p><b>Orden del día</b></p>
<ol><li>Cierre de ventas enero–marzo (objetivo 1,2 M€)</li><li>Presupuesto de marketing Q2</li><li>Varios</li></ol>
<p style="font-size:12px">¿Asistirás? <a href="https://calendario.conectia.example/rsvp?e=ev_55Kq&amp;r=si">Sí</a> · <a href="https://calendario.conectia.example/rsvp?e=ev_55Kq&amp;r=no">No</a> · <a href="https://calendario.conectia.example/rsvp?e=ev_55Kq&amp;r=quiza">Quizá</a></p>
<p style="font-size:11px;color:#5f6368">Distribuciones Levante, S.A. · Av. del Puerto 240 · 46023 Valencia</p>
</div></body></html>
""")

M(lang="es", kind="reset_in_code_mail", otp="271938", link=None,
  subject="Tu código de inicio de sesión de Instante",
  frm='"Instante" <security@mail.instante.example>',
  to="valentina.rojas.co@correo.example",
  date="Wed, 19 Mar 2025 07:31:02 -0500",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Hola, valentina.rojas:

Alguien intentó iniciar sesión en tu cuenta de Instante. Si fuiste tú, usa
este código:

271 938

¿No fuiste tú? Restablece tu contraseña:
https://instante.example/accounts/password/reset/?uid=MTg4NzQ1&tk=c8f-2b91e7a4d03f

Enviado desde Instante · Bogotá, Colombia · Calle 93 #11A-28, piso 6
""",
  html="""<html><body style="font-family:-apple-system,Helvetica,Arial,sans-serif;color:#262626">
<table width="100%"><tr><td align="center">
<table width="420" cellpadding="0" cellspacing="0">
<tr><td style="padding:22px 0;font-size:26px;font-family:'Brush Script MT',cursive">Instante</td></tr>
<tr><td style="font-size:15px;line-height:1.5">Hola, valentina.rojas:<br><br>Alguien intentó iniciar sesión en tu cuenta de Instante. Si fuiste tú, usa este código:</td></tr>
<tr><td style="padding:18px 0;font-size:30px;font-weight:600;letter-spacing:3px">271 938</td></tr>
<tr><td style="font-size:13px;color:#737373">¿No fuiste tú? <a href="https://instante.example/accounts/password/reset/?uid=MTg4NzQ1&amp;tk=c8f-2b91e7a4d03f" style="color:#00376b">Restablece tu contraseña</a>.</td></tr>
<tr><td style="font-size:11px;color:#a8a8a8;padding-top:30px">Enviado desde Instante · Bogotá, Colombia · Calle 93 #11A-28, piso 6<br>
<a href="https://instante.example/emails/settings" style="color:#a8a8a8">Configuración de correo</a></td></tr>
</table></td></tr></table></body></html>
""")

M(lang="es", kind="several_codes", otp="360915", link=None,
  subject="NubeSegura: verifica tu correo y guarda tu clave de recuperación",
  frm='"NubeSegura" <cuentas@nubesegura.example>',
  to="ramon.iglesias@correo.example",
  date="Thu, 06 Feb 2025 19:58:44 +0100",
  text_cte="8bit",
  text="""Hola, Ramón:

Ya casi está lista tu cuenta de NubeSegura (plan Familia, 2 TB).

──────────────────────────────────────────
 PASO 1 · AHORA
 Código para verificar tu correo: 360915
 Escríbelo en la ventana de registro que tienes abierta.
──────────────────────────────────────────
 PASO 2 · MÁS TARDE, SOLO SI LO NECESITAS
 Clave de recuperación de emergencia:
 R8TQ-M2KX-77PL-W4ZN
 No la introduzcas ahora. Imprímela o guárdala en un lugar seguro: es la
 única forma de descifrar tus archivos si olvidas la contraseña.
──────────────────────────────────────────

El código del paso 1 caduca en 15 minutos; la clave del paso 2 no caduca.

Factura de bienvenida: 0,00 € (prueba gratuita hasta el 06/03/2025; después
9,99 €/mes).

NubeSegura Tecnologías, S.L. · Parque Tecnológico de Zamudio, ed. 204 ·
48170 Zamudio (Bizkaia)
""")

M(lang="es", kind="lowercase_alnum", otp="k7m2xq9p",
  link="https://forja.example/login/device/confirm?user_code=k7m2xq9p&state=St_3nQp8RwX1vLb6YzK",
  subject="[Forja] Verificá el nuevo dispositivo",
  frm='"Forja" <noreply@forja.example>',
  to="martina.quiroga@correo.example",
  date="Tue, 11 Mar 2025 15:22:18 -0300",
  text_cte="7bit", html_cte="7bit",
  text="""Hola @mquiroga,

Se esta intentando iniciar sesion en Forja desde la CLI (forja-cli 2.8.1,
Linux x86_64, Cordoba, AR).

Codigo de verificacion del dispositivo: k7m2xq9p

Pegalo en la terminal, o confirma directamente:
https://forja.example/login/device/confirm?user_code=k7m2xq9p&state=St_3nQp8RwX1vLb6YzK

Si no reconoces este intento, revoca los tokens en Configuracion > Tokens.

-- Forja - Codigo abierto, hecho en Latinoamerica
""",
  html="""<html><body style="font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#24292f">
<div style="max-width:540px;margin:auto;padding:24px;border:1px solid #d0d7de;border-radius:6px">
<p style="font-weight:bold;font-size:18px">&#9874; Forja</p>
<p>Hola <b>@mquiroga</b>,</p>
<p>Se est&aacute; intentando iniciar sesi&oacute;n en Forja desde la CLI (<code>forja-cli 2.8.1</code>, Linux x86_64, C&oacute;rdoba, AR).</p>
<p>C&oacute;digo de verificaci&oacute;n del dispositivo:</p>
<p style="font-family:SFMono-Regular,Consolas,monospace;font-size:26px;background:#f6f8fa;padding:10px;text-align:center;border-radius:6px">k7m2xq9p</p>
<p>Pegalo en la terminal, o confirm&aacute; directamente:</p>
<p><a href="https://forja.example/login/device/confirm?user_code=k7m2xq9p&amp;state=St_3nQp8RwX1vLb6YzK" style="background:#1f883d;color:#fff;padding:8px 16px;border-radius:6px;text-decoration:none">Autorizar dispositivo</a></p>
<p style="font-size:12px;color:#57606a">Si no reconoc&eacute;s este intento, <a href="https://forja.example/settings/tokens">revoc&aacute; los tokens</a>.</p>
<p style="font-size:11px;color:#57606a">Forja &middot; C&oacute;digo abierto, hecho en Latinoam&eacute;rica &middot; <a href="https://forja.example/settings/notifications">Notificaciones</a></p>
</div></body></html>
""")

M(lang="es", kind="promo_newsletter", otp=None, link=None,
  subject="🔥 HOT SALE: hasta 40% OFF + 12 cuotas sin interés",
  frm='"Tienda Pampa" <novedades@tiendapampa.example>',
  to="gaston.ferreyra@correo.example",
  date="Mon, 12 May 2025 00:05:00 -0300",
  headers={"List-Unsubscribe": "<https://tiendapampa.example/baja?c=HS25&u=3391827>",
           "Precedence": "bulk"},
  html_cte="base64",
  html="""<html><body style="margin:0;background:#111;font-family:Arial,sans-serif">
<p style="text-align:center;color:#999;font-size:11px;padding:6px">¿No ves bien este mail? <a href="https://tiendapampa.example/mail/HS25?u=3391827" style="color:#999">Miralo en tu navegador</a></p>
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#e4002b;color:#fff;text-align:center;padding:26px"><span style="font-size:40px;font-weight:900">HOT SALE</span><br><span style="font-size:18px">12, 13 y 14 de mayo</span></td></tr>
<tr><td style="padding:24px;text-align:center">
<p style="font-size:22px;font-weight:bold">Hasta 40% OFF en tecnología, hogar y moda</p>
<p>Sumá un 10% extra con el cupón</p>
<p style="font-size:30px;font-weight:900;border:3px dashed #e4002b;display:inline-block;padding:8px 20px">HOTSALE10</p>
<p style="font-size:12px;color:#666">Tope de reintegro $15.000. Válido hasta el 14/05/2025 a las 23:59.</p>
</td></tr>
<tr><td style="padding:0 24px">
<table width="100%" cellpadding="8" style="font-size:14px">
<tr><td align="center">Smart TV 55" 4K<br><s>$899.999</s> <b>$629.999</b><br>12 cuotas de $52.499</td>
<td align="center">Heladera No Frost 396 L<br><s>$1.249.000</s> <b>$874.300</b><br>12 cuotas de $72.858</td></tr>
<tr><td align="center">Zapatillas running<br><s>$119.990</s> <b>$71.994</b></td>
<td align="center">Pava eléctrica 1,7 L<br><s>$34.500</s> <b>$24.150</b></td></tr>
</table></td></tr>
<tr><td style="padding:20px;text-align:center"><a href="https://tiendapampa.example/hotsale?utm_campaign=HS25" style="background:#e4002b;color:#fff;padding:14px 34px;text-decoration:none;font-weight:bold;border-radius:4px">Ver todas las ofertas</a></td></tr>
<tr><td style="padding:16px 24px;font-size:10px;color:#777;background:#f2f2f2">Envío gratis a partir de $50.000 a todo el país (C.P. 1000 a 9431). Cuotas sin interés con tarjetas bancarias seleccionadas. CFTEA 0,00%.<br>
Tienda Pampa S.A. · CUIT 30-71234567-8 · Av. Corrientes 1234, C1043 CABA · Defensa de las y los consumidores: 0800-666-1518<br>
<a href="https://tiendapampa.example/baja?c=HS25&amp;u=3391827" style="color:#777">Darme de baja</a> · <a href="https://tiendapampa.example/privacidad" style="color:#777">Privacidad</a></td></tr>
</table>
<img src="https://tiendapampa.example/o/HS25/3391827.gif" width="1" height="1" alt="">
</body></html>
""")
# =========================== PORTUGUESE (pt) ===============================

M(lang="pt", kind="span_digits", otp="380251", link=None,
  subject="Seu código de verificação Capivara",
  frm='"Banco Capivara" <nao-responda@bancocapivara.example>',
  to="renata.alves@correio.example",
  date="Thu, 13 Feb 2025 10:17:55 -0300",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Oi, Renata!

Você está entrando na sua conta Capivara pelo navegador.
Seu código de verificação é: 380251

Ele vale por 5 minutos. Não compartilhe com ninguém.

Conta vinculada ao CPF ***.482.917-**
Tentativa em 13/02/2025 às 10:17 (horário de Brasília) · São Paulo, SP

Não foi você? Fale com a gente pelo app ou pelo 0800 591 2117.

Banco Capivara S.A. · CNPJ 12.345.678/0001-90
Rua Capote Valente, 39 · Pinheiros · São Paulo/SP · CEP 05409-000
Ouvidoria: 0800 887 0463
""",
  html="""<html><body style="margin:0;background:#f5f0ff;font-family:Graphik,Arial,sans-serif;color:#111">
<table align="center" width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px">
<tr><td style="padding:28px 28px 0"><span style="font-size:22px;font-weight:700;color:#6a1b9a">capivara</span></td></tr>
<tr><td style="padding:20px 28px">
<p style="font-size:20px;font-weight:600">Oi, Renata!</p>
<p>Você está entrando na sua conta Capivara pelo navegador. Seu código de verificação é:</p>
<table align="center" cellpadding="0" cellspacing="6"><tr>
<td><span style="display:block;width:40px;height:52px;line-height:52px;text-align:center;font-size:28px;font-weight:700;background:#f1e6fa;border-radius:8px">3</span></td>
<td><span style="display:block;width:40px;height:52px;line-height:52px;text-align:center;font-size:28px;font-weight:700;background:#f1e6fa;border-radius:8px">8</span></td>
<td><span style="display:block;width:40px;height:52px;line-height:52px;text-align:center;font-size:28px;font-weight:700;background:#f1e6fa;border-radius:8px">0</span></td>
<td><span style="display:block;width:40px;height:52px;line-height:52px;text-align:center;font-size:28px;font-weight:700;background:#f1e6fa;border-radius:8px">2</span></td>
<td><span style="display:block;width:40px;height:52px;line-height:52px;text-align:center;font-size:28px;font-weight:700;background:#f1e6fa;border-radius:8px">5</span></td>
<td><span style="display:block;width:40px;height:52px;line-height:52px;text-align:center;font-size:28px;font-weight:700;background:#f1e6fa;border-radius:8px">1</span></td>
</tr></table>
<p style="font-size:13px;color:#555">Ele vale por 5 minutos. Não compartilhe com ninguém.</p>
<p style="font-size:13px;color:#555">Conta vinculada ao CPF ***.482.917-**<br>Tentativa em 13/02/2025 às 10:17 (horário de Brasília) · São Paulo, SP</p>
<p style="font-size:13px">Não foi você? Fale com a gente pelo app ou pelo 0800 591 2117.</p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:10px;color:#888">Banco Capivara S.A. · CNPJ 12.345.678/0001-90 · Rua Capote Valente, 39 · Pinheiros · São Paulo/SP · CEP 05409-000 · Ouvidoria: 0800 887 0463</td></tr>
</table></body></html>
""")

M(lang="pt", kind="booking_ref", otp=None, link=None,
  subject="Check-in disponível: Lisboa → Funchal, 21 de março",
  frm='"Atlântica Air" <checkin@atlantica-air.example>',
  to="rui.ferreira@correio.example",
  date="Wed, 19 Mar 2025 14:05:00 +0000",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Olá Rui Ferreira,

O check-in online para o seu voo já está aberto.

Código de reserva: Y7TQ4B
Voo AT 1284 · sexta-feira, 21 de março de 2025
Lisboa (LIS) 14:05 → Funchal (FNC) 15:50
Terminal 1 · Embarque fecha às 13:35

Passageiro: Rui Ferreira · Bilhete 047 2190 338 415
Bagagem: 1 x 23 kg incluída

Faça o check-in em atlantica-air.example ou na app e receba o cartão de
embarque no telemóvel.

Atlântica Air, S.A. · Edifício 25, Aeroporto Humberto Delgado · 1700-008 Lisboa
Apoio ao cliente: +351 218 413 700 (chamada para a rede fixa nacional)
""",
  html="""<html><body style="background:#e6f2f5;font-family:Arial,sans-serif;color:#003b49">
<div style="max-width:580px;margin:auto;background:#fff">
<div style="background:#00a3ad;color:#fff;padding:18px 24px;font-size:20px;font-weight:bold">Atlântica Air</div>
<div style="padding:24px">
<p>Olá Rui Ferreira,</p>
<p>O check-in online para o seu voo já está aberto.</p>
<table width="100%" cellpadding="8" style="border:1px solid #b8dde1;font-size:14px">
<tr><td>Código de reserva</td><td style="font-size:20px;font-weight:bold;letter-spacing:2px">Y7TQ4B</td></tr>
<tr><td>Voo</td><td>AT 1284 · sexta-feira, 21 de março de 2025</td></tr>
<tr><td>Partida</td><td>Lisboa (LIS) 14:05 · Terminal 1</td></tr>
<tr><td>Chegada</td><td>Funchal (FNC) 15:50</td></tr>
<tr><td>Passageiro</td><td>Rui Ferreira · Bilhete 047 2190 338 415</td></tr>
<tr><td>Bagagem</td><td>1 x 23 kg incluída</td></tr>
</table>
<p style="text-align:center;margin:22px 0"><a href="https://www.atlantica-air.example/checkin?pnr=Y7TQ4B&amp;apelido=FERREIRA" style="background:#f26b21;color:#fff;padding:12px 28px;text-decoration:none;border-radius:4px;font-weight:bold">Fazer check-in</a></p>
<p style="font-size:13px">O embarque fecha às 13:35.</p>
</div>
<div style="padding:14px 24px;font-size:10px;color:#557;background:#f3f8f9">Atlântica Air, S.A. · Edifício 25, Aeroporto Humberto Delgado · 1700-008 Lisboa · Apoio ao cliente: +351 218 413 700 (chamada para a rede fixa nacional)<br>
<a href="https://www.atlantica-air.example/privacidade">Privacidade</a> · <a href="https://www.atlantica-air.example/preferencias">Preferências de e-mail</a></div>
</div></body></html>
""")

M(lang="pt", kind="magic_link", otp=None,
  link="https://links.agendai.example/ls/click?upn=u001.9Hc2kLmQx7VbR4tZpW1sNy-2FaE3dG6hJ0oU5iK8fT-3D-3Dq2Ws_Nl4Pr",
  link_alt=["https://app.agendai.example/entrar/link-magico?t=ml_7Kq3Zx9LvB2nR5wT8yH1cP4sD6gF0jQ&conta=studio-bela-forma"],
  subject="Seu link de acesso ao Agendaí",
  frm='"Agendaí" <acesso@agendai.example>',
  to="camila.souza@studiobelaforma.example",
  date="Tue, 25 Feb 2025 07:02:41 -0300",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Oi, Camila!

Clique no link abaixo para entrar no Agendaí (Studio Bela Forma):

https://app.agendai.example/entrar/link-magico?t=ml_7Kq3Zx9LvB2nR5wT8yH1cP4sD6gF0jQ&conta=studio-bela-forma

O link funciona uma única vez e expira em 15 minutos.

Hoje você tem 9 agendamentos; o primeiro é às 08:30 (Pilates – Fernanda L.).

Não pediu este acesso? Pode ignorar este e-mail com tranquilidade.

Agendaí Tecnologia Ltda. · Av. Afonso Pena, 3111 · Belo Horizonte/MG · CEP 30130-008
""",
  html="""<html><body style="background:#fff8f1;font-family:Nunito,Arial,sans-serif;color:#2b2b2b">
<div style="max-width:500px;margin:auto;padding:30px;background:#fff;border-radius:14px">
<p style="font-size:24px;font-weight:800;color:#ff7a00;margin-top:0">agendaí</p>
<p style="font-size:18px">Oi, Camila!</p>
<p>Clique no botão para entrar no Agendaí (<b>Studio Bela Forma</b>). O link funciona uma única vez e expira em 15 minutos.</p>
<p style="text-align:center;margin:26px 0"><a href="https://links.agendai.example/ls/click?upn=u001.9Hc2kLmQx7VbR4tZpW1sNy-2FaE3dG6hJ0oU5iK8fT-3D-3Dq2Ws_Nl4Pr" style="background:#ff7a00;color:#fff;padding:14px 32px;border-radius:30px;text-decoration:none;font-weight:700">Entrar no Agendaí</a></p>
<p style="font-size:14px;background:#fff3e6;padding:12px;border-radius:8px">📅 Hoje você tem <b>9 agendamentos</b>; o primeiro é às 08:30 (Pilates – Fernanda L.).</p>
<p style="font-size:12px;color:#777">Não pediu este acesso? Pode ignorar este e-mail com tranquilidade.</p>
<p style="font-size:11px;color:#aaa">Agendaí Tecnologia Ltda. · Av. Afonso Pena, 3111 · Belo Horizonte/MG · CEP 30130-008<br>
<a href="https://links.agendai.example/ls/click?upn=u001.Ajuda-2FCentral-3D-3D" style="color:#aaa">Central de ajuda</a> · <a href="https://links.agendai.example/ls/click?upn=u001.Privacidade-3D-3D" style="color:#aaa">Privacidade</a></p>
</div>
<img src="https://links.agendai.example/wf/open?upn=u001.Op3nPx-3D" width="1" height="1" alt="">
</body></html>
""")

M(lang="pt", kind="newsletter_numbers", otp=None, link=None,
  subject="Fatura-recibo FR 2025A1/18734 – Encomenda n.º 100234771",
  frm='"Tecnocasa Online" <faturacao@tecnocasa-online.example>',
  to="ana.pinto@correio.example",
  date="Fri, 14 Feb 2025 16:44:12 +0000",
  text_cte="quoted-printable", html_cte="base64",
  text="""Olá Ana Pinto,

Obrigado pela sua compra. Segue a fatura-recibo da sua encomenda.

Encomenda n.º:       100234771 (14/02/2025)
Fatura-recibo:       FR 2025A1/18734
ATCUD:               JFM3X7K2-18734
NIF do cliente:      2** *** 618

Artigo                                   Qtd.   Preço
Aspirador sem fio VX-12 Pro               1    229,99 €
Filtro HEPA de substituição (2 un.)       1     24,99 €
Extensão de garantia 3 anos               1     34,99 €

Total s/ IVA:    235,76 €
IVA (23 %):       54,21 €
Total:           289,97 €

Pagamento: Referência Multibanco – Entidade 21223, Referência 123 456 789,
Montante 289,97 € (pago em 14/02/2025 16:40).

Morada de entrega:
Rua de Cedofeita, 412, 2.º Esq.
4050-174 Porto

Entrega prevista: 17/02/2025 a 18/02/2025.

Tecnocasa Online, Lda. · NIPC 509 876 543 · Av. da Boavista, 1837 ·
4100-133 Porto · Capital social 50.000 €
Livro de Reclamações Eletrónico disponível no nosso site.
""",
  html="""<html><body style="font-family:Arial,sans-serif;color:#222;font-size:13px">
<div style="max-width:640px;margin:auto">
<div style="background:#e30613;color:#fff;padding:14px 20px;font-size:20px;font-weight:bold">Tecnocasa Online</div>
<p>Olá Ana Pinto,</p>
<p>Obrigado pela sua compra. Segue a fatura-recibo da sua encomenda.</p>
<table cellpadding="3">
<tr><td>Encomenda n.º</td><td><b>100234771</b> (14/02/2025)</td></tr>
<tr><td>Fatura-recibo</td><td>FR 2025A1/18734</td></tr>
<tr><td>ATCUD</td><td>JFM3X7K2-18734</td></tr>
<tr><td>NIF do cliente</td><td>2** *** 618</td></tr>
</table>
<table width="100%" cellpadding="5" cellspacing="0" style="border-collapse:collapse;margin-top:10px">
<tr style="background:#f2f2f2"><th align="left">Artigo</th><th>Qtd.</th><th align="right">Preço</th></tr>
<tr><td>Aspirador sem fio VX-12 Pro</td><td align="center">1</td><td align="right">229,99 €</td></tr>
<tr><td>Filtro HEPA de substituição (2 un.)</td><td align="center">1</td><td align="right">24,99 €</td></tr>
<tr><td>Extensão de garantia 3 anos</td><td align="center">1</td><td align="right">34,99 €</td></tr>
<tr><td colspan="2" align="right">Total s/ IVA</td><td align="right">235,76 €</td></tr>
<tr><td colspan="2" align="right">IVA (23 %)</td><td align="right">54,21 €</td></tr>
<tr><td colspan="2" align="right"><b>Total</b></td><td align="right"><b>289,97 €</b></td></tr>
</table>
<p>Pagamento: Referência Multibanco – Entidade 21223, Referência 123 456 789, Montante 289,97 € (pago em 14/02/2025 16:40).</p>
<p>Morada de entrega: Rua de Cedofeita, 412, 2.º Esq., 4050-174 Porto<br>Entrega prevista: 17/02/2025 a 18/02/2025.</p>
<p><a href="https://www.tecnocasa-online.example/conta/encomendas/100234771">Ver encomenda</a> · <a href="https://www.tecnocasa-online.example/conta/faturas/FR-2025A1-18734.pdf">Descarregar PDF</a></p>
<p style="font-size:10px;color:#777">Tecnocasa Online, Lda. · NIPC 509 876 543 · Av. da Boavista, 1837 · 4100-133 Porto · Capital social 50.000 €<br>
<a href="https://www.livroreclamacoes.example">Livro de Reclamações Eletrónico</a></p>
</div></body></html>
""")

M(lang="pt", kind="phone_and_dates", otp="592804", link=None,
  subject="Código de segurança – Portal Cidadão Digital",
  frm='"Portal Cidadão Digital" <nao-responda@cidadao.gov.example>',
  to="marcos.oliveira@correio.example",
  date="Mon, 17 Mar 2025 11:38:27 -0300",
  text_cte="quoted-printable",
  text="""GOVERNO FEDERAL – Portal Cidadão Digital

Prezado(a) MARCOS ANTÔNIO DE OLIVEIRA,

Recebemos uma solicitação de acesso à sua conta (CPF ***.391.004-**) em
17/03/2025 às 11:38, a partir de um computador com Windows em Recife/PE.

Código de segurança: 592 804

Digite o código na tela de login em até 10 minutos. Ele só pode ser usado
uma vez.

Protocolo da solicitação: 2025.0317.004417-6
Nível da conta: Prata

Não reconhece esta solicitação? Altere sua senha imediatamente e entre em
contato pela Central 136 (ligação gratuita de telefone fixo), de segunda a
sexta, das 7h às 19h.

Esta é uma mensagem automática; não responda.
Esplanada dos Ministérios, Bloco K – Brasília/DF – CEP 70040-906
""")

M(lang="pt", kind="delivery_code", otp="4821", link=None,
  subject="Seu pedido saiu para entrega 🛵",
  frm='"Rangô" <pedidos@rango.example>',
  to="thiago.lima@correio.example",
  date="Fri, 21 Mar 2025 19:52:08 -0300",
  html_cte="quoted-printable",
  html="""<html><body style="font-family:Arial,sans-serif;background:#f7f7f7;color:#3f3e3e">
<div style="max-width:480px;margin:auto;background:#fff;padding:24px;border-radius:10px">
<p style="font-size:24px;font-weight:900;color:#ea1d2c;margin:0">rangô</p>
<h2 style="font-size:20px">Seu pedido saiu para entrega!</h2>
<p>Oi, Thiago! O entregador <b>Wellington</b> (moto · placa final 3K27) já está a caminho com o seu pedido <b>#8823</b> do <b>Açaí da Praça</b>.</p>
<p>Previsão de chegada: <b>20:05 – 20:15</b></p>
<div style="background:#fff4f4;border:1px solid #ffd0d4;border-radius:8px;padding:14px;text-align:center">
<p style="margin:0 0 6px">Código de entrega</p>
<p style="font-size:34px;font-weight:800;letter-spacing:8px;margin:0">4821</p>
<p style="margin:6px 0 0;font-size:13px">Informe este código ao entregador para receber o pedido. Não informe por telefone nem por chat.</p>
</div>
<table width="100%" cellpadding="4" style="font-size:14px;margin-top:16px">
<tr><td>2x Açaí 500 ml (granola, banana, leite ninho)</td><td align="right">R$ 47,80</td></tr>
<tr><td>Taxa de entrega</td><td align="right">R$ 6,99</td></tr>
<tr><td>Cupom RANGO5</td><td align="right">- R$ 5,00</td></tr>
<tr><td><b>Total (Pix)</b></td><td align="right"><b>R$ 49,79</b></td></tr>
</table>
<p style="font-size:13px">Entrega em: Rua Padre Chagas, 415, ap. 302 – Moinhos de Vento, Porto Alegre/RS – CEP 90570-080</p>
<p><a href="https://rango.example/pedidos/8823/acompanhar">Acompanhar pedido</a> · <a href="https://rango.example/ajuda">Ajuda</a></p>
<p style="font-size:10px;color:#999">Rangô Delivery Ltda. · CNPJ 98.765.432/0001-10 · Porto Alegre/RS</p>
</div></body></html>
""")

M(lang="pt", kind="subject_only", otp="730941", link=None,
  subject="[Mercadinho] Seu código é 730941",
  frm='"Mercadinho" <contato@mercadinho.example>',
  to="patricia.nunes@correio.example",
  date="Sun, 09 Feb 2025 16:26:33 -0300",
  text_cte="8bit",
  text="""Olá, Patrícia.

Para confirmar seu login no Mercadinho, digite o código que aparece no
assunto deste e-mail. Ele expira em 5 minutos.

Por segurança, nunca compartilhe esse código. Nossa equipe jamais vai pedir
ele por telefone, WhatsApp ou e-mail.

Seu carrinho tem 7 itens (R$ 186,40) esperando por você. Entregas no mesmo
dia para pedidos feitos até 14h em Curitiba e região metropolitana.

Mercadinho Supermercados Online Ltda.
Rua XV de Novembro, 1299 – Centro – Curitiba/PR – CEP 80060-000
SAC 0800 643 1010
""")

M(lang="pt", kind="decoy_codes", otp=None, link=None,
  subject="Seu vale-presente Livraria Ipê chegou! 🎁",
  frm='"Livraria Ipê" <presentes@livrariaipe.example>',
  to="bruna.carvalho@correio.example",
  date="Sat, 22 Mar 2025 10:10:10 -0300",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Oi, Bruna!

Gustavo enviou para você um vale-presente da Livraria Ipê:

  "Feliz aniversário! Escolhe aquele livro que você está querendo faz tempo. Bjs"

Valor: R$ 150,00
Número do vale-presente: LIPE-8K2M-Q7RT-4X9N
PIN: 7731
Válido até: 22/03/2026

Use no site ou em qualquer uma das nossas 14 lojas. Na loja física, basta
mostrar este e-mail no caixa.

Pedido do remetente: n.º 55821904 – não é necessário para usar o vale.

Livraria Ipê Comércio de Livros Ltda. · CNPJ 11.222.333/0001-44
Av. Paulista, 2073 – Conjunto Nacional – São Paulo/SP – CEP 01311-940
""",
  html="""<html><body style="font-family:Georgia,serif;background:#fdf6e3;color:#3d2e1f">
<div style="max-width:540px;margin:auto;background:#fff;padding:28px;border:1px solid #eadcc0">
<p style="text-align:center;font-size:24px;color:#d4a017">🌼 Livraria Ipê</p>
<p>Oi, Bruna!</p>
<p>Gustavo enviou para você um vale-presente:</p>
<blockquote style="font-style:italic;border-left:3px solid #d4a017;padding-left:12px">Feliz aniversário! Escolhe aquele livro que você está querendo faz tempo. Bjs</blockquote>
<table width="100%" cellpadding="8" style="background:#fffaf0;border:1px dashed #d4a017;font-family:Arial,sans-serif">
<tr><td>Valor</td><td><b>R$ 150,00</b></td></tr>
<tr><td>Número do vale-presente</td><td style="font-family:monospace;font-size:17px">LIPE-8K2M-Q7RT-4X9N</td></tr>
<tr><td>PIN</td><td style="font-family:monospace;font-size:17px">7731</td></tr>
<tr><td>Válido até</td><td>22/03/2026</td></tr>
</table>
<p style="font-size:14px">Use no site ou em qualquer uma das nossas 14 lojas. Na loja física, basta mostrar este e-mail no caixa.</p>
<p style="text-align:center"><a href="https://www.livrariaipe.example/vale-presente/resgatar?v=LIPE-8K2M-Q7RT-4X9N" style="background:#3d2e1f;color:#fff;padding:12px 24px;text-decoration:none">Usar meu vale no site</a></p>
<p style="font-size:11px;color:#8b7b66">Pedido do remetente: n.º 55821904 – não é necessário para usar o vale.<br>
Livraria Ipê Comércio de Livros Ltda. · CNPJ 11.222.333/0001-44 · Av. Paulista, 2073 – Conjunto Nacional – São Paulo/SP – CEP 01311-940</p>
</div></body></html>
""")

M(lang="pt", kind="alt_text_only", otp="518273", link=None,
  subject="Energia Lusa – confirme o acesso à sua área de cliente",
  frm='"Energia Lusa" <areacliente@energialusa.example>',
  to="helena.sousa@correio.example",
  date="Thu, 27 Feb 2025 09:55:19 +0000",
  text_cte="quoted-printable", html_cte="base64",
  images=[("otp-img-4471@energialusa.example", (220, 56, (248, 250, 240), (220, 236, 200)))],
  text="""Cara cliente Helena Sousa,

Recebemos um pedido de acesso à sua área de cliente Energia Lusa.

O código de confirmação é apresentado como imagem na versão HTML desta
mensagem. Se não o conseguir ver, ative a apresentação de imagens ou abra a
mensagem noutro programa de e-mail.

CPE: PT0002000084512377JN · Contrato n.º 3100445921
Próxima fatura: março de 2025

Energia Lusa – Comercialização de Energia, S.A.
Rua Castilho, 165 · 1070-050 Lisboa · Linha de apoio 808 20 30 40
""",
  html="""<html><body style="font-family:Arial,sans-serif;color:#1e3a1e;background:#f4f8ef">
<div style="max-width:560px;margin:auto;background:#fff;padding:26px">
<p style="font-size:22px;color:#5a9e1c;font-weight:bold">⚡ Energia Lusa</p>
<p>Cara cliente Helena Sousa,</p>
<p>Recebemos um pedido de acesso à sua área de cliente. Introduza o código abaixo no ecrã de início de sessão:</p>
<p style="text-align:center"><img src="cid:otp-img-4471@energialusa.example" width="220" height="56" alt="O seu código: 518 273"></p>
<p style="font-size:13px;color:#555">O código é válido durante 15 minutos.</p>
<p style="font-size:12px;color:#555">CPE: PT0002000084512377JN · Contrato n.º 3100445921<br>Próxima fatura: março de 2025</p>
<p style="font-size:10px;color:#888">Energia Lusa – Comercialização de Energia, S.A. · Rua Castilho, 165 · 1070-050 Lisboa · Linha de apoio 808 20 30 40<br>
<a href="https://www.energialusa.example/privacidade" style="color:#888">Política de privacidade</a></p>
</div></body></html>
""")

M(lang="pt", kind="new_and_old_code", otp="147385", link=None,
  subject="Onda Telecom: novo código de confirmação",
  frm='"Onda Telecom" <naoresponder@ondatelecom.example>',
  to="goncalo.matos@correio.example",
  date="Tue, 04 Mar 2025 18:21:40 +0000",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Olá Gonçalo,

Pediu um novo código para confirmar a portabilidade do número 91* *** 204
para a Onda Telecom.

O código enviado anteriormente, 662 019, deixou de ser válido.

Novo código de confirmação: 147 385

Introduza-o no passo 3 de 4 da adesão online. É válido durante 30 minutos.

Resumo da adesão: Tarifário Onda 5G Ilimitado – 14,99 €/mês (fidelização de
24 meses) · Data prevista de ativação: 06/03/2025.

Onda Telecom, S.A. · Av. Fontes Pereira de Melo, 40 · 1069-300 Lisboa
Linha de apoio 16 300 (custo de chamada para a rede fixa)
""",
  html="""<html><body style="font-family:Verdana,sans-serif;background:#eef6ff;color:#0b2a4a">
<table align="center" width="540" cellpadding="24" style="background:#fff">
<tr><td>
<p style="font-size:22px;font-weight:bold;color:#0061c2">〰 Onda Telecom</p>
<p>Olá Gonçalo,</p>
<p>Pediu um novo código para confirmar a portabilidade do número 91* *** 204 para a Onda Telecom.</p>
<p style="color:#888">O código enviado anteriormente, <span style="text-decoration:line-through">662 019</span>, deixou de ser válido.</p>
<p>Novo código de confirmação:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:5px;color:#0061c2;text-align:center">147 385</p>
<p style="font-size:13px">Introduza-o no passo 3 de 4 da adesão online. É válido durante 30 minutos.</p>
<p style="font-size:12px;background:#f2f8ff;padding:10px">Resumo da adesão: Tarifário Onda 5G Ilimitado – 14,99 €/mês (fidelização de 24 meses) · Data prevista de ativação: 06/03/2025.</p>
<p style="font-size:10px;color:#778">Onda Telecom, S.A. · Av. Fontes Pereira de Melo, 40 · 1069-300 Lisboa · Linha de apoio 16 300 (custo de chamada para a rede fixa)</p>
</td></tr></table></body></html>
""")

M(lang="pt", kind="username_digits", otp=None, link=None,
  subject="joao.silva1987, você tem 3 notificações novas na Roda",
  frm='"Roda" <notificacoes@roda-social.example>',
  to="joao.silva1987@correio.example",
  date="Wed, 12 Mar 2025 20:30:00 -0300",
  headers={"List-Unsubscribe": "<https://roda-social.example/u/unsub?t=q8Zr2Lm4>",
           "Precedence": "bulk"},
  text_cte="8bit", html_cte="quoted-printable",
  text="""Olá, joao.silva1987!

Veja o que aconteceu enquanto você estava fora:

• marina_costa22 começou a seguir você
• O grupo "Pedal BH – Trilhas de Fim de Semana" publicou: "Saída sábado 15/03
  às 6h30 da Praça do Papa, 42 km, nível intermediário"
• rafael.mg e mais 11 pessoas curtiram sua foto "Serra do Curral 🌄"

Ver tudo: https://roda-social.example/notificacoes

Você recebe este e-mail porque ativou os resumos diários.
Gerenciar notificações: https://roda-social.example/config/emails
Roda Rede Social Ltda. · Belo Horizonte/MG
""",
  html="""<html><body style="font-family:Arial,sans-serif;color:#1c1e21;background:#f0f2f5">
<div style="max-width:520px;margin:auto;background:#fff;padding:22px;border-radius:8px">
<p style="font-size:22px;font-weight:bold;color:#2bb673;margin:0 0 10px">◎ roda</p>
<p>Olá, <b>joao.silva1987</b>!</p>
<p>Veja o que aconteceu enquanto você estava fora:</p>
<ul style="padding-left:18px">
<li><a href="https://roda-social.example/marina_costa22">marina_costa22</a> começou a seguir você</li>
<li>O grupo <b>Pedal BH – Trilhas de Fim de Semana</b> publicou: "Saída sábado 15/03 às 6h30 da Praça do Papa, 42 km, nível intermediário"</li>
<li>rafael.mg e mais 11 pessoas curtiram sua foto "Serra do Curral 🌄"</li>
</ul>
<p><a href="https://roda-social.example/notificacoes" style="background:#2bb673;color:#fff;padding:10px 20px;border-radius:6px;text-decoration:none">Ver tudo</a></p>
<p style="font-size:11px;color:#8a8d91">Você recebe este e-mail porque ativou os resumos diários.<br>
<a href="https://roda-social.example/config/emails" style="color:#8a8d91">Gerenciar notificações</a> · <a href="https://roda-social.example/u/unsub?t=q8Zr2Lm4" style="color:#8a8d91">Cancelar inscrição</a><br>
Roda Rede Social Ltda. · Belo Horizonte/MG</p>
</div></body></html>
""")

M(lang="pt", kind="no_code_word", otp="274691", link=None,
  subject="Confirme seu cadastro no PetAmigo 🐾",
  frm='"PetAmigo" <oi@petamigo.example>',
  to="larissa.menezes@correio.example",
  date="Sat, 01 Mar 2025 13:13:52 -0300",
  text_cte="base64", html_cte="base64",
  text="""Oi, Larissa!

Que bom ter você e a Mel no PetAmigo!

Para confirmar seu cadastro, use estes dígitos na tela do app:

27 46 91

Eles valem por 20 minutos.

Primeira consulta veterinária com 15% de desconto nas clínicas parceiras de
Salvador até 31/03. Dúvidas? WhatsApp (71) 3022-4180.

PetAmigo Serviços Pet Ltda. · Av. Tancredo Neves, 1632 · Salvador/BA · CEP 41820-020
""",
  html="""<html><body style="font-family:'Trebuchet MS',Arial,sans-serif;background:#fff9e8;color:#333">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:20px;padding:26px;border:2px solid #ffd36b">
<p style="font-size:24px;font-weight:bold;color:#f08c00;margin:0">🐾 PetAmigo</p>
<p style="font-size:18px">Oi, Larissa!</p>
<p>Que bom ter você e a Mel no PetAmigo! Para confirmar seu cadastro, use estes dígitos na tela do app:</p>
<p style="text-align:center;font-size:34px;font-weight:bold;letter-spacing:4px;color:#f08c00">27 46 91</p>
<p style="font-size:13px;color:#777;text-align:center">Eles valem por 20 minutos.</p>
<p style="font-size:13px;background:#fff3d6;padding:10px;border-radius:10px">Primeira consulta veterinária com 15% de desconto nas clínicas parceiras de Salvador até 31/03. Dúvidas? WhatsApp (71) 3022-4180.</p>
<p style="font-size:10px;color:#999">PetAmigo Serviços Pet Ltda. · Av. Tancredo Neves, 1632 · Salvador/BA · CEP 41820-020</p>
</div></body></html>
""")

M(lang="pt", kind="magic_link", otp=None,
  link="https://sso.ipdouro.example/recuperar-senha?t=rst_X4kP9wQ2mL7vB3nZ8cT1yR6s&u=a21094",
  subject="Recuperação da palavra-passe – Instituto Politécnico do Douro",
  frm='"Serviços Informáticos IPD" <si-noreply@ipdouro.example>',
  to="a21094@alunos.ipdouro.example",
  date="Mon, 10 Feb 2025 23:41:26 +0000",
  text_cte="7bit", html_cte="quoted-printable",
  text="""Instituto Politecnico do Douro - Servicos Informaticos

Caro(a) estudante n.o a21094,

Foi pedida a recuperacao da palavra-passe da sua conta institucional
(Moodle, e-mail, eduroam e Portal Academico).

Para definir uma nova palavra-passe, abra o endereco abaixo (valido 30 min):
https://sso.ipdouro.example/recuperar-senha?t=rst_X4kP9wQ2mL7vB3nZ8cT1yR6s&u=a21094

Se nao fez este pedido, ignore esta mensagem; a sua palavra-passe atual
continua valida.

Apoio: helpdesk@ipdouro.example | ext. 4400 | Edificio C, piso 0
Quinta de Prados, 5000-801 Vila Real
""",
  html="""<html><body style="font-family:Calibri,Arial,sans-serif;font-size:15px;color:#222">
<div style="max-width:600px;border-top:5px solid #7a1f2b;padding:18px">
<p style="color:#7a1f2b;font-weight:bold">Instituto Politécnico do Douro — Serviços Informáticos</p>
<p>Caro(a) estudante n.º a21094,</p>
<p>Foi pedida a recuperação da palavra-passe da sua conta institucional (Moodle, e-mail, eduroam e Portal Académico).</p>
<p><a href="https://sso.ipdouro.example/recuperar-senha?t=rst_X4kP9wQ2mL7vB3nZ8cT1yR6s&amp;u=a21094" style="background:#7a1f2b;color:#fff;padding:10px 22px;text-decoration:none">Definir nova palavra-passe</a></p>
<p style="font-size:13px">A ligação é válida durante 30 minutos. Se não fez este pedido, ignore esta mensagem; a sua palavra-passe atual continua válida.</p>
<p style="font-size:12px;color:#666">Apoio: <a href="mailto:helpdesk@ipdouro.example">helpdesk@ipdouro.example</a> | ext. 4400 | Edifício C, piso 0<br>Quinta de Prados, 5000-801 Vila Real · <a href="https://www.ipdouro.example/rgpd">RGPD</a></p>
</div></body></html>
""")
# =========================== ITALIAN (it) ==================================

M(lang="it", kind="phone_and_dates", otp="550732", link=None,
  subject="Autorizza il bonifico di 1.250,00 EUR",
  frm='"Banca Tirrena" <notifiche@bancatirrena.example>',
  to="giulia.esposito@posta.example",
  date="Fri, 14 Feb 2025 12:31:07 +0100",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Gentile Giulia Esposito,

per completare l'operazione disposta dal tuo Internet Banking inserisci il
codice di autorizzazione qui sotto.

Operazione:        Bonifico SEPA
Beneficiario:      Studio Tecnico Ing. Ferraro
IBAN beneficiario: IT60 X054 2811 1010 0000 0123 456
Importo:           1.250,00 EUR
Data esecuzione:   14/02/2025
Causale:           Saldo fattura n. 27/2025

Codice di autorizzazione: 550 732

Il codice scade alle 12:36 (5 minuti). Non comunicarlo a nessuno, nemmeno a
chi si presenta come operatore della banca.

Se non hai disposto tu questo bonifico chiama subito il Numero Verde
800 123 456 (dall'estero +39 081 760 1122), attivo 24 ore su 24.

Banca Tirrena S.p.A. – Via Toledo 177, 80134 Napoli – Capitale sociale
€ 84.000.000 i.v. – Codice ABI 03412 – Aderente al Fondo Interbancario di
Tutela dei Depositi
""",
  html="""<html><body style="font-family:Arial,sans-serif;background:#eef3f7;color:#13293d">
<table align="center" width="580" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#13293d;padding:16px 24px;color:#fff;font-size:19px">Banca <b style="color:#3ec1d3">Tirrena</b></td></tr>
<tr><td style="padding:24px">
<p>Gentile Giulia Esposito,</p>
<p>per completare l'operazione disposta dal tuo Internet Banking inserisci il codice di autorizzazione qui sotto.</p>
<table cellpadding="5" width="100%" style="font-size:14px;background:#f6f9fb">
<tr><td>Operazione</td><td>Bonifico SEPA</td></tr>
<tr><td>Beneficiario</td><td>Studio Tecnico Ing. Ferraro</td></tr>
<tr><td>IBAN beneficiario</td><td>IT60 X054 2811 1010 0000 0123 456</td></tr>
<tr><td>Importo</td><td><b>1.250,00 EUR</b></td></tr>
<tr><td>Data esecuzione</td><td>14/02/2025</td></tr>
<tr><td>Causale</td><td>Saldo fattura n. 27/2025</td></tr>
</table>
<p style="margin-top:18px">Codice di autorizzazione:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:4px;text-align:center;color:#13293d">550 732</p>
<p style="font-size:13px">Il codice scade alle 12:36 (5 minuti). Non comunicarlo a nessuno, nemmeno a chi si presenta come operatore della banca.</p>
<p style="font-size:13px;color:#b00020">Se non hai disposto tu questo bonifico chiama subito il Numero Verde 800 123 456 (dall'estero +39 081 760 1122), attivo 24 ore su 24.</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:10px;color:#6b7d8c">Banca Tirrena S.p.A. – Via Toledo 177, 80134 Napoli – Capitale sociale € 84.000.000 i.v. – Codice ABI 03412 – Aderente al Fondo Interbancario di Tutela dei Depositi</td></tr>
</table></body></html>
""")

M(lang="it", kind="booking_ref", otp=None, link=None,
  subject="Biglietto acquistato: Milano Centrale → Roma Termini, 28/03",
  frm='"Treni Veloci Italia" <biglietti@trenivelocitalia.example>',
  to="federico.conti@posta.example",
  date="Sun, 16 Mar 2025 21:17:45 +0100",
  text_cte="8bit", html_cte="quoted-printable",
  images=[("qr-biglietto@trenivelocitalia.example", (96, 96, (0, 0, 0), (255, 255, 255)))],
  text="""Gentile Federico Conti,

grazie per aver scelto Treni Veloci Italia. Ecco il riepilogo del tuo viaggio.

Codice PNR:        R7XK2P
Codice biglietto:  2841 5567 9932
Treno:             Freccia 9541
Partenza:          venerdì 28/03/2025 ore 07:00 – Milano Centrale
Arrivo:            venerdì 28/03/2025 ore 09:59 – Roma Termini
Carrozza 6 – Posto 9A (finestrino) – Livello Business
Offerta:           Economy · Importo 89,90 €
Pagamento:         Carta Mastercard **** 6620

Il QR code in allegato vale come titolo di viaggio: mostralo al personale di
bordo insieme a un documento. Cambi gratuiti fino a 3 giorni prima della
partenza.

Treni Veloci Italia S.p.A. – Piazza della Croce Rossa 1, 00161 Roma
P.IVA 01234567890 – Call center 892021
""",
  html="""<html><body style="font-family:Arial,sans-serif;background:#f4f4f4;color:#222">
<div style="max-width:600px;margin:auto;background:#fff">
<div style="background:#c1121f;color:#fff;padding:16px 24px;font-size:20px;font-weight:bold">Treni Veloci Italia</div>
<div style="padding:24px">
<p>Gentile Federico Conti,</p>
<p>grazie per aver scelto Treni Veloci Italia. Ecco il riepilogo del tuo viaggio.</p>
<table width="100%" cellpadding="6" style="font-size:14px;border:1px solid #ddd">
<tr><td>Codice PNR</td><td style="font-size:20px;font-weight:bold;letter-spacing:2px">R7XK2P</td>
<td rowspan="4" align="right"><img src="cid:qr-biglietto@trenivelocitalia.example" width="96" height="96" alt="QR code biglietto"></td></tr>
<tr><td>Codice biglietto</td><td>2841 5567 9932</td></tr>
<tr><td>Treno</td><td>Freccia 9541</td></tr>
<tr><td>Posto</td><td>Carrozza 6 – Posto 9A (finestrino)</td></tr>
</table>
<p><b>07:00</b> Milano Centrale → <b>09:59</b> Roma Termini · venerdì 28/03/2025<br>
Livello Business · Offerta Economy · 89,90 € · Mastercard **** 6620</p>
<p style="font-size:13px">Il QR code vale come titolo di viaggio: mostralo al personale di bordo insieme a un documento. Cambi gratuiti fino a 3 giorni prima della partenza.</p>
<p><a href="https://www.trenivelocitalia.example/area-riservata/viaggi?pnr=R7XK2P">Gestisci il viaggio</a> · <a href="https://www.trenivelocitalia.example/condizioni">Condizioni di trasporto</a></p>
</div>
<div style="padding:12px 24px;background:#f0f0f0;font-size:10px;color:#666">Treni Veloci Italia S.p.A. – Piazza della Croce Rossa 1, 00161 Roma – P.IVA 01234567890 – Call center 892021</div>
</div></body></html>
""")

M(lang="it", kind="magic_link", otp=None,
  link="https://em.bottegadigitale.example/ls/click?upn=u001.Vr5Kq2-2BmX9zLp7WtN3bY8cD1fH4jA6sE0gR-3D-3D_Zt7u",
  link_alt=["https://www.bottegadigitale.example/account/conferma-email?token=cf_9Wm2Lq7Xz4Rb8Tn1Vk5Yp3Hs&id=771203"],
  subject="Conferma il tuo indirizzo email",
  frm='"Bottega Digitale" <benvenuto@bottegadigitale.example>',
  to="chiara.romano@posta.example",
  date="Tue, 11 Mar 2025 18:26:30 +0100",
  text_cte="quoted-printable", html_cte="7bit",
  text="""Ciao Chiara,

benvenuta in Bottega Digitale! Conferma il tuo indirizzo email per attivare
l'account e ricevere gli aggiornamenti sui tuoi ordini:

https://www.bottegadigitale.example/account/conferma-email?token=cf_9Wm2Lq7Xz4Rb8Tn1Vk5Yp3Hs&id=771203

Il link è valido per 72 ore.

Un regalo per te: 10% di sconto sul primo ordine con il codice BENVENUTO10
(spesa minima 30 €, valido fino al 30/04/2025).

Bottega Digitale S.r.l. – Corso Vittorio Emanuele II 84, 10121 Torino
P.IVA 11223344556 – Servizio clienti 011 1234 567
""",
  html="""<html><body style="font-family:Georgia,serif;background:#faf7f2;color:#2d2a26">
<div style="max-width:540px;margin:auto;background:#fff;padding:32px;border:1px solid #eee4d6">
<p style="font-size:24px;text-align:center;letter-spacing:3px;margin-top:0">BOTTEGA DIGITALE</p>
<p>Ciao Chiara,</p>
<p>benvenuta in Bottega Digitale! Conferma il tuo indirizzo email per attivare l'account e ricevere gli aggiornamenti sui tuoi ordini.</p>
<p style="text-align:center;margin:28px 0"><a href="https://em.bottegadigitale.example/ls/click?upn=u001.Vr5Kq2-2BmX9zLp7WtN3bY8cD1fH4jA6sE0gR-3D-3D_Zt7u" style="background:#2d2a26;color:#fff;padding:14px 30px;text-decoration:none;font-family:Arial,sans-serif;letter-spacing:1px">CONFERMA EMAIL</a></p>
<p style="font-size:13px;color:#777">Il link &egrave; valido per 72 ore.</p>
<div style="background:#f4ede3;padding:16px;text-align:center;font-family:Arial,sans-serif">Un regalo per te: <b>10% di sconto</b> sul primo ordine con il codice<br>
<span style="font-size:22px;font-weight:bold;letter-spacing:2px">BENVENUTO10</span><br>
<small>spesa minima 30 &euro;, valido fino al 30/04/2025</small></div>
<p style="text-align:center;margin-top:24px">
<a href="https://em.bottegadigitale.example/ls/click?upn=u001.InstaPr0f1l0-3D-3D"><img src="https://cdn.bottegadigitale.example/social/instagram.png" width="24" height="24" alt="Instagram"></a>
<a href="https://em.bottegadigitale.example/ls/click?upn=u001.P1nt3r3st-3D-3D"><img src="https://cdn.bottegadigitale.example/social/pinterest.png" width="24" height="24" alt="Pinterest"></a></p>
<p style="font-size:10px;color:#999;text-align:center;font-family:Arial,sans-serif">Bottega Digitale S.r.l. &ndash; Corso Vittorio Emanuele II 84, 10121 Torino &ndash; P.IVA 11223344556 &ndash; Servizio clienti 011 1234 567<br>
<a href="https://em.bottegadigitale.example/ls/click?upn=u001.Pr1vacy-3D-3D" style="color:#999">Privacy</a></p>
</div>
<img src="https://em.bottegadigitale.example/wf/open?upn=u001.0p3n-3D" width="1" height="1" alt="">
</body></html>
""")

M(lang="it", kind="newsletter_numbers", otp=None, link=None,
  subject="La tua bolletta Luce di gennaio è disponibile",
  frm='"Luce&Gas Adriatica" <bollette@lucegas-adriatica.example>',
  to="paolo.marchetti@posta.example",
  date="Mon, 10 Feb 2025 08:00:00 +0100",
  headers={"Precedence": "bulk"},
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Gentile Paolo Marchetti,

è disponibile la tua bolletta della fornitura di energia elettrica.

Codice cliente:      700183345
Bolletta n.:         2025/0012345
Codice POD:          IT001E12345678
Periodo:             01/12/2024 – 31/01/2025
Consumi fatturati:   412 kWh (F1 158 · F2 121 · F3 133)
Totale da pagare:    98,34 €
Scadenza:            25/02/2025
Modalità:            addebito diretto SEPA su IBAN IT** **** **** **** **** 8812

Indirizzo di fornitura: Via Cavour 18, 60121 Ancona (AN)

Consulta la bolletta nell'Area Clienti o nell'app.

Luce&Gas Adriatica S.p.A. – Viale della Vittoria 52, 60123 Ancona
Numero Verde 800 900 123 – Pronto intervento guasti 800 900 800
""",
  html="""<html><body style="font-family:Arial,sans-serif;background:#eef7f1;color:#1b3b2a">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#00875a;color:#fff;padding:18px 24px;font-size:20px">Luce&amp;Gas <b>Adriatica</b></td></tr>
<tr><td style="padding:24px;font-size:14px">
<p>Gentile Paolo Marchetti,</p>
<p>è disponibile la tua bolletta della fornitura di energia elettrica.</p>
<table cellpadding="5" style="font-size:13px;width:100%">
<tr><td>Codice cliente</td><td>700183345</td></tr>
<tr><td>Bolletta n.</td><td>2025/0012345</td></tr>
<tr><td>Codice POD</td><td>IT001E12345678</td></tr>
<tr><td>Periodo</td><td>01/12/2024 – 31/01/2025</td></tr>
<tr><td>Consumi fatturati</td><td>412 kWh (F1 158 · F2 121 · F3 133)</td></tr>
<tr><td><b>Totale da pagare</b></td><td><b style="font-size:18px">98,34 €</b></td></tr>
<tr><td>Scadenza</td><td>25/02/2025</td></tr>
<tr><td>Modalità</td><td>addebito diretto SEPA su IBAN IT** **** **** **** **** 8812</td></tr>
</table>
<p>Indirizzo di fornitura: Via Cavour 18, 60121 Ancona (AN)</p>
<p><a href="https://areaclienti.lucegas-adriatica.example/bollette/2025-0012345" style="background:#00875a;color:#fff;padding:10px 20px;text-decoration:none;border-radius:4px">Vedi la bolletta</a></p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:10px;color:#5d7a6a;background:#f3f9f5">Luce&amp;Gas Adriatica S.p.A. – Viale della Vittoria 52, 60123 Ancona – Numero Verde 800 900 123 – Pronto intervento guasti 800 900 800<br>
<a href="https://www.lucegas-adriatica.example/privacy" style="color:#5d7a6a">Privacy</a> · <a href="https://areaclienti.lucegas-adriatica.example/preferenze" style="color:#5d7a6a">Preferenze di contatto</a></td></tr>
</table></body></html>
""")

M(lang="it", kind="prefix_code", otp="738201", link=None,
  subject="C-738201 è il tuo codice Chiacchiera",
  frm='"Chiacchiera" <verifica@chiacchiera.example>',
  to="simone.greco@posta.example",
  date="Wed, 26 Feb 2025 22:48:13 +0100",
  text_cte="8bit",
  text="""Chiacchiera

C-738201 è il tuo codice di verifica.

Inseriscilo nell'app per registrare il numero +39 347 *** **19 su questo
telefono. Il codice resta valido 10 minuti.

Non condividere questo codice con nessuno: chi lo conosce può prendere il
controllo del tuo account.

Chiacchiera S.r.l. – Via Tortona 31, 20144 Milano
""")

M(lang="it", kind="lowercase_alnum", otp="x4fk92ra", link=None,
  subject="Codice di verifica per la CLI di Terraforma",
  frm='"Terraforma Cloud" <noreply@terraforma.example>',
  to="devops@agenzia-lucciola.example",
  date="Thu, 20 Mar 2025 09:44:51 +0100",
  text_cte="7bit", html_cte="quoted-printable",
  text="""Terraforma Cloud

Ciao Davide,

e' stato richiesto un accesso con "terraforma login" dal dispositivo
"build-runner-03" (Ubuntu 24.04, IP 151.38.xx.xx, Bologna).

Codice di verifica: x4fk92ra

Incollalo nel terminale entro 10 minuti. Il codice e' sensibile alle
maiuscole: digitalo in minuscolo.

Organizzazione: agenzia-lucciola  |  Workspace: infra-prod
Sessione n. 88213

Non sei stato tu? Revoca le sessioni da Impostazioni > Sicurezza.

Terraforma Cloud S.r.l. - Via Stalingrado 61, 40128 Bologna
""",
  html="""<html><body style="font-family:Menlo,Consolas,monospace;background:#10151c;color:#cbd5e1;padding:26px">
<div style="max-width:560px;margin:auto;border:1px solid #334155;border-radius:8px;padding:26px;background:#0b1016">
<p style="color:#a3e635;font-weight:bold">$ terraforma login</p>
<p style="font-family:Arial,sans-serif">Ciao Davide,</p>
<p style="font-family:Arial,sans-serif">è stato richiesto un accesso con <code>terraforma login</code> dal dispositivo <b>build-runner-03</b> (Ubuntu 24.04, IP 151.38.xx.xx, Bologna).</p>
<p style="font-family:Arial,sans-serif">Codice di verifica:</p>
<p style="font-size:30px;color:#fff;background:#1e293b;padding:12px;text-align:center;letter-spacing:3px;border-radius:6px">x4fk92ra</p>
<p style="font-family:Arial,sans-serif;font-size:13px">Incollalo nel terminale entro 10 minuti. Il codice è sensibile alle maiuscole: digitalo in minuscolo.</p>
<p style="font-family:Arial,sans-serif;font-size:12px;color:#94a3b8">Organizzazione: agenzia-lucciola · Workspace: infra-prod · Sessione n. 88213</p>
<p style="font-family:Arial,sans-serif;font-size:12px">Non sei stato tu? <a href="https://app.terraforma.example/impostazioni/sicurezza" style="color:#a3e635">Revoca le sessioni</a>.</p>
<p style="font-family:Arial,sans-serif;font-size:10px;color:#64748b">Terraforma Cloud S.r.l. – Via Stalingrado 61, 40128 Bologna · <a href="https://docs.terraforma.example" style="color:#64748b">Documentazione</a></p>
</div></body></html>
""")

M(lang="it", kind="several_codes", otp="481220", link=None,
  subject="Completa l'attivazione della verifica in due passaggi",
  frm='"FatturaLampo" <sicurezza@fatturalampo.example>',
  to="amministrazione@ferramenta-bianchi.example",
  date="Tue, 04 Feb 2025 15:09:38 +0100",
  text_cte="quoted-printable", html_cte="base64",
  text="""Gentile Roberta Bianchi,

stai attivando la verifica in due passaggi per l'azienda Ferramenta Bianchi
S.n.c. (P.IVA 02345678901).

1) Per completare l'attivazione ADESSO, inserisci questo codice nella pagina
   aperta:  481 220

2) Conserva i codici di riserva qui sotto. Ti serviranno solo se perdi il
   telefono; ognuno vale una volta. Non inserirli ora.

   8841-2270   5093-6618   7725-0134   3360-9482   1198-4457
   6604-3321   9917-5580   2483-7716   4052-8839   7379-1206

Dopo l'attivazione, a ogni accesso ti chiederemo un codice dall'app di
autenticazione.

FatturaLampo S.r.l. – Via Indipendenza 7, 40121 Bologna – Assistenza 051 098 7654
""",
  html="""<html><body style="font-family:Arial,sans-serif;color:#1f2937;background:#f3f4f6">
<div style="max-width:580px;margin:auto;background:#fff;padding:28px">
<p style="font-size:20px;font-weight:bold;color:#f59e0b">⚡ FatturaLampo</p>
<p>Gentile Roberta Bianchi,</p>
<p>stai attivando la verifica in due passaggi per l'azienda <b>Ferramenta Bianchi S.n.c.</b> (P.IVA 02345678901).</p>
<h3 style="margin-bottom:4px">1. Completa l'attivazione adesso</h3>
<p style="margin-top:0">Inserisci questo codice nella pagina aperta:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:4px;background:#fef3c7;padding:10px;text-align:center">481 220</p>
<h3 style="margin-bottom:4px">2. Conserva i codici di riserva</h3>
<p style="margin-top:0;font-size:13px">Ti serviranno solo se perdi il telefono; ognuno vale una volta. <b>Non inserirli ora.</b></p>
<table cellpadding="6" style="font-family:monospace;font-size:15px;background:#f9fafb;width:100%">
<tr><td>8841-2270</td><td>5093-6618</td><td>7725-0134</td><td>3360-9482</td><td>1198-4457</td></tr>
<tr><td>6604-3321</td><td>9917-5580</td><td>2483-7716</td><td>4052-8839</td><td>7379-1206</td></tr>
</table>
<p style="font-size:13px">Dopo l'attivazione, a ogni accesso ti chiederemo un codice dall'app di autenticazione.</p>
<p style="font-size:10px;color:#6b7280">FatturaLampo S.r.l. – Via Indipendenza 7, 40121 Bologna – Assistenza 051 098 7654</p>
</div></body></html>
""")

M(lang="it", kind="no_code_word", otp="904173", link=None,
  subject="Sportello Telematico – accesso all'area personale",
  frm='"Comune di Valdoria - Sportello Telematico" <sportello@comune.valdoria.example>',
  to="lorenzo.galli@posta.example",
  date="Mon, 24 Feb 2025 08:52:16 +0100",
  text_cte="quoted-printable",
  text="""COMUNE DI VALDORIA
Sportello Telematico Polifunzionale

Gentile LORENZO GALLI (C.F. GLL***85C12*****),

per completare l'accesso all'area personale digiti nella pagina di login la
seguente chiave temporanea:

    904173

La chiave è monouso e scade dopo 15 minuti.

Pratiche in corso:
- Istanza n. 2025/000417 – Permesso di sosta residenti zona B (in istruttoria)
- Istanza n. 2024/003981 – Contributo affitto (conclusa il 12/12/2024)

Orari dell'Ufficio Relazioni con il Pubblico: lun–ven 9:00–12:30,
mar e gio anche 15:00–17:00. Tel. 0521 218 400.

Comune di Valdoria – Piazza Garibaldi 1 – 43121 Valdoria (PR)
PEC: protocollo@pec.comune.valdoria.example
Messaggio generato automaticamente, si prega di non rispondere.
""")

M(lang="it", kind="reset_in_code_mail", otp="629471", link=None,
  subject="[Valuta Chiara] Codice di accesso",
  frm='"Valuta Chiara" <no-reply@valutachiara.example>',
  to="matteo.ricci@posta.example",
  date="Sat, 15 Mar 2025 06:58:02 +0100",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Ciao Matteo,

Codice di accesso: 629471

È valido per 5 minuti. Il personale di Valuta Chiara non ti chiederà mai
questo codice.

Dispositivo: Safari su macOS · Posizione: Firenze, IT · IP 79.51.xx.xx
Ora: 15/03/2025 06:57 CET

Non sei stato tu? Blocca subito il tuo account:
https://www.valutachiara.example/sicurezza/blocca?req=blk_2Vn8Qw4Lz7&uid=553019

Valuta Chiara S.r.l. – iscritta nel registro OAM dei prestatori di servizi
relativi all'utilizzo di valuta virtuale (PSV 1187) – Via dei Servi 38,
50122 Firenze
""",
  html="""<html><body style="font-family:Arial,sans-serif;background:#f2f5fa;color:#0e1b2c">
<div style="max-width:500px;margin:auto;background:#fff;padding:28px;border-radius:10px">
<p style="font-size:20px;font-weight:bold;color:#1652f0">◇ Valuta Chiara</p>
<p>Ciao Matteo,</p>
<p>Codice di accesso:</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:6px;color:#1652f0">629471</p>
<p style="font-size:13px">È valido per 5 minuti. Il personale di Valuta Chiara non ti chiederà mai questo codice.</p>
<table cellpadding="3" style="font-size:12px;color:#5b616e">
<tr><td>Dispositivo</td><td>Safari su macOS</td></tr>
<tr><td>Posizione</td><td>Firenze, IT · IP 79.51.xx.xx</td></tr>
<tr><td>Ora</td><td>15/03/2025 06:57 CET</td></tr></table>
<p style="margin-top:18px"><a href="https://www.valutachiara.example/sicurezza/blocca?req=blk_2Vn8Qw4Lz7&amp;uid=553019" style="color:#cf202f;font-weight:bold">Non sei stato tu? Blocca subito il tuo account</a><br>
<a href="https://www.valutachiara.example/account/password" style="font-size:12px">Cambia password</a></p>
<p style="font-size:10px;color:#8a919e">Valuta Chiara S.r.l. – iscritta nel registro OAM dei prestatori di servizi relativi all'utilizzo di valuta virtuale (PSV 1187) – Via dei Servi 38, 50122 Firenze</p>
</div></body></html>
""")

M(lang="it", kind="decoy_codes", otp="385016", link=None,
  subject="ModaMilano Outlet: verifica il tuo account per usare la carta regalo",
  frm='"ModaMilano Outlet" <clienti@modamilano-outlet.example>',
  to="sara.colombo@posta.example",
  date="Thu, 06 Mar 2025 17:14:29 +0100",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Ciao Sara,

per collegare la carta regalo al tuo account devi prima verificare
l'indirizzo email.

Il tuo codice di verifica è 385 016 (scade tra 15 minuti).

Riepilogo
- Carta regalo n. 6041 2203 8817 5509 – saldo 50,00 €
- Ordine n. 1002-887341 del 02/03/2025 – in consegna
- Codice sconto PRIMAVERA20: -20% sulla nuova collezione fino al 21/03

Attenzione: il numero della carta regalo e il codice sconto non servono per
la verifica; inserisci solo il codice di verifica.

ModaMilano Outlet S.p.A. – Via Montenapoleone 2, 20121 Milano – P.IVA 09876543210
Servizio clienti 02 8736 4400 (lun–sab 9–19)
""",
  html="""<html><body style="font-family:'Helvetica Neue',Arial,sans-serif;background:#fff;color:#111">
<div style="max-width:560px;margin:auto;padding:26px;border:1px solid #eee">
<p style="font-size:22px;letter-spacing:5px;text-align:center;margin-top:0">MODAMILANO <span style="font-weight:300">OUTLET</span></p>
<p>Ciao Sara,</p>
<p>per collegare la carta regalo al tuo account devi prima verificare l'indirizzo email.</p>
<p>Il tuo codice di verifica è</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:4px;text-align:center">385 016</p>
<p style="font-size:12px;color:#777;text-align:center">scade tra 15 minuti</p>
<table width="100%" cellpadding="6" style="font-size:13px;background:#f7f7f7;margin-top:16px">
<tr><td>Carta regalo n.</td><td>6041 2203 8817 5509 – saldo 50,00 €</td></tr>
<tr><td>Ordine n.</td><td>1002-887341 del 02/03/2025 – in consegna <a href="https://www.modamilano-outlet.example/ordini/1002-887341">Traccia</a></td></tr>
<tr><td>Codice sconto</td><td><b>PRIMAVERA20</b>: -20% sulla nuova collezione fino al 21/03</td></tr>
</table>
<p style="font-size:12px;color:#777">Attenzione: il numero della carta regalo e il codice sconto non servono per la verifica; inserisci solo il codice di verifica.</p>
<p style="font-size:10px;color:#999">ModaMilano Outlet S.p.A. – Via Montenapoleone 2, 20121 Milano – P.IVA 09876543210 – Servizio clienti 02 8736 4400 (lun–sab 9–19)<br>
<a href="https://www.modamilano-outlet.example/newsletter/disiscrizione?u=sc8841" style="color:#999">Disiscriviti</a></p>
</div></body></html>
""")

M(lang="it", kind="username_digits", otp=None, link=None,
  subject="Nuova risposta in: \"Caldaia che va in blocco errore E-12?\"",
  frm='"Forum Casa & Impianti" <notifiche@forumcasaimpianti.example>',
  to="marco.rossi85@posta.example",
  date="Sun, 02 Mar 2025 10:37:59 +0100",
  headers={"List-Id": "<notifiche.forumcasaimpianti.example>",
           "List-Unsubscribe": "<https://forumcasaimpianti.example/notifiche/stop?t=3312&u=88417>"},
  text_cte="8bit",
  text="""Ciao marco_rossi85,

c'è una nuova risposta nella discussione che segui:
"Caldaia che va in blocco errore E-12?" (sezione Riscaldamento)

termotecnico_pd ha scritto alle 10:31:
> L'E-12 su quel modello di solito è il pressostato fumi. Controlla prima
> che lo scarico non sia ostruito e che la pressione impianto stia tra
> 1,2 e 1,5 bar. Se ti dà ancora l'errore dopo 3 riarmi, chiama
> l'assistenza: il ricambio costa sui 45-60 € più manodopera.

Leggi la discussione (24 risposte):
https://forumcasaimpianti.example/t/caldaia-blocco-e-12/3312?p=24

Non vuoi più ricevere avvisi per questa discussione?
https://forumcasaimpianti.example/notifiche/stop?t=3312&u=88417

Forum Casa & Impianti – community dal 2006 – 182.440 iscritti
""")

M(lang="it", kind="security_alert", otp=None, link=None,
  subject="Nuovo accesso al tuo account Guida Libera",
  frm='"Guida Libera Car Sharing" <account@guidalibera.example>',
  to="elisa.moretti@posta.example",
  date="Wed, 12 Feb 2025 07:49:21 +0100",
  html_cte="base64",
  html="""<html><body style="font-family:Roboto,Arial,sans-serif;background:#f5f7f6;color:#202b27">
<div style="max-width:520px;margin:auto;background:#fff;padding:28px;border-radius:12px">
<p style="font-size:22px;font-weight:900;color:#17a34a;margin-top:0">guida libera</p>
<h2 style="font-size:19px">Nuovo accesso al tuo account</h2>
<p>Ciao Elisa,</p>
<p>abbiamo rilevato un nuovo accesso al tuo account:</p>
<table cellpadding="5" style="font-size:14px">
<tr><td style="color:#6b7b74">Dispositivo</td><td>Samsung Galaxy S23 (app 5.12.0)</td></tr>
<tr><td style="color:#6b7b74">Data e ora</td><td>12/02/2025 alle 07:48</td></tr>
<tr><td style="color:#6b7b74">Posizione</td><td>Torino, Piemonte</td></tr>
</table>
<p>Se sei stata tu, non devi fare nulla.</p>
<p>Non riconosci questo accesso? Controlla l'attività recente e cambia la password:</p>
<p><a href="https://app.guidalibera.example/account/attivita?evt=lg_77f1c2e9&amp;src=email" style="background:#17a34a;color:#fff;padding:11px 22px;border-radius:8px;text-decoration:none">Controlla attività</a></p>
<p style="font-size:13px;color:#6b7b74">Ricorda: hai ancora 38 minuti del pacchetto "Weekend 120" da usare entro il 16/02/2025.</p>
<p style="font-size:10px;color:#9aa8a1">Guida Libera S.p.A. – Corso Francia 110, 10143 Torino – P.IVA 10987654321 – Assistenza 24/7: 011 1988 7700</p>
</div></body></html>
""")

M(lang="it", kind="magic_link", otp=None,
  link="https://newsletter.quotidianodellago.example/iscrizione/conferma/9d41b7e2-3c58-4f06-a2e1-88c0f5d7b319?lista=mattino",
  subject="Conferma la tua iscrizione a «Il Mattino del Lago»",
  frm='"Il Quotidiano del Lago" <newsletter@quotidianodellago.example>',
  to="anna.ferri@posta.example",
  date="Fri, 28 Feb 2025 19:05:44 +0100",
  text_cte="quoted-printable", html_cte="quoted-printable",
  text="""Il Quotidiano del Lago

Ciao Anna,

grazie per esserti iscritta a «Il Mattino del Lago», la newsletter con le
notizie di Como e provincia, ogni giorno alle 7:00.

Per completare l'iscrizione conferma il tuo indirizzo:
https://newsletter.quotidianodellago.example/iscrizione/conferma/9d41b7e2-3c58-4f06-a2e1-88c0f5d7b319?lista=mattino

Se non hai richiesto tu l'iscrizione, ignora questa email.

Editoriale Lariana S.r.l. – Via Pessina 3, 22100 Como – Reg. Trib. Como n. 14/1998
""",
  html="""<html><body style="font-family:Georgia,'Times New Roman',serif;background:#f2efe9;color:#1a1a1a">
<p style="text-align:center;font-size:11px;font-family:Arial,sans-serif;color:#777">Non visualizzi correttamente questa email? <a href="https://newsletter.quotidianodellago.example/web/conferma-9d41b7e2" style="color:#777">Aprila nel browser</a></p>
<div style="max-width:560px;margin:auto;background:#fff;padding:30px;border-top:4px solid #1a1a1a">
<p style="text-align:center;font-size:30px;font-family:'Times New Roman',serif;margin:0">Il Quotidiano del Lago</p>
<p style="text-align:center;font-size:12px;font-family:Arial,sans-serif;color:#777;border-bottom:1px solid #ddd;padding-bottom:10px">Como · Lecco · Valtellina</p>
<p>Ciao Anna,</p>
<p>grazie per esserti iscritta a <i>«Il Mattino del Lago»</i>, la newsletter con le notizie di Como e provincia, ogni giorno alle 7:00.</p>
<p style="text-align:center;margin:26px 0"><a href="https://newsletter.quotidianodellago.example/iscrizione/conferma/9d41b7e2-3c58-4f06-a2e1-88c0f5d7b319?lista=mattino" style="background:#1a1a1a;color:#fff;padding:13px 28px;text-decoration:none;font-family:Arial,sans-serif">Confermo l'iscrizione</a></p>
<p style="font-size:13px;color:#666">Se non hai richiesto tu l'iscrizione, ignora questa email.</p>
<p style="font-size:10px;color:#888;font-family:Arial,sans-serif">Editoriale Lariana S.r.l. – Via Pessina 3, 22100 Como – Reg. Trib. Como n. 14/1998<br>
<a href="https://www.quotidianodellago.example/privacy" style="color:#888">Informativa privacy</a> · <a href="https://www.quotidianodellago.example/abbonati" style="color:#888">Abbonati</a> · <a href="https://facebook.example/quotidianodellago" style="color:#888">Facebook</a></p>
</div>
<img src="https://newsletter.quotidianodellago.example/px/9d41b7e2.gif" width="1" height="1" alt="">
</body></html>
""")

# ---------------------------------------------------------------------------
# building
# ---------------------------------------------------------------------------
ALLOWED_TLDS = (".example", ".test", ".invalid")


def domain_of(addr):
    m = re.search(r"@([A-Za-z0-9.\-]+)", addr)
    return m.group(1) if m else "mail.example"


def build_message(m, idx):
    msg = EmailMessage()
    msg["From"] = m["frm"]
    msg["To"] = m["to"]
    msg["Subject"] = m["subject"]
    msg["Date"] = m["date"]
    h = hashlib.sha1((m["subject"] + m["date"]).encode("utf-8")).hexdigest()
    msg["Message-ID"] = "<%s.%s@%s>" % (h[:16], h[16:24], domain_of(m["frm"]))
    for k, v in m.get("headers", {}).items():
        msg[k] = v
    text, html = m.get("text"), m.get("html")
    html_part = None
    if text is not None:
        msg.set_content(text, subtype="plain", charset="utf-8",
                        cte=m.get("text_cte", "quoted-printable"))
        if html is not None:
            msg.add_alternative(html, subtype="html", charset="utf-8",
                                cte=m.get("html_cte", "quoted-printable"))
            html_part = msg.get_payload()[1]
    else:
        msg.set_content(html, subtype="html", charset="utf-8",
                        cte=m.get("html_cte", "quoted-printable"))
        html_part = msg
    for cid, args in m.get("images", []):
        html_part.add_related(png(*args), maintype="image", subtype="png",
                              cid="<%s>" % cid, disposition="inline",
                              filename=cid.split("@")[0] + ".png")
    crlf = m.get("crlf") or idx % 5 == 0
    policy = email.policy.SMTP if crlf else email.policy.default
    return msg.as_bytes(policy=policy)


# ---------------------------------------------------------------------------
# validation
# ---------------------------------------------------------------------------
class Collector(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.hrefs, self.alts, self.srcs, self.text = [], [], [], []
        self._skip = 0

    def handle_starttag(self, tag, attrs):
        d = dict(attrs)
        if tag in ("style", "script", "title"):
            self._skip += 1
        if d.get("href"):
            self.hrefs.append(d["href"])
        if d.get("alt"):
            self.alts.append(d["alt"])
        if d.get("src"):
            self.srcs.append(d["src"])

    def handle_endtag(self, tag):
        if tag in ("style", "script", "title"):
            self._skip = max(0, self._skip - 1)

    def handle_data(self, data):
        if not self._skip:
            self.text.append(data)


SEP = re.compile(r"[\s\u00a0\-\.\u00b7]+")


def norm(s):
    return SEP.sub("", s)


def contains(hay, code):
    return code in hay or code in norm(hay)


def validate(data, label, m):
    errs = []
    for line in data.split(b"\n"):
        if len(line.rstrip(b"\r")) > 998:
            errs.append("line longer than 998 octets")
            break
    msg = email.message_from_bytes(data, policy=email.policy.default)
    for part in msg.walk():
        if part.defects:
            errs.append("defects: %r" % (part.defects,))
        for k in part.keys():
            v = part[k]
            if getattr(v, "defects", None):
                errs.append("header %s defects: %r" % (k, v.defects))
    subject = str(msg["Subject"])
    if subject != m["subject"]:
        errs.append("subject round-trip mismatch")
    texts, htmls = [], []
    for part in msg.walk():
        ct = part.get_content_type()
        if ct == "text/plain":
            texts.append(part.get_content())
        elif ct == "text/html":
            htmls.append(part.get_content())
    col = Collector()
    for h in htmls:
        col.feed(h)
        col.close()
    text = "\n".join(texts)
    vis = "".join(col.text)
    alts = "\n".join(col.alts)
    otp = label["otp"]
    if otp is not None:
        places = {"subject": subject, "text": text, "html": vis, "alt": alts}
        found = [k for k, v in places.items() if contains(v, otp)]
        if not found:
            errs.append("otp %r not found" % otp)
        if m["kind"] == "subject_only" and found != ["subject"]:
            errs.append("subject_only code found in %r" % found)
        if m["kind"] == "alt_text_only" and found != ["alt"]:
            errs.append("alt_text_only code found in %r" % found)
        if otp.isdigit() and not 4 <= len(otp) <= 8:
            errs.append("code length")
    link = label["link"]
    if link is not None:
        if link not in col.hrefs:
            errs.append("link not an href: %r" % link)
        for alt in label.get("link_alt", []):
            if alt not in col.hrefs and alt not in text and alt not in vis:
                errs.append("link_alt not found: %r" % alt)
    elif label.get("link_alt"):
        errs.append("link_alt without link")
    # all hosts and addresses must be reserved names
    blob = "\n".join([text] + htmls + col.hrefs + col.srcs
                     + [str(msg[k]) for k in msg.keys()])
    for host in re.findall(r"https?://([A-Za-z0-9.\-]+)", blob):
        if not host.lower().endswith(ALLOWED_TLDS):
            errs.append("bad host %s" % host)
    for dom in re.findall(r"[A-Za-z0-9_.+\-]+@([A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)+)", blob):
        if not dom.lower().endswith(ALLOWED_TLDS):
            errs.append("bad mail domain %s" % dom)
    return errs


def main():
    assert len(MESSAGES) == 65, len(MESSAGES)
    per_kind = {}
    for m in MESSAGES:
        per_kind[m["kind"]] = per_kind.get(m["kind"], 0) + 1
        m["family"] = "%s-%s-%02d" % (PREFIX, m["kind"], per_kind[m["kind"]])
    order = list(range(len(MESSAGES)))
    random.Random(20250314).shuffle(order)

    for f in os.listdir(OUT):
        if f.startswith(PREFIX + "-") and f.endswith(".eml"):
            os.remove(os.path.join(OUT, f))

    labels, problems = [], []
    for n, i in enumerate(order, 1):
        m = MESSAGES[i]
        fname = "%s-%04d.eml" % (PREFIX, n)
        label = {"file": fname, "otp": m["otp"], "link": m["link"],
                 "kind": m["kind"], "lang": m["lang"], "family": m["family"]}
        if m.get("link_alt"):
            label["link_alt"] = list(m["link_alt"])
        data = build_message(m, n)
        for e in validate(data, label, m):
            problems.append("%s (%s/%s): %s" % (fname, m["lang"], m["kind"], e))
        with open(os.path.join(OUT, fname), "wb") as fh:
            fh.write(data)
        labels.append(label)
    with open(os.path.join(OUT, "labels.jsonl"), "w", encoding="utf-8") as fh:
        for lab in labels:
            fh.write(json.dumps(lab, ensure_ascii=False) + "\n")

    fams = [l["family"] for l in labels]
    if len(set(fams)) != len(fams):
        problems.append("duplicate family")
    by_lang, by_kind = {}, {}
    for l in labels:
        by_lang[l["lang"]] = by_lang.get(l["lang"], 0) + 1
        by_kind[l["kind"]] = by_kind.get(l["kind"], 0) + 1
    for lang in ("de", "fr", "es", "pt", "it"):
        if by_lang.get(lang) != 13:
            problems.append("language %s has %s messages" % (lang, by_lang.get(lang)))
    code = sum(1 for l in labels if l["otp"])
    link = sum(1 for l in labels if l["link"])
    both = sum(1 for l in labels if l["otp"] and l["link"])
    neither = sum(1 for l in labels if not l["otp"] and not l["link"])
    print("messages:", len(labels))
    print("by lang:", json.dumps(by_lang, sort_keys=True))
    print("by kind:", json.dumps(by_kind, sort_keys=True))
    print("code: %d  link: %d  both: %d  neither: %d" % (code, link, both, neither))
    if problems:
        print("\nVALIDATION FAILED:")
        for p in problems:
            print("  " + p)
        sys.exit(1)
    print("validation passed")


if __name__ == "__main__":
    main()
