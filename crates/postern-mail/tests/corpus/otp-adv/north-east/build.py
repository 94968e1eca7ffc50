#!/usr/bin/env python3
"""Build the north-east part of the adversarial OTP / magic-link corpus.

Every message below is hand-written (Dutch, Polish, Swedish, Russian, Turkish,
Indonesian). This script only wraps the hand-written content into MIME, writes
ne-NNNN.eml and labels.jsonl, and validates each message:

* it parses with email.message_from_bytes(policy=default) without defects and
  every text part decodes back to exactly the text written here;
* the labelled code occurs (as written, with its separators / prefix) in the
  decoded subject, bodies or alt text, and normalises to the label;
* subject_only codes are absent from the bodies, alt_text_only codes are absent
  from text/plain and from the visible HTML text;
* the labelled link is an href (entities decoded) of the HTML part, or occurs in
  the text/plain part of a plain-text message; every link_alt occurs too.

Python 3 standard library only.  Run:  python3 build.py
"""
import base64
import collections
import email
import email.policy
import hashlib
import html as htmlmod
import json
import os
import quopri
import re
import sys
import unicodedata
from email.header import Header
from email.utils import formataddr

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "ne"
MESSAGES = []


def M(**kw):
    """Register one hand-written message."""
    MESSAGES.append(kw)


# --------------------------------------------------------------------------
# MIME wrapping
# --------------------------------------------------------------------------

def _is_ascii(s):
    try:
        s.encode("ascii")
        return True
    except UnicodeEncodeError:
        return False


def _hdr(value, charset):
    if _is_ascii(value):
        return value
    return Header(value, charset).encode(linesep="\n")


def _addr(pair, charset):
    name, addr = pair
    if not name:
        return addr
    return formataddr((name, addr), charset=charset)


def _body(text, charset, cte):
    """Return (cte, encoded bytes) of one text part."""
    if not text.endswith("\n"):
        text += "\n"
    raw = text.encode(charset)
    if cte is None:
        cte = "7bit" if _is_ascii(text) else "8bit"
    if cte in ("7bit", "8bit"):
        for line in raw.split(b"\n"):
            assert len(line) < 990, "line too long for %s" % cte
        return cte, raw
    if cte == "quoted-printable":
        return cte, quopri.encodestring(raw)
    if cte == "base64":
        return cte, base64.encodebytes(raw)
    raise ValueError(cte)


def _part_headers(subtype, charset, cte):
    return [
        'Content-Type: text/%s; charset="%s"' % (subtype, charset),
        "Content-Transfer-Encoding: %s" % cte,
    ]


def build(m, n):
    cs = m.get("charset", "utf-8")
    domain = m["frm"][1].split("@", 1)[1]
    seed = hashlib.sha1(("%s|%s|%s" % (n, m["subject"], m["date"])).encode()).hexdigest()
    msgid = m.get("msgid") or "<%s.%s@%s>" % (seed[:12], seed[12:20], domain)
    lines = [
        "From: " + _addr(m["frm"], cs),
        "To: " + _addr(m["to"], cs),
        "Subject: " + _hdr(m["subject"], cs),
        "Date: " + m["date"],
        "Message-ID: " + msgid,
    ]
    for k, v in m.get("headers", []):
        lines.append("%s: %s" % (k, _hdr(v, cs)))
    lines.append("MIME-Version: 1.0")
    text, html = m.get("text"), m.get("html")
    out = []
    if text is not None and html is not None:
        boundary = m.get("boundary") or "=_alt_" + seed[20:36]
        lines.append('Content-Type: multipart/alternative; boundary="%s"' % boundary)
        out.append(("\n".join(lines) + "\n\n").encode("ascii"))
        out.append(b"This is a multi-part message in MIME format.\n\n")
        for subtype, body, cte in (("plain", text, m.get("text_cte")),
                                   ("html", html, m.get("html_cte"))):
            cte, raw = _body(body, cs, cte)
            out.append(("--%s\n" % boundary).encode("ascii"))
            out.append(("\n".join(_part_headers(subtype, cs, cte)) + "\n\n").encode("ascii"))
            out.append(raw)
            out.append(b"\n")
        out.append(("--%s--\n" % boundary).encode("ascii"))
    else:
        subtype, body, cte = (("plain", text, m.get("text_cte")) if text is not None
                              else ("html", html, m.get("html_cte")))
        cte, raw = _body(body, cs, cte)
        lines += _part_headers(subtype, cs, cte)
        out.append(("\n".join(lines) + "\n\n").encode("ascii"))
        out.append(raw)
    return b"".join(out)


# ==========================================================================
# Dutch (nl)
# ==========================================================================

M(lang="nl", kind="username_digits",
  frm=("Wielwerk", "noreply@wielwerk.example"),
  to=("Jeroen van den Berg", "jvdberg84@postvak.example"),
  subject="Je inlogcode voor Wielwerk",
  date="Tue, 11 Mar 2025 07:42:18 +0100",
  text_cte="quoted-printable", html_cte="quoted-printable",
  otp="318604", shown="318 604", link=None,
  text="""Hoi jvdberg84,

Je probeert in te loggen in de Wielwerk-app op een nieuw toestel
(iPhone, omgeving Utrecht, 07:41 uur).

Je inlogcode is:

    318 604

De code is 15 minuten geldig. Deel hem met niemand, ook niet met iemand
die zegt dat hij van Wielwerk is. Wij vragen je nooit om deze code.

Account: jvdberg84
Abonnement: Wielwerk Plus (sinds 2021)

Fijne rit!
Team Wielwerk

--
Wielwerk B.V. · Vredenburg 40 · 3511 BD Utrecht · KvK 81234567
Vragen? Mail naar hulp@wielwerk.example of bel 030 760 21 90 (ma-vr 8-18 uur).
""",
  html="""<!DOCTYPE html>
<html lang="nl">
<head><meta charset="utf-8"><title>Je inlogcode voor Wielwerk</title></head>
<body style="margin:0;padding:0;background:#eef3f1;font-family:Arial,Helvetica,sans-serif;color:#1d2b27;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef3f1;">
  <tr><td align="center" style="padding:28px 12px;">
    <table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;">
      <tr><td style="padding:24px 32px 0 32px;">
        <img src="https://static.wielwerk.example/mail/logo-groen.png" width="120" height="32" alt="Wielwerk">
      </td></tr>
      <tr><td style="padding:20px 32px 0 32px;font-size:16px;line-height:24px;">
        <p style="margin:0 0 14px 0;">Hoi jvdberg84,</p>
        <p style="margin:0 0 14px 0;">Je probeert in te loggen in de Wielwerk-app op een nieuw toestel
        (iPhone, omgeving Utrecht, 07:41 uur).</p>
        <p style="margin:0 0 6px 0;">Je inlogcode is:</p>
      </td></tr>
      <tr><td align="center" style="padding:8px 32px 18px 32px;">
        <div style="display:inline-block;padding:14px 26px;background:#e3f4ec;border-radius:8px;font-size:32px;letter-spacing:6px;font-weight:bold;color:#0b6b45;">318 604</div>
      </td></tr>
      <tr><td style="padding:0 32px 20px 32px;font-size:14px;line-height:21px;color:#4a5a55;">
        De code is 15 minuten geldig. Deel hem met niemand, ook niet met iemand die zegt dat hij
        van Wielwerk is. Wij vragen je nooit om deze code.
      </td></tr>
      <tr><td style="padding:0 32px 24px 32px;font-size:13px;line-height:20px;color:#4a5a55;border-top:1px solid #e1e8e5;">
        <p style="margin:14px 0 0 0;">Account: <strong>jvdberg84</strong><br>Abonnement: Wielwerk Plus (sinds 2021)</p>
        <p style="margin:14px 0 0 0;">Fijne rit!<br>Team Wielwerk</p>
      </td></tr>
    </table>
    <p style="font-size:11px;color:#7d8c87;line-height:17px;margin:16px 0 0 0;">
      Wielwerk B.V. &middot; Vredenburg 40 &middot; 3511 BD Utrecht &middot; KvK 81234567<br>
      Vragen? Mail naar <a href="mailto:hulp@wielwerk.example" style="color:#7d8c87;">hulp@wielwerk.example</a>
      of bel 030 760 21 90 (ma-vr 8-18 uur).
    </p>
  </td></tr>
</table>
</body>
</html>
""")

M(lang="nl", kind="username_digits",
  frm=("Groenvingers", "digest@groenvingers.example"),
  to=("", "sanne.kuipers@mailbox.example"),
  subject="Wekelijks overzicht: 14 nieuwe reacties voor sanne_1992",
  date="Mon, 17 Mar 2025 06:00:04 +0100",
  headers=[("List-Unsubscribe", "<https://groenvingers.example/instellingen/meldingen?u=20417&off=weekly>")],
  otp=None, link=None,
  text="""Hallo sanne_1992,

Hier is je overzicht van week 11 (10 t/m 16 maart 2025).

Onderwerpen die je volgt
------------------------
* "Tomaten voorzaaien in maart?"                 6 nieuwe reacties
* "Moestuinbak 120 x 80 cm, welke grond?"        5 nieuwe reacties
* "Buxusmot 2025: wie heeft er al last van?"     3 nieuwe reacties

Populair deze week
------------------
* "Mijn rabarber van 2018 doet het nog steeds"   (41 likes)
* "Regenton 210 liter: ervaringen?"              (27 likes)

Je profiel
----------
Gebruikersnaam: sanne_1992
Lidnummer:      20417
Lid sinds:      4 mei 2019
Berichten:      318   Waarderingen: 1.204

Tip van de week: zaai pompoenen pas na half april, bij een bodemtemperatuur
van minimaal 12 °C. Onder glas kan het twee weken eerder.

Groene groet,
De moderatoren van Groenvingers

Je ontvangt deze mail omdat je het wekelijkse overzicht hebt aangezet.
Afmelden of aanpassen: https://groenvingers.example/instellingen/meldingen?u=20417
Groenvingers · Postbus 1187 · 6801 BD Arnhem
""")

M(lang="nl", kind="booking_ref",
  frm=("Noordzee Air", "bevestiging@noordzeeair.example"),
  to=("M. de Wit", "marloes.dewit@thuisnet.example"),
  subject="Boekingsbevestiging QX7T2M - Amsterdam naar Bergen",
  date="Sun, 02 Mar 2025 21:17:55 +0100",
  text_cte="8bit", html_cte="quoted-printable",
  otp=None, link=None,
  text="""Beste mevrouw De Wit,

Bedankt voor uw boeking bij Noordzee Air. Hieronder vindt u uw reisgegevens.

Boekingscode (PNR):  QX7T2M
E-ticketnummer:      482-2150398764

HEENVLUCHT
  NZ 1412   vrijdag 14 maart 2025
  Amsterdam (AMS) 07:35  ->  Bergen (BGO) 09:10
  Stoel 12C · Handbagage 1 x 8 kg · Ruimbagage 1 x 23 kg

TERUGVLUCHT
  NZ 1417   maandag 17 maart 2025
  Bergen (BGO) 18:50  ->  Amsterdam (AMS) 20:30
  Stoel 14A

Passagier: DE WIT / MARLOES MRS

Totaalprijs: € 189,40 (waarvan € 46,12 belastingen en toeslagen)
Betaald met Visa eindigend op 4417 op 02-03-2025.

Online inchecken opent 30 uur voor vertrek via
https://www.noordzeeair.example/inchecken
Vul daar uw boekingscode en achternaam in.

Met vriendelijke groet,
Noordzee Air Klantenservice
+31 (0)20 794 11 00 - dagelijks 07:00-22:00

Noordzee Air N.V. · Stationsplein 2 · 1117 CB Schiphol
""",
  html="""<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="font-family:Verdana,Arial,sans-serif;font-size:13px;color:#102a43;background:#f0f4f8;">
<table width="620" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #d9e2ec;">
<tr><td style="background:#0b3d6e;padding:18px 24px;color:#fff;font-size:20px;font-weight:bold;">Noordzee Air</td></tr>
<tr><td style="padding:22px 24px;">
<p>Beste mevrouw De Wit,</p>
<p>Bedankt voor uw boeking bij Noordzee Air. Hieronder vindt u uw reisgegevens.</p>
<table cellpadding="6" cellspacing="0" style="border:1px solid #d9e2ec;width:100%;">
<tr><td style="color:#627d98;">Boekingscode (PNR)</td><td style="font-size:18px;font-weight:bold;letter-spacing:2px;">QX7T2M</td></tr>
<tr><td style="color:#627d98;">E-ticketnummer</td><td>482-2150398764</td></tr>
</table>
<h3 style="margin:20px 0 6px;color:#0b3d6e;">Heenvlucht</h3>
<table cellpadding="4" cellspacing="0" style="width:100%;">
<tr><td><b>NZ 1412</b></td><td>vrijdag 14 maart 2025</td></tr>
<tr><td>Amsterdam (AMS) 07:35</td><td>&rarr; Bergen (BGO) 09:10</td></tr>
<tr><td colspan="2">Stoel 12C &middot; Handbagage 1 x 8 kg &middot; Ruimbagage 1 x 23 kg</td></tr>
</table>
<h3 style="margin:20px 0 6px;color:#0b3d6e;">Terugvlucht</h3>
<table cellpadding="4" cellspacing="0" style="width:100%;">
<tr><td><b>NZ 1417</b></td><td>maandag 17 maart 2025</td></tr>
<tr><td>Bergen (BGO) 18:50</td><td>&rarr; Amsterdam (AMS) 20:30</td></tr>
<tr><td colspan="2">Stoel 14A</td></tr>
</table>
<p style="margin-top:18px;">Passagier: DE WIT / MARLOES MRS</p>
<p><b>Totaalprijs: &euro; 189,40</b> (waarvan &euro; 46,12 belastingen en toeslagen)<br>
Betaald met Visa eindigend op 4417 op 02-03-2025.</p>
<p>Online inchecken opent 30 uur voor vertrek. Vul uw boekingscode en achternaam in op
<a href="https://www.noordzeeair.example/inchecken">noordzeeair.example/inchecken</a>.</p>
<p>Met vriendelijke groet,<br>Noordzee Air Klantenservice<br>+31 (0)20 794 11 00 &ndash; dagelijks 07:00-22:00</p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#829ab1;border-top:1px solid #d9e2ec;">
Noordzee Air N.V. &middot; Stationsplein 2 &middot; 1117 CB Schiphol &middot;
<a href="https://www.noordzeeair.example/privacy" style="color:#829ab1;">Privacyverklaring</a>
</td></tr>
</table>
</body></html>
""")

M(lang="nl", kind="booking_ref",
  frm=("Brasserie De Kade", "reserveren@brasseriedekade.example"),
  to=("Tom Hendriks", "tom.hendriks@inbox.example"),
  subject="Je reservering bij Brasserie De Kade is bevestigd (K8PD2W)",
  date="Wed, 12 Nov 2025 16:03:40 +0100",
  charset="windows-1252", html_cte="quoted-printable",
  otp=None, link=None,
  html="""<html>
<head><meta http-equiv="Content-Type" content="text/html; charset=windows-1252"></head>
<body style="background:#f7f3ee;margin:0;font-family:Georgia,'Times New Roman',serif;color:#3b2f2f;">
<div style="max-width:540px;margin:0 auto;background:#fffdf9;padding:30px 34px;">
  <h1 style="font-weight:normal;font-size:26px;margin:0 0 4px 0;">Brasserie De Kade</h1>
  <p style="margin:0 0 24px 0;font-size:13px;color:#8a7b6f;">eten &amp; drinken aan de Maas</p>
  <p>Beste Tom,</p>
  <p>Leuk dat je komt! Je reservering is bevestigd.</p>
  <table cellpadding="5" style="font-size:15px;border-collapse:collapse;">
    <tr><td style="color:#8a7b6f;">Reserveringsnummer</td><td><strong>K8PD2W</strong></td></tr>
    <tr><td style="color:#8a7b6f;">Datum</td><td>zaterdag 22 november 2025</td></tr>
    <tr><td style="color:#8a7b6f;">Tijd</td><td>19:30 uur</td></tr>
    <tr><td style="color:#8a7b6f;">Aantal personen</td><td>4</td></tr>
    <tr><td style="color:#8a7b6f;">Tafel</td><td>serre, bij het raam (zoals gevraagd)</td></tr>
    <tr><td style="color:#8a7b6f;">Opmerking</td><td>1 x glutenvrij</td></tr>
  </table>
  <p>Wil je annuleren of het aantal personen wijzigen? Dat kan kosteloos tot 24 uur van tevoren:</p>
  <p><a href="https://reserveren.brasseriedekade.example/r/K8PD2W/wijzig" style="background:#3b2f2f;color:#fff;padding:10px 18px;text-decoration:none;border-radius:3px;">Reservering wijzigen</a></p>
  <p>Of bel ons op 010 412 77 63 (dagelijks vanaf 11:00).</p>
  <p style="font-size:13px;color:#8a7b6f;">Let op: bij een no-show zonder afmelding rekenen we &euro; 15,00 per persoon.
  Parkeren kan in garage Maasboulevard (P2), 3 minuten lopen.</p>
  <p>Tot zaterdag!<br>Femke &amp; het team van De Kade</p>
  <hr style="border:none;border-top:1px solid #e8dfd4;">
  <p style="font-size:11px;color:#a39382;">Brasserie De Kade &middot; Maasboulevard 118 &middot; 3011 TX Rotterdam &middot;
  <a href="https://brasseriedekade.example/privacy" style="color:#a39382;">privacy</a></p>
</div>
</body>
</html>
""")

M(lang="nl", kind="newsletter_numbers",
  frm=("Kookhuis Online", "bestellingen@kookhuis.example"),
  to=("Fleur Jansen", "fleur.jansen@postvak.example"),
  subject="Je bestelling 100482931 is onderweg",
  date="Wed, 12 Mar 2025 18:26:09 +0100",
  text_cte="quoted-printable", html_cte="base64",
  otp=None, link=None,
  text="""Hoi Fleur,

Goed nieuws: je bestelling 100482931 is onderweg!

Track & Trace:         3SKAB0047712956
Vervoerder:            PakketPost
Verwachte bezorging:   donderdag 13 maart 2025, tussen 14:15 en 16:45
Volg je pakket:        https://kookhuis.example/volg/3SKAB0047712956

Bezorgadres
Fleur Jansen
Oudegracht 211 bis
3511 NH Utrecht

Wat zit er in je pakket?
1 x Gietijzeren braadpan 24 cm, rood (art.nr. KH-55120)      € 79,95
2 x Messenslijper duo (art.nr. KH-31007)                      € 25,90
1 x Keukenschort linnen, oker (art.nr. KH-70442)              € 19,95
Verzendkosten                                                 € 0,00
Totaal                                                        € 125,80
waarvan 21% btw                                               € 21,83

Niet goed? Retourneren kan tot 30 dagen na ontvangst.

Smakelijke groet,
Kookhuis Online

Klantenservice: 085 303 94 40 (ma-za 9:00-17:30) · service@kookhuis.example
Kookhuis Online B.V. · Industrieweg 15 · 5262 GJ Vught · KvK 70112233 · btw NL859912345B01
""",
  html="""<!DOCTYPE html>
<html lang="nl"><head><meta charset="utf-8"><title>Je bestelling is onderweg</title></head>
<body style="margin:0;background:#faf7f2;font-family:'Helvetica Neue',Arial,sans-serif;color:#2d2a26;">
<center>
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;margin:20px 0;">
 <tr><td style="padding:20px 28px;border-bottom:3px solid #d9502c;"><img src="https://img.kookhuis.example/logo.png" alt="Kookhuis Online" width="150"></td></tr>
 <tr><td style="padding:24px 28px;">
  <h2 style="margin:0 0 10px 0;font-size:22px;">Hoi Fleur, je pakket is onderweg!</h2>
  <p style="font-size:15px;line-height:22px;">Bestelling <b>100482931</b> is vandaag aan PakketPost meegegeven.
  We verwachten hem <b>donderdag 13 maart 2025</b> tussen 14:15 en 16:45.</p>
  <p><a href="https://kookhuis.example/volg/3SKAB0047712956" style="display:inline-block;background:#d9502c;color:#fff;padding:11px 20px;border-radius:4px;text-decoration:none;">Volg je pakket</a></p>
  <p style="font-size:13px;color:#6b655d;">Track &amp; Trace: 3SKAB0047712956</p>
  <table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:1px solid #eee;margin-top:14px;">
   <tr><td>1 x Gietijzeren braadpan 24 cm, rood<br><span style="color:#8f887f;font-size:12px;">art.nr. KH-55120</span></td><td align="right">&euro; 79,95</td></tr>
   <tr><td>2 x Messenslijper duo<br><span style="color:#8f887f;font-size:12px;">art.nr. KH-31007</span></td><td align="right">&euro; 25,90</td></tr>
   <tr><td>1 x Keukenschort linnen, oker<br><span style="color:#8f887f;font-size:12px;">art.nr. KH-70442</span></td><td align="right">&euro; 19,95</td></tr>
   <tr><td>Verzendkosten</td><td align="right">&euro; 0,00</td></tr>
   <tr><td style="border-top:1px solid #eee;"><b>Totaal</b></td><td align="right" style="border-top:1px solid #eee;"><b>&euro; 125,80</b></td></tr>
   <tr><td style="color:#8f887f;font-size:12px;">waarvan 21% btw</td><td align="right" style="color:#8f887f;font-size:12px;">&euro; 21,83</td></tr>
  </table>
  <p style="font-size:14px;"><b>Bezorgadres</b><br>Fleur Jansen<br>Oudegracht 211 bis<br>3511 NH Utrecht</p>
  <p style="font-size:13px;color:#6b655d;">Niet goed? Retourneren kan tot 30 dagen na ontvangst.</p>
 </td></tr>
 <tr><td style="background:#f2ede6;padding:16px 28px;font-size:11px;color:#8f887f;line-height:17px;">
  Klantenservice: 085 303 94 40 (ma-za 9:00-17:30) &middot; <a href="mailto:service@kookhuis.example" style="color:#8f887f;">service@kookhuis.example</a><br>
  Kookhuis Online B.V. &middot; Industrieweg 15 &middot; 5262 GJ Vught &middot; KvK 70112233 &middot; btw NL859912345B01
 </td></tr>
</table>
</center>
</body></html>
""")

M(lang="nl", kind="newsletter_numbers",
  frm=("Polderstroom Energie", "factuur@polderstroom.example"),
  to=("R. Koster", "r.koster@kpnmail.example"),
  subject="Uw jaarafrekening 2024-2025 staat klaar",
  date="Fri, 14 Feb 2025 10:05:31 +0100",
  text_cte="8bit",
  otp=None, link=None,
  text="""Geachte heer Koster,

Uw jaarafrekening over de periode 1 februari 2024 t/m 31 januari 2025 staat klaar.

Klantnummer:       8830192
Factuurnummer:     2025-004718
Factuurdatum:      14 februari 2025
Leveringsadres:    Dorpsstraat 7, 1741 AB Schagen
EAN-code stroom:   871687120054812345

STROOM
  Meterstand 01-02-2024              12.407 kWh
  Meterstand 31-01-2025              14.925 kWh
  Verbruik                            2.518 kWh
GAS
  Verbruik                            1.064 m³

Totaal jaarbedrag (incl. btw)       € 2.148,63
Betaalde termijnen (12 x € 169,00)  € 2.028,00
Nog te betalen                       €   120,63

Wij schrijven dit bedrag rond 28 februari 2025 af van rekening
NL12 BANK 0123 4567 89. U hoeft zelf niets te doen.

Uw nieuwe termijnbedrag vanaf 1 maart 2025: € 178,00 per maand.

De volledige factuur (pdf) vindt u in Mijn Polderstroom:
https://mijn.polderstroom.example/facturen/2025-004718

Vragen over uw afrekening? Bel 0800 022 33 44 (gratis, werkdagen 8:00-20:00).

Met vriendelijke groet,

Polderstroom Energie
Afdeling Facturatie
Postbus 412, 8200 AK Lelystad
""")

