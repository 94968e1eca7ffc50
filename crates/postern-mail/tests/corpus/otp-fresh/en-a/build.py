#!/usr/bin/env python3
"""Hand-written English (US / Canadian senders) test mail for a one-time-code /
magic-link extractor.

Every message below is written by hand as Python data.  Running this script writes
fa-NNNN.eml (one RFC 5322 message each) and labels.jsonl into this directory and then
validates the result.  Standard library only.
"""
import html as htmlmod
import json
import os
import re
import struct
import sys
import zlib
from collections import Counter
from email import policy
from email.message import EmailMessage
from email.parser import BytesParser

OUT = os.path.dirname(os.path.abspath(__file__))
PREFIX = "fa"
LANG = "en"
MESSAGES = []


def add(**kw):
    """Register one hand-written message.

    Keys: kind, otp, shown (the code exactly as printed), link, link_alt, from_, to,
    subject, date, text, html, text_cte, html_cte, headers (list of (name, value)),
    image (dict: cid, w, h, rgb, filename), eol ("lf" / "crlf").
    """
    MESSAGES.append(kw)


def spans(code, style="display:inline-block;width:36px;margin:0 3px;padding:8px 0;"
          "border:1px solid #cbd5e1;border-radius:6px;font-size:26px;font-weight:700;"
          "text-align:center;font-family:Menlo,Consolas,monospace"):
    """One <span> per character, with no whitespace in between."""
    return "".join('<span style="%s">%s</span>' % (style, c) for c in code)


def tiny_png(w=160, h=48, rgb=(32, 96, 160)):
    """A small solid-colour PNG built with zlib + struct only."""
    raw = b"".join(b"\x00" + bytes(rgb) * w for _ in range(h))

    def chunk(tag, data):
        body = tag + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))


# ---------------------------------------------------------------------------
# Batch 1: username_digits, booking_ref, newsletter_numbers (part)
# ---------------------------------------------------------------------------

# 0001 -- developer platform, device verification, user name with digits
add(kind="username_digits", otp="471806", shown="471806", link=None,
    from_='"Forgeline" <noreply@forgeline.example>',
    to='"John Smith" <john.smith84@fastmail.example>',
    subject="[Forgeline] Please verify your device",
    date="Mon, 04 Mar 2024 14:22:09 -0800",
    headers=[("X-Forgeline-Reason", "device_verification"), ("Auto-Submitted", "auto-generated")],
    text_cte="7bit", html_cte="quoted-printable",
    text="""\
Hey jsmith84!

A sign in attempt requires further verification because we did not
recognize your device. To complete the sign in, enter the verification
code on the unrecognized device.

Device: Firefox on Ubuntu Linux
Location: Fresno, California, US (IP 203.0.113.58)
Verification code: 471806

If you did not attempt to sign in to your account, your password may be
compromised. Visit https://forgeline.example/settings/security to create
a new, strong password for your Forgeline account.

If you'd like to automatically verify devices in the future, consider
enabling two-factor authentication on your account. Visit
https://docs.forgeline.example/authentication/about-2fa to learn more.

Thanks,
The Forgeline Team

Forgeline, Inc. - 88 Colin P Kelly Jr Street - San Francisco, CA 94107
""",
    html="""\
<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Please verify your device</title></head>
<body style="margin:0;background:#f6f8fa;font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="544" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #d0d7de;border-radius:6px">
<tr><td style="padding:24px">
<img src="https://forgeline.example/images/email/mark-32.png" width="32" height="32" alt="Forgeline">
<p style="font-size:16px">Hey <strong>jsmith84</strong>!</p>
<p>A sign in attempt requires further verification because we did not recognize your device.
To complete the sign in, enter the verification code on the unrecognized device.</p>
<p><strong>Device:</strong> Firefox on Ubuntu Linux<br>
<strong>Location:</strong> Fresno, California, US (IP 203.0.113.58)</p>
<p><strong>Verification code:</strong> <span style="font-size:20px;font-family:monospace">471806</span></p>
<p>If you did not attempt to sign in to your account, your password may be compromised.
Visit <a href="https://forgeline.example/settings/security">https://forgeline.example/settings/security</a>
to create a new, strong password for your Forgeline account.</p>
<p>If you'd like to automatically verify devices in the future, consider enabling
<a href="https://docs.forgeline.example/authentication/about-2fa">two-factor authentication</a> on your account.</p>
<p>Thanks,<br>The Forgeline Team</p>
</td></tr></table>
<p style="font-size:12px;color:#57606a">You're receiving this email because a sign in was attempted on your Forgeline account.<br>
Forgeline, Inc. &middot; 88 Colin P Kelly Jr Street &middot; San Francisco, CA 94107</p>
</td></tr></table>
</body></html>
""")

# 0002 -- online game, account name with digits, upper-case alnum code, HTML only
add(kind="username_digits", otp="K7M2QX", shown="K7M2QX", link=None,
    from_='"Ironclad Arena Security" <security@mail.ironclad-arena.example>',
    to="raven2011.plays@gmail.example",
    subject="Ironclad Arena: confirm your login from a new PC",
    date="Sat, 16 Mar 2024 23:41:55 -0400",
    headers=[("X-Campaign", "acct-sec-newdevice-v3")],
    html_cte="base64",
    html="""\
<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#0f1115;color:#e6e6e6;font-family:Arial,Helvetica,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#0f1115"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0">
<tr><td style="padding:28px 0" align="center"><img src="https://cdn.ironclad-arena.example/mail/logo-arena-2x.png" width="200" alt="Ironclad Arena"></td></tr>
<tr><td style="background:#1a1d24;border-top:4px solid #c8102e;padding:32px">
<h1 style="font-size:22px;margin:0 0 12px">Confirm it's you, Commander</h1>
<p style="color:#9aa0aa;margin:0 0 20px">Account: <b style="color:#fff">raven_2011</b> &nbsp;|&nbsp; Region: NA-East &nbsp;|&nbsp; Player ID 7730194</p>
<p>Someone (hopefully you) is trying to log in to Ironclad Arena from a PC we haven't seen before
(Windows 11, Mississauga, ON). Enter this security code in the launcher to continue:</p>
<p style="text-align:center;margin:28px 0">
<span style="display:inline-block;background:#0f1115;border:2px solid #c8102e;padding:14px 28px;font-size:34px;letter-spacing:8px;font-weight:bold;font-family:Consolas,monospace">K7M2QX</span></p>
<p style="color:#9aa0aa">The code expires in 15 minutes. Ironclad Arena staff will never ask you for this code in game, on Discord or by phone.</p>
<p style="color:#9aa0aa">Didn't try to log in? Change your password at <a style="color:#ff5a6e" href="https://account.ironclad-arena.example/security">account.ironclad-arena.example/security</a> and turn on Authenticator.</p>
</td></tr>
<tr><td style="padding:20px;font-size:11px;color:#6b7280" align="center">
Season 9 ends April 2 at 10:00 PT. Ranked rewards are granted within 72 hours.<br>
&copy; 2024 Anvilworks Games LLC. Ironclad Arena is a trademark of Anvilworks Games LLC.<br>
2150 Western Ave, Suite 300, Seattle, WA 98121 &middot;
<a style="color:#6b7280" href="https://www.ironclad-arena.example/legal/privacy">Privacy</a> &middot;
<a style="color:#6b7280" href="https://support.ironclad-arena.example/">Support</a>
</td></tr></table>
</td></tr></table>
</body></html>
""")

# 0003 -- hobby forum welcome, user name with digits, member number, no code, text only
add(kind="username_digits", otp=None, link=None,
    from_='"Trailhead Anglers Forum" <no-reply@trailheadanglers.example>',
    to="bassdad1977@yahoo.example",
    subject="Welcome to Trailhead Anglers, bassdad1977",
    date="Sun, 07 Apr 2024 06:15:02 -0500",
    headers=[("X-Mailer", "ForumKit 5.2.14"), ("Precedence", "bulk")],
    text_cte="7bit",
    text="""\
Hi bassdad1977,

Your account on Trailhead Anglers is now active. Thanks for joining 48,210
other anglers who talk walleye, bass and trout from Lake of the Woods to
the Ozarks.

  User name:      bassdad1977
  Member number:  40021
  Joined:         April 7, 2024
  Time zone:      (UTC-06:00) Central Time (US & Canada)

A few things to get you started:

 1. Introduce yourself in "New Members Dock":
    https://trailheadanglers.example/forums/new-members-dock.12/
 2. Read the board rules (especially rule #3: no spot-burning, and rule #7:
    buy/sell threads need at least 25 posts):
    https://trailheadanglers.example/help/rules/
 3. Set your home waters and state in your profile so the regional
    sub-forums show up first.

The 2024 Spring Crappie Photo Contest runs through May 31. Top prize is a
$150 gift card from Muskie Mike's Tackle (Bemidji, MN).

Tight lines,
Dale & the moderator team

--
Trailhead Anglers Forum - PO Box 1184, Brainerd, MN 56401
You are receiving this because you registered at trailheadanglers.example.
Manage email notifications: https://trailheadanglers.example/account/preferences
""")

