#!/usr/bin/env python3
"""Hand-written labelled test mail for a one-time-code / magic-link extractor.

Writes jw-NNNN.eml and labels.jsonl into this directory and validates them.
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
from html.parser import HTMLParser

OUT = os.path.dirname(os.path.abspath(__file__))
PREFIX = "jw"

M = []  # list of message dicts, in file order


def add(**kw):
    M.append(kw)


# ---------------------------------------------------------------------------
# German (de)
# ---------------------------------------------------------------------------

add(
    lang="de", kind="phone_and_dates", otp="584213", link=None,
    frm="Rheinauer Volksbank eG <sicherheit@rheinauer-vb.example>",
    to="Claudia Brenner <c.brenner@posteo.example>",
    subject="Freigabe Ihrer Überweisung vom 14.03.2025",
    date="Fri, 14 Mar 2025 09:42:31 +0100",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Guten Tag Frau Brenner,

für die folgende Überweisung aus Ihrem Online-Banking wird eine Freigabe benötigt:

  Empfänger:         Hausverwaltung Kessler GmbH
  IBAN:              DE27 3706 0193 0041 2207 15
  Betrag:            1.249,00 EUR
  Verwendungszweck:  Miete April 2025 Whg. 3.OG links
  Auftrag erteilt:   14.03.2025 um 09:42 Uhr
  Ausführung:        17.03.2025

Ihre Freigabe-TAN für diesen Auftrag:

    584 213

Die TAN ist 5 Minuten gültig und nur für genau diesen Auftrag verwendbar.
Bitte prüfen Sie Empfänger und Betrag, bevor Sie die TAN eingeben.

Sie haben diesen Auftrag nicht erteilt? Rufen Sie sofort unseren
Sperr-Notruf an: 0800 4711 200 (kostenfrei, 24 h) bzw. +49 221 99887-0
aus dem Ausland. Ihre Kundennummer: 7730 1182.

Freundliche Grüße
Ihre Rheinauer Volksbank eG

--
Rheinauer Volksbank eG · Marktstraße 12 · 50667 Köln
Vorstand: Dr. Petra Holm, Jens Vogler
Aufsichtsratsvorsitzender: Karl-Heinz Moser
Registergericht Köln GenR 412 · BIC GENODED1RVB
""",
    html="""\
<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Freigabe Überweisung</title></head>
<body style="margin:0;background:#eef1f4;font-family:Arial,Helvetica,sans-serif;color:#1b2733">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:24px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:6px solid #0a4f9e">
<tr><td style="padding:24px 32px"><img src="https://static.rheinauer-vb.example/mail/logo-rvb.png" alt="Rheinauer Volksbank" width="180" height="40"></td></tr>
<tr><td style="padding:0 32px">
<p>Guten Tag Frau Brenner,</p>
<p>für die folgende Überweisung aus Ihrem Online-Banking wird eine Freigabe benötigt:</p>
<table cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:14px;width:100%">
<tr><td style="color:#5b6b7b;width:40%">Empfänger</td><td>Hausverwaltung Kessler GmbH</td></tr>
<tr><td style="color:#5b6b7b">IBAN</td><td>DE27 3706 0193 0041 2207 15</td></tr>
<tr><td style="color:#5b6b7b">Betrag</td><td><b>1.249,00 EUR</b></td></tr>
<tr><td style="color:#5b6b7b">Verwendungszweck</td><td>Miete April 2025 Whg. 3.OG links</td></tr>
<tr><td style="color:#5b6b7b">Auftrag erteilt</td><td>14.03.2025 um 09:42 Uhr</td></tr>
<tr><td style="color:#5b6b7b">Ausführung</td><td>17.03.2025</td></tr>
</table>
<p style="margin-top:24px">Ihre Freigabe-TAN für diesen Auftrag:</p>
<p style="font-size:30px;letter-spacing:6px;font-weight:bold;color:#0a4f9e;margin:8px 0 20px">584 213</p>
<p style="font-size:13px">Die TAN ist 5 Minuten gültig und nur für genau diesen Auftrag verwendbar. Bitte prüfen Sie Empfänger und Betrag, bevor Sie die TAN eingeben.</p>
<p style="font-size:13px;background:#fff4e5;padding:12px">Sie haben diesen Auftrag nicht erteilt? Rufen Sie sofort unseren Sperr-Notruf an: <b>0800 4711 200</b> (kostenfrei, 24&nbsp;h) bzw. +49 221 99887-0 aus dem Ausland. Ihre Kundennummer: 7730 1182.</p>
<p>Freundliche Grüße<br>Ihre Rheinauer Volksbank eG</p>
</td></tr>
<tr><td style="padding:20px 32px;font-size:11px;color:#7a8794;background:#f6f8fa">
Rheinauer Volksbank eG · Marktstraße 12 · 50667 Köln<br>
Vorstand: Dr. Petra Holm, Jens Vogler · Aufsichtsratsvorsitzender: Karl-Heinz Moser<br>
Registergericht Köln GenR 412 · BIC GENODED1RVB ·
<a href="https://www.rheinauer-vb.example/impressum" style="color:#7a8794">Impressum</a> ·
<a href="https://www.rheinauer-vb.example/datenschutz" style="color:#7a8794">Datenschutz</a>
</td></tr>
</table></td></tr></table>
</body></html>
""",
)

add(
    lang="de", kind="username_digits", otp=None, link=None,
    frm="Kartenschmiede Online <noreply@kartenschmiede.example>",
    to="drachenjaeger92@gmx.example",
    subject="Deine Wochenbilanz, drachenjaeger92 – Saison 14 endet bald!",
    date="Mon, 07 Apr 2025 06:00:12 +0200",
    hcte="base64",
    headers={"List-Unsubscribe": "<https://kartenschmiede.example/mail/abmelden?u=88213047&l=weekly>",
             "List-Unsubscribe-Post": "List-Unsubscribe=One-Click"},
    html="""\
<html><head><meta charset="utf-8"></head>
<body style="background:#14110f;color:#f1e6d0;font-family:Georgia,serif;margin:0">
<div style="max-width:580px;margin:0 auto;padding:20px">
<p style="text-align:right;font-size:11px"><a href="https://kartenschmiede.example/mail/web/weekly-2025-14?u=88213047" style="color:#b89b6a">Im Browser öffnen</a></p>
<h1 style="color:#e2b04a;font-size:26px">Hallo drachenjaeger92,</h1>
<p>hier ist deine Bilanz der Kalenderwoche 14 (31.03. – 06.04.2025):</p>
<table cellpadding="8" style="width:100%;border:1px solid #4a3d2c;border-collapse:collapse">
<tr><td>Gespielte Partien</td><td align="right"><b>52</b></td></tr>
<tr><td>Siege / Niederlagen</td><td align="right"><b>37 / 15</b></td></tr>
<tr><td>Aktueller Rang</td><td align="right"><b>Platin II</b> (Platz 1.482 von 96.310)</td></tr>
<tr><td>Verdientes Gold</td><td align="right"><b>12.450</b></td></tr>
<tr><td>Neue Karten</td><td align="right"><b>8</b> (davon 1 legendär: „Glutwyrm der Tiefe“)</td></tr>
</table>
<p>Saison 14 endet am <b>30.04.2025 um 23:59 Uhr</b>. Bis dahin fehlen dir noch <b>340 Punkte</b> bis Platin I – dort gibt es 3 Kartenpakete und den Kartenrücken „Schmiedefeuer“.</p>
<p style="text-align:center;margin:28px 0"><a href="https://kartenschmiede.example/spielen?utm_source=mail&amp;utm_campaign=weekly14" style="background:#e2b04a;color:#14110f;padding:12px 28px;text-decoration:none;font-weight:bold;border-radius:4px">Jetzt weiterspielen</a></p>
<p>Neu im Shop: Das Bundle „Eisige Grenzlande“ (15 Pakete + 2.000 Gold) für 19,99 € – nur bis 13.04.</p>
<p style="font-size:11px;color:#8d7c62;border-top:1px solid #4a3d2c;padding-top:12px">
Spieler-ID: 88213047 · Server: EU-Zentral<br>
Kartenschmiede Online ist ein Angebot der Funkenflug Games GmbH, Hafenweg 22, 48155 Münster. Geschäftsführer: Tobias Lenz. HRB 19934, Amtsgericht Münster.<br>
<a href="https://kartenschmiede.example/mail/abmelden?u=88213047&amp;l=weekly" style="color:#8d7c62">Wochenbilanz abbestellen</a> ·
<a href="https://kartenschmiede.example/datenschutz" style="color:#8d7c62">Datenschutz</a> ·
<a href="https://discord.kartenschmiede.example/" style="color:#8d7c62">Discord</a>
</p>
</div>
<img src="https://mail.kartenschmiede.example/o/88213047/w14.gif" width="1" height="1" alt="">
</body></html>
""",
)

add(
    lang="de", kind="booking_ref", otp=None, link=None,
    frm="Schienenwerk Fernverkehr <buchung@schienenwerk.example>",
    to="Henrik Abel <henrik.abel@t-online.example>",
    subject="Ihre Buchungsbestätigung (Auftrag 7K4QXM)",
    date="Tue, 18 Mar 2025 21:14:50 +0100",
    tcte="8bit",
    text="""\
Buchungsbestätigung

Guten Abend Herr Abel,

vielen Dank für Ihre Buchung. Ihr Auftrag wurde erfolgreich abgeschlossen.

Auftragsnummer:   7K4QXM
Buchungsdatum:    18.03.2025, 21:14 Uhr
Kundennummer:     4402 918 371

Hinfahrt am Do, 03.04.2025
  Hamburg Hbf       ab 07:46   Gl. 13
  München Hbf       an 13:32   Gl. 18
  ICE 597, Wagen 12, Platz 85 (Großraum, Fenster, 2. Klasse)

Rückfahrt am So, 06.04.2025
  München Hbf       ab 16:28   Gl. 20
  Hamburg Hbf       an 22:15   Gl. 14
  ICE 880, Wagen 9, Platz 41 (Abteil, Gang, 2. Klasse)

Reisende: 1 Erwachsener, BahnCard 25 (Nr. endet auf 6620)
Tarif: Sparpreis, zuggebunden

Summe: 79,90 EUR (darin enthalten 7 % MwSt. 5,23 EUR)
Bezahlt per PayPal am 18.03.2025

Ihr Handy-Ticket finden Sie in der App „Schienenwerk Navigator“ unter
„Meine Reisen“. Bitte halten Sie bei der Kontrolle Ihre BahnCard bereit.
Zum Ausdrucken: Melden Sie sich unter https://www.schienenwerk.example/meine-reisen
an und laden Sie das Online-Ticket als PDF herunter.

Fahrgastrechte: Bei einer Verspätung ab 60 Minuten erhalten Sie 25 % des
Fahrpreises zurück, ab 120 Minuten 50 %.

Gute Reise wünscht Ihnen
Ihr Schienenwerk-Team

Schienenwerk Fernverkehr AG, Europaplatz 1, 10557 Berlin
Kundendialog: 030 2970 8800 (Mo–So 6–22 Uhr)
Sitz der Gesellschaft: Berlin, HRB 77615 B
""",
)

add(
    lang="de", kind="newsletter_numbers", otp=None, link=None,
    frm="Hausrat-Direkt <bestellung@hausrat-direkt.example>",
    to="Sabine Ortmann <sabine.ortmann@web.example>",
    subject="Bestellbestätigung Nr. 30-4418-2207",
    date="Wed, 02 Apr 2025 11:03:09 +0200",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Hallo Sabine Ortmann,

danke für Ihre Bestellung bei Hausrat-Direkt! Wir haben sie erhalten und
bereiten den Versand vor.

Bestellnummer:    30-4418-2207
Bestelldatum:     02.04.2025, 11:02 Uhr
Zahlungsart:      Kauf auf Rechnung (Zahlungsziel 14 Tage)

Art.-Nr.   Artikel                                    Menge   Preis
204417     Edelstahl-Topfset „Kochprofi“, 5-tlg.        1     89,99 €
551092     Frotteehandtuch 50x100 cm, salbeigrün        4     39,96 €
770315     Vakuumierer VK-300 inkl. 20 Beutel           1     54,90 €

Zwischensumme:                                              184,85 €
Versand (DHL, 2–3 Werktage):                                  0,00 €
Gesamt inkl. 19 % MwSt. (29,51 €):                          184,85 €

Lieferadresse:
Sabine Ortmann
Lindwurmstraße 118
80337 München

Voraussichtliche Zustellung: 04.04.2025 – 07.04.2025

Sobald Ihr Paket unterwegs ist, schicken wir Ihnen die Sendungsnummer.
Ihre Rechnung (Nr. RE-2025-118830) erhalten Sie als PDF mit der Lieferung.

Fragen? Unser Kundenservice: 089 4423 9900 (Mo–Fr 8–18 Uhr)
oder service@hausrat-direkt.example

Hausrat-Direkt GmbH · Gewerbering 7 · 85551 Kirchheim b. München
Geschäftsführung: Miriam Fuchs · Amtsgericht München HRB 201774
USt-IdNr.: DE 298 441 507
""",
    html="""\
<html><body style="font-family:Helvetica,Arial,sans-serif;font-size:14px;color:#222">
<table width="640" align="center" cellpadding="0" cellspacing="0">
<tr><td style="background:#c0392b;padding:16px 24px;color:#fff;font-size:22px;font-weight:bold">Hausrat-Direkt</td></tr>
<tr><td style="padding:24px">
<p>Hallo Sabine Ortmann,</p>
<p>danke für Ihre Bestellung bei Hausrat-Direkt! Wir haben sie erhalten und bereiten den Versand vor.</p>
<table cellpadding="4">
<tr><td>Bestellnummer:</td><td><b>30-4418-2207</b></td></tr>
<tr><td>Bestelldatum:</td><td>02.04.2025, 11:02 Uhr</td></tr>
<tr><td>Zahlungsart:</td><td>Kauf auf Rechnung (Zahlungsziel 14 Tage)</td></tr>
</table>
<table width="100%" cellpadding="6" cellspacing="0" style="border-collapse:collapse;margin-top:16px">
<tr style="background:#f2f2f2"><th align="left">Art.-Nr.</th><th align="left">Artikel</th><th>Menge</th><th align="right">Preis</th></tr>
<tr><td>204417</td><td>Edelstahl-Topfset „Kochprofi“, 5-tlg.</td><td align="center">1</td><td align="right">89,99 €</td></tr>
<tr><td>551092</td><td>Frotteehandtuch 50x100 cm, salbeigrün</td><td align="center">4</td><td align="right">39,96 €</td></tr>
<tr><td>770315</td><td>Vakuumierer VK-300 inkl. 20 Beutel</td><td align="center">1</td><td align="right">54,90 €</td></tr>
<tr><td colspan="3" align="right">Zwischensumme</td><td align="right">184,85 €</td></tr>
<tr><td colspan="3" align="right">Versand (DHL, 2–3 Werktage)</td><td align="right">0,00 €</td></tr>
<tr><td colspan="3" align="right"><b>Gesamt</b> inkl. 19 % MwSt. (29,51 €)</td><td align="right"><b>184,85 €</b></td></tr>
</table>
<p><b>Lieferadresse</b><br>Sabine Ortmann<br>Lindwurmstraße 118<br>80337 München</p>
<p>Voraussichtliche Zustellung: <b>04.04.2025 – 07.04.2025</b></p>
<p><a href="https://www.hausrat-direkt.example/konto/bestellungen/3044182207" style="background:#c0392b;color:#fff;padding:10px 20px;text-decoration:none">Bestellung ansehen</a></p>
<p>Sobald Ihr Paket unterwegs ist, schicken wir Ihnen die Sendungsnummer. Ihre Rechnung (Nr. RE-2025-118830) erhalten Sie als PDF mit der Lieferung.</p>
<p style="font-size:12px;color:#777">Fragen? Unser Kundenservice: 089 4423 9900 (Mo–Fr 8–18 Uhr) oder service@hausrat-direkt.example<br>
Hausrat-Direkt GmbH · Gewerbering 7 · 85551 Kirchheim b. München · Geschäftsführung: Miriam Fuchs · Amtsgericht München HRB 201774 · USt-IdNr.: DE 298 441 507<br>
<a href="https://www.hausrat-direkt.example/agb">AGB</a> · <a href="https://www.hausrat-direkt.example/widerruf">Widerrufsbelehrung</a> · <a href="https://www.hausrat-direkt.example/datenschutz">Datenschutz</a></p>
</td></tr></table>
</body></html>
""",
)

add(
    lang="de", kind="new_and_old_code", otp="772018", link=None,
    frm="Funkwerk Mobil <kundenportal@funkwerk-mobil.example>",
    to="jonas.kuehn@mailbox.example",
    subject="Neuer Bestätigungscode für Mein Funkwerk",
    date="Sat, 22 Mar 2025 17:31:04 +0100",
    tcte="8bit", hcte="quoted-printable",
    text="""\
Hallo Jonas Kühn,

Sie haben um 17:30 Uhr einen neuen Bestätigungscode für Mein Funkwerk
angefordert. Der zuvor gesendete Code 319 540 ist damit ungültig und
kann nicht mehr verwendet werden.

Ihr neuer Bestätigungscode lautet: 772 018

Er ist 10 Minuten gültig. Geben Sie ihn auf der Seite ein, auf der Sie
die Anmeldung gestartet haben.

Rufnummer im Vertrag: 0171 ••• •448
Vertragsnummer: FM-2023-0098814

Ihr Funkwerk-Team

Funkwerk Mobil GmbH · Postfach 10 04 21 · 40004 Düsseldorf
Hotline: 0211 5580 0 (Mo–Sa 8–20 Uhr) · Störungsannahme: 0800 330 1234
""",
    html="""\
<html><body style="font-family:'Segoe UI',Arial,sans-serif;background:#f4f4f7;padding:20px">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:8px;padding:28px">
<div style="font-size:20px;font-weight:600;color:#6a1b9a;margin-bottom:16px">Funkwerk Mobil</div>
<p>Hallo Jonas Kühn,</p>
<p>Sie haben um 17:30 Uhr einen neuen Bestätigungscode für Mein Funkwerk angefordert. Der zuvor gesendete Code <s>319 540</s> ist damit ungültig und kann nicht mehr verwendet werden.</p>
<p>Ihr neuer Bestätigungscode:</p>
<div style="font-size:32px;font-weight:700;letter-spacing:4px;text-align:center;background:#f3e5f5;padding:14px;border-radius:6px">772 018</div>
<p style="color:#555">Er ist 10 Minuten gültig. Geben Sie ihn auf der Seite ein, auf der Sie die Anmeldung gestartet haben.</p>
<table style="font-size:13px;color:#555"><tr><td>Rufnummer im Vertrag:</td><td>0171 ••• •448</td></tr><tr><td>Vertragsnummer:</td><td>FM-2023-0098814</td></tr></table>
<p>Ihr Funkwerk-Team</p>
<hr style="border:none;border-top:1px solid #eee">
<p style="font-size:11px;color:#999">Funkwerk Mobil GmbH · Postfach 10 04 21 · 40004 Düsseldorf<br>Hotline: 0211 5580 0 (Mo–Sa 8–20 Uhr) · Störungsannahme: 0800 330 1234<br>
<a href="https://www.funkwerk-mobil.example/impressum" style="color:#999">Impressum</a> | <a href="https://www.funkwerk-mobil.example/hilfe" style="color:#999">Hilfe</a></p>
</div></body></html>
""",
)

add(
    lang="de", kind="magic_link", otp=None,
    link="https://click.news.projektwerk.example/ls/click?upn=uL8-2BqT0xk3-2FzR9vWmPf4hJ7sYdE1cQnA5wXo-2BkT6bV0m-3D-3Dq9Xa_Ld2vB7nKpR4tHs0eYw3Zq&src=magic&cid=lnk-7f31",
    link_alt=["https://app.projektwerk.example/auth/magic?token=pw_mlt_9fK2rT7xQb4LmN0sVd8YhJ3cE6wZa1Ug&email=lena.hoffmann%40studio-hoffmann.example"],
    frm="Projektwerk <hallo@projektwerk.example>",
    to="lena.hoffmann@studio-hoffmann.example",
    subject="Dein Anmeldelink für Projektwerk",
    date="Thu, 10 Apr 2025 08:12:44 +0200",
    tcte="quoted-printable", hcte="quoted-printable",
    headers={"List-Unsubscribe": "<https://click.news.projektwerk.example/unsub/lena.hoffmann%40studio-hoffmann.example/f03a9c>"},
    text="""\
Hallo Lena,

hier ist dein Link, um dich bei Projektwerk anzumelden. Er funktioniert
einmal und ist 15 Minuten gültig:

https://app.projektwerk.example/auth/magic?token=pw_mlt_9fK2rT7xQb4LmN0sVd8YhJ3cE6wZa1Ug&email=lena.hoffmann%40studio-hoffmann.example

Du hast keinen Link angefordert? Dann kannst du diese E-Mail einfach
ignorieren – dein Konto bleibt sicher.

Viele Grüße
Das Projektwerk-Team

Projektwerk GmbH · Skalitzer Str. 85 · 10997 Berlin
Hilfe: https://hilfe.projektwerk.example
""",
    html="""\
<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#fafaf9;font-family:Inter,Helvetica,Arial,sans-serif;color:#18181b">
<div style="display:none;max-height:0;overflow:hidden">Ein Klick und du bist drin – gültig für 15 Minuten.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<p style="font-size:11px;color:#a1a1aa;margin:12px 0"><a href="https://click.news.projektwerk.example/ls/click?upn=vw0-2Bm9BrowserView-3D-3D_a8c2" style="color:#a1a1aa">Im Browser anzeigen</a></p>
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #e4e4e7;border-radius:10px">
<tr><td style="padding:32px 36px">
<img src="https://cdn.projektwerk.example/brand/pw-wordmark@2x.png" width="140" alt="Projektwerk">
<h1 style="font-size:22px;margin:28px 0 12px">Bei Projektwerk anmelden</h1>
<p style="font-size:15px;line-height:1.5">Hallo Lena, klick auf den Button, um dich anzumelden. Der Link funktioniert einmal und ist 15&nbsp;Minuten gültig.</p>
<table cellpadding="0" cellspacing="0" style="margin:24px 0"><tr><td style="background:#4f46e5;border-radius:6px">
<a href="https://click.news.projektwerk.example/ls/click?upn=uL8-2BqT0xk3-2FzR9vWmPf4hJ7sYdE1cQnA5wXo-2BkT6bV0m-3D-3Dq9Xa_Ld2vB7nKpR4tHs0eYw3Zq&amp;src=magic&amp;cid=lnk-7f31" style="display:inline-block;padding:12px 26px;color:#fff;text-decoration:none;font-weight:600">Jetzt anmelden</a>
</td></tr></table>
<p style="font-size:13px;color:#52525b">Der Button funktioniert nicht? Kopiere diese Adresse in deinen Browser:<br>
<span style="word-break:break-all;color:#4f46e5">https://app.projektwerk.example/auth/magic?token=pw_mlt_9fK2rT7xQb4LmN0sVd8YhJ3cE6wZa1Ug&amp;email=lena.hoffmann%40studio-hoffmann.example</span></p>
<p style="font-size:13px;color:#52525b">Du hast keinen Link angefordert? Dann kannst du diese E-Mail ignorieren – dein Konto bleibt sicher.</p>
</td></tr></table>
<p style="font-size:11px;color:#a1a1aa;line-height:1.6;margin:20px 0">
<a href="https://click.news.projektwerk.example/ls/click?upn=tw-2Fprojektwerk_x1" style="color:#a1a1aa">LinkedIn</a> ·
<a href="https://click.news.projektwerk.example/ls/click?upn=hlp-2Fhilfe_x2" style="color:#a1a1aa">Hilfe-Center</a> ·
<a href="https://projektwerk.example/datenschutz" style="color:#a1a1aa">Datenschutz</a> ·
<a href="https://click.news.projektwerk.example/unsub/lena.hoffmann%40studio-hoffmann.example/f03a9c" style="color:#a1a1aa">Produkt-Updates abbestellen</a><br>
Projektwerk GmbH · Skalitzer Str. 85 · 10997 Berlin · HRB 201455 B</p>
</td></tr></table>
<img src="https://click.news.projektwerk.example/wf/open?upn=o7Ff2Lm9Qx_pixel" width="1" height="1" alt="" style="display:none">
</body></html>
""",
)

add(
    lang="de", kind="decoy_codes", otp=None, link=None,
    frm="Lieferfix <angebote@lieferfix.example>",
    to="p.yilmaz@outlook.example",
    subject="🌷 15 % auf deine nächste Bestellung – nur bis Sonntag",
    date="Thu, 20 Mar 2025 16:45:00 +0100",
    hcte="quoted-printable",
    headers={"List-Unsubscribe": "<mailto:unsubscribe@lieferfix.example?subject=unsub-55810273>"},
    html="""\
<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff7ed;font-family:Verdana,Arial,sans-serif;color:#3b2f2f">
<center>
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="background:#f97316;padding:18px;text-align:center;color:#fff;font-size:26px;font-weight:bold">lieferfix</td></tr>
<tr><td style="padding:28px 30px;text-align:center">
<h2 style="margin:0 0 10px">Frühlingsgefühle auf dem Teller</h2>
<p>Hey Pinar, der Frühling ist da – und dein nächstes Essen wird günstiger. Mit diesem Gutscheincode sparst du 15 % auf alles:</p>
<div style="border:2px dashed #f97316;display:inline-block;padding:12px 30px;font-size:26px;font-weight:bold;letter-spacing:2px;margin:10px 0">FRUEHLING15</div>
<p style="font-size:12px;color:#7c6f64">Gültig bis 23.03.2025, 23:59 Uhr. Mindestbestellwert 20 €, max. 10 € Rabatt, einmal pro Konto einlösbar.</p>
<p><a href="https://www.lieferfix.example/restaurants?plz=50733&amp;utm_campaign=fruehling15" style="background:#f97316;color:#fff;padding:12px 24px;text-decoration:none;border-radius:24px">Restaurants in 50733 entdecken</a></p>
</td></tr>
<tr><td style="padding:0 30px 20px">
<table width="100%" cellpadding="8" style="background:#fff7ed;border-radius:8px">
<tr><td><b>Nochmal bestellen?</b><br>Deine letzte Bestellung #LF-884120 bei „Pho Saigon“ am 14.03. (2× Pho Bo, 1× Sommerrollen, 31,40 €)</td>
<td align="right"><a href="https://www.lieferfix.example/bestellungen/LF-884120/wiederholen">Nochmal</a></td></tr>
</table>
</td></tr>
<tr><td style="padding:10px 30px;font-size:13px">
<b>Lieferfix Plus:</b> 0 € Liefergebühr ab 12 € Bestellwert für 4,99 €/Monat. Die ersten 30 Tage gratis.
</td></tr>
<tr><td style="padding:20px 30px;font-size:10px;color:#9a8c80;border-top:1px solid #f1e4d4">
Du erhältst diese E-Mail, weil du dich für Angebote von Lieferfix angemeldet hast. <a href="https://www.lieferfix.example/praeferenzen?k=55810273">E-Mail-Einstellungen</a> · <a href="https://www.lieferfix.example/abmelden?k=55810273&amp;sig=c41d">Abmelden</a><br>
Lieferfix SE · Oranienburger Str. 70 · 10117 Berlin · Amtsgericht Charlottenburg HRB 188320 B · Vorstand: A. Demir, K. Lorenz
</td></tr>
</table>
</center>
</body></html>
""",
)

add(
    lang="de", kind="alt_text_only", otp="640275", link=None,
    frm="Meridian BKK <service@meridian-bkk.example>",
    to="Werner Schuster <w.schuster@freenet.example>",
    subject="Ihr Zugangscode für die Meridian-App",
    date="Mon, 24 Mar 2025 10:05:18 +0100",
    tcte="quoted-printable", hcte="quoted-printable", image=True,
    text="""\
Sehr geehrter Herr Schuster,

Sie richten gerade die Meridian-App auf einem neuen Gerät ein.

Ihren persönlichen Zugangscode finden Sie in der HTML-Ansicht dieser
E-Mail als Grafik. Falls Ihr E-Mail-Programm keine Grafiken anzeigt,
aktivieren Sie bitte die Anzeige von Bildern für diese Nachricht.

Versichertennummer: A12•••••78
Der Zugangscode ist 30 Minuten gültig.

Mit freundlichen Grüßen
Ihre Meridian BKK

Meridian BKK · Körperschaft des öffentlichen Rechts · Am Stadtpark 4 · 70173 Stuttgart
Servicetelefon 0711 887766-0 (Mo–Fr 8–18 Uhr)
""",
    html="""\
<html><body style="font-family:Tahoma,Arial,sans-serif;color:#1d3b2a;background:#ffffff">
<table width="600" cellpadding="0" cellspacing="0" style="margin:0 auto;border:1px solid #cfe3d6">
<tr><td style="background:#1f7a4d;color:#fff;padding:16px 22px;font-size:20px">Meridian BKK</td></tr>
<tr><td style="padding:22px">
<p>Sehr geehrter Herr Schuster,</p>
<p>Sie richten gerade die Meridian-App auf einem neuen Gerät ein. Bitte geben Sie in der App den folgenden Zugangscode ein:</p>
<p style="text-align:center;margin:26px 0"><img src="cid:zugang-640@meridian-bkk.example" width="240" height="60" alt="Zugangscode: 640275" style="border:1px solid #1f7a4d"></p>
<p>Der Zugangscode ist 30 Minuten gültig. Versichertennummer: A12•••••78</p>
<p>Mit freundlichen Grüßen<br>Ihre Meridian BKK</p>
</td></tr>
<tr><td style="padding:14px 22px;font-size:11px;color:#5d7a69;background:#f0f7f3">
Meridian BKK · Körperschaft des öffentlichen Rechts · Am Stadtpark 4 · 70173 Stuttgart<br>
Servicetelefon 0711 887766-0 (Mo–Fr 8–18 Uhr) · <a href="https://www.meridian-bkk.example/datenschutz">Datenschutz</a>
</td></tr></table>
</body></html>
""",
    cid="zugang-640@meridian-bkk.example",
)

add(
    lang="de", kind="no_code_word", otp="58203917", link=None,
    frm="Hochschule Weserbergland – IT-Servicezentrum <its-noreply@hs-weserbergland.example>",
    to="Emily Schröder <emily.schroeder@stud.hs-weserbergland.example>",
    subject="Aktivierung Ihres Hochschulkontos",
    date="Tue, 01 Apr 2025 07:58:20 +0200",
    tcte="8bit",
    text="""\
Liebe Frau Schröder,

willkommen an der Hochschule Weserbergland! Für Ihre Immatrikulation zum
Sommersemester 2025 wurde ein Hochschulkonto angelegt.

  Benutzername:       eschroed4
  Matrikelnummer:     2251873
  Studiengang:        B.Sc. Wirtschaftsinformatik (PO 2022)

Um die Einrichtung abzuschließen, geben Sie auf der Aktivierungsseite
https://idm.hs-weserbergland.example/aktivierung die folgenden Ziffern ein:

        5820 3917

Anschließend legen Sie dort Ihr persönliches Passwort fest. Die Ziffern
gelten bis zum 08.04.2025, 23:59 Uhr.

Die Einführungswoche beginnt am 07.04.2025 um 9:00 Uhr in Hörsaal H 2.14
(Gebäude C, Campus Hameln). Ihren Studierendenausweis können Sie ab dem
03.04.2025 im Raum A 0.08 abholen.

Bei Fragen erreichen Sie den IT-Service unter 05151 9980-444 oder im
Raum B 1.21 (Mo–Do 9–15 Uhr, Fr 9–12 Uhr).

Mit freundlichen Grüßen
Ihr IT-Servicezentrum

Hochschule Weserbergland · Ostertorwall 19 · 31785 Hameln
""",
)

add(
    lang="de", kind="reset_in_code_mail", otp="318406", link=None,
    frm="Quellhafen <noreply@quellhafen.example>",
    to="m-weber <mweber@codeshop.example>",
    subject="[Quellhafen] Dein Anmeldecode",
    date="Wed, 26 Mar 2025 14:27:39 +0100",
    tcte="base64", hcte="base64",
    text="""\
Hallo m-weber,

jemand versucht, sich mit deinem Passwort bei Quellhafen anzumelden.
Gib zum Bestätigen diesen Code ein:

Anmeldecode: 318406

Der Code läuft um 14:42 Uhr (MEZ) ab.

  Browser:   Firefox 136 auf Linux
  Standort:  Leipzig, Sachsen, DE (ungefähr)
  IP:        198.51.100.23

Das warst nicht du? Dann kennt jemand dein Passwort. Setze es sofort zurück:
https://quellhafen.example/password_reset?src=login_verify&u=m-weber&r=8d3ac41e0b
und prüfe anschließend deine aktiven Sitzungen.

Danke,
das Quellhafen-Team

Quellhafen e.V. · Hainstraße 11 · 04109 Leipzig
""",
    html="""\
<html><body style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;font-size:14px;color:#24292f">
<div style="max-width:544px;margin:0 auto;padding:16px">
<p style="text-align:center"><img src="https://quellhafen.example/assets/mail/anchor-48.png" width="32" height="32" alt="Quellhafen"></p>
<div style="border:1px solid #d0d7de;border-radius:6px;padding:24px">
<p>Hallo <b>m-weber</b>,</p>
<p>jemand versucht, sich mit deinem Passwort bei Quellhafen anzumelden. Gib zum Bestätigen diesen Code ein:</p>
<p style="font-size:24px;font-family:ui-monospace,Menlo,monospace;text-align:center;letter-spacing:3px"><b>318406</b></p>
<p>Der Code läuft um 14:42 Uhr (MEZ) ab.</p>
<p style="color:#57606a"><b>Browser:</b> Firefox 136 auf Linux<br><b>Standort:</b> Leipzig, Sachsen, DE (ungefähr)<br><b>IP:</b> 198.51.100.23</p>
<p>Das warst nicht du? Dann kennt jemand dein Passwort. <a href="https://quellhafen.example/password_reset?src=login_verify&amp;u=m-weber&amp;r=8d3ac41e0b">Setze es sofort zurück</a> und prüfe anschließend deine <a href="https://quellhafen.example/settings/sessions">aktiven Sitzungen</a>.</p>
<p>Danke,<br>das Quellhafen-Team</p>
</div>
<p style="font-size:12px;color:#6e7781;text-align:center">Du erhältst diese E-Mail, weil eine Anmeldung an deinem Konto versucht wurde.<br>
Quellhafen e.V. · Hainstraße 11 · 04109 Leipzig · <a href="https://quellhafen.example/site/terms" style="color:#6e7781">Nutzungsbedingungen</a> · <a href="https://quellhafen.example/site/privacy" style="color:#6e7781">Datenschutz</a></p>
</div></body></html>
""",
)

add(
    lang="de", kind="several_codes", otp=None, link=None,
    frm="Münzhaus Sicherheit <security@muenzhaus.example>",
    to="Dennis Albrecht <d.albrecht@protonmail.example>",
    subject="Zwei-Faktor-Authentifizierung aktiviert – Ihre Wiederherstellungscodes",
    date="Sun, 30 Mar 2025 19:50:02 +0200",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Hallo Dennis Albrecht,

Sie haben am 30.03.2025 um 19:49 Uhr die Zwei-Faktor-Authentifizierung
(Authenticator-App) für Ihr Münzhaus-Konto aktiviert.

Falls Sie den Zugriff auf Ihre Authenticator-App verlieren, können Sie
sich mit einem der folgenden Wiederherstellungscodes anmelden. Jeder Code
funktioniert genau einmal. Bewahren Sie die Liste offline an einem
sicheren Ort auf – geben Sie diese Codes jetzt nirgendwo ein.

   1.  h7k2-9dqp        6.  w3ne-p8xa
   2.  mv4c-2rzt        7.  q9yh-4kbd
   3.  t8bx-6wnf        8.  c2uf-7mts
   4.  e5qa-3jlh        9.  r6pz-1gve
   5.  z1dg-8ycr       10.  n4kw-5hqo

Konto-ID: MH-00417729 · Sicherheitsstufe: hoch

Das waren nicht Sie? Kontaktieren Sie uns umgehend über das Hilfe-Center
oder telefonisch unter +49 69 2573 9910. Münzhaus-Mitarbeiter fragen Sie
niemals nach Ihren Codes.

Ihr Münzhaus-Sicherheitsteam

Münzhaus Digital Assets GmbH · Neue Mainzer Str. 52 · 60311 Frankfurt am Main
Lizenziert als Kryptoverwahrer, BaFin-ID 10149982
Hinweis: Der Handel mit Kryptowerten ist mit erheblichen Risiken verbunden.
""",
    html="""\
<html><body style="background:#0f172a;font-family:Arial,sans-serif;color:#e2e8f0;padding:24px">
<div style="max-width:560px;margin:auto;background:#1e293b;border-radius:10px;padding:28px">
<h2 style="color:#fbbf24;margin-top:0">Zwei-Faktor-Authentifizierung aktiviert</h2>
<p>Hallo Dennis Albrecht,</p>
<p>Sie haben am 30.03.2025 um 19:49 Uhr die Zwei-Faktor-Authentifizierung (Authenticator-App) für Ihr Münzhaus-Konto aktiviert.</p>
<p>Falls Sie den Zugriff auf Ihre Authenticator-App verlieren, können Sie sich mit einem der folgenden <b>Wiederherstellungscodes</b> anmelden. Jeder Code funktioniert genau einmal. Bewahren Sie die Liste offline an einem sicheren Ort auf – geben Sie diese Codes jetzt nirgendwo ein.</p>
<table cellpadding="6" style="font-family:Consolas,monospace;font-size:16px;margin:16px auto;background:#0f172a;border-radius:6px">
<tr><td>h7k2-9dqp</td><td>w3ne-p8xa</td></tr>
<tr><td>mv4c-2rzt</td><td>q9yh-4kbd</td></tr>
<tr><td>t8bx-6wnf</td><td>c2uf-7mts</td></tr>
<tr><td>e5qa-3jlh</td><td>r6pz-1gve</td></tr>
<tr><td>z1dg-8ycr</td><td>n4kw-5hqo</td></tr>
</table>
<p style="font-size:13px;color:#94a3b8">Konto-ID: MH-00417729 · Sicherheitsstufe: hoch</p>
<p style="font-size:13px">Das waren nicht Sie? Kontaktieren Sie uns umgehend über das <a href="https://hilfe.muenzhaus.example/kontakt" style="color:#fbbf24">Hilfe-Center</a> oder telefonisch unter +49 69 2573 9910. Münzhaus-Mitarbeiter fragen Sie niemals nach Ihren Codes.</p>
<p>Ihr Münzhaus-Sicherheitsteam</p>
<p style="font-size:10px;color:#64748b">Münzhaus Digital Assets GmbH · Neue Mainzer Str. 52 · 60311 Frankfurt am Main · Lizenziert als Kryptoverwahrer, BaFin-ID 10149982<br>Hinweis: Der Handel mit Kryptowerten ist mit erheblichen Risiken verbunden.</p>
</div></body></html>
""",
)

