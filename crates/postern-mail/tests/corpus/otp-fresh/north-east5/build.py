#!/usr/bin/env python3
"""Hand-written labelled test mail for a one-time-code / magic-link extractor.

Every message below is written by hand as Python data.  Running this file
writes jn-NNNN.eml and labels.jsonl next to it and validates them.
Only the Python 3 standard library is used.
"""
import email
import email.policy
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
PREFIX = "jn"
MESSAGES = []


def M(**kw):
    MESSAGES.append(kw)


# ---------------------------------------------------------------- tiny PNG
FONT = {
    "0": [" ### ", "#   #", "#  ##", "# # #", "##  #", "#   #", " ### "],
    "1": ["  #  ", " ##  ", "  #  ", "  #  ", "  #  ", "  #  ", " ### "],
    "2": [" ### ", "#   #", "    #", "   # ", "  #  ", " #   ", "#####"],
    "3": ["#####", "   # ", "  #  ", "   # ", "    #", "#   #", " ### "],
    "4": ["   # ", "  ## ", " # # ", "#  # ", "#####", "   # ", "   # "],
    "5": ["#####", "#    ", "#### ", "    #", "    #", "#   #", " ### "],
    "6": ["  ## ", " #   ", "#    ", "#### ", "#   #", "#   #", " ### "],
    "7": ["#####", "    #", "   # ", "  #  ", " #   ", " #   ", " #   "],
    "8": [" ### ", "#   #", "#   #", " ### ", "#   #", "#   #", " ### "],
    "9": [" ### ", "#   #", "#   #", " ####", "    #", "   # ", " ##  "],
    " ": ["     "] * 7,
}


def png_text(text, scale=4, pad=3, bg=246, ink=28):
    """Render digits into a greyscale PNG (what an image-only code looks like)."""
    cols = []
    for ch in text:
        glyph = FONT[ch]
        for x in range(5):
            cols.append([glyph[y][x] == "#" for y in range(7)])
        cols.append([False] * 7)
    w = (len(cols) + 2 * pad) * scale
    h = (7 + 2 * pad) * scale
    rows = []
    for py in range(h):
        gy = py // scale - pad
        row = bytearray([0])
        for px in range(w):
            gx = px // scale - pad
            on = 0 <= gy < 7 and 0 <= gx < len(cols) and cols[gx][gy]
            row.append(ink if on else bg)
        rows.append(bytes(row))
    raw = b"".join(rows)

    def chunk(tag, data):
        c = struct.pack(">I", len(data)) + tag + data
        return c + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 0, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))


FAKE_PDF = (b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n"
            b"2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n"
            b"3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n"
            b"trailer<</Root 1 0 R>>\n%%EOF\n")

# =====================================================================
# Dutch (nl)
# =====================================================================

M(key="nl01", lang="nl", kind="plain_code", otp="318275", otp_shown="318 275", link=None,
  frm="Planbord <no-reply@mail.planbord.example>",
  to="sanne.devries@postvak.example",
  subject="Je inlogcode voor Planbord",
  date="Tue, 12 Nov 2024 08:14:33 +0100",
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""Hoi Sanne,

Gebruik deze code om in te loggen bij Planbord:

318 275

De code is 10 minuten geldig en werkt maar één keer.

Heb je niet geprobeerd in te loggen? Dan kun je deze e-mail gewoon
negeren. Zonder de code kan niemand bij je account.

Groetjes,
Team Planbord

--
Planbord B.V. | Keizersgracht 221 | 1016 DV Amsterdam
KvK 71234567 | support@planbord.example
""",
  html="""<!DOCTYPE html>
<html lang="nl"><head><meta charset="utf-8"><title>Je inlogcode</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Helvetica,Arial,sans-serif;color:#1d2433">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7">
<tr><td align="center" style="padding:32px 12px">
  <table role="presentation" width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px">
    <tr><td style="padding:28px 36px 0 36px">
      <img src="https://static.planbord.example/mail/logo-planbord@2x.png" width="132" height="30" alt="Planbord">
    </td></tr>
    <tr><td style="padding:24px 36px 8px 36px;font-size:16px;line-height:24px">
      <p style="margin:0 0 12px 0">Hoi Sanne,</p>
      <p style="margin:0">Gebruik deze code om in te loggen bij Planbord:</p>
    </td></tr>
    <tr><td align="center" style="padding:18px 36px">
      <div style="display:inline-block;background:#eef2ff;border-radius:6px;padding:14px 26px;font-size:32px;letter-spacing:6px;font-weight:700;font-family:Menlo,Consolas,monospace">318 275</div>
    </td></tr>
    <tr><td style="padding:8px 36px 28px 36px;font-size:14px;line-height:21px;color:#4b5568">
      <p style="margin:0 0 10px 0">De code is 10 minuten geldig en werkt maar &eacute;&eacute;n keer.</p>
      <p style="margin:0">Heb je niet geprobeerd in te loggen? Dan kun je deze e-mail gewoon negeren. Zonder de code kan niemand bij je account.</p>
    </td></tr>
  </table>
  <p style="font-size:11px;color:#8a93a6;margin:16px 0 0 0">Planbord B.V. &middot; Keizersgracht 221 &middot; 1016 DV Amsterdam &middot; KvK 71234567</p>
</td></tr></table>
</body></html>
""")

M(key="nl02", lang="nl", kind="username_digits", otp="560294", link=None,
  frm="Fietsforum <registratie@fietsforum.example>",
  to="pieter.vanleeuwen@kpnmail.example",
  subject="Bevestig je registratie op Fietsforum",
  date="Mon, 03 Mar 2025 21:48:02 +0100",
  cte_text="8bit",
  headers={"X-Mailer": "phpBB3", "Auto-Submitted": "auto-generated"},
  text="""Hallo pieter1987,

Welkom op Fietsforum! Je hebt je op 3 maart 2025 om 21:47 aangemeld met
de gebruikersnaam "pieter1987" (lidnummer 48211).

Om je e-mailadres te bevestigen vul je de volgende code in op het
registratiescherm dat nog openstaat:

Bevestigingscode: 560294

Deze code vervalt na 24 uur. Daarna moet je je opnieuw aanmelden.

Een paar tips voor je eerste ritje op het forum:
 - Stel je voor in "Nieuwe leden" (subforum 12)
 - Lees de huisregels voordat je iets te koop aanbiedt
 - Zet je woonplaats en je fietsen (bijv. "Gazelle 2019, Canyon Endurace 7") in je profiel

Het forum telt inmiddels 12.804 leden en 391.277 berichten. Veel plezier!

Met vriendelijke groet,
Het beheer van Fietsforum

--
Dit bericht is automatisch verstuurd. Je kunt er niet op antwoorden.
Fietsforum - Stichting Tweewieler Online, Postbus 1410, 3500 BK Utrecht
""")

M(key="nl03", lang="nl", kind="booking_ref", otp=None, link=None,
  frm="Noordzee Air <boekingen@noordzee-air.example>",
  to="m.hoekstra@mailbox.example",
  subject="Je boeking is bevestigd – K7TQ9M – Amsterdam naar Bergen",
  date="Fri, 21 Feb 2025 16:02:51 +0100",
  cte_text="quoted-printable", cte_html="base64",
  text="""Goed nieuws, Marieke! Je vlucht is geboekt.

Boekingsreferentie: K7TQ9M

HEENVLUCHT
NZ 1342  za 14 juni 2025
Amsterdam Schiphol (AMS) 07:35 -> Bergen Flesland (BGO) 09:20
Passagier: MEVR MARIEKE HOEKSTRA   Stoel 14C   Ticket 297-2419836650
Bagage: 1x handbagage 8 kg, 1x ruimbagage 23 kg

TERUGVLUCHT
NZ 1349  zo 22 juni 2025
Bergen Flesland (BGO) 18:05 -> Amsterdam Schiphol (AMS) 19:55
Stoel 11A

Totaal betaald: EUR 189,46 (incl. EUR 52,18 belastingen en toeslagen)
Betaald met Visa eindigend op 3309 op 21-02-2025

Online inchecken kan vanaf 30 uur voor vertrek via
https://www.noordzee-air.example/inchecken

Boeking beheren: https://www.noordzee-air.example/mijn-boeking
(vul je referentie K7TQ9M en achternaam in)

Vragen? Bel +31 20 794 1100 (ma-vr 08:00-20:00).

Noordzee Air N.V., Evert van de Beekstraat 310, 1118 CX Schiphol
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="background:#e8eef3;margin:0;font-family:Arial,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">K7TQ9M &middot; za 14 jun AMS&ndash;BGO &middot; 07:35</div>
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#0b3c5d;padding:20px 28px"><img src="https://img.noordzee-air.example/e/logo-wit.png" width="150" alt="Noordzee Air"></td></tr>
<tr><td style="padding:26px 28px 6px 28px"><h1 style="font-size:22px;margin:0;color:#0b3c5d">Goed nieuws, Marieke! Je vlucht is geboekt.</h1></td></tr>
<tr><td style="padding:10px 28px">
 <table width="100%" style="border:1px solid #d5dde5;border-radius:4px"><tr>
  <td style="padding:12px;font-size:13px;color:#5a6b7b">Boekingsreferentie</td>
  <td style="padding:12px;font-size:24px;font-weight:bold;letter-spacing:3px;color:#0b3c5d" align="right">K7TQ9M</td>
 </tr></table>
</td></tr>
<tr><td style="padding:14px 28px">
 <table width="100%" cellpadding="6" style="font-size:14px;border-collapse:collapse">
  <tr style="background:#f2f6f9"><th align="left" colspan="3">Heenvlucht &ndash; za 14 juni 2025</th></tr>
  <tr><td>NZ 1342</td><td>AMS 07:35 &rarr; BGO 09:20</td><td>Stoel 14C</td></tr>
  <tr style="background:#f2f6f9"><th align="left" colspan="3">Terugvlucht &ndash; zo 22 juni 2025</th></tr>
  <tr><td>NZ 1349</td><td>BGO 18:05 &rarr; AMS 19:55</td><td>Stoel 11A</td></tr>
 </table>
 <p style="font-size:13px;color:#333">Passagier: MEVR MARIEKE HOEKSTRA &middot; Ticketnummer 297-2419836650<br>
 Bagage: 1&times; handbagage 8 kg, 1&times; ruimbagage 23 kg</p>
 <p style="font-size:14px"><b>Totaal betaald: &euro; 189,46</b> (incl. &euro; 52,18 belastingen en toeslagen)<br>
 <span style="font-size:12px;color:#777">Visa eindigend op 3309 &middot; 21-02-2025</span></p>
</td></tr>
<tr><td align="center" style="padding:8px 28px 24px 28px">
 <a href="https://www.noordzee-air.example/mijn-boeking?pnr=K7TQ9M&amp;utm_medium=email&amp;utm_campaign=bevestiging" style="background:#f5a623;color:#0b3c5d;padding:12px 24px;text-decoration:none;font-weight:bold;border-radius:4px">Boeking beheren</a>
 &nbsp;
 <a href="https://www.noordzee-air.example/inchecken?utm_medium=email" style="color:#0b3c5d">Online inchecken</a>
</td></tr>
<tr><td style="background:#f2f6f9;padding:16px 28px;font-size:11px;color:#6b7c8c">
 Vragen? Bel +31 20 794 1100 (ma&ndash;vr 08:00&ndash;20:00) of kijk op <a href="https://help.noordzee-air.example/" style="color:#6b7c8c">help.noordzee-air.example</a>.<br>
 Noordzee Air N.V., Evert van de Beekstraat 310, 1118 CX Schiphol &middot; <a href="https://www.noordzee-air.example/privacy" style="color:#6b7c8c">Privacy</a>
</td></tr></table>
<img src="https://t.noordzee-air.example/open/7f2c91d0a4.gif" width="1" height="1" alt="">
</body></html>
""")

M(key="nl04", lang="nl", kind="new_and_old_code", otp="908377", otp_shown="908 377", link=None,
  frm="Stroomlijn Energie <mijn@stroomlijn.example>",
  to="r.bakker@hetnet.example",
  subject="Je nieuwe verificatiecode voor Mijn Stroomlijn",
  date="Wed, 08 Jan 2025 09:16:40 +0100",
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""Beste heer Bakker,

Je hebt zojuist een nieuwe code aangevraagd. De code die we je om 09:12
stuurden (551 204) werkt daarom niet meer.

Je nieuwe verificatiecode is: 908 377

Vul deze code in op het inlogscherm van Mijn Stroomlijn. De code is geldig
tot 09:31 uur.

Klantnummer: 20039184
Leveringsadres: Lindelaan 7, 2612 KB Delft

Met vriendelijke groet,
Klantenservice Stroomlijn Energie
Telefoon 015 760 2300 (werkdagen 8.00 - 18.00 uur)
""",
  html="""<html><body style="font-family:Verdana,Geneva,sans-serif;font-size:13px;color:#222;background:#fff">
<table width="580" cellpadding="0" cellspacing="0" align="center">
<tr><td style="border-bottom:3px solid #7ac143;padding:14px 0"><img src="https://cdn.stroomlijn.example/logo.png" alt="Stroomlijn Energie" height="34"></td></tr>
<tr><td style="padding:20px 0 0 0">
<p>Beste heer Bakker,</p>
<p>Je hebt zojuist een nieuwe code aangevraagd. De code die we je om 09:12 stuurden (<s>551 204</s>) werkt daarom niet meer.</p>
<p>Je nieuwe verificatiecode is:</p>
<p style="font-size:28px;font-weight:bold;color:#2e7d32;letter-spacing:4px;margin:6px 0 14px 0">908 377</p>
<p>Vul deze code in op het inlogscherm van Mijn Stroomlijn. De code is geldig tot 09:31 uur.</p>
<table cellpadding="4" style="font-size:12px;color:#555;background:#f6f8f4;margin:12px 0">
<tr><td>Klantnummer</td><td>20039184</td></tr>
<tr><td>Leveringsadres</td><td>Lindelaan 7, 2612 KB Delft</td></tr>
</table>
<p>Met vriendelijke groet,<br>Klantenservice Stroomlijn Energie<br>Telefoon 015 760 2300 (werkdagen 8.00 &ndash; 18.00 uur)</p>
</td></tr>
<tr><td style="font-size:10px;color:#999;padding-top:18px">Stroomlijn Energie B.V. &middot; Schieweg 15 &middot; 2627 AN Delft &middot; <a href="https://www.stroomlijn.example/privacyverklaring" style="color:#999">Privacyverklaring</a></td></tr>
</table></body></html>
""")

M(key="nl05", lang="nl", kind="magic_link", otp=None,
  link="https://click.tweedehandsje.example/ls/click?upn=u001.Vh3kQ9xZ-2BpL7mRtY4wN8cJ0aF5sD2gH6jK1lE9oU3iP-2FqW7eR4tY0uI8oP5aS2dF6gH9jK3lZ1xC7vB4nM-3D&utm_source=transactional&utm_campaign=verify_email",
  link_alt=["https://www.tweedehandsje.example/account/e-mail-bevestigen?token=Vh3kQ9xZpL7mRtY4wN8cJ0aF5sD2gH6jK1lE9oU3iPqW7eR4tY0uI8oP5aS2dF6g&uid=4811207"],
  frm="Tweedehandsje <noreply@tweedehandsje.example>",
  to="yusuf.demir@postvak.example",
  subject="Nog één stap: bevestig je e-mailadres",
  date="Sat, 16 Nov 2024 11:03:12 +0100",
  cte_text="quoted-printable", cte_html="quoted-printable",
  headers={"List-Unsubscribe": "<https://www.tweedehandsje.example/afmelden?u=4811207&c=trx>",
           "Reply-To": "klantenservice@tweedehandsje.example"},
  text="""Hoi Yusuf,

Bedankt voor je aanmelding bij Tweedehandsje. Bevestig je e-mailadres,
dan kun je meteen advertenties plaatsen en berichten sturen.

Bevestig je e-mailadres:
https://www.tweedehandsje.example/account/e-mail-bevestigen?token=Vh3kQ9xZpL7mRtY4wN8cJ0aF5sD2gH6jK1lE9oU3iPqW7eR4tY0uI8oP5aS2dF6g&uid=4811207

De link werkt 48 uur.

Heb jij geen account aangemaakt? Dan hoef je niets te doen.

Team Tweedehandsje
Tweedehandsje B.V., Wibautstraat 150, 1091 GR Amsterdam
""",
  html="""<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#fafafa;font-family:'Segoe UI',Roboto,Arial,sans-serif">
<div style="text-align:center;font-size:11px;color:#999;padding:8px">Wordt deze e-mail niet goed weergegeven? <a href="https://view.tweedehandsje.example/m/3c1e0b5f9a?u=4811207" style="color:#999">Bekijk hem in je browser</a></div>
<table align="center" width="560" style="background:#fff;border:1px solid #eee" cellpadding="0" cellspacing="0">
<tr><td style="padding:24px 32px"><a href="https://www.tweedehandsje.example/?utm_source=transactional"><img src="https://static.tweedehandsje.example/mail/logo.png" alt="Tweedehandsje" width="160"></a></td></tr>
<tr><td style="padding:0 32px;font-size:15px;line-height:23px;color:#333">
<h2 style="font-size:21px;color:#111">Nog &eacute;&eacute;n stap, Yusuf</h2>
<p>Bedankt voor je aanmelding bij Tweedehandsje. Bevestig je e-mailadres, dan kun je meteen advertenties plaatsen en berichten sturen.</p>
</td></tr>
<tr><td align="center" style="padding:18px 32px 26px 32px">
<table cellpadding="0" cellspacing="0"><tr><td style="background:#ff6b00;border-radius:24px">
<a href="https://click.tweedehandsje.example/ls/click?upn=u001.Vh3kQ9xZ-2BpL7mRtY4wN8cJ0aF5sD2gH6jK1lE9oU3iP-2FqW7eR4tY0uI8oP5aS2dF6gH9jK3lZ1xC7vB4nM-3D&amp;utm_source=transactional&amp;utm_campaign=verify_email" style="display:inline-block;padding:13px 34px;color:#fff;text-decoration:none;font-weight:600">E-mailadres bevestigen</a>
</td></tr></table>
<p style="font-size:12px;color:#888;margin-top:14px">De link werkt 48 uur. Heb jij geen account aangemaakt? Dan hoef je niets te doen.</p>
</td></tr>
<tr><td style="border-top:1px solid #eee;padding:18px 32px;font-size:11px;color:#999;line-height:17px">
<a href="https://facebook.example/tweedehandsje"><img src="https://static.tweedehandsje.example/mail/fb.png" width="20" alt="Facebook"></a>
<a href="https://instagram.example/tweedehandsje"><img src="https://static.tweedehandsje.example/mail/ig.png" width="20" alt="Instagram"></a><br>
Tweedehandsje B.V., Wibautstraat 150, 1091 GR Amsterdam &middot; KvK 60451122<br>
<a href="https://www.tweedehandsje.example/privacy" style="color:#999">Privacy</a> &middot;
<a href="https://help.tweedehandsje.example/" style="color:#999">Helpcentrum</a> &middot;
<a href="https://www.tweedehandsje.example/afmelden?u=4811207&amp;c=trx" style="color:#999">Afmelden</a>
</td></tr></table>
<img src="https://click.tweedehandsje.example/wf/open?upn=u001.Qm1xZ3Vv-2F9kLp" width="1" height="1" alt="" style="display:block">
</body></html>
""")

M(key="nl06", lang="nl", kind="magic_link", otp=None,
  link="https://account.wieldeel.example/wachtwoord/herstellen?reset_token=9d1f7c2ab84e4f31a6c0e5b7d2983f44c1a7e6b0&uid=U-2208415&lang=nl",
  frm="Wieldeel <support@wieldeel.example>",
  to="lotte.smit@freemail.example",
  subject="Wachtwoord herstellen",
  date="Thu, 27 Mar 2025 23:41:09 +0100",
  cte_html="8bit",
  html="""<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="font-family:Arial,sans-serif;background:#ffffff;color:#202020">
<div style="max-width:540px;margin:0 auto;padding:24px">
  <img src="https://assets.wieldeel.example/email/wieldeel-logo.png" alt="Wieldeel – deelauto's in jouw buurt" width="140">
  <h1 style="font-size:20px;margin:28px 0 12px 0">Nieuw wachtwoord instellen</h1>
  <p>Hallo Lotte,</p>
  <p>We kregen een verzoek om het wachtwoord van je Wieldeel-account te herstellen. Klik op de knop hieronder om een nieuw wachtwoord te kiezen. Deze link is 60 minuten geldig en werkt maar één keer.</p>
  <p style="margin:26px 0">
    <a href="https://account.wieldeel.example/wachtwoord/herstellen?reset_token=9d1f7c2ab84e4f31a6c0e5b7d2983f44c1a7e6b0&amp;uid=U-2208415&amp;lang=nl"
       style="background:#00a37a;color:#fff;padding:12px 22px;border-radius:3px;text-decoration:none;font-weight:bold">Nieuw wachtwoord kiezen</a>
  </p>
  <p>Heb je dit niet zelf aangevraagd? Dan blijft je huidige wachtwoord gewoon werken. Je kunt deze e-mail negeren.</p>
  <p style="font-size:13px;color:#666">Tip: je lopende reservering (Toyota Yaris, Spaarndammerstraat, 28 maart 10:00–14:00) blijft gewoon staan.</p>
  <hr style="border:none;border-top:1px solid #e3e3e3;margin:28px 0 14px 0">
  <p style="font-size:11px;color:#8c8c8c;line-height:16px">
    Download de app:
    <a href="https://apps.example/wieldeel-ios" style="color:#8c8c8c">App Store</a> |
    <a href="https://play.example/store/apps/details?id=example.wieldeel" style="color:#8c8c8c">Google Play</a><br>
    Wieldeel B.V. · Hoogoorddreef 54 · 1101 BE Amsterdam · 020 808 4455<br>
    <a href="https://www.wieldeel.example/voorwaarden" style="color:#8c8c8c">Voorwaarden</a> ·
    <a href="https://www.wieldeel.example/privacy" style="color:#8c8c8c">Privacy</a> ·
    <a href="https://help.wieldeel.example/nl/contact" style="color:#8c8c8c">Contact</a>
  </p>
</div>
</body></html>
""")