# 0004 -- restaurant loyalty statement for a user name with digits, no code
add(kind="username_digits", otp=None, link=None,
    from_='"Slice Rewards" <rewards@sliceshack.example>',
    to='"Tony Russo" <tony_88@outlook.example>',
    subject="tony_88, you're 60 points from a free large pie",
    date="Thu, 11 Apr 2024 16:03:44 -0400",
    headers=[("List-Unsubscribe", "<https://sliceshack.example/u/8f2c41aa90/unsub>"),
             ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")],
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""\
Hey tony_88,

Here's your April Slice Rewards statement.

Member #: 5581 2200 4419
Points balance: 940
Next reward: Free large 1-topping pie at 1,000 points (60 to go!)
Tier: Pepperoni (Gold)

Recent activity
  Apr 02  Store #214 (Hoboken, NJ)   Order 88120   +125 pts   $24.97
  Mar 27  Online                     Order 87544   +210 pts   $41.60
  Mar 15  Store #214 (Hoboken, NJ)   Order 86102   -500 pts   Reward redeemed

Double points every Tuesday in April on orders of $20+.

Order now: https://sliceshack.example/order?utm_source=email&utm_campaign=stmt_apr24

Slice Shack Pizza Co., 410 Washington St, Hoboken, NJ 07030
Unsubscribe: https://sliceshack.example/u/8f2c41aa90/unsub
""",
    html="""\
<html><body style="font-family:Helvetica,Arial,sans-serif;background:#fff7ed;margin:0">
<div style="max-width:560px;margin:0 auto;background:#ffffff">
<div style="background:#b91c1c;color:#fff;padding:18px 24px;font-size:22px;font-weight:bold">SLICE REWARDS</div>
<div style="padding:24px">
<p>Hey <b>tony_88</b>,</p>
<p>Here's your April Slice Rewards statement.</p>
<table cellpadding="6" style="border-collapse:collapse;width:100%;font-size:14px">
<tr><td>Member #</td><td align="right">5581 2200 4419</td></tr>
<tr><td>Points balance</td><td align="right"><b>940</b></td></tr>
<tr><td>Next reward</td><td align="right">Free large 1-topping pie at 1,000 points</td></tr>
<tr><td>Tier</td><td align="right">Pepperoni (Gold)</td></tr>
</table>
<h3 style="margin-top:24px">Recent activity</h3>
<table cellpadding="6" style="border-collapse:collapse;width:100%;font-size:13px;border-top:1px solid #eee">
<tr><td>Apr 02</td><td>Store #214 (Hoboken, NJ)</td><td>Order 88120</td><td>+125 pts</td><td>$24.97</td></tr>
<tr><td>Mar 27</td><td>Online</td><td>Order 87544</td><td>+210 pts</td><td>$41.60</td></tr>
<tr><td>Mar 15</td><td>Store #214 (Hoboken, NJ)</td><td>Order 86102</td><td>-500 pts</td><td>Reward redeemed</td></tr>
</table>
<p style="background:#fef3c7;padding:12px;margin-top:20px">Double points every Tuesday in April on orders of $20+.</p>
<p style="text-align:center"><a href="https://sliceshack.example/order?utm_source=email&amp;utm_campaign=stmt_apr24" style="background:#b91c1c;color:#fff;padding:12px 28px;text-decoration:none;border-radius:24px">Order now</a></p>
</div>
<div style="font-size:11px;color:#888;padding:16px 24px">Slice Shack Pizza Co., 410 Washington St, Hoboken, NJ 07030<br>
<a href="https://sliceshack.example/u/8f2c41aa90/unsub" style="color:#888">Unsubscribe</a> &middot; <a href="https://sliceshack.example/rewards/terms" style="color:#888">Program terms</a></div>
</div>
<img src="https://t.sliceshack.example/o/8f2c41aa90/stmt_apr24.gif" width="1" height="1" alt="">
</body></html>
""")

# 0005 -- airline itinerary with a six-character booking reference, no code
add(kind="booking_ref", otp=None, link=None,
    from_='"Northstar Air" <itinerary@northstarair.example>',
    to='"Megan Kowalski" <mkowalski@comcast.example>',
    subject="Your trip confirmation - QX7T4R - Minneapolis to Denver",
    date="Tue, 19 Mar 2024 10:48:31 -0500",
    text_cte="quoted-printable", html_cte="base64",
    text="""\
NORTHSTAR AIR - TRIP CONFIRMATION

Confirmation code: QX7T4R
Passenger: MEGAN KOWALSKI
Northstar Rewards #: 2047 118 553

FLIGHT  DATE        DEPART                     ARRIVE                     SEAT
NS 1482 Fri 12 APR  MSP Minneapolis 07:05 AM   DEN Denver 08:32 AM        14C
NS 1917 Mon 15 APR  DEN Denver 05:40 PM        MSP Minneapolis 09:01 PM   22A

Fare: Main Cabin  $318.40
Taxes and fees:   $46.20
Total charged:    $364.60 (Visa ending 0381)
Ticket number:    0142381992745

Check-in opens 24 hours before departure:
https://www.northstarair.example/checkin?pnr=QX7T4R&last=KOWALSKI

Manage your trip: https://www.northstarair.example/trips/QX7T4R

Carry-on: 1 bag + 1 personal item. First checked bag $35.

Northstar Air, 8200 34th Ave S, Bloomington, MN 55425
Reservations: 1-800-555-0199
""",
    html="""\
<html><body style="margin:0;font-family:Arial,sans-serif;background:#eef2f7">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="640" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#0b2a4a;padding:20px"><img src="https://www.northstarair.example/email/logo-white.png" alt="Northstar Air" width="170"></td></tr>
<tr><td style="padding:24px">
<p style="font-size:13px;color:#555;margin:0">Confirmation code</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:3px;margin:4px 0 16px">QX7T4R</p>
<p>Passenger: <b>MEGAN KOWALSKI</b> &nbsp; Northstar Rewards # 2047 118 553</p>
<table width="100%" cellpadding="8" style="border-collapse:collapse;font-size:14px">
<tr style="background:#f1f5f9"><th align="left">Flight</th><th align="left">Date</th><th align="left">Depart</th><th align="left">Arrive</th><th>Seat</th></tr>
<tr><td>NS 1482</td><td>Fri 12 Apr</td><td>MSP 7:05 AM</td><td>DEN 8:32 AM</td><td align="center">14C</td></tr>
<tr><td>NS 1917</td><td>Mon 15 Apr</td><td>DEN 5:40 PM</td><td>MSP 9:01 PM</td><td align="center">22A</td></tr>
</table>
<table width="100%" cellpadding="4" style="font-size:14px;margin-top:16px">
<tr><td>Fare (Main Cabin)</td><td align="right">$318.40</td></tr>
<tr><td>Taxes and fees</td><td align="right">$46.20</td></tr>
<tr><td><b>Total charged</b> (Visa ending 0381)</td><td align="right"><b>$364.60</b></td></tr>
<tr><td>Ticket number</td><td align="right">0142381992745</td></tr>
</table>
<p style="margin-top:24px"><a href="https://www.northstarair.example/checkin?pnr=QX7T4R&amp;last=KOWALSKI" style="background:#f59e0b;color:#0b2a4a;padding:12px 22px;text-decoration:none;font-weight:bold">Check in</a>
&nbsp; <a href="https://www.northstarair.example/trips/QX7T4R">Manage trip</a></p>
<p style="font-size:12px;color:#666">Check-in opens 24 hours before departure. Carry-on: 1 bag + 1 personal item. First checked bag $35.</p>
</td></tr>
<tr><td style="padding:16px;font-size:11px;color:#777;background:#f8fafc">Northstar Air, 8200 34th Ave S, Bloomington, MN 55425 &middot; Reservations 1-800-555-0199 &middot;
<a href="https://www.northstarair.example/legal/contract-of-carriage">Contract of carriage</a></td></tr>
</table></td></tr></table></body></html>
""")

# 0006 -- hotel reservation confirmation, letter-and-digit reference, HTML table only
add(kind="booking_ref", otp=None, link=None,
    from_='"Harborview Suites Halifax" <reservations@harborviewsuites.example>',
    to='"Priya Raman" <priya.raman@rogers.example>',
    subject="Reservation confirmed: 7KD4PX | Jun 21 - Jun 24, 2024",
    date="Wed, 27 Mar 2024 13:09:18 -0300",
    headers=[("Reply-To", "frontdesk@harborviewsuites.example")],
    html_cte="8bit",
    html="""\
<!DOCTYPE html>
<html><head><meta charset="utf-8"></head>
<body style="font-family:Georgia,serif;color:#1f2937;background:#f5f1ea;margin:0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:28px;border-bottom:1px solid #e5e0d8"><img src="https://harborviewsuites.example/img/hv-logo.png" alt="Harborview Suites" width="190"></td></tr>
<tr><td style="padding:28px">
<p>Dear Ms. Raman,</p>
<p>Thank you for choosing Harborview Suites. We’re delighted to confirm your stay on the Halifax waterfront.</p>
<table width="100%" cellpadding="7" style="border-collapse:collapse;font-family:Arial,sans-serif;font-size:14px">
<tr style="background:#f5f1ea"><td>Confirmation number</td><td align="right"><b>7KD4PX</b></td></tr>
<tr><td>Arrival</td><td align="right">Friday, June 21, 2024 (check-in from 4:00 p.m.)</td></tr>
<tr style="background:#f5f1ea"><td>Departure</td><td align="right">Monday, June 24, 2024 (check-out by 11:00 a.m.)</td></tr>
<tr><td>Room</td><td align="right">One-Bedroom Harbour View Suite, 1 King</td></tr>
<tr style="background:#f5f1ea"><td>Guests</td><td align="right">2 adults, 1 child (age 6)</td></tr>
<tr><td>Rate</td><td align="right">Summer Saver, non-refundable — CA$289.00 / night</td></tr>
<tr style="background:#f5f1ea"><td>Room total (3 nights)</td><td align="right">CA$867.00</td></tr>
<tr><td>HST (15%)</td><td align="right">CA$130.05</td></tr>
<tr style="background:#f5f1ea"><td>Marketing levy (3%)</td><td align="right">CA$26.01</td></tr>
<tr><td><b>Total</b></td><td align="right"><b>CA$1,023.06</b></td></tr>
<tr style="background:#f5f1ea"><td>Guaranteed by</td><td align="right">Mastercard •••• 7720</td></tr>
</table>
<p>Parking is available in our underground garage at CA$32 per night (height limit 2.0 m). Pets up to 25 lb are welcome for a CA$50 fee per stay.</p>
<p><a href="https://harborviewsuites.example/reservations/manage?conf=7KD4PX&amp;ln=Raman" style="color:#0f4c5c">View or modify your reservation</a></p>
<p>Warm regards,<br>Claire Doucet<br>Guest Services Manager</p>
</td></tr>
<tr><td style="padding:18px 28px;font-family:Arial,sans-serif;font-size:11px;color:#6b7280;background:#faf8f4">
Harborview Suites · 1583 Lower Water Street · Halifax, NS B3J 1S9 · Canada<br>
Tel. +1 902-555-0148 · Toll free 1-888-555-0162 · HST # 81422 7731 RT0001<br>
<a href="https://harborviewsuites.example/privacy" style="color:#6b7280">Privacy policy</a></td></tr>
</table></td></tr></table>
</body></html>
""")

# 0007 -- rail operator sign-in code; mail also names the upcoming trip's booking reference
add(kind="booking_ref", otp="290415", shown="290 415", link=None,
    from_='"Cascadia Rail" <account@cascadiarail.example>',
    to='"Ethan Nguyen" <ethan.nguyen@shaw.example>',
    subject="Your Cascadia Rail sign-in code",
    date="Fri, 05 Apr 2024 07:52:40 -0700",
    text_cte="8bit", html_cte="quoted-printable",
    text="""\
Hi Ethan,

Here is the code to sign in to your Cascadia Rail account:

    290 415

Enter it on the sign-in page within 10 minutes.

Your next trip
  Booking reference: B7KQ2M
  Train 517 · Vancouver Pacific Central → Seattle King Street
  Sat, Apr 13, 2024 · departs 6:35 a.m. · coach 3, seat 12D

Once you're signed in you can add your Cascadia Rewards number
(CR 88 4102 7735) to earn points on this trip.

If you didn't request this code, you can ignore this email. Someone may
have typed your address by mistake.

Cascadia Rail
1150 Station St, Vancouver, BC V6A 4C7
1-877-555-0116 · cascadiarail.example
""",
    html="""\
<html><head><meta charset="utf-8"></head><body style="font-family:Verdana,sans-serif;font-size:14px;color:#222">
<div style="max-width:520px;margin:0 auto;padding:20px">
<img src="https://static.cascadiarail.example/email/cr-logo.png" alt="Cascadia Rail" width="150">
<p>Hi Ethan,</p>
<p>Here is the code to sign in to your Cascadia Rail account:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:2px;color:#004b6b">290 415</p>
<p>Enter it on the sign-in page within 10 minutes.</p>
<div style="border:1px solid #d7e3ea;border-radius:8px;padding:14px;background:#f4f9fb">
<b>Your next trip</b><br>
Booking reference: <b>B7KQ2M</b><br>
Train 517 &middot; Vancouver Pacific Central &rarr; Seattle King Street<br>
Sat, Apr 13, 2024 &middot; departs 6:35 a.m. &middot; coach 3, seat 12D</div>
<p>Once you're signed in you can add your Cascadia Rewards number (CR 88 4102 7735) to earn points on this trip.</p>
<p style="color:#666">If you didn't request this code, you can ignore this email. Someone may have typed your address by mistake.</p>
<p style="font-size:11px;color:#888">Cascadia Rail &middot; 1150 Station St, Vancouver, BC V6A 4C7 &middot; 1-877-555-0116<br>
<a href="https://www.cascadiarail.example/privacy">Privacy</a> | <a href="https://www.cascadiarail.example/help">Help centre</a></p>
</div></body></html>
""")

# 0008 -- airline loyalty programme verification code, mail also names a flight
add(kind="booking_ref", otp="550371", shown="550-371", link=None,
    from_='"Maple Air Aurora Rewards" <aurora@info.mapleair.example>',
    to="d.okafor@sympatico.example",
    subject="Verify your email to finish linking your Aurora Rewards account",
    date="Mon, 01 Apr 2024 21:17:06 -0400",
    text_cte="base64", html_cte="quoted-printable",
    text="""\
Maple Air | Aurora Rewards

Hello Daniel,

You asked to link Aurora Rewards number 601 447 2290 to the booking for
flight MA 318, Toronto (YYZ) to Vancouver (YVR), departing Sunday,
April 14 at 8:10 a.m.

To confirm that this email address belongs to you, enter this
verification code in the Maple Air app or on mapleair.example:

550-371

The code is valid for 30 minutes. Points for MA 318 will post to your
account 72 hours after the flight.

Questions? Call Aurora Rewards at 1-866-555-0134 (Mon-Sun, 6 a.m. to
midnight ET).

Maple Air Inc., 7373 Côte-Vertu Blvd West, Saint-Laurent, QC H4S 1Z3
""",
    html="""\
<html><head><meta charset="utf-8"></head><body style="background:#f3f3f3;font-family:Arial,sans-serif">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#d52b1e;color:#fff;padding:16px 24px;font-size:18px"><b>Maple Air</b> | Aurora Rewards</td></tr>
<tr><td style="padding:24px">
<p>Hello Daniel,</p>
<p>You asked to link Aurora Rewards number <b>601 447 2290</b> to the booking for flight <b>MA 318</b>,
Toronto (YYZ) to Vancouver (YVR), departing Sunday, April 14 at 8:10 a.m.</p>
<p>To confirm that this email address belongs to you, enter this verification code in the Maple Air app or on mapleair.example:</p>
<p style="text-align:center;font-size:32px;font-weight:bold;letter-spacing:4px;background:#f7f7f7;padding:16px">550-371</p>
<p>The code is valid for 30 minutes. Points for MA 318 will post to your account 72 hours after the flight.</p>
<p>Questions? Call Aurora Rewards at 1-866-555-0134 (Mon&ndash;Sun, 6 a.m. to midnight ET).</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#777;border-top:1px solid #eee">
Maple Air Inc., 7373 C&ocirc;te-Vertu Blvd West, Saint-Laurent, QC H4S 1Z3<br>
<a href="https://www.mapleair.example/en/legal/privacy">Privacy</a> &middot; <a href="https://www.mapleair.example/en/aurora/terms">Aurora Rewards terms</a> &middot; <a href="https://www.mapleair.example/fr/">Fran&ccedil;ais</a>
</td></tr></table></body></html>
""")

# 0009 -- outdoor shop order confirmation with many numbers
add(kind="newsletter_numbers", otp=None, link=None,
    from_='"Birch & Pine Outfitters" <orders@birchandpine.example>',
    to='"Sam Whitaker" <samwhitaker@proton.example>',
    subject="Order #BP-1048827 confirmed - thanks, Sam!",
    date="Tue, 02 Apr 2024 18:30:12 -0700",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""\
Thanks for your order, Sam!

Order #BP-1048827 - placed April 2, 2024 at 6:29 PM PDT

Item                                   SKU          Qty   Price
Ridgeline 2P Backpacking Tent          RT-2P-OLV    1     $349.00
Merino 150 Crew Base Layer, M          MB150-CHR-M  2     $79.95
Trek Pole Set, Carbon (pair)           TP-CB-115    1     $129.50

Subtotal:        $638.40
Shipping (Ground, 3-5 business days): $0.00
Sales tax (OR):  $0.00
Order total:     $638.40
Paid with:       Amex ending 1009

Ship to:
Sam Whitaker
2715 NW Thurman St, Apt 4
Portland, OR 97210

You earned 638 Trail Points. Balance: 2,114.

We'll email you tracking info when your order ships.

View order: https://www.birchandpine.example/account/orders/BP-1048827

Birch & Pine Outfitters - 1120 NW Couch St - Portland, OR 97209 - 503-555-0177
30-day returns. Store credit issued within 5-7 business days.
""",
    html="""\
<html><body style="font-family:'Helvetica Neue',Arial,sans-serif;color:#2d2a26;margin:0;background:#f4efe6">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:24px;text-align:center;background:#2f4f3a"><img src="https://www.birchandpine.example/email/bp-logo.png" alt="Birch &amp; Pine Outfitters" width="180"></td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:24px">Thanks for your order, Sam!</h1>
<p>Order <b>#BP-1048827</b> &middot; placed April 2, 2024 at 6:29 PM PDT</p>
<table width="100%" cellpadding="8" style="border-collapse:collapse;font-size:14px">
<tr style="border-bottom:1px solid #ddd"><th align="left">Item</th><th align="left">SKU</th><th>Qty</th><th align="right">Price</th></tr>
<tr><td>Ridgeline 2P Backpacking Tent</td><td>RT-2P-OLV</td><td align="center">1</td><td align="right">$349.00</td></tr>
<tr><td>Merino 150 Crew Base Layer, M</td><td>MB150-CHR-M</td><td align="center">2</td><td align="right">$79.95</td></tr>
<tr><td>Trek Pole Set, Carbon (pair)</td><td>TP-CB-115</td><td align="center">1</td><td align="right">$129.50</td></tr>
<tr><td colspan="3" align="right">Subtotal</td><td align="right">$638.40</td></tr>
<tr><td colspan="3" align="right">Shipping (Ground)</td><td align="right">$0.00</td></tr>
<tr><td colspan="3" align="right">Sales tax (OR)</td><td align="right">$0.00</td></tr>
<tr><td colspan="3" align="right"><b>Order total</b></td><td align="right"><b>$638.40</b></td></tr>
</table>
<p>Paid with Amex ending 1009. Ship to: Sam Whitaker, 2715 NW Thurman St, Apt 4, Portland, OR 97210</p>
<p>You earned <b>638 Trail Points</b>. Balance: 2,114.</p>
<p><a href="https://www.birchandpine.example/account/orders/BP-1048827" style="background:#2f4f3a;color:#fff;padding:10px 20px;text-decoration:none">View order</a></p>
</td></tr>
<tr><td style="padding:16px;font-size:11px;color:#777">Birch &amp; Pine Outfitters &middot; 1120 NW Couch St &middot; Portland, OR 97209 &middot; 503-555-0177<br>
30-day returns. <a href="https://www.birchandpine.example/help/returns">Return policy</a></td></tr>
</table></td></tr></table></body></html>
""")

# 0010 -- shipping notice with tracking number, "track package" link, text only
add(kind="newsletter_numbers", otp=None, link=None,
    from_='"ParcelPath" <updates@notify.parcelpath.example>',
    to="lmartin@telus.example",
    subject="Your package is out for delivery: PP 4417 2290 8815 03",
    date="Thu, 04 Apr 2024 08:02:57 -0600",
    text_cte="7bit",
    text="""\
ParcelPath

Out for delivery today

Tracking number: PP 4417 2290 8815 03
From: KITCHEN CORNER LTD (Order 300-8841207-1182)
Estimated delivery: Thursday, April 4, 2024 by 8:00 PM
Weight: 2.3 kg (5.1 lb)
Delivery address: 10423 82 Ave NW, Unit 1106, Edmonton, AB T6E 2A3

Scan history
  Apr 04 06:48  Edmonton, AB     Out for delivery
  Apr 04 03:12  Edmonton, AB     Arrived at delivery facility
  Apr 03 19:40  Calgary, AB      Departed sort facility
  Apr 02 14:05  Calgary, AB      Picked up

Track package: https://parcelpath.example/track/PP441722908815031?src=em_ofd
Not going to be home? Change delivery:
https://parcelpath.example/deliverymanager/PP441722908815031

Need help? 1-888-555-0103 (Mon-Fri 8am-8pm MT)

ParcelPath Canada ULC, 3210 Parsons Rd NW, Edmonton, AB T6N 1B5
This is an automated message. Replies are not monitored.
""")

# 0011 -- SaaS invoice
add(kind="newsletter_numbers", otp=None, link=None,
    from_='"Ledgerly Billing" <billing@ledgerly.example>',
    to='"Accounts Payable" <ap@harmonydental.example>',
    subject="Invoice INV-2024-00831 from Ledgerly (paid)",
    date="Mon, 01 Apr 2024 00:04:11 +0000",
    headers=[("X-Ledgerly-Account", "acct_7Hq22LmP")],
    text_cte="base64", html_cte="base64",
    text="""\
Ledgerly - Receipt

Invoice number: INV-2024-00831
Date paid: April 1, 2024
Billing period: Apr 1, 2024 - Apr 30, 2024
Account: Harmony Dental Group (acct_7Hq22LmP)

Description                          Qty    Unit      Amount
Ledgerly Team plan                   12     $18.00    $216.00
Payroll add-on (per employee)        14     $6.00     $84.00
Extra storage 50 GB                  1      $5.00     $5.00

Subtotal     $305.00
Tax (8.875%) $27.07
Total        $332.07
Amount paid  $332.07 (Visa ending 4242, auth 08812Z)

Download PDF: https://app.ledgerly.example/billing/invoices/INV-2024-00831.pdf

Ledgerly, Inc., 175 Varick St, 6th Floor, New York, NY 10014
EIN 84-3325107 - billing questions: billing@ledgerly.example
""",
    html="""\
<html><body style="font-family:Inter,Arial,sans-serif;background:#fafafa;margin:0;padding:24px">
<div style="max-width:600px;margin:0 auto;background:#fff;border:1px solid #eee;padding:32px">
<h2 style="margin-top:0">Receipt from Ledgerly</h2>
<p style="color:#666">Invoice INV-2024-00831 &middot; Paid April 1, 2024</p>
<table width="100%" cellpadding="6" style="font-size:14px;border-collapse:collapse">
<tr><td style="color:#666">Billing period</td><td align="right">Apr 1, 2024 &ndash; Apr 30, 2024</td></tr>
<tr><td style="color:#666">Account</td><td align="right">Harmony Dental Group (acct_7Hq22LmP)</td></tr>
</table>
<table width="100%" cellpadding="6" style="font-size:14px;border-collapse:collapse;margin-top:16px">
<tr style="border-bottom:1px solid #eee;color:#666"><td>Description</td><td>Qty</td><td>Unit</td><td align="right">Amount</td></tr>
<tr><td>Ledgerly Team plan</td><td>12</td><td>$18.00</td><td align="right">$216.00</td></tr>
<tr><td>Payroll add-on (per employee)</td><td>14</td><td>$6.00</td><td align="right">$84.00</td></tr>
<tr><td>Extra storage 50 GB</td><td>1</td><td>$5.00</td><td align="right">$5.00</td></tr>
<tr style="border-top:1px solid #eee"><td colspan="3">Subtotal</td><td align="right">$305.00</td></tr>
<tr><td colspan="3">Tax (8.875%)</td><td align="right">$27.07</td></tr>
<tr><td colspan="3"><b>Amount paid</b> &middot; Visa ending 4242</td><td align="right"><b>$332.07</b></td></tr>
</table>
<p><a href="https://app.ledgerly.example/billing/invoices/INV-2024-00831.pdf">Download PDF</a> &middot; <a href="https://app.ledgerly.example/settings/billing">Billing settings</a></p>
<p style="font-size:11px;color:#999">Ledgerly, Inc., 175 Varick St, 6th Floor, New York, NY 10014 &middot; EIN 84-3325107</p>
</div></body></html>
""")

# 0012 -- personal-finance newsletter full of figures
add(kind="newsletter_numbers", otp=None, link=None,
    from_='"The Weekly Ledger" <hello@weeklyledger.example>',
    to="carla.mendes@icloud.example",
    subject="Rates are sticky, gas is up 11 cents, and your 2023 return deadline (Apr 15)",
    date="Sun, 07 Apr 2024 09:00:00 -0400",
    headers=[("List-Id", "The Weekly Ledger <weekly.weeklyledger.example>"),
             ("List-Unsubscribe", "<https://weeklyledger.example/unsubscribe?e=Y2FybGEubWVuZGVz&l=wl01>")],
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""\
THE WEEKLY LEDGER - Issue #212 - April 7, 2024

Good morning. Here's what moved your money this week.

1) The Fed held at 5.25%-5.50% for a fifth straight meeting. The 30-year
   fixed averaged 6.82% (down from 6.87%); the 15-year was 6.06%.

2) Gas: the national average hit $3.59/gal, up 11 cents in a week.
   California is at $5.23; Mississippi is lowest at $3.07.

3) Tax day is Monday, April 15. Filing an extension (Form 4868) buys you
   until October 15 to file - not to pay. IRS Free File covers AGI up to
   $79,000.

4) High-yield savings: top online banks are paying 4.35%-5.15% APY.
   On $10,000 that's $435-$515 a year vs. $46 at the 0.46% national avg.

By the numbers: 303,000 jobs added in March; unemployment 3.8%;
S&P 500 -0.95% on the week, closing at 5,204.34.

Read online: https://weeklyledger.example/issues/212

You're receiving this because you subscribed at weeklyledger.example.
Unsubscribe: https://weeklyledger.example/unsubscribe?e=Y2FybGEubWVuZGVz&l=wl01
The Weekly Ledger, 1900 Pearl St #204, Boulder, CO 80302
Nothing here is investment advice.
""",
    html="""\
<html><body style="font-family:Charter,Georgia,serif;background:#fff;color:#111;margin:0">
<div style="max-width:620px;margin:0 auto;padding:24px">
<p style="font-size:12px;color:#777"><a href="https://weeklyledger.example/issues/212">Read online</a></p>
<h1 style="font-family:Arial,sans-serif;border-bottom:3px solid #111">THE WEEKLY LEDGER</h1>
<p style="font-family:Arial,sans-serif;font-size:12px;color:#555">Issue #212 &middot; April 7, 2024</p>
<p>Good morning. Here's what moved your money this week.</p>
<h3>1) The Fed held at 5.25%&ndash;5.50%</h3>
<p>Fifth straight hold. The 30-year fixed averaged <b>6.82%</b> (down from 6.87%); the 15-year was 6.06%.</p>
<h3>2) Gas is up 11 cents</h3>
<p>The national average hit $3.59/gal. California is at $5.23; Mississippi is lowest at $3.07.</p>
<h3>3) Tax day is Monday, April 15</h3>
<p>Filing an extension (Form 4868) buys you until October 15 to file &mdash; not to pay. IRS Free File covers AGI up to $79,000.</p>
<h3>4) High-yield savings</h3>
<p>Top online banks pay 4.35%&ndash;5.15% APY. On $10,000 that's $435&ndash;$515 a year vs. $46 at the 0.46% national average.</p>
<table cellpadding="6" style="font-family:Arial,sans-serif;font-size:13px;background:#f5f5f5;width:100%">
<tr><td>Jobs added (Mar)</td><td align="right">303,000</td></tr>
<tr><td>Unemployment</td><td align="right">3.8%</td></tr>
<tr><td>S&amp;P 500 (week)</td><td align="right">&minus;0.95% &middot; 5,204.34</td></tr>
</table>
<p style="font-size:11px;color:#777;margin-top:28px">You're receiving this because you subscribed at weeklyledger.example.
<a href="https://weeklyledger.example/unsubscribe?e=Y2FybGEubWVuZGVz&amp;l=wl01">Unsubscribe</a> &middot;
<a href="https://weeklyledger.example/preferences?e=Y2FybGEubWVuZGVz">Preferences</a><br>
The Weekly Ledger, 1900 Pearl St #204, Boulder, CO 80302. Nothing here is investment advice.</p>
<p><a href="https://x.example/weeklyledger"><img src="https://weeklyledger.example/img/x.png" alt="X" width="20"></a>
<a href="https://instagram.example/weeklyledger"><img src="https://weeklyledger.example/img/ig.png" alt="Instagram" width="20"></a></p>
</div>
<img src="https://open.weeklyledger.example/o.gif?i=212&amp;u=Y2FybGEubWVuZGVz" width="1" height="1" alt="">
</body></html>
""")

# ---------------------------------------------------------------------------
# Batch 2: newsletter_numbers (end), new_and_old_code, several_codes, prefix_code
# ---------------------------------------------------------------------------

# 0013 -- wireless carrier monthly bill
add(kind="newsletter_numbers", otp=None, link=None,
    from_='"Pinecrest Mobile" <mybill@pinecrestmobile.example>',
    to='"Robert Chen" <rchen1962@bell.example>',
    subject="Your Pinecrest Mobile bill for April is ready - $142.87 due Apr 28",
    date="Tue, 09 Apr 2024 05:31:20 -0400",
    text_cte="8bit", html_cte="quoted-printable",
    text="""\
Hi Robert,

Your April bill is ready.

Account number:     8802 5519 0034
Bill date:          April 8, 2024
Billing period:     Mar 9 – Apr 8, 2024
Amount due:         $142.87
Due date:           April 28, 2024
AutoPay:            On (Mastercard ending 5521, charged Apr 26)

Lines
  (416) 555-0187  Unlimited 50 GB      $65.00
  (416) 555-0123  Unlimited 50 GB      $55.00  (multi-line discount -$10.00)
  (647) 555-0166  Tablet 10 GB         $15.00
  Device financing, iPhone 15 (19 of 24)  $39.58
  Roaming, U.S. Day Pass x2            $24.00
  Credits                              -$72.00
  HST (13%)                            $16.29

Usage this cycle: 61.4 GB of 110 GB shared data.

