#!/usr/bin/env python3
"""Hand-written English test mail for a one-time-code / magic-link extractor.

Every message below is written by hand as Python data.  Running this script
writes kk-NNNN.eml files plus labels.jsonl into this directory and validates
them (parse without defects, code present in decoded content, link present as
an href).  Standard library only.
"""
import html as htmlmod
import json
import os
import random
import re
import struct
import sys
import zlib
from email import policy
from email.message import EmailMessage
from email.parser import BytesParser
from html.parser import HTMLParser

OUT = os.path.dirname(os.path.abspath(__file__))
PREFIX = "kk"
MESSAGES = []


def add(**kw):
    MESSAGES.append(kw)


# ---------------------------------------------------------------------------
# 1. no_code_word -- US carrier, plain text
# ---------------------------------------------------------------------------
add(
    kind="no_code_word",
    otp="4821", shown="4821", link=None,
    frm="Corvane Mobile <no-reply@notify.corvanemobile.example>",
    to="dana.whitfield@mailbox.example",
    date="Tue, 07 Oct 2025 08:14:09 -0400",
    subject="Your My Corvane sign-in",
    text_cte="7bit",
    text="""Hi Dana,

Use 4821 to continue signing in to My Corvane.

This number works once and expires in 10 minutes. If you didn't try to
sign in, you can ignore this email -- nobody can get into your account
without it.

Account ending in 7730
Plan: Unlimited Plus (2 lines)

Corvane Mobile will never call or text you to ask for this number.

--
Corvane Mobile, 1200 Harbor Blvd, Suite 400, Tampa, FL 33602
Questions? Call 1-800-555-0142 or dial 611 from your Corvane phone.
You're receiving this service email because of activity on your account.
""",
)

# ---------------------------------------------------------------------------
# 2. no_code_word -- Indian wallet, "one-time password"
# ---------------------------------------------------------------------------
add(
    kind="no_code_word",
    otp="739204", shown="739204", link=None,
    frm="PaySetu <alerts@txn.paysetu.example>",
    to="rahul.menon91@inboxmail.example",
    date="Sat, 11 Oct 2025 21:03:52 +0530",
    subject="PaySetu login: one-time password",
    headers={"X-Priority": "1"},
    text_cte="quoted-printable",
    html_cte="quoted-printable",
    text="""Dear Customer,

739204 is your one-time password (OTP) to log in to PaySetu on a new device.
Valid for 5 minutes. Do not share this OTP with anyone, including PaySetu staff.

Login attempt: 11-Oct-2025 21:03 IST, Android, Pune

Wallet balance alerts are sent for transactions above \u20b910,000.

PaySetu Payments Pvt. Ltd., 4th Floor, Prestige Tech Park, Outer Ring Road,
Bengaluru 560103. CIN U67190KA2019PTC123456.
Customer care: 080-4567-1200 (9 AM \u2013 9 PM)
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#222;background:#f4f6fb">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" style="background:#fff;border-radius:6px" cellpadding="24">
<tr><td><img src="https://cdn.paysetu.example/mail/logo-v3.png" alt="PaySetu" width="120"></td></tr>
<tr><td>
<p>Dear Customer,</p>
<p><b style="font-size:20px">739204</b> is your one-time password (OTP) to log in to PaySetu on a new device.</p>
<p>Valid for 5 minutes. Do not share this OTP with anyone, including PaySetu staff.</p>
<p style="color:#666;font-size:13px">Login attempt: 11-Oct-2025 21:03 IST, Android, Pune</p>
<p style="color:#666;font-size:13px">Wallet balance alerts are sent for transactions above &#8377;10,000.</p>
</td></tr>
<tr><td style="font-size:11px;color:#888">PaySetu Payments Pvt. Ltd., 4th Floor, Prestige Tech Park, Outer Ring Road,
Bengaluru 560103. CIN U67190KA2019PTC123456.<br>Customer care: 080-4567-1200 (9 AM &ndash; 9 PM) |
<a href="https://www.paysetu.example/grievance">Grievance redressal</a></td></tr>
</table></td></tr></table></body></html>
""",
)

# ---------------------------------------------------------------------------
# 3. no_code_word -- Canadian bookkeeping SaaS, "enter ... on the page"
# ---------------------------------------------------------------------------
add(
    kind="no_code_word",
    otp="316958", shown="316 958", link=None,
    frm="Ledgerly <hello@ledgerly.example>",
    to="marc.tremblay@tremblayplumbing.example",
    date="Mon, 13 Oct 2025 10:41:27 -0400",
    subject="Almost there \u2014 finish creating your Ledgerly account",
    text_cte="8bit",
    html_cte="quoted-printable",
    text="""Almost there, Marc!

To finish signing up, enter 316 958 on the page you came from.

Didn't sign up for Ledgerly? Someone may have typed your address by mistake.
You can ignore this message.

Ledgerly Software Inc. \u00b7 330 Bay Street, Suite 1100, Toronto, ON M5H 2S8
""",
    html="""<!doctype html>
<html><head><meta charset="utf-8"><title>Ledgerly</title></head>
<body style="margin:0;padding:0;background:#ffffff;font-family:'Helvetica Neue',Helvetica,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">One more step to get your books in order.</div>
<div style="max-width:520px;margin:0 auto;padding:32px 20px">
  <img src="https://static.ledgerly.example/email/wordmark.png" alt="Ledgerly" height="28">
  <h1 style="font-size:22px;font-weight:600;margin:28px 0 12px">Almost there, Marc!</h1>
  <p style="font-size:15px;line-height:1.5">To finish signing up, enter this on the page you came from:</p>
  <div style="font-size:30px;letter-spacing:4px;font-weight:700;background:#f1f5f4;padding:16px 0;text-align:center;border-radius:8px">316 958</div>
  <p style="font-size:13px;color:#6b7280;line-height:1.5;margin-top:24px">Didn't sign up for Ledgerly? Someone may have typed your address by mistake. You can ignore this message.</p>
  <hr style="border:none;border-top:1px solid #e5e7eb;margin:28px 0">
  <p style="font-size:11px;color:#9ca3af">Ledgerly Software Inc. &middot; 330 Bay Street, Suite 1100, Toronto, ON M5H 2S8<br>
  <a href="https://ledgerly.example/legal/privacy" style="color:#9ca3af">Privacy</a> &middot; <a href="https://help.ledgerly.example/" style="color:#9ca3af">Help centre</a></p>
</div>
</body></html>
""",
)

# ---------------------------------------------------------------------------
# 4. no_code_word -- Australian health fund, passcode, HTML only, base64
# ---------------------------------------------------------------------------
add(
    kind="no_code_word",
    otp="55190238", shown="55190238", link=None,
    frm="Wattle Health <security@members.wattlehealth.example>",
    to="k.nguyen@bigpond-mail.example",
    date="Thu, 16 Oct 2025 07:22:05 +1100",
    subject="Your Wattle Health passcode",
    html_cte="base64",
    html="""<html>
<body style="font-family:Verdana,Geneva,sans-serif;font-size:14px;color:#1d2b36">
<table role="presentation" width="600" align="center" cellspacing="0" cellpadding="0" style="border:1px solid #d7e3df">
 <tr><td style="background:#2f6b4f;padding:18px 24px;color:#fff;font-size:18px">Wattle Health</td></tr>
 <tr><td style="padding:24px">
  <p>G'day Kim,</p>
  <p>You're signing in to the Wattle Health member app. Your passcode is:</p>
  <p style="font-size:26px;font-family:Consolas,monospace;font-weight:bold;color:#2f6b4f">55190238</p>
  <p>It can be used once and expires at 7:37am AEDT.</p>
  <p>If this wasn't you, please call us on 13 24 80 straight away.</p>
 </td></tr>
 <tr><td style="padding:16px 24px;background:#f3f7f5;font-size:11px;color:#55636d">
  Member no. 40718822 &nbsp;|&nbsp; Policy: Gold Hospital + Extras 60<br>
  Wattle Health Fund Ltd ABN 12 345 678 901, Level 9, 80 Collins Street, Melbourne VIC 3000.<br>
  <a href="https://www.wattlehealth.example/privacy">Privacy policy</a> &middot;
  <a href="https://www.wattlehealth.example/contact">Contact us</a>
 </td></tr>
</table>
</body></html>
""",
)

# ---------------------------------------------------------------------------
# 5. no_code_word -- online game, "Here's your number", big box
# ---------------------------------------------------------------------------
add(
    kind="no_code_word",
    otp="381406", shown="381 406", link=None,
    frm="Skyforge Online <account@skyforge-online.example>",
    to="tomasz.k@freemail.example",
    date="Sun, 19 Oct 2025 23:48:11 +0000",
    subject="Here's your number",
    text_cte="7bit",
    html_cte="quoted-printable",
    text="""Here's your number, Commander.

381 406

Type it into the Skyforge launcher to finish logging in on this PC.
It expires in 15 minutes.

Launcher login from: Windows 11, Manchester, United Kingdom
Time: 19 Oct 2025, 23:47 UTC

Season 14 "Ashfall" ends in 9 days. Good hunting.

Skyforge Online is a trademark of Ironbell Studios Ltd, 22 Quay Street,
Manchester M3 3JE. Support: https://support.skyforge-online.example
""",
    html="""<html><body style="background:#0d1117;margin:0;padding:0">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#0d1117"><tr><td align="center" style="padding:40px 10px">
<table width="480" cellpadding="0" cellspacing="0" style="background:#161b22;border:1px solid #30363d">
<tr><td style="padding:28px;text-align:center"><img src="https://cdn.skyforge-online.example/mail/crest.png" width="64" height="64" alt=""></td></tr>
<tr><td style="padding:0 28px;color:#e6edf3;font-family:Tahoma,sans-serif;font-size:18px;text-align:center">Here's your number, Commander.</td></tr>
<tr><td style="padding:24px 28px" align="center">
  <table cellpadding="0" cellspacing="0"><tr><td style="border:2px solid #f0b429;padding:18px 40px;color:#f0b429;font-family:'Courier New',monospace;font-size:40px;font-weight:bold">381 406</td></tr></table>
</td></tr>
<tr><td style="padding:0 28px 24px;color:#8b949e;font-family:Tahoma,sans-serif;font-size:14px;text-align:center">
Type it into the Skyforge launcher to finish logging in on this PC. It expires in 15 minutes.<br><br>
Launcher login from: Windows 11, Manchester, United Kingdom<br>Time: 19 Oct 2025, 23:47 UTC</td></tr>
<tr><td style="padding:16px 28px;background:#0d1117;color:#6e7681;font-family:Tahoma,sans-serif;font-size:11px;text-align:center">
Season 14 &ldquo;Ashfall&rdquo; ends in 9 days. Good hunting.<br>
Ironbell Studios Ltd, 22 Quay Street, Manchester M3 3JE &middot; <a href="https://support.skyforge-online.example" style="color:#6e7681">Support</a>
&middot; <a href="https://discord.skyforge-online.example/invite" style="color:#6e7681">Discord</a></td></tr>
</table></td></tr></table>
<img src="https://t.skyforge-online.example/o/8f3a1c9e2b/open.gif" width="1" height="1" alt="">
</body></html>
""",
)

# ---------------------------------------------------------------------------
# 6. username_digits -- cycling forum, plain text 8bit
# ---------------------------------------------------------------------------
add(
    kind="username_digits",
    otp="662019", shown="662019", link=None,
    frm="Ridgeline MTB Forum <forum@ridgelinemtb.example>",
    to="dave.hollis@posteo-like.example",
    date="Wed, 22 Oct 2025 18:05:40 +0100",
    subject="Ridgeline MTB Forum - verification code",
    text_cte="8bit",
    text="""Hi mtbdave84,

Someone (hopefully you) is trying to log in to Ridgeline MTB Forum from a
browser we haven't seen before.

Your verification code: 662019

Enter it on the login page within 20 minutes. If it wasn't you, change your
password from your profile page \u2013 the code alone isn't enough to get in.

Member since: March 2014 \u00b7 Posts: 2,318 \u00b7 Rep: 4,092

Cheers,
The Ridgeline mods

Ridgeline MTB Forum is run by volunteers. Hosting kindly sponsored by
Peak Cycles, 14 Market Place, Keswick CA12 5BQ.
""",
)

# ---------------------------------------------------------------------------
# 7. username_digits -- Indian marketplace listing approval (no code)
# ---------------------------------------------------------------------------
add(
    kind="username_digits",
    otp=None, shown=None, link=None,
    frm="Bazaarly <listings@bazaarly.example>",
    to="priya.raghavan@inboxmail.example",
    date="Fri, 24 Oct 2025 12:30:00 +0530",
    subject="Your ad is live: Sheesham wood study table",
    text_cte="quoted-printable",
    html_cte="quoted-printable",
    text="""Hello priya_r1987,

Good news! Your ad is now live on Bazaarly.

Ad title: Sheesham wood study table with drawer
Ad ID: 88310245
Price: \u20b94,500 (negotiable)
Location: Koramangala 5th Block, Bengaluru 560095
Expires on: 23 Nov 2025

Tip: ads with 4 or more photos get up to 3x more chats.

View your ad: https://www.bazaarly.example/item/88310245
Manage ads: https://www.bazaarly.example/myads

Team Bazaarly
Bazaarly Classifieds Pvt Ltd, 7th Floor, Embassy Golf Links, Bengaluru 560071
""",
    html="""<html><body style="font-family:Roboto,Arial,sans-serif;color:#002f34">
<div style="max-width:600px;margin:auto">
<div style="background:#23e5db;padding:14px 20px;font-weight:bold;font-size:20px">Bazaarly</div>
<div style="padding:20px">
<p>Hello <b>priya_r1987</b>,</p>
<p>Good news! Your ad is now live on Bazaarly.</p>
<table cellpadding="6" style="border-collapse:collapse;font-size:14px">
<tr><td style="color:#7f9799">Ad title</td><td>Sheesham wood study table with drawer</td></tr>
<tr><td style="color:#7f9799">Ad ID</td><td>88310245</td></tr>
<tr><td style="color:#7f9799">Price</td><td>&#8377;4,500 (negotiable)</td></tr>
<tr><td style="color:#7f9799">Location</td><td>Koramangala 5th Block, Bengaluru 560095</td></tr>
<tr><td style="color:#7f9799">Expires on</td><td>23 Nov 2025</td></tr>
</table>
<p style="background:#fff7e0;padding:10px">Tip: ads with 4 or more photos get up to 3x more chats.</p>
<p><a href="https://www.bazaarly.example/item/88310245?utm_source=email&amp;utm_campaign=ad_live" style="background:#002f34;color:#fff;padding:10px 18px;text-decoration:none;border-radius:4px">View your ad</a>
&nbsp; <a href="https://www.bazaarly.example/myads">Manage ads</a></p>
</div>
<div style="font-size:11px;color:#7f9799;padding:20px;border-top:1px solid #eee">Bazaarly Classifieds Pvt Ltd, 7th Floor, Embassy Golf Links, Bengaluru 560071<br>
<a href="https://www.bazaarly.example/notifications/settings?u=priya_r1987">Email settings</a></div>
</div></body></html>
""",
)

# ---------------------------------------------------------------------------
# 8. username_digits -- game store guard code, letters and digits
# ---------------------------------------------------------------------------
add(
    kind="username_digits",
    otp="W4KD9", shown="W4KD9", link=None,
    frm="Vaultgate Support <noreply@vaultgate.example>",
    to="liam.oconnor2007@mailbox.example",
    date="Sat, 25 Oct 2025 16:12:33 -0700",
    subject="Your Vaultgate account: access from new computer",
    text_cte="7bit",
    html_cte="7bit",
    text="""Dear xXdragon2007Xx,

Here is the Vaultgate Guard code you need to login to account xxdragon2007xx:

W4KD9

This email was generated because of a login attempt from a web or mobile
device located at 203.0.113.58 (CA). The login attempt included your correct
account name and password.

The Vaultgate Guard code is required to complete the login. No one can
access your account without also accessing this email.

If you are not attempting to login then please change your Vaultgate
password, and consider changing your email password as well.

Thanks,
The Vaultgate Team
""",
    html="""<html><body style="background:#1b2838;color:#c6d4df;font-family:Arial,Helvetica,sans-serif;font-size:14px">
<table width="540" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:20px 0"><img src="https://store.vaultgate.example/public/email/logo_vg.png" alt="Vaultgate" width="160"></td></tr>
<tr><td style="background:#17212b;padding:24px">
<p style="font-size:18px;color:#ffffff">Dear xXdragon2007Xx,</p>
<p>Here is the Vaultgate Guard code you need to login to account xxdragon2007xx:</p>
<p style="font-size:28px;color:#ffffff;font-weight:bold;letter-spacing:3px;background:#3d4450;padding:12px;text-align:center">W4KD9</p>
<p>This email was generated because of a login attempt from a web or mobile device located at 203.0.113.58 (CA). The login attempt included your correct account name and password.</p>
<p>The Vaultgate Guard code is required to complete the login. <span style="color:#ffffff">No one can access your account without also accessing this email.</span></p>
<p>If you are not attempting to login then please change your Vaultgate password, and consider changing your email password as well.</p>
<p>Thanks,<br>The Vaultgate Team</p>
</td></tr>
<tr><td style="padding:18px 0;font-size:11px;color:#8f98a0">
<a href="https://help.vaultgate.example/en/faqs/guard" style="color:#8f98a0">Vaultgate Guard FAQ</a> |
<a href="https://store.vaultgate.example/privacy_agreement" style="color:#8f98a0">Privacy Policy</a> |
<a href="https://store.vaultgate.example/subscriber_agreement" style="color:#8f98a0">Legal</a><br>
Vaultgate Corporation, 1500 4th Ave, Seattle, WA 98101</td></tr>
</table></body></html>
""",
)

