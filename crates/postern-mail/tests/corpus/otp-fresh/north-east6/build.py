#!/usr/bin/env python3
"""Hand-written, labelled test mail for a one-time-code / magic-link extractor.

Prefix: kn.  66 messages, 11 each in nl, pl, sv, ru, tr, id.
Run:  python3 build.py      (writes kn-NNNN.eml + labels.jsonl, then validates them)

Every message below is written by hand as data; the code at the top only turns the
data into RFC 5322 messages and checks them.  Only the Python standard library is used.
"""
import hashlib
import json
import os
import re
import struct
import sys
import zlib
from collections import Counter
from datetime import datetime, timedelta, timezone
from email import policy
from email.message import EmailMessage
from email.parser import BytesParser
from email.utils import format_datetime
from html.parser import HTMLParser

OUT = os.path.dirname(os.path.abspath(__file__))
PREFIX = "kn"
M = []

ALLOWED_TLDS = (".example", ".test", ".invalid")


def add(**kw):
    M.append(kw)


# ---------------------------------------------------------------- inline PNG
def make_png(w, h, rgb, stripe=None):
    """A tiny valid PNG (solid colour, optional horizontal stripe)."""
    rows = []
    for y in range(h):
        colour = rgb
        if stripe and stripe[0] <= y < stripe[1]:
            colour = stripe[2]
        rows.append(b"\x00" + bytes(colour) * w)
    raw = b"".join(rows)

    def chunk(tag, data):
        c = struct.pack(">I", len(data)) + tag + data
        return c + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))


# ---------------------------------------------------------------- building
def _is_ascii(s):
    try:
        s.encode("ascii")
        return True
    except UnicodeEncodeError:
        return False


def _set(part_fn, body, subtype, cte):
    if cte == "7bit" and not _is_ascii(body):
        raise ValueError("7bit requested for non-ASCII body")
    charset = "us-ascii" if cte == "7bit" else "utf-8"
    part_fn(body, subtype=subtype, charset=charset, cte=cte)


def build(d, n):
    m = EmailMessage()
    m["From"] = d["frm"]
    m["To"] = d["to"]
    m["Subject"] = d["subject"]
    y, mo, da, hh, mi, ss, off = d["date"]
    dt = datetime(y, mo, da, hh, mi, ss, tzinfo=timezone(timedelta(hours=off)))
    m["Date"] = format_datetime(dt)
    dom = re.search(r"@([A-Za-z0-9.-]+)>?\s*$", d["frm"]).group(1)
    h = hashlib.sha1((d["subject"] + str(n)).encode("utf-8")).hexdigest()
    m["Message-ID"] = "<%s.%s@%s>" % (h[:20], dt.strftime("%Y%m%d%H%M%S"), dom)
    for k, v in d.get("headers", []):
        m[k] = v
    text, html = d.get("text"), d.get("html")
    ctes = ["quoted-printable", "base64", "8bit"]
    tcte = d.get("tcte") or ctes[n % 3]
    hcte = d.get("hcte") or ctes[(n + 1) % 3]
    html_part = None
    if text is not None and html is not None:
        _set(m.set_content, text, "plain", tcte)
        _set(m.add_alternative, html, "html", hcte)
        html_part = m.get_payload()[1]
    elif html is not None:
        _set(m.set_content, html, "html", hcte)
        html_part = m
    else:
        _set(m.set_content, text, "plain", tcte)
    img = d.get("image")
    if img:
        data = make_png(img.get("w", 240), img.get("h", 60), img.get("rgb", (240, 240, 240)),
                        img.get("stripe"))
        html_part.add_related(data, "image", "png", cid="<%s>" % img["cid"],
                              filename=img.get("filename", img["cid"].split("@")[0] + ".png"),
                              disposition="inline")
    for j, part in enumerate(m.walk()):
        if part.is_multipart():
            part.set_boundary("----=_Part_%s_%d" % (h[20:32], j))
    return m.as_bytes(policy=policy.default)


# ---------------------------------------------------------------- validation
class _HP(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.hrefs, self.alts, self.data = [], [], []

    def handle_starttag(self, tag, attrs):
        for k, v in attrs:
            if k == "href" and v:
                self.hrefs.append(v)
            elif k == "alt" and v:
                self.alts.append(v)

    def handle_data(self, data):
        self.data.append(data)


URL_RE = re.compile(r"https?://[^\s\"'<>)\]]+")
MAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)")


def validate(raw, d, fname):
    errs = []
    msg = BytesParser(policy=policy.default).parsebytes(raw)
    for part in msg.walk():
        if part.defects:
            errs.append("part defects: %r" % part.defects)
        for k, v in part.items():
            if getattr(v, "defects", None):
                errs.append("header %s defects: %r" % (k, v.defects))
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
    hp = _HP()
    for hsrc in htmls:
        hp.feed(hsrc)
        hp.close()
    content = "\n".join([subject] + texts + htmls + hp.alts)
    visible = "\n".join([subject] + texts + hp.data + hp.alts)

    otp, shown = d.get("otp"), d.get("shown")
    if otp is not None:
        if not re.fullmatch(r"[A-Za-z0-9]{4,8}", otp):
            errs.append("otp label %r not 4-8 alphanumerics" % otp)
        ok = False
        if shown:
            norm = re.sub(r"[\s\-]", "", shown)
            if otp.isdigit():
                norm = re.sub(r"^[A-Za-z]+", "", norm)
            if norm != otp:
                errs.append("shown %r does not normalise to %r" % (shown, otp))
            ok = shown in content
        else:
            ok = otp in content
        if not ok:
            squeezed = re.sub(r"\s+", "", "".join(hp.data))
            ok = otp in squeezed
        if not ok:
            errs.append("otp %r (shown %r) not found in content" % (otp, shown))
    elif shown:
        errs.append("shown given without otp")

    # kind-specific checks: where the code may (not) appear, words that must be absent
    body_visible = "\n".join(texts + hp.data)
    kind = d["kind"]
    if kind == "subject_only" and otp:
        if (shown or otp) not in subject or (shown or otp) in body_visible or otp in body_visible:
            errs.append("subject_only: code must be in the subject and nowhere else")
    if kind == "alt_text_only" and otp:
        if not any((shown or otp) in a for a in hp.alts):
            errs.append("alt_text_only: code not in an alt attribute")
        if (shown or otp) in body_visible + subject or otp in body_visible + subject:
            errs.append("alt_text_only: code visible outside the alt text")
    if kind == "no_code_word":
        banned = {"nl": r"\bcode", "sv": r"\bkod", "tr": r"\b(kod|şifre)",
                  "id": r"\bkode\b", "pl": r"\bkod", "ru": r"\bкод"}[d["lang"]]
        if re.search(banned, (subject + "\n" + body_visible).lower()):
            errs.append("no_code_word: the word for 'code' appears")

    text_urls = [u.rstrip(".,;:") for t in texts for u in URL_RE.findall(t)]
    link = d.get("link")
    if link is not None:
        if htmls:
            if link not in hp.hrefs:
                errs.append("link not an href: %s" % link)
        elif link not in text_urls:
            errs.append("link not in text: %s" % link)
    for alt in d.get("link_alt") or []:
        if alt not in hp.hrefs and alt not in text_urls:
            errs.append("link_alt not found: %s" % alt)
    if d.get("link_alt") and link is None:
        errs.append("link_alt without link")

    # only reserved domains in URLs and addresses
    for u in URL_RE.findall(content) + hp.hrefs:
        host = re.match(r"https?://([^/?#:]+)", u)
        if host and not host.group(1).lower().endswith(ALLOWED_TLDS):
            errs.append("non-reserved URL host: %s" % u)
    hdrs = " ".join(str(msg[h] or "") for h in ("From", "To", "Reply-To", "List-Unsubscribe"))
    for dom in MAIL_RE.findall(visible + " " + hdrs):
        if not dom.lower().endswith(ALLOWED_TLDS):
            errs.append("non-reserved mail domain: %s" % dom)
    return ["%s: %s" % (fname, e) for e in errs]


