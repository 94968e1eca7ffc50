#!/usr/bin/env python3
"""Hand-written English test mails for a one-time-code / magic-link extractor.

Writes jj-NNNN.eml and labels.jsonl into this directory and validates them.
Standard library only.
"""
import datetime
import email
import email.policy
import email.utils
import html as htmlmod
import json
import os
import re
import struct
import sys
import zlib
from email.message import EmailMessage
from html.parser import HTMLParser

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "jj"


def make_png(w, h, rgb, stripe=None):
    """A tiny solid (optionally striped) PNG, made with zlib only."""
    rows = []
    for y in range(h):
        row = bytearray(b"\x00")
        for x in range(w):
            if stripe and (x // 6) % 2 == 0 and 8 < y < h - 8:
                row += bytes(stripe)
            else:
                row += bytes(rgb)
        rows.append(bytes(row))
    raw = b"".join(rows)

    def chunk(tag, data):
        c = struct.pack(">I", len(data)) + tag + data
        return c + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    ihdr = struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


M = []

# ---------------------------------------------------------------- 1
M.append(dict(
    kind="username_digits", otp="73915", link=None,
    frm="Pixelhollow Games <noreply@pixelhollow.example>",
    to="pixelfox92 <pixelfox92@mailbox.example>",
    date="2025-02-08 21:47:12 +0100",
    subject="Your Pixelhollow Launcher login code",
    text_cte="7bit",
    text="""Hi pixelfox92,

Someone (hopefully you!) is trying to log into the Pixelhollow Launcher
on a computer we haven't seen before.

    Login code: 73915

Type it into the launcher window. It stops working after 15 minutes.

Didn't try to log in? Change your password at
https://pixelhollow.example/account/security and ping us on Discord
(#support channel) so we can have a look.

Account:  pixelfox92 (player ID 100482377)
Launcher: 2.4.1 on Windows 11, Brno, CZ (approx.)

Thanks for playing Mossback Keep - patch 0.7.2 is out on Friday!

-- the Pixelhollow crew (all six of us)
Pixelhollow Games s.r.o., Cejl 48, 602 00 Brno, Czech Republic
""",
))

# ---------------------------------------------------------------- 2
M.append(dict(
    kind="username_digits", otp=None, link=None,
    frm="Ghats & Trails Forum <notify@forum.ghatsandtrails.example>",
    to="rahul_k1987@inboxmail.example",
    date="2025-01-19 08:03:55 +0530",
    subject='New reply in "Kedarkantha in Feb - anyone going?"',
    headers={"List-Unsubscribe": "<https://forum.ghatsandtrails.example/unsub/t44821/u20931?k=8f2c01ab>"},
    text_cte="8bit", html_cte="8bit",
    text="""Hello rahul_k1987,

mountainmeera_22 has replied to a thread you are following:

  "Yes we are going in the 14-16 Feb batch, 11 people confirmed till now.
   Per head cost is ₹4,850 from Sankri base camp plus ₹600 forest permit.
   Kindly contact Pradeep bhai on 98765 43210 after 7 PM, he will add you
   in the WhatsApp group. Bus from Dehradun ISBT leaves 6:30 AM."

Thread #44821 | Replies: 37 | Views: 2,916
You have 3 unread private messages.

Read the reply: https://forum.ghatsandtrails.example/t/44821?p=37#post-612044

You are receiving this because you follow this thread.
Stop following: https://forum.ghatsandtrails.example/t/44821/unfollow

Ghats & Trails Trekking Forum - est. 2009 - Pune 411004
""",
    html="""<html><body style="font-family:Verdana,sans-serif;font-size:13px;color:#222">
<p>Hello <b>rahul_k1987</b>,</p>
<p><a href="https://forum.ghatsandtrails.example/u/mountainmeera_22">mountainmeera_22</a> has replied to a thread you are following:</p>
<blockquote style="border-left:3px solid #8aa;padding-left:8px;color:#444">
Yes we are going in the 14-16 Feb batch, 11 people confirmed till now.
Per head cost is &#8377;4,850 from Sankri base camp plus &#8377;600 forest permit.
Kindly contact Pradeep bhai on 98765 43210 after 7 PM, he will add you in the WhatsApp group.
Bus from Dehradun ISBT leaves 6:30 AM.
</blockquote>
<table cellpadding="4" style="font-size:12px;color:#666"><tr>
<td>Thread #44821</td><td>Replies: 37</td><td>Views: 2,916</td></tr></table>
<p>You have <a href="https://forum.ghatsandtrails.example/messages">3 unread private messages</a>.</p>
<p><a href="https://forum.ghatsandtrails.example/t/44821?p=37#post-612044" style="background:#2e7d32;color:#fff;padding:6px 12px;text-decoration:none">Read the reply</a></p>
<hr>
<p style="font-size:11px;color:#888">You are receiving this because you follow this thread.
<a href="https://forum.ghatsandtrails.example/t/44821/unfollow">Stop following</a><br>
Ghats &amp; Trails Trekking Forum &middot; est. 2009 &middot; Pune 411004</p>
</body></html>
""",
))

# ---------------------------------------------------------------- 3
M.append(dict(
    kind="username_digits", otp="Q7K2PX", link=None,
    frm="Hashmint <security@hashmint.example>",
    to="dev_0x7f3a21 <ops@chainlab.example>",
    date="2025-03-02 04:12:40 +0000",
    subject="Hashmint: confirm it's you",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Hi there,

A sign-in to your Hashmint workspace was requested.

Account:    dev_0x7f3a21
Workspace:  nft-drop-v2 (Sepolia testnet)
Requested:  2025-03-02 04:12 UTC from 185.220.14.7

Your verification code is Q7K2PX

It expires in 10 minutes. Hashmint staff will never ask you for it,
and neither will anyone in our Discord.

Deploy keys and RPC endpoints are unaffected by this request.

Hashmint Labs OU, Narva mnt 5, 10117 Tallinn, Estonia
Docs: https://docs.hashmint.example  |  Status: https://status.hashmint.example
""",
    html="""<!doctype html>
<html><body style="margin:0;background:#0d1117;color:#e6edf3;font-family:Menlo,Consolas,monospace">
<div style="max-width:520px;margin:0 auto;padding:28px">
<p style="font-size:18px;color:#7ee787">&gt; hashmint auth</p>
<p>Hi there,</p>
<p>A sign-in to your Hashmint workspace was requested.</p>
<table style="font-size:13px;color:#8b949e">
<tr><td>Account</td><td style="color:#e6edf3">dev_0x7f3a21</td></tr>
<tr><td>Workspace</td><td style="color:#e6edf3">nft-drop-v2 (Sepolia testnet)</td></tr>
<tr><td>Requested</td><td style="color:#e6edf3">2025-03-02 04:12 UTC from 185.220.14.7</td></tr>
</table>
<p>Your verification code is</p>
<p style="font-size:30px;letter-spacing:6px;color:#ffa657;background:#161b22;padding:14px;text-align:center">Q7K2PX</p>
<p style="font-size:12px;color:#8b949e">It expires in 10 minutes. Hashmint staff will never ask you for it, and neither will anyone in our Discord.
Deploy keys and RPC endpoints are unaffected by this request.</p>
<p style="font-size:11px;color:#6e7681">Hashmint Labs O&Uuml;, Narva mnt 5, 10117 Tallinn, Estonia &middot;
<a style="color:#58a6ff" href="https://docs.hashmint.example">Docs</a> &middot;
<a style="color:#58a6ff" href="https://status.hashmint.example">Status</a></p>
</div></body></html>
""",
))

# ---------------------------------------------------------------- 4
M.append(dict(
    kind="booking_ref", otp=None, link=None,
    frm="Condor Sur Airlines <reservas@condorsur.example>",
    to="Valeria Mendoza <vale.mendoza@correo.example>",
    date="2025-04-11 17:22:03 -0500",
    subject="Booking confirmed - QX7T2M - Lima to Cusco",
    text_cte="base64", html_cte="base64",
    text="""Dear Mrs. Valeria Mendoza,

Thank you for fly with Condor Sur. Your booking is confirmed.

Booking code (PNR): QX7T2M
E-ticket number:    930-2419874563

Flight   CS 2317
Date     Friday 02 May 2025
Lima (LIM) 06:45  ->  Cusco (CUZ) 08:05
Seat 14C  |  Fare: Light (1 personal item 4 kg)

Total paid: USD 187.40 (Visa ending 7713)
Fare 139.00 + taxes 48.40

Web check-in opens 48 hours before departure at
https://www.condorsur.example/checkin - you will need the booking code
and your last name.

Customer service Peru: (01) 705-4400, Mon-Sun 7:00 to 22:00.
Condor Sur S.A.C. - RUC 20601847291 - Av. Jose Pardo 513, Miraflores, Lima 15074
""",
    html="""<html><body style="font-family:Arial,Helvetica,sans-serif;background:#f4f4f4">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#0b3d91;color:#fff;padding:18px;font-size:20px">Condor Sur &#9992;</td></tr>
<tr><td style="padding:18px">
<p>Dear Mrs. Valeria Mendoza,</p>
<p>Thank you for fly with Condor Sur. Your booking is confirmed.</p>
<table width="100%" cellpadding="6" style="border:1px solid #ddd;font-size:14px">
<tr><td style="color:#777">Booking code (PNR)</td><td><b style="font-size:20px;letter-spacing:2px">QX7T2M</b></td></tr>
<tr><td style="color:#777">E-ticket</td><td>930-2419874563</td></tr>
<tr><td style="color:#777">Flight</td><td>CS 2317 &middot; Fri 02 May 2025</td></tr>
<tr><td style="color:#777">Route</td><td>Lima (LIM) 06:45 &rarr; Cusco (CUZ) 08:05</td></tr>
<tr><td style="color:#777">Seat</td><td>14C</td></tr>
<tr><td style="color:#777">Fare</td><td>Light &middot; 1 personal item 4 kg</td></tr>
<tr><td style="color:#777">Total paid</td><td>USD 187.40 (Visa &bull;&bull;&bull;&bull; 7713)</td></tr>
</table>
<p><a href="https://www.condorsur.example/checkin?utm_source=conf&amp;utm_medium=email" style="display:inline-block;background:#f5a623;color:#000;padding:10px 18px;text-decoration:none">Web check-in</a>
<span style="font-size:12px;color:#777">(opens 48 h before departure)</span></p>
<p style="font-size:11px;color:#999">Customer service Peru: (01) 705-4400 &middot; Condor Sur S.A.C. &middot; RUC 20601847291 &middot;
Av. Jos&eacute; Pardo 513, Miraflores, Lima 15074 &middot; <a href="https://www.condorsur.example/legal/conditions">Conditions of carriage</a></p>
</td></tr></table></body></html>
""",
))

# ---------------------------------------------------------------- 5
M.append(dict(
    kind="booking_ref", otp=None, link=None,
    frm="Casa Alon Surf Inn <casaalon.siargao@mailbox.example>",
    to="jonas.becker@posteo.example",
    date="2025-02-20 13:05:41 +0800",
    subject="Reservation BK-204871 confirmed :) Casa Alon Surf Inn",
    text_cte="8bit",
    text="""Hi Sir Jonas!

Good day! This is Mae from Casa Alon Surf Inn, General Luna, Siargao.
We are happy to inform you that your reservation is now CONFIRMED po.

  Reservation no.: BK-204871
  Room: Nipa Deluxe (aircon, 2 pax)
  Check-in: March 3, 2025 (Mon) after 2:00 PM
  Check-out: March 5, 2025 (Wed) before 11:00 AM
  Total: ₱6,400.00 (2 nights x ₱3,200)
  Downpayment received: ₱3,200.00 via GCash, ref no. 1029384756
  Balance upon arrival: ₱3,200.00 (cash or GCash only, sorry no card)

For airport pick-up from Sayak, it is ₱450/person by van, just reply
with your flight number and we will arrange. Surf lesson is ₱1,000 for
2 hours incl. board, you can book with Kuya Jun at the front desk.

If you have questions pls message us at 0917 555 0283 (Viber/WhatsApp).

See you soon and ingat!

Mae Dizon
Front Desk - Casa Alon Surf Inn
Purok 3, Brgy. Catangnan, General Luna, Surigao del Norte 8419
""",
))

# ---------------------------------------------------------------- 6
M.append(dict(
    kind="booking_ref", otp="602941", link=None,
    frm="Eastline Rail <no-reply@eastlinerail.example>",
    to="m.horvath@freemail.example",
    date="2025-03-18 22:31:09 +0100",
    subject="Login to My Trips",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Dear passenger,

for login to My Trips please use following code:

602941

Code is valid 10 minutes and can be used only one time. Please do not
give this code to other person, also not to our employees.

Your next trip
  Booking:  R8WQ4D
  Train:    IC 1436 "Tatran"
  Route:    Košice 06:12 -> Bratislava hl.st. 10:48
  Date:     22.03.2025
  Car 5, seat 47 (window), 2nd class
  Price:    EUR 24,90 (Youth 26 discount)

Have a nice travel!
Eastline Rail a.s., Drienova 3, 821 02 Bratislava, IČO 35914939
Infoline +421 2 5058 7700 (non-stop)
""",
    html="""<html><body style="font-family:Tahoma,Arial;font-size:14px;color:#1a1a1a">
<div style="border-top:6px solid #c8102e;padding:16px;max-width:560px">
<p>Dear passenger,</p>
<p>for login to My Trips please use following code:</p>
<p style="font-size:28px;font-weight:bold;color:#c8102e">602941</p>
<p>Code is valid 10 minutes and can be used only one time. Please do not give this code to other person, also not to our employees.</p>
<h3 style="margin-bottom:4px">Your next trip</h3>
<table cellpadding="3" style="font-size:13px">
<tr><td>Booking:</td><td><b>R8WQ4D</b></td></tr>
<tr><td>Train:</td><td>IC 1436 &bdquo;Tatran&ldquo;</td></tr>
<tr><td>Route:</td><td>Ko&scaron;ice 06:12 &rarr; Bratislava hl.st. 10:48</td></tr>
<tr><td>Date:</td><td>22.03.2025</td></tr>
<tr><td>Seat:</td><td>Car 5, seat 47 (window), 2nd class</td></tr>
<tr><td>Price:</td><td>EUR 24,90 (Youth 26 discount)</td></tr>
</table>
<p>Have a nice travel!</p>
<p style="font-size:11px;color:#777">Eastline Rail a.s., Drienova 3, 821 02 Bratislava, I&#268;O 35914939 &middot; Infoline +421 2 5058 7700 (non-stop)<br>
<a href="https://www.eastlinerail.example/en/privacy">Privacy</a> &middot; <a href="https://www.eastlinerail.example/en/help">Help</a></p>
</div></body></html>
""",
))

# ---------------------------------------------------------------- 7
M.append(dict(
    kind="booking_ref", otp="884213",
    link="https://go.zipkar.example/verify-email?uid=58213370&t=Zk3vQ9pLmB2xR7tWc1NsYh4JdE8uFa6G&src=signup",
    frm="ZipKar <hello@zipkar.example>",
    to="Priya Raman <priya.raman@webmail.example>",
    date="2025-05-06 09:14:22 +0100",
    subject="One more step before your first ZipKar drive",
    text_cte="7bit", html_cte="quoted-printable",
    text="""Hi Priya,

Welcome to ZipKar! Before you can book a car we need to check your email.

Enter this code in the app: 884 213

Or open this link on your phone:
https://go.zipkar.example/verify-email?uid=58213370&t=Zk3vQ9pLmB2xR7tWc1NsYh4JdE8uFa6G&src=signup

Next up: upload your driving licence (front and back) and a selfie.
Most checks finish in under 2 hours.

Your first 30 minutes are on us - GBP 0.29/min after that, plus
GBP 1.00 unlock fee. Cars parked in the Camden, Islington and Hackney zones.

ZipKar Mobility Ltd, 14 Pancras Way, London NW1 0QX. Company no. 11834720.
""",
    html="""<html><body style="font-family:Helvetica,Arial,sans-serif;color:#111">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="480" cellpadding="20" style="border:1px solid #eee;border-radius:10px">
<tr><td>
<p style="font-size:22px;font-weight:bold;color:#00a86b">ZipKar</p>
<p>Hi Priya,</p>
<p>Welcome to ZipKar! Before you can book a car we need to check your email.</p>
<p>Enter this code in the app:</p>
<p style="font-size:32px;letter-spacing:4px;font-weight:bold">884 213</p>
<p>&hellip;or tap the button on your phone:</p>
<p><a href="https://go.zipkar.example/verify-email?uid=58213370&amp;t=Zk3vQ9pLmB2xR7tWc1NsYh4JdE8uFa6G&amp;src=signup" style="background:#00a86b;color:#fff;padding:12px 24px;border-radius:24px;text-decoration:none">Verify my email</a></p>
<p style="font-size:13px;color:#555">Next up: upload your driving licence (front and back) and a selfie. Most checks finish in under 2 hours.</p>
<p style="font-size:13px;color:#555">Your first 30 minutes are on us &ndash; &pound;0.29/min after that, plus &pound;1.00 unlock fee.</p>
<p style="font-size:11px;color:#999">ZipKar Mobility Ltd, 14 Pancras Way, London NW1 0QX. Company no. 11834720.<br>
<a href="https://zipkar.example/help">Help centre</a> &middot; <a href="https://zipkar.example/privacy">Privacy</a></p>
</td></tr></table></td></tr></table></body></html>
""",
))

# ---------------------------------------------------------------- 8
M.append(dict(
    kind="newsletter_numbers", otp=None, link=None,
    frm="Lantern Moth Studio <devlog@lanternmoth.example>",
    to="backer-3312@mailbox.example",
    date="2025-06-01 18:00:00 +0200",
    subject="Devlog #27: 12,480 wishlists, 3 new biomes and a Next Fest date",
    headers={"List-Unsubscribe": "<https://lanternmoth.example/newsletter/unsubscribe?m=backer-3312&h=c91e7a>",
             "List-Id": "Lantern Moth devlog <devlog.lanternmoth.example>"},
    html_cte="quoted-printable",
    html="""<html><body style="background:#1b1424;color:#f3e9d2;font-family:Georgia,serif">
<div style="max-width:600px;margin:0 auto;padding:24px">
<p style="font-size:12px"><a style="color:#c9a0ff" href="https://lanternmoth.example/devlog/27">Read this in your browser</a></p>
<h1 style="color:#ffcf70">Devlog #27 &mdash; Hollowmere</h1>
<p>Hello moths,</p>
<p>It has been 41 days since the last devlog, sorry! Short version: we crossed
<b>12,480 wishlists</b> on Steam (up from 9,115 in April), build <b>0.9.3</b> is with
our 214 playtesters, and we have a date for <b>Steam Next Fest: June 9&ndash;16</b>.</p>
<h2 style="color:#ffcf70">What is new in 0.9.3</h2>
<ul>
<li>3 new biomes: Saltglass Flats, the Drowned Orchard and Lamplighter's Reach</li>
<li>142 bug fixes (yes, the 2-second freeze at the ferry is finally gone)</li>
<li>Frame time down from 22.4 ms to 14.9 ms on a GTX 1060</li>
<li>Save files are now about 38% smaller (1.2 MB &rarr; 0.74 MB)</li>
<li>Steam Deck: 800p at a steady 40 fps in every area we tested</li>
</ul>
<h2 style="color:#ffcf70">Numbers nerd corner</h2>
<table cellpadding="5" style="color:#f3e9d2;font-size:14px">
<tr><td>Discord members</td><td>3,407</td></tr>
<tr><td>Hours of playtest footage watched</td><td>96</td></tr>
<tr><td>Lines of dialogue written</td><td>5,812</td></tr>
<tr><td>Moths harmed</td><td>0</td></tr>
</table>
<p>The demo will stay up after Next Fest until at least July 31. Full release is planned for Q4 2025 at $19.99 (launch discount 15%).</p>
<p><a style="background:#ffcf70;color:#1b1424;padding:10px 18px;text-decoration:none" href="https://store.steampowered.example/app/2290417/Hollowmere/">Wishlist Hollowmere</a></p>
<p>&mdash; Ines, Tomasz &amp; Bao</p>
<hr style="border-color:#3d2e50">
<p style="font-size:11px;color:#a99bb8">Lantern Moth Studio &middot; Oranienstra&szlig;e 183, 10999 Berlin &middot;
<a style="color:#c9a0ff" href="https://discord.lanternmoth.example">Discord</a> &middot;
<a style="color:#c9a0ff" href="https://lanternmoth.example/newsletter/unsubscribe?m=backer-3312&amp;h=c91e7a">Unsubscribe</a></p>
<img src="https://t.lanternmoth.example/open/27/backer-3312.gif" width="1" height="1" alt="">
</div></body></html>
""",
))

# ---------------------------------------------------------------- 9
M.append(dict(
    kind="newsletter_numbers", otp=None, link=None,
    frm="Formwell Billing <billing@formwell.example>",
    to="accounts@kestrel-design.example",
    date="2025-04-01 06:02:18 +0000",
    subject="Your Formwell invoice INV-2025-00871 ($49.00)",
    text_cte="7bit", html_cte="7bit",
    text="""Thanks for your payment!

Invoice       INV-2025-00871
Date          April 1, 2025
Billing period  Apr 1, 2025 - Apr 30, 2025
Plan          Team (5 seats) - monthly
Amount        $49.00
Tax (0%)      $0.00
Total paid    $49.00
Payment       Mastercard ending 4242, auth 083164

Customer ID   cus_7Hq2Lw0pXz
VAT ID        GB 298 4411 07

Download PDF: https://app.formwell.example/billing/invoices/INV-2025-00871.pdf

Questions about billing? Reply to this email or call +1 (415) 555-0132.
Formwell Inc., 548 Market St #61204, San Francisco, CA 94104, USA
""",
    html="""<html><body style="font-family:-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:auto;padding:24px">
<h2>Thanks for your payment!</h2>
<table width="100%" cellpadding="6" style="border-collapse:collapse;font-size:14px">
<tr style="border-bottom:1px solid #e5e7eb"><td>Invoice</td><td align="right">INV-2025-00871</td></tr>
<tr style="border-bottom:1px solid #e5e7eb"><td>Date</td><td align="right">April 1, 2025</td></tr>
<tr style="border-bottom:1px solid #e5e7eb"><td>Billing period</td><td align="right">Apr 1 &ndash; Apr 30, 2025</td></tr>
<tr style="border-bottom:1px solid #e5e7eb"><td>Team (5 seats) &times; 1</td><td align="right">$49.00</td></tr>
<tr style="border-bottom:1px solid #e5e7eb"><td>Tax (0%)</td><td align="right">$0.00</td></tr>
<tr><td><b>Total paid</b></td><td align="right"><b>$49.00</b></td></tr>
</table>
<p style="font-size:13px;color:#6b7280">Mastercard ending 4242 &middot; auth 083164 &middot; Customer ID cus_7Hq2Lw0pXz &middot; VAT ID GB 298 4411 07</p>
<p><a href="https://app.formwell.example/billing/invoices/INV-2025-00871.pdf">Download PDF</a> &middot;
<a href="https://app.formwell.example/settings/billing">Billing settings</a></p>
<p style="font-size:11px;color:#9ca3af">Formwell Inc., 548 Market St #61204, San Francisco, CA 94104, USA &middot; +1 (415) 555-0132</p>
</div></body></html>
""",
))

# ---------------------------------------------------------------- 10
M.append(dict(
    kind="newsletter_numbers", otp=None, link=None,
    frm="KoboMart Orders <orders@kobomart.example>",
    to="chiamaka.obi@naijamail.example",
    date="2025-03-27 11:40:05 +0100",
    subject="Your KoboMart order KM-5530192 has been shipped",
    text_cte="8bit",
    text="""Dear Chiamaka,

Good news! Your order has been shipped and is on the way to you.

Order number:   KM-5530192
Order date:     24/03/2025
Courier:        GIG Logistics
Waybill no.:    GIG-77410283
Delivery to:    12 Adeniyi Jones Avenue, Ikeja, Lagos 100271
Expected:       Between 28/03/2025 and 31/03/2025

Items
  1 x Binatone 1.7L Electric Kettle (KT-1780)      ₦18,500
  2 x Ankara print throw pillow 45x45cm            ₦12,400
  1 x Power bank 20000mAh (Oraimo)                 ₦14,950
  Subtotal                                          ₦45,850
  Delivery                                          ₦2,900
  Discount (FEB5K voucher, applied at checkout)    -₦10,000
  TOTAL PAID                                        ₦38,750

Please make sure someone is around to receive the parcel. The rider
will call you on 0803 555 0142 before delivery.

Track your parcel: https://kobomart.example/track/GIG-77410283

Thank you for shopping with us!
KoboMart Customer Care - 0700 562 6627 (8am - 8pm, Mon - Sat)
KoboMart Nigeria Ltd, RC 1482093, 5 Kofo Abayomi Street, Victoria Island, Lagos
""",
))

# ---------------------------------------------------------------- 11
M.append(dict(
    kind="newsletter_numbers", otp=None, link=None,
    frm="Tostadora La Ceiba <pedidos@laceiba.example>",
    to="Tom Whitfield <tom.whitfield@mailbox.example>",
    date="2025-05-14 15:26:47 -0500",
    subject="Order #10482 received - thank you for support small farmers!",
    text_cte="base64", html_cte="base64",
    text="""Hello Tom,

We have received your order #10482 and we are roasting it this week
(we roast only Tuesdays and Fridays so the coffee arrive fresh).

2 x Huila Pink Bourbon, 340 g, whole bean ....... USD 36.00
1 x Nariño Decaf (sugarcane EA), 340 g, ground .. USD 16.50
Shipping DHL Express to 97214 Portland OR ........ USD 21.00
Total ............................................ USD 73.50

Payment: PayPal, transaction 8RX41907WV2210633
Harvest lot: HPB-2024-11 / altitude 1,850 m.a.s.l.

You will receive other email with the DHL tracking when we ship, normally
in 2-3 days. Transit time to USA is 4 to 6 working days.

Un abrazo,
Camila & Andrés
Tostadora La Ceiba - Cra. 7 # 12-45, Pitalito, Huila, Colombia - WhatsApp +57 312 555 0190
""",
    html="""<html><body style="font-family:Trebuchet MS,Arial;background:#fbf6ef;color:#3b2a1a">
<div style="max-width:560px;margin:auto;padding:20px;background:#fff">
<h2 style="color:#6b3e1f">Thank you, Tom!</h2>
<p>We have received your order <b>#10482</b> and we are roasting it this week (we roast only Tuesdays and Fridays so the coffee arrive fresh).</p>
<table width="100%" cellpadding="6" style="border-collapse:collapse;font-size:14px">
<tr style="background:#f3e7d8"><th align="left">Product</th><th>Qty</th><th align="right">Price</th></tr>
<tr><td>Huila Pink Bourbon, 340 g, whole bean</td><td align="center">2</td><td align="right">USD 36.00</td></tr>
<tr><td>Nari&ntilde;o Decaf (sugarcane EA), 340 g, ground</td><td align="center">1</td><td align="right">USD 16.50</td></tr>
<tr><td>Shipping DHL Express to 97214 Portland OR</td><td></td><td align="right">USD 21.00</td></tr>
<tr style="border-top:2px solid #6b3e1f"><td><b>Total</b></td><td></td><td align="right"><b>USD 73.50</b></td></tr>
</table>
<p style="font-size:13px">Payment: PayPal, transaction 8RX41907WV2210633<br>Harvest lot: HPB-2024-11 &middot; 1,850 m.a.s.l.</p>
<p style="font-size:13px">You will receive other email with the DHL tracking when we ship, normally in 2-3 days.</p>
<p>Un abrazo,<br>Camila &amp; Andr&eacute;s</p>
<p style="font-size:11px;color:#8a7560">Tostadora La Ceiba &middot; Cra. 7 # 12-45, Pitalito, Huila, Colombia &middot; WhatsApp +57 312 555 0190<br>
<a href="https://instagram.example/laceiba.cafe">Instagram</a> &middot; <a href="https://laceiba.example/orders/10482?k=af3b991c02">View your order</a></p>
</div></body></html>
""",
))

# ---------------------------------------------------------------- 12
M.append(dict(
    kind="new_and_old_code", otp="739204", link=None,
    frm="Pennyroot <codes@pennyroot.example>",
    to="sam.okafor@mailbox.example",
    date="2025-02-14 10:09:33 +0000",
    subject="Your new Pennyroot code",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Hi Sam,

You asked us to send another code, so here it is:

  739204

The code we sent at 10:06 (118465) has been cancelled and won't work
any more - please use the new one above. It's valid for 10 minutes.

If you keep not receiving our emails, check your spam folder or add
codes@pennyroot.example to your contacts.

Pennyroot is a trading name of Pennyroot Money Ltd, authorised by the
Financial Conduct Authority under the Electronic Money Regulations 2011
(FRN 902114). 71 Queen Victoria Street, London EC4V 4AY.
""",
    html="""<html><body style="font-family:Inter,Arial,sans-serif;color:#14213d">
<div style="max-width:480px;margin:auto;padding:24px;border:1px solid #e6e9f0;border-radius:8px">
<p>Hi Sam,</p>
<p>You asked us to send another code, so here it is:</p>
<div style="font-size:34px;font-weight:700;letter-spacing:8px;text-align:center;background:#f1f5ff;padding:16px;border-radius:6px">739204</div>
<p>The code we sent at 10:06 (<s>118465</s>) has been cancelled and won&rsquo;t work any more &ndash; please use the new one above. It&rsquo;s valid for 10 minutes.</p>
<p style="font-size:13px;color:#5c677d">If you keep not receiving our emails, check your spam folder or add codes@pennyroot.example to your contacts.</p>
<p style="font-size:10px;color:#8d99ae">Pennyroot is a trading name of Pennyroot Money Ltd, authorised by the Financial Conduct Authority under the Electronic Money Regulations 2011 (FRN 902114). 71 Queen Victoria Street, London EC4V 4AY.</p>
</div></body></html>
""",
))

# ---------------------------------------------------------------- 13
M.append(dict(
    kind="new_and_old_code", otp="830719",
    link="https://apply.northgate-university.example/account/verify/2f9c1e7a-44b0-4d8e-9a51-c07e3b6d2f18?sig=HkP0w3qZx9LmTr2V",
    frm="Northgate University Admissions <admissions-noreply@northgate-university.example>",
    to="Oluwaseun Adeyemi <seun.adeyemi@mailbox.example>",
    date="2025-01-09 16:55:02 +0000",
    subject="Applicant Portal - new verification code",
    text_cte="7bit", html_cte="base64",
    text="""Dear Oluwaseun,

As requested, we have issued a new verification code for your
Northgate University Applicant Portal account (applicant no. 2025-UG-048113).

New code: 830719

Your previous code, 552146, is no longer valid.

You can also verify by opening this link:
https://apply.northgate-university.example/account/verify/2f9c1e7a-44b0-4d8e-9a51-c07e3b6d2f18?sig=HkP0w3qZx9LmTr2V

Remember: the deadline for the January intake is 31 January 2025, 17:00 GMT.

Admissions Office, Northgate University, Castle Road, Leeds LS2 9JT
Tel. +44 113 496 0815
""",
    html="""<html><body style="font-family:Georgia,serif;color:#222">
<table width="600" cellpadding="0" cellspacing="0" align="center">
<tr><td style="background:#4b2e83;color:#fff;padding:16px 20px;font-size:18px">Northgate University &middot; Applicant Portal</td></tr>
<tr><td style="padding:20px">
<p>Dear Oluwaseun,</p>
<p>As requested, we have issued a new verification code for your applicant account (applicant no. 2025-UG-048113).</p>
<p style="font-size:12px;color:#666;margin-bottom:2px">New code</p>
<p style="font-size:28px;font-family:Courier New,monospace;margin-top:0"><b>830719</b></p>
<p style="color:#a00">Your previous code, 552146, is no longer valid.</p>
<p>Or verify with one click:</p>
<p><a href="https://apply.northgate-university.example/account/verify/2f9c1e7a-44b0-4d8e-9a51-c07e3b6d2f18?sig=HkP0w3qZx9LmTr2V" style="background:#4b2e83;color:#fff;padding:10px 20px;text-decoration:none">Verify my email address</a></p>
<p style="font-size:13px">Remember: the deadline for the January intake is 31 January 2025, 17:00 GMT.</p>
<p style="font-size:11px;color:#888">Admissions Office, Northgate University, Castle Road, Leeds LS2 9JT &middot; Tel. +44 113 496 0815 &middot;
<a href="https://www.northgate-university.example/privacy">Privacy notice</a></p>
</td></tr></table></body></html>
""",
))

# ---------------------------------------------------------------- 14
M.append(dict(
    kind="several_codes", otp=None, link=None,
    frm="Tallyhive Security <security@tallyhive.example>",
    to="Greta Lindqvist <greta@lindqvist-bokforing.example>",
    date="2025-03-05 12:18:44 +0100",
    subject="Your Tallyhive backup codes",
    text_cte="7bit", html_cte="quoted-printable",
    text="""Hi Greta,

You turned on two-step verification for Tallyhive. Below are your 10
backup codes. Each one works once, for when you don't have your phone.
Keep them somewhere safe (a password manager or printed in a drawer) -
you don't need to enter any of them now.

  4829-1037    7730-5518
  1964-2283    0357-8841
  6612-0479    2098-3365
  5471-9902    8836-1124
  3305-6687    9142-7750

Generated: 5 March 2025, 12:18 CET
You can create a new set at any time in Settings > Security; doing so
cancels all of the codes above.

Tallyhive AB, Sveavagen 44, 111 34 Stockholm, Sweden. Org. nr 559301-4471
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#202124">
<div style="max-width:520px;margin:auto;padding:20px">
<p>Hi Greta,</p>
<p>You turned on two-step verification for Tallyhive. Below are your 10 backup codes. Each one works once, for when you don&rsquo;t have your phone. Keep them somewhere safe &ndash; <b>you don&rsquo;t need to enter any of them now</b>.</p>
<table cellpadding="8" style="font-family:Consolas,monospace;font-size:16px;background:#f6f8fa;border:1px dashed #999">
<tr><td>4829-1037</td><td>7730-5518</td></tr>
<tr><td>1964-2283</td><td>0357-8841</td></tr>
<tr><td>6612-0479</td><td>2098-3365</td></tr>
<tr><td>5471-9902</td><td>8836-1124</td></tr>
<tr><td>3305-6687</td><td>9142-7750</td></tr>
</table>
<p style="font-size:13px">Generated: 5 March 2025, 12:18 CET. You can create a new set at any time in <a href="https://app.tallyhive.example/settings/security">Settings &rsaquo; Security</a>; doing so cancels all of the codes above.</p>
<p style="font-size:11px;color:#777">Tallyhive AB, Sveav&auml;gen 44, 111 34 Stockholm, Sweden &middot; Org. nr 559301-4471</p>
</div></body></html>
""",
))

# ---------------------------------------------------------------- 15
M.append(dict(
    kind="several_codes", otp="509318", link=None,
    frm="St Brigid's Parent Portal <portal@stbrigids-ns.example>",
    to="Niamh Gallagher <niamh.gallagher@mailbox.example>",
    date="2025-08-28 19:40:10 +0100",
    subject="Parent Portal registration - your codes",
    text_cte="quoted-printable",
    text="""Dear Niamh,

Thank you for registering for the St Brigid's NS Parent Portal.

STEP 1 - enter this family verification code on the registration
page now:   509318

STEP 2 - after you have signed in, go to "My children" and link each
child with their student code (do NOT enter these on the registration page):

   Aoife Gallagher, 3rd Class (Ms Byrne)     7HQ2LM
   Cian Gallagher, Junior Infants (Mr Walsh) 3PZR8K

The family verification code expires at midnight tonight. The student
codes do not expire.

Reminder: school starts back Monday 1 September at 8:50. Book rental
(EUR 45 per child) can be paid on the portal from next week.

Kind regards,
Deirdre Kelly, School Secretary
St Brigid's National School, Church Road, Ballinteer, Dublin 16, D16 X2K7
Roll No. 19482K  |  Tel 01 555 0194
""",
))
# ---------------------------------------------------------------- 16
M.append(dict(
    kind="several_codes", otp="624187", link=None,
    frm="Hexfall Online <account@hexfall.example>",
    to="shadowmarrow <k.petrov@postbox.example>",
    date="2025-04-19 23:58:31 +0300",
    subject="Hexfall: sign-in on a new PC",
    text_cte="8bit", html_cte="8bit",
    text="""Hexfall Online - Account Services

Hey shadowmarrow,

You're signing in from a new PC (Windows, Sofia, BG).

▶ Code for THIS sign-in - type it in the game client now:
     62 41 87

You also started linking a console. That's a different code, enter it
on your Nintendo Switch only (Hexfall > Settings > Link account):
     8F3K-2Q

Both expire in 15 minutes. Never share them - GMs will never ask.

Season 6 "Ashen Tide" ends May 4, 23:59 UTC. You're 1,240 RP away from Diamond II.

Hexfall Entertainment Ltd · 2 Tsar Osvoboditel Blvd · 1000 Sofia · Bulgaria
""",
    html="""<html><body style="background:#120b1e;color:#ddd;font-family:Arial,sans-serif">
<div style="max-width:560px;margin:auto;padding:24px;background:#1d1430;border:1px solid #4c2f78">
<p style="color:#ff7a3d;font-weight:bold;letter-spacing:2px">HEXFALL ONLINE</p>
<p>Hey shadowmarrow,</p>
<p>You're signing in from a new PC (Windows, Sofia, BG).</p>
<p style="margin-bottom:4px">&#9654; <b>Code for THIS sign-in</b> &ndash; type it in the game client now:</p>
<p style="font-size:30px;letter-spacing:6px;color:#fff;background:#2b1f45;padding:10px;text-align:center">62 41 87</p>
<p style="font-size:13px;color:#aaa">You also started linking a console. That's a different code, enter it on your Nintendo Switch only (Hexfall &rsaquo; Settings &rsaquo; Link account):
<span style="font-family:monospace;color:#ccc">8F3K-2Q</span></p>
<p style="font-size:12px;color:#888">Both expire in 15 minutes. Never share them &ndash; GMs will never ask.</p>
<p style="font-size:12px;color:#888">Season 6 &ldquo;Ashen Tide&rdquo; ends May 4, 23:59 UTC. You're 1,240 RP away from Diamond II.</p>
<p style="font-size:11px;color:#666">Hexfall Entertainment Ltd &middot; 2 Tsar Osvoboditel Blvd &middot; 1000 Sofia &middot; Bulgaria &middot;
<a style="color:#9b7cd6" href="https://support.hexfall.example/">Support</a></p>
</div></body></html>
""",
))

# ---------------------------------------------------------------- 17
M.append(dict(
    kind="prefix_code", otp="583920", link=None,
    frm="PisoPay <noreply@pisopay.example>",
    to="rjmanalo@mailbox.example",
    date="2025-06-12 07:31:58 +0800",
    subject="PisoPay Verification",
    text_cte="7bit",
    text="""PP-583920 is your PisoPay verification code.

Enter the 6 numbers in the app to continue linking your email to your
PisoPay account (mobile no. ending 4417).

Do NOT share this with anyone, even PisoPay staff. Valid for 5 mins only.

If you did not request this, kindly ignore this email or call our 24/7
hotline at (02) 8888-7474 or 0998 555 0112.

PisoPay Inc. is regulated by the Bangko Sentral ng Pilipinas.
Unit 2108, Tektite East Tower, Ortigas Center, Pasig City 1605
""",
))

# ---------------------------------------------------------------- 18
M.append(dict(
    kind="prefix_code", otp="40917", link=None,
    frm="Circlet <no-reply@mail.circlet.example>",
    to="lena.marsh@mailbox.example",
    date="2025-07-02 14:20:11 -0400",
    subject="C-40917 is your Circlet confirmation code",
    html_cte="quoted-printable",
    html="""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Circlet</title></head>
<body style="margin:0;padding:0;background:#fafafa">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="420" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;font-family:Helvetica,Arial,sans-serif">
<tr><td style="padding:28px 28px 8px;font-size:24px;font-weight:700;color:#e1306c">circlet</td></tr>
<tr><td style="padding:8px 28px;font-size:15px;color:#262626">Hi Lena,<br><br>Someone tried to create a Circlet account with lena.marsh@mailbox.example. If it was you, enter this confirmation code in the app:</td></tr>
<tr><td style="padding:16px 28px;font-size:30px;font-weight:700;color:#262626">C-40917</td></tr>
<tr><td style="padding:8px 28px 24px;font-size:12px;color:#8e8e8e">Only type the numbers &ndash; the app adds the &ldquo;C-&rdquo;.</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#a8a8a8;border-top:1px solid #efefef">
<a href="https://circlet.example/emails/remove?u=4471902&amp;e=bGVuYS5tYXJzaA" style="color:#a8a8a8">Remove your email address</a> if you didn't create an account.<br>
&copy; Circlet Social, Inc., 1 Hacker Way Suite 400, Austin, TX 78701</td></tr>
</table></td></tr></table>
<img src="https://mail.circlet.example/o/2b7e9c4d.png" width="1" height="1" alt="">
</body></html>
""",
))

# ---------------------------------------------------------------- 19
M.append(dict(
    kind="lowercase_alnum", otp="6sbpb45q",
    link="https://app.runloop-ci.example/auth/magic?token=rl_ml_6sbpb45q.9f2C7aLxK0ePdV3mZt8WqYhN1uGs&next=%2Fpipelines",
    frm="Runloop CI <login@runloop-ci.example>",
    to="devops@quarrylabs.example",
    date="2025-05-20 08:45:00 +0000",
    subject="Sign in to Runloop CI",
    text_cte="7bit", html_cte="quoted-printable",
    text="""Sign in to Runloop CI

Use this code in the browser tab you signed in from:

    6sbpb45q

or open the link below to sign in straight away:
https://app.runloop-ci.example/auth/magic?token=rl_ml_6sbpb45q.9f2C7aLxK0ePdV3mZt8WqYhN1uGs&next=%2Fpipelines

Both expire in 15 minutes and work once.

Org: quarrylabs (plan: Team, 40,000 build minutes/mo, 31,208 used)

Runloop, Inc. - 2261 Market Street #4810, San Francisco, CA 94114
""",
    html="""<html><body style="font-family:ui-sans-serif,system-ui,sans-serif;background:#f8fafc;color:#0f172a">
<div style="max-width:460px;margin:40px auto;background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:28px">
<p style="font-weight:600;font-size:18px">&#x27F3; Runloop CI</p>
<p>Use this code in the browser tab you signed in from:</p>
<p style="font-family:ui-monospace,Menlo,monospace;font-size:26px;background:#f1f5f9;padding:12px;text-align:center;border-radius:6px">6sbpb45q</p>
<p>or</p>
<p><a href="https://app.runloop-ci.example/auth/magic?token=rl_ml_6sbpb45q.9f2C7aLxK0ePdV3mZt8WqYhN1uGs&amp;next=%2Fpipelines" style="display:block;text-align:center;background:#0f172a;color:#fff;padding:11px;border-radius:6px;text-decoration:none">Sign in to Runloop CI</a></p>
<p style="font-size:12px;color:#64748b">Both expire in 15 minutes and work once. Org: quarrylabs (Team, 40,000 build minutes/mo, 31,208 used).</p>
<p style="font-size:11px;color:#94a3b8">Runloop, Inc. &middot; 2261 Market Street #4810, San Francisco, CA 94114 &middot;
<a href="https://docs.runloop-ci.example" style="color:#94a3b8">Docs</a> &middot;
<a href="https://github.example/runloop-ci" style="color:#94a3b8">GitHub</a></p>
</div></body></html>
""",
))

# ---------------------------------------------------------------- 20
M.append(dict(
    kind="lowercase_alnum", otp="k7m2x9qp", link=None,
    frm="Forgebox <cli@forgebox.example>",
    to="anton.s@devmail.example",
    date="2025-02-26 15:03:27 +0200",
    subject="Authorize Forgebox CLI on anton-thinkpad",
    text_cte="7bit", html_cte="7bit",
    text="""Hi anton-s,

The Forgebox CLI (v3.12.0) on "anton-thinkpad" (Linux x86_64) is asking for
access to your account.

Paste this into your terminal where it says "Enter one-time code:"

    k7m2-x9qp

The dash is optional. This expires at 15:18 EET.

Scopes requested: repo:read, repo:write, packages:publish

If you didn't run `forgebox login`, ignore this email - nothing will be
authorized without the code.

Forgebox OU - Tartu mnt 84a, 10112 Tallinn, Estonia
""",
    html="""<html><body style="font-family:Segoe UI,Arial,sans-serif;color:#24292f">
<div style="max-width:520px;margin:auto;padding:24px">
<p>Hi <b>anton-s</b>,</p>
<p>The Forgebox CLI (v3.12.0) on <b>anton-thinkpad</b> (Linux x86_64) is asking for access to your account.</p>
<p>Paste this into your terminal where it says <tt>Enter one-time code:</tt></p>
<pre style="font-size:24px;background:#f6f8fa;padding:12px;border-radius:6px">k7m2-x9qp</pre>
<p style="font-size:13px;color:#57606a">The dash is optional. This expires at 15:18 EET.<br>
Scopes requested: repo:read, repo:write, packages:publish</p>
<p style="font-size:13px;color:#57606a">If you didn't run <tt>forgebox login</tt>, ignore this email &ndash; nothing will be authorized without the code.</p>
<p style="font-size:11px;color:#8c959f">Forgebox O&Uuml; &middot; Tartu mnt 84a, 10112 Tallinn, Estonia &middot; <a href="https://forgebox.example/settings/tokens">Manage tokens</a></p>
</div></body></html>
""",
))

# ---------------------------------------------------------------- 21
M.append(dict(
    kind="reset_in_code_mail", otp="348190", link=None,
    frm="Quillnote <account@quillnote.example>",
    to="d.fernandes@mailbox.example",
    date="2025-03-29 20:11:46 +0000",
    subject="Your Quillnote sign-in code",
    text_cte="quoted-printable", html_cte="base64",
    text="""Here's your sign-in code for Quillnote:

348 190

It expires in 10 minutes.

Not you? Someone may know your password. Reset it here:
https://quillnote.example/password/reset?email=d.fernandes%40mailbox.example&src=otp_mail

Sign-in attempt: Firefox 124 on macOS, Lisbon, Portugal, 29 Mar 2025 20:11 UTC

Quillnote Ltd, 3 Fitzroy Place, London W1T 5DH
""",
    html="""<html><body style="font-family:Georgia,serif;color:#2d2a26;background:#fffdf8">
<div style="max-width:480px;margin:auto;padding:28px">
<p style="font-size:22px;font-style:italic">Quillnote</p>
<p>Here&rsquo;s your sign-in code:</p>
<p style="font-size:36px;letter-spacing:3px;margin:10px 0">348 190</p>
<p style="color:#6b645a">It expires in 10 minutes.</p>
<hr style="border:none;border-top:1px solid #e8e2d6">
<p style="font-size:13px;color:#6b645a">Not you? Someone may know your password.
<a href="https://quillnote.example/password/reset?email=d.fernandes%40mailbox.example&amp;src=otp_mail">Reset your password</a>.</p>
<p style="font-size:12px;color:#9a9286">Sign-in attempt: Firefox 124 on macOS &middot; Lisbon, Portugal &middot; 29 Mar 2025 20:11 UTC</p>
<p style="font-size:11px;color:#b3ab9f">Quillnote Ltd, 3 Fitzroy Place, London W1T 5DH &middot; <a href="https://quillnote.example/privacy">Privacy</a></p>
</div></body></html>
""",
))

# ---------------------------------------------------------------- 22
M.append(dict(
    kind="reset_in_code_mail", otp="772051", link=None,
    frm="Telvio Self-care <moje@telvio.example>",
    to="Katarzyna Wiśniewska <k.wisniewska@poczta.example>",
    date="2025-01-27 08:02:14 +0100",
    subject="One-time code for Moje Telvio",
    text_cte="8bit", html_cte="quoted-printable",
    text="""Dear Customer,

We received request for login to Moje Telvio self-care for number
+48 601 555 217 (contract no. TLV/2023/0884127).

Your one-time code: 772 051

Code is valid for 5 minutes. Telvio consultant will never ask you about
this code by phone or SMS.

It was not you? Please secure your account immediately:
https://moje.telvio.example/security/lock?c=TLV-2023-0884127&r=mail

Your current invoice: 89,99 zł, due 14.02.2025. Data used: 41,3 GB of 60 GB.

Telvio Polska Sp. z o.o., ul. Marynarska 12, 02-674 Warszawa
KRS 0000417730, NIP 527-266-09-41. Helpline *555 or +48 22 555 0600.
""",
    html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">
<table width="600" cellpadding="16" style="border:1px solid #ddd"><tr><td>
<p style="color:#7b1fa2;font-size:20px;font-weight:bold">telvio</p>
<p>Dear Customer,</p>
<p>We received request for login to Moje Telvio self-care for number +48 601 555 217 (contract no. TLV/2023/0884127).</p>
<p>Your one-time code: <strong style="font-size:22px">772 051</strong></p>
<p>Code is valid for 5 minutes. Telvio consultant will never ask you about this code by phone or SMS.</p>
<p>It was not you? <a href="https://moje.telvio.example/security/lock?c=TLV-2023-0884127&amp;r=mail">Secure your account</a></p>
<p style="background:#f5f0fa;padding:8px;font-size:13px">Your current invoice: 89,99 z&#322;, due 14.02.2025 &middot; Data used: 41,3 GB of 60 GB</p>
<p style="font-size:11px;color:#888">Telvio Polska Sp. z o.o., ul. Marynarska 12, 02-674 Warszawa &middot; KRS 0000417730 &middot; NIP 527-266-09-41 &middot; Helpline *555 or +48 22 555 0600</p>
</td></tr></table></body></html>
""",
))

# ---------------------------------------------------------------- 23
M.append(dict(
    kind="no_code_word", otp="804117", link=None,
    frm="Gardenbox <hello@gardenbox.example>",
    to="melissa.tran@mailbox.example",
    date="2025-04-03 18:27:39 -0700",
    subject="Almost there, Melissa!",
    text_cte="7bit", html_cte="quoted-printable",
    text="""Hi Melissa,

Thanks for signing up for Gardenbox!

To finish signing up, enter 804 117 on the page you came from. These
digits are good for the next 20 minutes.

Your first box (Family plan, 4 meals x 4 people) ships Tuesday, April 8,
and your welcome discount of $60 is split over your first 3 boxes.

Questions? Text us at (503) 555-0148 or reply here.

Gardenbox Foods, 1120 SE Water Ave, Portland, OR 97214
""",
    html="""<html><body style="font-family:Verdana,sans-serif;color:#234d20;background:#f3f9ef">
<div style="max-width:520px;margin:auto;padding:26px;background:#fff">
<p style="font-size:22px;color:#3f8f29">&#127793; Gardenbox</p>
<p>Hi Melissa,</p>
<p>Thanks for signing up for Gardenbox!</p>
<p>To finish signing up, enter <b style="font-size:20px">804 117</b> on the page you came from. These digits are good for the next 20 minutes.</p>
<p>Your first box (Family plan, 4 meals &times; 4 people) ships Tuesday, April 8, and your welcome discount of $60 is split over your first 3 boxes.</p>
<p style="font-size:12px">Questions? Text us at (503) 555-0148 or reply here.</p>
<p style="font-size:11px;color:#7a9a70">Gardenbox Foods, 1120 SE Water Ave, Portland, OR 97214 &middot;
<a href="https://gardenbox.example/prefs?u=88412">Email preferences</a></p>
</div></body></html>
""",
))

# ---------------------------------------------------------------- 24
M.append(dict(
    kind="no_code_word", otp="4471", link=None,
    frm="MediKart Pharmacy <care@medikart.example>",
    to="sunita.iyer1962@inboxmail.example",
    date="2025-05-11 10:15:03 +0530",
    subject="MediKart - login PIN",
    text_cte="quoted-printable",
    text="""Dear Sunita Iyer ji,

Greetings from MediKart!

Your one time PIN: 4471

Kindly enter the same in the MediKart app to login. PIN is valid for
only 3 minutes. Please don't share it with anybody including our
delivery executive.

Your last order MK/BLR/2504/118392 (Rs. 1,286.40, 6 items incl.
Telma 40 x 30 tabs) was delivered on 09-May-2025.

For any query please call us on 1800-102-5544 (toll free) or
WhatsApp 80955 50173.

Thanks & regards,
Team MediKart
MediKart Healthcare Pvt. Ltd., No. 42, 3rd Cross, HSR Layout Sector 6,
Bengaluru - 560102. CIN U85110KA2019PTC123817. Drug Licence KA-B15-204417.
""",
))

# ---------------------------------------------------------------- 25
M.append(dict(
    kind="no_code_word", otp="9XJ4TQ2M", link=None,
    frm="Nodewell <auth@nodewell.example>",
    to="builder@protonmail.example",
    date="2025-06-23 02:48:16 +0000",
    subject="Nodewell email verification token",
    text_cte="7bit", html_cte="7bit",
    text="""Nodewell - RPC infrastructure for builders

Your email verification token:

    9XJ4-TQ2M

Paste it into the dashboard to activate your free tier
(100,000 requests/day, 25 req/s, Ethereum + Base + Arbitrum).

The token is single use and expires in 30 minutes.
Your API keys will be generated after verification.

Nodewell Infrastructure Ltd., 23 Ha'Arbaa St, Tel Aviv 6473925
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#0a0f1a;color:#cfd8e3">
<div style="max-width:500px;margin:auto;padding:28px">
<p style="color:#38bdf8;font-weight:bold">NODEWELL</p>
<p>Your email verification token:</p>
<div style="font-family:monospace;font-size:28px;color:#fff;border:1px solid #38bdf8;padding:12px;text-align:center">9XJ4-TQ2M</div>
<p style="font-size:13px">Paste it into the dashboard to activate your free tier (100,000 requests/day, 25 req/s, Ethereum + Base + Arbitrum).</p>
<p style="font-size:12px;color:#7b8a9c">The token is single use and expires in 30 minutes. Your API keys will be generated after verification.</p>
<p style="font-size:11px;color:#55657a">Nodewell Infrastructure Ltd., 23 Ha'Arbaa St, Tel Aviv 6473925 &middot; <a style="color:#55657a" href="https://nodewell.example/terms">Terms</a></p>
</div></body></html>
""",
))

# ---------------------------------------------------------------- 26
M.append(dict(
    kind="subject_only", otp="528614", link=None,
    frm="Brightpath Learning <no-reply@brightpath.example>",
    to="jordan.ellis@mailbox.example",
    date="2025-09-02 07:55:20 -0500",
    subject="528614 is your Brightpath login code",
    text_cte="7bit", html_cte="quoted-printable",
    text="""Hi Jordan,

Use the code in the subject line of this email to finish signing in
to Brightpath. It expires in 10 minutes.

Your course "Intro to Statistics (STAT 101, Section 04)" has 2 new
assignments due Sep 9 and Sep 12.

Brightpath Learning, 400 N Michigan Ave, Suite 1900, Chicago, IL 60611
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#333">
<div style="max-width:500px;margin:auto;padding:24px">
<p style="font-size:20px;color:#f28c28;font-weight:bold">Brightpath</p>
<p>Hi Jordan,</p>
<p>Use the code in the subject line of this email to finish signing in to Brightpath. It expires in 10 minutes.</p>
<p style="font-size:13px;color:#666">Your course &ldquo;Intro to Statistics (STAT 101, Section 04)&rdquo; has 2 new assignments due Sep 9 and Sep 12.</p>
<p style="font-size:11px;color:#999">Brightpath Learning, 400 N Michigan Ave, Suite 1900, Chicago, IL 60611</p>
</div></body></html>
""",
))

# ---------------------------------------------------------------- 27
M.append(dict(
    kind="subject_only", otp="907362", link=None,
    frm="Amberleaf Credit Union <alerts@amberleafcu.example>",
    to="r.kowalczyk@mailbox.example",
    date="2025-10-14 12:03:57 -0400",
    subject="Verification: 907 362 - Amberleaf Online Banking",
    text_cte="quoted-printable",
    text="""Amberleaf Credit Union - Online Banking

You requested a verification number to register a new device.
Enter the 6-digit number shown in the subject line of this message.
It can be used once and expires in 5 minutes.

Member number ending: ...2209
Device: iPhone (Safari), Cleveland OH area
Time: Oct 14, 2025 12:03 PM ET

Amberleaf staff will never call you to ask for this number.
If you did not make this request, call us at 1-800-555-0171.

Federally insured by NCUA. Equal Housing Opportunity.
Amberleaf Credit Union, 2100 Superior Ave, Cleveland, OH 44114. Routing 241075529.
""",
))

# ---------------------------------------------------------------- 28
M.append(dict(
    kind="alt_text_only", otp="918273", link=None,
    frm="Sparrowpost <verify@sparrowpost.example>",
    to="h.nakamura@mailbox.example",
    date="2025-07-17 09:36:05 +0900",
    subject="Verify your Sparrowpost address",
    text_cte="7bit", html_cte="quoted-printable",
    image=dict(cid="vcode-7f21@sparrowpost.example", w=220, h=60, rgb=(255, 255, 255), stripe=(40, 40, 40)),
    text="""Hello,

Your Sparrowpost verification code is shown as an image in the HTML
version of this email. If you can only see plain text, open the message
in a mail app that displays images.

The code expires in 15 minutes.

Sparrowpost K.K., 1-4-1 Nihonbashi, Chuo-ku, Tokyo 103-0027
""",
    html="""<html><body style="font-family:Helvetica,Arial,sans-serif;color:#333">
<div style="max-width:480px;margin:auto;padding:24px;text-align:center">
<p style="font-size:20px;color:#3a7bd5">Sparrowpost</p>
<p>Enter the code below to verify your email address:</p>
<p><img src="cid:vcode-7f21@sparrowpost.example" width="220" height="60" alt="Your verification code: 918273" style="border:1px solid #ddd"></p>
<p style="font-size:12px;color:#888">The code expires in 15 minutes.</p>
<p style="font-size:11px;color:#aaa">Sparrowpost K.K., 1-4-1 Nihonbashi, Chuo-ku, Tokyo 103-0027 &middot; <a href="https://sparrowpost.example/help">Help</a></p>
</div></body></html>
""",
))

# ---------------------------------------------------------------- 29
M.append(dict(
    kind="alt_text_only", otp="HX4R9T", link=None,
    frm="Obsidian Forge Games <account@obsidianforge.example>",
    to="grimwald77@mailbox.example",
    date="2025-11-30 19:22:48 +0000",
    subject="Your Obsidian Forge account security check",
    text_cte="7bit", html_cte="base64",
    image=dict(cid="otp-banner@obsidianforge.example", w=300, h=80, rgb=(24, 18, 14), stripe=(230, 170, 60)),
    text="""OBSIDIAN FORGE GAMES

Please view this email in HTML to see your security code.

Account: grimwald77
Request: login from new device, 30 Nov 2025 19:22 GMT

Obsidian Forge Games Ltd, Unit 7, Baltic Triangle, Liverpool L1 0AH
""",
    html="""<html><body style="background:#0c0a09;color:#e7e5e4;font-family:Georgia,serif">
<table width="100%"><tr><td align="center" style="padding:30px">
<table width="480" style="background:#1c1917;border:1px solid #78350f"><tr><td style="padding:24px;text-align:center">
<p style="letter-spacing:3px;color:#f59e0b">OBSIDIAN FORGE</p>
<p>Greetings, grimwald77.</p>
<p>A login from a new device needs your confirmation. Enter the security code shown below in the launcher.</p>
<img src="cid:otp-banner@obsidianforge.example" width="300" height="80" alt="HX4R9T" style="display:block;margin:16px auto">
<p style="font-size:12px;color:#a8a29e">Request: 30 Nov 2025 19:22 GMT. Valid for 20 minutes.</p>
<p style="font-size:11px;color:#78716c">Obsidian Forge Games Ltd, Unit 7, Baltic Triangle, Liverpool L1 0AH &middot;
<a style="color:#a8a29e" href="https://obsidianforge.example/support">Support</a> &middot;
<a style="color:#a8a29e" href="https://twitter.example/obsidianforge">Twitter</a></p>
</td></tr></table></td></tr></table>
</body></html>
""",
))

# ---------------------------------------------------------------- 30
M.append(dict(
    kind="magic_link", otp=None,
    link="https://tandemnotes.example/login/callback?t=eyJ1aWQiOjQ0MTI5MCwiZXhwIjoxNzQ2MTE5MjAwfQ.Hq7XoP2vLr9sWmK4cB1n&redirect=%2Fworkspace",
    frm="Tandem Notes <team@tandemnotes.example>",
    to="ffarouk@studiomail.example",
    date="2025-05-01 16:50:12 +0000",
    subject="Your Tandem Notes sign-in link",
    headers={"List-Unsubscribe": "<https://tandemnotes.example/u/unsub?e=ffarouk%40studiomail.example&t=pref_91ac>"},
    text_cte="7bit", html_cte="quoted-printable",
    text="""Click to sign in to Tandem Notes:
https://tandemnotes.example/login/callback?t=eyJ1aWQiOjQ0MTI5MCwiZXhwIjoxNzQ2MTE5MjAwfQ.Hq7XoP2vLr9sWmK4cB1n&redirect=%2Fworkspace

The link expires in 20 minutes and can only be used once.
If you didn't ask for it, you can safely ignore this email.

Tandem Notes, 228 Park Ave S #20614, New York, NY 10003
""",
    html="""<html><body style="font-family:Helvetica,Arial,sans-serif;background:#f5f5f4">
<p style="text-align:center;font-size:11px"><a href="https://tandemnotes.example/email/view/8c21ee09?e=ffarouk" style="color:#999">View in browser</a></p>
<table width="460" align="center" style="background:#fff;border-radius:10px"><tr><td style="padding:30px">
<p style="font-size:20px;font-weight:600">&#9998; Tandem Notes</p>
<p>Click the button below to sign in. The link expires in 20 minutes and can only be used once.</p>
<p><a href="https://tandemnotes.example/login/callback?t=eyJ1aWQiOjQ0MTI5MCwiZXhwIjoxNzQ2MTE5MjAwfQ.Hq7XoP2vLr9sWmK4cB1n&amp;redirect=%2Fworkspace" style="background:#6d28d9;color:#fff;padding:12px 26px;border-radius:6px;text-decoration:none;font-weight:600">Sign in to Tandem Notes</a></p>
<p style="font-size:12px;color:#777">If you didn't ask for it, you can safely ignore this email. Need help? <a href="https://tandemnotes.example/help/sign-in">Sign-in help</a></p>
<p style="font-size:11px;color:#aaa;border-top:1px solid #eee;padding-top:12px">
<a href="https://x.example/tandemnotes"><img src="https://tandemnotes.example/static/x.png" width="16" alt="X"></a>
<a href="https://linkedin.example/company/tandemnotes"><img src="https://tandemnotes.example/static/in.png" width="16" alt="LinkedIn"></a><br>
Tandem Notes, 228 Park Ave S #20614, New York, NY 10003 &middot;
<a href="https://tandemnotes.example/u/unsub?e=ffarouk%40studiomail.example&amp;t=pref_91ac">Unsubscribe from product news</a></p>
</td></tr></table>
<img src="https://tandemnotes.example/o.gif?m=8c21ee09" width="1" height="1" alt="">
</body></html>
""",
))
# ---------------------------------------------------------------- 31
M.append(dict(
    kind="magic_link", otp=None,
    link="https://click.relaymail.example/ls/click?upn=u001.Kx8mQ2vT7pLz-2B4nWc9R0aYhE1sJdF3gU6kBq5oNiM-3D&cid=byte-brief-doi&lid=0",
    frm="Byte Brief <newsletter@bytebrief.example>",
    to="marco.ruiz@mailbox.example",
    date="2025-08-08 11:11:11 +0000",
    subject="Please confirm your subscription to Byte Brief",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Hi!

Someone (hopefully you) signed up for Byte Brief, the 5-minute weekly
roundup of developer tools news, with marco.ruiz@mailbox.example.

Confirm your subscription:
https://click.relaymail.example/ls/click?upn=u001.Kx8mQ2vT7pLz-2B4nWc9R0aYhE1sJdF3gU6kBq5oNiM-3D&cid=byte-brief-doi&lid=0

If you didn't sign up, just ignore this - you won't get anything else from us.

Byte Brief is written by two people in Valencia. 18,000+ readers, every Tuesday.
Byte Brief, C/ de Colon 60, 46004 Valencia, Spain
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#222">
<div style="max-width:520px;margin:auto;padding:24px">
<p><a href="https://click.relaymail.example/ls/click?upn=u001.Vw3bE9-2FqR1xYk&amp;cid=byte-brief-doi&amp;lid=9" style="font-size:11px;color:#888">Trouble reading? View online</a></p>
<h2 style="font-family:Courier New,monospace">&lt;Byte Brief/&gt;</h2>
<p>Hi! Someone (hopefully you) signed up for Byte Brief, the 5-minute weekly roundup of developer tools news, with marco.ruiz@mailbox.example.</p>
<p><a href="https://click.relaymail.example/ls/click?upn=u001.Kx8mQ2vT7pLz-2B4nWc9R0aYhE1sJdF3gU6kBq5oNiM-3D&amp;cid=byte-brief-doi&amp;lid=0" style="background:#ffd60a;color:#000;padding:12px 22px;text-decoration:none;font-weight:bold">Yes, subscribe me</a></p>
<p style="font-size:13px;color:#555">If you didn't sign up, just ignore this &ndash; you won't get anything else from us.</p>
<p style="font-size:11px;color:#999">Byte Brief is written by two people in Valencia. 18,000+ readers, every Tuesday.<br>
Byte Brief, C/ de Col&oacute;n 60, 46004 Valencia, Spain &middot;
<a href="https://click.relaymail.example/ls/click?upn=u001.Pr7cZ2-2Fabuse&amp;cid=byte-brief-doi&amp;lid=7" style="color:#999">Report abuse</a></p>
<img src="https://click.relaymail.example/wf/open?upn=u001.Op3nPx1-2FbD4q" width="1" height="1" alt="" border="0">
</div></body></html>
""",
))

# ---------------------------------------------------------------- 32
M.append(dict(
    kind="magic_link", otp=None,
    link="https://email.kudiflow.example/c/eJyNkEtuwzAIRO8C29gfJ0q82vUA3VXdWWBj0iJZsfi0Ua9ek2aRAyDxZnhMCfCzXr7?u=3381209&h=b7e04f1c9d",
    link_alt=["https://app.kudiflow.example/reset-password?token=pr_9b2f4e71c0a84d3fa6e5b1c27d908e44&uid=3381209"],
    frm="Kudiflow <no-reply@kudiflow.example>",
    to="emeka.nwosu@naijamail.example",
    date="2025-04-25 21:14:30 +0100",
    subject="Reset your Kudiflow password",
    text_cte="7bit", html_cte="base64",
    text="""Hello Emeka,

We received a request to reset the password of your Kudiflow business
account (Nwosu Ventures Ltd, wallet ID 2204-8817-93).

To reset your password, click on the link below or copy and paste in
your browser:

https://app.kudiflow.example/reset-password?token=pr_9b2f4e71c0a84d3fa6e5b1c27d908e44&uid=3381209

This link will expire in 30 minutes. If you did not initiate this
request, please disregard this email, your password will remain same.

For any complaint please reach us on 0201 555 0800 or
support@kudiflow.example.

Kudiflow Technologies Ltd. Licensed by the Central Bank of Nigeria.
Plot 21, Admiralty Way, Lekki Phase 1, Lagos.
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#1a1a2e;background:#eef2f7">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#00875a;padding:18px;color:#fff;font-size:22px;font-weight:bold">kudiflow</td></tr>
<tr><td style="padding:24px">
<p>Hello Emeka,</p>
<p>We received a request to reset the password of your Kudiflow business account (Nwosu Ventures Ltd, wallet ID 2204-8817-93).</p>
<p style="text-align:center"><a href="https://email.kudiflow.example/c/eJyNkEtuwzAIRO8C29gfJ0q82vUA3VXdWWBj0iJZsfi0Ua9ek2aRAyDxZnhMCfCzXr7?u=3381209&amp;h=b7e04f1c9d" style="background:#00875a;color:#fff;padding:12px 30px;border-radius:4px;text-decoration:none">Reset Password</a></p>
<p style="font-size:12px;color:#555">Or copy and paste this link in your browser:<br>
<span style="color:#00875a;word-break:break-all">https://app.kudiflow.example/reset-password?token=pr_9b2f4e71c0a84d3fa6e5b1c27d908e44&amp;uid=3381209</span></p>
<p style="font-size:13px">This link will expire in 30 minutes. If you did not initiate this request, please disregard this email, your password will remain same.</p>
<p style="font-size:11px;color:#888">For any complaint please reach us on 0201 555 0800 &middot; Kudiflow Technologies Ltd. Licensed by the Central Bank of Nigeria. Plot 21, Admiralty Way, Lekki Phase 1, Lagos.<br>
<a href="https://email.kudiflow.example/c/eJyNkU7DAxPrivacy?u=3381209&amp;h=0f11aa" style="color:#888">Privacy Policy</a> &middot;
<a href="https://email.kudiflow.example/c/eJyNkU7DAxHelp?u=3381209&amp;h=77bd2e" style="color:#888">Help Centre</a></p>
</td></tr></table>
<img src="https://email.kudiflow.example/o/eJyNkOpen3381209" width="1" height="1" alt="">
</body></html>
""",
))

# ---------------------------------------------------------------- 33
M.append(dict(
    kind="magic_link", otp=None,
    link="https://vault.steadyvault.example/device/approve?req=dv_41c7e09b2a6f4d18&sig=Mq9vW2xT7rLp4KcZ8nBy3Ha5&answer=yes",
    frm="Steadyvault <security@steadyvault.example>",
    to="ines.carvalho@mailbox.example",
    date="2025-06-30 07:42:55 +0100",
    subject="New device trying to unlock your vault",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Hi Ines,

A new device is trying to unlock your Steadyvault:

  Device:    Pixel 8 (Android 15), Steadyvault app 6.2.0
  Location:  Porto, Portugal (approximate)
  IP:        89.152.37.201
  Time:      30 Jun 2025, 07:42 WEST

Was this you?

Yes, it was me - approve this device:
https://vault.steadyvault.example/device/approve?req=dv_41c7e09b2a6f4d18&sig=Mq9vW2xT7rLp4KcZ8nBy3Ha5&answer=yes

No, it wasn't me - block it and lock my vault:
https://vault.steadyvault.example/device/approve?req=dv_41c7e09b2a6f4d18&sig=Mq9vW2xT7rLp4KcZ8nBy3Ha5&answer=no

The request expires in 1 hour.

Steadyvault GmbH, Torstrasse 107, 10119 Berlin, HRB 221904 B
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#1e293b">
<div style="max-width:500px;margin:auto;padding:26px;border:1px solid #cbd5e1;border-radius:8px">
<p style="font-weight:bold;color:#0e7490">&#128274; Steadyvault</p>
<p>Hi Ines,</p>
<p>A new device is trying to unlock your Steadyvault:</p>
<table cellpadding="4" style="font-size:13px;background:#f8fafc;width:100%">
<tr><td>Device</td><td>Pixel 8 (Android 15), Steadyvault app 6.2.0</td></tr>
<tr><td>Location</td><td>Porto, Portugal (approximate)</td></tr>
<tr><td>IP</td><td>89.152.37.201</td></tr>
<tr><td>Time</td><td>30 Jun 2025, 07:42 WEST</td></tr>
</table>
<p><b>Was this you?</b></p>
<p><a href="https://vault.steadyvault.example/device/approve?req=dv_41c7e09b2a6f4d18&amp;sig=Mq9vW2xT7rLp4KcZ8nBy3Ha5&amp;answer=yes" style="background:#0e7490;color:#fff;padding:10px 18px;border-radius:5px;text-decoration:none">Yes, it was me</a>
&nbsp;
<a href="https://vault.steadyvault.example/device/approve?req=dv_41c7e09b2a6f4d18&amp;sig=Mq9vW2xT7rLp4KcZ8nBy3Ha5&amp;answer=no" style="background:#fff;color:#b91c1c;border:1px solid #b91c1c;padding:9px 18px;border-radius:5px;text-decoration:none">No, block it</a></p>
<p style="font-size:12px;color:#64748b">The request expires in 1 hour.</p>
<p style="font-size:11px;color:#94a3b8">Steadyvault GmbH, Torstra&szlig;e 107, 10119 Berlin, HRB 221904 B &middot; <a href="https://steadyvault.example/security-center">Security center</a></p>
</div></body></html>
""",
))

# ---------------------------------------------------------------- 34
M.append(dict(
    kind="magic_link", otp=None,
    link="https://riversiderobotics.example/signup/confirm.php?id=287&key=c4e19a07bb3f52d6e8a1f0937c2d4b65",
    frm="Riverside Robotics Club <club@riversiderobotics.example>",
    to="parent.chen@mailbox.example",
    date="2025-09-10 20:31:00 -0400",
    subject="Confirm your email - Riverside Robotics Club 2025-26",
    text_cte="7bit", html_cte="7bit",
    text="""Hello!

Thanks for registering Lily Chen (Grade 7) for Riverside Robotics Club,
2025-26 season.

Please confirm your email address by clicking this link:
https://riversiderobotics.example/signup/confirm.php?id=287&key=c4e19a07bb3f52d6e8a1f0937c2d4b65

Until you confirm, your spot on the team list is not held.

Meetings: Tuesdays & Thursdays 3:15-5:00 PM, Room B-114
Season fee: $85 (payable by check to "RMS PTO" or via the school store)
First competition: VEX IQ qualifier, Saturday Nov 15, Dover HS

Mr. Okonkwo & Ms. Patel, coaches
Riverside Middle School, 1400 River Rd, Dover, DE 19901 - (302) 555-0187
""",
    html="""<html><body style="font-family:Comic Sans MS,Arial,sans-serif;color:#222">
<table width="100%" cellpadding="10"><tr><td>
<p><img src="https://riversiderobotics.example/img/logo_small.png" alt="Riverside Robotics" width="120"></p>
<p>Hello!</p>
<p>Thanks for registering <b>Lily Chen (Grade 7)</b> for Riverside Robotics Club, 2025-26 season.</p>
<p>Please confirm your email address by clicking this link:<br>
<a href="https://riversiderobotics.example/signup/confirm.php?id=287&amp;key=c4e19a07bb3f52d6e8a1f0937c2d4b65">Confirm my email</a></p>
<p>Until you confirm, your spot on the team list is not held.</p>
<table border="1" cellpadding="5" style="border-collapse:collapse;font-size:13px">
<tr><td>Meetings</td><td>Tuesdays &amp; Thursdays 3:15-5:00 PM, Room B-114</td></tr>
<tr><td>Season fee</td><td>$85 (check to &quot;RMS PTO&quot; or via the school store)</td></tr>
<tr><td>First competition</td><td>VEX IQ qualifier, Sat Nov 15, Dover HS</td></tr>
</table>
<p>Mr. Okonkwo &amp; Ms. Patel, coaches<br>Riverside Middle School, 1400 River Rd, Dover, DE 19901 &middot; (302) 555-0187<br>
<a href="https://riversiderobotics.example/calendar">Team calendar</a></p>
</td></tr></table></body></html>
""",
))

# ---------------------------------------------------------------- 35
M.append(dict(
    kind="magic_link", otp=None,
    link="https://www.nexacoin.example/withdrawal/confirm?wid=WD8841720936&ct=9d4cB7xQ2mZp6LkR0wTs3VyN8eHa1Ju5&lang=en",
    frm="Nexacoin <no-reply@nexacoin.example>",
    to="trader.ivanov@mailbox.example",
    date="2025-03-11 03:27:44 +0000",
    subject="[Nexacoin] Confirm your ETH withdrawal",
    text_cte="quoted-printable", html_cte="base64",
    text="""Dear user,

You have requested a withdrawal:

  Asset:     ETH (ERC20)
  Amount:    0.25000000 ETH
  Fee:       0.00042000 ETH
  Address:   0x3fA9c1b27E8d04F6a5Bc91D3e7F0218a6C4b5D90
  Time:      2025-03-11 03:27:40 (UTC)
  ID:        WD8841720936

To confirm the withdrawal, click:
https://www.nexacoin.example/withdrawal/confirm?wid=WD8841720936&ct=9d4cB7xQ2mZp6LkR0wTs3VyN8eHa1Ju5&lang=en

If this was not you, cancel it immediately and freeze your account:
https://www.nexacoin.example/withdrawal/cancel?wid=WD8841720936&ct=9d4cB7xQ2mZp6LkR0wTs3VyN8eHa1Ju5

The confirmation link is valid for 30 minutes.

Nexacoin Team
Risk warning: cryptocurrency prices are highly volatile.
""",
    html="""<html><body style="background:#f0f2f5;font-family:Arial,sans-serif;color:#1e2329">
<table width="600" align="center" style="background:#fff"><tr><td style="padding:24px">
<p style="font-size:22px;font-weight:bold;color:#f0b90b">NEXACOIN</p>
<p><b>Confirm your withdrawal</b></p>
<table cellpadding="5" style="font-size:13px">
<tr><td style="color:#707a8a">Asset</td><td>ETH (ERC20)</td></tr>
<tr><td style="color:#707a8a">Amount</td><td>0.25000000 ETH</td></tr>
<tr><td style="color:#707a8a">Fee</td><td>0.00042000 ETH</td></tr>
<tr><td style="color:#707a8a">Address</td><td style="font-family:monospace">0x3fA9c1b27E8d04F6a5Bc91D3e7F0218a6C4b5D90</td></tr>
<tr><td style="color:#707a8a">Time</td><td>2025-03-11 03:27:40 (UTC)</td></tr>
<tr><td style="color:#707a8a">ID</td><td>WD8841720936</td></tr>
</table>
<p><a href="https://www.nexacoin.example/withdrawal/confirm?wid=WD8841720936&amp;ct=9d4cB7xQ2mZp6LkR0wTs3VyN8eHa1Ju5&amp;lang=en" style="background:#fcd535;color:#1e2329;padding:12px 28px;text-decoration:none;font-weight:bold">Confirm Withdrawal</a></p>
<p style="font-size:13px">Not you? <a href="https://www.nexacoin.example/withdrawal/cancel?wid=WD8841720936&amp;ct=9d4cB7xQ2mZp6LkR0wTs3VyN8eHa1Ju5" style="color:#cf304a">Cancel withdrawal &amp; freeze account</a></p>
<p style="font-size:12px;color:#707a8a">The confirmation link is valid for 30 minutes.</p>
<p style="font-size:11px;color:#aaa">Risk warning: cryptocurrency prices are highly volatile. &middot;
<a href="https://t.me.example/nexacoin_en">Telegram</a> &middot; <a href="https://www.nexacoin.example/support">Support</a></p>
</td></tr></table></body></html>
""",
))

# ---------------------------------------------------------------- 36
M.append(dict(
    kind="phone_and_dates", otp="582047", link=None,
    frm="Sahyadri Co-op Bank <alerts@sahyadribank.example>",
    to="vikram.deshpande@inboxmail.example",
    date="2025-03-12 14:32:18 +0530",
    subject="OTP for card transaction",
    text_cte="7bit",
    text="""Dear Customer,

582047 is OTP for transaction of INR 12,499.00 at AMAZON PAY INDIA on your
Sahyadri Debit Card XX4821 on 12-03-2025 14:32:05 IST. Valid for 180 seconds.

Available balance in A/c XXXXXX7730 is INR 48,210.55 as on 12-03-2025.

OTP is confidential. Bank never ask for OTP / PIN / CVV via call, SMS or
email. If not initiated by you, kindly call 1800-233-4455 (toll free) or
+91 20 2553 0100 immediately to block the card.

Regards,
Sahyadri Co-operative Bank Ltd.
Head Office: 1184 Shivajinagar, Pune - 411005 | IFSC SHCB0000018

This is system generated mail, please do not reply.
""",
))

# ---------------------------------------------------------------- 37
M.append(dict(
    kind="phone_and_dates", otp="290114", link=None,
    frm="Clearwater Family Clinic <portal@clearwaterclinic.example>",
    to="brenda.holloway@mailbox.example",
    date="2025-11-05 08:14:29 -0600",
    subject="Patient portal verification",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Hello Brenda,

To view your visit summary and lab results, enter this verification
code in the Clearwater patient portal: 290 114
(expires 8:29 AM CST).

Upcoming appointment
  Thu, Nov 13, 2025 at 10:30 AM with Dr. Alvarez, MD
  Clearwater Family Clinic - Suite 210
  Please arrive 15 min early. Copay: $25.00

Questions? Call (512) 555-0138, fax (512) 555-0139.
After hours nurse line: 1-888-555-0166. For emergencies call 911.

MRN ending 5520 | DOB on file 04/18/1979
Clearwater Family Clinic, 3701 N Lamar Blvd, Austin, TX 78756
""",
    html="""<html><body style="font-family:Calibri,Arial,sans-serif;color:#253746">
<div style="max-width:540px;margin:auto;padding:22px;border-top:5px solid #00838f">
<p>Hello Brenda,</p>
<p>To view your visit summary and lab results, enter this verification code in the Clearwater patient portal:
<span style="font-size:22px;font-weight:bold;color:#00838f">290 114</span> (expires 8:29 AM CST).</p>
<table cellpadding="6" style="background:#eef7f8;width:100%;font-size:14px">
<tr><td><b>Upcoming appointment</b><br>Thu, Nov 13, 2025 at 10:30 AM with Dr. Alvarez, MD<br>Suite 210 &middot; Please arrive 15 min early &middot; Copay: $25.00</td></tr>
</table>
<p style="font-size:13px">Questions? Call (512) 555-0138, fax (512) 555-0139. After hours nurse line: 1-888-555-0166. For emergencies call 911.</p>
<p style="font-size:11px;color:#7a8a96">MRN ending 5520 &middot; DOB on file 04/18/1979<br>Clearwater Family Clinic, 3701 N Lamar Blvd, Austin, TX 78756 &middot;
<a href="https://clearwaterclinic.example/hipaa-notice">Notice of Privacy Practices</a></p>
</div></body></html>
""",
))

# ---------------------------------------------------------------- 38
M.append(dict(
    kind="phone_and_dates", otp="639127", link=None,
    frm="Globalinx <selfservice@globalinx.example>",
    to="tunde.bakare@naijamail.example",
    date="2025-07-21 13:07:52 +0100",
    subject="SIM replacement request 0809 555 0176",
    text_cte="8bit", html_cte="quoted-printable",
    text="""Dear Valued Customer,

We have received a SIM replacement (SIM swap) request for your line
0809 555 0176 at Globalinx Experience Centre, Allen Avenue Ikeja on
21/07/2025 by 1:05pm.

To authorize this request, give the agent the verification code 639 127
or enter it on the tablet. Code expires 1:22pm.

Fee: ₦1,500.00 (will be deducted from airtime balance ₦3,240.50)
NIN on file ending: ...8814
Request ID: SWP-2025-07-0041983

If you did NOT make this request, please do NOT share the code and call
300 or 0809 555 0000 immediately.

Thank you for choosing Globalinx.
Globalinx Communications Nigeria Ltd, Plot 19, Kofo Abayomi St, V/I, Lagos
""",
    html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#333">
<table width="600" cellpadding="14" style="border:1px solid #e0e0e0"><tr><td>
<p style="color:#e30613;font-weight:bold;font-size:18px">Globalinx</p>
<p>Dear Valued Customer,</p>
<p>We have received a SIM replacement (SIM swap) request for your line <b>0809 555 0176</b> at Globalinx Experience Centre, Allen Avenue Ikeja on 21/07/2025 by 1:05pm.</p>
<p>To authorize this request, give the agent the verification code <b style="font-size:18px">639 127</b> or enter it on the tablet. Code expires 1:22pm.</p>
<table cellpadding="4" style="font-size:13px;background:#fafafa">
<tr><td>Fee</td><td>&#8358;1,500.00 (deducted from airtime balance &#8358;3,240.50)</td></tr>
<tr><td>NIN on file ending</td><td>...8814</td></tr>
<tr><td>Request ID</td><td>SWP-2025-07-0041983</td></tr>
</table>
<p style="color:#e30613">If you did NOT make this request, please do NOT share the code and call 300 or 0809 555 0000 immediately.</p>
<p style="font-size:11px;color:#888">Globalinx Communications Nigeria Ltd, Plot 19, Kofo Abayomi St, V/I, Lagos</p>
</td></tr></table></body></html>
""",
))

# ---------------------------------------------------------------- 39
M.append(dict(
    kind="decoy_codes", otp=None, link=None,
    frm="Thread & Loom <hello@threadandloom.example>",
    to="amira.haddad@mailbox.example",
    date="2025-03-21 09:00:00 +0000",
    subject="Spring is here: 25% off + a free tote",
    headers={"List-Unsubscribe": "<https://threadandloom.example/unsubscribe?s=sub_55201&c=spring25>"},
    html_cte="quoted-printable",
    html="""<html><body style="margin:0;background:#fdf6f0;font-family:Didot,Georgia,serif;color:#3d3d3d">
<p style="text-align:center;font-size:11px"><a href="https://threadandloom.example/email/spring25" style="color:#999">View in browser</a></p>
<table width="600" align="center" style="background:#fff"><tr><td style="padding:30px;text-align:center">
<h1 style="font-weight:normal;letter-spacing:3px">THREAD &amp; LOOM</h1>
<h2 style="font-weight:normal">Spring is here</h2>
<p>Take 25% off everything in the new linen collection with code</p>
<p style="font-size:28px;letter-spacing:4px;border:2px dashed #c49a6c;display:inline-block;padding:8px 18px">SPRING25</p>
<p>Orders over $120 also get a free organic cotton tote (worth $28) &mdash; use <b>TOTE4U</b> at checkout, can be combined.</p>
<p style="font-size:13px">Got a gift card? Redeem it at checkout &mdash; enter the 16-digit number and 4-digit PIN from the back of the card.</p>
<table width="100%" cellpadding="8" style="font-size:13px"><tr>
<td><img src="https://threadandloom.example/img/p/4471.jpg" width="160" alt="Linen shirt dress"><br>Linen shirt dress<br>$148 &rarr; $111</td>
<td><img src="https://threadandloom.example/img/p/4502.jpg" width="160" alt="Wide trousers"><br>Wide trousers<br>$96 &rarr; $72</td>
<td><img src="https://threadandloom.example/img/p/4519.jpg" width="160" alt="Oversized blazer"><br>Oversized blazer<br>$210 &rarr; $157.50</td>
</tr></table>
<p><a href="https://threadandloom.example/shop/linen?utm_campaign=spring25&amp;utm_source=email" style="background:#3d3d3d;color:#fff;padding:12px 30px;text-decoration:none">Shop linen</a></p>
<p style="font-size:10px;color:#999">Offer valid 21&ndash;31 March 2025, 11:59 PM PT. Excludes sale items. One use per customer.
Thread &amp; Loom, 812 Abbot Kinney Blvd, Venice, CA 90291 &middot; (310) 555-0122<br>
<a href="https://threadandloom.example/unsubscribe?s=sub_55201&amp;c=spring25" style="color:#999">Unsubscribe</a> &middot;
<a href="https://threadandloom.example/privacy" style="color:#999">Privacy</a></p>
</td></tr></table></body></html>
""",
))

# ---------------------------------------------------------------- 40
M.append(dict(
    kind="decoy_codes", otp=None, link=None,
    frm="Dr. Ana Sofía Quintero <asquintero@unisur.example>",
    to="Thesis group <tesis-2025@lists.unisur.example>",
    date="2025-05-28 17:45:03 -0300",
    subject="Invitation: Thesis progress meeting - Thu 5 Jun 16:00 (ART)",
    text_cte="8bit",
    text="""Dear all,

Please join the monthly thesis progress meeting. Each of you will have
10 minutes to present (max 6 slides) plus 5 minutes questions.

Date:  Thursday 5 June 2025
Time:  16:00 - 18:00 (Buenos Aires, GMT-3)

Join Calyx Meet:
https://meet.calyx.example/j/84522109931?pwd=Q2xPdUt3bXRrS0ZrZ1dtYz09

Meeting ID: 845 2210 9931
Passcode: 482913

One tap mobile: +54 11 5555 0170,,84522109931#,,,,*482913#

Order of presentations:
  1. Martín R. - chapter 3 draft
  2. Lucía F. - survey results (n=412)
  3. Joaquín P. - literature review update

Room 2.14 of building C is also available for who prefers to come in person.

Saludos,
Dra. Ana Sofía Quintero
Departamento de Sociología - Universidad del Sur
Av. Alem 1253, B8000 Bahía Blanca, Argentina - Int. 2417
""",
))
# ---------------------------------------------------------------- 41
M.append(dict(
    kind="decoy_codes", otp="750382", link=None,
    frm="Vantage Mobile Banking <secure@vantagebank.example>",
    to="g.moreau@mailbox.example",
    date="2025-02-03 19:58:12 +0000",
    subject="Your Vantage security code",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Dear Gabriel,

Your security code to approve the new payee "L. Moreau Builders"
(sort code 20-45-77, account ending 3318) is:

    750382

Scam warning: Vantage will NEVER call, text or email you asking for a
code - for example "please read me the 6 digits we just sent, 123456".
If anyone asks, hang up. Fraudsters may pretend to be from our fraud
team or the police.

Your reference for this change: CHG-0093-118274.
Questions? Call us on 0345 555 0199 (lines open 8am-8pm).

Vantage Bank plc. Registered in England and Wales no. 07124419.
Registered office: 10 Gresham Street, London EC2V 7JD.
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#1d2939">
<div style="max-width:520px;margin:auto;padding:24px;border:1px solid #d0d5dd">
<p style="font-size:20px;color:#004b87;font-weight:bold">Vantage</p>
<p>Dear Gabriel,</p>
<p>Your security code to approve the new payee &ldquo;L. Moreau Builders&rdquo; (sort code 20-45-77, account ending 3318) is:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:5px;color:#004b87">750382</p>
<div style="background:#fff4e5;border-left:4px solid #f79009;padding:10px;font-size:13px">
<b>Scam warning:</b> Vantage will NEVER call, text or email you asking for a code &ndash; for example &ldquo;please read me the 6 digits we just sent, 123456&rdquo;. If anyone asks, hang up.</div>
<p style="font-size:12px;color:#667085">Your reference for this change: CHG-0093-118274. Questions? Call 0345 555 0199 (8am&ndash;8pm).</p>
<p style="font-size:10px;color:#98a2b3">Vantage Bank plc. Registered in England and Wales no. 07124419. Registered office: 10 Gresham Street, London EC2V 7JD.</p>
</div></body></html>
""",
))

# ---------------------------------------------------------------- 42
M.append(dict(
    kind="decoy_codes", otp=None, link=None,
    frm="Helixdesk Support <support@helixdesk.example>",
    to="ravi.menon@logistix.example",
    date="2025-08-19 10:22:40 +0530",
    subject="[Case #00418827] Webhook retries failing with HTTP 502 - update",
    headers={"In-Reply-To": "<case-00418827-3@helixdesk.example>", "References": "<case-00418827-1@helixdesk.example> <case-00418827-3@helixdesk.example>"},
    text_cte="7bit", html_cte="quoted-printable",
    text="""##- Please type your reply above this line -##

Hi Ravi,

Thanks for the logs. Our engineers found that retries for endpoint
ep_7731 were hitting the 30 s timeout on your load balancer
(request IDs 9f2a1c77 and 3b8e0d41 both returned 502 after 30,004 ms).

We have raised the retry back-off for your workspace (ID 204417) from
5 s to 20 s as a temporary fix. Engineering ticket: ENG-11592.
Expected permanent fix: release 4.18.2, around 2 September.

Your case #00418827 will stay open until then. Priority: P2.
SLA: next update within 24 business hours.

Best regards,
Marta Kowalska
Helixdesk Technical Support - EMEA
+44 20 3555 0147 | Helixdesk Ltd, 1 Finsbury Avenue, London EC2M 2PF
""",
    html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#2f3941">
<p style="color:#999;font-size:11px">##- Please type your reply above this line -##</p>
<p>Hi Ravi,</p>
<p>Thanks for the logs. Our engineers found that retries for endpoint <code>ep_7731</code> were hitting the 30 s timeout on your load balancer (request IDs <code>9f2a1c77</code> and <code>3b8e0d41</code> both returned 502 after 30,004 ms).</p>
<p>We have raised the retry back-off for your workspace (ID 204417) from 5 s to 20 s as a temporary fix. Engineering ticket: ENG-11592. Expected permanent fix: release 4.18.2, around 2 September.</p>
<p>Your case <a href="https://support.helixdesk.example/hc/requests/418827">#00418827</a> will stay open until then. Priority: P2. SLA: next update within 24 business hours.</p>
<p>Best regards,<br>Marta Kowalska<br>Helixdesk Technical Support &ndash; EMEA<br>+44 20 3555 0147</p>
<p style="font-size:11px;color:#87929d">Helixdesk Ltd, 1 Finsbury Avenue, London EC2M 2PF &middot; <a href="https://support.helixdesk.example/hc/requests/418827/satisfaction">Rate this reply</a></p>
</body></html>
""",
))

# ---------------------------------------------------------------- 43
M.append(dict(
    kind="decoy_codes", otp=None, link=None,
    frm="Bookmoth Gift Cards <gifts@bookmoth.example>",
    to="eleanor.price@mailbox.example",
    date="2025-12-19 08:30:00 +0000",
    subject="Daniel sent you a Bookmoth gift card!",
    text_cte="base64", html_cte="base64",
    text="""Hi Eleanor,

Daniel has sent you a £30.00 Bookmoth gift card!

  "Merry Christmas! Something for the long train rides. - D"

Gift card number: 6006 4921 0038 7715
PIN:              4827
Value:            £30.00
Expires:          19 December 2027

To use it online, add the card number and PIN at checkout. In any of
our 23 shops, just show this email at the till.

Check your balance: https://bookmoth.example/giftcards/balance

Bookmoth Books Ltd, 44 Broad Street, Oxford OX1 3BQ. VAT no. GB 318 2249 06.
""",
    html="""<html><body style="font-family:Georgia,serif;background:#f6efe4;color:#2e2418">
<div style="max-width:520px;margin:auto;background:#fff;padding:28px;text-align:center">
<p style="font-size:26px">Bookmoth</p>
<p>Hi Eleanor,</p>
<p>Daniel has sent you a <b>&pound;30.00</b> Bookmoth gift card!</p>
<p style="font-style:italic;color:#6b5a43">&ldquo;Merry Christmas! Something for the long train rides. &ndash; D&rdquo;</p>
<table align="center" cellpadding="6" style="background:#2e2418;color:#f6efe4;border-radius:10px;font-family:Courier New,monospace">
<tr><td align="left">Card number</td><td>6006 4921 0038 7715</td></tr>
<tr><td align="left">PIN</td><td>4827</td></tr>
<tr><td align="left">Value</td><td>&pound;30.00</td></tr>
<tr><td align="left">Expires</td><td>19 December 2027</td></tr>
</table>
<p style="font-size:13px">To use it online, add the card number and PIN at checkout. In any of our 23 shops, just show this email at the till.</p>
<p><a href="https://bookmoth.example/giftcards/balance">Check your balance</a></p>
<p style="font-size:10px;color:#8a7a64">Bookmoth Books Ltd, 44 Broad Street, Oxford OX1 3BQ. VAT no. GB 318 2249 06.</p>
</div></body></html>
""",
))

# ---------------------------------------------------------------- 44
M.append(dict(
    kind="delivery_code", otp="5831", link=None,
    frm="SwiftDrop Logistics <dispatch@swiftdrop.example>",
    to="folake.adewale@naijamail.example",
    date="2025-06-06 09:48:27 +0100",
    subject="Your parcel is out for delivery today",
    text_cte="8bit",
    text="""Hello Folake,

Your parcel from the online store "GadgetHub NG" is OUT FOR DELIVERY today.

Tracking no:   SDL-NG-30047712
Rider:         Ibrahim (Bike LND 482 QJ) - 0816 555 0193
Delivery ETA:  between 11:00am and 2:00pm
Pay on delivery: ₦0.00 (already paid)

IMPORTANT: Please give the rider this delivery code only when you have
received your parcel and checked it:

      5831

The rider cannot complete the delivery without the code. Don't share it
before you have the parcel in your hand.

Not at home? Reschedule by replying "LATER" to this email or WhatsApp
0909 555 0177.

SwiftDrop Logistics Ltd, 27 Oba Akran Avenue, Ikeja, Lagos.
""",
))

# ---------------------------------------------------------------- 45
M.append(dict(
    kind="locker_pickup", otp="729418", link=None,
    frm="ParcelNest <notify@parcelnest.example>",
    to="zofia.nowak@poczta.example",
    date="2025-10-22 15:12:09 +0200",
    subject="Your parcel is waiting in locker WAW118M",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Hi Zofia,

Your parcel has arrived in the ParcelNest locker.

Locker:        WAW118M - ul. Grójecka 186 (next to Biedronka), 02-390 Warszawa
Open:          24/7
Parcel no.:    6203 1144 7719 0058 2231 04
Sender:        ModaHouse.example
Pick up by:    24.10.2025 15:12

Pick-up code:  729 418

At the locker screen choose "Collect parcel", enter your phone number
(+48 *** *** 884) and the pick-up code. Or scan the QR in the app.

After the deadline the parcel goes back to the sender.

ParcelNest sp. z o.o., ul. Pańska 73, 00-834 Warszawa. Helpline 22 555 04 40.
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#fff8e1;color:#222">
<div style="max-width:520px;margin:auto;background:#fff;padding:22px;border-top:6px solid #ffc107">
<p style="font-size:20px;font-weight:bold">ParcelNest</p>
<p>Hi Zofia,</p>
<p>Your parcel has arrived in the ParcelNest locker.</p>
<table cellpadding="5" style="font-size:14px">
<tr><td style="color:#777">Locker</td><td><b>WAW118M</b> &ndash; ul. Gr&oacute;jecka 186 (next to Biedronka), 02-390 Warszawa</td></tr>
<tr><td style="color:#777">Open</td><td>24/7</td></tr>
<tr><td style="color:#777">Parcel no.</td><td>6203 1144 7719 0058 2231 04</td></tr>
<tr><td style="color:#777">Sender</td><td>ModaHouse.example</td></tr>
<tr><td style="color:#777">Pick up by</td><td>24.10.2025 15:12</td></tr>
<tr><td style="color:#777">Pick-up code</td><td style="font-size:26px;font-weight:bold">729 418</td></tr>
</table>
<p style="font-size:13px">At the locker screen choose &bdquo;Collect parcel&rdquo;, enter your phone number (+48 *** *** 884) and the pick-up code. Or scan the QR in the app.</p>
<p style="font-size:11px;color:#888">ParcelNest sp. z o.o., ul. Pa&#324;ska 73, 00-834 Warszawa &middot; Helpline 22 555 04 40 &middot;
<a href="https://parcelnest.example/track/620311447719005822310">Track parcel</a></p>
</div></body></html>
""",
))

# ---------------------------------------------------------------- 46
M.append(dict(
    kind="door_code", otp=None, link=None,
    frm="Martín - Depto Palermo Soho <martin.deptopalermo@mailbox.example>",
    to="Claire Dubois <claire.dubois@mailbox.example>",
    date="2025-11-18 12:40:51 -0300",
    subject="Check-in info for your stay 21-25 Nov :)",
    text_cte="8bit",
    text="""Hi Claire!!

Welcome to Buenos Aires! Here is all the info for your check-in on
Friday 21/11. Self check-in from 15:00.

Address: Gurruchaga 1742, 3° B, C1414 CABA (Palermo Soho)

1) Street door: the keypad is at the right. Code 4512 and then #
2) Keys are in the small lockbox next to the elevator, combination 0-7-3-9
3) Apartment is 3rd floor, door B (green door)