# ---------------------------------------------------------------------------
# 9. booking_ref -- Irish airline booking confirmation (no code)
# ---------------------------------------------------------------------------
add(
    kind="booking_ref",
    otp=None, shown=None, link=None,
    frm="Aer Celtica <bookings@aerceltica.example>",
    to="aoife.brennan@eircom-mail.example",
    date="Mon, 27 Oct 2025 09:58:16 +0000",
    subject="Booking confirmed: Dublin to London Heathrow \u2013 QX7T2M",
    text_cte="quoted-printable",
    html_cte="quoted-printable",
    text="""Thanks for booking with Aer Celtica

Booking reference: QX7T2M

OUTBOUND  Fri 21 Nov 2025
EC 214  Dublin (DUB) T2 07:40  ->  London Heathrow (LHR) T2 08:55
Fare: Saver  |  Cabin bag 7kg included

RETURN  Sun 23 Nov 2025
EC 219  London Heathrow (LHR) T2 19:25  ->  Dublin (DUB) T2 20:40

Passenger: MS AOIFE BRENNAN
E-ticket: 123-4567890123
Total paid: \u20ac142.38 (Visa ending 5521)

Online check-in opens 24 hours before departure.
Manage booking: https://www.aerceltica.example/manage?pnr=QX7T2M&surname=BRENNAN

Aer Celtica DAC, Dublin Airport, Co. Dublin, K67 X2Y6. Registered in Ireland No. 602117.
""",
    html="""<html><body style="font-family:Georgia,serif;background:#eef3f1">
<table width="620" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="background:#006a4e;color:#fff;padding:20px 28px;font-size:22px">Aer Celtica</td></tr>
<tr><td style="padding:24px 28px;font-family:Arial,sans-serif">
<h2 style="margin:0 0 6px">Thanks for booking with us, Aoife</h2>
<p style="margin:0 0 18px;color:#555">Your booking reference is <b style="font-size:20px;color:#006a4e">QX7T2M</b></p>
<table width="100%" cellpadding="8" style="border-collapse:collapse;font-size:14px">
<tr style="background:#f4f8f6"><th align="left">Flight</th><th align="left">Date</th><th align="left">From</th><th align="left">To</th></tr>
<tr><td>EC 214</td><td>Fri 21 Nov 2025</td><td>Dublin (DUB) T2 07:40</td><td>London Heathrow (LHR) T2 08:55</td></tr>
<tr><td>EC 219</td><td>Sun 23 Nov 2025</td><td>London Heathrow (LHR) T2 19:25</td><td>Dublin (DUB) T2 20:40</td></tr>
</table>
<p style="font-size:14px">Passenger: MS AOIFE BRENNAN<br>E-ticket: 123-4567890123<br>Fare: Saver, cabin bag 7kg included<br>
Total paid: &euro;142.38 (Visa ending 5521)</p>
<p><a href="https://www.aerceltica.example/manage?pnr=QX7T2M&amp;surname=BRENNAN" style="background:#006a4e;color:#fff;padding:10px 20px;text-decoration:none">Manage booking</a>
&nbsp; <a href="https://www.aerceltica.example/checkin">Check in online</a></p>
<p style="font-size:12px;color:#777">Online check-in opens 24 hours before departure.</p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#888;font-family:Arial,sans-serif;border-top:1px solid #ddd">
Aer Celtica DAC, Dublin Airport, Co. Dublin, K67 X2Y6. Registered in Ireland No. 602117.<br>
<a href="https://www.aerceltica.example/conditions-of-carriage">Conditions of carriage</a> &middot; <a href="https://www.aerceltica.example/privacy">Privacy</a></td></tr>
</table></body></html>
""",
)

# ---------------------------------------------------------------------------
# 10. booking_ref -- UK rail e-ticket, plain text (no code)
# ---------------------------------------------------------------------------
add(
    kind="booking_ref",
    otp=None, shown=None, link=None,
    frm="Northmoor Trains <tickets@northmoortrains.example>",
    to="s.patel@btmail.example",
    date="Tue, 28 Oct 2025 19:20:44 +0000",
    subject="Your tickets: York to London King's Cross, 04 Nov",
    text_cte="quoted-printable",
    text="""Hello Sunil,

Thank you for your booking. Please keep this email for your records.

Ticket collection reference: K8R4TZ2P
Collect your tickets from any ticket machine at York station using the
card you paid with (Mastercard ending 0917) and the reference above.

Journey
Tue 04 Nov 2025  York 06:52 -> London King's Cross 08:46
Change: none   Operator: Northmoor Trains
Reservation: Coach C, Seat 42 (window, forward facing)

Ticket: Advance Single, Standard Class, Adult
Railcard: 16-25 (1/3 off)
Price: \u00a356.40

Transaction ID: 6610-2281-0043
Booked: 28 Oct 2025 19:18

Delay Repay: if you're delayed by 15 minutes or more you may be able to claim.
Visit northmoortrains.example/delayrepay within 28 days.

Northmoor Trains Limited, Station Rise, York YO1 6GA.
Registered in England and Wales No. 09876543.
""",
)

# ---------------------------------------------------------------------------
# 11. booking_ref -- Singapore hotel reservation (no code)
# ---------------------------------------------------------------------------
add(
    kind="booking_ref",
    otp=None, shown=None, link=None,
    frm="Harbourview Hotel Singapore <reservations@harbourview-sg.example>",
    to="jennifer.lau@corpmail.example",
    date="Wed, 29 Oct 2025 14:07:02 +0800",
    subject="Reservation confirmation #48219375",
    text_cte="7bit",
    html_cte="quoted-printable",
    text="""Dear Ms Lau,

Thank you for choosing Harbourview Hotel Singapore. We are pleased to confirm
your reservation.

Confirmation number: 48219375
Arrival: Thursday, 11 December 2025 (check-in from 3:00 PM)
Departure: Sunday, 14 December 2025 (check-out by 12:00 PM)
Room: Deluxe King, Marina View, non-smoking
Guests: 2 adults
Rate: SGD 389.00++ per night, breakfast included
Total estimated: SGD 1,373.29 (incl. 10% service charge and 9% GST)

Cancellation: free until 9 December 2025, 6:00 PM local time.

To modify your stay: https://www.harbourview-sg.example/reservations/48219375

Harbourview Hotel Singapore, 8 Marina Boulevard, Singapore 018981
Tel +65 6555 0188 | reservations@harbourview-sg.example
""",
    html="""<html><body style="font-family:'Times New Roman',serif;color:#2b2b2b">
<table width="600" align="center" cellpadding="20" style="border:1px solid #c8b98f">
<tr><td align="center"><img src="https://www.harbourview-sg.example/img/email/hh-logo-gold.png" alt="Harbourview Hotel Singapore" width="220"></td></tr>
<tr><td>
<p>Dear Ms Lau,</p>
<p>Thank you for choosing Harbourview Hotel Singapore. We are pleased to confirm your reservation.</p>
<table cellpadding="5" style="font-family:Arial,sans-serif;font-size:13px">
<tr><td><b>Confirmation number</b></td><td>48219375</td></tr>
<tr><td><b>Arrival</b></td><td>Thursday, 11 December 2025 (check-in from 3:00 PM)</td></tr>
<tr><td><b>Departure</b></td><td>Sunday, 14 December 2025 (check-out by 12:00 PM)</td></tr>
<tr><td><b>Room</b></td><td>Deluxe King, Marina View, non-smoking</td></tr>
<tr><td><b>Guests</b></td><td>2 adults</td></tr>
<tr><td><b>Rate</b></td><td>SGD 389.00++ per night, breakfast included</td></tr>
<tr><td><b>Total estimated</b></td><td>SGD 1,373.29 (incl. 10% service charge and 9% GST)</td></tr>
</table>
<p style="font-size:13px">Cancellation: free until 9 December 2025, 6:00 PM local time.</p>
<p><a href="https://www.harbourview-sg.example/reservations/48219375">Modify or cancel your stay</a></p>
</td></tr>
<tr><td style="font-size:11px;color:#777;font-family:Arial,sans-serif;text-align:center">Harbourview Hotel Singapore, 8 Marina Boulevard, Singapore 018981<br>Tel +65 6555 0188</td></tr>
</table></body></html>
""",
)

# ---------------------------------------------------------------------------
# 12. booking_ref -- Philippine airline sign-in code naming a booking
# ---------------------------------------------------------------------------
add(
    kind="booking_ref",
    otp="550812", shown="550 812", link=None,
    frm="Skylark Airways <no-reply@myaccount.skylarkair.example>",
    to="mariel.santos@yahoo-like.example",
    date="Thu, 30 Oct 2025 06:31:19 +0800",
    subject="Verify it's you to manage booking LHX9QZ",
    text_cte="8bit",
    html_cte="base64",
    text="""Mabuhay, Mariel!

You're signing in to manage booking LHX9QZ
Manila (MNL) \u2192 Singapore (SIN), Sun 14 Dec 2025, 5J 803, departs 09:15

Your verification code is 550 812

It's valid for 10 minutes. Never share it with anyone, even if they say
they're from Skylark Airways.

Skylark Airways Inc., Skylark Tower, 2350 Macapagal Ave, Pasay City 1300
Hotline (+632) 8555 0800
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#fafafa">
<center>
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-top:6px solid #fdb913">
<tr><td style="padding:24px 32px"><img src="https://img.skylarkair.example/brand/skylark-logo.png" alt="Skylark Airways" width="150"></td></tr>
<tr><td style="padding:0 32px"><p style="font-size:20px;font-weight:bold">Mabuhay, Mariel!</p>
<p>You're signing in to manage booking <b>LHX9QZ</b></p>
<table cellpadding="6" style="background:#f6f6f6;width:100%;font-size:13px"><tr>
<td>Manila (MNL) &rarr; Singapore (SIN)</td><td>Sun 14 Dec 2025</td><td>5J 803</td><td>Departs 09:15</td></tr></table>
<p style="margin-top:24px">Your verification code is</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:6px;color:#0a3d91;margin:0">550 812</p>
<p style="font-size:13px;color:#666">It's valid for 10 minutes. Never share it with anyone, even if they say they're from Skylark Airways.</p>
</td></tr>
<tr><td style="padding:20px 32px;font-size:11px;color:#999">Skylark Airways Inc., Skylark Tower, 2350 Macapagal Ave, Pasay City 1300 &middot; Hotline (+632) 8555 0800<br>
<a href="https://www.skylarkair.example/privacy-notice">Privacy notice</a></td></tr>
</table></center></body></html>
""",
)

# ---------------------------------------------------------------------------
# 13. booking_ref -- Canadian car rental, PIN to view a reservation
# ---------------------------------------------------------------------------
add(
    kind="booking_ref",
    otp="304719", shown="304719", link=None,
    frm="Roadeo Car Rental <myreservations@roadeo.example>",
    to="g.campbell@shaw-mail.example",
    date="Fri, 31 Oct 2025 17:44:50 -0400",
    subject="Your one-time PIN for reservation ZR88214",
    text_cte="7bit",
    text="""Hello Graham,

We received a request to view reservation ZR88214 online.

Your one-time PIN: 304719

Enter this PIN on the Find a Reservation page. It expires in 30 minutes.

Reservation summary
  Pick-up:  Toronto Pearson Airport (YYZ), Terminal 1 parking garage, Level 1
            Sat 08 Nov 2025, 11:30
  Return:   Same location, Wed 12 Nov 2025, 11:30
  Vehicle:  Intermediate SUV (Toyota RAV4 or similar), Group IFAR
  Estimated total: CA$412.87 incl. HST

Need help? 1-888-555-0133 (24/7)

Roadeo Car Rental Canada Ltd., 6050 Airport Rd, Mississauga, ON L4V 1E5
""",
)

# ---------------------------------------------------------------------------
# 14. newsletter_numbers -- UK shop order confirmation
# ---------------------------------------------------------------------------
add(
    kind="newsletter_numbers",
    otp=None, shown=None, link=None,
    frm="Harlow & Finch <orders@harlowandfinch.example>",
    to="emma.clarke@mailbox.example",
    date="Sat, 01 Nov 2025 11:02:37 +0000",
    subject="Thanks for your order HF-2025-118204",
    text_cte="quoted-printable",
    html_cte="quoted-printable",
    text="""Hi Emma,

Thanks for shopping with Harlow & Finch. We've received your order and
we're getting it ready.

Order number: HF-2025-118204
Order date: 1 November 2025

1 x Merino crew jumper, Oatmeal, size M (SKU 440812-03)    \u00a368.00
2 x Cotton rib socks, Navy, 6-8 (SKU 201377-11)            \u00a316.00
1 x Waxed canvas tote (SKU 550190-01)                      \u00a345.00

Subtotal                                                  \u00a3129.00
Standard delivery (3-5 working days)                        \u00a33.95
Discount (AUTUMN10)                                       -\u00a312.90
Total (incl. VAT \u00a320.01)                                \u00a3120.05

Paid with Visa ending 3309

Delivering to:
Emma Clarke, Flat 4, 27 Wellesley Road, Brighton BN1 4FQ

We'll email you again when your parcel is on its way.

Harlow & Finch Ltd, 9 Hanover Lane, Bath BA1 2NT. Company No. 07233410.
VAT No. GB 298 4417 62.
""",
    html="""<html><body style="font-family:'Gill Sans',Arial,sans-serif;color:#333">
<div style="max-width:600px;margin:0 auto">
<p style="text-align:center;font-size:24px;letter-spacing:2px">HARLOW &amp; FINCH</p>
<p>Hi Emma,</p>
<p>Thanks for shopping with Harlow &amp; Finch. We've received your order and we're getting it ready.</p>
<p><b>Order number:</b> HF-2025-118204<br><b>Order date:</b> 1 November 2025</p>
<table width="100%" cellpadding="6" style="border-collapse:collapse;font-size:14px">
<tr style="border-bottom:1px solid #ddd"><td>1 x Merino crew jumper, Oatmeal, size M<br><small>SKU 440812-03</small></td><td align="right">&pound;68.00</td></tr>
<tr style="border-bottom:1px solid #ddd"><td>2 x Cotton rib socks, Navy, 6-8<br><small>SKU 201377-11</small></td><td align="right">&pound;16.00</td></tr>
<tr style="border-bottom:1px solid #ddd"><td>1 x Waxed canvas tote<br><small>SKU 550190-01</small></td><td align="right">&pound;45.00</td></tr>
<tr><td>Subtotal</td><td align="right">&pound;129.00</td></tr>
<tr><td>Standard delivery (3-5 working days)</td><td align="right">&pound;3.95</td></tr>
<tr><td>Discount (AUTUMN10)</td><td align="right">-&pound;12.90</td></tr>
<tr><td><b>Total</b> (incl. VAT &pound;20.01)</td><td align="right"><b>&pound;120.05</b></td></tr>
</table>
<p>Paid with Visa ending 3309</p>
<p><b>Delivering to:</b><br>Emma Clarke, Flat 4, 27 Wellesley Road, Brighton BN1 4FQ</p>
<p><a href="https://www.harlowandfinch.example/account/orders/HF-2025-118204">View your order</a></p>
<p style="font-size:11px;color:#999">Harlow &amp; Finch Ltd, 9 Hanover Lane, Bath BA1 2NT. Company No. 07233410. VAT No. GB 298 4417 62.<br>
<a href="https://www.harlowandfinch.example/returns">Returns</a> &middot; <a href="https://www.harlowandfinch.example/privacy">Privacy</a></p>
</div></body></html>
""",
)

# ---------------------------------------------------------------------------
# 15. newsletter_numbers -- Australian parcel shipping notice
# ---------------------------------------------------------------------------
add(
    kind="newsletter_numbers",
    otp=None, shown=None, link=None,
    frm="Parcelwing <tracking@parcelwing.example>",
    to="josh.taylor@optusnet-mail.example",
    date="Mon, 03 Nov 2025 08:45:10 +1100",
    subject="Your parcel from Koala Homewares is on its way",
    html_cte="quoted-printable",
    text_cte="7bit",
    text="""Your parcel is on its way

From: Koala Homewares (order #KH104557)
Tracking number: PW7Q88210045AU
Service: Parcelwing Express
Estimated delivery: Wed 5 Nov, between 9am and 5pm

Delivering to: 12/48 Crown Street, Surry Hills NSW 2010

Track your parcel: https://track.parcelwing.example/PW7Q88210045AU

Not home? You can choose a safe place or redirect to a Parcelwing locker
up to 8pm the night before delivery.

Parcelwing Pty Ltd ABN 98 765 432 109 | 13 55 20
""",
    html="""<html><body style="margin:0;font-family:Helvetica,Arial,sans-serif;background:#f2f2f2">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#ff5a1f;padding:16px 24px;color:#fff;font-weight:bold;font-size:20px">parcelwing</td></tr>
<tr><td style="padding:24px">
<h2 style="margin-top:0">Your parcel is on its way</h2>
<table cellpadding="4" style="font-size:14px">
<tr><td style="color:#777">From</td><td>Koala Homewares (order #KH104557)</td></tr>
<tr><td style="color:#777">Tracking number</td><td>PW7Q 8821 0045 AU</td></tr>
<tr><td style="color:#777">Service</td><td>Parcelwing Express</td></tr>
<tr><td style="color:#777">Estimated delivery</td><td><b>Wed 5 Nov</b>, between 9am and 5pm</td></tr>
<tr><td style="color:#777">Delivering to</td><td>12/48 Crown Street, Surry Hills NSW 2010</td></tr>
</table>
<p style="margin:24px 0"><a href="https://click.parcelwing.example/c/eJwNy0EKgzAQheG7ZO1iMmkSzWXEzExKoEbRWIjSu9f3w_8?u=PW7Q88210045AU&amp;src=email" style="background:#ff5a1f;color:#fff;padding:12px 22px;text-decoration:none;border-radius:22px">Track your parcel</a></p>
<p style="font-size:13px;color:#555">Not home? You can choose a safe place or <a href="https://track.parcelwing.example/PW7Q88210045AU/redirect">redirect to a Parcelwing locker</a> up to 8pm the night before delivery.</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#999;background:#fafafa">Parcelwing Pty Ltd ABN 98 765 432 109 | 13 55 20 |
<a href="https://www.parcelwing.example/privacy">Privacy</a></td></tr>
</table></td></tr></table>
<img src="https://click.parcelwing.example/o/eJwNy0EKgzAQheG7ZO1iMmkSzWXEzExKoEbRWIjSu9f3w_8.gif" width="1" height="1" alt="">
</body></html>
""",
)

# ---------------------------------------------------------------------------
# 16. newsletter_numbers -- Singapore SaaS invoice, HTML only
# ---------------------------------------------------------------------------
add(
    kind="newsletter_numbers",
    otp=None, shown=None, link=None,
    frm="Tallyhub Billing <billing@tallyhub.example>",
    to="accounts@lionpeak-trading.example",
    date="Sat, 01 Nov 2025 02:00:04 +0800",
    subject="Tallyhub invoice INV-004817 for November 2025",
    html_cte="base64",
    html="""<html><body style="font-family:Inter,Arial,sans-serif;font-size:14px;color:#111827">
<table width="600" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:24px 0"><b style="font-size:20px">tallyhub</b></td><td align="right" style="color:#6b7280">Invoice INV-004817</td></tr>
<tr><td colspan="2" style="border:1px solid #e5e7eb;padding:24px;border-radius:6px">
<p>Hi Lion Peak Trading Pte. Ltd.,</p>
<p>Your subscription has renewed. Thanks for being a Tallyhub customer.</p>
<table width="100%" cellpadding="6" style="border-collapse:collapse">
<tr style="background:#f9fafb"><td>Description</td><td>Qty</td><td align="right">Amount</td></tr>
<tr><td>Tallyhub Team plan (1 Nov &ndash; 30 Nov 2025)</td><td>5 seats</td><td align="right">S$110.00</td></tr>
<tr><td>Extra storage 50 GB</td><td>1</td><td align="right">S$19.00</td></tr>
<tr><td>Subtotal</td><td></td><td align="right">S$129.00</td></tr>
<tr><td>GST 9%</td><td></td><td align="right">S$11.61</td></tr>
<tr><td><b>Total charged</b></td><td></td><td align="right"><b>S$140.61</b></td></tr>
</table>
<p>Charged to Visa ending 4242 on 1 Nov 2025. Next renewal: 1 Dec 2025.</p>
<p><a href="https://app.tallyhub.example/billing/invoices/INV-004817.pdf">Download PDF invoice</a> &middot;
<a href="https://app.tallyhub.example/billing">Billing settings</a></p>
</td></tr>
<tr><td colspan="2" style="padding:16px 0;font-size:11px;color:#9ca3af">Tallyhub Pte. Ltd., 1 Raffles Place, #20-61, Singapore 048616. UEN 201912345K. GST Reg. No. M90371234X.</td></tr>
</table></body></html>
""",
)