# ---------------------------------------------------------------- main
def main():
    for f in os.listdir(OUT):
        if f.startswith(PREFIX + "-") and f.endswith(".eml"):
            os.remove(os.path.join(OUT, f))
    labels, errors = [], []
    fam_count = Counter()
    for i, d in enumerate(M, 1):
        fname = "%s-%04d.eml" % (PREFIX, i)
        raw = build(d, i)
        with open(os.path.join(OUT, fname), "wb") as fh:
            fh.write(raw)
        fam_count[d["kind"]] += 1
        fam = d.get("family") or "%s-%s-%02d" % (PREFIX, d["kind"], fam_count[d["kind"]])
        rec = {"file": fname, "otp": d.get("otp"), "link": d.get("link"),
               "kind": d["kind"], "lang": d["lang"], "family": fam}
        if d.get("link_alt"):
            rec["link_alt"] = list(d["link_alt"])
        labels.append(rec)
        with open(os.path.join(OUT, fname), "rb") as fh:
            errors += validate(fh.read(), d, fname)
    with open(os.path.join(OUT, "labels.jsonl"), "w", encoding="utf-8") as fh:
        for rec in labels:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")

    # summary
    n = len(labels)
    code = sum(1 for r in labels if r["otp"])
    link = sum(1 for r in labels if r["link"])
    both = sum(1 for r in labels if r["otp"] and r["link"])
    neither = sum(1 for r in labels if not r["otp"] and not r["link"])
    print("messages:", n)
    print("by lang:", dict(sorted(Counter(r["lang"] for r in labels).items())))
    print("by kind:", dict(sorted(Counter(r["kind"] for r in labels).items())))
    print("code: %d (%.0f%%)  link: %d (%.0f%%)  both: %d  neither: %d (%.0f%%)"
          % (code, 100 * code / n, link, 100 * link / n, both, neither, 100 * neither / n))
    fams = Counter(r["family"] for r in labels)
    if any(v > 1 for v in fams.values()):
        errors.append("duplicate family ids")
    if n != 66:
        errors.append("expected 66 messages, got %d" % n)
    for lang, c in Counter(r["lang"] for r in labels).items():
        if c != 11:
            errors.append("lang %s has %d messages" % (lang, c))
    if errors:
        print("\nVALIDATION FAILED:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("validation OK")


# =====================================================================
#                              MESSAGES
# =====================================================================

# ------------------------------------------------------------------ Dutch (nl)

# nl-01  forum registration, user name with digits, confirmation link
add(lang="nl", kind="username_digits", otp=None,
    link="https://www.fietsforum.example/register/confirm/pieter_83/7f3c9a1e4b2d8e6f0a5c3b9d1e7f2a4c?exp=1741689262",
    frm="Fietsforum <noreply@fietsforum.example>",
    to="pieter_83 <p.vandenberg@kpnmail.example>",
    subject="Welkom op Fietsforum, pieter_83 – bevestig je e-mailadres",
    date=(2025, 3, 11, 11, 34, 40, 1),
    tcte="8bit", hcte="quoted-printable",
    text="""Hoi pieter_83,

Bedankt voor je registratie op Fietsforum, dé plek voor racefietsers,
toerfietsers en iedereen die graag aan z'n fiets sleutelt.

Je account is bijna klaar. Klik op de link hieronder om je e-mailadres
te bevestigen:

https://www.fietsforum.example/register/confirm/pieter_83/7f3c9a1e4b2d8e6f0a5c3b9d1e7f2a4c?exp=1741689262

Deze link is 48 uur geldig. Heb je je niet aangemeld? Dan kun je dit
bericht negeren; zonder bevestiging verwijderen we het account na 7 dagen.

Gebruikersnaam: pieter_83
Aangemeld op:   11-03-2025 om 11:34

Lees voordat je je eerste bericht plaatst even de forumregels:
https://www.fietsforum.example/forumregels

Veel fietsplezier!
Het moderatorenteam van Fietsforum

--
Fietsforum is een initiatief van Stichting Tweewielerkennis
Postbus 1042, 3800 BA Amersfoort · KvK 61234987
""",
    html="""<!DOCTYPE html>
<html lang="nl"><head><meta charset="utf-8"><title>Bevestig je e-mailadres</title></head>
<body style="margin:0;background:#eef2ee;font-family:Verdana,Arial,sans-serif;font-size:14px;color:#222">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:24px 8px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #cfd8cf">
<tr><td style="background:#2f6b3a;color:#fff;padding:14px 20px;font-size:20px;font-weight:bold">Fietsforum</td></tr>
<tr><td style="padding:20px">
<p>Hoi <b>pieter_83</b>,</p>
<p>Bedankt voor je registratie op Fietsforum, d&eacute; plek voor racefietsers, toerfietsers en iedereen die graag aan z'n fiets sleutelt.</p>
<p>Je account is bijna klaar. Bevestig je e-mailadres met de knop hieronder.</p>
<p style="text-align:center;margin:28px 0">
<a href="https://www.fietsforum.example/register/confirm/pieter_83/7f3c9a1e4b2d8e6f0a5c3b9d1e7f2a4c?exp=1741689262"
   style="background:#e07a1f;color:#fff;text-decoration:none;padding:12px 26px;border-radius:4px;font-weight:bold">E-mailadres bevestigen</a></p>
<p style="font-size:12px;color:#666">Deze link is 48 uur geldig. Heb je je niet aangemeld? Negeer dan dit bericht; zonder bevestiging verwijderen we het account na 7 dagen.</p>
<table cellpadding="4" style="font-size:13px;border-top:1px solid #ddd;margin-top:12px">
<tr><td style="color:#666">Gebruikersnaam</td><td>pieter_83</td></tr>
<tr><td style="color:#666">Aangemeld op</td><td>11-03-2025 om 11:34</td></tr>
</table>
<p>Lees voordat je je eerste bericht plaatst even de <a href="https://www.fietsforum.example/forumregels">forumregels</a>.</p>
<p>Veel fietsplezier!<br>Het moderatorenteam van Fietsforum</p>
</td></tr>
<tr><td style="padding:12px 20px;font-size:11px;color:#888;background:#f6f6f6">
Fietsforum is een initiatief van Stichting Tweewielerkennis, Postbus 1042, 3800 BA Amersfoort &middot; KvK 61234987<br>
<a href="https://www.fietsforum.example/privacy" style="color:#888">Privacy</a> &middot;
<a href="https://www.fietsforum.example/help" style="color:#888">Help</a></td></tr>
</table></td></tr></table>
</body></html>
""")

# nl-02  ferry booking with reservation number and licence plate, no code
add(lang="nl", kind="booking_ref", otp=None, link=None,
    frm="Waddenveer Reserveringen <reserveringen@waddenveer.example>",
    to="Marloes Kuipers <marloes.kuipers@ziggo-mail.example>",
    subject="Bevestiging van je overtocht Harlingen – Terschelling (reservering KX7P2Q)",
    date=(2025, 3, 2, 19, 8, 13, 1),
    headers=[("Reply-To", "klantenservice@waddenveer.example")],
    tcte="quoted-printable", hcte="base64",
    text="""Beste Marloes Kuipers,

Bedankt voor je reservering bij Waddenveer. Hieronder vind je de gegevens
van je overtocht. Bewaar deze e-mail goed.

Reserveringsnummer: KX7P2Q

HEENREIS
za 14 juni 2025, vertrek 09:25 Harlingen -> aankomst 11:10 West-Terschelling
Veerboot MS Noorderlicht

TERUGREIS
zo 22 juni 2025, vertrek 17:00 West-Terschelling -> aankomst 18:45 Harlingen

Reizigers:   2 volwassenen, 1 kind (4 t/m 11 jaar)
Voertuig:    personenauto, kenteken 52-HKT-9 (lengte tot 5 m)
Extra:       2 fietsen

Totaalbedrag: € 187,40 (betaald via iDEAL op 02-03-2025)

Inchecken met de auto kan tot uiterlijk 30 minuten voor vertrek. Laat bij
de incheckbalie de QR-code uit de Waddenveer-app of je reserveringsnummer zien.

Reservering wijzigen of annuleren:
https://www.waddenveer.example/mijn-reservering?res=KX7P2Q

Goede reis en een fijn verblijf op het eiland!

Waddenveer B.V.
Willem Barentszkade 21, 8861 AB Harlingen
Klantenservice: 0517 49 15 00 (dagelijks 7.00 - 20.00 uur)
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#102a43;background:#f0f4f8;margin:0">
<div style="max-width:600px;margin:0 auto;background:#fff">
<div style="background:#0b4f8a;padding:18px 24px"><img src="https://cdn.waddenveer.example/mail/logo-wit.png" alt="Waddenveer" width="160" height="36"></div>
<div style="padding:24px">
<p>Beste Marloes Kuipers,</p>
<p>Bedankt voor je reservering bij Waddenveer. Hieronder vind je de gegevens van je overtocht.</p>
<p style="font-size:13px;color:#627d98;margin-bottom:2px">Reserveringsnummer</p>
<p style="font-size:26px;font-weight:bold;letter-spacing:3px;margin-top:0">KX7P2Q</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border-collapse:collapse;font-size:14px">
<tr style="background:#d9e8f5"><th align="left" colspan="2">Heenreis &ndash; za 14 juni 2025</th></tr>
<tr><td>Vertrek</td><td>09:25 Harlingen</td></tr>
<tr><td>Aankomst</td><td>11:10 West-Terschelling</td></tr>
<tr><td>Schip</td><td>MS Noorderlicht</td></tr>
<tr style="background:#d9e8f5"><th align="left" colspan="2">Terugreis &ndash; zo 22 juni 2025</th></tr>
<tr><td>Vertrek</td><td>17:00 West-Terschelling</td></tr>
<tr><td>Aankomst</td><td>18:45 Harlingen</td></tr>
<tr style="background:#d9e8f5"><th align="left" colspan="2">Reizigers en voertuig</th></tr>
<tr><td>Reizigers</td><td>2 volwassenen, 1 kind (4 t/m 11 jaar)</td></tr>
<tr><td>Voertuig</td><td>personenauto, kenteken 52-HKT-9 (tot 5 m)</td></tr>
<tr><td>Extra</td><td>2 fietsen</td></tr>
<tr style="border-top:2px solid #0b4f8a"><td><b>Totaal</b></td><td><b>&euro; 187,40</b> (iDEAL, 02-03-2025)</td></tr>
</table>
<p>Inchecken met de auto kan tot uiterlijk 30 minuten voor vertrek. Laat de QR-code uit de app of je reserveringsnummer zien.</p>
<p><a href="https://www.waddenveer.example/mijn-reservering?res=KX7P2Q" style="color:#0b4f8a">Reservering wijzigen of annuleren</a></p>
<p>Goede reis en een fijn verblijf op het eiland!</p>
</div>
<div style="background:#102a43;color:#bcccdc;font-size:11px;padding:16px 24px">
Waddenveer B.V. &middot; Willem Barentszkade 21 &middot; 8861 AB Harlingen<br>
Klantenservice 0517 49 15 00 (dagelijks 7.00&ndash;20.00 uur) &middot;
<a href="https://www.waddenveer.example/voorwaarden" style="color:#bcccdc">Vervoersvoorwaarden</a> &middot;
<a href="https://www.waddenveer.example/privacy" style="color:#bcccdc">Privacy</a>
</div></div></body></html>
""")

# nl-03  webshop order confirmation full of numbers, no code
add(lang="nl", kind="newsletter_numbers", otp=None, link=None,
    frm="Kabelwinkel <bestellingen@kabelwinkel.example>",
    to="r.jansen@hetnet-post.example",
    subject="Orderbevestiging 2025-118273 – bedankt voor je bestelling!",
    date=(2025, 3, 9, 20, 47, 55, 1),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""Hallo Rik,

Bedankt voor je bestelling bij Kabelwinkel! We gaan er direct mee aan de slag.

Ordernummer:  2025-118273
Klantnummer:  448120
Besteldatum:  09-03-2025 20:47

Artikel                              Art.nr.       Aantal   Prijs
HDMI 2.1 kabel 2 m                   HD21-0200     2        € 25,90
USB-C naar USB-C 100W 1 m            UC-100W-1     1        € 9,99
Wandlader 65W GaN, 3 poorten         WL-65G        1        € 34,95

Subtotaal:        € 70,84
Verzendkosten:    € 0,00
Totaal:           € 70,84  (waarvan 21% btw € 12,29)
Betaald met:      iDEAL

Afleveradres:
R. Jansen
Lindenlaan 14
3581 KL Utrecht

Verwachte levering: dinsdag 11-03-2025 tussen 14:00 en 17:00 uur.
Je ontvangt een track & trace-link zodra je pakket onderweg is.

Bekijk je bestelling: https://www.kabelwinkel.example/account/bestellingen/2025-118273

Vragen? Bel 030 760 41 29 (ma-vr 8.30 - 17.30 uur) of mail naar
klantenservice@kabelwinkel.example.

Kabelwinkel B.V. · Vlampijpstraat 80, 3534 AR Utrecht
KvK 71823946 · Btw NL859122408B01 · IBAN NL42 RABO 0312 4458 90
""",
    html="""<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>Orderbevestiging</title></head>
<body style="background:#f4f4f4;margin:0;padding:0;font-family:'Segoe UI',Arial,sans-serif">
<table align="center" width="620" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:20px 28px;border-bottom:4px solid #ffb400"><span style="font-size:22px;font-weight:700;color:#333">kabel<span style="color:#ffb400">winkel</span></span></td></tr>
<tr><td style="padding:24px 28px;font-size:14px;color:#333">
<h1 style="font-size:20px;margin:0 0 12px">Bedankt voor je bestelling, Rik!</h1>
<p>We gaan er direct mee aan de slag. Hieronder een overzicht.</p>
<table cellpadding="3" style="font-size:13px">
<tr><td>Ordernummer</td><td><b>2025-118273</b></td></tr>
<tr><td>Klantnummer</td><td>448120</td></tr>
<tr><td>Besteldatum</td><td>09-03-2025 20:47</td></tr>
</table>
<table width="100%" cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:13px;margin-top:16px">
<tr style="background:#333;color:#fff"><th align="left">Artikel</th><th align="left">Art.nr.</th><th>Aantal</th><th align="right">Prijs</th></tr>
<tr style="border-bottom:1px solid #eee"><td>HDMI 2.1 kabel 2 m</td><td>HD21-0200</td><td align="center">2</td><td align="right">&euro;&nbsp;25,90</td></tr>
<tr style="border-bottom:1px solid #eee"><td>USB-C naar USB-C 100W 1 m</td><td>UC-100W-1</td><td align="center">1</td><td align="right">&euro;&nbsp;9,99</td></tr>
<tr style="border-bottom:1px solid #eee"><td>Wandlader 65W GaN, 3 poorten</td><td>WL-65G</td><td align="center">1</td><td align="right">&euro;&nbsp;34,95</td></tr>
<tr><td colspan="3" align="right">Subtotaal</td><td align="right">&euro;&nbsp;70,84</td></tr>
<tr><td colspan="3" align="right">Verzendkosten</td><td align="right">&euro;&nbsp;0,00</td></tr>
<tr><td colspan="3" align="right"><b>Totaal</b> (waarvan 21% btw &euro;&nbsp;12,29)</td><td align="right"><b>&euro;&nbsp;70,84</b></td></tr>
</table>
<p style="margin-top:18px"><b>Afleveradres</b><br>R. Jansen<br>Lindenlaan 14<br>3581 KL Utrecht</p>
<p>Verwachte levering: <b>dinsdag 11-03-2025</b> tussen 14:00 en 17:00 uur.</p>
<p><a href="https://www.kabelwinkel.example/account/bestellingen/2025-118273" style="background:#ffb400;color:#333;padding:10px 18px;text-decoration:none;font-weight:600">Bekijk je bestelling</a></p>
</td></tr>
<tr><td style="padding:16px 28px;background:#fafafa;font-size:11px;color:#777">
Vragen? Bel 030 760 41 29 (ma&ndash;vr 8.30&ndash;17.30 uur) of mail <a href="mailto:klantenservice@kabelwinkel.example">klantenservice@kabelwinkel.example</a>.<br>
Kabelwinkel B.V. &middot; Vlampijpstraat 80, 3534 AR Utrecht &middot; KvK 71823946 &middot; Btw NL859122408B01 &middot; IBAN NL42 RABO 0312 4458 90<br>
<a href="https://www.kabelwinkel.example/retourneren">Retourneren</a> &middot; <a href="https://www.kabelwinkel.example/algemene-voorwaarden">Algemene voorwaarden</a>
</td></tr></table>
<img src="https://t.kabelwinkel.example/o/2025-118273/b7c1.gif" width="1" height="1" alt="">
</body></html>
""")

# nl-04  municipality e-mail verification, text only
add(lang="nl", kind="magic_link", otp=None,
    link="https://mijn.zuiderveen.example/account/bevestigen?id=2f9c1a70-44be-4e1c-9d1b-6a0f3e8c5b21&sleutel=Qm9vdGx1Y2h0LTIwMjUtMDMtMDQtMTYxMg",
    frm="Gemeente Zuiderveen <noreply@digitaalloket.zuiderveen.example>",
    to="h.vermeulen@planet-post.example",
    subject="Bevestig uw e-mailadres voor Mijn Zuiderveen",
    date=(2025, 3, 4, 16, 12, 31, 1),
    headers=[("Auto-Submitted", "auto-generated")],
    tcte="7bit",
    text="""Geachte heer/mevrouw Vermeulen,

U heeft op 4 maart 2025 om 16:12 uur een account aangemaakt voor
Mijn Zuiderveen, het digitale loket van de gemeente Zuiderveen.
Voordat u aanvragen kunt indienen en de status ervan kunt volgen,
moet u uw e-mailadres bevestigen.

Klik op onderstaande link of kopieer deze naar de adresbalk van uw browser:

https://mijn.zuiderveen.example/account/bevestigen?id=2f9c1a70-44be-4e1c-9d1b-6a0f3e8c5b21&sleutel=Qm9vdGx1Y2h0LTIwMjUtMDMtMDQtMTYxMg

Deze link is 24 uur geldig. Is de link verlopen? Log dan opnieuw in op
https://mijn.zuiderveen.example en vraag een nieuwe bevestigingsmail aan.

Let op: de gemeente vraagt u nooit per e-mail om uw DigiD-gegevens of
bankgegevens.

Heeft u vragen? Bel 14 0578 (maandag tot en met vrijdag van 8.30 tot
17.00 uur) of kijk op https://www.zuiderveen.example/contact.

Met vriendelijke groet,

Team Dienstverlening
Gemeente Zuiderveen
Stadhuisplein 1, 7411 ET Zuiderveen

Dit is een automatisch verzonden bericht; u kunt hier niet op reageren.
Privacyverklaring: https://www.zuiderveen.example/privacy
""")

# nl-05  SaaS sign-in code with "not you? change your password" link
add(lang="nl", kind="reset_in_code_mail", otp="317604", shown="317 604", link=None,
    frm="Planbord <security@planbord.example>",
    to="Sanne Bakker <sanne@studiobakker.example>",
    subject="Je inlogcode voor Planbord",
    date=(2025, 3, 10, 8, 51, 6, 1),
    tcte="quoted-printable", hcte="8bit",
    text="""Hallo Sanne,

Gebruik de volgende code om in te loggen op Planbord:

    317 604

De code verloopt over 10 minuten en kan maar één keer worden gebruikt.

Inlogpoging:  10 maart 2025, 08:51 (CET)
Apparaat:     Firefox op macOS
Locatie:      Eindhoven, Nederland (bij benadering)

Was jij dit niet? Dan kent iemand mogelijk je wachtwoord. Wijzig het direct:
https://app.planbord.example/account/security/password?src=otp-mail&utm_medium=email

Groet,
Team Planbord

Planbord B.V. · Torenallee 45 · 5617 BA Eindhoven
""",
    html="""<html><body style="font-family:-apple-system,Helvetica,Arial,sans-serif;background:#fafafa;padding:30px 0">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:8px;padding:32px;border:1px solid #eaeaea">
<img src="https://static.planbord.example/email/planbord-logo@2x.png" width="120" alt="Planbord">
<p style="font-size:16px">Hallo Sanne,</p>
<p style="font-size:15px">Gebruik de volgende code om in te loggen op Planbord:</p>
<div style="font-size:34px;font-weight:700;letter-spacing:6px;text-align:center;background:#f1f3ff;color:#3b3fd8;padding:16px;border-radius:6px;margin:22px 0">317 604</div>
<p style="font-size:13px;color:#555">De code verloopt over 10 minuten en kan maar één keer worden gebruikt.</p>
<table style="font-size:13px;color:#555;margin:18px 0" cellpadding="2">
<tr><td>Inlogpoging</td><td>10 maart 2025, 08:51 (CET)</td></tr>
<tr><td>Apparaat</td><td>Firefox op macOS</td></tr>
<tr><td>Locatie</td><td>Eindhoven, Nederland (bij benadering)</td></tr>
</table>
<p style="font-size:13px;color:#555">Was jij dit niet? Dan kent iemand mogelijk je wachtwoord.
<a href="https://app.planbord.example/account/security/password?src=otp-mail&amp;utm_medium=email" style="color:#3b3fd8">Wijzig je wachtwoord direct</a>.</p>
<hr style="border:none;border-top:1px solid #eee">
<p style="font-size:11px;color:#999">Planbord B.V. · Torenallee 45 · 5617 BA Eindhoven · <a href="https://planbord.example/help" style="color:#999">Helpcentrum</a></p>
</div></body></html>
""")

# nl-06  energy supplier: digits to type without the word "code"
add(lang="nl", kind="no_code_word", otp="590284", shown="590 284", link=None,
    frm="Groenstroom Noord <klantenservice@groenstroomnoord.example>",
    to="Anouk de Boer <anoukdeboer@caiway-mail.example>",
    subject="Nog één stap: rond je registratie voor Mijn Groenstroom af",
    date=(2025, 2, 27, 19, 40, 12, 1),
    tcte="base64", hcte="quoted-printable",
    text="""Beste Anouk de Boer,

Fijn dat je een account aanmaakt voor Mijn Groenstroom. Daarmee zie je je
verbruik, pas je je termijnbedrag aan en download je je jaarnota.

Om je registratie af te ronden, vul je 590 284 in op de pagina waar je
je gegevens hebt ingevoerd. Deze cijfers zijn 15 minuten geldig.

Klantnummer:               1200 4471 93
Leveringsadres:            Hoofdstraat 88, 9401 GE Assen
EAN elektriciteit:         871687120054812370
Termijnbedrag per maand:   € 96,00

Heb je geen account aangevraagd? Dan hoef je niets te doen.

Met zonnige groet,

Klantenservice Groenstroom Noord
050 211 80 00 (werkdagen 8.00–18.00 uur)
Groenstroom Noord B.V. · Postbus 310 · 9700 AH Groningen
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Georgia,serif;color:#233;background:#fff">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="580" cellpadding="20" cellspacing="0" style="border:1px solid #d7e6c8">
<tr><td style="background:#5c9e31;color:#fff;font-size:22px">Groenstroom Noord</td></tr>
<tr><td style="font-size:15px;line-height:1.5">
<p>Beste Anouk de Boer,</p>
<p>Fijn dat je een account aanmaakt voor Mijn Groenstroom. Daarmee zie je je verbruik, pas je je termijnbedrag aan en download je je jaarnota.</p>
<p>Om je registratie af te ronden, vul je <strong style="font-size:22px;letter-spacing:2px">590 284</strong> in op de pagina waar je je gegevens hebt ingevoerd. Deze cijfers zijn 15 minuten geldig.</p>
<table cellpadding="4" style="font-size:13px;background:#f3f8ee">
<tr><td>Klantnummer</td><td>1200 4471 93</td></tr>
<tr><td>Leveringsadres</td><td>Hoofdstraat 88, 9401 GE Assen</td></tr>
<tr><td>EAN elektriciteit</td><td>871687120054812370</td></tr>
<tr><td>Termijnbedrag per maand</td><td>&euro; 96,00</td></tr>
</table>
<p>Heb je geen account aangevraagd? Dan hoef je niets te doen.</p>
<p>Met zonnige groet,<br>Klantenservice Groenstroom Noord</p>
</td></tr>
<tr><td style="font-size:11px;color:#667">050 211 80 00 (werkdagen 8.00&ndash;18.00 uur) &middot; Groenstroom Noord B.V. &middot; Postbus 310 &middot; 9700 AH Groningen<br>
<a href="https://www.groenstroomnoord.example/privacy">Privacyverklaring</a> &middot; <a href="https://www.groenstroomnoord.example/contact">Contact</a></td></tr>
</table></td></tr></table></body></html>
""")

# nl-07  bank card payment approval; code among amounts, dates, phone numbers; one <span> per digit
add(lang="nl", kind="phone_and_dates", otp="714092", link=None,
    frm="Rivierbank <beveiliging@rivierbank.example>",
    to="\"J. Visser\" <jvisser1961@xs4all-post.example>",
    subject="Bevestig je online betaling van € 1.249,00",
    date=(2025, 3, 14, 14, 32, 48, 1),
    tcte="8bit", hcte="base64",
    text="""Beste J. Visser,

Je probeert een online betaling te doen met je Rivierbank Creditcard.

Bedrag:          € 1.249,00
Winkel:          Fietsenmakerij De Spaak, Zwolle
Datum en tijd:   14-03-2025, 14:32
Kaart:           Mastercard eindigend op 4821
Rekening:        NL91 RIVB 0417 1643 00

Je bevestigingscode is: 714092

Vul deze code in op het betaalscherm. De code is 5 minuten geldig.
Deel de code nooit met anderen, ook niet met medewerkers van Rivierbank.

Herken je deze betaling niet? Bel ons dan direct op 020 123 45 67
(24/7 bereikbaar), vanuit het buitenland +31 20 123 45 67, en laat je
kaart blokkeren.

Met vriendelijke groet,
Rivierbank

Rivierbank N.V. · Amstelkade 200 · 1078 AB Amsterdam · KvK 33012345
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="background:#e9edf2;margin:0;font-family:Arial,sans-serif">
<table width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:20px">
<table width="540" cellspacing="0" cellpadding="0" style="background:#fff">
<tr><td style="background:#003b5c;padding:16px 24px;color:#fff;font-size:18px;font-weight:bold">Rivierbank</td></tr>
<tr><td style="padding:24px;font-size:14px;color:#1c1c1c">
<p>Beste J. Visser,</p>
<p>Je probeert een online betaling te doen met je Rivierbank Creditcard.</p>
<table cellpadding="5" cellspacing="0" style="font-size:14px;width:100%;background:#f5f7fa">
<tr><td width="40%">Bedrag</td><td><b>&euro; 1.249,00</b></td></tr>
<tr><td>Winkel</td><td>Fietsenmakerij De Spaak, Zwolle</td></tr>
<tr><td>Datum en tijd</td><td>14-03-2025, 14:32</td></tr>
<tr><td>Kaart</td><td>Mastercard eindigend op 4821</td></tr>
<tr><td>Rekening</td><td>NL91 RIVB 0417 1643 00</td></tr>
</table>
<p style="margin-top:22px">Je bevestigingscode:</p>
<p style="text-align:center">
<span style="display:inline-block;width:34px;padding:8px 0;margin:0 3px;border:1px solid #003b5c;font-size:24px;font-weight:bold">7</span>
<span style="display:inline-block;width:34px;padding:8px 0;margin:0 3px;border:1px solid #003b5c;font-size:24px;font-weight:bold">1</span>
<span style="display:inline-block;width:34px;padding:8px 0;margin:0 3px;border:1px solid #003b5c;font-size:24px;font-weight:bold">4</span>
<span style="display:inline-block;width:34px;padding:8px 0;margin:0 3px;border:1px solid #003b5c;font-size:24px;font-weight:bold">0</span>
<span style="display:inline-block;width:34px;padding:8px 0;margin:0 3px;border:1px solid #003b5c;font-size:24px;font-weight:bold">9</span>
<span style="display:inline-block;width:34px;padding:8px 0;margin:0 3px;border:1px solid #003b5c;font-size:24px;font-weight:bold">2</span>
</p>
<p>Vul deze code in op het betaalscherm. De code is 5 minuten geldig. Deel de code nooit met anderen, ook niet met medewerkers van Rivierbank.</p>
<p style="background:#fff4e5;padding:10px;border-left:4px solid #f39200">Herken je deze betaling niet? Bel direct <b>020 123 45 67</b> (24/7), vanuit het buitenland +31 20 123 45 67, en laat je kaart blokkeren.</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#777;border-top:1px solid #ddd">Rivierbank N.V. &middot; Amstelkade 200 &middot; 1078 AB Amsterdam &middot; KvK 33012345 &middot;
<a href="https://www.rivierbank.example/veilig-bankieren" style="color:#777">Veilig bankieren</a></td></tr>
</table></td></tr></table></body></html>
""")

# nl-08  food delivery: order number, promo code, transaction number; no real code
add(lang="nl", kind="decoy_codes", otp=None, link=None,
    frm="Smulbezorgd <bestelling@smulbezorgd.example>",
    to="lotte.smit@gmailbox.example",
    subject="Je bestelling bij Pizzeria Bella Napoli is onderweg 🍕",
    date=(2025, 3, 7, 18, 41, 3, 1),
    headers=[("List-Unsubscribe", "<https://smulbezorgd.example/afmelden?u=44b1c09e>")],
    hcte="quoted-printable",
    html="""<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff7f0;font-family:Helvetica,Arial,sans-serif;color:#2b2b2b">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="font-size:24px;font-weight:800;color:#ff6a13">smulbezorgd</div>
<h2 style="margin:18px 0 6px">Je eten is onderweg!</h2>
<p>Pizzeria Bella Napoli heeft je bestelling meegegeven aan de bezorger. Verwachte bezorgtijd: <b>18:55 &ndash; 19:10</b>.</p>
<table width="100%" cellpadding="6" style="background:#fff;border:1px solid #f0d8c6;border-collapse:collapse;font-size:14px">
<tr><td colspan="2" style="background:#ffe9d9"><b>Bestelling #88213440</b> &middot; vr 7 maart 2025, 18:22</td></tr>
<tr><td>1&times; Pizza Diavola (30 cm)</td><td align="right">&euro; 13,50</td></tr>
<tr><td>1&times; Pizza Quattro Formaggi (30 cm)</td><td align="right">&euro; 14,25</td></tr>
<tr><td>2&times; San Pellegrino 33 cl</td><td align="right">&euro; 5,00</td></tr>
<tr><td>Bezorgkosten</td><td align="right">&euro; 2,49</td></tr>
<tr><td>Servicekosten</td><td align="right">&euro; 0,79</td></tr>
<tr><td><b>Totaal</b></td><td align="right"><b>&euro; 36,03</b></td></tr>
<tr><td colspan="2" style="font-size:12px;color:#777">Betaald met iDEAL &middot; transactie 0050001234567890</td></tr>
</table>
<p>Bezorgadres: Kerkstraat 7-II, 1017 GA Amsterdam</p>
<p>Vragen over je bestelling? Bel het restaurant op 020 624 18 80 of onze klantenservice op 085 888 12 34.</p>
<div style="border:2px dashed #ff6a13;padding:14px;margin:22px 0;text-align:center">
<div style="font-size:13px">Alvast iets voor de volgende keer:</div>
<div style="font-size:22px;font-weight:bold;letter-spacing:2px;margin:6px 0">LENTE15</div>
<div style="font-size:12px;color:#666">15% korting bij een minimale bestelling van &euro; 20. Geldig t/m 31-03-2025, &eacute;&eacute;n keer per klant.</div>
</div>
<p><a href="https://smulbezorgd.example/bestellingen/88213440/volgen" style="background:#ff6a13;color:#fff;padding:10px 18px;text-decoration:none;border-radius:20px">Volg je bezorger</a></p>
<p style="font-size:11px;color:#999;margin-top:30px">Smulbezorgd B.V. &middot; Piet Heinkade 55 &middot; 1019 GM Amsterdam<br>
<a href="https://smulbezorgd.example/afmelden?u=44b1c09e" style="color:#999">Afmelden voor aanbiedingen</a> &middot;
<a href="https://smulbezorgd.example/privacy" style="color:#999">Privacy</a> &middot;
<a href="https://www.instagram.example/smulbezorgd" style="color:#999">Instagram</a></p>
</div>
<img src="https://open.smulbezorgd.example/px/88213440.gif" width="1" height="1" alt="">
</body></html>
""")

# nl-09  car sharing: new code, previous one invalidated
add(lang="nl", kind="new_and_old_code", otp="926037", shown="926-037", link=None,
    frm="Wielwijs <hallo@wielwijs.example>",
    to="Daan Mulder <daanmulder@outlook-post.example>",
    subject="Je nieuwe verificatiecode voor Wielwijs",
    date=(2025, 3, 12, 22, 5, 19, 1),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""Hoi Daan,

Je hebt zojuist een nieuwe code aangevraagd. De code die we je om 21:58
stuurden (483-112) werkt niet meer.

Je nieuwe verificatiecode: 926-037

Voer deze code in de Wielwijs-app in om je rijbewijscheck af te ronden.
Daarna kun je je eerste auto openen. De code is 10 minuten geldig.

Je eerste reservering
Auto:     Toyota Yaris Hybrid (GZ-418-T)
Plek:     Kanaalstraat 12, 3531 CJ Utrecht
Wanneer:  za 15 maart, 10:00 - 13:00
Kosten:   € 0,32 per km + € 3,50 per uur

Groetjes,
Team Wielwijs
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#1d1d1b;max-width:520px;margin:auto">
<p style="font-size:20px;font-weight:bold;color:#00a3a1">wielwijs</p>
<p>Hoi Daan,</p>
<p>Je hebt zojuist een nieuwe code aangevraagd. De code die we je om 21:58 stuurden (<s>483-112</s>) werkt niet meer.</p>
<p>Je nieuwe verificatiecode:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:3px">926-037</p>
<p>Voer deze code in de Wielwijs-app in om je rijbewijscheck af te ronden. Daarna kun je je eerste auto openen. De code is 10 minuten geldig.</p>
<table cellpadding="4" style="font-size:13px;border:1px solid #ddd;width:100%">
<tr><td colspan="2"><b>Je eerste reservering</b></td></tr>
<tr><td>Auto</td><td>Toyota Yaris Hybrid (GZ-418-T)</td></tr>
<tr><td>Plek</td><td>Kanaalstraat 12, 3531 CJ Utrecht</td></tr>
<tr><td>Wanneer</td><td>za 15 maart, 10:00 &ndash; 13:00</td></tr>
<tr><td>Kosten</td><td>&euro; 0,32 per km + &euro; 3,50 per uur</td></tr>
</table>
<p>Groetjes,<br>Team Wielwijs</p>
<p style="font-size:11px;color:#888">Wielwijs B.V., Croeselaan 18, 3521 CB Utrecht &middot; <a href="https://wielwijs.example/veelgestelde-vragen">Veelgestelde vragen</a></p>
</body></html>
""")

# nl-10  code only in the subject
add(lang="nl", kind="subject_only", otp="528174", link=None,
    frm="Boekenbolk <noreply@boekenbolk.example>",
    to="femke.dekker@telfort-post.example",
    subject="528174 is je verificatiecode voor Boekenbolk",
    date=(2025, 3, 3, 7, 2, 44, 1),
    tcte="base64",
    text="""Hoi,

Gebruik de verificatiecode uit de onderwerpregel van deze e-mail om je
e-mailadres te bevestigen in de Boekenbolk-app.

De code is 30 minuten geldig. Heb je de code niet zelf aangevraagd?
Dan kun je deze e-mail negeren.

Lees je mee?
Team Boekenbolk

Boekenbolk · Oudegracht 233 · 3511 NK Utrecht
""")

# nl-11  parcel locker pick-up code among tracking number and address
add(lang="nl", kind="delivery_code", otp="39582210", shown="3958 2210", link=None,
    frm="PakketPunt <meldingen@pakketpunt.example>",
    to="Yusuf Demir <y.demir@ziggo-mail.example>",
    subject="Je pakket ligt klaar in de kluis – ophalen vóór 21 maart",
    date=(2025, 3, 14, 11, 17, 2, 1),
    tcte="8bit", hcte="quoted-printable",
    text="""Hallo Yusuf,

Je pakket van Kabelwinkel ligt klaar in een PakketPunt-kluis.

Ophaalcode: 3958 2210

Kluislocatie:   Buurtsuper Van Dam, Dorpsstraat 42, 2631 CR Nootdorp
Open:           dagelijks 06:00 - 23:00
Ophalen tot:    vrijdag 21-03-2025
Zendingnummer:  3SPKP0048213377

Zo werkt het: tik op het scherm van de kluis op "Pakket ophalen" en toets
de ophaalcode in. Het vakje gaat vanzelf open.

Haal je het pakket niet op tijd op? Dan sturen we het terug naar de
afzender.

Vragen? Bel 088 225 56 00 of kijk op https://www.pakketpunt.example/hulp

PakketPunt
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#f2f2f2;padding:20px">
<div style="max-width:520px;margin:auto;background:#fff;padding:24px;border-top:6px solid #7b2cbf">
<p style="font-weight:bold;color:#7b2cbf;font-size:18px">PakketPunt</p>
<p>Hallo Yusuf,</p>
<p>Je pakket van <b>Kabelwinkel</b> ligt klaar in een PakketPunt-kluis.</p>
<p style="text-align:center;font-size:13px;margin-bottom:0">Ophaalcode</p>
<p style="text-align:center;font-size:32px;font-weight:bold;letter-spacing:4px;margin-top:4px">3958 2210</p>
<table cellpadding="4" style="font-size:13px">
<tr><td>Kluislocatie</td><td>Buurtsuper Van Dam, Dorpsstraat 42, 2631 CR Nootdorp</td></tr>
<tr><td>Open</td><td>dagelijks 06:00 &ndash; 23:00</td></tr>
<tr><td>Ophalen tot</td><td>vrijdag 21-03-2025</td></tr>
<tr><td>Zendingnummer</td><td>3SPKP0048213377</td></tr>
</table>
<p>Tik op het scherm van de kluis op &ldquo;Pakket ophalen&rdquo; en toets de ophaalcode in. Het vakje gaat vanzelf open.</p>
<p><a href="https://www.pakketpunt.example/volgen/3SPKP0048213377/2631CR">Volg je zending</a></p>
<p style="font-size:11px;color:#888">Haal je het pakket niet op tijd op? Dan gaat het terug naar de afzender. Vragen? Bel 088 225 56 00 of kijk op <a href="https://www.pakketpunt.example/hulp">pakketpunt.example/hulp</a>.</p>
</div></body></html>
""")

# ------------------------------------------------------------------ Polish (pl)

# pl-01  marketplace code with service prefix; user types the digits only
add(lang="pl", kind="prefix_code", otp="583920", shown="TG-583920", link=None,
    frm="Targowisko <no-reply@targowisko.example>",
    to="Katarzyna Wójcik <kasia.wojcik@poczta-onet.example>",
    subject="Kod weryfikacyjny Targowisko",
    date=(2025, 3, 6, 9, 12, 50, 1),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""Cześć Kasiu,

Twój kod weryfikacyjny to:

TG-583920

Wpisz w aplikacji tylko sześć cyfr po myślniku – prefiks „TG” dodajemy po to,
żebyś wiedziała, że wiadomość naprawdę pochodzi od Targowiska.

Kod jest ważny przez 15 minut. Nikomu go nie podawaj – nasi pracownicy
nigdy nie poproszą Cię o ten kod przez telefon ani na czacie.

Pozdrawiamy,
Zespół Targowiska

Targowisko sp. z o.o., ul. Piotrkowska 148, 90-063 Łódź
KRS 0000781234, NIP 7251234567, kapitał zakładowy 50 000 zł
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;background:#f7f7f7;margin:0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:6px">
<tr><td style="padding:22px 28px;font-size:22px;font-weight:bold;color:#e4572e">targowisko</td></tr>
<tr><td style="padding:0 28px 24px;font-size:15px;color:#333">
<p>Cześć Kasiu,</p>
<p>Twój kod weryfikacyjny to:</p>
<div style="font-size:30px;font-weight:bold;letter-spacing:2px;padding:14px;background:#fdf0ec;text-align:center;border-radius:4px">TG-583920</div>
<p style="font-size:13px;color:#666">Wpisz w aplikacji tylko sześć cyfr po myślniku – prefiks „TG” dodajemy po to, żebyś wiedziała, że wiadomość naprawdę pochodzi od Targowiska.</p>
<p style="font-size:13px;color:#666">Kod jest ważny przez 15 minut. Nikomu go nie podawaj – nasi pracownicy nigdy nie poproszą Cię o ten kod.</p>
<p>Pozdrawiamy,<br>Zespół Targowiska</p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#999;border-top:1px solid #eee">
Targowisko sp. z o.o., ul. Piotrkowska 148, 90-063 Łódź · KRS 0000781234 · NIP 7251234567<br>
<a href="https://targowisko.example/pomoc" style="color:#999">Centrum pomocy</a> · <a href="https://targowisko.example/regulamin" style="color:#999">Regulamin</a></td></tr>
</table></td></tr></table></body></html>
""")

# pl-02  telecom password reset: tracked button + raw URL
add(lang="pl", kind="magic_link", otp=None,
    link="https://links.orkanmobile.example/ls/click?upn=u001.Zt9KqL3mXw-2FhR8vYp4NcE0aB6dJ1sT7uGiOe5Wl-2BfHk3QxN8&data=04%7C01%7Cpl",
    link_alt=["https://moj.orkanmobile.example/haslo/nowe?token=8d1f4c2b9a7e6035f1c8d2b4a6e9f0c3&login=48601234567"],
    frm="Orkan Mobile <moj@orkanmobile.example>",
    to="piotr.zielinski@wp-poczta.example",
    subject="Ustaw nowe hasło do Mojego Orkana",
    date=(2025, 3, 8, 23, 4, 11, 1),
    tcte="8bit", hcte="quoted-printable",
    text="""Dzień dobry,

otrzymaliśmy prośbę o zresetowanie hasła do konta Mój Orkan powiązanego
z numerem 601 *** 567.

Aby ustawić nowe hasło, otwórz poniższy link (ważny przez 60 minut):

https://moj.orkanmobile.example/haslo/nowe?token=8d1f4c2b9a7e6035f1c8d2b4a6e9f0c3&login=48601234567

Jeśli to nie Ty prosiłeś o zmianę hasła, zignoruj tę wiadomość – Twoje
obecne hasło pozostanie bez zmian.

Pozdrawiamy
Zespół Orkan Mobile

Infolinia: *600 lub +48 22 413 60 00 (z zagranicy)
Orkan Mobile S.A., al. Jerozolimskie 181, 02-222 Warszawa
""",
    html="""<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><title>Nowe hasło</title></head>
<body style="margin:0;background:#eceff4;font-family:Tahoma,Arial,sans-serif">
<center>
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px 0">
<tr><td style="background:#121f3d;padding:20px 30px"><img src="https://img.orkanmobile.example/mail/orkan-logo.png" alt="Orkan Mobile" width="140"></td></tr>
<tr><td style="padding:30px;font-size:15px;color:#222;line-height:1.5">
<p>Dzień dobry,</p>
<p>otrzymaliśmy prośbę o zresetowanie hasła do konta Mój Orkan powiązanego z numerem <b>601 *** 567</b>.</p>
<p style="text-align:center;margin:30px 0"><a href="https://links.orkanmobile.example/ls/click?upn=u001.Zt9KqL3mXw-2FhR8vYp4NcE0aB6dJ1sT7uGiOe5Wl-2BfHk3QxN8&amp;data=04%7C01%7Cpl" style="background:#00c2a8;color:#121f3d;font-weight:bold;text-decoration:none;padding:14px 34px;border-radius:26px">Ustaw nowe hasło</a></p>
<p style="font-size:13px;color:#555">Link jest ważny przez 60 minut. Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:<br>
<a href="https://moj.orkanmobile.example/haslo/nowe?token=8d1f4c2b9a7e6035f1c8d2b4a6e9f0c3&amp;login=48601234567" style="color:#0a7d6e;word-break:break-all">https://moj.orkanmobile.example/haslo/nowe?token=8d1f4c2b9a7e6035f1c8d2b4a6e9f0c3&amp;login=48601234567</a></p>
<p style="font-size:13px;color:#555">Jeśli to nie Ty prosiłeś o zmianę hasła, zignoruj tę wiadomość – Twoje obecne hasło pozostanie bez zmian.</p>
<p>Pozdrawiamy<br>Zespół Orkan Mobile</p>
</td></tr>
<tr><td style="background:#f4f6f9;padding:18px 30px;font-size:11px;color:#777">
Infolinia: *600 lub +48 22 413 60 00 (z zagranicy)<br>
Orkan Mobile S.A., al. Jerozolimskie 181, 02-222 Warszawa, KRS 0000123987<br>
<a href="https://links.orkanmobile.example/ls/click?upn=u001.pomoc-7Gh2" style="color:#777">Pomoc</a> ·
<a href="https://www.orkanmobile.example/polityka-prywatnosci" style="color:#777">Polityka prywatności</a> ·
<a href="https://www.facebook.example/orkanmobile"><img src="https://img.orkanmobile.example/mail/fb.png" alt="Facebook" width="20"></a>
<a href="https://www.instagram.example/orkanmobile"><img src="https://img.orkanmobile.example/mail/ig.png" alt="Instagram" width="20"></a>
</td></tr></table>
</center>
<img src="https://links.orkanmobile.example/wf/open?upn=u001.Xk2pL9" width="1" height="1" alt="" style="display:none">
</body></html>
""")

# pl-03  airline booking: booking reference, ticket number, flight number; no code
add(lang="pl", kind="booking_ref", otp=None, link=None,
    frm="AeroWisła <rezerwacje@aerowisla.example>",
    to="Tomasz Nowak <tomasz.nowak@interia-post.example>",
    subject="Potwierdzenie rezerwacji Q7MZ4R – Warszawa → Lizbona",
    date=(2025, 2, 18, 13, 26, 7, 1),
    tcte="base64", hcte="base64",
    text="""Szanowny Panie,

dziękujemy za wybór AeroWisły. Poniżej potwierdzenie Pana rezerwacji.

Kod rezerwacji: Q7MZ4R

Lot WS 281
sobota, 12.07.2025
Wylot:   06:45  Warszawa Chopin (WAW), terminal A
Przylot: 09:35  Lizbona (LIS), terminal 1  (czas lokalny)

Pasażer:       Pan Tomasz Nowak
Numer biletu:  176-2401938475
Taryfa:        Classic – bagaż rejestrowany 1 × 23 kg, podręczny 1 × 8 kg
Miejsce:       14C

Łączna cena: 1 486,00 PLN (w tym opłaty lotniskowe 212,40 PLN)

Odprawa online rusza 48 godzin przed wylotem:
https://www.aerowisla.example/odprawa?pnr=Q7MZ4R&nazwisko=NOWAK

Prosimy być na lotnisku najpóźniej 2 godziny przed odlotem.

Z poważaniem
AeroWisła

AeroWisła S.A., ul. Żwirki i Wigury 65, 02-143 Warszawa
Infolinia: +48 22 577 77 77 (codziennie 6:00–22:00)
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;background:#f0f3f7;margin:0">
<div style="max-width:620px;margin:0 auto;background:#fff">
<div style="background:#1a2b6d;color:#fff;padding:18px 26px;font-size:20px">AeroWisła <span style="font-size:12px;opacity:.7">&nbsp;|&nbsp; Potwierdzenie rezerwacji</span></div>
<div style="padding:26px">
<p>Szanowny Panie,</p>
<p>dziękujemy za wybór AeroWisły. Poniżej potwierdzenie Pana rezerwacji.</p>
<table width="100%" style="border:1px solid #d0d7e5;border-collapse:collapse" cellpadding="10">
<tr><td style="background:#eef2fa;width:40%">Kod rezerwacji</td><td style="font-size:22px;font-weight:bold;letter-spacing:2px">Q7MZ4R</td></tr>
<tr><td style="background:#eef2fa">Lot</td><td>WS 281 · sobota, 12.07.2025</td></tr>
<tr><td style="background:#eef2fa">Wylot</td><td>06:45 Warszawa Chopin (WAW), terminal A</td></tr>
<tr><td style="background:#eef2fa">Przylot</td><td>09:35 Lizbona (LIS), terminal 1 (czas lokalny)</td></tr>
<tr><td style="background:#eef2fa">Pasażer</td><td>Pan Tomasz Nowak</td></tr>
<tr><td style="background:#eef2fa">Numer biletu</td><td>176-2401938475</td></tr>
<tr><td style="background:#eef2fa">Taryfa</td><td>Classic – bagaż 1 × 23 kg, podręczny 1 × 8 kg</td></tr>
<tr><td style="background:#eef2fa">Miejsce</td><td>14C</td></tr>
<tr><td style="background:#eef2fa">Łączna cena</td><td><b>1 486,00 PLN</b> (w tym opłaty lotniskowe 212,40 PLN)</td></tr>
</table>
<p style="margin-top:22px"><a href="https://www.aerowisla.example/odprawa?pnr=Q7MZ4R&amp;nazwisko=NOWAK" style="background:#c8102e;color:#fff;padding:11px 22px;text-decoration:none">Odprawa online</a>
&nbsp; <span style="font-size:12px;color:#666">dostępna od 48 godzin przed wylotem</span></p>
<p style="font-size:13px">Prosimy być na lotnisku najpóźniej 2 godziny przed odlotem.</p>
</div>
<div style="background:#1a2b6d;color:#c9d1ea;font-size:11px;padding:16px 26px">
AeroWisła S.A., ul. Żwirki i Wigury 65, 02-143 Warszawa · Infolinia +48 22 577 77 77 (codziennie 6:00–22:00)<br>
<a href="https://www.aerowisla.example/warunki-przewozu" style="color:#c9d1ea">Warunki przewozu</a> ·
<a href="https://www.aerowisla.example/bagaz" style="color:#c9d1ea">Bagaż</a> ·
<a href="https://www.aerowisla.example/rodo" style="color:#c9d1ea">RODO</a>
</div></div></body></html>
""")

# pl-04  ISP invoice: account numbers, NIP, amounts; no code
add(lang="pl", kind="newsletter_numbers", otp=None, link=None,
    frm="Światłonet eBOK <faktury@swiatlonet.example>",
    to="Agnieszka Lewandowska <a.lewandowska@o2-poczta.example>",
    subject="Faktura FV/2025/03/118274 – do zapłaty 79,99 zł",
    date=(2025, 3, 5, 6, 0, 12, 1),
    tcte="quoted-printable", hcte="8bit",
    text="""Dzień dobry,

w eBOK czeka na Panią nowa faktura za usługi Światłonet.

Numer faktury:        FV/2025/03/118274
Numer klienta:        300418227
Okres rozliczeniowy:  01.03.2025 – 31.03.2025
Usługi:               Światłowód 600 Mb/s + TV Start
Kwota do zapłaty:     79,99 zł (w tym VAT 23%: 14,96 zł)
Termin płatności:     20.03.2025

Indywidualny numer konta do wpłat:
61 1090 1014 0000 0712 1981 2874
Tytuł przelewu: FV/2025/03/118274

Fakturę w PDF pobierze Pani w eBOK:
https://ebok.swiatlonet.example/faktury/FV-2025-03-118274

Jeśli płaci Pani poleceniem zapłaty, kwota zostanie pobrana automatycznie.

Pozdrawiamy
Biuro Obsługi Klienta Światłonet
tel. 58 300 40 40 (pn–pt 8:00–20:00, sob 9:00–15:00)

Światłonet sp. z o.o., ul. Grunwaldzka 472, 80-309 Gdańsk
NIP 584-27-11-903, REGON 220456781, KRS 0000345120
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Verdana,sans-serif;font-size:13px;color:#2d2d2d">
<table width="600" cellpadding="0" cellspacing="0" align="center">
<tr><td style="padding:18px;background:#fff200;font-weight:bold;font-size:20px">Światłonet <span style="font-weight:normal;font-size:12px">eBOK</span></td></tr>
<tr><td style="padding:20px">
<p>Dzień dobry,</p>
<p>w eBOK czeka na Panią nowa faktura za usługi Światłonet.</p>
<table cellpadding="6" cellspacing="0" style="border:1px solid #ccc;width:100%">
<tr><td>Numer faktury</td><td><b>FV/2025/03/118274</b></td></tr>
<tr><td>Numer klienta</td><td>300418227</td></tr>
<tr><td>Okres rozliczeniowy</td><td>01.03.2025 – 31.03.2025</td></tr>
<tr><td>Usługi</td><td>Światłowód 600 Mb/s + TV Start</td></tr>
<tr><td>Kwota do zapłaty</td><td><b>79,99 zł</b> (w tym VAT 23%: 14,96 zł)</td></tr>
<tr><td>Termin płatności</td><td>20.03.2025</td></tr>
<tr><td>Numer konta do wpłat</td><td>61 1090 1014 0000 0712 1981 2874</td></tr>
<tr><td>Tytuł przelewu</td><td>FV/2025/03/118274</td></tr>
</table>
<p><a href="https://ebok.swiatlonet.example/faktury/FV-2025-03-118274">Pobierz fakturę (PDF)</a> · <a href="https://ebok.swiatlonet.example/platnosci">Zapłać online</a></p>
<p>Jeśli płaci Pani poleceniem zapłaty, kwota zostanie pobrana automatycznie.</p>
<p>Pozdrawiamy<br>Biuro Obsługi Klienta Światłonet<br>tel. 58 300 40 40 (pn–pt 8:00–20:00, sob 9:00–15:00)</p>
</td></tr>
<tr><td style="padding:14px 20px;font-size:10px;color:#888;border-top:1px solid #ddd">
Światłonet sp. z o.o., ul. Grunwaldzka 472, 80-309 Gdańsk · NIP 584-27-11-903 · REGON 220456781 · KRS 0000345120<br>
Wiadomość wygenerowana automatycznie. <a href="https://ebok.swiatlonet.example/zgody">Zarządzaj zgodami</a></td></tr>
</table></body></html>
""")

# pl-05  backup codes list, none to type now
add(lang="pl", kind="several_codes", otp=None, link=None,
    frm="Kodownia <bezpieczenstwo@kodownia.example>",
    to="\"pawel.dev\" <pawel.krawczyk@devmail.example>",
    subject="[Kodownia] Twoje kody zapasowe do logowania dwuetapowego",
    date=(2025, 3, 1, 17, 45, 30, 1),
    tcte="8bit",
    text="""Cześć pawel.dev,

właśnie włączyłeś logowanie dwuetapowe (2FA) na swoim koncie w Kodowni.
Poniżej znajdziesz 10 kodów zapasowych. Każdy z nich działa tylko raz
i pozwala się zalogować, gdy nie masz dostępu do aplikacji
uwierzytelniającej (np. zgubisz telefon).

    4f7k-2m9x    8qz3-w1np
    c6tr-5h2j    m0ya-7e4d
    t9vb-3k8s    2pxe-6n1w
    h5gd-0r7q    w3fm-9c2z
    b8ln-4y6u    k1sj-5t0e

Nie musisz teraz wpisywać żadnego z nich. Zapisz je w menedżerze haseł
albo wydrukuj i schowaj w bezpiecznym miejscu. Nowy zestaw wygenerujesz
w Ustawieniach -> Bezpieczeństwo -> Kody zapasowe; stare kody przestaną
wtedy działać.

Szczegóły zmiany:
  Data:        01.03.2025, 17:45 CET
  Adres IP:    89.64.12.207
  Przeglądarka: Firefox 123 / Linux

Jeśli to nie Ty włączyłeś 2FA, napisz do nas: bezpieczenstwo@kodownia.example

--
Kodownia · hosting repozytoriów dla zespołów
ul. Kreatywna 3, 50-077 Wrocław
""")

# pl-06  gaming platform: lower-case 8-char code next to a one-click sign-in button
add(lang="pl", kind="lowercase_alnum", otp="k7xq2m9p",
    link="https://grajdolek.example/auth/magic?t=gl_9f8e7d6c5b4a39281706f5e4d3c2b1a0&device=web-7731&redirect=%2Fbiblioteka",
    frm="Grajdołek <konto@grajdolek.example>",
    to="Wiktor <wiktor.mazur2006@poczta-onet.example>",
    subject="Zaloguj się do Grajdołka",
    date=(2025, 3, 15, 20, 3, 41, 1),
    tcte="quoted-printable", hcte="base64",
    text="""Hej Wiktor!

Ktoś (mamy nadzieję, że Ty) chce się zalogować do Grajdołka w przeglądarce.

Twój jednorazowy kod logowania: k7xq2m9p

Możesz też po prostu otworzyć ten link na tym samym urządzeniu:
https://grajdolek.example/auth/magic?t=gl_9f8e7d6c5b4a39281706f5e4d3c2b1a0&device=web-7731&redirect=%2Fbiblioteka

Kod i link są ważne przez 10 minut i działają tylko raz.

Nie logowałeś się? Zignoruj tę wiadomość – bez kodu nikt nie wejdzie na
Twoje konto.

Do zobaczenia w grze!
Ekipa Grajdołka
""",
    html="""<html><body style="background:#16161d;margin:0;font-family:'Trebuchet MS',Arial,sans-serif;color:#e6e6ef">
<div style="max-width:500px;margin:0 auto;padding:30px 24px">
<div style="font-size:26px;font-weight:bold;color:#8be9fd">grajdołek</div>
<p>Hej Wiktor!</p>
<p>Ktoś (mamy nadzieję, że Ty) chce się zalogować do Grajdołka w przeglądarce.</p>
<p style="margin-bottom:4px;color:#a0a0b8">Twój jednorazowy kod logowania:</p>
<div style="font-family:Consolas,monospace;font-size:30px;background:#26263a;padding:14px;text-align:center;letter-spacing:4px;border-radius:6px">k7xq2m9p</div>
<p style="text-align:center;margin:26px 0"><a href="https://grajdolek.example/auth/magic?t=gl_9f8e7d6c5b4a39281706f5e4d3c2b1a0&amp;device=web-7731&amp;redirect=%2Fbiblioteka" style="background:#50fa7b;color:#16161d;padding:12px 28px;border-radius:6px;text-decoration:none;font-weight:bold">Zaloguj się jednym kliknięciem</a></p>
<p style="font-size:12px;color:#a0a0b8">Kod i link są ważne przez 10 minut i działają tylko raz. Nie logowałeś się? Zignoruj tę wiadomość.</p>
<p style="font-size:11px;color:#66667a;margin-top:30px">Grajdołek sp. z o.o. · ul. Długa 22, 31-146 Kraków ·
<a href="https://grajdolek.example/wsparcie" style="color:#66667a">Wsparcie</a> ·
<a href="https://discord.example/grajdolek" style="color:#66667a">Discord</a></p>
</div></body></html>
""")

# pl-07  crypto exchange: code only in an image's alt text
add(lang="pl", kind="alt_text_only", otp="640215", shown="640 215", link=None,
    frm="Kryptokantor <security@kryptokantor.example>",
    to="michal.szymanski@protonpost.example",
    subject="Potwierdź wypłatę środków – Kryptokantor",
    date=(2025, 3, 5, 22, 17, 38, 1),
    tcte="quoted-printable", hcte="quoted-printable",
    image={"cid": "kodwyplaty@kryptokantor.example", "w": 260, "h": 64, "rgb": (255, 255, 255),
           "stripe": (28, 36, (20, 20, 20)), "filename": "kod.png"},
    text="""Kryptokantor – potwierdzenie wypłaty

Ze względów bezpieczeństwa kod potwierdzający wypłatę wysyłamy w postaci
obrazka. Aby go zobaczyć, otwórz wersję HTML tej wiadomości lub włącz
wyświetlanie obrazów w swoim programie pocztowym.

Szczegóły zlecenia:
  Kwota:        0,0425 BTC (ok. 11 870,00 zł)
  Adres:        bc1q9h7x...m4k2fz
  Sieć:         Bitcoin
  Zlecono:      05.03.2025, 22:17
  ID zlecenia:  WD-2025030522170044

Jeśli to nie Ty zleciłeś wypłatę, natychmiast zablokuj konto w aplikacji
lub zadzwoń: +48 22 100 45 45.

Kryptokantor sp. z o.o., Rondo ONZ 1, 00-124 Warszawa
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;background:#0e1726;margin:0;color:#d8dee9">
<div style="max-width:540px;margin:0 auto;padding:28px">
<p style="font-size:20px;font-weight:bold;color:#f7b500">KRYPTOKANTOR</p>
<p>Potwierdź wypłatę, wpisując w aplikacji kod z poniższego obrazka:</p>
<p style="text-align:center;background:#fff;padding:10px;border-radius:6px"><img src="cid:kodwyplaty@kryptokantor.example" alt="Kod potwierdzający: 640 215" width="260" height="64"></p>
<table cellpadding="5" style="font-size:13px;width:100%">
<tr><td>Kwota</td><td>0,0425 BTC (ok. 11 870,00 zł)</td></tr>
<tr><td>Adres</td><td>bc1q9h7x...m4k2fz</td></tr>
<tr><td>Sieć</td><td>Bitcoin</td></tr>
<tr><td>Zlecono</td><td>05.03.2025, 22:17</td></tr>
<tr><td>ID zlecenia</td><td>WD-2025030522170044</td></tr>
</table>
<p style="font-size:12px;color:#9aa5b8">Kod wygasa po 10 minutach. Jeśli to nie Ty zleciłeś wypłatę, natychmiast zablokuj konto w aplikacji lub zadzwoń: +48 22 100 45 45.</p>
<p style="font-size:11px;color:#66738a">Kryptokantor sp. z o.o., Rondo ONZ 1, 00-124 Warszawa · <a href="https://kryptokantor.example/pomoc" style="color:#66738a">Pomoc</a></p>
</div></body></html>
""")

# pl-08  shop sign-in code among an example code in scam warning and a promo code
add(lang="pl", kind="decoy_codes", otp="294716", link=None,
    frm="Meblik <konto@meblik.example>",
    to="Joanna Kamińska <joanna.kaminska@gazeta-poczta.example>",
    subject="Kod do logowania w Meblik",
    date=(2025, 3, 13, 12, 55, 9, 1),
    tcte="base64", hcte="quoted-printable",
    text="""Dzień dobry, Pani Joanno!

Kod do logowania: 294716

Wpisz go na stronie logowania. Kod jest ważny przez 5 minut.

UWAGA NA OSZUSTÓW
Meblik nigdy nie prosi o podanie kodu przez telefon, SMS ani komunikator.
Przykładowa wiadomość od oszusta: „Twoja paczka czeka na dopłatę, podaj
kod 123456”. Jeśli ktoś prosi Cię o kod – to na pewno nie my.

W Twoim koszyku czeka zamówienie nr 2025/03/55121 (sofa Lina, 2 499,00 zł).

Wiosenna niespodzianka: z kodem rabatowym WIOSNA20 dostaniesz -20% na
tekstylia (poduszki, zasłony, dywany) do 31.03.2025.

Meblik S.A., ul. Fabryczna 12, 62-030 Luboń
Infolinia: 61 222 33 44 (pn–pt 8–18)
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Helvetica,Arial,sans-serif;background:#f5f1eb;margin:0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;margin:24px 0">
<tr><td style="padding:22px 30px;font-size:24px;letter-spacing:1px;color:#6b4f3a">MEBLIK</td></tr>
<tr><td style="padding:0 30px 10px;font-size:15px;color:#333">
<p>Dzień dobry, Pani Joanno!</p>
<p>Kod do logowania:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:5px;color:#6b4f3a;margin:6px 0 18px">294716</p>
<p>Wpisz go na stronie logowania. Kod jest ważny przez 5 minut.</p>
<div style="background:#fff3cd;border:1px solid #f0d98c;padding:12px;font-size:13px">
<b>Uwaga na oszustów.</b> Meblik nigdy nie prosi o podanie kodu przez telefon, SMS ani komunikator.
Przykładowa wiadomość od oszusta: „Twoja paczka czeka na dopłatę, podaj kod 123456”. Jeśli ktoś prosi Cię o kod – to na pewno nie my.</div>
<p style="font-size:13px">W Twoim koszyku czeka zamówienie nr 2025/03/55121 (sofa Lina, 2 499,00 zł).
<a href="https://www.meblik.example/koszyk">Przejdź do koszyka</a></p>
</td></tr>
<tr><td style="padding:18px 30px;background:#6b4f3a;color:#fff;font-size:14px">
Wiosenna niespodzianka: z kodem rabatowym <b style="font-size:18px">WIOSNA20</b> dostaniesz -20% na tekstylia do 31.03.2025.</td></tr>
<tr><td style="padding:14px 30px;font-size:11px;color:#888">Meblik S.A., ul. Fabryczna 12, 62-030 Luboń · Infolinia 61 222 33 44 (pn–pt 8–18) ·
<a href="https://www.meblik.example/newsletter/wypisz?e=joanna.kaminska%40gazeta-poczta.example" style="color:#888">Wypisz się z newslettera</a></td></tr>
</table></td></tr></table></body></html>
""")

# pl-09  clinic patient-portal code among appointment date, phone numbers, PESEL fragment
add(lang="pl", kind="phone_and_dates", otp="38195", link=None,
    frm="Przychodnia Zdrowie Plus <portal@zdrowieplus-krakow.example>",
    to="Anna Pawlak <anna.pawlak58@poczta-onet.example>",
    subject="Portal Pacjenta – kod jednorazowy",
    date=(2025, 3, 10, 8, 15, 27, 1),
    tcte="8bit",
    text="""Dzień dobry Pani Anno,

kod jednorazowy do logowania w Portalu Pacjenta: 38195
Kod jest ważny do 10.03.2025, godz. 08:25.

Przypominamy o najbliższej wizycie:
  Termin:   18.03.2025 (wtorek), godz. 09:40
  Lekarz:   lek. Maria Kowalczyk, internista
  Gabinet:  12, I piętro
  Adres:    ul. Kasprowicza 7, 31-523 Kraków
  Pacjent:  PESEL ******5128

Jeśli nie może Pani przyjść, prosimy odwołać wizytę najpóźniej 24 godziny
wcześniej w Portalu albo telefonicznie: 12 421 30 50 wew. 2
(pn–pt 7:30–19:00). Wyniki badań z 28.02.2025 są już dostępne w Portalu.

Z wyrazami szacunku
Rejestracja Przychodni Zdrowie Plus

Wiadomość wysłana automatycznie – prosimy na nią nie odpowiadać.
""")

# pl-10  social network new-login notice, user name with digits, no code; secure-account link is not a label
add(lang="pl", kind="username_digits", otp=None, link=None,
    frm="Kumple <bezpieczenstwo@kumple.example>",
    to="marek1987 <marek.wisniewski87@wp-poczta.example>",
    subject="Nowe logowanie na Twoje konto Kumple",
    date=(2025, 2, 12, 21, 16, 2, 1),
    headers=[("List-Unsubscribe", "<https://kumple.example/ustawienia/powiadomienia/wypisz?u=marek1987&t=c81f>"),
             ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")],
    hcte="quoted-printable",
    html="""<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"></head>
<body style="font-family:Segoe UI,Arial,sans-serif;background:#f0f2f5;margin:0">
<div style="max-width:520px;margin:20px auto;background:#fff;border-radius:8px;overflow:hidden">
<div style="background:#3b5bdb;color:#fff;padding:16px 22px;font-size:20px;font-weight:600">kumple</div>
<div style="padding:22px;font-size:15px;color:#1c1e21">
<p>Cześć marek1987,</p>
<p>zauważyliśmy logowanie na Twoje konto z nowego urządzenia:</p>
<table cellpadding="4" style="font-size:14px;background:#f5f6f7;width:100%">
<tr><td style="color:#606770">Urządzenie</td><td>Chrome 122 · Windows 11</td></tr>
<tr><td style="color:#606770">Miejsce</td><td>Kraków, Polska (IP 83.24.117.xxx)</td></tr>
<tr><td style="color:#606770">Kiedy</td><td>12 lutego 2025 o 21:14</td></tr>
</table>
<p>Jeśli to Ty – nic nie musisz robić.</p>
<p>Jeśli to nie Ty, zabezpiecz konto: zmień hasło i wyloguj nieznane urządzenia.</p>
<p><a href="https://kumple.example/bezpieczenstwo/sprawdz?u=marek1987&amp;s=a7c39e20f4d1b6" style="background:#3b5bdb;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Zabezpiecz konto</a></p>
</div>
<div style="padding:14px 22px;font-size:11px;color:#8a8d91;border-top:1px solid #e4e6eb">
Ta wiadomość została wysłana do marek1987. Kumple sp. z o.o., ul. Chmielna 73, 00-801 Warszawa.<br>
<a href="https://kumple.example/ustawienia/powiadomienia/wypisz?u=marek1987&amp;t=c81f" style="color:#8a8d91">Wypisz się</a> ·
<a href="https://kumple.example/pomoc/logowanie" style="color:#8a8d91">Pomoc</a></div>
</div>
<img src="https://kumple.example/e/o.gif?m=nl-20250212-88231" width="1" height="1" alt="">
</body></html>
""")

# pl-11  parcel locker pick-up code among parcel number, locker id, phone
add(lang="pl", kind="delivery_code", otp="731046", link=None,
    frm="SkrytkaPlus <powiadomienia@skrytkaplus.example>",
    to="magda.kozlowska@interia-post.example",
    subject="Paczka czeka w SkrytcePlus WAW21M – kod odbioru w środku",
    date=(2025, 3, 12, 14, 2, 55, 1),
    tcte="quoted-printable", hcte="8bit",
    text="""Cześć!

Twoja paczka od nadawcy Meblik S.A. czeka w automacie SkrytkaPlus.

Kod odbioru:     731046
Automat:         WAW21M, ul. Puławska 145 (przy stacji paliw), 02-715 Warszawa
Odbierz do:      14.03.2025, godz. 14:02
Numer paczki:    6200 1134 5678 9012 3456 78
Twój telefon:    601 *** 789

Podejdź do automatu, wybierz „Odbierz paczkę” i wpisz numer telefonu oraz
kod odbioru. Możesz też otworzyć skrytkę zdalnie w aplikacji SkrytkaPlus.

Infolinia: 22 555 10 10
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;background:#fffbe6;margin:0">
<div style="max-width:500px;margin:0 auto;padding:24px;background:#fff;border:1px solid #f2e29b">
<p style="font-weight:bold;font-size:20px;color:#222">Skrytka<span style="color:#f5a300">Plus</span></p>
<p>Cześć! Twoja paczka od nadawcy <b>Meblik S.A.</b> czeka w automacie.</p>
<table width="100%" cellpadding="6" style="font-size:14px">
<tr><td>Kod odbioru</td><td style="font-size:28px;font-weight:bold;letter-spacing:3px">731046</td></tr>
<tr><td>Automat</td><td>WAW21M, ul. Puławska 145 (przy stacji paliw), 02-715 Warszawa</td></tr>
<tr><td>Odbierz do</td><td>14.03.2025, godz. 14:02</td></tr>
<tr><td>Numer paczki</td><td>6200 1134 5678 9012 3456 78</td></tr>
<tr><td>Twój telefon</td><td>601 *** 789</td></tr>
</table>
<p style="font-size:13px">Podejdź do automatu, wybierz „Odbierz paczkę” i wpisz numer telefonu oraz kod odbioru.</p>
<p><a href="https://skrytkaplus.example/sledzenie/6200113456789012345678" style="color:#b37800">Śledź paczkę</a> · <a href="https://skrytkaplus.example/mapa/WAW21M" style="color:#b37800">Pokaż automat na mapie</a></p>
<p style="font-size:11px;color:#888">Infolinia: 22 555 10 10 · SkrytkaPlus sp. z o.o., ul. Malborska 130, 30-624 Kraków</p>
</div></body></html>
""")

# ------------------------------------------------------------------ Swedish (sv)

# sv-01  accounting SaaS magic sign-in link, click-tracked button + raw link
add(lang="sv", kind="magic_link", otp=None,
    link="https://e.molnbok.example/c/eyJ1IjoiaHR0cHM6Ly9hcHAubW9sbmJvay5leGFtcGxlL2xvZ2luL2xpbmsiLCJ0IjoiN2Y4YTJjIn0/3kQ9vT1xZp7Lw",
    link_alt=["https://app.molnbok.example/login/link?token=7f8a2c41d9e0b6f35a1c9e7d2b4f8a06&email=lina.berg%40sjobergsbygg.example"],
    frm="Molnbok <inloggning@molnbok.example>",
    to="Lina Berg <lina.berg@sjobergsbygg.example>",
    subject="Din inloggningslänk till Molnbok",
    date=(2025, 3, 11, 7, 48, 15, 1),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""Hej Lina,

Klicka på länken nedan för att logga in på Molnbok. Länken gäller i
15 minuter och kan bara användas en gång.

https://app.molnbok.example/login/link?token=7f8a2c41d9e0b6f35a1c9e7d2b4f8a06&email=lina.berg%40sjobergsbygg.example

Företag: Sjöbergs Bygg & Montage AB (org.nr 556812-4471)
Begärd:  tisdag 11 mars 2025 kl. 07:48 från Safari på iPhone

Har du inte begärt någon länk? Då kan du ignorera det här mejlet.

Vänliga hälsningar
Molnbok

Molnbok AB · Sveavägen 44 · 111 34 Stockholm · support 08-520 277 00
""",
    html="""<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#f3f6f9;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px">
<tr><td style="padding:28px 32px 8px"><img src="https://cdn.molnbok.example/mail/molnbok-logo.png" alt="Molnbok" width="118" height="28"></td></tr>
<tr><td style="padding:8px 32px;font-size:15px;line-height:1.55;color:#1f2d3d">
<p>Hej Lina,</p>
<p>Klicka på knappen för att logga in på Molnbok. Länken gäller i 15 minuter och kan bara användas en gång.</p>
<p style="margin:26px 0"><a href="https://e.molnbok.example/c/eyJ1IjoiaHR0cHM6Ly9hcHAubW9sbmJvay5leGFtcGxlL2xvZ2luL2xpbmsiLCJ0IjoiN2Y4YTJjIn0/3kQ9vT1xZp7Lw" style="display:inline-block;background:#2563eb;color:#fff;text-decoration:none;padding:12px 24px;border-radius:6px;font-weight:600">Logga in på Molnbok</a></p>
<p style="font-size:13px;color:#5b6b7c">Fungerar inte knappen? Kopiera den här adressen:<br>
<span style="word-break:break-all">https://app.molnbok.example/login/link?token=7f8a2c41d9e0b6f35a1c9e7d2b4f8a06&amp;email=lina.berg%40sjobergsbygg.example</span></p>
<table cellpadding="3" style="font-size:13px;color:#5b6b7c">
<tr><td>Företag</td><td>Sjöbergs Bygg &amp; Montage AB (org.nr 556812-4471)</td></tr>
<tr><td>Begärd</td><td>tisdag 11 mars 2025 kl. 07:48, Safari på iPhone</td></tr>
</table>
<p style="font-size:13px;color:#5b6b7c">Har du inte begärt någon länk? Då kan du ignorera det här mejlet.</p>
</td></tr>
<tr><td style="padding:18px 32px 26px;font-size:11px;color:#8a99a8;border-top:1px solid #edf1f5">
Molnbok AB · Sveavägen 44 · 111 34 Stockholm · support 08-520 277 00<br>
<a href="https://e.molnbok.example/c/eyJ1IjoiaHR0cHM6Ly9tb2xuYm9rLmV4YW1wbGUvaGphbHAifQ/h2Pq" style="color:#8a99a8">Hjälpcenter</a> ·
<a href="https://molnbok.example/integritet" style="color:#8a99a8">Integritetspolicy</a></td></tr>
</table></td></tr></table>
<img src="https://e.molnbok.example/o/3kQ9vT1xZp7Lw.gif" width="1" height="1" alt="">
</body></html>
""")

# sv-02  game account, user name with digits, upper-case letter-and-digit code
add(lang="sv", kind="username_digits", otp="7KQ2XM", link=None,
    frm="Fjällstrid <konto@fjallstrid.example>",
    to="erik_92 <erik.lindqvist92@telia-post.example>",
    subject="Verifiera ditt Fjällstrid-konto",
    date=(2025, 3, 1, 23, 12, 7, 1),
    tcte="8bit", hcte="base64",
    text="""Hej erik_92!

Välkommen till Fjällstrid. Din verifieringskod är:

7KQ2XM

Skriv in koden i spelets startfönster för att aktivera ditt konto.
Koden gäller i 20 minuter.

Konto-ID:  88213004
Server:    EU-Nord 3
Plattform: PC

Tips: aktivera tvåstegsverifiering i kontoinställningarna så får du en
gratis sköld-skin till din karaktär.

Vi ses på slagfältet!
Fjällstrid-teamet

Nordsken Games AB, Stora Torget 3, 582 19 Linköping
""",
    html="""<html><body style="background:#0f1a24;color:#dfe8ef;font-family:Arial,sans-serif;margin:0">
<div style="max-width:520px;margin:0 auto;padding:30px 26px">
<h1 style="font-size:24px;color:#9ad0ff;letter-spacing:2px">FJÄLLSTRID</h1>
<p>Hej <b>erik_92</b>!</p>
<p>Välkommen till Fjällstrid. Din verifieringskod är:</p>
<div style="background:#1c2d3c;border:1px solid #35506a;text-align:center;padding:18px;font-size:34px;letter-spacing:8px;font-weight:bold;color:#fff">7KQ2XM</div>
<p>Skriv in koden i spelets startfönster för att aktivera ditt konto. Koden gäller i 20 minuter.</p>
<table cellpadding="3" style="font-size:13px;color:#9fb3c4">
<tr><td>Konto-ID</td><td>88213004</td></tr><tr><td>Server</td><td>EU-Nord 3</td></tr><tr><td>Plattform</td><td>PC</td></tr>
</table>
<p style="font-size:13px">Tips: aktivera tvåstegsverifiering i kontoinställningarna så får du en gratis sköld-skin.</p>
<p>Vi ses på slagfältet!<br>Fjällstrid-teamet</p>
<p style="font-size:11px;color:#607586">Nordsken Games AB, Stora Torget 3, 582 19 Linköping ·
<a href="https://fjallstrid.example/support" style="color:#607586">Support</a> ·
<a href="https://fjallstrid.example/villkor" style="color:#607586">Användarvillkor</a></p>
</div></body></html>
""")

# sv-03  rail operator's own sign-in code in a mail that also names a train and booking number
add(lang="sv", kind="booking_ref", otp="835207", shown="835 207", link=None,
    frm="Norrtåg <noreply@norrtag.example>",
    to="Maja Holm <maja.holm@bredband-post.example>",
    subject="Din engångskod till Mina resor",
    date=(2025, 3, 20, 18, 30, 44, 1),
    tcte="base64", hcte="quoted-printable",
    text="""Hej Maja,

Här är din engångskod för att logga in på Mina resor:

835 207

Koden gäller i 10 minuter.

Din nästa resa
  Tåg 94, Stockholm C 22:10 -> Umeå C 07:52
  fredag 28 mars 2025
  Vagn 4, sovplats 31 (3-bäddskupé)
  Bokningsnummer: NT4R8K

Du kan ändra eller avboka resan fram till avgång under Mina resor.

Trevlig resa!
Norrtåg Kundservice
0771-22 33 44 (vardagar 7-20, helger 9-17)
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Helvetica,Arial,sans-serif;background:#f5f5f0;margin:0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#5a1e46;color:#fff;padding:18px 24px;font-size:22px;font-weight:bold">Norrtåg</td></tr>
<tr><td style="padding:24px;font-size:15px;color:#222">
<p>Hej Maja,</p>
<p>Här är din engångskod för att logga in på Mina resor:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:4px;margin:10px 0 4px">835 207</p>
<p style="font-size:13px;color:#666;margin-top:0">Koden gäller i 10 minuter.</p>
<table width="100%" cellpadding="6" style="border:1px solid #e1d6dd;font-size:14px;margin-top:18px">
<tr><td colspan="2" style="background:#f6eff3"><b>Din nästa resa</b></td></tr>
<tr><td>Tåg 94</td><td>Stockholm C 22:10 &rarr; Umeå C 07:52</td></tr>
<tr><td>Datum</td><td>fredag 28 mars 2025</td></tr>
<tr><td>Plats</td><td>Vagn 4, sovplats 31 (3-bäddskupé)</td></tr>
<tr><td>Bokningsnummer</td><td>NT4R8K</td></tr>
</table>
<p style="font-size:13px">Du kan ändra eller avboka resan fram till avgång under <a href="https://www.norrtag.example/mina-resor">Mina resor</a>.</p>
<p>Trevlig resa!<br>Norrtåg Kundservice</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#888;border-top:1px solid #eee">0771-22 33 44 (vardagar 7–20, helger 9–17) · Norrtåg AB, Järnvägsgatan 1, 903 27 Umeå</td></tr>
</table></td></tr></table></body></html>
""")

# sv-04  electronics newsletter: prices, article and member numbers; no code
add(lang="sv", kind="newsletter_numbers", otp=None, link=None,
    frm="Elektrokungen <nyhetsbrev@elektrokungen.example>",
    to="oskar.nyberg@comhem-post.example",
    subject="Veckans fynd: upp till 40 % på hörlurar och laddare",
    date=(2025, 3, 13, 16, 0, 0, 1),
    headers=[("List-Unsubscribe", "<https://elektrokungen.example/nyhetsbrev/avregistrera?id=7700194233812&h=3fa1>"),
             ("Precedence", "bulk")],
    tcte="quoted-printable", hcte="quoted-printable",
    text="""Visas inte mejlet korrekt? Öppna i webbläsaren:
https://elektrokungen.example/nyhetsbrev/2025-11?m=7700194233812

VECKANS FYND – gäller t.o.m. söndag 16/3 eller så långt lagret räcker

* Trådlösa hörlurar NordSound Q40 ANC
  1 299 kr (ord. pris 1 999 kr)   Art.nr 40-221-18

* Snabbladdare 45 W USB-C, 2-pack
  249 kr (ord. pris 399 kr)       Art.nr 36-907-02

* Powerbank 20 000 mAh
  379 kr (ord. pris 549 kr)       Art.nr 36-114-55

Klubbmedlem? Du får dessutom dubbla poäng på allt i helgen.
Ditt medlemsnummer: 7700 1942 3381 · Poängsaldo: 2 640

Fri frakt över 499 kr. Hämta i butik inom 2 timmar i 43 butiker.

Elektrokungen Sverige AB, Box 1201, 411 05 Göteborg
Org.nr 556778-1234 · Kundtjänst 031-70 80 900
Avregistrera: https://elektrokungen.example/nyhetsbrev/avregistrera?id=7700194233812&h=3fa1
""",
    html="""<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ececec;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="640" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="font-size:11px;color:#777;padding:8px;text-align:center">Visas inte mejlet korrekt? <a href="https://elektrokungen.example/nyhetsbrev/2025-11?m=7700194233812" style="color:#777">Öppna i webbläsaren</a></td></tr>
<tr><td style="background:#d90429;color:#fff;padding:20px;font-size:28px;font-weight:900;text-align:center">ELEKTROKUNGEN</td></tr>
<tr><td style="padding:20px;text-align:center"><h2 style="margin:0">Veckans fynd</h2><p style="margin:4px 0;color:#555">Gäller t.o.m. söndag 16/3 eller så långt lagret räcker</p></td></tr>
<tr><td style="padding:0 20px">
<table width="100%" cellpadding="10" cellspacing="0">
<tr>
<td width="33%" align="center" style="border:1px solid #eee"><img src="https://img.elektrokungen.example/p/40-221-18.jpg" width="160" alt="NordSound Q40 ANC"><br><b>NordSound Q40 ANC</b><br><span style="color:#d90429;font-size:20px;font-weight:bold">1 299 kr</span><br><s style="color:#888">1 999 kr</s><br><span style="font-size:11px;color:#888">Art.nr 40-221-18</span><br><a href="https://elektrokungen.example/p/40-221-18?utm_source=nl&amp;utm_campaign=v11">Köp</a></td>
<td width="33%" align="center" style="border:1px solid #eee"><img src="https://img.elektrokungen.example/p/36-907-02.jpg" width="160" alt="Snabbladdare 45 W"><br><b>Snabbladdare 45 W, 2-pack</b><br><span style="color:#d90429;font-size:20px;font-weight:bold">249 kr</span><br><s style="color:#888">399 kr</s><br><span style="font-size:11px;color:#888">Art.nr 36-907-02</span><br><a href="https://elektrokungen.example/p/36-907-02?utm_source=nl&amp;utm_campaign=v11">Köp</a></td>
<td width="33%" align="center" style="border:1px solid #eee"><img src="https://img.elektrokungen.example/p/36-114-55.jpg" width="160" alt="Powerbank 20 000 mAh"><br><b>Powerbank 20 000 mAh</b><br><span style="color:#d90429;font-size:20px;font-weight:bold">379 kr</span><br><s style="color:#888">549 kr</s><br><span style="font-size:11px;color:#888">Art.nr 36-114-55</span><br><a href="https://elektrokungen.example/p/36-114-55?utm_source=nl&amp;utm_campaign=v11">Köp</a></td>
</tr></table></td></tr>
<tr><td style="padding:20px;background:#fff4e0;font-size:14px">Klubbmedlem? Du får dessutom <b>dubbla poäng</b> på allt i helgen.<br>Ditt medlemsnummer: 7700 1942 3381 · Poängsaldo: 2 640</td></tr>
<tr><td style="padding:16px 20px;font-size:13px;color:#333">Fri frakt över 499 kr. Hämta i butik inom 2 timmar i 43 butiker.</td></tr>
<tr><td style="padding:16px 20px;font-size:11px;color:#888;background:#f7f7f7">
Elektrokungen Sverige AB, Box 1201, 411 05 Göteborg · Org.nr 556778-1234 · Kundtjänst 031-70 80 900<br>
<a href="https://elektrokungen.example/nyhetsbrev/avregistrera?id=7700194233812&amp;h=3fa1" style="color:#888">Avregistrera</a> ·
<a href="https://elektrokungen.example/integritet" style="color:#888">Integritet</a> ·
<a href="https://www.facebook.example/elektrokungen" style="color:#888">Facebook</a></td></tr>
</table></td></tr></table>
<img src="https://elektrokungen.example/t/open/7700194233812/v11.gif" width="1" height="1" alt="">
</body></html>
""")

# sv-05  fintech: new code, previous one no longer valid
add(lang="sv", kind="new_and_old_code", otp="602931", shown="602 931", link=None,
    frm="Kvittra <sakerhet@kvittra.example>",
    to="Johan Ekström <johan.ekstrom@bahnhof-post.example>",
    subject="Ny säkerhetskod från Kvittra",
    date=(2025, 3, 9, 10, 22, 58, 1),
    tcte="8bit", hcte="quoted-printable",
    text="""Hej Johan,

Du bad om en ny kod. Koden vi skickade tidigare, 448 120, gäller inte
längre.

Använd i stället: 602 931

Koden gäller i 5 minuter. Ange den i appen för att slutföra kopplingen
av ditt bankkonto till Kvittra Plånbok.

Vi ringer eller sms:ar aldrig för att be om koder. Om någon gör det är
det ett bedrägeriförsök – lägg på och ring oss på 08-400 150 00.

Kvittra AB (publ) · Regeringsgatan 29 · 111 53 Stockholm
Kvittra står under Finansinspektionens tillsyn som betalningsinstitut.
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Inter,Arial,sans-serif;background:#fff;color:#111">
<div style="max-width:460px;margin:30px auto">
<div style="font-weight:800;font-size:22px;color:#14b37d">kvittra</div>
<p>Hej Johan,</p>
<p>Du bad om en ny kod. Koden vi skickade tidigare, <span style="color:#999;text-decoration:line-through">448 120</span>, gäller inte längre.</p>
<p>Använd i stället:</p>
<div style="font-size:36px;font-weight:700;letter-spacing:4px;margin:8px 0 16px">602 931</div>
<p style="font-size:14px;color:#444">Koden gäller i 5 minuter. Ange den i appen för att slutföra kopplingen av ditt bankkonto till Kvittra Plånbok.</p>
<p style="font-size:13px;background:#fff5f5;border-left:3px solid #e03131;padding:8px 10px">Vi ringer eller sms:ar aldrig för att be om koder. Om någon gör det är det ett bedrägeriförsök – lägg på och ring oss på 08-400 150 00.</p>
<p style="font-size:11px;color:#888">Kvittra AB (publ) · Regeringsgatan 29 · 111 53 Stockholm · Kvittra står under Finansinspektionens tillsyn som betalningsinstitut.</p>
</div></body></html>
""")

# sv-06  developer tool: code with a letter prefix, digits only are typed
add(lang="sv", kind="prefix_code", otp="739201", shown="K-739201", link=None,
    frm="Kodhamn <ingen-svar@kodhamn.example>",
    to="Ali Hassan <ali.hassan@utvecklare.example>",
    subject="[Kodhamn] Bekräfta inloggning från ny enhet",
    date=(2025, 3, 18, 9, 3, 27, 1),
    tcte="quoted-printable", hcte="8bit",
    text="""Hej alihassan-dev,

Någon försöker logga in på ditt Kodhamn-konto från en ny enhet:

  Enhet:    kodhamn-cli 2.14.0 på Ubuntu 24.04
  IP-adress: 194.68.33.12 (Malmö, SE)
  Tid:      2025-03-18 09:03 CET

Din verifieringskod:

    K-739201

Ange bara de sex siffrorna i terminalen – "K" visar att koden kommer från
Kodhamn. Koden gäller i 15 minuter.

Om det inte var du, byt lösenord och granska dina personliga åtkomsttoken
under Inställningar -> Säkerhet.

/ Kodhamn
Kodhamn AB · Stora Varvsgatan 6A · 211 19 Malmö
""",
    html="""<html><body style="font-family:ui-monospace,Menlo,Consolas,monospace;background:#fdfdfd;color:#1b1f23;font-size:14px">
<div style="max-width:560px;margin:0 auto;padding:24px;border:1px solid #e1e4e8">
<p><b>Kodhamn</b></p>
<p>Hej alihassan-dev,</p>
<p>Någon försöker logga in på ditt Kodhamn-konto från en ny enhet:</p>
<pre style="background:#f6f8fa;padding:10px">Enhet:     kodhamn-cli 2.14.0 på Ubuntu 24.04
IP-adress: 194.68.33.12 (Malmö, SE)
Tid:       2025-03-18 09:03 CET</pre>
<p>Din verifieringskod:</p>
<p style="font-size:28px;font-weight:bold">K-739201</p>
<p>Ange bara de sex siffrorna i terminalen – &quot;K&quot; visar att koden kommer från Kodhamn. Koden gäller i 15 minuter.</p>
<p>Om det inte var du, byt lösenord och granska dina personliga åtkomsttoken under <a href="https://kodhamn.example/settings/security">Inställningar → Säkerhet</a>.</p>
<p style="color:#6a737d;font-size:12px">Kodhamn AB · Stora Varvsgatan 6A · 211 19 Malmö · <a href="https://kodhamn.example/docs/2fa" style="color:#6a737d">Dokumentation</a></p>
</div></body></html>
""")

# sv-07  parking app: digits to type, never called a code
add(lang="sv", kind="no_code_word", otp="5820", link=None,
    frm="Parkera Smart <hej@parkerasmart.example>",
    to="Emma Sundberg <emma.sundberg@spray-post.example>",
    subject="Bekräfta din e-postadress i Parkera Smart",
    date=(2025, 3, 4, 17, 33, 9, 1),
    tcte="8bit", hcte="base64",
    text="""Hej Emma!

Tack för att du skapade ett konto i Parkera Smart.

Skriv in 5820 i appen för att bekräfta din e-postadress. Siffrorna gäller
i 30 minuter.

Registrerat fordon: ABC 12D
Betalkort: Visa **** 3307

Första parkeringen bjuder vi på – upp till 2 timmar i alla zoner i
Uppsala, Västerås och Örebro t.o.m. 30 april.

Frågor? Ring 010-330 12 40 eller svara på det här mejlet.

Parkera Smart AB · Kungsängsgatan 8 · 753 22 Uppsala
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#eef7f1;margin:0">
<div style="max-width:480px;margin:0 auto;background:#fff;padding:26px">
<p style="font-size:20px;font-weight:bold;color:#0a8f4f">Parkera Smart</p>
<p>Hej Emma!</p>
<p>Tack för att du skapade ett konto i Parkera Smart.</p>
<p>Skriv in siffrorna nedan i appen för att bekräfta din e-postadress:</p>
<p style="font-size:40px;font-weight:bold;letter-spacing:12px;text-align:center;color:#0a8f4f">5820</p>
<p style="font-size:13px;color:#555">Siffrorna gäller i 30 minuter.</p>
<table cellpadding="3" style="font-size:13px"><tr><td>Registrerat fordon</td><td>ABC 12D</td></tr><tr><td>Betalkort</td><td>Visa **** 3307</td></tr></table>
<p style="font-size:13px">Första parkeringen bjuder vi på – upp till 2 timmar i alla zoner i Uppsala, Västerås och Örebro t.o.m. 30 april.</p>
<p style="font-size:11px;color:#888">Frågor? Ring 010-330 12 40. Parkera Smart AB · Kungsängsgatan 8 · 753 22 Uppsala</p>
</div></body></html>
""")

# sv-08  meeting invitation with meeting ID and passcode; no sign-in code
add(lang="sv", kind="decoy_codes", otp=None, link=None,
    frm="Karin Åberg via Samtalsrum <inbjudan@samtalsrum.example>",
    to="styrgrupp-kustlinjen@vastkustkonsult.example",
    subject="Inbjudan: Styrgruppsmöte Projekt Kustlinjen – tors 20 mars 13:00–14:30",
    date=(2025, 3, 14, 15, 41, 20, 1),
    tcte="quoted-printable",
    text="""Karin Åberg bjuder in dig till ett möte i Samtalsrum.

Styrgruppsmöte Projekt Kustlinjen
Torsdag 20 mars 2025, 13:00–14:30 (Stockholm)

Anslut till mötet:
https://vastkustkonsult.samtalsrum.example/j/8421173390?pwd=Vk1XbGx2ZEtuSmRRa2F3Zz09

Mötes-ID: 842 117 3390
Lösenkod: 551902

Ring in (ljud endast):
+46 8 505 123 45,,8421173390#,,,,*551902# Sverige
+46 31 760 44 10 Sverige (Göteborg)

Agenda
1. Lägesrapport etapp 2 (Karin)
2. Budgetutfall februari – 1,42 mkr av 1,6 mkr
3. Beslut om ändringsorder ÄO-17 och ÄO-18
4. Övrigt

Västkust Konsult AB · Lilla Bommen 2 · 411 04 Göteborg
""")

# sv-09  bank transfer: a comparison word (not typed) and the one-time code to type now
add(lang="sv", kind="several_codes", otp="319442", shown="319 442", link=None,
    frm="Sparbanken Mälardal <meddelande@sparbanken-malardal.example>",
    to="\"Ingrid Forsberg\" <ingrid.forsberg@telia-post.example>",
    subject="Godkänn överföring till ny mottagare",
    date=(2025, 3, 17, 11, 6, 40, 1),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""Hej Ingrid,

Du har registrerat en överföring till en ny mottagare i internetbanken:

  Belopp:      12 500,00 kr
  Till konto:  8327-9, 914 452 118-3
  Mottagare:   Bilhallen i Västerås AB
  Meddelande:  Handpenning reg.nr KLM 482
  Datum:       2025-03-17

Steg 1 – jämför: kontrollera att samma kontrollord visas i internetbanken:
         51-77 (det ska inte skrivas in)

Steg 2 – godkänn: ange engångskoden 319 442 i internetbanken.

Engångskoden gäller i 5 minuter. Vi frågar aldrig efter koder i telefon.
Känner du inte igen överföringen? Ring spärrservice 08-787 20 00 dygnet runt.

Sparbanken Mälardal · Stora Gatan 20 · 722 12 Västerås
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#222;background:#f4f4f4">
<table width="560" align="center" cellpadding="20" style="background:#fff"><tr><td>
<p style="color:#c8102e;font-weight:bold;font-size:18px">Sparbanken Mälardal</p>
<p>Hej Ingrid,</p>
<p>Du har registrerat en överföring till en ny mottagare i internetbanken:</p>
<table cellpadding="4" style="font-size:14px;background:#fafafa;width:100%">
<tr><td>Belopp</td><td><b>12 500,00 kr</b></td></tr>
<tr><td>Till konto</td><td>8327-9, 914 452 118-3</td></tr>
<tr><td>Mottagare</td><td>Bilhallen i Västerås AB</td></tr>
<tr><td>Meddelande</td><td>Handpenning reg.nr KLM 482</td></tr>
<tr><td>Datum</td><td>2025-03-17</td></tr>
</table>
<p><b>Steg 1 – jämför.</b> Kontrollera att samma kontrollord visas i internetbanken: <span style="font-size:18px">51-77</span> (det ska inte skrivas in).</p>
<p><b>Steg 2 – godkänn.</b> Ange engångskoden i internetbanken:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:3px">319 442</p>
<p style="font-size:12px;color:#555">Engångskoden gäller i 5 minuter. Vi frågar aldrig efter koder i telefon. Känner du inte igen överföringen? Ring spärrservice 08-787 20 00 dygnet runt.</p>
<p style="font-size:11px;color:#888">Sparbanken Mälardal · Stora Gatan 20 · 722 12 Västerås</p>
</td></tr></table></body></html>
""")

# sv-10  newsletter double opt-in with view-in-browser, "not me", social and pixel decoys
add(lang="sv", kind="magic_link", otp=None,
    link="https://nyhetsbrev.tradgardsbladet.example/bekrafta?lista=7&sub=b91c2e4f7a3d5e60&sig=Y2h1bmtlZC1zaWduYXR1cmUtOTgzNzE",
    frm="Trädgårdsbladet <nyhetsbrev@tradgardsbladet.example>",
    to="gunilla.strom@hem-post.example",
    subject="Ett klick kvar – bekräfta din prenumeration",
    date=(2025, 3, 2, 8, 14, 3, 1),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""Hej!

Tack för att du vill få Trädgårdsbladets nyhetsbrev med säsongens
sådd, beskärning och odlingstips varannan torsdag.

Bekräfta din prenumeration här:
https://nyhetsbrev.tradgardsbladet.example/bekrafta?lista=7&sub=b91c2e4f7a3d5e60&sig=Y2h1bmtlZC1zaWduYXR1cmUtOTgzNzE

Har du inte anmält dig? Då behöver du inte göra något – du får inga fler
mejl från oss.

Trädgårdsbladet · Box 5023 · 102 41 Stockholm
""",
    html="""<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f2efe6;font-family:Georgia,'Times New Roman',serif;color:#2f3b2f">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<p style="font-size:11px;font-family:Arial,sans-serif;color:#888"><a href="https://nyhetsbrev.tradgardsbladet.example/webb/bekrafta-b91c2e4f7a3d5e60" style="color:#888">Visa i webbläsaren</a></p>
<table width="560" cellpadding="0" cellspacing="0" style="background:#fffdf7">
<tr><td><img src="https://nyhetsbrev.tradgardsbladet.example/img/header-tulpaner.jpg" width="560" alt="Trädgårdsbladet"></td></tr>
<tr><td style="padding:26px 34px;font-size:17px;line-height:1.55">
<p>Hej!</p>
<p>Tack för att du vill få Trädgårdsbladets nyhetsbrev med säsongens sådd, beskärning och odlingstips varannan torsdag.</p>
<p style="text-align:center;margin:30px 0"><a href="https://nyhetsbrev.tradgardsbladet.example/bekrafta?lista=7&amp;sub=b91c2e4f7a3d5e60&amp;sig=Y2h1bmtlZC1zaWduYXR1cmUtOTgzNzE" style="background:#4f7942;color:#fff;font-family:Arial,sans-serif;font-size:16px;padding:14px 30px;text-decoration:none;border-radius:3px">Ja, jag vill ha nyhetsbrevet</a></p>
<p style="font-size:14px;color:#666">Har du inte anmält dig? Då behöver du inte göra något. <a href="https://nyhetsbrev.tradgardsbladet.example/inte-jag?sub=b91c2e4f7a3d5e60" style="color:#666">Det var inte jag</a></p>
</td></tr>
<tr><td style="padding:16px 34px;background:#e7e2d3;font-family:Arial,sans-serif;font-size:11px;color:#6b6b5f">
Trädgårdsbladet · Box 5023 · 102 41 Stockholm<br>
<a href="https://www.instagram.example/tradgardsbladet" style="color:#6b6b5f">Instagram</a> ·
<a href="https://www.facebook.example/tradgardsbladet" style="color:#6b6b5f">Facebook</a> ·
<a href="https://tradgardsbladet.example/personuppgifter" style="color:#6b6b5f">Personuppgifter</a></td></tr>
</table></td></tr></table>
<img src="https://nyhetsbrev.tradgardsbladet.example/o/b91c2e4f7a3d5e60.png" width="1" height="1" alt="">
</body></html>
""")

# sv-11  dental appointment reminder: dates, times, phone, booking number, cost; no code
add(lang="sv", kind="phone_and_dates", otp=None, link=None,
    frm="Tandläkarna Söder <bokning@tandlakarnasoder.example>",
    to="Peter Lundgren <peter.lundgren@bredband-post.example>",
    subject="Påminnelse: tandläkarbesök tisdag 25 mars kl. 14.30",
    date=(2025, 3, 21, 9, 0, 5, 1),
    tcte="base64",
    text="""Hej Peter,

Välkommen till Tandläkarna Söder!

Tid:            tisdag 25 mars 2025 kl. 14.30–15.15
Behandlare:     tandläkare Sara Nilsson
Behandling:     basundersökning inkl. röntgen
Bokningsnummer: 40218
Beräknad kostnad: ca 1 150 kr (före statligt tandvårdsstöd)
Adress:         Götgatan 67, 3 tr, 116 21 Stockholm

Ta med giltig legitimation. Kom gärna 5 minuter innan.

Kan du inte komma? Avboka senast 24 timmar innan på 08-640 22 10
(mån–fre 8–17), annars debiteras 600 kr.

Vänliga hälsningar
Tandläkarna Söder
Org.nr 556901-2231
""")

# ------------------------------------------------------------------ Russian (ru)

# ru-01  bank purchase confirmation: code among amount, card digits, dates, phone numbers
add(lang="ru", kind="phone_and_dates", otp="572039", shown="572 039", link=None,
    frm="Северный Банк <info@severny-bank.example>",
    to="Ольга Смирнова <olga.smirnova84@yandex-post.example>",
    subject="Подтверждение покупки в интернете",
    date=(2025, 5, 23, 14, 32, 51, 3),
    tcte="base64", hcte="base64",
    text="""Ольга Викторовна, здравствуйте!

Код для подтверждения покупки на сумму 3 490,00 ₽ в магазине
KNIGOMIR.EXAMPLE по карте МИР *4821: 572 039

Никому не сообщайте код, даже сотрудникам банка.

Дата операции: 23.05.2025 14:32 (МСК)
Доступно по карте после операции: 41 206,15 ₽

Если вы не совершали эту операцию, позвоните нам:
8 800 555-01-23 (бесплатно по России) или +7 495 777-01-23.

С уважением,
ПАО «Северный Банк»
Генеральная лицензия Банка России № 3512 от 12.03.2019
190000, Санкт-Петербург, Невский пр., д. 38
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="background:#eef1f5;font-family:Arial,sans-serif;margin:0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px">
<tr><td style="padding:20px 28px;border-bottom:3px solid #1f5fbf;font-size:20px;font-weight:bold;color:#1f5fbf">Северный Банк</td></tr>
<tr><td style="padding:24px 28px;font-size:15px;color:#1a1a1a">
<p>Ольга Викторовна, здравствуйте!</p>
<p>Код для подтверждения покупки на сумму <b>3 490,00 ₽</b> в магазине KNIGOMIR.EXAMPLE по карте МИР *4821:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:3px;text-align:center;margin:18px 0">572 039</p>
<p style="color:#c62828;font-size:14px">Никому не сообщайте код, даже сотрудникам банка.</p>
<table cellpadding="4" style="font-size:13px;color:#555">
<tr><td>Дата операции</td><td>23.05.2025 14:32 (МСК)</td></tr>
<tr><td>Доступно по карте</td><td>41 206,15 ₽</td></tr>
</table>
<p style="font-size:13px">Если вы не совершали эту операцию, позвоните: <b>8 800 555-01-23</b> (бесплатно по России) или +7 495 777-01-23.</p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#888;background:#f7f8fa;border-radius:0 0 8px 8px">
ПАО «Северный Банк». Генеральная лицензия Банка России № 3512 от 12.03.2019. 190000, Санкт-Петербург, Невский пр., д. 38.<br>
<a href="https://severny-bank.example/security" style="color:#888">Правила безопасности</a></td></tr>
</table></td></tr></table></body></html>
""")

# ru-02  marketplace e-mail confirmation: tracked redirect button + raw URL
add(lang="ru", kind="magic_link", otp=None,
    link="https://click.yarmarka.example/redirect?url=https%3A%2F%2Fid.yarmarka.example%2Fconfirm%3Ftoken%3D9b2f61d0c7a84e3f&uid=5512093&sig=f41c09ab77",
    link_alt=["https://id.yarmarka.example/confirm?token=9b2f61d0c7a84e3f&uid=5512093"],
    frm="Ярмарка <noreply@yarmarka.example>",
    to="Дмитрий Козлов <d.kozlov@mail-post.example>",
    subject="Подтвердите адрес электронной почты",
    date=(2025, 3, 6, 19, 55, 12, 3),
    tcte="quoted-printable", hcte="8bit",
    text="""Дмитрий, здравствуйте!

Вы указали этот адрес при регистрации на «Ярмарке». Чтобы получать
уведомления о заказах и чеки, подтвердите почту — откройте ссылку:

https://id.yarmarka.example/confirm?token=9b2f61d0c7a84e3f&uid=5512093

Ссылка действует 3 дня. Если вы не регистрировались, просто удалите это
письмо.

Команда «Ярмарки»
Служба поддержки: 8 800 234-56-78, support@yarmarka.example
ООО «Ярмарка», 123112, Москва, Пресненская наб., д. 10, ИНН 7703456789
""",
    html="""<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f6f3ff;font-family:'Helvetica Neue',Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;margin:24px 0;border-radius:14px">
<tr><td style="padding:26px 32px 0"><span style="font-size:24px;font-weight:800;color:#7b3fe4">ярмарка</span></td></tr>
<tr><td style="padding:16px 32px;font-size:16px;line-height:1.5;color:#222">
<p>Дмитрий, здравствуйте!</p>
<p>Вы указали этот адрес при регистрации на «Ярмарке». Чтобы получать уведомления о заказах и чеки, подтвердите почту.</p>
<p style="margin:28px 0"><a href="https://click.yarmarka.example/redirect?url=https%3A%2F%2Fid.yarmarka.example%2Fconfirm%3Ftoken%3D9b2f61d0c7a84e3f&amp;uid=5512093&amp;sig=f41c09ab77" style="background:#7b3fe4;color:#fff;text-decoration:none;padding:14px 28px;border-radius:10px;font-weight:600">Подтвердить почту</a></p>
<p style="font-size:13px;color:#777">Кнопка не работает? Скопируйте ссылку в браузер:<br>
<a href="https://id.yarmarka.example/confirm?token=9b2f61d0c7a84e3f&amp;uid=5512093" style="color:#7b3fe4">https://id.yarmarka.example/confirm?token=9b2f61d0c7a84e3f&amp;uid=5512093</a></p>
<p style="font-size:13px;color:#777">Ссылка действует 3 дня. Если вы не регистрировались, просто удалите это письмо.</p>
</td></tr>
<tr><td style="padding:18px 32px;font-size:11px;color:#999;border-top:1px solid #eee">
Служба поддержки: 8 800 234-56-78 · ООО «Ярмарка», 123112, Москва, Пресненская наб., д. 10, ИНН 7703456789<br>
<a href="https://click.yarmarka.example/redirect?url=https%3A%2F%2Fyarmarka.example%2Fhelp&amp;sig=0b1" style="color:#999">Помощь</a> ·
<a href="https://yarmarka.example/legal/privacy" style="color:#999">Политика конфиденциальности</a> ·
<a href="https://vk.example/yarmarka" style="color:#999">ВКонтакте</a> ·
<a href="https://t.example/yarmarka_news" style="color:#999">Telegram</a></td></tr>
</table></td></tr></table>
<img src="https://click.yarmarka.example/open?uid=5512093&amp;m=confirm" width="1" height="1" alt="">
</body></html>
""")

# ru-03  airline e-ticket: booking code, ticket number, flight; no sign-in code
add(lang="ru", kind="booking_ref", otp=None, link=None,
    frm="Аэросибирь <eticket@aerosibir.example>",
    to="Анна Петрова <anna.petrova@rambler-post.example>",
    subject="Ваш электронный билет: Новосибирск — Москва, 14.06.2025",
    date=(2025, 4, 28, 10, 11, 37, 7),
    tcte="8bit", hcte="quoted-printable",
    text="""Уважаемая Анна Сергеевна!

Благодарим за покупку билета «Аэросибири». Маршрутная квитанция
электронного билета приложена в личном кабинете.

Код бронирования:  T5R9KW
Номер билета:      555 2401234567
Пассажир:          PETROVA ANNA MS

Рейс SB 1043, суббота, 14.06.2025
Вылет:   07:15  Новосибирск, Толмачёво (OVB), время местное
Прилёт:  08:05  Москва, Домодедово (DME), время местное
Тариф:   Эконом Стандарт, багаж 1 место до 23 кг, ручная кладь 10 кг
Место:   17A

Стоимость: 14 870 ₽ (включая сборы 1 320 ₽), оплачено картой *0934

Онлайн-регистрация открывается за 24 часа до вылета и закрывается за
45 минут. Регистрация в аэропорту заканчивается за 40 минут до вылета.

Управление бронированием: https://aerosibir.example/booking?pnr=T5R9KW&ln=PETROVA

Контакт-центр: 8 800 700-10-43 (круглосуточно)
АО «Аэросибирь», 633104, Новосибирская обл., г. Обь, аэропорт Толмачёво
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;background:#f2f5f8;margin:0">
<div style="max-width:600px;margin:0 auto;background:#fff">
<div style="background:#00565e;color:#fff;padding:18px 24px;font-size:20px">Аэросибирь · электронный билет</div>
<div style="padding:24px;font-size:14px;color:#222">
<p>Уважаемая Анна Сергеевна!</p>
<p>Благодарим за покупку билета «Аэросибири».</p>
<table width="100%" cellpadding="7" cellspacing="0" style="border:1px solid #cfdcdf;border-collapse:collapse">
<tr><td style="background:#e8f2f3;width:38%">Код бронирования</td><td style="font-size:20px;font-weight:bold;letter-spacing:2px">T5R9KW</td></tr>
<tr><td style="background:#e8f2f3">Номер билета</td><td>555 2401234567</td></tr>
<tr><td style="background:#e8f2f3">Пассажир</td><td>PETROVA ANNA MS</td></tr>
<tr><td style="background:#e8f2f3">Рейс</td><td>SB 1043, суббота, 14.06.2025</td></tr>
<tr><td style="background:#e8f2f3">Вылет</td><td>07:15 Новосибирск, Толмачёво (OVB)</td></tr>
<tr><td style="background:#e8f2f3">Прилёт</td><td>08:05 Москва, Домодедово (DME)</td></tr>
<tr><td style="background:#e8f2f3">Тариф</td><td>Эконом Стандарт, багаж 23 кг, ручная кладь 10 кг</td></tr>
<tr><td style="background:#e8f2f3">Место</td><td>17A</td></tr>
<tr><td style="background:#e8f2f3">Стоимость</td><td>14 870 ₽ (включая сборы 1 320 ₽), карта *0934</td></tr>
</table>
<p>Онлайн-регистрация открывается за 24 часа до вылета и закрывается за 45 минут.</p>
<p><a href="https://aerosibir.example/checkin?pnr=T5R9KW&amp;ln=PETROVA" style="background:#ff8a00;color:#fff;padding:10px 20px;text-decoration:none">Онлайн-регистрация</a>
&nbsp;<a href="https://aerosibir.example/booking?pnr=T5R9KW&amp;ln=PETROVA">Управление бронированием</a></p>
</div>
<div style="background:#00565e;color:#cde;padding:14px 24px;font-size:11px">Контакт-центр: 8 800 700-10-43 (круглосуточно) · АО «Аэросибирь», 633104, Новосибирская обл., г. Обь, аэропорт Толмачёво</div>
</div></body></html>
""")

# ru-04  food-delivery fiscal receipt: INN, FN, FD, FP numbers, amounts; no code
add(lang="ru", kind="newsletter_numbers", otp=None, link=None,
    frm="Вкусно Рядом <check@vkusno-ryadom.example>",
    to="sergey.ivanov.msk@gmail-post.example",
    subject="Кассовый чек № 184 от 07.03.2025 — Вкусно Рядом",
    date=(2025, 3, 7, 19, 33, 2, 3),
    tcte="quoted-printable",
    text="""КАССОВЫЙ ЧЕК / ПРИХОД
ООО «Вкусно Рядом»
ИНН 7701234567
Место расчётов: vkusno-ryadom.example
Адрес расчётов: 125009, г. Москва, ул. Тверская, д. 12, стр. 2

Чек № 184                    Смена № 118
07.03.2025 19:32

1. Ролл «Филадельфия» 8 шт.
   1 x 549,00 = 549,00 ₽          НДС 20%
2. Суп том ям с креветками
   1 x 489,00 = 489,00 ₽          НДС 20%
3. Морс клюквенный 0,5 л
   1 x 159,00 = 159,00 ₽          НДС 20%
4. Доставка
   1 x 50,00 = 50,00 ₽            НДС 20%

ИТОГ                               1 247,00 ₽
Безналичными                       1 247,00 ₽
в т.ч. НДС 20%                       207,83 ₽

СНО: ОСН
РН ККТ: 0007123456012345
ЗН ККТ: 0492710038841
ФН: 7281440500123456
ФД: 48213
ФП: 3861029477
Сайт ФНС: nalog.gov.example

Проверить чек: https://check.vkusno-ryadom.example/?t=20250307T1932&s=1247.00&fn=7281440500123456&i=48213&fp=3861029477&n=1

Спасибо за заказ! Номер заказа: 7-0307-2291
Оцените доставку в приложении — это займёт 10 секунд.
""")

# ru-05  regional services portal: new code, previous one invalid
add(lang="ru", kind="new_and_old_code", otp="305718", link=None,
    frm="Портал «Мой регион» <no-reply@moy-region.example>",
    to="Елена Васильевна <e.v.kuznetsova@bk-post.example>",
    subject="Новый код подтверждения — портал «Мой регион»",
    date=(2025, 3, 11, 9, 47, 16, 3),
    tcte="8bit", hcte="quoted-printable",
    text="""Здравствуйте, Елена Васильевна!

Вы запросили код подтверждения повторно. Ранее отправленный код
841902 больше не действует.

Новый код подтверждения: 305718

Введите его на странице входа в течение 5 минут. Код нужен для подачи
заявления «Запись ребёнка в кружок» (заявление № 2025-03-11-004182).

Если вы не запрашивали код, не сообщайте его никому и обратитесь в
службу поддержки портала: 8 800 100-70-10, 122 (для жителей региона).

Это письмо сформировано автоматически, отвечать на него не нужно.
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;background:#fff;color:#0b1f33">
<div style="max-width:560px;margin:0 auto;padding:20px;border:1px solid #e1e7ef">
<p style="font-weight:bold;color:#0d4cd3;font-size:18px">Мой регион · портал государственных услуг</p>
<p>Здравствуйте, Елена Васильевна!</p>
<p>Вы запросили код подтверждения повторно. Ранее отправленный код <span style="color:#8a94a6">841902</span> больше не действует.</p>
<p>Новый код подтверждения:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:4px">305718</p>
<p>Введите его на странице входа в течение 5 минут. Код нужен для подачи заявления «Запись ребёнка в кружок» (заявление № 2025-03-11-004182).</p>
<p style="font-size:13px;color:#66727f">Если вы не запрашивали код, не сообщайте его никому и обратитесь в службу поддержки портала: 8 800 100-70-10, 122 (для жителей региона).</p>
<p style="font-size:11px;color:#8a94a6">Это письмо сформировано автоматически, отвечать на него не нужно. <a href="https://moy-region.example/help">Справка</a></p>
</div></body></html>
""")

# ru-06  code hosting: lower-case alphanumeric code next to a magic sign-in button
add(lang="ru", kind="lowercase_alnum", otp="a9f3k2",
    link="https://kodobaza.example/login/magic?token=kb_live_2e8d6f40a1c93b75e0f2&user=nikita-dev&exp=1741766400",
    frm="КодоБаза <auth@kodobaza.example>",
    to="nikita-dev <nikita.orlov@devpost.example>",
    subject="Вход в КодоБазу",
    date=(2025, 3, 12, 10, 40, 0, 3),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""Привет, nikita-dev!

Кто-то запросил вход в ваш аккаунт КодоБазы.

Код для входа: a9f3k2

Или просто откройте ссылку на этом же устройстве:
https://kodobaza.example/login/magic?token=kb_live_2e8d6f40a1c93b75e0f2&user=nikita-dev&exp=1741766400

Код и ссылка действуют 15 минут. Браузер: Chrome 122, Linux; IP 95.165.8.41 (Москва).

Если это были не вы — ничего не делайте, доступ к аккаунту никто не получит.

— КодоБаза
""",
    html="""<html><body style="font-family:-apple-system,Segoe UI,Arial,sans-serif;background:#f6f8fa;margin:0">
<div style="max-width:480px;margin:30px auto;background:#fff;border:1px solid #d0d7de;border-radius:6px;padding:24px">
<p style="font-weight:700;font-size:18px">КодоБаза</p>
<p>Привет, <b>nikita-dev</b>!</p>
<p>Кто-то запросил вход в ваш аккаунт КодоБазы.</p>
<p>Код для входа:</p>
<p style="font-family:SFMono-Regular,Consolas,monospace;font-size:28px;letter-spacing:3px;background:#f6f8fa;padding:10px;text-align:center">a9f3k2</p>
<p style="text-align:center"><a href="https://kodobaza.example/login/magic?token=kb_live_2e8d6f40a1c93b75e0f2&amp;user=nikita-dev&amp;exp=1741766400" style="background:#1f883d;color:#fff;padding:10px 22px;border-radius:6px;text-decoration:none">Войти в КодоБазу</a></p>
<p style="font-size:12px;color:#57606a">Код и ссылка действуют 15 минут. Браузер: Chrome 122, Linux; IP 95.165.8.41 (Москва).</p>
<p style="font-size:12px;color:#57606a">Если это были не вы — ничего не делайте, доступ к аккаунту никто не получит.</p>
<p style="font-size:11px;color:#8c959f"><a href="https://kodobaza.example/settings/security" style="color:#8c959f">Настройки безопасности</a> · <a href="https://kodobaza.example/docs" style="color:#8c959f">Документация</a></p>
</div></body></html>
""")

# ru-07  social network: code only in an image's alt text
add(lang="ru", kind="alt_text_only", otp="441792", link=None,
    frm="Соседи <confirm@sosedi.example>",
    to="Марина <marina.fedorova.95@list-post.example>",
    subject="Подтверждение регистрации в «Соседях»",
    date=(2025, 3, 3, 21, 2, 48, 3),
    tcte="8bit", hcte="base64",
    image={"cid": "otp-img-7731@sosedi.example", "w": 220, "h": 56, "rgb": (236, 243, 255),
           "stripe": (22, 34, (40, 70, 160)), "filename": "confirm.png"},
    text="""Марина, добро пожаловать в «Соседи»!

Код подтверждения показан на картинке в HTML-версии письма. Если картинка
не отображается, включите показ изображений в почтовой программе.

«Соседи» — сеть для жителей вашего дома и района: объявления, чаты дома,
находки и потеряшки.

Если вы не регистрировались, просто проигнорируйте это письмо.

ООО «Соседи», 197022, Санкт-Петербург, ул. Льва Толстого, д. 9
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;background:#f0f4fb;margin:0">
<div style="max-width:500px;margin:0 auto;background:#fff;padding:28px;text-align:center">
<p style="font-size:22px;font-weight:bold;color:#2846a0">Соседи</p>
<p>Марина, добро пожаловать!</p>
<p>Введите этот код в приложении, чтобы завершить регистрацию:</p>
<p><img src="cid:otp-img-7731@sosedi.example" alt="Ваш код подтверждения: 441792" width="220" height="56" style="border:0"></p>
<p style="font-size:13px;color:#666;text-align:left">«Соседи» — сеть для жителей вашего дома и района: объявления, чаты дома, находки и потеряшки.</p>
<p style="font-size:12px;color:#999;text-align:left">Если вы не регистрировались, просто проигнорируйте это письмо.</p>
<p style="font-size:11px;color:#aaa;text-align:left">ООО «Соседи», 197022, Санкт-Петербург, ул. Льва Толстого, д. 9 · <a href="https://sosedi.example/rules" style="color:#aaa">Правила</a></p>
</div></body></html>
""")

# ru-08  telecom promo: promo code, account number, example SMS code in fraud warning; no real code
add(lang="ru", kind="decoy_codes", otp=None, link=None,
    frm="ВолнаТелеком <news@volna-telecom.example>",
    to="alexey.popov@inbox-post.example",
    subject="Весной интернет быстрее: промокод на скидку 30% на 3 месяца",
    date=(2025, 3, 18, 12, 0, 0, 3),
    headers=[("List-Unsubscribe", "<https://volna-telecom.example/unsubscribe?a=5012778841&k=9fe2>")],
    hcte="quoted-printable",
    html="""<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e8f6fb;font-family:Arial,sans-serif;color:#10303c">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<p style="font-size:11px;color:#6a8a96"><a href="https://volna-telecom.example/mail/web/2025-03-spring?a=5012778841" style="color:#6a8a96">Открыть в браузере</a></p>
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#0093c9;color:#fff;padding:22px 28px;font-size:26px;font-weight:bold">ВолнаТелеком</td></tr>
<tr><td style="padding:26px 28px;font-size:15px;line-height:1.5">
<p>Алексей, весна — время ускориться!</p>
<p>Переходите на тариф «Волна 300» (300 Мбит/с + 150 каналов ТВ) со скидкой 30% на первые 3 месяца: <b>455 ₽/мес</b> вместо 650 ₽.</p>
<div style="border:2px dashed #0093c9;text-align:center;padding:16px;margin:20px 0">
<div style="font-size:13px">Промокод для личного кабинета</div>
<div style="font-size:28px;font-weight:bold;letter-spacing:3px">VESNA25</div>
<div style="font-size:12px;color:#6a8a96">Действует до 30.04.2025 для лицевых счетов, подключённых до 01.03.2025</div>
</div>
<p style="font-size:13px">Ваш лицевой счёт: 5012 7788 41 · Текущий тариф: «Волна 100», 490 ₽/мес · Баланс: 312,40 ₽</p>
<p style="text-align:center"><a href="https://volna-telecom.example/tariffs/volna-300?promo=VESNA25&amp;utm_source=email" style="background:#ff6f3c;color:#fff;padding:12px 26px;text-decoration:none;border-radius:4px">Сменить тариф</a></p>
<div style="background:#fff6e6;padding:12px;font-size:12px;margin-top:20px">
<b>Осторожно, мошенники!</b> Они представляются сотрудниками ВолнаТелеком и просят назвать код из SMS, например «4721». Наши сотрудники никогда не спрашивают коды — положите трубку и позвоните на 8 800 100-20-30.</div>
</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#7b9aa6;background:#f3f9fc">
ООО «ВолнаТелеком», 420111, Казань, ул. Баумана, д. 44 · Лицензия № 178432 · Справочная 8 800 100-20-30<br>
<a href="https://volna-telecom.example/unsubscribe?a=5012778841&amp;k=9fe2" style="color:#7b9aa6">Отписаться от рассылки</a> ·
<a href="https://volna-telecom.example/promo/vesna25/rules" style="color:#7b9aa6">Правила акции</a></td></tr>
</table></td></tr></table>
<img src="https://volna-telecom.example/px/o.gif?a=5012778841&amp;c=spring25" width="1" height="1" alt="">
</body></html>
""")

# ru-09  crypto exchange 2FA setup: confirmation code to type now plus backup codes list
add(lang="ru", kind="several_codes", otp="583204", shown="583 204", link=None,
    frm="КриптоМост <security@kriptomost.example>",
    to="Игорь Соколов <i.sokolov@yandex-post.example>",
    subject="Подключение двухфакторной аутентификации",
    date=(2025, 3, 16, 13, 20, 9, 3),
    tcte="base64", hcte="quoted-printable",
    text="""Игорь, здравствуйте!

Вы подключаете двухфакторную аутентификацию (2FA) в аккаунте КриптоМост.

Шаг 1. Чтобы завершить подключение, введите сейчас код подтверждения
из этого письма:  583 204
(действует 10 минут)

Шаг 2. Сохраните резервные коды. Каждый можно использовать один раз, если
у вас не будет доступа к приложению-аутентификатору. Сейчас вводить их
НЕ нужно.

   7k2m-9xqa   p4td-1wz8   c0ve-6hrn
   m5yb-3gsj   x8fu-2lqk   r1nc-7dwe

UID аккаунта: 30418852 · Время запроса: 16.03.2025 13:20 (МСК)
IP: 178.66.42.19 (Санкт-Петербург)

Если это были не вы, срочно смените пароль и заморозьте аккаунт.

Команда безопасности КриптоМост
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;background:#111827;color:#e5e7eb;margin:0">
<div style="max-width:540px;margin:0 auto;padding:28px">
<p style="font-size:20px;font-weight:bold;color:#f59e0b">КриптоМост</p>
<p>Игорь, здравствуйте!</p>
<p>Вы подключаете двухфакторную аутентификацию (2FA).</p>
<p><b>Шаг 1.</b> Чтобы завершить подключение, введите сейчас код подтверждения:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:4px;background:#1f2937;padding:12px;text-align:center">583 204</p>
<p style="font-size:12px;color:#9ca3af">Действует 10 минут.</p>
<p><b>Шаг 2.</b> Сохраните резервные коды. Каждый можно использовать один раз, если у вас не будет доступа к приложению-аутентификатору. Сейчас вводить их <b>не нужно</b>.</p>
<table cellpadding="6" style="font-family:Consolas,monospace;font-size:15px;background:#1f2937;width:100%">
<tr><td>7k2m-9xqa</td><td>p4td-1wz8</td><td>c0ve-6hrn</td></tr>
<tr><td>m5yb-3gsj</td><td>x8fu-2lqk</td><td>r1nc-7dwe</td></tr>
</table>
<p style="font-size:12px;color:#9ca3af">UID аккаунта: 30418852 · 16.03.2025 13:20 (МСК) · IP 178.66.42.19 (Санкт-Петербург)</p>
<p style="font-size:12px;color:#9ca3af">Если это были не вы, срочно смените пароль и <a href="https://kriptomost.example/account/freeze" style="color:#f59e0b">заморозьте аккаунт</a>.</p>
</div></body></html>
""")

# ru-10  online game, user name with digits, 5-digit code
add(lang="ru", kind="username_digits", otp="72941", link=None,
    frm="Танкодром <support@tankodrom.example>",
    to="ivanov_1990 <ivanov_1990@mail-post.example>",
    subject="Код подтверждения входа в Танкодром",
    date=(2025, 3, 8, 0, 14, 55, 3),
    tcte="quoted-printable", hcte="8bit",
    text="""Здравствуйте, ivanov_1990!

Кто-то (надеемся, что вы) пытается войти в ваш аккаунт с нового устройства.

Код подтверждения: 72941

ID аккаунта: 500183274
Сервер: RU-3
Устройство: Windows 10, клиент 1.27.0.4
Время: 08.03.2025 00:14 (МСК)

Если это не вы — смените пароль в Центре поддержки и включите
подтверждение входа через приложение.

Удачных боёв!
Служба поддержки Танкодрома
""",
    html="""<html><head><meta charset="utf-8"></head><body style="background:#1b1b14;color:#ddd8c4;font-family:Verdana,sans-serif;margin:0">
<div style="max-width:520px;margin:0 auto;padding:26px">
<p style="font-size:22px;color:#e8b64c;font-weight:bold">ТАНКОДРОМ</p>
<p>Здравствуйте, <b>ivanov_1990</b>!</p>
<p>Кто-то (надеемся, что вы) пытается войти в ваш аккаунт с нового устройства.</p>
<p>Код подтверждения:</p>
<p style="font-size:34px;letter-spacing:6px;color:#fff;font-weight:bold">72941</p>
<table cellpadding="3" style="font-size:12px;color:#a9a48f">
<tr><td>ID аккаунта</td><td>500183274</td></tr><tr><td>Сервер</td><td>RU-3</td></tr>
<tr><td>Устройство</td><td>Windows 10, клиент 1.27.0.4</td></tr><tr><td>Время</td><td>08.03.2025 00:14 (МСК)</td></tr>
</table>
<p style="font-size:12px">Если это не вы — смените пароль в <a href="https://tankodrom.example/support" style="color:#e8b64c">Центре поддержки</a>.</p>
<p>Удачных боёв!</p>
</div></body></html>
""")

# ru-11  TV streaming: 4-digit code only in the subject
add(lang="ru", kind="subject_only", otp="3851", link=None,
    frm="Кинозал <noreply@kinozal-tv.example>",
    to="tatyana.morozova@gmail-post.example",
    subject="3851 — ваш код для входа в Кинозал",
    date=(2025, 3, 22, 20, 47, 31, 3),
    tcte="8bit",
    text="""Здравствуйте!

Чтобы войти в приложение «Кинозал» на телевизоре, введите четырёхзначный
код из темы этого письма. Код действует 15 минут.

Подписка «Кинозал Премиум» активна до 14.04.2025, следующее списание —
399 ₽ с карты *7710.

Если вы не входили, смените пароль в профиле: https://kinozal-tv.example/profile

Приятного просмотра!
Команда «Кинозала»
""")

# ------------------------------------------------------------------ Turkish (tr)

# tr-01  e-commerce sign-in code with "not you? change your password" link
add(lang="tr", kind="reset_in_code_mail", otp="618204", link=None,
    frm="Çarşıda <guvenlik@carsida.example>",
    to="Elif Şahin <elif.sahin@hotmail-posta.example>",
    subject="Çarşıda giriş doğrulama kodunuz",
    date=(2025, 3, 10, 22, 41, 17, 3),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""Merhaba Elif Hanım,

Hesabınıza yeni bir cihazdan giriş yapılmak isteniyor.

Doğrulama kodunuz: 618204

Kod 3 dakika geçerlidir. Bu kodu kimseyle paylaşmayın; Çarşıda çalışanları
sizden asla kod istemez.

Cihaz: Samsung Galaxy A54 · Çarşıda uygulaması 8.12.1
Konum: İstanbul, Türkiye
Tarih: 10.03.2025 22:41

Bu girişi siz yapmadıysanız şifrenizi hemen değiştirin:
https://www.carsida.example/hesabim/guvenlik/sifre-degistir?kaynak=otp

Çarşıda Elektronik Ticaret A.Ş.
Maslak Mah. Büyükdere Cad. No:255, 34485 Sarıyer/İstanbul
Müşteri Hizmetleri: 0850 333 44 55
""",
    html="""<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fff5ee;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px">
<tr><td style="padding:20px 28px;font-size:24px;font-weight:bold;color:#f27a1a">çarşıda</td></tr>
<tr><td style="padding:0 28px 20px;font-size:15px;color:#333">
<p>Merhaba Elif Hanım,</p>
<p>Hesabınıza yeni bir cihazdan giriş yapılmak isteniyor.</p>
<p>Doğrulama kodunuz:</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:6px;color:#f27a1a;text-align:center;margin:12px 0">618204</p>
<p style="font-size:13px;color:#666">Kod 3 dakika geçerlidir. Bu kodu kimseyle paylaşmayın; Çarşıda çalışanları sizden asla kod istemez.</p>
<table cellpadding="3" style="font-size:13px;color:#666">
<tr><td>Cihaz</td><td>Samsung Galaxy A54 · Çarşıda uygulaması 8.12.1</td></tr>
<tr><td>Konum</td><td>İstanbul, Türkiye</td></tr>
<tr><td>Tarih</td><td>10.03.2025 22:41</td></tr>
</table>
<p style="font-size:13px">Bu girişi siz yapmadıysanız <a href="https://www.carsida.example/hesabim/guvenlik/sifre-degistir?kaynak=otp" style="color:#f27a1a">şifrenizi hemen değiştirin</a>.</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#999;border-top:1px solid #f0e0d4">Çarşıda Elektronik Ticaret A.Ş. · Maslak Mah. Büyükdere Cad. No:255, 34485 Sarıyer/İstanbul · Müşteri Hizmetleri 0850 333 44 55<br>
<a href="https://www.carsida.example/kvkk" style="color:#999">KVKK Aydınlatma Metni</a></td></tr>
</table></td></tr></table></body></html>
""")

# tr-02  university student portal password reset, HTML only
add(lang="tr", kind="magic_link", otp=None,
    link="https://obs.kuzeykent.edu.example/sifre/sifirla?anahtar=c4e1b07f92d35a8e6b1f0c2d9a47e3b5&no=2021104587",
    frm="Kuzeykent Üniversitesi Bilgi İşlem <bidb-noreply@kuzeykent.edu.example>",
    to="Mert Aydın <2021104587@ogr.kuzeykent.edu.example>",
    subject="ÖBS şifre sıfırlama talebi",
    date=(2025, 2, 24, 1, 12, 44, 3),
    hcte="base64",
    html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Tahoma,Arial,sans-serif;font-size:14px;color:#222">
<table width="600" cellpadding="0" cellspacing="0" style="border:1px solid #c6cfdc">
<tr><td style="background:#0b2d5b;color:#fff;padding:14px 20px"><b>KUZEYKENT ÜNİVERSİTESİ</b><br><span style="font-size:12px">Bilgi İşlem Daire Başkanlığı</span></td></tr>
<tr><td style="padding:20px">
<p>Sayın Mert Aydın (Öğrenci No: 2021104587),</p>
<p>Öğrenci Bilgi Sistemi (ÖBS) şifrenizi sıfırlamak için 24.02.2025 01:12 tarihinde talepte bulunuldu.</p>
<p>Yeni şifrenizi belirlemek için aşağıdaki bağlantıya tıklayınız. Bağlantı 30 dakika süreyle ve yalnızca bir kez kullanılabilir.</p>
<p><a href="https://obs.kuzeykent.edu.example/sifre/sifirla?anahtar=c4e1b07f92d35a8e6b1f0c2d9a47e3b5&amp;no=2021104587">Şifremi sıfırla</a></p>
<p>Bu talebi siz yapmadıysanız bu e-postayı dikkate almayınız; mevcut şifreniz geçerliliğini korur.</p>
<p>Yeni şifreniz en az 10 karakter olmalı; büyük harf, küçük harf ve rakam içermelidir.</p>
<p>Saygılarımızla,<br>Bilgi İşlem Daire Başkanlığı<br>Yardım Masası: 0 (312) 555 10 00 - Dahili 4455</p>
</td></tr>
<tr><td style="padding:10px 20px;font-size:11px;color:#667;background:#f1f4f8">
Kuzeykent Üniversitesi, Esentepe Kampüsü, 06830 Gölbaşı/Ankara ·
<a href="https://bidb.kuzeykent.edu.example/yardim">Yardım Masası</a> ·
<a href="https://www.kuzeykent.edu.example/kvkk">KVKK</a></td></tr>
</table></body></html>
""")

# tr-03  airline booking: PNR, ticket number, flight; no code
add(lang="tr", kind="booking_ref", otp=None, link=None,
    frm="Egeli Havayolları <rezervasyon@egeli.example>",
    to="Selin Yılmaz <selin.yilmaz@gmail-posta.example>",
    subject="Rezervasyonunuz onaylandı – PNR: XZ4K7Q",
    date=(2025, 3, 19, 16, 25, 3, 3),
    tcte="8bit", hcte="quoted-printable",
    text="""Sayın Selin Yılmaz,

Egeli Havayolları'nı tercih ettiğiniz için teşekkür ederiz.
Rezervasyonunuz onaylanmıştır.

Rezervasyon kodu (PNR): XZ4K7Q
Bilet numarası:         624-2104857391

UÇUŞ
EG 2173 · 05.07.2025 Cumartesi
Kalkış: 07:40 İzmir Adnan Menderes (ADB)
Varış:  10:15 Amsterdam Schiphol (AMS) – yerel saat

Yolcu:   SELİN YILMAZ (Yetişkin)
Bagaj:   20 kg + 8 kg kabin bagajı
Koltuk:  22F

Toplam ücret: 8.742,50 TL (vergi ve harçlar dahil)

Online check-in uçuştan 24 saat önce açılır:
https://www.egeli.example/check-in?pnr=XZ4K7Q&soyad=YILMAZ

İyi uçuşlar dileriz.
Egeli Havayolları
Çağrı Merkezi: 444 34 00
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;background:#eaf4fb;margin:0">
<div style="max-width:600px;margin:0 auto;background:#fff">
<div style="background:#0077b6;padding:18px 24px;color:#fff;font-size:22px">Egeli Havayolları</div>
<div style="padding:24px;font-size:14px">
<p>Sayın Selin Yılmaz,</p>
<p>Egeli Havayolları'nı tercih ettiğiniz için teşekkür ederiz. Rezervasyonunuz onaylanmıştır.</p>
<table width="100%" cellpadding="8" style="border-collapse:collapse;border:1px solid #cde3f1">
<tr><td style="background:#f0f8fd">Rezervasyon kodu (PNR)</td><td style="font-size:22px;font-weight:bold;letter-spacing:2px">XZ4K7Q</td></tr>
<tr><td style="background:#f0f8fd">Bilet numarası</td><td>624-2104857391</td></tr>
<tr><td style="background:#f0f8fd">Uçuş</td><td>EG 2173 · 05.07.2025 Cumartesi</td></tr>
<tr><td style="background:#f0f8fd">Kalkış</td><td>07:40 İzmir Adnan Menderes (ADB)</td></tr>
<tr><td style="background:#f0f8fd">Varış</td><td>10:15 Amsterdam Schiphol (AMS) – yerel saat</td></tr>
<tr><td style="background:#f0f8fd">Yolcu</td><td>SELİN YILMAZ (Yetişkin)</td></tr>
<tr><td style="background:#f0f8fd">Bagaj</td><td>20 kg + 8 kg kabin bagajı</td></tr>
<tr><td style="background:#f0f8fd">Koltuk</td><td>22F</td></tr>
<tr><td style="background:#f0f8fd">Toplam</td><td><b>8.742,50 TL</b> (vergi ve harçlar dahil)</td></tr>
</table>
<p style="margin-top:20px"><a href="https://www.egeli.example/check-in?pnr=XZ4K7Q&amp;soyad=YILMAZ" style="background:#f77f00;color:#fff;padding:10px 20px;text-decoration:none;border-radius:4px">Online Check-in</a> <span style="font-size:12px;color:#666">uçuştan 24 saat önce açılır</span></p>
<p>İyi uçuşlar dileriz.</p>
</div>
<div style="background:#023e8a;color:#cfe2f3;font-size:11px;padding:14px 24px">Çağrı Merkezi 444 34 00 · Egeli Havayolları A.Ş., Gaziemir/İzmir ·
<a href="https://www.egeli.example/tasima-kosullari" style="color:#cfe2f3">Taşıma Koşulları</a></div>
</div></body></html>
""")

# tr-04  bus company's membership verification code in a mail naming a trip and PNR
add(lang="tr", kind="booking_ref", otp="930541", shown="930 541", link=None,
    frm="Kervan Seyahat <uyelik@kervanseyahat.example>",
    to="Burak Öztürk <burak.ozturk@yandex-posta.example>",
    subject="Kervan Seyahat üyelik doğrulama kodu",
    date=(2025, 4, 15, 13, 8, 26, 3),
    tcte="base64", hcte="8bit",
    text="""Merhaba Burak Bey,

Bilet satın alma işleminizi üye olarak tamamlamak için doğrulama
kodunuz: 930 541

Kod 5 dakika geçerlidir.

Seçtiğiniz sefer:
  Ankara (AŞTİ) → Antalya Otogarı
  18.04.2025 Cuma, kalkış 23:30 – tahmini varış 06:45
  Koltuk: 21 (tekli, cam kenarı)
  Ücret: 1.150,00 TL
  Geçici PNR: 8KD4TQ (ödeme tamamlanmazsa 20 dakika sonra iptal edilir)

Üyelerimiz her 10 yolculukta 1 bilet hediye kazanır.

Kervan Seyahat · 444 0 538 · Bilet iade ve değişiklik: www.kervanseyahat.example
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Verdana,sans-serif;background:#fffaf0;margin:0">
<div style="max-width:520px;margin:0 auto;background:#fff;border-top:6px solid #b22222;padding:22px">
<p style="font-size:20px;font-weight:bold;color:#b22222">KERVAN SEYAHAT</p>
<p>Merhaba Burak Bey,</p>
<p>Bilet satın alma işleminizi üye olarak tamamlamak için doğrulama kodunuz:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:3px;text-align:center">930 541</p>
<p style="font-size:12px;color:#777;text-align:center">Kod 5 dakika geçerlidir.</p>
<table width="100%" cellpadding="5" style="font-size:13px;border:1px solid #eee">
<tr><td colspan="2" style="background:#fbeaea"><b>Seçtiğiniz sefer</b></td></tr>
<tr><td>Güzergâh</td><td>Ankara (AŞTİ) → Antalya Otogarı</td></tr>
<tr><td>Tarih</td><td>18.04.2025 Cuma, 23:30 – tahmini varış 06:45</td></tr>
<tr><td>Koltuk</td><td>21 (tekli, cam kenarı)</td></tr>
<tr><td>Ücret</td><td>1.150,00 TL</td></tr>
<tr><td>Geçici PNR</td><td>8KD4TQ</td></tr>
</table>
<p style="font-size:12px;color:#777">Ödeme tamamlanmazsa geçici rezervasyon 20 dakika sonra iptal edilir. Üyelerimiz her 10 yolculukta 1 bilet hediye kazanır.</p>
<p style="font-size:11px;color:#999">Kervan Seyahat · 444 0 538 · <a href="https://www.kervanseyahat.example/iade" style="color:#999">Bilet iade ve değişiklik</a></p>
</div></body></html>
""")

# tr-05  mobile operator e-invoice: invoice no, ETTN, subscriber no, VKN, amounts; no code
add(lang="tr", kind="newsletter_numbers", otp=None, link=None,
    frm="Boğaz GSM <efatura@bogazgsm.example>",
    to="Hakan Çelik <hakan.celik@posta-tr.example>",
    subject="Mart 2025 faturanız oluşturuldu – 349,90 TL",
    date=(2025, 3, 12, 8, 0, 41, 3),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""Sayın Hakan Çelik,

0532 *** 41 27 numaralı hattınıza ait Mart 2025 e-Arşiv faturanız
oluşturulmuştur.

Fatura No:        BGZ2025000418273
ETTN:             5f2c9a1e-7b3d-4e6a-9c0f-2d8b1a4e6f37
Abone No:         9012238841
Fatura Dönemi:    01.02.2025 – 28.02.2025
Son Ödeme Tarihi: 28.03.2025

Paket bedeli (Süper Konuşkan 20 GB)   270,00 TL
Ek internet 5 GB                        21,58 TL
ÖİV (%10)                               29,16 TL
KDV (%20)                               29,16 TL
Ödenecek Tutar                         349,90 TL

Faturanızı görüntülemek için: https://online.bogazgsm.example/fatura/BGZ2025000418273

Otomatik ödeme talimatınız bulunmamaktadır. Faturanızı internet
bankacılığı, Boğaz GSM uygulaması veya yetkili bayilerden ödeyebilirsiniz.

Boğaz GSM İletişim Hizmetleri A.Ş.
Vergi Dairesi: Büyük Mükellefler · VKN: 1234567890
Mersis No: 0123456789000015
Müşteri Hizmetleri: 0532 532 00 00 / 532 (hattınızdan ücretsiz)
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;background:#f4f4f8;margin:0">
<table width="620" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#3a0ca3;color:#fff;padding:18px 24px;font-size:22px;font-weight:bold">Boğaz GSM</td></tr>
<tr><td style="padding:22px 24px;font-size:14px;color:#222">
<p>Sayın Hakan Çelik,</p>
<p>0532 *** 41 27 numaralı hattınıza ait Mart 2025 e-Arşiv faturanız oluşturulmuştur.</p>
<table width="100%" cellpadding="5" style="font-size:13px;border:1px solid #ddd;border-collapse:collapse">
<tr><td>Fatura No</td><td>BGZ2025000418273</td></tr>
<tr><td>ETTN</td><td>5f2c9a1e-7b3d-4e6a-9c0f-2d8b1a4e6f37</td></tr>
<tr><td>Abone No</td><td>9012238841</td></tr>
<tr><td>Fatura Dönemi</td><td>01.02.2025 – 28.02.2025</td></tr>
<tr><td>Son Ödeme Tarihi</td><td><b>28.03.2025</b></td></tr>
</table>
<table width="100%" cellpadding="5" style="font-size:13px;margin-top:14px">
<tr><td>Paket bedeli (Süper Konuşkan 20 GB)</td><td align="right">270,00 TL</td></tr>
<tr><td>Ek internet 5 GB</td><td align="right">21,58 TL</td></tr>
<tr><td>ÖİV (%10)</td><td align="right">29,16 TL</td></tr>
<tr><td>KDV (%20)</td><td align="right">29,16 TL</td></tr>
<tr style="border-top:2px solid #3a0ca3"><td><b>Ödenecek Tutar</b></td><td align="right"><b>349,90 TL</b></td></tr>
</table>
<p><a href="https://online.bogazgsm.example/fatura/BGZ2025000418273" style="background:#f72585;color:#fff;padding:10px 18px;text-decoration:none">Faturayı görüntüle</a>
&nbsp;<a href="https://online.bogazgsm.example/odeme?abone=9012238841">Hemen öde</a></p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:10px;color:#777;background:#f8f8fb">
Boğaz GSM İletişim Hizmetleri A.Ş. · Büyük Mükellefler V.D. · VKN 1234567890 · Mersis No 0123456789000015 · Müşteri Hizmetleri 0532 532 00 00 / 532<br>
<a href="https://www.bogazgsm.example/izin-yonetimi" style="color:#777">İzin yönetimi</a></td></tr>
</table></body></html>
""")

# tr-06  marketplace campaign: coupon code, gift card code, order number; no real code
add(lang="tr", kind="decoy_codes", otp=None, link=None,
    frm="Pazarcık <kampanya@pazarcik.example>",
    to="zeynep.arslan@hotmail-posta.example",
    subject="Sepetinde unuttukların seni bekliyor + 50 TL indirim kodu 🎁",
    date=(2025, 3, 21, 11, 30, 0, 3),
    headers=[("List-Unsubscribe", "<https://pazarcik.example/abonelik/iptal?u=zr-771203&sig=2b9d>")],
    hcte="quoted-printable",
    html="""<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f7f7f7;font-family:Arial,sans-serif;color:#333">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:8px;text-align:center;font-size:11px;color:#999">E-postayı görüntüleyemiyor musun? <a href="https://pazarcik.example/e/web/k2103?u=zr-771203" style="color:#999">Tarayıcıda aç</a></td></tr>
<tr><td style="background:#6a0dad;padding:20px;text-align:center;color:#fff;font-size:28px;font-weight:bold">pazarcık</td></tr>
<tr><td style="padding:24px;font-size:15px">
<p>Merhaba Zeynep,</p>
<p>Sepetindeki ürünler tükenmeden siparişini tamamla!</p>
<table width="100%" cellpadding="8" style="border:1px solid #eee;font-size:14px">
<tr><td>Kablosuz Kulaklık X3 Pro</td><td align="right">1.299,00 TL</td></tr>
<tr><td>Spor Ayakkabı, 38 numara</td><td align="right">1.849,90 TL</td></tr>
</table>
<div style="margin:22px 0;padding:16px;border:2px dashed #6a0dad;text-align:center">
<div style="font-size:13px">Sepette geçerli indirim kodun</div>
<div style="font-size:26px;font-weight:bold;letter-spacing:2px;color:#6a0dad">INDIRIM50</div>
<div style="font-size:12px;color:#777">500 TL ve üzeri alışverişlerde 50 TL indirim · Son gün 23.03.2025 23:59</div>
</div>
<p style="font-size:13px">Ayrıca hesabında kullanılmayı bekleyen 100 TL'lik hediye çekin var. Hediye çeki kodu: <b>GC-7741-2290</b></p>
<p style="font-size:13px">Son siparişin (#PZ-2025-0318-55412) 19.03.2025 tarihinde teslim edildi. Değerlendirmeni bekliyoruz!</p>
<p style="text-align:center"><a href="https://pazarcik.example/sepet?utm_source=email&amp;utm_campaign=sepet_hatirlatma&amp;u=zr-771203" style="background:#ff6f00;color:#fff;padding:12px 30px;text-decoration:none;border-radius:24px;font-weight:bold">Sepete git</a></p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#999;background:#fafafa">
Pazarcık Elektronik Ticaret ve Bilişim Hizmetleri A.Ş. · Kozyatağı Mah. Değirmen Sok. No:18, 34742 Kadıköy/İstanbul · 0850 252 40 00<br>
Bu e-posta ticari ileti onayın kapsamında gönderilmiştir.
<a href="https://pazarcik.example/abonelik/iptal?u=zr-771203&amp;sig=2b9d" style="color:#999">Abonelikten çık</a> ·
<a href="https://www.instagram.example/pazarcik" style="color:#999">Instagram</a> ·
<a href="https://x.example/pazarcik" style="color:#999">X</a></td></tr>
</table></td></tr></table>
<img src="https://pazarcik.example/e/o.gif?u=zr-771203&amp;c=k2103" width="1" height="1" alt="">
</body></html>
""")

# tr-07  dating app: digits to type, never called "kod" or "şifre"
add(lang="tr", kind="no_code_word", otp="407219", shown="407 219", link=None,
    frm="Tanışalım <merhaba@tanisalim.example>",
    to="Can Doğan <can.dogan95@gmail-posta.example>",
    subject="E-posta adresini doğrula",
    date=(2025, 3, 14, 20, 18, 33, 3),
    tcte="8bit", hcte="quoted-printable",
    text="""Selam Can!

Tanışalım'a hoş geldin. Hesabını doğrulamak için şu rakamları uygulamaya
yaz:

407 219

Bu rakamlar 10 dakika boyunca geçerli. Doğrulamayı tamamlayınca profilin
"onaylı" rozetini alır ve eşleşmelerin iki katına çıkar.

Hesabı sen açmadıysan bu e-postayı görmezden gelebilirsin.

Sevgiler,
Tanışalım Ekibi
Tanışalım Teknoloji A.Ş. · Levent, İstanbul
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;background:#fff0f5;margin:0">
<div style="max-width:460px;margin:0 auto;background:#fff;padding:28px;border-radius:12px">
<p style="font-size:22px;font-weight:bold;color:#e0245e">tanışalım ♥</p>
<p>Selam Can!</p>
<p>Tanışalım'a hoş geldin. Hesabını doğrulamak için şu rakamları uygulamaya yaz:</p>
<p style="font-size:36px;font-weight:bold;text-align:center;letter-spacing:5px;color:#e0245e">407 219</p>
<p style="font-size:13px;color:#666">Bu rakamlar 10 dakika boyunca geçerli. Doğrulamayı tamamlayınca profilin &quot;onaylı&quot; rozetini alır.</p>
<p style="font-size:12px;color:#999">Hesabı sen açmadıysan bu e-postayı görmezden gelebilirsin.</p>
<p style="font-size:11px;color:#bbb">Tanışalım Teknoloji A.Ş. · Levent, İstanbul · <a href="https://tanisalim.example/guvenlik-ipuclari" style="color:#bbb">Güvenlik ipuçları</a></p>
</div></body></html>
""")

# tr-08  3-D Secure one-time password among card digits, amount, date, phone; one <span> per digit
add(lang="tr", kind="phone_and_dates", otp="830517", link=None,
    frm="Ege Finans Bankası <bilgilendirme@egefinans.example>",
    to="Ayşe Kaya <ayse.kaya@ttmail-posta.example>",
    subject="İnternet alışverişi onayı",
    date=(2025, 3, 11, 21, 48, 20, 3),
    tcte="quoted-printable", hcte="base64",
    text="""Sayın Ayşe Kaya,

**** **** **** 6619 ile biten kartınızla 11.03.2025 21:48 tarihinde
TEKNOMARKET.EXAMPLE üye iş yerinden yapılan 1.249,90 TL tutarındaki
alışveriş için tek kullanımlık şifreniz: 830517

Şifrenizi kimseyle paylaşmayınız. Bankamız hiçbir şekilde telefonla
şifre talep etmez.

Bu işlemi siz yapmadıysanız 7/24 Müşteri İletişim Merkezimizi arayınız:
0850 222 0 333 (yurt dışından +90 212 444 0 333)

Ege Finans Bankası A.Ş. · Mersis No: 0987654321000012
Cumhuriyet Bulvarı No:140, 35210 Alsancak/İzmir
""",
    html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;background:#eef3f0;margin:0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#00704a;color:#fff;padding:16px 24px;font-size:18px;font-weight:bold">Ege Finans Bankası</td></tr>
<tr><td style="padding:24px;font-size:14px;color:#222">
<p>Sayın Ayşe Kaya,</p>
<p>**** **** **** 6619 ile biten kartınızla <b>11.03.2025 21:48</b> tarihinde TEKNOMARKET.EXAMPLE üye iş yerinden yapılan <b>1.249,90 TL</b> tutarındaki alışveriş için tek kullanımlık şifreniz:</p>
<div style="text-align:center;margin:20px 0">
<span style="display:inline-block;background:#e6f2ec;border-radius:4px;padding:10px 12px;margin:0 2px;font-size:26px;font-weight:bold">8</span><span style="display:inline-block;background:#e6f2ec;border-radius:4px;padding:10px 12px;margin:0 2px;font-size:26px;font-weight:bold">3</span><span style="display:inline-block;background:#e6f2ec;border-radius:4px;padding:10px 12px;margin:0 2px;font-size:26px;font-weight:bold">0</span><span style="display:inline-block;background:#e6f2ec;border-radius:4px;padding:10px 12px;margin:0 2px;font-size:26px;font-weight:bold">5</span><span style="display:inline-block;background:#e6f2ec;border-radius:4px;padding:10px 12px;margin:0 2px;font-size:26px;font-weight:bold">1</span><span style="display:inline-block;background:#e6f2ec;border-radius:4px;padding:10px 12px;margin:0 2px;font-size:26px;font-weight:bold">7</span>
</div>
<p style="font-size:13px">Şifrenizi kimseyle paylaşmayınız. Bankamız hiçbir şekilde telefonla şifre talep etmez.</p>
<p style="font-size:13px;background:#fff7e0;padding:10px">Bu işlemi siz yapmadıysanız 7/24 Müşteri İletişim Merkezimizi arayınız: <b>0850 222 0 333</b> (yurt dışından +90 212 444 0 333)</p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:10px;color:#888;border-top:1px solid #e3e3e3">Ege Finans Bankası A.Ş. · Mersis No: 0987654321000012 · Cumhuriyet Bulvarı No:140, 35210 Alsancak/İzmir</td></tr>
</table></td></tr></table></body></html>
""")

# tr-09  backup code used (now invalid), remaining backup codes, and the code to type now
add(lang="tr", kind="several_codes", otp="602519", shown="602 519", link=None,
    frm="Sohbetim <guvenlik@sohbetim.example>",
    to="Emre Koç <emre.koc@posta-tr.example>",
    subject="Yedek kod kullanıldı – yeni cihaz doğrulaması",
    date=(2025, 3, 9, 10, 5, 12, 3),
    tcte="base64", hcte="quoted-printable",
    text="""Merhaba Emre,

Hesabınıza 09.03.2025 10:02'de yedek kod 4821-7730 ile giriş yapıldı.
Bu yedek kod artık geçersizdir.

Kalan yedek kodlarınız (yalnızca telefonunuza erişemezseniz kullanın):
  5530-1942
  7718-0365
  2094-6671

Yeni cihazınızı (iPhone 15, iOS 18.3) hesabınıza eklemek için şimdi
şu doğrulama kodunu girin:

  602 519

Kod 10 dakika geçerlidir.

Bu siz değilseniz hesabınızı hemen güvene alın:
https://sohbetim.example/hesap/guvenlik?olay=yedek-kod

Sohbetim Güvenlik Ekibi
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;color:#1d2129;background:#f0f2f5">
<div style="max-width:520px;margin:20px auto;background:#fff;padding:24px;border-radius:8px">
<p style="font-size:20px;font-weight:bold;color:#128c7e">Sohbetim</p>
<p>Merhaba Emre,</p>
<p>Hesabınıza 09.03.2025 10:02'de yedek kod <s>4821-7730</s> ile giriş yapıldı. Bu yedek kod artık geçersizdir.</p>
<p style="font-size:13px;color:#555">Kalan yedek kodlarınız (yalnızca telefonunuza erişemezseniz kullanın):</p>
<ul style="font-family:monospace;font-size:14px;color:#555"><li>5530-1942</li><li>7718-0365</li><li>2094-6671</li></ul>
<p>Yeni cihazınızı (iPhone 15, iOS 18.3) hesabınıza eklemek için <b>şimdi</b> şu doğrulama kodunu girin:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:4px;text-align:center;color:#128c7e">602 519</p>
<p style="font-size:12px;color:#777">Kod 10 dakika geçerlidir.</p>
<p style="font-size:12px">Bu siz değilseniz <a href="https://sohbetim.example/hesap/guvenlik?olay=yedek-kod">hesabınızı hemen güvene alın</a>.</p>
</div></body></html>
""")

# tr-10  ride app code with service prefix
add(lang="tr", kind="prefix_code", otp="839201", shown="YL-839201", link=None,
    frm="Yolla <dogrulama@yolla.example>",
    to="Deniz Aksoy <deniz.aksoy@icloud-posta.example>",
    subject="Yolla hesabını doğrula",
    date=(2025, 3, 23, 8, 2, 6, 3),
    tcte="8bit",
    text="""Merhaba Deniz,

Yolla doğrulama kodun: YL-839201

Uygulamaya yalnızca rakamları gir; "YL" ön eki mesajın gerçekten
Yolla'dan geldiğini gösterir.

Kod 5 dakika geçerli. Sürücüler ya da destek ekibimiz senden asla bu
kodu istemez.

İlk yolculuğunda YOLLA25 koduyla %25 indirim seni bekliyor (en fazla
75 TL, 30.04.2025'e kadar).

İyi yolculuklar!
Yolla
Yolla Ulaşım Teknolojileri A.Ş. · Kavaklıdere, Çankaya/Ankara · 0850 755 96 55
""")

# tr-11  cloud storage "was this you?" device approval with yes / no buttons
add(lang="tr", kind="magic_link", otp=None,
    link="https://hesap.bulutkutu.example/onay/cihaz?istek=rq_81d3f0a97c2e4b65&karar=evet&imza=0c9e41b7d2a85f36",
    frm="Bulutkutu <guvenlik@bulutkutu.example>",
    to="Oğuz Kılıç <oguz.kilic@posta-tr.example>",
    subject="Yeni cihazdan giriş denemesi – bu siz miydiniz?",
    date=(2025, 3, 12, 19, 22, 40, 3),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""Merhaba Oğuz,

Bulutkutu hesabınıza yeni bir cihazdan giriş yapılmak isteniyor:

  Cihaz:     Windows 11 · Edge 122
  Konum:     Ankara, Türkiye (IP 88.241.17.x)
  Zaman:     12.03.2025 19:22

Bu sizseniz girişi onaylayın:
https://hesap.bulutkutu.example/onay/cihaz?istek=rq_81d3f0a97c2e4b65&karar=evet&imza=0c9e41b7d2a85f36

Siz değilseniz girişi engelleyin:
https://hesap.bulutkutu.example/onay/cihaz?istek=rq_81d3f0a97c2e4b65&karar=hayir&imza=0c9e41b7d2a85f36

Bağlantılar 20 dakika geçerlidir.

Bulutkutu Güvenlik
Bulutkutu Bilişim A.Ş., Teknokent ARI-3, Maslak/İstanbul
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:'Segoe UI',Arial,sans-serif;background:#f3f6fb;margin:0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px">
<tr><td style="padding:22px 28px;font-size:22px;font-weight:bold;color:#1565c0">☁ Bulutkutu</td></tr>
<tr><td style="padding:0 28px 24px;font-size:15px;color:#222">
<p>Merhaba Oğuz,</p>
<p>Bulutkutu hesabınıza yeni bir cihazdan giriş yapılmak isteniyor:</p>
<table cellpadding="4" style="font-size:14px;background:#f5f8fc;width:100%">
<tr><td>Cihaz</td><td>Windows 11 · Edge 122</td></tr>
<tr><td>Konum</td><td>Ankara, Türkiye (IP 88.241.17.x)</td></tr>
<tr><td>Zaman</td><td>12.03.2025 19:22</td></tr>
</table>
<p style="margin-top:22px">Bu siz miydiniz?</p>
<p>
<a href="https://hesap.bulutkutu.example/onay/cihaz?istek=rq_81d3f0a97c2e4b65&amp;karar=evet&amp;imza=0c9e41b7d2a85f36" style="background:#1565c0;color:#fff;padding:11px 22px;border-radius:6px;text-decoration:none;font-weight:600">Evet, bendim</a>
&nbsp;
<a href="https://hesap.bulutkutu.example/onay/cihaz?istek=rq_81d3f0a97c2e4b65&amp;karar=hayir&amp;imza=0c9e41b7d2a85f36" style="background:#fff;color:#c62828;border:1px solid #c62828;padding:10px 22px;border-radius:6px;text-decoration:none;font-weight:600">Hayır, ben değildim</a>
</p>
<p style="font-size:12px;color:#777">Bağlantılar 20 dakika geçerlidir.</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#999;border-top:1px solid #eef1f5">Bulutkutu Bilişim A.Ş., Teknokent ARI-3, Maslak/İstanbul ·
<a href="https://destek.bulutkutu.example/hesap-guvenligi" style="color:#999">Yardım</a> ·
<a href="https://bulutkutu.example/gizlilik" style="color:#999">Gizlilik</a></td></tr>
</table></td></tr></table></body></html>
""")

# ------------------------------------------------------------------ Indonesian (id)

# id-01  e-wallet OTP among amount, date, masked phone, call centre; one <span> per digit
add(lang="id", kind="phone_and_dates", otp="529371", link=None,
    frm="DompetKu <noreply@dompetku.example>",
    to="Rina Wulandari <rina.wulandari@gmail-surel.example>",
    subject="Kode OTP DompetKu untuk transaksi Anda",
    date=(2025, 3, 12, 10, 41, 9, 7),
    tcte="7bit", hcte="quoted-printable",
    text="""Halo Rina Wulandari,

Kode OTP kamu: 529371

Gunakan kode ini untuk menyelesaikan transaksi berikut:
  Pembayaran ke : TOKO SINAR JAYA ELEKTRONIK
  Nominal       : Rp 250.000
  Waktu         : 12/03/2025 10:41 WIB
  No. HP        : 0812-****-7788

Kode berlaku 2 menit. JANGAN BERIKAN KODE INI KEPADA SIAPA PUN, termasuk
pihak yang mengaku dari DompetKu.

Bukan kamu yang melakukan transaksi ini? Segera hubungi Call Center
1500-123 (24 jam) atau chat CS di aplikasi.

PT Dompet Digital Nusantara
Gedung Graha Niaga Lt. 12, Jl. Jend. Sudirman Kav. 58, Jakarta Selatan 12190
Berizin dan diawasi oleh Bank Indonesia
""",
    html="""<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef6ff;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px">
<tr><td style="padding:20px 26px;font-size:22px;font-weight:bold;color:#0a66c2">DompetKu</td></tr>
<tr><td style="padding:0 26px 20px;font-size:14px;color:#222">
<p>Halo Rina Wulandari,</p>
<p>Kode OTP kamu:</p>
<div style="text-align:center;margin:16px 0">
<span style="display:inline-block;border-bottom:3px solid #0a66c2;margin:0 4px;padding:4px 8px;font-size:28px;font-weight:bold">5</span>
<span style="display:inline-block;border-bottom:3px solid #0a66c2;margin:0 4px;padding:4px 8px;font-size:28px;font-weight:bold">2</span>
<span style="display:inline-block;border-bottom:3px solid #0a66c2;margin:0 4px;padding:4px 8px;font-size:28px;font-weight:bold">9</span>
<span style="display:inline-block;border-bottom:3px solid #0a66c2;margin:0 4px;padding:4px 8px;font-size:28px;font-weight:bold">3</span>
<span style="display:inline-block;border-bottom:3px solid #0a66c2;margin:0 4px;padding:4px 8px;font-size:28px;font-weight:bold">7</span>
<span style="display:inline-block;border-bottom:3px solid #0a66c2;margin:0 4px;padding:4px 8px;font-size:28px;font-weight:bold">1</span>
</div>
<p>Gunakan kode ini untuk menyelesaikan transaksi berikut:</p>
<table cellpadding="4" style="font-size:13px;background:#f5f9ff;width:100%">
<tr><td>Pembayaran ke</td><td>TOKO SINAR JAYA ELEKTRONIK</td></tr>
<tr><td>Nominal</td><td><b>Rp 250.000</b></td></tr>
<tr><td>Waktu</td><td>12/03/2025 10:41 WIB</td></tr>
<tr><td>No. HP</td><td>0812-****-7788</td></tr>
</table>
<p style="font-size:12px;color:#c62828;font-weight:bold">Kode berlaku 2 menit. JANGAN BERIKAN KODE INI KEPADA SIAPA PUN, termasuk pihak yang mengaku dari DompetKu.</p>
<p style="font-size:12px">Bukan kamu? Segera hubungi Call Center <b>1500-123</b> (24 jam).</p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:10px;color:#888;border-top:1px solid #eee">PT Dompet Digital Nusantara · Gedung Graha Niaga Lt. 12, Jl. Jend. Sudirman Kav. 58, Jakarta Selatan 12190 · Berizin dan diawasi oleh Bank Indonesia</td></tr>
</table></td></tr></table></body></html>
""")

# id-02  marketplace e-mail verification: tracked button + raw URL, with decoys
add(lang="id", kind="magic_link", otp=None,
    link="https://trk.pasarku.example/CL0/https:%2F%2Fakun.pasarku.example%2Fverifikasi%3Ft=vf_3c91e7a2d04b58f6/1/0100018e5b7c2d41-7f3a9b21-4c1d-4e8a-9f20-5d6c7b8a9e01-000000/Xy2kP",
    link_alt=["https://akun.pasarku.example/verifikasi?t=vf_3c91e7a2d04b58f6"],
    frm="Pasarku <halo@pasarku.example>",
    to="Andi Pratama <andi.pratama@yahoo-surel.example>",
    subject="Verifikasi alamat email kamu di Pasarku",
    date=(2025, 3, 5, 20, 16, 54, 7),
    tcte="7bit", hcte="quoted-printable",
    text="""Hai Andi,

Terima kasih sudah daftar di Pasarku! Satu langkah lagi: verifikasi
alamat email kamu dengan membuka tautan berikut.

https://akun.pasarku.example/verifikasi?t=vf_3c91e7a2d04b58f6

Tautan berlaku 24 jam. Setelah terverifikasi, kamu bisa pakai voucher
pengguna baru sampai Rp 50.000.

Kalau kamu tidak merasa mendaftar, abaikan saja email ini.

Salam,
Tim Pasarku

PT Pasar Kita Digital, Jl. Prof. Dr. Satrio Kav. 3-5, Jakarta 12940
Bantuan: https://pasarku.example/bantuan
""",
    html="""<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f1f8f4;font-family:'Open Sans',Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;margin:24px 0;border-radius:8px">
<tr><td style="padding:24px 30px 0"><img src="https://cdn.pasarku.example/email/logo-pasarku.png" width="130" alt="Pasarku"></td></tr>
<tr><td style="padding:16px 30px;font-size:15px;line-height:1.6;color:#31353b">
<p>Hai Andi,</p>
<p>Terima kasih sudah daftar di Pasarku! Satu langkah lagi: verifikasi alamat email kamu.</p>
<p style="text-align:center;margin:28px 0"><a href="https://trk.pasarku.example/CL0/https:%2F%2Fakun.pasarku.example%2Fverifikasi%3Ft=vf_3c91e7a2d04b58f6/1/0100018e5b7c2d41-7f3a9b21-4c1d-4e8a-9f20-5d6c7b8a9e01-000000/Xy2kP" style="background:#03ac0e;color:#fff;text-decoration:none;padding:13px 36px;border-radius:8px;font-weight:bold">Verifikasi Email</a></p>
<p style="font-size:13px;color:#6d7588">Tombol tidak berfungsi? Salin tautan ini ke browser:<br>
<a href="https://akun.pasarku.example/verifikasi?t=vf_3c91e7a2d04b58f6" style="color:#03ac0e">https://akun.pasarku.example/verifikasi?t=vf_3c91e7a2d04b58f6</a></p>
<p style="font-size:13px;color:#6d7588">Tautan berlaku 24 jam. Setelah terverifikasi, kamu bisa pakai voucher pengguna baru sampai Rp 50.000. Kalau kamu tidak merasa mendaftar, abaikan saja email ini.</p>
</td></tr>
<tr><td style="padding:18px 30px;background:#f7f7f7;font-size:11px;color:#8d96aa;border-radius:0 0 8px 8px">
PT Pasar Kita Digital, Jl. Prof. Dr. Satrio Kav. 3-5, Jakarta 12940<br>
<a href="https://trk.pasarku.example/CL0/https:%2F%2Fpasarku.example%2Fbantuan/1/0100018e5b7c2d41/aa1" style="color:#8d96aa">Bantuan</a> ·
<a href="https://pasarku.example/kebijakan-privasi" style="color:#8d96aa">Kebijakan Privasi</a> ·
<a href="https://www.instagram.example/pasarku.id" style="color:#8d96aa">Instagram</a> ·
<a href="https://www.tiktok.example/@pasarku" style="color:#8d96aa">TikTok</a></td></tr>
</table></td></tr></table>
<img src="https://trk.pasarku.example/OP0/0100018e5b7c2d41-7f3a9b21/open.gif" width="1" height="1" alt="">
</body></html>
""")

# id-03  flight e-ticket via travel agent: booking code, order number; no code
add(lang="id", kind="booking_ref", otp=None, link=None,
    frm="Jelajah Tiket <eticket@jelajahtiket.example>",
    to="Dewi Lestari <dewi.lestari@gmail-surel.example>",
    subject="E-tiket Anda: Jakarta (CGK) – Denpasar (DPS), Kode Booking QWE7RT",
    date=(2025, 4, 2, 15, 3, 28, 7),
    tcte="quoted-printable", hcte="base64",
    text="""Halo Dewi Lestari,

Pembayaran Anda sudah kami terima. Berikut e-tiket penerbangan Anda.

Kode Booking (PNR): QWE7RT
No. Pesanan:        1208843321

Penerbangan NA 412 - Nusa Air
Minggu, 20 Apr 2025
Berangkat 06:10 WIB  Jakarta, Soekarno-Hatta (CGK) Terminal 3
Tiba      09:05 WITA Denpasar, I Gusti Ngurah Rai (DPS) Terminal Domestik

Penumpang:
1. Ny. Dewi Lestari     - No. tiket 932-2401552871
2. Tn. Arif Nugroho     - No. tiket 932-2401552872

Bagasi: 20 kg per penumpang
Total pembayaran: Rp 1.876.500 (BCA Virtual Account, 02/04/2025 15:01)

Check-in bandara tutup 45 menit sebelum keberangkatan. Tunjukkan kode
booking dan KTP/paspor di konter check-in.

Kelola pesanan: https://www.jelajahtiket.example/pesanan/1208843321

Layanan pelanggan 24/7: (021) 2955 8800 - cs@jelajahtiket.example
PT Jelajah Nusantara Wisata
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;background:#f0f4f8;margin:0">
<div style="max-width:600px;margin:0 auto;background:#fff">
<div style="background:#ff5e1f;color:#fff;padding:18px 24px;font-size:20px;font-weight:bold">Jelajah Tiket</div>
<div style="padding:24px;font-size:14px;color:#222">
<p>Halo Dewi Lestari,</p>
<p>Pembayaran Anda sudah kami terima. Berikut e-tiket penerbangan Anda.</p>
<table width="100%" cellpadding="8" style="border:1px solid #e3e8ee;border-collapse:collapse">
<tr><td style="background:#fff4ee;width:40%">Kode Booking (PNR)</td><td style="font-size:22px;font-weight:bold;letter-spacing:2px">QWE7RT</td></tr>
<tr><td style="background:#fff4ee">No. Pesanan</td><td>1208843321</td></tr>
<tr><td style="background:#fff4ee">Penerbangan</td><td>NA 412 · Nusa Air · Minggu, 20 Apr 2025</td></tr>
<tr><td style="background:#fff4ee">Berangkat</td><td>06:10 WIB · Jakarta (CGK) Terminal 3</td></tr>
<tr><td style="background:#fff4ee">Tiba</td><td>09:05 WITA · Denpasar (DPS) Terminal Domestik</td></tr>
<tr><td style="background:#fff4ee">Penumpang</td><td>Ny. Dewi Lestari – 932-2401552871<br>Tn. Arif Nugroho – 932-2401552872</td></tr>
<tr><td style="background:#fff4ee">Bagasi</td><td>20 kg per penumpang</td></tr>
<tr><td style="background:#fff4ee">Total</td><td><b>Rp 1.876.500</b> (BCA Virtual Account)</td></tr>
</table>
<p>Check-in bandara tutup 45 menit sebelum keberangkatan.</p>
<p><a href="https://www.jelajahtiket.example/pesanan/1208843321" style="background:#0064d2;color:#fff;padding:10px 18px;text-decoration:none;border-radius:4px">Kelola Pesanan</a></p>
</div>
<div style="background:#f7f7f7;font-size:11px;color:#777;padding:14px 24px">Layanan pelanggan 24/7: (021) 2955 8800 · PT Jelajah Nusantara Wisata</div>
</div></body></html>
""")

# id-04  ride-hailing trip receipt: trip ID, plate, distance, fares; no code
add(lang="id", kind="newsletter_numbers", otp=None, link=None,
    frm="Ojekin <struk@ojekin.example>",
    to="fajar.hidayat@gmail-surel.example",
    subject="Terima kasih sudah naik Ojekin! Struk perjalanan 11 Mar 2025",
    date=(2025, 3, 11, 18, 52, 0, 7),
    hcte="7bit",
    html="""<html><head><meta charset="utf-8"></head>
<body style="font-family:Arial,sans-serif;background:#f5f5f5;margin:0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px">
<tr><td style="background:#00aa5b;color:#fff;padding:18px 22px;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">Ojekin</td></tr>
<tr><td style="padding:20px 22px;font-size:14px;color:#333">
<p>Hai Fajar, terima kasih sudah naik OjekinMotor!</p>
<p style="font-size:26px;font-weight:bold;margin:6px 0">Rp 28.500</p>
<p style="font-size:12px;color:#888;margin-top:0">Selasa, 11 Mar 2025 &middot; 18:21 - 18:48 WIB</p>
<table width="100%" cellpadding="5" style="font-size:13px">
<tr><td>Dari</td><td>Stasiun Sudirman, Jl. Jend. Sudirman, Jakarta Pusat 10220</td></tr>
<tr><td>Ke</td><td>Jl. Kemang Raya No. 24, Bangka, Jakarta Selatan 12730</td></tr>
<tr><td>Jarak</td><td>8,4 km</td></tr>
<tr><td>Durasi</td><td>27 menit</td></tr>
<tr><td>Pengemudi</td><td>Sugeng R. &middot; Honda Vario &middot; B 4127 KXT</td></tr>
<tr><td colspan="2"><hr style="border:none;border-top:1px dashed #ccc"></td></tr>
<tr><td>Tarif perjalanan</td><td align="right">Rp 31.500</td></tr>
<tr><td>Biaya jasa aplikasi</td><td align="right">Rp 2.000</td></tr>
<tr><td>Diskon promo</td><td align="right">-Rp 5.000</td></tr>
<tr><td><b>Total dibayar (OjekPay)</b></td><td align="right"><b>Rp 28.500</b></td></tr>
</table>
<p style="font-size:12px;color:#888">ID Perjalanan: RB-250311-8842013</p>
<p style="font-size:13px">Ada barang tertinggal atau kendala? <a href="https://bantuan.ojekin.example/perjalanan/RB-250311-8842013">Laporkan di Pusat Bantuan</a></p>
</td></tr>
<tr><td style="padding:12px 22px;font-size:10px;color:#aaa;border-top:1px solid #eee">PT Ojek Inovasi Nusantara &middot; Pasaraya Blok M Gedung B Lt. 6, Jakarta Selatan 12160 &middot; <a href="https://ojekin.example/syarat" style="color:#aaa">Syarat &amp; Ketentuan</a></td></tr>
</table></td></tr></table></body></html>
""")

# id-05  game top-up site magic sign-in link; user name with digits
add(lang="id", kind="username_digits", otp=None,
    link="https://topupkilat.example/auth/masuk?token=tk_b7e2a94f01c6d853e7a0&uid=budi_santoso99&exp=1741945200",
    frm="TopUpKilat <akun@topupkilat.example>",
    to="budi_santoso99 <budi.santoso99@gmail-surel.example>",
    subject="Link masuk ke TopUpKilat",
    date=(2025, 3, 14, 16, 45, 12, 7),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""Halo budi_santoso99,

Klik link di bawah untuk masuk ke akun TopUpKilat kamu. Nggak perlu
password!

https://topupkilat.example/auth/masuk?token=tk_b7e2a94f01c6d853e7a0&uid=budi_santoso99&exp=1741945200

Link berlaku 15 menit dan cuma bisa dipakai sekali.

Saldo Kilat Poin kamu: 1.250 poin
Top up terakhir: 86 Diamonds - Rp 22.000 (ID game 218830467, server 2143)

Bukan kamu yang minta? Abaikan email ini.

TopUpKilat - top up game kilat, 24 jam
WhatsApp CS: 0811-2233-4455
""",
    html="""<html><body style="background:#1a1035;font-family:Arial,sans-serif;color:#fff;margin:0">
<div style="max-width:480px;margin:0 auto;padding:28px">
<p style="font-size:24px;font-weight:bold;color:#ffd400">⚡ TopUpKilat</p>
<p>Halo <b>budi_santoso99</b>,</p>
<p>Klik tombol di bawah untuk masuk ke akun TopUpKilat kamu. Nggak perlu password!</p>
<p style="text-align:center;margin:26px 0"><a href="https://topupkilat.example/auth/masuk?token=tk_b7e2a94f01c6d853e7a0&amp;uid=budi_santoso99&amp;exp=1741945200" style="background:#ffd400;color:#1a1035;padding:13px 32px;border-radius:30px;text-decoration:none;font-weight:bold">Masuk Sekarang</a></p>
<p style="font-size:12px;color:#b8b0d6">Link berlaku 15 menit dan cuma bisa dipakai sekali.</p>
<table cellpadding="4" style="font-size:12px;color:#b8b0d6">
<tr><td>Saldo Kilat Poin</td><td>1.250 poin</td></tr>
<tr><td>Top up terakhir</td><td>86 Diamonds – Rp 22.000 (ID game 218830467, server 2143)</td></tr>
</table>
<p style="font-size:12px;color:#b8b0d6">Bukan kamu yang minta? Abaikan email ini.</p>
<p style="font-size:11px;color:#7d74a3">WhatsApp CS: 0811-2233-4455 · <a href="https://topupkilat.example/promo" style="color:#7d74a3">Promo hari ini</a> · <a href="https://topupkilat.example/bantuan" style="color:#7d74a3">Bantuan</a></p>
</div></body></html>
""")

# id-06  telecom app: new code, previous one no longer valid
add(lang="id", kind="new_and_old_code", otp="940613", shown="940 613", link=None,
    frm="MyNusantel <no-reply@nusantel.example>",
    to="Siti Rahmawati <siti.rahma@yahoo-surel.example>",
    subject="Kode verifikasi baru MyNusantel",
    date=(2025, 3, 17, 7, 29, 50, 7),
    tcte="base64", hcte="quoted-printable",
    text="""Yth. Siti Rahmawati,

Anda meminta kode verifikasi baru untuk masuk ke aplikasi MyNusantel
dengan nomor 0813-****-2290.

Kode sebelumnya (518 204) sudah tidak berlaku.
Gunakan kode baru berikut: 940 613

Kode berlaku selama 5 menit. Jangan bagikan kode ini kepada siapa pun.

Sisa kuota Anda: 12,4 GB (berlaku s.d. 02/04/2025)
Pulsa: Rp 18.750

Salam,
Nusantel
Layanan pelanggan 188 (dari nomor Nusantel) / (021) 8080 1880
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;background:#fdf2f2;margin:0">
<div style="max-width:500px;margin:0 auto;background:#fff;padding:26px">
<p style="font-size:20px;font-weight:bold;color:#d0021b">MyNusantel</p>
<p>Yth. Siti Rahmawati,</p>
<p>Anda meminta kode verifikasi baru untuk masuk ke aplikasi MyNusantel dengan nomor 0813-****-2290.</p>
<p style="color:#999">Kode sebelumnya (<s>518 204</s>) sudah tidak berlaku.</p>
<p>Gunakan kode baru berikut:</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:4px;color:#d0021b;text-align:center">940 613</p>
<p style="font-size:13px">Kode berlaku selama 5 menit. Jangan bagikan kode ini kepada siapa pun.</p>
<table cellpadding="4" style="font-size:12px;color:#555;background:#fafafa;width:100%">
<tr><td>Sisa kuota</td><td>12,4 GB (berlaku s.d. 02/04/2025)</td></tr>
<tr><td>Pulsa</td><td>Rp 18.750</td></tr>
</table>
<p style="font-size:11px;color:#999">Layanan pelanggan 188 (dari nomor Nusantel) / (021) 8080 1880</p>
</div></body></html>
""")

# id-07  POS SaaS: lower-case alphanumeric verification code among store ID and invoice numbers
add(lang="id", kind="lowercase_alnum", otp="x7k2m9", link=None,
    frm="Kasirku <verifikasi@kasirku.example>",
    to="Hendra Wijaya <hendra@kopisenja.example>",
    subject="Kode verifikasi Kasirku",
    date=(2025, 3, 19, 9, 12, 3, 7),
    tcte="7bit", hcte="8bit",
    text="""Halo Hendra Wijaya,

Kode verifikasi untuk masuk ke dasbor Kasirku:

    x7k2m9

Masukkan kode (huruf kecil) di halaman masuk. Berlaku 10 menit.

Toko: Kopi Senja - Cabang Dago (ID toko TK-00418)
Paket: Kasirku Pro, aktif s.d. 31/12/2025
Tagihan terakhir: INV-2025-02-00418, Rp 149.000 (lunas)

Jika Anda tidak sedang masuk, segera ganti kata sandi.

Tim Kasirku
PT Kasir Pintar Indonesia - Jl. Asia Afrika No. 8, Bandung 40111
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Helvetica,Arial,sans-serif;background:#f4f6fb;margin:0">
<div style="max-width:480px;margin:24px auto;background:#fff;border-radius:8px;padding:26px">
<p style="font-size:20px;font-weight:bold;color:#5b3df5">kasirku</p>
<p>Halo Hendra Wijaya,</p>
<p>Kode verifikasi untuk masuk ke dasbor Kasirku:</p>
<p style="font-family:Menlo,Consolas,monospace;font-size:30px;letter-spacing:5px;text-align:center;background:#f0edff;padding:12px;border-radius:6px">x7k2m9</p>
<p style="font-size:13px;color:#555">Masukkan kode (huruf kecil) di halaman masuk. Berlaku 10 menit.</p>
<table cellpadding="3" style="font-size:12px;color:#666">
<tr><td>Toko</td><td>Kopi Senja – Cabang Dago (ID toko TK-00418)</td></tr>
<tr><td>Paket</td><td>Kasirku Pro, aktif s.d. 31/12/2025</td></tr>
<tr><td>Tagihan terakhir</td><td>INV-2025-02-00418, Rp 149.000 (lunas)</td></tr>
</table>
<p style="font-size:12px;color:#555">Jika Anda tidak sedang masuk, segera <a href="https://app.kasirku.example/pengaturan/keamanan">ganti kata sandi</a>.</p>
<p style="font-size:11px;color:#999">PT Kasir Pintar Indonesia · Jl. Asia Afrika No. 8, Bandung 40111</p>
</div></body></html>
""")

# id-08  fashion shop shipping notice: invoice number, waybill, voucher code; no real code
add(lang="id", kind="decoy_codes", otp=None, link=None,
    frm="Gaya Nusantara <pesanan@gayanusantara.example>",
    to="Putri Ayu <putri.ayu@gmail-surel.example>",
    subject="Pesanan INV/20250312/GYN/3819204711 sudah dikirim + voucher untukmu",
    date=(2025, 3, 13, 14, 6, 45, 7),
    headers=[("List-Unsubscribe", "<https://gayanusantara.example/berhenti-langganan?u=pa-55120>")],
    tcte="quoted-printable", hcte="quoted-printable",
    text="""Hai Putri,

Kabar baik! Pesanan kamu sudah diserahkan ke kurir.

No. Invoice : INV/20250312/GYN/3819204711
Kurir       : JalurXpress Reguler
No. Resi    : JX0041882736
Estimasi    : 15 - 17 Mar 2025

1x Kemeja Batik Parang Slim Fit (M)      Rp 289.000
1x Tote Bag Tenun Ikat                    Rp 125.000
Ongkir                                    Rp 18.000
Total                                     Rp 432.000

Lacak paket: https://gayanusantara.example/lacak/JX0041882736

Spesial buat kamu: pakai kode voucher HEMAT50 untuk potongan Rp 50.000
(min. belanja Rp 300.000, berlaku s.d. 31 Mar 2025).

Ada pertanyaan? WhatsApp kami di 0812-9000-7711.

Gaya Nusantara - Jl. Malioboro No. 112, Yogyakarta 55271
Berhenti berlangganan promo: https://gayanusantara.example/berhenti-langganan?u=pa-55120
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Georgia,serif;background:#f8f3ea;margin:0;color:#3b2f2f">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:28px">
<p style="font-size:24px;letter-spacing:3px;text-align:center">GAYA NUSANTARA</p>
<p>Hai Putri,</p>
<p>Kabar baik! Pesanan kamu sudah diserahkan ke kurir.</p>
<table width="100%" cellpadding="5" style="font-family:Arial,sans-serif;font-size:13px;background:#fbf7f0">
<tr><td>No. Invoice</td><td>INV/20250312/GYN/3819204711</td></tr>
<tr><td>Kurir</td><td>JalurXpress Reguler</td></tr>
<tr><td>No. Resi</td><td>JX0041882736</td></tr>
<tr><td>Estimasi</td><td>15 – 17 Mar 2025</td></tr>
</table>
<table width="100%" cellpadding="5" style="font-family:Arial,sans-serif;font-size:13px;margin-top:12px">
<tr><td>1x Kemeja Batik Parang Slim Fit (M)</td><td align="right">Rp 289.000</td></tr>
<tr><td>1x Tote Bag Tenun Ikat</td><td align="right">Rp 125.000</td></tr>
<tr><td>Ongkir</td><td align="right">Rp 18.000</td></tr>
<tr><td><b>Total</b></td><td align="right"><b>Rp 432.000</b></td></tr>
</table>
<p style="text-align:center"><a href="https://gayanusantara.example/lacak/JX0041882736" style="background:#8b5e3c;color:#fff;padding:10px 22px;text-decoration:none;font-family:Arial,sans-serif">Lacak Paket</a></p>
<div style="border:1px dashed #8b5e3c;padding:14px;text-align:center;font-family:Arial,sans-serif">
<div style="font-size:13px">Spesial buat kamu, kode voucher:</div>
<div style="font-size:24px;font-weight:bold;letter-spacing:3px">HEMAT50</div>
<div style="font-size:11px;color:#777">Potongan Rp 50.000, min. belanja Rp 300.000, berlaku s.d. 31 Mar 2025</div>
</div>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#999;margin-top:24px">WhatsApp 0812-9000-7711 · Gaya Nusantara, Jl. Malioboro No. 112, Yogyakarta 55271<br>
<a href="https://gayanusantara.example/berhenti-langganan?u=pa-55120" style="color:#999">Berhenti berlangganan</a> · <a href="https://www.instagram.example/gayanusantara" style="color:#999">Instagram</a></p>
</div></body></html>
""")

# id-09  government portal: activation "token", never called "kode"
add(lang="id", kind="no_code_word", otp="73910482", shown="7391 0482", link=None,
    frm="Portal Layanan Kependudukan <noreply@layanan.dukcapil-kota.example>",
    to="Bambang Susilo <bambang.susilo@yahoo-surel.example>",
    subject="Aktivasi akun Portal Layanan Kependudukan",
    date=(2025, 2, 26, 11, 4, 30, 7),
    tcte="7bit", hcte="quoted-printable",
    text="""Yth. Bapak/Ibu BAMBANG SUSILO,

Terima kasih telah mendaftar di Portal Layanan Kependudukan Kota Harapan
Jaya.

NIK           : 3273**********01
No. KK        : 3273**********07
Tgl. daftar   : 26-02-2025 11:04 WIB

Token aktivasi Anda: 7391 0482

Masukkan token tersebut pada halaman aktivasi akun paling lambat 30 menit
setelah email ini diterima. Token hanya dapat digunakan satu kali.

Layanan ini GRATIS. Petugas tidak pernah meminta token atau imbalan dalam
bentuk apa pun.

Informasi dan pengaduan: (022) 420 1234 / WhatsApp 0811-2000-5678
Dinas Kependudukan dan Pencatatan Sipil Kota Harapan Jaya
Jl. Merdeka No. 10, Harapan Jaya 40117
""",
    html="""<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">
<table width="600" cellpadding="16" cellspacing="0" style="border:1px solid #bcd">
<tr><td style="background:#004b87;color:#fff"><b>PORTAL LAYANAN KEPENDUDUKAN</b><br><span style="font-size:12px">Dinas Kependudukan dan Pencatatan Sipil Kota Harapan Jaya</span></td></tr>
<tr><td>
<p>Yth. Bapak/Ibu BAMBANG SUSILO,</p>
<p>Terima kasih telah mendaftar di Portal Layanan Kependudukan Kota Harapan Jaya.</p>
<table cellpadding="3" style="font-size:13px">
<tr><td>NIK</td><td>: 3273**********01</td></tr>
<tr><td>No. KK</td><td>: 3273**********07</td></tr>
<tr><td>Tgl. daftar</td><td>: 26-02-2025 11:04 WIB</td></tr>
</table>
<p>Token aktivasi Anda:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:3px">7391 0482</p>
<p>Masukkan token tersebut pada halaman aktivasi akun paling lambat 30 menit setelah email ini diterima. Token hanya dapat digunakan satu kali.</p>
<p style="background:#fff8e1;padding:8px">Layanan ini <b>GRATIS</b>. Petugas tidak pernah meminta token atau imbalan dalam bentuk apa pun.</p>
</td></tr>
<tr><td style="font-size:11px;color:#666;background:#f2f6fa">Informasi dan pengaduan: (022) 420 1234 / WhatsApp 0811-2000-5678 · Jl. Merdeka No. 10, Harapan Jaya 40117</td></tr>
</table></body></html>
""")

# id-10  e-book app: code only in the subject
add(lang="id", kind="subject_only", otp="615209", shown="615 209", link=None,
    frm="Bacaku <masuk@bacaku.example>",
    to="nadia.putri@gmail-surel.example",
    subject="615 209 adalah kode masuk Bacaku kamu",
    date=(2025, 3, 24, 22, 31, 15, 7),
    tcte="quoted-printable", hcte="quoted-printable",
    text="""Hai Nadia,

Masukkan kode yang tertera di subjek email ini pada aplikasi Bacaku untuk
melanjutkan. Kode berlaku 10 menit.

Sedang membaca: "Laut Bercerita" - halaman 212 dari 379.

Kalau kamu tidak mencoba masuk, abaikan saja email ini.

Selamat membaca,
Bacaku
""",
    html="""<html><body style="font-family:Georgia,serif;background:#fbfaf7;color:#333">
<div style="max-width:460px;margin:30px auto">
<p style="font-size:22px;color:#2e7d6b">Bacaku</p>
<p>Hai Nadia,</p>
<p>Masukkan kode yang tertera di subjek email ini pada aplikasi Bacaku untuk melanjutkan. Kode berlaku 10 menit.</p>
<p style="font-size:13px;color:#777">Sedang membaca: <i>Laut Bercerita</i> – halaman 212 dari 379.</p>
<p style="font-size:13px;color:#777">Kalau kamu tidak mencoba masuk, abaikan saja email ini.</p>
<p>Selamat membaca,<br>Bacaku</p>
</div></body></html>
""")

# id-11  university SSO password reset, text only
add(lang="id", kind="magic_link", otp=None,
    link="https://sso.unc.ac.example/reset-sandi?tiket=RS-7c0e19b4f2a6d83e5b71&nim=2207031145",
    frm="SSO Universitas Nusa Cendekia <sso-noreply@unc.ac.example>",
    to="Rizky Maulana <2207031145@student.unc.ac.example>",
    subject="Reset kata sandi akun SSO UNC",
    date=(2025, 3, 3, 23, 58, 2, 7),
    tcte="7bit",
    text="""Yth. Rizky Maulana (NIM 2207031145),

Kami menerima permintaan untuk mengatur ulang kata sandi akun SSO
Universitas Nusa Cendekia Anda pada 03-03-2025 pukul 23:58 WIB.

Untuk membuat kata sandi baru, buka tautan berikut (berlaku 1 jam):

https://sso.unc.ac.example/reset-sandi?tiket=RS-7c0e19b4f2a6d83e5b71&nim=2207031145

Akun SSO digunakan untuk SIAKAD, e-Learning, email mahasiswa, dan
Wi-Fi kampus. Setelah kata sandi diganti, Anda perlu masuk ulang di
semua perangkat.

Jika Anda tidak meminta reset, abaikan email ini dan laporkan ke
Helpdesk TIK: helpdesk@unc.ac.example / ext. 1200.

Panduan keamanan akun: https://tik.unc.ac.example/panduan/keamanan-akun

Direktorat Teknologi Informasi dan Komunikasi
Universitas Nusa Cendekia
Jl. Raya Kampus No. 1, Depok 16424
""")


if __name__ == "__main__":
    main()