Wi-Fi: DeptoPalermo_5G   password: mate-y-facturas2025

Reservation: HM8QZ2XKTA - 4 nights, 2 guests
Building rules: no noise after 23hs please, the neighbors are old :)
Garbage goes down to the container at the corner before 21hs.

My phone / WhatsApp: +54 9 11 5555-0132 (I answer fast, between 9 and 23hs)

Enjoy! Don't miss the Sunday market in Plaza Serrano.
Martín
""",
))

# ---------------------------------------------------------------- 47
M.append(dict(
    kind="wifi_printer_pin", otp=None, link=None,
    frm="Hive Hub Coworking <community@hivehub.example>",
    to="josh.tan@mailbox.example",
    date="2025-04-07 08:05:13 +0800",
    subject="Welcome to Hive Hub BGC! Your member details inside",
    text_cte="7bit", html_cte="quoted-printable",
    text="""Hi Josh!

Welcome po to Hive Hub BGC! So happy to have you with us this month.

Here's everything you need for your first day:

Member ID:        HH-BGC-00731
Plan:             Hot Desk Monthly (April 7 - May 6, 2025)
Access hours:     Mon-Sat 7am - 10pm

Wi-Fi network:    HiveHub_Members
Wi-Fi password:   BuzzBuzz#2025