# ---------------------------------------------------------------------------
# 17. newsletter_numbers -- developer newsletter
# ---------------------------------------------------------------------------
add(
    kind="newsletter_numbers",
    otp=None, shown=None, link=None,
    frm="The Weekly Stack <issue@weeklystack.example>",
    to="dev@nikhilrao.example",
    date="Thu, 06 Nov 2025 15:00:00 +0000",
    subject="Issue #312: Postgres 18 in production, a 4 KB HTTP server, and more",
    headers={"List-Unsubscribe": "<https://weeklystack.example/unsub/312/a9c1e0f2>",
             "List-Id": "The Weekly Stack <weekly.weeklystack.example>"},
    text_cte="7bit",
    html_cte="quoted-printable",
    text="""THE WEEKLY STACK -- Issue #312 -- 6 November 2025

Read on the web: https://weeklystack.example/issues/312

1. Running Postgres 18 in production: 6 weeks in
   A team migrating 2.4 TB saw p99 query latency drop from 184 ms to 121 ms.
   https://weeklystack.example/r/312-1

2. A 4 KB HTTP server in C
   Fits in 4,096 bytes and serves 90,000 requests per second on a laptop.
   https://weeklystack.example/r/312-2

3. Node.js 22.11.0 LTS released
   https://weeklystack.example/r/312-3

JOBS
 - Senior backend engineer, remote (UTC-5 to UTC+1), $160k-$190k
 - SRE, Dublin, EUR 85,000 - 105,000

Sponsored: Get 3 months of Pipecat CI free with code STACK312.

You're one of 48,210 subscribers.
Unsubscribe: https://weeklystack.example/unsub/312/a9c1e0f2
The Weekly Stack, 2261 Market St #4410, San Francisco, CA 94114
""",
    html="""<html><body style="font-family:Menlo,Consolas,monospace;font-size:14px;max-width:640px;margin:auto;color:#1f2328">
<p style="font-size:11px"><a href="https://weeklystack.example/issues/312">Read on the web</a></p>
<h1 style="font-size:20px">THE WEEKLY STACK &mdash; Issue #312</h1>
<p style="color:#666">6 November 2025</p>
<ol>
<li><a href="https://weeklystack.example/r/312-1"><b>Running Postgres 18 in production: 6 weeks in</b></a><br>A team migrating 2.4 TB saw p99 query latency drop from 184 ms to 121 ms.</li>
<li><a href="https://weeklystack.example/r/312-2"><b>A 4 KB HTTP server in C</b></a><br>Fits in 4,096 bytes and serves 90,000 requests per second on a laptop.</li>
<li><a href="https://weeklystack.example/r/312-3"><b>Node.js 22.11.0 LTS released</b></a></li>
</ol>
<h3>JOBS</h3>
<ul><li>Senior backend engineer, remote (UTC-5 to UTC+1), $160k&ndash;$190k</li><li>SRE, Dublin, &euro;85,000&ndash;105,000</li></ul>
<div style="border:1px dashed #999;padding:10px">Sponsored: Get 3 months of Pipecat CI free with code <b>STACK312</b>.</div>
<p style="font-size:11px;color:#888">You're one of 48,210 subscribers.
<a href="https://weeklystack.example/unsub/312/a9c1e0f2">Unsubscribe</a> &middot; <a href="https://weeklystack.example/prefs/a9c1e0f2">Preferences</a><br>
The Weekly Stack, 2261 Market St #4410, San Francisco, CA 94114</p>
</body></html>
""",
)

# ---------------------------------------------------------------------------
# 18. newsletter_numbers -- Nigerian telecom bill
# ---------------------------------------------------------------------------
add(
    kind="newsletter_numbers",
    otp=None, shown=None, link=None,
    frm="Tenoria Telecom <ebill@tenoria.example>",
    to="chinedu.okafor@gmail-like.example",
    date="Sun, 02 Nov 2025 07:00:00 +0100",
    subject="Your Tenoria Postpaid bill for October 2025",
    text_cte="base64",
    html_cte="base64",
    text="""Dear Chinedu Okafor,

Your Tenoria Postpaid bill for October 2025 is ready.

Account number: 1004-558-2291
Mobile number: 0803 555 0192
Bill period: 01/10/2025 - 31/10/2025
Bill number: TNB/2510/0077314

Previous balance:        \u20a60.00
Monthly plan (XtraPro 25GB): \u20a610,500.00
Roaming (Ghana, 3 days): \u20a61,200.00
VAT 7.5%:                \u20a6877.50
Total due:               \u20a612,577.50

Due date: 16/11/2025

Pay by bank transfer to Tenoria Collections, account 0123456789 (Unity
Trust Bank), using your account number as the narration, or dial *920*1#.

Tenoria Telecom Nigeria Ltd, Plot 1680 Sanusi Fafunwa St, Victoria Island, Lagos.
Customer care: 0700 555 0000
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#222">
<table width="600" align="center" cellpadding="16" style="border:1px solid #ccc">
<tr><td style="background:#5b2c83;color:#fff;font-size:20px">Tenoria Postpaid &middot; e-Bill</td></tr>
<tr><td>
<p>Dear Chinedu Okafor,</p>
<p>Your Tenoria Postpaid bill for October 2025 is ready.</p>
<table cellpadding="4" style="font-size:13px">
<tr><td>Account number</td><td>1004-558-2291</td></tr>
<tr><td>Mobile number</td><td>0803 555 0192</td></tr>
<tr><td>Bill period</td><td>01/10/2025 - 31/10/2025</td></tr>
<tr><td>Bill number</td><td>TNB/2510/0077314</td></tr>
</table>
<table cellpadding="4" style="font-size:13px;margin-top:12px;border-top:1px solid #ddd">
<tr><td>Previous balance</td><td align="right">&#8358;0.00</td></tr>
<tr><td>Monthly plan (XtraPro 25GB)</td><td align="right">&#8358;10,500.00</td></tr>
<tr><td>Roaming (Ghana, 3 days)</td><td align="right">&#8358;1,200.00</td></tr>
<tr><td>VAT 7.5%</td><td align="right">&#8358;877.50</td></tr>
<tr><td><b>Total due</b></td><td align="right"><b>&#8358;12,577.50</b></td></tr>
</table>
<p><b>Due date: 16/11/2025</b></p>
<p style="font-size:13px">Pay by bank transfer to Tenoria Collections, account 0123456789 (Unity Trust Bank), using your account number as the narration, or dial *920*1#.</p>
<p><a href="https://selfcare.tenoria.example/bills/TNB-2510-0077314">View full bill</a></p>
</td></tr>
<tr><td style="font-size:11px;color:#777">Tenoria Telecom Nigeria Ltd, Plot 1680 Sanusi Fafunwa St, Victoria Island, Lagos. Customer care: 0700 555 0000</td></tr>
</table></body></html>
""",
)

# ---------------------------------------------------------------------------
# 19. new_and_old_code -- note app, new code in one <span> per digit
# ---------------------------------------------------------------------------
add(
    kind="new_and_old_code",
    otp="903615", shown=None, link=None,
    frm="Quillpad <security@quillpad.example>",
    to="hannah.berg@fastmail-like.example",
    date="Fri, 07 Nov 2025 13:26:48 -0800",
    subject="Your new Quillpad code",
    text_cte="7bit",
    html_cte="quoted-printable",
    text="""Hi Hannah,

You asked us to send another code, so the earlier one (418 220) won't work
anymore.

Your new code: 903 615

It expires in 10 minutes.

- The Quillpad team
Quillpad, Inc. - 548 Market St PMB 77120, San Francisco, CA 94104
""",
    html="""<html><body style="font-family:-apple-system,Segoe UI,Roboto,sans-serif;color:#1a1a1a">
<div style="max-width:460px;margin:40px auto;padding:0 16px">
<img src="https://assets.quillpad.example/mail/quill-32.png" width="32" height="32" alt="Quillpad">
<p>Hi Hannah,</p>
<p>You asked us to send another code, so the earlier one (<s>418 220</s>) won't work anymore.</p>
<p>Your new code:</p>
<div style="margin:16px 0">
<span style="display:inline-block;width:36px;height:44px;line-height:44px;text-align:center;border:1px solid #ccc;border-radius:6px;font-size:24px;font-weight:600">9</span>
<span style="display:inline-block;width:36px;height:44px;line-height:44px;text-align:center;border:1px solid #ccc;border-radius:6px;font-size:24px;font-weight:600">0</span>
<span style="display:inline-block;width:36px;height:44px;line-height:44px;text-align:center;border:1px solid #ccc;border-radius:6px;font-size:24px;font-weight:600">3</span>
<span style="display:inline-block;width:36px;height:44px;line-height:44px;text-align:center;border:1px solid #ccc;border-radius:6px;font-size:24px;font-weight:600">6</span>
<span style="display:inline-block;width:36px;height:44px;line-height:44px;text-align:center;border:1px solid #ccc;border-radius:6px;font-size:24px;font-weight:600">1</span>
<span style="display:inline-block;width:36px;height:44px;line-height:44px;text-align:center;border:1px solid #ccc;border-radius:6px;font-size:24px;font-weight:600">5</span>
</div>
<p style="color:#666;font-size:13px">It expires in 10 minutes.</p>
<p style="color:#999;font-size:11px;margin-top:40px">Quillpad, Inc. &middot; 548 Market St PMB 77120, San Francisco, CA 94104</p>
</div></body></html>
""",
)

# ---------------------------------------------------------------------------
# 20. new_and_old_code -- Philippine telco SIM registration, 5 digits
# ---------------------------------------------------------------------------
add(
    kind="new_and_old_code",
    otp="58306", shown="58306", link=None,
    frm="LumenPH SIM Registration <simreg@lumenph.example>",
    to="jomar.delacruz@mailbox.example",
    date="Sat, 08 Nov 2025 10:15:02 +0800",
    subject="SIM registration: updated verification code",
    text_cte="8bit",
    text="""Hi Jomar,

We sent you a new verification code because you tapped "Resend".

Code 27719 has been replaced and can no longer be used.
Use 58306 to verify the SIM registration for 0917 555 0246.

This code expires in 5 minutes. LumenPH will never ask for your code through
calls, texts or social media.

Reference no.: SR-2025-11-0084417

LumenPH Telecommunications Corp., 30th Floor, Lumen Tower,
Ayala Ave. cor. V.A. Rufino St., Makati City 1226
Hotline: (02) 8555-1111
""",
)

# ---------------------------------------------------------------------------
# 21. several_codes -- backup code list (nothing to type now)
# ---------------------------------------------------------------------------
add(
    kind="several_codes",
    otp=None, shown=None, link=None,
    frm="Gitfern <noreply@gitfern.example>",
    to="amelia.wong@devshop.example",
    date="Sun, 09 Nov 2025 04:12:55 +0000",
    subject="[Gitfern] Your two-factor recovery codes",
    text_cte="7bit",
    html_cte="7bit",
    text="""Hey @ameliawong,

You just turned on two-factor authentication for your Gitfern account.
Below are your recovery codes. Each code can be used once if you lose
access to your authenticator app. Store them somewhere safe, such as a
password manager -- we won't show them again.

    4f7k-2mqp    9xzr-b1ce
    t8wd-6nha    pq3v-0kjs
    m2ce-y7ur    hd5l-8gqx
    2bnt-w4fo    zv9e-r3ia
    k6sj-p1dm    e0yq-c5lt

These codes were generated on 9 Nov 2025 at 04:12 UTC. Generating new
codes will invalidate this set.

Security settings: https://gitfern.example/settings/security

Gitfern, Inc. 88 Colin P Kelly Jr St, San Francisco, CA 94107
""",
    html="""<html><body style="font-family:-apple-system,BlinkMacSystemFont,Segoe UI,Helvetica,Arial,sans-serif;font-size:14px;color:#24292f">
<div style="max-width:544px;margin:0 auto;padding:24px">
<p><img src="https://gitfern.example/images/email/fern-mark.png" width="32" alt="Gitfern"></p>
<p>Hey <b>@ameliawong</b>,</p>
<p>You just turned on two-factor authentication for your Gitfern account. Below are your recovery codes. Each code can be used once if you lose access to your authenticator app. Store them somewhere safe, such as a password manager &mdash; we won't show them again.</p>
<table cellpadding="6" style="font-family:SFMono-Regular,Consolas,monospace;font-size:15px;background:#f6f8fa;border:1px solid #d0d7de;border-radius:6px">
<tr><td>4f7k-2mqp</td><td>9xzr-b1ce</td></tr>
<tr><td>t8wd-6nha</td><td>pq3v-0kjs</td></tr>
<tr><td>m2ce-y7ur</td><td>hd5l-8gqx</td></tr>
<tr><td>2bnt-w4fo</td><td>zv9e-r3ia</td></tr>
<tr><td>k6sj-p1dm</td><td>e0yq-c5lt</td></tr>
</table>
<p style="color:#57606a">These codes were generated on 9 Nov 2025 at 04:12 UTC. Generating new codes will invalidate this set.</p>
<p><a href="https://gitfern.example/settings/security">Security settings</a></p>
<p style="font-size:12px;color:#6e7781">Gitfern, Inc. &middot; 88 Colin P Kelly Jr St &middot; San Francisco, CA 94107</p>
</div></body></html>
""",
)

# ---------------------------------------------------------------------------
# 22. several_codes -- streaming service: web code now, TV code separate
# ---------------------------------------------------------------------------
add(
    kind="several_codes",
    otp="492817", shown="492817", link=None,
    frm="Reelbox <info@account.reelbox.example>",
    to="oliver.hughes@mailbox.example",
    date="Mon, 10 Nov 2025 20:41:09 +0000",
    subject="Your Reelbox sign-in",
    text_cte="quoted-printable",
    html_cte="quoted-printable",
    text="""Hi Oliver,

You just asked to sign in to Reelbox in a web browser. Enter this code in the
browser now:

492817

Setting up a TV too? That's a separate step: on the TV, choose "Sign in with
a phone or computer", then go to reelbox.example/tv and enter the TV code
H7Q2KD. Don't type the TV code into the browser.

Both codes expire in 15 minutes.

Questions? Visit help.reelbox.example or call 0800 555 0911.
Reelbox UK Ltd, 100 New Bridge Street, London EC4V 6JA.
""",
    html="""<html><body style="background:#000;color:#fff;font-family:Helvetica,Arial,sans-serif">
<table width="500" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:30px 0;color:#e50914;font-size:28px;font-weight:bold">REELBOX</td></tr>
<tr><td style="background:#141414;padding:30px">
<p style="font-size:16px">Hi Oliver,</p>
<p>You just asked to sign in to Reelbox in a web browser. Enter this code in the browser now:</p>
<p style="font-size:36px;font-weight:bold;letter-spacing:2px;margin:20px 0">492817</p>
<hr style="border-color:#333">
<p style="color:#aaa;font-size:13px">Setting up a TV too? That's a separate step: on the TV, choose &quot;Sign in with a phone or computer&quot;, then go to reelbox.example/tv and enter the TV code <b>H7Q2KD</b>. Don't type the TV code into the browser.</p>
<p style="color:#aaa;font-size:13px">Both codes expire in 15 minutes.</p>
</td></tr>
<tr><td style="padding:20px 0;color:#777;font-size:11px">Questions? Visit <a href="https://help.reelbox.example/" style="color:#777">help.reelbox.example</a> or call 0800 555 0911.<br>
Reelbox UK Ltd, 100 New Bridge Street, London EC4V 6JA.<br>
<a href="https://www.reelbox.example/privacy" style="color:#777">Privacy</a> &middot; <a href="https://www.reelbox.example/termsofuse" style="color:#777">Terms of use</a></td></tr>
</table></body></html>
""",
)

# ---------------------------------------------------------------------------
# 23. several_codes -- crypto exchange withdrawal, code per step
# ---------------------------------------------------------------------------
add(
    kind="several_codes",
    otp="508163", shown="508163", link=None,
    frm="Cobaltex <do-not-reply@notice.cobaltex.example>",
    to="arjun.mehta.sg@protonmail-like.example",
    date="Tue, 11 Nov 2025 14:19:27 +0800",
    subject="[Cobaltex] Withdrawal verification",
    html_cte="quoted-printable",
    text_cte="quoted-printable",
    text="""Withdrawal verification

You requested a withdrawal of 0.2500 ETH to 0x3fA1...9c2E (network: ERC20).
Time: 2025-11-11 14:19:03 (UTC+8)

Email verification code for this withdrawal: 508163
Enter it now in the withdrawal window. Valid for 30 minutes.

You will also be asked for your authenticator (2FA) code in the next step.

Note: a separate code, 771 204, was sent to you at 14:02 for the address-book
change you made earlier. You don't need it for this withdrawal.

If you didn't request this, disable your account immediately:
https://www.cobaltex.example/account/freeze?t=7d5bfb1d1be723f2680c517b

Cobaltex Pte. Ltd. | 10 Marina Blvd, Tower 2, #39-01, Singapore 018983
Cobaltex will never ask for your password, 2FA code or email codes by phone.
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#f5f5f5;color:#1e2329">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#1e2329;padding:16px 28px;color:#3dd6c4;font-weight:bold;font-size:20px">COBALTEX</td></tr>
<tr><td style="padding:28px">
<h2 style="margin-top:0">Withdrawal verification</h2>
<p>You requested a withdrawal of <b>0.2500 ETH</b> to 0x3fA1...9c2E (network: ERC20).<br>Time: 2025-11-11 14:19:03 (UTC+8)</p>
<p>Email verification code for this withdrawal:</p>
<p style="font-size:30px;font-weight:bold;color:#0b8a7d;letter-spacing:3px">508163</p>
<p>Enter it now in the withdrawal window. Valid for 30 minutes.</p>
<p>You will also be asked for your authenticator (2FA) code in the next step.</p>
<p style="font-size:13px;color:#707a8a;background:#fafafa;padding:10px">Note: a separate code, 771 204, was sent to you at 14:02 for the address-book change you made earlier. You don't need it for this withdrawal.</p>
<p style="font-size:13px">If you didn't request this, <a href="https://www.cobaltex.example/account/freeze?t=7d5bfb1d1be723f2680c517b">disable your account immediately</a>.</p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#999">Cobaltex Pte. Ltd. | 10 Marina Blvd, Tower 2, #39-01, Singapore 018983<br>
Cobaltex will never ask for your password, 2FA code or email codes by phone.<br>
<a href="https://x.cobaltex.example/social/x">X</a> &middot; <a href="https://x.cobaltex.example/social/telegram">Telegram</a></td></tr>
</table></body></html>
""",
)

