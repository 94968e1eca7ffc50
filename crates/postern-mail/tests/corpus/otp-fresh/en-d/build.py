#!/usr/bin/env python3
"""Hand-written test mail for a one-time-code / magic-link extractor.

Writes fd-NNNN.eml and labels.jsonl into this directory and validates them.
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

PREFIX = "fd"
LANG = "en"
OUT = os.path.dirname(os.path.abspath(__file__))

MSGS = []


def add(**kw):
    MSGS.append(kw)


def png(w, h, rgb=(230, 230, 230)):
    """A tiny solid-colour PNG, built by hand."""
    raw = b"".join(b"\x00" + bytes(rgb) * w for _ in range(h))

    def chunk(tag, data):
        return (struct.pack(">I", len(data)) + tag + data
                + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF))

    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))


# ---------------------------------------------------------------------------
# Messages (appended in batches below)
# ---------------------------------------------------------------------------

# ---- batch 1 ---------------------------------------------------------------

add(kind="no_code_word", otp="804117", link=None,
    subject="Finish signing in to Revenue Online",
    frm='"Revenue Online" <no-reply@online.revenue.gov.example>',
    to='"Adaeze Okafor" <a.okafor@postbox.example>',
    date="Mon, 03 Mar 2025 14:37:12 +0000",
    tcte="7bit",
    text="""\
Dear Ms Okafor,

Someone - hopefully you - is signing in to Revenue Online from a browser
we have not seen before.

To finish signing in, enter 804 117 on the page where you started.
These digits stop working at 14:52 (UK time) on 3 March 2025.

Signing-in details
  Date and time:         3 March 2025, 14:37
  Browser:               Firefox 135 on Windows
  Approximate location:  Leeds, United Kingdom
  UTR:                   ******4417

If this was not you, you do not need to do anything. Nobody can get into
your account without the digits above. If you keep receiving these
emails, call the Online Services Helpdesk on 0161 496 0382 (Monday to
Friday, 8am to 6pm).

We will never ask for your password or bank details by email or text.

Revenue Online
Revenue Services, Benton Park View, Newcastle NE98 1ZZ

This is an automated message. Replies to this address are not read.
""")

add(kind="username_digits", otp="318274", link=None,
    subject="Your Riverside Libraries verification code",
    frm='"Riverside Libraries" <accounts@libraries.riverside.gov.example>',
    to="mpatel1987@mailbox.example",
    date="Thu, 10 Apr 2025 18:02:45 +0100",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Hi mpatel1987,

You asked to sign in to your Riverside Libraries online account
(library card ending 0392).

Your verification code is: 318274

It expires in 10 minutes. If you didn't ask for it you can ignore this
email – your account is safe.

At a glance
  Items on loan:          4
  Next item due:          Sat 12 April 2025
  Reservations to collect: 1 (Central Library, hold shelf 27)
  Charges owed:           £0.00

Riverside Libraries · Civic Centre, Market Street, Riverside RV1 2AB
01632 960418 · libraries.riverside.gov.example
""",
    html="""\
<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Verification code</title></head>
<body style="margin:0;background:#f3f1ec;font-family:Georgia,serif;color:#222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="24" cellspacing="0" style="background:#fff">
<tr><td style="border-bottom:4px solid #1d5c4d">
<img src="https://libraries.riverside.gov.example/img/logo-email.png" width="180" alt="Riverside Libraries">
</td></tr>
<tr><td>
<p>Hi mpatel1987,</p>
<p>You asked to sign in to your Riverside Libraries online account (library card ending 0392).</p>
<p style="margin:28px 0 8px">Your verification code is:</p>
<p style="font-size:30px;letter-spacing:6px;font-family:Courier New,monospace;margin:0 0 28px"><strong>318274</strong></p>
<p>It expires in 10 minutes. If you didn&rsquo;t ask for it you can ignore this email &ndash; your account is safe.</p>
<table cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #ddd;width:100%">
<tr><td>Items on loan</td><td align="right">4</td></tr>
<tr><td>Next item due</td><td align="right">Sat 12 April 2025</td></tr>
<tr><td>Reservations to collect</td><td align="right">1 (Central Library, hold shelf 27)</td></tr>
<tr><td>Charges owed</td><td align="right">&pound;0.00</td></tr>
</table>
</td></tr>
<tr><td style="font-size:12px;color:#666;background:#f7f7f5">
Riverside Libraries &middot; Civic Centre, Market Street, Riverside RV1 2AB &middot; 01632 960418<br>
<a href="https://libraries.riverside.gov.example/branches">Branches and opening hours</a> &middot;
<a href="https://libraries.riverside.gov.example/privacy">Privacy notice</a>
</td></tr>
</table></td></tr></table>
</body></html>
""")

add(kind="booking_ref", otp=None, link=None,
    subject="Booking confirmed: The Lantern Singers – Winter Concert (Ref K7QXPL)",
    frm='"Stagegate Tickets" <bookings@stagegate.example>',
    to='"Ruth Campbell" <ruthc@inbox.example>',
    date="Sat, 18 Jan 2025 11:24:09 +0000",
    tcte="quoted-printable", hcte="base64",
    text="""\
Thanks for booking with Stagegate, Ruth.

THE LANTERN SINGERS – WINTER CONCERT
Corn Exchange, Wheeler Street, Kingsford KF2 7PL
Saturday 15 February 2025 · Doors 18:45 · Performance 19:30

Booking reference: K7QXPL
Order number: 20250118-448102

Tickets
  Stalls, Row F, Seat 14   Adult        £28.50
  Stalls, Row F, Seat 15   Concession   £24.00
  Booking fee                            £3.20
  Total paid (Visa ending 6620)         £55.70

Your e-tickets are in the Stagegate app and attached as a PDF. Show the
QR code at the door, or give your booking reference at the box office.

Step-free access is via the Market Square entrance. The bar opens at
18:30 and interval drinks can be pre-ordered.

Need to change something? Manage your booking:
https://www.stagegate.example/account/orders/20250118-448102

Stagegate Ltd, 4 Foundry Yard, Kingsford KF1 3QD. Registered in England
and Wales no. 09921347. VAT no. GB 301 4471 92.
""",
    html="""\
<html><body style="font-family:Helvetica,Arial,sans-serif;background:#111;margin:0">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#111"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:20px;background:#e8402b;color:#fff;font-size:22px;font-weight:bold">stagegate</td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:22px;margin:0 0 8px">You&#39;re going, Ruth!</h1>
<p style="margin:0 0 16px;color:#555">The Lantern Singers &ndash; Winter Concert<br>
Corn Exchange, Kingsford &middot; Sat 15 Feb 2025 &middot; 19:30 (doors 18:45)</p>
<table width="100%" cellpadding="10" cellspacing="0" style="border:2px dashed #e8402b;margin-bottom:20px">
<tr><td style="font-size:13px;color:#777">BOOKING REFERENCE</td><td style="font-size:13px;color:#777">ORDER</td></tr>
<tr><td style="font-size:26px;font-weight:bold;letter-spacing:3px">K7QXPL</td><td style="font-size:16px">20250118-448102</td></tr>
</table>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px">
<tr style="background:#f4f4f4"><th align="left">Seat</th><th align="left">Type</th><th align="right">Price</th></tr>
<tr><td>Stalls F14</td><td>Adult</td><td align="right">&pound;28.50</td></tr>
<tr><td>Stalls F15</td><td>Concession</td><td align="right">&pound;24.00</td></tr>
<tr><td colspan="2">Booking fee</td><td align="right">&pound;3.20</td></tr>
<tr><td colspan="2"><strong>Total paid (Visa &bull;&bull;&bull;&bull; 6620)</strong></td><td align="right"><strong>&pound;55.70</strong></td></tr>
</table>
<p style="margin:24px 0"><a href="https://www.stagegate.example/account/orders/20250118-448102" style="background:#e8402b;color:#fff;padding:12px 22px;text-decoration:none;border-radius:4px">View my tickets</a></p>
<p style="font-size:13px;color:#555">Step-free access via the Market Square entrance. Bar opens 18:30.</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#888;background:#f4f4f4">
Stagegate Ltd, 4 Foundry Yard, Kingsford KF1 3QD &middot; Company no. 09921347 &middot; VAT GB 301 4471 92<br>
<a href="https://www.stagegate.example/help">Help centre</a> &middot; <a href="https://www.stagegate.example/terms">Terms of sale</a> &middot; <a href="https://www.stagegate.example/privacy">Privacy</a>
</td></tr></table></td></tr></table>
<img src="https://t.stagegate.example/open/7f3a91c2e0b84d5c.gif" width="1" height="1" alt="">
</body></html>
""")

add(kind="booking_ref", otp="662019", link=None,
    subject="Your Northline Rail verification code",
    frm='"Northline Rail" <account@mail.northlinerail.example>',
    to="j.harrow@fastmail.example",
    date="Wed, 19 Mar 2025 06:48:31 +0000",
    tcte="7bit", hcte="quoted-printable",
    text="""\
Northline Rail

You're signing in to view booking BX4T9Q:
  Leeds -> London King's Cross
  Friday 21 March 2025, departs 07:15, coach C seat 42 (forward facing)

Enter this verification code to continue:

    662019

The code is valid for 15 minutes and can only be used once.

Didn't try to sign in? Someone may have your password. Change it from
My Account > Security.

Northline Rail Ltd, Station House, 12 Aire Street, Leeds LS1 4PR.
Registered in England No. 08812345.
""",
    html="""\
<html><head><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:0;background:#eef2f6;font-family:Arial,sans-serif">
<div style="max-width:520px;margin:0 auto;background:#ffffff">
<div style="background:#5a1f6b;padding:18px 24px"><img src="https://mail.northlinerail.example/assets/nl-logo-white.png" alt="Northline Rail" height="28"></div>
<div style="padding:24px">
<p style="font-size:15px;color:#333">You&rsquo;re signing in to view booking <b>BX4T9Q</b>:</p>
<table cellpadding="4" style="font-size:14px;color:#333;background:#f5f0f7;width:100%;margin-bottom:18px">
<tr><td>Leeds &rarr; London King&rsquo;s Cross</td></tr>
<tr><td>Fri 21 Mar 2025 &middot; 07:15 &middot; Coach C, seat 42</td></tr>
</table>
<p style="font-size:15px;color:#333">Enter this verification code to continue:</p>
<div style="font-size:34px;font-weight:bold;letter-spacing:8px;color:#5a1f6b;text-align:center;padding:14px 0;border:1px solid #d9c7df">662019</div>
<p style="font-size:13px;color:#666">Valid for 15 minutes. It can only be used once.</p>
<p style="font-size:13px;color:#666">Didn&rsquo;t try to sign in? Someone may have your password. Change it from My Account &gt; Security.</p>
</div>
<div style="padding:16px 24px;font-size:11px;color:#999;border-top:1px solid #eee">
Northline Rail Ltd, Station House, 12 Aire Street, Leeds LS1 4PR. Registered in England No. 08812345.<br>
<a href="https://www.northlinerail.example/help" style="color:#999">Help</a> |
<a href="https://www.northlinerail.example/privacy" style="color:#999">Privacy</a>
</div></div></body></html>
""")

add(kind="newsletter_numbers", otp=None, link=None,
    subject="Your water bill is ready – account 7731 0042 19",
    frm='"Dales Water" <billing@e.daleswater.example>',
    to='"Mr G Ellison" <g.ellison@homeisp.example>',
    date="Tue, 04 Mar 2025 07:10:00 +0000",
    tcte="base64",
    text="""\
Dear Mr Ellison,

Your latest water and sewerage bill is now available in your online
account.

Account number:     7731 0042 19
Bill number:        000918277431
Bill date:          04/03/2025
Billing period:     1 October 2024 to 31 March 2025
Supply address:     14 Hawthorn Close, Skipley, SK7 3RN

Meter serial 19M204417
  Previous reading (01/10/2024):   01442
  Current reading  (26/02/2025):   01518 (estimated to 31/03/2025: 01531)
  Water used:                       89 m³

Charges
  Water supply      89 m³ x £1.8231     £162.26
  Water standing charge (182 days)     £21.84
  Sewerage          85 m³ x £1.4107     £119.91
  Sewerage standing charge             £18.20
  Surface water drainage               £27.30
  Less payments received              -£140.00
  Amount due                           £209.51

You pay by Direct Debit. We will collect £34.92 on 1 April 2025 and on
the 1st of each month until 1 September 2025. You don't need to do
anything.

Struggling to pay? Our Helping Hand tariff could cut your bill by up to
50%. Call 0113 496 0771 (8am–8pm weekdays, 8am–2pm Saturdays).

Report a leak 24/7: 0113 496 0999

Dales Water Services Ltd, Ellers Lane, Bradburn BD9 4XW.
Registered in England and Wales no. 02366711.
""")

add(kind="newsletter_numbers", otp=None, link=None,
    subject="Thank you, Helen – your donation receipt DN-2025-0117342",
    frm='"Harbour Lights Hospice" <supporters@harbourlights.org.example>',
    to="helen.march@webmail.example",
    date="Fri, 07 Feb 2025 16:33:50 +0000",
    hcte="quoted-printable",
    html="""\
<!doctype html>
<html><body style="background:#fdf8f2;margin:0;font-family:'Trebuchet MS',Arial,sans-serif;color:#333">
<center>
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;text-align:left">
<tr><td style="padding:0"><img src="https://harbourlights.org.example/email/header-lighthouse.jpg" width="600" height="160" alt="Harbour Lights Hospice" style="display:block"></td></tr>
<tr><td style="padding:28px 32px">
<p>Dear Helen,</p>
<p>Thank you so much for your gift of <strong>&pound;25.00</strong>. Because you&rsquo;re a UK taxpayer and ticked the Gift Aid box, we can claim an extra <strong>&pound;6.25</strong> from HMRC at no cost to you &ndash; so your gift is worth &pound;31.25 to the hospice.</p>
<p>&pound;31.25 pays for a specialist nurse to spend an hour with a family at home.</p>
<h3 style="color:#c0572a;margin-top:28px">Your receipt</h3>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;border-collapse:collapse">
<tr style="border-bottom:1px solid #eee"><td>Receipt number</td><td>DN-2025-0117342</td></tr>
<tr style="border-bottom:1px solid #eee"><td>Supporter number</td><td>5530917</td></tr>
<tr style="border-bottom:1px solid #eee"><td>Date</td><td>7 February 2025, 16:31</td></tr>
<tr style="border-bottom:1px solid #eee"><td>Amount</td><td>&pound;25.00 (one-off)</td></tr>
<tr style="border-bottom:1px solid #eee"><td>Payment</td><td>Mastercard ending 2211</td></tr>
<tr style="border-bottom:1px solid #eee"><td>Gift Aid declaration</td><td>Yes &ndash; ref GA-884120</td></tr>
<tr><td>Appeal</td><td>Spring Lights 2025 (code SL25)</td></tr>
</table>
<p style="margin-top:24px">If you&rsquo;d like to turn your gift into a monthly donation, you can do so in two minutes on our website or by calling the Supporter Care team on <a href="tel:+441632960145">01632 960145</a>.</p>
<p style="margin-top:24px"><a href="https://harbourlights.org.example/give/monthly?src=receipt&amp;sid=5530917" style="background:#c0572a;color:#fff;padding:12px 20px;border-radius:24px;text-decoration:none">Give monthly</a></p>
<p>With heartfelt thanks,<br>Marian Doyle<br>Head of Supporter Care</p>
</td></tr>
<tr><td style="padding:18px 32px;background:#f3ece3;font-size:11px;color:#777">
Harbour Lights Hospice, Quay Road, Porthallow TR9 2HH. Registered charity no. 1098765. Company limited by guarantee no. 04411287.<br>
<a href="https://harbourlights.org.example/preferences?sid=5530917&amp;t=9f2c0a">Update your preferences</a> &middot;
<a href="https://harbourlights.org.example/unsubscribe?sid=5530917&amp;t=9f2c0a">Unsubscribe</a> &middot;
<a href="https://harbourlights.org.example/privacy">Privacy policy</a>
</td></tr>
</table>
</center>
</body></html>
""")

add(kind="newsletter_numbers", otp=None, link=None,
    subject="Your 2025/26 Council Tax bill – account 40019283",
    frm='"Kingsford Borough Council" <counciltax@kingsford.gov.example>',
    to='"S. Brennan" <sbrennan@homemail.example>',
    date="Mon, 10 Mar 2025 09:00:04 +0000",
    tcte="8bit", hcte="quoted-printable",
    text="""\
KINGSFORD BOROUGH COUNCIL – COUNCIL TAX DEMAND NOTICE 2025/26

Account reference:  40019283
Property reference: 00451207339
Property:           Flat 3, 22 Orchard Road, Kingsford KF4 9DL
Valuation band:     C

Charges for 1 April 2025 to 31 March 2026
  Kingsford Borough Council      £1,421.36
  County Council Adult Social Care £212.08
  Police and Crime Commissioner    £257.40
  Fire and Rescue Authority         £96.60
  Gross charge                   £1,987.44
  Single person discount (25%)    -£496.86
  Amount payable                 £1,490.58

Instalments (Direct Debit, sort code ending 14, account ending 7718)
  1 April 2025        £149.13
  1 May 2025 to 1 January 2026: 9 instalments of £149.05

Your council tax has gone up by 4.99% this year. See how the money is
spent: https://www.kingsford.gov.example/counciltax/spending

Moving home or change of circumstances? Tell us within 21 days at
https://www.kingsford.gov.example/counciltax/move or call 01632 960700.

Revenues and Benefits, Kingsford Borough Council, Town Hall,
Kingsford KF1 1AA
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#0b0c0c">
<div style="border-top:10px solid #00703c;padding:16px;max-width:640px">
<p style="font-size:20px;font-weight:bold">Kingsford Borough Council</p>
<h1 style="font-size:24px">Council Tax demand notice 2025/26</h1>
<table cellpadding="5" cellspacing="0" style="border:1px solid #b1b4b6">
<tr><td>Account reference</td><td><b>40019283</b></td></tr>
<tr><td>Property reference</td><td>00451207339</td></tr>
<tr><td>Property</td><td>Flat 3, 22 Orchard Road, Kingsford KF4 9DL</td></tr>
<tr><td>Valuation band</td><td>C</td></tr>
</table>
<h2 style="font-size:18px">Charges for 1 April 2025 to 31 March 2026</h2>
<table cellpadding="5" cellspacing="0" width="100%">
<tr><td>Kingsford Borough Council</td><td align="right">&pound;1,421.36</td></tr>
<tr><td>County Council Adult Social Care</td><td align="right">&pound;212.08</td></tr>
<tr><td>Police and Crime Commissioner</td><td align="right">&pound;257.40</td></tr>
<tr><td>Fire and Rescue Authority</td><td align="right">&pound;96.60</td></tr>
<tr><td>Gross charge</td><td align="right">&pound;1,987.44</td></tr>
<tr><td>Single person discount (25%)</td><td align="right">-&pound;496.86</td></tr>
<tr style="font-weight:bold"><td>Amount payable</td><td align="right">&pound;1,490.58</td></tr>
</table>
<h2 style="font-size:18px">Instalments</h2>
<p>Direct Debit from account ending 7718: &pound;149.13 on 1 April 2025, then 9 instalments of &pound;149.05 from 1 May 2025 to 1 January 2026.</p>
<p>Your council tax has risen by 4.99% this year. <a href="https://www.kingsford.gov.example/counciltax/spending">See how the money is spent</a>.</p>
<p>Moving home? <a href="https://www.kingsford.gov.example/counciltax/move">Tell us within 21 days</a> or call 01632 960700.</p>
<p style="font-size:12px;color:#505a5f">Revenues and Benefits, Kingsford Borough Council, Town Hall, Kingsford KF1 1AA</p>
</div></body></html>
""")