Printer (3rd floor, near pantry): log in with your Member ID + printer
PIN 0815. First 50 pages/month are free, then P3.00/page B&W.

Meeting rooms: 4 free hours/month, book in the Hive app.
Free brewed coffee all day, and tuesday is pandesal day!

See you, Bea & the Hive Hub team
Hive Hub Coworking, 11th Ave cor. 28th St, Bonifacio Global City, Taguig 1634
(02) 8555 0190 / 0917 555 0301
""",
    html="""<html><body style="font-family:Poppins,Arial,sans-serif;color:#2b2b2b;background:#fffbea">
<div style="max-width:540px;margin:auto;padding:24px;background:#fff">
<p style="font-size:22px;color:#f4b400;font-weight:bold">&#128029; Hive Hub</p>
<p>Hi Josh!</p>
<p>Welcome po to Hive Hub BGC! So happy to have you with us this month. Here&rsquo;s everything you need for your first day:</p>
<table cellpadding="6" style="font-size:14px;border:1px solid #f4e3a1;width:100%">
<tr><td>Member ID</td><td><b>HH-BGC-00731</b></td></tr>
<tr><td>Plan</td><td>Hot Desk Monthly (April 7 &ndash; May 6, 2025)</td></tr>
<tr><td>Access hours</td><td>Mon&ndash;Sat 7am &ndash; 10pm</td></tr>
<tr><td>Wi-Fi network</td><td>HiveHub_Members</td></tr>
<tr><td>Wi-Fi password</td><td><b>BuzzBuzz#2025</b></td></tr>
<tr><td>Printer PIN</td><td>0815 (with your Member ID)</td></tr>
</table>
<p style="font-size:13px">First 50 pages/month are free, then &#8369;3.00/page B&amp;W. Meeting rooms: 4 free hours/month, book in the Hive app. Free brewed coffee all day, and Tuesday is pandesal day!</p>
<p>See you,<br>Bea &amp; the Hive Hub team</p>
<p style="font-size:11px;color:#999">Hive Hub Coworking, 11th Ave cor. 28th St, Bonifacio Global City, Taguig 1634 &middot; (02) 8555 0190 / 0917 555 0301 &middot;
<a href="https://facebook.example/hivehubph">Facebook</a></p>
</div></body></html>
""",
))

# ---------------------------------------------------------------- 48
M.append(dict(
    kind="code_and_link", otp="419307",
    link="https://app.pollenanalytics.example/auth/email-link?code=pl_8Hc2NvQ4rK7tZx1Lm9Pw5Ba3Ye6Ds0F&email=nadia%40orchardlane.example",
    frm="Pollen Analytics <auth@pollenanalytics.example>",
    to="nadia@orchardlane.example",
    date="2025-09-16 13:22:30 +0000",
    subject="Sign in to Pollen Analytics",
    html_cte="base64",
    html="""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f7f7fb;font-family:Inter,Helvetica,Arial,sans-serif;color:#1c1c28">