# ---------------------------------------------------------------------------
# 24. prefix_code -- "T-582047" style, text only
# ---------------------------------------------------------------------------
add(
    kind="prefix_code",
    otp="582047", shown="T-582047", link=None,
    frm="Tessera <verify@tessera.example>",
    to="r.osei@mailbox.example",
    date="Wed, 12 Nov 2025 09:09:31 +0000",
    subject="T-582047 is your Tessera verification code",
    text_cte="7bit",
    text="""T-582047 is your Tessera verification code.

Enter the 6 digits (582047) on the sign-up screen -- you don't need to type
the "T-".

Tessera Labs Ltd, 71-75 Shelton Street, London WC2H 9JQ
""",
)

# ---------------------------------------------------------------------------
# 25. prefix_code -- social network, "FL-70531"
# ---------------------------------------------------------------------------
add(
    kind="prefix_code",
    otp="70531", shown="FL-70531", link=None,
    frm="Fliq <security@mail.fliq.example>",
    to="tunde.bakare@mailbox.example",
    date="Wed, 12 Nov 2025 22:37:05 +0100",
    subject="FL-70531 is your Fliq confirmation code",
    text_cte="quoted-printable",
    html_cte="quoted-printable",
    text="""Hi Tunde,

Someone tried to sign up for a Fliq account with tunde.bakare@mailbox.example.
If it was you, enter this confirmation code in the app:

FL-70531

(just the numbers)

Fliq Technologies Inc., 1 Hacker Way Suite 200, Menlo Park, CA 94025
This message was sent to tunde.bakare@mailbox.example.
To help keep your account secure, please don't forward this email.
""",
    html="""<html><body style="margin:0;background:#fff;font-family:Helvetica,Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="430" cellpadding="0" cellspacing="0">
<tr><td style="padding:20px 0;border-bottom:1px solid #e5e5e5"><img src="https://static.fliq.example/rsrc/mail/fliq_wordmark.png" height="24" alt="Fliq"></td></tr>
<tr><td style="padding:24px 0;font-size:16px;color:#1c1e21;line-height:22px">
Hi Tunde,<br><br>
Someone tried to sign up for a Fliq account with tunde.bakare@mailbox.example. If it was you, enter this confirmation code in the app:
</td></tr>
<tr><td style="padding:12px 0"><span style="font-size:22px;background:#e7f3ff;border:1px solid #1877f2;padding:12px 20px;border-radius:7px;color:#141823;font-weight:bold">FL-70531</span></td></tr>
<tr><td style="padding:30px 0 0;font-size:12px;color:#8a8d91">Fliq Technologies Inc., 1 Hacker Way Suite 200, Menlo Park, CA 94025<br>
This message was sent to tunde.bakare@mailbox.example. To help keep your account secure, please don't forward this email.
<a href="https://www.fliq.example/email_forward_notice/?n=fca2b1" style="color:#8a8d91">Learn more</a></td></tr>
</table></td></tr></table></body></html>
""",
)

# ---------------------------------------------------------------------------
# 26. prefix_code -- Nigerian bank OTP with bank prefix
# ---------------------------------------------------------------------------
add(
    kind="prefix_code",
    otp="938204", shown="KTB-938204", link=None,
    frm="Kobo Trust Bank <ebanking@kobotrust.example>",
    to="funmi.adeyemi@mailbox.example",
    date="Thu, 13 Nov 2025 11:52:46 +0100",
    subject="Kobo Trust Internet Banking - One Time Password",
    text_cte="base64",
    html_cte="base64",
    text="""Dear ADEYEMI FUNMILAYO,

Your One Time Password for Internet Banking login is KTB-938204.
Enter only the 6 digits after "KTB-".

It expires in 5 minutes. Please do not disclose it to anyone.

Date: 13-Nov-2025 11:52:31
Channel: Web, IP 102.89.33.14

If you did not initiate this, call 0201 555 8800 immediately.

Kobo Trust Bank Plc, 35 Marina, Lagos Island, Lagos. RC 125889.
Licensed by the Central Bank of Nigeria. Deposits insured by NDIC.
""",
    html="""<html><body style="font-family:Tahoma,Arial,sans-serif;font-size:13px;color:#222">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #0b5c2d">
<tr><td style="background:#0b5c2d;color:#fff;padding:14px 20px;font-size:16px;font-weight:bold">Kobo Trust Bank</td></tr>
<tr><td style="padding:20px">
<p>Dear ADEYEMI FUNMILAYO,</p>
<p>Your One Time Password for Internet Banking login is <b style="font-size:18px">KTB-938204</b>.<br>Enter only the 6 digits after &quot;KTB-&quot;.</p>
<p>It expires in 5 minutes. Please do not disclose it to anyone.</p>
<table cellpadding="3" style="font-size:12px;color:#555"><tr><td>Date:</td><td>13-Nov-2025 11:52:31</td></tr><tr><td>Channel:</td><td>Web, IP 102.89.33.14</td></tr></table>
<p>If you did not initiate this, call 0201 555 8800 immediately.</p>
</td></tr>
<tr><td style="background:#f2f2f2;padding:12px 20px;font-size:10px;color:#666">Kobo Trust Bank Plc, 35 Marina, Lagos Island, Lagos. RC 125889. Licensed by the Central Bank of Nigeria. Deposits insured by NDIC.</td></tr>
</table></body></html>
""",
)

# ---------------------------------------------------------------------------
# 27. lowercase_alnum -- CI service: code plus sign-in link
# ---------------------------------------------------------------------------
add(
    kind="lowercase_alnum",
    otp="9fkq2x7m", shown="9fkq2x7m",
    link="https://ci.driftwood.example/login/magic?token=Vjn75_x8XZjEPUvmpKQ1vppT_t2Bmrcp&email=ines.ferreira%40studio.example",
    frm="Driftwood CI <login@driftwood.example>",
    to="ines.ferreira@studio.example",
    date="Fri, 14 Nov 2025 08:03:12 +0000",
    subject="Sign in to Driftwood CI",
    text_cte="7bit",
    html_cte="quoted-printable",
    text="""Sign in to Driftwood CI

Copy this code into the sign-in page:

    9fkq2x7m

Or open this link on the same device:
https://ci.driftwood.example/login/magic?token=Vjn75_x8XZjEPUvmpKQ1vppT_t2Bmrcp&email=ines.ferreira%40studio.example

The code and link expire in 15 minutes and can be used once.

Requested from 198.51.100.23 (Lisbon, PT) using Firefox on macOS.

Driftwood Labs, Inc. - 2093 Philadelphia Pike #8120, Claymont, DE 19703
""",
    html="""<html><body style="font-family:ui-sans-serif,system-ui,sans-serif;color:#0f172a;background:#f8fafc">
<div style="max-width:480px;margin:32px auto;background:#fff;border:1px solid #e2e8f0;border-radius:10px;padding:32px">
<p style="font-weight:700;font-size:18px">Sign in to Driftwood CI</p>
<p>Copy this code into the sign-in page:</p>
<p><code style="font-size:24px;background:#f1f5f9;padding:8px 14px;border-radius:6px;letter-spacing:2px">9fkq2x7m</code></p>
<p>Or click the button on the same device:</p>
<p><a href="https://ci.driftwood.example/login/magic?token=Vjn75_x8XZjEPUvmpKQ1vppT_t2Bmrcp&amp;email=ines.ferreira%40studio.example" style="display:inline-block;background:#0ea5e9;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Sign in to Driftwood</a></p>
<p style="font-size:13px;color:#64748b">The code and link expire in 15 minutes and can be used once.<br>Requested from 198.51.100.23 (Lisbon, PT) using Firefox on macOS.</p>
</div>
<p style="text-align:center;font-size:11px;color:#94a3b8">Driftwood Labs, Inc. &middot; 2093 Philadelphia Pike #8120, Claymont, DE 19703 &middot;
<a href="https://driftwood.example/docs" style="color:#94a3b8">Docs</a> &middot; <a href="https://status.driftwood.example" style="color:#94a3b8">Status</a></p>
</body></html>
""",
)

# ---------------------------------------------------------------------------
# 28. lowercase_alnum -- team chat workspace confirmation
# ---------------------------------------------------------------------------
add(
    kind="lowercase_alnum",
    otp="x4t7pz", shown="x4t7pz", link=None,
    frm="Chatterbox <no-reply@chatterbox.example>",
    to="sam.reid@northharbour-design.example",
    date="Fri, 14 Nov 2025 15:33:40 +1300",
    subject="Chatterbox confirmation: x4t7pz",
    text_cte="8bit",
    html_cte="8bit",
    text="""Confirm your email address

Your confirmation code is below \u2014 enter it in your open browser window and
we'll help you get signed in to North Harbour Design.

x4t7pz

If you didn't request this email, there's nothing to worry about \u2014 you can
safely ignore it.

Chatterbox Technologies, 500 Howard Street, San Francisco, CA 94105
""",
    html="""<html><body style="font-family:Lato,Helvetica,Arial,sans-serif;color:#1d1c1d">
<div style="max-width:600px;margin:0 auto;padding:40px 20px">
<img src="https://a.chatterbox.example/email/cb_logo_2x.png" width="120" alt="Chatterbox">
<h1 style="font-size:30px;line-height:36px;margin:30px 0">Confirm your email address</h1>
<p style="font-size:18px;line-height:28px">Your confirmation code is below \u2014 enter it in your open browser window and we'll help you get signed in to <b>North Harbour Design</b>.</p>
<div style="background:#f5f4f5;padding:40px;text-align:center;font-size:30px;font-family:Menlo,monospace;letter-spacing:4px">x4t7pz</div>
<p style="font-size:14px;color:#454245;margin-top:30px">If you didn't request this email, there's nothing to worry about \u2014 you can safely ignore it.</p>
<p style="font-size:12px;color:#696969;margin-top:40px">
<a href="https://chatterbox.example/blog" style="color:#696969">Our blog</a> | <a href="https://chatterbox.example/policies" style="color:#696969">Policies</a> | <a href="https://chatterbox.example/help" style="color:#696969">Help center</a><br>
Chatterbox Technologies, 500 Howard Street, San Francisco, CA 94105</p>
</div></body></html>
""",
)

# ---------------------------------------------------------------------------
# 29. reset_in_code_mail -- budgeting app: code + "reset your password"
# ---------------------------------------------------------------------------
add(
    kind="reset_in_code_mail",
    otp="227940", shown="227 940", link=None,
    frm="Mintleaf <account@mintleaf.example>",
    to="chloe.martin@mailbox.example",
    date="Sat, 15 Nov 2025 19:58:24 +1000",
    subject="Mintleaf login code",
    text_cte="quoted-printable",
    html_cte="quoted-printable",
    text="""Hi Chloe,

Here's the login code for your Mintleaf account:

227 940

It'll work for the next 10 minutes.

Not you? Someone may know your password. Reset it here:
https://app.mintleaf.example/password/reset?rt=xuQ0w3sCUtdELvuvjJP47uFElW2QBP28

Mintleaf Pty Ltd (ABN 44 612 305 889), Level 3, 100 Edward St, Brisbane QLD 4000
AFSL 512233
""",
    html="""<html><body style="background:#eefaf4;font-family:Nunito,Arial,sans-serif;color:#123b2b">
<table width="520" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px">
<tr><td style="padding:28px 32px 0"><img src="https://cdn.mintleaf.example/e/leaf.png" width="40" alt="Mintleaf"></td></tr>
<tr><td style="padding:16px 32px">
<p>Hi Chloe,</p>
<p>Here's the login code for your Mintleaf account:</p>
<p style="font-size:32px;font-weight:800;letter-spacing:5px;color:#0f9d58">227 940</p>
<p>It'll work for the next 10 minutes.</p>
<p style="font-size:13px;color:#587a6a">Not you? Someone may know your password. <a href="https://app.mintleaf.example/password/reset?rt=xuQ0w3sCUtdELvuvjJP47uFElW2QBP28" style="color:#0f9d58">Reset your password</a></p>
</td></tr>
<tr><td style="padding:16px 32px 28px;font-size:11px;color:#8aa597">Mintleaf Pty Ltd (ABN 44 612 305 889), Level 3, 100 Edward St, Brisbane QLD 4000 &middot; AFSL 512233</td></tr>
</table></body></html>
""",
)

# ---------------------------------------------------------------------------
# 30. reset_in_code_mail -- online shop: "security key" + secure account link
# ---------------------------------------------------------------------------
add(
    kind="reset_in_code_mail",
    otp="R8M2QX", shown="R8M2QX", link=None,
    frm="Shopvine <account-update@shopvine.example>",
    to="andrew.kim@mailbox.example",
    date="Sun, 16 Nov 2025 12:10:59 -0500",
    subject="Your Shopvine security key",
    text_cte="7bit",
    html_cte="base64",
    text="""Shopvine

Your security key

To finish signing in, enter this security key:

R8M2QX

Don't share this key with anyone. Shopvine will never call you to ask for it.

Didn't try to sign in? Secure your account:
https://www.shopvine.example/ap/secure?arb=2bRpw13ESc3syQVC3qv-ojj6nOp21b8U

(c) 2025 Shopvine Inc. 410 Terry Ave N, Seattle, WA 98109
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#111">
<table width="600" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:16px 0;border-bottom:3px solid #ff9900"><b style="font-size:22px">Shopvine</b></td></tr>
<tr><td style="padding:22px 0">
<h2 style="font-weight:normal">Your security key</h2>
<p>To finish signing in, enter this security key:</p>
<p style="font-size:26px;font-weight:bold;text-align:center;background:#f7f7f7;padding:14px">R8M2QX</p>
<p>Don't share this key with anyone. Shopvine will never call you to ask for it.</p>
<p>Didn't try to sign in? <a href="https://www.shopvine.example/ap/secure?arb=2bRpw13ESc3syQVC3qv-ojj6nOp21b8U">Secure your account</a></p>
</td></tr>
<tr><td style="font-size:11px;color:#777;border-top:1px solid #ddd;padding-top:12px">&copy; 2025 Shopvine Inc. 410 Terry Ave N, Seattle, WA 98109 &middot; <a href="https://www.shopvine.example/privacy">Privacy notice</a></td></tr>
</table></body></html>
""",
)

# ---------------------------------------------------------------------------
# 31. subject_only -- parcel app, code only in the subject
# ---------------------------------------------------------------------------
add(
    kind="subject_only",
    otp="483920", shown="483920", link=None,
    frm="Pebblepost <noreply@pebblepost.example>",
    to="isla.mackenzie@mailbox.example",
    date="Mon, 17 Nov 2025 07:49:13 +0000",
    subject="483920 is your Pebblepost login code",
    text_cte="7bit",
    html_cte="7bit",
    text="""Hi Isla,

Enter the code from the subject line of this email to log in to Pebblepost.
It expires in 10 minutes.

If you didn't ask to log in, you can ignore this email.

Pebblepost Ltd, 4 Rose Street, Edinburgh EH2 2PR
""",
    html="""<html><body style="font-family:Arial,sans-serif;font-size:15px;color:#333">
<p>Hi Isla,</p>
<p>Enter the code from the subject line of this email to log in to Pebblepost. It expires in 10 minutes.</p>
<p>If you didn't ask to log in, you can ignore this email.</p>
<p style="font-size:11px;color:#999">Pebblepost Ltd, 4 Rose Street, Edinburgh EH2 2PR &middot; <a href="https://pebblepost.example/help">Help</a></p>
</body></html>
""",
)

# ---------------------------------------------------------------------------
# 32. subject_only -- mobility app, letters and digits in the subject
# ---------------------------------------------------------------------------
add(
    kind="subject_only",
    otp="7K2M9Q", shown="7K2M9Q", link=None,
    frm="Ferrow <hello@ferrow.example>",
    to="ben.ashworth@mailbox.example",
    date="Mon, 17 Nov 2025 17:22:05 +0000",
    subject="Your Ferrow code: 7K2M9Q",
    text_cte="7bit",
    text="""Use the code in the subject line to finish signing in to the Ferrow app.

Ride safe,
Team Ferrow

Ferrow Mobility Ltd, Unit 7, Baltic Triangle, Liverpool L1 0AH
""",
)

# ---------------------------------------------------------------------------
# 33. alt_text_only -- code rendered as an inline image, alt carries it
# ---------------------------------------------------------------------------
add(
    kind="alt_text_only",
    otp="615207", shown="615 207", link=None,
    frm="Orbitly Cloud <no-reply@orbitly.example>",
    to="naveen.iyer@infra-ops.example",
    date="Tue, 18 Nov 2025 03:14:27 +0530",
    subject="Orbitly Cloud console: verify your sign-in",
    image="code",
    text_cte="7bit",
    html_cte="quoted-printable",
    text="""Orbitly Cloud console

We need to confirm it's you signing in to the console (project
acme-prod-ap-south-1).

Your verification code is shown as an image in the HTML version of this
email. If you can't see it, open this message in a mail app that shows
images.

Orbitly Cloud Services India Pvt. Ltd., Tower B, DLF Cyber City, Gurugram 122002
""",
    html="""<html><body style="font-family:Arial,sans-serif;background:#f3f4f6;color:#111827">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:24px;border-bottom:1px solid #e5e7eb"><b>Orbitly Cloud</b> console</td></tr>
<tr><td style="padding:24px">
<p>We need to confirm it's you signing in to the console (project <code>acme-prod-ap-south-1</code>).</p>
<p>Your verification code:</p>
<p><img src="cid:otpimg@orbitly.example" alt="Your verification code is 615 207" width="220" height="60" style="display:block;border:0"></p>
<p style="font-size:13px;color:#6b7280">The code expires in 10 minutes.</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#9ca3af">Orbitly Cloud Services India Pvt. Ltd., Tower B, DLF Cyber City, Gurugram 122002</td></tr>
</table></body></html>
""",
)

