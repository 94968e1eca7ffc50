#!/usr/bin/env python3
"""Hand-written labelled test mail for a one-time-code / magic-link extractor.

Languages: nl, pl, sv, ru, tr, id (11 messages each).  Standard library only.
Run:  python3 build.py   -> writes gn-NNNN.eml + labels.jsonl and validates them.
"""
import base64
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
from collections import Counter
from email.message import EmailMessage
from html.parser import HTMLParser

PREFIX = "gn"
OUT = os.path.dirname(os.path.abspath(__file__))
MESSAGES = []


# ---------------------------------------------------------------- helpers
def tok(seed, n=43, alphabet="b64"):
    """Deterministic, realistic-looking token (url-safe base64, hex, ...)."""
    raw = b""
    i = 0
    while len(raw) < n * 2:
        raw += hashlib.sha256(f"{seed}:{i}".encode()).digest()
        i += 1
    if alphabet == "hex":
        return raw.hex()[:n]
    if alphabet == "b64":
        return base64.urlsafe_b64encode(raw).decode().rstrip("=")[:n]
    if alphabet == "alnum":
        s = base64.b64encode(raw).decode()
        return re.sub(r"[^A-Za-z0-9]", "", s)[:n]
    if alphabet == "lower":
        s = base64.b32encode(raw).decode().lower()
        return re.sub(r"[^a-z0-9]", "", s)[:n]
    raise ValueError(alphabet)


def uuid_like(seed):
    h = hashlib.md5(seed.encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:32]}"


def png(width=120, height=40, rgb=(30, 90, 160)):
    """A small valid solid-colour PNG, built with zlib + struct only."""
    def chunk(kind, data):
        c = struct.pack(">I", len(data)) + kind + data
        return c + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    row = b"\x00" + bytes(rgb) * width
    raw = row * height
    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))


def spans(code, style="display:inline-block;width:34px;margin:0 3px;padding:8px 0;"
          "border:1px solid #d0d5dd;border-radius:6px;font:700 24px/1 Arial,sans-serif;"
          "text-align:center"):
    """One <span> per character, as several senders render codes."""
    return "".join(f'<span style="{style}">{ch}</span>' for ch in code)


def M(lang, kind, otp, link, subject, frm, to, date, text=None, html=None,
      link_alt=None, headers=None, cte_text="8bit", cte_html="quoted-printable",
      charset="utf-8", image=None, crlf=False, family=None, msgid_domain=None):
    MESSAGES.append(dict(
        lang=lang, kind=kind, otp=otp, link=link, link_alt=link_alt,
        subject=subject, frm=frm, to=to, date=date, text=text, html=html,
        headers=headers or {}, cte_text=cte_text, cte_html=cte_html,
        charset=charset, image=image, crlf=crlf, family=family,
        msgid_domain=msgid_domain))


# ---------------------------------------------------------------- building
def _fix_cte(body, cte, charset):
    if cte == "7bit":
        try:
            body.encode("ascii")
        except UnicodeEncodeError:
            raise SystemExit("7bit requested for non-ASCII body")
    return cte


def build_message(m, n):
    msg = EmailMessage()
    msg["From"] = m["frm"]
    msg["To"] = m["to"]
    msg["Subject"] = m["subject"]
    msg["Date"] = m["date"]
    dom = m["msgid_domain"] or re.search(r"@([^>\s]+)", m["frm"]).group(1)
    msg["Message-ID"] = f"<{tok('mid' + str(n), 24, 'alnum')}.{n}@{dom}>"
    for k, v in m["headers"].items():
        msg[k] = v
    text, html, cs = m["text"], m["html"], m["charset"]
    if text is not None and html is not None:
        msg.set_content(text, subtype="plain", charset=cs,
                        cte=_fix_cte(text, m["cte_text"], cs))
        msg.add_alternative(html, subtype="html", charset=cs,
                            cte=_fix_cte(html, m["cte_html"], cs))
        if m["image"]:
            hp = msg.get_payload()[1]
            for img in m["image"]:
                hp.add_related(img["data"], maintype="image", subtype="png",
                               cid=f"<{img['cid']}>", filename=img.get("filename"))
    elif html is not None:
        msg.set_content(html, subtype="html", charset=cs,
                        cte=_fix_cte(html, m["cte_html"], cs))
        if m["image"]:
            for img in m["image"]:
                msg.add_related(img["data"], maintype="image", subtype="png",
                                cid=f"<{img['cid']}>", filename=img.get("filename"))
    else:
        msg.set_content(text, subtype="plain", charset=cs,
                        cte=_fix_cte(text, m["cte_text"], cs))
    for i, part in enumerate(msg.walk()):
        if part.is_multipart():   # deterministic boundaries -> reproducible files
            part.set_boundary(f"=_{PREFIX}{n:04d}_{i}_{tok(f'b{n}.{i}', 16, 'alnum')}")
    pol = email.policy.SMTP if m["crlf"] else email.policy.default
    data = msg.as_bytes(policy=pol)
    if not m["subject"].isascii():
        # Python's folder can drop the space between two encoded-words; write the
        # Subject ourselves, with all whitespace kept inside the encoded-words.
        nl = b"\r\n" if m["crlf"] else b"\n"
        enc = encode_words(m["subject"], "Q" if n % 3 == 0 else "B")
        data = re.sub(rb"^Subject: .*?" + nl + rb"(?=\S)",
                      lambda _: b"Subject: " + enc.replace("\n", nl.decode()).encode() + nl,
                      data, count=1, flags=re.S | re.M)
    return data


def encode_words(s, mode="B", limit=45):
    chunks, cur = [], ""
    for ch in s:
        if len((cur + ch).encode("utf-8")) > limit:
            chunks.append(cur)
            cur = ch
        else:
            cur += ch
    chunks.append(cur)
    out = []
    for c in chunks:
        b = c.encode("utf-8")
        if mode == "B":
            out.append("=?utf-8?B?" + base64.b64encode(b).decode() + "?=")
        else:
            q = "".join(chr(x) if (chr(x).isalnum() and x < 128) else "_" if x == 32
                        else f"={x:02X}" for x in b)
            out.append("=?utf-8?Q?" + q + "?=")
    return "\n ".join(out)