M(lang="nl", kind="new_and_old_code",
  frm=("Mijn Zekerpolis", "beveiliging@zekerpolis.example"),
  to=("", "h.mulder@postvak.example"),
  subject="Nieuwe verificatiecode aangevraagd",
  date="Thu, 06 Mar 2025 09:14:02 +0100",
  text_cte="base64", html_cte="quoted-printable",
  otp="774031", shown="774 031", link=None,
  text="""Beste heer/mevrouw Mulder,

U heeft zojuist een nieuwe verificatiecode aangevraagd voor Mijn Zekerpolis.

De code die we u om 09:12 stuurden (551 208) werkt niet meer.
Gebruik vanaf nu deze code:

774 031

Deze code verloopt om 09:27 uur. Heeft u hem niet zelf aangevraagd?
Dan kunt u deze e-mail negeren; zonder de code kan niemand inloggen.

Met vriendelijke groet,
Zekerpolis Verzekeringen

Klantenservice 088 240 60 00 · Zekerpolis N.V. · Coolsingel 93 · 3012 AE Rotterdam
""",
  html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222;">
<div style="max-width:520px;border:1px solid #ccd6e0;padding:24px;">
<img src="https://www.zekerpolis.example/img/mail-logo.gif" alt="Zekerpolis" width="140" height="36">
<p>Beste heer/mevrouw Mulder,</p>
<p>U heeft zojuist een nieuwe verificatiecode aangevraagd voor Mijn Zekerpolis.</p>
<p style="color:#8a94a0;">De code die we u om 09:12 stuurden (<s>551 208</s>) werkt niet meer.</p>
<p>Gebruik vanaf nu deze code:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:3px;color:#003a70;margin:8px 0 16px;">774 031</p>
<p>Deze code verloopt om 09:27 uur. Heeft u hem niet zelf aangevraagd? Dan kunt u deze e-mail negeren;
zonder de code kan niemand inloggen.</p>
<p>Met vriendelijke groet,<br>Zekerpolis Verzekeringen</p>
<p style="font-size:11px;color:#8a94a0;border-top:1px solid #e5e9ee;padding-top:10px;">
Klantenservice 088 240 60 00 &middot; Zekerpolis N.V. &middot; Coolsingel 93 &middot; 3012 AE Rotterdam</p>
</div>
</body></html>
""")

M(lang="nl", kind="prefix_code",
  frm=("Woonwijzer", "account@woonwijzer.example"),
  to=("", "d.bosman@inbox.example"),
  subject="Bevestig je telefoonnummer bij Woonwijzer",
  date="Sat, 22 Mar 2025 13:48:27 +0100",
  html_cte="quoted-printable",
  otp="583190", shown="W-583190", link=None,
  html="""<!DOCTYPE html>
<html><head><meta charset="utf-8"></head>
<body style="background:#ffffff;font-family:-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#24292f;">
<div style="max-width:480px;margin:32px auto;padding:0 16px;">
  <p style="font-size:20px;font-weight:600;color:#e0611a;margin:0 0 20px;">woonwijzer</p>
  <p>Hallo,</p>
  <p>Je hebt in de Woonwijzer-app een nieuw telefoonnummer opgegeven (06 ** ** 57 12).
  Om het te bevestigen hebben we ook een sms gestuurd. Geen sms ontvangen? Gebruik dan deze verificatiecode:</p>
  <p style="font-family:Menlo,Consolas,monospace;font-size:30px;font-weight:bold;margin:18px 0;">W-583190</p>
  <p>Typ in de app alleen de cijfers, zonder de W en het streepje. De code is 30 minuten geldig.</p>
  <p style="font-size:13px;color:#57606a;">Zoek je een huurwoning? Er staan deze week 1.283 nieuwe woningen op Woonwijzer,
  waarvan 212 in jouw zoekgebied (straal 10 km rond 3521 AZ).</p>
  <p style="font-size:12px;color:#8c959f;margin-top:28px;">Woonwijzer B.V., Catharijnesingel 55, 3511 GD Utrecht<br>
  <a href="https://woonwijzer.example/help" style="color:#8c959f;">Helpcentrum</a> &middot;
  <a href="https://woonwijzer.example/privacy" style="color:#8c959f;">Privacy</a></p>
</div>
</body></html>
""")

M(lang="nl", kind="lowercase_alnum",
  frm=("Notitieboom", "login@notitieboom.example"),
  to=("Rik Visser", "r.visser@postvak.example"),
  subject="Inloggen bij Notitieboom",
  date="Tue, 25 Mar 2025 22:31:50 +0100",
  text_cte="7bit", html_cte="quoted-printable",
  otp="k7f2q9xm", shown="k7f2q9xm",
  link="https://click.notitieboom.example/ls/click?upn=u001.Hq3kV9-2BpLx7mZtW4aY1cN8eR2-2FgS5dKjQ6wXoB0vT3iM9nU1yE4rA7fC2hL8pD5sG-3D-3D_7bQf",
  link_alt=["https://app.notitieboom.example/auth/verify?email=r.visser%40postvak.example&token=Tq8vLz2mNc41xWb7"],
  text="""Hallo Rik,

Klik op de link hieronder om in te loggen bij Notitieboom:

https://app.notitieboom.example/auth/verify?email=r.visser%40postvak.example&token=Tq8vLz2mNc41xWb7

Of kopieer deze tijdelijke code in het inlogscherm:

k7f2q9xm

De link en de code zijn 10 minuten geldig en werken maar een keer.

Heb je niet geprobeerd in te loggen? Dan kun je deze e-mail veilig negeren.

Notitieboom - Keizersgracht 520 - 1017 EK Amsterdam
""",
  html="""<html>
<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="margin:0;padding:40px 0;background:#f6f6f4;font-family:Inter,Arial,sans-serif;">
<table align="center" width="460" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;padding:36px;">
<tr><td>
<img src="https://click.notitieboom.example/static/boom-64.png" width="40" height="40" alt="">
<h1 style="font-size:22px;color:#1b1b18;margin:18px 0 12px;">Inloggen bij Notitieboom</h1>
<p style="font-size:15px;color:#4b4b45;line-height:23px;">Hallo Rik, klik op de knop om in te loggen.</p>
<p style="margin:24px 0;"><a href="https://click.notitieboom.example/ls/click?upn=u001.Hq3kV9-2BpLx7mZtW4aY1cN8eR2-2FgS5dKjQ6wXoB0vT3iM9nU1yE4rA7fC2hL8pD5sG-3D-3D_7bQf" style="background:#2f6f4f;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:8px;font-weight:600;">Inloggen</a></p>
<p style="font-size:15px;color:#4b4b45;">Of kopieer deze tijdelijke code in het inlogscherm:</p>
<p style="font-family:'SFMono-Regular',Consolas,monospace;font-size:24px;background:#f0f0ec;padding:12px 16px;border-radius:8px;color:#1b1b18;">k7f2q9xm</p>
<p style="font-size:13px;color:#8a8a80;">De link en de code zijn 10 minuten geldig en werken maar &eacute;&eacute;n keer.
Heb je niet geprobeerd in te loggen? Dan kun je deze e-mail veilig negeren.</p>
<p style="font-size:12px;color:#8a8a80;word-break:break-all;">Werkt de knop niet? Plak deze link in je browser:<br>
https://app.notitieboom.example/auth/verify?email=r.visser%40postvak.example&amp;token=Tq8vLz2mNc41xWb7</p>
</td></tr>
</table>
<p style="text-align:center;font-size:11px;color:#a0a096;">Notitieboom &middot; Keizersgracht 520 &middot; 1017 EK Amsterdam</p>
<img src="https://click.notitieboom.example/wf/open?upn=u001.pX7Kq2-2BmR9wZ3vN1tL8yH4cJ6-3D" width="1" height="1" alt="" style="display:none;">
</body>
</html>
""")

M(lang="nl", kind="magic_link",
  frm=("Buurtbieb", "hallo@buurtbieb.example"),
  to=("", "annelies.vos@webmail.example"),
  subject="Je inloglink voor Buurtbieb",
  date="Sun, 30 Mar 2025 11:09:44 +0200",
  headers=[("List-Unsubscribe", "<https://buurtbieb.example/afmelden?e=YW5uZWxpZXMudm9z&l=nieuws>, <mailto:afmelden@buurtbieb.example>"),
           ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")],
  text_cte="quoted-printable", html_cte="quoted-printable",
  otp=None,
  link="https://buurtbieb.example/login/link?t=Zk3p9QwR7vXe2LmA8cYb&uid=55120",
  text="""Buurtbieb - boeken delen in je eigen straat

Hoi Annelies,

Iemand (hopelijk jij) wil inloggen op Buurtbieb met dit e-mailadres.
Open de link hieronder om meteen ingelogd te zijn - een wachtwoord is niet nodig:

https://buurtbieb.example/login/link?t=Zk3p9QwR7vXe2LmA8cYb&uid=55120

De link werkt 20 minuten en maar een keer.

Was jij het niet? Laat het ons weten:
https://buurtbieb.example/meld-misbruik?ref=55120-0330

Nieuw in jouw buurt: 7 boeken in het kastje op de hoek van de Lindenlaan.

Groetjes,
Buurtbieb

Geen nieuwsbrief meer? https://buurtbieb.example/afmelden?e=YW5uZWxpZXMudm9z&l=nieuws
Privacy: https://buurtbieb.example/privacy
""",
  html="""<!DOCTYPE html>
<html lang="nl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#fdf6e3;font-family:Trebuchet MS,Arial,sans-serif;color:#3a3226;">
<div style="text-align:center;font-size:11px;padding:8px;color:#9b8f7a;">
  Wordt deze e-mail niet goed weergegeven? <a href="https://mail.buurtbieb.example/web/8f3a61c2e0?u=55120" style="color:#9b8f7a;">Bekijk hem in je browser</a>
</div>
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:2px solid #e9dcc0;">
  <tr><td style="padding:22px 30px;background:#f3b63f;">
    <a href="https://buurtbieb.example/?utm_source=mail&amp;utm_medium=login"><img src="https://buurtbieb.example/img/logo-wit.png" alt="Buurtbieb" width="130" border="0"></a>
  </td></tr>
  <tr><td style="padding:26px 30px;font-size:15px;line-height:23px;">
    <p>Hoi Annelies,</p>
    <p>Iemand (hopelijk jij) wil inloggen op Buurtbieb met dit e-mailadres. Klik op de knop om meteen ingelogd te zijn &ndash; een wachtwoord is niet nodig.</p>
    <p style="text-align:center;margin:26px 0;">
      <a href="https://buurtbieb.example/login/link?t=Zk3p9QwR7vXe2LmA8cYb&amp;uid=55120" style="background:#3a3226;color:#fff;padding:13px 28px;border-radius:24px;text-decoration:none;font-weight:bold;">Inloggen op Buurtbieb</a>
    </p>
    <p style="font-size:13px;color:#7a6e5b;">De link werkt 20 minuten en maar &eacute;&eacute;n keer.
    Was jij het niet? <a href="https://buurtbieb.example/meld-misbruik?ref=55120-0330" style="color:#7a6e5b;">Laat het ons weten</a>.</p>
  </td></tr>
  <tr><td style="padding:18px 30px;background:#faf3e3;font-size:14px;">
    <b>Nieuw in jouw buurt:</b> 7 boeken in het kastje op de hoek van de Lindenlaan.
    <a href="https://buurtbieb.example/kastjes/lindenlaan?utm_source=mail" style="color:#c07d00;">Bekijk ze</a>
  </td></tr>
  <tr><td style="padding:16px 30px;font-size:11px;color:#9b8f7a;">
    <a href="https://buurtbieb.example/afmelden?e=YW5uZWxpZXMudm9z&amp;l=nieuws" style="color:#9b8f7a;">Afmelden voor de nieuwsbrief</a> &middot;
    <a href="https://buurtbieb.example/privacy" style="color:#9b8f7a;">Privacy</a> &middot;
    <a href="https://buurtbieb.example/help" style="color:#9b8f7a;">Hulp</a><br>
    Stichting Buurtbieb &middot; Lindenlaan 3 &middot; 2012 RJ Haarlem
  </td></tr>
</table>
<img src="https://mail.buurtbieb.example/o/8f3a61c2e0.gif" width="1" height="1" alt="">
</body>
</html>
""")

M(lang="nl", kind="alt_text_only",
  frm=("ParkeerPas", "noreply@parkeerpas.example"),
  to=("", "w.smit@mailbox.example"),
  subject="Bevestig uw ParkeerPas-account",
  date="Mon, 07 Apr 2025 08:15:12 +0200",
  html_cte="base64",
  otp="4821", shown="4821", link=None,
  html="""<html>
<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>ParkeerPas</title></head>
<body bgcolor="#ffffff" style="font-family:Tahoma,Arial,sans-serif;font-size:14px;color:#1f1f1f;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="500" cellpadding="0" cellspacing="0">
 <tr><td style="padding:16px 0;border-bottom:4px solid #1460aa;"><span style="font-size:22px;font-weight:bold;color:#1460aa;">P</span> <span style="font-size:18px;">ParkeerPas</span></td></tr>
 <tr><td style="padding:20px 0 8px 0;">Beste klant,</td></tr>
 <tr><td style="padding:0 0 8px 0;">U heeft zich aangemeld voor ParkeerPas (kenteken <b>T-482-BX</b>).
 Gebruik de onderstaande code om uw account te bevestigen:</td></tr>
 <tr><td align="center" style="padding:18px 0;">
  <img src="https://img.parkeerpas.example/otp/render/b7e1c0a9d2.png" width="200" height="64" alt="Uw code: 4821" style="border:1px solid #d6e2ee;">
 </td></tr>
 <tr><td style="padding:0 0 8px 0;">De code is 10 minuten geldig. Ziet u geen afbeelding? Zet dan afbeeldingen aan in uw e-mailprogramma.</td></tr>
 <tr><td style="padding:18px 0 0 0;font-size:12px;color:#6c6c6c;">Parkeertarief Centrum: &euro; 3,40 per uur (ma-za 09:00-23:00).<br>
 Klantenservice: 070 205 88 10 &middot; ParkeerPas B.V. &middot; Spui 70 &middot; 2511 BT Den Haag</td></tr>
</table>
</td></tr></table>
</body>
</html>
""")

M(lang="nl", kind="phone_and_dates",
  frm=("Belnet Mobiel", "overstappen@belnet.example"),
  to=("Yusuf Demir", "y.demir@thuisnet.example"),
  subject="Bevestig je nummerbehoud",
  date="Thu, 27 Mar 2025 17:40:05 +0100",
  text_cte="8bit", html_cte="quoted-printable",
  otp="902115", shown="902115", link=None,
  text="""Hoi Yusuf,

Je stapt over naar Belnet Mobiel en neemt je nummer mee. Bijna klaar!

Nummer dat je meeneemt:  06 4188 2730
Overstapdatum:           donderdag 3 april 2025, tussen 06:00 en 08:00
Nieuwe simkaart:         wordt op 1 april 2025 bezorgd op
                         Sumatrastraat 41-2, 1094 NK Amsterdam
Abonnement:              Belnet 20 GB, € 12,50 per maand (24 maanden)
Eenmalige aansluitkosten: € 25,00

Vul deze verificatiecode in op de overstappagina om te bevestigen dat het
nummer van jou is:

902115

Deze code hebben we ook per sms naar 06 4188 2730 gestuurd en is 24 uur geldig.

Vragen? Bel 020 808 44 11 (ma-za 8:00-21:00) of chat via belnet.example/hulp.

Groet,
Belnet Mobiel

Belnet Mobiel B.V. · Postbus 22061 · 1100 CB Amsterdam
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;background:#f4f0fa;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:6px;overflow:hidden;">
<tr><td style="background:#5b2a86;color:#fff;font-size:22px;font-weight:bold;padding:18px 26px;">belnet</td></tr>
<tr><td style="padding:24px 26px;font-size:15px;line-height:22px;color:#2a2135;">
<p>Hoi Yusuf,</p>
<p>Je stapt over naar Belnet Mobiel en neemt je nummer mee. Bijna klaar!</p>
<table cellpadding="4" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#7d6e8f;">Nummer dat je meeneemt</td><td>06 4188 2730</td></tr>
<tr><td style="color:#7d6e8f;">Overstapdatum</td><td>donderdag 3 april 2025, tussen 06:00 en 08:00</td></tr>
<tr><td style="color:#7d6e8f;">Nieuwe simkaart</td><td>wordt op 1 april 2025 bezorgd op Sumatrastraat 41-2, 1094 NK Amsterdam</td></tr>
<tr><td style="color:#7d6e8f;">Abonnement</td><td>Belnet 20 GB, &euro; 12,50 per maand (24 maanden)</td></tr>
<tr><td style="color:#7d6e8f;">Eenmalige aansluitkosten</td><td>&euro; 25,00</td></tr>
</table>
<p>Vul deze verificatiecode in op de overstappagina om te bevestigen dat het nummer van jou is:</p>
<p style="font-size:30px;font-weight:bold;color:#5b2a86;letter-spacing:4px;">902115</p>
<p style="font-size:13px;color:#7d6e8f;">Deze code hebben we ook per sms naar 06 4188 2730 gestuurd en is 24 uur geldig.</p>
<p>Vragen? Bel 020 808 44 11 (ma-za 8:00-21:00) of <a href="https://belnet.example/hulp" style="color:#5b2a86;">chat met ons</a>.</p>
<p>Groet,<br>Belnet Mobiel</p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#9c90ab;background:#faf8fc;">Belnet Mobiel B.V. &middot; Postbus 22061 &middot; 1100 CB Amsterdam</td></tr>
</table>
</td></tr></table>
</body></html>
""")


# ==========================================================================
# Polish (pl)
# ==========================================================================

M(lang="pl", kind="booking_ref",
  frm=("Bałtycka Kolej", "bilety@baltyckakolej.example"),
  to=("Anna Zielińska", "anna.zielinska@poczta.example"),
  subject="Twój bilet: Gdańsk Główny - Warszawa Centralna, 21.03.2025",
  date="Tue, 18 Mar 2025 20:44:13 +0100",
  charset="iso-8859-2", text_cte="quoted-printable",
  otp=None, link=None,
  text="""Dzień dobry,

dziękujemy za zakup biletu w Bałtyckiej Kolei. Bilet w formacie PDF
znajdziesz w załączniku do kolejnej wiadomości oraz w aplikacji.

Numer biletu:     BK 2025 0487711
Kod rezerwacji:   7RTK2P
Pociąg:           EIC 5321 "Kaszub"
Data:             piątek, 21.03.2025
Odjazd:           Gdańsk Główny, godz. 08:12, peron 2, tor 4
Przyjazd:         Warszawa Centralna, godz. 11:05
Miejsce:          wagon 7, miejsce 45 (okno, strefa ciszy)
Pasażer:          Anna Zielińska, ulga ustawowa 51% (student)
Cena:             84,63 zł (w tym VAT 8%)

Bilet jest ważny wyłącznie z legitymacją studencką.
Zwrot biletu jest możliwy do 15 minut przed odjazdem pociągu - w aplikacji
lub w kasie biletowej (potrącamy 15% odstępnego).

Szerokiej drogi!
Zespół Bałtyckiej Kolei

Infolinia: 22 391 97 57 (całodobowo)
Bałtycka Kolej S.A., ul. Podwale Grodzkie 2, 80-895 Gdańsk
NIP 583-000-11-22, KRS 0000912345
""")

M(lang="pl", kind="booking_ref",
  frm=("Hotel Pod Sową", "recepcja@hotelpodsowa.example"),
  to=("Piotr Wasilewski", "p.wasilewski@skrzynka.example"),
  subject="Potwierdzenie rezerwacji nr 88231457 - Hotel Pod Sową, Kraków",
  date="Fri, 07 Feb 2025 12:30:58 +0100",
  text_cte="8bit", html_cte="quoted-printable",
  otp=None, link=None,
  text="""Szanowny Panie Piotrze,

z przyjemnością potwierdzamy rezerwację w Hotelu Pod Sową.

Numer rezerwacji:                  88231457
PIN do zarządzania rezerwacją:     4471
Przyjazd:                          piątek, 14 marca 2025 (zameldowanie od 15:00)
Wyjazd:                            niedziela, 16 marca 2025 (wymeldowanie do 11:00)
Pokój:                             Dwuosobowy Deluxe z widokiem na Wawel, 2 noce
Goście:                            2 osoby dorosłe
Śniadanie:                         wliczone (7:00-10:30)
Cena całkowita:                    1 180,00 zł (590,00 zł za noc)
Opłata miejscowa:                  2 x 2 x 3,20 zł, płatna na miejscu

Bezpłatne anulowanie do 12 marca 2025, godz. 23:59.
Numer rezerwacji i PIN będą potrzebne przy zmianie lub anulowaniu
rezerwacji przez naszą stronę.

Parking: 60 zł za dobę, prosimy o wcześniejszą informację.

Do zobaczenia w Krakowie!
Recepcja Hotelu Pod Sową
tel. +48 12 421 55 80

Hotel Pod Sową Sp. z o.o., ul. Kanonicza 19, 31-002 Kraków
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="background:#efe9e1;margin:0;padding:24px 0;font-family:Georgia,serif;color:#35302a;">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:28px 36px 10px;text-align:center;">
  <img src="https://hotelpodsowa.example/mail/sowa.png" width="64" height="64" alt="Hotel Pod Sową"><br>
  <span style="font-size:13px;letter-spacing:3px;color:#8b7d6b;">HOTEL POD SOWĄ &middot; KRAKÓW</span>
</td></tr>
<tr><td style="padding:16px 36px;font-size:15px;line-height:23px;">
  <p>Szanowny Panie Piotrze,</p>
  <p>z przyjemnością potwierdzamy rezerwację w Hotelu Pod Sową.</p>
  <table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:1px solid #e3dacd;border-bottom:1px solid #e3dacd;">
    <tr><td style="color:#8b7d6b;">Numer rezerwacji</td><td><b>88231457</b></td></tr>
    <tr><td style="color:#8b7d6b;">PIN do zarządzania rezerwacją</td><td><b>4471</b></td></tr>
    <tr><td style="color:#8b7d6b;">Przyjazd</td><td>piątek, 14 marca 2025 (zameldowanie od 15:00)</td></tr>
    <tr><td style="color:#8b7d6b;">Wyjazd</td><td>niedziela, 16 marca 2025 (wymeldowanie do 11:00)</td></tr>
    <tr><td style="color:#8b7d6b;">Pokój</td><td>Dwuosobowy Deluxe z widokiem na Wawel, 2 noce</td></tr>
    <tr><td style="color:#8b7d6b;">Goście</td><td>2 osoby dorosłe</td></tr>
    <tr><td style="color:#8b7d6b;">Śniadanie</td><td>wliczone (7:00-10:30)</td></tr>
    <tr><td style="color:#8b7d6b;">Cena całkowita</td><td>1 180,00 zł (590,00 zł za noc)</td></tr>
    <tr><td style="color:#8b7d6b;">Opłata miejscowa</td><td>2 x 2 x 3,20 zł, płatna na miejscu</td></tr>
  </table>
  <p>Bezpłatne anulowanie do 12 marca 2025, godz. 23:59. Numer rezerwacji i PIN będą potrzebne przy zmianie
  lub anulowaniu rezerwacji przez <a href="https://hotelpodsowa.example/moja-rezerwacja" style="color:#8b5e34;">naszą stronę</a>.</p>
  <p>Parking: 60 zł za dobę, prosimy o wcześniejszą informację.</p>
  <p>Do zobaczenia w Krakowie!<br>Recepcja Hotelu Pod Sową<br>tel. +48 12 421 55 80</p>
</td></tr>
<tr><td style="padding:14px 36px;background:#35302a;color:#cfc5b8;font-size:11px;">
  Hotel Pod Sową Sp. z o.o., ul. Kanonicza 19, 31-002 Kraków
</td></tr>
</table>
</body></html>
""")

M(lang="pl", kind="newsletter_numbers",
  frm=("Kurier Lotny", "powiadomienia@kurierlotny.example"),
  to=("", "m.kaczmarek@poczta.example"),
  subject="Przesyłka 620049817734512 będzie u Ciebie jutro",
  date="Mon, 10 Mar 2025 19:02:47 +0100",
  html_cte="base64",
  otp=None, link=None,
  html="""<!DOCTYPE html>
<html lang="pl"><head><meta charset="utf-8"><title>Kurier Lotny</title></head>
<body style="margin:0;background:#f2f2f2;font-family:Arial,Helvetica,sans-serif;color:#222;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f2f2f2;"><tr><td align="center" style="padding:20px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
  <tr><td style="background:#ffcc00;padding:16px 24px;font-size:22px;font-weight:bold;color:#1a1a1a;">KURIER LOTNY</td></tr>
  <tr><td style="padding:24px;">
    <h2 style="margin:0 0 12px;font-size:20px;">Twoja przesyłka jest już w drodze</h2>
    <p style="font-size:14px;line-height:21px;">Dzień dobry, przesyłka od nadawcy <b>Sklep Meblowy Dębina</b> została przekazana kurierowi
    i zostanie doręczona <b>we wtorek, 11.03.2025, w godz. 10:00-14:00</b>.</p>
    <table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;background:#fafafa;border:1px solid #e5e5e5;">
      <tr><td style="color:#777;">Numer przesyłki</td><td><b>620049817734512</b></td></tr>
      <tr><td style="color:#777;">Numer zamówienia nadawcy</td><td>DEB/2025/03/01184</td></tr>
      <tr><td style="color:#777;">Liczba paczek</td><td>2 (waga łączna 18,4 kg)</td></tr>
      <tr><td style="color:#777;">Adres doręczenia</td><td>ul. Lipowa 12/4, 05-800 Pruszków</td></tr>
      <tr><td style="color:#777;">Pobranie</td><td>329,99 zł (płatność kartą lub BLIK u kuriera)</td></tr>
      <tr><td style="color:#777;">Kurier</td><td>Tomasz, tel. 512 604 318</td></tr>
    </table>
    <p style="margin:22px 0;"><a href="https://kurierlotny.example/sledzenie/620049817734512" style="background:#1a1a1a;color:#ffcc00;padding:11px 20px;text-decoration:none;font-weight:bold;">Śledź przesyłkę</a>
    &nbsp; <a href="https://kurierlotny.example/zmien-termin/620049817734512" style="color:#1a1a1a;">Zmień termin doręczenia</a></p>
    <p style="font-size:12px;color:#777;">Nie będzie Cię w domu? Do 10.03.2025, godz. 23:00 możesz przekierować paczkę do punktu odbioru
    (najbliższy: PL-WAW-0412, ul. Bohaterów Warszawy 3, 800 m).</p>
  </td></tr>
  <tr><td style="padding:14px 24px;background:#1a1a1a;color:#aaa;font-size:11px;line-height:17px;">
    Infolinia 801 400 900 lub 22 577 00 90 (pn.-pt. 8:00-20:00, sob. 8:00-14:00)<br>
    Kurier Lotny Sp. z o.o., ul. Żwirki i Wigury 16, 02-092 Warszawa, NIP 522-301-44-55
  </td></tr>
</table>
</td></tr></table>
</body></html>
""")

M(lang="pl", kind="newsletter_numbers",
  frm=("Elektromarket Wisła", "newsletter@elektromarketwisla.example"),
  to=("", "lukasz.nowicki@skrzynka.example"),
  subject="Wiosenne wyprzedaże: do -40% na AGD i 10 rat 0%",
  date="Thu, 20 Mar 2025 07:30:00 +0100",
  headers=[("List-Unsubscribe", "<https://elektromarketwisla.example/newsletter/wypisz?id=a81c0f77e2>"),
           ("Precedence", "bulk")],
  text_cte="quoted-printable", html_cte="quoted-printable",
  otp=None, link=None,
  text="""ELEKTROMARKET WISŁA - newsletter nr 12/2025

Wiosenne wyprzedaże trwają do 31.03.2025!

* Pralka Frania X7, 8 kg, 1400 obr./min (nr kat. 118204)
  1 899,00 zł -> 1 299,00 zł (-32%)
* Odkurzacz bezprzewodowy Wichura 25V (nr kat. 120517)
  749,00 zł -> 449,00 zł (-40%)
* Ekspres ciśnieniowy Poranek 15 bar (nr kat. 097731)
  1 299,00 zł -> 999,00 zł, albo 10 rat 0% po 99,90 zł

Dodatkowe -15% na małe AGD z kodem rabatowym WIOSNA25
(ważny do 31.03.2025, nie łączy się z innymi promocjami, min. wartość koszyka 200 zł).

Darmowa dostawa od 99 zł. Odbiór w 48 sklepach w całej Polsce.

Pytania? Zadzwoń: 22 100 20 30 (pn.-sob. 8:00-20:00)

Elektromarket Wisła S.A., Al. Jerozolimskie 181, 02-222 Warszawa
KRS 0000123987, NIP 701-055-12-34, kapitał zakładowy 12 500 000 zł

Nie chcesz otrzymywać newslettera? Wypisz się:
https://elektromarketwisla.example/newsletter/wypisz?id=a81c0f77e2
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e9eef5;font-family:Arial,sans-serif;">
<div style="text-align:center;font-size:11px;color:#7f8ea3;padding:8px;">Newsletter nr 12/2025 &middot;
<a href="https://elektromarketwisla.example/newsletter/web/12-2025?id=a81c0f77e2" style="color:#7f8ea3;">Zobacz w przeglądarce</a></div>
<table align="center" width="620" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#0046ad;color:#fff;padding:20px 24px;font-size:24px;font-weight:bold;">ELEKTROMARKET <span style="color:#ffd200;">WISŁA</span></td></tr>
<tr><td style="padding:20px 24px;font-size:22px;font-weight:bold;color:#0046ad;">Wiosenne wyprzedaże trwają do 31.03.2025!</td></tr>
<tr><td style="padding:0 24px;">
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;">
<tr><td width="120"><img src="https://img.elektromarketwisla.example/p/118204.jpg" width="110" alt="Pralka Frania X7"></td>
<td><b>Pralka Frania X7, 8 kg, 1400 obr./min</b><br><span style="color:#999;">nr kat. 118204</span><br>
<s>1 899,00 zł</s> <span style="color:#d40000;font-size:18px;font-weight:bold;">1 299,00 zł</span> (-32%)</td></tr>
<tr><td><img src="https://img.elektromarketwisla.example/p/120517.jpg" width="110" alt="Odkurzacz Wichura 25V"></td>
<td><b>Odkurzacz bezprzewodowy Wichura 25V</b><br><span style="color:#999;">nr kat. 120517</span><br>
<s>749,00 zł</s> <span style="color:#d40000;font-size:18px;font-weight:bold;">449,00 zł</span> (-40%)</td></tr>
<tr><td><img src="https://img.elektromarketwisla.example/p/097731.jpg" width="110" alt="Ekspres Poranek"></td>
<td><b>Ekspres ciśnieniowy Poranek 15 bar</b><br><span style="color:#999;">nr kat. 097731</span><br>
<s>1 299,00 zł</s> <span style="color:#d40000;font-size:18px;font-weight:bold;">999,00 zł</span> albo 10 rat 0% po 99,90 zł</td></tr>
</table></td></tr>
<tr><td style="padding:18px 24px;">
<div style="border:2px dashed #0046ad;padding:14px;text-align:center;font-size:15px;">
Dodatkowe <b>-15%</b> na małe AGD z kodem rabatowym<br>
<span style="font-size:26px;font-weight:bold;letter-spacing:3px;color:#0046ad;">WIOSNA25</span><br>
<span style="font-size:11px;color:#888;">ważny do 31.03.2025, nie łączy się z innymi promocjami, min. wartość koszyka 200 zł</span></div>
</td></tr>
<tr><td style="padding:0 24px 18px;font-size:13px;color:#444;">Darmowa dostawa od 99 zł. Odbiór w 48 sklepach w całej Polsce.
Pytania? Zadzwoń: 22 100 20 30 (pn.-sob. 8:00-20:00)</td></tr>
<tr><td style="padding:14px 24px;background:#f4f6f9;font-size:10px;color:#8a94a3;line-height:15px;">
Elektromarket Wisła S.A., Al. Jerozolimskie 181, 02-222 Warszawa, KRS 0000123987, NIP 701-055-12-34, kapitał zakładowy 12 500 000 zł.<br>
<a href="https://elektromarketwisla.example/newsletter/wypisz?id=a81c0f77e2" style="color:#8a94a3;">Wypisz się z newslettera</a> &middot;
<a href="https://elektromarketwisla.example/polityka-prywatnosci" style="color:#8a94a3;">Polityka prywatności</a>
</td></tr>
</table>
<img src="https://t.elektromarketwisla.example/open/a81c0f77e2/12-2025.gif" width="1" height="1" alt="">
</body></html>
""")

M(lang="pl", kind="username_digits",
  frm=("Gryfon Gry", "konto@gryfongry.example"),
  to=("", "kuba.sadowski@poczta.example"),
  subject="Cześć kuba_2003! Twoje podsumowanie sezonu 7",
  date="Sun, 06 Apr 2025 15:20:11 +0200",
  text_cte="8bit", html_cte="8bit",
  otp=None, link=None,
  text="""Cześć kuba_2003!

Sezon 7 dobiegł końca. Oto jak Ci poszło:

Konto:            kuba_2003
Poziom:           47 (+6 w tym sezonie)
Punkty sezonu:    12 850
Miejsce w rankingu: 1 204 z 58 117 graczy (top 3%)
Rozegrane mecze:  312, wygrane: 171 (54,8%)
Najdłuższa seria: 9 zwycięstw (22.03.2025)

Nagroda za sezon: skrzynia "Srebrny Gryf" czeka w Twoim ekwipunku do 30.04.2025.

Sezon 8 startuje 08.04.2025 o 18:00.

Do zobaczenia na arenie!
Ekipa Gryfon Gry

Ustawienia powiadomień: https://gryfongry.example/konto/powiadomienia
Gryfon Gry Sp. z o.o., ul. Piotrkowska 148, 90-063 Łódź
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="background:#14121f;margin:0;font-family:Verdana,sans-serif;color:#e8e4ff;">
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#211d33;">
<tr><td style="padding:22px 28px;font-size:24px;font-weight:bold;color:#ffb627;">GRYFON GRY</td></tr>
<tr><td style="padding:0 28px 20px;font-size:15px;line-height:23px;">
<p>Cześć <b>kuba_2003</b>!</p>
<p>Sezon 7 dobiegł końca. Oto jak Ci poszło:</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;background:#2b2642;border-radius:6px;">
<tr><td style="color:#a39dc4;">Konto</td><td>kuba_2003</td></tr>
<tr><td style="color:#a39dc4;">Poziom</td><td>47 (+6 w tym sezonie)</td></tr>
<tr><td style="color:#a39dc4;">Punkty sezonu</td><td style="color:#ffb627;font-weight:bold;">12 850</td></tr>
<tr><td style="color:#a39dc4;">Miejsce w rankingu</td><td>1 204 z 58 117 graczy (top 3%)</td></tr>
<tr><td style="color:#a39dc4;">Rozegrane mecze</td><td>312, wygrane: 171 (54,8%)</td></tr>
<tr><td style="color:#a39dc4;">Najdłuższa seria</td><td>9 zwycięstw (22.03.2025)</td></tr>
</table>
<p>Nagroda za sezon: skrzynia <b>&bdquo;Srebrny Gryf&rdquo;</b> czeka w Twoim ekwipunku do 30.04.2025.</p>
<p>Sezon 8 startuje <b>08.04.2025 o 18:00</b>.</p>
<p>Do zobaczenia na arenie!<br>Ekipa Gryfon Gry</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#77719a;border-top:1px solid #34304d;">
<a href="https://gryfongry.example/konto/powiadomienia" style="color:#77719a;">Ustawienia powiadomień</a> &middot;
Gryfon Gry Sp. z o.o., ul. Piotrkowska 148, 90-063 Łódź</td></tr>
</table>
</body></html>
""")

M(lang="pl", kind="several_codes",
  frm=("Skrytka", "bezpieczenstwo@skrytka.example"),
  to=("Marta Lewandowska", "marta.lewandowska@poczta.example"),
  subject="Twoje kody zapasowe do weryfikacji dwuetapowej",
  date="Wed, 19 Mar 2025 21:12:36 +0100",
  text_cte="quoted-printable", html_cte="quoted-printable",
  otp="77310492", shown="7731-0492", link=None,
  text="""Cześć Marta,

właśnie włączasz weryfikację dwuetapową w Skrytce. Poniżej znajdziesz
8 kodów zapasowych. Każdy z nich działa tylko raz i przyda się, gdy nie
będziesz mieć dostępu do telefonu.

  1. 4821-9930      5. 6650-2187
  2. 1047-5562      6. 3398-7741
  3. 7731-0492      7. 9012-4468
  4. 2285-6619      8. 5576-0833

Aby dokończyć konfigurację i potwierdzić, że zapisałaś kody, wpisz teraz
na stronie kod nr 3:

    7731-0492

Zostanie on od razu zużyty. Pozostałe 7 kodów wydrukuj lub zapisz
w menedżerze haseł - nie przechowuj ich w tej skrzynce.

Jeśli to nie Ty włączasz weryfikację, zmień hasło:
https://skrytka.example/konto/bezpieczenstwo

Pozdrawiamy,
Zespół Skrytki

Skrytka sp. z o.o., ul. Grabiszyńska 241, 53-234 Wrocław
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Segoe UI,Arial,sans-serif;background:#f5f7fa;margin:0;padding:30px 0;color:#1f2933;">
<div style="max-width:540px;margin:0 auto;background:#fff;border-radius:8px;padding:30px;">
<p style="font-weight:bold;font-size:18px;color:#3e4c59;">&#128274; Skrytka</p>
<p>Cześć Marta,</p>
<p>właśnie włączasz weryfikację dwuetapową w Skrytce. Poniżej znajdziesz 8 kodów zapasowych.
Każdy z nich działa tylko raz i przyda się, gdy nie będziesz mieć dostępu do telefonu.</p>
<table cellpadding="6" cellspacing="0" style="font-family:Consolas,monospace;font-size:16px;background:#f0f4f8;border-radius:6px;margin:10px 0;">
<tr><td>1. 4821-9930</td><td>5. 6650-2187</td></tr>
<tr><td>2. 1047-5562</td><td>6. 3398-7741</td></tr>
<tr><td>3. 7731-0492</td><td>7. 9012-4468</td></tr>
<tr><td>4. 2285-6619</td><td>8. 5576-0833</td></tr>
</table>
<p>Aby dokończyć konfigurację i potwierdzić, że zapisałaś kody, <b>wpisz teraz na stronie kod nr 3</b>:</p>
<p style="font-family:Consolas,monospace;font-size:26px;font-weight:bold;color:#0f609b;">7731-0492</p>
<p>Zostanie on od razu zużyty. Pozostałe 7 kodów wydrukuj lub zapisz w menedżerze haseł &ndash; nie przechowuj ich w tej skrzynce.</p>
<p style="font-size:13px;color:#7b8794;">Jeśli to nie Ty włączasz weryfikację,
<a href="https://skrytka.example/konto/bezpieczenstwo" style="color:#7b8794;">zmień hasło</a>.</p>
<p>Pozdrawiamy,<br>Zespół Skrytki</p>
<p style="font-size:11px;color:#9aa5b1;">Skrytka sp. z o.o., ul. Grabiszyńska 241, 53-234 Wrocław</p>
</div>
</body></html>
""")

M(lang="pl", kind="reset_in_code_mail",
  frm=("Chmurka Dysk", "no-reply@chmurka.example"),
  to=("", "jan.wrobel@skrzynka.example"),
  subject="Kod logowania do Chmurki",
  date="Sat, 15 Mar 2025 23:47:09 +0100",
  html_cte="quoted-printable",
  otp="559021", shown="559 021", link=None,
  html="""<!DOCTYPE html>
<html lang="pl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eaf4fc;font-family:Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;">
<tr><td style="padding:26px 32px 0;"><img src="https://chmurka.example/static/mail/logo.png" alt="Chmurka" width="110" height="30"></td></tr>
<tr><td style="padding:18px 32px;font-size:15px;line-height:23px;color:#23313f;">
<p>Dzień dobry,</p>
<p>ktoś próbuje zalogować się do Twojego konta Chmurka z nowego urządzenia:</p>
<p style="font-size:13px;color:#5f7386;">Przeglądarka: Firefox 136 (Windows)<br>Lokalizacja: Poznań, Polska (przybliżona)<br>Czas: 15.03.2025, 23:46</p>
<p>Twój kod logowania:</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:5px;color:#1670c2;margin:6px 0 16px;">559 021</p>
<p>Kod jest ważny przez 10 minut. Nigdy nie podawaj go innym osobom.</p>
</td></tr>
<tr><td style="padding:0 32px 24px;font-size:13px;line-height:20px;color:#5f7386;">
<div style="background:#fff4e5;border-left:4px solid #f59e0b;padding:12px 14px;">
<b>To nie Ty?</b> Ktoś może znać Twoje hasło.
<a href="https://chmurka.example/haslo/reset?t=8JqX2vLm0R5sWb91&amp;src=login-alert" style="color:#b45309;">Zresetuj hasło</a>
i sprawdź <a href="https://chmurka.example/konto/urzadzenia" style="color:#b45309;">listę zalogowanych urządzeń</a>.
</div>
</td></tr>
<tr><td style="padding:14px 32px;font-size:11px;color:#8fa1b3;border-top:1px solid #e3edf5;">
Chmurka Dysk sp. z o.o. &middot; ul. Marszałkowska 87, 00-683 Warszawa &middot;
<a href="https://chmurka.example/pomoc" style="color:#8fa1b3;">Pomoc</a></td></tr>
</table>
</td></tr></table>
</body></html>
""")

M(lang="pl", kind="no_code_word",
  frm=("Zielony Koszyk", "witamy@zielonykoszyk.example"),
  to=("", "ewa.majewska@poczta.example"),
  subject="Potwierdź swój adres e-mail",
  date="Mon, 24 Mar 2025 10:58:21 +0100",
  text_cte="8bit",
  otp="804117", shown="804 117", link=None,
  text="""Dzień dobry!

Dziękujemy za założenie konta w Zielonym Koszyku - świeże warzywa
od rolników z Mazowsza, dowozimy w 24 godziny.

Aby dokończyć rejestrację, wpisz na stronie te cyfry:

    804 117

Są ważne przez 30 minut. Jeśli to nie Ty zakładałeś konto, po prostu
zignoruj tę wiadomość.

Na dobry początek: darmowa dostawa przy pierwszym zamówieniu powyżej 120 zł.

Smacznego!
Zielony Koszyk

Biuro obsługi klienta: 22 290 41 41, pn.-pt. 7:00-19:00
Zielony Koszyk sp. z o.o., ul. Ogrodowa 58, 00-876 Warszawa
""")

M(lang="pl", kind="subject_only",
  frm=("Zakupownia", "kod@zakupownia.example"),
  to=("", "grzegorz.pawlak@skrzynka.example"),
  subject="482913 - Twój kod weryfikacyjny Zakupownia",
  date="Fri, 28 Mar 2025 14:03:55 +0100",
  text_cte="quoted-printable", html_cte="quoted-printable",
  otp="482913", shown="482913", link=None,
  text="""Zakupownia

Cześć,

aby zalogować się do Zakupowni, użyj kodu podanego w temacie tej wiadomości.
Kod wygaśnie za 10 minut.

Nie prosiłeś o kod? Nic nie musisz robić - bez kodu nikt nie zaloguje się
na Twoje konto.

Zespół Zakupowni
Zakupownia S.A., ul. Półwiejska 42, 61-888 Poznań, infolinia 61 555 12 00
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;color:#333;background:#fff;">
<div style="max-width:500px;margin:20px auto;">
<div style="font-size:22px;font-weight:bold;color:#ff5a1f;margin-bottom:16px;">Zakupownia</div>
<p>Cześć,</p>
<p>aby zalogować się do Zakupowni, użyj kodu podanego w temacie tej wiadomości. Kod wygaśnie za 10 minut.</p>
<p>Nie prosiłeś o kod? Nic nie musisz robić &ndash; bez kodu nikt nie zaloguje się na Twoje konto.</p>
<p>Zespół Zakupowni</p>
<p style="font-size:11px;color:#999;border-top:1px solid #eee;padding-top:8px;">Zakupownia S.A., ul. Półwiejska 42, 61-888 Poznań, infolinia 61 555 12 00</p>
</div>
</body></html>
""")

M(lang="pl", kind="magic_link",
  frm=("Kalendarzyk", "hej@kalendarzyk.example"),
  to=("Ola Dąbrowska", "ola.dabrowska@poczta.example"),
  subject="Twój link do logowania w Kalendarzyku",
  date="Tue, 01 Apr 2025 08:21:40 +0200",
  headers=[("List-Unsubscribe", "<https://kalendarzyk.example/wypisz?u=ola.dabrowska%40poczta.example&sig=f00c1e>")],
  text_cte="quoted-printable", html_cte="quoted-printable",
  otp=None,
  link="https://t.kalendarzyk.example/r/?id=h71f2c0a&url=https%3A%2F%2Fkalendarzyk.example%2Fauth%2Fmagic%3Ftoken%3DmQ7rV2xK9pLw4Zt8nB3c%26next%3D%252Fdzis",
  link_alt=["https://kalendarzyk.example/auth/magic?token=mQ7rV2xK9pLw4Zt8nB3c&next=%2Fdzis"],
  text="""Cześć Ola!

Kliknij w poniższy link, aby zalogować się do Kalendarzyka na tym urządzeniu:

https://kalendarzyk.example/auth/magic?token=mQ7rV2xK9pLw4Zt8nB3c&next=%2Fdzis

Link jest ważny 15 minut i można go użyć tylko raz.

Nie prosiłaś o logowanie? Zgłoś to nam: https://kalendarzyk.example/zglos?ref=mQ7r
Pomoc: https://kalendarzyk.example/pomoc

--
Kalendarzyk, ul. Długa 14, 31-147 Kraków
Wypisz się z wiadomości o nowościach:
https://kalendarzyk.example/wypisz?u=ola.dabrowska%40poczta.example&sig=f00c1e
""",
  html="""<!DOCTYPE html>
<html lang="pl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;padding:0;background:#fff7f2;font-family:Nunito,Arial,sans-serif;">
<p style="text-align:center;font-size:11px;color:#b59c8c;margin:10px 0;">
<a href="https://t.kalendarzyk.example/r/?id=h71f2c01&amp;url=https%3A%2F%2Fkalendarzyk.example%2Fmail%2Fpodglad%2Fh71f2c" style="color:#b59c8c;">Wyświetl w przeglądarce</a></p>
<table align="center" width="500" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;">
<tr><td style="padding:32px 36px 8px;text-align:center;">
  <img src="https://kalendarzyk.example/img/mail/kalendarz-ikona.png" width="56" height="56" alt="">
  <h1 style="font-size:22px;color:#3d2c22;margin:14px 0 0;">Cześć Ola!</h1>
</td></tr>
<tr><td style="padding:10px 36px;text-align:center;font-size:15px;line-height:23px;color:#5c4a3f;">
  Kliknij w przycisk, aby zalogować się do Kalendarzyka na tym urządzeniu.
</td></tr>
<tr><td style="padding:20px 36px;text-align:center;">
  <a href="https://t.kalendarzyk.example/r/?id=h71f2c0a&amp;url=https%3A%2F%2Fkalendarzyk.example%2Fauth%2Fmagic%3Ftoken%3DmQ7rV2xK9pLw4Zt8nB3c%26next%3D%252Fdzis" style="display:inline-block;background:#ff7a45;color:#fff;font-weight:bold;font-size:16px;padding:14px 30px;border-radius:30px;text-decoration:none;">Zaloguj się</a>
</td></tr>
<tr><td style="padding:0 36px 26px;text-align:center;font-size:13px;color:#a08b7e;">
  Link jest ważny 15 minut i można go użyć tylko raz.<br>
  Nie prosiłaś o logowanie? <a href="https://t.kalendarzyk.example/r/?id=h71f2c0b&amp;url=https%3A%2F%2Fkalendarzyk.example%2Fzglos%3Fref%3DmQ7r" style="color:#a08b7e;">Zgłoś to nam</a>.
</td></tr>
</table>
<p style="text-align:center;font-size:11px;color:#b59c8c;line-height:18px;margin:16px 0;">
<a href="https://t.kalendarzyk.example/r/?id=h71f2c0c&amp;url=https%3A%2F%2Fkalendarzyk.example%2Fpomoc" style="color:#b59c8c;">Pomoc</a> &middot;
<a href="https://t.kalendarzyk.example/r/?id=h71f2c0d&amp;url=https%3A%2F%2Fkalendarzyk.example%2Fprywatnosc" style="color:#b59c8c;">Prywatność</a> &middot;
<a href="https://kalendarzyk.example/wypisz?u=ola.dabrowska%40poczta.example&amp;sig=f00c1e" style="color:#b59c8c;">Wypisz się</a><br>
Kalendarzyk, ul. Długa 14, 31-147 Kraków</p>
<img src="https://t.kalendarzyk.example/o/h71f2c.png" width="1" height="1" alt="" border="0">
</body>
</html>
""")

M(lang="pl", kind="new_and_old_code",
  frm=("Portal Pacjenta Medikon", "portal@medikon.example"),
  to=("", "b.krawczyk@poczta.example"),
  subject="Nowy kod dostępu do Portalu Pacjenta",
  date="Wed, 09 Apr 2025 07:05:18 +0200",
  charset="iso-8859-2", text_cte="quoted-printable", html_cte="base64",
  otp="208664", shown="208 664", link=None,
  text="""Szanowna Pani,

na Pani prośbę wygenerowaliśmy nowy kod dostępu do Portalu Pacjenta Medikon.

Nowy kod:  208 664

Poprzedni kod (713 590) został unieważniony i nie zadziała.
Nowy kod jest ważny przez 15 minut.

Przypominamy o wizycie: 11.04.2025, godz. 09:40, gabinet 14,
lek. Katarzyna Nowak, poradnia kardiologiczna.

Z wyrazami szacunku,
Centrum Medyczne Medikon
ul. Zielona 27, 20-082 Lublin, rejestracja: 81 532 40 40
""",
  html="""<html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-2"></head>
<body style="font-family:Tahoma,Arial,sans-serif;font-size:14px;color:#203040;">
<table width="560" cellpadding="14" cellspacing="0" style="border:1px solid #cde0e8;">
<tr><td style="background:#00818a;color:#fff;font-size:18px;">Portal Pacjenta Medikon</td></tr>
<tr><td>
<p>Szanowna Pani,</p>
<p>na Pani prośbę wygenerowaliśmy nowy kod dostępu do Portalu Pacjenta Medikon.</p>
<p>Nowy kod: <span style="font-size:24px;font-weight:bold;color:#00818a;">208 664</span></p>
<p style="color:#7a8a99;">Poprzedni kod (713 590) został unieważniony i nie zadziała. Nowy kod jest ważny przez 15 minut.</p>
<p>Przypominamy o wizycie: <b>11.04.2025, godz. 09:40</b>, gabinet 14, lek. Katarzyna Nowak, poradnia kardiologiczna.</p>
<p>Z wyrazami szacunku,<br>Centrum Medyczne Medikon<br>
<span style="font-size:12px;color:#7a8a99;">ul. Zielona 27, 20-082 Lublin, rejestracja: 81 532 40 40</span></p>
</td></tr>
</table>
</body></html>
""")

M(lang="pl", kind="prefix_code",
  frm=("Paragonik", "weryfikacja@paragonik.example"),
  to=("", "tomasz.zajac@skrzynka.example"),
  subject="Paragonik: potwierdź logowanie w aplikacji",
  date="Thu, 03 Apr 2025 19:36:02 +0200",
  text_cte="7bit",
  otp="660183", shown="PM-660183", link=None,
  text="""Paragonik - wszystkie paragony w jednym miejscu

Czesc Tomek,

logujesz sie do aplikacji Paragonik na nowym telefonie (Samsung Galaxy A55).

Twoj kod: PM-660183

W aplikacji wpisz wylacznie cyfry - litery PM sa tylko oznaczeniem naszej
uslugi. Kod wazny 5 minut.

W marcu zeskanowales 37 paragonow na laczna kwote 2 418,60 zl.
Najwiekszy wydatek: Market Osiedlowy, 12.03.2025, 312,47 zl.

Pozdrawiamy,
Paragonik

Paragonik sp. z o.o., ul. Mickiewicza 10, 40-092 Katowice
""")


# ==========================================================================
# Swedish (sv)
# ==========================================================================

M(lang="sv", kind="booking_ref",
  frm=("Skärgårdslinjen", "bokning@skargardslinjen.example"),
  to=("Karin Lindqvist", "karin.lindqvist@brevlada.example"),
  subject="Bokningsbekräftelse 4KJ8TZ - Stockholm-Mariehamn 18 juni",
  date="Mon, 12 May 2025 14:22:37 +0200",
  text_cte="8bit", html_cte="quoted-printable",
  otp=None, link=None,
  text="""Hej Karin!

Tack för din bokning hos Skärgårdslinjen. Här är din bekräftelse.

Bokningsnummer:  4KJ8TZ
Avgång:          onsdag 18 juni 2025 kl. 21:00, Stockholm (Värtahamnen)
Ankomst:         torsdag 19 juni 2025 kl. 06:55, Mariehamn
Hytt:            B4, 2-bädds insides, däck 6, hyttnr 6127
Resenärer:       2 vuxna, 1 barn (7 år)
Fordon:          Personbil, reg.nr ABC 123, max 6 m
Måltider:        Skärgårdsbuffé 2 x 429 kr, barn 1 x 189 kr

Totalt att betala:  2 892 kr (varav moms 12 %: 309,86 kr)
Betalt med kort:    ****  ****  ****  5512, 12 maj 2025

Incheckning för bil stänger 45 minuter före avgång. Ta med giltig
legitimation för alla resenärer, även barn.

Ändra eller avboka: logga in på skargardslinjen.example/minbokning med
bokningsnummer och efternamn.

Trevlig resa!
Skärgårdslinjen Kundservice
08-520 114 00 (vardagar 08-20, helger 09-17)

Skärgårdslinjen AB, Tegelbacken 4, 111 52 Stockholm, org.nr 556677-8899
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e6f0f5;font-family:Arial,sans-serif;color:#0e2a3b;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#0a4d68;padding:20px 26px;color:#fff;font-size:21px;">Skärgårdslinjen</td></tr>
<tr><td style="padding:22px 26px;font-size:14px;line-height:21px;">
<p>Hej Karin!</p>
<p>Tack för din bokning hos Skärgårdslinjen. Här är din bekräftelse.</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#5b7b8c;width:150px;">Bokningsnummer</td><td style="font-size:20px;font-weight:bold;letter-spacing:2px;">4KJ8TZ</td></tr>
<tr><td style="color:#5b7b8c;">Avgång</td><td>onsdag 18 juni 2025 kl. 21:00, Stockholm (Värtahamnen)</td></tr>
<tr><td style="color:#5b7b8c;">Ankomst</td><td>torsdag 19 juni 2025 kl. 06:55, Mariehamn</td></tr>
<tr><td style="color:#5b7b8c;">Hytt</td><td>B4, 2-bädds insides, däck 6, hyttnr 6127</td></tr>
<tr><td style="color:#5b7b8c;">Resenärer</td><td>2 vuxna, 1 barn (7 år)</td></tr>
<tr><td style="color:#5b7b8c;">Fordon</td><td>Personbil, reg.nr ABC 123, max 6 m</td></tr>
<tr><td style="color:#5b7b8c;">Måltider</td><td>Skärgårdsbuffé 2 x 429 kr, barn 1 x 189 kr</td></tr>
<tr><td style="color:#5b7b8c;border-top:1px solid #d4e2ea;">Totalt</td><td style="border-top:1px solid #d4e2ea;"><b>2 892 kr</b> (varav moms 12 %: 309,86 kr)</td></tr>
</table>
<p>Incheckning för bil stänger 45 minuter före avgång. Ta med giltig legitimation för alla resenärer, även barn.</p>
<p><a href="https://skargardslinjen.example/minbokning" style="color:#0a4d68;font-weight:bold;">Ändra eller avboka</a> &ndash; logga in med bokningsnummer och efternamn.</p>
<p>Trevlig resa!<br>Skärgårdslinjen Kundservice<br>08-520 114 00 (vardagar 08-20, helger 09-17)</p>
</td></tr>
<tr><td style="padding:12px 26px;font-size:11px;color:#7d98a6;background:#f3f8fa;">Skärgårdslinjen AB, Tegelbacken 4, 111 52 Stockholm, org.nr 556677-8899</td></tr>
</table>
</body></html>
""")

M(lang="sv", kind="booking_ref",
  frm=("Fjällbil Hyrbilar", "kiruna@fjallbil.example"),
  to=("Henrik Ström", "henrik.strom@brevlada.example"),
  subject="Din hyrbil i Kiruna - referens VRX-20931",
  date="Tue, 28 Jan 2025 09:12:44 +0100",
  charset="iso-8859-1", text_cte="quoted-printable",
  otp=None, link=None,
  text="""Hej Henrik,

Tack för att du valt Fjällbil. Din bil väntar på dig i Kiruna.

Referens:        VRX-20931
Biltyp:          Volvo V60 Cross Country AWD eller liknande, dubbdäck
Upphämtning:     onsdag 12 februari 2025 kl. 09:30
                 Kiruna flygplats, disk i ankomsthallen
Återlämning:     onsdag 19 februari 2025 kl. 08:00, samma plats
Förare:          Henrik Ström (körkort minst 2 år)

Pris 7 dygn:              3 990 kr
Motorvärmarkabel:           120 kr
Extra förare:               202 kr
Totalt:                   4 312 kr

Deponering 5 000 kr reserveras på ditt kreditkort vid upphämtning.
Fri körsträcka 300 km/dygn, därefter 2,50 kr/km.

Försenat flyg? Ring oss på 0980-120 45 så väntar vi - disken är
bemannad till sista planet för dagen.

Välkommen till Lappland!

Fjällbil Hyrbilar
Industrivägen 8, 981 38 Kiruna
Tel 0980-120 45 * fjallbil.example
""")

M(lang="sv", kind="newsletter_numbers",
  frm=("Lingonboden", "order@lingonboden.example"),
  to=("Sara Eklund", "sara.eklund@postlada.example"),
  subject="Kvitto för order 5509213",
  date="Thu, 13 Mar 2025 20:48:03 +0100",
  html_cte="base64",
  otp=None, link=None,
  html="""<!DOCTYPE html>
<html lang="sv"><head><meta charset="utf-8"><title>Kvitto</title></head>
<body style="margin:0;background:#fbf4f4;font-family:Georgia,serif;color:#3a2020;">
<table align="center" width="580" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px auto;">
<tr><td style="padding:24px 30px;border-bottom:2px solid #b0302c;font-size:24px;color:#b0302c;">Lingonboden</td></tr>
<tr><td style="padding:22px 30px;font-family:Arial,sans-serif;font-size:14px;line-height:21px;">
<p>Hej Sara,</p>
<p>Tack för din beställning! Här är ditt kvitto.</p>
<table width="100%" cellpadding="3" cellspacing="0" style="font-size:13px;color:#6b5555;">
<tr><td>Ordernummer</td><td align="right">5509213</td></tr>
<tr><td>Orderdatum</td><td align="right">2025-03-13 20:47</td></tr>
<tr><td>Betalsätt</td><td align="right">Kort (Mastercard ****3381)</td></tr>
</table>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;margin-top:14px;border-top:1px solid #eee;">
<tr><td>Lingonsylt rårörd 400 g<br><span style="font-size:11px;color:#999;">Art.nr 10-2041</span></td><td>3 st</td><td align="right">147,00 kr</td></tr>
<tr><td>Hjortronsylt 250 g<br><span style="font-size:11px;color:#999;">Art.nr 10-2077</span></td><td>1 st</td><td align="right">119,00 kr</td></tr>
<tr><td>Knäckebröd råg, 6-pack<br><span style="font-size:11px;color:#999;">Art.nr 22-0310</span></td><td>2 st</td><td align="right">98,00 kr</td></tr>
<tr><td>Frakt (PostBud, ombud)</td><td></td><td align="right">49,00 kr</td></tr>
<tr><td style="border-top:1px solid #eee;"><b>Att betala</b></td><td style="border-top:1px solid #eee;"></td><td align="right" style="border-top:1px solid #eee;"><b>413,00 kr</b></td></tr>
<tr><td colspan="2" style="font-size:12px;color:#999;">Varav moms 12 % (livsmedel)</td><td align="right" style="font-size:12px;color:#999;">39,00 kr</td></tr>
<tr><td colspan="2" style="font-size:12px;color:#999;">Varav moms 25 % (frakt)</td><td align="right" style="font-size:12px;color:#999;">9,80 kr</td></tr>
</table>
<p style="margin-top:18px;"><b>Leveransadress</b><br>Sara Eklund<br>Skolgatan 14 B<br>753 12 Uppsala</p>
<p>Paketet skickas inom 1-2 arbetsdagar. Kollinummer: <b>00373500123456789012</b>.
<a href="https://lingonboden.example/spara/00373500123456789012" style="color:#b0302c;">Spåra paketet</a></p>
<p>Frågor? Svara på det här mejlet eller ring 018-14 22 90 (vardagar 9-16).</p>
</td></tr>
<tr><td style="padding:14px 30px;font-family:Arial,sans-serif;font-size:11px;color:#a08888;background:#fbf4f4;">
Lingonboden i Uppsala AB &middot; Kungsgatan 61 &middot; 753 21 Uppsala &middot; Org.nr 559012-3456 &middot; Momsreg.nr SE559012345601
</td></tr>
</table>
</body></html>
""")

M(lang="sv", kind="newsletter_numbers",
  frm=("IF Kvarnen", "kansliet@ifkvarnen.example"),
  to=("", "medlem.olsson@brevlada.example"),
  subject="Medlemsbrev mars 2025 - årsmöte, avgifter och vårens träningar",
  date="Sat, 01 Mar 2025 09:00:00 +0100",
  text_cte="8bit",
  otp=None, link=None,
  text="""MEDLEMSBREV MARS 2025
Idrottsföreningen Kvarnen, grundad 1946

Hej alla medlemmar!

ÅRSMÖTE
Årsmötet hålls torsdag 27 mars 2025 kl. 19:00 i klubbstugan,
Kvarnvägen 2, 582 46 Linköping. Motioner ska vara styrelsen tillhanda
senast 13 mars. Fika bjuder vi på!

MEDLEMSAVGIFT 2025
  Senior (från 20 år)      450 kr
  Junior (7-19 år)         250 kr
  Familj                   900 kr
Betala senast 31 mars till bankgiro 5123-4567 och ange OCR-nummer
7700812345 (står också på ditt medlemskort), eller Swisha till
123 456 78 90 och skriv ditt medlemsnummer i meddelandet.

VÅRENS TRÄNINGAR (från 7 april)
  Löpgruppen     tisdagar 18:00-19:15, samling vid klubbstugan
  Orientering    torsdagar 17:30, karta 1:10 000 delas ut
  Barnidrott     lördagar 10:00-11:00, Kvarnhallen, 5-9 år

Förra året var vi 612 medlemmar, varav 284 juniorer - rekord!
Tack till alla 41 ledare som ställer upp ideellt.

Hälsningar
Styrelsen, IF Kvarnen

Kansliet: 013-21 43 50 (tis och tors 17-19), kansliet@ifkvarnen.example
Vill du inte längre få medlemsbrevet? Svara "avsluta" på detta mejl.
""")

M(lang="sv", kind="username_digits",
  frm=("Bildbrunnen", "noreply@bildbrunnen.example"),
  to=("", "erik.lundgren@postlada.example"),
  subject="Din månadsstatistik för februari, erik_l77",
  date="Sat, 01 Mar 2025 07:15:42 +0100",
  text_cte="quoted-printable", html_cte="quoted-printable",
  otp=None, link=None,
  text="""Hej erik_l77!

Så här gick det för dina bilder i februari 2025:

  Visningar:          1 204   (+18 % mot januari)
  Gilla-markeringar:    317
  Nya följare:           22   (totalt 1 486)
  Mest visade bild:   "Dimma över Storsjön, 06:42"  (289 visningar)

Din bild "Norrsken vid Abisko" är uttagen till veckans topp 50 (plats 14)!

Användarnamn: erik_l77
Medlem sedan: 2017
Lagringsutrymme: 8,3 GB av 25 GB använt

Fortsätt fotografera!
Bildbrunnen

Avsluta månadsstatistik: https://bildbrunnen.example/installningar/mejl
Bildbrunnen AB, Storgatan 30, 831 30 Östersund
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#111;font-family:Helvetica,Arial,sans-serif;color:#eee;">
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#1c1c1c;">
<tr><td style="padding:24px 28px;font-size:22px;letter-spacing:1px;">bild<b>brunnen</b></td></tr>
<tr><td><img src="https://cdn.bildbrunnen.example/u/erik_l77/top/dimma-storsjon.jpg" width="560" alt="Dimma över Storsjön, 06:42" style="display:block;"></td></tr>
<tr><td style="padding:22px 28px;font-size:15px;line-height:23px;">
<p>Hej erik_l77!</p>
<p>Så här gick det för dina bilder i februari 2025:</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#999;">Visningar</td><td align="right" style="font-size:20px;">1 204</td><td style="color:#6c6;">+18 %</td></tr>
<tr><td style="color:#999;">Gilla-markeringar</td><td align="right" style="font-size:20px;">317</td><td></td></tr>
<tr><td style="color:#999;">Nya följare</td><td align="right" style="font-size:20px;">22</td><td style="color:#999;">totalt 1 486</td></tr>
</table>
<p>Mest visade bild: &rdquo;Dimma över Storsjön, 06:42&rdquo; (289 visningar).</p>
<p>Din bild &rdquo;Norrsken vid Abisko&rdquo; är uttagen till veckans topp 50 (plats 14)!</p>
<p style="font-size:13px;color:#999;">Användarnamn: erik_l77 &middot; Medlem sedan 2017 &middot; 8,3 GB av 25 GB använt</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#777;border-top:1px solid #333;">
<a href="https://bildbrunnen.example/installningar/mejl" style="color:#777;">Avsluta månadsstatistik</a> &middot; Bildbrunnen AB, Storgatan 30, 831 30 Östersund</td></tr>
</table>
</body></html>
""")

M(lang="sv", kind="username_digits",
  frm=("Matkassen Hemma", "konto@matkassenhemma.example"),
  to=("", "mats.berglund@brevlada.example"),
  subject="Inloggningskod till Matkassen Hemma",
  date="Sun, 16 Mar 2025 17:55:20 +0100",
  text_cte="8bit", html_cte="8bit",
  otp="629147", shown="62 91 47", link=None,
  text="""Hej mats1986,

Här är din inloggningskod för kontot mats1986:

62 91 47

Skriv in den i appen inom 10 minuter.

Nästa leverans: tisdag 18 mars mellan 17:00 och 21:00
(Familjekassen, 4 portioner x 5 middagar, 1 249 kr).

Ha det gott!
Matkassen Hemma

Kundservice 010-330 77 00 · Matkassen Hemma AB · Box 1120 · 164 22 Kista
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;background:#f3f7ee;margin:0;padding:24px 0;color:#213018;">
<div style="max-width:500px;margin:0 auto;background:#fff;padding:28px;border-radius:6px;">
<div style="font-size:20px;font-weight:bold;color:#4d8b31;">Matkassen Hemma</div>
<p>Hej mats1986,</p>
<p>Här är din inloggningskod för kontot <b>mats1986</b>:</p>
<div style="font-size:32px;font-weight:bold;letter-spacing:4px;text-align:center;padding:14px;background:#edf5e6;border-radius:6px;">62 91 47</div>
<p>Skriv in den i appen inom 10 minuter.</p>
<p style="font-size:13px;color:#5f6f55;">Nästa leverans: tisdag 18 mars mellan 17:00 och 21:00 (Familjekassen, 4 portioner x 5 middagar, 1 249 kr).</p>
<p>Ha det gott!<br>Matkassen Hemma</p>
<p style="font-size:11px;color:#98a58f;">Kundservice 010-330 77 00 &middot; Matkassen Hemma AB &middot; Box 1120 &middot; 164 22 Kista</p>
</div>
</body></html>
""")

M(lang="sv", kind="lowercase_alnum",
  frm=("Anteckna", "logga-in@anteckna.example"),
  to=("", "lisa.holm@postlada.example"),
  subject="Logga in på Anteckna",
  date="Wed, 02 Apr 2025 06:58:11 +0200",
  text_cte="quoted-printable", html_cte="quoted-printable",
  otp="p3xw9t2c", shown="p3xw9t2c",
  link="https://anteckna.example/logga-in/bekrafta?kod=p3xw9t2c&session=3f9a0c2d71b4",
  text="""Hej!

Någon (förhoppningsvis du) vill logga in på Anteckna med den här adressen.

Klicka på länken för att logga in direkt:
https://anteckna.example/logga-in/bekrafta?kod=p3xw9t2c&session=3f9a0c2d71b4

Eller skriv in den här engångskoden i fönstret där du loggar in:

    p3xw9t2c

Länken och koden gäller i 15 minuter.

Var det inte du? Då kan du strunta i det här mejlet.

/Anteckna
Anteckna AB · Järntorget 3 · 413 04 Göteborg
""",
  html="""<!DOCTYPE html>
<html lang="sv"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fafafa;font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#202124;">
<div style="max-width:440px;margin:40px auto;background:#fff;border:1px solid #e4e4e4;border-radius:10px;padding:32px;">
<p style="font-size:18px;font-weight:700;margin:0 0 22px;">&#9998; Anteckna</p>
<p>Hej!</p>
<p>Någon (förhoppningsvis du) vill logga in på Anteckna med den här adressen.</p>
<p style="margin:24px 0;"><a href="https://anteckna.example/logga-in/bekrafta?kod=p3xw9t2c&amp;session=3f9a0c2d71b4" style="background:#202124;color:#fff;padding:11px 22px;border-radius:6px;text-decoration:none;">Logga in</a></p>
<p>Eller skriv in den här engångskoden i fönstret där du loggar in:</p>
<p style="font-family:ui-monospace,Menlo,monospace;font-size:22px;letter-spacing:2px;background:#f1f3f4;padding:10px 14px;border-radius:6px;">p3xw9t2c</p>
<p style="font-size:13px;color:#5f6368;">Länken och koden gäller i 15 minuter. Var det inte du? Då kan du strunta i det här mejlet.</p>
<p style="font-size:11px;color:#9aa0a6;margin-top:26px;">Anteckna AB &middot; Järntorget 3 &middot; 413 04 Göteborg</p>
</div>
</body></html>
""")

M(lang="sv", kind="several_codes",
  frm=("Biljettkollen", "sakerhet@biljettkollen.example"),
  to=("Johan Sandberg", "johan.sandberg@brevlada.example"),
  subject="Dina inloggningskoder för Biljettkollen",
  date="Fri, 21 Mar 2025 12:40:29 +0100",
  text_cte="base64", html_cte="quoted-printable",
  otp="883021", shown="883 021", link=None,
  text="""Hej Johan,

Du försöker logga in på Biljettkollen. Eftersom du har både appen och
webbkontot aktiva skickar vi en kod till var och en:

  Kod för appen:    417 562
  Kod för webben:   883 021

Du loggar in via webbläsaren just nu (Chrome, Malmö, 12:39) - skriv alltså
in webbkoden 883 021 på sidan som är öppen. Appkoden fungerar bara i
mobilappen och behövs inte nu.

Koderna gäller i 10 minuter.

Hälsningar
Biljettkollen

Kundtjänst 0771-40 40 40 · Biljettkollen AB · Stortorget 9 · 211 22 Malmö
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;color:#1c1c28;background:#ffffff;">
<table width="540" cellpadding="0" cellspacing="0" style="margin:20px auto;">
<tr><td style="font-size:20px;font-weight:bold;color:#7b2cbf;padding-bottom:16px;">Biljettkollen</td></tr>
<tr><td style="font-size:15px;line-height:22px;">
<p>Hej Johan,</p>
<p>Du försöker logga in på Biljettkollen. Eftersom du har både appen och webbkontot aktiva skickar vi en kod till var och en:</p>
<table cellpadding="8" cellspacing="0" style="font-size:15px;border:1px solid #e3d5f5;">
<tr><td style="color:#6b6b80;">Kod för appen</td><td style="font-size:20px;color:#6b6b80;">417 562</td></tr>
<tr style="background:#f5eefc;"><td><b>Kod för webben</b></td><td style="font-size:24px;font-weight:bold;color:#7b2cbf;">883 021</td></tr>
</table>
<p>Du loggar in via webbläsaren just nu (Chrome, Malmö, 12:39) &ndash; skriv alltså in <b>webbkoden 883 021</b>
på sidan som är öppen. Appkoden fungerar bara i mobilappen och behövs inte nu.</p>
<p>Koderna gäller i 10 minuter.</p>
<p>Hälsningar<br>Biljettkollen</p>
<p style="font-size:11px;color:#9a9ab0;">Kundtjänst 0771-40 40 40 &middot; Biljettkollen AB &middot; Stortorget 9 &middot; 211 22 Malmö</p>
</td></tr>
</table>
</body></html>
""")

M(lang="sv", kind="no_code_word",
  frm=("Lokalnytt", "registrering@lokalnytt.example"),
  to=("", "annika.nyberg@postlada.example"),
  subject="Bekräfta din e-postadress",
  date="Tue, 08 Apr 2025 19:03:16 +0200",
  html_cte="quoted-printable",
  otp="391605", shown="391 605", link=None,
  html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f1ea;font-family:Georgia,serif;color:#2b2b2b;">
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:20px 30px;border-bottom:1px solid #ddd;font-size:26px;font-weight:bold;">Lokalnytt <span style="font-size:13px;font-weight:normal;color:#888;">Västerås</span></td></tr>
<tr><td style="padding:24px 30px;font-family:Arial,sans-serif;font-size:15px;line-height:23px;">
<p>Hej och välkommen!</p>
<p>Du har börjat skapa ett konto på Lokalnytt. För att slutföra registreringen, skriv in siffrorna nedan på sidan där du registrerade dig:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:5px;margin:18px 0;">391 605</p>
<p>Siffrorna gäller i en timme. Har du inte skapat något konto kan du bortse från det här mejlet.</p>
<p>Som ny prenumerant läser du allt fritt i 30 dagar, sedan 79 kr/mån. Ingen bindningstid.</p>
<p>Med vänliga hälsningar<br>Redaktionen på Lokalnytt</p>
</td></tr>
<tr><td style="padding:14px 30px;font-family:Arial,sans-serif;font-size:11px;color:#999;background:#faf8f3;">
Lokalnytt Västerås AB, Stora Gatan 18, 722 12 Västerås &middot; Kundservice 021-10 55 00 &middot;
<a href="https://lokalnytt.example/integritet" style="color:#999;">Integritetspolicy</a></td></tr>
</table>
</body></html>
""")