# ---------------------------------------------------------------------------
# 34. alt_text_only -- Irish credit union, remote image with alt text
# ---------------------------------------------------------------------------
add(
    kind="alt_text_only",
    otp="839442", shown="839442", link=None,
    frm="Harbour Credit Union <online@harbourcu.example>",
    to="declan.murphy@mailbox.example",
    date="Tue, 18 Nov 2025 18:40:51 +0000",
    subject="Harbour CU Online: confirm your new device",
    text_cte="quoted-printable",
    html_cte="quoted-printable",
    text="""Dear Declan,

You're registering a new device for Harbour CU Online.

For your security, the number you need is only shown in the HTML version of
this email (as an image). Please view this email with images turned on.

Harbour Credit Union Limited is regulated by the Central Bank of Ireland.
Registered office: 12 Quay Street, Galway H91 X2P4. Tel 091 555 0123.
""",
    html="""<html><body style="font-family:Calibri,Arial,sans-serif;font-size:15px;color:#1f3a5f">
<table width="580" align="center" cellpadding="18" cellspacing="0" style="border:1px solid #c9d6e3">
<tr><td><img src="https://www.harbourcu.example/email/hcu-logo.png" alt="Harbour Credit Union" width="180"></td></tr>
<tr><td>
<p>Dear Declan,</p>
<p>You're registering a new device for Harbour CU Online. Enter the number below in the app:</p>
<p style="text-align:center"><img src="https://secure.harbourcu.example/otp/render/9ed9ceddbd084398522c058a.png" alt="839442" width="200" height="56"></p>
<p style="font-size:13px">This number expires in 5 minutes. We will never phone you and ask you to read it out.</p>
</td></tr>
<tr><td style="font-size:11px;color:#5b6b7c;background:#f2f6fa">Harbour Credit Union Limited is regulated by the Central Bank of Ireland.
Registered office: 12 Quay Street, Galway H91 X2P4. Tel 091 555 0123.</td></tr>
</table></body></html>
""",
)

# ---------------------------------------------------------------------------
# 35. magic_link -- notes app, tracked button + raw URL in the text part
# ---------------------------------------------------------------------------
add(
    kind="magic_link",
    otp=None, shown=None,
    link="https://click.mail.inkwell.example/ls/click?upn=u001.QRTfRji0nqPHy0kg-8ZvIjD56d1Z25zr-2BddbB96c776170c8ef4ba8bfc&sig=a46dc2944cbe",
    link_alt=["https://app.inkwell.example/auth/magic?token=gvLmBq7DNgVvVuET-3LRWjfYKObexcOA&redirect=%2Fnotes"],
    frm="Inkwell <team@inkwell.example>",
    to="grace.obi@mailbox.example",
    date="Wed, 19 Nov 2025 21:05:33 +0000",
    subject="Your Inkwell sign-in link",
    text_cte="7bit",
    html_cte="quoted-printable",
    text="""Hi Grace,

Click the link below to sign in to Inkwell. It expires in 20 minutes and can
only be used once.

https://app.inkwell.example/auth/magic?token=gvLmBq7DNgVvVuET-3LRWjfYKObexcOA&redirect=%2Fnotes

If you didn't request this, you can safely ignore this email.

Inkwell Notes Ltd, 3rd Floor, 1 Ropemaker Street, London EC2Y 9AW
""",
    html="""<html><body style="font-family:Charter,Georgia,serif;background:#fbf8f3;color:#2d2a26">
<div style="max-width:500px;margin:40px auto;background:#fff;padding:36px;border:1px solid #ece6da">
<p style="font-size:22px;margin-top:0">Inkwell</p>
<p>Hi Grace,</p>
<p>Click the button below to sign in to Inkwell. It expires in 20 minutes and can only be used once.</p>
<p style="margin:28px 0"><a href="https://click.mail.inkwell.example/ls/click?upn=u001.QRTfRji0nqPHy0kg-8ZvIjD56d1Z25zr-2BddbB96c776170c8ef4ba8bfc&amp;sig=a46dc2944cbe" style="background:#2d2a26;color:#fff;padding:12px 26px;text-decoration:none;border-radius:4px;font-family:Arial,sans-serif">Sign in to Inkwell</a></p>
<p style="font-size:13px;color:#7a7369">If you didn't request this, you can safely ignore this email.</p>
<p style="font-size:11px;color:#a39b8f;margin-top:36px">Inkwell Notes Ltd, 3rd Floor, 1 Ropemaker Street, London EC2Y 9AW &middot;
<a href="https://click.mail.inkwell.example/ls/click?upn=u001.help-2Fcentre&amp;sig=77f0" style="color:#a39b8f">Help</a></p>
</div>
<img src="https://click.mail.inkwell.example/wf/open?upn=u001.a46dc2944cbe90dbc2708abf" width="1" height="1" alt="" style="display:none">
</body></html>
""",
)

# ---------------------------------------------------------------------------
# 36. magic_link -- form builder: verify e-mail, with decoys
# ---------------------------------------------------------------------------
add(
    kind="magic_link",
    otp=None, shown=None,
    link="https://app.formsmith.example/verify-email/-AVd6BSggAT3HS00y-Rc-pPq3w6JZ30w?uid=583201",
    frm="Formsmith <verify@formsmith.example>",
    to="laura.fischer@mailbox.example",
    date="Thu, 20 Nov 2025 10:27:44 -0600",
    subject="Please verify your email address",
    text_cte="quoted-printable",
    html_cte="quoted-printable",
    text="""Welcome to Formsmith, Laura!

Please verify your email address to activate your free account:
https://app.formsmith.example/verify-email/-AVd6BSggAT3HS00y-Rc-pPq3w6JZ30w?uid=583201

This link expires in 48 hours.

Need help getting started? https://help.formsmith.example/getting-started

Formsmith LLC, 600 Congress Ave, Floor 14, Austin, TX 78701
Privacy: https://formsmith.example/privacy
""",
    html="""<html><body style="margin:0;background:#f0f2f5;font-family:'Open Sans',Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px">
<tr><td style="padding:30px 40px 10px"><img src="https://cdn.formsmith.example/brand/logo-dark.png" alt="Formsmith" width="140"></td></tr>
<tr><td style="padding:10px 40px;color:#333;font-size:15px;line-height:24px">
<h1 style="font-size:22px">Welcome to Formsmith, Laura!</h1>
<p>Please verify your email address to activate your free account.</p>
<p style="text-align:center;margin:30px 0"><a href="https://app.formsmith.example/verify-email/-AVd6BSggAT3HS00y-Rc-pPq3w6JZ30w?uid=583201" style="background:#6c47ff;color:#fff;padding:14px 30px;border-radius:6px;text-decoration:none;font-weight:bold">Verify email address</a></p>
<p style="font-size:13px;color:#777">This link expires in 48 hours. Need help getting started? Read our <a href="https://help.formsmith.example/getting-started">quick-start guide</a>.</p>
</td></tr>
<tr><td style="padding:20px 40px;border-top:1px solid #eee;text-align:center">
<a href="https://www.facebook.example/formsmith"><img src="https://cdn.formsmith.example/icons/fb.png" width="24" alt="Facebook"></a>
<a href="https://www.linkedin.example/company/formsmith"><img src="https://cdn.formsmith.example/icons/li.png" width="24" alt="LinkedIn"></a>
<a href="https://www.youtube.example/@formsmith"><img src="https://cdn.formsmith.example/icons/yt.png" width="24" alt="YouTube"></a>
<p style="font-size:11px;color:#999">Formsmith LLC, 600 Congress Ave, Floor 14, Austin, TX 78701<br>
<a href="https://formsmith.example/privacy" style="color:#999">Privacy</a> &middot; <a href="https://formsmith.example/terms" style="color:#999">Terms</a></p>
</td></tr></table></td></tr></table>
<img src="https://e.formsmith.example/open/KwFbZDV8AlfAtOa2Ectw3DeuppH4sASJ.gif" width="1" height="1" alt="">
</body></html>
""",
)

# ---------------------------------------------------------------------------
# 37. magic_link -- newsletter double opt-in (Australia)
# ---------------------------------------------------------------------------
add(
    kind="magic_link",
    otp=None, shown=None,
    link="https://canberragardener.list-manage.example/subscribe/confirm?u=a815986d42d42347dae5fed1&id=3f9e22c1ab&e=nGHy0Kg6xL",
    frm="The Canberra Gardener <news@canberragardener.example>",
    to="margaret.w@iinet-mail.example",
    date="Thu, 20 Nov 2025 16:45:00 +1100",
    subject="The Canberra Gardener: Please Confirm Subscription",
    text_cte="7bit",
    html_cte="7bit",
    text="""The Canberra Gardener

Please confirm your subscription

Yes, subscribe me to this list:
https://canberragardener.list-manage.example/subscribe/confirm?u=a815986d42d42347dae5fed1&id=3f9e22c1ab&e=nGHy0Kg6xL

If you received this email by mistake, simply delete it. You won't be
subscribed if you don't click the confirmation link above.

For questions about this list, please contact: news@canberragardener.example

The Canberra Gardener, PO Box 4412, Kingston ACT 2604, Australia
""",
    html="""<html><body style="background:#fafaf5;font-family:Georgia,serif">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e0e0d0">
<tr><td style="padding:10px 24px;font-size:11px;text-align:right"><a href="https://canberragardener.list-manage.example/archive/confirm-preview?u=a815986d42d4">View this email in your browser</a></td></tr>
<tr><td style="padding:20px 24px;text-align:center;font-size:26px;color:#3c6e2f">The Canberra Gardener</td></tr>
<tr><td style="padding:10px 40px 30px;text-align:center;font-size:16px;color:#333">
<h2 style="font-weight:normal">Please confirm your subscription</h2>
<p><a href="https://canberragardener.list-manage.example/subscribe/confirm?u=a815986d42d42347dae5fed1&amp;id=3f9e22c1ab&amp;e=nGHy0Kg6xL" style="display:inline-block;background:#3c6e2f;color:#fff;padding:14px 28px;text-decoration:none;font-family:Arial,sans-serif">Yes, subscribe me to this list.</a></p>
<p style="font-size:13px;color:#666">If you received this email by mistake, simply delete it. You won't be subscribed if you don't click the confirmation link above.</p>
<p style="font-size:13px;color:#666">For questions about this list, please contact: <a href="mailto:news@canberragardener.example">news@canberragardener.example</a></p>
</td></tr>
<tr><td style="padding:14px;background:#f3f3ea;font-size:11px;color:#888;text-align:center">The Canberra Gardener, PO Box 4412, Kingston ACT 2604, Australia<br>
<a href="https://canberragardener.list-manage.example/abuse?u=a815986d42d4&amp;id=3f9e22c1ab">Report abuse</a></td></tr>
</table></body></html>
""",
)

# ---------------------------------------------------------------------------
# 38. magic_link -- fashion retailer password reset, raw URL repeated as text
# ---------------------------------------------------------------------------
add(
    kind="magic_link",
    otp=None, shown=None,
    link="https://www.threadly.example/account/reset-password?key=NS7wbszEXlu4kSajMAf4S09aqPHec1fe&login=kate.obrien",
    frm="Threadly <customerservice@threadly.example>",
    to="kate.obrien@mailbox.example",
    date="Fri, 21 Nov 2025 23:11:08 +0000",
    subject="Reset your Threadly password",
    html_cte="quoted-printable",
    html="""<html><body style="font-family:Futura,'Trebuchet MS',Arial,sans-serif;color:#111">
<table width="600" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:24px 0;text-align:center;font-size:26px;letter-spacing:6px">THREADLY</td></tr>
<tr><td style="padding:0 0 10px;text-align:center;font-size:12px">
<a href="https://www.threadly.example/women" style="color:#111">WOMEN</a> &nbsp; <a href="https://www.threadly.example/men" style="color:#111">MEN</a> &nbsp; <a href="https://www.threadly.example/sale" style="color:#c00">SALE</a></td></tr>
<tr><td style="padding:30px;background:#f7f7f7">
<p>Hi Kate,</p>
<p>We received a request to reset the password for your Threadly account. Click the button below to choose a new one.</p>
<p style="text-align:center;margin:28px 0"><a href="https://www.threadly.example/account/reset-password?key=NS7wbszEXlu4kSajMAf4S09aqPHec1fe&amp;login=kate.obrien" style="background:#111;color:#fff;padding:14px 36px;text-decoration:none;font-weight:bold">RESET PASSWORD</a></p>
<p style="font-size:12px">Button not working? Copy and paste this link into your browser:<br>
<a href="https://www.threadly.example/account/reset-password?key=NS7wbszEXlu4kSajMAf4S09aqPHec1fe&amp;login=kate.obrien" style="color:#555;word-break:break-all">https://www.threadly.example/account/reset-password?key=NS7wbszEXlu4kSajMAf4S09aqPHec1fe&amp;login=kate.obrien</a></p>
<p style="font-size:12px;color:#666">This link is valid for 24 hours. If you didn't ask to reset your password, you can ignore this email &ndash; your password won't change.</p>
</td></tr>
<tr><td style="padding:20px 0;font-size:11px;color:#888;text-align:center">
Need help? Call 0161 555 0190 (Mon&ndash;Fri 9am&ndash;6pm) or <a href="https://www.threadly.example/help">visit our help centre</a>.<br>
Threadly Retail Ltd, 1 Spinningfields, Manchester M3 3AP. Registered in England No. 10442871.</td></tr>
</table></body></html>
""",
)

# ---------------------------------------------------------------------------
# 39. magic_link -- bank "Yes, it was me" device approval
# ---------------------------------------------------------------------------
add(
    kind="magic_link",
    otp=None, shown=None,
    link="https://secure.norrowbank.example/device/approve?req=J7RLgRKTAEoqP_UfrcjzM4TGJE_r9ySr&answer=yes",
    frm="Norrow Bank <security@alerts.norrowbank.example>",
    to="ethan.roberts@mailbox.example",
    date="Sat, 22 Nov 2025 09:37:18 -0500",
    subject="Was this you? New sign-in to Norrow Online Banking",
    text_cte="quoted-printable",
    html_cte="quoted-printable",
    text="""Was this you?

We noticed a sign-in attempt to Norrow Online Banking from a device we don't
recognize.

Device: iPhone 15, Safari
Location (approximate): Columbus, OH, US
Time: Nov 22, 2025 at 9:36 AM ET

Yes, it was me:
https://secure.norrowbank.example/device/approve?req=J7RLgRKTAEoqP_UfrcjzM4TGJE_r9ySr&answer=yes

No, it wasn't me:
https://secure.norrowbank.example/device/deny?req=J7RLgRKTAEoqP_UfrcjzM4TGJE_r9ySr

The sign-in will stay on hold until you respond (up to 30 minutes).

Norrow Bank, N.A. Member FDIC. 250 E Broad St, Columbus, OH 43215.
Questions: 1-866-555-0177
""",
    html="""<html><body style="font-family:'Segoe UI',Arial,sans-serif;background:#f4f4f4;color:#222">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#003b71;color:#fff;padding:18px 28px;font-size:20px">Norrow Bank</td></tr>
<tr><td style="padding:28px">
<h2 style="margin-top:0">Was this you?</h2>
<p>We noticed a sign-in attempt to Norrow Online Banking from a device we don't recognize.</p>
<table cellpadding="4" style="font-size:14px;background:#f7f9fb;width:100%">
<tr><td style="color:#666">Device</td><td>iPhone 15, Safari</td></tr>
<tr><td style="color:#666">Location (approximate)</td><td>Columbus, OH, US</td></tr>
<tr><td style="color:#666">Time</td><td>Nov 22, 2025 at 9:36 AM ET</td></tr>
</table>
<table cellpadding="0" cellspacing="0" style="margin:24px 0"><tr>
<td style="background:#0a7c3e;border-radius:4px"><a href="https://secure.norrowbank.example/device/approve?req=J7RLgRKTAEoqP_UfrcjzM4TGJE_r9ySr&amp;answer=yes" style="display:inline-block;padding:12px 24px;color:#fff;text-decoration:none;font-weight:bold">Yes, it was me</a></td>
<td width="12"></td>
<td style="border:2px solid #b00020;border-radius:4px"><a href="https://secure.norrowbank.example/device/deny?req=J7RLgRKTAEoqP_UfrcjzM4TGJE_r9ySr" style="display:inline-block;padding:10px 22px;color:#b00020;text-decoration:none;font-weight:bold">No, secure my account</a></td>
</tr></table>
<p style="font-size:13px;color:#555">The sign-in will stay on hold until you respond (up to 30 minutes).</p>
</td></tr>
<tr><td style="padding:18px 28px;font-size:11px;color:#777;background:#eef1f4">Norrow Bank, N.A. Member FDIC. 250 E Broad St, Columbus, OH 43215. Questions: 1-866-555-0177<br>
<a href="https://www.norrowbank.example/privacy">Privacy</a> &middot; <a href="https://www.norrowbank.example/security-center">Security Center</a></td></tr>
</table></body></html>
""",
)

# ---------------------------------------------------------------------------
# 40. magic_link -- Irish university account activation
# ---------------------------------------------------------------------------
add(
    kind="magic_link",
    otp=None, shown=None,
    link="https://idm.carrowmore.ac.example/activate?sid=22104877&token=IkncoIZnkDiHxxiOZd1GKDaMtvdHYmIi",
    frm="Carrowmore University IT Services <itservices@carrowmore.ac.example>",
    to="niamh.kelly22@personalmail.example",
    date="Mon, 24 Nov 2025 10:00:12 +0000",
    subject="Activate your Carrowmore University IT account",
    text_cte="8bit",
    html_cte="8bit",
    text="""Dear Niamh,

Welcome to Carrowmore University. Your student IT account has been created.

Student number: 22104877
Username: 22104877@student.carrowmore.ac.example

To activate your account and set your password, use the link below within
7 days:
https://idm.carrowmore.ac.example/activate?sid=22104877&token=IkncoIZnkDiHxxiOZd1GKDaMtvdHYmIi

Once activated you'll have access to Moodle, student email, Wi\u2011Fi (eduroam)
and the library. Orientation week starts Monday 1 December \u2013 see the
orientation timetable at https://www.carrowmore.ac.example/orientation

IT Service Desk, Room G.14, Hardiman Building
Tel: +353 91 555 4400 | servicedesk@carrowmore.ac.example
Carrowmore University, University Road, Galway H91 TK33, Ireland
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#222;font-size:14px">
<div style="border-top:8px solid #7a0026;max-width:640px;margin:0 auto;padding:20px">
<p><img src="https://www.carrowmore.ac.example/assets/crest-email.png" alt="Carrowmore University" width="200"></p>
<p>Dear Niamh,</p>
<p>Welcome to Carrowmore University. Your student IT account has been created.</p>
<p><b>Student number:</b> 22104877<br><b>Username:</b> 22104877@student.carrowmore.ac.example</p>
<p>To activate your account and set your password, use the link below within 7 days:</p>
<p><a href="https://idm.carrowmore.ac.example/activate?sid=22104877&amp;token=IkncoIZnkDiHxxiOZd1GKDaMtvdHYmIi">Activate my account</a></p>
<p>Once activated you'll have access to Moodle, student email, Wi\u2011Fi (eduroam) and the library. Orientation week starts Monday 1 December \u2013 see the <a href="https://www.carrowmore.ac.example/orientation">orientation timetable</a>.</p>
<p style="font-size:12px;color:#555">IT Service Desk, Room G.14, Hardiman Building<br>Tel: +353 91 555 4400 | <a href="mailto:servicedesk@carrowmore.ac.example">servicedesk@carrowmore.ac.example</a><br>
Carrowmore University, University Road, Galway H91 TK33, Ireland</p>
</div></body></html>
""",
)