add(
    lang="de", kind="magic_link", otp=None,
    link="https://konto.stadtflitzer.example/passwort/neu?t=sf1.eyJ1aWQiOjMzOTgxNzIsImV4cCI6MTc0MzUyMzIwMH0.Qm8xZkT4rW2pLs9VcY7nH0aJd&uid=3398172",
    frm="StadtFlitzer Carsharing <service@stadtflitzer.example>",
    to="Aylin Kaya <aylin.kaya@icloud.example>",
    subject="Passwort zurücksetzen",
    date="Tue, 01 Apr 2025 22:03:57 +0200",
    tcte="8bit", hcte="8bit",
    text="""\
Hallo Aylin,

du hast ein neues Passwort für dein StadtFlitzer-Konto angefordert.
Über diesen Link kannst du es festlegen (gültig für 60 Minuten):

https://konto.stadtflitzer.example/passwort/neu?t=sf1.eyJ1aWQiOjMzOTgxNzIsImV4cCI6MTc0MzUyMzIwMH0.Qm8xZkT4rW2pLs9VcY7nH0aJd&uid=3398172

Wenn du kein neues Passwort angefordert hast, ignoriere diese E-Mail.
Dein bisheriges Passwort bleibt dann gültig.

Gute Fahrt!
Dein StadtFlitzer-Team

Kundennummer: 3398172
StadtFlitzer Mobility GmbH · Hansaring 61 · 50670 Köln
Service-Hotline: 0221 677 3300 (24/7) · Unfall/Panne: 0800 7827 3358
""",
    html="""\
<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e8f7f1;font-family:'Trebuchet MS',Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;overflow:hidden">
<tr><td style="background:#00a86b;padding:20px;text-align:center"><img src="https://img.stadtflitzer.example/mail/logo-white.png" alt="StadtFlitzer" width="160"></td></tr>
<tr><td style="padding:30px 34px;color:#123">
<p style="font-size:18px"><b>Hallo Aylin,</b></p>
<p>du hast ein neues Passwort für dein StadtFlitzer-Konto angefordert. Tippe auf den Button, um es festzulegen. Der Link ist 60 Minuten gültig.</p>
<p style="text-align:center;margin:30px 0"><a href="https://konto.stadtflitzer.example/passwort/neu?t=sf1.eyJ1aWQiOjMzOTgxNzIsImV4cCI6MTc0MzUyMzIwMH0.Qm8xZkT4rW2pLs9VcY7nH0aJd&amp;uid=3398172" style="background:#00a86b;color:#fff;padding:14px 34px;border-radius:30px;text-decoration:none;font-weight:bold">Neues Passwort festlegen</a></p>
<p style="font-size:13px;color:#567">Wenn du kein neues Passwort angefordert hast, ignoriere diese E-Mail. Dein bisheriges Passwort bleibt dann gültig.</p>
<p>Gute Fahrt!<br>Dein StadtFlitzer-Team</p>
</td></tr>
<tr><td style="padding:18px 34px;background:#f5faf8;font-size:11px;color:#789">
<a href="https://apps.stadtflitzer.example/ios"><img src="https://img.stadtflitzer.example/mail/appstore.png" alt="App Store" height="32"></a>
<a href="https://apps.stadtflitzer.example/android"><img src="https://img.stadtflitzer.example/mail/playstore.png" alt="Google Play" height="32"></a><br><br>
Kundennummer: 3398172<br>
StadtFlitzer Mobility GmbH · Hansaring 61 · 50670 Köln · Service-Hotline: 0221 677 3300 (24/7) · Unfall/Panne: 0800 7827 3358<br>
<a href="https://www.stadtflitzer.example/impressum" style="color:#789">Impressum</a> · <a href="https://www.stadtflitzer.example/agb" style="color:#789">AGB</a> · <a href="https://www.stadtflitzer.example/hilfe" style="color:#789">Hilfe</a>
</td></tr>
</table></td></tr></table>
</body></html>
""",
)

add(
    lang="de", kind="subject_only", otp="906721", link=None,
    frm="Tauschbörse24 <konto@tauschboerse24.example>",
    to="kai.luedtke@gmail.example",
    subject="Dein Tauschbörse24-Code: 906721",
    date="Sat, 05 Apr 2025 12:18:33 +0200",
    tcte="base64",
    text="""\
Hi Kai,

gib den Code aus der Betreffzeile dieser E-Mail in der App ein, um deine
E-Mail-Adresse zu bestätigen. Er ist 15 Minuten gültig.

Tipp: Verkaufe sicher! Versende Ware erst, wenn der Betrag auf deinem
Konto eingegangen ist, und nutze für Zahlungen nur „Sicher bezahlen“.

Deine Anzeigen: 4 aktiv · 1 reserviert
Zuletzt angesehen: „Kinderfahrrad 20 Zoll, Puky, blau“ – 85 € VB, 22089 Hamburg

Dein Team von Tauschbörse24

Tauschbörse24 GmbH · Große Elbstraße 145 · 22767 Hamburg
Registergericht Hamburg HRB 166201
""",
)

# ---------------------------------------------------------------------------
# French (fr)
# ---------------------------------------------------------------------------