View your bill: https://my.pinecrestmobile.example/bill/2024-04
Questions? Dial 611 from your phone or call 1-888-555-0181.

Pinecrest Mobile Inc., 5099 Creekbank Rd, Mississauga, ON L4W 5N2
""",
    html="""\
<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;background:#eef3ef;margin:0">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="background:#14532d;color:#fff;padding:18px 24px;font-size:20px">Pinecrest Mobile</td></tr>
<tr><td style="padding:24px">
<p>Hi Robert,</p><p>Your April bill is ready.</p>
<table width="100%" cellpadding="6" style="font-size:14px;border-collapse:collapse;background:#f6faf7">
<tr><td>Account number</td><td align="right">8802 5519 0034</td></tr>
<tr><td>Billing period</td><td align="right">Mar 9 &ndash; Apr 8, 2024</td></tr>
<tr><td><b>Amount due</b></td><td align="right"><b>$142.87</b></td></tr>
<tr><td>Due date</td><td align="right">April 28, 2024</td></tr>
<tr><td>AutoPay</td><td align="right">On &middot; Mastercard ending 5521 &middot; charged Apr 26</td></tr>
</table>
<table width="100%" cellpadding="5" style="font-size:13px;margin-top:16px">
<tr><td>(416) 555-0187 &middot; Unlimited 50 GB</td><td align="right">$65.00</td></tr>
<tr><td>(416) 555-0123 &middot; Unlimited 50 GB (multi-line discount &minus;$10.00)</td><td align="right">$55.00</td></tr>
<tr><td>(647) 555-0166 &middot; Tablet 10 GB</td><td align="right">$15.00</td></tr>
<tr><td>Device financing, iPhone 15 (19 of 24)</td><td align="right">$39.58</td></tr>
<tr><td>Roaming, U.S. Day Pass &times;2</td><td align="right">$24.00</td></tr>
<tr><td>Credits</td><td align="right">&minus;$72.00</td></tr>
<tr><td>HST (13%)</td><td align="right">$16.29</td></tr>
</table>
<p>Usage this cycle: 61.4 GB of 110 GB shared data.</p>
<p><a href="https://my.pinecrestmobile.example/bill/2024-04" style="background:#14532d;color:#fff;padding:10px 18px;text-decoration:none;border-radius:4px">View your bill</a></p>
<p style="font-size:12px;color:#555">Questions? Dial 611 from your phone or call 1-888-555-0181.</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#888">Pinecrest Mobile Inc., 5099 Creekbank Rd, Mississauga, ON L4W 5N2 &middot;
<a href="https://www.pinecrestmobile.example/privacy">Privacy</a> &middot; <a href="https://my.pinecrestmobile.example/preferences/paperless">Paperless settings</a></td></tr>
</table></body></html>
""")

# 0014 -- credit union: new code, old code named as no longer valid
add(kind="new_and_old_code", otp="904271", shown="904 271", link=None,
    from_='"Summit Federal Credit Union" <alerts@summitfcu.example>',
    to="gail.peterson@frontier.example",
    subject="Your new Summit FCU security code",
    date="Wed, 13 Mar 2024 11:26:48 -0600",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""\
Summit Federal Credit Union

Hello Gail,

You asked us to send a new security code for Online Banking.

Your new security code is: 904 271

The code we sent you at 11:19 AM (318 552) has been cancelled and will
no longer work. This new code expires at 11:36 AM Mountain Time.

Never share this code. Summit FCU will never call, text or email you to
ask for it.

If you didn't ask for a new code, call Member Services right away at
1-800-555-0138 (24/7) and mention member number ending in 6623.

Summit Federal Credit Union | 4500 S Wadsworth Blvd | Littleton, CO 80123
Federally insured by NCUA. Equal Housing Opportunity.
""",
    html="""\
<html><body style="font-family:Tahoma,Arial,sans-serif;font-size:14px;background:#ffffff">
<div style="max-width:560px;border:1px solid #c7d2de">
<div style="background:#1e3a5f;color:#fff;padding:14px 20px;font-weight:bold">Summit Federal Credit Union</div>
<div style="padding:20px">
<p>Hello Gail,</p>
<p>You asked us to send a new security code for Online Banking.</p>
<p>Your new security code is:</p>
<p style="font-size:28px;font-weight:bold;color:#1e3a5f;letter-spacing:2px">904 271</p>
<p>The code we sent you at 11:19 AM (<span style="text-decoration:line-through">318 552</span>) has been cancelled and will no longer work.
This new code expires at 11:36 AM Mountain Time.</p>
<p><b>Never share this code.</b> Summit FCU will never call, text or email you to ask for it.</p>
<p>If you didn't ask for a new code, call Member Services right away at 1-800-555-0138 (24/7) and mention member number ending in 6623.</p>
</div>
<div style="background:#f1f4f8;padding:12px 20px;font-size:11px;color:#555">Summit Federal Credit Union &middot; 4500 S Wadsworth Blvd &middot; Littleton, CO 80123<br>
Federally insured by NCUA. Equal Housing Opportunity. <a href="https://www.summitfcu.example/privacy">Privacy</a></div>
</div></body></html>
""")

# 0015 -- food delivery: resent four-digit code, old one mentioned; text only
add(kind="new_and_old_code", otp="7720", shown="7720", link=None,
    from_='"Dashbite" <no-reply@dashbite.example>',
    to="kev.obrien@gmail.example",
    subject="Dashbite: here's a fresh code",
    date="Fri, 22 Mar 2024 19:48:03 -0400",
    text_cte="7bit",
    text="""\
Hungry? Let's get you signed in.

Your Dashbite verification code is 7720.

Heads up: we sent a new code because you tapped "Resend". The earlier
code (1945) won't work anymore.

This code expires in 5 minutes. If you didn't request it, you can ignore
this email.

--
Dashbite, 1 Lafayette Pl, Boston, MA 02111
Dashbite Support: help.dashbite.example
""")

# 0016 -- provincial government portal: eight-digit one-time passcode, earlier one expired
add(kind="new_and_old_code", otp="58213094", shown="58213094", link=None,
    from_='"MyNorthland Account" <noreply@myaccount.northland-gov.example>',
    to='"Marie-Claude Bouchard" <mcbouchard@videotron.example>',
    subject="MyNorthland Account - one-time passcode / code d'accès unique",
    date="Tue, 26 Mar 2024 15:02:51 -0500",
    headers=[("X-Gov-Service", "MYNA-AUTH")],
    text_cte="quoted-printable", html_cte="base64",
    text="""\
Government of Northland
MyNorthland Account

Your one-time passcode is: 58213094

Enter this passcode on the MyNorthland Account sign-in page to continue.
It expires 15 minutes after this email was sent (3:02 p.m. CT).

You requested more than one passcode. Only the most recent one can be
used. The passcode ending in 8823 (sent at 2:58 p.m.) is no longer valid.

If you did not try to sign in, do not share this passcode with anyone.
Contact the MyNorthland Account Help Desk at 1-866-555-0109
(TTY 1-866-555-0110), Monday to Friday, 8:00 a.m. to 5:00 p.m. CT.

This is an automated message from an unmonitored mailbox.

(La version française suit. / French version below.)

Votre code d'accès unique est : 58213094
Ce code expire 15 minutes après l'envoi de ce courriel.
""",
    html="""\
<html><head><meta charset="utf-8"></head>
<body style="font-family:'Noto Sans',Arial,sans-serif;font-size:15px;color:#333">
<div style="max-width:640px;margin:0 auto">
<div style="border-bottom:4px solid #26374a;padding:12px 0"><img src="https://www.northland-gov.example/assets/wmms.png" alt="Government of Northland" width="220"></div>
<h1 style="font-size:22px">MyNorthland Account</h1>
<p>Your one-time passcode is: <strong style="font-size:22px">58213094</strong></p>
<p>Enter this passcode on the MyNorthland Account sign-in page to continue. It expires 15 minutes after this email was sent (3:02 p.m. CT).</p>
<p>You requested more than one passcode. Only the most recent one can be used. The passcode ending in 8823 (sent at 2:58 p.m.) is no longer valid.</p>
<p>If you did not try to sign in, do not share this passcode with anyone. Contact the MyNorthland Account Help Desk at 1-866-555-0109 (TTY 1-866-555-0110), Monday to Friday, 8:00 a.m. to 5:00 p.m. CT.</p>
<p style="font-size:13px;color:#666">This is an automated message from an unmonitored mailbox.</p>
<hr>
<div lang="fr">
<p>Votre code d'acc&egrave;s unique est : <strong>58213094</strong></p>
<p>Ce code expire 15 minutes apr&egrave;s l'envoi de ce courriel.</p>
</div>
<p style="font-size:12px"><a href="https://www.northland-gov.example/en/transparency/terms">Terms and conditions</a> &middot; <a href="https://www.northland-gov.example/en/transparency/privacy">Privacy</a></p>
</div></body></html>
""")

# 0017 -- crypto exchange withdrawal confirmation, one <span> per digit, old code void
add(kind="new_and_old_code", otp="826450", shown="826450", link=None,
    from_='"Coinvault" <no-reply@coinvault.example>',
    to="satoshi.fan.mike@protonmail.example",
    subject="[Coinvault] Withdrawal confirmation code (resent)",
    date="Thu, 28 Mar 2024 02:14:39 +0000",
    headers=[("X-Coinvault-Request", "wd_01HT4P7Y9F2Q8K3M6N0R5S1T2V")],
    html_cte="quoted-printable",
    html="""\
<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#0b0e14;font-family:Inter,Arial,sans-serif;color:#e5e7eb">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#151a23;border-radius:12px">
<tr><td style="padding:28px 32px 0"><img src="https://assets.coinvault.example/email/coinvault-wordmark.png" alt="Coinvault" width="130"></td></tr>
<tr><td style="padding:20px 32px">
<h2 style="margin:0 0 12px;font-size:20px">Confirm your withdrawal</h2>
<p style="color:#9ca3af;font-size:14px">You requested a new confirmation code. Use this one to approve the withdrawal below:</p>
<div style="margin:22px 0;text-align:center">""" + spans("826450", "display:inline-block;width:40px;margin:0 4px;padding:10px 0;background:#0b0e14;border:1px solid #374151;border-radius:8px;font-size:28px;font-weight:700;color:#facc15;text-align:center") + """</div>
<p style="color:#9ca3af;font-size:13px">The previous code 193772 has been invalidated. This code is valid for 10 minutes.</p>
<table width="100%" cellpadding="6" style="font-size:13px;background:#0b0e14;border-radius:8px">
<tr><td style="color:#9ca3af">Asset</td><td align="right">USDC (ERC-20)</td></tr>
<tr><td style="color:#9ca3af">Amount</td><td align="right">2,450.00 USDC</td></tr>
<tr><td style="color:#9ca3af">Network fee</td><td align="right">4.10 USDC</td></tr>
<tr><td style="color:#9ca3af">To address</td><td align="right" style="font-family:monospace">0x9f3C...71bE</td></tr>
<tr><td style="color:#9ca3af">Time (UTC)</td><td align="right">2024-03-28 02:14:21</td></tr>
<tr><td style="color:#9ca3af">IP</td><td align="right">198.51.100.23 (Austin, TX)</td></tr>
</table>
<p style="color:#f87171;font-size:13px;margin-top:18px">Not you? <a style="color:#f87171" href="https://www.coinvault.example/account/lock?rid=wd_01HT4P7Y9F2Q8K3M6N0R5S1T2V">Lock your account now</a>. Coinvault support will never ask for your codes.</p>
</td></tr>
<tr><td style="padding:0 32px 28px;font-size:11px;color:#6b7280">Coinvault Digital LLC, 600 Congress Ave, Floor 14, Austin, TX 78701. NMLS ID 2209174.
Digital assets are not FDIC-insured. <a style="color:#6b7280" href="https://www.coinvault.example/legal/user-agreement">User agreement</a></td></tr>
</table></td></tr></table></body></html>
""")

# 0018 -- developer tool: list of recovery codes, none to type now
add(kind="several_codes", otp=None, link=None,
    from_='"Stackhaven" <security@stackhaven.example>',
    to='"Aisha Bello" <aisha@bellolabs.example>',
    subject="Two-factor authentication is on - save your recovery codes",
    date="Wed, 10 Apr 2024 17:45:22 -0700",
    text_cte="7bit", html_cte="quoted-printable",
    text="""\
Hi Aisha,

You turned on two-factor authentication for your Stackhaven account
(aisha-bello) on April 10, 2024 at 5:44 PM PDT.

Here are your recovery codes. Each code can be used once if you lose
access to your authenticator app. Store them somewhere safe, like a
password manager. You do not need to enter any of them now.

    4f9k2-m7x8q    a81zp-0cd3r
    t6yhb-55wne    9qv2m-kk4j7
    xr0a1-8e2dt    mz7c4-p3lvs
    2bnd8-wq6fh    h5s0e-1yt9g
    c8jk3-vv72a    r1pq6-ze0mu

Generated codes replace any previous set. You can regenerate them any
time in Settings > Security.

-- The Stackhaven security team
Stackhaven Inc., 500 Yale Ave N, Seattle, WA 98109
""",
    html="""\
<html><body style="font-family:-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2328">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p>Hi Aisha,</p>
<p>You turned on two-factor authentication for your Stackhaven account (<b>aisha-bello</b>) on April 10, 2024 at 5:44 PM PDT.</p>
<p>Here are your recovery codes. Each code can be used once if you lose access to your authenticator app.
Store them somewhere safe, like a password manager. <b>You do not need to enter any of them now.</b></p>
<table cellpadding="6" style="font-family:SFMono-Regular,Consolas,monospace;font-size:15px;background:#f6f8fa;border:1px solid #d0d7de;border-radius:6px">
<tr><td>4f9k2-m7x8q</td><td>a81zp-0cd3r</td></tr>
<tr><td>t6yhb-55wne</td><td>9qv2m-kk4j7</td></tr>
<tr><td>xr0a1-8e2dt</td><td>mz7c4-p3lvs</td></tr>
<tr><td>2bnd8-wq6fh</td><td>h5s0e-1yt9g</td></tr>
<tr><td>c8jk3-vv72a</td><td>r1pq6-ze0mu</td></tr>
</table>
<p>Generated codes replace any previous set. You can regenerate them any time in
<a href="https://stackhaven.example/settings/security">Settings &rsaquo; Security</a>.</p>
<p>&mdash; The Stackhaven security team</p>
<p style="font-size:11px;color:#656d76">Stackhaven Inc., 500 Yale Ave N, Seattle, WA 98109</p>
</div></body></html>
""")

# 0019 -- project tool: a code per step; only the email-step code is typed now
add(kind="several_codes", otp="662091", shown="662091", link=None,
    from_='"Tasklane" <team@tasklane.example>',
    to='"Bruno Alves" <bruno.alves@northpeak.example>',
    subject="Step 1 of 2: confirm your email for Tasklane",
    date="Mon, 08 Apr 2024 09:33:17 -0400",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""\
Welcome to Tasklane, Bruno!

You're two quick steps away from your new workspace, "Northpeak Ops".

STEP 1 - confirm your email (do this now)
Enter this code in the browser tab where you signed up:

  662091

STEP 2 - confirm your phone (next)
After step 1, we'll text a separate 6-digit code to (617) 555-0142.
Type that one on the next screen. It will not be in this email.

Already inviting teammates? They can join "Northpeak Ops" with the
workspace invite code TL-8842-QD. That's for them, not for you - don't
enter it during sign-up.

Your 14-day Business trial ends April 22, 2024. No card needed.

Tasklane, 101 Seaport Blvd, Suite 700, Boston, MA 02210
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;background:#f7f7fb;margin:0">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:28px">
<h2 style="color:#4338ca;margin-top:0">Welcome to Tasklane, Bruno!</h2>
<p>You're two quick steps away from your new workspace, &ldquo;Northpeak Ops&rdquo;.</p>
<div style="border-left:4px solid #4338ca;padding:8px 16px;margin:16px 0">
<p style="margin:0;font-weight:bold">STEP 1 &ndash; confirm your email (do this now)</p>
<p>Enter this code in the browser tab where you signed up:</p>
<p style="font-size:30px;letter-spacing:5px;font-weight:bold;margin:8px 0">662091</p>
</div>
<div style="border-left:4px solid #c7d2fe;padding:8px 16px;margin:16px 0;color:#555">
<p style="margin:0;font-weight:bold">STEP 2 &ndash; confirm your phone (next)</p>
<p>After step 1, we'll text a separate 6-digit code to (617) 555-0142. Type that one on the next screen. It will not be in this email.</p>
</div>
<p style="background:#f1f5f9;padding:12px;font-size:13px">Already inviting teammates? They can join &ldquo;Northpeak Ops&rdquo; with the workspace invite code
<b>TL-8842-QD</b>. That's for them, not for you &mdash; don't enter it during sign-up.</p>
<p style="font-size:13px;color:#555">Your 14-day Business trial ends April 22, 2024. No card needed.</p>
<p style="font-size:11px;color:#999">Tasklane, 101 Seaport Blvd, Suite 700, Boston, MA 02210 &middot; <a href="https://tasklane.example/legal/privacy" style="color:#999">Privacy</a></p>
</div></body></html>
""")

# 0020 -- telecom SIM change: verification code plus a PUK and a default SIM PIN
add(kind="several_codes", otp="613044", shown="613 044", link=None,
    from_='"Northline Wireless" <security@northlinewireless.example>',
    to="jlaroche@eastlink.example",
    subject="Confirm your SIM change request",
    date="Sat, 30 Mar 2024 12:05:40 -0400",
    text_cte="8bit",
    text="""\
Northline Wireless — SIM change request

Hi Julie,

We received a request to move your number (902) 555-0174 to a new SIM
card at our Dartmouth Crossing store at 11:58 a.m. today.

To approve the change, give the store associate this verification code
or enter it in the Northline app:

    Verification code: 613 044

Keep the following for your records only (do not give them out now):
    New SIM card (ICCID ending): 4471
    SIM PUK: 83920174
    Default SIM PIN: 1234 (we recommend changing it)

Didn't request a SIM change? Don't share the code. Call our fraud line
at 1-877-555-0190 immediately, or reply STOP to the text we sent.

Account: 4410-22819   |   Ticket: SC-2024-0330-1187

Northline Wireless, 1 Sackville Pl, Halifax, NS B3J 1K4
""")

# 0021 -- password manager emergency kit: recovery codes only, nothing to type now
add(kind="several_codes", otp=None, link=None,
    from_='"Vaultkey" <no-reply@vaultkey.example>',
    to='"Helen Park" <helen.park@me.example>',
    subject="Your Vaultkey Emergency Kit",
    date="Sun, 24 Mar 2024 20:11:09 -0700",
    text_cte="base64", html_cte="base64",
    text="""\
Your Vaultkey Emergency Kit

Helen, print this email or save it offline. If you ever lose every device
signed in to Vaultkey, these single-use recovery codes are the only way
back into your vault. Our support team cannot recover your vault for you.

Account email: helen.park@me.example
Secret Key ID: A3-7QK9LZ
Created: March 24, 2024, 8:10 PM PDT

Recovery codes (each works once):
  1. 8392-1174-5520
  2. 6605-9913-0248
  3. 1187-4402-7761
  4. 5530-2269-8814
  5. 9021-6637-3305
  6. 4478-0152-9936

Store this kit somewhere safe, such as a home safe or a safety deposit box.

Vaultkey Security Inc., 33 Yonge St, Suite 900, Toronto, ON M5E 1G4
""",
    html="""\
<html><body style="font-family:system-ui,Arial,sans-serif;background:#f3f4f6;margin:0">
<div style="max-width:560px;margin:24px auto;background:#fff;border-radius:10px;padding:28px">
<h1 style="font-size:22px;margin-top:0">Your Vaultkey Emergency Kit</h1>
<p>Helen, print this email or save it offline. If you ever lose every device signed in to Vaultkey, these single-use recovery codes are the only way back into your vault. Our support team cannot recover your vault for you.</p>
<table cellpadding="6" style="font-size:14px">
<tr><td style="color:#6b7280">Account email</td><td>helen.park@me.example</td></tr>
<tr><td style="color:#6b7280">Secret Key ID</td><td>A3-7QK9LZ</td></tr>
<tr><td style="color:#6b7280">Created</td><td>March 24, 2024, 8:10 PM PDT</td></tr>
</table>
<ol style="font-family:Menlo,monospace;font-size:16px;background:#f9fafb;padding:16px 16px 16px 40px;border:1px dashed #9ca3af">
<li>8392-1174-5520</li><li>6605-9913-0248</li><li>1187-4402-7761</li>
<li>5530-2269-8814</li><li>9021-6637-3305</li><li>4478-0152-9936</li>
</ol>
<p>Store this kit somewhere safe, such as a home safe or a safety deposit box.</p>
<p style="font-size:11px;color:#9ca3af">Vaultkey Security Inc., 33 Yonge St, Suite 900, Toronto, ON M5E 1G4 &middot; <a href="https://vaultkey.example/help/emergency-kit">About the Emergency Kit</a></p>
</div></body></html>
""")

# 0022 -- social network, prefixed five-digit code, text only
add(kind="prefix_code", otp="58203", shown="FL-58203", link=None,
    from_='"Friendlink" <security@friendlink.example>',
    to="brianna.s.2004@hotmail.example",
    subject="FL-58203 is your Friendlink confirmation code",
    date="Tue, 12 Mar 2024 22:40:15 -0500",
    text_cte="7bit",
    text="""\
Hi Brianna,

Someone tried to sign up for Friendlink using this email address. If it
was you, enter this confirmation code in the app. You only need to type
the numbers.

FL-58203

If it wasn't you, you can safely ignore this email.

Thanks,
The Friendlink Team

Friendlink Platforms, Inc., ATTN: Community Support, 1601 Willow Road,
Menlo Park, CA 94025
This message was sent to brianna.s.2004@hotmail.example.
""")

# 0023 -- webmail provider, "O-" prefixed six-digit code, multipart
add(kind="prefix_code", otp="739105", shown="O-739105", link=None,
    from_='"Orbit Mail" <account-noreply@orbitmail.example>',
    to="walt.henderson@orbitmail.example",
    subject="O-739105 is your Orbit verification code",
    date="Fri, 15 Mar 2024 08:12:44 -0700",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""\
Orbit

Verify your recovery email

O-739105

Walt, enter the 6 digits above on the Orbit Account page to confirm that
walt.h.backup@yahoo.example can be used to recover walt.henderson@orbitmail.example.

This code expires in 24 hours.

You received this email to let you know about important changes to your
Orbit Account and services.
(c) 2024 Orbit LLC, 1600 Amphitheatre Way, Mountain View, CA 94043, USA
""",
    html="""\
<html><body style="font-family:Roboto,Arial,sans-serif;background:#fff">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="520" style="border:1px solid #dadce0;border-radius:8px;padding:40px 20px;margin-top:16px">
<tr><td align="center"><img src="https://www.orbitmail.example/images/branding/orbit_74x24.png" alt="Orbit" width="74" height="24"></td></tr>
<tr><td align="center" style="font-size:24px;padding:20px 0;border-bottom:1px solid #dadce0">Verify your recovery email</td></tr>
<tr><td style="font-size:14px;color:#3c4043;padding-top:20px">Walt, enter the 6 digits below on the Orbit Account page to confirm that
<b>walt.h.backup@yahoo.example</b> can be used to recover <b>walt.henderson@orbitmail.example</b>.</td></tr>
<tr><td align="center" style="font-size:36px;font-weight:500;letter-spacing:3px;padding:28px 0">O-739105</td></tr>
<tr><td style="font-size:14px;color:#3c4043">This code expires in 24 hours.</td></tr>
</table>
<p style="font-size:11px;color:#5f6368;width:520px">You received this email to let you know about important changes to your Orbit Account and services.<br>
&copy; 2024 Orbit LLC, 1600 Amphitheatre Way, Mountain View, CA 94043, USA</p>
</td></tr></table></body></html>
""")