M(key="nl07", lang="nl", kind="newsletter_numbers", otp=None, link=None,
  frm="Snelbezorgd <bestelling@snelbezorgd.example>",
  to="jasper.koster@postvak.example",
  subject="Je bestelling bij Pizzeria Da Marco is onderweg 🛵",
  date="Fri, 29 Nov 2024 19:21:47 +0100",
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""Bedankt voor je bestelling, Jasper!

Pizzeria Da Marco bereidt je eten. Verwachte bezorgtijd: 19:42 - 19:57

Bestelnummer: 4821 9907
Besteld op: 29-11-2024 19:21

1x Pizza Diavola (33 cm)          EUR 14,50
1x Pizza Quattro Formaggi          EUR 15,00
2x Tiramisu                        EUR  9,00
1x Coca-Cola Zero 1,5 l            EUR  3,75
Bezorgkosten                       EUR  2,49
Servicekosten                      EUR  0,99
Korting (actie VRIJDAG5)          -EUR  5,00
-----------------------------------------------
Totaal                             EUR 40,73
Waarvan btw 9%                     EUR  3,36

Betaald met iDEAL

Bezorgadres:
Vondelstraat 112-2
1054 GR Amsterdam
Telefoon: 06 12 34 56 78

Restaurant bellen: 020 612 4490

Snelbezorgd B.V. - Piet Heinkade 55 - 1019 GM Amsterdam - KvK 34187301
""",
  html="""<html><body style="margin:0;background:#fff5eb;font-family:Arial,Helvetica,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#ff8000;padding:16px 24px;color:#fff;font-size:20px;font-weight:bold">Snelbezorgd</td></tr>
<tr><td style="padding:24px">
<h2 style="margin:0 0 6px 0">Bedankt voor je bestelling, Jasper!</h2>
<p style="margin:0;color:#555">Pizzeria Da Marco bereidt je eten. Verwachte bezorgtijd: <b>19:42 &ndash; 19:57</b></p>
</td></tr>
<tr><td style="padding:0 24px">
<table width="100%" cellpadding="5" style="font-size:14px;border-collapse:collapse">
<tr><td colspan="2" style="color:#888;font-size:12px">Bestelnummer 4821 9907 &middot; 29-11-2024 19:21</td></tr>
<tr><td>1&times; Pizza Diavola (33 cm)</td><td align="right">&euro; 14,50</td></tr>
<tr><td>1&times; Pizza Quattro Formaggi</td><td align="right">&euro; 15,00</td></tr>
<tr><td>2&times; Tiramisu</td><td align="right">&euro; 9,00</td></tr>
<tr><td>1&times; Coca-Cola Zero 1,5 l</td><td align="right">&euro; 3,75</td></tr>
<tr><td style="color:#777">Bezorgkosten</td><td align="right" style="color:#777">&euro; 2,49</td></tr>
<tr><td style="color:#777">Servicekosten</td><td align="right" style="color:#777">&euro; 0,99</td></tr>
<tr><td style="color:#2a8c2a">Korting (actie VRIJDAG5)</td><td align="right" style="color:#2a8c2a">&minus;&euro; 5,00</td></tr>
<tr style="border-top:2px solid #333"><td><b>Totaal</b></td><td align="right"><b>&euro; 40,73</b></td></tr>
<tr><td style="font-size:12px;color:#888">Waarvan btw 9%</td><td align="right" style="font-size:12px;color:#888">&euro; 3,36</td></tr>
</table>
</td></tr>
<tr><td style="padding:18px 24px;font-size:13px;color:#444">
<b>Bezorgadres</b><br>Vondelstraat 112-2<br>1054 GR Amsterdam<br>06 12 34 56 78
<p><a href="https://www.snelbezorgd.example/bestelling/volgen/48219907?t=a1b2c3" style="background:#ff8000;color:#fff;padding:10px 18px;text-decoration:none;border-radius:4px">Volg je bestelling</a></p>
<p>Restaurant bellen: 020 612 4490</p>
</td></tr>
<tr><td style="background:#f3f3f3;padding:14px 24px;font-size:11px;color:#999">Snelbezorgd B.V. &middot; Piet Heinkade 55 &middot; 1019 GM Amsterdam &middot; KvK 34187301 &middot; <a href="https://www.snelbezorgd.example/privacy" style="color:#999">Privacy</a></td></tr>
</table></td></tr></table></body></html>
""")

M(key="nl08", lang="nl", kind="decoy_codes", otp=None, link=None,
  frm="Boekenkast <nieuwsbrief@boekenkast.example>",
  to="hanneke.peeters@telenet.example",
  subject="📚 25% korting op alle thrillers + let op: phishing",
  date="Sun, 06 Oct 2024 10:00:00 +0200",
  cte_text="quoted-printable", cte_html="base64",
  headers={"List-Unsubscribe": "<mailto:afmelden@boekenkast.example?subject=afmelden-77120348>, <https://nieuwsbrief.boekenkast.example/u/77120348/Tk9WRU1C>",
           "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
           "Precedence": "bulk"},
  text="""BOEKENKAST - nieuwsbrief week 40

Hoi Hanneke,

Het wordt vroeg donker: tijd voor een spannend boek. Deze week krijg je
25% korting op alle thrillers met de kortingscode BOEK25 (geldig t/m
13 oktober 2024, niet geldig op e-books en cadeaubonnen).

Top 3 van de week
1. De stille getuige - EUR 22,99 -> EUR 17,24
2. Nachtdienst - EUR 19,99 -> EUR 14,99
3. Het laatste spoor - EUR 24,50 -> EUR 18,38

Nog een cadeaubon van ons tegoed? Je bon 6035 1180 2231 9942 heeft nog
een saldo van EUR 12,50 en is geldig tot 01-03-2025.

LET OP: NEPMAILS EN NEPBERICHTEN
Criminelen doen zich voor als Boekenkast. Wij vragen je nooit om een
verificatiecode (bijvoorbeeld 123456) via telefoon, sms of WhatsApp door
te geven. Twijfel je? Bel onze klantenservice op 030 299 8800.

Bekijk alle aanbiedingen: https://www.boekenkast.example/thrillers?utm_campaign=wk40

Afmelden: https://nieuwsbrief.boekenkast.example/u/77120348/Tk9WRU1C
Boekenkast B.V., Oudegracht 201, 3511 NH Utrecht
""",
  html="""<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f7f3ee;font-family:Georgia,serif;color:#2b2118">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:10px 20px;font-size:11px;color:#999;font-family:Arial" align="right"><a href="https://nieuwsbrief.boekenkast.example/v/77120348/wk40" style="color:#999">Online bekijken</a></td></tr>
<tr><td align="center" style="padding:10px 20px 20px 20px"><img src="https://img.boekenkast.example/nb/logo.png" alt="Boekenkast" width="200"></td></tr>
<tr><td><a href="https://www.boekenkast.example/thrillers?utm_campaign=wk40&amp;utm_content=hero"><img src="https://img.boekenkast.example/nb/wk40-hero.jpg" width="600" alt="25% korting op alle thrillers"></a></td></tr>
<tr><td style="padding:20px 30px;font-size:16px;line-height:24px">
<p>Hoi Hanneke,</p>
<p>Het wordt vroeg donker: tijd voor een spannend boek. Deze week krijg je 25% korting op alle thrillers.</p>
<table align="center" cellpadding="0" cellspacing="0"><tr><td style="border:2px dashed #b5651d;padding:12px 28px;font-family:Arial;text-align:center">
<span style="font-size:12px;color:#777">Kortingscode</span><br><span style="font-size:26px;font-weight:bold;letter-spacing:3px;color:#b5651d">BOEK25</span></td></tr></table>
<p style="font-size:12px;color:#777;text-align:center">Geldig t/m 13 oktober 2024. Niet geldig op e-books en cadeaubonnen.</p>
</td></tr>
<tr><td style="padding:0 30px"><table width="100%" cellpadding="8" style="font-family:Arial;font-size:14px">
<tr><td>1. De stille getuige</td><td align="right"><s>&euro; 22,99</s> <b>&euro; 17,24</b></td></tr>
<tr><td>2. Nachtdienst</td><td align="right"><s>&euro; 19,99</s> <b>&euro; 14,99</b></td></tr>
<tr><td>3. Het laatste spoor</td><td align="right"><s>&euro; 24,50</s> <b>&euro; 18,38</b></td></tr>
</table></td></tr>
<tr><td style="padding:14px 30px;font-family:Arial;font-size:14px">Nog een cadeaubon van ons tegoed? Je bon <b>6035 1180 2231 9942</b> heeft nog een saldo van &euro; 12,50 en is geldig tot 01-03-2025.</td></tr>
<tr><td style="padding:14px 30px"><div style="background:#fff4d6;border-left:4px solid #e0a800;padding:12px 16px;font-family:Arial;font-size:13px">
<b>Let op: nepmails en nepberichten.</b> Criminelen doen zich voor als Boekenkast. Wij vragen je nooit om een verificatiecode (bijvoorbeeld <code>123456</code>) via telefoon, sms of WhatsApp door te geven. Twijfel je? Bel onze klantenservice op 030 299 8800.</div></td></tr>
<tr><td style="padding:20px 30px;font-family:Arial;font-size:11px;color:#999;text-align:center">
<a href="https://instagram.example/boekenkast" style="color:#999">Instagram</a> &middot; <a href="https://facebook.example/boekenkast" style="color:#999">Facebook</a><br>
Boekenkast B.V., Oudegracht 201, 3511 NH Utrecht<br>
<a href="https://nieuwsbrief.boekenkast.example/u/77120348/Tk9WRU1C" style="color:#999">Afmelden</a> &middot; <a href="https://nieuwsbrief.boekenkast.example/p/77120348" style="color:#999">Voorkeuren</a></td></tr>
</table>
<img src="https://nieuwsbrief.boekenkast.example/o/77120348/wk40.gif" width="1" height="1" alt="">
</body></html>
""")

M(key="nl09", lang="nl", kind="lowercase_alnum", otp="7kq2xm9p",
  link="https://app.bouwsteen.test/auth/magic-link/verify?token=mlt_4f9Qz2LrX8vKp1NwT6yHb3Jc7Dg0Sa5E&email=d.jansen%40studio-oost.example&redirect=%2Fpipelines",
  frm="Bouwsteen CI <login@bouwsteen.test>",
  to="d.jansen@studio-oost.example",
  subject="Inloggen bij Bouwsteen",
  date="Tue, 04 Feb 2025 14:27:55 +0000",
  cte_text="7bit", cte_html="quoted-printable",
  text="""Inloggen bij Bouwsteen

Iemand (hopelijk jij) wil inloggen op Bouwsteen met d.jansen@studio-oost.example.

Typ deze eenmalige code in het venster waarin je inlogt:

    7kq2xm9p

Of open deze link in dezelfde browser:
https://app.bouwsteen.test/auth/magic-link/verify?token=mlt_4f9Qz2LrX8vKp1NwT6yHb3Jc7Dg0Sa5E&email=d.jansen%40studio-oost.example&redirect=%2Fpipelines

Code en link verlopen over 15 minuten.

Aanvraag vanaf: Firefox 134 op Linux, IP 145.53.17.204 (Rotterdam, NL)

Niet herkend? Negeer dit bericht. Wil je zeker zijn, lees dan
https://docs.bouwsteen.test/security/account-protection

Bouwsteen CI - Lloydstraat 9, 3024 EA Rotterdam
""",
  html="""<div style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;max-width:480px;margin:0 auto;color:#24292f">
<p style="font-size:20px;font-weight:600">Inloggen bij Bouwsteen</p>
<p>Iemand (hopelijk jij) wil inloggen op Bouwsteen met <b>d.jansen@studio-oost.example</b>.</p>
<p>Typ deze eenmalige code in het venster waarin je inlogt:</p>
<p style="font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:26px;background:#f6f8fa;border:1px solid #d0d7de;border-radius:6px;padding:10px 16px;display:inline-block">7kq2xm9p</p>
<p>Of klik op de knop (in dezelfde browser):</p>
<p><a href="https://app.bouwsteen.test/auth/magic-link/verify?token=mlt_4f9Qz2LrX8vKp1NwT6yHb3Jc7Dg0Sa5E&amp;email=d.jansen%40studio-oost.example&amp;redirect=%2Fpipelines" style="background:#1f883d;color:#fff;padding:8px 16px;border-radius:6px;text-decoration:none;font-weight:600">Inloggen</a></p>
<p style="font-size:12px;color:#57606a">Code en link verlopen over 15 minuten.<br>Aanvraag vanaf: Firefox 134 op Linux, IP 145.53.17.204 (Rotterdam, NL)</p>
<p style="font-size:12px;color:#57606a">Niet herkend? Negeer dit bericht. Meer weten? Lees <a href="https://docs.bouwsteen.test/security/account-protection" style="color:#0969da">accountbeveiliging</a>.</p>
<p style="font-size:11px;color:#8c959f">Bouwsteen CI &middot; Lloydstraat 9, 3024 EA Rotterdam &middot; <a href="https://status.bouwsteen.test" style="color:#8c959f">Status</a></p>
</div>
""")

M(key="nl10", lang="nl", kind="delivery_code", otp="662091", otp_shown="662 091", link=None,
  frm="Pakketpunt <info@pakketpunt.example>",
  to="ahmed.elamrani@postvak.example",
  subject="Je pakket ligt klaar in de pakketautomaat",
  date="Tue, 19 Nov 2024 13:05:28 +0100",
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""Je pakket ligt klaar!

Beste Ahmed,

Je pakket van Elektroshop.example is bezorgd in de pakketautomaat.

Locatie: Pakketautomaat Albert Heijn Marnixstraat
Adres: Marnixstraat 45, 1015 VE Amsterdam
Open: dagelijks 07:00 - 23:00

Ophaalcode: 662 091

Typ de ophaalcode in op het scherm van de automaat. Het vakje gaat dan
vanzelf open. Je pakket ligt er tot en met 26 november 2024, 23:59 uur.
Daarna gaat het terug naar de afzender.

Track & Trace: 3SPKT0048213977
Gewicht: 2,4 kg

Pakketpunt - Postbus 30250, 2500 GG Den Haag
Klantenservice: 088 868 6161
""",
  html="""<html><body style="margin:0;font-family:Arial,sans-serif;background:#eeeeee">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="background:#ffcc00;padding:18px 26px;font-size:22px;font-weight:bold;color:#1a1a8c">Pakketpunt</td></tr>
<tr><td style="padding:24px 26px 8px 26px"><h2 style="margin:0;color:#1a1a8c">Je pakket ligt klaar!</h2>
<p>Beste Ahmed,</p><p>Je pakket van Elektroshop.example is bezorgd in de pakketautomaat.</p></td></tr>
<tr><td style="padding:0 26px">
<table width="100%" cellpadding="8" style="background:#f5f5fa;font-size:14px">
<tr><td style="color:#666">Locatie</td><td>Pakketautomaat Albert Heijn Marnixstraat</td></tr>
<tr><td style="color:#666">Adres</td><td>Marnixstraat 45, 1015 VE Amsterdam</td></tr>
<tr><td style="color:#666">Open</td><td>dagelijks 07:00 &ndash; 23:00</td></tr>
<tr><td style="color:#666">Ophalen v&oacute;&oacute;r</td><td>26 november 2024, 23:59</td></tr>
</table></td></tr>
<tr><td align="center" style="padding:22px 26px">
<div style="font-size:13px;color:#666">Ophaalcode</div>
<div style="font-size:34px;font-weight:bold;letter-spacing:5px;color:#1a1a8c">662 091</div>
<div style="font-size:12px;color:#666">Typ de ophaalcode in op het scherm van de automaat. Het vakje gaat dan vanzelf open.</div>
</td></tr>
<tr><td style="padding:0 26px 20px 26px;font-size:13px;color:#444">Track &amp; Trace: 3SPKT0048213977 &middot; Gewicht: 2,4 kg<br>
<a href="https://www.pakketpunt.example/track?b=3SPKT0048213977&amp;p=1015VE" style="color:#1a1a8c">Bekijk de status van je pakket</a></td></tr>
<tr><td style="background:#1a1a8c;color:#ccd;padding:14px 26px;font-size:11px">Pakketpunt &middot; Postbus 30250, 2500 GG Den Haag &middot; Klantenservice 088 868 6161</td></tr>
</table></td></tr></table></body></html>
""")

M(key="nl11", lang="nl", kind="phone_and_dates", otp="402861", link=None,
  frm="Zorgverzekeraar Zuid <noreply@zorgzuid.example>",
  to="w.jacobs@planet.example",
  subject="Uw verificatiecode voor MijnZorgZuid",
  date="Mon, 18 Nov 2024 14:03:51 +0100",
  cte_text="quoted-printable", cte_html="quoted-printable",
  crlf=True,
  text="""Geachte heer Jacobs,

Op 18-11-2024 om 14:03 uur heeft u gevraagd om in te loggen op
MijnZorgZuid met een nieuw apparaat.

Uw verificatiecode is: 402861

Deze code is 5 minuten geldig. Geef deze code nooit aan iemand anders,
ook niet aan een medewerker van Zorgverzekeraar Zuid.

Uw gegevens
Polisnummer:        2024-118-3307
Relatienummer:      880 412 557
Geboortedatum:      14-06-1958
Eigen risico 2024:  EUR 385,00 (waarvan EUR 212,40 verbruikt)

Wilt u ons spreken? Bel 088 900 1234 (ma t/m vr 8.00-17.30 uur).
Vanuit het buitenland: +31 88 900 1234.
Spoed in het buitenland? Zuid Alarmcentrale: +31 43 356 8800 (24/7).

Met vriendelijke groet,

Zorgverzekeraar Zuid
Postbus 5120, 6202 EC Maastricht
""",
  html="""<html><body style="font-family:Tahoma,Arial,sans-serif;font-size:14px;color:#1c2b39">
<table width="600" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:16px 0;border-bottom:1px solid #c8d3de"><img src="https://www.zorgzuid.example/img/mail/logo-zz.png" alt="Zorgverzekeraar Zuid" width="180"></td></tr>
<tr><td style="padding:20px 0">
<p>Geachte heer Jacobs,</p>
<p>Op 18-11-2024 om 14:03 uur heeft u gevraagd om in te loggen op MijnZorgZuid met een nieuw apparaat.</p>
<p>Uw verificatiecode is: <strong style="font-size:20px">402861</strong></p>
<p>Deze code is 5 minuten geldig. Geef deze code nooit aan iemand anders, ook niet aan een medewerker van Zorgverzekeraar Zuid.</p>
<table cellpadding="4" style="font-size:13px;border:1px solid #c8d3de;margin:10px 0">
<tr><td colspan="2" style="background:#eaf0f5"><b>Uw gegevens</b></td></tr>
<tr><td>Polisnummer</td><td>2024-118-3307</td></tr>
<tr><td>Relatienummer</td><td>880 412 557</td></tr>
<tr><td>Geboortedatum</td><td>14-06-1958</td></tr>
<tr><td>Eigen risico 2024</td><td>&euro; 385,00 (waarvan &euro; 212,40 verbruikt)</td></tr>
</table>
<p>Wilt u ons spreken? Bel 088 900 1234 (ma t/m vr 8.00&ndash;17.30 uur). Vanuit het buitenland: +31 88 900 1234.<br>
Spoed in het buitenland? Zuid Alarmcentrale: +31 43 356 8800 (24/7).</p>
<p>Met vriendelijke groet,<br><br>Zorgverzekeraar Zuid</p>
</td></tr>
<tr><td style="font-size:11px;color:#7a8896;border-top:1px solid #c8d3de;padding-top:10px">Postbus 5120, 6202 EC Maastricht &middot; <a href="https://www.zorgzuid.example/privacy" style="color:#7a8896">Privacyreglement</a> &middot; <a href="https://www.zorgzuid.example/contact" style="color:#7a8896">Contact</a></td></tr>
</table></body></html>
""")

# =====================================================================
# Polish (pl)
# =====================================================================

M(key="pl01", lang="pl", kind="plain_code", otp="482913", link=None,
  frm="Targowisko <powiadomienia@targowisko.example>",
  to="magda.wisniewska@poczta.example",
  subject="Kod weryfikacyjny Targowisko",
  date="Thu, 14 Nov 2024 18:22:04 +0100",
  cte_text="quoted-printable",
  text="""Cześć Magda,

Twój kod weryfikacyjny to: 482913

Wpisz go w aplikacji Targowisko, aby dokończyć logowanie. Kod wygaśnie
za 15 minut.

Jeśli to nie Ty próbujesz się zalogować, po prostu zignoruj tę
wiadomość - bez kodu nikt nie zaloguje się na Twoje konto.

Pozdrawiamy
Zespół Targowiska

Targowisko sp. z o.o., ul. Grunwaldzka 182, 60-166 Poznań
Ta wiadomość została wygenerowana automatycznie, prosimy na nią nie odpowiadać.
""")

M(key="pl02", lang="pl", kind="phone_and_dates", otp="719350", link=None,
  frm="Bank Nadwiślański <autoryzacja@banknadwislanski.example>",
  to="tomasz.kaczmarek@onet.example",
  subject="Potwierdź płatność kartą w internecie",
  date="Wed, 12 Feb 2025 18:44:19 +0100",
  cte_text="quoted-printable", cte_html="base64",
  text="""Szanowny Kliencie,

otrzymaliśmy prośbę o potwierdzenie płatności kartą w internecie.

Sklep:            ELEKTRO-MARKT SP. Z O.O.
Kwota:            1 249,99 PLN
Karta:            Visa **** 4821
Data i godzina:   12.02.2025 18:44:07

Kod autoryzacyjny: 719350

Wpisz kod na stronie płatności. Kod jest ważny przez 5 minut i dotyczy
wyłącznie powyższej transakcji. Sprawdź, czy kwota i nazwa sklepu się
zgadzają, zanim go wpiszesz.

Jeśli nie robiłeś tej płatności, nie wpisuj kodu i natychmiast zadzwoń:
801 300 800 lub +48 22 591 32 00 (z zagranicy), całodobowo.

Bank Nadwiślański S.A., ul. Marszałkowska 142, 00-061 Warszawa
KRS 0000021345, NIP 526-000-12-46, kapitał zakładowy 1 180 000 000 zł
""",
  html="""<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;color:#1b1b1b;background:#f2f2f2;margin:0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-top:5px solid #004b8d">
<tr><td style="padding:22px 28px 6px 28px"><img src="https://www.banknadwislanski.example/mail/logo_bn.png" alt="Bank Nadwiślański" width="170"></td></tr>
<tr><td style="padding:14px 28px;font-size:15px">
<p>Szanowny Kliencie,</p>
<p>otrzymaliśmy prośbę o potwierdzenie płatności kartą w internecie.</p>
<table cellpadding="6" width="100%" style="font-size:14px;background:#f5f8fb;border:1px solid #dfe6ee">
<tr><td style="color:#5b6b7c">Sklep</td><td><b>ELEKTRO-MARKT SP. Z O.O.</b></td></tr>
<tr><td style="color:#5b6b7c">Kwota</td><td><b>1 249,99 PLN</b></td></tr>
<tr><td style="color:#5b6b7c">Karta</td><td>Visa **** 4821</td></tr>
<tr><td style="color:#5b6b7c">Data i godzina</td><td>12.02.2025 18:44:07</td></tr>
</table>
<p style="margin-top:18px">Kod autoryzacyjny:</p>
<p style="font-size:30px;font-weight:bold;color:#004b8d;letter-spacing:4px;margin:0">719350</p>
<p>Wpisz kod na stronie płatności. Kod jest ważny przez 5 minut i dotyczy wyłącznie powyższej transakcji. Sprawdź, czy kwota i nazwa sklepu się zgadzają, zanim go wpiszesz.</p>
<p style="background:#fff3f3;border-left:4px solid #c00;padding:10px">Jeśli nie robiłeś tej płatności, nie wpisuj kodu i natychmiast zadzwoń: <b>801 300 800</b> lub <b>+48 22 591 32 00</b> (z zagranicy), całodobowo.</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:10px;color:#888;border-top:1px solid #eee">Bank Nadwiślański S.A., ul. Marszałkowska 142, 00-061 Warszawa, KRS 0000021345, NIP 526-000-12-46, kapitał zakładowy 1 180 000 000 zł (wpłacony w całości).</td></tr>
</table></td></tr></table></body></html>
""")

M(key="pl03", crlf=True, lang="pl", kind="several_codes", otp=None, link=None,
  frm="Chmurka <bezpieczenstwo@chmurka.example>",
  to="k.zielinski@firma-zielinski.example",
  subject="Twoje kody zapasowe do weryfikacji dwuetapowej",
  date="Sun, 19 Jan 2025 20:10:33 +0100",
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""Cześć Krzysztof,

właśnie włączyłeś weryfikację dwuetapową na koncie Chmurka
(k.zielinski@firma-zielinski.example). Świetna decyzja!

Poniżej znajdziesz 10 kodów zapasowych. Każdy z nich możesz wykorzystać
tylko raz - przydadzą się, jeśli zgubisz telefon z aplikacją
uwierzytelniającą. Nie musisz ich teraz nigdzie wpisywać.

  1. 4829-1736     6. 9051-2284
  2. 7740-3918     7. 1368-5527
  3. 2291-8065     8. 6604-7193
  4. 5187-4402     9. 3825-0619
  5. 8913-6650    10. 0472-9348

Wydrukuj je albo zapisz w menedżerze haseł. Nie przechowuj ich w tej
skrzynce pocztowej. Nowy zestaw możesz wygenerować w Ustawieniach >
Bezpieczeństwo; poprzednie kody przestaną wtedy działać.

Data wygenerowania: 19.01.2025, 20:10 (CET)

Zespół Chmurka
Chmurka S.A., al. Jana Pawła II 43a, 31-864 Kraków
""",
  html="""<html><body style="margin:0;padding:0;background:#eef3f8;font-family:'Open Sans',Arial,sans-serif;color:#223">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:30px 34px">
<img src="https://static.chmurka.example/mail/chmurka-logo.png" alt="Chmurka" width="120">
<h1 style="font-size:20px;margin:24px 0 10px 0">Twoje kody zapasowe</h1>
<p>Cześć Krzysztof,</p>
<p>właśnie włączyłeś weryfikację dwuetapową na koncie Chmurka (k.zielinski@firma-zielinski.example). Świetna decyzja!</p>
<p>Poniżej znajdziesz 10 kodów zapasowych. Każdy z nich możesz wykorzystać tylko raz &ndash; przydadzą się, jeśli zgubisz telefon z aplikacją uwierzytelniającą. <b>Nie musisz ich teraz nigdzie wpisywać.</b></p>
<table cellpadding="6" cellspacing="0" style="font-family:Consolas,monospace;font-size:16px;background:#f6f8fa;border:1px solid #dde3ea;margin:14px auto">
<tr><td>4829-1736</td><td>9051-2284</td></tr>
<tr><td>7740-3918</td><td>1368-5527</td></tr>
<tr><td>2291-8065</td><td>6604-7193</td></tr>
<tr><td>5187-4402</td><td>3825-0619</td></tr>
<tr><td>8913-6650</td><td>0472-9348</td></tr>
</table>
<p>Wydrukuj je albo zapisz w menedżerze haseł. Nie przechowuj ich w tej skrzynce pocztowej. Nowy zestaw możesz wygenerować w <a href="https://app.chmurka.example/ustawienia/bezpieczenstwo">Ustawieniach &gt; Bezpieczeństwo</a>; poprzednie kody przestaną wtedy działać.</p>
<p style="font-size:12px;color:#778">Data wygenerowania: 19.01.2025, 20:10 (CET)</p>
<p style="font-size:11px;color:#99a;border-top:1px solid #eee;padding-top:12px">Chmurka S.A., al. Jana Pawła II 43a, 31-864 Kraków &middot; <a href="https://chmurka.example/polityka-prywatnosci" style="color:#99a">Polityka prywatności</a></p>
</div></body></html>
""")

M(key="pl04", lang="pl", kind="prefix_code", otp="583920", otp_shown="ZN-583920", link=None,
  frm="Znajomi <bezpieczenstwo@znajomi.example>",
  to="ola.kowalczyk@interia.example",
  subject="ZN-583920 to Twój kod Znajomi",
  date="Sat, 07 Dec 2024 09:31:17 +0100",
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""Cześć Ola,

ktoś próbuje dodać ten adres e-mail do konta Znajomi.

Twój kod potwierdzający: ZN-583920

Wpisując kod, pomiń litery ZN i myślnik - wystarczy sześć cyfr.

Jeśli to nie Ty, nie przejmuj się: nikt nie uzyska dostępu do Twojego
konta bez tego kodu.

Dziękujemy,
Zespół ds. bezpieczeństwa Znajomi

Znajomi Polska sp. z o.o., ul. Żelazna 59, 00-848 Warszawa
Ta wiadomość została wysłana na adres ola.kowalczyk@interia.example.
""",
  html="""<table width="100%" cellpadding="0" cellspacing="0" style="font-family:Helvetica,Arial,sans-serif;background:#fff"><tr><td align="center">
<table width="500" cellpadding="0" cellspacing="0">
<tr><td style="padding:16px 0;border-bottom:1px solid #e5e5e5"><img src="https://static.znajomi.example/m/logo_niebieskie.png" height="28" alt="Znajomi"></td></tr>
<tr><td style="padding:20px 0;font-size:15px;line-height:22px;color:#1c1e21">
<p>Cześć Ola,</p>
<p>ktoś próbuje dodać ten adres e-mail do konta Znajomi.</p>
<p>Twój kod potwierdzający:</p>
<table cellpadding="0" cellspacing="0"><tr><td style="background:#e7f3ff;border:1px solid #1877f2;border-radius:6px;padding:10px 20px;font-size:22px;font-weight:bold;color:#1c1e21">ZN-583920</td></tr></table>
<p style="font-size:13px;color:#65676b">Wpisując kod, pomiń litery ZN i myślnik &ndash; wystarczy sześć cyfr.</p>
<p>Jeśli to nie Ty, nie przejmuj się: nikt nie uzyska dostępu do Twojego konta bez tego kodu.</p>
<p>Dziękujemy,<br>Zespół ds. bezpieczeństwa Znajomi</p>
</td></tr>
<tr><td style="font-size:11px;color:#8a8d91;border-top:1px solid #e5e5e5;padding-top:10px">Znajomi Polska sp. z o.o., ul. Żelazna 59, 00-848 Warszawa.<br>Ta wiadomość została wysłana na adres ola.kowalczyk@interia.example. <a href="https://www.znajomi.example/pomoc/bezpieczenstwo" style="color:#385898">Centrum pomocy</a></td></tr>
</table></td></tr></table>
""")