M(lang="sv", kind="alt_text_only",
  frm=("Laddstolpen", "no-reply@laddstolpen.example"),
  to=("", "p.sjoberg@brevlada.example"),
  subject="Verifiera ditt Laddstolpen-konto",
  date="Thu, 10 Apr 2025 21:30:48 +0200",
  text_cte="7bit", html_cte="base64",
  otp="7094", shown="7094", link=None,
  text="""Laddstolpen

Det här mejlet innehåller bilder. Öppna det i ett e-postprogram som kan
visa HTML för att se hur du verifierar ditt konto.

Laddstolpen AB, Sundsvall
""",
  html="""<!DOCTYPE html>
<html lang="sv"><head><meta charset="utf-8"><title>Laddstolpen</title></head>
<body style="margin:0;background:#eef6f0;font-family:Arial,sans-serif;color:#17301f;">
<table align="center" width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;margin:24px auto;border-radius:8px;">
<tr><td style="padding:22px 28px;"><img src="https://laddstolpen.example/mail/logga-gron.png" width="150" height="36" alt="Laddstolpen"></td></tr>
<tr><td style="padding:0 28px;font-size:15px;line-height:22px;">
<p>Hej!</p>
<p>Tack för att du laddar med oss. Ange koden nedan i appen för att verifiera ditt konto och koppla laddbrickan (nr 0041-7718).</p>
</td></tr>
<tr><td align="center" style="padding:16px 28px;">
<img src="https://laddstolpen.example/mail/kod/9c41de.png" width="220" height="70" alt="Din kod: 7094" style="display:block;border:0;">
</td></tr>
<tr><td style="padding:0 28px 22px;font-size:13px;line-height:20px;color:#52705c;">
<p>Koden gäller i 20 minuter.</p>
<p>Aktuellt pris på snabbladdare: 4,95 kr/kWh (dag) och 3,45 kr/kWh (natt 22-06).</p>
</td></tr>
<tr><td style="padding:12px 28px;font-size:11px;color:#8aa394;border-top:1px solid #e2ece5;">Laddstolpen AB &middot; Köpmangatan 5 &middot; 852 31 Sundsvall &middot; 060-61 20 20</td></tr>
</table>
</body></html>
""")