# 0024 -- marketplace, SW-prefixed code, HTML only
add(kind="prefix_code", otp="640218", shown="SW-640218", link=None,
    from_='"Swapmeet" <hello@swapmeet.example>',
    to="dmitri.volkov@gmx.example",
    subject="Your Swapmeet login code",
    date="Mon, 25 Mar 2024 13:57:29 -0500",
    html_cte="8bit",
    html="""\
<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="font-family:'Trebuchet MS',Arial,sans-serif;background:#fffbeb;margin:0;padding:20px">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:14px;padding:28px;border:1px solid #fde68a">
<img src="https://img.swapmeet.example/brand/swapmeet-logo.png" alt="Swapmeet" width="120">
<p style="font-size:17px">Hey Dmitri 👋</p>
<p>Use this login code to get back to buying and selling on Swapmeet. On the login screen, just type the six digits after “SW-”.</p>
<p style="font-size:34px;font-weight:bold;text-align:center;background:#fef3c7;border-radius:10px;padding:14px;letter-spacing:2px">SW-640218</p>
<p style="font-size:13px;color:#6b7280">Expires in 10 minutes. For your safety, never share this code with a buyer or seller — Swapmeet will never ask for it in chat.</p>
<p style="font-size:13px">You have 3 unread messages about <b>“IKEA Kallax 4x4, white — $60”</b>.</p>
<hr style="border:none;border-top:1px solid #eee">
<p style="font-size:11px;color:#9ca3af">Swapmeet Inc. · 222 W Merchandise Mart Plaza, Suite 1212 · Chicago, IL 60654<br>
<a href="https://swapmeet.example/help/safety" style="color:#9ca3af">Safety tips</a> · <a href="https://swapmeet.example/settings/notifications" style="color:#9ca3af">Email settings</a></p>
</div></body></html>
""")

# ---------------------------------------------------------------------------
# Batch 3: lowercase_alnum, reset_in_code_mail, no_code_word, subject_only (start)
# ---------------------------------------------------------------------------

# 0025 -- deploy platform: lower-case alnum code next to a magic sign-in link
add(kind="lowercase_alnum", otp="6sbpb45q", shown="6sbpb45q",
    link="https://app.deployhub.example/auth/email/verify?token=dh_ml_Zq7vR2kP9wX4mT8sL1nB6yC3fJ0aHe5G&email=nina.ortiz%40quarkstudio.example&next=%2Fdashboard",
    from_='"Deployhub" <notifications@deployhub.example>',
    to='"Nina Ortiz" <nina.ortiz@quarkstudio.example>',
    subject="Sign in to Deployhub",
    date="Wed, 20 Mar 2024 16:21:07 +0000",
    headers=[("X-Entity-Ref-ID", "3c1f8e0a-7b44-4d7e-9a1b-52f0c6d9e213")],
    text_cte="7bit", html_cte="quoted-printable",
    text="""\
Sign in to Deployhub

Hi Nina,

Click the link below to sign in to your Deployhub account (team:
quark-studio). It expires in 15 minutes and can be used once.

https://app.deployhub.example/auth/email/verify?token=dh_ml_Zq7vR2kP9wX4mT8sL1nB6yC3fJ0aHe5G&email=nina.ortiz%40quarkstudio.example&next=%2Fdashboard

Signing in on a different device? Type this code instead:

6sbpb45q

Request details: Chrome 123 on macOS, Vancouver, BC, Canada,
Mar 20, 2024 16:20 UTC.

If you didn't try to sign in, you can ignore this email.

Deployhub Inc. - 340 S Lemon Ave #8890 - Walnut, CA 91789
""",
    html="""\
<!DOCTYPE html>
<html><head><meta charset="utf-8"></head>
<body style="background:#ffffff;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;color:#111">
<div style="max-width:465px;margin:40px auto;border:1px solid #eaeaea;border-radius:6px;padding:20px">
<div style="text-align:center"><img src="https://assets.deployhub.example/email/logo-black.png" width="40" height="40" alt="Deployhub"></div>
<h1 style="font-size:24px;font-weight:400;text-align:center">Sign in to <strong>Deployhub</strong></h1>
<p style="font-size:14px">Hi Nina,</p>
<p style="font-size:14px">Click the button below to sign in to your Deployhub account (team: <b>quark-studio</b>). It expires in 15 minutes and can be used once.</p>
<p style="text-align:center;margin:32px 0"><a href="https://app.deployhub.example/auth/email/verify?token=dh_ml_Zq7vR2kP9wX4mT8sL1nB6yC3fJ0aHe5G&amp;email=nina.ortiz%40quarkstudio.example&amp;next=%2Fdashboard" style="background:#000;color:#fff;border-radius:5px;padding:12px 20px;font-size:12px;font-weight:600;text-decoration:none">Sign in</a></p>
<p style="font-size:14px">Signing in on a different device? Type this code instead:</p>
<p style="text-align:center;font-family:Menlo,monospace;font-size:26px;background:#f4f4f5;padding:12px;border-radius:6px">6sbpb45q</p>
<hr style="border:none;border-top:1px solid #eaeaea;margin:26px 0">
<p style="font-size:12px;color:#666">Request details: Chrome 123 on macOS, Vancouver, BC, Canada, Mar 20, 2024 16:20 UTC.
If you didn't try to sign in, you can ignore this email.</p>
<p style="font-size:12px;color:#666">Deployhub Inc. &middot; 340 S Lemon Ave #8890 &middot; Walnut, CA 91789 &middot; <a href="https://deployhub.example/legal/privacy-policy" style="color:#666">Privacy</a></p>
</div></body></html>
""")

# 0026 -- team chat app: seven-character lower-case code
add(kind="lowercase_alnum", otp="x7k2p9w", shown="x7k2p9w", link=None,
    from_='"Murmur" <no-reply@murmur.example>',
    to="oliver.grant@fieldnotes.example",
    subject="Your Murmur confirmation code",
    date="Thu, 21 Mar 2024 10:06:55 -0400",
    text_cte="quoted-printable", html_cte="base64",
    text="""\
Confirm your email address

Your confirmation code is below - enter it in your open browser window
and we'll help you get signed in.

x7k2p9w

The code is case sensitive (all lower case).

If you didn't request this email, there's nothing to worry about - you
can safely ignore it.

Murmur Technologies, 500 Howard Street, San Francisco, CA 94105
Made by Murmur - murmur.example
""",
    html="""\
<html><body style="font-family:Lato,Helvetica,Arial,sans-serif;background:#fff;color:#1d1c1d">
<div style="max-width:600px;margin:0 auto;padding:36px 24px">
<img src="https://cdn.murmur.example/email/murmur-logo.png" alt="Murmur" width="120">
<h1 style="font-size:36px;line-height:42px;margin:30px 0">Confirm your email address</h1>
<p style="font-size:20px;line-height:28px">Your confirmation code is below &mdash; enter it in your open browser window and we'll help you get signed in.</p>
<div style="background:#f5f4f5;border-radius:4px;padding:40px 10px;text-align:center;font-size:30px;letter-spacing:4px">x7k2p9w</div>
<p style="font-size:14px;color:#616061">The code is case sensitive (all lower case).</p>
<p style="font-size:14px;color:#616061">If you didn't request this email, there's nothing to worry about &mdash; you can safely ignore it.</p>
<p style="font-size:12px;color:#b0adac;margin-top:40px">
<a href="https://murmur.example/blog" style="color:#b0adac">Our blog</a> &nbsp;|&nbsp;
<a href="https://murmur.example/legal" style="color:#b0adac">Policies</a> &nbsp;|&nbsp;
<a href="https://murmur.example/help" style="color:#b0adac">Help center</a><br>
Murmur Technologies, 500 Howard Street, San Francisco, CA 94105</p>
</div></body></html>
""")

# 0027 -- note app: lower-case code and a click-tracked magic link (raw URL in text part)
add(kind="lowercase_alnum", otp="hb8rt2", shown="hb8rt2",
    link="https://links.quillnote.example/ls/click?upn=u001.Pq3Lx9Z7bV2n-2FkY6rT0sWq8mH4jC1dE5aF-2BgR7uN3oI9pK2vX&utm_medium=email",
    link_alt=["https://quillnote.example/login/verify?t=qn_8Yv2Lr5Kx0Pz3Wm7Tc1Hd9Ns4Bq6Fj&uid=u_204917"],
    from_='"Quillnote" <login@quillnote.example>',
    to="grace.liu@uoft-alumni.example",
    subject="Your Quillnote login link",
    date="Sat, 23 Mar 2024 14:49:12 -0400",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""\
Log in to Quillnote

Use this link to log in (valid for 20 minutes):
https://quillnote.example/login/verify?t=qn_8Yv2Lr5Kx0Pz3Wm7Tc1Hd9Ns4Bq6Fj&uid=u_204917

Or copy this temporary login code:
hb8rt2

If you didn't try to log in, you can safely ignore this email.

Hint: you can set a permanent password in Settings > My account.

Quillnote Labs, 2261 Market Street #4052, San Francisco, CA 94114
""",
    html="""\
<html><body style="font-family:ui-sans-serif,-apple-system,'Segoe UI',Helvetica,sans-serif;color:#37352f;background:#fff">
<div style="max-width:480px;margin:0 auto;padding:32px 20px">
<img src="https://quillnote.example/images/logo-email.png" width="36" height="36" alt="Quillnote">
<h1 style="font-size:24px;margin:24px 0">Log in to Quillnote</h1>
<p><a href="https://links.quillnote.example/ls/click?upn=u001.Pq3Lx9Z7bV2n-2FkY6rT0sWq8mH4jC1dE5aF-2BgR7uN3oI9pK2vX&amp;utm_medium=email" style="color:#2eaadc;font-size:14px">Click here to log in with this magic link</a></p>
<p style="font-size:14px">Or, copy and paste this temporary login code:</p>
<div style="padding:16px 14px;background:#f4f4f4;border:1px solid #eee;border-radius:5px;font-family:monospace;font-size:20px">hb8rt2</div>
<p style="font-size:14px;color:#aaa;margin-top:14px">If you didn't try to log in, you can safely ignore this email.</p>
<p style="font-size:14px;color:#aaa">Hint: you can set a permanent password in Settings &amp; members &rarr; My account.</p>
<p style="font-size:12px;color:#999;margin-top:36px"><a href="https://quillnote.example" style="color:#999">Quillnote</a>, the connected workspace for notes and docs.<br>Quillnote Labs, 2261 Market Street #4052, San Francisco, CA 94114</p>
</div>
<img src="https://links.quillnote.example/wf/open?upn=u001.Pq3Lx9Z7bV2n-2FkY6rT0sWq8mH4jC1dE5aF-2FopenPx" width="1" height="1" alt="" style="display:none">
</body></html>
""")

# 0028 -- microblog sign-in code with "not you? reset your password" link
add(kind="reset_in_code_mail", otp="915384", shown="915384", link=None,
    from_='"Chirper" <verify@chirper.example>',
    to="marcus.j.reid@gmail.example",
    subject="Your Chirper confirmation code is 915384",
    date="Mon, 11 Mar 2024 03:27:41 +0000",
    text_cte="7bit", html_cte="quoted-printable",
    text="""\
Chirper

We noticed an attempt to log in to your Chirper account @mjreid from a
new device. If this was you, enter this code to finish logging in:

915384

Device: Chirper for Android, Pixel 8
Near: Atlanta, GA, United States

If this wasn't you, please reset your password right away:
https://chirper.example/account/begin_password_reset?ref=login_challenge&u=mjreid

Help Center: https://help.chirper.example/safety/account-security
Chirper Corp. 1355 Market Street, Suite 900 San Francisco, CA 94103
""",
    html="""\
<html><body style="background:#f5f8fa;margin:0;font-family:Helvetica,Arial,sans-serif">
<table align="center" width="448" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:20px">
<tr><td style="padding:24px 24px 0"><img src="https://abs.chirper.example/email/bird-blue.png" width="28" alt="Chirper"></td></tr>
<tr><td style="padding:16px 24px;font-size:16px;color:#14171a">
<p>We noticed an attempt to log in to your Chirper account <b>@mjreid</b> from a new device. If this was you, enter this code to finish logging in:</p>
<p style="font-size:32px;font-weight:bold;margin:24px 0">915384</p>
<p style="font-size:14px;color:#657786">Device: Chirper for Android, Pixel 8<br>Near: Atlanta, GA, United States</p>
<p style="font-size:14px">If this wasn't you, please <a href="https://chirper.example/account/begin_password_reset?ref=login_challenge&amp;u=mjreid" style="color:#1da1f2">reset your password</a> right away.</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#8899a6"><a href="https://help.chirper.example/safety/account-security" style="color:#8899a6">Help</a> |
<a href="https://chirper.example/settings/email_notifications" style="color:#8899a6">Email settings</a><br>
Chirper Corp. 1355 Market Street, Suite 900 San Francisco, CA 94103</td></tr>
</table></body></html>
""")

# 0029 -- payments app: code plus "secure your account" button (not the link to label)
add(kind="reset_in_code_mail", otp="307162", shown="307 162", link=None,
    from_='"Payloop" <service@payloop.example>',
    to='"Keisha Brown" <keisha.brown85@aol.example>',
    subject="Your Payloop verification code",
    date="Thu, 14 Mar 2024 18:55:30 -0500",
    text_cte="base64", html_cte="quoted-printable",
    text="""\
Hi Keisha,

Use this code to confirm it's you:

307 162

We ask for this when you log in from a new browser or send more than
$500.00. This code expires in 10 minutes.

Payloop will never call you and ask for this code.

Didn't try to log in? Someone might know your password. Secure your
account: https://www.payloop.example/security/lockdown?ctx=otp_email&aid=PL-77310452

Payloop, Inc., 2211 N First St, San Jose, CA 95131
Copyright 1999-2024 Payloop. All rights reserved.
""",
    html="""\
<html><body style="font-family:'Helvetica Neue',Arial,sans-serif;background:#f2f2f2;margin:0">
<div style="max-width:560px;margin:0 auto;background:#fff">
<div style="padding:20px 28px;border-bottom:1px solid #eee"><img src="https://www.payloop.example/img/email/payloop-logo.png" alt="Payloop" width="110"></div>
<div style="padding:28px">
<p style="font-size:18px">Hi Keisha,</p>
<p>Use this code to confirm it's you:</p>
<p style="font-size:34px;font-weight:bold;color:#003087">307 162</p>
<p>We ask for this when you log in from a new browser or send more than $500.00. This code expires in 10 minutes.</p>
<p style="font-size:13px;color:#555">Payloop will never call you and ask for this code.</p>
<p style="font-size:14px">Didn't try to log in? Someone might know your password.</p>
<p><a href="https://www.payloop.example/security/lockdown?ctx=otp_email&amp;aid=PL-77310452" style="display:inline-block;border:2px solid #003087;color:#003087;padding:10px 22px;border-radius:22px;text-decoration:none;font-weight:bold">Secure your account</a></p>
</div>
<div style="padding:18px 28px;font-size:11px;color:#666;background:#fafafa">
<a href="https://www.payloop.example/help" style="color:#666">Help &amp; Contact</a> | <a href="https://www.payloop.example/security" style="color:#666">Security</a><br>
Payloop, Inc., 2211 N First St, San Jose, CA 95131. Copyright &copy; 1999&ndash;2024 Payloop. All rights reserved.</div>
</div></body></html>
""")

# 0030 -- university single sign-on code, with "reset your NetID password" link
add(kind="reset_in_code_mail", otp="84027", shown="84027", link=None,
    from_='"Lakeshore University IT Services" <idm@lakeshoreu.example>',
    to="a.kowalczyk@mail.lakeshoreu.example",
    subject="LakeshoreU sign-in verification",
    date="Mon, 18 Mar 2024 08:41:03 -0400",
    headers=[("X-LU-Ticket-Routing", "IDM-MFA")],
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""\
Lakeshore University - Information Technology Services

NetID: akowal27

A sign-in to LakeshoreU Portal (Quercus, Student Centre, Library) needs
verification. Enter the following code on the sign-in page:

  84027

Requested: March 18, 2024, 8:40 a.m. EDT, from 142.150.44.19

If you did not attempt to sign in, someone may have your password.
Reset your NetID password at https://idm.lakeshoreu.example/password/reset
and contact the ITS Help Desk at 416-555-0150 or visit Robarts Library,
Room 1142 (Mon-Fri 9 a.m. - 5 p.m.).

ITS Help Desk ticket reference for this notice: LU-REQ-0093321

Lakeshore University, 27 King's College Circle, Toronto, ON M5S 1A1
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">
<table width="600" cellpadding="0" cellspacing="0" style="border:1px solid #ccc">
<tr><td style="background:#002a5c;color:#fff;padding:12px 18px"><b>Lakeshore University</b> &middot; Information Technology Services</td></tr>
<tr><td style="padding:18px">
<p>NetID: <b>akowal27</b></p>
<p>A sign-in to LakeshoreU Portal (Quercus, Student Centre, Library) needs verification. Enter the following code on the sign-in page:</p>
<p style="font-size:26px;font-weight:bold;font-family:Courier New,monospace">84027</p>
<p style="color:#555">Requested: March 18, 2024, 8:40 a.m. EDT, from 142.150.44.19</p>
<p>If you did not attempt to sign in, someone may have your password.
<a href="https://idm.lakeshoreu.example/password/reset">Reset your NetID password</a> and contact the ITS Help Desk at 416-555-0150 or visit Robarts Library, Room 1142 (Mon&ndash;Fri 9 a.m.&ndash;5 p.m.).</p>
<p style="font-size:12px;color:#777">ITS Help Desk ticket reference for this notice: LU-REQ-0093321</p>
</td></tr>
<tr><td style="padding:10px 18px;font-size:11px;color:#777;background:#f4f4f4">Lakeshore University, 27 King's College Circle, Toronto, ON M5S 1A1 &middot;
<a href="https://its.lakeshoreu.example/security/phishing">How to spot phishing</a></td></tr>
</table></body></html>
""")