<table role="presentation" width="100%"><tr><td align="center" style="padding:36px 10px">
<table role="presentation" width="440" style="background:#fff;border-radius:14px;padding:32px">
<tr><td>
<p style="font-size:19px;font-weight:700;color:#d97706">&#10047; Pollen</p>
<p style="font-size:15px">Click the button to sign in to your Orchard Lane workspace:</p>
<p><a href="https://app.pollenanalytics.example/auth/email-link?code=pl_8Hc2NvQ4rK7tZx1Lm9Pw5Ba3Ye6Ds0F&amp;email=nadia%40orchardlane.example" style="display:inline-block;background:#d97706;color:#fff;padding:12px 28px;border-radius:8px;text-decoration:none;font-weight:600">Sign in</a></p>
<p style="font-size:14px;color:#555">Or, if you're signing in on another device, enter this code:</p>
<p style="font-size:30px;font-weight:700;letter-spacing:6px">41 93 07</p>
<p style="font-size:12px;color:#8a8aa0">Both expire in 15 minutes. Tracked events this month: 1,284,900 of 2,000,000.</p>
<p style="font-size:11px;color:#a0a0b5">Pollen Analytics B.V. &middot; Keizersgracht 241, 1016 EA Amsterdam &middot; KvK 81934127 &middot;
<a href="https://pollenanalytics.example/legal/privacy" style="color:#a0a0b5">Privacy</a></p>
</td></tr></table></td></tr></table>
</body></html>
""",
))

# ---------------------------------------------------------------- 49
M.append(dict(
    kind="code_and_link", otp="268105",
    link="https://eservices.gov-portal.example/citizen/activate?ref=CIT-88127403&tok=GvP1xM8qL2cR7kZs4TwN9bYe3Hj6Ua0D",
    frm="eServices Portal <no-reply@eservices.gov-portal.example>",
    to="j.santos.cruz@mailbox.example",
    date="2025-02-11 10:44:08 +0800",
    subject="eServices Portal: Activate your citizen account",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""REPUBLIC eSERVICES PORTAL
Department of Information and Communications Technology

Dear JUAN SANTOS CRUZ,

Thank you for registering. To activate your citizen account, enter the
one-time verification code below in the registration page:

   26 81 05

or click this activation link:
https://eservices.gov-portal.example/citizen/activate?ref=CIT-88127403&tok=GvP1xM8qL2cR7kZs4TwN9bYe3Hj6Ua0D

Citizen reference no.: CIT-88127403
Date of registration: 11 February 2025, 10:43 AM
The code and link are valid for 24 hours.

This is an auto-generated message. Please do not reply. For concerns,
call the hotline 1326 or email helpdesk@eservices.gov-portal.example.

DICT Building, C.P. Garcia Ave., Diliman, Quezon City 1101
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#222;background:#eef1f5">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#0038a8;color:#fff;padding:14px 20px;font-weight:bold">REPUBLIC eSERVICES PORTAL<br><span style="font-weight:normal;font-size:12px">Department of Information and Communications Technology</span></td></tr>
<tr><td style="height:4px;background:#ce1126"></td></tr>
<tr><td style="padding:22px">
<p>Dear JUAN SANTOS CRUZ,</p>
<p>Thank you for registering. To activate your citizen account, enter the one-time verification code below in the registration page:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px;text-align:center">26 81 05</p>
<p style="text-align:center">or</p>
<p style="text-align:center"><a href="https://eservices.gov-portal.example/citizen/activate?ref=CIT-88127403&amp;tok=GvP1xM8qL2cR7kZs4TwN9bYe3Hj6Ua0D" style="background:#0038a8;color:#fff;padding:10px 22px;text-decoration:none">Activate account</a></p>
<table cellpadding="4" style="font-size:13px;color:#555">
<tr><td>Citizen reference no.:</td><td>CIT-88127403</td></tr>
<tr><td>Date of registration:</td><td>11 February 2025, 10:43 AM</td></tr>
</table>
<p style="font-size:12px;color:#555">The code and link are valid for 24 hours.</p>
<p style="font-size:11px;color:#888">This is an auto-generated message. Please do not reply. For concerns, call the hotline 1326.<br>DICT Building, C.P. Garcia Ave., Diliman, Quezon City 1101 &middot;
<a href="https://eservices.gov-portal.example/privacy">Data Privacy Notice</a> &middot; <a href="https://eservices.gov-portal.example/faq">FAQ</a></p>
</td></tr></table></body></html>
""",
))