M(lang="sv", kind="magic_link",
  frm=("Bokcirkeln", "hej@bokcirkeln.example"),
  to=("Maja Forsberg", "maja.forsberg@postlada.example"),
  subject="Här är din inloggningslänk",
  date="Sun, 13 Apr 2025 10:44:57 +0200",
  headers=[("List-Unsubscribe", "<https://bokcirkeln.example/avregistrera?m=mf-20931&t=1744533897>")],
  text_cte="8bit", html_cte="quoted-printable",
  otp=None,
  link="https://u4821.ct.bokcirkeln.example/ls/click?upn=K9xY2-2FqL7mW3bN5vR8tZ1cH4-2FjD6gS0pE3aU9iO2wQ7kF5yM1nB8vC4xT6rG3hJ0lP9sA2dE5fK-3D-3D8Jt1_Lq",
  link_alt=["https://bokcirkeln.example/auth/lank?token=fH3kP9sQ2wL8xZ5vN7mB4tR1yC6jD0gA&e=maja.forsberg%40postlada.example"],
  text="""Hej Maja!

Klicka på länken nedan för att logga in på Bokcirkeln. Du behöver inget lösenord.

https://bokcirkeln.example/auth/lank?token=fH3kP9sQ2wL8xZ5vN7mB4tR1yC6jD0gA&e=maja.forsberg%40postlada.example

Länken gäller i 30 minuter och kan bara användas en gång.

Månadens bok i din cirkel "Tisdagsläsarna": "Isvinter" av Elin Storm (412 sidor).
Nästa träff: tisdag 22 april kl. 19.

/Bokcirkeln

Hjälp: https://bokcirkeln.example/hjalp
Avregistrera dig från nyhetsbrev: https://bokcirkeln.example/avregistrera?m=mf-20931&t=1744533897
""",
  html="""<html>
<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="margin:0;background:#f8f4ef;font-family:Palatino,Georgia,serif;color:#3b3025;">
<div style="display:none;max-height:0;overflow:hidden;">Logga in med ett klick - inget lösenord behövs.</div>
<p style="text-align:center;font-family:Arial,sans-serif;font-size:11px;color:#a8998a;">
<a href="https://u4821.ct.bokcirkeln.example/ls/click?upn=K9xY2-2FqL7mW3bN5vR8tZ1cH4-2FwebV-3D_Lq0" style="color:#a8998a;">Visa i webbläsaren</a></p>
<table align="center" width="540" cellpadding="0" cellspacing="0" style="background:#fffdf9;border:1px solid #eadfd2;">
<tr><td style="padding:26px 34px 6px;font-size:26px;font-style:italic;">Bokcirkeln</td></tr>
<tr><td style="padding:10px 34px;font-size:16px;line-height:25px;">
<p>Hej Maja!</p>
<p>Klicka på knappen för att logga in på Bokcirkeln. Du behöver inget lösenord.</p>
<p style="margin:26px 0;"><a href="https://u4821.ct.bokcirkeln.example/ls/click?upn=K9xY2-2FqL7mW3bN5vR8tZ1cH4-2FjD6gS0pE3aU9iO2wQ7kF5yM1nB8vC4xT6rG3hJ0lP9sA2dE5fK-3D-3D8Jt1_Lq" style="font-family:Arial,sans-serif;background:#7a4b2a;color:#fff;padding:12px 26px;text-decoration:none;border-radius:4px;">Logga in</a></p>
<p style="font-size:13px;color:#8a7968;">Länken gäller i 30 minuter och kan bara användas en gång.</p>
</td></tr>
<tr><td style="padding:16px 34px;background:#f3ebe1;font-size:14px;">
<img src="https://bokcirkeln.example/omslag/isvinter-120.jpg" width="60" align="left" style="margin-right:12px;" alt="Isvinter">
Månadens bok i din cirkel &rdquo;Tisdagsläsarna&rdquo;: <b>Isvinter</b> av Elin Storm (412 sidor).<br>
Nästa träff: tisdag 22 april kl. 19.
</td></tr>
<tr><td style="padding:14px 34px;font-family:Arial,sans-serif;font-size:11px;color:#a8998a;">
<a href="https://u4821.ct.bokcirkeln.example/ls/click?upn=K9xY2-2FqL7mW3bN5vR8tZ1cH4-2FhjalpG-3D_Lq1" style="color:#a8998a;">Hjälp</a> &middot;
<a href="https://u4821.ct.bokcirkeln.example/ls/click?upn=K9xY2-2FqL7mW3bN5vR8tZ1cH4-2FintegA-3D_Lq2" style="color:#a8998a;">Integritet</a> &middot;
<a href="https://bokcirkeln.example/avregistrera?m=mf-20931&amp;t=1744533897" style="color:#a8998a;">Avregistrera dig från nyhetsbrev</a><br>
Bokcirkeln Sverige AB, Drottninggatan 71, 111 36 Stockholm
</td></tr>
</table>
<img src="https://u4821.ct.bokcirkeln.example/wf/open?upn=K9xY2-2FopenP-3D" width="1" height="1" alt="" style="border:0;">
</body></html>
""")