# 0031 -- mailbox provider sign-in code, "check activity" and "change password" decoy links
add(kind="reset_in_code_mail", otp="Q8D4ZN", shown="Q8D4ZN", link=None,
    from_='"Postbox Account Team" <account-security@postbox.example>',
    to="frank.delgado@postbox.example",
    subject="Postbox account security code",
    date="Wed, 03 Apr 2024 20:30:58 -0700",
    text_cte="8bit", html_cte="8bit",
    text="""\
Postbox account

Security code

Please use the following security code for the Postbox account fr*****@postbox.example.

Security code: Q8D4ZN

If you don’t recognize the Postbox account fr*****@postbox.example, you can click
https://account.postbox.example/security/unfamiliar?lc=1033&acct=fr%2A%2A%2A%2A%2A to remove
your email address from that account.

Not you? Change your password: https://account.postbox.example/password/change

Thanks,
The Postbox account team

Privacy Statement: https://privacy.postbox.example/privacystatement
Postbox Corporation, One Postbox Way, Redmond, WA 98052
""",
    html="""\
<html><head><meta charset="utf-8"></head><body style="font-family:'Segoe UI',Tahoma,sans-serif;font-size:14px;color:#2a2a2a">
<div style="max-width:560px">
<p style="font-size:17px;color:#707070">Postbox account</p>
<p style="font-size:41px;color:#2672ec;margin:0 0 18px">Security code</p>
<p>Please use the following security code for the Postbox account <a href="mailto:fr*****@postbox.example" style="color:#2672ec">fr*****@postbox.example</a>.</p>
<p>Security code: <span style="font-weight:bold">Q8D4ZN</span></p>
<p>If you don’t recognize the Postbox account fr*****@postbox.example, you can <a href="https://account.postbox.example/security/unfamiliar?lc=1033&amp;acct=fr%2A%2A%2A%2A%2A" style="color:#2672ec">click here</a> to remove your email address from that account.</p>
<p>Not you? <a href="https://account.postbox.example/password/change" style="color:#2672ec">Change your password</a> · <a href="https://account.postbox.example/activity" style="color:#2672ec">Review recent activity</a></p>
<p>Thanks,<br>The Postbox account team</p>
<p style="font-size:12px;color:#707070"><a href="https://privacy.postbox.example/privacystatement" style="color:#707070">Privacy Statement</a><br>Postbox Corporation, One Postbox Way, Redmond, WA 98052</p>
</div></body></html>
""")

# 0032 -- form builder sign-up: digits to enter on the page, no word "code"
add(kind="no_code_word", otp="804117", shown="804 117", link=None,
    from_='"Brightform" <welcome@brightform.example>',
    to='"Tom Becker" <tom@beckerbakery.example>',
    subject="Almost there - finish creating your Brightform account",
    date="Tue, 26 Mar 2024 12:14:36 -0500",
    text_cte="7bit", html_cte="quoted-printable",
    text="""\
Hi Tom,

To finish signing up, enter 804 117 on the page you just came from.
(It's good for 20 minutes.)

Once you're in, your free plan includes 3 forms and 100 responses a
month. Need more? Pro starts at $25/month, billed annually.

See you inside,
Jess from Brightform

Brightform LLC, 1209 N Orange St, Wilmington, DE 19801
You got this email because someone signed up at brightform.example with
tom@beckerbakery.example.
""",
    html="""\
<html><body style="font-family:Avenir,Helvetica,Arial,sans-serif;background:#fdf4ff;margin:0;padding:24px">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<img src="https://brightform.example/static/mail/brightform.png" alt="Brightform" width="140">
<p style="font-size:16px">Hi Tom,</p>
<p style="font-size:16px">To finish signing up, enter <b style="font-size:22px;letter-spacing:1px">804 117</b> on the page you just came from. (It's good for 20 minutes.)</p>
<p>Once you're in, your free plan includes 3 forms and 100 responses a month. Need more? Pro starts at $25/month, billed annually.</p>
<p>See you inside,<br>Jess from Brightform</p>
<p style="font-size:11px;color:#a1a1aa">Brightform LLC, 1209 N Orange St, Wilmington, DE 19801<br>
You got this email because someone signed up at brightform.example with tom@beckerbakery.example.</p>
</div></body></html>
""")

# 0033 -- patient portal: "Your PIN"
add(kind="no_code_word", otp="7392", shown="7392", link=None,
    from_='"CareBridge Patient Portal" <donotreply@carebridgehealth.example>',
    to="linda.howell@charter.example",
    subject="Your CareBridge one-time PIN",
    date="Fri, 29 Mar 2024 07:05:12 -0500",
    text_cte="quoted-printable",
    text="""\
CareBridge Health - Patient Portal

Dear Linda Howell,

Your one-time PIN: 7392

Enter this PIN on the portal to view your test results and messages.
It expires in 10 minutes.

Upcoming appointment: Tue, Apr 2, 2024 at 9:40 AM with Dr. Anand Shah,
Internal Medicine, CareBridge Clinic - Westport, 4801 W 119th St,
Suite 210, Leawood, KS 66209. Please arrive 15 minutes early.

MRN ending: ...3318

If you did not request this PIN, call 913-555-0127.

CONFIDENTIALITY NOTICE: This message is intended only for the individual
named above and may contain protected health information (PHI). If you
are not the intended recipient, please delete it and notify the sender.
""")

# 0034 -- home insurer: "security token"
add(kind="no_code_word", otp="228461", shown="228461", link=None,
    from_='"Homestead Mutual Insurance" <myaccount@homesteadmutual.example>',
    to='"Craig Donnelly" <cdonnelly@windstream.example>',
    subject="Security token for your Homestead online account",
    date="Sat, 06 Apr 2024 10:44:19 -0500",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""\
Homestead Mutual Insurance

Hello Craig,

Here is your security token for signing in to your Homestead account:

228461

Type it on the screen that asked for it. The token works one time and
expires in 15 minutes.

Policy: HO-3 Homeowners, policy no. HMI-0047718-02
Renewal date: May 1, 2024 - renewal premium $1,486.00

Report a claim 24/7: 1-800-555-0173

Homestead Mutual Insurance Company, 2300 Main St, Kansas City, MO 64108
""",
    html="""\
<html><body style="font-family:Georgia,serif;color:#1c1917;background:#fafaf9">
<div style="max-width:580px;margin:0 auto;background:#fff;border-top:6px solid #7c2d12;padding:26px">
<h2 style="color:#7c2d12;margin-top:0">Homestead Mutual Insurance</h2>
<p>Hello Craig,</p>
<p>Here is your security token for signing in to your Homestead account:</p>
<p style="font-family:Arial,sans-serif;font-size:30px;font-weight:bold;letter-spacing:6px;color:#7c2d12">228461</p>
<p>Type it on the screen that asked for it. The token works one time and expires in 15 minutes.</p>
<table cellpadding="5" style="font-family:Arial,sans-serif;font-size:13px;background:#f5f5f4;width:100%">
<tr><td>Policy</td><td>HO-3 Homeowners, policy no. HMI-0047718-02</td></tr>
<tr><td>Renewal date</td><td>May 1, 2024 &middot; renewal premium $1,486.00</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:13px">Report a claim 24/7: 1-800-555-0173</p>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#78716c">Homestead Mutual Insurance Company, 2300 Main St, Kansas City, MO 64108 &middot;
<a href="https://www.homesteadmutual.example/privacy" style="color:#78716c">Privacy</a></p>
</div></body></html>
""")

# 0035 -- ticket resale site: "use these digits", text + html, base64
add(kind="no_code_word", otp="309177", shown="3 0 9 1 7 7", link=None,
    from_='"Stubhouse" <account@stubhouse.example>',
    to="jamal.w@verizon.example",
    subject="Confirm it's you before you list your tickets",
    date="Sun, 31 Mar 2024 15:36:02 -0400",
    text_cte="base64", html_cte="base64",
    text="""\
Stubhouse

Before you list tickets for sale, we need to make sure it's really you.

Use these digits on the confirmation screen:

3 0 9 1 7 7

Listing: Knicks vs. Celtics - Madison Square Garden, New York, NY
Sat, Apr 20, 2024 8:00 PM - Section 112, Row 8, Seats 5-6
Your asking price: $412.00 each (you receive $359.44 each after fees)

They expire in 10 minutes. If you didn't start a listing, change your
password and contact us at 1-866-555-0111.

Stubhouse Inc., 199 Fremont St, San Francisco, CA 94105
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;background:#f4f4f8">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:24px">
<div style="font-weight:900;font-size:22px;color:#3b1f8f">Stubhouse</div>
<p>Before you list tickets for sale, we need to make sure it's really you.</p>
<p>Use these digits on the confirmation screen:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:2px;text-align:center">3 0 9 1 7 7</p>
<div style="background:#f4f4f8;padding:12px;font-size:13px">
<b>Knicks vs. Celtics</b> &middot; Madison Square Garden, New York, NY<br>
Sat, Apr 20, 2024 8:00 PM &middot; Section 112, Row 8, Seats 5&ndash;6<br>
Your asking price: $412.00 each (you receive $359.44 each after fees)</div>
<p style="font-size:13px;color:#555">They expire in 10 minutes. If you didn't start a listing, change your password and contact us at 1-866-555-0111.</p>
<p style="font-size:11px;color:#999">Stubhouse Inc., 199 Fremont St, San Francisco, CA 94105 &middot; <a href="https://www.stubhouse.example/legal/user-agreement">User agreement</a></p>
</div></body></html>
""")

# 0036 -- smart-home app: code only in the subject
add(kind="subject_only", otp="418220", shown="418 220", link=None,
    from_='"Kettle Home" <no-reply@kettlehome.example>',
    to="ana.rivera@cox.example",
    subject="418 220 is your Kettle sign-in code",
    date="Tue, 02 Apr 2024 06:58:33 -0700",
    text_cte="7bit", html_cte="quoted-printable",
    text="""\
Hi Ana,

Use the code in the subject line of this email to finish signing in to
the Kettle Home app on your new iPhone.

For your security, the code isn't repeated in this message. It expires
in 10 minutes.

Your devices: Kitchen thermostat, Front door lock, Garage sensor (3)

Kettle Home, Inc. - 3000 E Cesar Chavez St - Austin, TX 78702
""",
    html="""\
<html><body style="font-family:Helvetica,Arial,sans-serif;color:#333">
<div style="max-width:520px;margin:0 auto;padding:24px">
<img src="https://kettlehome.example/mail/kettle-logo.png" width="100" alt="Kettle Home">
<p>Hi Ana,</p>
<p>Use the code in the subject line of this email to finish signing in to the Kettle Home app on your new iPhone.</p>
<p>For your security, the code isn't repeated in this message. It expires in 10 minutes.</p>
<p style="color:#777;font-size:13px">Your devices: Kitchen thermostat, Front door lock, Garage sensor (3)</p>
<p style="color:#999;font-size:11px">Kettle Home, Inc. &middot; 3000 E Cesar Chavez St &middot; Austin, TX 78702 &middot; <a href="https://kettlehome.example/support">Support</a></p>
</div></body></html>
""")

# ---------------------------------------------------------------------------
# Batch 4: subject_only (end), alt_text_only, magic_link (part)
# ---------------------------------------------------------------------------

# 0037 -- parking app: code only in the subject, HTML only
add(kind="subject_only", otp="7316", shown="7316", link=None,
    from_='"Parkwise" <hello@parkwise.example>',
    to="devon.clarke@optimum.example",
    subject="Your Parkwise code: 7316",
    date="Thu, 04 Apr 2024 17:22:08 -0400",
    html_cte="quoted-printable",
    html="""\
<html><body style="margin:0;background:#ecfeff;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px">
<tr><td style="background:#0e7490;color:#fff;padding:16px 22px;font-size:20px;font-weight:bold;border-radius:10px 10px 0 0">Parkwise</td></tr>
<tr><td style="padding:22px">
<p>Almost done! Type the 4-digit code from this email's subject line into the Parkwise app to verify your account.</p>
<p>Then add your plate (e.g. NY &middot; KHT 4821) and start parking at 9,500+ zones in the tri-state area.</p>
<p style="font-size:13px;color:#555">Tip: Zone 10247 (Journal Square, Jersey City) is $2.25/hr, Mon&ndash;Sat 8 AM&ndash;9 PM.</p>
</td></tr>
<tr><td style="padding:14px 22px;font-size:11px;color:#888">Parkwise Mobility Inc., 30 Montgomery St, 15th Fl, Jersey City, NJ 07302 &middot;
<a href="https://parkwise.example/terms">Terms</a> &middot; <a href="https://parkwise.example/privacy">Privacy</a></td></tr>
</table></td></tr></table></body></html>
""")

# 0038 -- bank: code only in the alt text of an inline image
add(kind="alt_text_only", otp="562019", shown="562 019", link=None,
    from_='"Granite Trust Bank" <secure@granitetrust.example>',
    to="w.thompson@earthlink.example",
    subject="Granite Trust: your sign-in security code",
    date="Fri, 08 Mar 2024 13:16:50 -0500",
    image={"cid": "otp-img-7f31c2@granitetrust.example", "w": 220, "h": 60, "rgb": (22, 58, 94),
           "filename": "security-code.png"},
    text_cte="7bit", html_cte="quoted-printable",
    text="""\
Granite Trust Bank

Dear William Thompson,

Your one-time security code is shown as an image in the HTML version of
this email. If you cannot see it, open this message in an email program
that displays HTML and images, or request a text message instead.

The code expires 5 minutes after it was sent. Never share it with anyone,
including Granite Trust employees.

Questions? Call 1-800-555-0156, 24 hours a day.

Granite Trust Bank, N.A. | 100 Elm Street | Manchester, NH 03101
Member FDIC. Equal Housing Lender.
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1f2937">
<div style="max-width:560px;border:1px solid #d1d5db">
<div style="background:#163a5e;color:#fff;padding:14px 20px;font-size:18px">Granite Trust Bank</div>
<div style="padding:20px">
<p>Dear William Thompson,</p>
<p>Your one-time security code:</p>
<p><img src="cid:otp-img-7f31c2@granitetrust.example" width="220" height="60" alt="Your security code: 562 019" style="display:block;border:0"></p>
<p>The code expires 5 minutes after it was sent. Never share it with anyone, including Granite Trust employees.</p>
<p>Questions? Call 1-800-555-0156, 24 hours a day.</p>
</div>
<div style="background:#f3f4f6;padding:12px 20px;font-size:11px;color:#6b7280">Granite Trust Bank, N.A. &middot; 100 Elm Street &middot; Manchester, NH 03101 &middot; Member FDIC. Equal Housing Lender.<br>
<a href="https://www.granitetrust.example/privacy" style="color:#6b7280">Privacy &amp; Security</a></div>
</div></body></html>
""")

# 0039 -- game launcher: alt text of a remote image carries the code
add(kind="alt_text_only", otp="A7X9Q2", shown="A7X9Q2", link=None,
    from_='"Starfall Online" <accounts@starfall-online.example>',
    to="luna.starfall.main@gmail.example",
    subject="Starfall Online - Login verification",
    date="Sun, 17 Mar 2024 01:09:27 -0700",
    text_cte="quoted-printable", html_cte="base64",
    text="""\
Starfall Online - Login verification

Greetings, Pilot!

A login to your Starfall Online account was attempted from a new location.
Your verification code is displayed in the image in this email. Please view
this email in HTML to see it.

Location: Phoenix, AZ, US - 2024-03-17 01:08 PDT

If this wasn't you, change your password immediately.

Starfall Online is operated by Nebula Forge Interactive, Inc.
8910 University Center Ln, Suite 400, San Diego, CA 92122
""",
    html="""\
<html><body style="background:#05070f;color:#cbd5e1;font-family:Verdana,sans-serif;margin:0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#0b1226;border:1px solid #1e293b">
<tr><td><img src="https://cdn.starfall-online.example/mail/header-nebula.jpg" width="560" alt="Starfall Online" style="display:block"></td></tr>
<tr><td style="padding:26px">
<h2 style="color:#fff;margin-top:0">Greetings, Pilot!</h2>
<p>A login to your Starfall Online account was attempted from a new location. Enter the verification code below in the launcher:</p>
<p style="text-align:center"><img src="https://cdn.starfall-online.example/mail/otp/render?k=3e9a71c0b2d84f56a9e1&amp;s=2" width="260" height="70" alt="A7X9Q2" style="border:1px solid #334155"></p>
<p style="font-size:12px;color:#94a3b8">Location: Phoenix, AZ, US &middot; 2024-03-17 01:08 PDT</p>
<p style="font-size:12px;color:#94a3b8">If this wasn't you, <a href="https://account.starfall-online.example/password" style="color:#60a5fa">change your password</a> immediately.</p>
</td></tr>
<tr><td style="padding:16px 26px;font-size:10px;color:#64748b">Starfall Online is operated by Nebula Forge Interactive, Inc. 8910 University Center Ln, Suite 400, San Diego, CA 92122</td></tr>
</table></td></tr></table></body></html>
""")

# 0040 -- insurer: eight-digit code in the alt text of an inline PNG, HTML only
add(kind="alt_text_only", otp="88410297", shown="88410297", link=None,
    from_='"Evergreen Mutual" <noreply@evergreenmutual.example>',
    to='"Sandra Ito" <sandra.ito@pacificu-alumni.example>',
    subject="Your Evergreen Mutual verification",
    date="Wed, 06 Mar 2024 09:28:14 -0800",
    image={"cid": "vcode.8841@evergreenmutual.example", "w": 260, "h": 56, "rgb": (21, 94, 60),
           "filename": "verification.png"},
    html_cte="quoted-printable",
    html="""\
<!DOCTYPE html>
<html><head><meta charset="utf-8"></head>
<body style="font-family:'Open Sans',Arial,sans-serif;color:#1e293b;background:#f0fdf4;margin:0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:6px">
<tr><td style="padding:22px 28px;border-bottom:3px solid #155e3c"><img src="https://www.evergreenmutual.example/brand/em-logo.png" alt="Evergreen Mutual" width="170"></td></tr>
<tr><td style="padding:26px 28px">
<p>Hello Sandra,</p>
<p>To finish registering for online access to auto policy EMA-5520193, enter the verification number shown below.</p>
<p style="text-align:center"><img src="cid:vcode.8841@evergreenmutual.example" width="260" height="56" alt="88410297"></p>
<p>It can be used once and expires in 30 minutes. Images turned off? Turn them on for this message to see the number.</p>
<p style="font-size:13px;color:#475569">Roadside assistance: 1-800-555-0108 &middot; Claims: 1-800-555-0119</p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#64748b;background:#f8fafc">Evergreen Mutual Insurance Company &middot; 1201 Pacific Ave, Tacoma, WA 98402<br>
<a href="https://www.evergreenmutual.example/privacy" style="color:#64748b">Privacy notice</a> &middot; <a href="https://www.evergreenmutual.example/accessibility" style="color:#64748b">Accessibility</a></td></tr>
</table></td></tr></table></body></html>
""")

# 0041 -- team chat magic sign-in link through a click-tracking redirect, many decoys
add(kind="magic_link", otp=None,
    link="https://click.huddle.example/f/a/Rt8kQm2vLp9xZs4Wn7Yc3B~~/AAQRxRA~/RgRn8qL3P0TYaHR0cHM6Ly9hcHAuaHVkZGxlLmV4YW1wbGUvei9ta2RqOTNuMjFh~",
    link_alt=["https://app.huddle.example/z/mkdj93n21a7Qx4LpW0vRt8sZ2cYb6?team=T04RVK1M2&source=magic"],
    from_='"Huddle" <feedback@huddle.example>',
    to="ravi.shah@brightlinecpa.example",
    subject="Huddle confirmation link for Brightline CPA",
    date="Tue, 05 Mar 2024 15:41:20 -0600",
    headers=[("List-Unsubscribe", "<https://huddle.example/unsubscribe/RAVI-3f8c1d2e>")],
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""\
Confirm your email address to sign in to Brightline CPA on Huddle.

Sign in to Huddle:
https://app.huddle.example/z/mkdj93n21a7Qx4LpW0vRt8sZ2cYb6?team=T04RVK1M2&source=magic

This link will expire in 24 hours and can only be used once.

Didn't request this email? No worries - your address may have been
entered by mistake. You can safely ignore it.

Help: https://huddle.example/help
Huddle Technologies, LLC - 500 W 2nd St, Austin, TX 78701
Unsubscribe from Huddle marketing: https://huddle.example/unsubscribe/RAVI-3f8c1d2e
""",
    html="""\
<html><body style="font-family:Lato,Helvetica,sans-serif;background:#fff;color:#1d1c1d">
<div style="max-width:580px;margin:0 auto;padding:32px 20px">
<p style="font-size:11px;color:#999;text-align:right"><a href="https://huddle.example/email/view/RAVI-3f8c1d2e" style="color:#999">View in browser</a></p>
<img src="https://huddle.example/img/huddle-logo-email.png" alt="Huddle" width="120">
<h1 style="font-size:32px;margin:24px 0">Confirm your email address to sign in</h1>
<p style="font-size:18px">You're joining <b>Brightline CPA</b> (brightlinecpa.huddle.example). Click below to sign in.</p>
<p style="margin:28px 0"><a href="https://click.huddle.example/f/a/Rt8kQm2vLp9xZs4Wn7Yc3B~~/AAQRxRA~/RgRn8qL3P0TYaHR0cHM6Ly9hcHAuaHVkZGxlLmV4YW1wbGUvei9ta2RqOTNuMjFh~" style="background:#611f69;color:#fff;padding:14px 30px;border-radius:4px;font-weight:bold;text-decoration:none;font-size:18px">Sign in to Huddle</a></p>
<p style="font-size:14px;color:#555">This link will expire in 24 hours and can only be used once.</p>
<p style="font-size:14px;color:#555">Didn't request this email? No worries &mdash; your address may have been entered by mistake. You can safely ignore it. <a href="https://click.huddle.example/f/a/Rt8kQm2vLp9xZs4Wn7Yc3B~~/AAQRxRA~/RgRn8qL3P0TYaHR0cHM6Ly9yZXBvcnQtYWJ1c2U~">Report abuse</a></p>
<p style="margin-top:36px">
<a href="https://x.example/huddleapp"><img src="https://huddle.example/img/social/x.png" width="24" alt="Huddle on X"></a>
<a href="https://facebook.example/huddleapp"><img src="https://huddle.example/img/social/fb.png" width="24" alt="Huddle on Facebook"></a>
<a href="https://linkedin.example/company/huddleapp"><img src="https://huddle.example/img/social/in.png" width="24" alt="Huddle on LinkedIn"></a></p>
<p style="font-size:12px;color:#999"><a href="https://huddle.example/help" style="color:#999">Help center</a> | <a href="https://huddle.example/legal/privacy" style="color:#999">Privacy</a> |
<a href="https://huddle.example/unsubscribe/RAVI-3f8c1d2e" style="color:#999">Unsubscribe from marketing</a><br>
Huddle Technologies, LLC &middot; 500 W 2nd St, Austin, TX 78701</p>
</div>
<img src="https://click.huddle.example/o/Rt8kQm2vLp9xZs4Wn7Yc3B~~/open.gif" width="1" height="1" alt="">
</body></html>
""")