# ---------------------------------------------------------------------------
# 41. magic_link -- Canadian government portal, e-mail confirmation
# ---------------------------------------------------------------------------
add(
    kind="magic_link",
    otp=None, shown=None,
    link="https://secure.benefits-portal.gc.example/en/profile/email/confirm?c=psxvX0YRvF1Bru1IQsT1R0zLLbCdZ5cB&lang=en",
    frm="MyBenefits Portal <do-not-reply@benefits-portal.gc.example>",
    to="p.singh@mailbox.example",
    date="Tue, 25 Nov 2025 13:18:40 -0500",
    subject="MyBenefits: confirm your email address / Confirmation de votre adresse courriel",
    text_cte="quoted-printable",
    html_cte="quoted-printable",
    text="""(Le français suit l'anglais)

Hello,

You added this email address to your MyBenefits account. To start receiving
notifications by email, confirm your address:

https://secure.benefits-portal.gc.example/en/profile/email/confirm?c=psxvX0YRvF1Bru1IQsT1R0zLLbCdZ5cB&lang=en

The link expires in 72 hours. Do not reply to this email.

For help, call 1-800-555-0105 (TTY: 1-800-555-0106), Monday to Friday,
8:30 am to 4:30 pm local time.
""",
    html="""<html><body style="font-family:'Noto Sans',Arial,sans-serif;color:#333;font-size:15px">
<div style="max-width:640px;margin:0 auto">
<p style="border-bottom:4px solid #26374a;padding-bottom:8px;font-weight:bold">MyBenefits</p>
<p style="font-size:12px;color:#666">(Le fran&ccedil;ais suit l'anglais)</p>
<p>Hello,</p>
<p>You added this email address to your MyBenefits account. To start receiving notifications by email, confirm your address:</p>
<p><a href="https://secure.benefits-portal.gc.example/en/profile/email/confirm?c=psxvX0YRvF1Bru1IQsT1R0zLLbCdZ5cB&amp;lang=en">Confirm my email address</a></p>
<p>The link expires in 72 hours. Do not reply to this email.</p>
<p>For help, call 1-800-555-0105 (TTY: 1-800-555-0106), Monday to Friday, 8:30 am to 4:30 pm local time.</p>
<hr>
<p>Bonjour,</p>
<p>Vous avez ajout&eacute; cette adresse &agrave; votre compte MonPrestations. Pour confirmer votre adresse, <a href="https://secure.benefits-portal.gc.example/fr/profile/email/confirm?c=psxvX0YRvF1Bru1IQsT1R0zLLbCdZ5cB&amp;lang=fr">cliquez ici</a>.</p>
<p style="font-size:11px;color:#666"><a href="https://www.benefits-portal.gc.example/en/privacy">Privacy notice</a> | <a href="https://www.benefits-portal.gc.example/fr/confidentialite">Avis de confidentialit&eacute;</a></p>
</div></body></html>
""",
)

# ---------------------------------------------------------------------------
# 42. magic_link -- craft forum: confirm link or code (both labelled)
# ---------------------------------------------------------------------------
add(
    kind="magic_link",
    otp="5XK9P2", shown="5XK9P2",
    link="https://hobbyloom.example/register/confirm/E_5LBShRfDzU3MaIQDWV51BEDkEDv_G0",
    frm="Hobbyloom <community@hobbyloom.example>",
    to="sarah.j.lee@mailbox.example",
    date="Wed, 26 Nov 2025 20:02:29 +0000",
    subject="Confirm your Hobbyloom account",
    text_cte="7bit",
    html_cte="base64",
    text="""Hi knitwitsarah,

Thanks for joining Hobbyloom, the friendliest place for makers.

Confirm your account by visiting:
https://hobbyloom.example/register/confirm/E_5LBShRfDzU3MaIQDWV51BEDkEDv_G0

Or, if you're in the app, enter this confirmation code: 5XK9P2

Happy making!
The Hobbyloom team

Hobbyloom CIC, 5 Castle Street, Cardiff CF10 1BS
Unsubscribe from community emails: https://hobbyloom.example/email/unsubscribe?u=co4qHpNFRQ
""",
    html="""<html><body style="background:#fff6ef;font-family:'Comic Neue','Trebuchet MS',sans-serif;color:#4a3428">
<div style="max-width:520px;margin:30px auto;background:#fff;border-radius:14px;padding:30px;border:2px dashed #f2b38a">
<p style="font-size:22px">Hi knitwitsarah,</p>
<p>Thanks for joining Hobbyloom, the friendliest place for makers.</p>
<p style="text-align:center"><a href="https://hobbyloom.example/register/confirm/E_5LBShRfDzU3MaIQDWV51BEDkEDv_G0" style="background:#e06c3c;color:#fff;padding:12px 28px;border-radius:24px;text-decoration:none">Confirm my account</a></p>
<p>Or, if you're in the app, enter this confirmation code: <b style="font-size:18px;letter-spacing:2px">5XK9P2</b></p>
<p>Happy making!<br>The Hobbyloom team</p>
<p style="font-size:11px;color:#a08c80">Hobbyloom CIC, 5 Castle Street, Cardiff CF10 1BS<br>
<a href="https://hobbyloom.example/email/unsubscribe?u=co4qHpNFRQ">Unsubscribe from community emails</a></p>
</div></body></html>
""",
)

# ---------------------------------------------------------------------------
# 43. phone_and_dates -- Indian bank card transaction OTP
# ---------------------------------------------------------------------------
add(
    kind="phone_and_dates",
    otp="604118", shown="604118", link=None,
    frm="Saraswat Union Bank <otp@alerts.subank.example>",
    to="vikram.sharma78@mailbox.example",
    date="Thu, 27 Nov 2025 19:42:21 +0530",
    subject="OTP for your online transaction",
    text_cte="quoted-printable",
    html_cte="quoted-printable",
    text="""Dear Customer,

604118 is the OTP for your transaction of INR 4,299.00 at AMZRETAIL*ONLINE
on your SU Bank Credit Card XX4417 on 27-11-2025 19:42:08 IST.

The OTP is valid for 3 minutes. Do not share it with anyone.

If you have not initiated this transaction, call our 24x7 helpline
1800-266-0011 or +91-22-6155-0011 (from abroad) immediately to block your card.

Available credit limit: INR 1,12,450.00
Statement date: 05-12-2025

Saraswat Union Bank Ltd., Registered Office: SUB House, Nariman Point,
Mumbai 400021. This is a system-generated email. Please do not reply.
""",
    html="""<html><body style="font-family:Verdana,Arial,sans-serif;font-size:12px;color:#000">
<table width="600" cellpadding="10" cellspacing="0" style="border:1px solid #8b0000">
<tr><td style="background:#8b0000;color:#fff;font-weight:bold">Saraswat Union Bank &ndash; Transaction OTP</td></tr>
<tr><td>
<p>Dear Customer,</p>
<p><b>604118</b> is the OTP for your transaction of <b>INR 4,299.00</b> at AMZRETAIL*ONLINE on your SU Bank Credit Card XX4417 on 27-11-2025 19:42:08 IST.</p>
<p>The OTP is valid for 3 minutes. Do not share it with anyone.</p>
<p>If you have not initiated this transaction, call our 24x7 helpline <b>1800-266-0011</b> or +91-22-6155-0011 (from abroad) immediately to block your card.</p>
<p>Available credit limit: INR 1,12,450.00<br>Statement date: 05-12-2025</p>
</td></tr>
<tr><td style="font-size:10px;color:#555;background:#f5f5f5">Saraswat Union Bank Ltd., Registered Office: SUB House, Nariman Point, Mumbai 400021. This is a system-generated email. Please do not reply.</td></tr>
</table></body></html>
""",
)

# ---------------------------------------------------------------------------
# 44. phone_and_dates -- US clinic patient portal access code
# ---------------------------------------------------------------------------
add(
    kind="phone_and_dates",
    otp="730562", shown="730-562", link=None,
    frm="Maplecrest Health Patient Portal <portal@maplecresthealth.example>",
    to="r.alvarez55@mailbox.example",
    date="Fri, 28 Nov 2025 08:12:57 -0500",
    subject="Your Maplecrest portal access code",
    text_cte="7bit",
    html_cte="quoted-printable",
    text="""Maplecrest Health

Hello Rosa,

Your portal access code is 730-562. Enter it on the sign-in screen to view
your upcoming visit and test results. The code expires at 8:27 AM ET.

Upcoming appointment
  Tue, Dec 9, 2025 at 2:30 PM
  Dr. Alan Whitaker, Internal Medicine
  Maplecrest Medical Pavilion, 75 Francis St, Suite 310, Boston, MA 02115
  Please arrive 15 minutes early.

MRN: 00482917
Questions about your appointment: (617) 555-0183
Fax for records requests: (617) 555-0199
Nurse advice line (24 hours): 1-800-555-0167

If this is a medical emergency, call 911.

Maplecrest Health complies with applicable Federal civil rights laws.
""",
    html="""<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#223">
<table width="600" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:18px;background:#e8f1f8;font-size:20px;color:#1b4f72">Maplecrest Health</td></tr>
<tr><td style="padding:20px">
<p>Hello Rosa,</p>
<p>Your portal access code is <b style="font-size:20px">730-562</b>. Enter it on the sign-in screen to view your upcoming visit and test results. The code expires at 8:27 AM ET.</p>
<table cellpadding="6" style="border:1px solid #cfe0ec;width:100%;font-size:13px">
<tr><td colspan="2" style="background:#f4f9fc;font-weight:bold">Upcoming appointment</td></tr>
<tr><td>When</td><td>Tue, Dec 9, 2025 at 2:30 PM</td></tr>
<tr><td>With</td><td>Dr. Alan Whitaker, Internal Medicine</td></tr>
<tr><td>Where</td><td>Maplecrest Medical Pavilion, 75 Francis St, Suite 310, Boston, MA 02115</td></tr>
</table>
<p style="font-size:13px">MRN: 00482917<br>Questions about your appointment: (617) 555-0183<br>Fax for records requests: (617) 555-0199<br>Nurse advice line (24 hours): 1-800-555-0167</p>
<p style="font-size:13px;color:#a00">If this is a medical emergency, call 911.</p>
</td></tr>
<tr><td style="padding:14px 20px;font-size:11px;color:#777">Maplecrest Health complies with applicable Federal civil rights laws. <a href="https://www.maplecresthealth.example/nondiscrimination">Notice of nondiscrimination</a></td></tr>
</table></body></html>
""",
)

# ---------------------------------------------------------------------------
# 45. phone_and_dates -- UK mobile network SIM swap authorisation
# ---------------------------------------------------------------------------
add(
    kind="phone_and_dates",
    otp="284061", shown="284061", link=None,
    frm="Tidewave Mobile <security@tidewave.example>",
    to="gareth.evans@mailbox.example",
    date="Sat, 29 Nov 2025 11:07:44 +0000",
    subject="Confirm your SIM swap",
    text_cte="quoted-printable",
    text="""Hi Gareth,

We've had a request to move your number 07700 900461 to a new SIM.

If you asked for this, enter 284061 in the Tidewave app to approve it.
It's valid for 20 minutes.

Request made: Sat 29 Nov 2025 at 11:06 GMT, Tidewave store, Cardiff Queen St
New SIM ending: ...8830
Order ref: MX-30018472

If you didn't ask for this, call us now on 0333 555 0150 (free from your
Tidewave phone: 150). Your next bill of \u00a318.00 is due on 1 Dec 2025.

Tidewave Mobile Ltd, 2 Capital Quarter, Tyndall Street, Cardiff CF10 4BZ.
""",
)

# ---------------------------------------------------------------------------
# 46. decoy_codes -- Australian shop promo (coupon codes, no real code)
# ---------------------------------------------------------------------------
add(
    kind="decoy_codes",
    otp=None, shown=None, link=None,
    frm="Koala Homewares <hello@koalahomewares.example>",
    to="josh.taylor@optusnet-mail.example",
    date="Fri, 28 Nov 2025 06:00:00 +1100",
    subject="Black Friday starts now: 30% off sitewide \U0001f6cd\ufe0f",
    headers={"List-Unsubscribe": "<https://koalahomewares.example/unsubscribe?e=am9zaC50YXlsb3I>"},
    text_cte="quoted-printable",
    html_cte="quoted-printable",
    text="""BLACK FRIDAY IS HERE

30% off sitewide with code BFRIDAY30
Plus an extra $15 off orders over $150 with code EXTRA15

Ends Monday 1 Dec at 11:59pm AEDT. Free shipping on orders over $99.

Shop now: https://koalahomewares.example/sale?utm_source=edm&utm_campaign=bf25

Koala Homewares, 55 Smith Street, Fitzroy VIC 3065
Unsubscribe: https://koalahomewares.example/unsubscribe?e=am9zaC50YXlsb3I
""",
    html="""<html><body style="margin:0;background:#111;font-family:Arial,sans-serif">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:8px;text-align:center;font-size:11px;background:#f0f0f0"><a href="https://koalahomewares.example/email/view/bf25?e=am9zaC50YXlsb3I">View in browser</a></td></tr>
<tr><td style="background:#000;color:#fff;text-align:center;padding:40px 20px"><div style="font-size:40px;font-weight:900">BLACK FRIDAY</div><div style="font-size:22px">30% off sitewide</div></td></tr>
<tr><td style="padding:30px;text-align:center">
<p>Use code</p><p style="font-size:28px;font-weight:bold;border:2px dashed #000;display:inline-block;padding:10px 24px">BFRIDAY30</p>
<p>Plus an extra $15 off orders over $150 with code <b>EXTRA15</b></p>
<p style="font-size:12px;color:#666">Ends Monday 1 Dec at 11:59pm AEDT. Free shipping on orders over $99.</p>
<p><a href="https://koalahomewares.example/sale?utm_source=edm&amp;utm_campaign=bf25" style="background:#e4002b;color:#fff;padding:14px 36px;text-decoration:none;font-weight:bold">SHOP NOW</a></p>
</td></tr>
<tr><td style="padding:20px;font-size:11px;color:#999;text-align:center">Koala Homewares, 55 Smith Street, Fitzroy VIC 3065<br>
<a href="https://koalahomewares.example/unsubscribe?e=am9zaC50YXlsb3I">Unsubscribe</a> | <a href="https://koalahomewares.example/privacy">Privacy</a></td></tr>
</table>
<img src="https://trk.koalahomewares.example/open/bf25/am9zaC50YXlsb3I.png" width="1" height="1" alt="">
</body></html>
""",
)

# ---------------------------------------------------------------------------
# 47. decoy_codes -- real code among an example code and a promo code
# ---------------------------------------------------------------------------
add(
    kind="decoy_codes",
    otp="846302", shown="846 302", link=None,
    frm="Dishdash <account@dishdash.example>",
    to="angela.reyes@mailbox.example",
    date="Sun, 30 Nov 2025 18:22:37 +0800",
    subject="Dishdash: verify your phone change",
    text_cte="8bit",
    html_cte="quoted-printable",
    text="""Hi Angela,

You're changing the mobile number on your Dishdash account to +63 917 555 0314.
To confirm, enter this verification code in the app:

846 302

Stay safe: Dishdash will never ask for your code by phone or chat. Scammers
may say things like "please read me the 6-digit code, e.g. 123456, to claim
your refund" \u2014 don't.

P.S. Hungry? Get \u20b1100 off your next order with promo code YUMDEC100
(min. spend \u20b1499, until 31 Dec).

Dishdash Philippines Inc., 8th Floor, One World Place, BGC, Taguig City 1634
""",
    html="""<html><body style="font-family:'Poppins',Arial,sans-serif;color:#2e2e2e;background:#fff">
<div style="max-width:560px;margin:auto;padding:24px">
<div style="color:#d70f64;font-size:26px;font-weight:bold">dishdash</div>
<p>Hi Angela,</p>
<p>You're changing the mobile number on your Dishdash account to +63 917 555 0314. To confirm, enter this verification code in the app:</p>
<p style="font-size:32px;font-weight:bold;color:#d70f64;letter-spacing:4px;text-align:center">846 302</p>
<div style="background:#fff4e5;padding:12px;font-size:13px;border-left:4px solid #ff9800">
<b>Stay safe:</b> Dishdash will never ask for your code by phone or chat. Scammers may say things like &quot;please read me the 6-digit code, e.g. 123456, to claim your refund&quot; &mdash; don't.</div>
<div style="margin-top:20px;background:#fdebf3;padding:12px;font-size:13px">P.S. Hungry? Get &#8369;100 off your next order with promo code <b>YUMDEC100</b> (min. spend &#8369;499, until 31 Dec). <a href="https://www.dishdash.example/promos/YUMDEC100">See details</a></div>
<p style="font-size:11px;color:#999;margin-top:24px">Dishdash Philippines Inc., 8th Floor, One World Place, BGC, Taguig City 1634</p>
</div></body></html>
""",
)

# ---------------------------------------------------------------------------
# 48. decoy_codes -- meeting invitation with passcode (null)
# ---------------------------------------------------------------------------
add(
    kind="decoy_codes",
    otp=None, shown=None, link=None,
    frm="Priya Nair via Confera <no-reply@confera.example>",
    to="team-apac@lumio-analytics.example",
    date="Mon, 01 Dec 2025 09:15:02 +0800",
    subject="Invitation: Q1 planning sync @ Wed 3 Dec 2025 10:00 - 11:00 (SGT)",
    text_cte="7bit",
    html_cte="quoted-printable",
    text="""Priya Nair is inviting you to a scheduled Confera meeting.

Topic: Q1 planning sync
Time: Wed 3 Dec 2025 10:00 AM Singapore

Join Confera Meeting
https://lumio.confera.example/j/84522910073?pwd=bXlwYXNzY29kZTU1MTkwMg

Meeting ID: 845 2291 0073
Passcode: 551902

One tap mobile
+6531585555,,84522910073#,,,,*551902# Singapore
+61285185555,,84522910073#,,,,*551902# Australia

Dial by your location
 +65 3158 5555 Singapore
 +44 20 3481 5555 United Kingdom
Find your local number: https://lumio.confera.example/u/abcKx92

Agenda
1. FY26 targets (Priya) - 20 min
2. Hiring plan, 4 roles (Wei Ling) - 15 min
3. AOB
""",
    html="""<html><body style="font-family:Arial,sans-serif;font-size:14px">
<p>Priya Nair is inviting you to a scheduled Confera meeting.</p>
<p><b>Topic:</b> Q1 planning sync<br><b>Time:</b> Wed 3 Dec 2025 10:00 AM Singapore</p>
<p><a href="https://lumio.confera.example/j/84522910073?pwd=bXlwYXNzY29kZTU1MTkwMg">Join Confera Meeting</a></p>
<p>Meeting ID: 845 2291 0073<br>Passcode: 551902</p>
<p>One tap mobile<br>+6531585555,,84522910073#,,,,*551902# Singapore<br>+61285185555,,84522910073#,,,,*551902# Australia</p>
<p>Dial by your location<br>&nbsp;+65 3158 5555 Singapore<br>&nbsp;+44 20 3481 5555 United Kingdom<br>
Find your local number: <a href="https://lumio.confera.example/u/abcKx92">https://lumio.confera.example/u/abcKx92</a></p>
<p><b>Agenda</b></p><ol><li>FY26 targets (Priya) - 20 min</li><li>Hiring plan, 4 roles (Wei Ling) - 15 min</li><li>AOB</li></ol>
<p style="font-size:11px;color:#888">Invitation from Confera Calendar. <a href="https://calendar.confera.example/event?action=RESPOND&amp;eid=Nzk0MjE&amp;rst=1">Yes</a> &middot;
<a href="https://calendar.confera.example/event?action=RESPOND&amp;eid=Nzk0MjE&amp;rst=2">No</a> &middot;
<a href="https://calendar.confera.example/event?action=RESPOND&amp;eid=Nzk0MjE&amp;rst=3">Maybe</a></p>
</body></html>
""",
)