M(lang="sv", kind="phone_and_dates",
  frm=("Hälsoportalen Norr", "noreply@halsoportalennorr.example"),
  to=("", "gunilla.wikstrom@brevlada.example"),
  subject="Verifieringskod och bekräftelse av din tid",
  date="Mon, 10 Mar 2025 15:12:33 +0100",
  charset="iso-8859-1", text_cte="quoted-printable",
  otp="284705", shown="284 705", link=None,
  text="""Hälsoportalen Norr

Hej Gunilla,

Du har bokat en tid via Hälsoportalen Norr:

  Mottagning:  Vårdcentralen Centrum, Storgatan 12, 972 31 Luleå
  Datum:       fredag 14 mars 2025
  Tid:         10:40 (kom gärna 10 minuter tidigare)
  Typ:         Besök hos distriktssköterska, 20 min
  Avgift:      200 kr (frikort gäller)

För att se och hantera dina bokningar behöver du verifiera din
e-postadress. Ange verifieringskoden i portalen:

  284 705

Koden gäller till 15:42 idag.

Kan du inte komma? Avboka senast 24 timmar innan, annars debiteras
400 kr. Ring 0920-45 12 00 (vardagar 08:00-16:30) eller avboka i portalen.

Med vänlig hälsning
Vårdcentralen Centrum, Luleå

Detta mejl går inte att svara på.
""")


# ==========================================================================
# Russian (ru)
# ==========================================================================

M(lang="ru", kind="booking_ref",
  frm=("Северный экспресс", "bilet@sevexpress.example"),
  to=("", "a.smirnov@pochta.example"),
  subject="Электронный билет: заказ 7402198835",
  date="Mon, 03 Mar 2025 16:40:12 +0300",
  charset="koi8-r", text_cte="8bit",
  otp=None, link=None,
  text="""Уважаемый пассажир!

Благодарим за покупку билета на сайте АО "Северный экспресс".

Номер заказа:        7402198835
Электронный билет:   74123456789012
Поезд 022Ч "Полярный", Москва Ярославская - Мурманск
Отправление:  12.03.2025 в 00:41 (время московское)
Прибытие:     13.03.2025 в 12:35 (время московское)
Вагон 05, купе, место 23 (нижнее)
Пассажир: СМИРНОВ А.В., паспорт РФ **** ***417
Стоимость: 7 812,60 руб. (в т.ч. сервисные услуги 312,00 руб., НДС 20%)

Электронная регистрация пройдена. Для посадки предъявите проводнику
документ, указанный при покупке. Распечатывать билет не обязательно.

Возврат билета возможен в личном кабинете до отправления поезда.
При возврате менее чем за 8 часов до отправления удерживается
стоимость плацкарты.

Справочная служба: 8 800 555-41-20 (звонок по России бесплатный)

АО "Северный экспресс", 107140, г. Москва, ул. Краснопрудная, д. 7
Это письмо сформировано автоматически, отвечать на него не нужно.
""")

M(lang="ru", kind="booking_ref",
  frm=("Озёрные авиалинии", "booking@ozernye-avia.example"),
  to=("Елена Кузнецова", "e.kuznetsova@mailbox.example"),
  subject="Бронирование ЖК7Т2М подтверждено: Казань - Санкт-Петербург, 28 марта",
  date="Wed, 19 Mar 2025 11:08:45 +0300",
  charset="windows-1251", text_cte="quoted-printable", html_cte="quoted-printable",
  otp=None, link=None,
  text="""Здравствуйте, Елена Сергеевна!

Ваше бронирование подтверждено и оплачено.

Код бронирования:   ЖК7Т2М
Номер билета:       555 2401234567

Рейс ОЗ-317, Казань (KZN) - Санкт-Петербург (LED)
Вылет:    28 марта 2025 г., 06:50, терминал 1А
Прилёт:   28 марта 2025 г., 08:45, терминал 1
Место:    17F
Тариф:    «Базовый», багаж 1 место до 23 кг, ручная кладь 10 кг
Пассажир: KUZNETSOVA ELENA, MRS

Итого оплачено: 8 640 руб. (тариф 6 100 руб., таксы и сборы 2 540 руб.)
Оплата картой ****7731, 19.03.2025 11:06

Онлайн-регистрация открывается за 24 часа и закрывается за 1 час до вылета.
Для регистрации понадобятся код бронирования и фамилия пассажира.

С уважением,
авиакомпания «Озёрные авиалинии»
Контакт-центр: +7 (843) 200-55-17, круглосуточно
420111, г. Казань, ул. Баумана, д. 44
""",
  html="""<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1251"></head>
<body style="margin:0;background:#eaf1f8;font-family:Arial,sans-serif;color:#1b2a3a;">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#1d5fa8;color:#fff;padding:18px 24px;font-size:20px;">Озёрные авиалинии</td></tr>
<tr><td style="padding:22px 24px;font-size:14px;line-height:21px;">
<p>Здравствуйте, Елена Сергеевна!</p>
<p>Ваше бронирование подтверждено и оплачено.</p>
<table cellpadding="6" cellspacing="0" width="100%" style="border:1px solid #d3e0ee;font-size:14px;">
<tr><td style="color:#6a7f95;">Код бронирования</td><td style="font-size:20px;font-weight:bold;letter-spacing:2px;">ЖК7Т2М</td></tr>
<tr><td style="color:#6a7f95;">Номер билета</td><td>555 2401234567</td></tr>
<tr><td style="color:#6a7f95;">Рейс</td><td>ОЗ-317, Казань (KZN) &ndash; Санкт-Петербург (LED)</td></tr>
<tr><td style="color:#6a7f95;">Вылет</td><td>28 марта 2025 г., 06:50, терминал 1А</td></tr>
<tr><td style="color:#6a7f95;">Прилёт</td><td>28 марта 2025 г., 08:45, терминал 1</td></tr>
<tr><td style="color:#6a7f95;">Место</td><td>17F</td></tr>
<tr><td style="color:#6a7f95;">Тариф</td><td>«Базовый», багаж 1 место до 23 кг, ручная кладь 10 кг</td></tr>
<tr><td style="color:#6a7f95;">Пассажир</td><td>KUZNETSOVA ELENA, MRS</td></tr>
</table>
<p><b>Итого оплачено: 8 640 руб.</b> (тариф 6 100 руб., таксы и сборы 2 540 руб.)<br>
Оплата картой ****7731, 19.03.2025 11:06</p>
<p>Онлайн-регистрация открывается за 24 часа и закрывается за 1 час до вылета. Для регистрации понадобятся код бронирования и фамилия пассажира.</p>
<p><a href="https://ozernye-avia.example/checkin" style="background:#1d5fa8;color:#fff;padding:10px 18px;text-decoration:none;">Онлайн-регистрация</a></p>
<p>С уважением,<br>авиакомпания «Озёрные авиалинии»</p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#8196ab;background:#f4f8fc;">Контакт-центр: +7 (843) 200-55-17, круглосуточно &middot; 420111, г. Казань, ул. Баумана, д. 44</td></tr>
</table>
</body></html>
""")

M(lang="ru", kind="newsletter_numbers",
  frm=("Корзинка", "zakaz@korzinka-shop.example"),
  to=("Ольга Павлова", "olga.pavlova@pochta.example"),
  subject="Заказ № 48215-0093 передан в службу доставки",
  date="Thu, 13 Mar 2025 13:27:40 +0300",
  text_cte="quoted-printable", html_cte="base64",
  otp=None, link=None,
  text="""Ольга, здравствуйте!

Ваш заказ № 48215-0093 от 11.03.2025 собран и передан в службу доставки.

Трек-номер: 80091234567123
Служба доставки: "БыстроПост", тел. 8 800 555-19-19
Ожидаемая дата доставки: 15.03.2025, интервал 10:00-14:00
Адрес: 190031, г. Санкт-Петербург, Сенная пл., д. 4, кв. 58

Состав заказа:
  Чайник электрический "Уют" 1,7 л, арт. 3301274     1 шт.   2 490 ₽
  Набор полотенец, 3 шт., арт. 5520918                2 шт.   1 780 ₽
  Кофе в зёрнах 1 кг, арт. 7713045                    1 шт.   1 349 ₽
  Скидка по акции "Весна" (-12%)                              -674 ₽
  Доставка                                                       0 ₽
Итого к оплате при получении:                                4 945 ₽

Начислено бонусов: 247 (будут доступны с 29.03.2025)

Отследить посылку: https://korzinka-shop.example/track/80091234567123

Спасибо, что выбираете Корзинку!

ООО "Корзинка", ИНН 7801234567, 196084, г. Санкт-Петербург, ул. Заставская, д. 22
Служба поддержки: 8 (812) 448-30-30, ежедневно с 8:00 до 22:00
""",
  html="""<!DOCTYPE html>
<html lang="ru"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff8ec;font-family:Arial,Helvetica,sans-serif;color:#2f2416;">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:18px 26px;background:#ff9f1c;color:#fff;font-size:24px;font-weight:bold;">Корзинка</td></tr>
<tr><td style="padding:22px 26px;font-size:15px;line-height:22px;">
<p>Ольга, здравствуйте!</p>
<p>Ваш заказ <b>№ 48215-0093</b> от 11.03.2025 собран и передан в службу доставки.</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;background:#fff3dd;">
<tr><td style="color:#8c7455;">Трек-номер</td><td>80091234567123</td></tr>
<tr><td style="color:#8c7455;">Служба доставки</td><td>&laquo;БыстроПост&raquo;, тел. 8 800 555-19-19</td></tr>
<tr><td style="color:#8c7455;">Ожидаемая дата</td><td>15.03.2025, 10:00&ndash;14:00</td></tr>
<tr><td style="color:#8c7455;">Адрес</td><td>190031, г. Санкт-Петербург, Сенная пл., д. 4, кв. 58</td></tr>
</table>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;margin-top:16px;">
<tr><td>Чайник электрический &laquo;Уют&raquo; 1,7 л<br><span style="font-size:11px;color:#a08a6c;">арт. 3301274</span></td><td>1 шт.</td><td align="right">2 490 ₽</td></tr>
<tr><td>Набор полотенец, 3 шт.<br><span style="font-size:11px;color:#a08a6c;">арт. 5520918</span></td><td>2 шт.</td><td align="right">1 780 ₽</td></tr>
<tr><td>Кофе в зёрнах 1 кг<br><span style="font-size:11px;color:#a08a6c;">арт. 7713045</span></td><td>1 шт.</td><td align="right">1 349 ₽</td></tr>
<tr><td colspan="2" style="color:#c0392b;">Скидка по акции &laquo;Весна&raquo; (-12%)</td><td align="right" style="color:#c0392b;">-674 ₽</td></tr>
<tr><td colspan="2">Доставка</td><td align="right">0 ₽</td></tr>
<tr><td colspan="2" style="border-top:1px solid #eee;"><b>Итого к оплате при получении</b></td><td align="right" style="border-top:1px solid #eee;"><b>4 945 ₽</b></td></tr>
</table>
<p style="font-size:13px;">Начислено бонусов: 247 (будут доступны с 29.03.2025)</p>
<p><a href="https://korzinka-shop.example/track/80091234567123" style="background:#2f2416;color:#fff;padding:10px 20px;text-decoration:none;border-radius:4px;">Отследить посылку</a></p>
<p>Спасибо, что выбираете Корзинку!</p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#a08a6c;background:#fff8ec;">ООО &laquo;Корзинка&raquo;, ИНН 7801234567, 196084, г. Санкт-Петербург, ул. Заставская, д. 22<br>
Служба поддержки: 8 (812) 448-30-30, ежедневно с 8:00 до 22:00</td></tr>
</table>
</body></html>
""")

M(lang="ru", kind="newsletter_numbers",
  frm=("ТелеСеть Плюс", "schet@telesetplus.example"),
  to=("", "v.orlov@mailbox.example"),
  subject="Счёт за февраль 2025 по договору № 0012845731",
  date="Sat, 01 Mar 2025 05:30:00 +0300",
  charset="windows-1251", text_cte="base64",
  otp=None, link=None,
  text="""Уважаемый абонент!

Сформирован счёт за услуги связи за февраль 2025 г.

Договор (лицевой счёт):   № 0012845731
Абонент:                  Орлов Виктор Павлович
Адрес подключения:        603005, г. Нижний Новгород, ул. Ульянова, д. 10, кв. 112

Начислено за период 01.02.2025 - 28.02.2025:
  Тариф "Домашний 500" (интернет до 500 Мбит/с)      650,00 руб.
  Цифровое ТВ, пакет "Базовый" (182 канала)          299,00 руб.
  Аренда роутера                                      90,00 руб.
  Скидка 10% за 24 месяца с нами                    -103,90 руб.
Итого к оплате:                                     935,10 руб.
в т.ч. НДС 20%:                                     155,85 руб.

Баланс на 01.03.2025: -935,10 руб.
Оплатить необходимо до 20.03.2025.

Реквизиты для оплаты:
  ООО "ТелеСеть Плюс", ИНН 5260123456, КПП 526001001
  р/с 40702810900000012345, БИК 042202999
  Назначение платежа: оплата по договору № 0012845731

Оплатить онлайн: https://lk.telesetplus.example/pay?acc=0012845731

Техническая поддержка: 8 (831) 277-77-00, круглосуточно.

С уважением,
ТелеСеть Плюс
""")

M(lang="ru", kind="username_digits",
  frm=("Клуб рыболовов Верхневолжье", "forum@rybaki-vv.example"),
  to=("", "ivan.petrov85@pochta.example"),
  subject="ivan_petrov1985, новые ответы в ваших темах",
  date="Sun, 23 Mar 2025 08:00:17 +0300",
  text_cte="8bit", html_cte="quoted-printable",
  otp=None, link=None,
  text="""Здравствуйте, ivan_petrov1985!

За последнюю неделю в темах, на которые вы подписаны, появилось 9 новых сообщений.

* "Лёд на Иваньковском водохранилище, март 2025" - 5 ответов
  последний: fedor_rybak77, 22.03.2025 в 19:48
* "Мормышка 3 мм или 4 мм на окуня?" - 3 ответа
  последний: Sergey_1972, 21.03.2025 в 07:15
* "Продам ледобур 130 мм, 2 500 руб." - 1 ответ

Ваша статистика:
  Логин: ivan_petrov1985
  Сообщений: 1 046, репутация: +318
  На форуме с 14.11.2012

Напоминаем: с 1 апреля по 31 мая на водоёмах области действует
нерестовый запрет. Штраф до 5 000 руб.

С уважением,
администрация форума "Клуб рыболовов Верхневолжье"

Отписаться от уведомлений: https://rybaki-vv.example/profile/notify?user=ivan_petrov1985
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Tahoma,Verdana,sans-serif;font-size:13px;color:#2b3a2b;background:#eef2ea;">
<table width="600" align="center" cellpadding="12" cellspacing="0" style="background:#fff;border:1px solid #c9d4c0;">
<tr><td style="background:#3c5a3c;color:#fff;font-size:17px;font-weight:bold;">Клуб рыболовов Верхневолжье</td></tr>
<tr><td>
<p>Здравствуйте, <b>ivan_petrov1985</b>!</p>
<p>За последнюю неделю в темах, на которые вы подписаны, появилось 9 новых сообщений.</p>
<ul>
<li><a href="https://rybaki-vv.example/t/48811">Лёд на Иваньковском водохранилище, март 2025</a> &mdash; 5 ответов<br>
<small>последний: fedor_rybak77, 22.03.2025 в 19:48</small></li>
<li><a href="https://rybaki-vv.example/t/48790">Мормышка 3 мм или 4 мм на окуня?</a> &mdash; 3 ответа<br>
<small>последний: Sergey_1972, 21.03.2025 в 07:15</small></li>
<li><a href="https://rybaki-vv.example/t/48823">Продам ледобур 130 мм, 2 500 руб.</a> &mdash; 1 ответ</li>
</ul>
<p style="background:#f4f7f1;padding:8px;">Логин: ivan_petrov1985 &middot; Сообщений: 1 046 &middot; Репутация: +318 &middot; На форуме с 14.11.2012</p>
<p>Напоминаем: с 1 апреля по 31 мая на водоёмах области действует нерестовый запрет. Штраф до 5 000 руб.</p>
<p>С уважением,<br>администрация форума</p>
<p style="font-size:11px;color:#7d8c7d;"><a href="https://rybaki-vv.example/profile/notify?user=ivan_petrov1985" style="color:#7d8c7d;">Отписаться от уведомлений</a></p>
</td></tr>
</table>
</body></html>
""")

M(lang="ru", kind="new_and_old_code",
  frm=("ДомСервис", "lk@domservis.example"),
  to=("", "n.sokolova@mailbox.example"),
  subject="Новый код для входа в личный кабинет",
  date="Tue, 25 Mar 2025 18:04:51 +0500",
  charset="koi8-r", text_cte="8bit", html_cte="quoted-printable",
  otp="903558", shown="903 558", link=None,
  text="""Здравствуйте!

Вы запросили код повторно. Код 447 120, отправленный в 18:02,
больше не действует.

Новый код для входа в личный кабинет: 903 558

Код действует 5 минут. Никому его не сообщайте - сотрудники
ДомСервиса никогда не спрашивают коды по телефону.

Лицевой счёт: 1020-3344-7
Показания счётчиков принимаются с 15 по 25 число каждого месяца.

ООО "ДомСервис", 620014, г. Екатеринбург, ул. Малышева, д. 31
Диспетчерская: (343) 310-20-20
""",
  html="""<html><head><meta http-equiv="Content-Type" content="text/html; charset=koi8-r"></head>
<body style="font-family:Arial,sans-serif;font-size:14px;color:#222;">
<div style="width:520px;border-top:4px solid #c0392b;padding:16px 20px;">
<p style="font-size:18px;font-weight:bold;color:#c0392b;">ДомСервис</p>
<p>Здравствуйте!</p>
<p style="color:#888;">Вы запросили код повторно. Код 447 120, отправленный в 18:02, больше не действует.</p>
<p>Новый код для входа в личный кабинет:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:3px;">903 558</p>
<p>Код действует 5 минут. Никому его не сообщайте - сотрудники ДомСервиса никогда не спрашивают коды по телефону.</p>
<p style="font-size:12px;color:#888;">Лицевой счёт: 1020-3344-7. Показания счётчиков принимаются с 15 по 25 число каждого месяца.</p>
<p style="font-size:11px;color:#aaa;">ООО "ДомСервис", 620014, г. Екатеринбург, ул. Малышева, д. 31. Диспетчерская: (343) 310-20-20</p>
</div>
</body></html>
""")

M(lang="ru", kind="reset_in_code_mail",
  frm=("Облако Север", "security@oblako-sever.example"),
  to=("", "d.morozov@pochta.example"),
  subject="Вход в Облако Север с нового устройства",
  date="Fri, 04 Apr 2025 02:13:37 +0300",
  html_cte="quoted-printable",
  otp="618204", shown="618 204", link=None,
  html="""<!DOCTYPE html>
<html lang="ru"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef1f6;font-family:'PT Sans',Arial,sans-serif;color:#1e2633;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td style="padding:24px 30px 6px;"><img src="https://oblako-sever.example/mail/logo.png" width="140" height="34" alt="Облако Север"></td></tr>
<tr><td style="padding:12px 30px;font-size:15px;line-height:23px;">
<p>Здравствуйте, Дмитрий!</p>
<p>Кто-то пытается войти в ваш аккаунт с нового устройства:</p>
<p style="font-size:13px;color:#5d6b80;">Устройство: Android 14, приложение 5.12.0<br>
Место: Новосибирск, Россия (по IP 95.x.x.x)<br>
Время: 04.04.2025, 02:12 (МСК)</p>
<p>Код для входа:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:6px;color:#2457c5;margin:4px 0 14px;">618 204</p>
<p>Код действует 10 минут. Не сообщайте его никому, даже сотрудникам поддержки.</p>
</td></tr>
<tr><td style="padding:6px 30px 24px;">
<table width="100%" cellpadding="12" cellspacing="0" style="background:#fdf0ef;border-radius:6px;font-size:14px;line-height:21px;">
<tr><td><b>Это были не вы?</b> Скорее всего, кто-то узнал ваш пароль.
<a href="https://oblako-sever.example/security/password-reset?token=Rk8wP2mX7qL4vN9s&amp;reason=unknown_login" style="color:#c0392b;font-weight:bold;">Смените пароль</a>
и <a href="https://oblako-sever.example/security/sessions" style="color:#c0392b;">завершите все сеансы</a>.</td></tr>
</table>
</td></tr>
<tr><td style="padding:14px 30px;font-size:11px;color:#8d99ab;border-top:1px solid #e6eaf0;">
ООО &laquo;Облако Север&raquo;, 630099, г. Новосибирск, Красный пр-т, д. 25 &middot;
<a href="https://oblako-sever.example/help" style="color:#8d99ab;">Помощь</a> &middot; 8 800 555-03-10</td></tr>
</table>
</td></tr></table>
</body></html>
""")

M(lang="ru", kind="prefix_code",
  frm=("Мой Бюджет", "noreply@moybudget.example"),
  to=("", "k.volkova@mailbox.example"),
  subject="Подтверждение входа в приложение Мой Бюджет",
  date="Sat, 12 Apr 2025 09:31:06 +0300",
  text_cte="base64", html_cte="quoted-printable",
  otp="730416", shown="МБ-730416", link=None,
  text="""Мой Бюджет

Здравствуйте, Ксения!

Код подтверждения: МБ-730416

Вводите в приложении только цифры - буквы "МБ" означают, что код
отправлен именно нами, набирать их не нужно.

Код действует 3 минуты.

За март 2025 вы потратили 48 312 руб. - на 6% меньше, чем в феврале.
Больше всего: "Продукты" - 17 940 руб.

Команда "Мой Бюджет"
support@moybudget.example
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="background:#f5f3ff;font-family:Roboto,Arial,sans-serif;color:#2a2340;margin:0;">
<div style="max-width:460px;margin:30px auto;background:#fff;border-radius:14px;padding:28px;">
<p style="font-size:18px;font-weight:bold;color:#6d4aff;margin-top:0;">Мой Бюджет</p>
<p>Здравствуйте, Ксения!</p>
<p>Код подтверждения:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:2px;"><span style="color:#b4a8e8;">МБ-</span>730416</p>
<p>Вводите в приложении только цифры &mdash; буквы &laquo;МБ&raquo; означают, что код отправлен именно нами, набирать их не нужно.</p>
<p style="color:#8a82a6;font-size:13px;">Код действует 3 минуты.</p>
<hr style="border:none;border-top:1px solid #eee;">
<p style="font-size:13px;color:#8a82a6;">За март 2025 вы потратили 48 312 руб. &mdash; на 6% меньше, чем в феврале. Больше всего: &laquo;Продукты&raquo; &mdash; 17 940 руб.</p>
<p style="font-size:11px;color:#aaa;">Команда &laquo;Мой Бюджет&raquo; &middot; <a href="mailto:support@moybudget.example" style="color:#aaa;">support@moybudget.example</a></p>
</div>
</body></html>
""")