M(key="pl05", lang="pl", kind="subject_only", otp="847120", link=None,
  frm="Kurierek <konto@kurierek.example>",
  to="p.nowicki@gmail.example",
  subject="847120 — kod logowania do Kurierka",
  date="Mon, 24 Feb 2025 07:55:02 +0100",
  cte_text="8bit", cte_html="quoted-printable",
  text="""Dzień dobry,

kod do logowania w aplikacji Kurierek znajdziesz w temacie tej
wiadomości. Jest ważny przez 10 minut.

Nigdy nie podawaj go kurierowi, konsultantowi ani nikomu innemu.

Kurierek sp. z o.o.
ul. Fabryczna 20, 53-609 Wrocław
NIP 897-178-42-15 | KRS 0000754321 | infolinia 71 797 40 40
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">
<p>Dzień dobry,</p>
<p>kod do logowania w aplikacji Kurierek znajdziesz <b>w temacie tej wiadomości</b>. Jest ważny przez 10 minut.</p>
<p>Nigdy nie podawaj go kurierowi, konsultantowi ani nikomu innemu.</p>
<p style="color:#888;font-size:11px;margin-top:30px">Kurierek sp. z o.o.<br>ul. Fabryczna 20, 53-609 Wrocław<br>NIP 897-178-42-15 | KRS 0000754321 | infolinia 71 797 40 40</p>
</body></html>
""")

M(key="pl06", lang="pl", kind="magic_link", otp=None,
  link="https://sso.uni-nadodrze.example/reset/confirm?ticket=RST-8f3Kq2Lx9PzT4vWm7Yc1Ab6Nd0Ge5Hj&login=s412877",
  frm="Centrum Informatyczne UN <no-reply@uni-nadodrze.example>",
  to="s412877@student.uni-nadodrze.example",
  subject="[CI UN] Zmiana hasła do konta uczelnianego",
  date="Tue, 01 Oct 2024 12:48:26 +0200",
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""Uniwersytet Nadodrzański - Centrum Informatyczne

Dzień dobry,

otrzymaliśmy prośbę o ustawienie nowego hasła do konta uczelnianego
s412877 (poczta, USOSweb, Moodle, Wi-Fi eduroam).

Aby ustawić nowe hasło, otwórz poniższy link:
https://sso.uni-nadodrze.example/reset/confirm?ticket=RST-8f3Kq2Lx9PzT4vWm7Yc1Ab6Nd0Ge5Hj&login=s412877

Link jest ważny przez 30 minut i można go użyć tylko raz.

Jeżeli nie prosiłeś(-aś) o zmianę hasła, zgłoś to do Helpdesku CI:
tel. 68 328 22 22, pokój 104, bud. A-29, ul. Szafrana 4a, 65-516 Zielona Góra.

Uwaga: Centrum Informatyczne nigdy nie prosi o podanie hasła w wiadomości e-mail.

--
Centrum Informatyczne UN
https://ci.uni-nadodrze.example
""",
  html="""<html><body style="font-family:Calibri,Arial,sans-serif;font-size:15px;color:#1a1a1a">
<div style="border-bottom:2px solid #8b0000;padding-bottom:8px;margin-bottom:16px"><b style="color:#8b0000">Uniwersytet Nadodrzański</b> &ndash; Centrum Informatyczne</div>
<p>Dzień dobry,</p>
<p>otrzymaliśmy prośbę o ustawienie nowego hasła do konta uczelnianego <b>s412877</b> (poczta, USOSweb, Moodle, Wi-Fi eduroam).</p>
<p><a href="https://sso.uni-nadodrze.example/reset/confirm?ticket=RST-8f3Kq2Lx9PzT4vWm7Yc1Ab6Nd0Ge5Hj&amp;login=s412877" style="background:#8b0000;color:#fff;padding:9px 18px;text-decoration:none">Ustaw nowe hasło</a></p>
<p>Link jest ważny przez 30 minut i można go użyć tylko raz.</p>
<p>Jeżeli nie prosiłeś(-aś) o zmianę hasła, zgłoś to do <a href="https://helpdesk.uni-nadodrze.example/zgloszenie/nowe">Helpdesku CI</a>: tel. 68 328 22 22, pokój 104, bud. A-29, ul. Szafrana 4a, 65-516 Zielona Góra.</p>
<p style="font-size:13px;color:#555"><i>Uwaga: Centrum Informatyczne nigdy nie prosi o podanie hasła w wiadomości e-mail.</i></p>
<p style="font-size:12px;color:#777">--<br>Centrum Informatyczne UN<br><a href="https://ci.uni-nadodrze.example">ci.uni-nadodrze.example</a> &middot; <a href="https://usosweb.uni-nadodrze.example/">USOSweb</a></p>
</body></html>
""")

M(key="pl07", lang="pl", kind="magic_link", otp=None,
  link="https://newsletter.podglobusem.example/c/eJwlj0FuwzAIRE9j7yIZTFj7oLv0Ng4-2FhX5k5Q7z7bY0/aHR0cHM6Ly9wb2RnbG9idXNlbS5leGFtcGxl?sig=3f9a1c77e0b24d58",
  link_alt=["https://www.podglobusem.example/newsletter/potwierdz?k=b7e91d04c3a2f5e86d1039a7&e=anna.lewandowska%40wp.example"],
  frm="Księgarnia Pod Globusem <newsletter@podglobusem.example>",
  to="anna.lewandowska@wp.example",
  subject="Potwierdź zapis na newsletter Księgarni Pod Globusem",
  date="Fri, 15 Nov 2024 16:40:00 +0100",
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""Dzień dobry!

Dziękujemy za zapisanie się na newsletter Księgarni Pod Globusem.
Żeby zacząć otrzymywać nasze polecenia i zaproszenia na spotkania
autorskie, potwierdź swój adres e-mail:

https://www.podglobusem.example/newsletter/potwierdz?k=b7e91d04c3a2f5e86d1039a7&e=anna.lewandowska%40wp.example

Jeśli to nie Ty zapisałaś(-eś) się na newsletter, zignoruj tę wiadomość.
Nie wyślemy Ci nic więcej.

Do zobaczenia między półkami!
Basia i Marek
Księgarnia Pod Globusem, ul. Długa 12, 80-827 Gdańsk, tel. 58 301 44 19
""",
  html="""<html><head><meta charset="utf-8"></head><body style="background:#fbf8f1;margin:0;font-family:Georgia,'Times New Roman',serif">
<center>
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;margin:24px 0;border:1px solid #eadfc8">
<tr><td style="padding:26px;text-align:center"><img src="https://www.podglobusem.example/img/globus-logo.png" alt="Księgarnia Pod Globusem" width="110"></td></tr>
<tr><td style="padding:0 36px;font-size:16px;line-height:25px;color:#3b2f20">
<p>Dzień dobry!</p>
<p>Dziękujemy za zapisanie się na newsletter Księgarni Pod Globusem. Żeby zacząć otrzymywać nasze polecenia i zaproszenia na spotkania autorskie, potwierdź swój adres e-mail.</p>
<p style="text-align:center;margin:28px 0"><a href="https://newsletter.podglobusem.example/c/eJwlj0FuwzAIRE9j7yIZTFj7oLv0Ng4-2FhX5k5Q7z7bY0/aHR0cHM6Ly9wb2RnbG9idXNlbS5leGFtcGxl?sig=3f9a1c77e0b24d58" style="background:#2f5d50;color:#fff;padding:12px 30px;text-decoration:none;font-family:Arial,sans-serif;font-size:15px;border-radius:2px">Tak, chcę otrzymywać newsletter</a></p>
<p style="font-size:14px;color:#7a6a55">Jeśli to nie Ty zapisałaś(-eś) się na newsletter, zignoruj tę wiadomość. Nie wyślemy Ci nic więcej.</p>
<p>Do zobaczenia między półkami!<br><i>Basia i Marek</i></p>
</td></tr>
<tr><td style="padding:18px 36px;font-size:11px;color:#9a8b74;font-family:Arial,sans-serif;border-top:1px solid #eadfc8">
Księgarnia Pod Globusem, ul. Długa 12, 80-827 Gdańsk, tel. 58 301 44 19<br>
<a href="https://www.facebook.example/podglobusem" style="color:#9a8b74">Facebook</a> &middot; <a href="https://www.podglobusem.example/regulamin-newslettera" style="color:#9a8b74">Regulamin newslettera</a> &middot; <a href="https://www.podglobusem.example/rodo" style="color:#9a8b74">RODO</a>
</td></tr></table>
</center>
<img src="https://newsletter.podglobusem.example/o/eJwlj0FuwzAI.gif" width="1" height="1" alt="">
</body></html>
""")

M(key="pl08", lang="pl", kind="newsletter_numbers", otp=None, link=None,
  frm="Orzeł Mobile <e-faktura@orzelmobile.example>",
  to="jan.wojcik@poczta.example",
  subject="Twoja e-faktura za styczeń 2025 jest już dostępna",
  date="Mon, 06 Jan 2025 06:12:45 +0100",
  cte_text="quoted-printable", cte_html="quoted-printable",
  attachment=("application", "pdf", "FV_2025_01_083341.pdf", FAKE_PDF),
  text="""Dzień dobry, Panie Janie,

w załączniku przesyłamy e-fakturę za usługi telekomunikacyjne.

Numer faktury:           FV/2025/01/083341
Numer klienta:           1.0048213
Numer telefonu:          512 *** 884
Okres rozliczeniowy:     01.12.2024 - 31.12.2024
Kwota do zapłaty:        79,99 zł (w tym VAT 23%: 14,96 zł)
Termin płatności:        28.01.2025

Numer rachunku do wpłaty (indywidualny):
12 1140 2004 0000 3102 7654 3210

W tytule przelewu wpisz numer klienta 1.0048213.

Abonament Orzeł 50 GB               59,99 zł
Pakiet roaming UE+                  10,00 zł
Usługi premium (SMS 7xxx)           10,00 zł

Masz pytania? Zadzwoń pod *600 z telefonu Orzeł lub 22 413 60 00.

Orzeł Mobile sp. z o.o., ul. Postępu 3, 02-676 Warszawa
Sąd Rejonowy dla m.st. Warszawy, KRS 0000543122, NIP 951-238-05-11
""",
  html="""<html><body style="margin:0;background:#f5f5f5;font-family:Arial,sans-serif;color:#111">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#d6001c;padding:16px 24px"><img src="https://img.orzelmobile.example/mail/orzel_logo_white.png" alt="Orzeł Mobile" width="130"></td></tr>
<tr><td style="padding:24px">
<p>Dzień dobry, Panie Janie,</p>
<p>w załączniku przesyłamy e-fakturę za usługi telekomunikacyjne.</p>
<table width="100%" cellpadding="6" style="font-size:14px;border-collapse:collapse">
<tr style="background:#f7f7f7"><td>Numer faktury</td><td><b>FV/2025/01/083341</b></td></tr>
<tr><td>Numer klienta</td><td>1.0048213</td></tr>
<tr style="background:#f7f7f7"><td>Numer telefonu</td><td>512 *** 884</td></tr>
<tr><td>Okres rozliczeniowy</td><td>01.12.2024 &ndash; 31.12.2024</td></tr>
<tr style="background:#f7f7f7"><td>Kwota do zapłaty</td><td><b style="color:#d6001c">79,99 zł</b> (w tym VAT 23%: 14,96 zł)</td></tr>
<tr><td>Termin płatności</td><td>28.01.2025</td></tr>
<tr style="background:#f7f7f7"><td>Rachunek do wpłaty</td><td>12 1140 2004 0000 3102 7654 3210</td></tr>
</table>
<p style="font-size:13px">W tytule przelewu wpisz numer klienta 1.0048213.</p>
<p><a href="https://moje.orzelmobile.example/faktury?nr=FV%2F2025%2F01%2F083341" style="background:#d6001c;color:#fff;padding:10px 20px;text-decoration:none;border-radius:20px">Zapłać w Moim Orle</a></p>
<p style="font-size:13px;color:#555">Masz pytania? Zadzwoń pod *600 z telefonu Orzeł lub 22 413 60 00.</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:10px;color:#999;background:#fafafa">Orzeł Mobile sp. z o.o., ul. Postępu 3, 02-676 Warszawa, Sąd Rejonowy dla m.st. Warszawy, KRS 0000543122, NIP 951-238-05-11. <a href="https://www.orzelmobile.example/zgody" style="color:#999">Zarządzaj zgodami</a></td></tr>
</table></body></html>
""")

M(key="pl09", lang="pl", kind="delivery_code", otp="5836", link=None,
  frm="Szybka Paczka <powiadomienia@szybkapaczka.example>",
  to="ewa.mazur@o2.example",
  subject="Kurier dostarczy Twoją paczkę dzisiaj – przygotuj kod odbioru",
  date="Thu, 05 Dec 2024 07:02:11 +0100",
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""Dzień dobry,

dziś kurier Szybkiej Paczki dostarczy przesyłkę od nadawcy SKLEP-OBUWIE.EXAMPLE.

Numer przesyłki: 6200 1234 5678 9012 3456
Przewidywany czas doręczenia: 10:00 - 13:00
Adres: ul. Kwiatowa 7/12, 35-021 Rzeszów
Kwota pobrania: 0,00 zł (opłacone)

Kod odbioru: 5836

Podaj ten kod kurierowi przy odbiorze - bez niego kurier nie wyda
paczki. Kod jest jednorazowy i dotyczy tylko tej przesyłki.

Kurier: Marcin, tel. 533 018 276 (nie dzwoń w sprawie kodu - kurier go nie zna)

Nie będzie Cię w domu? Zmień termin lub przekieruj paczkę do punktu:
https://www.szybkapaczka.example/sledzenie/62001234567890123456

Szybka Paczka S.A., ul. Kolejowa 5/7, 01-217 Warszawa, infolinia 22 574 55 55
""",
  html="""<html><body style="font-family:Verdana,sans-serif;font-size:13px;background:#fff">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #ddd">
<tr><td style="background:#ffd400;padding:14px 20px;font-weight:bold;font-size:18px">Szybka Paczka</td></tr>
<tr><td style="padding:20px">
<p>Dzień dobry,</p>
<p>dziś kurier Szybkiej Paczki dostarczy przesyłkę od nadawcy <b>SKLEP-OBUWIE.EXAMPLE</b>.</p>
<table cellpadding="5" style="font-size:13px">
<tr><td style="color:#777">Numer przesyłki</td><td>6200 1234 5678 9012 3456</td></tr>
<tr><td style="color:#777">Przewidywany czas</td><td>10:00 &ndash; 13:00</td></tr>
<tr><td style="color:#777">Adres</td><td>ul. Kwiatowa 7/12, 35-021 Rzeszów</td></tr>
<tr><td style="color:#777">Kwota pobrania</td><td>0,00 zł (opłacone)</td></tr>
</table>
<div style="margin:18px 0;padding:14px;background:#fffbe0;border:1px solid #ffd400;text-align:center">
Kod odbioru<br><span style="font-size:32px;font-weight:bold;letter-spacing:8px">5836</span><br>
<span style="font-size:12px">Podaj ten kod kurierowi przy odbiorze &ndash; bez niego kurier nie wyda paczki.</span></div>
<p style="font-size:12px">Kod jest jednorazowy i dotyczy tylko tej przesyłki. Kurier: Marcin, tel. 533 018 276 (nie dzwoń w sprawie kodu &ndash; kurier go nie zna).</p>
<p><a href="https://www.szybkapaczka.example/sledzenie/62001234567890123456">Zmień termin lub przekieruj paczkę</a></p>
</td></tr>
<tr><td style="padding:10px 20px;font-size:10px;color:#888;background:#f7f7f7">Szybka Paczka S.A., ul. Kolejowa 5/7, 01-217 Warszawa, infolinia 22 574 55 55</td></tr>
</table></body></html>
""")

M(key="pl10", lang="pl", kind="decoy_codes", otp="H7P4WZ", link=None,
  frm="Kraina Smoków <konto@krainasmokow.example>",
  to="bartek.dabrowski@gmail.example",
  subject="Kod logowania do Krainy Smoków + prezent na start",
  date="Fri, 13 Dec 2024 17:17:17 +0100",
  cte_text="base64", cte_html="base64",
  text="""Witaj, Wojowniku!

Kod logowania: H7P4WZ

Wpisz go w oknie gry (wielkość liter nie ma znaczenia). Kod jest ważny
przez 20 minut.

W prezencie na start: 500 klejnotów z kodem promocyjnym SMOK-2025
(zrealizujesz go w Sklepie > Kody promocyjne do 31.12.2024).

Bezpieczeństwo przede wszystkim: nigdy nie prosimy o podanie kodu
logowania na czacie, Discordzie ani przez telefon. Jeżeli ktoś pisze
"podaj kod, np. 000000, to dam Ci skrzynię" - to oszust.

Numer zgłoszenia z ostatniej rozmowy z pomocą: #KS-552871

Do zobaczenia na polu bitwy!
Drużyna Krainy Smoków

Smoczy Gród Studio sp. z o.o., ul. Piotrkowska 100, 90-004 Łódź
""",
  html="""<html><body style="background:#14101f;color:#e8e3f7;font-family:Trebuchet MS,Arial,sans-serif;margin:0">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#1f1833">
<tr><td><img src="https://cdn.krainasmokow.example/mail/banner_smok.jpg" width="600" alt="Kraina Smoków"></td></tr>
<tr><td style="padding:24px 30px">
<h2 style="color:#ffb347;margin:0 0 10px 0">Witaj, Wojowniku!</h2>
<p>Kod logowania:</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:6px;color:#fff;background:#3a2d5c;display:inline-block;padding:8px 20px;border-radius:8px">H7P4WZ</p>
<p>Wpisz go w oknie gry (wielkość liter nie ma znaczenia). Kod jest ważny przez 20 minut.</p>
<hr style="border:none;border-top:1px solid #3a2d5c">
<p><b style="color:#ffb347">W prezencie na start:</b> 500 klejnotów z kodem promocyjnym <b>SMOK-2025</b> (zrealizujesz go w Sklepie &gt; Kody promocyjne do 31.12.2024).</p>
<p style="font-size:13px;color:#b9b0d6">Bezpieczeństwo przede wszystkim: nigdy nie prosimy o podanie kodu logowania na czacie, Discordzie ani przez telefon. Jeżeli ktoś pisze &bdquo;podaj kod, np. 000000, to dam Ci skrzynię&rdquo; &ndash; to oszust.</p>
<p style="font-size:12px;color:#8d84ad">Numer zgłoszenia z ostatniej rozmowy z pomocą: #KS-552871</p>
</td></tr>
<tr><td style="padding:14px 30px;font-size:11px;color:#6f6790">
<a href="https://discord.example/krainasmokow" style="color:#8d84ad">Discord</a> &middot; <a href="https://www.krainasmokow.example/pomoc" style="color:#8d84ad">Pomoc</a><br>
Smoczy Gród Studio sp. z o.o., ul. Piotrkowska 100, 90-004 Łódź</td></tr>
</table></body></html>
""")

M(key="pl11", lang="pl", kind="login_alert", otp=None, link=None,
  frm="Kryptobursa <security@kryptobursa.example>",
  to="michal.pawlak@protonmail.example",
  subject="Nowe logowanie do konta Kryptobursa",
  date="Sun, 02 Mar 2025 08:15:51 +0100",
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""Nowe logowanie do Twojego konta

Wykryliśmy logowanie do konta michal.pawlak@protonmail.example:

Czas:          2025-03-02 07:15:44 (UTC)
Urządzenie:    Chrome 133 / Windows 11
Adres IP:      83.24.117.201
Lokalizacja:   Warszawa, Polska
ID zdarzenia:  7f3a9c21-44be-4d0e-b8a1-90c5e2d1f6ab

Jeśli to Ty, nie musisz nic robić.

Jeśli to nie Ty, natychmiast zablokuj konto:
https://www.kryptobursa.example/security/freeze?eid=7f3a9c21-44be-4d0e-b8a1-90c5e2d1f6ab
a następnie zmień hasło i zresetuj klucz 2FA.

Przypominamy: pracownicy Kryptobursy nigdy nie poproszą Cię o hasło,
kod 2FA ani frazę odzyskiwania portfela.

Kryptobursa sp. z o.o., ul. Prosta 68, 00-838 Warszawa
Podmiot wpisany do rejestru działalności w zakresie walut wirtualnych pod nr RDWW-1021
""",
  html="""<html><body style="background:#0e1117;color:#e6e8eb;font-family:Inter,Arial,sans-serif;margin:0;padding:24px">
<div style="max-width:520px;margin:0 auto;background:#161b22;border-radius:10px;padding:28px">
<img src="https://static.kryptobursa.example/email/kb-logo.png" alt="Kryptobursa" width="120">
<h2 style="font-size:19px">Nowe logowanie do Twojego konta</h2>
<p>Wykryliśmy logowanie do konta <b>michal.pawlak@protonmail.example</b>:</p>
<table cellpadding="5" style="font-size:13px;color:#c9d1d9">
<tr><td style="color:#8b949e">Czas</td><td>2025-03-02 07:15:44 (UTC)</td></tr>
<tr><td style="color:#8b949e">Urządzenie</td><td>Chrome 133 / Windows 11</td></tr>
<tr><td style="color:#8b949e">Adres IP</td><td>83.24.117.201</td></tr>
<tr><td style="color:#8b949e">Lokalizacja</td><td>Warszawa, Polska</td></tr>
<tr><td style="color:#8b949e">ID zdarzenia</td><td style="font-size:11px">7f3a9c21-44be-4d0e-b8a1-90c5e2d1f6ab</td></tr>
</table>
<p>Jeśli to Ty, nie musisz nic robić.</p>
<p>Jeśli to nie Ty, natychmiast zablokuj konto, a następnie zmień hasło i zresetuj klucz 2FA.</p>
<p><a href="https://www.kryptobursa.example/security/freeze?eid=7f3a9c21-44be-4d0e-b8a1-90c5e2d1f6ab" style="background:#da3633;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Zablokuj konto</a></p>
<p style="font-size:12px;color:#8b949e">Przypominamy: pracownicy Kryptobursy nigdy nie poproszą Cię o hasło, kod 2FA ani frazę odzyskiwania portfela.</p>
<p style="font-size:10px;color:#6e7681">Kryptobursa sp. z o.o., ul. Prosta 68, 00-838 Warszawa. Podmiot wpisany do rejestru działalności w zakresie walut wirtualnych pod nr RDWW-1021.</p>
</div></body></html>
""")

# =====================================================================
# Swedish (sv)
# =====================================================================