# ---------------------------------------------------------------- 50
M.append(dict(
    kind="code_after_emoji", otp="739104", link=None,
    frm="Chowline <yum@chowline.example>",
    to="kev.oconnor@mailbox.example",
    date="2025-07-12 19:31:40 +0100",
    subject="🍔 Almost time to eat!",
    text_cte="8bit", html_cte="8bit",
    text="""Hey Kev 👋

Pop this into the Chowline app to log in and we'll get that order going:

🔑 739 104

(it's only good for 10 minutes, so don't let your chips go cold)

Your basket: 2x Smash Burger, 1x Loaded Fries, 1x Irn Bru - £23.40
Delivering to: 3/2, 58 Great Western Rd, Glasgow G4 9AH

🛵 Chowline Ltd · 200 St Vincent St, Glasgow G2 5RQ
""",
    html="""<html><body style="font-family:Arial Rounded MT Bold,Arial,sans-serif;background:#fff3ec;color:#3a1d0e">
<div style="max-width:460px;margin:auto;padding:26px;background:#fff;border-radius:16px">
<p style="font-size:24px;color:#ff5a1f">chowline</p>
<p>Hey Kev &#128075;</p>
<p>Pop this into the Chowline app to log in and we'll get that order going:</p>
<p style="font-size:34px;text-align:center">&#128273; <b>739 104</b></p>
<p style="font-size:13px;color:#7a5a48">(it's only good for 10 minutes, so don't let your chips go cold)</p>
<p style="font-size:12px;background:#fff3ec;padding:8px;border-radius:8px">Your basket: 2&times; Smash Burger, 1&times; Loaded Fries, 1&times; Irn Bru &ndash; &pound;23.40<br>Delivering to: 3/2, 58 Great Western Rd, Glasgow G4 9AH</p>
<p style="font-size:11px;color:#b08a75">&#128757; Chowline Ltd &middot; 200 St Vincent St, Glasgow G2 5RQ</p>
</div></body></html>
""",
))
# ---------------------------------------------------------------- 51
M.append(dict(
    kind="table_cell_code", otp="508226", link=None,
    frm="Harbourview Hotels Rewards <rewards@harbourviewhotels.example>",
    to="Mr. Adrian Kovac <adrian.kovac@mailbox.example>",
    date="2025-08-02 21:30:15 +1000",
    subject="Your Harbourview Rewards sign-in",
    text_cte="7bit", html_cte="quoted-printable",
    text="""Harbourview Rewards

Dear Mr. Kovac,

Member no.          1029 4432 8811
Tier                Gold (41 nights this year)
Points balance      86,450
Verification code   508 226
Valid until         21:45 AEST

Enter the verification code on the sign-in page to access your account.

Upcoming stay: Harbourview Circular Quay, 14-17 Aug 2025,
confirmation no. 77310942, King Harbour View room, AUD 1,146.00.

Harbourview Hotels Pty Ltd, ABN 51 824 753 556, 7 Macquarie Pl, Sydney NSW 2000
""",
    html="""<html><body style="font-family:Garamond,Georgia,serif;background:#eef3f7;color:#1b2a38">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#12355b;color:#e7c27d;padding:18px 24px;font-size:20px;letter-spacing:2px">HARBOURVIEW REWARDS</td></tr>
<tr><td style="padding:24px">
<p>Dear Mr. Kovac,</p>
<table width="100%" cellpadding="8" style="border-collapse:collapse;font-family:Arial,sans-serif;font-size:14px">
<tr style="border-bottom:1px solid #dde5ec"><td style="color:#6b7c8c">Member no.</td><td>1029 4432 8811</td></tr>
<tr style="border-bottom:1px solid #dde5ec"><td style="color:#6b7c8c">Tier</td><td>Gold (41 nights this year)</td></tr>
<tr style="border-bottom:1px solid #dde5ec"><td style="color:#6b7c8c">Points balance</td><td>86,450</td></tr>
<tr style="border-bottom:1px solid #dde5ec;background:#fbf6ea"><td style="color:#6b7c8c">Verification code</td><td style="font-size:20px;font-weight:bold">508 226</td></tr>
<tr><td style="color:#6b7c8c">Valid until</td><td>21:45 AEST</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:13px">Enter the verification code on the sign-in page to access your account.</p>
<p style="font-family:Arial,sans-serif;font-size:13px;color:#445">Upcoming stay: Harbourview Circular Quay, 14&ndash;17 Aug 2025, confirmation no. 77310942, King Harbour View room, AUD 1,146.00.</p>
<p style="font-family:Arial,sans-serif;font-size:10px;color:#8899a8">Harbourview Hotels Pty Ltd, ABN 51 824 753 556, 7 Macquarie Pl, Sydney NSW 2000 &middot;
<a href="https://harbourviewhotels.example/rewards/terms">Programme terms</a></p>
</td></tr></table></body></html>
""",
))