M(lang="ru", kind="subject_only",
  frm=("Книжная полка", "info@knizhnaya-polka.example"),
  to=("", "m.fedorova@pochta.example"),
  subject="Код входа: 551 093",
  date="Wed, 16 Apr 2025 20:19:44 +0300",
  charset="koi8-r", html_cte="quoted-printable",
  otp="551093", shown="551 093", link=None,
  html="""<html><head><meta http-equiv="Content-Type" content="text/html; charset=koi8-r"></head>
<body style="background:#f7f2e8;font-family:Georgia,serif;color:#3a2e1f;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fffdf8;border:1px solid #e6dcc8;">
<tr><td style="padding:20px 28px;font-size:24px;">Книжная полка</td></tr>
<tr><td style="padding:0 28px 20px;font-size:15px;line-height:23px;">
<p>Добрый вечер!</p>
<p>Вы запросили вход на сайт "Книжная полка". Введите код из темы этого письма на странице входа.
Код действителен 15 минут.</p>
<p>Если вы не запрашивали вход, просто удалите это письмо.</p>
<p style="background:#f2ead8;padding:10px 14px;font-size:14px;">Новинки недели: 38 книг, скидки до 25% на серию "Классика в кармане" до 20.04.2025.</p>
<p>Приятного чтения!<br>Ваша "Книжная полка"</p>
</td></tr>
<tr><td style="padding:12px 28px;font-size:11px;color:#9c8e77;border-top:1px solid #e6dcc8;">
ИП Федотов С.А., 344002, г. Ростов-на-Дону, ул. Большая Садовая, д. 64. Тел. (863) 201-44-18</td></tr>
</table>
</body></html>
""")

M(lang="ru", kind="magic_link",
  frm=("Учебник Плюс", "hello@uchebnik-plus.example"),
  to=("Анна Григорьева", "a.grigorieva@mailbox.example"),
  subject="Ссылка для входа в Учебник Плюс",
  date="Mon, 14 Apr 2025 07:48:29 +0300",
  headers=[("List-Unsubscribe", "<https://uchebnik-plus.example/unsubscribe?uid=771204&h=9b1e44c0>")],
  text_cte="quoted-printable", html_cte="quoted-printable",
  otp=None,
  link="https://uchebnik-plus.example/auth/magic-link?token=Vb7Kx2Qp9Lm4Wz8Rt3Ny&uid=771204&redirect=/kursy",
  text="""Здравствуйте, Анна!

Чтобы войти в Учебник Плюс, перейдите по ссылке:
https://uchebnik-plus.example/auth/magic-link?token=Vb7Kx2Qp9Lm4Wz8Rt3Ny&uid=771204&redirect=/kursy

Ссылка одноразовая и действует 20 минут. Пароль вводить не нужно.

Если вы не запрашивали вход, сообщите нам:
https://uchebnik-plus.example/report?uid=771204&e=login

Ваш курс "Английский B1" пройден на 64%: осталось 18 уроков из 50.

Команда Учебник Плюс
Поддержка: help@uchebnik-plus.example, 8 800 555-62-62

Отписаться от рассылки: https://uchebnik-plus.example/unsubscribe?uid=771204&h=9b1e44c0
""",
  html="""<!DOCTYPE html>
<html lang="ru"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f0f7ff;font-family:Arial,sans-serif;color:#1a2b40;">
<p style="text-align:center;font-size:11px;margin:10px 0;"><a href="https://uchebnik-plus.example/mail/view?m=ml-771204-0414" style="color:#7f93ab;">Открыть в браузере</a></p>
<table align="center" width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;">
<tr><td style="padding:26px 32px 0;"><a href="https://uchebnik-plus.example/?utm_source=email&amp;utm_campaign=magic"><img src="https://uchebnik-plus.example/img/logo-blue.png" width="150" height="36" alt="Учебник Плюс" border="0"></a></td></tr>
<tr><td style="padding:18px 32px;font-size:15px;line-height:23px;">
<p>Здравствуйте, Анна!</p>
<p>Чтобы войти в Учебник Плюс, нажмите на кнопку. Пароль вводить не нужно.</p>
<p style="text-align:center;margin:26px 0;"><a href="https://uchebnik-plus.example/auth/magic-link?token=Vb7Kx2Qp9Lm4Wz8Rt3Ny&amp;uid=771204&amp;redirect=/kursy" style="background:#1f7ae0;color:#fff;padding:13px 32px;border-radius:6px;text-decoration:none;font-weight:bold;">Войти</a></p>
<p style="font-size:13px;color:#6c7f96;">Ссылка одноразовая и действует 20 минут.
Если вы не запрашивали вход, <a href="https://uchebnik-plus.example/report?uid=771204&amp;e=login" style="color:#6c7f96;">сообщите нам</a>.</p>
</td></tr>
<tr><td style="padding:16px 32px;background:#f6faff;font-size:14px;">
Ваш курс &laquo;Английский B1&raquo; пройден на <b>64%</b>: осталось 18 уроков из 50.
<a href="https://uchebnik-plus.example/kursy/english-b1?utm_source=email" style="color:#1f7ae0;">Продолжить</a>
</td></tr>
<tr><td style="padding:14px 32px;font-size:11px;color:#8fa0b5;">
<a href="https://uchebnik-plus.example/help" style="color:#8fa0b5;">Помощь</a> &middot;
<a href="https://uchebnik-plus.example/privacy" style="color:#8fa0b5;">Политика конфиденциальности</a> &middot;
<a href="https://uchebnik-plus.example/unsubscribe?uid=771204&amp;h=9b1e44c0" style="color:#8fa0b5;">Отписаться от рассылки</a><br>
ООО &laquo;Учебник Плюс&raquo;, 117036, г. Москва, ул. Дмитрия Ульянова, д. 19 &middot; 8 800 555-62-62</td></tr>
</table>
<img src="https://uchebnik-plus.example/mail/open.gif?m=ml-771204-0414" width="1" height="1" alt="">
</body></html>
""")

M(lang="ru", kind="phone_and_dates",
  frm=("Прокат Авто Восток", "bron@prokat-vostok.example"),
  to=("Сергей Николаев", "s.nikolaev@pochta.example"),
  subject="Подтвердите номер телефона для бронирования автомобиля",
  date="Tue, 11 Mar 2025 21:50:02 +0300",
  text_cte="8bit",
  otp="582017", shown="582017", link=None,
  text="""Сергей, добрый вечер!

Вы бронируете автомобиль в "Прокат Авто Восток":

  Автомобиль:     Kia Rio или аналог, АКПП, 2023 г.в.
  Выдача:         14.03.2025 в 09:00
  Возврат:        16.03.2025 в 21:00
  Пункт выдачи:   191025, г. Санкт-Петербург, Невский пр., д. 112
  Стоимость:      7 450 руб. за 3 суток (лимит пробега 600 км)
  Залог:          15 000 руб. (возвращается в течение 5 рабочих дней)

Чтобы завершить бронирование, подтвердите номер телефона
+7 (921) 555-34-12. Код подтверждения:

  582017

Введите его на сайте в течение 10 минут.

Вопросы по бронированию: +7 (812) 640-18-18, ежедневно с 8:00 до 23:00.
WhatsApp/Telegram: +7 (921) 555-00-77

С уважением,
"Прокат Авто Восток"
ИНН 7840012345, ОГРН 1157847012345
""")

M(lang="ru", kind="several_codes",
  frm=("ПочтаПлюс", "security@pochtaplus.example"),
  to=("Игорь Васильев", "i.vasiliev@pochtaplus.example"),
  subject="Двухэтапная аутентификация: резервные коды и код подтверждения",
  date="Thu, 17 Apr 2025 12:02:55 +0300",
  text_cte="8bit", html_cte="base64",
  otp="640215", shown="640 215", link=None,
  text="""Здравствуйте, Игорь!

Вы включаете двухэтапную аутентификацию в ПочтеПлюс.

Ваши резервные коды. Каждый можно использовать один раз, если под рукой
не окажется телефона. Сохраните их в надёжном месте:

  3814 2290    6071 5538    9246 0817
  1159 7402    4830 6625    7793 1048

Сейчас они не нужны. Чтобы завершить настройку, прямо сейчас введите
на странице настроек код подтверждения:

  640 215

Он действует 10 минут.

Если вы не включали двухэтапную аутентификацию, срочно смените пароль
в разделе "Безопасность".

Служба безопасности ПочтыПлюс
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;background:#f4f4f4;margin:0;padding:24px 0;color:#202020;">
<div style="max-width:520px;margin:0 auto;background:#fff;padding:28px;border:1px solid #e0e0e0;">
<p style="font-size:19px;font-weight:bold;color:#e4572e;margin-top:0;">ПочтаПлюс</p>
<p>Здравствуйте, Игорь!</p>
<p>Вы включаете двухэтапную аутентификацию в ПочтеПлюс.</p>
<p>Ваши резервные коды. Каждый можно использовать один раз, если под рукой не окажется телефона. Сохраните их в надёжном месте:</p>
<table cellpadding="6" cellspacing="0" style="font-family:'Courier New',monospace;font-size:15px;background:#f7f7f7;color:#555;">
<tr><td>3814 2290</td><td>6071 5538</td><td>9246 0817</td></tr>
<tr><td>1159 7402</td><td>4830 6625</td><td>7793 1048</td></tr>
</table>
<p>Сейчас они не нужны. <b>Чтобы завершить настройку, прямо сейчас введите на странице настроек код подтверждения:</b></p>
<p style="font-size:30px;font-weight:bold;letter-spacing:4px;color:#e4572e;">640 215</p>
<p style="color:#777;font-size:13px;">Он действует 10 минут.</p>
<p style="font-size:13px;">Если вы не включали двухэтапную аутентификацию, срочно смените пароль в разделе &laquo;Безопасность&raquo;.</p>
<p style="font-size:12px;color:#999;">Служба безопасности ПочтыПлюс</p>
</div>
</body></html>
""")


# ==========================================================================
# Turkish (tr)
# ==========================================================================

M(lang="tr", kind="booking_ref",
  frm=("Anadolu Yıldızı Turizm", "bilet@anadoluyildizi.example"),
  to=("Emre Aydın", "emre.aydin@eposta.example"),
  subject="Biletiniz hazır: İstanbul - Ankara, 15.03.2025 23:30 (PNR T4K9ZP)",
  date="Thu, 13 Mar 2025 18:11:26 +0300",
  text_cte="quoted-printable",
  otp=None, link=None,
  text="""Sayın Emre Aydın,

Biletiniz başarıyla oluşturuldu. İyi yolculuklar dileriz!

PNR:              T4K9ZP
Bilet No:         AYT-2025-0318-44172
Sefer:            İstanbul (Esenler Otogarı) -> Ankara (AŞTİ)
Tarih:            15.03.2025 Cumartesi
Kalkış:           23:30        Tahmini varış: 05:45
Peron:            112
Koltuk:           23 (tekli, cam kenarı)
Yolcu:            EMRE AYDIN - T.C. Kimlik No: 123******46
Ücret:            650,00 TL (KDV dahil)
Ödeme:            Kredi kartı **** 2291, 13.03.2025 18:10

Kalkıştan en az 30 dakika önce perona gelmenizi rica ederiz.
Bilet iadesi ve açığa alma işlemleri kalkış saatinden 12 saat öncesine
kadar yapılabilir.

Biletinizi görüntülemek için: https://anadoluyildizi.example/biletim?pnr=T4K9ZP

Çağrı Merkezi: 0850 222 41 41 (7/24)
Anadolu Yıldızı Turizm A.Ş.
Esenler Otogarı Yazıhane No: 88, 34230 Esenler/İstanbul
""")

M(lang="tr", kind="booking_ref",
  frm=("Ege Mavi Otel", "rezervasyon@egemaviotel.example"),
  to=("Zeynep Kaya", "zeynep.kaya@eposta.example"),
  subject="Rezervasyon onayı - Ege Mavi Otel Bodrum (EMO-204817)",
  date="Sat, 15 Feb 2025 10:42:09 +0300",
  charset="iso-8859-9", text_cte="quoted-printable", html_cte="quoted-printable",
  otp=None, link=None,
  text="""Değerli Misafirimiz Zeynep Hanım,

Ege Mavi Otel'i tercih ettiğiniz için teşekkür ederiz. Rezervasyonunuz
onaylanmıştır.

Rezervasyon No:   EMO-204817
Onay kodu:        7XK2QD
Giriş:            12 Temmuz 2025 Cumartesi, saat 14:00'ten itibaren
Çıkış:            19 Temmuz 2025 Cumartesi, saat 12:00'ye kadar
Oda:              Deniz manzaralı Standart Oda, 7 gece
Kişi:             2 yetişkin + 1 çocuk (5 yaş)
Konaklama tipi:   Her Şey Dahil
Toplam tutar:     48.650,00 TL (KDV dahil)
Ön ödeme:         14.595,00 TL (%30) - 15.02.2025 tarihinde alınmıştır
Kalan tutar:      34.055,00 TL - girişte ödenecektir

Ücretsiz iptal: 12 Haziran 2025 tarihine kadar.
Havalimanı transferi (Milas-Bodrum, 36 km) kişi başı 450 TL'dir;
talep için bizi arayabilirsiniz.

Resepsiyon: +90 252 316 40 40
Ege Mavi Otel, Kumbahçe Mah. Cumhuriyet Cad. No: 172, 48400 Bodrum/Muğla

Keyifli bir tatil dileriz!
""",
  html="""<html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-9"></head>
<body style="margin:0;background:#e8f4fa;font-family:Arial,sans-serif;color:#163446;">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:26px;text-align:center;background:#0077b6;color:#fff;font-size:24px;letter-spacing:2px;">EGE MAVİ OTEL</td></tr>
<tr><td style="padding:24px 28px;font-size:14px;line-height:22px;">
<p>Değerli Misafirimiz Zeynep Hanım,</p>
<p>Ege Mavi Otel'i tercih ettiğiniz için teşekkür ederiz. Rezervasyonunuz onaylanmıştır.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #cfe5f1;">
<tr><td style="color:#5e8397;">Rezervasyon No</td><td><b>EMO-204817</b></td></tr>
<tr><td style="color:#5e8397;">Onay kodu</td><td><b>7XK2QD</b></td></tr>
<tr><td style="color:#5e8397;">Giriş</td><td>12 Temmuz 2025 Cumartesi, saat 14:00'ten itibaren</td></tr>
<tr><td style="color:#5e8397;">Çıkış</td><td>19 Temmuz 2025 Cumartesi, saat 12:00'ye kadar</td></tr>
<tr><td style="color:#5e8397;">Oda</td><td>Deniz manzaralı Standart Oda, 7 gece</td></tr>
<tr><td style="color:#5e8397;">Kişi</td><td>2 yetişkin + 1 çocuk (5 yaş)</td></tr>
<tr><td style="color:#5e8397;">Konaklama tipi</td><td>Her Şey Dahil</td></tr>
<tr><td style="color:#5e8397;">Toplam tutar</td><td>48.650,00 TL (KDV dahil)</td></tr>
<tr><td style="color:#5e8397;">Ön ödeme</td><td>14.595,00 TL (%30) - 15.02.2025 tarihinde alınmıştır</td></tr>
<tr><td style="color:#5e8397;">Kalan tutar</td><td>34.055,00 TL - girişte ödenecektir</td></tr>
</table>
<p>Ücretsiz iptal: 12 Haziran 2025 tarihine kadar. Havalimanı transferi (Milas-Bodrum, 36 km) kişi başı 450 TL'dir; talep için bizi arayabilirsiniz.</p>
<p>Keyifli bir tatil dileriz!</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#7b9aab;background:#f2f9fc;">Resepsiyon: +90 252 316 40 40 &middot; Ege Mavi Otel, Kumbahçe Mah. Cumhuriyet Cad. No: 172, 48400 Bodrum/Muğla</td></tr>
</table>
</body></html>
""")

M(lang="tr", kind="newsletter_numbers",
  frm=("Çarşı Pazaryeri", "siparis@carsi-pazaryeri.example"),
  to=("", "burak.celik@eposta.example"),
  subject="Siparişin kargoya verildi! #2025031400718",
  date="Fri, 14 Mar 2025 15:36:50 +0300",
  html_cte="base64",
  otp=None, link=None,
  html="""<!DOCTYPE html>
<html lang="tr"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f5f5f5;font-family:'Open Sans',Arial,sans-serif;color:#333;">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:18px 24px;background:#f27a1a;"><span style="color:#fff;font-size:22px;font-weight:bold;">çarşı</span><span style="color:#ffe0c2;font-size:14px;"> pazaryeri</span></td></tr>
<tr><td style="padding:22px 24px;font-size:14px;line-height:21px;">
<p style="font-size:18px;font-weight:bold;">Merhaba Burak, siparişin yola çıktı!</p>
<p>#2025031400718 numaralı siparişindeki ürünler satıcı tarafından kargoya verildi.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="background:#fafafa;border:1px solid #eee;font-size:13px;">
<tr><td style="color:#888;">Kargo firması</td><td>HızlıKargo</td></tr>
<tr><td style="color:#888;">Kargo takip no</td><td>7301845529013</td></tr>
<tr><td style="color:#888;">Tahmini teslimat</td><td>17 Mart 2025 Pazartesi</td></tr>
<tr><td style="color:#888;">Teslimat adresi</td><td>Moda Cad. No: 58 D: 4, 34710 Kadıköy/İstanbul</td></tr>
<tr><td style="color:#888;">Alıcı telefonu</td><td>0532 *** ** 17</td></tr>
</table>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;margin-top:14px;">
<tr><td><img src="https://cdn.carsi-pazaryeri.example/urun/88412/kucuk.jpg" width="56" alt=""></td><td>Bluetooth Kulaklık KX-200, Siyah<br><span style="color:#999;">Satıcı: TeknoDükkan &middot; Stok kodu: TD-88412</span></td><td align="right">1 adet<br><b>749,90 TL</b></td></tr>
<tr><td><img src="https://cdn.carsi-pazaryeri.example/urun/10277/kucuk.jpg" width="56" alt=""></td><td>Şarj Kablosu USB-C 2 m (2'li paket)<br><span style="color:#999;">Satıcı: TeknoDükkan &middot; Stok kodu: TD-10277</span></td><td align="right">1 adet<br><b>189,00 TL</b></td></tr>
</table>
<p style="text-align:right;font-size:14px;">Kargo: <b>0,00 TL</b><br>Toplam: <b>938,90 TL</b> <span style="color:#999;font-size:12px;">(KDV %20 dahil: 156,48 TL)</span></p>
<p><a href="https://carsi-pazaryeri.example/hesabim/siparisler/2025031400718" style="background:#f27a1a;color:#fff;padding:10px 20px;border-radius:4px;text-decoration:none;">Siparişimi Görüntüle</a>
&nbsp;<a href="https://carsi-pazaryeri.example/kargo-takip/7301845529013" style="color:#f27a1a;">Kargom nerede?</a></p>
<p style="font-size:12px;color:#888;">Bu alışverişinden 47 Çarşı Puan kazandın. Puanların 30 gün içinde hesabına yüklenecek.</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#999;background:#f9f9f9;">
Müşteri Hizmetleri: 0850 333 00 18 &middot; Çarşı Elektronik Ticaret A.Ş., Büyükdere Cad. No: 201, 34394 Şişli/İstanbul &middot; Mersis No: 0123456789000015</td></tr>
</table>
</body></html>
""")

M(lang="tr", kind="newsletter_numbers",
  frm=("Boğaziçi Enerji", "fatura@bogazicienerji.example"),
  to=("", "h.yildiz@eposta.example"),
  subject="Mart 2025 elektrik faturanız: 842,17 TL",
  date="Tue, 08 Apr 2025 09:20:14 +0300",
  text_cte="8bit",
  otp=None, link=None,
  text="""Sayın HASAN YILDIZ,

Mart 2025 dönemine ait elektrik faturanız oluşmuştur.

Sözleşme Hesap No:   4000128837
Tesisat No:          3021574409
Fatura No:           BGE2025000481922
Adres:               Bağdat Cad. No: 312 D: 9, 34740 Bostancı, Kadıköy/İstanbul

Okuma tarihleri:     03.03.2025 - 02.04.2025 (31 gün)
İlk endeks:          18.204,315
Son endeks:          18.516,402
Tüketim:             312 kWh (günlük ortalama 10,06 kWh)

Enerji bedeli                     621,40 TL
Dağıtım bedeli                    145,84 TL
Vergi ve fonlar                    74,93 TL
Ödenecek tutar                    842,17 TL
Son ödeme tarihi                  18.04.2025

Otomatik ödeme talimatınız bulunmaktadır; tutar son ödeme tarihinde
kartınızdan tahsil edilecektir.

Geçen yılın aynı dönemine göre tüketiminiz %7 azaldı. Tebrikler!

Arıza ve kesinti bildirimi: 186
Müşteri hizmetleri: 0850 200 18 18

Boğaziçi Enerji Perakende Satış A.Ş.
""")

M(lang="tr", kind="username_digits",
  frm=("Satranç Kulübü Online", "bildirim@satrankulubu.example"),
  to=("", "mehmet.ozturk@eposta.example"),
  subject="mehmet_1990, haftalık satranç özetin",
  date="Mon, 24 Mar 2025 08:30:00 +0300",
  text_cte="quoted-printable", html_cte="quoted-printable",
  otp=None, link=None,
  text="""Merhaba mehmet_1990,

Bu hafta 23 oyun oynadın: 12 galibiyet, 4 beraberlik, 7 mağlubiyet.

Blitz puanın:     1654 (+38)
Rapid puanın:     1712 (-5)
Bulmaca puanın:   2108 (+61)

En iyi oyunun: 21.03.2025, chessfan_2001'e karşı (1689), 34 hamlede mat.
Açılış: Sicilya Savunması, Najdorf Varyantı (B90).

Türkiye sıralaması: 4.812 / 96.340

Bu haftanın turnuvası: 29 Mart Cumartesi 20:00, 3+2 blitz, 7 tur.

İyi oyunlar!
Satranç Kulübü Online

Bildirim ayarları: https://satrankulubu.example/ayarlar/bildirimler
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="background:#312e2b;margin:0;font-family:Arial,sans-serif;color:#e8e6e3;">
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#262421;">
<tr><td style="padding:20px 26px;font-size:20px;font-weight:bold;color:#81b64c;">&#9822; Satranç Kulübü Online</td></tr>
<tr><td style="padding:0 26px 20px;font-size:15px;line-height:22px;">
<p>Merhaba <b>mehmet_1990</b>,</p>
<p>Bu hafta 23 oyun oynadın: 12 galibiyet, 4 beraberlik, 7 mağlubiyet.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;text-align:center;">
<tr><td style="background:#3c3a37;">Blitz<br><span style="font-size:22px;font-weight:bold;">1654</span><br><span style="color:#81b64c;">+38</span></td>
<td style="background:#3c3a37;">Rapid<br><span style="font-size:22px;font-weight:bold;">1712</span><br><span style="color:#e05b5b;">-5</span></td>
<td style="background:#3c3a37;">Bulmaca<br><span style="font-size:22px;font-weight:bold;">2108</span><br><span style="color:#81b64c;">+61</span></td></tr>
</table>
<p>En iyi oyunun: 21.03.2025, chessfan_2001'e karşı (1689), 34 hamlede mat.<br>Açılış: Sicilya Savunması, Najdorf Varyantı (B90).</p>
<p>Türkiye sıralaması: 4.812 / 96.340</p>
<p>Bu haftanın turnuvası: <b>29 Mart Cumartesi 20:00</b>, 3+2 blitz, 7 tur.</p>
<p>İyi oyunlar!</p>
</td></tr>
<tr><td style="padding:12px 26px;font-size:11px;color:#8b8987;"><a href="https://satrankulubu.example/ayarlar/bildirimler" style="color:#8b8987;">Bildirim ayarları</a></td></tr>
</table>
</body></html>
""")

M(lang="tr", kind="username_digits",
  frm=("Okurdaş", "hesap@okurdas.example"),
  to=("", "ayse.korkmaz@eposta.example"),
  subject="Okurdaş doğrulama kodun",
  date="Wed, 02 Apr 2025 22:07:38 +0300",
  text_cte="8bit", html_cte="quoted-printable",
  otp="417263", shown="417 263", link=None,
  text="""Merhaba ayse.k92,

Okurdaş hesabına (kullanıcı adı: ayse.k92) yeni bir cihazdan giriş
yapılmak isteniyor.

Doğrulama kodun: 417 263

Kod 10 dakika geçerlidir. Bu kodu kimseyle paylaşma.

Bu yıl 14 kitap okudun, hedefin 40 kitap. Devam!

Okurdaş Ekibi
destek@okurdas.example
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Georgia,serif;background:#fbf7f0;color:#3d3428;margin:0;padding:26px 0;">
<div style="max-width:480px;margin:0 auto;background:#fff;border:1px solid #eadfcd;padding:28px;">
<p style="font-size:22px;margin-top:0;">Okurdaş</p>
<p>Merhaba ayse.k92,</p>
<p>Okurdaş hesabına (kullanıcı adı: <b>ayse.k92</b>) yeni bir cihazdan giriş yapılmak isteniyor.</p>
<p>Doğrulama kodun:</p>
<p style="font-family:Arial,sans-serif;font-size:30px;font-weight:bold;letter-spacing:4px;color:#a0522d;">417 263</p>
<p style="font-size:13px;color:#8b7d69;">Kod 10 dakika geçerlidir. Bu kodu kimseyle paylaşma.</p>
<p style="font-size:13px;">Bu yıl 14 kitap okudun, hedefin 40 kitap. Devam!</p>
<p style="font-size:12px;color:#8b7d69;">Okurdaş Ekibi &middot; destek@okurdas.example</p>
</div>
</body></html>
""")