# 0042 -- local newsletter double opt-in
add(kind="magic_link", otp=None,
    link="https://prairiedispatch.example/subscribe/confirm?list=pd-daily&sub=7h2KqLm9Wc4xR0vNp8yBt3ZsJe6&sig=4b1f0c9a82d7e35f",
    link_alt=["https://prairiedispatch.example/subscribe/confirm?list=pd-daily&sub=7h2KqLm9Wc4xR0vNp8yBt3ZsJe6&sig=4b1f0c9a82d7e35f&src=text"],
    from_='"The Prairie Dispatch" <newsletters@prairiedispatch.example>',
    to="g.lindqvist@sasktel.example",
    subject="One more step: confirm your subscription to The Prairie Dispatch Daily",
    date="Sat, 09 Mar 2024 07:30:02 -0600",
    text_cte="7bit", html_cte="quoted-printable",
    text="""\
Please confirm your subscription

Thanks for signing up for The Prairie Dispatch Daily - local news from
Regina, Saskatoon and across Saskatchewan, every weekday at 6 a.m.

Confirm your subscription by visiting this link:
https://prairiedispatch.example/subscribe/confirm?list=pd-daily&sub=7h2KqLm9Wc4xR0vNp8yBt3ZsJe6&sig=4b1f0c9a82d7e35f&src=text

If you didn't sign up, ignore this message and you won't hear from us.

The Prairie Dispatch, 1964 Park St, Regina, SK S4N 7M5
306-555-0131
""",
    html="""\
<html><body style="font-family:Georgia,serif;background:#f8f5ef;margin:0">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:30px;border-top:5px solid #9a3412">
<p style="font-size:11px;font-family:Arial,sans-serif"><a href="https://prairiedispatch.example/newsletters/view/confirm-7h2KqLm9" style="color:#777">View in browser</a></p>
<h1 style="font-size:26px">Please confirm your subscription</h1>
<p>Thanks for signing up for <i>The Prairie Dispatch Daily</i> &mdash; local news from Regina, Saskatoon and across Saskatchewan, every weekday at 6 a.m.</p>
<p style="text-align:center;margin:30px 0"><a href="https://prairiedispatch.example/subscribe/confirm?list=pd-daily&amp;sub=7h2KqLm9Wc4xR0vNp8yBt3ZsJe6&amp;sig=4b1f0c9a82d7e35f" style="background:#9a3412;color:#fff;padding:14px 26px;text-decoration:none;font-family:Arial,sans-serif;font-weight:bold">Yes, subscribe me</a></p>
<p style="font-size:14px">If you didn't sign up, ignore this message and you won't hear from us.</p>
<p style="font-size:12px;color:#777;font-family:Arial,sans-serif">The Prairie Dispatch &middot; 1964 Park St, Regina, SK S4N 7M5 &middot; 306-555-0131<br>
<a href="https://prairiedispatch.example/privacy" style="color:#777">Privacy policy</a> &middot; <a href="https://prairiedispatch.example/newsletters" style="color:#777">All newsletters</a></p>
</div></body></html>
""")

# 0043 -- online shop password reset, button + raw URL under it
add(kind="magic_link", otp=None,
    link="https://www.cartwheel.example/account/reset-password?token=cw_pr_51N8xQ2kLr7ZbV3mT0yFw9Hc6Pd4Js&uid=90041876",
    link_alt=["https://cartwheel.example/r/pw/cw_pr_51N8xQ2kLr7ZbV3mT0yFw9Hc6Pd4Js"],
    from_='"Cartwheel" <help@cartwheel.example>',
    to="jennifer.ross@gmail.example",
    subject="Reset your Cartwheel password",
    date="Sun, 10 Mar 2024 21:12:45 -0400",
    text_cte="quoted-printable", html_cte="base64",
    text="""\
Hi Jennifer,

We got a request to reset the password for your Cartwheel account.

Reset your password here (this link works for 60 minutes):
https://cartwheel.example/r/pw/cw_pr_51N8xQ2kLr7ZbV3mT0yFw9Hc6Pd4Js

If you didn't ask to reset your password, you can ignore this email -
your password won't change.

Your Cartwheel order #CW-20240310-5518 is on its way (arriving Mar 13).

Cartwheel Commerce Inc., 625 N Michigan Ave, Chicago, IL 60611
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;background:#fff;color:#222">
<div style="max-width:520px;margin:0 auto;padding:24px;border:1px solid #eee">
<img src="https://www.cartwheel.example/assets/email/cartwheel-logo.png" alt="Cartwheel" width="130">
<h2>Reset your password</h2>
<p>Hi Jennifer,</p>
<p>We got a request to reset the password for your Cartwheel account.</p>
<p style="text-align:center;margin:26px 0"><a href="https://www.cartwheel.example/account/reset-password?token=cw_pr_51N8xQ2kLr7ZbV3mT0yFw9Hc6Pd4Js&amp;uid=90041876" style="background:#e11d48;color:#fff;padding:12px 26px;border-radius:6px;text-decoration:none;font-weight:bold">Reset password</a></p>
<p style="font-size:12px;color:#666">Button not working? Paste this into your browser:<br>
<a href="https://cartwheel.example/r/pw/cw_pr_51N8xQ2kLr7ZbV3mT0yFw9Hc6Pd4Js" style="color:#666">https://cartwheel.example/r/pw/cw_pr_51N8xQ2kLr7ZbV3mT0yFw9Hc6Pd4Js</a></p>
<p style="font-size:13px">This link works for 60 minutes. If you didn't ask to reset your password, you can ignore this email &mdash; your password won't change.</p>
<p style="font-size:13px;background:#f9fafb;padding:10px">Your Cartwheel order <a href="https://www.cartwheel.example/orders/CW-20240310-5518">#CW-20240310-5518</a> is on its way (arriving Mar 13).</p>
<p style="font-size:11px;color:#999">Cartwheel Commerce Inc., 625 N Michigan Ave, Chicago, IL 60611 &middot; <a href="https://www.cartwheel.example/help" style="color:#999">Help</a> &middot; <a href="https://www.cartwheel.example/email-preferences" style="color:#999">Email preferences</a></p>
</div></body></html>
""")

# 0044 -- social app: "Yes, it was me" device approval with a "No, secure my account" decoy
add(kind="magic_link", otp=None,
    link="https://www.pinwheel.example/security/approve?req=apr_2Xk9LmQ7vT4zR8wN1cB5yH0s&d=1&sig=e7c14b90a3f2",
    from_='"Pinwheel" <security@account.pinwheel.example>',
    to="harper.ellis02@icloud.example",
    subject="New login to Pinwheel from Chrome on Windows",
    date="Fri, 12 Apr 2024 23:03:17 -0600",
    html_cte="quoted-printable",
    html="""\
<html><body style="font-family:-apple-system,Helvetica,Arial,sans-serif;background:#fafafa;margin:0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e5e5e5;border-radius:8px">
<tr><td style="padding:24px"><img src="https://static.pinwheel.example/email/pinwheel-logo.png" alt="Pinwheel" width="110"></td></tr>
<tr><td style="padding:0 24px 24px;font-size:15px;color:#262626">
<p>Hi harper.ellis02,</p>
<p>We noticed a new login to your account.</p>
<table cellpadding="4" style="font-size:14px;color:#555">
<tr><td>Device</td><td>Chrome on Windows 11</td></tr>
<tr><td>Near</td><td>Salt Lake City, Utah</td></tr>
<tr><td>When</td><td>April 12 at 11:01 PM (MDT)</td></tr>
</table>
<p style="margin-top:20px">If this was you, confirm it so we can finish logging you in:</p>
<p><a href="https://www.pinwheel.example/security/approve?req=apr_2Xk9LmQ7vT4zR8wN1cB5yH0s&amp;d=1&amp;sig=e7c14b90a3f2" style="display:inline-block;background:#0095f6;color:#fff;padding:10px 24px;border-radius:8px;text-decoration:none;font-weight:600">Yes, it was me</a>
&nbsp;
<a href="https://www.pinwheel.example/security/secure?req=apr_2Xk9LmQ7vT4zR8wN1cB5yH0s&amp;d=0&amp;sig=e7c14b90a3f2" style="display:inline-block;border:1px solid #dbdbdb;color:#262626;padding:10px 24px;border-radius:8px;text-decoration:none;font-weight:600">No, secure my account</a></p>
<p style="font-size:13px;color:#8e8e8e">This request expires in 30 minutes. <a href="https://help.pinwheel.example/368191" style="color:#8e8e8e">Learn more about login alerts</a>.</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#8e8e8e;border-top:1px solid #efefef">&copy; Pinwheel Social, Inc., 1 Hacker Way, Menlo Park, CA 94025<br>
This message was sent to harper.ellis02@icloud.example. <a href="https://www.pinwheel.example/emails/settings" style="color:#8e8e8e">Unsubscribe</a></td></tr>
</table></td></tr></table>
<img src="https://www.pinwheel.example/emails/open?cid=apr_2Xk9LmQ7&amp;t=loginalert" width="1" height="1" alt="">
</body></html>
""")

# 0045 -- college application portal: verify e-mail address, text only (8bit)
add(kind="magic_link", otp=None,
    link="https://apply.northernplains.example/account/verify-email?code=np8Qw2Lx5Rz7Tk3Vm9Bc0Hf4Yd6Gs1&applicant=APP-2024-118402",
    from_='"Northern Plains College Admissions" <admissions-noreply@northernplains.example>',
    to="kaylee.redcloud@gmail.example",
    subject="Verify your email to continue your application",
    date="Mon, 15 Jan 2024 10:15:39 -0600",
    text_cte="8bit",
    text="""\
Northern Plains College — Office of Admissions

Hi Kaylee,

Thanks for starting your application for Fall 2024 (Applicant ID
APP-2024-118402). Before you can continue, please verify your email
address by clicking the link below:

https://apply.northernplains.example/account/verify-email?code=np8Qw2Lx5Rz7Tk3Vm9Bc0Hf4Yd6Gs1&applicant=APP-2024-118402

The link expires in 48 hours.

Application checklist
  • Personal information ........ complete
  • High school transcript ...... not received
  • ACT/SAT scores (optional) ... not received
  • $35 application fee ........ waived (FAFSA code 002871 listed)

Priority deadline for scholarships: March 1, 2024.

Questions? Call 701-555-0144 or visit Founders Hall, Room 104.

Northern Plains College · 1200 College Dr · Bismarck, ND 58501
Visit campus: https://www.northernplains.example/visit
""")

# 0046 -- docs tool: magic link plus a temporary code (both)
add(kind="magic_link", otp="RWQHDMLK", shown="RWQH-DMLK",
    link="https://outline-docs.example/auth/email.callback?token=eyJhbGciOiJIUzI1NiJ9.eyJpZCI6IjVmMmM3YjE0IiwidHlwZSI6ImVtYWlsLXNpZ25pbiJ9.Hk3pQ8vX2mLr9TzW7cN4bY1sF6dJ0aGe",
    from_='"Outline Docs" <no-reply@outline-docs.example>',
    to="theo.marchetti@lumenlabs.example",
    subject="Magic signin link",
    date="Wed, 27 Mar 2024 11:48:25 +0000",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""\
Magic signin link

Click the link below to sign in to Lumen Labs on Outline Docs:

https://outline-docs.example/auth/email.callback?token=eyJhbGciOiJIUzI1NiJ9.eyJpZCI6IjVmMmM3YjE0IiwidHlwZSI6ImVtYWlsLXNpZ25pbiJ9.Hk3pQ8vX2mLr9TzW7cN4bY1sF6dJ0aGe

Or enter this temporary code in the desktop app: RWQH-DMLK

The link and code expire in 10 minutes.

Outline Docs - a Getoutline Corp. product, 2093 Philadelphia Pike #1917,
Claymont, DE 19703
""",
    html="""\
<html><body style="font-family:-apple-system,Segoe UI,sans-serif;color:#111319">
<div style="max-width:500px;margin:0 auto;padding:40px 20px">
<img src="https://outline-docs.example/email/icon.png" width="48" alt="Outline Docs">
<h1 style="font-size:22px">Magic signin link</h1>
<p>Click the button below to sign in to <b>Lumen Labs</b> on Outline Docs.</p>
<p style="margin:24px 0"><a href="https://outline-docs.example/auth/email.callback?token=eyJhbGciOiJIUzI1NiJ9.eyJpZCI6IjVmMmM3YjE0IiwidHlwZSI6ImVtYWlsLXNpZ25pbiJ9.Hk3pQ8vX2mLr9TzW7cN4bY1sF6dJ0aGe" style="background:#0366d6;color:#fff;padding:10px 20px;border-radius:4px;text-decoration:none">Sign In</a></p>
<p>Or enter this temporary code in the desktop app:</p>
<p style="font-family:monospace;font-size:24px;letter-spacing:3px">RWQH-DMLK</p>
<p style="color:#9ba6b2;font-size:13px">The link and code expire in 10 minutes.</p>
<p style="color:#9ba6b2;font-size:11px">Outline Docs &middot; 2093 Philadelphia Pike #1917, Claymont, DE 19703 &middot; <a href="https://outline-docs.example/privacy" style="color:#9ba6b2">Privacy</a></p>
</div></body></html>
""")

# 0047 -- state motor-vehicle portal: unlock account link
add(kind="magic_link", otp=None,
    link="https://mydmv.dmv.state-of-columbia.example/portal/account/unlock?ticket=UNL-7c2e91f4-3ab8-4d05-b6e2-90f1a8c4d7e3",
    from_='"Columbia DMV Online Services" <do-not-reply@dmv.state-of-columbia.example>',
    to="ray.delacruz@att.example",
    subject="Your MyDMV account has been locked",
    date="Thu, 07 Mar 2024 16:20:44 -0800",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""\
STATE OF COLUMBIA - DEPARTMENT OF MOTOR VEHICLES
MyDMV Online Services

Dear RAYMOND DELACRUZ,

Your MyDMV account was locked on 03/07/2024 at 4:18 PM after 5
unsuccessful sign-in attempts.

To unlock your account, select the link below within 24 hours. You will
then be asked to create a new password.

https://mydmv.dmv.state-of-columbia.example/portal/account/unlock?ticket=UNL-7c2e91f4-3ab8-4d05-b6e2-90f1a8c4d7e3

Driver license no.: D*****4410
Vehicle registration renewal due: 04/30/2024 (plate 8KXR214) - $212.00

If you did not try to sign in, contact us at (800) 555-0192,
Monday - Friday, 8 AM to 5 PM.

Please do not reply to this email.
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1b1b1b">
<div style="max-width:620px;margin:0 auto;border:1px solid #babec3">
<div style="background:#1d3557;color:#fff;padding:14px 18px"><b>STATE OF COLUMBIA</b> &middot; Department of Motor Vehicles</div>
<div style="padding:20px">
<p>Dear RAYMOND DELACRUZ,</p>
<p>Your MyDMV account was locked on 03/07/2024 at 4:18 PM after 5 unsuccessful sign-in attempts.</p>
<p>To unlock your account, select the link below within 24 hours. You will then be asked to create a new password.</p>
<p><a href="https://mydmv.dmv.state-of-columbia.example/portal/account/unlock?ticket=UNL-7c2e91f4-3ab8-4d05-b6e2-90f1a8c4d7e3">Unlock my MyDMV account</a></p>
<table cellpadding="4" style="font-size:13px;background:#f1f1f1;width:100%">
<tr><td>Driver license no.</td><td>D*****4410</td></tr>
<tr><td>Vehicle registration renewal due</td><td>04/30/2024 (plate 8KXR214) &middot; $212.00</td></tr>
</table>
<p>If you did not try to sign in, contact us at (800) 555-0192, Monday &ndash; Friday, 8 AM to 5 PM.</p>
<p style="font-size:12px;color:#555">Please do not reply to this email. <a href="https://www.dmv.state-of-columbia.example/portal/help">MyDMV help</a> &middot; <a href="https://www.dmv.state-of-columbia.example/privacy">Privacy policy</a></p>
</div></div></body></html>
""")