# ---------------------------------------------------------------------------
# 49. decoy_codes -- gift card delivery (card number + PIN, null)
# ---------------------------------------------------------------------------
add(
    kind="decoy_codes",
    otp=None, shown=None, link=None,
    frm="Bramble Books Gift Cards <giftcards@bramblebooks.example>",
    to="lucy.thompson@mailbox.example",
    date="Tue, 02 Dec 2025 12:48:19 +0000",
    subject="Tom sent you a \u00a325 Bramble Books gift card",
    text_cte="base64",
    html_cte="base64",
    text="""You've got a gift!

Tom Harding sent you a \u00a325.00 Bramble Books eGift card.

"Happy birthday Lucy! Buy something with dragons in it. - Tom"

Gift card number: 6006 4912 8834 0021
PIN: 8841
Expires: 02/12/2030

Spend it online at bramblebooks.example or in any of our 42 shops -- just show
this email at the till.

Check your balance: https://www.bramblebooks.example/giftcards/balance

Bramble Books Ltd, 30 Broad Street, Oxford OX1 3BQ.
Gift cards are subject to our terms and conditions.
""",
    html="""<html><body style="font-family:Baskerville,Georgia,serif;background:#f6f1e7;color:#3b2f2f">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:30px;text-align:center;background:#2f4a3a;color:#f6f1e7;font-size:26px">You've got a gift!</td></tr>
<tr><td style="padding:30px;text-align:center">
<p>Tom Harding sent you a <b>&pound;25.00</b> Bramble Books eGift card.</p>
<p style="font-style:italic">&ldquo;Happy birthday Lucy! Buy something with dragons in it. &ndash; Tom&rdquo;</p>
<table align="center" cellpadding="8" style="border:1px solid #c9b99a;font-family:Courier,monospace;font-size:16px">
<tr><td align="left">Gift card number</td><td>6006 4912 8834 0021</td></tr>
<tr><td align="left">PIN</td><td>8841</td></tr>
<tr><td align="left">Expires</td><td>02/12/2030</td></tr>
</table>
<p style="font-size:13px">Spend it online or in any of our 42 shops &ndash; just show this email at the till.</p>
<p><a href="https://www.bramblebooks.example/giftcards/balance">Check your balance</a></p>
</td></tr>
<tr><td style="padding:16px;font-size:11px;color:#8a7f70;text-align:center">Bramble Books Ltd, 30 Broad Street, Oxford OX1 3BQ. Gift cards are subject to our <a href="https://www.bramblebooks.example/giftcards/terms">terms and conditions</a>.</td></tr>
</table></body></html>
""",
)

# ---------------------------------------------------------------------------
# 50. decoy_codes -- support ticket acknowledgement (case number, null)
# ---------------------------------------------------------------------------
add(
    kind="decoy_codes",
    otp=None, shown=None, link=None,
    frm="Brightdesk Support <support@brightdesk.example>",
    to="kwame.asante@asante-logistics.example",
    date="Wed, 03 Dec 2025 16:30:41 +0000",
    subject="[Case #00482193] We've received your request: Invoices not syncing",
    headers={"Reply-To": "support+case00482193@brightdesk.example"},
    text_cte="7bit",
    text="""##- Please type your reply above this line -##

Hi Kwame,

Thanks for contacting Brightdesk Support. Your request has been received and
assigned case number 00482193. Please keep this number in the subject line
if you write to us about the same issue.

Summary: Invoices not syncing to accounting (Workspace ID 771-204-55)
Priority: Normal
Expected first response: within 4 business hours (Mon-Fri, 08:00-18:00 GMT)

While you wait, these articles might help:
 - Troubleshooting accounting sync (KB-1182)
 - Reconnecting your integration after a password change (KB-0937)

Kind regards,
Brightdesk Support
+44 20 7946 0321

This email is a service from Brightdesk. [E1RQ-7PZ4]
""",
)

# ---------------------------------------------------------------------------
# 51. delivery_code -- Nigerian courier, code to tell the rider
# ---------------------------------------------------------------------------
add(
    kind="delivery_code",
    otp="6208", shown="6208", link=None,
    frm="Swiftbox Logistics <deliveries@swiftbox.example>",
    to="ifeoma.nwosu@mailbox.example",
    date="Thu, 04 Dec 2025 09:05:17 +0100",
    subject="Your Swiftbox delivery is arriving today",
    text_cte="quoted-printable",
    html_cte="quoted-printable",
    text="""Hello Ifeoma,

Your package from Adire Lane (order AL-20931) is out for delivery today
between 10:00 and 14:00.

Delivery code: 6208
Give this one-time code to the rider only when you have received your
package. The rider cannot complete the delivery without it.

Rider: Musa  |  0809 555 2718
Waybill: SWB-LAG-0045518871
Amount to pay on delivery: \u20a60.00 (prepaid)
Address: 14 Admiralty Way, Lekki Phase 1, Lagos

Swiftbox Logistics Ltd, 22 Kofo Abayomi St, Victoria Island, Lagos
""",
    html="""<html><body style="font-family:Arial,sans-serif;color:#1a1a1a">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #eee">
<tr><td style="background:#ffcc00;padding:14px 22px;font-weight:bold;font-size:18px">swiftbox</td></tr>
<tr><td style="padding:22px">
<p>Hello Ifeoma,</p>
<p>Your package from <b>Adire Lane</b> (order AL-20931) is out for delivery today between <b>10:00 and 14:00</b>.</p>
<table width="100%" cellpadding="12" style="background:#fff8d6;border-radius:8px"><tr><td align="center">
<div style="font-size:13px">Delivery code</div>
<div style="font-size:34px;font-weight:bold;letter-spacing:8px">6208</div>
<div style="font-size:12px">Give this one-time code to the rider only when you have received your package.</div>
</td></tr></table>
<p style="font-size:13px">Rider: Musa &nbsp;|&nbsp; 0809 555 2718<br>Waybill: SWB-LAG-0045518871<br>Amount to pay on delivery: &#8358;0.00 (prepaid)<br>Address: 14 Admiralty Way, Lekki Phase 1, Lagos</p>
<p><a href="https://swiftbox.example/track/SWB-LAG-0045518871">Track delivery</a></p>
</td></tr>
<tr><td style="padding:12px 22px;font-size:11px;color:#888">Swiftbox Logistics Ltd, 22 Kofo Abayomi St, Victoria Island, Lagos</td></tr>
</table></body></html>
""",
)

# ---------------------------------------------------------------------------
# 52. delivery_code -- UK parcel locker collection code
# ---------------------------------------------------------------------------
add(
    kind="delivery_code",
    otp="725913", shown="725 913", link=None,
    frm="LockerLoop <notifications@lockerloop.example>",
    to="megan.price@mailbox.example",
    date="Thu, 04 Dec 2025 14:51:06 +0000",
    subject="Your parcel is ready to collect from LockerLoop Tesco Extra Leeds",
    text_cte="7bit",
    html_cte="base64",
    text="""Your parcel is waiting for you!

Locker: LockerLoop LDS112, Tesco Extra, Roundhay Road, Leeds LS8 5AJ
(open 24 hours)

Collection code: 725 913

Type the code into the locker screen or scan the QR code in the LockerLoop
app. Please collect by 23:59 on Sun 7 Dec 2025, after which it will be
returned to the sender.

Sender: Northern Threads
Tracking: LL9204417736GB

LockerLoop UK Ltd, Unit 4, Thorpe Park, Leeds LS15 8GB
""",
    html="""<html><body style="font-family:Helvetica,Arial,sans-serif;background:#f5f5f5">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#00a19a;color:#fff;padding:18px 24px;font-size:20px">LockerLoop</td></tr>
<tr><td style="padding:24px">
<h2 style="margin-top:0">Your parcel is waiting for you!</h2>
<p><b>Locker:</b> LockerLoop LDS112, Tesco Extra, Roundhay Road, Leeds LS8 5AJ (open 24 hours)</p>
<p style="text-align:center;font-size:13px;margin-bottom:0">Collection code</p>
<p style="text-align:center;font-size:38px;font-weight:bold;margin-top:4px">725 913</p>
<p>Type the code into the locker screen or scan the QR code in the LockerLoop app. Please collect by <b>23:59 on Sun 7 Dec 2025</b>, after which it will be returned to the sender.</p>
<p style="font-size:13px;color:#555">Sender: Northern Threads<br>Tracking: LL9204417736GB</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#999">LockerLoop UK Ltd, Unit 4, Thorpe Park, Leeds LS15 8GB &middot; <a href="https://lockerloop.example/help">Help</a></td></tr>
</table></body></html>
""",
)

# ---------------------------------------------------------------------------
# 53. building_codes -- holiday rental check-in (door code, Wi-Fi, null)
# ---------------------------------------------------------------------------
add(
    kind="building_codes",
    otp=None, shown=None, link=None,
    frm="Saltmarsh Cottages <stay@saltmarshcottages.example>",
    to="david.greene@mailbox.example",
    date="Fri, 05 Dec 2025 10:00:00 +0000",
    subject="Check-in details for Curlew Cottage, Fri 12 Dec",
    text_cte="quoted-printable",
    text="""Hi David,

We're looking forward to welcoming you to Curlew Cottage next Friday.
Here's everything you need for a smooth arrival.

Booking ref: SMC-2512-118
Check-in: Fri 12 Dec from 4pm
Check-out: Mon 15 Dec by 10am

Address: Curlew Cottage, 3 Marsh Lane, Blakeney, Norfolk NR25 7NB
Parking: one space on the gravel drive, on the left.

Key safe: to the right of the front door. Code 4590 (press the button at
the bottom to open).
Wi-Fi network: Curlew_Guest   Password: Seaside2025!

The log burner is ready to go and there's a welcome hamper in the kitchen.
Bins go out on Monday morning (green = recycling).

If you have any trouble at all, ring or text Helen on 07700 900781.

Warm wishes,
Helen & Mark
Saltmarsh Cottages \u00b7 The Old Granary, High Street, Cley NR25 7RB
""",
)

# ---------------------------------------------------------------------------
# 54. account_notice -- password changed confirmation (null)
# ---------------------------------------------------------------------------
add(
    kind="account_notice",
    otp=None, shown=None, link=None,
    frm="Pinecone Photos <account@pinecone.example>",
    to="olivia.brown@mailbox.example",
    date="Fri, 05 Dec 2025 20:14:52 -0800",
    subject="Your Pinecone password was changed",
    text_cte="7bit",
    html_cte="quoted-printable",
    text="""Hi Olivia,

The password for your Pinecone account (olivia.brown@mailbox.example) was
changed on Dec 5, 2025 at 8:14 PM PST.

If you made this change, you don't need to do anything.

If you didn't, secure your account right away:
https://pinecone.example/account/recover?src=pwchg&rid=FtIPH9IRQDwogv5800De45MTYgLIET-Y

Pinecone Photos, Inc., 1 Ferry Building, Suite 255, San Francisco, CA 94111
""",
    html="""<html><body style="font-family:Avenir,Helvetica,Arial,sans-serif;color:#222">
<div style="max-width:540px;margin:0 auto;padding:30px 20px">
<img src="https://pinecone.example/static/email/pinecone-logo.png" width="36" alt="Pinecone">
<h2 style="font-weight:600">Your password was changed</h2>
<p>Hi Olivia,</p>
<p>The password for your Pinecone account (olivia.brown@mailbox.example) was changed on Dec 5, 2025 at 8:14 PM PST.</p>
<p>If you made this change, you don't need to do anything.</p>
<p>If you didn't, <a href="https://pinecone.example/account/recover?src=pwchg&amp;rid=FtIPH9IRQDwogv5800De45MTYgLIET-Y">secure your account right away</a>.</p>
<p style="font-size:11px;color:#999;margin-top:30px">Pinecone Photos, Inc., 1 Ferry Building, Suite 255, San Francisco, CA 94111</p>
</div></body></html>
""",
)

# ---------------------------------------------------------------------------
# 55. security_alert -- new sign-in alert (no code, check-activity link)
# ---------------------------------------------------------------------------
add(
    kind="security_alert",
    otp=None, shown=None, link=None,
    frm="Nimbus Account <no-reply@accounts.nimbus.example>",
    to="william.chen.au@mailbox.example",
    date="Sat, 06 Dec 2025 07:31:03 +0000",
    subject="Security alert: new sign-in on Windows",
    text_cte="quoted-printable",
    html_cte="quoted-printable",
    text="""New sign-in to your Nimbus Account
william.chen.au@mailbox.example

We noticed a new sign-in to your Nimbus Account on a Windows device. If this
was you, you don't need to do anything. If not, we'll help you secure your
account.

Device: Windows 11, Edge 131
Location: Perth WA, Australia (IP 203.0.113.201)
Time: Saturday, 6 December 2025, 3:30 pm AWST

Check activity: https://myaccount.nimbus.example/notifications?rapt=kqhEGFXi1QRa5ntwKbEMzYTuAOKjkShr

You can also see security activity at
https://myaccount.nimbus.example/security

You received this email to let you know about important changes to your
Nimbus Account and services.
(c) 2025 Nimbus LLC, 1600 Amphitheatre Pkwy, Mountain View, CA 94043, USA
""",
    html="""<html><body style="font-family:Roboto,Arial,sans-serif;background:#fff">
<table width="520" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #dadce0;border-radius:8px">
<tr><td style="padding:40px 24px 20px;text-align:center;border-bottom:1px solid #dadce0">
<img src="https://www.nimbus.example/images/branding/nimbus_logo_74x24.png" width="74" height="24" alt="Nimbus">
<div style="font-size:24px;padding-top:24px">New sign-in to your Nimbus Account</div>
<div style="font-size:14px;color:#5f6368;padding-top:8px">william.chen.au@mailbox.example</div></td></tr>
<tr><td style="padding:20px 24px;font-size:14px;line-height:20px;color:#3c4043">
We noticed a new sign-in to your Nimbus Account on a Windows device. If this was you, you don't need to do anything. If not, we'll help you secure your account.
<table cellpadding="3" style="margin-top:14px;font-size:13px;color:#5f6368">
<tr><td>Device</td><td>Windows 11, Edge 131</td></tr>
<tr><td>Location</td><td>Perth WA, Australia (IP 203.0.113.201)</td></tr>
<tr><td>Time</td><td>Saturday, 6 December 2025, 3:30 pm AWST</td></tr></table>
<div style="padding-top:28px;text-align:center"><a href="https://myaccount.nimbus.example/notifications?rapt=kqhEGFXi1QRa5ntwKbEMzYTuAOKjkShr" style="background:#1a73e8;color:#fff;padding:10px 24px;border-radius:4px;text-decoration:none;font-weight:500">Check activity</a></div>
<div style="padding-top:24px;font-size:12px;color:#5f6368;text-align:center">You can also see security activity at<br><a href="https://myaccount.nimbus.example/security">https://myaccount.nimbus.example/security</a></div>
</td></tr></table>
<p style="text-align:center;font-size:11px;color:rgba(0,0,0,0.54)">You received this email to let you know about important changes to your Nimbus Account and services.<br>&copy; 2025 Nimbus LLC, 1600 Amphitheatre Pkwy, Mountain View, CA 94043, USA</p>
</body></html>
""",
)

# ---------------------------------------------------------------------------
# 56. order_update -- Singapore food delivery, rider on the way (null)
# ---------------------------------------------------------------------------
add(
    kind="order_update",
    otp=None, shown=None, link=None,
    frm="MakanGo <orders@makango.example>",
    to="wei.ling.tan@mailbox.example",
    date="Sat, 06 Dec 2025 19:12:44 +0800",
    subject="Your MakanGo order #MG-55820143 is on the way",
    html_cte="quoted-printable",
    html="""<html><body style="font-family:Arial,sans-serif;color:#333;background:#fff">
<div style="max-width:560px;margin:auto;padding:20px">
<div style="font-size:24px;font-weight:bold;color:#00b14f">MakanGo</div>
<h2>Your food is on the way!</h2>
<p>Rider <b>Hafiz</b> picked up your order from <b>Ah Seng Chicken Rice (Tiong Bahru)</b> at 7:10 PM.<br>
Estimated arrival: <b>7:25 &ndash; 7:35 PM</b></p>
<table width="100%" cellpadding="6" style="border-collapse:collapse;font-size:14px;border-top:1px solid #eee">
<tr><td>Order</td><td align="right">#MG-55820143</td></tr>
<tr><td>2x Roasted chicken rice (large)</td><td align="right">S$13.00</td></tr>
<tr><td>1x Braised egg</td><td align="right">S$1.20</td></tr>
<tr><td>1x Barley (less sweet)</td><td align="right">S$2.50</td></tr>
<tr><td>Delivery fee</td><td align="right">S$3.49</td></tr>
<tr><td>Small order fee</td><td align="right">S$0.00</td></tr>
<tr><td><b>Total (paid via MakanPay)</b></td><td align="right"><b>S$20.19</b></td></tr>
</table>
<p style="font-size:13px">Delivering to: Blk 55 Tiong Bahru Rd, #08-212, Singapore 160055<br>
Rider vehicle: Motorbike FBL 8821 T &middot; Rider contact via in-app chat</p>
<p><a href="https://makango.example/orders/MG-55820143/track" style="background:#00b14f;color:#fff;padding:10px 20px;border-radius:20px;text-decoration:none">Track order</a></p>
<p style="font-size:11px;color:#999">MakanGo Singapore Pte Ltd, 3 Media Close, #01-03/06, Singapore 138498 &middot; <a href="https://makango.example/help">Help centre</a></p>
</div></body></html>
""",
)