# ---------------------------------------------------------------- validation
class _Links(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.hrefs, self.alts, self.srcs, self.text = [], [], [], []

    def handle_starttag(self, tag, attrs):
        for k, v in attrs:
            if v is None:
                continue
            if k == "href":
                self.hrefs.append(v)
            elif k == "alt":
                self.alts.append(v)
            elif k in ("src", "background"):
                self.srcs.append(v)

    def handle_data(self, data):
        self.text.append(data)


URL_RE = re.compile(r"https?://[^\s\"'<>)\]]+")
ALLOWED_TLD = (".example", ".test", ".invalid")


def _code_present(code, haystacks):
    if any(code in h for h in haystacks):
        return True
    sep = r"(?:\s|&nbsp;|\u00a0|[-\u2013\u00b7.]|<[^>]*>)*"
    pat = re.compile(sep.join(re.escape(c) for c in code))
    return any(pat.search(h) for h in haystacks)


def validate(path, label):
    errs = []
    data = open(path, "rb").read()
    msg = email.message_from_bytes(data, policy=email.policy.default)
    subject = str(msg["Subject"] or "")
    texts, htmls = [], []
    for part in msg.walk():
        if part.defects:
            errs.append(f"defects {part.defects}")
        for k, v in part.items():
            if getattr(v, "defects", None):
                errs.append(f"header {k} defects {v.defects}")
        if part.is_multipart():
            continue
        ct = part.get_content_type()
        if ct == "text/plain":
            texts.append(part.get_content())
        elif ct == "text/html":
            htmls.append(part.get_content())
    for k in ("From", "To", "Date", "Subject", "Message-ID"):
        if msg[k] is None:
            errs.append(f"missing {k}")
    p = _Links()
    for h in htmls:
        p.feed(h)
    visible = " ".join(p.text)
    hay = [subject] + texts + htmls + [htmlmod.unescape(visible)] + p.alts
    if label["otp"] is not None and not _code_present(label["otp"], hay):
        errs.append(f"otp {label['otp']!r} not found")
    if label["otp"] is not None and label["kind"] == "subject_only":
        if _code_present(label["otp"], texts + htmls) or not _code_present(label["otp"], [subject]):
            errs.append("subject_only code must be in the subject only")
    if label["otp"] is not None and label["kind"] == "alt_text_only":
        if (_code_present(label["otp"], texts + [subject, htmlmod.unescape(visible)])
                or not _code_present(label["otp"], p.alts)):
            errs.append("alt_text_only code must be in an alt attribute only")
    if label["link"] is not None:
        if htmls:
            if label["link"] not in p.hrefs:
                errs.append("link not an href")
        elif not any(label["link"] in t for t in texts):
            errs.append("link not in text part")
    for alt in label.get("link_alt", []) or []:
        if alt not in p.hrefs and not any(alt in t for t in texts):
            errs.append(f"link_alt missing {alt}")
    # every URL must use a reserved domain
    urls = p.hrefs + p.srcs + URL_RE.findall(" ".join(texts))
    for u in urls:
        if u.startswith(("mailto:", "tel:", "cid:", "#")):
            continue
        m = re.match(r"https?://([^/:?#]+)", u)
        if not m or not m.group(1).lower().endswith(ALLOWED_TLD):
            errs.append(f"bad url domain {u}")
    for k in ("From", "To", "Reply-To"):
        if msg[k]:
            for a in msg[k].addresses:
                if not a.domain.lower().endswith(ALLOWED_TLD):
                    errs.append(f"bad address domain {a}")
    return errs


def main():
    for f in os.listdir(OUT):
        if f.startswith(PREFIX + "-") and f.endswith(".eml"):
            os.remove(os.path.join(OUT, f))
    fam_count = Counter()
    labels = []
    for n, m in enumerate(MESSAGES, 1):
        fname = f"{PREFIX}-{n:04d}.eml"
        with open(os.path.join(OUT, fname), "wb") as fh:
            fh.write(build_message(m, n))
        fam = m["family"]
        if fam is None:
            fam_count[m["kind"]] += 1
            fam = f"{PREFIX}-{m['kind']}-{fam_count[m['kind']]:02d}"
        lab = {"file": fname, "otp": m["otp"], "link": m["link"],
               "kind": m["kind"], "lang": m["lang"], "family": fam}
        if m["link_alt"]:
            lab["link_alt"] = m["link_alt"]
        labels.append(lab)
    with open(os.path.join(OUT, "labels.jsonl"), "w", encoding="utf-8") as fh:
        for lab in labels:
            fh.write(json.dumps(lab, ensure_ascii=False) + "\n")

    bad = 0
    for lab, m in zip(labels, MESSAGES):
        errs = validate(os.path.join(OUT, lab["file"]), lab)
        # headers must survive the fold/encode round trip unchanged
        pm = email.message_from_bytes(open(os.path.join(OUT, lab["file"]), "rb").read(),
                                      policy=email.policy.default)
        if str(pm["Subject"]) != m["subject"]:
            errs.append(f"subject round trip: {str(pm['Subject'])!r}")
        for hk, mk in (("From", "frm"), ("To", "to")):
            if pm[hk].addresses[0].display_name != email.utils.parseaddr(m[mk])[0]:
                errs.append(f"{hk} display name round trip: {pm[hk].addresses[0].display_name!r}")
        if errs:
            bad += 1
            print(lab["file"], lab["kind"], lab["lang"], "; ".join(errs))
    # global checks
    if len({lab["family"] for lab in labels}) != len(labels):
        print("duplicate family")
        bad += 1
    code = sum(lab["otp"] is not None for lab in labels)
    link = sum(lab["link"] is not None for lab in labels)
    both = sum(lab["otp"] is not None and lab["link"] is not None for lab in labels)
    neither = sum(lab["otp"] is None and lab["link"] is None for lab in labels)
    print(f"{len(labels)} messages; code {code}, link {link}, both {both}, neither {neither}")
    print("by lang:", dict(sorted(Counter(lab["lang"] for lab in labels).items())))
    print("by kind:", dict(sorted(Counter(lab["kind"] for lab in labels).items())))
    if bad:
        print(f"VALIDATION FAILED: {bad} problem(s)")
        sys.exit(1)
    print("VALIDATION PASSED")


# ================================================================ messages
# ---------------------------------------------------------------- Dutch (nl)
_t = tok("nl1-reset", 48)
_nl1_raw = f"https://mijn.telenova.example/wachtwoord/nieuw?token={_t}&lang=nl-BE"
_nl1_btn = f"https://click.telenova.example/ls/click?upn={tok('nl1-upn', 64)}&src=pwreset&cid=7412093118"
M("nl", "magic_link", None, _nl1_btn,
  "Stel je nieuwe wachtwoord in voor Mijn Telenova",
  "Telenova <noreply@mijn.telenova.example>",
  "Sofie Peeters <sofie.peeters@postvak.example>",
  "Mon, 10 Mar 2025 19:42:08 +0100",
  link_alt=[_nl1_raw],
  text=f"""Dag Sofie,

We kregen een aanvraag om het wachtwoord van je Mijn Telenova-account
(klantnummer 7.412.093.118) opnieuw in te stellen.

Klik op de link hieronder om een nieuw wachtwoord te kiezen. De link is
60 minuten geldig en werkt maar één keer.

{_nl1_raw}

Heb je dit niet gevraagd? Dan hoef je niets te doen: je huidige wachtwoord
blijft gewoon werken.

Vriendelijke groeten,
Het Telenova-team

--
Telenova NV · Liersesteenweg 4, 2800 Mechelen · BTW BE 0466.917.220
RPR Antwerpen, afdeling Mechelen
Klantendienst: 078 15 44 00 (ma–za, 8u–20u)
Privacy: https://www.telenova.example/nl/privacy
""",
  html=f"""<!DOCTYPE html>
<html lang="nl-BE"><head><meta charset="utf-8"><title>Nieuw wachtwoord</title></head>
<body style="margin:0;background:#f2f4f7;font-family:Arial,Helvetica,sans-serif;color:#1d2939">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 32px;border-bottom:4px solid #e4007c">
<img src="https://static.telenova.example/mail/logo-telenova-2x.png" width="140" height="32" alt="Telenova"></td></tr>
<tr><td style="padding:32px">
<h1 style="font-size:22px;margin:0 0 16px">Nieuw wachtwoord instellen</h1>
<p>Dag Sofie,</p>
<p>We kregen een aanvraag om het wachtwoord van je Mijn Telenova-account
(klantnummer 7.412.093.118) opnieuw in te stellen.</p>
<p style="text-align:center;margin:28px 0">
<a href="{htmlmod.escape(_nl1_btn)}" style="background:#e4007c;color:#fff;text-decoration:none;padding:14px 28px;border-radius:24px;font-weight:bold">Kies een nieuw wachtwoord</a></p>
<p style="font-size:13px;color:#667085">Deze link is 60 minuten geldig en werkt maar &eacute;&eacute;n keer.
Heb je dit niet gevraagd? Dan hoef je niets te doen.</p>
</td></tr>
<tr><td style="padding:16px 32px;font-size:11px;color:#98a2b3;background:#f9fafb">
Telenova NV &middot; Liersesteenweg 4, 2800 Mechelen &middot; BTW BE 0466.917.220<br>
Klantendienst 078 15 44 00 &middot;
<a href="https://www.telenova.example/nl/privacy" style="color:#98a2b3">Privacy</a> &middot;
<a href="https://www.telenova.example/nl/help/inloggen" style="color:#98a2b3">Hulp bij inloggen</a>
</td></tr></table></td></tr></table>
<img src="https://click.telenova.example/o/{tok('nl1-px', 22)}.gif" width="1" height="1" alt="">
</body></html>
""",
  cte_text="quoted-printable", cte_html="base64",
  headers={"X-Mailer": "Telenova Notify 3.2", "Content-Language": "nl-BE"})

M("nl", "prefix_code", "308517", None,
  "V-308517 is je Vonkhost-verificatiecode",
  "Vonkhost <beveiliging@vonkhost.example>",
  "m.bakker@bakker-webdesign.example",
  "Tue, 04 Feb 2025 08:03:51 +0100",
  html="""<html><body style="font-family:Verdana,sans-serif;font-size:14px;color:#222">
<p>Hallo Mark,</p>
<p>Je probeert in te loggen in het klantenpaneel van Vonkhost. Gebruik onderstaande verificatiecode:</p>
<p style="font-size:26px;letter-spacing:2px;font-weight:bold;margin:20px 0">V-308517</p>
<p>Typ alleen de 6 cijfers; het voorvoegsel <b>V-</b> staat al in het invulveld.
De code verloopt om 08:13 (CET).</p>
<p>Klantnummer: VH-220931<br>Pakket: Business Hosting XL (3 domeinen)</p>
<hr style="border:0;border-top:1px solid #ddd">
<p style="font-size:11px;color:#777">Vonkhost B.V. &middot; Stationsplein 12, 8011 CW Zwolle &middot;
KvK 64021877 &middot; 038 208 4400<br>
Je ontvangt deze e-mail omdat er met jouw gegevens is ingelogd.
<a href="https://www.vonkhost.example/beveiliging">Meer over accountbeveiliging</a></p>
</body></html>
""", cte_html="7bit")

M("nl", "newsletter_numbers", None, None,
  "Bevestiging bestelling 5012-88317-204 — bezorging do 13 maart",
  "Buurtmarkt Online <bestellingen@buurtmarkt.example>",
  "Joost van Leeuwen <joostvl@inbox.example>",
  "Sun, 09 Mar 2025 21:17:44 +0100",
  text="""Hoi Joost,

Bedankt voor je bestelling! Hieronder vind je het overzicht.

Bestelnummer: 5012-88317-204
Bezorgmoment: donderdag 13 maart 2025, 18:00 – 19:00
Bezorgadres: Kerkstraat 41-2, 3581 RB Utrecht

 2x  Halfvolle melk 1,5 L ............ € 3,58
 1x  Volkorenbrood heel .............. € 2,79
 3x  Bananen (tros ca. 1 kg) ......... € 5,37
 1x  Koffiebonen Extra Dark 1 kg ..... € 14,99
 6x  Mineraalwater 1,5 L ............. € 4,74
     Statiegeld 6 x € 0,15 ........... € 0,90
     Bezorgkosten .................... € 3,95
     Korting Buurtpas (-10%) ......... -€ 3,14
 -----------------------------------------------
     Totaal (incl. 9% btw) ........... € 33,18

Betaald met iDEAL op 09-03-2025 om 21:16.

Wijzigen kan tot woensdag 12 maart 23:59 via de app.

Buurtmarkt Online B.V. · Postbus 1450, 3500 BL Utrecht · KvK 30149872
BTW NL812345678B01 · Klantenservice 030 799 12 00
""",
  html="""<html><body style="font-family:Helvetica,Arial,sans-serif;color:#333">
<div style="max-width:600px;margin:auto">
<h2 style="color:#2e7d32">Bedankt voor je bestelling, Joost!</h2>
<table cellpadding="6" style="font-size:14px">
<tr><td>Bestelnummer</td><td><b>5012-88317-204</b></td></tr>
<tr><td>Bezorgmoment</td><td>donderdag 13 maart 2025, 18:00 – 19:00</td></tr>
<tr><td>Bezorgadres</td><td>Kerkstraat 41-2, 3581 RB Utrecht</td></tr>
</table>
<table width="100%" cellpadding="6" style="border-collapse:collapse;font-size:14px;margin-top:12px">
<tr style="background:#f1f8e9"><th align="left">Artikel</th><th>Aantal</th><th align="right">Prijs</th></tr>
<tr><td>Halfvolle melk 1,5 L</td><td align="center">2</td><td align="right">€ 3,58</td></tr>
<tr><td>Volkorenbrood heel</td><td align="center">1</td><td align="right">€ 2,79</td></tr>
<tr><td>Bananen (tros ca. 1 kg)</td><td align="center">3</td><td align="right">€ 5,37</td></tr>
<tr><td>Koffiebonen Extra Dark 1 kg</td><td align="center">1</td><td align="right">€ 14,99</td></tr>
<tr><td>Mineraalwater 1,5 L</td><td align="center">6</td><td align="right">€ 4,74</td></tr>
<tr><td>Statiegeld 6 × € 0,15</td><td></td><td align="right">€ 0,90</td></tr>
<tr><td>Bezorgkosten</td><td></td><td align="right">€ 3,95</td></tr>
<tr><td>Korting Buurtpas (-10%)</td><td></td><td align="right">-€ 3,14</td></tr>
<tr style="border-top:2px solid #333"><td><b>Totaal (incl. 9% btw)</b></td><td></td><td align="right"><b>€ 33,18</b></td></tr>
</table>
<p>Betaald met iDEAL op 09-03-2025 om 21:16.</p>
<p><a href="https://www.buurtmarkt.example/account/bestellingen/5012-88317-204" style="background:#2e7d32;color:#fff;padding:10px 18px;text-decoration:none;border-radius:4px">Bestelling bekijken of wijzigen</a></p>
<p style="font-size:11px;color:#888">Buurtmarkt Online B.V. · Postbus 1450, 3500 BL Utrecht · KvK 30149872 · BTW NL812345678B01<br>
Klantenservice 030 799 12 00 · <a href="https://www.buurtmarkt.example/nieuwsbrief/afmelden?u=88317">Afmelden voor aanbiedingen</a></p>
</div></body></html>
""", cte_text="8bit", cte_html="base64")

M("nl", "booking_ref", None, None,
  "Uw reservering ZK4T7Q – Amsterdam naar Lissabon op 18 april",
  "Noordzee Air <reserveringen@noordzee-air.example>",
  '"Fam. Hendriks" <r.hendriks@kpn-mail.example>',
  "Wed, 26 Feb 2025 14:29:10 +0100",
  text="""Beste heer Hendriks,

Hartelijk dank voor uw boeking bij Noordzee Air. Uw reservering is bevestigd.

Reserveringscode (PNR): ZK4T7Q

HEENREIS  vr 18 apr 2025  NA 1742
  Amsterdam Schiphol (AMS) 07:05  ->  Lissabon (LIS) 09:20
  Klasse: Economy Light · Stoel 14C / 14D
RETOUR    vr 25 apr 2025  NA 1747
  Lissabon (LIS) 10:10  ->  Amsterdam Schiphol (AMS) 14:15

Passagiers:
  HENDRIKS/RUUDMR    ticket 074-2381947720
  HENDRIKS/ELSMRS    ticket 074-2381947721

Totaalprijs: EUR 412,60 (incl. luchthavenbelastingen EUR 96,40)
Ruimbagage: 1 x 23 kg per persoon

Online inchecken opent 30 uur voor vertrek op noordzee-air.example
met uw reserveringscode en achternaam.

Met vriendelijke groet,
Noordzee Air Klantenservice · +31 20 654 3210
Noordzee Air B.V., Evert van de Beekstraat 7, 1118 CL Schiphol
""",
  html="""<html><body style="font-family:Arial,sans-serif;background:#eef3f8">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#003a70;color:#fff;padding:18px 24px;font-size:20px">Noordzee Air</td></tr>
<tr><td style="padding:24px">
<p>Beste heer Hendriks,</p>
<p>Hartelijk dank voor uw boeking. Uw reservering is bevestigd.</p>
<p style="font-size:13px;color:#555;margin-bottom:2px">Reserveringscode</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:4px;margin-top:0">ZK4T7Q</p>
<table width="100%" cellpadding="6" style="font-size:14px;border:1px solid #d6e0ea">
<tr style="background:#f3f7fb"><td><b>NA 1742</b> · vr 18 apr 2025</td><td>AMS 07:05 → LIS 09:20</td><td>14C / 14D</td></tr>
<tr><td><b>NA 1747</b> · vr 25 apr 2025</td><td>LIS 10:10 → AMS 14:15</td><td>–</td></tr>
</table>
<p style="font-size:13px">HENDRIKS/RUUDMR – ticket 074-2381947720<br>HENDRIKS/ELSMRS – ticket 074-2381947721</p>
<p>Totaalprijs: <b>EUR 412,60</b> · Ruimbagage 1 × 23 kg p.p.</p>
<p><a href="https://www.noordzee-air.example/mijn-boeking?pnr=ZK4T7Q" style="color:#003a70">Beheer uw boeking</a> ·
<a href="https://www.noordzee-air.example/inchecken" style="color:#003a70">Online inchecken</a></p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#777">Noordzee Air B.V., Evert van de Beekstraat 7, 1118 CL Schiphol · +31 20 654 3210 ·
<a href="https://www.noordzee-air.example/privacy">Privacyverklaring</a></td></tr>
</table></body></html>
""", cte_text="quoted-printable", cte_html="quoted-printable")

M("nl", "username_digits", "58214", None,
  "Inlogpoging vanaf een nieuwe pc",
  "Pixelpoort <no-reply@pixelpoort.example>",
  "pieter_1987 <pieter.dekker87@mailbox.example>",
  "Sat, 15 Feb 2025 23:51:02 +0100",
  text="""Hoi pieter_1987,

Iemand (hopelijk jij) probeert in te loggen op Pixelpoort vanaf een nieuwe pc:

  Apparaat:   Windows 11 · Chrome 133
  Locatie:    Rotterdam, NL (bij benadering)
  Tijdstip:   15-02-2025 23:50

Vul deze code in om door te gaan:

        58214

De code werkt 15 minuten. Je account-ID is 10048877213 — die vragen we
nooit samen met je code op.

Was jij het niet? Wijzig dan meteen je wachtwoord in de Pixelpoort-app
onder Instellingen > Beveiliging.

GG,
Team Pixelpoort

Pixelpoort Games B.V. · Weena 505, 3013 AL Rotterdam
""", cte_text="quoted-printable")

M("nl", "alt_text_only", "739604", None,
  "Uw activeringscode voor de Spaarbank Zeeland-app",
  "Spaarbank Zeeland <klantenservice@spaarbankzeeland.example>",
  '"W.J. Verhage" <wjverhage@zeelandnet.example>',
  "Thu, 06 Mar 2025 10:12:37 +0100",
  text="""Geachte heer Verhage,

U heeft de Spaarbank Zeeland-app op een nieuw toestel geïnstalleerd.
Uw persoonlijke activeringscode staat in de HTML-versie van deze e-mail,
als afbeelding. Ziet u die niet? Zet dan het tonen van afbeeldingen aan
of open de e-mail in een andere mailapp.

Om veiligheidsredenen zetten we de code niet in deze tekstversie.

Met vriendelijke groet,
Spaarbank Zeeland
Postbus 92, 4330 AB Middelburg · 0118 63 20 00
""",
  html="""<html><body style="font-family:Georgia,serif;color:#1a1a1a">
<table width="580" align="center"><tr><td>
<img src="cid:logo.szb@spaarbankzeeland.example" width="160" height="40" alt="Spaarbank Zeeland">
<p>Geachte heer Verhage,</p>
<p>U heeft de Spaarbank Zeeland-app op een nieuw toestel ge&iuml;nstalleerd. Voer de onderstaande activeringscode in de app in:</p>
<p><img src="cid:code.szb@spaarbankzeeland.example" width="240" height="60" alt="739604" style="border:1px solid #ccc"></p>
<p>De code is 24 uur geldig. Heeft u de app niet zelf geactiveerd? Bel dan direct 0118 63 20 00.</p>
<p style="font-size:11px;color:#666">Spaarbank Zeeland N.V. &middot; Postbus 92, 4330 AB Middelburg &middot; KvK 22031455 &middot;
ingeschreven bij DNB en AFM</p>
</td></tr></table></body></html>
""", cte_text="8bit", cte_html="quoted-printable",
  image=[{"cid": "logo.szb@spaarbankzeeland.example", "data": png(160, 40, (0, 84, 147)), "filename": "logo.png"},
         {"cid": "code.szb@spaarbankzeeland.example", "data": png(240, 60, (245, 245, 245)), "filename": "code.png"}])

M("nl", "decoy_codes", None, None,
  "Welkom bij De Lepel! Hier is je kortingscode 🎁",
  "Kookwinkel De Lepel <hallo@delepel.example>",
  "Lotte Claes <lotte.claes@skynet-post.example>",
  "Fri, 21 Feb 2025 11:05:00 +0100",
  html="""<html><body style="background:#fff8f0;font-family:'Trebuchet MS',sans-serif;color:#3b2a1a">
<div style="max-width:560px;margin:0 auto;padding:20px">
<p style="font-size:11px;text-align:right"><a href="https://nieuws.delepel.example/web/v/8a91f2c4">Bekijk in je browser</a></p>
<h1 style="color:#b5522b">Welkom, Lotte!</h1>
<p>Leuk dat je je hebt aangemeld bij De Lepel, de kookwinkel uit Gent. Als welkomstcadeau krijg je 15% korting op je eerste bestelling.</p>
<div style="border:2px dashed #b5522b;padding:14px;text-align:center;font-size:22px;font-weight:bold">WELKOM-15</div>
<p style="font-size:12px">Minimaal besteding € 50. Geldig t/m 30/04/2025. Niet cumuleerbaar met andere acties.</p>
<p>Je klantnummer: <b>200418</b></p>
<p>Heb je een cadeaubon gekregen? Bewaar deze gegevens goed:<br>
Cadeaubon <b>6035 4401 2277 9180</b> &middot; pincode <b>4471</b> &middot; saldo € 40,00</p>
<p><a href="https://www.delepel.example/?utm_source=welkom&amp;utm_medium=email" style="background:#b5522b;color:#fff;padding:10px 20px;text-decoration:none">Shop nu</a></p>
<p style="font-size:11px;color:#7a6a5a">De Lepel BV &middot; Veldstraat 77, 9000 Gent &middot; BE 0712.554.031 &middot; 09 224 18 90<br>
<a href="https://nieuws.delepel.example/voorkeuren?u=200418">Voorkeuren</a> &middot;
<a href="https://nieuws.delepel.example/afmelden?u=200418&amp;h=9c1e">Afmelden</a> &middot;
<a href="https://www.instagram.example/delepel.gent">Instagram</a></p>
</div></body></html>
""", cte_html="quoted-printable",
  headers={"List-Unsubscribe": "<https://nieuws.delepel.example/afmelden?u=200418&h=9c1e>",
           "List-Unsubscribe-Post": "List-Unsubscribe=One-Click"})

M("nl", "new_and_old_code", "905166", None,
  "Je nieuwe inlogcode voor Mijn Groenstroom Delta",
  "Groenstroom Delta <mijn@groenstroomdelta.example>",
  "Femke Smit <femke.smit@ziggo-post.example>",
  "Mon, 17 Feb 2025 07:38:19 +0100",
  text="""Hoi Femke,

Je hebt zojuist een nieuwe inlogcode aangevraagd voor Mijn Groenstroom Delta.

De code die we je eerder stuurden (318 472) werkt niet meer.

Je nieuwe code is: 905 166

Vul hem binnen 10 minuten in. Contractnummer: GD-4471093 · leveringsadres
Dorpsstraat 8, 6661 EK Elst.

Groet,
Groenstroom Delta
Klantenservice 026 300 50 50 (werkdagen 8:00–18:00)
""",
  html="""<html><body style="font-family:Arial,sans-serif;color:#17332b">
<p>Hoi Femke,</p>
<p>Je hebt zojuist een nieuwe inlogcode aangevraagd voor Mijn Groenstroom Delta.</p>
<p style="color:#8a8a8a"><s>318 472</s> &ndash; deze eerdere code werkt niet meer.</p>
<p>Je nieuwe code:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:3px;color:#0b7a4b">905 166</p>
<p>Vul hem binnen 10 minuten in.</p>
<p style="font-size:12px;color:#555">Contractnummer GD-4471093 &middot; Dorpsstraat 8, 6661 EK Elst<br>
Groenstroom Delta B.V. &middot; Westervoortsedijk 73, 6827 AV Arnhem &middot; 026 300 50 50</p>
</body></html>
""", cte_text="base64", cte_html="base64")

M("nl", "phone_and_dates", "482291", None,
  "Inloggen op Mijn Zorgzaam",
  "Zorgzaam Verzekerd <noreply@zorgzaam.example>",
  '"A. Jansen-de Boer" <a.jansen.deboer@hetnet-post.example>',
  "Tue, 11 Mar 2025 08:47:55 +0100",
  html="""<html><body style="font-family:Tahoma,Arial,sans-serif;font-size:14px;color:#222">
<p>Beste mevrouw Jansen-de Boer,</p>
<p>Op 11-03-2025 om 08:47 is er een inlogcode aangevraagd voor Mijn Zorgzaam.</p>
<table cellpadding="8" style="border:1px solid #c9d6e3;border-collapse:collapse">
<tr><td style="background:#f0f5fa">Uw inlogcode</td><td style="font-size:22px;font-weight:bold">48 22 91</td></tr>
<tr><td style="background:#f0f5fa">Geldig tot</td><td>11-03-2025 08:57</td></tr>
<tr><td style="background:#f0f5fa">Relatienummer</td><td>183 442 097</td></tr>
<tr><td style="background:#f0f5fa">Polis</td><td>Basis Restitutie + Aanvullend 2 (nr. 7710-2291-05)</td></tr>
<tr><td style="background:#f0f5fa">Premie maart</td><td>€ 168,45 &ndash; incasso 27-03-2025 van IBAN eindigend op 4410</td></tr>
</table>
<p>Heeft u deze code niet aangevraagd? Bel ons dan via 088 900 1122 (ma&ndash;vr 8.00&ndash;20.00 uur).
Voor spoed in het buitenland: +31 88 900 1199 (24/7).</p>
<p>Met vriendelijke groet,<br>Zorgzaam Verzekerd</p>
<p style="font-size:11px;color:#777">Zorgzaam Zorgverzekeraar N.V. &middot; Postbus 3050, 2601 DB Delft &middot; AFM-nummer 12000431 &middot;
<a href="https://www.zorgzaam.example/privacy">Privacy</a></p>
</body></html>
""", cte_html="quoted-printable")

M("nl", "login_alert", None, None,
  "Nieuwe login op je Munt-account",
  "Munt <security@munt.example>",
  "Bram Wouters <bram@wouters.example>",
  "Wed, 12 Mar 2025 22:15:31 +0100",
  text="""Hi Bram,

Er is zojuist ingelogd op je Munt-account vanaf een nieuw apparaat.

  Apparaat:  iPhone 15 (iOS 18.3)
  Plaats:    Gent, België
  Datum:     12 maart 2025, 22:14
  IP-adres:  81.82.144.27

Was jij dit? Dan hoef je niets te doen.

Was jij dit niet? Blokkeer dan meteen je kaarten in de app of via
https://munt.example/help/kaart-blokkeren en bel ons: +31 20 369 0000.

Groetjes,
Team Munt

Munt B.V. · Naritaweg 131, 1043 BS Amsterdam · DNB-vergunning 0000123
""", cte_text="8bit")

_nl11 = f"https://lnk.scheldebode.example/c/{tok('nl11-c', 40)}?t=optin&e={tok('nl11-e', 18, 'hex')}"
M("nl", "magic_link", None, _nl11,
  "Bevestig je inschrijving op de Ochtendbrief",
  "De Scheldebode <nieuwsbrieven@scheldebode.example>",
  "jan.maes@proximus-mail.example",
  "Thu, 27 Feb 2025 06:58:03 +0100",
  html=f"""<!doctype html><html lang="nl"><body style="margin:0;background:#ececec">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Georgia,serif">
<tr><td style="padding:8px 20px;font-size:11px;font-family:Arial;text-align:right">
<a href="https://lnk.scheldebode.example/v/{tok('nl11-v', 20)}" style="color:#666">Bekijk deze e-mail online</a></td></tr>
<tr><td style="padding:20px;border-bottom:1px solid #000;font-size:32px;font-weight:bold">De Scheldebode</td></tr>
<tr><td style="padding:24px 20px;font-size:16px;line-height:1.5">
<p>Nog &eacute;&eacute;n stap!</p>
<p>Je hebt je ingeschreven op de <b>Ochtendbrief</b>: elke werkdag om 6 uur het belangrijkste nieuws uit Antwerpen en het Waasland.
Bevestig je e-mailadres om de inschrijving te voltooien.</p>
<p style="text-align:center;padding:12px 0">
<a href="{htmlmod.escape(_nl11)}" style="background:#111;color:#fff;padding:14px 30px;text-decoration:none;font-family:Arial;font-weight:bold">Ja, schrijf me in</a></p>
<p style="font-size:13px;color:#555">Heb je je niet ingeschreven? Negeer deze e-mail dan; zonder bevestiging sturen we je niets.</p>
</td></tr>
<tr><td style="padding:16px 20px;font-family:Arial;font-size:11px;color:#777;background:#f6f6f6">
<a href="https://www.facebook.example/scheldebode"><img src="https://static.scheldebode.example/i/fb.png" width="20" alt="Facebook"></a>
<a href="https://x.example/scheldebode"><img src="https://static.scheldebode.example/i/x.png" width="20" alt="X"></a><br>
De Scheldebode &ndash; Mediahuis Zuid NV, Katwilgweg 2, 2050 Antwerpen &middot; BE 0403.502.227<br>
<a href="https://www.scheldebode.example/privacy">Privacyverklaring</a> &middot;
<a href="https://lnk.scheldebode.example/u/{tok('nl11-u', 24)}">Uitschrijven</a></td></tr>
</table></td></tr></table>
<img src="https://lnk.scheldebode.example/o/{tok('nl11-o', 16)}.png" width="1" height="1" alt="">
</body></html>
""", cte_html="quoted-printable")

# ---------------------------------------------------------------- Polish (pl)
M("pl", "transaction_authorisation", "58291034", None,
  "Autoryzacja dyspozycji przelewu środków z rachunku inwestycyjnego",
  "DM Vistula <powiadomienia@dmvistula.example>",
  "Krzysztof Nowicki <k.nowicki@onetmail.example>",
  "Tue, 18 Feb 2025 13:06:44 +0100",
  text="""Szanowny Panie,

w serwisie transakcyjnym DM Vistula zlecono wypłatę środków
z rachunku inwestycyjnego. Szczegóły dyspozycji:

  Numer dyspozycji:   WYP/2025/02/004417
  Rachunek źródłowy:  IKE 00-71-229834
  Kwota:              12 500,00 PLN
  Rachunek docelowy:  PL61 1090 1014 0000 0712 1981 2874
  Data zlecenia:      18.02.2025, godz. 13:06

Kod autoryzacyjny: 5829 1034

Przepisz go w polu "Kod z wiadomości e-mail" w ciągu 5 minut.
Jeżeli nie zlecał Pan tej dyspozycji, prosimy natychmiast zadzwonić
pod numer +48 22 500 71 71 (pn.-pt. 8:00-18:00).

Z poważaniem
Dział Obsługi Klienta
Dom Maklerski Vistula S.A.
ul. Grzybowska 4, 00-131 Warszawa
KRS 0000345123, NIP 525-24-11-870, kapitał zakładowy 18 000 000 zł
""", charset="iso-8859-2", cte_text="quoted-printable")

M("pl", "parcel_pickup_code", "615204", None,
  "Twoja paczka czeka w automacie KRA08M",
  "PaczkoBox <powiadomienia@paczkobox.example>",
  "agnieszka.wrobel@wp-poczta.example",
  "Fri, 14 Mar 2025 14:22:10 +0100",
  html="""<html><body style="font-family:Arial,sans-serif;background:#fffbe6;color:#222">
<table width="560" align="center" cellpadding="16" style="background:#fff;border-top:6px solid #ffcc00">
<tr><td>
<h2 style="margin-top:0">Paczka dotarła!</h2>
<p>Przesyłka od <b>Sklep Zielarnia.pl</b> czeka na Ciebie w automacie:</p>
<p><b>KRA08M</b><br>ul. Długa 12 (przy sklepie Lewiatan), 31-147 Kraków</p>
<table cellpadding="6" style="background:#f7f7f7;width:100%">
<tr><td>Numer przesyłki</td><td><b>620012345678901234567890</b></td></tr>
<tr><td>Kod odbioru</td><td style="font-size:22px;font-weight:bold">615 204</td></tr>
<tr><td>Termin odbioru</td><td>do 16.03.2025, godz. 14:22</td></tr>
<tr><td>Telefon odbiorcy</td><td>+48 *** *** 417</td></tr>
</table>
<p>Aby otworzyć skrytkę, wybierz na ekranie „Odbierz paczkę”, podaj numer telefonu i kod odbioru – albo otwórz skrytkę zdalnie w aplikacji.</p>
<p><a href="https://paczkobox.example/sledzenie/620012345678901234567890">Śledź przesyłkę</a> ·
<a href="https://paczkobox.example/automaty/KRA08M">Mapa dojazdu</a></p>
<p style="font-size:11px;color:#777">PaczkoBox Sp. z o.o., ul. Malborska 130, 30-624 Kraków · KRS 0000543759 · infolinia 722 444 000<br>
Nigdy nie prosimy o dopłaty przez SMS ani o dane karty.</p>
</td></tr></table></body></html>
""", cte_html="base64")

_pl3 = f"https://u7781.ct.kupsprzedaj.example/ls/click?upn={tok('pl3-upn', 96)}"
M("pl", "magic_link", None, _pl3,
  "Potwierdź swój adres e-mail w KupSprzedaj",
  "KupSprzedaj <konto@kupsprzedaj.example>",
  "Tomasz Lis <tomek.lis91@gmeil.example>",
  "Sat, 01 Mar 2025 17:44:29 +0100",
  text=f"""Cześć Tomasz!

Dziękujemy za założenie konta w KupSprzedaj. Zostało już tylko jedno:
potwierdź, że ten adres e-mail należy do Ciebie.

Potwierdź adres:
{_pl3}

Link jest ważny przez 72 godziny. Jeśli to nie Ty zakładałeś konto,
zignoruj tę wiadomość.

Zespół KupSprzedaj
Grupa KS Sp. z o.o., ul. Wierzbięcice 1B, 61-569 Poznań
""",
  html=f"""<html><body style="margin:0;background:#f5f5f5;font-family:'Open Sans',Arial,sans-serif">
<table width="100%"><tr><td align="center">
<table width="520" style="background:#fff;margin:24px 0" cellpadding="24">
<tr><td><img src="https://cdn.kupsprzedaj.example/mail/logo.png" alt="KupSprzedaj" width="150"></td></tr>
<tr><td>
<h1 style="font-size:20px">Cześć Tomasz!</h1>
<p>Dziękujemy za założenie konta. Zostało już tylko jedno: potwierdź, że ten adres e-mail należy do Ciebie.</p>
<p style="text-align:center"><a href="{htmlmod.escape(_pl3)}" style="display:inline-block;background:#ff5a00;color:#fff;padding:12px 32px;border-radius:4px;text-decoration:none;font-weight:600">Potwierdzam adres e-mail</a></p>
<p style="font-size:12px;color:#888">Link jest ważny przez 72 godziny. Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.</p>
</td></tr>
<tr><td style="font-size:11px;color:#999;border-top:1px solid #eee">
Grupa KS Sp. z o.o., ul. Wierzbięcice 1B, 61-569 Poznań · NIP 7792433421<br>
<a href="https://pomoc.kupsprzedaj.example/">Centrum pomocy</a> · <a href="https://kupsprzedaj.example/regulamin">Regulamin</a> ·
<a href="https://kupsprzedaj.example/prywatnosc">Polityka prywatności</a></td></tr>
</table></td></tr></table>
<img src="https://u7781.ct.kupsprzedaj.example/wf/open?upn={tok('pl3-open', 60)}" width="1" height="1" alt="" border="0">
</body></html>
""", cte_text="8bit", cte_html="quoted-printable")

M("pl", "several_codes", None, None,
  "Twoje kody zapasowe do logowania dwuetapowego",
  "Fakturownik <bezpieczenstwo@fakturownik.example>",
  "Biuro Rachunkowe Saldo <biuro@saldo-ksiegowosc.example>",
  "Mon, 20 Jan 2025 09:31:00 +0100",
  text="""Dzień dobry,

na koncie „Biuro Rachunkowe Saldo” (ID firmy 48213) włączono logowanie
dwuetapowe. Poniżej znajdziesz 10 kodów zapasowych. Przydadzą się, gdy
nie będziesz mieć dostępu do aplikacji uwierzytelniającej.

   1.  4821-9037        6.  6602-1148
   2.  7154-3390        7.  9083-5571
   3.  2268-0415        8.  3317-8826
   4.  8940-6623        9.  5729-0094
   5.  1093-7782       10.  0486-2259

Każdego kodu można użyć tylko raz. Wydrukuj je albo zapisz w menedżerze
haseł – nie przechowuj ich w skrzynce e-mail. Nowy zestaw wygenerujesz
w Ustawienia > Bezpieczeństwo; poprzednie kody przestaną wtedy działać.

Pozdrawiamy,
Fakturownik
ul. Legnicka 48H, 54-202 Wrocław · tel. 71 750 00 40
""", cte_text="quoted-printable")

_pl5_reset = f"https://modnisia.example/konto/haslo/reset?t={tok('pl5-r', 40)}&src=login-code-mail"
M("pl", "reset_in_code_mail", "7341", None,
  "Kod logowania do Modnisia: 7341",
  "Modnisia <kontakt@modnisia.example>",
  "Natalia Kamińska <natalia.k@interia-mail.example>",
  "Sun, 09 Feb 2025 20:14:37 +0100",
  html=f"""<html><body style="font-family:Helvetica,Arial,sans-serif;color:#111;background:#fafafa">
<div style="max-width:480px;margin:30px auto;background:#fff;padding:32px;text-align:center">
<div style="font-size:26px;font-weight:300;letter-spacing:6px">MODNISIA</div>
<p style="margin-top:28px">Twój kod logowania</p>
<div style="font-size:40px;font-weight:700;letter-spacing:10px">7341</div>
<p style="font-size:13px;color:#666">Kod wygaśnie za 10 minut. Nie podawaj go nikomu – nawet konsultantom Modnisia.</p>
<hr style="border:0;border-top:1px solid #eee;margin:28px 0">
<p style="font-size:13px">To nie Ty próbujesz się zalogować?<br>
<a href="{htmlmod.escape(_pl5_reset)}" style="color:#c2185b">Zmień hasło i zabezpiecz konto</a></p>
<p style="font-size:11px;color:#999">Modnisia Sp. z o.o. · ul. Piotrkowska 148/150, 90-063 Łódź<br>
Zwroty do 30 dni · <a href="https://modnisia.example/pomoc" style="color:#999">Pomoc</a></p>
</div></body></html>
""", cte_html="quoted-printable")

M("pl", "no_code_word", "83920174", None,
  "Profil Obywatela – hasło jednorazowe do podpisania wniosku",
  "Profil Obywatela <nie-odpowiadaj@profil-obywatela.gov.example>",
  "Ewa Zielińska <ewa.zielinska@o2-poczta.example>",
  "Thu, 23 Jan 2025 11:49:26 +0100",
  text="""Szanowna Pani,

trwa podpisywanie dokumentu profilem obywatela.

Dokument:        Wniosek o wydanie dowodu osobistego
Numer wniosku:   WDO/2025/0123/55871
Data operacji:   23.01.2025 11:49

Hasło jednorazowe nr 3 z dnia 23.01.2025: 83920174

Przepisz 8 cyfr w oknie podpisu. Hasło jest ważne 15 minut.
Jeżeli nie wykonujesz tej operacji, nie przepisuj hasła i skontaktuj się
z Centrum Pomocy: 42 253 54 50.

Wiadomość wygenerowana automatycznie – prosimy na nią nie odpowiadać.
""",
  html="""<html><body style="font-family:Lato,Arial,sans-serif;font-size:15px;color:#1b1b1b">
<div style="border-left:6px solid #dc143c;padding-left:16px">
<p><b>Profil Obywatela</b><br><span style="color:#555">Serwis Rzeczypospolitej Polskiej</span></p></div>
<p>Szanowna Pani,</p>
<p>trwa podpisywanie dokumentu profilem obywatela.</p>
<table cellpadding="4">
<tr><td>Dokument:</td><td>Wniosek o wydanie dowodu osobistego</td></tr>
<tr><td>Numer wniosku:</td><td>WDO/2025/0123/55871</td></tr>
<tr><td>Data operacji:</td><td>23.01.2025 11:49</td></tr>
</table>
<p>Hasło jednorazowe nr 3 z dnia 23.01.2025:</p>
<p style="font-size:24px;font-family:Consolas,monospace;font-weight:bold">83920174</p>
<p>Przepisz 8 cyfr w oknie podpisu. Hasło jest ważne 15 minut.</p>
<p style="font-size:12px;color:#555">Jeżeli nie wykonujesz tej operacji, nie przepisuj hasła i skontaktuj się z Centrum Pomocy: 42 253 54 50.<br>
Wiadomość wygenerowana automatycznie – prosimy na nią nie odpowiadać.</p>
</body></html>
""", cte_text="base64", cte_html="base64")

M("pl", "newsletter_numbers", None, None,
  "Faktura VAT za luty 2025 – 79,99 zł, termin płatności 14.03.2025",
  "Falanet e-faktura <efaktura@falanet.example>",
  "Marek Wójcik <marek.wojcik@poczta-domowa.example>",
  "Mon, 03 Mar 2025 05:02:11 +0100",
  text="""Dzień dobry,

w załączniku w Twoim koncie Mój Falanet czeka nowa e-faktura.

Numer faktury:         F/25/02/883201
Numer klienta:         4.1187.2290
Okres rozliczeniowy:   01.02.2025 – 28.02.2025
Kwota do zapłaty:      79,99 zł (w tym VAT 23%: 14,96 zł)
Termin płatności:      14.03.2025
Twój numer konta:      62 1140 2004 0000 3702 7781 2205

Usługi:
  Internet światłowodowy 600 Mb/s ........... 59,99 zł
  Telefon komórkowy 605 *** 118 ............. 20,00 zł
  Rabat lojalnościowy ....................... -0,00 zł

Płatność automatyczna: nieaktywna.

Falanet S.A., ul. Towarowa 25A, 00-869 Warszawa
NIP 527-29-44-018, REGON 369112345, KRS 0000731220
Biuro obsługi: 22 300 60 60
""",
  html="""<html><body style="font-family:Arial,sans-serif;color:#222">
<table width="600" align="center" cellpadding="12" style="border:1px solid #ddd">
<tr><td style="background:#5a2d82;color:#fff;font-size:20px">Falanet · e-faktura</td></tr>
<tr><td>
<p>Dzień dobry,</p><p>w Twoim koncie Mój Falanet czeka nowa e-faktura.</p>
<table cellpadding="5" style="font-size:14px">
<tr><td>Numer faktury</td><td><b>F/25/02/883201</b></td></tr>
<tr><td>Numer klienta</td><td>4.1187.2290</td></tr>
<tr><td>Okres</td><td>01.02.2025 – 28.02.2025</td></tr>
<tr><td>Do zapłaty</td><td><b>79,99 zł</b> (VAT 23%: 14,96 zł)</td></tr>
<tr><td>Termin płatności</td><td>14.03.2025</td></tr>
<tr><td>Numer konta</td><td>62 1140 2004 0000 3702 7781 2205</td></tr>
</table>
<p><a href="https://moj.falanet.example/faktury/F-25-02-883201" style="background:#5a2d82;color:#fff;padding:10px 16px;text-decoration:none">Pobierz fakturę (PDF)</a>
&nbsp; <a href="https://moj.falanet.example/platnosci/zaplac?f=883201">Zapłać online</a></p>
<p style="font-size:11px;color:#888">Falanet S.A., ul. Towarowa 25A, 00-869 Warszawa · NIP 527-29-44-018 · REGON 369112345 · KRS 0000731220 · 22 300 60 60<br>
<a href="https://moj.falanet.example/zgody">Zarządzaj zgodami</a></p>
</td></tr></table></body></html>
""", cte_text="quoted-printable", cte_html="quoted-printable")

M("pl", "subject_only", "391075", None,
  "391075 – Twój kod do aplikacji Szafka",
  "Szafka <no-reply@szafka.example>",
  "ola.pietrzak@gmeil.example",
  "Wed, 19 Feb 2025 18:20:52 +0100",
  html="""<html><body style="font-family:-apple-system,Segoe UI,Roboto,sans-serif;color:#1f1f1f">
<div style="max-width:460px;margin:20px auto">
<p style="font-size:22px;font-weight:700;color:#09b1ba">Szafka</p>
<p>Cześć!</p>
<p>Wpisz w aplikacji kod weryfikacyjny z tematu tej wiadomości, żeby potwierdzić nowe urządzenie (Samsung Galaxy A54).</p>
<p>Ze względów bezpieczeństwa nie powtarzamy go w treści. Kod jest ważny przez 30 minut.</p>
<p style="font-size:12px;color:#777">Nie prosiłaś o kod? Ktoś mógł wpisać Twój adres przez pomyłkę – możesz zignorować tę wiadomość.</p>
<p style="font-size:11px;color:#aaa">Szafka UAB · Žirmūnų g. 68, LT-09124 Vilnius · <a href="https://www.szafka.example/pomoc">Pomoc</a></p>
</div></body></html>
""", cte_html="8bit")

_pl9 = f"https://kodownia.example/auth/magic?token={tok('pl9-magic', 56)}&next=%2Fdashboard"
M("pl", "lowercase_alnum", "k7m2x9qp", _pl9,
  "Logowanie do Kodowni",
  "Kodownia <auth@kodownia.example>",
  "Piotr Sadowski <piotr@sadowski.dev.example>",
  "Tue, 25 Feb 2025 10:03:17 +0100",
  text=f"""Hej Piotr,

ktoś (mamy nadzieję, że Ty) chce zalogować się do Kodowni z przeglądarki
Firefox 135 na Linuksie.

Zaloguj się jednym kliknięciem:
{_pl9}

Albo wpisz ten kod na stronie logowania:

    k7m2x9qp

Link i kod działają 15 minut i tylko raz.

--
Kodownia · hosting repozytoriów Git
Softwarehouse Kodownia sp. z o.o., ul. Zabłocie 43B, 30-701 Kraków
""",
  html=f"""<html><body style="font-family:ui-monospace,Menlo,Consolas,monospace;background:#0d1117;color:#e6edf3">
<div style="max-width:520px;margin:24px auto;padding:24px;border:1px solid #30363d;border-radius:6px">
<p>Hej Piotr,</p>
<p>ktoś (mamy nadzieję, że Ty) chce zalogować się do Kodowni z przeglądarki Firefox 135 na Linuksie.</p>
<p><a href="{htmlmod.escape(_pl9)}" style="display:inline-block;background:#238636;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Zaloguj się</a></p>
<p>Albo wpisz ten kod na stronie logowania:</p>
<p style="font-size:24px;letter-spacing:3px;background:#161b22;padding:10px;text-align:center">k7m2x9qp</p>
<p style="color:#8b949e;font-size:12px">Link i kod działają 15 minut i tylko raz.<br>
Softwarehouse Kodownia sp. z o.o., ul. Zabłocie 43B, 30-701 Kraków ·
<a href="https://kodownia.example/docs/bezpieczenstwo" style="color:#58a6ff">Bezpieczeństwo konta</a></p>
</div></body></html>
""", cte_text="8bit", cte_html="quoted-printable")

M("pl", "booking_ref", None, None,
  "Odprawa online jest już dostępna – PS 3921 Warszawa → Rzym",
  "Polskie Skrzydła <odprawa@polskieskrzydla.example>",
  "Joanna Mazur <joanna.mazur@poczta-firmowa.example>",
  "Mon, 21 Apr 2025 08:05:00 +0200",
  text="""Szanowna Pani Joanno,

odprawa online na Pani lot jest już otwarta.

Numer rezerwacji: QX7T2L

Lot PS 3921, wtorek 22.04.2025
Warszawa Chopin (WAW) 10:40  →  Rzym Fiumicino (FCO) 13:05
Terminal A, bramka zostanie podana 60 min przed odlotem

Pasażer: MAZUR/JOANNA MS · bilet 080 2157 884 301 · miejsce 21A
Bagaż rejestrowany: 1 × 23 kg · podręczny 8 kg

Proszę odprawić się na polskieskrzydla.example/odprawa, podając numer
rezerwacji i nazwisko, albo w aplikacji mobilnej. Karta pokładowa
zostanie wysłana na ten adres.

Życzymy przyjemnej podróży!
Polskie Skrzydła S.A., ul. 17 Stycznia 43, 02-146 Warszawa
Call center: +48 22 577 77 55
""", cte_text="quoted-printable")

M("pl", "decoy_codes", "6028", None,
  "Potwierdź numer telefonu i odbierz -15% na pierwsze zamówienie",
  "Głodomor <czesc@glodomor.example>",
  "Kuba Jankowski <kuba.jankowski@poczta-mail.example>",
  "Fri, 07 Mar 2025 12:31:48 +0100",
  html="""<html><body style="font-family:Arial,sans-serif;background:#fff3ee;color:#2b1d16">
<table width="560" align="center" cellpadding="20" style="background:#fff">
<tr><td style="background:#ff6a3d;color:#fff;font-size:24px;font-weight:bold">Głodomor 🍕</td></tr>
<tr><td>
<p>Cześć Kuba!</p>
<p>Aby dokończyć rejestrację, potwierdź numer telefonu +48 601 *** 249. Kod weryfikacyjny:</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:8px;text-align:center">6028</p>
<p style="font-size:12px;color:#777">Kod jest ważny przez 10 minut.</p>
<div style="background:#fff3ee;border:1px dashed #ff6a3d;padding:14px;margin:20px 0">
<b>Prezent na start:</b> wpisz kod rabatowy <b>OBIAD15</b> w koszyku i zgarnij -15% (maks. 30 zł) na pierwsze zamówienie do 31.03.2025.</div>
<p style="font-size:12px">Pamiętaj: Głodomor nigdy nie prosi o kod weryfikacyjny przez telefon ani czat. Oszuści często piszą np. „podaj kod 123456, żeby odebrać zwrot”.</p>
<p style="font-size:11px;color:#999">Głodomor Sp. z o.o. · ul. Prosta 51, 00-838 Warszawa · Zgłoszenie nr GL-8812-441 ·
<a href="https://glodomor.example/zgody?u=8812441">Ustawienia powiadomień</a></p>
</td></tr></table></body></html>
""", cte_html="quoted-printable")

# ---------------------------------------------------------------- Swedish (sv)
_sv1 = f"https://konto.bokslukaren.example/login/verify?email=lina.holm%40telia-post.example&token={tok('sv1', 64, 'hex')}"
M("sv", "magic_link", None, _sv1,
  "Din inloggningslänk till Bokslukaren",
  "Bokslukaren <hej@bokslukaren.example>",
  "Lina Holm <lina.holm@telia-post.example>",
  "Sun, 02 Mar 2025 21:33:40 +0100",
  text=f"""Hej Lina!

Klicka på länken för att logga in på Bokslukaren. Den gäller i 20 minuter
och kan bara användas en gång.

{_sv1}

Bad du inte om att logga in? Då kan du strunta i det här mejlet.

Trevlig läsning!
Bokslukaren · Ljudböcker och e-böcker
Bokslukaren AB, Sveavägen 44, 111 34 Stockholm · org.nr 559187-4410
""",
  html=f"""<html><body style="font-family:'Helvetica Neue',Arial,sans-serif;background:#f7f3ee;color:#2d2a26">
<div style="max-width:520px;margin:32px auto;background:#fff;padding:32px;border-radius:12px">
<p style="font-size:20px;font-weight:bold;color:#e8602c">Bokslukaren</p>
<p>Hej Lina!</p>
<p>Klicka på knappen för att logga in. Länken gäller i 20 minuter och kan bara användas en gång.</p>
<p><a href="{htmlmod.escape(_sv1)}" style="background:#e8602c;color:#fff;padding:12px 26px;border-radius:22px;text-decoration:none;font-weight:bold">Logga in</a></p>
<p style="font-size:12px;color:#7a746c">Fungerar inte knappen? Kopiera den här adressen till webbläsaren:<br>
<span style="word-break:break-all">{htmlmod.escape(_sv1)}</span></p>
<p style="font-size:12px;color:#7a746c">Bad du inte om att logga in? Då kan du strunta i det här mejlet.</p>
<p style="font-size:11px;color:#aaa">Bokslukaren AB, Sveavägen 44, 111 34 Stockholm · org.nr 559187-4410 ·
<a href="https://bokslukaren.example/kundservice" style="color:#aaa">Kundservice</a></p>
</div></body></html>
""", cte_text="quoted-printable", cte_html="quoted-printable")

M("sv", "prefix_code", "91874", None,
  "K-91874 är din verifieringskod",
  "Köpslaget <noreply@kopslaget.example>",
  "johan.lindqvist@bredband-post.example",
  "Sat, 08 Feb 2025 15:12:09 +0100",
  text="""Hej!

Din verifieringskod är K-91874

Skriv in siffrorna 91874 i appen för att bekräfta ditt telefonnummer
070-*** ** 63 och publicera annonsen "Barnvagn Emmaljunga NXT90, 1 500 kr".

Koden gäller i 10 minuter. Köpslaget ber aldrig om koden via telefon,
sms eller chatt - dela den inte med köpare eller säljare.

Vänliga hälsningar
Köpslaget
Köpslaget Sverige AB, Box 7113, 103 87 Stockholm
""", cte_text="8bit")

M("sv", "newsletter_numbers", None, None,
  "Ditt paket har kommit till ditt utlämningsställe",
  "Postbudet <noreply@postbudet.example>",
  "Sara Berg <sara.berg@comhem-post.example>",
  "Tue, 11 Feb 2025 16:48:27 +0100",
  html="""<html><body style="font-family:Arial,sans-serif;color:#00205b;background:#f5f8fb">
<table width="600" align="center" cellpadding="18" style="background:#fff">
<tr><td style="background:#00a0d6;color:#fff;font-size:22px;font-weight:bold">Postbudet</td></tr>
<tr><td>
<h2>Ditt paket kan hämtas</h2>
<p>Hej Sara! Ditt paket från <b>Datahallen AB</b> finns nu på ditt utlämningsställe.</p>
<table cellpadding="6" style="font-size:14px">
<tr><td>Kolli-ID</td><td><b>00370733742187651203</b></td></tr>
<tr><td>Order hos avsändaren</td><td>DH-4418-2207</td></tr>
<tr><td>Vikt</td><td>2,4 kg</td></tr>
<tr><td>Utlämningsställe</td><td>ICA Nära Hornstull<br>Långholmsgatan 24, 117 33 Stockholm</td></tr>
<tr><td>Öppettider</td><td>mån–fre 07–22, lör–sön 08–22</td></tr>
<tr><td>Hämtas senast</td><td>25 februari 2025</td></tr>
</table>
<p>Ta med giltig legitimation och visa kolli-ID eller streckkoden i appen. Ska någon annan hämta? Skapa en fullmakt i appen.</p>
<p><a href="https://www.postbudet.example/spara/00370733742187651203" style="color:#00a0d6">Spåra paketet</a> ·
<a href="https://www.postbudet.example/kundservice">Kundservice 0771-33 33 10</a></p>
<p style="font-size:11px;color:#6b7c93">Postbudet Sverige AB · 105 00 Stockholm · org.nr 556711-5695<br>
Vi skickar aldrig sms med länkar för att betala tull eller avgifter.</p>
</td></tr></table></body></html>
""", cte_html="base64")

M("sv", "booking_ref", None, None,
  "Bokningsbekräftelse NXR8QT – Stockholm C till Östersund C",
  "Tågbolaget Norrland <biljett@tagnorrland.example>",
  "Mikael Ek <mikael.ek@jobbet.example>",
  "Thu, 13 Feb 2025 09:21:15 +0100",
  text="""Hej Mikael,

Tack för din bokning! Här är din resa.

Bokningsnummer: NXR8QT

Fredag 28 februari 2025
  Tåg 572   Stockholm C 10:12  ->  Östersund C 15:58
            Vagn 3, plats 42 (fönster, tyst avdelning)
Söndag 2 mars 2025
  Tåg 579   Östersund C 14:20  ->  Stockholm C 20:09
            Vagn 5, plats 17

Resenär: 1 vuxen
Biljett-ID: 7711 2094 5521
Pris: 1 390 kr (varav moms 6 %: 78,68 kr)
Betalt med kort **** 3307, 13-02-2025 09:20

Biljetten finns i appen. Ombokning är möjlig fram till avgång mot
mellanskillnad.

Trevlig resa!
Tågbolaget Norrland AB, Kyrkgatan 56, 831 34 Östersund
Kundtjänst 0771-75 75 75
""",
  html="""<html><body style="font-family:Verdana,sans-serif;color:#222">
<div style="max-width:600px;margin:auto;border:1px solid #ccd">
<div style="background:#1b4d3e;color:#fff;padding:14px 20px;font-size:18px">Tågbolaget Norrland</div>
<div style="padding:20px">
<p>Hej Mikael, tack för din bokning!</p>
<p>Bokningsnummer<br><span style="font-size:26px;font-weight:bold;letter-spacing:3px">NXR8QT</span></p>
<table width="100%" cellpadding="6" style="font-size:13px;border-collapse:collapse">
<tr style="background:#eef4f1"><td>fre 28 feb</td><td>Tåg 572</td><td>Stockholm C 10:12 → Östersund C 15:58</td><td>Vagn 3, plats 42</td></tr>
<tr><td>sön 2 mars</td><td>Tåg 579</td><td>Östersund C 14:20 → Stockholm C 20:09</td><td>Vagn 5, plats 17</td></tr>
</table>
<p style="font-size:13px">Biljett-ID 7711 2094 5521 · 1 vuxen · 1 390 kr (moms 6 %: 78,68 kr) · kort **** 3307</p>
<p><a href="https://www.tagnorrland.example/min-resa?b=NXR8QT">Visa eller ändra resa</a></p>
<p style="font-size:11px;color:#777">Tågbolaget Norrland AB, Kyrkgatan 56, 831 34 Östersund · 0771-75 75 75</p>
</div></div></body></html>
""", cte_text="8bit", cte_html="quoted-printable")

M("sv", "booking_ref", "539210", None,
  "Din engångskod för Nordskyen Poäng",
  "Nordskyen <no-reply@nordskyen.example>",
  "Karin Sjöberg <karin.sjoberg@mejl.example>",
  "Mon, 24 Mar 2025 06:55:02 +0100",
  html="""<html><body style="font-family:Arial,sans-serif;color:#000a3c">
<table width="560" align="center" cellpadding="20">
<tr><td style="border-bottom:3px solid #000a3c;font-size:20px;font-weight:bold">NORDSKYEN</td></tr>
<tr><td>
<p>Hej Karin,</p>
<p>Använd engångskoden nedan för att logga in på Nordskyen Poäng. Koden gäller i 15 minuter.</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:6px">539 210</p>
<p style="font-size:13px;color:#555">Medlemsnummer: NS 604 771 923 · Nivå: Silver · 18 420 poäng</p>
<div style="background:#f0f2f8;padding:14px;font-size:13px">
<b>Din nästa resa</b><br>
Bokningsreferens LK9P4D · NS 1416 Stockholm Arlanda (ARN) – København (CPH)<br>
torsdag 3 april 2025, avgång 07:25, ankomst 08:35 · Terminal 5
</div>
<p style="font-size:12px;color:#555">Försökte du inte logga in? Då kan du ignorera det här mejlet – ingen kommer åt ditt konto utan koden.</p>
<p style="font-size:11px;color:#888">Nordskyen Airlines AB · Frösundaviks allé 1, 169 70 Solna ·
<a href="https://www.nordskyen.example/se/integritet">Integritetspolicy</a></p>
</td></tr></table></body></html>
""", cte_html="quoted-printable")

_sv6 = f"https://flashforum.example/verify-email/{uuid_like('sv6')}?sig={tok('sv6-sig', 32, 'hex')}"
M("sv", "username_digits", "Q7D4KM", _sv6,
  "Bekräfta din e-postadress, erik_92",
  "Flashforum <registrering@flashforum.example>",
  "erik_92 <erik.nystrom92@hotmejl.example>",
  "Fri, 17 Jan 2025 19:04:44 +0100",
  text=f"""Hej erik_92!

Välkommen till Flashforum - Sveriges forum för motorintresserade.
Bekräfta din e-postadress för att kunna skriva inlägg.

Ange koden Q7D4KM på registreringssidan, eller klicka här:
{_sv6}

Ditt användar-ID: 2281945
Registrerad: 2025-01-17 19:04

Hälsningar,
Moderatorerna på Flashforum
""",
  html=f"""<html><body style="font-family:Arial,sans-serif;background:#222;color:#eee">
<div style="max-width:540px;margin:auto;background:#333;padding:24px">
<p style="font-size:22px;color:#ffb400;font-weight:bold">FLASHFORUM</p>
<p>Hej <b>erik_92</b>!</p>
<p>Välkommen till Flashforum – Sveriges forum för motorintresserade. Bekräfta din e-postadress för att kunna skriva inlägg.</p>
<p>Ange koden på registreringssidan:</p>
<p style="font-size:28px;font-family:monospace;letter-spacing:4px;color:#ffb400">Q7D4KM</p>
<p>…eller klicka på knappen:</p>
<p><a href="{htmlmod.escape(_sv6)}" style="background:#ffb400;color:#222;padding:10px 20px;text-decoration:none;font-weight:bold">Bekräfta e-post</a></p>
<p style="font-size:12px;color:#aaa">Ditt användar-ID: 2281945 · Registrerad 2025-01-17 19:04<br>
<a href="https://flashforum.example/regler" style="color:#aaa">Forumregler</a></p>
</div></body></html>
""", cte_text="8bit", cte_html="8bit")

M("sv", "several_codes", "731904", None,
  "Bekräfta autentiseraren för ditt Nordlek-konto",
  "Nordlek Support <konto@nordlek.example>",
  "Oskar Lund <oskar.lund@spelmejl.example>",
  "Wed, 05 Mar 2025 17:26:33 +0100",
  text="""Hej Oskar,

Du håller på att koppla Nordlek Authenticator till kontot OskarL#4821.

1) Ange bekräftelsekoden nedan i spelklienten NU:

      731 904

2) Spara din återställningskod på ett säkert ställe. Den ska INTE anges
   nu - den behövs bara om du tappar bort telefonen:

      R2VX-8KPL-33QA

Bekräftelsekoden gäller i 30 minuter.

Hade du inte påbörjat det här? Byt lösenord och kontakta oss på
support.nordlek.example.

/Nordlek Support
Nordlek Studios AB, Stora Nygatan 15, 211 37 Malmö
""", cte_text="base64")

M("sv", "alt_text_only", "604318", None,
  "Verifiera ditt konto hos Apoteket Lind",
  "Apoteket Lind <kundservice@apoteketlind.example>",
  "Birgitta Åkesson <birgitta.akesson@mejlen.example>",
  "Tue, 28 Jan 2025 12:40:19 +0100",
  text="""Hej Birgitta,

Din verifieringskod visas som en bild i HTML-versionen av det här mejlet.
Om du inte ser bilden: välj "Visa bilder" i ditt e-postprogram.

Koden behövs för att se dina e-recept på apoteketlind.example.

Apoteket Lind AB · Storgatan 7, 852 30 Sundsvall · 060-12 34 00
""",
  html="""<html><body style="font-family:Arial,sans-serif;color:#1e3d2f">
<table width="560" align="center" cellpadding="16"><tr><td>
<img src="cid:lind-logo" width="150" height="45" alt="Apoteket Lind">
<p>Hej Birgitta,</p>
<p>Ange koden nedan för att se dina e-recept:</p>
<p><img src="cid:lind-otp" width="220" height="56" alt="604318"></p>
<p style="font-size:12px;color:#555">Koden gäller i 10 minuter. Dela den aldrig med någon – inte heller med oss.</p>
<p style="font-size:11px;color:#888">Apoteket Lind AB · Storgatan 7, 852 30 Sundsvall · 060-12 34 00 · Tillstånd från Läkemedelsverket</p>
</td></tr></table></body></html>
""", cte_text="quoted-printable", cte_html="base64",
  image=[{"cid": "lind-logo", "data": png(150, 45, (30, 61, 47)), "filename": "lind.png"},
         {"cid": "lind-otp", "data": png(220, 56, (240, 248, 244)), "filename": "kod.png"}])

M("sv", "decoy_codes", None, None,
  "Inbjudan: Handledningsmöte examensarbete – ons 19 mars 13:15",
  "Anders Wikström <anders.wikstrom@norrvik-universitet.example>",
  "Elin Forsberg <elin.forsberg@student.norrvik-universitet.example>",
  "Mon, 17 Mar 2025 10:02:58 +0100",
  text="""Hej Elin,

Välkommen till handledningsmöte om kapitel 3 (metod). Vi ses digitalt.

Onsdag 19 mars 2025, 13:15–14:00

Anslut på datorn eller i mobilappen:
https://meet.norrvik-universitet.example/j/84522190377?pwd=Xy7k2P

Mötes-ID: 845 221 903 77
Lösenkod: Xy7k2P

Ring in (endast ljud):
+46 8 505 390 00,,84522190377#   Sverige, Stockholm
Telefonkonferens-ID: 551 237 884#

Rum om du hellre vill ses på plats: Hus C, rum C2.114.

Mvh
Anders Wikström
Universitetslektor, Institutionen för informationsteknik
Norrvik universitet, Box 882, 901 87 Umeå · 090-786 50 00
""",
  html="""<html><body style="font-family:'Segoe UI',Arial,sans-serif;font-size:14px;color:#252424">
<p>Hej Elin,</p>
<p>Välkommen till handledningsmöte om kapitel 3 (metod). Vi ses digitalt.</p>
<p><b>Onsdag 19 mars 2025, 13:15–14:00</b></p>
<hr>
<p style="font-size:18px;font-weight:600">Digitalt möte</p>
<p><a href="https://meet.norrvik-universitet.example/j/84522190377?pwd=Xy7k2P" style="color:#5b5fc7">Klicka här för att ansluta till mötet</a></p>
<p>Mötes-ID: 845 221 903 77<br>Lösenkod: Xy7k2P</p>
<p>Ring in (endast ljud)<br>
<a href="tel:+46850539000,,84522190377#">+46 8 505 390 00,,84522190377#</a> Sverige, Stockholm<br>
Telefonkonferens-ID: 551 237 884#</p>
<p><a href="https://meet.norrvik-universitet.example/help">Hjälp</a> | <a href="https://meet.norrvik-universitet.example/options/84522190377">Mötesalternativ</a></p>
<hr>
<p>Rum om du hellre vill ses på plats: Hus C, rum C2.114.</p>
<p>Mvh<br>Anders Wikström<br>Universitetslektor, Institutionen för informationsteknik<br>
Norrvik universitet, Box 882, 901 87 Umeå · 090-786 50 00</p>
</body></html>
""", cte_text="quoted-printable", cte_html="quoted-printable")

_sv10 = f"https://minasidor.telisto.example/byt-losenord?ticket={tok('sv10', 36, 'alnum')}"
M("sv", "reset_in_code_mail", "906441", None,
  "Engångskod för Mina sidor",
  "Telisto <mina-sidor@telisto.example>",
  "Ahmed Karimi <ahmed.karimi@post-se.example>",
  "Thu, 20 Feb 2025 18:11:45 +0100",
  text=f"""Hej Ahmed!

Din engångskod för att logga in på Mina sidor är 906 441

Koden gäller i 5 minuter.

Var det inte du som försökte logga in? Byt lösenord direkt:
{_sv10}

Kundnummer: 1-7H3K9Q
Abonnemang: Telisto Bredband 250/250 + Mobil 20 GB (073-*** ** 81)

Vänliga hälsningar
Telisto Kundservice · 90 200 (vardagar 8–20)
Telisto Sverige AB, 169 94 Solna · org.nr 556430-0142
""", cte_text="8bit")

_sv11_yes = f"https://kryptonord.example/security/device/approve?d={uuid_like('sv11-dev')}&t={tok('sv11-yes', 48)}"
_sv11_no = f"https://kryptonord.example/security/device/deny?d={uuid_like('sv11-dev')}&t={tok('sv11-no', 48)}"
M("sv", "magic_link", None, _sv11_yes,
  "Var det du som loggade in från en ny enhet?",
  "Kryptobörsen Nord <sakerhet@kryptonord.example>",
  "Fredrik Olsson <fredrik.olsson@mejl-tjanst.example>",
  "Sat, 22 Mar 2025 02:17:08 +0100",
  text=f"""Hej Fredrik,

Vi har stoppat en inloggning från en enhet vi inte känner igen:

  Enhet:    Chrome 134 på macOS
  Plats:    Göteborg, Sverige (IP 94.234.71.12)
  Tid:      2025-03-22 02:16 CET

Om det var du, godkänn enheten här:
{_sv11_yes}

Om det INTE var du, lås kontot omedelbart:
{_sv11_no}

Utbetalningar är pausade i 24 timmar efter att en ny enhet godkänts.

Kryptobörsen Nord AB · Kungsgatan 12, 411 19 Göteborg
Registrerad hos Finansinspektionen · 031-700 44 00
""",
  html=f"""<html><body style="font-family:Inter,Arial,sans-serif;background:#0b1020;color:#e8ecf4">
<div style="max-width:520px;margin:24px auto;background:#141b2f;padding:28px;border-radius:10px">
<p style="font-weight:bold;color:#4fd1c5">Kryptobörsen Nord</p>
<p>Hej Fredrik,</p>
<p>Vi har stoppat en inloggning från en enhet vi inte känner igen:</p>
<table cellpadding="4" style="font-size:13px;color:#b8c1d9">
<tr><td>Enhet</td><td>Chrome 134 på macOS</td></tr>
<tr><td>Plats</td><td>Göteborg, Sverige (IP 94.234.71.12)</td></tr>
<tr><td>Tid</td><td>2025-03-22 02:16 CET</td></tr></table>
<p style="margin-top:22px">
<a href="{htmlmod.escape(_sv11_yes)}" style="background:#4fd1c5;color:#0b1020;padding:11px 20px;border-radius:6px;text-decoration:none;font-weight:bold">Ja, det var jag</a>
&nbsp;
<a href="{htmlmod.escape(_sv11_no)}" style="background:#e53e3e;color:#fff;padding:11px 20px;border-radius:6px;text-decoration:none;font-weight:bold">Nej, lås mitt konto</a></p>
<p style="font-size:12px;color:#8790a8">Utbetalningar är pausade i 24 timmar efter att en ny enhet godkänts.</p>
<p style="font-size:11px;color:#5f6780">Kryptobörsen Nord AB · Kungsgatan 12, 411 19 Göteborg · 031-700 44 00 ·
<a href="https://kryptonord.example/hjalp" style="color:#5f6780">Hjälpcenter</a></p>
</div></body></html>
""", cte_text="quoted-printable", cte_html="base64", crlf=True)

# ---------------------------------------------------------------- Russian (ru)
M("ru", "new_and_old_code", "294018", None,
  "Новый код подтверждения для входа на портал",
  "Цифровое правительство РК <noreply@egov.kz.example>",
  "Айгерим Сатпаева <aigerim.satpayeva@mail-kz.example>",
  "Wed, 05 Feb 2025 09:14:27 +0500",
  text="""Уважаемая Айгерим Нурлановна!

Вы запросили повторную отправку кода для входа на портал
«Цифровое правительство».

Ранее отправленный код 773 105 больше недействителен.

Новый код подтверждения: 294 018

Код действует 5 минут. Никому не сообщайте его, в том числе сотрудникам
ЦОН и call-центра.

ИИН: 9001****5123
Время запроса: 05.02.2025 09:14 (Астана)

Если вы не запрашивали код, позвоните в Единый контакт-центр 1414
(бесплатно с мобильных).

АО «Национальные информационные технологии»
010000, г. Астана, пр. Мангилик Ел, 55/15
""",
  html="""<html><body style="font-family:Arial,sans-serif;color:#1b2a41">
<table width="580" align="center" cellpadding="18" style="border:1px solid #d9e2ec">
<tr><td style="background:#00a1c6;color:#fff;font-size:18px">Цифровое правительство</td></tr>
<tr><td>
<p>Уважаемая Айгерим Нурлановна!</p>
<p>Вы запросили повторную отправку кода для входа на портал.</p>
<p style="color:#8a94a6">Ранее отправленный код <s>773 105</s> больше недействителен.</p>
<p>Новый код подтверждения:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:4px">294 018</p>
<p style="font-size:13px">Код действует 5 минут. Никому не сообщайте его, в том числе сотрудникам ЦОН и call-центра.</p>
<p style="font-size:12px;color:#555">ИИН: 9001****5123 · Время запроса: 05.02.2025 09:14 (Астана)<br>
Если вы не запрашивали код, позвоните в Единый контакт-центр 1414.</p>
<p style="font-size:11px;color:#888">АО «Национальные информационные технологии» · 010000, г. Астана, пр. Мангилик Ел, 55/15</p>
</td></tr></table></body></html>
""", cte_text="base64", cte_html="base64")

M("ru", "prefix_code", "648120", None,
  "Код для входа в Пролавка: P-648120",
  "Пролавка <no-reply@prolavka.ua.example>",
  "Олег Кравченко <oleg.kravchenko@ukr-mail.example>",
  "Sat, 15 Mar 2025 12:07:39 +0200",
  text="""Здравствуйте, Олег!

Ваш код для входа: P-648120

На сайте буква «P-» уже подставлена — введите только 6 цифр.
Код действует 3 минуты.

Напоминаем: в корзине у вас остался товар
«Пылесос робот XR-300 (белый)» — 6 499 грн.
Доставка в отделение по Киеву — бесплатно при заказе от 1 000 грн.

Служба поддержки: 0 800 503 808 (бесплатно по Украине)
ООО «Пролавка», 04073, г. Киев, Московский пр-т, 28-А
""", cte_text="8bit")

_ru3_raw = f"https://id.oblachko.example/email/confirm?track_id={tok('ru3-track', 32, 'hex')}&code={tok('ru3-code', 40)}"
_ru3_btn = f"https://clck.oblachko.example/redir/dv/*data=url%3D{tok('ru3-enc', 40)}&sign={tok('ru3-sign', 32, 'hex')}&keyno=1"
M("ru", "magic_link", None, _ru3_btn,
  "Подтвердите адрес электронной почты",
  "Облачко ID <id@oblachko.example>",
  "Мария Соколова <maria.sokolova@pochta.example>",
  "Thu, 16 Jan 2025 16:38:02 +0300",
  link_alt=[_ru3_raw],
  text=f"""Здравствуйте, Мария!

Вы указали адрес maria.sokolova@pochta.example в качестве контактного
для аккаунта Облачко ID (логин m.sokolova).

Чтобы подтвердить адрес, перейдите по ссылке:
{_ru3_raw}

Ссылка действительна 3 дня. Если вы не добавляли этот адрес,
просто проигнорируйте письмо.

С уважением,
команда Облачко ID
""",
  html=f"""<html><body style="font-family:'YS Text',Arial,sans-serif;font-size:15px;color:#000">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:22px;font-weight:bold">Облачко <span style="color:#fc3f1d">ID</span></p>
<p>Здравствуйте, Мария!</p>
<p>Вы указали адрес <b>maria.sokolova@pochta.example</b> в качестве контактного для аккаунта <b>m.sokolova</b>.</p>
<p><a href="{htmlmod.escape(_ru3_btn)}" style="display:inline-block;background:#ffdb4d;color:#000;padding:12px 24px;border-radius:8px;text-decoration:none">Подтвердить адрес</a></p>
<p style="font-size:13px;color:#666">Ссылка действительна 3 дня. Если вы не добавляли этот адрес, просто проигнорируйте письмо.</p>
<p style="font-size:12px;color:#999">
<a href="https://id.oblachko.example/profile" style="color:#999">Управление аккаунтом</a> ·
<a href="https://oblachko.example/support/id" style="color:#999">Справка</a> ·
<a href="https://oblachko.example/legal/confidential" style="color:#999">Политика конфиденциальности</a><br>
© 2025 ООО «Облачко», 119021, Москва, ул. Льва Толстого, 16</p>
</div></body></html>
""", cte_text="quoted-printable", cte_html="quoted-printable")

M("ru", "newsletter_numbers", None, None,
  "Заказ № 48213965-0012 передан в доставку",
  '"Базар.kz" <orders@bazar-kz.example>',
  "Ерлан Жумабеков <erlan.zh@inbox-kz.example>",
  "Mon, 10 Feb 2025 19:55:21 +0500",
  html="""<html><body style="font-family:Roboto,Arial,sans-serif;background:#f2f3f5;color:#001a34">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#005bff;color:#fff;padding:16px 24px;font-size:20px;font-weight:bold">Базар.kz</td></tr>
<tr><td style="padding:24px">
<p>Ерлан, ваш заказ <b>№ 48213965-0012</b> передан в службу доставки.</p>
<table width="100%" cellpadding="6" style="font-size:14px;border-collapse:collapse">
<tr style="background:#f5f7fa"><td>Трек-номер</td><td>KZ7730218845RU</td></tr>
<tr><td>Ожидаемая дата</td><td>13 февраля 2025, с 10:00 до 21:00</td></tr>
<tr style="background:#f5f7fa"><td>Пункт выдачи</td><td>г. Алматы, мкр. Самал-2, д. 58, 050059</td></tr>
<tr><td>Срок хранения</td><td>5 дней</td></tr>
</table>
<table width="100%" cellpadding="6" style="font-size:14px;margin-top:14px;border-top:1px solid #e0e4ea">
<tr><td>Наушники беспроводные AirBeat 3, арт. 1189204417</td><td align="right">1 × 18 990 ₸</td></tr>
<tr><td>Чехол силиконовый, арт. 7720019935</td><td align="right">2 × 2 450 ₸</td></tr>
<tr><td>Доставка</td><td align="right">0 ₸</td></tr>
<tr><td><b>Итого оплачено картой •• 5531</b></td><td align="right"><b>23 890 ₸</b></td></tr>
</table>
<p><a href="https://bazar-kz.example/my/orderdetails/?order=48213965-0012" style="background:#005bff;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Отследить заказ</a></p>
<p style="font-size:11px;color:#8a94a6">ТОО «Базар Маркетплейс», БИН 201140012345, г. Алматы, пр. Аль-Фараби, 77/8 · Поддержка: +7 727 339 00 00<br>
<a href="https://bazar-kz.example/my/subscriptions">Отписаться от рассылки</a></p>
</td></tr></table></body></html>
""", cte_html="quoted-printable")

M("ru", "phone_and_dates", "5821", None,
  "Вход в интернет-банк Кредо Банк",
  "Кредо Банк <info@kredobank-kz.example>",
  "Данияр Абенов <d.abenov@mail-kz.example>",
  "Wed, 12 Mar 2025 14:22:48 +0500",
  text="""Данияр, здравствуйте!

12.03.2025 в 14:22 (время Алматы) запрошен вход в интернет-банк
с нового устройства: Windows, Edge 133, IP 37.99.41.208.

Код для входа: 5821

Действует 120 секунд.

Ваша карта Кредо Gold *4417 · доступный баланс 152 300,00 KZT
Ближайший платёж по кредиту: 15.03.2025 — 48 760,00 KZT

Если это были не вы, срочно позвоните: 7111 (бесплатно с мобильного)
или +7 727 258 00 00 (из-за рубежа). Сотрудники банка никогда не
спрашивают коды из SMS и писем.

АО «Кредо Банк», г. Алматы, ул. Наурызбай батыра, 154А, 050013
Лицензия АРРФР № 1.2.246/61 от 03.02.2020
""", charset="windows-1251", cte_text="quoted-printable")

M("ru", "no_code_word", "407719", None,
  "Завершите регистрацию в Кинополке",
  "Кинополка <hello@kinopolka.example>",
  "Анна Белова <anna.belova@yamail.example>",
  "Fri, 28 Feb 2025 22:41:10 +0300",
  html="""<html><body style="background:#111;color:#f5f5f5;font-family:Arial,sans-serif">
<div style="max-width:520px;margin:0 auto;padding:32px">
<p style="font-size:24px;font-weight:bold;color:#ff5500">КИНОПОЛКА</p>
<p>Анна, почти готово!</p>
<p>Чтобы завершить регистрацию, введите на сайте эти цифры:</p>
<p style="text-align:center">""" + spans("407719", "display:inline-block;width:36px;margin:0 4px;padding:10px 0;background:#222;border-radius:6px;color:#fff;font:bold 26px Arial;text-align:center") + """</p>
<p style="color:#aaa;font-size:13px">Они действуют 15 минут. После регистрации вас ждут 14 дней подписки «Кинополка Плюс» бесплатно, затем 399 ₽ в месяц.</p>
<p style="font-size:11px;color:#666">ООО «Кинополка», 125167, Москва, Ленинградский пр-т, 39, стр. 79 · 8 800 775-37-25<br>
<a href="https://kinopolka.example/help" style="color:#888">Помощь</a> · <a href="https://kinopolka.example/agreement" style="color:#888">Пользовательское соглашение</a></p>
</div></body></html>
""", cte_html="base64")

M("ru", "several_codes", "4829", None,
  "Заявка на eSIM: подтвердите номер",
  "Связь+ <esim@svyazplus.ua.example>",
  "Игорь Ткаченко <igor.tkachenko@ukr-mail.example>",
  "Tue, 04 Mar 2025 11:18:06 +0200",
  text="""Здравствуйте, Игорь!

Вы оформляете eSIM для номера +380 67 *** 41 90.

Шаг 1. Подтвердите заявку — введите на сайте код: 4829
        (действует 10 минут)

Шаг 2. После подтверждения добавьте eSIM на телефоне: отсканируйте
       QR-код из личного кабинета или введите вручную код активации
       LPA:1$smdp.svyazplus.ua.example$K2-7FQ9X-1H3JD
       Этот код НЕ нужно вводить на сайте.

Номер заявки: ES-2025-031147
Тариф: «Смарт Безлимит» — 250 грн/мес.

Горячая линия: 0 800 400 433 · с мобильного 433
ЧАО «Связь Плюс», 03113, г. Киев, ул. Дегтяревская, 53
""",
  html="""<html><body style="font-family:Arial,sans-serif;color:#222">
<p>Здравствуйте, Игорь!</p>
<p>Вы оформляете eSIM для номера +380 67 *** 41 90.</p>
<table cellpadding="10" style="border:1px solid #ddd;border-collapse:collapse;max-width:560px">
<tr><td style="background:#e30613;color:#fff;font-weight:bold">Шаг 1</td>
<td>Подтвердите заявку — введите на сайте код:<br><span style="font-size:26px;font-weight:bold">4829</span><br><small>действует 10 минут</small></td></tr>
<tr><td style="background:#999;color:#fff;font-weight:bold">Шаг 2</td>
<td>После подтверждения добавьте eSIM на телефоне: отсканируйте QR-код из личного кабинета или введите вручную код активации<br>
<code>LPA:1$smdp.svyazplus.ua.example$K2-7FQ9X-1H3JD</code><br><small>Этот код НЕ нужно вводить на сайте.</small></td></tr>
</table>
<p style="font-size:13px">Номер заявки: ES-2025-031147 · Тариф «Смарт Безлимит» — 250 грн/мес.</p>
<p style="font-size:11px;color:#777">Горячая линия: 0 800 400 433 · ЧАО «Связь Плюс», 03113, г. Киев, ул. Дегтяревская, 53</p>
</body></html>
""", cte_text="8bit", cte_html="quoted-printable")

M("ru", "subject_only", "730284", None,
  "Код подтверждения: 730284",
  "Почтамт <security@pochtamt.example>",
  "Виктор Лебедев <v.lebedev@pochtamt.example>",
  "Sun, 19 Jan 2025 08:02:33 +0300",
  text="""Здравствуйте, Виктор!

Кто-то пытается войти в ваш почтовый ящик v.lebedev@pochtamt.example
с нового устройства (Android, Новосибирск).

Если это вы, введите код, указанный в теме этого письма, в окне входа.
Если нет - ничего не делайте и смените пароль в настройках безопасности.

Служба безопасности Почтамта
""", charset="koi8-r", cte_text="8bit")

M("ru", "decoy_codes", None, None,
  "Посылка прибыла в отделение №12 + промокод на следующую доставку",
  "Швидка Пошта <info@shvydka-poshta.ua.example>",
  "Наталья Шевчук <natalia.shevchuk@ukr-mail.example>",
  "Mon, 17 Feb 2025 10:30:00 +0200",
  html="""<html><body style="font-family:Arial,sans-serif;color:#2d2d2d">
<table width="600" align="center" cellpadding="20" style="border:1px solid #eee">
<tr><td style="background:#da291c;color:#fff;font-size:20px;font-weight:bold">Швидка Пошта</td></tr>
<tr><td>
<p>Наталья, ваша посылка прибыла!</p>
<table cellpadding="6" style="font-size:14px">
<tr><td>ТТН</td><td><b>20450917733158</b></td></tr>
<tr><td>Отправитель</td><td>ФЛП Гончаренко (Харьков)</td></tr>
<tr><td>Отделение</td><td>№12, г. Киев, ул. Богдана Хмельницкого, 44</td></tr>
<tr><td>Наложенный платёж</td><td>1 240 грн + комиссия 20 грн + 2%</td></tr>
<tr><td>Бесплатное хранение</td><td>до 24.02.2025</td></tr>
</table>
<p>Для получения назовите номер телефона получателя или покажите QR-код в приложении.</p>
<div style="border:2px dashed #da291c;padding:12px;margin:16px 0">Промокод на следующую отправку: <b>DOSTAVKA20</b> — скидка 20% до 31.03.2025.</div>
<p style="font-size:12px;color:#666"><b>Осторожно, мошенники!</b> Мы никогда не просим сообщить код из SMS — например, «назовите 123456 для подтверждения доставки». Не передавайте коды третьим лицам.</p>
<p style="font-size:11px;color:#999">ООО «Швидка Пошта», 03026, г. Киев, Столичное шоссе, 103 · 0 800 500 609 ·
<a href="https://shvydka-poshta.ua.example/tracking/20450917733158">Отследить</a> ·
<a href="https://shvydka-poshta.ua.example/unsubscribe?id=77120">Отписаться</a></p>
</td></tr></table></body></html>
""", cte_html="8bit")

M("ru", "username_digits", None, None,
  "dimon_1993, новый ответ в теме «Судак на балансир»",
  "Рыболовы Поволжья <forum@rybak-volga.example>",
  "dimon_1993 <dimon1993@mail-volga.example>",
  "Sat, 25 Jan 2025 20:47:12 +0400",
  text="""Здравствуйте, dimon_1993!

Пользователь sergey_ribak77 ответил в теме, на которую вы подписаны:
«Ловля судака зимой на балансир» (раздел «Зимняя рыбалка»).

Сообщение #48213, 25.01.2025 20:45:
> Вчера на Волге под Самарой взял три штуки на 1,2–1,8 кг,
> глубина 9 метров, балансир 7 см, цвет 113. Лунку сверлил в 7:30.

Читать тему: https://rybak-volga.example/forum/t/2291-lovlya-sudaka/page-14#p48213

Всего непрочитанных сообщений в подписках: 17.

--
Чтобы отписаться от уведомлений по этой теме:
https://rybak-volga.example/forum/t/2291/unwatch?u=55120
""", cte_text="quoted-printable")

_ru11 = f"https://console.pscloud.example/auth/confirm-login?rid={tok('ru11-rid', 20, 'lower')}&h={tok('ru11-h', 40, 'hex')}"
M("ru", "lowercase_alnum", "r8t2wq", _ru11,
  "Подтверждение входа в панель PS Cloud",
  "PS Cloud <noreply@pscloud.example>",
  "Алексей Ким <a.kim@devstudio-kz.example>",
  "Thu, 06 Mar 2025 23:12:55 +0600",
  text=f"""Здравствуйте, Алексей!

Обнаружен вход в панель управления PS Cloud (аккаунт #AC-30917):
браузер Chrome, Караганда, IP 95.56.200.14, 06.03.2025 23:12.

Код подтверждения входа: r8t2wq

Или подтвердите вход по ссылке:
{_ru11}

Если это не вы — ничего не вводите, а смените пароль и API-ключи.

ТОО «PS Cloud Services», г. Алматы, ул. Тимирязева, 42 · +7 727 344 08 08
""",
  html=f"""<html><body style="font-family:Arial,sans-serif;color:#1c2330">
<div style="max-width:520px;margin:20px auto;border:1px solid #e1e5eb;padding:24px">
<p style="font-weight:bold;color:#3a57e8">PS Cloud</p>
<p>Здравствуйте, Алексей!</p>
<p>Обнаружен вход в панель управления (аккаунт #AC-30917): Chrome, Караганда, IP 95.56.200.14, 06.03.2025 23:12.</p>
<p>Код подтверждения входа:</p>
<p style="font-family:monospace;font-size:26px;letter-spacing:3px">r8t2wq</p>
<p><a href="{htmlmod.escape(_ru11)}" style="background:#3a57e8;color:#fff;padding:10px 18px;text-decoration:none;border-radius:4px">Подтвердить вход</a></p>
<p style="font-size:12px;color:#6b7280">Если это не вы — ничего не вводите, а смените пароль и API-ключи.<br>
<a href="https://pscloud.example/docs/security">Безопасность аккаунта</a> · <a href="https://status.pscloud.example/">Статус сервисов</a></p>
<p style="font-size:11px;color:#9aa3af">ТОО «PS Cloud Services», г. Алматы, ул. Тимирязева, 42 · +7 727 344 08 08</p>
</div></body></html>
""", cte_text="8bit", cte_html="quoted-printable")

# ---------------------------------------------------------------- Turkish (tr)
M("tr", "no_code_word", "582014", None,
  "Dijital Kapı giriş işlemi",
  "Dijital Kapı <bilgilendirme@dijitalkapi.gov.example>",
  "Mehmet Yıldırım <mehmet.yildirim@posta-tr.example>",
  "Tue, 14 Jan 2025 10:26:51 +0300",
  text="""Sayın MEHMET YILDIRIM,

Dijital Kapı'ya giriş için tek kullanımlık şifreniz 582014'tür.

Bu şifre 14.01.2025 10:29 saatine kadar geçerlidir ve yalnızca bir kez
kullanılabilir.

T.C. Kimlik No: 123******46
İşlem: E-İmza'sız giriş (mobil doğrulama)

Bu işlemi siz yapmadıysanız lütfen şifrenizi kimseyle paylaşmayınız ve
ALO 160 hattını arayınız.

Bu e-posta otomatik olarak gönderilmiştir, lütfen yanıtlamayınız.
T.C. Dijital Kapı Hizmetleri · Ankara
""", charset="iso-8859-9", cte_text="quoted-printable")

_tr2_raw = f"https://www.modaci.example/sifre-yenile?token={tok('tr2-tok', 44)}&uid=88412035"
_tr2_btn = f"https://email.modaci.example/c/eJw{tok('tr2-c', 120)}"
M("tr", "magic_link", None, _tr2_btn,
  "Şifre sıfırlama talebiniz",
  "Modacı <destek@modaci.example>",
  "Zeynep Aksoy <zeynep.aksoy@mail-tr.example>",
  "Sat, 22 Feb 2025 23:09:14 +0300",
  link_alt=[_tr2_raw],
  text=f"""Merhaba Zeynep,

Modacı hesabın için şifre sıfırlama talebi aldık. Yeni şifreni belirlemek
için aşağıdaki bağlantıya tıkla:

{_tr2_raw}

Bağlantı 30 dakika boyunca geçerlidir. Bu talebi sen yapmadıysan bu
e-postayı dikkate alma; şifren değişmeyecek.

Sevgiler,
Modacı Müşteri Hizmetleri · 0850 333 22 11
Modacı Elektronik Ticaret A.Ş., Maslak Mah. Büyükdere Cad. No:237, 34485 Sarıyer/İstanbul
Mersis No: 0623071446300018
""",
  html=f"""<html><body style="margin:0;background:#f3f3f3;font-family:'Source Sans Pro',Arial,sans-serif;color:#333">
<table width="100%"><tr><td align="center">
<table width="560" cellpadding="24" style="background:#fff;margin:20px 0">
<tr><td style="text-align:center"><a href="https://email.modaci.example/c/eJw{tok('tr2-logo', 60)}"><img src="https://cdn.modaci.example/mail/logo.png" width="130" alt="Modacı"></a></td></tr>
<tr><td>
<p>Merhaba Zeynep,</p>
<p>Modacı hesabın için şifre sıfırlama talebi aldık. Yeni şifreni belirlemek için aşağıdaki butona tıkla.</p>
<p style="text-align:center"><a href="{htmlmod.escape(_tr2_btn)}" style="background:#f27a1a;color:#fff;padding:14px 36px;border-radius:6px;text-decoration:none;font-weight:bold">Şifremi Yenile</a></p>
<p style="font-size:13px;color:#777">Bağlantı 30 dakika boyunca geçerlidir. Bu talebi sen yapmadıysan bu e-postayı dikkate alma.</p>
</td></tr>
<tr><td style="font-size:11px;color:#999;background:#fafafa">
<a href="https://email.modaci.example/c/eJw{tok('tr2-ig', 60)}"><img src="https://cdn.modaci.example/mail/ig.png" width="22" alt="Instagram"></a>
<a href="https://email.modaci.example/c/eJw{tok('tr2-yt', 60)}"><img src="https://cdn.modaci.example/mail/yt.png" width="22" alt="YouTube"></a><br>
Modacı Elektronik Ticaret A.Ş. · Maslak Mah. Büyükdere Cad. No:237, 34485 Sarıyer/İstanbul · 0850 333 22 11<br>
<a href="https://www.modaci.example/kvkk">KVKK Aydınlatma Metni</a> · <a href="https://www.modaci.example/yardim">Yardım</a></td></tr>
</table></td></tr></table>
<img src="https://email.modaci.example/o/eJw{tok('tr2-o', 40)}" width="1" height="1" alt="">
</body></html>
""", cte_text="quoted-printable", cte_html="quoted-printable")

M("tr", "booking_ref", None, None,
  "Uçuş bilgileriniz – Rezervasyon kodu K7TQ2M",
  "Anadolu Kanatları <bilet@anadolukanatlari.example>",
  "Ayşe Demir <ayse.demir@eposta-tr.example>",
  "Thu, 08 May 2025 17:40:22 +0300",
  html="""<html><body style="font-family:Arial,sans-serif;color:#222;background:#f4f6f9">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#fdc300;padding:16px 24px;font-size:20px;font-weight:bold;color:#1a1a1a">Anadolu Kanatları</td></tr>
<tr><td style="padding:24px">
<p>Sayın Ayşe DEMİR,</p>
<p>Biletiniz başarıyla oluşturuldu. İyi uçuşlar dileriz!</p>
<table cellpadding="8" width="100%" style="border:1px solid #e3e3e3;font-size:14px">
<tr><td>Rezervasyon kodu (PNR)</td><td style="font-size:22px;font-weight:bold;letter-spacing:2px">K7TQ2M</td></tr>
<tr><td>Uçuş</td><td>AK 2193 · İstanbul Sabiha Gökçen (SAW) → Antalya (AYT)</td></tr>
<tr><td>Tarih</td><td>14 Haziran 2025 Cumartesi, kalkış 06:45 – varış 08:05</td></tr>
<tr><td>Yolcu</td><td>DEMIR/AYSE · Koltuk 7F · Bagaj 20 kg</td></tr>
<tr><td>Bilet no</td><td>624-2183376510</td></tr>
<tr><td>Toplam</td><td>1.849,99 TL (vergiler dâhil)</td></tr>
</table>
<p style="font-size:13px">Online check-in uçuştan 72 saat önce açılır ve kalkıştan 60 dakika önce kapanır. Rezervasyon kodunuz ve soyadınız ile işlem yapabilirsiniz.</p>
<p><a href="https://www.anadolukanatlari.example/rezervasyon?pnr=K7TQ2M&amp;soyad=DEMIR">Rezervasyonu yönet</a> ·
<a href="https://www.anadolukanatlari.example/check-in">Online check-in</a></p>
<p style="font-size:11px;color:#888">Anadolu Kanatları Hava Taşımacılığı A.Ş. · Aeropark, Yenişehir Mah. Osmanlı Bulv. No:11/A, 34912 Kurtköy-Pendik/İstanbul · Çağrı merkezi 0888 228 12 12</p>
</td></tr></table></body></html>
""", cte_html="base64")

M("tr", "booking_ref", "4071", None,
  "OtelDiyarı hesabına giriş kodun",
  "OtelDiyarı <uyelik@oteldiyari.example>",
  "Can Öztürk <can.ozturk@mail-tr.example>",
  "Sun, 23 Mar 2025 13:58:40 +0300",
  text="""Merhaba Can,

OtelDiyarı hesabına giriş yapmak için kodun: 4071

Kod 10 dakika geçerlidir.

Yaklaşan rezervasyonun:
  Rezervasyon no: OD-7723190
  Otel: Bodrum Mavi Koy Resort, Gündoğan / Bodrum
  Giriş: 12 Haziran 2025 (14:00'ten sonra) · Çıkış: 15 Haziran 2025 (12:00)
  2 yetişkin · Deniz manzaralı oda · Her şey dâhil
  Toplam: 21.450,00 TL (3 taksit)

Bu girişi sen yapmadıysan kodu kimseyle paylaşma.

OtelDiyarı · 0850 460 70 70 · oteldiyari.example
""", cte_text="8bit")

M("tr", "phone_and_dates", "739184", None,
  "Turkuaz Mobil Online İşlemler doğrulama kodu",
  "Turkuaz Mobil <online@turkuazmobil.example>",
  "Emre Kaya <emre.kaya@mail-tr.example>",
  "Mon, 03 Feb 2025 21:05:37 +0300",
  html="""<html><body style="font-family:Arial,sans-serif;color:#00334e">
<table width="580" align="center" cellpadding="20" style="border:1px solid #cfe3ee">
<tr><td style="background:#00a7b5;color:#fff;font-size:20px;font-weight:bold">Turkuaz Mobil</td></tr>
<tr><td>
<p>Değerli abonemiz Emre Kaya,</p>
<p>0532 *** ** 71 numaralı hattınız için Online İşlemler'e 03.02.2025 saat 21:05'te giriş talebi alındı.</p>
<p>Doğrulama kodunuz:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:5px">739 184</p>
<p style="font-size:13px">Kod 3 dakika geçerlidir.</p>
<table cellpadding="5" style="font-size:13px;background:#f2f9fc;width:100%">
<tr><td>Son fatura</td><td>Ocak 2025 · 349,90 TL · son ödeme 10.02.2025</td></tr>
<tr><td>Tarife</td><td>Turkuaz Süper 20 GB · taahhüt bitişi 31.08.2025</td></tr>
<tr><td>Otomatik ödeme</td><td>**** **** **** 6620 numaralı kart</td></tr>
</table>
<p style="font-size:12px;color:#557">Bu talep size ait değilse 532'yi (Turkuaz hattınızdan ücretsiz) veya 0 850 532 0 532 numaralı Müşteri Hizmetleri'ni arayınız.</p>
<p style="font-size:11px;color:#889">Turkuaz Mobil İletişim Hizmetleri A.Ş. · Büyükdere Cad. No:251, 34394 Şişli/İstanbul</p>
</td></tr></table></body></html>
""", cte_html="quoted-printable")

M("tr", "alt_text_only", "260583", None,
  "İnternet şubesi doğrulama",
  "Marmara Katılım Bankası <bilgi@marmarakatilim.example>",
  "Hatice Çelik <hatice.celik@mail-tr.example>",
  "Fri, 31 Jan 2025 09:48:15 +0300",
  text="""Değerli Müşterimiz,

Doğrulama kodunuz güvenlik nedeniyle yalnızca e-postanın HTML
görünümünde, görsel olarak iletilmektedir. Lütfen e-posta uygulamanızda
görselleri görüntülemeye izin veriniz.

Marmara Katılım Bankası A.Ş. · 444 0 627
""",
  html="""<html><body style="font-family:Tahoma,Arial,sans-serif;color:#2a2a2a">
<table width="560" align="center" cellpadding="16">
<tr><td><img src="cid:mkb-logo" width="180" height="48" alt="Marmara Katılım"></td></tr>
<tr><td>
<p>Değerli Müşterimiz Hatice Çelik,</p>
<p>İnternet Şubesi'ne yeni bir tarayıcıdan giriş yapmak için aşağıdaki kodu kullanınız:</p>
<p><img src="cid:mkb-kod" width="260" height="64" alt="2 6 0 5 8 3"></p>
<p style="font-size:12px;color:#666">Kod 180 saniye geçerlidir. Bankamız hiçbir şekilde telefonla şifre veya kod talep etmez.</p>
<p style="font-size:11px;color:#999">Marmara Katılım Bankası A.Ş. · Saray Mah. Dr. Adnan Büyükdeniz Cad. No:6, 34768 Ümraniye/İstanbul · 444 0 627 · Mersis: 0613002113500015</p>
</td></tr></table></body></html>
""", cte_text="8bit", cte_html="base64",
  image=[{"cid": "mkb-logo", "data": png(180, 48, (0, 102, 70)), "filename": "logo.png"},
         {"cid": "mkb-kod", "data": png(260, 64, (250, 250, 250)), "filename": "kod.png"}])

M("tr", "newsletter_numbers", None, None,
  "Siparişin teslim edildi – 412,35 TL",
  "Getirsene <siparis@getirsene.example>",
  "Burak Şahin <burak.sahin@mail-tr.example>",
  "Wed, 19 Mar 2025 20:34:02 +0300",
  text="""Afiyet olsun Burak!

Siparişin 20:33'te kapına teslim edildi. Kuryen: Serkan K.

Sipariş No:   GS-20250319-77184
Teslimat:     Caferağa Mah. Moda Cad. No:88 D:5, 34710 Kadıköy/İstanbul

  1 x Süt 1 L ...................... 38,50 TL
  2 x Ekmek 350 g .................. 30,00 TL
  1 x Beyaz peynir 500 g .......... 174,95 TL
  1 x Domates 1 kg ................. 54,90 TL
  3 x Maden suyu 200 ml ............ 44,85 TL
  1 x Dondurma 500 ml .............. 89,00 TL
  Getir ücreti ..................... 19,90 TL
  İndirim .......................... -39,75 TL
  ---------------------------------------------
  Toplam (KDV dâhil) .............. 412,35 TL

Ödeme: Kredi kartı **** 1187 · Provizyon no: 804412
e-Arşiv fatura no: GSA2025000177184

Siparişini puanla: https://getirsene.example/siparis/GS-20250319-77184/puanla

Getirsene Perakende A.Ş. · Etiler Mah. Tanburi Ali Efendi Sok. No:13, 34337 Beşiktaş/İstanbul
""", cte_text="quoted-printable")

M("tr", "new_and_old_code", "510337", None,
  "Yeni doğrulama kodun: 510 337",
  "Çarşı Pazaryeri <guvenlik@carsi.example>",
  "Elif Arslan <elif.arslan@eposta-tr.example>",
  "Tue, 11 Feb 2025 15:16:29 +0300",
  html="""<html><body style="font-family:Arial,sans-serif;background:#fff;color:#222">
<div style="max-width:500px;margin:0 auto;padding:20px">
<p style="font-size:22px;font-weight:bold;color:#ff6000">Çarşı</p>
<p>Merhaba Elif,</p>
<p>Tekrar kod istedin. Daha önce gönderdiğimiz <b>284 906</b> kodu artık geçersiz.</p>
<p>Yeni doğrulama kodun:</p>
<div style="background:#fff4ec;border-radius:8px;padding:16px;text-align:center;font-size:32px;font-weight:bold;letter-spacing:6px">510 337</div>
<p style="font-size:13px;color:#666">Kod 120 saniye boyunca geçerli. Kodunu kimseyle paylaşma.</p>
<p style="font-size:11px;color:#999">Çarşı Pazaryeri Hizmetleri A.Ş. · Kuştepe Mah. Mecidiyeköy Yolu Cad. No:12, 34387 Şişli/İstanbul · 0850 252 40 00</p>
</div></body></html>
""", cte_html="quoted-printable")

M("tr", "decoy_codes", "8462", None,
  "Hoş geldin! Telefonunu doğrula, 50 TL indirimi kap",
  "Yemekçi <merhaba@yemekci.example>",
  "Deniz Koç <deniz.koc@mail-tr.example>",
  "Thu, 27 Feb 2025 19:22:51 +0300",
  text="""Merhaba Deniz,

Yemekçi'ye hoş geldin! Hesabını tamamlamak için telefon numaranı
(0555 *** ** 03) doğrula:

  Doğrulama kodu: 8462

İlk siparişine özel indirim kodun: HOSGELDIN50
(150 TL ve üzeri siparişlerde 50 TL indirim, 31.03.2025'e kadar)

Hatırlatma: Yemekçi çalışanları senden asla doğrulama kodu istemez.

Başvuru no: YK-99120448

Yemekçi Yemek Siparişi A.Ş. · İstanbul · 0850 455 44 44
""",
  html="""<html><body style="font-family:Arial,sans-serif;color:#333;background:#fef3f2">
<table width="560" align="center" cellpadding="20" style="background:#fff">
<tr><td style="background:#e4002b;color:#fff;font-size:22px;font-weight:bold">Yemekçi</td></tr>
<tr><td>
<p>Merhaba Deniz,</p>
<p>Yemekçi'ye hoş geldin! Hesabını tamamlamak için telefon numaranı (0555 *** ** 03) doğrula:</p>
<p>Doğrulama kodu: <span style="font-size:28px;font-weight:bold;letter-spacing:6px">8462</span></p>
<div style="border:2px dashed #e4002b;padding:12px;margin:16px 0">
İlk siparişine özel indirim kodun: <b>HOSGELDIN50</b><br><small>150 TL ve üzeri siparişlerde 50 TL indirim, 31.03.2025'e kadar</small></div>
<p style="font-size:12px;color:#777">Hatırlatma: Yemekçi çalışanları senden asla doğrulama kodu istemez. Başvuru no: YK-99120448</p>
<p style="font-size:11px;color:#999">Yemekçi Yemek Siparişi A.Ş. · İstanbul · 0850 455 44 44 ·
<a href="https://yemekci.example/bildirim-tercihleri">Bildirim tercihleri</a></p>
</td></tr></table></body></html>
""", cte_text="8bit", cte_html="quoted-printable")

_tr10 = f"https://www.ilankapisi.example/hesap/eposta-onay?k={tok('tr10-k', 32, 'hex')}&e=b.yilmaz%40yeni-posta.example"
M("tr", "email_change", None, _tr10,
  "Yeni e-posta adresinizi onaylayın",
  "İlanKapısı <hesap@ilankapisi.example>",
  "Barış Yılmaz <b.yilmaz@yeni-posta.example>",
  "Sat, 01 Feb 2025 11:44:03 +0300",
  html=f"""<html><body style="font-family:Arial,sans-serif;color:#333">
<table width="580" align="center" cellpadding="18" style="border:1px solid #e5e5e5">
<tr><td style="background:#ffe800;font-size:20px;font-weight:bold;color:#333">İlanKapısı</td></tr>
<tr><td>
<p>Sayın Barış Yılmaz,</p>
<p>Hesabınızın (üye no 30884127) e-posta adresini <b>b.yilmaz@yeni-posta.example</b> olarak değiştirmek istediniz.
Değişikliğin tamamlanması için yeni adresinizi onaylayın.</p>
<p><a href="{htmlmod.escape(_tr10)}" style="background:#2d6ae3;color:#fff;padding:12px 24px;text-decoration:none;border-radius:4px">E-posta adresimi onayla</a></p>
<p style="font-size:13px;color:#666">Onaylamazsanız eski adresiniz (ba****@eski-posta.example) geçerli olmaya devam eder. Bağlantı 24 saat geçerlidir.</p>
<p style="font-size:12px">Bu değişikliği siz yapmadıysanız <a href="https://www.ilankapisi.example/yardim/hesap-guvenligi">hesap güvenliği</a> sayfamızı inceleyin veya 0850 222 44 44'ü arayın.</p>
<p style="font-size:11px;color:#999">İlanKapısı Bilgi Teknolojileri A.Ş. · Ayazağa Mah. Vadi Cad. No:5, 34396 Sarıyer/İstanbul ·
<a href="https://www.ilankapisi.example/gizlilik">Gizlilik</a> · <a href="https://www.ilankapisi.example/eposta-tercihleri">E-posta tercihleri</a></p>
</td></tr></table></body></html>
""", cte_html="8bit")

_tr11_freeze = f"https://kriptopazar.example/hesap/dondur?t={tok('tr11', 40)}"
M("tr", "login_alert", None, None,
  "Hesabınıza yeni bir cihazdan giriş yapıldı",
  "KriptoPazar <guvenlik@kriptopazar.example>",
  "Onur Aydın <onur.aydin@mail-tr.example>",
  "Sun, 16 Mar 2025 03:12:44 +0300",
  html=f"""<html><body style="font-family:Arial,sans-serif;background:#0e1621;color:#dfe6ee">
<div style="max-width:520px;margin:20px auto;background:#17212e;padding:26px;border-radius:8px">
<p style="color:#00c087;font-weight:bold">KriptoPazar</p>
<p>Merhaba Onur,</p>
<p>Hesabınıza yeni bir cihazdan giriş yapıldı:</p>
<table cellpadding="4" style="font-size:13px;color:#aab4c0">
<tr><td>Tarih</td><td>16.03.2025 03:11 (GMT+3)</td></tr>
<tr><td>Cihaz</td><td>Android 14 · KriptoPazar 5.8.1</td></tr>
<tr><td>Konum</td><td>İzmir, Türkiye · IP 88.241.23.190</td></tr></table>
<p>Bu giriş size aitse herhangi bir işlem yapmanıza gerek yoktur.</p>
<p>Siz değilseniz hesabınızı hemen dondurun:</p>
<p><a href="{htmlmod.escape(_tr11_freeze)}" style="background:#f6465d;color:#fff;padding:10px 18px;text-decoration:none;border-radius:4px">Hesabımı dondur</a></p>
<p style="font-size:12px;color:#7d8896">Güvenliğiniz için: KriptoPazar sizden asla şifre, 2FA kodu veya cüzdan anahtarı istemez.</p>
<p style="font-size:11px;color:#5c6675">KriptoPazar Teknoloji A.Ş. · Maslak 1453, 34485 Sarıyer/İstanbul · 0850 241 00 00</p>
</div></body></html>
""", cte_html="quoted-printable")

# ---------------------------------------------------------------- Indonesian (id)
_id1_raw = f"https://www.pasarria.example/verifikasi-email?token={tok('id1-raw', 52)}"
_id1_btn = f"https://trk.pasarria.example/CL0/{tok('id1-cl0', 70)}/1/0100019f{tok('id1-x', 24, 'hex')}/{tok('id1-y', 20)}=391"
M("id", "magic_link", None, _id1_btn,
  "Satu langkah lagi: verifikasi email kamu",
  "Pasarria <noreply@pasarria.example>",
  "Rina Wulandari <rina.wulandari@surel.example>",
  "Tue, 25 Feb 2025 08:15:30 +0700",
  link_alt=[_id1_raw],
  text=f"""Halo Rina,

Terima kasih sudah bergabung di Pasarria! Verifikasi email kamu agar bisa
mulai belanja dan menerima notifikasi pesanan.

Verifikasi sekarang:
{_id1_raw}

Link berlaku 24 jam. Kalau kamu tidak mendaftar di Pasarria, abaikan
email ini.

Salam,
Tim Pasarria
PT Pasarria Niaga Indonesia, Tokopedia Tower Lt. 12, Jl. Prof. Dr. Satrio
Kav. 11, Jakarta Selatan 12940 - Layanan Pelanggan 1500-721
""",
  html=f"""<html><body style="margin:0;background:#f0f3f7;font-family:'Open Sauce One',Arial,sans-serif;color:#31353b">
<table width="100%"><tr><td align="center">
<table width="560" cellpadding="24" style="background:#fff;margin:20px 0;border-radius:8px">
<tr><td><img src="https://images.pasarria.example/email/logo.png" width="120" alt="Pasarria"></td></tr>
<tr><td>
<h2 style="margin-top:0">Halo Rina,</h2>
<p>Terima kasih sudah bergabung di Pasarria! Verifikasi email kamu agar bisa mulai belanja dan menerima notifikasi pesanan.</p>
<p style="text-align:center"><a href="{htmlmod.escape(_id1_btn)}" style="background:#03ac0e;color:#fff;padding:12px 40px;border-radius:8px;text-decoration:none;font-weight:bold">Verifikasi Email</a></p>
<p style="font-size:12px;color:#6d7588">Tombol tidak berfungsi? Salin link berikut ke browser:<br>
<a href="{htmlmod.escape(_id1_raw)}" style="color:#03ac0e;word-break:break-all">{htmlmod.escape(_id1_raw)}</a></p>
<p style="font-size:12px;color:#6d7588">Link berlaku 24 jam. Kalau kamu tidak mendaftar, abaikan email ini.</p>
</td></tr>
<tr><td style="font-size:11px;color:#9fa6b0;background:#f8f9fa">
<a href="https://apps.example/pasarria-ios"><img src="https://images.pasarria.example/email/appstore.png" width="100" alt="App Store"></a>
<a href="https://apps.example/pasarria-android"><img src="https://images.pasarria.example/email/gplay.png" width="100" alt="Google Play"></a><br>
PT Pasarria Niaga Indonesia · Jl. Prof. Dr. Satrio Kav. 11, Jakarta Selatan 12940 · 1500-721<br>
<a href="https://www.pasarria.example/privacy">Kebijakan Privasi</a> · <a href="https://www.pasarria.example/bantuan">Pusat Bantuan</a></td></tr>
</table></td></tr></table>
<img src="https://trk.pasarria.example/open/{tok('id1-open', 30)}" width="1" height="1" alt="">
</body></html>
""", cte_text="7bit", cte_html="quoted-printable")

M("id", "prefix_code", "7305", None,
  "Kode verifikasi Ojekin",
  "Ojekin <no-reply@ojekin.example>",
  "dimas.pratama@surel.example",
  "Fri, 10 Jan 2025 06:41:17 +0700",
  text="""OJ-7305 adalah kode verifikasi Ojekin kamu.

Masukkan 4 angka setelah "OJ-" di aplikasi untuk masuk ke akun
dengan nomor +62 812-****-5590.

JANGAN BERIKAN kode ini ke siapa pun, termasuk pihak yang mengaku
dari Ojekin. Kode berlaku 2 menit.

Butuh bantuan? Buka menu Bantuan di aplikasi atau hubungi
customerservice@ojekin.example.

PT Ojekin Teknologi Indonesia
Pasaraya Blok M Gedung B Lt. 6, Jl. Iskandarsyah II No. 7,
Jakarta Selatan 12160
""", cte_text="7bit")

M("id", "username_digits", "318552", None,
  "Ikat akun Arena Legenda ke email ini",
  "Arena Legenda <noreply@arenalegenda.example>",
  "budi_santoso99 <budi.santoso99@surel.example>",
  "Sat, 18 Jan 2025 22:03:09 +0700",
  html="""<html><body style="background:#0c1a3a;color:#e9eefb;font-family:Arial,sans-serif">
<div style="max-width:520px;margin:0 auto;padding:28px">
<p style="font-size:24px;font-weight:bold;color:#f5c542">ARENA LEGENDA</p>
<p>Halo <b>budi_santoso99</b>,</p>
<p>Kamu sedang mengikat akun game <b>ID 128847710 (Server 2011)</b> ke alamat email ini. Masukkan kode verifikasi berikut di dalam game:</p>
<p style="text-align:center;font-size:34px;font-weight:bold;letter-spacing:8px;color:#f5c542">318 552</p>
<p style="font-size:13px;color:#a9b5d6">Kode berlaku 10 menit. Setelah terikat, kamu bisa login di perangkat lain tanpa kehilangan 2.340 Diamond dan 87 hero milikmu.</p>
<p style="font-size:12px;color:#7b88ad">Jangan bagikan kode ini. Admin tidak pernah meminta kode melalui DM, grup, atau live streaming.</p>
<p style="font-size:11px;color:#5d6a8f">© 2025 Arena Legenda Games · Jl. Pluit Selatan Raya, Jakarta Utara 14440 ·
<a href="https://arenalegenda.example/cs" style="color:#7b88ad">Customer Service</a></p>
</div></body></html>
""", cte_html="quoted-printable")

M("id", "newsletter_numbers", None, None,
  "Pesanan 250314QK7N2B8 sedang dikirim",
  "Belanjain <info@mail.belanjain.example>",
  "Siti Rahmawati <siti.rahma@surel.example>",
  "Fri, 14 Mar 2025 15:27:44 +0700",
  html="""<html><body style="font-family:Roboto,Arial,sans-serif;background:#f5f5f5;color:#222">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#ee4d2d;color:#fff;padding:16px 24px;font-size:20px;font-weight:bold">Belanjain</td></tr>
<tr><td style="padding:24px">
<p>Hai Siti, pesananmu sudah diserahkan ke kurir!</p>
<table width="100%" cellpadding="6" style="font-size:14px">
<tr><td>No. Pesanan</td><td><b>250314QK7N2B8</b></td></tr>
<tr><td>Jasa kirim</td><td>J&amp;T Reguler · No. Resi <b>JX2290187741</b></td></tr>
<tr><td>Estimasi tiba</td><td>17 – 19 Mar 2025</td></tr>
<tr><td>Alamat</td><td>Jl. Dago No. 118, RT 02/RW 05, Coblong, Bandung, Jawa Barat 40135</td></tr>
</table>
<table width="100%" cellpadding="6" style="font-size:14px;border-top:1px solid #eee;margin-top:12px">
<tr><td>Hijab Voal Motif Premium (Mocca) x2</td><td align="right">Rp89.800</td></tr>
<tr><td>Gamis Katun Rayon All Size x1</td><td align="right">Rp145.000</td></tr>
<tr><td>Ongkos kirim</td><td align="right">Rp12.000</td></tr>
<tr><td>Voucher gratis ongkir</td><td align="right">-Rp10.000</td></tr>
<tr><td>Biaya layanan</td><td align="right">Rp1.000</td></tr>
<tr><td><b>Total Pembayaran (BelanjainPay)</b></td><td align="right"><b>Rp237.800</b></td></tr>
</table>
<p><a href="https://belanjain.example/user/purchase/order/250314QK7N2B8" style="background:#ee4d2d;color:#fff;padding:10px 20px;text-decoration:none;border-radius:2px">Lacak Pesanan</a></p>
<p style="font-size:11px;color:#999">PT Belanjain Internasional Indonesia · Pacific Century Place Lt. 26, SCBD Lot 10, Jakarta 12190<br>
Email ini dikirim otomatis. <a href="https://belanjain.example/settings/notifications">Atur notifikasi email</a></p>
</td></tr></table></body></html>
""", cte_html="quoted-printable")

M("id", "booking_ref", "518204", None,
  "Kode OTP masuk Kereta Nusantara Access",
  "Kereta Nusantara <noreply@keretanusantara.example>",
  "Agus Setiawan <agus.setiawan@surel.example>",
  "Thu, 27 Mar 2025 05:02:46 +0700",
  text="""Yth. Bapak Agus Setiawan,

Kode OTP untuk masuk ke aplikasi Kereta Nusantara Access: 518 204

Berlaku 5 menit. Jangan berikan kode ini kepada siapa pun.

Perjalanan Anda berikutnya:
  Kode booking : 7QWZ8K
  KA Argo Parahyangan (KA 19), Eksekutif
  Gambir (GMR) 05.10 -> Bandung (BD) 07.58
  Jumat, 28 Maret 2025 - Kereta EKS 3, kursi 9A
  Tarif: Rp250.000

Boarding dibuka 1 jam sebelum keberangkatan. Silakan tunjukkan
e-boarding pass dan KTP asli.

Contact Center 121 / (021) 121 - cs@keretanusantara.example
PT Kereta Nusantara (Persero), Jl. Perintis Kemerdekaan No. 1, Bandung 40117
""", cte_text="7bit")

_id6_secure = f"https://ibank.banknusantararaya.example/keamanan/amankan-akun?ref={tok('id6', 30, 'alnum')}"
M("id", "reset_in_code_mail", "640971", None,
  "Kode OTP Internet Banking NR",
  "Bank Nusantara Raya <notifikasi@banknusantararaya.example>",
  "Wahyu Hidayat <wahyu.hidayat@surel.example>",
  "Mon, 13 Jan 2025 19:38:21 +0700",
  html=f"""<html><body style="font-family:Arial,sans-serif;color:#1e2a38">
<table width="580" align="center" cellpadding="18" style="border:1px solid #d8dee6">
<tr><td style="background:#0060af;color:#fff;font-size:18px;font-weight:bold">Bank Nusantara Raya</td></tr>
<tr><td>
<p>Yth. Bapak Wahyu Hidayat,</p>
<p>Berikut kode OTP untuk login Internet Banking NR pada 13/01/2025 pukul 19:38 WIB:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:6px;color:#0060af">640 971</p>
<p style="font-size:13px">Kode berlaku 3 menit. <b>RAHASIA</b> – jangan berikan kepada siapa pun, termasuk petugas bank.</p>
<p style="font-size:13px;background:#fff6e0;padding:10px">Bukan Anda yang mencoba login? <a href="{htmlmod.escape(_id6_secure)}">Amankan akun dan ganti password</a> atau hubungi HaloNR 1500-888.</p>
<p style="font-size:11px;color:#777">PT Bank Nusantara Raya Tbk · Menara NR, Jl. Jend. Sudirman Kav. 44-46, Jakarta 10210 ·
Berizin dan diawasi oleh Otoritas Jasa Keuangan (OJK) serta merupakan peserta penjaminan LPS.</p>
</td></tr></table></body></html>
""", cte_html="base64")

M("id", "lowercase_alnum", "m3q8zt", None,
  "Kode masuk Jurnalku kamu",
  "Jurnalku <halo@jurnalku.example>",
  "Fitri Handayani <fitri@tokokuehfitri.example>",
  "Wed, 12 Feb 2025 10:55:33 +0700",
  text="""Hai Fitri,

Berikut kode masuk ke Jurnalku untuk perusahaan "Toko Kue Fitri":

    m3q8zt

Ketik kode ini (huruf kecil) di halaman login. Berlaku 10 menit dan
hanya bisa dipakai sekali.

Info langganan: Paket Bisnis, aktif sampai 12/03/2025
Tagihan berikutnya: INV/JRN/2025/02/00418 - Rp349.000

Tim Jurnalku - Software akuntansi online
Jl. Kemang Raya No. 6, Jakarta Selatan 12730 - WA 0811-1500-360
""",
  html="""<html><body style="font-family:'Inter',Arial,sans-serif;color:#222">
<div style="max-width:480px;margin:24px auto;padding:24px;border:1px solid #eee;border-radius:10px">
<p style="color:#1a73e8;font-weight:bold;font-size:18px">Jurnalku</p>
<p>Hai Fitri,</p>
<p>Berikut kode masuk ke Jurnalku untuk perusahaan <b>Toko Kue Fitri</b>:</p>
<p style="font-family:'Courier New',monospace;font-size:30px;letter-spacing:4px;background:#f4f7fb;padding:12px;text-align:center">m3q8zt</p>
<p style="font-size:13px;color:#555">Ketik kode ini (huruf kecil) di halaman login. Berlaku 10 menit dan hanya bisa dipakai sekali.</p>
<p style="font-size:12px;color:#777">Paket Bisnis, aktif sampai 12/03/2025 · Tagihan berikutnya INV/JRN/2025/02/00418 – Rp349.000</p>
<p style="font-size:11px;color:#aaa">Jl. Kemang Raya No. 6, Jakarta Selatan 12730 · WA 0811-1500-360</p>
</div></body></html>
""", cte_text="7bit", cte_html="quoted-printable")

M("id", "subject_only", "9041", None,
  "9041 adalah kode verifikasi DompetKu kamu",
  "DompetKu <keamanan@dompetku.example>",
  "Yoga Permana <yoga.permana@surel.example>",
  "Sun, 02 Feb 2025 13:19:05 +0700",
  html="""<html><body style="font-family:Arial,sans-serif;color:#222;background:#eef5ff">
<div style="max-width:480px;margin:20px auto;background:#fff;padding:24px;border-radius:12px">
<p style="font-weight:bold;color:#108ee9;font-size:20px">DompetKu</p>
<p>Hai Yoga,</p>
<p>Masukkan kode yang tertera pada <b>subjek email ini</b> untuk menghubungkan akun DompetKu (0857-****-2231) dengan aplikasi Belanjain.</p>
<p style="font-size:13px;color:#666">Demi keamanan, kode tidak kami tampilkan di isi email. Kode berlaku 5 menit.</p>
<p style="font-size:12px;color:#c0392b">DompetKu tidak pernah meminta PIN atau kode verifikasi melalui telepon, SMS, maupun media sosial.</p>
<p style="font-size:11px;color:#999">PT Espay Dompet Digital · Capital Place Lt. 18, Jl. Jend. Gatot Subroto Kav. 18, Jakarta 12710 · 1500-445</p>
</div></body></html>
""", cte_html="base64")

M("id", "decoy_codes", None, None,
  "Selamat! Voucher belanja Rp25.000 untuk Anda",
  "Indomarta Poinku <promo@indomarta.example>",
  "Sri Lestari <sri.lestari@surel.example>",
  "Mon, 24 Feb 2025 11:00:00 +0700",
  html="""<html><body style="font-family:Arial,sans-serif;background:#fffbea;color:#222">
<table width="600" align="center" cellpadding="20" style="background:#fff">
<tr><td style="background:#0b4ea2;color:#ffd200;font-size:22px;font-weight:bold">indomarta <span style="color:#fff">Poinku</span></td></tr>
<tr><td>
<p style="font-size:11px;text-align:right"><a href="https://mail.indomarta.example/view/8841207">Lihat di browser</a></p>
<p>Halo Ibu Sri Lestari,</p>
<p>Terima kasih telah berbelanja di Indomarta Jl. Kaliurang Km 5, Sleman (struk no. <b>2502-0412-8871</b>, 23/02/2025 19:42, total Rp187.450).</p>
<p>Anda mendapatkan voucher belanja:</p>
<div style="border:2px dashed #0b4ea2;padding:16px;text-align:center">
<span style="font-size:26px;font-weight:bold">Rp25.000</span><br>Kode voucher: <b>IMV-25K-88QZ</b><br>
<small>Min. belanja Rp100.000 · berlaku s.d. 31/03/2025 · tukarkan di kasir</small></div>
<p>Poin Anda saat ini: <b>1.250</b> · No. member: 9900 1122 4478 3301</p>
<p style="font-size:11px;color:#888">PT Indomarta Prima Utama · Jl. Ancol I No. 9-10, Jakarta Utara 14430 · Kontak 1500-280<br>
<a href="https://mail.indomarta.example/unsubscribe?m=9900112244783301">Berhenti berlangganan</a></p>
</td></tr></table></body></html>
""", cte_html="quoted-printable",
  headers={"List-Unsubscribe": "<mailto:unsubscribe@indomarta.example?subject=9900112244783301>"})

M("id", "payment_code", None, None,
  "Kode Billing Pajak Anda berhasil dibuat",
  "Pajak Daring <noreply@pajakdaring.go.example>",
  "CV Maju Bersama <admin@majubersama.example>",
  "Thu, 06 Mar 2025 14:02:28 +0700",
  text="""Yth. Wajib Pajak CV MAJU BERSAMA,

Kode Billing berhasil dibuat dengan rincian sebagai berikut:

  NPWP               : 01.234.567.8-901.000
  Nama WP            : CV MAJU BERSAMA
  Jenis Pajak        : 411211 - PPN Dalam Negeri
  Jenis Setoran      : 100 - Masa PPN
  Masa Pajak         : 02/2025
  Jumlah Setor       : Rp 4.872.300,-
  Kode Billing       : 025031489210773
  Masa Aktif         : s.d. 13-03-2025 23:59:59 WIB

Lakukan pembayaran melalui teller bank/pos persepsi, ATM, internet
banking, atau mobile banking dengan memasukkan Kode Billing di atas.
Simpan Bukti Penerimaan Negara (BPN) yang memuat NTPN sebagai bukti
setor yang sah.

Email ini dikirim otomatis, mohon tidak dibalas.
Kring Pajak 1500 200
""", cte_text="7bit")

_id11 = f"https://app.ruangbelajar.example/auth/magic-link/callback?token={tok('id11', 44)}&redirect=%2Fkelas%2Futbk-2025"
M("id", "magic_link", None, _id11,
  "Link masuk Ruang Belajar kamu",
  "Ruang Belajar <akun@ruangbelajar.example>",
  "Nadia Putri <nadia.putri17@surel.example>",
  "Wed, 19 Mar 2025 19:47:58 +0700",
  html=f"""<html><body style="font-family:Poppins,Arial,sans-serif;background:#f6f1ff;color:#2b2250">
<div style="max-width:520px;margin:24px auto;background:#fff;padding:28px;border-radius:16px">
<p style="font-size:20px;font-weight:bold;color:#6a3fd6">Ruang Belajar</p>
<p>Hai Nadia!</p>
<p>Klik tombol di bawah untuk langsung masuk ke akun Ruang Belajar kamu. Tidak perlu password.</p>
<p style="text-align:center"><a href="{htmlmod.escape(_id11)}" style="background:#6a3fd6;color:#fff;padding:13px 34px;border-radius:24px;text-decoration:none;font-weight:bold">Masuk Sekarang</a></p>
<p style="font-size:12px;color:#7d7699">Link hanya berlaku 15 menit dan untuk satu kali masuk. Kalau bukan kamu yang minta, abaikan saja.</p>
<p style="font-size:12px">Lanjutkan kelas kamu: <b>Tryout UTBK 2025 – Paket 7</b> (progres 64%)</p>
<p style="font-size:11px;color:#a39cbc">
<a href="https://www.instagram.example/ruangbelajar" style="color:#a39cbc">Instagram</a> ·
<a href="https://www.tiktok.example/@ruangbelajar" style="color:#a39cbc">TikTok</a> ·
<a href="https://ruangbelajar.example/bantuan" style="color:#a39cbc">Bantuan</a><br>
PT Ruang Belajar Edukasi · Jl. Dr. Saharjo No. 161, Jakarta Selatan 12860<br>
<a href="https://ruangbelajar.example/email/berhenti?u={tok('id11-u', 16)}" style="color:#a39cbc">Berhenti menerima email promosi</a></p>
</div></body></html>
""", cte_html="quoted-printable")

if __name__ == "__main__":
    main()