add(kind="new_and_old_code", otp="390615", link=None,
    subject="Here's your new Harbourline code",
    frm='"Harbourline Insurance" <security@harbourline-insurance.example>',
    to="d.kowalczyk@post.example",
    date="Tue, 25 Feb 2025 10:09:41 +0000",
    tcte="8bit",
    text="""\
Hello Dorota,

You asked us to send you another code, so we've cancelled the old one.

The code 771 042 that we emailed at 10:02 will no longer work.

Your new code is 390 615

Enter it in MyHarbourline within the next 10 minutes to finish logging
in. For your security, never share it with anyone – including our staff.

Policy summary (for your reference)
  Home insurance policy HL-HOM-2283946, renews 14 June 2025
  Car insurance policy HL-MTR-1170552 (Skoda Fabia, reg. ending 7XK)

Questions? Call us on 0113 496 0240, Monday–Friday 8am–8pm, Saturday
9am–5pm.

Harbourline Insurance Services Limited is authorised and regulated by the
Financial Conduct Authority (FRN 998812). Registered office: 1 Anchor
Wharf, Bristol BS1 6XX. Registered in England no. 07741230.
""")

add(kind="new_and_old_code", otp="K4P9Z2", link=None,
    subject="New sign-in code for St Aldwyn University IT",
    frm='"St Aldwyn IT Service Desk" <itservices-noreply@staldwyn.ac.example>',
    to='"Okoye, Chidi" <c.okoye@students.staldwyn.ac.example>',
    date="Mon, 06 Jan 2025 08:55:17 +0000",
    tcte="quoted-printable", hcte="quoted-printable",
    headers={"X-Auto-Response-Suppress": "All", "Auto-Submitted": "auto-generated"},
    text="""\
St Aldwyn University - IT Services

Hi Chidi,

You asked for another code to set up your account on a new device.
Please ignore the earlier email: code M7R2Q8 has been cancelled.

Your new code: K4P9Z2

Type it exactly as shown (capital letters). It expires at 09:10 today,
6 January 2025.

If you didn't request this, contact the IT Service Desk straight away:
01632 960555 (24 hours in term time) or visit us in the Hadley Library,
ground floor, 08:30-18:00.

Ticket reference for this request: INC0418833
""",
    html="""\
<html><body style="font-family:Segoe UI,Arial,sans-serif;color:#1b1b1b;background:#ffffff">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="padding:16px 20px;background:#7a1425;color:#fff;font-size:18px">St Aldwyn University &middot; IT Services</td></tr></table>
<div style="padding:20px;max-width:580px">
<p>Hi Chidi,</p>
<p>You asked for another code to set up your account on a new device. Please ignore the earlier email: code <span style="text-decoration:line-through;color:#888">M7R2Q8</span> has been cancelled.</p>
<p>Your new code:</p>
<p style="font-family:Consolas,monospace;font-size:28px;font-weight:bold;letter-spacing:5px;background:#f2f2f2;display:inline-block;padding:10px 18px">K4P9Z2</p>
<p>Type it exactly as shown (capital letters). It expires at 09:10 today, 6 January 2025.</p>
<p style="font-size:13px;color:#555">If you didn&rsquo;t request this, contact the IT Service Desk straight away: 01632 960555 (24 hours in term time) or visit us in the Hadley Library, ground floor, 08:30&ndash;18:00.</p>
<p style="font-size:12px;color:#888">Ticket reference: INC0418833</p>
</div></body></html>
""")

add(kind="several_codes", otp=None, link=None,
    subject="GovID: your backup codes",
    frm='"GovID" <noreply@govid.service.gov.example>',
    to="pwhitlock@inbox.example",
    date="Sun, 16 Feb 2025 20:14:58 +0000",
    tcte="7bit",
    text="""\
GovID

You turned on 2-step verification for your GovID account on
16 February 2025 at 20:13.

Below are 10 backup codes. Keep them somewhere safe, such as a printed
copy in a drawer. You only need one if you cannot get a security code
on your phone. Each backup code can be used once.

   1.  4821-0937        6.  1184-6620
   2.  7730-5512        7.  9046-3381
   3.  2259-8104        8.  5517-2093
   4.  6603-1478        9.  3392-7745
   5.  8815-4026       10.  0478-9961

Do not enter any of these codes now. You do not need to do anything else.

If you lose these codes you can make new ones in Your account >
Security > Backup codes. Making new codes cancels these ones.

GovID is run by the Government Digital Identity Service.
Help: https://www.govid.service.gov.example/help
""")

add(kind="several_codes", otp="604218", link=None,
    subject="Link your prescriptions to the Greenleaf app",
    frm='"Greenleaf Pharmacy" <hello@greenleafpharmacy.example>',
    to='"Tom Ashworth" <tom.ashworth@netmail.example>',
    date="Wed, 12 Mar 2025 13:27:02 +0000",
    tcte="quoted-printable", hcte="base64",
    text="""\
Hi Tom,

You're almost done linking your repeat prescriptions to the Greenleaf
app. There are two numbers in this email – please don't mix them up.

1) Email code – type this into the app now:  604 218
   (expires in 20 minutes)

2) Collection PIN – 3391
   Keep this for when you collect medicines from the Greenleaf Pharmacy,
   12 High Street, Ashby AB4 5TT. You'll say it at the counter. Do NOT
   type it into the app.

Your nominated GP practice: Ashby Road Surgery (practice code Y02817)
Next repeat due: 28 March 2025 (4 items)

Greenleaf Pharmacy Ltd · GPhC premises registration 1123987
Superintendent pharmacist: Priya Nand MPharm
0161 496 0633 · Mon–Sat 9am–6pm
""",
    html="""\
<html><body style="font-family:Verdana,sans-serif;font-size:14px;color:#2d3b2d;background:#f0f6ef">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:24px;border-top:6px solid #3f8f3a">
<p>Hi Tom,</p>
<p>You&rsquo;re almost done linking your repeat prescriptions to the Greenleaf app. There are two numbers in this email &ndash; please don&rsquo;t mix them up.</p>
<table width="100%" cellpadding="12" cellspacing="0" style="margin:16px 0">
<tr><td style="background:#e5f3e3;border-radius:6px">
<div style="font-size:12px;text-transform:uppercase;color:#3f8f3a">1 &middot; Email code &ndash; type into the app now</div>
<div style="font-size:30px;font-weight:bold;letter-spacing:4px">604 218</div>
<div style="font-size:12px;color:#666">Expires in 20 minutes</div>
</td></tr>
<tr><td style="height:10px"></td></tr>
<tr><td style="background:#f6f6f6;border-radius:6px">
<div style="font-size:12px;text-transform:uppercase;color:#777">2 &middot; Collection PIN &ndash; for the pharmacy counter</div>
<div style="font-size:22px;font-weight:bold">3391</div>
<div style="font-size:12px;color:#666">Say this when you collect from 12 High Street, Ashby AB4 5TT. Do <b>not</b> type it into the app.</div>
</td></tr></table>
<p style="font-size:13px">Nominated GP practice: Ashby Road Surgery (Y02817)<br>Next repeat due: 28 March 2025 (4 items)</p>
<p style="font-size:11px;color:#888">Greenleaf Pharmacy Ltd &middot; GPhC premises registration 1123987 &middot; Superintendent pharmacist: Priya Nand MPharm &middot; 0161 496 0633</p>
</div></body></html>
""")

add(kind="prefix_code", otp="582031", link=None,
    subject="PF-582031 – your Pulse Fitness app code",
    frm='"Pulse Fitness" <noreply@pulsefitness.example>',
    to="gymbro_dan@mailbox.example",
    date="Fri, 14 Mar 2025 05:51:20 +0000",
    hcte="base64",
    html="""\
<html><head><style>
.wrap{max-width:480px;margin:0 auto;font-family:Montserrat,Arial,sans-serif;background:#0f0f10;color:#f2f2f2}
.code{font-size:36px;font-weight:800;letter-spacing:4px;color:#c6ff00}
a{color:#c6ff00}
</style></head>
<body style="background:#0f0f10;margin:0">
<div class="wrap" style="padding:28px">
<img src="https://cdn.pulsefitness.example/mail/pulse-logo.png" alt="PULSE FITNESS" width="140">
<h2 style="margin-top:24px">Let&rsquo;s get you in.</h2>
<p>Here&rsquo;s your code to log in to the Pulse app:</p>
<p class="code">PF-582031</p>
<p>In the app, type the 6 digits after &ldquo;PF-&rdquo;. The code works for 5 minutes.</p>
<p style="font-size:13px;color:#aaa">Member no. 00913377 &middot; Home club: Pulse Salford Quays (open 24/7)</p>
<p style="font-size:13px;color:#aaa">Not you? Ignore this email &mdash; nobody can log in without the code.</p>
<hr style="border:0;border-top:1px solid #333">
<p style="font-size:11px;color:#777">Pulse Fitness Ltd, Unit 4 Dockside, Salford M50 3UB &middot;
<a href="https://pulsefitness.example/help">Help</a> &middot; <a href="https://pulsefitness.example/privacy">Privacy</a></p>
</div></body></html>
""")


# ---------------------------------------------------------------------------
# Building and validation
# ---------------------------------------------------------------------------