# ---------------------------------------------------------------- 52
M.append(dict(
    kind="mid_sentence_code", otp="317752", link=None,
    frm="Kilig <hello@kilig.example>",
    to="paolo.reyes22@mailbox.example",
    date="2025-02-13 22:18:03 +0800",
    subject="Let's get you verified 💕",
    text_cte="8bit", html_cte="quoted-printable",
    text="""Hi Paolo!

Just pop 31 77 52 into the Kilig app and you're verified - it stays good for 10 minutes, so go go go 😄

Verified profiles get 3x more matches, promise.

Happy (almost) Valentine's!
The Kilig team, Makati City
""",
    html="""<html><body style="font-family:Helvetica,Arial,sans-serif;background:#fff0f5;color:#4a1030">
<div style="max-width:420px;margin:auto;padding:24px;background:#fff;border-radius:20px">
<p style="font-size:26px;color:#e0245e;font-weight:bold">kilig</p>
<p>Hi Paolo!</p>
<p>Just pop <b style="color:#e0245e">31 77 52</b> into the Kilig app and you&rsquo;re verified &ndash; it stays good for 10 minutes, so go go go &#128516;</p>
<p>Verified profiles get 3&times; more matches, promise.</p>
<p>Happy (almost) Valentine&rsquo;s!<br>The Kilig team, Makati City</p>
<p style="font-size:10px;color:#b07a92"><a href="https://kilig.example/settings/notifications" style="color:#b07a92">Notification settings</a></p>
</div></body></html>
""",
))