M(key="sv01", lang="sv", kind="plain_code", otp="5829", link=None,
  frm="Strömma <hej@stromma.example>",
  to="elin.lundqvist@telia.example",
  subject="Din engångskod",
  date="Sat, 23 Nov 2024 20:34:10 +0100",
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""Hej Elin!

Din engångskod är 5829

Ange koden på tv:n eller i appen för att logga in på Strömma. Koden
gäller i 15 minuter.

Har du inte försökt logga in? Då kan du bortse från det här mejlet.

Ha en mysig kväll framför skärmen!
/Strömma

Strömma Media AB, Box 3021, 103 60 Stockholm
""",
  html="""<html><body style="margin:0;background:#111;font-family:Helvetica,Arial,sans-serif;color:#eee">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 10px">
<table width="460" cellpadding="0" cellspacing="0" style="background:#1c1c1c;border-radius:12px">
<tr><td style="padding:30px 34px 0 34px;font-size:24px;font-weight:bold;color:#e50914">strömma</td></tr>
<tr><td style="padding:20px 34px;font-size:16px;line-height:24px">
<p>Hej Elin!</p>
<p>Din engångskod är</p>
<p style="font-size:44px;font-weight:bold;letter-spacing:12px;margin:10px 0;color:#fff">5829</p>
<p>Ange koden på tv:n eller i appen för att logga in på Strömma. Koden gäller i 15 minuter.</p>
<p style="font-size:13px;color:#999">Har du inte försökt logga in? Då kan du bortse från det här mejlet.</p>
</td></tr>
<tr><td style="padding:0 34px 28px 34px;font-size:11px;color:#666">Strömma Media AB, Box 3021, 103 60 Stockholm &middot; <a href="https://help.stromma.example" style="color:#666">Hjälpcenter</a></td></tr>
</table></td></tr></table></body></html>
""")

M(key="sv02", lang="sv", kind="alt_text_only", otp="739215", otp_shown="739 215", link=None,
  frm="Kronan Pay <noreply@kronanpay.example>",
  to="oskar.berg@bredband.example",
  subject="Verifiera din inloggning hos Kronan Pay",
  date="Thu, 16 Jan 2025 10:41:36 +0100",
  cte_text="quoted-printable", cte_html="quoted-printable",
  image={"cid": "kod-739215@kronanpay.example", "text": "739 215", "filename": "kod.png"},
  text="""Kronan Pay

Hej Oskar,

Din verifieringskod visas som en bild i HTML-versionen av det här mejlet.
Öppna mejlet i en e-postapp som visar bilder för att se koden.

Koden gäller i 10 minuter. Kronan Pay ringer eller sms:ar dig aldrig för
att be om koden.

Kronan Pay AB (publ), org.nr 559123-4567, Regeringsgatan 25, 111 53 Stockholm
Kronan Pay AB står under Finansinspektionens tillsyn.
""",
  html="""<html><body style="font-family:Arial,sans-serif;background:#f3f6f4;margin:0">
<table width="520" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:24px">
<tr><td style="padding:22px 30px;background:#0f5132;color:#fff;font-size:20px;font-weight:bold">Kronan Pay</td></tr>
<tr><td style="padding:26px 30px;font-size:15px;color:#1e2a22">
<p>Hej Oskar,</p>
<p>Här är din verifieringskod för att logga in:</p>
<p style="text-align:center;margin:24px 0"><img src="cid:kod-739215@kronanpay.example" alt="Din kod: 739 215" width="192" height="52" style="border:1px solid #cfe0d6;border-radius:6px"></p>
<p>Koden gäller i 10 minuter. Kronan Pay ringer eller sms:ar dig aldrig för att be om koden.</p>
</td></tr>
<tr><td style="padding:14px 30px;font-size:10px;color:#7d8a82;background:#f8faf9">Kronan Pay AB (publ), org.nr 559123-4567, Regeringsgatan 25, 111 53 Stockholm. Kronan Pay AB står under Finansinspektionens tillsyn.</td></tr>
</table></body></html>
""")

M(key="sv03", lang="sv", kind="magic_link", otp="K4R9TX",
  link="https://loggbok.example/auth/email/callback?token=lb_9a7F3kQ2xW8mZ1pR5tY0vC6nB4dH2jL7&device=web",
  frm="Loggbok <inloggning@loggbok.example>",
  to="fredrik.holm@skolan.example",
  subject="Logga in på Loggbok",
  date="Tue, 11 Mar 2025 06:58:02 +0100",
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""Logga in på Loggbok

Klicka på länken för att logga in direkt:
https://loggbok.example/auth/email/callback?token=lb_9a7F3kQ2xW8mZ1pR5tY0vC6nB4dH2jL7&device=web

Eller skriv in den här koden i inloggningsrutan:

K4R9TX

Länken och koden slutar gälla om 20 minuter. Om du inte har bett om att
logga in kan du ignorera mejlet.

Loggbok - din digitala dagbok
Loggbok AB, Storgatan 14, 903 26 Umeå
""",
  html="""<div style="background:#faf7f2;padding:30px 0;font-family:Georgia,serif">
<div style="max-width:440px;margin:0 auto;background:#fff;border:1px solid #ece4d6;padding:30px">
<p style="font-size:22px;margin:0 0 18px 0">📓 Logga in på Loggbok</p>
<p style="font-family:Arial,sans-serif;font-size:15px;color:#333">Klicka på knappen för att logga in direkt:</p>
<p><a href="https://loggbok.example/auth/email/callback?token=lb_9a7F3kQ2xW8mZ1pR5tY0vC6nB4dH2jL7&amp;device=web" style="display:inline-block;background:#c0563b;color:#fff;font-family:Arial,sans-serif;padding:11px 26px;border-radius:22px;text-decoration:none">Logga in</a></p>
<p style="font-family:Arial,sans-serif;font-size:15px;color:#333">Eller skriv in den här koden i inloggningsrutan:</p>
<p style="font-family:'Courier New',monospace;font-size:28px;letter-spacing:5px;margin:0 0 18px 0"><b>K4R9TX</b></p>
<p style="font-family:Arial,sans-serif;font-size:12px;color:#888">Länken och koden slutar gälla om 20 minuter. Om du inte har bett om att logga in kan du ignorera mejlet.</p>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#aaa;border-top:1px solid #eee;padding-top:10px">Loggbok AB, Storgatan 14, 903 26 Umeå</p>
</div></div>
""")

M(key="sv04", lang="sv", kind="reset_in_code_mail", otp="602418", otp_shown="602 418", link=None,
  frm="Grannskap <sakerhet@grannskap.example>",
  to="maja.ek@outlook.example",
  subject="602 418 är din inloggningskod",
  date="Wed, 27 Nov 2024 22:09:45 +0100",
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""Hej Maja,

Någon försöker logga in på ditt Grannskap-konto från en ny enhet
(iPhone, Göteborg).

Din inloggningskod: 602 418

Var det inte du? Återställ ditt lösenord:
https://www.grannskap.example/konto/losenord/aterstall?src=login_code&u=ZWsubWFqYQ

Du kan också se vilka enheter som är inloggade:
https://www.grannskap.example/konto/sakerhet/aktivitet

Hälsningar
Grannskap

Grannskap AB, Kungsportsavenyen 21, 411 36 Göteborg
""",
  html="""<table width="100%" style="background:#f0f2f5;font-family:Helvetica,Arial,sans-serif" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table width="500" style="background:#fff;border-radius:8px" cellpadding="0" cellspacing="0">
<tr><td style="padding:22px 28px 0 28px;color:#2d7d46;font-weight:bold;font-size:22px">Grannskap</td></tr>
<tr><td style="padding:16px 28px;font-size:15px;color:#1c1e21;line-height:22px">
<p>Hej Maja,</p>
<p>Någon försöker logga in på ditt Grannskap-konto från en ny enhet (iPhone, Göteborg).</p>
<p>Din inloggningskod:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:3px;margin:4px 0 18px 0">602 418</p>
<p style="font-size:13px;color:#606770">Var det inte du? <a href="https://www.grannskap.example/konto/losenord/aterstall?src=login_code&amp;u=ZWsubWFqYQ" style="color:#2d7d46">Återställ ditt lösenord</a> eller <a href="https://www.grannskap.example/konto/sakerhet/aktivitet" style="color:#2d7d46">se vilka enheter som är inloggade</a>.</p>
</td></tr>
<tr><td style="padding:12px 28px 22px 28px;font-size:11px;color:#8a8d91;border-top:1px solid #e4e6eb">Grannskap AB, Kungsportsavenyen 21, 411 36 Göteborg &middot; <a href="https://www.grannskap.example/villkor" style="color:#8a8d91">Villkor</a> &middot; <a href="https://www.grannskap.example/installningar/aviseringar" style="color:#8a8d91">Aviseringar</a></td></tr>
</table></td></tr></table>
""")

M(key="sv05", lang="sv", kind="booking_ref", otp=None, link=None,
  frm="Rälsbolaget <biljetter@ralsbolaget.example>",
  to="anders.nilsson@spray.example",
  subject="Din resa Stockholm C – Göteborg C den 7 april",
  date="Mon, 17 Mar 2025 12:20:39 +0100",
  cte_text="8bit", cte_html="base64",
  text="""Tack för din bokning, Anders!

Bokningsnummer: QZT8KW

Utresa måndag 7 april 2025
Snabbtåg 537   Stockholm C 07:10  ->  Göteborg C 10:17
Vagn 4, plats 62 (fönster, tyst avdelning)

Resenär: Anders Nilsson, vuxen
Biljettnummer: 7418 2209 3351
Pris: 649 kr (varav moms 6 %: 36,74 kr)
Betalt med Mastercard ****7702

Visa biljetten i appen eller skriv ut den. Ombokning kan göras fram till
avgång, avgift 100 kr.

Frågor? Ring kundtjänst 0771-75 75 75 (dygnet runt).

Rälsbolaget AB, Centralplan 15, 111 20 Stockholm, org.nr 556196-1599
""",
  html="""<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f1efe9;font-family:Arial,sans-serif">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#003a70;padding:18px 26px;color:#fff;font-size:20px">Rälsbolaget</td></tr>
<tr><td style="padding:24px 26px">
<h2 style="margin:0;color:#003a70">Tack för din bokning, Anders!</h2>
<p style="font-size:15px">Bokningsnummer: <b style="font-size:20px;letter-spacing:2px">QZT8KW</b></p>
<table width="100%" cellpadding="8" style="border:1px solid #d9d4c7;font-size:14px">
<tr style="background:#f7f5f0"><td colspan="2"><b>Utresa måndag 7 april 2025</b></td></tr>
<tr><td>Snabbtåg 537</td><td>Stockholm C 07:10 &rarr; Göteborg C 10:17</td></tr>
<tr><td>Plats</td><td>Vagn 4, plats 62 (fönster, tyst avdelning)</td></tr>
<tr><td>Resenär</td><td>Anders Nilsson, vuxen</td></tr>
<tr><td>Biljettnummer</td><td>7418 2209 3351</td></tr>
<tr><td>Pris</td><td>649 kr (varav moms 6 %: 36,74 kr)</td></tr>
<tr><td>Betalning</td><td>Mastercard ****7702</td></tr>
</table>
<p style="font-size:14px">Visa biljetten i appen eller skriv ut den. Ombokning kan göras fram till avgång, avgift 100 kr.</p>
<p><a href="https://www.ralsbolaget.example/mina-resor/QZT8KW?efternamn=Nilsson" style="background:#003a70;color:#fff;padding:10px 20px;text-decoration:none">Visa min resa</a>
&nbsp; <a href="https://www.ralsbolaget.example/biljett/pdf/QZT8KW" style="color:#003a70">Ladda ner biljett (PDF)</a></p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#888;background:#f7f5f0">Frågor? Ring kundtjänst 0771-75 75 75 (dygnet runt).<br>Rälsbolaget AB, Centralplan 15, 111 20 Stockholm, org.nr 556196-1599</td></tr>
</table></body></html>
""")

M(key="sv06", lang="sv", kind="booking_ref", otp="283915", otp_shown="283 915", link=None,
  frm="Fjällhotellen <minbokning@fjallhotellen.example>",
  to="karin.sjoberg@gmail.example",
  subject="Verifieringskod för Min bokning – Fjällhotellen Åre",
  date="Sun, 08 Dec 2024 15:47:21 +0100",
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""Hej Karin,

Du har bett om att få se eller ändra din bokning hos Fjällhotellen Åre.

Bokningsnummer: HB58213
Ankomst: 27 december 2024 (från kl. 15:00)
Avresa: 2 januari 2025 (senast kl. 11:00)
Rum: Dubbelrum med fjällutsikt, 2 vuxna + 1 barn (6 år)
Totalt: 18 450 kr

Ange följande verifieringskod på sidan Min bokning:

283 915

Koden gäller i 30 minuter. Den ger bara åtkomst till just den här
bokningen.

Varmt välkomna!
Fjällhotellen Åre
Årevägen 88, 837 52 Åre | 0647-155 00 | reception@fjallhotellen.example
""",
  html="""<html><body style="font-family:'Trebuchet MS',Arial,sans-serif;background:#e9eef0;margin:0">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td><img src="https://bilder.fjallhotellen.example/mail/are-vinter.jpg" width="580" alt="Fjällhotellen Åre"></td></tr>
<tr><td style="padding:24px 30px;font-size:15px;color:#23313a">
<p>Hej Karin,</p>
<p>Du har bett om att få se eller ändra din bokning hos Fjällhotellen Åre.</p>
<table cellpadding="5" style="font-size:14px;background:#f4f7f8;width:100%">
<tr><td>Bokningsnummer</td><td><b>HB58213</b></td></tr>
<tr><td>Ankomst</td><td>27 december 2024 (från kl. 15:00)</td></tr>
<tr><td>Avresa</td><td>2 januari 2025 (senast kl. 11:00)</td></tr>
<tr><td>Rum</td><td>Dubbelrum med fjällutsikt, 2 vuxna + 1 barn (6 år)</td></tr>
<tr><td>Totalt</td><td>18 450 kr</td></tr>
</table>
<p>Ange följande verifieringskod på sidan Min bokning:</p>
<p style="font-size:30px;font-weight:bold;color:#2f4f5f;letter-spacing:4px;text-align:center">283 915</p>
<p style="font-size:13px;color:#607580">Koden gäller i 30 minuter. Den ger bara åtkomst till just den här bokningen.</p>
<p>Varmt välkomna!<br>Fjällhotellen Åre</p>
</td></tr>
<tr><td style="padding:12px 30px;font-size:11px;color:#8a9aa3;border-top:1px solid #dde5e8">Årevägen 88, 837 52 Åre &middot; 0647-155 00 &middot; reception@fjallhotellen.example</td></tr>
</table></body></html>
""")

M(key="sv07", lang="sv", kind="magic_link", otp=None,
  link="https://konto.brevladan.example/godkann/inloggning?req=9QmX2vTz7Lk4PnRw1Bc8Hd5Js0Fa3Yg6&answer=yes&sig=e2c5d8a1f4b7093c",
  frm="Brevlådan <konto-noreply@brevladan.example>",
  to="sofia.lind@brevladan.example",
  subject="Var det du som försökte logga in?",
  date="Fri, 24 Jan 2025 13:02:08 +0100",
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""Hej Sofia,

Någon försökte just logga in på ditt Brevlådan-konto.

Tid: fredag 24 januari 2025 kl. 13:01
Enhet: Safari på Mac
Plats: Malmö, Sverige (ungefärlig)
IP-adress: 81.226.44.19

Var det du? Godkänn inloggningen:
https://konto.brevladan.example/godkann/inloggning?req=9QmX2vTz7Lk4PnRw1Bc8Hd5Js0Fa3Yg6&answer=yes&sig=e2c5d8a1f4b7093c

Var det inte du? Neka och skydda kontot:
https://konto.brevladan.example/godkann/inloggning?req=9QmX2vTz7Lk4PnRw1Bc8Hd5Js0Fa3Yg6&answer=no&sig=e2c5d8a1f4b7093c

Förfrågan gäller i 10 minuter.

Brevlådan Sverige AB, Stortorget 9, 211 22 Malmö
""",
  html="""<html><body style="margin:0;background:#f6f7fb;font-family:Roboto,Arial,sans-serif;color:#202124">
<div style="max-width:500px;margin:30px auto;background:#fff;border:1px solid #dadce0;border-radius:8px;padding:30px">
<img src="https://static.brevladan.example/m/brevladan-48.png" width="48" height="48" alt="Brevlådan">
<h1 style="font-size:22px;font-weight:400">Var det du som försökte logga in?</h1>
<p>Hej Sofia,</p>
<p>Någon försökte just logga in på ditt Brevlådan-konto.</p>
<table cellpadding="4" style="font-size:14px;color:#3c4043">
<tr><td>Tid</td><td>fredag 24 januari 2025 kl. 13:01</td></tr>
<tr><td>Enhet</td><td>Safari på Mac</td></tr>
<tr><td>Plats</td><td>Malmö, Sverige (ungefärlig)</td></tr>
<tr><td>IP-adress</td><td>81.226.44.19</td></tr>
</table>
<table cellpadding="0" cellspacing="0" style="margin:24px 0"><tr>
<td style="background:#1a73e8;border-radius:4px"><a href="https://konto.brevladan.example/godkann/inloggning?req=9QmX2vTz7Lk4PnRw1Bc8Hd5Js0Fa3Yg6&amp;answer=yes&amp;sig=e2c5d8a1f4b7093c" style="display:block;padding:10px 22px;color:#fff;text-decoration:none">Ja, det var jag</a></td>
<td width="12"></td>
<td style="border:1px solid #dadce0;border-radius:4px"><a href="https://konto.brevladan.example/godkann/inloggning?req=9QmX2vTz7Lk4PnRw1Bc8Hd5Js0Fa3Yg6&amp;answer=no&amp;sig=e2c5d8a1f4b7093c" style="display:block;padding:10px 22px;color:#d93025;text-decoration:none">Nej, skydda mitt konto</a></td>
</tr></table>
<p style="font-size:12px;color:#5f6368">Förfrågan gäller i 10 minuter. Du kan alltid se din kontoaktivitet på <a href="https://konto.brevladan.example/sakerhet" style="color:#1a73e8">konto.brevladan.example/sakerhet</a>.</p>
<p style="font-size:11px;color:#80868b">Brevlådan Sverige AB, Stortorget 9, 211 22 Malmö</p>
</div></body></html>
""")

M(key="sv08", lang="sv", kind="magic_link", otp=None,
  link="https://minasidor.pensionsverket.example/epost/bekrafta?id=5e1c7a90-b2d4-4f68-9e13-c07a84b52d31&kontroll=XK29PLM4WQ",
  frm="Pensionsverket <ingen-svarsadress@pensionsverket.example>",
  to="gunilla.svensson@telia.example",
  subject="Bekräfta din e-postadress",
  date="Wed, 05 Feb 2025 09:30:14 +0100",
  cte_text="8bit",
  text="""Hej!

Du har angett den här e-postadressen för aviseringar på Mina sidor hos
Pensionsverket den 5 februari 2025.

Bekräfta e-postadressen genom att klicka på länken nedan:

https://minasidor.pensionsverket.example/epost/bekrafta?id=5e1c7a90-b2d4-4f68-9e13-c07a84b52d31&kontroll=XK29PLM4WQ

Länken gäller i 72 timmar. Om du inte har gjort ändringen själv kan du
bortse från mejlet - då sparas inte adressen.

Vi skickar aldrig mejl som innehåller dina personuppgifter eller beslut.
Logga alltid in på Mina sidor med e-legitimation för att läsa dina
meddelanden.

Med vänliga hälsningar
Pensionsverket
Kundservice: 0771-776 776 (vardagar 8-16)

Det här mejlet går inte att svara på.
""")

M(key="sv09", lang="sv", kind="newsletter_numbers", otp=None, link=None,
  frm="Apotek Lindblomman <order@lindblomman.example>",
  to="hanna.persson@hotmail.example",
  subject="Orderbekräftelse 10048213",
  date="Tue, 10 Dec 2024 21:55:03 +0100",
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""Tack för din beställning, Hanna!

Ordernummer: 10048213
Orderdatum: 2024-12-10 21:54

Art.nr    Produkt                                 Antal   Pris
104382    Alvedon 500 mg filmdragerad tabl 20 st    1     39,00 kr
220917    Apolar kräm 0,1 % 30 g                    1     89,00 kr
871004    Solskydd Sensitive SPF 50 200 ml          2    298,00 kr
552310    Eltandborste refill 4-pack                1    179,00 kr

Delsumma:                 605,00 kr
Frakt (Ombud):             0,00 kr
Rabatt klubbpoäng (200):  -20,00 kr
Att betala:               585,00 kr
varav moms:               104,38 kr

Leveransadress:
Hanna Persson
Storgatan 12 lgh 1102
113 21 Stockholm

Du får ett sms till 070-*** ** 31 när paketet är på väg.
Spårningsnummer: 00370712345678901234 (aktiveras vid avsändning)

Kundservice: 010-447 55 00 | kundservice@lindblomman.example
Apotek Lindblomman AB, org.nr 556842-0931, Sveavägen 44, 111 34 Stockholm
""",
  html="""<html><body style="margin:0;background:#f3f8f5;font-family:Arial,sans-serif;color:#213">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:20px 24px;border-bottom:4px solid #3c9d5d"><img src="https://www.lindblomman.example/mail/logo.png" alt="Apotek Lindblomman" width="180"></td></tr>
<tr><td style="padding:22px 24px"><h2 style="margin:0">Tack för din beställning, Hanna!</h2>
<p style="color:#567">Ordernummer <b>10048213</b> &middot; 2024-12-10 21:54</p></td></tr>
<tr><td style="padding:0 24px"><table width="100%" cellpadding="6" style="font-size:13px;border-collapse:collapse">
<tr style="background:#eef5f0"><th align="left">Art.nr</th><th align="left">Produkt</th><th>Antal</th><th align="right">Pris</th></tr>
<tr><td>104382</td><td>Alvedon 500 mg filmdragerad tabl 20 st</td><td align="center">1</td><td align="right">39,00 kr</td></tr>
<tr><td>220917</td><td>Apolar kräm 0,1 % 30 g</td><td align="center">1</td><td align="right">89,00 kr</td></tr>
<tr><td>871004</td><td>Solskydd Sensitive SPF 50 200 ml</td><td align="center">2</td><td align="right">298,00 kr</td></tr>
<tr><td>552310</td><td>Eltandborste refill 4-pack</td><td align="center">1</td><td align="right">179,00 kr</td></tr>
<tr><td colspan="3" align="right">Delsumma</td><td align="right">605,00 kr</td></tr>
<tr><td colspan="3" align="right">Frakt (Ombud)</td><td align="right">0,00 kr</td></tr>
<tr><td colspan="3" align="right">Rabatt klubbpoäng (200)</td><td align="right">&minus;20,00 kr</td></tr>
<tr><td colspan="3" align="right"><b>Att betala</b></td><td align="right"><b>585,00 kr</b></td></tr>
<tr><td colspan="3" align="right" style="color:#789">varav moms</td><td align="right" style="color:#789">104,38 kr</td></tr>
</table></td></tr>
<tr><td style="padding:18px 24px;font-size:13px">
<b>Leveransadress</b><br>Hanna Persson<br>Storgatan 12 lgh 1102<br>113 21 Stockholm
<p>Du får ett sms till 070-*** ** 31 när paketet är på väg.<br>Spårningsnummer: 00370712345678901234 (aktiveras vid avsändning)</p>
<p><a href="https://www.lindblomman.example/mina-sidor/ordrar/10048213" style="color:#3c9d5d">Se din order</a></p></td></tr>
<tr><td style="padding:14px 24px;background:#eef5f0;font-size:11px;color:#678">Kundservice: 010-447 55 00 &middot; kundservice@lindblomman.example<br>Apotek Lindblomman AB, org.nr 556842-0931, Sveavägen 44, 111 34 Stockholm</td></tr>
</table></body></html>
""")

M(key="sv10", lang="sv", kind="no_code_word", otp="614490", otp_shown="61 44 90", link=None,
  frm="Båtforumet <noreply@batforumet.example>",
  to="lasse.gustafsson@comhem.example",
  subject="Välkommen till Båtforumet – ett steg kvar",
  date="Sat, 12 Apr 2025 18:03:40 +0200",
  cte_text="8bit",
  text="""Hej lasse_g!

Kul att du vill bli medlem i Båtforumet - Sveriges största forum för
fritidsbåtar, med över 68 000 medlemmar.

Slutför registreringen genom att ange 61 44 90 på sidan du har öppen.
Siffrorna gäller i en timme.

När du är klar kan du:
 * presentera dig och din båt i tråden "Nya medlemmar 2025"
 * lägga upp annonser på Köp & sälj (max 3 aktiva annonser)
 * ställa frågor om motorer, segel, el och vinterförvaring

Forumregler: https://www.batforumet.example/regler

Vi ses på sjön!
Moderatorerna på Båtforumet

Båtforumet drivs av Föreningen Fritidsbåt Online, Box 112, 471 22 Skärhamn.
""")

M(key="sv11", lang="sv", kind="decoy_codes", otp=None, link=None,
  frm="Högskolan i Norrvik <studieadministration@hin.example>",
  to="ida.johansson@student.hin.example",
  subject="Information inför digital tentamen TDDC17, 14 januari",
  date="Wed, 08 Jan 2025 11:12:50 +0100",
  cte_text="quoted-printable",
  text="""Hej Ida,

Du är anmäld till tentamen i kursen TDDC17 Artificiell intelligens
(7,5 hp), kurstillfälle 2024-HT-41022.

Datum: tisdag 14 januari 2025
Tid: 08:00-12:00 (inloggning från 07:40)
Plats: digitalt, med kamera via Zoom
Anonymiseringskod: TDDC17-0381-KLF (skriv den på alla inlämnade sidor)

Zoom-möte för identitetskontroll
Mötes-ID: 642 1183 9920
Lösenkod: 483920
Länk: https://hin.zoom.example/j/64211839920

Tentamen öppnas i lärplattformen: https://lar.hin.example/course/41022/exam

Tillåtna hjälpmedel: miniräknare (ej programmerbar), en handskriven
A4-sida med anteckningar.

Vid tekniska problem under tentamen, ring IT-supporten: 090-786 50 00.
Sal för den som behöver skriva på plats: Sal B203, Universitetsvägen 4.

Lycka till!
Studieadministrationen, Institutionen för datavetenskap
Högskolan i Norrvik, 901 87 Norrvik
""")

# =====================================================================
# Russian (ru)
# =====================================================================

M(key="ru01", lang="ru", kind="alt_text_only", otp="3917", link=None,
  frm="Базар <noreply@bazar-market.example>",
  to="olga.smirnova@yandex.example",
  subject="Код для входа на Базар",
  date="Mon, 25 Nov 2024 10:05:12 +0300",
  cte_text="base64", cte_html="base64",
  image={"cid": "otp-img-20241125@bazar-market.example", "text": "3917", "filename": "code.png"},
  text="""Здравствуйте!

Код для входа показан на картинке в HTML-версии этого письма.
Если картинки не отображаются, разрешите их показ в почтовой программе.

Никому не сообщайте код, даже сотрудникам Базара.

Служба поддержки: 8 800 250-11-22 (звонок бесплатный)
ООО «Базар», 123112, Москва, Пресненская наб., д. 10, стр. 2
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f2f3f5;font-family:Arial,sans-serif;color:#001a34">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px">
<tr><td style="padding:28px 32px 6px 32px"><img src="https://st.bazar-market.example/mail/logo-bazar.png" width="110" alt="Базар"></td></tr>
<tr><td style="padding:10px 32px;font-size:16px">
<p>Здравствуйте!</p>
<p>Код для входа:</p>
<p style="text-align:center"><img src="cid:otp-img-20241125@bazar-market.example" alt="Ваш код: 3917" width="120" height="52"></p>
<p style="font-size:14px;color:#707f8d">Никому не сообщайте код, даже сотрудникам Базара.</p>
</td></tr>
<tr><td style="padding:16px 32px 26px 32px;font-size:11px;color:#99a3ae">Служба поддержки: 8 800 250-11-22 (звонок бесплатный)<br>ООО «Базар», 123112, Москва, Пресненская наб., д. 10, стр. 2<br>
<a href="https://www.bazar-market.example/legal/privacy" style="color:#99a3ae">Политика конфиденциальности</a></td></tr>
</table></td></tr></table></body></html>
""")