class _Scan(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.hrefs, self.alts, self.data = [], [], []

    def handle_starttag(self, tag, attrs):
        for k, v in attrs:
            if v is None:
                continue
            if k == "href":
                self.hrefs.append(v)
            elif k == "alt":
                self.alts.append(v)

    handle_startendtag = handle_starttag

    def handle_data(self, d):
        self.data.append(d)


def _domain(addr):
    m = re.search(r"@([A-Za-z0-9.-]+)", addr)
    return m.group(1) if m else "mail.example"


def build_message(n, m):
    msg = EmailMessage()
    msg["From"] = m["frm"]
    msg["To"] = m["to"]
    msg["Subject"] = m["subject"]
    msg["Date"] = m["date"]
    tok = zlib.crc32((m["subject"] + m["date"]).encode()) & 0xFFFFFFFF
    msg["Message-ID"] = "<%08x.%s%04d@%s>" % (tok, PREFIX, n, _domain(m["frm"]))
    for k, v in (m.get("headers") or {}).items():
        msg[k] = v
    text, html = m.get("text"), m.get("html")
    if text is not None:
        msg.set_content(text, cte=m.get("tcte", "7bit"))
        if html is not None:
            msg.add_alternative(html, subtype="html", cte=m.get("hcte", "quoted-printable"))
    elif html is not None:
        msg.set_content(html, subtype="html", cte=m.get("hcte", "quoted-printable"))
    else:
        raise ValueError("message %d has no body" % n)
    img = m.get("image")
    if img:
        if html is None:
            raise ValueError("image without html in message %d" % n)
        target = msg.get_payload()[1] if text is not None else msg
        w, h = img.get("size", (200, 60))
        target.add_related(png(w, h, img.get("rgb", (240, 240, 240))), "image", "png",
                           cid="<%s>" % img["cid"], filename=img.get("filename"))
    # deterministic boundaries so that reruns give identical files
    i = 0
    for part in msg.walk():
        if part.is_multipart():
            i += 1
            part.set_boundary("----=_Part_%s%04d_%d.%08X" % (PREFIX, n, i, tok))
    return msg


def _all_defects(msg):
    out = []
    for part in msg.walk():
        out += list(part.defects)
        for k, v in part.items():
            out += list(getattr(v, "defects", []) or [])
    return out


def validate(path, m):
    with open(path, "rb") as fh:
        data = fh.read()
    msg = BytesParser(policy=policy.default).parsebytes(data)
    errs = []
    d = _all_defects(msg)
    if d:
        errs.append("defects: %r" % d)
    subject = str(msg["subject"])
    texts, htmls, hrefs, alts, htmltext = [], [], [], [], []
    for part in msg.walk():
        if part.is_multipart():
            continue
        ct = part.get_content_type()
        if ct == "text/plain":
            texts.append(part.get_content())
        elif ct == "text/html":
            h = part.get_content()
            htmls.append(h)
            sc = _Scan()
            sc.feed(h)
            sc.close()
            hrefs += sc.hrefs
            alts += sc.alts
            htmltext.append("".join(sc.data))
    if not texts and not htmls:
        errs.append("no text body")
    hay = "\n".join([subject] + texts + htmls + htmltext + alts)
    otp = m.get("otp")
    if otp is not None:
        if otp not in hay:
            flat = re.sub(r"[^0-9A-Za-z]", "", "\n".join([subject] + texts + htmltext + alts))
            if otp not in flat:
                errs.append("otp %r not found in content" % otp)
    link = m.get("link")
    if link is not None:
        if link not in hrefs:
            errs.append("link %r not among hrefs" % link)
        for alt in m.get("link_alt") or []:
            if alt not in hrefs and alt not in hay:
                errs.append("link_alt %r not found" % alt)
        for u in [link] + list(m.get("link_alt") or []):
            host = re.match(r"https?://([^/?#]+)", u)
            if not host or not re.search(r"\.(example|test|invalid)$", host.group(1)):
                errs.append("link host not reserved: %r" % u)
    elif m.get("link_alt"):
        errs.append("link_alt without link")
    # all hrefs must use reserved domains too (except mailto/tel)
    for u in hrefs:
        hm = re.match(r"https?://([^/?#:]+)", u)
        if hm and not re.search(r"\.(example|test|invalid)$", hm.group(1)):
            errs.append("href on unreserved domain: %r" % u)
    return errs


def main():
    # remove old output
    for fn in os.listdir(OUT):
        if (fn.startswith(PREFIX + "-") and fn.endswith(".eml")) or fn == "labels.jsonl":
            os.remove(os.path.join(OUT, fn))
    fam_count = {}
    labels = []
    problems = 0
    for n, m in enumerate(MSGS, 1):
        fname = "%s-%04d.eml" % (PREFIX, n)
        msg = build_message(n, m)
        path = os.path.join(OUT, fname)
        with open(path, "wb") as fh:
            fh.write(msg.as_bytes(policy=policy.default))
        kind = m["kind"]
        fam_count[kind] = fam_count.get(kind, 0) + 1
        family = m.get("family") or "%s-%s-%02d" % (PREFIX, kind, fam_count[kind])
        rec = {"file": fname, "otp": m.get("otp"), "link": m.get("link"),
               "kind": kind, "lang": m.get("lang", LANG), "family": family}
        if m.get("link_alt"):
            rec["link_alt"] = list(m["link_alt"])
        labels.append(rec)
        errs = validate(path, m)
        for e in errs:
            print("%s: %s" % (fname, e))
        problems += len(errs)
    with open(os.path.join(OUT, "labels.jsonl"), "w", encoding="utf-8") as fh:
        for rec in labels:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    fams = [r["family"] for r in labels]
    if len(set(fams)) != len(fams):
        print("duplicate family names")
        problems += 1
    subs = [m["subject"] for m in MSGS]
    if len(set(subs)) != len(subs):
        print("duplicate subjects")
        problems += 1
    n = len(labels)
    code = sum(1 for r in labels if r["otp"])
    link = sum(1 for r in labels if r["link"])
    both = sum(1 for r in labels if r["otp"] and r["link"])
    neither = sum(1 for r in labels if not r["otp"] and not r["link"])
    kinds = {}
    for r in labels:
        kinds[r["kind"]] = kinds.get(r["kind"], 0) + 1
    print("messages: %d  code: %d  link: %d  both: %d  neither: %d" % (n, code, link, both, neither))
    for k in sorted(kinds):
        print("  %-22s %d" % (k, kinds[k]))
    if problems:
        print("VALIDATION FAILED: %d problem(s)" % problems)
        sys.exit(1)
    print("VALIDATION PASSED")

# ---- batch 2 ---------------------------------------------------------------

add(kind="prefix_code", otp="44917", link=None,
    subject="Resident parking permits: confirm it's you",
    frm='"Westmoor Council Parking Services" <parking-noreply@westmoor.gov.example>',
    to="l.fenwick@homemail.example",
    date="Thu, 27 Feb 2025 19:42:11 +0000",
    tcte="quoted-printable",
    text="""\
Westmoor Council – Parking Services

We need to check it's you before you renew your resident parking permit.

Your confirmation code: P-44917

On the renewal page, enter the 5 digits after "P-". The code expires in
30 minutes.

Renewal details
  Permit number:     RP-2025-00871 (Zone K – Abbey Fields)
  Vehicle:           Ford Puma, registration ending 4TV
  Current permit:    valid until 31 March 2025
  Renewal fee:       £84.00 for 12 months (second permit £126.00)

Please do not quote the code when you contact us. For permit queries,
quote your permit number instead.

Parking Services, Westmoor Council, PO Box 4410, Westmoor WM1 9ZP
Telephone 01632 960321 (Monday to Friday 9am–5pm)
""")

add(kind="lowercase_alnum", otp="7hq2mx",
    link="https://click.foundrydesk.example/ls/click?upn=u001.Xk3pQ9vLm2Rt8Wz4-2BaN7cY1dF5gH6jK0lM3nP9qR2sT4uV6wX8yZ1aB3cD5eF7gH9-2FjK1lM3nO5pQ7rS9tU&k=a81f",
    link_alt=["https://app.foundrydesk.example/auth/magic?token=mGq7Zt2wVx9LkR4pNc8Hs1Yb6Dj3Fa0E&email=lena.ortiz%40studio.example"],
    subject="Sign in to Foundry Desk",
    frm='"Foundry Desk" <hello@foundrydesk.example>',
    to='"Lena Ortiz" <lena.ortiz@studio.example>',
    date="Tue, 11 Mar 2025 08:03:29 +0000",
    tcte="7bit", hcte="quoted-printable",
    text="""\
Hey Lena,

Here's your sign-in code for the Foundry Desk app:

  7hq2mx

Or skip the typing and open this link on the device you're signing in on:
https://app.foundrydesk.example/auth/magic?token=mGq7Zt2wVx9LkR4pNc8Hs1Yb6Dj3Fa0E&email=lena.ortiz%40studio.example

Both expire in 15 minutes.

Your plan: Flex 10 (10 day passes / month), 6 passes left until 31 March.
Home space: Foundry Desk Canal Basin, 2nd floor, 41 Wharf Road, Sheffield S3 8AB

-- 
Foundry Desk Ltd - coworking for people who make things
""",
    html="""\
<html><body style="margin:0;background:#faf7f2;font-family:-apple-system,Helvetica,Arial,sans-serif;color:#1f1f1f">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table width="460" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;border:1px solid #ece6dc">
<tr><td style="padding:28px 28px 0"><img src="https://assets.foundrydesk.example/email/fd-mark.png" width="36" height="36" alt="Foundry Desk"></td></tr>
<tr><td style="padding:20px 28px">
<p style="font-size:16px;margin:0 0 14px">Hey Lena,</p>
<p style="font-size:15px;margin:0 0 10px">Here&rsquo;s your sign-in code for the Foundry Desk app:</p>
<p style="font-family:Menlo,Consolas,monospace;font-size:30px;letter-spacing:6px;background:#f4efe6;padding:12px 0;text-align:center;border-radius:6px;margin:0 0 18px">7hq2mx</p>
<p style="font-size:15px;margin:0 0 18px">Or skip the typing:</p>
<p style="text-align:center;margin:0 0 18px"><a href="https://click.foundrydesk.example/ls/click?upn=u001.Xk3pQ9vLm2Rt8Wz4-2BaN7cY1dF5gH6jK0lM3nP9qR2sT4uV6wX8yZ1aB3cD5eF7gH9-2FjK1lM3nO5pQ7rS9tU&amp;k=a81f" style="background:#d9541e;color:#fff;text-decoration:none;padding:12px 26px;border-radius:6px;font-weight:600">Sign in to Foundry Desk</a></p>
<p style="font-size:13px;color:#777">Both expire in 15 minutes. Flex 10 plan &middot; 6 day passes left until 31 March.</p>
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #ece6dc;font-size:11px;color:#999">
Foundry Desk Canal Basin &middot; 41 Wharf Road, Sheffield S3 8AB<br>
<a href="https://click.foundrydesk.example/ls/click?upn=u001.Hh2KqW-2FzP8dL0sR4&amp;k=c11e" style="color:#999">Help</a> &middot;
<a href="https://click.foundrydesk.example/ls/click?upn=u001.Pr7Vn3XbT1mJ6cQ9&amp;k=c11f" style="color:#999">House rules</a>
</td></tr></table></td></tr></table>
<img src="https://click.foundrydesk.example/wf/open?upn=u001.Zy4Rt8Wm2Lk6" width="1" height="1" alt="">
</body></html>
""")

add(kind="lowercase_alnum", otp="b8k3tq9w", link=None,
    subject="Oakridge Academy Parent Portal – one-time login code",
    frm='"Oakridge Academy" <parentportal@oakridge-academy.sch.example>',
    to="karen.hughes77@familymail.example",
    date="Mon, 13 Jan 2025 21:16:40 +0000",
    tcte="8bit", hcte="8bit",
    text="""\
Dear Parent/Carer,

A login to the Oakridge Academy Parent Portal was requested for the
account karen.hughes77@familymail.example.

One-time login code: b8k3tq9w

(all lower case, 8 characters – valid for 10 minutes)

Once logged in you can view attendance, the spring term report for
Year 8 and book parents' evening slots (Thursday 30 January, 16:00–19:30).

Dinner money balance for Alfie Hughes (8HM): £4.35
Trip payment outstanding: Year 8 Science Museum trip, £18.00, due 24 Jan

Oakridge Academy, Mill Lane, Hartley HT6 2QS · 01632 960812
Part of the Vale Learning Trust, company no. 07552913
""",
    html="""\
<html><body style="font-family:Calibri,Arial,sans-serif;font-size:15px;color:#222">
<table width="600" cellpadding="0" cellspacing="0" style="border:1px solid #ccd">
<tr><td style="background:#13315c;color:#fff;padding:14px 18px;font-size:18px">Oakridge Academy &mdash; Parent Portal</td></tr>
<tr><td style="padding:18px">
<p>Dear Parent/Carer,</p>
<p>A login to the Oakridge Academy Parent Portal was requested for the account karen.hughes77@familymail.example.</p>
<p>One-time login code:</p>
<p><code style="font-size:26px;background:#eef1f6;padding:6px 14px;border:1px solid #c9d1de">b8k3tq9w</code></p>
<p style="font-size:13px;color:#555">All lower case, 8 characters &ndash; valid for 10 minutes.</p>
<p>Once logged in you can view attendance, the spring term report for Year 8 and book parents&rsquo; evening slots (Thursday 30 January, 16:00&ndash;19:30).</p>
<table cellpadding="4" style="font-size:13px;background:#fafafa;border:1px solid #eee">
<tr><td>Dinner money balance &ndash; Alfie Hughes (8HM)</td><td>£4.35</td></tr>
<tr><td>Year 8 Science Museum trip (due 24 Jan)</td><td>£18.00</td></tr>
</table>
</td></tr>
<tr><td style="padding:12px 18px;font-size:11px;color:#777;background:#f3f4f7">Oakridge Academy, Mill Lane, Hartley HT6 2QS &middot; 01632 960812 &middot; Part of the Vale Learning Trust, company no. 07552913</td></tr>
</table></body></html>
""")

add(kind="reset_in_code_mail", otp="227496", link=None,
    subject="Your Cobalt Mutual security code",
    frm='"Cobalt Mutual" <no-reply@notifications.cobaltmutual.example>',
    to='"Mr R Adeyemi" <radeyemi@inbox.example>',
    date="Sat, 22 Mar 2025 12:40:05 +0000",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Hello Mr Adeyemi,

Your security code is 227 496

Enter this code to log in to your Cobalt Mutual account. It's valid for
the next 10 minutes.

Requested: Saturday 22 March 2025 at 12:40 GMT
Device: Safari on iPhone

Not you? Reset your password now:
https://my.cobaltmutual.example/account/password/reset?src=otp-email

Your policies: Life cover CM-LF-44102873 · Income protection CM-IP-0091126

Cobalt Mutual Assurance Society Limited, Cobalt House, 19 Quay Street,
Manchester M3 3HN. Authorised by the Prudential Regulation Authority and
regulated by the Financial Conduct Authority and the PRA (FRN 110448).
""",
    html="""\
<html><body style="background:#eef3f8;margin:0;font-family:Arial,Helvetica,sans-serif">
<table align="center" width="580" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:20px">
<tr><td style="background:#0047ab;padding:18px 24px"><img src="https://static.cobaltmutual.example/email/logo-white.png" alt="Cobalt Mutual" width="150"></td></tr>
<tr><td style="padding:26px 24px;color:#243040;font-size:15px;line-height:22px">
<p>Hello Mr Adeyemi,</p>
<p>Your security code is</p>
<p style="font-size:32px;font-weight:bold;color:#0047ab;letter-spacing:3px;margin:8px 0 16px">227 496</p>
<p>Enter this code to log in to your Cobalt Mutual account. It&rsquo;s valid for the next 10 minutes.</p>
<table cellpadding="3" style="font-size:13px;color:#5a6777">
<tr><td>Requested:</td><td>Saturday 22 March 2025 at 12:40 GMT</td></tr>
<tr><td>Device:</td><td>Safari on iPhone</td></tr>
</table>
<div style="margin-top:22px;padding:14px;background:#fff5f5;border-left:4px solid #c62828;font-size:14px">
<strong>Not you?</strong> Someone may know your password. <a href="https://my.cobaltmutual.example/account/password/reset?src=otp-email" style="color:#c62828">Reset your password now</a>.
</div>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#7d8894;background:#f7f9fb">
Your policies: Life cover CM-LF-44102873 &middot; Income protection CM-IP-0091126<br><br>
Cobalt Mutual Assurance Society Limited, Cobalt House, 19 Quay Street, Manchester M3 3HN. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the PRA (FRN 110448).<br>
<a href="https://www.cobaltmutual.example/security">How we protect you</a> | <a href="https://www.cobaltmutual.example/privacy">Privacy</a>
</td></tr></table></body></html>
""")

add(kind="reset_in_code_mail", otp="815590", link=None,
    subject="815590 – Brightwater Energy login code",
    frm='"Brightwater Energy" <account@brightwater-energy.example>',
    to="jonah.peters@webmail.example",
    date="Sun, 02 Feb 2025 07:22:48 +0000",
    hcte="base64",
    html="""\
<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f5fbff;font-family:'Open Sans',Arial,sans-serif;color:#17324d">
<div style="max-width:540px;margin:0 auto;padding:24px">
<img src="https://brightwater-energy.example/static/mail/bw-logo.png" alt="Brightwater Energy" width="160" style="margin-bottom:20px">
<div style="background:#fff;border-radius:12px;padding:28px;box-shadow:0 1px 3px rgba(0,0,0,.08)">
<p style="margin-top:0">Hi Jonah,</p>
<p>Use this code to log in to your Brightwater account:</p>
<table cellpadding="0" cellspacing="6" style="margin:10px 0 18px"><tr>
<td style="width:40px;height:50px;text-align:center;font-size:26px;font-weight:700;background:#e6f3fb;border-radius:6px">8</td>
<td style="width:40px;height:50px;text-align:center;font-size:26px;font-weight:700;background:#e6f3fb;border-radius:6px">1</td>
<td style="width:40px;height:50px;text-align:center;font-size:26px;font-weight:700;background:#e6f3fb;border-radius:6px">5</td>
<td style="width:40px;height:50px;text-align:center;font-size:26px;font-weight:700;background:#e6f3fb;border-radius:6px">5</td>
<td style="width:40px;height:50px;text-align:center;font-size:26px;font-weight:700;background:#e6f3fb;border-radius:6px">9</td>
<td style="width:40px;height:50px;text-align:center;font-size:26px;font-weight:700;background:#e6f3fb;border-radius:6px">0</td>
</tr></table>
<p style="font-size:13px;color:#55708a">The code expires in 15 minutes. We sent it because someone tried to log in with your email address and password from Chrome on Android, near Bristol, at 07:22 on 2 Feb 2025.</p>
<p style="font-size:14px"><b>Didn&rsquo;t try to log in?</b> <a href="https://brightwater-energy.example/account/secure?ref=lc-0202-7f1a" style="color:#0a7cc1">Secure your account</a> &ndash; we&rsquo;ll sign out every device and ask you to choose a new password.</p>
</div>
<p style="font-size:12px;color:#7b8ea1;margin-top:18px">Account number A-10338472 &middot; Supply: electricity and gas, 9 Clifton Mews, Bristol BS8 4NP<br>
Emergency? Gas leak: 0800 111 999 (national gas emergency line) &middot; Power cut: 105</p>
<p style="font-size:11px;color:#9aa9b8">Brightwater Energy Supply Ltd, Temple Quay House, Bristol BS1 6EG. Registered in England and Wales 11984203.<br>
<a href="https://brightwater-energy.example/help" style="color:#9aa9b8">Help centre</a> &middot; <a href="https://brightwater-energy.example/privacy" style="color:#9aa9b8">Privacy</a></p>
</div></body></html>
""")

add(kind="subject_only", otp="438920", link=None,
    subject="438920 is your Brightsmile patient portal login code",
    frm='"Brightsmile Dental Practice" <portal@brightsmile-dental.example>',
    to='"Farida Haddad" <farida.haddad@post.example>',
    date="Wed, 02 Apr 2025 17:05:33 +0100",
    tcte="7bit", hcte="quoted-printable",
    text="""\
Hello Farida,

To log in to the Brightsmile patient portal, use the 6-digit code shown
in the subject line of this email. For your privacy we don't repeat it
here. It expires in 10 minutes.

Your next appointment
  Tuesday 8 April 2025, 15:40 - Hygienist (Jo Marsh RDH), 30 minutes
  Please arrive 5 minutes early and bring a list of your current medicines.

To change or cancel, please give us 48 hours' notice or a GBP 25 late
cancellation fee may apply. Call 0113 496 0187.

Brightsmile Dental Practice, 7 Kirkgate, Otterby LS29 8AD
GDC-registered practice. NHS and private patients.
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;color:#333;font-size:14px">
<div style="max-width:560px;border:1px solid #d8eef0;border-radius:8px;padding:22px">
<img src="https://brightsmile-dental.example/img/email-logo.png" alt="Brightsmile Dental" width="170">
<p>Hello Farida,</p>
<p>To log in to the Brightsmile patient portal, use the 6-digit code shown in the <b>subject line</b> of this email. For your privacy we don&#39;t repeat it here. It expires in 10 minutes.</p>
<h3 style="color:#1a9aa0;font-size:16px">Your next appointment</h3>
<p>Tuesday 8 April 2025, 15:40 &ndash; Hygienist (Jo Marsh RDH), 30 minutes<br>
Please arrive 5 minutes early and bring a list of your current medicines.</p>
<p style="font-size:12px;color:#777">To change or cancel, please give us 48 hours&#39; notice or a &pound;25 late cancellation fee may apply. Call 0113 496 0187.</p>
<p style="font-size:11px;color:#999">Brightsmile Dental Practice, 7 Kirkgate, Otterby LS29 8AD</p>
</div></body></html>
""")

add(kind="subject_only", otp="7215", link=None,
    subject="ReadAnywhere: 7215",
    frm="ReadAnywhere <no-reply@readanywhere-library.example>",
    to="bookworm_ellie@mailbox.example",
    date="Fri, 21 Mar 2025 22:47:09 +0000",
    tcte="7bit",
    text="""\
Enter the 4-digit number from the subject of this message in the
ReadAnywhere app to finish adding your library card.

Library: Eastmere Libraries
Card: ********5570

Borrowing limits: 10 eBooks and 10 eAudiobooks at a time, 21-day loans.

You are receiving this because someone added your library card to
ReadAnywhere. If that wasn't you, ignore this message.

ReadAnywhere is provided on behalf of your library service.
""")

add(kind="alt_text_only", otp="915302", link=None,
    subject="Verify your email for Queuepass",
    frm='"Queuepass" <verify@queuepass.example>',
    to="marcus.lee@inbox.example",
    date="Mon, 17 Feb 2025 09:59:59 +0000",
    tcte="7bit", hcte="quoted-printable",
    image={"cid": "vcode-915.qp@queuepass.example", "size": (240, 64), "rgb": (255, 236, 179)},
    text="""\
Verify your email for Queuepass

Your verification code is shown as an image in the HTML version of this
email. If you can't see it, switch your mail app to show HTML and images.

Queue opens for Glasswing Festival 2025 tickets on Wednesday 19 February
at 10:00. Verified accounts keep their place in the queue.

Queuepass Ltd, 88 Canal Street, Birmingham B1 2JU
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;background:#fff8e1;margin:0">
<div style="max-width:500px;margin:0 auto;padding:26px;background:#fff">
<h2 style="color:#222;margin-top:0">Verify your email</h2>
<p>Enter this code on the Queuepass page to confirm it&#39;s you:</p>
<p><img src="cid:vcode-915.qp@queuepass.example" width="240" height="64" alt="Your verification code: 915 302" style="border:1px solid #ffd54f"></p>
<p style="font-size:13px;color:#666">The queue for Glasswing Festival 2025 opens Wednesday 19 February at 10:00. Verified accounts keep their place.</p>
<p style="font-size:11px;color:#999">Queuepass Ltd, 88 Canal Street, Birmingham B1 2JU &middot; <a href="https://queuepass.example/help">Help</a></p>
</div></body></html>
""")

add(kind="alt_text_only", otp="63A9KD", link=None,
    subject="Confirm your Hope Lottery account",
    frm='"Hope Lottery" <players@hopelottery.org.example>',
    to="w.gardner@homeisp.example",
    date="Thu, 09 Jan 2025 14:12:36 +0000",
    tcte="quoted-printable", hcte="base64",
    text="""\
Hello William,

Thanks for joining the Hope Lottery – every £1 line raises 60p for
children's hospices across the North East.

Your confirmation code is in the picture in this email. Please view the
HTML version (with images switched on) to see it, then type it into the
"Confirm account" box.

Your first draw: Friday 17 January 2025
Lines: 2 x £1 per week, paid by Direct Debit from 1 February

Play responsibly. You must be 18 or over to play.
Hope Lottery is operated by Northern Hope Trading Ltd on behalf of
Northern Hope Children's Hospices (registered charity 1144032).
Licensed by the Gambling Commission, account no. 000-041177-R-327490-002.
""",
    html="""\
<html><body style="margin:0;background:#ffe9f1;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px">
<table width="560" cellpadding="24" cellspacing="0" style="background:#ffffff;border-radius:14px">
<tr><td>
<img src="https://hopelottery.org.example/mail/logo-heart.png" width="120" alt="Hope Lottery">
<p style="font-size:16px;color:#333">Hello William,</p>
<p style="color:#333">Thanks for joining the Hope Lottery &ndash; every &pound;1 line raises 60p for children&rsquo;s hospices across the North East.</p>
<p style="color:#333">Type this into the &ldquo;Confirm account&rdquo; box:</p>
<p style="text-align:center"><img src="https://hopelottery.org.example/mail/code/1f7e42c9b0d3.png" width="260" height="70" alt="63A9KD" style="border-radius:8px"></p>
<p style="font-size:13px;color:#666">First draw: Friday 17 January 2025 &middot; 2 lines at &pound;1 per week by Direct Debit from 1 February</p>
<p style="font-size:11px;color:#999">Play responsibly. 18+ only. Operated by Northern Hope Trading Ltd for Northern Hope Children&rsquo;s Hospices (registered charity 1144032). Gambling Commission account 000-041177-R-327490-002.<br>
<a href="https://hopelottery.org.example/safer-play">Safer play</a> &middot; <a href="https://hopelottery.org.example/unsubscribe?p=88120731">Unsubscribe</a></p>
</td></tr></table></td></tr></table>
</body></html>
""")

# ---- batch 3 ---------------------------------------------------------------

add(kind="magic_link", otp=None,
    link="https://email.northgate-alumni.example/c/eJyNkM1uwyAQhJ8G3yqxgG04cEikpFJfoKcK8-PQAmvBOlbfPqSVeu5pZnak2W9XzZ2ySzlR0dqnVGrX85y38cvkgfoWpRkwyfmSQ6gHz47aUxa2pQIZRRl3ubZLV6TpStZlwJBn3YH_XNTaJfx6GnXDhmjbFQ0VgI12",
    link_alt=["https://alumni.northgate.ac.example/verify-email?uid=208817&token=3c9f1e7a2b8d4c6e0f5a9b1d7e3c2a8f6b4d0e9c"],
    subject="Please confirm your email address – Northgate Alumni Network",
    frm='"Northgate University Alumni Relations" <alumni@northgate.ac.example>',
    to='"Graham Sutcliffe (BSc 1998)" <gsutcliffe@oldboys.example>',
    date="Tue, 28 Jan 2025 15:30:00 +0000",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Dear Graham,

Welcome back! You've registered for the Northgate Alumni Network with
this email address. Please confirm it's yours by opening the link below:

https://alumni.northgate.ac.example/verify-email?uid=208817&token=3c9f1e7a2b8d4c6e0f5a9b1d7e3c2a8f6b4d0e9c

The link works for 72 hours. Once confirmed you'll be able to:
  - use the online library (e-journals) free for life
  - join the Class of 1998 group (312 members)
  - book your place at the Alumni Weekend, 27–29 June 2025

Alumni number: 0098-20881-7
Course: BSc Civil Engineering, graduated 1998

Alumni Relations Office, Northgate University, Kelham Building,
Northgate NG9 4AA · +44 115 496 0233
Registered charity no. X1029 (exempt charity).
""",
    html="""\
<html><body style="margin:0;background:#f2f2f7;font-family:Georgia,'Times New Roman',serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:8px 24px;font-size:11px;color:#999;text-align:right;font-family:Arial"><a href="https://email.northgate-alumni.example/c/eJyNkE1uwzAIhU9j7ypjO7aThRep1F6gq8qxcWI1tiOH1ur1m7TSdN0V8ODjAVJ0KuVQsgHpd2i-lJbWte7cUO9XS8NE3b2BL8RQVB5J0kmx4uEnxbr7p1" style="color:#999">View in browser</a></td></tr>
<tr><td style="background:#2b2d6e;padding:22px 24px;color:#fff;font-size:22px">Northgate University <span style="color:#f0b429">Alumni</span></td></tr>
<tr><td style="padding:26px 24px;font-size:16px;line-height:24px;color:#333">
<p>Dear Graham,</p>
<p>Welcome back! You&rsquo;ve registered for the Northgate Alumni Network with this email address. Please confirm it&rsquo;s yours.</p>
<p style="text-align:center;margin:26px 0"><a href="https://email.northgate-alumni.example/c/eJyNkM1uwyAQhJ8G3yqxgG04cEikpFJfoKcK8-PQAmvBOlbfPqSVeu5pZnak2W9XzZ2ySzlR0dqnVGrX85y38cvkgfoWpRkwyfmSQ6gHz47aUxa2pQIZRRl3ubZLV6TpStZlwJBn3YH_XNTaJfx6GnXDhmjbFQ0VgI12" style="background:#f0b429;color:#2b2d6e;font-family:Arial;font-weight:bold;padding:14px 30px;text-decoration:none;border-radius:3px">Confirm my email</a></p>
<p style="font-size:14px">The link works for 72 hours. Once confirmed you can use the online library free for life, join the Class of 1998 group (312 members) and book the Alumni Weekend, 27&ndash;29 June 2025.</p>
<p style="font-size:13px;color:#666">Alumni number 0098-20881-7 &middot; BSc Civil Engineering, 1998</p>
</td></tr>
<tr><td style="padding:18px 24px;background:#f7f7fa;font-size:11px;color:#888;font-family:Arial">
Alumni Relations Office, Northgate University, Kelham Building, Northgate NG9 4AA &middot; +44 115 496 0233<br>
<a href="https://email.northgate-alumni.example/c/eJyNkE1vgzAMhn9NuE0iCUnhwKGVWmmHnXbbBeXDUKslqZJQtH8_2KTdd3rtV37s10" style="color:#888">Privacy notice</a> &middot;
<a href="https://email.northgate-alumni.example/c/eJyNkMtuwyAQRb8m3kXiYWy88MKVkn_oKsJ4bKOaIQFcK39fSCt13dV9zMzVmeG6VLHZkV-8M" style="color:#888">Manage email preferences</a>
</td></tr></table></td></tr></table>
<img src="https://email.northgate-alumni.example/o/eJwNyTsOgCAQBdDTsKXhK2JhYWVhYRWvAPgEI2tk1vj7U3OqtPZ6B" width="1" height="1" alt="" border="0">
</body></html>
""")

add(kind="magic_link", otp=None,
    link="https://ashcombewoods.us5.list-manage.example/subscribe/confirm?u=4f1c9a2e7b8d0f3a6c5e91b2d&id=7a3e0c9f12&e=5b8d1f0a3c",
    subject="Friends of Ashcombe Woods: Please Confirm Subscription",
    frm='"Friends of Ashcombe Woods" <newsletter@ashcombewoods.org.example>',
    to="nature.nell@webmail.example",
    date="Sat, 05 Apr 2025 10:18:44 +0100",
    hcte="quoted-printable",
    html="""\
<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /><title>Friends of Ashcombe Woods: Please Confirm Subscription</title></head>
<body style="margin:0;padding:0;background:#eaf1e6">
<center>
<table border="0" cellpadding="0" cellspacing="0" width="100%" style="background:#eaf1e6"><tr><td align="center" valign="top" style="padding:10px">
<table border="0" cellpadding="0" cellspacing="0" width="600">
<tr><td style="font-family:Helvetica,Arial;font-size:11px;color:#6b7b63;padding:6px 0" align="right"><a href="https://us5.campaign-archive.example/?u=4f1c9a2e7b8d0f3a6c5e91b2d&amp;id=c3b7a0f91e&amp;e=5b8d1f0a3c" style="color:#6b7b63">View this email in your browser</a></td></tr>
<tr><td style="background:#ffffff;padding:30px;font-family:Helvetica,Arial;color:#2f3d29">
<img src="https://mcusercontent.example/4f1c9a2e7b8d0f3a6c5e91b2d/images/oak-leaf-banner.png" alt="Friends of Ashcombe Woods" width="540" style="display:block;margin-bottom:20px" />
<h1 style="font-size:24px;margin:0 0 14px;font-weight:normal">Please Confirm Subscription</h1>
<p style="text-align:center;margin:26px 0"><a href="https://ashcombewoods.us5.list-manage.example/subscribe/confirm?u=4f1c9a2e7b8d0f3a6c5e91b2d&amp;id=7a3e0c9f12&amp;e=5b8d1f0a3c" style="background:#4c7a34;color:#fff;padding:15px 28px;border-radius:3px;text-decoration:none;font-weight:bold">Yes, subscribe me to this list.</a></p>
<p style="font-size:14px;line-height:21px">If you received this email by mistake, simply delete it. You won&#39;t be subscribed if you don&#39;t click the confirmation link above.</p>
<p style="font-size:14px;line-height:21px">Our next work party is on Sunday 13 April, 10am&ndash;1pm, meeting at the Ashcombe Lane car park (what3words ///acorn.ladder.misty). Bring gloves &mdash; we provide tea and tools.</p>
<p style="font-size:13px;line-height:20px;color:#6b7b63">For questions about this list, please contact:<br /><a href="mailto:volunteers@ashcombewoods.org.example" style="color:#4c7a34">volunteers@ashcombewoods.org.example</a></p>
</td></tr>
<tr><td style="padding:18px 0;text-align:center">
<a href="https://www.facebook.example/AshcombeWoods"><img src="https://cdn-images.mailchimp.example/icons/social-block-v2/color-facebook-48.png" width="24" alt="Facebook" /></a>
<a href="https://www.instagram.example/ashcombewoods"><img src="https://cdn-images.mailchimp.example/icons/social-block-v2/color-instagram-48.png" width="24" alt="Instagram" /></a>
</td></tr>
<tr><td style="font-family:Helvetica,Arial;font-size:11px;color:#6b7b63;text-align:center;line-height:17px">
Friends of Ashcombe Woods &middot; The Old Forge, Ashcombe &middot; Dorchester DT2 7RS &middot; United Kingdom<br />Registered charity no. 1152277<br />
<a href="https://ashcombewoods.us5.list-manage.example/unsubscribe?u=4f1c9a2e7b8d0f3a6c5e91b2d&amp;id=7a3e0c9f12&amp;e=5b8d1f0a3c&amp;c=c3b7a0f91e" style="color:#6b7b63">unsubscribe</a> &middot;
<a href="https://ashcombewoods.us5.list-manage.example/vcard?u=4f1c9a2e7b8d0f3a6c5e91b2d&amp;id=7a3e0c9f12" style="color:#6b7b63">add us to your address book</a><br />
<a href="https://login.mailchimp.example/signup/?source=email-footer"><img src="https://cdn-images.mailchimp.example/monkey_rewards/intuit-mc-rewards-text-dark.png" width="139" alt="Email Marketing Powered by Mailchimp" /></a>
</td></tr></table></td></tr></table>
<img src="https://ashcombewoods.us5.list-manage.example/track/open.php?u=4f1c9a2e7b8d0f3a6c5e91b2d&amp;id=c3b7a0f91e&amp;e=5b8d1f0a3c" height="1" width="1" alt="" />
</center></body></html>
""")

add(kind="magic_link", otp=None,
    link="https://my.hallam.gov.example/account/reset-password?token=Q2hLd0t4Z1NlM3VwYkRtT0p5WnJjN2ZI.9c2e71&uid=HCC-4470218",
    subject="MyHallam: reset your password",
    frm='"MyHallam - Hallam City Council" <myhallam@hallam.gov.example>',
    to='"Bernard Okafor-Smith" <bos1962@homemail.example>',
    date="Wed, 15 Jan 2025 23:48:02 +0000",
    tcte="7bit", hcte="quoted-printable",
    text="""\
MyHallam - Hallam City Council

Dear Bernard Okafor-Smith,

We received a request to reset the password for your MyHallam account
(customer number HCC-4470218).

To choose a new password, go to:
https://my.hallam.gov.example/account/reset-password?token=Q2hLd0t4Z1NlM3VwYkRtT0p5WnJjN2ZI.9c2e71&uid=HCC-4470218

This link can be used once and expires at 00:48 on 16 January 2025.

If you did not ask to reset your password, please ignore this email. Your
password will not change.

Your open requests
  Missed bin collection - ref SR-2025-011872 - due by 17/01/2025
  Garden waste subscription 2025 - paid GBP 52.00 - 12/01/2025

Customer Services: 0114 496 0100
Hallam City Council, Town Hall, Pinstone Street, Hallam HM1 2HH
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;font-size:16px;color:#0b0c0c;margin:0">
<div style="background:#0b0c0c;color:#fff;padding:12px 20px;font-weight:bold">MyHallam</div>
<div style="padding:20px;max-width:620px">
<p>Dear Bernard Okafor-Smith,</p>
<p>We received a request to reset the password for your MyHallam account (customer number HCC-4470218).</p>
<p><a href="https://my.hallam.gov.example/account/reset-password?token=Q2hLd0t4Z1NlM3VwYkRtT0p5WnJjN2ZI.9c2e71&amp;uid=HCC-4470218" style="display:inline-block;background:#00703c;color:#fff;padding:10px 18px;text-decoration:none;box-shadow:0 2px 0 #002d18">Choose a new password</a></p>
<p>This link can be used once and expires at 00:48 on 16 January 2025.</p>
<p>If you did not ask to reset your password, please ignore this email. Your password will not change.</p>
<h2 style="font-size:19px">Your open requests</h2>
<ul>
<li>Missed bin collection &ndash; ref SR-2025-011872 &ndash; due by 17/01/2025</li>
<li>Garden waste subscription 2025 &ndash; paid &pound;52.00 &ndash; 12/01/2025</li>
</ul>
<p style="font-size:14px;color:#505a5f">Customer Services: 0114 496 0100<br>Hallam City Council, Town Hall, Pinstone Street, Hallam HM1 2HH<br>
<a href="https://www.hallam.gov.example/myhallam/help">MyHallam help</a> &middot; <a href="https://www.hallam.gov.example/privacy">Privacy</a></p>
</div></body></html>
""")

add(kind="magic_link", otp=None,
    link="https://members.thehiveworks.example/security/approve-login?req=lr_8Fz2Qm0vXc4Wb7Ns&sig=2d8a4f91c07be3365fa1d9c2e84b70aa&answer=yes",
    subject="New sign-in to your Hive Works member account – was this you?",
    frm='"The Hive Works" <security@thehiveworks.example>',
    to='"Priya Raman" <priya@raman-design.example>',
    date="Thu, 20 Mar 2025 13:04:17 +0000",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Hi Priya,

Someone is trying to sign in to your Hive Works member account.

  When:     Thursday 20 March 2025, 13:03 GMT
  Device:   Chrome 134 on macOS
  Where:    near Cambridge, UK (IP 203.0.113.48)

If this was you, approve the sign-in here:
https://members.thehiveworks.example/security/approve-login?req=lr_8Fz2Qm0vXc4Wb7Ns&sig=2d8a4f91c07be3365fa1d9c2e84b70aa&answer=yes

If it wasn't you, don't approve it. Block it and change your password:
https://members.thehiveworks.example/security/approve-login?req=lr_8Fz2Qm0vXc4Wb7Ns&sig=2d8a4f91c07be3365fa1d9c2e84b70aa&answer=no

Your membership: Resident Desk #14, Mill Road hub · £245.00/month + VAT
Meeting room credits left this month: 6 of 8 hours

The Hive Works · 220 Mill Road, Cambridge CB1 3NF · 01632 960150
""",
    html="""\
<html><body style="margin:0;background:#fffbea;font-family:'Helvetica Neue',Arial,sans-serif;color:#26221a">
<div style="max-width:520px;margin:0 auto;padding:28px 20px">
<img src="https://cdn.thehiveworks.example/brand/hive-logo-amber.png" alt="The Hive Works" width="130">
<h1 style="font-size:22px;margin:22px 0 10px">Was this you?</h1>
<p>Hi Priya, someone is trying to sign in to your Hive Works member account.</p>
<table cellpadding="5" style="font-size:14px;background:#fff;border:1px solid #f1e3a6;width:100%">
<tr><td style="color:#8a7a3c">When</td><td>Thursday 20 March 2025, 13:03 GMT</td></tr>
<tr><td style="color:#8a7a3c">Device</td><td>Chrome 134 on macOS</td></tr>
<tr><td style="color:#8a7a3c">Where</td><td>near Cambridge, UK (IP 203.0.113.48)</td></tr>
</table>
<table cellpadding="0" cellspacing="0" style="margin:24px 0"><tr>
<td style="padding-right:10px"><a href="https://members.thehiveworks.example/security/approve-login?req=lr_8Fz2Qm0vXc4Wb7Ns&amp;sig=2d8a4f91c07be3365fa1d9c2e84b70aa&amp;answer=yes" style="background:#f2a900;color:#26221a;font-weight:bold;padding:12px 20px;text-decoration:none;border-radius:6px;display:inline-block">Yes, it was me</a></td>
<td><a href="https://members.thehiveworks.example/security/approve-login?req=lr_8Fz2Qm0vXc4Wb7Ns&amp;sig=2d8a4f91c07be3365fa1d9c2e84b70aa&amp;answer=no" style="background:#fff;color:#b3261e;border:1px solid #b3261e;padding:11px 20px;text-decoration:none;border-radius:6px;display:inline-block">No, block it</a></td>
</tr></table>
<p style="font-size:13px;color:#6d6550">Resident Desk #14, Mill Road hub &middot; &pound;245.00/month + VAT &middot; 6 of 8 meeting-room hours left this month</p>
<p style="font-size:11px;color:#a39b84">The Hive Works &middot; 220 Mill Road, Cambridge CB1 3NF &middot; <a href="https://thehiveworks.example/help" style="color:#a39b84">Help</a></p>
</div></body></html>
""")

add(kind="magic_link", otp=None,
    link="https://u4471203.ct.sendgrid.example/ls/click?upn=J8d2kLq0-2BvXm7RtP4zHc1nWy6Fs9Ag3Eb5Ku-2FoQ1Ni8Lr4Mp7Oj2Vh6Tg0Sd3Xc9Ze5Ya1Bw4=Hf7e_Xs2p",
    link_alt=["https://account.cardewlibraries.example/signin/link?t=cl_live_6hQ2mWz8RkT4pV0xNa3YcJ7sLd9FbE1u"],
    subject="Your sign-in link for Cardew Libraries",
    frm='"Cardew County Libraries" <noreply@cardewlibraries.example>',
    to="s.ogunleye@mailbox.example",
    date="Mon, 24 Feb 2025 16:21:55 +0000",
    tcte="7bit", hcte="base64",
    text="""\
Cardew County Libraries

Sign in to your account by opening this link:
https://account.cardewlibraries.example/signin/link?t=cl_live_6hQ2mWz8RkT4pV0xNa3YcJ7sLd9FbE1u

The link can be used once in the next 20 minutes. You don't need your
PIN when you sign in this way.

Reminders
  "The Salt Path" - due back Saturday 1 March 2025
  "Wolf Hall" (large print) - ready to collect at Cardew Town Library
  until Friday 28 February

Cardew Town Library, 3 Bridge Street, Cardew CW5 6JB - 01632 960917
""",
    html="""\
<html><body style="font-family:Tahoma,Arial,sans-serif;background:#f0f0f0;margin:0;padding:18px">
<table align="center" width="540" cellpadding="22" cellspacing="0" style="background:#fff;border-top:5px solid #6a1b9a">
<tr><td>
<p style="font-size:18px;color:#6a1b9a;margin-top:0"><b>Cardew County Libraries</b></p>
<p>Click the button to sign in to your library account. You don&#39;t need your PIN when you sign in this way.</p>
<p><a href="https://u4471203.ct.sendgrid.example/ls/click?upn=J8d2kLq0-2BvXm7RtP4zHc1nWy6Fs9Ag3Eb5Ku-2FoQ1Ni8Lr4Mp7Oj2Vh6Tg0Sd3Xc9Ze5Ya1Bw4=Hf7e_Xs2p" style="background:#6a1b9a;color:#fff;padding:11px 22px;text-decoration:none;border-radius:4px">Sign in</a></p>
<p style="font-size:13px;color:#666">The link can be used once in the next 20 minutes.</p>
<hr style="border:0;border-top:1px solid #eee">
<p style="font-size:14px"><b>Reminders</b><br>&ldquo;The Salt Path&rdquo; &ndash; due back Saturday 1 March 2025<br>&ldquo;Wolf Hall&rdquo; (large print) &ndash; ready to collect at Cardew Town Library until Friday 28 February</p>
<p style="font-size:11px;color:#888">Cardew Town Library, 3 Bridge Street, Cardew CW5 6JB &middot; 01632 960917<br>
<a href="https://u4471203.ct.sendgrid.example/ls/click?upn=J8d2kLq0-2BvXm7RtP4zHc1nWy6Fs9Ag3Eb5Ku-2FoQ1Ni8Lr4Mp7Oj2Vh6Tg0Sd3Xc9Ze5Ya1Bw4=Kq2n_Yt8r">Opening hours</a> &middot;
<a href="https://u4471203.ct.sendgrid.example/ls/click?upn=J8d2kLq0-2BvXm7RtP4zHc1nWy6Fs9Ag3Eb5Ku-2FoQ1Ni8Lr4Mp7Oj2Vh6Tg0Sd3Xc9Ze5Ya1Bw4=Lm5v_Pw3z">Privacy</a></p>
</td></tr></table>
<img src="https://u4471203.ct.sendgrid.example/wf/open?upn=Rk9mTz2Lq8Wx4Vb1Nc7Hd0Js5Fg3Ya6Pe" alt="" width="1" height="1" border="0">
</body></html>
""")

add(kind="magic_link", otp=None,
    link="https://www.medsdirect.example/account/verify?uid=77120934&t=e3Jz9QwK2vT8LmR5xN1cB7hY4pD6sF0a&utm_source=transactional&utm_medium=email",
    subject="Verify your email to finish creating your MedsDirect account",
    frm='"MedsDirect Online Pharmacy" <accounts@medsdirect.example>',
    to="amy.whitfield@netmail.example",
    date="Fri, 31 Jan 2025 11:11:52 +0000",
    hcte="8bit",
    html="""\
<html><head><meta charset="utf-8"></head>
<body style="margin:0;font-family:Lato,Arial,sans-serif;background:#f4f8fb;color:#22313f">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;overflow:hidden">
<tr><td style="background:#00857c;padding:18px 26px;color:#fff;font-size:20px;font-weight:bold">MedsDirect <span style="font-weight:normal;font-size:13px">online pharmacy</span></td></tr>
<tr><td style="padding:26px">
<p>Hi Amy,</p>
<p>Thanks for creating a MedsDirect account. Before we can send your first prescription, please verify your email address.</p>
<p style="margin:26px 0;text-align:center"><a href="https://www.medsdirect.example/account/verify?uid=77120934&amp;t=e3Jz9QwK2vT8LmR5xN1cB7hY4pD6sF0a&amp;utm_source=transactional&amp;utm_medium=email" style="background:#00857c;color:#fff;padding:13px 28px;border-radius:24px;text-decoration:none;font-weight:bold">Verify email address</a></p>
<p style="font-size:13px;color:#5d6d7e">This link expires in 24 hours. If it has expired, sign in and we&rsquo;ll send a new one.</p>
<p style="font-size:13px;color:#5d6d7e">Prescription ref EPS 8F2A1C-Z83B07-4D91EX is waiting for your nominated pharmacy change (usually 1–2 working days). Free delivery on NHS prescriptions; private orders over £30.</p>
</td></tr>
<tr><td style="padding:18px 26px;background:#eef3f6;font-size:11px;color:#7f8c99">
MedsDirect Ltd, Unit 9, Brunel Park, Swindon SN2 8BA. GPhC registered pharmacy no. 9012245. Superintendent pharmacist: Daniel Cho.<br>
<a href="https://www.medsdirect.example/help?utm_source=transactional&amp;utm_medium=email">Help</a> ·
<a href="https://www.medsdirect.example/privacy?utm_source=transactional&amp;utm_medium=email">Privacy</a> ·
<a href="https://www.medsdirect.example/regulatory">Regulatory information</a>
</td></tr></table></td></tr></table>
</body></html>
""")

add(kind="magic_link", otp=None,
    link="https://flowfix.jobdesk.example/c/login/ml_3vQ8kT1zW6rN0pY4sH7dC2xB9mL5fJ?next=%2Fquotes%2FQ-10477",
    subject="Your quote from Flowfix Plumbing & Heating is ready",
    frm='"Flowfix Plumbing & Heating" <office@flowfix.jobdesk.example>',
    to='"Mrs J Pennington" <jpennington@homeisp.example>',
    date="Tue, 18 Feb 2025 17:45:10 +0000",
    tcte="8bit", hcte="quoted-printable",
    headers={"Reply-To": "Flowfix Office <office@flowfix-plumbing.example>"},
    text="""\
Hi Mrs Pennington,

Thanks for having Dave round on Monday to look at the boiler. Your quote
is ready.

Quote Q-10477
  Replace Worcester combi boiler (24kW) incl. flue, magnetic filter
  and system flush                                         £2,340.00
  Move thermostat to hallway                                  £95.00
  Labour (2 days, 2 engineers)                       included above
  Subtotal                                               £2,435.00
  VAT @ 20%                                                £487.00
  Total                                                  £2,922.00

The quote is valid for 30 days (until 20 March 2025). A 20% deposit
(£584.40) secures a start date – the earliest we have is Monday 3 March.

To view the full quote, accept it and pick a date, sign in to your
customer portal with this link (no password needed, valid for 7 days):
https://flowfix.jobdesk.example/c/login/ml_3vQ8kT1zW6rN0pY4sH7dC2xB9mL5fJ?next=%2Fquotes%2FQ-10477

Any questions, just reply or ring the office on 0161 496 0458.

Cheers,
Sandra
Flowfix Plumbing & Heating
Gas Safe registered no. 548812 · Unit 3, Tame Street Works, Stalybridge SK15 1ST
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">
<p>Hi Mrs Pennington,</p>
<p>Thanks for having Dave round on Monday to look at the boiler. Your quote is ready.</p>
<table cellpadding="5" cellspacing="0" style="border:1px solid #ccc;font-size:13px">
<tr style="background:#1565c0;color:#fff"><td colspan="2"><b>Quote Q-10477</b></td></tr>
<tr><td>Replace Worcester combi boiler (24kW) incl. flue, magnetic filter and system flush</td><td align="right">&pound;2,340.00</td></tr>
<tr><td>Move thermostat to hallway</td><td align="right">&pound;95.00</td></tr>
<tr><td>Labour (2 days, 2 engineers)</td><td align="right">included</td></tr>
<tr><td>Subtotal</td><td align="right">&pound;2,435.00</td></tr>
<tr><td>VAT @ 20%</td><td align="right">&pound;487.00</td></tr>
<tr><td><b>Total</b></td><td align="right"><b>&pound;2,922.00</b></td></tr>
</table>
<p>Valid for 30 days (until 20 March 2025). A 20% deposit (&pound;584.40) secures a start date &ndash; earliest is Monday 3 March.</p>
<p><a href="https://flowfix.jobdesk.example/c/login/ml_3vQ8kT1zW6rN0pY4sH7dC2xB9mL5fJ?next=%2Fquotes%2FQ-10477" style="background:#1565c0;color:#fff;padding:10px 18px;text-decoration:none;border-radius:3px">View and accept your quote</a></p>
<p style="font-size:12px;color:#666">This button signs you in to your customer portal &ndash; no password needed. It works for 7 days.</p>
<p>Any questions, just reply or ring the office on 0161 496 0458.</p>
<p>Cheers,<br>Sandra<br><b>Flowfix Plumbing &amp; Heating</b><br>
<span style="font-size:11px;color:#777">Gas Safe registered no. 548812 &middot; Unit 3, Tame Street Works, Stalybridge SK15 1ST</span></p>
<p style="font-size:10px;color:#aaa">Sent with <a href="https://www.jobdesk.example/?ref=email-footer" style="color:#aaa">JobDesk</a> &ndash; job management for trades</p>
</body></html>
""")

add(kind="phone_and_dates", otp="270583", link=None,
    subject="Meadowbank Medical Practice – online services verification",
    frm='"Meadowbank Medical Practice" <online.services@meadowbank-mp.nhs.example>',
    to="eileen.marsh41@familymail.example",
    date="Thu, 06 Feb 2025 10:30:27 +0000",
    tcte="quoted-printable",
    text="""\
Meadowbank Medical Practice
14 Station Road, Thornley TH3 8LW
Reception: 0113 496 0640 (8:00–18:30) · Prescriptions line: 0113 496 0641
(10:00–14:00) · Out of hours: call 111

Dear Mrs Marsh,

You registered for online services on 04/02/2025 at 15:12. Before you can
book appointments and order repeat prescriptions online, we need to
check your email address.

Verification code: 270583

Enter it on the "Confirm your email" screen within 30 minutes (by 11:00
today, 06/02/2025).

For our records:
  NHS number:    *** *** 4471
  Date of birth: **/**/1941
  Named GP:      Dr S. Varma

Upcoming appointment: Tuesday 11/02/2025 at 09:20 with Practice Nurse
(blood test – please fast from 22:00 the night before).

Please do not reply to this email; the mailbox is not monitored. If you
feel unwell and it cannot wait, call 111, or 999 in an emergency.
""")

add(kind="phone_and_dates", otp="552908", link=None,
    subject="Confirm your new payment card – Stonebridge Pet Insurance",
    frm='"Stonebridge Pet Insurance" <mypolicy@stonebridge-pets.example>',
    to='"Callum Reid" <callum.reid@post.example>',
    date="Wed, 19 Mar 2025 19:55:03 +0000",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Hi Callum,

You're changing the card we take Biscuit's premiums from.

  Old card:  Visa debit ending 0082 (expires 03/25)
  New card:  Mastercard ending 4417 (expires 11/28)

To confirm the change, enter 552 908 in your account. This expires at
20:10 on 19/03/2025.

Your next monthly premium of £18.73 will then be taken from the new card
on 03/04/2025. Your annual excess remains £99 plus 20% co-payment from
age 9.

Policy:    SPI-DOG-0719342 (Lifetime £7,000)
Pet:       Biscuit, Cocker Spaniel, born 14/06/2019
Claims:    1 open claim, CLM-88412 (£412.60, submitted 11/03/2025)

Didn't ask for this? Call us now on 01632 960417 – lines open Mon–Fri
8am–8pm, Sat 9am–1pm.

Stonebridge Pet Insurance is a trading name of Stonebridge Insurance
Services Ltd, 2 Riverside Way, Northampton NN1 5NX. Authorised and
regulated by the Financial Conduct Authority, FRN 771230.
""",
    html="""\
<html><body style="background:#f7f4ef;margin:0;font-family:Nunito,Arial,sans-serif;color:#333">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:26px">
<img src="https://stonebridge-pets.example/email/logo-paw.png" alt="Stonebridge Pet Insurance" width="170">
<p>Hi Callum,</p>
<p>You&rsquo;re changing the card we take Biscuit&rsquo;s premiums from.</p>
<table cellpadding="6" cellspacing="0" width="100%" style="font-size:14px;border:1px solid #e6e0d6">
<tr><td style="color:#888">Old card</td><td>Visa debit ending 0082 (expires 03/25)</td></tr>
<tr><td style="color:#888">New card</td><td>Mastercard ending 4417 (expires 11/28)</td></tr>
</table>
<p style="margin-top:20px">To confirm the change, enter this in your account:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:2px;color:#2e6b4f">552 908</p>
<p style="font-size:13px;color:#777">Expires at 20:10 on 19/03/2025.</p>
<p>Your next monthly premium of &pound;18.73 will then be taken from the new card on 03/04/2025.</p>
<p style="font-size:13px;color:#666">Policy SPI-DOG-0719342 (Lifetime &pound;7,000) &middot; Biscuit, Cocker Spaniel, born 14/06/2019 &middot; Open claim CLM-88412 (&pound;412.60, submitted 11/03/2025)</p>
<p style="font-size:13px"><b>Didn&rsquo;t ask for this?</b> Call us now on 01632 960417 &ndash; Mon&ndash;Fri 8am&ndash;8pm, Sat 9am&ndash;1pm.</p>
<p style="font-size:11px;color:#999">Stonebridge Pet Insurance is a trading name of Stonebridge Insurance Services Ltd, 2 Riverside Way, Northampton NN1 5NX. Authorised and regulated by the Financial Conduct Authority, FRN 771230.</p>
</div></body></html>
""")

add(kind="phone_and_dates", otp=None, link=None,
    subject="Reminder: your eye test on Monday 24 March at 14:15",
    frm='"ClearView Opticians Ripley" <ripley@clearview-opticians.example>',
    to="h.brook@webmail.example",
    date="Fri, 21 Mar 2025 09:00:00 +0000",
    tcte="base64", hcte="quoted-printable",
    text="""\
Dear Harold,

This is a reminder of your appointment:

  Eye examination (NHS sight test + OCT scan)
  Monday 24 March 2025, 14:15 – approx. 40 minutes
  with Optometrist Neha Kapoor (GOC 01-33419)
  ClearView Opticians, 22 Church Street, Ripley DE5 3BU

Please bring your current glasses, your NHS exemption certificate
(Pension Credit, ref 0471 2290 31) and a list of any medicines.
Your drops may blur your vision for 4–6 hours, so please don't drive.

Appointment ID: APT-20250324-1415-03
Last eye test: 19 March 2023 (recall period 24 months)
OCT scan: £25.00 (not covered by the NHS) – payable on the day

Can't make it? Call 01632 960220 or reply to this email at least 24
hours before. Free parking at the rear (code-free barrier, max 2 hrs).

Opening hours: Mon–Fri 9:00–17:30, Sat 9:00–16:00, Sun closed.
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;color:#263238;font-size:14px">
<div style="max-width:560px;border:1px solid #cfd8dc">
<div style="background:#00838f;color:#fff;padding:14px 18px;font-size:18px">ClearView Opticians &middot; Ripley</div>
<div style="padding:18px">
<p>Dear Harold,</p>
<p>This is a reminder of your appointment:</p>
<table cellpadding="5" cellspacing="0" style="background:#e0f7fa;width:100%">
<tr><td><b>What</b></td><td>Eye examination (NHS sight test + OCT scan)</td></tr>
<tr><td><b>When</b></td><td>Monday 24 March 2025, 14:15 (approx. 40 minutes)</td></tr>
<tr><td><b>Who</b></td><td>Optometrist Neha Kapoor (GOC 01-33419)</td></tr>
<tr><td><b>Where</b></td><td>22 Church Street, Ripley DE5 3BU</td></tr>
</table>
<p>Please bring your current glasses, your NHS exemption certificate (Pension Credit, ref 0471 2290 31) and a list of any medicines. Drops may blur your vision for 4&ndash;6 hours &ndash; please don&#39;t drive.</p>
<p style="font-size:12px;color:#607d8b">Appointment ID APT-20250324-1415-03 &middot; Last eye test 19 March 2023 &middot; OCT scan &pound;25.00 payable on the day</p>
<p><a href="https://book.clearview-opticians.example/manage/APT-20250324-1415-03?s=ripley" style="color:#00838f">Manage appointment</a> &middot; or call 01632 960220 at least 24 hours before.</p>
</div></div></body></html>
""")

add(kind="decoy_codes", otp=None, link=None,
    subject="Bring a friend in April – they get 25% off with FRIEND25 💪",
    frm='"Ironworks Gym" <team@ironworksgym.example>',
    to="big.tony1990@mailbox.example",
    date="Tue, 01 Apr 2025 06:30:00 +0100",
    hcte="quoted-printable",
    html="""\
<html><body style="margin:0;background:#1c1c1c;font-family:Oswald,Impact,Arial,sans-serif;color:#eee">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#262626">
<tr><td style="padding:6px 20px;font-size:11px;text-align:right;font-family:Arial"><a href="https://ironworksgym.example/email/view/2025-04-friend?m=44710293" style="color:#999">Trouble viewing? Open in browser</a></td></tr>
<tr><td><img src="https://ironworksgym.example/email/2025-04/hero-deadlift.jpg" width="600" alt="IRONWORKS – LIFT TOGETHER" style="display:block"></td></tr>
<tr><td style="padding:26px;font-family:Arial,sans-serif;font-size:15px;line-height:22px">
<p>Hey Tony,</p>
<p>Training&rsquo;s better with a mate. All through April, anyone you bring gets <b>25% off their first 3 months</b> when they join with your friend code:</p>
<p style="text-align:center;font-family:Impact,Arial;font-size:34px;letter-spacing:3px;color:#ff5722;border:2px dashed #ff5722;padding:10px">FRIEND25</p>
<p>And you? You get a free month for every friend who joins (up to 3). Your referral number is <b>IW-REF-44710293</b> &ndash; it&rsquo;s already linked to the code.</p>
<p style="font-size:13px;color:#bbb">New class: Strongman Saturdays, 09:00&ndash;10:00 from 5 April, 12 spots. Book in the app.<br>
Easter opening: Good Friday 18/04 08:00&ndash;18:00 &middot; Easter Sunday 20/04 closed &middot; Easter Monday 21/04 08:00&ndash;18:00.</p>
<p style="font-size:12px;color:#888">Offer ends 30/04/2025. New members only, 12-month minimum term, £39.99/month standard rate. Not combinable with student or corporate rates.</p>
</td></tr>
<tr><td style="padding:18px 26px;font-family:Arial;font-size:11px;color:#777;background:#1f1f1f">
Ironworks Gym, Arch 17, Viaduct Road, Leeds LS11 5PH &middot; 0113 496 0902<br>
Membership no. 44710293 &middot;
<a href="https://ironworksgym.example/email/prefs?m=44710293&amp;k=9d21f" style="color:#999">Email preferences</a> &middot;
<a href="https://ironworksgym.example/email/unsubscribe?m=44710293&amp;k=9d21f" style="color:#999">Unsubscribe</a>
</td></tr></table></td></tr></table>
<img src="https://ironworksgym.example/email/open.gif?m=44710293&amp;c=2025-04-friend" width="1" height="1" alt="">
</body></html>
""")

add(kind="decoy_codes", otp="740382", link=None,
    subject="Kestrel Mobile: your one-time passcode",
    frm='"Kestrel Mobile" <no-reply@kestrelmobile.example>',
    to="ayesha.k@netmail.example",
    date="Sat, 08 Mar 2025 15:36:12 +0000",
    tcte="7bit", hcte="quoted-printable",
    text="""\
Kestrel Mobile

Hi Ayesha,

Your one-time passcode is 740382. Enter it in My Kestrel to view your
bill and account details. It expires in 5 minutes.

STAY SAFE FROM SCAMS
Kestrel will never call, text or email you asking you to read out a
passcode. A scammer might say something like "Please read me the 6-digit
code we just sent, e.g. 123456, to stop the fraud on your account." If
anyone asks, hang up and call 150 from your Kestrel phone.

Your plan: Kestrel SIM Only 60GB, GBP 12.00 a month, number ending 0417
Bill date: 12th of each month. Current balance: GBP 0.00

Kestrel Mobile Ltd, Kestrel House, 9 Dock Lane, London E14 9ZX. Registered in
England and Wales no. 10044712.
""",
    html="""\
<html><body style="font-family:Roboto,Arial,sans-serif;background:#eceff1;margin:0;padding:16px">
<table align="center" width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px">
<tr><td style="padding:18px 24px;border-bottom:1px solid #eee"><img src="https://kestrelmobile.example/assets/email/kestrel-logo.png" alt="Kestrel Mobile" height="30"></td></tr>
<tr><td style="padding:24px">
<p>Hi Ayesha,</p>
<p>Your one-time passcode is</p>
<p style="font-size:32px;font-weight:700;letter-spacing:5px;color:#00695c;margin:6px 0 14px">740382</p>
<p>Enter it in My Kestrel to view your bill and account details. It expires in 5 minutes.</p>
<div style="background:#fff8e1;border:1px solid #ffe082;border-radius:6px;padding:14px;font-size:13px;margin-top:20px">
<b>Stay safe from scams</b><br>
Kestrel will never call, text or email you asking you to read out a passcode. A scammer might say something like &ldquo;Please read me the 6-digit code we just sent, e.g. <b>123456</b>, to stop the fraud on your account.&rdquo; If anyone asks, hang up and call 150 from your Kestrel phone.
</div>
<p style="font-size:12px;color:#78909c;margin-top:18px">Kestrel SIM Only 60GB &middot; &pound;12.00 a month &middot; number ending 0417 &middot; bill date 12th of each month</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#90a4ae">Kestrel Mobile Ltd, Kestrel House, 9 Dock Lane, London E14 9ZX &middot; Company no. 10044712 &middot;
<a href="https://kestrelmobile.example/scams" style="color:#90a4ae">Scam advice</a> &middot; <a href="https://kestrelmobile.example/privacy" style="color:#90a4ae">Privacy</a></td></tr>
</table></body></html>
""")

# ---- batch 4 ---------------------------------------------------------------

add(kind="decoy_codes", otp=None, link=None,
    subject="Members' breakfast talk goes online – joining details inside",
    frm='"Tessellate Workspace Community" <community@tessellate.example>',
    to="members@lists.tessellate.example",
    date="Mon, 10 Feb 2025 12:02:40 +0000",
    tcte="quoted-printable", hcte="quoted-printable",
    headers={"List-Id": "Tessellate Members <members.lists.tessellate.example>",
             "List-Unsubscribe": "<https://tessellate.example/members/lists/unsub?l=members&u=8821>",
             "Precedence": "list"},
    text="""\
Morning all,

Because of the rail strike on Thursday 13 February, this month's
breakfast talk ("Pricing your freelance work in 2025" with Anna Beckett,
ACA) is moving online. Pastries are on us next time, promise.

Thursday 13 February 2025, 08:30–09:15 (GMT)

Join the video call:
https://meet.videocall.example/j/84321905567?pwd=Rk1sT0pQa2dZ

Meeting ID: 843 2190 5567
Passcode: 719204
Dial in: +44 20 7946 0311 (UK), then the meeting ID and #

If you booked a seat (Eventbrite-style order nos. 11283460–11283497),
you don't need to do anything – your booking moves across.

Questions? Ask at reception or ring 020 7946 0880.

Mo
Community Manager, Tessellate Workspace
3rd floor, 71 Curtain Road, London EC2A 3BS
""",
    html="""\
<html><body style="font-family:Inter,Arial,sans-serif;font-size:15px;color:#1e1e24;line-height:1.5">
<p>Morning all,</p>
<p>Because of the rail strike on Thursday 13 February, this month&rsquo;s breakfast talk (&ldquo;Pricing your freelance work in 2025&rdquo; with Anna Beckett, ACA) is moving online. Pastries are on us next time, promise.</p>
<p><b>Thursday 13 February 2025, 08:30&ndash;09:15 (GMT)</b></p>
<p><a href="https://meet.videocall.example/j/84321905567?pwd=Rk1sT0pQa2dZ">Join the video call</a><br>
Meeting ID: 843 2190 5567<br>
Passcode: 719204<br>
Dial in: +44 20 7946 0311 (UK), then the meeting ID and #</p>
<p>If you booked a seat (order nos. 11283460&ndash;11283497), you don&rsquo;t need to do anything &ndash; your booking moves across.</p>
<p>Questions? Ask at reception or ring 020 7946 0880.</p>
<p>Mo<br>Community Manager, Tessellate Workspace<br>3rd floor, 71 Curtain Road, London EC2A 3BS</p>
<p style="font-size:11px;color:#888"><a href="https://tessellate.example/members/lists/unsub?l=members&amp;u=8821">Leave this list</a></p>
</body></html>
""")

add(kind="decoy_codes", otp=None, link=None,
    subject="You've been sent a Quire & Quill gift card!",
    frm='"Quire & Quill Booksellers" <giftcards@quireandquill.example>',
    to='"Imogen Tate" <imogen.tate@inbox.example>',
    date="Wed, 25 Dec 2024 07:00:00 +0000",
    hcte="base64",
    html="""\
<html><body style="margin:0;background:#efe9df;font-family:Baskerville,Georgia,serif;color:#2d2a26">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fffdf8;border:1px solid #d9cfbf">
<tr><td style="padding:26px;text-align:center"><img src="https://quireandquill.example/img/q-and-q-wordmark.png" alt="Quire &amp; Quill" width="200"></td></tr>
<tr><td style="padding:0 32px 26px">
<p style="font-size:18px">Merry Christmas, Imogen!</p>
<p>Uncle Rob has sent you a <b>&pound;30.00</b> Quire &amp; Quill gift card, with this message:</p>
<blockquote style="font-style:italic;border-left:3px solid #b08d57;margin:0 0 18px;padding-left:12px">&ldquo;For more of those crime novels you can&rsquo;t put down. Love, R x&rdquo;</blockquote>
<table width="100%" cellpadding="14" cellspacing="0" style="background:#2d2a26;color:#f5efe3;border-radius:10px;font-family:'Courier New',monospace">
<tr><td>
<div style="font-size:11px;letter-spacing:2px;color:#c9b48a">GIFT CARD NUMBER</div>
<div style="font-size:20px;letter-spacing:2px">6301 9947 2210 5583</div>
<div style="font-size:11px;letter-spacing:2px;color:#c9b48a;margin-top:10px">PIN</div>
<div style="font-size:20px">4829</div>
<div style="font-size:11px;color:#c9b48a;margin-top:10px">Balance &pound;30.00 &middot; Expires 25/12/2026</div>
</td></tr></table>
<p style="font-size:14px;margin-top:18px">Spend it in any of our 14 shops, or online at checkout under &ldquo;Gift cards &amp; vouchers&rdquo; &ndash; enter the card number and PIN. Over the holidays you can also use promo code <b>NEWYEARREAD</b> for free delivery on orders over &pound;15.</p>
<p style="font-size:12px;color:#7a6f60">Order reference QQ-GC-5501978 &middot; Sent on behalf of Robert Tate</p>
</td></tr>
<tr><td style="padding:16px 32px;background:#f4eee3;font-size:11px;color:#7a6f60">
Quire &amp; Quill Booksellers Ltd, 12 Gandy Street, Exeter EX4 3LS &middot; Company no. 06661230<br>
<a href="https://quireandquill.example/gift-cards/balance">Check your balance</a> &middot; <a href="https://quireandquill.example/gift-cards/terms">Gift card terms</a> &middot; <a href="https://quireandquill.example/privacy">Privacy</a>
</td></tr></table></td></tr></table>
</body></html>
""")

add(kind="parcel_locker", otp="731552", link=None,
    subject="Your parcel is in locker 2B at FreshWay, Holloway Rd – collect by 14 Mar",
    frm='"ParcelPoint" <notify@parcelpoint-lockers.example>',
    to="r.mensah@webmail.example",
    date="Tue, 11 Mar 2025 13:58:21 +0000",
    tcte="8bit", hcte="quoted-printable",
    text="""\
Your parcel is ready to collect.

Locker:        ParcelPoint #N7-0331, FreshWay Superstore car park, 7 Holloway Road, London N7 8QQ
Open:          24/7
Compartment:   2B (medium)
Collection code: 731 552
Collect by:    Friday 14 March 2025, 23:59

At the locker, tap "Collect", then key in the collection code, or scan the
QR code in the ParcelPoint app. The door will open automatically.

Tracking number: PP4410 0927 3381 GB
Sender:          Mabel & Moss Homewares (order #MM-230771)
Weight:          1.2 kg

If you don't collect by the date above, your parcel goes back to the
sender. Need more time? You can extend once by 48 hours in the app.

ParcelPoint Ltd · Help: 020 7946 0717 · parcelpoint-lockers.example/help
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;background:#f2f7f2;margin:0">
<div style="max-width:520px;margin:0 auto;background:#fff;padding:22px">
<div style="font-size:20px;font-weight:bold;color:#1b873f">ParcelPoint</div>
<h2 style="font-size:20px">Your parcel is ready to collect</h2>
<table cellpadding="6" cellspacing="0" width="100%" style="font-size:14px;border:1px solid #dfe9df">
<tr><td>Locker</td><td>#N7-0331, FreshWay Superstore car park, 7 Holloway Road, London N7 8QQ (open 24/7)</td></tr>
<tr><td>Compartment</td><td>2B (medium)</td></tr>
<tr><td>Collection code</td><td style="font-size:22px;font-weight:bold;letter-spacing:2px">731 552</td></tr>
<tr><td>Collect by</td><td>Friday 14 March 2025, 23:59</td></tr>
</table>
<p>At the locker, tap &ldquo;Collect&rdquo;, then key in the collection code, or scan the QR code in the app.</p>
<p><img src="https://parcelpoint-lockers.example/qr/PP441009273381GB.png" alt="QR code for locker collection" width="140" height="140"></p>
<p style="font-size:12px;color:#666">Tracking number PP4410 0927 3381 GB &middot; From Mabel &amp; Moss Homewares (order #MM-230771) &middot; 1.2 kg</p>
<p><a href="https://parcelpoint-lockers.example/track/PP441009273381GB">Track parcel</a> &middot; <a href="https://parcelpoint-lockers.example/extend/PP441009273381GB">Extend by 48 hours</a></p>
<p style="font-size:11px;color:#999">ParcelPoint Ltd &middot; Help: 020 7946 0717</p>
</div></body></html>
""")

add(kind="door_entry", otp=None, link=None,
    subject="Your access details for Common Ground Coworking (w/c 17 March)",
    frm='"Common Ground Coworking" <frontdesk@commonground-cowork.example>',
    to='"Jakub Nowak" <jakub@nowak-translations.example>',
    date="Sun, 16 Mar 2025 18:00:00 +0000",
    tcte="7bit",
    text="""\
Hi Jakub,

Welcome to Common Ground! Here's everything you need for your first week
on the Part-Timer plan (Mon/Wed/Fri).

BUILDING ACCESS
  Street door keypad:   2749#   (changes every Monday)
  Your fob number:      CG-0612 (collect from the front desk on Monday)
  Hours with fob:       24/7
  Staffed hours:        Mon-Fri 8:30-18:00

WIFI
  Network:   CommonGround-Members
  Password:  oat-milk-Tuesday-62

PRINTER
  Release PIN for your print jobs: 0612 (same as your fob number)

MEETING ROOMS
  "Allotment" (6 people) and "Greenhouse" (12 people). You have 4
  credit hours a month - book at the kiosk or in the member app.

Kitchen etiquette: wash your mug, label your milk, no fish in the
microwave. Quiet zone is the back mezzanine.

See you Monday,
Harriet
Common Ground Coworking, 5-7 Forster Street, Bristol BS2 0DQ
0117 496 0304
""")

add(kind="pin_letter", otp="7K2M9QXD", link=None,
    subject="Your State Pension online account: activation PIN",
    frm='"State Pension Online" <no-reply@statepension.service.gov.example>',
    to='"Mr Derek Hollis" <derek.hollis@familymail.example>',
    date="Mon, 03 Feb 2025 08:15:00 +0000",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Dear Mr Hollis,

You asked for a new activation PIN for your State Pension online account
on 31 January 2025. You chose to get it by email instead of by post.

Activation PIN:  7K2M-9QXD

What to do next
1. Go to the State Pension online service and select "Activate my
   account".
2. Enter your National Insurance number (ending 72 C) and the
   activation PIN above. You don't need to type the dash.
3. Create your password.

Your PIN is valid for 28 days, until 3 March 2025. If you asked for a PIN
by post before, that letter's PIN (sent 14 January 2025) no longer works.

Your State Pension
  Weekly amount from 7 April 2025:  £230.25
  Paid every 4 weeks into account ending 3308

If you need help, call the Pension Service on 08081 570731 (textphone
08081 570732), Monday to Friday, 8am to 6pm.

Pension Service, Post Handling Site B, Wolverhampton WV99 1ZZ
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;font-size:16px;color:#0b0c0c;margin:0">
<div style="background:#0b0c0c;color:#fff;padding:10px 20px;font-weight:bold;font-size:18px">State Pension Online</div>
<div style="max-width:640px;padding:20px">
<p>Dear Mr Hollis,</p>
<p>You asked for a new activation PIN for your State Pension online account on 31 January 2025. You chose to get it by email instead of by post.</p>
<div style="border-left:10px solid #b1b4b6;padding:10px 16px;margin:20px 0">
<p style="margin:0;font-size:14px">Activation PIN</p>
<p style="margin:4px 0 0;font-size:28px;font-weight:bold;letter-spacing:3px">7K2M-9QXD</p>
</div>
<h2 style="font-size:19px">What to do next</h2>
<ol>
<li>Go to the State Pension online service and select &ldquo;Activate my account&rdquo;.</li>
<li>Enter your National Insurance number (ending 72 C) and the activation PIN above. You don&rsquo;t need to type the dash.</li>
<li>Create your password.</li>
</ol>
<p>Your PIN is valid for 28 days, until 3 March 2025. If you asked for a PIN by post before, that letter&rsquo;s PIN (sent 14 January 2025) no longer works.</p>
<p style="font-size:14px">Weekly amount from 7 April 2025: &pound;230.25, paid every 4 weeks into account ending 3308.</p>
<p style="font-size:14px;color:#505a5f">Pension Service helpline 08081 570731 (textphone 08081 570732), Monday to Friday, 8am to 6pm.<br>Pension Service, Post Handling Site B, Wolverhampton WV99 1ZZ</p>
</div></body></html>
""")

add(kind="pin_letter", otp=None, link=None,
    subject="Your activation code is on its way",
    frm='"Revenue Online" <no-reply@online.revenue.gov.example>',
    to="m.chaudhry@postbox.example",
    date="Tue, 07 Jan 2025 11:42:19 +0000",
    tcte="7bit", hcte="quoted-printable",
    text="""\
Dear Mr Chaudhry,

You have signed up for Self Assessment online. We have posted an
activation code to the address we hold for you:

   ** Acacia Avenue, Rochdale, OL** ***

The letter was sent on 7 January 2025 and should arrive within 10 days.
You must use the code within 28 days of the date on the letter.

Your User ID (keep this safe):  8821 4470 9312
Your Unique Taxpayer Reference: ******5521
Tax year to file:               2023 to 2024
Filing deadline:                31 January 2025
Amount to pay by 31 January:    shown after you file

If your letter has not arrived by 17 January, you can request a new one
once you sign in. Because of the filing deadline, you may also want to
call us on 0161 496 0382 - have your UTR ready.

Revenue Online
This is an automated message. Do not reply to this email.
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;font-size:16px;color:#0b0c0c">
<div style="border-bottom:8px solid #005ea5;padding:10px 0;font-weight:bold">Revenue Online</div>
<p>Dear Mr Chaudhry,</p>
<p>You have signed up for Self Assessment online. We have posted an activation code to the address we hold for you:</p>
<p style="padding-left:20px">** Acacia Avenue, Rochdale, OL** ***</p>
<p>The letter was sent on 7 January 2025 and should arrive within 10 days. You must use the code within 28 days of the date on the letter.</p>
<table cellpadding="4" style="font-size:15px">
<tr><td>Your User ID (keep this safe)</td><td><b>8821 4470 9312</b></td></tr>
<tr><td>Unique Taxpayer Reference</td><td>******5521</td></tr>
<tr><td>Tax year to file</td><td>2023 to 2024</td></tr>
<tr><td>Filing deadline</td><td>31 January 2025</td></tr>
</table>
<p>If your letter has not arrived by 17 January, you can request a new one once you sign in. You can also call us on 0161 496 0382 &ndash; have your UTR ready.</p>
<p style="font-size:13px;color:#505a5f">This is an automated message. Do not reply to this email.</p>
</body></html>
""")

# ---- batch 5 ---------------------------------------------------------------

add(kind="phone_readout", otp="5821", link=None,
    subject="Your telephone banking security code",
    frm='"Ferncliffe Building Society" <secure@ferncliffe-bs.example>',
    to='"Mrs A Lowther" <ann.lowther@homeisp.example>',
    date="Thu, 13 Mar 2025 10:26:44 +0000",
    tcte="8bit",
    text="""\
Dear Mrs Lowther,

You asked us to call you back about your Fixed Rate ISA maturity.

When our automated line calls you from 01632 960900, it will ask you to
key in a one-time security code on your phone's keypad. Use:

    5 8 2 1

then press #. This confirms it's really you before you're put through to
a savings adviser. The code works for one call only, until 17:00 today
(13 March 2025).

Please note: we will never ask you to read this code aloud to a person,
and we will never ask for your full password or your card PIN.

Account ending 4063 · Fixed Rate ISA (Issue 71) · matures 31/03/2025
Balance at 12/03/2025: £18,442.17 · Interest rate 4.10% AER

Ferncliffe Building Society, 1 Market Place, Keighworth BD21 4QA.
Authorised by the Prudential Regulation Authority and regulated by the
Financial Conduct Authority and the Prudential Regulation Authority
(FRN 206071).
""")

add(kind="phone_readout", otp="391726", link=None,
    subject="New voicemail from +44 1632 960001 (0:21)",
    frm='"Orbital Voicemail" <voicemail@orbital-telecom.example>',
    to="g.tanaka@orbital-mail.example",
    date="Sat, 15 Feb 2025 21:07:33 +0000",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
You have a new voicemail.

From:      +44 1632 960001
Received:  Saturday 15 February 2025, 21:07
Duration:  0:21
Mailbox:   07700 900412

Transcription (automatic, may contain errors):
"Hello. This is the automated verification service from Pennine Energy.
Your verification code is 3, 9, 1, 7, 2, 6. Again, your code is 3, 9,
1, 7, 2, 6. Enter this code on the website to confirm your phone number.
Goodbye."

To listen, call 1571 from your Orbital phone, or open the attached
recording.

Orbital Telecom · Manage voicemail-to-email in My Orbital
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">
<h3 style="margin:0 0 10px">You have a new voicemail</h3>
<table cellpadding="3">
<tr><td style="color:#777">From</td><td>+44 1632 960001</td></tr>
<tr><td style="color:#777">Received</td><td>Saturday 15 February 2025, 21:07</td></tr>
<tr><td style="color:#777">Duration</td><td>0:21</td></tr>
<tr><td style="color:#777">Mailbox</td><td>07700 900412</td></tr>
</table>
<p style="color:#777;margin-bottom:4px">Transcription (automatic, may contain errors):</p>
<blockquote style="margin:0;padding:8px 12px;background:#f4f4f4;border-left:3px solid #7b1fa2">&ldquo;Hello. This is the automated verification service from Pennine Energy. Your verification code is 3, 9, 1, 7, 2, 6. Again, your code is 3, 9, 1, 7, 2, 6. Enter this code on the website to confirm your phone number. Goodbye.&rdquo;</blockquote>
<p>To listen, call 1571 from your Orbital phone, or open the attached recording.</p>
<p style="font-size:11px;color:#888"><a href="https://my.orbital-telecom.example/voicemail/settings">Manage voicemail-to-email</a></p>
</body></html>
""")

add(kind="appointment_reminder", otp=None, link=None,
    subject="Booking confirmed: COVID-19 and flu vaccination, Sat 12 October",
    frm='"Parkway Community Pharmacy" <bookings@parkway-pharmacy.example>',
    to="jean.armitage@familymail.example",
    date="Mon, 07 Oct 2024 14:50:08 +0100",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Dear Jean Armitage,

Your vaccination appointment is booked.

Booking reference:  VX-82K4Q
Vaccines:           COVID-19 autumn booster and flu (given in different arms)
Date:               Saturday 12 October 2024
Time:               10:40 (please arrive no earlier than 10:35)
Place:              Parkway Community Pharmacy, consultation room 2,
                    118 Parkway, Ellesmere Port CH65 4AE

Please bring: this booking reference and your NHS number (ending 9 31).
Wear a top with short or loose sleeves.

If you have had a COVID-19 vaccine in the last 3 months (after
12 July 2024), please cancel – you are not yet eligible.

To cancel, reply CANCEL VX-82K4Q to the text message we sent to
07700 900 648, or call 0151 496 0272 (Mon–Fri 9–6, Sat 9–1).

Parkway Community Pharmacy Ltd · GPhC 1042297
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;font-size:15px;color:#212b32">
<div style="max-width:580px;padding:18px;border-top:6px solid #005eb8">
<p>Dear Jean Armitage,</p>
<p><b>Your vaccination appointment is booked.</b></p>
<table cellpadding="6" cellspacing="0" style="background:#f0f4f5;width:100%">
<tr><td>Booking reference</td><td><b>VX-82K4Q</b></td></tr>
<tr><td>Vaccines</td><td>COVID-19 autumn booster and flu (given in different arms)</td></tr>
<tr><td>Date</td><td>Saturday 12 October 2024</td></tr>
<tr><td>Time</td><td>10:40 (please arrive no earlier than 10:35)</td></tr>
<tr><td>Place</td><td>Parkway Community Pharmacy, consultation room 2, 118 Parkway, Ellesmere Port CH65 4AE</td></tr>
</table>
<p>Please bring this booking reference and your NHS number (ending 9 31). Wear a top with short or loose sleeves.</p>
<p>If you have had a COVID-19 vaccine in the last 3 months (after 12 July 2024), please cancel &ndash; you are not yet eligible.</p>
<p>To cancel, reply CANCEL VX-82K4Q to the text message we sent to 07700 900 648, or call 0151 496 0272.</p>
<p><a href="https://bookings.parkway-pharmacy.example/manage?ref=VX-82K4Q&amp;ln=Armitage">Change or cancel online</a></p>
<p style="font-size:12px;color:#4c6272">Parkway Community Pharmacy Ltd &middot; GPhC 1042297</p>
</div></body></html>
""")

add(kind="username_digits", otp=None, link=None,
    subject="Welcome to Riverbank Leisure, tomk1990!",
    frm='"Riverbank Leisure Centre" <welcome@riverbankleisure.example>',
    to="tomk1990@mailbox.example",
    date="Sat, 04 Jan 2025 11:05:00 +0000",
    hcte="quoted-printable",
    html="""\
<html><body style="margin:0;background:#e3f2fd;font-family:Arial,sans-serif;color:#0d2b45">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px">
<tr><td style="padding:0"><img src="https://riverbankleisure.example/mail/pool-banner.jpg" width="580" alt="Riverbank Leisure Centre" style="display:block;border-radius:8px 8px 0 0"></td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:22px;margin-top:0">Welcome, tomk1990!</h1>
<p>Your Active Plus membership is live. Here are your details:</p>
<table cellpadding="6" cellspacing="0" width="100%" style="font-size:14px;border:1px solid #d6e6f2">
<tr><td>Username</td><td>tomk1990</td></tr>
<tr><td>Member number</td><td>00482193</td></tr>
<tr><td>Membership</td><td>Active Plus (gym, pool, classes) &ndash; &pound;32.50/month</td></tr>
<tr><td>Start date</td><td>4 January 2025</td></tr>
<tr><td>First payment</td><td>&pound;21.00 pro rata (taken today, card ending 9012)</td></tr>
<tr><td>Then</td><td>&pound;32.50 on the 1st of each month from 1 February 2025</td></tr>
<tr><td>Minimum term</td><td>None &ndash; cancel with 1 month&rsquo;s notice</td></tr>
</table>
<p style="margin-top:18px">Book your free gym induction (30 minutes) before your first session. Inductions run Mon&ndash;Fri at 07:00, 12:30 and 18:00.</p>
<p><a href="https://riverbankleisure.example/book/induction?m=00482193" style="background:#1976d2;color:#fff;padding:11px 20px;border-radius:4px;text-decoration:none">Book my induction</a></p>
<p style="font-size:13px;color:#546e7a">Pool timetable: lane swimming 06:30&ndash;09:00 and 19:00&ndash;21:30 weekdays. Swimming lessons for adults: Tuesdays 20:00, &pound;7.20 a session.</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#78909c;background:#f5f9fc;border-radius:0 0 8px 8px">
Riverbank Leisure Centre, Embankment Road, Shrewton SY3 8HQ &middot; 01632 960640<br>
Operated by Riverbank Community Leisure Trust, registered charity 1120477.<br>
<a href="https://riverbankleisure.example/account">My account</a> &middot; <a href="https://riverbankleisure.example/unsubscribe?m=00482193">Unsubscribe from offers</a>
</td></tr></table></td></tr></table>
</body></html>
""")

add(kind="username_digits", otp="551902", link=None,
    subject="Westcliffe College: verify your student account",
    frm='"Westcliffe College Digital Services" <digital@westcliffe.ac.example>',
    to="s2291847@student.westcliffe.ac.example",
    date="Mon, 09 Sep 2024 09:14:27 +0100",
    tcte="7bit", hcte="quoted-printable",
    text="""\
Hello s2291847,

Welcome to Westcliffe College! To finish setting up your student account,
enter the verification code below on the enrolment page.

    551902

This code is valid for 30 minutes.

Student ID:      2291847
Course:          Level 3 Extended Diploma in Engineering (Year 1)
Induction:       Wednesday 11 September 2024, 10:00, Room T2.14
Timetable:       available from Friday 13 September in the Student App

Your bus pass (Zone 1-3) will be posted to you. Bursary applications for
2024/25 close on 31 October 2024.

Digital Services Helpdesk: 01632 960733, Learning Resource Centre,
Mon-Thu 8:30-19:00, Fri 8:30-16:30.
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;font-size:15px;color:#1a1a1a">
<div style="max-width:600px">
<div style="background:#00566e;color:#fff;padding:14px 18px;font-size:18px">Westcliffe College</div>
<div style="padding:18px">
<p>Hello s2291847,</p>
<p>Welcome to Westcliffe College! To finish setting up your student account, enter the verification code below on the enrolment page.</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:6px;color:#00566e">551902</p>
<p style="font-size:13px;color:#666">Valid for 30 minutes.</p>
<table cellpadding="4" style="font-size:14px">
<tr><td>Student ID</td><td>2291847</td></tr>
<tr><td>Course</td><td>Level 3 Extended Diploma in Engineering (Year 1)</td></tr>
<tr><td>Induction</td><td>Wednesday 11 September 2024, 10:00, Room T2.14</td></tr>
<tr><td>Timetable</td><td>From Friday 13 September in the Student App</td></tr>
</table>
<p style="font-size:13px">Bursary applications for 2024/25 close on 31 October 2024.</p>
<p style="font-size:12px;color:#777">Digital Services Helpdesk: 01632 960733, Learning Resource Centre</p>
</div></div></body></html>
""")

add(kind="no_code_word", otp="284719", link=None,
    subject="Your one-time PIN for MyHealth Records",
    frm='"MyHealth Records" <donotreply@myhealthrecords.nhs.example>',
    to="peter.quinn@post.example",
    date="Tue, 04 Mar 2025 20:33:16 +0000",
    tcte="base64", hcte="base64",
    text="""\
MyHealth Records

Your one-time PIN is 284719

Type it in to see your test results and GP record. For your security it
will expire in 10 minutes.

Never share this PIN, even with NHS staff.

Message sent: 04/03/2025 20:33
If you did not try to log in, you can ignore this email.
""",
    html="""\
<html><body style="font-family:Frutiger,Arial,sans-serif;background:#f0f4f5;margin:0;padding:20px;color:#212b32">
<div style="max-width:480px;margin:0 auto;background:#fff;padding:24px;border-top:4px solid #005eb8">
<p style="font-weight:bold;color:#005eb8;margin-top:0">MyHealth Records</p>
<p>Your one-time PIN is</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:4px;margin:0 0 14px">284719</p>
<p>Type it in to see your test results and GP record. For your security it will expire in 10 minutes.</p>
<p><b>Never share this PIN, even with NHS staff.</b></p>
<p style="font-size:12px;color:#4c6272">Message sent: 04/03/2025 20:33. If you did not try to log in, you can ignore this email.</p>
</div></body></html>
""")

add(kind="no_code_word", otp="9F4K2R", link=None,
    subject="Volunteer Hub sign-in",
    frm='"Northside Food Bank Volunteer Hub" <hub@northsidefoodbank.org.example>',
    to="sam.ellery@webmail.example",
    date="Thu, 23 Jan 2025 07:41:09 +0000",
    tcte="quoted-printable",
    text="""\
Hi Sam,

Here is your security key for the Volunteer Hub:

   9F4K2R

Type it on the sign-in screen to see your shifts. It lasts for 15 minutes.

Your next shifts
  Sat 25 Jan 2025   09:30–12:30   Warehouse sorting (St Aidan's Hall)
  Tue 28 Jan 2025   17:00–19:30   Distribution session, Ropery Street
  Sat 8 Feb 2025    09:30–12:30   Warehouse sorting (St Aidan's Hall)

This month we gave out 412 food parcels to 1,036 people – thank you.
Urgently needed: UHT milk, tinned meat, tinned fish, toiletries, coffee.

Northside Food Bank, St Aidan's Hall, 40 Ropery Street, Hull HU3 1QP
Registered charity no. 1163300 · 01632 960282
""")

# ---- batch 6 ---------------------------------------------------------------

add(kind="no_code_word", otp="306618", link=None,
    subject="One last step to finish signing up to Gigbox",
    frm='"Gigbox" <hello@gigbox-tickets.example>',
    to="zara.b@inbox.example",
    date="Wed, 26 Mar 2025 23:12:58 +0000",
    tcte="7bit", hcte="quoted-printable",
    text="""\
One last step!

To finish signing up, type these digits on the Gigbox page you came from:

306 618

They're valid for 20 minutes. After that, just ask for new ones.

Heads up: presale for Night Swimmers (UK tour, Oct 2025) opens Friday
28 March at 09:00. Fans with a verified account get first dibs.

Gigbox Ltd, 3 Tib Street, Manchester M4 1LX
""",
    html="""\
<html><body style="margin:0;background:#0e0b1f;font-family:'Space Grotesk',Arial,sans-serif;color:#f4f1ff">
<div style="max-width:480px;margin:0 auto;padding:32px 22px">
<div style="font-size:26px;font-weight:800;color:#ff3da5">gigbox</div>
<h1 style="font-size:24px">One last step!</h1>
<p>To finish signing up, type these digits on the Gigbox page you came from:</p>
<div style="margin:22px 0;text-align:center">
<span style="display:inline-block;width:42px;padding:12px 0;margin:0 3px;background:#261d4d;border-radius:8px;font-size:28px;font-weight:700">3</span><span style="display:inline-block;width:42px;padding:12px 0;margin:0 3px;background:#261d4d;border-radius:8px;font-size:28px;font-weight:700">0</span><span style="display:inline-block;width:42px;padding:12px 0;margin:0 3px;background:#261d4d;border-radius:8px;font-size:28px;font-weight:700">6</span><span style="display:inline-block;width:42px;padding:12px 0;margin:0 3px;background:#261d4d;border-radius:8px;font-size:28px;font-weight:700">6</span><span style="display:inline-block;width:42px;padding:12px 0;margin:0 3px;background:#261d4d;border-radius:8px;font-size:28px;font-weight:700">1</span><span style="display:inline-block;width:42px;padding:12px 0;margin:0 3px;background:#261d4d;border-radius:8px;font-size:28px;font-weight:700">8</span>
</div>
<p style="font-size:13px;color:#b9b1d9">They&rsquo;re valid for 20 minutes. After that, just ask for new ones.</p>
<p style="font-size:13px;color:#b9b1d9">Heads up: presale for Night Swimmers (UK tour, Oct 2025) opens Friday 28 March at 09:00. Verified fans get first dibs.</p>
<p style="font-size:11px;color:#6f6796">Gigbox Ltd, 3 Tib Street, Manchester M4 1LX &middot; <a href="https://gigbox-tickets.example/help" style="color:#6f6796">Help</a> &middot; <a href="https://gigbox-tickets.example/privacy" style="color:#6f6796">Privacy</a></p>
</div></body></html>
""")

add(kind="lowercase_alnum", otp="x4t9pq",
    link="https://haveyoursay.hartley.gov.example/session/email_login?key=hys_9dK2vQ7tM4zX1pR8wN5cL0bJ6yF3hA&redirect_to=%2Fconsultations%2Flocal-plan-2040",
    subject="Log in to Have Your Say Hartley",
    frm='"Have Your Say Hartley" <noreply@haveyoursay.hartley.gov.example>',
    to="c.dunmore@familymail.example",
    date="Fri, 07 Mar 2025 16:48:30 +0000",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Hello,

Use this login key to sign in to Have Your Say Hartley:  x4t9pq

Or click the link below to log in straight away:
https://haveyoursay.hartley.gov.example/session/email_login?key=hys_9dK2vQ7tM4zX1pR8wN5cL0bJ6yF3hA&redirect_to=%2Fconsultations%2Flocal-plan-2040

Both expire in 30 minutes.

You were looking at: Hartley Local Plan 2040 – Regulation 18 consultation
Closes: 11:59pm, Monday 14 April 2025
Drop-in events: Hartley Library, 19 March (2pm–7pm); Brookside Village
Hall, 26 March (3pm–7pm)

Planning Policy Team, Hartley District Council, Civic Offices,
Hartley HT1 1HD · 01632 960800
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;font-size:15px;color:#222;background:#fafafa">
<div style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #e5e5e5">
<div style="background:#4a2c7a;color:#fff;padding:14px 20px;font-size:18px">Have Your Say <b>Hartley</b></div>
<div style="padding:20px">
<p>Hello,</p>
<p>Use this login key to sign in:</p>
<p style="font-family:monospace;font-size:26px;letter-spacing:4px;background:#f1ecf8;padding:8px 14px;display:inline-block">x4t9pq</p>
<p>Or log in straight away:</p>
<p><a href="https://haveyoursay.hartley.gov.example/session/email_login?key=hys_9dK2vQ7tM4zX1pR8wN5cL0bJ6yF3hA&amp;redirect_to=%2Fconsultations%2Flocal-plan-2040" style="background:#4a2c7a;color:#fff;padding:10px 20px;text-decoration:none;border-radius:3px">Log in</a></p>
<p style="font-size:13px;color:#666">Both expire in 30 minutes.</p>
<p style="font-size:14px">You were looking at: <b>Hartley Local Plan 2040 &ndash; Regulation 18 consultation</b>. Closes 11:59pm, Monday 14 April 2025.</p>
<p style="font-size:12px;color:#777">Planning Policy Team, Hartley District Council, Civic Offices, Hartley HT1 1HD &middot; 01632 960800<br>
<a href="https://haveyoursay.hartley.gov.example/privacy">Privacy</a> &middot; <a href="https://haveyoursay.hartley.gov.example/accessibility">Accessibility</a></p>
</div></div></body></html>
""")

add(kind="magic_link", otp="7391",
    link="https://boxoffice.lindenarts.example/account/magic-login/4d1f8e27-93b0-4c55-a6e2-0f7d3b91c8aa?sig=Mx2TqL9vB4&return=%2Fbasket",
    subject="Sign in to Linden Arts Centre Box Office",
    frm='"Linden Arts Centre Box Office" <boxoffice@lindenarts.example>',
    to='"Owen Pritchard" <owen.pritchard@netmail.example>',
    date="Sun, 09 Mar 2025 10:02:14 +0000",
    tcte="7bit", hcte="base64",
    text="""\
Hello Owen,

You've got items in your basket. To carry on, either:

- click "Sign in now" in the HTML version of this email, or
- type this 4-digit code on the sign-in page: 7391

The code and the button work once, for the next 10 minutes.

In your basket:
  An Inspector Calls - Thu 3 April 2025, 19:30 - 2 x Circle B12-13 (GBP 22.00 each)
  Restoration fund donation - GBP 2.00

Linden Arts Centre, 1 Linden Square, Wrexford WX1 2LS
Box Office: 01632 960565 (Tue-Sat 12:00-18:00)
Registered charity no. 1065510
""",
    html="""\
<html><body style="background:#f6f2ee;margin:0;font-family:Georgia,serif;color:#2b2523">
<div style="max-width:540px;margin:0 auto;background:#fff;padding:26px">
<p style="font-size:20px;color:#8c1c13;margin-top:0">Linden Arts Centre</p>
<p>Hello Owen,</p>
<p>You&rsquo;ve got items in your basket. To carry on, sign in:</p>
<p style="margin:22px 0"><a href="https://boxoffice.lindenarts.example/account/magic-login/4d1f8e27-93b0-4c55-a6e2-0f7d3b91c8aa?sig=Mx2TqL9vB4&amp;return=%2Fbasket" style="background:#8c1c13;color:#fff;padding:12px 24px;text-decoration:none;font-family:Arial">Sign in now</a></p>
<p>Or type this code on the sign-in page: <b style="font-size:20px;letter-spacing:3px">7391</b></p>
<p style="font-size:13px;color:#6d625c">The code and the button work once, for the next 10 minutes.</p>
<table cellpadding="5" style="font-size:14px;border-top:1px solid #eee;width:100%">
<tr><td>An Inspector Calls &middot; Thu 3 April 2025, 19:30 &middot; Circle B12&ndash;13</td><td align="right">2 &times; &pound;22.00</td></tr>
<tr><td>Restoration fund donation</td><td align="right">&pound;2.00</td></tr>
</table>
<p style="font-size:11px;color:#8a7f78">Linden Arts Centre, 1 Linden Square, Wrexford WX1 2LS &middot; Box Office 01632 960565 &middot; Registered charity no. 1065510<br>
<a href="https://boxoffice.lindenarts.example/whats-on">What&rsquo;s on</a> &middot; <a href="https://boxoffice.lindenarts.example/access">Access</a></p>
</div></body></html>
""")

add(kind="magic_link", otp=None,
    link="https://lindenfieldpta.createsend.example/t/r-l-jhkdyuk-l-r/?confirm=1&cid=A7F2C91B0D33E4F5&lid=88120",
    subject="Please confirm: Lindenfield Primary PTA newsletter",
    frm='"Lindenfield Primary PTA" <pta@lindenfield-pta.org.example>',
    to="mum.of.three@homeisp.example",
    date="Wed, 11 Sep 2024 20:20:20 +0100",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Hi there!

Thanks for signing up to the Lindenfield Primary PTA newsletter. We just
need you to confirm your subscription - please use the Confirm button in
this email (open the HTML version). If you didn't sign up, ignore this
and you won't hear from us.

Coming up this term:
  - Macmillan coffee morning, Friday 27 September, 8:45am, school hall
  - Uniform sale (pre-loved), Thursday 3 October, 3:15pm, KS1 playground
  - Quiz night, Saturday 16 November, 7pm, GBP 5 a head (tables of 6)

Last year we raised GBP 6,842 for new playground equipment and the Year 6
residential. Thank you!

Lindenfield Primary School PTA, Linden Road, Wrexford WX3 9PL
Registered charity no. 1032846
""",
    html="""\
<html><body style="margin:0;background:#fff7e6;font-family:'Comic Neue',Arial,sans-serif;color:#3b2f1e">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px">
<table width="560" cellpadding="22" cellspacing="0" style="background:#fff;border:3px solid #ffb300;border-radius:12px">
<tr><td>
<p style="font-size:22px;margin-top:0">Hi there! &#128075;</p>
<p>Thanks for signing up to the <b>Lindenfield Primary PTA newsletter</b>. We just need you to confirm your subscription.</p>
<p style="text-align:center"><a href="https://lindenfieldpta.createsend.example/t/r-l-jhkdyuk-l-r/?confirm=1&amp;cid=A7F2C91B0D33E4F5&amp;lid=88120" style="background:#ffb300;color:#3b2f1e;font-weight:bold;padding:12px 26px;border-radius:20px;text-decoration:none">Confirm</a></p>
<p style="font-size:13px">If you didn&rsquo;t sign up, ignore this and you won&rsquo;t hear from us.</p>
<p style="font-size:14px"><b>Coming up this term</b><br>
Macmillan coffee morning &ndash; Fri 27 Sept, 8:45am, school hall<br>
Pre-loved uniform sale &ndash; Thu 3 Oct, 3:15pm, KS1 playground<br>
Quiz night &ndash; Sat 16 Nov, 7pm, &pound;5 a head</p>
<p style="font-size:11px;color:#8a7a5c">Lindenfield Primary School PTA, Linden Road, Wrexford WX3 9PL &middot; Registered charity no. 1032846<br>
<a href="https://lindenfieldpta.createsend.example/t/r-u-jhkdyuk-l-y/">Unsubscribe</a> &middot;
<a href="https://www.facebook.example/LindenfieldPTA">Facebook</a></p>
</td></tr></table></td></tr></table>
<img src="https://lindenfieldpta.createsend.example/t/r-o-jhkdyuk-l/o.gif" width="1" height="1" alt="">
</body></html>
""")

add(kind="magic_link", otp=None,
    link="https://secure.merciahm.example/unlock?ticket=ULK-5e0b7a92f4c14d3e8a61c2d9b7f03e44&pol=MHM4471092",
    link_alt=["https://secure.merciahm.example/unlock?ticket=ULK-5e0b7a92f4c14d3e8a61c2d9b7f03e44&pol=MHM4471092&src=txt"],
    subject="Your Mercia account has been locked",
    frm='"Mercia Home & Motor" <myaccount@merciahm.example>',
    to='"Ms P Greenwood" <pgreenwood@webmail.example>',
    date="Tue, 14 Jan 2025 08:07:50 +0000",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Dear Ms Greenwood,

We've locked your Mercia online account after 5 unsuccessful attempts to
log in on 14/01/2025 between 07:58 and 08:06.

If it was you, you can unlock your account here (the link works once
and expires in 60 minutes):
https://secure.merciahm.example/unlock?ticket=ULK-5e0b7a92f4c14d3e8a61c2d9b7f03e44&pol=MHM4471092&src=txt

If it wasn't you, please call us on 01632 960350 - don't use the link.

Your cover is not affected. Car policy MHM4471092 (Vauxhall Corsa, reg
ending 2LX) remains valid until 02/09/2025. Breakdown cover: 08081 570155.

Mercia Home & Motor is a trading name of Mercia Insurance Services Ltd,
Severn House, 10 Quay Street, Worcester WR1 2JJ. Authorised and regulated
by the Financial Conduct Authority (FRN 445871).
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;color:#1f2a36;font-size:15px;background:#eef1f4;margin:0;padding:20px">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:24px;border-radius:6px">
<img src="https://secure.merciahm.example/img/mercia-logo.png" alt="Mercia Home &amp; Motor" width="150">
<p>Dear Ms Greenwood,</p>
<p>We&rsquo;ve locked your Mercia online account after 5 unsuccessful attempts to log in on 14/01/2025 between 07:58 and 08:06.</p>
<p>If it was you, unlock your account (the link works once and expires in 60 minutes):</p>
<p><a href="https://secure.merciahm.example/unlock?ticket=ULK-5e0b7a92f4c14d3e8a61c2d9b7f03e44&amp;pol=MHM4471092" style="background:#d35400;color:#fff;padding:11px 22px;text-decoration:none;border-radius:4px">Unlock my account</a></p>
<p>If it wasn&rsquo;t you, please call us on 01632 960350 &ndash; don&rsquo;t use the button.</p>
<p style="font-size:13px;color:#5b6b7b">Your cover is not affected. Car policy MHM4471092 (Vauxhall Corsa, reg ending 2LX) remains valid until 02/09/2025.</p>
<p style="font-size:11px;color:#8795a3">Mercia Home &amp; Motor is a trading name of Mercia Insurance Services Ltd, Severn House, 10 Quay Street, Worcester WR1 2JJ. FCA FRN 445871.<br>
<a href="https://www.merciahm.example/contact">Contact us</a> &middot; <a href="https://www.merciahm.example/privacy">Privacy</a></p>
</div></body></html>
""")

add(kind="phone_and_dates", otp="649217", link=None,
    subject="Beacon Mobile: confirm your replacement SIM",
    frm='"Beacon Mobile" <security@beaconmobile.example>',
    to="olu.bankole@mailbox.example",
    date="Fri, 28 Feb 2025 17:19:40 +0000",
    tcte="8bit", hcte="8bit",
    text="""\
Hi Olu,

We've had a request to move your number 07700 900 187 to a new SIM card
(SIM serial ending ...8832), made by phone at 17:14 on 28/02/2025 from
our store at 41 Broad Street, Reading RG1 2AP.

If this was you, enter the authorisation code 649 217 in the Beacon app
or give it to the store assistant. Until you do, your old SIM keeps
working.

The code expires at 17:49 today. Your new SIM will be active within
2 hours of confirmation – usually much sooner.

Not you? Call 0118 496 0777 straight away (24/7) and we'll stop the swap.
Do NOT share the code with anyone who contacts you.

Account: BM-60019284 · Plan: Unlimited Essentials £18/month
Next bill: 06/03/2025 (£18.00 + £2.40 roaming, 22–24 Feb, Spain)

Beacon Mobile Ltd, Forbury Square, Reading RG1 3EU
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;color:#102a43;background:#f0f4f8;margin:0;padding:16px">
<div style="max-width:540px;margin:0 auto;background:#fff;border-radius:10px;padding:24px">
<p style="font-weight:bold;color:#f0a202;font-size:20px;margin-top:0">beacon</p>
<p>Hi Olu,</p>
<p>We&rsquo;ve had a request to move your number <b>07700 900 187</b> to a new SIM card (SIM serial ending &hellip;8832), made by phone at 17:14 on 28/02/2025 from our store at 41 Broad Street, Reading RG1 2AP.</p>
<p>If this was you, enter the authorisation code in the Beacon app or give it to the store assistant:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:3px;text-align:center;background:#fff4d6;padding:10px;border-radius:6px">649 217</p>
<p style="font-size:13px;color:#486581">Expires at 17:49 today. Until you confirm, your old SIM keeps working. Your new SIM will be active within 2 hours.</p>
<p style="background:#ffe3e3;padding:12px;border-radius:6px;font-size:14px"><b>Not you?</b> Call 0118 496 0777 straight away (24/7) and we&rsquo;ll stop the swap. Do NOT share the code with anyone who contacts you.</p>
<p style="font-size:12px;color:#829ab1">Account BM-60019284 · Unlimited Essentials £18/month · Next bill 06/03/2025 (£18.00 + £2.40 roaming, 22–24 Feb, Spain)</p>
<p style="font-size:11px;color:#9fb3c8">Beacon Mobile Ltd, Forbury Square, Reading RG1 3EU</p>
</div></body></html>
""")

add(kind="decoy_codes", otp=None, link=None,
    subject="Court booking confirmed – Badminton, Thu 20 Mar 19:00 (LC-339201)",
    frm='"Hartley Sports Village" <bookings@hartleysportsvillage.example>',
    to="n.achterberg@post.example",
    date="Sun, 16 Mar 2025 21:40:02 +0000",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Booking confirmed

Booking ref:   LC-339201
Activity:      Badminton – Court 3
When:          Thursday 20 March 2025, 19:00–20:00
Paid:          £11.40 (Visa ending 5530) – member rate
Receipt no.:   R-0092281

Changing room locker: use any free locker and set your own 4-digit code.
Car park barrier: enter your vehicle reg at reception – free for 3 hours.

Spring offer: 10% off swimming lessons for juniors with code SWIM10 at
checkout (Easter crash courses 7–11 and 14–17 April).

Cancel free up to 24 hours before (by 19:00 on Wed 19 March):
reply to this email or call 01632 960480.

Hartley Sports Village, Meadow Lane, Hartley HT4 7SV
Operated by Active Hartley Trust, registered charity no. 1171290
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1d2b1f">
<div style="max-width:560px;border:1px solid #cfe3d1">
<div style="background:#2e7d32;color:#fff;padding:12px 16px;font-size:18px">Booking confirmed</div>
<table cellpadding="6" cellspacing="0" width="100%">
<tr><td>Booking ref</td><td><b>LC-339201</b></td></tr>
<tr><td>Activity</td><td>Badminton &ndash; Court 3</td></tr>
<tr><td>When</td><td>Thursday 20 March 2025, 19:00&ndash;20:00</td></tr>
<tr><td>Paid</td><td>&pound;11.40 (Visa ending 5530) &ndash; member rate</td></tr>
<tr><td>Receipt no.</td><td>R-0092281</td></tr>
</table>
<div style="padding:12px 16px">
<p>Changing room locker: use any free locker and set your own 4-digit code. Car park: enter your vehicle reg at reception &ndash; free for 3 hours.</p>
<p style="background:#e8f5e9;padding:10px"><b>Spring offer:</b> 10% off junior swimming lessons with code <b>SWIM10</b> at checkout (Easter crash courses 7&ndash;11 and 14&ndash;17 April).</p>
<p>Cancel free up to 24 hours before (by 19:00 on Wed 19 March). <a href="https://hartleysportsvillage.example/bookings/LC-339201">View booking</a></p>
<p style="font-size:11px;color:#6b7d6c">Hartley Sports Village, Meadow Lane, Hartley HT4 7SV &middot; 01632 960480 &middot; Active Hartley Trust, registered charity no. 1171290</p>
</div></div></body></html>
""")

add(kind="several_codes", otp="403117", link=None,
    subject="Setting up multi-factor authentication – your codes",
    frm='"Brookfield University IT" <mfa-setup@it.brookfield.ac.example>',
    to='"Dr Helen Oduya" <h.oduya@staff.brookfield.ac.example>',
    date="Tue, 01 Oct 2024 09:02:11 +0100",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
Dear Dr Oduya,

You're setting up multi-factor authentication (MFA) for your university
account. This email contains two codes for two different steps.

STEP 1 – THIS COMPUTER (do this now)
Type this code into the browser window that is open on your computer:

    403117

STEP 2 – YOUR PHONE (later)
When you install the Brookfield Authenticator app on your phone, it will
ask for a pairing code. Use 920355 then, not now. The pairing code
stays valid for 7 days (until 8 October 2024).

If you don't have a smartphone, you can borrow a hardware token from the
IT Service Desk (ground floor, Lovelace Building). Ticket: RITM0093321.

IT Service Desk · 01632 960600 (24/7 during term) · it.brookfield.ac.example
""",
    html="""\
<html><body style="font-family:'Segoe UI',Arial,sans-serif;font-size:15px;color:#222">
<div style="max-width:600px">
<div style="background:#003b5c;color:#fff;padding:14px 18px">Brookfield University &middot; IT Services</div>
<div style="padding:18px">
<p>Dear Dr Oduya,</p>
<p>You&rsquo;re setting up multi-factor authentication (MFA) for your university account. This email contains <b>two codes for two different steps</b>.</p>
<table width="100%" cellpadding="12" cellspacing="0">
<tr><td style="border:2px solid #003b5c">
<div style="font-size:12px;font-weight:bold;color:#003b5c">STEP 1 &ndash; THIS COMPUTER (do this now)</div>
<p style="margin:6px 0">Type this code into the browser window that is open on your computer:</p>
<div style="font-size:30px;font-weight:bold;letter-spacing:5px">403117</div>
</td></tr>
<tr><td style="height:10px"></td></tr>
<tr><td style="border:1px dashed #999;color:#555">
<div style="font-size:12px;font-weight:bold">STEP 2 &ndash; YOUR PHONE (later)</div>
<p style="margin:6px 0">When you install the Brookfield Authenticator app, it will ask for a pairing code. Use <b>920355</b> then, not now. Valid until 8 October 2024.</p>
</td></tr></table>
<p style="font-size:13px">No smartphone? Borrow a hardware token from the IT Service Desk (ground floor, Lovelace Building). Ticket: RITM0093321.</p>
<p style="font-size:12px;color:#777">IT Service Desk &middot; 01632 960600 (24/7 during term)</p>
</div></div></body></html>
""")

add(kind="several_codes", otp=None, link=None,
    subject="Two-step verification is now on – save your recovery codes",
    frm='"Aldercare Health" <security@aldercare-health.example>',
    to="m.fairweather@inbox.example",
    date="Sat, 18 Jan 2025 15:03:47 +0000",
    hcte="quoted-printable",
    html="""\
<html><body style="margin:0;background:#f3f7f6;font-family:Arial,sans-serif;color:#1e3a34">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table width="560" cellpadding="26" cellspacing="0" style="background:#fff;border-radius:8px">
<tr><td>
<img src="https://www.aldercare-health.example/email/aldercare-logo.png" alt="Aldercare Health" width="160">
<h2 style="font-size:20px">Two-step verification is on</h2>
<p>Hi Mark, from now on we&rsquo;ll text a code to your phone ending 318 when you log in to your Aldercare member area.</p>
<p>If you ever lose your phone, you can use one of these recovery codes instead. Each works once. <b>You don&rsquo;t need to enter any of them now</b> &ndash; print this email or save the codes in a password manager.</p>
<table cellpadding="8" cellspacing="0" style="font-family:'Courier New',monospace;font-size:17px;background:#f0f5f4;width:100%">
<tr><td>qv7k-2m9x</td><td>h3pd-8zt4</td></tr>
<tr><td>w9ne-4rc6</td><td>b2yj-7fk0</td></tr>
<tr><td>t6ua-1sq8</td><td>m4gl-9dx3</td></tr>
<tr><td>c8rz-5wn2</td><td>p0kf-3hv7</td></tr>
</table>
<p style="font-size:13px;color:#4c6a63">Generated 18 January 2025, 15:03. Generating new codes will cancel these.</p>
<p style="font-size:13px;color:#4c6a63">Membership no. ALC-2093317 &middot; Plan: Aldercare Essentials (individual), &pound;46.20/month &middot; Excess &pound;100 per claim year</p>
<p style="font-size:11px;color:#8aa39d">Aldercare Health Ltd, 7 Cathedral Walk, Chester CH1 2HF. Authorised and regulated by the Financial Conduct Authority (FRN 612204).<br>
<a href="https://www.aldercare-health.example/member/security">Security settings</a> &middot; <a href="https://www.aldercare-health.example/privacy">Privacy</a></p>
</td></tr></table></td></tr></table>
</body></html>
""")

add(kind="prefix_code", otp="803361", link=None,
    subject="Pillbox: your login code MED-803361",
    frm='"Pillbox Home Delivery" <noreply@pillbox-delivery.example>',
    to="frank.osei@webmail.example",
    date="Wed, 05 Mar 2025 12:12:12 +0000",
    tcte="base64",
    text="""\
Pillbox Home Delivery

Your login code: MED-803361

Enter the numbers after MED- in the Pillbox app (6 digits). The code
expires in 10 minutes.

Your next delivery
  Order PBX-5510247 - 3 items (repeat prescription)
  Estimated: Friday 7 March 2025, 12:00-16:00
  Signature required (contains a controlled drug)

Pillbox Home Delivery Ltd, GPhC registered pharmacy 9011873
Unit 2, Cobalt Park, Newcastle NE27 0QQ - 0191 498 0615
""")

add(kind="delivery_pin", otp="6620", link=None,
    subject="Your Oakhouse Furniture delivery is booked for Tuesday 25 March",
    frm='"Oakhouse Furniture Deliveries" <deliveries@oakhouse-furniture.example>',
    to='"Mr & Mrs Latimer" <latimers@familymail.example>',
    date="Fri, 21 Mar 2025 16:00:00 +0000",
    tcte="8bit", hcte="quoted-printable",
    text="""\
Hello Mr & Mrs Latimer,

Good news – your order is on its way.

Order number:     OH-2025-08817
Items:            Harlow 3-seater sofa (sage velvet), Harlow footstool
Delivery day:     Tuesday 25 March 2025
Time slot:        10:30 – 12:30 (we'll text you a 30-minute window on the day)
Delivery address: 6 Beech Grove, Kenworth CV8 2RT
Service:          Two-person room-of-choice delivery, packaging removed

Delivery PIN: 6620
Please give this PIN to our driver when your items arrive – they'll
ask for it before handing them over. Don't share it before then.

Before we arrive: measure doorways and stairs (the sofa is 214 × 96 × 88 cm)
and make sure there is parking near the property.

Need to rearrange? Call 01632 960390 by 14:00 on Monday 24 March.

Oakhouse Furniture Ltd, Holloway Mill, Kenworth CV8 1AA · VAT GB 220 4410 58
""",
    html="""\
<html><body style="font-family:Georgia,serif;color:#3a3026;background:#f4efe8;margin:0;padding:20px">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:26px">
<p style="font-size:22px;letter-spacing:3px;margin-top:0">OAKHOUSE</p>
<p>Hello Mr &amp; Mrs Latimer,</p>
<p>Good news &ndash; your order is on its way.</p>
<table cellpadding="5" style="font-family:Arial;font-size:14px;width:100%">
<tr><td>Order number</td><td>OH-2025-08817</td></tr>
<tr><td>Items</td><td>Harlow 3-seater sofa (sage velvet), Harlow footstool</td></tr>
<tr><td>Delivery day</td><td>Tuesday 25 March 2025</td></tr>
<tr><td>Time slot</td><td>10:30 &ndash; 12:30</td></tr>
<tr><td>Address</td><td>6 Beech Grove, Kenworth CV8 2RT</td></tr>
</table>
<div style="margin:18px 0;padding:14px;background:#efe6d8;font-family:Arial">
<div style="font-size:12px;text-transform:uppercase">Delivery PIN</div>
<div style="font-size:26px;font-weight:bold">6620</div>
<div style="font-size:13px">Give this PIN to our driver when your items arrive. Don&rsquo;t share it before then.</div>
</div>
<p style="font-family:Arial;font-size:13px">Before we arrive: measure doorways and stairs (the sofa is 214 &times; 96 &times; 88 cm).</p>
<p style="font-family:Arial;font-size:13px"><a href="https://oakhouse-furniture.example/delivery/track/OH-2025-08817">Track delivery</a> &middot; Rearrange by calling 01632 960390 by 14:00 on Monday 24 March.</p>
<p style="font-family:Arial;font-size:11px;color:#8c7f70">Oakhouse Furniture Ltd, Holloway Mill, Kenworth CV8 1AA &middot; VAT GB 220 4410 58</p>
</div></body></html>
""")

add(kind="new_and_old_code", otp="207884", link=None,
    subject="Universal Support: use this new security code",
    frm='"Universal Support account" <noreply@universalsupport.dwp.gov.example>',
    to="k.brannigan@homemail.example",
    date="Mon, 17 Mar 2025 09:14:06 +0000",
    tcte="7bit", hcte="quoted-printable",
    text="""\
Universal Support

The security code we sent you at 09:12 (518330) has expired because you
asked for a new one.

Use this security code instead: 207884

It will work for 20 minutes.

Reminder: your next payment of GBP 612.43 is due on 24 March 2025.
Assessment period: 14 February 2025 to 13 March 2025.
To-do: confirm your housing costs by 21 March 2025.

Do not reply to this email. If you need help, add a note to your journal
or call the Universal Support helpline on 08081 570644.
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;font-size:16px;color:#0b0c0c">
<div style="background:#0b0c0c;color:#fff;padding:10px 18px;font-weight:bold">Universal Support</div>
<div style="padding:18px;max-width:600px">
<p>The security code we sent you at 09:12 (518330) has expired because you asked for a new one.</p>
<p>Use this security code instead:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:4px">207884</p>
<p>It will work for 20 minutes.</p>
<div style="border-left:5px solid #1d70b8;padding-left:12px;font-size:15px">
<p>Your next payment of &pound;612.43 is due on 24 March 2025.<br>Assessment period: 14 February 2025 to 13 March 2025.<br>To-do: confirm your housing costs by 21 March 2025.</p>
</div>
<p style="font-size:14px;color:#505a5f">Do not reply to this email. If you need help, add a note to your journal or call 08081 570644.</p>
</div></body></html>
""")

add(kind="reset_in_code_mail", otp="Q7M4", link=None,
    subject="SchoolPay login code",
    frm='"SchoolPay" <no-reply@schoolpay-uk.example>',
    to="dad.of.twins@mailbox.example",
    date="Thu, 16 Jan 2025 07:58:33 +0000",
    tcte="quoted-printable", hcte="quoted-printable",
    text="""\
SchoolPay

Your login code is Q7M4 (4 characters). It's valid for 5 minutes.

Logging in from: Edge on Windows, 07:58 on 16/01/2025

Wasn't you? Change your password: https://www.schoolpay-uk.example/account/change-password?src=login-code

Balances
  Isla Ward (Year 3, Lindenfield Primary)   dinner money £7.80
  Finn Ward (Year 3, Lindenfield Primary)   dinner money £1.20 – top up soon

SchoolPay Ltd, 9 Innovation Way, Coventry CV4 7EZ
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;color:#222;font-size:15px;background:#f5f5fa;padding:16px">
<div style="max-width:500px;margin:0 auto;background:#fff;padding:22px;border-radius:6px">
<p style="color:#3949ab;font-weight:bold;font-size:20px;margin-top:0">SchoolPay</p>
<p>Your login code is</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:8px;color:#3949ab">Q7M4</p>
<p style="font-size:13px;color:#666">4 characters, valid for 5 minutes. Logging in from Edge on Windows, 07:58 on 16/01/2025.</p>
<p style="font-size:14px">Wasn&rsquo;t you? <a href="https://www.schoolpay-uk.example/account/change-password?src=login-code">Change your password</a></p>
<table cellpadding="5" style="font-size:13px;background:#fafafa;width:100%">
<tr><td>Isla Ward (Year 3, Lindenfield Primary)</td><td>dinner money &pound;7.80</td></tr>
<tr><td>Finn Ward (Year 3, Lindenfield Primary)</td><td>dinner money &pound;1.20 &ndash; top up soon</td></tr>
</table>
<p style="font-size:11px;color:#999">SchoolPay Ltd, 9 Innovation Way, Coventry CV4 7EZ</p>
</div></body></html>
""")

add(kind="booking_ref", otp=None, link=None,
    subject="Reservation confirmed – The Harrowgate Arms, 4–6 April (QF7KZM)",
    frm='"The Harrowgate Arms" <stay@harrowgatearms.example>',
    to='"Naomi Fletcher" <naomi.fletcher@post.example>',
    date="Thu, 13 Feb 2025 19:24:51 +0000",
    tcte="8bit",
    text="""\
Dear Naomi,

Thank you for booking with us directly – we look forward to welcoming
you to the Dales.

Confirmation number:  QF7KZM
Guest:                Naomi Fletcher + 1 adult
Check-in:             Friday 4 April 2025, from 15:00 (bar open until 23:00)
Check-out:            Sunday 6 April 2025, by 11:00
Room:                 The Hayloft (king, en-suite, dog friendly)
Rate:                 Bed & Breakfast, £145.00 per night
Dog:                  1 x £15.00 per stay
Total:                £305.00
Deposit paid:         £145.00 (Mastercard ending 7731) on 13/02/2025
Balance due on arrival: £160.00

Dinner: we've pencilled you in for a table for two at 19:30 on Saturday
5 April – please let us know of any allergies.

Cancellation: free until 14:00 on 28 March 2025; after that the deposit
is non-refundable.

Getting here: on the B6160, 2 miles north of Kettlewell. Postcode for
sat-nav BD23 5QX. Parking for 12 cars behind the inn.

Warm regards,
Ellie & Rob Garside
The Harrowgate Arms · 01632 960414
""")


if __name__ == "__main__":
    main()