# ---------------------------------------------------------------- 53
M.append(dict(
    kind="span_digits", otp="904613", link=None,
    frm="Meridian Bank <notifications@meridianbank.example>",
    to="Rosa Delgado <rosa.delgado@mailbox.example>",
    date="2025-10-03 11:07:36 -0500",
    subject="Meridian Online: your one-time passcode",
    text_cte="base64", html_cte="base64",
    text="""Meridian Online

Your one-time passcode is 9 0 4 6 1 3

Use it to finish signing in. It expires in 5 minutes.
Meridian will never ask for your passcode by phone.

Meridian Bank, N.A. Member FDIC. 500 Main St, Fort Worth, TX 76102.
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#1f2a44">
<div style="max-width:480px;margin:auto;padding:24px;border:1px solid #d6dbe6">
<p style="font-size:18px;font-weight:bold;color:#0a4f8f">Meridian Online</p>
<p>Your one-time passcode is</p>
<div style="text-align:center;margin:18px 0">
<span style="display:inline-block;width:36px;padding:8px 0;margin:0 3px;border:1px solid #0a4f8f;font-size:24px;font-weight:bold">9</span>
<span style="display:inline-block;width:36px;padding:8px 0;margin:0 3px;border:1px solid #0a4f8f;font-size:24px;font-weight:bold">0</span>
<span style="display:inline-block;width:36px;padding:8px 0;margin:0 3px;border:1px solid #0a4f8f;font-size:24px;font-weight:bold">4</span>
<span style="display:inline-block;width:36px;padding:8px 0;margin:0 3px;border:1px solid #0a4f8f;font-size:24px;font-weight:bold">6</span>
<span style="display:inline-block;width:36px;padding:8px 0;margin:0 3px;border:1px solid #0a4f8f;font-size:24px;font-weight:bold">1</span>
<span style="display:inline-block;width:36px;padding:8px 0;margin:0 3px;border:1px solid #0a4f8f;font-size:24px;font-weight:bold">3</span>
</div>
<p>Use it to finish signing in. It expires in 5 minutes. Meridian will never ask for your passcode by phone.</p>
<p style="font-size:10px;color:#7d879c">Meridian Bank, N.A. Member FDIC. 500 Main St, Fort Worth, TX 76102. &middot;
<a href="https://www.meridianbank.example/security">Security center</a></p>
</div></body></html>
""",
))

# ---------------------------------------------------------------- 54
M.append(dict(
    kind="mixed_case_code", otp="Xk9TqB2m", link=None,
    frm="The Papercrane Forum <board@papercrane.example>",
    to="origami_wren <wren.h@mailbox.example>",
    date="2025-03-08 17:09:52 +0000",
    subject="Papercrane Forum - confirm your new email address",
    text_cte="7bit",
    text="""Hello origami_wren,

You (or somebody) changed the e-mail address on your Papercrane Forum
account from w.hale@oldmail.example to this address.

To confirm, go to User Control Panel > Profile > Confirm e-mail and type
this code exactly as shown (it is case sensitive):

    Xk9TqB2m

If the code is not entered within 48 hours the change is cancelled and
your old address stays active.

--
The Papercrane Forum - folding since 2004 - 14,302 members, 611,877 posts
Board rules: https://papercrane.example/forum/rules
""",
))