M(key="ru02", lang="ru", kind="username_digits", otp="846302", otp_shown="846 302", link=None,
  frm="Танковый фронт <support@tankfront.example>",
  to="ivan.petrov93@mail.example",
  subject="Подтверждение входа в аккаунт ivan_1993",
  date="Sat, 30 Nov 2024 23:48:06 +0300",
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""Здравствуйте, ivan_1993!

Кто-то пытается войти в ваш аккаунт «Танкового фронта» с нового
компьютера.

Аккаунт: ivan_1993 (ID 48213377)
Сервер: RU-7
Время: 30.11.2024 23:47 (МСК)
IP-адрес: 95.31.208.144

Код подтверждения: 846 302

Введите его в окне лаунчера. Код действует 15 минут.

Если это были не вы, смените пароль и включите двухфакторную защиту
в личном кабинете.

С уважением,
служба поддержки «Танкового фронта»
Тикет-система: https://support.tankfront.example
""",
  html="""<html><body style="background:#1b1d17;color:#d8d6c8;font-family:Verdana,Arial,sans-serif;margin:0">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#26291f">
<tr><td style="padding:18px 26px;background:#3a3f2c;font-size:20px;font-weight:bold;color:#f2c14e">ТАНКОВЫЙ ФРОНТ</td></tr>
<tr><td style="padding:22px 26px;font-size:14px;line-height:21px">
<p>Здравствуйте, <b>ivan_1993</b>!</p>
<p>Кто-то пытается войти в ваш аккаунт &laquo;Танкового фронта&raquo; с нового компьютера.</p>
<table cellpadding="4" style="font-size:13px;color:#b7b4a2">
<tr><td>Аккаунт</td><td>ivan_1993 (ID 48213377)</td></tr>
<tr><td>Сервер</td><td>RU-7</td></tr>
<tr><td>Время</td><td>30.11.2024 23:47 (МСК)</td></tr>
<tr><td>IP-адрес</td><td>95.31.208.144</td></tr>
</table>
<p>Код подтверждения:</p>
<p style="font-size:32px;color:#f2c14e;font-weight:bold;letter-spacing:5px;margin:0 0 12px 0">846 302</p>
<p>Введите его в окне лаунчера. Код действует 15 минут.</p>
<p style="font-size:12px;color:#99967f">Если это были не вы, смените пароль и включите двухфакторную защиту в <a href="https://account.tankfront.example/security" style="color:#f2c14e">личном кабинете</a>.</p>
</td></tr>
<tr><td style="padding:12px 26px;font-size:11px;color:#77745f">С уважением, служба поддержки &laquo;Танкового фронта&raquo; &middot; <a href="https://support.tankfront.example" style="color:#77745f">support.tankfront.example</a></td></tr>
</table></body></html>
""")

M(key="ru03", lang="ru", kind="new_and_old_code", otp="264509", link=None,
  frm="Портал услуг <no-reply@portal-uslug.example>",
  to="a.kuznetsova@rambler.example",
  subject="Новый код подтверждения",
  date="Thu, 20 Feb 2025 15:27:44 +0300",
  cte_text="base64",
  text="""Уважаемая Анна Сергеевна!

Вы запросили повторную отправку кода подтверждения адреса электронной
почты в личном кабинете Портала услуг.

Ранее отправленный код 702318 больше недействителен.

Новый код подтверждения: 264509

Код действителен 10 минут. Введите его на странице «Контактные данные».

Если вы не запрашивали код, ничего не делайте — изменения не будут
сохранены.

Это письмо сформировано автоматически, отвечать на него не нужно.
Служба поддержки Портала услуг: 8 800 100-70-10, 115 (для мобильных).
""")

M(key="ru04", lang="ru", kind="several_codes", otp="650183", link=None,
  frm="Восток Биржа <security@vostok-exchange.example>",
  to="d.sokolov@protonmail.example",
  subject="Подтвердите вывод 0,25 BTC",
  date="Tue, 14 Jan 2025 02:13:09 +0300",
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""Подтверждение вывода средств

Дмитрий, вы создали заявку на вывод:

Сумма:       0,25 BTC (≈ 2 481 350 ₽)
Комиссия:    0,0002 BTC
Адрес:       bc1q9h7k...x4m2yz
Сеть:        Bitcoin
ID заявки:   WD-2025011400417

1) Код подтверждения вывода — введите его сейчас:

   650183

2) Код отмены вывода: 7729-1184
   Его НЕ нужно вводить сейчас. Сохраните его: он понадобится, только
   если вы захотите отменить заявку, пока она в обработке.

Код из приложения-аутентификатора (Google Authenticator и т. п.)
будет запрошен на следующем шаге.

Оба кода действуют 30 минут. Если вы не создавали эту заявку, срочно
смените пароль и заморозьте аккаунт.

Восток Биржа — vostok-exchange.example
""",
  html="""<html><body style="background:#0b0e11;color:#eaecef;font-family:Arial,sans-serif;margin:0;padding:20px 0">
<div style="max-width:520px;margin:0 auto;background:#181a20;padding:28px;border-radius:8px">
<div style="color:#f0b90b;font-weight:bold;font-size:18px">ВОСТОК БИРЖА</div>
<h2 style="font-size:19px">Подтверждение вывода средств</h2>
<p>Дмитрий, вы создали заявку на вывод:</p>
<table cellpadding="4" style="font-size:13px;color:#b7bdc6">
<tr><td>Сумма</td><td style="color:#eaecef"><b>0,25 BTC</b> (&asymp; 2 481 350 &#8381;)</td></tr>
<tr><td>Комиссия</td><td>0,0002 BTC</td></tr>
<tr><td>Адрес</td><td>bc1q9h7k...x4m2yz</td></tr>
<tr><td>Сеть</td><td>Bitcoin</td></tr>
<tr><td>ID заявки</td><td>WD-2025011400417</td></tr>
</table>
<p style="margin-top:18px"><b>1) Код подтверждения вывода</b> &mdash; введите его сейчас:</p>
<p style="font-size:30px;font-weight:bold;color:#f0b90b;letter-spacing:4px;margin:0 0 14px 0">650183</p>
<p><b>2) Код отмены вывода:</b> <span style="font-family:monospace">7729-1184</span><br>
<span style="font-size:13px;color:#b7bdc6">Его НЕ нужно вводить сейчас. Сохраните его: он понадобится, только если вы захотите отменить заявку, пока она в обработке.</span></p>
<p style="font-size:13px;color:#b7bdc6">Код из приложения-аутентификатора (Google Authenticator и т.&nbsp;п.) будет запрошен на следующем шаге.</p>
<p style="font-size:12px;color:#848e9c">Оба кода действуют 30 минут. Если вы не создавали эту заявку, срочно <a href="https://www.vostok-exchange.example/account/freeze" style="color:#f0b90b">заморозьте аккаунт</a>.</p>
</div></body></html>
""")

M(key="ru05", lang="ru", kind="magic_link", otp=None,
  link="https://u4821.ct.skladchik.example/ls/click?upn=Zz9kQ2xw-2BRtL7pY4mN8vC1aF5sD0gH6jK3lE9oU2iPqW7eR4t-2FY0uI8&sid=pwreset",
  link_alt=["https://app.skladchik.example/password/reset/3fa9c1d2e7b84a56b0c4d8e2f1a7b9c3?email=buh%40ooo-vesna.example"],
  frm="Складчик <robot@skladchik.example>",
  to="buh@ooo-vesna.example",
  subject="Восстановление пароля в Складчике",
  date="Wed, 11 Dec 2024 08:37:25 +0300",
  cte_text="8bit", cte_html="quoted-printable",
  text="""Здравствуйте!

Для аккаунта buh@ooo-vesna.example в сервисе «Складчик» запрошено
восстановление пароля.

Чтобы задать новый пароль, перейдите по ссылке:
https://app.skladchik.example/password/reset/3fa9c1d2e7b84a56b0c4d8e2f1a7b9c3?email=buh%40ooo-vesna.example

Ссылка действительна 2 часа.

Если вы не запрашивали смену пароля, просто проигнорируйте это письмо.

Аккаунт компании: ООО «Весна», ИНН 7704123456, тариф «Бизнес» (оплачен до 31.03.2025)

--
Команда «Складчика»
+7 (812) 600-40-77 · support@skladchik.example
""",
  html="""<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef1f6;font-family:'PT Sans',Arial,sans-serif;color:#222">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:6px">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e5e9f0"><img src="https://app.skladchik.example/static/mail/logo.png" alt="Складчик" width="130"></td></tr>
<tr><td style="padding:26px 32px;font-size:15px;line-height:22px">
<p>Здравствуйте!</p>
<p>Для аккаунта <b>buh@ooo-vesna.example</b> в сервисе &laquo;Складчик&raquo; запрошено восстановление пароля.</p>
<p style="text-align:center;margin:26px 0"><a href="https://u4821.ct.skladchik.example/ls/click?upn=Zz9kQ2xw-2BRtL7pY4mN8vC1aF5sD0gH6jK3lE9oU2iPqW7eR4t-2FY0uI8&amp;sid=pwreset" style="background:#2f80ed;color:#fff;padding:12px 28px;border-radius:4px;text-decoration:none;font-weight:bold">Задать новый пароль</a></p>
<p style="font-size:13px;color:#666">Ссылка действительна 2 часа. Если вы не запрашивали смену пароля, просто проигнорируйте это письмо.</p>
<p style="font-size:12px;color:#888">Аккаунт компании: ООО &laquo;Весна&raquo;, ИНН 7704123456, тариф &laquo;Бизнес&raquo; (оплачен до 31.03.2025)</p>
</td></tr>
<tr><td style="padding:16px 32px;background:#f7f9fc;font-size:11px;color:#8a94a6">Команда &laquo;Складчика&raquo; &middot; +7 (812) 600-40-77 &middot; <a href="mailto:support@skladchik.example" style="color:#8a94a6">support@skladchik.example</a> &middot; <a href="https://u4821.ct.skladchik.example/ls/click?upn=Zz9kQ2xw-2BHelpCenter-2Fru&amp;sid=help" style="color:#8a94a6">База знаний</a></td></tr>
</table></td></tr></table>
<img src="https://u4821.ct.skladchik.example/wf/open?upn=Zz9kQ2xw-2BOpen" width="1" height="1" alt="">
</body></html>
""")

M(key="ru06", lang="ru", kind="magic_link", otp=None,
  link="https://lists.technojournal.example/subscribe/confirm/8c41e7b2a9/f03d6a5e91c2b847?list=weekly&hash=7e2a",
  frm="Техножурнал <digest@technojournal.example>",
  to="sergey.volkov@inbox.example",
  subject="Подтвердите подписку на еженедельный дайджест",
  date="Sun, 15 Dec 2024 19:00:31 +0300",
  cte_html="base64",
  headers={"List-Unsubscribe": "<https://lists.technojournal.example/unsubscribe/8c41e7b2a9/f03d6a5e91c2b847>"},
  html="""<html><head><meta charset="utf-8"><title>Подтверждение подписки</title></head>
<body style="margin:0;background:#f4f4f4;font-family:Georgia,serif">
<div style="font-size:11px;color:#999;text-align:center;padding:8px;font-family:Arial">Письмо отображается некорректно? <a href="https://lists.technojournal.example/web/8c41e7b2a9/confirm" style="color:#999">Откройте в браузере</a></div>
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:30px 36px 10px 36px;font-size:26px;font-weight:bold;letter-spacing:-0.5px">Техножурнал</td></tr>
<tr><td style="padding:0 36px 20px 36px;font-size:16px;line-height:25px;color:#333">
<p>Спасибо, что подписались на еженедельный дайджест Техножурнала!</p>
<p>Каждую пятницу в 10:00 мы присылаем 7–10 главных материалов недели: разборы гаджетов, новости ИТ-рынка и колонки наших авторов. Чтобы начать получать письма, подтвердите адрес:</p>
<p style="text-align:center;margin:28px 0"><a href="https://lists.technojournal.example/subscribe/confirm/8c41e7b2a9/f03d6a5e91c2b847?list=weekly&amp;hash=7e2a" style="background:#111;color:#fff;padding:14px 30px;text-decoration:none;font-family:Arial;font-size:15px">Подтвердить подписку</a></p>
<p style="font-size:13px;color:#777">Если вы не подписывались, просто удалите это письмо — без подтверждения мы ничего не будем присылать.</p>
</td></tr>
<tr><td style="padding:18px 36px;border-top:1px solid #eee;font-family:Arial;font-size:11px;color:#999;line-height:17px">
<a href="https://t.example/technojournal" style="color:#999">Telegram</a> &middot; <a href="https://vk.example/technojournal" style="color:#999">ВКонтакте</a> &middot; <a href="https://www.technojournal.example/about/privacy" style="color:#999">Политика обработки персональных данных</a><br>
ООО «Техномедиа», 190031, Санкт-Петербург, наб. реки Фонтанки, д. 90, лит. А. Свидетельство о регистрации СМИ Эл № ФС77-81234.<br>
<a href="https://lists.technojournal.example/unsubscribe/8c41e7b2a9/f03d6a5e91c2b847" style="color:#999">Отписаться</a></td></tr>
</table>
<img src="https://lists.technojournal.example/track/open/8c41e7b2a9.gif" width="1" height="1" alt="">
</body></html>
""")

M(key="ru07", crlf=True, lang="ru", kind="booking_ref", otp=None, link=None,
  frm="Аэросибирь <eticket@aerosibir.example>",
  to="natalia.morozova@mail.example",
  subject="Маршрутная квитанция электронного билета · Код бронирования 5KQ2ZT",
  date="Fri, 07 Mar 2025 11:46:58 +0300",
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""МАРШРУТНАЯ КВИТАНЦИЯ ЭЛЕКТРОННОГО БИЛЕТА

Код бронирования: 5KQ2ZT
Номер билета: 555 2401234567
Дата оформления: 07.03.2025

Пассажир: MOROZOVA NATALIA MRS
Документ: паспорт РФ 45 19 ******

Рейс   Дата        Откуда                      Куда                       Вылет  Прилёт
SB1021 21.03.2025  Москва, Домодедово (DME)    Новосибирск, Толмачёво (OVB) 23:40  07:15+1
SB1022 30.03.2025  Новосибирск, Толмачёво (OVB) Москва, Домодедово (DME)   08:25  09:30

Класс обслуживания: Эконом (тариф «Базовый», Q)
Багаж: 1 место до 23 кг; ручная кладь 1 место до 10 кг

Тариф: 18 600 ₽   Таксы: YQ 2 400 ₽, RI 310 ₽   Итого: 21 310 ₽
Оплачено: MIR ****2290

Регистрация на сайте открывается за 30 часов до вылета.
Для онлайн-регистрации понадобится код бронирования и фамилия латиницей.

Контакт-центр: 8 800 200-00-55, +7 (383) 359-99-99
АО «Авиакомпания «Аэросибирь», 633104, Новосибирская обл., г. Обь, аэропорт Толмачёво
""",
  html="""<html><head><meta charset="utf-8"></head><body style="margin:0;background:#e9f0e5;font-family:Arial,sans-serif;color:#1e2b1a">
<table width="640" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#6fb43f;padding:16px 24px;color:#fff;font-size:20px;font-weight:bold">Аэросибирь</td></tr>
<tr><td style="padding:20px 24px">
<h3 style="margin:0 0 10px 0">Маршрутная квитанция электронного билета</h3>
<table cellpadding="4" style="font-size:14px">
<tr><td>Код бронирования:</td><td style="font-size:20px;font-weight:bold;letter-spacing:2px">5KQ2ZT</td></tr>
<tr><td>Номер билета:</td><td>555 2401234567</td></tr>
<tr><td>Дата оформления:</td><td>07.03.2025</td></tr>
<tr><td>Пассажир:</td><td>MOROZOVA NATALIA MRS</td></tr>
<tr><td>Документ:</td><td>паспорт РФ 45 19 ******</td></tr>
</table>
<table width="100%" cellpadding="6" style="font-size:13px;border-collapse:collapse;margin-top:14px">
<tr style="background:#eef5ea"><th>Рейс</th><th>Дата</th><th>Откуда</th><th>Куда</th><th>Вылет</th><th>Прилёт</th></tr>
<tr><td>SB1021</td><td>21.03.2025</td><td>Москва, Домодедово (DME)</td><td>Новосибирск, Толмачёво (OVB)</td><td>23:40</td><td>07:15<sup>+1</sup></td></tr>
<tr><td>SB1022</td><td>30.03.2025</td><td>Новосибирск, Толмачёво (OVB)</td><td>Москва, Домодедово (DME)</td><td>08:25</td><td>09:30</td></tr>
</table>
<p style="font-size:13px">Класс обслуживания: Эконом (тариф &laquo;Базовый&raquo;, Q)<br>Багаж: 1 место до 23 кг; ручная кладь 1 место до 10 кг</p>
<p style="font-size:13px">Тариф: 18 600 &#8381; &middot; Таксы: YQ 2 400 &#8381;, RI 310 &#8381; &middot; <b>Итого: 21 310 &#8381;</b><br>Оплачено: MIR ****2290</p>
<p><a href="https://www.aerosibir.example/checkin?pnr=5KQ2ZT" style="background:#6fb43f;color:#fff;padding:10px 20px;text-decoration:none;border-radius:3px">Онлайн-регистрация</a></p>
<p style="font-size:12px;color:#556">Регистрация на сайте открывается за 30 часов до вылета. Для онлайн-регистрации понадобится код бронирования и фамилия латиницей.</p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#778;background:#f5f8f3">Контакт-центр: 8 800 200-00-55, +7 (383) 359-99-99<br>АО &laquo;Авиакомпания &laquo;Аэросибирь&raquo;, 633104, Новосибирская обл., г. Обь, аэропорт Толмачёво</td></tr>
</table></body></html>
""")

M(key="ru08", lang="ru", kind="newsletter_numbers", otp=None, link=None,
  frm="Связьком <bill@svyazkom.example>",
  to="p.egorov@svyazkom-mail.example",
  subject="Счёт за февраль 2025 по лицевому счёту 410038822167",
  date="Sat, 01 Mar 2025 04:00:12 +0300",
  cte_text="8bit",
  text="""Уважаемый абонент!

Сформирован счёт за февраль 2025 года.

Лицевой счёт:        410038822167
Номер телефона:      +7 912 345-67-89
Тариф:               «Всё включено 30»
Период:              01.02.2025 – 28.02.2025

Начислено за период:
  Абонентская плата              650,00 ₽
  Доп. пакет 10 ГБ               199,00 ₽
  Звонки в роуминге (12 мин)     144,00 ₽
  SMS на короткий номер 4444      25,00 ₽
Итого начислено:                1 018,00 ₽
Поступило платежей:             1 000,00 ₽
Баланс на 01.03.2025:             -18,00 ₽

Рекомендуемая сумма к оплате до 15.03.2025: 668,00 ₽

Оплатить можно в приложении «Мой Связьком», по QR-коду в квитанции или
по реквизитам: р/с 40702810938000012345, БИК 044525225, назначение
платежа — номер лицевого счёта.

Справочная служба: 0890 (с мобильного), 8 800 555-08-90.

ПАО «Связьком», 620014, г. Екатеринбург, ул. Малышева, д. 28
""")

M(key="ru09", lang="ru", kind="prefix_code", otp="738104", otp_shown="E-738104", link=None,
  frm="Еда Экспресс <auth@eda-express.example>",
  to="m.fedorova@gmail.example",
  subject="E-738104 — ваш код для входа в Еда Экспресс",
  date="Fri, 17 Jan 2025 12:31:47 +0300",
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""Ваш код для входа: E-738104

В поле ввода укажите только шесть цифр, без буквы «E» и дефиса.
Код действует 5 минут.

Если вы не пытались войти — не волнуйтесь, без кода никто не получит
доступ к вашим заказам и сохранённым адресам.

Еда Экспресс · доставка за 30 минут
ООО «ЕдаЭкспресс», 125167, Москва, Ленинградский пр-т, д. 39, стр. 79
""",
  html="""<div style="font-family:'Helvetica Neue',Arial,sans-serif;max-width:420px;margin:0 auto;padding:26px;color:#21201f">
<div style="background:#ffdd2d;border-radius:14px;padding:18px 22px;font-weight:bold;font-size:18px">Еда Экспресс</div>
<p style="font-size:16px;margin-top:22px">Ваш код для входа:</p>
<p style="font-size:36px;font-weight:800;letter-spacing:3px;margin:0">E-738104</p>
<p style="font-size:14px;color:#6b6b6b">В поле ввода укажите только шесть цифр, без буквы &laquo;E&raquo; и дефиса. Код действует 5 минут.</p>
<p style="font-size:13px;color:#6b6b6b">Если вы не пытались войти &mdash; не волнуйтесь, без кода никто не получит доступ к вашим заказам и сохранённым адресам.</p>
<p style="font-size:11px;color:#a0a0a0;margin-top:26px">ООО &laquo;ЕдаЭкспресс&raquo;, 125167, Москва, Ленинградский пр-т, д. 39, стр. 79</p>
</div>
""")

