#!/usr/bin/env python3
"""Hand-written labelled test mail for a one-time-code / magic-link extractor.

Every message below is written by hand as Python data.  Running this script
writes hn-NNNN.eml plus labels.jsonl into the script's directory and validates
the result (parse without defects, labelled code visible, labelled link is an
href).  Standard library only.
"""
import hashlib
import html as htmlmod
import json
import os
import re
import struct
import sys
import textwrap
import zlib
from datetime import datetime, timedelta, timezone
from email import policy
from email.message import EmailMessage
from email.parser import BytesParser
from email.utils import format_datetime
from html.parser import HTMLParser

PREFIX = "hn"
OUT = os.path.dirname(os.path.abspath(__file__))
MESSAGES = []


def D(s):
    """Dedent a triple-quoted block and drop the first newline."""
    if s is None:
        return None
    return textwrap.dedent(s).lstrip("\n")


def M(**kw):
    """Register one hand-written message."""
    MESSAGES.append(kw)


def tz(hours, minutes=0):
    return timezone(timedelta(hours=hours, minutes=minutes))


# --------------------------------------------------------------------------
# A tiny PNG writer with a 3x5 bitmap font, so inline code images really show
# the digits / letters they stand for.
# --------------------------------------------------------------------------
FONT = {
    "0": ["111", "101", "101", "101", "111"],
    "1": ["010", "110", "010", "010", "111"],
    "2": ["111", "001", "111", "100", "111"],
    "3": ["111", "001", "111", "001", "111"],
    "4": ["101", "101", "111", "001", "001"],
    "5": ["111", "100", "111", "001", "111"],
    "6": ["111", "100", "111", "101", "111"],
    "7": ["111", "001", "010", "010", "010"],
    "8": ["111", "101", "111", "101", "111"],
    "9": ["111", "101", "111", "001", "111"],
    " ": ["000", "000", "000", "000", "000"],
    "-": ["000", "000", "111", "000", "000"],
}


def png_text(text, scale=6, fg=(20, 20, 20), bg=(255, 255, 255)):
    glyphs = [FONT.get(ch, FONT[" "]) for ch in text]
    w = (len(glyphs) * 4 + 1) * scale
    h = 7 * scale
    rows = []
    for y in range(h):
        gy = y // scale - 1
        row = bytearray([0])
        for x in range(w):
            gx = x // scale - 1
            on = False
            if 0 <= gy < 5 and gx >= 0:
                gi, col = divmod(gx, 4)
                if gi < len(glyphs) and col < 3:
                    on = glyphs[gi][gy][col] == "1"
            row += bytes(fg if on else bg)
        rows.append(bytes(row))
    raw = b"".join(rows)

    def chunk(tag, data):
        c = struct.pack(">I", len(data)) + tag + data
        return c + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))


def png_logo(colour=(0, 90, 160), w=48, h=16):
    raw = b"".join(b"\x00" + bytes(colour) * w for _ in range(h))

    def chunk(tag, data):
        c = struct.pack(">I", len(data)) + tag + data
        return c + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))


# --------------------------------------------------------------------------
# Building
# --------------------------------------------------------------------------
def build_message(m, n):
    msg = EmailMessage()
    msg["From"] = m["frm"]
    msg["To"] = m["to"]
    msg["Subject"] = m["subject"]
    msg["Date"] = format_datetime(m["date"])
    dom = re.search(r"@([A-Za-z0-9.-]+)", m["frm"]).group(1)
    h = hashlib.sha1(("%s|%s" % (m["subject"], m["date"])).encode("utf-8")).hexdigest()
    msg["Message-ID"] = "<%s.%s@%s>" % (h[:16], h[16:28], dom)
    msg["MIME-Version"] = "1.0"
    for k, v in m.get("headers", []):
        msg[k] = v
    text = D(m.get("text"))
    html = D(m.get("html"))
    cte_t = m.get("cte_text", "quoted-printable")
    cte_h = m.get("cte_html", "quoted-printable")
    images = m.get("images", [])  # list of (cid, png_bytes)
    if text is not None and html is not None:
        msg.set_content(text, subtype="plain", charset="utf-8", cte=cte_t)
        msg.add_alternative(html, subtype="html", charset="utf-8", cte=cte_h)
        if images:
            hpart = msg.get_payload()[1]
            for cid, data in images:
                hpart.add_related(data, maintype="image", subtype="png",
                                  cid="<%s>" % cid, disposition="inline",
                                  filename=cid.split("@")[0] + ".png")
    elif html is not None:
        msg.set_content(html, subtype="html", charset="utf-8", cte=cte_h)
        for cid, data in images:
            msg.add_related(data, maintype="image", subtype="png",
                            cid="<%s>" % cid, disposition="inline",
                            filename=cid.split("@")[0] + ".png")
    else:
        msg.set_content(text, subtype="plain", charset="utf-8", cte=cte_t)
    return msg