# ---------------------------------------------------------------------------
# 57. code_and_link -- Canadian marketplace: code + tracked verify button
# ---------------------------------------------------------------------------
add(
    kind="code_and_link",
    otp="68203", shown="68203",
    link="https://links.swapnest.example/ls/click?upn=eRivL9lMBt5SgbyNJrY23UcSOPF-2FyMKE-3D&sig=5ade88245dfb",
    link_alt=["https://www.swapnest.example/verify-email?t=m2YrekUdKEvV7W-ehQW76DMz2ePjQZjm&u=9081127"],
    frm="Swapnest <welcome@swapnest.example>",
    to="chantal.roy@videotron-mail.example",
    date="Sun, 07 Dec 2025 13:40:22 -0500",
    subject="Verify your email to start selling on Swapnest",
    text_cte="quoted-printable",
    html_cte="quoted-printable",
    text="""Welcome to Swapnest, Chantal!

Before you post your first listing, please verify your email.

Enter this 5-digit code in the app: 68203

Or open this link:
https://www.swapnest.example/verify-email?t=m2YrekUdKEvV7W-ehQW76DMz2ePjQZjm&u=9081127

Both expire in 24 hours.

Safety tip: meet buyers in public places and never share your code or
banking details in chat.

Swapnest Marketplace Inc., 1000 rue De La Gauchetière O, Montréal, QC H3B 4W5
Unsubscribe from tips: https://www.swapnest.example/prefs/unsubscribe?u=9081127
""",
    html="""<html><body style="font-family:'Source Sans Pro',Arial,sans-serif;color:#202124;background:#f7f7f7">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:12px 24px;font-size:11px;text-align:right;color:#888"><a href="https://links.swapnest.example/ls/click?upn=webview-9081127&amp;sig=11aa" style="color:#888">View in browser</a></td></tr>
<tr><td style="padding:10px 24px;font-size:24px;font-weight:bold;color:#ff6f3c">swapnest</td></tr>
<tr><td style="padding:10px 24px 24px">
<h2>Welcome to Swapnest, Chantal!</h2>
<p>Before you post your first listing, please verify your email.</p>
<p>Enter this 5-digit code in the app:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:6px">68203</p>
<p>Or tap the button:</p>
<p><a href="https://links.swapnest.example/ls/click?upn=eRivL9lMBt5SgbyNJrY23UcSOPF-2FyMKE-3D&amp;sig=5ade88245dfb" style="background:#ff6f3c;color:#fff;padding:12px 26px;border-radius:6px;text-decoration:none;font-weight:bold">Verify email</a></p>
<p style="font-size:13px;color:#666">Both expire in 24 hours.</p>
<p style="font-size:13px;background:#f1f8ff;padding:10px">Safety tip: meet buyers in public places and never share your code or banking details in chat.</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#999">Swapnest Marketplace Inc., 1000 rue De La Gaucheti&egrave;re O, Montr&eacute;al, QC H3B 4W5<br>
<a href="https://links.swapnest.example/ls/click?upn=unsub-9081127&amp;sig=22bb">Unsubscribe from tips</a></td></tr>
</table>
<img src="https://links.swapnest.example/wf/open?upn=eRivL9lMBt5SgbyNJrY23" width="1" height="1" alt="">
</body></html>
""",
)

# ---------------------------------------------------------------------------
# 58. approval_link -- Canadian crypto exchange: confirm withdrawal link
# ---------------------------------------------------------------------------
add(
    kind="approval_link",
    otp=None, shown=None,
    link="https://app.northcoin.example/withdrawals/confirm?id=wd_8f41c2&token=oASVHrTlYG_FTd_B21WLr9VwxpZSDNSu",
    frm="Northcoin <security@northcoin.example>",
    to="ryan.macdonald@mailbox.example",
    date="Sun, 07 Dec 2025 22:03:50 -0800",
    subject="Confirm your Bitcoin withdrawal",
    html_cte="base64",
    text_cte="7bit",
    text="""Confirm your withdrawal

You requested to send 0.01500000 BTC (approx. CA$1,932.40) to
bc1q9h7garjj5x6...v3k0 on Dec 7, 2025 at 10:02 PM PT.

Confirm withdrawal:
https://app.northcoin.example/withdrawals/confirm?id=wd_8f41c2&token=oASVHrTlYG_FTd_B21WLr9VwxpZSDNSu

Didn't make this request? Cancel it and lock your account:
https://app.northcoin.example/withdrawals/cancel?id=wd_8f41c2&token=oASVHrTlYG_FTd_B21WLr9VwxpZSDNSu

This link expires in 10 minutes. Network fee: 0.00002100 BTC.

Northcoin Canada Inc., 1055 W Georgia St, Suite 1500, Vancouver, BC V6E 3P3
Registered with FINTRAC as an MSB (M19823456).
""",
    html="""<html><body style="font-family:Inter,Arial,sans-serif;background:#0b1020;color:#e5e7eb">
<table width="520" align="center" cellpadding="0" cellspacing="0" style="background:#121a33;border-radius:10px">
<tr><td style="padding:28px 32px;font-size:20px;font-weight:bold;color:#f7931a">Northcoin</td></tr>
<tr><td style="padding:0 32px 28px">
<h2 style="color:#fff">Confirm your withdrawal</h2>
<p>You requested to send <b>0.01500000 BTC</b> (approx. CA$1,932.40) to <code>bc1q9h7garjj5x6...v3k0</code> on Dec 7, 2025 at 10:02 PM PT.</p>
<p style="margin:26px 0"><a href="https://app.northcoin.example/withdrawals/confirm?id=wd_8f41c2&amp;token=oASVHrTlYG_FTd_B21WLr9VwxpZSDNSu" style="background:#f7931a;color:#0b1020;padding:12px 26px;border-radius:6px;text-decoration:none;font-weight:bold">Confirm withdrawal</a></p>
<p style="font-size:13px;color:#9ca3af">Didn't make this request? <a href="https://app.northcoin.example/withdrawals/cancel?id=wd_8f41c2&amp;token=oASVHrTlYG_FTd_B21WLr9VwxpZSDNSu" style="color:#f87171">Cancel it and lock your account</a>.</p>
<p style="font-size:12px;color:#9ca3af">This link expires in 10 minutes. Network fee: 0.00002100 BTC.</p>
</td></tr>
<tr><td style="padding:16px 32px;font-size:11px;color:#6b7280;border-top:1px solid #1f2a4a">Northcoin Canada Inc., 1055 W Georgia St, Suite 1500, Vancouver, BC V6E 3P3. Registered with FINTRAC as an MSB (M19823456).</td></tr>
</table></body></html>
""",
)

# ---------------------------------------------------------------------------
# 59. small_business_code -- hair salon booking verification (4 digits)
# ---------------------------------------------------------------------------
add(
    kind="small_business_code",
    otp="2291", shown="2291", link=None,
    frm="Bella Forma Hair Studio <bookings@bellaforma.example>",
    to="tara.walsh@mailbox.example",
    date="Mon, 08 Dec 2025 11:26:15 +0000",
    subject="Bella Forma: confirm your booking",
    text_cte="8bit",
    text="""Hi Tara,

Thanks for booking with Bella Forma! To hold your appointment, please type
these digits into the booking page: 2291

Cut & blow-dry with Sinéad
Thursday 18 December 2025, 14:30 (approx. 60 min)
Price: \u20ac65.00 \u2013 pay in salon

Need to change it? Call us on 01 555 7734 at least 24 hours ahead.

Bella Forma Hair Studio, 41 Main Street, Bray, Co. Wicklow A98 T2C6
""",
)

# ---------------------------------------------------------------------------
# 60. email_change -- car sharing: confirm new e-mail address
# ---------------------------------------------------------------------------
add(
    kind="email_change",
    otp=None, shown=None,
    link="https://account.zipshare.example/email/confirm?req=9yt0MS0yd8s16IQ_JCqaeWvC14ThQtP3&m=bmV3",
    frm="ZipShare <members@zipshare.example>",
    to="harry.pearson@newmail.example",
    date="Tue, 09 Dec 2025 08:58:31 +0000",
    subject="Confirm your new email address",
    text_cte="quoted-printable",
    html_cte="quoted-printable",
    text="""Hi Harry,

You asked to change the email on your ZipShare membership (member no.
ZS-4471920) to harry.pearson@newmail.example.

Confirm this address:
https://account.zipshare.example/email/confirm?req=9yt0MS0yd8s16IQ_JCqaeWvC14ThQtP3&m=bmV3

Until you confirm, receipts for your trips (like yesterday's 2h 15m in the
VW ID.3 from Bristol Temple Meads bay 4, \u00a314.85) will keep going to your old
address.

ZipShare Mobility Ltd, 1 Victoria Street, Bristol BS1 6AA
Support: 0117 555 0420
""",
    html="""<html><body style="font-family:'DM Sans',Arial,sans-serif;color:#0e1b2c">
<div style="max-width:560px;margin:0 auto;padding:28px 20px">
<div style="font-weight:bold;font-size:22px;color:#3aa655">ZipShare</div>
<p>Hi Harry,</p>
<p>You asked to change the email on your ZipShare membership (member no. ZS-4471920) to <b>harry.pearson@newmail.example</b>.</p>
<p><a href="https://account.zipshare.example/email/confirm?req=9yt0MS0yd8s16IQ_JCqaeWvC14ThQtP3&amp;m=bmV3" style="display:inline-block;background:#3aa655;color:#fff;padding:12px 24px;border-radius:8px;text-decoration:none">Confirm this address</a></p>
<p style="font-size:13px;color:#55606e">Until you confirm, receipts for your trips (like yesterday's 2h 15m in the VW ID.3 from Bristol Temple Meads bay 4, &pound;14.85) will keep going to your old address.</p>
<p style="font-size:11px;color:#8a94a3">ZipShare Mobility Ltd, 1 Victoria Street, Bristol BS1 6AA &middot; Support: 0117 555 0420 &middot;
<a href="https://www.zipshare.example/privacy">Privacy</a> &middot; <a href="https://www.zipshare.example/app">Get the app</a></p>
</div></body></html>
""",
)


# ===========================================================================
# Building
# ===========================================================================
# 3x5 bitmap digits used to draw the inline code image of the alt_text_only
# message, so the picture really shows what its alt text says.
FONT = {
    "0": ["111", "101", "101", "101", "111"], "1": ["010", "110", "010", "010", "111"],
    "2": ["111", "001", "111", "100", "111"], "3": ["111", "001", "111", "001", "111"],
    "4": ["101", "101", "111", "001", "001"], "5": ["111", "100", "111", "001", "111"],
    "6": ["111", "100", "111", "101", "111"], "7": ["111", "001", "010", "010", "010"],
    "8": ["111", "101", "111", "101", "111"], "9": ["111", "101", "111", "001", "111"],
    " ": ["000", "000", "000", "000", "000"],
}


def make_png(textval, scale=8, pad=2):
    cols = []
    for ch in textval:
        glyph = FONT[ch]
        for c in range(3):
            cols.append([glyph[r][c] == "1" for r in range(5)])
        cols.append([False] * 5)
    w_cells = len(cols) + 2 * pad
    h_cells = 5 + 2 * pad
    width, height = w_cells * scale, h_cells * scale
    raw = bytearray()
    for y in range(height):
        raw.append(0)
        cy = y // scale - pad
        for x in range(width):
            cx = x // scale - pad
            on = 0 <= cy < 5 and 0 <= cx < len(cols) and cols[cx][cy]
            raw.extend((20, 30, 60) if on else (240, 244, 250))

    def chunk(tag, data):
        c = tag + data
        return struct.pack(">I", len(data)) + c + struct.pack(">I", zlib.crc32(c) & 0xFFFFFFFF)

    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
            + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))


def domain_of(addr):
    return addr.rsplit("@", 1)[1].rstrip(">").strip()


def build_message(m, seq):
    msg = EmailMessage()
    msg["From"] = m["frm"]
    msg["To"] = m["to"]
    msg["Subject"] = m["subject"]
    msg["Date"] = m["date"]
    dom = domain_of(m["frm"])
    msg["Message-ID"] = "<%08x.%04d.%s@%s>" % (zlib.crc32(m["subject"].encode()), seq,
                                                 "".join(m["date"].split()[1:4]).lower(), dom)
    for k, v in m.get("headers", {}).items():
        msg[k] = v
    text, html = m.get("text"), m.get("html")
    if text is not None:
        msg.set_content(text, subtype="plain", charset="utf-8", cte=m.get("text_cte", "quoted-printable"))
        if html is not None:
            msg.add_alternative(html, subtype="html", charset="utf-8", cte=m.get("html_cte", "quoted-printable"))
    else:
        msg.set_content(html, subtype="html", charset="utf-8", cte=m.get("html_cte", "quoted-printable"))
    if m.get("image") == "code":
        target = msg.get_body(("html",))
        png = make_png(m["shown"])
        cid = re.search(r'src="cid:([^"]+)"', html).group(1)
        target.add_related(png, "image", "png", cid="<%s>" % cid, disposition="inline", filename="code.png")
    return msg


# ===========================================================================
# Validation helpers
# ===========================================================================
class HTMLScan(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.hrefs, self.alts, self.srcs, self.text = [], [], [], []

    def handle_starttag(self, tag, attrs):
        d = dict(attrs)
        if tag == "a" and d.get("href") is not None:
            self.hrefs.append(d["href"])
        if tag == "img":
            if d.get("alt"):
                self.alts.append(d["alt"])
            if d.get("src"):
                self.srcs.append(d["src"])

    def handle_data(self, data):
        self.text.append(data)


URL_RE = re.compile(r"https?://([A-Za-z0-9.\-]+)")
OK_TLDS = (".example", ".test", ".invalid")


def squash(s):
    return re.sub(r"[\s\-\u00a0]", "", s)


def validate(path, m):
    errs = []
    with open(path, "rb") as fh:
        msg = BytesParser(policy=policy.default).parse(fh)
    for part in msg.walk():
        if part.defects:
            errs.append("defects in %s: %r" % (part.get_content_type(), part.defects))
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
    text = "\n".join(texts)
    scan = HTMLScan()
    for h in htmls:
        scan.feed(h)
    scan.close()
    html_raw = "\n".join(htmls)
    html_text = "".join(scan.text)
    alts = "\n".join(scan.alts)
    if m.get("text") is not None and text.replace("\r\n", "\n") != m["text"]:
        errs.append("text round-trip mismatch")
    if m.get("html") is not None and html_raw.replace("\r\n", "\n") != m["html"]:
        errs.append("html round-trip mismatch")

    otp, shown = m["otp"], m.get("shown")
    everything = "\n".join([subject, text, html_raw, html_text, alts])
    if otp is not None:
        if shown is not None:
            if shown not in everything:
                errs.append("shown code %r not in content" % shown)
            sq = squash(shown)
            if not (sq.endswith(otp) and sq[: len(sq) - len(otp)].isalpha() or sq == otp):
                errs.append("shown %r does not reduce to label %r" % (shown, otp))
        norm = squash("\n".join([subject, text, html_text, alts]))
        if otp not in everything and otp not in norm:
            errs.append("code %r not found in decoded content" % otp)
        if m["kind"] == "subject_only":
            if otp not in subject:
                errs.append("subject_only: code not in subject")
            if otp in squash(text) or otp in squash(html_text) or otp in squash(alts):
                errs.append("subject_only: code leaks into body")
        if m["kind"] == "alt_text_only":
            if shown not in alts:
                errs.append("alt_text_only: code not in alt")
            if otp in squash(text) or otp in squash(html_text):
                errs.append("alt_text_only: code visible outside alt")
    elif shown is not None:
        errs.append("shown given for null code")

    link = m.get("link")
    if link is not None:
        if not htmls:
            errs.append("link label needs an HTML part with an href")
        if link not in scan.hrefs:
            errs.append("link %r not found as href" % link)
    for alt in m.get("link_alt", []) or []:
        if alt not in text and alt not in scan.hrefs and alt not in html_text:
            errs.append("link_alt %r not in content" % alt)
        if link is None:
            errs.append("link_alt without link")

    # every URL must live under a reserved TLD
    for host in URL_RE.findall(everything + "\n" + "\n".join(scan.srcs)):
        if not host.lower().endswith(OK_TLDS):
            errs.append("non-reserved host %r" % host)
    for addr in (m["frm"], m["to"]):
        if not domain_of(addr).endswith(OK_TLDS):
            errs.append("non-reserved mail domain in %r" % addr)
    return errs


def main():
    if len(MESSAGES) != 60:
        sys.exit("expected 60 messages, have %d" % len(MESSAGES))
    # families: one per message, numbered within each kind
    counters = {}
    for m in MESSAGES:
        counters[m["kind"]] = counters.get(m["kind"], 0) + 1
        m["family"] = "%s-%s-%02d" % (PREFIX, m["kind"], counters[m["kind"]])
    order = list(MESSAGES)
    random.Random(20251207).shuffle(order)

    for name in os.listdir(OUT):
        if name.startswith(PREFIX + "-") and name.endswith(".eml"):
            os.remove(os.path.join(OUT, name))

    labels, problems = [], []
    for i, m in enumerate(order, 1):
        fname = "%s-%04d.eml" % (PREFIX, i)
        path = os.path.join(OUT, fname)
        msg = build_message(m, i)
        with open(path, "wb") as fh:
            fh.write(msg.as_bytes(policy=policy.default))
        for e in validate(path, m):
            problems.append("%s (%s): %s" % (fname, m["family"], e))
        row = {"file": fname, "otp": m["otp"], "link": m.get("link"), "kind": m["kind"],
               "lang": "en", "family": m["family"]}
        if m.get("link_alt"):
            row["link_alt"] = m["link_alt"]
        labels.append(row)

    with open(os.path.join(OUT, "labels.jsonl"), "w", encoding="utf-8") as fh:
        for row in labels:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")

    if problems:
        print("\n".join(problems))
        sys.exit("VALIDATION FAILED: %d problem(s)" % len(problems))

    # summary
    by_kind = {}
    for r in labels:
        by_kind[r["kind"]] = by_kind.get(r["kind"], 0) + 1
    code = sum(1 for r in labels if r["otp"])
    link = sum(1 for r in labels if r["link"])
    both = sum(1 for r in labels if r["otp"] and r["link"])
    neither = sum(1 for r in labels if not r["otp"] and not r["link"])
    ctes = {}
    for m in MESSAGES:
        for k in ("text_cte", "html_cte"):
            if k in m:
                ctes[m[k]] = ctes.get(m[k], 0) + 1
    print("OK: %d messages written and validated" % len(labels))
    print("by kind:", json.dumps(dict(sorted(by_kind.items()))))
    print("by lang:", json.dumps({"en": len(labels)}))
    print("code: %d  link: %d  both: %d  neither: %d" % (code, link, both, neither))
    print("transfer encodings (parts):", json.dumps(ctes))


if __name__ == "__main__":
    main()