M(lang="tr", kind="lowercase_alnum",
  frm=("Defterim", "giris@defterim.example"),
  to=("", "can.arslan@eposta.example"),
  subject="Defterim'e giriş yap",
  date="Sat, 05 Apr 2025 11:26:47 +0300",
  html_cte="quoted-printable",
  otp="m4t8r2vq", shown="m4t8r2vq",
  link="https://defterim.example/giris/dogrula?t=m4t8r2vq.X9bL2kQ7&cihaz=web",
  html="""<!DOCTYPE html>
<html lang="tr"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f6f4fb;font-family:Inter,Segoe UI,Arial,sans-serif;color:#23203a;">
<div style="max-width:460px;margin:36px auto;background:#fff;border-radius:12px;padding:32px;">
<p style="font-size:19px;font-weight:700;color:#5a3fd6;margin:0 0 20px;">Defterim</p>
<p>Merhaba Can,</p>
<p>Defterim'e giriş yapmak için aşağıdaki butona tıkla:</p>
<p style="margin:22px 0;"><a href="https://defterim.example/giris/dogrula?t=m4t8r2vq.X9bL2kQ7&amp;cihaz=web" style="background:#5a3fd6;color:#fff;padding:12px 24px;border-radius:8px;text-decoration:none;font-weight:600;">Giriş yap</a></p>
<p>Ya da giriş ekranına şu kodu yapıştır:</p>
<p style="font-family:Menlo,Consolas,monospace;font-size:22px;background:#f0edfa;padding:10px 14px;border-radius:8px;letter-spacing:1px;">m4t8r2vq</p>
<p style="font-size:13px;color:#7a7591;">Bağlantı ve kod 15 dakika boyunca, yalnızca bir kez kullanılabilir.
Giriş yapmaya çalışan sen değilsen bu e-postayı görmezden gelebilirsin.</p>
<p style="font-size:11px;color:#a6a1bd;margin-top:24px;">Defterim Yazılım Ltd. Şti. &middot; Kızılay Mah. Atatürk Blv. No: 105, 06420 Çankaya/Ankara</p>
</div>
</body></html>
""")

M(lang="tr", kind="no_code_word",
  frm=("Semt Pazarı", "uyelik@semtpazari.example"),
  to=("", "elif.sahin@eposta.example"),
  subject="E-posta adresini doğrula",
  date="Mon, 07 Apr 2025 13:52:05 +0300",
  text_cte="base64", html_cte="quoted-printable",
  otp="605392", shown="605 392", link=None,
  text="""Merhaba,

Semt Pazarı'na hoş geldin! Mahallendeki üreticilerden taze ürünler
kapına gelsin.

Üyeliğini tamamlamak için aşağıdaki numarayı kayıt sayfasına yaz:

    605 392

Bu numara 20 dakika geçerlidir. Üye olmak isteyen sen değilsen bu
e-postayı dikkate alma.

İlk siparişinde 150 TL ve üzeri alışverişe teslimat ücretsiz.

Semt Pazarı
Müşteri hattı: 0850 480 70 70
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f1f8ef;font-family:Arial,sans-serif;color:#1f3a1a;">
<table align="center" width="540" cellpadding="0" cellspacing="0" style="background:#fff;margin:24px auto;">
<tr><td style="padding:20px 28px;background:#4caf50;color:#fff;font-size:22px;font-weight:bold;">Semt Pazarı</td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:23px;">
<p>Merhaba,</p>
<p>Semt Pazarı'na hoş geldin! Mahallendeki üreticilerden taze ürünler kapına gelsin.</p>
<p>Üyeliğini tamamlamak için aşağıdaki numarayı kayıt sayfasına yaz:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:5px;text-align:center;color:#2e7d32;">605 392</p>
<p style="font-size:13px;color:#6a8a65;">Bu numara 20 dakika geçerlidir. Üye olmak isteyen sen değilsen bu e-postayı dikkate alma.</p>
<p>İlk siparişinde 150 TL ve üzeri alışverişe teslimat ücretsiz.</p>
</td></tr>
<tr><td style="padding:12px 28px;font-size:11px;color:#8aa386;background:#f7fbf6;">Semt Pazarı &middot; Müşteri hattı: 0850 480 70 70</td></tr>
</table>
</body></html>
""")

M(lang="tr", kind="reset_in_code_mail",
  frm=("Bulut Kasa", "guvenlik@bulutkasa.example"),
  to=("", "serkan.demirci@eposta.example"),
  subject="Bulut Kasa giriş kodun",
  date="Thu, 10 Apr 2025 00:41:19 +0300",
  text_cte="8bit", html_cte="quoted-printable",
  otp="731846", shown="731 846", link=None,
  text="""Merhaba Serkan,

Bulut Kasa hesabına giriş yapmak için kodun:

731 846

Kod 5 dakika geçerli. Bulut Kasa çalışanları bu kodu asla istemez.

Giriş bilgileri: Chrome / macOS, İzmir, 10.04.2025 00:40

Bu sen değil miydin? Hemen şifreni sıfırla:
https://bulutkasa.example/sifre-sifirla?token=Q2w8Lr5Yt1Kp7Vn4&kaynak=giris-uyarisi

Bulut Kasa Güvenlik Ekibi
Bulut Kasa Teknoloji A.Ş. - Alsancak Mah. 1469 Sk. No: 8, 35220 Konak/İzmir
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;background:#eef3f8;margin:0;padding:28px 0;color:#1b2838;">
<table align="center" width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td style="padding:24px 30px 0;font-size:20px;font-weight:bold;color:#0d5ea6;">&#9729; Bulut Kasa</td></tr>
<tr><td style="padding:16px 30px;font-size:15px;line-height:22px;">
<p>Merhaba Serkan,</p>
<p>Bulut Kasa hesabına giriş yapmak için kodun:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:6px;color:#0d5ea6;margin:6px 0 14px;">731 846</p>
<p>Kod 5 dakika geçerli. Bulut Kasa çalışanları bu kodu asla istemez.</p>
<p style="font-size:13px;color:#6b7c8f;">Giriş bilgileri: Chrome / macOS, İzmir, 10.04.2025 00:40</p>
<p style="font-size:14px;background:#fff3f0;padding:12px;border-radius:6px;">Bu sen değil miydin?
<a href="https://bulutkasa.example/sifre-sifirla?token=Q2w8Lr5Yt1Kp7Vn4&amp;kaynak=giris-uyarisi" style="color:#c62828;font-weight:bold;">Hemen şifreni sıfırla</a></p>
<p style="font-size:13px;">Bulut Kasa Güvenlik Ekibi</p>
</td></tr>
<tr><td style="padding:12px 30px;font-size:11px;color:#90a0b2;border-top:1px solid #e6ecf2;">Bulut Kasa Teknoloji A.Ş. &middot; Alsancak Mah. 1469 Sk. No: 8, 35220 Konak/İzmir</td></tr>
</table>
</body></html>
""")

M(lang="tr", kind="alt_text_only",
  frm=("Otopark Plus", "bilgi@otoparkplus.example"),
  to=("", "gokhan.polat@eposta.example"),
  subject="Otopark Plus hesabınızı doğrulayın",
  date="Fri, 11 Apr 2025 17:24:33 +0300",
  html_cte="quoted-printable",
  otp="5307", shown="5307", link=None,
  html="""<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="margin:0;background:#ffffff;font-family:Verdana,Arial,sans-serif;font-size:13px;color:#222;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="500" cellpadding="0" cellspacing="0">
<tr><td style="padding:18px 0;border-bottom:3px solid #ffc107;"><img src="https://otoparkplus.example/eposta/logo.png" width="160" height="40" alt="Otopark Plus"></td></tr>
<tr><td style="padding:18px 0 6px;">Sayın kullanıcımız,</td></tr>
<tr><td style="padding:0 0 6px;">34 ABC 482 plakalı aracınız için Otopark Plus üyeliğiniz oluşturuldu. Uygulamada hesabınızı doğrulamak için aşağıdaki kodu girin:</td></tr>
<tr><td align="center" style="padding:18px 0;"><img src="https://otoparkplus.example/eposta/dogrulama/e81f33b0.png" width="210" height="66" alt="Kodunuz: 5307" border="0"></td></tr>
<tr><td style="padding:0 0 6px;">Kodun geçerlilik süresi 15 dakikadır.</td></tr>
<tr><td style="padding:14px 0 0;font-size:11px;color:#777;border-top:1px solid #eee;">Saatlik ücret: 60 TL &middot; Günlük: 300 TL &middot; Aylık abonelik: 2.750 TL<br>
Otopark Plus &middot; Çağrı merkezi: 0850 460 12 12 &middot; Atatürk Cad. No: 44, 16050 Nilüfer/Bursa</td></tr>
</table>
</td></tr></table>
</body></html>
""")

M(lang="tr", kind="magic_link",
  frm=("Lezzet Kulübü", "merhaba@lezzetkulubu.example"),
  to=("Deniz Kurt", "deniz.kurt@eposta.example"),
  subject="Lezzet Kulübü'ne tek tıkla giriş",
  date="Sun, 13 Apr 2025 19:05:12 +0300",
  headers=[("List-Unsubscribe", "<https://lezzetkulubu.example/abonelik/iptal?u=dk-55817&k=7c1d>")],
  text_cte="quoted-printable", html_cte="quoted-printable",
  otp=None,
  link="https://email.lezzetkulubu.example/c/eJxNjr0OgjAUhZ-mbA1tKX8DAzEYF0dHUugtEKGQ9kLi21vUwe0m53znu6ZSBRcmH6qRCc4ZZ5KlXEguadpkeXxtasGyPG1ExWIJapxo75c-Ih0MCLcbXhhEqYDkcFT7u5Y0VbLxMvGo8QOwv3JnB4Cp4YN0Fy6YSvJC8Wsr7p_sE2_Xdnf8rrqfXezyQ",
  link_alt=["https://lezzetkulubu.example/giris/baglanti?anahtar=Yp4Nw8Kc2Rz6Lt9Hx3Vm&e=deniz.kurt%40eposta.example"],
  text="""Merhaba Deniz,

Lezzet Kulübü'ne giriş yapmak için aşağıdaki bağlantıyı aç:

https://lezzetkulubu.example/giris/baglanti?anahtar=Yp4Nw8Kc2Rz6Lt9Hx3Vm&e=deniz.kurt%40eposta.example

Bağlantı 30 dakika geçerlidir ve yalnızca bir kez kullanılabilir.

Bu haftanın tarifleri: Fırında Mücver (35 dk, 4 kişilik), Etli Kuru Fasulye
(1 sa 40 dk), Revani (50 dk).

Afiyet olsun!
Lezzet Kulübü

Yardım: https://lezzetkulubu.example/yardim
Bu e-postaları almak istemiyorsan: https://lezzetkulubu.example/abonelik/iptal?u=dk-55817&k=7c1d
""",
  html="""<!DOCTYPE html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#fff6ee;font-family:'Trebuchet MS',Arial,sans-serif;color:#3e2a1c;">
<p style="text-align:center;font-size:11px;color:#b39580;margin:10px 0;">E-posta düzgün görünmüyor mu?
<a href="https://email.lezzetkulubu.example/c/eJxNjr0OgjAUhZ-mbA1tKX8DAzEYF0dHUugtEKGQ9kLi21vUwe0m53znu6ZSBRcmH6qRCc4ZZ5KlXEguadpkeXxtasGyPG1ExWIJapxo75c-Ih0MCLcbXhhEqYDkcFT7u5Y0VbLxMvGo8QOwv3JnB4Cp4YN0Fy6YSvJC8Wsr7p_sE2_Xdnf8rrqfXezyR" style="color:#b39580;">Tarayıcıda aç</a></p>
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;overflow:hidden;">
<tr><td><img src="https://lezzetkulubu.example/img/eposta/ust-gorsel.jpg" width="560" height="160" alt="Lezzet Kulübü" style="display:block;"></td></tr>
<tr><td style="padding:24px 32px;font-size:15px;line-height:23px;">
<p>Merhaba Deniz,</p>
<p>Lezzet Kulübü'ne giriş yapmak için aşağıdaki butona tıkla. Şifre gerekmez.</p>
<p style="text-align:center;margin:26px 0;"><a href="https://email.lezzetkulubu.example/c/eJxNjr0OgjAUhZ-mbA1tKX8DAzEYF0dHUugtEKGQ9kLi21vUwe0m53znu6ZSBRcmH6qRCc4ZZ5KlXEguadpkeXxtasGyPG1ExWIJapxo75c-Ih0MCLcbXhhEqYDkcFT7u5Y0VbLxMvGo8QOwv3JnB4Cp4YN0Fy6YSvJC8Wsr7p_sE2_Xdnf8rrqfXezyQ" style="background:#e4572e;color:#fff;padding:13px 30px;border-radius:26px;text-decoration:none;font-weight:bold;">Giriş yap</a></p>
<p style="font-size:13px;color:#a18672;">Bağlantı 30 dakika geçerlidir ve yalnızca bir kez kullanılabilir.</p>
</td></tr>
<tr><td style="padding:18px 32px;background:#fff1e4;font-size:14px;">
<b>Bu haftanın tarifleri</b><br>
<a href="https://email.lezzetkulubu.example/c/eJxNjr0OgjAUhZ-tarif-muecver" style="color:#e4572e;">Fırında Mücver</a> (35 dk, 4 kişilik) &middot;
<a href="https://email.lezzetkulubu.example/c/eJxNjr0OgjAUhZ-tarif-fasulye" style="color:#e4572e;">Etli Kuru Fasulye</a> (1 sa 40 dk) &middot;
<a href="https://email.lezzetkulubu.example/c/eJxNjr0OgjAUhZ-tarif-revani" style="color:#e4572e;">Revani</a> (50 dk)
</td></tr>
<tr><td style="padding:14px 32px;font-size:11px;color:#b39580;">
<a href="https://lezzetkulubu.example/yardim" style="color:#b39580;">Yardım</a> &middot;
<a href="https://lezzetkulubu.example/gizlilik" style="color:#b39580;">Gizlilik</a> &middot;
<a href="https://lezzetkulubu.example/abonelik/iptal?u=dk-55817&amp;k=7c1d" style="color:#b39580;">Abonelikten çık</a><br>
Lezzet Kulübü Yayıncılık A.Ş. &middot; Bağdat Cad. No: 41, 34728 Kadıköy/İstanbul
</td></tr>
</table>
<img src="https://email.lezzetkulubu.example/o/eJxNjr0OgjAUhZ-open" width="1" height="1" alt="">
</body></html>
""")

M(lang="tr", kind="new_and_old_code",
  frm=("Sigortam Cepte", "dogrulama@sigortamcepte.example"),
  to=("", "ahmet.erdem@eposta.example"),
  subject="Yeni doğrulama kodunuz",
  date="Tue, 15 Apr 2025 10:16:58 +0300",
  text_cte="quoted-printable",
  otp="264019", shown="264 019", link=None,
  text="""Sayın Ahmet Erdem,

Talebiniz üzerine yeni bir doğrulama kodu oluşturduk:

    264 019

Daha önce gönderdiğimiz 880 512 kodu artık geçersizdir; lütfen yalnızca
yukarıdaki yeni kodu kullanın. Kod 3 dakika içinde girilmelidir.

Poliçe No: 2025/KSK/0381127 (Kasko, 34 XYZ 917)
Poliçe başlangıç: 16.04.2025 - bitiş: 16.04.2026
Prim tutarı: 18.420,00 TL (9 taksit x 2.046,67 TL)

Bu işlemi siz yapmadıysanız 0850 250 55 55 numaralı hattımızı arayın.

Saygılarımızla,
Sigortam Cepte Aracılık Hizmetleri A.Ş.
""")


# ==========================================================================
# Indonesian (id)
# ==========================================================================

M(lang="id", kind="booking_ref",
  frm=("Nusantara Langit Air", "eticket@nusantaralangit.example"),
  to=("Rina Wulandari", "rina.wulandari@surel.example"),
  subject="E-tiket Anda: Jakarta - Denpasar, 21 Mar 2025 (Kode booking KJ4T9R)",
  date="Tue, 11 Mar 2025 20:14:36 +0700",
  text_cte="8bit", html_cte="quoted-printable",
  otp=None, link=None,
  text="""Yth. Ibu Rina Wulandari,

Terima kasih telah terbang bersama Nusantara Langit Air. Pembayaran Anda
telah kami terima dan e-tiket sudah terbit.

Kode booking:      KJ4T9R
Nomor tiket:       990-2412345678
Penerbangan:       NL 782
Rute:              Jakarta (CGK) Terminal 3 -> Denpasar (DPS) Terminal Domestik
Tanggal:           Jumat, 21 Maret 2025
Berangkat:         06:15 WIB
Tiba:              09:05 WITA
Kursi:             21A
Bagasi:            20 kg + kabin 7 kg
Penumpang:         WULANDARI/RINA MS

Total pembayaran:  Rp1.245.000 (termasuk PPN dan iuran wajib Jasa Raharja)
Metode:            Transfer virtual account, 11-03-2025 20:12 WIB

Check-in online dibuka 24 jam sebelum keberangkatan dan ditutup 4 jam
sebelum keberangkatan. Konter check-in di bandara ditutup 45 menit
sebelum keberangkatan.

Salam hangat,
Nusantara Langit Air

Pusat Layanan: (021) 2939 8800 / 0811 1900 782 (WhatsApp)
PT Nusantara Langit Air, Jl. M.H. Thamrin No. 59, Jakarta Pusat 10350
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef4f9;font-family:Arial,sans-serif;color:#13293d;">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:18px 24px;background:#c8102e;color:#fff;font-size:20px;font-weight:bold;">Nusantara Langit Air</td></tr>
<tr><td style="padding:22px 24px;font-size:14px;line-height:21px;">
<p>Yth. Ibu Rina Wulandari,</p>
<p>Terima kasih telah terbang bersama Nusantara Langit Air. Pembayaran Anda telah kami terima dan e-tiket sudah terbit.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #dde6ee;font-size:14px;">
<tr><td style="color:#66809a;">Kode booking</td><td style="font-size:20px;font-weight:bold;letter-spacing:2px;">KJ4T9R</td></tr>
<tr><td style="color:#66809a;">Nomor tiket</td><td>990-2412345678</td></tr>
<tr><td style="color:#66809a;">Penerbangan</td><td>NL 782</td></tr>
<tr><td style="color:#66809a;">Rute</td><td>Jakarta (CGK) Terminal 3 &rarr; Denpasar (DPS) Terminal Domestik</td></tr>
<tr><td style="color:#66809a;">Tanggal</td><td>Jumat, 21 Maret 2025</td></tr>
<tr><td style="color:#66809a;">Berangkat / Tiba</td><td>06:15 WIB / 09:05 WITA</td></tr>
<tr><td style="color:#66809a;">Kursi</td><td>21A</td></tr>
<tr><td style="color:#66809a;">Bagasi</td><td>20 kg + kabin 7 kg</td></tr>
<tr><td style="color:#66809a;">Penumpang</td><td>WULANDARI/RINA MS</td></tr>
</table>
<p><b>Total pembayaran: Rp1.245.000</b> (termasuk PPN dan iuran wajib Jasa Raharja)<br>
Metode: Transfer virtual account, 11-03-2025 20:12 WIB</p>
<p>Check-in online dibuka 24 jam sebelum keberangkatan dan ditutup 4 jam sebelum keberangkatan.
<a href="https://nusantaralangit.example/check-in" style="color:#c8102e;">Check-in sekarang</a></p>
<p>Salam hangat,<br>Nusantara Langit Air</p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#7b8fa3;background:#f5f8fb;">Pusat Layanan: (021) 2939 8800 / 0811 1900 782 (WhatsApp) &middot;
PT Nusantara Langit Air, Jl. M.H. Thamrin No. 59, Jakarta Pusat 10350</td></tr>
</table>
</body></html>
""")

M(lang="id", kind="newsletter_numbers",
  frm=("Ojekita", "struk@ojekita.example"),
  to=("", "dimas.pratama@surel.example"),
  subject="Struk perjalanan Anda - Sabtu, 15 Maret 2025",
  date="Sat, 15 Mar 2025 08:47:21 +0700",
  text_cte="quoted-printable",
  otp=None, link=None,
  text="""Ojekita - Terima kasih sudah naik bareng kami!

Halo Dimas,

Berikut rincian perjalanan Anda pagi ini.

ID Pesanan:     OJK-250315-7719204
Layanan:        OjekMotor
Jemput:         07:58 WIB, Jl. Kaliurang Km 5,6 No. 12, Sleman 55281
Tujuan:         08:31 WIB, Stasiun Tugu, Jl. Pasar Kembang, Yogyakarta 55271
Jarak:          9,4 km (33 menit)
Pengemudi:      Slamet R. - AB 4412 KX (Honda Beat hitam), rating 4,9

Tarif perjalanan                 Rp24.000
Biaya jasa aplikasi               Rp2.000
Diskon promo HEMAT20             -Rp4.800
Total dibayar (DompetKita)       Rp21.200

Anda hemat 20% dengan kode promo HEMAT20. Promo berlaku sampai
31-03-2025, maksimal 4x per minggu.

Poin Ojekita bertambah: +21 (total 1.386 poin)

Ada barang tertinggal? Hubungi 1500-765 atau (0274) 880 1234.

PT Ojek Kita Indonesia, Jl. Magelang Km 7 No. 88, Yogyakarta 55285
""")

M(lang="id", kind="newsletter_numbers",
  frm=("TokoRaya", "info@tokoraya.example"),
  to=("Siti Rahmawati", "siti.rahmawati@surel.example"),
  subject="Pesanan INV/20250314/MPL/3849120 sedang dikirim",
  date="Fri, 14 Mar 2025 16:05:44 +0700",
  html_cte="base64",
  otp=None, link=None,
  html="""<!DOCTYPE html>
<html lang="id"><head><meta charset="utf-8"><title>Pesanan dikirim</title></head>
<body style="margin:0;background:#f3f4f6;font-family:'Nunito Sans',Arial,sans-serif;color:#212121;">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:18px 24px;border-bottom:1px solid #eee;"><span style="font-size:22px;font-weight:800;color:#03ac0e;">TokoRaya</span></td></tr>
<tr><td style="padding:22px 24px;font-size:14px;line-height:21px;">
<p style="font-size:17px;font-weight:bold;">Hore, pesananmu sedang dalam perjalanan!</p>
<p>Halo Siti, penjual <b>Batik Pekalongan Asli</b> telah mengirimkan pesananmu.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;background:#f9fafb;border:1px solid #eceff1;">
<tr><td style="color:#757575;">No. Invoice</td><td>INV/20250314/MPL/3849120</td></tr>
<tr><td style="color:#757575;">Kurir</td><td>JNX Reguler</td></tr>
<tr><td style="color:#757575;">No. Resi</td><td>JNX0031847726105</td></tr>
<tr><td style="color:#757575;">Estimasi tiba</td><td>17 - 19 Mar 2025</td></tr>
<tr><td style="color:#757575;">Alamat</td><td>Siti Rahmawati (0857-2210-4418)<br>Jl. Dago No. 128, Coblong, Kota Bandung, Jawa Barat 40135</td></tr>
</table>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;margin-top:14px;">
<tr><td><img src="https://images.tokoraya.example/product/batik-mega-mendung-l.jpg" width="60" alt=""></td><td>Kemeja Batik Mega Mendung, ukuran L<br><span style="color:#9e9e9e;">SKU: BPA-MM-L-021</span></td><td>2 x Rp185.000</td><td align="right">Rp370.000</td></tr>
<tr><td><img src="https://images.tokoraya.example/product/kain-parang.jpg" width="60" alt=""></td><td>Kain Batik Parang 2 m<br><span style="color:#9e9e9e;">SKU: BPA-KP-200</span></td><td>1 x Rp240.000</td><td align="right">Rp240.000</td></tr>
<tr><td colspan="3">Ongkos kirim (1,2 kg)</td><td align="right">Rp28.000</td></tr>
<tr><td colspan="3">Diskon ongkir</td><td align="right">-Rp20.000</td></tr>
<tr><td colspan="3">Biaya layanan</td><td align="right">Rp1.000</td></tr>
<tr><td colspan="3" style="border-top:1px solid #eee;"><b>Total Bayar</b></td><td align="right" style="border-top:1px solid #eee;"><b>Rp619.000</b></td></tr>
</table>
<p><a href="https://tokoraya.example/order/INV-20250314-MPL-3849120/lacak" style="background:#03ac0e;color:#fff;padding:10px 22px;border-radius:8px;text-decoration:none;font-weight:bold;">Lacak Pesanan</a></p>
<p style="font-size:12px;color:#9e9e9e;">Klik "Pesanan Diterima" dalam 2 x 24 jam setelah paket tiba agar dana diteruskan ke penjual.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#fafafa;font-size:11px;color:#9e9e9e;">
Butuh bantuan? Hubungi 1500-977 (08.00-22.00 WIB) &middot; PT TokoRaya Niaga, Jl. Prof. Dr. Satrio Kav. 11, Jakarta Selatan 12950</td></tr>
</table>
</body></html>
""")