M(key="ru10", lang="ru", kind="phone_and_dates", otp="5071", link=None,
  frm="Клиника «Здоровье+» <zapis@zdorovie-plus.example>",
  to="elena.popova@yandex.example",
  subject="Подтвердите запись к врачу на 14 марта",
  date="Tue, 11 Mar 2025 17:20:03 +0300",
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""Здравствуйте, Елена Викторовна!

Вы записались на приём через сайт клиники «Здоровье+».

Врач:       Соколова Ирина Павловна, кардиолог
Дата:       14.03.2025, пятница
Время:      10:30
Кабинет:    214, 2 этаж
Адрес:      Москва, ул. Профсоюзная, д. 56, корп. 1
Стоимость:  2 500 ₽ (первичный приём)
Полис ДМС:  7751 2900 1234 5678

Чтобы подтвердить запись, введите на сайте код 5071.
Неподтверждённая запись будет отменена 12.03.2025 в 20:00.

Пожалуйста, приходите за 15 минут до приёма и возьмите с собой паспорт
и результаты ЭКГ за последние 6 месяцев (если есть).

Отменить или перенести приём: +7 (495) 120-45-67 (ежедневно 8:00–21:00)
WhatsApp/Telegram: +7 (903) 555-14-20

Клиника «Здоровье+», лицензия № Л041-01137-77/00368512 от 14.09.2020
""",
  html="""<html><body style="font-family:Arial,sans-serif;background:#f0f7fa;margin:0">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-top:6px solid #00a0b0">
<tr><td style="padding:22px 28px 6px 28px;font-size:20px;color:#00808c;font-weight:bold">Здоровье+</td></tr>
<tr><td style="padding:12px 28px;font-size:14px;color:#233">
<p>Здравствуйте, Елена Викторовна!</p>
<p>Вы записались на приём через сайт клиники &laquo;Здоровье+&raquo;.</p>
<table cellpadding="5" style="font-size:14px;background:#f5fbfc;width:100%">
<tr><td style="color:#678">Врач</td><td>Соколова Ирина Павловна, кардиолог</td></tr>
<tr><td style="color:#678">Дата</td><td>14.03.2025, пятница</td></tr>
<tr><td style="color:#678">Время</td><td>10:30</td></tr>
<tr><td style="color:#678">Кабинет</td><td>214, 2 этаж</td></tr>
<tr><td style="color:#678">Адрес</td><td>Москва, ул. Профсоюзная, д. 56, корп. 1</td></tr>
<tr><td style="color:#678">Стоимость</td><td>2 500 &#8381; (первичный приём)</td></tr>
<tr><td style="color:#678">Полис ДМС</td><td>7751 2900 1234 5678</td></tr>
</table>
<p>Чтобы подтвердить запись, введите на сайте код <b style="font-size:18px">5071</b>.<br>Неподтверждённая запись будет отменена 12.03.2025 в 20:00.</p>
<p>Пожалуйста, приходите за 15 минут до приёма и возьмите с собой паспорт и результаты ЭКГ за последние 6 месяцев (если есть).</p>
<p style="font-size:13px">Отменить или перенести приём: <b>+7 (495) 120-45-67</b> (ежедневно 8:00&ndash;21:00)<br>WhatsApp/Telegram: +7 (903) 555-14-20</p>
</td></tr>
<tr><td style="padding:12px 28px;font-size:10px;color:#99a;border-top:1px solid #e3eef0">Клиника &laquo;Здоровье+&raquo;, лицензия &numero; Л041-01137-77/00368512 от 14.09.2020 &middot; <a href="https://zdorovie-plus.example/privacy" style="color:#99a">Политика конфиденциальности</a></td></tr>
</table></body></html>
""")

M(key="ru11", lang="ru", kind="decoy_codes", otp=None, link=None,
  frm="ТехноДом <news@technodom-shop.example>",
  to="andrey.lebedev@mail.example",
  subject="−15% по промокоду ВЕСНА2025 и статус заказа № 30-118-4472",
  date="Thu, 13 Mar 2025 09:00:00 +0300",
  cte_text="quoted-printable", cte_html="quoted-printable",
  headers={"List-Unsubscribe": "<https://technodom-shop.example/unsubscribe?u=a.lebedev&h=5c91d2>",
           "Precedence": "bulk"},
  text="""ТехноДом — весенняя распродажа

Андрей, здравствуйте!

Ваш заказ № 30-118-4472 (робот-пылесос X9 Pro, 27 990 ₽) собран и будет
доставлен 15.03.2025 с 12:00 до 16:00. Трек-номер курьерской службы:
RP 8800 4412 7731.

Весна пришла — дарим скидку 15% на всю бытовую технику по промокоду
ВЕСНА2025 (до 31.03.2025, кроме товаров со значком «Суперцена»).

Ваш подарочный сертификат № 4410-2297-8865 на 3 000 ₽ действует до
30.06.2025.

ОСТОРОЖНО, МОШЕННИКИ!
Сотрудники ТехноДома никогда не звонят с просьбой назвать код из SMS
или письма (например, «123456») — ни для «отмены заказа», ни для
«возврата денег». Не сообщайте коды никому.

Горячая линия: 8 800 700-50-50
ООО «ТехноДом», 105005, Москва, ул. Бауманская, д. 7, стр. 1
Отписаться от рассылки: https://technodom-shop.example/unsubscribe?u=a.lebedev&h=5c91d2
""",
  html="""<html><body style="margin:0;background:#f5f5f5;font-family:Arial,sans-serif;color:#222">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:8px 20px;font-size:11px;color:#999;text-align:right"><a href="https://technodom-shop.example/email/view/2025-03-13?u=a.lebedev" style="color:#999">Открыть в браузере</a></td></tr>
<tr><td style="background:#e30613;padding:16px 20px;color:#fff;font-size:22px;font-weight:bold">ТехноДом</td></tr>
<tr><td style="padding:20px">
<p>Андрей, здравствуйте!</p>
<div style="border:1px solid #e5e5e5;padding:12px;font-size:14px">Ваш заказ <b>№ 30-118-4472</b> (робот-пылесос X9 Pro, 27 990 &#8381;) собран и будет доставлен <b>15.03.2025 с 12:00 до 16:00</b>.<br>Трек-номер курьерской службы: RP 8800 4412 7731.<br><a href="https://technodom-shop.example/orders/30-118-4472" style="color:#e30613">Подробнее о заказе</a></div>
<h2 style="color:#e30613;margin-top:24px">Весна пришла &mdash; дарим &minus;15%</h2>
<p>на всю бытовую технику по промокоду</p>
<p style="font-size:28px;font-weight:bold;border:2px dashed #e30613;display:inline-block;padding:8px 18px">ВЕСНА2025</p>
<p style="font-size:12px;color:#777">До 31.03.2025, кроме товаров со значком &laquo;Суперцена&raquo;.</p>
<p style="font-size:14px">Ваш подарочный сертификат № 4410-2297-8865 на 3 000 &#8381; действует до 30.06.2025.</p>
<div style="background:#fff6e0;padding:12px;font-size:13px;margin-top:18px"><b>Осторожно, мошенники!</b> Сотрудники ТехноДома никогда не звонят с просьбой назвать код из SMS или письма (например, &laquo;123456&raquo;) &mdash; ни для &laquo;отмены заказа&raquo;, ни для &laquo;возврата денег&raquo;. Не сообщайте коды никому.</div>
</td></tr>
<tr><td style="padding:14px 20px;background:#f0f0f0;font-size:11px;color:#888">Горячая линия: 8 800 700-50-50 &middot; ООО &laquo;ТехноДом&raquo;, 105005, Москва, ул. Бауманская, д. 7, стр. 1<br><a href="https://technodom-shop.example/unsubscribe?u=a.lebedev&amp;h=5c91d2" style="color:#888">Отписаться от рассылки</a></td></tr>
</table>
<img src="https://technodom-shop.example/px/o.gif?c=spring25&amp;u=a.lebedev" width="1" height="1" alt="">
</body></html>
""")

# =====================================================================
# Turkish (tr)
# =====================================================================

M(key="tr01", lang="tr", kind="plain_code", otp="619402", link=None,
  frm="Pazaryeri <bildirim@pazaryeri.example>",
  to="ayse.yilmaz@gmail.example",
  subject="Pazaryeri doğrulama kodunuz",
  date="Tue, 26 Nov 2024 14:18:30 +0300",
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""Merhaba Ayşe Hanım,

Pazaryeri hesabınıza giriş yapmak için doğrulama kodunuz:

619402

Bu kod 3 dakika boyunca geçerlidir. Kodu kimseyle paylaşmayın;
Pazaryeri çalışanları sizden asla doğrulama kodu istemez.

Keyifli alışverişler dileriz.
Pazaryeri Ekibi

Pazaryeri Elektronik Ticaret A.Ş. | Maslak Mah. Büyükdere Cad. No:245, 34485 Sarıyer/İstanbul
Mersis No: 0123456789000015
""",
  html="""<html><body style="margin:0;background:#f5f5f5;font-family:'Source Sans Pro',Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 8px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:6px;overflow:hidden">
<tr><td style="background:#f27a1a;padding:16px 26px;color:#fff;font-size:22px;font-weight:bold">pazaryeri</td></tr>
<tr><td style="padding:26px;font-size:15px;color:#333;line-height:22px">
<p>Merhaba Ayşe Hanım,</p>
<p>Pazaryeri hesabınıza giriş yapmak için doğrulama kodunuz:</p>
<p style="text-align:center;font-size:34px;font-weight:bold;letter-spacing:8px;color:#f27a1a;margin:20px 0">619402</p>
<p style="font-size:13px;color:#777">Bu kod 3 dakika boyunca geçerlidir. Kodu kimseyle paylaşmayın; Pazaryeri çalışanları sizden asla doğrulama kodu istemez.</p>
<p>Keyifli alışverişler dileriz.<br>Pazaryeri Ekibi</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#fafafa;font-size:10px;color:#999">Pazaryeri Elektronik Ticaret A.Ş. &middot; Maslak Mah. Büyükdere Cad. No:245, 34485 Sarıyer/İstanbul &middot; Mersis No: 0123456789000015</td></tr>
</table></td></tr></table></body></html>
""")

M(key="tr02", lang="tr", kind="lowercase_alnum", otp="r8kd2wn4", link=None,
  frm="Bulutkent <no-reply@bulutkent.example>",
  to="emre.celik@yazilimevi.example",
  subject="[Bulutkent] Yeni cihazdan giriş denemesi",
  date="Thu, 09 Jan 2025 03:22:17 +0300",
  cte_text="8bit",
  text="""Merhaba emre.celik,

Bulutkent kontrol paneline yeni bir cihazdan giriş yapılmaya çalışılıyor.

  Tarayıcı : Chrome 131 / macOS
  IP       : 176.88.140.27 (Ankara, TR)
  Zaman    : 09.01.2025 03:21:58 (UTC+3)

Girişi tamamlamak için aşağıdaki kodu girin:

    r8kd2wn4

Kod 10 dakika geçerlidir ve yalnızca bir kez kullanılabilir.

Bu giriş size ait değilse hiçbir şey yapmanıza gerek yok; yine de
şifrenizi değiştirmenizi ve API anahtarlarınızı yenilemenizi öneririz.

Aktif sunucularınız: 3 (bk-ist-04, bk-ist-07, bk-fra-02)
Bu ayki tahmini fatura: 1.284,60 TL + KDV

--
Bulutkent Bilişim Hizmetleri Ltd. Şti.
Teknopark İstanbul, Sanayi Mah. Teknopark Bulvarı No:1/4A, 34906 Pendik/İstanbul
Destek: 0850 441 28 00 | durum.bulutkent.example
""")

M(key="tr03", lang="tr", kind="booking_ref", otp="407318", link=None,
  frm="Anadolu Kanatları <milkulup@anadolukanatlari.example>",
  to="burak.aydin@hotmail.example",
  subject="MilKulüp hesabınıza giriş için doğrulama kodu",
  date="Mon, 17 Mar 2025 08:05:44 +0300",
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""Sayın Burak Aydın,

MilKulüp hesabınıza (üye no: TK 384 551 207) giriş için doğrulama kodunuz:

4 0 7 3 1 8

Kod 5 dakika geçerlidir.

Yaklaşan uçuşunuz
PNR: TK4Q7Z
AK 2154  22 Mart 2025  İstanbul (IST) 09:15 -> İzmir (ADB) 10:25
Koltuk: 17F

Mil bakiyeniz: 12.480 Mil

Anadolu Kanatları Çağrı Merkezi: 444 0 259
Anadolu Kanatları A.O., Yeşilköy Mah. Havaalanı Cad. No:3/1, 34149 Bakırköy/İstanbul
""",
  html="""<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef2f7;font-family:Arial,sans-serif;color:#1b2a3a">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#a4161a;padding:18px 26px"><img src="https://cdn.anadolukanatlari.example/mail/milkulup-logo-beyaz.png" alt="Anadolu Kanatları MilKulüp" width="190"></td></tr>
<tr><td style="padding:26px">
<p>Sayın Burak Aydın,</p>
<p>MilKulüp hesabınıza (üye no: TK 384 551 207) giriş için doğrulama kodunuz:</p>
<table cellpadding="0" cellspacing="6" align="center" style="margin:16px auto"><tr>
<td style="border:1px solid #c9d3de;border-radius:4px;width:42px;height:52px;text-align:center;font-size:28px;font-weight:bold"><span>4</span></td>
<td style="border:1px solid #c9d3de;border-radius:4px;width:42px;height:52px;text-align:center;font-size:28px;font-weight:bold"><span>0</span></td>
<td style="border:1px solid #c9d3de;border-radius:4px;width:42px;height:52px;text-align:center;font-size:28px;font-weight:bold"><span>7</span></td>
<td style="border:1px solid #c9d3de;border-radius:4px;width:42px;height:52px;text-align:center;font-size:28px;font-weight:bold"><span>3</span></td>
<td style="border:1px solid #c9d3de;border-radius:4px;width:42px;height:52px;text-align:center;font-size:28px;font-weight:bold"><span>1</span></td>
<td style="border:1px solid #c9d3de;border-radius:4px;width:42px;height:52px;text-align:center;font-size:28px;font-weight:bold"><span>8</span></td>
</tr></table>
<p style="text-align:center;font-size:13px;color:#667">Kod 5 dakika geçerlidir.</p>
<table width="100%" cellpadding="8" style="background:#f6f8fb;font-size:13px;margin-top:18px">
<tr><td colspan="2"><b>Yaklaşan uçuşunuz</b></td></tr>
<tr><td>PNR</td><td><b>TK4Q7Z</b></td></tr>
<tr><td>AK 2154</td><td>22 Mart 2025 &middot; İstanbul (IST) 09:15 &rarr; İzmir (ADB) 10:25 &middot; Koltuk 17F</td></tr>
</table>
<p style="font-size:13px">Mil bakiyeniz: <b>12.480 Mil</b></p>
<p><a href="https://www.anadolukanatlari.example/rezervasyonlarim?pnr=TK4Q7Z&amp;soyad=AYDIN" style="color:#a4161a">Rezervasyonu yönet</a> &middot; <a href="https://www.anadolukanatlari.example/online-check-in" style="color:#a4161a">Online check-in</a></p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:10px;color:#889;background:#f6f8fb">Çağrı Merkezi: 444 0 259 &middot; Anadolu Kanatları A.O., Yeşilköy Mah. Havaalanı Cad. No:3/1, 34149 Bakırköy/İstanbul &middot; <a href="https://www.anadolukanatlari.example/kvkk" style="color:#889">KVKK Aydınlatma Metni</a></td></tr>
</table></body></html>
""")

M(key="tr04", lang="tr", kind="subject_only", otp="774210", link=None,
  frm="Cüzdanım <guvenlik@cuzdanim.example>",
  to="zeynep.kaya@yandex.example",
  subject="774210 Cüzdanım doğrulama kodunuz",
  date="Sat, 22 Feb 2025 21:40:05 +0300",
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""Merhaba Zeynep,

Doğrulama kodunuz bu e-postanın konu satırında yer alıyor. Kodu
Cüzdanım uygulamasındaki ilgili alana girerek işleminizi tamamlayın.

Kod 120 saniye geçerlidir. Kodunuzu banka çalışanları, kargo görevlileri
veya "Cüzdanım destek" adıyla arayan kişiler dahil kimseyle paylaşmayın.

Cüzdanım Ödeme ve Elektronik Para Hizmetleri A.Ş.
TCMB lisanslı elektronik para kuruluşudur.
Esentepe Mah. Talatpaşa Cad. No:5, 34394 Şişli/İstanbul · 0850 305 10 10
""",
  html="""<html><body style="font-family:Arial,sans-serif;color:#222;font-size:14px;max-width:520px">
<p style="font-size:18px;color:#5b2ee5;font-weight:bold">Cüzdanım</p>
<p>Merhaba Zeynep,</p>
<p>Doğrulama kodunuz <b>bu e-postanın konu satırında</b> yer alıyor. Kodu Cüzdanım uygulamasındaki ilgili alana girerek işleminizi tamamlayın.</p>
<p style="color:#666">Kod 120 saniye geçerlidir. Kodunuzu banka çalışanları, kargo görevlileri veya &ldquo;Cüzdanım destek&rdquo; adıyla arayan kişiler dahil kimseyle paylaşmayın.</p>
<p style="font-size:11px;color:#999;margin-top:24px">Cüzdanım Ödeme ve Elektronik Para Hizmetleri A.Ş. &middot; TCMB lisanslı elektronik para kuruluşudur.<br>Esentepe Mah. Talatpaşa Cad. No:5, 34394 Şişli/İstanbul &middot; 0850 305 10 10</p>
</body></html>
""")

M(key="tr05", lang="tr", kind="reset_in_code_mail", otp="835061", otp_shown="835 061", link=None,
  frm="Sohbet <hesap@sohbet-app.example>",
  to="can.ozturk@outlook.example",
  subject="Sohbet giriş kodunuz",
  date="Wed, 04 Dec 2024 11:11:52 +0300",
  cte_text="quoted-printable", cte_html="base64",
  text="""Merhaba Can,

Sohbet hesabınıza Windows için Sohbet Masaüstü uygulamasından giriş
yapılıyor.

Giriş kodunuz: 835 061

Bu giriş siz değil miydiniz? Şifrenizi hemen sıfırlayın:
https://sohbet-app.example/hesap/sifre-sifirla?kaynak=giris-kodu&h=Y2FuLm96dHVyaw

Hesap güvenliği merkezi: https://sohbet-app.example/guvenlik

Sohbet Teknoloji A.Ş., Levent, İstanbul
""",
  html="""<html><head><meta charset="utf-8"></head><body style="background:#f7f7fb;margin:0;font-family:'Segoe UI',Arial,sans-serif">
<table width="480" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:26px;border-radius:10px">
<tr><td style="padding:26px 30px 6px 30px"><span style="font-size:22px;font-weight:700;color:#6c3cf0">Sohbet</span></td></tr>
<tr><td style="padding:10px 30px;font-size:15px;color:#222">
<p>Merhaba Can,</p>
<p>Sohbet hesabınıza <b>Windows için Sohbet Masaüstü</b> uygulamasından giriş yapılıyor.</p>
<p>Giriş kodunuz:</p>
<p style="font-size:32px;font-weight:700;letter-spacing:4px;margin:0 0 16px 0">835 061</p>
<p style="font-size:13px;color:#666">Bu giriş siz değil miydiniz? <a href="https://sohbet-app.example/hesap/sifre-sifirla?kaynak=giris-kodu&amp;h=Y2FuLm96dHVyaw" style="color:#6c3cf0">Şifrenizi hemen sıfırlayın</a>.</p>
</td></tr>
<tr><td style="padding:14px 30px 24px 30px;font-size:11px;color:#999"><a href="https://sohbet-app.example/guvenlik" style="color:#999">Hesap güvenliği merkezi</a> &middot; Sohbet Teknoloji A.Ş., Levent, İstanbul</td></tr>
</table></body></html>
""")

M(key="tr06", lang="tr", kind="magic_link", otp=None,
  link="https://hesap.yemekci.example/sifre/yenile?t=ZXlKaGJHY2lPaUpJVXpJMU5pSjkuZXlKMWFXUWlPakl4TkRnek56QjkuU2s5Z0hXcVB6&u=2148370",
  frm="Yemekçi <destek@yemekci.example>",
  to="serkan.demir@gmail.example",
  subject="Şifre yenileme talebiniz",
  date="Sun, 19 Jan 2025 20:27:13 +0300",
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""Merhaba Serkan,

Yemekçi hesabın için şifre yenileme talebi aldık. Yeni şifreni belirlemek
için aşağıdaki bağlantıya tıkla:

https://hesap.yemekci.example/sifre/yenile?t=ZXlKaGJHY2lPaUpJVXpJMU5pSjkuZXlKMWFXUWlPakl4TkRnek56QjkuU2s5Z0hXcVB6&u=2148370

Bağlantı 1 saat boyunca geçerli. Bu talebi sen yapmadıysan bu e-postayı
dikkate alma; şifren değişmeyecek.

Afiyet olsun!
Yemekçi

Yemekçi İnternet Hizmetleri A.Ş. - Kozyatağı Mah. Değirmen Sok. No:18, 34742 Kadıköy/İstanbul
""",
  html="""<html><body style="margin:0;background:#fff0f0;font-family:Arial,sans-serif">
<table width="540" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px auto">
<tr><td style="background:#fa0050;padding:18px 28px;color:#fff;font-size:24px;font-weight:bold">yemekçi</td></tr>
<tr><td style="padding:26px 28px;font-size:15px;color:#333;line-height:23px">
<p>Merhaba Serkan,</p>
<p>Yemekçi hesabın için şifre yenileme talebi aldık. Yeni şifreni belirlemek için butona tıkla:</p>
<p style="text-align:center;margin:24px 0"><a href="https://hesap.yemekci.example/sifre/yenile?t=ZXlKaGJHY2lPaUpJVXpJMU5pSjkuZXlKMWFXUWlPakl4TkRnek56QjkuU2s5Z0hXcVB6&amp;u=2148370" style="background:#fa0050;color:#fff;padding:13px 30px;border-radius:26px;text-decoration:none;font-weight:bold">Şifremi yenile</a></p>
<p style="font-size:13px;color:#888">Bağlantı 1 saat boyunca geçerli. Bu talebi sen yapmadıysan bu e-postayı dikkate alma; şifren değişmeyecek.</p>
<p>Afiyet olsun!<br>Yemekçi</p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#aaa;border-top:1px solid #f3d6de">
<a href="https://www.yemekci.example/yardim" style="color:#aaa">Yardım</a> &middot; <a href="https://www.yemekci.example/kvkk" style="color:#aaa">KVKK</a> &middot; <a href="https://instagram.example/yemekci" style="color:#aaa">Instagram</a> &middot; <a href="https://x.example/yemekci" style="color:#aaa">X</a><br>
Yemekçi İnternet Hizmetleri A.Ş. &middot; Kozyatağı Mah. Değirmen Sok. No:18, 34742 Kadıköy/İstanbul</td></tr>
</table></body></html>
""")

M(key="tr07", crlf=True, lang="tr", kind="newsletter_numbers", otp=None, link=None,
  frm="Hızlı Kargo <bilgi@hizlikargo.example>",
  to="fatma.sahin@mynet.example",
  subject="Gönderiniz yola çıktı - Takip No: 7301234567",
  date="Thu, 28 Nov 2024 09:47:30 +0300",
  cte_text="8bit", cte_html="quoted-printable",
  text="""Sayın FATMA ŞAHİN,

MODAEVİ.EXAMPLE tarafından size gönderilen kargonuz yola çıktı.

Takip No       : 7301234567
Fatura No      : MDE2024000418826
Çıkış Şubesi   : Bağcılar Transfer (34)
Varış Şubesi   : Kadıköy Moda (34710)
Parça / Desi   : 2 / 6
Ödeme Türü     : Gönderici Ödemeli
Tahmini Teslim : 29.11.2024 Cuma, 10:00-18:00

Teslimat Adresi:
Caferağa Mah. Moda Cad. No:112 D:5
34710 Kadıköy/İSTANBUL

Şube Telefonu: 0216 555 12 34
Müşteri Hizmetleri: 444 9 999

Hızlı Kargo Yurtiçi Taşımacılık A.Ş. - Ticaret Sicil No: 412233
""",
  html="""<html><body style="font-family:Tahoma,Arial,sans-serif;font-size:13px;color:#222;background:#fff">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #ddd">
<tr><td style="background:#003f7f;color:#fff;padding:14px 20px;font-size:18px;font-weight:bold">HIZLI KARGO</td></tr>
<tr><td style="padding:18px 20px">
<p>Sayın FATMA ŞAHİN,</p>
<p>MODAEVİ.EXAMPLE tarafından size gönderilen kargonuz yola çıktı.</p>
<table cellpadding="5" style="font-size:13px;border-collapse:collapse" width="100%">
<tr style="background:#f2f6fa"><td width="40%">Takip No</td><td><b>7301234567</b></td></tr>
<tr><td>Fatura No</td><td>MDE2024000418826</td></tr>
<tr style="background:#f2f6fa"><td>Çıkış Şubesi</td><td>Bağcılar Transfer (34)</td></tr>
<tr><td>Varış Şubesi</td><td>Kadıköy Moda (34710)</td></tr>
<tr style="background:#f2f6fa"><td>Parça / Desi</td><td>2 / 6</td></tr>
<tr><td>Ödeme Türü</td><td>Gönderici Ödemeli</td></tr>
<tr style="background:#f2f6fa"><td>Tahmini Teslim</td><td>29.11.2024 Cuma, 10:00&ndash;18:00</td></tr>
</table>
<p><b>Teslimat Adresi:</b><br>Caferağa Mah. Moda Cad. No:112 D:5<br>34710 Kadıköy/İSTANBUL</p>
<p><a href="https://www.hizlikargo.example/gonderi-takip?no=7301234567" style="background:#f39200;color:#fff;padding:8px 16px;text-decoration:none">Kargom Nerede?</a></p>
<p style="font-size:12px">Şube Telefonu: 0216 555 12 34 &middot; Müşteri Hizmetleri: 444 9 999</p>
</td></tr>
<tr><td style="padding:10px 20px;font-size:10px;color:#888;background:#f7f7f7">Hızlı Kargo Yurtiçi Taşımacılık A.Ş. &middot; Ticaret Sicil No: 412233</td></tr>
</table></body></html>
""")

M(key="tr08", lang="tr", kind="decoy_codes", otp=None, link=None,
  frm="Moda Sepeti <kampanya@modasepeti.example>",
  to="elif.arslan@gmail.example",
  subject="Yaz indirimi başladı ☀️ Sepette ek %20 + hediye kartınız hazır",
  date="Fri, 06 Jun 2025 10:30:00 +0300",
  cte_text="quoted-printable", cte_html="base64",
  headers={"List-Unsubscribe": "<https://e.modasepeti.example/abonelik/iptal?id=90214477&k=a7c2>",
           "List-Unsubscribe-Post": "List-Unsubscribe=One-Click"},
  text="""MODA SEPETİ | Yaz indirimi başladı

Merhaba Elif,

Sepette ek %20 indirim için kodu kullan: YAZ2025
(Minimum sepet tutarı 750 TL, 15 Haziran 2025 23:59'a kadar geçerli.)

Doğum günü hediyen hazır!
Hediye kartı numarası: 6042 1188 0091 2234
PIN: 8812
Bakiye: 250,00 TL - son kullanma tarihi 31.12.2025
(Ödeme adımında "Hediye kartı kullan" alanına kart numarasını ve PIN'i gir.)

Çok satanlar
- Keten gömlek, 3 renk ........ 899,90 TL -> 629,90 TL
- Hasır çanta ................. 549,90 TL -> 384,90 TL
- Deri sandalet (36-41) ....... 1.299,90 TL -> 909,90 TL

Sahte SMS ve e-postalara dikkat! Moda Sepeti sizden asla şifre veya
doğrulama kodu (ör. 123456) istemez.

Müşteri Hizmetleri: 0850 222 63 32
Moda Sepeti Mağazacılık A.Ş., Bağdat Cad. No:410, 34740 Kadıköy/İstanbul
Abonelikten çık: https://e.modasepeti.example/abonelik/iptal?id=90214477&k=a7c2
""",
  html="""<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fdf6ec;font-family:Arial,sans-serif;color:#222">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="font-size:11px;color:#aaa;padding:8px 16px" align="right"><a href="https://e.modasepeti.example/goruntule/90214477/yaz25" style="color:#aaa">Tarayıcıda görüntüle</a></td></tr>
<tr><td align="center" style="padding:10px"><img src="https://img.modasepeti.example/e/logo.png" alt="Moda Sepeti" width="170"></td></tr>
<tr><td><a href="https://e.modasepeti.example/c/90214477/hero?u=https%3A%2F%2Fwww.modasepeti.example%2Fyaz-indirimi"><img src="https://img.modasepeti.example/e/yaz25-hero.jpg" width="600" alt="Yaz indirimi başladı - sepette ek %20"></a></td></tr>
<tr><td style="padding:22px 30px;text-align:center">
<p style="font-size:16px">Merhaba Elif, sepette ek %20 indirim için kodu kullan:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:3px;color:#d35400;border:2px dashed #d35400;display:inline-block;padding:8px 22px">YAZ2025</p>
<p style="font-size:11px;color:#888">Minimum sepet tutarı 750 TL, 15 Haziran 2025 23:59'a kadar geçerli.</p>
</td></tr>
<tr><td style="padding:0 30px 18px 30px"><table width="100%" cellpadding="10" style="background:#fff4e3;border-radius:8px;font-size:14px">
<tr><td><b>Doğum günü hediyen hazır! 🎁</b><br>Hediye kartı numarası: <b>6042 1188 0091 2234</b><br>PIN: <b>8812</b><br>Bakiye: 250,00 TL &middot; son kullanma tarihi 31.12.2025<br><span style="font-size:12px;color:#777">Ödeme adımında &ldquo;Hediye kartı kullan&rdquo; alanına kart numarasını ve PIN'i gir.</span></td></tr></table></td></tr>
<tr><td style="padding:0 30px"><table width="100%" cellpadding="6" style="font-size:13px">
<tr><td>Keten gömlek, 3 renk</td><td align="right"><s>899,90 TL</s> <b>629,90 TL</b></td></tr>
<tr><td>Hasır çanta</td><td align="right"><s>549,90 TL</s> <b>384,90 TL</b></td></tr>
<tr><td>Deri sandalet (36-41)</td><td align="right"><s>1.299,90 TL</s> <b>909,90 TL</b></td></tr>
</table></td></tr>
<tr><td style="padding:16px 30px;font-size:12px;color:#a04000">Sahte SMS ve e-postalara dikkat! Moda Sepeti sizden asla şifre veya doğrulama kodu (ör. 123456) istemez.</td></tr>
<tr><td style="padding:16px 30px;font-size:10px;color:#999;background:#f8f8f8">Müşteri Hizmetleri: 0850 222 63 32 &middot; Moda Sepeti Mağazacılık A.Ş., Bağdat Cad. No:410, 34740 Kadıköy/İstanbul<br>
<a href="https://e.modasepeti.example/abonelik/iptal?id=90214477&amp;k=a7c2" style="color:#999">Abonelikten çık</a> &middot; <a href="https://www.modasepeti.example/kvkk" style="color:#999">KVKK</a></td></tr>
</table>
<img src="https://e.modasepeti.example/o/90214477/yaz25.png" width="1" height="1" alt="">
</body></html>
""")

M(key="tr09", lang="tr", kind="account_notice", otp=None, link=None,
  frm="MTÜ Bilgi İşlem Daire Başkanlığı <bidb-noreply@mtu.edu.example>",
  to="a.korkmaz@mtu.edu.example",
  subject="Kurumsal hesap şifreniz değiştirildi",
  date="Mon, 10 Feb 2025 16:54:09 +0300",
  cte_text="quoted-printable",
  text="""Sayın Dr. Öğr. Üyesi Ahmet Korkmaz,

Marmara Teknik Üniversitesi kurumsal hesabınızın (a.korkmaz) şifresi
10.02.2025 saat 16:53'te başarıyla değiştirilmiştir.

Değişikliğin yapıldığı adres: 193.140.52.118 (kampüs ağı, B Blok)
Etkilenen hizmetler: e-posta, ÖBS, eduroam, VPN, kütüphane veri tabanları

Bu değişikliği siz yaptıysanız herhangi bir işlem yapmanıza gerek
yoktur. Mobil cihazlarınızda e-posta ve eduroam için yeni şifrenizi
girmeniz gerekebilir.

Değişikliği siz yapmadıysanız lütfen derhal Bilgi İşlem Destek
Masası'na başvurunuz:
  Dahili: 4400 | Telefon: 0216 777 44 00
  Destek talebi: https://destek.mtu.edu.example (Talep no örneği: BIDB-2025-004417)

Bilgi İşlem Daire Başkanlığı
Marmara Teknik Üniversitesi, Göztepe Kampüsü, 34722 Kadıköy/İstanbul

Bu e-posta otomatik olarak gönderilmiştir, lütfen yanıtlamayınız.
""")

M(key="tr10", lang="tr", kind="username_digits", otp=None, link=None,
  frm="Oyuncu Meydanı <topluluk@oyuncumeydani.example>",
  to="mert.polat2004@gmail.example",
  subject="Aramıza hoş geldin, mert_2004!",
  date="Sat, 05 Apr 2025 13:26:41 +0300",
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""Merhaba mert_2004,

Oyuncu Meydanı'na hoş geldin! E-posta adresin doğrulandı, hesabın
kullanıma hazır.

Kullanıcı adı : mert_2004
Üye no        : 900231
Kayıt tarihi  : 05.04.2025 13:25

İlk adımlar:
1. Profil fotoğrafını yükle ve oyun kütüphaneni bağla.
2. "Takım arıyorum" bölümünde 2.400'den fazla aktif ilan seni bekliyor.
3. Haftalık turnuva: 12 Nisan Cumartesi 20:00, ödül havuzu 15.000 TL.

Topluluk kurallarını okumayı unutma: https://oyuncumeydani.example/kurallar

İyi oyunlar!
Oyuncu Meydanı Ekibi

Bu e-postayı oyuncumeydani.example hesabın olduğu için aldın.
E-posta tercihleri: https://oyuncumeydani.example/ayarlar/bildirimler
""",
  html="""<html><body style="background:#0f1020;color:#e6e6f0;font-family:Arial,sans-serif;margin:0">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#181a33">
<tr><td style="padding:22px 28px;font-size:22px;font-weight:bold;color:#7cf">OYUNCU MEYDANI</td></tr>
<tr><td style="padding:0 28px 20px 28px;font-size:15px;line-height:22px">
<p>Merhaba <b>mert_2004</b>,</p>
<p>Oyuncu Meydanı'na hoş geldin! E-posta adresin doğrulandı, hesabın kullanıma hazır.</p>
<table cellpadding="4" style="font-size:13px;color:#b8b8d0">
<tr><td>Kullanıcı adı</td><td>mert_2004</td></tr>
<tr><td>Üye no</td><td>900231</td></tr>
<tr><td>Kayıt tarihi</td><td>05.04.2025 13:25</td></tr>
</table>
<ol style="font-size:14px">
<li>Profil fotoğrafını yükle ve oyun kütüphaneni bağla.</li>
<li>&ldquo;Takım arıyorum&rdquo; bölümünde 2.400'den fazla aktif ilan seni bekliyor.</li>
<li>Haftalık turnuva: 12 Nisan Cumartesi 20:00, ödül havuzu 15.000 TL.</li>
</ol>
<p><a href="https://oyuncumeydani.example/profil/mert_2004" style="background:#7cf;color:#0f1020;padding:10px 20px;border-radius:6px;text-decoration:none;font-weight:bold">Profilime git</a></p>
<p style="font-size:13px">Topluluk kurallarını okumayı unutma: <a href="https://oyuncumeydani.example/kurallar" style="color:#7cf">oyuncumeydani.example/kurallar</a></p>
<p>İyi oyunlar!<br>Oyuncu Meydanı Ekibi</p>
</td></tr>
<tr><td style="padding:12px 28px;font-size:11px;color:#77789a">Bu e-postayı oyuncumeydani.example hesabın olduğu için aldın. <a href="https://oyuncumeydani.example/ayarlar/bildirimler" style="color:#77789a">E-posta tercihleri</a></td></tr>
</table></body></html>
""")

M(key="tr11", lang="tr", kind="no_code_word", otp="732901", link=None,
  frm="Hatnet <esim@hatnet.example>",
  to="hakan.yildiz@hatnet-posta.example",
  subject="e-SIM aktivasyonu için tek kullanımlık şifreniz",
  date="Tue, 18 Mar 2025 10:08:27 +0300",
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""Değerli Hatnet Müşterimiz Hakan Yıldız,

0532 *** 47 18 numaralı hattınız için e-SIM aktivasyon talebiniz alındı.

Tek kullanımlık şifreniz: 732901

Bu şifreyi Hatnet uygulamasında "e-SIM'e geç" ekranına girerek işlemi
tamamlayın. Şifre 180 saniye geçerlidir.

Talep tarihi: 18.03.2025 10:08
Talep no: ESIM-20250318-552914
Müşteri no: 8812 0044 17

Bu talebi siz yapmadıysanız hattınızın güvenliği için hemen 532'yi
arayın (ücretsiz) veya en yakın Hatnet mağazasına başvurun.

Hatnet İletişim Hizmetleri A.Ş. | Büyükdere Cad. No:175, 34394 Levent/İstanbul
Mersis: 0456789123400018
""",
  html="""<html><body style="margin:0;background:#eaf4fb;font-family:Arial,sans-serif;color:#1d2b36">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#0072bc;padding:16px 24px;color:#fff;font-size:22px;font-weight:bold">hatnet</td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:21px">
<p>Değerli Hatnet Müşterimiz Hakan Yıldız,</p>
<p><b>0532 *** 47 18</b> numaralı hattınız için e-SIM aktivasyon talebiniz alındı.</p>
<p>Tek kullanımlık şifreniz:</p>
<p style="font-size:30px;font-weight:bold;color:#0072bc;letter-spacing:5px;margin:0 0 14px 0">732901</p>
<p>Bu şifreyi Hatnet uygulamasında &ldquo;e-SIM'e geç&rdquo; ekranına girerek işlemi tamamlayın. Şifre 180 saniye geçerlidir.</p>
<table cellpadding="4" style="font-size:12px;color:#5a6b78">
<tr><td>Talep tarihi</td><td>18.03.2025 10:08</td></tr>
<tr><td>Talep no</td><td>ESIM-20250318-552914</td></tr>
<tr><td>Müşteri no</td><td>8812 0044 17</td></tr>
</table>
<p style="font-size:13px;color:#b03a2e">Bu talebi siz yapmadıysanız hattınızın güvenliği için hemen 532'yi arayın (ücretsiz) veya en yakın Hatnet mağazasına başvurun.</p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:10px;color:#8899a6;background:#f3f8fc">Hatnet İletişim Hizmetleri A.Ş. &middot; Büyükdere Cad. No:175, 34394 Levent/İstanbul &middot; Mersis: 0456789123400018</td></tr>
</table></body></html>
""")

# =====================================================================
# Indonesian (id)
# =====================================================================

M(key="id01", lang="id", kind="plain_code", otp="7063", link=None,
  frm="Dompetku <noreply@dompetku.example>",
  to="rina.pratiwi@gmail.example",
  subject="Kode OTP Dompetku",
  date="Wed, 13 Nov 2024 19:42:08 +0700",
  cte_text="7bit", cte_html="7bit",
  text="""Hai Rina,

Kode OTP kamu: 7063

Masukkan kode ini di aplikasi Dompetku untuk masuk ke akun kamu.
Kode berlaku selama 2 menit.

JANGAN BERIKAN KODE INI KEPADA SIAPA PUN, termasuk pihak yang mengaku
sebagai karyawan Dompetku.

Salam,
Tim Dompetku

PT Dompet Digital Nusantara - Gedung Cyber 2 Lt. 17, Jl. H.R. Rasuna Said
Blok X-5 No. 13, Jakarta Selatan 12950
Dompetku berizin dan diawasi oleh Bank Indonesia.
""",
  html="""<html><body style="margin:0;background:#eef7ff;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 10px">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px">
<tr><td style="padding:24px 28px 0 28px;color:#0a66c2;font-size:22px;font-weight:bold">Dompetku</td></tr>
<tr><td style="padding:16px 28px;font-size:15px;color:#222;line-height:22px">
<p>Hai Rina,</p>
<p>Kode OTP kamu:</p>
<p style="font-size:40px;font-weight:bold;letter-spacing:10px;text-align:center;color:#0a66c2;margin:10px 0">7063</p>
<p>Masukkan kode ini di aplikasi Dompetku untuk masuk ke akun kamu. Kode berlaku selama 2 menit.</p>
<p style="background:#fff2f2;color:#b00020;padding:10px;font-size:13px;font-weight:bold">JANGAN BERIKAN KODE INI KEPADA SIAPA PUN, termasuk pihak yang mengaku sebagai karyawan Dompetku.</p>
<p>Salam,<br>Tim Dompetku</p>
</td></tr>
<tr><td style="padding:12px 28px 22px 28px;font-size:10px;color:#999">PT Dompet Digital Nusantara &middot; Gedung Cyber 2 Lt. 17, Jl. H.R. Rasuna Said Blok X-5 No. 13, Jakarta Selatan 12950 &middot; Dompetku berizin dan diawasi oleh Bank Indonesia.</td></tr>
</table></td></tr></table></body></html>
""")

M(key="id02", lang="id", kind="new_and_old_code", otp="935207", otp_shown="935 207", link=None,
  frm="Pasarku <akun@pasarku.example>",
  to="dedi.saputra@yahoo.example",
  subject="Kode verifikasi baru untuk akun Pasarku",
  date="Fri, 22 Nov 2024 13:14:55 +0700",
  cte_text="7bit", cte_html="quoted-printable",
  text="""Halo Dedi,

Kamu baru saja meminta kode verifikasi baru. Kode sebelumnya (118 442)
sudah tidak berlaku lagi, jadi jangan gunakan kode itu.

Kode verifikasi baru kamu:

    935 207

Kode ini hanya berlaku 5 menit untuk mengubah nomor HP di akun Pasarku.

Nomor HP lama : 0812-****-3321
Nomor HP baru : 0857-****-9014

Kalau kamu tidak merasa meminta perubahan ini, segera hubungi Pasarku
Care di 1500-721 atau lewat menu Bantuan di aplikasi.

Salam hangat,
Pasarku

PT Pasarku Niaga Indonesia, Jl. Prof. Dr. Satrio Kav. 11, Jakarta 12940
""",
  html="""<html><body style="font-family:'Open Sans',Arial,sans-serif;background:#f3f4f5;margin:0">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:20px">
<tr><td style="padding:20px 28px;border-bottom:3px solid #03ac0e;font-size:22px;font-weight:bold;color:#03ac0e">Pasarku</td></tr>
<tr><td style="padding:24px 28px;font-size:14px;color:#31353b;line-height:21px">
<p>Halo Dedi,</p>
<p>Kamu baru saja meminta kode verifikasi baru. Kode sebelumnya (<span style="text-decoration:line-through;color:#999">118 442</span>) sudah tidak berlaku lagi, jadi jangan gunakan kode itu.</p>
<p>Kode verifikasi baru kamu:</p>
<div style="font-size:32px;font-weight:bold;letter-spacing:6px;background:#f0fdf1;border-radius:8px;padding:14px;text-align:center">935 207</div>
<p>Kode ini hanya berlaku 5 menit untuk mengubah nomor HP di akun Pasarku.</p>
<table cellpadding="4" style="font-size:13px;color:#6d7588">
<tr><td>Nomor HP lama</td><td>0812-****-3321</td></tr>
<tr><td>Nomor HP baru</td><td>0857-****-9014</td></tr>
</table>
<p style="font-size:13px">Kalau kamu tidak merasa meminta perubahan ini, segera hubungi Pasarku Care di 1500-721 atau lewat menu <a href="https://www.pasarku.example/help" style="color:#03ac0e">Bantuan</a>.</p>
<p>Salam hangat,<br>Pasarku</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#9fa6b0;background:#fafafa">PT Pasarku Niaga Indonesia, Jl. Prof. Dr. Satrio Kav. 11, Jakarta 12940</td></tr>
</table></body></html>
""")

M(key="id03", lang="id", kind="magic_link", otp="58QX2R",
  link="https://pmb.unr.ac.example/verifikasi/email?kode=58QX2R&token=c4e8a1f09b7d42e3a6f5c0d19e8b7a24&nik=hashed",
  frm="PMB Universitas Nusantara Raya <pmb@unr.ac.example>",
  to="putri.amalia07@gmail.example",
  subject="Verifikasi email pendaftaran PMB 2025",
  date="Mon, 03 Feb 2025 08:21:39 +0700",
  cte_text="7bit", cte_html="quoted-printable",
  text="""Yth. Putri Amalia,

Terima kasih telah membuat akun di Portal Penerimaan Mahasiswa Baru
Universitas Nusantara Raya Tahun Akademik 2025/2026.

Nomor pendaftaran: PMB25-0104877
Jalur: Seleksi Mandiri Gelombang I

Untuk memverifikasi alamat email Anda, masukkan kode verifikasi berikut
di halaman pendaftaran:

Kode verifikasi: 58QX2R

atau buka tautan ini:
https://pmb.unr.ac.example/verifikasi/email?kode=58QX2R&token=c4e8a1f09b7d42e3a6f5c0d19e8b7a24&nik=hashed

Kode dan tautan berlaku 24 jam.

Jadwal penting:
- Batas pembayaran biaya pendaftaran (Rp 300.000): 14 Februari 2025
- Ujian seleksi: 1 Maret 2025, 08.00 WIB

Panitia PMB Universitas Nusantara Raya
Jl. Kampus Raya No. 1, Depok 16424 | Telp. (021) 7867 2200 | WA 0811-1900-2025
""",
  html="""<html><body style="font-family:Arial,sans-serif;background:#f4f6f9;margin:0">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#14325c;padding:18px 26px;color:#ffd24c;font-size:18px;font-weight:bold">PMB Universitas Nusantara Raya</td></tr>
<tr><td style="padding:24px 26px;font-size:14px;color:#222;line-height:21px">
<p>Yth. Putri Amalia,</p>
<p>Terima kasih telah membuat akun di Portal Penerimaan Mahasiswa Baru Universitas Nusantara Raya Tahun Akademik 2025/2026.</p>
<table cellpadding="4" style="font-size:13px;background:#f4f6f9">
<tr><td>Nomor pendaftaran</td><td><b>PMB25-0104877</b></td></tr>
<tr><td>Jalur</td><td>Seleksi Mandiri Gelombang I</td></tr>
</table>
<p>Untuk memverifikasi alamat email Anda, masukkan kode verifikasi berikut di halaman pendaftaran:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:5px;color:#14325c;text-align:center">58QX2R</p>
<p style="text-align:center">atau</p>
<p style="text-align:center"><a href="https://pmb.unr.ac.example/verifikasi/email?kode=58QX2R&amp;token=c4e8a1f09b7d42e3a6f5c0d19e8b7a24&amp;nik=hashed" style="background:#14325c;color:#fff;padding:11px 24px;text-decoration:none;border-radius:4px">Verifikasi Email</a></p>
<p style="font-size:12px;color:#777">Kode dan tautan berlaku 24 jam.</p>
<p style="font-size:13px"><b>Jadwal penting:</b><br>Batas pembayaran biaya pendaftaran (Rp 300.000): 14 Februari 2025<br>Ujian seleksi: 1 Maret 2025, 08.00 WIB</p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#888;background:#f4f6f9">Panitia PMB Universitas Nusantara Raya &middot; Jl. Kampus Raya No. 1, Depok 16424 &middot; Telp. (021) 7867 2200 &middot; WA 0811-1900-2025<br><a href="https://pmb.unr.ac.example/faq" style="color:#888">FAQ</a> &middot; <a href="https://www.unr.ac.example" style="color:#888">unr.ac.example</a></td></tr>
</table></body></html>
""")

M(key="id04", lang="id", kind="several_codes", otp="609318", otp_shown="609 318", link=None,
  frm="Bank Lentera <notifikasi@banklentera.example>",
  to="agus.wibowo@outlook.example",
  subject="Aktivasi Lentera Mobile di perangkat baru",
  date="Thu, 09 Jan 2025 16:33:02 +0700",
  cte_text="7bit", cte_html="quoted-printable",
  text="""Bapak Agus Wibowo yang terhormat,

Kami menerima permintaan aktivasi Lentera Mobile di perangkat baru
(Samsung Galaxy A55) pada 09/01/2025 pukul 16:32 WIB.

LANGKAH 1 - lakukan sekarang
Masukkan kode verifikasi berikut di aplikasi: 609 318
(berlaku 3 menit)

LANGKAH 2 - nanti, saat kartu debit fisik Anda tiba
Gunakan PIN sementara kartu: 4471
Jangan masukkan PIN ini di aplikasi sekarang. PIN sementara wajib
diganti di ATM Bank Lentera saat pertama kali digunakan.

Nomor rekening: 7720 **** 5513
Kartu debit: 5264 **** **** 0982 (dikirim via kurir, estimasi 3-5 hari kerja)

Bank Lentera tidak pernah meminta kode verifikasi, PIN, atau password
melalui telepon, WhatsApp, maupun email.

Lentera Call 1500 888 | +62 21 2995 8888 (dari luar negeri)
PT Bank Lentera Indonesia Tbk, Jl. Jend. Sudirman Kav. 52-53, Jakarta 12190
Bank Lentera berizin dan diawasi oleh Otoritas Jasa Keuangan (OJK) serta
merupakan peserta penjaminan LPS.
""",
  html="""<html><body style="margin:0;background:#f6f4ef;font-family:Arial,sans-serif;color:#2a2a2a">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#f9a825;padding:16px 26px;font-size:20px;font-weight:bold;color:#3e2700">Bank Lentera</td></tr>
<tr><td style="padding:24px 26px;font-size:14px;line-height:21px">
<p>Bapak Agus Wibowo yang terhormat,</p>
<p>Kami menerima permintaan aktivasi Lentera Mobile di perangkat baru (Samsung Galaxy A55) pada 09/01/2025 pukul 16:32 WIB.</p>
<div style="border:2px solid #f9a825;border-radius:6px;padding:14px;margin:14px 0">
<b>LANGKAH 1 &ndash; lakukan sekarang</b><br>Masukkan kode verifikasi berikut di aplikasi:<br>
<span style="font-size:30px;font-weight:bold;letter-spacing:4px">609 318</span><br><span style="font-size:12px;color:#777">(berlaku 3 menit)</span></div>
<div style="border:1px dashed #bbb;border-radius:6px;padding:14px;margin:14px 0;color:#555">
<b>LANGKAH 2 &ndash; nanti, saat kartu debit fisik Anda tiba</b><br>Gunakan PIN sementara kartu: <b>4471</b><br>
<span style="font-size:12px">Jangan masukkan PIN ini di aplikasi sekarang. PIN sementara wajib diganti di ATM Bank Lentera saat pertama kali digunakan.</span></div>
<p style="font-size:13px">Nomor rekening: 7720 **** 5513<br>Kartu debit: 5264 **** **** 0982 (dikirim via kurir, estimasi 3&ndash;5 hari kerja)</p>
<p style="font-size:12px;color:#a33">Bank Lentera tidak pernah meminta kode verifikasi, PIN, atau password melalui telepon, WhatsApp, maupun email.</p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:10px;color:#888;background:#faf8f3">Lentera Call 1500 888 &middot; +62 21 2995 8888 (dari luar negeri)<br>PT Bank Lentera Indonesia Tbk, Jl. Jend. Sudirman Kav. 52-53, Jakarta 12190. Bank Lentera berizin dan diawasi oleh Otoritas Jasa Keuangan (OJK) serta merupakan peserta penjaminan LPS.</td></tr>
</table></body></html>
""")

M(key="id05", lang="id", kind="phone_and_dates", otp="284615", otp_shown="284 615", link=None,
  frm="Nusanet <layanan@nusanet.example>",
  to="wahyu.hidayat@nusanet-mail.example",
  subject="Verifikasi perubahan paket internet rumah",
  date="Tue, 25 Feb 2025 10:49:51 +0700",
  cte_text="quoted-printable",
  text="""Halo Bapak Wahyu Hidayat,

Anda mengajukan perubahan paket Nusanet Home pada 25/02/2025 pukul 10:48 WIB.

ID Pelanggan    : 1220 4478 0915
Paket lama      : Home 30 Mbps - Rp 275.000/bulan
Paket baru      : Home 100 Mbps - Rp 415.000/bulan
Berlaku mulai   : 01/03/2025
Tagihan Februari: Rp 305.250 (jatuh tempo 20/03/2025)
Nomor terdaftar : 0812-3456-7890

Kode verifikasi: 284 615

Masukkan kode di aplikasi myNusanet dalam 5 menit untuk menyetujui
perubahan paket. Teknisi tidak perlu datang; modem akan dikonfigurasi
ulang otomatis antara pukul 01.00-04.00 WIB.

Butuh bantuan? Hubungi 147 (dari ponsel: 021-147) atau WhatsApp
0811-147-1470, layanan 24 jam.

PT Nusantara Jaringan Telekomunikasi
Menara Nusanet, Jl. Gatot Subroto Kav. 42, Jakarta 12710
""")

M(key="id06", crlf=True, lang="id", kind="booking_ref", otp=None, link=None,
  frm="Rajawali Air <e-ticket@rajawaliair.example>",
  to="siti.nurhaliza88@yahoo.example",
  subject="E-Tiket Anda: Jakarta (CGK) - Denpasar (DPS) | Kode Booking KX7P2M",
  date="Sun, 12 Jan 2025 21:03:44 +0700",
  cte_text="7bit", cte_html="base64",
  text="""RAJAWALI AIR - E-TIKET / ITINERARY RECEIPT

Kode booking (PNR): KX7P2M
Nomor tiket     : 126-2198844053
Tanggal terbit  : 12 Jan 2025

Penumpang: NY SITI NURHALIZA

Penerbangan RJ 612
Senin, 27 Januari 2025
Jakarta Soekarno-Hatta (CGK) Terminal 3   06:10 WIB
Denpasar I Gusti Ngurah Rai (DPS)          09:05 WITA
Kelas: Ekonomi (Y) | Bagasi: 20 kg | Kursi: 23A

Total pembayaran: Rp 1.487.300 (termasuk PPN dan Passenger Service Charge)
Metode: Virtual Account BCA 80777 0812 3456 789

Check-in online dibuka 24 jam sebelum keberangkatan. Konter check-in
tutup 45 menit sebelum keberangkatan. Bawa KTP atau paspor asli.

Rajawali Air Call Center: 0804 1 800 800 | +62 21 2351 9999
PT Rajawali Air Indonesia, Gedung Rajawali, Bandara Soekarno-Hatta, Tangerang 19120
""",
  html="""<html><head><meta charset="utf-8"></head><body style="background:#e8eef6;margin:0;font-family:Arial,sans-serif;color:#1a2533">
<table width="620" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#00305f;padding:18px 26px"><img src="https://img.rajawaliair.example/mail/logo-rajawali.png" alt="Rajawali Air" width="170"></td></tr>
<tr><td style="padding:22px 26px">
<h2 style="margin:0 0 12px 0;color:#00305f">E-Tiket / Itinerary Receipt</h2>
<table width="100%" cellpadding="6" style="font-size:14px;border:1px solid #d6dde6">
<tr><td style="color:#667">Kode booking (PNR)</td><td style="font-size:22px;font-weight:bold;letter-spacing:3px">KX7P2M</td></tr>
<tr><td style="color:#667">Nomor tiket</td><td>126-2198844053</td></tr>
<tr><td style="color:#667">Tanggal terbit</td><td>12 Jan 2025</td></tr>
<tr><td style="color:#667">Penumpang</td><td>NY SITI NURHALIZA</td></tr>
</table>
<table width="100%" cellpadding="6" style="font-size:14px;margin-top:14px;background:#f3f7fb">
<tr><td colspan="2"><b>RJ 612 &middot; Senin, 27 Januari 2025</b></td></tr>
<tr><td>06:10 WIB</td><td>Jakarta Soekarno-Hatta (CGK) Terminal 3</td></tr>
<tr><td>09:05 WITA</td><td>Denpasar I Gusti Ngurah Rai (DPS)</td></tr>
<tr><td colspan="2" style="font-size:12px;color:#556">Kelas: Ekonomi (Y) &middot; Bagasi: 20 kg &middot; Kursi: 23A</td></tr>
</table>
<p style="font-size:14px">Total pembayaran: <b>Rp 1.487.300</b> (termasuk PPN dan Passenger Service Charge)<br><span style="font-size:12px;color:#667">Metode: Virtual Account BCA 80777 0812 3456 789</span></p>
<p><a href="https://www.rajawaliair.example/manage-booking?pnr=KX7P2M&amp;lastname=NURHALIZA" style="background:#e4002b;color:#fff;padding:10px 20px;text-decoration:none;border-radius:3px">Kelola Pemesanan</a> &nbsp; <a href="https://www.rajawaliair.example/web-checkin" style="color:#00305f">Check-in Online</a></p>
<p style="font-size:12px;color:#556">Check-in online dibuka 24 jam sebelum keberangkatan. Konter check-in tutup 45 menit sebelum keberangkatan. Bawa KTP atau paspor asli.</p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:10px;color:#889;background:#f3f7fb">Call Center: 0804 1 800 800 &middot; +62 21 2351 9999 &middot; PT Rajawali Air Indonesia, Gedung Rajawali, Bandara Soekarno-Hatta, Tangerang 19120</td></tr>
</table></body></html>
""")

M(key="id07", lang="id", kind="magic_link", otp=None,
  link="https://www.kriptoku.example/device/approve?rid=dv_01JH8Q4ZK7M2N5P9R3T6W8X0YB&sig=6b1f0e9d2c7a8354&act=allow",
  frm="Kriptoku <keamanan@kriptoku.example>",
  to="reza.firmansyah@gmail.example",
  subject="[Kriptoku] Konfirmasi login dari perangkat baru",
  date="Sat, 08 Mar 2025 00:17:26 +0700",
  cte_text="7bit", cte_html="quoted-printable",
  text="""Halo Reza,

Ada upaya login ke akun Kriptoku kamu dari perangkat yang belum dikenal:

Waktu     : 08 Mar 2025 00:16 WIB
Perangkat : Chrome 133 di Windows 10
Alamat IP : 36.71.142.90
Lokasi    : Bandung, Jawa Barat (perkiraan)

Kalau ini kamu, setujui login dengan membuka tautan berikut:
https://www.kriptoku.example/device/approve?rid=dv_01JH8Q4ZK7M2N5P9R3T6W8X0YB&sig=6b1f0e9d2c7a8354&act=allow

Kalau BUKAN kamu, jangan klik tautan di atas. Segera ganti password dan
kunci akun: https://www.kriptoku.example/account/lock

Tautan persetujuan berlaku 15 menit.

Saldo aset kripto tidak dijamin oleh LPS. Kriptoku terdaftar sebagai
Pedagang Fisik Aset Kripto di Bappebti/OJK.
PT Kripto Untuk Negeri, Jl. MH Thamrin No. 8, Jakarta Pusat 10230
""",
  html="""<html><body style="margin:0;background:#0d1b2a;font-family:Arial,sans-serif;color:#e0e6ed">
<table width="520" align="center" cellpadding="0" cellspacing="0" style="background:#13263b;margin-top:24px;border-radius:10px">
<tr><td style="padding:24px 28px 0 28px;font-size:20px;font-weight:bold;color:#2ec4b6">Kriptoku</td></tr>
<tr><td style="padding:16px 28px;font-size:14px;line-height:21px">
<p>Halo Reza,</p>
<p>Ada upaya login ke akun Kriptoku kamu dari perangkat yang belum dikenal:</p>
<table cellpadding="4" style="font-size:13px;color:#a9b8c8">
<tr><td>Waktu</td><td>08 Mar 2025 00:16 WIB</td></tr>
<tr><td>Perangkat</td><td>Chrome 133 di Windows 10</td></tr>
<tr><td>Alamat IP</td><td>36.71.142.90</td></tr>
<tr><td>Lokasi</td><td>Bandung, Jawa Barat (perkiraan)</td></tr>
</table>
<p style="margin-top:20px"><a href="https://www.kriptoku.example/device/approve?rid=dv_01JH8Q4ZK7M2N5P9R3T6W8X0YB&amp;sig=6b1f0e9d2c7a8354&amp;act=allow" style="background:#2ec4b6;color:#0d1b2a;padding:11px 22px;border-radius:6px;text-decoration:none;font-weight:bold">Ya, ini saya</a>
&nbsp; <a href="https://www.kriptoku.example/account/lock" style="background:#e63946;color:#fff;padding:11px 22px;border-radius:6px;text-decoration:none;font-weight:bold">Bukan saya, kunci akun</a></p>
<p style="font-size:12px;color:#8aa0b5">Tautan persetujuan berlaku 15 menit.</p>
</td></tr>
<tr><td style="padding:12px 28px 22px 28px;font-size:10px;color:#6c829a">Saldo aset kripto tidak dijamin oleh LPS. Kriptoku terdaftar sebagai Pedagang Fisik Aset Kripto di Bappebti/OJK. PT Kripto Untuk Negeri, Jl. MH Thamrin No. 8, Jakarta Pusat 10230 &middot; <a href="https://help.kriptoku.example" style="color:#6c829a">Pusat Bantuan</a></td></tr>
</table></body></html>
""")

M(key="id08", lang="id", kind="newsletter_numbers", otp=None, link=None,
  frm="MakanCepat <struk@makancepat.example>",
  to="yoga.pranata@gmail.example",
  subject="Struk pesananmu dari Sate Khas Senayan",
  date="Fri, 14 Mar 2025 12:58:19 +0700",
  cte_text="7bit", cte_html="quoted-printable",
  text="""Terima kasih sudah pesan lewat MakanCepat, Yoga!

ID Pesanan : MC-250314-88213377
Tanggal    : 14 Mar 2025, 12:21 WIB
Restoran   : Sate Khas Senayan - Kebon Sirih
Driver     : Bambang S. (B 4127 KZT)

2x Sate Ayam (10 tusuk)        Rp  96.000
1x Nasi Putih                  Rp   8.000
1x Es Teh Manis                Rp  12.000
1x Sop Buntut                  Rp  65.000
Subtotal                       Rp 181.000
Ongkos kirim (4,2 km)          Rp  14.000
Biaya layanan                  Rp   3.000
Diskon (promo SIANGHEMAT)     -Rp  25.000
TOTAL                          Rp 173.000
Dibayar dengan: Dompetku (saldo akhir Rp 412.350)

Alamat antar:
Jl. Kebon Kacang Raya No. 27, RT 005/RW 008, Tanah Abang, Jakarta Pusat 10240

Kamu dapat 173 poin MakanCepat. Total poin: 2.940.

Ada masalah dengan pesanan? Buka menu Bantuan atau hubungi 021-5080-8080.
PT MakanCepat Teknologi Indonesia, Jl. Iskandarsyah II No. 2, Jakarta Selatan 12160
""",
  html="""<html><body style="margin:0;background:#f2f2f2;font-family:Arial,sans-serif;color:#333">
<table width="480" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:16px">
<tr><td style="background:#00aa13;color:#fff;padding:16px 22px;font-size:20px;font-weight:bold">MakanCepat</td></tr>
<tr><td style="padding:18px 22px">
<p style="font-size:16px"><b>Terima kasih sudah pesan lewat MakanCepat, Yoga!</b></p>
<p style="font-size:12px;color:#777">ID Pesanan MC-250314-88213377 &middot; 14 Mar 2025, 12:21 WIB<br>Sate Khas Senayan &ndash; Kebon Sirih &middot; Driver: Bambang S. (B 4127 KZT)</p>
<table width="100%" cellpadding="4" style="font-size:13px">
<tr><td>2x Sate Ayam (10 tusuk)</td><td align="right">Rp 96.000</td></tr>
<tr><td>1x Nasi Putih</td><td align="right">Rp 8.000</td></tr>
<tr><td>1x Es Teh Manis</td><td align="right">Rp 12.000</td></tr>
<tr><td>1x Sop Buntut</td><td align="right">Rp 65.000</td></tr>
<tr><td style="border-top:1px solid #eee">Subtotal</td><td align="right" style="border-top:1px solid #eee">Rp 181.000</td></tr>
<tr><td>Ongkos kirim (4,2 km)</td><td align="right">Rp 14.000</td></tr>
<tr><td>Biaya layanan</td><td align="right">Rp 3.000</td></tr>
<tr><td style="color:#00aa13">Diskon (promo SIANGHEMAT)</td><td align="right" style="color:#00aa13">-Rp 25.000</td></tr>
<tr><td style="border-top:2px solid #333"><b>TOTAL</b></td><td align="right" style="border-top:2px solid #333"><b>Rp 173.000</b></td></tr>
</table>
<p style="font-size:12px;color:#777">Dibayar dengan: Dompetku (saldo akhir Rp 412.350)</p>
<p style="font-size:13px"><b>Alamat antar</b><br>Jl. Kebon Kacang Raya No. 27, RT 005/RW 008, Tanah Abang, Jakarta Pusat 10240</p>
<p style="font-size:13px">Kamu dapat <b>173 poin</b> MakanCepat. Total poin: 2.940.</p>
<p><a href="https://www.makancepat.example/pesanan/MC-250314-88213377/nilai" style="color:#00aa13">Beri rating untuk pesanan ini</a></p>
</td></tr>
<tr><td style="padding:12px 22px;font-size:10px;color:#999;background:#fafafa">Ada masalah dengan pesanan? Buka menu Bantuan atau hubungi 021-5080-8080.<br>PT MakanCepat Teknologi Indonesia, Jl. Iskandarsyah II No. 2, Jakarta Selatan 12160</td></tr>
</table></body></html>
""")

M(key="id09", lang="id", kind="decoy_codes", otp=None, link=None,
  frm="JalanJalan <promo@jalanjalan.example>",
  to="maya.kusuma@gmail.example",
  subject="Kode promo HEMAT50 + voucher hotel untuk liburan Lebaran",
  date="Wed, 05 Mar 2025 18:00:00 +0700",
  cte_text="7bit", cte_html="quoted-printable",
  headers={"List-Unsubscribe": "<https://jalanjalan.example/email/unsub?u=m.kusuma&l=promo>",
           "Precedence": "bulk"},
  text="""Halo Maya,

Liburan Lebaran sudah dekat! Ini hadiah dari JalanJalan buat kamu:

1) Kode promo pesawat: HEMAT50
   Diskon 50% s.d. Rp 150.000 untuk rute domestik, min. transaksi
   Rp 800.000. Berlaku 5-20 Maret 2025.

2) Voucher hotel: JJHOTEL-7720-RMD
   Potongan Rp 100.000 untuk menginap minimal 2 malam.

3) Kode referral kamu: MAYAK88 - ajak teman, dapat 25.000 poin.

Pemesanan terakhirmu: Hotel Santika Malioboro, 12-14 Apr 2025
(No. pesanan 1284552109, sudah lunas).

WASPADA PENIPUAN: JalanJalan tidak pernah meminta kode OTP (contoh:
123456) lewat telepon, SMS, atau WhatsApp. Jangan bagikan OTP kepada
siapa pun.

Customer Service: 0804-1-500-888 (24 jam)
PT Jalan Jalan Nusantara, Jl. Casablanca Kav. 88, Jakarta Selatan 12870
Berhenti berlangganan: https://jalanjalan.example/email/unsub?u=m.kusuma&l=promo
""",
  html="""<html><body style="margin:0;background:#fff7e6;font-family:Arial,sans-serif;color:#222">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:8px 18px;font-size:11px;text-align:right"><a href="https://jalanjalan.example/email/web/2025-03-05-lebaran?u=m.kusuma" style="color:#999">Lihat di browser</a></td></tr>
<tr><td style="background:#0194f3;color:#fff;padding:18px;font-size:24px;font-weight:bold">JalanJalan</td></tr>
<tr><td style="padding:20px 26px">
<p>Halo Maya,</p>
<p>Liburan Lebaran sudah dekat! Ini hadiah dari JalanJalan buat kamu:</p>
<table width="100%" cellpadding="10" style="font-size:14px">
<tr><td style="border:2px dashed #0194f3"><b>Kode promo pesawat</b><br><span style="font-size:24px;font-weight:bold;color:#0194f3">HEMAT50</span><br><span style="font-size:12px;color:#777">Diskon 50% s.d. Rp 150.000 untuk rute domestik, min. transaksi Rp 800.000. Berlaku 5&ndash;20 Maret 2025.</span></td></tr>
<tr><td style="border:2px dashed #ff5e1f"><b>Voucher hotel</b><br><span style="font-size:20px;font-weight:bold;color:#ff5e1f">JJHOTEL-7720-RMD</span><br><span style="font-size:12px;color:#777">Potongan Rp 100.000 untuk menginap minimal 2 malam.</span></td></tr>
<tr><td>Kode referral kamu: <b>MAYAK88</b> &ndash; ajak teman, dapat 25.000 poin.</td></tr>
</table>
<p style="font-size:13px">Pemesanan terakhirmu: Hotel Santika Malioboro, 12&ndash;14 Apr 2025 (No. pesanan 1284552109, sudah lunas).</p>
<p><a href="https://jalanjalan.example/r/c?id=lebaran25&amp;to=https%3A%2F%2Fjalanjalan.example%2Fpesawat" style="background:#ff5e1f;color:#fff;padding:11px 24px;text-decoration:none;border-radius:20px">Cari tiket sekarang</a></p>
<p style="font-size:12px;background:#fff1f0;padding:10px;color:#a8071a"><b>WASPADA PENIPUAN:</b> JalanJalan tidak pernah meminta kode OTP (contoh: 123456) lewat telepon, SMS, atau WhatsApp. Jangan bagikan OTP kepada siapa pun.</p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:10px;color:#999;background:#f7f7f7">Customer Service: 0804-1-500-888 (24 jam) &middot; PT Jalan Jalan Nusantara, Jl. Casablanca Kav. 88, Jakarta Selatan 12870<br>
<a href="https://facebook.example/jalanjalan" style="color:#999">Facebook</a> &middot; <a href="https://instagram.example/jalanjalan" style="color:#999">Instagram</a> &middot; <a href="https://jalanjalan.example/email/unsub?u=m.kusuma&amp;l=promo" style="color:#999">Berhenti berlangganan</a></td></tr>
</table>
<img src="https://jalanjalan.example/email/o.gif?c=lebaran25&amp;u=m.kusuma" width="1" height="1" alt="">
</body></html>
""")

M(key="id10", lang="id", kind="payment_reference", otp=None, link=None,
  frm="Portal Iuran Sehat <tagihan@iuransehat.example>",
  to="hendra.gunawan@gmail.example",
  subject="Tagihan iuran peserta mandiri bulan April 2025",
  date="Tue, 01 Apr 2025 07:00:05 +0700",
  cte_text="quoted-printable",
  text="""Yth. Bapak/Ibu Hendra Gunawan,

Berikut tagihan iuran jaminan kesehatan peserta mandiri Anda:

Nomor peserta      : 0001 2345 6789 0
Jumlah anggota     : 4 orang (Kelas II)
Periode            : April 2025
Iuran per orang    : Rp 100.000
Total tagihan      : Rp 400.000
Jatuh tempo        : 10 April 2025

Kode pembayaran / Nomor Virtual Account:
8888 0812 3456 7890

Bayar melalui ATM, mobile banking, minimarket, atau kantor pos dengan
memasukkan nomor Virtual Account di atas. Keterlambatan pembayaran
dapat menyebabkan status kepesertaan dinonaktifkan sementara.

Status pembayaran Maret 2025: LUNAS (dibayar 07/03/2025, No. Ref
BYR-250307-004417).

Informasi lebih lanjut: Care Center 165 (24 jam).
Email ini dikirim otomatis, mohon tidak membalas.
""")

M(key="id11", lang="id", kind="username_digits", otp="K7M2Q9XA", link=None,
  frm="Mabar Arena <akun@mabararena.example>",
  to="budi.santoso.gg@gmail.example",
  subject="Kode masuk Mabar Arena kamu",
  date="Sun, 23 Feb 2025 22:46:30 +0700",
  cte_text="7bit", cte_html="quoted-printable",
  text="""Halo budi_gamer99!

Seseorang (semoga kamu) sedang mencoba masuk ke Mabar Arena dengan akun
budi_gamer99 (UID 7740213).

Kode masuk: K7M2Q9XA

Ketik kode ini di layar login game. Kode berlaku 10 menit dan hanya bisa
dipakai sekali.

Info akun:
- Level 57 | Rank: Epic III
- Diamond: 1.250
- Server: Asia Tenggara (SEA-2)
- Terakhir login: 21 Feb 2025, 19:03 WIB

Bukan kamu? Abaikan email ini. Tim Mabar Arena tidak akan pernah minta
kode ini lewat DM, Discord, atau live chat.

Mabar Arena - PT Permainan Kita Bersama, Jl. Pluit Raya No. 9, Jakarta Utara 14440
""",
  html="""<html><body style="margin:0;background:#100b1f;color:#eee;font-family:'Segoe UI',Arial,sans-serif">
<table width="540" align="center" cellpadding="0" cellspacing="0" style="background:#1d1537;margin-top:20px;border-radius:12px">
<tr><td style="padding:22px 28px;font-size:22px;font-weight:800;color:#ffcc00">MABAR ARENA</td></tr>
<tr><td style="padding:0 28px 18px 28px;font-size:15px;line-height:22px">
<p>Halo <b>budi_gamer99</b>!</p>
<p>Seseorang (semoga kamu) sedang mencoba masuk ke Mabar Arena dengan akun budi_gamer99 (UID 7740213).</p>
<p>Kode masuk:</p>
<p style="font-size:32px;font-weight:800;letter-spacing:6px;color:#ffcc00;background:#2b2050;padding:10px;text-align:center;border-radius:8px">K7M2Q9XA</p>
<p style="font-size:13px;color:#bbb">Ketik kode ini di layar login game. Kode berlaku 10 menit dan hanya bisa dipakai sekali.</p>
<table cellpadding="3" style="font-size:12px;color:#aaa">
<tr><td>Level</td><td>57 &middot; Rank: Epic III</td></tr>
<tr><td>Diamond</td><td>1.250</td></tr>
<tr><td>Server</td><td>Asia Tenggara (SEA-2)</td></tr>
<tr><td>Terakhir login</td><td>21 Feb 2025, 19:03 WIB</td></tr>
</table>
<p style="font-size:12px;color:#999">Bukan kamu? Abaikan email ini. Tim Mabar Arena tidak akan pernah minta kode ini lewat DM, Discord, atau live chat.</p>
</td></tr>
<tr><td style="padding:12px 28px 20px 28px;font-size:10px;color:#776f99"><a href="https://discord.example/mabararena" style="color:#776f99">Discord</a> &middot; <a href="https://mabararena.example/support" style="color:#776f99">Support</a> &middot; PT Permainan Kita Bersama, Jl. Pluit Raya No. 9, Jakarta Utara 14440</td></tr>
</table></body></html>
""")

# =====================================================================
# Building
# =====================================================================
ALLOWED_TLDS = (".example", ".test", ".invalid")


def build_message(m):
    msg = EmailMessage()
    msg["From"] = m["frm"]
    msg["To"] = m["to"]
    msg["Subject"] = m["subject"]
    msg["Date"] = m["date"]
    sender_domain = m["frm"].rsplit("@", 1)[1].rstrip(">")
    msg["Message-ID"] = "<%s.%s@%s>" % (
        m["key"], zlib.crc32(m["subject"].encode()) & 0xFFFFFF, sender_domain)
    for k, v in m.get("headers", {}).items():
        msg[k] = v
    text, html = m.get("text"), m.get("html")
    ct, ch = m.get("cte_text", "quoted-printable"), m.get("cte_html", "quoted-printable")
    for body, cte in ((text, ct), (html, ch)):
        if body is not None and cte == "7bit" and not body.isascii():
            raise SystemExit("%s: 7bit requested for non-ASCII body" % m["key"])
    if text is not None and html is not None:
        msg.set_content(text, cte=ct)
        msg.add_alternative(html, subtype="html", cte=ch)
        html_part = msg.get_payload()[1]
    elif html is not None:
        msg.set_content(html, subtype="html", cte=ch)
        html_part = msg
    else:
        msg.set_content(text, cte=ct)
        html_part = None
    img = m.get("image")
    if img:
        html_part.add_related(png_text(img["text"]), "image", "png",
                              cid="<%s>" % img["cid"], filename=img["filename"],
                              disposition="inline")
    att = m.get("attachment")
    if att:
        maintype, subtype, filename, data = att
        msg.add_attachment(data, maintype=maintype, subtype=subtype, filename=filename)
    n = 0
    for part in msg.walk():           # deterministic boundaries, so output is reproducible
        if part.is_multipart():
            n += 1
            part.set_boundary("----=_Part_%d_%08X.%s" % (
                n, zlib.crc32((m["key"] + str(n)).encode()), m["key"].upper()))
    pol = email.policy.SMTP if m.get("crlf") else email.policy.default
    return msg.as_bytes(policy=pol)


# =====================================================================
# Validation
# =====================================================================
class Attrs(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.hrefs, self.alts, self.data = [], [], []

    def handle_starttag(self, tag, attrs):
        for k, v in attrs:
            if k == "href" and v:
                self.hrefs.append(v)
            elif k == "alt" and v:
                self.alts.append(v)

    def handle_data(self, d):
        self.data.append(d)


SEP = re.compile(r"[\s\u00a0\-\u2010-\u2015]")


def all_defects(msg):
    out = []
    for part in msg.walk():
        out += [(part.get_content_type(), d) for d in part.defects]
        for name, value in part.items():
            out += [(name, d) for d in getattr(value, "defects", ())]
    return out


def validate(fname, raw, m):
    msg = email.message_from_bytes(raw, policy=email.policy.default)
    errs = []
    d = all_defects(msg)
    if d:
        errs.append("defects: %r" % d)
    subject = str(msg["subject"])
    texts, htmls = [], []
    for part in msg.walk():
        if part.is_multipart():
            continue
        if part.get_content_type() == "text/plain":
            texts.append(part.get_content())
        elif part.get_content_type() == "text/html":
            htmls.append(part.get_content())
    hrefs, alts, visible = [], [], []
    for h in htmls:
        p = Attrs()
        p.feed(h)
        p.close()
        hrefs += p.hrefs
        alts += p.alts
        visible.append(" ".join(p.data))
    body_plain = texts + visible            # what a reader sees as text
    everything = [subject] + texts + htmls + visible + alts

    otp = m["otp"]
    if otp is not None:
        shown = m.get("otp_shown")
        if shown is not None:
            if not any(shown in c for c in everything):
                errs.append("otp_shown %r not found" % shown)
            if otp not in SEP.sub("", shown):
                errs.append("otp %r not in shown %r" % (otp, shown))
        found = any(otp in c for c in everything) or any(
            otp in SEP.sub("", c) for c in [subject] + texts + visible + alts)
        if not found:
            errs.append("otp %r not found" % otp)
        if m["kind"] == "subject_only":
            if any(otp in SEP.sub("", c) for c in body_plain + alts):
                errs.append("subject_only code also in body")
            if otp not in SEP.sub("", subject):
                errs.append("subject_only code not in subject")
        if m["kind"] == "alt_text_only":
            if any(otp in SEP.sub("", c) for c in body_plain):
                errs.append("alt_text_only code visible in body text")
            if not any(otp in SEP.sub("", a) for a in alts):
                errs.append("alt_text_only code not in alt")
    link = m.get("link")
    if link is not None:
        if htmls:
            if link not in hrefs:
                errs.append("link not an href: %s" % link)
        elif not any(link in t for t in texts):
            errs.append("link not in text: %s" % link)
    for alt in m.get("link_alt", []) or []:
        if not (alt in hrefs or any(alt in t for t in texts + htmls)):
            errs.append("link_alt not found: %s" % alt)
    # only reserved domains, in bodies and headers
    blob = "\n".join(everything + hrefs + [str(v) for _, v in msg.items()])
    for host in re.findall(r"https?://([A-Za-z0-9.\-]+)", blob):
        if not host.lower().endswith(ALLOWED_TLDS):
            errs.append("non-reserved host %s" % host)
    for dom in re.findall(r"[\w.+\-]+@([A-Za-z0-9.\-]+[A-Za-z])", blob):
        if dom.lower().endswith((".png", ".jpg", ".gif")):
            continue  # retina image names such as logo@2x.png
        if not dom.lower().endswith(ALLOWED_TLDS):
            errs.append("non-reserved mail domain %s" % dom)
    return errs


def main():
    keys = [m["key"] for m in MESSAGES]
    assert len(keys) == len(set(keys)), "duplicate keys"
    order = sorted(MESSAGES, key=lambda m: m["key"])
    random.Random(20250607).shuffle(order)
    for old in os.listdir(OUT):
        if old.startswith(PREFIX + "-") and old.endswith(".eml"):
            os.remove(os.path.join(OUT, old))
    fam_counter = {}
    labels, problems = [], []
    for i, m in enumerate(order, 1):
        fname = "%s-%04d.eml" % (PREFIX, i)
        raw = build_message(m)
        with open(os.path.join(OUT, fname), "wb") as f:
            f.write(raw)
        with open(os.path.join(OUT, fname), "rb") as f:
            errs = validate(fname, f.read(), m)
        if errs:
            problems.append((fname, m["key"], errs))
        fam_counter[m["kind"]] = fam_counter.get(m["kind"], 0) + 1
        rec = {"file": fname, "otp": m["otp"], "link": m.get("link"),
               "kind": m["kind"], "lang": m["lang"],
               "family": "%s-%s-%02d" % (PREFIX, m["kind"], fam_counter[m["kind"]])}
        if m.get("link_alt"):
            rec["link_alt"] = list(m["link_alt"])
        labels.append(rec)
    with open(os.path.join(OUT, "labels.jsonl"), "w", encoding="utf-8") as f:
        for rec in labels:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    if problems:
        for fname, key, errs in problems:
            for e in errs:
                print("FAIL %s (%s): %s" % (fname, key, e))
        sys.exit(1)
    # summary
    def count(field):
        c = {}
        for r in labels:
            c[r[field]] = c.get(r[field], 0) + 1
        return dict(sorted(c.items()))
    n_code = sum(1 for r in labels if r["otp"])
    n_link = sum(1 for r in labels if r["link"])
    n_both = sum(1 for r in labels if r["otp"] and r["link"])
    n_none = sum(1 for r in labels if not r["otp"] and not r["link"])
    print("OK: %d messages" % len(labels))
    print("by kind:", count("kind"))
    print("by lang:", count("lang"))
    print("code: %d  link: %d  both: %d  neither: %d" % (n_code, n_link, n_both, n_none))


if __name__ == "__main__":
    main()