# ---------------------------------------------------------------- 55
M.append(dict(
    kind="security_alert", otp=None, link=None,
    frm="Feria Market <seguridad@feriamarket.example>",
    to="lucas.pereira@mailbox.example",
    date="2025-06-17 22:04:40 -0300",
    subject="New login to your Feria Market account",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Hello Lucas,

We detected a new login in your account:

  When:    17/06/2025 at 22:01 (Brasília time)
  Device:  Chrome 126 on Windows 10
  Where:   São Paulo, SP, Brazil (approx.)
  IP:      189.45.212.18

If it was you, you don't need to do anything.

If you don't recognize this access, secure your account:
https://www.feriamarket.example/security/secure-account?uid=7730214&src=login_alert

Remember: we never ask for your password or verification codes by
e-mail, WhatsApp or phone.

Feria Market Ltda. - CNPJ 12.345.678/0001-90 - Av. Paulista 1842, 15º andar,
São Paulo - SP, 01310-200
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#f2f2f2;color:#333">
<table width="560" align="center" style="background:#fff"><tr><td style="padding:24px">
<p style="font-size:22px;color:#2d9d4b;font-weight:bold">feria market</p>
<p>Hello Lucas,</p>
<p>We detected a new login in your account:</p>
<table cellpadding="5" style="font-size:14px;background:#f7f7f7;width:100%">
<tr><td>When</td><td>17/06/2025 at 22:01 (Bras&iacute;lia time)</td></tr>
<tr><td>Device</td><td>Chrome 126 on Windows 10</td></tr>
<tr><td>Where</td><td>S&atilde;o Paulo, SP, Brazil (approx.)</td></tr>
<tr><td>IP</td><td>189.45.212.18</td></tr>
</table>
<p>If it was you, you don't need to do anything.</p>
<p><a href="https://www.feriamarket.example/security/secure-account?uid=7730214&amp;src=login_alert" style="background:#2d9d4b;color:#fff;padding:10px 20px;text-decoration:none;border-radius:4px">I don't recognize it, secure my account</a></p>
<p style="font-size:12px;color:#777">Remember: we never ask for your password or verification codes by e-mail, WhatsApp or phone.</p>
<p style="font-size:10px;color:#999">Feria Market Ltda. &middot; CNPJ 12.345.678/0001-90 &middot; Av. Paulista 1842, 15&ordm; andar, S&atilde;o Paulo - SP, 01310-200 &middot;
<a href="https://www.feriamarket.example/help">Help</a></p>
</td></tr></table></body></html>
""",
))

# ---------------------------------------------------------------- 56
M.append(dict(
    kind="account_unlock", otp=None,
    link="https://my.brightwave-isp.example/account/unlock?u=BW-4418207&k=7c3e91fa0b2d46c58e1a9f37d0b64e22&exp=1741708800",
    frm="Brightwave Broadband <myaccount@brightwave-isp.example>",
    to="h.mbeki@mailbox.example",
    date="2025-03-10 18:26:03 +0200",
    subject="Your My Brightwave account has been locked",
    text_cte="7bit", html_cte="quoted-printable",
    text="""Dear Mr Mbeki,

Your My Brightwave account (customer no. BW-4418207) was locked after
5 unsuccessful sign-in attempts on 10 March 2025 between 18:14 and 18:25.

To unlock your account, use this link (valid for 24 hours):
https://my.brightwave-isp.example/account/unlock?u=BW-4418207&k=7c3e91fa0b2d46c58e1a9f37d0b64e22&exp=1741708800

Your fibre service (100/100 Mbps, R 899 per month) is not affected.

If you did not try to sign in, please also change your password after
unlocking, or call us on 0860 555 014.

Brightwave Broadband (Pty) Ltd, 15 Bree Street, Cape Town 8001. Reg. 2014/118392/07
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#222">
<div style="max-width:540px;margin:auto;padding:22px;border:1px solid #ddd">
<p style="font-size:20px;color:#ff6f00;font-weight:bold">brightwave</p>
<p>Dear Mr Mbeki,</p>
<p>Your My Brightwave account (customer no. BW-4418207) was locked after 5 unsuccessful sign-in attempts on 10 March 2025 between 18:14 and 18:25.</p>
<p><a href="https://my.brightwave-isp.example/account/unlock?u=BW-4418207&amp;k=7c3e91fa0b2d46c58e1a9f37d0b64e22&amp;exp=1741708800" style="background:#ff6f00;color:#fff;padding:10px 22px;text-decoration:none">Unlock my account</a></p>
<p style="font-size:13px">The link is valid for 24 hours. Your fibre service (100/100 Mbps, R 899 per month) is not affected.</p>
<p style="font-size:13px">If you did not try to sign in, please also change your password after unlocking, or call us on 0860 555 014.</p>
<p style="font-size:11px;color:#888">Brightwave Broadband (Pty) Ltd, 15 Bree Street, Cape Town 8001 &middot; Reg. 2014/118392/07 &middot;
<a href="https://my.brightwave-isp.example/login">My Brightwave</a> &middot; <a href="https://www.brightwave-isp.example/support">Support</a></p>
</div></body></html>
""",
))

# ---------------------------------------------------------------- 57
M.append(dict(
    kind="newsletter_numbers", otp=None, link=None,
    frm="Sunrise Public School Accounts <accounts@sunrisepublicschool.example>",
    to="Mr. Anil Sharma <anil.sharma75@inboxmail.example>",
    date="2025-04-15 16:40:22 +0530",
    subject="Fee Receipt - Aarav Sharma - Class VI B - Q1 2025-26",
    text_cte="8bit", html_cte="base64",
    text="""Respected Parent,

Greetings from Sunrise Public School!

We acknowledge with thanks the receipt of fee for the below mentioned
student. Please find the details:

Receipt No.      : SPS/2025-26/FEE/00871
Admission No.    : 11235
Student Name     : Aarav Sharma
Class / Section  : VI / B
Quarter          : Q1 (April - June 2025)
Tuition Fee      : ₹15,600.00
Transport Fee    : ₹3,000.00 (Route 7, Stop: Sector 21 market)
Total Paid       : ₹18,600.00
Mode             : NEFT, UTR 412398765432
Date             : 14/04/2025

Kindly keep this receipt for your future reference. The Q2 fee is due
on or before 10/07/2025, late fee of ₹50 per day will be applicable
after due date.

For any query, do revert back on 0120-455 5210 (10 AM to 2 PM).

Regards,
Accounts Department
Sunrise Public School, Sector 22, Noida, U.P. - 201301
CBSE Affiliation No. 2132841
""",
    html="""<html><body style="font-family:Times New Roman,serif;color:#000">
<table width="620" border="1" cellpadding="6" style="border-collapse:collapse;font-size:14px">
<tr><td colspan="2" align="center" style="background:#003366;color:#fff"><b>SUNRISE PUBLIC SCHOOL, NOIDA</b><br>FEE RECEIPT 2025-26</td></tr>
<tr><td>Receipt No.</td><td>SPS/2025-26/FEE/00871</td></tr>
<tr><td>Admission No.</td><td>11235</td></tr>
<tr><td>Student Name</td><td>Aarav Sharma</td></tr>
<tr><td>Class / Section</td><td>VI / B</td></tr>
<tr><td>Quarter</td><td>Q1 (April - June 2025)</td></tr>
<tr><td>Tuition Fee</td><td>&#8377;15,600.00</td></tr>
<tr><td>Transport Fee</td><td>&#8377;3,000.00 (Route 7, Stop: Sector 21 market)</td></tr>
<tr><td><b>Total Paid</b></td><td><b>&#8377;18,600.00</b></td></tr>
<tr><td>Mode</td><td>NEFT, UTR 412398765432</td></tr>
<tr><td>Date</td><td>14/04/2025</td></tr>
</table>
<p>Kindly keep this receipt for your future reference. The Q2 fee is due on or before 10/07/2025, late fee of &#8377;50 per day will be applicable after due date.</p>
<p>For any query, do revert back on 0120-455 5210 (10 AM to 2 PM).</p>
<p>Regards,<br>Accounts Department<br>Sunrise Public School, Sector 22, Noida, U.P. - 201301<br>CBSE Affiliation No. 2132841</p>
</body></html>
""",
))

# ---------------------------------------------------------------- 58
M.append(dict(
    kind="crypto_withdrawal", otp="318590", link=None,
    frm="Coinvale Security <security@coinvale.example>",
    to="m.lindgren@mailbox.example",
    date="2025-01-22 06:18:09 +0000",
    subject="Coinvale withdrawal verification",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""Coinvale - Withdrawal verification

You are withdrawing 0.04210000 BTC (approx. EUR 3,912.44)
Network fee: 0.00001800 BTC
Destination: bc1q9h7gzx4m2l8p0y3d5q6w7e8r9t0a1s2d3f4g5h
Order ID: W-20250122-661047

Enter this withdrawal verification code on the confirmation screen:

318590

The code expires in 10 minutes. After verification, withdrawals to a new
address are held for 24 hours for your protection.

Never share this code. Coinvale support will never ask for it.
Coinvale Europe UAB, Konstitucijos pr. 21A, LT-08130 Vilnius. Reg. 305992140.
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#0b1020;color:#d6dcef">
<div style="max-width:540px;margin:auto;padding:26px;background:#121a33">
<p style="font-size:20px;font-weight:bold;color:#6ee7b7">Coinvale</p>
<p><b>Withdrawal verification</b></p>
<table cellpadding="5" style="font-size:13px;color:#d6dcef">
<tr><td>Amount</td><td>0.04210000 BTC (&asymp; &euro;3,912.44)</td></tr>
<tr><td>Network fee</td><td>0.00001800 BTC</td></tr>
<tr><td>Destination</td><td style="font-family:monospace;font-size:12px">bc1q9h7gzx4m2l8p0y3d5q6w7e8r9t0a1s2d3f4g5h</td></tr>
<tr><td>Order ID</td><td>W-20250122-661047</td></tr>
</table>
<p>Enter this withdrawal verification code on the confirmation screen:</p>
<p style="font-size:32px;letter-spacing:7px;color:#fff;text-align:center;background:#1c2747;padding:12px">318590</p>
<p style="font-size:12px;color:#8d98b8">The code expires in 10 minutes. After verification, withdrawals to a new address are held for 24 hours for your protection. Never share this code.</p>
<p style="font-size:10px;color:#5f6a8a">Coinvale Europe UAB, Konstitucijos pr. 21A, LT-08130 Vilnius. Reg. 305992140.</p>
</div></body></html>
""",
))

# ---------------------------------------------------------------- 59
M.append(dict(
    kind="expired_code", otp=None, link=None,
    frm="Tessellate <no-reply@tessellate.example>",
    to="o.bianchi@mailbox.example",
    date="2025-05-09 09:31:47 +0200",
    subject="Your Tessellate code has expired",
    text_cte="7bit",
    text="""Hi Olivia,

The sign-in code we sent you at 09:14 (604 218) has expired and can no
longer be used.

To sign in, go back to the Tessellate app and tap "Send a new code".
We'll email you a fresh one.

Tip: codes are valid for 15 minutes. If our emails take a long time to
arrive, ask your IT team to allowlist no-reply@tessellate.example.

Tessellate Design Tools S.r.l., Via Tortona 37, 20144 Milano. P.IVA 10948270961.
""",
))

# ---------------------------------------------------------------- 60
M.append(dict(
    kind="club_renewal", otp=None, link=None,
    frm="Kingsbridge Chess Club <secretary@kingsbridgechess.example>",
    to="Members <members@lists.kingsbridgechess.example>",
    date="2025-08-25 20:12:00 +0100",
    subject="Membership renewal 2025/26 - fees, fixtures and AGM",
    text_cte="quoted-printable",
    text="""Dear members,

It's that time again - membership for 2025/26 runs 1 September to
31 August. Fees are unchanged from last year:

  Adult ......................... £60
  Concession (student/OAP) ...... £35
  Junior (under 18) ............. £20
  Family (2 adults + juniors) ... £110

Please pay by bank transfer to Kingsbridge Chess Club, sort code 30-94-57,
account 21873364, using your membership number as the reference
(e.g. KCC-0142). Cash or cheque to me on club nights is also fine.

Key dates:
  Tue 2 Sep    First club night, 7:30pm, St Edmund's Hall
  Tue 16 Sep   AGM, 7:00pm (agenda attached in next mail)
  Sat 4 Oct    Devon League Div 2 away at Totnes, board order TBC
  Sat 22 Nov   Kingsbridge Rapidplay, 5 rounds, 25 min + 10 s

ECF membership (Silver, £25.50) is separate - renew at the ECF website.
Current club rating list: 34 players, average 1612.

Thanks to everyone who helped with the summer simul (27 boards!).

Peter Halloran
Hon. Secretary, Kingsbridge Chess Club
12 Fore Street, Kingsbridge, Devon TQ7 1NY - 07700 900418
""",
))


# ====================================================================
# Building and validation
# ====================================================================

class _Links(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.hrefs, self.alts = [], []

    def handle_starttag(self, tag, attrs):
        for k, v in attrs:
            if k == "href" and v is not None:
                self.hrefs.append(v)
            if k == "alt" and v:
                self.alts.append(v)


def html_info(h):
    p = _Links()
    p.feed(h)
    p.close()
    return p.hrefs, p.alts


def strip_tags(h):
    h = re.sub(r"(?is)<(script|style)[^>]*>.*?</\1>", " ", h)
    return htmlmod.unescape(re.sub(r"<[^>]+>", "", h))


SEP = re.compile(r"[\s\-.\u00a0\u2009\u202f]+")


def norm(s):
    return SEP.sub("", s)


def to_date(s):
    dt = datetime.datetime.strptime(s, "%Y-%m-%d %H:%M:%S %z")
    return email.utils.format_datetime(dt)


def domain_of(addr):
    return email.utils.parseaddr(addr)[1].split("@")[-1]


def build(m, n):
    msg = EmailMessage()
    msg["From"] = m["frm"]
    msg["To"] = m["to"]
    msg["Subject"] = m["subject"]
    msg["Date"] = to_date(m["date"])
    dom = domain_of(m["frm"])
    msg["Message-ID"] = "<%s.%04d.%s@%s>" % (
        m["date"][:10].replace("-", ""), n, format(zlib.crc32(m["subject"].encode()), "08x"), dom)
    msg["MIME-Version"] = "1.0"
    for k, v in m.get("headers", {}).items():
        msg[k] = v
    text, html = m.get("text"), m.get("html")
    img = m.get("image")
    if text is not None:
        msg.set_content(text, cte=m.get("text_cte", "quoted-printable"))
        if html is not None:
            msg.add_alternative(html, subtype="html", cte=m.get("html_cte", "quoted-printable"))
    else:
        msg.set_content(html, subtype="html", cte=m.get("html_cte", "quoted-printable"))
    if img:
        png = make_png(img["w"], img["h"], img["rgb"], img.get("stripe"))
        target = msg.get_payload()[1] if text is not None else msg
        target.add_related(png, "image", "png", cid="<%s>" % img["cid"],
                           disposition="inline", filename=img["cid"].split("@")[0] + ".png")
    return msg


def check(m, raw, fname):
    errs = []
    parsed = email.message_from_bytes(raw, policy=email.policy.default)
    for part in parsed.walk():
        if part.defects:
            errs.append("defects in %s: %r" % (part.get_content_type(), part.defects))
    texts, htmls = [], []
    for part in parsed.walk():
        ct = part.get_content_type()
        if part.is_multipart():
            continue
        content = part.get_content()
        if ct == "text/plain":
            texts.append(content)
        elif ct == "text/html":
            htmls.append(content)
    subject = str(parsed["Subject"])
    if subject != m["subject"]:
        errs.append("subject mismatch")
    hrefs, alts = [], []
    for h in htmls:
        a, b = html_info(h)
        hrefs += a
        alts += b
    body_plain = "\n".join(texts + [strip_tags(h) for h in htmls])
    everything = "\n".join([subject, body_plain] + alts)
    otp = m["otp"]
    if otp is not None:
        if otp not in everything and otp not in norm(everything):
            errs.append("otp %r not found" % otp)
        if m["kind"] == "subject_only":
            if otp in norm(body_plain) or otp in norm(" ".join(alts)):
                errs.append("subject_only code also in body")
            if otp not in norm(subject):
                errs.append("subject_only code not in subject")
        if m["kind"] == "alt_text_only":
            if otp in norm(body_plain) or otp in norm(subject):
                errs.append("alt_text_only code outside alt")
            if not any(otp in norm(a) for a in alts):
                errs.append("alt_text_only code not in alt")
    if m["kind"] == "no_code_word":
        allraw = (subject + "\n" + "\n".join(texts + htmls)).lower()
        if "code" in allraw:
            errs.append("no_code_word mail contains 'code'")
    link = m["link"]
    if link is not None:
        if link not in hrefs:
            errs.append("link not among hrefs")
        for alt in m.get("link_alt", []):
            if alt not in hrefs and alt not in "\n".join(texts) and alt not in body_plain:
                errs.append("link_alt %r not found" % alt)
    for u in hrefs + re.findall(r"https?://[^\s<>\"]+", "\n".join(texts)):
        host = re.match(r"https?://([^/?#:]+)", u)
        if host and not re.search(r"\.(example|test|invalid)$", host.group(1)):
            errs.append("non-reserved domain in %s" % u)
    for addr in (m["frm"], m["to"]):
        if not re.search(r"\.(example|test|invalid)$", domain_of(addr)):
            errs.append("non-reserved address domain %s" % addr)
    return ["%s: %s" % (fname, e) for e in errs]


def main():
    assert len(M) == 60, len(M)
    errors = []
    labels = []
    fams = {}
    for i, m in enumerate(M, 1):
        fname = "%s-%04d.eml" % (PREFIX, i)
        msg = build(m, i)
        raw = msg.as_bytes(policy=email.policy.default.clone(linesep="\r\n" if i % 3 == 0 else "\n"))
        with open(os.path.join(HERE, fname), "wb") as fh:
            fh.write(raw)
        errors += check(m, raw, fname)
        fams[m["kind"]] = fams.get(m["kind"], 0) + 1
        rec = {"file": fname, "otp": m["otp"], "link": m["link"], "kind": m["kind"],
               "lang": m.get("lang", "en"),
               "family": "%s-%s-%02d" % (PREFIX, m["kind"], fams[m["kind"]])}
        if m.get("link_alt"):
            rec["link_alt"] = m["link_alt"]
        labels.append(rec)
    with open(os.path.join(HERE, "labels.jsonl"), "w", encoding="utf-8") as fh:
        for rec in labels:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    if errors:
        print("\n".join(errors))
        sys.exit(1)
    code = sum(1 for r in labels if r["otp"])
    link = sum(1 for r in labels if r["link"])
    neither = sum(1 for r in labels if not r["otp"] and not r["link"])
    print("OK: %d messages, code %d, link %d, both %d, neither %d" % (
        len(labels), code, link, sum(1 for r in labels if r["otp"] and r["link"]), neither))


if __name__ == "__main__":
    main()