add(
    lang="fr", kind="phone_and_dates", otp="274193", link=None,
    frm="Banque Lumière <securite@banque-lumiere.example>",
    to="Nathalie Girard <nathalie.girard@orange.example>",
    subject="Code de validation de votre paiement en ligne",
    date="Mon, 07 Apr 2025 18:12:40 +0200",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Bonjour Madame Girard,

Vous effectuez un paiement en ligne avec votre carte Visa Premier se
terminant par 4417 :

  Commerçant : VOYAGES HORIZON PARIS
  Montant    : 86,40 EUR
  Date       : 07/04/2025 à 18h12

Pour valider ce paiement, saisissez le code suivant sur la page de
paiement sécurisé :

  274193

Ce code est valable 5 minutes. Ne le communiquez jamais, même à un
conseiller Banque Lumière.

Vous n'êtes pas à l'origine de cette opération ? Faites opposition
immédiatement au 09 69 32 10 00 (appel non surtaxé, 7j/7, 24h/24) ou
depuis l'étranger au +33 1 70 98 40 40.

Banque Lumière
Service client : du lundi au samedi de 8h à 20h

Banque Lumière SA au capital de 148 500 000 EUR - 12 boulevard Haussmann,
75009 Paris - RCS Paris 552 120 222 - ORIAS 07 023 456
""",
    html="""\
<html><body style="margin:0;background:#f3f0ea;font-family:Georgia,'Times New Roman',serif;color:#2b2b2b">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="padding:22px 30px;border-bottom:3px solid #c8a24b"><span style="font-size:22px;color:#1c2f5a">Banque <b>Lumière</b></span></td></tr>
<tr><td style="padding:26px 30px;font-family:Arial,sans-serif;font-size:14px">
<p>Bonjour Madame Girard,</p>
<p>Vous effectuez un paiement en ligne avec votre carte Visa Premier se terminant par <b>4417</b> :</p>
<table cellpadding="5" style="font-size:14px;background:#faf8f3;width:100%">
<tr><td width="35%">Commerçant</td><td>VOYAGES HORIZON PARIS</td></tr>
<tr><td>Montant</td><td><b>86,40 EUR</b></td></tr>
<tr><td>Date</td><td>07/04/2025 à 18h12</td></tr>
</table>
<p>Pour valider ce paiement, saisissez le code suivant sur la page de paiement sécurisé :</p>
<p style="text-align:center;font-size:34px;font-weight:bold;color:#1c2f5a;letter-spacing:8px">274193</p>
<p>Ce code est valable 5 minutes. Ne le communiquez jamais, même à un conseiller Banque Lumière.</p>
<p style="border-left:4px solid #c0392b;padding-left:10px">Vous n'êtes pas à l'origine de cette opération ? Faites opposition immédiatement au <b>09 69 32 10 00</b> (appel non surtaxé, 7j/7, 24h/24) ou depuis l'étranger au +33 1 70 98 40 40.</p>
</td></tr>
<tr><td style="padding:16px 30px;font-family:Arial,sans-serif;font-size:10px;color:#888;background:#f7f5f0">
Banque Lumière SA au capital de 148 500 000 EUR - 12 boulevard Haussmann, 75009 Paris - RCS Paris 552 120 222 - ORIAS 07 023 456<br>
<a href="https://www.banque-lumiere.example/securite/fraude" style="color:#888">Conseils de sécurité</a> - <a href="https://www.banque-lumiere.example/mentions-legales" style="color:#888">Mentions légales</a>
</td></tr></table></body></html>
""",
)

add(
    lang="fr", kind="prefix_code", otp="57204", link=None,
    frm="Bavardo <securite@mail.bavardo.example>",
    to="theo.marchand@free.example",
    subject="B-57204 est votre code de confirmation Bavardo",
    date="Sat, 29 Mar 2025 23:41:07 +0100",
    tcte="8bit", hcte="quoted-printable",
    text="""\
Bonjour Théo,

Quelqu'un a tenté de créer un compte Bavardo avec votre adresse e-mail.
Si c'était vous, confirmez votre adresse avec ce code :

B-57204

(Dans l'application, saisissez uniquement les chiffres.)

Si ce n'était pas vous, ignorez ce message.

Merci,
L'équipe Bavardo

Bavardo SAS, 40 rue de la Victoire, 75009 Paris
Ce message a été envoyé à theo.marchand@free.example.
""",
    html="""\
<html><body style="font-family:Helvetica,Arial,sans-serif;background:#ffffff;color:#1c1e21">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="480" cellpadding="0" cellspacing="0">
<tr><td style="padding:20px 0;border-bottom:1px solid #e5e5e5"><span style="font-size:24px;font-weight:bold;color:#ff4f5a">bavardo</span></td></tr>
<tr><td style="padding:20px 0;font-size:15px;line-height:22px">
Bonjour Théo,<br><br>
Quelqu'un a tenté de créer un compte Bavardo avec votre adresse e-mail. Si c'était vous, confirmez votre adresse avec ce code :<br><br>
<span style="display:inline-block;background:#f2f3f5;border:1px solid #ccd0d5;border-radius:6px;padding:10px 18px;font-size:20px;font-weight:bold">B-57204</span><br><br>
<span style="color:#65676b;font-size:13px">Dans l'application, saisissez uniquement les chiffres.</span><br><br>
Si ce n'était pas vous, ignorez ce message.<br><br>
Merci,<br>L'équipe Bavardo
</td></tr>
<tr><td style="padding:16px 0;border-top:1px solid #e5e5e5;font-size:11px;color:#8a8d91">
Bavardo SAS, 40 rue de la Victoire, 75009 Paris<br>
Ce message a été envoyé à theo.marchand@free.example. <a href="https://bavardo.example/aide/securite" style="color:#8a8d91">Centre d'aide</a>
</td></tr></table></td></tr></table>
</body></html>
""",
)

add(
    lang="fr", kind="booking_ref", otp=None, link=None,
    frm="Air Azur <reservations@air-azur.example>",
    to="Sophie et Marc Lefèvre <famille.lefevre@laposte.example>",
    subject="Confirmation de réservation – Référence K7XQ2M – Paris-Orly → Nice",
    date="Fri, 21 Mar 2025 13:22:15 +0100",
    tcte="base64", hcte="base64",
    text="""\
AIR AZUR - CONFIRMATION DE RÉSERVATION

Référence de réservation : K7XQ2M
Date d'émission : 21/03/2025

Passagers
  M. Marc LEFÈVRE      Billet n° 057-2401938475
  Mme Sophie LEFÈVRE   Billet n° 057-2401938476

Vol aller - Jeudi 12/06/2025
  AZ 3412  Paris-Orly (ORY) 07:15 → Nice Côte d'Azur (NCE) 08:40
  Terminal Orly 1, classe Économie (tarif Smart)
  Sièges : 14C, 14D - Bagage en soute : 1 x 23 kg par passager

Vol retour - Dimanche 15/06/2025
  AZ 3419  Nice Côte d'Azur (NCE) 19:05 → Paris-Orly (ORY) 20:35
  Sièges : 22A, 22B

Montant total payé : 328,76 EUR (dont taxes 96,12 EUR)
Carte bancaire se terminant par 0913

Enregistrement en ligne ouvert 30 h avant le départ sur air-azur.example
avec votre référence de réservation et votre nom.

Service client Air Azur : 0 892 70 22 33 (0,35 EUR/min)
Air Azur SA - Aéroport Paris-Orly, Bâtiment 321, 94390 Orly - RCS Créteil 401 223 889
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;background:#e9f2fb;margin:0;padding:20px">
<table width="620" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#0b5ed7;color:#fff;padding:18px 24px;font-size:20px"><b>Air Azur</b> · Confirmation de réservation</td></tr>
<tr><td style="padding:20px 24px">
<p style="font-size:13px;color:#555">Référence de réservation</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:3px;margin:0">K7XQ2M</p>
<p style="font-size:12px;color:#777">Date d'émission : 21/03/2025</p>
<h3 style="border-bottom:1px solid #ddd">Passagers</h3>
<table cellpadding="4" style="font-size:14px"><tr><td>M. Marc LEFÈVRE</td><td>Billet n° 057-2401938475</td></tr><tr><td>Mme Sophie LEFÈVRE</td><td>Billet n° 057-2401938476</td></tr></table>
<h3 style="border-bottom:1px solid #ddd">Vol aller – jeudi 12/06/2025</h3>
<p><b>AZ 3412</b> Paris-Orly (ORY) <b>07:15</b> → Nice Côte d'Azur (NCE) <b>08:40</b><br>Terminal Orly 1 · Économie (Smart) · Sièges 14C, 14D · 1 x 23 kg par passager</p>
<h3 style="border-bottom:1px solid #ddd">Vol retour – dimanche 15/06/2025</h3>
<p><b>AZ 3419</b> Nice Côte d'Azur (NCE) <b>19:05</b> → Paris-Orly (ORY) <b>20:35</b><br>Sièges 22A, 22B</p>
<p style="background:#f4f8fd;padding:10px">Montant total payé : <b>328,76 EUR</b> (dont taxes 96,12 EUR) – carte se terminant par 0913</p>
<p><a href="https://www.air-azur.example/gerer-ma-reservation?pnr=K7XQ2M&amp;nom=LEFEVRE" style="background:#0b5ed7;color:#fff;padding:10px 18px;text-decoration:none">Gérer ma réservation</a>
&nbsp; <a href="https://www.air-azur.example/enregistrement" style="color:#0b5ed7">Enregistrement en ligne</a></p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#777;background:#f7f7f7">Service client Air Azur : 0 892 70 22 33 (0,35 EUR/min)<br>Air Azur SA – Aéroport Paris-Orly, Bâtiment 321, 94390 Orly – RCS Créteil 401 223 889 – <a href="https://www.air-azur.example/cgv">Conditions générales de transport</a></td></tr>
</table></body></html>
""",
)

add(
    lang="fr", kind="booking_ref", otp="815307", link=None,
    frm="Hôtels Séjour+ <mon-compte@sejourplus.example>",
    to="Karim Benali <karim.benali@sfr.example>",
    subject="Votre code pour accéder à votre réservation SJ-4471-2290",
    date="Thu, 15 May 2025 20:05:51 +0200",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Bonjour Karim,

Vous souhaitez consulter votre réservation sans mot de passe.

  Réservation n° SJ-4471-2290
  Séjour+ Bordeaux Gare Saint-Jean
  Arrivée le 22/05/2025 (à partir de 15h) - Départ le 24/05/2025 (avant 11h)
  1 chambre Double Confort, 2 adultes - 189,00 EUR payés sur place

Pour afficher et modifier votre réservation, saisissez ce code de
vérification dans la fenêtre ouverte :

   815 307

Il expire dans 20 minutes.

À très bientôt,
L'équipe Séjour+

Séjour+ Bordeaux Gare Saint-Jean - 8 rue Charles Domercq, 33800 Bordeaux
Réception : +33 5 56 00 41 12
Programme de fidélité Séjour+ Club : n° membre 3000 8812 4406
""",
    html="""\
<html><body style="background:#fbf7f2;font-family:'Helvetica Neue',Arial,sans-serif;color:#3a2e24">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:30px;border-radius:4px">
<div style="font-size:24px;color:#8b5e3c;font-weight:300;letter-spacing:1px">Séjour<b>+</b></div>
<p>Bonjour Karim,</p>
<p>Vous souhaitez consulter votre réservation sans mot de passe.</p>
<div style="border:1px solid #eadccb;padding:14px;font-size:14px;line-height:1.6">
<b>Réservation n° SJ-4471-2290</b><br>Séjour+ Bordeaux Gare Saint-Jean<br>
Arrivée le 22/05/2025 (à partir de 15h) – Départ le 24/05/2025 (avant 11h)<br>
1 chambre Double Confort, 2 adultes – 189,00 EUR payés sur place</div>
<p>Pour afficher et modifier votre réservation, saisissez ce code de vérification dans la fenêtre ouverte :</p>
<p style="font-size:30px;text-align:center;letter-spacing:5px;color:#8b5e3c"><b>815 307</b></p>
<p style="font-size:13px;color:#7b6a5a">Il expire dans 20 minutes.</p>
<p>À très bientôt,<br>L'équipe Séjour+</p>
<p style="font-size:11px;color:#a18f7d;border-top:1px solid #eadccb;padding-top:10px">Séjour+ Bordeaux Gare Saint-Jean – 8 rue Charles Domercq, 33800 Bordeaux – Réception : +33 5 56 00 41 12<br>
Programme de fidélité Séjour+ Club : n° membre 3000 8812 4406 · <a href="https://www.sejourplus.example/confidentialite" style="color:#a18f7d">Confidentialité</a></p>
</div></body></html>
""",
)

add(
    lang="fr", kind="magic_link", otp=None,
    link="https://t.courrierduvin.example/r/?id=h4f8a2,9c1e77,d03b55&p1=confirm&p2=Zm9vYmFyLWNvbmZpcm0tMjAyNS0wNC0wOC1sZWEucm91eA",
    link_alt=["https://www.courrierduvin.example/inscription/confirmer?jeton=cdv_7Hq2Lx9Rk4Tz0Wm3Np8Vb5Ys1Dc6Fg&liste=hebdo"],
    frm="Le Petit Courrier du Vin <lettre@courrierduvin.example>",
    to="lea.roux@hotmail.example",
    subject="Plus qu'une étape : confirmez votre inscription 🍷",
    date="Tue, 08 Apr 2025 09:30:00 +0200",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Bonjour,

Merci de votre intérêt pour Le Petit Courrier du Vin, notre lettre
hebdomadaire (accords mets-vins, portraits de vignerons, ventes privées).

Pour recevoir la lettre, confirmez votre adresse en ouvrant ce lien :
https://www.courrierduvin.example/inscription/confirmer?jeton=cdv_7Hq2Lx9Rk4Tz0Wm3Np8Vb5Ys1Dc6Fg&liste=hebdo

Si vous ne vous êtes pas inscrit(e), ignorez simplement ce message :
vous ne recevrez rien de notre part.

À votre santé !
Claire et Julien, Le Petit Courrier du Vin

L'abus d'alcool est dangereux pour la santé, à consommer avec modération.
Le Petit Courrier du Vin - SARL Cep & Plume - 5 place du Marché, 21200 Beaune
""",
    html="""\
<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f7f1ee;font-family:Georgia,serif;color:#3d1f1f">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<p style="font-size:11px;font-family:Arial,sans-serif;color:#9c7d7d"><a href="https://t.courrierduvin.example/r/?id=h4f8a2,9c1e77,a11f02&amp;p1=web" style="color:#9c7d7d">Voir la version en ligne</a></p>
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#6d1a2b;padding:28px;text-align:center;color:#f5e6c8;font-size:26px;font-style:italic">Le Petit Courrier du Vin</td></tr>
<tr><td style="padding:30px 36px;font-size:16px;line-height:1.6">
<p>Bonjour,</p>
<p>Merci de votre intérêt pour notre lettre hebdomadaire : accords mets-vins, portraits de vignerons et ventes privées, chaque vendredi.</p>
<p><b>Plus qu'une étape</b> : confirmez votre adresse pour recevoir la lettre.</p>
<p style="text-align:center;margin:30px 0"><a href="https://t.courrierduvin.example/r/?id=h4f8a2,9c1e77,d03b55&amp;p1=confirm&amp;p2=Zm9vYmFyLWNvbmZpcm0tMjAyNS0wNC0wOC1sZWEucm91eA" style="background:#6d1a2b;color:#fff;padding:14px 30px;text-decoration:none;font-family:Arial,sans-serif;font-size:15px">Je confirme mon inscription</a></p>
<p style="font-size:13px;color:#7a5c5c">Si vous ne vous êtes pas inscrit(e), ignorez simplement ce message : vous ne recevrez rien de notre part.</p>
<p>À votre santé !<br><i>Claire et Julien</i></p>
</td></tr>
<tr><td style="padding:18px 36px;background:#efe4df;font-family:Arial,sans-serif;font-size:10px;color:#7a5c5c;text-align:center">
<a href="https://t.courrierduvin.example/r/?id=h4f8a2,9c1e77,b7e310&amp;p1=instagram"><img src="https://img.courrierduvin.example/ico/instagram.png" alt="Instagram" width="20"></a>
<a href="https://t.courrierduvin.example/r/?id=h4f8a2,9c1e77,b7e311&amp;p1=facebook"><img src="https://img.courrierduvin.example/ico/facebook.png" alt="Facebook" width="20"></a><br>
L'abus d'alcool est dangereux pour la santé, à consommer avec modération.<br>
SARL Cep &amp; Plume – 5 place du Marché, 21200 Beaune – RCS Dijon 830 442 118<br>
<a href="https://www.courrierduvin.example/confidentialite" style="color:#7a5c5c">Politique de confidentialité</a> · <a href="https://t.courrierduvin.example/r/?id=h4f8a2,9c1e77,c00abc&amp;p1=signaler" style="color:#7a5c5c">Signaler un abus</a>
</td></tr></table>
<img src="https://t.courrierduvin.example/o/?id=h4f8a2,9c1e77" width="1" height="1" alt="">
</td></tr></table></body></html>
""",
)

add(
    lang="fr", kind="newsletter_numbers", otp=None, link=None,
    frm="Télécom Hexa <facture@telecom-hexa.example>",
    to="\"M. Bruno Lacroix\" <bruno.lacroix@wanadoo.example>",
    subject="Votre facture Hexa de mars 2025 est disponible",
    date="Thu, 03 Apr 2025 06:41:10 +0200",
    hcte="7bit",
    html="""\
<html><head><meta http-equiv="Content-Type" content="text/html; charset=us-ascii"></head>
<body style="font-family:Arial,sans-serif;font-size:13px;color:#222;background:#f0f0f0">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#00897b;color:#fff;padding:14px 20px;font-size:18px"><b>HEXA</b> &nbsp;Espace Client</td></tr>
<tr><td style="padding:20px">
<p>Bonjour M. Lacroix,</p>
<p>Votre facture du mois de mars 2025 est disponible dans votre Espace Client.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #ddd;border-collapse:collapse">
<tr style="background:#e0f2f1"><td>Num&eacute;ro client</td><td>1.02.884.771</td></tr>
<tr><td>Num&eacute;ro de facture</td><td>FA-2025-03-0088417</td></tr>
<tr style="background:#e0f2f1"><td>P&eacute;riode</td><td>du 01/03/2025 au 31/03/2025</td></tr>
<tr><td>Offre</td><td>Forfait Hexa 100 Go 5G + Box Fibre 1 Gb/s</td></tr>
<tr style="background:#e0f2f1"><td>Ligne mobile</td><td>06 12 &bull;&bull; &bull;&bull; 48</td></tr>
<tr><td>Consommation data</td><td>42,3 Go sur 100 Go</td></tr>
<tr style="background:#e0f2f1"><td>Appels hors forfait</td><td>0,00 &euro;</td></tr>
<tr><td><b>Montant TTC</b></td><td><b>39,99 &euro;</b> (dont TVA 20 % : 6,67 &euro;)</td></tr>
<tr style="background:#e0f2f1"><td>Pr&eacute;l&egrave;vement</td><td>le 05/04/2025 sur le compte FR76 &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; 2231</td></tr>
<tr><td>R&eacute;f&eacute;rence unique de mandat</td><td>HEX-SEPA-0001028847710</td></tr>
</table>
<p style="margin-top:20px"><a href="https://client.telecom-hexa.example/factures/FA-2025-03-0088417" style="background:#00897b;color:#fff;padding:10px 18px;text-decoration:none">Voir ma facture</a></p>
<p>Bon &agrave; savoir : &agrave; partir du 01/05/2025, l'option S&eacute;curit&eacute; Plus passe de 2,99 &euro; &agrave; 3,49 &euro; par mois. Vous pouvez la r&eacute;silier &agrave; tout moment depuis l'Espace Client.</p>
<p style="font-size:11px;color:#777">Service client : 39 00 (service gratuit + prix d'un appel), du lundi au samedi de 8h &agrave; 21h.<br>
T&eacute;l&eacute;com Hexa SA, 18 avenue de France, 75013 Paris &ndash; RCS Paris 421 338 790 &ndash; capital social 312 000 000 &euro;<br>
<a href="https://www.telecom-hexa.example/mentions-legales">Mentions l&eacute;gales</a> &ndash; <a href="https://www.telecom-hexa.example/donnees-personnelles">Donn&eacute;es personnelles</a></p>
</td></tr></table>
</body></html>
""",
)

add(
    lang="fr", kind="lowercase_alnum", otp="k3v9x2mp",
    link="https://forgeweb.example/login/verify?email=ines.dupuis%40atelier-dupuis.example&token=fwl_5c0d8e2a9b7f41e6a3d2c1b0f9e8d7c6&next=%2Fdashboard",
    frm="Forgeweb <connexion@forgeweb.example>",
    to="ines.dupuis@atelier-dupuis.example",
    subject="Votre lien de connexion à Forgeweb",
    date="Wed, 09 Apr 2025 15:48:22 +0200",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Connexion à Forgeweb

Cliquez sur le lien ci-dessous pour vous connecter :
https://forgeweb.example/login/verify?email=ines.dupuis%40atelier-dupuis.example&token=fwl_5c0d8e2a9b7f41e6a3d2c1b0f9e8d7c6&next=%2Fdashboard

Vous vous connectez depuis la CLI (forgeweb login) ? Collez plutôt ce code
dans votre terminal :

    k3v9x2mp

Le lien et le code expirent dans 10 minutes et ne fonctionnent qu'une fois.

Demande effectuée depuis : Chrome sur macOS, Nantes (FR), 09/04/2025 15:48.

--
Forgeweb - Déploiement continu pour les équipes
Forgeweb SAS, 3 quai Ferdinand Favre, 44000 Nantes
""",
    html="""\
<html><body style="margin:0;background:#0d1117;font-family:ui-sans-serif,system-ui,Arial,sans-serif;color:#c9d1d9">
<div style="max-width:520px;margin:0 auto;padding:40px 20px">
<div style="font-family:ui-monospace,Menlo,monospace;color:#58a6ff;font-size:18px">&gt;_ forgeweb</div>
<h1 style="font-size:22px;color:#f0f6fc">Connexion à Forgeweb</h1>
<p>Cliquez sur le bouton ci-dessous pour vous connecter.</p>
<p><a href="https://forgeweb.example/login/verify?email=ines.dupuis%40atelier-dupuis.example&amp;token=fwl_5c0d8e2a9b7f41e6a3d2c1b0f9e8d7c6&amp;next=%2Fdashboard" style="display:inline-block;background:#238636;color:#fff;padding:10px 20px;border-radius:6px;text-decoration:none;font-weight:600">Se connecter</a></p>
<p>Vous vous connectez depuis la CLI (<code>forgeweb login</code>) ? Collez plutôt ce code dans votre terminal :</p>
<p style="font-family:ui-monospace,Menlo,monospace;font-size:26px;background:#161b22;border:1px solid #30363d;padding:12px;text-align:center;color:#f0f6fc">k3v9x2mp</p>
<p style="font-size:13px;color:#8b949e">Le lien et le code expirent dans 10 minutes et ne fonctionnent qu'une fois.<br>Demande effectuée depuis : Chrome sur macOS, Nantes (FR), 09/04/2025 15:48.</p>
<hr style="border:none;border-top:1px solid #30363d">
<p style="font-size:12px;color:#6e7681">Forgeweb SAS, 3 quai Ferdinand Favre, 44000 Nantes · <a href="https://docs.forgeweb.example" style="color:#6e7681">Documentation</a> · <a href="https://status.forgeweb.example" style="color:#6e7681">État des services</a></p>
</div></body></html>
""",
)

add(
    lang="fr", kind="several_codes", otp="4127", link=None,
    frm="Écranville <info@ecranville.example>",
    to="Amandine Perrin <amandine.perrin@gmail.example>",
    subject="Connexion à Écranville sur un téléviseur",
    date="Fri, 11 Apr 2025 21:36:09 +0200",
    tcte="base64", hcte="quoted-printable",
    text="""\
Bonjour Amandine,

Vous avez demandé à vous connecter à Écranville sur un nouvel appareil :
Téléviseur Samsung (salon), vendredi 11/04/2025 à 21:35.

1. Vérifiez que votre téléviseur affiche bien ces caractères : WXKP-4Q
   (ils servent uniquement à identifier l'appareil, ne les saisissez pas).

2. Saisissez ensuite ce code de connexion sur le téléviseur :

   4127

Ce code expire dans 15 minutes.

Ce n'était pas vous ? Ne saisissez rien et changez votre mot de passe
depuis votre compte.

L'équipe Écranville
Écranville SAS - 27 rue du Faubourg Saint-Antoine, 75011 Paris
Abonnement Standard - prochain prélèvement le 02/05/2025 : 10,99 EUR
""",
    html="""\
<html><body style="background:#141414;color:#e5e5e5;font-family:Arial,sans-serif;margin:0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#1f1f1f">
<tr><td style="padding:24px 32px;font-size:26px;font-weight:bold;color:#e50914">ÉCRANVILLE</td></tr>
<tr><td style="padding:0 32px 28px;font-size:15px;line-height:1.5">
<p>Bonjour Amandine,</p>
<p>Vous avez demandé à vous connecter à Écranville sur un nouvel appareil :<br><b>Téléviseur Samsung (salon)</b>, vendredi 11/04/2025 à 21:35.</p>
<p><b>1.</b> Vérifiez que votre téléviseur affiche bien ces caractères :</p>
<p style="text-align:center;font-size:18px;color:#b3b3b3;letter-spacing:2px">WXKP-4Q</p>
<p style="font-size:12px;color:#8c8c8c;text-align:center">(ils servent uniquement à identifier l'appareil, ne les saisissez pas)</p>
<p><b>2.</b> Saisissez ensuite ce code de connexion sur le téléviseur :</p>
<p style="text-align:center;font-size:40px;font-weight:bold;letter-spacing:12px;color:#fff">4127</p>
<p style="font-size:13px;color:#8c8c8c">Ce code expire dans 15 minutes.</p>
<p style="font-size:13px">Ce n'était pas vous ? Ne saisissez rien et <a href="https://www.ecranville.example/compte/mot-de-passe" style="color:#e5e5e5">changez votre mot de passe</a>.</p>
</td></tr>
<tr><td style="padding:18px 32px;font-size:11px;color:#777;border-top:1px solid #333">Écranville SAS – 27 rue du Faubourg Saint-Antoine, 75011 Paris<br>Abonnement Standard – prochain prélèvement le 02/05/2025 : 10,99 EUR<br><a href="https://aide.ecranville.example" style="color:#777">Centre d'aide</a> · <a href="https://www.ecranville.example/confidentialite" style="color:#777">Confidentialité</a></td></tr>
</table></td></tr></table></body></html>
""",
)

add(
    lang="fr", kind="decoy_codes", otp="603882", link=None,
    frm="Marché Vert <bonjour@marchevert.example>",
    to="Julie Moreau <julie.moreau@yahoo.example>",
    subject="Votre code de connexion Marché Vert",
    date="Sun, 13 Apr 2025 10:14:55 +0200",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Bonjour Julie,

Voici votre code de connexion : 603882
Il est valable 10 minutes.

Première commande ? Profitez de 10 % de réduction avec le code promo
BIENVENUE10 (dès 40 EUR d'achat, jusqu'au 30/04/2025).

Sécurité : Marché Vert ne vous demandera jamais votre code de connexion
par téléphone, SMS ou e-mail. Exemple de message frauduleux :
« Bonjour, pour débloquer votre livraison, communiquez-nous le code
123456 que vous venez de recevoir. » Ne répondez jamais à ce type de
demande.

Livraison gratuite dès 60 EUR - Créneaux de 7h à 22h, 7j/7
Service client : 01 84 80 12 12 (lun-sam 9h-19h)

Marché Vert SAS, 71 rue de la Chapelle, 75018 Paris - RCS Paris 844 210 331
""",
    html="""\
<html><body style="background:#f1f7ee;font-family:Verdana,Arial,sans-serif;color:#24361f;margin:0">
<div style="max-width:540px;margin:0 auto;background:#fff">
<div style="background:#3c8d2f;color:#fff;padding:16px 24px;font-size:20px">🥕 Marché Vert</div>
<div style="padding:24px">
<p>Bonjour Julie,</p>
<p>Voici votre code de connexion :</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:6px;color:#3c8d2f;text-align:center">603882</p>
<p style="text-align:center;font-size:12px;color:#6b7d66">Il est valable 10 minutes.</p>
<div style="background:#fff8e1;padding:14px;margin:20px 0;border-radius:6px"><b>Première commande ?</b> Profitez de 10 % de réduction avec le code promo <b style="border:1px dashed #c49000;padding:2px 6px">BIENVENUE10</b> (dès 40 EUR d'achat, jusqu'au 30/04/2025).</div>
<div style="font-size:12px;color:#5c6b58;border-left:3px solid #b7c9b1;padding-left:10px"><b>Sécurité :</b> Marché Vert ne vous demandera jamais votre code de connexion par téléphone, SMS ou e-mail. Exemple de message frauduleux : « Bonjour, pour débloquer votre livraison, communiquez-nous le code 123456 que vous venez de recevoir. » Ne répondez jamais à ce type de demande.</div>
<p style="font-size:12px;margin-top:20px">Livraison gratuite dès 60 EUR – Créneaux de 7h à 22h, 7j/7<br>Service client : 01 84 80 12 12 (lun-sam 9h-19h)</p>
</div>
<div style="background:#e5efe1;padding:14px 24px;font-size:10px;color:#6b7d66">Marché Vert SAS, 71 rue de la Chapelle, 75018 Paris – RCS Paris 844 210 331 · <a href="https://www.marchevert.example/cgv">CGV</a> · <a href="https://www.marchevert.example/aide">Aide</a></div>
</div></body></html>
""",
)

add(
    lang="fr", kind="no_code_word", otp="731650", link=None,
    frm="Université Rhône-Lumière - DSI <ne-pas-repondre@univ-rhone-lumiere.example>",
    to="Lucas Fontaine <lucas.fontaine@etu.univ-rhone-lumiere.example>",
    subject="Activation de votre compte ENT",
    date="Mon, 01 Sep 2025 08:02:30 +0200",
    tcte="quoted-printable",
    text="""\
Bonjour Lucas Fontaine,

Votre inscription administrative pour l'année universitaire 2025-2026 est
validée. Votre compte ENT (messagerie, Moodle, emploi du temps, Wi-Fi
eduroam) a été créé :

  Identifiant : lfontaine7
  Numéro étudiant : 22104587
  Composante : UFR Sciences et Techniques - Licence 1 Informatique

Pour terminer l'activation, rendez-vous sur
https://sesame.univ-rhone-lumiere.example/activation
et saisissez 731 650 sur la page, puis choisissez votre mot de passe.

Attention : cette valeur n'est utilisable qu'une seule fois, jusqu'au
08/09/2025 à 23h59.

Réunion de rentrée : mardi 02/09/2025 à 9h30, amphithéâtre Darwin
(bâtiment B, campus de la Doua). Carte étudiante : à retirer au guichet
unique, bâtiment A, salle 014.

Assistance numérique : 04 72 43 18 00 (du lundi au vendredi, 8h30-17h)

--
Direction des Systèmes d'Information
Université Rhône-Lumière - 43 boulevard du 11 Novembre 1918, 69100 Villeurbanne
""",
)

add(
    lang="fr", kind="magic_link", otp=None,
    link="https://compte.pivoine.example/appareils/approuver?req=apv_3Tm9Qz7Lk2Wx8Rn5&sig=e1b7c94d02fa6a83b5c4d1e0f9a8b7c6d5e4f3a2&rep=oui",
    frm="Pivoine Mail <alertes@pivoine.example>",
    to="gerard.morel@pivoine.example",
    subject="Tentative de connexion depuis un nouvel appareil",
    date="Tue, 08 Apr 2025 22:17:48 +0200",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Bonjour Gérard,

Une connexion à votre messagerie Pivoine est en attente d'approbation :

  Appareil : Firefox sur Windows 11
  Lieu approximatif : Lyon, France
  Adresse IP : 203.0.113.57
  Date : 08/04/2025 à 22:17

Est-ce bien vous ?

Oui, c'était moi :
https://compte.pivoine.example/appareils/approuver?req=apv_3Tm9Qz7Lk2Wx8Rn5&sig=e1b7c94d02fa6a83b5c4d1e0f9a8b7c6d5e4f3a2&rep=oui

Non, sécuriser mon compte :
https://compte.pivoine.example/securite/bloquer?req=apv_3Tm9Qz7Lk2Wx8Rn5&sig=e1b7c94d02fa6a83b5c4d1e0f9a8b7c6d5e4f3a2&rep=non

Sans réponse de votre part, la connexion sera refusée dans 30 minutes.

L'équipe Pivoine
Pivoine Mail - 9 rue du Plat, 69002 Lyon
""",
    html="""\
<html><body style="margin:0;background:#fdf2f6;font-family:Arial,sans-serif;color:#33202a">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px">
<tr><td style="padding:26px 32px 8px"><span style="color:#d63384;font-size:22px;font-weight:bold">✿ Pivoine</span></td></tr>
<tr><td style="padding:8px 32px 28px;font-size:15px;line-height:1.5">
<p>Bonjour Gérard,</p>
<p>Une connexion à votre messagerie Pivoine est en attente d'approbation :</p>
<table cellpadding="4" style="font-size:14px;color:#5a4650">
<tr><td>Appareil</td><td><b>Firefox sur Windows 11</b></td></tr>
<tr><td>Lieu approximatif</td><td>Lyon, France</td></tr>
<tr><td>Adresse IP</td><td>203.0.113.57</td></tr>
<tr><td>Date</td><td>08/04/2025 à 22:17</td></tr>
</table>
<p style="margin-top:22px"><b>Est-ce bien vous ?</b></p>
<table cellpadding="0" cellspacing="0"><tr>
<td style="background:#198754;border-radius:6px"><a href="https://compte.pivoine.example/appareils/approuver?req=apv_3Tm9Qz7Lk2Wx8Rn5&amp;sig=e1b7c94d02fa6a83b5c4d1e0f9a8b7c6d5e4f3a2&amp;rep=oui" style="display:block;padding:11px 20px;color:#fff;text-decoration:none">Oui, c'était moi</a></td>
<td width="12"></td>
<td style="background:#dc3545;border-radius:6px"><a href="https://compte.pivoine.example/securite/bloquer?req=apv_3Tm9Qz7Lk2Wx8Rn5&amp;sig=e1b7c94d02fa6a83b5c4d1e0f9a8b7c6d5e4f3a2&amp;rep=non" style="display:block;padding:11px 20px;color:#fff;text-decoration:none">Non, sécuriser mon compte</a></td>
</tr></table>
<p style="font-size:13px;color:#7d6670;margin-top:20px">Sans réponse de votre part, la connexion sera refusée dans 30 minutes.</p>
<p>L'équipe Pivoine</p>
</td></tr>
<tr><td style="padding:14px 32px;font-size:11px;color:#9c8790;border-top:1px solid #f3d9e4">Pivoine Mail – 9 rue du Plat, 69002 Lyon · <a href="https://aide.pivoine.example/securite" style="color:#9c8790">Aide sécurité</a> · <a href="https://compte.pivoine.example/activite" style="color:#9c8790">Activité récente</a></td></tr>
</table></td></tr></table></body></html>
""",
)

add(
    lang="fr", kind="newsletter_numbers", otp=None, link=None,
    frm="Repas Express <recus@repas-express.example>",
    to="Camille Bernard <camille.bernard@outlook.example>",
    subject="Votre reçu pour la commande n° 5521-FR-88410",
    date="Fri, 04 Apr 2025 20:52:31 +0200",
    tcte="8bit", hcte="8bit",
    text="""\
Merci pour votre commande, Camille !

Commande n° 5521-FR-88410 - vendredi 04/04/2025, livrée à 20:49
Restaurant : Sakura Ramen, 14 rue Mercière, 69002 Lyon

  1 x Tonkotsu ramen                      13,90 EUR
  1 x Gyoza poulet (6 pièces)              6,50 EUR
  2 x Thé glacé yuzu 33 cl                 7,00 EUR

  Sous-total                              27,40 EUR
  Frais de livraison                       2,49 EUR
  Frais de service                         1,37 EUR
  Pourboire livreur (Karim)                2,00 EUR
  Total payé                              33,26 EUR

Payé avec Carte Mastercard •••• 0921 le 04/04/2025 à 20:11
Livré au 12 rue des Lilas, 69003 Lyon (code porte 4812B, 3e étage)

Vous avez cumulé 33 points Repas+. Encore 67 points pour une livraison
offerte.

Une question sur votre commande ? Rendez-vous dans l'aide de l'application.

Repas Express SAS - 45 rue de la Boétie, 75008 Paris - RCS Paris 812 774 001
TVA intracommunautaire FR 47 812774001
""",
    html="""\
<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;color:#222;background:#fafafa">
<div style="max-width:520px;margin:0 auto;background:#fff;padding:24px;border:1px solid #eee">
<div style="font-size:22px;font-weight:bold;color:#06c167">Repas Express</div>
<h2>Merci pour votre commande, Camille !</h2>
<p style="color:#666;font-size:13px">Commande n° 5521-FR-88410 – vendredi 04/04/2025, livrée à 20:49<br>Restaurant : Sakura Ramen, 14 rue Mercière, 69002 Lyon</p>
<table width="100%" cellpadding="5" style="font-size:14px;border-collapse:collapse">
<tr><td>1 x Tonkotsu ramen</td><td align="right">13,90 EUR</td></tr>
<tr><td>1 x Gyoza poulet (6 pièces)</td><td align="right">6,50 EUR</td></tr>
<tr><td>2 x Thé glacé yuzu 33 cl</td><td align="right">7,00 EUR</td></tr>
<tr style="border-top:1px solid #ddd"><td>Sous-total</td><td align="right">27,40 EUR</td></tr>
<tr><td>Frais de livraison</td><td align="right">2,49 EUR</td></tr>
<tr><td>Frais de service</td><td align="right">1,37 EUR</td></tr>
<tr><td>Pourboire livreur (Karim)</td><td align="right">2,00 EUR</td></tr>
<tr style="border-top:2px solid #222;font-weight:bold"><td>Total payé</td><td align="right">33,26 EUR</td></tr>
</table>
<p style="font-size:13px">Payé avec Carte Mastercard •••• 0921 le 04/04/2025 à 20:11<br>Livré au 12 rue des Lilas, 69003 Lyon (code porte 4812B, 3e étage)</p>
<p style="font-size:13px;background:#e8f8ef;padding:10px">Vous avez cumulé <b>33 points Repas+</b>. Encore 67 points pour une livraison offerte.</p>
<p><a href="https://www.repas-express.example/commandes/5521-FR-88410/aide">Obtenir de l'aide</a> · <a href="https://www.repas-express.example/commandes/5521-FR-88410/facture.pdf">Télécharger la facture</a></p>
<p style="font-size:10px;color:#999">Repas Express SAS – 45 rue de la Boétie, 75008 Paris – RCS Paris 812 774 001 – TVA FR 47 812774001</p>
</div></body></html>
""",
)

add(
    lang="fr", kind="delivery_code", otp="593184", link=None,
    frm="Colis Relais <notification@colis-relais.example>",
    to="Pauline Garnier <pauline.garnier@gmail.example>",
    subject="Votre colis vous attend en consigne Lyon Part-Dieu",
    date="Wed, 16 Apr 2025 11:26:03 +0200",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Bonjour Pauline,

Votre colis de BOUTIQUE ALPAGA est arrivé dans la consigne automatique :

  Consigne Colis Relais - Lyon Part-Dieu (Centre commercial, niveau 0,
  près de l'entrée Vivier-Merle), 17 rue Docteur Bouchut, 69003 Lyon
  Ouverte tous les jours de 6h à 23h

  Numéro de suivi : 6A19384720155
  Poids : 1,2 kg

Votre code de retrait : 59 31 84

Saisissez-le sur l'écran de la consigne ; la porte du casier s'ouvrira
automatiquement. Vous pouvez aussi scanner le QR code dans l'application.

Votre colis est conservé jusqu'au 23/04/2025. Passé ce délai, il sera
retourné à l'expéditeur.

Colis Relais - Service client : 09 70 80 85 85 (lun-ven 9h-18h)
Colis Relais SAS, 2 rue de la Logistique, 69800 Saint-Priest
""",
    html="""\
<html><body style="background:#fff;font-family:Arial,sans-serif;color:#262626">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #e0e0e0">
<tr><td style="background:#ffcc00;padding:14px 20px;font-weight:bold;font-size:20px;color:#1a1a1a">Colis Relais</td></tr>
<tr><td style="padding:20px">
<p>Bonjour Pauline,</p>
<p>Votre colis de <b>BOUTIQUE ALPAGA</b> est arrivé dans la consigne automatique :</p>
<p style="background:#f6f6f6;padding:12px;font-size:14px"><b>Consigne Colis Relais – Lyon Part-Dieu</b><br>Centre commercial, niveau 0, près de l'entrée Vivier-Merle<br>17 rue Docteur Bouchut, 69003 Lyon<br>Ouverte tous les jours de 6h à 23h</p>
<p style="font-size:13px">Numéro de suivi : 6A19384720155 · Poids : 1,2 kg</p>
<table width="100%" cellpadding="12" style="border:2px solid #ffcc00;margin:16px 0"><tr><td align="center">
<div style="font-size:13px;text-transform:uppercase;color:#666">Votre code de retrait</div>
<div style="font-size:34px;font-weight:bold;letter-spacing:4px">59 31 84</div>
</td></tr></table>
<p>Saisissez-le sur l'écran de la consigne ; la porte du casier s'ouvrira automatiquement.</p>
<p style="font-size:13px">Votre colis est conservé jusqu'au <b>23/04/2025</b>. Passé ce délai, il sera retourné à l'expéditeur.</p>
<p><a href="https://suivi.colis-relais.example/colis/6A19384720155" style="color:#1a1a1a">Suivre mon colis</a></p>
</td></tr>
<tr><td style="padding:12px 20px;font-size:11px;color:#777;background:#fafafa">Service client : 09 70 80 85 85 (lun-ven 9h-18h) · Colis Relais SAS, 2 rue de la Logistique, 69800 Saint-Priest</td></tr>
</table></body></html>
""",
)

# ---------------------------------------------------------------------------
# Spanish (es)
# ---------------------------------------------------------------------------

add(
    lang="es", kind="phone_and_dates", otp="912407", link=None,
    frm="Banco Meseta <avisos@bancomeseta.example>",
    to="Álvaro Ruiz Pastor <alvaro.ruiz@telefonica.example>",
    subject="Confirma tu envío inmediato de 45,00 €",
    date="Thu, 03 Apr 2025 21:08:44 +0200",
    tcte="8bit",
    text="""\
Hola, Álvaro:

Estás a punto de hacer un envío inmediato desde tu cuenta
ES76 •••• •••• •••• •••• 3391:

  Destinatario:  Lucía M. (+34 6•• ••• 218)
  Importe:       45,00 €
  Concepto:      cena sábado
  Fecha y hora:  03/04/2025, 21:08

Para firmar la operación, introduce en la app este código: 91 24 07

Caduca en 3 minutos. Banco Meseta nunca te pedirá este código por
teléfono ni por WhatsApp.

Si no reconoces la operación, llámanos ya al 900 102 030 (gratuito, 24 h)
o al +34 91 555 20 30 desde el extranjero.

Un saludo,
Banco Meseta

Banco Meseta, S.A. - Paseo de la Castellana 89, 28046 Madrid
Inscrito en el Registro Mercantil de Madrid, Tomo 3.412, Folio 88, Hoja M-58121
NIF A-28000000 - Código BIC: BMESESMMXXX
""",
)

add(
    lang="es", kind="username_digits", otp="X7K2PQ", link=None,
    frm="Reinos de Hierro <cuenta@reinosdehierro.example>",
    to="lobo_gris77 <lobogris77@gmail.example>",
    subject="Verifica tu cuenta de Reinos de Hierro",
    date="Sat, 12 Apr 2025 01:17:26 +0200",
    tcte="quoted-printable", hcte="base64",
    text="""\
Hola lobo_gris77:

Alguien (esperamos que tú) ha iniciado sesión en Reinos de Hierro desde un
dispositivo nuevo.

  ID de jugador: 58813402
  Servidor: Europa-Oeste 3
  Dispositivo: PC con Windows, Valencia (España)

Introduce este código de verificación en el juego para continuar:

  X7K2PQ

El código caduca en 30 minutos.

¡Nos vemos en el campo de batalla!
Equipo de Reinos de Hierro

Forja Norte Studios S.L. - C/ de Colón 22, 46004 Valencia
""",
    html="""\
<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#1b1d22;color:#d8d2c4;font-family:'Palatino Linotype',Georgia,serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#26292f;border:1px solid #5c4a2e">
<tr><td style="padding:24px;text-align:center;background:url(https://cdn.reinosdehierro.example/mail/banner.jpg) #3a2d1a;font-size:28px;color:#e8c36a;letter-spacing:3px">REINOS DE HIERRO</td></tr>
<tr><td style="padding:26px 32px;font-size:15px;line-height:1.55">
<p>Hola <b>lobo_gris77</b>:</p>
<p>Alguien (esperamos que tú) ha iniciado sesión en Reinos de Hierro desde un dispositivo nuevo.</p>
<table cellpadding="3" style="font-size:13px;color:#a89f8c">
<tr><td>ID de jugador</td><td>58813402</td></tr>
<tr><td>Servidor</td><td>Europa-Oeste 3</td></tr>
<tr><td>Dispositivo</td><td>PC con Windows, Valencia (España)</td></tr>
</table>
<p>Introduce este código de verificación en el juego para continuar:</p>
<p style="text-align:center;font-family:'Courier New',monospace;font-size:34px;color:#e8c36a;letter-spacing:8px;border:1px solid #5c4a2e;padding:10px">X7K2PQ</p>
<p style="font-size:13px;color:#a89f8c">El código caduca en 30 minutos.</p>
<p>¡Nos vemos en el campo de batalla!<br>Equipo de Reinos de Hierro</p>
</td></tr>
<tr><td style="padding:16px 32px;font-size:11px;color:#7d7565;border-top:1px solid #5c4a2e">
Forja Norte Studios S.L. – C/ de Colón 22, 46004 Valencia · <a href="https://soporte.reinosdehierro.example" style="color:#a89f8c">Soporte</a> · <a href="https://reinosdehierro.example/privacidad" style="color:#a89f8c">Privacidad</a>
</td></tr></table></td></tr></table></body></html>
""",
)

add(
    lang="es", kind="booking_ref", otp=None, link=None,
    frm="Ferrovía Rápida <billetes@ferroviarapida.example>",
    to="Marta Domínguez Vidal <marta.dominguez@yahoo.example>",
    subject="Tu billete Madrid - Sevilla · Localizador QZ4T8M",
    date="Mon, 14 Apr 2025 19:55:12 +0200",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
¡Gracias por viajar con Ferrovía Rápida, Marta!

LOCALIZADOR: QZ4T8M

IDA - Viernes 25/04/2025
  Tren 03142 · Madrid-Puerta de Atocha 08:30 → Sevilla-Santa Justa 11:01
  Coche 6 · Plaza 09A (ventanilla) · Clase Turista · Tarifa Básica

Viajero: Marta Domínguez Vidal · DNI ***4821**
Número de billete: 7100 2231 8840 11

Importe total: 54,90 € (IVA incluido)
Pagado con tarjeta terminada en 5562 el 14/04/2025

Acceso al tren: presenta el código QR del billete adjunto (PDF) o de la
app. El control de acceso se cierra 2 minutos antes de la salida.

Cambios y anulaciones: hasta 2 horas antes de la salida, con una
penalización del 20 %.

Atención al cliente: 912 320 320 · Asistencia PMR: 912 140 505

Ferrovía Rápida, S.A. · Av. Ciudad de Barcelona 8, 28007 Madrid · CIF A-87000000
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;background:#f2f2f2;margin:0">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#6b2c91;color:#fff;padding:18px 24px;font-size:20px">Ferrovía <b>Rápida</b></td></tr>
<tr><td style="padding:22px 24px">
<p>¡Gracias por viajar con Ferrovía Rápida, Marta!</p>
<table width="100%" cellpadding="10" style="background:#f4eef8"><tr><td>
<span style="font-size:12px;color:#6b2c91">LOCALIZADOR</span><br><span style="font-size:28px;font-weight:bold;letter-spacing:2px">QZ4T8M</span>
</td><td align="right" style="font-size:13px">Viernes 25/04/2025</td></tr></table>
<table width="100%" cellpadding="6" style="font-size:14px;margin-top:12px">
<tr><td><b>08:30</b> Madrid-Puerta de Atocha</td><td align="right">Tren 03142</td></tr>
<tr><td><b>11:01</b> Sevilla-Santa Justa</td><td align="right">Coche 6 · Plaza 09A</td></tr>
<tr><td colspan="2" style="color:#666">Clase Turista · Tarifa Básica · Viajero: Marta Domínguez Vidal · DNI ***4821**</td></tr>
<tr><td colspan="2" style="color:#666">Número de billete: 7100 2231 8840 11</td></tr>
</table>
<p>Importe total: <b>54,90 €</b> (IVA incluido) – pagado con tarjeta terminada en 5562 el 14/04/2025.</p>
<p><a href="https://www.ferroviarapida.example/mis-viajes?loc=QZ4T8M" style="background:#6b2c91;color:#fff;padding:10px 18px;text-decoration:none;border-radius:4px">Ver mi viaje</a></p>
<p style="font-size:12px;color:#555">Acceso al tren: presenta el código QR del billete adjunto (PDF) o de la app. El control de acceso se cierra 2 minutos antes de la salida. Cambios y anulaciones hasta 2 horas antes de la salida, con una penalización del 20 %.</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#888;background:#fafafa">Atención al cliente: 912 320 320 · Asistencia PMR: 912 140 505<br>Ferrovía Rápida, S.A. · Av. Ciudad de Barcelona 8, 28007 Madrid · CIF A-87000000 · <a href="https://www.ferroviarapida.example/condiciones">Condiciones generales</a></td></tr>
</table></body></html>
""",
)

add(
    lang="es", kind="newsletter_numbers", otp=None, link=None,
    frm="MercaTodo <envios@mercatodo.example>",
    to="Jorge Herrera <jorge.herrera84@hotmail.example>",
    subject="Tu pedido 402-7781934-2215 está en camino",
    date="Tue, 08 Apr 2025 07:32:18 +0200",
    hcte="base64",
    html="""\
<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#0f1111;background:#ffffff">
<table width="600" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:14px 0;border-bottom:3px solid #ff9900"><b style="font-size:22px">merca<span style="color:#ff9900">todo</span></b></td></tr>
<tr><td style="padding:18px 0">
<h2 style="font-size:20px;color:#c45500;margin:0 0 8px">Tu paquete está en camino</h2>
<p>Hola Jorge, tu pedido <b>402-7781934-2215</b> se ha enviado.</p>
<table width="100%" cellpadding="8" style="background:#f3f3f3">
<tr><td><b>Llegada estimada:</b><br>jueves, 10 de abril, de 9:00 a 14:00</td>
<td><b>Transportista:</b> Ruta Express<br>N.º de seguimiento: RX5540028713ES</td></tr>
</table>
<p><a href="https://www.mercatodo.example/seguimiento?pedido=402-7781934-2215&amp;paquete=1" style="background:#ffd814;color:#0f1111;padding:10px 20px;text-decoration:none;border-radius:20px">Seguir tu paquete</a></p>
<table width="100%" cellpadding="6" style="font-size:14px;border-collapse:collapse">
<tr style="border-bottom:1px solid #ddd"><td>Auriculares inalámbricos Sonaro BT-520, negro</td><td align="right">1 x 39,99 €</td></tr>
<tr style="border-bottom:1px solid #ddd"><td>Cable USB-C a USB-C 2 m (pack de 3)</td><td align="right">1 x 12,49 €</td></tr>
<tr style="border-bottom:1px solid #ddd"><td>Funda para tablet 10,9" gris</td><td align="right">2 x 15,90 €</td></tr>
<tr><td align="right">Gastos de envío</td><td align="right">0,00 €</td></tr>
<tr><td align="right"><b>Total del pedido</b></td><td align="right"><b>84,28 €</b></td></tr>
</table>
<p style="font-size:13px"><b>Dirección de entrega:</b><br>Jorge Herrera<br>C/ de Toledo 41, 3.º B<br>28005 Madrid<br>Tel. 6•• ••• 407</p>
<p style="font-size:12px;color:#565959">Vendido por MercaTodo EU S.L. · Factura n.º ES5-2025-0441928 disponible en "Mis pedidos".<br>
¿Necesitas devolver algo? Tienes 30 días desde la entrega.</p>
</td></tr>
<tr><td style="border-top:1px solid #ddd;padding:12px 0;font-size:11px;color:#767676">
Este correo se ha enviado desde una dirección que no admite respuestas. <a href="https://www.mercatodo.example/ayuda">Ayuda</a> · <a href="https://www.mercatodo.example/privacidad">Aviso de privacidad</a> · <a href="https://www.mercatodo.example/preferencias-email">Preferencias de comunicación</a><br>
MercaTodo EU S.L., C/ Ramírez de Prado 5, 28045 Madrid. CIF B-84000000.
</td></tr></table>
<img src="https://www.mercatodo.example/gp/r.html?C=3JK9&amp;R=2HB8&amp;T=O" width="1" height="1" alt="">
</body></html>
""",
)

add(
    lang="es", kind="new_and_old_code", otp="093615", link=None,
    frm="Pagalia <no-responder@pagalia.example>",
    to="sara.molina@gmail.example",
    subject="Tu nuevo código de Pagalia",
    date="Wed, 16 Apr 2025 13:04:51 +0200",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Hola Sara:

Nos has pedido un nuevo código para entrar en Pagalia. El código
anterior (447 120) ya no es válido.

Tu nuevo código es: 093 615

Caduca a las 13:14 (hora peninsular). No lo compartas con nadie.

¿No has sido tú? Escríbenos desde la app en Perfil > Ayuda.

Pagalia Payments, Entidad de Dinero Electrónico S.A.
Registrada en el Banco de España con el n.º 6812
C/ Marina 16, 08005 Barcelona
""",
    html="""\
<html><body style="margin:0;background:#f0f4ff;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif">
<div style="max-width:480px;margin:30px auto;background:#fff;border-radius:16px;padding:32px;color:#101828">
<div style="font-size:22px;font-weight:800;color:#3b5bfd">pagalia</div>
<p style="font-size:16px">Hola Sara:</p>
<p>Nos has pedido un nuevo código para entrar en Pagalia. El código anterior (<span style="text-decoration:line-through;color:#98a2b3">447 120</span>) ya no es válido.</p>
<p>Tu nuevo código es:</p>
<p style="font-size:36px;font-weight:700;letter-spacing:6px;text-align:center;margin:10px 0">093 615</p>
<p style="color:#667085;font-size:13px;text-align:center">Caduca a las 13:14 (hora peninsular). No lo compartas con nadie.</p>
<p style="font-size:13px">¿No has sido tú? Escríbenos desde la app en Perfil &gt; Ayuda.</p>
<hr style="border:none;border-top:1px solid #eaecf0">
<p style="font-size:11px;color:#98a2b3">Pagalia Payments, Entidad de Dinero Electrónico S.A. Registrada en el Banco de España con el n.º 6812. C/ Marina 16, 08005 Barcelona.</p>
</div></body></html>
""",
)

add(
    lang="es", kind="magic_link", otp="205718",
    link="https://links.tablero.example/wf/click?upn=aHR0cHMtYXBwLXRhYmxlcm8tdmVyaWZ5-2BXq7bKz3LmP9-2FwR4tYs2-3D-3D_vN8qL3xK0zT5mR1wY7cB4hF6dJ9eG2aS&ref=verify",
    link_alt=["https://app.tablero.example/verificar-email?token=tbv_Xq7bKz3LmP9wR4tYs2Nc8Ud5Fe1Gh6Jk&uid=u_77120349"],
    frm="Tablero <equipo@tablero.example>",
    to="daniela.ortega@estudio-ortega.example",
    subject="Confirma tu dirección de correo en Tablero",
    date="Tue, 15 Apr 2025 10:41:03 +0200",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
¡Hola, Daniela!

Gracias por crear tu espacio de trabajo "Estudio Ortega" en Tablero.
Confirma tu dirección de correo abriendo este enlace:

https://app.tablero.example/verificar-email?token=tbv_Xq7bKz3LmP9wR4tYs2Nc8Ud5Fe1Gh6Jk&uid=u_77120349

¿Estás en la app móvil? Introduce este código en su lugar: 205 718

El enlace y el código caducan en 24 horas.

El equipo de Tablero

Tablero Software S.L. · C/ de Pallars 108, 08018 Barcelona
""",
    html="""\
<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f6f7fb;font-family:Inter,Arial,sans-serif;color:#1e2235">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<p style="font-size:11px;color:#9aa0b4"><a href="https://links.tablero.example/wf/click?upn=webversion-2Fv1_9aa0" style="color:#9aa0b4">¿No ves bien este correo? Ábrelo en el navegador</a></p>
<table width="540" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.08)">
<tr><td style="padding:32px 40px 0"><img src="https://assets.tablero.example/email/logo.png" width="110" alt="Tablero"></td></tr>
<tr><td style="padding:20px 40px 32px;font-size:15px;line-height:1.6">
<h1 style="font-size:24px;margin:0 0 12px">¡Hola, Daniela!</h1>
<p>Gracias por crear tu espacio de trabajo <b>Estudio Ortega</b> en Tablero. Solo falta confirmar tu dirección de correo.</p>
<p style="text-align:center;margin:28px 0"><a href="https://links.tablero.example/wf/click?upn=aHR0cHMtYXBwLXRhYmxlcm8tdmVyaWZ5-2BXq7bKz3LmP9-2FwR4tYs2-3D-3D_vN8qL3xK0zT5mR1wY7cB4hF6dJ9eG2aS&amp;ref=verify" style="background:#ff5a5f;color:#fff;text-decoration:none;padding:14px 32px;border-radius:8px;font-weight:600">Confirmar mi correo</a></p>
<p style="font-size:14px">¿Estás en la app móvil? Introduce este código en su lugar:</p>
<p style="font-size:28px;font-weight:700;letter-spacing:5px;text-align:center;background:#f6f7fb;border-radius:8px;padding:10px">205 718</p>
<p style="font-size:13px;color:#6b7089">El enlace y el código caducan en 24 horas.</p>
</td></tr></table>
<p style="font-size:11px;color:#9aa0b4;line-height:1.7">
<a href="https://links.tablero.example/wf/click?upn=twitter-2Ftablero_1" style="color:#9aa0b4">X</a> ·
<a href="https://links.tablero.example/wf/click?upn=youtube-2Ftablero_2" style="color:#9aa0b4">YouTube</a> ·
<a href="https://links.tablero.example/wf/click?upn=ayuda-2Ftablero_3" style="color:#9aa0b4">Centro de ayuda</a><br>
Tablero Software S.L. · C/ de Pallars 108, 08018 Barcelona</p>
<img src="https://links.tablero.example/wf/open?upn=px_77120349_verify" width="1" height="1" alt="">
</td></tr></table></body></html>
""",
)

add(
    lang="es", kind="subject_only", otp="731054", link=None,
    frm="Charla <verificacion@charla.example>",
    to="ignacio.vega@gmail.example",
    subject="731054 es tu código de Charla",
    date="Sun, 06 Apr 2025 18:22:10 +0200",
    hcte="quoted-printable",
    html="""\
<html><body style="font-family:Roboto,Arial,sans-serif;color:#202124;background:#ffffff">
<div style="max-width:460px;margin:0 auto;padding:24px;border:1px solid #e0e0e0;border-radius:8px">
<div style="font-size:20px;color:#00a884;font-weight:bold">💬 Charla</div>
<p>Hola, Ignacio:</p>
<p>Usa el código que aparece en el asunto de este correo para verificar tu cuenta vinculada al número +34 612 ••• 870.</p>
<p>No compartas este código con nadie. Si alguien te lo pide, aunque diga ser de Charla, es un intento de estafa.</p>
<p style="font-size:12px;color:#5f6368">Si no has pedido verificar tu cuenta, ignora este mensaje.</p>
<p style="font-size:11px;color:#9aa0a6;border-top:1px solid #eee;padding-top:10px">Charla Messaging Ltd. · Calle de Alcalá 21, 28014 Madrid · <a href="https://charla.example/seguridad" style="color:#9aa0a6">Consejos de seguridad</a></p>
</div></body></html>
""",
)

add(
    lang="es", kind="reset_in_code_mail", otp="260947", link=None,
    frm="CriptoPlaza <seguridad@criptoplaza.example>",
    to="Raúl Castillo <raul.castillo@protonmail.example>",
    subject="Código de inicio de sesión de CriptoPlaza",
    date="Fri, 18 Apr 2025 03:12:37 +0200",
    tcte="base64", hcte="base64",
    text="""\
Hola, Raúl:

Hemos recibido una solicitud de inicio de sesión en tu cuenta de
CriptoPlaza.

Tu código de verificación: 260947

Válido durante 5 minutos.

Detalles de la solicitud:
  Fecha: 18/04/2025 03:12 (CEST)
  IP: 192.0.2.145 (Málaga, España)
  Dispositivo: Safari en iPhone

¿No has sido tú? Restablece tu contraseña de inmediato:
https://www.criptoplaza.example/cuenta/restablecer?origen=alerta&s=4f2a9c81d7e3
y bloquea temporalmente tu cuenta desde Seguridad > Congelar cuenta.

Recuerda: CriptoPlaza nunca te pedirá tu código ni tu frase de
recuperación.

CriptoPlaza Exchange S.L. · Proveedor de servicios de criptoactivos
registrado ante la CNMV con el n.º 0193 · Paseo de Gracia 55, 08007 Barcelona
""",
    html="""\
<html><body style="background:#0b0e11;color:#eaecef;font-family:Arial,sans-serif;margin:0">
<div style="max-width:560px;margin:0 auto;padding:28px">
<div style="color:#f0b90b;font-size:22px;font-weight:bold">CriptoPlaza</div>
<h2 style="font-size:20px">Código de inicio de sesión</h2>
<p>Hola, Raúl:</p>
<p>Hemos recibido una solicitud de inicio de sesión en tu cuenta de CriptoPlaza.</p>
<p>Tu código de verificación:</p>
<p style="font-size:32px;font-weight:bold;color:#f0b90b;letter-spacing:6px">260947</p>
<p style="font-size:13px;color:#848e9c">Válido durante 5 minutos.</p>
<table cellpadding="4" style="font-size:13px;color:#b7bdc6;background:#1e2329;width:100%">
<tr><td>Fecha</td><td>18/04/2025 03:12 (CEST)</td></tr>
<tr><td>IP</td><td>192.0.2.145 (Málaga, España)</td></tr>
<tr><td>Dispositivo</td><td>Safari en iPhone</td></tr>
</table>
<p style="margin-top:18px">¿No has sido tú? <a href="https://www.criptoplaza.example/cuenta/restablecer?origen=alerta&amp;s=4f2a9c81d7e3" style="color:#f0b90b">Restablece tu contraseña de inmediato</a> y bloquea temporalmente tu cuenta desde <a href="https://www.criptoplaza.example/cuenta/seguridad/congelar" style="color:#f0b90b">Seguridad &gt; Congelar cuenta</a>.</p>
<p style="font-size:12px;color:#848e9c">Recuerda: CriptoPlaza nunca te pedirá tu código ni tu frase de recuperación.</p>
<p style="font-size:10px;color:#5e6673;border-top:1px solid #2b3139;padding-top:12px">CriptoPlaza Exchange S.L. · Proveedor de servicios de criptoactivos registrado ante la CNMV con el n.º 0193 · Paseo de Gracia 55, 08007 Barcelona<br>
<a href="https://x.example/criptoplaza" style="color:#5e6673">X</a> · <a href="https://t.example/criptoplaza_es" style="color:#5e6673">Telegram</a></p>
</div></body></html>
""",
)

add(
    lang="es", kind="decoy_codes", otp=None, link=None,
    frm="Pilar Navarro (vía Sala Nube) <invitaciones@salanube.example>",
    to="equipo-producto@lumbre-software.example",
    subject="Invitación: Revisión trimestral Q2 · jue 24 abr 2025 10:00 - 11:30 (CEST)",
    date="Wed, 16 Apr 2025 17:45:29 +0200",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Pilar Navarro te ha invitado a una reunión de Sala Nube.

Revisión trimestral Q2
Jueves, 24 de abril de 2025 · 10:00 - 11:30 (hora de Madrid)

Unirse a la reunión:
https://lumbre.salanube.example/j/84219375520

ID de reunión: 842 1937 5520
Código de acceso: 558213

Unirse por teléfono:
  +34 91 123 45 67 (Madrid)
  +34 93 220 18 40 (Barcelona)
  PIN: 4410 7728 #

Orden del día:
  1. Resultados Q1 (ventas: 1,24 M€, +12 % interanual)
  2. Hoja de ruta Q2 - versión 3.8
  3. Presupuesto de marketing (propuesta de 85.000 €)

Sala: Planta 4, sala "Guadiana" (capacidad 12 personas)

Esta invitación se ha enviado con Sala Nube. Para dejar de recibir
invitaciones de este organizador, pulsa "Rechazar" en el calendario.
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">
<div style="max-width:600px">
<p><b>Pilar Navarro</b> te ha invitado a una reunión de Sala Nube.</p>
<h2 style="font-size:20px;margin:12px 0 4px">Revisión trimestral Q2</h2>
<p style="color:#555;margin-top:0">Jueves, 24 de abril de 2025 · 10:00 – 11:30 (hora de Madrid)</p>
<p><a href="https://lumbre.salanube.example/j/84219375520" style="background:#0e72ed;color:#fff;padding:10px 20px;text-decoration:none;border-radius:6px">Unirse a la reunión</a></p>
<table cellpadding="4" style="font-size:14px">
<tr><td style="color:#666">ID de reunión</td><td>842 1937 5520</td></tr>
<tr><td style="color:#666">Código de acceso</td><td>558213</td></tr>
</table>
<p><b>Unirse por teléfono</b><br>+34 91 123 45 67 (Madrid)<br>+34 93 220 18 40 (Barcelona)<br>PIN: 4410 7728 #</p>
<p><b>Orden del día</b></p>
<ol><li>Resultados Q1 (ventas: 1,24 M€, +12 % interanual)</li><li>Hoja de ruta Q2 – versión 3.8</li><li>Presupuesto de marketing (propuesta de 85.000 €)</li></ol>
<p>Sala: Planta 4, sala «Guadiana» (capacidad 12 personas)</p>
<p>
<a href="https://calendario.salanube.example/responder?evento=ev_8842193&amp;r=si">Sí</a> ·
<a href="https://calendario.salanube.example/responder?evento=ev_8842193&amp;r=quiza">Quizás</a> ·
<a href="https://calendario.salanube.example/responder?evento=ev_8842193&amp;r=no">No</a></p>
<p style="font-size:11px;color:#888">Esta invitación se ha enviado con Sala Nube. <a href="https://salanube.example/ayuda/invitaciones">Más información</a></p>
</div></body></html>
""",
)

add(
    lang="es", kind="phone_and_dates", otp="381506", link=None,
    frm="Clínica Salud Norte <citas@saludnorte.example>",
    to="Begoña Etxeberria <b.etxeberria@euskaltel.example>",
    subject="Accede a tu cita del 15/04 en Mi Salud Norte",
    date="Fri, 11 Apr 2025 09:15:47 +0200",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Estimada Begoña Etxeberria:

Le recordamos su próxima cita:

  Fecha:       martes, 15/04/2025 a las 10:30
  Especialidad: Dermatología - Dra. Ainhoa Larrañaga
  Lugar:       Consulta 2.14, 2.ª planta, Alameda de Recalde 34, 48009 Bilbao
  N.º de historia clínica: 00731822

Para ver los detalles, el informe previo y el consentimiento informado
en el portal del paciente, introduzca este código de acceso:

  3 8 1 5 0 6

(válido 30 minutos)

Si no puede acudir, anule o cambie la cita llamando al 944 123 456
(lunes a viernes de 8:00 a 20:00) con al menos 24 horas de antelación.
Urgencias 24 h: 944 123 400.

Clínica Salud Norte, S.L.U. · CIF B-95000000
Protección de datos: dpd@saludnorte.example
""",
    html="""\
<html><body style="font-family:'Open Sans',Arial,sans-serif;background:#eef6f8;color:#20343d">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:6px">
<tr><td style="padding:20px 28px;border-bottom:1px solid #d9e7ec"><span style="color:#0086a8;font-size:20px;font-weight:bold">✚ Salud Norte</span></td></tr>
<tr><td style="padding:24px 28px">
<p>Estimada Begoña Etxeberria:</p>
<p>Le recordamos su próxima cita:</p>
<table cellpadding="5" style="font-size:14px">
<tr><td style="color:#5b7682">Fecha</td><td><b>martes, 15/04/2025 a las 10:30</b></td></tr>
<tr><td style="color:#5b7682">Especialidad</td><td>Dermatología – Dra. Ainhoa Larrañaga</td></tr>
<tr><td style="color:#5b7682">Lugar</td><td>Consulta 2.14, 2.ª planta, Alameda de Recalde 34, 48009 Bilbao</td></tr>
<tr><td style="color:#5b7682">N.º de historia clínica</td><td>00731822</td></tr>
</table>
<p>Para ver los detalles, el informe previo y el consentimiento informado en el portal del paciente, introduzca este código de acceso:</p>
<table cellpadding="0" cellspacing="6" align="center"><tr>
<td style="border:1px solid #0086a8;border-radius:4px;width:38px;height:46px;text-align:center;font-size:26px;font-weight:bold"><span>3</span></td>
<td style="border:1px solid #0086a8;border-radius:4px;width:38px;height:46px;text-align:center;font-size:26px;font-weight:bold"><span>8</span></td>
<td style="border:1px solid #0086a8;border-radius:4px;width:38px;height:46px;text-align:center;font-size:26px;font-weight:bold"><span>1</span></td>
<td style="border:1px solid #0086a8;border-radius:4px;width:38px;height:46px;text-align:center;font-size:26px;font-weight:bold"><span>5</span></td>
<td style="border:1px solid #0086a8;border-radius:4px;width:38px;height:46px;text-align:center;font-size:26px;font-weight:bold"><span>0</span></td>
<td style="border:1px solid #0086a8;border-radius:4px;width:38px;height:46px;text-align:center;font-size:26px;font-weight:bold"><span>6</span></td>
</tr></table>
<p style="text-align:center;font-size:12px;color:#5b7682">(válido 30 minutos)</p>
<p style="font-size:13px">Si no puede acudir, anule o cambie la cita llamando al <b>944 123 456</b> (lunes a viernes de 8:00 a 20:00) con al menos 24 horas de antelación. Urgencias 24 h: 944 123 400.</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#7d949e;background:#f6fafb">Clínica Salud Norte, S.L.U. · CIF B-95000000 · Protección de datos: dpd@saludnorte.example · <a href="https://www.saludnorte.example/aviso-legal" style="color:#7d949e">Aviso legal</a></td></tr>
</table></body></html>
""",
)

add(
    lang="es", kind="several_codes", otp="559013", link=None,
    frm="Nubarrón <cuenta@nubarron.example>",
    to="Esther Gil <esther.gil@ono.example>",
    subject="Activa la verificación en dos pasos de tu cuenta Nubarrón",
    date="Sun, 20 Apr 2025 11:50:16 +0200",
    tcte="8bit", hcte="quoted-printable",
    text="""\
Hola, Esther:

Estás activando la verificación en dos pasos en Nubarrón.

PASO 1 - Confirma este correo introduciendo ahora este código en la
pantalla de configuración:

    559 013

PASO 2 - Cuando termines, guarda tus códigos de recuperación. Solo los
necesitarás si pierdes el móvil; no los introduzcas ahora:

    8fk2-m4qz   3tw9-x7pe   6hn1-c5ra
    2vd8-q3ky   9mb4-w6tu   5gs7-l2jo

Cada código de recuperación funciona una sola vez.

Espacio utilizado: 142,8 GB de 200 GB · Plan Nube 200 (2,99 €/mes)

El equipo de Nubarrón
Nubarrón Cloud S.L. · Av. de Europa 19, 28108 Alcobendas (Madrid)
""",
    html="""\
<html><body style="background:#eaf3ff;font-family:Arial,sans-serif;color:#0d2440">
<div style="max-width:540px;margin:0 auto;background:#fff;border-radius:10px;padding:28px">
<div style="font-size:22px;color:#2f80ed;font-weight:bold">☁ Nubarrón</div>
<p>Hola, Esther:</p>
<p>Estás activando la verificación en dos pasos en Nubarrón.</p>
<h3 style="margin-bottom:4px">Paso 1 · Confirma este correo</h3>
<p style="margin-top:0">Introduce <b>ahora</b> este código en la pantalla de configuración:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:5px;text-align:center;color:#2f80ed">559 013</p>
<h3 style="margin-bottom:4px">Paso 2 · Guarda tus códigos de recuperación</h3>
<p style="margin-top:0;font-size:14px">Solo los necesitarás si pierdes el móvil; no los introduzcas ahora. Cada código funciona una sola vez.</p>
<table cellpadding="6" style="font-family:monospace;font-size:15px;background:#f4f8fd;margin:0 auto">
<tr><td>8fk2-m4qz</td><td>3tw9-x7pe</td><td>6hn1-c5ra</td></tr>
<tr><td>2vd8-q3ky</td><td>9mb4-w6tu</td><td>5gs7-l2jo</td></tr>
</table>
<p style="font-size:12px;color:#5a6b80;margin-top:20px">Espacio utilizado: 142,8 GB de 200 GB · Plan Nube 200 (2,99 €/mes)</p>
<p style="font-size:11px;color:#8a9ab0">Nubarrón Cloud S.L. · Av. de Europa 19, 28108 Alcobendas (Madrid) · <a href="https://nubarron.example/ayuda/2fa" style="color:#8a9ab0">Ayuda sobre la verificación en dos pasos</a></p>
</div></body></html>
""",
)

add(
    lang="es", kind="no_code_word", otp="74013862", link=None,
    frm="Sede Electrónica - Ayuntamiento de Valdemar <sede@valdemar.example>",
    to="Francisco Javier Ibáñez Soler <fjibanez@correo.example>",
    subject="Acceso a la Sede Electrónica: clave temporal",
    date="Mon, 21 Apr 2025 12:30:05 +0200",
    tcte="quoted-printable",
    text="""\
AYUNTAMIENTO DE VALDEMAR
Sede Electrónica

Estimado/a Sr./Sra. Francisco Javier Ibáñez Soler:

Ha solicitado acceder a la Sede Electrónica para consultar el
expediente n.º 2025/ELEC-00418 (Licencia de obra menor - C/ Real 12, 2.º A).

Introduzca la siguiente clave temporal en el formulario de acceso:

    74013862

La clave es de un solo uso y caduca a las 12:45 del 21/04/2025.

Registro de entrada asociado: RE-2025-007731, de 14/04/2025.
Plazo de subsanación de documentación: 10 días hábiles (art. 68 de la
Ley 39/2015, de 1 de octubre).

Este mensaje se ha generado automáticamente; no responda a esta
dirección. Atención ciudadana: 010 o 925 730 000 (de lunes a viernes,
de 9:00 a 14:00). Plaza Mayor 1, 45000 Valdemar.
""",
)

add(
    lang="es", kind="magic_link", otp=None,
    link="https://cuenta.hotelesalameda.example/restablecer-contrasena?token=ALM-rst-8Kd2Qp7Wz4Nx1Vb9Tc6Ym3Rf0Hs5Lj&miembro=310055218804",
    frm="Hoteles Alameda Rewards <rewards@hotelesalameda.example>",
    to="Cristina Peña <cristina.pena@gmail.example>",
    subject="Restablece tu contraseña de Alameda Rewards",
    date="Thu, 17 Apr 2025 23:09:40 +0200",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Hola, Cristina:

Hemos recibido una solicitud para restablecer la contraseña de tu cuenta
Alameda Rewards (n.º de socio 3100 5521 8804).

Crea una nueva contraseña aquí (el enlace caduca en 1 hora):
https://cuenta.hotelesalameda.example/restablecer-contrasena?token=ALM-rst-8Kd2Qp7Wz4Nx1Vb9Tc6Ym3Rf0Hs5Lj&miembro=310055218804

Si no lo has solicitado tú, puedes ignorar este mensaje.

Tu nivel: Plata · Puntos disponibles: 18.450 · Noches este año: 7

Hoteles Alameda - Calle de Serrano 45, 28001 Madrid
Reservas: +34 900 878 878
""",
    html="""\
<html><body style="margin:0;background:#f5f1ea;font-family:Georgia,serif;color:#2d2a26">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:26px;text-align:center;border-bottom:1px solid #e6dccb"><span style="font-size:24px;letter-spacing:4px;color:#7a5c2e">HOTELES ALAMEDA</span><br><span style="font-size:11px;letter-spacing:3px;color:#a08a66">REWARDS</span></td></tr>
<tr><td style="padding:30px 40px;font-family:Arial,sans-serif;font-size:15px;line-height:1.6">
<p>Hola, Cristina:</p>
<p>Hemos recibido una solicitud para restablecer la contraseña de tu cuenta Alameda Rewards (n.º de socio 3100 5521 8804).</p>
<p style="text-align:center;margin:28px 0"><a href="https://cuenta.hotelesalameda.example/restablecer-contrasena?token=ALM-rst-8Kd2Qp7Wz4Nx1Vb9Tc6Ym3Rf0Hs5Lj&amp;miembro=310055218804" style="background:#7a5c2e;color:#fff;padding:13px 28px;text-decoration:none;letter-spacing:1px">RESTABLECER CONTRASEÑA</a></p>
<p style="font-size:13px;color:#776">El enlace caduca en 1 hora. Si no lo has solicitado tú, puedes ignorar este mensaje.</p>
<table width="100%" cellpadding="8" style="background:#faf6ef;font-size:13px;margin-top:16px"><tr>
<td>Nivel: <b>Plata</b></td><td>Puntos: <b>18.450</b></td><td>Noches este año: <b>7</b></td></tr></table>
</td></tr>
<tr><td style="padding:18px 40px;font-family:Arial,sans-serif;font-size:11px;color:#998;background:#f9f7f3;text-align:center">
Hoteles Alameda · Calle de Serrano 45, 28001 Madrid · Reservas: +34 900 878 878<br>
<a href="https://www.hotelesalameda.example/privacidad" style="color:#998">Privacidad</a> · <a href="https://www.hotelesalameda.example/rewards/condiciones" style="color:#998">Condiciones del programa</a> · <a href="https://www.hotelesalameda.example/baja?e=cristina.pena%40gmail.example" style="color:#998">Darse de baja</a>
</td></tr></table></body></html>
""",
)

# ---------------------------------------------------------------------------
# Portuguese (pt) - Brazilian and European
# ---------------------------------------------------------------------------

add(
    lang="pt", kind="phone_and_dates", otp="718230", link=None,
    frm="NuvemPay <seguranca@nuvempay.example>",
    to="Rafael Nascimento <rafael.nascimento@uol.example>",
    subject="Código para confirmar seu Pix de R$ 1.350,00",
    date="Wed, 09 Apr 2025 14:26:58 -0300",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Olá, Rafael!

Você está fazendo um Pix pelo internet banking:

  Valor: R$ 1.350,00
  Para: Marcos A. S. (CPF ***.482.197-**)
  Instituição: Banco Cerrado S.A.
  Data: 09/04/2025 às 14:26
  Conta de origem: ag. 0001 / c.c. 88213-4

Para confirmar, digite o código 718 230 na tela do internet banking.
Ele expira em 3 minutos.

Não reconhece essa transação? Ligue agora para 0800 725 0042
(24 horas) ou 4004 1122 (capitais e regiões metropolitanas).
Ouvidoria: 0800 887 0031.

NuvemPay Instituição de Pagamento S.A. - CNPJ 12.345.678/0001-90
Av. Brigadeiro Faria Lima, 3.900 - 10º andar - São Paulo/SP - CEP 04538-132
""",
    html="""\
<html><body style="margin:0;background:#f2ecfb;font-family:Arial,Helvetica,sans-serif;color:#2a1f3d">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px">
<tr><td style="padding:24px 30px;background:#7a2ff7;border-radius:14px 14px 0 0;color:#fff;font-size:22px;font-weight:bold">nuvempay</td></tr>
<tr><td style="padding:26px 30px;font-size:15px">
<p>Olá, Rafael!</p>
<p>Você está fazendo um Pix pelo internet banking:</p>
<table width="100%" cellpadding="6" style="font-size:14px;background:#f8f5fe;border-radius:8px">
<tr><td>Valor</td><td align="right"><b>R$ 1.350,00</b></td></tr>
<tr><td>Para</td><td align="right">Marcos A. S. (CPF ***.482.197-**)</td></tr>
<tr><td>Instituição</td><td align="right">Banco Cerrado S.A.</td></tr>
<tr><td>Data</td><td align="right">09/04/2025 às 14:26</td></tr>
<tr><td>Conta de origem</td><td align="right">ag. 0001 / c.c. 88213-4</td></tr>
</table>
<p style="margin-top:22px">Para confirmar, digite o código abaixo na tela do internet banking:</p>
<p style="font-size:34px;font-weight:bold;text-align:center;letter-spacing:6px;color:#7a2ff7">718 230</p>
<p style="font-size:13px;color:#6b5f80;text-align:center">Ele expira em 3 minutos.</p>
<p style="font-size:13px;background:#fff3f3;padding:10px;border-radius:6px">Não reconhece essa transação? Ligue agora para <b>0800 725 0042</b> (24 horas) ou 4004 1122 (capitais e regiões metropolitanas). Ouvidoria: 0800 887 0031.</p>
</td></tr>
<tr><td style="padding:16px 30px;font-size:10px;color:#8d84a0">NuvemPay Instituição de Pagamento S.A. – CNPJ 12.345.678/0001-90 – Av. Brigadeiro Faria Lima, 3.900 – 10º andar – São Paulo/SP – CEP 04538-132</td></tr>
</table></td></tr></table></body></html>
""",
)

add(
    lang="pt", kind="prefix_code", otp="539871", link=None,
    frm="Wavvy <nao-responda@wavvy.example>",
    to="bia.carvalho@gmail.example",
    subject="W-539871 é o seu código de verificação do Wavvy",
    date="Sat, 19 Apr 2025 20:03:12 -0300",
    tcte="8bit",
    text="""\
Oi, Bia!

Seu código de verificação do Wavvy é W-539871.

Na tela de verificação, o prefixo "W-" já aparece preenchido: digite só
os 6 números.

Se você não pediu este código, pode ignorar este e-mail. Alguém pode ter
digitado seu endereço por engano.

Equipe Wavvy
Wavvy Tecnologia Ltda. - Rua Fidêncio Ramos, 308 - São Paulo/SP
""",
)

add(
    lang="pt", kind="booking_ref", otp=None, link=None,
    frm="Voa Brasil <reservas@voabrasil.example>",
    to="Fernanda Lima Rocha <fernanda.rocha@terra.example>",
    subject="Sua viagem está confirmada! Código da reserva: LTX9QP",
    date="Mon, 31 Mar 2025 16:47:33 -0300",
    tcte="base64", hcte="base64",
    text="""\
Sua viagem está confirmada!

Código da reserva (localizador): LTX9QP

Passageira: FERNANDA LIMA ROCHA
Bilhete eletrônico: 957 2100348811

IDA - domingo, 18/05/2025
  Voo VB 3307 - São Paulo/Guarulhos (GRU) 06:05 → Recife (REC) 09:20
  Assento 21F · Tarifa Light (somente bagagem de mão de até 10 kg)

VOLTA - sábado, 24/05/2025
  Voo VB 3312 - Recife (REC) 21:40 → São Paulo/Guarulhos (GRU) 01:05 (+1)
  Assento 18A

Valor total: R$ 1.287,44 (3x de R$ 429,15 no cartão final 7720)

Check-in: pelo app ou site a partir de 48 h antes do voo, usando o código
da reserva e o sobrenome. Chegue ao aeroporto com 2 h de antecedência.

Central de Relacionamento: 0300 115 2121 · SAC: 0800 770 2121
Voa Brasil Linhas Aéreas S.A. · CNPJ 98.765.432/0001-10
""",
    html="""\
<html><body style="background:#eef3f8;font-family:Arial,sans-serif;margin:0;color:#1d2b3a">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#ff6b00;padding:18px 24px;color:#fff;font-size:22px;font-weight:bold">voa brasil ✈</td></tr>
<tr><td style="padding:24px">
<h2 style="margin:0 0 10px">Sua viagem está confirmada!</h2>
<table width="100%" cellpadding="10" style="background:#fff4eb;border-radius:8px"><tr>
<td><span style="font-size:12px;color:#a04a00">CÓDIGO DA RESERVA (LOCALIZADOR)</span><br><span style="font-size:30px;font-weight:bold;letter-spacing:3px">LTX9QP</span></td>
<td style="font-size:13px">Passageira: FERNANDA LIMA ROCHA<br>Bilhete eletrônico: 957 2100348811</td></tr></table>
<h3>Ida · domingo, 18/05/2025</h3>
<p>Voo <b>VB 3307</b> · São Paulo/Guarulhos (GRU) <b>06:05</b> → Recife (REC) <b>09:20</b><br>Assento 21F · Tarifa Light (somente bagagem de mão de até 10 kg)</p>
<h3>Volta · sábado, 24/05/2025</h3>
<p>Voo <b>VB 3312</b> · Recife (REC) <b>21:40</b> → São Paulo/Guarulhos (GRU) <b>01:05 (+1)</b><br>Assento 18A</p>
<p style="border-top:1px solid #eee;padding-top:10px">Valor total: <b>R$ 1.287,44</b> (3x de R$ 429,15 no cartão final 7720)</p>
<p><a href="https://www.voabrasil.example/checkin?loc=LTX9QP" style="background:#ff6b00;color:#fff;padding:10px 20px;text-decoration:none;border-radius:4px">Fazer check-in</a> &nbsp; <a href="https://www.voabrasil.example/minhas-viagens">Minhas viagens</a></p>
<p style="font-size:12px;color:#667">Check-in pelo app ou site a partir de 48 h antes do voo, usando o código da reserva e o sobrenome. Chegue ao aeroporto com 2 h de antecedência.</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#889;background:#f7f9fb">Central de Relacionamento: 0300 115 2121 · SAC: 0800 770 2121<br>Voa Brasil Linhas Aéreas S.A. · CNPJ 98.765.432/0001-10</td></tr>
</table></body></html>
""",
)

add(
    lang="pt", kind="booking_ref", otp="402958", link=None,
    frm="Aerolíneas Atlântico <cliente@atlantico-air.example>",
    to="Miguel Sousa <miguel.sousa@sapo.example>",
    subject="O seu código de acesso à Área de Cliente",
    date="Tue, 22 Apr 2025 08:37:21 +0100",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Caro Miguel Sousa,

Recebemos um pedido de acesso à sua Área de Cliente Atlântico Milhas.

O seu código de acesso é: 402 958

Introduza-o no site ou na aplicação nos próximos 10 minutos.

A sua próxima viagem
  Reserva 6HJ2KD · Lisboa (LIS) → Ponta Delgada (PDL)
  Segunda-feira, 02/06/2025 · voo AT 1861 · partida 07:50, chegada 08:55
  Atlântico Milhas: cartão n.º 44 018 772 · saldo 23 400 milhas

Se não foi o Miguel a pedir este código, ignore esta mensagem; ninguém
poderá aceder à sua conta sem ele.

Com os melhores cumprimentos,
Aerolíneas Atlântico

Linha de apoio: +351 218 400 400 (chamada para a rede fixa nacional)
Aerolíneas Atlântico, S.A. - Aeroporto de Lisboa, Edifício 25, 1704-801 Lisboa
NIPC 500 123 456
""",
    html="""\
<html><body style="background:#eaf1f6;font-family:Verdana,Arial,sans-serif;color:#0e2a3f;margin:0">
<div style="max-width:560px;margin:24px auto;background:#fff">
<div style="background:#003a5d;color:#fff;padding:18px 26px;font-size:19px">Aerolíneas <b>Atlântico</b></div>
<div style="padding:24px 26px;font-size:14px;line-height:1.55">
<p>Caro Miguel Sousa,</p>
<p>Recebemos um pedido de acesso à sua Área de Cliente Atlântico Milhas.</p>
<p>O seu código de acesso é:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:5px;color:#003a5d;text-align:center">402 958</p>
<p>Introduza-o no site ou na aplicação nos próximos 10 minutos.</p>
<div style="border:1px solid #cfdde8;padding:12px;margin:18px 0;font-size:13px">
<b>A sua próxima viagem</b><br>Reserva 6HJ2KD · Lisboa (LIS) → Ponta Delgada (PDL)<br>Segunda-feira, 02/06/2025 · voo AT 1861 · partida 07:50, chegada 08:55<br>Atlântico Milhas: cartão n.º 44 018 772 · saldo 23 400 milhas</div>
<p style="font-size:13px">Se não foi o Miguel a pedir este código, ignore esta mensagem; ninguém poderá aceder à sua conta sem ele.</p>
<p>Com os melhores cumprimentos,<br>Aerolíneas Atlântico</p>
</div>
<div style="padding:14px 26px;background:#f2f6f9;font-size:10px;color:#5a7285">Linha de apoio: +351 218 400 400 (chamada para a rede fixa nacional)<br>Aerolíneas Atlântico, S.A. – Aeroporto de Lisboa, Edifício 25, 1704-801 Lisboa – NIPC 500 123 456 · <a href="https://www.atlantico-air.example/privacidade" style="color:#5a7285">Privacidade</a></div>
</div></body></html>
""",
)

add(
    lang="pt", kind="newsletter_numbers", otp=None, link=None,
    frm="Feira Online <pedidos@feiraonline.example>",
    to="Patrícia Gomes <patricia.gomes@bol.example>",
    subject="Pedido nº 100238871 confirmado – entrega em 10/04",
    date="Tue, 08 Apr 2025 19:21:46 -0300",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Oi, Patrícia! Recebemos seu pedido.

Pedido nº 100238871 - 08/04/2025 às 19:20
Entrega: quinta-feira, 10/04/2025, janela das 08h às 12h
Endereço: Av. Paulista, 1578, ap. 92 - Bela Vista - São Paulo/SP - CEP 01310-200

Itens
  2 x Arroz agulhinha tipo 1 5 kg ............. R$ 53,80
  1 x Azeite extravirgem 500 ml ............... R$ 38,90
  6 x Leite UHT integral 1 L .................. R$ 35,34
  1 x Café torrado e moído 500 g .............. R$ 21,99
  1 kg Banana prata ........................... R$  6,49

Subtotal: R$ 156,52
Frete: R$ 9,90
Desconto Clube Feira: - R$ 12,00
Total: R$ 154,42 - Pago no cartão de crédito final 3318 (1x)

A nota fiscal eletrônica (NF-e nº 000.481.223, série 1) será enviada após
a separação dos produtos. Se algum item faltar, o valor será estornado.

Feira Online Comércio de Alimentos Ltda. - CNPJ 23.456.789/0001-55
SAC 0800 941 2020 (seg. a sáb., 8h às 20h)
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;background:#f4faf2;color:#223322">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#2e9e44;color:#fff;padding:16px 22px;font-size:21px;font-weight:bold">🛒 Feira Online</td></tr>
<tr><td style="padding:22px">
<h2 style="margin-top:0">Oi, Patrícia! Recebemos seu pedido.</h2>
<p>Pedido nº <b>100238871</b> – 08/04/2025 às 19:20<br>
Entrega: <b>quinta-feira, 10/04/2025</b>, janela das 08h às 12h<br>
Endereço: Av. Paulista, 1578, ap. 92 – Bela Vista – São Paulo/SP – CEP 01310-200</p>
<table width="100%" cellpadding="5" style="font-size:14px;border-collapse:collapse">
<tr style="background:#eef7ec"><th align="left">Item</th><th align="right">Valor</th></tr>
<tr><td>2 x Arroz agulhinha tipo 1 5 kg</td><td align="right">R$ 53,80</td></tr>
<tr><td>1 x Azeite extravirgem 500 ml</td><td align="right">R$ 38,90</td></tr>
<tr><td>6 x Leite UHT integral 1 L</td><td align="right">R$ 35,34</td></tr>
<tr><td>1 x Café torrado e moído 500 g</td><td align="right">R$ 21,99</td></tr>
<tr><td>1 kg Banana prata</td><td align="right">R$ 6,49</td></tr>
<tr><td align="right">Subtotal</td><td align="right">R$ 156,52</td></tr>
<tr><td align="right">Frete</td><td align="right">R$ 9,90</td></tr>
<tr><td align="right">Desconto Clube Feira</td><td align="right">- R$ 12,00</td></tr>
<tr><td align="right"><b>Total</b></td><td align="right"><b>R$ 154,42</b></td></tr>
</table>
<p style="font-size:13px">Pago no cartão de crédito final 3318 (1x).</p>
<p><a href="https://www.feiraonline.example/minha-conta/pedidos/100238871" style="background:#2e9e44;color:#fff;padding:10px 18px;text-decoration:none;border-radius:4px">Acompanhar pedido</a></p>
<p style="font-size:12px;color:#556">A nota fiscal eletrônica (NF-e nº 000.481.223, série 1) será enviada após a separação dos produtos. Se algum item faltar, o valor será estornado.</p>
</td></tr>
<tr><td style="padding:12px 22px;font-size:10px;color:#889;background:#f7f7f7">Feira Online Comércio de Alimentos Ltda. – CNPJ 23.456.789/0001-55 – SAC 0800 941 2020 (seg. a sáb., 8h às 20h) · <a href="https://www.feiraonline.example/descadastrar?id=77120">Não quero mais receber e-mails</a></td></tr>
</table></body></html>
""",
)

add(
    lang="pt", kind="magic_link", otp=None,
    link="https://email.caderno.example/c/eJyVkM1uwyAQhJ8m3BKxGGM4cKgq5T0wLAlp_COMYuXtu0h7aqUeQOx8M7OawdpJcTJ6qtiV0rKcjFn4N4YC4L6G4BvJPHXqQZjNRt9OkNQe3HVyP8uz27JvbHB2dsaGjUsBgw4MVOgUYoRRhA6_eWgVs8jjBjKA",
    link_alt=["https://app.caderno.example/entrar/link?t=cdn_ml_R8vK2mQ9xT4wZ7pL1nB6cY3hF0sD5gJa&e=vinicius.alves%40gmail.example"],
    frm="Caderno <oi@caderno.example>",
    to="vinicius.alves@gmail.example",
    subject="Seu link para entrar no Caderno",
    date="Thu, 10 Apr 2025 22:58:05 -0300",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Oi, Vinícius!

Clique no link abaixo para entrar no Caderno. Ele vale por 20 minutos e
só pode ser usado uma vez:

https://app.caderno.example/entrar/link?t=cdn_ml_R8vK2mQ9xT4wZ7pL1nB6cY3hF0sD5gJa&e=vinicius.alves%40gmail.example

Se você não tentou entrar, é só ignorar este e-mail.

Um abraço,
Time do Caderno

Caderno Software Ltda. · Rua dos Andradas, 1234 · Porto Alegre/RS · CEP 90020-008
""",
    html="""\
<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fffdf5;font-family:'IBM Plex Sans',Arial,sans-serif;color:#2b2b2b">
<div style="max-width:500px;margin:0 auto;padding:40px 24px">
<div style="font-size:20px;font-weight:700">📓 Caderno</div>
<h1 style="font-size:24px;margin:28px 0 10px">Entrar no Caderno</h1>
<p>Oi, Vinícius! Clique no botão abaixo para entrar. O link vale por 20 minutos e só pode ser usado uma vez.</p>
<p style="margin:30px 0"><a href="https://email.caderno.example/c/eJyVkM1uwyAQhJ8m3BKxGGM4cKgq5T0wLAlp_COMYuXtu0h7aqUeQOx8M7OawdpJcTJ6qtiV0rKcjFn4N4YC4L6G4BvJPHXqQZjNRt9OkNQe3HVyP8uz27JvbHB2dsaGjUsBgw4MVOgUYoRRhA6_eWgVs8jjBjKA" style="background:#2b2b2b;color:#fffdf5;padding:13px 26px;text-decoration:none;border-radius:6px;font-weight:600">Entrar no Caderno</a></p>
<p style="font-size:13px;color:#666">Ou copie e cole este endereço no navegador:<br><a href="https://app.caderno.example/entrar/link?t=cdn_ml_R8vK2mQ9xT4wZ7pL1nB6cY3hF0sD5gJa&amp;e=vinicius.alves%40gmail.example" style="color:#666;word-break:break-all">https://app.caderno.example/entrar/link?t=cdn_ml_R8vK2mQ9xT4wZ7pL1nB6cY3hF0sD5gJa&amp;e=vinicius.alves%40gmail.example</a></p>
<p style="font-size:13px;color:#666">Se você não tentou entrar, é só ignorar este e-mail.</p>
<hr style="border:none;border-top:1px solid #eee;margin:30px 0 14px">
<p style="font-size:11px;color:#999">Caderno Software Ltda. · Rua dos Andradas, 1234 · Porto Alegre/RS · CEP 90020-008<br>
<a href="https://email.caderno.example/c/eJyVkE1vhDAMRH_Nci3KPGm" style="color:#999">Central de ajuda</a> · <a href="https://caderno.example/privacidade" style="color:#999">Privacidade</a></p>
<img src="https://email.caderno.example/o/eJyVkE1vhDAMRH_pixel" width="1" height="1" alt="">
</div></body></html>
""",
)

add(
    lang="pt", kind="lowercase_alnum", otp="r4m8tq",
    link="https://web.zapt.example/entrar/confirmar?sid=zs_9b2e47c1d8f3a065&k=r4m8tq-7Vx2Lq9Pz4Kw1Nc8&dispositivo=navegador",
    frm="Zapt <acesso@zapt.example>",
    to="Letícia Martins <leticia.martins@outlook.example>",
    subject="Entrar no Zapt Web",
    date="Fri, 25 Apr 2025 09:44:30 -0300",
    tcte="base64", hcte="base64",
    text="""\
Oi, Letícia,

Recebemos um pedido para entrar no Zapt Web pelo navegador Edge
(Windows), em Belo Horizonte/MG, às 09:44 de 25/04/2025.

Digite este código na tela do navegador:

    r4m8tq

Ou, se estiver no mesmo computador, toque no link para entrar direto:
https://web.zapt.example/entrar/confirmar?sid=zs_9b2e47c1d8f3a065&k=r4m8tq-7Vx2Lq9Pz4Kw1Nc8&dispositivo=navegador

O código e o link expiram em 15 minutos.

Não foi você? Ignore este e-mail e ninguém vai conseguir entrar.

Equipe Zapt
""",
    html="""\
<html><body style="font-family:'Segoe UI',Arial,sans-serif;background:#eafaf3;color:#103b2a">
<div style="max-width:480px;margin:24px auto;background:#fff;border-radius:12px;padding:28px">
<div style="font-size:22px;font-weight:bold;color:#13a36b">zapt</div>
<p>Oi, Letícia,</p>
<p>Recebemos um pedido para entrar no Zapt Web pelo navegador Edge (Windows), em Belo Horizonte/MG, às 09:44 de 25/04/2025.</p>
<p>Digite este código na tela do navegador:</p>
<p style="font-family:Consolas,monospace;font-size:30px;letter-spacing:6px;text-align:center;background:#f0fbf6;padding:12px;border-radius:8px">r4m8tq</p>
<p>Ou, se estiver no mesmo computador:</p>
<p style="text-align:center"><a href="https://web.zapt.example/entrar/confirmar?sid=zs_9b2e47c1d8f3a065&amp;k=r4m8tq-7Vx2Lq9Pz4Kw1Nc8&amp;dispositivo=navegador" style="background:#13a36b;color:#fff;padding:11px 24px;border-radius:22px;text-decoration:none">Entrar direto</a></p>
<p style="font-size:12px;color:#5d7c6f">O código e o link expiram em 15 minutos. Não foi você? Ignore este e-mail e ninguém vai conseguir entrar.</p>
<p style="font-size:11px;color:#9ab5a8">Equipe Zapt · <a href="https://zapt.example/ajuda" style="color:#9ab5a8">Ajuda</a> · <a href="https://zapt.example/termos" style="color:#9ab5a8">Termos</a></p>
</div></body></html>
""",
)

add(
    lang="pt", kind="alt_text_only", otp="873120", link=None,
    frm="Banco Ipê <token@bancoipe.example>",
    to="Eduardo Pereira <eduardo.pereira@ig.example>",
    subject="Seu token de segurança chegou",
    date="Mon, 14 Apr 2025 11:19:02 -0300",
    tcte="8bit", hcte="quoted-printable", image=True,
    cid="tkn-873@bancoipe.example",
    text="""\
Olá, Eduardo.

Para sua segurança, o token de acesso ao Ipê Internet Banking é enviado
como imagem. Abra este e-mail em um programa que exiba a versão HTML e
permita o carregamento de imagens.

O token é válido por 2 minutos. Agência 3210 · Conta final 55-7.

Banco Ipê S.A. · CNPJ 33.444.555/0001-66
Central de atendimento: 3003 4747 (capitais) / 0800 727 4747 (demais localidades)
SAC 0800 722 0101 · Ouvidoria 0800 570 1111 · Deficientes auditivos: 0800 722 0099
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;color:#333;background:#fff">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #e3d9c6">
<tr><td style="background:#f7c600;padding:14px 20px;font-size:20px;font-weight:bold;color:#3b2a00">Banco Ipê</td></tr>
<tr><td style="padding:22px">
<p>Olá, Eduardo.</p>
<p>Use o token abaixo para concluir seu acesso ao Ipê Internet Banking:</p>
<p style="text-align:center;margin:24px 0"><img src="cid:tkn-873@bancoipe.example" alt="Token: 873120" width="220" height="56"></p>
<p style="font-size:13px">O token é válido por 2 minutos. Agência 3210 · Conta final 55-7.</p>
<p style="font-size:12px;color:#a33">O Banco Ipê nunca liga pedindo token, senha ou para instalar aplicativos.</p>
</td></tr>
<tr><td style="padding:12px 22px;font-size:10px;color:#888;background:#faf7f0">Banco Ipê S.A. · CNPJ 33.444.555/0001-66 · Central de atendimento: 3003 4747 (capitais) / 0800 727 4747 (demais localidades) · SAC 0800 722 0101 · Ouvidoria 0800 570 1111</td></tr>
</table></body></html>
""",
)

add(
    lang="pt", kind="decoy_codes", otp=None, link=None,
    frm="Livraria Sabiá <presentes@livrariasabia.example>",
    to="Juliana Ribeiro <juliana.ribeiro@gmail.example>",
    subject="🎁 Ana Beatriz te enviou um vale-presente de R$ 100,00",
    date="Sun, 13 Apr 2025 10:00:41 -0300",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Juliana, você ganhou um presente!

Ana Beatriz Costa enviou para você um vale-presente da Livraria Sabiá
no valor de R$ 100,00, com a mensagem:

  "Feliz aniversário, Ju! Escolhe um livro bem bonito. Beijos, Bia"

Número do vale-presente: 6037 9921 4410 8823
PIN: 4471
Validade: 13/04/2026

Como usar: no carrinho, escolha "Vale-presente" como forma de pagamento e
informe o número e o PIN. Nas lojas físicas, apresente este e-mail no
caixa.

E tem mais: use o cupom LEITURA15 para 15% de desconto em livros de
ficção até 30/04 (não cumulativo com outras promoções).

Livraria Sabiá - Rua Barão de Itapetininga, 88 - São Paulo/SP - CEP 01042-000
CNPJ 45.678.901/0001-23 · Atendimento: (11) 3256-8800
""",
    html="""\
<html><body style="background:#fdf6ec;font-family:Georgia,serif;color:#3b2b1c">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:24px;text-align:center;font-size:26px;color:#b5542a">Livraria Sabiá</td></tr>
<tr><td style="padding:0 30px 24px;font-family:Arial,sans-serif;font-size:14px">
<h2 style="font-family:Georgia,serif;text-align:center">Juliana, você ganhou um presente!</h2>
<p>Ana Beatriz Costa enviou para você um vale-presente de <b>R$ 100,00</b>, com a mensagem:</p>
<blockquote style="font-style:italic;border-left:3px solid #b5542a;padding-left:10px;color:#6b5846">Feliz aniversário, Ju! Escolhe um livro bem bonito. Beijos, Bia</blockquote>
<table width="100%" cellpadding="10" style="background:#fbefe6;border-radius:10px;margin:18px 0">
<tr><td>Número do vale-presente</td><td align="right" style="font-family:monospace;font-size:17px">6037 9921 4410 8823</td></tr>
<tr><td>PIN</td><td align="right" style="font-family:monospace;font-size:17px">4471</td></tr>
<tr><td>Validade</td><td align="right">13/04/2026</td></tr>
</table>
<p>Como usar: no carrinho, escolha "Vale-presente" como forma de pagamento e informe o número e o PIN. Nas lojas físicas, apresente este e-mail no caixa.</p>
<p style="text-align:center"><a href="https://www.livrariasabia.example/?utm_source=valepresente" style="background:#b5542a;color:#fff;padding:11px 22px;text-decoration:none">Escolher meu livro</a></p>
<p style="background:#f4f4f4;padding:10px;font-size:13px">E tem mais: use o cupom <b>LEITURA15</b> para 15% de desconto em livros de ficção até 30/04 (não cumulativo com outras promoções).</p>
</td></tr>
<tr><td style="padding:12px 30px;font-family:Arial,sans-serif;font-size:10px;color:#998;background:#faf5ef">Livraria Sabiá – Rua Barão de Itapetininga, 88 – São Paulo/SP – CEP 01042-000 – CNPJ 45.678.901/0001-23 – Atendimento: (11) 3256-8800</td></tr>
</table></body></html>
""",
)

add(
    lang="pt", kind="username_digits", otp=None, link=None,
    frm="Fórum Motores <notificacoes@forummotores.example>",
    to="joaopedro_1987 <jp.ferreira1987@hotmail.example>",
    subject="joaopedro_1987, há 3 novas respostas no tópico que você segue",
    date="Wed, 23 Apr 2025 07:15:00 -0300",
    tcte="8bit",
    text="""\
Olá, joaopedro_1987!

Há novidades no tópico que você segue:

"Gol G5 1.0 2011 - barulho na suspensão dianteira ao passar em lombada"
https://www.forummotores.example/t/48213

  > marcao_mecanico (1.204 mensagens) respondeu em 22/04/2025 às 21:37:
    "Troquei as buchas da bandeja no meu (2010, 148 mil km) e o barulho
    sumiu. Peça original saiu R$ 189,00 o par, mão de obra R$ 120."

  > carla.turbo respondeu em 22/04/2025 às 23:02:
    "Verifica também o coxim do amortecedor, código da peça 5U0 412 331."

  > joao_rj99 respondeu em 23/04/2025 às 06:48:
    "Mesma coisa no meu Voyage 2013. Era a bieleta, R$ 75 cada."

Seu perfil: 87 mensagens · 12 curtidas recebidas · membro desde 03/2019

Para deixar de seguir este tópico, acesse-o e clique em "Parar de seguir".
Para alterar a frequência dos e-mails: https://www.forummotores.example/preferencias

Fórum Motores - comunidade independente de entusiastas desde 2004
""",
)

add(
    lang="pt", kind="delivery_code", otp="7319", link=None,
    frm="Rango Já <pedidos@rangoja.example>",
    to="Thiago Almeida <thiago.almeida@gmail.example>",
    subject="Seu pedido #8841 saiu para entrega 🛵",
    date="Fri, 18 Apr 2025 20:31:09 -0300",
    hcte="quoted-printable",
    html="""\
<html><body style="margin:0;background:#fff5f5;font-family:Arial,sans-serif;color:#3e1d1d">
<div style="max-width:500px;margin:0 auto;background:#fff;padding:24px">
<div style="color:#ea1d2c;font-size:24px;font-weight:bold">Rango Já</div>
<h2 style="margin:16px 0 6px">Seu pedido saiu para entrega!</h2>
<p style="margin:0;color:#7a5c5c">Pedido #8841 · Burger da Vila · previsão de chegada 20:45–20:55</p>
<div style="background:#fff0f0;border-radius:10px;padding:16px;margin:20px 0;text-align:center">
<div style="font-size:14px">Na chegada, informe ao entregador o código de entrega:</div>
<div style="font-size:38px;font-weight:bold;letter-spacing:10px;margin-top:6px">7319</div>
<div style="font-size:12px;color:#7a5c5c">Sem o código, o pedido não pode ser entregue.</div>
</div>
<table width="100%" cellpadding="4" style="font-size:14px">
<tr><td>1x Smash duplo + fritas</td><td align="right">R$ 42,90</td></tr>
<tr><td>1x Milkshake de doce de leite 400 ml</td><td align="right">R$ 19,90</td></tr>
<tr><td>Taxa de entrega</td><td align="right">R$ 6,99</td></tr>
<tr><td><b>Total (pago via Pix)</b></td><td align="right"><b>R$ 69,79</b></td></tr>
</table>
<p style="font-size:13px">Entregador: Wellington · Moto Honda CG 160, placa RJX-4B21<br>
Endereço: Rua Voluntários da Pátria, 190, bloco 2, apto 1104 – Botafogo – Rio de Janeiro/RJ – CEP 22270-010</p>
<p><a href="https://www.rangoja.example/pedidos/8841/acompanhar">Acompanhar no mapa</a> · <a href="https://www.rangoja.example/ajuda">Ajuda</a></p>
<p style="font-size:10px;color:#a08989">Rango Já Serviços de Tecnologia Ltda. · CNPJ 34.567.890/0001-12 · Nunca compartilhe o código de entrega por telefone ou mensagem.</p>
</div></body></html>
""",
)

add(
    lang="pt", kind="new_and_old_code", otp="185730", link=None,
    frm="Portal do Cidadão <nao-responder@portaldocidadao.example>",
    to="Ana Rita Correia <anarita.correia@sapo.example>",
    subject="Novo código de confirmação",
    date="Thu, 24 Apr 2025 10:19:37 +0100",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Exma. Senhora Ana Rita Correia,

Pediu o reenvio do código de confirmação para concluir a alteração da
morada fiscal (NIF ***.**7.215).

O código enviado às 10:14 (662 049) foi anulado e já não pode ser
utilizado.

Utilize o novo código de confirmação: 185 730

Este código é válido durante 15 minutos.

Nova morada: Rua de Santa Catarina, 412, 3.º Esq., 4000-446 Porto

Se não fez este pedido, contacte a Linha do Cidadão: 300 003 990
(dias úteis, das 9h às 19h).

Portal do Cidadão
Agência para a Modernização Digital, I.P. - Rua de Santa Marta, 55, 1150-294 Lisboa
""",
    html="""\
<html><body style="font-family:'Source Sans Pro',Arial,sans-serif;background:#f3f3f3;color:#1a1a1a">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:18px 26px;border-bottom:4px solid #006600"><b style="font-size:19px">Portal do Cidadão</b></td></tr>
<tr><td style="padding:24px 26px;font-size:15px;line-height:1.5">
<p>Exma. Senhora Ana Rita Correia,</p>
<p>Pediu o reenvio do código de confirmação para concluir a alteração da morada fiscal (NIF ***.**7.215).</p>
<p style="color:#777">O código enviado às 10:14 (<del>662 049</del>) foi anulado e já não pode ser utilizado.</p>
<p>Utilize o novo código de confirmação:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:5px;background:#eef6ee;text-align:center;padding:10px">185 730</p>
<p style="font-size:13px">Este código é válido durante 15 minutos.</p>
<p style="font-size:13px">Nova morada: Rua de Santa Catarina, 412, 3.º Esq., 4000-446 Porto</p>
<p style="font-size:13px">Se não fez este pedido, contacte a Linha do Cidadão: 300 003 990 (dias úteis, das 9h às 19h).</p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#666;background:#f7f7f7">Agência para a Modernização Digital, I.P. – Rua de Santa Marta, 55, 1150-294 Lisboa · <a href="https://www.portaldocidadao.example/termos" style="color:#666">Termos e condições</a> · <a href="https://www.portaldocidadao.example/acessibilidade" style="color:#666">Acessibilidade</a></td></tr>
</table></body></html>
""",
)

add(
    lang="pt", kind="magic_link", otp=None,
    link="https://conta.bitcaixa.example/dispositivos/autorizar?pedido=bxd_51c8e0a2&assinatura=7f3b9d2e4a6c8e0b1d3f5a7c9e2b4d6f&resposta=sim",
    frm="Bitcaixa <seguranca@bitcaixa.example>",
    to="Gonçalo Mendes <goncalo.mendes@gmail.example>",
    subject="Novo dispositivo a tentar aceder à sua conta Bitcaixa",
    date="Sat, 26 Apr 2025 00:42:18 +0100",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Olá Gonçalo,

Um novo dispositivo está a tentar iniciar sessão na sua conta Bitcaixa:

  Dispositivo: Chrome 135 em macOS
  Localização aproximada: Braga, Portugal
  Endereço IP: 198.51.100.201
  Data/hora: 26/04/2025, 00:41 (hora de Lisboa)

Se foi o Gonçalo, autorize o dispositivo:
https://conta.bitcaixa.example/dispositivos/autorizar?pedido=bxd_51c8e0a2&assinatura=7f3b9d2e4a6c8e0b1d3f5a7c9e2b4d6f&resposta=sim

Se NÃO foi, bloqueie a conta de imediato:
https://conta.bitcaixa.example/dispositivos/bloquear?pedido=bxd_51c8e0a2&assinatura=7f3b9d2e4a6c8e0b1d3f5a7c9e2b4d6f&resposta=nao

O pedido expira em 10 minutos. Saldo protegido: os levantamentos para
novos endereços ficam suspensos 24 horas após a autorização.

Bitcaixa - Serviços de Ativos Virtuais, Lda. · Av. da Liberdade 110, 1269-046 Lisboa
Registada no Banco de Portugal como prestadora de serviços de ativos virtuais.
""",
    html="""\
<html><body style="margin:0;background:#111827;font-family:Arial,sans-serif;color:#e5e7eb">
<div style="max-width:540px;margin:0 auto;padding:30px 20px">
<div style="font-size:22px;font-weight:bold;color:#22d3ee">₿ bitcaixa</div>
<h2 style="color:#fff">Novo dispositivo a tentar aceder</h2>
<p>Olá Gonçalo,</p>
<p>Um novo dispositivo está a tentar iniciar sessão na sua conta Bitcaixa:</p>
<table cellpadding="5" style="font-size:14px;background:#1f2937;width:100%;border-radius:8px">
<tr><td style="color:#9ca3af">Dispositivo</td><td>Chrome 135 em macOS</td></tr>
<tr><td style="color:#9ca3af">Localização aproximada</td><td>Braga, Portugal</td></tr>
<tr><td style="color:#9ca3af">Endereço IP</td><td>198.51.100.201</td></tr>
<tr><td style="color:#9ca3af">Data/hora</td><td>26/04/2025, 00:41 (hora de Lisboa)</td></tr>
</table>
<p style="margin-top:24px">
<a href="https://conta.bitcaixa.example/dispositivos/autorizar?pedido=bxd_51c8e0a2&amp;assinatura=7f3b9d2e4a6c8e0b1d3f5a7c9e2b4d6f&amp;resposta=sim" style="background:#22c55e;color:#052e16;padding:12px 22px;border-radius:6px;text-decoration:none;font-weight:bold">Sim, fui eu</a>
&nbsp;&nbsp;
<a href="https://conta.bitcaixa.example/dispositivos/bloquear?pedido=bxd_51c8e0a2&amp;assinatura=7f3b9d2e4a6c8e0b1d3f5a7c9e2b4d6f&amp;resposta=nao" style="background:#ef4444;color:#fff;padding:12px 22px;border-radius:6px;text-decoration:none;font-weight:bold">Não fui eu – bloquear</a></p>
<p style="font-size:13px;color:#9ca3af;margin-top:24px">O pedido expira em 10 minutos. Por segurança, os levantamentos para novos endereços ficam suspensos 24 horas após a autorização.</p>
<p style="font-size:10px;color:#6b7280;border-top:1px solid #374151;padding-top:12px">Bitcaixa – Serviços de Ativos Virtuais, Lda. · Av. da Liberdade 110, 1269-046 Lisboa · Registada no Banco de Portugal como prestadora de serviços de ativos virtuais.<br>
<a href="https://ajuda.bitcaixa.example" style="color:#6b7280">Centro de ajuda</a> · <a href="https://bitcaixa.example/privacidade" style="color:#6b7280">Privacidade</a></p>
</div></body></html>
""",
)

# ---------------------------------------------------------------------------
# Italian (it)
# ---------------------------------------------------------------------------

add(
    lang="it", kind="security_alert", otp=None, link=None,
    frm="TeleRete <noreply@telerete.example>",
    to="Giovanni Esposito <g.esposito@libero.example>",
    subject="Nuovo accesso al tuo account MyTeleRete",
    date="Tue, 15 Apr 2025 19:48:26 +0200",
    hcte="7bit",
    html="""\
<html><head><meta http-equiv="Content-Type" content="text/html; charset=us-ascii"></head>
<body style="font-family:Arial,sans-serif;background:#f5f5f5;color:#222">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#e30613;color:#fff;padding:16px 22px;font-size:20px;font-weight:bold">TeleRete</td></tr>
<tr><td style="padding:22px">
<p>Gentile Giovanni Esposito,</p>
<p>ti informiamo che &egrave; stato effettuato un nuovo accesso al tuo account MyTeleRete.</p>
<table cellpadding="6" style="font-size:14px;background:#fafafa;width:100%">
<tr><td width="40%">Data e ora</td><td>15/04/2025 alle 19:46</td></tr>
<tr><td>Dispositivo</td><td>App MyTeleRete 8.12.0 su Android 14</td></tr>
<tr><td>Posizione approssimativa</td><td>Napoli, Campania</td></tr>
<tr><td>Indirizzo IP</td><td>203.0.113.88</td></tr>
<tr><td>Codice cliente</td><td>1.448.920.117</td></tr>
<tr><td>Linea</td><td>333 &bull;&bull;&bull; 2719</td></tr>
</table>
<p>Se sei stato tu, non devi fare nulla.</p>
<p>Se non riconosci questo accesso, cambia subito la password dall'Area Clienti e contatta il Servizio Clienti al <b>187 190</b> (gratuito da rete fissa e mobile TeleRete) o al +39 06 4455 1900 dall'estero.</p>
<p><a href="https://www.telerete.example/areaclienti/login" style="background:#e30613;color:#fff;padding:10px 20px;text-decoration:none;border-radius:4px">Vai all'Area Clienti</a></p>
<p style="font-size:12px;color:#666">Ricorda: TeleRete non ti chieder&agrave; mai password o codici via e-mail, SMS o telefono.</p>
</td></tr>
<tr><td style="padding:14px 22px;font-size:10px;color:#888;background:#f0f0f0">TeleRete S.p.A. &ndash; Via Cristoforo Colombo 142, 00147 Roma &ndash; P.IVA 01234567890 &ndash; Capitale sociale &euro; 1.250.000.000 i.v.<br>
<a href="https://www.telerete.example/privacy" style="color:#888">Privacy</a> &ndash; <a href="https://www.telerete.example/note-legali" style="color:#888">Note legali</a></td></tr>
</table></body></html>
""",
)

add(
    lang="it", kind="username_digits", otp=None,
    link="https://www.forumfotografi.example/register/confirm?user=marco.rossi88&hash=9c1f0e7a3b5d2c8e6f4a1b3d5c7e9f02&t=1744612800",
    frm="Forum Fotografi Italiani <registrazioni@forumfotografi.example>",
    to="marco.rossi88@tiscali.example",
    subject="Conferma la tua registrazione su Forum Fotografi Italiani",
    date="Mon, 14 Apr 2025 08:40:00 +0200",
    tcte="8bit", hcte="8bit",
    text="""\
Ciao marco.rossi88,

grazie per esserti registrato su Forum Fotografi Italiani!

Per attivare il tuo account devi confermare il tuo indirizzo e-mail
visitando questo collegamento:

https://www.forumfotografi.example/register/confirm?user=marco.rossi88&hash=9c1f0e7a3b5d2c8e6f4a1b3d5c7e9f02&t=1744612800

Il collegamento scade tra 72 ore. Finché non confermi, potrai leggere
le discussioni ma non pubblicare foto o messaggi.

Dati di registrazione
  Nome utente: marco.rossi88
  Utente n.: 48.207
  Data: 14/04/2025 08:39

Ti aspettiamo nella sezione "Presentazioni"!
Lo staff di Forum Fotografi Italiani

---
Questa e-mail è stata inviata automaticamente da Forum Fotografi Italiani
(associazione culturale, C.F. 97712340158, Via Tortona 31, 20144 Milano).
""",
    html="""\
<html><head><meta charset="utf-8"></head>
<body style="font-family:Verdana,Arial,sans-serif;font-size:13px;color:#333;background:#e9e9e9">
<table width="620" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #ccc">
<tr><td style="background:#2d3e50;padding:12px 18px"><img src="https://www.forumfotografi.example/styles/ffi/logo.png" alt="Forum Fotografi Italiani" height="36"></td></tr>
<tr><td style="padding:18px">
<p>Ciao <b>marco.rossi88</b>,</p>
<p>grazie per esserti registrato su Forum Fotografi Italiani!</p>
<p>Per attivare il tuo account devi confermare il tuo indirizzo e-mail cliccando sul collegamento seguente:</p>
<p><a href="https://www.forumfotografi.example/register/confirm?user=marco.rossi88&amp;hash=9c1f0e7a3b5d2c8e6f4a1b3d5c7e9f02&amp;t=1744612800">https://www.forumfotografi.example/register/confirm?user=marco.rossi88&amp;hash=9c1f0e7a3b5d2c8e6f4a1b3d5c7e9f02&amp;t=1744612800</a></p>
<p>Il collegamento scade tra 72 ore. Finché non confermi, potrai leggere le discussioni ma non pubblicare foto o messaggi.</p>
<fieldset style="border:1px solid #ddd;padding:10px"><legend>Dati di registrazione</legend>
Nome utente: marco.rossi88<br>Utente n.: 48.207<br>Data: 14/04/2025 08:39</fieldset>
<p>Ti aspettiamo nella sezione <a href="https://www.forumfotografi.example/forums/presentazioni.12/">Presentazioni</a>!<br>Lo staff di Forum Fotografi Italiani</p>
</td></tr>
<tr><td style="padding:10px 18px;font-size:10px;color:#888;border-top:1px solid #eee">Questa e-mail è stata inviata automaticamente da Forum Fotografi Italiani (associazione culturale, C.F. 97712340158, Via Tortona 31, 20144 Milano). <a href="https://www.forumfotografi.example/help/regolamento">Regolamento</a></td></tr>
</table></body></html>
""",
)

add(
    lang="it", kind="booking_ref", otp=None, link=None,
    frm="Albergo Bellavista <info@albergobellavista.example>",
    to="Francesca Conti <francesca.conti@gmail.example>",
    subject="Conferma prenotazione BV7Q2K - Albergo Bellavista, Riva del Garda",
    date="Wed, 09 Apr 2025 17:12:44 +0200",
    tcte="8bit",
    text="""\
Gentile Signora Conti,

La ringraziamo per aver scelto l'Albergo Bellavista. Siamo lieti di
confermarLe la seguente prenotazione:

Codice prenotazione: BV7Q2K
Arrivo:    sabato 12/07/2025 (check-in dalle ore 14:00)
Partenza:  martedì 15/07/2025 (check-out entro le ore 10:30)
Notti:     3
Camera:    Doppia Superior vista lago (n. 204), 2 adulti
Trattamento: mezza pensione
Totale soggiorno: € 684,00 (€ 228,00 a notte)
Tassa di soggiorno: € 2,50 a persona a notte, da pagare in loco

Caparra confirmatoria del 30 % (€ 205,20) addebitata sulla carta
terminante in 6104 il 09/04/2025.

Cancellazione gratuita fino al 28/06/2025; dopo tale data la caparra non
sarà rimborsata.

Parcheggio privato gratuito (fino ad esaurimento posti). Per l'arrivo in
treno: stazione di Rovereto, poi autobus 205 fino alla fermata "Porto".

Per qualsiasi richiesta non esiti a contattarci.

Cordiali saluti
Elena e Paolo Zanella
Albergo Bellavista ***
Viale Rovereto 58 - 38066 Riva del Garda (TN)
Tel. +39 0464 552 310 - P.IVA 01987650224 - CIN IT022153A1XYZ12345
""",
)

add(
    lang="it", kind="newsletter_numbers", otp=None, link=None,
    frm="Libreria Il Gufo <newsletter@libreriailgufo.example>",
    to="lettori@liste.libreriailgufo.example",
    subject="Aprile al Gufo: 4 presentazioni e i libri del mese",
    date="Tue, 01 Apr 2025 12:00:00 +0200",
    tcte="quoted-printable", hcte="quoted-printable",
    headers={"List-Unsubscribe": "<https://libreriailgufo.example/newsletter/disiscrizione?id=3310>",
             "Precedence": "bulk"},
    text="""\
LIBRERIA IL GUFO - Newsletter n. 87, aprile 2025

Cari lettori,
la primavera porta in libreria quattro incontri con gli autori e il
ritorno del gruppo di lettura del giovedì.

APPUNTAMENTI
- Gio 03/04, ore 18:30 - Gruppo di lettura: "Il giardino dei Finzi-Contini"
- Ven 11/04, ore 18:00 - Chiara Bellini presenta "Le case sull'argine"
  (Edizioni Pioppo, 256 pp., € 18,50)
- Sab 19/04, ore 11:00 - Letture per bambini 4-7 anni (ingresso libero,
  max 15 bambini, prenotazione allo 051 228 4710)
- Mer 23/04, ore 21:00 - Giornata mondiale del libro: maratona di letture
- Mar 29/04, ore 18:30 - Incontro con Davide Ferri, "Appennino a piedi"
  (Sentieri Edizioni, ISBN 978-88-9412-337-0, € 22,00)

I LIBRI DEL MESE (sconto 15 % per i soci fino al 30/04)
1. "Le case sull'argine" - € 18,50 → € 15,73
2. "La misura del vento" - € 19,00 → € 16,15
3. "Piccolo atlante delle erbe" - € 24,90 → € 21,17

Tessera socio 2025: € 10,00, dà diritto al 5 % di sconto tutto l'anno.

Libreria Il Gufo di M. Bassi & C. s.n.c. - Via del Pratello 41/b - 40122 Bologna
Tel. 051 228 4710 - Orari: lun 15-19:30, mar-sab 9:30-19:30
P.IVA 02233445566
""",
    html="""\
<html><body style="margin:0;background:#f6f1e7;font-family:Georgia,serif;color:#3a3226">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fffdf8">
<tr><td style="padding:10px 24px;font-size:11px;text-align:right;font-family:Arial,sans-serif"><a href="https://libreriailgufo.example/newsletter/87.html" style="color:#8a7a5f">Leggi online</a></td></tr>
<tr><td style="padding:10px 24px 20px;text-align:center"><span style="font-size:30px">🦉</span><br><span style="font-size:26px;letter-spacing:2px">LIBRERIA IL GUFO</span><br><span style="font-size:12px;font-family:Arial,sans-serif;color:#8a7a5f">Newsletter n. 87 · aprile 2025</span></td></tr>
<tr><td style="padding:0 30px;font-size:15px;line-height:1.6">
<p>Cari lettori,<br>la primavera porta in libreria quattro incontri con gli autori e il ritorno del gruppo di lettura del giovedì.</p>
<h3 style="border-bottom:1px solid #d8ccb4">Appuntamenti</h3>
<table cellpadding="5" style="font-size:14px">
<tr><td><b>Gio 03/04</b>, 18:30</td><td>Gruppo di lettura: «Il giardino dei Finzi-Contini»</td></tr>
<tr><td><b>Ven 11/04</b>, 18:00</td><td>Chiara Bellini presenta «Le case sull'argine» (Edizioni Pioppo, 256 pp., € 18,50)</td></tr>
<tr><td><b>Sab 19/04</b>, 11:00</td><td>Letture per bambini 4-7 anni (ingresso libero, max 15 bambini, prenotazione allo 051 228 4710)</td></tr>
<tr><td><b>Mer 23/04</b>, 21:00</td><td>Giornata mondiale del libro: maratona di letture</td></tr>
<tr><td><b>Mar 29/04</b>, 18:30</td><td>Davide Ferri, «Appennino a piedi» (Sentieri Edizioni, ISBN 978-88-9412-337-0, € 22,00)</td></tr>
</table>
<h3 style="border-bottom:1px solid #d8ccb4">I libri del mese</h3>
<p style="font-size:14px">Sconto 15 % per i soci fino al 30/04:<br>
1. «Le case sull'argine» – <s>€ 18,50</s> € 15,73<br>
2. «La misura del vento» – <s>€ 19,00</s> € 16,15<br>
3. «Piccolo atlante delle erbe» – <s>€ 24,90</s> € 21,17</p>
<p style="font-size:14px;background:#efe6d2;padding:10px">Tessera socio 2025: € 10,00, dà diritto al 5 % di sconto tutto l'anno.</p>
</td></tr>
<tr><td style="padding:20px 30px;font-family:Arial,sans-serif;font-size:10px;color:#8a7a5f;text-align:center">
Libreria Il Gufo di M. Bassi &amp; C. s.n.c. · Via del Pratello 41/b · 40122 Bologna · Tel. 051 228 4710 · P.IVA 02233445566<br>
Orari: lun 15-19:30, mar-sab 9:30-19:30<br>
<a href="https://libreriailgufo.example/newsletter/disiscrizione?id=3310" style="color:#8a7a5f">Disiscriviti</a> · <a href="https://www.instagram.example/libreriailgufo" style="color:#8a7a5f">Instagram</a></td></tr>
</table></body></html>
""",
)

add(
    lang="it", kind="magic_link", otp=None,
    link="https://e.fatturafacile.example/ss/c/u001.Wq8ZpK3nV7tR2xL5mB9yD4hF6jC1sG0aE-3Ub_Tk/4f1/Xm2Rk9Lq7Pz3Ws/h12/accesso-link",
    link_alt=["https://app.fatturafacile.example/accesso/link?token=ff_acc_Zq4Lm8Rt2Wx6Np0Kb3Vc7Hy5Jd9Gs1Fe&utm_source=email"],
    frm="FatturaFacile <accesso@fatturafacile.example>",
    to="Studio Greco <amministrazione@studiogreco.example>",
    subject="Il tuo link di accesso a FatturaFacile",
    date="Thu, 17 Apr 2025 09:03:15 +0200",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Ciao Alessandra,

ecco il link per accedere a FatturaFacile senza password. È valido per
15 minuti e può essere usato una sola volta:

https://app.fatturafacile.example/accesso/link?token=ff_acc_Zq4Lm8Rt2Wx6Np0Kb3Vc7Hy5Jd9Gs1Fe&utm_source=email

Promemoria: entro il 30/04/2025 vanno inviate allo SdI le fatture
differite di marzo. Hai 3 bozze in sospeso (n. 2025/041, 2025/042,
2025/043) per un totale di € 4.812,60.

Se non hai richiesto l'accesso, ignora questa e-mail.

Il team di FatturaFacile
FatturaFacile S.r.l. - Corso Vittorio Emanuele II 18, 10123 Torino
P.IVA 11223344556 - Assistenza: 011 1955 2200
""",
    html="""\
<html><body style="margin:0;background:#eef2f7;font-family:Helvetica,Arial,sans-serif;color:#1c2a3a">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px">
<tr><td style="padding:26px 34px 0;font-size:20px;font-weight:bold;color:#0061d5">FatturaFacile</td></tr>
<tr><td style="padding:16px 34px 26px;font-size:15px;line-height:1.55">
<p>Ciao Alessandra,</p>
<p>ecco il link per accedere a FatturaFacile senza password. È valido per 15 minuti e può essere usato una sola volta.</p>
<p style="text-align:center;margin:26px 0"><a href="https://e.fatturafacile.example/ss/c/u001.Wq8ZpK3nV7tR2xL5mB9yD4hF6jC1sG0aE-3Ub_Tk/4f1/Xm2Rk9Lq7Pz3Ws/h12/accesso-link" style="background:#0061d5;color:#fff;padding:13px 30px;border-radius:6px;text-decoration:none;font-weight:bold">Accedi a FatturaFacile</a></p>
<p style="font-size:12px;color:#5a6a7d">Se il pulsante non funziona, copia questo indirizzo nel browser:<br>https://app.fatturafacile.example/accesso/link?token=ff_acc_Zq4Lm8Rt2Wx6Np0Kb3Vc7Hy5Jd9Gs1Fe&amp;utm_source=email</p>
<div style="background:#fff8e6;border-left:4px solid #f5a623;padding:10px 14px;font-size:13px"><b>Promemoria:</b> entro il 30/04/2025 vanno inviate allo SdI le fatture differite di marzo. Hai 3 bozze in sospeso (n. 2025/041, 2025/042, 2025/043) per un totale di € 4.812,60.</div>
<p style="font-size:13px;color:#5a6a7d">Se non hai richiesto l'accesso, ignora questa e-mail.</p>
</td></tr>
<tr><td style="padding:14px 34px;font-size:11px;color:#8a97a8;border-top:1px solid #e3e8ef">FatturaFacile S.r.l. – Corso Vittorio Emanuele II 18, 10123 Torino – P.IVA 11223344556 – Assistenza: 011 1955 2200<br>
<a href="https://e.fatturafacile.example/ss/c/u001.help-center/h13" style="color:#8a97a8">Centro assistenza</a> · <a href="https://www.fatturafacile.example/privacy" style="color:#8a97a8">Privacy</a> · <a href="https://e.fatturafacile.example/ss/c/u001.prefs/h14" style="color:#8a97a8">Preferenze e-mail</a></td></tr>
</table>
<img src="https://e.fatturafacile.example/ss/o/u001.open/h15.gif" width="1" height="1" alt="">
</td></tr></table></body></html>
""",
)

add(
    lang="it", kind="several_codes", otp="517730", link=None,
    frm="Banca Lagunare <sicurezza@bancalagunare.example>",
    to="Roberto Marchetti <roberto.marchetti@alice.example>",
    subject="Codici per il tuo accesso e per la nuova app",
    date="Mon, 28 Apr 2025 11:36:52 +0200",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Gentile Roberto Marchetti,

stai accedendo all'Home Banking da un nuovo browser e hai chiesto anche
di attivare l'app Lagunare Mobile sul nuovo smartphone.

1) ADESSO, nella pagina di accesso del browser inserisci:
   codice di accesso  517 730   (valido 5 minuti)

2) DOPO, solo nell'app sul nuovo smartphone, quando richiesto:
   codice di attivazione app  08 44 19   (valido 48 ore)
   Non inserirlo nel browser.

Rapporto: c/c n. 000012847 - filiale 0412 Venezia Mestre
Data richiesta: 28/04/2025 ore 11:36

Se non sei stato tu, chiama subito il Numero Verde 800 901 902
(dall'estero +39 041 2708 800), attivo 24 ore su 24.

Banca Lagunare S.p.A. - Sede legale: Campo Manin 4201, 30124 Venezia
Iscritta all'Albo delle Banche n. 5123 - Aderente al Fondo Interbancario di Tutela dei Depositi
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;background:#edf3f5;color:#17323d">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:18px 26px;background:#0e5a73;color:#fff;font-size:20px">Banca <b>Lagunare</b></td></tr>
<tr><td style="padding:24px 26px;font-size:14px">
<p>Gentile Roberto Marchetti,</p>
<p>stai accedendo all'Home Banking da un nuovo browser e hai chiesto anche di attivare l'app Lagunare Mobile sul nuovo smartphone.</p>
<table width="100%" cellpadding="12" cellspacing="0" style="border:2px solid #0e5a73;margin:14px 0">
<tr><td><b>1) Adesso</b>, nella pagina di accesso del browser inserisci il <b>codice di accesso</b>:<br>
<span style="font-size:30px;font-weight:bold;letter-spacing:4px;color:#0e5a73">517 730</span> <span style="font-size:12px;color:#667">(valido 5 minuti)</span></td></tr></table>
<table width="100%" cellpadding="12" cellspacing="0" style="background:#f3f6f7;margin:14px 0">
<tr><td><b>2) Dopo</b>, solo nell'app sul nuovo smartphone, quando richiesto, inserisci il codice di attivazione app:<br>
<span style="font-size:20px;letter-spacing:3px;color:#556">08 44 19</span> <span style="font-size:12px;color:#667">(valido 48 ore – non inserirlo nel browser)</span></td></tr></table>
<p style="font-size:12px;color:#556">Rapporto: c/c n. 000012847 – filiale 0412 Venezia Mestre · Data richiesta: 28/04/2025 ore 11:36</p>
<p style="font-size:13px">Se non sei stato tu, chiama subito il Numero Verde <b>800 901 902</b> (dall'estero +39 041 2708 800), attivo 24 ore su 24.</p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:10px;color:#889;background:#f7f9fa">Banca Lagunare S.p.A. – Sede legale: Campo Manin 4201, 30124 Venezia – Iscritta all'Albo delle Banche n. 5123 – Aderente al Fondo Interbancario di Tutela dei Depositi</td></tr>
</table></body></html>
""",
)

add(
    lang="it", kind="decoy_codes", otp=None, link=None,
    frm="Moda Ponente <novita@modaponente.example>",
    to="Valentina Ricci <valentina.ricci@gmail.example>",
    subject="Valentina, per te il 20 % sulla collezione estate ☀️",
    date="Fri, 02 May 2025 10:30:00 +0200",
    hcte="base64",
    headers={"List-Unsubscribe": "<https://modaponente.example/u/7781203?c=estate25>"},
    html="""\
<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ffffff;font-family:'Helvetica Neue',Arial,sans-serif;color:#1a1a1a">
<table width="600" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:10px;text-align:center;font-size:11px;color:#888">Spedizione gratuita sopra i 49 € · Reso entro 30 giorni · <a href="https://modaponente.example/web/estate25?u=7781203" style="color:#888">Visualizza nel browser</a></td></tr>
<tr><td style="text-align:center;padding:16px;font-size:30px;letter-spacing:6px;border-top:1px solid #000;border-bottom:1px solid #000">MODA PONENTE</td></tr>
<tr><td><img src="https://img.modaponente.example/campaign/estate25/hero.jpg" width="600" alt="Collezione Estate 2025" style="display:block"></td></tr>
<tr><td style="padding:26px 30px;text-align:center">
<h1 style="font-weight:300;font-size:28px;margin:0">L'estate comincia adesso</h1>
<p>Valentina, solo per i membri del Club Ponente: 20 % su tutta la collezione estate con il codice</p>
<p style="font-size:26px;font-weight:bold;letter-spacing:4px;border:1px solid #1a1a1a;display:inline-block;padding:8px 24px">ESTATE20</p>
<p style="font-size:12px;color:#666">Valido fino al 11/05/2025 alle 23:59, minimo d'ordine 60 €, non cumulabile con altre promozioni.</p>
<p><a href="https://modaponente.example/estate?utm_source=nl&amp;utm_medium=email&amp;utm_campaign=estate25" style="background:#1a1a1a;color:#fff;padding:13px 34px;text-decoration:none;letter-spacing:2px">SCOPRI LA COLLEZIONE</a></p>
</td></tr>
<tr><td style="padding:0 30px 20px">
<table width="100%" cellpadding="6" style="font-size:13px;text-align:center"><tr>
<td><img src="https://img.modaponente.example/p/24117-430.jpg" width="170" alt=""><br>Abito in lino<br>cod. art. 24117-430<br><b>89,90 €</b></td>
<td><img src="https://img.modaponente.example/p/23890-112.jpg" width="170" alt=""><br>Sandalo intrecciato<br>cod. art. 23890-112<br><b>69,00 €</b></td>
<td><img src="https://img.modaponente.example/p/25003-007.jpg" width="170" alt=""><br>Borsa in rafia<br>cod. art. 25003-007<br><b>45,50 €</b></td>
</tr></table>
</td></tr>
<tr><td style="padding:14px 30px;background:#f5f5f5;font-size:12px">Il tuo ultimo ordine <b>n. MP-2025-118274</b> è stato consegnato il 24/04. Ti è piaciuto? <a href="https://modaponente.example/recensioni?ordine=MP-2025-118274">Lascia una recensione</a> e ricevi 200 punti Club.</td></tr>
<tr><td style="padding:18px 30px;font-size:10px;color:#999;text-align:center">
Moda Ponente S.r.l. · Via XX Settembre 33 · 16121 Genova · P.IVA 03344556677 · Servizio clienti 010 889 4400<br>
Ricevi questa e-mail perché sei iscritto al Club Ponente (tessera n. 7781203). <a href="https://modaponente.example/u/7781203?c=estate25" style="color:#999">Annulla l'iscrizione</a> · <a href="https://modaponente.example/privacy" style="color:#999">Privacy</a></td></tr>
</table>
<img src="https://trk.modaponente.example/open/7781203/estate25.gif" width="1" height="1" alt="">
</body></html>
""",
)

add(
    lang="it", kind="phone_and_dates", otp="629148", link=None,
    frm="GiraAuto Car Sharing <verifica@giraauto.example>",
    to="Luca Bianchi <luca.bianchi@fastweb.example>",
    subject="Prenotazione confermata – verifica la patente per sbloccare l'auto",
    date="Sat, 03 May 2025 18:21:40 +0200",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Ciao Luca,

la tua prenotazione è confermata:

  Auto: Fiat 500 ibrida bianca, targa FX 482 ZT
  Parcheggio: Via Vigevano 18, 20144 Milano (zona Navigli)
  Ritiro: sabato 03/05/2025 dalle 18:30 (prenotazione gratuita 20 min)
  Tariffa: 0,29 €/min · 17,90 €/giorno · 250 km inclusi

Prima del primo noleggio dobbiamo verificare la tua patente
(n. U1•••••47X, scadenza 11/2031). Inserisci nell'app questo codice di
verifica: 629-148

Il codice scade alle 18:51.

Assistenza 24/7: 02 8888 1234 · Soccorso stradale: 800 112 233

GiraAuto S.p.A. · Viale Monza 259, 20126 Milano · P.IVA 09988776655
""",
    html="""\
<html><body style="margin:0;background:#f0f7ff;font-family:Arial,sans-serif;color:#10243e">
<div style="max-width:540px;margin:0 auto;background:#fff;padding:26px">
<div style="font-size:22px;font-weight:bold;color:#0a84ff">GiraAuto</div>
<p>Ciao Luca,</p>
<p>la tua prenotazione è confermata:</p>
<table width="100%" cellpadding="6" style="font-size:14px;background:#f5f9ff;border-radius:8px">
<tr><td>Auto</td><td>Fiat 500 ibrida bianca, targa <b>FX 482 ZT</b></td></tr>
<tr><td>Parcheggio</td><td>Via Vigevano 18, 20144 Milano (zona Navigli)</td></tr>
<tr><td>Ritiro</td><td>sabato 03/05/2025 dalle 18:30 (prenotazione gratuita 20 min)</td></tr>
<tr><td>Tariffa</td><td>0,29 €/min · 17,90 €/giorno · 250 km inclusi</td></tr>
</table>
<p>Prima del primo noleggio dobbiamo verificare la tua patente (n. U1•••••47X, scadenza 11/2031). Inserisci nell'app questo codice di verifica:</p>
<p style="font-size:32px;font-weight:bold;text-align:center;letter-spacing:3px">629-148</p>
<p style="font-size:12px;color:#5a6b80;text-align:center">Il codice scade alle 18:51.</p>
<p style="font-size:12px">Assistenza 24/7: <b>02 8888 1234</b> · Soccorso stradale: 800 112 233</p>
<p style="font-size:10px;color:#8a9bb0;border-top:1px solid #e3ecf7;padding-top:10px">GiraAuto S.p.A. · Viale Monza 259, 20126 Milano · P.IVA 09988776655 · <a href="https://www.giraauto.example/condizioni" style="color:#8a9bb0">Condizioni di noleggio</a></p>
</div></body></html>
""",
)

add(
    lang="it", kind="reset_in_code_mail", otp="440518", link=None,
    frm="Piazzetta <sicurezza@piazzetta.example>",
    to="chiara.deluca@gmail.example",
    subject="Il tuo codice di accesso a Piazzetta",
    date="Sun, 27 Apr 2025 23:55:08 +0200",
    tcte="8bit", hcte="quoted-printable",
    text="""\
Ciao Chiara,

qualcuno ha chiesto di accedere al tuo account Piazzetta (@chiara.dl).

Il tuo codice di accesso è 440518.

Non sei stato tu? Reimposta la password:
https://piazzetta.example/account/password/reimposta?u=chiara.dl&src=codice&sig=AbX7Qm2kPz

Grazie,
il team di Piazzetta

Piazzetta S.r.l., Via Tiziano 32, 20145 Milano
Questo messaggio è stato inviato a chiara.deluca@gmail.example.
""",
    html="""\
<html><body style="font-family:Helvetica,Arial,sans-serif;background:#fafafa;color:#262626">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="460" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #dbdbdb;margin:20px 0">
<tr><td style="padding:20px 30px;font-size:24px;font-style:italic;font-weight:bold;background:linear-gradient(90deg,#ff7a59,#d62976);color:#fff">Piazzetta</td></tr>
<tr><td style="padding:24px 30px;font-size:14px;line-height:20px">
Ciao Chiara,<br><br>
qualcuno ha chiesto di accedere al tuo account Piazzetta (@chiara.dl).<br><br>
Il tuo codice di accesso è<br>
<span style="font-size:28px;font-weight:bold;letter-spacing:4px">440518</span><br><br>
<span style="color:#8e8e8e">Non sei stato tu? <a href="https://piazzetta.example/account/password/reimposta?u=chiara.dl&amp;src=codice&amp;sig=AbX7Qm2kPz" style="color:#00376b">Reimposta la password</a>.</span><br><br>
Grazie,<br>il team di Piazzetta
</td></tr>
<tr><td style="padding:14px 30px;font-size:11px;color:#8e8e8e;border-top:1px solid #efefef">Piazzetta S.r.l., Via Tiziano 32, 20145 Milano<br>Questo messaggio è stato inviato a chiara.deluca@gmail.example. <a href="https://piazzetta.example/aiuto" style="color:#8e8e8e">Centro assistenza</a></td></tr>
</table></td></tr></table></body></html>
""",
)

add(
    lang="it", kind="subject_only", otp="82941037", link=None,
    frm="Banca Adriatica <otp@bancaadriatica.example>",
    to="Stefano Moretti <stefano.moretti@virgilio.example>",
    subject="Codice OTP 82941037 - Banca Adriatica",
    date="Wed, 30 Apr 2025 16:08:11 +0200",
    tcte="quoted-printable",
    text="""\
Gentile Cliente,

il codice monouso (OTP) indicato nell'oggetto di questa e-mail serve per
autorizzare l'operazione da Lei richiesta tramite AdriaWeb:

  Operazione: modifica massimale carta di debito
  Nuovo massimale giornaliero: € 2.500,00
  Carta: Debit Mastercard **** **** **** 3058
  Data: 30/04/2025 ore 16:07

Il codice è valido 5 minuti. Non comunichi mai il codice a nessuno,
nemmeno a operatori della Banca.

Per assistenza: 071 890 1234 (lun-ven 8:00-20:00, sab 8:30-13:30).
Blocco carte 24h: 800 822 056.

Banca Adriatica S.p.A. - Piazza Cavour 23, 60121 Ancona
Codice ABI 05123 - Iscritta all'Albo delle Banche al n. 5412
Capitale sociale € 300.000.000 i.v. - P.IVA 02468013579
""",
)

add(
    lang="it", kind="no_code_word", otp="4409", link=None,
    frm="Ateneo di Valmarina - Segreteria Studenti <segreteria@unival.example>",
    to="Giulia Ferraro <giulia.ferraro@studenti.unival.example>",
    subject="Accesso ai servizi online: PIN temporaneo",
    date="Tue, 06 May 2025 08:15:27 +0200",
    tcte="8bit",
    text="""\
Gentile Giulia Ferraro,
matricola 0001034522 - Corso di Laurea Magistrale in Biotecnologie (LM-9)

è stato richiesto il ripristino dell'accesso ai servizi online di Ateneo
(Portale Studenti, posta istituzionale, piattaforma e-learning).

Il tuo PIN temporaneo è: 4409

Inseriscilo nella pagina "Primo accesso / Password dimenticata" insieme
al tuo codice fiscale. Il PIN resta valido fino alle 20:00 di oggi,
06/05/2025, e va sostituito con una nuova password.

Ricordiamo le scadenze:
 - II rata tasse universitarie (€ 743,00): entro il 31/05/2025
 - Iscrizione agli appelli di giugno: dal 12/05 al 25/05/2025
 - Aula Magna, cerimonia di laurea: 18/07/2025 ore 10:00

Segreteria Studenti - Sportello: Via dell'Università 4, 35121 Valmarina
Tel. 049 827 3100 (lun, mer, ven 9:30-12:30) - Ufficio Servizi Informatici: 049 827 9900
""",
)

add(
    lang="it", kind="magic_link", otp=None,
    link="https://click.trenirapidi.example/?qs=8e3f0c9a1b2d4e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f",
    link_alt=["https://www.trenirapidi.example/profilo/reimposta-password?codice=TR-rp-5Gh8Kq2Lw7Mz3Nx9Pv4Bt6Yc1Dr0Fs&lang=it"],
    frm="Treni Rapidi <noreply@trenirapidi.example>",
    to="Federica Gallo <federica.gallo@gmail.example>",
    subject="Reimposta la password del tuo profilo Treni Rapidi",
    date="Sun, 04 May 2025 21:47:39 +0200",
    tcte="base64", hcte="quoted-printable",
    text="""\
Gentile Federica Gallo,

abbiamo ricevuto una richiesta di reimpostazione della password per il
profilo Treni Rapidi associato a questo indirizzo.

Per scegliere una nuova password apri questo link entro 30 minuti:
https://www.trenirapidi.example/profilo/reimposta-password?codice=TR-rp-5Gh8Kq2Lw7Mz3Nx9Pv4Bt6Yc1Dr0Fs&lang=it

Se non hai fatto tu la richiesta, ignora questa e-mail: la password
attuale resterà valida.

Programma fedeltà CartaVeloce n. 30 118 447 902 - saldo 6.420 punti.
Il tuo prossimo viaggio: Roma Termini → Firenze S.M.N., 09/05/2025, ore 07:35,
carrozza 5, posto 8A (PNR XK4T2R).

Treni Rapidi S.p.A. - Piazza della Croce Rossa 1, 00161 Roma
Call center 892 021 - P.IVA 12345678901
""",
    html="""\
<html><body style="margin:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#222">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#b0001e;padding:16px 24px;color:#fff;font-size:20px;font-weight:bold;font-style:italic">Treni Rapidi</td></tr>
<tr><td style="padding:26px 24px;font-size:14px;line-height:1.55">
<p>Gentile Federica Gallo,</p>
<p>abbiamo ricevuto una richiesta di reimpostazione della password per il profilo Treni Rapidi associato a questo indirizzo.</p>
<p style="text-align:center;margin:26px 0"><a href="https://click.trenirapidi.example/?qs=8e3f0c9a1b2d4e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f" style="background:#b0001e;color:#fff;padding:12px 30px;text-decoration:none;border-radius:3px;font-weight:bold">Reimposta password</a></p>
<p style="font-size:12px;color:#666">Il link scade tra 30 minuti. Se il pulsante non funziona, copia e incolla questo indirizzo nel browser:<br>
<span style="color:#b0001e;word-break:break-all">https://www.trenirapidi.example/profilo/reimposta-password?codice=TR-rp-5Gh8Kq2Lw7Mz3Nx9Pv4Bt6Yc1Dr0Fs&amp;lang=it</span></p>
<p style="font-size:13px">Se non hai fatto tu la richiesta, ignora questa e-mail: la password attuale resterà valida.</p>
<table width="100%" cellpadding="10" style="background:#f7f0f1;font-size:12px;margin-top:18px"><tr><td>
<b>Il tuo prossimo viaggio</b><br>Roma Termini → Firenze S.M.N., 09/05/2025, ore 07:35 · carrozza 5, posto 8A (PNR XK4T2R)<br>
Programma fedeltà CartaVeloce n. 30 118 447 902 · saldo 6.420 punti</td></tr></table>
</td></tr>
<tr><td style="padding:14px 24px;font-size:10px;color:#888;background:#fafafa">
Treni Rapidi S.p.A. – Piazza della Croce Rossa 1, 00161 Roma – Call center 892 021 – P.IVA 12345678901<br>
<a href="https://click.trenirapidi.example/?qs=aa01ff-privacy" style="color:#888">Privacy</a> · <a href="https://click.trenirapidi.example/?qs=aa02ff-faq" style="color:#888">Domande frequenti</a> · <a href="https://click.trenirapidi.example/?qs=aa03ff-app" style="color:#888">Scarica l'app</a></td></tr>
</table>
<img src="https://click.trenirapidi.example/open.aspx?ffcb10-fe8b1c7d" width="1" height="1" alt="">
</body></html>
""",
)

add(
    lang="it", kind="booking_ref", otp="5HT2QW", link=None,
    frm="Traghetti Tirreno <checkin@traghettitirreno.example>",
    to="Andrea Lombardi <andrea.lombardi@outlook.example>",
    subject="Check-in online: codice di verifica per la prenotazione TT-88Q41",
    date="Fri, 20 Jun 2025 09:12:03 +0200",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Gentile Andrea Lombardi,

per completare il check-in online della prenotazione TT-88Q41 inserisci
questo codice di verifica nella pagina del check-in:

    5HT2QW

Il codice è valido 30 minuti.

Dettagli del viaggio
  Nave: Stella del Tirreno · Livorno → Olbia
  Partenza: sabato 21/06/2025 ore 20:30 (imbarco dalle 18:30, varco 7)
  Arrivo: domenica 22/06/2025 ore 07:00
  Passeggeri: 2 adulti, 1 bambino (8 anni)
  Veicolo: autovettura, targa GH 217 LP, lunghezza 4,35 m
  Sistemazione: cabina interna 4 letti n. 6142
  Totale pagato: € 412,80

La carta d'imbarco arriverà dopo il check-in; presentala al varco insieme
ai documenti d'identità di tutti i passeggeri.

Traghetti Tirreno S.p.A. - Scali del Corso 3, 57123 Livorno
Call center: +39 0586 420 420 - P.IVA 01122334455
""",
    html="""\
<html><body style="margin:0;background:#e6f1f8;font-family:Arial,sans-serif;color:#0b2942">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#003f7d;padding:18px 24px;color:#fff;font-size:20px">⚓ Traghetti <b>Tirreno</b></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:1.55">
<p>Gentile Andrea Lombardi,</p>
<p>per completare il check-in online della prenotazione <b>TT-88Q41</b> inserisci questo codice di verifica nella pagina del check-in:</p>
<p style="font-size:32px;font-weight:bold;text-align:center;letter-spacing:6px;background:#eef5fb;padding:12px;font-family:'Courier New',monospace">5HT2QW</p>
<p style="text-align:center;font-size:12px;color:#5a7590">Il codice è valido 30 minuti.</p>
<h3 style="border-bottom:1px solid #d5e3ef;font-size:15px">Dettagli del viaggio</h3>
<table cellpadding="4" style="font-size:13px">
<tr><td>Nave</td><td>Stella del Tirreno · Livorno → Olbia</td></tr>
<tr><td>Partenza</td><td>sabato 21/06/2025 ore 20:30 (imbarco dalle 18:30, varco 7)</td></tr>
<tr><td>Arrivo</td><td>domenica 22/06/2025 ore 07:00</td></tr>
<tr><td>Passeggeri</td><td>2 adulti, 1 bambino (8 anni)</td></tr>
<tr><td>Veicolo</td><td>autovettura, targa GH 217 LP, lunghezza 4,35 m</td></tr>
<tr><td>Sistemazione</td><td>cabina interna 4 letti n. 6142</td></tr>
<tr><td>Totale pagato</td><td>€ 412,80</td></tr>
</table>
<p style="font-size:12px">La carta d'imbarco arriverà dopo il check-in; presentala al varco insieme ai documenti d'identità di tutti i passeggeri.</p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:10px;color:#7890a5;background:#f4f8fb">Traghetti Tirreno S.p.A. – Scali del Corso 3, 57123 Livorno – Call center: +39 0586 420 420 – P.IVA 01122334455 · <a href="https://www.traghettitirreno.example/condizioni-di-trasporto" style="color:#7890a5">Condizioni di trasporto</a></td></tr>
</table></body></html>
""",
)


# ---------------------------------------------------------------------------
# Builder and validator
# ---------------------------------------------------------------------------

ALLOWED_TLDS = (".example", ".test", ".invalid")
SEP = r"(?:\s|&nbsp;|&#160;|\u00a0|-|<[^>]*>)*"


def make_png(w, h):
    """A small grey PNG with a dark frame (stands in for a rendered code image)."""
    raw = bytearray()
    for y in range(h):
        raw.append(0)
        for x in range(w):
            frame = x < 2 or y < 2 or x >= w - 2 or y >= h - 2
            stripe = (x // 11 + y // 7) % 5 == 0
            raw.append(40 if frame else (215 if stripe else 246))

    def chunk(typ, data):
        return (struct.pack(">I", len(data)) + typ + data
                + struct.pack(">I", zlib.crc32(typ + data) & 0xFFFFFFFF))

    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 0, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(bytes(raw), 9))
            + chunk(b"IEND", b""))


class Scan(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.hrefs, self.alts, self.srcs, self.data = [], [], [], []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if a.get("href"):
            self.hrefs.append(a["href"])
        if "alt" in a and a["alt"]:
            self.alts.append(a["alt"])
        if a.get("src"):
            self.srcs.append(a["src"])

    def handle_data(self, d):
        self.data.append(d)


def charset_for(body, cte):
    return "us-ascii" if cte == "7bit" else "utf-8"


def domain_of(addr):
    return addr.rsplit("@", 1)[1].rstrip(">").strip().lower()


def build_message(m, n):
    msg = EmailMessage()
    msg["From"] = m["frm"]
    msg["To"] = m["to"]
    msg["Subject"] = m["subject"]
    msg["Date"] = m["date"]
    dom = domain_of(m["frm"])
    tag = zlib.crc32(m["subject"].encode("utf-8")) & 0xFFFFFFFF
    msg["Message-ID"] = "<%08x.%04d.%s@%s>" % (tag, n * 7919 % 10000, m["lang"], dom)
    for k, v in (m.get("headers") or {}).items():
        msg[k] = v
    text, html = m.get("text"), m.get("html")
    tcte, hcte = m.get("tcte", "quoted-printable"), m.get("hcte", "quoted-printable")
    if text and html:
        msg.set_content(text, subtype="plain", charset=charset_for(text, tcte), cte=tcte)
        msg.add_alternative(html, subtype="html", charset=charset_for(html, hcte), cte=hcte)
        html_part = msg.get_payload()[1]
    elif html:
        msg.set_content(html, subtype="html", charset=charset_for(html, hcte), cte=hcte)
        html_part = msg
    else:
        msg.set_content(text, subtype="plain", charset=charset_for(text, tcte), cte=tcte)
        html_part = None
    if m.get("image"):
        html_part.add_related(make_png(220, 56), "image", "png", cid="<%s>" % m["cid"],
                              disposition="inline", filename="code.png")
    return msg


def fail(n, why):
    print("FAIL %s-%04d: %s" % (PREFIX, n, why))
    sys.exit(1)


def check_urls(n, blob):
    for host in re.findall(r"https?://([^/\s\"'<>?#]+)", blob):
        host = host.split(":")[0].lower()
        if not host.endswith(ALLOWED_TLDS):
            fail(n, "non-reserved URL host %r" % host)
    for dom in re.findall(r"[\w.+-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})", blob):
        dom = dom.lower()
        if dom.endswith((".png", ".gif", ".jpg")):
            continue
        if not dom.endswith(ALLOWED_TLDS):
            fail(n, "non-reserved mail domain %r" % dom)


def validate(m, n, data):
    parsed = BytesParser(policy=policy.default).parsebytes(data)
    for part in parsed.walk():
        if part.defects:
            fail(n, "defects %r" % part.defects)
        for k, v in part.items():
            if getattr(v, "defects", None):
                fail(n, "header %s defects %r" % (k, v.defects))
    subject = str(parsed["subject"])
    if subject != m["subject"]:
        fail(n, "subject round-trip %r" % subject)
    texts, htmls, pngs = [], [], 0
    for part in parsed.walk():
        ct = part.get_content_type()
        if ct == "text/plain":
            texts.append(part.get_content().replace("\r\n", "\n"))
        elif ct == "text/html":
            htmls.append(part.get_content().replace("\r\n", "\n"))
        elif ct == "image/png":
            pngs += 1
            if not part.get_content().startswith(b"\x89PNG"):
                fail(n, "bad png")
    if m.get("text") and m["text"] not in texts:
        fail(n, "text part did not round-trip")
    if m.get("html") and m["html"] not in htmls:
        fail(n, "html part did not round-trip")
    if m.get("image") and pngs != 1:
        fail(n, "inline image missing")
    scan = Scan()
    for h in htmls:
        scan.feed(h)
    hrefs, alts = scan.hrefs, scan.alts
    if m.get("image") and ("cid:" + m["cid"]) not in scan.srcs:
        fail(n, "cid reference missing")

    blob = "\n".join([subject] + texts + [htmlmod.unescape(h) for h in htmls]
                     + [str(v) for k, v in parsed.items()])
    check_urls(n, blob)

    otp = m["otp"]
    if otp is not None:
        if not re.fullmatch(r"[A-Za-z0-9]{4,8}", otp):
            fail(n, "otp label %r not 4-8 alphanumerics" % otp)
        pat = re.compile(r"(?<![A-Za-z0-9])" + SEP.join(re.escape(c) for c in otp)
                         + r"(?![A-Za-z0-9])")
        where = {"subject": [subject], "text": texts, "html": htmls, "alt": alts}
        found = {k for k, vs in where.items() if any(pat.search(v) for v in vs)}
        if not found:
            fail(n, "otp %r not found in content" % otp)
        if m["kind"] == "subject_only" and found != {"subject"}:
            fail(n, "subject_only code also found in %r" % found)
        if m["kind"] == "alt_text_only":
            visible = texts + ["".join(scan.data)]
            if any(pat.search(v) for v in visible) or "alt" not in found:
                fail(n, "alt_text_only code visible outside alt (%r)" % found)
    link = m.get("link")
    if link is not None:
        if link not in hrefs:
            fail(n, "link not an href: %r" % link)
        for alt in m.get("link_alt") or []:
            if alt == link:
                fail(n, "link_alt equals link")
            if alt not in hrefs and not any(alt in t for t in texts) \
                    and not any(alt in htmlmod.unescape(h) for h in htmls):
                fail(n, "link_alt not in content: %r" % alt)
    elif m.get("link_alt"):
        fail(n, "link_alt without link")


def main():
    for old in os.listdir(OUT):
        if old.startswith(PREFIX + "-") and old.endswith(".eml"):
            os.remove(os.path.join(OUT, old))
    per_kind = {}
    rows = []
    for n, m in enumerate(M, 1):
        msg = build_message(m, n)
        data = msg.as_bytes(policy=policy.SMTP)
        validate(m, n, data)
        name = "%s-%04d.eml" % (PREFIX, n)
        with open(os.path.join(OUT, name), "wb") as f:
            f.write(data)
        per_kind[m["kind"]] = per_kind.get(m["kind"], 0) + 1
        row = {"file": name, "otp": m["otp"], "link": m.get("link"), "kind": m["kind"],
               "lang": m["lang"], "family": "%s-%s-%02d" % (PREFIX, m["kind"], per_kind[m["kind"]])}
        if m.get("link_alt"):
            row["link_alt"] = list(m["link_alt"])
        rows.append(row)
    with open(os.path.join(OUT, "labels.jsonl"), "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")

    # summary
    from collections import Counter
    langs = Counter(r["lang"] for r in rows)
    kinds = Counter(r["kind"] for r in rows)
    code = sum(1 for r in rows if r["otp"])
    link = sum(1 for r in rows if r["link"])
    both = sum(1 for r in rows if r["otp"] and r["link"])
    neither = sum(1 for r in rows if not r["otp"] and not r["link"])
    subjects = Counter(m["subject"] for m in M)
    senders = Counter(domain_of(m["frm"]) for m in M)
    if max(subjects.values()) > 1 or max(senders.values()) > 1:
        print("WARNING: repeated subject or sender domain")
    assert len(rows) == 65 and all(v == 13 for v in langs.values()), langs
    print("OK: %d messages written" % len(rows))
    print("by lang:", dict(sorted(langs.items())))
    print("by kind:", dict(sorted(kinds.items())))
    print("code: %d  link: %d  both: %d  neither: %d" % (code, link, both, neither))


if __name__ == "__main__":
    main()