# --------------------------------------------------------------------------
# Validation helpers
# --------------------------------------------------------------------------
class LinkCollector(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.hrefs = []
        self.alts = []

    def handle_starttag(self, tag, attrs):
        for k, v in attrs:
            if k == "href" and v is not None:
                self.hrefs.append(v)
            if k == "alt" and v:
                self.alts.append(v)


SEP = r"(?:\s|-|\u00a0|\u2009|\u202f|·|&nbsp;|&#8201;|&thinsp;|<[^>]*>)*"
ALLOWED_TLD = (".example", ".test", ".invalid")


def parts_of(msg):
    texts, htmls = [], []
    for part in msg.walk():
        if part.is_multipart():
            continue
        ct = part.get_content_type()
        if ct == "text/plain":
            texts.append(part.get_content())
        elif ct == "text/html":
            htmls.append(part.get_content())
    return texts, htmls


def all_defects(msg):
    out = []
    for part in msg.walk():
        out.extend(part.defects)
        for k, v in part.items():
            out.extend(getattr(v, "defects", ()))
    return out


def validate(path, label):
    errors = []
    with open(path, "rb") as fh:
        msg = BytesParser(policy=policy.default).parse(fh)
    defects = all_defects(msg)
    if defects:
        errors.append("defects: %r" % defects)
    subject = str(msg["Subject"])
    texts, htmls = parts_of(msg)
    if not texts and not htmls:
        errors.append("no text/html body")
    lc = LinkCollector()
    for h in htmls:
        lc.feed(h)
    unescaped_html = [htmlmod.unescape(h) for h in htmls]
    sources = [subject] + texts + htmls + unescaped_html + lc.alts
    otp = label["otp"]
    if otp is not None:
        pat = SEP.join(re.escape(c) for c in otp)
        if not any(re.search(r"(?<![A-Za-z0-9])" + pat + r"(?![A-Za-z0-9])", s)
                   for s in sources):
            errors.append("otp %r not found in content" % otp)
    link = label["link"]
    if link is not None:
        if htmls:
            if link not in lc.hrefs:
                errors.append("link not an href: %s" % link)
        elif not any(link in t for t in texts):
            errors.append("link not in text: %s" % link)
    for alt in label.get("link_alt", []):
        if alt not in lc.hrefs and not any(alt in t for t in texts + unescaped_html):
            errors.append("link_alt not found: %s" % alt)
    # every URL and address must live under a reserved TLD
    blob = "\n".join([str(msg["From"]), str(msg["To"])] + texts + unescaped_html + lc.hrefs)
    for host in re.findall(r"https?://([A-Za-z0-9.-]+)", blob):
        if not host.lower().endswith(ALLOWED_TLD):
            errors.append("bad URL host %s" % host)
    for host in re.findall(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)", blob):
        if not host.lower().endswith(ALLOWED_TLD):
            errors.append("bad mail domain %s" % host)
    return errors


def main():
    seen_kind = {}
    labels = []
    failures = 0
    for n, m in enumerate(MESSAGES, 1):
        fname = "%s-%04d.eml" % (PREFIX, n)
        msg = build_message(m, n)
        data = msg.as_bytes(policy=policy.default.clone(linesep="\r\n"))
        with open(os.path.join(OUT, fname), "wb") as fh:
            fh.write(data)
        kind = m["kind"]
        seen_kind[kind] = seen_kind.get(kind, 0) + 1
        family = m.get("family") or "%s-%s-%02d" % (PREFIX, kind, seen_kind[kind])
        label = {"file": fname, "otp": m.get("otp"), "link": m.get("link"),
                 "kind": kind, "lang": m["lang"], "family": family}
        if m.get("link_alt"):
            label["link_alt"] = m["link_alt"]
        labels.append(label)
        errs = validate(os.path.join(OUT, fname), label)
        if errs:
            failures += 1
            for e in errs:
                print("%s: %s" % (fname, e))
    with open(os.path.join(OUT, "labels.jsonl"), "w", encoding="utf-8") as fh:
        for lab in labels:
            fh.write(json.dumps(lab, ensure_ascii=False) + "\n")
    fams = [l["family"] for l in labels]
    if len(set(fams)) != len(fams):
        print("duplicate family labels")
        failures += 1
    # summary
    by_kind, by_lang = {}, {}
    for l in labels:
        by_kind[l["kind"]] = by_kind.get(l["kind"], 0) + 1
        by_lang[l["lang"]] = by_lang.get(l["lang"], 0) + 1
    code = sum(1 for l in labels if l["otp"])
    link = sum(1 for l in labels if l["link"])
    neither = sum(1 for l in labels if not l["otp"] and not l["link"])
    print("messages:", len(labels))
    print("by kind:", json.dumps(by_kind, sort_keys=True))
    print("by lang:", json.dumps(by_lang, sort_keys=True))
    print("code: %d  link: %d  both: %d  neither: %d" % (
        code, link, sum(1 for l in labels if l["otp"] and l["link"]), neither))
    if failures:
        print("VALIDATION FAILED for %d message(s)" % failures)
        return 1
    print("VALIDATION PASSED")
    return 0


# ==========================================================================
# Messages
# ==========================================================================

# ---------------------------------------------------------------- Dutch (nl)

M(lang="nl", kind="several_codes", otp="704226", link=None,
  frm="Noordhaven Bank <beveiliging@berichten.noordhaven.example>",
  to="\"M. Verbeek\" <m.verbeek@ziggomail.example>",
  subject="Uw codes voor het activeren van Noordhaven Mobiel",
  date=datetime(2025, 3, 4, 9, 12, 40, tzinfo=tz(1)),
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""
    Geachte heer Verbeek,

    U bent bezig met het activeren van Noordhaven Mobiel op een nieuw toestel
    (Samsung Galaxy A55, aangevraagd op 4 maart 2025 om 09:11 uur).

    Hiervoor zijn twee codes nodig. Let goed op welke code u waar gebruikt:

      1. Nu invullen in Internet Bankieren (scherm "Toestel koppelen"):
         704 226

      2. Later invullen in de app op uw nieuwe telefoon, zodra de app daarom vraagt:
         55190

    Code 1 is 10 minuten geldig, code 2 blijft 72 uur geldig.

    Heeft u dit niet zelf aangevraagd? Bel dan direct ons fraudenummer
    088 - 410 20 20 (24/7 bereikbaar, vanuit het buitenland +31 88 410 20 20).

    Met vriendelijke groet,

    Noordhaven Bank N.V.
    Afdeling Digitale Veiligheid

    Klantnummer: 4410 2281 93
    Rekening: NL07 NHVB 0418 2273 55

    Noordhaven Bank N.V. | Stationsplein 12 | 9726 AE Groningen
    KvK 02048811 | Onder toezicht van DNB en AFM
    Noordhaven Bank vraagt u nooit om codes te delen per telefoon of e-mail.
    """,
  html="""
    <!DOCTYPE html>
    <html lang="nl"><head><meta charset="utf-8"><title>Noordhaven Bank</title></head>
    <body style="margin:0;background:#eef2f5;font-family:Arial,Helvetica,sans-serif;color:#1b2b3a">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
    <table role="presentation" width="600" cellpadding="24" cellspacing="0" style="background:#ffffff">
    <tr><td style="background:#003b5c;color:#fff;font-size:20px;font-weight:bold">Noordhaven Bank</td></tr>
    <tr><td>
    <p>Geachte heer Verbeek,</p>
    <p>U bent bezig met het activeren van Noordhaven Mobiel op een nieuw toestel
    (Samsung Galaxy A55, aangevraagd op 4&nbsp;maart&nbsp;2025 om 09:11&nbsp;uur).</p>
    <p>Hiervoor zijn twee codes nodig. Let goed op welke code u waar gebruikt:</p>
    <table role="presentation" width="100%" cellpadding="12" cellspacing="0" style="border:1px solid #c9d3dc">
    <tr><td style="width:55%">1. <strong>Nu</strong> invullen in Internet Bankieren<br>(scherm &ldquo;Toestel koppelen&rdquo;)</td>
    <td style="font-size:26px;letter-spacing:4px;font-weight:bold">704&nbsp;226</td></tr>
    <tr><td style="border-top:1px solid #c9d3dc">2. Later invullen in de app op uw nieuwe telefoon, zodra de app daarom vraagt</td>
    <td style="border-top:1px solid #c9d3dc;font-size:18px;color:#5b6b7a">55190</td></tr>
    </table>
    <p style="font-size:13px">Code 1 is 10 minuten geldig, code 2 blijft 72 uur geldig.</p>
    <p>Heeft u dit niet zelf aangevraagd? Bel dan direct ons fraudenummer
    <a href="tel:+31884102020">088 - 410 20 20</a> (24/7 bereikbaar).</p>
    <p>Met vriendelijke groet,<br>Noordhaven Bank N.V.<br>Afdeling Digitale Veiligheid</p>
    </td></tr>
    <tr><td style="font-size:11px;color:#6b7885;background:#f6f8fa">
    Klantnummer: 4410 2281 93 &middot; Rekening: NL07 NHVB 0418 2273 55<br>
    Noordhaven Bank N.V. | Stationsplein 12 | 9726 AE Groningen | KvK 02048811<br>
    Onder toezicht van DNB en AFM. Noordhaven Bank vraagt u nooit om codes te delen per telefoon of e-mail.<br>
    <a href="https://www.noordhaven.example/privacy">Privacyverklaring</a> &middot;
    <a href="https://www.noordhaven.example/veilig-bankieren">Veilig bankieren</a>
    </td></tr></table></td></tr></table>
    </body></html>
    """)

M(lang="nl", kind="new_and_old_code", otp="263518",
  link="https://app.plankwerk.example/auth/magic?lt=eyJ1aWQiOjgzMTA0LCJleHAiOjE3NDA2NjQ4MDB9.Qm9UbWFnaWNMaW5rU2lnbmF0dXJlX3Y&ws=tegelbakkerij-hoorn",
  frm="Plankwerk <noreply@plankwerk.example>",
  to="joost@tegelbakkerij-hoorn.example",
  subject="Nieuwe inlogcode voor Plankwerk",
  date=datetime(2025, 2, 27, 14, 3, 9, tzinfo=tz(1)),
  cte_text="8bit", cte_html="quoted-printable",
  headers=[("X-Mailer", "Plankwerk Notifier 4.2"), ("Auto-Submitted", "auto-generated")],
  text="""
    Hoi Joost,

    Je vroeg zojuist om een nieuwe inlogcode voor de werkruimte
    "Tegelbakkerij Hoorn". Hier is hij:

        263518

    Let op: de code die we je om 13:58 stuurden (481907) werkt niet meer.
    Gebruik alleen de nieuwe code hierboven; die is 15 minuten geldig.

    Liever niet typen? Open deze link op hetzelfde apparaat en je bent meteen binnen:
    https://app.plankwerk.example/auth/magic?lt=eyJ1aWQiOjgzMTA0LCJleHAiOjE3NDA2NjQ4MDB9.Qm9UbWFnaWNMaW5rU2lnbmF0dXJlX3Y&ws=tegelbakkerij-hoorn

    Groet,
    Team Plankwerk

    Plankwerk B.V. · Keizersgracht 221 · 1016 DV Amsterdam
    Je ontvangt deze mail omdat iemand heeft geprobeerd in te loggen met joost@tegelbakkerij-hoorn.example.
    """,
  html="""
    <html><body style="font-family:-apple-system,Segoe UI,Roboto,sans-serif;background:#fafafa;padding:32px">
    <div style="max-width:520px;margin:auto;background:#fff;border-radius:8px;padding:32px;border:1px solid #eee">
    <img src="https://cdn.plankwerk.example/mail/logo-2x.png" width="120" alt="Plankwerk">
    <h2 style="font-weight:600">Je nieuwe inlogcode</h2>
    <p>Hoi Joost,</p>
    <p>Je vroeg zojuist om een nieuwe inlogcode voor de werkruimte <b>Tegelbakkerij Hoorn</b>. Hier is hij:</p>
    <p style="font-family:Menlo,Consolas,monospace;font-size:32px;letter-spacing:6px;background:#f2f4f7;padding:14px;text-align:center">263518</p>
    <p style="color:#9a3412;font-size:14px">Let op: de code die we je om 13:58 stuurden (<s>481907</s>) werkt niet meer.
    Gebruik alleen de nieuwe code hierboven; die is 15 minuten geldig.</p>
    <p>Liever niet typen?</p>
    <p><a href="https://app.plankwerk.example/auth/magic?lt=eyJ1aWQiOjgzMTA0LCJleHAiOjE3NDA2NjQ4MDB9.Qm9UbWFnaWNMaW5rU2lnbmF0dXJlX3Y&amp;ws=tegelbakkerij-hoorn"
       style="display:inline-block;background:#2f6fed;color:#fff;padding:12px 22px;border-radius:6px;text-decoration:none">Direct inloggen</a></p>
    <p style="font-size:12px;color:#888">Groet, Team Plankwerk<br>
    Plankwerk B.V. &middot; Keizersgracht 221 &middot; 1016 DV Amsterdam<br>
    <a href="https://plankwerk.example/help/inloggen" style="color:#888">Hulp bij inloggen</a> &middot;
    <a href="https://plankwerk.example/legal/privacy" style="color:#888">Privacy</a></p>
    </div></body></html>
    """)

M(lang="nl", kind="no_code_word", otp="529064", link=None,
  frm="\"Tweedehandsje.nl\" <welkom@tweedehandsje.example>",
  to="fleur.bakker93@kpnplanet.example",
  subject="Bijna klaar met je account op Tweedehandsje",
  date=datetime(2025, 5, 18, 21, 44, 2, tzinfo=tz(2)),
  cte_text="8bit",
  text="""
    Hallo Fleur,

    Leuk dat je je aanmeldt bij Tweedehandsje! Nog één stap.

    Om je aanmelding af te ronden, vul je 529 064 in op de pagina waar je
    gebleven was. Dat moet binnen 30 minuten, anders moet je opnieuw beginnen.

    Daarna kun je meteen:
      - tot 25 advertenties gratis plaatsen;
      - biedingen doen vanaf € 1,00;
      - met 'Gelijk Oversteken' veilig betalen (servicekosten € 0,99 + 2,5%).

    Heb je je niet aangemeld? Dan kun je deze e-mail negeren; er wordt geen
    account aangemaakt.

    Veel plezier met kopen en verkopen,
    Het Tweedehandsje-team

    --
    Tweedehandsje B.V., Postbus 10432, 3004 AK Rotterdam
    Klantenservice: 010 - 799 43 00 (ma–vr 9:00–17:00)
    """)

M(lang="nl", kind="reset_in_code_mail", otp="903172", link=None,
  frm="Bakfietsdirect <account@bakfietsdirect.example>",
  to="Anouk Smit <anouk.smit@hetnet.example>",
  subject="Je inlogcode voor Bakfietsdirect",
  date=datetime(2025, 1, 9, 7, 31, 55, tzinfo=tz(1)),
  cte_html="base64",
  html="""
    <!doctype html>
    <html><head><meta charset="utf-8"></head>
    <body style="background:#f4f1ea;font-family:Georgia,serif;color:#2d2a26">
    <table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:24px">
      <tr><td style="padding:20px 28px;border-bottom:4px solid #e76f24">
        <a href="https://www.bakfietsdirect.example/?utm_source=mail&amp;utm_medium=otp"><img src="https://www.bakfietsdirect.example/img/logo.png" alt="Bakfietsdirect" width="160"></a>
      </td></tr>
      <tr><td style="padding:28px">
        <p>Hoi Anouk,</p>
        <p>Iemand (hopelijk jij) probeert in te loggen op je account via Chrome op Windows, vanaf een locatie bij Utrecht, op 9 januari om 07:31.</p>
        <p>Je inlogcode:</p>
        <div style="font-size:34px;font-weight:bold;letter-spacing:8px;color:#e76f24">90 31 72</div>
        <p style="font-size:13px">De code verloopt over 10 minuten. Deel hem met niemand, ook niet met onze klantenservice.</p>
        <hr style="border:none;border-top:1px solid #eee">
        <p style="font-size:13px">Was jij dit niet? Iemand anders kent mogelijk je wachtwoord.
          <a href="https://www.bakfietsdirect.example/account/wachtwoord-vergeten?email=anouk.smit%40hetnet.example&amp;src=otp-mail">Reset direct je wachtwoord</a>
          of <a href="https://www.bakfietsdirect.example/account/beveiliging">bekijk je recente activiteit</a>.</p>
      </td></tr>
      <tr><td style="padding:18px 28px;background:#2d2a26;color:#cfc8bd;font-size:11px">
        Je bestelling bij Bakfietsdirect: 14 dagen bedenktijd, gratis proefrit in 38 winkels.<br>
        Bakfietsdirect B.V. &middot; Industrieweg 48 &middot; 3542 AD Utrecht &middot; KvK 61829934 &middot; BTW NL854273019B01<br>
        <a href="https://www.bakfietsdirect.example/klantenservice" style="color:#cfc8bd">Klantenservice</a> &middot;
        <a href="https://www.bakfietsdirect.example/privacy" style="color:#cfc8bd">Privacy</a>
      </td></tr>
    </table>
    <img src="https://t.bakfietsdirect.example/open/8f2c91aa77/px.gif" width="1" height="1" alt="">
    </body></html>
    """)

M(lang="nl", kind="phone_and_dates", otp="7QK4M2", link=None,
  frm="Polderlink Mobiel <service@polderlink.example>",
  to="h.demir@outlook-nl.example",
  subject="Bevestig het overzetten van je nummer naar een nieuwe simkaart",
  date=datetime(2025, 6, 12, 16, 20, 11, tzinfo=tz(2)),
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""
    Beste Hakan Demir,

    Op 12-06-2025 om 16:18 is in onze winkel Den Haag Centrum (Grote Marktstraat 41)
    een nieuwe simkaart aangevraagd voor je nummer 06-41 83 29 07.

    Klantnummer:      30028841
    Ordernummer:      PLM-2025-0612-88410
    Simkaartnummer:   8931 0440 0012 7755 301
    Kosten:           € 0,00 (vervanging bij abonnement Polder Onbeperkt, € 27,50 p/m)

    Geef deze bevestigingscode aan de medewerker in de winkel: 7QK4M2

    De code is geldig tot 16:50 uur. Pas na het invoeren wordt je oude simkaart
    (eindigend op ...5301) geblokkeerd.

    Niet door jou aangevraagd? Bel dan meteen 0800-0245 (gratis) of vanuit het
    buitenland +31 70 302 45 00. Zeg de code tegen niemand anders.

    Groet,
    Polderlink Mobiel
    Postbus 30219, 2500 GE Den Haag
    """,
  html="""
    <html><body style="font-family:Verdana,sans-serif;font-size:14px;color:#222">
    <div style="background:#00a19a;color:#fff;padding:14px 20px;font-size:18px">Polderlink Mobiel</div>
    <div style="padding:20px">
    <p>Beste Hakan Demir,</p>
    <p>Op 12-06-2025 om 16:18 is in onze winkel Den Haag Centrum (Grote Marktstraat 41)
    een nieuwe simkaart aangevraagd voor je nummer <b>06-41 83 29 07</b>.</p>
    <table cellpadding="4" style="font-size:13px">
      <tr><td>Klantnummer</td><td>30028841</td></tr>
      <tr><td>Ordernummer</td><td>PLM-2025-0612-88410</td></tr>
      <tr><td>Simkaartnummer</td><td>8931 0440 0012 7755 301</td></tr>
      <tr><td>Kosten</td><td>&euro; 0,00 (vervanging bij Polder Onbeperkt, &euro; 27,50 p/m)</td></tr>
    </table>
    <p>Geef deze bevestigingscode aan de medewerker in de winkel:</p>
    <p style="font-size:28px;font-family:monospace;font-weight:bold;border:2px dashed #00a19a;display:inline-block;padding:8px 18px">7QK4M2</p>
    <p>De code is geldig tot 16:50 uur. Pas na het invoeren wordt je oude simkaart (eindigend op ...5301) geblokkeerd.</p>
    <p>Niet door jou aangevraagd? Bel dan meteen <a href="tel:08000245">0800-0245</a> (gratis) of vanuit het buitenland +31 70 302 45 00.</p>
    <p>Groet,<br>Polderlink Mobiel</p>
    </div>
    <div style="font-size:11px;color:#888;padding:0 20px 20px">Postbus 30219, 2500 GE Den Haag &middot;
    <a href="https://mijn.polderlink.example/">Mijn Polderlink</a></div>
    </body></html>
    """)

M(lang="nl", kind="alt_text_only", otp="408317", link=None,
  frm="Moerasridders Online <no-reply@moerasridders.example>",
  to="daanvdberg@gmail-nl.example",
  subject="Bevestig je e-mailadres, ridder!",
  date=datetime(2025, 4, 2, 19, 5, 37, tzinfo=tz(2)),
  cte_text="7bit", cte_html="base64",
  images=[("code-408317@moerasridders.example", png_text("408317"))],
  text="""
    Hoi daanvdberg,

    Je verificatiecode staat in de afbeelding in de HTML-versie van deze
    e-mail. Kun je die niet zien? Zet dan 'afbeeldingen weergeven' aan in je
    mailprogramma.

    Na bevestiging krijg je 500 Goudstukken en het schild 'Eerste Veen'.

    Moerasridders Online - Vlietweg 7 - 2266 KA Leidschendam
    """,
  html="""
    <html><body style="background:#1e2a1a;color:#e8e2c8;font-family:Trebuchet MS,sans-serif;text-align:center">
    <h1 style="color:#c9b458">Welkom in het Moeras!</h1>
    <p>Hoi daanvdberg,</p>
    <p>Typ de code uit de afbeelding hieronder in het spel om je e-mailadres te bevestigen:</p>
    <p><img src="cid:code-408317@moerasridders.example" alt="408317" width="150" height="42" style="background:#fff;padding:8px"></p>
    <p>Na bevestiging krijg je <b>500 Goudstukken</b> en het schild &lsquo;Eerste Veen&rsquo;.</p>
    <p style="font-size:11px;color:#8a9a7a">Moerasridders Online &middot; Vlietweg 7 &middot; 2266 KA Leidschendam<br>
    <a href="https://moerasridders.example/support" style="color:#8a9a7a">Support</a> &middot;
    <a href="https://discord.moerasridders.example/invite" style="color:#8a9a7a">Discord</a></p>
    </body></html>
    """)

M(lang="nl", kind="newsletter_numbers", otp=None, link=None,
  frm="Spoor Lage Landen <reisoverzicht@spoorll.example>",
  to="Pieter Jansen <pjansen@xs4net.example>",
  subject="Je reisoverzicht van februari 2025 staat klaar",
  date=datetime(2025, 3, 3, 6, 0, 0, tzinfo=tz(1)),
  cte_text="quoted-printable", cte_html="quoted-printable",
  headers=[("List-Unsubscribe", "<https://www.spoorll.example/afmelden?u=pj88213>")],
  text="""
    Beste Pieter Jansen,

    Hieronder vind je je reizen van 1 t/m 28 februari 2025 met je OV-kaart
    eindigend op 4417 (abonnement Dal Voordeel, 40% korting).

    Datum     Van              Naar             Inch.  Uitch.  Bedrag
    03-02     Amersfoort C.    Utrecht C.       07:42  08:01   € 3,18
    03-02     Utrecht C.       Amersfoort C.    17:55  18:13   € 5,30
    10-02     Amersfoort C.    Zwolle           09:12  09:48   € 8,46
    10-02     Zwolle           Amersfoort C.    15:20  15:57   € 8,46
    17-02     Amersfoort C.    Amsterdam C.     10:05  10:41   € 6,21
    21-02     Amsterdam C.     Amersfoort C.    22:14  22:51   € 6,21

    Totaal reizen: 6        Totaal bedrag: € 37,82
    Abonnementskosten februari: € 5,60
    Wordt afgeschreven op of rond 12-03-2025 van NL44 RABO 0302 7719 12
    Incassant-ID NL22ZZZ301239560000, machtigingskenmerk SLL-0018842197.

    Vragen? Bel 030 - 751 51 55 (lokaal tarief) of kijk op
    https://www.spoorll.example/reisoverzicht

    Spoor Lage Landen B.V., Laan van Puntenburg 100, 3511 ER Utrecht
    Afmelden voor deze mail: https://www.spoorll.example/afmelden?u=pj88213
    """,
  html="""
    <html><body style="font-family:Frutiger,Arial,sans-serif;background:#ffc917;margin:0;padding:20px">
    <table width="620" align="center" cellpadding="16" style="background:#fff">
    <tr><td><b style="color:#003082;font-size:20px">Spoor Lage Landen</b></td></tr>
    <tr><td>
    <p>Beste Pieter Jansen,</p>
    <p>Hieronder vind je je reizen van 1 t/m 28 februari 2025 met je OV-kaart eindigend op 4417 (abonnement Dal Voordeel, 40% korting).</p>
    <table width="100%" cellpadding="4" style="font-size:13px;border-collapse:collapse">
    <tr style="background:#003082;color:#fff"><th>Datum</th><th>Van</th><th>Naar</th><th>In</th><th>Uit</th><th>Bedrag</th></tr>
    <tr><td>03-02</td><td>Amersfoort C.</td><td>Utrecht C.</td><td>07:42</td><td>08:01</td><td>&euro; 3,18</td></tr>
    <tr><td>03-02</td><td>Utrecht C.</td><td>Amersfoort C.</td><td>17:55</td><td>18:13</td><td>&euro; 5,30</td></tr>
    <tr><td>10-02</td><td>Amersfoort C.</td><td>Zwolle</td><td>09:12</td><td>09:48</td><td>&euro; 8,46</td></tr>
    <tr><td>10-02</td><td>Zwolle</td><td>Amersfoort C.</td><td>15:20</td><td>15:57</td><td>&euro; 8,46</td></tr>
    <tr><td>17-02</td><td>Amersfoort C.</td><td>Amsterdam C.</td><td>10:05</td><td>10:41</td><td>&euro; 6,21</td></tr>
    <tr><td>21-02</td><td>Amsterdam C.</td><td>Amersfoort C.</td><td>22:14</td><td>22:51</td><td>&euro; 6,21</td></tr>
    </table>
    <p><b>Totaal reizen: 6 &middot; Totaal bedrag: &euro; 37,82</b><br>Abonnementskosten februari: &euro; 5,60</p>
    <p style="font-size:12px">Wordt afgeschreven op of rond 12-03-2025 van NL44 RABO 0302 7719 12.
    Incassant-ID NL22ZZZ301239560000, machtigingskenmerk SLL-0018842197.</p>
    <p><a href="https://www.spoorll.example/reisoverzicht?utm_campaign=maand-2025-02">Bekijk het volledige overzicht</a></p>
    </td></tr>
    <tr><td style="font-size:11px;color:#666">Spoor Lage Landen B.V., Laan van Puntenburg 100, 3511 ER Utrecht &middot; 030 - 751 51 55<br>
    <a href="https://www.spoorll.example/afmelden?u=pj88213">Afmelden</a></td></tr>
    </table></body></html>
    """)

M(lang="nl", kind="booking_ref", otp=None, link=None,
  frm="Oranjevlucht <boekingen@oranjevlucht.example>",
  to="Lotte van Dijk <lotte.vandijk@icloud-nl.example>",
  subject="Boekingsbevestiging QX7B2M – Amsterdam → Lissabon, 14 juli",
  date=datetime(2025, 5, 27, 11, 47, 20, tzinfo=tz(2)),
  cte_text="base64", cte_html="quoted-printable",
  text="""
    Beste mevrouw Van Dijk,

    Bedankt voor uw boeking. Uw reservering is bevestigd.

    Boekingscode: QX7B2M
    Ticketnummers: 074-2419880312 / 074-2419880313

    Heenvlucht   OV 1247   ma 14 juli 2025
                 Amsterdam Schiphol (AMS) 06:55  ->  Lissabon (LIS) 09:05
                 Stoel 14C en 14D, handbagage 1x 12 kg, ruimbagage 1x 23 kg
    Terugvlucht  OV 1250   ma 21 juli 2025
                 Lissabon (LIS) 10:05  ->  Amsterdam Schiphol (AMS) 14:00

    Passagiers: Lotte van Dijk, Thomas van Dijk
    Totaalprijs: € 612,44 (incl. € 118,20 belastingen en toeslagen)
    Betaald met Visa eindigend op 0932 op 27-05-2025.

    Online inchecken opent 30 uur voor vertrek via Mijn Reis met uw
    boekingscode en achternaam.

    Oranjevlucht B.V. | Evert van de Beekstraat 310 | 1118 CX Schiphol
    Klantenservice +31 20 794 13 13
    """,
  html="""
    <html><body style="font-family:Helvetica,Arial,sans-serif;background:#f2f2f2">
    <table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
    <tr><td style="background:#ff6a00;padding:18px 24px;color:#fff;font-size:22px">Oranjevlucht</td></tr>
    <tr><td style="padding:24px">
      <p>Beste mevrouw Van Dijk,</p>
      <p>Bedankt voor uw boeking. Uw reservering is bevestigd.</p>
      <p style="font-size:13px;color:#666;margin-bottom:0">Boekingscode</p>
      <p style="font-size:30px;font-weight:bold;letter-spacing:3px;margin-top:2px">QX7B2M</p>
      <p style="font-size:12px;color:#666">Ticketnummers: 074-2419880312 / 074-2419880313</p>
      <table width="100%" cellpadding="6" style="border:1px solid #ddd;font-size:14px">
        <tr><td><b>OV 1247</b><br>ma 14 juli 2025</td><td>AMS 06:55 &rarr; LIS 09:05</td><td>Stoel 14C, 14D</td></tr>
        <tr><td><b>OV 1250</b><br>ma 21 juli 2025</td><td>LIS 10:05 &rarr; AMS 14:00</td><td>&nbsp;</td></tr>
      </table>
      <p>Passagiers: Lotte van Dijk, Thomas van Dijk<br>
      Handbagage 1x 12 kg, ruimbagage 1x 23 kg per persoon</p>
      <p>Totaalprijs: <b>&euro; 612,44</b> (incl. &euro; 118,20 belastingen en toeslagen)<br>
      Betaald met Visa eindigend op 0932 op 27-05-2025.</p>
      <p><a href="https://www.oranjevlucht.example/mijn-reis?pnr=QX7B2M&amp;ln=VANDIJK" style="background:#ff6a00;color:#fff;padding:10px 18px;text-decoration:none">Naar Mijn Reis</a></p>
      <p style="font-size:13px">Online inchecken opent 30 uur voor vertrek.</p>
    </td></tr>
    <tr><td style="padding:16px 24px;font-size:11px;color:#777;background:#fafafa">
      Oranjevlucht B.V. | Evert van de Beekstraat 310 | 1118 CX Schiphol | +31 20 794 13 13<br>
      <a href="https://www.oranjevlucht.example/voorwaarden">Vervoersvoorwaarden</a> &middot;
      <a href="https://www.oranjevlucht.example/privacy">Privacy</a>
    </td></tr></table></body></html>
    """)

M(lang="nl", kind="decoy_codes", otp=None, link=None,
  frm="Smulbezorgd <bestelling@smulbezorgd.example>",
  to="sem.kuipers@mailbox-nl.example",
  subject="Je bestelling #483920193 is onderweg 🛵",
  date=datetime(2025, 2, 14, 18, 52, 3, tzinfo=tz(1)),
  cte_html="8bit",
  html="""
    <html><body style="font-family:Arial,sans-serif;background:#fff7f0">
    <div style="max-width:560px;margin:auto;background:#fff;padding:24px;border-radius:12px">
    <h2 style="color:#ff8000">Je eten is onderweg!</h2>
    <p>Hoi Sem, Pizzeria Da Luigi heeft je bestelling meegegeven aan bezorger Yusuf.
    Verwachte aankomst: <b>19:10 – 19:20</b>.</p>
    <table width="100%" cellpadding="5" style="font-size:14px;border-top:1px solid #eee">
      <tr><td>1x Pizza Diavola (30 cm)</td><td align="right">€ 13,50</td></tr>
      <tr><td>1x Pizza Quattro Formaggi (30 cm)</td><td align="right">€ 14,25</td></tr>
      <tr><td>2x Tiramisu</td><td align="right">€ 9,00</td></tr>
      <tr><td>Bezorgkosten</td><td align="right">€ 2,49</td></tr>
      <tr><td>Servicekosten</td><td align="right">€ 0,99</td></tr>
      <tr><td><b>Totaal</b> (iDEAL)</td><td align="right"><b>€ 40,23</b></td></tr>
    </table>
    <p style="font-size:13px">Bestelnummer: 483920193 &middot; Restaurant-ID 20871 &middot; Bezorgadres: Oudegracht 118-bis, 3511 AX Utrecht</p>
    <p>Yusuf belt aan via een afgeschermd nummer: <b>085 - 208 44 19</b>, toestel 6612.</p>
    <div style="border:2px dashed #ff8000;padding:14px;margin:18px 0;text-align:center">
      Alvast trek in de volgende keer? Gebruik code <b style="font-size:20px">SMUL15</b> voor 15% korting<br>
      <span style="font-size:11px">Geldig t/m 28-02-2025, min. besteding € 20, eenmalig per klant.</span>
    </div>
    <p><a href="https://www.smulbezorgd.example/bestelling/483920193/volgen">Volg je bestelling</a></p>
    <p style="font-size:11px;color:#999">Smulbezorgd B.V. &middot; Piet Heinkade 61 &middot; 1019 GM Amsterdam &middot; KvK 77120493<br>
    <a href="https://www.smulbezorgd.example/voorkeuren?u=4f1a9" style="color:#999">E-mailvoorkeuren</a></p>
    </div></body></html>
    """)

M(lang="nl", kind="magic_link",
  otp=None,
  link="https://click.kamerkiezer.example/ls/click?upn=u001.Hx7Qa-2FbN9vLk3pR8sWm0tZy4c-2BxJfE6hKdVg1oUiA5nTqCr&rid=77120&cmp=pwreset",
  link_alt=["https://account.kamerkiezer.example/wachtwoord/nieuw?token=8c1f0b7a9d2e4c56b3a1f7e90d4c2b18a6e5f3d7c9b1a0e2&uid=5502917"],
  frm="Kamerkiezer <noreply@kamerkiezer.example>",
  to="ineke.mulder@ziggomail.example",
  subject="Stel een nieuw wachtwoord in voor Kamerkiezer",
  date=datetime(2025, 8, 21, 23, 9, 48, tzinfo=tz(2)),
  cte_text="quoted-printable", cte_html="quoted-printable",
  headers=[("List-Unsubscribe", "<https://kamerkiezer.example/uitschrijven?e=ineke.mulder%40ziggomail.example&t=a91c>"),
           ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")],
  text="""
    Hallo Ineke,

    We hebben een verzoek ontvangen om het wachtwoord van je Kamerkiezer-account
    te wijzigen (21 augustus 2025, 23:09, vanaf iPhone, Safari).

    Stel een nieuw wachtwoord in via de link hieronder. De link is 60 minuten geldig
    en werkt maar één keer:

    https://account.kamerkiezer.example/wachtwoord/nieuw?token=8c1f0b7a9d2e4c56b3a1f7e90d4c2b18a6e5f3d7c9b1a0e2&uid=5502917

    Heb je dit niet aangevraagd? Dan hoef je niets te doen; je huidige wachtwoord blijft gewoon werken.

    Je hebt 2 komende verblijven (Hotel De Wadden, 5-8 sept; Stayokay Maastricht, 17-18 okt).

    Kamerkiezer B.V. · Herengracht 450 · 1017 CA Amsterdam · +31 20 218 77 00
    Afmelden: https://kamerkiezer.example/uitschrijven?e=ineke.mulder%40ziggomail.example&t=a91c
    """,
  html="""
    <html><body style="margin:0;background:#eaf1fb;font-family:Arial,sans-serif">
    <table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
    <p style="font-size:11px;color:#777"><a href="https://kamerkiezer.example/mail/web?id=pw-55029-17&amp;h=7e2d">Bekijk deze e-mail in je browser</a></p>
    <table width="580" cellpadding="28" cellspacing="0" style="background:#fff">
    <tr><td>
      <img src="https://img.kamerkiezer.example/logo-blauw.png" alt="Kamerkiezer" width="150">
      <h2>Nieuw wachtwoord instellen</h2>
      <p>Hallo Ineke,</p>
      <p>We hebben een verzoek ontvangen om het wachtwoord van je Kamerkiezer-account te wijzigen
      (21 augustus 2025, 23:09, vanaf iPhone, Safari).</p>
      <p style="text-align:center;margin:30px 0">
        <a href="https://click.kamerkiezer.example/ls/click?upn=u001.Hx7Qa-2FbN9vLk3pR8sWm0tZy4c-2BxJfE6hKdVg1oUiA5nTqCr&amp;rid=77120&amp;cmp=pwreset"
           style="background:#0b5ed7;color:#fff;padding:14px 28px;border-radius:4px;text-decoration:none;font-weight:bold">Wachtwoord wijzigen</a>
      </p>
      <p style="font-size:13px;color:#555">Werkt de knop niet? Kopieer dan deze link naar je browser:<br>
      https://account.kamerkiezer.example/wachtwoord/nieuw?token=8c1f0b7a9d2e4c56b3a1f7e90d4c2b18a6e5f3d7c9b1a0e2&amp;uid=5502917</p>
      <p style="font-size:13px">De link is 60 minuten geldig en werkt maar &eacute;&eacute;n keer. Heb je dit niet aangevraagd? Dan hoef je niets te doen.</p>
      <p style="font-size:13px;background:#f5f8fc;padding:10px">Je hebt 2 komende verblijven: Hotel De Wadden (5-8 sept) en Stayokay Maastricht (17-18 okt).
      <a href="https://click.kamerkiezer.example/ls/click?upn=u001.Rt5Kz-2BmQ8wYb1nD3vXc7Lh0pJfA9sEg2uNiO4kTyW&amp;rid=77120&amp;cmp=trips">Bekijk je reizen</a></p>
    </td></tr>
    <tr><td style="font-size:11px;color:#888;background:#f7f7f7">
      <a href="https://facebook.kamerkiezer.example/"><img src="https://img.kamerkiezer.example/fb.png" alt="Facebook" width="20"></a>
      <a href="https://instagram.kamerkiezer.example/"><img src="https://img.kamerkiezer.example/ig.png" alt="Instagram" width="20"></a><br>
      Kamerkiezer B.V. &middot; Herengracht 450 &middot; 1017 CA Amsterdam &middot; +31 20 218 77 00<br>
      <a href="https://kamerkiezer.example/help">Help</a> &middot; <a href="https://kamerkiezer.example/privacy">Privacy</a> &middot;
      <a href="https://kamerkiezer.example/uitschrijven?e=ineke.mulder%40ziggomail.example&amp;t=a91c">Afmelden</a>
    </td></tr></table>
    <img src="https://t.kamerkiezer.example/o/u001.Wq9Xp2/77120.gif" width="1" height="1" alt="">
    </td></tr></table></body></html>
    """)

M(lang="nl", kind="newsletter_numbers", otp=None, link=None,
  frm="Deltastroom Energie <jaarnota@deltastroom.example>",
  to="fam.dewit@home-nl.example",
  subject="Uw jaarafrekening 2024 – klantnummer 6002 1849 77",
  date=datetime(2025, 1, 22, 10, 15, 0, tzinfo=tz(1)),
  cte_text="base64",
  text="""
    Geachte familie De Wit,

    Uw jaarafrekening over de periode 01-01-2024 t/m 31-12-2024 staat klaar.

    Leveringsadres:   Zeedijk 14, 4381 KT Vlissingen
    Klantnummer:      6002 1849 77
    Factuurnummer:    2025-0122-3308194
    EAN stroom:       871687140012345678
    EAN gas:          871687140087654321

    Meterstanden
      Stroom normaal    begin 18.402  eind 20.177  verbruik 1.775 kWh
      Stroom dal        begin 14.930  eind 16.488  verbruik 1.558 kWh
      Teruglevering     1.204 kWh (zonnepanelen, 10 panelen)
      Gas               begin 9.118   eind 10.021  verbruik 903 m3

    Kosten energie en netbeheer           € 2.146,38
    Vermindering energiebelasting          € -631,39
    Reeds betaald (12 x € 139,00)         € -1.668,00
    Nog te betalen                          € -153,01

    U krijgt € 153,01 terug. Wij storten dit binnen 10 werkdagen op
    NL91 ABNA 0417 1643 00. Uw nieuwe termijnbedrag wordt € 126,00 per maand
    (vanaf 1 maart 2025).

    Vragen? Bel 0118 - 48 20 00 (ma t/m vr 8.00-20.00 uur).

    Met vriendelijke groet,
    Deltastroom Energie B.V.
    Postbus 5012, 4330 KA Middelburg
    KvK 22061834 · BTW NL813620077B01
    """)

# --------------------------------------------------------------- Polish (pl)

M(lang="pl", kind="prefix_code", otp="58142", link=None,
  frm="Kwadrat <security@kwadrat.example>",
  to="Zuzanna Wróbel <zuzia.wrobel@wp-poczta.example>",
  subject="KW-58142 to Twój kod potwierdzający Kwadrat",
  date=datetime(2025, 3, 15, 22, 41, 7, tzinfo=tz(1)),
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""
    Cześć Zuzanna,

    ktoś próbuje dodać ten adres e-mail do konta na Kwadracie.
    Jeśli to Ty, wpisz w aplikacji poniższy kod (tylko cyfry, bez "KW-"):

    KW-58142

    Kod wygaśnie za 20 minut.

    To nie Ty? Zignoruj tę wiadomość - bez kodu nikt nie doda Twojego adresu.

    Kwadrat Polska sp. z o.o., ul. Prosta 51, 00-838 Warszawa
    KRS 0000781234, NIP 527-288-90-11
    Ta wiadomość została wysłana na adres zuzia.wrobel@wp-poczta.example.
    """,
  html="""
    <html><body style="font-family:Helvetica,Arial,sans-serif;background:#fff;color:#1c1e21">
    <table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
    <table width="500" cellpadding="20" cellspacing="0">
    <tr><td style="border-bottom:1px solid #e5e5e5"><span style="font-size:22px;font-weight:bold;color:#7b2cbf">&#9632; Kwadrat</span></td></tr>
    <tr><td>
      <p>Cześć Zuzanna,</p>
      <p>ktoś próbuje dodać ten adres e-mail do konta na Kwadracie. Jeśli to Ty, wpisz w aplikacji poniższy kod
      (tylko cyfry, bez &bdquo;KW-&rdquo;):</p>
      <p style="font-size:26px;background:#f3ecfa;border:1px solid #d9c6ef;padding:10px 16px;display:inline-block;letter-spacing:2px">KW-58142</p>
      <p style="font-size:13px;color:#606770">Kod wygaśnie za 20 minut.</p>
      <p style="font-size:13px;color:#606770">To nie Ty? Zignoruj tę wiadomość &ndash; bez kodu nikt nie doda Twojego adresu.</p>
    </td></tr>
    <tr><td style="font-size:11px;color:#8a8d91">Kwadrat Polska sp. z o.o., ul. Prosta 51, 00-838 Warszawa &middot; KRS 0000781234 &middot; NIP 527-288-90-11<br>
    <a href="https://www.kwadrat.example/pomoc/bezpieczenstwo" style="color:#8a8d91">Centrum pomocy</a></td></tr>
    </table></td></tr></table></body></html>
    """)

M(lang="pl", kind="several_codes", otp="395821", link=None,
  frm="Chmurka Cloud <no-reply@konto.chmurka.example>",
  to="m.zielinski@softwarehouse-lodz.example",
  subject="[Chmurka] Potwierdź logowanie do konsoli",
  date=datetime(2025, 4, 8, 10, 2, 51, tzinfo=tz(2)),
  cte_text="7bit",
  text="""
    Czesc Michal,

    w Twoim koncie (projekt: sh-lodz-prod, ID organizacji 4471-0932-1185) czekaja
    dwie prosby o zalogowanie. Nie pomyl kodow:

    (A) Logowanie w przegladarce - Firefox 136, Lodz, 08.04.2025 10:02
        Wpisz teraz w oknie logowania:   395821

    (B) Logowanie urzadzenia CLI (chmurka auth login --device), rozpoczete o 09:47
        Kod urzadzenia: QWMB-HZTR
        Ta prosba wygasla o 10:02. Jesli nadal potrzebujesz CLI, uruchom polecenie ponownie.

    Kod (A) jest wazny przez 10 minut.

    Jezeli to nie Ty, zmien haslo i sprawdz klucze API (masz ich 3, ostatnio uzyty:
    ck_live_...9f2a, 07.04.2025 23:14).

    --
    Chmurka Cloud S.A., ul. Piotrkowska 262/264, 90-361 Lodz
    Wsparcie 24/7: +48 42 290 11 00, status: https://status.chmurka.example
    """)

M(lang="pl", kind="lowercase_alnum", otp="x7kd2m9p",
  link="https://kodownia.example/users/sign_in/magic?token=mlt_3f9a7c21d0b84e6fa5c2e1b07d93f4a8&user_id=220914",
  frm="Kodownia <powiadomienia@kodownia.example>",
  to="pawel.kaczmarek@devmail.example",
  subject="Twój kod weryfikacyjny Kodowni",
  date=datetime(2025, 7, 1, 8, 17, 30, tzinfo=tz(2)),
  cte_text="quoted-printable", cte_html="base64",
  headers=[("X-Kodownia-Notification", "sign_in_verification")],
  text="""
    Cześć @pkaczmarek,

    wykryliśmy logowanie z nowego urządzenia:

      Przeglądarka:  Chrome 126 / Ubuntu
      Adres IP:      83.24.117.9 (Gdańsk, PL)
      Czas:          2025-07-01 08:17 CEST

    Kod weryfikacyjny: x7kd2m9p

    Możesz też kliknąć poniższy link, aby zalogować się bez przepisywania kodu:
    https://kodownia.example/users/sign_in/magic?token=mlt_3f9a7c21d0b84e6fa5c2e1b07d93f4a8&user_id=220914

    Kod i link są ważne przez 15 minut.

    Jeśli to nie Ty, zmień hasło: https://kodownia.example/-/profile/password/edit

    --
    Kodownia · zarządzaj powiadomieniami: https://kodownia.example/-/profile/notifications
    """,
  html="""
    <html><body style="font-family:'Source Sans Pro',Arial,sans-serif;color:#333238;background:#fbfafd">
    <div style="max-width:600px;margin:0 auto;padding:24px;background:#fff;border-top:4px solid #fc6d26">
    <p>Cześć <b>@pkaczmarek</b>,</p>
    <p>wykryliśmy logowanie z nowego urządzenia:</p>
    <table cellpadding="3" style="font-size:14px">
      <tr><td style="color:#737278">Przeglądarka</td><td>Chrome 126 / Ubuntu</td></tr>
      <tr><td style="color:#737278">Adres IP</td><td>83.24.117.9 (Gdańsk, PL)</td></tr>
      <tr><td style="color:#737278">Czas</td><td>2025-07-01 08:17 CEST</td></tr>
    </table>
    <p>Kod weryfikacyjny:</p>
    <p><code style="font-size:24px;background:#ececef;padding:6px 12px;border-radius:4px">x7kd2m9p</code></p>
    <p>Albo zaloguj się jednym kliknięciem:</p>
    <p><a href="https://kodownia.example/users/sign_in/magic?token=mlt_3f9a7c21d0b84e6fa5c2e1b07d93f4a8&amp;user_id=220914"
      style="background:#1f75cb;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Zaloguj się</a></p>
    <p style="font-size:13px;color:#737278">Kod i link są ważne przez 15 minut. Jeśli to nie Ty,
    <a href="https://kodownia.example/-/profile/password/edit">zmień hasło</a>.</p>
    <hr style="border:0;border-top:1px solid #dcdcde">
    <p style="font-size:12px;color:#89888d"><a href="https://kodownia.example/-/profile/notifications">Zarządzaj powiadomieniami</a> &middot;
    <a href="https://kodownia.example/help">Pomoc</a></p>
    </div></body></html>
    """)

M(lang="pl", kind="username_digits", otp="61508", link=None,
  frm="Arena Legend <konto@arenalegend.example>",
  to="kacper_2007@interia-mail.example",
  subject="Potwierdź zmianę adresu e-mail w Arena Legend",
  date=datetime(2025, 1, 26, 17, 33, 12, tzinfo=tz(1)),
  cte_text="8bit", cte_html="8bit",
  text="""
    Cześć kacper_2007,

    otrzymaliśmy prośbę o zmianę adresu e-mail przypisanego do konta:

      Nick:        kacper_2007
      ID gracza:   88120457
      Serwer:      EU-2 (Wrocław)
      Poziom:      34, ranga Srebro III

    Aby potwierdzić zmianę, wpisz w grze kod: 61508

    Kod ważny 30 minut. Po zmianie przez 7 dni nie będzie można handlować
    przedmiotami powyżej 5000 złota (zabezpieczenie konta).

    Sezon 12 startuje 3 lutego o 18:00 - do zobaczenia na arenie!

    Arena Legend Studio sp. z o.o., ul. Ruska 46a, 50-079 Wrocław
    """,
  html="""
    <html><body style="background:#10131c;color:#e7e9ee;font-family:Arial,sans-serif">
    <div style="max-width:560px;margin:auto;padding:24px">
    <h2 style="color:#f5b82e">Arena Legend</h2>
    <p>Cześć <b>kacper_2007</b>,</p>
    <p>otrzymaliśmy prośbę o zmianę adresu e-mail przypisanego do konta:</p>
    <table cellpadding="4" style="font-size:14px;color:#c3c7d1">
      <tr><td>Nick</td><td>kacper_2007</td></tr>
      <tr><td>ID gracza</td><td>88120457</td></tr>
      <tr><td>Serwer</td><td>EU-2 (Wrocław)</td></tr>
      <tr><td>Poziom</td><td>34, ranga Srebro III</td></tr>
    </table>
    <p>Aby potwierdzić zmianę, wpisz w grze kod:</p>
    <p style="font-size:30px;font-weight:bold;color:#f5b82e;letter-spacing:5px">61508</p>
    <p style="font-size:13px">Kod ważny 30 minut. Po zmianie przez 7 dni nie będzie można handlować przedmiotami powyżej 5000 złota.</p>
    <p style="font-size:13px">Sezon 12 startuje 3 lutego o 18:00 &ndash; do zobaczenia na arenie!</p>
    <p style="font-size:11px;color:#7d8290">Arena Legend Studio sp. z o.o., ul. Ruska 46a, 50-079 Wrocław<br>
    <a href="https://arenalegend.example/wsparcie" style="color:#7d8290">Wsparcie</a></p>
    </div></body></html>
    """)

M(lang="pl", kind="subject_only", otp="428190", link=None,
  frm="Pogadajmy <noreply@pogadajmy.example>",
  to="ola.nowicka@o2mail.example",
  subject="Kod potwierdzający Pogadajmy: 428-190",
  date=datetime(2025, 9, 3, 12, 4, 26, tzinfo=tz(2)),
  cte_html="quoted-printable",
  html="""
    <html><body style="font-family:Lato,Arial,sans-serif;color:#1d1c1d">
    <table width="540" align="center" cellpadding="18">
    <tr><td><img src="https://a.pogadajmy.example/img/logo_96.png" width="48" alt="Pogadajmy"></td></tr>
    <tr><td>
      <h1 style="font-size:26px">Potwierdź swój adres e-mail</h1>
      <p style="font-size:17px">Kod potwierdzający znajdziesz w temacie tej wiadomości. Wpisz go w otwartym oknie przeglądarki,
      aby dołączyć do przestrzeni roboczej <b>Spółdzielnia Mieszkaniowa Zacisze</b>.</p>
      <p style="font-size:14px;color:#616061">Kod wygaśnie po 10 minutach. Jeśli nie zakładałaś konta, po prostu zignoruj ten e-mail.</p>
    </td></tr>
    <tr><td style="font-size:12px;color:#868686">
      Pogadajmy Technologies sp. z o.o. &middot; ul. Grzybowska 62 &middot; 00-844 Warszawa<br>
      <a href="https://pogadajmy.example/pomoc" style="color:#868686">Pomoc</a> &middot;
      <a href="https://pogadajmy.example/prywatnosc" style="color:#868686">Prywatność</a>
    </td></tr></table></body></html>
    """)

M(lang="pl", kind="delivery_code", otp="649213", link=None,
  frm="PaczkoPunkt <powiadomienia@paczkopunkt.example>",
  to="b.lewandowska@gazeta-poczta.example",
  subject="Twoja paczka czeka w automacie KRA01M",
  date=datetime(2025, 11, 28, 13, 26, 44, tzinfo=tz(1)),
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""
    Dzień dobry,

    paczka od nadawcy Modivo S.A. dotarła do automatu paczkowego.

    Numer przesyłki:  6200 1873 4410 2290 3318 76
    Automat:          KRA01M, ul. Wielicka 259 (przy stacji paliw), 30-663 Kraków
    Skrytka:          nr 14, gabaryt B
    Odbierz do:       30.11.2025, godz. 13:26

    Kod odbioru: 649 213
    Numer telefonu odbiorcy: +48 601 *** 482

    Przy automacie wpisz numer telefonu i kod odbioru albo zeskanuj kod QR w aplikacji.
    Kodu nie podawaj nikomu, kto do Ciebie dzwoni - nasi pracownicy nigdy o niego nie proszą.

    Infolinia: 722 444 000 (pon.-pt. 8:00-20:00, sob. 8:00-16:00)

    PaczkoPunkt sp. z o.o., ul. Malborska 130, 30-624 Kraków, KRS 0000543759
    """,
  html="""
    <html><body style="font-family:Arial,sans-serif;background:#ffcd00;padding:16px">
    <table width="560" align="center" cellpadding="20" style="background:#fff;border-radius:10px">
    <tr><td>
      <h2 style="margin-top:0">Paczka czeka w automacie KRA01M</h2>
      <p>Dzień dobry, paczka od nadawcy <b>Modivo S.A.</b> dotarła do automatu paczkowego.</p>
      <table cellpadding="4" style="font-size:14px">
        <tr><td>Numer przesyłki</td><td>6200 1873 4410 2290 3318 76</td></tr>
        <tr><td>Automat</td><td>KRA01M, ul. Wielicka 259 (przy stacji paliw), 30-663 Kraków</td></tr>
        <tr><td>Skrytka</td><td>nr 14, gabaryt B</td></tr>
        <tr><td>Odbierz do</td><td>30.11.2025, godz. 13:26</td></tr>
      </table>
      <p style="text-align:center;margin:22px 0 4px">Kod odbioru</p>
      <p style="text-align:center;font-size:34px;font-weight:bold;letter-spacing:4px;margin-top:0">649&nbsp;213</p>
      <p style="text-align:center;font-size:13px">Numer telefonu odbiorcy: +48 601 *** 482</p>
      <p style="font-size:13px">Przy automacie wpisz numer telefonu i kod odbioru albo zeskanuj kod QR w aplikacji.
      Kodu nie podawaj nikomu, kto do Ciebie dzwoni.</p>
      <p><a href="https://sledzenie.paczkopunkt.example/?n=620018734410229033187">Śledź przesyłkę</a> &middot;
      <a href="https://paczkopunkt.example/wydluz-odbior?n=620018734410229033187">Przedłuż czas odbioru</a></p>
      <p style="font-size:11px;color:#777">Infolinia 722 444 000 &middot; PaczkoPunkt sp. z o.o., ul. Malborska 130, 30-624 Kraków, KRS 0000543759</p>
    </td></tr></table></body></html>
    """)

M(lang="pl", kind="newsletter_numbers", otp=None, link=None,
  frm="Eterium Mobile <e-faktura@eterium.example>",
  to="Jan Wiśniewski <jan.wisniewski@onet-poczta.example>",
  subject="E-faktura FV/2025/03/1182736 za okres 01.03–31.03.2025",
  date=datetime(2025, 4, 2, 7, 0, 0, tzinfo=tz(2)),
  cte_text="base64", cte_html="base64",
  text="""
    Szanowny Panie,

    przesyłamy e-fakturę za usługi telekomunikacyjne.

    Numer faktury:        FV/2025/03/1182736
    Numer konta klienta:  1.18827364
    Okres rozliczeniowy:  01.03.2025 - 31.03.2025
    Kwota do zapłaty:     89,98 zł
    Termin płatności:     16.04.2025
    Indywidualny rachunek do wpłat: 47 1140 1977 0000 5812 0011 8273

    Szczegóły:
      Abonament Eterium L (nr 512 884 306)          59,99 zł
      Internet domowy 600 Mb/s                      49,99 zł
      Rabat za e-fakturę i zgody                   -20,00 zł
      Połączenia poza pakietem (0 min)               0,00 zł

    Fakturę w PDF znajdziesz w załączniku w Mój Eterium.

    Eterium Mobile sp. z o.o., Al. Jerozolimskie 181, 02-222 Warszawa
    NIP 526-10-40-828, kapitał zakładowy 48 000 000 zł
    Biuro obsługi: *600 lub +48 22 555 60 00
    """,
  html="""
    <html><body style="font-family:Tahoma,Arial,sans-serif;font-size:14px;color:#222">
    <div style="background:#e2001a;color:#fff;padding:12px 18px;font-size:20px">Eterium</div>
    <div style="padding:18px">
    <p>Szanowny Panie,</p>
    <p>przesyłamy e-fakturę za usługi telekomunikacyjne.</p>
    <table cellpadding="5" style="border-collapse:collapse">
      <tr><td>Numer faktury</td><td><b>FV/2025/03/1182736</b></td></tr>
      <tr><td>Numer konta klienta</td><td>1.18827364</td></tr>
      <tr><td>Okres rozliczeniowy</td><td>01.03.2025 &ndash; 31.03.2025</td></tr>
      <tr><td>Kwota do zapłaty</td><td><b>89,98 zł</b></td></tr>
      <tr><td>Termin płatności</td><td>16.04.2025</td></tr>
      <tr><td>Rachunek do wpłat</td><td>47 1140 1977 0000 5812 0011 8273</td></tr>
    </table>
    <table cellpadding="5" style="margin-top:12px;border-top:1px solid #ccc">
      <tr><td>Abonament Eterium L (nr 512 884 306)</td><td align="right">59,99 zł</td></tr>
      <tr><td>Internet domowy 600 Mb/s</td><td align="right">49,99 zł</td></tr>
      <tr><td>Rabat za e-fakturę i zgody</td><td align="right">-20,00 zł</td></tr>
      <tr><td>Połączenia poza pakietem (0 min)</td><td align="right">0,00 zł</td></tr>
    </table>
    <p><a href="https://moj.eterium.example/faktury/FV-2025-03-1182736">Pobierz fakturę PDF</a> &middot;
    <a href="https://moj.eterium.example/platnosci?k=118827364">Zapłać online</a></p>
    <p style="font-size:11px;color:#777">Eterium Mobile sp. z o.o., Al. Jerozolimskie 181, 02-222 Warszawa &middot; NIP 526-10-40-828 &middot; *600</p>
    </div></body></html>
    """)

M(lang="pl", kind="booking_ref", otp=None, link=None,
  frm="InterKolej – bilety <bilety@interkolej.example>",
  to="tomasz.duda@poczta-fm.example",
  subject="Bilet na przejazd 14.08.2025 Warszawa Centralna – Gdynia Główna",
  date=datetime(2025, 8, 9, 20, 14, 55, tzinfo=tz(2)),
  cte_text="quoted-printable",
  text="""
    Dziękujemy za zakup biletu w InterKolej.

    Numer biletu:        eIC 73392814
    Kod rezerwacji:      K7ZQ2P
    Nr transakcji:       2025080920145514

    Pociąg:   EIP 5306 "Sawa"
    Odjazd:   14.08.2025, 07:14, Warszawa Centralna, peron 2, tor 4
    Przyjazd: 14.08.2025, 10:02, Gdynia Główna
    Wagon 6, miejsce 45 (okno, strefa ciszy), klasa 2

    Pasażer:  Tomasz Duda, ulga 0%
    Cena:     169,00 zł (w tym VAT 8%: 12,52 zł)
    Płatność: BLIK, 09.08.2025 20:14

    Bilet jest imienny. Podczas kontroli okaż bilet w aplikacji lub wydruk
    oraz dokument tożsamości. Zwrot biletu jest możliwy do 15 minut przed
    odjazdem (potrącenie 15%).

    InterKolej S.A., ul. Żelazna 59a, 00-848 Warszawa
    Infolinia: 703 200 200, z zagranicy +48 22 391 97 57
    """)

M(lang="pl", kind="decoy_codes", otp=None, link=None,
  frm="Agnieszka Kowalczyk (przez Spotkajmy) <zaproszenia@spotkajmy.example>",
  to="zespol-ksiegowosc@biurorachunkowe-torun.example",
  subject="Zaproszenie: Zamknięcie miesiąca – marzec 2025 @ czw. 3 kwi 2025 10:00–11:00 (CEST)",
  date=datetime(2025, 3, 31, 15, 40, 2, tzinfo=tz(2)),
  cte_text="8bit", cte_html="quoted-printable",
  text="""
    Agnieszka Kowalczyk zaprasza Cię na spotkanie.

    Zamknięcie miesiąca – marzec 2025
    czwartek, 3 kwietnia 2025, 10:00–11:00 (czas środkowoeuropejski letni)

    Dołącz przez Spotkajmy:
    https://spotkajmy.example/j/39488211705?pwd=kR7p2xQ9mVtL

    Identyfikator spotkania: 394 882 117 05
    Kod dostępu: kR7p2x

    Dołącz telefonicznie:
    +48 22 307 34 88, PIN: 552 118 903#

    Porządek:
    1. Rozrachunki z kontrahentami (saldo 31.03: 184 220,17 zł)
    2. JPK_V7M za marzec – termin 25.04
    3. Faktury korygujące nr FK/03/0041–FK/03/0047

    Biuro Rachunkowe Bilans, ul. Szeroka 22, 87-100 Toruń, tel. 56 622 18 40
    """,
  html="""
    <html><body style="font-family:Arial,sans-serif;font-size:14px">
    <p><b>Agnieszka Kowalczyk</b> zaprasza Cię na spotkanie.</p>
    <h3 style="margin-bottom:4px">Zamknięcie miesiąca &ndash; marzec 2025</h3>
    <p style="margin-top:0">czwartek, 3 kwietnia 2025, 10:00&ndash;11:00 (CEST)</p>
    <p><a href="https://spotkajmy.example/j/39488211705?pwd=kR7p2xQ9mVtL" style="background:#2d8cff;color:#fff;padding:8px 14px;text-decoration:none;border-radius:4px">Dołącz do spotkania</a></p>
    <p>Identyfikator spotkania: <b>394 882 117 05</b><br>Kod dostępu: <b>kR7p2x</b></p>
    <p>Dołącz telefonicznie: +48 22 307 34 88, PIN: 552 118 903#</p>
    <p><b>Porządek:</b></p>
    <ol><li>Rozrachunki z kontrahentami (saldo 31.03: 184 220,17 zł)</li>
    <li>JPK_V7M za marzec &ndash; termin 25.04</li>
    <li>Faktury korygujące nr FK/03/0041&ndash;FK/03/0047</li></ol>
    <p style="font-size:12px;color:#666">
    <a href="https://kalendarz.spotkajmy.example/event?action=RESPOND&amp;eid=ZjE4Yjc5&amp;rst=1">Tak</a> &middot;
    <a href="https://kalendarz.spotkajmy.example/event?action=RESPOND&amp;eid=ZjE4Yjc5&amp;rst=3">Może</a> &middot;
    <a href="https://kalendarz.spotkajmy.example/event?action=RESPOND&amp;eid=ZjE4Yjc5&amp;rst=2">Nie</a><br>
    Biuro Rachunkowe Bilans, ul. Szeroka 22, 87-100 Toruń, tel. 56 622 18 40</p>
    </body></html>
    """)

M(lang="pl", kind="magic_link", otp=None,
  link="https://lista.podlipa.example/potwierdz?sub=7731029&h=e4b19c07a2f58d36c1e09b7a4f2d8c51&l=pl",
  frm="Księgarnia Pod Lipą <newsletter@podlipa.example>",
  to="marta.sikora@tlen-poczta.example",
  subject="Potwierdź zapis na newsletter Księgarni Pod Lipą",
  date=datetime(2025, 10, 6, 9, 55, 13, tzinfo=tz(2)),
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""
    Dzień dobry!

    Dziękujemy za zapis na nasz newsletter. Aby go potwierdzić, kliknij:
    https://lista.podlipa.example/potwierdz?sub=7731029&h=e4b19c07a2f58d36c1e09b7a4f2d8c51&l=pl

    Co tydzień (w czwartki ok. 8:00) wyślemy Ci zapowiedzi, recenzje i kupon
    na pierwsze zakupy. Jeśli to nie Ty zapisałeś(-aś) ten adres, nic nie rób –
    bez potwierdzenia nie wyślemy żadnej wiadomości.

    Księgarnia Pod Lipą, ul. Ratajczaka 18, 61-815 Poznań, tel. 61 853 22 71
    Otwarte pon.–sob. 10:00–19:00
    """,
  html="""
    <html><body style="background:#f6f1e7;font-family:Georgia,serif;color:#3b2f22">
    <table width="520" align="center" cellpadding="24" style="background:#fffdf8">
    <tr><td align="center"><img src="https://podlipa.example/static/lipa-logo.png" alt="Księgarnia Pod Lipą" width="140"></td></tr>
    <tr><td>
      <p>Dzień dobry!</p>
      <p>Dziękujemy za zapis na nasz newsletter. Zostało tylko jedno kliknięcie:</p>
      <p align="center"><a href="https://lista.podlipa.example/potwierdz?sub=7731029&amp;h=e4b19c07a2f58d36c1e09b7a4f2d8c51&amp;l=pl"
        style="background:#6b8e23;color:#fff;padding:12px 26px;text-decoration:none;font-family:Arial,sans-serif">Tak, chcę otrzymywać newsletter</a></p>
      <p style="font-size:14px">Co tydzień (w czwartki ok. 8:00) wyślemy Ci zapowiedzi, recenzje i kupon na pierwsze zakupy.
      Jeśli to nie Ty zapisałeś(-aś) ten adres, nic nie rób.</p>
    </td></tr>
    <tr><td style="font-size:11px;color:#8b7b66;text-align:center">
      <a href="https://www.podlipa.example/?utm_source=doi" style="color:#8b7b66">podlipa.example</a> &middot;
      <a href="https://www.podlipa.example/polityka-prywatnosci" style="color:#8b7b66">Polityka prywatności</a> &middot;
      <a href="https://lista.podlipa.example/zglos-naduzycie?sub=7731029" style="color:#8b7b66">Zgłoś nadużycie</a><br>
      Księgarnia Pod Lipą, ul. Ratajczaka 18, 61-815 Poznań, tel. 61 853 22 71
    </td></tr></table>
    <img src="https://lista.podlipa.example/o/7731029.gif" width="1" height="1" alt="">
    </body></html>
    """)

M(lang="pl", kind="newsletter_numbers", otp=None, link=None,
  frm="Elektromarket <zamowienia@elektromarket.example>",
  to="Krzysztof Mazur <k.mazur@vp-poczta.example>",
  subject="Potwierdzenie zamówienia nr 2025/04/118273",
  date=datetime(2025, 4, 19, 21, 3, 39, tzinfo=tz(2)),
  cte_html="quoted-printable",
  html="""
    <html><body style="font-family:Arial,sans-serif;background:#f0f0f0">
    <table width="640" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
    <tr><td style="background:#111;padding:16px 24px;color:#ffdd00;font-size:22px;font-weight:bold">ELEKTROMARKET</td></tr>
    <tr><td style="padding:24px">
      <p>Dzień dobry Panie Krzysztofie,</p>
      <p>dziękujemy za zakupy! Przyjęliśmy zamówienie <b>nr 2025/04/118273</b> z dnia 19.04.2025, 21:03.</p>
      <table width="100%" cellpadding="6" style="border-collapse:collapse;font-size:13px">
        <tr style="background:#f5f5f5"><th align="left">Produkt</th><th>Ilość</th><th align="right">Cena</th></tr>
        <tr><td>Odkurzacz pionowy Vexa V12 Pro<br><span style="color:#888">kod produktu 1187342, EAN 5904215137782</span></td><td align="center">1</td><td align="right">1 299,00 zł</td></tr>
        <tr><td>Filtr HEPA do V12 (2 szt.)<br><span style="color:#888">kod produktu 1187350</span></td><td align="center">1</td><td align="right">79,99 zł</td></tr>
        <tr><td>Ochrona Plus 24 mies.</td><td align="center">1</td><td align="right">149,00 zł</td></tr>
        <tr><td>Dostawa kurierem (DPD)</td><td></td><td align="right">0,00 zł</td></tr>
        <tr><td colspan="2"><b>Razem (w tym VAT 23%: 285,66 zł)</b></td><td align="right"><b>1 527,99 zł</b></td></tr>
      </table>
      <p style="font-size:13px">Płatność: raty 10x0% (Santander Consumer, nr wniosku 77-2025-0419-33817)<br>
      Adres dostawy: ul. Lipowa 7/12, 20-020 Lublin, tel. 608 221 493<br>
      Przewidywana dostawa: 23.04.2025</p>
      <p><a href="https://www.elektromarket.example/konto/zamowienia/2025-04-118273">Zobacz zamówienie</a></p>
    </td></tr>
    <tr><td style="padding:16px 24px;font-size:11px;color:#777;background:#fafafa">
      Elektromarket S.A., ul. Krakowska 29, 50-424 Wrocław, NIP 896-000-56-73 &middot; infolinia 71 799 00 00<br>
      <a href="https://www.elektromarket.example/regulamin">Regulamin</a> &middot; <a href="https://www.elektromarket.example/zwroty">Zwroty (30 dni)</a>
    </td></tr></table></body></html>
    """)

# -------------------------------------------------------------- Swedish (sv)

M(lang="sv", kind="new_and_old_code", otp="5821", link=None,
  frm="Strömma Play <hej@strommaplay.example>",
  to="Elin Lindqvist <elin.lindqvist@telia-post.example>",
  subject="Här är din nya kod till Strömma Play",
  date=datetime(2025, 12, 7, 20, 48, 31, tzinfo=tz(1)),
  cte_text="base64", cte_html="base64",
  text="""
    Hej Elin!

    Du bad om en ny kod för att logga in på tv:n (Samsung, Vardagsrummet).

    Din nya kod: 5821

    Koden 9934 som vi skickade för en stund sedan fungerar inte längre.
    Den nya koden gäller i 15 minuter.

    Ditt abonnemang: Strömma Premium, 149 kr/mån, förnyas 1 januari 2026.
    Inloggade enheter: 3 av 4.

    Vänliga hälsningar
    Strömma Play
    Strömma Media AB, Box 170 44, 104 62 Stockholm, org.nr 556912-4410
    """,
  html="""
    <html><body style="background:#0e0e10;color:#f2f2f2;font-family:Helvetica,Arial,sans-serif">
    <div style="max-width:520px;margin:auto;padding:32px">
    <p style="font-size:22px;font-weight:bold;color:#34c3ff">STRÖMMA PLAY</p>
    <p>Hej Elin!</p>
    <p>Du bad om en ny kod för att logga in på tv:n (Samsung, Vardagsrummet).</p>
    <p style="font-size:14px;color:#aaa;margin-bottom:2px">Din nya kod</p>
    <p style="font-size:42px;font-weight:bold;letter-spacing:10px;margin-top:0">5821</p>
    <p style="font-size:14px;color:#ffb4a2">Koden 9934 som vi skickade för en stund sedan fungerar inte längre. Den nya koden gäller i 15 minuter.</p>
    <p style="font-size:13px;color:#aaa">Ditt abonnemang: Strömma Premium, 149 kr/mån, förnyas 1 januari 2026. Inloggade enheter: 3 av 4.</p>
    <p style="font-size:11px;color:#777">Strömma Media AB &middot; Box 170 44 &middot; 104 62 Stockholm &middot; org.nr 556912-4410<br>
    <a href="https://strommaplay.example/konto/enheter" style="color:#777">Hantera enheter</a> &middot;
    <a href="https://strommaplay.example/hjalp" style="color:#777">Hjälp</a></p>
    </div></body></html>
    """)

M(lang="sv", kind="phone_and_dates", otp="308552", link=None,
  frm="Delbil Go <support@delbilgo.example>",
  to="ahmed.yusuf@bredband-mail.example",
  subject="Verifiera ditt telefonnummer – Delbil Go",
  date=datetime(2025, 6, 28, 8, 4, 15, tzinfo=tz(2)),
  cte_text="quoted-printable",
  text="""
    Hej Ahmed,

    Tack för att du bokade med Delbil Go! Innan du kan låsa upp bilen
    behöver vi verifiera telefonnumret 070-812 44 39.

    Verifieringskod: 308 552
    (gäller till kl. 08:19)

    Din bokning
      Bil:          Volvo EX30, reg.nr MLB 47K
      Upphämtning:  lör 28 juni 2025 kl. 09:00, Odenplan (P-hus, plan -2, plats 118)
      Återlämning:  lör 28 juni 2025 kl. 15:30, samma plats
      Pris:         6,5 tim x 89 kr + 2,90 kr/km, max 749 kr
      Självrisk:    3 000 kr (sänkt från 12 000 kr)
      Kort:         Mastercard **** 1187

    Bokningsnummer: DG-2025-604419
    Kundnummer:     1042287

    Frågor? Ring oss på 08-520 277 00 (dygnet runt) eller svara på det här mejlet.

    Delbil Go AB, Sveavägen 44, 111 34 Stockholm
    """)

M(lang="sv", kind="no_code_word", otp="814407", link=None,
  frm="Vårdportalen Väst <ingen-svarsadress@vardportalen-vast.example>",
  to="birgitta.holm@spray-mail.example",
  subject="Du har ett nytt meddelande från Vårdcentralen Backa",
  date=datetime(2025, 2, 11, 13, 37, 0, tzinfo=tz(1)),
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""
    Hej Birgitta,

    Du har fått ett nytt meddelande från Vårdcentralen Backa i Vårdportalen Väst.

    Logga in med e-legitimation, eller öppna meddelandet direkt med följande PIN:

        8144 07

    PIN:en gäller en gång och i 24 timmar (till 12 februari kl. 13:37).

    Ärendenummer: VB-2025-0211-3381
    Vårdcentralens telefon: 031-345 67 00 (telefontid mån–fre 08:00–10:00)

    Det här mejlet går inte att svara på. Vid akuta besvär ring 112,
    för sjukvårdsrådgivning ring 1177.

    Vårdportalen Väst · Region Västkust · Regionens hus, 405 44 Göteborg
    """,
  html="""
    <html><body style="font-family:Arial,sans-serif;color:#222;background:#f5f7f8">
    <table width="560" align="center" cellpadding="22" style="background:#fff;border-top:6px solid #396291">
    <tr><td>
    <p style="font-size:18px;color:#396291;font-weight:bold">Vårdportalen Väst</p>
    <p>Hej Birgitta,</p>
    <p>Du har fått ett nytt meddelande från <b>Vårdcentralen Backa</b>.</p>
    <p>Logga in med e-legitimation, eller öppna meddelandet direkt med följande PIN:</p>
    <p style="font-size:28px;font-family:Courier New,monospace;letter-spacing:3px;font-weight:bold">8144&nbsp;07</p>
    <p style="font-size:13px">PIN:en gäller en gång och i 24 timmar (till 12 februari kl. 13:37).</p>
    <p style="font-size:13px">Ärendenummer: VB-2025-0211-3381<br>
    Vårdcentralens telefon: 031-345 67 00 (telefontid mån&ndash;fre 08:00&ndash;10:00)</p>
    <p style="font-size:12px;color:#666">Det här mejlet går inte att svara på. Vid akuta besvär ring 112, för sjukvårdsrådgivning ring 1177.</p>
    <p style="font-size:11px;color:#888">Region Västkust &middot; Regionens hus, 405 44 Göteborg &middot;
    <a href="https://vardportalen-vast.example/om-tjansten">Om tjänsten</a></p>
    </td></tr></table></body></html>
    """)

M(lang="sv", kind="reset_in_code_mail", otp="612940", link=None,
  frm="Matbudet <konto@matbudet.example>",
  to="oskar.bergstrom@bahnhof-mail.example",
  subject="Din inloggningskod till Matbudet",
  date=datetime(2025, 10, 17, 18, 2, 44, tzinfo=tz(2)),
  cte_text="8bit", cte_html="quoted-printable",
  text="""
    Hej Oskar,

    Här är din inloggningskod: 612 940

    Skriv in den i appen inom 10 minuter.

    Var det inte du som försökte logga in? Återställ ditt lösenord här:
    https://matbudet.example/konto/aterstall-losenord?e=oskar.bergstrom%40bahnhof-mail.example
    eller rapportera försöket: https://matbudet.example/sakerhet/rapportera?ref=lg-88103

    Sugen på något? Fredagsmys-erbjudande: fri leverans på beställningar över 250 kr
    hela helgen (gäller t.o.m. 19/10).

    Matbudet AB · Kungsgatan 12 · 411 19 Göteborg · 010-888 12 12
    """,
  html="""
    <html><body style="font-family:Arial,sans-serif;background:#fff;color:#202125">
    <div style="max-width:480px;margin:0 auto;padding:28px">
    <div style="background:#009de0;color:#fff;padding:10px 14px;font-weight:bold;border-radius:6px">Matbudet</div>
    <p>Hej Oskar,</p>
    <p>Här är din inloggningskod:</p>
    <p style="font-size:34px;font-weight:bold;letter-spacing:4px">612&nbsp;940</p>
    <p>Skriv in den i appen inom 10 minuter.</p>
    <div style="background:#fff4e5;padding:12px;border-radius:6px;font-size:13px">
    Var det inte du som försökte logga in?
    <a href="https://matbudet.example/konto/aterstall-losenord?e=oskar.bergstrom%40bahnhof-mail.example">Återställ ditt lösenord</a>
    eller <a href="https://matbudet.example/sakerhet/rapportera?ref=lg-88103">rapportera försöket</a>.
    </div>
    <p style="font-size:13px">Sugen på något? Fri leverans på beställningar över 250&nbsp;kr hela helgen (gäller t.o.m. 19/10).</p>
    <p style="font-size:11px;color:#888">Matbudet AB &middot; Kungsgatan 12 &middot; 411 19 Göteborg &middot; 010-888 12 12</p>
    </div></body></html>
    """)

M(lang="sv", kind="decoy_codes", otp="275093", link=None,
  frm="Nordklä <kundservice@nordkla.example>",
  to="hanna.ek@comhem-post.example",
  subject="Logga in på Nordklä",
  date=datetime(2025, 5, 30, 11, 26, 9, tzinfo=tz(2)),
  cte_html="base64",
  html="""
    <!DOCTYPE html>
    <html lang="sv"><head><meta charset="utf-8"></head>
    <body style="margin:0;background:#f3efe9;font-family:'Helvetica Neue',Arial,sans-serif;color:#111">
    <table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0">
    <table width="560" cellpadding="0" cellspacing="0" style="background:#fff">
    <tr><td style="padding:22px;text-align:center;letter-spacing:6px;font-size:20px">NORDKLÄ</td></tr>
    <tr><td style="padding:0 32px 24px">
      <p>Hej Hanna,</p>
      <p>Ange koden nedan för att logga in och se din beställning 1004471823 (3 artiklar, 1 247 kr).</p>
      <table align="center" cellpadding="0" cellspacing="6"><tr>
        <td style="border:1px solid #111;width:40px;height:52px;text-align:center;font-size:28px"><span>2</span></td>
        <td style="border:1px solid #111;width:40px;height:52px;text-align:center;font-size:28px"><span>7</span></td>
        <td style="border:1px solid #111;width:40px;height:52px;text-align:center;font-size:28px"><span>5</span></td>
        <td style="border:1px solid #111;width:40px;height:52px;text-align:center;font-size:28px"><span>0</span></td>
        <td style="border:1px solid #111;width:40px;height:52px;text-align:center;font-size:28px"><span>9</span></td>
        <td style="border:1px solid #111;width:40px;height:52px;text-align:center;font-size:28px"><span>3</span></td>
      </tr></table>
      <p style="font-size:12px;color:#666;text-align:center">Koden är giltig i 15 minuter.</p>
    </td></tr>
    <tr><td style="background:#1d3b2a;color:#fff;padding:22px 32px;text-align:center">
      <p style="margin:0;font-size:13px">SOMMARREA &ndash; UPP TILL 50&nbsp;%</p>
      <p style="margin:6px 0;font-size:15px">Extra 20&nbsp;% med rabattkoden <b>SOMMAR20</b></p>
      <p style="margin:0;font-size:11px">Gäller t.o.m. 9 juni på ej nedsatta varor. Kan ej kombineras med presentkort.</p>
    </td></tr>
    <tr><td style="padding:18px 32px;font-size:11px;color:#777">
      Fri frakt över 499 kr &middot; 60 dagars öppet köp &middot; Kundservice 0771-40 40 40<br>
      Nordklä AB, Drottninggatan 81, 111 60 Stockholm, org.nr 556788-1290<br>
      <a href="https://www.nordkla.example/mina-sidor/bestallningar/1004471823">Se beställning</a> &middot;
      <a href="https://www.nordkla.example/nyhetsbrev/avregistrera?u=hek55">Avregistrera</a>
    </td></tr>
    </table></td></tr></table></body></html>
    """)

M(lang="sv", kind="booking_ref", otp="930461",
  link="https://www.nordavia.example/plus/login/email?ticket=NVP-8f31c2d7e94a4b0c9a6e51f2d3b7c840&member=NV418827360",
  frm="Nordavia Plus <plus@info.nordavia.example>",
  to="Gustav Sandberg <gustav.sandberg@foretag-mail.example>",
  subject="Din engångskod för Nordavia Plus",
  date=datetime(2025, 11, 3, 5, 41, 22, tzinfo=tz(1)),
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""
    Hej Gustav,

    Använd koden nedan för att logga in på Nordavia Plus (medlemsnummer NV 418 827 360):

        93 04 61

    Eller logga in direkt på den här enheten:
    https://www.nordavia.example/plus/login/email?ticket=NVP-8f31c2d7e94a4b0c9a6e51f2d3b7c840&member=NV418827360

    Koden och länken gäller i 10 minuter.

    Din nästa resa
      NV 412  Stockholm Arlanda (ARN) 07:10 -> Luleå (LLA) 08:25, mån 3 nov 2025
      Bokningsreferens: HJ4KQT  ·  Plats 3A  ·  Incheckning öppen

    Poängsaldo: 48 210 poäng, nivå Silver (31 av 45 flygningar till Guld)

    Nordavia AB, Frösundaviks allé 1, 169 70 Solna · +46 8 797 00 00
    """,
  html="""
    <html><body style="background:#eef3f8;font-family:Arial,sans-serif;color:#0b1f3a">
    <table width="580" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
    <tr><td style="background:#0b1f3a;color:#fff;padding:18px 26px;font-size:18px">Nordavia <span style="color:#8fc1ff">Plus</span></td></tr>
    <tr><td style="padding:26px">
      <p>Hej Gustav,</p>
      <p>Använd koden nedan för att logga in på Nordavia Plus (medlemsnummer NV 418 827 360):</p>
      <p style="font-size:32px;font-weight:bold;letter-spacing:5px;text-align:center">93 04 61</p>
      <p style="text-align:center"><a href="https://www.nordavia.example/plus/login/email?ticket=NVP-8f31c2d7e94a4b0c9a6e51f2d3b7c840&amp;member=NV418827360"
        style="background:#1f6feb;color:#fff;padding:11px 22px;text-decoration:none;border-radius:20px">Logga in direkt</a></p>
      <p style="font-size:12px;color:#555;text-align:center">Koden och länken gäller i 10 minuter.</p>
      <table width="100%" cellpadding="10" style="background:#f4f7fb;font-size:13px;margin-top:18px">
        <tr><td><b>Din nästa resa</b><br>NV 412 &middot; Stockholm Arlanda (ARN) 07:10 &rarr; Luleå (LLA) 08:25 &middot; mån 3 nov 2025<br>
        Bokningsreferens: <b>HJ4KQT</b> &middot; Plats 3A &middot;
        <a href="https://www.nordavia.example/checkin?pnr=HJ4KQT">Checka in</a></td></tr>
      </table>
      <p style="font-size:13px">Poängsaldo: 48 210 poäng, nivå Silver (31 av 45 flygningar till Guld)</p>
    </td></tr>
    <tr><td style="padding:14px 26px;font-size:11px;color:#777">Nordavia AB, Frösundaviks allé 1, 169 70 Solna &middot; +46 8 797 00 00 &middot;
      <a href="https://www.nordavia.example/integritet">Integritetspolicy</a></td></tr>
    </table></body></html>
    """)

M(lang="sv", kind="newsletter_numbers", otp=None, link=None,
  frm="Datorhallen <veckobrev@datorhallen.example>",
  to="linus.g@hemma-mail.example",
  subject="Veckobrevet v.46: RTX-priser rasar, 27 tum OLED för 5 990 kr och årets NAS-test",
  date=datetime(2025, 11, 14, 7, 30, 0, tzinfo=tz(1)),
  cte_text="quoted-printable", cte_html="quoted-printable",
  headers=[("List-Unsubscribe", "<https://datorhallen.example/nyhetsbrev/avsluta?id=220194&sig=9b1e>"),
           ("Precedence", "bulk")],
  text="""
    DATORHALLEN – VECKOBREVET, VECKA 46 (nr 1 184)

    1. Grafikkortspriser: RTX 5070 nere på 6 490 kr (-13 % på 30 dagar)
    2. Test: 27" OLED-skärm för 5 990 kr – 240 Hz, 0,03 ms, 92/100 i betyg
    3. Stora NAS-testet 2025: 9 enheter, 4 x 8 TB, läshastighet 212–1 180 MB/s
    4. Forumtråden "Min första bygge för 15 000 kr" har passerat 2 300 svar

    Veckans fynd: Kingston 2 TB NVMe för 1 099 kr (tidigare 1 490 kr)

    Kommande: LAN-helg i Jönköping 21–23 november, 1 400 platser, biljett 595 kr.

    Datorhallen Media AB, Ringvägen 100, 118 60 Stockholm
    Du får det här brevet eftersom du registrerade dig 2019-03-02.
    Avsluta prenumerationen: https://datorhallen.example/nyhetsbrev/avsluta?id=220194&sig=9b1e
    """,
  html="""
    <html><body style="font-family:Arial,sans-serif;background:#eeeeee">
    <table width="600" align="center" cellpadding="18" style="background:#fff">
    <tr><td style="background:#c8102e;color:#fff"><b>DATORHALLEN</b> &middot; Veckobrevet v.46 (nr 1 184)</td></tr>
    <tr><td>
    <h3><a href="https://datorhallen.example/r/v46-1?u=220194">Grafikkortspriser: RTX 5070 nere på 6 490 kr (-13 % på 30 dagar)</a></h3>
    <h3><a href="https://datorhallen.example/r/v46-2?u=220194">Test: 27&quot; OLED-skärm för 5 990 kr &ndash; 240 Hz, 0,03 ms, 92/100</a></h3>
    <h3><a href="https://datorhallen.example/r/v46-3?u=220194">Stora NAS-testet 2025: 9 enheter, 4 x 8 TB, 212&ndash;1 180 MB/s</a></h3>
    <p>Forumtråden &bdquo;Min första bygge för 15 000 kr&rdquo; har passerat 2 300 svar.</p>
    <p style="background:#fff3cd;padding:10px"><b>Veckans fynd:</b> Kingston 2 TB NVMe för 1 099 kr (tidigare 1 490 kr)</p>
    <p>LAN-helg i Jönköping 21&ndash;23 november, 1 400 platser, biljett 595 kr.</p>
    </td></tr>
    <tr><td style="font-size:11px;color:#777">Datorhallen Media AB, Ringvägen 100, 118 60 Stockholm<br>
    <a href="https://datorhallen.example/nyhetsbrev/installningar?id=220194">Inställningar</a> &middot;
    <a href="https://datorhallen.example/nyhetsbrev/avsluta?id=220194&amp;sig=9b1e">Avsluta prenumerationen</a></td></tr>
    </table>
    <img src="https://datorhallen.example/px/v46/220194.png" width="1" height="1" alt="">
    </body></html>
    """)

M(lang="sv", kind="booking_ref", otp=None, link=None,
  frm="Hotell Kvarnen Visby <bokning@hotellkvarnen.example>",
  to="Karin och Per Nyström <nystrom.familj@glocalnet-mail.example>",
  subject="Bokningsbekräftelse 58812-3 – välkomna till Visby!",
  date=datetime(2025, 7, 10, 15, 12, 7, tzinfo=tz(2)),
  cte_text="8bit",
  text="""
    Hej Karin och Per!

    Tack för er bokning. Vi ser fram emot att ha er hos oss.

    Bokningsnummer:   58812-3
    Ankomst:          tor 24 juli 2025 (incheckning från kl. 15:00)
    Avresa:           sön 27 juli 2025 (utcheckning senast kl. 11:00)
    Rum:              Dubbelrum med havsutsikt, rum 214, 2 vuxna + 1 barn (7 år)
    Pris:             3 nätter x 2 150 kr = 6 450 kr, inkl. frukost
    Extrasäng:        250 kr/natt
    Förskott betalt:  1 500 kr (Visa **** 5528)

    Vi har obemannad reception efter kl. 22. Kommer ni sent, använd portkoden
    4471# vid huvudentrén på Strandgatan 12 – nyckeln ligger i nyckelskåp 6.
    Wifi: Kvarnen-Gast, lösenord havsbris2025

    Avbokning kostnadsfritt fram till 17 juli kl. 12:00.

    Varma hälsningar
    Maria på Hotell Kvarnen
    Strandgatan 12, 621 56 Visby · 0498-20 44 10 · org.nr 556601-2287
    """)

M(lang="sv", kind="several_codes", otp=None, link=None,
  frm="Bokföra <sakerhet@bokfora.example>",
  to="ekonomi@snickeriet-ornskoldsvik.example",
  subject="Dina reservkoder för tvåstegsverifiering",
  date=datetime(2025, 3, 20, 16, 55, 18, tzinfo=tz(1)),
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""
    Hej Lena,

    Du har aktiverat tvåstegsverifiering för företaget Snickeriet i
    Örnsköldsvik AB (org.nr 559123-4417). Här är dina reservkoder. Spara dem på
    ett säkert ställe – till exempel utskrivna i kassaskåpet.

    Du behöver inte ange någon av dem nu. Varje kod kan användas en gång om du
    tappar bort telefonen med din autentiseringsapp.

      1. 4821-9907     6. 1176-3048
      2. 5530-2184     7. 8802-6615
      3. 9047-1132     8. 3391-7720
      4. 2268-5549     9. 6659-0183
      5. 7714-8836    10. 0925-4471

    Skapade: 2025-03-20 16:55. Genererar du nya koder slutar dessa att fungera.

    Bokföra AB · Storgatan 33 · 903 26 Umeå · support 090-17 18 00
    """,
  html="""
    <html><body style="font-family:Arial,sans-serif;color:#24292f">
    <div style="max-width:540px;margin:auto;padding:24px;border:1px solid #d0d7de;border-radius:6px">
    <p style="font-weight:bold;color:#0a7d5a;font-size:18px">Bokföra</p>
    <p>Hej Lena,</p>
    <p>Du har aktiverat tvåstegsverifiering för företaget Snickeriet i Örnsköldsvik AB (org.nr 559123-4417).
    Här är dina reservkoder. Spara dem på ett säkert ställe.</p>
    <p><b>Du behöver inte ange någon av dem nu.</b> Varje kod kan användas en gång om du tappar bort telefonen med din autentiseringsapp.</p>
    <table cellpadding="6" style="font-family:Consolas,monospace;font-size:16px;background:#f6f8fa;width:100%">
      <tr><td>4821-9907</td><td>1176-3048</td></tr>
      <tr><td>5530-2184</td><td>8802-6615</td></tr>
      <tr><td>9047-1132</td><td>3391-7720</td></tr>
      <tr><td>2268-5549</td><td>6659-0183</td></tr>
      <tr><td>7714-8836</td><td>0925-4471</td></tr>
    </table>
    <p style="font-size:12px;color:#57606a">Skapade: 2025-03-20 16:55. Genererar du nya koder slutar dessa att fungera.</p>
    <p style="font-size:11px;color:#57606a">Bokföra AB &middot; Storgatan 33 &middot; 903 26 Umeå &middot; support 090-17 18 00 &middot;
    <a href="https://app.bokfora.example/installningar/sakerhet">Säkerhetsinställningar</a></p>
    </div></body></html>
    """)

M(lang="sv", kind="magic_link", otp=None,
  link="https://konto.norrlandsuni.example/verifiera-epost?t=Z3YtMjAyNS0wOC0xOVQxMDoyMjo0MXxzdHVkZW50fDkwMTEyMw&sig=5d0e27fa91c3b84a",
  frm="Norrlands universitet – Studentkonto <studentkonto@norrlandsuni.example>",
  to="amira.hassan02@studentmail-se.example",
  subject="Bekräfta din e-postadress för ditt studentkonto",
  date=datetime(2025, 8, 19, 10, 22, 41, tzinfo=tz(2)),
  cte_text="base64", cte_html="quoted-printable",
  text="""
    Hej Amira,

    Välkommen till Norrlands universitet! Bekräfta din privata e-postadress
    för att kunna aktivera ditt studentkonto (användarnamn amha0091):

    https://konto.norrlandsuni.example/verifiera-epost?t=Z3YtMjAyNS0wOC0xOVQxMDoyMjo0MXxzdHVkZW50fDkwMTEyMw&sig=5d0e27fa91c3b84a

    Länken är giltig i 72 timmar.

    Upprop för Civilingenjörsprogrammet i energiteknik, 300 hp:
    måndag 25 augusti kl. 09:15, sal N320, Naturvetarhuset.

    IT-support: 090-786 50 00, servicedesk@norrlandsuni.example
    Norrlands universitet, 901 87 Umeå
    """,
  html="""
    <html><body style="font-family:Georgia,serif;color:#222;background:#fafafa">
    <table width="560" align="center" cellpadding="24" style="background:#fff;border-top:5px solid #2a4d69">
    <tr><td>
      <p style="font-family:Arial,sans-serif;color:#2a4d69;font-weight:bold">NORRLANDS UNIVERSITET</p>
      <p>Hej Amira,</p>
      <p>Välkommen till Norrlands universitet! Bekräfta din privata e-postadress för att kunna aktivera ditt studentkonto (användarnamn <b>amha0091</b>).</p>
      <p><a href="https://konto.norrlandsuni.example/verifiera-epost?t=Z3YtMjAyNS0wOC0xOVQxMDoyMjo0MXxzdHVkZW50fDkwMTEyMw&amp;sig=5d0e27fa91c3b84a"
        style="font-family:Arial,sans-serif;background:#2a4d69;color:#fff;padding:10px 20px;text-decoration:none">Bekräfta e-postadress</a></p>
      <p style="font-size:13px">Länken är giltig i 72 timmar.</p>
      <p style="font-size:14px">Upprop för Civilingenjörsprogrammet i energiteknik, 300 hp: måndag 25 augusti kl. 09:15, sal N320, Naturvetarhuset.
      <a href="https://www.norrlandsuni.example/student/ny-student">Information för nya studenter</a></p>
      <p style="font-size:12px;color:#666">IT-support: 090-786 50 00,
      <a href="mailto:servicedesk@norrlandsuni.example">servicedesk@norrlandsuni.example</a><br>
      Norrlands universitet, 901 87 Umeå &middot; <a href="https://www.norrlandsuni.example/personuppgifter">Personuppgifter</a></p>
    </td></tr></table></body></html>
    """)

M(lang="sv", kind="newsletter_numbers", otp=None, link=None,
  frm="Apoteket Lindan <kvitto@apoteketlindan.example>",
  to="goran.aberg@pensionar-mail.example",
  subject="Ditt digitala kvitto från Apoteket Lindan",
  date=datetime(2025, 9, 24, 14, 8, 56, tzinfo=tz(2)),
  cte_text="8bit",
  text="""
    KVITTO – Apoteket Lindan, Kv. Linden, Storgatan 8, 722 12 Västerås
    Org.nr 556877-3041 · Tel 021-12 40 90

    Datum 2025-09-24  Tid 14:08  Kassa 2  Kvittonr 0210-77318

    Receptförskrivna läkemedel
      Atorvastatin 20 mg, 100 st          Egenavgift      125,00
        Förskrivare 7713082, receptnr 2025-0911-4471
      Omeprazol 20 mg, 56 st              Egenavgift       92,50
    Högkostnadsskydd: du har betalat 1 547,50 av 3 050 kr (period 2025-03-02 – 2026-03-01)

    Egenvård
      Alvedon 500 mg, 20 st                               39,90
      Solskydd SPF 50, 200 ml                            149,00
      Rabatt Kundklubb 10 %                              -18,89

    ATT BETALA                                          387,51
    Varav moms 25 %: 37,78   12 %: 0,00   0 %: 217,50
    Betalt med Visa **** 3307, ref 884120

    Kundklubben: 412 poäng, 588 kvar till nästa check på 50 kr.

    Öppettider: vardagar 9–19, lördag 10–16. Tack för ditt besök!
    """)

# -------------------------------------------------------------- Russian (ru)

M(lang="ru", kind="decoy_codes", otp="839102", link=None,
  frm="Криптобаза <no-reply@kriptobaza.example>",
  to="d.sokolov@yandex-mail.example",
  subject="[Криптобаза] Подтверждение вывода 0,0421 BTC",
  date=datetime(2025, 4, 12, 2, 17, 54, tzinfo=tz(3)),
  cte_text="base64", cte_html="base64",
  text="""
    Ваш антифишинговый код: SEVER-77
    (если его нет или он другой — это письмо не от нас, ничего не вводите)

    Здравствуйте!

    Вы запросили вывод средств с аккаунта UID 30772419:

      Монета:        BTC (сеть Bitcoin)
      Сумма:         0,0421 BTC
      Комиссия:      0,00002 BTC
      Адрес:         bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh
      Время запроса: 12.04.2025 02:17:41 (МСК)
      IP-адрес:      95.165.12.208 (Москва)

    Код подтверждения вывода: 839102

    Код действует 5 минут. Сотрудники Криптобазы никогда не спрашивают коды
    подтверждения, пароли и seed-фразы.

    Если вы не запрашивали вывод, немедленно заблокируйте аккаунт в приложении
    или напишите в поддержку: support@kriptobaza.example

    Криптобаза Ltd. · Suite 7, Providence, Mahé · Рег. № 221047
    """,
  html="""
    <html><body style="background:#181a20;color:#eaecef;font-family:Arial,sans-serif">
    <div style="max-width:560px;margin:auto;padding:26px">
    <p style="background:#2b2f36;padding:8px 12px;font-size:13px">Ваш антифишинговый код: <b style="color:#f0b90b">SEVER-77</b><br>
    <span style="color:#848e9c">Если его нет или он другой &mdash; это письмо не от нас, ничего не вводите.</span></p>
    <h2 style="color:#f0b90b">Подтверждение вывода</h2>
    <p>Здравствуйте! Вы запросили вывод средств с аккаунта UID 30772419:</p>
    <table cellpadding="4" style="font-size:14px;color:#b7bdc6">
      <tr><td>Монета</td><td>BTC (сеть Bitcoin)</td></tr>
      <tr><td>Сумма</td><td>0,0421 BTC</td></tr>
      <tr><td>Комиссия</td><td>0,00002 BTC</td></tr>
      <tr><td>Адрес</td><td style="font-family:monospace">bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh</td></tr>
      <tr><td>Время запроса</td><td>12.04.2025 02:17:41 (МСК)</td></tr>
      <tr><td>IP-адрес</td><td>95.165.12.208 (Москва)</td></tr>
    </table>
    <p>Код подтверждения вывода:</p>
    <p style="font-size:32px;font-weight:bold;letter-spacing:6px;color:#fff">839102</p>
    <p style="font-size:13px;color:#848e9c">Код действует 5 минут. Сотрудники Криптобазы никогда не спрашивают коды подтверждения, пароли и seed-фразы.</p>
    <p><a href="https://www.kriptobaza.example/account/disable?src=email" style="color:#f6465d">Заблокировать аккаунт</a> &middot;
    <a href="https://www.kriptobaza.example/support" style="color:#848e9c">Поддержка</a></p>
    <p style="font-size:11px;color:#5e6673">Криптобаза Ltd. &middot; Suite 7, Providence, Mahé &middot; Рег. № 221047</p>
    </div></body></html>
    """)

M(lang="ru", kind="several_codes", otp="4719", link=None,
  frm="Банк «Вершина» <info@bank-vershina.example>",
  to="Ольга Николаевна Кузнецова <o.kuznetsova@mail-ru.example>",
  subject="Коды для входа и подтверждения платежа",
  date=datetime(2025, 2, 20, 11, 6, 33, tzinfo=tz(3)),
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""
    Уважаемая Ольга Николаевна!

    Вы начали вход в интернет-банк «Вершина Онлайн» и оформили платёж. Для этого
    нужны два кода, вводите их по очереди:

    Шаг 1 — вход (введите сейчас, на странице входа):   4719
    Шаг 2 — подтверждение платежа № 2 на сумму 12 500,00 ₽ получателю
            ИП Морозов А. В. (ИНН 771403882105):           8830
            Вводите этот код только после входа, на странице платежа.

    Коды действуют 5 минут. Никому их не сообщайте, в том числе сотрудникам банка.

    Если вы не совершали эти действия, позвоните нам: 8 800 250-44-77
    (бесплатно по России) или +7 495 980-44-77.

    С уважением,
    Банк «Вершина» (АО)
    Генеральная лицензия Банка России № 3318 от 14.08.2015
    125009, г. Москва, ул. Тверская, д. 16, стр. 1
    """,
  html="""
    <html><body style="font-family:Arial,sans-serif;background:#f1f4f7;color:#1f2d3d">
    <table width="580" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
    <tr><td style="background:#0f4c81;padding:16px 24px;color:#fff;font-size:19px">Банк &laquo;Вершина&raquo;</td></tr>
    <tr><td style="padding:24px">
      <p>Уважаемая Ольга Николаевна!</p>
      <p>Вы начали вход в интернет-банк &laquo;Вершина Онлайн&raquo; и оформили платёж. Для этого нужны два кода, вводите их по очереди:</p>
      <table width="100%" cellpadding="10" style="border:1px solid #d5dde5;font-size:14px">
        <tr style="background:#eaf4ff"><td><b>Шаг 1 &mdash; вход</b><br>введите сейчас, на странице входа</td>
          <td style="font-size:28px;font-weight:bold;letter-spacing:4px">4719</td></tr>
        <tr><td><b>Шаг 2 &mdash; подтверждение платежа № 2</b><br>12 500,00 &#8381; получателю ИП Морозов А. В. (ИНН 771403882105).<br>
          Вводите этот код только после входа, на странице платежа.</td>
          <td style="font-size:20px;color:#6b7b8c">8830</td></tr>
      </table>
      <p style="font-size:13px">Коды действуют 5 минут. Никому их не сообщайте, в том числе сотрудникам банка.</p>
      <p style="font-size:13px">Если вы не совершали эти действия, позвоните нам: <a href="tel:88002504477">8 800 250-44-77</a> или +7 495 980-44-77.</p>
    </td></tr>
    <tr><td style="padding:14px 24px;font-size:11px;color:#7a8896;background:#f7f9fb">
      Банк &laquo;Вершина&raquo; (АО). Генеральная лицензия Банка России № 3318 от 14.08.2015.<br>
      125009, г. Москва, ул. Тверская, д. 16, стр. 1 &middot; <a href="https://www.bank-vershina.example/security">Безопасность</a>
    </td></tr></table></body></html>
    """)

M(lang="ru", kind="new_and_old_code", otp="7394", link=None,
  frm="Полка — маркетплейс <robot@polka-market.example>",
  to="anna.smirnova88@rambler-mail.example",
  subject="Новый код для входа на Полку",
  date=datetime(2025, 6, 5, 19, 44, 10, tzinfo=tz(3)),
  cte_text="8bit",
  text="""
    Анна, здравствуйте!

    Вы запросили код повторно. Предыдущий код 6120 больше не действует.

    Новый код для входа: 7394

    Он действует 10 минут. Если это были не вы — просто проигнорируйте письмо.

    Кстати, в корзине остались 3 товара на 4 870 ₽. Заказ № 58-2210947 уже
    в пункте выдачи по адресу: г. Казань, ул. Баумана, д. 44/8, хранится до 09.06.

    Служба поддержки: 8 800 600-12-34, круглосуточно
    ООО «Полка Маркет», 420111, г. Казань, ул. Пушкина, д. 12, ОГРН 1191690034417
    """)

M(lang="ru", kind="prefix_code", otp="30517", link=None,
  frm="ВСети <noreply@vseti.example>",
  to="maks.orlov2001@bk-mail.example",
  subject="M-30517 — ваш код подтверждения ВСети",
  date=datetime(2025, 8, 30, 0, 12, 48, tzinfo=tz(3)),
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""
    Максим, добрый вечер!

    Ваш код подтверждения: M-30517

    При вводе указывайте только цифры. Код нужен для привязки этой почты
    к странице vseti.example/id448120733.

    Если вы не запрашивали код, смените пароль в настройках безопасности.

    Команда ВСети
    """,
  html="""
    <html><body style="font-family:-apple-system,Roboto,Arial,sans-serif;background:#edeef0">
    <div style="max-width:480px;margin:20px auto;background:#fff;border-radius:12px;padding:24px">
      <div style="color:#0077ff;font-weight:bold;font-size:20px">ВСети</div>
      <p>Максим, добрый вечер!</p>
      <p>Ваш код подтверждения:</p>
      <p style="font-size:28px;font-weight:600;letter-spacing:2px">M-30517</p>
      <p style="font-size:13px;color:#818c99">При вводе указывайте только цифры. Код нужен для привязки этой почты к странице vseti.example/id448120733.</p>
      <p style="font-size:13px;color:#818c99">Если вы не запрашивали код, смените пароль в <a href="https://vseti.example/settings?act=security">настройках безопасности</a>.</p>
      <p style="font-size:11px;color:#aeb7c2">Команда ВСети &middot; <a href="https://vseti.example/support" style="color:#aeb7c2">Помощь</a></p>
    </div></body></html>
    """)

M(lang="ru", kind="no_code_word", otp="837410", link=None,
  frm="Волна Телеком <lk@volna-telecom.example>",
  to="Сергей Васильев <s.vasilev@inbox-mail.example>",
  subject="Вход в личный кабинет Волна Телеком",
  date=datetime(2025, 10, 2, 8, 55, 3, tzinfo=tz(5)),
  cte_html="quoted-printable",
  html="""
    <html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222;background:#f7f7f7">
    <table width="560" align="center" cellpadding="20" style="background:#fff">
    <tr><td style="border-bottom:3px solid #00b0f0"><b style="font-size:18px;color:#00b0f0">Волна Телеком</b></td></tr>
    <tr><td>
      <p>Сергей, здравствуйте!</p>
      <p>Одноразовый пароль для входа в личный кабинет:</p>
      <p style="font-size:30px;font-weight:bold;letter-spacing:3px">837 410</p>
      <p>Пароль действует 3 минуты и подходит только для одного входа.</p>
      <table cellpadding="4" style="font-size:13px;color:#555;background:#f3fbff;width:100%">
        <tr><td>Номер</td><td>+7 (912) 604-28-17</td></tr>
        <tr><td>Лицевой счёт</td><td>512 0049 8813</td></tr>
        <tr><td>Тариф</td><td>&laquo;Волна 25&raquo;, 590 &#8381;/мес, 25 ГБ, 600 мин</td></tr>
        <tr><td>Баланс на 02.10.2025</td><td>312,40 &#8381;</td></tr>
        <tr><td>Следующее списание</td><td>05.10.2025</td></tr>
      </table>
      <p style="font-size:13px">Никому не сообщайте пароль. Если вы не входили, позвоните 0611 (с мобильного бесплатно) или 8 800 100-06-11.</p>
    </td></tr>
    <tr><td style="font-size:11px;color:#888">ПАО &laquo;Волна Телеком&raquo;, 620014, г. Екатеринбург, ул. Малышева, д. 31 &middot;
    Лицензия Роскомнадзора № 187742 &middot; <a href="https://lk.volna-telecom.example/">lk.volna-telecom.example</a></td></tr>
    </table></body></html>
    """)

M(lang="ru", kind="username_digits", otp="5fT9kQ", link=None,
  frm="Форум рыбаков Поволжья <forum@rybaki-volga.example>",
  to="ivan_petrov1987@mail-ru.example",
  subject="Активация учётной записи на форуме",
  date=datetime(2025, 3, 9, 16, 20, 5, tzinfo=tz(4)),
  cte_text="8bit",
  text="""
    Здравствуйте, ivan_petrov1987!

    Вы (или кто-то от вашего имени) зарегистрировались на «Форуме рыбаков
    Поволжья».

    Логин: ivan_petrov1987
    Номер пользователя: 48211
    Дата регистрации: 09.03.2025 16:19

    Чтобы активировать учётную запись, введите код активации на странице
    регистрации: 5fT9kQ

    Регистр букв важен. Без активации учётная запись будет удалена через 72 часа.

    После активации загляните в раздел «Зимняя рыбалка 2024/25» — там уже
    1 742 темы и отчёты с Куйбышевского водохранилища.

    --
    С уважением, администрация форума
    Самара, 443001, а/я 118
    """)

M(lang="ru", kind="newsletter_numbers", otp=None, link=None,
  frm="Такси «Попутчик» <check@poputchik-taxi.example>",
  to="e.fedorova@yandex-mail.example",
  subject="Кассовый чек № 1188 от 17.11.2025",
  date=datetime(2025, 11, 17, 23, 58, 40, tzinfo=tz(3)),
  cte_text="base64", cte_html="base64",
  text="""
    КАССОВЫЙ ЧЕК / ПРИХОД

    ООО «Попутчик»
    ИНН 7704512290
    Адрес расчётов: 117218, г. Москва, ул. Кржижановского, д. 14, корп. 3
    Место расчётов: poputchik-taxi.example

    Чек № 1188                                  Смена № 412
    17.11.2025 23:58

    Услуга перевозки пассажиров и багажа
    Маршрут: ул. Профсоюзная, 56 — Ленинградский вокзал
    1 x 876,00                                       = 876,00
    Ставка НДС: без НДС

    ИТОГО                                            = 876,00
    БЕЗНАЛИЧНЫМИ                                     = 876,00
    Система налогообложения: УСН доход

    РН ККТ: 0006843211019287
    ЗН ККТ: 0492000011338
    ФН: 7281440500223419
    ФД: 90117
    ФП: 3150428871
    Сайт ФНС: nalog.gov.ru
    Эл. адрес покупателя: e.fedorova@yandex-mail.example

    Водитель: Рустам, Hyundai Solaris, гос. номер О 412 КМ 799
    """,
  html="""
    <html><body style="font-family:'Courier New',monospace;font-size:13px;background:#f4f4f4">
    <div style="width:360px;margin:20px auto;background:#fff;padding:18px;border:1px dashed #bbb">
    <p style="text-align:center"><b>КАССОВЫЙ ЧЕК / ПРИХОД</b></p>
    <p>ООО &laquo;Попутчик&raquo;<br>ИНН 7704512290<br>Адрес расчётов: 117218, г. Москва, ул. Кржижановского, д. 14, корп. 3<br>Место расчётов: poputchik-taxi.example</p>
    <p>Чек № 1188 &nbsp; Смена № 412<br>17.11.2025 23:58</p>
    <p>Услуга перевозки пассажиров и багажа<br>Маршрут: ул. Профсоюзная, 56 &mdash; Ленинградский вокзал<br>1 x 876,00 = 876,00<br>Ставка НДС: без НДС</p>
    <p><b>ИТОГО = 876,00</b><br>БЕЗНАЛИЧНЫМИ = 876,00<br>СНО: УСН доход</p>
    <p>РН ККТ: 0006843211019287<br>ЗН ККТ: 0492000011338<br>ФН: 7281440500223419<br>ФД: 90117<br>ФП: 3150428871</p>
    <p>Водитель: Рустам, Hyundai Solaris, О 412 КМ 799</p>
    <p><a href="https://check.poputchik-taxi.example/r/7281440500223419/90117/3150428871">Проверить чек</a></p>
    </div></body></html>
    """)

M(lang="ru", kind="booking_ref", otp=None, link=None,
  frm="Северная пригородная и дальнего следования <tickets@sever-rail.example>",
  to="Павел Григорьев <p.grigoriev@list-mail.example>",
  subject="Электронный билет: заказ № 71234567890123, Москва — Санкт-Петербург",
  date=datetime(2025, 12, 19, 14, 31, 2, tzinfo=tz(3)),
  cte_text="quoted-printable",
  text="""
    Уважаемый Павел Андреевич!

    Благодарим за покупку. Электронная регистрация пройдена.

    Номер заказа:        71234567890123
    Номер билета:        77 441 902 318 554
    Код бронирования:    XZ7RPK

    Поезд 020У «Красная стрела»
    Отправление: 27.12.2025 23:55 (МСК), Москва Ленинградская
    Прибытие:    28.12.2025 07:55 (МСК), Санкт-Петербург Главн.
    Вагон 07, купе, место 13 (нижнее), класс обслуживания 2Э

    Пассажир: Григорьев Павел Андреевич, паспорт РФ **** ***418
    Стоимость: 8 412,30 ₽, в т. ч. сервисные услуги 612,30 ₽ (НДС 20%: 102,05 ₽)
    Оплачено картой МИР **** 2241

    Посадка по оригиналу документа, указанного при покупке. Возврат
    билета возможен в личном кабинете до отправления поезда.

    Справочная: 8 800 775-00-00 (звонок бесплатный)
    """)

M(lang="ru", kind="magic_link", otp=None,
  link="https://go.uchimsya.example/c/aHR0cHM6Ly9pZC51Y2hpbXN5YS5leGFtcGxl?lid=pwd-reset&u=601447&sig=7fa2c90d11",
  link_alt=["https://id.uchimsya.example/password/reset?key=4b7c1e90f2a84d35be61c07d92a3f518&uid=601447"],
  frm="Учимся.онлайн <noreply@uchimsya.example>",
  to="natalia.belova@gmail-ru.example",
  subject="Восстановление пароля",
  date=datetime(2025, 9, 14, 21, 3, 19, tzinfo=tz(3)),
  cte_text="quoted-printable", cte_html="quoted-printable",
  headers=[("List-Unsubscribe", "<https://uchimsya.example/unsubscribe?u=601447&h=c2e1>")],
  text="""
    Наталья, здравствуйте!

    Мы получили запрос на восстановление пароля для вашего аккаунта
    на платформе «Учимся.онлайн».

    Чтобы задать новый пароль, перейдите по ссылке (действует 2 часа):
    https://id.uchimsya.example/password/reset?key=4b7c1e90f2a84d35be61c07d92a3f518&uid=601447

    Если вы не запрашивали восстановление, ничего делать не нужно —
    старый пароль продолжит работать.

    Ваши курсы: «Python для анализа данных» (пройдено 64%, 18 из 28 уроков),
    «Английский B1» (дедлайн домашнего задания 16.09 в 23:59).

    Служба поддержки: 8 800 301-77-90, help@uchimsya.example
    ООО «Учимся онлайн», 190000, Санкт-Петербург, наб. реки Мойки, д. 58, лицензия № Л035-01271-78/00645880
    """,
  html="""
    <html><body style="background:#f5f3ff;font-family:Arial,sans-serif;color:#222">
    <table width="100%"><tr><td align="center">
    <p style="font-size:11px;color:#888"><a href="https://uchimsya.example/mail/view?id=pwd-601447-0914" style="color:#888">Открыть в браузере</a></p>
    <table width="560" cellpadding="26" style="background:#fff;border-radius:12px">
    <tr><td>
      <p style="font-size:20px;font-weight:bold;color:#6d28d9">Учимся.онлайн</p>
      <p>Наталья, здравствуйте!</p>
      <p>Мы получили запрос на восстановление пароля для вашего аккаунта.</p>
      <p><a href="https://go.uchimsya.example/c/aHR0cHM6Ly9pZC51Y2hpbXN5YS5leGFtcGxl?lid=pwd-reset&amp;u=601447&amp;sig=7fa2c90d11"
        style="background:#6d28d9;color:#fff;padding:12px 24px;border-radius:8px;text-decoration:none">Задать новый пароль</a></p>
      <p style="font-size:12px;color:#666">Кнопка не работает? Скопируйте ссылку в браузер:<br>
      https://id.uchimsya.example/password/reset?key=4b7c1e90f2a84d35be61c07d92a3f518&amp;uid=601447</p>
      <p style="font-size:13px">Ссылка действует 2 часа. Если вы не запрашивали восстановление, ничего делать не нужно.</p>
      <p style="font-size:13px;background:#faf5ff;padding:10px">Ваши курсы: &laquo;Python для анализа данных&raquo; (64%, 18 из 28 уроков),
      &laquo;Английский B1&raquo; (дедлайн 16.09 в 23:59). <a href="https://go.uchimsya.example/c/bXktY291cnNlcw?lid=courses&amp;u=601447">Продолжить обучение</a></p>
    </td></tr>
    <tr><td style="font-size:11px;color:#888">
      <a href="https://t.uchimsya.example/vk"><img src="https://uchimsya.example/i/vk.png" alt="ВКонтакте" width="18"></a>
      <a href="https://t.uchimsya.example/tg"><img src="https://uchimsya.example/i/tg.png" alt="Telegram" width="18"></a><br>
      ООО &laquo;Учимся онлайн&raquo;, 190000, Санкт-Петербург, наб. реки Мойки, д. 58 &middot; 8 800 301-77-90<br>
      <a href="https://uchimsya.example/privacy">Политика конфиденциальности</a> &middot;
      <a href="https://uchimsya.example/unsubscribe?u=601447&amp;h=c2e1">Отписаться от рассылки</a>
    </td></tr></table>
    <img src="https://t.uchimsya.example/open/601447/pwd.gif" width="1" height="1" alt="">
    </td></tr></table></body></html>
    """)

M(lang="ru", kind="decoy_codes", otp=None, link=None,
  frm="Книжный дом «Переплёт» <shop@pereplet-books.example>",
  to="marina.volkova@mail-ru.example",
  subject="Ваша подарочная карта на 3 000 ₽ готова 🎁",
  date=datetime(2025, 12, 24, 10, 1, 30, tzinfo=tz(3)),
  cte_html="8bit",
  html="""
    <html><body style="background:#fdf6ec;font-family:Georgia,serif;color:#3a2a1a">
    <table width="560" align="center" cellpadding="24" style="background:#fff">
    <tr><td>
      <h2 style="color:#8b1e2d">Книжный дом «Переплёт»</h2>
      <p>Марина, спасибо за заказ № ПР-250012447!</p>
      <p>Электронная подарочная карта номиналом <b>3 000 ₽</b> для Елены готова:</p>
      <table cellpadding="8" style="border:2px solid #8b1e2d;font-family:Courier New,monospace;font-size:16px">
        <tr><td>Номер карты</td><td><b>6393 0021 4410 7782</b></td></tr>
        <tr><td>PIN карты</td><td><b>4471</b></td></tr>
        <tr><td>Действует до</td><td>24.12.2026</td></tr>
      </table>
      <p style="font-size:13px">Карту можно использовать в 57 магазинах сети и на сайте. Оплачено: 3 000,00 ₽, карта Visa **** 0915.</p>
      <p>А это подарок вам: промокод <b>ЗИМА15</b> — скидка 15% на заказ от 1 500 ₽ до 10.01.2026.</p>
      <div style="background:#f6efe3;padding:12px;font-size:12px">
        <b>Осторожно, мошенники!</b> Мы никогда не звоним с просьбой назвать код из СМС.
        Если вам говорят: «Продиктуйте код, например 123456, чтобы активировать карту», — положите трубку.
      </div>
      <p style="font-size:11px;color:#8a7a6a">ООО «Переплёт», 191186, Санкт-Петербург, Невский пр., д. 28 · 8 (812) 448-23-55<br>
      <a href="https://pereplet-books.example/orders/PR-250012447">Заказ</a> ·
      <a href="https://pereplet-books.example/subscribe/settings?m=mv1180">Настройки рассылки</a></p>
    </td></tr></table></body></html>
    """)

M(lang="ru", kind="newsletter_numbers", otp=None, link=None,
  frm="ЕРЦ Казань <epd@erc-kazan.example>",
  to="a.khairullin@mail-ru.example",
  subject="Единый платёжный документ за октябрь 2025, л/с 0441827730",
  date=datetime(2025, 11, 3, 9, 0, 0, tzinfo=tz(3)),
  cte_text="quoted-printable",
  text="""
    Уважаемый(ая) Хайруллин А. Р.!

    Направляем единый платёжный документ за октябрь 2025 г.

    Лицевой счёт:     0441827730
    Адрес:            г. Казань, ул. Чистопольская, д. 71а, кв. 118
    Площадь:          64,2 м², зарегистрировано 3 чел.

    Начислено за октябрь:
      Содержание жилого помещения      1 893,90 ₽
      Холодное водоснабжение (4,1 м³)    148,64 ₽
      Горячее водоснабжение (2,7 м³)     682,18 ₽
      Водоотведение (6,8 м³)             196,59 ₽
      Отопление (0,9814 Гкал)          2 417,03 ₽
      Взнос на капремонт                 642,00 ₽
    Итого к оплате:                    5 980,34 ₽
    Оплатить до 10.11.2025

    Показания счётчиков передавайте с 15 по 25 число:
      ХВС № 19228741 — 00412,377
      ГВС № 19228755 — 00218,104

    Получатель: ООО «ЕРЦ Казань», ИНН 1655078822, р/с 40702810462000018447
    в Отделении «Банк Татарстан» № 8610, БИК 049205603

    Телефон: 8 (843) 231-60-60, пн–пт 8:00–17:00
    """)

# ------------------------------------------------------------- Turkish (tr)

M(lang="tr", kind="phone_and_dates", otp="472815", link=None,
  frm="Boğaziçi Bank <bilgilendirme@bogazicibank.example>",
  to="Ayşe Yılmaz <ayse.yilmaz@turk-posta.example>",
  subject="İnternet alışverişi için doğrulama",
  date=datetime(2025, 5, 9, 14, 27, 3, tzinfo=tz(3)),
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""
    Sayın AYŞE YILMAZ,

    7702 ile biten Boğaziçi Bonus kartınızla aşağıdaki internet alışverişi
    başlatılmıştır:

      İşyeri:      MODAKENT ELEKTRONİK TİC. A.Ş. / İSTANBUL
      Tutar:       1.249,90 TL (3 taksit x 416,63 TL)
      Tarih/Saat:  09.05.2025 14:26
      Referans:    5112 0934 8820

    İşlemi onaylamak için doğrulama kodu: 472815
    Kod 180 saniye geçerlidir.

    Bu işlemi siz yapmadıysanız kodu kimseyle paylaşmayın ve hemen
    0850 222 0 444 numaralı Müşteri Hizmetlerimizi arayın (yurt dışından
    +90 212 335 44 44). Kart limitiniz: 45.000 TL, kullanılabilir: 31.218,45 TL.

    Boğaziçi Bank A.Ş.
    Büyükdere Cad. No: 185, 34394 Levent / İstanbul
    Mersis No: 0179-0012-3340-0015 · www.bogazicibank.example
    """,
  html="""
    <html><body style="font-family:Arial,sans-serif;background:#eef1f4;color:#222">
    <table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
    <tr><td style="background:#006341;color:#fff;padding:16px 22px;font-size:18px">Boğaziçi Bank</td></tr>
    <tr><td style="padding:22px">
      <p>Sayın AYŞE YILMAZ,</p>
      <p><b>7702</b> ile biten Boğaziçi Bonus kartınızla aşağıdaki internet alışverişi başlatılmıştır:</p>
      <table cellpadding="5" style="font-size:14px;background:#f6f8f7;width:100%">
        <tr><td>İşyeri</td><td>MODAKENT ELEKTRONİK TİC. A.Ş. / İSTANBUL</td></tr>
        <tr><td>Tutar</td><td>1.249,90 TL (3 taksit x 416,63 TL)</td></tr>
        <tr><td>Tarih/Saat</td><td>09.05.2025 14:26</td></tr>
        <tr><td>Referans</td><td>5112 0934 8820</td></tr>
      </table>
      <p>İşlemi onaylamak için doğrulama kodu:</p>
      <p style="font-size:30px;font-weight:bold;color:#006341;letter-spacing:5px">472815</p>
      <p style="font-size:13px">Kod 180 saniye geçerlidir.</p>
      <p style="font-size:13px">Bu işlemi siz yapmadıysanız kodu kimseyle paylaşmayın ve hemen <a href="tel:08502220444">0850 222 0 444</a>
      numaralı Müşteri Hizmetlerimizi arayın (yurt dışından +90 212 335 44 44).<br>
      Kart limitiniz: 45.000 TL, kullanılabilir: 31.218,45 TL.</p>
    </td></tr>
    <tr><td style="padding:14px 22px;font-size:11px;color:#777;background:#fafafa">Boğaziçi Bank A.Ş. &middot; Büyükdere Cad. No: 185, 34394 Levent / İstanbul &middot; Mersis No: 0179-0012-3340-0015</td></tr>
    </table></body></html>
    """)

M(lang="tr", kind="new_and_old_code", otp="725318", link=None,
  frm="Çarşı <destek@carsi-pazaryeri.example>",
  to="mehmet.kaya@hotmail-tr.example",
  subject="Yeni doğrulama kodunuz",
  date=datetime(2025, 7, 22, 23, 11, 46, tzinfo=tz(3)),
  cte_html="base64",
  html="""
    <html><body style="background:#fff6ee;font-family:'Segoe UI',Arial,sans-serif;color:#333">
    <div style="max-width:520px;margin:auto;background:#fff;padding:26px;border-radius:10px">
      <div style="font-size:24px;font-weight:bold;color:#f27a1a">çarşı</div>
      <p>Merhaba Mehmet,</p>
      <p>Yeni bir doğrulama kodu istedin. Daha önce gönderdiğimiz <span style="text-decoration:line-through">190 446</span> kodu artık geçersiz.</p>
      <p>Telefon numaranı (0532 *** ** 18) güncellemek için yeni kodun:</p>
      <p style="font-size:34px;font-weight:bold;letter-spacing:6px;text-align:center;background:#fff1e5;padding:12px">725 318</p>
      <p style="font-size:13px;color:#777">Kod 3 dakika boyunca geçerlidir. Çarşı çalışanları senden asla kod istemez.</p>
      <p style="font-size:13px">Sepetinde 2 ürün var: Kahve makinesi (1.899 TL) ve 250 g filtre kahve (189,90 TL).
      <a href="https://www.carsi-pazaryeri.example/sepet?utm_source=otp">Sepete git</a></p>
      <p style="font-size:11px;color:#999">Çarşı Elektronik Ticaret A.Ş. &middot; Maslak Mah. Eski Büyükdere Cad. No: 1, 34485 Sarıyer / İstanbul &middot; 0850 333 0 808<br>
      <a href="https://www.carsi-pazaryeri.example/yardim" style="color:#999">Yardım</a> &middot;
      <a href="https://www.carsi-pazaryeri.example/kvkk" style="color:#999">KVKK Aydınlatma Metni</a></p>
    </div></body></html>
    """)

M(lang="tr", kind="reset_in_code_mail", otp="308194", link=None,
  frm="Fotokare <security@mail.fotokare.example>",
  to="zeynep.arslan_@gmail-tr.example",
  subject="308194, Fotokare giriş kodun",
  date=datetime(2025, 1, 31, 1, 49, 27, tzinfo=tz(3)),
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""
    Merhaba zeynep.arslan_,

    Birisi Fotokare hesabına Ankara, Türkiye konumundan (iPhone 15, 31 Ocak 01:48)
    giriş yapmaya çalıştı. Bu sensen, girişi tamamlamak için şu kodu gir:

    308194

    Bu sen değil miydin? Şifreni hemen sıfırla:
    https://www.fotokare.example/accounts/password/reset/?source=login_code&uid=ZUHxk29
    Hesabını güvene al: https://www.fotokare.example/accounts/secure/?uid=ZUHxk29&nonce=b71e0c

    © Fotokare. Fotokare Teknoloji A.Ş., Levazım Mah. Koru Sok. No: 2, 34340 Beşiktaş / İstanbul
    Bu mesaj zeynep.arslan_@gmail-tr.example adresine gönderildi.
    """,
  html="""
    <html><body style="font-family:Helvetica,Arial,sans-serif;color:#262626;background:#fff">
    <table width="500" align="center" cellpadding="16">
    <tr><td style="font-size:22px;font-style:italic;font-weight:bold">Fotokare</td></tr>
    <tr><td>
      <p>Merhaba zeynep.arslan_,</p>
      <p>Birisi Fotokare hesabına Ankara, Türkiye konumundan (iPhone 15, 31 Ocak 01:48) giriş yapmaya çalıştı. Bu sensen, girişi tamamlamak için şu kodu gir:</p>
      <p style="font-size:30px;letter-spacing:3px;background:#fafafa;padding:12px;text-align:center">308194</p>
      <p style="font-size:13px;color:#8e8e8e">Bu sen değil miydin?
      <a href="https://www.fotokare.example/accounts/password/reset/?source=login_code&amp;uid=ZUHxk29">Şifreni sıfırla</a> veya
      <a href="https://www.fotokare.example/accounts/secure/?uid=ZUHxk29&amp;nonce=b71e0c">hesabını güvene al</a>.</p>
    </td></tr>
    <tr><td style="font-size:11px;color:#8e8e8e">&copy; Fotokare. Fotokare Teknoloji A.Ş., Levazım Mah. Koru Sok. No: 2, 34340 Beşiktaş / İstanbul</td></tr>
    </table></body></html>
    """)

M(lang="tr", kind="lowercase_alnum", otp="k4m9x2", link=None,
  frm="Bulutfatura <hesap@bulutfatura.example>",
  to="muhasebe@ozturk-insaat.example",
  subject="Bulutfatura oturum açma doğrulaması",
  date=datetime(2025, 4, 30, 9, 3, 58, tzinfo=tz(3)),
  cte_text="8bit",
  text="""
    Merhaba Serkan Öztürk,

    Öztürk İnşaat Ltd. Şti. (VKN 6840512297) hesabınıza yeni bir tarayıcıdan
    oturum açılıyor.

    Doğrulama kodunuz: k4m9x2

    Kod küçük harflerden ve rakamlardan oluşur, 10 dakika geçerlidir.

    Hatırlatma: Nisan 2025 dönemi e-Fatura kotanızın 412 / 500 adedini
    kullandınız. KDV beyannamesi son günü 28.05.2025.

    Bulutfatura Yazılım A.Ş. · Cyberpark C Blok No: 208, 06800 Bilkent / Ankara
    Destek: 0312 911 40 40 · Bu e-posta otomatik gönderilmiştir, yanıtlamayınız.
    """)

M(lang="tr", kind="subject_only", otp="58204", link=None,
  frm="Oyunsal <hesap@oyunsal.example>",
  to="burak.celik04@yandex-tr.example",
  subject="Oyunsal doğrulama kodunuz: 58204",
  date=datetime(2025, 8, 16, 15, 35, 12, tzinfo=tz(3)),
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""
    Selam Burak,

    Doğrulama kodunu bu e-postanın konu satırında bulabilirsin. Kodu
    Oyunsal istemcisindeki pencereye yazarak giriş işlemini tamamla.

    Güvenlik ipucu: Ücretsiz skin veya 10.000 elmas vaat eden sitelere
    hesap bilgilerini girme.

    Oyunsal Dijital Oyun Hizmetleri A.Ş. · Teknopark İstanbul, 34906 Pendik
    """,
  html="""
    <html><body style="background:#111827;color:#e5e7eb;font-family:Arial,sans-serif">
    <div style="max-width:520px;margin:auto;padding:28px">
      <p style="font-size:22px;font-weight:bold;color:#22d3ee">OYUNSAL</p>
      <p>Selam Burak,</p>
      <p>Doğrulama kodunu bu e-postanın <b>konu satırında</b> bulabilirsin. Kodu Oyunsal istemcisindeki pencereye yazarak giriş işlemini tamamla.</p>
      <p style="font-size:13px;color:#9ca3af">Güvenlik ipucu: Ücretsiz skin veya 10.000 elmas vaat eden sitelere hesap bilgilerini girme.</p>
      <p style="font-size:11px;color:#6b7280">Oyunsal Dijital Oyun Hizmetleri A.Ş. &middot; Teknopark İstanbul, 34906 Pendik<br>
      <a href="https://destek.oyunsal.example" style="color:#6b7280">Destek</a></p>
    </div></body></html>
    """)

M(lang="tr", kind="booking_ref", otp=None, link=None,
  frm="Anadolu Kanatları <rezervasyon@anadolukanatlari.example>",
  to="Elif Şahin <elif.sahin@outlook-tr.example>",
  subject="Rezervasyonunuz onaylandı – PNR: T7KX9Q",
  date=datetime(2025, 6, 3, 12, 18, 40, tzinfo=tz(3)),
  cte_text="base64", cte_html="quoted-printable",
  text="""
    Sayın Elif Şahin,

    Rezervasyonunuz onaylanmıştır. İyi uçuşlar dileriz!

    PNR (rezervasyon kodu): T7KX9Q

    Gidiş:  AK 2194  İstanbul Sabiha Gökçen (SAW) 18.07.2025 06:40
                     -> İzmir Adnan Menderes (ADB) 07:45
    Dönüş:  AK 2201  İzmir (ADB) 27.07.2025 21:10 -> İstanbul (SAW) 22:20

    Yolcu: ELİF ŞAHİN · Koltuk 8F / 12A · Bagaj 20 kg
    Ödenen toplam: 2.874,98 TL (vergi ve harçlar 412,40 TL dahil)
    Kart: **** **** **** 3391

    Online check-in, uçuştan 72 saat önce açılır ve 90 dakika önce kapanır.

    Anadolu Kanatları Hava Taşımacılığı A.Ş.
    Aeropark, Yenişehir Mah. Osmanlı Bulvarı No: 11/A, 34912 Kurtköy / İstanbul
    Çağrı Merkezi: 0888 228 12 12
    """,
  html="""
    <html><body style="font-family:Arial,sans-serif;background:#f4f4f4">
    <table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
    <tr><td style="background:#fdc82f;padding:16px 24px;font-size:20px;font-weight:bold">Anadolu Kanatları</td></tr>
    <tr><td style="padding:24px">
      <p>Sayın Elif Şahin,</p>
      <p>Rezervasyonunuz onaylanmıştır. İyi uçuşlar dileriz!</p>
      <p style="margin-bottom:0;font-size:12px;color:#777">PNR (rezervasyon kodu)</p>
      <p style="margin-top:2px;font-size:28px;font-weight:bold;letter-spacing:3px">T7KX9Q</p>
      <table width="100%" cellpadding="6" style="font-size:14px;border:1px solid #eee">
        <tr><td><b>AK 2194</b></td><td>SAW 18.07.2025 06:40 &rarr; ADB 07:45</td><td>Koltuk 8F</td></tr>
        <tr><td><b>AK 2201</b></td><td>ADB 27.07.2025 21:10 &rarr; SAW 22:20</td><td>Koltuk 12A</td></tr>
      </table>
      <p style="font-size:14px">Yolcu: ELİF ŞAHİN &middot; Bagaj 20 kg<br>Ödenen toplam: <b>2.874,98 TL</b> (vergi ve harçlar 412,40 TL dahil) &middot; Kart **** 3391</p>
      <p><a href="https://www.anadolukanatlari.example/check-in?pnr=T7KX9Q&amp;soyad=SAHIN" style="background:#222;color:#fdc82f;padding:10px 18px;text-decoration:none">Online check-in</a>
      &nbsp;<a href="https://www.anadolukanatlari.example/rezervasyonlarim">Rezervasyonlarım</a></p>
    </td></tr>
    <tr><td style="padding:14px 24px;font-size:11px;color:#888">Anadolu Kanatları Hava Taşımacılığı A.Ş. &middot; Kurtköy / İstanbul &middot; 0888 228 12 12</td></tr>
    </table></body></html>
    """)

M(lang="tr", kind="newsletter_numbers", otp=None, link=None,
  frm="Yıldız Mobil <efatura@yildizmobil.example>",
  to="hakan.demirci@superposta.example",
  subject="Haziran 2025 faturanız: 412,37 TL",
  date=datetime(2025, 7, 1, 10, 0, 0, tzinfo=tz(3)),
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""
    Değerli abonemiz Hakan Demirci,

    0542 318 77 20 numaralı hattınızın Haziran 2025 faturası oluşmuştur.

    Fatura No:            YM2025000184419377
    Müşteri No:           40022187
    Fatura Dönemi:        01.06.2025 - 30.06.2025
    Son Ödeme Tarihi:     18.07.2025
    Fatura Tutarı:        412,37 TL

      Süper Paket 20 GB           329,00 TL
      Yurt dışı aramalar (14 dk)   38,22 TL
      ÖİV (%10)                    36,72 TL
      KDV (%20)                     8,43 TL (ek hizmetler)

    Otomatik ödeme talimatınız (Kart **** 0884) ile 18.07.2025 tarihinde tahsil edilecektir.

    Yıldız Mobil İletişim Hizmetleri A.Ş.
    Kozyatağı Mah. Değirmen Sok. No: 18, 34742 Kadıköy / İstanbul
    Müşteri Hizmetleri: 532 (Yıldız Mobil hattınızdan ücretsiz)
    """,
  html="""
    <html><body style="font-family:Arial,sans-serif;color:#222;background:#f2f5fa">
    <table width="600" align="center" cellpadding="20" style="background:#fff">
    <tr><td style="background:#1a237e;color:#ffeb3b;font-size:20px;font-weight:bold">&#9733; Yıldız Mobil</td></tr>
    <tr><td>
      <p>Değerli abonemiz Hakan Demirci,</p>
      <p>0542 318 77 20 numaralı hattınızın Haziran 2025 faturası oluşmuştur.</p>
      <table cellpadding="5" style="font-size:14px">
        <tr><td>Fatura No</td><td>YM2025000184419377</td></tr>
        <tr><td>Müşteri No</td><td>40022187</td></tr>
        <tr><td>Fatura Dönemi</td><td>01.06.2025 - 30.06.2025</td></tr>
        <tr><td>Son Ödeme Tarihi</td><td>18.07.2025</td></tr>
        <tr><td><b>Fatura Tutarı</b></td><td><b>412,37 TL</b></td></tr>
      </table>
      <table cellpadding="4" style="font-size:13px;border-top:1px solid #ddd;margin-top:10px">
        <tr><td>Süper Paket 20 GB</td><td align="right">329,00 TL</td></tr>
        <tr><td>Yurt dışı aramalar (14 dk)</td><td align="right">38,22 TL</td></tr>
        <tr><td>ÖİV (%10)</td><td align="right">36,72 TL</td></tr>
        <tr><td>KDV (%20)</td><td align="right">8,43 TL</td></tr>
      </table>
      <p style="font-size:13px">Otomatik ödeme talimatınız (Kart **** 0884) ile 18.07.2025 tarihinde tahsil edilecektir.</p>
      <p><a href="https://online.yildizmobil.example/fatura/YM2025000184419377.pdf">Faturayı PDF olarak indir</a></p>
    </td></tr>
    <tr><td style="font-size:11px;color:#888">Yıldız Mobil İletişim Hizmetleri A.Ş. &middot; Kozyatağı Mah. Değirmen Sok. No: 18, 34742 Kadıköy / İstanbul</td></tr>
    </table></body></html>
    """)

M(lang="tr", kind="decoy_codes", otp=None, link=None,
  frm="Modakent <kampanya@modakent.example>",
  to="sevgi.aydin@mynet-posta.example",
  subject="Sevgi, sana özel 3 kupon + 250 TL hediye çeki seni bekliyor!",
  date=datetime(2025, 11, 27, 11, 0, 0, tzinfo=tz(3)),
  cte_html="quoted-printable",
  headers=[("List-Unsubscribe", "<https://modakent.example/abonelik/iptal?u=sa77120>"),
           ("Precedence", "bulk")],
  html="""
    <html><body style="margin:0;background:#000;font-family:Arial,sans-serif">
    <table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
    <tr><td style="padding:10px;text-align:center;font-size:11px;color:#888">
      E-posta düzgün görünmüyor mu? <a href="https://modakent.example/eposta/goruntule?k=bf2025-11-27">Tarayıcıda aç</a></td></tr>
    <tr><td style="background:#000;color:#fff;text-align:center;padding:30px">
      <p style="font-size:34px;font-weight:bold;margin:0">EFSANE CUMA</p>
      <p style="margin:4px 0">27 Kasım – 1 Aralık 2025</p></td></tr>
    <tr><td style="padding:24px">
      <p>Merhaba Sevgi,</p>
      <p>Müşteri numaran 88120493 için tanımlı kuponların:</p>
      <table width="100%" cellpadding="10" style="border:1px dashed #000;text-align:center">
        <tr><td><b>CUMA100</b><br><span style="font-size:12px">1.000 TL üzeri 100 TL indirim</span></td>
            <td><b>CUMA250</b><br><span style="font-size:12px">2.000 TL üzeri 250 TL indirim</span></td>
            <td><b>KARGO0</b><br><span style="font-size:12px">Ücretsiz kargo</span></td></tr>
      </table>
      <p>Ayrıca geçen ayki 4.320 TL'lik alışverişinden 250 TL hediye çeki kazandın:</p>
      <p style="font-family:monospace;font-size:18px;text-align:center">Hediye çeki no: 7720-4418-0931-2257</p>
      <p style="font-size:12px;color:#666">Hediye çeki 31.12.2025 tarihine kadar geçerlidir, sipariş numarası 40199273 ile ilişkilidir.
      Modakent sizden hiçbir zaman telefonda SMS kodu istemez.</p>
      <p style="text-align:center"><a href="https://modakent.example/r/efsane-cuma?u=sa77120&amp;c=cuma250" style="background:#e30613;color:#fff;padding:12px 28px;text-decoration:none">Alışverişe başla</a></p>
    </td></tr>
    <tr><td style="padding:16px;font-size:11px;color:#888;text-align:center">
      Modakent Mağazacılık A.Ş. &middot; Bağdat Cad. No: 410, 34728 Kadıköy / İstanbul &middot; Mersis 0612-0488-1920-0017 &middot; 444 66 32<br>
      <a href="https://modakent.example/abonelik/iptal?u=sa77120">Abonelikten çık</a> &middot; <a href="https://modakent.example/kvkk">KVKK</a>
    </td></tr></table>
    <img src="https://px.modakent.example/o.gif?u=sa77120&amp;c=bf25" width="1" height="1" alt="">
    </body></html>
    """)

M(lang="tr", kind="magic_link", otp=None,
  link="https://hesap.dosyam.example/onay/cihaz?karar=evet&istek=dvc_81f3a0c7e2d94b56a1c8&imza=Zk9wM2xQcTc",
  frm="Dosyam <guvenlik@dosyam.example>",
  to="can.ozdemir@kurumsal-posta.example",
  subject="Bu giriş sen miydin?",
  date=datetime(2025, 9, 9, 8, 12, 3, tzinfo=tz(3)),
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""
    Merhaba Can,

    Dosyam hesabına yeni bir cihazdan giriş yapılmak isteniyor:

      Cihaz:   Windows 11 · Edge 128
      Konum:   Bursa, Türkiye (IP 88.247.31.190)
      Zaman:   09.09.2025 08:11

    Bu sen miydin?

    Evet, bendim (girişi onayla):
    https://hesap.dosyam.example/onay/cihaz?karar=evet&istek=dvc_81f3a0c7e2d94b56a1c8&imza=Zk9wM2xQcTc

    Hayır, ben değildim (girişi engelle ve şifreyi değiştir):
    https://hesap.dosyam.example/onay/cihaz?karar=hayir&istek=dvc_81f3a0c7e2d94b56a1c8&imza=Zk9wM2xQcTc

    Depolama: 187,4 GB / 2 TB kullanılıyor. Paketin 14.10.2025 tarihinde yenilenecek (1.199,99 TL/yıl).

    Dosyam Bulut Teknolojileri A.Ş. · Nilüfer / Bursa · 0224 555 80 80
    """,
  html="""
    <html><body style="background:#f0f4f9;font-family:Arial,sans-serif;color:#1f1f1f">
    <table width="540" align="center" cellpadding="24" style="background:#fff;border-radius:8px">
    <tr><td>
      <p style="font-size:20px;font-weight:bold;color:#0061fe">Dosyam</p>
      <p>Merhaba Can,</p>
      <p>Dosyam hesabına yeni bir cihazdan giriş yapılmak isteniyor:</p>
      <table cellpadding="4" style="font-size:14px">
        <tr><td style="color:#666">Cihaz</td><td>Windows 11 &middot; Edge 128</td></tr>
        <tr><td style="color:#666">Konum</td><td>Bursa, Türkiye (IP 88.247.31.190)</td></tr>
        <tr><td style="color:#666">Zaman</td><td>09.09.2025 08:11</td></tr>
      </table>
      <p style="font-weight:bold">Bu sen miydin?</p>
      <p>
        <a href="https://hesap.dosyam.example/onay/cihaz?karar=evet&amp;istek=dvc_81f3a0c7e2d94b56a1c8&amp;imza=Zk9wM2xQcTc"
           style="background:#0061fe;color:#fff;padding:11px 20px;border-radius:6px;text-decoration:none">Evet, bendim</a>
        &nbsp;
        <a href="https://hesap.dosyam.example/onay/cihaz?karar=hayir&amp;istek=dvc_81f3a0c7e2d94b56a1c8&amp;imza=Zk9wM2xQcTc"
           style="border:1px solid #c00;color:#c00;padding:10px 20px;border-radius:6px;text-decoration:none">Hayır, ben değildim</a>
      </p>
      <p style="font-size:13px;color:#555">Depolama: 187,4 GB / 2 TB kullanılıyor. Paketin 14.10.2025 tarihinde yenilenecek (1.199,99 TL/yıl).</p>
      <p style="font-size:11px;color:#888">Dosyam Bulut Teknolojileri A.Ş. &middot; Nilüfer / Bursa &middot; 0224 555 80 80 &middot;
      <a href="https://www.dosyam.example/yardim/guvenlik">Güvenlik merkezi</a></p>
    </td></tr></table></body></html>
    """)

M(lang="tr", kind="newsletter_numbers", otp=None, link=None,
  frm="Hızlı Kargo <bilgi@hizlikargo.example>",
  to="fatma.koc@ttmail-tr.example",
  subject="Kargonuz yola çıktı – Takip No: 7204 5519 8831",
  date=datetime(2025, 3, 26, 17, 44, 21, tzinfo=tz(3)),
  cte_text="8bit",
  text="""
    Sayın FATMA KOÇ,

    KİTAPYURDU DAĞITIM A.Ş. tarafından gönderilen kargonuz yola çıkmıştır.

    Takip numarası:     7204 5519 8831
    Sipariş numarası:   KY-3300281749
    Gönderi tipi:       Koli, 1 parça, 2,4 kg (desi 3)
    Çıkış şubesi:       Gebze Transfer Merkezi (26.03.2025 17:40)
    Varış şubesi:       Konya Meram Şube, Yaka Mah. Yeni Meram Cad. No: 118
    Tahmini teslimat:   28.03.2025, 09:00 - 18:00 arası

    Teslimat adresi: Aksinne Mah. Mimar Muzaffer Cad. No: 54 D: 7, 42030 Meram / Konya

    Kargonuzu şubeden almak isterseniz 28.03.2025 tarihinden itibaren 5 iş günü
    içinde kimliğinizle başvurabilirsiniz.

    Müşteri Hizmetleri: 444 0 278 · Şube tel: 0332 320 44 18
    Hızlı Kargo Taşımacılık A.Ş. · Mersis No: 0465-0119-2000-0015
    """)

M(lang="tr", kind="username_digits", otp=None, link=None,
  frm="Teknoloji Meydanı Forum <bildirim@teknolojimeydani.example>",
  to="emre1994@gmail-tr.example",
  subject="emre1994, takip ettiğin konularda 7 yeni mesaj var",
  date=datetime(2025, 10, 12, 20, 0, 4, tzinfo=tz(3)),
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""
    Merhaba emre1994,

    Son ziyaretinden (08.10.2025 23:41) bu yana takip ettiğin konularda yeni mesajlar var:

      - "RTX 4060 mı RX 7600 mü? (Bütçe 12.500 TL)"        3 yeni cevap, 18.412 görüntüleme
      - "Xiaomi 14T Pro kullanıcı kulübü"                    2 yeni cevap, sayfa 214
      - "Fiber 1000 Mbps'de 300 Mbps alıyorum, 192.168.1.1 arayüzü" 2 yeni cevap

    Üye no: 1188204 · Mesaj sayın: 2.317 · İtibar: 640

    Bu e-postaları almak istemiyorsan bildirim ayarlarını değiştirebilirsin:
    https://www.teknolojimeydani.example/hesap/bildirimler?u=1188204

    Teknoloji Meydanı · Esentepe Mah. Talatpaşa Cad. No: 5, 34394 Şişli / İstanbul
    """,
  html="""
    <html><body style="font-family:Verdana,sans-serif;font-size:13px;color:#333">
    <div style="background:#263238;color:#fff;padding:12px 16px">Teknoloji Meydanı</div>
    <div style="padding:16px">
      <p>Merhaba <b>emre1994</b>,</p>
      <p>Son ziyaretinden (08.10.2025 23:41) bu yana takip ettiğin konularda yeni mesajlar var:</p>
      <ul>
        <li><a href="https://www.teknolojimeydani.example/konu/884120-rtx-4060-mi-rx-7600-mu">RTX 4060 mı RX 7600 mü? (Bütçe 12.500 TL)</a> &ndash; 3 yeni cevap, 18.412 görüntüleme</li>
        <li><a href="https://www.teknolojimeydani.example/konu/702211-xiaomi-14t-pro-kullanici-kulubu?sayfa=214">Xiaomi 14T Pro kullanıcı kulübü</a> &ndash; 2 yeni cevap</li>
        <li><a href="https://www.teknolojimeydani.example/konu/905537-fiber-1000-mbps">Fiber 1000 Mbps'de 300 Mbps alıyorum, 192.168.1.1 arayüzü</a> &ndash; 2 yeni cevap</li>
      </ul>
      <p style="color:#777">Üye no: 1188204 &middot; Mesaj sayın: 2.317 &middot; İtibar: 640</p>
      <p style="font-size:11px;color:#999"><a href="https://www.teknolojimeydani.example/hesap/bildirimler?u=1188204">Bildirim ayarları</a> &middot;
      Teknoloji Meydanı &middot; Esentepe Mah. Talatpaşa Cad. No: 5, 34394 Şişli / İstanbul</p>
    </div></body></html>
    """)

# ---------------------------------------------------------- Indonesian (id)

M(lang="id", kind="several_codes", otp="318604", link=None,
  frm="Tukarin <keamanan@tukarin.example>",
  to="rizky.pratama@gmail-id.example",
  subject="Selesaikan aktivasi Autentikasi 2 Langkah",
  date=datetime(2025, 2, 3, 21, 15, 40, tzinfo=tz(7)),
  cte_text="7bit", cte_html="quoted-printable",
  text="""
    Halo Rizky,

    Anda sedang mengaktifkan Autentikasi 2 Langkah (2FA) di akun Tukarin
    (UID 20558314). Untuk menyelesaikannya, masukkan kode ini sekarang
    di halaman pengaturan:

        318 604

    Kode berlaku 5 menit.

    Setelah aktif, simpan kode cadangan di bawah ini. JANGAN masukkan kode
    cadangan sekarang - gunakan hanya jika HP Anda hilang. Setiap kode hanya
    bisa dipakai satu kali.

      7741 0295    1830 6642
      5092 7718    6604 1187
      2259 4401    9913 0276
      4478 3320    0857 5529

    Tukarin tidak pernah meminta kode lewat telepon, WhatsApp, atau DM.

    PT Tukarin Aset Digital
    Menara Astra Lt. 29, Jl. Jend. Sudirman Kav. 5-6, Jakarta Pusat 10220
    Terdaftar dan diawasi oleh Bappebti, No. 008/BAPPEBTI/CP-AK/11/2022
    """,
  html="""
    <html><body style="font-family:Arial,sans-serif;background:#f2f5f9;color:#1a202c">
    <table width="560" align="center" cellpadding="24" style="background:#fff">
    <tr><td>
      <p style="font-size:20px;font-weight:bold;color:#0052ff">Tukarin</p>
      <p>Halo Rizky,</p>
      <p>Anda sedang mengaktifkan Autentikasi 2 Langkah (2FA) di akun Tukarin (UID 20558314).
      Untuk menyelesaikannya, <b>masukkan kode ini sekarang</b> di halaman pengaturan:</p>
      <p style="font-size:32px;font-weight:bold;letter-spacing:5px;text-align:center;background:#eef4ff;padding:12px">318 604</p>
      <p style="font-size:13px">Kode berlaku 5 menit.</p>
      <p>Setelah aktif, simpan kode cadangan di bawah ini. <b>Jangan</b> masukkan kode cadangan sekarang &ndash; gunakan hanya jika HP Anda hilang.</p>
      <table width="100%" cellpadding="6" style="font-family:monospace;font-size:15px;border:1px solid #dde3ea;color:#555">
        <tr><td>7741 0295</td><td>1830 6642</td></tr>
        <tr><td>5092 7718</td><td>6604 1187</td></tr>
        <tr><td>2259 4401</td><td>9913 0276</td></tr>
        <tr><td>4478 3320</td><td>0857 5529</td></tr>
      </table>
      <p style="font-size:12px;color:#777">Tukarin tidak pernah meminta kode lewat telepon, WhatsApp, atau DM.</p>
      <p style="font-size:11px;color:#999">PT Tukarin Aset Digital &middot; Menara Astra Lt. 29, Jl. Jend. Sudirman Kav. 5-6, Jakarta Pusat 10220<br>
      Terdaftar dan diawasi oleh Bappebti &middot; <a href="https://tukarin.example/bantuan">Pusat Bantuan</a></p>
    </td></tr></table></body></html>
    """)

M(lang="id", kind="new_and_old_code", otp="8127", link=None,
  frm="Jalanin <no-reply@jalanin.example>",
  to="dewi.lestari@yahoo-id.example",
  subject="Kode verifikasi baru Jalanin",
  date=datetime(2025, 9, 18, 6, 52, 8, tzinfo=tz(7)),
  cte_text="7bit",
  text="""
    Hai Dewi,

    Kamu baru saja meminta kode lagi. Kode sebelumnya (4410) sudah tidak
    berlaku ya.

    Kode verifikasi baru kamu: 8127

    Masukkan di aplikasi Jalanin dalam 2 menit. Jangan bagikan kode ini ke
    siapa pun, termasuk driver atau pihak yang mengaku dari Jalanin.

    Perjalanan terakhirmu: JalanCar, 17 Sep 2025 19:42, Blok M - Kemang,
    Rp38.500 (dibayar pakai JalanPay). ID pesanan: JLN-25091719-88304.

    Salam,
    Tim Jalanin
    PT Jalanin Teknologi Indonesia, Jl. Kemang Raya No. 21, Jakarta Selatan 12730
    Layanan pelanggan: 021-5099 8800
    """)

M(lang="id", kind="prefix_code", otp="750284", link=None,
  frm="Obrolan <verifikasi@obrolan.example>",
  to="andi.saputra99@outlook-id.example",
  subject="O-750284 adalah kode verifikasi Obrolan Anda",
  date=datetime(2025, 5, 2, 13, 8, 30, tzinfo=tz(7)),
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""
    Halo Andi,

    Gunakan kode O-750284 untuk memverifikasi alamat email Anda di Obrolan.
    Cukup ketik 6 angkanya saja.

    Jika Anda tidak meminta ini, abaikan email ini.

    Obrolan, Jl. Prof. Dr. Satrio Kav. 18, Jakarta 12940
    """,
  html="""
    <html><body style="font-family:Roboto,Arial,sans-serif;background:#ffffff;color:#202124">
    <div style="max-width:460px;margin:30px auto;border:1px solid #dadce0;border-radius:8px;padding:28px">
      <p style="font-size:20px;color:#00a884;font-weight:bold">Obrolan</p>
      <p>Halo Andi,</p>
      <p>Gunakan kode berikut untuk memverifikasi alamat email Anda. Cukup ketik 6 angkanya saja.</p>
      <p style="font-size:30px;letter-spacing:2px;text-align:center">O-750284</p>
      <p style="font-size:12px;color:#5f6368">Jika Anda tidak meminta ini, abaikan email ini.</p>
      <p style="font-size:11px;color:#9aa0a6">Obrolan, Jl. Prof. Dr. Satrio Kav. 18, Jakarta 12940 &middot;
      <a href="https://obrolan.example/privasi" style="color:#9aa0a6">Privasi</a></p>
    </div></body></html>
    """)

M(lang="id", kind="no_code_word", otp="720415", link=None,
  frm="Bank Nusantara Digital <notifikasi@banknusantara.example>",
  to="Siti Rahmawati <siti.rahmawati@telkom-mail.example>",
  subject="Token untuk menambahkan rekening tujuan baru",
  date=datetime(2025, 10, 29, 10, 44, 59, tzinfo=tz(7)),
  cte_text="quoted-printable", cte_html="base64",
  text="""
    Yth. Ibu Siti Rahmawati,

    Anda menambahkan rekening tujuan baru:
      Bank:          BCA
      No. rekening:  523 081 4479
      Nama:          CV SINAR JAYA ABADI
      Waktu:         29-10-2025 10:44 WIB

    Masukkan token berikut di aplikasi: 7 2 0 4 1 5
    Berlaku 3 menit.

    Jika bukan Anda yang melakukan, segera hubungi Halo Nusantara 1500 889
    atau +62 21 2995 8800 dari luar negeri.

    PT Bank Nusantara Digital Tbk
    Gedung Nusantara, Jl. M.H. Thamrin No. 59, Jakarta Pusat 10350
    Berizin dan diawasi oleh Otoritas Jasa Keuangan serta merupakan peserta penjaminan LPS.
    """,
  html="""
    <html><body style="font-family:Arial,sans-serif;background:#f3f6f9;color:#1e293b">
    <table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
    <tr><td style="background:#004b8d;color:#fff;padding:16px 22px;font-size:18px">Bank Nusantara Digital</td></tr>
    <tr><td style="padding:22px">
      <p>Yth. Ibu Siti Rahmawati,</p>
      <p>Anda menambahkan rekening tujuan baru:</p>
      <table cellpadding="4" style="font-size:14px">
        <tr><td>Bank</td><td>BCA</td></tr>
        <tr><td>No. rekening</td><td>523 081 4479</td></tr>
        <tr><td>Nama</td><td>CV SINAR JAYA ABADI</td></tr>
        <tr><td>Waktu</td><td>29-10-2025 10:44 WIB</td></tr>
      </table>
      <p>Masukkan token berikut di aplikasi:</p>
      <p style="text-align:center">
        <span style="display:inline-block;width:36px;padding:8px 0;margin:2px;border:1px solid #004b8d;font-size:24px;font-weight:bold">7</span><span style="display:inline-block;width:36px;padding:8px 0;margin:2px;border:1px solid #004b8d;font-size:24px;font-weight:bold">2</span><span style="display:inline-block;width:36px;padding:8px 0;margin:2px;border:1px solid #004b8d;font-size:24px;font-weight:bold">0</span><span style="display:inline-block;width:36px;padding:8px 0;margin:2px;border:1px solid #004b8d;font-size:24px;font-weight:bold">4</span><span style="display:inline-block;width:36px;padding:8px 0;margin:2px;border:1px solid #004b8d;font-size:24px;font-weight:bold">1</span><span style="display:inline-block;width:36px;padding:8px 0;margin:2px;border:1px solid #004b8d;font-size:24px;font-weight:bold">5</span>
      </p>
      <p style="font-size:13px">Berlaku 3 menit. Jika bukan Anda yang melakukan, segera hubungi Halo Nusantara <b>1500 889</b> atau +62 21 2995 8800 dari luar negeri.</p>
    </td></tr>
    <tr><td style="padding:14px 22px;font-size:11px;color:#64748b;background:#f8fafc">PT Bank Nusantara Digital Tbk &middot; Gedung Nusantara, Jl. M.H. Thamrin No. 59, Jakarta Pusat 10350<br>
    Berizin dan diawasi oleh Otoritas Jasa Keuangan serta merupakan peserta penjaminan LPS.</td></tr>
    </table></body></html>
    """)

M(lang="id", kind="alt_text_only", otp="539902", link=None,
  frm="Pasarku <otp@pasarku.example>",
  to="budi.santoso@mail-id.example",
  subject="Kode OTP untuk masuk ke Pasarku",
  date=datetime(2025, 7, 7, 19, 31, 3, tzinfo=tz(7)),
  cte_text="7bit", cte_html="quoted-printable",
  images=[("otp-img@pasarku.example", png_text("539902")),
          ("logo@pasarku.example", png_logo((3, 172, 14)))],
  text="""
    Halo Budi,

    Kode OTP kamu ada di gambar pada versi HTML email ini. Aktifkan
    "tampilkan gambar" di aplikasi email kamu untuk melihatnya.

    JANGAN BERIKAN KODE OTP KEPADA SIAPA PUN, termasuk pihak yang mengaku
    dari Pasarku.

    Kode berlaku 5 menit.

    PT Pasarku Niaga Nusantara, Jl. Prof. Dr. Satrio Kav. 11,
    Jakarta Selatan 12950
    """,
  html="""
    <html><body style="font-family:'Open Sans',Arial,sans-serif;background:#f3f4f5">
    <table width="520" align="center" cellpadding="22" style="background:#fff;border-radius:8px">
    <tr><td><img src="cid:logo@pasarku.example" alt="Pasarku" width="96" height="32"></td></tr>
    <tr><td>
      <p>Halo Budi,</p>
      <p>Masukkan kode OTP berikut untuk masuk ke akun Pasarku kamu:</p>
      <p style="text-align:center"><img src="cid:otp-img@pasarku.example" alt="539902" width="150" height="42"></p>
      <p style="font-size:12px;color:#d6001c;font-weight:bold">JANGAN BERIKAN KODE OTP KEPADA SIAPA PUN, termasuk pihak yang mengaku dari Pasarku.</p>
      <p style="font-size:12px;color:#6d7588">Kode berlaku 5 menit. Pesanan terakhirmu INV/20250705/MPL/4419028733 sedang dikirim.</p>
      <p style="font-size:11px;color:#9fa6b0"><a href="https://www.pasarku.example/help" style="color:#9fa6b0">Pusat Bantuan</a> &middot;
      PT Pasarku Niaga Nusantara, Jl. Prof. Dr. Satrio Kav. 11, Jakarta Selatan 12950</p>
    </td></tr></table></body></html>
    """)

M(lang="id", kind="phone_and_dates", otp="846203", link=None,
  frm="Selularku <layanan@selularku.example>",
  to="yusuf.hidayat@selularku-mail.example",
  subject="Verifikasi penggantian kartu SIM 0812-7704-3391",
  date=datetime(2025, 12, 1, 16, 5, 44, tzinfo=tz(7)),
  cte_text="quoted-printable", cte_html="quoted-printable",
  text="""
    Pelanggan Yth. Yusuf Hidayat,

    Kami menerima permintaan penggantian kartu SIM (eSIM) untuk nomor
    0812-7704-3391 pada 01/12/2025 pukul 16.03 WIB di GraPARI Bandung
    Dago (Jl. Ir. H. Juanda No. 88, Bandung 40135).

    Kode verifikasi: 846-203
    Berlaku hingga 16.20 WIB.

    Sisa pulsa: Rp27.450 | Paket Internet OMG 35GB, aktif s.d. 14/12/2025
    No. pelanggan: 6601 2209 8143 | No. tiket: SIM-20251201-00718

    Biaya penggantian: Rp0 (gratis 1x per tahun untuk pelanggan Prioritas)

    Jika Anda tidak melakukan permintaan ini, hubungi 188 dari nomor
    Selularku atau 0807-1-188-188, dan JANGAN berikan kode ini kepada siapa pun.

    PT Selularku Telekomunikasi, Gedung Selularku, Jl. Gatot Subroto Kav. 42, Jakarta 12710
    """,
  html="""
    <html><body style="font-family:Arial,sans-serif;color:#222;background:#fdf2f2">
    <table width="560" align="center" cellpadding="20" style="background:#fff">
    <tr><td style="background:#ec2028;color:#fff;font-size:18px;font-weight:bold">Selularku</td></tr>
    <tr><td>
      <p>Pelanggan Yth. Yusuf Hidayat,</p>
      <p>Kami menerima permintaan penggantian kartu SIM (eSIM) untuk nomor <b>0812-7704-3391</b> pada 01/12/2025 pukul 16.03 WIB
      di GraPARI Bandung Dago (Jl. Ir. H. Juanda No. 88, Bandung 40135).</p>
      <p>Kode verifikasi:</p>
      <p style="font-size:30px;font-weight:bold;letter-spacing:3px;color:#ec2028">846-203</p>
      <p style="font-size:13px">Berlaku hingga 16.20 WIB.</p>
      <table cellpadding="4" style="font-size:13px;background:#fafafa;width:100%">
        <tr><td>Sisa pulsa</td><td>Rp27.450</td></tr>
        <tr><td>Paket</td><td>Internet OMG 35GB, aktif s.d. 14/12/2025</td></tr>
        <tr><td>No. pelanggan</td><td>6601 2209 8143</td></tr>
        <tr><td>No. tiket</td><td>SIM-20251201-00718</td></tr>
        <tr><td>Biaya penggantian</td><td>Rp0 (gratis 1x per tahun untuk pelanggan Prioritas)</td></tr>
      </table>
      <p style="font-size:13px">Jika Anda tidak melakukan permintaan ini, hubungi 188 dari nomor Selularku atau 0807-1-188-188.</p>
    </td></tr>
    <tr><td style="font-size:11px;color:#888">PT Selularku Telekomunikasi &middot; Jl. Gatot Subroto Kav. 42, Jakarta 12710 &middot;
    <a href="https://my.selularku.example/">MySelularku</a></td></tr>
    </table></body></html>
    """)

M(lang="id", kind="booking_ref", otp=None, link=None,
  frm="\"Jelajah.id\" <tiket@jelajah.example>",
  to="Putri Anggraini <putri.anggraini@gmail-id.example>",
  subject="E-tiket Anda: Jakarta (CGK) – Denpasar (DPS), Kode Booking XJ7K2P",
  date=datetime(2025, 11, 11, 11, 11, 45, tzinfo=tz(7)),
  cte_text="7bit", cte_html="quoted-printable",
  text="""
    Halo Putri,

    Pembayaran Anda berhasil. Berikut e-tiket penerbangan Anda.

    Kode Booking (PNR): XJ7K2P
    No. Pesanan Jelajah: 1120498837

    Garuda Nusa GN-404 | Sabtu, 20 Des 2025
    Jakarta Soekarno-Hatta (CGK) Terminal 3, 08:15 WIB
    -> Denpasar I Gusti Ngurah Rai (DPS), 11:05 WITA
    Bagasi 20 kg, kabin 7 kg

    Penumpang: Ny. Putri Anggraini (No. tiket 126-2210448937)
               Tn. Reza Firmansyah   (No. tiket 126-2210448938)

    Total dibayar: Rp3.418.600 via Virtual Account BNI 8808 1120 4988 37
    (termasuk biaya layanan Rp12.000)

    Tunjukkan e-tiket dan KTP/paspor saat check-in. Konter check-in tutup
    45 menit sebelum keberangkatan.

    Customer Service 24 jam: (021) 2930 8000
    PT Jelajah Wisata Indonesia, Jl. Kebon Sirih No. 17-19, Jakarta Pusat 10340
    """,
  html="""
    <html><body style="font-family:Arial,sans-serif;background:#eef6fb">
    <table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
    <tr><td style="background:#0194f3;color:#fff;padding:16px 24px;font-size:20px;font-weight:bold">jelajah.id</td></tr>
    <tr><td style="padding:24px">
      <p>Halo Putri,</p>
      <p>Pembayaran Anda berhasil. Berikut e-tiket penerbangan Anda.</p>
      <table width="100%" cellpadding="8" style="border:1px solid #dfe6ec">
        <tr><td style="font-size:12px;color:#687176">Kode Booking (PNR)</td><td style="font-size:12px;color:#687176">No. Pesanan</td></tr>
        <tr><td style="font-size:26px;font-weight:bold;letter-spacing:2px">XJ7K2P</td><td>1120498837</td></tr>
      </table>
      <p><b>Garuda Nusa GN-404</b> &middot; Sabtu, 20 Des 2025<br>
      CGK Terminal 3, 08:15 WIB &rarr; DPS 11:05 WITA<br>Bagasi 20 kg, kabin 7 kg</p>
      <p style="font-size:14px">Penumpang: Ny. Putri Anggraini (No. tiket 126-2210448937), Tn. Reza Firmansyah (No. tiket 126-2210448938)</p>
      <p style="font-size:14px">Total dibayar: <b>Rp3.418.600</b> via Virtual Account BNI 8808 1120 4988 37 (termasuk biaya layanan Rp12.000)</p>
      <p><a href="https://www.jelajah.example/pesanan/1120498837/e-tiket.pdf" style="background:#ff5e1f;color:#fff;padding:10px 18px;text-decoration:none">Unduh E-tiket (PDF)</a></p>
    </td></tr>
    <tr><td style="padding:14px 24px;font-size:11px;color:#888">CS 24 jam: (021) 2930 8000 &middot; PT Jelajah Wisata Indonesia, Jl. Kebon Sirih No. 17-19, Jakarta Pusat 10340</td></tr>
    </table></body></html>
    """)

M(lang="id", kind="newsletter_numbers", otp=None, link=None,
  frm="Asuransi Sehat Sentosa <tagihan@sehatsentosa.example>",
  to="hendra.wijaya@corp-mail-id.example",
  subject="Pemberitahuan Premi Jatuh Tempo – Polis 0187-2231-4490",
  date=datetime(2025, 8, 25, 8, 30, 0, tzinfo=tz(7)),
  cte_text="base64",
  text="""
    Yth. Bapak Hendra Wijaya,

    Premi polis Anda akan jatuh tempo. Mohon lakukan pembayaran sebelum
    tanggal jatuh tempo agar manfaat asuransi tetap aktif.

    Nomor Polis         : 0187-2231-4490
    Produk              : Sehat Sentosa Keluarga Plus (Plan C)
    Tertanggung         : 4 orang
    Periode premi       : 01/09/2025 - 30/11/2025 (triwulanan)
    Premi               : Rp4.725.000
    Biaya administrasi  : Rp25.000
    Total tagihan       : Rp4.750.000
    Jatuh tempo         : 01/09/2025
    Masa leluasa        : 30 hari (s.d. 01/10/2025)

    Pembayaran melalui Virtual Account:
      Bank Mandiri  89012 0187223144 90
      BCA           39358 0187223144 90

    Klaim rawat inap tahun ini: 2 klaim, total dibayar Rp18.460.000
    (sisa limit tahunan Rp481.540.000).

    Layanan Nasabah 24 jam: 1500 770 / WhatsApp 0811-1500-770

    PT Asuransi Sehat Sentosa
    Wisma Sentosa Lt. 8, Jl. H.R. Rasuna Said Kav. C-3, Jakarta 12920
    PT Asuransi Sehat Sentosa berizin dan diawasi oleh Otoritas Jasa Keuangan.
    """)

M(lang="id", kind="decoy_codes", otp=None, link=None,
  frm="MakanYuk <promo@makanyuk.example>",
  to="agus.setiawan@mail-id.example",
  subject="Pesanan #MY-77102884 selesai. Ini voucher buat makan berikutnya 🍜",
  date=datetime(2025, 6, 14, 20, 22, 17, tzinfo=tz(7)),
  cte_html="8bit",
  html="""
    <html><body style="font-family:Arial,sans-serif;background:#fff8f0;color:#333">
    <div style="max-width:540px;margin:auto;background:#fff;padding:24px;border-radius:12px">
      <p style="font-size:22px;font-weight:bold;color:#e4572e">MakanYuk</p>
      <p>Hai Agus, makasih sudah pesan di <b>Bakmi Gang Kelinci</b>! Pesanan #MY-77102884 sudah diantar pukul 20:18.</p>
      <table width="100%" cellpadding="5" style="font-size:14px;border-top:1px solid #eee">
        <tr><td>2x Bakmi Ayam Spesial</td><td align="right">Rp62.000</td></tr>
        <tr><td>1x Pangsit Goreng (isi 10)</td><td align="right">Rp28.000</td></tr>
        <tr><td>2x Es Teh Manis</td><td align="right">Rp14.000</td></tr>
        <tr><td>Ongkir (3,2 km)</td><td align="right">Rp9.000</td></tr>
        <tr><td>Biaya layanan</td><td align="right">Rp3.000</td></tr>
        <tr><td>Diskon voucher</td><td align="right">-Rp15.000</td></tr>
        <tr><td><b>Total (MakanYuk Pay)</b></td><td align="right"><b>Rp101.000</b></td></tr>
      </table>
      <p style="font-size:13px">Driver: Pak Darto, B 4127 KZT &middot; Rating kamu: ★★★★★</p>
      <div style="border:2px dashed #e4572e;padding:14px;text-align:center;margin:16px 0">
        Voucher makan berikutnya: <b style="font-size:22px">HEMAT50</b><br>
        <span style="font-size:12px">Diskon 50% s.d. Rp25.000, min. belanja Rp40.000, berlaku 15–21 Juni 2025.</span>
      </div>
      <p style="font-size:12px;background:#f7f7f7;padding:10px">Waspada penipuan! MakanYuk tidak pernah meminta kode OTP. Contoh pesan palsu:
      &ldquo;Selamat, Anda menang undian! Kirim kode 123456 yang masuk ke HP Anda.&rdquo; Abaikan dan laporkan.</p>
      <p style="font-size:11px;color:#999">PT MakanYuk Digital Indonesia &middot; Jl. Tanjung Karang No. 3-4A, Jakarta Pusat 10230 &middot;
      <a href="https://makanyuk.example/pesanan/MY-77102884" style="color:#999">Lihat pesanan</a> &middot;
      <a href="https://makanyuk.example/pengaturan/email?u=as8812" style="color:#999">Berhenti berlangganan</a></p>
    </div></body></html>
    """)

M(lang="id", kind="magic_link", otp=None,
  link="https://layanan.dukcapil-kotaharapan.example/akun/atur-ulang-sandi?token=b3f9e2a0c17d4f68a5e9d0c2b74a18f3e6d1c9a0&nik_hash=7c2e91",
  frm="Portal Layanan Dukcapil Kota Harapan <noreply@dukcapil-kotaharapan.example>",
  to="lina.marlina@gmail-id.example",
  subject="Permintaan atur ulang kata sandi akun Layanan Online Dukcapil",
  date=datetime(2025, 4, 14, 9, 37, 21, tzinfo=tz(7)),
  cte_text="7bit", cte_html="quoted-printable",
  text="""
    Yth. Sdri. Lina Marlina,

    Kami menerima permintaan atur ulang kata sandi untuk akun Layanan Online
    Dinas Kependudukan dan Pencatatan Sipil Kota Harapan yang terhubung
    dengan NIK 3275********0012.

    Klik tautan berikut untuk membuat kata sandi baru (berlaku 30 menit):
    https://layanan.dukcapil-kotaharapan.example/akun/atur-ulang-sandi?token=b3f9e2a0c17d4f68a5e9d0c2b74a18f3e6d1c9a0&nik_hash=7c2e91

    Status permohonan Anda:
      - Akta Kelahiran, No. Registrasi 3275-LU-14042025-0091: diproses
      - Kartu Identitas Anak (KIA): siap diambil di Kecamatan Harapan Jaya,
        Senin-Jumat 08.00-15.00 WIB

    Seluruh layanan Dukcapil GRATIS. Jika Anda tidak meminta atur ulang
    kata sandi, abaikan email ini.

    Dinas Kependudukan dan Pencatatan Sipil Kota Harapan
    Jl. Pemuda No. 1, Kota Harapan 17111 | Telp. (021) 8840 1122
    """,
  html="""
    <html><body style="font-family:Arial,sans-serif;background:#f4f6f8;color:#1f2933">
    <table width="580" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
    <tr><td style="background:#7a1f1f;color:#fff;padding:14px 22px"><b>Layanan Online Dukcapil</b><br><span style="font-size:12px">Kota Harapan</span></td></tr>
    <tr><td style="padding:22px">
      <p>Yth. Sdri. Lina Marlina,</p>
      <p>Kami menerima permintaan atur ulang kata sandi untuk akun yang terhubung dengan NIK 3275********0012.</p>
      <p><a href="https://layanan.dukcapil-kotaharapan.example/akun/atur-ulang-sandi?token=b3f9e2a0c17d4f68a5e9d0c2b74a18f3e6d1c9a0&amp;nik_hash=7c2e91"
        style="background:#7a1f1f;color:#fff;padding:11px 22px;text-decoration:none;border-radius:4px">Buat Kata Sandi Baru</a></p>
      <p style="font-size:13px">Tautan berlaku 30 menit.</p>
      <p style="font-size:14px"><b>Status permohonan Anda</b></p>
      <ul style="font-size:14px">
        <li>Akta Kelahiran, No. Registrasi 3275-LU-14042025-0091: diproses &ndash;
          <a href="https://layanan.dukcapil-kotaharapan.example/permohonan/3275-LU-14042025-0091">lihat detail</a></li>
        <li>Kartu Identitas Anak (KIA): siap diambil di Kecamatan Harapan Jaya, Senin&ndash;Jumat 08.00&ndash;15.00 WIB</li>
      </ul>
      <p style="font-size:13px;color:#b42318"><b>Seluruh layanan Dukcapil GRATIS.</b> Jika Anda tidak meminta atur ulang kata sandi, abaikan email ini.</p>
    </td></tr>
    <tr><td style="padding:14px 22px;font-size:11px;color:#7b8794;background:#f9fafb">
      Jl. Pemuda No. 1, Kota Harapan 17111 &middot; Telp. (021) 8840 1122 &middot;
      <a href="https://dukcapil-kotaharapan.example/pengaduan">Pengaduan</a> &middot;
      <a href="https://dukcapil-kotaharapan.example/kebijakan-privasi">Kebijakan Privasi</a>
    </td></tr></table></body></html>
    """)

M(lang="id", kind="magic_link", otp=None,
  link="https://email.reksaku.example/ls/click?upn=aHR0cHM6Ly9hcHAucmVrc2FrdS5leGFtcGxl-2Fverifikasi&tid=ver-55012984&s=91f0c3",
  link_alt=["https://app.reksaku.example/verifikasi-email?kode=Q8f1Zr27LpX0vT3nWb9Ks4&uid=55012984"],
  frm="Reksaku <halo@reksaku.example>",
  to="fajar.nugroho@gmail-id.example",
  subject="Verifikasi email kamu & mulai investasi dari Rp10.000",
  date=datetime(2025, 1, 20, 12, 2, 33, tzinfo=tz(7)),
  cte_text="quoted-printable", cte_html="quoted-printable",
  headers=[("List-Unsubscribe", "<https://reksaku.example/unsubscribe?u=55012984>")],
  text="""
    Hai Fajar,

    Satu langkah lagi! Verifikasi email kamu lewat tautan ini (berlaku 24 jam):
    https://app.reksaku.example/verifikasi-email?kode=Q8f1Zr27LpX0vT3nWb9Ks4&uid=55012984

    Setelah itu, lengkapi data KTP (NIK 16 digit) dan rekening bank atas
    nama sendiri. Proses verifikasi biasanya selesai dalam 1x24 jam kerja.

    Kinerja produk populer (per 17/01/2025):
      Reksa Dana Pasar Uang Sentosa     +4,82% / tahun   min. Rp10.000
      Reksa Dana Pendapatan Tetap Bahari +6,91% / tahun   min. Rp100.000
      SBN Ritel ORI026 (kupon 6,30%)      pemesanan 27/01 - 20/02/2025

    Kinerja masa lalu tidak mencerminkan kinerja masa depan.

    PT Reksaku Investasi Digital, Jl. Jend. Sudirman Kav. 52-53, Jakarta 12190
    Terdaftar dan diawasi OJK sebagai APERD No. KEP-31/PM.21/2021
    Berhenti berlangganan: https://reksaku.example/unsubscribe?u=55012984
    """,
  html="""
    <html><body style="background:#eefaf5;font-family:Arial,sans-serif;color:#1b2a24">
    <table width="100%"><tr><td align="center">
    <table width="560" cellpadding="24" style="background:#fff;border-radius:10px">
    <tr><td>
      <p style="font-size:22px;font-weight:bold;color:#00a86b">Reksaku</p>
      <p>Hai Fajar,</p>
      <p>Satu langkah lagi! Verifikasi email kamu supaya bisa mulai investasi.</p>
      <p style="text-align:center"><a href="https://email.reksaku.example/ls/click?upn=aHR0cHM6Ly9hcHAucmVrc2FrdS5leGFtcGxl-2Fverifikasi&amp;tid=ver-55012984&amp;s=91f0c3"
        style="background:#00a86b;color:#fff;padding:13px 30px;border-radius:24px;text-decoration:none;font-weight:bold">Verifikasi Email</a></p>
      <p style="font-size:12px;color:#667">Tautan berlaku 24 jam. Tombol tidak berfungsi? Salin tautan ini:<br>
      https://app.reksaku.example/verifikasi-email?kode=Q8f1Zr27LpX0vT3nWb9Ks4&amp;uid=55012984</p>
      <table width="100%" cellpadding="6" style="font-size:13px;background:#f5fbf8">
        <tr><td colspan="3"><b>Kinerja produk populer (per 17/01/2025)</b></td></tr>
        <tr><td>RD Pasar Uang Sentosa</td><td>+4,82% / tahun</td><td>min. Rp10.000</td></tr>
        <tr><td>RD Pendapatan Tetap Bahari</td><td>+6,91% / tahun</td><td>min. Rp100.000</td></tr>
        <tr><td>SBN Ritel ORI026 (kupon 6,30%)</td><td colspan="2">pemesanan 27/01 &ndash; 20/02/2025</td></tr>
      </table>
      <p style="font-size:11px;color:#889">Kinerja masa lalu tidak mencerminkan kinerja masa depan.</p>
    </td></tr>
    <tr><td style="font-size:11px;color:#889">
      <a href="https://email.reksaku.example/ls/click?upn=aW5zdGFncmFt&amp;tid=ver-55012984"><img src="https://img.reksaku.example/ig.png" alt="Instagram" width="18"></a>
      <a href="https://email.reksaku.example/ls/click?upn=eW91dHViZQ&amp;tid=ver-55012984"><img src="https://img.reksaku.example/yt.png" alt="YouTube" width="18"></a><br>
      PT Reksaku Investasi Digital &middot; Jl. Jend. Sudirman Kav. 52-53, Jakarta 12190 &middot; APERD No. KEP-31/PM.21/2021<br>
      <a href="https://reksaku.example/unsubscribe?u=55012984">Berhenti berlangganan</a> &middot; <a href="https://reksaku.example/syarat">Syarat &amp; Ketentuan</a>
    </td></tr></table>
    <img src="https://email.reksaku.example/wf/open?upn=b3Blbi01NTAxMjk4NA" width="1" height="1" alt="">
    </td></tr></table></body></html>
    """)


if __name__ == "__main__":
    sys.exit(main())