# 0048 -- car sharing: verify e-mail through an ESP click-tracking redirect
add(kind="magic_link", otp=None,
    link="https://u4812077.ct.sendgrid-mail.example/ls/click?upn=Zw1-2BxR7kLq9TzV3mN8cY0pH4sD6fJ2aG5eB1wQ-3D-3Dk7Fd_Vp2LxQ9rT8zW0mN4cY6bH1sJ3dF5gK7aE",
    from_='"Zipwheel Car Share" <members@zipwheel.example>',
    to="nadia.haddad@ualberta-alumni.example",
    subject="Verify your email to start driving with Zipwheel",
    date="Tue, 16 Apr 2024 12:37:58 -0600",
    html_cte="base64",
    html="""\
<!DOCTYPE html>
<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f2f7f2;font-family:'Helvetica Neue',Arial,sans-serif;color:#1a1a1a">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px">
<tr><td style="padding:26px 30px 0"><img src="https://zipwheel.example/email/zipwheel-logo-green.png" alt="Zipwheel" width="140"></td></tr>
<tr><td style="padding:20px 30px">
<h1 style="font-size:24px">One tap and you're almost ready to roll</h1>
<p>Hi Nadia, please verify your email address to continue your membership application (member no. ZW-CA-0088412).</p>
<p style="text-align:center;margin:28px 0"><a href="https://u4812077.ct.sendgrid-mail.example/ls/click?upn=Zw1-2BxR7kLq9TzV3mN8cY0pH4sD6fJ2aG5eB1wQ-3D-3Dk7Fd_Vp2LxQ9rT8zW0mN4cY6bH1sJ3dF5gK7aE" style="background:#16a34a;color:#fff;padding:14px 34px;border-radius:30px;text-decoration:none;font-weight:bold">Verify email</a></p>
<p>Next we'll check your driver's licence (Alberta class 5, no more than 2 demerit points) &mdash; usually within 1 business day.</p>
<p style="font-size:13px;color:#555">Rates in Calgary &amp; Edmonton: $11.50/hour or $89/day, including gas and insurance. Annual fee $35 + GST.</p>
<p style="font-size:13px"><a href="https://u4812077.ct.sendgrid-mail.example/ls/click?upn=Zw1-2BxR7kLq9TzV3mN8cY0pH4sD6fJ2aG5eB1wQ-3D-3DfaqLink_Qm2">How Zipwheel works</a></p>
</td></tr>
<tr><td style="padding:16px 30px;font-size:11px;color:#777;border-top:1px solid #eee">Zipwheel Car Share Co-operative &middot; 10150 Jasper Ave, Suite 220, Edmonton, AB T5J 1W4 &middot; 1-855-555-0128<br>
<a href="https://u4812077.ct.sendgrid-mail.example/asm/unsubscribe/?user_id=4812077&amp;data=Qm9vTnVkZ2U" style="color:#777">Unsubscribe</a> &middot;
<a href="https://zipwheel.example/privacy" style="color:#777">Privacy</a></td></tr>
</table></td></tr></table>
<img src="https://u4812077.ct.sendgrid-mail.example/wf/open?upn=Zw1-2BxR7kLq9TzV3mN8cY0pH4sD6fJ2aG5eB1wQ-3D-3Dopen" width="1" height="1" alt="" style="height:1px!important;width:1px!important">
</body></html>
""")

# ---------------------------------------------------------------------------
# Batch 5: magic_link (end), phone_and_dates, decoy_codes, other kinds
# ---------------------------------------------------------------------------

# 0049 -- homebrewing forum: classic activation mail, text only
add(kind="magic_link", otp=None,
    link="https://www.homebrewtalk.example/ucp.php?mode=activate&u=88213&k=7F3KQ9XP2MZ4",
    from_='"Homebrew Talk" <board@homebrewtalk.example>',
    to="brewmaster.jim@juno.example",
    subject="Welcome to \"Homebrew Talk - Beer, Wine, Mead, & Cider Brewing Discussion Forum\"",
    date="Sat, 02 Mar 2024 19:55:11 -0500",
    headers=[("X-Mailer", "phpBB3"), ("X-MimeOLE", "Produced By phpBB3")],
    text_cte="7bit",
    text="""\
Welcome to "Homebrew Talk - Beer, Wine, Mead, & Cider Brewing Discussion Forum"

Please keep this email for your records. Your account information is as
follows:

----------------------------
Username: brewmaster_jim

Board URL: https://www.homebrewtalk.example
----------------------------

Please visit the following link in order to activate your account:

https://www.homebrewtalk.example/ucp.php?mode=activate&u=88213&k=7F3KQ9XP2MZ4

Your password has been securely stored in our database and cannot be
retrieved. In the event that it is forgotten, you will be able to reset
it using the email address associated with your account.

Thank you for registering.

--
Thanks, The Management
Homebrew Talk, 4 Brewers Row, Asheville, NC 28801
""")

# 0050 -- clinic patient app: password reset link, text only
add(kind="magic_link", otp=None,
    link="https://portal.mapleviewclinic.example/patient/reset?rt=MVC-r3Q8k2LpX7vZ9mN4tW1bY6cH0sJ5dF&lang=en-CA",
    from_='"Mapleview Family Clinic" <portal@mapleviewclinic.example>',
    to="e.macdonald@nb.sympatico.example",
    subject="Password reset request - Mapleview patient portal",
    date="Wed, 14 Feb 2024 14:03:26 -0400",
    text_cte="quoted-printable",
    text="""\
Mapleview Family Clinic - Patient Portal

Hello Evelyn,

We received a request to reset the password for your patient portal
account. To choose a new password, open this link:

https://portal.mapleviewclinic.example/patient/reset?rt=MVC-r3Q8k2LpX7vZ9mN4tW1bY6cH0sJ5dF&lang=en-CA

This link can be used once and expires in 2 hours (at 4:03 p.m. AST).

If you did not request a password reset, no action is needed. Your
current password will keep working.

Reminder: your annual physical with Dr. Léa Thériault is booked for
Thursday, February 29, 2024 at 10:20 a.m. Please bring your Medicare
card. To cancel, call 506-555-0135 at least 24 hours ahead.

Mapleview Family Clinic
77 Mapleview Dr, Moncton, NB E1A 3W2
Fax 506-555-0136
""")

# 0051 -- bank card purchase authorisation: code among amounts, dates, phone, card digits
add(kind="phone_and_dates", otp="739204", shown="739-204", link=None,
    from_='"Ridgeway Bank Card Services" <cardalerts@ridgewaybank.example>',
    to="patricia.nolan@bellsouth.example",
    subject="Approve your online purchase of $1,249.00",
    date="Sun, 14 Apr 2024 15:43:09 -0400",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""\
Ridgeway Bank - Secure online purchase

Patricia, please confirm this purchase with your Ridgeway Visa Signature
card ending in 4821:

  Merchant:   ELECTRO DEPOT #0442 ONLINE
  Amount:     $1,249.00 USD
  Date/time:  04/14/2024 3:42 PM ET

To approve it, enter this one-time code on the merchant's checkout page:

  739-204

The code expires at 3:53 PM ET. Available credit after purchase:
$6,318.55. Payment due 05/07/2024, minimum $35.00.

Didn't make this purchase? Don't enter the code. Call us right away at
1-800-555-0177 (outside the U.S., call collect +1 704-555-0121).

Ridgeway Bank, N.A., 301 S Tryon St, Charlotte, NC 28202. Member FDIC.
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;color:#222;background:#f4f6f8">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:0 0 12px">
<div style="background:#00543c;color:#fff;padding:14px 22px;font-size:18px">Ridgeway Bank &middot; Secure online purchase</div>
<div style="padding:20px 22px">
<p>Patricia, please confirm this purchase with your Ridgeway Visa Signature card ending in <b>4821</b>:</p>
<table cellpadding="5" style="font-size:14px;width:100%;background:#f8faf9">
<tr><td>Merchant</td><td align="right">ELECTRO DEPOT #0442 ONLINE</td></tr>
<tr><td>Amount</td><td align="right"><b>$1,249.00 USD</b></td></tr>
<tr><td>Date/time</td><td align="right">04/14/2024 3:42 PM ET</td></tr>
</table>
<p>To approve it, enter this one-time code on the merchant's checkout page:</p>
<p style="text-align:center">""" + spans("739204") + """</p>
<p style="font-size:13px;color:#555">The code expires at 3:53 PM ET. Available credit after purchase: $6,318.55. Payment due 05/07/2024, minimum $35.00.</p>
<p style="font-size:13px">Didn't make this purchase? Don't enter the code. Call us right away at 1-800-555-0177 (outside the U.S., call collect +1 704-555-0121).</p>
</div>
<div style="padding:0 22px;font-size:11px;color:#777">Ridgeway Bank, N.A., 301 S Tryon St, Charlotte, NC 28202. Member FDIC.
<a href="https://www.ridgewaybank.example/privacy">Privacy</a></div>
</div></body></html>
""")

# 0052 -- electric utility: code among account number, amounts, phone, postal code; text only
add(kind="phone_and_dates", otp="551820", shown="551820", link=None,
    from_='"Rideau Power" <myaccount@rideaupower.example>',
    to="jp.gagnon@magma.example",
    subject="Verify your email for Rideau Power My Account",
    date="Mon, 08 Apr 2024 18:20:36 -0400",
    text_cte="8bit",
    text="""\
Rideau Power — My Account

Hello Jean-Philippe,

You're adding this email to the online account for:

  Account number:    2094 118 330-7
  Service address:   411 Bank St, Apt 1203, Ottawa ON K2P 1Y4
  Meter number:      M-00471293

Your verification code is 551820. Enter it on the My Account page within
30 minutes (before 6:50 p.m. on April 8, 2024).

Your latest bill: $187.42 (87 days, 2,318 kWh) is due April 22, 2024.
Time-of-use prices from May 1: off-peak 8.7¢, mid-peak 12.2¢,
on-peak 18.2¢ per kWh.

Power outage? Call 613-555-0170 or check the outage map.
Customer service: 613-555-0171, Monday to Friday, 8 a.m. to 5 p.m.

Rideau Power Inc., 2711 Hunt Club Rd, Ottawa ON K1G 5Z9
""")

# 0053 -- pharmacy: code among Rx numbers, pickup times, phone numbers
add(kind="phone_and_dates", otp="481660", shown="481 660", link=None,
    from_='"Corner Drug Pharmacy" <rx@cornerdrug.example>',
    to="m.abernathy@sbcglobal.example",
    subject="Corner Drug: verify to see your prescription details",
    date="Tue, 09 Apr 2024 11:12:50 -0500",
    text_cte="7bit", html_cte="base64",
    text="""\
Corner Drug Pharmacy

Hi Margaret,

A prescription is ready for pickup at store #1186. To view the details
in the Corner Drug app, verify your identity with this code:

481 660

(Valid for 15 minutes.)

Rx #6029913 - ready since 04/09/2024 10:58 AM
Pickup by: 04/19/2024
Store #1186, 2320 N Clark St, Chicago, IL 60614 - (312) 555-0139
Pharmacy hours: Mon-Fri 8 AM-9 PM, Sat-Sun 9 AM-6 PM

Date of birth on file ends in: /1957

Corner Drug Pharmacy, 108 Wilmot Rd, Deerfield, IL 60015
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;color:#222">
<div style="max-width:560px;margin:0 auto;border:1px solid #e5e7eb">
<div style="background:#cc0000;color:#fff;padding:12px 18px;font-weight:bold">Corner Drug Pharmacy</div>
<div style="padding:18px">
<p>Hi Margaret,</p>
<p>A prescription is ready for pickup at store #1186. To view the details in the Corner Drug app, verify your identity with this code:</p>
<p style="font-size:28px;font-weight:bold;text-align:center">481 660</p>
<p style="text-align:center;color:#666;font-size:13px">(Valid for 15 minutes.)</p>
<table cellpadding="5" style="font-size:13px;width:100%;background:#f9fafb">
<tr><td>Rx #</td><td>6029913 &middot; ready since 04/09/2024 10:58 AM</td></tr>
<tr><td>Pickup by</td><td>04/19/2024</td></tr>
<tr><td>Store</td><td>#1186, 2320 N Clark St, Chicago, IL 60614 &middot; (312) 555-0139</td></tr>
<tr><td>Hours</td><td>Mon&ndash;Fri 8 AM&ndash;9 PM, Sat&ndash;Sun 9 AM&ndash;6 PM</td></tr>
</table>
<p style="font-size:12px;color:#666">Date of birth on file ends in: /1957</p>
</div>
<div style="padding:10px 18px;font-size:11px;color:#888;background:#f3f4f6">Corner Drug Pharmacy, 108 Wilmot Rd, Deerfield, IL 60015 &middot;
<a href="https://www.cornerdrug.example/notice-of-privacy-practices">Notice of Privacy Practices</a></div>
</div></body></html>
""")

# 0054 -- home-goods shop: promo code, gift card number and PIN, no sign-in code
add(kind="decoy_codes", otp=None, link=None,
    from_='"Lantern & Co." <hello@lanternandco.example>',
    to="rachel.kim@shaw.example",
    subject="Your $50 gift card is inside + 25% off with SPRING25",
    date="Fri, 29 Mar 2024 10:00:00 -0700",
    headers=[("List-Unsubscribe", "<mailto:unsub-9f2a1@lanternandco.example>, <https://lanternandco.example/unsub?u=9f2a1c77>")],
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""\
Rachel, a gift for you!

Your friend Dana sent you a Lantern & Co. eGift card.

Amount: $50.00 CAD
Gift card number: 6006 4912 8830 1174
PIN: 8842
Message from Dana: "Happy housewarming!! xo"

Use it online or in any of our 14 stores across B.C. and Alberta.

PLUS: take 25% off one full-price item with code SPRING25 until April 7.
Free shipping on orders over $75.

Shop now: https://lanternandco.example/new-arrivals?utm_campaign=giftcard_spring

Lantern & Co. Home Ltd., 1055 W Georgia St, Vancouver, BC V6E 3P3
Unsubscribe: https://lanternandco.example/unsub?u=9f2a1c77
""",
    html="""\
<html><body style="font-family:'Playfair Display',Georgia,serif;background:#fdf8f3;margin:0">
<div style="max-width:600px;margin:0 auto;background:#fff">
<p style="text-align:center;font-size:11px;font-family:Arial,sans-serif;padding:8px"><a href="https://lanternandco.example/email/web/giftcard-9f2a1c77" style="color:#999">View in browser</a></p>
<img src="https://lanternandco.example/email/hero-gift.jpg" width="600" alt="A gift for you" style="display:block">
<div style="padding:26px;font-family:Arial,sans-serif">
<h1 style="font-family:Georgia,serif">Rachel, a gift for you!</h1>
<p>Your friend Dana sent you a Lantern &amp; Co. eGift card.</p>
<table cellpadding="6" style="background:#fdf8f3;width:100%;font-size:15px">
<tr><td>Amount</td><td align="right"><b>$50.00 CAD</b></td></tr>
<tr><td>Gift card number</td><td align="right" style="font-family:monospace">6006 4912 8830 1174</td></tr>
<tr><td>PIN</td><td align="right" style="font-family:monospace">8842</td></tr>
</table>
<p style="font-style:italic">&ldquo;Happy housewarming!! xo&rdquo; &mdash; Dana</p>
<div style="border:2px dashed #b45309;padding:14px;text-align:center;margin:20px 0">Take <b>25% off</b> one full-price item with code <b style="font-size:20px">SPRING25</b><br><span style="font-size:12px">Until April 7. Free shipping over $75.</span></div>
<p style="text-align:center"><a href="https://lanternandco.example/new-arrivals?utm_campaign=giftcard_spring" style="background:#1c1917;color:#fff;padding:12px 30px;text-decoration:none">Shop now</a></p>
</div>
<p style="font-size:11px;color:#999;font-family:Arial,sans-serif;padding:0 26px 20px">Lantern &amp; Co. Home Ltd., 1055 W Georgia St, Vancouver, BC V6E 3P3 &middot;
<a href="https://lanternandco.example/unsub?u=9f2a1c77" style="color:#999">Unsubscribe</a> &middot; <a href="https://instagram.example/lanternandco" style="color:#999">Instagram</a></p>
</div></body></html>
""")

# 0055 -- video meeting invitation: meeting ID and passcode, no sign-in code; text only
add(kind="decoy_codes", otp=None, link=None,
    from_='"Dr. Amanda Pruitt via Confer" <no-reply@confer.example>',
    to="jason.mcleod@riverbendschools.example",
    subject="Invitation: IEP review - Tyler McLeod @ Thu Apr 11, 2024 3:30pm - 4:15pm (CDT)",
    date="Mon, 08 Apr 2024 13:26:44 -0500",
    text_cte="quoted-printable",
    text="""\
Dr. Amanda Pruitt is inviting you to a scheduled Confer meeting.

Topic: IEP review - Tyler McLeod
Time: Apr 11, 2024 03:30 PM Central Time (US and Canada)

Join Confer Meeting
https://riverbendschools.confer.example/j/84219375520?pwd=bXhWcjZ5dGdTQ2FzT0l4QUE2a1pQdz09

Meeting ID: 842 1937 5520
Passcode: 771204

---

One tap mobile
+13125550199,,84219375520#,,,,*771204# US (Chicago)
+16465550188,,84219375520#,,,,*771204# US (New York)

Dial by your location
 +1 312 555 0199 US (Chicago)
 +1 646 555 0188 US (New York)
Meeting ID: 842 1937 5520
Passcode: 771204
Find your local number: https://riverbendschools.confer.example/u/acXf92kLq

Please have Tyler's latest progress report (dated 03/22/2024) available.
Room 214 is also available for anyone who prefers to attend in person.

Riverbend School District 58, 1400 W Oak St, Naperville, IL 60540
""")

# 0056 -- bank security newsletter: example code in advice, case number, no real code
add(kind="decoy_codes", otp=None, link=None,
    from_='"Fernway Bank" <security-tips@fernwaybank.example>',
    to="donna.fischer@centurylink.example",
    subject="Scam alert: fake \"Fernway fraud department\" calls",
    date="Wed, 20 Mar 2024 12:00:00 -0500",
    headers=[("List-Unsubscribe", "<https://www.fernwaybank.example/email/optout?id=DF-55120>")],
    text_cte="base64", html_cte="quoted-printable",
    text="""\
Fernway Bank Security Center

Hi Donna,

We're seeing a rise in phone scams where callers pretend to be from our
fraud department. They often already know your name and the last four
digits of your card.

Here's how the scam works: you get a text with a real-looking code, such
as 123456, and then a "Fernway agent" calls and asks you to read it back
"to stop a fraudulent charge". Reading it back lets them into your
account.

Remember:
  - We will never ask you to read us a code we sent you.
  - We will never ask for your full card number, PIN or online password.
  - If in doubt, hang up and call the number on the back of your card,
    1-800-555-0114.

Already shared a code? Call us right away and mention case reference
SEC-24-03-8817 so we can lock your online access.

Fernway Bank, 800 Nicollet Mall, Minneapolis, MN 55402. Member FDIC.
You're receiving this service message as a Fernway Bank customer.
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;color:#1f2937">
<div style="max-width:580px;margin:0 auto">
<div style="background:#3f6212;color:#fff;padding:14px 20px;font-size:18px">Fernway Bank Security Center</div>
<div style="padding:20px">
<p>Hi Donna,</p>
<p>We're seeing a rise in phone scams where callers pretend to be from our fraud department. They often already know your name and the last four digits of your card.</p>
<p><b>Here's how the scam works:</b> you get a text with a real-looking code, such as <code>123456</code>, and then a &ldquo;Fernway agent&rdquo; calls and asks you to read it back &ldquo;to stop a fraudulent charge&rdquo;. Reading it back lets them into your account.</p>
<ul>
<li>We will never ask you to read us a code we sent you.</li>
<li>We will never ask for your full card number, PIN or online password.</li>
<li>If in doubt, hang up and call the number on the back of your card, 1-800-555-0114.</li>
</ul>
<p>Already shared a code? Call us right away and mention case reference <b>SEC-24-03-8817</b> so we can lock your online access.</p>
<p><a href="https://www.fernwaybank.example/security/scams">Learn more about common scams</a></p>
</div>
<p style="font-size:11px;color:#6b7280;padding:0 20px">Fernway Bank, 800 Nicollet Mall, Minneapolis, MN 55402. Member FDIC.<br>
You're receiving this service message as a Fernway Bank customer. <a href="https://www.fernwaybank.example/email/optout?id=DF-55120" style="color:#6b7280">Email preferences</a></p>
</div></body></html>
""")