M(lang="id", kind="username_digits",
  frm=("Pustaka Daring Nusa", "notifikasi@pustakanusa.example"),
  to=("", "budi.santoso@surel.example"),
  subject="Halo budi_santoso88, 3 buku pinjaman Anda jatuh tempo minggu ini",
  date="Mon, 17 Mar 2025 07:00:00 +0700",
  text_cte="8bit", html_cte="quoted-printable",
  otp=None, link=None,
  text="""Halo budi_santoso88,

Ini pengingat mingguan dari Pustaka Daring Nusa.

Nama pengguna:   budi_santoso88
No. anggota:     PDN-2019-004417
Anggota sejak:   Agustus 2019

Pinjaman yang jatuh tempo:
1. "Laskar Pelangi" - ISBN 978-979-3062-79-2 - kembali 19-03-2025
2. "Sejarah Indonesia Modern 1200-2008" - kembali 20-03-2025
3. "Dasar-Dasar Pemrograman Python, Ed. 3" - kembali 22-03-2025

Perpanjangan bisa dilakukan 1x selama 7 hari lewat aplikasi.
Denda keterlambatan: Rp1.000 per buku per hari.

Statistik Anda tahun 2025: 11 buku dibaca, 2.436 halaman.

Selamat membaca!
Pustaka Daring Nusa

Atur notifikasi: https://pustakanusa.example/akun/notifikasi
Jl. Medan Merdeka Selatan No. 11, Jakarta Pusat 10110 - (021) 392 2855
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;background:#f5f1e8;margin:0;padding:24px 0;color:#2e2a24;">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:26px 30px;">
<p style="font-size:20px;color:#7a4e1d;margin-top:0;"><b>Pustaka Daring Nusa</b></p>
<p>Halo <b>budi_santoso88</b>,</p>
<p>Ini pengingat mingguan dari Pustaka Daring Nusa.</p>
<p style="font-size:13px;color:#807463;">Nama pengguna: budi_santoso88 &middot; No. anggota: PDN-2019-004417 &middot; Anggota sejak Agustus 2019</p>
<p><b>Pinjaman yang jatuh tempo:</b></p>
<ol style="font-size:14px;line-height:22px;">
<li>&ldquo;Laskar Pelangi&rdquo; &ndash; ISBN 978-979-3062-79-2 &ndash; kembali 19-03-2025</li>
<li>&ldquo;Sejarah Indonesia Modern 1200-2008&rdquo; &ndash; kembali 20-03-2025</li>
<li>&ldquo;Dasar-Dasar Pemrograman Python, Ed. 3&rdquo; &ndash; kembali 22-03-2025</li>
</ol>
<p>Perpanjangan bisa dilakukan 1x selama 7 hari lewat aplikasi. Denda keterlambatan: Rp1.000 per buku per hari.</p>
<p style="background:#faf5ea;padding:10px;">Statistik Anda tahun 2025: <b>11 buku</b> dibaca, <b>2.436 halaman</b>.</p>
<p>Selamat membaca!</p>
<p style="font-size:11px;color:#a89c8a;"><a href="https://pustakanusa.example/akun/notifikasi" style="color:#a89c8a;">Atur notifikasi</a> &middot;
Jl. Medan Merdeka Selatan No. 11, Jakarta Pusat 10110 &middot; (021) 392 2855</p>
</div>
</body></html>
""")

M(lang="id", kind="prefix_code",
  frm=("BeliTiket", "verifikasi@belitiket.example"),
  to=("", "andi.saputra@surel.example"),
  subject="Verifikasi akun BeliTiket Anda",
  date="Wed, 19 Mar 2025 12:33:08 +0700",
  text_cte="quoted-printable", html_cte="quoted-printable",
  otp="559201", shown="BT-559201", link=None,
  text="""Halo Andi,

Kode verifikasi BeliTiket Anda:

BT-559201

Cukup masukkan 6 angka di belakang "BT-" pada halaman verifikasi.
Kode berlaku 5 menit.

JANGAN berikan kode ini kepada siapa pun, termasuk pihak yang mengaku
dari BeliTiket.

Konser "Senja di Kota" - 26 April 2025, 19.00 WIB, Istora Senayan.
Tiket Festival mulai Rp450.000. Sisa 1.208 kursi.

Salam,
Tim BeliTiket
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#101828;font-family:Arial,sans-serif;color:#f2f4f7;">
<table align="center" width="520" cellpadding="0" cellspacing="0" style="background:#1d2939;border-radius:10px;margin:24px auto;">
<tr><td style="padding:24px 30px 6px;font-size:22px;font-weight:bold;color:#fdb022;">BeliTiket</td></tr>
<tr><td style="padding:12px 30px;font-size:15px;line-height:23px;">
<p>Halo Andi,</p>
<p>Kode verifikasi BeliTiket Anda:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:3px;margin:8px 0;"><span style="color:#667085;">BT-</span><span style="color:#fdb022;">559201</span></p>
<p>Cukup masukkan 6 angka di belakang &ldquo;BT-&rdquo; pada halaman verifikasi. Kode berlaku 5 menit.</p>
<p style="font-size:13px;color:#98a2b3;"><b>JANGAN</b> berikan kode ini kepada siapa pun, termasuk pihak yang mengaku dari BeliTiket.</p>
</td></tr>
<tr><td style="padding:16px 30px 24px;font-size:13px;color:#d0d5dd;border-top:1px solid #344054;">
Konser &ldquo;Senja di Kota&rdquo; &ndash; 26 April 2025, 19.00 WIB, Istora Senayan. Tiket Festival mulai Rp450.000. Sisa 1.208 kursi.<br>
Salam, Tim BeliTiket</td></tr>
</table>
</body></html>
""")

M(lang="id", kind="several_codes",
  frm=("DompetKu", "keamanan@dompetku.example"),
  to=("Fajar Nugroho", "fajar.nugroho@surel.example"),
  subject="Kode verifikasi masuk & kode aktivasi kartu DompetKu",
  date="Thu, 20 Mar 2025 10:27:15 +0700",
  text_cte="base64", html_cte="quoted-printable",
  otp="402775", shown="402 775", link=None,
  text="""Halo Fajar,

Kami mengirimkan dua kode untuk Anda:

1) Kode aktivasi Kartu DompetKu fisik: 8812
   Simpan dulu. Kode ini baru dipakai saat kartu tiba
   (perkiraan 24-26 Maret 2025) dan berlaku 30 hari.

2) Kode verifikasi masuk: 402 775
   Masukkan SEKARANG di aplikasi untuk menyelesaikan proses masuk
   di perangkat baru (Xiaomi Redmi Note 13). Berlaku 5 menit.

Jangan bagikan kedua kode ini kepada siapa pun.

Saldo Anda: Rp1.254.300 - Poin: 3.120

Salam,
DompetKu
Layanan pelanggan 24 jam: 1500-388 / halo@dompetku.example
PT Dompet Kita Digital, terdaftar dan diawasi oleh Bank Indonesia
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;background:#eef5ff;margin:0;padding:26px 0;color:#0f1f33;">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:10px;padding:28px;">
<p style="font-size:20px;font-weight:bold;color:#0a66c2;margin-top:0;">DompetKu</p>
<p>Halo Fajar,</p>
<p>Kami mengirimkan dua kode untuk Anda:</p>
<table width="100%" cellpadding="10" cellspacing="0" style="font-size:14px;">
<tr><td style="background:#f5f7fa;border-radius:6px;color:#5b6b80;">
<b>Kode aktivasi Kartu DompetKu fisik:</b> <span style="font-size:18px;">8812</span><br>
Simpan dulu. Kode ini baru dipakai saat kartu tiba (perkiraan 24-26 Maret 2025) dan berlaku 30 hari.</td></tr>
<tr><td style="height:8px;"></td></tr>
<tr><td style="background:#e7f1ff;border:2px solid #0a66c2;border-radius:6px;">
<b>Kode verifikasi masuk:</b> <span style="font-size:28px;font-weight:bold;letter-spacing:3px;color:#0a66c2;">402 775</span><br>
Masukkan <b>SEKARANG</b> di aplikasi untuk menyelesaikan proses masuk di perangkat baru (Xiaomi Redmi Note 13). Berlaku 5 menit.</td></tr>
</table>
<p style="font-size:13px;color:#c0392b;">Jangan bagikan kedua kode ini kepada siapa pun.</p>
<p style="font-size:13px;">Saldo Anda: Rp1.254.300 &middot; Poin: 3.120</p>
<p style="font-size:11px;color:#8a99ad;">Layanan pelanggan 24 jam: 1500-388 / halo@dompetku.example<br>PT Dompet Kita Digital, terdaftar dan diawasi oleh Bank Indonesia</p>
</div>
</body></html>
""")

M(lang="id", kind="subject_only",
  frm=("Belanjaku", "noreply@belanjaku.example"),
  to=("", "yuni.lestari@surel.example"),
  subject="[Belanjaku] 738219 adalah kode verifikasi Anda",
  date="Sun, 23 Mar 2025 19:44:02 +0700",
  html_cte="quoted-printable",
  otp="738219", shown="738219", link=None,
  html="""<!DOCTYPE html>
<html lang="id"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff5f7;font-family:Arial,sans-serif;color:#3a1d26;">
<table align="center" width="500" cellpadding="0" cellspacing="0" style="background:#fff;margin:24px auto;border-top:4px solid #ee4d6a;">
<tr><td style="padding:22px 28px;font-size:21px;font-weight:bold;color:#ee4d6a;">Belanjaku</td></tr>
<tr><td style="padding:0 28px 22px;font-size:15px;line-height:23px;">
<p>Hai,</p>
<p>Gunakan kode verifikasi yang tertera pada subjek email ini untuk masuk ke akun Belanjaku Anda.
Kode hanya berlaku selama 10 menit.</p>
<p>Demi keamanan, jangan berikan kode tersebut kepada siapa pun, termasuk pihak Belanjaku.</p>
<p style="background:#fff0f3;padding:12px;font-size:14px;">Promo Gajian 25.3: diskon hingga 70% + gratis ongkir min. belanja Rp50.000!</p>
<p>Salam,<br>Tim Belanjaku</p>
</td></tr>
<tr><td style="padding:12px 28px;font-size:11px;color:#b08a94;background:#fffafb;">PT Belanja Kita Nusantara &middot; Jl. Jend. Sudirman Kav. 52-53, Jakarta 12190</td></tr>
</table>
</body></html>
""")

M(lang="id", kind="phone_and_dates",
  frm=("Telko Nusantara", "layanan@telkonusantara.example"),
  to=("Wahyu Hidayat", "wahyu.hidayat@surel.example"),
  subject="Verifikasi pendaftaran paket internet rumah Anda",
  date="Fri, 14 Mar 2025 10:16:40 +0700",
  text_cte="8bit",
  otp="116482", shown="116 482", link=None,
  text="""Halo Bapak Wahyu Hidayat,

Terima kasih telah mendaftar paket NusaNet Rumah 50 Mbps.

Detail pendaftaran:
  No. pendaftaran : REG-JKT-25031400981
  No. HP terdaftar: 0812-3456-7890
  Alamat pasang   : Jl. Tebet Barat Dalam IV No. 21, Jakarta Selatan 12810
  Jadwal teknisi  : Senin, 17 Maret 2025 pukul 10.00-12.00 WIB
  Biaya bulanan   : Rp329.000 (sudah termasuk PPN 11%)
  Biaya pasang    : Rp150.000 (dibayar setelah instalasi)

Untuk melanjutkan, masukkan kode verifikasi berikut di halaman
pendaftaran:

  116 482

Kode berlaku sampai 14-03-2025 pukul 10.46 WIB.

Jika jadwal teknisi perlu diubah, hubungi kami di 147 atau
(021) 8370 1470 paling lambat H-1.

Hormat kami,
Telko Nusantara
PT Telekomunikasi Nusantara Raya, Jl. Gatot Subroto Kav. 52, Jakarta 12710
""")

M(lang="id", kind="lowercase_alnum",
  frm=("Catatanku", "masuk@catatanku.example"),
  to=("", "intan.permata@surel.example"),
  subject="Masuk ke Catatanku",
  date="Tue, 25 Mar 2025 21:58:33 +0700",
  text_cte="7bit",
  otp="h2v8k5ns", shown="h2v8k5ns",
  link="https://catatanku.example/auth/masuk?kode=h2v8k5ns&sesi=b71c4e09a2",
  text="""Halo Intan,

Klik tautan berikut untuk masuk ke Catatanku:
https://catatanku.example/auth/masuk?kode=h2v8k5ns&sesi=b71c4e09a2

Atau salin kode masuk ini ke aplikasi:

h2v8k5ns

Tautan dan kode berlaku 15 menit dan hanya bisa dipakai sekali.
Kalau Anda tidak mencoba masuk, abaikan saja email ini.

-- 
Catatanku
Jl. Braga No. 47, Bandung 40111
""")

M(lang="id", kind="reset_in_code_mail",
  frm=("Awan Simpan", "keamanan@awansimpan.example"),
  to=("", "rizky.ramadhan@surel.example"),
  subject="Kode OTP masuk Awan Simpan",
  date="Thu, 27 Mar 2025 23:15:07 +0700",
  text_cte="quoted-printable", html_cte="quoted-printable",
  otp="904316", shown="904 316", link=None,
  text="""Halo Rizky,

Kode OTP Anda untuk masuk ke Awan Simpan:

904 316

Berlaku 10 menit. Jangan berikan kepada siapa pun.

Perangkat: Safari di iPhone, Surabaya, 27-03-2025 23:14 WIB

Bukan Anda? Amankan akun Anda sekarang (ubah kata sandi dan keluar dari
semua perangkat):
https://awansimpan.example/keamanan/amankan?t=Hn4Wq8Zc1Lx6Vp3R&src=otp-mail

Tim Keamanan Awan Simpan
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#edf2f7;font-family:Arial,sans-serif;color:#1a202c;">
<table align="center" width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;margin:26px auto;">
<tr><td style="padding:22px 30px 4px;font-size:20px;font-weight:bold;color:#3182ce;">Awan Simpan</td></tr>
<tr><td style="padding:12px 30px;font-size:15px;line-height:23px;">
<p>Halo Rizky,</p>
<p>Kode OTP Anda untuk masuk ke Awan Simpan:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:6px;color:#2b6cb0;margin:6px 0 12px;">904 316</p>
<p>Berlaku 10 menit. Jangan berikan kepada siapa pun.</p>
<p style="font-size:13px;color:#718096;">Perangkat: Safari di iPhone, Surabaya, 27-03-2025 23:14 WIB</p>
</td></tr>
<tr><td style="padding:0 30px 22px;">
<table width="100%" cellpadding="12" cellspacing="0" style="background:#fff5f5;border-radius:6px;font-size:14px;"><tr><td>
Bukan Anda? <a href="https://awansimpan.example/keamanan/amankan?t=Hn4Wq8Zc1Lx6Vp3R&amp;src=otp-mail" style="color:#c53030;font-weight:bold;">Amankan akun Anda sekarang</a>
(ubah kata sandi dan keluar dari semua perangkat).</td></tr></table>
</td></tr>
<tr><td style="padding:12px 30px;font-size:11px;color:#a0aec0;border-top:1px solid #edf2f7;">Tim Keamanan Awan Simpan &middot;
<a href="https://awansimpan.example/bantuan" style="color:#a0aec0;">Pusat Bantuan</a></td></tr>
</table>
</body></html>
""")

M(lang="id", kind="no_code_word",
  frm=("RumahKos", "akun@rumahkos.example"),
  to=("", "nadia.putri@surel.example"),
  subject="Konfirmasi alamat email Anda",
  date="Mon, 31 Mar 2025 14:09:52 +0700",
  text_cte="8bit", html_cte="base64",
  otp="278105", shown="27 81 05", link=None,
  text="""Hai Nadia,

Selamat datang di RumahKos - cari kos dekat kampus jadi gampang.

Satu langkah lagi: ketik angka berikut di aplikasi RumahKos untuk
mengonfirmasi alamat email Anda.

    27 81 05

Angka ini hanya berlaku 15 menit.

Bukan Anda yang mendaftar? Abaikan email ini.

Ada 214 kamar kos baru di sekitar Depok minggu ini, mulai Rp850.000/bulan.

Salam,
Tim RumahKos
WhatsApp: 0813-1000-2025 | Jl. Margonda Raya No. 358, Depok 16424
""",
  html="""<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fffbea;font-family:Poppins,Arial,sans-serif;color:#2d2a1f;">
<table align="center" width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;margin:24px auto;">
<tr><td style="padding:24px 30px 6px;font-size:22px;font-weight:bold;color:#f0a500;">RumahKos</td></tr>
<tr><td style="padding:10px 30px;font-size:15px;line-height:23px;">
<p>Hai Nadia,</p>
<p>Selamat datang di RumahKos &ndash; cari kos dekat kampus jadi gampang.</p>
<p>Satu langkah lagi: ketik angka berikut di aplikasi RumahKos untuk mengonfirmasi alamat email Anda.</p>
<p style="text-align:center;font-size:30px;font-weight:bold;letter-spacing:4px;background:#fff4cc;padding:12px;border-radius:8px;">27 81 05</p>
<p style="font-size:13px;color:#8a8370;">Angka ini hanya berlaku 15 menit. Bukan Anda yang mendaftar? Abaikan email ini.</p>
<p style="font-size:14px;">Ada 214 kamar kos baru di sekitar Depok minggu ini, mulai Rp850.000/bulan.</p>
<p>Salam,<br>Tim RumahKos</p>
</td></tr>
<tr><td style="padding:12px 30px;font-size:11px;color:#aaa28c;">WhatsApp: 0813-1000-2025 &middot; Jl. Margonda Raya No. 358, Depok 16424</td></tr>
</table>
</body></html>
""")

M(lang="id", kind="magic_link",
  frm=("Kopi Kita", "halo@kopikita.example"),
  to=("Eko Wibowo", "eko.wibowo@surel.example"),
  subject="Tautan masuk Kopi Kita Rewards",
  date="Sat, 05 Apr 2025 09:12:26 +0700",
  headers=[("List-Unsubscribe", "<https://kopikita.example/berhenti-langganan?id=ek-40921>")],
  html_cte="quoted-printable",
  otp=None,
  link="https://trk.kopikita.example/CL0/https:%2F%2Fkopikita.example%2Fmasuk%2Ftautan%3Ftoken=Jd8Rk2Wm5Px9Tq4Lz7Hb%26id=40921/1/0100019612ab34cd-5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9-000000/Ab3dE5fG7hI9jK1lM3nO5pQ7rS9=392",
  link_alt=["https://kopikita.example/masuk/tautan?token=Jd8Rk2Wm5Px9Tq4Lz7Hb&id=40921"],
  html="""<!DOCTYPE html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;background:#f4ede4;font-family:Arial,sans-serif;color:#3b2a1a;">
<p style="text-align:center;font-size:11px;margin:10px 0;"><a href="https://trk.kopikita.example/CL0/https:%2F%2Fkopikita.example%2Femail%2Flihat%3Fid=ek-40921/1/0100019612ab34cd-view/Zx1=392" style="color:#9c8672;">Lihat versi web</a></p>
<table align="center" width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;">
<tr><td style="padding:26px 32px 8px;text-align:center;"><img src="https://kopikita.example/img/email/logo-cangkir.png" width="64" height="64" alt="Kopi Kita"></td></tr>
<tr><td style="padding:8px 32px;font-size:15px;line-height:23px;text-align:center;">
<p style="font-size:20px;font-weight:bold;margin:6px 0 12px;">Halo Eko!</p>
<p>Ketuk tombol di bawah untuk masuk ke Kopi Kita Rewards. Tidak perlu kata sandi.</p>
</td></tr>
<tr><td style="padding:16px 32px;text-align:center;">
<a href="https://trk.kopikita.example/CL0/https:%2F%2Fkopikita.example%2Fmasuk%2Ftautan%3Ftoken=Jd8Rk2Wm5Px9Tq4Lz7Hb%26id=40921/1/0100019612ab34cd-5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9-000000/Ab3dE5fG7hI9jK1lM3nO5pQ7rS9=392" style="display:inline-block;background:#6f4e37;color:#fff;padding:13px 34px;border-radius:28px;text-decoration:none;font-weight:bold;">Masuk Sekarang</a>
</td></tr>
<tr><td style="padding:4px 32px 20px;font-size:12px;color:#9c8672;text-align:center;line-height:18px;">
Tautan berlaku 30 menit. Tombol tidak berfungsi? Salin alamat ini ke browser:<br>
<span style="word-break:break-all;">https://kopikita.example/masuk/tautan?token=Jd8Rk2Wm5Px9Tq4Lz7Hb&amp;id=40921</span>
</td></tr>
<tr><td style="padding:16px 32px;background:#faf5ef;font-size:14px;text-align:center;">
&#9749; Poin Anda: <b>1.450</b> &middot; 50 poin lagi untuk Es Kopi Susu gratis (senilai Rp28.000)
</td></tr>
<tr><td style="padding:14px 32px;font-size:11px;color:#9c8672;text-align:center;line-height:17px;">
<a href="https://trk.kopikita.example/CL0/https:%2F%2Fkopikita.example%2Fbantuan/1/0100019612ab34cd-help/Hp2=392" style="color:#9c8672;">Bantuan</a> &middot;
<a href="https://trk.kopikita.example/CL0/https:%2F%2Fkopikita.example%2Fprivasi/1/0100019612ab34cd-priv/Pv3=392" style="color:#9c8672;">Kebijakan Privasi</a> &middot;
<a href="https://kopikita.example/berhenti-langganan?id=ek-40921" style="color:#9c8672;">Berhenti berlangganan</a><br>
Bukan Anda yang meminta tautan ini? <a href="https://kopikita.example/laporkan?id=ek-40921" style="color:#9c8672;">Laporkan</a><br>
PT Kopi Kita Nusantara &middot; Jl. Kemang Raya No. 8, Jakarta Selatan 12730
</td></tr>
</table>
<img src="https://trk.kopikita.example/CI0/0100019612ab34cd-open/1/Op4=392.gif" width="1" height="1" alt="" style="display:block;">
</body></html>
""")


# ==========================================================================
# Validation and output
# ==========================================================================

NULL_KINDS = {"booking_ref", "newsletter_numbers"}
CODE_WORDS = {"nl": r"code", "pl": r"kod", "sv": r"kod", "ru": r"код",
              "tr": r"kod", "id": r"kode"}


def _norm(s):
    return re.sub(r"[\s\-.]", "", unicodedata.normalize("NFKC", s)).upper()


class _Hrefs(__import__("html.parser").parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.hrefs, self.alts, self.text = [], [], []
        self._skip = 0

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "a" and a.get("href"):
            self.hrefs.append(a["href"])
        if tag == "img" and a.get("alt"):
            self.alts.append(a["alt"])
        if tag in ("style", "title", "script"):
            self._skip += 1

    def handle_endtag(self, tag):
        if tag in ("style", "title", "script"):
            self._skip -= 1

    def handle_data(self, data):
        if not self._skip:
            self.text.append(data)


def validate(m, data, name):
    errs = []
    msg = email.message_from_bytes(data, policy=email.policy.default)
    for part in msg.walk():
        if part.defects:
            errs.append("defects %r" % (part.defects,))
    subject = str(msg["subject"])
    if subject != m["subject"]:
        errs.append("subject round-trip: %r" % subject)
    plain, html = [], []
    for part in msg.walk():
        if part.get_content_maintype() != "text":
            continue
        body = part.get_content()
        want = m["text"] if part.get_content_subtype() == "plain" else m["html"]
        if body.rstrip("\n") != want.rstrip("\n"):
            errs.append("%s body does not round-trip" % part.get_content_type())
        (plain if part.get_content_subtype() == "plain" else html).append(body)
    parsed = _Hrefs()
    for h in html:
        parsed.feed(h)
    visible_html = htmlmod.unescape("".join(parsed.text))
    alts = " ".join(parsed.alts)
    bodies = "\n".join(plain) + "\n" + visible_html
    everything = subject + "\n" + bodies + "\n" + alts

    otp, link = m.get("otp"), m.get("link")
    kind = m["kind"]
    if kind in NULL_KINDS and (otp or link):
        errs.append("%s must be null/null" % kind)
    if otp:
        shown = m.get("shown", otp)
        if shown not in everything:
            errs.append("code %r not found" % shown)
        ns, no = _norm(shown), _norm(otp)
        if not (ns == no or (ns.endswith(no) and len(ns) - len(no) <= 3
                             and not any(c.isdigit() for c in ns[:len(ns) - len(no)]))):
            errs.append("shown %r does not normalise to %r" % (shown, otp))
        if kind == "subject_only":
            if shown not in subject:
                errs.append("subject_only code not in subject")
            if shown in bodies or otp in bodies or shown in alts:
                errs.append("subject_only code also in body")
        if kind == "alt_text_only":
            if shown not in alts:
                errs.append("alt_text_only code not in alt")
            if shown in bodies or otp in bodies or shown in subject:
                errs.append("alt_text_only code also in text")
    if kind == "no_code_word":
        if re.search(CODE_WORDS[m["lang"]], everything, re.I):
            errs.append("no_code_word message uses the word for code")
    if link:
        if html:
            if link not in parsed.hrefs:
                errs.append("link is not an href")
        elif link not in "\n".join(plain):
            errs.append("link not in text")
    for alt in m.get("link_alt", []):
        if alt not in "\n".join(plain) + "\n" + visible_html and alt not in parsed.hrefs:
            errs.append("link_alt %r not found" % alt)
    if m.get("link_alt") and not link:
        errs.append("link_alt without link")
    return ["%s: %s" % (name, e) for e in errs]


def main():
    errors = []
    labels = []
    fam_count = collections.Counter()
    for n, m in enumerate(MESSAGES, 1):
        name = "%s-%04d.eml" % (PREFIX, n)
        data = build(m, n)
        errors += validate(m, data, name)
        fam_count[(m["lang"], m["kind"])] += 1
        family = "%s-%s-%02d" % (m["lang"], m["kind"], fam_count[(m["lang"], m["kind"])])
        with open(os.path.join(HERE, name), "wb") as f:
            f.write(data)
        lab = {"file": name, "otp": m.get("otp"), "link": m.get("link"),
               "kind": m["kind"], "lang": m["lang"], "family": family}
        if m.get("link_alt"):
            lab["link_alt"] = m["link_alt"]
        labels.append(lab)
    with open(os.path.join(HERE, "labels.jsonl"), "w", encoding="utf-8") as f:
        for lab in labels:
            f.write(json.dumps(lab, ensure_ascii=False) + "\n")
    by_lang = collections.Counter(l["lang"] for l in labels)
    by_kind = collections.Counter(l["kind"] for l in labels)
    nulls = sum(1 for l in labels if not l["otp"] and not l["link"])
    print("messages:", len(labels))
    print("per language:", dict(sorted(by_lang.items())))
    print("per kind:", dict(sorted(by_kind.items())))
    print("null/null: %d (%.0f %%)" % (nulls, 100.0 * nulls / len(labels)))
    if errors:
        print("\n".join(errors), file=sys.stderr)
        sys.exit(1)
    print("all messages validated")


if __name__ == "__main__":
    main()