# 0057 -- second-hand marketplace: real code among a promo code, referral code and order number
add(kind="decoy_codes", otp="270593", shown="270593", link=None,
    from_='"Thriftly" <support@thriftly.example>',
    to="zoe.patel@hotmail.example",
    subject="Welcome to Thriftly! Verify your email",
    date="Thu, 11 Apr 2024 20:44:31 -0400",
    text_cte="quoted-printable", html_cte="quoted-printable",
    text="""\
Welcome to Thriftly, Zoe!

Verify your email - your code is 270593

Type it into the app to finish setting up your closet.

Then treat yourself:
  * 15% off your first purchase with promo code WELCOME15 (max $20 off,
    expires May 11, 2024)
  * Invite friends with your referral code ZOEP-4471 - you both get $10

Your saved cart: 3 items, $64.50 (draft order #TH-0099182)

Questions? support@thriftly.example - 1-855-555-0147

Thriftly, Inc., 1 Yonge St, Suite 1801, Toronto, ON M5E 1W7
Unsubscribe from promos: https://thriftly.example/settings/email?u=zp4471
""",
    html="""\
<html><body style="font-family:Poppins,Arial,sans-serif;background:#fdf2f8;margin:0">
<div style="max-width:540px;margin:0 auto;background:#fff;padding:28px;border-radius:14px">
<h1 style="color:#be185d">Welcome to Thriftly, Zoe!</h1>
<p>Verify your email &mdash; your code is</p>
<p style="font-size:36px;font-weight:800;letter-spacing:6px;color:#111">270593</p>
<p>Type it into the app to finish setting up your closet.</p>
<h3>Then treat yourself</h3>
<ul>
<li>15% off your first purchase with promo code <b>WELCOME15</b> (max $20 off, expires May 11, 2024)</li>
<li>Invite friends with your referral code <b>ZOEP-4471</b> &mdash; you both get $10</li>
</ul>
<p style="font-size:13px;color:#555">Your saved cart: 3 items, $64.50 (draft order #TH-0099182)</p>
<p style="font-size:11px;color:#999">Thriftly, Inc., 1 Yonge St, Suite 1801, Toronto, ON M5E 1W7 &middot;
<a href="https://thriftly.example/settings/email?u=zp4471" style="color:#999">Unsubscribe from promos</a></p>
</div></body></html>
""")

# 0058 -- streaming service new sign-in alert: no code, "secure your account" is not a label link
add(kind="login_alert", otp=None, link=None,
    from_='"Lumenflix" <info@account.lumenflix.example>',
    to="sophie.tremblay@videotron.example",
    subject="New sign-in to your Lumenflix account",
    date="Wed, 10 Apr 2024 21:16:05 -0400",
    text_cte="8bit", html_cte="8bit",
    text="""\
Lumenflix

Hi Sophie,

Someone signed in to your Lumenflix account from a new device.

Device: Roku Ultra (TV)
Location: Montréal, QC, Canada*
Time: April 10, 2024, 9:14 p.m. EDT

*Location is approximate and based on the IP address (70.81.x.x).

If this was you or someone in your household, enjoy watching! No action
is needed.

If it wasn't, secure your account:
https://www.lumenflix.example/account/secure?nftoken=BQAbAAEBEKm3Zp9xW2cR&g=ff21-9a

Need help? Call 1-866-555-0125.

Lumenflix Entertainment Services Canada ULC, 1200 McGill College Ave,
Montréal, QC H3B 4G7
""",
    html="""\
<html><head><meta charset="utf-8"></head><body style="background:#fff;font-family:Helvetica,Arial,sans-serif;color:#221f1f">
<div style="max-width:500px;margin:0 auto;padding:24px">
<div style="color:#e50914;font-size:28px;font-weight:bold;letter-spacing:1px">LUMENFLIX</div>
<h1 style="font-size:26px">New sign-in to your account</h1>
<p>Hi Sophie,</p>
<p>Someone signed in to your Lumenflix account from a new device.</p>
<table cellpadding="4" style="font-size:14px;color:#555">
<tr><td>Device</td><td>Roku Ultra (TV)</td></tr>
<tr><td>Location</td><td>Montréal, QC, Canada*</td></tr>
<tr><td>Time</td><td>April 10, 2024, 9:14 p.m. EDT</td></tr>
</table>
<p style="font-size:12px;color:#777">*Location is approximate and based on the IP address (70.81.x.x).</p>
<p>If this was you or someone in your household, enjoy watching! No action is needed.</p>
<p>If it wasn’t, <a href="https://www.lumenflix.example/account/secure?nftoken=BQAbAAEBEKm3Zp9xW2cR&amp;g=ff21-9a" style="color:#e50914">secure your account</a> or <a href="https://www.lumenflix.example/account/devices" style="color:#e50914">sign out of all devices</a>.</p>
<p style="font-size:12px;color:#777">Need help? Call 1-866-555-0125 or visit the <a href="https://help.lumenflix.example/" style="color:#777">Help Centre</a>.<br>
Lumenflix Entertainment Services Canada ULC, 1200 McGill College Ave, Montréal, QC H3B 4G7</p>
</div></body></html>
""")

# 0059 -- grocery delivery: "your code expired" with no new code
add(kind="expired_code", otp=None, link=None,
    from_='"Greenleaf Grocery" <accounts@greenleafgrocery.example>',
    to="owen.fraser@telus.example",
    subject="Your Greenleaf sign-in code expired",
    date="Sat, 13 Apr 2024 16:18:47 -0600",
    text_cte="7bit", html_cte="quoted-printable",
    text="""\
Hi Owen,

The sign-in code we emailed you at 4:02 PM has expired. For your security,
codes only work for 10 minutes, and we don't send a new one automatically.

To get a fresh code, go back to the Greenleaf app and tap "Send me a new
code". It will arrive in a separate email.

Your order #GL-77841 (delivery window Sun, Apr 14, 10:00 AM - 12:00 PM,
42 items, $186.23) is not affected.

Greenleaf Grocery Ltd., 5111 22 St NE, Calgary, AB T2E 7Y3 - 403-555-0152
""",
    html="""\
<html><body style="font-family:Arial,sans-serif;background:#f0fdf4;margin:0;padding:20px">
<div style="max-width:520px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">
<p style="color:#15803d;font-weight:bold;font-size:20px">Greenleaf Grocery</p>
<p>Hi Owen,</p>
<p>The sign-in code we emailed you at 4:02 PM has expired. For your security, codes only work for 10 minutes, and we don't send a new one automatically.</p>
<p>To get a fresh code, go back to the Greenleaf app and tap <b>&ldquo;Send me a new code&rdquo;</b>. It will arrive in a separate email.</p>
<p style="font-size:13px;color:#555;background:#f7fee7;padding:10px">Your order #GL-77841 (delivery window Sun, Apr 14, 10:00 AM &ndash; 12:00 PM, 42 items, $186.23) is not affected.</p>
<p style="font-size:11px;color:#999">Greenleaf Grocery Ltd., 5111 22 St NE, Calgary, AB T2E 7Y3 &middot; 403-555-0152 &middot; <a href="https://greenleafgrocery.example/help" style="color:#999">Help</a></p>
</div></body></html>
""")

# 0060 -- fintech wallet: phone number changed notice, no code, no link label
add(kind="account_change", otp=None, link=None,
    from_='"Cobalt Wallet" <notices@cobaltwallet.example>',
    to="ivan.petrov@fastmail.example",
    subject="Your phone number was changed",
    date="Wed, 03 Apr 2024 14:16:22 -0700",
    text_cte="base64", html_cte="base64",
    text="""\
Cobalt Wallet

Hi Ivan,

The mobile number on your Cobalt Wallet account was changed.

Old number: (***) ***-0163
New number: (***) ***-4417
When: April 3, 2024 at 2:15 PM PDT
Where: Cobalt app on iPhone, near San Diego, CA

From now on, sign-in and payment codes will be sent to the new number.

If you made this change, you're all set. If you didn't, call us at
1-888-555-0197 right away. Account ID: CW-3318-0742.

Cobalt Wallet is a financial technology company, not a bank. Banking
services provided by Harbor Point Bank, N.A., Member FDIC.
Cobalt Financial, Inc., 101 W Broadway, Suite 300, San Diego, CA 92101
""",
    html="""\
<html><body style="font-family:Inter,Arial,sans-serif;background:#eff6ff;margin:0">
<div style="max-width:520px;margin:0 auto;background:#fff;padding:28px">
<p style="color:#1d4ed8;font-weight:800;font-size:20px">Cobalt Wallet</p>
<p>Hi Ivan,</p>
<p>The mobile number on your Cobalt Wallet account was changed.</p>
<table cellpadding="5" style="font-size:14px">
<tr><td style="color:#6b7280">Old number</td><td>(***) ***-0163</td></tr>
<tr><td style="color:#6b7280">New number</td><td>(***) ***-4417</td></tr>
<tr><td style="color:#6b7280">When</td><td>April 3, 2024 at 2:15 PM PDT</td></tr>
<tr><td style="color:#6b7280">Where</td><td>Cobalt app on iPhone, near San Diego, CA</td></tr>
</table>
<p>From now on, sign-in and payment codes will be sent to the new number.</p>
<p>If you made this change, you're all set. If you didn't, call us at 1-888-555-0197 right away. Account ID: CW-3318-0742.</p>
<p style="font-size:11px;color:#9ca3af">Cobalt Wallet is a financial technology company, not a bank. Banking services provided by Harbor Point Bank, N.A., Member FDIC.<br>
Cobalt Financial, Inc., 101 W Broadway, Suite 300, San Diego, CA 92101 &middot; <a href="https://cobaltwallet.example/legal" style="color:#9ca3af">Legal</a></p>
</div></body></html>
""")


# ---------------------------------------------------------------------------
# Writing and validation
# ---------------------------------------------------------------------------

ALLOWED_TLDS = (".example", ".test", ".invalid")
KNOWN_KINDS = {"username_digits", "booking_ref", "newsletter_numbers", "new_and_old_code",
               "several_codes", "prefix_code", "lowercase_alnum", "reset_in_code_mail",
               "no_code_word", "subject_only", "alt_text_only", "magic_link",
               "phone_and_dates", "decoy_codes", "login_alert", "expired_code",
               "account_change"}


def build_message(m, idx):
    msg = EmailMessage()
    msg["From"] = m["from_"]
    msg["To"] = m["to"]
    msg["Subject"] = m["subject"]
    msg["Date"] = m["date"]
    domain = re.search(r"@([^>\s]+)>?\s*$", m["from_"]).group(1)
    msg["Message-ID"] = "<%08x.%04d.%s@mail.%s>" % (
        zlib.crc32(m["subject"].encode("utf-8")), idx, m["kind"].replace("_", ""), domain)
    for name, value in m.get("headers", []):
        msg[name] = value
    text, html_ = m.get("text"), m.get("html")
    if text is not None:
        msg.set_content(text, cte=m.get("text_cte", "quoted-printable"))
        if html_ is not None:
            msg.add_alternative(html_, subtype="html", cte=m.get("html_cte", "quoted-printable"))
    else:
        msg.set_content(html_, subtype="html", cte=m.get("html_cte", "quoted-printable"))
    img = m.get("image")
    if img:
        if msg.is_multipart():
            html_part = [p for p in msg.iter_parts() if p.get_content_type() == "text/html"][0]
        else:
            html_part = msg
        html_part.add_related(tiny_png(img.get("w", 160), img.get("h", 48), img.get("rgb", (32, 96, 160))),
                              maintype="image", subtype="png", cid="<%s>" % img["cid"],
                              disposition="inline", filename=img.get("filename", "image.png"))
    for part in msg.walk():  # the library adds MIME-Version to sub-parts; real mailers don't
        if part is not msg:
            del part["MIME-Version"]
    # deterministic boundaries in the styles of a few common mailers
    styles = ["----=_Part_%d_%d.%d", "_000_%d%dMAIL%d_", "b1_%d_%d%d", "--==_mimepart_%d_%d%d",
              "000000000000%x%x%x"]
    seed = zlib.crc32((m["subject"] + m["date"]).encode("utf-8"))
    for depth, part in enumerate(p for p in msg.walk() if p.is_multipart()):
        style = styles[(idx + depth) % len(styles)]
        part.set_boundary(style % (seed % 99991 + depth, idx * 7919 + depth, 1700000000 + seed % 9999999))
    eol = m.get("eol") or ("crlf" if idx % 3 == 0 else "lf")
    pol = policy.SMTP if eol == "crlf" else policy.default
    return msg.as_bytes(policy=pol)


def extract(parsed):
    """Decoded subject, text parts, html parts, hrefs and alt attributes."""
    subject = str(parsed["Subject"] or "")
    texts, htmls = [], []
    for part in parsed.walk():
        if part.is_multipart():
            continue
        ct = part.get_content_type()
        if ct == "text/plain":
            texts.append(part.get_content())
        elif ct == "text/html":
            htmls.append(part.get_content())
    hrefs, alts, stripped = [], [], []
    for h in htmls:
        hrefs += [htmlmod.unescape(x) for x in re.findall(r'\bhref\s*=\s*"([^"]*)"', h, re.I)]
        alts += [htmlmod.unescape(x) for x in re.findall(r'\balt\s*=\s*"([^"]*)"', h, re.I)]
        body = re.sub(r"(?is)<(script|style)\b.*?</\1>", " ", h)
        stripped.append(htmlmod.unescape(re.sub(r"<[^>]+>", "", body)))
    return subject, texts, htmls, hrefs, alts, stripped


def normalise_shown(shown):
    """What the user types for a code printed as `shown`."""
    m = re.match(r"^([A-Za-z]{1,3})-(\S.*)$", shown)
    if m and re.fullmatch(r"[\d\s-]+", m.group(2)):
        shown = m.group(2)  # service prefix such as G-, FL-, SW-
    return re.sub(r"[\s\-]", "", shown)


def validate(idx, fname, m, data):
    errors = []
    parsed = BytesParser(policy=policy.default).parsebytes(data)
    for part in parsed.walk():
        if part.defects:
            errors.append("part defects: %r" % (part.defects,))
        for name, value in part.items():
            if getattr(value, "defects", None):
                errors.append("header %s defects: %r" % (name, value.defects))
    for required in ("From", "To", "Subject", "Date", "Message-ID", "MIME-Version"):
        if parsed[required] is None:
            errors.append("missing header " + required)
    subject, texts, htmls, hrefs, alts, stripped = extract(parsed)
    blob = "\n".join([subject] + texts + htmls + [htmlmod.unescape(h) for h in htmls] + stripped + alts)

    otp = m.get("otp")
    if otp is not None:
        shown = m.get("shown")
        if not shown:
            errors.append("otp without shown form")
        else:
            if shown not in blob:
                errors.append("shown code %r not found in decoded content" % shown)
            if normalise_shown(shown) != otp:
                errors.append("shown %r does not normalise to label %r" % (shown, otp))
        if not (4 <= len(otp) <= 8) or not otp.isalnum():
            errors.append("odd otp label %r" % otp)
        if m["kind"] == "subject_only":
            body = "\n".join(texts + htmls + stripped + alts)
            if shown in body or otp in body:
                errors.append("subject_only code also appears in body")
        if m["kind"] == "alt_text_only":
            body = "\n".join(texts + stripped)
            if shown in body or otp in body or shown in subject or otp in subject:
                errors.append("alt_text_only code visible outside alt text")
            if not any(shown in a for a in alts):
                errors.append("alt_text_only code not in an alt attribute")
    elif m.get("shown"):
        errors.append("shown given for a null otp")

    link = m.get("link")
    if link is not None:
        if htmls:
            if link not in hrefs:
                errors.append("link not found as an href: %s" % link)
        elif not any(link in t for t in texts):
            errors.append("link not found in text-only body: %s" % link)
        for alt in m.get("link_alt", []):
            if alt not in blob:
                errors.append("link_alt not found: %s" % alt)
            if alt == link:
                errors.append("link_alt duplicates link")
    elif m.get("link_alt"):
        errors.append("link_alt given for a null link")

    # every host and address must be under a reserved TLD
    head = " ".join(str(parsed[h] or "") for h in ("From", "To", "Reply-To", "List-Unsubscribe"))
    everything = head + "\n" + blob
    for host in re.findall(r"https?://([^/\s\"'<>?#:]+)", everything):
        if not host.lower().endswith(ALLOWED_TLDS):
            errors.append("non-reserved host %s" % host)
    for host in re.findall(r"[\w.+*%-]+@([\w-]+(?:\.[\w-]+)+)", everything):
        if not host.lower().endswith(ALLOWED_TLDS):
            errors.append("non-reserved mail domain %s" % host)
    if m["kind"] not in KNOWN_KINDS:
        errors.append("unknown kind %s" % m["kind"])
    return ["%s: %s" % (fname, e) for e in errors]


def main():
    for old in os.listdir(OUT):
        if old.startswith(PREFIX + "-") and old.endswith(".eml"):
            os.remove(os.path.join(OUT, old))
    labels, errors, per_kind = [], [], Counter()
    ctes = Counter()
    for idx, m in enumerate(MESSAGES, 1):
        fname = "%s-%04d.eml" % (PREFIX, idx)
        data = build_message(m, idx)
        with open(os.path.join(OUT, fname), "wb") as fh:
            fh.write(data)
        errors += validate(idx, fname, m, data)
        per_kind[m["kind"]] += 1
        for key in ("text_cte", "html_cte"):
            if m.get(key[:4] if key == "text_cte" else "html"):
                ctes[m.get(key, "quoted-printable")] += 1
        rec = {"file": fname, "otp": m.get("otp"), "link": m.get("link"), "kind": m["kind"],
               "lang": LANG, "family": "%s-%s-%02d" % (PREFIX, m["kind"], per_kind[m["kind"]])}
        if m.get("link_alt"):
            rec["link_alt"] = list(m["link_alt"])
        labels.append(rec)
    fams = Counter(r["family"] for r in labels)
    errors += ["duplicate family %s" % f for f, n in fams.items() if n > 1]
    subjects = Counter(m["subject"] for m in MESSAGES)
    errors += ["duplicate subject %r" % s for s, n in subjects.items() if n > 1]
    senders = Counter(re.search(r"@([^>\s]+)", m["from_"]).group(1) for m in MESSAGES)
    errors += ["sender domain reused %s" % s for s, n in senders.items() if n > 1]
    with open(os.path.join(OUT, "labels.jsonl"), "w", encoding="utf-8") as fh:
        for rec in labels:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")

    n = len(labels)
    code = sum(1 for r in labels if r["otp"])
    link = sum(1 for r in labels if r["link"])
    both = sum(1 for r in labels if r["otp"] and r["link"])
    neither = sum(1 for r in labels if not r["otp"] and not r["link"])
    print("messages: %d" % n)
    print("by kind: " + ", ".join("%s=%d" % kv for kv in sorted(per_kind.items())))
    print("by lang: " + ", ".join("%s=%d" % kv for kv in Counter(r["lang"] for r in labels).items()))
    print("code: %d (%.0f%%)  link: %d (%.0f%%)  both: %d  neither: %d (%.0f%%)" % (
        code, 100.0 * code / n, link, 100.0 * link / n, both, neither, 100.0 * neither / n))
    print("transfer encodings (parts): " + ", ".join("%s=%d" % kv for kv in sorted(ctes.items())))
    if n != 60:
        errors.append("expected 60 messages, got %d" % n)
    if errors:
        print("\nVALIDATION FAILED:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("validation passed")


if __name__ == "__main__":
    main()
